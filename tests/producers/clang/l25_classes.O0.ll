; ModuleID = 'l25_classes.cu'
source_filename = "l25_classes.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Reducer = type { [4 x i8], i32 }
%struct.Reducer.0 = type { [4 x i8], float }
%struct.Vec3 = type { float, float, float }
%struct.Box = type { %struct.Shape, float, float }
%struct.Shape = type { i32 }
%class.Accumulator = type <{ double, i32, [4 x i8] }>

$_ZNK4Vec36scaledEf = comdat any

$_ZNK4Vec3plERKS_ = comdat any

$_ZNK4Vec33dotERKS_ = comdat any

$_ZNK3Box4areaEv = comdat any

$_ZN11AccumulatorC1Ev = comdat any

$_ZN11Accumulator3addEd = comdat any

$_ZNK11Accumulator4meanEv = comdat any

$_ZN11Accumulator5clampEiii = comdat any

$_ZNK7ReducerIi5MaxOpE3runEPKii = comdat any

$_ZNK7ReducerIf5AddOpE3runEPKfi = comdat any

$_ZNK5Shape3tagEv = comdat any

$_ZN11AccumulatorC2Ev = comdat any

$_ZNK5MaxOpclIiEET_S1_S1_ = comdat any

$_ZNK5AddOpclIfEET_S1_S1_ = comdat any

@__const.classes.rmax = private unnamed_addr constant %struct.Reducer { [4 x i8] undef, i32 -2147483647 }, align 4
@__const.classes.radd = private unnamed_addr constant %struct.Reducer.0 { [4 x i8] undef, float 0.000000e+00 }, align 4

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local %struct.Vec3 @_Z5lerp34Vec3S_f(ptr noundef byval(%struct.Vec3) align 4 %0, ptr noundef byval(%struct.Vec3) align 4 %1, float noundef %2) #0 !dbg !8 {
  %4 = alloca %struct.Vec3, align 4
  %5 = alloca float, align 4
  %6 = alloca %struct.Vec3, align 4
  %7 = alloca %struct.Vec3, align 4
  store float %2, ptr %5, align 4
  %8 = load float, ptr %5, align 4, !dbg !11
  %9 = fsub contract float 1.000000e+00, %8, !dbg !12
  %10 = call %struct.Vec3 @_ZNK4Vec36scaledEf(ptr noundef nonnull align 4 dereferenceable(12) %0, float noundef %9) #4, !dbg !13
  %11 = getelementptr inbounds nuw %struct.Vec3, ptr %6, i32 0, i32 0, !dbg !13
  %12 = extractvalue %struct.Vec3 %10, 0, !dbg !13
  store float %12, ptr %11, align 4, !dbg !13
  %13 = getelementptr inbounds nuw %struct.Vec3, ptr %6, i32 0, i32 1, !dbg !13
  %14 = extractvalue %struct.Vec3 %10, 1, !dbg !13
  store float %14, ptr %13, align 4, !dbg !13
  %15 = getelementptr inbounds nuw %struct.Vec3, ptr %6, i32 0, i32 2, !dbg !13
  %16 = extractvalue %struct.Vec3 %10, 2, !dbg !13
  store float %16, ptr %15, align 4, !dbg !13
  %17 = load float, ptr %5, align 4, !dbg !14
  %18 = call %struct.Vec3 @_ZNK4Vec36scaledEf(ptr noundef nonnull align 4 dereferenceable(12) %1, float noundef %17) #4, !dbg !15
  %19 = getelementptr inbounds nuw %struct.Vec3, ptr %7, i32 0, i32 0, !dbg !15
  %20 = extractvalue %struct.Vec3 %18, 0, !dbg !15
  store float %20, ptr %19, align 4, !dbg !15
  %21 = getelementptr inbounds nuw %struct.Vec3, ptr %7, i32 0, i32 1, !dbg !15
  %22 = extractvalue %struct.Vec3 %18, 1, !dbg !15
  store float %22, ptr %21, align 4, !dbg !15
  %23 = getelementptr inbounds nuw %struct.Vec3, ptr %7, i32 0, i32 2, !dbg !15
  %24 = extractvalue %struct.Vec3 %18, 2, !dbg !15
  store float %24, ptr %23, align 4, !dbg !15
  %25 = call %struct.Vec3 @_ZNK4Vec3plERKS_(ptr noundef nonnull align 4 dereferenceable(12) %6, ptr noundef nonnull align 4 dereferenceable(12) %7) #4, !dbg !16
  %26 = getelementptr inbounds nuw %struct.Vec3, ptr %4, i32 0, i32 0, !dbg !16
  %27 = extractvalue %struct.Vec3 %25, 0, !dbg !16
  store float %27, ptr %26, align 4, !dbg !16
  %28 = getelementptr inbounds nuw %struct.Vec3, ptr %4, i32 0, i32 1, !dbg !16
  %29 = extractvalue %struct.Vec3 %25, 1, !dbg !16
  store float %29, ptr %28, align 4, !dbg !16
  %30 = getelementptr inbounds nuw %struct.Vec3, ptr %4, i32 0, i32 2, !dbg !16
  %31 = extractvalue %struct.Vec3 %25, 2, !dbg !16
  store float %31, ptr %30, align 4, !dbg !16
  %32 = load %struct.Vec3, ptr %4, align 4, !dbg !17
  ret %struct.Vec3 %32, !dbg !17
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local %struct.Vec3 @_ZNK4Vec36scaledEf(ptr noundef nonnull align 4 dereferenceable(12) %0, float noundef %1) #0 comdat align 2 !dbg !18 {
  %3 = alloca %struct.Vec3, align 4
  %4 = alloca ptr, align 8
  %5 = alloca float, align 4
  store ptr %0, ptr %4, align 8
  store float %1, ptr %5, align 4
  %6 = load ptr, ptr %4, align 8
  %7 = getelementptr inbounds nuw %struct.Vec3, ptr %3, i32 0, i32 0, !dbg !19
  %8 = getelementptr inbounds nuw %struct.Vec3, ptr %6, i32 0, i32 0, !dbg !20
  %9 = load float, ptr %8, align 4, !dbg !20
  %10 = load float, ptr %5, align 4, !dbg !21
  %11 = fmul contract float %9, %10, !dbg !22
  store float %11, ptr %7, align 4, !dbg !19
  %12 = getelementptr inbounds nuw %struct.Vec3, ptr %3, i32 0, i32 1, !dbg !19
  %13 = getelementptr inbounds nuw %struct.Vec3, ptr %6, i32 0, i32 1, !dbg !23
  %14 = load float, ptr %13, align 4, !dbg !23
  %15 = load float, ptr %5, align 4, !dbg !24
  %16 = fmul contract float %14, %15, !dbg !25
  store float %16, ptr %12, align 4, !dbg !19
  %17 = getelementptr inbounds nuw %struct.Vec3, ptr %3, i32 0, i32 2, !dbg !19
  %18 = getelementptr inbounds nuw %struct.Vec3, ptr %6, i32 0, i32 2, !dbg !26
  %19 = load float, ptr %18, align 4, !dbg !26
  %20 = load float, ptr %5, align 4, !dbg !27
  %21 = fmul contract float %19, %20, !dbg !28
  store float %21, ptr %17, align 4, !dbg !19
  %22 = load %struct.Vec3, ptr %3, align 4, !dbg !29
  ret %struct.Vec3 %22, !dbg !29
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local %struct.Vec3 @_ZNK4Vec3plERKS_(ptr noundef nonnull align 4 dereferenceable(12) %0, ptr noundef nonnull align 4 dereferenceable(12) %1) #0 comdat align 2 !dbg !30 {
  %3 = alloca %struct.Vec3, align 4
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  %6 = load ptr, ptr %4, align 8
  %7 = getelementptr inbounds nuw %struct.Vec3, ptr %3, i32 0, i32 0, !dbg !31
  %8 = getelementptr inbounds nuw %struct.Vec3, ptr %6, i32 0, i32 0, !dbg !32
  %9 = load float, ptr %8, align 4, !dbg !32
  %10 = load ptr, ptr %5, align 8, !dbg !33, !nonnull !10, !align !34
  %11 = getelementptr inbounds nuw %struct.Vec3, ptr %10, i32 0, i32 0, !dbg !35
  %12 = load float, ptr %11, align 4, !dbg !35
  %13 = fadd contract float %9, %12, !dbg !36
  store float %13, ptr %7, align 4, !dbg !31
  %14 = getelementptr inbounds nuw %struct.Vec3, ptr %3, i32 0, i32 1, !dbg !31
  %15 = getelementptr inbounds nuw %struct.Vec3, ptr %6, i32 0, i32 1, !dbg !37
  %16 = load float, ptr %15, align 4, !dbg !37
  %17 = load ptr, ptr %5, align 8, !dbg !38, !nonnull !10, !align !34
  %18 = getelementptr inbounds nuw %struct.Vec3, ptr %17, i32 0, i32 1, !dbg !39
  %19 = load float, ptr %18, align 4, !dbg !39
  %20 = fadd contract float %16, %19, !dbg !40
  store float %20, ptr %14, align 4, !dbg !31
  %21 = getelementptr inbounds nuw %struct.Vec3, ptr %3, i32 0, i32 2, !dbg !31
  %22 = getelementptr inbounds nuw %struct.Vec3, ptr %6, i32 0, i32 2, !dbg !41
  %23 = load float, ptr %22, align 4, !dbg !41
  %24 = load ptr, ptr %5, align 8, !dbg !42, !nonnull !10, !align !34
  %25 = getelementptr inbounds nuw %struct.Vec3, ptr %24, i32 0, i32 2, !dbg !43
  %26 = load float, ptr %25, align 4, !dbg !43
  %27 = fadd contract float %23, %26, !dbg !44
  store float %27, ptr %21, align 4, !dbg !31
  %28 = load %struct.Vec3, ptr %3, align 4, !dbg !45
  ret %struct.Vec3 %28, !dbg !45
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local ptx_kernel void @classes(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef byval(%struct.Box) align 4 %4, i32 noundef %5) #1 !dbg !46 {
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca %struct.Vec3, align 4
  %14 = alloca %struct.Vec3, align 4
  %15 = alloca %struct.Vec3, align 4
  %16 = alloca %struct.Vec3, align 4
  %17 = alloca %struct.Vec3, align 4
  %18 = alloca %class.Accumulator, align 8
  %19 = alloca i32, align 4
  %20 = alloca %struct.Reducer, align 4
  %21 = alloca %struct.Reducer.0, align 4
  store ptr %0, ptr %7, align 8
  store ptr %1, ptr %8, align 8
  store ptr %2, ptr %9, align 8
  store ptr %3, ptr %10, align 8
  store i32 %5, ptr %11, align 4
  %22 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !47
  store i32 %22, ptr %12, align 4, !dbg !48
  %23 = load ptr, ptr %7, align 8, !dbg !49
  %24 = load i32, ptr %12, align 4, !dbg !50
  %25 = sext i32 %24 to i64, !dbg !49
  %26 = getelementptr inbounds %struct.Vec3, ptr %23, i64 %25, !dbg !49
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %13, ptr align 4 %26, i64 12, i1 false), !dbg !49
  %27 = load ptr, ptr %7, align 8, !dbg !51
  %28 = load i32, ptr %12, align 4, !dbg !52
  %29 = add nsw i32 %28, 1, !dbg !53
  %30 = sext i32 %29 to i64, !dbg !51
  %31 = getelementptr inbounds %struct.Vec3, ptr %27, i64 %30, !dbg !51
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %14, ptr align 4 %31, i64 12, i1 false), !dbg !51
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %16, ptr align 4 %13, i64 12, i1 false), !dbg !54
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %17, ptr align 4 %14, i64 12, i1 false), !dbg !55
  %32 = call %struct.Vec3 @_Z5lerp34Vec3S_f(ptr noundef byval(%struct.Vec3) align 4 %16, ptr noundef byval(%struct.Vec3) align 4 %17, float noundef 2.500000e-01) #4, !dbg !56
  %33 = getelementptr inbounds nuw %struct.Vec3, ptr %15, i32 0, i32 0, !dbg !56
  %34 = extractvalue %struct.Vec3 %32, 0, !dbg !56
  store float %34, ptr %33, align 4, !dbg !56
  %35 = getelementptr inbounds nuw %struct.Vec3, ptr %15, i32 0, i32 1, !dbg !56
  %36 = extractvalue %struct.Vec3 %32, 1, !dbg !56
  store float %36, ptr %35, align 4, !dbg !56
  %37 = getelementptr inbounds nuw %struct.Vec3, ptr %15, i32 0, i32 2, !dbg !56
  %38 = extractvalue %struct.Vec3 %32, 2, !dbg !56
  store float %38, ptr %37, align 4, !dbg !56
  %39 = load ptr, ptr %7, align 8, !dbg !57
  %40 = load i32, ptr %12, align 4, !dbg !58
  %41 = sext i32 %40 to i64, !dbg !57
  %42 = getelementptr inbounds %struct.Vec3, ptr %39, i64 %41, !dbg !57
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %42, ptr align 4 %15, i64 12, i1 false), !dbg !59
  %43 = call contract noundef float @_ZNK4Vec33dotERKS_(ptr noundef nonnull align 4 dereferenceable(12) %13, ptr noundef nonnull align 4 dereferenceable(12) %14) #4, !dbg !60
  %44 = call contract noundef float @_ZNK3Box4areaEv(ptr noundef nonnull align 4 dereferenceable(12) %4) #4, !dbg !61
  %45 = fadd contract float %43, %44, !dbg !62
  %46 = load ptr, ptr %10, align 8, !dbg !63
  %47 = load i32, ptr %12, align 4, !dbg !64
  %48 = sext i32 %47 to i64, !dbg !63
  %49 = getelementptr inbounds float, ptr %46, i64 %48, !dbg !63
  store float %45, ptr %49, align 4, !dbg !65
  call void @_ZN11AccumulatorC1Ev(ptr noundef nonnull align 8 dereferenceable(12) %18) #4, !dbg !66
  store i32 0, ptr %19, align 4, !dbg !67
  br label %50, !dbg !68

50:                                               ; preds = %60, %6
  %51 = load i32, ptr %19, align 4, !dbg !69
  %52 = load i32, ptr %11, align 4, !dbg !70
  %53 = icmp slt i32 %51, %52, !dbg !71
  br i1 %53, label %54, label %63, !dbg !72

54:                                               ; preds = %50
  %55 = load ptr, ptr %8, align 8, !dbg !73
  %56 = load i32, ptr %19, align 4, !dbg !74
  %57 = sext i32 %56 to i64, !dbg !73
  %58 = getelementptr inbounds double, ptr %55, i64 %57, !dbg !73
  %59 = load double, ptr %58, align 8, !dbg !73
  call void @_ZN11Accumulator3addEd(ptr noundef nonnull align 8 dereferenceable(12) %18, double noundef %59) #4, !dbg !75
  br label %60, !dbg !76

60:                                               ; preds = %54
  %61 = load i32, ptr %19, align 4, !dbg !77
  %62 = add nsw i32 %61, 1, !dbg !77
  store i32 %62, ptr %19, align 4, !dbg !77
  br label %50, !dbg !72, !llvm.loop !78

63:                                               ; preds = %50
  %64 = call contract noundef double @_ZNK11Accumulator4meanEv(ptr noundef nonnull align 8 dereferenceable(12) %18) #4, !dbg !81
  %65 = load ptr, ptr %8, align 8, !dbg !82
  %66 = load i32, ptr %12, align 4, !dbg !83
  %67 = sext i32 %66 to i64, !dbg !82
  %68 = getelementptr inbounds double, ptr %65, i64 %67, !dbg !82
  store double %64, ptr %68, align 8, !dbg !84
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %20, ptr align 4 @__const.classes.rmax, i64 8, i1 false), !dbg !85
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %21, ptr align 4 @__const.classes.radd, i64 8, i1 false), !dbg !86
  %69 = load ptr, ptr %9, align 8, !dbg !87
  %70 = load i32, ptr %11, align 4, !dbg !88
  %71 = call noundef i32 @_ZNK7ReducerIi5MaxOpE3runEPKii(ptr noundef nonnull align 4 dereferenceable(8) %20, ptr noundef %69, i32 noundef %70) #4, !dbg !89
  %72 = call noundef i32 @_ZN11Accumulator5clampEiii(i32 noundef %71, i32 noundef 0, i32 noundef 100) #4, !dbg !90
  %73 = load ptr, ptr %9, align 8, !dbg !91
  %74 = load i32, ptr %12, align 4, !dbg !92
  %75 = sext i32 %74 to i64, !dbg !91
  %76 = getelementptr inbounds i32, ptr %73, i64 %75, !dbg !91
  store i32 %72, ptr %76, align 4, !dbg !93
  %77 = load ptr, ptr %10, align 8, !dbg !94
  %78 = load i32, ptr %11, align 4, !dbg !95
  %79 = call contract noundef float @_ZNK7ReducerIf5AddOpE3runEPKfi(ptr noundef nonnull align 4 dereferenceable(8) %21, ptr noundef %77, i32 noundef %78) #4, !dbg !96
  %80 = load ptr, ptr %10, align 8, !dbg !97
  %81 = load i32, ptr %12, align 4, !dbg !98
  %82 = add nsw i32 %81, 1, !dbg !99
  %83 = sext i32 %82 to i64, !dbg !97
  %84 = getelementptr inbounds float, ptr %80, i64 %83, !dbg !97
  store float %79, ptr %84, align 4, !dbg !100
  ret void, !dbg !101
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #3

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef float @_ZNK4Vec33dotERKS_(ptr noundef nonnull align 4 dereferenceable(12) %0, ptr noundef nonnull align 4 dereferenceable(12) %1) #0 comdat align 2 !dbg !102 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds nuw %struct.Vec3, ptr %5, i32 0, i32 0, !dbg !103
  %7 = load float, ptr %6, align 4, !dbg !103
  %8 = load ptr, ptr %4, align 8, !dbg !104, !nonnull !10, !align !34
  %9 = getelementptr inbounds nuw %struct.Vec3, ptr %8, i32 0, i32 0, !dbg !105
  %10 = load float, ptr %9, align 4, !dbg !105
  %11 = fmul contract float %7, %10, !dbg !106
  %12 = getelementptr inbounds nuw %struct.Vec3, ptr %5, i32 0, i32 1, !dbg !107
  %13 = load float, ptr %12, align 4, !dbg !107
  %14 = load ptr, ptr %4, align 8, !dbg !108, !nonnull !10, !align !34
  %15 = getelementptr inbounds nuw %struct.Vec3, ptr %14, i32 0, i32 1, !dbg !109
  %16 = load float, ptr %15, align 4, !dbg !109
  %17 = fmul contract float %13, %16, !dbg !110
  %18 = fadd contract float %11, %17, !dbg !111
  %19 = getelementptr inbounds nuw %struct.Vec3, ptr %5, i32 0, i32 2, !dbg !112
  %20 = load float, ptr %19, align 4, !dbg !112
  %21 = load ptr, ptr %4, align 8, !dbg !113, !nonnull !10, !align !34
  %22 = getelementptr inbounds nuw %struct.Vec3, ptr %21, i32 0, i32 2, !dbg !114
  %23 = load float, ptr %22, align 4, !dbg !114
  %24 = fmul contract float %20, %23, !dbg !115
  %25 = fadd contract float %18, %24, !dbg !116
  ret float %25, !dbg !117
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef float @_ZNK3Box4areaEv(ptr noundef nonnull align 4 dereferenceable(12) %0) #0 comdat align 2 !dbg !118 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds nuw %struct.Box, ptr %3, i32 0, i32 1, !dbg !119
  %5 = load float, ptr %4, align 4, !dbg !119
  %6 = getelementptr inbounds nuw %struct.Box, ptr %3, i32 0, i32 2, !dbg !120
  %7 = load float, ptr %6, align 4, !dbg !120
  %8 = fmul contract float %5, %7, !dbg !121
  %9 = call noundef i32 @_ZNK5Shape3tagEv(ptr noundef nonnull align 4 dereferenceable(4) %3) #4, !dbg !122
  %10 = sitofp i32 %9 to float, !dbg !122
  %11 = fadd contract float %8, %10, !dbg !123
  ret float %11, !dbg !124
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN11AccumulatorC1Ev(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #0 comdat align 2 !dbg !125 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZN11AccumulatorC2Ev(ptr noundef nonnull align 8 dereferenceable(12) %3) #4, !dbg !126
  ret void, !dbg !127
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN11Accumulator3addEd(ptr noundef nonnull align 8 dereferenceable(12) %0, double noundef %1) #0 comdat align 2 !dbg !128 {
  %3 = alloca ptr, align 8
  %4 = alloca double, align 8
  store ptr %0, ptr %3, align 8
  store double %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = load double, ptr %4, align 8, !dbg !129
  %7 = getelementptr inbounds nuw %class.Accumulator, ptr %5, i32 0, i32 0, !dbg !130
  %8 = load double, ptr %7, align 8, !dbg !131
  %9 = fadd contract double %8, %6, !dbg !131
  store double %9, ptr %7, align 8, !dbg !131
  %10 = getelementptr inbounds nuw %class.Accumulator, ptr %5, i32 0, i32 1, !dbg !132
  %11 = load i32, ptr %10, align 8, !dbg !133
  %12 = add nsw i32 %11, 1, !dbg !133
  store i32 %12, ptr %10, align 8, !dbg !133
  ret void, !dbg !134
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef double @_ZNK11Accumulator4meanEv(ptr noundef nonnull align 8 dereferenceable(12) %0) #0 comdat align 2 !dbg !135 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds nuw %class.Accumulator, ptr %3, i32 0, i32 1, !dbg !136
  %5 = load i32, ptr %4, align 8, !dbg !136
  %6 = icmp ne i32 %5, 0, !dbg !136
  br i1 %6, label %7, label %14, !dbg !136

7:                                                ; preds = %1
  %8 = getelementptr inbounds nuw %class.Accumulator, ptr %3, i32 0, i32 0, !dbg !137
  %9 = load double, ptr %8, align 8, !dbg !137
  %10 = getelementptr inbounds nuw %class.Accumulator, ptr %3, i32 0, i32 1, !dbg !138
  %11 = load i32, ptr %10, align 8, !dbg !138
  %12 = sitofp i32 %11 to double, !dbg !138
  %13 = fdiv contract double %9, %12, !dbg !139
  br label %15, !dbg !136

14:                                               ; preds = %1
  br label %15, !dbg !136

15:                                               ; preds = %14, %7
  %16 = phi contract double [ %13, %7 ], [ 0.000000e+00, %14 ], !dbg !136
  ret double %16, !dbg !140
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef i32 @_ZN11Accumulator5clampEiii(i32 noundef %0, i32 noundef %1, i32 noundef %2) #0 comdat align 2 !dbg !141 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 %0, ptr %4, align 4
  store i32 %1, ptr %5, align 4
  store i32 %2, ptr %6, align 4
  %7 = load i32, ptr %4, align 4, !dbg !142
  %8 = load i32, ptr %5, align 4, !dbg !143
  %9 = icmp slt i32 %7, %8, !dbg !144
  br i1 %9, label %10, label %12, !dbg !142

10:                                               ; preds = %3
  %11 = load i32, ptr %5, align 4, !dbg !145
  br label %22, !dbg !142

12:                                               ; preds = %3
  %13 = load i32, ptr %4, align 4, !dbg !146
  %14 = load i32, ptr %6, align 4, !dbg !147
  %15 = icmp sgt i32 %13, %14, !dbg !148
  br i1 %15, label %16, label %18, !dbg !146

16:                                               ; preds = %12
  %17 = load i32, ptr %6, align 4, !dbg !149
  br label %20, !dbg !146

18:                                               ; preds = %12
  %19 = load i32, ptr %4, align 4, !dbg !150
  br label %20, !dbg !146

20:                                               ; preds = %18, %16
  %21 = phi i32 [ %17, %16 ], [ %19, %18 ], !dbg !146
  br label %22, !dbg !142

22:                                               ; preds = %20, %10
  %23 = phi i32 [ %11, %10 ], [ %21, %20 ], !dbg !142
  ret i32 %23, !dbg !151
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef i32 @_ZNK7ReducerIi5MaxOpE3runEPKii(ptr noundef nonnull align 4 dereferenceable(8) %0, ptr noundef %1, i32 noundef %2) #0 comdat align 2 !dbg !152 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %9 = load ptr, ptr %4, align 8
  %10 = getelementptr inbounds nuw %struct.Reducer, ptr %9, i32 0, i32 1, !dbg !153
  %11 = load i32, ptr %10, align 4, !dbg !153
  store i32 %11, ptr %7, align 4, !dbg !154
  store i32 0, ptr %8, align 4, !dbg !155
  br label %12, !dbg !156

12:                                               ; preds = %24, %3
  %13 = load i32, ptr %8, align 4, !dbg !157
  %14 = load i32, ptr %6, align 4, !dbg !158
  %15 = icmp slt i32 %13, %14, !dbg !159
  br i1 %15, label %16, label %27, !dbg !160

16:                                               ; preds = %12
  %17 = load i32, ptr %7, align 4, !dbg !161
  %18 = load ptr, ptr %5, align 8, !dbg !162
  %19 = load i32, ptr %8, align 4, !dbg !163
  %20 = sext i32 %19 to i64, !dbg !162
  %21 = getelementptr inbounds i32, ptr %18, i64 %20, !dbg !162
  %22 = load i32, ptr %21, align 4, !dbg !162
  %23 = call noundef i32 @_ZNK5MaxOpclIiEET_S1_S1_(ptr noundef nonnull align 1 dereferenceable(1) %9, i32 noundef %17, i32 noundef %22) #4, !dbg !164
  store i32 %23, ptr %7, align 4, !dbg !165
  br label %24, !dbg !166

24:                                               ; preds = %16
  %25 = load i32, ptr %8, align 4, !dbg !167
  %26 = add nsw i32 %25, 1, !dbg !167
  store i32 %26, ptr %8, align 4, !dbg !167
  br label %12, !dbg !160, !llvm.loop !168

27:                                               ; preds = %12
  %28 = load i32, ptr %7, align 4, !dbg !170
  ret i32 %28, !dbg !171
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef float @_ZNK7ReducerIf5AddOpE3runEPKfi(ptr noundef nonnull align 4 dereferenceable(8) %0, ptr noundef %1, i32 noundef %2) #0 comdat align 2 !dbg !172 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca float, align 4
  %8 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %9 = load ptr, ptr %4, align 8
  %10 = getelementptr inbounds nuw %struct.Reducer.0, ptr %9, i32 0, i32 1, !dbg !173
  %11 = load float, ptr %10, align 4, !dbg !173
  store float %11, ptr %7, align 4, !dbg !174
  store i32 0, ptr %8, align 4, !dbg !175
  br label %12, !dbg !176

12:                                               ; preds = %24, %3
  %13 = load i32, ptr %8, align 4, !dbg !177
  %14 = load i32, ptr %6, align 4, !dbg !178
  %15 = icmp slt i32 %13, %14, !dbg !179
  br i1 %15, label %16, label %27, !dbg !180

16:                                               ; preds = %12
  %17 = load float, ptr %7, align 4, !dbg !181
  %18 = load ptr, ptr %5, align 8, !dbg !182
  %19 = load i32, ptr %8, align 4, !dbg !183
  %20 = sext i32 %19 to i64, !dbg !182
  %21 = getelementptr inbounds float, ptr %18, i64 %20, !dbg !182
  %22 = load float, ptr %21, align 4, !dbg !182
  %23 = call contract noundef float @_ZNK5AddOpclIfEET_S1_S1_(ptr noundef nonnull align 1 dereferenceable(1) %9, float noundef %17, float noundef %22) #4, !dbg !184
  store float %23, ptr %7, align 4, !dbg !185
  br label %24, !dbg !186

24:                                               ; preds = %16
  %25 = load i32, ptr %8, align 4, !dbg !187
  %26 = add nsw i32 %25, 1, !dbg !187
  store i32 %26, ptr %8, align 4, !dbg !187
  br label %12, !dbg !180, !llvm.loop !188

27:                                               ; preds = %12
  %28 = load float, ptr %7, align 4, !dbg !190
  ret float %28, !dbg !191
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef i32 @_ZNK5Shape3tagEv(ptr noundef nonnull align 4 dereferenceable(4) %0) #0 comdat align 2 !dbg !192 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds nuw %struct.Shape, ptr %3, i32 0, i32 0, !dbg !193
  %5 = load i32, ptr %4, align 4, !dbg !193
  %6 = mul nsw i32 %5, 3, !dbg !194
  ret i32 %6, !dbg !195
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN11AccumulatorC2Ev(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #0 comdat align 2 !dbg !196 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds nuw %class.Accumulator, ptr %3, i32 0, i32 0, !dbg !197
  store double 0.000000e+00, ptr %4, align 8, !dbg !197
  %5 = getelementptr inbounds nuw %class.Accumulator, ptr %3, i32 0, i32 1, !dbg !198
  store i32 0, ptr %5, align 8, !dbg !198
  ret void, !dbg !199
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef i32 @_ZNK5MaxOpclIiEET_S1_S1_(ptr noundef nonnull align 1 dereferenceable(1) %0, i32 noundef %1, i32 noundef %2) #0 comdat align 2 !dbg !200 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store i32 %2, ptr %6, align 4
  %7 = load ptr, ptr %4, align 8
  %8 = load i32, ptr %5, align 4, !dbg !201
  %9 = load i32, ptr %6, align 4, !dbg !202
  %10 = icmp sgt i32 %8, %9, !dbg !203
  br i1 %10, label %11, label %13, !dbg !201

11:                                               ; preds = %3
  %12 = load i32, ptr %5, align 4, !dbg !204
  br label %15, !dbg !201

13:                                               ; preds = %3
  %14 = load i32, ptr %6, align 4, !dbg !205
  br label %15, !dbg !201

15:                                               ; preds = %13, %11
  %16 = phi i32 [ %12, %11 ], [ %14, %13 ], !dbg !201
  ret i32 %16, !dbg !206
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef float @_ZNK5AddOpclIfEET_S1_S1_(ptr noundef nonnull align 1 dereferenceable(1) %0, float noundef %1, float noundef %2) #0 comdat align 2 !dbg !207 {
  %4 = alloca ptr, align 8
  %5 = alloca float, align 4
  %6 = alloca float, align 4
  store ptr %0, ptr %4, align 8
  store float %1, ptr %5, align 4
  store float %2, ptr %6, align 4
  %7 = load ptr, ptr %4, align 8
  %8 = load float, ptr %5, align 4, !dbg !208
  %9 = load float, ptr %6, align 4, !dbg !209
  %10 = fadd contract float %8, %9, !dbg !210
  ret float %10, !dbg !211
}

attributes #0 = { convergent mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #1 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { convergent nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6}
!llvm.ident = !{!7}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "l25_classes.cu", directory: "/work/wt/llir25/tools/capture/clang_kernels")
!2 = !{i32 7, !"Dwarf Version", i32 2}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!6 = !{i32 7, !"frame-pointer", i32 2}
!7 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!8 = distinct !DISubprogram(name: "lerp3", scope: !1, file: !1, line: 38, type: !9, scopeLine: 38, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!9 = !DISubroutineType(types: !10)
!10 = !{}
!11 = !DILocation(line: 38, column: 99, scope: !8)
!12 = !DILocation(line: 38, column: 97, scope: !8)
!13 = !DILocation(line: 38, column: 85, scope: !8)
!14 = !DILocation(line: 38, column: 113, scope: !8)
!15 = !DILocation(line: 38, column: 106, scope: !8)
!16 = !DILocation(line: 38, column: 102, scope: !8)
!17 = !DILocation(line: 38, column: 76, scope: !8)
!18 = distinct !DISubprogram(name: "scaled", scope: !1, file: !1, line: 8, type: !9, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!19 = !DILocation(line: 8, column: 50, scope: !18)
!20 = !DILocation(line: 8, column: 51, scope: !18)
!21 = !DILocation(line: 8, column: 55, scope: !18)
!22 = !DILocation(line: 8, column: 53, scope: !18)
!23 = !DILocation(line: 8, column: 58, scope: !18)
!24 = !DILocation(line: 8, column: 62, scope: !18)
!25 = !DILocation(line: 8, column: 60, scope: !18)
!26 = !DILocation(line: 8, column: 65, scope: !18)
!27 = !DILocation(line: 8, column: 69, scope: !18)
!28 = !DILocation(line: 8, column: 67, scope: !18)
!29 = !DILocation(line: 8, column: 43, scope: !18)
!30 = distinct !DISubprogram(name: "operator+", scope: !1, file: !1, line: 7, type: !9, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!31 = !DILocation(line: 7, column: 59, scope: !30)
!32 = !DILocation(line: 7, column: 60, scope: !30)
!33 = !DILocation(line: 7, column: 64, scope: !30)
!34 = !{i64 4}
!35 = !DILocation(line: 7, column: 66, scope: !30)
!36 = !DILocation(line: 7, column: 62, scope: !30)
!37 = !DILocation(line: 7, column: 69, scope: !30)
!38 = !DILocation(line: 7, column: 73, scope: !30)
!39 = !DILocation(line: 7, column: 75, scope: !30)
!40 = !DILocation(line: 7, column: 71, scope: !30)
!41 = !DILocation(line: 7, column: 78, scope: !30)
!42 = !DILocation(line: 7, column: 82, scope: !30)
!43 = !DILocation(line: 7, column: 84, scope: !30)
!44 = !DILocation(line: 7, column: 80, scope: !30)
!45 = !DILocation(line: 7, column: 52, scope: !30)
!46 = distinct !DISubprogram(name: "classes", scope: !1, file: !1, line: 40, type: !9, scopeLine: 40, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!47 = !DILocation(line: 41, column: 11, scope: !46)
!48 = !DILocation(line: 41, column: 7, scope: !46)
!49 = !DILocation(line: 42, column: 12, scope: !46)
!50 = !DILocation(line: 42, column: 14, scope: !46)
!51 = !DILocation(line: 42, column: 22, scope: !46)
!52 = !DILocation(line: 42, column: 24, scope: !46)
!53 = !DILocation(line: 42, column: 26, scope: !46)
!54 = !DILocation(line: 43, column: 16, scope: !46)
!55 = !DILocation(line: 43, column: 19, scope: !46)
!56 = !DILocation(line: 43, column: 10, scope: !46)
!57 = !DILocation(line: 43, column: 3, scope: !46)
!58 = !DILocation(line: 43, column: 5, scope: !46)
!59 = !DILocation(line: 43, column: 8, scope: !46)
!60 = !DILocation(line: 44, column: 12, scope: !46)
!61 = !DILocation(line: 44, column: 25, scope: !46)
!62 = !DILocation(line: 44, column: 19, scope: !46)
!63 = !DILocation(line: 44, column: 3, scope: !46)
!64 = !DILocation(line: 44, column: 5, scope: !46)
!65 = !DILocation(line: 44, column: 8, scope: !46)
!66 = !DILocation(line: 45, column: 15, scope: !46)
!67 = !DILocation(line: 46, column: 12, scope: !46)
!68 = !DILocation(line: 46, column: 8, scope: !46)
!69 = !DILocation(line: 46, column: 19, scope: !46)
!70 = !DILocation(line: 46, column: 23, scope: !46)
!71 = !DILocation(line: 46, column: 21, scope: !46)
!72 = !DILocation(line: 46, column: 3, scope: !46)
!73 = !DILocation(line: 46, column: 39, scope: !46)
!74 = !DILocation(line: 46, column: 41, scope: !46)
!75 = !DILocation(line: 46, column: 35, scope: !46)
!76 = !DILocation(line: 46, column: 31, scope: !46)
!77 = !DILocation(line: 46, column: 26, scope: !46)
!78 = distinct !{!78, !72, !79, !80}
!79 = !DILocation(line: 46, column: 43, scope: !46)
!80 = !{!"llvm.loop.mustprogress"}
!81 = !DILocation(line: 47, column: 14, scope: !46)
!82 = !DILocation(line: 47, column: 3, scope: !46)
!83 = !DILocation(line: 47, column: 5, scope: !46)
!84 = !DILocation(line: 47, column: 8, scope: !46)
!85 = !DILocation(line: 48, column: 23, scope: !46)
!86 = !DILocation(line: 49, column: 25, scope: !46)
!87 = !DILocation(line: 50, column: 38, scope: !46)
!88 = !DILocation(line: 50, column: 41, scope: !46)
!89 = !DILocation(line: 50, column: 34, scope: !46)
!90 = !DILocation(line: 50, column: 10, scope: !46)
!91 = !DILocation(line: 50, column: 3, scope: !46)
!92 = !DILocation(line: 50, column: 5, scope: !46)
!93 = !DILocation(line: 50, column: 8, scope: !46)
!94 = !DILocation(line: 51, column: 23, scope: !46)
!95 = !DILocation(line: 51, column: 26, scope: !46)
!96 = !DILocation(line: 51, column: 19, scope: !46)
!97 = !DILocation(line: 51, column: 3, scope: !46)
!98 = !DILocation(line: 51, column: 5, scope: !46)
!99 = !DILocation(line: 51, column: 7, scope: !46)
!100 = !DILocation(line: 51, column: 12, scope: !46)
!101 = !DILocation(line: 52, column: 1, scope: !46)
!102 = distinct !DISubprogram(name: "dot", scope: !1, file: !1, line: 9, type: !9, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!103 = !DILocation(line: 9, column: 54, scope: !102)
!104 = !DILocation(line: 9, column: 58, scope: !102)
!105 = !DILocation(line: 9, column: 60, scope: !102)
!106 = !DILocation(line: 9, column: 56, scope: !102)
!107 = !DILocation(line: 9, column: 64, scope: !102)
!108 = !DILocation(line: 9, column: 68, scope: !102)
!109 = !DILocation(line: 9, column: 70, scope: !102)
!110 = !DILocation(line: 9, column: 66, scope: !102)
!111 = !DILocation(line: 9, column: 62, scope: !102)
!112 = !DILocation(line: 9, column: 74, scope: !102)
!113 = !DILocation(line: 9, column: 78, scope: !102)
!114 = !DILocation(line: 9, column: 80, scope: !102)
!115 = !DILocation(line: 9, column: 76, scope: !102)
!116 = !DILocation(line: 9, column: 72, scope: !102)
!117 = !DILocation(line: 9, column: 47, scope: !102)
!118 = distinct !DISubprogram(name: "area", scope: !1, file: !1, line: 36, type: !9, scopeLine: 36, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!119 = !DILocation(line: 36, column: 73, scope: !118)
!120 = !DILocation(line: 36, column: 77, scope: !118)
!121 = !DILocation(line: 36, column: 75, scope: !118)
!122 = !DILocation(line: 36, column: 81, scope: !118)
!123 = !DILocation(line: 36, column: 79, scope: !118)
!124 = !DILocation(line: 36, column: 66, scope: !118)
!125 = distinct !DISubprogram(name: "Accumulator", scope: !1, file: !1, line: 16, type: !9, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!126 = !DILocation(line: 16, column: 51, scope: !125)
!127 = !DILocation(line: 16, column: 52, scope: !125)
!128 = distinct !DISubprogram(name: "add", scope: !1, file: !1, line: 17, type: !9, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!129 = !DILocation(line: 17, column: 69, scope: !128)
!130 = !DILocation(line: 17, column: 61, scope: !128)
!131 = !DILocation(line: 17, column: 66, scope: !128)
!132 = !DILocation(line: 17, column: 74, scope: !128)
!133 = !DILocation(line: 17, column: 72, scope: !128)
!134 = !DILocation(line: 17, column: 82, scope: !128)
!135 = distinct !DISubprogram(name: "mean", scope: !1, file: !1, line: 18, type: !9, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!136 = !DILocation(line: 18, column: 43, scope: !135)
!137 = !DILocation(line: 18, column: 52, scope: !135)
!138 = !DILocation(line: 18, column: 59, scope: !135)
!139 = !DILocation(line: 18, column: 57, scope: !135)
!140 = !DILocation(line: 18, column: 36, scope: !135)
!141 = distinct !DISubprogram(name: "clamp", scope: !1, file: !1, line: 19, type: !9, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!142 = !DILocation(line: 19, column: 63, scope: !141)
!143 = !DILocation(line: 19, column: 67, scope: !141)
!144 = !DILocation(line: 19, column: 65, scope: !141)
!145 = !DILocation(line: 19, column: 72, scope: !141)
!146 = !DILocation(line: 19, column: 77, scope: !141)
!147 = !DILocation(line: 19, column: 81, scope: !141)
!148 = !DILocation(line: 19, column: 79, scope: !141)
!149 = !DILocation(line: 19, column: 86, scope: !141)
!150 = !DILocation(line: 19, column: 91, scope: !141)
!151 = !DILocation(line: 19, column: 56, scope: !141)
!152 = distinct !DISubprogram(name: "run", scope: !1, file: !1, line: 26, type: !9, scopeLine: 26, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!153 = !DILocation(line: 27, column: 13, scope: !152)
!154 = !DILocation(line: 27, column: 7, scope: !152)
!155 = !DILocation(line: 28, column: 14, scope: !152)
!156 = !DILocation(line: 28, column: 10, scope: !152)
!157 = !DILocation(line: 28, column: 21, scope: !152)
!158 = !DILocation(line: 28, column: 25, scope: !152)
!159 = !DILocation(line: 28, column: 23, scope: !152)
!160 = !DILocation(line: 28, column: 5, scope: !152)
!161 = !DILocation(line: 28, column: 42, scope: !152)
!162 = !DILocation(line: 28, column: 47, scope: !152)
!163 = !DILocation(line: 28, column: 49, scope: !152)
!164 = !DILocation(line: 28, column: 39, scope: !152)
!165 = !DILocation(line: 28, column: 37, scope: !152)
!166 = !DILocation(line: 28, column: 33, scope: !152)
!167 = !DILocation(line: 28, column: 28, scope: !152)
!168 = distinct !{!168, !160, !169, !80}
!169 = !DILocation(line: 28, column: 51, scope: !152)
!170 = !DILocation(line: 29, column: 12, scope: !152)
!171 = !DILocation(line: 29, column: 5, scope: !152)
!172 = distinct !DISubprogram(name: "run", scope: !1, file: !1, line: 26, type: !9, scopeLine: 26, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!173 = !DILocation(line: 27, column: 13, scope: !172)
!174 = !DILocation(line: 27, column: 7, scope: !172)
!175 = !DILocation(line: 28, column: 14, scope: !172)
!176 = !DILocation(line: 28, column: 10, scope: !172)
!177 = !DILocation(line: 28, column: 21, scope: !172)
!178 = !DILocation(line: 28, column: 25, scope: !172)
!179 = !DILocation(line: 28, column: 23, scope: !172)
!180 = !DILocation(line: 28, column: 5, scope: !172)
!181 = !DILocation(line: 28, column: 42, scope: !172)
!182 = !DILocation(line: 28, column: 47, scope: !172)
!183 = !DILocation(line: 28, column: 49, scope: !172)
!184 = !DILocation(line: 28, column: 39, scope: !172)
!185 = !DILocation(line: 28, column: 37, scope: !172)
!186 = !DILocation(line: 28, column: 33, scope: !172)
!187 = !DILocation(line: 28, column: 28, scope: !172)
!188 = distinct !{!188, !180, !189, !80}
!189 = !DILocation(line: 28, column: 51, scope: !172)
!190 = !DILocation(line: 29, column: 12, scope: !172)
!191 = !DILocation(line: 29, column: 5, scope: !172)
!192 = distinct !DISubprogram(name: "tag", scope: !1, file: !1, line: 35, type: !9, scopeLine: 35, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!193 = !DILocation(line: 35, column: 60, scope: !192)
!194 = !DILocation(line: 35, column: 63, scope: !192)
!195 = !DILocation(line: 35, column: 53, scope: !192)
!196 = distinct !DISubprogram(name: "Accumulator", scope: !1, file: !1, line: 16, type: !9, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!197 = !DILocation(line: 16, column: 30, scope: !196)
!198 = !DILocation(line: 16, column: 41, scope: !196)
!199 = !DILocation(line: 16, column: 52, scope: !196)
!200 = distinct !DISubprogram(name: "operator()<int>", scope: !1, file: !1, line: 32, type: !9, scopeLine: 32, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!201 = !DILocation(line: 32, column: 87, scope: !200)
!202 = !DILocation(line: 32, column: 91, scope: !200)
!203 = !DILocation(line: 32, column: 89, scope: !200)
!204 = !DILocation(line: 32, column: 95, scope: !200)
!205 = !DILocation(line: 32, column: 99, scope: !200)
!206 = !DILocation(line: 32, column: 80, scope: !200)
!207 = distinct !DISubprogram(name: "operator()<float>", scope: !1, file: !1, line: 33, type: !9, scopeLine: 33, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!208 = !DILocation(line: 33, column: 87, scope: !207)
!209 = !DILocation(line: 33, column: 91, scope: !207)
!210 = !DILocation(line: 33, column: 89, scope: !207)
!211 = !DILocation(line: 33, column: 80, scope: !207)
