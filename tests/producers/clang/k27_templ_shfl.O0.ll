; ModuleID = 'k27_templ_shfl.cu'
source_filename = "k27_templ_shfl.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Sum = type { i8 }
%struct.Max = type { i8 }
%struct.Min = type { i8 }

$_Z11reduce_bodyIf3SumEvPKT_PS1_iT0_S1_ = comdat any

$_Z11reduce_bodyId3MaxEvPKT_PS1_iT0_S1_ = comdat any

$_Z11reduce_bodyIi3MinEvPKT_PS1_iT0_S1_ = comdat any

$_Z11reduce_bodyIx3SumEvPKT_PS1_iT0_S1_ = comdat any

$_Z11reduce_bodyIj3MaxEvPKT_PS1_iT0_S1_ = comdat any

$_ZNK3SumclIfEET_S1_S1_ = comdat any

$_Z12block_reduceIf3SumET_S1_T0_S1_ = comdat any

$_Z11warp_reduceIf3SumET_S1_T0_ = comdat any

$_ZN4ShflIfE8xor_syncEfi = comdat any

$_ZNK3MaxclIdEET_S1_S1_ = comdat any

$_Z12block_reduceId3MaxET_S1_T0_S1_ = comdat any

$_Z11warp_reduceId3MaxET_S1_T0_ = comdat any

$_ZN4ShflIdE8xor_syncEdi = comdat any

$_ZNK3MinclIiEET_S1_S1_ = comdat any

$_Z12block_reduceIi3MinET_S1_T0_S1_ = comdat any

$_Z11warp_reduceIi3MinET_S1_T0_ = comdat any

$_ZN4ShflIiE8xor_syncEii = comdat any

$_ZNK3SumclIxEET_S1_S1_ = comdat any

$_Z12block_reduceIx3SumET_S1_T0_S1_ = comdat any

$_Z11warp_reduceIx3SumET_S1_T0_ = comdat any

$_ZN4ShflIxE8xor_syncExi = comdat any

$_ZNK3MaxclIjEET_S1_S1_ = comdat any

$_Z12block_reduceIj3MaxET_S1_T0_S1_ = comdat any

$_Z11warp_reduceIj3MaxET_S1_T0_ = comdat any

$_ZN4ShflIjE8xor_syncEji = comdat any

$_ZZ12block_reduceIf3SumET_S1_T0_S1_E7partial = comdat any

$_ZZ12block_reduceId3MaxET_S1_T0_S1_E7partial = comdat any

$_ZZ12block_reduceIi3MinET_S1_T0_S1_E7partial = comdat any

$_ZZ12block_reduceIx3SumET_S1_T0_S1_E7partial = comdat any

$_ZZ12block_reduceIj3MaxET_S1_T0_S1_E7partial = comdat any

@_ZZ12block_reduceIf3SumET_S1_T0_S1_E7partial = linkonce_odr dso_local addrspace(3) global [32 x float] undef, comdat, align 4
@_ZZ12block_reduceId3MaxET_S1_T0_S1_E7partial = linkonce_odr dso_local addrspace(3) global [32 x double] undef, comdat, align 8
@_ZZ12block_reduceIi3MinET_S1_T0_S1_E7partial = linkonce_odr dso_local addrspace(3) global [32 x i32] undef, comdat, align 4
@_ZZ12block_reduceIx3SumET_S1_T0_S1_E7partial = linkonce_odr dso_local addrspace(3) global [32 x i64] undef, comdat, align 8
@_ZZ12block_reduceIj3MaxET_S1_T0_S1_E7partial = linkonce_odr dso_local addrspace(3) global [32 x i32] undef, comdat, align 4

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local ptx_kernel void @sum_f32(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 !dbg !8 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca %struct.Sum, align 1
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %8 = load ptr, ptr %4, align 8, !dbg !11
  %9 = load ptr, ptr %5, align 8, !dbg !12
  %10 = load i32, ptr %6, align 4, !dbg !13
  call void @_Z11reduce_bodyIf3SumEvPKT_PS1_iT0_S1_(ptr noundef %8, ptr noundef %9, i32 noundef %10, ptr noundef byval(%struct.Sum) align 1 %7, float noundef 0.000000e+00) #5, !dbg !14
  ret void, !dbg !15
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_Z11reduce_bodyIf3SumEvPKT_PS1_iT0_S1_(ptr noundef %0, ptr noundef %1, i32 noundef %2, ptr noundef byval(%struct.Sum) align 1 %3, float noundef %4) #1 comdat !dbg !16 {
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca float, align 4
  %10 = alloca float, align 4
  %11 = alloca i32, align 4
  %12 = alloca %struct.Sum, align 1
  store ptr %0, ptr %6, align 8
  store ptr %1, ptr %7, align 8
  store i32 %2, ptr %8, align 4
  store float %4, ptr %9, align 4
  %13 = load float, ptr %9, align 4, !dbg !17
  store float %13, ptr %10, align 4, !dbg !18
  %14 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !19
  %15 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !20
  %16 = mul nsw i32 %14, %15, !dbg !21
  %17 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !22
  %18 = add nsw i32 %16, %17, !dbg !23
  store i32 %18, ptr %11, align 4, !dbg !24
  br label %19, !dbg !25

19:                                               ; preds = %31, %5
  %20 = load i32, ptr %11, align 4, !dbg !26
  %21 = load i32, ptr %8, align 4, !dbg !27
  %22 = icmp slt i32 %20, %21, !dbg !28
  br i1 %22, label %23, label %37, !dbg !29

23:                                               ; preds = %19
  %24 = load float, ptr %10, align 4, !dbg !30
  %25 = load ptr, ptr %6, align 8, !dbg !31
  %26 = load i32, ptr %11, align 4, !dbg !32
  %27 = sext i32 %26 to i64, !dbg !31
  %28 = getelementptr inbounds float, ptr %25, i64 %27, !dbg !31
  %29 = load float, ptr %28, align 4, !dbg !31
  %30 = call contract noundef float @_ZNK3SumclIfEET_S1_S1_(ptr noundef nonnull align 1 dereferenceable(1) %3, float noundef %24, float noundef %29) #5, !dbg !33
  store float %30, ptr %10, align 4, !dbg !34
  br label %31, !dbg !35

31:                                               ; preds = %23
  %32 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !36
  %33 = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x(), !dbg !37
  %34 = mul nsw i32 %32, %33, !dbg !38
  %35 = load i32, ptr %11, align 4, !dbg !39
  %36 = add nsw i32 %35, %34, !dbg !39
  store i32 %36, ptr %11, align 4, !dbg !39
  br label %19, !dbg !29, !llvm.loop !40

37:                                               ; preds = %19
  %38 = load float, ptr %10, align 4, !dbg !43
  %39 = load float, ptr %9, align 4, !dbg !44
  %40 = call contract noundef float @_Z12block_reduceIf3SumET_S1_T0_S1_(float noundef %38, ptr noundef byval(%struct.Sum) align 1 %12, float noundef %39) #5, !dbg !45
  store float %40, ptr %10, align 4, !dbg !46
  %41 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !47
  %42 = icmp eq i32 %41, 0, !dbg !48
  br i1 %42, label %43, label %49, !dbg !48

43:                                               ; preds = %37
  %44 = load float, ptr %10, align 4, !dbg !49
  %45 = load ptr, ptr %7, align 8, !dbg !50
  %46 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !51
  %47 = sext i32 %46 to i64, !dbg !50
  %48 = getelementptr inbounds float, ptr %45, i64 %47, !dbg !50
  store float %44, ptr %48, align 4, !dbg !52
  br label %49, !dbg !50

49:                                               ; preds = %43, %37
  ret void, !dbg !53
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local ptx_kernel void @max_f64(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 !dbg !54 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca %struct.Max, align 1
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %8 = load ptr, ptr %4, align 8, !dbg !55
  %9 = load ptr, ptr %5, align 8, !dbg !56
  %10 = load i32, ptr %6, align 4, !dbg !57
  call void @_Z11reduce_bodyId3MaxEvPKT_PS1_iT0_S1_(ptr noundef %8, ptr noundef %9, i32 noundef %10, ptr noundef byval(%struct.Max) align 1 %7, double noundef -1.000000e+300) #5, !dbg !58
  ret void, !dbg !59
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_Z11reduce_bodyId3MaxEvPKT_PS1_iT0_S1_(ptr noundef %0, ptr noundef %1, i32 noundef %2, ptr noundef byval(%struct.Max) align 1 %3, double noundef %4) #1 comdat !dbg !60 {
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca double, align 8
  %10 = alloca double, align 8
  %11 = alloca i32, align 4
  %12 = alloca %struct.Max, align 1
  store ptr %0, ptr %6, align 8
  store ptr %1, ptr %7, align 8
  store i32 %2, ptr %8, align 4
  store double %4, ptr %9, align 8
  %13 = load double, ptr %9, align 8, !dbg !61
  store double %13, ptr %10, align 8, !dbg !62
  %14 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !63
  %15 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !64
  %16 = mul nsw i32 %14, %15, !dbg !65
  %17 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !66
  %18 = add nsw i32 %16, %17, !dbg !67
  store i32 %18, ptr %11, align 4, !dbg !68
  br label %19, !dbg !69

19:                                               ; preds = %31, %5
  %20 = load i32, ptr %11, align 4, !dbg !70
  %21 = load i32, ptr %8, align 4, !dbg !71
  %22 = icmp slt i32 %20, %21, !dbg !72
  br i1 %22, label %23, label %37, !dbg !73

23:                                               ; preds = %19
  %24 = load double, ptr %10, align 8, !dbg !74
  %25 = load ptr, ptr %6, align 8, !dbg !75
  %26 = load i32, ptr %11, align 4, !dbg !76
  %27 = sext i32 %26 to i64, !dbg !75
  %28 = getelementptr inbounds double, ptr %25, i64 %27, !dbg !75
  %29 = load double, ptr %28, align 8, !dbg !75
  %30 = call contract noundef double @_ZNK3MaxclIdEET_S1_S1_(ptr noundef nonnull align 1 dereferenceable(1) %3, double noundef %24, double noundef %29) #5, !dbg !77
  store double %30, ptr %10, align 8, !dbg !78
  br label %31, !dbg !79

31:                                               ; preds = %23
  %32 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !80
  %33 = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x(), !dbg !81
  %34 = mul nsw i32 %32, %33, !dbg !82
  %35 = load i32, ptr %11, align 4, !dbg !83
  %36 = add nsw i32 %35, %34, !dbg !83
  store i32 %36, ptr %11, align 4, !dbg !83
  br label %19, !dbg !73, !llvm.loop !84

37:                                               ; preds = %19
  %38 = load double, ptr %10, align 8, !dbg !86
  %39 = load double, ptr %9, align 8, !dbg !87
  %40 = call contract noundef double @_Z12block_reduceId3MaxET_S1_T0_S1_(double noundef %38, ptr noundef byval(%struct.Max) align 1 %12, double noundef %39) #5, !dbg !88
  store double %40, ptr %10, align 8, !dbg !89
  %41 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !90
  %42 = icmp eq i32 %41, 0, !dbg !91
  br i1 %42, label %43, label %49, !dbg !91

43:                                               ; preds = %37
  %44 = load double, ptr %10, align 8, !dbg !92
  %45 = load ptr, ptr %7, align 8, !dbg !93
  %46 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !94
  %47 = sext i32 %46 to i64, !dbg !93
  %48 = getelementptr inbounds double, ptr %45, i64 %47, !dbg !93
  store double %44, ptr %48, align 8, !dbg !95
  br label %49, !dbg !93

49:                                               ; preds = %43, %37
  ret void, !dbg !96
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local ptx_kernel void @min_i32(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 !dbg !97 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca %struct.Min, align 1
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %8 = load ptr, ptr %4, align 8, !dbg !98
  %9 = load ptr, ptr %5, align 8, !dbg !99
  %10 = load i32, ptr %6, align 4, !dbg !100
  call void @_Z11reduce_bodyIi3MinEvPKT_PS1_iT0_S1_(ptr noundef %8, ptr noundef %9, i32 noundef %10, ptr noundef byval(%struct.Min) align 1 %7, i32 noundef 2147483647) #5, !dbg !101
  ret void, !dbg !102
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_Z11reduce_bodyIi3MinEvPKT_PS1_iT0_S1_(ptr noundef %0, ptr noundef %1, i32 noundef %2, ptr noundef byval(%struct.Min) align 1 %3, i32 noundef %4) #1 comdat !dbg !103 {
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca %struct.Min, align 1
  store ptr %0, ptr %6, align 8
  store ptr %1, ptr %7, align 8
  store i32 %2, ptr %8, align 4
  store i32 %4, ptr %9, align 4
  %13 = load i32, ptr %9, align 4, !dbg !104
  store i32 %13, ptr %10, align 4, !dbg !105
  %14 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !106
  %15 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !107
  %16 = mul nsw i32 %14, %15, !dbg !108
  %17 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !109
  %18 = add nsw i32 %16, %17, !dbg !110
  store i32 %18, ptr %11, align 4, !dbg !111
  br label %19, !dbg !112

19:                                               ; preds = %31, %5
  %20 = load i32, ptr %11, align 4, !dbg !113
  %21 = load i32, ptr %8, align 4, !dbg !114
  %22 = icmp slt i32 %20, %21, !dbg !115
  br i1 %22, label %23, label %37, !dbg !116

23:                                               ; preds = %19
  %24 = load i32, ptr %10, align 4, !dbg !117
  %25 = load ptr, ptr %6, align 8, !dbg !118
  %26 = load i32, ptr %11, align 4, !dbg !119
  %27 = sext i32 %26 to i64, !dbg !118
  %28 = getelementptr inbounds i32, ptr %25, i64 %27, !dbg !118
  %29 = load i32, ptr %28, align 4, !dbg !118
  %30 = call noundef i32 @_ZNK3MinclIiEET_S1_S1_(ptr noundef nonnull align 1 dereferenceable(1) %3, i32 noundef %24, i32 noundef %29) #5, !dbg !120
  store i32 %30, ptr %10, align 4, !dbg !121
  br label %31, !dbg !122

31:                                               ; preds = %23
  %32 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !123
  %33 = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x(), !dbg !124
  %34 = mul nsw i32 %32, %33, !dbg !125
  %35 = load i32, ptr %11, align 4, !dbg !126
  %36 = add nsw i32 %35, %34, !dbg !126
  store i32 %36, ptr %11, align 4, !dbg !126
  br label %19, !dbg !116, !llvm.loop !127

37:                                               ; preds = %19
  %38 = load i32, ptr %10, align 4, !dbg !129
  %39 = load i32, ptr %9, align 4, !dbg !130
  %40 = call noundef i32 @_Z12block_reduceIi3MinET_S1_T0_S1_(i32 noundef %38, ptr noundef byval(%struct.Min) align 1 %12, i32 noundef %39) #5, !dbg !131
  store i32 %40, ptr %10, align 4, !dbg !132
  %41 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !133
  %42 = icmp eq i32 %41, 0, !dbg !134
  br i1 %42, label %43, label %49, !dbg !134

43:                                               ; preds = %37
  %44 = load i32, ptr %10, align 4, !dbg !135
  %45 = load ptr, ptr %7, align 8, !dbg !136
  %46 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !137
  %47 = sext i32 %46 to i64, !dbg !136
  %48 = getelementptr inbounds i32, ptr %45, i64 %47, !dbg !136
  store i32 %44, ptr %48, align 4, !dbg !138
  br label %49, !dbg !136

49:                                               ; preds = %43, %37
  ret void, !dbg !139
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local ptx_kernel void @sum_i64(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 !dbg !140 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca %struct.Sum, align 1
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %8 = load ptr, ptr %4, align 8, !dbg !141
  %9 = load ptr, ptr %5, align 8, !dbg !142
  %10 = load i32, ptr %6, align 4, !dbg !143
  call void @_Z11reduce_bodyIx3SumEvPKT_PS1_iT0_S1_(ptr noundef %8, ptr noundef %9, i32 noundef %10, ptr noundef byval(%struct.Sum) align 1 %7, i64 noundef 0) #5, !dbg !144
  ret void, !dbg !145
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_Z11reduce_bodyIx3SumEvPKT_PS1_iT0_S1_(ptr noundef %0, ptr noundef %1, i32 noundef %2, ptr noundef byval(%struct.Sum) align 1 %3, i64 noundef %4) #1 comdat !dbg !146 {
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca i64, align 8
  %10 = alloca i64, align 8
  %11 = alloca i32, align 4
  %12 = alloca %struct.Sum, align 1
  store ptr %0, ptr %6, align 8
  store ptr %1, ptr %7, align 8
  store i32 %2, ptr %8, align 4
  store i64 %4, ptr %9, align 8
  %13 = load i64, ptr %9, align 8, !dbg !147
  store i64 %13, ptr %10, align 8, !dbg !148
  %14 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !149
  %15 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !150
  %16 = mul nsw i32 %14, %15, !dbg !151
  %17 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !152
  %18 = add nsw i32 %16, %17, !dbg !153
  store i32 %18, ptr %11, align 4, !dbg !154
  br label %19, !dbg !155

19:                                               ; preds = %31, %5
  %20 = load i32, ptr %11, align 4, !dbg !156
  %21 = load i32, ptr %8, align 4, !dbg !157
  %22 = icmp slt i32 %20, %21, !dbg !158
  br i1 %22, label %23, label %37, !dbg !159

23:                                               ; preds = %19
  %24 = load i64, ptr %10, align 8, !dbg !160
  %25 = load ptr, ptr %6, align 8, !dbg !161
  %26 = load i32, ptr %11, align 4, !dbg !162
  %27 = sext i32 %26 to i64, !dbg !161
  %28 = getelementptr inbounds i64, ptr %25, i64 %27, !dbg !161
  %29 = load i64, ptr %28, align 8, !dbg !161
  %30 = call noundef i64 @_ZNK3SumclIxEET_S1_S1_(ptr noundef nonnull align 1 dereferenceable(1) %3, i64 noundef %24, i64 noundef %29) #5, !dbg !163
  store i64 %30, ptr %10, align 8, !dbg !164
  br label %31, !dbg !165

31:                                               ; preds = %23
  %32 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !166
  %33 = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x(), !dbg !167
  %34 = mul nsw i32 %32, %33, !dbg !168
  %35 = load i32, ptr %11, align 4, !dbg !169
  %36 = add nsw i32 %35, %34, !dbg !169
  store i32 %36, ptr %11, align 4, !dbg !169
  br label %19, !dbg !159, !llvm.loop !170

37:                                               ; preds = %19
  %38 = load i64, ptr %10, align 8, !dbg !172
  %39 = load i64, ptr %9, align 8, !dbg !173
  %40 = call noundef i64 @_Z12block_reduceIx3SumET_S1_T0_S1_(i64 noundef %38, ptr noundef byval(%struct.Sum) align 1 %12, i64 noundef %39) #5, !dbg !174
  store i64 %40, ptr %10, align 8, !dbg !175
  %41 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !176
  %42 = icmp eq i32 %41, 0, !dbg !177
  br i1 %42, label %43, label %49, !dbg !177

43:                                               ; preds = %37
  %44 = load i64, ptr %10, align 8, !dbg !178
  %45 = load ptr, ptr %7, align 8, !dbg !179
  %46 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !180
  %47 = sext i32 %46 to i64, !dbg !179
  %48 = getelementptr inbounds i64, ptr %45, i64 %47, !dbg !179
  store i64 %44, ptr %48, align 8, !dbg !181
  br label %49, !dbg !179

49:                                               ; preds = %43, %37
  ret void, !dbg !182
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local ptx_kernel void @max_u32(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 !dbg !183 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca %struct.Max, align 1
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %8 = load ptr, ptr %4, align 8, !dbg !184
  %9 = load ptr, ptr %5, align 8, !dbg !185
  %10 = load i32, ptr %6, align 4, !dbg !186
  call void @_Z11reduce_bodyIj3MaxEvPKT_PS1_iT0_S1_(ptr noundef %8, ptr noundef %9, i32 noundef %10, ptr noundef byval(%struct.Max) align 1 %7, i32 noundef 0) #5, !dbg !187
  ret void, !dbg !188
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_Z11reduce_bodyIj3MaxEvPKT_PS1_iT0_S1_(ptr noundef %0, ptr noundef %1, i32 noundef %2, ptr noundef byval(%struct.Max) align 1 %3, i32 noundef %4) #1 comdat !dbg !189 {
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca %struct.Max, align 1
  store ptr %0, ptr %6, align 8
  store ptr %1, ptr %7, align 8
  store i32 %2, ptr %8, align 4
  store i32 %4, ptr %9, align 4
  %13 = load i32, ptr %9, align 4, !dbg !190
  store i32 %13, ptr %10, align 4, !dbg !191
  %14 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !192
  %15 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !193
  %16 = mul nsw i32 %14, %15, !dbg !194
  %17 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !195
  %18 = add nsw i32 %16, %17, !dbg !196
  store i32 %18, ptr %11, align 4, !dbg !197
  br label %19, !dbg !198

19:                                               ; preds = %31, %5
  %20 = load i32, ptr %11, align 4, !dbg !199
  %21 = load i32, ptr %8, align 4, !dbg !200
  %22 = icmp slt i32 %20, %21, !dbg !201
  br i1 %22, label %23, label %37, !dbg !202

23:                                               ; preds = %19
  %24 = load i32, ptr %10, align 4, !dbg !203
  %25 = load ptr, ptr %6, align 8, !dbg !204
  %26 = load i32, ptr %11, align 4, !dbg !205
  %27 = sext i32 %26 to i64, !dbg !204
  %28 = getelementptr inbounds i32, ptr %25, i64 %27, !dbg !204
  %29 = load i32, ptr %28, align 4, !dbg !204
  %30 = call noundef i32 @_ZNK3MaxclIjEET_S1_S1_(ptr noundef nonnull align 1 dereferenceable(1) %3, i32 noundef %24, i32 noundef %29) #5, !dbg !206
  store i32 %30, ptr %10, align 4, !dbg !207
  br label %31, !dbg !208

31:                                               ; preds = %23
  %32 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !209
  %33 = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x(), !dbg !210
  %34 = mul nsw i32 %32, %33, !dbg !211
  %35 = load i32, ptr %11, align 4, !dbg !212
  %36 = add nsw i32 %35, %34, !dbg !212
  store i32 %36, ptr %11, align 4, !dbg !212
  br label %19, !dbg !202, !llvm.loop !213

37:                                               ; preds = %19
  %38 = load i32, ptr %10, align 4, !dbg !215
  %39 = load i32, ptr %9, align 4, !dbg !216
  %40 = call noundef i32 @_Z12block_reduceIj3MaxET_S1_T0_S1_(i32 noundef %38, ptr noundef byval(%struct.Max) align 1 %12, i32 noundef %39) #5, !dbg !217
  store i32 %40, ptr %10, align 4, !dbg !218
  %41 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !219
  %42 = icmp eq i32 %41, 0, !dbg !220
  br i1 %42, label %43, label %49, !dbg !220

43:                                               ; preds = %37
  %44 = load i32, ptr %10, align 4, !dbg !221
  %45 = load ptr, ptr %7, align 8, !dbg !222
  %46 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !223
  %47 = sext i32 %46 to i64, !dbg !222
  %48 = getelementptr inbounds i32, ptr %45, i64 %47, !dbg !222
  store i32 %44, ptr %48, align 4, !dbg !224
  br label %49, !dbg !222

49:                                               ; preds = %43, %37
  ret void, !dbg !225
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef float @_ZNK3SumclIfEET_S1_S1_(ptr noundef nonnull align 1 dereferenceable(1) %0, float noundef %1, float noundef %2) #1 comdat align 2 !dbg !226 {
  %4 = alloca ptr, align 8
  %5 = alloca float, align 4
  %6 = alloca float, align 4
  store ptr %0, ptr %4, align 8
  store float %1, ptr %5, align 4
  store float %2, ptr %6, align 4
  %7 = load ptr, ptr %4, align 8
  %8 = load float, ptr %5, align 4, !dbg !227
  %9 = load float, ptr %6, align 4, !dbg !228
  %10 = fadd contract float %8, %9, !dbg !229
  ret float %10, !dbg !230
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #2

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef float @_Z12block_reduceIf3SumET_S1_T0_S1_(float noundef %0, ptr noundef byval(%struct.Sum) align 1 %1, float noundef %2) #1 comdat !dbg !231 {
  %4 = alloca float, align 4
  %5 = alloca float, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca %struct.Sum, align 1
  %9 = alloca %struct.Sum, align 1
  store float %0, ptr %4, align 4
  store float %2, ptr %5, align 4
  %10 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !232
  %11 = and i32 %10, 31, !dbg !233
  store i32 %11, ptr %6, align 4, !dbg !234
  %12 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !235
  %13 = ashr i32 %12, 5, !dbg !236
  store i32 %13, ptr %7, align 4, !dbg !237
  %14 = load float, ptr %4, align 4, !dbg !238
  %15 = call contract noundef float @_Z11warp_reduceIf3SumET_S1_T0_(float noundef %14, ptr noundef byval(%struct.Sum) align 1 %8) #5, !dbg !239
  store float %15, ptr %4, align 4, !dbg !240
  %16 = load i32, ptr %6, align 4, !dbg !241
  %17 = icmp eq i32 %16, 0, !dbg !242
  br i1 %17, label %18, label %23, !dbg !242

18:                                               ; preds = %3
  %19 = load float, ptr %4, align 4, !dbg !243
  %20 = load i32, ptr %7, align 4, !dbg !244
  %21 = sext i32 %20 to i64, !dbg !245
  %22 = getelementptr inbounds [32 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12block_reduceIf3SumET_S1_T0_S1_E7partial to ptr), i64 0, i64 %21, !dbg !245
  store float %19, ptr %22, align 4, !dbg !246
  br label %23, !dbg !245

23:                                               ; preds = %18, %3
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !247
  %24 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !248
  %25 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !249
  %26 = add nsw i32 %25, 31, !dbg !250
  %27 = sdiv i32 %26, 32, !dbg !251
  %28 = icmp slt i32 %24, %27, !dbg !252
  br i1 %28, label %29, label %34, !dbg !248

29:                                               ; preds = %23
  %30 = load i32, ptr %6, align 4, !dbg !253
  %31 = sext i32 %30 to i64, !dbg !254
  %32 = getelementptr inbounds [32 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12block_reduceIf3SumET_S1_T0_S1_E7partial to ptr), i64 0, i64 %31, !dbg !254
  %33 = load float, ptr %32, align 4, !dbg !254
  br label %36, !dbg !248

34:                                               ; preds = %23
  %35 = load float, ptr %5, align 4, !dbg !255
  br label %36, !dbg !248

36:                                               ; preds = %34, %29
  %37 = phi contract float [ %33, %29 ], [ %35, %34 ], !dbg !248
  store float %37, ptr %4, align 4, !dbg !256
  %38 = load i32, ptr %7, align 4, !dbg !257
  %39 = icmp eq i32 %38, 0, !dbg !258
  br i1 %39, label %40, label %43, !dbg !258

40:                                               ; preds = %36
  %41 = load float, ptr %4, align 4, !dbg !259
  %42 = call contract noundef float @_Z11warp_reduceIf3SumET_S1_T0_(float noundef %41, ptr noundef byval(%struct.Sum) align 1 %9) #5, !dbg !260
  store float %42, ptr %4, align 4, !dbg !261
  br label %43, !dbg !262

43:                                               ; preds = %40, %36
  %44 = load float, ptr %4, align 4, !dbg !263
  ret float %44, !dbg !264
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef float @_Z11warp_reduceIf3SumET_S1_T0_(float noundef %0, ptr noundef byval(%struct.Sum) align 1 %1) #1 comdat !dbg !265 {
  %3 = alloca float, align 4
  %4 = alloca i32, align 4
  store float %0, ptr %3, align 4
  store i32 16, ptr %4, align 4, !dbg !266
  br label %5, !dbg !267

5:                                                ; preds = %14, %2
  %6 = load i32, ptr %4, align 4, !dbg !268
  %7 = icmp sgt i32 %6, 0, !dbg !269
  br i1 %7, label %8, label %17, !dbg !270

8:                                                ; preds = %5
  %9 = load float, ptr %3, align 4, !dbg !271
  %10 = load float, ptr %3, align 4, !dbg !272
  %11 = load i32, ptr %4, align 4, !dbg !273
  %12 = call contract noundef float @_ZN4ShflIfE8xor_syncEfi(float noundef %10, i32 noundef %11) #5, !dbg !274
  %13 = call contract noundef float @_ZNK3SumclIfEET_S1_S1_(ptr noundef nonnull align 1 dereferenceable(1) %1, float noundef %9, float noundef %12) #5, !dbg !275
  store float %13, ptr %3, align 4, !dbg !276
  br label %14, !dbg !277

14:                                               ; preds = %8
  %15 = load i32, ptr %4, align 4, !dbg !278
  %16 = ashr i32 %15, 1, !dbg !278
  store i32 %16, ptr %4, align 4, !dbg !278
  br label %5, !dbg !270, !llvm.loop !279

17:                                               ; preds = %5
  %18 = load float, ptr %3, align 4, !dbg !282
  ret float %18, !dbg !283
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #3

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef float @_ZN4ShflIfE8xor_syncEfi(float noundef %0, i32 noundef %1) #1 comdat align 2 !dbg !284 {
  %3 = alloca float, align 4
  %4 = alloca i32, align 4
  store float %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load float, ptr %3, align 4, !dbg !285
  %6 = load i32, ptr %4, align 4, !dbg !286
  %7 = call contract float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %5, i32 %6, i32 31), !dbg !287
  ret float %7, !dbg !288
}

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.bfly.f32(i32, float, i32, i32) #4

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef double @_ZNK3MaxclIdEET_S1_S1_(ptr noundef nonnull align 1 dereferenceable(1) %0, double noundef %1, double noundef %2) #1 comdat align 2 !dbg !289 {
  %4 = alloca ptr, align 8
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  store ptr %0, ptr %4, align 8
  store double %1, ptr %5, align 8
  store double %2, ptr %6, align 8
  %7 = load ptr, ptr %4, align 8
  %8 = load double, ptr %5, align 8, !dbg !290
  %9 = load double, ptr %6, align 8, !dbg !291
  %10 = fcmp contract ogt double %8, %9, !dbg !292
  br i1 %10, label %11, label %13, !dbg !290

11:                                               ; preds = %3
  %12 = load double, ptr %5, align 8, !dbg !293
  br label %15, !dbg !290

13:                                               ; preds = %3
  %14 = load double, ptr %6, align 8, !dbg !294
  br label %15, !dbg !290

15:                                               ; preds = %13, %11
  %16 = phi contract double [ %12, %11 ], [ %14, %13 ], !dbg !290
  ret double %16, !dbg !295
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef double @_Z12block_reduceId3MaxET_S1_T0_S1_(double noundef %0, ptr noundef byval(%struct.Max) align 1 %1, double noundef %2) #1 comdat !dbg !296 {
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca %struct.Max, align 1
  %9 = alloca %struct.Max, align 1
  store double %0, ptr %4, align 8
  store double %2, ptr %5, align 8
  %10 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !297
  %11 = and i32 %10, 31, !dbg !298
  store i32 %11, ptr %6, align 4, !dbg !299
  %12 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !300
  %13 = ashr i32 %12, 5, !dbg !301
  store i32 %13, ptr %7, align 4, !dbg !302
  %14 = load double, ptr %4, align 8, !dbg !303
  %15 = call contract noundef double @_Z11warp_reduceId3MaxET_S1_T0_(double noundef %14, ptr noundef byval(%struct.Max) align 1 %8) #5, !dbg !304
  store double %15, ptr %4, align 8, !dbg !305
  %16 = load i32, ptr %6, align 4, !dbg !306
  %17 = icmp eq i32 %16, 0, !dbg !307
  br i1 %17, label %18, label %23, !dbg !307

18:                                               ; preds = %3
  %19 = load double, ptr %4, align 8, !dbg !308
  %20 = load i32, ptr %7, align 4, !dbg !309
  %21 = sext i32 %20 to i64, !dbg !310
  %22 = getelementptr inbounds [32 x double], ptr addrspacecast (ptr addrspace(3) @_ZZ12block_reduceId3MaxET_S1_T0_S1_E7partial to ptr), i64 0, i64 %21, !dbg !310
  store double %19, ptr %22, align 8, !dbg !311
  br label %23, !dbg !310

23:                                               ; preds = %18, %3
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !312
  %24 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !313
  %25 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !314
  %26 = add nsw i32 %25, 31, !dbg !315
  %27 = sdiv i32 %26, 32, !dbg !316
  %28 = icmp slt i32 %24, %27, !dbg !317
  br i1 %28, label %29, label %34, !dbg !313

29:                                               ; preds = %23
  %30 = load i32, ptr %6, align 4, !dbg !318
  %31 = sext i32 %30 to i64, !dbg !319
  %32 = getelementptr inbounds [32 x double], ptr addrspacecast (ptr addrspace(3) @_ZZ12block_reduceId3MaxET_S1_T0_S1_E7partial to ptr), i64 0, i64 %31, !dbg !319
  %33 = load double, ptr %32, align 8, !dbg !319
  br label %36, !dbg !313

34:                                               ; preds = %23
  %35 = load double, ptr %5, align 8, !dbg !320
  br label %36, !dbg !313

36:                                               ; preds = %34, %29
  %37 = phi contract double [ %33, %29 ], [ %35, %34 ], !dbg !313
  store double %37, ptr %4, align 8, !dbg !321
  %38 = load i32, ptr %7, align 4, !dbg !322
  %39 = icmp eq i32 %38, 0, !dbg !323
  br i1 %39, label %40, label %43, !dbg !323

40:                                               ; preds = %36
  %41 = load double, ptr %4, align 8, !dbg !324
  %42 = call contract noundef double @_Z11warp_reduceId3MaxET_S1_T0_(double noundef %41, ptr noundef byval(%struct.Max) align 1 %9) #5, !dbg !325
  store double %42, ptr %4, align 8, !dbg !326
  br label %43, !dbg !327

43:                                               ; preds = %40, %36
  %44 = load double, ptr %4, align 8, !dbg !328
  ret double %44, !dbg !329
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef double @_Z11warp_reduceId3MaxET_S1_T0_(double noundef %0, ptr noundef byval(%struct.Max) align 1 %1) #1 comdat !dbg !330 {
  %3 = alloca double, align 8
  %4 = alloca i32, align 4
  store double %0, ptr %3, align 8
  store i32 16, ptr %4, align 4, !dbg !331
  br label %5, !dbg !332

5:                                                ; preds = %14, %2
  %6 = load i32, ptr %4, align 4, !dbg !333
  %7 = icmp sgt i32 %6, 0, !dbg !334
  br i1 %7, label %8, label %17, !dbg !335

8:                                                ; preds = %5
  %9 = load double, ptr %3, align 8, !dbg !336
  %10 = load double, ptr %3, align 8, !dbg !337
  %11 = load i32, ptr %4, align 4, !dbg !338
  %12 = call contract noundef double @_ZN4ShflIdE8xor_syncEdi(double noundef %10, i32 noundef %11) #5, !dbg !339
  %13 = call contract noundef double @_ZNK3MaxclIdEET_S1_S1_(ptr noundef nonnull align 1 dereferenceable(1) %1, double noundef %9, double noundef %12) #5, !dbg !340
  store double %13, ptr %3, align 8, !dbg !341
  br label %14, !dbg !342

14:                                               ; preds = %8
  %15 = load i32, ptr %4, align 4, !dbg !343
  %16 = ashr i32 %15, 1, !dbg !343
  store i32 %16, ptr %4, align 4, !dbg !343
  br label %5, !dbg !335, !llvm.loop !344

17:                                               ; preds = %5
  %18 = load double, ptr %3, align 8, !dbg !346
  ret double %18, !dbg !347
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef double @_ZN4ShflIdE8xor_syncEdi(double noundef %0, i32 noundef %1) #1 comdat align 2 !dbg !348 {
  %3 = alloca double, align 8
  %4 = alloca i32, align 4
  %5 = alloca i64, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i64, align 8
  store double %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %9 = load i64, ptr %3, align 8, !dbg !349
  store i64 %9, ptr %5, align 8, !dbg !350
  %10 = load i64, ptr %5, align 8, !dbg !351
  %11 = trunc i64 %10 to i32, !dbg !351
  %12 = load i32, ptr %4, align 4, !dbg !352
  %13 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %11, i32 %12, i32 31), !dbg !353
  store i32 %13, ptr %6, align 4, !dbg !354
  %14 = load i64, ptr %5, align 8, !dbg !355
  %15 = ashr i64 %14, 32, !dbg !356
  %16 = trunc i64 %15 to i32, !dbg !357
  %17 = load i32, ptr %4, align 4, !dbg !358
  %18 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %16, i32 %17, i32 31), !dbg !359
  store i32 %18, ptr %7, align 4, !dbg !360
  %19 = load i32, ptr %7, align 4, !dbg !361
  %20 = sext i32 %19 to i64, !dbg !361
  %21 = shl i64 %20, 32, !dbg !362
  %22 = load i32, ptr %6, align 4, !dbg !363
  %23 = zext i32 %22 to i64, !dbg !364
  %24 = or i64 %21, %23, !dbg !365
  store i64 %24, ptr %8, align 8, !dbg !366
  %25 = load double, ptr %8, align 8, !dbg !367
  ret double %25, !dbg !368
}

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #4

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef i32 @_ZNK3MinclIiEET_S1_S1_(ptr noundef nonnull align 1 dereferenceable(1) %0, i32 noundef %1, i32 noundef %2) #1 comdat align 2 !dbg !369 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store i32 %2, ptr %6, align 4
  %7 = load ptr, ptr %4, align 8
  %8 = load i32, ptr %5, align 4, !dbg !370
  %9 = load i32, ptr %6, align 4, !dbg !371
  %10 = icmp slt i32 %8, %9, !dbg !372
  br i1 %10, label %11, label %13, !dbg !370

11:                                               ; preds = %3
  %12 = load i32, ptr %5, align 4, !dbg !373
  br label %15, !dbg !370

13:                                               ; preds = %3
  %14 = load i32, ptr %6, align 4, !dbg !374
  br label %15, !dbg !370

15:                                               ; preds = %13, %11
  %16 = phi i32 [ %12, %11 ], [ %14, %13 ], !dbg !370
  ret i32 %16, !dbg !375
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef i32 @_Z12block_reduceIi3MinET_S1_T0_S1_(i32 noundef %0, ptr noundef byval(%struct.Min) align 1 %1, i32 noundef %2) #1 comdat !dbg !376 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca %struct.Min, align 1
  %9 = alloca %struct.Min, align 1
  store i32 %0, ptr %4, align 4
  store i32 %2, ptr %5, align 4
  %10 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !377
  %11 = and i32 %10, 31, !dbg !378
  store i32 %11, ptr %6, align 4, !dbg !379
  %12 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !380
  %13 = ashr i32 %12, 5, !dbg !381
  store i32 %13, ptr %7, align 4, !dbg !382
  %14 = load i32, ptr %4, align 4, !dbg !383
  %15 = call noundef i32 @_Z11warp_reduceIi3MinET_S1_T0_(i32 noundef %14, ptr noundef byval(%struct.Min) align 1 %8) #5, !dbg !384
  store i32 %15, ptr %4, align 4, !dbg !385
  %16 = load i32, ptr %6, align 4, !dbg !386
  %17 = icmp eq i32 %16, 0, !dbg !387
  br i1 %17, label %18, label %23, !dbg !387

18:                                               ; preds = %3
  %19 = load i32, ptr %4, align 4, !dbg !388
  %20 = load i32, ptr %7, align 4, !dbg !389
  %21 = sext i32 %20 to i64, !dbg !390
  %22 = getelementptr inbounds [32 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ12block_reduceIi3MinET_S1_T0_S1_E7partial to ptr), i64 0, i64 %21, !dbg !390
  store i32 %19, ptr %22, align 4, !dbg !391
  br label %23, !dbg !390

23:                                               ; preds = %18, %3
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !392
  %24 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !393
  %25 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !394
  %26 = add nsw i32 %25, 31, !dbg !395
  %27 = sdiv i32 %26, 32, !dbg !396
  %28 = icmp slt i32 %24, %27, !dbg !397
  br i1 %28, label %29, label %34, !dbg !393

29:                                               ; preds = %23
  %30 = load i32, ptr %6, align 4, !dbg !398
  %31 = sext i32 %30 to i64, !dbg !399
  %32 = getelementptr inbounds [32 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ12block_reduceIi3MinET_S1_T0_S1_E7partial to ptr), i64 0, i64 %31, !dbg !399
  %33 = load i32, ptr %32, align 4, !dbg !399
  br label %36, !dbg !393

34:                                               ; preds = %23
  %35 = load i32, ptr %5, align 4, !dbg !400
  br label %36, !dbg !393

36:                                               ; preds = %34, %29
  %37 = phi i32 [ %33, %29 ], [ %35, %34 ], !dbg !393
  store i32 %37, ptr %4, align 4, !dbg !401
  %38 = load i32, ptr %7, align 4, !dbg !402
  %39 = icmp eq i32 %38, 0, !dbg !403
  br i1 %39, label %40, label %43, !dbg !403

40:                                               ; preds = %36
  %41 = load i32, ptr %4, align 4, !dbg !404
  %42 = call noundef i32 @_Z11warp_reduceIi3MinET_S1_T0_(i32 noundef %41, ptr noundef byval(%struct.Min) align 1 %9) #5, !dbg !405
  store i32 %42, ptr %4, align 4, !dbg !406
  br label %43, !dbg !407

43:                                               ; preds = %40, %36
  %44 = load i32, ptr %4, align 4, !dbg !408
  ret i32 %44, !dbg !409
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef i32 @_Z11warp_reduceIi3MinET_S1_T0_(i32 noundef %0, ptr noundef byval(%struct.Min) align 1 %1) #1 comdat !dbg !410 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 16, ptr %4, align 4, !dbg !411
  br label %5, !dbg !412

5:                                                ; preds = %14, %2
  %6 = load i32, ptr %4, align 4, !dbg !413
  %7 = icmp sgt i32 %6, 0, !dbg !414
  br i1 %7, label %8, label %17, !dbg !415

8:                                                ; preds = %5
  %9 = load i32, ptr %3, align 4, !dbg !416
  %10 = load i32, ptr %3, align 4, !dbg !417
  %11 = load i32, ptr %4, align 4, !dbg !418
  %12 = call noundef i32 @_ZN4ShflIiE8xor_syncEii(i32 noundef %10, i32 noundef %11) #5, !dbg !419
  %13 = call noundef i32 @_ZNK3MinclIiEET_S1_S1_(ptr noundef nonnull align 1 dereferenceable(1) %1, i32 noundef %9, i32 noundef %12) #5, !dbg !420
  store i32 %13, ptr %3, align 4, !dbg !421
  br label %14, !dbg !422

14:                                               ; preds = %8
  %15 = load i32, ptr %4, align 4, !dbg !423
  %16 = ashr i32 %15, 1, !dbg !423
  store i32 %16, ptr %4, align 4, !dbg !423
  br label %5, !dbg !415, !llvm.loop !424

17:                                               ; preds = %5
  %18 = load i32, ptr %3, align 4, !dbg !426
  ret i32 %18, !dbg !427
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef i32 @_ZN4ShflIiE8xor_syncEii(i32 noundef %0, i32 noundef %1) #1 comdat align 2 !dbg !428 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %6 = load i32, ptr %3, align 4, !dbg !429
  %7 = load i32, ptr %4, align 4, !dbg !430
  %8 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %6, i32 %7, i32 31), !dbg !431
  store i32 %8, ptr %5, align 4, !dbg !431
  %9 = load i32, ptr %5, align 4, !dbg !432
  ret i32 %9, !dbg !433
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef i64 @_ZNK3SumclIxEET_S1_S1_(ptr noundef nonnull align 1 dereferenceable(1) %0, i64 noundef %1, i64 noundef %2) #1 comdat align 2 !dbg !434 {
  %4 = alloca ptr, align 8
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  store ptr %0, ptr %4, align 8
  store i64 %1, ptr %5, align 8
  store i64 %2, ptr %6, align 8
  %7 = load ptr, ptr %4, align 8
  %8 = load i64, ptr %5, align 8, !dbg !435
  %9 = load i64, ptr %6, align 8, !dbg !436
  %10 = add nsw i64 %8, %9, !dbg !437
  ret i64 %10, !dbg !438
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef i64 @_Z12block_reduceIx3SumET_S1_T0_S1_(i64 noundef %0, ptr noundef byval(%struct.Sum) align 1 %1, i64 noundef %2) #1 comdat !dbg !439 {
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca %struct.Sum, align 1
  %9 = alloca %struct.Sum, align 1
  store i64 %0, ptr %4, align 8
  store i64 %2, ptr %5, align 8
  %10 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !440
  %11 = and i32 %10, 31, !dbg !441
  store i32 %11, ptr %6, align 4, !dbg !442
  %12 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !443
  %13 = ashr i32 %12, 5, !dbg !444
  store i32 %13, ptr %7, align 4, !dbg !445
  %14 = load i64, ptr %4, align 8, !dbg !446
  %15 = call noundef i64 @_Z11warp_reduceIx3SumET_S1_T0_(i64 noundef %14, ptr noundef byval(%struct.Sum) align 1 %8) #5, !dbg !447
  store i64 %15, ptr %4, align 8, !dbg !448
  %16 = load i32, ptr %6, align 4, !dbg !449
  %17 = icmp eq i32 %16, 0, !dbg !450
  br i1 %17, label %18, label %23, !dbg !450

18:                                               ; preds = %3
  %19 = load i64, ptr %4, align 8, !dbg !451
  %20 = load i32, ptr %7, align 4, !dbg !452
  %21 = sext i32 %20 to i64, !dbg !453
  %22 = getelementptr inbounds [32 x i64], ptr addrspacecast (ptr addrspace(3) @_ZZ12block_reduceIx3SumET_S1_T0_S1_E7partial to ptr), i64 0, i64 %21, !dbg !453
  store i64 %19, ptr %22, align 8, !dbg !454
  br label %23, !dbg !453

23:                                               ; preds = %18, %3
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !455
  %24 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !456
  %25 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !457
  %26 = add nsw i32 %25, 31, !dbg !458
  %27 = sdiv i32 %26, 32, !dbg !459
  %28 = icmp slt i32 %24, %27, !dbg !460
  br i1 %28, label %29, label %34, !dbg !456

29:                                               ; preds = %23
  %30 = load i32, ptr %6, align 4, !dbg !461
  %31 = sext i32 %30 to i64, !dbg !462
  %32 = getelementptr inbounds [32 x i64], ptr addrspacecast (ptr addrspace(3) @_ZZ12block_reduceIx3SumET_S1_T0_S1_E7partial to ptr), i64 0, i64 %31, !dbg !462
  %33 = load i64, ptr %32, align 8, !dbg !462
  br label %36, !dbg !456

34:                                               ; preds = %23
  %35 = load i64, ptr %5, align 8, !dbg !463
  br label %36, !dbg !456

36:                                               ; preds = %34, %29
  %37 = phi i64 [ %33, %29 ], [ %35, %34 ], !dbg !456
  store i64 %37, ptr %4, align 8, !dbg !464
  %38 = load i32, ptr %7, align 4, !dbg !465
  %39 = icmp eq i32 %38, 0, !dbg !466
  br i1 %39, label %40, label %43, !dbg !466

40:                                               ; preds = %36
  %41 = load i64, ptr %4, align 8, !dbg !467
  %42 = call noundef i64 @_Z11warp_reduceIx3SumET_S1_T0_(i64 noundef %41, ptr noundef byval(%struct.Sum) align 1 %9) #5, !dbg !468
  store i64 %42, ptr %4, align 8, !dbg !469
  br label %43, !dbg !470

43:                                               ; preds = %40, %36
  %44 = load i64, ptr %4, align 8, !dbg !471
  ret i64 %44, !dbg !472
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef i64 @_Z11warp_reduceIx3SumET_S1_T0_(i64 noundef %0, ptr noundef byval(%struct.Sum) align 1 %1) #1 comdat !dbg !473 {
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  store i64 %0, ptr %3, align 8
  store i32 16, ptr %4, align 4, !dbg !474
  br label %5, !dbg !475

5:                                                ; preds = %14, %2
  %6 = load i32, ptr %4, align 4, !dbg !476
  %7 = icmp sgt i32 %6, 0, !dbg !477
  br i1 %7, label %8, label %17, !dbg !478

8:                                                ; preds = %5
  %9 = load i64, ptr %3, align 8, !dbg !479
  %10 = load i64, ptr %3, align 8, !dbg !480
  %11 = load i32, ptr %4, align 4, !dbg !481
  %12 = call noundef i64 @_ZN4ShflIxE8xor_syncExi(i64 noundef %10, i32 noundef %11) #5, !dbg !482
  %13 = call noundef i64 @_ZNK3SumclIxEET_S1_S1_(ptr noundef nonnull align 1 dereferenceable(1) %1, i64 noundef %9, i64 noundef %12) #5, !dbg !483
  store i64 %13, ptr %3, align 8, !dbg !484
  br label %14, !dbg !485

14:                                               ; preds = %8
  %15 = load i32, ptr %4, align 4, !dbg !486
  %16 = ashr i32 %15, 1, !dbg !486
  store i32 %16, ptr %4, align 4, !dbg !486
  br label %5, !dbg !478, !llvm.loop !487

17:                                               ; preds = %5
  %18 = load i64, ptr %3, align 8, !dbg !489
  ret i64 %18, !dbg !490
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef i64 @_ZN4ShflIxE8xor_syncExi(i64 noundef %0, i32 noundef %1) #1 comdat align 2 !dbg !491 {
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  %5 = alloca i64, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %9 = load i64, ptr %3, align 8, !dbg !492
  store i64 %9, ptr %5, align 8, !dbg !493
  %10 = load i64, ptr %5, align 8, !dbg !494
  %11 = trunc i64 %10 to i32, !dbg !494
  %12 = load i32, ptr %4, align 4, !dbg !495
  %13 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %11, i32 %12, i32 31), !dbg !496
  store i32 %13, ptr %6, align 4, !dbg !497
  %14 = load i64, ptr %5, align 8, !dbg !498
  %15 = ashr i64 %14, 32, !dbg !499
  %16 = trunc i64 %15 to i32, !dbg !500
  %17 = load i32, ptr %4, align 4, !dbg !501
  %18 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %16, i32 %17, i32 31), !dbg !502
  store i32 %18, ptr %7, align 4, !dbg !503
  %19 = load i32, ptr %7, align 4, !dbg !504
  %20 = sext i32 %19 to i64, !dbg !504
  %21 = shl i64 %20, 32, !dbg !505
  %22 = load i32, ptr %6, align 4, !dbg !506
  %23 = zext i32 %22 to i64, !dbg !507
  %24 = or i64 %21, %23, !dbg !508
  store i64 %24, ptr %8, align 8, !dbg !509
  %25 = load i64, ptr %8, align 8, !dbg !510
  ret i64 %25, !dbg !511
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef i32 @_ZNK3MaxclIjEET_S1_S1_(ptr noundef nonnull align 1 dereferenceable(1) %0, i32 noundef %1, i32 noundef %2) #1 comdat align 2 !dbg !512 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store i32 %2, ptr %6, align 4
  %7 = load ptr, ptr %4, align 8
  %8 = load i32, ptr %5, align 4, !dbg !513
  %9 = load i32, ptr %6, align 4, !dbg !514
  %10 = icmp ugt i32 %8, %9, !dbg !515
  br i1 %10, label %11, label %13, !dbg !513

11:                                               ; preds = %3
  %12 = load i32, ptr %5, align 4, !dbg !516
  br label %15, !dbg !513

13:                                               ; preds = %3
  %14 = load i32, ptr %6, align 4, !dbg !517
  br label %15, !dbg !513

15:                                               ; preds = %13, %11
  %16 = phi i32 [ %12, %11 ], [ %14, %13 ], !dbg !513
  ret i32 %16, !dbg !518
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef i32 @_Z12block_reduceIj3MaxET_S1_T0_S1_(i32 noundef %0, ptr noundef byval(%struct.Max) align 1 %1, i32 noundef %2) #1 comdat !dbg !519 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca %struct.Max, align 1
  %9 = alloca %struct.Max, align 1
  store i32 %0, ptr %4, align 4
  store i32 %2, ptr %5, align 4
  %10 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !520
  %11 = and i32 %10, 31, !dbg !521
  store i32 %11, ptr %6, align 4, !dbg !522
  %12 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !523
  %13 = ashr i32 %12, 5, !dbg !524
  store i32 %13, ptr %7, align 4, !dbg !525
  %14 = load i32, ptr %4, align 4, !dbg !526
  %15 = call noundef i32 @_Z11warp_reduceIj3MaxET_S1_T0_(i32 noundef %14, ptr noundef byval(%struct.Max) align 1 %8) #5, !dbg !527
  store i32 %15, ptr %4, align 4, !dbg !528
  %16 = load i32, ptr %6, align 4, !dbg !529
  %17 = icmp eq i32 %16, 0, !dbg !530
  br i1 %17, label %18, label %23, !dbg !530

18:                                               ; preds = %3
  %19 = load i32, ptr %4, align 4, !dbg !531
  %20 = load i32, ptr %7, align 4, !dbg !532
  %21 = sext i32 %20 to i64, !dbg !533
  %22 = getelementptr inbounds [32 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ12block_reduceIj3MaxET_S1_T0_S1_E7partial to ptr), i64 0, i64 %21, !dbg !533
  store i32 %19, ptr %22, align 4, !dbg !534
  br label %23, !dbg !533

23:                                               ; preds = %18, %3
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !535
  %24 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !536
  %25 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !537
  %26 = add nsw i32 %25, 31, !dbg !538
  %27 = sdiv i32 %26, 32, !dbg !539
  %28 = icmp slt i32 %24, %27, !dbg !540
  br i1 %28, label %29, label %34, !dbg !536

29:                                               ; preds = %23
  %30 = load i32, ptr %6, align 4, !dbg !541
  %31 = sext i32 %30 to i64, !dbg !542
  %32 = getelementptr inbounds [32 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ12block_reduceIj3MaxET_S1_T0_S1_E7partial to ptr), i64 0, i64 %31, !dbg !542
  %33 = load i32, ptr %32, align 4, !dbg !542
  br label %36, !dbg !536

34:                                               ; preds = %23
  %35 = load i32, ptr %5, align 4, !dbg !543
  br label %36, !dbg !536

36:                                               ; preds = %34, %29
  %37 = phi i32 [ %33, %29 ], [ %35, %34 ], !dbg !536
  store i32 %37, ptr %4, align 4, !dbg !544
  %38 = load i32, ptr %7, align 4, !dbg !545
  %39 = icmp eq i32 %38, 0, !dbg !546
  br i1 %39, label %40, label %43, !dbg !546

40:                                               ; preds = %36
  %41 = load i32, ptr %4, align 4, !dbg !547
  %42 = call noundef i32 @_Z11warp_reduceIj3MaxET_S1_T0_(i32 noundef %41, ptr noundef byval(%struct.Max) align 1 %9) #5, !dbg !548
  store i32 %42, ptr %4, align 4, !dbg !549
  br label %43, !dbg !550

43:                                               ; preds = %40, %36
  %44 = load i32, ptr %4, align 4, !dbg !551
  ret i32 %44, !dbg !552
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef i32 @_Z11warp_reduceIj3MaxET_S1_T0_(i32 noundef %0, ptr noundef byval(%struct.Max) align 1 %1) #1 comdat !dbg !553 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 16, ptr %4, align 4, !dbg !554
  br label %5, !dbg !555

5:                                                ; preds = %14, %2
  %6 = load i32, ptr %4, align 4, !dbg !556
  %7 = icmp sgt i32 %6, 0, !dbg !557
  br i1 %7, label %8, label %17, !dbg !558

8:                                                ; preds = %5
  %9 = load i32, ptr %3, align 4, !dbg !559
  %10 = load i32, ptr %3, align 4, !dbg !560
  %11 = load i32, ptr %4, align 4, !dbg !561
  %12 = call noundef i32 @_ZN4ShflIjE8xor_syncEji(i32 noundef %10, i32 noundef %11) #5, !dbg !562
  %13 = call noundef i32 @_ZNK3MaxclIjEET_S1_S1_(ptr noundef nonnull align 1 dereferenceable(1) %1, i32 noundef %9, i32 noundef %12) #5, !dbg !563
  store i32 %13, ptr %3, align 4, !dbg !564
  br label %14, !dbg !565

14:                                               ; preds = %8
  %15 = load i32, ptr %4, align 4, !dbg !566
  %16 = ashr i32 %15, 1, !dbg !566
  store i32 %16, ptr %4, align 4, !dbg !566
  br label %5, !dbg !558, !llvm.loop !567

17:                                               ; preds = %5
  %18 = load i32, ptr %3, align 4, !dbg !569
  ret i32 %18, !dbg !570
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef i32 @_ZN4ShflIjE8xor_syncEji(i32 noundef %0, i32 noundef %1) #1 comdat align 2 !dbg !571 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %6 = load i32, ptr %3, align 4, !dbg !572
  %7 = load i32, ptr %4, align 4, !dbg !573
  %8 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %6, i32 %7, i32 31), !dbg !574
  store i32 %8, ptr %5, align 4, !dbg !574
  %9 = load i32, ptr %5, align 4, !dbg !575
  ret i32 %9, !dbg !576
}

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #5 = { convergent nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6}
!llvm.ident = !{!7}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "k27_templ_shfl.cu", directory: "/work/wt/numba25c/tools/capture/clang_kernels")
!2 = !{i32 7, !"Dwarf Version", i32 2}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!6 = !{i32 7, !"frame-pointer", i32 2}
!7 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!8 = distinct !DISubprogram(name: "sum_f32", scope: !1, file: !1, line: 50, type: !9, scopeLine: 50, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!9 = !DISubroutineType(types: !10)
!10 = !{}
!11 = !DILocation(line: 50, column: 86, scope: !8)
!12 = !DILocation(line: 50, column: 90, scope: !8)
!13 = !DILocation(line: 50, column: 95, scope: !8)
!14 = !DILocation(line: 50, column: 74, scope: !8)
!15 = !DILocation(line: 50, column: 112, scope: !8)
!16 = distinct !DISubprogram(name: "reduce_body<float, Sum>", scope: !1, file: !1, line: 42, type: !9, scopeLine: 42, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!17 = !DILocation(line: 43, column: 11, scope: !16)
!18 = !DILocation(line: 43, column: 5, scope: !16)
!19 = !DILocation(line: 44, column: 16, scope: !16)
!20 = !DILocation(line: 44, column: 29, scope: !16)
!21 = !DILocation(line: 44, column: 27, scope: !16)
!22 = !DILocation(line: 44, column: 42, scope: !16)
!23 = !DILocation(line: 44, column: 40, scope: !16)
!24 = !DILocation(line: 44, column: 12, scope: !16)
!25 = !DILocation(line: 44, column: 8, scope: !16)
!26 = !DILocation(line: 44, column: 55, scope: !16)
!27 = !DILocation(line: 44, column: 59, scope: !16)
!28 = !DILocation(line: 44, column: 57, scope: !16)
!29 = !DILocation(line: 44, column: 3, scope: !16)
!30 = !DILocation(line: 45, column: 14, scope: !16)
!31 = !DILocation(line: 45, column: 19, scope: !16)
!32 = !DILocation(line: 45, column: 22, scope: !16)
!33 = !DILocation(line: 45, column: 11, scope: !16)
!34 = !DILocation(line: 45, column: 9, scope: !16)
!35 = !DILocation(line: 45, column: 5, scope: !16)
!36 = !DILocation(line: 44, column: 67, scope: !16)
!37 = !DILocation(line: 44, column: 80, scope: !16)
!38 = !DILocation(line: 44, column: 78, scope: !16)
!39 = !DILocation(line: 44, column: 64, scope: !16)
!40 = distinct !{!40, !29, !41, !42}
!41 = !DILocation(line: 45, column: 24, scope: !16)
!42 = !{!"llvm.loop.mustprogress"}
!43 = !DILocation(line: 46, column: 22, scope: !16)
!44 = !DILocation(line: 46, column: 31, scope: !16)
!45 = !DILocation(line: 46, column: 9, scope: !16)
!46 = !DILocation(line: 46, column: 7, scope: !16)
!47 = !DILocation(line: 47, column: 7, scope: !16)
!48 = !DILocation(line: 47, column: 19, scope: !16)
!49 = !DILocation(line: 47, column: 43, scope: !16)
!50 = !DILocation(line: 47, column: 25, scope: !16)
!51 = !DILocation(line: 47, column: 29, scope: !16)
!52 = !DILocation(line: 47, column: 41, scope: !16)
!53 = !DILocation(line: 48, column: 1, scope: !16)
!54 = distinct !DISubprogram(name: "max_f64", scope: !1, file: !1, line: 51, type: !9, scopeLine: 51, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!55 = !DILocation(line: 51, column: 88, scope: !54)
!56 = !DILocation(line: 51, column: 92, scope: !54)
!57 = !DILocation(line: 51, column: 97, scope: !54)
!58 = !DILocation(line: 51, column: 76, scope: !54)
!59 = !DILocation(line: 51, column: 116, scope: !54)
!60 = distinct !DISubprogram(name: "reduce_body<double, Max>", scope: !1, file: !1, line: 42, type: !9, scopeLine: 42, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!61 = !DILocation(line: 43, column: 11, scope: !60)
!62 = !DILocation(line: 43, column: 5, scope: !60)
!63 = !DILocation(line: 44, column: 16, scope: !60)
!64 = !DILocation(line: 44, column: 29, scope: !60)
!65 = !DILocation(line: 44, column: 27, scope: !60)
!66 = !DILocation(line: 44, column: 42, scope: !60)
!67 = !DILocation(line: 44, column: 40, scope: !60)
!68 = !DILocation(line: 44, column: 12, scope: !60)
!69 = !DILocation(line: 44, column: 8, scope: !60)
!70 = !DILocation(line: 44, column: 55, scope: !60)
!71 = !DILocation(line: 44, column: 59, scope: !60)
!72 = !DILocation(line: 44, column: 57, scope: !60)
!73 = !DILocation(line: 44, column: 3, scope: !60)
!74 = !DILocation(line: 45, column: 14, scope: !60)
!75 = !DILocation(line: 45, column: 19, scope: !60)
!76 = !DILocation(line: 45, column: 22, scope: !60)
!77 = !DILocation(line: 45, column: 11, scope: !60)
!78 = !DILocation(line: 45, column: 9, scope: !60)
!79 = !DILocation(line: 45, column: 5, scope: !60)
!80 = !DILocation(line: 44, column: 67, scope: !60)
!81 = !DILocation(line: 44, column: 80, scope: !60)
!82 = !DILocation(line: 44, column: 78, scope: !60)
!83 = !DILocation(line: 44, column: 64, scope: !60)
!84 = distinct !{!84, !73, !85, !42}
!85 = !DILocation(line: 45, column: 24, scope: !60)
!86 = !DILocation(line: 46, column: 22, scope: !60)
!87 = !DILocation(line: 46, column: 31, scope: !60)
!88 = !DILocation(line: 46, column: 9, scope: !60)
!89 = !DILocation(line: 46, column: 7, scope: !60)
!90 = !DILocation(line: 47, column: 7, scope: !60)
!91 = !DILocation(line: 47, column: 19, scope: !60)
!92 = !DILocation(line: 47, column: 43, scope: !60)
!93 = !DILocation(line: 47, column: 25, scope: !60)
!94 = !DILocation(line: 47, column: 29, scope: !60)
!95 = !DILocation(line: 47, column: 41, scope: !60)
!96 = !DILocation(line: 48, column: 1, scope: !60)
!97 = distinct !DISubprogram(name: "min_i32", scope: !1, file: !1, line: 52, type: !9, scopeLine: 52, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!98 = !DILocation(line: 52, column: 82, scope: !97)
!99 = !DILocation(line: 52, column: 86, scope: !97)
!100 = !DILocation(line: 52, column: 91, scope: !97)
!101 = !DILocation(line: 52, column: 70, scope: !97)
!102 = !DILocation(line: 52, column: 114, scope: !97)
!103 = distinct !DISubprogram(name: "reduce_body<int, Min>", scope: !1, file: !1, line: 42, type: !9, scopeLine: 42, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!104 = !DILocation(line: 43, column: 11, scope: !103)
!105 = !DILocation(line: 43, column: 5, scope: !103)
!106 = !DILocation(line: 44, column: 16, scope: !103)
!107 = !DILocation(line: 44, column: 29, scope: !103)
!108 = !DILocation(line: 44, column: 27, scope: !103)
!109 = !DILocation(line: 44, column: 42, scope: !103)
!110 = !DILocation(line: 44, column: 40, scope: !103)
!111 = !DILocation(line: 44, column: 12, scope: !103)
!112 = !DILocation(line: 44, column: 8, scope: !103)
!113 = !DILocation(line: 44, column: 55, scope: !103)
!114 = !DILocation(line: 44, column: 59, scope: !103)
!115 = !DILocation(line: 44, column: 57, scope: !103)
!116 = !DILocation(line: 44, column: 3, scope: !103)
!117 = !DILocation(line: 45, column: 14, scope: !103)
!118 = !DILocation(line: 45, column: 19, scope: !103)
!119 = !DILocation(line: 45, column: 22, scope: !103)
!120 = !DILocation(line: 45, column: 11, scope: !103)
!121 = !DILocation(line: 45, column: 9, scope: !103)
!122 = !DILocation(line: 45, column: 5, scope: !103)
!123 = !DILocation(line: 44, column: 67, scope: !103)
!124 = !DILocation(line: 44, column: 80, scope: !103)
!125 = !DILocation(line: 44, column: 78, scope: !103)
!126 = !DILocation(line: 44, column: 64, scope: !103)
!127 = distinct !{!127, !116, !128, !42}
!128 = !DILocation(line: 45, column: 24, scope: !103)
!129 = !DILocation(line: 46, column: 22, scope: !103)
!130 = !DILocation(line: 46, column: 31, scope: !103)
!131 = !DILocation(line: 46, column: 9, scope: !103)
!132 = !DILocation(line: 46, column: 7, scope: !103)
!133 = !DILocation(line: 47, column: 7, scope: !103)
!134 = !DILocation(line: 47, column: 19, scope: !103)
!135 = !DILocation(line: 47, column: 43, scope: !103)
!136 = !DILocation(line: 47, column: 25, scope: !103)
!137 = !DILocation(line: 47, column: 29, scope: !103)
!138 = !DILocation(line: 47, column: 41, scope: !103)
!139 = !DILocation(line: 48, column: 1, scope: !103)
!140 = distinct !DISubprogram(name: "sum_i64", scope: !1, file: !1, line: 53, type: !9, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!141 = !DILocation(line: 53, column: 94, scope: !140)
!142 = !DILocation(line: 53, column: 98, scope: !140)
!143 = !DILocation(line: 53, column: 103, scope: !140)
!144 = !DILocation(line: 53, column: 82, scope: !140)
!145 = !DILocation(line: 53, column: 119, scope: !140)
!146 = distinct !DISubprogram(name: "reduce_body<long long, Sum>", scope: !1, file: !1, line: 42, type: !9, scopeLine: 42, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!147 = !DILocation(line: 43, column: 11, scope: !146)
!148 = !DILocation(line: 43, column: 5, scope: !146)
!149 = !DILocation(line: 44, column: 16, scope: !146)
!150 = !DILocation(line: 44, column: 29, scope: !146)
!151 = !DILocation(line: 44, column: 27, scope: !146)
!152 = !DILocation(line: 44, column: 42, scope: !146)
!153 = !DILocation(line: 44, column: 40, scope: !146)
!154 = !DILocation(line: 44, column: 12, scope: !146)
!155 = !DILocation(line: 44, column: 8, scope: !146)
!156 = !DILocation(line: 44, column: 55, scope: !146)
!157 = !DILocation(line: 44, column: 59, scope: !146)
!158 = !DILocation(line: 44, column: 57, scope: !146)
!159 = !DILocation(line: 44, column: 3, scope: !146)
!160 = !DILocation(line: 45, column: 14, scope: !146)
!161 = !DILocation(line: 45, column: 19, scope: !146)
!162 = !DILocation(line: 45, column: 22, scope: !146)
!163 = !DILocation(line: 45, column: 11, scope: !146)
!164 = !DILocation(line: 45, column: 9, scope: !146)
!165 = !DILocation(line: 45, column: 5, scope: !146)
!166 = !DILocation(line: 44, column: 67, scope: !146)
!167 = !DILocation(line: 44, column: 80, scope: !146)
!168 = !DILocation(line: 44, column: 78, scope: !146)
!169 = !DILocation(line: 44, column: 64, scope: !146)
!170 = distinct !{!170, !159, !171, !42}
!171 = !DILocation(line: 45, column: 24, scope: !146)
!172 = !DILocation(line: 46, column: 22, scope: !146)
!173 = !DILocation(line: 46, column: 31, scope: !146)
!174 = !DILocation(line: 46, column: 9, scope: !146)
!175 = !DILocation(line: 46, column: 7, scope: !146)
!176 = !DILocation(line: 47, column: 7, scope: !146)
!177 = !DILocation(line: 47, column: 19, scope: !146)
!178 = !DILocation(line: 47, column: 43, scope: !146)
!179 = !DILocation(line: 47, column: 25, scope: !146)
!180 = !DILocation(line: 47, column: 29, scope: !146)
!181 = !DILocation(line: 47, column: 41, scope: !146)
!182 = !DILocation(line: 48, column: 1, scope: !146)
!183 = distinct !DISubprogram(name: "max_u32", scope: !1, file: !1, line: 54, type: !9, scopeLine: 54, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!184 = !DILocation(line: 54, column: 92, scope: !183)
!185 = !DILocation(line: 54, column: 96, scope: !183)
!186 = !DILocation(line: 54, column: 101, scope: !183)
!187 = !DILocation(line: 54, column: 80, scope: !183)
!188 = !DILocation(line: 54, column: 116, scope: !183)
!189 = distinct !DISubprogram(name: "reduce_body<unsigned int, Max>", scope: !1, file: !1, line: 42, type: !9, scopeLine: 42, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!190 = !DILocation(line: 43, column: 11, scope: !189)
!191 = !DILocation(line: 43, column: 5, scope: !189)
!192 = !DILocation(line: 44, column: 16, scope: !189)
!193 = !DILocation(line: 44, column: 29, scope: !189)
!194 = !DILocation(line: 44, column: 27, scope: !189)
!195 = !DILocation(line: 44, column: 42, scope: !189)
!196 = !DILocation(line: 44, column: 40, scope: !189)
!197 = !DILocation(line: 44, column: 12, scope: !189)
!198 = !DILocation(line: 44, column: 8, scope: !189)
!199 = !DILocation(line: 44, column: 55, scope: !189)
!200 = !DILocation(line: 44, column: 59, scope: !189)
!201 = !DILocation(line: 44, column: 57, scope: !189)
!202 = !DILocation(line: 44, column: 3, scope: !189)
!203 = !DILocation(line: 45, column: 14, scope: !189)
!204 = !DILocation(line: 45, column: 19, scope: !189)
!205 = !DILocation(line: 45, column: 22, scope: !189)
!206 = !DILocation(line: 45, column: 11, scope: !189)
!207 = !DILocation(line: 45, column: 9, scope: !189)
!208 = !DILocation(line: 45, column: 5, scope: !189)
!209 = !DILocation(line: 44, column: 67, scope: !189)
!210 = !DILocation(line: 44, column: 80, scope: !189)
!211 = !DILocation(line: 44, column: 78, scope: !189)
!212 = !DILocation(line: 44, column: 64, scope: !189)
!213 = distinct !{!213, !202, !214, !42}
!214 = !DILocation(line: 45, column: 24, scope: !189)
!215 = !DILocation(line: 46, column: 22, scope: !189)
!216 = !DILocation(line: 46, column: 31, scope: !189)
!217 = !DILocation(line: 46, column: 9, scope: !189)
!218 = !DILocation(line: 46, column: 7, scope: !189)
!219 = !DILocation(line: 47, column: 7, scope: !189)
!220 = !DILocation(line: 47, column: 19, scope: !189)
!221 = !DILocation(line: 47, column: 43, scope: !189)
!222 = !DILocation(line: 47, column: 25, scope: !189)
!223 = !DILocation(line: 47, column: 29, scope: !189)
!224 = !DILocation(line: 47, column: 41, scope: !189)
!225 = !DILocation(line: 48, column: 1, scope: !189)
!226 = distinct !DISubprogram(name: "operator()<float>", scope: !1, file: !1, line: 21, type: !9, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!227 = !DILocation(line: 21, column: 85, scope: !226)
!228 = !DILocation(line: 21, column: 89, scope: !226)
!229 = !DILocation(line: 21, column: 87, scope: !226)
!230 = !DILocation(line: 21, column: 78, scope: !226)
!231 = distinct !DISubprogram(name: "block_reduce<float, Sum>", scope: !1, file: !1, line: 31, type: !9, scopeLine: 31, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!232 = !DILocation(line: 33, column: 14, scope: !231)
!233 = !DILocation(line: 33, column: 26, scope: !231)
!234 = !DILocation(line: 33, column: 7, scope: !231)
!235 = !DILocation(line: 33, column: 39, scope: !231)
!236 = !DILocation(line: 33, column: 51, scope: !231)
!237 = !DILocation(line: 33, column: 32, scope: !231)
!238 = !DILocation(line: 34, column: 19, scope: !231)
!239 = !DILocation(line: 34, column: 7, scope: !231)
!240 = !DILocation(line: 34, column: 5, scope: !231)
!241 = !DILocation(line: 35, column: 7, scope: !231)
!242 = !DILocation(line: 35, column: 12, scope: !231)
!243 = !DILocation(line: 35, column: 34, scope: !231)
!244 = !DILocation(line: 35, column: 26, scope: !231)
!245 = !DILocation(line: 35, column: 18, scope: !231)
!246 = !DILocation(line: 35, column: 32, scope: !231)
!247 = !DILocation(line: 36, column: 3, scope: !231)
!248 = !DILocation(line: 37, column: 7, scope: !231)
!249 = !DILocation(line: 37, column: 22, scope: !231)
!250 = !DILocation(line: 37, column: 33, scope: !231)
!251 = !DILocation(line: 37, column: 39, scope: !231)
!252 = !DILocation(line: 37, column: 19, scope: !231)
!253 = !DILocation(line: 37, column: 54, scope: !231)
!254 = !DILocation(line: 37, column: 46, scope: !231)
!255 = !DILocation(line: 37, column: 62, scope: !231)
!256 = !DILocation(line: 37, column: 5, scope: !231)
!257 = !DILocation(line: 38, column: 7, scope: !231)
!258 = !DILocation(line: 38, column: 12, scope: !231)
!259 = !DILocation(line: 38, column: 34, scope: !231)
!260 = !DILocation(line: 38, column: 22, scope: !231)
!261 = !DILocation(line: 38, column: 20, scope: !231)
!262 = !DILocation(line: 38, column: 18, scope: !231)
!263 = !DILocation(line: 39, column: 10, scope: !231)
!264 = !DILocation(line: 39, column: 3, scope: !231)
!265 = distinct !DISubprogram(name: "warp_reduce<float, Sum>", scope: !1, file: !1, line: 25, type: !9, scopeLine: 25, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!266 = !DILocation(line: 27, column: 12, scope: !265)
!267 = !DILocation(line: 27, column: 8, scope: !265)
!268 = !DILocation(line: 27, column: 20, scope: !265)
!269 = !DILocation(line: 27, column: 22, scope: !265)
!270 = !DILocation(line: 27, column: 3, scope: !265)
!271 = !DILocation(line: 27, column: 43, scope: !265)
!272 = !DILocation(line: 27, column: 64, scope: !265)
!273 = !DILocation(line: 27, column: 67, scope: !265)
!274 = !DILocation(line: 27, column: 46, scope: !265)
!275 = !DILocation(line: 27, column: 40, scope: !265)
!276 = !DILocation(line: 27, column: 38, scope: !265)
!277 = !DILocation(line: 27, column: 36, scope: !265)
!278 = !DILocation(line: 27, column: 29, scope: !265)
!279 = distinct !{!279, !270, !280, !42, !281}
!280 = !DILocation(line: 27, column: 69, scope: !265)
!281 = !{!"llvm.loop.unroll.enable"}
!282 = !DILocation(line: 28, column: 10, scope: !265)
!283 = !DILocation(line: 28, column: 3, scope: !265)
!284 = distinct !DISubprogram(name: "xor_sync", scope: !1, file: !1, line: 7, type: !9, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!285 = !DILocation(line: 14, column: 52, scope: !284)
!286 = !DILocation(line: 14, column: 55, scope: !284)
!287 = !DILocation(line: 14, column: 14, scope: !284)
!288 = !DILocation(line: 14, column: 7, scope: !284)
!289 = distinct !DISubprogram(name: "operator()<double>", scope: !1, file: !1, line: 22, type: !9, scopeLine: 22, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!290 = !DILocation(line: 22, column: 85, scope: !289)
!291 = !DILocation(line: 22, column: 89, scope: !289)
!292 = !DILocation(line: 22, column: 87, scope: !289)
!293 = !DILocation(line: 22, column: 93, scope: !289)
!294 = !DILocation(line: 22, column: 97, scope: !289)
!295 = !DILocation(line: 22, column: 78, scope: !289)
!296 = distinct !DISubprogram(name: "block_reduce<double, Max>", scope: !1, file: !1, line: 31, type: !9, scopeLine: 31, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!297 = !DILocation(line: 33, column: 14, scope: !296)
!298 = !DILocation(line: 33, column: 26, scope: !296)
!299 = !DILocation(line: 33, column: 7, scope: !296)
!300 = !DILocation(line: 33, column: 39, scope: !296)
!301 = !DILocation(line: 33, column: 51, scope: !296)
!302 = !DILocation(line: 33, column: 32, scope: !296)
!303 = !DILocation(line: 34, column: 19, scope: !296)
!304 = !DILocation(line: 34, column: 7, scope: !296)
!305 = !DILocation(line: 34, column: 5, scope: !296)
!306 = !DILocation(line: 35, column: 7, scope: !296)
!307 = !DILocation(line: 35, column: 12, scope: !296)
!308 = !DILocation(line: 35, column: 34, scope: !296)
!309 = !DILocation(line: 35, column: 26, scope: !296)
!310 = !DILocation(line: 35, column: 18, scope: !296)
!311 = !DILocation(line: 35, column: 32, scope: !296)
!312 = !DILocation(line: 36, column: 3, scope: !296)
!313 = !DILocation(line: 37, column: 7, scope: !296)
!314 = !DILocation(line: 37, column: 22, scope: !296)
!315 = !DILocation(line: 37, column: 33, scope: !296)
!316 = !DILocation(line: 37, column: 39, scope: !296)
!317 = !DILocation(line: 37, column: 19, scope: !296)
!318 = !DILocation(line: 37, column: 54, scope: !296)
!319 = !DILocation(line: 37, column: 46, scope: !296)
!320 = !DILocation(line: 37, column: 62, scope: !296)
!321 = !DILocation(line: 37, column: 5, scope: !296)
!322 = !DILocation(line: 38, column: 7, scope: !296)
!323 = !DILocation(line: 38, column: 12, scope: !296)
!324 = !DILocation(line: 38, column: 34, scope: !296)
!325 = !DILocation(line: 38, column: 22, scope: !296)
!326 = !DILocation(line: 38, column: 20, scope: !296)
!327 = !DILocation(line: 38, column: 18, scope: !296)
!328 = !DILocation(line: 39, column: 10, scope: !296)
!329 = !DILocation(line: 39, column: 3, scope: !296)
!330 = distinct !DISubprogram(name: "warp_reduce<double, Max>", scope: !1, file: !1, line: 25, type: !9, scopeLine: 25, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!331 = !DILocation(line: 27, column: 12, scope: !330)
!332 = !DILocation(line: 27, column: 8, scope: !330)
!333 = !DILocation(line: 27, column: 20, scope: !330)
!334 = !DILocation(line: 27, column: 22, scope: !330)
!335 = !DILocation(line: 27, column: 3, scope: !330)
!336 = !DILocation(line: 27, column: 43, scope: !330)
!337 = !DILocation(line: 27, column: 64, scope: !330)
!338 = !DILocation(line: 27, column: 67, scope: !330)
!339 = !DILocation(line: 27, column: 46, scope: !330)
!340 = !DILocation(line: 27, column: 40, scope: !330)
!341 = !DILocation(line: 27, column: 38, scope: !330)
!342 = !DILocation(line: 27, column: 36, scope: !330)
!343 = !DILocation(line: 27, column: 29, scope: !330)
!344 = distinct !{!344, !335, !345, !42, !281}
!345 = !DILocation(line: 27, column: 69, scope: !330)
!346 = !DILocation(line: 28, column: 10, scope: !330)
!347 = !DILocation(line: 28, column: 3, scope: !330)
!348 = distinct !DISubprogram(name: "xor_sync", scope: !1, file: !1, line: 7, type: !9, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!349 = !DILocation(line: 9, column: 24, scope: !348)
!350 = !DILocation(line: 9, column: 17, scope: !348)
!351 = !DILocation(line: 10, column: 59, scope: !348)
!352 = !DILocation(line: 10, column: 65, scope: !348)
!353 = !DILocation(line: 10, column: 16, scope: !348)
!354 = !DILocation(line: 10, column: 11, scope: !348)
!355 = !DILocation(line: 11, column: 60, scope: !348)
!356 = !DILocation(line: 11, column: 65, scope: !348)
!357 = !DILocation(line: 11, column: 59, scope: !348)
!358 = !DILocation(line: 11, column: 73, scope: !348)
!359 = !DILocation(line: 11, column: 16, scope: !348)
!360 = !DILocation(line: 11, column: 11, scope: !348)
!361 = !DILocation(line: 12, column: 48, scope: !348)
!362 = !DILocation(line: 12, column: 51, scope: !348)
!363 = !DILocation(line: 12, column: 70, scope: !348)
!364 = !DILocation(line: 12, column: 60, scope: !348)
!365 = !DILocation(line: 12, column: 58, scope: !348)
!366 = !DILocation(line: 12, column: 36, scope: !348)
!367 = !DILocation(line: 12, column: 14, scope: !348)
!368 = !DILocation(line: 12, column: 7, scope: !348)
!369 = distinct !DISubprogram(name: "operator()<int>", scope: !1, file: !1, line: 23, type: !9, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!370 = !DILocation(line: 23, column: 85, scope: !369)
!371 = !DILocation(line: 23, column: 89, scope: !369)
!372 = !DILocation(line: 23, column: 87, scope: !369)
!373 = !DILocation(line: 23, column: 93, scope: !369)
!374 = !DILocation(line: 23, column: 97, scope: !369)
!375 = !DILocation(line: 23, column: 78, scope: !369)
!376 = distinct !DISubprogram(name: "block_reduce<int, Min>", scope: !1, file: !1, line: 31, type: !9, scopeLine: 31, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!377 = !DILocation(line: 33, column: 14, scope: !376)
!378 = !DILocation(line: 33, column: 26, scope: !376)
!379 = !DILocation(line: 33, column: 7, scope: !376)
!380 = !DILocation(line: 33, column: 39, scope: !376)
!381 = !DILocation(line: 33, column: 51, scope: !376)
!382 = !DILocation(line: 33, column: 32, scope: !376)
!383 = !DILocation(line: 34, column: 19, scope: !376)
!384 = !DILocation(line: 34, column: 7, scope: !376)
!385 = !DILocation(line: 34, column: 5, scope: !376)
!386 = !DILocation(line: 35, column: 7, scope: !376)
!387 = !DILocation(line: 35, column: 12, scope: !376)
!388 = !DILocation(line: 35, column: 34, scope: !376)
!389 = !DILocation(line: 35, column: 26, scope: !376)
!390 = !DILocation(line: 35, column: 18, scope: !376)
!391 = !DILocation(line: 35, column: 32, scope: !376)
!392 = !DILocation(line: 36, column: 3, scope: !376)
!393 = !DILocation(line: 37, column: 7, scope: !376)
!394 = !DILocation(line: 37, column: 22, scope: !376)
!395 = !DILocation(line: 37, column: 33, scope: !376)
!396 = !DILocation(line: 37, column: 39, scope: !376)
!397 = !DILocation(line: 37, column: 19, scope: !376)
!398 = !DILocation(line: 37, column: 54, scope: !376)
!399 = !DILocation(line: 37, column: 46, scope: !376)
!400 = !DILocation(line: 37, column: 62, scope: !376)
!401 = !DILocation(line: 37, column: 5, scope: !376)
!402 = !DILocation(line: 38, column: 7, scope: !376)
!403 = !DILocation(line: 38, column: 12, scope: !376)
!404 = !DILocation(line: 38, column: 34, scope: !376)
!405 = !DILocation(line: 38, column: 22, scope: !376)
!406 = !DILocation(line: 38, column: 20, scope: !376)
!407 = !DILocation(line: 38, column: 18, scope: !376)
!408 = !DILocation(line: 39, column: 10, scope: !376)
!409 = !DILocation(line: 39, column: 3, scope: !376)
!410 = distinct !DISubprogram(name: "warp_reduce<int, Min>", scope: !1, file: !1, line: 25, type: !9, scopeLine: 25, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!411 = !DILocation(line: 27, column: 12, scope: !410)
!412 = !DILocation(line: 27, column: 8, scope: !410)
!413 = !DILocation(line: 27, column: 20, scope: !410)
!414 = !DILocation(line: 27, column: 22, scope: !410)
!415 = !DILocation(line: 27, column: 3, scope: !410)
!416 = !DILocation(line: 27, column: 43, scope: !410)
!417 = !DILocation(line: 27, column: 64, scope: !410)
!418 = !DILocation(line: 27, column: 67, scope: !410)
!419 = !DILocation(line: 27, column: 46, scope: !410)
!420 = !DILocation(line: 27, column: 40, scope: !410)
!421 = !DILocation(line: 27, column: 38, scope: !410)
!422 = !DILocation(line: 27, column: 36, scope: !410)
!423 = !DILocation(line: 27, column: 29, scope: !410)
!424 = distinct !{!424, !415, !425, !42, !281}
!425 = !DILocation(line: 27, column: 69, scope: !410)
!426 = !DILocation(line: 28, column: 10, scope: !410)
!427 = !DILocation(line: 28, column: 3, scope: !410)
!428 = distinct !DISubprogram(name: "xor_sync", scope: !1, file: !1, line: 7, type: !9, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!429 = !DILocation(line: 16, column: 74, scope: !428)
!430 = !DILocation(line: 16, column: 102, scope: !428)
!431 = !DILocation(line: 16, column: 36, scope: !428)
!432 = !DILocation(line: 16, column: 14, scope: !428)
!433 = !DILocation(line: 16, column: 7, scope: !428)
!434 = distinct !DISubprogram(name: "operator()<long long>", scope: !1, file: !1, line: 21, type: !9, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!435 = !DILocation(line: 21, column: 85, scope: !434)
!436 = !DILocation(line: 21, column: 89, scope: !434)
!437 = !DILocation(line: 21, column: 87, scope: !434)
!438 = !DILocation(line: 21, column: 78, scope: !434)
!439 = distinct !DISubprogram(name: "block_reduce<long long, Sum>", scope: !1, file: !1, line: 31, type: !9, scopeLine: 31, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!440 = !DILocation(line: 33, column: 14, scope: !439)
!441 = !DILocation(line: 33, column: 26, scope: !439)
!442 = !DILocation(line: 33, column: 7, scope: !439)
!443 = !DILocation(line: 33, column: 39, scope: !439)
!444 = !DILocation(line: 33, column: 51, scope: !439)
!445 = !DILocation(line: 33, column: 32, scope: !439)
!446 = !DILocation(line: 34, column: 19, scope: !439)
!447 = !DILocation(line: 34, column: 7, scope: !439)
!448 = !DILocation(line: 34, column: 5, scope: !439)
!449 = !DILocation(line: 35, column: 7, scope: !439)
!450 = !DILocation(line: 35, column: 12, scope: !439)
!451 = !DILocation(line: 35, column: 34, scope: !439)
!452 = !DILocation(line: 35, column: 26, scope: !439)
!453 = !DILocation(line: 35, column: 18, scope: !439)
!454 = !DILocation(line: 35, column: 32, scope: !439)
!455 = !DILocation(line: 36, column: 3, scope: !439)
!456 = !DILocation(line: 37, column: 7, scope: !439)
!457 = !DILocation(line: 37, column: 22, scope: !439)
!458 = !DILocation(line: 37, column: 33, scope: !439)
!459 = !DILocation(line: 37, column: 39, scope: !439)
!460 = !DILocation(line: 37, column: 19, scope: !439)
!461 = !DILocation(line: 37, column: 54, scope: !439)
!462 = !DILocation(line: 37, column: 46, scope: !439)
!463 = !DILocation(line: 37, column: 62, scope: !439)
!464 = !DILocation(line: 37, column: 5, scope: !439)
!465 = !DILocation(line: 38, column: 7, scope: !439)
!466 = !DILocation(line: 38, column: 12, scope: !439)
!467 = !DILocation(line: 38, column: 34, scope: !439)
!468 = !DILocation(line: 38, column: 22, scope: !439)
!469 = !DILocation(line: 38, column: 20, scope: !439)
!470 = !DILocation(line: 38, column: 18, scope: !439)
!471 = !DILocation(line: 39, column: 10, scope: !439)
!472 = !DILocation(line: 39, column: 3, scope: !439)
!473 = distinct !DISubprogram(name: "warp_reduce<long long, Sum>", scope: !1, file: !1, line: 25, type: !9, scopeLine: 25, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!474 = !DILocation(line: 27, column: 12, scope: !473)
!475 = !DILocation(line: 27, column: 8, scope: !473)
!476 = !DILocation(line: 27, column: 20, scope: !473)
!477 = !DILocation(line: 27, column: 22, scope: !473)
!478 = !DILocation(line: 27, column: 3, scope: !473)
!479 = !DILocation(line: 27, column: 43, scope: !473)
!480 = !DILocation(line: 27, column: 64, scope: !473)
!481 = !DILocation(line: 27, column: 67, scope: !473)
!482 = !DILocation(line: 27, column: 46, scope: !473)
!483 = !DILocation(line: 27, column: 40, scope: !473)
!484 = !DILocation(line: 27, column: 38, scope: !473)
!485 = !DILocation(line: 27, column: 36, scope: !473)
!486 = !DILocation(line: 27, column: 29, scope: !473)
!487 = distinct !{!487, !478, !488, !42, !281}
!488 = !DILocation(line: 27, column: 69, scope: !473)
!489 = !DILocation(line: 28, column: 10, scope: !473)
!490 = !DILocation(line: 28, column: 3, scope: !473)
!491 = distinct !DISubprogram(name: "xor_sync", scope: !1, file: !1, line: 7, type: !9, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!492 = !DILocation(line: 9, column: 24, scope: !491)
!493 = !DILocation(line: 9, column: 17, scope: !491)
!494 = !DILocation(line: 10, column: 59, scope: !491)
!495 = !DILocation(line: 10, column: 65, scope: !491)
!496 = !DILocation(line: 10, column: 16, scope: !491)
!497 = !DILocation(line: 10, column: 11, scope: !491)
!498 = !DILocation(line: 11, column: 60, scope: !491)
!499 = !DILocation(line: 11, column: 65, scope: !491)
!500 = !DILocation(line: 11, column: 59, scope: !491)
!501 = !DILocation(line: 11, column: 73, scope: !491)
!502 = !DILocation(line: 11, column: 16, scope: !491)
!503 = !DILocation(line: 11, column: 11, scope: !491)
!504 = !DILocation(line: 12, column: 48, scope: !491)
!505 = !DILocation(line: 12, column: 51, scope: !491)
!506 = !DILocation(line: 12, column: 70, scope: !491)
!507 = !DILocation(line: 12, column: 60, scope: !491)
!508 = !DILocation(line: 12, column: 58, scope: !491)
!509 = !DILocation(line: 12, column: 36, scope: !491)
!510 = !DILocation(line: 12, column: 14, scope: !491)
!511 = !DILocation(line: 12, column: 7, scope: !491)
!512 = distinct !DISubprogram(name: "operator()<unsigned int>", scope: !1, file: !1, line: 22, type: !9, scopeLine: 22, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!513 = !DILocation(line: 22, column: 85, scope: !512)
!514 = !DILocation(line: 22, column: 89, scope: !512)
!515 = !DILocation(line: 22, column: 87, scope: !512)
!516 = !DILocation(line: 22, column: 93, scope: !512)
!517 = !DILocation(line: 22, column: 97, scope: !512)
!518 = !DILocation(line: 22, column: 78, scope: !512)
!519 = distinct !DISubprogram(name: "block_reduce<unsigned int, Max>", scope: !1, file: !1, line: 31, type: !9, scopeLine: 31, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!520 = !DILocation(line: 33, column: 14, scope: !519)
!521 = !DILocation(line: 33, column: 26, scope: !519)
!522 = !DILocation(line: 33, column: 7, scope: !519)
!523 = !DILocation(line: 33, column: 39, scope: !519)
!524 = !DILocation(line: 33, column: 51, scope: !519)
!525 = !DILocation(line: 33, column: 32, scope: !519)
!526 = !DILocation(line: 34, column: 19, scope: !519)
!527 = !DILocation(line: 34, column: 7, scope: !519)
!528 = !DILocation(line: 34, column: 5, scope: !519)
!529 = !DILocation(line: 35, column: 7, scope: !519)
!530 = !DILocation(line: 35, column: 12, scope: !519)
!531 = !DILocation(line: 35, column: 34, scope: !519)
!532 = !DILocation(line: 35, column: 26, scope: !519)
!533 = !DILocation(line: 35, column: 18, scope: !519)
!534 = !DILocation(line: 35, column: 32, scope: !519)
!535 = !DILocation(line: 36, column: 3, scope: !519)
!536 = !DILocation(line: 37, column: 7, scope: !519)
!537 = !DILocation(line: 37, column: 22, scope: !519)
!538 = !DILocation(line: 37, column: 33, scope: !519)
!539 = !DILocation(line: 37, column: 39, scope: !519)
!540 = !DILocation(line: 37, column: 19, scope: !519)
!541 = !DILocation(line: 37, column: 54, scope: !519)
!542 = !DILocation(line: 37, column: 46, scope: !519)
!543 = !DILocation(line: 37, column: 62, scope: !519)
!544 = !DILocation(line: 37, column: 5, scope: !519)
!545 = !DILocation(line: 38, column: 7, scope: !519)
!546 = !DILocation(line: 38, column: 12, scope: !519)
!547 = !DILocation(line: 38, column: 34, scope: !519)
!548 = !DILocation(line: 38, column: 22, scope: !519)
!549 = !DILocation(line: 38, column: 20, scope: !519)
!550 = !DILocation(line: 38, column: 18, scope: !519)
!551 = !DILocation(line: 39, column: 10, scope: !519)
!552 = !DILocation(line: 39, column: 3, scope: !519)
!553 = distinct !DISubprogram(name: "warp_reduce<unsigned int, Max>", scope: !1, file: !1, line: 25, type: !9, scopeLine: 25, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!554 = !DILocation(line: 27, column: 12, scope: !553)
!555 = !DILocation(line: 27, column: 8, scope: !553)
!556 = !DILocation(line: 27, column: 20, scope: !553)
!557 = !DILocation(line: 27, column: 22, scope: !553)
!558 = !DILocation(line: 27, column: 3, scope: !553)
!559 = !DILocation(line: 27, column: 43, scope: !553)
!560 = !DILocation(line: 27, column: 64, scope: !553)
!561 = !DILocation(line: 27, column: 67, scope: !553)
!562 = !DILocation(line: 27, column: 46, scope: !553)
!563 = !DILocation(line: 27, column: 40, scope: !553)
!564 = !DILocation(line: 27, column: 38, scope: !553)
!565 = !DILocation(line: 27, column: 36, scope: !553)
!566 = !DILocation(line: 27, column: 29, scope: !553)
!567 = distinct !{!567, !558, !568, !42, !281}
!568 = !DILocation(line: 27, column: 69, scope: !553)
!569 = !DILocation(line: 28, column: 10, scope: !553)
!570 = !DILocation(line: 28, column: 3, scope: !553)
!571 = distinct !DISubprogram(name: "xor_sync", scope: !1, file: !1, line: 7, type: !9, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!572 = !DILocation(line: 16, column: 74, scope: !571)
!573 = !DILocation(line: 16, column: 102, scope: !571)
!574 = !DILocation(line: 16, column: 36, scope: !571)
!575 = !DILocation(line: 16, column: 14, scope: !571)
!576 = !DILocation(line: 16, column: 7, scope: !571)
