; ModuleID = 'control.cu'
source_filename = "control.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @control(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1, i32 noundef %2) local_unnamed_addr #0 !dbg !12 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !15
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !16
  %6 = mul nuw nsw i32 %4, %5, !dbg !17
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !18
  %8 = add nuw nsw i32 %6, %7, !dbg !19
  %9 = icmp slt i32 %8, %2, !dbg !20
  br i1 %9, label %10, label %44, !dbg !20

10:                                               ; preds = %3
  %11 = zext nneg i32 %8 to i64, !dbg !21
  %12 = getelementptr inbounds nuw i32, ptr %0, i64 %11, !dbg !21
  %13 = load i32, ptr %12, align 4, !dbg !21, !tbaa !8
  %14 = and i32 %13, 7, !dbg !22
  switch i32 %14, label %23 [
    i32 0, label %15
    i32 1, label %17
    i32 2, label %19
    i32 5, label %21
  ], !dbg !23

15:                                               ; preds = %10
  %16 = mul nsw i32 %13, 3, !dbg !24
  br label %25, !dbg !25

17:                                               ; preds = %10
  %18 = ashr i32 %13, 2, !dbg !26
  br label %25, !dbg !27

19:                                               ; preds = %10
  %20 = sub nsw i32 0, %13, !dbg !28
  br label %25, !dbg !29

21:                                               ; preds = %10
  %22 = sdiv i32 %13, 7, !dbg !30
  br label %25, !dbg !31

23:                                               ; preds = %10
  %24 = srem i32 %13, 11, !dbg !32
  br label %25, !dbg !33

25:                                               ; preds = %23, %21, %19, %17, %15
  %26 = phi i32 [ %24, %23 ], [ %16, %15 ], [ %18, %17 ], [ %20, %19 ], [ %22, %21 ], !dbg !34
  %27 = and i32 %13, 15
  %28 = icmp eq i32 %27, 0, !dbg !35
  br i1 %28, label %41, label %29, !dbg !36

29:                                               ; preds = %25
  %30 = add nsw i32 %27, -1, !dbg !36
  %31 = zext nneg i32 %30 to i33, !dbg !36
  %32 = add nsw i32 %27, -2, !dbg !36
  %33 = zext i32 %32 to i33, !dbg !36
  %34 = mul i33 %31, %33, !dbg !36
  %35 = lshr i33 %34, 1, !dbg !36
  %36 = trunc nuw i33 %35 to i32, !dbg !36
  %37 = add i32 %27, %36, !dbg !36
  %38 = add i32 %37, -1, !dbg !36
  %39 = mul i32 %13, %38, !dbg !36
  %40 = add i32 %26, %39, !dbg !36
  br label %41, !dbg !37

41:                                               ; preds = %29, %25
  %42 = phi i32 [ %26, %25 ], [ %40, %29 ], !dbg !34
  %43 = getelementptr inbounds nuw i32, ptr %1, i64 %11, !dbg !37
  store i32 %42, ptr %43, align 4, !dbg !38, !tbaa !8
  br label %44, !dbg !39

44:                                               ; preds = %3, %41
  ret void, !dbg !39
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6}
!llvm.ident = !{!7}
!llvm.errno.tbaa = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "control.cu", directory: "/work/wt/llir25/tools/capture/clang_kernels")
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
!12 = distinct !DISubprogram(name: "control", scope: !1, file: !1, line: 2, type: !13, scopeLine: 2, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 3, column: 11, scope: !12)
!16 = !DILocation(line: 3, column: 24, scope: !12)
!17 = !DILocation(line: 3, column: 22, scope: !12)
!18 = !DILocation(line: 3, column: 37, scope: !12)
!19 = !DILocation(line: 3, column: 35, scope: !12)
!20 = !DILocation(line: 4, column: 9, scope: !12)
!21 = !DILocation(line: 5, column: 11, scope: !12)
!22 = !DILocation(line: 6, column: 13, scope: !12)
!23 = !DILocation(line: 6, column: 3, scope: !12)
!24 = !DILocation(line: 7, column: 21, scope: !12)
!25 = !DILocation(line: 7, column: 26, scope: !12)
!26 = !DILocation(line: 8, column: 21, scope: !12)
!27 = !DILocation(line: 8, column: 27, scope: !12)
!28 = !DILocation(line: 9, column: 19, scope: !12)
!29 = !DILocation(line: 9, column: 23, scope: !12)
!30 = !DILocation(line: 10, column: 21, scope: !12)
!31 = !DILocation(line: 10, column: 26, scope: !12)
!32 = !DILocation(line: 11, column: 22, scope: !12)
!33 = !DILocation(line: 12, column: 3, scope: !12)
!34 = !DILocation(line: 0, scope: !12)
!35 = !DILocation(line: 13, column: 21, scope: !12)
!36 = !DILocation(line: 13, column: 3, scope: !12)
!37 = !DILocation(line: 14, column: 3, scope: !12)
!38 = !DILocation(line: 14, column: 10, scope: !12)
!39 = !DILocation(line: 15, column: 1, scope: !12)
