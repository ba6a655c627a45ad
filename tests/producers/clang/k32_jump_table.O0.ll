; ModuleID = 'k32_jump_table.cu'
source_filename = "k32_jump_table.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local noundef float @_Z2opiff(i32 noundef %0, float noundef %1, float noundef %2) #0 !dbg !8 {
  %4 = alloca float, align 4
  %5 = alloca i32, align 4
  %6 = alloca float, align 4
  %7 = alloca float, align 4
  store i32 %0, ptr %5, align 4
  store float %1, ptr %6, align 4
  store float %2, ptr %7, align 4
  %8 = load i32, ptr %5, align 4, !dbg !11
  switch i32 %8, label %62 [
    i32 0, label %9
    i32 1, label %13
    i32 2, label %17
    i32 3, label %21
    i32 4, label %25
    i32 5, label %35
    i32 6, label %45
    i32 7, label %48
    i32 8, label %54
    i32 9, label %59
  ], !dbg !12

9:                                                ; preds = %3
  %10 = load float, ptr %6, align 4, !dbg !13
  %11 = load float, ptr %7, align 4, !dbg !14
  %12 = fadd contract float %10, %11, !dbg !15
  store float %12, ptr %4, align 4, !dbg !16
  br label %63, !dbg !16

13:                                               ; preds = %3
  %14 = load float, ptr %6, align 4, !dbg !17
  %15 = load float, ptr %7, align 4, !dbg !18
  %16 = fsub contract float %14, %15, !dbg !19
  store float %16, ptr %4, align 4, !dbg !20
  br label %63, !dbg !20

17:                                               ; preds = %3
  %18 = load float, ptr %6, align 4, !dbg !21
  %19 = load float, ptr %7, align 4, !dbg !22
  %20 = fmul contract float %18, %19, !dbg !23
  store float %20, ptr %4, align 4, !dbg !24
  br label %63, !dbg !24

21:                                               ; preds = %3
  %22 = load float, ptr %6, align 4, !dbg !25
  %23 = load float, ptr %7, align 4, !dbg !26
  %24 = fdiv contract float %22, %23, !dbg !27
  store float %24, ptr %4, align 4, !dbg !28
  br label %63, !dbg !28

25:                                               ; preds = %3
  %26 = load float, ptr %6, align 4, !dbg !29
  %27 = load float, ptr %7, align 4, !dbg !30
  %28 = fcmp contract ogt float %26, %27, !dbg !31
  br i1 %28, label %29, label %31, !dbg !29

29:                                               ; preds = %25
  %30 = load float, ptr %6, align 4, !dbg !32
  br label %33, !dbg !29

31:                                               ; preds = %25
  %32 = load float, ptr %7, align 4, !dbg !33
  br label %33, !dbg !29

33:                                               ; preds = %31, %29
  %34 = phi contract float [ %30, %29 ], [ %32, %31 ], !dbg !29
  store float %34, ptr %4, align 4, !dbg !34
  br label %63, !dbg !34

35:                                               ; preds = %3
  %36 = load float, ptr %6, align 4, !dbg !35
  %37 = load float, ptr %7, align 4, !dbg !36
  %38 = fcmp contract olt float %36, %37, !dbg !37
  br i1 %38, label %39, label %41, !dbg !35

39:                                               ; preds = %35
  %40 = load float, ptr %6, align 4, !dbg !38
  br label %43, !dbg !35

41:                                               ; preds = %35
  %42 = load float, ptr %7, align 4, !dbg !39
  br label %43, !dbg !35

43:                                               ; preds = %41, %39
  %44 = phi contract float [ %40, %39 ], [ %42, %41 ], !dbg !35
  store float %44, ptr %4, align 4, !dbg !40
  br label %63, !dbg !40

45:                                               ; preds = %3
  %46 = load float, ptr %6, align 4, !dbg !41
  %47 = fneg contract float %46, !dbg !42
  store float %47, ptr %4, align 4, !dbg !43
  br label %63, !dbg !43

48:                                               ; preds = %3
  %49 = load float, ptr %6, align 4, !dbg !44
  %50 = load float, ptr %6, align 4, !dbg !45
  %51 = fmul contract float %49, %50, !dbg !46
  %52 = load float, ptr %7, align 4, !dbg !47
  %53 = fadd contract float %51, %52, !dbg !48
  store float %53, ptr %4, align 4, !dbg !49
  br label %63, !dbg !49

54:                                               ; preds = %3
  %55 = load float, ptr %6, align 4, !dbg !50
  %56 = load float, ptr %7, align 4, !dbg !51
  %57 = fsub contract float %55, %56, !dbg !52
  %58 = call contract float @llvm.fabs.f32(float %57), !dbg !53
  store float %58, ptr %4, align 4, !dbg !54
  br label %63, !dbg !54

59:                                               ; preds = %3
  %60 = load float, ptr %6, align 4, !dbg !55
  %61 = fmul contract float %60, 5.000000e-01, !dbg !56
  store float %61, ptr %4, align 4, !dbg !57
  br label %63, !dbg !57

62:                                               ; preds = %3
  store float 0.000000e+00, ptr %4, align 4, !dbg !58
  br label %63, !dbg !58

63:                                               ; preds = %62, %59, %54, %48, %45, %43, %33, %21, %17, %13, %9
  %64 = load float, ptr %4, align 4, !dbg !59
  ret float %64, !dbg !59
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local ptx_kernel void @interpreter(ptr noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %3, i32 noundef %4) #2 !dbg !60 {
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca float, align 4
  %13 = alloca float, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  store ptr %0, ptr %6, align 8
  store ptr %1, ptr %7, align 8
  store ptr %2, ptr %8, align 8
  store i32 %3, ptr %9, align 4
  store i32 %4, ptr %10, align 4
  %17 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !61
  %18 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !62
  %19 = mul nsw i32 %17, %18, !dbg !63
  %20 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !64
  %21 = add nsw i32 %19, %20, !dbg !65
  store i32 %21, ptr %11, align 4, !dbg !66
  %22 = load i32, ptr %11, align 4, !dbg !67
  %23 = load i32, ptr %10, align 4, !dbg !68
  %24 = icmp sge i32 %22, %23, !dbg !69
  br i1 %24, label %25, label %26, !dbg !69

25:                                               ; preds = %5
  br label %120, !dbg !70

26:                                               ; preds = %5
  %27 = load ptr, ptr %7, align 8, !dbg !71
  %28 = load i32, ptr %11, align 4, !dbg !72
  %29 = sext i32 %28 to i64, !dbg !71
  %30 = getelementptr inbounds float, ptr %27, i64 %29, !dbg !71
  %31 = load float, ptr %30, align 4, !dbg !71
  store float %31, ptr %12, align 4, !dbg !73
  store float 1.000000e+00, ptr %13, align 4, !dbg !74
  store i32 0, ptr %14, align 4, !dbg !75
  store i32 0, ptr %15, align 4, !dbg !76
  br label %32, !dbg !77

32:                                               ; preds = %109, %26
  %33 = load i32, ptr %14, align 4, !dbg !78
  %34 = load i32, ptr %9, align 4, !dbg !79
  %35 = icmp slt i32 %33, %34, !dbg !80
  br i1 %35, label %36, label %39, !dbg !81

36:                                               ; preds = %32
  %37 = load i32, ptr %15, align 4, !dbg !82
  %38 = icmp slt i32 %37, 64, !dbg !83
  br label %39

39:                                               ; preds = %36, %32
  %40 = phi i1 [ false, %32 ], [ %38, %36 ], !dbg !84
  br i1 %40, label %41, label %112, !dbg !77

41:                                               ; preds = %39
  %42 = load ptr, ptr %6, align 8, !dbg !85
  %43 = load i32, ptr %14, align 4, !dbg !86
  %44 = sext i32 %43 to i64, !dbg !85
  %45 = getelementptr inbounds i8, ptr %42, i64 %44, !dbg !85
  %46 = load i8, ptr %45, align 1, !dbg !85
  %47 = zext i8 %46 to i32, !dbg !85
  store i32 %47, ptr %16, align 4, !dbg !87
  %48 = load i32, ptr %15, align 4, !dbg !88
  %49 = add nsw i32 %48, 1, !dbg !88
  store i32 %49, ptr %15, align 4, !dbg !88
  %50 = load i32, ptr %16, align 4, !dbg !89
  %51 = and i32 %50, 15, !dbg !90
  switch i32 %51, label %108 [
    i32 0, label %52
    i32 1, label %56
    i32 2, label %60
    i32 3, label %64
    i32 4, label %66
    i32 5, label %69
    i32 6, label %72
    i32 7, label %77
    i32 8, label %86
    i32 9, label %92
    i32 10, label %103
    i32 11, label %106
  ], !dbg !91

52:                                               ; preds = %41
  %53 = load float, ptr %13, align 4, !dbg !92
  %54 = load float, ptr %12, align 4, !dbg !93
  %55 = fadd contract float %54, %53, !dbg !93
  store float %55, ptr %12, align 4, !dbg !93
  br label %109, !dbg !94

56:                                               ; preds = %41
  %57 = load float, ptr %13, align 4, !dbg !95
  %58 = load float, ptr %12, align 4, !dbg !96
  %59 = fsub contract float %58, %57, !dbg !96
  store float %59, ptr %12, align 4, !dbg !96
  br label %109, !dbg !97

60:                                               ; preds = %41
  %61 = load float, ptr %13, align 4, !dbg !98
  %62 = load float, ptr %12, align 4, !dbg !99
  %63 = fmul contract float %62, %61, !dbg !99
  store float %63, ptr %12, align 4, !dbg !99
  br label %109, !dbg !100

64:                                               ; preds = %41
  %65 = load float, ptr %12, align 4, !dbg !101
  store float %65, ptr %13, align 4, !dbg !102
  br label %109, !dbg !103

66:                                               ; preds = %41
  %67 = load float, ptr %13, align 4, !dbg !104
  %68 = fadd contract float %67, 1.000000e+00, !dbg !104
  store float %68, ptr %13, align 4, !dbg !104
  br label %69, !dbg !105

69:                                               ; preds = %41, %66
  %70 = load float, ptr %13, align 4, !dbg !106
  %71 = fmul contract float %70, 2.000000e+00, !dbg !106
  store float %71, ptr %13, align 4, !dbg !106
  br label %109, !dbg !107

72:                                               ; preds = %41
  %73 = load i32, ptr %16, align 4, !dbg !108
  %74 = lshr i32 %73, 4, !dbg !109
  %75 = load i32, ptr %14, align 4, !dbg !110
  %76 = add i32 %75, %74, !dbg !110
  store i32 %76, ptr %14, align 4, !dbg !110
  br label %109, !dbg !111

77:                                               ; preds = %41
  %78 = load float, ptr %12, align 4, !dbg !112
  %79 = fcmp contract ogt float %78, 0.000000e+00, !dbg !113
  br i1 %79, label %80, label %85, !dbg !113

80:                                               ; preds = %77
  %81 = load i32, ptr %16, align 4, !dbg !114
  %82 = lshr i32 %81, 4, !dbg !115
  %83 = load i32, ptr %14, align 4, !dbg !116
  %84 = add i32 %83, %82, !dbg !116
  store i32 %84, ptr %14, align 4, !dbg !116
  br label %85, !dbg !117

85:                                               ; preds = %80, %77
  br label %109, !dbg !118

86:                                               ; preds = %41
  %87 = load i32, ptr %16, align 4, !dbg !119
  %88 = lshr i32 %87, 4, !dbg !120
  %89 = load float, ptr %12, align 4, !dbg !121
  %90 = load float, ptr %13, align 4, !dbg !122
  %91 = call contract noundef float @_Z2opiff(i32 noundef %88, float noundef %89, float noundef %90) #4, !dbg !123
  store float %91, ptr %12, align 4, !dbg !124
  br label %109, !dbg !125

92:                                               ; preds = %41
  %93 = load ptr, ptr %7, align 8, !dbg !126
  %94 = load i32, ptr %11, align 4, !dbg !127
  %95 = load i32, ptr %16, align 4, !dbg !128
  %96 = lshr i32 %95, 4, !dbg !129
  %97 = add i32 %94, %96, !dbg !130
  %98 = load i32, ptr %10, align 4, !dbg !131
  %99 = urem i32 %97, %98, !dbg !132
  %100 = zext i32 %99 to i64, !dbg !126
  %101 = getelementptr inbounds nuw float, ptr %93, i64 %100, !dbg !126
  %102 = load float, ptr %101, align 4, !dbg !126
  store float %102, ptr %13, align 4, !dbg !133
  br label %109, !dbg !134

103:                                              ; preds = %41
  %104 = load float, ptr %12, align 4, !dbg !135
  %105 = fneg contract float %104, !dbg !136
  store float %105, ptr %12, align 4, !dbg !137
  br label %109, !dbg !138

106:                                              ; preds = %41
  %107 = load i32, ptr %9, align 4, !dbg !139
  store i32 %107, ptr %14, align 4, !dbg !140
  br label %109, !dbg !141

108:                                              ; preds = %41
  br label %109, !dbg !142

109:                                              ; preds = %108, %106, %103, %92, %86, %85, %72, %69, %64, %60, %56, %52
  %110 = load i32, ptr %14, align 4, !dbg !143
  %111 = add nsw i32 %110, 1, !dbg !143
  store i32 %111, ptr %14, align 4, !dbg !143
  br label %32, !dbg !77, !llvm.loop !144

112:                                              ; preds = %39
  %113 = load float, ptr %12, align 4, !dbg !147
  %114 = load float, ptr %13, align 4, !dbg !148
  %115 = fadd contract float %113, %114, !dbg !149
  %116 = load ptr, ptr %8, align 8, !dbg !150
  %117 = load i32, ptr %11, align 4, !dbg !151
  %118 = sext i32 %117 to i64, !dbg !150
  %119 = getelementptr inbounds float, ptr %116, i64 %118, !dbg !150
  store float %115, ptr %119, align 4, !dbg !152
  br label %120, !dbg !153

120:                                              ; preds = %112, %25
  ret void, !dbg !153
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

attributes #0 = { convergent mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #1 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6}
!llvm.ident = !{!7}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "k32_jump_table.cu", directory: "/work/wt/nvir32/tools/capture/clang_kernels")
!2 = !{i32 7, !"Dwarf Version", i32 2}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!6 = !{i32 7, !"frame-pointer", i32 2}
!7 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!8 = distinct !DISubprogram(name: "op", scope: !1, file: !1, line: 4, type: !9, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!9 = !DISubroutineType(types: !10)
!10 = !{}
!11 = !DILocation(line: 5, column: 11, scope: !8)
!12 = !DILocation(line: 5, column: 3, scope: !8)
!13 = !DILocation(line: 6, column: 20, scope: !8)
!14 = !DILocation(line: 6, column: 24, scope: !8)
!15 = !DILocation(line: 6, column: 22, scope: !8)
!16 = !DILocation(line: 6, column: 13, scope: !8)
!17 = !DILocation(line: 7, column: 20, scope: !8)
!18 = !DILocation(line: 7, column: 24, scope: !8)
!19 = !DILocation(line: 7, column: 22, scope: !8)
!20 = !DILocation(line: 7, column: 13, scope: !8)
!21 = !DILocation(line: 8, column: 20, scope: !8)
!22 = !DILocation(line: 8, column: 24, scope: !8)
!23 = !DILocation(line: 8, column: 22, scope: !8)
!24 = !DILocation(line: 8, column: 13, scope: !8)
!25 = !DILocation(line: 9, column: 20, scope: !8)
!26 = !DILocation(line: 9, column: 24, scope: !8)
!27 = !DILocation(line: 9, column: 22, scope: !8)
!28 = !DILocation(line: 9, column: 13, scope: !8)
!29 = !DILocation(line: 10, column: 20, scope: !8)
!30 = !DILocation(line: 10, column: 24, scope: !8)
!31 = !DILocation(line: 10, column: 22, scope: !8)
!32 = !DILocation(line: 10, column: 28, scope: !8)
!33 = !DILocation(line: 10, column: 32, scope: !8)
!34 = !DILocation(line: 10, column: 13, scope: !8)
!35 = !DILocation(line: 11, column: 20, scope: !8)
!36 = !DILocation(line: 11, column: 24, scope: !8)
!37 = !DILocation(line: 11, column: 22, scope: !8)
!38 = !DILocation(line: 11, column: 28, scope: !8)
!39 = !DILocation(line: 11, column: 32, scope: !8)
!40 = !DILocation(line: 11, column: 13, scope: !8)
!41 = !DILocation(line: 12, column: 21, scope: !8)
!42 = !DILocation(line: 12, column: 20, scope: !8)
!43 = !DILocation(line: 12, column: 13, scope: !8)
!44 = !DILocation(line: 13, column: 20, scope: !8)
!45 = !DILocation(line: 13, column: 24, scope: !8)
!46 = !DILocation(line: 13, column: 22, scope: !8)
!47 = !DILocation(line: 13, column: 28, scope: !8)
!48 = !DILocation(line: 13, column: 26, scope: !8)
!49 = !DILocation(line: 13, column: 13, scope: !8)
!50 = !DILocation(line: 14, column: 36, scope: !8)
!51 = !DILocation(line: 14, column: 40, scope: !8)
!52 = !DILocation(line: 14, column: 38, scope: !8)
!53 = !DILocation(line: 14, column: 20, scope: !8)
!54 = !DILocation(line: 14, column: 13, scope: !8)
!55 = !DILocation(line: 15, column: 20, scope: !8)
!56 = !DILocation(line: 15, column: 22, scope: !8)
!57 = !DILocation(line: 15, column: 13, scope: !8)
!58 = !DILocation(line: 16, column: 14, scope: !8)
!59 = !DILocation(line: 18, column: 1, scope: !8)
!60 = distinct !DISubprogram(name: "interpreter", scope: !1, file: !1, line: 19, type: !9, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!61 = !DILocation(line: 20, column: 11, scope: !60)
!62 = !DILocation(line: 20, column: 24, scope: !60)
!63 = !DILocation(line: 20, column: 22, scope: !60)
!64 = !DILocation(line: 20, column: 37, scope: !60)
!65 = !DILocation(line: 20, column: 35, scope: !60)
!66 = !DILocation(line: 20, column: 7, scope: !60)
!67 = !DILocation(line: 21, column: 7, scope: !60)
!68 = !DILocation(line: 21, column: 12, scope: !60)
!69 = !DILocation(line: 21, column: 9, scope: !60)
!70 = !DILocation(line: 21, column: 15, scope: !60)
!71 = !DILocation(line: 22, column: 15, scope: !60)
!72 = !DILocation(line: 22, column: 20, scope: !60)
!73 = !DILocation(line: 22, column: 9, scope: !60)
!74 = !DILocation(line: 22, column: 24, scope: !60)
!75 = !DILocation(line: 23, column: 7, scope: !60)
!76 = !DILocation(line: 23, column: 15, scope: !60)
!77 = !DILocation(line: 24, column: 3, scope: !60)
!78 = !DILocation(line: 24, column: 10, scope: !60)
!79 = !DILocation(line: 24, column: 15, scope: !60)
!80 = !DILocation(line: 24, column: 13, scope: !60)
!81 = !DILocation(line: 24, column: 19, scope: !60)
!82 = !DILocation(line: 24, column: 22, scope: !60)
!83 = !DILocation(line: 24, column: 28, scope: !60)
!84 = !DILocation(line: 0, scope: !60)
!85 = !DILocation(line: 25, column: 18, scope: !60)
!86 = !DILocation(line: 25, column: 23, scope: !60)
!87 = !DILocation(line: 25, column: 14, scope: !60)
!88 = !DILocation(line: 26, column: 10, scope: !60)
!89 = !DILocation(line: 27, column: 13, scope: !60)
!90 = !DILocation(line: 27, column: 15, scope: !60)
!91 = !DILocation(line: 27, column: 5, scope: !60)
!92 = !DILocation(line: 28, column: 22, scope: !60)
!93 = !DILocation(line: 28, column: 19, scope: !60)
!94 = !DILocation(line: 28, column: 27, scope: !60)
!95 = !DILocation(line: 29, column: 22, scope: !60)
!96 = !DILocation(line: 29, column: 19, scope: !60)
!97 = !DILocation(line: 29, column: 27, scope: !60)
!98 = !DILocation(line: 30, column: 22, scope: !60)
!99 = !DILocation(line: 30, column: 19, scope: !60)
!100 = !DILocation(line: 30, column: 27, scope: !60)
!101 = !DILocation(line: 31, column: 21, scope: !60)
!102 = !DILocation(line: 31, column: 19, scope: !60)
!103 = !DILocation(line: 31, column: 26, scope: !60)
!104 = !DILocation(line: 32, column: 19, scope: !60)
!105 = !DILocation(line: 32, column: 15, scope: !60)
!106 = !DILocation(line: 33, column: 19, scope: !60)
!107 = !DILocation(line: 33, column: 28, scope: !60)
!108 = !DILocation(line: 34, column: 21, scope: !60)
!109 = !DILocation(line: 34, column: 23, scope: !60)
!110 = !DILocation(line: 34, column: 18, scope: !60)
!111 = !DILocation(line: 34, column: 29, scope: !60)
!112 = !DILocation(line: 35, column: 19, scope: !60)
!113 = !DILocation(line: 35, column: 23, scope: !60)
!114 = !DILocation(line: 35, column: 37, scope: !60)
!115 = !DILocation(line: 35, column: 39, scope: !60)
!116 = !DILocation(line: 35, column: 34, scope: !60)
!117 = !DILocation(line: 35, column: 31, scope: !60)
!118 = !DILocation(line: 35, column: 45, scope: !60)
!119 = !DILocation(line: 36, column: 24, scope: !60)
!120 = !DILocation(line: 36, column: 26, scope: !60)
!121 = !DILocation(line: 36, column: 32, scope: !60)
!122 = !DILocation(line: 36, column: 37, scope: !60)
!123 = !DILocation(line: 36, column: 21, scope: !60)
!124 = !DILocation(line: 36, column: 19, scope: !60)
!125 = !DILocation(line: 36, column: 43, scope: !60)
!126 = !DILocation(line: 37, column: 21, scope: !60)
!127 = !DILocation(line: 37, column: 27, scope: !60)
!128 = !DILocation(line: 37, column: 32, scope: !60)
!129 = !DILocation(line: 37, column: 34, scope: !60)
!130 = !DILocation(line: 37, column: 29, scope: !60)
!131 = !DILocation(line: 37, column: 43, scope: !60)
!132 = !DILocation(line: 37, column: 41, scope: !60)
!133 = !DILocation(line: 37, column: 19, scope: !60)
!134 = !DILocation(line: 37, column: 47, scope: !60)
!135 = !DILocation(line: 38, column: 23, scope: !60)
!136 = !DILocation(line: 38, column: 22, scope: !60)
!137 = !DILocation(line: 38, column: 20, scope: !60)
!138 = !DILocation(line: 38, column: 28, scope: !60)
!139 = !DILocation(line: 39, column: 21, scope: !60)
!140 = !DILocation(line: 39, column: 19, scope: !60)
!141 = !DILocation(line: 39, column: 26, scope: !60)
!142 = !DILocation(line: 40, column: 16, scope: !60)
!143 = !DILocation(line: 42, column: 7, scope: !60)
!144 = distinct !{!144, !77, !145, !146}
!145 = !DILocation(line: 43, column: 3, scope: !60)
!146 = !{!"llvm.loop.mustprogress"}
!147 = !DILocation(line: 44, column: 12, scope: !60)
!148 = !DILocation(line: 44, column: 18, scope: !60)
!149 = !DILocation(line: 44, column: 16, scope: !60)
!150 = !DILocation(line: 44, column: 3, scope: !60)
!151 = !DILocation(line: 44, column: 7, scope: !60)
!152 = !DILocation(line: 44, column: 10, scope: !60)
!153 = !DILocation(line: 45, column: 1, scope: !60)
