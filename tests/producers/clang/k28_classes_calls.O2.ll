; ModuleID = 'k28_classes_calls.cu'
source_filename = "k28_classes_calls.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Cpx = type { float, float }
%class.Rng = type { i32 }

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local %struct.Cpx @_Z5powerRK3CpxiR3Rng(ptr noundef nonnull readonly align 4 captures(none) dereferenceable(8) %0, i32 noundef %1, ptr noundef nonnull align 4 captures(none) dereferenceable(4) %2) local_unnamed_addr #0 !dbg !12 {
  %4 = icmp sgt i32 %1, 0, !dbg !15
  br i1 %4, label %5, label %7, !dbg !16

5:                                                ; preds = %3
  %6 = load i32, ptr %2, align 4, !dbg !17, !tbaa !20
  br label %12, !dbg !16

7:                                                ; preds = %12, %3
  %8 = phi float [ 1.000000e+00, %3 ], [ %39, %12 ], !dbg !22
  %9 = phi float [ 0.000000e+00, %3 ], [ %40, %12 ], !dbg !22
  %10 = insertvalue %struct.Cpx poison, float %8, 0, !dbg !23
  %11 = insertvalue %struct.Cpx %10, float %9, 1, !dbg !23
  ret %struct.Cpx %11, !dbg !23

12:                                               ; preds = %5, %12
  %13 = phi i32 [ %34, %12 ], [ %6, %5 ], !dbg !17
  %14 = phi i32 [ %41, %12 ], [ 0, %5 ]
  %15 = phi float [ %40, %12 ], [ 0.000000e+00, %5 ]
  %16 = phi float [ %39, %12 ], [ 1.000000e+00, %5 ]
  %17 = load i64, ptr %0, align 4, !dbg !24
  %18 = trunc i64 %17 to i32, !dbg !24
  %19 = lshr i64 %17, 32, !dbg !24
  %20 = trunc nuw i64 %19 to i32, !dbg !24
  %21 = bitcast i32 %18 to float, !dbg !25
  %22 = bitcast i32 %20 to float, !dbg !25
  %23 = fmul contract float %16, %21, !dbg !28
  %24 = fmul contract float %15, %22, !dbg !29
  %25 = fsub contract float %23, %24, !dbg !30
  %26 = fmul contract float %16, %22, !dbg !31
  %27 = fmul contract float %15, %21, !dbg !32
  %28 = fadd contract float %27, %26, !dbg !33
  %29 = shl i32 %13, 13, !dbg !34
  %30 = xor i32 %29, %13, !dbg !35
  %31 = lshr i32 %30, 17, !dbg !36
  %32 = xor i32 %31, %30, !dbg !37
  %33 = shl i32 %32, 5, !dbg !38
  %34 = xor i32 %33, %32, !dbg !39
  store i32 %34, ptr %2, align 4, !dbg !39, !tbaa !20
  %35 = lshr i32 %34, 8, !dbg !40
  %36 = uitofp nneg i32 %35 to float, !dbg !43
  %37 = fmul contract float %36, 0x3E70000000000000, !dbg !44
  %38 = fmul contract float %37, 0x3F50624DE0000000, !dbg !45
  %39 = fadd contract float %25, %38, !dbg !46
  %40 = fadd contract float %28, 0.000000e+00, !dbg !49
  %41 = add nuw nsw i32 %14, 1, !dbg !50
  %42 = icmp eq i32 %41, %1, !dbg !15
  br i1 %42, label %7, label %12, !dbg !16, !llvm.loop !51
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: write)
define dso_local ptx_kernel void @classes_calls2(ptr noundef writeonly captures(none) %0, i32 noundef %1) local_unnamed_addr #2 !dbg !54 {
  %3 = alloca %class.Rng, align 4
  %4 = alloca %struct.Cpx, align 4
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !55
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !56
  %7 = mul nuw nsw i32 %5, %6, !dbg !57
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !58
  %9 = add nuw nsw i32 %7, %8, !dbg !59
  %10 = icmp slt i32 %9, %1, !dbg !60
  br i1 %10, label %11, label %51, !dbg !60

11:                                               ; preds = %2
  call void @llvm.lifetime.start.p0(ptr nonnull %3) #4, !dbg !61
  %12 = mul i32 %9, -209469947, !dbg !62
  %13 = add i32 %12, -2129264258, !dbg !65
  %14 = and i32 %9, 3, !dbg !66
  %15 = icmp eq i32 %14, 0, !dbg !67
  br i1 %15, label %23, label %16, !dbg !69

16:                                               ; preds = %11, %16
  %17 = phi i32 [ %21, %16 ], [ 0, %11 ]
  %18 = phi i32 [ %20, %16 ], [ %13, %11 ]
  %19 = mul i32 %18, 1664525, !dbg !70
  %20 = add i32 %19, 1013904223, !dbg !71
  %21 = add nuw nsw i32 %17, 1, !dbg !72
  %22 = icmp eq i32 %21, %14, !dbg !67
  br i1 %22, label %23, label %16, !dbg !69, !llvm.loop !73

23:                                               ; preds = %16, %11
  %24 = phi i32 [ %13, %11 ], [ %20, %16 ], !dbg !75
  call void @llvm.lifetime.start.p0(ptr nonnull %4) #4, !dbg !77
  %25 = shl i32 %24, 13, !dbg !78
  %26 = xor i32 %25, %24, !dbg !79
  %27 = lshr i32 %26, 17, !dbg !80
  %28 = xor i32 %27, %26, !dbg !81
  %29 = shl i32 %28, 5, !dbg !82
  %30 = xor i32 %29, %28, !dbg !83
  %31 = lshr i32 %30, 8, !dbg !84
  %32 = uitofp nneg i32 %31 to float, !dbg !86
  %33 = fmul contract float %32, 0x3E70000000000000, !dbg !87
  store float %33, ptr %4, align 4, !dbg !88, !tbaa !89
  %34 = getelementptr inbounds nuw i8, ptr %4, i64 4, !dbg !88
  %35 = shl i32 %30, 13, !dbg !92
  %36 = xor i32 %35, %30, !dbg !94
  %37 = lshr i32 %36, 17, !dbg !95
  %38 = xor i32 %37, %36, !dbg !96
  %39 = shl i32 %38, 5, !dbg !97
  %40 = xor i32 %39, %38, !dbg !98
  store i32 %40, ptr %3, align 4, !dbg !98, !tbaa !20
  %41 = lshr i32 %40, 8, !dbg !99
  %42 = uitofp nneg i32 %41 to float, !dbg !101
  %43 = fmul contract float %42, 0x3E70000000000000, !dbg !102
  store float %43, ptr %34, align 4, !dbg !88, !tbaa !103
  %44 = call %struct.Cpx @_Z5powerRK3CpxiR3Rng(ptr noundef nonnull align 4 dereferenceable(8) %4, i32 noundef 5, ptr noundef nonnull align 4 dereferenceable(4) %3) #4, !dbg !104
  %45 = extractvalue %struct.Cpx %44, 0, !dbg !104
  %46 = extractvalue %struct.Cpx %44, 1, !dbg !104
  %47 = shl nuw nsw i32 %9, 1, !dbg !105
  %48 = zext nneg i32 %47 to i64, !dbg !106
  %49 = getelementptr inbounds nuw float, ptr %0, i64 %48, !dbg !106
  store float %45, ptr %49, align 4, !dbg !107, !tbaa !108
  %50 = getelementptr inbounds nuw i8, ptr %49, i64 4, !dbg !109
  store float %46, ptr %50, align 4, !dbg !110, !tbaa !108
  call void @llvm.lifetime.end.p0(ptr nonnull %4) #4, !dbg !111
  call void @llvm.lifetime.end.p0(ptr nonnull %3) #4, !dbg !111
  br label %51, !dbg !111

51:                                               ; preds = %2, %23
  ret void, !dbg !111
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind memory(argmem: write) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6}
!llvm.ident = !{!7}
!llvm.errno.tbaa = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "k28_classes_calls.cu", directory: "/work/wt/nvir31/tools/capture/clang_kernels")
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
!12 = distinct !DISubprogram(name: "power", scope: !1, file: !1, line: 17, type: !13, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 19, column: 21, scope: !12)
!16 = !DILocation(line: 19, column: 3, scope: !12)
!17 = !DILocation(line: 9, column: 37, scope: !18, inlinedAt: !19)
!18 = distinct !DISubprogram(name: "next", scope: !1, file: !1, line: 9, type: !13, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!19 = distinct !DILocation(line: 19, column: 63, scope: !12)
!20 = !{!21, !9, i64 0}
!21 = !{!"_ZTS3Rng", !9, i64 0}
!22 = !DILocation(line: 0, scope: !12)
!23 = !DILocation(line: 20, column: 3, scope: !12)
!24 = !DILocation(line: 19, column: 43, scope: !12)
!25 = !DILocation(line: 14, column: 51, scope: !26, inlinedAt: !27)
!26 = distinct !DISubprogram(name: "operator*", scope: !1, file: !1, line: 14, type: !13, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!27 = distinct !DILocation(line: 19, column: 41, scope: !12)
!28 = !DILocation(line: 14, column: 54, scope: !26, inlinedAt: !27)
!29 = !DILocation(line: 14, column: 66, scope: !26, inlinedAt: !27)
!30 = !DILocation(line: 14, column: 61, scope: !26, inlinedAt: !27)
!31 = !DILocation(line: 14, column: 77, scope: !26, inlinedAt: !27)
!32 = !DILocation(line: 14, column: 89, scope: !26, inlinedAt: !27)
!33 = !DILocation(line: 14, column: 84, scope: !26, inlinedAt: !27)
!34 = !DILocation(line: 9, column: 39, scope: !18, inlinedAt: !19)
!35 = !DILocation(line: 9, column: 34, scope: !18, inlinedAt: !19)
!36 = !DILocation(line: 9, column: 53, scope: !18, inlinedAt: !19)
!37 = !DILocation(line: 9, column: 48, scope: !18, inlinedAt: !19)
!38 = !DILocation(line: 9, column: 67, scope: !18, inlinedAt: !19)
!39 = !DILocation(line: 9, column: 62, scope: !18, inlinedAt: !19)
!40 = !DILocation(line: 10, column: 56, scope: !41, inlinedAt: !42)
!41 = distinct !DISubprogram(name: "unit", scope: !1, file: !1, line: 10, type: !13, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!42 = distinct !DILocation(line: 19, column: 51, scope: !12)
!43 = !DILocation(line: 10, column: 53, scope: !41, inlinedAt: !42)
!44 = !DILocation(line: 10, column: 62, scope: !41, inlinedAt: !42)
!45 = !DILocation(line: 19, column: 71, scope: !12)
!46 = !DILocation(line: 15, column: 54, scope: !47, inlinedAt: !48)
!47 = distinct !DISubprogram(name: "operator+", scope: !1, file: !1, line: 15, type: !13, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!48 = distinct !DILocation(line: 19, column: 45, scope: !12)
!49 = !DILocation(line: 15, column: 65, scope: !47, inlinedAt: !48)
!50 = !DILocation(line: 19, column: 26, scope: !12)
!51 = distinct !{!51, !16, !52, !53}
!52 = !DILocation(line: 19, column: 81, scope: !12)
!53 = !{!"llvm.loop.mustprogress"}
!54 = distinct !DISubprogram(name: "classes_calls2", scope: !1, file: !1, line: 22, type: !13, scopeLine: 22, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!55 = !DILocation(line: 23, column: 11, scope: !54)
!56 = !DILocation(line: 23, column: 24, scope: !54)
!57 = !DILocation(line: 23, column: 22, scope: !54)
!58 = !DILocation(line: 23, column: 37, scope: !54)
!59 = !DILocation(line: 23, column: 35, scope: !54)
!60 = !DILocation(line: 24, column: 9, scope: !54)
!61 = !DILocation(line: 25, column: 3, scope: !54)
!62 = !DILocation(line: 8, column: 67, scope: !63, inlinedAt: !64)
!63 = distinct !DISubprogram(name: "skip", scope: !1, file: !1, line: 8, type: !13, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!64 = distinct !DILocation(line: 26, column: 5, scope: !54)
!65 = !DILocation(line: 8, column: 78, scope: !63, inlinedAt: !64)
!66 = !DILocation(line: 26, column: 20, scope: !54)
!67 = !DILocation(line: 8, column: 51, scope: !63, inlinedAt: !68)
!68 = distinct !DILocation(line: 26, column: 13, scope: !54)
!69 = !DILocation(line: 8, column: 33, scope: !63, inlinedAt: !68)
!70 = !DILocation(line: 8, column: 67, scope: !63, inlinedAt: !68)
!71 = !DILocation(line: 8, column: 78, scope: !63, inlinedAt: !68)
!72 = !DILocation(line: 8, column: 56, scope: !63, inlinedAt: !68)
!73 = distinct !{!73, !69, !74, !53}
!74 = !DILocation(line: 8, column: 80, scope: !63, inlinedAt: !68)
!75 = !DILocation(line: 9, column: 37, scope: !18, inlinedAt: !76)
!76 = distinct !DILocation(line: 27, column: 24, scope: !54)
!77 = !DILocation(line: 27, column: 3, scope: !54)
!78 = !DILocation(line: 9, column: 39, scope: !18, inlinedAt: !76)
!79 = !DILocation(line: 9, column: 34, scope: !18, inlinedAt: !76)
!80 = !DILocation(line: 9, column: 53, scope: !18, inlinedAt: !76)
!81 = !DILocation(line: 9, column: 48, scope: !18, inlinedAt: !76)
!82 = !DILocation(line: 9, column: 67, scope: !18, inlinedAt: !76)
!83 = !DILocation(line: 9, column: 62, scope: !18, inlinedAt: !76)
!84 = !DILocation(line: 10, column: 56, scope: !41, inlinedAt: !85)
!85 = distinct !DILocation(line: 27, column: 12, scope: !54)
!86 = !DILocation(line: 10, column: 53, scope: !41, inlinedAt: !85)
!87 = !DILocation(line: 10, column: 62, scope: !41, inlinedAt: !85)
!88 = !DILocation(line: 27, column: 11, scope: !54)
!89 = !{!90, !91, i64 0}
!90 = !{!"_ZTS3Cpx", !91, i64 0, !91, i64 4}
!91 = !{!"float", !10, i64 0}
!92 = !DILocation(line: 9, column: 39, scope: !18, inlinedAt: !93)
!93 = distinct !DILocation(line: 27, column: 45, scope: !54)
!94 = !DILocation(line: 9, column: 34, scope: !18, inlinedAt: !93)
!95 = !DILocation(line: 9, column: 53, scope: !18, inlinedAt: !93)
!96 = !DILocation(line: 9, column: 48, scope: !18, inlinedAt: !93)
!97 = !DILocation(line: 9, column: 67, scope: !18, inlinedAt: !93)
!98 = !DILocation(line: 9, column: 62, scope: !18, inlinedAt: !93)
!99 = !DILocation(line: 10, column: 56, scope: !41, inlinedAt: !100)
!100 = distinct !DILocation(line: 27, column: 33, scope: !54)
!101 = !DILocation(line: 10, column: 53, scope: !41, inlinedAt: !100)
!102 = !DILocation(line: 10, column: 62, scope: !41, inlinedAt: !100)
!103 = !{!90, !91, i64 4}
!104 = !DILocation(line: 28, column: 11, scope: !54)
!105 = !DILocation(line: 29, column: 9, scope: !54)
!106 = !DILocation(line: 29, column: 3, scope: !54)
!107 = !DILocation(line: 29, column: 14, scope: !54)
!108 = !{!91, !91, i64 0}
!109 = !DILocation(line: 30, column: 3, scope: !54)
!110 = !DILocation(line: 30, column: 18, scope: !54)
!111 = !DILocation(line: 31, column: 1, scope: !54)
