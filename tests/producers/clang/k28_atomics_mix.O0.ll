; ModuleID = 'k28_atomics_mix.cu'
source_filename = "k28_atomics_mix.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ11atomics_mixE2sd = internal addrspace(3) global [8 x double] undef, align 8
@_ZZ11atomics_mixE2su = internal addrspace(3) global i64 undef, align 8

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local noundef double @_Z10atomic_mulPdd(ptr noundef %0, double noundef %1) #0 !dbg !8 {
  %3 = alloca ptr, align 8
  %4 = alloca double, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  %8 = alloca double, align 8
  store ptr %0, ptr %3, align 8
  store double %1, ptr %4, align 8
  %9 = load ptr, ptr %3, align 8, !dbg !11
  store ptr %9, ptr %5, align 8, !dbg !12
  %10 = load ptr, ptr %5, align 8, !dbg !13
  %11 = load i64, ptr %10, align 8, !dbg !14
  store i64 %11, ptr %6, align 8, !dbg !15
  br label %12, !dbg !16

12:                                               ; preds = %22, %2
  %13 = load i64, ptr %6, align 8, !dbg !17
  store i64 %13, ptr %7, align 8, !dbg !18
  %14 = load ptr, ptr %5, align 8, !dbg !19
  %15 = load i64, ptr %7, align 8, !dbg !20
  %16 = load double, ptr %7, align 8, !dbg !21
  %17 = load double, ptr %4, align 8, !dbg !22
  %18 = fmul contract double %16, %17, !dbg !23
  store double %18, ptr %8, align 8, !dbg !21
  %19 = load i64, ptr %8, align 8, !dbg !24
  %20 = cmpxchg ptr %14, i64 %15, i64 %19 seq_cst seq_cst, align 8, !dbg !25
  %21 = extractvalue { i64, i1 } %20, 0, !dbg !25
  store i64 %21, ptr %6, align 8, !dbg !26
  br label %22, !dbg !27

22:                                               ; preds = %12
  %23 = load i64, ptr %7, align 8, !dbg !28
  %24 = load i64, ptr %6, align 8, !dbg !29
  %25 = icmp ne i64 %23, %24, !dbg !30
  br i1 %25, label %12, label %26, !dbg !27, !llvm.loop !31

26:                                               ; preds = %22
  %27 = load double, ptr %6, align 8, !dbg !34
  ret double %27, !dbg !35
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local ptx_kernel void @atomics_mix(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, i32 noundef %4) #1 !dbg !36 {
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca double, align 8
  %14 = alloca i64, align 8
  %15 = alloca float, align 4
  %16 = alloca double, align 8
  %17 = alloca double, align 8
  %18 = alloca i32, align 4
  store ptr %0, ptr %6, align 8
  store ptr %1, ptr %7, align 8
  store ptr %2, ptr %8, align 8
  store ptr %3, ptr %9, align 8
  store i32 %4, ptr %10, align 4
  %19 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !37
  store i32 %19, ptr %11, align 4, !dbg !38
  %20 = load i32, ptr %11, align 4, !dbg !39
  %21 = icmp slt i32 %20, 8, !dbg !40
  br i1 %21, label %22, label %26, !dbg !40

22:                                               ; preds = %5
  %23 = load i32, ptr %11, align 4, !dbg !41
  %24 = sext i32 %23 to i64, !dbg !42
  %25 = getelementptr inbounds [8 x double], ptr addrspacecast (ptr addrspace(3) @_ZZ11atomics_mixE2sd to ptr), i64 0, i64 %24, !dbg !42
  store double 0.000000e+00, ptr %25, align 8, !dbg !43
  br label %26, !dbg !42

26:                                               ; preds = %22, %5
  %27 = load i32, ptr %11, align 4, !dbg !44
  %28 = icmp eq i32 %27, 0, !dbg !45
  br i1 %28, label %29, label %30, !dbg !45

29:                                               ; preds = %26
  store i64 0, ptr addrspacecast (ptr addrspace(3) @_ZZ11atomics_mixE2su to ptr), align 8, !dbg !46
  br label %30, !dbg !47

30:                                               ; preds = %29, %26
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !48
  %31 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !49
  %32 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !50
  %33 = mul nsw i32 %31, %32, !dbg !51
  %34 = load i32, ptr %11, align 4, !dbg !52
  %35 = add nsw i32 %33, %34, !dbg !53
  store i32 %35, ptr %12, align 4, !dbg !54
  %36 = load i32, ptr %12, align 4, !dbg !55
  %37 = load i32, ptr %10, align 4, !dbg !56
  %38 = icmp slt i32 %36, %37, !dbg !57
  br i1 %38, label %39, label %45, !dbg !55

39:                                               ; preds = %30
  %40 = load ptr, ptr %6, align 8, !dbg !58
  %41 = load i32, ptr %12, align 4, !dbg !59
  %42 = sext i32 %41 to i64, !dbg !58
  %43 = getelementptr inbounds double, ptr %40, i64 %42, !dbg !58
  %44 = load double, ptr %43, align 8, !dbg !58
  br label %46, !dbg !55

45:                                               ; preds = %30
  br label %46, !dbg !55

46:                                               ; preds = %45, %39
  %47 = phi contract double [ %44, %39 ], [ 1.000000e+00, %45 ], !dbg !55
  store double %47, ptr %13, align 8, !dbg !60
  %48 = load i32, ptr %11, align 4, !dbg !61
  %49 = and i32 %48, 7, !dbg !62
  %50 = sext i32 %49 to i64, !dbg !63
  %51 = getelementptr inbounds [8 x double], ptr addrspacecast (ptr addrspace(3) @_ZZ11atomics_mixE2sd to ptr), i64 0, i64 %50, !dbg !63
  %52 = load double, ptr %13, align 8, !dbg !64
  %53 = atomicrmw fadd ptr %51, double %52 seq_cst, align 8, !dbg !65
  %54 = load i32, ptr %12, align 4, !dbg !66
  %55 = sext i32 %54 to i64, !dbg !66
  %56 = atomicrmw add ptr addrspacecast (ptr addrspace(3) @_ZZ11atomics_mixE2su to ptr), i64 %55 seq_cst, align 8, !dbg !67
  store i64 %56, ptr %14, align 8, !dbg !68
  %57 = load ptr, ptr %7, align 8, !dbg !69
  %58 = load i32, ptr %12, align 4, !dbg !70
  %59 = and i32 %58, 3, !dbg !71
  %60 = sext i32 %59 to i64, !dbg !69
  %61 = getelementptr inbounds float, ptr %57, i64 %60, !dbg !69
  %62 = load double, ptr %13, align 8, !dbg !72
  %63 = fptrunc contract double %62 to float, !dbg !72
  %64 = atomicrmw fadd ptr %61, float %63 seq_cst, align 4, !dbg !73
  store float %64, ptr %15, align 4, !dbg !74
  %65 = load ptr, ptr %8, align 8, !dbg !75
  %66 = getelementptr inbounds i64, ptr %65, i64 0, !dbg !75
  %67 = load i64, ptr %14, align 8, !dbg !76
  %68 = atomicrmw umax ptr %66, i64 %67 seq_cst, align 8, !dbg !77
  %69 = load ptr, ptr %8, align 8, !dbg !78
  %70 = getelementptr inbounds i64, ptr %69, i64 1, !dbg !78
  %71 = load i32, ptr %12, align 4, !dbg !79
  %72 = sext i32 %71 to i64, !dbg !79
  %73 = atomicrmw xchg ptr %70, i64 %72 seq_cst, align 8, !dbg !80
  %74 = load ptr, ptr %9, align 8, !dbg !81
  %75 = getelementptr inbounds i32, ptr %74, i64 0, !dbg !81
  %76 = call i32 @llvm.nvvm.atomic.add.gen.i.cta.i32.p0(ptr %75, i32 1), !dbg !82
  %77 = load ptr, ptr %9, align 8, !dbg !83
  %78 = getelementptr inbounds i32, ptr %77, i64 1, !dbg !83
  %79 = load float, ptr %15, align 4, !dbg !84
  %80 = fcmp contract ogt float %79, 0.000000e+00, !dbg !85
  %81 = zext i1 %80 to i64, !dbg !84
  %82 = select i1 %80, i32 1, i32 0, !dbg !84
  %83 = call i32 @llvm.nvvm.atomic.add.gen.i.sys.i32.p0(ptr %78, i32 %82), !dbg !86
  %84 = load ptr, ptr %6, align 8, !dbg !87
  %85 = load i32, ptr %10, align 4, !dbg !88
  %86 = sext i32 %85 to i64, !dbg !87
  %87 = getelementptr inbounds double, ptr %84, i64 %86, !dbg !87
  %88 = call contract noundef double @_Z10atomic_mulPdd(ptr noundef %87, double noundef 1.000100e+00) #5, !dbg !89
  store double %88, ptr %16, align 8, !dbg !90
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !91
  %89 = load i32, ptr %11, align 4, !dbg !92
  %90 = icmp eq i32 %89, 0, !dbg !93
  br i1 %90, label %91, label %119, !dbg !93

91:                                               ; preds = %46
  store double 0.000000e+00, ptr %17, align 8, !dbg !94
  store i32 0, ptr %18, align 4, !dbg !95
  br label %92, !dbg !96

92:                                               ; preds = %102, %91
  %93 = load i32, ptr %18, align 4, !dbg !97
  %94 = icmp slt i32 %93, 8, !dbg !98
  br i1 %94, label %95, label %105, !dbg !99

95:                                               ; preds = %92
  %96 = load i32, ptr %18, align 4, !dbg !100
  %97 = sext i32 %96 to i64, !dbg !101
  %98 = getelementptr inbounds [8 x double], ptr addrspacecast (ptr addrspace(3) @_ZZ11atomics_mixE2sd to ptr), i64 0, i64 %97, !dbg !101
  %99 = load double, ptr %98, align 8, !dbg !101
  %100 = load double, ptr %17, align 8, !dbg !102
  %101 = fadd contract double %100, %99, !dbg !102
  store double %101, ptr %17, align 8, !dbg !102
  br label %102, !dbg !103

102:                                              ; preds = %95
  %103 = load i32, ptr %18, align 4, !dbg !104
  %104 = add nsw i32 %103, 1, !dbg !104
  store i32 %104, ptr %18, align 4, !dbg !104
  br label %92, !dbg !99, !llvm.loop !105

105:                                              ; preds = %92
  %106 = load double, ptr %17, align 8, !dbg !107
  %107 = load double, ptr %16, align 8, !dbg !108
  %108 = fadd contract double %106, %107, !dbg !109
  %109 = load i64, ptr addrspacecast (ptr addrspace(3) @_ZZ11atomics_mixE2su to ptr), align 8, !dbg !110
  %110 = uitofp i64 %109 to double, !dbg !110
  %111 = fadd contract double %108, %110, !dbg !111
  %112 = load ptr, ptr %6, align 8, !dbg !112
  %113 = load i32, ptr %10, align 4, !dbg !113
  %114 = add nsw i32 %113, 1, !dbg !114
  %115 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !115
  %116 = add nsw i32 %114, %115, !dbg !116
  %117 = sext i32 %116 to i64, !dbg !112
  %118 = getelementptr inbounds double, ptr %112, i64 %117, !dbg !112
  store double %111, ptr %118, align 8, !dbg !117
  br label %119, !dbg !118

119:                                              ; preds = %105, %46
  ret void, !dbg !119
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: nocallback nounwind memory(argmem: readwrite)
declare i32 @llvm.nvvm.atomic.add.gen.i.cta.i32.p0(ptr captures(none), i32) #4

; Function Attrs: nocallback nounwind memory(argmem: readwrite)
declare i32 @llvm.nvvm.atomic.add.gen.i.sys.i32.p0(ptr captures(none), i32) #4

attributes #0 = { convergent mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #1 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { nocallback nounwind memory(argmem: readwrite) }
attributes #5 = { convergent nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6}
!llvm.ident = !{!7}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "k28_atomics_mix.cu", directory: "/work/wt/nvir31/tools/capture/clang_kernels")
!2 = !{i32 7, !"Dwarf Version", i32 2}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!6 = !{i32 7, !"frame-pointer", i32 2}
!7 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!8 = distinct !DISubprogram(name: "atomic_mul", scope: !1, file: !1, line: 4, type: !9, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!9 = !DISubroutineType(types: !10)
!10 = !{}
!11 = !DILocation(line: 5, column: 48, scope: !8)
!12 = !DILocation(line: 5, column: 23, scope: !8)
!13 = !DILocation(line: 6, column: 29, scope: !8)
!14 = !DILocation(line: 6, column: 28, scope: !8)
!15 = !DILocation(line: 6, column: 22, scope: !8)
!16 = !DILocation(line: 7, column: 3, scope: !8)
!17 = !DILocation(line: 8, column: 15, scope: !8)
!18 = !DILocation(line: 8, column: 13, scope: !8)
!19 = !DILocation(line: 9, column: 46, scope: !8)
!20 = !DILocation(line: 9, column: 49, scope: !8)
!21 = !DILocation(line: 10, column: 64, scope: !8)
!22 = !DILocation(line: 10, column: 102, scope: !8)
!23 = !DILocation(line: 10, column: 100, scope: !8)
!24 = !DILocation(line: 10, column: 34, scope: !8)
!25 = !DILocation(line: 9, column: 11, scope: !8)
!26 = !DILocation(line: 9, column: 9, scope: !8)
!27 = !DILocation(line: 11, column: 3, scope: !8)
!28 = !DILocation(line: 11, column: 12, scope: !8)
!29 = !DILocation(line: 11, column: 23, scope: !8)
!30 = !DILocation(line: 11, column: 20, scope: !8)
!31 = distinct !{!31, !16, !32, !33}
!32 = !DILocation(line: 11, column: 26, scope: !8)
!33 = !{!"llvm.loop.mustprogress"}
!34 = !DILocation(line: 12, column: 10, scope: !8)
!35 = !DILocation(line: 12, column: 3, scope: !8)
!36 = distinct !DISubprogram(name: "atomics_mix", scope: !1, file: !1, line: 14, type: !9, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!37 = !DILocation(line: 17, column: 11, scope: !36)
!38 = !DILocation(line: 17, column: 7, scope: !36)
!39 = !DILocation(line: 18, column: 7, scope: !36)
!40 = !DILocation(line: 18, column: 9, scope: !36)
!41 = !DILocation(line: 18, column: 17, scope: !36)
!42 = !DILocation(line: 18, column: 14, scope: !36)
!43 = !DILocation(line: 18, column: 20, scope: !36)
!44 = !DILocation(line: 19, column: 7, scope: !36)
!45 = !DILocation(line: 19, column: 9, scope: !36)
!46 = !DILocation(line: 19, column: 18, scope: !36)
!47 = !DILocation(line: 19, column: 15, scope: !36)
!48 = !DILocation(line: 20, column: 3, scope: !36)
!49 = !DILocation(line: 21, column: 11, scope: !36)
!50 = !DILocation(line: 21, column: 24, scope: !36)
!51 = !DILocation(line: 21, column: 22, scope: !36)
!52 = !DILocation(line: 21, column: 37, scope: !36)
!53 = !DILocation(line: 21, column: 35, scope: !36)
!54 = !DILocation(line: 21, column: 7, scope: !36)
!55 = !DILocation(line: 22, column: 14, scope: !36)
!56 = !DILocation(line: 22, column: 18, scope: !36)
!57 = !DILocation(line: 22, column: 16, scope: !36)
!58 = !DILocation(line: 22, column: 22, scope: !36)
!59 = !DILocation(line: 22, column: 24, scope: !36)
!60 = !DILocation(line: 22, column: 10, scope: !36)
!61 = !DILocation(line: 23, column: 29, scope: !36)
!62 = !DILocation(line: 23, column: 31, scope: !36)
!63 = !DILocation(line: 23, column: 26, scope: !36)
!64 = !DILocation(line: 23, column: 37, scope: !36)
!65 = !DILocation(line: 23, column: 3, scope: !36)
!66 = !DILocation(line: 24, column: 79, scope: !36)
!67 = !DILocation(line: 24, column: 28, scope: !36)
!68 = !DILocation(line: 24, column: 22, scope: !36)
!69 = !DILocation(line: 25, column: 39, scope: !36)
!70 = !DILocation(line: 25, column: 41, scope: !36)
!71 = !DILocation(line: 25, column: 43, scope: !36)
!72 = !DILocation(line: 25, column: 56, scope: !36)
!73 = !DILocation(line: 25, column: 16, scope: !36)
!74 = !DILocation(line: 25, column: 9, scope: !36)
!75 = !DILocation(line: 26, column: 28, scope: !36)
!76 = !DILocation(line: 26, column: 34, scope: !36)
!77 = !DILocation(line: 26, column: 3, scope: !36)
!78 = !DILocation(line: 27, column: 40, scope: !36)
!79 = !DILocation(line: 27, column: 57, scope: !36)
!80 = !DILocation(line: 27, column: 3, scope: !36)
!81 = !DILocation(line: 28, column: 30, scope: !36)
!82 = !DILocation(line: 28, column: 3, scope: !36)
!83 = !DILocation(line: 29, column: 30, scope: !36)
!84 = !DILocation(line: 29, column: 38, scope: !36)
!85 = !DILocation(line: 29, column: 43, scope: !36)
!86 = !DILocation(line: 29, column: 3, scope: !36)
!87 = !DILocation(line: 30, column: 26, scope: !36)
!88 = !DILocation(line: 30, column: 28, scope: !36)
!89 = !DILocation(line: 30, column: 14, scope: !36)
!90 = !DILocation(line: 30, column: 10, scope: !36)
!91 = !DILocation(line: 31, column: 3, scope: !36)
!92 = !DILocation(line: 32, column: 7, scope: !36)
!93 = !DILocation(line: 32, column: 9, scope: !36)
!94 = !DILocation(line: 33, column: 12, scope: !36)
!95 = !DILocation(line: 34, column: 14, scope: !36)
!96 = !DILocation(line: 34, column: 10, scope: !36)
!97 = !DILocation(line: 34, column: 21, scope: !36)
!98 = !DILocation(line: 34, column: 23, scope: !36)
!99 = !DILocation(line: 34, column: 5, scope: !36)
!100 = !DILocation(line: 34, column: 41, scope: !36)
!101 = !DILocation(line: 34, column: 38, scope: !36)
!102 = !DILocation(line: 34, column: 35, scope: !36)
!103 = !DILocation(line: 34, column: 33, scope: !36)
!104 = !DILocation(line: 34, column: 28, scope: !36)
!105 = distinct !{!105, !99, !106, !33}
!106 = !DILocation(line: 34, column: 42, scope: !36)
!107 = !DILocation(line: 35, column: 29, scope: !36)
!108 = !DILocation(line: 35, column: 33, scope: !36)
!109 = !DILocation(line: 35, column: 31, scope: !36)
!110 = !DILocation(line: 35, column: 45, scope: !36)
!111 = !DILocation(line: 35, column: 35, scope: !36)
!112 = !DILocation(line: 35, column: 5, scope: !36)
!113 = !DILocation(line: 35, column: 7, scope: !36)
!114 = !DILocation(line: 35, column: 9, scope: !36)
!115 = !DILocation(line: 35, column: 15, scope: !36)
!116 = !DILocation(line: 35, column: 13, scope: !36)
!117 = !DILocation(line: 35, column: 27, scope: !36)
!118 = !DILocation(line: 36, column: 3, scope: !36)
!119 = !DILocation(line: 37, column: 1, scope: !36)
