; ModuleID = 'g24_device_calls.cu'
source_filename = "g24_device_calls.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Stats = type { float, float, float, i32 }

@__const.g24_device_calls.ops = private unnamed_addr constant [3 x ptr] [ptr @_Z5twicef, ptr @_Z6squaref, ptr @_Z6negatef], align 8
@__const.g24_device_calls.s = private unnamed_addr constant %struct.Stats { float 0x46293E5940000000, float 0xC6293E5940000000, float 0.000000e+00, i32 0 }, align 4

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local void @_Z10accumulateP5Statsf(ptr noundef %0, float noundef %1) #0 !dbg !8 {
  %3 = alloca ptr, align 8
  %4 = alloca float, align 4
  store ptr %0, ptr %3, align 8
  store float %1, ptr %4, align 4
  %5 = load float, ptr %4, align 4, !dbg !11
  %6 = load ptr, ptr %3, align 8, !dbg !12
  %7 = getelementptr inbounds nuw %struct.Stats, ptr %6, i32 0, i32 0, !dbg !13
  %8 = load float, ptr %7, align 4, !dbg !13
  %9 = fcmp contract olt float %5, %8, !dbg !14
  br i1 %9, label %10, label %12, !dbg !11

10:                                               ; preds = %2
  %11 = load float, ptr %4, align 4, !dbg !15
  br label %16, !dbg !11

12:                                               ; preds = %2
  %13 = load ptr, ptr %3, align 8, !dbg !16
  %14 = getelementptr inbounds nuw %struct.Stats, ptr %13, i32 0, i32 0, !dbg !17
  %15 = load float, ptr %14, align 4, !dbg !17
  br label %16, !dbg !11

16:                                               ; preds = %12, %10
  %17 = phi contract float [ %11, %10 ], [ %15, %12 ], !dbg !11
  %18 = load ptr, ptr %3, align 8, !dbg !18
  %19 = getelementptr inbounds nuw %struct.Stats, ptr %18, i32 0, i32 0, !dbg !19
  store float %17, ptr %19, align 4, !dbg !20
  %20 = load float, ptr %4, align 4, !dbg !21
  %21 = load ptr, ptr %3, align 8, !dbg !22
  %22 = getelementptr inbounds nuw %struct.Stats, ptr %21, i32 0, i32 1, !dbg !23
  %23 = load float, ptr %22, align 4, !dbg !23
  %24 = fcmp contract ogt float %20, %23, !dbg !24
  br i1 %24, label %25, label %27, !dbg !21

25:                                               ; preds = %16
  %26 = load float, ptr %4, align 4, !dbg !25
  br label %31, !dbg !21

27:                                               ; preds = %16
  %28 = load ptr, ptr %3, align 8, !dbg !26
  %29 = getelementptr inbounds nuw %struct.Stats, ptr %28, i32 0, i32 1, !dbg !27
  %30 = load float, ptr %29, align 4, !dbg !27
  br label %31, !dbg !21

31:                                               ; preds = %27, %25
  %32 = phi contract float [ %26, %25 ], [ %30, %27 ], !dbg !21
  %33 = load ptr, ptr %3, align 8, !dbg !28
  %34 = getelementptr inbounds nuw %struct.Stats, ptr %33, i32 0, i32 1, !dbg !29
  store float %32, ptr %34, align 4, !dbg !30
  %35 = load float, ptr %4, align 4, !dbg !31
  %36 = load ptr, ptr %3, align 8, !dbg !32
  %37 = getelementptr inbounds nuw %struct.Stats, ptr %36, i32 0, i32 2, !dbg !33
  %38 = load float, ptr %37, align 4, !dbg !34
  %39 = fadd contract float %38, %35, !dbg !34
  store float %39, ptr %37, align 4, !dbg !34
  %40 = load ptr, ptr %3, align 8, !dbg !35
  %41 = getelementptr inbounds nuw %struct.Stats, ptr %40, i32 0, i32 3, !dbg !36
  %42 = load i32, ptr %41, align 4, !dbg !37
  %43 = add nsw i32 %42, 1, !dbg !37
  store i32 %43, ptr %41, align 4, !dbg !37
  ret void, !dbg !38
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local noundef i32 @_Z3fibi(i32 noundef %0) #0 !dbg !39 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4, !dbg !40
  %4 = icmp slt i32 %3, 2, !dbg !41
  br i1 %4, label %5, label %7, !dbg !40

5:                                                ; preds = %1
  %6 = load i32, ptr %2, align 4, !dbg !42
  br label %15, !dbg !40

7:                                                ; preds = %1
  %8 = load i32, ptr %2, align 4, !dbg !43
  %9 = sub nsw i32 %8, 1, !dbg !44
  %10 = call noundef i32 @_Z3fibi(i32 noundef %9) #4, !dbg !45
  %11 = load i32, ptr %2, align 4, !dbg !46
  %12 = sub nsw i32 %11, 2, !dbg !47
  %13 = call noundef i32 @_Z3fibi(i32 noundef %12) #4, !dbg !48
  %14 = add nsw i32 %10, %13, !dbg !49
  br label %15, !dbg !40

15:                                               ; preds = %7, %5
  %16 = phi i32 [ %6, %5 ], [ %14, %7 ], !dbg !40
  ret i32 %16, !dbg !50
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local noundef float @_Z5twicef(float noundef %0) #0 !dbg !51 {
  %2 = alloca float, align 4
  store float %0, ptr %2, align 4
  %3 = load float, ptr %2, align 4, !dbg !52
  %4 = fmul contract float 2.000000e+00, %3, !dbg !53
  ret float %4, !dbg !54
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local noundef float @_Z6squaref(float noundef %0) #0 !dbg !55 {
  %2 = alloca float, align 4
  store float %0, ptr %2, align 4
  %3 = load float, ptr %2, align 4, !dbg !56
  %4 = load float, ptr %2, align 4, !dbg !57
  %5 = fmul contract float %3, %4, !dbg !58
  ret float %5, !dbg !59
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local noundef float @_Z6negatef(float noundef %0) #0 !dbg !60 {
  %2 = alloca float, align 4
  store float %0, ptr %2, align 4
  %3 = load float, ptr %2, align 4, !dbg !61
  %4 = fneg contract float %3, !dbg !62
  ret float %4, !dbg !63
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local noundef float @_Z3mixffffiidc(float noundef %0, float noundef %1, float noundef %2, float noundef %3, i32 noundef %4, i32 noundef %5, double noundef %6, i8 noundef signext %7) #0 !dbg !64 {
  %9 = alloca float, align 4
  %10 = alloca float, align 4
  %11 = alloca float, align 4
  %12 = alloca float, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca double, align 8
  %16 = alloca i8, align 1
  store float %0, ptr %9, align 4
  store float %1, ptr %10, align 4
  store float %2, ptr %11, align 4
  store float %3, ptr %12, align 4
  store i32 %4, ptr %13, align 4
  store i32 %5, ptr %14, align 4
  store double %6, ptr %15, align 8
  store i8 %7, ptr %16, align 1
  %17 = load float, ptr %9, align 4, !dbg !65
  %18 = load float, ptr %10, align 4, !dbg !66
  %19 = fmul contract float %17, %18, !dbg !67
  %20 = load float, ptr %11, align 4, !dbg !68
  %21 = load float, ptr %12, align 4, !dbg !69
  %22 = fmul contract float %20, %21, !dbg !70
  %23 = fadd contract float %19, %22, !dbg !71
  %24 = load i32, ptr %13, align 4, !dbg !72
  %25 = sitofp i32 %24 to float, !dbg !72
  %26 = fadd contract float %23, %25, !dbg !73
  %27 = load i32, ptr %14, align 4, !dbg !74
  %28 = sitofp i32 %27 to float, !dbg !74
  %29 = fsub contract float %26, %28, !dbg !75
  %30 = load double, ptr %15, align 8, !dbg !76
  %31 = fptrunc contract double %30 to float, !dbg !76
  %32 = fadd contract float %29, %31, !dbg !77
  %33 = load i8, ptr %16, align 1, !dbg !78
  %34 = sext i8 %33 to i32, !dbg !78
  %35 = sitofp i32 %34 to float, !dbg !78
  %36 = fadd contract float %32, %35, !dbg !79
  ret float %36, !dbg !80
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local void @_Z4fillPfif(ptr noundef %0, i32 noundef %1, float noundef %2) #0 !dbg !81 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca float, align 4
  %7 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store float %2, ptr %6, align 4
  store i32 0, ptr %7, align 4, !dbg !82
  br label %8, !dbg !83

8:                                                ; preds = %21, %3
  %9 = load i32, ptr %7, align 4, !dbg !84
  %10 = load i32, ptr %5, align 4, !dbg !85
  %11 = icmp slt i32 %9, %10, !dbg !86
  br i1 %11, label %12, label %24, !dbg !87

12:                                               ; preds = %8
  %13 = load float, ptr %6, align 4, !dbg !88
  %14 = load i32, ptr %7, align 4, !dbg !89
  %15 = sitofp i32 %14 to float, !dbg !89
  %16 = fadd contract float %13, %15, !dbg !90
  %17 = load ptr, ptr %4, align 8, !dbg !91
  %18 = load i32, ptr %7, align 4, !dbg !92
  %19 = sext i32 %18 to i64, !dbg !91
  %20 = getelementptr inbounds float, ptr %17, i64 %19, !dbg !91
  store float %16, ptr %20, align 4, !dbg !93
  br label %21, !dbg !91

21:                                               ; preds = %12
  %22 = load i32, ptr %7, align 4, !dbg !94
  %23 = add nsw i32 %22, 1, !dbg !94
  store i32 %23, ptr %7, align 4, !dbg !94
  br label %8, !dbg !87, !llvm.loop !95

24:                                               ; preds = %8
  ret void, !dbg !97
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local ptx_kernel void @g24_device_calls(ptr noundef %0, ptr noundef %1, i32 noundef %2) #1 !dbg !98 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca [3 x ptr], align 8
  %9 = alloca %struct.Stats, align 4
  %10 = alloca [5 x float], align 4
  %11 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %12 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !99
  %13 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !100
  %14 = mul nsw i32 %12, %13, !dbg !101
  %15 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !102
  %16 = add nsw i32 %14, %15, !dbg !103
  store i32 %16, ptr %7, align 4, !dbg !104
  %17 = load i32, ptr %7, align 4, !dbg !105
  %18 = load i32, ptr %6, align 4, !dbg !106
  %19 = icmp sge i32 %17, %18, !dbg !107
  br i1 %19, label %20, label %21, !dbg !107

20:                                               ; preds = %3
  br label %77, !dbg !108

21:                                               ; preds = %3
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %8, ptr align 8 @__const.g24_device_calls.ops, i64 24, i1 false), !dbg !109
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %9, ptr align 4 @__const.g24_device_calls.s, i64 16, i1 false), !dbg !110
  %22 = getelementptr inbounds [5 x float], ptr %10, i64 0, i64 0, !dbg !111
  %23 = load ptr, ptr %4, align 8, !dbg !112
  %24 = load i32, ptr %7, align 4, !dbg !113
  %25 = sext i32 %24 to i64, !dbg !112
  %26 = getelementptr inbounds float, ptr %23, i64 %25, !dbg !112
  %27 = load float, ptr %26, align 4, !dbg !112
  call void @_Z4fillPfif(ptr noundef %22, i32 noundef 5, float noundef %27) #4, !dbg !114
  store i32 0, ptr %11, align 4, !dbg !115
  br label %28, !dbg !116

28:                                               ; preds = %44, %21
  %29 = load i32, ptr %11, align 4, !dbg !117
  %30 = icmp slt i32 %29, 5, !dbg !118
  br i1 %30, label %31, label %47, !dbg !119

31:                                               ; preds = %28
  %32 = load i32, ptr %7, align 4, !dbg !120
  %33 = load i32, ptr %11, align 4, !dbg !121
  %34 = add nsw i32 %32, %33, !dbg !122
  %35 = srem i32 %34, 3, !dbg !123
  %36 = sext i32 %35 to i64, !dbg !124
  %37 = getelementptr inbounds [3 x ptr], ptr %8, i64 0, i64 %36, !dbg !124
  %38 = load ptr, ptr %37, align 8, !dbg !124
  %39 = load i32, ptr %11, align 4, !dbg !125
  %40 = sext i32 %39 to i64, !dbg !126
  %41 = getelementptr inbounds [5 x float], ptr %10, i64 0, i64 %40, !dbg !126
  %42 = load float, ptr %41, align 4, !dbg !126
  %43 = call contract noundef float %38(float noundef %42) #4, !dbg !124
  call void @_Z10accumulateP5Statsf(ptr noundef %9, float noundef %43) #4, !dbg !127
  br label %44, !dbg !127

44:                                               ; preds = %31
  %45 = load i32, ptr %11, align 4, !dbg !128
  %46 = add nsw i32 %45, 1, !dbg !128
  store i32 %46, ptr %11, align 4, !dbg !128
  br label %28, !dbg !119, !llvm.loop !129

47:                                               ; preds = %28
  %48 = getelementptr inbounds nuw %struct.Stats, ptr %9, i32 0, i32 0, !dbg !131
  %49 = load float, ptr %48, align 4, !dbg !131
  %50 = getelementptr inbounds nuw %struct.Stats, ptr %9, i32 0, i32 1, !dbg !132
  %51 = load float, ptr %50, align 4, !dbg !132
  %52 = getelementptr inbounds nuw %struct.Stats, ptr %9, i32 0, i32 2, !dbg !133
  %53 = load float, ptr %52, align 4, !dbg !133
  %54 = load i32, ptr %7, align 4, !dbg !134
  %55 = srem i32 %54, 5, !dbg !135
  %56 = sext i32 %55 to i64, !dbg !136
  %57 = getelementptr inbounds [5 x float], ptr %10, i64 0, i64 %56, !dbg !136
  %58 = load float, ptr %57, align 4, !dbg !136
  %59 = getelementptr inbounds nuw %struct.Stats, ptr %9, i32 0, i32 3, !dbg !137
  %60 = load i32, ptr %59, align 4, !dbg !137
  %61 = load i32, ptr %7, align 4, !dbg !138
  %62 = and i32 %61, 7, !dbg !139
  %63 = call noundef i32 @_Z3fibi(i32 noundef %62) #4, !dbg !140
  %64 = load ptr, ptr %4, align 8, !dbg !141
  %65 = load i32, ptr %7, align 4, !dbg !142
  %66 = sext i32 %65 to i64, !dbg !141
  %67 = getelementptr inbounds float, ptr %64, i64 %66, !dbg !141
  %68 = load float, ptr %67, align 4, !dbg !141
  %69 = fpext contract float %68 to double, !dbg !141
  %70 = load i32, ptr %7, align 4, !dbg !143
  %71 = trunc i32 %70 to i8, !dbg !143
  %72 = call contract noundef float @_Z3mixffffiidc(float noundef %49, float noundef %51, float noundef %53, float noundef %58, i32 noundef %60, i32 noundef %63, double noundef %69, i8 noundef signext %71) #4, !dbg !144
  %73 = load ptr, ptr %5, align 8, !dbg !145
  %74 = load i32, ptr %7, align 4, !dbg !146
  %75 = sext i32 %74 to i64, !dbg !145
  %76 = getelementptr inbounds float, ptr %73, i64 %75, !dbg !145
  store float %72, ptr %76, align 4, !dbg !147
  br label %77, !dbg !148

77:                                               ; preds = %47, %20
  ret void, !dbg !148
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #3

attributes #0 = { convergent mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #1 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { convergent nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6}
!llvm.ident = !{!7}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "g24_device_calls.cu", directory: "/work/wt/mid24/tools/capture/clang_kernels")
!2 = !{i32 7, !"Dwarf Version", i32 2}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!6 = !{i32 7, !"frame-pointer", i32 2}
!7 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!8 = distinct !DISubprogram(name: "accumulate", scope: !1, file: !1, line: 6, type: !9, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!9 = !DISubroutineType(types: !10)
!10 = !{}
!11 = !DILocation(line: 7, column: 11, scope: !8)
!12 = !DILocation(line: 7, column: 15, scope: !8)
!13 = !DILocation(line: 7, column: 18, scope: !8)
!14 = !DILocation(line: 7, column: 13, scope: !8)
!15 = !DILocation(line: 7, column: 23, scope: !8)
!16 = !DILocation(line: 7, column: 27, scope: !8)
!17 = !DILocation(line: 7, column: 30, scope: !8)
!18 = !DILocation(line: 7, column: 3, scope: !8)
!19 = !DILocation(line: 7, column: 6, scope: !8)
!20 = !DILocation(line: 7, column: 9, scope: !8)
!21 = !DILocation(line: 8, column: 11, scope: !8)
!22 = !DILocation(line: 8, column: 15, scope: !8)
!23 = !DILocation(line: 8, column: 18, scope: !8)
!24 = !DILocation(line: 8, column: 13, scope: !8)
!25 = !DILocation(line: 8, column: 23, scope: !8)
!26 = !DILocation(line: 8, column: 27, scope: !8)
!27 = !DILocation(line: 8, column: 30, scope: !8)
!28 = !DILocation(line: 8, column: 3, scope: !8)
!29 = !DILocation(line: 8, column: 6, scope: !8)
!30 = !DILocation(line: 8, column: 9, scope: !8)
!31 = !DILocation(line: 9, column: 13, scope: !8)
!32 = !DILocation(line: 9, column: 3, scope: !8)
!33 = !DILocation(line: 9, column: 6, scope: !8)
!34 = !DILocation(line: 9, column: 10, scope: !8)
!35 = !DILocation(line: 10, column: 3, scope: !8)
!36 = !DILocation(line: 10, column: 6, scope: !8)
!37 = !DILocation(line: 10, column: 11, scope: !8)
!38 = !DILocation(line: 11, column: 1, scope: !8)
!39 = distinct !DISubprogram(name: "fib", scope: !1, file: !1, line: 12, type: !9, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!40 = !DILocation(line: 12, column: 36, scope: !39)
!41 = !DILocation(line: 12, column: 38, scope: !39)
!42 = !DILocation(line: 12, column: 44, scope: !39)
!43 = !DILocation(line: 12, column: 52, scope: !39)
!44 = !DILocation(line: 12, column: 54, scope: !39)
!45 = !DILocation(line: 12, column: 48, scope: !39)
!46 = !DILocation(line: 12, column: 65, scope: !39)
!47 = !DILocation(line: 12, column: 67, scope: !39)
!48 = !DILocation(line: 12, column: 61, scope: !39)
!49 = !DILocation(line: 12, column: 59, scope: !39)
!50 = !DILocation(line: 12, column: 29, scope: !39)
!51 = distinct !DISubprogram(name: "twice", scope: !1, file: !1, line: 13, type: !9, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!52 = !DILocation(line: 13, column: 46, scope: !51)
!53 = !DILocation(line: 13, column: 44, scope: !51)
!54 = !DILocation(line: 13, column: 35, scope: !51)
!55 = distinct !DISubprogram(name: "square", scope: !1, file: !1, line: 14, type: !9, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!56 = !DILocation(line: 14, column: 43, scope: !55)
!57 = !DILocation(line: 14, column: 47, scope: !55)
!58 = !DILocation(line: 14, column: 45, scope: !55)
!59 = !DILocation(line: 14, column: 36, scope: !55)
!60 = distinct !DISubprogram(name: "negate", scope: !1, file: !1, line: 15, type: !9, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!61 = !DILocation(line: 15, column: 44, scope: !60)
!62 = !DILocation(line: 15, column: 43, scope: !60)
!63 = !DILocation(line: 15, column: 36, scope: !60)
!64 = distinct !DISubprogram(name: "mix", scope: !1, file: !1, line: 16, type: !9, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!65 = !DILocation(line: 17, column: 10, scope: !64)
!66 = !DILocation(line: 17, column: 14, scope: !64)
!67 = !DILocation(line: 17, column: 12, scope: !64)
!68 = !DILocation(line: 17, column: 18, scope: !64)
!69 = !DILocation(line: 17, column: 22, scope: !64)
!70 = !DILocation(line: 17, column: 20, scope: !64)
!71 = !DILocation(line: 17, column: 16, scope: !64)
!72 = !DILocation(line: 17, column: 26, scope: !64)
!73 = !DILocation(line: 17, column: 24, scope: !64)
!74 = !DILocation(line: 17, column: 30, scope: !64)
!75 = !DILocation(line: 17, column: 28, scope: !64)
!76 = !DILocation(line: 17, column: 41, scope: !64)
!77 = !DILocation(line: 17, column: 32, scope: !64)
!78 = !DILocation(line: 17, column: 45, scope: !64)
!79 = !DILocation(line: 17, column: 43, scope: !64)
!80 = !DILocation(line: 17, column: 3, scope: !64)
!81 = distinct !DISubprogram(name: "fill", scope: !1, file: !1, line: 19, type: !9, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!82 = !DILocation(line: 20, column: 12, scope: !81)
!83 = !DILocation(line: 20, column: 8, scope: !81)
!84 = !DILocation(line: 20, column: 19, scope: !81)
!85 = !DILocation(line: 20, column: 23, scope: !81)
!86 = !DILocation(line: 20, column: 21, scope: !81)
!87 = !DILocation(line: 20, column: 3, scope: !81)
!88 = !DILocation(line: 20, column: 44, scope: !81)
!89 = !DILocation(line: 20, column: 51, scope: !81)
!90 = !DILocation(line: 20, column: 49, scope: !81)
!91 = !DILocation(line: 20, column: 35, scope: !81)
!92 = !DILocation(line: 20, column: 39, scope: !81)
!93 = !DILocation(line: 20, column: 42, scope: !81)
!94 = !DILocation(line: 20, column: 30, scope: !81)
!95 = distinct !{!95, !87, !89, !96}
!96 = !{!"llvm.loop.mustprogress"}
!97 = !DILocation(line: 21, column: 1, scope: !81)
!98 = distinct !DISubprogram(name: "g24_device_calls", scope: !1, file: !1, line: 22, type: !9, scopeLine: 22, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!99 = !DILocation(line: 23, column: 11, scope: !98)
!100 = !DILocation(line: 23, column: 24, scope: !98)
!101 = !DILocation(line: 23, column: 22, scope: !98)
!102 = !DILocation(line: 23, column: 37, scope: !98)
!103 = !DILocation(line: 23, column: 35, scope: !98)
!104 = !DILocation(line: 23, column: 7, scope: !98)
!105 = !DILocation(line: 24, column: 7, scope: !98)
!106 = !DILocation(line: 24, column: 12, scope: !98)
!107 = !DILocation(line: 24, column: 9, scope: !98)
!108 = !DILocation(line: 24, column: 15, scope: !98)
!109 = !DILocation(line: 25, column: 17, scope: !98)
!110 = !DILocation(line: 26, column: 9, scope: !98)
!111 = !DILocation(line: 28, column: 8, scope: !98)
!112 = !DILocation(line: 28, column: 18, scope: !98)
!113 = !DILocation(line: 28, column: 20, scope: !98)
!114 = !DILocation(line: 28, column: 3, scope: !98)
!115 = !DILocation(line: 29, column: 12, scope: !98)
!116 = !DILocation(line: 29, column: 8, scope: !98)
!117 = !DILocation(line: 29, column: 19, scope: !98)
!118 = !DILocation(line: 29, column: 21, scope: !98)
!119 = !DILocation(line: 29, column: 3, scope: !98)
!120 = !DILocation(line: 29, column: 51, scope: !98)
!121 = !DILocation(line: 29, column: 55, scope: !98)
!122 = !DILocation(line: 29, column: 53, scope: !98)
!123 = !DILocation(line: 29, column: 58, scope: !98)
!124 = !DILocation(line: 29, column: 46, scope: !98)
!125 = !DILocation(line: 29, column: 69, scope: !98)
!126 = !DILocation(line: 29, column: 63, scope: !98)
!127 = !DILocation(line: 29, column: 31, scope: !98)
!128 = !DILocation(line: 29, column: 26, scope: !98)
!129 = distinct !{!129, !119, !130, !96}
!130 = !DILocation(line: 29, column: 72, scope: !98)
!131 = !DILocation(line: 30, column: 16, scope: !98)
!132 = !DILocation(line: 30, column: 22, scope: !98)
!133 = !DILocation(line: 30, column: 28, scope: !98)
!134 = !DILocation(line: 30, column: 39, scope: !98)
!135 = !DILocation(line: 30, column: 41, scope: !98)
!136 = !DILocation(line: 30, column: 33, scope: !98)
!137 = !DILocation(line: 30, column: 49, scope: !98)
!138 = !DILocation(line: 30, column: 60, scope: !98)
!139 = !DILocation(line: 30, column: 62, scope: !98)
!140 = !DILocation(line: 30, column: 56, scope: !98)
!141 = !DILocation(line: 30, column: 68, scope: !98)
!142 = !DILocation(line: 30, column: 70, scope: !98)
!143 = !DILocation(line: 30, column: 80, scope: !98)
!144 = !DILocation(line: 30, column: 10, scope: !98)
!145 = !DILocation(line: 30, column: 3, scope: !98)
!146 = !DILocation(line: 30, column: 5, scope: !98)
!147 = !DILocation(line: 30, column: 8, scope: !98)
!148 = !DILocation(line: 31, column: 1, scope: !98)
