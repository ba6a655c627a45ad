; ModuleID = 'm24_array_loop.cu'
source_filename = "m24_array_loop.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @m24_array_loop(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1, i32 noundef %2) local_unnamed_addr #0 !dbg !12 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !15
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !16
  %6 = mul nuw nsw i32 %4, %5, !dbg !17
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !18
  %8 = add nuw nsw i32 %6, %7, !dbg !19
  %9 = icmp slt i32 %8, %2, !dbg !20
  br i1 %9, label %10, label %90, !dbg !20

10:                                               ; preds = %3
  %11 = urem i32 %8, %2, !dbg !21
  %12 = zext nneg i32 %11 to i64, !dbg !24
  %13 = getelementptr inbounds nuw float, ptr %0, i64 %12, !dbg !24
  %14 = load float, ptr %13, align 4, !dbg !24, !tbaa !25
  %15 = add nuw nsw i32 %8, 1, !dbg !27
  %16 = urem i32 %15, %2, !dbg !21
  %17 = zext nneg i32 %16 to i64, !dbg !24
  %18 = getelementptr inbounds nuw float, ptr %0, i64 %17, !dbg !24
  %19 = load float, ptr %18, align 4, !dbg !24, !tbaa !25
  %20 = fmul contract float %19, 2.000000e+00, !dbg !28
  %21 = add nuw nsw i32 %8, 2, !dbg !27
  %22 = urem i32 %21, %2, !dbg !21
  %23 = zext nneg i32 %22 to i64, !dbg !24
  %24 = getelementptr inbounds nuw float, ptr %0, i64 %23, !dbg !24
  %25 = load float, ptr %24, align 4, !dbg !24, !tbaa !25
  %26 = fmul contract float %25, 3.000000e+00, !dbg !28
  %27 = add nuw nsw i32 %8, 3, !dbg !27
  %28 = urem i32 %27, %2, !dbg !21
  %29 = zext nneg i32 %28 to i64, !dbg !24
  %30 = getelementptr inbounds nuw float, ptr %0, i64 %29, !dbg !24
  %31 = load float, ptr %30, align 4, !dbg !24, !tbaa !25
  %32 = fmul contract float %31, 4.000000e+00, !dbg !28
  %33 = add nuw nsw i32 %8, 4, !dbg !27
  %34 = urem i32 %33, %2, !dbg !21
  %35 = zext nneg i32 %34 to i64, !dbg !24
  %36 = getelementptr inbounds nuw float, ptr %0, i64 %35, !dbg !24
  %37 = load float, ptr %36, align 4, !dbg !24, !tbaa !25
  %38 = fmul contract float %37, 5.000000e+00, !dbg !28
  %39 = add nuw nsw i32 %8, 5, !dbg !27
  %40 = urem i32 %39, %2, !dbg !21
  %41 = zext nneg i32 %40 to i64, !dbg !24
  %42 = getelementptr inbounds nuw float, ptr %0, i64 %41, !dbg !24
  %43 = load float, ptr %42, align 4, !dbg !24, !tbaa !25
  %44 = fmul contract float %43, 6.000000e+00, !dbg !28
  %45 = add nuw nsw i32 %8, 6, !dbg !27
  %46 = urem i32 %45, %2, !dbg !21
  %47 = zext nneg i32 %46 to i64, !dbg !24
  %48 = getelementptr inbounds nuw float, ptr %0, i64 %47, !dbg !24
  %49 = load float, ptr %48, align 4, !dbg !24, !tbaa !25
  %50 = fmul contract float %49, 7.000000e+00, !dbg !28
  %51 = add nuw nsw i32 %8, 7, !dbg !27
  %52 = urem i32 %51, %2, !dbg !21
  %53 = zext nneg i32 %52 to i64, !dbg !24
  %54 = getelementptr inbounds nuw float, ptr %0, i64 %53, !dbg !24
  %55 = load float, ptr %54, align 4, !dbg !24, !tbaa !25
  %56 = fmul contract float %55, 8.000000e+00, !dbg !28
  %57 = fmul contract float %14, 5.000000e-01, !dbg !29
  %58 = fsub contract float %56, %57, !dbg !30
  %59 = fadd contract float %58, 0.000000e+00, !dbg !31
  %60 = fmul contract float %20, 5.000000e-01, !dbg !29
  %61 = fsub contract float %50, %60, !dbg !30
  %62 = fadd contract float %61, %59, !dbg !31
  %63 = fmul contract float %26, 5.000000e-01, !dbg !29
  %64 = fsub contract float %44, %63, !dbg !30
  %65 = fadd contract float %64, %62, !dbg !31
  %66 = fmul contract float %32, 5.000000e-01, !dbg !29
  %67 = fsub contract float %38, %66, !dbg !30
  %68 = fadd contract float %67, %65, !dbg !31
  %69 = fmul contract float %38, 5.000000e-01, !dbg !29
  %70 = fsub contract float %32, %69, !dbg !30
  %71 = fadd contract float %70, %68, !dbg !31
  %72 = fmul contract float %44, 5.000000e-01, !dbg !29
  %73 = fsub contract float %26, %72, !dbg !30
  %74 = fadd contract float %73, %71, !dbg !31
  %75 = fmul contract float %50, 5.000000e-01, !dbg !29
  %76 = fsub contract float %20, %75, !dbg !30
  %77 = fadd contract float %76, %74, !dbg !31
  %78 = fmul contract float %56, 5.000000e-01, !dbg !29
  %79 = fsub contract float %14, %78, !dbg !30
  %80 = fadd contract float %79, %77, !dbg !31
  %81 = fsub contract float %26, %57, !dbg !32
  %82 = fadd contract float %81, 0.000000e+00, !dbg !35
  %83 = fsub contract float %20, %60, !dbg !32
  %84 = fadd contract float %83, %82, !dbg !35
  %85 = fsub contract float %14, %63, !dbg !32
  %86 = fadd contract float %85, %84, !dbg !35
  %87 = fadd contract float %86, %80, !dbg !36
  %88 = zext nneg i32 %8 to i64, !dbg !37
  %89 = getelementptr inbounds nuw float, ptr %1, i64 %88, !dbg !37
  store float %87, ptr %89, align 4, !dbg !38, !tbaa !25
  br label %90, !dbg !37

90:                                               ; preds = %10, %3
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
!1 = !DIFile(filename: "m24_array_loop.cu", directory: "/work/wt/mid24/tools/capture/clang_kernels")
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
!12 = distinct !DISubprogram(name: "m24_array_loop", scope: !1, file: !1, line: 10, type: !13, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 11, column: 11, scope: !12)
!16 = !DILocation(line: 11, column: 24, scope: !12)
!17 = !DILocation(line: 11, column: 22, scope: !12)
!18 = !DILocation(line: 11, column: 37, scope: !12)
!19 = !DILocation(line: 11, column: 35, scope: !12)
!20 = !DILocation(line: 12, column: 9, scope: !12)
!21 = !DILocation(line: 5, column: 49, scope: !22, inlinedAt: !23)
!22 = distinct !DISubprogram(name: "window<8>", scope: !1, file: !1, line: 3, type: !13, scopeLine: 3, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!23 = distinct !DILocation(line: 12, column: 23, scope: !12)
!24 = !DILocation(line: 5, column: 38, scope: !22, inlinedAt: !23)
!25 = !{!26, !26, i64 0}
!26 = !{!"float", !10, i64 0}
!27 = !DILocation(line: 5, column: 44, scope: !22, inlinedAt: !23)
!28 = !DILocation(line: 5, column: 54, scope: !22, inlinedAt: !23)
!29 = !DILocation(line: 7, column: 56, scope: !22, inlinedAt: !23)
!30 = !DILocation(line: 7, column: 49, scope: !22, inlinedAt: !23)
!31 = !DILocation(line: 7, column: 33, scope: !22, inlinedAt: !23)
!32 = !DILocation(line: 7, column: 49, scope: !33, inlinedAt: !34)
!33 = distinct !DISubprogram(name: "window<3>", scope: !1, file: !1, line: 3, type: !13, scopeLine: 3, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!34 = distinct !DILocation(line: 12, column: 45, scope: !12)
!35 = !DILocation(line: 7, column: 33, scope: !33, inlinedAt: !34)
!36 = !DILocation(line: 12, column: 43, scope: !12)
!37 = !DILocation(line: 12, column: 14, scope: !12)
!38 = !DILocation(line: 12, column: 21, scope: !12)
!39 = !DILocation(line: 13, column: 1, scope: !12)
