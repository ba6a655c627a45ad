; ModuleID = 'm24_dyn_index.cu'
source_filename = "m24_dyn_index.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @m24_dyn_index(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1, i32 noundef %2) local_unnamed_addr #0 !dbg !12 {
  %4 = alloca [4 x i32], align 4
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !15
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !16
  %7 = mul nuw nsw i32 %5, %6, !dbg !17
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !18
  %9 = add nuw nsw i32 %7, %8, !dbg !19
  %10 = icmp slt i32 %9, %2, !dbg !20
  br i1 %10, label %11, label %40, !dbg !20

11:                                               ; preds = %3
  call void @llvm.lifetime.start.p0(ptr nonnull %4) #3, !dbg !21
  %12 = zext nneg i32 %9 to i64, !dbg !22
  %13 = getelementptr inbounds nuw i32, ptr %0, i64 %12, !dbg !22
  %14 = load i32, ptr %13, align 4, !dbg !22, !tbaa !8
  store i32 %14, ptr %4, align 4, !dbg !23, !tbaa !8
  %15 = getelementptr inbounds nuw i8, ptr %4, i64 4, !dbg !23
  %16 = add nsw i32 %14, 1, !dbg !24
  store i32 %16, ptr %15, align 4, !dbg !23, !tbaa !8
  %17 = getelementptr inbounds nuw i8, ptr %4, i64 8, !dbg !23
  %18 = shl nsw i32 %14, 1, !dbg !25
  store i32 %18, ptr %17, align 4, !dbg !23, !tbaa !8
  %19 = getelementptr inbounds nuw i8, ptr %4, i64 12, !dbg !23
  store i32 7, ptr %19, align 4, !dbg !23, !tbaa !8
  %20 = and i32 %14, 3, !dbg !26
  %21 = lshr i32 %14, 2, !dbg !27
  %22 = and i32 %21, 3, !dbg !28
  %23 = zext nneg i32 %22 to i64, !dbg !29
  %24 = getelementptr inbounds nuw i32, ptr %4, i64 %23, !dbg !29
  %25 = load i32, ptr %24, align 4, !dbg !29, !tbaa !8
  %26 = zext nneg i32 %20 to i64, !dbg !30
  %27 = getelementptr inbounds nuw i32, ptr %4, i64 %26, !dbg !30
  %28 = load i32, ptr %27, align 4, !dbg !31, !tbaa !8
  %29 = add nsw i32 %28, %25, !dbg !31
  store i32 %29, ptr %27, align 4, !dbg !31, !tbaa !8
  %30 = load i32, ptr %4, align 4, !dbg !32, !tbaa !8
  %31 = load i32, ptr %15, align 4, !dbg !33, !tbaa !8
  %32 = xor i32 %31, %30, !dbg !34
  %33 = load i32, ptr %17, align 4, !dbg !35, !tbaa !8
  %34 = xor i32 %32, %33, !dbg !36
  %35 = load i32, ptr %19, align 4, !dbg !37, !tbaa !8
  %36 = xor i32 %34, %35, !dbg !38
  %37 = load i32, ptr %24, align 4, !dbg !39, !tbaa !8
  %38 = xor i32 %36, %37, !dbg !40
  %39 = getelementptr inbounds nuw i32, ptr %1, i64 %12, !dbg !41
  store i32 %38, ptr %39, align 4, !dbg !42, !tbaa !8
  call void @llvm.lifetime.end.p0(ptr nonnull %4) #3, !dbg !43
  br label %40, !dbg !43

40:                                               ; preds = %3, %11
  ret void, !dbg !43
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #1

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6}
!llvm.ident = !{!7}
!llvm.errno.tbaa = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "m24_dyn_index.cu", directory: "/work/wt/mid24/tools/capture/clang_kernels")
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
!12 = distinct !DISubprogram(name: "m24_dyn_index", scope: !1, file: !1, line: 3, type: !13, scopeLine: 3, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 4, column: 11, scope: !12)
!16 = !DILocation(line: 4, column: 24, scope: !12)
!17 = !DILocation(line: 4, column: 22, scope: !12)
!18 = !DILocation(line: 4, column: 37, scope: !12)
!19 = !DILocation(line: 4, column: 35, scope: !12)
!20 = !DILocation(line: 5, column: 9, scope: !12)
!21 = !DILocation(line: 6, column: 3, scope: !12)
!22 = !DILocation(line: 6, column: 15, scope: !12)
!23 = !DILocation(line: 6, column: 14, scope: !12)
!24 = !DILocation(line: 6, column: 28, scope: !12)
!25 = !DILocation(line: 6, column: 39, scope: !12)
!26 = !DILocation(line: 7, column: 17, scope: !12)
!27 = !DILocation(line: 7, column: 33, scope: !12)
!28 = !DILocation(line: 7, column: 39, scope: !12)
!29 = !DILocation(line: 8, column: 11, scope: !12)
!30 = !DILocation(line: 8, column: 3, scope: !12)
!31 = !DILocation(line: 8, column: 8, scope: !12)
!32 = !DILocation(line: 9, column: 12, scope: !12)
!33 = !DILocation(line: 9, column: 19, scope: !12)
!34 = !DILocation(line: 9, column: 17, scope: !12)
!35 = !DILocation(line: 9, column: 26, scope: !12)
!36 = !DILocation(line: 9, column: 24, scope: !12)
!37 = !DILocation(line: 9, column: 33, scope: !12)
!38 = !DILocation(line: 9, column: 31, scope: !12)
!39 = !DILocation(line: 9, column: 40, scope: !12)
!40 = !DILocation(line: 9, column: 38, scope: !12)
!41 = !DILocation(line: 9, column: 3, scope: !12)
!42 = !DILocation(line: 9, column: 10, scope: !12)
!43 = !DILocation(line: 10, column: 1, scope: !12)
