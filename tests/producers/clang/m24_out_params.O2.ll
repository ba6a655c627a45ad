; ModuleID = 'm24_out_params.cu'
source_filename = "m24_out_params.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write)
define dso_local void @_Z6divmodiiPiS_(i32 noundef %0, i32 noundef %1, ptr noundef writeonly captures(none) initializes((0, 4)) %2, ptr noundef writeonly captures(none) initializes((0, 4)) %3) local_unnamed_addr #0 !dbg !12 {
  %5 = sdiv i32 %0, %1, !dbg !15
  store i32 %5, ptr %2, align 4, !dbg !16, !tbaa !8
  %6 = mul i32 %5, %1, !dbg !17
  %7 = sub i32 %0, %6, !dbg !17
  store i32 %7, ptr %3, align 4, !dbg !18, !tbaa !8
  ret void, !dbg !19
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @_Z4swapRiS_(ptr noundef nonnull align 4 captures(none) dereferenceable(4) %0, ptr noundef nonnull align 4 captures(none) dereferenceable(4) %1) local_unnamed_addr #1 !dbg !20 {
  %3 = load i32, ptr %0, align 4, !dbg !21, !tbaa !8
  %4 = load i32, ptr %1, align 4, !dbg !22, !tbaa !8
  store i32 %4, ptr %0, align 4, !dbg !23, !tbaa !8
  store i32 %3, ptr %1, align 4, !dbg !24, !tbaa !8
  ret void, !dbg !25
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @m24_out_params(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1, i32 noundef %2) local_unnamed_addr #2 !dbg !26 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !27
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !28
  %6 = mul nuw nsw i32 %4, %5, !dbg !29
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !30
  %8 = add nuw nsw i32 %6, %7, !dbg !31
  %9 = icmp slt i32 %8, %2, !dbg !32
  br i1 %9, label %10, label %61, !dbg !32

10:                                               ; preds = %3
  %11 = zext nneg i32 %8 to i64, !dbg !33
  %12 = getelementptr inbounds nuw i32, ptr %0, i64 %11, !dbg !33
  %13 = load i32, ptr %12, align 4, !dbg !33, !tbaa !8
  %14 = or i32 %13, 1, !dbg !34
  %15 = freeze i32 %14, !dbg !35
  %16 = sdiv i32 %15, 7, !dbg !35
  %17 = mul i32 %16, 7, !dbg !37
  %18 = sub i32 %15, %17, !dbg !37
  %19 = tail call i32 @llvm.smax.i32(i32 %16, i32 %18), !dbg !38
  %20 = tail call i32 @llvm.smin.i32(i32 %16, i32 %18), !dbg !38
  %21 = add nsw i32 %14, 1, !dbg !39
  %22 = freeze i32 %21, !dbg !35
  %23 = sdiv i32 %22, 7, !dbg !35
  %24 = mul i32 %23, 7, !dbg !37
  %25 = sub i32 %22, %24, !dbg !37
  %26 = tail call i32 @llvm.smax.i32(i32 %23, i32 %25), !dbg !38
  %27 = tail call i32 @llvm.smin.i32(i32 %23, i32 %25), !dbg !38
  %28 = add nsw i32 %20, %27, !dbg !40
  %29 = add nsw i32 %14, 2, !dbg !39
  %30 = freeze i32 %29, !dbg !35
  %31 = sdiv i32 %30, 7, !dbg !35
  %32 = mul i32 %31, 7, !dbg !37
  %33 = sub i32 %30, %32, !dbg !37
  %34 = tail call i32 @llvm.smax.i32(i32 %31, i32 %33), !dbg !38
  %35 = tail call i32 @llvm.smin.i32(i32 %31, i32 %33), !dbg !38
  %36 = add nsw i32 %19, %26, !dbg !40
  %37 = add nsw i32 %28, %35, !dbg !40
  %38 = add nsw i32 %14, 3, !dbg !39
  %39 = freeze i32 %38, !dbg !35
  %40 = sdiv i32 %39, 7, !dbg !35
  %41 = mul i32 %40, 7, !dbg !37
  %42 = sub i32 %39, %41, !dbg !37
  %43 = tail call i32 @llvm.smax.i32(i32 %40, i32 %42), !dbg !38
  %44 = tail call i32 @llvm.smin.i32(i32 %40, i32 %42), !dbg !38
  %45 = add nsw i32 %36, %34, !dbg !40
  %46 = add nsw i32 %37, %44, !dbg !40
  %47 = add nsw i32 %14, 4, !dbg !39
  %48 = freeze i32 %47, !dbg !35
  %49 = sdiv i32 %48, 7, !dbg !35
  %50 = mul i32 %49, 7, !dbg !37
  %51 = sub i32 %48, %50, !dbg !37
  %52 = tail call i32 @llvm.smax.i32(i32 %49, i32 %51), !dbg !38
  %53 = tail call i32 @llvm.smin.i32(i32 %49, i32 %51), !dbg !38
  %54 = mul nsw i32 %52, 3, !dbg !41
  %55 = add nsw i32 %45, %43, !dbg !40
  %56 = mul i32 %55, 3, !dbg !40
  %57 = add nsw i32 %46, %53, !dbg !40
  %58 = sub i32 %56, %57, !dbg !40
  %59 = add i32 %58, %54, !dbg !42
  %60 = getelementptr inbounds nuw i32, ptr %1, i64 %11, !dbg !43
  store i32 %59, ptr %60, align 4, !dbg !44, !tbaa !8
  br label %61, !dbg !45

61:                                               ; preds = %3, %10
  ret void, !dbg !45
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #4

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #4

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6}
!llvm.ident = !{!7}
!llvm.errno.tbaa = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "m24_out_params.cu", directory: "/work/wt/mid24/tools/capture/clang_kernels")
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
!12 = distinct !DISubprogram(name: "divmod", scope: !1, file: !1, line: 3, type: !13, scopeLine: 3, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 3, column: 63, scope: !12)
!16 = !DILocation(line: 3, column: 59, scope: !12)
!17 = !DILocation(line: 3, column: 75, scope: !12)
!18 = !DILocation(line: 3, column: 71, scope: !12)
!19 = !DILocation(line: 3, column: 80, scope: !12)
!20 = distinct !DISubprogram(name: "swap", scope: !1, file: !1, line: 4, type: !13, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!21 = !DILocation(line: 4, column: 48, scope: !20)
!22 = !DILocation(line: 4, column: 55, scope: !20)
!23 = !DILocation(line: 4, column: 53, scope: !20)
!24 = !DILocation(line: 4, column: 60, scope: !20)
!25 = !DILocation(line: 4, column: 65, scope: !20)
!26 = distinct !DISubprogram(name: "m24_out_params", scope: !1, file: !1, line: 5, type: !13, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!27 = !DILocation(line: 6, column: 11, scope: !26)
!28 = !DILocation(line: 6, column: 24, scope: !26)
!29 = !DILocation(line: 6, column: 22, scope: !26)
!30 = !DILocation(line: 6, column: 37, scope: !26)
!31 = !DILocation(line: 6, column: 35, scope: !26)
!32 = !DILocation(line: 7, column: 9, scope: !26)
!33 = !DILocation(line: 8, column: 11, scope: !26)
!34 = !DILocation(line: 8, column: 17, scope: !26)
!35 = !DILocation(line: 3, column: 63, scope: !12, inlinedAt: !36)
!36 = distinct !DILocation(line: 11, column: 5, scope: !26)
!37 = !DILocation(line: 3, column: 75, scope: !12, inlinedAt: !36)
!38 = !DILocation(line: 12, column: 11, scope: !26)
!39 = !DILocation(line: 11, column: 14, scope: !26)
!40 = !DILocation(line: 13, column: 18, scope: !26)
!41 = !DILocation(line: 13, column: 14, scope: !26)
!42 = !DILocation(line: 13, column: 9, scope: !26)
!43 = !DILocation(line: 15, column: 3, scope: !26)
!44 = !DILocation(line: 15, column: 10, scope: !26)
!45 = !DILocation(line: 16, column: 1, scope: !26)
