; ModuleID = 'k27_templ_shfl.cu'
source_filename = "k27_templ_shfl.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Sum = type { i8 }
%struct.Max = type { i8 }
%struct.Min = type { i8 }

$_Z12block_reduceIf3SumET_S1_T0_S1_ = comdat any

$_Z12block_reduceId3MaxET_S1_T0_S1_ = comdat any

$_Z12block_reduceIi3MinET_S1_T0_S1_ = comdat any

$_Z12block_reduceIx3SumET_S1_T0_S1_ = comdat any

$_Z12block_reduceIj3MaxET_S1_T0_S1_ = comdat any

$_ZZ12block_reduceIf3SumET_S1_T0_S1_E7partial = comdat any

$_ZZ12block_reduceId3MaxET_S1_T0_S1_E7partial = comdat any

$_ZZ12block_reduceIi3MinET_S1_T0_S1_E7partial = comdat any

$_ZZ12block_reduceIx3SumET_S1_T0_S1_E7partial = comdat any

$_ZZ12block_reduceIj3MaxET_S1_T0_S1_E7partial = comdat any

@_ZZ12block_reduceIf3SumET_S1_T0_S1_E7partial = linkonce_odr dso_local local_unnamed_addr addrspace(3) global [32 x float] undef, comdat, align 4
@_ZZ12block_reduceId3MaxET_S1_T0_S1_E7partial = linkonce_odr dso_local local_unnamed_addr addrspace(3) global [32 x double] undef, comdat, align 8
@_ZZ12block_reduceIi3MinET_S1_T0_S1_E7partial = linkonce_odr dso_local local_unnamed_addr addrspace(3) global [32 x i32] undef, comdat, align 4
@_ZZ12block_reduceIx3SumET_S1_T0_S1_E7partial = linkonce_odr dso_local local_unnamed_addr addrspace(3) global [32 x i64] undef, comdat, align 8
@_ZZ12block_reduceIj3MaxET_S1_T0_S1_E7partial = linkonce_odr dso_local local_unnamed_addr addrspace(3) global [32 x i32] undef, comdat, align 4

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @sum_f32(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1, i32 noundef %2) local_unnamed_addr #0 !dbg !12 {
  %4 = alloca %struct.Sum, align 1
  call void @llvm.lifetime.start.p0(ptr nonnull %4), !dbg !15
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !18
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !19
  %7 = mul nuw nsw i32 %5, %6, !dbg !20
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !21
  %9 = add nuw nsw i32 %7, %8, !dbg !22
  %10 = icmp slt i32 %9, %2, !dbg !23
  br i1 %10, label %11, label %14, !dbg !24

11:                                               ; preds = %3
  %12 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %13 = mul nuw nsw i32 %6, %12
  br label %18, !dbg !24

14:                                               ; preds = %18, %3
  %15 = phi float [ 0.000000e+00, %3 ], [ %24, %18 ], !dbg !15
  %16 = tail call contract noundef float @_Z12block_reduceIf3SumET_S1_T0_S1_(float noundef %15, ptr noundef nonnull byval(%struct.Sum) align 1 %4, float noundef 0.000000e+00) #7, !dbg !25
  %17 = icmp eq i32 %8, 0, !dbg !26
  br i1 %17, label %27, label %30, !dbg !26

18:                                               ; preds = %18, %11
  %19 = phi i32 [ %9, %11 ], [ %25, %18 ]
  %20 = phi float [ 0.000000e+00, %11 ], [ %24, %18 ]
  %21 = zext nneg i32 %19 to i64, !dbg !27
  %22 = getelementptr inbounds nuw float, ptr %0, i64 %21, !dbg !27
  %23 = load float, ptr %22, align 4, !dbg !27, !tbaa !28
  %24 = fadd contract float %20, %23, !dbg !30
  %25 = add nuw nsw i32 %19, %13, !dbg !33
  %26 = icmp slt i32 %25, %2, !dbg !23
  br i1 %26, label %18, label %14, !dbg !24, !llvm.loop !34

27:                                               ; preds = %14
  %28 = zext nneg i32 %5 to i64
  %29 = getelementptr inbounds nuw float, ptr %1, i64 %28
  store float %16, ptr %29, align 4, !dbg !37, !tbaa !28
  br label %30, !dbg !38

30:                                               ; preds = %14, %27
  call void @llvm.lifetime.end.p0(ptr nonnull %4), !dbg !39
  ret void, !dbg !40
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @max_f64(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1, i32 noundef %2) local_unnamed_addr #0 !dbg !41 {
  %4 = alloca %struct.Max, align 1
  call void @llvm.lifetime.start.p0(ptr nonnull %4), !dbg !42
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !45
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !46
  %7 = mul nuw nsw i32 %5, %6, !dbg !47
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !48
  %9 = add nuw nsw i32 %7, %8, !dbg !49
  %10 = icmp slt i32 %9, %2, !dbg !50
  br i1 %10, label %11, label %14, !dbg !51

11:                                               ; preds = %3
  %12 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %13 = mul nuw nsw i32 %6, %12
  br label %18, !dbg !51

14:                                               ; preds = %18, %3
  %15 = phi double [ -1.000000e+300, %3 ], [ %25, %18 ], !dbg !42
  %16 = tail call contract noundef double @_Z12block_reduceId3MaxET_S1_T0_S1_(double noundef %15, ptr noundef nonnull byval(%struct.Max) align 1 %4, double noundef -1.000000e+300) #7, !dbg !52
  %17 = icmp eq i32 %8, 0, !dbg !53
  br i1 %17, label %28, label %31, !dbg !53

18:                                               ; preds = %18, %11
  %19 = phi i32 [ %9, %11 ], [ %26, %18 ]
  %20 = phi double [ -1.000000e+300, %11 ], [ %25, %18 ]
  %21 = zext nneg i32 %19 to i64, !dbg !54
  %22 = getelementptr inbounds nuw double, ptr %0, i64 %21, !dbg !54
  %23 = load double, ptr %22, align 8, !dbg !54, !tbaa !55
  %24 = fcmp contract ogt double %20, %23, !dbg !57
  %25 = select contract i1 %24, double %20, double %23, !dbg !60
  %26 = add nuw nsw i32 %19, %13, !dbg !61
  %27 = icmp slt i32 %26, %2, !dbg !50
  br i1 %27, label %18, label %14, !dbg !51, !llvm.loop !62

28:                                               ; preds = %14
  %29 = zext nneg i32 %5 to i64
  %30 = getelementptr inbounds nuw double, ptr %1, i64 %29
  store double %16, ptr %30, align 8, !dbg !64, !tbaa !55
  br label %31, !dbg !65

31:                                               ; preds = %14, %28
  call void @llvm.lifetime.end.p0(ptr nonnull %4), !dbg !66
  ret void, !dbg !67
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @min_i32(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1, i32 noundef %2) local_unnamed_addr #0 !dbg !68 {
  %4 = alloca %struct.Min, align 1
  call void @llvm.lifetime.start.p0(ptr nonnull %4), !dbg !69
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !72
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !73
  %7 = mul nuw nsw i32 %5, %6, !dbg !74
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !75
  %9 = add nuw nsw i32 %7, %8, !dbg !76
  %10 = icmp slt i32 %9, %2, !dbg !77
  br i1 %10, label %11, label %14, !dbg !78

11:                                               ; preds = %3
  %12 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %13 = mul nuw nsw i32 %6, %12
  br label %18, !dbg !78

14:                                               ; preds = %18, %3
  %15 = phi i32 [ 2147483647, %3 ], [ %24, %18 ], !dbg !69
  %16 = tail call noundef i32 @_Z12block_reduceIi3MinET_S1_T0_S1_(i32 noundef %15, ptr noundef nonnull byval(%struct.Min) align 1 %4, i32 noundef 2147483647) #7, !dbg !79
  %17 = icmp eq i32 %8, 0, !dbg !80
  br i1 %17, label %27, label %30, !dbg !80

18:                                               ; preds = %18, %11
  %19 = phi i32 [ %9, %11 ], [ %25, %18 ]
  %20 = phi i32 [ 2147483647, %11 ], [ %24, %18 ]
  %21 = zext nneg i32 %19 to i64, !dbg !81
  %22 = getelementptr inbounds nuw i32, ptr %0, i64 %21, !dbg !81
  %23 = load i32, ptr %22, align 4, !dbg !81, !tbaa !8
  %24 = tail call noundef i32 @llvm.smin.i32(i32 %20, i32 %23), !dbg !82
  %25 = add nuw nsw i32 %19, %13, !dbg !85
  %26 = icmp slt i32 %25, %2, !dbg !77
  br i1 %26, label %18, label %14, !dbg !78, !llvm.loop !86

27:                                               ; preds = %14
  %28 = zext nneg i32 %5 to i64
  %29 = getelementptr inbounds nuw i32, ptr %1, i64 %28
  store i32 %16, ptr %29, align 4, !dbg !88, !tbaa !8
  br label %30, !dbg !89

30:                                               ; preds = %14, %27
  call void @llvm.lifetime.end.p0(ptr nonnull %4), !dbg !90
  ret void, !dbg !91
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @sum_i64(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1, i32 noundef %2) local_unnamed_addr #0 !dbg !92 {
  %4 = alloca %struct.Sum, align 1
  call void @llvm.lifetime.start.p0(ptr nonnull %4), !dbg !93
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !96
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !97
  %7 = mul nuw nsw i32 %5, %6, !dbg !98
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !99
  %9 = add nuw nsw i32 %7, %8, !dbg !100
  %10 = icmp slt i32 %9, %2, !dbg !101
  br i1 %10, label %11, label %14, !dbg !102

11:                                               ; preds = %3
  %12 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %13 = mul nuw nsw i32 %6, %12
  br label %18, !dbg !102

14:                                               ; preds = %18, %3
  %15 = phi i64 [ 0, %3 ], [ %24, %18 ], !dbg !93
  %16 = tail call noundef i64 @_Z12block_reduceIx3SumET_S1_T0_S1_(i64 noundef %15, ptr noundef nonnull byval(%struct.Sum) align 1 %4, i64 noundef 0) #7, !dbg !103
  %17 = icmp eq i32 %8, 0, !dbg !104
  br i1 %17, label %27, label %30, !dbg !104

18:                                               ; preds = %18, %11
  %19 = phi i32 [ %9, %11 ], [ %25, %18 ]
  %20 = phi i64 [ 0, %11 ], [ %24, %18 ]
  %21 = zext nneg i32 %19 to i64, !dbg !105
  %22 = getelementptr inbounds nuw i64, ptr %0, i64 %21, !dbg !105
  %23 = load i64, ptr %22, align 8, !dbg !105, !tbaa !106
  %24 = add nsw i64 %23, %20, !dbg !108
  %25 = add nuw nsw i32 %19, %13, !dbg !111
  %26 = icmp slt i32 %25, %2, !dbg !101
  br i1 %26, label %18, label %14, !dbg !102, !llvm.loop !112

27:                                               ; preds = %14
  %28 = zext nneg i32 %5 to i64
  %29 = getelementptr inbounds nuw i64, ptr %1, i64 %28
  store i64 %16, ptr %29, align 8, !dbg !114, !tbaa !106
  br label %30, !dbg !115

30:                                               ; preds = %14, %27
  call void @llvm.lifetime.end.p0(ptr nonnull %4), !dbg !116
  ret void, !dbg !117
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @max_u32(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1, i32 noundef %2) local_unnamed_addr #0 !dbg !118 {
  %4 = alloca %struct.Max, align 1
  call void @llvm.lifetime.start.p0(ptr nonnull %4), !dbg !119
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !122
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !123
  %7 = mul nuw nsw i32 %5, %6, !dbg !124
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !125
  %9 = add nuw nsw i32 %7, %8, !dbg !126
  %10 = icmp slt i32 %9, %2, !dbg !127
  br i1 %10, label %11, label %14, !dbg !128

11:                                               ; preds = %3
  %12 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %13 = mul nuw nsw i32 %6, %12
  br label %18, !dbg !128

14:                                               ; preds = %18, %3
  %15 = phi i32 [ 0, %3 ], [ %24, %18 ], !dbg !119
  %16 = tail call noundef i32 @_Z12block_reduceIj3MaxET_S1_T0_S1_(i32 noundef %15, ptr noundef nonnull byval(%struct.Max) align 1 %4, i32 noundef 0) #7, !dbg !129
  %17 = icmp eq i32 %8, 0, !dbg !130
  br i1 %17, label %27, label %30, !dbg !130

18:                                               ; preds = %18, %11
  %19 = phi i32 [ %9, %11 ], [ %25, %18 ]
  %20 = phi i32 [ 0, %11 ], [ %24, %18 ]
  %21 = zext nneg i32 %19 to i64, !dbg !131
  %22 = getelementptr inbounds nuw i32, ptr %0, i64 %21, !dbg !131
  %23 = load i32, ptr %22, align 4, !dbg !131, !tbaa !8
  %24 = tail call noundef i32 @llvm.umax.i32(i32 %20, i32 %23), !dbg !132
  %25 = add nuw nsw i32 %19, %13, !dbg !135
  %26 = icmp slt i32 %25, %2, !dbg !127
  br i1 %26, label %18, label %14, !dbg !128, !llvm.loop !136

27:                                               ; preds = %14
  %28 = zext nneg i32 %5 to i64
  %29 = getelementptr inbounds nuw i32, ptr %1, i64 %28
  store i32 %16, ptr %29, align 4, !dbg !138, !tbaa !8
  br label %30, !dbg !139

30:                                               ; preds = %14, %27
  call void @llvm.lifetime.end.p0(ptr nonnull %4), !dbg !140
  ret void, !dbg !141
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #1

; Function Attrs: convergent mustprogress noinline nounwind
define linkonce_odr dso_local noundef float @_Z12block_reduceIf3SumET_S1_T0_S1_(float noundef %0, ptr noundef byval(%struct.Sum) align 1 %1, float noundef %2) local_unnamed_addr #2 comdat !dbg !142 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !143
  %5 = and i32 %4, 31, !dbg !144
  %6 = lshr i32 %4, 5, !dbg !145
  %7 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %0, i32 16, i32 31), !dbg !146
  %8 = fadd contract float %0, %7, !dbg !151
  %9 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %8, i32 8, i32 31), !dbg !146
  %10 = fadd contract float %8, %9, !dbg !151
  %11 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %10, i32 4, i32 31), !dbg !146
  %12 = fadd contract float %10, %11, !dbg !151
  %13 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %12, i32 2, i32 31), !dbg !146
  %14 = fadd contract float %12, %13, !dbg !151
  %15 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %14, i32 1, i32 31), !dbg !146
  %16 = icmp eq i32 %5, 0, !dbg !153
  br i1 %16, label %17, label %21, !dbg !153

17:                                               ; preds = %3
  %18 = zext nneg i32 %6 to i64
  %19 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ12block_reduceIf3SumET_S1_T0_S1_E7partial to ptr), i64 %18
  %20 = fadd contract float %14, %15, !dbg !151
  store float %20, ptr %19, align 4, !dbg !154, !tbaa !28
  br label %21, !dbg !155

21:                                               ; preds = %17, %3
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !156
  %22 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !157
  %23 = add nuw nsw i32 %22, 31, !dbg !158
  %24 = lshr i32 %23, 5, !dbg !159
  %25 = icmp samesign ult i32 %4, %24, !dbg !160
  br i1 %25, label %26, label %30, !dbg !161

26:                                               ; preds = %21
  %27 = zext nneg i32 %5 to i64
  %28 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ12block_reduceIf3SumET_S1_T0_S1_E7partial to ptr), i64 %27
  %29 = load float, ptr %28, align 4, !dbg !162, !tbaa !28
  br label %30, !dbg !161

30:                                               ; preds = %21, %26
  %31 = phi contract float [ %29, %26 ], [ %2, %21 ], !dbg !161
  %32 = icmp eq i32 %6, 0, !dbg !163
  br i1 %32, label %33, label %44, !dbg !163

33:                                               ; preds = %30
  %34 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %31, i32 16, i32 31), !dbg !164
  %35 = fadd contract float %31, %34, !dbg !167
  %36 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %35, i32 8, i32 31), !dbg !164
  %37 = fadd contract float %35, %36, !dbg !167
  %38 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %37, i32 4, i32 31), !dbg !164
  %39 = fadd contract float %37, %38, !dbg !167
  %40 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %39, i32 2, i32 31), !dbg !164
  %41 = fadd contract float %39, %40, !dbg !167
  %42 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %41, i32 1, i32 31), !dbg !164
  %43 = fadd contract float %41, %42, !dbg !167
  br label %44, !dbg !169

44:                                               ; preds = %33, %30
  %45 = phi float [ %43, %33 ], [ %31, %30 ], !dbg !170
  ret float %45, !dbg !171
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #3

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.bfly.f32(i32, float, i32, i32) #4

; Function Attrs: convergent mustprogress noinline nounwind
define linkonce_odr dso_local noundef double @_Z12block_reduceId3MaxET_S1_T0_S1_(double noundef %0, ptr noundef byval(%struct.Max) align 1 %1, double noundef %2) local_unnamed_addr #2 comdat !dbg !172 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !173
  %5 = and i32 %4, 31, !dbg !174
  %6 = lshr i32 %4, 5, !dbg !175
  %7 = bitcast double %0 to i64, !dbg !176
  %8 = trunc i64 %7 to i32, !dbg !181
  %9 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %8, i32 16, i32 31), !dbg !182
  %10 = lshr i64 %7, 32, !dbg !183
  %11 = trunc nuw i64 %10 to i32, !dbg !184
  %12 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %11, i32 16, i32 31), !dbg !185
  %13 = sext i32 %12 to i64, !dbg !186
  %14 = shl nsw i64 %13, 32, !dbg !187
  %15 = zext i32 %9 to i64, !dbg !188
  %16 = or disjoint i64 %14, %15, !dbg !189
  %17 = bitcast i64 %16 to double, !dbg !190
  %18 = fcmp contract ogt double %0, %17, !dbg !191
  %19 = select contract i1 %18, double %0, double %17, !dbg !193
  %20 = bitcast double %19 to i64, !dbg !176
  %21 = trunc i64 %20 to i32, !dbg !181
  %22 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %21, i32 8, i32 31), !dbg !182
  %23 = lshr i64 %20, 32, !dbg !183
  %24 = trunc nuw i64 %23 to i32, !dbg !184
  %25 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %24, i32 8, i32 31), !dbg !185
  %26 = sext i32 %25 to i64, !dbg !186
  %27 = shl nsw i64 %26, 32, !dbg !187
  %28 = zext i32 %22 to i64, !dbg !188
  %29 = or disjoint i64 %27, %28, !dbg !189
  %30 = bitcast i64 %29 to double, !dbg !190
  %31 = fcmp contract ogt double %19, %30, !dbg !191
  %32 = select contract i1 %31, double %19, double %30, !dbg !193
  %33 = bitcast double %32 to i64, !dbg !176
  %34 = trunc i64 %33 to i32, !dbg !181
  %35 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %34, i32 4, i32 31), !dbg !182
  %36 = lshr i64 %33, 32, !dbg !183
  %37 = trunc nuw i64 %36 to i32, !dbg !184
  %38 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %37, i32 4, i32 31), !dbg !185
  %39 = sext i32 %38 to i64, !dbg !186
  %40 = shl nsw i64 %39, 32, !dbg !187
  %41 = zext i32 %35 to i64, !dbg !188
  %42 = or disjoint i64 %40, %41, !dbg !189
  %43 = bitcast i64 %42 to double, !dbg !190
  %44 = fcmp contract ogt double %32, %43, !dbg !191
  %45 = select contract i1 %44, double %32, double %43, !dbg !193
  %46 = bitcast double %45 to i64, !dbg !176
  %47 = trunc i64 %46 to i32, !dbg !181
  %48 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %47, i32 2, i32 31), !dbg !182
  %49 = lshr i64 %46, 32, !dbg !183
  %50 = trunc nuw i64 %49 to i32, !dbg !184
  %51 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %50, i32 2, i32 31), !dbg !185
  %52 = sext i32 %51 to i64, !dbg !186
  %53 = shl nsw i64 %52, 32, !dbg !187
  %54 = zext i32 %48 to i64, !dbg !188
  %55 = or disjoint i64 %53, %54, !dbg !189
  %56 = bitcast i64 %55 to double, !dbg !190
  %57 = fcmp contract ogt double %45, %56, !dbg !191
  %58 = select contract i1 %57, double %45, double %56, !dbg !193
  %59 = bitcast double %58 to i64, !dbg !176
  %60 = trunc i64 %59 to i32, !dbg !181
  %61 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %60, i32 1, i32 31), !dbg !182
  %62 = lshr i64 %59, 32, !dbg !183
  %63 = trunc nuw i64 %62 to i32, !dbg !184
  %64 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %63, i32 1, i32 31), !dbg !185
  %65 = icmp eq i32 %5, 0, !dbg !194
  br i1 %65, label %66, label %76, !dbg !194

66:                                               ; preds = %3
  %67 = zext nneg i32 %6 to i64
  %68 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ12block_reduceId3MaxET_S1_T0_S1_E7partial to ptr), i64 %67
  %69 = sext i32 %64 to i64, !dbg !186
  %70 = shl nsw i64 %69, 32, !dbg !187
  %71 = zext i32 %61 to i64, !dbg !188
  %72 = or disjoint i64 %70, %71, !dbg !189
  %73 = bitcast i64 %72 to double, !dbg !190
  %74 = fcmp contract ogt double %58, %73, !dbg !191
  %75 = select contract i1 %74, double %58, double %73, !dbg !193
  store double %75, ptr %68, align 8, !dbg !195, !tbaa !55
  br label %76, !dbg !196

76:                                               ; preds = %66, %3
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !197
  %77 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !198
  %78 = add nuw nsw i32 %77, 31, !dbg !199
  %79 = lshr i32 %78, 5, !dbg !200
  %80 = icmp samesign ult i32 %4, %79, !dbg !201
  br i1 %80, label %81, label %85, !dbg !202

81:                                               ; preds = %76
  %82 = zext nneg i32 %5 to i64
  %83 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ12block_reduceId3MaxET_S1_T0_S1_E7partial to ptr), i64 %82
  %84 = load double, ptr %83, align 8, !dbg !203, !tbaa !55
  br label %85, !dbg !202

85:                                               ; preds = %76, %81
  %86 = phi contract double [ %84, %81 ], [ %2, %76 ], !dbg !202
  %87 = icmp eq i32 %6, 0, !dbg !204
  br i1 %87, label %88, label %154, !dbg !204

88:                                               ; preds = %85
  %89 = bitcast double %86 to i64, !dbg !205
  %90 = trunc i64 %89 to i32, !dbg !208
  %91 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %90, i32 16, i32 31), !dbg !209
  %92 = lshr i64 %89, 32, !dbg !210
  %93 = trunc nuw i64 %92 to i32, !dbg !211
  %94 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %93, i32 16, i32 31), !dbg !212
  %95 = sext i32 %94 to i64, !dbg !213
  %96 = shl nsw i64 %95, 32, !dbg !214
  %97 = zext i32 %91 to i64, !dbg !215
  %98 = or disjoint i64 %96, %97, !dbg !216
  %99 = bitcast i64 %98 to double, !dbg !217
  %100 = fcmp contract ogt double %86, %99, !dbg !218
  %101 = select contract i1 %100, double %86, double %99, !dbg !220
  %102 = bitcast double %101 to i64, !dbg !205
  %103 = trunc i64 %102 to i32, !dbg !208
  %104 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %103, i32 8, i32 31), !dbg !209
  %105 = lshr i64 %102, 32, !dbg !210
  %106 = trunc nuw i64 %105 to i32, !dbg !211
  %107 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %106, i32 8, i32 31), !dbg !212
  %108 = sext i32 %107 to i64, !dbg !213
  %109 = shl nsw i64 %108, 32, !dbg !214
  %110 = zext i32 %104 to i64, !dbg !215
  %111 = or disjoint i64 %109, %110, !dbg !216
  %112 = bitcast i64 %111 to double, !dbg !217
  %113 = fcmp contract ogt double %101, %112, !dbg !218
  %114 = select contract i1 %113, double %101, double %112, !dbg !220
  %115 = bitcast double %114 to i64, !dbg !205
  %116 = trunc i64 %115 to i32, !dbg !208
  %117 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %116, i32 4, i32 31), !dbg !209
  %118 = lshr i64 %115, 32, !dbg !210
  %119 = trunc nuw i64 %118 to i32, !dbg !211
  %120 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %119, i32 4, i32 31), !dbg !212
  %121 = sext i32 %120 to i64, !dbg !213
  %122 = shl nsw i64 %121, 32, !dbg !214
  %123 = zext i32 %117 to i64, !dbg !215
  %124 = or disjoint i64 %122, %123, !dbg !216
  %125 = bitcast i64 %124 to double, !dbg !217
  %126 = fcmp contract ogt double %114, %125, !dbg !218
  %127 = select contract i1 %126, double %114, double %125, !dbg !220
  %128 = bitcast double %127 to i64, !dbg !205
  %129 = trunc i64 %128 to i32, !dbg !208
  %130 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %129, i32 2, i32 31), !dbg !209
  %131 = lshr i64 %128, 32, !dbg !210
  %132 = trunc nuw i64 %131 to i32, !dbg !211
  %133 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %132, i32 2, i32 31), !dbg !212
  %134 = sext i32 %133 to i64, !dbg !213
  %135 = shl nsw i64 %134, 32, !dbg !214
  %136 = zext i32 %130 to i64, !dbg !215
  %137 = or disjoint i64 %135, %136, !dbg !216
  %138 = bitcast i64 %137 to double, !dbg !217
  %139 = fcmp contract ogt double %127, %138, !dbg !218
  %140 = select contract i1 %139, double %127, double %138, !dbg !220
  %141 = bitcast double %140 to i64, !dbg !205
  %142 = trunc i64 %141 to i32, !dbg !208
  %143 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %142, i32 1, i32 31), !dbg !209
  %144 = lshr i64 %141, 32, !dbg !210
  %145 = trunc nuw i64 %144 to i32, !dbg !211
  %146 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %145, i32 1, i32 31), !dbg !212
  %147 = sext i32 %146 to i64, !dbg !213
  %148 = shl nsw i64 %147, 32, !dbg !214
  %149 = zext i32 %143 to i64, !dbg !215
  %150 = or disjoint i64 %148, %149, !dbg !216
  %151 = bitcast i64 %150 to double, !dbg !217
  %152 = fcmp contract ogt double %140, %151, !dbg !218
  %153 = select contract i1 %152, double %140, double %151, !dbg !220
  br label %154, !dbg !221

154:                                              ; preds = %88, %85
  %155 = phi double [ %153, %88 ], [ %86, %85 ], !dbg !222
  ret double %155, !dbg !223
}

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #4

; Function Attrs: convergent mustprogress noinline nounwind
define linkonce_odr dso_local noundef i32 @_Z12block_reduceIi3MinET_S1_T0_S1_(i32 noundef %0, ptr noundef byval(%struct.Min) align 1 %1, i32 noundef %2) local_unnamed_addr #2 comdat !dbg !224 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !225
  %5 = and i32 %4, 31, !dbg !226
  %6 = lshr i32 %4, 5, !dbg !227
  %7 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %0, i32 16, i32 31), !dbg !228
  %8 = tail call noundef i32 @llvm.smin.i32(i32 %0, i32 %7), !dbg !233
  %9 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %8, i32 8, i32 31), !dbg !228
  %10 = tail call noundef i32 @llvm.smin.i32(i32 %8, i32 %9), !dbg !233
  %11 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %10, i32 4, i32 31), !dbg !228
  %12 = tail call noundef i32 @llvm.smin.i32(i32 %10, i32 %11), !dbg !233
  %13 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %12, i32 2, i32 31), !dbg !228
  %14 = tail call noundef i32 @llvm.smin.i32(i32 %12, i32 %13), !dbg !233
  %15 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %14, i32 1, i32 31), !dbg !228
  %16 = icmp eq i32 %5, 0, !dbg !235
  br i1 %16, label %17, label %21, !dbg !235

17:                                               ; preds = %3
  %18 = zext nneg i32 %6 to i64
  %19 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ12block_reduceIi3MinET_S1_T0_S1_E7partial to ptr), i64 %18
  %20 = tail call noundef i32 @llvm.smin.i32(i32 %14, i32 %15), !dbg !233
  store i32 %20, ptr %19, align 4, !dbg !236, !tbaa !8
  br label %21, !dbg !237

21:                                               ; preds = %17, %3
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !238
  %22 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !239
  %23 = add nuw nsw i32 %22, 31, !dbg !240
  %24 = lshr i32 %23, 5, !dbg !241
  %25 = icmp samesign ult i32 %4, %24, !dbg !242
  br i1 %25, label %26, label %30, !dbg !243

26:                                               ; preds = %21
  %27 = zext nneg i32 %5 to i64
  %28 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ12block_reduceIi3MinET_S1_T0_S1_E7partial to ptr), i64 %27
  %29 = load i32, ptr %28, align 4, !dbg !244, !tbaa !8
  br label %30, !dbg !243

30:                                               ; preds = %21, %26
  %31 = phi i32 [ %29, %26 ], [ %2, %21 ], !dbg !243
  %32 = icmp eq i32 %6, 0, !dbg !245
  br i1 %32, label %33, label %44, !dbg !245

33:                                               ; preds = %30
  %34 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %31, i32 16, i32 31), !dbg !246
  %35 = tail call noundef i32 @llvm.smin.i32(i32 %31, i32 %34), !dbg !249
  %36 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %35, i32 8, i32 31), !dbg !246
  %37 = tail call noundef i32 @llvm.smin.i32(i32 %35, i32 %36), !dbg !249
  %38 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %37, i32 4, i32 31), !dbg !246
  %39 = tail call noundef i32 @llvm.smin.i32(i32 %37, i32 %38), !dbg !249
  %40 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %39, i32 2, i32 31), !dbg !246
  %41 = tail call noundef i32 @llvm.smin.i32(i32 %39, i32 %40), !dbg !249
  %42 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %41, i32 1, i32 31), !dbg !246
  %43 = tail call noundef i32 @llvm.smin.i32(i32 %41, i32 %42), !dbg !249
  br label %44, !dbg !251

44:                                               ; preds = %33, %30
  %45 = phi i32 [ %43, %33 ], [ %31, %30 ], !dbg !252
  ret i32 %45, !dbg !253
}

; Function Attrs: convergent mustprogress noinline nounwind
define linkonce_odr dso_local noundef i64 @_Z12block_reduceIx3SumET_S1_T0_S1_(i64 noundef %0, ptr noundef byval(%struct.Sum) align 1 %1, i64 noundef %2) local_unnamed_addr #2 comdat !dbg !254 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !255
  %5 = and i32 %4, 31, !dbg !256
  %6 = lshr i32 %4, 5, !dbg !257
  %7 = trunc i64 %0 to i32, !dbg !258
  %8 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %7, i32 16, i32 31), !dbg !263
  %9 = lshr i64 %0, 32, !dbg !264
  %10 = trunc nuw i64 %9 to i32, !dbg !265
  %11 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %10, i32 16, i32 31), !dbg !266
  %12 = sext i32 %11 to i64, !dbg !267
  %13 = shl nsw i64 %12, 32, !dbg !268
  %14 = zext i32 %8 to i64, !dbg !269
  %15 = add i64 %0, %14, !dbg !270
  %16 = add i64 %13, %15, !dbg !271
  %17 = trunc i64 %15 to i32, !dbg !258
  %18 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %17, i32 8, i32 31), !dbg !263
  %19 = lshr i64 %16, 32, !dbg !264
  %20 = trunc nuw i64 %19 to i32, !dbg !265
  %21 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %20, i32 8, i32 31), !dbg !266
  %22 = sext i32 %21 to i64, !dbg !267
  %23 = shl nsw i64 %22, 32, !dbg !268
  %24 = zext i32 %18 to i64, !dbg !269
  %25 = add i64 %16, %24, !dbg !270
  %26 = add i64 %25, %23, !dbg !271
  %27 = trunc i64 %25 to i32, !dbg !258
  %28 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %27, i32 4, i32 31), !dbg !263
  %29 = lshr i64 %26, 32, !dbg !264
  %30 = trunc nuw i64 %29 to i32, !dbg !265
  %31 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %30, i32 4, i32 31), !dbg !266
  %32 = sext i32 %31 to i64, !dbg !267
  %33 = shl nsw i64 %32, 32, !dbg !268
  %34 = zext i32 %28 to i64, !dbg !269
  %35 = add i64 %26, %34, !dbg !270
  %36 = add i64 %35, %33, !dbg !271
  %37 = trunc i64 %35 to i32, !dbg !258
  %38 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %37, i32 2, i32 31), !dbg !263
  %39 = lshr i64 %36, 32, !dbg !264
  %40 = trunc nuw i64 %39 to i32, !dbg !265
  %41 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %40, i32 2, i32 31), !dbg !266
  %42 = sext i32 %41 to i64, !dbg !267
  %43 = shl nsw i64 %42, 32, !dbg !268
  %44 = zext i32 %38 to i64, !dbg !269
  %45 = add i64 %36, %44, !dbg !270
  %46 = add i64 %45, %43, !dbg !271
  %47 = trunc i64 %45 to i32, !dbg !258
  %48 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %47, i32 1, i32 31), !dbg !263
  %49 = lshr i64 %46, 32, !dbg !264
  %50 = trunc nuw i64 %49 to i32, !dbg !265
  %51 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %50, i32 1, i32 31), !dbg !266
  %52 = icmp eq i32 %5, 0, !dbg !273
  br i1 %52, label %53, label %61, !dbg !273

53:                                               ; preds = %3
  %54 = zext nneg i32 %6 to i64
  %55 = getelementptr inbounds nuw i64, ptr addrspacecast (ptr addrspace(3) @_ZZ12block_reduceIx3SumET_S1_T0_S1_E7partial to ptr), i64 %54
  %56 = zext i32 %48 to i64, !dbg !269
  %57 = add i64 %46, %56, !dbg !270
  %58 = sext i32 %51 to i64, !dbg !267
  %59 = shl nsw i64 %58, 32, !dbg !268
  %60 = add i64 %57, %59, !dbg !271
  store i64 %60, ptr %55, align 8, !dbg !274, !tbaa !106
  br label %61, !dbg !275

61:                                               ; preds = %53, %3
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !276
  %62 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !277
  %63 = add nuw nsw i32 %62, 31, !dbg !278
  %64 = lshr i32 %63, 5, !dbg !279
  %65 = icmp samesign ult i32 %4, %64, !dbg !280
  br i1 %65, label %66, label %70, !dbg !281

66:                                               ; preds = %61
  %67 = zext nneg i32 %5 to i64
  %68 = getelementptr inbounds nuw i64, ptr addrspacecast (ptr addrspace(3) @_ZZ12block_reduceIx3SumET_S1_T0_S1_E7partial to ptr), i64 %67
  %69 = load i64, ptr %68, align 8, !dbg !282, !tbaa !106
  br label %70, !dbg !281

70:                                               ; preds = %61, %66
  %71 = phi i64 [ %69, %66 ], [ %2, %61 ], !dbg !281
  %72 = icmp eq i32 %6, 0, !dbg !283
  br i1 %72, label %73, label %124, !dbg !283

73:                                               ; preds = %70
  %74 = trunc i64 %71 to i32, !dbg !284
  %75 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %74, i32 16, i32 31), !dbg !287
  %76 = lshr i64 %71, 32, !dbg !288
  %77 = trunc nuw i64 %76 to i32, !dbg !289
  %78 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %77, i32 16, i32 31), !dbg !290
  %79 = sext i32 %78 to i64, !dbg !291
  %80 = shl nsw i64 %79, 32, !dbg !292
  %81 = zext i32 %75 to i64, !dbg !293
  %82 = add i64 %71, %81, !dbg !294
  %83 = add i64 %80, %82, !dbg !295
  %84 = trunc i64 %82 to i32, !dbg !284
  %85 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %84, i32 8, i32 31), !dbg !287
  %86 = lshr i64 %83, 32, !dbg !288
  %87 = trunc nuw i64 %86 to i32, !dbg !289
  %88 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %87, i32 8, i32 31), !dbg !290
  %89 = sext i32 %88 to i64, !dbg !291
  %90 = shl nsw i64 %89, 32, !dbg !292
  %91 = zext i32 %85 to i64, !dbg !293
  %92 = add i64 %83, %91, !dbg !294
  %93 = add i64 %92, %90, !dbg !295
  %94 = trunc i64 %92 to i32, !dbg !284
  %95 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %94, i32 4, i32 31), !dbg !287
  %96 = lshr i64 %93, 32, !dbg !288
  %97 = trunc nuw i64 %96 to i32, !dbg !289
  %98 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %97, i32 4, i32 31), !dbg !290
  %99 = sext i32 %98 to i64, !dbg !291
  %100 = shl nsw i64 %99, 32, !dbg !292
  %101 = zext i32 %95 to i64, !dbg !293
  %102 = add i64 %93, %101, !dbg !294
  %103 = add i64 %102, %100, !dbg !295
  %104 = trunc i64 %102 to i32, !dbg !284
  %105 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %104, i32 2, i32 31), !dbg !287
  %106 = lshr i64 %103, 32, !dbg !288
  %107 = trunc nuw i64 %106 to i32, !dbg !289
  %108 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %107, i32 2, i32 31), !dbg !290
  %109 = sext i32 %108 to i64, !dbg !291
  %110 = shl nsw i64 %109, 32, !dbg !292
  %111 = zext i32 %105 to i64, !dbg !293
  %112 = add i64 %103, %111, !dbg !294
  %113 = add i64 %112, %110, !dbg !295
  %114 = trunc i64 %112 to i32, !dbg !284
  %115 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %114, i32 1, i32 31), !dbg !287
  %116 = lshr i64 %113, 32, !dbg !288
  %117 = trunc nuw i64 %116 to i32, !dbg !289
  %118 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %117, i32 1, i32 31), !dbg !290
  %119 = sext i32 %118 to i64, !dbg !291
  %120 = shl nsw i64 %119, 32, !dbg !292
  %121 = zext i32 %115 to i64, !dbg !293
  %122 = add i64 %113, %121, !dbg !294
  %123 = add i64 %122, %120, !dbg !295
  br label %124, !dbg !297

124:                                              ; preds = %73, %70
  %125 = phi i64 [ %123, %73 ], [ %71, %70 ], !dbg !298
  ret i64 %125, !dbg !299
}

; Function Attrs: convergent mustprogress noinline nounwind
define linkonce_odr dso_local noundef i32 @_Z12block_reduceIj3MaxET_S1_T0_S1_(i32 noundef %0, ptr noundef byval(%struct.Max) align 1 %1, i32 noundef %2) local_unnamed_addr #2 comdat !dbg !300 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !301
  %5 = and i32 %4, 31, !dbg !302
  %6 = lshr i32 %4, 5, !dbg !303
  %7 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %0, i32 16, i32 31), !dbg !304
  %8 = tail call noundef i32 @llvm.umax.i32(i32 %0, i32 %7), !dbg !309
  %9 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %8, i32 8, i32 31), !dbg !304
  %10 = tail call noundef i32 @llvm.umax.i32(i32 %8, i32 %9), !dbg !309
  %11 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %10, i32 4, i32 31), !dbg !304
  %12 = tail call noundef i32 @llvm.umax.i32(i32 %10, i32 %11), !dbg !309
  %13 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %12, i32 2, i32 31), !dbg !304
  %14 = tail call noundef i32 @llvm.umax.i32(i32 %12, i32 %13), !dbg !309
  %15 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %14, i32 1, i32 31), !dbg !304
  %16 = icmp eq i32 %5, 0, !dbg !311
  br i1 %16, label %17, label %21, !dbg !311

17:                                               ; preds = %3
  %18 = zext nneg i32 %6 to i64
  %19 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ12block_reduceIj3MaxET_S1_T0_S1_E7partial to ptr), i64 %18
  %20 = tail call noundef i32 @llvm.umax.i32(i32 %14, i32 %15), !dbg !309
  store i32 %20, ptr %19, align 4, !dbg !312, !tbaa !8
  br label %21, !dbg !313

21:                                               ; preds = %17, %3
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !314
  %22 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !315
  %23 = add nuw nsw i32 %22, 31, !dbg !316
  %24 = lshr i32 %23, 5, !dbg !317
  %25 = icmp samesign ult i32 %4, %24, !dbg !318
  br i1 %25, label %26, label %30, !dbg !319

26:                                               ; preds = %21
  %27 = zext nneg i32 %5 to i64
  %28 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ12block_reduceIj3MaxET_S1_T0_S1_E7partial to ptr), i64 %27
  %29 = load i32, ptr %28, align 4, !dbg !320, !tbaa !8
  br label %30, !dbg !319

30:                                               ; preds = %21, %26
  %31 = phi i32 [ %29, %26 ], [ %2, %21 ], !dbg !319
  %32 = icmp eq i32 %6, 0, !dbg !321
  br i1 %32, label %33, label %44, !dbg !321

33:                                               ; preds = %30
  %34 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %31, i32 16, i32 31), !dbg !322
  %35 = tail call noundef i32 @llvm.umax.i32(i32 %31, i32 %34), !dbg !325
  %36 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %35, i32 8, i32 31), !dbg !322
  %37 = tail call noundef i32 @llvm.umax.i32(i32 %35, i32 %36), !dbg !325
  %38 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %37, i32 4, i32 31), !dbg !322
  %39 = tail call noundef i32 @llvm.umax.i32(i32 %37, i32 %38), !dbg !325
  %40 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %39, i32 2, i32 31), !dbg !322
  %41 = tail call noundef i32 @llvm.umax.i32(i32 %39, i32 %40), !dbg !325
  %42 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %41, i32 1, i32 31), !dbg !322
  %43 = tail call noundef i32 @llvm.umax.i32(i32 %41, i32 %42), !dbg !325
  br label %44, !dbg !327

44:                                               ; preds = %33, %30
  %45 = phi i32 [ %43, %33 ], [ %31, %30 ], !dbg !328
  ret i32 %45, !dbg !329
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #5

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #6

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #6

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent mustprogress noinline nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #5 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #7 = { convergent nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6}
!llvm.ident = !{!7}
!llvm.errno.tbaa = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "k27_templ_shfl.cu", directory: "/work/wt/numba25c/tools/capture/clang_kernels")
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
!12 = distinct !DISubprogram(name: "sum_f32", scope: !1, file: !1, line: 50, type: !13, scopeLine: 50, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 0, scope: !16, inlinedAt: !17)
!16 = distinct !DISubprogram(name: "reduce_body<float, Sum>", scope: !1, file: !1, line: 42, type: !13, scopeLine: 42, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!17 = distinct !DILocation(line: 50, column: 74, scope: !12)
!18 = !DILocation(line: 44, column: 16, scope: !16, inlinedAt: !17)
!19 = !DILocation(line: 44, column: 29, scope: !16, inlinedAt: !17)
!20 = !DILocation(line: 44, column: 27, scope: !16, inlinedAt: !17)
!21 = !DILocation(line: 44, column: 42, scope: !16, inlinedAt: !17)
!22 = !DILocation(line: 44, column: 40, scope: !16, inlinedAt: !17)
!23 = !DILocation(line: 44, column: 57, scope: !16, inlinedAt: !17)
!24 = !DILocation(line: 44, column: 3, scope: !16, inlinedAt: !17)
!25 = !DILocation(line: 46, column: 9, scope: !16, inlinedAt: !17)
!26 = !DILocation(line: 47, column: 19, scope: !16, inlinedAt: !17)
!27 = !DILocation(line: 45, column: 19, scope: !16, inlinedAt: !17)
!28 = !{!29, !29, i64 0}
!29 = !{!"float", !10, i64 0}
!30 = !DILocation(line: 21, column: 87, scope: !31, inlinedAt: !32)
!31 = distinct !DISubprogram(name: "operator()<float>", scope: !1, file: !1, line: 21, type: !13, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!32 = distinct !DILocation(line: 45, column: 11, scope: !16, inlinedAt: !17)
!33 = !DILocation(line: 44, column: 64, scope: !16, inlinedAt: !17)
!34 = distinct !{!34, !24, !35, !36}
!35 = !DILocation(line: 45, column: 24, scope: !16, inlinedAt: !17)
!36 = !{!"llvm.loop.mustprogress"}
!37 = !DILocation(line: 47, column: 41, scope: !16, inlinedAt: !17)
!38 = !DILocation(line: 47, column: 25, scope: !16, inlinedAt: !17)
!39 = !DILocation(line: 48, column: 1, scope: !16, inlinedAt: !17)
!40 = !DILocation(line: 50, column: 112, scope: !12)
!41 = distinct !DISubprogram(name: "max_f64", scope: !1, file: !1, line: 51, type: !13, scopeLine: 51, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!42 = !DILocation(line: 0, scope: !43, inlinedAt: !44)
!43 = distinct !DISubprogram(name: "reduce_body<double, Max>", scope: !1, file: !1, line: 42, type: !13, scopeLine: 42, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!44 = distinct !DILocation(line: 51, column: 76, scope: !41)
!45 = !DILocation(line: 44, column: 16, scope: !43, inlinedAt: !44)
!46 = !DILocation(line: 44, column: 29, scope: !43, inlinedAt: !44)
!47 = !DILocation(line: 44, column: 27, scope: !43, inlinedAt: !44)
!48 = !DILocation(line: 44, column: 42, scope: !43, inlinedAt: !44)
!49 = !DILocation(line: 44, column: 40, scope: !43, inlinedAt: !44)
!50 = !DILocation(line: 44, column: 57, scope: !43, inlinedAt: !44)
!51 = !DILocation(line: 44, column: 3, scope: !43, inlinedAt: !44)
!52 = !DILocation(line: 46, column: 9, scope: !43, inlinedAt: !44)
!53 = !DILocation(line: 47, column: 19, scope: !43, inlinedAt: !44)
!54 = !DILocation(line: 45, column: 19, scope: !43, inlinedAt: !44)
!55 = !{!56, !56, i64 0}
!56 = !{!"double", !10, i64 0}
!57 = !DILocation(line: 22, column: 87, scope: !58, inlinedAt: !59)
!58 = distinct !DISubprogram(name: "operator()<double>", scope: !1, file: !1, line: 22, type: !13, scopeLine: 22, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!59 = distinct !DILocation(line: 45, column: 11, scope: !43, inlinedAt: !44)
!60 = !DILocation(line: 22, column: 85, scope: !58, inlinedAt: !59)
!61 = !DILocation(line: 44, column: 64, scope: !43, inlinedAt: !44)
!62 = distinct !{!62, !51, !63, !36}
!63 = !DILocation(line: 45, column: 24, scope: !43, inlinedAt: !44)
!64 = !DILocation(line: 47, column: 41, scope: !43, inlinedAt: !44)
!65 = !DILocation(line: 47, column: 25, scope: !43, inlinedAt: !44)
!66 = !DILocation(line: 48, column: 1, scope: !43, inlinedAt: !44)
!67 = !DILocation(line: 51, column: 116, scope: !41)
!68 = distinct !DISubprogram(name: "min_i32", scope: !1, file: !1, line: 52, type: !13, scopeLine: 52, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!69 = !DILocation(line: 0, scope: !70, inlinedAt: !71)
!70 = distinct !DISubprogram(name: "reduce_body<int, Min>", scope: !1, file: !1, line: 42, type: !13, scopeLine: 42, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!71 = distinct !DILocation(line: 52, column: 70, scope: !68)
!72 = !DILocation(line: 44, column: 16, scope: !70, inlinedAt: !71)
!73 = !DILocation(line: 44, column: 29, scope: !70, inlinedAt: !71)
!74 = !DILocation(line: 44, column: 27, scope: !70, inlinedAt: !71)
!75 = !DILocation(line: 44, column: 42, scope: !70, inlinedAt: !71)
!76 = !DILocation(line: 44, column: 40, scope: !70, inlinedAt: !71)
!77 = !DILocation(line: 44, column: 57, scope: !70, inlinedAt: !71)
!78 = !DILocation(line: 44, column: 3, scope: !70, inlinedAt: !71)
!79 = !DILocation(line: 46, column: 9, scope: !70, inlinedAt: !71)
!80 = !DILocation(line: 47, column: 19, scope: !70, inlinedAt: !71)
!81 = !DILocation(line: 45, column: 19, scope: !70, inlinedAt: !71)
!82 = !DILocation(line: 23, column: 85, scope: !83, inlinedAt: !84)
!83 = distinct !DISubprogram(name: "operator()<int>", scope: !1, file: !1, line: 23, type: !13, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!84 = distinct !DILocation(line: 45, column: 11, scope: !70, inlinedAt: !71)
!85 = !DILocation(line: 44, column: 64, scope: !70, inlinedAt: !71)
!86 = distinct !{!86, !78, !87, !36}
!87 = !DILocation(line: 45, column: 24, scope: !70, inlinedAt: !71)
!88 = !DILocation(line: 47, column: 41, scope: !70, inlinedAt: !71)
!89 = !DILocation(line: 47, column: 25, scope: !70, inlinedAt: !71)
!90 = !DILocation(line: 48, column: 1, scope: !70, inlinedAt: !71)
!91 = !DILocation(line: 52, column: 114, scope: !68)
!92 = distinct !DISubprogram(name: "sum_i64", scope: !1, file: !1, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!93 = !DILocation(line: 0, scope: !94, inlinedAt: !95)
!94 = distinct !DISubprogram(name: "reduce_body<long long, Sum>", scope: !1, file: !1, line: 42, type: !13, scopeLine: 42, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!95 = distinct !DILocation(line: 53, column: 82, scope: !92)
!96 = !DILocation(line: 44, column: 16, scope: !94, inlinedAt: !95)
!97 = !DILocation(line: 44, column: 29, scope: !94, inlinedAt: !95)
!98 = !DILocation(line: 44, column: 27, scope: !94, inlinedAt: !95)
!99 = !DILocation(line: 44, column: 42, scope: !94, inlinedAt: !95)
!100 = !DILocation(line: 44, column: 40, scope: !94, inlinedAt: !95)
!101 = !DILocation(line: 44, column: 57, scope: !94, inlinedAt: !95)
!102 = !DILocation(line: 44, column: 3, scope: !94, inlinedAt: !95)
!103 = !DILocation(line: 46, column: 9, scope: !94, inlinedAt: !95)
!104 = !DILocation(line: 47, column: 19, scope: !94, inlinedAt: !95)
!105 = !DILocation(line: 45, column: 19, scope: !94, inlinedAt: !95)
!106 = !{!107, !107, i64 0}
!107 = !{!"long long", !10, i64 0}
!108 = !DILocation(line: 21, column: 87, scope: !109, inlinedAt: !110)
!109 = distinct !DISubprogram(name: "operator()<long long>", scope: !1, file: !1, line: 21, type: !13, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!110 = distinct !DILocation(line: 45, column: 11, scope: !94, inlinedAt: !95)
!111 = !DILocation(line: 44, column: 64, scope: !94, inlinedAt: !95)
!112 = distinct !{!112, !102, !113, !36}
!113 = !DILocation(line: 45, column: 24, scope: !94, inlinedAt: !95)
!114 = !DILocation(line: 47, column: 41, scope: !94, inlinedAt: !95)
!115 = !DILocation(line: 47, column: 25, scope: !94, inlinedAt: !95)
!116 = !DILocation(line: 48, column: 1, scope: !94, inlinedAt: !95)
!117 = !DILocation(line: 53, column: 119, scope: !92)
!118 = distinct !DISubprogram(name: "max_u32", scope: !1, file: !1, line: 54, type: !13, scopeLine: 54, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!119 = !DILocation(line: 0, scope: !120, inlinedAt: !121)
!120 = distinct !DISubprogram(name: "reduce_body<unsigned int, Max>", scope: !1, file: !1, line: 42, type: !13, scopeLine: 42, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!121 = distinct !DILocation(line: 54, column: 80, scope: !118)
!122 = !DILocation(line: 44, column: 16, scope: !120, inlinedAt: !121)
!123 = !DILocation(line: 44, column: 29, scope: !120, inlinedAt: !121)
!124 = !DILocation(line: 44, column: 27, scope: !120, inlinedAt: !121)
!125 = !DILocation(line: 44, column: 42, scope: !120, inlinedAt: !121)
!126 = !DILocation(line: 44, column: 40, scope: !120, inlinedAt: !121)
!127 = !DILocation(line: 44, column: 57, scope: !120, inlinedAt: !121)
!128 = !DILocation(line: 44, column: 3, scope: !120, inlinedAt: !121)
!129 = !DILocation(line: 46, column: 9, scope: !120, inlinedAt: !121)
!130 = !DILocation(line: 47, column: 19, scope: !120, inlinedAt: !121)
!131 = !DILocation(line: 45, column: 19, scope: !120, inlinedAt: !121)
!132 = !DILocation(line: 22, column: 85, scope: !133, inlinedAt: !134)
!133 = distinct !DISubprogram(name: "operator()<unsigned int>", scope: !1, file: !1, line: 22, type: !13, scopeLine: 22, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!134 = distinct !DILocation(line: 45, column: 11, scope: !120, inlinedAt: !121)
!135 = !DILocation(line: 44, column: 64, scope: !120, inlinedAt: !121)
!136 = distinct !{!136, !128, !137, !36}
!137 = !DILocation(line: 45, column: 24, scope: !120, inlinedAt: !121)
!138 = !DILocation(line: 47, column: 41, scope: !120, inlinedAt: !121)
!139 = !DILocation(line: 47, column: 25, scope: !120, inlinedAt: !121)
!140 = !DILocation(line: 48, column: 1, scope: !120, inlinedAt: !121)
!141 = !DILocation(line: 54, column: 116, scope: !118)
!142 = distinct !DISubprogram(name: "block_reduce<float, Sum>", scope: !1, file: !1, line: 31, type: !13, scopeLine: 31, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!143 = !DILocation(line: 33, column: 14, scope: !142)
!144 = !DILocation(line: 33, column: 26, scope: !142)
!145 = !DILocation(line: 33, column: 51, scope: !142)
!146 = !DILocation(line: 14, column: 14, scope: !147, inlinedAt: !148)
!147 = distinct !DISubprogram(name: "xor_sync", scope: !1, file: !1, line: 7, type: !13, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!148 = distinct !DILocation(line: 27, column: 46, scope: !149, inlinedAt: !150)
!149 = distinct !DISubprogram(name: "warp_reduce<float, Sum>", scope: !1, file: !1, line: 25, type: !13, scopeLine: 25, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!150 = distinct !DILocation(line: 34, column: 7, scope: !142)
!151 = !DILocation(line: 21, column: 87, scope: !31, inlinedAt: !152)
!152 = distinct !DILocation(line: 27, column: 40, scope: !149, inlinedAt: !150)
!153 = !DILocation(line: 35, column: 12, scope: !142)
!154 = !DILocation(line: 35, column: 32, scope: !142)
!155 = !DILocation(line: 35, column: 18, scope: !142)
!156 = !DILocation(line: 36, column: 3, scope: !142)
!157 = !DILocation(line: 37, column: 22, scope: !142)
!158 = !DILocation(line: 37, column: 33, scope: !142)
!159 = !DILocation(line: 37, column: 39, scope: !142)
!160 = !DILocation(line: 37, column: 19, scope: !142)
!161 = !DILocation(line: 37, column: 7, scope: !142)
!162 = !DILocation(line: 37, column: 46, scope: !142)
!163 = !DILocation(line: 38, column: 12, scope: !142)
!164 = !DILocation(line: 14, column: 14, scope: !147, inlinedAt: !165)
!165 = distinct !DILocation(line: 27, column: 46, scope: !149, inlinedAt: !166)
!166 = distinct !DILocation(line: 38, column: 22, scope: !142)
!167 = !DILocation(line: 21, column: 87, scope: !31, inlinedAt: !168)
!168 = distinct !DILocation(line: 27, column: 40, scope: !149, inlinedAt: !166)
!169 = !DILocation(line: 38, column: 18, scope: !142)
!170 = !DILocation(line: 0, scope: !142)
!171 = !DILocation(line: 39, column: 3, scope: !142)
!172 = distinct !DISubprogram(name: "block_reduce<double, Max>", scope: !1, file: !1, line: 31, type: !13, scopeLine: 31, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!173 = !DILocation(line: 33, column: 14, scope: !172)
!174 = !DILocation(line: 33, column: 26, scope: !172)
!175 = !DILocation(line: 33, column: 51, scope: !172)
!176 = !DILocation(line: 9, column: 24, scope: !177, inlinedAt: !178)
!177 = distinct !DISubprogram(name: "xor_sync", scope: !1, file: !1, line: 7, type: !13, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!178 = distinct !DILocation(line: 27, column: 46, scope: !179, inlinedAt: !180)
!179 = distinct !DISubprogram(name: "warp_reduce<double, Max>", scope: !1, file: !1, line: 25, type: !13, scopeLine: 25, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!180 = distinct !DILocation(line: 34, column: 7, scope: !172)
!181 = !DILocation(line: 10, column: 59, scope: !177, inlinedAt: !178)
!182 = !DILocation(line: 10, column: 16, scope: !177, inlinedAt: !178)
!183 = !DILocation(line: 11, column: 65, scope: !177, inlinedAt: !178)
!184 = !DILocation(line: 11, column: 59, scope: !177, inlinedAt: !178)
!185 = !DILocation(line: 11, column: 16, scope: !177, inlinedAt: !178)
!186 = !DILocation(line: 12, column: 48, scope: !177, inlinedAt: !178)
!187 = !DILocation(line: 12, column: 51, scope: !177, inlinedAt: !178)
!188 = !DILocation(line: 12, column: 60, scope: !177, inlinedAt: !178)
!189 = !DILocation(line: 12, column: 58, scope: !177, inlinedAt: !178)
!190 = !DILocation(line: 12, column: 14, scope: !177, inlinedAt: !178)
!191 = !DILocation(line: 22, column: 87, scope: !58, inlinedAt: !192)
!192 = distinct !DILocation(line: 27, column: 40, scope: !179, inlinedAt: !180)
!193 = !DILocation(line: 22, column: 85, scope: !58, inlinedAt: !192)
!194 = !DILocation(line: 35, column: 12, scope: !172)
!195 = !DILocation(line: 35, column: 32, scope: !172)
!196 = !DILocation(line: 35, column: 18, scope: !172)
!197 = !DILocation(line: 36, column: 3, scope: !172)
!198 = !DILocation(line: 37, column: 22, scope: !172)
!199 = !DILocation(line: 37, column: 33, scope: !172)
!200 = !DILocation(line: 37, column: 39, scope: !172)
!201 = !DILocation(line: 37, column: 19, scope: !172)
!202 = !DILocation(line: 37, column: 7, scope: !172)
!203 = !DILocation(line: 37, column: 46, scope: !172)
!204 = !DILocation(line: 38, column: 12, scope: !172)
!205 = !DILocation(line: 9, column: 24, scope: !177, inlinedAt: !206)
!206 = distinct !DILocation(line: 27, column: 46, scope: !179, inlinedAt: !207)
!207 = distinct !DILocation(line: 38, column: 22, scope: !172)
!208 = !DILocation(line: 10, column: 59, scope: !177, inlinedAt: !206)
!209 = !DILocation(line: 10, column: 16, scope: !177, inlinedAt: !206)
!210 = !DILocation(line: 11, column: 65, scope: !177, inlinedAt: !206)
!211 = !DILocation(line: 11, column: 59, scope: !177, inlinedAt: !206)
!212 = !DILocation(line: 11, column: 16, scope: !177, inlinedAt: !206)
!213 = !DILocation(line: 12, column: 48, scope: !177, inlinedAt: !206)
!214 = !DILocation(line: 12, column: 51, scope: !177, inlinedAt: !206)
!215 = !DILocation(line: 12, column: 60, scope: !177, inlinedAt: !206)
!216 = !DILocation(line: 12, column: 58, scope: !177, inlinedAt: !206)
!217 = !DILocation(line: 12, column: 14, scope: !177, inlinedAt: !206)
!218 = !DILocation(line: 22, column: 87, scope: !58, inlinedAt: !219)
!219 = distinct !DILocation(line: 27, column: 40, scope: !179, inlinedAt: !207)
!220 = !DILocation(line: 22, column: 85, scope: !58, inlinedAt: !219)
!221 = !DILocation(line: 38, column: 18, scope: !172)
!222 = !DILocation(line: 0, scope: !172)
!223 = !DILocation(line: 39, column: 3, scope: !172)
!224 = distinct !DISubprogram(name: "block_reduce<int, Min>", scope: !1, file: !1, line: 31, type: !13, scopeLine: 31, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!225 = !DILocation(line: 33, column: 14, scope: !224)
!226 = !DILocation(line: 33, column: 26, scope: !224)
!227 = !DILocation(line: 33, column: 51, scope: !224)
!228 = !DILocation(line: 16, column: 36, scope: !229, inlinedAt: !230)
!229 = distinct !DISubprogram(name: "xor_sync", scope: !1, file: !1, line: 7, type: !13, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!230 = distinct !DILocation(line: 27, column: 46, scope: !231, inlinedAt: !232)
!231 = distinct !DISubprogram(name: "warp_reduce<int, Min>", scope: !1, file: !1, line: 25, type: !13, scopeLine: 25, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!232 = distinct !DILocation(line: 34, column: 7, scope: !224)
!233 = !DILocation(line: 23, column: 85, scope: !83, inlinedAt: !234)
!234 = distinct !DILocation(line: 27, column: 40, scope: !231, inlinedAt: !232)
!235 = !DILocation(line: 35, column: 12, scope: !224)
!236 = !DILocation(line: 35, column: 32, scope: !224)
!237 = !DILocation(line: 35, column: 18, scope: !224)
!238 = !DILocation(line: 36, column: 3, scope: !224)
!239 = !DILocation(line: 37, column: 22, scope: !224)
!240 = !DILocation(line: 37, column: 33, scope: !224)
!241 = !DILocation(line: 37, column: 39, scope: !224)
!242 = !DILocation(line: 37, column: 19, scope: !224)
!243 = !DILocation(line: 37, column: 7, scope: !224)
!244 = !DILocation(line: 37, column: 46, scope: !224)
!245 = !DILocation(line: 38, column: 12, scope: !224)
!246 = !DILocation(line: 16, column: 36, scope: !229, inlinedAt: !247)
!247 = distinct !DILocation(line: 27, column: 46, scope: !231, inlinedAt: !248)
!248 = distinct !DILocation(line: 38, column: 22, scope: !224)
!249 = !DILocation(line: 23, column: 85, scope: !83, inlinedAt: !250)
!250 = distinct !DILocation(line: 27, column: 40, scope: !231, inlinedAt: !248)
!251 = !DILocation(line: 38, column: 18, scope: !224)
!252 = !DILocation(line: 0, scope: !224)
!253 = !DILocation(line: 39, column: 3, scope: !224)
!254 = distinct !DISubprogram(name: "block_reduce<long long, Sum>", scope: !1, file: !1, line: 31, type: !13, scopeLine: 31, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!255 = !DILocation(line: 33, column: 14, scope: !254)
!256 = !DILocation(line: 33, column: 26, scope: !254)
!257 = !DILocation(line: 33, column: 51, scope: !254)
!258 = !DILocation(line: 10, column: 59, scope: !259, inlinedAt: !260)
!259 = distinct !DISubprogram(name: "xor_sync", scope: !1, file: !1, line: 7, type: !13, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!260 = distinct !DILocation(line: 27, column: 46, scope: !261, inlinedAt: !262)
!261 = distinct !DISubprogram(name: "warp_reduce<long long, Sum>", scope: !1, file: !1, line: 25, type: !13, scopeLine: 25, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!262 = distinct !DILocation(line: 34, column: 7, scope: !254)
!263 = !DILocation(line: 10, column: 16, scope: !259, inlinedAt: !260)
!264 = !DILocation(line: 11, column: 65, scope: !259, inlinedAt: !260)
!265 = !DILocation(line: 11, column: 59, scope: !259, inlinedAt: !260)
!266 = !DILocation(line: 11, column: 16, scope: !259, inlinedAt: !260)
!267 = !DILocation(line: 12, column: 48, scope: !259, inlinedAt: !260)
!268 = !DILocation(line: 12, column: 51, scope: !259, inlinedAt: !260)
!269 = !DILocation(line: 12, column: 60, scope: !259, inlinedAt: !260)
!270 = !DILocation(line: 12, column: 58, scope: !259, inlinedAt: !260)
!271 = !DILocation(line: 21, column: 87, scope: !109, inlinedAt: !272)
!272 = distinct !DILocation(line: 27, column: 40, scope: !261, inlinedAt: !262)
!273 = !DILocation(line: 35, column: 12, scope: !254)
!274 = !DILocation(line: 35, column: 32, scope: !254)
!275 = !DILocation(line: 35, column: 18, scope: !254)
!276 = !DILocation(line: 36, column: 3, scope: !254)
!277 = !DILocation(line: 37, column: 22, scope: !254)
!278 = !DILocation(line: 37, column: 33, scope: !254)
!279 = !DILocation(line: 37, column: 39, scope: !254)
!280 = !DILocation(line: 37, column: 19, scope: !254)
!281 = !DILocation(line: 37, column: 7, scope: !254)
!282 = !DILocation(line: 37, column: 46, scope: !254)
!283 = !DILocation(line: 38, column: 12, scope: !254)
!284 = !DILocation(line: 10, column: 59, scope: !259, inlinedAt: !285)
!285 = distinct !DILocation(line: 27, column: 46, scope: !261, inlinedAt: !286)
!286 = distinct !DILocation(line: 38, column: 22, scope: !254)
!287 = !DILocation(line: 10, column: 16, scope: !259, inlinedAt: !285)
!288 = !DILocation(line: 11, column: 65, scope: !259, inlinedAt: !285)
!289 = !DILocation(line: 11, column: 59, scope: !259, inlinedAt: !285)
!290 = !DILocation(line: 11, column: 16, scope: !259, inlinedAt: !285)
!291 = !DILocation(line: 12, column: 48, scope: !259, inlinedAt: !285)
!292 = !DILocation(line: 12, column: 51, scope: !259, inlinedAt: !285)
!293 = !DILocation(line: 12, column: 60, scope: !259, inlinedAt: !285)
!294 = !DILocation(line: 12, column: 58, scope: !259, inlinedAt: !285)
!295 = !DILocation(line: 21, column: 87, scope: !109, inlinedAt: !296)
!296 = distinct !DILocation(line: 27, column: 40, scope: !261, inlinedAt: !286)
!297 = !DILocation(line: 38, column: 18, scope: !254)
!298 = !DILocation(line: 0, scope: !254)
!299 = !DILocation(line: 39, column: 3, scope: !254)
!300 = distinct !DISubprogram(name: "block_reduce<unsigned int, Max>", scope: !1, file: !1, line: 31, type: !13, scopeLine: 31, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!301 = !DILocation(line: 33, column: 14, scope: !300)
!302 = !DILocation(line: 33, column: 26, scope: !300)
!303 = !DILocation(line: 33, column: 51, scope: !300)
!304 = !DILocation(line: 16, column: 36, scope: !305, inlinedAt: !306)
!305 = distinct !DISubprogram(name: "xor_sync", scope: !1, file: !1, line: 7, type: !13, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!306 = distinct !DILocation(line: 27, column: 46, scope: !307, inlinedAt: !308)
!307 = distinct !DISubprogram(name: "warp_reduce<unsigned int, Max>", scope: !1, file: !1, line: 25, type: !13, scopeLine: 25, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!308 = distinct !DILocation(line: 34, column: 7, scope: !300)
!309 = !DILocation(line: 22, column: 85, scope: !133, inlinedAt: !310)
!310 = distinct !DILocation(line: 27, column: 40, scope: !307, inlinedAt: !308)
!311 = !DILocation(line: 35, column: 12, scope: !300)
!312 = !DILocation(line: 35, column: 32, scope: !300)
!313 = !DILocation(line: 35, column: 18, scope: !300)
!314 = !DILocation(line: 36, column: 3, scope: !300)
!315 = !DILocation(line: 37, column: 22, scope: !300)
!316 = !DILocation(line: 37, column: 33, scope: !300)
!317 = !DILocation(line: 37, column: 39, scope: !300)
!318 = !DILocation(line: 37, column: 19, scope: !300)
!319 = !DILocation(line: 37, column: 7, scope: !300)
!320 = !DILocation(line: 37, column: 46, scope: !300)
!321 = !DILocation(line: 38, column: 12, scope: !300)
!322 = !DILocation(line: 16, column: 36, scope: !305, inlinedAt: !323)
!323 = distinct !DILocation(line: 27, column: 46, scope: !307, inlinedAt: !324)
!324 = distinct !DILocation(line: 38, column: 22, scope: !300)
!325 = !DILocation(line: 22, column: 85, scope: !133, inlinedAt: !326)
!326 = distinct !DILocation(line: 27, column: 40, scope: !307, inlinedAt: !324)
!327 = !DILocation(line: 38, column: 18, scope: !300)
!328 = !DILocation(line: 0, scope: !300)
!329 = !DILocation(line: 39, column: 3, scope: !300)
