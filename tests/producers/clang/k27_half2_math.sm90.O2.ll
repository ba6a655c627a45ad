; ModuleID = 'k27_half2_math.cu'
source_filename = "k27_half2_math.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local noundef <2 x half> @_Z5habs2Dv2_DF16_(<2 x half> noundef %0) local_unnamed_addr #0 !dbg !12 {
  %2 = bitcast <2 x half> %0 to i32, !dbg !15
  %3 = and i32 %2, 2147450879, !dbg !16
  %4 = bitcast i32 %3 to <2 x half>, !dbg !17
  ret <2 x half> %4, !dbg !18
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none)
define dso_local noundef <2 x half> @_Z5axpy2Dv2_DF16_S_S_(<2 x half> noundef %0, <2 x half> noundef %1, <2 x half> noundef %2) local_unnamed_addr #1 !dbg !19 {
  %4 = tail call <2 x half> @llvm.fma.v2f16(<2 x half> %0, <2 x half> %1, <2 x half> %2), !dbg !20
  ret <2 x half> %4, !dbg !21
}

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @half2_math(ptr noundef readonly captures(none) %0, ptr noundef readonly captures(none) %1, ptr noundef writeonly captures(none) %2, ptr noundef captures(none) %3, i32 noundef %4) local_unnamed_addr #2 !dbg !22 {
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !23
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !24
  %8 = mul nuw nsw i32 %6, %7, !dbg !25
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !26
  %10 = add nuw nsw i32 %8, %9, !dbg !27
  %11 = icmp slt i32 %10, %4, !dbg !28
  br i1 %11, label %12, label %54, !dbg !28

12:                                               ; preds = %5
  %13 = zext nneg i32 %10 to i64, !dbg !29
  %14 = getelementptr inbounds nuw <2 x half>, ptr %0, i64 %13, !dbg !29
  %15 = load <2 x half>, ptr %14, align 4, !dbg !29, !tbaa !30
  %16 = getelementptr inbounds nuw <2 x half>, ptr %1, i64 %13, !dbg !31
  %17 = load <2 x half>, ptr %16, align 4, !dbg !31, !tbaa !30
  %18 = tail call contract noundef <2 x half> @_Z5axpy2Dv2_DF16_S_S_(<2 x half> noundef %15, <2 x half> noundef %17, <2 x half> noundef splat (half 0xH3800)) #6, !dbg !32
  %19 = bitcast <2 x half> %17 to i32, !dbg !33
  %20 = and i32 %19, 2147450879, !dbg !35
  %21 = bitcast i32 %20 to <2 x half>, !dbg !36
  %22 = tail call <2 x half> @llvm.maxnum.v2f16(<2 x half> %18, <2 x half> %21), !dbg !37
  %23 = fmul contract <2 x half> %15, %17, !dbg !38
  %24 = fsub contract <2 x half> %23, %18, !dbg !39
  %25 = tail call <2 x half> @llvm.minimum.v2f16(<2 x half> %22, <2 x half> %24), !dbg !40
  %26 = tail call contract <2 x half> @llvm.nvvm.fma.rn.relu.f16x2(<2 x half> %25, <2 x half> %15, <2 x half> %17), !dbg !41
  %27 = fcmp contract ogt <2 x half> %15, %17, !dbg !42
  %28 = sext <2 x i1> %27 to <2 x i16>, !dbg !42
  %29 = extractelement <2 x i16> %28, i64 0, !dbg !43
  %30 = icmp eq i16 %29, 0, !dbg !43
  %31 = fneg contract <2 x half> %26, !dbg !43
  %32 = select contract i1 %30, <2 x half> %31, <2 x half> %26, !dbg !43
  %33 = extractelement <2 x i16> %28, i64 1, !dbg !44
  %34 = icmp eq i16 %33, 0, !dbg !44
  %35 = extractelement <2 x half> %32, i64 1, !dbg !44
  %36 = extractelement <2 x half> %17, i64 1, !dbg !44
  %37 = fmul contract half %36, 0xH3400, !dbg !44
  %38 = select contract i1 %34, half %37, half %35, !dbg !44
  %39 = insertelement <2 x half> %32, half %38, i64 1, !dbg !45
  %40 = tail call contract <2 x half> @llvm.nvvm.ex2.approx.v2f16(<2 x half> %15), !dbg !46
  %41 = fadd contract <2 x half> %40, %39, !dbg !47
  %42 = getelementptr inbounds nuw <2 x half>, ptr %2, i64 %13, !dbg !48
  store <2 x half> %41, ptr %42, align 4, !dbg !49, !tbaa !30
  %43 = extractelement <2 x half> %15, i64 0, !dbg !50
  %44 = fpext contract half %43 to float, !dbg !50
  %45 = extractelement <2 x half> %17, i64 0, !dbg !51
  %46 = fpext contract half %45 to float, !dbg !51
  %47 = fmul contract float %44, %46, !dbg !52
  %48 = extractelement <2 x half> %15, i64 1, !dbg !53
  %49 = fpext contract half %48 to float, !dbg !53
  %50 = fpext contract half %36 to float, !dbg !54
  %51 = fmul contract float %49, %50, !dbg !55
  %52 = fadd contract float %47, %51, !dbg !56
  %53 = atomicrmw fadd ptr %3, float %52 seq_cst, align 4, !dbg !57
  br label %54, !dbg !58

54:                                               ; preds = %5, %12
  ret void, !dbg !58
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x half> @llvm.nvvm.fma.rn.relu.f16x2(<2 x half>, <2 x half>, <2 x half>) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <2 x half> @llvm.nvvm.ex2.approx.v2f16(<2 x half>) #4

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x half> @llvm.fma.v2f16(<2 x half>, <2 x half>, <2 x half>) #5

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x half> @llvm.maxnum.v2f16(<2 x half>, <2 x half>) #5

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x half> @llvm.minimum.v2f16(<2 x half>, <2 x half>) #5

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" }
attributes #2 = { mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #5 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6}
!llvm.ident = !{!7}
!llvm.errno.tbaa = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "k27_half2_math.cu", directory: "/work/wt/numba25c/tools/capture/clang_kernels")
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
!12 = distinct !DISubprogram(name: "habs2", scope: !1, file: !1, line: 8, type: !13, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 9, column: 19, scope: !12)
!16 = !DILocation(line: 9, column: 51, scope: !12)
!17 = !DILocation(line: 9, column: 12, scope: !12)
!18 = !DILocation(line: 10, column: 3, scope: !12)
!19 = distinct !DISubprogram(name: "axpy2", scope: !1, file: !1, line: 13, type: !13, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!20 = !DILocation(line: 14, column: 10, scope: !19)
!21 = !DILocation(line: 14, column: 3, scope: !19)
!22 = distinct !DISubprogram(name: "half2_math", scope: !1, file: !1, line: 17, type: !13, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!23 = !DILocation(line: 18, column: 11, scope: !22)
!24 = !DILocation(line: 18, column: 24, scope: !22)
!25 = !DILocation(line: 18, column: 22, scope: !22)
!26 = !DILocation(line: 18, column: 37, scope: !22)
!27 = !DILocation(line: 18, column: 35, scope: !22)
!28 = !DILocation(line: 19, column: 9, scope: !22)
!29 = !DILocation(line: 20, column: 13, scope: !22)
!30 = !{!10, !10, i64 0}
!31 = !DILocation(line: 20, column: 23, scope: !22)
!32 = !DILocation(line: 21, column: 13, scope: !22)
!33 = !DILocation(line: 9, column: 19, scope: !12, inlinedAt: !34)
!34 = distinct !DILocation(line: 22, column: 34, scope: !22)
!35 = !DILocation(line: 9, column: 51, scope: !12, inlinedAt: !34)
!36 = !DILocation(line: 9, column: 12, scope: !12, inlinedAt: !34)
!37 = !DILocation(line: 22, column: 13, scope: !22)
!38 = !DILocation(line: 23, column: 40, scope: !22)
!39 = !DILocation(line: 23, column: 44, scope: !22)
!40 = !DILocation(line: 23, column: 13, scope: !22)
!41 = !DILocation(line: 24, column: 13, scope: !22)
!42 = !DILocation(line: 25, column: 17, scope: !22)
!43 = !DILocation(line: 26, column: 15, scope: !22)
!44 = !DILocation(line: 27, column: 11, scope: !22)
!45 = !DILocation(line: 27, column: 9, scope: !22)
!46 = !DILocation(line: 28, column: 18, scope: !22)
!47 = !DILocation(line: 28, column: 16, scope: !22)
!48 = !DILocation(line: 28, column: 3, scope: !22)
!49 = !DILocation(line: 28, column: 10, scope: !22)
!50 = !DILocation(line: 29, column: 20, scope: !22)
!51 = !DILocation(line: 29, column: 33, scope: !22)
!52 = !DILocation(line: 29, column: 24, scope: !22)
!53 = !DILocation(line: 29, column: 46, scope: !22)
!54 = !DILocation(line: 29, column: 59, scope: !22)
!55 = !DILocation(line: 29, column: 50, scope: !22)
!56 = !DILocation(line: 29, column: 37, scope: !22)
!57 = !DILocation(line: 30, column: 3, scope: !22)
!58 = !DILocation(line: 31, column: 1, scope: !22)
