; ModuleID = 'switch_calls.cu'
source_filename = "switch_calls.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local noundef signext i16 @_Z8classifyc(i8 noundef signext %0) #0 !dbg !8 {
  %2 = alloca i16, align 2
  %3 = alloca i8, align 1
  store i8 %0, ptr %3, align 1
  %4 = load i8, ptr %3, align 1, !dbg !11
  %5 = sext i8 %4 to i32, !dbg !11
  switch i32 %5, label %9 [
    i32 97, label %6
    i32 101, label %6
    i32 105, label %6
    i32 111, label %6
    i32 117, label %6
    i32 32, label %7
    i32 48, label %8
    i32 49, label %8
    i32 50, label %8
    i32 51, label %8
    i32 52, label %8
    i32 53, label %8
    i32 54, label %8
    i32 55, label %8
    i32 56, label %8
    i32 57, label %8
  ], !dbg !12

6:                                                ; preds = %1, %1, %1, %1, %1
  store i16 1, ptr %2, align 2, !dbg !13
  br label %10, !dbg !13

7:                                                ; preds = %1
  store i16 2, ptr %2, align 2, !dbg !14
  br label %10, !dbg !14

8:                                                ; preds = %1, %1, %1, %1, %1, %1, %1, %1, %1, %1
  store i16 3, ptr %2, align 2, !dbg !15
  br label %10, !dbg !15

9:                                                ; preds = %1
  store i16 0, ptr %2, align 2, !dbg !16
  br label %10, !dbg !16

10:                                               ; preds = %9, %8, %7, %6
  %11 = load i16, ptr %2, align 2, !dbg !17
  ret i16 %11, !dbg !17
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local noundef i32 @_Z6sparsei(i32 noundef %0) #0 !dbg !18 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  %4 = load i32, ptr %3, align 4, !dbg !19
  switch i32 %4, label %10 [
    i32 1, label %5
    i32 100, label %6
    i32 1000, label %7
    i32 -7, label %8
    i32 65536, label %9
  ], !dbg !20

5:                                                ; preds = %1
  store i32 10, ptr %2, align 4, !dbg !21
  br label %11, !dbg !21

6:                                                ; preds = %1
  store i32 20, ptr %2, align 4, !dbg !22
  br label %11, !dbg !22

7:                                                ; preds = %1
  store i32 30, ptr %2, align 4, !dbg !23
  br label %11, !dbg !23

8:                                                ; preds = %1
  store i32 40, ptr %2, align 4, !dbg !24
  br label %11, !dbg !24

9:                                                ; preds = %1
  store i32 50, ptr %2, align 4, !dbg !25
  br label %11, !dbg !25

10:                                               ; preds = %1
  store i32 -1, ptr %2, align 4, !dbg !26
  br label %11, !dbg !26

11:                                               ; preds = %10, %9, %8, %7, %6, %5
  %12 = load i32, ptr %2, align 4, !dbg !27
  ret i32 %12, !dbg !27
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local noundef zeroext i1 @_Z6is_oddh(i8 noundef zeroext %0) #0 !dbg !28 {
  %2 = alloca i8, align 1
  store i8 %0, ptr %2, align 1
  %3 = load i8, ptr %2, align 1, !dbg !29
  %4 = zext i8 %3 to i32, !dbg !29
  %5 = and i32 %4, 1, !dbg !30
  %6 = icmp ne i32 %5, 0, !dbg !29
  ret i1 %6, !dbg !31
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local noundef i64 @_Z4manyiiiiiiiiiildfscb(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7, i32 noundef %8, i32 noundef %9, i64 noundef %10, double noundef %11, float noundef %12, i16 noundef signext %13, i8 noundef signext %14, i1 noundef zeroext %15) #0 !dbg !32 {
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  %23 = alloca i32, align 4
  %24 = alloca i32, align 4
  %25 = alloca i32, align 4
  %26 = alloca i32, align 4
  %27 = alloca i64, align 8
  %28 = alloca double, align 8
  %29 = alloca float, align 4
  %30 = alloca i16, align 2
  %31 = alloca i8, align 1
  %32 = alloca i8, align 1
  store i32 %0, ptr %17, align 4
  store i32 %1, ptr %18, align 4
  store i32 %2, ptr %19, align 4
  store i32 %3, ptr %20, align 4
  store i32 %4, ptr %21, align 4
  store i32 %5, ptr %22, align 4
  store i32 %6, ptr %23, align 4
  store i32 %7, ptr %24, align 4
  store i32 %8, ptr %25, align 4
  store i32 %9, ptr %26, align 4
  store i64 %10, ptr %27, align 8
  store double %11, ptr %28, align 8
  store float %12, ptr %29, align 4
  store i16 %13, ptr %30, align 2
  store i8 %14, ptr %31, align 1
  %33 = zext i1 %15 to i8
  store i8 %33, ptr %32, align 1
  %34 = load i32, ptr %17, align 4, !dbg !33
  %35 = load i32, ptr %18, align 4, !dbg !34
  %36 = load i32, ptr %19, align 4, !dbg !35
  %37 = mul nsw i32 %35, %36, !dbg !36
  %38 = add nsw i32 %34, %37, !dbg !37
  %39 = load i32, ptr %20, align 4, !dbg !38
  %40 = sub nsw i32 %38, %39, !dbg !39
  %41 = load i32, ptr %21, align 4, !dbg !40
  %42 = load i32, ptr %22, align 4, !dbg !41
  %43 = mul nsw i32 %41, %42, !dbg !42
  %44 = add nsw i32 %40, %43, !dbg !43
  %45 = load i32, ptr %23, align 4, !dbg !44
  %46 = sub nsw i32 %44, %45, !dbg !45
  %47 = load i32, ptr %24, align 4, !dbg !46
  %48 = add nsw i32 %46, %47, !dbg !47
  %49 = load i32, ptr %25, align 4, !dbg !48
  %50 = load i32, ptr %26, align 4, !dbg !49
  %51 = mul nsw i32 %49, %50, !dbg !50
  %52 = add nsw i32 %48, %51, !dbg !51
  %53 = sext i32 %52 to i64, !dbg !33
  %54 = load i64, ptr %27, align 8, !dbg !52
  %55 = add nsw i64 %53, %54, !dbg !53
  %56 = load double, ptr %28, align 8, !dbg !54
  %57 = fptosi double %56 to i64, !dbg !54
  %58 = add nsw i64 %55, %57, !dbg !55
  %59 = load float, ptr %29, align 4, !dbg !56
  %60 = fptosi float %59 to i64, !dbg !56
  %61 = add nsw i64 %58, %60, !dbg !57
  %62 = load i16, ptr %30, align 2, !dbg !58
  %63 = sext i16 %62 to i64, !dbg !58
  %64 = add nsw i64 %61, %63, !dbg !59
  %65 = load i8, ptr %31, align 1, !dbg !60
  %66 = sext i8 %65 to i64, !dbg !60
  %67 = add nsw i64 %64, %66, !dbg !61
  %68 = load i8, ptr %32, align 1, !dbg !62
  %69 = trunc i8 %68 to i1, !dbg !62
  %70 = zext i1 %69 to i64, !dbg !62
  %71 = add nsw i64 %67, %70, !dbg !63
  ret i64 %71, !dbg !64
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local ptx_kernel void @control(ptr noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %3) #1 !dbg !65 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i8, align 1
  %13 = alloca i16, align 2
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store ptr %2, ptr %7, align 8
  store i32 %3, ptr %8, align 4
  %14 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !66
  store i32 %14, ptr %9, align 4, !dbg !67
  store i32 0, ptr %10, align 4, !dbg !68
  %15 = load i32, ptr %9, align 4, !dbg !69
  store i32 %15, ptr %11, align 4, !dbg !70
  br label %16, !dbg !71

16:                                               ; preds = %56, %4
  %17 = load i32, ptr %11, align 4, !dbg !72
  %18 = load i32, ptr %8, align 4, !dbg !73
  %19 = icmp slt i32 %17, %18, !dbg !74
  br i1 %19, label %20, label %59, !dbg !75

20:                                               ; preds = %16
  %21 = load ptr, ptr %5, align 8, !dbg !76
  %22 = load i32, ptr %11, align 4, !dbg !77
  %23 = sext i32 %22 to i64, !dbg !76
  %24 = getelementptr inbounds i8, ptr %21, i64 %23, !dbg !76
  %25 = load i8, ptr %24, align 1, !dbg !76
  store i8 %25, ptr %12, align 1, !dbg !78
  %26 = load i8, ptr %12, align 1, !dbg !79
  %27 = sext i8 %26 to i32, !dbg !79
  %28 = icmp eq i32 %27, 0, !dbg !80
  br i1 %28, label %29, label %30, !dbg !80

29:                                               ; preds = %20
  br label %59, !dbg !81

30:                                               ; preds = %20
  %31 = load i8, ptr %12, align 1, !dbg !82
  %32 = call noundef signext i16 @_Z8classifyc(i8 noundef signext %31) #3, !dbg !83
  store i16 %32, ptr %13, align 2, !dbg !84
  %33 = load i16, ptr %13, align 2, !dbg !85
  %34 = sext i16 %33 to i32, !dbg !85
  %35 = icmp eq i32 %34, 0, !dbg !86
  br i1 %35, label %36, label %37, !dbg !86

36:                                               ; preds = %30
  br label %56, !dbg !87

37:                                               ; preds = %30
  %38 = load i16, ptr %13, align 2, !dbg !88
  %39 = sext i16 %38 to i32, !dbg !88
  %40 = load i32, ptr %11, align 4, !dbg !89
  %41 = srem i32 %40, 7, !dbg !90
  %42 = icmp eq i32 %41, 0, !dbg !91
  br i1 %42, label %43, label %44, !dbg !89

43:                                               ; preds = %37
  br label %46, !dbg !89

44:                                               ; preds = %37
  %45 = load i32, ptr %11, align 4, !dbg !92
  br label %46, !dbg !89

46:                                               ; preds = %44, %43
  %47 = phi i32 [ 1000, %43 ], [ %45, %44 ], !dbg !89
  %48 = call noundef i32 @_Z6sparsei(i32 noundef %47) #3, !dbg !93
  %49 = add nsw i32 %39, %48, !dbg !94
  %50 = load i8, ptr %12, align 1, !dbg !95
  %51 = call noundef zeroext i1 @_Z6is_oddh(i8 noundef zeroext %50) #3, !dbg !96
  %52 = zext i1 %51 to i32, !dbg !96
  %53 = add nsw i32 %49, %52, !dbg !97
  %54 = load i32, ptr %10, align 4, !dbg !98
  %55 = add nsw i32 %54, %53, !dbg !98
  store i32 %55, ptr %10, align 4, !dbg !98
  br label %56, !dbg !99

56:                                               ; preds = %46, %36
  %57 = load i32, ptr %11, align 4, !dbg !100
  %58 = add nsw i32 %57, 32, !dbg !100
  store i32 %58, ptr %11, align 4, !dbg !100
  br label %16, !dbg !75, !llvm.loop !101

59:                                               ; preds = %29, %16
  %60 = load i32, ptr %10, align 4, !dbg !103
  %61 = load ptr, ptr %6, align 8, !dbg !104
  %62 = load i32, ptr %9, align 4, !dbg !105
  %63 = sext i32 %62 to i64, !dbg !104
  %64 = getelementptr inbounds i32, ptr %61, i64 %63, !dbg !104
  store i32 %60, ptr %64, align 4, !dbg !106
  %65 = load i32, ptr %9, align 4, !dbg !107
  %66 = load i32, ptr %9, align 4, !dbg !108
  %67 = trunc i32 %66 to i16, !dbg !108
  %68 = load i32, ptr %9, align 4, !dbg !109
  %69 = trunc i32 %68 to i8, !dbg !109
  %70 = load i32, ptr %9, align 4, !dbg !110
  %71 = and i32 %70, 1, !dbg !111
  %72 = icmp ne i32 %71, 0, !dbg !110
  %73 = call noundef i64 @_Z4manyiiiiiiiiiildfscb(i32 noundef %65, i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6, i32 noundef 7, i32 noundef 8, i32 noundef 9, i64 noundef 10, double noundef 1.500000e+00, float noundef 2.500000e+00, i16 noundef signext %67, i8 noundef signext %69, i1 noundef zeroext %72) #3, !dbg !112
  %74 = load ptr, ptr %7, align 8, !dbg !113
  %75 = load i32, ptr %9, align 4, !dbg !114
  %76 = sext i32 %75 to i64, !dbg !113
  %77 = getelementptr inbounds i64, ptr %74, i64 %76, !dbg !113
  store i64 %73, ptr %77, align 8, !dbg !115
  ret void, !dbg !116
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

attributes #0 = { convergent mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #1 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6}
!llvm.ident = !{!7}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "switch_calls.cu", directory: "/work/wt/llir25/tools/capture/clang_kernels")
!2 = !{i32 7, !"Dwarf Version", i32 2}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!6 = !{i32 7, !"frame-pointer", i32 2}
!7 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!8 = distinct !DISubprogram(name: "classify", scope: !1, file: !1, line: 5, type: !9, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!9 = !DISubroutineType(types: !10)
!10 = !{}
!11 = !DILocation(line: 6, column: 11, scope: !8)
!12 = !DILocation(line: 6, column: 3, scope: !8)
!13 = !DILocation(line: 7, column: 55, scope: !8)
!14 = !DILocation(line: 8, column: 15, scope: !8)
!15 = !DILocation(line: 9, column: 105, scope: !8)
!16 = !DILocation(line: 10, column: 14, scope: !8)
!17 = !DILocation(line: 12, column: 1, scope: !8)
!18 = distinct !DISubprogram(name: "sparse", scope: !1, file: !1, line: 13, type: !9, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!19 = !DILocation(line: 14, column: 11, scope: !18)
!20 = !DILocation(line: 14, column: 3, scope: !18)
!21 = !DILocation(line: 15, column: 13, scope: !18)
!22 = !DILocation(line: 16, column: 15, scope: !18)
!23 = !DILocation(line: 17, column: 16, scope: !18)
!24 = !DILocation(line: 18, column: 14, scope: !18)
!25 = !DILocation(line: 19, column: 17, scope: !18)
!26 = !DILocation(line: 21, column: 3, scope: !18)
!27 = !DILocation(line: 22, column: 1, scope: !18)
!28 = distinct !DISubprogram(name: "is_odd", scope: !1, file: !1, line: 23, type: !9, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!29 = !DILocation(line: 23, column: 76, scope: !28)
!30 = !DILocation(line: 23, column: 78, scope: !28)
!31 = !DILocation(line: 23, column: 69, scope: !28)
!32 = distinct !DISubprogram(name: "many", scope: !1, file: !1, line: 24, type: !9, scopeLine: 25, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!33 = !DILocation(line: 26, column: 10, scope: !32)
!34 = !DILocation(line: 26, column: 14, scope: !32)
!35 = !DILocation(line: 26, column: 18, scope: !32)
!36 = !DILocation(line: 26, column: 16, scope: !32)
!37 = !DILocation(line: 26, column: 12, scope: !32)
!38 = !DILocation(line: 26, column: 22, scope: !32)
!39 = !DILocation(line: 26, column: 20, scope: !32)
!40 = !DILocation(line: 26, column: 26, scope: !32)
!41 = !DILocation(line: 26, column: 30, scope: !32)
!42 = !DILocation(line: 26, column: 28, scope: !32)
!43 = !DILocation(line: 26, column: 24, scope: !32)
!44 = !DILocation(line: 26, column: 34, scope: !32)
!45 = !DILocation(line: 26, column: 32, scope: !32)
!46 = !DILocation(line: 26, column: 38, scope: !32)
!47 = !DILocation(line: 26, column: 36, scope: !32)
!48 = !DILocation(line: 26, column: 42, scope: !32)
!49 = !DILocation(line: 26, column: 46, scope: !32)
!50 = !DILocation(line: 26, column: 44, scope: !32)
!51 = !DILocation(line: 26, column: 40, scope: !32)
!52 = !DILocation(line: 26, column: 50, scope: !32)
!53 = !DILocation(line: 26, column: 48, scope: !32)
!54 = !DILocation(line: 26, column: 60, scope: !32)
!55 = !DILocation(line: 26, column: 52, scope: !32)
!56 = !DILocation(line: 26, column: 70, scope: !32)
!57 = !DILocation(line: 26, column: 62, scope: !32)
!58 = !DILocation(line: 26, column: 74, scope: !32)
!59 = !DILocation(line: 26, column: 72, scope: !32)
!60 = !DILocation(line: 26, column: 78, scope: !32)
!61 = !DILocation(line: 26, column: 76, scope: !32)
!62 = !DILocation(line: 26, column: 82, scope: !32)
!63 = !DILocation(line: 26, column: 80, scope: !32)
!64 = !DILocation(line: 26, column: 3, scope: !32)
!65 = distinct !DISubprogram(name: "control", scope: !1, file: !1, line: 28, type: !9, scopeLine: 28, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!66 = !DILocation(line: 29, column: 11, scope: !65)
!67 = !DILocation(line: 29, column: 7, scope: !65)
!68 = !DILocation(line: 30, column: 7, scope: !65)
!69 = !DILocation(line: 31, column: 16, scope: !65)
!70 = !DILocation(line: 31, column: 12, scope: !65)
!71 = !DILocation(line: 31, column: 8, scope: !65)
!72 = !DILocation(line: 31, column: 19, scope: !65)
!73 = !DILocation(line: 31, column: 23, scope: !65)
!74 = !DILocation(line: 31, column: 21, scope: !65)
!75 = !DILocation(line: 31, column: 3, scope: !65)
!76 = !DILocation(line: 32, column: 14, scope: !65)
!77 = !DILocation(line: 32, column: 19, scope: !65)
!78 = !DILocation(line: 32, column: 10, scope: !65)
!79 = !DILocation(line: 33, column: 9, scope: !65)
!80 = !DILocation(line: 33, column: 11, scope: !65)
!81 = !DILocation(line: 33, column: 17, scope: !65)
!82 = !DILocation(line: 34, column: 26, scope: !65)
!83 = !DILocation(line: 34, column: 17, scope: !65)
!84 = !DILocation(line: 34, column: 11, scope: !65)
!85 = !DILocation(line: 35, column: 9, scope: !65)
!86 = !DILocation(line: 35, column: 13, scope: !65)
!87 = !DILocation(line: 35, column: 19, scope: !65)
!88 = !DILocation(line: 36, column: 12, scope: !65)
!89 = !DILocation(line: 36, column: 25, scope: !65)
!90 = !DILocation(line: 36, column: 27, scope: !65)
!91 = !DILocation(line: 36, column: 31, scope: !65)
!92 = !DILocation(line: 36, column: 45, scope: !65)
!93 = !DILocation(line: 36, column: 18, scope: !65)
!94 = !DILocation(line: 36, column: 16, scope: !65)
!95 = !DILocation(line: 36, column: 72, scope: !65)
!96 = !DILocation(line: 36, column: 50, scope: !65)
!97 = !DILocation(line: 36, column: 48, scope: !65)
!98 = !DILocation(line: 36, column: 9, scope: !65)
!99 = !DILocation(line: 37, column: 3, scope: !65)
!100 = !DILocation(line: 31, column: 28, scope: !65)
!101 = distinct !{!101, !75, !99, !102}
!102 = !{!"llvm.loop.mustprogress"}
!103 = !DILocation(line: 38, column: 15, scope: !65)
!104 = !DILocation(line: 38, column: 3, scope: !65)
!105 = !DILocation(line: 38, column: 10, scope: !65)
!106 = !DILocation(line: 38, column: 13, scope: !65)
!107 = !DILocation(line: 39, column: 17, scope: !65)
!108 = !DILocation(line: 39, column: 70, scope: !65)
!109 = !DILocation(line: 39, column: 79, scope: !65)
!110 = !DILocation(line: 39, column: 82, scope: !65)
!111 = !DILocation(line: 39, column: 84, scope: !65)
!112 = !DILocation(line: 39, column: 12, scope: !65)
!113 = !DILocation(line: 39, column: 3, scope: !65)
!114 = !DILocation(line: 39, column: 7, scope: !65)
!115 = !DILocation(line: 39, column: 10, scope: !65)
!116 = !DILocation(line: 40, column: 1, scope: !65)
