; ModuleID = 'k32_vla.cu'
source_filename = "k32_vla.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local noundef float @_Z5sum_nPKfi(ptr noundef %0, i32 noundef %1) #0 !dbg !8 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca float, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store float 0.000000e+00, ptr %5, align 4, !dbg !11
  store i32 0, ptr %6, align 4, !dbg !12
  br label %7, !dbg !13

7:                                                ; preds = %23, %2
  %8 = load i32, ptr %6, align 4, !dbg !14
  %9 = load i32, ptr %4, align 4, !dbg !15
  %10 = icmp slt i32 %8, %9, !dbg !16
  br i1 %10, label %11, label %26, !dbg !17

11:                                               ; preds = %7
  %12 = load ptr, ptr %3, align 8, !dbg !18
  %13 = load i32, ptr %6, align 4, !dbg !19
  %14 = sext i32 %13 to i64, !dbg !18
  %15 = getelementptr inbounds float, ptr %12, i64 %14, !dbg !18
  %16 = load float, ptr %15, align 4, !dbg !18
  %17 = load i32, ptr %6, align 4, !dbg !20
  %18 = add nsw i32 %17, 1, !dbg !21
  %19 = sitofp i32 %18 to float, !dbg !22
  %20 = fmul contract float %16, %19, !dbg !23
  %21 = load float, ptr %5, align 4, !dbg !24
  %22 = fadd contract float %21, %20, !dbg !24
  store float %22, ptr %5, align 4, !dbg !24
  br label %23, !dbg !25

23:                                               ; preds = %11
  %24 = load i32, ptr %6, align 4, !dbg !26
  %25 = add nsw i32 %24, 1, !dbg !26
  store i32 %25, ptr %6, align 4, !dbg !26
  br label %7, !dbg !17, !llvm.loop !27

26:                                               ; preds = %7
  %27 = load float, ptr %5, align 4, !dbg !30
  ret float %27, !dbg !31
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local ptx_kernel void @alloca_dyn(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3) #1 !dbg !32 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca ptr, align 8
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store i32 %2, ptr %7, align 4
  store i32 %3, ptr %8, align 4
  %13 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !33
  %14 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !34
  %15 = mul nsw i32 %13, %14, !dbg !35
  %16 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !36
  %17 = add nsw i32 %15, %16, !dbg !37
  store i32 %17, ptr %9, align 4, !dbg !38
  %18 = load i32, ptr %9, align 4, !dbg !39
  %19 = load i32, ptr %8, align 4, !dbg !40
  %20 = icmp sge i32 %18, %19, !dbg !41
  br i1 %20, label %27, label %21, !dbg !42

21:                                               ; preds = %4
  %22 = load i32, ptr %7, align 4, !dbg !43
  %23 = icmp sle i32 %22, 0, !dbg !44
  br i1 %23, label %27, label %24, !dbg !45

24:                                               ; preds = %21
  %25 = load i32, ptr %7, align 4, !dbg !46
  %26 = icmp sgt i32 %25, 64, !dbg !47
  br i1 %26, label %27, label %28, !dbg !45

27:                                               ; preds = %24, %21, %4
  br label %91, !dbg !48

28:                                               ; preds = %24
  %29 = load i32, ptr %7, align 4, !dbg !49
  %30 = sext i32 %29 to i64, !dbg !49
  %31 = mul i64 %30, 4, !dbg !50
  %32 = alloca i8, i64 %31, align 8, !dbg !51
  store ptr %32, ptr %10, align 8, !dbg !52
  store i32 0, ptr %11, align 4, !dbg !53
  br label %33, !dbg !54

33:                                               ; preds = %51, %28
  %34 = load i32, ptr %11, align 4, !dbg !55
  %35 = load i32, ptr %7, align 4, !dbg !56
  %36 = icmp slt i32 %34, %35, !dbg !57
  br i1 %36, label %37, label %54, !dbg !58

37:                                               ; preds = %33
  %38 = load ptr, ptr %5, align 8, !dbg !59
  %39 = load i32, ptr %9, align 4, !dbg !60
  %40 = load i32, ptr %11, align 4, !dbg !61
  %41 = add nsw i32 %39, %40, !dbg !62
  %42 = load i32, ptr %8, align 4, !dbg !63
  %43 = srem i32 %41, %42, !dbg !64
  %44 = sext i32 %43 to i64, !dbg !59
  %45 = getelementptr inbounds float, ptr %38, i64 %44, !dbg !59
  %46 = load float, ptr %45, align 4, !dbg !59
  %47 = load ptr, ptr %10, align 8, !dbg !65
  %48 = load i32, ptr %11, align 4, !dbg !66
  %49 = sext i32 %48 to i64, !dbg !65
  %50 = getelementptr inbounds float, ptr %47, i64 %49, !dbg !65
  store float %46, ptr %50, align 4, !dbg !67
  br label %51, !dbg !65

51:                                               ; preds = %37
  %52 = load i32, ptr %11, align 4, !dbg !68
  %53 = add nsw i32 %52, 1, !dbg !68
  store i32 %53, ptr %11, align 4, !dbg !68
  br label %33, !dbg !58, !llvm.loop !69

54:                                               ; preds = %33
  store i32 1, ptr %12, align 4, !dbg !71
  br label %55, !dbg !72

55:                                               ; preds = %72, %54
  %56 = load i32, ptr %12, align 4, !dbg !73
  %57 = load i32, ptr %7, align 4, !dbg !74
  %58 = icmp slt i32 %56, %57, !dbg !75
  br i1 %58, label %59, label %75, !dbg !76

59:                                               ; preds = %55
  %60 = load ptr, ptr %10, align 8, !dbg !77
  %61 = load i32, ptr %12, align 4, !dbg !78
  %62 = sub nsw i32 %61, 1, !dbg !79
  %63 = sext i32 %62 to i64, !dbg !77
  %64 = getelementptr inbounds float, ptr %60, i64 %63, !dbg !77
  %65 = load float, ptr %64, align 4, !dbg !77
  %66 = load ptr, ptr %10, align 8, !dbg !80
  %67 = load i32, ptr %12, align 4, !dbg !81
  %68 = sext i32 %67 to i64, !dbg !80
  %69 = getelementptr inbounds float, ptr %66, i64 %68, !dbg !80
  %70 = load float, ptr %69, align 4, !dbg !82
  %71 = fadd contract float %70, %65, !dbg !82
  store float %71, ptr %69, align 4, !dbg !82
  br label %72, !dbg !80

72:                                               ; preds = %59
  %73 = load i32, ptr %12, align 4, !dbg !83
  %74 = add nsw i32 %73, 1, !dbg !83
  store i32 %74, ptr %12, align 4, !dbg !83
  br label %55, !dbg !76, !llvm.loop !84

75:                                               ; preds = %55
  %76 = load ptr, ptr %10, align 8, !dbg !86
  %77 = load i32, ptr %7, align 4, !dbg !87
  %78 = call contract noundef float @_Z5sum_nPKfi(ptr noundef %76, i32 noundef %77) #3, !dbg !88
  %79 = load ptr, ptr %10, align 8, !dbg !89
  %80 = load i32, ptr %9, align 4, !dbg !90
  %81 = load i32, ptr %7, align 4, !dbg !91
  %82 = srem i32 %80, %81, !dbg !92
  %83 = sext i32 %82 to i64, !dbg !89
  %84 = getelementptr inbounds float, ptr %79, i64 %83, !dbg !89
  %85 = load float, ptr %84, align 4, !dbg !89
  %86 = fadd contract float %78, %85, !dbg !93
  %87 = load ptr, ptr %6, align 8, !dbg !94
  %88 = load i32, ptr %9, align 4, !dbg !95
  %89 = sext i32 %88 to i64, !dbg !94
  %90 = getelementptr inbounds float, ptr %87, i64 %89, !dbg !94
  store float %86, ptr %90, align 4, !dbg !96
  br label %91, !dbg !97

91:                                               ; preds = %75, %27
  ret void, !dbg !97
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local noundef i32 @_Z8vla_histPKiiii(ptr noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) #0 !dbg !98 {
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca ptr, align 8
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store i32 %1, ptr %6, align 4
  store i32 %2, ptr %7, align 4
  store i32 %3, ptr %8, align 4
  %14 = load i32, ptr %7, align 4, !dbg !99
  %15 = sext i32 %14 to i64, !dbg !99
  %16 = mul i64 %15, 4, !dbg !100
  %17 = alloca i8, i64 %16, align 8, !dbg !101
  store ptr %17, ptr %9, align 8, !dbg !102
  store i32 0, ptr %10, align 4, !dbg !103
  br label %18, !dbg !104

18:                                               ; preds = %27, %4
  %19 = load i32, ptr %10, align 4, !dbg !105
  %20 = load i32, ptr %7, align 4, !dbg !106
  %21 = icmp slt i32 %19, %20, !dbg !107
  br i1 %21, label %22, label %30, !dbg !108

22:                                               ; preds = %18
  %23 = load ptr, ptr %9, align 8, !dbg !109
  %24 = load i32, ptr %10, align 4, !dbg !110
  %25 = sext i32 %24 to i64, !dbg !109
  %26 = getelementptr inbounds i32, ptr %23, i64 %25, !dbg !109
  store i32 0, ptr %26, align 4, !dbg !111
  br label %27, !dbg !109

27:                                               ; preds = %22
  %28 = load i32, ptr %10, align 4, !dbg !112
  %29 = add nsw i32 %28, 1, !dbg !112
  store i32 %29, ptr %10, align 4, !dbg !112
  br label %18, !dbg !108, !llvm.loop !113

30:                                               ; preds = %18
  store i32 0, ptr %11, align 4, !dbg !115
  br label %31, !dbg !116

31:                                               ; preds = %51, %30
  %32 = load i32, ptr %11, align 4, !dbg !117
  %33 = icmp slt i32 %32, 16, !dbg !118
  br i1 %33, label %34, label %54, !dbg !119

34:                                               ; preds = %31
  %35 = load ptr, ptr %9, align 8, !dbg !120
  %36 = load ptr, ptr %5, align 8, !dbg !121
  %37 = load i32, ptr %6, align 4, !dbg !122
  %38 = load i32, ptr %11, align 4, !dbg !123
  %39 = add nsw i32 %37, %38, !dbg !124
  %40 = load i32, ptr %8, align 4, !dbg !125
  %41 = srem i32 %39, %40, !dbg !126
  %42 = sext i32 %41 to i64, !dbg !121
  %43 = getelementptr inbounds i32, ptr %36, i64 %42, !dbg !121
  %44 = load i32, ptr %43, align 4, !dbg !121
  %45 = load i32, ptr %7, align 4, !dbg !127
  %46 = urem i32 %44, %45, !dbg !128
  %47 = zext i32 %46 to i64, !dbg !120
  %48 = getelementptr inbounds nuw i32, ptr %35, i64 %47, !dbg !120
  %49 = load i32, ptr %48, align 4, !dbg !129
  %50 = add nsw i32 %49, 1, !dbg !129
  store i32 %50, ptr %48, align 4, !dbg !129
  br label %51, !dbg !120

51:                                               ; preds = %34
  %52 = load i32, ptr %11, align 4, !dbg !130
  %53 = add nsw i32 %52, 1, !dbg !130
  store i32 %53, ptr %11, align 4, !dbg !130
  br label %31, !dbg !119, !llvm.loop !131

54:                                               ; preds = %31
  store i32 0, ptr %12, align 4, !dbg !132
  store i32 1, ptr %13, align 4, !dbg !133
  br label %55, !dbg !134

55:                                               ; preds = %74, %54
  %56 = load i32, ptr %13, align 4, !dbg !135
  %57 = load i32, ptr %7, align 4, !dbg !136
  %58 = icmp slt i32 %56, %57, !dbg !137
  br i1 %58, label %59, label %77, !dbg !138

59:                                               ; preds = %55
  %60 = load ptr, ptr %9, align 8, !dbg !139
  %61 = load i32, ptr %13, align 4, !dbg !140
  %62 = sext i32 %61 to i64, !dbg !139
  %63 = getelementptr inbounds i32, ptr %60, i64 %62, !dbg !139
  %64 = load i32, ptr %63, align 4, !dbg !139
  %65 = load ptr, ptr %9, align 8, !dbg !141
  %66 = load i32, ptr %12, align 4, !dbg !142
  %67 = sext i32 %66 to i64, !dbg !141
  %68 = getelementptr inbounds i32, ptr %65, i64 %67, !dbg !141
  %69 = load i32, ptr %68, align 4, !dbg !141
  %70 = icmp sgt i32 %64, %69, !dbg !143
  br i1 %70, label %71, label %73, !dbg !143

71:                                               ; preds = %59
  %72 = load i32, ptr %13, align 4, !dbg !144
  store i32 %72, ptr %12, align 4, !dbg !145
  br label %73, !dbg !146

73:                                               ; preds = %71, %59
  br label %74, !dbg !147

74:                                               ; preds = %73
  %75 = load i32, ptr %13, align 4, !dbg !148
  %76 = add nsw i32 %75, 1, !dbg !148
  store i32 %76, ptr %13, align 4, !dbg !148
  br label %55, !dbg !138, !llvm.loop !149

77:                                               ; preds = %55
  %78 = load i32, ptr %12, align 4, !dbg !150
  %79 = mul nsw i32 %78, 100, !dbg !151
  %80 = load ptr, ptr %9, align 8, !dbg !152
  %81 = load i32, ptr %12, align 4, !dbg !153
  %82 = sext i32 %81 to i64, !dbg !152
  %83 = getelementptr inbounds i32, ptr %80, i64 %82, !dbg !152
  %84 = load i32, ptr %83, align 4, !dbg !152
  %85 = add nsw i32 %79, %84, !dbg !154
  ret i32 %85, !dbg !155
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local ptx_kernel void @vla(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3) #1 !dbg !156 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store i32 %2, ptr %7, align 4
  store i32 %3, ptr %8, align 4
  %10 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !157
  %11 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !158
  %12 = mul nsw i32 %10, %11, !dbg !159
  %13 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !160
  %14 = add nsw i32 %12, %13, !dbg !161
  store i32 %14, ptr %9, align 4, !dbg !162
  %15 = load i32, ptr %9, align 4, !dbg !163
  %16 = load i32, ptr %8, align 4, !dbg !164
  %17 = icmp slt i32 %15, %16, !dbg !165
  br i1 %17, label %18, label %34, !dbg !166

18:                                               ; preds = %4
  %19 = load i32, ptr %7, align 4, !dbg !167
  %20 = icmp sgt i32 %19, 0, !dbg !168
  br i1 %20, label %21, label %34, !dbg !169

21:                                               ; preds = %18
  %22 = load i32, ptr %7, align 4, !dbg !170
  %23 = icmp sle i32 %22, 32, !dbg !171
  br i1 %23, label %24, label %34, !dbg !169

24:                                               ; preds = %21
  %25 = load ptr, ptr %5, align 8, !dbg !172
  %26 = load i32, ptr %9, align 4, !dbg !173
  %27 = load i32, ptr %7, align 4, !dbg !174
  %28 = load i32, ptr %8, align 4, !dbg !175
  %29 = call noundef i32 @_Z8vla_histPKiiii(ptr noundef %25, i32 noundef %26, i32 noundef %27, i32 noundef %28) #3, !dbg !176
  %30 = load ptr, ptr %6, align 8, !dbg !177
  %31 = load i32, ptr %9, align 4, !dbg !178
  %32 = sext i32 %31 to i64, !dbg !177
  %33 = getelementptr inbounds i32, ptr %30, i64 %32, !dbg !177
  store i32 %29, ptr %33, align 4, !dbg !179
  br label %34, !dbg !177

34:                                               ; preds = %24, %21, %18, %4
  ret void, !dbg !180
}

attributes #0 = { convergent mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #1 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6}
!llvm.ident = !{!7}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "k32_vla.cu", directory: "/work/wt/nvir32/tools/capture/clang_kernels")
!2 = !{i32 7, !"Dwarf Version", i32 2}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!6 = !{i32 7, !"frame-pointer", i32 2}
!7 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!8 = distinct !DISubprogram(name: "sum_n", scope: !1, file: !1, line: 5, type: !9, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!9 = !DISubroutineType(types: !10)
!10 = !{}
!11 = !DILocation(line: 6, column: 9, scope: !8)
!12 = !DILocation(line: 7, column: 12, scope: !8)
!13 = !DILocation(line: 7, column: 8, scope: !8)
!14 = !DILocation(line: 7, column: 19, scope: !8)
!15 = !DILocation(line: 7, column: 23, scope: !8)
!16 = !DILocation(line: 7, column: 21, scope: !8)
!17 = !DILocation(line: 7, column: 3, scope: !8)
!18 = !DILocation(line: 7, column: 36, scope: !8)
!19 = !DILocation(line: 7, column: 38, scope: !8)
!20 = !DILocation(line: 7, column: 44, scope: !8)
!21 = !DILocation(line: 7, column: 46, scope: !8)
!22 = !DILocation(line: 7, column: 43, scope: !8)
!23 = !DILocation(line: 7, column: 41, scope: !8)
!24 = !DILocation(line: 7, column: 33, scope: !8)
!25 = !DILocation(line: 7, column: 31, scope: !8)
!26 = !DILocation(line: 7, column: 27, scope: !8)
!27 = distinct !{!27, !17, !28, !29}
!28 = !DILocation(line: 7, column: 49, scope: !8)
!29 = !{!"llvm.loop.mustprogress"}
!30 = !DILocation(line: 8, column: 10, scope: !8)
!31 = !DILocation(line: 8, column: 3, scope: !8)
!32 = distinct !DISubprogram(name: "alloca_dyn", scope: !1, file: !1, line: 10, type: !9, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!33 = !DILocation(line: 11, column: 11, scope: !32)
!34 = !DILocation(line: 11, column: 24, scope: !32)
!35 = !DILocation(line: 11, column: 22, scope: !32)
!36 = !DILocation(line: 11, column: 37, scope: !32)
!37 = !DILocation(line: 11, column: 35, scope: !32)
!38 = !DILocation(line: 11, column: 7, scope: !32)
!39 = !DILocation(line: 12, column: 7, scope: !32)
!40 = !DILocation(line: 12, column: 12, scope: !32)
!41 = !DILocation(line: 12, column: 9, scope: !32)
!42 = !DILocation(line: 12, column: 14, scope: !32)
!43 = !DILocation(line: 12, column: 17, scope: !32)
!44 = !DILocation(line: 12, column: 19, scope: !32)
!45 = !DILocation(line: 12, column: 24, scope: !32)
!46 = !DILocation(line: 12, column: 27, scope: !32)
!47 = !DILocation(line: 12, column: 29, scope: !32)
!48 = !DILocation(line: 12, column: 35, scope: !32)
!49 = !DILocation(line: 13, column: 41, scope: !32)
!50 = !DILocation(line: 13, column: 43, scope: !32)
!51 = !DILocation(line: 13, column: 24, scope: !32)
!52 = !DILocation(line: 13, column: 10, scope: !32)
!53 = !DILocation(line: 14, column: 12, scope: !32)
!54 = !DILocation(line: 14, column: 8, scope: !32)
!55 = !DILocation(line: 14, column: 19, scope: !32)
!56 = !DILocation(line: 14, column: 23, scope: !32)
!57 = !DILocation(line: 14, column: 21, scope: !32)
!58 = !DILocation(line: 14, column: 3, scope: !32)
!59 = !DILocation(line: 14, column: 40, scope: !32)
!60 = !DILocation(line: 14, column: 44, scope: !32)
!61 = !DILocation(line: 14, column: 48, scope: !32)
!62 = !DILocation(line: 14, column: 46, scope: !32)
!63 = !DILocation(line: 14, column: 53, scope: !32)
!64 = !DILocation(line: 14, column: 51, scope: !32)
!65 = !DILocation(line: 14, column: 31, scope: !32)
!66 = !DILocation(line: 14, column: 35, scope: !32)
!67 = !DILocation(line: 14, column: 38, scope: !32)
!68 = !DILocation(line: 14, column: 27, scope: !32)
!69 = distinct !{!69, !58, !70, !29}
!70 = !DILocation(line: 14, column: 54, scope: !32)
!71 = !DILocation(line: 15, column: 12, scope: !32)
!72 = !DILocation(line: 15, column: 8, scope: !32)
!73 = !DILocation(line: 15, column: 19, scope: !32)
!74 = !DILocation(line: 15, column: 23, scope: !32)
!75 = !DILocation(line: 15, column: 21, scope: !32)
!76 = !DILocation(line: 15, column: 3, scope: !32)
!77 = !DILocation(line: 15, column: 41, scope: !32)
!78 = !DILocation(line: 15, column: 45, scope: !32)
!79 = !DILocation(line: 15, column: 47, scope: !32)
!80 = !DILocation(line: 15, column: 31, scope: !32)
!81 = !DILocation(line: 15, column: 35, scope: !32)
!82 = !DILocation(line: 15, column: 38, scope: !32)
!83 = !DILocation(line: 15, column: 27, scope: !32)
!84 = distinct !{!84, !76, !85, !29}
!85 = !DILocation(line: 15, column: 50, scope: !32)
!86 = !DILocation(line: 16, column: 18, scope: !32)
!87 = !DILocation(line: 16, column: 23, scope: !32)
!88 = !DILocation(line: 16, column: 12, scope: !32)
!89 = !DILocation(line: 16, column: 28, scope: !32)
!90 = !DILocation(line: 16, column: 32, scope: !32)
!91 = !DILocation(line: 16, column: 36, scope: !32)
!92 = !DILocation(line: 16, column: 34, scope: !32)
!93 = !DILocation(line: 16, column: 26, scope: !32)
!94 = !DILocation(line: 16, column: 3, scope: !32)
!95 = !DILocation(line: 16, column: 7, scope: !32)
!96 = !DILocation(line: 16, column: 10, scope: !32)
!97 = !DILocation(line: 17, column: 1, scope: !32)
!98 = distinct !DISubprogram(name: "vla_hist", scope: !1, file: !1, line: 18, type: !9, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!99 = !DILocation(line: 19, column: 38, scope: !98)
!100 = !DILocation(line: 19, column: 40, scope: !98)
!101 = !DILocation(line: 19, column: 21, scope: !98)
!102 = !DILocation(line: 19, column: 8, scope: !98)
!103 = !DILocation(line: 20, column: 12, scope: !98)
!104 = !DILocation(line: 20, column: 8, scope: !98)
!105 = !DILocation(line: 20, column: 19, scope: !98)
!106 = !DILocation(line: 20, column: 23, scope: !98)
!107 = !DILocation(line: 20, column: 21, scope: !98)
!108 = !DILocation(line: 20, column: 3, scope: !98)
!109 = !DILocation(line: 20, column: 31, scope: !98)
!110 = !DILocation(line: 20, column: 36, scope: !98)
!111 = !DILocation(line: 20, column: 39, scope: !98)
!112 = !DILocation(line: 20, column: 27, scope: !98)
!113 = distinct !{!113, !108, !114, !29}
!114 = !DILocation(line: 20, column: 41, scope: !98)
!115 = !DILocation(line: 21, column: 12, scope: !98)
!116 = !DILocation(line: 21, column: 8, scope: !98)
!117 = !DILocation(line: 21, column: 19, scope: !98)
!118 = !DILocation(line: 21, column: 21, scope: !98)
!119 = !DILocation(line: 21, column: 3, scope: !98)
!120 = !DILocation(line: 21, column: 32, scope: !98)
!121 = !DILocation(line: 21, column: 47, scope: !98)
!122 = !DILocation(line: 21, column: 51, scope: !98)
!123 = !DILocation(line: 21, column: 55, scope: !98)
!124 = !DILocation(line: 21, column: 53, scope: !98)
!125 = !DILocation(line: 21, column: 60, scope: !98)
!126 = !DILocation(line: 21, column: 58, scope: !98)
!127 = !DILocation(line: 21, column: 65, scope: !98)
!128 = !DILocation(line: 21, column: 63, scope: !98)
!129 = !DILocation(line: 21, column: 67, scope: !98)
!130 = !DILocation(line: 21, column: 28, scope: !98)
!131 = distinct !{!131, !119, !129, !29}
!132 = !DILocation(line: 22, column: 7, scope: !98)
!133 = !DILocation(line: 23, column: 12, scope: !98)
!134 = !DILocation(line: 23, column: 8, scope: !98)
!135 = !DILocation(line: 23, column: 19, scope: !98)
!136 = !DILocation(line: 23, column: 23, scope: !98)
!137 = !DILocation(line: 23, column: 21, scope: !98)
!138 = !DILocation(line: 23, column: 3, scope: !98)
!139 = !DILocation(line: 23, column: 35, scope: !98)
!140 = !DILocation(line: 23, column: 40, scope: !98)
!141 = !DILocation(line: 23, column: 45, scope: !98)
!142 = !DILocation(line: 23, column: 50, scope: !98)
!143 = !DILocation(line: 23, column: 43, scope: !98)
!144 = !DILocation(line: 23, column: 64, scope: !98)
!145 = !DILocation(line: 23, column: 62, scope: !98)
!146 = !DILocation(line: 23, column: 57, scope: !98)
!147 = !DILocation(line: 23, column: 54, scope: !98)
!148 = !DILocation(line: 23, column: 27, scope: !98)
!149 = distinct !{!149, !138, !144, !29}
!150 = !DILocation(line: 24, column: 10, scope: !98)
!151 = !DILocation(line: 24, column: 15, scope: !98)
!152 = !DILocation(line: 24, column: 23, scope: !98)
!153 = !DILocation(line: 24, column: 28, scope: !98)
!154 = !DILocation(line: 24, column: 21, scope: !98)
!155 = !DILocation(line: 24, column: 3, scope: !98)
!156 = distinct !DISubprogram(name: "vla", scope: !1, file: !1, line: 26, type: !9, scopeLine: 26, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!157 = !DILocation(line: 27, column: 11, scope: !156)
!158 = !DILocation(line: 27, column: 24, scope: !156)
!159 = !DILocation(line: 27, column: 22, scope: !156)
!160 = !DILocation(line: 27, column: 37, scope: !156)
!161 = !DILocation(line: 27, column: 35, scope: !156)
!162 = !DILocation(line: 27, column: 7, scope: !156)
!163 = !DILocation(line: 28, column: 7, scope: !156)
!164 = !DILocation(line: 28, column: 11, scope: !156)
!165 = !DILocation(line: 28, column: 9, scope: !156)
!166 = !DILocation(line: 28, column: 13, scope: !156)
!167 = !DILocation(line: 28, column: 16, scope: !156)
!168 = !DILocation(line: 28, column: 18, scope: !156)
!169 = !DILocation(line: 28, column: 22, scope: !156)
!170 = !DILocation(line: 28, column: 25, scope: !156)
!171 = !DILocation(line: 28, column: 27, scope: !156)
!172 = !DILocation(line: 28, column: 52, scope: !156)
!173 = !DILocation(line: 28, column: 56, scope: !156)
!174 = !DILocation(line: 28, column: 59, scope: !156)
!175 = !DILocation(line: 28, column: 62, scope: !156)
!176 = !DILocation(line: 28, column: 43, scope: !156)
!177 = !DILocation(line: 28, column: 34, scope: !156)
!178 = !DILocation(line: 28, column: 38, scope: !156)
!179 = !DILocation(line: 28, column: 41, scope: !156)
!180 = !DILocation(line: 29, column: 1, scope: !156)
