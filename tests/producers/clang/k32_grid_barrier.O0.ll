; ModuleID = 'k32_grid_barrier.cu'
source_filename = "k32_grid_barrier.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local void @_Z9grid_syncPVjPjj(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 !dbg !8 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !11
  %8 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !12
  %9 = icmp eq i32 %8, 0, !dbg !13
  br i1 %9, label %10, label %32, !dbg !13

10:                                               ; preds = %3
  %11 = load ptr, ptr %4, align 8, !dbg !14
  %12 = load volatile i32, ptr %11, align 4, !dbg !15
  store i32 %12, ptr %7, align 4, !dbg !16
  call void @llvm.nvvm.membar.gl(), !dbg !17
  %13 = load ptr, ptr %5, align 8, !dbg !18
  %14 = atomicrmw add ptr %13, i32 1 seq_cst, align 4, !dbg !19
  %15 = load i32, ptr %6, align 4, !dbg !20
  %16 = sub nsw i32 %15, 1, !dbg !21
  %17 = icmp eq i32 %14, %16, !dbg !22
  br i1 %17, label %18, label %23, !dbg !22

18:                                               ; preds = %10
  %19 = load ptr, ptr %5, align 8, !dbg !23
  store i32 0, ptr %19, align 4, !dbg !24
  call void @llvm.nvvm.membar.gl(), !dbg !25
  %20 = load i32, ptr %7, align 4, !dbg !26
  %21 = add i32 %20, 1, !dbg !27
  %22 = load ptr, ptr %4, align 8, !dbg !28
  store volatile i32 %21, ptr %22, align 4, !dbg !29
  br label %31, !dbg !30

23:                                               ; preds = %10
  br label %24, !dbg !31

24:                                               ; preds = %29, %23
  %25 = load ptr, ptr %4, align 8, !dbg !32
  %26 = load volatile i32, ptr %25, align 4, !dbg !33
  %27 = load i32, ptr %7, align 4, !dbg !34
  %28 = icmp eq i32 %26, %27, !dbg !35
  br i1 %28, label %29, label %30, !dbg !31

29:                                               ; preds = %24
  call void @llvm.nvvm.nanosleep(i32 32), !dbg !36
  br label %24, !dbg !31, !llvm.loop !37

30:                                               ; preds = %24
  br label %31

31:                                               ; preds = %30, %18
  call void @llvm.nvvm.membar.gl(), !dbg !40
  br label %32, !dbg !41

32:                                               ; preds = %31, %3
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !42
  ret void, !dbg !43
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nocallback nounwind
declare void @llvm.nvvm.membar.gl() #3

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn
declare void @llvm.nvvm.nanosleep(i32) #4

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local ptx_kernel void @two_phase(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef %4, i32 noundef %5) #5 !dbg !44 {
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  store ptr %0, ptr %7, align 8
  store ptr %1, ptr %8, align 8
  store ptr %2, ptr %9, align 8
  store ptr %3, ptr %10, align 8
  store ptr %4, ptr %11, align 8
  store i32 %5, ptr %12, align 4
  %17 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !45
  %18 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !46
  %19 = mul nsw i32 %17, %18, !dbg !47
  %20 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !48
  %21 = add nsw i32 %19, %20, !dbg !49
  store i32 %21, ptr %13, align 4, !dbg !50
  %22 = load i32, ptr %13, align 4, !dbg !51
  %23 = load i32, ptr %12, align 4, !dbg !52
  %24 = icmp slt i32 %22, %23, !dbg !53
  br i1 %24, label %25, label %36, !dbg !53

25:                                               ; preds = %6
  %26 = load ptr, ptr %7, align 8, !dbg !54
  %27 = load i32, ptr %13, align 4, !dbg !55
  %28 = sext i32 %27 to i64, !dbg !54
  %29 = getelementptr inbounds float, ptr %26, i64 %28, !dbg !54
  %30 = load float, ptr %29, align 4, !dbg !54
  %31 = fmul contract float %30, 2.000000e+00, !dbg !56
  %32 = load ptr, ptr %7, align 8, !dbg !57
  %33 = load i32, ptr %13, align 4, !dbg !58
  %34 = sext i32 %33 to i64, !dbg !57
  %35 = getelementptr inbounds float, ptr %32, i64 %34, !dbg !57
  store float %31, ptr %35, align 4, !dbg !59
  br label %36, !dbg !57

36:                                               ; preds = %25, %6
  %37 = load i32, ptr %13, align 4, !dbg !60
  %38 = load i32, ptr %12, align 4, !dbg !61
  %39 = icmp slt i32 %37, %38, !dbg !62
  br i1 %39, label %40, label %47, !dbg !63

40:                                               ; preds = %36
  %41 = load ptr, ptr %7, align 8, !dbg !64
  %42 = load i32, ptr %13, align 4, !dbg !65
  %43 = sext i32 %42 to i64, !dbg !64
  %44 = getelementptr inbounds float, ptr %41, i64 %43, !dbg !64
  %45 = load float, ptr %44, align 4, !dbg !64
  %46 = fcmp contract ogt float %45, 0.000000e+00, !dbg !66
  br label %47

47:                                               ; preds = %40, %36
  %48 = phi i1 [ false, %36 ], [ %46, %40 ], !dbg !67
  %49 = zext i1 %48 to i32, !dbg !60
  %50 = icmp ne i32 %49, 0, !dbg !68
  %51 = call i32 @llvm.nvvm.barrier.cta.red.popc.aligned.all(i32 0, i1 %50), !dbg !68
  store i32 %51, ptr %14, align 4, !dbg !69
  %52 = load i32, ptr %13, align 4, !dbg !70
  %53 = load i32, ptr %12, align 4, !dbg !71
  %54 = icmp slt i32 %52, %53, !dbg !72
  %55 = zext i1 %54 to i32, !dbg !70
  %56 = icmp ne i32 %55, 0, !dbg !73
  %57 = call i1 @llvm.nvvm.barrier.cta.red.and.aligned.all(i32 0, i1 %56), !dbg !73
  %58 = zext i1 %57 to i32, !dbg !73
  store i32 %58, ptr %15, align 4, !dbg !74
  %59 = load i32, ptr %13, align 4, !dbg !75
  %60 = load i32, ptr %12, align 4, !dbg !76
  %61 = icmp slt i32 %59, %60, !dbg !77
  br i1 %61, label %62, label %69, !dbg !78

62:                                               ; preds = %47
  %63 = load ptr, ptr %7, align 8, !dbg !79
  %64 = load i32, ptr %13, align 4, !dbg !80
  %65 = sext i32 %64 to i64, !dbg !79
  %66 = getelementptr inbounds float, ptr %63, i64 %65, !dbg !79
  %67 = load float, ptr %66, align 4, !dbg !79
  %68 = fcmp contract ogt float %67, 1.000000e+02, !dbg !81
  br label %69

69:                                               ; preds = %62, %47
  %70 = phi i1 [ false, %47 ], [ %68, %62 ], !dbg !67
  %71 = zext i1 %70 to i32, !dbg !75
  %72 = icmp ne i32 %71, 0, !dbg !82
  %73 = call i1 @llvm.nvvm.barrier.cta.red.or.aligned.all(i32 0, i1 %72), !dbg !82
  %74 = zext i1 %73 to i32, !dbg !82
  store i32 %74, ptr %16, align 4, !dbg !83
  %75 = load ptr, ptr %9, align 8, !dbg !84
  %76 = load ptr, ptr %10, align 8, !dbg !85
  %77 = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x(), !dbg !86
  call void @_Z9grid_syncPVjPjj(ptr noundef %75, ptr noundef %76, i32 noundef %77) #6, !dbg !87
  %78 = load i32, ptr %13, align 4, !dbg !88
  %79 = load i32, ptr %12, align 4, !dbg !89
  %80 = icmp slt i32 %78, %79, !dbg !90
  br i1 %80, label %81, label %100, !dbg !90

81:                                               ; preds = %69
  %82 = load ptr, ptr %7, align 8, !dbg !91
  %83 = load i32, ptr %13, align 4, !dbg !92
  %84 = add nsw i32 %83, 1, !dbg !93
  %85 = load i32, ptr %12, align 4, !dbg !94
  %86 = srem i32 %84, %85, !dbg !95
  %87 = sext i32 %86 to i64, !dbg !91
  %88 = getelementptr inbounds float, ptr %82, i64 %87, !dbg !91
  %89 = load float, ptr %88, align 4, !dbg !91
  %90 = load ptr, ptr %7, align 8, !dbg !96
  %91 = load i32, ptr %13, align 4, !dbg !97
  %92 = sext i32 %91 to i64, !dbg !96
  %93 = getelementptr inbounds float, ptr %90, i64 %92, !dbg !96
  %94 = load float, ptr %93, align 4, !dbg !96
  %95 = fadd contract float %89, %94, !dbg !98
  %96 = load ptr, ptr %8, align 8, !dbg !99
  %97 = load i32, ptr %13, align 4, !dbg !100
  %98 = sext i32 %97 to i64, !dbg !99
  %99 = getelementptr inbounds float, ptr %96, i64 %98, !dbg !99
  store float %95, ptr %99, align 4, !dbg !101
  br label %100, !dbg !99

100:                                              ; preds = %81, %69
  %101 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !102
  %102 = icmp eq i32 %101, 0, !dbg !103
  br i1 %102, label %103, label %124, !dbg !103

103:                                              ; preds = %100
  %104 = load i32, ptr %14, align 4, !dbg !104
  %105 = load ptr, ptr %11, align 8, !dbg !105
  %106 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !106
  %107 = mul nsw i32 3, %106, !dbg !107
  %108 = sext i32 %107 to i64, !dbg !105
  %109 = getelementptr inbounds i32, ptr %105, i64 %108, !dbg !105
  store i32 %104, ptr %109, align 4, !dbg !108
  %110 = load i32, ptr %15, align 4, !dbg !109
  %111 = load ptr, ptr %11, align 8, !dbg !110
  %112 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !111
  %113 = mul nsw i32 3, %112, !dbg !112
  %114 = add nsw i32 %113, 1, !dbg !113
  %115 = sext i32 %114 to i64, !dbg !110
  %116 = getelementptr inbounds i32, ptr %111, i64 %115, !dbg !110
  store i32 %110, ptr %116, align 4, !dbg !114
  %117 = load i32, ptr %16, align 4, !dbg !115
  %118 = load ptr, ptr %11, align 8, !dbg !116
  %119 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !117
  %120 = mul nsw i32 3, %119, !dbg !118
  %121 = add nsw i32 %120, 2, !dbg !119
  %122 = sext i32 %121 to i64, !dbg !116
  %123 = getelementptr inbounds i32, ptr %118, i64 %122, !dbg !116
  store i32 %117, ptr %123, align 4, !dbg !120
  br label %124, !dbg !121

124:                                              ; preds = %103, %100
  ret void, !dbg !122
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: convergent nocallback nounwind
declare i32 @llvm.nvvm.barrier.cta.red.popc.aligned.all(i32, i1) #1

; Function Attrs: convergent nocallback nounwind
declare i1 @llvm.nvvm.barrier.cta.red.and.aligned.all(i32, i1) #1

; Function Attrs: convergent nocallback nounwind
declare i1 @llvm.nvvm.barrier.cta.red.or.aligned.all(i32, i1) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #2

attributes #0 = { convergent mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nounwind }
attributes #4 = { convergent nocallback nofree nosync nounwind willreturn }
attributes #5 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #6 = { convergent nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6}
!llvm.ident = !{!7}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "k32_grid_barrier.cu", directory: "/work/wt/nvir32/tools/capture/clang_kernels")
!2 = !{i32 7, !"Dwarf Version", i32 2}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!6 = !{i32 7, !"frame-pointer", i32 2}
!7 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!8 = distinct !DISubprogram(name: "grid_sync", scope: !1, file: !1, line: 5, type: !9, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!9 = !DISubroutineType(types: !10)
!10 = !{}
!11 = !DILocation(line: 6, column: 3, scope: !8)
!12 = !DILocation(line: 7, column: 7, scope: !8)
!13 = !DILocation(line: 7, column: 19, scope: !8)
!14 = !DILocation(line: 8, column: 19, scope: !8)
!15 = !DILocation(line: 8, column: 18, scope: !8)
!16 = !DILocation(line: 8, column: 14, scope: !8)
!17 = !DILocation(line: 9, column: 5, scope: !8)
!18 = !DILocation(line: 10, column: 37, scope: !8)
!19 = !DILocation(line: 10, column: 9, scope: !8)
!20 = !DILocation(line: 10, column: 55, scope: !8)
!21 = !DILocation(line: 10, column: 63, scope: !8)
!22 = !DILocation(line: 10, column: 47, scope: !8)
!23 = !DILocation(line: 11, column: 8, scope: !8)
!24 = !DILocation(line: 11, column: 14, scope: !8)
!25 = !DILocation(line: 12, column: 7, scope: !8)
!26 = !DILocation(line: 13, column: 14, scope: !8)
!27 = !DILocation(line: 13, column: 16, scope: !8)
!28 = !DILocation(line: 13, column: 8, scope: !8)
!29 = !DILocation(line: 13, column: 12, scope: !8)
!30 = !DILocation(line: 14, column: 5, scope: !8)
!31 = !DILocation(line: 15, column: 7, scope: !8)
!32 = !DILocation(line: 15, column: 15, scope: !8)
!33 = !DILocation(line: 15, column: 14, scope: !8)
!34 = !DILocation(line: 15, column: 22, scope: !8)
!35 = !DILocation(line: 15, column: 19, scope: !8)
!36 = !DILocation(line: 15, column: 25, scope: !8)
!37 = distinct !{!37, !31, !38, !39}
!38 = !DILocation(line: 15, column: 44, scope: !8)
!39 = !{!"llvm.loop.mustprogress"}
!40 = !DILocation(line: 17, column: 5, scope: !8)
!41 = !DILocation(line: 18, column: 3, scope: !8)
!42 = !DILocation(line: 19, column: 3, scope: !8)
!43 = !DILocation(line: 20, column: 1, scope: !8)
!44 = distinct !DISubprogram(name: "two_phase", scope: !1, file: !1, line: 21, type: !9, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!45 = !DILocation(line: 22, column: 11, scope: !44)
!46 = !DILocation(line: 22, column: 24, scope: !44)
!47 = !DILocation(line: 22, column: 22, scope: !44)
!48 = !DILocation(line: 22, column: 37, scope: !44)
!49 = !DILocation(line: 22, column: 35, scope: !44)
!50 = !DILocation(line: 22, column: 7, scope: !44)
!51 = !DILocation(line: 23, column: 7, scope: !44)
!52 = !DILocation(line: 23, column: 11, scope: !44)
!53 = !DILocation(line: 23, column: 9, scope: !44)
!54 = !DILocation(line: 23, column: 21, scope: !44)
!55 = !DILocation(line: 23, column: 23, scope: !44)
!56 = !DILocation(line: 23, column: 26, scope: !44)
!57 = !DILocation(line: 23, column: 14, scope: !44)
!58 = !DILocation(line: 23, column: 16, scope: !44)
!59 = !DILocation(line: 23, column: 19, scope: !44)
!60 = !DILocation(line: 24, column: 35, scope: !44)
!61 = !DILocation(line: 24, column: 39, scope: !44)
!62 = !DILocation(line: 24, column: 37, scope: !44)
!63 = !DILocation(line: 24, column: 41, scope: !44)
!64 = !DILocation(line: 24, column: 44, scope: !44)
!65 = !DILocation(line: 24, column: 46, scope: !44)
!66 = !DILocation(line: 24, column: 49, scope: !44)
!67 = !DILocation(line: 0, scope: !44)
!68 = !DILocation(line: 24, column: 18, scope: !44)
!69 = !DILocation(line: 24, column: 7, scope: !44)
!70 = !DILocation(line: 25, column: 29, scope: !44)
!71 = !DILocation(line: 25, column: 33, scope: !44)
!72 = !DILocation(line: 25, column: 31, scope: !44)
!73 = !DILocation(line: 25, column: 13, scope: !44)
!74 = !DILocation(line: 25, column: 7, scope: !44)
!75 = !DILocation(line: 26, column: 28, scope: !44)
!76 = !DILocation(line: 26, column: 32, scope: !44)
!77 = !DILocation(line: 26, column: 30, scope: !44)
!78 = !DILocation(line: 26, column: 34, scope: !44)
!79 = !DILocation(line: 26, column: 37, scope: !44)
!80 = !DILocation(line: 26, column: 39, scope: !44)
!81 = !DILocation(line: 26, column: 42, scope: !44)
!82 = !DILocation(line: 26, column: 13, scope: !44)
!83 = !DILocation(line: 26, column: 7, scope: !44)
!84 = !DILocation(line: 27, column: 13, scope: !44)
!85 = !DILocation(line: 27, column: 18, scope: !44)
!86 = !DILocation(line: 27, column: 25, scope: !44)
!87 = !DILocation(line: 27, column: 3, scope: !44)
!88 = !DILocation(line: 28, column: 7, scope: !44)
!89 = !DILocation(line: 28, column: 11, scope: !44)
!90 = !DILocation(line: 28, column: 9, scope: !44)
!91 = !DILocation(line: 28, column: 23, scope: !44)
!92 = !DILocation(line: 28, column: 26, scope: !44)
!93 = !DILocation(line: 28, column: 28, scope: !44)
!94 = !DILocation(line: 28, column: 35, scope: !44)
!95 = !DILocation(line: 28, column: 33, scope: !44)
!96 = !DILocation(line: 28, column: 40, scope: !44)
!97 = !DILocation(line: 28, column: 42, scope: !44)
!98 = !DILocation(line: 28, column: 38, scope: !44)
!99 = !DILocation(line: 28, column: 14, scope: !44)
!100 = !DILocation(line: 28, column: 18, scope: !44)
!101 = !DILocation(line: 28, column: 21, scope: !44)
!102 = !DILocation(line: 29, column: 7, scope: !44)
!103 = !DILocation(line: 29, column: 19, scope: !44)
!104 = !DILocation(line: 29, column: 51, scope: !44)
!105 = !DILocation(line: 29, column: 27, scope: !44)
!106 = !DILocation(line: 29, column: 37, scope: !44)
!107 = !DILocation(line: 29, column: 35, scope: !44)
!108 = !DILocation(line: 29, column: 49, scope: !44)
!109 = !DILocation(line: 29, column: 89, scope: !44)
!110 = !DILocation(line: 29, column: 61, scope: !44)
!111 = !DILocation(line: 29, column: 71, scope: !44)
!112 = !DILocation(line: 29, column: 69, scope: !44)
!113 = !DILocation(line: 29, column: 82, scope: !44)
!114 = !DILocation(line: 29, column: 87, scope: !44)
!115 = !DILocation(line: 29, column: 122, scope: !44)
!116 = !DILocation(line: 29, column: 94, scope: !44)
!117 = !DILocation(line: 29, column: 104, scope: !44)
!118 = !DILocation(line: 29, column: 102, scope: !44)
!119 = !DILocation(line: 29, column: 115, scope: !44)
!120 = !DILocation(line: 29, column: 120, scope: !44)
!121 = !DILocation(line: 29, column: 127, scope: !44)
!122 = !DILocation(line: 30, column: 1, scope: !44)
