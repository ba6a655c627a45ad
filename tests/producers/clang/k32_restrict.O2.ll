; ModuleID = 'k32_restrict.cu'
source_filename = "k32_restrict.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.SoA = type { ptr, ptr, ptr }

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @axpby_restrict(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef writeonly captures(none) %2, float noundef %3, float noundef %4, i32 noundef %5) local_unnamed_addr #0 !dbg !12 {
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !15
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !16
  %9 = mul nuw nsw i32 %7, %8, !dbg !17
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !18
  %11 = add nuw nsw i32 %9, %10, !dbg !19
  %12 = icmp slt i32 %11, %5, !dbg !20
  br i1 %12, label %13, label %29, !dbg !20

13:                                               ; preds = %6
  %14 = zext nneg i32 %11 to i64, !dbg !21
  %15 = getelementptr inbounds nuw float, ptr %0, i64 %14, !dbg !21
  %16 = load float, ptr %15, align 4, !dbg !21, !tbaa !22
  %17 = fmul contract float %3, %16, !dbg !24
  %18 = getelementptr inbounds nuw float, ptr %1, i64 %14, !dbg !25
  %19 = load float, ptr %18, align 4, !dbg !25, !tbaa !22
  %20 = fmul contract float %4, %19, !dbg !26
  %21 = fadd contract float %17, %20, !dbg !27
  %22 = add nuw nsw i32 %11, 1, !dbg !28
  %23 = urem i32 %22, %5, !dbg !29
  %24 = zext nneg i32 %23 to i64, !dbg !30
  %25 = getelementptr inbounds nuw float, ptr %0, i64 %24, !dbg !30
  %26 = load float, ptr %25, align 4, !dbg !30, !tbaa !22
  %27 = fadd contract float %21, %26, !dbg !31
  %28 = getelementptr inbounds nuw float, ptr %2, i64 %14, !dbg !32
  store float %27, ptr %28, align 4, !dbg !33, !tbaa !22
  br label %29, !dbg !32

29:                                               ; preds = %13, %6
  ret void, !dbg !34
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @stencil_restrict(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef writeonly captures(none) %1, i32 noundef %2) local_unnamed_addr #0 !dbg !35 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !36
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !37
  %6 = mul nuw nsw i32 %4, %5, !dbg !38
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !39
  %8 = add nuw nsw i32 %6, %7, !dbg !40
  %9 = icmp eq i32 %8, 0, !dbg !41
  br i1 %9, label %30, label %10, !dbg !42

10:                                               ; preds = %3
  %11 = add nuw nsw i32 %8, 1, !dbg !43
  %12 = icmp slt i32 %11, %2, !dbg !44
  br i1 %12, label %13, label %30, !dbg !42

13:                                               ; preds = %10
  %14 = zext nneg i32 %8 to i64, !dbg !45
  %15 = getelementptr double, ptr %0, i64 %14, !dbg !45
  %16 = getelementptr i8, ptr %15, i64 -8, !dbg !45
  %17 = load double, ptr %16, align 8, !dbg !45, !tbaa !46
  %18 = fmul contract double %17, 2.500000e-01, !dbg !48
  %19 = load double, ptr %15, align 8, !dbg !49, !tbaa !46
  %20 = fmul contract double %19, 5.000000e-01, !dbg !50
  %21 = fadd contract double %18, %20, !dbg !51
  %22 = zext nneg i32 %11 to i64, !dbg !52
  %23 = getelementptr inbounds nuw double, ptr %0, i64 %22, !dbg !52
  %24 = load double, ptr %23, align 8, !dbg !52, !tbaa !46
  %25 = fmul contract double %24, 2.500000e-01, !dbg !53
  %26 = fadd contract double %21, %25, !dbg !54
  %27 = getelementptr inbounds nuw double, ptr %1, i64 %14, !dbg !55
  %28 = fmul contract double %19, %19, !dbg !56
  %29 = fadd contract double %28, %26, !dbg !57
  store double %29, ptr %27, align 8, !dbg !57, !tbaa !46
  br label %30, !dbg !58

30:                                               ; preds = %13, %10, %3
  ret void, !dbg !59
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define dso_local ptx_kernel void @soa_update(ptr noundef readonly byval(%struct.SoA) align 8 captures(none) %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #2 !dbg !60 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !61
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !62
  %6 = mul nuw nsw i32 %4, %5, !dbg !63
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !64
  %8 = add nuw nsw i32 %6, %7, !dbg !65
  %9 = icmp slt i32 %8, %1, !dbg !66
  br i1 %9, label %10, label %75, !dbg !66

10:                                               ; preds = %3
  %11 = load ptr, ptr %0, align 8, !dbg !67, !tbaa !68
  %12 = zext nneg i32 %8 to i64, !dbg !72
  %13 = getelementptr inbounds nuw float, ptr %11, i64 %12, !dbg !72
  %14 = load float, ptr %13, align 4, !dbg !72, !tbaa !22
  %15 = getelementptr inbounds nuw i8, ptr %0, i64 8, !dbg !73
  %16 = load ptr, ptr %15, align 8, !dbg !73, !tbaa !74
  %17 = getelementptr inbounds nuw float, ptr %16, i64 %12, !dbg !75
  %18 = load float, ptr %17, align 4, !dbg !75, !tbaa !22
  %19 = icmp sgt i32 %2, 0, !dbg !76
  br i1 %19, label %20, label %45, !dbg !77

20:                                               ; preds = %10
  %21 = getelementptr inbounds nuw i8, ptr %0, i64 16
  %22 = load ptr, ptr %21, align 8, !tbaa !78
  %23 = getelementptr inbounds nuw float, ptr %22, i64 %12
  %24 = load float, ptr %23, align 4, !tbaa !22
  %25 = and i32 %2, 1, !dbg !77
  %26 = icmp eq i32 %2, 1, !dbg !77
  br i1 %26, label %31, label %27, !dbg !77

27:                                               ; preds = %20
  %28 = and i32 %2, 2147483646, !dbg !77
  br label %48, !dbg !77

29:                                               ; preds = %48
  %30 = icmp eq i32 %25, 0, !dbg !77
  br i1 %30, label %45, label %31, !dbg !77

31:                                               ; preds = %29, %20
  %32 = phi i32 [ 0, %20 ], [ %72, %29 ]
  %33 = phi float [ %18, %20 ], [ %71, %29 ]
  %34 = phi float [ %14, %20 ], [ %69, %29 ]
  %35 = icmp ne i32 %25, 0, !dbg !77
  tail call void @llvm.assume(i1 %35), !dbg !77
  %36 = add nuw nsw i32 %32, %8, !dbg !79
  %37 = srem i32 %36, %1, !dbg !80
  %38 = zext nneg i32 %37 to i64, !dbg !81
  %39 = getelementptr inbounds nuw float, ptr %22, i64 %38, !dbg !81
  %40 = load float, ptr %39, align 4, !dbg !81, !tbaa !22
  %41 = fmul contract float %33, %40, !dbg !82
  %42 = fadd contract float %34, %41, !dbg !83
  %43 = fmul contract float %24, %42, !dbg !84
  %44 = fsub contract float %33, %43, !dbg !85
  br label %45, !dbg !86

45:                                               ; preds = %31, %29, %10
  %46 = phi float [ %14, %10 ], [ %69, %29 ], [ %42, %31 ], !dbg !87
  %47 = phi float [ %18, %10 ], [ %71, %29 ], [ %44, %31 ], !dbg !87
  store float %46, ptr %13, align 4, !dbg !86, !tbaa !22
  store float %47, ptr %17, align 4, !dbg !88, !tbaa !22
  br label %75, !dbg !89

48:                                               ; preds = %48, %27
  %49 = phi i32 [ 0, %27 ], [ %72, %48 ]
  %50 = phi float [ %18, %27 ], [ %71, %48 ]
  %51 = phi float [ %14, %27 ], [ %69, %48 ]
  %52 = phi i32 [ 0, %27 ], [ %73, %48 ]
  %53 = add nuw nsw i32 %49, %8, !dbg !79
  %54 = srem i32 %53, %1, !dbg !80
  %55 = zext nneg i32 %54 to i64, !dbg !81
  %56 = getelementptr inbounds nuw float, ptr %22, i64 %55, !dbg !81
  %57 = load float, ptr %56, align 4, !dbg !81, !tbaa !22
  %58 = fmul contract float %50, %57, !dbg !82
  %59 = fadd contract float %51, %58, !dbg !83
  %60 = fmul contract float %24, %59, !dbg !84
  %61 = fsub contract float %50, %60, !dbg !85
  %62 = or disjoint i32 %49, 1, !dbg !90
  %63 = add nuw nsw i32 %62, %8, !dbg !79
  %64 = srem i32 %63, %1, !dbg !80
  %65 = zext nneg i32 %64 to i64, !dbg !81
  %66 = getelementptr inbounds nuw float, ptr %22, i64 %65, !dbg !81
  %67 = load float, ptr %66, align 4, !dbg !81, !tbaa !22
  %68 = fmul contract float %61, %67, !dbg !82
  %69 = fadd contract float %59, %68, !dbg !83
  %70 = fmul contract float %24, %69, !dbg !84
  %71 = fsub contract float %61, %70, !dbg !85
  %72 = add nuw nsw i32 %49, 2, !dbg !90
  %73 = add i32 %52, 2, !dbg !77
  %74 = icmp eq i32 %73, %28, !dbg !77
  br i1 %74, label %29, label %48, !dbg !77, !llvm.loop !91

75:                                               ; preds = %3, %45
  ret void, !dbg !89
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @maybe_alias(ptr noundef captures(none) %0, ptr noundef captures(none) %1, ptr noalias noundef readonly captures(none) %2, i32 noundef %3) local_unnamed_addr #0 !dbg !94 {
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !95
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !96
  %7 = mul nuw nsw i32 %5, %6, !dbg !97
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !98
  %9 = add nuw nsw i32 %7, %8, !dbg !99
  %10 = icmp slt i32 %9, %3, !dbg !100
  br i1 %10, label %11, label %23, !dbg !100

11:                                               ; preds = %4
  %12 = zext nneg i32 %9 to i64, !dbg !101
  %13 = getelementptr inbounds nuw float, ptr %1, i64 %12, !dbg !101
  %14 = load float, ptr %13, align 4, !dbg !101, !tbaa !22
  %15 = fmul contract float %14, 2.000000e+00, !dbg !102
  %16 = getelementptr inbounds nuw i32, ptr %2, i64 %12, !dbg !103
  %17 = load i32, ptr %16, align 4, !dbg !103, !tbaa !8
  %18 = sext i32 %17 to i64, !dbg !104
  %19 = getelementptr inbounds float, ptr %0, i64 %18, !dbg !104
  store float %15, ptr %19, align 4, !dbg !105, !tbaa !22
  %20 = getelementptr inbounds nuw float, ptr %0, i64 %12, !dbg !106
  %21 = load float, ptr %20, align 4, !dbg !106, !tbaa !22
  %22 = fadd contract float %21, 1.000000e+00, !dbg !107
  store float %22, ptr %13, align 4, !dbg !108, !tbaa !22
  br label %23, !dbg !109

23:                                               ; preds = %11, %4
  ret void, !dbg !110
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #3

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6}
!llvm.ident = !{!7}
!llvm.errno.tbaa = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "k32_restrict.cu", directory: "/work/wt/nvir32/tools/capture/clang_kernels")
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
!12 = distinct !DISubprogram(name: "axpby_restrict", scope: !1, file: !1, line: 5, type: !13, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 7, column: 11, scope: !12)
!16 = !DILocation(line: 7, column: 24, scope: !12)
!17 = !DILocation(line: 7, column: 22, scope: !12)
!18 = !DILocation(line: 7, column: 37, scope: !12)
!19 = !DILocation(line: 7, column: 35, scope: !12)
!20 = !DILocation(line: 8, column: 9, scope: !12)
!21 = !DILocation(line: 8, column: 31, scope: !12)
!22 = !{!23, !23, i64 0}
!23 = !{!"float", !10, i64 0}
!24 = !DILocation(line: 8, column: 29, scope: !12)
!25 = !DILocation(line: 8, column: 45, scope: !12)
!26 = !DILocation(line: 8, column: 43, scope: !12)
!27 = !DILocation(line: 8, column: 36, scope: !12)
!28 = !DILocation(line: 8, column: 57, scope: !12)
!29 = !DILocation(line: 8, column: 62, scope: !12)
!30 = !DILocation(line: 8, column: 52, scope: !12)
!31 = !DILocation(line: 8, column: 50, scope: !12)
!32 = !DILocation(line: 8, column: 14, scope: !12)
!33 = !DILocation(line: 8, column: 21, scope: !12)
!34 = !DILocation(line: 9, column: 1, scope: !12)
!35 = distinct !DISubprogram(name: "stencil_restrict", scope: !1, file: !1, line: 10, type: !13, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!36 = !DILocation(line: 11, column: 11, scope: !35)
!37 = !DILocation(line: 11, column: 24, scope: !35)
!38 = !DILocation(line: 11, column: 22, scope: !35)
!39 = !DILocation(line: 11, column: 37, scope: !35)
!40 = !DILocation(line: 11, column: 35, scope: !35)
!41 = !DILocation(line: 12, column: 9, scope: !35)
!42 = !DILocation(line: 12, column: 13, scope: !35)
!43 = !DILocation(line: 12, column: 18, scope: !35)
!44 = !DILocation(line: 12, column: 22, scope: !35)
!45 = !DILocation(line: 13, column: 21, scope: !35)
!46 = !{!47, !47, i64 0}
!47 = !{!"double", !10, i64 0}
!48 = !DILocation(line: 13, column: 19, scope: !35)
!49 = !DILocation(line: 13, column: 39, scope: !35)
!50 = !DILocation(line: 13, column: 37, scope: !35)
!51 = !DILocation(line: 13, column: 31, scope: !35)
!52 = !DILocation(line: 13, column: 54, scope: !35)
!53 = !DILocation(line: 13, column: 52, scope: !35)
!54 = !DILocation(line: 13, column: 45, scope: !35)
!55 = !DILocation(line: 13, column: 5, scope: !35)
!56 = !DILocation(line: 14, column: 21, scope: !35)
!57 = !DILocation(line: 14, column: 12, scope: !35)
!58 = !DILocation(line: 15, column: 3, scope: !35)
!59 = !DILocation(line: 16, column: 1, scope: !35)
!60 = distinct !DISubprogram(name: "soa_update", scope: !1, file: !1, line: 17, type: !13, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!61 = !DILocation(line: 18, column: 11, scope: !60)
!62 = !DILocation(line: 18, column: 24, scope: !60)
!63 = !DILocation(line: 18, column: 22, scope: !60)
!64 = !DILocation(line: 18, column: 37, scope: !60)
!65 = !DILocation(line: 18, column: 35, scope: !60)
!66 = !DILocation(line: 19, column: 9, scope: !60)
!67 = !DILocation(line: 20, column: 15, scope: !60)
!68 = !{!69, !70, i64 0}
!69 = !{!"_ZTS3SoA", !70, i64 0, !70, i64 8, !70, i64 16}
!70 = !{!"p1 float", !71, i64 0}
!71 = !{!"any pointer", !10, i64 0}
!72 = !DILocation(line: 20, column: 13, scope: !60)
!73 = !DILocation(line: 20, column: 27, scope: !60)
!74 = !{!69, !70, i64 8}
!75 = !DILocation(line: 20, column: 25, scope: !60)
!76 = !DILocation(line: 21, column: 21, scope: !60)
!77 = !DILocation(line: 21, column: 3, scope: !60)
!78 = !{!69, !70, i64 16}
!79 = !DILocation(line: 22, column: 17, scope: !60)
!80 = !DILocation(line: 22, column: 22, scope: !60)
!81 = !DILocation(line: 22, column: 10, scope: !60)
!82 = !DILocation(line: 22, column: 27, scope: !60)
!83 = !DILocation(line: 22, column: 7, scope: !60)
!84 = !DILocation(line: 23, column: 17, scope: !60)
!85 = !DILocation(line: 23, column: 7, scope: !60)
!86 = !DILocation(line: 25, column: 10, scope: !60)
!87 = !DILocation(line: 0, scope: !60)
!88 = !DILocation(line: 26, column: 10, scope: !60)
!89 = !DILocation(line: 27, column: 1, scope: !60)
!90 = !DILocation(line: 21, column: 31, scope: !60)
!91 = distinct !{!91, !77, !92, !93}
!92 = !DILocation(line: 24, column: 3, scope: !60)
!93 = !{!"llvm.loop.mustprogress"}
!94 = distinct !DISubprogram(name: "maybe_alias", scope: !1, file: !1, line: 28, type: !13, scopeLine: 28, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!95 = !DILocation(line: 29, column: 11, scope: !94)
!96 = !DILocation(line: 29, column: 24, scope: !94)
!97 = !DILocation(line: 29, column: 22, scope: !94)
!98 = !DILocation(line: 29, column: 37, scope: !94)
!99 = !DILocation(line: 29, column: 35, scope: !94)
!100 = !DILocation(line: 30, column: 9, scope: !94)
!101 = !DILocation(line: 30, column: 28, scope: !94)
!102 = !DILocation(line: 30, column: 33, scope: !94)
!103 = !DILocation(line: 30, column: 18, scope: !94)
!104 = !DILocation(line: 30, column: 16, scope: !94)
!105 = !DILocation(line: 30, column: 26, scope: !94)
!106 = !DILocation(line: 30, column: 48, scope: !94)
!107 = !DILocation(line: 30, column: 53, scope: !94)
!108 = !DILocation(line: 30, column: 46, scope: !94)
!109 = !DILocation(line: 30, column: 61, scope: !94)
!110 = !DILocation(line: 31, column: 1, scope: !94)
