; ModuleID = 'm24_matrix3.cu'
source_filename = "m24_matrix3.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @m24_matrix3(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1, i32 noundef %2) local_unnamed_addr #0 !dbg !12 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !15
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !16
  %6 = mul nuw nsw i32 %4, %5, !dbg !17
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !18
  %8 = add nuw nsw i32 %6, %7, !dbg !19
  %9 = icmp slt i32 %8, %2, !dbg !20
  br i1 %9, label %10, label %40, !dbg !20

10:                                               ; preds = %3
  %11 = zext nneg i32 %8 to i64
  %12 = getelementptr inbounds nuw double, ptr %0, i64 %11
  %13 = load double, ptr %12, align 8, !tbaa !21
  %14 = fmul contract double %13, 0.000000e+00
  %15 = fadd contract double %14, 0.000000e+00, !dbg !23
  %16 = fadd contract double %14, 1.000000e+00, !dbg !23
  %17 = fadd contract double %14, 2.000000e+00, !dbg !23
  %18 = fadd contract double %13, 0.000000e+00, !dbg !23
  %19 = fadd contract double %13, 1.000000e+00, !dbg !23
  %20 = fadd contract double %13, 2.000000e+00, !dbg !23
  %21 = fmul contract double %13, 2.000000e+00
  %22 = fadd contract double %21, 0.000000e+00, !dbg !23
  %23 = fadd contract double %21, 1.000000e+00, !dbg !23
  %24 = fadd contract double %21, 2.000000e+00, !dbg !23
  %25 = fmul contract double %19, %24, !dbg !24
  %26 = fmul contract double %20, %23, !dbg !25
  %27 = fsub contract double %25, %26, !dbg !26
  %28 = fmul contract double %15, %27, !dbg !27
  %29 = fmul contract double %24, %18, !dbg !28
  %30 = fmul contract double %20, %22, !dbg !29
  %31 = fsub contract double %29, %30, !dbg !30
  %32 = fmul contract double %16, %31, !dbg !31
  %33 = fsub contract double %28, %32, !dbg !32
  %34 = fmul contract double %23, %18, !dbg !33
  %35 = fmul contract double %19, %22, !dbg !34
  %36 = fsub contract double %34, %35, !dbg !35
  %37 = fmul contract double %17, %36, !dbg !36
  %38 = fadd contract double %37, %33, !dbg !37
  %39 = getelementptr inbounds nuw double, ptr %1, i64 %11, !dbg !38
  store double %38, ptr %39, align 8, !dbg !39, !tbaa !21
  br label %40, !dbg !40

40:                                               ; preds = %3, %10
  ret void, !dbg !40
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
!1 = !DIFile(filename: "m24_matrix3.cu", directory: "/work/wt/mid24/tools/capture/clang_kernels")
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
!12 = distinct !DISubprogram(name: "m24_matrix3", scope: !1, file: !1, line: 3, type: !13, scopeLine: 3, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 4, column: 11, scope: !12)
!16 = !DILocation(line: 4, column: 24, scope: !12)
!17 = !DILocation(line: 4, column: 22, scope: !12)
!18 = !DILocation(line: 4, column: 37, scope: !12)
!19 = !DILocation(line: 4, column: 35, scope: !12)
!20 = !DILocation(line: 5, column: 9, scope: !12)
!21 = !{!22, !22, i64 0}
!22 = !{!"double", !10, i64 0}
!23 = !DILocation(line: 8, column: 53, scope: !12)
!24 = !DILocation(line: 9, column: 31, scope: !12)
!25 = !DILocation(line: 9, column: 51, scope: !12)
!26 = !DILocation(line: 9, column: 41, scope: !12)
!27 = !DILocation(line: 9, column: 20, scope: !12)
!28 = !DILocation(line: 9, column: 83, scope: !12)
!29 = !DILocation(line: 9, column: 103, scope: !12)
!30 = !DILocation(line: 9, column: 93, scope: !12)
!31 = !DILocation(line: 9, column: 72, scope: !12)
!32 = !DILocation(line: 9, column: 62, scope: !12)
!33 = !DILocation(line: 10, column: 31, scope: !12)
!34 = !DILocation(line: 10, column: 51, scope: !12)
!35 = !DILocation(line: 10, column: 41, scope: !12)
!36 = !DILocation(line: 10, column: 20, scope: !12)
!37 = !DILocation(line: 10, column: 10, scope: !12)
!38 = !DILocation(line: 9, column: 3, scope: !12)
!39 = !DILocation(line: 9, column: 10, scope: !12)
!40 = !DILocation(line: 11, column: 1, scope: !12)
