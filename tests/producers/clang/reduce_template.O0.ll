; ModuleID = 'reduce_template.cu'
source_filename = "reduce_template.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Sum = type { i8 }
%struct.Max = type { i8 }

$_Z6reduceIf3SumEvPKT_PS1_iS1_T0_ = comdat any

$_Z6reduceIi3MaxEvPKT_PS1_iS1_T0_ = comdat any

$_ZNK3SumclIfEET_S1_S1_ = comdat any

$_Z12block_reduceIf3SumLi256EET_S1_T0_ = comdat any

$_ZNK3MaxclIiEET_S1_S1_ = comdat any

$_Z12block_reduceIi3MaxLi256EET_S1_T0_ = comdat any

$_ZZ12block_reduceIf3SumLi256EET_S1_T0_E3buf = comdat any

$_ZZ12block_reduceIi3MaxLi256EET_S1_T0_E3buf = comdat any

@_ZZ12block_reduceIf3SumLi256EET_S1_T0_E3buf = linkonce_odr dso_local addrspace(3) global [256 x float] undef, comdat, align 4
@_ZZ12block_reduceIi3MaxLi256EET_S1_T0_E3buf = linkonce_odr dso_local addrspace(3) global [256 x i32] undef, comdat, align 4

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local noundef float @_Z9shfl_downIfET_S0_i(float noundef %0, i32 noundef %1) #0 !dbg !8 {
  %3 = alloca float, align 4
  %4 = alloca i32, align 4
  store float %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load float, ptr %3, align 4, !dbg !11
  %6 = load i32, ptr %4, align 4, !dbg !12
  %7 = call contract float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %5, i32 %6, i32 31), !dbg !13
  ret float %7, !dbg !14
}

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.down.f32(i32, float, i32, i32) #1

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local noundef i32 @_Z9shfl_downIiET_S0_i(i32 noundef %0, i32 noundef %1) #0 !dbg !15 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %3, align 4, !dbg !16
  %6 = load i32, ptr %4, align 4, !dbg !17
  %7 = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %5, i32 %6, i32 31), !dbg !18
  ret i32 %7, !dbg !19
}

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32) #1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local ptx_kernel void @sum_f32(ptr noundef %0, ptr noundef %1, i32 noundef %2) #2 !dbg !20 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca %struct.Sum, align 1
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %8 = load ptr, ptr %4, align 8, !dbg !21
  %9 = load ptr, ptr %5, align 8, !dbg !22
  %10 = load i32, ptr %6, align 4, !dbg !23
  call void @_Z6reduceIf3SumEvPKT_PS1_iS1_T0_(ptr noundef %8, ptr noundef %9, i32 noundef %10, float noundef 0.000000e+00, ptr noundef byval(%struct.Sum) align 1 %7) #5, !dbg !24
  ret void, !dbg !25
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_Z6reduceIf3SumEvPKT_PS1_iS1_T0_(ptr noundef %0, ptr noundef %1, i32 noundef %2, float noundef %3, ptr noundef byval(%struct.Sum) align 1 %4) #0 comdat !dbg !26 {
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca float, align 4
  %10 = alloca float, align 4
  %11 = alloca i32, align 4
  %12 = alloca float, align 4
  %13 = alloca %struct.Sum, align 1
  store ptr %0, ptr %6, align 8
  store ptr %1, ptr %7, align 8
  store i32 %2, ptr %8, align 4
  store float %3, ptr %9, align 4
  %14 = load float, ptr %9, align 4, !dbg !27
  store float %14, ptr %10, align 4, !dbg !28
  %15 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !29
  %16 = mul nsw i32 %15, 256, !dbg !30
  %17 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !31
  %18 = add nsw i32 %16, %17, !dbg !32
  store i32 %18, ptr %11, align 4, !dbg !33
  br label %19, !dbg !34

19:                                               ; preds = %31, %5
  %20 = load i32, ptr %11, align 4, !dbg !35
  %21 = load i32, ptr %8, align 4, !dbg !36
  %22 = icmp slt i32 %20, %21, !dbg !37
  br i1 %22, label %23, label %34, !dbg !38

23:                                               ; preds = %19
  %24 = load float, ptr %10, align 4, !dbg !39
  %25 = load ptr, ptr %6, align 8, !dbg !40
  %26 = load i32, ptr %11, align 4, !dbg !41
  %27 = sext i32 %26 to i64, !dbg !40
  %28 = getelementptr inbounds float, ptr %25, i64 %27, !dbg !40
  %29 = load float, ptr %28, align 4, !dbg !40
  %30 = call contract noundef float @_ZNK3SumclIfEET_S1_S1_(ptr noundef nonnull align 1 dereferenceable(1) %4, float noundef %24, float noundef %29) #5, !dbg !42
  store float %30, ptr %10, align 4, !dbg !43
  br label %31, !dbg !44

31:                                               ; preds = %23
  %32 = load i32, ptr %11, align 4, !dbg !45
  %33 = add nsw i32 %32, 16384, !dbg !45
  store i32 %33, ptr %11, align 4, !dbg !45
  br label %19, !dbg !38, !llvm.loop !46

34:                                               ; preds = %19
  %35 = load float, ptr %10, align 4, !dbg !49
  %36 = call contract noundef float @_Z12block_reduceIf3SumLi256EET_S1_T0_(float noundef %35, ptr noundef byval(%struct.Sum) align 1 %13) #5, !dbg !50
  store float %36, ptr %12, align 4, !dbg !51
  %37 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !52
  %38 = icmp eq i32 %37, 0, !dbg !53
  br i1 %38, label %39, label %45, !dbg !53

39:                                               ; preds = %34
  %40 = load float, ptr %12, align 4, !dbg !54
  %41 = load ptr, ptr %7, align 8, !dbg !55
  %42 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !56
  %43 = sext i32 %42 to i64, !dbg !55
  %44 = getelementptr inbounds float, ptr %41, i64 %43, !dbg !55
  store float %40, ptr %44, align 4, !dbg !57
  br label %45, !dbg !55

45:                                               ; preds = %39, %34
  ret void, !dbg !58
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local ptx_kernel void @max_i32(ptr noundef %0, ptr noundef %1, i32 noundef %2) #2 !dbg !59 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca %struct.Max, align 1
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %8 = load ptr, ptr %4, align 8, !dbg !60
  %9 = load ptr, ptr %5, align 8, !dbg !61
  %10 = load i32, ptr %6, align 4, !dbg !62
  call void @_Z6reduceIi3MaxEvPKT_PS1_iS1_T0_(ptr noundef %8, ptr noundef %9, i32 noundef %10, i32 noundef -2147483648, ptr noundef byval(%struct.Max) align 1 %7) #5, !dbg !63
  ret void, !dbg !64
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_Z6reduceIi3MaxEvPKT_PS1_iS1_T0_(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3, ptr noundef byval(%struct.Max) align 1 %4) #0 comdat !dbg !65 {
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca %struct.Max, align 1
  store ptr %0, ptr %6, align 8
  store ptr %1, ptr %7, align 8
  store i32 %2, ptr %8, align 4
  store i32 %3, ptr %9, align 4
  %14 = load i32, ptr %9, align 4, !dbg !66
  store i32 %14, ptr %10, align 4, !dbg !67
  %15 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !68
  %16 = mul nsw i32 %15, 256, !dbg !69
  %17 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !70
  %18 = add nsw i32 %16, %17, !dbg !71
  store i32 %18, ptr %11, align 4, !dbg !72
  br label %19, !dbg !73

19:                                               ; preds = %31, %5
  %20 = load i32, ptr %11, align 4, !dbg !74
  %21 = load i32, ptr %8, align 4, !dbg !75
  %22 = icmp slt i32 %20, %21, !dbg !76
  br i1 %22, label %23, label %34, !dbg !77

23:                                               ; preds = %19
  %24 = load i32, ptr %10, align 4, !dbg !78
  %25 = load ptr, ptr %6, align 8, !dbg !79
  %26 = load i32, ptr %11, align 4, !dbg !80
  %27 = sext i32 %26 to i64, !dbg !79
  %28 = getelementptr inbounds i32, ptr %25, i64 %27, !dbg !79
  %29 = load i32, ptr %28, align 4, !dbg !79
  %30 = call noundef i32 @_ZNK3MaxclIiEET_S1_S1_(ptr noundef nonnull align 1 dereferenceable(1) %4, i32 noundef %24, i32 noundef %29) #5, !dbg !81
  store i32 %30, ptr %10, align 4, !dbg !82
  br label %31, !dbg !83

31:                                               ; preds = %23
  %32 = load i32, ptr %11, align 4, !dbg !84
  %33 = add nsw i32 %32, 16384, !dbg !84
  store i32 %33, ptr %11, align 4, !dbg !84
  br label %19, !dbg !77, !llvm.loop !85

34:                                               ; preds = %19
  %35 = load i32, ptr %10, align 4, !dbg !87
  %36 = call noundef i32 @_Z12block_reduceIi3MaxLi256EET_S1_T0_(i32 noundef %35, ptr noundef byval(%struct.Max) align 1 %13) #5, !dbg !88
  store i32 %36, ptr %12, align 4, !dbg !89
  %37 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !90
  %38 = icmp eq i32 %37, 0, !dbg !91
  br i1 %38, label %39, label %45, !dbg !91

39:                                               ; preds = %34
  %40 = load i32, ptr %12, align 4, !dbg !92
  %41 = load ptr, ptr %7, align 8, !dbg !93
  %42 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !94
  %43 = sext i32 %42 to i64, !dbg !93
  %44 = getelementptr inbounds i32, ptr %41, i64 %43, !dbg !93
  store i32 %40, ptr %44, align 4, !dbg !95
  br label %45, !dbg !93

45:                                               ; preds = %39, %34
  ret void, !dbg !96
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef float @_ZNK3SumclIfEET_S1_S1_(ptr noundef nonnull align 1 dereferenceable(1) %0, float noundef %1, float noundef %2) #0 comdat align 2 !dbg !97 {
  %4 = alloca ptr, align 8
  %5 = alloca float, align 4
  %6 = alloca float, align 4
  store ptr %0, ptr %4, align 8
  store float %1, ptr %5, align 4
  store float %2, ptr %6, align 4
  %7 = load ptr, ptr %4, align 8
  %8 = load float, ptr %5, align 4, !dbg !98
  %9 = load float, ptr %6, align 4, !dbg !99
  %10 = fadd contract float %8, %9, !dbg !100
  ret float %10, !dbg !101
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef float @_Z12block_reduceIf3SumLi256EET_S1_T0_(float noundef %0, ptr noundef byval(%struct.Sum) align 1 %1) #0 comdat !dbg !102 {
  %3 = alloca float, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca float, align 4
  %7 = alloca i32, align 4
  store float %0, ptr %3, align 4
  %8 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !103
  store i32 %8, ptr %4, align 4, !dbg !104
  %9 = load float, ptr %3, align 4, !dbg !105
  %10 = load i32, ptr %4, align 4, !dbg !106
  %11 = sext i32 %10 to i64, !dbg !107
  %12 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12block_reduceIf3SumLi256EET_S1_T0_E3buf to ptr), i64 0, i64 %11, !dbg !107
  store float %9, ptr %12, align 4, !dbg !108
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !109
  store i32 128, ptr %5, align 4, !dbg !110
  br label %13, !dbg !111

13:                                               ; preds = %36, %2
  %14 = load i32, ptr %5, align 4, !dbg !112
  %15 = icmp sge i32 %14, 32, !dbg !113
  br i1 %15, label %16, label %39, !dbg !114

16:                                               ; preds = %13
  %17 = load i32, ptr %4, align 4, !dbg !115
  %18 = load i32, ptr %5, align 4, !dbg !116
  %19 = icmp slt i32 %17, %18, !dbg !117
  br i1 %19, label %20, label %35, !dbg !117

20:                                               ; preds = %16
  %21 = load i32, ptr %4, align 4, !dbg !118
  %22 = sext i32 %21 to i64, !dbg !119
  %23 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12block_reduceIf3SumLi256EET_S1_T0_E3buf to ptr), i64 0, i64 %22, !dbg !119
  %24 = load float, ptr %23, align 4, !dbg !119
  %25 = load i32, ptr %4, align 4, !dbg !120
  %26 = load i32, ptr %5, align 4, !dbg !121
  %27 = add nsw i32 %25, %26, !dbg !122
  %28 = sext i32 %27 to i64, !dbg !123
  %29 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12block_reduceIf3SumLi256EET_S1_T0_E3buf to ptr), i64 0, i64 %28, !dbg !123
  %30 = load float, ptr %29, align 4, !dbg !123
  %31 = call contract noundef float @_ZNK3SumclIfEET_S1_S1_(ptr noundef nonnull align 1 dereferenceable(1) %1, float noundef %24, float noundef %30) #5, !dbg !124
  %32 = load i32, ptr %4, align 4, !dbg !125
  %33 = sext i32 %32 to i64, !dbg !126
  %34 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12block_reduceIf3SumLi256EET_S1_T0_E3buf to ptr), i64 0, i64 %33, !dbg !126
  store float %31, ptr %34, align 4, !dbg !127
  br label %35, !dbg !126

35:                                               ; preds = %20, %16
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !128
  br label %36, !dbg !129

36:                                               ; preds = %35
  %37 = load i32, ptr %5, align 4, !dbg !130
  %38 = ashr i32 %37, 1, !dbg !130
  store i32 %38, ptr %5, align 4, !dbg !130
  br label %13, !dbg !114, !llvm.loop !131

39:                                               ; preds = %13
  %40 = load i32, ptr %4, align 4, !dbg !132
  %41 = sext i32 %40 to i64, !dbg !133
  %42 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12block_reduceIf3SumLi256EET_S1_T0_E3buf to ptr), i64 0, i64 %41, !dbg !133
  %43 = load float, ptr %42, align 4, !dbg !133
  store float %43, ptr %6, align 4, !dbg !134
  %44 = load i32, ptr %4, align 4, !dbg !135
  %45 = icmp slt i32 %44, 32, !dbg !136
  br i1 %45, label %46, label %60, !dbg !136

46:                                               ; preds = %39
  store i32 16, ptr %7, align 4, !dbg !137
  br label %47, !dbg !138

47:                                               ; preds = %56, %46
  %48 = load i32, ptr %7, align 4, !dbg !139
  %49 = icmp sgt i32 %48, 0, !dbg !140
  br i1 %49, label %50, label %59, !dbg !141

50:                                               ; preds = %47
  %51 = load float, ptr %6, align 4, !dbg !142
  %52 = load float, ptr %6, align 4, !dbg !143
  %53 = load i32, ptr %7, align 4, !dbg !144
  %54 = call contract noundef float @_Z9shfl_downIfET_S0_i(float noundef %52, i32 noundef %53) #5, !dbg !145
  %55 = call contract noundef float @_ZNK3SumclIfEET_S1_S1_(ptr noundef nonnull align 1 dereferenceable(1) %1, float noundef %51, float noundef %54) #5, !dbg !146
  store float %55, ptr %6, align 4, !dbg !147
  br label %56, !dbg !148

56:                                               ; preds = %50
  %57 = load i32, ptr %7, align 4, !dbg !149
  %58 = ashr i32 %57, 1, !dbg !149
  store i32 %58, ptr %7, align 4, !dbg !149
  br label %47, !dbg !141, !llvm.loop !150

59:                                               ; preds = %47
  br label %60, !dbg !151

60:                                               ; preds = %59, %39
  %61 = load float, ptr %6, align 4, !dbg !152
  ret float %61, !dbg !153
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #4

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef i32 @_ZNK3MaxclIiEET_S1_S1_(ptr noundef nonnull align 1 dereferenceable(1) %0, i32 noundef %1, i32 noundef %2) #0 comdat align 2 !dbg !154 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store i32 %2, ptr %6, align 4
  %7 = load ptr, ptr %4, align 8
  %8 = load i32, ptr %5, align 4, !dbg !155
  %9 = load i32, ptr %6, align 4, !dbg !156
  %10 = icmp sgt i32 %8, %9, !dbg !157
  br i1 %10, label %11, label %13, !dbg !155

11:                                               ; preds = %3
  %12 = load i32, ptr %5, align 4, !dbg !158
  br label %15, !dbg !155

13:                                               ; preds = %3
  %14 = load i32, ptr %6, align 4, !dbg !159
  br label %15, !dbg !155

15:                                               ; preds = %13, %11
  %16 = phi i32 [ %12, %11 ], [ %14, %13 ], !dbg !155
  ret i32 %16, !dbg !160
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef i32 @_Z12block_reduceIi3MaxLi256EET_S1_T0_(i32 noundef %0, ptr noundef byval(%struct.Max) align 1 %1) #0 comdat !dbg !161 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  %8 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !162
  store i32 %8, ptr %4, align 4, !dbg !163
  %9 = load i32, ptr %3, align 4, !dbg !164
  %10 = load i32, ptr %4, align 4, !dbg !165
  %11 = sext i32 %10 to i64, !dbg !166
  %12 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ12block_reduceIi3MaxLi256EET_S1_T0_E3buf to ptr), i64 0, i64 %11, !dbg !166
  store i32 %9, ptr %12, align 4, !dbg !167
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !168
  store i32 128, ptr %5, align 4, !dbg !169
  br label %13, !dbg !170

13:                                               ; preds = %36, %2
  %14 = load i32, ptr %5, align 4, !dbg !171
  %15 = icmp sge i32 %14, 32, !dbg !172
  br i1 %15, label %16, label %39, !dbg !173

16:                                               ; preds = %13
  %17 = load i32, ptr %4, align 4, !dbg !174
  %18 = load i32, ptr %5, align 4, !dbg !175
  %19 = icmp slt i32 %17, %18, !dbg !176
  br i1 %19, label %20, label %35, !dbg !176

20:                                               ; preds = %16
  %21 = load i32, ptr %4, align 4, !dbg !177
  %22 = sext i32 %21 to i64, !dbg !178
  %23 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ12block_reduceIi3MaxLi256EET_S1_T0_E3buf to ptr), i64 0, i64 %22, !dbg !178
  %24 = load i32, ptr %23, align 4, !dbg !178
  %25 = load i32, ptr %4, align 4, !dbg !179
  %26 = load i32, ptr %5, align 4, !dbg !180
  %27 = add nsw i32 %25, %26, !dbg !181
  %28 = sext i32 %27 to i64, !dbg !182
  %29 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ12block_reduceIi3MaxLi256EET_S1_T0_E3buf to ptr), i64 0, i64 %28, !dbg !182
  %30 = load i32, ptr %29, align 4, !dbg !182
  %31 = call noundef i32 @_ZNK3MaxclIiEET_S1_S1_(ptr noundef nonnull align 1 dereferenceable(1) %1, i32 noundef %24, i32 noundef %30) #5, !dbg !183
  %32 = load i32, ptr %4, align 4, !dbg !184
  %33 = sext i32 %32 to i64, !dbg !185
  %34 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ12block_reduceIi3MaxLi256EET_S1_T0_E3buf to ptr), i64 0, i64 %33, !dbg !185
  store i32 %31, ptr %34, align 4, !dbg !186
  br label %35, !dbg !185

35:                                               ; preds = %20, %16
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !187
  br label %36, !dbg !188

36:                                               ; preds = %35
  %37 = load i32, ptr %5, align 4, !dbg !189
  %38 = ashr i32 %37, 1, !dbg !189
  store i32 %38, ptr %5, align 4, !dbg !189
  br label %13, !dbg !173, !llvm.loop !190

39:                                               ; preds = %13
  %40 = load i32, ptr %4, align 4, !dbg !191
  %41 = sext i32 %40 to i64, !dbg !192
  %42 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ12block_reduceIi3MaxLi256EET_S1_T0_E3buf to ptr), i64 0, i64 %41, !dbg !192
  %43 = load i32, ptr %42, align 4, !dbg !192
  store i32 %43, ptr %6, align 4, !dbg !193
  %44 = load i32, ptr %4, align 4, !dbg !194
  %45 = icmp slt i32 %44, 32, !dbg !195
  br i1 %45, label %46, label %60, !dbg !195

46:                                               ; preds = %39
  store i32 16, ptr %7, align 4, !dbg !196
  br label %47, !dbg !197

47:                                               ; preds = %56, %46
  %48 = load i32, ptr %7, align 4, !dbg !198
  %49 = icmp sgt i32 %48, 0, !dbg !199
  br i1 %49, label %50, label %59, !dbg !200

50:                                               ; preds = %47
  %51 = load i32, ptr %6, align 4, !dbg !201
  %52 = load i32, ptr %6, align 4, !dbg !202
  %53 = load i32, ptr %7, align 4, !dbg !203
  %54 = call noundef i32 @_Z9shfl_downIiET_S0_i(i32 noundef %52, i32 noundef %53) #5, !dbg !204
  %55 = call noundef i32 @_ZNK3MaxclIiEET_S1_S1_(ptr noundef nonnull align 1 dereferenceable(1) %1, i32 noundef %51, i32 noundef %54) #5, !dbg !205
  store i32 %55, ptr %6, align 4, !dbg !206
  br label %56, !dbg !207

56:                                               ; preds = %50
  %57 = load i32, ptr %7, align 4, !dbg !208
  %58 = ashr i32 %57, 1, !dbg !208
  store i32 %58, ptr %7, align 4, !dbg !208
  br label %47, !dbg !200, !llvm.loop !209

59:                                               ; preds = %47
  br label %60, !dbg !210

60:                                               ; preds = %59, %39
  %61 = load i32, ptr %6, align 4, !dbg !211
  ret i32 %61, !dbg !212
}

attributes #0 = { convergent mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #1 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #2 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="256" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nocallback nounwind }
attributes #5 = { convergent nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6}
!llvm.ident = !{!7}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "reduce_template.cu", directory: "/work/wt/llir25/tools/capture/clang_kernels")
!2 = !{i32 7, !"Dwarf Version", i32 2}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!6 = !{i32 7, !"frame-pointer", i32 2}
!7 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!8 = distinct !DISubprogram(name: "shfl_down<float>", scope: !1, file: !1, line: 7, type: !9, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!9 = !DISubroutineType(types: !10)
!10 = !{}
!11 = !DILocation(line: 7, column: 105, scope: !8)
!12 = !DILocation(line: 7, column: 108, scope: !8)
!13 = !DILocation(line: 7, column: 67, scope: !8)
!14 = !DILocation(line: 7, column: 60, scope: !8)
!15 = distinct !DISubprogram(name: "shfl_down<int>", scope: !1, file: !1, line: 8, type: !9, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!16 = !DILocation(line: 8, column: 101, scope: !15)
!17 = !DILocation(line: 8, column: 104, scope: !15)
!18 = !DILocation(line: 8, column: 63, scope: !15)
!19 = !DILocation(line: 8, column: 56, scope: !15)
!20 = distinct !DISubprogram(name: "sum_f32", scope: !1, file: !1, line: 31, type: !9, scopeLine: 31, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!21 = !DILocation(line: 31, column: 104, scope: !20)
!22 = !DILocation(line: 31, column: 108, scope: !20)
!23 = !DILocation(line: 31, column: 113, scope: !20)
!24 = !DILocation(line: 31, column: 97, scope: !20)
!25 = !DILocation(line: 31, column: 130, scope: !20)
!26 = distinct !DISubprogram(name: "reduce<float, Sum>", scope: !1, file: !1, line: 25, type: !9, scopeLine: 25, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!27 = !DILocation(line: 26, column: 11, scope: !26)
!28 = !DILocation(line: 26, column: 5, scope: !26)
!29 = !DILocation(line: 27, column: 16, scope: !26)
!30 = !DILocation(line: 27, column: 27, scope: !26)
!31 = !DILocation(line: 27, column: 35, scope: !26)
!32 = !DILocation(line: 27, column: 33, scope: !26)
!33 = !DILocation(line: 27, column: 12, scope: !26)
!34 = !DILocation(line: 27, column: 8, scope: !26)
!35 = !DILocation(line: 27, column: 48, scope: !26)
!36 = !DILocation(line: 27, column: 52, scope: !26)
!37 = !DILocation(line: 27, column: 50, scope: !26)
!38 = !DILocation(line: 27, column: 3, scope: !26)
!39 = !DILocation(line: 27, column: 79, scope: !26)
!40 = !DILocation(line: 27, column: 84, scope: !26)
!41 = !DILocation(line: 27, column: 87, scope: !26)
!42 = !DILocation(line: 27, column: 76, scope: !26)
!43 = !DILocation(line: 27, column: 74, scope: !26)
!44 = !DILocation(line: 27, column: 70, scope: !26)
!45 = !DILocation(line: 27, column: 57, scope: !26)
!46 = distinct !{!46, !38, !47, !48}
!47 = !DILocation(line: 27, column: 89, scope: !26)
!48 = !{!"llvm.loop.mustprogress"}
!49 = !DILocation(line: 28, column: 34, scope: !26)
!50 = !DILocation(line: 28, column: 9, scope: !26)
!51 = !DILocation(line: 28, column: 5, scope: !26)
!52 = !DILocation(line: 29, column: 7, scope: !26)
!53 = !DILocation(line: 29, column: 19, scope: !26)
!54 = !DILocation(line: 29, column: 43, scope: !26)
!55 = !DILocation(line: 29, column: 25, scope: !26)
!56 = !DILocation(line: 29, column: 29, scope: !26)
!57 = !DILocation(line: 29, column: 41, scope: !26)
!58 = !DILocation(line: 30, column: 1, scope: !26)
!59 = distinct !DISubprogram(name: "max_i32", scope: !1, file: !1, line: 32, type: !9, scopeLine: 32, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!60 = !DILocation(line: 32, column: 100, scope: !59)
!61 = !DILocation(line: 32, column: 104, scope: !59)
!62 = !DILocation(line: 32, column: 109, scope: !59)
!63 = !DILocation(line: 32, column: 93, scope: !59)
!64 = !DILocation(line: 32, column: 137, scope: !59)
!65 = distinct !DISubprogram(name: "reduce<int, Max>", scope: !1, file: !1, line: 25, type: !9, scopeLine: 25, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!66 = !DILocation(line: 26, column: 11, scope: !65)
!67 = !DILocation(line: 26, column: 5, scope: !65)
!68 = !DILocation(line: 27, column: 16, scope: !65)
!69 = !DILocation(line: 27, column: 27, scope: !65)
!70 = !DILocation(line: 27, column: 35, scope: !65)
!71 = !DILocation(line: 27, column: 33, scope: !65)
!72 = !DILocation(line: 27, column: 12, scope: !65)
!73 = !DILocation(line: 27, column: 8, scope: !65)
!74 = !DILocation(line: 27, column: 48, scope: !65)
!75 = !DILocation(line: 27, column: 52, scope: !65)
!76 = !DILocation(line: 27, column: 50, scope: !65)
!77 = !DILocation(line: 27, column: 3, scope: !65)
!78 = !DILocation(line: 27, column: 79, scope: !65)
!79 = !DILocation(line: 27, column: 84, scope: !65)
!80 = !DILocation(line: 27, column: 87, scope: !65)
!81 = !DILocation(line: 27, column: 76, scope: !65)
!82 = !DILocation(line: 27, column: 74, scope: !65)
!83 = !DILocation(line: 27, column: 70, scope: !65)
!84 = !DILocation(line: 27, column: 57, scope: !65)
!85 = distinct !{!85, !77, !86, !48}
!86 = !DILocation(line: 27, column: 89, scope: !65)
!87 = !DILocation(line: 28, column: 34, scope: !65)
!88 = !DILocation(line: 28, column: 9, scope: !65)
!89 = !DILocation(line: 28, column: 5, scope: !65)
!90 = !DILocation(line: 29, column: 7, scope: !65)
!91 = !DILocation(line: 29, column: 19, scope: !65)
!92 = !DILocation(line: 29, column: 43, scope: !65)
!93 = !DILocation(line: 29, column: 25, scope: !65)
!94 = !DILocation(line: 29, column: 29, scope: !65)
!95 = !DILocation(line: 29, column: 41, scope: !65)
!96 = !DILocation(line: 30, column: 1, scope: !65)
!97 = distinct !DISubprogram(name: "operator()<float>", scope: !1, file: !1, line: 4, type: !9, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!98 = !DILocation(line: 4, column: 85, scope: !97)
!99 = !DILocation(line: 4, column: 89, scope: !97)
!100 = !DILocation(line: 4, column: 87, scope: !97)
!101 = !DILocation(line: 4, column: 78, scope: !97)
!102 = distinct !DISubprogram(name: "block_reduce<float, Sum, 256>", scope: !1, file: !1, line: 10, type: !9, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!103 = !DILocation(line: 12, column: 11, scope: !102)
!104 = !DILocation(line: 12, column: 7, scope: !102)
!105 = !DILocation(line: 13, column: 12, scope: !102)
!106 = !DILocation(line: 13, column: 7, scope: !102)
!107 = !DILocation(line: 13, column: 3, scope: !102)
!108 = !DILocation(line: 13, column: 10, scope: !102)
!109 = !DILocation(line: 14, column: 3, scope: !102)
!110 = !DILocation(line: 15, column: 12, scope: !102)
!111 = !DILocation(line: 15, column: 8, scope: !102)
!112 = !DILocation(line: 15, column: 27, scope: !102)
!113 = !DILocation(line: 15, column: 29, scope: !102)
!114 = !DILocation(line: 15, column: 3, scope: !102)
!115 = !DILocation(line: 16, column: 9, scope: !102)
!116 = !DILocation(line: 16, column: 13, scope: !102)
!117 = !DILocation(line: 16, column: 11, scope: !102)
!118 = !DILocation(line: 16, column: 32, scope: !102)
!119 = !DILocation(line: 16, column: 28, scope: !102)
!120 = !DILocation(line: 16, column: 40, scope: !102)
!121 = !DILocation(line: 16, column: 44, scope: !102)
!122 = !DILocation(line: 16, column: 42, scope: !102)
!123 = !DILocation(line: 16, column: 36, scope: !102)
!124 = !DILocation(line: 16, column: 25, scope: !102)
!125 = !DILocation(line: 16, column: 20, scope: !102)
!126 = !DILocation(line: 16, column: 16, scope: !102)
!127 = !DILocation(line: 16, column: 23, scope: !102)
!128 = !DILocation(line: 17, column: 5, scope: !102)
!129 = !DILocation(line: 18, column: 3, scope: !102)
!130 = !DILocation(line: 15, column: 38, scope: !102)
!131 = distinct !{!131, !114, !129, !48}
!132 = !DILocation(line: 19, column: 13, scope: !102)
!133 = !DILocation(line: 19, column: 9, scope: !102)
!134 = !DILocation(line: 19, column: 5, scope: !102)
!135 = !DILocation(line: 20, column: 7, scope: !102)
!136 = !DILocation(line: 20, column: 9, scope: !102)
!137 = !DILocation(line: 21, column: 14, scope: !102)
!138 = !DILocation(line: 21, column: 10, scope: !102)
!139 = !DILocation(line: 21, column: 24, scope: !102)
!140 = !DILocation(line: 21, column: 28, scope: !102)
!141 = !DILocation(line: 21, column: 5, scope: !102)
!142 = !DILocation(line: 21, column: 51, scope: !102)
!143 = !DILocation(line: 21, column: 64, scope: !102)
!144 = !DILocation(line: 21, column: 67, scope: !102)
!145 = !DILocation(line: 21, column: 54, scope: !102)
!146 = !DILocation(line: 21, column: 48, scope: !102)
!147 = !DILocation(line: 21, column: 46, scope: !102)
!148 = !DILocation(line: 21, column: 44, scope: !102)
!149 = !DILocation(line: 21, column: 37, scope: !102)
!150 = distinct !{!150, !141, !151, !48}
!151 = !DILocation(line: 21, column: 71, scope: !102)
!152 = !DILocation(line: 22, column: 10, scope: !102)
!153 = !DILocation(line: 22, column: 3, scope: !102)
!154 = distinct !DISubprogram(name: "operator()<int>", scope: !1, file: !1, line: 5, type: !9, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!155 = !DILocation(line: 5, column: 85, scope: !154)
!156 = !DILocation(line: 5, column: 89, scope: !154)
!157 = !DILocation(line: 5, column: 87, scope: !154)
!158 = !DILocation(line: 5, column: 93, scope: !154)
!159 = !DILocation(line: 5, column: 97, scope: !154)
!160 = !DILocation(line: 5, column: 78, scope: !154)
!161 = distinct !DISubprogram(name: "block_reduce<int, Max, 256>", scope: !1, file: !1, line: 10, type: !9, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!162 = !DILocation(line: 12, column: 11, scope: !161)
!163 = !DILocation(line: 12, column: 7, scope: !161)
!164 = !DILocation(line: 13, column: 12, scope: !161)
!165 = !DILocation(line: 13, column: 7, scope: !161)
!166 = !DILocation(line: 13, column: 3, scope: !161)
!167 = !DILocation(line: 13, column: 10, scope: !161)
!168 = !DILocation(line: 14, column: 3, scope: !161)
!169 = !DILocation(line: 15, column: 12, scope: !161)
!170 = !DILocation(line: 15, column: 8, scope: !161)
!171 = !DILocation(line: 15, column: 27, scope: !161)
!172 = !DILocation(line: 15, column: 29, scope: !161)
!173 = !DILocation(line: 15, column: 3, scope: !161)
!174 = !DILocation(line: 16, column: 9, scope: !161)
!175 = !DILocation(line: 16, column: 13, scope: !161)
!176 = !DILocation(line: 16, column: 11, scope: !161)
!177 = !DILocation(line: 16, column: 32, scope: !161)
!178 = !DILocation(line: 16, column: 28, scope: !161)
!179 = !DILocation(line: 16, column: 40, scope: !161)
!180 = !DILocation(line: 16, column: 44, scope: !161)
!181 = !DILocation(line: 16, column: 42, scope: !161)
!182 = !DILocation(line: 16, column: 36, scope: !161)
!183 = !DILocation(line: 16, column: 25, scope: !161)
!184 = !DILocation(line: 16, column: 20, scope: !161)
!185 = !DILocation(line: 16, column: 16, scope: !161)
!186 = !DILocation(line: 16, column: 23, scope: !161)
!187 = !DILocation(line: 17, column: 5, scope: !161)
!188 = !DILocation(line: 18, column: 3, scope: !161)
!189 = !DILocation(line: 15, column: 38, scope: !161)
!190 = distinct !{!190, !173, !188, !48}
!191 = !DILocation(line: 19, column: 13, scope: !161)
!192 = !DILocation(line: 19, column: 9, scope: !161)
!193 = !DILocation(line: 19, column: 5, scope: !161)
!194 = !DILocation(line: 20, column: 7, scope: !161)
!195 = !DILocation(line: 20, column: 9, scope: !161)
!196 = !DILocation(line: 21, column: 14, scope: !161)
!197 = !DILocation(line: 21, column: 10, scope: !161)
!198 = !DILocation(line: 21, column: 24, scope: !161)
!199 = !DILocation(line: 21, column: 28, scope: !161)
!200 = !DILocation(line: 21, column: 5, scope: !161)
!201 = !DILocation(line: 21, column: 51, scope: !161)
!202 = !DILocation(line: 21, column: 64, scope: !161)
!203 = !DILocation(line: 21, column: 67, scope: !161)
!204 = !DILocation(line: 21, column: 54, scope: !161)
!205 = !DILocation(line: 21, column: 48, scope: !161)
!206 = !DILocation(line: 21, column: 46, scope: !161)
!207 = !DILocation(line: 21, column: 44, scope: !161)
!208 = !DILocation(line: 21, column: 37, scope: !161)
!209 = distinct !{!209, !200, !210, !48}
!210 = !DILocation(line: 21, column: 71, scope: !161)
!211 = !DILocation(line: 22, column: 10, scope: !161)
!212 = !DILocation(line: 22, column: 3, scope: !161)
