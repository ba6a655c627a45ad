; ModuleID = 'k27_ldg_casmax.cu'
source_filename = "k27_ldg_casmax.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local noundef float @_Z16atomic_max_floatPff(ptr noundef %0, float noundef %1) #0 !dbg !8 {
  %3 = alloca ptr, align 8
  %4 = alloca float, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store float %1, ptr %4, align 4
  %8 = load ptr, ptr %3, align 8, !dbg !11
  store ptr %8, ptr %5, align 8, !dbg !12
  %9 = load ptr, ptr %5, align 8, !dbg !13
  %10 = load i32, ptr %9, align 4, !dbg !14
  store i32 %10, ptr %6, align 4, !dbg !15
  br label %11, !dbg !16

11:                                               ; preds = %23, %2
  %12 = load i32, ptr %6, align 4, !dbg !17
  store i32 %12, ptr %7, align 4, !dbg !18
  %13 = load float, ptr %7, align 4, !dbg !19
  %14 = load float, ptr %4, align 4, !dbg !20
  %15 = fcmp contract oge float %13, %14, !dbg !21
  br i1 %15, label %16, label %17, !dbg !21

16:                                               ; preds = %11
  br label %27, !dbg !22

17:                                               ; preds = %11
  %18 = load ptr, ptr %5, align 8, !dbg !23
  %19 = load i32, ptr %7, align 4, !dbg !24
  %20 = load i32, ptr %4, align 4, !dbg !25
  %21 = cmpxchg ptr %18, i32 %19, i32 %20 seq_cst seq_cst, align 4, !dbg !26
  %22 = extractvalue { i32, i1 } %21, 0, !dbg !26
  store i32 %22, ptr %6, align 4, !dbg !27
  br label %23, !dbg !28

23:                                               ; preds = %17
  %24 = load i32, ptr %7, align 4, !dbg !29
  %25 = load i32, ptr %6, align 4, !dbg !30
  %26 = icmp ne i32 %24, %25, !dbg !31
  br i1 %26, label %11, label %27, !dbg !28, !llvm.loop !32

27:                                               ; preds = %23, %16
  %28 = load float, ptr %6, align 4, !dbg !35
  ret float %28, !dbg !36
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local noundef double @_Z17atomic_min_doublePdd(ptr noundef %0, double noundef %1) #0 !dbg !37 {
  %3 = alloca ptr, align 8
  %4 = alloca double, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  %8 = alloca double, align 8
  store ptr %0, ptr %3, align 8
  store double %1, ptr %4, align 8
  %9 = load ptr, ptr %3, align 8, !dbg !38
  store ptr %9, ptr %5, align 8, !dbg !39
  %10 = load ptr, ptr %5, align 8, !dbg !40
  %11 = load i64, ptr %10, align 8, !dbg !41
  store i64 %11, ptr %6, align 8, !dbg !42
  br label %12, !dbg !43

12:                                               ; preds = %27, %2
  %13 = load i64, ptr %6, align 8, !dbg !44
  store i64 %13, ptr %7, align 8, !dbg !45
  %14 = load double, ptr %7, align 8, !dbg !46
  store double %14, ptr %8, align 8, !dbg !47
  %15 = load ptr, ptr %5, align 8, !dbg !48
  %16 = load i64, ptr %7, align 8, !dbg !49
  %17 = load double, ptr %8, align 8, !dbg !50
  %18 = load double, ptr %4, align 8, !dbg !51
  %19 = fcmp contract olt double %17, %18, !dbg !52
  br i1 %19, label %20, label %21, !dbg !50

20:                                               ; preds = %12
  br label %22, !dbg !50

21:                                               ; preds = %12
  br label %22, !dbg !50

22:                                               ; preds = %21, %20
  %23 = phi ptr [ %8, %20 ], [ %4, %21 ], !dbg !50
  %24 = load i64, ptr %23, align 8, !dbg !53
  %25 = cmpxchg ptr %15, i64 %16, i64 %24 seq_cst seq_cst, align 8, !dbg !54
  %26 = extractvalue { i64, i1 } %25, 0, !dbg !54
  store i64 %26, ptr %6, align 8, !dbg !55
  br label %27, !dbg !56

27:                                               ; preds = %22
  %28 = load i64, ptr %7, align 8, !dbg !57
  %29 = load i64, ptr %6, align 8, !dbg !58
  %30 = icmp ne i64 %28, %29, !dbg !59
  br i1 %30, label %12, label %31, !dbg !56, !llvm.loop !60

31:                                               ; preds = %27
  %32 = load double, ptr %6, align 8, !dbg !62
  ret double %32, !dbg !63
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local noundef zeroext i16 @_Z14atomic_add_u16Ptt(ptr noundef %0, i16 noundef zeroext %1) #0 !dbg !64 {
  %3 = alloca ptr, align 8
  %4 = alloca i16, align 2
  %5 = alloca i16, align 2
  %6 = alloca i16, align 2
  %7 = alloca i16, align 2
  %8 = alloca i16, align 2
  %9 = alloca i8, align 1
  store ptr %0, ptr %3, align 8
  store i16 %1, ptr %4, align 2
  %10 = load ptr, ptr %3, align 8, !dbg !65
  %11 = load i16, ptr %10, align 2, !dbg !66
  store i16 %11, ptr %5, align 2, !dbg !67
  br label %12, !dbg !68

12:                                               ; preds = %32, %2
  %13 = load i16, ptr %5, align 2, !dbg !69
  store i16 %13, ptr %6, align 2, !dbg !70
  %14 = load i16, ptr %6, align 2, !dbg !71
  %15 = zext i16 %14 to i32, !dbg !71
  %16 = load i16, ptr %4, align 2, !dbg !72
  %17 = zext i16 %16 to i32, !dbg !72
  %18 = add nsw i32 %15, %17, !dbg !73
  %19 = trunc i32 %18 to i16, !dbg !74
  store i16 %19, ptr %7, align 2, !dbg !75
  %20 = load ptr, ptr %3, align 8, !dbg !76
  %21 = load i16, ptr %7, align 2, !dbg !77
  store i16 %21, ptr %8, align 2, !dbg !78
  %22 = load i16, ptr %5, align 2, !dbg !78
  %23 = load i16, ptr %8, align 2, !dbg !78
  %24 = cmpxchg ptr %20, i16 %22, i16 %23 monotonic monotonic, align 2, !dbg !78
  %25 = extractvalue { i16, i1 } %24, 0, !dbg !78
  %26 = extractvalue { i16, i1 } %24, 1, !dbg !78
  br i1 %26, label %28, label %27, !dbg !78

27:                                               ; preds = %12
  store i16 %25, ptr %5, align 2, !dbg !78
  br label %28, !dbg !78

28:                                               ; preds = %27, %12
  %29 = zext i1 %26 to i8, !dbg !78
  store i8 %29, ptr %9, align 1, !dbg !78
  %30 = load i8, ptr %9, align 1, !dbg !78
  %31 = trunc i8 %30 to i1, !dbg !78
  br label %32, !dbg !79

32:                                               ; preds = %28
  %33 = load i16, ptr %6, align 2, !dbg !80
  %34 = zext i16 %33 to i32, !dbg !80
  %35 = load i16, ptr %5, align 2, !dbg !81
  %36 = zext i16 %35 to i32, !dbg !81
  %37 = icmp ne i32 %34, %36, !dbg !82
  br i1 %37, label %12, label %38, !dbg !79, !llvm.loop !83

38:                                               ; preds = %32
  %39 = load i16, ptr %5, align 2, !dbg !85
  ret i16 %39, !dbg !86
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local ptx_kernel void @ldg_cas(ptr noalias noundef %0, ptr noalias noundef %1, ptr noalias noundef %2, ptr noundef %3, ptr noundef %4, ptr noundef %5, i32 noundef %6) #1 !dbg !87 {
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
  %12 = alloca ptr, align 8
  %13 = alloca ptr, align 8
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca float, align 4
  %18 = alloca double, align 8
  %19 = alloca float, align 4
  store ptr %0, ptr %8, align 8
  store ptr %1, ptr %9, align 8
  store ptr %2, ptr %10, align 8
  store ptr %3, ptr %11, align 8
  store ptr %4, ptr %12, align 8
  store ptr %5, ptr %13, align 8
  store i32 %6, ptr %14, align 4
  %20 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !88
  %21 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !89
  %22 = mul nsw i32 %20, %21, !dbg !90
  %23 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !91
  %24 = add nsw i32 %22, %23, !dbg !92
  store i32 %24, ptr %15, align 4, !dbg !93
  %25 = load i32, ptr %15, align 4, !dbg !94
  %26 = load i32, ptr %14, align 4, !dbg !95
  %27 = icmp sge i32 %25, %26, !dbg !96
  br i1 %27, label %28, label %29, !dbg !96

28:                                               ; preds = %7
  br label %74, !dbg !97

29:                                               ; preds = %7
  %30 = load ptr, ptr %10, align 8, !dbg !98
  %31 = load i32, ptr %15, align 4, !dbg !99
  %32 = sext i32 %31 to i64, !dbg !100
  %33 = getelementptr inbounds i32, ptr %30, i64 %32, !dbg !100
  %34 = addrspacecast ptr %33 to ptr addrspace(1), !dbg !101
  %35 = load i32, ptr addrspace(1) %34, align 4, !dbg !101, !invariant.load !10
  store i32 %35, ptr %16, align 4, !dbg !102
  %36 = load ptr, ptr %8, align 8, !dbg !103
  %37 = load i32, ptr %16, align 4, !dbg !104
  %38 = sext i32 %37 to i64, !dbg !105
  %39 = getelementptr inbounds float, ptr %36, i64 %38, !dbg !105
  %40 = addrspacecast ptr %39 to ptr addrspace(1), !dbg !106
  %41 = load float, ptr addrspace(1) %40, align 4, !dbg !106, !invariant.load !10
  %42 = fmul contract float %41, 2.000000e+00, !dbg !107
  store float %42, ptr %17, align 4, !dbg !108
  %43 = load ptr, ptr %9, align 8, !dbg !109
  %44 = load i32, ptr %15, align 4, !dbg !110
  %45 = sext i32 %44 to i64, !dbg !111
  %46 = getelementptr inbounds double, ptr %43, i64 %45, !dbg !111
  %47 = addrspacecast ptr %46 to ptr addrspace(1), !dbg !112
  %48 = load double, ptr addrspace(1) %47, align 8, !dbg !112, !invariant.load !10
  %49 = load float, ptr %17, align 4, !dbg !113
  %50 = fpext contract float %49 to double, !dbg !113
  %51 = fsub contract double %48, %50, !dbg !114
  store double %51, ptr %18, align 8, !dbg !115
  %52 = load ptr, ptr %11, align 8, !dbg !116
  %53 = load float, ptr %17, align 4, !dbg !117
  %54 = call contract noundef float @_Z16atomic_max_floatPff(ptr noundef %52, float noundef %53) #4, !dbg !118
  store float %54, ptr %19, align 4, !dbg !119
  %55 = load ptr, ptr %12, align 8, !dbg !120
  %56 = load i32, ptr %15, align 4, !dbg !121
  %57 = and i32 %56, 3, !dbg !122
  %58 = sext i32 %57 to i64, !dbg !123
  %59 = getelementptr inbounds double, ptr %55, i64 %58, !dbg !123
  %60 = load double, ptr %18, align 8, !dbg !124
  %61 = call contract noundef double @_Z17atomic_min_doublePdd(ptr noundef %59, double noundef %60) #4, !dbg !125
  %62 = load ptr, ptr %13, align 8, !dbg !126
  %63 = load i32, ptr %16, align 4, !dbg !127
  %64 = and i32 %63, 15, !dbg !128
  %65 = sext i32 %64 to i64, !dbg !129
  %66 = getelementptr inbounds i16, ptr %62, i64 %65, !dbg !129
  %67 = load float, ptr %19, align 4, !dbg !130
  %68 = load float, ptr %17, align 4, !dbg !131
  %69 = fcmp contract ogt float %67, %68, !dbg !132
  %70 = zext i1 %69 to i64, !dbg !130
  %71 = select i1 %69, i32 1, i32 2, !dbg !130
  %72 = trunc i32 %71 to i16, !dbg !133
  %73 = call noundef zeroext i16 @_Z14atomic_add_u16Ptt(ptr noundef %66, i16 noundef zeroext %72) #4, !dbg !134
  br label %74, !dbg !135

74:                                               ; preds = %29, %28
  ret void, !dbg !135
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local ptx_kernel void @ticket(ptr noalias noundef %0, ptr noundef %1, ptr noundef %2) #3 !dbg !136 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  %11 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !137
  %12 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !138
  %13 = mul nsw i32 %11, %12, !dbg !139
  %14 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !140
  %15 = add nsw i32 %13, %14, !dbg !141
  store i32 %15, ptr %7, align 4, !dbg !142
  %16 = load ptr, ptr %4, align 8, !dbg !143
  %17 = load i32, ptr %7, align 4, !dbg !144
  %18 = sext i32 %17 to i64, !dbg !145
  %19 = getelementptr inbounds i32, ptr %16, i64 %18, !dbg !145
  %20 = addrspacecast ptr %19 to ptr addrspace(1), !dbg !146
  %21 = load i32, ptr addrspace(1) %20, align 4, !dbg !146, !invariant.load !10
  store i32 %21, ptr %8, align 4, !dbg !147
  %22 = load ptr, ptr %6, align 8, !dbg !148
  %23 = load i32, ptr %22, align 4, !dbg !149
  store i32 %23, ptr %9, align 4, !dbg !150
  br label %24, !dbg !151

24:                                               ; preds = %35, %3
  %25 = load ptr, ptr %6, align 8, !dbg !152
  %26 = load i32, ptr %9, align 4, !dbg !153
  %27 = load i32, ptr %9, align 4, !dbg !154
  %28 = add nsw i32 %27, 1, !dbg !155
  %29 = cmpxchg ptr %25, i32 %26, i32 %28 seq_cst seq_cst, align 4, !dbg !156
  %30 = extractvalue { i32, i1 } %29, 0, !dbg !156
  store i32 %30, ptr %10, align 4, !dbg !157
  %31 = load i32, ptr %10, align 4, !dbg !158
  %32 = load i32, ptr %9, align 4, !dbg !159
  %33 = icmp eq i32 %31, %32, !dbg !160
  br i1 %33, label %34, label %35, !dbg !160

34:                                               ; preds = %24
  br label %37, !dbg !161

35:                                               ; preds = %24
  %36 = load i32, ptr %10, align 4, !dbg !162
  store i32 %36, ptr %9, align 4, !dbg !163
  br label %24, !dbg !151, !llvm.loop !164

37:                                               ; preds = %34
  %38 = load i32, ptr %8, align 4, !dbg !166
  %39 = load ptr, ptr %5, align 8, !dbg !167
  %40 = load i32, ptr %9, align 4, !dbg !168
  %41 = and i32 %40, 1023, !dbg !169
  %42 = sext i32 %41 to i64, !dbg !167
  %43 = getelementptr inbounds i32, ptr %39, i64 %42, !dbg !167
  store i32 %38, ptr %43, align 4, !dbg !170
  ret void, !dbg !171
}

attributes #0 = { convergent mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #1 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="256" "nvvm.minctasm"="4" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="64" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #4 = { convergent nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6}
!llvm.ident = !{!7}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "k27_ldg_casmax.cu", directory: "/work/wt/numba25c/tools/capture/clang_kernels")
!2 = !{i32 7, !"Dwarf Version", i32 2}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!6 = !{i32 7, !"frame-pointer", i32 2}
!7 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!8 = distinct !DISubprogram(name: "atomic_max_float", scope: !1, file: !1, line: 5, type: !9, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!9 = !DISubroutineType(types: !10)
!10 = !{}
!11 = !DILocation(line: 6, column: 18, scope: !8)
!12 = !DILocation(line: 6, column: 8, scope: !8)
!13 = !DILocation(line: 7, column: 14, scope: !8)
!14 = !DILocation(line: 7, column: 13, scope: !8)
!15 = !DILocation(line: 7, column: 7, scope: !8)
!16 = !DILocation(line: 8, column: 3, scope: !8)
!17 = !DILocation(line: 9, column: 15, scope: !8)
!18 = !DILocation(line: 9, column: 13, scope: !8)
!19 = !DILocation(line: 10, column: 9, scope: !8)
!20 = !DILocation(line: 10, column: 47, scope: !8)
!21 = !DILocation(line: 10, column: 44, scope: !8)
!22 = !DILocation(line: 10, column: 50, scope: !8)
!23 = !DILocation(line: 11, column: 33, scope: !8)
!24 = !DILocation(line: 11, column: 36, scope: !8)
!25 = !DILocation(line: 11, column: 45, scope: !8)
!26 = !DILocation(line: 11, column: 11, scope: !8)
!27 = !DILocation(line: 11, column: 9, scope: !8)
!28 = !DILocation(line: 12, column: 3, scope: !8)
!29 = !DILocation(line: 12, column: 12, scope: !8)
!30 = !DILocation(line: 12, column: 23, scope: !8)
!31 = !DILocation(line: 12, column: 20, scope: !8)
!32 = distinct !{!32, !16, !33, !34}
!33 = !DILocation(line: 12, column: 26, scope: !8)
!34 = !{!"llvm.loop.mustprogress"}
!35 = !DILocation(line: 13, column: 10, scope: !8)
!36 = !DILocation(line: 13, column: 3, scope: !8)
!37 = distinct !DISubprogram(name: "atomic_min_double", scope: !1, file: !1, line: 16, type: !9, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!38 = !DILocation(line: 17, column: 30, scope: !37)
!39 = !DILocation(line: 17, column: 14, scope: !37)
!40 = !DILocation(line: 18, column: 20, scope: !37)
!41 = !DILocation(line: 18, column: 19, scope: !37)
!42 = !DILocation(line: 18, column: 13, scope: !37)
!43 = !DILocation(line: 19, column: 3, scope: !37)
!44 = !DILocation(line: 20, column: 15, scope: !37)
!45 = !DILocation(line: 20, column: 13, scope: !37)
!46 = !DILocation(line: 21, column: 18, scope: !37)
!47 = !DILocation(line: 21, column: 12, scope: !37)
!48 = !DILocation(line: 22, column: 34, scope: !37)
!49 = !DILocation(line: 22, column: 37, scope: !37)
!50 = !DILocation(line: 22, column: 76, scope: !37)
!51 = !DILocation(line: 22, column: 82, scope: !37)
!52 = !DILocation(line: 22, column: 80, scope: !37)
!53 = !DILocation(line: 22, column: 46, scope: !37)
!54 = !DILocation(line: 22, column: 11, scope: !37)
!55 = !DILocation(line: 22, column: 9, scope: !37)
!56 = !DILocation(line: 23, column: 3, scope: !37)
!57 = !DILocation(line: 23, column: 12, scope: !37)
!58 = !DILocation(line: 23, column: 23, scope: !37)
!59 = !DILocation(line: 23, column: 20, scope: !37)
!60 = distinct !{!60, !43, !61, !34}
!61 = !DILocation(line: 23, column: 26, scope: !37)
!62 = !DILocation(line: 24, column: 10, scope: !37)
!63 = !DILocation(line: 24, column: 3, scope: !37)
!64 = distinct !DISubprogram(name: "atomic_add_u16", scope: !1, file: !1, line: 27, type: !9, scopeLine: 27, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!65 = !DILocation(line: 28, column: 25, scope: !64)
!66 = !DILocation(line: 28, column: 24, scope: !64)
!67 = !DILocation(line: 28, column: 18, scope: !64)
!68 = !DILocation(line: 29, column: 3, scope: !64)
!69 = !DILocation(line: 30, column: 15, scope: !64)
!70 = !DILocation(line: 30, column: 13, scope: !64)
!71 = !DILocation(line: 31, column: 47, scope: !64)
!72 = !DILocation(line: 31, column: 57, scope: !64)
!73 = !DILocation(line: 31, column: 55, scope: !64)
!74 = !DILocation(line: 31, column: 46, scope: !64)
!75 = !DILocation(line: 31, column: 20, scope: !64)
!76 = !DILocation(line: 32, column: 33, scope: !64)
!77 = !DILocation(line: 32, column: 45, scope: !64)
!78 = !DILocation(line: 32, column: 5, scope: !64)
!79 = !DILocation(line: 33, column: 3, scope: !64)
!80 = !DILocation(line: 33, column: 12, scope: !64)
!81 = !DILocation(line: 33, column: 23, scope: !64)
!82 = !DILocation(line: 33, column: 20, scope: !64)
!83 = distinct !{!83, !68, !84, !34}
!84 = !DILocation(line: 33, column: 26, scope: !64)
!85 = !DILocation(line: 34, column: 10, scope: !64)
!86 = !DILocation(line: 34, column: 3, scope: !64)
!87 = distinct !DISubprogram(name: "ldg_cas", scope: !1, file: !1, line: 37, type: !9, scopeLine: 39, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!88 = !DILocation(line: 40, column: 11, scope: !87)
!89 = !DILocation(line: 40, column: 24, scope: !87)
!90 = !DILocation(line: 40, column: 22, scope: !87)
!91 = !DILocation(line: 40, column: 37, scope: !87)
!92 = !DILocation(line: 40, column: 35, scope: !87)
!93 = !DILocation(line: 40, column: 7, scope: !87)
!94 = !DILocation(line: 41, column: 7, scope: !87)
!95 = !DILocation(line: 41, column: 12, scope: !87)
!96 = !DILocation(line: 41, column: 9, scope: !87)
!97 = !DILocation(line: 41, column: 15, scope: !87)
!98 = !DILocation(line: 42, column: 24, scope: !87)
!99 = !DILocation(line: 42, column: 30, scope: !87)
!100 = !DILocation(line: 42, column: 28, scope: !87)
!101 = !DILocation(line: 42, column: 11, scope: !87)
!102 = !DILocation(line: 42, column: 7, scope: !87)
!103 = !DILocation(line: 43, column: 26, scope: !87)
!104 = !DILocation(line: 43, column: 30, scope: !87)
!105 = !DILocation(line: 43, column: 28, scope: !87)
!106 = !DILocation(line: 43, column: 13, scope: !87)
!107 = !DILocation(line: 43, column: 33, scope: !87)
!108 = !DILocation(line: 43, column: 9, scope: !87)
!109 = !DILocation(line: 44, column: 27, scope: !87)
!110 = !DILocation(line: 44, column: 31, scope: !87)
!111 = !DILocation(line: 44, column: 29, scope: !87)
!112 = !DILocation(line: 44, column: 14, scope: !87)
!113 = !DILocation(line: 44, column: 44, scope: !87)
!114 = !DILocation(line: 44, column: 34, scope: !87)
!115 = !DILocation(line: 44, column: 10, scope: !87)
!116 = !DILocation(line: 45, column: 33, scope: !87)
!117 = !DILocation(line: 45, column: 43, scope: !87)
!118 = !DILocation(line: 45, column: 16, scope: !87)
!119 = !DILocation(line: 45, column: 9, scope: !87)
!120 = !DILocation(line: 46, column: 21, scope: !87)
!121 = !DILocation(line: 46, column: 33, scope: !87)
!122 = !DILocation(line: 46, column: 35, scope: !87)
!123 = !DILocation(line: 46, column: 30, scope: !87)
!124 = !DILocation(line: 46, column: 41, scope: !87)
!125 = !DILocation(line: 46, column: 3, scope: !87)
!126 = !DILocation(line: 47, column: 18, scope: !87)
!127 = !DILocation(line: 47, column: 26, scope: !87)
!128 = !DILocation(line: 47, column: 28, scope: !87)
!129 = !DILocation(line: 47, column: 23, scope: !87)
!130 = !DILocation(line: 47, column: 52, scope: !87)
!131 = !DILocation(line: 47, column: 59, scope: !87)
!132 = !DILocation(line: 47, column: 57, scope: !87)
!133 = !DILocation(line: 47, column: 51, scope: !87)
!134 = !DILocation(line: 47, column: 3, scope: !87)
!135 = !DILocation(line: 48, column: 1, scope: !87)
!136 = distinct !DISubprogram(name: "ticket", scope: !1, file: !1, line: 50, type: !9, scopeLine: 50, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!137 = !DILocation(line: 51, column: 11, scope: !136)
!138 = !DILocation(line: 51, column: 24, scope: !136)
!139 = !DILocation(line: 51, column: 22, scope: !136)
!140 = !DILocation(line: 51, column: 37, scope: !136)
!141 = !DILocation(line: 51, column: 35, scope: !136)
!142 = !DILocation(line: 51, column: 7, scope: !136)
!143 = !DILocation(line: 52, column: 24, scope: !136)
!144 = !DILocation(line: 52, column: 29, scope: !136)
!145 = !DILocation(line: 52, column: 27, scope: !136)
!146 = !DILocation(line: 52, column: 11, scope: !136)
!147 = !DILocation(line: 52, column: 7, scope: !136)
!148 = !DILocation(line: 53, column: 15, scope: !136)
!149 = !DILocation(line: 53, column: 14, scope: !136)
!150 = !DILocation(line: 53, column: 7, scope: !136)
!151 = !DILocation(line: 54, column: 3, scope: !136)
!152 = !DILocation(line: 55, column: 38, scope: !136)
!153 = !DILocation(line: 55, column: 47, scope: !136)
!154 = !DILocation(line: 55, column: 53, scope: !136)
!155 = !DILocation(line: 55, column: 58, scope: !136)
!156 = !DILocation(line: 55, column: 16, scope: !136)
!157 = !DILocation(line: 55, column: 9, scope: !136)
!158 = !DILocation(line: 56, column: 9, scope: !136)
!159 = !DILocation(line: 56, column: 17, scope: !136)
!160 = !DILocation(line: 56, column: 14, scope: !136)
!161 = !DILocation(line: 56, column: 23, scope: !136)
!162 = !DILocation(line: 57, column: 12, scope: !136)
!163 = !DILocation(line: 57, column: 10, scope: !136)
!164 = distinct !{!164, !151, !165, !34}
!165 = !DILocation(line: 58, column: 3, scope: !136)
!166 = !DILocation(line: 59, column: 24, scope: !136)
!167 = !DILocation(line: 59, column: 3, scope: !136)
!168 = !DILocation(line: 59, column: 9, scope: !136)
!169 = !DILocation(line: 59, column: 14, scope: !136)
!170 = !DILocation(line: 59, column: 22, scope: !136)
!171 = !DILocation(line: 60, column: 1, scope: !136)
