; ModuleID = 'vec_types.cu'
source_filename = "vec_types.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local noundef <4 x float> @_Z5lerp4Dv4_fS_f(<4 x float> noundef %0, <4 x float> noundef %1, float noundef %2) local_unnamed_addr #0 !dbg !12 {
  %4 = fsub contract <4 x float> %1, %0, !dbg !15
  %5 = insertelement <4 x float> poison, float %2, i64 0, !dbg !16
  %6 = shufflevector <4 x float> %5, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !16
  %7 = fmul contract <4 x float> %4, %6, !dbg !17
  %8 = fadd contract <4 x float> %0, %7, !dbg !18
  ret <4 x float> %8, !dbg !19
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @vectors(ptr noundef readonly captures(none) %0, ptr noundef readonly captures(none) %1, ptr noundef writeonly captures(none) %2, ptr noundef captures(none) %3, ptr noundef captures(none) %4, ptr noundef captures(none) %5, float noundef %6) local_unnamed_addr #1 !dbg !20 {
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !21
  %9 = zext nneg i32 %8 to i64, !dbg !22
  %10 = getelementptr inbounds nuw <4 x float>, ptr %0, i64 %9, !dbg !22
  %11 = addrspacecast ptr %10 to ptr addrspace(1), !dbg !23
  %12 = load <4 x float>, ptr addrspace(1) %11, align 16, !dbg !23, !invariant.load !14
  %13 = getelementptr inbounds nuw <4 x float>, ptr %1, i64 %9, !dbg !24
  %14 = load <4 x float>, ptr %13, align 16, !dbg !24, !tbaa !25
  %15 = fsub contract <4 x float> %14, %12, !dbg !26
  %16 = insertelement <4 x float> poison, float %6, i64 0, !dbg !28
  %17 = shufflevector <4 x float> %16, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !28
  %18 = fmul contract <4 x float> %17, %15, !dbg !29
  %19 = fadd contract <4 x float> %12, %18, !dbg !30
  %20 = shufflevector <4 x float> %19, <4 x float> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>, !dbg !31
  %21 = shufflevector <4 x float> %19, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !32
  %22 = fadd contract <4 x float> %20, %21, !dbg !33
  %23 = getelementptr inbounds nuw <4 x float>, ptr %2, i64 %9, !dbg !34
  store <4 x float> %22, ptr %23, align 16, !dbg !35, !tbaa !25
  %24 = getelementptr inbounds nuw <2 x i32>, ptr %3, i64 %9, !dbg !36
  %25 = load <2 x i32>, ptr %24, align 8, !dbg !36, !tbaa !25
  %26 = shl <2 x i32> %25, splat (i32 1), !dbg !37
  %27 = shufflevector <2 x i32> %26, <2 x i32> poison, <2 x i32> <i32 1, i32 0>, !dbg !37
  %28 = insertelement <2 x i32> poison, i32 %8, i64 0, !dbg !38
  %29 = shufflevector <2 x i32> %28, <2 x i32> poison, <2 x i32> zeroinitializer, !dbg !38
  %30 = add <2 x i32> %27, %29, !dbg !39
  store <2 x i32> %30, ptr %24, align 8, !dbg !40, !tbaa !25
  %31 = getelementptr inbounds nuw <2 x double>, ptr %4, i64 %9, !dbg !41
  %32 = load <2 x double>, ptr %31, align 16, !dbg !41, !tbaa !25
  %33 = shufflevector <2 x double> %32, <2 x double> poison, <2 x i32> <i32 1, i32 0>, !dbg !42
  %34 = fmul contract <2 x double> %32, %33, !dbg !43
  store <2 x double> %34, ptr %31, align 16, !dbg !44, !tbaa !25
  %35 = getelementptr inbounds nuw <2 x half>, ptr %5, i64 %9, !dbg !45
  %36 = load <2 x half>, ptr %35, align 4, !dbg !45, !tbaa !25
  %37 = fmul contract <2 x half> %36, %36, !dbg !46
  %38 = fadd contract <2 x half> %37, splat (half 0xH3C00), !dbg !47
  store <2 x half> %38, ptr %35, align 4, !dbg !48, !tbaa !25
  ret void, !dbg !49
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6}
!llvm.ident = !{!7}
!llvm.errno.tbaa = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "vec_types.cu", directory: "/work/wt/llir25/tools/capture/clang_kernels")
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
!12 = distinct !DISubprogram(name: "lerp4", scope: !1, file: !1, line: 8, type: !13, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 8, column: 73, scope: !12)
!16 = !DILocation(line: 8, column: 80, scope: !12)
!17 = !DILocation(line: 8, column: 78, scope: !12)
!18 = !DILocation(line: 8, column: 68, scope: !12)
!19 = !DILocation(line: 8, column: 59, scope: !12)
!20 = distinct !DISubprogram(name: "vectors", scope: !1, file: !1, line: 9, type: !13, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!21 = !DILocation(line: 11, column: 11, scope: !20)
!22 = !DILocation(line: 12, column: 31, scope: !20)
!23 = !DILocation(line: 12, column: 15, scope: !20)
!24 = !DILocation(line: 13, column: 15, scope: !20)
!25 = !{!10, !10, i64 0}
!26 = !DILocation(line: 8, column: 73, scope: !12, inlinedAt: !27)
!27 = distinct !DILocation(line: 14, column: 15, scope: !20)
!28 = !DILocation(line: 8, column: 80, scope: !12, inlinedAt: !27)
!29 = !DILocation(line: 8, column: 78, scope: !12, inlinedAt: !27)
!30 = !DILocation(line: 8, column: 68, scope: !12, inlinedAt: !27)
!31 = !DILocation(line: 15, column: 10, scope: !20)
!32 = !DILocation(line: 15, column: 28, scope: !20)
!33 = !DILocation(line: 15, column: 17, scope: !20)
!34 = !DILocation(line: 15, column: 3, scope: !20)
!35 = !DILocation(line: 15, column: 8, scope: !20)
!36 = !DILocation(line: 16, column: 13, scope: !20)
!37 = !DILocation(line: 17, column: 17, scope: !20)
!38 = !DILocation(line: 17, column: 30, scope: !20)
!39 = !DILocation(line: 17, column: 21, scope: !20)
!40 = !DILocation(line: 17, column: 10, scope: !20)
!41 = !DILocation(line: 18, column: 16, scope: !20)
!42 = !DILocation(line: 19, column: 14, scope: !20)
!43 = !DILocation(line: 19, column: 12, scope: !20)
!44 = !DILocation(line: 19, column: 8, scope: !20)
!45 = !DILocation(line: 20, column: 14, scope: !20)
!46 = !DILocation(line: 21, column: 12, scope: !20)
!47 = !DILocation(line: 21, column: 16, scope: !20)
!48 = !DILocation(line: 21, column: 8, scope: !20)
!49 = !DILocation(line: 22, column: 1, scope: !20)
