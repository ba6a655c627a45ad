; ModuleID = 'k32_bitfields.cu'
source_filename = "k32_bitfields.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Flags = type { i32, i64 }
%struct.Packed = type <{ i8, i32, double, i16 }>
%struct.Aligned = type { float, [4 x i8], i32, [4 x i8] }

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local %struct.Flags @_Z4step5Flags(ptr noundef byval(%struct.Flags) align 8 %0) #0 !dbg !8 {
  %2 = alloca %struct.Flags, align 8
  %3 = load i32, ptr %0, align 8, !dbg !11
  %4 = lshr i32 %3, 1, !dbg !11
  %5 = and i32 %4, 7, !dbg !11
  %6 = load i32, ptr %0, align 8, !dbg !12
  %7 = lshr i32 %6, 4, !dbg !12
  %8 = and i32 %7, 4095, !dbg !12
  %9 = add nsw i32 %8, %5, !dbg !12
  %10 = load i32, ptr %0, align 8, !dbg !12
  %11 = and i32 %9, 4095, !dbg !12
  %12 = shl i32 %11, 4, !dbg !12
  %13 = and i32 %10, -65521, !dbg !12
  %14 = or i32 %13, %12, !dbg !12
  store i32 %14, ptr %0, align 8, !dbg !12
  %15 = load i32, ptr %0, align 8, !dbg !13
  %16 = shl i32 %15, 7, !dbg !13
  %17 = ashr i32 %16, 23, !dbg !13
  %18 = sub nsw i32 %17, 3, !dbg !13
  %19 = load i32, ptr %0, align 8, !dbg !13
  %20 = and i32 %18, 511, !dbg !13
  %21 = shl i32 %20, 16, !dbg !13
  %22 = and i32 %19, -33488897, !dbg !13
  %23 = or i32 %22, %21, !dbg !13
  store i32 %23, ptr %0, align 8, !dbg !13
  %24 = shl i32 %20, 23, !dbg !13
  %25 = ashr i32 %24, 23, !dbg !13
  %26 = load i32, ptr %0, align 8, !dbg !14
  %27 = lshr i32 %26, 4, !dbg !14
  %28 = and i32 %27, 4095, !dbg !14
  %29 = icmp sgt i32 %28, 100, !dbg !15
  %30 = zext i1 %29 to i32, !dbg !16
  %31 = load i32, ptr %0, align 8, !dbg !16
  %32 = and i32 %30, 1, !dbg !16
  %33 = and i32 %31, -2, !dbg !16
  %34 = or i32 %33, %32, !dbg !16
  store i32 %34, ptr %0, align 8, !dbg !16
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %2, ptr align 8 %0, i64 16, i1 false), !dbg !17
  %35 = load %struct.Flags, ptr %2, align 8, !dbg !18
  ret %struct.Flags %35, !dbg !18
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local ptx_kernel void @bitfields(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, i32 noundef %4) #2 !dbg !19 {
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca %struct.Flags, align 8
  %13 = alloca %struct.Flags, align 8
  %14 = alloca %struct.Flags, align 8
  %15 = alloca %struct.Packed, align 1
  store ptr %0, ptr %6, align 8
  store ptr %1, ptr %7, align 8
  store ptr %2, ptr %8, align 8
  store ptr %3, ptr %9, align 8
  store i32 %4, ptr %10, align 4
  %16 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !20
  %17 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !21
  %18 = mul nsw i32 %16, %17, !dbg !22
  %19 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !23
  %20 = add nsw i32 %18, %19, !dbg !24
  store i32 %20, ptr %11, align 4, !dbg !25
  %21 = load i32, ptr %11, align 4, !dbg !26
  %22 = load i32, ptr %10, align 4, !dbg !27
  %23 = icmp sge i32 %21, %22, !dbg !28
  br i1 %23, label %24, label %25, !dbg !28

24:                                               ; preds = %5
  br label %103, !dbg !29

25:                                               ; preds = %5
  %26 = load ptr, ptr %6, align 8, !dbg !30
  %27 = load i32, ptr %11, align 4, !dbg !31
  %28 = sext i32 %27 to i64, !dbg !30
  %29 = getelementptr inbounds %struct.Flags, ptr %26, i64 %28, !dbg !30
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %12, ptr align 8 %29, i64 16, i1 false), !dbg !30
  %30 = load i32, ptr %12, align 8, !dbg !32
  %31 = lshr i32 %30, 1, !dbg !32
  %32 = and i32 %31, 7, !dbg !32
  %33 = add nsw i32 %32, 1, !dbg !33
  %34 = and i32 %33, 7, !dbg !34
  %35 = load i32, ptr %12, align 8, !dbg !35
  %36 = and i32 %34, 7, !dbg !35
  %37 = shl i32 %36, 1, !dbg !35
  %38 = and i32 %35, -15, !dbg !35
  %39 = or i32 %38, %37, !dbg !35
  store i32 %39, ptr %12, align 8, !dbg !35
  %40 = load i32, ptr %12, align 8, !dbg !36
  %41 = lshr i32 %40, 4, !dbg !36
  %42 = and i32 %41, 4095, !dbg !36
  %43 = zext i32 %42 to i64, !dbg !37
  %44 = getelementptr inbounds nuw %struct.Flags, ptr %12, i32 0, i32 1, !dbg !38
  %45 = load i64, ptr %44, align 8, !dbg !39
  %46 = and i64 %45, 1099511627775, !dbg !39
  %47 = add i64 %46, %43, !dbg !39
  %48 = load i64, ptr %44, align 8, !dbg !39
  %49 = and i64 %47, 1099511627775, !dbg !39
  %50 = and i64 %48, -1099511627776, !dbg !39
  %51 = or i64 %50, %49, !dbg !39
  store i64 %51, ptr %44, align 8, !dbg !39
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %14, ptr align 8 %12, i64 16, i1 false), !dbg !40
  %52 = call %struct.Flags @_Z4step5Flags(ptr noundef byval(%struct.Flags) align 8 %14) #4, !dbg !41
  %53 = getelementptr inbounds nuw %struct.Flags, ptr %13, i32 0, i32 0, !dbg !41
  %54 = extractvalue %struct.Flags %52, 0, !dbg !41
  store i32 %54, ptr %53, align 8, !dbg !41
  %55 = getelementptr inbounds nuw %struct.Flags, ptr %13, i32 0, i32 1, !dbg !41
  %56 = extractvalue %struct.Flags %52, 1, !dbg !41
  store i64 %56, ptr %55, align 8, !dbg !41
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %12, ptr align 8 %13, i64 16, i1 false), !dbg !42
  %57 = load ptr, ptr %6, align 8, !dbg !43
  %58 = load i32, ptr %11, align 4, !dbg !44
  %59 = sext i32 %58 to i64, !dbg !43
  %60 = getelementptr inbounds %struct.Flags, ptr %57, i64 %59, !dbg !43
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %60, ptr align 8 %12, i64 16, i1 false), !dbg !45
  %61 = load ptr, ptr %7, align 8, !dbg !46
  %62 = load i32, ptr %11, align 4, !dbg !47
  %63 = sext i32 %62 to i64, !dbg !46
  %64 = getelementptr inbounds %struct.Packed, ptr %61, i64 %63, !dbg !46
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %15, ptr align 1 %64, i64 15, i1 false), !dbg !46
  %65 = getelementptr inbounds nuw %struct.Packed, ptr %15, i32 0, i32 1, !dbg !48
  %66 = load i32, ptr %65, align 1, !dbg !48
  %67 = load ptr, ptr %8, align 8, !dbg !49
  %68 = load i32, ptr %11, align 4, !dbg !50
  %69 = sext i32 %68 to i64, !dbg !49
  %70 = getelementptr inbounds %struct.Aligned, ptr %67, i64 %69, !dbg !49
  %71 = getelementptr inbounds nuw %struct.Aligned, ptr %70, i32 0, i32 2, !dbg !51
  %72 = load i32, ptr %71, align 8, !dbg !52
  %73 = add nsw i32 %72, %66, !dbg !52
  store i32 %73, ptr %71, align 8, !dbg !52
  %74 = getelementptr inbounds nuw %struct.Packed, ptr %15, i32 0, i32 3, !dbg !53
  %75 = load i16, ptr %74, align 1, !dbg !53
  %76 = sitofp i16 %75 to float, !dbg !54
  %77 = load ptr, ptr %8, align 8, !dbg !55
  %78 = load i32, ptr %11, align 4, !dbg !56
  %79 = sext i32 %78 to i64, !dbg !55
  %80 = getelementptr inbounds %struct.Aligned, ptr %77, i64 %79, !dbg !55
  %81 = getelementptr inbounds nuw %struct.Aligned, ptr %80, i32 0, i32 0, !dbg !57
  store float %76, ptr %81, align 16, !dbg !58
  %82 = getelementptr inbounds nuw %struct.Packed, ptr %15, i32 0, i32 2, !dbg !59
  %83 = load double, ptr %82, align 1, !dbg !59
  %84 = getelementptr inbounds nuw %struct.Packed, ptr %15, i32 0, i32 0, !dbg !60
  %85 = load i8, ptr %84, align 1, !dbg !60
  %86 = sext i8 %85 to i32, !dbg !61
  %87 = sitofp i32 %86 to double, !dbg !61
  %88 = fadd contract double %83, %87, !dbg !62
  %89 = load i32, ptr %12, align 8, !dbg !63
  %90 = shl i32 %89, 7, !dbg !63
  %91 = ashr i32 %90, 23, !dbg !63
  %92 = sitofp i32 %91 to double, !dbg !64
  %93 = fadd contract double %88, %92, !dbg !65
  %94 = getelementptr inbounds nuw %struct.Flags, ptr %12, i32 0, i32 1, !dbg !66
  %95 = load i64, ptr %94, align 8, !dbg !66
  %96 = and i64 %95, 1099511627775, !dbg !66
  %97 = uitofp i64 %96 to double, !dbg !67
  %98 = fadd contract double %93, %97, !dbg !68
  %99 = load ptr, ptr %9, align 8, !dbg !69
  %100 = load i32, ptr %11, align 4, !dbg !70
  %101 = sext i32 %100 to i64, !dbg !69
  %102 = getelementptr inbounds double, ptr %99, i64 %101, !dbg !69
  store double %98, ptr %102, align 8, !dbg !71
  br label %103, !dbg !72

103:                                              ; preds = %25, %24
  ret void, !dbg !72
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

attributes #0 = { convergent mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6}
!llvm.ident = !{!7}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "k32_bitfields.cu", directory: "/work/wt/nvir32/tools/capture/clang_kernels")
!2 = !{i32 7, !"Dwarf Version", i32 2}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!6 = !{i32 7, !"frame-pointer", i32 2}
!7 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!8 = distinct !DISubprogram(name: "step", scope: !1, file: !1, line: 7, type: !9, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!9 = !DISubroutineType(types: !10)
!10 = !{}
!11 = !DILocation(line: 7, column: 73, scope: !8)
!12 = !DILocation(line: 7, column: 68, scope: !8)
!13 = !DILocation(line: 7, column: 87, scope: !8)
!14 = !DILocation(line: 7, column: 105, scope: !8)
!15 = !DILocation(line: 7, column: 111, scope: !8)
!16 = !DILocation(line: 7, column: 101, scope: !8)
!17 = !DILocation(line: 7, column: 125, scope: !8)
!18 = !DILocation(line: 7, column: 118, scope: !8)
!19 = distinct !DISubprogram(name: "bitfields", scope: !1, file: !1, line: 8, type: !9, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!20 = !DILocation(line: 9, column: 11, scope: !19)
!21 = !DILocation(line: 9, column: 24, scope: !19)
!22 = !DILocation(line: 9, column: 22, scope: !19)
!23 = !DILocation(line: 9, column: 37, scope: !19)
!24 = !DILocation(line: 9, column: 35, scope: !19)
!25 = !DILocation(line: 9, column: 7, scope: !19)
!26 = !DILocation(line: 10, column: 7, scope: !19)
!27 = !DILocation(line: 10, column: 12, scope: !19)
!28 = !DILocation(line: 10, column: 9, scope: !19)
!29 = !DILocation(line: 10, column: 15, scope: !19)
!30 = !DILocation(line: 11, column: 13, scope: !19)
!31 = !DILocation(line: 11, column: 16, scope: !19)
!32 = !DILocation(line: 12, column: 15, scope: !19)
!33 = !DILocation(line: 12, column: 20, scope: !19)
!34 = !DILocation(line: 12, column: 25, scope: !19)
!35 = !DILocation(line: 12, column: 10, scope: !19)
!36 = !DILocation(line: 13, column: 15, scope: !19)
!37 = !DILocation(line: 13, column: 13, scope: !19)
!38 = !DILocation(line: 13, column: 5, scope: !19)
!39 = !DILocation(line: 13, column: 10, scope: !19)
!40 = !DILocation(line: 14, column: 12, scope: !19)
!41 = !DILocation(line: 14, column: 7, scope: !19)
!42 = !DILocation(line: 14, column: 5, scope: !19)
!43 = !DILocation(line: 15, column: 3, scope: !19)
!44 = !DILocation(line: 15, column: 6, scope: !19)
!45 = !DILocation(line: 15, column: 9, scope: !19)
!46 = !DILocation(line: 16, column: 14, scope: !19)
!47 = !DILocation(line: 16, column: 17, scope: !19)
!48 = !DILocation(line: 17, column: 16, scope: !19)
!49 = !DILocation(line: 17, column: 3, scope: !19)
!50 = !DILocation(line: 17, column: 6, scope: !19)
!51 = !DILocation(line: 17, column: 9, scope: !19)
!52 = !DILocation(line: 17, column: 11, scope: !19)
!53 = !DILocation(line: 18, column: 22, scope: !19)
!54 = !DILocation(line: 18, column: 20, scope: !19)
!55 = !DILocation(line: 18, column: 3, scope: !19)
!56 = !DILocation(line: 18, column: 6, scope: !19)
!57 = !DILocation(line: 18, column: 9, scope: !19)
!58 = !DILocation(line: 18, column: 11, scope: !19)
!59 = !DILocation(line: 19, column: 14, scope: !19)
!60 = !DILocation(line: 19, column: 20, scope: !19)
!61 = !DILocation(line: 19, column: 18, scope: !19)
!62 = !DILocation(line: 19, column: 16, scope: !19)
!63 = !DILocation(line: 19, column: 26, scope: !19)
!64 = !DILocation(line: 19, column: 24, scope: !19)
!65 = !DILocation(line: 19, column: 22, scope: !19)
!66 = !DILocation(line: 19, column: 44, scope: !19)
!67 = !DILocation(line: 19, column: 42, scope: !19)
!68 = !DILocation(line: 19, column: 32, scope: !19)
!69 = !DILocation(line: 19, column: 3, scope: !19)
!70 = !DILocation(line: 19, column: 7, scope: !19)
!71 = !DILocation(line: 19, column: 10, scope: !19)
!72 = !DILocation(line: 20, column: 1, scope: !19)
