; ModuleID = 'l25_lambdas.cu'
source_filename = "l25_lambdas.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%class.anon = type { float, float }

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @lambdas(ptr noundef writeonly captures(none) %0, ptr noundef readonly captures(none) %1, ptr noundef captures(none) %2, float noundef %3, i32 noundef %4) local_unnamed_addr #0 !dbg !12 {
  %6 = alloca %class.anon, align 4
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !16
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !17
  %10 = mul nuw nsw i32 %8, %9, !dbg !18
  %11 = add nuw nsw i32 %10, %7, !dbg !19
  %12 = load float, ptr %1, align 4, !dbg !20, !tbaa !21
  store float %3, ptr %6, align 4, !dbg !23, !tbaa !21
  %13 = getelementptr inbounds nuw i8, ptr %6, i64 4, !dbg !23
  store float %12, ptr %13, align 4, !dbg !23, !tbaa !21
  %14 = zext nneg i32 %11 to i64, !dbg !24
  %15 = getelementptr inbounds nuw float, ptr %1, i64 %14, !dbg !24
  %16 = load float, ptr %15, align 4, !dbg !24, !tbaa !21
  %17 = tail call fastcc noundef float @_Z7apply_nIZ7lambdasEUlfE_EfT_fi(ptr noundef nonnull byval(%class.anon) align 4 %6, float noundef %16) #4, !dbg !25
  %18 = getelementptr inbounds nuw float, ptr %0, i64 %14, !dbg !26
  store float %17, ptr %18, align 4, !dbg !27, !tbaa !21
  %19 = icmp sgt i32 %4, 0, !dbg !28
  br i1 %19, label %20, label %68, !dbg !31

20:                                               ; preds = %5
  %21 = and i32 %4, 3, !dbg !31
  %22 = icmp ult i32 %4, 4, !dbg !31
  br i1 %22, label %53, label %23, !dbg !31

23:                                               ; preds = %20
  %24 = and i32 %4, 2147483644, !dbg !31
  br label %25, !dbg !31

25:                                               ; preds = %25, %23
  %26 = phi i32 [ 0, %23 ], [ %47, %25 ], !dbg !32
  %27 = phi i32 [ 0, %23 ], [ %48, %25 ]
  %28 = phi i32 [ 0, %23 ], [ %49, %25 ]
  %29 = zext nneg i32 %27 to i64, !dbg !32
  %30 = getelementptr inbounds nuw i32, ptr %2, i64 %29, !dbg !32
  %31 = load i32, ptr %30, align 4, !dbg !32, !tbaa !8
  %32 = add nsw i32 %31, %26, !dbg !35
  %33 = zext nneg i32 %27 to i64, !dbg !32
  %34 = getelementptr inbounds nuw i32, ptr %2, i64 %33, !dbg !32
  %35 = getelementptr inbounds nuw i8, ptr %34, i64 4, !dbg !32
  %36 = load i32, ptr %35, align 4, !dbg !32, !tbaa !8
  %37 = add nsw i32 %36, %32, !dbg !35
  %38 = zext nneg i32 %27 to i64, !dbg !32
  %39 = getelementptr inbounds nuw i32, ptr %2, i64 %38, !dbg !32
  %40 = getelementptr inbounds nuw i8, ptr %39, i64 8, !dbg !32
  %41 = load i32, ptr %40, align 4, !dbg !32, !tbaa !8
  %42 = add nsw i32 %41, %37, !dbg !35
  %43 = zext nneg i32 %27 to i64, !dbg !32
  %44 = getelementptr inbounds nuw i32, ptr %2, i64 %43, !dbg !32
  %45 = getelementptr inbounds nuw i8, ptr %44, i64 12, !dbg !32
  %46 = load i32, ptr %45, align 4, !dbg !32, !tbaa !8
  %47 = add nsw i32 %46, %42, !dbg !35
  %48 = add nuw nsw i32 %27, 4, !dbg !36
  %49 = add i32 %28, 4, !dbg !31
  %50 = icmp eq i32 %49, %24, !dbg !31
  br i1 %50, label %51, label %25, !dbg !31, !llvm.loop !37

51:                                               ; preds = %25
  %52 = icmp eq i32 %21, 0, !dbg !31
  br i1 %52, label %68, label %53, !dbg !31

53:                                               ; preds = %51, %20
  %54 = phi i32 [ 0, %20 ], [ %47, %51 ]
  %55 = phi i32 [ 0, %20 ], [ %48, %51 ]
  %56 = icmp ne i32 %21, 0, !dbg !31
  tail call void @llvm.assume(i1 %56), !dbg !31
  br label %57, !dbg !31

57:                                               ; preds = %57, %53
  %58 = phi i32 [ %64, %57 ], [ %54, %53 ], !dbg !32
  %59 = phi i32 [ %65, %57 ], [ %55, %53 ]
  %60 = phi i32 [ %66, %57 ], [ 0, %53 ]
  %61 = zext nneg i32 %59 to i64, !dbg !32
  %62 = getelementptr inbounds nuw i32, ptr %2, i64 %61, !dbg !32
  %63 = load i32, ptr %62, align 4, !dbg !32, !tbaa !8
  %64 = add nsw i32 %63, %58, !dbg !35
  %65 = add nuw nsw i32 %59, 1, !dbg !36
  %66 = add i32 %60, 1, !dbg !31
  %67 = icmp eq i32 %66, %21, !dbg !31
  br i1 %67, label %68, label %57, !dbg !31, !llvm.loop !40

68:                                               ; preds = %51, %57, %5
  %69 = phi i32 [ 0, %5 ], [ %47, %51 ], [ %64, %57 ], !dbg !42
  %70 = getelementptr inbounds nuw i32, ptr %2, i64 %14, !dbg !43
  store i32 %69, ptr %70, align 4, !dbg !44, !tbaa !8
  %71 = load float, ptr %15, align 4, !dbg !45, !tbaa !21
  %72 = fadd contract float %71, %71, !dbg !46
  %73 = shl nuw nsw i32 %11, 1, !dbg !49
  %74 = uitofp nneg i32 %73 to float, !dbg !52
  %75 = fadd contract float %72, %74, !dbg !53
  %76 = add nuw nsw i32 %11, 1, !dbg !54
  %77 = zext nneg i32 %76 to i64, !dbg !55
  %78 = getelementptr inbounds nuw float, ptr %0, i64 %77, !dbg !55
  store float %75, ptr %78, align 4, !dbg !56, !tbaa !21
  %79 = getelementptr inbounds nuw i32, ptr %2, i64 %77, !dbg !57
  %80 = load i32, ptr %79, align 4, !dbg !57, !tbaa !8
  %81 = and i32 %80, 65535, !dbg !58
  %82 = ashr i32 %80, 16, !dbg !61
  %83 = sub nsw i32 %81, %82, !dbg !62
  store i32 %83, ptr %79, align 4, !dbg !63, !tbaa !8
  %84 = shl nsw i32 %69, 1, !dbg !64
  %85 = add nsw i32 %84, 2, !dbg !67
  %86 = getelementptr inbounds nuw i8, ptr %70, i64 8, !dbg !68
  store i32 %85, ptr %86, align 4, !dbg !69, !tbaa !8
  ret void, !dbg !70
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read)
define internal fastcc noundef float @_Z7apply_nIZ7lambdasEUlfE_EfT_fi(ptr noundef readonly byval(%class.anon) align 4 captures(none) %0, float noundef %1) unnamed_addr #2 !dbg !71 {
  %3 = load float, ptr %0, align 4, !tbaa !73
  %4 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %5 = load float, ptr %4, align 4, !tbaa !75
  %6 = fmul contract float %1, %3, !dbg !76
  %7 = fadd contract float %6, %5, !dbg !79
  %8 = fmul contract float %7, %3, !dbg !76
  %9 = fadd contract float %8, %5, !dbg !79
  %10 = fmul contract float %9, %3, !dbg !76
  %11 = fadd contract float %10, %5, !dbg !79
  ret float %11, !dbg !80
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #3

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" }
attributes #3 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #4 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6}
!llvm.ident = !{!7}
!llvm.errno.tbaa = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "l25_lambdas.cu", directory: "/work/wt/llir25/tools/capture/clang_kernels")
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
!12 = distinct !DISubprogram(name: "lambdas", scope: !1, file: !1, line: 14, type: !13, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 15, column: 11, scope: !12)
!16 = !DILocation(line: 15, column: 25, scope: !12)
!17 = !DILocation(line: 15, column: 38, scope: !12)
!18 = !DILocation(line: 15, column: 36, scope: !12)
!19 = !DILocation(line: 15, column: 23, scope: !12)
!20 = !DILocation(line: 16, column: 16, scope: !12)
!21 = !{!22, !22, i64 0}
!22 = !{!"float", !10, i64 0}
!23 = !DILocation(line: 18, column: 20, scope: !12)
!24 = !DILocation(line: 18, column: 28, scope: !12)
!25 = !DILocation(line: 18, column: 12, scope: !12)
!26 = !DILocation(line: 18, column: 3, scope: !12)
!27 = !DILocation(line: 18, column: 10, scope: !12)
!28 = !DILocation(line: 10, column: 64, scope: !29, inlinedAt: !30)
!29 = distinct !DISubprogram(name: "for_each_index<(lambda at l25_lambdas.cu:20:21)>", scope: !1, file: !1, line: 10, type: !13, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!30 = distinct !DILocation(line: 20, column: 3, scope: !12)
!31 = !DILocation(line: 10, column: 46, scope: !29, inlinedAt: !30)
!32 = !DILocation(line: 20, column: 43, scope: !33, inlinedAt: !34)
!33 = distinct !DISubprogram(name: "operator()", scope: !1, file: !1, line: 20, type: !13, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!34 = distinct !DILocation(line: 10, column: 74, scope: !29, inlinedAt: !30)
!35 = !DILocation(line: 20, column: 40, scope: !33, inlinedAt: !34)
!36 = !DILocation(line: 10, column: 69, scope: !29, inlinedAt: !30)
!37 = distinct !{!37, !31, !38, !39}
!38 = !DILocation(line: 10, column: 77, scope: !29, inlinedAt: !30)
!39 = !{!"llvm.loop.mustprogress"}
!40 = distinct !{!40, !41}
!41 = !{!"llvm.loop.unroll.disable"}
!42 = !DILocation(line: 0, scope: !12)
!43 = !DILocation(line: 21, column: 3, scope: !12)
!44 = !DILocation(line: 21, column: 13, scope: !12)
!45 = !DILocation(line: 23, column: 22, scope: !12)
!46 = !DILocation(line: 22, column: 38, scope: !47, inlinedAt: !48)
!47 = distinct !DISubprogram(name: "operator()<float>", scope: !1, file: !1, line: 22, type: !13, scopeLine: 22, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!48 = distinct !DILocation(line: 23, column: 16, scope: !12)
!49 = !DILocation(line: 22, column: 38, scope: !50, inlinedAt: !51)
!50 = distinct !DISubprogram(name: "operator()<int>", scope: !1, file: !1, line: 22, type: !13, scopeLine: 22, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!51 = distinct !DILocation(line: 23, column: 38, scope: !12)
!52 = !DILocation(line: 23, column: 38, scope: !12)
!53 = !DILocation(line: 23, column: 29, scope: !12)
!54 = !DILocation(line: 23, column: 9, scope: !12)
!55 = !DILocation(line: 23, column: 3, scope: !12)
!56 = !DILocation(line: 23, column: 14, scope: !12)
!57 = !DILocation(line: 25, column: 18, scope: !12)
!58 = !DILocation(line: 24, column: 46, scope: !59, inlinedAt: !60)
!59 = distinct !DISubprogram(name: "operator()", scope: !1, file: !1, line: 24, type: !13, scopeLine: 24, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!60 = distinct !DILocation(line: 25, column: 12, scope: !12)
!61 = !DILocation(line: 24, column: 58, scope: !59, inlinedAt: !60)
!62 = !DILocation(line: 26, column: 24, scope: !12)
!63 = !DILocation(line: 26, column: 17, scope: !12)
!64 = !DILocation(line: 30, column: 47, scope: !65, inlinedAt: !66)
!65 = distinct !DISubprogram(name: "operator()", scope: !1, file: !1, line: 30, type: !13, scopeLine: 30, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!66 = distinct !DILocation(line: 30, column: 28, scope: !12)
!67 = !DILocation(line: 30, column: 26, scope: !12)
!68 = !DILocation(line: 30, column: 3, scope: !12)
!69 = !DILocation(line: 30, column: 17, scope: !12)
!70 = !DILocation(line: 31, column: 1, scope: !12)
!71 = distinct !DISubprogram(name: "apply_n<(lambda at l25_lambdas.cu:17:17)>", scope: !1, file: !1, line: 5, type: !72, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!72 = !DISubroutineType(cc: DW_CC_nocall, types: !14)
!73 = !{!74, !22, i64 0}
!74 = !{!"_ZTSZ7lambdasEUlfE_", !22, i64 0, !22, i64 4}
!75 = !{!74, !22, i64 4}
!76 = !DILocation(line: 17, column: 41, scope: !77, inlinedAt: !78)
!77 = distinct !DISubprogram(name: "operator()", scope: !1, file: !1, line: 17, type: !13, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!78 = distinct !DILocation(line: 6, column: 35, scope: !71)
!79 = !DILocation(line: 17, column: 49, scope: !77, inlinedAt: !78)
!80 = !DILocation(line: 7, column: 3, scope: !71)
