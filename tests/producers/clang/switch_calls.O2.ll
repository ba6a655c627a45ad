; ModuleID = 'switch_calls.cu'
source_filename = "switch_calls.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none)
define dso_local noundef signext range(i16 0, 4) i16 @_Z8classifyc(i8 noundef signext %0) local_unnamed_addr #0 !dbg !12 {
  switch i8 %0, label %4 [
    i8 97, label %5
    i8 101, label %5
    i8 105, label %5
    i8 111, label %5
    i8 117, label %5
    i8 32, label %2
    i8 48, label %3
    i8 49, label %3
    i8 50, label %3
    i8 51, label %3
    i8 52, label %3
    i8 53, label %3
    i8 54, label %3
    i8 55, label %3
    i8 56, label %3
    i8 57, label %3
  ], !dbg !15

2:                                                ; preds = %1
  br label %5, !dbg !16

3:                                                ; preds = %1, %1, %1, %1, %1, %1, %1, %1, %1, %1
  br label %5, !dbg !17

4:                                                ; preds = %1
  br label %5, !dbg !18

5:                                                ; preds = %1, %1, %1, %1, %1, %4, %3, %2
  %6 = phi i16 [ 0, %4 ], [ 3, %3 ], [ 2, %2 ], [ 1, %1 ], [ 1, %1 ], [ 1, %1 ], [ 1, %1 ], [ 1, %1 ], !dbg !19
  ret i16 %6, !dbg !20
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none)
define dso_local noundef range(i32 -1, 51) i32 @_Z6sparsei(i32 noundef %0) local_unnamed_addr #0 !dbg !21 {
  switch i32 %0, label %6 [
    i32 1, label %7
    i32 100, label %2
    i32 1000, label %3
    i32 -7, label %4
    i32 65536, label %5
  ], !dbg !22

2:                                                ; preds = %1
  br label %7, !dbg !23

3:                                                ; preds = %1
  br label %7, !dbg !24

4:                                                ; preds = %1
  br label %7, !dbg !25

5:                                                ; preds = %1
  br label %7, !dbg !26

6:                                                ; preds = %1
  br label %7, !dbg !27

7:                                                ; preds = %1, %6, %5, %4, %3, %2
  %8 = phi i32 [ -1, %6 ], [ 50, %5 ], [ 20, %2 ], [ 30, %3 ], [ 40, %4 ], [ 10, %1 ], !dbg !28
  ret i32 %8, !dbg !29
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none)
define dso_local noundef zeroext i1 @_Z6is_oddh(i8 noundef zeroext %0) local_unnamed_addr #0 !dbg !30 {
  %2 = and i8 %0, 1, !dbg !31
  %3 = icmp ne i8 %2, 0, !dbg !32
  ret i1 %3, !dbg !33
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none)
define dso_local noundef i64 @_Z4manyiiiiiiiiiildfscb(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7, i32 noundef %8, i32 noundef %9, i64 noundef %10, double noundef %11, float noundef %12, i16 noundef signext %13, i8 noundef signext %14, i1 noundef zeroext %15) local_unnamed_addr #0 !dbg !34 {
  %17 = mul nsw i32 %2, %1, !dbg !35
  %18 = mul nsw i32 %5, %4, !dbg !36
  %19 = mul nsw i32 %9, %8, !dbg !37
  %20 = add i32 %17, %0, !dbg !38
  %21 = add i32 %20, %18, !dbg !38
  %22 = add i32 %3, %6, !dbg !38
  %23 = sub i32 %21, %22, !dbg !38
  %24 = add nsw i32 %23, %7, !dbg !39
  %25 = add nsw i32 %24, %19, !dbg !40
  %26 = sext i32 %25 to i64, !dbg !41
  %27 = add nsw i64 %10, %26, !dbg !42
  %28 = fptosi double %11 to i64, !dbg !43
  %29 = add nsw i64 %27, %28, !dbg !44
  %30 = fptosi float %12 to i64, !dbg !45
  %31 = add nsw i64 %29, %30, !dbg !46
  %32 = sext i16 %13 to i64, !dbg !47
  %33 = add nsw i64 %31, %32, !dbg !48
  %34 = sext i8 %14 to i64, !dbg !49
  %35 = add nsw i64 %33, %34, !dbg !50
  %36 = zext i1 %15 to i64, !dbg !51
  %37 = add nsw i64 %35, %36, !dbg !52
  ret i64 %37, !dbg !53
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @control(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1, ptr noundef writeonly captures(none) %2, i32 noundef %3) local_unnamed_addr #1 !dbg !54 {
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !55
  %6 = icmp slt i32 %5, %3, !dbg !56
  br i1 %6, label %7, label %34, !dbg !57

7:                                                ; preds = %4, %31
  %8 = phi i32 [ %30, %31 ], [ 0, %4 ]
  %9 = phi i32 [ %32, %31 ], [ %5, %4 ]
  %10 = zext nneg i32 %9 to i64, !dbg !58
  %11 = getelementptr inbounds nuw i8, ptr %0, i64 %10, !dbg !58
  %12 = load i8, ptr %11, align 1, !dbg !58, !tbaa !59
  %13 = icmp eq i8 %12, 0, !dbg !60
  br i1 %13, label %28, label %14, !dbg !60

14:                                               ; preds = %7
  %15 = tail call noundef signext i16 @_Z8classifyc(i8 noundef signext %12) #3, !dbg !61
  %16 = icmp eq i16 %15, 0, !dbg !62
  br i1 %16, label %28, label %17, !dbg !62

17:                                               ; preds = %14
  %18 = zext nneg i16 %15 to i32, !dbg !63
  %19 = urem i32 %9, 7, !dbg !64
  %20 = icmp eq i32 %19, 0, !dbg !65
  %21 = select i1 %20, i32 1000, i32 %9, !dbg !66
  %22 = tail call noundef i32 @_Z6sparsei(i32 noundef %21) #3, !dbg !67
  %23 = tail call noundef zeroext i1 @_Z6is_oddh(i8 noundef zeroext %12) #3, !dbg !68
  %24 = zext i1 %23 to i32, !dbg !68
  %25 = add i32 %8, %18, !dbg !69
  %26 = add i32 %25, %22, !dbg !70
  %27 = add i32 %26, %24, !dbg !71
  br label %28, !dbg !72

28:                                               ; preds = %17, %14, %7
  %29 = phi i32 [ 2, %7 ], [ 0, %17 ], [ 4, %14 ]
  %30 = phi i32 [ %8, %7 ], [ %27, %17 ], [ %8, %14 ], !dbg !73
  switch i32 %29, label %34 [
    i32 0, label %31
    i32 4, label %31
  ]

31:                                               ; preds = %28, %28
  %32 = add nuw nsw i32 %9, 32, !dbg !74
  %33 = icmp slt i32 %32, %3, !dbg !56
  br i1 %33, label %7, label %34, !dbg !57, !llvm.loop !75

34:                                               ; preds = %28, %31, %4
  %35 = phi i32 [ 0, %4 ], [ %30, %31 ], [ %30, %28 ], !dbg !73
  %36 = zext nneg i32 %5 to i64, !dbg !77
  %37 = getelementptr inbounds nuw i32, ptr %1, i64 %36, !dbg !77
  store i32 %35, ptr %37, align 4, !dbg !78, !tbaa !8
  %38 = trunc nuw nsw i32 %5 to i16, !dbg !79
  %39 = trunc i32 %5 to i8, !dbg !80
  %40 = and i32 %5, 1, !dbg !81
  %41 = icmp ne i32 %40, 0, !dbg !82
  %42 = tail call noundef i64 @_Z4manyiiiiiiiiiildfscb(i32 noundef %5, i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6, i32 noundef 7, i32 noundef 8, i32 noundef 9, i64 noundef 10, double noundef 1.500000e+00, float noundef 2.500000e+00, i16 noundef signext %38, i8 noundef signext %39, i1 noundef zeroext %41) #3, !dbg !83
  %43 = getelementptr inbounds nuw i64, ptr %2, i64 %36, !dbg !84
  store i64 %42, ptr %43, align 8, !dbg !85, !tbaa !86
  ret void, !dbg !88
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6}
!llvm.ident = !{!7}
!llvm.errno.tbaa = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "switch_calls.cu", directory: "/work/wt/llir25/tools/capture/clang_kernels")
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
!12 = distinct !DISubprogram(name: "classify", scope: !1, file: !1, line: 5, type: !13, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 6, column: 3, scope: !12)
!16 = !DILocation(line: 8, column: 15, scope: !12)
!17 = !DILocation(line: 9, column: 105, scope: !12)
!18 = !DILocation(line: 10, column: 14, scope: !12)
!19 = !DILocation(line: 0, scope: !12)
!20 = !DILocation(line: 12, column: 1, scope: !12)
!21 = distinct !DISubprogram(name: "sparse", scope: !1, file: !1, line: 13, type: !13, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!22 = !DILocation(line: 14, column: 3, scope: !21)
!23 = !DILocation(line: 16, column: 15, scope: !21)
!24 = !DILocation(line: 17, column: 16, scope: !21)
!25 = !DILocation(line: 18, column: 14, scope: !21)
!26 = !DILocation(line: 19, column: 17, scope: !21)
!27 = !DILocation(line: 21, column: 3, scope: !21)
!28 = !DILocation(line: 0, scope: !21)
!29 = !DILocation(line: 22, column: 1, scope: !21)
!30 = distinct !DISubprogram(name: "is_odd", scope: !1, file: !1, line: 23, type: !13, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!31 = !DILocation(line: 23, column: 78, scope: !30)
!32 = !DILocation(line: 23, column: 76, scope: !30)
!33 = !DILocation(line: 23, column: 69, scope: !30)
!34 = distinct !DISubprogram(name: "many", scope: !1, file: !1, line: 24, type: !13, scopeLine: 25, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!35 = !DILocation(line: 26, column: 16, scope: !34)
!36 = !DILocation(line: 26, column: 28, scope: !34)
!37 = !DILocation(line: 26, column: 44, scope: !34)
!38 = !DILocation(line: 26, column: 32, scope: !34)
!39 = !DILocation(line: 26, column: 36, scope: !34)
!40 = !DILocation(line: 26, column: 40, scope: !34)
!41 = !DILocation(line: 26, column: 10, scope: !34)
!42 = !DILocation(line: 26, column: 48, scope: !34)
!43 = !DILocation(line: 26, column: 60, scope: !34)
!44 = !DILocation(line: 26, column: 52, scope: !34)
!45 = !DILocation(line: 26, column: 70, scope: !34)
!46 = !DILocation(line: 26, column: 62, scope: !34)
!47 = !DILocation(line: 26, column: 74, scope: !34)
!48 = !DILocation(line: 26, column: 72, scope: !34)
!49 = !DILocation(line: 26, column: 78, scope: !34)
!50 = !DILocation(line: 26, column: 76, scope: !34)
!51 = !DILocation(line: 26, column: 82, scope: !34)
!52 = !DILocation(line: 26, column: 80, scope: !34)
!53 = !DILocation(line: 26, column: 3, scope: !34)
!54 = distinct !DISubprogram(name: "control", scope: !1, file: !1, line: 28, type: !13, scopeLine: 28, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!55 = !DILocation(line: 29, column: 11, scope: !54)
!56 = !DILocation(line: 31, column: 21, scope: !54)
!57 = !DILocation(line: 31, column: 3, scope: !54)
!58 = !DILocation(line: 32, column: 14, scope: !54)
!59 = !{!10, !10, i64 0}
!60 = !DILocation(line: 33, column: 11, scope: !54)
!61 = !DILocation(line: 34, column: 17, scope: !54)
!62 = !DILocation(line: 35, column: 13, scope: !54)
!63 = !DILocation(line: 35, column: 9, scope: !54)
!64 = !DILocation(line: 36, column: 27, scope: !54)
!65 = !DILocation(line: 36, column: 31, scope: !54)
!66 = !DILocation(line: 36, column: 25, scope: !54)
!67 = !DILocation(line: 36, column: 18, scope: !54)
!68 = !DILocation(line: 36, column: 50, scope: !54)
!69 = !DILocation(line: 36, column: 16, scope: !54)
!70 = !DILocation(line: 36, column: 48, scope: !54)
!71 = !DILocation(line: 36, column: 9, scope: !54)
!72 = !DILocation(line: 37, column: 3, scope: !54)
!73 = !DILocation(line: 30, column: 7, scope: !54)
!74 = !DILocation(line: 31, column: 28, scope: !54)
!75 = distinct !{!75, !57, !72, !76}
!76 = !{!"llvm.loop.mustprogress"}
!77 = !DILocation(line: 38, column: 3, scope: !54)
!78 = !DILocation(line: 38, column: 13, scope: !54)
!79 = !DILocation(line: 39, column: 70, scope: !54)
!80 = !DILocation(line: 39, column: 79, scope: !54)
!81 = !DILocation(line: 39, column: 84, scope: !54)
!82 = !DILocation(line: 39, column: 82, scope: !54)
!83 = !DILocation(line: 39, column: 12, scope: !54)
!84 = !DILocation(line: 39, column: 3, scope: !54)
!85 = !DILocation(line: 39, column: 10, scope: !54)
!86 = !{!87, !87, i64 0}
!87 = !{!"long", !10, i64 0}
!88 = !DILocation(line: 40, column: 1, scope: !54)
