; ModuleID = 'atomics_vec.cu'
source_filename = "atomics_vec.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @vec(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1, ptr noundef captures(none) %2, ptr noundef captures(none) %3) local_unnamed_addr #0 !dbg !12 {
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !15
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !16
  %7 = mul nuw nsw i32 %5, %6, !dbg !17
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !18
  %9 = add nuw nsw i32 %7, %8, !dbg !19
  %10 = zext nneg i32 %9 to i64, !dbg !20
  %11 = getelementptr inbounds nuw <4 x float>, ptr %0, i64 %10, !dbg !20
  %12 = load <4 x float>, ptr %11, align 16, !dbg !20, !tbaa !21
  %13 = fmul contract <4 x float> %12, splat (float 2.000000e+00), !dbg !22
  %14 = shufflevector <4 x float> %13, <4 x float> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>, !dbg !22
  %15 = fadd contract <4 x float> %12, %14, !dbg !23
  %16 = getelementptr inbounds nuw <4 x float>, ptr %1, i64 %10, !dbg !24
  store <4 x float> %15, ptr %16, align 16, !dbg !25, !tbaa !21
  %17 = atomicrmw uinc_wrap ptr %2, i32 100 seq_cst, align 4, !dbg !26
  %18 = atomicrmw umax ptr %3, i64 %10 seq_cst, align 8, !dbg !27
  %19 = cmpxchg ptr %2, i32 1, i32 2 seq_cst seq_cst, align 4, !dbg !28
  ret void, !dbg !29
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

attributes #0 = { mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6}
!llvm.ident = !{!7}
!llvm.errno.tbaa = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "atomics_vec.cu", directory: "/work/wt/llir25/tools/capture/clang_kernels")
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
!12 = distinct !DISubprogram(name: "vec", scope: !1, file: !1, line: 3, type: !13, scopeLine: 3, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 4, column: 11, scope: !12)
!16 = !DILocation(line: 4, column: 24, scope: !12)
!17 = !DILocation(line: 4, column: 22, scope: !12)
!18 = !DILocation(line: 4, column: 37, scope: !12)
!19 = !DILocation(line: 4, column: 35, scope: !12)
!20 = !DILocation(line: 5, column: 15, scope: !12)
!21 = !{!10, !10, i64 0}
!22 = !DILocation(line: 6, column: 19, scope: !12)
!23 = !DILocation(line: 6, column: 26, scope: !12)
!24 = !DILocation(line: 6, column: 3, scope: !12)
!25 = !DILocation(line: 6, column: 10, scope: !12)
!26 = !DILocation(line: 7, column: 3, scope: !12)
!27 = !DILocation(line: 8, column: 3, scope: !12)
!28 = !DILocation(line: 9, column: 3, scope: !12)
!29 = !DILocation(line: 10, column: 1, scope: !12)
