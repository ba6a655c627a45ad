; ModuleID = 'm24_struct_local.cu'
source_filename = "m24_struct_local.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @_Z4pushR8Particlef(ptr noundef nonnull align 4 captures(none) dereferenceable(16) %0, float noundef %1) local_unnamed_addr #0 !dbg !12 {
  %3 = getelementptr inbounds nuw i8, ptr %0, i64 4, !dbg !15
  %4 = load float, ptr %3, align 4, !dbg !15, !tbaa !16
  %5 = fmul contract float %1, %4, !dbg !19
  %6 = load float, ptr %0, align 4, !dbg !20, !tbaa !21
  %7 = fadd contract float %6, %5, !dbg !20
  store float %7, ptr %0, align 4, !dbg !20, !tbaa !21
  %8 = getelementptr inbounds nuw i8, ptr %0, i64 8, !dbg !22
  %9 = load float, ptr %8, align 4, !dbg !22, !tbaa !23
  %10 = fmul contract float %1, %9, !dbg !24
  %11 = fsub contract float %4, %10, !dbg !25
  store float %11, ptr %3, align 4, !dbg !25, !tbaa !16
  %12 = fmul contract float %9, 5.000000e-01, !dbg !26
  store float %12, ptr %8, align 4, !dbg !26, !tbaa !23
  %13 = getelementptr inbounds nuw i8, ptr %0, i64 12, !dbg !27
  %14 = load i32, ptr %13, align 4, !dbg !28, !tbaa !29
  %15 = add nsw i32 %14, 1, !dbg !28
  store i32 %15, ptr %13, align 4, !dbg !28, !tbaa !29
  ret void, !dbg !30
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @m24_struct_local(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1, ptr noundef writeonly captures(none) %2, i32 noundef %3) local_unnamed_addr #1 !dbg !31 {
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !32
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !33
  %7 = mul nuw nsw i32 %5, %6, !dbg !34
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !35
  %9 = add nuw i32 %7, %8, !dbg !36
  %10 = icmp slt i32 %9, %3, !dbg !37
  br i1 %10, label %11, label %33, !dbg !37

11:                                               ; preds = %4
  %12 = zext nneg i32 %9 to i64, !dbg !38
  %13 = getelementptr inbounds nuw float, ptr %0, i64 %12, !dbg !38
  %14 = load float, ptr %13, align 4, !dbg !38, !tbaa !39
  %15 = fmul contract float %14, 2.000000e+00, !dbg !40
  %16 = fmul contract float %15, 2.500000e-01, !dbg !41
  %17 = fadd contract float %14, %16, !dbg !43
  %18 = fadd contract float %15, -2.500000e-01, !dbg !44
  %19 = fmul contract float %18, 2.500000e-01, !dbg !41
  %20 = fadd contract float %17, %19, !dbg !43
  %21 = fadd contract float %18, -1.250000e-01, !dbg !44
  %22 = fmul contract float %21, 2.500000e-01, !dbg !41
  %23 = fadd contract float %20, %22, !dbg !43
  %24 = fadd contract float %21, -6.250000e-02, !dbg !44
  %25 = fmul contract float %24, 2.500000e-01, !dbg !41
  %26 = fadd contract float %23, %25, !dbg !43
  %27 = fadd contract float %24, -3.125000e-02, !dbg !44
  %28 = add nuw i32 %9, 4, !dbg !45
  %29 = fadd contract float %27, %26, !dbg !46
  %30 = fadd contract float %29, 6.250000e-02, !dbg !47
  %31 = getelementptr inbounds nuw float, ptr %1, i64 %12, !dbg !48
  store float %30, ptr %31, align 4, !dbg !49, !tbaa !39
  %32 = getelementptr inbounds nuw i32, ptr %2, i64 %12, !dbg !50
  store i32 %28, ptr %32, align 4, !dbg !51, !tbaa !8
  br label %33, !dbg !52

33:                                               ; preds = %4, %11
  ret void, !dbg !52
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6}
!llvm.ident = !{!7}
!llvm.errno.tbaa = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "m24_struct_local.cu", directory: "/work/wt/mid24/tools/capture/clang_kernels")
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
!12 = distinct !DISubprogram(name: "push", scope: !1, file: !1, line: 4, type: !13, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 4, column: 61, scope: !12)
!16 = !{!17, !18, i64 4}
!17 = !{!"_ZTS8Particle", !18, i64 0, !18, i64 4, !18, i64 8, !9, i64 12}
!18 = !{!"float", !10, i64 0}
!19 = !DILocation(line: 4, column: 57, scope: !12)
!20 = !DILocation(line: 4, column: 51, scope: !12)
!21 = !{!17, !18, i64 0}
!22 = !DILocation(line: 4, column: 78, scope: !12)
!23 = !{!17, !18, i64 8}
!24 = !DILocation(line: 4, column: 74, scope: !12)
!25 = !DILocation(line: 4, column: 68, scope: !12)
!26 = !DILocation(line: 4, column: 85, scope: !12)
!27 = !DILocation(line: 4, column: 96, scope: !12)
!28 = !DILocation(line: 4, column: 99, scope: !12)
!29 = !{!17, !9, i64 12}
!30 = !DILocation(line: 4, column: 105, scope: !12)
!31 = distinct !DISubprogram(name: "m24_struct_local", scope: !1, file: !1, line: 5, type: !13, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!32 = !DILocation(line: 6, column: 11, scope: !31)
!33 = !DILocation(line: 6, column: 24, scope: !31)
!34 = !DILocation(line: 6, column: 22, scope: !31)
!35 = !DILocation(line: 6, column: 37, scope: !31)
!36 = !DILocation(line: 6, column: 35, scope: !31)
!37 = !DILocation(line: 7, column: 9, scope: !31)
!38 = !DILocation(line: 8, column: 17, scope: !31)
!39 = !{!18, !18, i64 0}
!40 = !DILocation(line: 8, column: 30, scope: !31)
!41 = !DILocation(line: 4, column: 57, scope: !12, inlinedAt: !42)
!42 = distinct !DILocation(line: 9, column: 31, scope: !31)
!43 = !DILocation(line: 4, column: 51, scope: !12, inlinedAt: !42)
!44 = !DILocation(line: 4, column: 68, scope: !12, inlinedAt: !42)
!45 = !DILocation(line: 9, column: 3, scope: !31)
!46 = !DILocation(line: 10, column: 16, scope: !31)
!47 = !DILocation(line: 10, column: 22, scope: !31)
!48 = !DILocation(line: 10, column: 3, scope: !31)
!49 = !DILocation(line: 10, column: 10, scope: !31)
!50 = !DILocation(line: 11, column: 3, scope: !31)
!51 = !DILocation(line: 11, column: 10, scope: !31)
!52 = !DILocation(line: 12, column: 1, scope: !31)
