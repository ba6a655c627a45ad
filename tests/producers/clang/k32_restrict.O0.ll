; ModuleID = 'k32_restrict.cu'
source_filename = "k32_restrict.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.SoA = type { ptr, ptr, ptr }

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local ptx_kernel void @axpby_restrict(ptr noalias noundef %0, ptr noalias noundef %1, ptr noalias noundef %2, float noundef %3, float noundef %4, i32 noundef %5) #0 !dbg !8 {
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca float, align 4
  %11 = alloca float, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  store ptr %0, ptr %7, align 8
  store ptr %1, ptr %8, align 8
  store ptr %2, ptr %9, align 8
  store float %3, ptr %10, align 4
  store float %4, ptr %11, align 4
  store i32 %5, ptr %12, align 4
  %14 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !11
  %15 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !12
  %16 = mul nsw i32 %14, %15, !dbg !13
  %17 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !14
  %18 = add nsw i32 %16, %17, !dbg !15
  store i32 %18, ptr %13, align 4, !dbg !16
  %19 = load i32, ptr %13, align 4, !dbg !17
  %20 = load i32, ptr %12, align 4, !dbg !18
  %21 = icmp slt i32 %19, %20, !dbg !19
  br i1 %21, label %22, label %51, !dbg !19

22:                                               ; preds = %6
  %23 = load float, ptr %10, align 4, !dbg !20
  %24 = load ptr, ptr %7, align 8, !dbg !21
  %25 = load i32, ptr %13, align 4, !dbg !22
  %26 = sext i32 %25 to i64, !dbg !21
  %27 = getelementptr inbounds float, ptr %24, i64 %26, !dbg !21
  %28 = load float, ptr %27, align 4, !dbg !21
  %29 = fmul contract float %23, %28, !dbg !23
  %30 = load float, ptr %11, align 4, !dbg !24
  %31 = load ptr, ptr %8, align 8, !dbg !25
  %32 = load i32, ptr %13, align 4, !dbg !26
  %33 = sext i32 %32 to i64, !dbg !25
  %34 = getelementptr inbounds float, ptr %31, i64 %33, !dbg !25
  %35 = load float, ptr %34, align 4, !dbg !25
  %36 = fmul contract float %30, %35, !dbg !27
  %37 = fadd contract float %29, %36, !dbg !28
  %38 = load ptr, ptr %7, align 8, !dbg !29
  %39 = load i32, ptr %13, align 4, !dbg !30
  %40 = add nsw i32 %39, 1, !dbg !31
  %41 = load i32, ptr %12, align 4, !dbg !32
  %42 = srem i32 %40, %41, !dbg !33
  %43 = sext i32 %42 to i64, !dbg !29
  %44 = getelementptr inbounds float, ptr %38, i64 %43, !dbg !29
  %45 = load float, ptr %44, align 4, !dbg !29
  %46 = fadd contract float %37, %45, !dbg !34
  %47 = load ptr, ptr %9, align 8, !dbg !35
  %48 = load i32, ptr %13, align 4, !dbg !36
  %49 = sext i32 %48 to i64, !dbg !35
  %50 = getelementptr inbounds float, ptr %47, i64 %49, !dbg !35
  store float %46, ptr %50, align 4, !dbg !37
  br label %51, !dbg !35

51:                                               ; preds = %22, %6
  ret void, !dbg !38
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local ptx_kernel void @stencil_restrict(ptr noalias noundef %0, ptr noalias noundef %1, i32 noundef %2) #0 !dbg !39 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %8 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !40
  %9 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !41
  %10 = mul nsw i32 %8, %9, !dbg !42
  %11 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !43
  %12 = add nsw i32 %10, %11, !dbg !44
  store i32 %12, ptr %7, align 4, !dbg !45
  %13 = load i32, ptr %7, align 4, !dbg !46
  %14 = icmp sgt i32 %13, 0, !dbg !47
  br i1 %14, label %15, label %64, !dbg !48

15:                                               ; preds = %3
  %16 = load i32, ptr %7, align 4, !dbg !49
  %17 = add nsw i32 %16, 1, !dbg !50
  %18 = load i32, ptr %6, align 4, !dbg !51
  %19 = icmp slt i32 %17, %18, !dbg !52
  br i1 %19, label %20, label %64, !dbg !48

20:                                               ; preds = %15
  %21 = load ptr, ptr %4, align 8, !dbg !53
  %22 = load i32, ptr %7, align 4, !dbg !54
  %23 = sub nsw i32 %22, 1, !dbg !55
  %24 = sext i32 %23 to i64, !dbg !53
  %25 = getelementptr inbounds double, ptr %21, i64 %24, !dbg !53
  %26 = load double, ptr %25, align 8, !dbg !53
  %27 = fmul contract double 2.500000e-01, %26, !dbg !56
  %28 = load ptr, ptr %4, align 8, !dbg !57
  %29 = load i32, ptr %7, align 4, !dbg !58
  %30 = sext i32 %29 to i64, !dbg !57
  %31 = getelementptr inbounds double, ptr %28, i64 %30, !dbg !57
  %32 = load double, ptr %31, align 8, !dbg !57
  %33 = fmul contract double 5.000000e-01, %32, !dbg !59
  %34 = fadd contract double %27, %33, !dbg !60
  %35 = load ptr, ptr %4, align 8, !dbg !61
  %36 = load i32, ptr %7, align 4, !dbg !62
  %37 = add nsw i32 %36, 1, !dbg !63
  %38 = sext i32 %37 to i64, !dbg !61
  %39 = getelementptr inbounds double, ptr %35, i64 %38, !dbg !61
  %40 = load double, ptr %39, align 8, !dbg !61
  %41 = fmul contract double 2.500000e-01, %40, !dbg !64
  %42 = fadd contract double %34, %41, !dbg !65
  %43 = load ptr, ptr %5, align 8, !dbg !66
  %44 = load i32, ptr %7, align 4, !dbg !67
  %45 = sext i32 %44 to i64, !dbg !66
  %46 = getelementptr inbounds double, ptr %43, i64 %45, !dbg !66
  store double %42, ptr %46, align 8, !dbg !68
  %47 = load ptr, ptr %4, align 8, !dbg !69
  %48 = load i32, ptr %7, align 4, !dbg !70
  %49 = sext i32 %48 to i64, !dbg !69
  %50 = getelementptr inbounds double, ptr %47, i64 %49, !dbg !69
  %51 = load double, ptr %50, align 8, !dbg !69
  %52 = load ptr, ptr %4, align 8, !dbg !71
  %53 = load i32, ptr %7, align 4, !dbg !72
  %54 = sext i32 %53 to i64, !dbg !71
  %55 = getelementptr inbounds double, ptr %52, i64 %54, !dbg !71
  %56 = load double, ptr %55, align 8, !dbg !71
  %57 = fmul contract double %51, %56, !dbg !73
  %58 = load ptr, ptr %5, align 8, !dbg !74
  %59 = load i32, ptr %7, align 4, !dbg !75
  %60 = sext i32 %59 to i64, !dbg !74
  %61 = getelementptr inbounds double, ptr %58, i64 %60, !dbg !74
  %62 = load double, ptr %61, align 8, !dbg !76
  %63 = fadd contract double %62, %57, !dbg !76
  store double %63, ptr %61, align 8, !dbg !76
  br label %64, !dbg !77

64:                                               ; preds = %20, %15, %3
  ret void, !dbg !78
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local ptx_kernel void @soa_update(ptr noundef byval(%struct.SoA) align 8 %0, i32 noundef %1, i32 noundef %2) #0 !dbg !79 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca float, align 4
  %8 = alloca float, align 4
  %9 = alloca i32, align 4
  store i32 %1, ptr %4, align 4
  store i32 %2, ptr %5, align 4
  %10 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !80
  %11 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !81
  %12 = mul nsw i32 %10, %11, !dbg !82
  %13 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !83
  %14 = add nsw i32 %12, %13, !dbg !84
  store i32 %14, ptr %6, align 4, !dbg !85
  %15 = load i32, ptr %6, align 4, !dbg !86
  %16 = load i32, ptr %4, align 4, !dbg !87
  %17 = icmp sge i32 %15, %16, !dbg !88
  br i1 %17, label %18, label %19, !dbg !88

18:                                               ; preds = %3
  br label %77, !dbg !89

19:                                               ; preds = %3
  %20 = getelementptr inbounds nuw %struct.SoA, ptr %0, i32 0, i32 0, !dbg !90
  %21 = load ptr, ptr %20, align 8, !dbg !90
  %22 = load i32, ptr %6, align 4, !dbg !91
  %23 = sext i32 %22 to i64, !dbg !92
  %24 = getelementptr inbounds float, ptr %21, i64 %23, !dbg !92
  %25 = load float, ptr %24, align 4, !dbg !92
  store float %25, ptr %7, align 4, !dbg !93
  %26 = getelementptr inbounds nuw %struct.SoA, ptr %0, i32 0, i32 1, !dbg !94
  %27 = load ptr, ptr %26, align 8, !dbg !94
  %28 = load i32, ptr %6, align 4, !dbg !95
  %29 = sext i32 %28 to i64, !dbg !96
  %30 = getelementptr inbounds float, ptr %27, i64 %29, !dbg !96
  %31 = load float, ptr %30, align 4, !dbg !96
  store float %31, ptr %8, align 4, !dbg !97
  store i32 0, ptr %9, align 4, !dbg !98
  br label %32, !dbg !99

32:                                               ; preds = %61, %19
  %33 = load i32, ptr %9, align 4, !dbg !100
  %34 = load i32, ptr %5, align 4, !dbg !101
  %35 = icmp slt i32 %33, %34, !dbg !102
  br i1 %35, label %36, label %64, !dbg !103

36:                                               ; preds = %32
  %37 = getelementptr inbounds nuw %struct.SoA, ptr %0, i32 0, i32 2, !dbg !104
  %38 = load ptr, ptr %37, align 8, !dbg !104
  %39 = load i32, ptr %6, align 4, !dbg !105
  %40 = load i32, ptr %9, align 4, !dbg !106
  %41 = add nsw i32 %39, %40, !dbg !107
  %42 = load i32, ptr %4, align 4, !dbg !108
  %43 = srem i32 %41, %42, !dbg !109
  %44 = sext i32 %43 to i64, !dbg !110
  %45 = getelementptr inbounds float, ptr %38, i64 %44, !dbg !110
  %46 = load float, ptr %45, align 4, !dbg !110
  %47 = load float, ptr %8, align 4, !dbg !111
  %48 = fmul contract float %46, %47, !dbg !112
  %49 = load float, ptr %7, align 4, !dbg !113
  %50 = fadd contract float %49, %48, !dbg !113
  store float %50, ptr %7, align 4, !dbg !113
  %51 = getelementptr inbounds nuw %struct.SoA, ptr %0, i32 0, i32 2, !dbg !114
  %52 = load ptr, ptr %51, align 8, !dbg !114
  %53 = load i32, ptr %6, align 4, !dbg !115
  %54 = sext i32 %53 to i64, !dbg !116
  %55 = getelementptr inbounds float, ptr %52, i64 %54, !dbg !116
  %56 = load float, ptr %55, align 4, !dbg !116
  %57 = load float, ptr %7, align 4, !dbg !117
  %58 = fmul contract float %56, %57, !dbg !118
  %59 = load float, ptr %8, align 4, !dbg !119
  %60 = fsub contract float %59, %58, !dbg !119
  store float %60, ptr %8, align 4, !dbg !119
  br label %61, !dbg !120

61:                                               ; preds = %36
  %62 = load i32, ptr %9, align 4, !dbg !121
  %63 = add nsw i32 %62, 1, !dbg !121
  store i32 %63, ptr %9, align 4, !dbg !121
  br label %32, !dbg !103, !llvm.loop !122

64:                                               ; preds = %32
  %65 = load float, ptr %7, align 4, !dbg !124
  %66 = getelementptr inbounds nuw %struct.SoA, ptr %0, i32 0, i32 0, !dbg !125
  %67 = load ptr, ptr %66, align 8, !dbg !125
  %68 = load i32, ptr %6, align 4, !dbg !126
  %69 = sext i32 %68 to i64, !dbg !127
  %70 = getelementptr inbounds float, ptr %67, i64 %69, !dbg !127
  store float %65, ptr %70, align 4, !dbg !128
  %71 = load float, ptr %8, align 4, !dbg !129
  %72 = getelementptr inbounds nuw %struct.SoA, ptr %0, i32 0, i32 1, !dbg !130
  %73 = load ptr, ptr %72, align 8, !dbg !130
  %74 = load i32, ptr %6, align 4, !dbg !131
  %75 = sext i32 %74 to i64, !dbg !132
  %76 = getelementptr inbounds float, ptr %73, i64 %75, !dbg !132
  store float %71, ptr %76, align 4, !dbg !133
  br label %77, !dbg !134

77:                                               ; preds = %64, %18
  ret void, !dbg !134
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local ptx_kernel void @maybe_alias(ptr noundef %0, ptr noundef %1, ptr noalias noundef %2, i32 noundef %3) #0 !dbg !135 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store ptr %2, ptr %7, align 8
  store i32 %3, ptr %8, align 4
  %10 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !136
  %11 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !137
  %12 = mul nsw i32 %10, %11, !dbg !138
  %13 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !139
  %14 = add nsw i32 %12, %13, !dbg !140
  store i32 %14, ptr %9, align 4, !dbg !141
  %15 = load i32, ptr %9, align 4, !dbg !142
  %16 = load i32, ptr %8, align 4, !dbg !143
  %17 = icmp slt i32 %15, %16, !dbg !144
  br i1 %17, label %18, label %43, !dbg !144

18:                                               ; preds = %4
  %19 = load ptr, ptr %6, align 8, !dbg !145
  %20 = load i32, ptr %9, align 4, !dbg !146
  %21 = sext i32 %20 to i64, !dbg !145
  %22 = getelementptr inbounds float, ptr %19, i64 %21, !dbg !145
  %23 = load float, ptr %22, align 4, !dbg !145
  %24 = fmul contract float %23, 2.000000e+00, !dbg !147
  %25 = load ptr, ptr %5, align 8, !dbg !148
  %26 = load ptr, ptr %7, align 8, !dbg !149
  %27 = load i32, ptr %9, align 4, !dbg !150
  %28 = sext i32 %27 to i64, !dbg !149
  %29 = getelementptr inbounds i32, ptr %26, i64 %28, !dbg !149
  %30 = load i32, ptr %29, align 4, !dbg !149
  %31 = sext i32 %30 to i64, !dbg !148
  %32 = getelementptr inbounds float, ptr %25, i64 %31, !dbg !148
  store float %24, ptr %32, align 4, !dbg !151
  %33 = load ptr, ptr %5, align 8, !dbg !152
  %34 = load i32, ptr %9, align 4, !dbg !153
  %35 = sext i32 %34 to i64, !dbg !152
  %36 = getelementptr inbounds float, ptr %33, i64 %35, !dbg !152
  %37 = load float, ptr %36, align 4, !dbg !152
  %38 = fadd contract float %37, 1.000000e+00, !dbg !154
  %39 = load ptr, ptr %6, align 8, !dbg !155
  %40 = load i32, ptr %9, align 4, !dbg !156
  %41 = sext i32 %40 to i64, !dbg !155
  %42 = getelementptr inbounds float, ptr %39, i64 %41, !dbg !155
  store float %38, ptr %42, align 4, !dbg !157
  br label %43, !dbg !158

43:                                               ; preds = %18, %4
  ret void, !dbg !159
}

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6}
!llvm.ident = !{!7}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "k32_restrict.cu", directory: "/work/wt/nvir32/tools/capture/clang_kernels")
!2 = !{i32 7, !"Dwarf Version", i32 2}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!6 = !{i32 7, !"frame-pointer", i32 2}
!7 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!8 = distinct !DISubprogram(name: "axpby_restrict", scope: !1, file: !1, line: 5, type: !9, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!9 = !DISubroutineType(types: !10)
!10 = !{}
!11 = !DILocation(line: 7, column: 11, scope: !8)
!12 = !DILocation(line: 7, column: 24, scope: !8)
!13 = !DILocation(line: 7, column: 22, scope: !8)
!14 = !DILocation(line: 7, column: 37, scope: !8)
!15 = !DILocation(line: 7, column: 35, scope: !8)
!16 = !DILocation(line: 7, column: 7, scope: !8)
!17 = !DILocation(line: 8, column: 7, scope: !8)
!18 = !DILocation(line: 8, column: 11, scope: !8)
!19 = !DILocation(line: 8, column: 9, scope: !8)
!20 = !DILocation(line: 8, column: 23, scope: !8)
!21 = !DILocation(line: 8, column: 31, scope: !8)
!22 = !DILocation(line: 8, column: 33, scope: !8)
!23 = !DILocation(line: 8, column: 29, scope: !8)
!24 = !DILocation(line: 8, column: 38, scope: !8)
!25 = !DILocation(line: 8, column: 45, scope: !8)
!26 = !DILocation(line: 8, column: 47, scope: !8)
!27 = !DILocation(line: 8, column: 43, scope: !8)
!28 = !DILocation(line: 8, column: 36, scope: !8)
!29 = !DILocation(line: 8, column: 52, scope: !8)
!30 = !DILocation(line: 8, column: 55, scope: !8)
!31 = !DILocation(line: 8, column: 57, scope: !8)
!32 = !DILocation(line: 8, column: 64, scope: !8)
!33 = !DILocation(line: 8, column: 62, scope: !8)
!34 = !DILocation(line: 8, column: 50, scope: !8)
!35 = !DILocation(line: 8, column: 14, scope: !8)
!36 = !DILocation(line: 8, column: 18, scope: !8)
!37 = !DILocation(line: 8, column: 21, scope: !8)
!38 = !DILocation(line: 9, column: 1, scope: !8)
!39 = distinct !DISubprogram(name: "stencil_restrict", scope: !1, file: !1, line: 10, type: !9, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!40 = !DILocation(line: 11, column: 11, scope: !39)
!41 = !DILocation(line: 11, column: 24, scope: !39)
!42 = !DILocation(line: 11, column: 22, scope: !39)
!43 = !DILocation(line: 11, column: 37, scope: !39)
!44 = !DILocation(line: 11, column: 35, scope: !39)
!45 = !DILocation(line: 11, column: 7, scope: !39)
!46 = !DILocation(line: 12, column: 7, scope: !39)
!47 = !DILocation(line: 12, column: 9, scope: !39)
!48 = !DILocation(line: 12, column: 13, scope: !39)
!49 = !DILocation(line: 12, column: 16, scope: !39)
!50 = !DILocation(line: 12, column: 18, scope: !39)
!51 = !DILocation(line: 12, column: 24, scope: !39)
!52 = !DILocation(line: 12, column: 22, scope: !39)
!53 = !DILocation(line: 13, column: 21, scope: !39)
!54 = !DILocation(line: 13, column: 24, scope: !39)
!55 = !DILocation(line: 13, column: 26, scope: !39)
!56 = !DILocation(line: 13, column: 19, scope: !39)
!57 = !DILocation(line: 13, column: 39, scope: !39)
!58 = !DILocation(line: 13, column: 42, scope: !39)
!59 = !DILocation(line: 13, column: 37, scope: !39)
!60 = !DILocation(line: 13, column: 31, scope: !39)
!61 = !DILocation(line: 13, column: 54, scope: !39)
!62 = !DILocation(line: 13, column: 57, scope: !39)
!63 = !DILocation(line: 13, column: 59, scope: !39)
!64 = !DILocation(line: 13, column: 52, scope: !39)
!65 = !DILocation(line: 13, column: 45, scope: !39)
!66 = !DILocation(line: 13, column: 5, scope: !39)
!67 = !DILocation(line: 13, column: 9, scope: !39)
!68 = !DILocation(line: 13, column: 12, scope: !39)
!69 = !DILocation(line: 14, column: 15, scope: !39)
!70 = !DILocation(line: 14, column: 18, scope: !39)
!71 = !DILocation(line: 14, column: 23, scope: !39)
!72 = !DILocation(line: 14, column: 26, scope: !39)
!73 = !DILocation(line: 14, column: 21, scope: !39)
!74 = !DILocation(line: 14, column: 5, scope: !39)
!75 = !DILocation(line: 14, column: 9, scope: !39)
!76 = !DILocation(line: 14, column: 12, scope: !39)
!77 = !DILocation(line: 15, column: 3, scope: !39)
!78 = !DILocation(line: 16, column: 1, scope: !39)
!79 = distinct !DISubprogram(name: "soa_update", scope: !1, file: !1, line: 17, type: !9, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!80 = !DILocation(line: 18, column: 11, scope: !79)
!81 = !DILocation(line: 18, column: 24, scope: !79)
!82 = !DILocation(line: 18, column: 22, scope: !79)
!83 = !DILocation(line: 18, column: 37, scope: !79)
!84 = !DILocation(line: 18, column: 35, scope: !79)
!85 = !DILocation(line: 18, column: 7, scope: !79)
!86 = !DILocation(line: 19, column: 7, scope: !79)
!87 = !DILocation(line: 19, column: 12, scope: !79)
!88 = !DILocation(line: 19, column: 9, scope: !79)
!89 = !DILocation(line: 19, column: 15, scope: !79)
!90 = !DILocation(line: 20, column: 15, scope: !79)
!91 = !DILocation(line: 20, column: 17, scope: !79)
!92 = !DILocation(line: 20, column: 13, scope: !79)
!93 = !DILocation(line: 20, column: 9, scope: !79)
!94 = !DILocation(line: 20, column: 27, scope: !79)
!95 = !DILocation(line: 20, column: 29, scope: !79)
!96 = !DILocation(line: 20, column: 25, scope: !79)
!97 = !DILocation(line: 20, column: 21, scope: !79)
!98 = !DILocation(line: 21, column: 12, scope: !79)
!99 = !DILocation(line: 21, column: 8, scope: !79)
!100 = !DILocation(line: 21, column: 19, scope: !79)
!101 = !DILocation(line: 21, column: 23, scope: !79)
!102 = !DILocation(line: 21, column: 21, scope: !79)
!103 = !DILocation(line: 21, column: 3, scope: !79)
!104 = !DILocation(line: 22, column: 12, scope: !79)
!105 = !DILocation(line: 22, column: 15, scope: !79)
!106 = !DILocation(line: 22, column: 19, scope: !79)
!107 = !DILocation(line: 22, column: 17, scope: !79)
!108 = !DILocation(line: 22, column: 24, scope: !79)
!109 = !DILocation(line: 22, column: 22, scope: !79)
!110 = !DILocation(line: 22, column: 10, scope: !79)
!111 = !DILocation(line: 22, column: 29, scope: !79)
!112 = !DILocation(line: 22, column: 27, scope: !79)
!113 = !DILocation(line: 22, column: 7, scope: !79)
!114 = !DILocation(line: 23, column: 12, scope: !79)
!115 = !DILocation(line: 23, column: 14, scope: !79)
!116 = !DILocation(line: 23, column: 10, scope: !79)
!117 = !DILocation(line: 23, column: 19, scope: !79)
!118 = !DILocation(line: 23, column: 17, scope: !79)
!119 = !DILocation(line: 23, column: 7, scope: !79)
!120 = !DILocation(line: 24, column: 3, scope: !79)
!121 = !DILocation(line: 21, column: 31, scope: !79)
!122 = distinct !{!122, !103, !120, !123}
!123 = !{!"llvm.loop.mustprogress"}
!124 = !DILocation(line: 25, column: 12, scope: !79)
!125 = !DILocation(line: 25, column: 5, scope: !79)
!126 = !DILocation(line: 25, column: 7, scope: !79)
!127 = !DILocation(line: 25, column: 3, scope: !79)
!128 = !DILocation(line: 25, column: 10, scope: !79)
!129 = !DILocation(line: 26, column: 12, scope: !79)
!130 = !DILocation(line: 26, column: 5, scope: !79)
!131 = !DILocation(line: 26, column: 7, scope: !79)
!132 = !DILocation(line: 26, column: 3, scope: !79)
!133 = !DILocation(line: 26, column: 10, scope: !79)
!134 = !DILocation(line: 27, column: 1, scope: !79)
!135 = distinct !DISubprogram(name: "maybe_alias", scope: !1, file: !1, line: 28, type: !9, scopeLine: 28, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!136 = !DILocation(line: 29, column: 11, scope: !135)
!137 = !DILocation(line: 29, column: 24, scope: !135)
!138 = !DILocation(line: 29, column: 22, scope: !135)
!139 = !DILocation(line: 29, column: 37, scope: !135)
!140 = !DILocation(line: 29, column: 35, scope: !135)
!141 = !DILocation(line: 29, column: 7, scope: !135)
!142 = !DILocation(line: 30, column: 7, scope: !135)
!143 = !DILocation(line: 30, column: 11, scope: !135)
!144 = !DILocation(line: 30, column: 9, scope: !135)
!145 = !DILocation(line: 30, column: 28, scope: !135)
!146 = !DILocation(line: 30, column: 30, scope: !135)
!147 = !DILocation(line: 30, column: 33, scope: !135)
!148 = !DILocation(line: 30, column: 16, scope: !135)
!149 = !DILocation(line: 30, column: 18, scope: !135)
!150 = !DILocation(line: 30, column: 22, scope: !135)
!151 = !DILocation(line: 30, column: 26, scope: !135)
!152 = !DILocation(line: 30, column: 48, scope: !135)
!153 = !DILocation(line: 30, column: 50, scope: !135)
!154 = !DILocation(line: 30, column: 53, scope: !135)
!155 = !DILocation(line: 30, column: 41, scope: !135)
!156 = !DILocation(line: 30, column: 43, scope: !135)
!157 = !DILocation(line: 30, column: 46, scope: !135)
!158 = !DILocation(line: 30, column: 61, scope: !135)
!159 = !DILocation(line: 31, column: 1, scope: !135)
