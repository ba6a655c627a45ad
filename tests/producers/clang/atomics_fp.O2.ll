; ModuleID = 'atomics_fp.cu'
source_filename = "atomics_fp.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ10fp_atomicsE2sh = internal addrspace(3) global [32 x float] undef, align 4

; Function Attrs: mustprogress nofree norecurse nounwind memory(argmem: readwrite)
define dso_local noundef double @_Z17atomic_max_doublePdd(ptr noundef captures(none) %0, double noundef %1) local_unnamed_addr #0 !dbg !12 {
  %3 = load i64, ptr %0, align 8, !dbg !15, !tbaa !16
  %4 = bitcast double %1 to i64
  br label %5, !dbg !18

5:                                                ; preds = %12, %2
  %6 = phi i64 [ %3, %2 ], [ %13, %12 ], !dbg !19
  %7 = bitcast i64 %6 to double, !dbg !20
  %8 = fcmp contract ole double %1, %7, !dbg !21
  br i1 %8, label %12, label %9, !dbg !21

9:                                                ; preds = %5
  %10 = cmpxchg ptr %0, i64 %6, i64 %4 seq_cst seq_cst, align 8, !dbg !22
  %11 = extractvalue { i64, i1 } %10, 0, !dbg !22
  br label %12, !dbg !23

12:                                               ; preds = %5, %9
  %13 = phi i64 [ %11, %9 ], [ %6, %5 ], !dbg !24
  %14 = icmp eq i64 %13, %6
  %15 = select i1 %8, i1 true, i1 %14
  br i1 %15, label %16, label %5, !llvm.loop !25

16:                                               ; preds = %12
  %17 = bitcast i64 %13 to double, !dbg !28
  ret double %17, !dbg !29
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @fp_atomics(ptr noundef captures(none) %0, ptr noundef captures(none) %1, ptr noundef captures(none) %2, ptr noundef captures(none) %3, ptr noundef captures(none) %4, double noundef %5) local_unnamed_addr #1 !dbg !30 {
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !31
  %8 = icmp samesign ult i32 %7, 32, !dbg !32
  br i1 %8, label %9, label %12, !dbg !32

9:                                                ; preds = %6
  %10 = zext nneg i32 %7 to i64
  %11 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ10fp_atomicsE2sh to ptr), i64 %10
  store float 0.000000e+00, ptr %11, align 4, !dbg !33, !tbaa !34
  br label %12, !dbg !36

12:                                               ; preds = %9, %6
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !37
  %13 = atomicrmw fadd ptr %0, double %5 seq_cst, align 8, !dbg !38
  %14 = fptrunc contract double %5 to float, !dbg !39
  %15 = atomicrmw fadd ptr %1, float %14 seq_cst, align 4, !dbg !40
  %16 = and i32 %7, 31, !dbg !41
  %17 = zext nneg i32 %16 to i64, !dbg !42
  %18 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ10fp_atomicsE2sh to ptr), i64 %17, !dbg !42
  %19 = atomicrmw fadd ptr %18, float 1.000000e+00 seq_cst, align 4, !dbg !43
  %20 = getelementptr inbounds nuw i8, ptr %0, i64 8, !dbg !44
  %21 = uitofp nneg i32 %7 to double, !dbg !45
  %22 = fmul contract double %5, %21, !dbg !46
  %23 = load i64, ptr %20, align 8, !dbg !47, !tbaa !16
  %24 = bitcast double %22 to i64
  br label %25, !dbg !49

25:                                               ; preds = %32, %12
  %26 = phi i64 [ %23, %12 ], [ %33, %32 ], !dbg !50
  %27 = bitcast i64 %26 to double, !dbg !51
  %28 = fcmp contract ole double %22, %27, !dbg !52
  br i1 %28, label %32, label %29, !dbg !52

29:                                               ; preds = %25
  %30 = cmpxchg ptr %20, i64 %26, i64 %24 seq_cst seq_cst, align 8, !dbg !53
  %31 = extractvalue { i64, i1 } %30, 0, !dbg !53
  br label %32, !dbg !54

32:                                               ; preds = %29, %25
  %33 = phi i64 [ %31, %29 ], [ %26, %25 ], !dbg !55
  %34 = icmp eq i64 %33, %26
  %35 = select i1 %28, i1 true, i1 %34
  br i1 %35, label %36, label %25, !llvm.loop !56

36:                                               ; preds = %32
  %37 = atomicrmw xchg ptr %2, i32 %7 seq_cst, align 4, !dbg !58
  %38 = getelementptr inbounds nuw i8, ptr %2, i64 4, !dbg !59
  store i32 %37, ptr %38, align 4, !dbg !60, !tbaa !8
  %39 = atomicrmw uinc_wrap ptr %3, i32 100 seq_cst, align 4, !dbg !61
  %40 = getelementptr inbounds nuw i8, ptr %3, i64 4, !dbg !62
  %41 = atomicrmw udec_wrap ptr %40, i32 100 seq_cst, align 4, !dbg !62
  %42 = zext nneg i32 %7 to i64, !dbg !63
  %43 = atomicrmw umax ptr %4, i64 %42 seq_cst, align 8, !dbg !64
  %44 = getelementptr inbounds nuw i8, ptr %4, i64 8, !dbg !65
  %45 = sub nsw i64 0, %42, !dbg !66
  %46 = atomicrmw min ptr %44, i64 %45 seq_cst, align 8, !dbg !65
  %47 = getelementptr inbounds nuw i8, ptr %2, i64 8, !dbg !67
  %48 = tail call i32 @llvm.nvvm.atomic.add.gen.i.cta.i32.p0(ptr nonnull %47, i32 1), !dbg !68
  %49 = getelementptr inbounds nuw i8, ptr %2, i64 12, !dbg !69
  %50 = tail call i32 @llvm.nvvm.atomic.add.gen.i.sys.i32.p0(ptr nonnull %49, i32 1), !dbg !70
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !71
  br i1 %8, label %51, label %56, !dbg !72

51:                                               ; preds = %36
  %52 = getelementptr inbounds nuw float, ptr %1, i64 %42
  %53 = getelementptr inbounds nuw i8, ptr %52, i64 4
  %54 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ10fp_atomicsE2sh to ptr), i64 %42
  %55 = load float, ptr %54, align 4, !dbg !73, !tbaa !34
  store float %55, ptr %53, align 4, !dbg !74, !tbaa !34
  br label %56, !dbg !75

56:                                               ; preds = %51, %36
  ret void, !dbg !76
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #3

; Function Attrs: nocallback nounwind memory(argmem: readwrite)
declare i32 @llvm.nvvm.atomic.add.gen.i.cta.i32.p0(ptr captures(none), i32) #4

; Function Attrs: nocallback nounwind memory(argmem: readwrite)
declare i32 @llvm.nvvm.atomic.add.gen.i.sys.i32.p0(ptr captures(none), i32) #4

attributes #0 = { mustprogress nofree norecurse nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #1 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { nocallback nounwind memory(argmem: readwrite) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6}
!llvm.ident = !{!7}
!llvm.errno.tbaa = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "atomics_fp.cu", directory: "/work/wt/llir25/tools/capture/clang_kernels")
!2 = !{i32 7, !"Dwarf Version", i32 2}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!6 = !{i32 7, !"frame-pointer", i32 2}
!7 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!8 = !{!9, !9, i64 0}
!9 = !{!"int", !10, i64 0}
!10 = !{!"omnipotent char", !11, i64 0}
!11 = !{!"Simple C++ TBAA"}
!12 = distinct !DISubprogram(name: "atomic_max_double", scope: !1, file: !1, line: 4, type: !13, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 6, column: 19, scope: !12)
!16 = !{!17, !17, i64 0}
!17 = !{!"long long", !10, i64 0}
!18 = !DILocation(line: 7, column: 3, scope: !12)
!19 = !DILocation(line: 6, column: 13, scope: !12)
!20 = !DILocation(line: 9, column: 18, scope: !12)
!21 = !DILocation(line: 10, column: 13, scope: !12)
!22 = !DILocation(line: 11, column: 11, scope: !12)
!23 = !DILocation(line: 12, column: 3, scope: !12)
!24 = !DILocation(line: 0, scope: !12)
!25 = distinct !{!25, !18, !26, !27}
!26 = !DILocation(line: 12, column: 26, scope: !12)
!27 = !{!"llvm.loop.mustprogress"}
!28 = !DILocation(line: 13, column: 10, scope: !12)
!29 = !DILocation(line: 13, column: 3, scope: !12)
!30 = distinct !DISubprogram(name: "fp_atomics", scope: !1, file: !1, line: 15, type: !13, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!31 = !DILocation(line: 17, column: 11, scope: !30)
!32 = !DILocation(line: 18, column: 9, scope: !30)
!33 = !DILocation(line: 18, column: 21, scope: !30)
!34 = !{!35, !35, i64 0}
!35 = !{!"float", !10, i64 0}
!36 = !DILocation(line: 18, column: 15, scope: !30)
!37 = !DILocation(line: 19, column: 3, scope: !30)
!38 = !DILocation(line: 20, column: 3, scope: !30)
!39 = !DILocation(line: 21, column: 35, scope: !30)
!40 = !DILocation(line: 21, column: 3, scope: !30)
!41 = !DILocation(line: 22, column: 31, scope: !30)
!42 = !DILocation(line: 22, column: 26, scope: !30)
!43 = !DILocation(line: 22, column: 3, scope: !30)
!44 = !DILocation(line: 23, column: 23, scope: !30)
!45 = !DILocation(line: 23, column: 32, scope: !30)
!46 = !DILocation(line: 23, column: 30, scope: !30)
!47 = !DILocation(line: 6, column: 19, scope: !12, inlinedAt: !48)
!48 = distinct !DILocation(line: 23, column: 3, scope: !30)
!49 = !DILocation(line: 7, column: 3, scope: !12, inlinedAt: !48)
!50 = !DILocation(line: 6, column: 13, scope: !12, inlinedAt: !48)
!51 = !DILocation(line: 9, column: 18, scope: !12, inlinedAt: !48)
!52 = !DILocation(line: 10, column: 13, scope: !12, inlinedAt: !48)
!53 = !DILocation(line: 11, column: 11, scope: !12, inlinedAt: !48)
!54 = !DILocation(line: 12, column: 3, scope: !12, inlinedAt: !48)
!55 = !DILocation(line: 0, scope: !12, inlinedAt: !48)
!56 = distinct !{!56, !49, !57, !27}
!57 = !DILocation(line: 12, column: 26, scope: !12, inlinedAt: !48)
!58 = !DILocation(line: 24, column: 10, scope: !30)
!59 = !DILocation(line: 24, column: 3, scope: !30)
!60 = !DILocation(line: 24, column: 8, scope: !30)
!61 = !DILocation(line: 25, column: 3, scope: !30)
!62 = !DILocation(line: 26, column: 3, scope: !30)
!63 = !DILocation(line: 27, column: 50, scope: !30)
!64 = !DILocation(line: 27, column: 3, scope: !30)
!65 = !DILocation(line: 28, column: 3, scope: !30)
!66 = !DILocation(line: 28, column: 45, scope: !30)
!67 = !DILocation(line: 29, column: 31, scope: !30)
!68 = !DILocation(line: 29, column: 3, scope: !30)
!69 = !DILocation(line: 30, column: 31, scope: !30)
!70 = !DILocation(line: 30, column: 3, scope: !30)
!71 = !DILocation(line: 31, column: 3, scope: !30)
!72 = !DILocation(line: 32, column: 9, scope: !30)
!73 = !DILocation(line: 32, column: 26, scope: !30)
!74 = !DILocation(line: 32, column: 24, scope: !30)
!75 = !DILocation(line: 32, column: 15, scope: !30)
!76 = !DILocation(line: 33, column: 1, scope: !30)
