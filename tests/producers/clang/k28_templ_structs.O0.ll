; ModuleID = 'k28_templ_structs.cu'
source_filename = "k28_templ_structs.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Vec3 = type { float, float, float }
%struct.Particle = type { %struct.Vec3, %struct.Vec3, double, i16 }
%struct.Span = type { ptr, i32 }
%struct.Small = type { [3 x i32] }

$_ZNK5SmallIiLi3EE6scaledEi = comdat any

$_ZNK5SmallIiLi3EE3sumEv = comdat any

$_Z3dotIfET_4SpanIS0_ES2_ = comdat any

$_Z9scale_allIfEvPT_S0_i = comdat any

$_Z9scale_allIdEvPT_S0_i = comdat any

$_Z9scale_allIxEvPT_S0_i = comdat any

$_ZNK4SpanIfE4sizeEv = comdat any

$_ZNK4SpanIfEixEi = comdat any

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local %struct.Vec3 @_Z5cross4Vec3S_(ptr noundef byval(%struct.Vec3) align 4 %0, ptr noundef byval(%struct.Vec3) align 4 %1) #0 !dbg !8 {
  %3 = alloca %struct.Vec3, align 4
  %4 = getelementptr inbounds nuw %struct.Vec3, ptr %3, i32 0, i32 0, !dbg !11
  %5 = getelementptr inbounds nuw %struct.Vec3, ptr %0, i32 0, i32 1, !dbg !12
  %6 = load float, ptr %5, align 4, !dbg !12
  %7 = getelementptr inbounds nuw %struct.Vec3, ptr %1, i32 0, i32 2, !dbg !13
  %8 = load float, ptr %7, align 4, !dbg !13
  %9 = fmul contract float %6, %8, !dbg !14
  %10 = getelementptr inbounds nuw %struct.Vec3, ptr %0, i32 0, i32 2, !dbg !15
  %11 = load float, ptr %10, align 4, !dbg !15
  %12 = getelementptr inbounds nuw %struct.Vec3, ptr %1, i32 0, i32 1, !dbg !16
  %13 = load float, ptr %12, align 4, !dbg !16
  %14 = fmul contract float %11, %13, !dbg !17
  %15 = fsub contract float %9, %14, !dbg !18
  store float %15, ptr %4, align 4, !dbg !11
  %16 = getelementptr inbounds nuw %struct.Vec3, ptr %3, i32 0, i32 1, !dbg !11
  %17 = getelementptr inbounds nuw %struct.Vec3, ptr %0, i32 0, i32 2, !dbg !19
  %18 = load float, ptr %17, align 4, !dbg !19
  %19 = getelementptr inbounds nuw %struct.Vec3, ptr %1, i32 0, i32 0, !dbg !20
  %20 = load float, ptr %19, align 4, !dbg !20
  %21 = fmul contract float %18, %20, !dbg !21
  %22 = getelementptr inbounds nuw %struct.Vec3, ptr %0, i32 0, i32 0, !dbg !22
  %23 = load float, ptr %22, align 4, !dbg !22
  %24 = getelementptr inbounds nuw %struct.Vec3, ptr %1, i32 0, i32 2, !dbg !23
  %25 = load float, ptr %24, align 4, !dbg !23
  %26 = fmul contract float %23, %25, !dbg !24
  %27 = fsub contract float %21, %26, !dbg !25
  store float %27, ptr %16, align 4, !dbg !11
  %28 = getelementptr inbounds nuw %struct.Vec3, ptr %3, i32 0, i32 2, !dbg !11
  %29 = getelementptr inbounds nuw %struct.Vec3, ptr %0, i32 0, i32 0, !dbg !26
  %30 = load float, ptr %29, align 4, !dbg !26
  %31 = getelementptr inbounds nuw %struct.Vec3, ptr %1, i32 0, i32 1, !dbg !27
  %32 = load float, ptr %31, align 4, !dbg !27
  %33 = fmul contract float %30, %32, !dbg !28
  %34 = getelementptr inbounds nuw %struct.Vec3, ptr %0, i32 0, i32 1, !dbg !29
  %35 = load float, ptr %34, align 4, !dbg !29
  %36 = getelementptr inbounds nuw %struct.Vec3, ptr %1, i32 0, i32 0, !dbg !30
  %37 = load float, ptr %36, align 4, !dbg !30
  %38 = fmul contract float %35, %37, !dbg !31
  %39 = fsub contract float %33, %38, !dbg !32
  store float %39, ptr %28, align 4, !dbg !11
  %40 = load %struct.Vec3, ptr %3, align 4, !dbg !33
  ret %struct.Vec3 %40, !dbg !33
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local %struct.Particle @_Z4step8Particlef(ptr noundef byval(%struct.Particle) align 8 %0, float noundef %1) #0 !dbg !34 {
  %3 = alloca %struct.Particle, align 8
  %4 = alloca float, align 4
  store float %1, ptr %4, align 4
  %5 = getelementptr inbounds nuw %struct.Particle, ptr %0, i32 0, i32 1, !dbg !35
  %6 = getelementptr inbounds nuw %struct.Vec3, ptr %5, i32 0, i32 0, !dbg !36
  %7 = load float, ptr %6, align 4, !dbg !36
  %8 = load float, ptr %4, align 4, !dbg !37
  %9 = fmul contract float %7, %8, !dbg !38
  %10 = getelementptr inbounds nuw %struct.Particle, ptr %0, i32 0, i32 0, !dbg !39
  %11 = getelementptr inbounds nuw %struct.Vec3, ptr %10, i32 0, i32 0, !dbg !40
  %12 = load float, ptr %11, align 8, !dbg !41
  %13 = fadd contract float %12, %9, !dbg !41
  store float %13, ptr %11, align 8, !dbg !41
  %14 = getelementptr inbounds nuw %struct.Particle, ptr %0, i32 0, i32 1, !dbg !42
  %15 = getelementptr inbounds nuw %struct.Vec3, ptr %14, i32 0, i32 1, !dbg !43
  %16 = load float, ptr %15, align 4, !dbg !43
  %17 = load float, ptr %4, align 4, !dbg !44
  %18 = fmul contract float %16, %17, !dbg !45
  %19 = getelementptr inbounds nuw %struct.Particle, ptr %0, i32 0, i32 0, !dbg !46
  %20 = getelementptr inbounds nuw %struct.Vec3, ptr %19, i32 0, i32 1, !dbg !47
  %21 = load float, ptr %20, align 4, !dbg !48
  %22 = fadd contract float %21, %18, !dbg !48
  store float %22, ptr %20, align 4, !dbg !48
  %23 = getelementptr inbounds nuw %struct.Particle, ptr %0, i32 0, i32 1, !dbg !49
  %24 = getelementptr inbounds nuw %struct.Vec3, ptr %23, i32 0, i32 2, !dbg !50
  %25 = load float, ptr %24, align 4, !dbg !50
  %26 = load float, ptr %4, align 4, !dbg !51
  %27 = fmul contract float %25, %26, !dbg !52
  %28 = getelementptr inbounds nuw %struct.Particle, ptr %0, i32 0, i32 0, !dbg !53
  %29 = getelementptr inbounds nuw %struct.Vec3, ptr %28, i32 0, i32 2, !dbg !54
  %30 = load float, ptr %29, align 8, !dbg !55
  %31 = fadd contract float %30, %27, !dbg !55
  store float %31, ptr %29, align 8, !dbg !55
  %32 = getelementptr inbounds nuw %struct.Particle, ptr %0, i32 0, i32 3, !dbg !56
  %33 = load i16, ptr %32, align 8, !dbg !57
  %34 = add i16 %33, 1, !dbg !57
  store i16 %34, ptr %32, align 8, !dbg !57
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %3, ptr align 8 %0, i64 40, i1 false), !dbg !58
  %35 = load %struct.Particle, ptr %3, align 8, !dbg !59
  ret %struct.Particle %35, !dbg !59
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local ptx_kernel void @templ_structs(ptr noundef %0, ptr noundef byval(%struct.Span) align 8 %1, ptr noundef byval(%struct.Span) align 8 %2, ptr noundef byval(%struct.Small) align 4 %3, ptr noundef %4, i32 noundef %5) #2 !dbg !60 {
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca %struct.Particle, align 8
  %12 = alloca %struct.Particle, align 8
  %13 = alloca %struct.Vec3, align 4
  %14 = alloca %struct.Vec3, align 4
  %15 = alloca %struct.Vec3, align 4
  %16 = alloca %struct.Small, align 4
  %17 = alloca %struct.Span, align 8
  %18 = alloca %struct.Span, align 8
  store ptr %0, ptr %7, align 8
  store ptr %4, ptr %8, align 8
  store i32 %5, ptr %9, align 4
  %19 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !61
  %20 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !62
  %21 = mul nsw i32 %19, %20, !dbg !63
  %22 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !64
  %23 = add nsw i32 %21, %22, !dbg !65
  store i32 %23, ptr %10, align 4, !dbg !66
  %24 = load i32, ptr %10, align 4, !dbg !67
  %25 = load i32, ptr %9, align 4, !dbg !68
  %26 = icmp sge i32 %24, %25, !dbg !69
  br i1 %26, label %27, label %28, !dbg !69

27:                                               ; preds = %6
  br label %81, !dbg !70

28:                                               ; preds = %6
  %29 = load ptr, ptr %7, align 8, !dbg !71
  %30 = load i32, ptr %10, align 4, !dbg !72
  %31 = sext i32 %30 to i64, !dbg !71
  %32 = getelementptr inbounds %struct.Particle, ptr %29, i64 %31, !dbg !71
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %12, ptr align 8 %32, i64 40, i1 false), !dbg !71
  %33 = call %struct.Particle @_Z4step8Particlef(ptr noundef byval(%struct.Particle) align 8 %12, float noundef 5.000000e-01) #4, !dbg !73
  %34 = getelementptr inbounds nuw %struct.Particle, ptr %11, i32 0, i32 0, !dbg !73
  %35 = extractvalue %struct.Particle %33, 0, !dbg !73
  store %struct.Vec3 %35, ptr %34, align 8, !dbg !73
  %36 = getelementptr inbounds nuw %struct.Particle, ptr %11, i32 0, i32 1, !dbg !73
  %37 = extractvalue %struct.Particle %33, 1, !dbg !73
  store %struct.Vec3 %37, ptr %36, align 4, !dbg !73
  %38 = getelementptr inbounds nuw %struct.Particle, ptr %11, i32 0, i32 2, !dbg !73
  %39 = extractvalue %struct.Particle %33, 2, !dbg !73
  store double %39, ptr %38, align 8, !dbg !73
  %40 = getelementptr inbounds nuw %struct.Particle, ptr %11, i32 0, i32 3, !dbg !73
  %41 = extractvalue %struct.Particle %33, 3, !dbg !73
  store i16 %41, ptr %40, align 8, !dbg !73
  %42 = getelementptr inbounds nuw %struct.Particle, ptr %11, i32 0, i32 0, !dbg !74
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %14, ptr align 8 %42, i64 12, i1 false), !dbg !75
  %43 = getelementptr inbounds nuw %struct.Particle, ptr %11, i32 0, i32 1, !dbg !76
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %15, ptr align 4 %43, i64 12, i1 false), !dbg !77
  %44 = call %struct.Vec3 @_Z5cross4Vec3S_(ptr noundef byval(%struct.Vec3) align 4 %14, ptr noundef byval(%struct.Vec3) align 4 %15) #4, !dbg !78
  %45 = getelementptr inbounds nuw %struct.Vec3, ptr %13, i32 0, i32 0, !dbg !78
  %46 = extractvalue %struct.Vec3 %44, 0, !dbg !78
  store float %46, ptr %45, align 4, !dbg !78
  %47 = getelementptr inbounds nuw %struct.Vec3, ptr %13, i32 0, i32 1, !dbg !78
  %48 = extractvalue %struct.Vec3 %44, 1, !dbg !78
  store float %48, ptr %47, align 4, !dbg !78
  %49 = getelementptr inbounds nuw %struct.Vec3, ptr %13, i32 0, i32 2, !dbg !78
  %50 = extractvalue %struct.Vec3 %44, 2, !dbg !78
  store float %50, ptr %49, align 4, !dbg !78
  %51 = load i32, ptr %10, align 4, !dbg !79
  %52 = call %struct.Small @_ZNK5SmallIiLi3EE6scaledEi(ptr noundef nonnull align 4 dereferenceable(12) %3, i32 noundef %51) #4, !dbg !80
  %53 = getelementptr inbounds nuw %struct.Small, ptr %16, i32 0, i32 0, !dbg !80
  %54 = extractvalue %struct.Small %52, 0, !dbg !80
  store [3 x i32] %54, ptr %53, align 4, !dbg !80
  %55 = load ptr, ptr %7, align 8, !dbg !81
  %56 = load i32, ptr %10, align 4, !dbg !82
  %57 = sext i32 %56 to i64, !dbg !81
  %58 = getelementptr inbounds %struct.Particle, ptr %55, i64 %57, !dbg !81
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %58, ptr align 8 %11, i64 40, i1 false), !dbg !83
  %59 = getelementptr inbounds nuw %struct.Vec3, ptr %13, i32 0, i32 0, !dbg !84
  %60 = load float, ptr %59, align 4, !dbg !84
  %61 = getelementptr inbounds nuw %struct.Vec3, ptr %13, i32 0, i32 1, !dbg !85
  %62 = load float, ptr %61, align 4, !dbg !85
  %63 = fadd contract float %60, %62, !dbg !86
  %64 = getelementptr inbounds nuw %struct.Vec3, ptr %13, i32 0, i32 2, !dbg !87
  %65 = load float, ptr %64, align 4, !dbg !87
  %66 = fadd contract float %63, %65, !dbg !88
  %67 = fpext contract float %66 to double, !dbg !89
  %68 = getelementptr inbounds nuw %struct.Particle, ptr %11, i32 0, i32 2, !dbg !90
  %69 = load double, ptr %68, align 8, !dbg !90
  %70 = call noundef i32 @_ZNK5SmallIiLi3EE3sumEv(ptr noundef nonnull align 4 dereferenceable(12) %16) #4, !dbg !91
  %71 = sitofp i32 %70 to double, !dbg !92
  %72 = fmul contract double %69, %71, !dbg !93
  %73 = fadd contract double %67, %72, !dbg !94
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %17, ptr align 8 %1, i64 16, i1 false), !dbg !95
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %18, ptr align 8 %2, i64 16, i1 false), !dbg !96
  %74 = call contract noundef float @_Z3dotIfET_4SpanIS0_ES2_(ptr noundef byval(%struct.Span) align 8 %17, ptr noundef byval(%struct.Span) align 8 %18) #4, !dbg !97
  %75 = fpext contract float %74 to double, !dbg !97
  %76 = fadd contract double %73, %75, !dbg !98
  %77 = load ptr, ptr %8, align 8, !dbg !99
  %78 = load i32, ptr %10, align 4, !dbg !100
  %79 = sext i32 %78 to i64, !dbg !99
  %80 = getelementptr inbounds double, ptr %77, i64 %79, !dbg !99
  store double %76, ptr %80, align 8, !dbg !101
  br label %81, !dbg !102

81:                                               ; preds = %28, %27
  ret void, !dbg !102
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local %struct.Small @_ZNK5SmallIiLi3EE6scaledEi(ptr noundef nonnull align 4 dereferenceable(12) %0, i32 noundef %1) #0 comdat align 2 !dbg !103 {
  %3 = alloca %struct.Small, align 4
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  %7 = load ptr, ptr %4, align 8
  store i32 0, ptr %6, align 4, !dbg !104
  br label %8, !dbg !105

8:                                                ; preds = %23, %2
  %9 = load i32, ptr %6, align 4, !dbg !106
  %10 = icmp slt i32 %9, 3, !dbg !107
  br i1 %10, label %11, label %26, !dbg !108

11:                                               ; preds = %8
  %12 = getelementptr inbounds nuw %struct.Small, ptr %7, i32 0, i32 0, !dbg !109
  %13 = load i32, ptr %6, align 4, !dbg !110
  %14 = sext i32 %13 to i64, !dbg !109
  %15 = getelementptr inbounds [3 x i32], ptr %12, i64 0, i64 %14, !dbg !109
  %16 = load i32, ptr %15, align 4, !dbg !109
  %17 = load i32, ptr %5, align 4, !dbg !111
  %18 = mul nsw i32 %16, %17, !dbg !112
  %19 = getelementptr inbounds nuw %struct.Small, ptr %3, i32 0, i32 0, !dbg !113
  %20 = load i32, ptr %6, align 4, !dbg !114
  %21 = sext i32 %20 to i64, !dbg !115
  %22 = getelementptr inbounds [3 x i32], ptr %19, i64 0, i64 %21, !dbg !115
  store i32 %18, ptr %22, align 4, !dbg !116
  br label %23, !dbg !115

23:                                               ; preds = %11
  %24 = load i32, ptr %6, align 4, !dbg !117
  %25 = add nsw i32 %24, 1, !dbg !117
  store i32 %25, ptr %6, align 4, !dbg !117
  br label %8, !dbg !108, !llvm.loop !118

26:                                               ; preds = %8
  %27 = load %struct.Small, ptr %3, align 4, !dbg !120
  ret %struct.Small %27, !dbg !120
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef i32 @_ZNK5SmallIiLi3EE3sumEv(ptr noundef nonnull align 4 dereferenceable(12) %0) #0 comdat align 2 !dbg !121 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
  %5 = load ptr, ptr %2, align 8
  store i32 0, ptr %3, align 4, !dbg !122
  store i32 0, ptr %4, align 4, !dbg !123
  br label %6, !dbg !124

6:                                                ; preds = %17, %1
  %7 = load i32, ptr %4, align 4, !dbg !125
  %8 = icmp slt i32 %7, 3, !dbg !126
  br i1 %8, label %9, label %20, !dbg !127

9:                                                ; preds = %6
  %10 = getelementptr inbounds nuw %struct.Small, ptr %5, i32 0, i32 0, !dbg !128
  %11 = load i32, ptr %4, align 4, !dbg !129
  %12 = sext i32 %11 to i64, !dbg !128
  %13 = getelementptr inbounds [3 x i32], ptr %10, i64 0, i64 %12, !dbg !128
  %14 = load i32, ptr %13, align 4, !dbg !128
  %15 = load i32, ptr %3, align 4, !dbg !130
  %16 = add nsw i32 %15, %14, !dbg !130
  store i32 %16, ptr %3, align 4, !dbg !130
  br label %17, !dbg !131

17:                                               ; preds = %9
  %18 = load i32, ptr %4, align 4, !dbg !132
  %19 = add nsw i32 %18, 1, !dbg !132
  store i32 %19, ptr %4, align 4, !dbg !132
  br label %6, !dbg !127, !llvm.loop !133

20:                                               ; preds = %6
  %21 = load i32, ptr %3, align 4, !dbg !135
  ret i32 %21, !dbg !136
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef float @_Z3dotIfET_4SpanIS0_ES2_(ptr noundef byval(%struct.Span) align 8 %0, ptr noundef byval(%struct.Span) align 8 %1) #0 comdat !dbg !137 {
  %3 = alloca float, align 4
  %4 = alloca i32, align 4
  store float 0.000000e+00, ptr %3, align 4, !dbg !138
  store i32 0, ptr %4, align 4, !dbg !139
  br label %5, !dbg !140

5:                                                ; preds = %19, %2
  %6 = load i32, ptr %4, align 4, !dbg !141
  %7 = call noundef i32 @_ZNK4SpanIfE4sizeEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #4, !dbg !142
  %8 = icmp slt i32 %6, %7, !dbg !143
  br i1 %8, label %9, label %22, !dbg !144

9:                                                ; preds = %5
  %10 = load i32, ptr %4, align 4, !dbg !145
  %11 = call noundef nonnull align 4 dereferenceable(4) ptr @_ZNK4SpanIfEixEi(ptr noundef nonnull align 8 dereferenceable(16) %0, i32 noundef %10) #4, !dbg !146
  %12 = load float, ptr %11, align 4, !dbg !146
  %13 = load i32, ptr %4, align 4, !dbg !147
  %14 = call noundef nonnull align 4 dereferenceable(4) ptr @_ZNK4SpanIfEixEi(ptr noundef nonnull align 8 dereferenceable(16) %1, i32 noundef %13) #4, !dbg !148
  %15 = load float, ptr %14, align 4, !dbg !148
  %16 = fmul contract float %12, %15, !dbg !149
  %17 = load float, ptr %3, align 4, !dbg !150
  %18 = fadd contract float %17, %16, !dbg !150
  store float %18, ptr %3, align 4, !dbg !150
  br label %19, !dbg !151

19:                                               ; preds = %9
  %20 = load i32, ptr %4, align 4, !dbg !152
  %21 = add nsw i32 %20, 1, !dbg !152
  store i32 %21, ptr %4, align 4, !dbg !152
  br label %5, !dbg !144, !llvm.loop !153

22:                                               ; preds = %5
  %23 = load float, ptr %3, align 4, !dbg !155
  ret float %23, !dbg !156
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local ptx_kernel void @_Z9scale_allIfEvPT_S0_i(ptr noundef %0, float noundef %1, i32 noundef %2) #2 comdat !dbg !157 {
  %4 = alloca ptr, align 8
  %5 = alloca float, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store float %1, ptr %5, align 4
  store i32 %2, ptr %6, align 4
  %8 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !158
  %9 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !159
  %10 = mul nsw i32 %8, %9, !dbg !160
  %11 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !161
  %12 = add nsw i32 %10, %11, !dbg !162
  store i32 %12, ptr %7, align 4, !dbg !163
  %13 = load i32, ptr %7, align 4, !dbg !164
  %14 = load i32, ptr %6, align 4, !dbg !165
  %15 = icmp slt i32 %13, %14, !dbg !166
  br i1 %15, label %16, label %28, !dbg !166

16:                                               ; preds = %3
  %17 = load ptr, ptr %4, align 8, !dbg !167
  %18 = load i32, ptr %7, align 4, !dbg !168
  %19 = sext i32 %18 to i64, !dbg !167
  %20 = getelementptr inbounds float, ptr %17, i64 %19, !dbg !167
  %21 = load float, ptr %20, align 4, !dbg !167
  %22 = load float, ptr %5, align 4, !dbg !169
  %23 = fmul contract float %21, %22, !dbg !170
  %24 = load ptr, ptr %4, align 8, !dbg !171
  %25 = load i32, ptr %7, align 4, !dbg !172
  %26 = sext i32 %25 to i64, !dbg !171
  %27 = getelementptr inbounds float, ptr %24, i64 %26, !dbg !171
  store float %23, ptr %27, align 4, !dbg !173
  br label %28, !dbg !171

28:                                               ; preds = %16, %3
  ret void, !dbg !174
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local ptx_kernel void @_Z9scale_allIdEvPT_S0_i(ptr noundef %0, double noundef %1, i32 noundef %2) #2 comdat !dbg !175 {
  %4 = alloca ptr, align 8
  %5 = alloca double, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store double %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %8 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !176
  %9 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !177
  %10 = mul nsw i32 %8, %9, !dbg !178
  %11 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !179
  %12 = add nsw i32 %10, %11, !dbg !180
  store i32 %12, ptr %7, align 4, !dbg !181
  %13 = load i32, ptr %7, align 4, !dbg !182
  %14 = load i32, ptr %6, align 4, !dbg !183
  %15 = icmp slt i32 %13, %14, !dbg !184
  br i1 %15, label %16, label %28, !dbg !184

16:                                               ; preds = %3
  %17 = load ptr, ptr %4, align 8, !dbg !185
  %18 = load i32, ptr %7, align 4, !dbg !186
  %19 = sext i32 %18 to i64, !dbg !185
  %20 = getelementptr inbounds double, ptr %17, i64 %19, !dbg !185
  %21 = load double, ptr %20, align 8, !dbg !185
  %22 = load double, ptr %5, align 8, !dbg !187
  %23 = fmul contract double %21, %22, !dbg !188
  %24 = load ptr, ptr %4, align 8, !dbg !189
  %25 = load i32, ptr %7, align 4, !dbg !190
  %26 = sext i32 %25 to i64, !dbg !189
  %27 = getelementptr inbounds double, ptr %24, i64 %26, !dbg !189
  store double %23, ptr %27, align 8, !dbg !191
  br label %28, !dbg !189

28:                                               ; preds = %16, %3
  ret void, !dbg !192
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local ptx_kernel void @_Z9scale_allIxEvPT_S0_i(ptr noundef %0, i64 noundef %1, i32 noundef %2) #2 comdat !dbg !193 {
  %4 = alloca ptr, align 8
  %5 = alloca i64, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store i64 %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %8 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !194
  %9 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !195
  %10 = mul nsw i32 %8, %9, !dbg !196
  %11 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !197
  %12 = add nsw i32 %10, %11, !dbg !198
  store i32 %12, ptr %7, align 4, !dbg !199
  %13 = load i32, ptr %7, align 4, !dbg !200
  %14 = load i32, ptr %6, align 4, !dbg !201
  %15 = icmp slt i32 %13, %14, !dbg !202
  br i1 %15, label %16, label %28, !dbg !202

16:                                               ; preds = %3
  %17 = load ptr, ptr %4, align 8, !dbg !203
  %18 = load i32, ptr %7, align 4, !dbg !204
  %19 = sext i32 %18 to i64, !dbg !203
  %20 = getelementptr inbounds i64, ptr %17, i64 %19, !dbg !203
  %21 = load i64, ptr %20, align 8, !dbg !203
  %22 = load i64, ptr %5, align 8, !dbg !205
  %23 = mul nsw i64 %21, %22, !dbg !206
  %24 = load ptr, ptr %4, align 8, !dbg !207
  %25 = load i32, ptr %7, align 4, !dbg !208
  %26 = sext i32 %25 to i64, !dbg !207
  %27 = getelementptr inbounds i64, ptr %24, i64 %26, !dbg !207
  store i64 %23, ptr %27, align 8, !dbg !209
  br label %28, !dbg !207

28:                                               ; preds = %16, %3
  ret void, !dbg !210
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef i32 @_ZNK4SpanIfE4sizeEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #0 comdat align 2 !dbg !211 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds nuw %struct.Span, ptr %3, i32 0, i32 1, !dbg !212
  %5 = load i32, ptr %4, align 8, !dbg !212
  ret i32 %5, !dbg !213
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef nonnull align 4 dereferenceable(4) ptr @_ZNK4SpanIfEixEi(ptr noundef nonnull align 8 dereferenceable(16) %0, i32 noundef %1) #0 comdat align 2 !dbg !214 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds nuw %struct.Span, ptr %5, i32 0, i32 0, !dbg !215
  %7 = load ptr, ptr %6, align 8, !dbg !215
  %8 = load i32, ptr %4, align 4, !dbg !216
  %9 = sext i32 %8 to i64, !dbg !215
  %10 = getelementptr inbounds float, ptr %7, i64 %9, !dbg !215
  ret ptr %10, !dbg !217
}

attributes #0 = { convergent mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6}
!llvm.ident = !{!7}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "k28_templ_structs.cu", directory: "/work/wt/nvir31/tools/capture/clang_kernels")
!2 = !{i32 7, !"Dwarf Version", i32 2}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!6 = !{i32 7, !"frame-pointer", i32 2}
!7 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!8 = distinct !DISubprogram(name: "cross", scope: !1, file: !1, line: 16, type: !9, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!9 = !DISubroutineType(types: !10)
!10 = !{}
!11 = !DILocation(line: 17, column: 10, scope: !8)
!12 = !DILocation(line: 17, column: 13, scope: !8)
!13 = !DILocation(line: 17, column: 19, scope: !8)
!14 = !DILocation(line: 17, column: 15, scope: !8)
!15 = !DILocation(line: 17, column: 25, scope: !8)
!16 = !DILocation(line: 17, column: 31, scope: !8)
!17 = !DILocation(line: 17, column: 27, scope: !8)
!18 = !DILocation(line: 17, column: 21, scope: !8)
!19 = !DILocation(line: 17, column: 36, scope: !8)
!20 = !DILocation(line: 17, column: 42, scope: !8)
!21 = !DILocation(line: 17, column: 38, scope: !8)
!22 = !DILocation(line: 17, column: 48, scope: !8)
!23 = !DILocation(line: 17, column: 54, scope: !8)
!24 = !DILocation(line: 17, column: 50, scope: !8)
!25 = !DILocation(line: 17, column: 44, scope: !8)
!26 = !DILocation(line: 17, column: 59, scope: !8)
!27 = !DILocation(line: 17, column: 65, scope: !8)
!28 = !DILocation(line: 17, column: 61, scope: !8)
!29 = !DILocation(line: 17, column: 71, scope: !8)
!30 = !DILocation(line: 17, column: 77, scope: !8)
!31 = !DILocation(line: 17, column: 73, scope: !8)
!32 = !DILocation(line: 17, column: 67, scope: !8)
!33 = !DILocation(line: 17, column: 3, scope: !8)
!34 = distinct !DISubprogram(name: "step", scope: !1, file: !1, line: 19, type: !9, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!35 = !DILocation(line: 20, column: 14, scope: !34)
!36 = !DILocation(line: 20, column: 16, scope: !34)
!37 = !DILocation(line: 20, column: 20, scope: !34)
!38 = !DILocation(line: 20, column: 18, scope: !34)
!39 = !DILocation(line: 20, column: 5, scope: !34)
!40 = !DILocation(line: 20, column: 7, scope: !34)
!41 = !DILocation(line: 20, column: 9, scope: !34)
!42 = !DILocation(line: 20, column: 35, scope: !34)
!43 = !DILocation(line: 20, column: 37, scope: !34)
!44 = !DILocation(line: 20, column: 41, scope: !34)
!45 = !DILocation(line: 20, column: 39, scope: !34)
!46 = !DILocation(line: 20, column: 26, scope: !34)
!47 = !DILocation(line: 20, column: 28, scope: !34)
!48 = !DILocation(line: 20, column: 30, scope: !34)
!49 = !DILocation(line: 20, column: 56, scope: !34)
!50 = !DILocation(line: 20, column: 58, scope: !34)
!51 = !DILocation(line: 20, column: 62, scope: !34)
!52 = !DILocation(line: 20, column: 60, scope: !34)
!53 = !DILocation(line: 20, column: 47, scope: !34)
!54 = !DILocation(line: 20, column: 49, scope: !34)
!55 = !DILocation(line: 20, column: 51, scope: !34)
!56 = !DILocation(line: 20, column: 68, scope: !34)
!57 = !DILocation(line: 20, column: 71, scope: !34)
!58 = !DILocation(line: 21, column: 10, scope: !34)
!59 = !DILocation(line: 21, column: 3, scope: !34)
!60 = distinct !DISubprogram(name: "templ_structs", scope: !1, file: !1, line: 28, type: !9, scopeLine: 28, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!61 = !DILocation(line: 29, column: 11, scope: !60)
!62 = !DILocation(line: 29, column: 24, scope: !60)
!63 = !DILocation(line: 29, column: 22, scope: !60)
!64 = !DILocation(line: 29, column: 37, scope: !60)
!65 = !DILocation(line: 29, column: 35, scope: !60)
!66 = !DILocation(line: 29, column: 7, scope: !60)
!67 = !DILocation(line: 30, column: 7, scope: !60)
!68 = !DILocation(line: 30, column: 12, scope: !60)
!69 = !DILocation(line: 30, column: 9, scope: !60)
!70 = !DILocation(line: 30, column: 15, scope: !60)
!71 = !DILocation(line: 31, column: 21, scope: !60)
!72 = !DILocation(line: 31, column: 24, scope: !60)
!73 = !DILocation(line: 31, column: 16, scope: !60)
!74 = !DILocation(line: 32, column: 20, scope: !60)
!75 = !DILocation(line: 32, column: 18, scope: !60)
!76 = !DILocation(line: 32, column: 25, scope: !60)
!77 = !DILocation(line: 32, column: 23, scope: !60)
!78 = !DILocation(line: 32, column: 12, scope: !60)
!79 = !DILocation(line: 33, column: 31, scope: !60)
!80 = !DILocation(line: 33, column: 24, scope: !60)
!81 = !DILocation(line: 34, column: 3, scope: !60)
!82 = !DILocation(line: 34, column: 6, scope: !60)
!83 = !DILocation(line: 34, column: 9, scope: !60)
!84 = !DILocation(line: 35, column: 14, scope: !60)
!85 = !DILocation(line: 35, column: 20, scope: !60)
!86 = !DILocation(line: 35, column: 16, scope: !60)
!87 = !DILocation(line: 35, column: 26, scope: !60)
!88 = !DILocation(line: 35, column: 22, scope: !60)
!89 = !DILocation(line: 35, column: 12, scope: !60)
!90 = !DILocation(line: 35, column: 32, scope: !60)
!91 = !DILocation(line: 35, column: 39, scope: !60)
!92 = !DILocation(line: 35, column: 36, scope: !60)
!93 = !DILocation(line: 35, column: 34, scope: !60)
!94 = !DILocation(line: 35, column: 28, scope: !60)
!95 = !DILocation(line: 35, column: 51, scope: !60)
!96 = !DILocation(line: 35, column: 54, scope: !60)
!97 = !DILocation(line: 35, column: 47, scope: !60)
!98 = !DILocation(line: 35, column: 45, scope: !60)
!99 = !DILocation(line: 35, column: 3, scope: !60)
!100 = !DILocation(line: 35, column: 7, scope: !60)
!101 = !DILocation(line: 35, column: 10, scope: !60)
!102 = !DILocation(line: 36, column: 1, scope: !60)
!103 = distinct !DISubprogram(name: "scaled", scope: !1, file: !1, line: 14, type: !9, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!104 = !DILocation(line: 14, column: 58, scope: !103)
!105 = !DILocation(line: 14, column: 54, scope: !103)
!106 = !DILocation(line: 14, column: 65, scope: !103)
!107 = !DILocation(line: 14, column: 67, scope: !103)
!108 = !DILocation(line: 14, column: 49, scope: !103)
!109 = !DILocation(line: 14, column: 86, scope: !103)
!110 = !DILocation(line: 14, column: 88, scope: !103)
!111 = !DILocation(line: 14, column: 93, scope: !103)
!112 = !DILocation(line: 14, column: 91, scope: !103)
!113 = !DILocation(line: 14, column: 79, scope: !103)
!114 = !DILocation(line: 14, column: 81, scope: !103)
!115 = !DILocation(line: 14, column: 77, scope: !103)
!116 = !DILocation(line: 14, column: 84, scope: !103)
!117 = !DILocation(line: 14, column: 72, scope: !103)
!118 = distinct !{!118, !108, !111, !119}
!119 = !{!"llvm.loop.mustprogress"}
!120 = !DILocation(line: 14, column: 96, scope: !103)
!121 = distinct !DISubprogram(name: "sum", scope: !1, file: !1, line: 13, type: !9, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!122 = !DILocation(line: 13, column: 32, scope: !121)
!123 = !DILocation(line: 13, column: 48, scope: !121)
!124 = !DILocation(line: 13, column: 44, scope: !121)
!125 = !DILocation(line: 13, column: 55, scope: !121)
!126 = !DILocation(line: 13, column: 57, scope: !121)
!127 = !DILocation(line: 13, column: 39, scope: !121)
!128 = !DILocation(line: 13, column: 72, scope: !121)
!129 = !DILocation(line: 13, column: 74, scope: !121)
!130 = !DILocation(line: 13, column: 69, scope: !121)
!131 = !DILocation(line: 13, column: 67, scope: !121)
!132 = !DILocation(line: 13, column: 62, scope: !121)
!133 = distinct !{!133, !127, !134, !119}
!134 = !DILocation(line: 13, column: 75, scope: !121)
!135 = !DILocation(line: 13, column: 85, scope: !121)
!136 = !DILocation(line: 13, column: 78, scope: !121)
!137 = distinct !DISubprogram(name: "dot<float>", scope: !1, file: !1, line: 23, type: !9, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!138 = !DILocation(line: 24, column: 5, scope: !137)
!139 = !DILocation(line: 25, column: 12, scope: !137)
!140 = !DILocation(line: 25, column: 8, scope: !137)
!141 = !DILocation(line: 25, column: 19, scope: !137)
!142 = !DILocation(line: 25, column: 25, scope: !137)
!143 = !DILocation(line: 25, column: 21, scope: !137)
!144 = !DILocation(line: 25, column: 3, scope: !137)
!145 = !DILocation(line: 25, column: 45, scope: !137)
!146 = !DILocation(line: 25, column: 43, scope: !137)
!147 = !DILocation(line: 25, column: 52, scope: !137)
!148 = !DILocation(line: 25, column: 50, scope: !137)
!149 = !DILocation(line: 25, column: 48, scope: !137)
!150 = !DILocation(line: 25, column: 40, scope: !137)
!151 = !DILocation(line: 25, column: 38, scope: !137)
!152 = !DILocation(line: 25, column: 33, scope: !137)
!153 = distinct !{!153, !144, !154, !119}
!154 = !DILocation(line: 25, column: 53, scope: !137)
!155 = !DILocation(line: 26, column: 10, scope: !137)
!156 = !DILocation(line: 26, column: 3, scope: !137)
!157 = distinct !DISubprogram(name: "scale_all<float>", scope: !1, file: !1, line: 37, type: !9, scopeLine: 37, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!158 = !DILocation(line: 38, column: 11, scope: !157)
!159 = !DILocation(line: 38, column: 24, scope: !157)
!160 = !DILocation(line: 38, column: 22, scope: !157)
!161 = !DILocation(line: 38, column: 37, scope: !157)
!162 = !DILocation(line: 38, column: 35, scope: !157)
!163 = !DILocation(line: 38, column: 7, scope: !157)
!164 = !DILocation(line: 39, column: 7, scope: !157)
!165 = !DILocation(line: 39, column: 11, scope: !157)
!166 = !DILocation(line: 39, column: 9, scope: !157)
!167 = !DILocation(line: 39, column: 21, scope: !157)
!168 = !DILocation(line: 39, column: 23, scope: !157)
!169 = !DILocation(line: 39, column: 28, scope: !157)
!170 = !DILocation(line: 39, column: 26, scope: !157)
!171 = !DILocation(line: 39, column: 14, scope: !157)
!172 = !DILocation(line: 39, column: 16, scope: !157)
!173 = !DILocation(line: 39, column: 19, scope: !157)
!174 = !DILocation(line: 40, column: 1, scope: !157)
!175 = distinct !DISubprogram(name: "scale_all<double>", scope: !1, file: !1, line: 37, type: !9, scopeLine: 37, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!176 = !DILocation(line: 38, column: 11, scope: !175)
!177 = !DILocation(line: 38, column: 24, scope: !175)
!178 = !DILocation(line: 38, column: 22, scope: !175)
!179 = !DILocation(line: 38, column: 37, scope: !175)
!180 = !DILocation(line: 38, column: 35, scope: !175)
!181 = !DILocation(line: 38, column: 7, scope: !175)
!182 = !DILocation(line: 39, column: 7, scope: !175)
!183 = !DILocation(line: 39, column: 11, scope: !175)
!184 = !DILocation(line: 39, column: 9, scope: !175)
!185 = !DILocation(line: 39, column: 21, scope: !175)
!186 = !DILocation(line: 39, column: 23, scope: !175)
!187 = !DILocation(line: 39, column: 28, scope: !175)
!188 = !DILocation(line: 39, column: 26, scope: !175)
!189 = !DILocation(line: 39, column: 14, scope: !175)
!190 = !DILocation(line: 39, column: 16, scope: !175)
!191 = !DILocation(line: 39, column: 19, scope: !175)
!192 = !DILocation(line: 40, column: 1, scope: !175)
!193 = distinct !DISubprogram(name: "scale_all<long long>", scope: !1, file: !1, line: 37, type: !9, scopeLine: 37, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!194 = !DILocation(line: 38, column: 11, scope: !193)
!195 = !DILocation(line: 38, column: 24, scope: !193)
!196 = !DILocation(line: 38, column: 22, scope: !193)
!197 = !DILocation(line: 38, column: 37, scope: !193)
!198 = !DILocation(line: 38, column: 35, scope: !193)
!199 = !DILocation(line: 38, column: 7, scope: !193)
!200 = !DILocation(line: 39, column: 7, scope: !193)
!201 = !DILocation(line: 39, column: 11, scope: !193)
!202 = !DILocation(line: 39, column: 9, scope: !193)
!203 = !DILocation(line: 39, column: 21, scope: !193)
!204 = !DILocation(line: 39, column: 23, scope: !193)
!205 = !DILocation(line: 39, column: 28, scope: !193)
!206 = !DILocation(line: 39, column: 26, scope: !193)
!207 = !DILocation(line: 39, column: 14, scope: !193)
!208 = !DILocation(line: 39, column: 16, scope: !193)
!209 = !DILocation(line: 39, column: 19, scope: !193)
!210 = !DILocation(line: 40, column: 1, scope: !193)
!211 = distinct !DISubprogram(name: "size", scope: !1, file: !1, line: 9, type: !9, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!212 = !DILocation(line: 9, column: 40, scope: !211)
!213 = !DILocation(line: 9, column: 33, scope: !211)
!214 = distinct !DISubprogram(name: "operator[]", scope: !1, file: !1, line: 8, type: !9, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!215 = !DILocation(line: 8, column: 50, scope: !214)
!216 = !DILocation(line: 8, column: 55, scope: !214)
!217 = !DILocation(line: 8, column: 43, scope: !214)
