; ModuleID = 'reduce_template.cu'
source_filename = "reduce_template.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

$_ZZ12block_reduceIf3SumLi256EET_S1_T0_E3buf = comdat any

$_ZZ12block_reduceIi3MaxLi256EET_S1_T0_E3buf = comdat any

@_ZZ12block_reduceIf3SumLi256EET_S1_T0_E3buf = linkonce_odr dso_local local_unnamed_addr addrspace(3) global [256 x float] undef, comdat, align 4
@_ZZ12block_reduceIi3MaxLi256EET_S1_T0_E3buf = linkonce_odr dso_local local_unnamed_addr addrspace(3) global [256 x i32] undef, comdat, align 4

; Function Attrs: convergent mustprogress norecurse nounwind memory(inaccessiblemem: readwrite)
define dso_local noundef float @_Z9shfl_downIfET_S0_i(float noundef %0, i32 noundef %1) local_unnamed_addr #0 !dbg !12 {
  %3 = tail call contract float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %0, i32 %1, i32 31), !dbg !15
  ret float %3, !dbg !16
}

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.down.f32(i32, float, i32, i32) #1

; Function Attrs: convergent mustprogress norecurse nounwind memory(inaccessiblemem: readwrite)
define dso_local noundef i32 @_Z9shfl_downIiET_S0_i(i32 noundef %0, i32 noundef %1) local_unnamed_addr #0 !dbg !17 {
  %3 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %0, i32 %1, i32 31), !dbg !18
  ret i32 %3, !dbg !19
}

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32) #1

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @sum_f32(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1, i32 noundef %2) local_unnamed_addr #2 !dbg !20 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !21
  %5 = shl nsw i32 %4, 8, !dbg !24
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !25
  %7 = add nuw nsw i32 %5, %6, !dbg !26
  %8 = icmp slt i32 %7, %2, !dbg !27
  br i1 %8, label %49, label %9, !dbg !28

9:                                                ; preds = %49, %3
  %10 = phi float [ 0.000000e+00, %3 ], [ %55, %49 ], !dbg !29
  %11 = zext nneg i32 %6 to i64, !dbg !30
  %12 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ12block_reduceIf3SumLi256EET_S1_T0_E3buf to ptr), i64 %11, !dbg !30
  store float %10, ptr %12, align 4, !dbg !33, !tbaa !34
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !36
  %13 = icmp samesign ult i32 %6, 128, !dbg !37
  br i1 %13, label %25, label %30, !dbg !37

14:                                               ; preds = %44
  %15 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %45, i32 16, i32 31), !dbg !38
  %16 = fadd contract float %45, %15, !dbg !40
  %17 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %16, i32 8, i32 31), !dbg !38
  %18 = fadd contract float %16, %17, !dbg !40
  %19 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %18, i32 4, i32 31), !dbg !38
  %20 = fadd contract float %18, %19, !dbg !40
  %21 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %20, i32 2, i32 31), !dbg !38
  %22 = fadd contract float %20, %21, !dbg !40
  %23 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %22, i32 1, i32 31), !dbg !38
  %24 = fadd contract float %22, %23, !dbg !40
  br label %46, !dbg !43

25:                                               ; preds = %9
  %26 = getelementptr inbounds nuw i8, ptr %12, i64 512
  %27 = load float, ptr %12, align 4, !dbg !44, !tbaa !34
  %28 = load float, ptr %26, align 4, !dbg !45, !tbaa !34
  %29 = fadd contract float %27, %28, !dbg !46
  store float %29, ptr %12, align 4, !dbg !48, !tbaa !34
  br label %30, !dbg !49

30:                                               ; preds = %25, %9
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !50
  %31 = icmp samesign ult i32 %6, 64, !dbg !37
  br i1 %31, label %32, label %37, !dbg !37

32:                                               ; preds = %30
  %33 = getelementptr inbounds nuw i8, ptr %12, i64 256
  %34 = load float, ptr %12, align 4, !dbg !44, !tbaa !34
  %35 = load float, ptr %33, align 4, !dbg !45, !tbaa !34
  %36 = fadd contract float %34, %35, !dbg !46
  store float %36, ptr %12, align 4, !dbg !48, !tbaa !34
  br label %37, !dbg !49

37:                                               ; preds = %32, %30
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !50
  %38 = icmp samesign ult i32 %6, 32, !dbg !37
  br i1 %38, label %39, label %44, !dbg !37

39:                                               ; preds = %37
  %40 = getelementptr inbounds nuw i8, ptr %12, i64 128
  %41 = load float, ptr %12, align 4, !dbg !44, !tbaa !34
  %42 = load float, ptr %40, align 4, !dbg !45, !tbaa !34
  %43 = fadd contract float %41, %42, !dbg !46
  store float %43, ptr %12, align 4, !dbg !48, !tbaa !34
  br label %44, !dbg !49

44:                                               ; preds = %39, %37
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !50
  %45 = load float, ptr %12, align 4, !dbg !51, !tbaa !34
  br i1 %38, label %14, label %46, !dbg !52

46:                                               ; preds = %44, %14
  %47 = phi float [ %45, %44 ], [ %24, %14 ], !dbg !53
  %48 = icmp eq i32 %6, 0, !dbg !54
  br i1 %48, label %58, label %61, !dbg !54

49:                                               ; preds = %3, %49
  %50 = phi float [ %55, %49 ], [ 0.000000e+00, %3 ]
  %51 = phi i32 [ %56, %49 ], [ %7, %3 ]
  %52 = zext nneg i32 %51 to i64, !dbg !55
  %53 = getelementptr inbounds nuw float, ptr %0, i64 %52, !dbg !55
  %54 = load float, ptr %53, align 4, !dbg !55, !tbaa !34
  %55 = fadd contract float %50, %54, !dbg !56
  %56 = add nuw nsw i32 %51, 16384, !dbg !58
  %57 = icmp slt i32 %56, %2, !dbg !27
  br i1 %57, label %49, label %9, !dbg !28, !llvm.loop !59

58:                                               ; preds = %46
  %59 = zext nneg i32 %4 to i64
  %60 = getelementptr inbounds nuw float, ptr %1, i64 %59
  store float %47, ptr %60, align 4, !dbg !62, !tbaa !34
  br label %61, !dbg !63

61:                                               ; preds = %46, %58
  ret void, !dbg !64
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @max_i32(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1, i32 noundef %2) local_unnamed_addr #2 !dbg !65 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !66
  %5 = shl nsw i32 %4, 8, !dbg !69
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !70
  %7 = add nuw nsw i32 %5, %6, !dbg !71
  %8 = icmp slt i32 %7, %2, !dbg !72
  br i1 %8, label %49, label %9, !dbg !73

9:                                                ; preds = %49, %3
  %10 = phi i32 [ -2147483648, %3 ], [ %55, %49 ], !dbg !74
  %11 = zext nneg i32 %6 to i64, !dbg !75
  %12 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ12block_reduceIi3MaxLi256EET_S1_T0_E3buf to ptr), i64 %11, !dbg !75
  store i32 %10, ptr %12, align 4, !dbg !78, !tbaa !8
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !79
  %13 = icmp samesign ult i32 %6, 128, !dbg !80
  br i1 %13, label %25, label %30, !dbg !80

14:                                               ; preds = %44
  %15 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %45, i32 16, i32 31), !dbg !81
  %16 = tail call noundef i32 @llvm.smax.i32(i32 %45, i32 %15), !dbg !83
  %17 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %16, i32 8, i32 31), !dbg !81
  %18 = tail call noundef i32 @llvm.smax.i32(i32 %16, i32 %17), !dbg !83
  %19 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %18, i32 4, i32 31), !dbg !81
  %20 = tail call noundef i32 @llvm.smax.i32(i32 %18, i32 %19), !dbg !83
  %21 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %20, i32 2, i32 31), !dbg !81
  %22 = tail call noundef i32 @llvm.smax.i32(i32 %20, i32 %21), !dbg !83
  %23 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %22, i32 1, i32 31), !dbg !81
  %24 = tail call noundef i32 @llvm.smax.i32(i32 %22, i32 %23), !dbg !83
  br label %46, !dbg !86

25:                                               ; preds = %9
  %26 = getelementptr inbounds nuw i8, ptr %12, i64 512
  %27 = load i32, ptr %12, align 4, !dbg !87, !tbaa !8
  %28 = load i32, ptr %26, align 4, !dbg !88, !tbaa !8
  %29 = tail call noundef i32 @llvm.smax.i32(i32 %27, i32 %28), !dbg !89
  store i32 %29, ptr %12, align 4, !dbg !91, !tbaa !8
  br label %30, !dbg !92

30:                                               ; preds = %25, %9
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !93
  %31 = icmp samesign ult i32 %6, 64, !dbg !80
  br i1 %31, label %32, label %37, !dbg !80

32:                                               ; preds = %30
  %33 = getelementptr inbounds nuw i8, ptr %12, i64 256
  %34 = load i32, ptr %12, align 4, !dbg !87, !tbaa !8
  %35 = load i32, ptr %33, align 4, !dbg !88, !tbaa !8
  %36 = tail call noundef i32 @llvm.smax.i32(i32 %34, i32 %35), !dbg !89
  store i32 %36, ptr %12, align 4, !dbg !91, !tbaa !8
  br label %37, !dbg !92

37:                                               ; preds = %32, %30
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !93
  %38 = icmp samesign ult i32 %6, 32, !dbg !80
  br i1 %38, label %39, label %44, !dbg !80

39:                                               ; preds = %37
  %40 = getelementptr inbounds nuw i8, ptr %12, i64 128
  %41 = load i32, ptr %12, align 4, !dbg !87, !tbaa !8
  %42 = load i32, ptr %40, align 4, !dbg !88, !tbaa !8
  %43 = tail call noundef i32 @llvm.smax.i32(i32 %41, i32 %42), !dbg !89
  store i32 %43, ptr %12, align 4, !dbg !91, !tbaa !8
  br label %44, !dbg !92

44:                                               ; preds = %39, %37
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !93
  %45 = load i32, ptr %12, align 4, !dbg !94, !tbaa !8
  br i1 %38, label %14, label %46, !dbg !95

46:                                               ; preds = %44, %14
  %47 = phi i32 [ %45, %44 ], [ %24, %14 ], !dbg !96
  %48 = icmp eq i32 %6, 0, !dbg !97
  br i1 %48, label %58, label %61, !dbg !97

49:                                               ; preds = %3, %49
  %50 = phi i32 [ %55, %49 ], [ -2147483648, %3 ]
  %51 = phi i32 [ %56, %49 ], [ %7, %3 ]
  %52 = zext nneg i32 %51 to i64, !dbg !98
  %53 = getelementptr inbounds nuw i32, ptr %0, i64 %52, !dbg !98
  %54 = load i32, ptr %53, align 4, !dbg !98, !tbaa !8
  %55 = tail call noundef i32 @llvm.smax.i32(i32 %50, i32 %54), !dbg !99
  %56 = add nuw nsw i32 %51, 16384, !dbg !101
  %57 = icmp slt i32 %56, %2, !dbg !72
  br i1 %57, label %49, label %9, !dbg !73, !llvm.loop !102

58:                                               ; preds = %46
  %59 = zext nneg i32 %4 to i64
  %60 = getelementptr inbounds nuw i32, ptr %1, i64 %59
  store i32 %47, ptr %60, align 4, !dbg !104, !tbaa !8
  br label %61, !dbg !105

61:                                               ; preds = %46, %58
  ret void, !dbg !106
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #4

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #5

attributes #0 = { convergent mustprogress norecurse nounwind memory(inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #1 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #2 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="256" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nocallback nounwind }
attributes #5 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6}
!llvm.ident = !{!7}
!llvm.errno.tbaa = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "reduce_template.cu", directory: "/work/wt/llir25/tools/capture/clang_kernels")
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
!12 = distinct !DISubprogram(name: "shfl_down<float>", scope: !1, file: !1, line: 7, type: !13, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 7, column: 67, scope: !12)
!16 = !DILocation(line: 7, column: 60, scope: !12)
!17 = distinct !DISubprogram(name: "shfl_down<int>", scope: !1, file: !1, line: 8, type: !13, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!18 = !DILocation(line: 8, column: 63, scope: !17)
!19 = !DILocation(line: 8, column: 56, scope: !17)
!20 = distinct !DISubprogram(name: "sum_f32", scope: !1, file: !1, line: 31, type: !13, scopeLine: 31, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!21 = !DILocation(line: 27, column: 16, scope: !22, inlinedAt: !23)
!22 = distinct !DISubprogram(name: "reduce<float, Sum>", scope: !1, file: !1, line: 25, type: !13, scopeLine: 25, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!23 = distinct !DILocation(line: 31, column: 97, scope: !20)
!24 = !DILocation(line: 27, column: 27, scope: !22, inlinedAt: !23)
!25 = !DILocation(line: 27, column: 35, scope: !22, inlinedAt: !23)
!26 = !DILocation(line: 27, column: 33, scope: !22, inlinedAt: !23)
!27 = !DILocation(line: 27, column: 50, scope: !22, inlinedAt: !23)
!28 = !DILocation(line: 27, column: 3, scope: !22, inlinedAt: !23)
!29 = !DILocation(line: 0, scope: !22, inlinedAt: !23)
!30 = !DILocation(line: 13, column: 3, scope: !31, inlinedAt: !32)
!31 = distinct !DISubprogram(name: "block_reduce<float, Sum, 256>", scope: !1, file: !1, line: 10, type: !13, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!32 = distinct !DILocation(line: 28, column: 9, scope: !22, inlinedAt: !23)
!33 = !DILocation(line: 13, column: 10, scope: !31, inlinedAt: !32)
!34 = !{!35, !35, i64 0}
!35 = !{!"float", !10, i64 0}
!36 = !DILocation(line: 14, column: 3, scope: !31, inlinedAt: !32)
!37 = !DILocation(line: 16, column: 11, scope: !31, inlinedAt: !32)
!38 = !DILocation(line: 7, column: 67, scope: !12, inlinedAt: !39)
!39 = distinct !DILocation(line: 21, column: 54, scope: !31, inlinedAt: !32)
!40 = !DILocation(line: 4, column: 87, scope: !41, inlinedAt: !42)
!41 = distinct !DISubprogram(name: "operator()<float>", scope: !1, file: !1, line: 4, type: !13, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!42 = distinct !DILocation(line: 21, column: 48, scope: !31, inlinedAt: !32)
!43 = !DILocation(line: 22, column: 3, scope: !31, inlinedAt: !32)
!44 = !DILocation(line: 16, column: 28, scope: !31, inlinedAt: !32)
!45 = !DILocation(line: 16, column: 36, scope: !31, inlinedAt: !32)
!46 = !DILocation(line: 4, column: 87, scope: !41, inlinedAt: !47)
!47 = distinct !DILocation(line: 16, column: 25, scope: !31, inlinedAt: !32)
!48 = !DILocation(line: 16, column: 23, scope: !31, inlinedAt: !32)
!49 = !DILocation(line: 16, column: 16, scope: !31, inlinedAt: !32)
!50 = !DILocation(line: 17, column: 5, scope: !31, inlinedAt: !32)
!51 = !DILocation(line: 19, column: 9, scope: !31, inlinedAt: !32)
!52 = !DILocation(line: 20, column: 9, scope: !31, inlinedAt: !32)
!53 = !DILocation(line: 19, column: 5, scope: !31, inlinedAt: !32)
!54 = !DILocation(line: 29, column: 19, scope: !22, inlinedAt: !23)
!55 = !DILocation(line: 27, column: 84, scope: !22, inlinedAt: !23)
!56 = !DILocation(line: 4, column: 87, scope: !41, inlinedAt: !57)
!57 = distinct !DILocation(line: 27, column: 76, scope: !22, inlinedAt: !23)
!58 = !DILocation(line: 27, column: 57, scope: !22, inlinedAt: !23)
!59 = distinct !{!59, !28, !60, !61}
!60 = !DILocation(line: 27, column: 89, scope: !22, inlinedAt: !23)
!61 = !{!"llvm.loop.mustprogress"}
!62 = !DILocation(line: 29, column: 41, scope: !22, inlinedAt: !23)
!63 = !DILocation(line: 29, column: 25, scope: !22, inlinedAt: !23)
!64 = !DILocation(line: 31, column: 130, scope: !20)
!65 = distinct !DISubprogram(name: "max_i32", scope: !1, file: !1, line: 32, type: !13, scopeLine: 32, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!66 = !DILocation(line: 27, column: 16, scope: !67, inlinedAt: !68)
!67 = distinct !DISubprogram(name: "reduce<int, Max>", scope: !1, file: !1, line: 25, type: !13, scopeLine: 25, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!68 = distinct !DILocation(line: 32, column: 93, scope: !65)
!69 = !DILocation(line: 27, column: 27, scope: !67, inlinedAt: !68)
!70 = !DILocation(line: 27, column: 35, scope: !67, inlinedAt: !68)
!71 = !DILocation(line: 27, column: 33, scope: !67, inlinedAt: !68)
!72 = !DILocation(line: 27, column: 50, scope: !67, inlinedAt: !68)
!73 = !DILocation(line: 27, column: 3, scope: !67, inlinedAt: !68)
!74 = !DILocation(line: 0, scope: !67, inlinedAt: !68)
!75 = !DILocation(line: 13, column: 3, scope: !76, inlinedAt: !77)
!76 = distinct !DISubprogram(name: "block_reduce<int, Max, 256>", scope: !1, file: !1, line: 10, type: !13, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!77 = distinct !DILocation(line: 28, column: 9, scope: !67, inlinedAt: !68)
!78 = !DILocation(line: 13, column: 10, scope: !76, inlinedAt: !77)
!79 = !DILocation(line: 14, column: 3, scope: !76, inlinedAt: !77)
!80 = !DILocation(line: 16, column: 11, scope: !76, inlinedAt: !77)
!81 = !DILocation(line: 8, column: 63, scope: !17, inlinedAt: !82)
!82 = distinct !DILocation(line: 21, column: 54, scope: !76, inlinedAt: !77)
!83 = !DILocation(line: 5, column: 85, scope: !84, inlinedAt: !85)
!84 = distinct !DISubprogram(name: "operator()<int>", scope: !1, file: !1, line: 5, type: !13, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!85 = distinct !DILocation(line: 21, column: 48, scope: !76, inlinedAt: !77)
!86 = !DILocation(line: 22, column: 3, scope: !76, inlinedAt: !77)
!87 = !DILocation(line: 16, column: 28, scope: !76, inlinedAt: !77)
!88 = !DILocation(line: 16, column: 36, scope: !76, inlinedAt: !77)
!89 = !DILocation(line: 5, column: 85, scope: !84, inlinedAt: !90)
!90 = distinct !DILocation(line: 16, column: 25, scope: !76, inlinedAt: !77)
!91 = !DILocation(line: 16, column: 23, scope: !76, inlinedAt: !77)
!92 = !DILocation(line: 16, column: 16, scope: !76, inlinedAt: !77)
!93 = !DILocation(line: 17, column: 5, scope: !76, inlinedAt: !77)
!94 = !DILocation(line: 19, column: 9, scope: !76, inlinedAt: !77)
!95 = !DILocation(line: 20, column: 9, scope: !76, inlinedAt: !77)
!96 = !DILocation(line: 19, column: 5, scope: !76, inlinedAt: !77)
!97 = !DILocation(line: 29, column: 19, scope: !67, inlinedAt: !68)
!98 = !DILocation(line: 27, column: 84, scope: !67, inlinedAt: !68)
!99 = !DILocation(line: 5, column: 85, scope: !84, inlinedAt: !100)
!100 = distinct !DILocation(line: 27, column: 76, scope: !67, inlinedAt: !68)
!101 = !DILocation(line: 27, column: 57, scope: !67, inlinedAt: !68)
!102 = distinct !{!102, !73, !103, !61}
!103 = !DILocation(line: 27, column: 89, scope: !67, inlinedAt: !68)
!104 = !DILocation(line: 29, column: 41, scope: !67, inlinedAt: !68)
!105 = !DILocation(line: 29, column: 25, scope: !67, inlinedAt: !68)
!106 = !DILocation(line: 32, column: 137, scope: !65)
