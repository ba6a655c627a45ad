; ModuleID = 'k27_ldg_casmax.cu'
source_filename = "k27_ldg_casmax.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nounwind memory(argmem: readwrite)
define dso_local noundef float @_Z16atomic_max_floatPff(ptr noundef captures(none) %0, float noundef %1) local_unnamed_addr #0 !dbg !12 {
  %3 = load i32, ptr %0, align 4, !dbg !15, !tbaa !8
  %4 = bitcast float %1 to i32, !dbg !16
  br label %5, !dbg !17

5:                                                ; preds = %9, %2
  %6 = phi i32 [ %3, %2 ], [ %11, %9 ], !dbg !18
  %7 = bitcast i32 %6 to float, !dbg !19
  %8 = fcmp contract ugt float %1, %7, !dbg !20
  br i1 %8, label %9, label %13, !dbg !20

9:                                                ; preds = %5
  %10 = cmpxchg ptr %0, i32 %6, i32 %4 seq_cst seq_cst, align 4, !dbg !21
  %11 = extractvalue { i32, i1 } %10, 0, !dbg !21
  %12 = icmp eq i32 %6, %11, !dbg !22
  br i1 %12, label %13, label %5, !dbg !23, !llvm.loop !24

13:                                               ; preds = %5, %9
  ret float %7, !dbg !27
}

; Function Attrs: mustprogress nofree noinline norecurse nounwind memory(argmem: readwrite)
define dso_local noundef double @_Z17atomic_min_doublePdd(ptr noundef captures(none) %0, double noundef %1) local_unnamed_addr #1 !dbg !28 {
  %3 = load i64, ptr %0, align 8, !dbg !29, !tbaa !30
  %4 = bitcast double %1 to i64
  br label %5, !dbg !32

5:                                                ; preds = %5, %2
  %6 = phi i64 [ %3, %2 ], [ %11, %5 ], !dbg !33
  %7 = bitcast i64 %6 to double, !dbg !34
  %8 = fcmp contract ogt double %1, %7, !dbg !35
  %9 = select i1 %8, i64 %6, i64 %4, !dbg !36
  %10 = cmpxchg ptr %0, i64 %6, i64 %9 seq_cst seq_cst, align 8, !dbg !37
  %11 = extractvalue { i64, i1 } %10, 0, !dbg !37
  %12 = icmp eq i64 %6, %11, !dbg !38
  br i1 %12, label %13, label %5, !dbg !39, !llvm.loop !40

13:                                               ; preds = %5
  ret double %7, !dbg !42
}

; Function Attrs: mustprogress nofree norecurse nounwind memory(argmem: readwrite)
define dso_local noundef zeroext i16 @_Z14atomic_add_u16Ptt(ptr noundef captures(none) %0, i16 noundef zeroext %1) local_unnamed_addr #0 !dbg !43 {
  %3 = load i16, ptr %0, align 2, !dbg !44, !tbaa !45
  br label %4, !dbg !47

4:                                                ; preds = %4, %2
  %5 = phi i16 [ %3, %2 ], [ %8, %4 ], !dbg !48
  %6 = add i16 %5, %1, !dbg !49
  %7 = cmpxchg ptr %0, i16 %5, i16 %6 monotonic monotonic, align 2, !dbg !50
  %8 = extractvalue { i16, i1 } %7, 0
  %9 = icmp eq i16 %5, %8, !dbg !51
  br i1 %9, label %10, label %4, !dbg !52, !llvm.loop !53

10:                                               ; preds = %4
  ret i16 %5, !dbg !55
}

; Function Attrs: mustprogress nofree noinline norecurse nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @ldg_cas(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, ptr noundef captures(none) %3, ptr noundef captures(none) %4, ptr noundef captures(none) %5, i32 noundef %6) local_unnamed_addr #2 !dbg !56 {
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !57
  %9 = tail call range(i32 1, 257) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !58
  %10 = mul nuw nsw i32 %8, %9, !dbg !59
  %11 = tail call range(i32 0, 256) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !60
  %12 = add nuw nsw i32 %10, %11, !dbg !61
  %13 = icmp slt i32 %12, %6, !dbg !62
  br i1 %13, label %14, label %56, !dbg !62

14:                                               ; preds = %7
  %15 = zext nneg i32 %12 to i64, !dbg !63
  %16 = getelementptr inbounds nuw i32, ptr %2, i64 %15, !dbg !63
  %17 = addrspacecast ptr %16 to ptr addrspace(1), !dbg !64
  %18 = load i32, ptr addrspace(1) %17, align 4, !dbg !64, !invariant.load !14
  %19 = sext i32 %18 to i64, !dbg !65
  %20 = getelementptr inbounds float, ptr %0, i64 %19, !dbg !65
  %21 = addrspacecast ptr %20 to ptr addrspace(1), !dbg !66
  %22 = load float, ptr addrspace(1) %21, align 4, !dbg !66, !invariant.load !14
  %23 = fmul contract float %22, 2.000000e+00, !dbg !67
  %24 = getelementptr inbounds nuw double, ptr %1, i64 %15, !dbg !68
  %25 = addrspacecast ptr %24 to ptr addrspace(1), !dbg !69
  %26 = load double, ptr addrspace(1) %25, align 8, !dbg !69, !invariant.load !14
  %27 = fpext contract float %23 to double, !dbg !70
  %28 = fsub contract double %26, %27, !dbg !71
  %29 = load i32, ptr %3, align 4, !dbg !72, !tbaa !8
  %30 = bitcast float %23 to i32, !dbg !74
  br label %31, !dbg !75

31:                                               ; preds = %35, %14
  %32 = phi i32 [ %29, %14 ], [ %37, %35 ], !dbg !76
  %33 = bitcast i32 %32 to float, !dbg !77
  %34 = fcmp contract ugt float %23, %33, !dbg !78
  br i1 %34, label %35, label %39, !dbg !78

35:                                               ; preds = %31
  %36 = cmpxchg ptr %3, i32 %32, i32 %30 seq_cst seq_cst, align 4, !dbg !79
  %37 = extractvalue { i32, i1 } %36, 0, !dbg !79
  %38 = icmp eq i32 %32, %37, !dbg !80
  br i1 %38, label %39, label %31, !dbg !81, !llvm.loop !82

39:                                               ; preds = %31, %35
  %40 = and i32 %12, 3, !dbg !84
  %41 = zext nneg i32 %40 to i64, !dbg !85
  %42 = getelementptr inbounds nuw double, ptr %4, i64 %41, !dbg !85
  %43 = tail call contract noundef double @_Z17atomic_min_doublePdd(ptr noundef %42, double noundef %28) #5, !dbg !86
  %44 = and i32 %18, 15, !dbg !87
  %45 = zext nneg i32 %44 to i64, !dbg !88
  %46 = getelementptr inbounds nuw i16, ptr %5, i64 %45, !dbg !88
  %47 = fcmp contract olt float %23, %33, !dbg !89
  %48 = select i1 %47, i16 1, i16 2, !dbg !90
  %49 = load i16, ptr %46, align 2, !dbg !91, !tbaa !45
  br label %50, !dbg !93

50:                                               ; preds = %50, %39
  %51 = phi i16 [ %49, %39 ], [ %54, %50 ], !dbg !94
  %52 = add i16 %51, %48, !dbg !95
  %53 = cmpxchg ptr %46, i16 %51, i16 %52 monotonic monotonic, align 2, !dbg !96
  %54 = extractvalue { i16, i1 } %53, 0
  %55 = icmp eq i16 %51, %54, !dbg !97
  br i1 %55, label %56, label %50, !dbg !98, !llvm.loop !99

56:                                               ; preds = %50, %7
  ret void, !dbg !101
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: mustprogress nofree noinline norecurse nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @ticket(ptr noalias noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1, ptr noundef captures(none) %2) local_unnamed_addr #4 !dbg !102 {
  %4 = load i32, ptr %2, align 4, !dbg !103, !tbaa !8
  br label %5, !dbg !104

5:                                                ; preds = %5, %3
  %6 = phi i32 [ %4, %3 ], [ %10, %5 ], !dbg !105
  %7 = add nsw i32 %6, 1, !dbg !106
  %8 = cmpxchg ptr %2, i32 %6, i32 %7 seq_cst seq_cst, align 4, !dbg !107
  %9 = extractvalue { i32, i1 } %8, 1, !dbg !108
  %10 = extractvalue { i32, i1 } %8, 0, !dbg !108
  br i1 %9, label %11, label %5

11:                                               ; preds = %5
  %12 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !109
  %13 = tail call range(i32 1, 65) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !110
  %14 = mul nuw nsw i32 %12, %13, !dbg !111
  %15 = tail call range(i32 0, 64) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !112
  %16 = add nuw nsw i32 %14, %15, !dbg !113
  %17 = zext nneg i32 %16 to i64, !dbg !114
  %18 = getelementptr inbounds nuw i32, ptr %0, i64 %17, !dbg !114
  %19 = addrspacecast ptr %18 to ptr addrspace(1), !dbg !115
  %20 = load i32, ptr addrspace(1) %19, align 4, !dbg !115, !invariant.load !14
  %21 = and i32 %6, 1023, !dbg !116
  %22 = zext nneg i32 %21 to i64, !dbg !117
  %23 = getelementptr inbounds nuw i32, ptr %1, i64 %22, !dbg !117
  store i32 %20, ptr %23, align 4, !dbg !118, !tbaa !8
  ret void, !dbg !119
}

attributes #0 = { mustprogress nofree norecurse nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" }
attributes #1 = { mustprogress nofree noinline norecurse nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" }
attributes #2 = { mustprogress nofree noinline norecurse nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="256" "nvvm.minctasm"="4" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress nofree noinline norecurse nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="64" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6}
!llvm.ident = !{!7}
!llvm.errno.tbaa = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "k27_ldg_casmax.cu", directory: "/work/wt/numba25c/tools/capture/clang_kernels")
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
!12 = distinct !DISubprogram(name: "atomic_max_float", scope: !1, file: !1, line: 5, type: !13, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 7, column: 13, scope: !12)
!16 = !DILocation(line: 11, column: 45, scope: !12)
!17 = !DILocation(line: 8, column: 3, scope: !12)
!18 = !DILocation(line: 0, scope: !12)
!19 = !DILocation(line: 10, column: 9, scope: !12)
!20 = !DILocation(line: 10, column: 44, scope: !12)
!21 = !DILocation(line: 11, column: 11, scope: !12)
!22 = !DILocation(line: 12, column: 20, scope: !12)
!23 = !DILocation(line: 12, column: 3, scope: !12)
!24 = distinct !{!24, !17, !25, !26}
!25 = !DILocation(line: 12, column: 26, scope: !12)
!26 = !{!"llvm.loop.mustprogress"}
!27 = !DILocation(line: 13, column: 3, scope: !12)
!28 = distinct !DISubprogram(name: "atomic_min_double", scope: !1, file: !1, line: 16, type: !13, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!29 = !DILocation(line: 18, column: 19, scope: !28)
!30 = !{!31, !31, i64 0}
!31 = !{!"long long", !10, i64 0}
!32 = !DILocation(line: 19, column: 3, scope: !28)
!33 = !DILocation(line: 0, scope: !28)
!34 = !DILocation(line: 21, column: 18, scope: !28)
!35 = !DILocation(line: 22, column: 80, scope: !28)
!36 = !DILocation(line: 22, column: 46, scope: !28)
!37 = !DILocation(line: 22, column: 11, scope: !28)
!38 = !DILocation(line: 23, column: 20, scope: !28)
!39 = !DILocation(line: 23, column: 3, scope: !28)
!40 = distinct !{!40, !32, !41, !26}
!41 = !DILocation(line: 23, column: 26, scope: !28)
!42 = !DILocation(line: 24, column: 3, scope: !28)
!43 = distinct !DISubprogram(name: "atomic_add_u16", scope: !1, file: !1, line: 27, type: !13, scopeLine: 27, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!44 = !DILocation(line: 28, column: 24, scope: !43)
!45 = !{!46, !46, i64 0}
!46 = !{!"short", !10, i64 0}
!47 = !DILocation(line: 29, column: 3, scope: !43)
!48 = !DILocation(line: 28, column: 18, scope: !43)
!49 = !DILocation(line: 31, column: 55, scope: !43)
!50 = !DILocation(line: 32, column: 5, scope: !43)
!51 = !DILocation(line: 33, column: 20, scope: !43)
!52 = !DILocation(line: 33, column: 3, scope: !43)
!53 = distinct !{!53, !47, !54, !26}
!54 = !DILocation(line: 33, column: 26, scope: !43)
!55 = !DILocation(line: 34, column: 3, scope: !43)
!56 = distinct !DISubprogram(name: "ldg_cas", scope: !1, file: !1, line: 37, type: !13, scopeLine: 39, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!57 = !DILocation(line: 40, column: 11, scope: !56)
!58 = !DILocation(line: 40, column: 24, scope: !56)
!59 = !DILocation(line: 40, column: 22, scope: !56)
!60 = !DILocation(line: 40, column: 37, scope: !56)
!61 = !DILocation(line: 40, column: 35, scope: !56)
!62 = !DILocation(line: 41, column: 9, scope: !56)
!63 = !DILocation(line: 42, column: 28, scope: !56)
!64 = !DILocation(line: 42, column: 11, scope: !56)
!65 = !DILocation(line: 43, column: 28, scope: !56)
!66 = !DILocation(line: 43, column: 13, scope: !56)
!67 = !DILocation(line: 43, column: 33, scope: !56)
!68 = !DILocation(line: 44, column: 29, scope: !56)
!69 = !DILocation(line: 44, column: 14, scope: !56)
!70 = !DILocation(line: 44, column: 44, scope: !56)
!71 = !DILocation(line: 44, column: 34, scope: !56)
!72 = !DILocation(line: 7, column: 13, scope: !12, inlinedAt: !73)
!73 = distinct !DILocation(line: 45, column: 16, scope: !56)
!74 = !DILocation(line: 11, column: 45, scope: !12, inlinedAt: !73)
!75 = !DILocation(line: 8, column: 3, scope: !12, inlinedAt: !73)
!76 = !DILocation(line: 0, scope: !12, inlinedAt: !73)
!77 = !DILocation(line: 10, column: 9, scope: !12, inlinedAt: !73)
!78 = !DILocation(line: 10, column: 44, scope: !12, inlinedAt: !73)
!79 = !DILocation(line: 11, column: 11, scope: !12, inlinedAt: !73)
!80 = !DILocation(line: 12, column: 20, scope: !12, inlinedAt: !73)
!81 = !DILocation(line: 12, column: 3, scope: !12, inlinedAt: !73)
!82 = distinct !{!82, !75, !83, !26}
!83 = !DILocation(line: 12, column: 26, scope: !12, inlinedAt: !73)
!84 = !DILocation(line: 46, column: 35, scope: !56)
!85 = !DILocation(line: 46, column: 30, scope: !56)
!86 = !DILocation(line: 46, column: 3, scope: !56)
!87 = !DILocation(line: 47, column: 28, scope: !56)
!88 = !DILocation(line: 47, column: 23, scope: !56)
!89 = !DILocation(line: 47, column: 57, scope: !56)
!90 = !DILocation(line: 47, column: 52, scope: !56)
!91 = !DILocation(line: 28, column: 24, scope: !43, inlinedAt: !92)
!92 = distinct !DILocation(line: 47, column: 3, scope: !56)
!93 = !DILocation(line: 29, column: 3, scope: !43, inlinedAt: !92)
!94 = !DILocation(line: 28, column: 18, scope: !43, inlinedAt: !92)
!95 = !DILocation(line: 31, column: 55, scope: !43, inlinedAt: !92)
!96 = !DILocation(line: 32, column: 5, scope: !43, inlinedAt: !92)
!97 = !DILocation(line: 33, column: 20, scope: !43, inlinedAt: !92)
!98 = !DILocation(line: 33, column: 3, scope: !43, inlinedAt: !92)
!99 = distinct !{!99, !93, !100, !26}
!100 = !DILocation(line: 33, column: 26, scope: !43, inlinedAt: !92)
!101 = !DILocation(line: 48, column: 1, scope: !56)
!102 = distinct !DISubprogram(name: "ticket", scope: !1, file: !1, line: 50, type: !13, scopeLine: 50, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!103 = !DILocation(line: 53, column: 14, scope: !102)
!104 = !DILocation(line: 54, column: 3, scope: !102)
!105 = !DILocation(line: 53, column: 7, scope: !102)
!106 = !DILocation(line: 55, column: 58, scope: !102)
!107 = !DILocation(line: 55, column: 16, scope: !102)
!108 = !DILocation(line: 56, column: 14, scope: !102)
!109 = !DILocation(line: 51, column: 11, scope: !102)
!110 = !DILocation(line: 51, column: 24, scope: !102)
!111 = !DILocation(line: 51, column: 22, scope: !102)
!112 = !DILocation(line: 51, column: 37, scope: !102)
!113 = !DILocation(line: 51, column: 35, scope: !102)
!114 = !DILocation(line: 52, column: 27, scope: !102)
!115 = !DILocation(line: 52, column: 11, scope: !102)
!116 = !DILocation(line: 59, column: 14, scope: !102)
!117 = !DILocation(line: 59, column: 3, scope: !102)
!118 = !DILocation(line: 59, column: 22, scope: !102)
!119 = !DILocation(line: 60, column: 1, scope: !102)
