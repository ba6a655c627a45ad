; ModuleID = 'k32_templ_lambda.cu'
source_filename = "k32_templ_lambda.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%class.anon = type { float }
%class.anon.0 = type { i8 }
%class.anon.1 = type { double }
%class.anon.2 = type { i8 }
%class.anon.4 = type { i32 }
%class.anon.5 = type { i8 }
%class.anon.7 = type { float }
%struct.MinMax = type { float, float }
%class.anon.8 = type { ptr }

$_Z13reduce_kernelIfEvPKT_PS0_iS0_ = comdat any

$_Z16transform_reduceIfZ13reduce_kernelIfEvPKT_PS1_iS1_EUlfiE_ZS0_IfEvS3_S4_iS1_EUlffE_ES1_S3_iS1_T0_T1_ = comdat any

$_Z13reduce_kernelIdEvPKT_PS0_iS0_ = comdat any

$_Z16transform_reduceIdZ13reduce_kernelIdEvPKT_PS1_iS1_EUldiE_ZS0_IdEvS3_S4_iS1_EUlddE_ES1_S3_iS1_T0_T1_ = comdat any

$_Z13reduce_kernelIiEvPKT_PS0_iS0_ = comdat any

$_Z16transform_reduceIiZ13reduce_kernelIiEvPKT_PS1_iS1_EUliiE_ZS0_IiEvS3_S4_iS1_EUliiE0_ES1_S3_iS1_T0_T1_ = comdat any

$_ZZ13reduce_kernelIfEvPKT_PS0_iS0_ENKUlffE_clEff = comdat any

$_ZZ13reduce_kernelIfEvPKT_PS0_iS0_ENKUlfiE_clEfi = comdat any

$_ZZ13reduce_kernelIdEvPKT_PS0_iS0_ENKUlddE_clEdd = comdat any

$_ZZ13reduce_kernelIdEvPKT_PS0_iS0_ENKUldiE_clEdi = comdat any

$_ZZ13reduce_kernelIiEvPKT_PS0_iS0_ENKUliiE0_clEii = comdat any

$_ZZ13reduce_kernelIiEvPKT_PS0_iS0_ENKUliiE_clEii = comdat any

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local ptx_kernel void @_Z13reduce_kernelIfEvPKT_PS0_iS0_(ptr noundef %0, ptr noundef %1, i32 noundef %2, float noundef %3) #0 comdat !dbg !8 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca float, align 4
  %9 = alloca float, align 4
  %10 = alloca %class.anon, align 4
  %11 = alloca %class.anon.0, align 1
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store i32 %2, ptr %7, align 4
  store float %3, ptr %8, align 4
  %12 = load ptr, ptr %5, align 8, !dbg !11
  %13 = load i32, ptr %7, align 4, !dbg !12
  %14 = getelementptr inbounds nuw %class.anon, ptr %10, i32 0, i32 0, !dbg !13
  %15 = load float, ptr %8, align 4, !dbg !14
  store float %15, ptr %14, align 4, !dbg !13
  %16 = call contract noundef float @_Z16transform_reduceIfZ13reduce_kernelIfEvPKT_PS1_iS1_EUlfiE_ZS0_IfEvS3_S4_iS1_EUlffE_ES1_S3_iS1_T0_T1_(ptr noundef %12, i32 noundef %13, float noundef 0.000000e+00, ptr noundef byval(%class.anon) align 4 %10, ptr noundef byval(%class.anon.0) align 1 %11) #4, !dbg !15
  store float %16, ptr %9, align 4, !dbg !16
  %17 = load float, ptr %9, align 4, !dbg !17
  %18 = load ptr, ptr %6, align 8, !dbg !18
  %19 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !19
  %20 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !20
  %21 = mul nsw i32 %19, %20, !dbg !21
  %22 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !22
  %23 = add nsw i32 %21, %22, !dbg !23
  %24 = sext i32 %23 to i64, !dbg !18
  %25 = getelementptr inbounds float, ptr %18, i64 %24, !dbg !18
  store float %17, ptr %25, align 4, !dbg !24
  ret void, !dbg !25
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef float @_Z16transform_reduceIfZ13reduce_kernelIfEvPKT_PS1_iS1_EUlfiE_ZS0_IfEvS3_S4_iS1_EUlffE_ES1_S3_iS1_T0_T1_(ptr noundef %0, i32 noundef %1, float noundef %2, ptr noundef byval(%class.anon) align 4 %3, ptr noundef byval(%class.anon.0) align 1 %4) #1 comdat !dbg !26 {
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca float, align 4
  %9 = alloca float, align 4
  %10 = alloca i32, align 4
  store ptr %0, ptr %6, align 8
  store i32 %1, ptr %7, align 4
  store float %2, ptr %8, align 4
  %11 = load float, ptr %8, align 4, !dbg !27
  store float %11, ptr %9, align 4, !dbg !28
  %12 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !29
  %13 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !30
  %14 = mul nsw i32 %12, %13, !dbg !31
  %15 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !32
  %16 = add nsw i32 %14, %15, !dbg !33
  store i32 %16, ptr %10, align 4, !dbg !34
  br label %17, !dbg !35

17:                                               ; preds = %31, %5
  %18 = load i32, ptr %10, align 4, !dbg !36
  %19 = load i32, ptr %7, align 4, !dbg !37
  %20 = icmp slt i32 %18, %19, !dbg !38
  br i1 %20, label %21, label %37, !dbg !39

21:                                               ; preds = %17
  %22 = load float, ptr %9, align 4, !dbg !40
  %23 = load ptr, ptr %6, align 8, !dbg !41
  %24 = load i32, ptr %10, align 4, !dbg !42
  %25 = sext i32 %24 to i64, !dbg !41
  %26 = getelementptr inbounds float, ptr %23, i64 %25, !dbg !41
  %27 = load float, ptr %26, align 4, !dbg !41
  %28 = load i32, ptr %10, align 4, !dbg !43
  %29 = call contract noundef float @_ZZ13reduce_kernelIfEvPKT_PS0_iS0_ENKUlfiE_clEfi(ptr noundef nonnull align 4 dereferenceable(4) %3, float noundef %27, i32 noundef %28) #4, !dbg !44
  %30 = call contract noundef float @_ZZ13reduce_kernelIfEvPKT_PS0_iS0_ENKUlffE_clEff(ptr noundef nonnull align 1 dereferenceable(1) %4, float noundef %22, float noundef %29) #4, !dbg !45
  store float %30, ptr %9, align 4, !dbg !46
  br label %31, !dbg !47

31:                                               ; preds = %21
  %32 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !48
  %33 = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x(), !dbg !49
  %34 = mul nsw i32 %32, %33, !dbg !50
  %35 = load i32, ptr %10, align 4, !dbg !51
  %36 = add nsw i32 %35, %34, !dbg !51
  store i32 %36, ptr %10, align 4, !dbg !51
  br label %17, !dbg !39, !llvm.loop !52

37:                                               ; preds = %17
  %38 = load float, ptr %9, align 4, !dbg !55
  ret float %38, !dbg !56
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local ptx_kernel void @_Z13reduce_kernelIdEvPKT_PS0_iS0_(ptr noundef %0, ptr noundef %1, i32 noundef %2, double noundef %3) #0 comdat !dbg !57 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca double, align 8
  %9 = alloca double, align 8
  %10 = alloca %class.anon.1, align 8
  %11 = alloca %class.anon.2, align 1
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store i32 %2, ptr %7, align 4
  store double %3, ptr %8, align 8
  %12 = load ptr, ptr %5, align 8, !dbg !58
  %13 = load i32, ptr %7, align 4, !dbg !59
  %14 = getelementptr inbounds nuw %class.anon.1, ptr %10, i32 0, i32 0, !dbg !60
  %15 = load double, ptr %8, align 8, !dbg !61
  store double %15, ptr %14, align 8, !dbg !60
  %16 = call contract noundef double @_Z16transform_reduceIdZ13reduce_kernelIdEvPKT_PS1_iS1_EUldiE_ZS0_IdEvS3_S4_iS1_EUlddE_ES1_S3_iS1_T0_T1_(ptr noundef %12, i32 noundef %13, double noundef 0.000000e+00, ptr noundef byval(%class.anon.1) align 8 %10, ptr noundef byval(%class.anon.2) align 1 %11) #4, !dbg !62
  store double %16, ptr %9, align 8, !dbg !63
  %17 = load double, ptr %9, align 8, !dbg !64
  %18 = load ptr, ptr %6, align 8, !dbg !65
  %19 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !66
  %20 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !67
  %21 = mul nsw i32 %19, %20, !dbg !68
  %22 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !69
  %23 = add nsw i32 %21, %22, !dbg !70
  %24 = sext i32 %23 to i64, !dbg !65
  %25 = getelementptr inbounds double, ptr %18, i64 %24, !dbg !65
  store double %17, ptr %25, align 8, !dbg !71
  ret void, !dbg !72
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef double @_Z16transform_reduceIdZ13reduce_kernelIdEvPKT_PS1_iS1_EUldiE_ZS0_IdEvS3_S4_iS1_EUlddE_ES1_S3_iS1_T0_T1_(ptr noundef %0, i32 noundef %1, double noundef %2, ptr noundef byval(%class.anon.1) align 8 %3, ptr noundef byval(%class.anon.2) align 1 %4) #1 comdat !dbg !73 {
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca double, align 8
  %9 = alloca double, align 8
  %10 = alloca i32, align 4
  store ptr %0, ptr %6, align 8
  store i32 %1, ptr %7, align 4
  store double %2, ptr %8, align 8
  %11 = load double, ptr %8, align 8, !dbg !74
  store double %11, ptr %9, align 8, !dbg !75
  %12 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !76
  %13 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !77
  %14 = mul nsw i32 %12, %13, !dbg !78
  %15 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !79
  %16 = add nsw i32 %14, %15, !dbg !80
  store i32 %16, ptr %10, align 4, !dbg !81
  br label %17, !dbg !82

17:                                               ; preds = %31, %5
  %18 = load i32, ptr %10, align 4, !dbg !83
  %19 = load i32, ptr %7, align 4, !dbg !84
  %20 = icmp slt i32 %18, %19, !dbg !85
  br i1 %20, label %21, label %37, !dbg !86

21:                                               ; preds = %17
  %22 = load double, ptr %9, align 8, !dbg !87
  %23 = load ptr, ptr %6, align 8, !dbg !88
  %24 = load i32, ptr %10, align 4, !dbg !89
  %25 = sext i32 %24 to i64, !dbg !88
  %26 = getelementptr inbounds double, ptr %23, i64 %25, !dbg !88
  %27 = load double, ptr %26, align 8, !dbg !88
  %28 = load i32, ptr %10, align 4, !dbg !90
  %29 = call contract noundef double @_ZZ13reduce_kernelIdEvPKT_PS0_iS0_ENKUldiE_clEdi(ptr noundef nonnull align 8 dereferenceable(8) %3, double noundef %27, i32 noundef %28) #4, !dbg !91
  %30 = call contract noundef double @_ZZ13reduce_kernelIdEvPKT_PS0_iS0_ENKUlddE_clEdd(ptr noundef nonnull align 1 dereferenceable(1) %4, double noundef %22, double noundef %29) #4, !dbg !92
  store double %30, ptr %9, align 8, !dbg !93
  br label %31, !dbg !94

31:                                               ; preds = %21
  %32 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !95
  %33 = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x(), !dbg !96
  %34 = mul nsw i32 %32, %33, !dbg !97
  %35 = load i32, ptr %10, align 4, !dbg !98
  %36 = add nsw i32 %35, %34, !dbg !98
  store i32 %36, ptr %10, align 4, !dbg !98
  br label %17, !dbg !86, !llvm.loop !99

37:                                               ; preds = %17
  %38 = load double, ptr %9, align 8, !dbg !101
  ret double %38, !dbg !102
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local ptx_kernel void @_Z13reduce_kernelIiEvPKT_PS0_iS0_(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3) #0 comdat !dbg !103 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca %class.anon.4, align 4
  %11 = alloca %class.anon.5, align 1
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store i32 %2, ptr %7, align 4
  store i32 %3, ptr %8, align 4
  %12 = load ptr, ptr %5, align 8, !dbg !104
  %13 = load i32, ptr %7, align 4, !dbg !105
  %14 = getelementptr inbounds nuw %class.anon.4, ptr %10, i32 0, i32 0, !dbg !106
  %15 = load i32, ptr %8, align 4, !dbg !107
  store i32 %15, ptr %14, align 4, !dbg !106
  %16 = call noundef i32 @_Z16transform_reduceIiZ13reduce_kernelIiEvPKT_PS1_iS1_EUliiE_ZS0_IiEvS3_S4_iS1_EUliiE0_ES1_S3_iS1_T0_T1_(ptr noundef %12, i32 noundef %13, i32 noundef 0, ptr noundef byval(%class.anon.4) align 4 %10, ptr noundef byval(%class.anon.5) align 1 %11) #4, !dbg !108
  store i32 %16, ptr %9, align 4, !dbg !109
  %17 = load i32, ptr %9, align 4, !dbg !110
  %18 = load ptr, ptr %6, align 8, !dbg !111
  %19 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !112
  %20 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !113
  %21 = mul nsw i32 %19, %20, !dbg !114
  %22 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !115
  %23 = add nsw i32 %21, %22, !dbg !116
  %24 = sext i32 %23 to i64, !dbg !111
  %25 = getelementptr inbounds i32, ptr %18, i64 %24, !dbg !111
  store i32 %17, ptr %25, align 4, !dbg !117
  ret void, !dbg !118
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef i32 @_Z16transform_reduceIiZ13reduce_kernelIiEvPKT_PS1_iS1_EUliiE_ZS0_IiEvS3_S4_iS1_EUliiE0_ES1_S3_iS1_T0_T1_(ptr noundef %0, i32 noundef %1, i32 noundef %2, ptr noundef byval(%class.anon.4) align 4 %3, ptr noundef byval(%class.anon.5) align 1 %4) #1 comdat !dbg !119 {
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store ptr %0, ptr %6, align 8
  store i32 %1, ptr %7, align 4
  store i32 %2, ptr %8, align 4
  %11 = load i32, ptr %8, align 4, !dbg !120
  store i32 %11, ptr %9, align 4, !dbg !121
  %12 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !122
  %13 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !123
  %14 = mul nsw i32 %12, %13, !dbg !124
  %15 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !125
  %16 = add nsw i32 %14, %15, !dbg !126
  store i32 %16, ptr %10, align 4, !dbg !127
  br label %17, !dbg !128

17:                                               ; preds = %31, %5
  %18 = load i32, ptr %10, align 4, !dbg !129
  %19 = load i32, ptr %7, align 4, !dbg !130
  %20 = icmp slt i32 %18, %19, !dbg !131
  br i1 %20, label %21, label %37, !dbg !132

21:                                               ; preds = %17
  %22 = load i32, ptr %9, align 4, !dbg !133
  %23 = load ptr, ptr %6, align 8, !dbg !134
  %24 = load i32, ptr %10, align 4, !dbg !135
  %25 = sext i32 %24 to i64, !dbg !134
  %26 = getelementptr inbounds i32, ptr %23, i64 %25, !dbg !134
  %27 = load i32, ptr %26, align 4, !dbg !134
  %28 = load i32, ptr %10, align 4, !dbg !136
  %29 = call noundef i32 @_ZZ13reduce_kernelIiEvPKT_PS0_iS0_ENKUliiE_clEii(ptr noundef nonnull align 4 dereferenceable(4) %3, i32 noundef %27, i32 noundef %28) #4, !dbg !137
  %30 = call noundef i32 @_ZZ13reduce_kernelIiEvPKT_PS0_iS0_ENKUliiE0_clEii(ptr noundef nonnull align 1 dereferenceable(1) %4, i32 noundef %22, i32 noundef %29) #4, !dbg !138
  store i32 %30, ptr %9, align 4, !dbg !139
  br label %31, !dbg !140

31:                                               ; preds = %21
  %32 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !141
  %33 = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x(), !dbg !142
  %34 = mul nsw i32 %32, %33, !dbg !143
  %35 = load i32, ptr %10, align 4, !dbg !144
  %36 = add nsw i32 %35, %34, !dbg !144
  store i32 %36, ptr %10, align 4, !dbg !144
  br label %17, !dbg !132, !llvm.loop !145

37:                                               ; preds = %17
  %38 = load i32, ptr %9, align 4, !dbg !147
  ret i32 %38, !dbg !148
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local ptx_kernel void @lambda_struct(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 !dbg !149 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca float, align 4
  %9 = alloca %class.anon.7, align 4
  %10 = alloca %struct.MinMax, align 4
  %11 = alloca %class.anon.7, align 4
  %12 = alloca i32, align 4
  %13 = alloca %class.anon.8, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %14 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !150
  %15 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !151
  %16 = mul nsw i32 %14, %15, !dbg !152
  %17 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !153
  %18 = add nsw i32 %16, %17, !dbg !154
  store i32 %18, ptr %7, align 4, !dbg !155
  %19 = load i32, ptr %7, align 4, !dbg !156
  %20 = load i32, ptr %6, align 4, !dbg !157
  %21 = icmp sge i32 %19, %20, !dbg !158
  br i1 %21, label %22, label %23, !dbg !158

22:                                               ; preds = %3
  br label %64, !dbg !159

23:                                               ; preds = %3
  %24 = load ptr, ptr %4, align 8, !dbg !160
  %25 = getelementptr inbounds float, ptr %24, i64 0, !dbg !160
  %26 = load float, ptr %25, align 4, !dbg !160
  store float %26, ptr %8, align 4, !dbg !161
  %27 = getelementptr inbounds nuw %class.anon.7, ptr %9, i32 0, i32 0, !dbg !162
  %28 = load float, ptr %8, align 4, !dbg !163
  store float %28, ptr %27, align 4, !dbg !162
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %11, ptr align 4 %9, i64 4, i1 false), !dbg !164
  %29 = load ptr, ptr %4, align 8, !dbg !165
  %30 = load i32, ptr %7, align 4, !dbg !166
  %31 = sext i32 %30 to i64, !dbg !165
  %32 = getelementptr inbounds float, ptr %29, i64 %31, !dbg !165
  %33 = load float, ptr %32, align 4, !dbg !165
  %34 = load ptr, ptr %4, align 8, !dbg !167
  %35 = load i32, ptr %7, align 4, !dbg !168
  %36 = add nsw i32 %35, 1, !dbg !169
  %37 = load i32, ptr %6, align 4, !dbg !170
  %38 = srem i32 %36, %37, !dbg !171
  %39 = sext i32 %38 to i64, !dbg !167
  %40 = getelementptr inbounds float, ptr %34, i64 %39, !dbg !167
  %41 = load float, ptr %40, align 4, !dbg !167
  %42 = call %struct.MinMax @_Z10apply_pairIZ13lambda_structEUlffE_E6MinMaxT_ff(ptr noundef byval(%class.anon.7) align 4 %11, float noundef %33, float noundef %41) #4, !dbg !172
  %43 = getelementptr inbounds nuw %struct.MinMax, ptr %10, i32 0, i32 0, !dbg !172
  %44 = extractvalue %struct.MinMax %42, 0, !dbg !172
  store float %44, ptr %43, align 4, !dbg !172
  %45 = getelementptr inbounds nuw %struct.MinMax, ptr %10, i32 0, i32 1, !dbg !172
  %46 = extractvalue %struct.MinMax %42, 1, !dbg !172
  store float %46, ptr %45, align 4, !dbg !172
  store i32 0, ptr %12, align 4, !dbg !173
  %47 = getelementptr inbounds nuw %class.anon.8, ptr %13, i32 0, i32 0, !dbg !174
  store ptr %12, ptr %47, align 8, !dbg !174
  %48 = getelementptr inbounds nuw %struct.MinMax, ptr %10, i32 0, i32 0, !dbg !175
  %49 = load float, ptr %48, align 4, !dbg !175
  call void @_ZZ13lambda_structENKUlfE_clEf(ptr noundef nonnull align 8 dereferenceable(8) %13, float noundef %49) #4, !dbg !176
  %50 = getelementptr inbounds nuw %struct.MinMax, ptr %10, i32 0, i32 1, !dbg !177
  %51 = load float, ptr %50, align 4, !dbg !177
  call void @_ZZ13lambda_structENKUlfE_clEf(ptr noundef nonnull align 8 dereferenceable(8) %13, float noundef %51) #4, !dbg !178
  %52 = getelementptr inbounds nuw %struct.MinMax, ptr %10, i32 0, i32 1, !dbg !179
  %53 = load float, ptr %52, align 4, !dbg !179
  %54 = getelementptr inbounds nuw %struct.MinMax, ptr %10, i32 0, i32 0, !dbg !180
  %55 = load float, ptr %54, align 4, !dbg !180
  %56 = fsub contract float %53, %55, !dbg !181
  %57 = load i32, ptr %12, align 4, !dbg !182
  %58 = sitofp i32 %57 to float, !dbg !182
  %59 = fadd contract float %56, %58, !dbg !183
  %60 = load ptr, ptr %5, align 8, !dbg !184
  %61 = load i32, ptr %7, align 4, !dbg !185
  %62 = sext i32 %61 to i64, !dbg !184
  %63 = getelementptr inbounds float, ptr %60, i64 %62, !dbg !184
  store float %59, ptr %63, align 4, !dbg !186
  br label %64, !dbg !187

64:                                               ; preds = %23, %22
  ret void, !dbg !187
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal %struct.MinMax @_Z10apply_pairIZ13lambda_structEUlffE_E6MinMaxT_ff(ptr noundef byval(%class.anon.7) align 4 %0, float noundef %1, float noundef %2) #1 !dbg !188 {
  %4 = alloca %struct.MinMax, align 4
  %5 = alloca float, align 4
  %6 = alloca float, align 4
  store float %1, ptr %5, align 4
  store float %2, ptr %6, align 4
  %7 = load float, ptr %5, align 4, !dbg !189
  %8 = load float, ptr %6, align 4, !dbg !190
  %9 = call %struct.MinMax @_ZZ13lambda_structENKUlffE_clEff(ptr noundef nonnull align 4 dereferenceable(4) %0, float noundef %7, float noundef %8) #4, !dbg !191
  %10 = getelementptr inbounds nuw %struct.MinMax, ptr %4, i32 0, i32 0, !dbg !191
  %11 = extractvalue %struct.MinMax %9, 0, !dbg !191
  store float %11, ptr %10, align 4, !dbg !191
  %12 = getelementptr inbounds nuw %struct.MinMax, ptr %4, i32 0, i32 1, !dbg !191
  %13 = extractvalue %struct.MinMax %9, 1, !dbg !191
  store float %13, ptr %12, align 4, !dbg !191
  %14 = load %struct.MinMax, ptr %4, align 4, !dbg !192
  ret %struct.MinMax %14, !dbg !192
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #3

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal void @_ZZ13lambda_structENKUlfE_clEf(ptr noundef nonnull align 8 dereferenceable(8) %0, float noundef %1) #1 align 2 !dbg !193 {
  %3 = alloca ptr, align 8
  %4 = alloca float, align 4
  store ptr %0, ptr %3, align 8
  store float %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 8
  %6 = load float, ptr %4, align 4, !dbg !194
  %7 = fcmp contract ogt float %6, 0.000000e+00, !dbg !195
  br i1 %7, label %8, label %13, !dbg !195

8:                                                ; preds = %2
  %9 = getelementptr inbounds nuw %class.anon.8, ptr %5, i32 0, i32 0, !dbg !196
  %10 = load ptr, ptr %9, align 8, !dbg !196, !nonnull !10, !align !197
  %11 = load i32, ptr %10, align 4, !dbg !198
  %12 = add nsw i32 %11, 1, !dbg !198
  store i32 %12, ptr %10, align 4, !dbg !198
  br label %13, !dbg !196

13:                                               ; preds = %8, %2
  ret void, !dbg !199
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef float @_ZZ13reduce_kernelIfEvPKT_PS0_iS0_ENKUlffE_clEff(ptr noundef nonnull align 1 dereferenceable(1) %0, float noundef %1, float noundef %2) #1 comdat align 2 !dbg !200 {
  %4 = alloca ptr, align 8
  %5 = alloca float, align 4
  %6 = alloca float, align 4
  store ptr %0, ptr %4, align 8
  store float %1, ptr %5, align 4
  store float %2, ptr %6, align 4
  %7 = load ptr, ptr %4, align 8
  %8 = load float, ptr %5, align 4, !dbg !201
  %9 = load float, ptr %6, align 4, !dbg !202
  %10 = fadd contract float %8, %9, !dbg !203
  ret float %10, !dbg !204
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef float @_ZZ13reduce_kernelIfEvPKT_PS0_iS0_ENKUlfiE_clEfi(ptr noundef nonnull align 4 dereferenceable(4) %0, float noundef %1, i32 noundef %2) #1 comdat align 2 !dbg !205 {
  %4 = alloca ptr, align 8
  %5 = alloca float, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store float %1, ptr %5, align 4
  store i32 %2, ptr %6, align 4
  %7 = load ptr, ptr %4, align 8
  %8 = load float, ptr %5, align 4, !dbg !206
  %9 = getelementptr inbounds nuw %class.anon, ptr %7, i32 0, i32 0, !dbg !207
  %10 = load float, ptr %9, align 4, !dbg !207
  %11 = fmul contract float %8, %10, !dbg !208
  %12 = load i32, ptr %6, align 4, !dbg !209
  %13 = and i32 %12, 1, !dbg !210
  %14 = sitofp i32 %13 to float, !dbg !209
  %15 = fadd contract float %11, %14, !dbg !211
  ret float %15, !dbg !212
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #2

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef double @_ZZ13reduce_kernelIdEvPKT_PS0_iS0_ENKUlddE_clEdd(ptr noundef nonnull align 1 dereferenceable(1) %0, double noundef %1, double noundef %2) #1 comdat align 2 !dbg !213 {
  %4 = alloca ptr, align 8
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  store ptr %0, ptr %4, align 8
  store double %1, ptr %5, align 8
  store double %2, ptr %6, align 8
  %7 = load ptr, ptr %4, align 8
  %8 = load double, ptr %5, align 8, !dbg !214
  %9 = load double, ptr %6, align 8, !dbg !215
  %10 = fadd contract double %8, %9, !dbg !216
  ret double %10, !dbg !217
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef double @_ZZ13reduce_kernelIdEvPKT_PS0_iS0_ENKUldiE_clEdi(ptr noundef nonnull align 8 dereferenceable(8) %0, double noundef %1, i32 noundef %2) #1 comdat align 2 !dbg !218 {
  %4 = alloca ptr, align 8
  %5 = alloca double, align 8
  %6 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store double %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %7 = load ptr, ptr %4, align 8
  %8 = load double, ptr %5, align 8, !dbg !219
  %9 = getelementptr inbounds nuw %class.anon.1, ptr %7, i32 0, i32 0, !dbg !220
  %10 = load double, ptr %9, align 8, !dbg !220
  %11 = fmul contract double %8, %10, !dbg !221
  %12 = load i32, ptr %6, align 4, !dbg !222
  %13 = and i32 %12, 1, !dbg !223
  %14 = sitofp i32 %13 to double, !dbg !222
  %15 = fadd contract double %11, %14, !dbg !224
  ret double %15, !dbg !225
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef i32 @_ZZ13reduce_kernelIiEvPKT_PS0_iS0_ENKUliiE0_clEii(ptr noundef nonnull align 1 dereferenceable(1) %0, i32 noundef %1, i32 noundef %2) #1 comdat align 2 !dbg !226 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store i32 %2, ptr %6, align 4
  %7 = load ptr, ptr %4, align 8
  %8 = load i32, ptr %5, align 4, !dbg !227
  %9 = load i32, ptr %6, align 4, !dbg !228
  %10 = add nsw i32 %8, %9, !dbg !229
  ret i32 %10, !dbg !230
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef i32 @_ZZ13reduce_kernelIiEvPKT_PS0_iS0_ENKUliiE_clEii(ptr noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1, i32 noundef %2) #1 comdat align 2 !dbg !231 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store i32 %2, ptr %6, align 4
  %7 = load ptr, ptr %4, align 8
  %8 = load i32, ptr %5, align 4, !dbg !232
  %9 = getelementptr inbounds nuw %class.anon.4, ptr %7, i32 0, i32 0, !dbg !233
  %10 = load i32, ptr %9, align 4, !dbg !233
  %11 = mul nsw i32 %8, %10, !dbg !234
  %12 = load i32, ptr %6, align 4, !dbg !235
  %13 = and i32 %12, 1, !dbg !236
  %14 = add nsw i32 %11, %13, !dbg !237
  ret i32 %14, !dbg !238
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal %struct.MinMax @_ZZ13lambda_structENKUlffE_clEff(ptr noundef nonnull align 4 dereferenceable(4) %0, float noundef %1, float noundef %2) #1 align 2 !dbg !239 {
  %4 = alloca %struct.MinMax, align 4
  %5 = alloca ptr, align 8
  %6 = alloca float, align 4
  %7 = alloca float, align 4
  store ptr %0, ptr %5, align 8
  store float %1, ptr %6, align 4
  store float %2, ptr %7, align 4
  %8 = load ptr, ptr %5, align 8
  %9 = getelementptr inbounds nuw %struct.MinMax, ptr %4, i32 0, i32 0, !dbg !240
  %10 = load float, ptr %6, align 4, !dbg !241
  %11 = load float, ptr %7, align 4, !dbg !242
  %12 = fcmp contract olt float %10, %11, !dbg !243
  br i1 %12, label %13, label %18, !dbg !241

13:                                               ; preds = %3
  %14 = load float, ptr %6, align 4, !dbg !244
  %15 = getelementptr inbounds nuw %class.anon.7, ptr %8, i32 0, i32 0, !dbg !245
  %16 = load float, ptr %15, align 4, !dbg !245
  %17 = fsub contract float %14, %16, !dbg !246
  br label %23, !dbg !241

18:                                               ; preds = %3
  %19 = load float, ptr %7, align 4, !dbg !247
  %20 = getelementptr inbounds nuw %class.anon.7, ptr %8, i32 0, i32 0, !dbg !248
  %21 = load float, ptr %20, align 4, !dbg !248
  %22 = fsub contract float %19, %21, !dbg !249
  br label %23, !dbg !241

23:                                               ; preds = %18, %13
  %24 = phi contract float [ %17, %13 ], [ %22, %18 ], !dbg !241
  store float %24, ptr %9, align 4, !dbg !240
  %25 = getelementptr inbounds nuw %struct.MinMax, ptr %4, i32 0, i32 1, !dbg !240
  %26 = load float, ptr %6, align 4, !dbg !250
  %27 = load float, ptr %7, align 4, !dbg !251
  %28 = fcmp contract olt float %26, %27, !dbg !252
  br i1 %28, label %29, label %34, !dbg !250

29:                                               ; preds = %23
  %30 = load float, ptr %7, align 4, !dbg !253
  %31 = getelementptr inbounds nuw %class.anon.7, ptr %8, i32 0, i32 0, !dbg !254
  %32 = load float, ptr %31, align 4, !dbg !254
  %33 = fadd contract float %30, %32, !dbg !255
  br label %39, !dbg !250

34:                                               ; preds = %23
  %35 = load float, ptr %6, align 4, !dbg !256
  %36 = getelementptr inbounds nuw %class.anon.7, ptr %8, i32 0, i32 0, !dbg !257
  %37 = load float, ptr %36, align 4, !dbg !257
  %38 = fadd contract float %35, %37, !dbg !258
  br label %39, !dbg !250

39:                                               ; preds = %34, %29
  %40 = phi contract float [ %33, %29 ], [ %38, %34 ], !dbg !250
  store float %40, ptr %25, align 4, !dbg !240
  %41 = load %struct.MinMax, ptr %4, align 4, !dbg !259
  ret %struct.MinMax %41, !dbg !259
}

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { convergent nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6}
!llvm.ident = !{!7}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "k32_templ_lambda.cu", directory: "/work/wt/nvir32/tools/capture/clang_kernels")
!2 = !{i32 7, !"Dwarf Version", i32 2}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!6 = !{i32 7, !"frame-pointer", i32 2}
!7 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!8 = distinct !DISubprogram(name: "reduce_kernel<float>", scope: !1, file: !1, line: 15, type: !9, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!9 = !DISubroutineType(types: !10)
!10 = !{}
!11 = !DILocation(line: 16, column: 26, scope: !8)
!12 = !DILocation(line: 16, column: 30, scope: !8)
!13 = !DILocation(line: 16, column: 39, scope: !8)
!14 = !DILocation(line: 16, column: 40, scope: !8)
!15 = !DILocation(line: 16, column: 9, scope: !8)
!16 = !DILocation(line: 16, column: 5, scope: !8)
!17 = !DILocation(line: 18, column: 48, scope: !8)
!18 = !DILocation(line: 18, column: 3, scope: !8)
!19 = !DILocation(line: 18, column: 7, scope: !8)
!20 = !DILocation(line: 18, column: 20, scope: !8)
!21 = !DILocation(line: 18, column: 18, scope: !8)
!22 = !DILocation(line: 18, column: 33, scope: !8)
!23 = !DILocation(line: 18, column: 31, scope: !8)
!24 = !DILocation(line: 18, column: 46, scope: !8)
!25 = !DILocation(line: 19, column: 1, scope: !8)
!26 = distinct !DISubprogram(name: "transform_reduce<float, (lambda at k32_templ_lambda.cu:16:39), (lambda at k32_templ_lambda.cu:17:26)>", scope: !1, file: !1, line: 5, type: !9, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!27 = !DILocation(line: 6, column: 11, scope: !26)
!28 = !DILocation(line: 6, column: 5, scope: !26)
!29 = !DILocation(line: 7, column: 16, scope: !26)
!30 = !DILocation(line: 7, column: 29, scope: !26)
!31 = !DILocation(line: 7, column: 27, scope: !26)
!32 = !DILocation(line: 7, column: 42, scope: !26)
!33 = !DILocation(line: 7, column: 40, scope: !26)
!34 = !DILocation(line: 7, column: 12, scope: !26)
!35 = !DILocation(line: 7, column: 8, scope: !26)
!36 = !DILocation(line: 7, column: 55, scope: !26)
!37 = !DILocation(line: 7, column: 59, scope: !26)
!38 = !DILocation(line: 7, column: 57, scope: !26)
!39 = !DILocation(line: 7, column: 3, scope: !26)
!40 = !DILocation(line: 8, column: 13, scope: !26)
!41 = !DILocation(line: 8, column: 20, scope: !26)
!42 = !DILocation(line: 8, column: 23, scope: !26)
!43 = !DILocation(line: 8, column: 27, scope: !26)
!44 = !DILocation(line: 8, column: 18, scope: !26)
!45 = !DILocation(line: 8, column: 11, scope: !26)
!46 = !DILocation(line: 8, column: 9, scope: !26)
!47 = !DILocation(line: 8, column: 5, scope: !26)
!48 = !DILocation(line: 7, column: 67, scope: !26)
!49 = !DILocation(line: 7, column: 80, scope: !26)
!50 = !DILocation(line: 7, column: 78, scope: !26)
!51 = !DILocation(line: 7, column: 64, scope: !26)
!52 = distinct !{!52, !39, !53, !54}
!53 = !DILocation(line: 8, column: 29, scope: !26)
!54 = !{!"llvm.loop.mustprogress"}
!55 = !DILocation(line: 9, column: 10, scope: !26)
!56 = !DILocation(line: 9, column: 3, scope: !26)
!57 = distinct !DISubprogram(name: "reduce_kernel<double>", scope: !1, file: !1, line: 15, type: !9, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!58 = !DILocation(line: 16, column: 26, scope: !57)
!59 = !DILocation(line: 16, column: 30, scope: !57)
!60 = !DILocation(line: 16, column: 39, scope: !57)
!61 = !DILocation(line: 16, column: 40, scope: !57)
!62 = !DILocation(line: 16, column: 9, scope: !57)
!63 = !DILocation(line: 16, column: 5, scope: !57)
!64 = !DILocation(line: 18, column: 48, scope: !57)
!65 = !DILocation(line: 18, column: 3, scope: !57)
!66 = !DILocation(line: 18, column: 7, scope: !57)
!67 = !DILocation(line: 18, column: 20, scope: !57)
!68 = !DILocation(line: 18, column: 18, scope: !57)
!69 = !DILocation(line: 18, column: 33, scope: !57)
!70 = !DILocation(line: 18, column: 31, scope: !57)
!71 = !DILocation(line: 18, column: 46, scope: !57)
!72 = !DILocation(line: 19, column: 1, scope: !57)
!73 = distinct !DISubprogram(name: "transform_reduce<double, (lambda at k32_templ_lambda.cu:16:39), (lambda at k32_templ_lambda.cu:17:26)>", scope: !1, file: !1, line: 5, type: !9, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!74 = !DILocation(line: 6, column: 11, scope: !73)
!75 = !DILocation(line: 6, column: 5, scope: !73)
!76 = !DILocation(line: 7, column: 16, scope: !73)
!77 = !DILocation(line: 7, column: 29, scope: !73)
!78 = !DILocation(line: 7, column: 27, scope: !73)
!79 = !DILocation(line: 7, column: 42, scope: !73)
!80 = !DILocation(line: 7, column: 40, scope: !73)
!81 = !DILocation(line: 7, column: 12, scope: !73)
!82 = !DILocation(line: 7, column: 8, scope: !73)
!83 = !DILocation(line: 7, column: 55, scope: !73)
!84 = !DILocation(line: 7, column: 59, scope: !73)
!85 = !DILocation(line: 7, column: 57, scope: !73)
!86 = !DILocation(line: 7, column: 3, scope: !73)
!87 = !DILocation(line: 8, column: 13, scope: !73)
!88 = !DILocation(line: 8, column: 20, scope: !73)
!89 = !DILocation(line: 8, column: 23, scope: !73)
!90 = !DILocation(line: 8, column: 27, scope: !73)
!91 = !DILocation(line: 8, column: 18, scope: !73)
!92 = !DILocation(line: 8, column: 11, scope: !73)
!93 = !DILocation(line: 8, column: 9, scope: !73)
!94 = !DILocation(line: 8, column: 5, scope: !73)
!95 = !DILocation(line: 7, column: 67, scope: !73)
!96 = !DILocation(line: 7, column: 80, scope: !73)
!97 = !DILocation(line: 7, column: 78, scope: !73)
!98 = !DILocation(line: 7, column: 64, scope: !73)
!99 = distinct !{!99, !86, !100, !54}
!100 = !DILocation(line: 8, column: 29, scope: !73)
!101 = !DILocation(line: 9, column: 10, scope: !73)
!102 = !DILocation(line: 9, column: 3, scope: !73)
!103 = distinct !DISubprogram(name: "reduce_kernel<int>", scope: !1, file: !1, line: 15, type: !9, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!104 = !DILocation(line: 16, column: 26, scope: !103)
!105 = !DILocation(line: 16, column: 30, scope: !103)
!106 = !DILocation(line: 16, column: 39, scope: !103)
!107 = !DILocation(line: 16, column: 40, scope: !103)
!108 = !DILocation(line: 16, column: 9, scope: !103)
!109 = !DILocation(line: 16, column: 5, scope: !103)
!110 = !DILocation(line: 18, column: 48, scope: !103)
!111 = !DILocation(line: 18, column: 3, scope: !103)
!112 = !DILocation(line: 18, column: 7, scope: !103)
!113 = !DILocation(line: 18, column: 20, scope: !103)
!114 = !DILocation(line: 18, column: 18, scope: !103)
!115 = !DILocation(line: 18, column: 33, scope: !103)
!116 = !DILocation(line: 18, column: 31, scope: !103)
!117 = !DILocation(line: 18, column: 46, scope: !103)
!118 = !DILocation(line: 19, column: 1, scope: !103)
!119 = distinct !DISubprogram(name: "transform_reduce<int, (lambda at k32_templ_lambda.cu:16:39), (lambda at k32_templ_lambda.cu:17:26)>", scope: !1, file: !1, line: 5, type: !9, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!120 = !DILocation(line: 6, column: 11, scope: !119)
!121 = !DILocation(line: 6, column: 5, scope: !119)
!122 = !DILocation(line: 7, column: 16, scope: !119)
!123 = !DILocation(line: 7, column: 29, scope: !119)
!124 = !DILocation(line: 7, column: 27, scope: !119)
!125 = !DILocation(line: 7, column: 42, scope: !119)
!126 = !DILocation(line: 7, column: 40, scope: !119)
!127 = !DILocation(line: 7, column: 12, scope: !119)
!128 = !DILocation(line: 7, column: 8, scope: !119)
!129 = !DILocation(line: 7, column: 55, scope: !119)
!130 = !DILocation(line: 7, column: 59, scope: !119)
!131 = !DILocation(line: 7, column: 57, scope: !119)
!132 = !DILocation(line: 7, column: 3, scope: !119)
!133 = !DILocation(line: 8, column: 13, scope: !119)
!134 = !DILocation(line: 8, column: 20, scope: !119)
!135 = !DILocation(line: 8, column: 23, scope: !119)
!136 = !DILocation(line: 8, column: 27, scope: !119)
!137 = !DILocation(line: 8, column: 18, scope: !119)
!138 = !DILocation(line: 8, column: 11, scope: !119)
!139 = !DILocation(line: 8, column: 9, scope: !119)
!140 = !DILocation(line: 8, column: 5, scope: !119)
!141 = !DILocation(line: 7, column: 67, scope: !119)
!142 = !DILocation(line: 7, column: 80, scope: !119)
!143 = !DILocation(line: 7, column: 78, scope: !119)
!144 = !DILocation(line: 7, column: 64, scope: !119)
!145 = distinct !{!145, !132, !146, !54}
!146 = !DILocation(line: 8, column: 29, scope: !119)
!147 = !DILocation(line: 9, column: 10, scope: !119)
!148 = !DILocation(line: 9, column: 3, scope: !119)
!149 = distinct !DISubprogram(name: "lambda_struct", scope: !1, file: !1, line: 23, type: !9, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!150 = !DILocation(line: 24, column: 11, scope: !149)
!151 = !DILocation(line: 24, column: 24, scope: !149)
!152 = !DILocation(line: 24, column: 22, scope: !149)
!153 = !DILocation(line: 24, column: 37, scope: !149)
!154 = !DILocation(line: 24, column: 35, scope: !149)
!155 = !DILocation(line: 24, column: 7, scope: !149)
!156 = !DILocation(line: 25, column: 7, scope: !149)
!157 = !DILocation(line: 25, column: 12, scope: !149)
!158 = !DILocation(line: 25, column: 9, scope: !149)
!159 = !DILocation(line: 25, column: 15, scope: !149)
!160 = !DILocation(line: 26, column: 16, scope: !149)
!161 = !DILocation(line: 26, column: 9, scope: !149)
!162 = !DILocation(line: 27, column: 13, scope: !149)
!163 = !DILocation(line: 27, column: 14, scope: !149)
!164 = !DILocation(line: 28, column: 25, scope: !149)
!165 = !DILocation(line: 28, column: 29, scope: !149)
!166 = !DILocation(line: 28, column: 32, scope: !149)
!167 = !DILocation(line: 28, column: 36, scope: !149)
!168 = !DILocation(line: 28, column: 40, scope: !149)
!169 = !DILocation(line: 28, column: 42, scope: !149)
!170 = !DILocation(line: 28, column: 49, scope: !149)
!171 = !DILocation(line: 28, column: 47, scope: !149)
!172 = !DILocation(line: 28, column: 14, scope: !149)
!173 = !DILocation(line: 29, column: 7, scope: !149)
!174 = !DILocation(line: 30, column: 15, scope: !149)
!175 = !DILocation(line: 31, column: 10, scope: !149)
!176 = !DILocation(line: 31, column: 3, scope: !149)
!177 = !DILocation(line: 31, column: 22, scope: !149)
!178 = !DILocation(line: 31, column: 15, scope: !149)
!179 = !DILocation(line: 32, column: 14, scope: !149)
!180 = !DILocation(line: 32, column: 21, scope: !149)
!181 = !DILocation(line: 32, column: 17, scope: !149)
!182 = !DILocation(line: 32, column: 26, scope: !149)
!183 = !DILocation(line: 32, column: 24, scope: !149)
!184 = !DILocation(line: 32, column: 3, scope: !149)
!185 = !DILocation(line: 32, column: 7, scope: !149)
!186 = !DILocation(line: 32, column: 10, scope: !149)
!187 = !DILocation(line: 33, column: 1, scope: !149)
!188 = distinct !DISubprogram(name: "apply_pair<(lambda at k32_templ_lambda.cu:27:13)>", scope: !1, file: !1, line: 13, type: !9, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0)
!189 = !DILocation(line: 13, column: 90, scope: !188)
!190 = !DILocation(line: 13, column: 93, scope: !188)
!191 = !DILocation(line: 13, column: 88, scope: !188)
!192 = !DILocation(line: 13, column: 81, scope: !188)
!193 = distinct !DISubprogram(name: "operator()", scope: !1, file: !1, line: 30, type: !9, scopeLine: 30, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0)
!194 = !DILocation(line: 30, column: 39, scope: !193)
!195 = !DILocation(line: 30, column: 41, scope: !193)
!196 = !DILocation(line: 30, column: 49, scope: !193)
!197 = !{i64 4}
!198 = !DILocation(line: 30, column: 54, scope: !193)
!199 = !DILocation(line: 30, column: 58, scope: !193)
!200 = distinct !DISubprogram(name: "operator()", scope: !1, file: !1, line: 17, type: !9, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!201 = !DILocation(line: 17, column: 48, scope: !200)
!202 = !DILocation(line: 17, column: 52, scope: !200)
!203 = !DILocation(line: 17, column: 50, scope: !200)
!204 = !DILocation(line: 17, column: 41, scope: !200)
!205 = distinct !DISubprogram(name: "operator()", scope: !1, file: !1, line: 16, type: !9, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!206 = !DILocation(line: 16, column: 64, scope: !205)
!207 = !DILocation(line: 16, column: 68, scope: !205)
!208 = !DILocation(line: 16, column: 66, scope: !205)
!209 = !DILocation(line: 16, column: 78, scope: !205)
!210 = !DILocation(line: 16, column: 80, scope: !205)
!211 = !DILocation(line: 16, column: 74, scope: !205)
!212 = !DILocation(line: 16, column: 57, scope: !205)
!213 = distinct !DISubprogram(name: "operator()", scope: !1, file: !1, line: 17, type: !9, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!214 = !DILocation(line: 17, column: 48, scope: !213)
!215 = !DILocation(line: 17, column: 52, scope: !213)
!216 = !DILocation(line: 17, column: 50, scope: !213)
!217 = !DILocation(line: 17, column: 41, scope: !213)
!218 = distinct !DISubprogram(name: "operator()", scope: !1, file: !1, line: 16, type: !9, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!219 = !DILocation(line: 16, column: 64, scope: !218)
!220 = !DILocation(line: 16, column: 68, scope: !218)
!221 = !DILocation(line: 16, column: 66, scope: !218)
!222 = !DILocation(line: 16, column: 78, scope: !218)
!223 = !DILocation(line: 16, column: 80, scope: !218)
!224 = !DILocation(line: 16, column: 74, scope: !218)
!225 = !DILocation(line: 16, column: 57, scope: !218)
!226 = distinct !DISubprogram(name: "operator()", scope: !1, file: !1, line: 17, type: !9, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!227 = !DILocation(line: 17, column: 48, scope: !226)
!228 = !DILocation(line: 17, column: 52, scope: !226)
!229 = !DILocation(line: 17, column: 50, scope: !226)
!230 = !DILocation(line: 17, column: 41, scope: !226)
!231 = distinct !DISubprogram(name: "operator()", scope: !1, file: !1, line: 16, type: !9, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!232 = !DILocation(line: 16, column: 64, scope: !231)
!233 = !DILocation(line: 16, column: 68, scope: !231)
!234 = !DILocation(line: 16, column: 66, scope: !231)
!235 = !DILocation(line: 16, column: 78, scope: !231)
!236 = !DILocation(line: 16, column: 80, scope: !231)
!237 = !DILocation(line: 16, column: 74, scope: !231)
!238 = !DILocation(line: 16, column: 57, scope: !231)
!239 = distinct !DISubprogram(name: "operator()", scope: !1, file: !1, line: 27, type: !9, scopeLine: 27, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0)
!240 = !DILocation(line: 27, column: 53, scope: !239)
!241 = !DILocation(line: 27, column: 54, scope: !239)
!242 = !DILocation(line: 27, column: 58, scope: !239)
!243 = !DILocation(line: 27, column: 56, scope: !239)
!244 = !DILocation(line: 27, column: 62, scope: !239)
!245 = !DILocation(line: 27, column: 66, scope: !239)
!246 = !DILocation(line: 27, column: 64, scope: !239)
!247 = !DILocation(line: 27, column: 73, scope: !239)
!248 = !DILocation(line: 27, column: 77, scope: !239)
!249 = !DILocation(line: 27, column: 75, scope: !239)
!250 = !DILocation(line: 27, column: 83, scope: !239)
!251 = !DILocation(line: 27, column: 87, scope: !239)
!252 = !DILocation(line: 27, column: 85, scope: !239)
!253 = !DILocation(line: 27, column: 91, scope: !239)
!254 = !DILocation(line: 27, column: 95, scope: !239)
!255 = !DILocation(line: 27, column: 93, scope: !239)
!256 = !DILocation(line: 27, column: 102, scope: !239)
!257 = !DILocation(line: 27, column: 106, scope: !239)
!258 = !DILocation(line: 27, column: 104, scope: !239)
!259 = !DILocation(line: 27, column: 40, scope: !239)
