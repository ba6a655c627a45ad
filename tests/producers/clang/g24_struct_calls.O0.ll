; ModuleID = 'g24_struct_calls.cu'
source_filename = "g24_struct_calls.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Vec3 = type { float, float, float }
%struct.Particle = type { %struct.Vec3, %struct.Vec3, [4 x i32], float }

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local %struct.Vec3 @_Z3add4Vec3S_(ptr noundef byval(%struct.Vec3) align 4 %0, ptr noundef byval(%struct.Vec3) align 4 %1) #0 !dbg !8 {
  %3 = alloca %struct.Vec3, align 4
  %4 = getelementptr inbounds nuw %struct.Vec3, ptr %3, i32 0, i32 0, !dbg !11
  %5 = getelementptr inbounds nuw %struct.Vec3, ptr %0, i32 0, i32 0, !dbg !12
  %6 = load float, ptr %5, align 4, !dbg !12
  %7 = getelementptr inbounds nuw %struct.Vec3, ptr %1, i32 0, i32 0, !dbg !13
  %8 = load float, ptr %7, align 4, !dbg !13
  %9 = fadd contract float %6, %8, !dbg !14
  store float %9, ptr %4, align 4, !dbg !11
  %10 = getelementptr inbounds nuw %struct.Vec3, ptr %3, i32 0, i32 1, !dbg !11
  %11 = getelementptr inbounds nuw %struct.Vec3, ptr %0, i32 0, i32 1, !dbg !15
  %12 = load float, ptr %11, align 4, !dbg !15
  %13 = getelementptr inbounds nuw %struct.Vec3, ptr %1, i32 0, i32 1, !dbg !16
  %14 = load float, ptr %13, align 4, !dbg !16
  %15 = fadd contract float %12, %14, !dbg !17
  store float %15, ptr %10, align 4, !dbg !11
  %16 = getelementptr inbounds nuw %struct.Vec3, ptr %3, i32 0, i32 2, !dbg !11
  %17 = getelementptr inbounds nuw %struct.Vec3, ptr %0, i32 0, i32 2, !dbg !18
  %18 = load float, ptr %17, align 4, !dbg !18
  %19 = getelementptr inbounds nuw %struct.Vec3, ptr %1, i32 0, i32 2, !dbg !19
  %20 = load float, ptr %19, align 4, !dbg !19
  %21 = fadd contract float %18, %20, !dbg !20
  store float %21, ptr %16, align 4, !dbg !11
  %22 = load %struct.Vec3, ptr %3, align 4, !dbg !21
  ret %struct.Vec3 %22, !dbg !21
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local %struct.Vec3 @_Z5scale4Vec3f(ptr noundef byval(%struct.Vec3) align 4 %0, float noundef %1) #0 !dbg !22 {
  %3 = alloca %struct.Vec3, align 4
  %4 = alloca float, align 4
  store float %1, ptr %4, align 4
  %5 = getelementptr inbounds nuw %struct.Vec3, ptr %3, i32 0, i32 0, !dbg !23
  %6 = getelementptr inbounds nuw %struct.Vec3, ptr %0, i32 0, i32 0, !dbg !24
  %7 = load float, ptr %6, align 4, !dbg !24
  %8 = load float, ptr %4, align 4, !dbg !25
  %9 = fmul contract float %7, %8, !dbg !26
  store float %9, ptr %5, align 4, !dbg !23
  %10 = getelementptr inbounds nuw %struct.Vec3, ptr %3, i32 0, i32 1, !dbg !23
  %11 = getelementptr inbounds nuw %struct.Vec3, ptr %0, i32 0, i32 1, !dbg !27
  %12 = load float, ptr %11, align 4, !dbg !27
  %13 = load float, ptr %4, align 4, !dbg !28
  %14 = fmul contract float %12, %13, !dbg !29
  store float %14, ptr %10, align 4, !dbg !23
  %15 = getelementptr inbounds nuw %struct.Vec3, ptr %3, i32 0, i32 2, !dbg !23
  %16 = getelementptr inbounds nuw %struct.Vec3, ptr %0, i32 0, i32 2, !dbg !30
  %17 = load float, ptr %16, align 4, !dbg !30
  %18 = load float, ptr %4, align 4, !dbg !31
  %19 = fmul contract float %17, %18, !dbg !32
  store float %19, ptr %15, align 4, !dbg !23
  %20 = load %struct.Vec3, ptr %3, align 4, !dbg !33
  ret %struct.Vec3 %20, !dbg !33
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local %struct.Particle @_Z7advance8Particlef(ptr noundef byval(%struct.Particle) align 4 %0, float noundef %1) #0 !dbg !34 {
  %3 = alloca %struct.Particle, align 4
  %4 = alloca float, align 4
  %5 = alloca %struct.Vec3, align 4
  %6 = alloca %struct.Vec3, align 4
  %7 = alloca %struct.Vec3, align 4
  %8 = alloca %struct.Vec3, align 4
  store float %1, ptr %4, align 4
  %9 = getelementptr inbounds nuw %struct.Particle, ptr %0, i32 0, i32 0, !dbg !35
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %6, ptr align 4 %9, i64 12, i1 false), !dbg !36
  %10 = getelementptr inbounds nuw %struct.Particle, ptr %0, i32 0, i32 1, !dbg !37
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %8, ptr align 4 %10, i64 12, i1 false), !dbg !38
  %11 = load float, ptr %4, align 4, !dbg !39
  %12 = call %struct.Vec3 @_Z5scale4Vec3f(ptr noundef byval(%struct.Vec3) align 4 %8, float noundef %11) #4, !dbg !40
  %13 = getelementptr inbounds nuw %struct.Vec3, ptr %7, i32 0, i32 0, !dbg !40
  %14 = extractvalue %struct.Vec3 %12, 0, !dbg !40
  store float %14, ptr %13, align 4, !dbg !40
  %15 = getelementptr inbounds nuw %struct.Vec3, ptr %7, i32 0, i32 1, !dbg !40
  %16 = extractvalue %struct.Vec3 %12, 1, !dbg !40
  store float %16, ptr %15, align 4, !dbg !40
  %17 = getelementptr inbounds nuw %struct.Vec3, ptr %7, i32 0, i32 2, !dbg !40
  %18 = extractvalue %struct.Vec3 %12, 2, !dbg !40
  store float %18, ptr %17, align 4, !dbg !40
  %19 = call %struct.Vec3 @_Z3add4Vec3S_(ptr noundef byval(%struct.Vec3) align 4 %6, ptr noundef byval(%struct.Vec3) align 4 %7) #4, !dbg !41
  %20 = getelementptr inbounds nuw %struct.Vec3, ptr %5, i32 0, i32 0, !dbg !41
  %21 = extractvalue %struct.Vec3 %19, 0, !dbg !41
  store float %21, ptr %20, align 4, !dbg !41
  %22 = getelementptr inbounds nuw %struct.Vec3, ptr %5, i32 0, i32 1, !dbg !41
  %23 = extractvalue %struct.Vec3 %19, 1, !dbg !41
  store float %23, ptr %22, align 4, !dbg !41
  %24 = getelementptr inbounds nuw %struct.Vec3, ptr %5, i32 0, i32 2, !dbg !41
  %25 = extractvalue %struct.Vec3 %19, 2, !dbg !41
  store float %25, ptr %24, align 4, !dbg !41
  %26 = getelementptr inbounds nuw %struct.Particle, ptr %0, i32 0, i32 0, !dbg !42
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %26, ptr align 4 %5, i64 12, i1 false), !dbg !43
  %27 = getelementptr inbounds nuw %struct.Particle, ptr %0, i32 0, i32 2, !dbg !44
  %28 = getelementptr inbounds nuw %struct.Particle, ptr %0, i32 0, i32 3, !dbg !45
  %29 = load float, ptr %28, align 4, !dbg !45
  %30 = fptosi float %29 to i32, !dbg !46
  %31 = and i32 %30, 3, !dbg !47
  %32 = sext i32 %31 to i64, !dbg !48
  %33 = getelementptr inbounds [4 x i32], ptr %27, i64 0, i64 %32, !dbg !48
  %34 = load i32, ptr %33, align 4, !dbg !49
  %35 = add nsw i32 %34, 1, !dbg !49
  store i32 %35, ptr %33, align 4, !dbg !49
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %3, ptr align 4 %0, i64 44, i1 false), !dbg !50
  %36 = load %struct.Particle, ptr %3, align 4, !dbg !51
  ret %struct.Particle %36, !dbg !51
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #1

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local noundef float @_Z6energyRK8Particle(ptr noundef nonnull align 4 dereferenceable(44) %0) #0 !dbg !52 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8, !dbg !53, !nonnull !10, !align !54
  %4 = getelementptr inbounds nuw %struct.Particle, ptr %3, i32 0, i32 3, !dbg !55
  %5 = load float, ptr %4, align 4, !dbg !55
  %6 = fmul contract float 5.000000e-01, %5, !dbg !56
  %7 = load ptr, ptr %2, align 8, !dbg !57, !nonnull !10, !align !54
  %8 = getelementptr inbounds nuw %struct.Particle, ptr %7, i32 0, i32 1, !dbg !58
  %9 = getelementptr inbounds nuw %struct.Vec3, ptr %8, i32 0, i32 0, !dbg !59
  %10 = load float, ptr %9, align 4, !dbg !59
  %11 = load ptr, ptr %2, align 8, !dbg !60, !nonnull !10, !align !54
  %12 = getelementptr inbounds nuw %struct.Particle, ptr %11, i32 0, i32 1, !dbg !61
  %13 = getelementptr inbounds nuw %struct.Vec3, ptr %12, i32 0, i32 0, !dbg !62
  %14 = load float, ptr %13, align 4, !dbg !62
  %15 = fmul contract float %10, %14, !dbg !63
  %16 = load ptr, ptr %2, align 8, !dbg !64, !nonnull !10, !align !54
  %17 = getelementptr inbounds nuw %struct.Particle, ptr %16, i32 0, i32 1, !dbg !65
  %18 = getelementptr inbounds nuw %struct.Vec3, ptr %17, i32 0, i32 1, !dbg !66
  %19 = load float, ptr %18, align 4, !dbg !66
  %20 = load ptr, ptr %2, align 8, !dbg !67, !nonnull !10, !align !54
  %21 = getelementptr inbounds nuw %struct.Particle, ptr %20, i32 0, i32 1, !dbg !68
  %22 = getelementptr inbounds nuw %struct.Vec3, ptr %21, i32 0, i32 1, !dbg !69
  %23 = load float, ptr %22, align 4, !dbg !69
  %24 = fmul contract float %19, %23, !dbg !70
  %25 = fadd contract float %15, %24, !dbg !71
  %26 = load ptr, ptr %2, align 8, !dbg !72, !nonnull !10, !align !54
  %27 = getelementptr inbounds nuw %struct.Particle, ptr %26, i32 0, i32 1, !dbg !73
  %28 = getelementptr inbounds nuw %struct.Vec3, ptr %27, i32 0, i32 2, !dbg !74
  %29 = load float, ptr %28, align 4, !dbg !74
  %30 = load ptr, ptr %2, align 8, !dbg !75, !nonnull !10, !align !54
  %31 = getelementptr inbounds nuw %struct.Particle, ptr %30, i32 0, i32 1, !dbg !76
  %32 = getelementptr inbounds nuw %struct.Vec3, ptr %31, i32 0, i32 2, !dbg !77
  %33 = load float, ptr %32, align 4, !dbg !77
  %34 = fmul contract float %29, %33, !dbg !78
  %35 = fadd contract float %25, %34, !dbg !79
  %36 = fmul contract float %6, %35, !dbg !80
  ret float %36, !dbg !81
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local ptx_kernel void @g24_struct_calls(ptr noundef %0, ptr noundef %1, ptr noundef %2, float noundef %3, i32 noundef %4) #2 !dbg !82 {
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca float, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca %struct.Particle, align 4
  %13 = alloca i32, align 4
  %14 = alloca %struct.Particle, align 4
  %15 = alloca %struct.Particle, align 4
  %16 = alloca [4 x %struct.Vec3], align 4
  %17 = alloca i32, align 4
  %18 = alloca %struct.Vec3, align 4
  %19 = alloca %struct.Vec3, align 4
  %20 = alloca %struct.Vec3, align 4
  store ptr %0, ptr %6, align 8
  store ptr %1, ptr %7, align 8
  store ptr %2, ptr %8, align 8
  store float %3, ptr %9, align 4
  store i32 %4, ptr %10, align 4
  %21 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !83
  %22 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !84
  %23 = mul nsw i32 %21, %22, !dbg !85
  %24 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !86
  %25 = add nsw i32 %23, %24, !dbg !87
  store i32 %25, ptr %11, align 4, !dbg !88
  %26 = load i32, ptr %11, align 4, !dbg !89
  %27 = load i32, ptr %10, align 4, !dbg !90
  %28 = icmp sge i32 %26, %27, !dbg !91
  br i1 %28, label %29, label %30, !dbg !91

29:                                               ; preds = %5
  br label %104, !dbg !92

30:                                               ; preds = %5
  %31 = load ptr, ptr %6, align 8, !dbg !93
  %32 = load i32, ptr %11, align 4, !dbg !94
  %33 = sext i32 %32 to i64, !dbg !93
  %34 = getelementptr inbounds %struct.Particle, ptr %31, i64 %33, !dbg !93
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %12, ptr align 4 %34, i64 44, i1 false), !dbg !93
  store i32 0, ptr %13, align 4, !dbg !95
  br label %35, !dbg !96

35:                                               ; preds = %49, %30
  %36 = load i32, ptr %13, align 4, !dbg !97
  %37 = icmp slt i32 %36, 3, !dbg !98
  br i1 %37, label %38, label %52, !dbg !99

38:                                               ; preds = %35
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %15, ptr align 4 %12, i64 44, i1 false), !dbg !100
  %39 = load float, ptr %9, align 4, !dbg !101
  %40 = call %struct.Particle @_Z7advance8Particlef(ptr noundef byval(%struct.Particle) align 4 %15, float noundef %39) #4, !dbg !102
  %41 = getelementptr inbounds nuw %struct.Particle, ptr %14, i32 0, i32 0, !dbg !102
  %42 = extractvalue %struct.Particle %40, 0, !dbg !102
  store %struct.Vec3 %42, ptr %41, align 4, !dbg !102
  %43 = getelementptr inbounds nuw %struct.Particle, ptr %14, i32 0, i32 1, !dbg !102
  %44 = extractvalue %struct.Particle %40, 1, !dbg !102
  store %struct.Vec3 %44, ptr %43, align 4, !dbg !102
  %45 = getelementptr inbounds nuw %struct.Particle, ptr %14, i32 0, i32 2, !dbg !102
  %46 = extractvalue %struct.Particle %40, 2, !dbg !102
  store [4 x i32] %46, ptr %45, align 4, !dbg !102
  %47 = getelementptr inbounds nuw %struct.Particle, ptr %14, i32 0, i32 3, !dbg !102
  %48 = extractvalue %struct.Particle %40, 3, !dbg !102
  store float %48, ptr %47, align 4, !dbg !102
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %12, ptr align 4 %14, i64 44, i1 false), !dbg !103
  br label %49, !dbg !104

49:                                               ; preds = %38
  %50 = load i32, ptr %13, align 4, !dbg !105
  %51 = add nsw i32 %50, 1, !dbg !105
  store i32 %51, ptr %13, align 4, !dbg !105
  br label %35, !dbg !99, !llvm.loop !106

52:                                               ; preds = %35
  store i32 0, ptr %17, align 4, !dbg !109
  br label %53, !dbg !110

53:                                               ; preds = %70, %52
  %54 = load i32, ptr %17, align 4, !dbg !111
  %55 = icmp slt i32 %54, 4, !dbg !112
  br i1 %55, label %56, label %73, !dbg !113

56:                                               ; preds = %53
  %57 = getelementptr inbounds nuw %struct.Particle, ptr %12, i32 0, i32 0, !dbg !114
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %19, ptr align 4 %57, i64 12, i1 false), !dbg !115
  %58 = load i32, ptr %17, align 4, !dbg !116
  %59 = sitofp i32 %58 to float, !dbg !116
  %60 = call %struct.Vec3 @_Z5scale4Vec3f(ptr noundef byval(%struct.Vec3) align 4 %19, float noundef %59) #4, !dbg !117
  %61 = getelementptr inbounds nuw %struct.Vec3, ptr %18, i32 0, i32 0, !dbg !117
  %62 = extractvalue %struct.Vec3 %60, 0, !dbg !117
  store float %62, ptr %61, align 4, !dbg !117
  %63 = getelementptr inbounds nuw %struct.Vec3, ptr %18, i32 0, i32 1, !dbg !117
  %64 = extractvalue %struct.Vec3 %60, 1, !dbg !117
  store float %64, ptr %63, align 4, !dbg !117
  %65 = getelementptr inbounds nuw %struct.Vec3, ptr %18, i32 0, i32 2, !dbg !117
  %66 = extractvalue %struct.Vec3 %60, 2, !dbg !117
  store float %66, ptr %65, align 4, !dbg !117
  %67 = load i32, ptr %17, align 4, !dbg !118
  %68 = sext i32 %67 to i64, !dbg !119
  %69 = getelementptr inbounds [4 x %struct.Vec3], ptr %16, i64 0, i64 %68, !dbg !119
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %69, ptr align 4 %18, i64 12, i1 false), !dbg !120
  br label %70, !dbg !119

70:                                               ; preds = %56
  %71 = load i32, ptr %17, align 4, !dbg !121
  %72 = add nsw i32 %71, 1, !dbg !121
  store i32 %72, ptr %17, align 4, !dbg !121
  br label %53, !dbg !113, !llvm.loop !122

73:                                               ; preds = %53
  %74 = load i32, ptr %11, align 4, !dbg !124
  %75 = and i32 %74, 3, !dbg !125
  %76 = sext i32 %75 to i64, !dbg !126
  %77 = getelementptr inbounds [4 x %struct.Vec3], ptr %16, i64 0, i64 %76, !dbg !126
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %20, ptr align 4 %77, i64 12, i1 false), !dbg !126
  %78 = call contract noundef float @_Z6energyRK8Particle(ptr noundef nonnull align 4 dereferenceable(44) %12) #4, !dbg !127
  %79 = getelementptr inbounds nuw %struct.Vec3, ptr %20, i32 0, i32 0, !dbg !128
  %80 = load float, ptr %79, align 4, !dbg !128
  %81 = fadd contract float %78, %80, !dbg !129
  %82 = getelementptr inbounds nuw %struct.Vec3, ptr %20, i32 0, i32 1, !dbg !130
  %83 = load float, ptr %82, align 4, !dbg !130
  %84 = fadd contract float %81, %83, !dbg !131
  %85 = getelementptr inbounds nuw %struct.Vec3, ptr %20, i32 0, i32 2, !dbg !132
  %86 = load float, ptr %85, align 4, !dbg !132
  %87 = fadd contract float %84, %86, !dbg !133
  %88 = getelementptr inbounds nuw %struct.Particle, ptr %12, i32 0, i32 2, !dbg !134
  %89 = load i32, ptr %11, align 4, !dbg !135
  %90 = and i32 %89, 3, !dbg !136
  %91 = sext i32 %90 to i64, !dbg !137
  %92 = getelementptr inbounds [4 x i32], ptr %88, i64 0, i64 %91, !dbg !137
  %93 = load i32, ptr %92, align 4, !dbg !137
  %94 = sitofp i32 %93 to float, !dbg !137
  %95 = fadd contract float %87, %94, !dbg !138
  %96 = load ptr, ptr %8, align 8, !dbg !139
  %97 = load i32, ptr %11, align 4, !dbg !140
  %98 = sext i32 %97 to i64, !dbg !139
  %99 = getelementptr inbounds float, ptr %96, i64 %98, !dbg !139
  store float %95, ptr %99, align 4, !dbg !141
  %100 = load ptr, ptr %7, align 8, !dbg !142
  %101 = load i32, ptr %11, align 4, !dbg !143
  %102 = sext i32 %101 to i64, !dbg !142
  %103 = getelementptr inbounds %struct.Particle, ptr %100, i64 %102, !dbg !142
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %103, ptr align 4 %12, i64 44, i1 false), !dbg !144
  br label %104, !dbg !145

104:                                              ; preds = %73, %29
  ret void, !dbg !145
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

attributes #0 = { convergent mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6}
!llvm.ident = !{!7}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "g24_struct_calls.cu", directory: "/work/wt/mid24/tools/capture/clang_kernels")
!2 = !{i32 7, !"Dwarf Version", i32 2}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!6 = !{i32 7, !"frame-pointer", i32 2}
!7 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!8 = distinct !DISubprogram(name: "add", scope: !1, file: !1, line: 7, type: !9, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!9 = !DISubroutineType(types: !10)
!10 = !{}
!11 = !DILocation(line: 7, column: 46, scope: !8)
!12 = !DILocation(line: 7, column: 49, scope: !8)
!13 = !DILocation(line: 7, column: 55, scope: !8)
!14 = !DILocation(line: 7, column: 51, scope: !8)
!15 = !DILocation(line: 7, column: 60, scope: !8)
!16 = !DILocation(line: 7, column: 66, scope: !8)
!17 = !DILocation(line: 7, column: 62, scope: !8)
!18 = !DILocation(line: 7, column: 71, scope: !8)
!19 = !DILocation(line: 7, column: 77, scope: !8)
!20 = !DILocation(line: 7, column: 73, scope: !8)
!21 = !DILocation(line: 7, column: 39, scope: !8)
!22 = distinct !DISubprogram(name: "scale", scope: !1, file: !1, line: 8, type: !9, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!23 = !DILocation(line: 8, column: 49, scope: !22)
!24 = !DILocation(line: 8, column: 52, scope: !22)
!25 = !DILocation(line: 8, column: 56, scope: !22)
!26 = !DILocation(line: 8, column: 54, scope: !22)
!27 = !DILocation(line: 8, column: 61, scope: !22)
!28 = !DILocation(line: 8, column: 65, scope: !22)
!29 = !DILocation(line: 8, column: 63, scope: !22)
!30 = !DILocation(line: 8, column: 70, scope: !22)
!31 = !DILocation(line: 8, column: 74, scope: !22)
!32 = !DILocation(line: 8, column: 72, scope: !22)
!33 = !DILocation(line: 8, column: 42, scope: !22)
!34 = distinct !DISubprogram(name: "advance", scope: !1, file: !1, line: 9, type: !9, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!35 = !DILocation(line: 10, column: 15, scope: !34)
!36 = !DILocation(line: 10, column: 13, scope: !34)
!37 = !DILocation(line: 10, column: 26, scope: !34)
!38 = !DILocation(line: 10, column: 24, scope: !34)
!39 = !DILocation(line: 10, column: 29, scope: !34)
!40 = !DILocation(line: 10, column: 18, scope: !34)
!41 = !DILocation(line: 10, column: 9, scope: !34)
!42 = !DILocation(line: 10, column: 5, scope: !34)
!43 = !DILocation(line: 10, column: 7, scope: !34)
!44 = !DILocation(line: 11, column: 5, scope: !34)
!45 = !DILocation(line: 11, column: 17, scope: !34)
!46 = !DILocation(line: 11, column: 15, scope: !34)
!47 = !DILocation(line: 11, column: 19, scope: !34)
!48 = !DILocation(line: 11, column: 3, scope: !34)
!49 = !DILocation(line: 11, column: 24, scope: !34)
!50 = !DILocation(line: 12, column: 10, scope: !34)
!51 = !DILocation(line: 12, column: 3, scope: !34)
!52 = distinct !DISubprogram(name: "energy", scope: !1, file: !1, line: 14, type: !9, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!53 = !DILocation(line: 15, column: 17, scope: !52)
!54 = !{i64 4}
!55 = !DILocation(line: 15, column: 19, scope: !52)
!56 = !DILocation(line: 15, column: 15, scope: !52)
!57 = !DILocation(line: 15, column: 24, scope: !52)
!58 = !DILocation(line: 15, column: 26, scope: !52)
!59 = !DILocation(line: 15, column: 28, scope: !52)
!60 = !DILocation(line: 15, column: 32, scope: !52)
!61 = !DILocation(line: 15, column: 34, scope: !52)
!62 = !DILocation(line: 15, column: 36, scope: !52)
!63 = !DILocation(line: 15, column: 30, scope: !52)
!64 = !DILocation(line: 15, column: 40, scope: !52)
!65 = !DILocation(line: 15, column: 42, scope: !52)
!66 = !DILocation(line: 15, column: 44, scope: !52)
!67 = !DILocation(line: 15, column: 48, scope: !52)
!68 = !DILocation(line: 15, column: 50, scope: !52)
!69 = !DILocation(line: 15, column: 52, scope: !52)
!70 = !DILocation(line: 15, column: 46, scope: !52)
!71 = !DILocation(line: 15, column: 38, scope: !52)
!72 = !DILocation(line: 15, column: 56, scope: !52)
!73 = !DILocation(line: 15, column: 58, scope: !52)
!74 = !DILocation(line: 15, column: 60, scope: !52)
!75 = !DILocation(line: 15, column: 64, scope: !52)
!76 = !DILocation(line: 15, column: 66, scope: !52)
!77 = !DILocation(line: 15, column: 68, scope: !52)
!78 = !DILocation(line: 15, column: 62, scope: !52)
!79 = !DILocation(line: 15, column: 54, scope: !52)
!80 = !DILocation(line: 15, column: 21, scope: !52)
!81 = !DILocation(line: 15, column: 3, scope: !52)
!82 = distinct !DISubprogram(name: "g24_struct_calls", scope: !1, file: !1, line: 17, type: !9, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!83 = !DILocation(line: 18, column: 11, scope: !82)
!84 = !DILocation(line: 18, column: 24, scope: !82)
!85 = !DILocation(line: 18, column: 22, scope: !82)
!86 = !DILocation(line: 18, column: 37, scope: !82)
!87 = !DILocation(line: 18, column: 35, scope: !82)
!88 = !DILocation(line: 18, column: 7, scope: !82)
!89 = !DILocation(line: 19, column: 7, scope: !82)
!90 = !DILocation(line: 19, column: 12, scope: !82)
!91 = !DILocation(line: 19, column: 9, scope: !82)
!92 = !DILocation(line: 19, column: 15, scope: !82)
!93 = !DILocation(line: 20, column: 16, scope: !82)
!94 = !DILocation(line: 20, column: 19, scope: !82)
!95 = !DILocation(line: 21, column: 12, scope: !82)
!96 = !DILocation(line: 21, column: 8, scope: !82)
!97 = !DILocation(line: 21, column: 19, scope: !82)
!98 = !DILocation(line: 21, column: 21, scope: !82)
!99 = !DILocation(line: 21, column: 3, scope: !82)
!100 = !DILocation(line: 21, column: 43, scope: !82)
!101 = !DILocation(line: 21, column: 46, scope: !82)
!102 = !DILocation(line: 21, column: 35, scope: !82)
!103 = !DILocation(line: 21, column: 33, scope: !82)
!104 = !DILocation(line: 21, column: 31, scope: !82)
!105 = !DILocation(line: 21, column: 26, scope: !82)
!106 = distinct !{!106, !99, !107, !108}
!107 = !DILocation(line: 21, column: 48, scope: !82)
!108 = !{!"llvm.loop.mustprogress"}
!109 = !DILocation(line: 23, column: 12, scope: !82)
!110 = !DILocation(line: 23, column: 8, scope: !82)
!111 = !DILocation(line: 23, column: 19, scope: !82)
!112 = !DILocation(line: 23, column: 21, scope: !82)
!113 = !DILocation(line: 23, column: 3, scope: !82)
!114 = !DILocation(line: 23, column: 48, scope: !82)
!115 = !DILocation(line: 23, column: 46, scope: !82)
!116 = !DILocation(line: 23, column: 58, scope: !82)
!117 = !DILocation(line: 23, column: 40, scope: !82)
!118 = !DILocation(line: 23, column: 35, scope: !82)
!119 = !DILocation(line: 23, column: 31, scope: !82)
!120 = !DILocation(line: 23, column: 38, scope: !82)
!121 = !DILocation(line: 23, column: 26, scope: !82)
!122 = distinct !{!122, !113, !123, !108}
!123 = !DILocation(line: 23, column: 59, scope: !82)
!124 = !DILocation(line: 24, column: 16, scope: !82)
!125 = !DILocation(line: 24, column: 18, scope: !82)
!126 = !DILocation(line: 24, column: 12, scope: !82)
!127 = !DILocation(line: 25, column: 10, scope: !82)
!128 = !DILocation(line: 25, column: 24, scope: !82)
!129 = !DILocation(line: 25, column: 20, scope: !82)
!130 = !DILocation(line: 25, column: 30, scope: !82)
!131 = !DILocation(line: 25, column: 26, scope: !82)
!132 = !DILocation(line: 25, column: 36, scope: !82)
!133 = !DILocation(line: 25, column: 32, scope: !82)
!134 = !DILocation(line: 25, column: 42, scope: !82)
!135 = !DILocation(line: 25, column: 47, scope: !82)
!136 = !DILocation(line: 25, column: 49, scope: !82)
!137 = !DILocation(line: 25, column: 40, scope: !82)
!138 = !DILocation(line: 25, column: 38, scope: !82)
!139 = !DILocation(line: 25, column: 3, scope: !82)
!140 = !DILocation(line: 25, column: 5, scope: !82)
!141 = !DILocation(line: 25, column: 8, scope: !82)
!142 = !DILocation(line: 26, column: 3, scope: !82)
!143 = !DILocation(line: 26, column: 7, scope: !82)
!144 = !DILocation(line: 26, column: 10, scope: !82)
!145 = !DILocation(line: 27, column: 1, scope: !82)
