; ModuleID = 'm24_while_bits.cu'
source_filename = "m24_while_bits.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local noundef range(i32 0, 501) i32 @_Z5stepsj(i32 noundef %0) local_unnamed_addr #0 !dbg !12 {
  %2 = icmp eq i32 %0, 1, !dbg !15
  br i1 %2, label %16, label %3, !dbg !16

3:                                                ; preds = %1, %3
  %4 = phi i32 [ %12, %3 ], [ 0, %1 ]
  %5 = phi i32 [ %11, %3 ], [ %0, %1 ]
  %6 = and i32 %5, 1, !dbg !17
  %7 = icmp eq i32 %6, 0, !dbg !18
  %8 = mul i32 %5, 3, !dbg !18
  %9 = add i32 %8, 1, !dbg !18
  %10 = lshr exact i32 %5, 1, !dbg !18
  %11 = select i1 %7, i32 %10, i32 %9, !dbg !18
  %12 = add nuw nsw i32 %4, 1, !dbg !19
  %13 = icmp ne i32 %11, 1, !dbg !15
  %14 = icmp samesign ult i32 %4, 499, !dbg !20
  %15 = select i1 %13, i1 %14, i1 false, !dbg !20
  br i1 %15, label %3, label %16, !dbg !16, !llvm.loop !21

16:                                               ; preds = %3, %1
  %17 = phi i32 [ 0, %1 ], [ %12, %3 ], !dbg !24
  ret i32 %17, !dbg !25
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @m24_while_bits(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1, i32 noundef %2) local_unnamed_addr #1 !dbg !26 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !27
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !28
  %6 = mul nuw nsw i32 %4, %5, !dbg !29
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !30
  %8 = add nuw nsw i32 %6, %7, !dbg !31
  %9 = icmp slt i32 %8, %2, !dbg !32
  br i1 %9, label %10, label %46, !dbg !32

10:                                               ; preds = %3
  %11 = zext nneg i32 %8 to i64, !dbg !33
  %12 = getelementptr inbounds nuw i32, ptr %0, i64 %11, !dbg !33
  %13 = load i32, ptr %12, align 4, !dbg !33, !tbaa !8
  %14 = icmp eq i32 %13, 0, !dbg !34
  br i1 %14, label %24, label %15, !dbg !35

15:                                               ; preds = %10, %15
  %16 = phi i32 [ %19, %15 ], [ 0, %10 ]
  %17 = phi i32 [ %20, %15 ], [ %13, %10 ]
  %18 = and i32 %17, 1, !dbg !36
  %19 = add i32 %16, %18, !dbg !37
  %20 = lshr i32 %17, 1, !dbg !38
  %21 = icmp eq i32 %20, 0, !dbg !34
  br i1 %21, label %22, label %15, !dbg !35, !llvm.loop !39

22:                                               ; preds = %15
  %23 = mul nsw i32 %19, 1000, !dbg !41
  br label %24, !dbg !41

24:                                               ; preds = %22, %10
  %25 = phi i32 [ 0, %10 ], [ %23, %22 ], !dbg !42
  %26 = icmp ult i32 %13, 2, !dbg !43
  br i1 %26, label %42, label %27, !dbg !45

27:                                               ; preds = %24
  %28 = or i32 %13, 1, !dbg !46
  br label %29, !dbg !45

29:                                               ; preds = %27, %29
  %30 = phi i32 [ %38, %29 ], [ 0, %27 ]
  %31 = phi i32 [ %37, %29 ], [ %28, %27 ]
  %32 = and i32 %31, 1, !dbg !47
  %33 = icmp eq i32 %32, 0, !dbg !48
  %34 = mul i32 %31, 3, !dbg !48
  %35 = add i32 %34, 1, !dbg !48
  %36 = lshr exact i32 %31, 1, !dbg !48
  %37 = select i1 %33, i32 %36, i32 %35, !dbg !48
  %38 = add nuw nsw i32 %30, 1, !dbg !49
  %39 = icmp ne i32 %37, 1, !dbg !43
  %40 = icmp samesign ult i32 %30, 499, !dbg !50
  %41 = select i1 %39, i1 %40, i1 false, !dbg !50
  br i1 %41, label %29, label %42, !dbg !45, !llvm.loop !51

42:                                               ; preds = %29, %24
  %43 = phi i32 [ 0, %24 ], [ %38, %29 ], !dbg !53
  %44 = add nsw i32 %43, %25, !dbg !54
  %45 = getelementptr inbounds nuw i32, ptr %1, i64 %11, !dbg !55
  store i32 %44, ptr %45, align 4, !dbg !56, !tbaa !8
  br label %46, !dbg !57

46:                                               ; preds = %3, %42
  ret void, !dbg !57
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6}
!llvm.ident = !{!7}
!llvm.errno.tbaa = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "m24_while_bits.cu", directory: "/work/wt/mid24/tools/capture/clang_kernels")
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
!12 = distinct !DISubprogram(name: "steps", scope: !1, file: !1, line: 3, type: !13, scopeLine: 3, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 5, column: 12, scope: !12)
!16 = !DILocation(line: 5, column: 3, scope: !12)
!17 = !DILocation(line: 5, column: 38, scope: !12)
!18 = !DILocation(line: 5, column: 35, scope: !12)
!19 = !DILocation(line: 5, column: 65, scope: !12)
!20 = !DILocation(line: 5, column: 17, scope: !12)
!21 = distinct !{!21, !16, !22, !23}
!22 = !DILocation(line: 5, column: 70, scope: !12)
!23 = !{!"llvm.loop.mustprogress"}
!24 = !DILocation(line: 0, scope: !12)
!25 = !DILocation(line: 6, column: 3, scope: !12)
!26 = distinct !DISubprogram(name: "m24_while_bits", scope: !1, file: !1, line: 8, type: !13, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!27 = !DILocation(line: 9, column: 11, scope: !26)
!28 = !DILocation(line: 9, column: 24, scope: !26)
!29 = !DILocation(line: 9, column: 22, scope: !26)
!30 = !DILocation(line: 9, column: 37, scope: !26)
!31 = !DILocation(line: 9, column: 35, scope: !26)
!32 = !DILocation(line: 10, column: 9, scope: !26)
!33 = !DILocation(line: 11, column: 16, scope: !26)
!34 = !DILocation(line: 13, column: 10, scope: !26)
!35 = !DILocation(line: 13, column: 3, scope: !26)
!36 = !DILocation(line: 13, column: 25, scope: !26)
!37 = !DILocation(line: 13, column: 20, scope: !26)
!38 = !DILocation(line: 13, column: 32, scope: !26)
!39 = distinct !{!39, !35, !40, !23}
!40 = !DILocation(line: 13, column: 39, scope: !26)
!41 = !DILocation(line: 14, column: 17, scope: !26)
!42 = !DILocation(line: 0, scope: !26)
!43 = !DILocation(line: 5, column: 12, scope: !12, inlinedAt: !44)
!44 = distinct !DILocation(line: 14, column: 26, scope: !26)
!45 = !DILocation(line: 5, column: 3, scope: !12, inlinedAt: !44)
!46 = !DILocation(line: 14, column: 38, scope: !26)
!47 = !DILocation(line: 5, column: 38, scope: !12, inlinedAt: !44)
!48 = !DILocation(line: 5, column: 35, scope: !12, inlinedAt: !44)
!49 = !DILocation(line: 5, column: 65, scope: !12, inlinedAt: !44)
!50 = !DILocation(line: 5, column: 17, scope: !12, inlinedAt: !44)
!51 = distinct !{!51, !45, !52, !23}
!52 = !DILocation(line: 5, column: 70, scope: !12, inlinedAt: !44)
!53 = !DILocation(line: 0, scope: !12, inlinedAt: !44)
!54 = !DILocation(line: 14, column: 24, scope: !26)
!55 = !DILocation(line: 14, column: 3, scope: !26)
!56 = !DILocation(line: 14, column: 10, scope: !26)
!57 = !DILocation(line: 15, column: 1, scope: !26)
