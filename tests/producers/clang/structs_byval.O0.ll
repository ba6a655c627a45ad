; ModuleID = 'structs_byval.cu'
source_filename = "structs_byval.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Nested = type { %struct.Small, double, [3 x i32] }
%struct.Small = type { i8, i16, i32 }
%struct.Big = type { [20 x i32], float }
%struct.Aligned = type { float, float, float, float }
%union.Bits = type { float }

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local %struct.Nested @_Z11make_nested5Smalld(ptr noundef byval(%struct.Small) align 4 %0, double noundef %1) #0 !dbg !8 {
  %3 = alloca %struct.Nested, align 8
  %4 = alloca double, align 8
  %5 = alloca i32, align 4
  store double %1, ptr %4, align 8
  %6 = getelementptr inbounds nuw %struct.Nested, ptr %3, i32 0, i32 0, !dbg !11
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %6, ptr align 4 %0, i64 8, i1 false), !dbg !12
  %7 = load double, ptr %4, align 8, !dbg !13
  %8 = getelementptr inbounds nuw %struct.Nested, ptr %3, i32 0, i32 1, !dbg !14
  store double %7, ptr %8, align 8, !dbg !15
  store i32 0, ptr %5, align 4, !dbg !16
  br label %9, !dbg !17

9:                                                ; preds = %21, %2
  %10 = load i32, ptr %5, align 4, !dbg !18
  %11 = icmp slt i32 %10, 3, !dbg !19
  br i1 %11, label %12, label %24, !dbg !20

12:                                               ; preds = %9
  %13 = getelementptr inbounds nuw %struct.Small, ptr %0, i32 0, i32 2, !dbg !21
  %14 = load i32, ptr %13, align 4, !dbg !21
  %15 = load i32, ptr %5, align 4, !dbg !22
  %16 = add nsw i32 %14, %15, !dbg !23
  %17 = getelementptr inbounds nuw %struct.Nested, ptr %3, i32 0, i32 2, !dbg !24
  %18 = load i32, ptr %5, align 4, !dbg !25
  %19 = sext i32 %18 to i64, !dbg !26
  %20 = getelementptr inbounds [3 x i32], ptr %17, i64 0, i64 %19, !dbg !26
  store i32 %16, ptr %20, align 4, !dbg !27
  br label %21, !dbg !26

21:                                               ; preds = %12
  %22 = load i32, ptr %5, align 4, !dbg !28
  %23 = add nsw i32 %22, 1, !dbg !28
  store i32 %23, ptr %5, align 4, !dbg !28
  br label %9, !dbg !20, !llvm.loop !29

24:                                               ; preds = %9
  %25 = load %struct.Nested, ptr %3, align 8, !dbg !31
  ret %struct.Nested %25, !dbg !31
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #1

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local noundef float @_Z7sum_big3Big(ptr noundef byval(%struct.Big) align 4 %0) #0 !dbg !32 {
  %2 = alloca float, align 4
  %3 = alloca i32, align 4
  store float 0.000000e+00, ptr %2, align 4, !dbg !33
  store i32 0, ptr %3, align 4, !dbg !34
  br label %4, !dbg !35

4:                                                ; preds = %16, %1
  %5 = load i32, ptr %3, align 4, !dbg !36
  %6 = icmp slt i32 %5, 20, !dbg !37
  br i1 %6, label %7, label %19, !dbg !38

7:                                                ; preds = %4
  %8 = getelementptr inbounds nuw %struct.Big, ptr %0, i32 0, i32 0, !dbg !39
  %9 = load i32, ptr %3, align 4, !dbg !40
  %10 = sext i32 %9 to i64, !dbg !41
  %11 = getelementptr inbounds [20 x i32], ptr %8, i64 0, i64 %10, !dbg !41
  %12 = load i32, ptr %11, align 4, !dbg !41
  %13 = sitofp i32 %12 to float, !dbg !41
  %14 = load float, ptr %2, align 4, !dbg !42
  %15 = fadd contract float %14, %13, !dbg !42
  store float %15, ptr %2, align 4, !dbg !42
  br label %16, !dbg !43

16:                                               ; preds = %7
  %17 = load i32, ptr %3, align 4, !dbg !44
  %18 = add nsw i32 %17, 1, !dbg !44
  store i32 %18, ptr %3, align 4, !dbg !44
  br label %4, !dbg !38, !llvm.loop !45

19:                                               ; preds = %4
  %20 = load float, ptr %2, align 4, !dbg !47
  %21 = getelementptr inbounds nuw %struct.Big, ptr %0, i32 0, i32 1, !dbg !48
  %22 = load float, ptr %21, align 4, !dbg !48
  %23 = fmul contract float %20, %22, !dbg !49
  ret float %23, !dbg !50
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local %struct.Aligned @_Z6scale47Alignedf(ptr noundef byval(%struct.Aligned) align 16 %0, float noundef %1) #0 !dbg !51 {
  %3 = alloca %struct.Aligned, align 16
  %4 = alloca float, align 4
  store float %1, ptr %4, align 4
  %5 = getelementptr inbounds nuw %struct.Aligned, ptr %3, i32 0, i32 0, !dbg !52
  %6 = getelementptr inbounds nuw %struct.Aligned, ptr %0, i32 0, i32 0, !dbg !53
  %7 = load float, ptr %6, align 16, !dbg !53
  %8 = load float, ptr %4, align 4, !dbg !54
  %9 = fmul contract float %7, %8, !dbg !55
  store float %9, ptr %5, align 16, !dbg !52
  %10 = getelementptr inbounds nuw %struct.Aligned, ptr %3, i32 0, i32 1, !dbg !52
  %11 = getelementptr inbounds nuw %struct.Aligned, ptr %0, i32 0, i32 1, !dbg !56
  %12 = load float, ptr %11, align 4, !dbg !56
  %13 = load float, ptr %4, align 4, !dbg !57
  %14 = fmul contract float %12, %13, !dbg !58
  store float %14, ptr %10, align 4, !dbg !52
  %15 = getelementptr inbounds nuw %struct.Aligned, ptr %3, i32 0, i32 2, !dbg !52
  %16 = getelementptr inbounds nuw %struct.Aligned, ptr %0, i32 0, i32 2, !dbg !59
  %17 = load float, ptr %16, align 8, !dbg !59
  %18 = load float, ptr %4, align 4, !dbg !60
  %19 = fmul contract float %17, %18, !dbg !61
  store float %19, ptr %15, align 8, !dbg !52
  %20 = getelementptr inbounds nuw %struct.Aligned, ptr %3, i32 0, i32 3, !dbg !52
  %21 = getelementptr inbounds nuw %struct.Aligned, ptr %0, i32 0, i32 3, !dbg !62
  %22 = load float, ptr %21, align 4, !dbg !62
  %23 = load float, ptr %4, align 4, !dbg !63
  %24 = fmul contract float %22, %23, !dbg !64
  store float %24, ptr %20, align 4, !dbg !52
  %25 = load %struct.Aligned, ptr %3, align 16, !dbg !65
  ret %struct.Aligned %25, !dbg !65
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local ptx_kernel void @byval(ptr noundef byval(%struct.Small) align 4 %0, ptr noundef byval(%struct.Aligned) align 16 %1, ptr noundef byval(%struct.Nested) align 8 %2, ptr noundef byval(%struct.Big) align 4 %3, ptr noundef byval(%union.Bits) align 4 %4, i1 noundef zeroext %5, ptr noundef %6) #2 !dbg !66 {
  %8 = alloca i8, align 1
  %9 = alloca ptr, align 8
  %10 = alloca i32, align 4
  %11 = alloca %struct.Nested, align 8
  %12 = alloca %struct.Small, align 4
  %13 = alloca %struct.Aligned, align 16
  %14 = alloca %struct.Aligned, align 16
  %15 = alloca %struct.Big, align 4
  %16 = zext i1 %5 to i8
  store i8 %16, ptr %8, align 1
  store ptr %6, ptr %9, align 8
  %17 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !67
  store i32 %17, ptr %10, align 4, !dbg !68
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %12, ptr align 4 %0, i64 8, i1 false), !dbg !69
  %18 = getelementptr inbounds nuw %struct.Nested, ptr %2, i32 0, i32 1, !dbg !70
  %19 = load double, ptr %18, align 8, !dbg !70
  %20 = load i32, ptr %10, align 4, !dbg !71
  %21 = sitofp i32 %20 to double, !dbg !71
  %22 = fadd contract double %19, %21, !dbg !72
  %23 = call %struct.Nested @_Z11make_nested5Smalld(ptr noundef byval(%struct.Small) align 4 %12, double noundef %22) #4, !dbg !73
  %24 = getelementptr inbounds nuw %struct.Nested, ptr %11, i32 0, i32 0, !dbg !73
  %25 = extractvalue %struct.Nested %23, 0, !dbg !73
  store %struct.Small %25, ptr %24, align 8, !dbg !73
  %26 = getelementptr inbounds nuw %struct.Nested, ptr %11, i32 0, i32 1, !dbg !73
  %27 = extractvalue %struct.Nested %23, 1, !dbg !73
  store double %27, ptr %26, align 8, !dbg !73
  %28 = getelementptr inbounds nuw %struct.Nested, ptr %11, i32 0, i32 2, !dbg !73
  %29 = extractvalue %struct.Nested %23, 2, !dbg !73
  store [3 x i32] %29, ptr %28, align 8, !dbg !73
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %14, ptr align 16 %1, i64 16, i1 false), !dbg !74
  %30 = load i8, ptr %8, align 1, !dbg !75
  %31 = trunc i8 %30 to i1, !dbg !75
  %32 = zext i1 %31 to i64, !dbg !75
  %33 = select contract i1 %31, float 2.000000e+00, float 5.000000e-01, !dbg !75
  %34 = call %struct.Aligned @_Z6scale47Alignedf(ptr noundef byval(%struct.Aligned) align 16 %14, float noundef %33) #4, !dbg !76
  %35 = getelementptr inbounds nuw %struct.Aligned, ptr %13, i32 0, i32 0, !dbg !76
  %36 = extractvalue %struct.Aligned %34, 0, !dbg !76
  store float %36, ptr %35, align 16, !dbg !76
  %37 = getelementptr inbounds nuw %struct.Aligned, ptr %13, i32 0, i32 1, !dbg !76
  %38 = extractvalue %struct.Aligned %34, 1, !dbg !76
  store float %38, ptr %37, align 4, !dbg !76
  %39 = getelementptr inbounds nuw %struct.Aligned, ptr %13, i32 0, i32 2, !dbg !76
  %40 = extractvalue %struct.Aligned %34, 2, !dbg !76
  store float %40, ptr %39, align 8, !dbg !76
  %41 = getelementptr inbounds nuw %struct.Aligned, ptr %13, i32 0, i32 3, !dbg !76
  %42 = extractvalue %struct.Aligned %34, 3, !dbg !76
  store float %42, ptr %41, align 4, !dbg !76
  %43 = getelementptr inbounds nuw %struct.Nested, ptr %11, i32 0, i32 2, !dbg !77
  %44 = load i32, ptr %10, align 4, !dbg !78
  %45 = srem i32 %44, 3, !dbg !79
  %46 = sext i32 %45 to i64, !dbg !80
  %47 = getelementptr inbounds [3 x i32], ptr %43, i64 0, i64 %46, !dbg !80
  %48 = load i32, ptr %47, align 4, !dbg !80
  %49 = getelementptr inbounds nuw %struct.Nested, ptr %11, i32 0, i32 0, !dbg !81
  %50 = getelementptr inbounds nuw %struct.Small, ptr %49, i32 0, i32 0, !dbg !82
  %51 = load i8, ptr %50, align 8, !dbg !82
  %52 = sext i8 %51 to i32, !dbg !83
  %53 = add nsw i32 %48, %52, !dbg !84
  %54 = getelementptr inbounds nuw %struct.Nested, ptr %11, i32 0, i32 0, !dbg !85
  %55 = getelementptr inbounds nuw %struct.Small, ptr %54, i32 0, i32 1, !dbg !86
  %56 = load i16, ptr %55, align 2, !dbg !86
  %57 = sext i16 %56 to i32, !dbg !87
  %58 = add nsw i32 %53, %57, !dbg !88
  %59 = sitofp i32 %58 to float, !dbg !80
  %60 = getelementptr inbounds nuw %struct.Aligned, ptr %13, i32 0, i32 0, !dbg !89
  %61 = load float, ptr %60, align 16, !dbg !89
  %62 = fadd contract float %59, %61, !dbg !90
  %63 = getelementptr inbounds nuw %struct.Aligned, ptr %13, i32 0, i32 3, !dbg !91
  %64 = load float, ptr %63, align 4, !dbg !91
  %65 = fadd contract float %62, %64, !dbg !92
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %15, ptr align 4 %3, i64 84, i1 false), !dbg !93
  %66 = call contract noundef float @_Z7sum_big3Big(ptr noundef byval(%struct.Big) align 4 %15) #4, !dbg !94
  %67 = fadd contract float %65, %66, !dbg !95
  %68 = load i32, ptr %4, align 4, !dbg !96
  %69 = and i32 %68, 255, !dbg !97
  %70 = uitofp i32 %69 to float, !dbg !98
  %71 = fadd contract float %67, %70, !dbg !99
  %72 = load ptr, ptr %9, align 8, !dbg !100
  %73 = load i32, ptr %10, align 4, !dbg !101
  %74 = sext i32 %73 to i64, !dbg !100
  %75 = getelementptr inbounds float, ptr %72, i64 %74, !dbg !100
  store float %71, ptr %75, align 4, !dbg !102
  ret void, !dbg !103
}

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
!1 = !DIFile(filename: "structs_byval.cu", directory: "/work/wt/llir25/tools/capture/clang_kernels")
!2 = !{i32 7, !"Dwarf Version", i32 2}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!6 = !{i32 7, !"frame-pointer", i32 2}
!7 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!8 = distinct !DISubprogram(name: "make_nested", scope: !1, file: !1, line: 9, type: !9, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!9 = !DISubroutineType(types: !10)
!10 = !{}
!11 = !DILocation(line: 11, column: 5, scope: !8)
!12 = !DILocation(line: 11, column: 7, scope: !8)
!13 = !DILocation(line: 11, column: 18, scope: !8)
!14 = !DILocation(line: 11, column: 14, scope: !8)
!15 = !DILocation(line: 11, column: 16, scope: !8)
!16 = !DILocation(line: 12, column: 12, scope: !8)
!17 = !DILocation(line: 12, column: 8, scope: !8)
!18 = !DILocation(line: 12, column: 19, scope: !8)
!19 = !DILocation(line: 12, column: 21, scope: !8)
!20 = !DILocation(line: 12, column: 3, scope: !8)
!21 = !DILocation(line: 12, column: 44, scope: !8)
!22 = !DILocation(line: 12, column: 48, scope: !8)
!23 = !DILocation(line: 12, column: 46, scope: !8)
!24 = !DILocation(line: 12, column: 33, scope: !8)
!25 = !DILocation(line: 12, column: 37, scope: !8)
!26 = !DILocation(line: 12, column: 31, scope: !8)
!27 = !DILocation(line: 12, column: 40, scope: !8)
!28 = !DILocation(line: 12, column: 26, scope: !8)
!29 = distinct !{!29, !20, !22, !30}
!30 = !{!"llvm.loop.mustprogress"}
!31 = !DILocation(line: 13, column: 3, scope: !8)
!32 = distinct !DISubprogram(name: "sum_big", scope: !1, file: !1, line: 15, type: !9, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!33 = !DILocation(line: 16, column: 9, scope: !32)
!34 = !DILocation(line: 17, column: 12, scope: !32)
!35 = !DILocation(line: 17, column: 8, scope: !32)
!36 = !DILocation(line: 17, column: 19, scope: !32)
!37 = !DILocation(line: 17, column: 21, scope: !32)
!38 = !DILocation(line: 17, column: 3, scope: !32)
!39 = !DILocation(line: 17, column: 39, scope: !32)
!40 = !DILocation(line: 17, column: 44, scope: !32)
!41 = !DILocation(line: 17, column: 37, scope: !32)
!42 = !DILocation(line: 17, column: 34, scope: !32)
!43 = !DILocation(line: 17, column: 32, scope: !32)
!44 = !DILocation(line: 17, column: 27, scope: !32)
!45 = distinct !{!45, !38, !46, !30}
!46 = !DILocation(line: 17, column: 45, scope: !32)
!47 = !DILocation(line: 18, column: 10, scope: !32)
!48 = !DILocation(line: 18, column: 16, scope: !32)
!49 = !DILocation(line: 18, column: 12, scope: !32)
!50 = !DILocation(line: 18, column: 3, scope: !32)
!51 = distinct !DISubprogram(name: "scale4", scope: !1, file: !1, line: 20, type: !9, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!52 = !DILocation(line: 20, column: 82, scope: !51)
!53 = !DILocation(line: 20, column: 85, scope: !51)
!54 = !DILocation(line: 20, column: 89, scope: !51)
!55 = !DILocation(line: 20, column: 87, scope: !51)
!56 = !DILocation(line: 20, column: 94, scope: !51)
!57 = !DILocation(line: 20, column: 98, scope: !51)
!58 = !DILocation(line: 20, column: 96, scope: !51)
!59 = !DILocation(line: 20, column: 103, scope: !51)
!60 = !DILocation(line: 20, column: 107, scope: !51)
!61 = !DILocation(line: 20, column: 105, scope: !51)
!62 = !DILocation(line: 20, column: 112, scope: !51)
!63 = !DILocation(line: 20, column: 116, scope: !51)
!64 = !DILocation(line: 20, column: 114, scope: !51)
!65 = !DILocation(line: 20, column: 75, scope: !51)
!66 = distinct !DISubprogram(name: "byval", scope: !1, file: !1, line: 21, type: !9, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!67 = !DILocation(line: 22, column: 11, scope: !66)
!68 = !DILocation(line: 22, column: 7, scope: !66)
!69 = !DILocation(line: 23, column: 26, scope: !66)
!70 = !DILocation(line: 23, column: 31, scope: !66)
!71 = !DILocation(line: 23, column: 35, scope: !66)
!72 = !DILocation(line: 23, column: 33, scope: !66)
!73 = !DILocation(line: 23, column: 14, scope: !66)
!74 = !DILocation(line: 24, column: 22, scope: !66)
!75 = !DILocation(line: 24, column: 25, scope: !66)
!76 = !DILocation(line: 24, column: 15, scope: !66)
!77 = !DILocation(line: 25, column: 14, scope: !66)
!78 = !DILocation(line: 25, column: 18, scope: !66)
!79 = !DILocation(line: 25, column: 20, scope: !66)
!80 = !DILocation(line: 25, column: 12, scope: !66)
!81 = !DILocation(line: 25, column: 29, scope: !66)
!82 = !DILocation(line: 25, column: 31, scope: !66)
!83 = !DILocation(line: 25, column: 27, scope: !66)
!84 = !DILocation(line: 25, column: 25, scope: !66)
!85 = !DILocation(line: 25, column: 37, scope: !66)
!86 = !DILocation(line: 25, column: 39, scope: !66)
!87 = !DILocation(line: 25, column: 35, scope: !66)
!88 = !DILocation(line: 25, column: 33, scope: !66)
!89 = !DILocation(line: 25, column: 45, scope: !66)
!90 = !DILocation(line: 25, column: 41, scope: !66)
!91 = !DILocation(line: 25, column: 51, scope: !66)
!92 = !DILocation(line: 25, column: 47, scope: !66)
!93 = !DILocation(line: 25, column: 63, scope: !66)
!94 = !DILocation(line: 25, column: 55, scope: !66)
!95 = !DILocation(line: 25, column: 53, scope: !66)
!96 = !DILocation(line: 25, column: 78, scope: !66)
!97 = !DILocation(line: 25, column: 80, scope: !66)
!98 = !DILocation(line: 25, column: 75, scope: !66)
!99 = !DILocation(line: 25, column: 66, scope: !66)
!100 = !DILocation(line: 25, column: 3, scope: !66)
!101 = !DILocation(line: 25, column: 7, scope: !66)
!102 = !DILocation(line: 25, column: 10, scope: !66)
!103 = !DILocation(line: 26, column: 1, scope: !66)
