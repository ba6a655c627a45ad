; ModuleID = 'atomics_fp.cu'
source_filename = "atomics_fp.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ10fp_atomicsE2sh = internal addrspace(3) global [32 x float] undef, align 4

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local noundef double @_Z17atomic_max_doublePdd(ptr noundef %0, double noundef %1) #0 !dbg !8 {
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

12:                                               ; preds = %25, %2
  %13 = load i64, ptr %6, align 8, !dbg !17
  store i64 %13, ptr %7, align 8, !dbg !18
  %14 = load double, ptr %7, align 8, !dbg !19
  store double %14, ptr %8, align 8, !dbg !20
  %15 = load double, ptr %8, align 8, !dbg !21
  %16 = load double, ptr %4, align 8, !dbg !22
  %17 = fcmp contract oge double %15, %16, !dbg !23
  br i1 %17, label %18, label %19, !dbg !23

18:                                               ; preds = %12
  br label %29, !dbg !24

19:                                               ; preds = %12
  %20 = load ptr, ptr %5, align 8, !dbg !25
  %21 = load i64, ptr %7, align 8, !dbg !26
  %22 = load i64, ptr %4, align 8, !dbg !27
  %23 = cmpxchg ptr %20, i64 %21, i64 %22 seq_cst seq_cst, align 8, !dbg !28
  %24 = extractvalue { i64, i1 } %23, 0, !dbg !28
  store i64 %24, ptr %6, align 8, !dbg !29
  br label %25, !dbg !30

25:                                               ; preds = %19
  %26 = load i64, ptr %6, align 8, !dbg !31
  %27 = load i64, ptr %7, align 8, !dbg !32
  %28 = icmp ne i64 %26, %27, !dbg !33
  br i1 %28, label %12, label %29, !dbg !30, !llvm.loop !34

29:                                               ; preds = %25, %18
  %30 = load double, ptr %6, align 8, !dbg !37
  ret double %30, !dbg !38
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local ptx_kernel void @fp_atomics(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef %4, double noundef %5) #1 !dbg !39 {
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
  %12 = alloca double, align 8
  %13 = alloca i32, align 4
  store ptr %0, ptr %7, align 8
  store ptr %1, ptr %8, align 8
  store ptr %2, ptr %9, align 8
  store ptr %3, ptr %10, align 8
  store ptr %4, ptr %11, align 8
  store double %5, ptr %12, align 8
  %14 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !40
  store i32 %14, ptr %13, align 4, !dbg !41
  %15 = load i32, ptr %13, align 4, !dbg !42
  %16 = icmp slt i32 %15, 32, !dbg !43
  br i1 %16, label %17, label %21, !dbg !43

17:                                               ; preds = %6
  %18 = load i32, ptr %13, align 4, !dbg !44
  %19 = sext i32 %18 to i64, !dbg !45
  %20 = getelementptr inbounds [32 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ10fp_atomicsE2sh to ptr), i64 0, i64 %19, !dbg !45
  store float 0.000000e+00, ptr %20, align 4, !dbg !46
  br label %21, !dbg !45

21:                                               ; preds = %17, %6
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !47
  %22 = load ptr, ptr %7, align 8, !dbg !48
  %23 = load double, ptr %12, align 8, !dbg !49
  %24 = atomicrmw fadd ptr %22, double %23 seq_cst, align 8, !dbg !50
  %25 = load ptr, ptr %8, align 8, !dbg !51
  %26 = load double, ptr %12, align 8, !dbg !52
  %27 = fptrunc contract double %26 to float, !dbg !52
  %28 = atomicrmw fadd ptr %25, float %27 seq_cst, align 4, !dbg !53
  %29 = load i32, ptr %13, align 4, !dbg !54
  %30 = and i32 %29, 31, !dbg !55
  %31 = sext i32 %30 to i64, !dbg !56
  %32 = getelementptr inbounds [32 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ10fp_atomicsE2sh to ptr), i64 0, i64 %31, !dbg !56
  %33 = atomicrmw fadd ptr %32, float 1.000000e+00 seq_cst, align 4, !dbg !57
  %34 = load ptr, ptr %7, align 8, !dbg !58
  %35 = getelementptr inbounds double, ptr %34, i64 1, !dbg !59
  %36 = load double, ptr %12, align 8, !dbg !60
  %37 = load i32, ptr %13, align 4, !dbg !61
  %38 = sitofp i32 %37 to double, !dbg !61
  %39 = fmul contract double %36, %38, !dbg !62
  %40 = call contract noundef double @_Z17atomic_max_doublePdd(ptr noundef %35, double noundef %39) #5, !dbg !63
  %41 = load ptr, ptr %9, align 8, !dbg !64
  %42 = load i32, ptr %13, align 4, !dbg !65
  %43 = atomicrmw xchg ptr %41, i32 %42 seq_cst, align 4, !dbg !66
  %44 = load ptr, ptr %9, align 8, !dbg !67
  %45 = getelementptr inbounds i32, ptr %44, i64 1, !dbg !67
  store i32 %43, ptr %45, align 4, !dbg !68
  %46 = load ptr, ptr %10, align 8, !dbg !69
  %47 = atomicrmw uinc_wrap ptr %46, i32 100 seq_cst, align 4, !dbg !70
  %48 = load ptr, ptr %10, align 8, !dbg !71
  %49 = getelementptr inbounds i32, ptr %48, i64 1, !dbg !72
  %50 = atomicrmw udec_wrap ptr %49, i32 100 seq_cst, align 4, !dbg !72
  %51 = load ptr, ptr %11, align 8, !dbg !73
  %52 = load i32, ptr %13, align 4, !dbg !74
  %53 = sext i32 %52 to i64, !dbg !74
  %54 = atomicrmw umax ptr %51, i64 %53 seq_cst, align 8, !dbg !75
  %55 = load ptr, ptr %11, align 8, !dbg !76
  %56 = getelementptr inbounds i64, ptr %55, i64 1, !dbg !77
  %57 = load i32, ptr %13, align 4, !dbg !78
  %58 = sext i32 %57 to i64, !dbg !78
  %59 = sub nsw i64 0, %58, !dbg !79
  %60 = atomicrmw min ptr %56, i64 %59 seq_cst, align 8, !dbg !77
  %61 = load ptr, ptr %9, align 8, !dbg !80
  %62 = getelementptr inbounds i32, ptr %61, i64 2, !dbg !81
  %63 = call i32 @llvm.nvvm.atomic.add.gen.i.cta.i32.p0(ptr %62, i32 1), !dbg !82
  %64 = load ptr, ptr %9, align 8, !dbg !83
  %65 = getelementptr inbounds i32, ptr %64, i64 3, !dbg !84
  %66 = call i32 @llvm.nvvm.atomic.add.gen.i.sys.i32.p0(ptr %65, i32 1), !dbg !85
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !86
  %67 = load i32, ptr %13, align 4, !dbg !87
  %68 = icmp slt i32 %67, 32, !dbg !88
  br i1 %68, label %69, label %79, !dbg !88

69:                                               ; preds = %21
  %70 = load i32, ptr %13, align 4, !dbg !89
  %71 = sext i32 %70 to i64, !dbg !90
  %72 = getelementptr inbounds [32 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ10fp_atomicsE2sh to ptr), i64 0, i64 %71, !dbg !90
  %73 = load float, ptr %72, align 4, !dbg !90
  %74 = load ptr, ptr %8, align 8, !dbg !91
  %75 = load i32, ptr %13, align 4, !dbg !92
  %76 = add nsw i32 1, %75, !dbg !93
  %77 = sext i32 %76 to i64, !dbg !91
  %78 = getelementptr inbounds float, ptr %74, i64 %77, !dbg !91
  store float %73, ptr %78, align 4, !dbg !94
  br label %79, !dbg !91

79:                                               ; preds = %69, %21
  ret void, !dbg !95
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #3

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
!1 = !DIFile(filename: "atomics_fp.cu", directory: "/work/wt/llir25/tools/capture/clang_kernels")
!2 = !{i32 7, !"Dwarf Version", i32 2}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!6 = !{i32 7, !"frame-pointer", i32 2}
!7 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!8 = distinct !DISubprogram(name: "atomic_max_double", scope: !1, file: !1, line: 4, type: !9, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!9 = !DISubroutineType(types: !10)
!10 = !{}
!11 = !DILocation(line: 5, column: 30, scope: !8)
!12 = !DILocation(line: 5, column: 14, scope: !8)
!13 = !DILocation(line: 6, column: 20, scope: !8)
!14 = !DILocation(line: 6, column: 19, scope: !8)
!15 = !DILocation(line: 6, column: 13, scope: !8)
!16 = !DILocation(line: 7, column: 3, scope: !8)
!17 = !DILocation(line: 8, column: 15, scope: !8)
!18 = !DILocation(line: 8, column: 13, scope: !8)
!19 = !DILocation(line: 9, column: 18, scope: !8)
!20 = !DILocation(line: 9, column: 12, scope: !8)
!21 = !DILocation(line: 10, column: 9, scope: !8)
!22 = !DILocation(line: 10, column: 16, scope: !8)
!23 = !DILocation(line: 10, column: 13, scope: !8)
!24 = !DILocation(line: 10, column: 19, scope: !8)
!25 = !DILocation(line: 11, column: 34, scope: !8)
!26 = !DILocation(line: 11, column: 37, scope: !8)
!27 = !DILocation(line: 11, column: 46, scope: !8)
!28 = !DILocation(line: 11, column: 11, scope: !8)
!29 = !DILocation(line: 11, column: 9, scope: !8)
!30 = !DILocation(line: 12, column: 3, scope: !8)
!31 = !DILocation(line: 12, column: 12, scope: !8)
!32 = !DILocation(line: 12, column: 19, scope: !8)
!33 = !DILocation(line: 12, column: 16, scope: !8)
!34 = distinct !{!34, !16, !35, !36}
!35 = !DILocation(line: 12, column: 26, scope: !8)
!36 = !{!"llvm.loop.mustprogress"}
!37 = !DILocation(line: 13, column: 10, scope: !8)
!38 = !DILocation(line: 13, column: 3, scope: !8)
!39 = distinct !DISubprogram(name: "fp_atomics", scope: !1, file: !1, line: 15, type: !9, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!40 = !DILocation(line: 17, column: 11, scope: !39)
!41 = !DILocation(line: 17, column: 7, scope: !39)
!42 = !DILocation(line: 18, column: 7, scope: !39)
!43 = !DILocation(line: 18, column: 9, scope: !39)
!44 = !DILocation(line: 18, column: 18, scope: !39)
!45 = !DILocation(line: 18, column: 15, scope: !39)
!46 = !DILocation(line: 18, column: 21, scope: !39)
!47 = !DILocation(line: 19, column: 3, scope: !39)
!48 = !DILocation(line: 20, column: 25, scope: !39)
!49 = !DILocation(line: 20, column: 28, scope: !39)
!50 = !DILocation(line: 20, column: 3, scope: !39)
!51 = !DILocation(line: 21, column: 25, scope: !39)
!52 = !DILocation(line: 21, column: 35, scope: !39)
!53 = !DILocation(line: 21, column: 3, scope: !39)
!54 = !DILocation(line: 22, column: 29, scope: !39)
!55 = !DILocation(line: 22, column: 31, scope: !39)
!56 = !DILocation(line: 22, column: 26, scope: !39)
!57 = !DILocation(line: 22, column: 3, scope: !39)
!58 = !DILocation(line: 23, column: 21, scope: !39)
!59 = !DILocation(line: 23, column: 23, scope: !39)
!60 = !DILocation(line: 23, column: 28, scope: !39)
!61 = !DILocation(line: 23, column: 32, scope: !39)
!62 = !DILocation(line: 23, column: 30, scope: !39)
!63 = !DILocation(line: 23, column: 3, scope: !39)
!64 = !DILocation(line: 24, column: 33, scope: !39)
!65 = !DILocation(line: 24, column: 36, scope: !39)
!66 = !DILocation(line: 24, column: 10, scope: !39)
!67 = !DILocation(line: 24, column: 3, scope: !39)
!68 = !DILocation(line: 24, column: 8, scope: !39)
!69 = !DILocation(line: 25, column: 26, scope: !39)
!70 = !DILocation(line: 25, column: 3, scope: !39)
!71 = !DILocation(line: 26, column: 26, scope: !39)
!72 = !DILocation(line: 26, column: 3, scope: !39)
!73 = !DILocation(line: 27, column: 27, scope: !39)
!74 = !DILocation(line: 27, column: 50, scope: !39)
!75 = !DILocation(line: 27, column: 3, scope: !39)
!76 = !DILocation(line: 28, column: 38, scope: !39)
!77 = !DILocation(line: 28, column: 3, scope: !39)
!78 = !DILocation(line: 28, column: 57, scope: !39)
!79 = !DILocation(line: 28, column: 45, scope: !39)
!80 = !DILocation(line: 29, column: 29, scope: !39)
!81 = !DILocation(line: 29, column: 31, scope: !39)
!82 = !DILocation(line: 29, column: 3, scope: !39)
!83 = !DILocation(line: 30, column: 29, scope: !39)
!84 = !DILocation(line: 30, column: 31, scope: !39)
!85 = !DILocation(line: 30, column: 3, scope: !39)
!86 = !DILocation(line: 31, column: 3, scope: !39)
!87 = !DILocation(line: 32, column: 7, scope: !39)
!88 = !DILocation(line: 32, column: 9, scope: !39)
!89 = !DILocation(line: 32, column: 29, scope: !39)
!90 = !DILocation(line: 32, column: 26, scope: !39)
!91 = !DILocation(line: 32, column: 15, scope: !39)
!92 = !DILocation(line: 32, column: 21, scope: !39)
!93 = !DILocation(line: 32, column: 19, scope: !39)
!94 = !DILocation(line: 32, column: 24, scope: !39)
!95 = !DILocation(line: 33, column: 1, scope: !39)
