; ModuleID = 'k32_grid_barrier.cu'
source_filename = "k32_grid_barrier.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z9grid_syncPVjPjj(ptr noundef %0, ptr noundef captures(none) %1, i32 noundef %2) local_unnamed_addr #0 !dbg !12 {
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !15
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !16
  %5 = icmp eq i32 %4, 0, !dbg !17
  br i1 %5, label %6, label %20, !dbg !17

6:                                                ; preds = %3
  %7 = load volatile i32, ptr %0, align 4, !dbg !18, !tbaa !8
  tail call void @llvm.nvvm.membar.gl(), !dbg !19
  %8 = atomicrmw add ptr %1, i32 1 seq_cst, align 4, !dbg !20
  %9 = add nsw i32 %2, -1, !dbg !21
  %10 = icmp eq i32 %8, %9, !dbg !22
  br i1 %10, label %14, label %11, !dbg !22

11:                                               ; preds = %6
  %12 = load volatile i32, ptr %0, align 4, !dbg !23, !tbaa !8
  %13 = icmp eq i32 %12, %7, !dbg !24
  br i1 %13, label %16, label %19, !dbg !25

14:                                               ; preds = %6
  store i32 0, ptr %1, align 4, !dbg !26, !tbaa !8
  tail call void @llvm.nvvm.membar.gl(), !dbg !27
  %15 = add i32 %7, 1, !dbg !28
  store volatile i32 %15, ptr %0, align 4, !dbg !29, !tbaa !8
  br label %19, !dbg !30

16:                                               ; preds = %11, %16
  tail call void @llvm.nvvm.nanosleep(i32 32), !dbg !31
  %17 = load volatile i32, ptr %0, align 4, !dbg !23, !tbaa !8
  %18 = icmp eq i32 %17, %7, !dbg !24
  br i1 %18, label %16, label %19, !dbg !25, !llvm.loop !32

19:                                               ; preds = %16, %11, %14
  tail call void @llvm.nvvm.membar.gl(), !dbg !35
  br label %20, !dbg !36

20:                                               ; preds = %19, %3
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !37
  ret void, !dbg !38
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nocallback nounwind
declare void @llvm.nvvm.membar.gl() #3

; Function Attrs: convergent mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.nvvm.nanosleep(i32) #4

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @two_phase(ptr noundef captures(none) %0, ptr noundef writeonly captures(none) %1, ptr noundef %2, ptr noundef captures(none) %3, ptr noundef writeonly captures(none) %4, i32 noundef %5) local_unnamed_addr #5 !dbg !39 {
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !40
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !41
  %9 = mul nuw nsw i32 %7, %8, !dbg !42
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !43
  %11 = add nuw nsw i32 %9, %10, !dbg !44
  %12 = icmp slt i32 %11, %5, !dbg !45
  br i1 %12, label %13, label %19, !dbg !45

13:                                               ; preds = %6
  %14 = zext nneg i32 %11 to i64
  %15 = getelementptr inbounds nuw float, ptr %0, i64 %14
  %16 = load float, ptr %15, align 4, !dbg !46, !tbaa !47
  %17 = fmul contract float %16, 2.000000e+00, !dbg !49
  store float %17, ptr %15, align 4, !dbg !50, !tbaa !47
  %18 = fcmp contract ogt float %17, 0.000000e+00, !dbg !51
  br label %19

19:                                               ; preds = %6, %13
  %20 = phi i1 [ false, %6 ], [ %18, %13 ], !dbg !52
  %21 = tail call i32 @llvm.nvvm.barrier.cta.red.popc.aligned.all(i32 0, i1 %20), !dbg !53
  %22 = tail call i1 @llvm.nvvm.barrier.cta.red.and.aligned.all(i32 0, i1 %12), !dbg !54
  %23 = zext i1 %22 to i32, !dbg !54
  br i1 %12, label %24, label %29, !dbg !55

24:                                               ; preds = %19
  %25 = zext nneg i32 %11 to i64
  %26 = getelementptr inbounds nuw float, ptr %0, i64 %25
  %27 = load float, ptr %26, align 4, !dbg !56, !tbaa !47
  %28 = fcmp contract ogt float %27, 1.000000e+02, !dbg !57
  br label %29

29:                                               ; preds = %24, %19
  %30 = phi i1 [ false, %19 ], [ %28, %24 ], !dbg !52
  %31 = tail call i1 @llvm.nvvm.barrier.cta.red.or.aligned.all(i32 0, i1 %30), !dbg !58
  %32 = zext i1 %31 to i32, !dbg !58
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !59
  %33 = icmp eq i32 %10, 0, !dbg !61
  br i1 %33, label %34, label %49, !dbg !61

34:                                               ; preds = %29
  %35 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x(), !dbg !62
  %36 = load volatile i32, ptr %2, align 4, !dbg !63, !tbaa !8
  tail call void @llvm.nvvm.membar.gl(), !dbg !64
  %37 = atomicrmw add ptr %3, i32 1 seq_cst, align 4, !dbg !65
  %38 = add nsw i32 %35, -1, !dbg !66
  %39 = icmp eq i32 %37, %38, !dbg !67
  br i1 %39, label %43, label %40, !dbg !67

40:                                               ; preds = %34
  %41 = load volatile i32, ptr %2, align 4, !dbg !68, !tbaa !8
  %42 = icmp eq i32 %41, %36, !dbg !69
  br i1 %42, label %45, label %48, !dbg !70

43:                                               ; preds = %34
  store i32 0, ptr %3, align 4, !dbg !71, !tbaa !8
  tail call void @llvm.nvvm.membar.gl(), !dbg !72
  %44 = add i32 %36, 1, !dbg !73
  store volatile i32 %44, ptr %2, align 4, !dbg !74, !tbaa !8
  br label %48, !dbg !75

45:                                               ; preds = %40, %45
  tail call void @llvm.nvvm.nanosleep(i32 32), !dbg !76
  %46 = load volatile i32, ptr %2, align 4, !dbg !68, !tbaa !8
  %47 = icmp eq i32 %46, %36, !dbg !69
  br i1 %47, label %45, label %48, !dbg !70, !llvm.loop !77

48:                                               ; preds = %45, %43, %40
  tail call void @llvm.nvvm.membar.gl(), !dbg !79
  br label %49, !dbg !80

49:                                               ; preds = %29, %48
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !81
  br i1 %12, label %50, label %61, !dbg !82

50:                                               ; preds = %49
  %51 = add nuw nsw i32 %11, 1, !dbg !83
  %52 = urem i32 %51, %5, !dbg !84
  %53 = zext nneg i32 %52 to i64, !dbg !85
  %54 = getelementptr inbounds nuw float, ptr %0, i64 %53, !dbg !85
  %55 = load float, ptr %54, align 4, !dbg !85, !tbaa !47
  %56 = zext nneg i32 %11 to i64, !dbg !86
  %57 = getelementptr inbounds nuw float, ptr %0, i64 %56, !dbg !86
  %58 = load float, ptr %57, align 4, !dbg !86, !tbaa !47
  %59 = fadd contract float %55, %58, !dbg !87
  %60 = getelementptr inbounds nuw float, ptr %1, i64 %56, !dbg !88
  store float %59, ptr %60, align 4, !dbg !89, !tbaa !47
  br label %61, !dbg !88

61:                                               ; preds = %50, %49
  br i1 %33, label %62, label %68, !dbg !90

62:                                               ; preds = %61
  %63 = mul nuw nsw i32 %7, 3
  %64 = zext nneg i32 %63 to i64
  %65 = getelementptr inbounds nuw i32, ptr %4, i64 %64
  %66 = getelementptr inbounds nuw i8, ptr %65, i64 8
  %67 = getelementptr inbounds nuw i8, ptr %65, i64 4
  store i32 %21, ptr %65, align 4, !dbg !91, !tbaa !8
  store i32 %23, ptr %67, align 4, !dbg !92, !tbaa !8
  store i32 %32, ptr %66, align 4, !dbg !93, !tbaa !8
  br label %68, !dbg !94

68:                                               ; preds = %62, %61
  ret void, !dbg !95
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: convergent nocallback nounwind
declare i32 @llvm.nvvm.barrier.cta.red.popc.aligned.all(i32, i1) #1

; Function Attrs: convergent nocallback nounwind
declare i1 @llvm.nvvm.barrier.cta.red.and.aligned.all(i32, i1) #1

; Function Attrs: convergent nocallback nounwind
declare i1 @llvm.nvvm.barrier.cta.red.or.aligned.all(i32, i1) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #2

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nounwind }
attributes #4 = { convergent mustprogress nocallback nofree nosync nounwind willreturn }
attributes #5 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6}
!llvm.ident = !{!7}
!llvm.errno.tbaa = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "k32_grid_barrier.cu", directory: "/work/wt/nvir32/tools/capture/clang_kernels")
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
!12 = distinct !DISubprogram(name: "grid_sync", scope: !1, file: !1, line: 5, type: !13, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 6, column: 3, scope: !12)
!16 = !DILocation(line: 7, column: 7, scope: !12)
!17 = !DILocation(line: 7, column: 19, scope: !12)
!18 = !DILocation(line: 8, column: 18, scope: !12)
!19 = !DILocation(line: 9, column: 5, scope: !12)
!20 = !DILocation(line: 10, column: 9, scope: !12)
!21 = !DILocation(line: 10, column: 63, scope: !12)
!22 = !DILocation(line: 10, column: 47, scope: !12)
!23 = !DILocation(line: 15, column: 14, scope: !12)
!24 = !DILocation(line: 15, column: 19, scope: !12)
!25 = !DILocation(line: 15, column: 7, scope: !12)
!26 = !DILocation(line: 11, column: 14, scope: !12)
!27 = !DILocation(line: 12, column: 7, scope: !12)
!28 = !DILocation(line: 13, column: 16, scope: !12)
!29 = !DILocation(line: 13, column: 12, scope: !12)
!30 = !DILocation(line: 14, column: 5, scope: !12)
!31 = !DILocation(line: 15, column: 25, scope: !12)
!32 = distinct !{!32, !25, !33, !34}
!33 = !DILocation(line: 15, column: 44, scope: !12)
!34 = !{!"llvm.loop.mustprogress"}
!35 = !DILocation(line: 17, column: 5, scope: !12)
!36 = !DILocation(line: 18, column: 3, scope: !12)
!37 = !DILocation(line: 19, column: 3, scope: !12)
!38 = !DILocation(line: 20, column: 1, scope: !12)
!39 = distinct !DISubprogram(name: "two_phase", scope: !1, file: !1, line: 21, type: !13, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!40 = !DILocation(line: 22, column: 11, scope: !39)
!41 = !DILocation(line: 22, column: 24, scope: !39)
!42 = !DILocation(line: 22, column: 22, scope: !39)
!43 = !DILocation(line: 22, column: 37, scope: !39)
!44 = !DILocation(line: 22, column: 35, scope: !39)
!45 = !DILocation(line: 23, column: 9, scope: !39)
!46 = !DILocation(line: 23, column: 21, scope: !39)
!47 = !{!48, !48, i64 0}
!48 = !{!"float", !10, i64 0}
!49 = !DILocation(line: 23, column: 26, scope: !39)
!50 = !DILocation(line: 23, column: 19, scope: !39)
!51 = !DILocation(line: 24, column: 49, scope: !39)
!52 = !DILocation(line: 0, scope: !39)
!53 = !DILocation(line: 24, column: 18, scope: !39)
!54 = !DILocation(line: 25, column: 13, scope: !39)
!55 = !DILocation(line: 26, column: 34, scope: !39)
!56 = !DILocation(line: 26, column: 37, scope: !39)
!57 = !DILocation(line: 26, column: 42, scope: !39)
!58 = !DILocation(line: 26, column: 13, scope: !39)
!59 = !DILocation(line: 6, column: 3, scope: !12, inlinedAt: !60)
!60 = distinct !DILocation(line: 27, column: 3, scope: !39)
!61 = !DILocation(line: 7, column: 19, scope: !12, inlinedAt: !60)
!62 = !DILocation(line: 27, column: 25, scope: !39)
!63 = !DILocation(line: 8, column: 18, scope: !12, inlinedAt: !60)
!64 = !DILocation(line: 9, column: 5, scope: !12, inlinedAt: !60)
!65 = !DILocation(line: 10, column: 9, scope: !12, inlinedAt: !60)
!66 = !DILocation(line: 10, column: 63, scope: !12, inlinedAt: !60)
!67 = !DILocation(line: 10, column: 47, scope: !12, inlinedAt: !60)
!68 = !DILocation(line: 15, column: 14, scope: !12, inlinedAt: !60)
!69 = !DILocation(line: 15, column: 19, scope: !12, inlinedAt: !60)
!70 = !DILocation(line: 15, column: 7, scope: !12, inlinedAt: !60)
!71 = !DILocation(line: 11, column: 14, scope: !12, inlinedAt: !60)
!72 = !DILocation(line: 12, column: 7, scope: !12, inlinedAt: !60)
!73 = !DILocation(line: 13, column: 16, scope: !12, inlinedAt: !60)
!74 = !DILocation(line: 13, column: 12, scope: !12, inlinedAt: !60)
!75 = !DILocation(line: 14, column: 5, scope: !12, inlinedAt: !60)
!76 = !DILocation(line: 15, column: 25, scope: !12, inlinedAt: !60)
!77 = distinct !{!77, !70, !78, !34}
!78 = !DILocation(line: 15, column: 44, scope: !12, inlinedAt: !60)
!79 = !DILocation(line: 17, column: 5, scope: !12, inlinedAt: !60)
!80 = !DILocation(line: 18, column: 3, scope: !12, inlinedAt: !60)
!81 = !DILocation(line: 19, column: 3, scope: !12, inlinedAt: !60)
!82 = !DILocation(line: 28, column: 9, scope: !39)
!83 = !DILocation(line: 28, column: 28, scope: !39)
!84 = !DILocation(line: 28, column: 33, scope: !39)
!85 = !DILocation(line: 28, column: 23, scope: !39)
!86 = !DILocation(line: 28, column: 40, scope: !39)
!87 = !DILocation(line: 28, column: 38, scope: !39)
!88 = !DILocation(line: 28, column: 14, scope: !39)
!89 = !DILocation(line: 28, column: 21, scope: !39)
!90 = !DILocation(line: 29, column: 19, scope: !39)
!91 = !DILocation(line: 29, column: 49, scope: !39)
!92 = !DILocation(line: 29, column: 87, scope: !39)
!93 = !DILocation(line: 29, column: 120, scope: !39)
!94 = !DILocation(line: 29, column: 127, scope: !39)
!95 = !DILocation(line: 30, column: 1, scope: !39)
