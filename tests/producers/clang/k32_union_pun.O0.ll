; ModuleID = 'k32_union_pun.cu'
source_filename = "k32_union_pun.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%union.FI = type { float }
%struct.Pair = type { i16, i16 }
%union.DW = type { double }
%struct.anon = type { i32, i32 }
%union.Slot = type { i64 }
%struct.anon.0 = type { i32, float }

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local ptx_kernel void @union_pun(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, i32 noundef %4) #0 !dbg !8 {
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca %union.FI, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca float, align 4
  %16 = alloca %struct.Pair, align 2
  %17 = alloca %union.DW, align 8
  %18 = alloca i64, align 8
  store ptr %0, ptr %6, align 8
  store ptr %1, ptr %7, align 8
  store ptr %2, ptr %8, align 8
  store ptr %3, ptr %9, align 8
  store i32 %4, ptr %10, align 4
  %19 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !11
  %20 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !12
  %21 = mul nsw i32 %19, %20, !dbg !13
  %22 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !14
  %23 = add nsw i32 %21, %22, !dbg !15
  store i32 %23, ptr %11, align 4, !dbg !16
  %24 = load i32, ptr %11, align 4, !dbg !17
  %25 = load i32, ptr %10, align 4, !dbg !18
  %26 = icmp sge i32 %24, %25, !dbg !19
  br i1 %26, label %27, label %28, !dbg !19

27:                                               ; preds = %5
  br label %99, !dbg !20

28:                                               ; preds = %5
  %29 = load ptr, ptr %6, align 8, !dbg !21
  %30 = load i32, ptr %11, align 4, !dbg !22
  %31 = sext i32 %30 to i64, !dbg !21
  %32 = getelementptr inbounds float, ptr %29, i64 %31, !dbg !21
  %33 = load float, ptr %32, align 4, !dbg !21
  store float %33, ptr %12, align 4, !dbg !23
  %34 = load i32, ptr %12, align 4, !dbg !24
  %35 = lshr i32 %34, 23, !dbg !25
  %36 = and i32 %35, 255, !dbg !26
  store i32 %36, ptr %13, align 4, !dbg !27
  %37 = getelementptr inbounds [4 x i8], ptr %12, i64 0, i64 0, !dbg !28
  %38 = load i8, ptr %37, align 4, !dbg !29
  %39 = zext i8 %38 to i32, !dbg !29
  %40 = xor i32 %39, 90, !dbg !29
  %41 = trunc i32 %40 to i8, !dbg !29
  store i8 %41, ptr %37, align 4, !dbg !29
  %42 = load ptr, ptr %6, align 8, !dbg !30
  %43 = load i32, ptr %11, align 4, !dbg !31
  %44 = add nsw i32 %43, 1, !dbg !32
  %45 = load i32, ptr %10, align 4, !dbg !33
  %46 = srem i32 %44, %45, !dbg !34
  %47 = sext i32 %46 to i64, !dbg !30
  %48 = getelementptr inbounds float, ptr %42, i64 %47, !dbg !30
  %49 = load float, ptr %48, align 4, !dbg !30
  store float %49, ptr %15, align 4, !dbg !35
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %14, ptr align 4 %15, i64 4, i1 false), !dbg !36
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %16, ptr align 4 %14, i64 4, i1 false), !dbg !37
  %50 = load i32, ptr %13, align 4, !dbg !38
  %51 = load i32, ptr %12, align 4, !dbg !39
  %52 = add i32 %50, %51, !dbg !40
  %53 = getelementptr inbounds nuw %struct.Pair, ptr %16, i32 0, i32 0, !dbg !41
  %54 = load i16, ptr %53, align 2, !dbg !41
  %55 = sext i16 %54 to i32, !dbg !42
  %56 = getelementptr inbounds nuw %struct.Pair, ptr %16, i32 0, i32 1, !dbg !43
  %57 = load i16, ptr %56, align 2, !dbg !43
  %58 = sext i16 %57 to i32, !dbg !44
  %59 = mul nsw i32 %55, %58, !dbg !45
  %60 = add i32 %52, %59, !dbg !46
  %61 = load ptr, ptr %8, align 8, !dbg !47
  %62 = load i32, ptr %11, align 4, !dbg !48
  %63 = sext i32 %62 to i64, !dbg !47
  %64 = getelementptr inbounds i32, ptr %61, i64 %63, !dbg !47
  store i32 %60, ptr %64, align 4, !dbg !49
  %65 = load ptr, ptr %7, align 8, !dbg !50
  %66 = load i32, ptr %11, align 4, !dbg !51
  %67 = sext i32 %66 to i64, !dbg !50
  %68 = getelementptr inbounds double, ptr %65, i64 %67, !dbg !50
  %69 = load double, ptr %68, align 8, !dbg !50
  store double %69, ptr %17, align 8, !dbg !52
  %70 = getelementptr inbounds nuw %struct.anon, ptr %17, i32 0, i32 1, !dbg !53
  %71 = load i32, ptr %70, align 4, !dbg !54
  %72 = xor i32 %71, -2147483648, !dbg !54
  store i32 %72, ptr %70, align 4, !dbg !54
  %73 = getelementptr inbounds [4 x i16], ptr %17, i64 0, i64 1, !dbg !55
  %74 = load i16, ptr %73, align 2, !dbg !55
  %75 = zext i16 %74 to i32, !dbg !55
  %76 = getelementptr inbounds [4 x i16], ptr %17, i64 0, i64 3, !dbg !56
  %77 = load i16, ptr %76, align 2, !dbg !56
  %78 = zext i16 %77 to i32, !dbg !56
  %79 = add nsw i32 %75, %78, !dbg !57
  %80 = trunc i32 %79 to i16, !dbg !58
  %81 = getelementptr inbounds [4 x i16], ptr %17, i64 0, i64 0, !dbg !59
  store i16 %80, ptr %81, align 8, !dbg !60
  %82 = load ptr, ptr %7, align 8, !dbg !61
  %83 = load i32, ptr %11, align 4, !dbg !62
  %84 = add nsw i32 %83, 2, !dbg !63
  %85 = load i32, ptr %10, align 4, !dbg !64
  %86 = srem i32 %84, %85, !dbg !65
  %87 = sext i32 %86 to i64, !dbg !61
  %88 = getelementptr inbounds double, ptr %82, i64 %87, !dbg !61
  %89 = load i64, ptr %88, align 8, !dbg !66
  store i64 %89, ptr %18, align 8, !dbg !67
  %90 = load double, ptr %17, align 8, !dbg !68
  %91 = load i64, ptr %18, align 8, !dbg !69
  %92 = ashr i64 %91, 52, !dbg !70
  %93 = sitofp i64 %92 to double, !dbg !71
  %94 = fadd contract double %90, %93, !dbg !72
  %95 = load ptr, ptr %9, align 8, !dbg !73
  %96 = load i32, ptr %11, align 4, !dbg !74
  %97 = sext i32 %96 to i64, !dbg !73
  %98 = getelementptr inbounds double, ptr %95, i64 %97, !dbg !73
  store double %94, ptr %98, align 8, !dbg !75
  br label %99, !dbg !76

99:                                               ; preds = %28, %27
  ret void, !dbg !76
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #2

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local %union.Slot @_Z5merge4SlotS_(ptr noundef byval(%union.Slot) align 8 %0, ptr noundef byval(%union.Slot) align 8 %1) #3 !dbg !77 {
  %3 = alloca %union.Slot, align 8
  %4 = getelementptr inbounds nuw %struct.anon.0, ptr %0, i32 0, i32 0, !dbg !78
  %5 = load i32, ptr %4, align 8, !dbg !78
  %6 = getelementptr inbounds [2 x i32], ptr %1, i64 0, i64 0, !dbg !79
  %7 = load i32, ptr %6, align 8, !dbg !79
  %8 = add nsw i32 %5, %7, !dbg !80
  %9 = getelementptr inbounds nuw %struct.anon.0, ptr %3, i32 0, i32 0, !dbg !81
  store i32 %8, ptr %9, align 8, !dbg !82
  %10 = getelementptr inbounds nuw %struct.anon.0, ptr %0, i32 0, i32 1, !dbg !83
  %11 = load float, ptr %10, align 4, !dbg !83
  %12 = getelementptr inbounds nuw %struct.anon.0, ptr %1, i32 0, i32 1, !dbg !84
  %13 = load float, ptr %12, align 4, !dbg !84
  %14 = fmul contract float %11, %13, !dbg !85
  %15 = getelementptr inbounds nuw %struct.anon.0, ptr %3, i32 0, i32 1, !dbg !86
  store float %14, ptr %15, align 4, !dbg !87
  %16 = load %union.Slot, ptr %3, align 8, !dbg !88
  ret %union.Slot %16, !dbg !88
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local ptx_kernel void @union_calls(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 !dbg !89 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca %union.Slot, align 8
  %9 = alloca %union.Slot, align 8
  %10 = alloca %union.Slot, align 8
  %11 = alloca %union.Slot, align 8
  %12 = alloca %union.Slot, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %13 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !90
  %14 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !91
  %15 = mul nsw i32 %13, %14, !dbg !92
  %16 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !93
  %17 = add nsw i32 %15, %16, !dbg !94
  store i32 %17, ptr %7, align 4, !dbg !95
  %18 = load i32, ptr %7, align 4, !dbg !96
  %19 = load i32, ptr %6, align 4, !dbg !97
  %20 = icmp sge i32 %18, %19, !dbg !98
  br i1 %20, label %21, label %22, !dbg !98

21:                                               ; preds = %3
  br label %44, !dbg !99

22:                                               ; preds = %3
  %23 = load ptr, ptr %4, align 8, !dbg !100
  %24 = load i32, ptr %7, align 4, !dbg !101
  %25 = sext i32 %24 to i64, !dbg !100
  %26 = getelementptr inbounds i64, ptr %23, i64 %25, !dbg !100
  %27 = load i64, ptr %26, align 8, !dbg !100
  store i64 %27, ptr %8, align 8, !dbg !102
  %28 = load ptr, ptr %4, align 8, !dbg !103
  %29 = load i32, ptr %7, align 4, !dbg !104
  %30 = add nsw i32 %29, 1, !dbg !105
  %31 = load i32, ptr %6, align 4, !dbg !106
  %32 = srem i32 %30, %31, !dbg !107
  %33 = sext i32 %32 to i64, !dbg !103
  %34 = getelementptr inbounds i64, ptr %28, i64 %33, !dbg !103
  %35 = load i64, ptr %34, align 8, !dbg !103
  store i64 %35, ptr %9, align 8, !dbg !108
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %11, ptr align 8 %8, i64 8, i1 false), !dbg !109
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %12, ptr align 8 %9, i64 8, i1 false), !dbg !110
  %36 = call %union.Slot @_Z5merge4SlotS_(ptr noundef byval(%union.Slot) align 8 %11, ptr noundef byval(%union.Slot) align 8 %12) #4, !dbg !111
  %37 = getelementptr inbounds nuw %union.Slot, ptr %10, i32 0, i32 0, !dbg !111
  %38 = extractvalue %union.Slot %36, 0, !dbg !111
  store i64 %38, ptr %37, align 8, !dbg !111
  %39 = load i64, ptr %10, align 8, !dbg !112
  %40 = load ptr, ptr %5, align 8, !dbg !113
  %41 = load i32, ptr %7, align 4, !dbg !114
  %42 = sext i32 %41 to i64, !dbg !113
  %43 = getelementptr inbounds i64, ptr %40, i64 %42, !dbg !113
  store i64 %39, ptr %43, align 8, !dbg !115
  br label %44, !dbg !116

44:                                               ; preds = %22, %21
  ret void, !dbg !116
}

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { convergent mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #4 = { convergent nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6}
!llvm.ident = !{!7}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "k32_union_pun.cu", directory: "/work/wt/nvir32/tools/capture/clang_kernels")
!2 = !{i32 7, !"Dwarf Version", i32 2}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!6 = !{i32 7, !"frame-pointer", i32 2}
!7 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!8 = distinct !DISubprogram(name: "union_pun", scope: !1, file: !1, line: 7, type: !9, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!9 = !DISubroutineType(types: !10)
!10 = !{}
!11 = !DILocation(line: 8, column: 11, scope: !8)
!12 = !DILocation(line: 8, column: 24, scope: !8)
!13 = !DILocation(line: 8, column: 22, scope: !8)
!14 = !DILocation(line: 8, column: 37, scope: !8)
!15 = !DILocation(line: 8, column: 35, scope: !8)
!16 = !DILocation(line: 8, column: 7, scope: !8)
!17 = !DILocation(line: 9, column: 7, scope: !8)
!18 = !DILocation(line: 9, column: 12, scope: !8)
!19 = !DILocation(line: 9, column: 9, scope: !8)
!20 = !DILocation(line: 9, column: 15, scope: !8)
!21 = !DILocation(line: 10, column: 15, scope: !8)
!22 = !DILocation(line: 10, column: 18, scope: !8)
!23 = !DILocation(line: 10, column: 13, scope: !8)
!24 = !DILocation(line: 11, column: 21, scope: !8)
!25 = !DILocation(line: 11, column: 23, scope: !8)
!26 = !DILocation(line: 11, column: 30, scope: !8)
!27 = !DILocation(line: 11, column: 12, scope: !8)
!28 = !DILocation(line: 12, column: 3, scope: !8)
!29 = !DILocation(line: 12, column: 10, scope: !8)
!30 = !DILocation(line: 13, column: 26, scope: !8)
!31 = !DILocation(line: 13, column: 30, scope: !8)
!32 = !DILocation(line: 13, column: 32, scope: !8)
!33 = !DILocation(line: 13, column: 39, scope: !8)
!34 = !DILocation(line: 13, column: 37, scope: !8)
!35 = !DILocation(line: 13, column: 21, scope: !8)
!36 = !DILocation(line: 14, column: 3, scope: !8)
!37 = !DILocation(line: 15, column: 12, scope: !8)
!38 = !DILocation(line: 16, column: 12, scope: !8)
!39 = !DILocation(line: 16, column: 20, scope: !8)
!40 = !DILocation(line: 16, column: 16, scope: !8)
!41 = !DILocation(line: 16, column: 37, scope: !8)
!42 = !DILocation(line: 16, column: 35, scope: !8)
!43 = !DILocation(line: 16, column: 43, scope: !8)
!44 = !DILocation(line: 16, column: 41, scope: !8)
!45 = !DILocation(line: 16, column: 39, scope: !8)
!46 = !DILocation(line: 16, column: 22, scope: !8)
!47 = !DILocation(line: 16, column: 3, scope: !8)
!48 = !DILocation(line: 16, column: 7, scope: !8)
!49 = !DILocation(line: 16, column: 10, scope: !8)
!50 = !DILocation(line: 17, column: 15, scope: !8)
!51 = !DILocation(line: 17, column: 19, scope: !8)
!52 = !DILocation(line: 17, column: 13, scope: !8)
!53 = !DILocation(line: 18, column: 7, scope: !8)
!54 = !DILocation(line: 18, column: 10, scope: !8)
!55 = !DILocation(line: 19, column: 29, scope: !8)
!56 = !DILocation(line: 19, column: 38, scope: !8)
!57 = !DILocation(line: 19, column: 36, scope: !8)
!58 = !DILocation(line: 19, column: 28, scope: !8)
!59 = !DILocation(line: 19, column: 3, scope: !8)
!60 = !DILocation(line: 19, column: 10, scope: !8)
!61 = !DILocation(line: 20, column: 48, scope: !8)
!62 = !DILocation(line: 20, column: 53, scope: !8)
!63 = !DILocation(line: 20, column: 55, scope: !8)
!64 = !DILocation(line: 20, column: 62, scope: !8)
!65 = !DILocation(line: 20, column: 60, scope: !8)
!66 = !DILocation(line: 20, column: 18, scope: !8)
!67 = !DILocation(line: 20, column: 13, scope: !8)
!68 = !DILocation(line: 21, column: 15, scope: !8)
!69 = !DILocation(line: 21, column: 28, scope: !8)
!70 = !DILocation(line: 21, column: 31, scope: !8)
!71 = !DILocation(line: 21, column: 27, scope: !8)
!72 = !DILocation(line: 21, column: 17, scope: !8)
!73 = !DILocation(line: 21, column: 3, scope: !8)
!74 = !DILocation(line: 21, column: 8, scope: !8)
!75 = !DILocation(line: 21, column: 11, scope: !8)
!76 = !DILocation(line: 22, column: 1, scope: !8)
!77 = distinct !DISubprogram(name: "merge", scope: !1, file: !1, line: 24, type: !9, scopeLine: 24, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!78 = !DILocation(line: 25, column: 25, scope: !77)
!79 = !DILocation(line: 25, column: 29, scope: !77)
!80 = !DILocation(line: 25, column: 27, scope: !77)
!81 = !DILocation(line: 25, column: 16, scope: !77)
!82 = !DILocation(line: 25, column: 18, scope: !77)
!83 = !DILocation(line: 25, column: 53, scope: !77)
!84 = !DILocation(line: 25, column: 62, scope: !77)
!85 = !DILocation(line: 25, column: 55, scope: !77)
!86 = !DILocation(line: 25, column: 44, scope: !77)
!87 = !DILocation(line: 25, column: 46, scope: !77)
!88 = !DILocation(line: 25, column: 65, scope: !77)
!89 = distinct !DISubprogram(name: "union_calls", scope: !1, file: !1, line: 27, type: !9, scopeLine: 27, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!90 = !DILocation(line: 28, column: 11, scope: !89)
!91 = !DILocation(line: 28, column: 24, scope: !89)
!92 = !DILocation(line: 28, column: 22, scope: !89)
!93 = !DILocation(line: 28, column: 37, scope: !89)
!94 = !DILocation(line: 28, column: 35, scope: !89)
!95 = !DILocation(line: 28, column: 7, scope: !89)
!96 = !DILocation(line: 29, column: 7, scope: !89)
!97 = !DILocation(line: 29, column: 12, scope: !89)
!98 = !DILocation(line: 29, column: 9, scope: !89)
!99 = !DILocation(line: 29, column: 15, scope: !89)
!100 = !DILocation(line: 30, column: 24, scope: !89)
!101 = !DILocation(line: 30, column: 27, scope: !89)
!102 = !DILocation(line: 30, column: 22, scope: !89)
!103 = !DILocation(line: 30, column: 41, scope: !89)
!104 = !DILocation(line: 30, column: 45, scope: !89)
!105 = !DILocation(line: 30, column: 47, scope: !89)
!106 = !DILocation(line: 30, column: 54, scope: !89)
!107 = !DILocation(line: 30, column: 52, scope: !89)
!108 = !DILocation(line: 30, column: 39, scope: !89)
!109 = !DILocation(line: 31, column: 18, scope: !89)
!110 = !DILocation(line: 31, column: 21, scope: !89)
!111 = !DILocation(line: 31, column: 12, scope: !89)
!112 = !DILocation(line: 31, column: 24, scope: !89)
!113 = !DILocation(line: 31, column: 3, scope: !89)
!114 = !DILocation(line: 31, column: 7, scope: !89)
!115 = !DILocation(line: 31, column: 10, scope: !89)
!116 = !DILocation(line: 32, column: 1, scope: !89)
