; ModuleID = 'warp_vote.cu'
source_filename = "warp_vote.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local ptx_kernel void @warp_ops(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1, ptr noundef writeonly captures(none) %2) local_unnamed_addr #0 !dbg !12 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  %5 = zext nneg i32 %4 to i64, !dbg !16
  %6 = getelementptr inbounds nuw i32, ptr %0, i64 %5, !dbg !16
  %7 = load i32, ptr %6, align 4, !dbg !16, !tbaa !8
  %8 = tail call i32 @llvm.nvvm.activemask(), !dbg !17
  %9 = icmp sgt i32 %7, 0, !dbg !18
  %10 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 %8, i1 %9), !dbg !19
  %11 = icmp ne i32 %7, 0, !dbg !20
  %12 = tail call i1 @llvm.nvvm.vote.all.sync(i32 %8, i1 %11), !dbg !21
  %13 = icmp slt i32 %7, 0, !dbg !22
  %14 = tail call i1 @llvm.nvvm.vote.any.sync(i32 %8, i1 %13), !dbg !23
  %15 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %7, i32 16, i32 31), !dbg !24
  %16 = add nsw i32 %15, %7, !dbg !25
  %17 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %16, i32 8, i32 31), !dbg !24
  %18 = add nsw i32 %17, %16, !dbg !25
  %19 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %18, i32 4, i32 31), !dbg !24
  %20 = add nsw i32 %19, %18, !dbg !25
  %21 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %20, i32 2, i32 31), !dbg !24
  %22 = add nsw i32 %21, %20, !dbg !25
  %23 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %22, i32 1, i32 31), !dbg !24
  %24 = add nsw i32 %23, %22, !dbg !25
  %25 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %7, i32 1, i32 0), !dbg !26
  %26 = sitofp i32 %7 to float, !dbg !27
  %27 = tail call contract float @llvm.nvvm.shfl.sync.idx.f32(i32 -1, float %26, i32 0, i32 31), !dbg !28
  %28 = tail call contract float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %26, i32 2, i32 31), !dbg !29
  %29 = and i32 %7, 3, !dbg !30
  %30 = tail call i32 @llvm.nvvm.match.any.sync.i32(i32 %8, i32 %29), !dbg !31
  %31 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %10), !dbg !32
  %32 = select i1 %12, i32 2, i32 0, !dbg !33
  %33 = select i1 %14, i32 4, i32 0, !dbg !34
  %34 = or i32 %30, 1, !dbg !35
  %35 = tail call range(i32 0, 32) i32 @llvm.ctlz.i32(i32 %34, i1 true), !dbg !36
  %36 = add nuw nsw i32 %32, %31, !dbg !37
  %37 = add nuw nsw i32 %36, %33, !dbg !38
  %38 = add i32 %37, %24, !dbg !39
  %39 = add i32 %38, %25, !dbg !40
  %40 = add nsw i32 %39, %35, !dbg !41
  %41 = getelementptr inbounds nuw i32, ptr %1, i64 %5, !dbg !42
  store i32 %40, ptr %41, align 4, !dbg !43, !tbaa !8
  %42 = fadd contract float %27, %28, !dbg !44
  %43 = getelementptr inbounds nuw float, ptr %2, i64 %5, !dbg !45
  store float %42, ptr %43, align 4, !dbg !46, !tbaa !47
  ret void, !dbg !49
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.activemask() #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1) #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i1 @llvm.nvvm.vote.all.sync(i32, i1) #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i1 @llvm.nvvm.vote.any.sync(i32, i1) #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.up.i32(i32, i32, i32, i32) #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.idx.f32(i32, float, i32, i32) #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.down.f32(i32, float, i32, i32) #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.match.any.sync.i32(i32, i32) #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctlz.i32(i32, i1 immarg) #1

attributes #0 = { convergent mustprogress noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #3 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6}
!llvm.ident = !{!7}
!llvm.errno.tbaa = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "warp_vote.cu", directory: "/work/wt/llir25/tools/capture/clang_kernels")
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
!12 = distinct !DISubprogram(name: "warp_ops", scope: !1, file: !1, line: 4, type: !13, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 5, column: 11, scope: !12)
!16 = !DILocation(line: 6, column: 11, scope: !12)
!17 = !DILocation(line: 7, column: 19, scope: !12)
!18 = !DILocation(line: 8, column: 53, scope: !12)
!19 = !DILocation(line: 8, column: 21, scope: !12)
!20 = !DILocation(line: 9, column: 42, scope: !12)
!21 = !DILocation(line: 9, column: 13, scope: !12)
!22 = !DILocation(line: 10, column: 42, scope: !12)
!23 = !DILocation(line: 10, column: 13, scope: !12)
!24 = !DILocation(line: 12, column: 47, scope: !12)
!25 = !DILocation(line: 12, column: 44, scope: !12)
!26 = !DILocation(line: 13, column: 12, scope: !12)
!27 = !DILocation(line: 14, column: 20, scope: !12)
!28 = !DILocation(line: 15, column: 13, scope: !12)
!29 = !DILocation(line: 16, column: 13, scope: !12)
!30 = !DILocation(line: 17, column: 53, scope: !12)
!31 = !DILocation(line: 17, column: 19, scope: !12)
!32 = !DILocation(line: 18, column: 21, scope: !12)
!33 = !DILocation(line: 18, column: 54, scope: !12)
!34 = !DILocation(line: 18, column: 64, scope: !12)
!35 = !DILocation(line: 18, column: 89, scope: !12)
!36 = !DILocation(line: 18, column: 70, scope: !12)
!37 = !DILocation(line: 18, column: 14, scope: !12)
!38 = !DILocation(line: 18, column: 19, scope: !12)
!39 = !DILocation(line: 18, column: 48, scope: !12)
!40 = !DILocation(line: 18, column: 58, scope: !12)
!41 = !DILocation(line: 18, column: 68, scope: !12)
!42 = !DILocation(line: 18, column: 3, scope: !12)
!43 = !DILocation(line: 18, column: 10, scope: !12)
!44 = !DILocation(line: 19, column: 15, scope: !12)
!45 = !DILocation(line: 19, column: 3, scope: !12)
!46 = !DILocation(line: 19, column: 11, scope: !12)
!47 = !{!48, !48, i64 0}
!48 = !{!"float", !10, i64 0}
!49 = !DILocation(line: 20, column: 1, scope: !12)
