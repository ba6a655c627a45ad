; ModuleID = 'k32_templ_lambda.cu'
source_filename = "k32_templ_lambda.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%class.anon.7 = type { float }

$_Z13reduce_kernelIfEvPKT_PS0_iS0_ = comdat any

$_Z13reduce_kernelIdEvPKT_PS0_iS0_ = comdat any

$_Z13reduce_kernelIiEvPKT_PS0_iS0_ = comdat any

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z13reduce_kernelIfEvPKT_PS0_iS0_(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1, i32 noundef %2, float noundef %3) local_unnamed_addr #0 comdat !dbg !12 {
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !15
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !18
  %7 = mul nuw nsw i32 %5, %6, !dbg !19
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !20
  %9 = add nuw nsw i32 %7, %8, !dbg !21
  %10 = icmp slt i32 %9, %2, !dbg !22
  br i1 %10, label %11, label %27, !dbg !23

11:                                               ; preds = %4
  %12 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %13 = mul nuw nsw i32 %6, %12
  br label %14, !dbg !23

14:                                               ; preds = %14, %11
  %15 = phi i32 [ %9, %11 ], [ %25, %14 ]
  %16 = phi float [ 0.000000e+00, %11 ], [ %24, %14 ]
  %17 = zext nneg i32 %15 to i64, !dbg !24
  %18 = getelementptr inbounds nuw float, ptr %0, i64 %17, !dbg !24
  %19 = load float, ptr %18, align 4, !dbg !24, !tbaa !25
  %20 = fmul contract float %3, %19, !dbg !27
  %21 = and i32 %15, 1, !dbg !30
  %22 = uitofp nneg i32 %21 to float, !dbg !31
  %23 = fadd contract float %20, %22, !dbg !32
  %24 = fadd contract float %16, %23, !dbg !33
  %25 = add nuw nsw i32 %15, %13, !dbg !36
  %26 = icmp slt i32 %25, %2, !dbg !22
  br i1 %26, label %14, label %27, !dbg !23, !llvm.loop !37

27:                                               ; preds = %14, %4
  %28 = phi float [ 0.000000e+00, %4 ], [ %24, %14 ], !dbg !40
  %29 = zext nneg i32 %9 to i64, !dbg !41
  %30 = getelementptr inbounds nuw float, ptr %1, i64 %29, !dbg !41
  store float %28, ptr %30, align 4, !dbg !42, !tbaa !25
  ret void, !dbg !43
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z13reduce_kernelIdEvPKT_PS0_iS0_(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1, i32 noundef %2, double noundef %3) local_unnamed_addr #0 comdat !dbg !44 {
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !45
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !48
  %7 = mul nuw nsw i32 %5, %6, !dbg !49
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !50
  %9 = add nuw nsw i32 %7, %8, !dbg !51
  %10 = icmp slt i32 %9, %2, !dbg !52
  br i1 %10, label %11, label %27, !dbg !53

11:                                               ; preds = %4
  %12 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %13 = mul nuw nsw i32 %6, %12
  br label %14, !dbg !53

14:                                               ; preds = %14, %11
  %15 = phi i32 [ %9, %11 ], [ %25, %14 ]
  %16 = phi double [ 0.000000e+00, %11 ], [ %24, %14 ]
  %17 = zext nneg i32 %15 to i64, !dbg !54
  %18 = getelementptr inbounds nuw double, ptr %0, i64 %17, !dbg !54
  %19 = load double, ptr %18, align 8, !dbg !54, !tbaa !55
  %20 = fmul contract double %3, %19, !dbg !57
  %21 = and i32 %15, 1, !dbg !60
  %22 = uitofp nneg i32 %21 to double, !dbg !61
  %23 = fadd contract double %20, %22, !dbg !62
  %24 = fadd contract double %16, %23, !dbg !63
  %25 = add nuw nsw i32 %15, %13, !dbg !66
  %26 = icmp slt i32 %25, %2, !dbg !52
  br i1 %26, label %14, label %27, !dbg !53, !llvm.loop !67

27:                                               ; preds = %14, %4
  %28 = phi double [ 0.000000e+00, %4 ], [ %24, %14 ], !dbg !69
  %29 = zext nneg i32 %9 to i64, !dbg !70
  %30 = getelementptr inbounds nuw double, ptr %1, i64 %29, !dbg !70
  store double %28, ptr %30, align 8, !dbg !71, !tbaa !55
  ret void, !dbg !72
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z13reduce_kernelIiEvPKT_PS0_iS0_(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 comdat !dbg !73 {
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !74
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !77
  %7 = mul nuw nsw i32 %5, %6, !dbg !78
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !79
  %9 = add nuw nsw i32 %7, %8, !dbg !80
  %10 = icmp slt i32 %9, %2, !dbg !81
  br i1 %10, label %11, label %26, !dbg !82

11:                                               ; preds = %4
  %12 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %13 = mul nuw nsw i32 %6, %12
  br label %14, !dbg !82

14:                                               ; preds = %14, %11
  %15 = phi i32 [ %9, %11 ], [ %24, %14 ]
  %16 = phi i32 [ 0, %11 ], [ %23, %14 ]
  %17 = zext nneg i32 %15 to i64, !dbg !83
  %18 = getelementptr inbounds nuw i32, ptr %0, i64 %17, !dbg !83
  %19 = load i32, ptr %18, align 4, !dbg !83, !tbaa !8
  %20 = mul nsw i32 %19, %3, !dbg !84
  %21 = and i32 %15, 1, !dbg !87
  %22 = add i32 %21, %16, !dbg !88
  %23 = add i32 %22, %20, !dbg !89
  %24 = add nuw nsw i32 %15, %13, !dbg !92
  %25 = icmp slt i32 %24, %2, !dbg !81
  br i1 %25, label %14, label %26, !dbg !82, !llvm.loop !93

26:                                               ; preds = %14, %4
  %27 = phi i32 [ 0, %4 ], [ %23, %14 ], !dbg !95
  %28 = zext nneg i32 %9 to i64, !dbg !96
  %29 = getelementptr inbounds nuw i32, ptr %1, i64 %28, !dbg !96
  store i32 %27, ptr %29, align 4, !dbg !97, !tbaa !8
  ret void, !dbg !98
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @lambda_struct(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1, i32 noundef %2) local_unnamed_addr #2 !dbg !99 {
  %4 = alloca %class.anon.7, align 4
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !100
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !101
  %7 = mul nuw nsw i32 %5, %6, !dbg !102
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !103
  %9 = add nuw nsw i32 %7, %8, !dbg !104
  %10 = icmp slt i32 %9, %2, !dbg !105
  br i1 %10, label %11, label %33, !dbg !105

11:                                               ; preds = %3
  %12 = load float, ptr %0, align 4, !dbg !106, !tbaa !25
  store float %12, ptr %4, align 4, !dbg !107, !tbaa !25
  %13 = zext nneg i32 %9 to i64, !dbg !108
  %14 = getelementptr inbounds nuw float, ptr %0, i64 %13, !dbg !108
  %15 = load float, ptr %14, align 4, !dbg !108, !tbaa !25
  %16 = add nuw nsw i32 %9, 1, !dbg !109
  %17 = urem i32 %16, %2, !dbg !110
  %18 = zext nneg i32 %17 to i64, !dbg !111
  %19 = getelementptr inbounds nuw float, ptr %0, i64 %18, !dbg !111
  %20 = load float, ptr %19, align 4, !dbg !111, !tbaa !25
  %21 = tail call fastcc { float, float } @_Z10apply_pairIZ13lambda_structEUlffE_E6MinMaxT_ff(ptr noundef nonnull byval(%class.anon.7) align 4 %4, float noundef %15, float noundef %20) #4, !dbg !112
  %22 = extractvalue { float, float } %21, 0, !dbg !112
  %23 = extractvalue { float, float } %21, 1, !dbg !112
  %24 = fcmp contract ogt float %22, 0.000000e+00, !dbg !113
  %25 = zext i1 %24 to i32, !dbg !113
  %26 = fcmp contract ogt float %23, 0.000000e+00, !dbg !116
  %27 = select i1 %24, i32 2, i32 1
  %28 = select i1 %26, i32 %27, i32 %25, !dbg !116
  %29 = fsub contract float %23, %22, !dbg !118
  %30 = uitofp nneg i32 %28 to float, !dbg !119
  %31 = fadd contract float %29, %30, !dbg !120
  %32 = getelementptr inbounds nuw float, ptr %1, i64 %13, !dbg !121
  store float %31, ptr %32, align 4, !dbg !122, !tbaa !25
  br label %33, !dbg !123

33:                                               ; preds = %3, %11
  ret void, !dbg !123
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read)
define internal fastcc { float, float } @_Z10apply_pairIZ13lambda_structEUlffE_E6MinMaxT_ff(ptr noundef readonly byval(%class.anon.7) align 4 captures(none) %0, float noundef %1, float noundef %2) unnamed_addr #3 !dbg !124 {
  %4 = fcmp contract olt float %1, %2, !dbg !126
  %5 = load float, ptr %0, align 4, !dbg !129
  %6 = select i1 %4, float %1, float %2, !dbg !129
  %7 = fsub contract float %6, %5, !dbg !129
  %8 = select i1 %4, float %2, float %1, !dbg !130
  %9 = fadd contract float %8, %5, !dbg !130
  %10 = insertvalue { float, float } poison, float %7, 0, !dbg !131
  %11 = insertvalue { float, float } %10, float %9, 1, !dbg !131
  ret { float, float } %11, !dbg !131
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #1

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #4 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6}
!llvm.ident = !{!7}
!llvm.errno.tbaa = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "k32_templ_lambda.cu", directory: "/work/wt/nvir32/tools/capture/clang_kernels")
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
!12 = distinct !DISubprogram(name: "reduce_kernel<float>", scope: !1, file: !1, line: 15, type: !13, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 7, column: 16, scope: !16, inlinedAt: !17)
!16 = distinct !DISubprogram(name: "transform_reduce<float, (lambda at k32_templ_lambda.cu:16:39), (lambda at k32_templ_lambda.cu:17:26)>", scope: !1, file: !1, line: 5, type: !13, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!17 = distinct !DILocation(line: 16, column: 9, scope: !12)
!18 = !DILocation(line: 7, column: 29, scope: !16, inlinedAt: !17)
!19 = !DILocation(line: 7, column: 27, scope: !16, inlinedAt: !17)
!20 = !DILocation(line: 7, column: 42, scope: !16, inlinedAt: !17)
!21 = !DILocation(line: 7, column: 40, scope: !16, inlinedAt: !17)
!22 = !DILocation(line: 7, column: 57, scope: !16, inlinedAt: !17)
!23 = !DILocation(line: 7, column: 3, scope: !16, inlinedAt: !17)
!24 = !DILocation(line: 8, column: 20, scope: !16, inlinedAt: !17)
!25 = !{!26, !26, i64 0}
!26 = !{!"float", !10, i64 0}
!27 = !DILocation(line: 16, column: 66, scope: !28, inlinedAt: !29)
!28 = distinct !DISubprogram(name: "operator()", scope: !1, file: !1, line: 16, type: !13, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!29 = distinct !DILocation(line: 8, column: 18, scope: !16, inlinedAt: !17)
!30 = !DILocation(line: 16, column: 80, scope: !28, inlinedAt: !29)
!31 = !DILocation(line: 16, column: 78, scope: !28, inlinedAt: !29)
!32 = !DILocation(line: 16, column: 74, scope: !28, inlinedAt: !29)
!33 = !DILocation(line: 17, column: 50, scope: !34, inlinedAt: !35)
!34 = distinct !DISubprogram(name: "operator()", scope: !1, file: !1, line: 17, type: !13, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!35 = distinct !DILocation(line: 8, column: 11, scope: !16, inlinedAt: !17)
!36 = !DILocation(line: 7, column: 64, scope: !16, inlinedAt: !17)
!37 = distinct !{!37, !23, !38, !39}
!38 = !DILocation(line: 8, column: 29, scope: !16, inlinedAt: !17)
!39 = !{!"llvm.loop.mustprogress"}
!40 = !DILocation(line: 0, scope: !16, inlinedAt: !17)
!41 = !DILocation(line: 18, column: 3, scope: !12)
!42 = !DILocation(line: 18, column: 46, scope: !12)
!43 = !DILocation(line: 19, column: 1, scope: !12)
!44 = distinct !DISubprogram(name: "reduce_kernel<double>", scope: !1, file: !1, line: 15, type: !13, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!45 = !DILocation(line: 7, column: 16, scope: !46, inlinedAt: !47)
!46 = distinct !DISubprogram(name: "transform_reduce<double, (lambda at k32_templ_lambda.cu:16:39), (lambda at k32_templ_lambda.cu:17:26)>", scope: !1, file: !1, line: 5, type: !13, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!47 = distinct !DILocation(line: 16, column: 9, scope: !44)
!48 = !DILocation(line: 7, column: 29, scope: !46, inlinedAt: !47)
!49 = !DILocation(line: 7, column: 27, scope: !46, inlinedAt: !47)
!50 = !DILocation(line: 7, column: 42, scope: !46, inlinedAt: !47)
!51 = !DILocation(line: 7, column: 40, scope: !46, inlinedAt: !47)
!52 = !DILocation(line: 7, column: 57, scope: !46, inlinedAt: !47)
!53 = !DILocation(line: 7, column: 3, scope: !46, inlinedAt: !47)
!54 = !DILocation(line: 8, column: 20, scope: !46, inlinedAt: !47)
!55 = !{!56, !56, i64 0}
!56 = !{!"double", !10, i64 0}
!57 = !DILocation(line: 16, column: 66, scope: !58, inlinedAt: !59)
!58 = distinct !DISubprogram(name: "operator()", scope: !1, file: !1, line: 16, type: !13, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!59 = distinct !DILocation(line: 8, column: 18, scope: !46, inlinedAt: !47)
!60 = !DILocation(line: 16, column: 80, scope: !58, inlinedAt: !59)
!61 = !DILocation(line: 16, column: 78, scope: !58, inlinedAt: !59)
!62 = !DILocation(line: 16, column: 74, scope: !58, inlinedAt: !59)
!63 = !DILocation(line: 17, column: 50, scope: !64, inlinedAt: !65)
!64 = distinct !DISubprogram(name: "operator()", scope: !1, file: !1, line: 17, type: !13, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!65 = distinct !DILocation(line: 8, column: 11, scope: !46, inlinedAt: !47)
!66 = !DILocation(line: 7, column: 64, scope: !46, inlinedAt: !47)
!67 = distinct !{!67, !53, !68, !39}
!68 = !DILocation(line: 8, column: 29, scope: !46, inlinedAt: !47)
!69 = !DILocation(line: 0, scope: !46, inlinedAt: !47)
!70 = !DILocation(line: 18, column: 3, scope: !44)
!71 = !DILocation(line: 18, column: 46, scope: !44)
!72 = !DILocation(line: 19, column: 1, scope: !44)
!73 = distinct !DISubprogram(name: "reduce_kernel<int>", scope: !1, file: !1, line: 15, type: !13, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!74 = !DILocation(line: 7, column: 16, scope: !75, inlinedAt: !76)
!75 = distinct !DISubprogram(name: "transform_reduce<int, (lambda at k32_templ_lambda.cu:16:39), (lambda at k32_templ_lambda.cu:17:26)>", scope: !1, file: !1, line: 5, type: !13, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!76 = distinct !DILocation(line: 16, column: 9, scope: !73)
!77 = !DILocation(line: 7, column: 29, scope: !75, inlinedAt: !76)
!78 = !DILocation(line: 7, column: 27, scope: !75, inlinedAt: !76)
!79 = !DILocation(line: 7, column: 42, scope: !75, inlinedAt: !76)
!80 = !DILocation(line: 7, column: 40, scope: !75, inlinedAt: !76)
!81 = !DILocation(line: 7, column: 57, scope: !75, inlinedAt: !76)
!82 = !DILocation(line: 7, column: 3, scope: !75, inlinedAt: !76)
!83 = !DILocation(line: 8, column: 20, scope: !75, inlinedAt: !76)
!84 = !DILocation(line: 16, column: 66, scope: !85, inlinedAt: !86)
!85 = distinct !DISubprogram(name: "operator()", scope: !1, file: !1, line: 16, type: !13, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!86 = distinct !DILocation(line: 8, column: 18, scope: !75, inlinedAt: !76)
!87 = !DILocation(line: 16, column: 80, scope: !85, inlinedAt: !86)
!88 = !DILocation(line: 16, column: 74, scope: !85, inlinedAt: !86)
!89 = !DILocation(line: 17, column: 50, scope: !90, inlinedAt: !91)
!90 = distinct !DISubprogram(name: "operator()", scope: !1, file: !1, line: 17, type: !13, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!91 = distinct !DILocation(line: 8, column: 11, scope: !75, inlinedAt: !76)
!92 = !DILocation(line: 7, column: 64, scope: !75, inlinedAt: !76)
!93 = distinct !{!93, !82, !94, !39}
!94 = !DILocation(line: 8, column: 29, scope: !75, inlinedAt: !76)
!95 = !DILocation(line: 0, scope: !75, inlinedAt: !76)
!96 = !DILocation(line: 18, column: 3, scope: !73)
!97 = !DILocation(line: 18, column: 46, scope: !73)
!98 = !DILocation(line: 19, column: 1, scope: !73)
!99 = distinct !DISubprogram(name: "lambda_struct", scope: !1, file: !1, line: 23, type: !13, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!100 = !DILocation(line: 24, column: 11, scope: !99)
!101 = !DILocation(line: 24, column: 24, scope: !99)
!102 = !DILocation(line: 24, column: 22, scope: !99)
!103 = !DILocation(line: 24, column: 37, scope: !99)
!104 = !DILocation(line: 24, column: 35, scope: !99)
!105 = !DILocation(line: 25, column: 9, scope: !99)
!106 = !DILocation(line: 26, column: 16, scope: !99)
!107 = !DILocation(line: 28, column: 25, scope: !99)
!108 = !DILocation(line: 28, column: 29, scope: !99)
!109 = !DILocation(line: 28, column: 42, scope: !99)
!110 = !DILocation(line: 28, column: 47, scope: !99)
!111 = !DILocation(line: 28, column: 36, scope: !99)
!112 = !DILocation(line: 28, column: 14, scope: !99)
!113 = !DILocation(line: 30, column: 41, scope: !114, inlinedAt: !115)
!114 = distinct !DISubprogram(name: "operator()", scope: !1, file: !1, line: 30, type: !13, scopeLine: 30, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!115 = distinct !DILocation(line: 31, column: 3, scope: !99)
!116 = !DILocation(line: 30, column: 41, scope: !114, inlinedAt: !117)
!117 = distinct !DILocation(line: 31, column: 15, scope: !99)
!118 = !DILocation(line: 32, column: 17, scope: !99)
!119 = !DILocation(line: 32, column: 26, scope: !99)
!120 = !DILocation(line: 32, column: 24, scope: !99)
!121 = !DILocation(line: 32, column: 3, scope: !99)
!122 = !DILocation(line: 32, column: 10, scope: !99)
!123 = !DILocation(line: 33, column: 1, scope: !99)
!124 = distinct !DISubprogram(name: "apply_pair<(lambda at k32_templ_lambda.cu:27:13)>", scope: !1, file: !1, line: 13, type: !125, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!125 = !DISubroutineType(cc: DW_CC_nocall, types: !14)
!126 = !DILocation(line: 27, column: 56, scope: !127, inlinedAt: !128)
!127 = distinct !DISubprogram(name: "operator()", scope: !1, file: !1, line: 27, type: !13, scopeLine: 27, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!128 = distinct !DILocation(line: 13, column: 88, scope: !124)
!129 = !DILocation(line: 27, column: 54, scope: !127, inlinedAt: !128)
!130 = !DILocation(line: 27, column: 83, scope: !127, inlinedAt: !128)
!131 = !DILocation(line: 13, column: 81, scope: !124)
