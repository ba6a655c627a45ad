; ModuleID = 'm24_array_loop.cu'
source_filename = "m24_array_loop.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

$_Z6windowILi8EEfPKfii = comdat any

$_Z6windowILi3EEfPKfii = comdat any

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local ptx_kernel void @m24_array_loop(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 !dbg !8 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %8 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !11
  %9 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !12
  %10 = mul nsw i32 %8, %9, !dbg !13
  %11 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !14
  %12 = add nsw i32 %10, %11, !dbg !15
  store i32 %12, ptr %7, align 4, !dbg !16
  %13 = load i32, ptr %7, align 4, !dbg !17
  %14 = load i32, ptr %6, align 4, !dbg !18
  %15 = icmp slt i32 %13, %14, !dbg !19
  br i1 %15, label %16, label %30, !dbg !19

16:                                               ; preds = %3
  %17 = load ptr, ptr %4, align 8, !dbg !20
  %18 = load i32, ptr %7, align 4, !dbg !21
  %19 = load i32, ptr %6, align 4, !dbg !22
  %20 = call contract noundef float @_Z6windowILi8EEfPKfii(ptr noundef %17, i32 noundef %18, i32 noundef %19) #3, !dbg !23
  %21 = load ptr, ptr %4, align 8, !dbg !24
  %22 = load i32, ptr %7, align 4, !dbg !25
  %23 = load i32, ptr %6, align 4, !dbg !26
  %24 = call contract noundef float @_Z6windowILi3EEfPKfii(ptr noundef %21, i32 noundef %22, i32 noundef %23) #3, !dbg !27
  %25 = fadd contract float %20, %24, !dbg !28
  %26 = load ptr, ptr %5, align 8, !dbg !29
  %27 = load i32, ptr %7, align 4, !dbg !30
  %28 = sext i32 %27 to i64, !dbg !29
  %29 = getelementptr inbounds float, ptr %26, i64 %28, !dbg !29
  store float %25, ptr %29, align 4, !dbg !31
  br label %30, !dbg !29

30:                                               ; preds = %16, %3
  ret void, !dbg !32
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef float @_Z6windowILi8EEfPKfii(ptr noundef %0, i32 noundef %1, i32 noundef %2) #2 comdat !dbg !33 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca [8 x float], align 4
  %8 = alloca i32, align 4
  %9 = alloca float, align 4
  %10 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store i32 %2, ptr %6, align 4
  store i32 0, ptr %8, align 4, !dbg !34
  br label %11, !dbg !35

11:                                               ; preds = %31, %3
  %12 = load i32, ptr %8, align 4, !dbg !36
  %13 = icmp slt i32 %12, 8, !dbg !37
  br i1 %13, label %14, label %34, !dbg !38

14:                                               ; preds = %11
  %15 = load ptr, ptr %4, align 8, !dbg !39
  %16 = load i32, ptr %5, align 4, !dbg !40
  %17 = load i32, ptr %8, align 4, !dbg !41
  %18 = add nsw i32 %16, %17, !dbg !42
  %19 = load i32, ptr %6, align 4, !dbg !43
  %20 = srem i32 %18, %19, !dbg !44
  %21 = sext i32 %20 to i64, !dbg !39
  %22 = getelementptr inbounds float, ptr %15, i64 %21, !dbg !39
  %23 = load float, ptr %22, align 4, !dbg !39
  %24 = load i32, ptr %8, align 4, !dbg !45
  %25 = add nsw i32 %24, 1, !dbg !46
  %26 = sitofp i32 %25 to float, !dbg !47
  %27 = fmul contract float %23, %26, !dbg !48
  %28 = load i32, ptr %8, align 4, !dbg !49
  %29 = sext i32 %28 to i64, !dbg !50
  %30 = getelementptr inbounds [8 x float], ptr %7, i64 0, i64 %29, !dbg !50
  store float %27, ptr %30, align 4, !dbg !51
  br label %31, !dbg !50

31:                                               ; preds = %14
  %32 = load i32, ptr %8, align 4, !dbg !52
  %33 = add nsw i32 %32, 1, !dbg !52
  store i32 %33, ptr %8, align 4, !dbg !52
  br label %11, !dbg !38, !llvm.loop !53

34:                                               ; preds = %11
  store float 0.000000e+00, ptr %9, align 4, !dbg !56
  store i32 0, ptr %10, align 4, !dbg !57
  br label %35, !dbg !58

35:                                               ; preds = %52, %34
  %36 = load i32, ptr %10, align 4, !dbg !59
  %37 = icmp slt i32 %36, 8, !dbg !60
  br i1 %37, label %38, label %55, !dbg !61

38:                                               ; preds = %35
  %39 = load i32, ptr %10, align 4, !dbg !62
  %40 = sub nsw i32 7, %39, !dbg !63
  %41 = sext i32 %40 to i64, !dbg !64
  %42 = getelementptr inbounds [8 x float], ptr %7, i64 0, i64 %41, !dbg !64
  %43 = load float, ptr %42, align 4, !dbg !64
  %44 = load i32, ptr %10, align 4, !dbg !65
  %45 = sext i32 %44 to i64, !dbg !66
  %46 = getelementptr inbounds [8 x float], ptr %7, i64 0, i64 %45, !dbg !66
  %47 = load float, ptr %46, align 4, !dbg !66
  %48 = fmul contract float 5.000000e-01, %47, !dbg !67
  %49 = fsub contract float %43, %48, !dbg !68
  %50 = load float, ptr %9, align 4, !dbg !69
  %51 = fadd contract float %50, %49, !dbg !69
  store float %51, ptr %9, align 4, !dbg !69
  br label %52, !dbg !70

52:                                               ; preds = %38
  %53 = load i32, ptr %10, align 4, !dbg !71
  %54 = add nsw i32 %53, 1, !dbg !71
  store i32 %54, ptr %10, align 4, !dbg !71
  br label %35, !dbg !61, !llvm.loop !72

55:                                               ; preds = %35
  %56 = load float, ptr %9, align 4, !dbg !74
  ret float %56, !dbg !75
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef float @_Z6windowILi3EEfPKfii(ptr noundef %0, i32 noundef %1, i32 noundef %2) #2 comdat !dbg !76 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca [3 x float], align 4
  %8 = alloca i32, align 4
  %9 = alloca float, align 4
  %10 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store i32 %2, ptr %6, align 4
  store i32 0, ptr %8, align 4, !dbg !77
  br label %11, !dbg !78

11:                                               ; preds = %31, %3
  %12 = load i32, ptr %8, align 4, !dbg !79
  %13 = icmp slt i32 %12, 3, !dbg !80
  br i1 %13, label %14, label %34, !dbg !81

14:                                               ; preds = %11
  %15 = load ptr, ptr %4, align 8, !dbg !82
  %16 = load i32, ptr %5, align 4, !dbg !83
  %17 = load i32, ptr %8, align 4, !dbg !84
  %18 = add nsw i32 %16, %17, !dbg !85
  %19 = load i32, ptr %6, align 4, !dbg !86
  %20 = srem i32 %18, %19, !dbg !87
  %21 = sext i32 %20 to i64, !dbg !82
  %22 = getelementptr inbounds float, ptr %15, i64 %21, !dbg !82
  %23 = load float, ptr %22, align 4, !dbg !82
  %24 = load i32, ptr %8, align 4, !dbg !88
  %25 = add nsw i32 %24, 1, !dbg !89
  %26 = sitofp i32 %25 to float, !dbg !90
  %27 = fmul contract float %23, %26, !dbg !91
  %28 = load i32, ptr %8, align 4, !dbg !92
  %29 = sext i32 %28 to i64, !dbg !93
  %30 = getelementptr inbounds [3 x float], ptr %7, i64 0, i64 %29, !dbg !93
  store float %27, ptr %30, align 4, !dbg !94
  br label %31, !dbg !93

31:                                               ; preds = %14
  %32 = load i32, ptr %8, align 4, !dbg !95
  %33 = add nsw i32 %32, 1, !dbg !95
  store i32 %33, ptr %8, align 4, !dbg !95
  br label %11, !dbg !81, !llvm.loop !96

34:                                               ; preds = %11
  store float 0.000000e+00, ptr %9, align 4, !dbg !98
  store i32 0, ptr %10, align 4, !dbg !99
  br label %35, !dbg !100

35:                                               ; preds = %52, %34
  %36 = load i32, ptr %10, align 4, !dbg !101
  %37 = icmp slt i32 %36, 3, !dbg !102
  br i1 %37, label %38, label %55, !dbg !103

38:                                               ; preds = %35
  %39 = load i32, ptr %10, align 4, !dbg !104
  %40 = sub nsw i32 2, %39, !dbg !105
  %41 = sext i32 %40 to i64, !dbg !106
  %42 = getelementptr inbounds [3 x float], ptr %7, i64 0, i64 %41, !dbg !106
  %43 = load float, ptr %42, align 4, !dbg !106
  %44 = load i32, ptr %10, align 4, !dbg !107
  %45 = sext i32 %44 to i64, !dbg !108
  %46 = getelementptr inbounds [3 x float], ptr %7, i64 0, i64 %45, !dbg !108
  %47 = load float, ptr %46, align 4, !dbg !108
  %48 = fmul contract float 5.000000e-01, %47, !dbg !109
  %49 = fsub contract float %43, %48, !dbg !110
  %50 = load float, ptr %9, align 4, !dbg !111
  %51 = fadd contract float %50, %49, !dbg !111
  store float %51, ptr %9, align 4, !dbg !111
  br label %52, !dbg !112

52:                                               ; preds = %38
  %53 = load i32, ptr %10, align 4, !dbg !113
  %54 = add nsw i32 %53, 1, !dbg !113
  store i32 %54, ptr %10, align 4, !dbg !113
  br label %35, !dbg !103, !llvm.loop !114

55:                                               ; preds = %35
  %56 = load float, ptr %9, align 4, !dbg !116
  ret float %56, !dbg !117
}

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #3 = { convergent nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6}
!llvm.ident = !{!7}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "m24_array_loop.cu", directory: "/work/wt/mid24/tools/capture/clang_kernels")
!2 = !{i32 7, !"Dwarf Version", i32 2}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!6 = !{i32 7, !"frame-pointer", i32 2}
!7 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!8 = distinct !DISubprogram(name: "m24_array_loop", scope: !1, file: !1, line: 10, type: !9, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!9 = !DISubroutineType(types: !10)
!10 = !{}
!11 = !DILocation(line: 11, column: 11, scope: !8)
!12 = !DILocation(line: 11, column: 24, scope: !8)
!13 = !DILocation(line: 11, column: 22, scope: !8)
!14 = !DILocation(line: 11, column: 37, scope: !8)
!15 = !DILocation(line: 11, column: 35, scope: !8)
!16 = !DILocation(line: 11, column: 7, scope: !8)
!17 = !DILocation(line: 12, column: 7, scope: !8)
!18 = !DILocation(line: 12, column: 11, scope: !8)
!19 = !DILocation(line: 12, column: 9, scope: !8)
!20 = !DILocation(line: 12, column: 33, scope: !8)
!21 = !DILocation(line: 12, column: 37, scope: !8)
!22 = !DILocation(line: 12, column: 40, scope: !8)
!23 = !DILocation(line: 12, column: 23, scope: !8)
!24 = !DILocation(line: 12, column: 55, scope: !8)
!25 = !DILocation(line: 12, column: 59, scope: !8)
!26 = !DILocation(line: 12, column: 62, scope: !8)
!27 = !DILocation(line: 12, column: 45, scope: !8)
!28 = !DILocation(line: 12, column: 43, scope: !8)
!29 = !DILocation(line: 12, column: 14, scope: !8)
!30 = !DILocation(line: 12, column: 18, scope: !8)
!31 = !DILocation(line: 12, column: 21, scope: !8)
!32 = !DILocation(line: 13, column: 1, scope: !8)
!33 = distinct !DISubprogram(name: "window<8>", scope: !1, file: !1, line: 3, type: !9, scopeLine: 3, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!34 = !DILocation(line: 5, column: 12, scope: !33)
!35 = !DILocation(line: 5, column: 8, scope: !33)
!36 = !DILocation(line: 5, column: 19, scope: !33)
!37 = !DILocation(line: 5, column: 21, scope: !33)
!38 = !DILocation(line: 5, column: 3, scope: !33)
!39 = !DILocation(line: 5, column: 38, scope: !33)
!40 = !DILocation(line: 5, column: 42, scope: !33)
!41 = !DILocation(line: 5, column: 46, scope: !33)
!42 = !DILocation(line: 5, column: 44, scope: !33)
!43 = !DILocation(line: 5, column: 51, scope: !33)
!44 = !DILocation(line: 5, column: 49, scope: !33)
!45 = !DILocation(line: 5, column: 57, scope: !33)
!46 = !DILocation(line: 5, column: 59, scope: !33)
!47 = !DILocation(line: 5, column: 56, scope: !33)
!48 = !DILocation(line: 5, column: 54, scope: !33)
!49 = !DILocation(line: 5, column: 33, scope: !33)
!50 = !DILocation(line: 5, column: 31, scope: !33)
!51 = !DILocation(line: 5, column: 36, scope: !33)
!52 = !DILocation(line: 5, column: 26, scope: !33)
!53 = distinct !{!53, !38, !54, !55}
!54 = !DILocation(line: 5, column: 62, scope: !33)
!55 = !{!"llvm.loop.mustprogress"}
!56 = !DILocation(line: 6, column: 9, scope: !33)
!57 = !DILocation(line: 7, column: 12, scope: !33)
!58 = !DILocation(line: 7, column: 8, scope: !33)
!59 = !DILocation(line: 7, column: 19, scope: !33)
!60 = !DILocation(line: 7, column: 21, scope: !33)
!61 = !DILocation(line: 7, column: 3, scope: !33)
!62 = !DILocation(line: 7, column: 46, scope: !33)
!63 = !DILocation(line: 7, column: 44, scope: !33)
!64 = !DILocation(line: 7, column: 36, scope: !33)
!65 = !DILocation(line: 7, column: 60, scope: !33)
!66 = !DILocation(line: 7, column: 58, scope: !33)
!67 = !DILocation(line: 7, column: 56, scope: !33)
!68 = !DILocation(line: 7, column: 49, scope: !33)
!69 = !DILocation(line: 7, column: 33, scope: !33)
!70 = !DILocation(line: 7, column: 31, scope: !33)
!71 = !DILocation(line: 7, column: 26, scope: !33)
!72 = distinct !{!72, !61, !73, !55}
!73 = !DILocation(line: 7, column: 61, scope: !33)
!74 = !DILocation(line: 8, column: 10, scope: !33)
!75 = !DILocation(line: 8, column: 3, scope: !33)
!76 = distinct !DISubprogram(name: "window<3>", scope: !1, file: !1, line: 3, type: !9, scopeLine: 3, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!77 = !DILocation(line: 5, column: 12, scope: !76)
!78 = !DILocation(line: 5, column: 8, scope: !76)
!79 = !DILocation(line: 5, column: 19, scope: !76)
!80 = !DILocation(line: 5, column: 21, scope: !76)
!81 = !DILocation(line: 5, column: 3, scope: !76)
!82 = !DILocation(line: 5, column: 38, scope: !76)
!83 = !DILocation(line: 5, column: 42, scope: !76)
!84 = !DILocation(line: 5, column: 46, scope: !76)
!85 = !DILocation(line: 5, column: 44, scope: !76)
!86 = !DILocation(line: 5, column: 51, scope: !76)
!87 = !DILocation(line: 5, column: 49, scope: !76)
!88 = !DILocation(line: 5, column: 57, scope: !76)
!89 = !DILocation(line: 5, column: 59, scope: !76)
!90 = !DILocation(line: 5, column: 56, scope: !76)
!91 = !DILocation(line: 5, column: 54, scope: !76)
!92 = !DILocation(line: 5, column: 33, scope: !76)
!93 = !DILocation(line: 5, column: 31, scope: !76)
!94 = !DILocation(line: 5, column: 36, scope: !76)
!95 = !DILocation(line: 5, column: 26, scope: !76)
!96 = distinct !{!96, !81, !97, !55}
!97 = !DILocation(line: 5, column: 62, scope: !76)
!98 = !DILocation(line: 6, column: 9, scope: !76)
!99 = !DILocation(line: 7, column: 12, scope: !76)
!100 = !DILocation(line: 7, column: 8, scope: !76)
!101 = !DILocation(line: 7, column: 19, scope: !76)
!102 = !DILocation(line: 7, column: 21, scope: !76)
!103 = !DILocation(line: 7, column: 3, scope: !76)
!104 = !DILocation(line: 7, column: 46, scope: !76)
!105 = !DILocation(line: 7, column: 44, scope: !76)
!106 = !DILocation(line: 7, column: 36, scope: !76)
!107 = !DILocation(line: 7, column: 60, scope: !76)
!108 = !DILocation(line: 7, column: 58, scope: !76)
!109 = !DILocation(line: 7, column: 56, scope: !76)
!110 = !DILocation(line: 7, column: 49, scope: !76)
!111 = !DILocation(line: 7, column: 33, scope: !76)
!112 = !DILocation(line: 7, column: 31, scope: !76)
!113 = !DILocation(line: 7, column: 26, scope: !76)
!114 = distinct !{!114, !103, !115, !55}
!115 = !DILocation(line: 7, column: 61, scope: !76)
!116 = !DILocation(line: 8, column: 10, scope: !76)
!117 = !DILocation(line: 8, column: 3, scope: !76)
