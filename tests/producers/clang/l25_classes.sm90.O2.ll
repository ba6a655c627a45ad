; ModuleID = 'l25_classes.cu'
source_filename = "l25_classes.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Vec3 = type { float, float, float }
%struct.Box = type { %struct.Shape, float, float }
%struct.Shape = type { i32 }
%class.Accumulator = type <{ double, i32, [4 x i8] }>
%struct.Reducer = type { [4 x i8], i32 }
%struct.Reducer.0 = type { [4 x i8], float }

$_ZN11Accumulator3addEd = comdat any

$_ZNK7ReducerIi5MaxOpE3runEPKii = comdat any

$_ZNK7ReducerIf5AddOpE3runEPKfi = comdat any

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read)
define dso_local %struct.Vec3 @_Z5lerp34Vec3S_f(ptr noundef readonly byval(%struct.Vec3) align 4 captures(none) %0, ptr noundef readonly byval(%struct.Vec3) align 4 captures(none) %1, float noundef %2) local_unnamed_addr #0 !dbg !12 {
  %4 = fsub contract float 1.000000e+00, %2, !dbg !15
  %5 = load float, ptr %0, align 4, !dbg !16, !tbaa !19
  %6 = fmul contract float %4, %5, !dbg !22
  %7 = getelementptr inbounds nuw i8, ptr %0, i64 4, !dbg !23
  %8 = load float, ptr %7, align 4, !dbg !23, !tbaa !24
  %9 = fmul contract float %4, %8, !dbg !25
  %10 = getelementptr inbounds nuw i8, ptr %0, i64 8, !dbg !26
  %11 = load float, ptr %10, align 4, !dbg !26, !tbaa !27
  %12 = fmul contract float %4, %11, !dbg !28
  %13 = load float, ptr %1, align 4, !dbg !29, !tbaa !19
  %14 = fmul contract float %2, %13, !dbg !31
  %15 = getelementptr inbounds nuw i8, ptr %1, i64 4, !dbg !32
  %16 = load float, ptr %15, align 4, !dbg !32, !tbaa !24
  %17 = fmul contract float %2, %16, !dbg !33
  %18 = getelementptr inbounds nuw i8, ptr %1, i64 8, !dbg !34
  %19 = load float, ptr %18, align 4, !dbg !34, !tbaa !27
  %20 = fmul contract float %2, %19, !dbg !35
  %21 = fadd contract float %6, %14, !dbg !36
  %22 = fadd contract float %9, %17, !dbg !39
  %23 = fadd contract float %12, %20, !dbg !40
  %24 = insertvalue %struct.Vec3 poison, float %21, 0, !dbg !41
  %25 = insertvalue %struct.Vec3 %24, float %22, 1, !dbg !41
  %26 = insertvalue %struct.Vec3 %25, float %23, 2, !dbg !41
  ret %struct.Vec3 %26, !dbg !42
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #1

; Function Attrs: mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @classes(ptr noundef captures(none) %0, ptr noundef captures(none) %1, ptr noundef %2, ptr noundef %3, ptr noundef readonly byval(%struct.Box) align 4 captures(none) %4, i32 noundef %5) local_unnamed_addr #2 !dbg !43 {
  %7 = alloca %struct.Vec3, align 4
  %8 = alloca %struct.Vec3, align 4
  %9 = alloca %class.Accumulator, align 8
  %10 = alloca %struct.Reducer, align 8
  %11 = alloca %struct.Reducer.0, align 8
  %12 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !44
  %13 = zext nneg i32 %12 to i64, !dbg !45
  %14 = getelementptr inbounds nuw %struct.Vec3, ptr %0, i64 %13, !dbg !45
  %15 = load float, ptr %14, align 4, !dbg !45, !tbaa !46
  %16 = getelementptr inbounds nuw i8, ptr %14, i64 4, !dbg !45
  %17 = load float, ptr %16, align 4, !dbg !45, !tbaa !46
  %18 = getelementptr inbounds nuw i8, ptr %14, i64 8, !dbg !45
  %19 = load float, ptr %18, align 4, !dbg !45, !tbaa !46
  %20 = add nuw nsw i32 %12, 1, !dbg !47
  %21 = zext nneg i32 %20 to i64, !dbg !48
  %22 = getelementptr inbounds nuw %struct.Vec3, ptr %0, i64 %21, !dbg !48
  %23 = load float, ptr %22, align 4, !dbg !48, !tbaa !46
  %24 = getelementptr inbounds nuw i8, ptr %22, i64 4, !dbg !48
  %25 = load float, ptr %24, align 4, !dbg !48, !tbaa !46
  %26 = getelementptr inbounds nuw i8, ptr %22, i64 8, !dbg !48
  %27 = load float, ptr %26, align 4, !dbg !48, !tbaa !46
  store float %15, ptr %7, align 4, !dbg !49, !tbaa !46
  %28 = getelementptr inbounds nuw i8, ptr %7, i64 4, !dbg !49
  store float %17, ptr %28, align 4, !dbg !49, !tbaa !46
  %29 = getelementptr inbounds nuw i8, ptr %7, i64 8, !dbg !49
  store float %19, ptr %29, align 4, !dbg !49, !tbaa !46
  store float %23, ptr %8, align 4, !dbg !50, !tbaa !46
  %30 = getelementptr inbounds nuw i8, ptr %8, i64 4, !dbg !50
  store float %25, ptr %30, align 4, !dbg !50, !tbaa !46
  %31 = getelementptr inbounds nuw i8, ptr %8, i64 8, !dbg !50
  store float %27, ptr %31, align 4, !dbg !50, !tbaa !46
  %32 = tail call %struct.Vec3 @_Z5lerp34Vec3S_f(ptr noundef nonnull byval(%struct.Vec3) align 4 %7, ptr noundef nonnull byval(%struct.Vec3) align 4 %8, float noundef 2.500000e-01) #7, !dbg !51
  %33 = extractvalue %struct.Vec3 %32, 0, !dbg !51
  %34 = extractvalue %struct.Vec3 %32, 1, !dbg !51
  %35 = extractvalue %struct.Vec3 %32, 2, !dbg !51
  store float %33, ptr %14, align 4, !dbg !52, !tbaa !46
  store float %34, ptr %16, align 4, !dbg !52, !tbaa !46
  store float %35, ptr %18, align 4, !dbg !52, !tbaa !46
  %36 = fmul contract float %15, %23, !dbg !53
  %37 = fmul contract float %17, %25, !dbg !56
  %38 = fadd contract float %36, %37, !dbg !57
  %39 = fmul contract float %19, %27, !dbg !58
  %40 = fadd contract float %38, %39, !dbg !59
  %41 = getelementptr inbounds nuw i8, ptr %4, i64 4, !dbg !60
  %42 = load float, ptr %41, align 4, !dbg !60, !tbaa !63
  %43 = getelementptr inbounds nuw i8, ptr %4, i64 8, !dbg !66
  %44 = load float, ptr %43, align 4, !dbg !66, !tbaa !67
  %45 = fmul contract float %42, %44, !dbg !68
  %46 = load i32, ptr %4, align 4, !dbg !69, !tbaa !72
  %47 = mul nsw i32 %46, 3, !dbg !73
  %48 = sitofp i32 %47 to float, !dbg !74
  %49 = fadd contract float %45, %48, !dbg !75
  %50 = fadd contract float %40, %49, !dbg !76
  %51 = getelementptr inbounds nuw float, ptr %3, i64 %13, !dbg !77
  store float %50, ptr %51, align 4, !dbg !78, !tbaa !46
  call void @llvm.lifetime.start.p0(ptr nonnull %9) #7, !dbg !79
  store double 0.000000e+00, ptr %9, align 8, !dbg !80, !tbaa !85
  %52 = getelementptr inbounds nuw i8, ptr %9, i64 8, !dbg !88
  store i32 0, ptr %52, align 8, !dbg !88, !tbaa !89
  %53 = icmp sgt i32 %5, 0, !dbg !90
  br i1 %53, label %54, label %75, !dbg !91

54:                                               ; preds = %6
  %55 = and i32 %5, 3, !dbg !91
  %56 = icmp ult i32 %5, 4, !dbg !91
  br i1 %56, label %61, label %57, !dbg !91

57:                                               ; preds = %54
  %58 = and i32 %5, 2147483644, !dbg !91
  br label %91, !dbg !91

59:                                               ; preds = %91
  %60 = icmp eq i32 %55, 0, !dbg !91
  br i1 %60, label %73, label %61, !dbg !91

61:                                               ; preds = %59, %54
  %62 = phi i32 [ 0, %54 ], [ %109, %59 ]
  %63 = icmp ne i32 %55, 0, !dbg !91
  call void @llvm.assume(i1 %63), !dbg !91
  br label %64, !dbg !91

64:                                               ; preds = %64, %61
  %65 = phi i32 [ %70, %64 ], [ %62, %61 ]
  %66 = phi i32 [ %71, %64 ], [ 0, %61 ]
  %67 = zext nneg i32 %65 to i64, !dbg !92
  %68 = getelementptr inbounds nuw double, ptr %1, i64 %67, !dbg !92
  %69 = load double, ptr %68, align 8, !dbg !92, !tbaa !93
  call void @_ZN11Accumulator3addEd(ptr noundef nonnull align 8 dereferenceable(12) %9, double noundef %69) #7, !dbg !94
  %70 = add nuw nsw i32 %65, 1, !dbg !95
  %71 = add i32 %66, 1, !dbg !91
  %72 = icmp eq i32 %71, %55, !dbg !91
  br i1 %72, label %73, label %64, !dbg !91, !llvm.loop !96

73:                                               ; preds = %64, %59
  %74 = load i32, ptr %52, align 8, !dbg !98, !tbaa !89
  br label %75, !dbg !98

75:                                               ; preds = %73, %6
  %76 = phi i32 [ %74, %73 ], [ 0, %6 ], !dbg !98
  %77 = icmp eq i32 %76, 0, !dbg !98
  br i1 %77, label %82, label %78, !dbg !98

78:                                               ; preds = %75
  %79 = sitofp i32 %76 to double
  %80 = load double, ptr %9, align 8, !dbg !101, !tbaa !85
  %81 = fdiv contract double %80, %79, !dbg !102
  br label %82, !dbg !98

82:                                               ; preds = %75, %78
  %83 = phi contract double [ %81, %78 ], [ 0.000000e+00, %75 ], !dbg !98
  %84 = getelementptr inbounds nuw double, ptr %1, i64 %13, !dbg !103
  store double %83, ptr %84, align 8, !dbg !104, !tbaa !93
  call void @llvm.lifetime.start.p0(ptr nonnull %10) #7, !dbg !105
  store i64 -9223372032559808512, ptr %10, align 8, !dbg !106
  call void @llvm.lifetime.start.p0(ptr nonnull %11) #7, !dbg !107
  store i64 0, ptr %11, align 8, !dbg !108
  %85 = call noundef i32 @_ZNK7ReducerIi5MaxOpE3runEPKii(ptr noundef nonnull align 4 dereferenceable(8) %10, ptr noundef %2, i32 noundef %5) #7, !dbg !109
  %86 = call i32 @llvm.smax.i32(i32 %85, i32 0), !dbg !110
  %87 = call i32 @llvm.umin.i32(i32 %86, i32 100), !dbg !110
  %88 = getelementptr inbounds nuw i32, ptr %2, i64 %13, !dbg !113
  store i32 %87, ptr %88, align 4, !dbg !114, !tbaa !8
  %89 = call contract noundef float @_ZNK7ReducerIf5AddOpE3runEPKfi(ptr noundef nonnull align 4 dereferenceable(8) %11, ptr noundef nonnull %3, i32 noundef %5) #7, !dbg !115
  %90 = getelementptr inbounds nuw float, ptr %3, i64 %21, !dbg !116
  store float %89, ptr %90, align 4, !dbg !117, !tbaa !46
  call void @llvm.lifetime.end.p0(ptr nonnull %11) #7, !dbg !118
  call void @llvm.lifetime.end.p0(ptr nonnull %10) #7, !dbg !118
  call void @llvm.lifetime.end.p0(ptr nonnull %9) #7, !dbg !118
  ret void, !dbg !118

91:                                               ; preds = %91, %57
  %92 = phi i32 [ 0, %57 ], [ %109, %91 ]
  %93 = phi i32 [ 0, %57 ], [ %110, %91 ]
  %94 = zext nneg i32 %92 to i64, !dbg !92
  %95 = getelementptr inbounds nuw double, ptr %1, i64 %94, !dbg !92
  %96 = load double, ptr %95, align 8, !dbg !92, !tbaa !93
  call void @_ZN11Accumulator3addEd(ptr noundef nonnull align 8 dereferenceable(12) %9, double noundef %96) #7, !dbg !94
  %97 = zext nneg i32 %92 to i64, !dbg !92
  %98 = getelementptr inbounds nuw double, ptr %1, i64 %97, !dbg !92
  %99 = getelementptr inbounds nuw i8, ptr %98, i64 8, !dbg !92
  %100 = load double, ptr %99, align 8, !dbg !92, !tbaa !93
  call void @_ZN11Accumulator3addEd(ptr noundef nonnull align 8 dereferenceable(12) %9, double noundef %100) #7, !dbg !94
  %101 = zext nneg i32 %92 to i64, !dbg !92
  %102 = getelementptr inbounds nuw double, ptr %1, i64 %101, !dbg !92
  %103 = getelementptr inbounds nuw i8, ptr %102, i64 16, !dbg !92
  %104 = load double, ptr %103, align 8, !dbg !92, !tbaa !93
  call void @_ZN11Accumulator3addEd(ptr noundef nonnull align 8 dereferenceable(12) %9, double noundef %104) #7, !dbg !94
  %105 = zext nneg i32 %92 to i64, !dbg !92
  %106 = getelementptr inbounds nuw double, ptr %1, i64 %105, !dbg !92
  %107 = getelementptr inbounds nuw i8, ptr %106, i64 24, !dbg !92
  %108 = load double, ptr %107, align 8, !dbg !92, !tbaa !93
  call void @_ZN11Accumulator3addEd(ptr noundef nonnull align 8 dereferenceable(12) %9, double noundef %108) #7, !dbg !94
  %109 = add nuw nsw i32 %92, 4, !dbg !95
  %110 = add i32 %93, 4, !dbg !91
  %111 = icmp eq i32 %110, %58, !dbg !91
  br i1 %111, label %59, label %91, !dbg !91, !llvm.loop !119
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: mustprogress noinline nounwind
define linkonce_odr dso_local void @_ZN11Accumulator3addEd(ptr noundef nonnull align 8 dereferenceable(12) %0, double noundef %1) local_unnamed_addr #4 comdat align 2 !dbg !122 {
  %3 = load double, ptr %0, align 8, !dbg !123, !tbaa !85
  %4 = fadd contract double %1, %3, !dbg !123
  store double %4, ptr %0, align 8, !dbg !123, !tbaa !85
  %5 = getelementptr inbounds nuw i8, ptr %0, i64 8, !dbg !124
  %6 = load i32, ptr %5, align 8, !dbg !125, !tbaa !89
  %7 = add nsw i32 %6, 1, !dbg !125
  store i32 %7, ptr %5, align 8, !dbg !125, !tbaa !89
  ret void, !dbg !126
}

; Function Attrs: mustprogress noinline nounwind
define linkonce_odr dso_local noundef i32 @_ZNK7ReducerIi5MaxOpE3runEPKii(ptr noundef nonnull align 4 dereferenceable(8) %0, ptr noundef %1, i32 noundef %2) local_unnamed_addr #4 comdat align 2 !dbg !127 {
  %4 = getelementptr inbounds nuw i8, ptr %0, i64 4, !dbg !128
  %5 = load i32, ptr %4, align 4, !dbg !128, !tbaa !129
  %6 = icmp sgt i32 %2, 0, !dbg !132
  br i1 %6, label %7, label %29, !dbg !133

7:                                                ; preds = %3
  %8 = and i32 %2, 3, !dbg !133
  %9 = icmp ult i32 %2, 4, !dbg !133
  br i1 %9, label %14, label %10, !dbg !133

10:                                               ; preds = %7
  %11 = and i32 %2, 2147483644, !dbg !133
  br label %31, !dbg !133

12:                                               ; preds = %31
  %13 = icmp eq i32 %8, 0, !dbg !133
  br i1 %13, label %29, label %14, !dbg !133

14:                                               ; preds = %12, %7
  %15 = phi i32 [ 0, %7 ], [ %54, %12 ]
  %16 = phi i32 [ %5, %7 ], [ %53, %12 ]
  %17 = icmp ne i32 %8, 0, !dbg !133
  tail call void @llvm.assume(i1 %17), !dbg !133
  br label %18, !dbg !133

18:                                               ; preds = %18, %14
  %19 = phi i32 [ %26, %18 ], [ %15, %14 ]
  %20 = phi i32 [ %25, %18 ], [ %16, %14 ]
  %21 = phi i32 [ %27, %18 ], [ 0, %14 ]
  %22 = zext nneg i32 %19 to i64, !dbg !134
  %23 = getelementptr inbounds nuw i32, ptr %1, i64 %22, !dbg !134
  %24 = load i32, ptr %23, align 4, !dbg !134, !tbaa !8
  %25 = tail call noundef i32 @llvm.smax.i32(i32 %20, i32 %24), !dbg !135
  %26 = add nuw nsw i32 %19, 1, !dbg !138
  %27 = add i32 %21, 1, !dbg !133
  %28 = icmp eq i32 %27, %8, !dbg !133
  br i1 %28, label %29, label %18, !dbg !133, !llvm.loop !139

29:                                               ; preds = %12, %18, %3
  %30 = phi i32 [ %5, %3 ], [ %53, %12 ], [ %25, %18 ], !dbg !140
  ret i32 %30, !dbg !141

31:                                               ; preds = %31, %10
  %32 = phi i32 [ 0, %10 ], [ %54, %31 ]
  %33 = phi i32 [ %5, %10 ], [ %53, %31 ]
  %34 = phi i32 [ 0, %10 ], [ %55, %31 ]
  %35 = zext nneg i32 %32 to i64, !dbg !134
  %36 = getelementptr inbounds nuw i32, ptr %1, i64 %35, !dbg !134
  %37 = load i32, ptr %36, align 4, !dbg !134, !tbaa !8
  %38 = tail call noundef i32 @llvm.smax.i32(i32 %33, i32 %37), !dbg !135
  %39 = zext nneg i32 %32 to i64, !dbg !134
  %40 = getelementptr inbounds nuw i32, ptr %1, i64 %39, !dbg !134
  %41 = getelementptr inbounds nuw i8, ptr %40, i64 4, !dbg !134
  %42 = load i32, ptr %41, align 4, !dbg !134, !tbaa !8
  %43 = tail call noundef i32 @llvm.smax.i32(i32 %38, i32 %42), !dbg !135
  %44 = zext nneg i32 %32 to i64, !dbg !134
  %45 = getelementptr inbounds nuw i32, ptr %1, i64 %44, !dbg !134
  %46 = getelementptr inbounds nuw i8, ptr %45, i64 8, !dbg !134
  %47 = load i32, ptr %46, align 4, !dbg !134, !tbaa !8
  %48 = tail call noundef i32 @llvm.smax.i32(i32 %43, i32 %47), !dbg !135
  %49 = zext nneg i32 %32 to i64, !dbg !134
  %50 = getelementptr inbounds nuw i32, ptr %1, i64 %49, !dbg !134
  %51 = getelementptr inbounds nuw i8, ptr %50, i64 12, !dbg !134
  %52 = load i32, ptr %51, align 4, !dbg !134, !tbaa !8
  %53 = tail call noundef i32 @llvm.smax.i32(i32 %48, i32 %52), !dbg !135
  %54 = add nuw nsw i32 %32, 4, !dbg !138
  %55 = add i32 %34, 4, !dbg !133
  %56 = icmp eq i32 %55, %11, !dbg !133
  br i1 %56, label %12, label %31, !dbg !133, !llvm.loop !142
}

; Function Attrs: mustprogress noinline nounwind
define linkonce_odr dso_local noundef float @_ZNK7ReducerIf5AddOpE3runEPKfi(ptr noundef nonnull align 4 dereferenceable(8) %0, ptr noundef %1, i32 noundef %2) local_unnamed_addr #4 comdat align 2 !dbg !144 {
  %4 = getelementptr inbounds nuw i8, ptr %0, i64 4, !dbg !145
  %5 = load float, ptr %4, align 4, !dbg !145, !tbaa !146
  %6 = icmp sgt i32 %2, 0, !dbg !149
  br i1 %6, label %7, label %29, !dbg !150

7:                                                ; preds = %3
  %8 = and i32 %2, 3, !dbg !150
  %9 = icmp ult i32 %2, 4, !dbg !150
  br i1 %9, label %14, label %10, !dbg !150

10:                                               ; preds = %7
  %11 = and i32 %2, 2147483644, !dbg !150
  br label %31, !dbg !150

12:                                               ; preds = %31
  %13 = icmp eq i32 %8, 0, !dbg !150
  br i1 %13, label %29, label %14, !dbg !150

14:                                               ; preds = %12, %7
  %15 = phi i32 [ 0, %7 ], [ %54, %12 ]
  %16 = phi float [ %5, %7 ], [ %53, %12 ]
  %17 = icmp ne i32 %8, 0, !dbg !150
  tail call void @llvm.assume(i1 %17), !dbg !150
  br label %18, !dbg !150

18:                                               ; preds = %18, %14
  %19 = phi i32 [ %26, %18 ], [ %15, %14 ]
  %20 = phi float [ %25, %18 ], [ %16, %14 ]
  %21 = phi i32 [ %27, %18 ], [ 0, %14 ]
  %22 = zext nneg i32 %19 to i64, !dbg !151
  %23 = getelementptr inbounds nuw float, ptr %1, i64 %22, !dbg !151
  %24 = load float, ptr %23, align 4, !dbg !151, !tbaa !46
  %25 = fadd contract float %20, %24, !dbg !152
  %26 = add nuw nsw i32 %19, 1, !dbg !155
  %27 = add i32 %21, 1, !dbg !150
  %28 = icmp eq i32 %27, %8, !dbg !150
  br i1 %28, label %29, label %18, !dbg !150, !llvm.loop !156

29:                                               ; preds = %12, %18, %3
  %30 = phi float [ %5, %3 ], [ %53, %12 ], [ %25, %18 ], !dbg !157
  ret float %30, !dbg !158

31:                                               ; preds = %31, %10
  %32 = phi i32 [ 0, %10 ], [ %54, %31 ]
  %33 = phi float [ %5, %10 ], [ %53, %31 ]
  %34 = phi i32 [ 0, %10 ], [ %55, %31 ]
  %35 = zext nneg i32 %32 to i64, !dbg !151
  %36 = getelementptr inbounds nuw float, ptr %1, i64 %35, !dbg !151
  %37 = load float, ptr %36, align 4, !dbg !151, !tbaa !46
  %38 = fadd contract float %33, %37, !dbg !152
  %39 = zext nneg i32 %32 to i64, !dbg !151
  %40 = getelementptr inbounds nuw float, ptr %1, i64 %39, !dbg !151
  %41 = getelementptr inbounds nuw i8, ptr %40, i64 4, !dbg !151
  %42 = load float, ptr %41, align 4, !dbg !151, !tbaa !46
  %43 = fadd contract float %38, %42, !dbg !152
  %44 = zext nneg i32 %32 to i64, !dbg !151
  %45 = getelementptr inbounds nuw float, ptr %1, i64 %44, !dbg !151
  %46 = getelementptr inbounds nuw i8, ptr %45, i64 8, !dbg !151
  %47 = load float, ptr %46, align 4, !dbg !151, !tbaa !46
  %48 = fadd contract float %43, %47, !dbg !152
  %49 = zext nneg i32 %32 to i64, !dbg !151
  %50 = getelementptr inbounds nuw float, ptr %1, i64 %49, !dbg !151
  %51 = getelementptr inbounds nuw i8, ptr %50, i64 12, !dbg !151
  %52 = load float, ptr %51, align 4, !dbg !151, !tbaa !46
  %53 = fadd contract float %48, %52, !dbg !152
  %54 = add nuw nsw i32 %32, 4, !dbg !155
  %55 = add i32 %34, 4, !dbg !150
  %56 = icmp eq i32 %55, %11, !dbg !150
  br i1 %56, label %12, label %31, !dbg !150, !llvm.loop !159
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #5

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #6

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress noinline nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" }
attributes #5 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #7 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6}
!llvm.ident = !{!7}
!llvm.errno.tbaa = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "l25_classes.cu", directory: "/work/wt/llir25/tools/capture/clang_kernels")
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
!12 = distinct !DISubprogram(name: "lerp3", scope: !1, file: !1, line: 38, type: !13, scopeLine: 38, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 38, column: 97, scope: !12)
!16 = !DILocation(line: 8, column: 51, scope: !17, inlinedAt: !18)
!17 = distinct !DISubprogram(name: "scaled", scope: !1, file: !1, line: 8, type: !13, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!18 = distinct !DILocation(line: 38, column: 85, scope: !12)
!19 = !{!20, !21, i64 0}
!20 = !{!"_ZTS4Vec3", !21, i64 0, !21, i64 4, !21, i64 8}
!21 = !{!"float", !10, i64 0}
!22 = !DILocation(line: 8, column: 53, scope: !17, inlinedAt: !18)
!23 = !DILocation(line: 8, column: 58, scope: !17, inlinedAt: !18)
!24 = !{!20, !21, i64 4}
!25 = !DILocation(line: 8, column: 60, scope: !17, inlinedAt: !18)
!26 = !DILocation(line: 8, column: 65, scope: !17, inlinedAt: !18)
!27 = !{!20, !21, i64 8}
!28 = !DILocation(line: 8, column: 67, scope: !17, inlinedAt: !18)
!29 = !DILocation(line: 8, column: 51, scope: !17, inlinedAt: !30)
!30 = distinct !DILocation(line: 38, column: 106, scope: !12)
!31 = !DILocation(line: 8, column: 53, scope: !17, inlinedAt: !30)
!32 = !DILocation(line: 8, column: 58, scope: !17, inlinedAt: !30)
!33 = !DILocation(line: 8, column: 60, scope: !17, inlinedAt: !30)
!34 = !DILocation(line: 8, column: 65, scope: !17, inlinedAt: !30)
!35 = !DILocation(line: 8, column: 67, scope: !17, inlinedAt: !30)
!36 = !DILocation(line: 7, column: 62, scope: !37, inlinedAt: !38)
!37 = distinct !DISubprogram(name: "operator+", scope: !1, file: !1, line: 7, type: !13, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!38 = distinct !DILocation(line: 38, column: 102, scope: !12)
!39 = !DILocation(line: 7, column: 71, scope: !37, inlinedAt: !38)
!40 = !DILocation(line: 7, column: 80, scope: !37, inlinedAt: !38)
!41 = !DILocation(line: 7, column: 52, scope: !37, inlinedAt: !38)
!42 = !DILocation(line: 38, column: 76, scope: !12)
!43 = distinct !DISubprogram(name: "classes", scope: !1, file: !1, line: 40, type: !13, scopeLine: 40, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!44 = !DILocation(line: 41, column: 11, scope: !43)
!45 = !DILocation(line: 42, column: 12, scope: !43)
!46 = !{!21, !21, i64 0}
!47 = !DILocation(line: 42, column: 26, scope: !43)
!48 = !DILocation(line: 42, column: 22, scope: !43)
!49 = !DILocation(line: 43, column: 16, scope: !43)
!50 = !DILocation(line: 43, column: 19, scope: !43)
!51 = !DILocation(line: 43, column: 10, scope: !43)
!52 = !DILocation(line: 43, column: 8, scope: !43)
!53 = !DILocation(line: 9, column: 56, scope: !54, inlinedAt: !55)
!54 = distinct !DISubprogram(name: "dot", scope: !1, file: !1, line: 9, type: !13, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!55 = distinct !DILocation(line: 44, column: 12, scope: !43)
!56 = !DILocation(line: 9, column: 66, scope: !54, inlinedAt: !55)
!57 = !DILocation(line: 9, column: 62, scope: !54, inlinedAt: !55)
!58 = !DILocation(line: 9, column: 76, scope: !54, inlinedAt: !55)
!59 = !DILocation(line: 9, column: 72, scope: !54, inlinedAt: !55)
!60 = !DILocation(line: 36, column: 73, scope: !61, inlinedAt: !62)
!61 = distinct !DISubprogram(name: "area", scope: !1, file: !1, line: 36, type: !13, scopeLine: 36, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!62 = distinct !DILocation(line: 44, column: 25, scope: !43)
!63 = !{!64, !21, i64 4}
!64 = !{!"_ZTS3Box", !65, i64 0, !21, i64 4, !21, i64 8}
!65 = !{!"_ZTS5Shape", !9, i64 0}
!66 = !DILocation(line: 36, column: 77, scope: !61, inlinedAt: !62)
!67 = !{!64, !21, i64 8}
!68 = !DILocation(line: 36, column: 75, scope: !61, inlinedAt: !62)
!69 = !DILocation(line: 35, column: 60, scope: !70, inlinedAt: !71)
!70 = distinct !DISubprogram(name: "tag", scope: !1, file: !1, line: 35, type: !13, scopeLine: 35, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!71 = distinct !DILocation(line: 36, column: 81, scope: !61, inlinedAt: !62)
!72 = !{!65, !9, i64 0}
!73 = !DILocation(line: 35, column: 63, scope: !70, inlinedAt: !71)
!74 = !DILocation(line: 36, column: 81, scope: !61, inlinedAt: !62)
!75 = !DILocation(line: 36, column: 79, scope: !61, inlinedAt: !62)
!76 = !DILocation(line: 44, column: 19, scope: !43)
!77 = !DILocation(line: 44, column: 3, scope: !43)
!78 = !DILocation(line: 44, column: 8, scope: !43)
!79 = !DILocation(line: 45, column: 3, scope: !43)
!80 = !DILocation(line: 16, column: 30, scope: !81, inlinedAt: !82)
!81 = distinct !DISubprogram(name: "Accumulator", scope: !1, file: !1, line: 16, type: !13, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!82 = distinct !DILocation(line: 16, column: 51, scope: !83, inlinedAt: !84)
!83 = distinct !DISubprogram(name: "Accumulator", scope: !1, file: !1, line: 16, type: !13, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!84 = distinct !DILocation(line: 45, column: 15, scope: !43)
!85 = !{!86, !87, i64 0}
!86 = !{!"_ZTS11Accumulator", !87, i64 0, !9, i64 8}
!87 = !{!"double", !10, i64 0}
!88 = !DILocation(line: 16, column: 41, scope: !81, inlinedAt: !82)
!89 = !{!86, !9, i64 8}
!90 = !DILocation(line: 46, column: 21, scope: !43)
!91 = !DILocation(line: 46, column: 3, scope: !43)
!92 = !DILocation(line: 46, column: 39, scope: !43)
!93 = !{!87, !87, i64 0}
!94 = !DILocation(line: 46, column: 35, scope: !43)
!95 = !DILocation(line: 46, column: 26, scope: !43)
!96 = distinct !{!96, !97}
!97 = !{!"llvm.loop.unroll.disable"}
!98 = !DILocation(line: 18, column: 43, scope: !99, inlinedAt: !100)
!99 = distinct !DISubprogram(name: "mean", scope: !1, file: !1, line: 18, type: !13, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!100 = distinct !DILocation(line: 47, column: 14, scope: !43)
!101 = !DILocation(line: 18, column: 52, scope: !99, inlinedAt: !100)
!102 = !DILocation(line: 18, column: 57, scope: !99, inlinedAt: !100)
!103 = !DILocation(line: 47, column: 3, scope: !43)
!104 = !DILocation(line: 47, column: 8, scope: !43)
!105 = !DILocation(line: 48, column: 3, scope: !43)
!106 = !DILocation(line: 48, column: 23, scope: !43)
!107 = !DILocation(line: 49, column: 3, scope: !43)
!108 = !DILocation(line: 49, column: 25, scope: !43)
!109 = !DILocation(line: 50, column: 34, scope: !43)
!110 = !DILocation(line: 19, column: 63, scope: !111, inlinedAt: !112)
!111 = distinct !DISubprogram(name: "clamp", scope: !1, file: !1, line: 19, type: !13, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!112 = distinct !DILocation(line: 50, column: 10, scope: !43)
!113 = !DILocation(line: 50, column: 3, scope: !43)
!114 = !DILocation(line: 50, column: 8, scope: !43)
!115 = !DILocation(line: 51, column: 19, scope: !43)
!116 = !DILocation(line: 51, column: 3, scope: !43)
!117 = !DILocation(line: 51, column: 12, scope: !43)
!118 = !DILocation(line: 52, column: 1, scope: !43)
!119 = distinct !{!119, !91, !120, !121}
!120 = !DILocation(line: 46, column: 43, scope: !43)
!121 = !{!"llvm.loop.mustprogress"}
!122 = distinct !DISubprogram(name: "add", scope: !1, file: !1, line: 17, type: !13, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!123 = !DILocation(line: 17, column: 66, scope: !122)
!124 = !DILocation(line: 17, column: 74, scope: !122)
!125 = !DILocation(line: 17, column: 72, scope: !122)
!126 = !DILocation(line: 17, column: 82, scope: !122)
!127 = distinct !DISubprogram(name: "run", scope: !1, file: !1, line: 26, type: !13, scopeLine: 26, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!128 = !DILocation(line: 27, column: 13, scope: !127)
!129 = !{!130, !9, i64 4}
!130 = !{!"_ZTS7ReducerIi5MaxOpE", !131, i64 0, !9, i64 4}
!131 = !{!"_ZTS5MaxOp"}
!132 = !DILocation(line: 28, column: 23, scope: !127)
!133 = !DILocation(line: 28, column: 5, scope: !127)
!134 = !DILocation(line: 28, column: 47, scope: !127)
!135 = !DILocation(line: 32, column: 87, scope: !136, inlinedAt: !137)
!136 = distinct !DISubprogram(name: "operator()<int>", scope: !1, file: !1, line: 32, type: !13, scopeLine: 32, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!137 = distinct !DILocation(line: 28, column: 39, scope: !127)
!138 = !DILocation(line: 28, column: 28, scope: !127)
!139 = distinct !{!139, !97}
!140 = !DILocation(line: 0, scope: !127)
!141 = !DILocation(line: 29, column: 5, scope: !127)
!142 = distinct !{!142, !133, !143, !121}
!143 = !DILocation(line: 28, column: 51, scope: !127)
!144 = distinct !DISubprogram(name: "run", scope: !1, file: !1, line: 26, type: !13, scopeLine: 26, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!145 = !DILocation(line: 27, column: 13, scope: !144)
!146 = !{!147, !21, i64 4}
!147 = !{!"_ZTS7ReducerIf5AddOpE", !148, i64 0, !21, i64 4}
!148 = !{!"_ZTS5AddOp"}
!149 = !DILocation(line: 28, column: 23, scope: !144)
!150 = !DILocation(line: 28, column: 5, scope: !144)
!151 = !DILocation(line: 28, column: 47, scope: !144)
!152 = !DILocation(line: 33, column: 89, scope: !153, inlinedAt: !154)
!153 = distinct !DISubprogram(name: "operator()<float>", scope: !1, file: !1, line: 33, type: !13, scopeLine: 33, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!154 = distinct !DILocation(line: 28, column: 39, scope: !144)
!155 = !DILocation(line: 28, column: 28, scope: !144)
!156 = distinct !{!156, !97}
!157 = !DILocation(line: 0, scope: !144)
!158 = !DILocation(line: 29, column: 5, scope: !144)
!159 = distinct !{!159, !150, !160, !121}
!160 = !DILocation(line: 28, column: 51, scope: !144)
