; ModuleID = 'math_local.cu'
source_filename = "math_local.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read)
define dso_local noundef float @_Z4polyPKfif(ptr noundef readonly captures(none) %0, i32 noundef %1, float noundef %2) local_unnamed_addr #0 !dbg !12 {
  %4 = icmp sgt i32 %1, 0, !dbg !15
  br i1 %4, label %5, label %25, !dbg !16

5:                                                ; preds = %3
  %6 = and i32 %1, 3, !dbg !16
  %7 = icmp eq i32 %6, 0, !dbg !16
  br i1 %7, label %20, label %8, !dbg !16

8:                                                ; preds = %5, %8
  %9 = phi i32 [ %12, %8 ], [ %1, %5 ]
  %10 = phi float [ %17, %8 ], [ 0.000000e+00, %5 ]
  %11 = phi i32 [ %18, %8 ], [ 0, %5 ]
  %12 = add nsw i32 %9, -1, !dbg !17
  %13 = fmul contract float %2, %10, !dbg !18
  %14 = zext nneg i32 %12 to i64, !dbg !19
  %15 = getelementptr inbounds nuw float, ptr %0, i64 %14, !dbg !19
  %16 = load float, ptr %15, align 4, !dbg !19, !tbaa !20
  %17 = fadd contract float %13, %16, !dbg !22
  %18 = add i32 %11, 1, !dbg !16
  %19 = icmp eq i32 %18, %6, !dbg !16
  br i1 %19, label %20, label %8, !dbg !16, !llvm.loop !23

20:                                               ; preds = %8, %5
  %21 = phi i32 [ %1, %5 ], [ %12, %8 ]
  %22 = phi float [ 0.000000e+00, %5 ], [ %17, %8 ]
  %23 = phi float [ poison, %5 ], [ %17, %8 ]
  %24 = icmp ult i32 %1, 4, !dbg !16
  br i1 %24, label %25, label %27, !dbg !16

25:                                               ; preds = %20, %27, %3
  %26 = phi float [ 0.000000e+00, %3 ], [ %23, %20 ], [ %53, %27 ], !dbg !17
  ret float %26, !dbg !25

27:                                               ; preds = %20, %27
  %28 = phi i32 [ %48, %27 ], [ %21, %20 ]
  %29 = phi float [ %53, %27 ], [ %22, %20 ]
  %30 = fmul contract float %2, %29, !dbg !18
  %31 = sext i32 %28 to i64, !dbg !19
  %32 = getelementptr float, ptr %0, i64 %31, !dbg !19
  %33 = getelementptr i8, ptr %32, i64 -4, !dbg !19
  %34 = load float, ptr %33, align 4, !dbg !19, !tbaa !20
  %35 = fadd contract float %30, %34, !dbg !22
  %36 = fmul contract float %2, %35, !dbg !18
  %37 = sext i32 %28 to i64, !dbg !19
  %38 = getelementptr float, ptr %0, i64 %37, !dbg !19
  %39 = getelementptr i8, ptr %38, i64 -8, !dbg !19
  %40 = load float, ptr %39, align 4, !dbg !19, !tbaa !20
  %41 = fadd contract float %36, %40, !dbg !22
  %42 = add nsw i32 %28, -3, !dbg !17
  %43 = fmul contract float %2, %41, !dbg !18
  %44 = zext nneg i32 %42 to i64, !dbg !19
  %45 = getelementptr inbounds nuw float, ptr %0, i64 %44, !dbg !19
  %46 = load float, ptr %45, align 4, !dbg !19, !tbaa !20
  %47 = fadd contract float %43, %46, !dbg !22
  %48 = add nsw i32 %28, -4, !dbg !17
  %49 = fmul contract float %2, %47, !dbg !18
  %50 = zext nneg i32 %48 to i64, !dbg !19
  %51 = getelementptr inbounds nuw float, ptr %0, i64 %50, !dbg !19
  %52 = load float, ptr %51, align 4, !dbg !19, !tbaa !20
  %53 = fadd contract float %49, %52, !dbg !22
  %54 = icmp sgt i32 %28, 4, !dbg !15
  br i1 %54, label %27, label %25, !dbg !16, !llvm.loop !26
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #1

; Function Attrs: mustprogress nofree noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local ptx_kernel void @mathk(ptr noundef captures(none) %0, ptr noundef captures(none) %1, ptr noundef captures(none) %2) local_unnamed_addr #2 !dbg !29 {
  %4 = alloca [4 x float], align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = tail call range(i32 0, 128) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !30
  call void @llvm.lifetime.start.p0(ptr nonnull %4) #5, !dbg !31
  store float 1.000000e+00, ptr %4, align 4, !dbg !32, !tbaa !20
  %8 = getelementptr inbounds nuw i8, ptr %4, i64 4, !dbg !32
  store float 5.000000e-01, ptr %8, align 4, !dbg !32, !tbaa !20
  %9 = getelementptr inbounds nuw i8, ptr %4, i64 8, !dbg !32
  store float 2.500000e-01, ptr %9, align 4, !dbg !32, !tbaa !20
  %10 = getelementptr inbounds nuw i8, ptr %4, i64 12, !dbg !32
  %11 = load float, ptr %0, align 4, !dbg !33, !tbaa !20
  store float %11, ptr %10, align 4, !dbg !32, !tbaa !20
  %12 = zext nneg i32 %7 to i64, !dbg !34
  %13 = getelementptr inbounds nuw float, ptr %0, i64 %12, !dbg !34
  %14 = load float, ptr %13, align 4, !dbg !34, !tbaa !20
  %15 = call contract noundef float @_Z4polyPKfif(ptr noundef nonnull %4, i32 noundef 4, float noundef %14) #5, !dbg !35
  %16 = tail call contract float @llvm.fabs.f32(float %14), !dbg !36
  %17 = fadd contract float %15, %16, !dbg !37
  %18 = tail call contract float @llvm.fma.f32(float %14, float 2.000000e+00, float 1.000000e+00), !dbg !38
  %19 = fadd contract float %18, %17, !dbg !39
  %20 = tail call contract float @llvm.sqrt.f32(float %14), !dbg !40
  %21 = fadd contract float %20, %19, !dbg !41
  store float %21, ptr %13, align 4, !dbg !42, !tbaa !20
  %22 = fpext contract float %21 to double, !dbg !43
  %23 = fdiv contract double %22, 3.000000e+00, !dbg !44
  %24 = getelementptr inbounds nuw double, ptr %1, i64 %12, !dbg !45
  %25 = load double, ptr %24, align 8, !dbg !45, !tbaa !46
  %26 = tail call contract double @llvm.minnum.f64(double %25, double 1.000000e+00), !dbg !48
  %27 = fadd contract double %26, %23, !dbg !49
  store double %27, ptr %24, align 8, !dbg !50, !tbaa !46
  %28 = getelementptr inbounds nuw i64, ptr %2, i64 %12, !dbg !51
  %29 = load i64, ptr %28, align 8, !dbg !51, !tbaa !52
  %30 = mul nsw i64 %29, 4886718345, !dbg !54
  %31 = ashr i64 %30, 17, !dbg !55
  %32 = tail call range(i64 0, 65) i64 @llvm.ctpop.i64(i64 %29), !dbg !56
  %33 = or i64 %31, %32, !dbg !57
  %34 = or i64 %29, 1, !dbg !58
  %35 = tail call range(i64 0, 64) i64 @llvm.ctlz.i64(i64 %34, i1 true), !dbg !59
  %36 = or i64 %33, %35, !dbg !60
  store i64 %36, ptr %28, align 8, !dbg !61, !tbaa !52
  call void @llvm.lifetime.start.p0(ptr nonnull %5), !dbg !62
  call void @llvm.lifetime.start.p0(ptr nonnull %6), !dbg !62
  store volatile i32 %7, ptr %5, align 4, !dbg !63, !tbaa !8
  %37 = load volatile i32, ptr %5, align 4, !dbg !64, !tbaa !8
  %38 = add nsw i32 %37, 1, !dbg !65
  store volatile i32 %38, ptr %6, align 4, !dbg !66, !tbaa !8
  %39 = load volatile i32, ptr %6, align 4, !dbg !67, !tbaa !8
  %40 = sext i32 %39 to i64, !dbg !67
  %41 = load i64, ptr %2, align 8, !dbg !68, !tbaa !52
  %42 = add nsw i64 %41, %40, !dbg !68
  store i64 %42, ptr %2, align 8, !dbg !68, !tbaa !52
  call void @llvm.lifetime.end.p0(ptr nonnull %5), !dbg !69
  call void @llvm.lifetime.end.p0(ptr nonnull %6), !dbg !69
  call void @llvm.lifetime.end.p0(ptr nonnull %4) #5, !dbg !69
  ret void, !dbg !69
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #4

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #4

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sqrt.f32(float) #4

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.minnum.f64(double, double) #4

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctpop.i64(i64) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctlz.i64(i64, i1 immarg) #3

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="128" "nvvm.minctasm"="4" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6}
!llvm.ident = !{!7}
!llvm.errno.tbaa = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "math_local.cu", directory: "/work/wt/llir25/tools/capture/clang_kernels")
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
!12 = distinct !DISubprogram(name: "poly", scope: !1, file: !1, line: 2, type: !13, scopeLine: 2, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 2, column: 118, scope: !12)
!16 = !DILocation(line: 2, column: 96, scope: !12)
!17 = !DILocation(line: 2, scope: !12)
!18 = !DILocation(line: 2, column: 135, scope: !12)
!19 = !DILocation(line: 2, column: 141, scope: !12)
!20 = !{!21, !21, i64 0}
!21 = !{!"float", !10, i64 0}
!22 = !DILocation(line: 2, column: 139, scope: !12)
!23 = distinct !{!23, !24}
!24 = !{!"llvm.loop.unroll.disable"}
!25 = !DILocation(line: 2, column: 147, scope: !12)
!26 = distinct !{!26, !16, !27, !28}
!27 = !DILocation(line: 2, column: 144, scope: !12)
!28 = !{!"llvm.loop.mustprogress"}
!29 = distinct !DISubprogram(name: "mathk", scope: !1, file: !1, line: 3, type: !13, scopeLine: 3, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!30 = !DILocation(line: 4, column: 11, scope: !29)
!31 = !DILocation(line: 5, column: 3, scope: !29)
!32 = !DILocation(line: 5, column: 16, scope: !29)
!33 = !DILocation(line: 5, column: 36, scope: !29)
!34 = !DILocation(line: 6, column: 21, scope: !29)
!35 = !DILocation(line: 6, column: 10, scope: !29)
!36 = !DILocation(line: 6, column: 29, scope: !29)
!37 = !DILocation(line: 6, column: 27, scope: !29)
!38 = !DILocation(line: 6, column: 53, scope: !29)
!39 = !DILocation(line: 6, column: 51, scope: !29)
!40 = !DILocation(line: 6, column: 88, scope: !29)
!41 = !DILocation(line: 6, column: 86, scope: !29)
!42 = !DILocation(line: 6, column: 8, scope: !29)
!43 = !DILocation(line: 7, column: 18, scope: !29)
!44 = !DILocation(line: 7, column: 23, scope: !29)
!45 = !DILocation(line: 7, column: 46, scope: !29)
!46 = !{!47, !47, i64 0}
!47 = !{!"double", !10, i64 0}
!48 = !DILocation(line: 7, column: 31, scope: !29)
!49 = !DILocation(line: 7, column: 29, scope: !29)
!50 = !DILocation(line: 7, column: 8, scope: !29)
!51 = !DILocation(line: 8, column: 11, scope: !29)
!52 = !{!53, !53, i64 0}
!53 = !{!"long long", !10, i64 0}
!54 = !DILocation(line: 8, column: 16, scope: !29)
!55 = !DILocation(line: 8, column: 33, scope: !29)
!56 = !DILocation(line: 8, column: 41, scope: !29)
!57 = !DILocation(line: 8, column: 39, scope: !29)
!58 = !DILocation(line: 8, column: 91, scope: !29)
!59 = !DILocation(line: 8, column: 70, scope: !29)
!60 = !DILocation(line: 8, column: 68, scope: !29)
!61 = !DILocation(line: 8, column: 8, scope: !29)
!62 = !DILocation(line: 9, column: 3, scope: !29)
!63 = !DILocation(line: 9, column: 39, scope: !29)
!64 = !DILocation(line: 9, column: 57, scope: !29)
!65 = !DILocation(line: 9, column: 68, scope: !29)
!66 = !DILocation(line: 9, column: 55, scope: !29)
!67 = !DILocation(line: 9, column: 81, scope: !29)
!68 = !DILocation(line: 9, column: 78, scope: !29)
!69 = !DILocation(line: 10, column: 1, scope: !29)
