; ModuleID = 'k32_jump_table.cu'
source_filename = "k32_jump_table.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none)
define dso_local noundef float @_Z2opiff(i32 noundef %0, float noundef %1, float noundef %2) local_unnamed_addr #0 !dbg !12 {
  switch i32 %0, label %28 [
    i32 0, label %4
    i32 1, label %6
    i32 2, label %8
    i32 3, label %10
    i32 4, label %12
    i32 5, label %15
    i32 6, label %18
    i32 7, label %20
    i32 8, label %23
    i32 9, label %26
  ], !dbg !15

4:                                                ; preds = %3
  %5 = fadd contract float %1, %2, !dbg !16
  br label %28, !dbg !17

6:                                                ; preds = %3
  %7 = fsub contract float %1, %2, !dbg !18
  br label %28, !dbg !19

8:                                                ; preds = %3
  %9 = fmul contract float %1, %2, !dbg !20
  br label %28, !dbg !21

10:                                               ; preds = %3
  %11 = fdiv contract float %1, %2, !dbg !22
  br label %28, !dbg !23

12:                                               ; preds = %3
  %13 = fcmp contract ogt float %1, %2, !dbg !24
  %14 = select contract i1 %13, float %1, float %2, !dbg !25
  br label %28, !dbg !26

15:                                               ; preds = %3
  %16 = fcmp contract olt float %1, %2, !dbg !27
  %17 = select contract i1 %16, float %1, float %2, !dbg !28
  br label %28, !dbg !29

18:                                               ; preds = %3
  %19 = fneg contract float %1, !dbg !30
  br label %28, !dbg !31

20:                                               ; preds = %3
  %21 = fmul contract float %1, %1, !dbg !32
  %22 = fadd contract float %21, %2, !dbg !33
  br label %28, !dbg !34

23:                                               ; preds = %3
  %24 = fsub contract float %1, %2, !dbg !35
  %25 = tail call contract float @llvm.fabs.f32(float %24), !dbg !36
  br label %28, !dbg !37

26:                                               ; preds = %3
  %27 = fmul contract float %1, 5.000000e-01, !dbg !38
  br label %28, !dbg !39

28:                                               ; preds = %3, %26, %23, %20, %18, %15, %12, %10, %8, %6, %4
  %29 = phi float [ %27, %26 ], [ %5, %4 ], [ %7, %6 ], [ %9, %8 ], [ %11, %10 ], [ %14, %12 ], [ %17, %15 ], [ %19, %18 ], [ %22, %20 ], [ %25, %23 ], [ 0.000000e+00, %3 ], !dbg !40
  ret float %29, !dbg !41
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @interpreter(ptr noundef readonly captures(none) %0, ptr noundef readonly captures(none) %1, ptr noundef writeonly captures(none) %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #2 !dbg !42 {
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !43
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !44
  %8 = mul nuw nsw i32 %6, %7, !dbg !45
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !46
  %10 = add nuw nsw i32 %8, %9, !dbg !47
  %11 = icmp slt i32 %10, %4, !dbg !48
  br i1 %11, label %12, label %74, !dbg !48

12:                                               ; preds = %5
  %13 = zext nneg i32 %10 to i64, !dbg !49
  %14 = getelementptr inbounds nuw float, ptr %1, i64 %13, !dbg !49
  %15 = load float, ptr %14, align 4, !dbg !49, !tbaa !50
  %16 = icmp sgt i32 %3, 0, !dbg !52
  br i1 %16, label %17, label %69, !dbg !53

17:                                               ; preds = %12, %61
  %18 = phi i32 [ %26, %61 ], [ 0, %12 ]
  %19 = phi i32 [ %65, %61 ], [ 0, %12 ]
  %20 = phi float [ %63, %61 ], [ 1.000000e+00, %12 ]
  %21 = phi float [ %62, %61 ], [ %15, %12 ]
  %22 = sext i32 %19 to i64, !dbg !54
  %23 = getelementptr inbounds i8, ptr %0, i64 %22, !dbg !54
  %24 = load i8, ptr %23, align 1, !dbg !54, !tbaa !55
  %25 = zext i8 %24 to i32, !dbg !54
  %26 = add nuw nsw i32 %18, 1, !dbg !56
  %27 = and i32 %25, 15, !dbg !57
  switch i32 %27, label %61 [
    i32 0, label %28
    i32 1, label %30
    i32 2, label %32
    i32 3, label %34
    i32 4, label %35
    i32 5, label %37
    i32 6, label %40
    i32 7, label %43
    i32 8, label %48
    i32 9, label %51
    i32 10, label %58
    i32 11, label %60
  ], !dbg !58

28:                                               ; preds = %17
  %29 = fadd contract float %21, %20, !dbg !59
  br label %61, !dbg !60

30:                                               ; preds = %17
  %31 = fsub contract float %21, %20, !dbg !61
  br label %61, !dbg !62

32:                                               ; preds = %17
  %33 = fmul contract float %21, %20, !dbg !63
  br label %61, !dbg !64

34:                                               ; preds = %17
  br label %61, !dbg !65

35:                                               ; preds = %17
  %36 = fadd contract float %20, 1.000000e+00, !dbg !66
  br label %37, !dbg !67

37:                                               ; preds = %17, %35
  %38 = phi float [ %36, %35 ], [ %20, %17 ], !dbg !68
  %39 = fmul contract float %38, 2.000000e+00, !dbg !69
  br label %61, !dbg !70

40:                                               ; preds = %17
  %41 = lshr i32 %25, 4, !dbg !71
  %42 = add i32 %41, %19, !dbg !72
  br label %61, !dbg !73

43:                                               ; preds = %17
  %44 = fcmp contract ogt float %21, 0.000000e+00, !dbg !74
  br i1 %44, label %45, label %61, !dbg !74

45:                                               ; preds = %43
  %46 = lshr i32 %25, 4
  %47 = add i32 %46, %19
  br label %61, !dbg !75

48:                                               ; preds = %17
  %49 = lshr i32 %25, 4, !dbg !76
  %50 = tail call contract noundef float @_Z2opiff(i32 noundef %49, float noundef %21, float noundef %20) #4, !dbg !77
  br label %61, !dbg !78

51:                                               ; preds = %17
  %52 = lshr i32 %25, 4, !dbg !79
  %53 = add nuw i32 %52, %10, !dbg !80
  %54 = urem i32 %53, %4, !dbg !81
  %55 = zext nneg i32 %54 to i64, !dbg !82
  %56 = getelementptr inbounds nuw float, ptr %1, i64 %55, !dbg !82
  %57 = load float, ptr %56, align 4, !dbg !82, !tbaa !50
  br label %61, !dbg !83

58:                                               ; preds = %17
  %59 = fneg contract float %21, !dbg !84
  br label %61, !dbg !85

60:                                               ; preds = %17
  br label %61, !dbg !86

61:                                               ; preds = %17, %43, %45, %60, %58, %51, %48, %40, %37, %34, %32, %30, %28
  %62 = phi float [ %21, %17 ], [ %29, %28 ], [ %31, %30 ], [ %33, %32 ], [ %21, %34 ], [ %21, %37 ], [ %21, %40 ], [ %21, %45 ], [ %21, %43 ], [ %50, %48 ], [ %21, %51 ], [ %59, %58 ], [ %21, %60 ], !dbg !68
  %63 = phi float [ %20, %17 ], [ %20, %28 ], [ %20, %30 ], [ %20, %32 ], [ %21, %34 ], [ %39, %37 ], [ %20, %40 ], [ %20, %45 ], [ %20, %43 ], [ %20, %48 ], [ %57, %51 ], [ %20, %58 ], [ %20, %60 ], !dbg !68
  %64 = phi i32 [ %19, %17 ], [ %19, %28 ], [ %19, %30 ], [ %19, %32 ], [ %19, %34 ], [ %19, %37 ], [ %42, %40 ], [ %47, %45 ], [ %19, %43 ], [ %19, %48 ], [ %19, %51 ], [ %19, %58 ], [ %3, %60 ], !dbg !68
  %65 = add nsw i32 %64, 1, !dbg !87
  %66 = icmp slt i32 %65, %3, !dbg !52
  %67 = icmp samesign ult i32 %18, 63, !dbg !88
  %68 = select i1 %66, i1 %67, i1 false, !dbg !88
  br i1 %68, label %17, label %69, !dbg !53, !llvm.loop !89

69:                                               ; preds = %61, %12
  %70 = phi float [ %15, %12 ], [ %62, %61 ], !dbg !92
  %71 = phi float [ 1.000000e+00, %12 ], [ %63, %61 ], !dbg !93
  %72 = fadd contract float %70, %71, !dbg !94
  %73 = getelementptr inbounds nuw float, ptr %2, i64 %13, !dbg !95
  store float %72, ptr %73, align 4, !dbg !96, !tbaa !50
  br label %74, !dbg !97

74:                                               ; preds = %5, %69
  ret void, !dbg !97
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #1 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6}
!llvm.ident = !{!7}
!llvm.errno.tbaa = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "k32_jump_table.cu", directory: "/work/wt/nvir32/tools/capture/clang_kernels")
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
!12 = distinct !DISubprogram(name: "op", scope: !1, file: !1, line: 4, type: !13, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 5, column: 3, scope: !12)
!16 = !DILocation(line: 6, column: 22, scope: !12)
!17 = !DILocation(line: 6, column: 13, scope: !12)
!18 = !DILocation(line: 7, column: 22, scope: !12)
!19 = !DILocation(line: 7, column: 13, scope: !12)
!20 = !DILocation(line: 8, column: 22, scope: !12)
!21 = !DILocation(line: 8, column: 13, scope: !12)
!22 = !DILocation(line: 9, column: 22, scope: !12)
!23 = !DILocation(line: 9, column: 13, scope: !12)
!24 = !DILocation(line: 10, column: 22, scope: !12)
!25 = !DILocation(line: 10, column: 20, scope: !12)
!26 = !DILocation(line: 10, column: 13, scope: !12)
!27 = !DILocation(line: 11, column: 22, scope: !12)
!28 = !DILocation(line: 11, column: 20, scope: !12)
!29 = !DILocation(line: 11, column: 13, scope: !12)
!30 = !DILocation(line: 12, column: 20, scope: !12)
!31 = !DILocation(line: 12, column: 13, scope: !12)
!32 = !DILocation(line: 13, column: 22, scope: !12)
!33 = !DILocation(line: 13, column: 26, scope: !12)
!34 = !DILocation(line: 13, column: 13, scope: !12)
!35 = !DILocation(line: 14, column: 38, scope: !12)
!36 = !DILocation(line: 14, column: 20, scope: !12)
!37 = !DILocation(line: 14, column: 13, scope: !12)
!38 = !DILocation(line: 15, column: 22, scope: !12)
!39 = !DILocation(line: 15, column: 13, scope: !12)
!40 = !DILocation(line: 0, scope: !12)
!41 = !DILocation(line: 18, column: 1, scope: !12)
!42 = distinct !DISubprogram(name: "interpreter", scope: !1, file: !1, line: 19, type: !13, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!43 = !DILocation(line: 20, column: 11, scope: !42)
!44 = !DILocation(line: 20, column: 24, scope: !42)
!45 = !DILocation(line: 20, column: 22, scope: !42)
!46 = !DILocation(line: 20, column: 37, scope: !42)
!47 = !DILocation(line: 20, column: 35, scope: !42)
!48 = !DILocation(line: 21, column: 9, scope: !42)
!49 = !DILocation(line: 22, column: 15, scope: !42)
!50 = !{!51, !51, i64 0}
!51 = !{!"float", !10, i64 0}
!52 = !DILocation(line: 24, column: 13, scope: !42)
!53 = !DILocation(line: 24, column: 3, scope: !42)
!54 = !DILocation(line: 25, column: 18, scope: !42)
!55 = !{!10, !10, i64 0}
!56 = !DILocation(line: 26, column: 10, scope: !42)
!57 = !DILocation(line: 27, column: 15, scope: !42)
!58 = !DILocation(line: 27, column: 5, scope: !42)
!59 = !DILocation(line: 28, column: 19, scope: !42)
!60 = !DILocation(line: 28, column: 27, scope: !42)
!61 = !DILocation(line: 29, column: 19, scope: !42)
!62 = !DILocation(line: 29, column: 27, scope: !42)
!63 = !DILocation(line: 30, column: 19, scope: !42)
!64 = !DILocation(line: 30, column: 27, scope: !42)
!65 = !DILocation(line: 31, column: 26, scope: !42)
!66 = !DILocation(line: 32, column: 19, scope: !42)
!67 = !DILocation(line: 32, column: 15, scope: !42)
!68 = !DILocation(line: 0, scope: !42)
!69 = !DILocation(line: 33, column: 19, scope: !42)
!70 = !DILocation(line: 33, column: 28, scope: !42)
!71 = !DILocation(line: 34, column: 23, scope: !42)
!72 = !DILocation(line: 34, column: 18, scope: !42)
!73 = !DILocation(line: 34, column: 29, scope: !42)
!74 = !DILocation(line: 35, column: 23, scope: !42)
!75 = !DILocation(line: 35, column: 31, scope: !42)
!76 = !DILocation(line: 36, column: 26, scope: !42)
!77 = !DILocation(line: 36, column: 21, scope: !42)
!78 = !DILocation(line: 36, column: 43, scope: !42)
!79 = !DILocation(line: 37, column: 34, scope: !42)
!80 = !DILocation(line: 37, column: 29, scope: !42)
!81 = !DILocation(line: 37, column: 41, scope: !42)
!82 = !DILocation(line: 37, column: 21, scope: !42)
!83 = !DILocation(line: 37, column: 47, scope: !42)
!84 = !DILocation(line: 38, column: 22, scope: !42)
!85 = !DILocation(line: 38, column: 28, scope: !42)
!86 = !DILocation(line: 39, column: 26, scope: !42)
!87 = !DILocation(line: 42, column: 7, scope: !42)
!88 = !DILocation(line: 24, column: 19, scope: !42)
!89 = distinct !{!89, !53, !90, !91}
!90 = !DILocation(line: 43, column: 3, scope: !42)
!91 = !{!"llvm.loop.mustprogress"}
!92 = !DILocation(line: 22, column: 9, scope: !42)
!93 = !DILocation(line: 22, column: 24, scope: !42)
!94 = !DILocation(line: 44, column: 16, scope: !42)
!95 = !DILocation(line: 44, column: 3, scope: !42)
!96 = !DILocation(line: 44, column: 10, scope: !42)
!97 = !DILocation(line: 45, column: 1, scope: !42)
