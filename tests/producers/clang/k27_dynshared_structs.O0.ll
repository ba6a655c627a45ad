; ModuleID = 'k27_dynshared_structs.cu'
source_filename = "k27_dynshared_structs.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Particle = type { float, float, float, float }
%struct.Box = type { [3 x float], [3 x float], i32 }
%struct.Stats = type { double, float, float, i8 }

@smem = external dso_local addrspace(3) global [0 x i8], align 1

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local %struct.Particle @_Z8clamp_to8Particle3Box(ptr noundef byval(%struct.Particle) align 16 %0, ptr noundef byval(%struct.Box) align 4 %1) #0 !dbg !8 {
  %3 = alloca %struct.Particle, align 16
  %4 = getelementptr inbounds nuw %struct.Particle, ptr %0, i32 0, i32 0, !dbg !11
  %5 = load float, ptr %4, align 16, !dbg !11
  %6 = getelementptr inbounds nuw %struct.Box, ptr %1, i32 0, i32 0, !dbg !12
  %7 = getelementptr inbounds [3 x float], ptr %6, i64 0, i64 0, !dbg !13
  %8 = load float, ptr %7, align 4, !dbg !13
  %9 = fcmp contract olt float %5, %8, !dbg !14
  br i1 %9, label %10, label %14, !dbg !15

10:                                               ; preds = %2
  %11 = getelementptr inbounds nuw %struct.Box, ptr %1, i32 0, i32 0, !dbg !16
  %12 = getelementptr inbounds [3 x float], ptr %11, i64 0, i64 0, !dbg !17
  %13 = load float, ptr %12, align 4, !dbg !17
  br label %30, !dbg !15

14:                                               ; preds = %2
  %15 = getelementptr inbounds nuw %struct.Particle, ptr %0, i32 0, i32 0, !dbg !18
  %16 = load float, ptr %15, align 16, !dbg !18
  %17 = getelementptr inbounds nuw %struct.Box, ptr %1, i32 0, i32 1, !dbg !19
  %18 = getelementptr inbounds [3 x float], ptr %17, i64 0, i64 0, !dbg !20
  %19 = load float, ptr %18, align 4, !dbg !20
  %20 = fcmp contract ogt float %16, %19, !dbg !21
  br i1 %20, label %21, label %25, !dbg !22

21:                                               ; preds = %14
  %22 = getelementptr inbounds nuw %struct.Box, ptr %1, i32 0, i32 1, !dbg !23
  %23 = getelementptr inbounds [3 x float], ptr %22, i64 0, i64 0, !dbg !24
  %24 = load float, ptr %23, align 4, !dbg !24
  br label %28, !dbg !22

25:                                               ; preds = %14
  %26 = getelementptr inbounds nuw %struct.Particle, ptr %0, i32 0, i32 0, !dbg !25
  %27 = load float, ptr %26, align 16, !dbg !25
  br label %28, !dbg !22

28:                                               ; preds = %25, %21
  %29 = phi contract float [ %24, %21 ], [ %27, %25 ], !dbg !22
  br label %30, !dbg !15

30:                                               ; preds = %28, %10
  %31 = phi contract float [ %13, %10 ], [ %29, %28 ], !dbg !15
  %32 = getelementptr inbounds nuw %struct.Particle, ptr %0, i32 0, i32 0, !dbg !26
  store float %31, ptr %32, align 16, !dbg !27
  %33 = getelementptr inbounds nuw %struct.Particle, ptr %0, i32 0, i32 1, !dbg !28
  %34 = load float, ptr %33, align 4, !dbg !28
  %35 = getelementptr inbounds nuw %struct.Box, ptr %1, i32 0, i32 0, !dbg !29
  %36 = getelementptr inbounds [3 x float], ptr %35, i64 0, i64 1, !dbg !30
  %37 = load float, ptr %36, align 4, !dbg !30
  %38 = fcmp contract olt float %34, %37, !dbg !31
  br i1 %38, label %39, label %43, !dbg !32

39:                                               ; preds = %30
  %40 = getelementptr inbounds nuw %struct.Box, ptr %1, i32 0, i32 0, !dbg !33
  %41 = getelementptr inbounds [3 x float], ptr %40, i64 0, i64 1, !dbg !34
  %42 = load float, ptr %41, align 4, !dbg !34
  br label %59, !dbg !32

43:                                               ; preds = %30
  %44 = getelementptr inbounds nuw %struct.Particle, ptr %0, i32 0, i32 1, !dbg !35
  %45 = load float, ptr %44, align 4, !dbg !35
  %46 = getelementptr inbounds nuw %struct.Box, ptr %1, i32 0, i32 1, !dbg !36
  %47 = getelementptr inbounds [3 x float], ptr %46, i64 0, i64 1, !dbg !37
  %48 = load float, ptr %47, align 4, !dbg !37
  %49 = fcmp contract ogt float %45, %48, !dbg !38
  br i1 %49, label %50, label %54, !dbg !39

50:                                               ; preds = %43
  %51 = getelementptr inbounds nuw %struct.Box, ptr %1, i32 0, i32 1, !dbg !40
  %52 = getelementptr inbounds [3 x float], ptr %51, i64 0, i64 1, !dbg !41
  %53 = load float, ptr %52, align 4, !dbg !41
  br label %57, !dbg !39

54:                                               ; preds = %43
  %55 = getelementptr inbounds nuw %struct.Particle, ptr %0, i32 0, i32 1, !dbg !42
  %56 = load float, ptr %55, align 4, !dbg !42
  br label %57, !dbg !39

57:                                               ; preds = %54, %50
  %58 = phi contract float [ %53, %50 ], [ %56, %54 ], !dbg !39
  br label %59, !dbg !32

59:                                               ; preds = %57, %39
  %60 = phi contract float [ %42, %39 ], [ %58, %57 ], !dbg !32
  %61 = getelementptr inbounds nuw %struct.Particle, ptr %0, i32 0, i32 1, !dbg !43
  store float %60, ptr %61, align 4, !dbg !44
  %62 = getelementptr inbounds nuw %struct.Particle, ptr %0, i32 0, i32 2, !dbg !45
  %63 = load float, ptr %62, align 8, !dbg !45
  %64 = getelementptr inbounds nuw %struct.Box, ptr %1, i32 0, i32 0, !dbg !46
  %65 = getelementptr inbounds [3 x float], ptr %64, i64 0, i64 2, !dbg !47
  %66 = load float, ptr %65, align 4, !dbg !47
  %67 = fcmp contract olt float %63, %66, !dbg !48
  br i1 %67, label %68, label %72, !dbg !49

68:                                               ; preds = %59
  %69 = getelementptr inbounds nuw %struct.Box, ptr %1, i32 0, i32 0, !dbg !50
  %70 = getelementptr inbounds [3 x float], ptr %69, i64 0, i64 2, !dbg !51
  %71 = load float, ptr %70, align 4, !dbg !51
  br label %88, !dbg !49

72:                                               ; preds = %59
  %73 = getelementptr inbounds nuw %struct.Particle, ptr %0, i32 0, i32 2, !dbg !52
  %74 = load float, ptr %73, align 8, !dbg !52
  %75 = getelementptr inbounds nuw %struct.Box, ptr %1, i32 0, i32 1, !dbg !53
  %76 = getelementptr inbounds [3 x float], ptr %75, i64 0, i64 2, !dbg !54
  %77 = load float, ptr %76, align 4, !dbg !54
  %78 = fcmp contract ogt float %74, %77, !dbg !55
  br i1 %78, label %79, label %83, !dbg !56

79:                                               ; preds = %72
  %80 = getelementptr inbounds nuw %struct.Box, ptr %1, i32 0, i32 1, !dbg !57
  %81 = getelementptr inbounds [3 x float], ptr %80, i64 0, i64 2, !dbg !58
  %82 = load float, ptr %81, align 4, !dbg !58
  br label %86, !dbg !56

83:                                               ; preds = %72
  %84 = getelementptr inbounds nuw %struct.Particle, ptr %0, i32 0, i32 2, !dbg !59
  %85 = load float, ptr %84, align 8, !dbg !59
  br label %86, !dbg !56

86:                                               ; preds = %83, %79
  %87 = phi contract float [ %82, %79 ], [ %85, %83 ], !dbg !56
  br label %88, !dbg !49

88:                                               ; preds = %86, %68
  %89 = phi contract float [ %71, %68 ], [ %87, %86 ], !dbg !49
  %90 = getelementptr inbounds nuw %struct.Particle, ptr %0, i32 0, i32 2, !dbg !60
  store float %89, ptr %90, align 8, !dbg !61
  %91 = getelementptr inbounds nuw %struct.Box, ptr %1, i32 0, i32 2, !dbg !62
  %92 = load i32, ptr %91, align 4, !dbg !62
  %93 = sitofp i32 %92 to float, !dbg !63
  %94 = getelementptr inbounds nuw %struct.Particle, ptr %0, i32 0, i32 3, !dbg !64
  %95 = load float, ptr %94, align 4, !dbg !65
  %96 = fadd contract float %95, %93, !dbg !65
  store float %96, ptr %94, align 4, !dbg !65
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %3, ptr align 16 %0, i64 16, i1 false), !dbg !66
  %97 = load %struct.Particle, ptr %3, align 16, !dbg !67
  ret %struct.Particle %97, !dbg !67
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #1

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local %struct.Stats @_Z5merge5StatsS_(ptr noundef byval(%struct.Stats) align 8 %0, ptr noundef byval(%struct.Stats) align 8 %1) #0 !dbg !68 {
  %3 = alloca %struct.Stats, align 8
  %4 = getelementptr inbounds nuw %struct.Stats, ptr %0, i32 0, i32 0, !dbg !69
  %5 = load double, ptr %4, align 8, !dbg !69
  %6 = getelementptr inbounds nuw %struct.Stats, ptr %1, i32 0, i32 0, !dbg !70
  %7 = load double, ptr %6, align 8, !dbg !70
  %8 = fadd contract double %5, %7, !dbg !71
  %9 = getelementptr inbounds nuw %struct.Stats, ptr %3, i32 0, i32 0, !dbg !72
  store double %8, ptr %9, align 8, !dbg !73
  %10 = getelementptr inbounds nuw %struct.Stats, ptr %0, i32 0, i32 1, !dbg !74
  %11 = load float, ptr %10, align 8, !dbg !74
  %12 = getelementptr inbounds nuw %struct.Stats, ptr %1, i32 0, i32 1, !dbg !75
  %13 = load float, ptr %12, align 8, !dbg !75
  %14 = fcmp contract olt float %11, %13, !dbg !76
  br i1 %14, label %15, label %18, !dbg !77

15:                                               ; preds = %2
  %16 = getelementptr inbounds nuw %struct.Stats, ptr %0, i32 0, i32 1, !dbg !78
  %17 = load float, ptr %16, align 8, !dbg !78
  br label %21, !dbg !77

18:                                               ; preds = %2
  %19 = getelementptr inbounds nuw %struct.Stats, ptr %1, i32 0, i32 1, !dbg !79
  %20 = load float, ptr %19, align 8, !dbg !79
  br label %21, !dbg !77

21:                                               ; preds = %18, %15
  %22 = phi contract float [ %17, %15 ], [ %20, %18 ], !dbg !77
  %23 = getelementptr inbounds nuw %struct.Stats, ptr %3, i32 0, i32 1, !dbg !80
  store float %22, ptr %23, align 8, !dbg !81
  %24 = getelementptr inbounds nuw %struct.Stats, ptr %0, i32 0, i32 2, !dbg !82
  %25 = load float, ptr %24, align 4, !dbg !82
  %26 = getelementptr inbounds nuw %struct.Stats, ptr %1, i32 0, i32 2, !dbg !83
  %27 = load float, ptr %26, align 4, !dbg !83
  %28 = fcmp contract ogt float %25, %27, !dbg !84
  br i1 %28, label %29, label %32, !dbg !85

29:                                               ; preds = %21
  %30 = getelementptr inbounds nuw %struct.Stats, ptr %0, i32 0, i32 2, !dbg !86
  %31 = load float, ptr %30, align 4, !dbg !86
  br label %35, !dbg !85

32:                                               ; preds = %21
  %33 = getelementptr inbounds nuw %struct.Stats, ptr %1, i32 0, i32 2, !dbg !87
  %34 = load float, ptr %33, align 4, !dbg !87
  br label %35, !dbg !85

35:                                               ; preds = %32, %29
  %36 = phi contract float [ %31, %29 ], [ %34, %32 ], !dbg !85
  %37 = getelementptr inbounds nuw %struct.Stats, ptr %3, i32 0, i32 2, !dbg !88
  store float %36, ptr %37, align 4, !dbg !89
  %38 = getelementptr inbounds nuw %struct.Stats, ptr %0, i32 0, i32 3, !dbg !90
  %39 = load i8, ptr %38, align 8, !dbg !90
  %40 = zext i8 %39 to i32, !dbg !91
  %41 = getelementptr inbounds nuw %struct.Stats, ptr %1, i32 0, i32 3, !dbg !92
  %42 = load i8, ptr %41, align 8, !dbg !92
  %43 = zext i8 %42 to i32, !dbg !93
  %44 = add nsw i32 %40, %43, !dbg !94
  %45 = trunc i32 %44 to i8, !dbg !95
  %46 = getelementptr inbounds nuw %struct.Stats, ptr %3, i32 0, i32 3, !dbg !96
  store i8 %45, ptr %46, align 8, !dbg !97
  %47 = load %struct.Stats, ptr %3, align 8, !dbg !98
  ret %struct.Stats %47, !dbg !98
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local %struct.Stats @_Z2of8Particle(ptr noundef byval(%struct.Particle) align 16 %0) #0 !dbg !99 {
  %2 = alloca %struct.Stats, align 8
  %3 = getelementptr inbounds nuw %struct.Stats, ptr %2, i32 0, i32 0, !dbg !100
  %4 = getelementptr inbounds nuw %struct.Particle, ptr %0, i32 0, i32 0, !dbg !101
  %5 = load float, ptr %4, align 16, !dbg !101
  %6 = getelementptr inbounds nuw %struct.Particle, ptr %0, i32 0, i32 1, !dbg !102
  %7 = load float, ptr %6, align 4, !dbg !102
  %8 = fadd contract float %5, %7, !dbg !103
  %9 = getelementptr inbounds nuw %struct.Particle, ptr %0, i32 0, i32 2, !dbg !104
  %10 = load float, ptr %9, align 8, !dbg !104
  %11 = fadd contract float %8, %10, !dbg !105
  %12 = fpext contract float %11 to double, !dbg !106
  store double %12, ptr %3, align 8, !dbg !100
  %13 = getelementptr inbounds nuw %struct.Stats, ptr %2, i32 0, i32 1, !dbg !100
  %14 = getelementptr inbounds nuw %struct.Particle, ptr %0, i32 0, i32 0, !dbg !107
  %15 = load float, ptr %14, align 16, !dbg !107
  store float %15, ptr %13, align 8, !dbg !100
  %16 = getelementptr inbounds nuw %struct.Stats, ptr %2, i32 0, i32 2, !dbg !100
  %17 = getelementptr inbounds nuw %struct.Particle, ptr %0, i32 0, i32 2, !dbg !108
  %18 = load float, ptr %17, align 8, !dbg !108
  store float %18, ptr %16, align 4, !dbg !100
  %19 = getelementptr inbounds nuw %struct.Stats, ptr %2, i32 0, i32 3, !dbg !100
  store i8 1, ptr %19, align 8, !dbg !100
  %20 = load %struct.Stats, ptr %2, align 8, !dbg !109
  ret %struct.Stats %20, !dbg !109
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local ptx_kernel void @dyn_structs(ptr noundef %0, ptr noundef %1, ptr noundef byval(%struct.Box) align 4 %2, ptr noundef %3, i32 noundef %4) #2 !dbg !110 {
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca %struct.Particle, align 16
  %15 = alloca %struct.Particle, align 16
  %16 = alloca %struct.Particle, align 16
  %17 = alloca %struct.Box, align 4
  %18 = alloca %struct.Stats, align 8
  %19 = alloca %struct.Particle, align 16
  %20 = alloca i32, align 4
  %21 = alloca %struct.Stats, align 8
  %22 = alloca %struct.Stats, align 8
  %23 = alloca %struct.Stats, align 8
  %24 = alloca %struct.Particle, align 16
  store ptr %0, ptr %6, align 8
  store ptr %1, ptr %7, align 8
  store ptr %3, ptr %8, align 8
  store i32 %4, ptr %9, align 4
  store ptr addrspacecast (ptr addrspace(3) @smem to ptr), ptr %10, align 8, !dbg !111
  %25 = load ptr, ptr %10, align 8, !dbg !112
  %26 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !113
  %27 = sext i32 %26 to i64, !dbg !114
  %28 = getelementptr inbounds %struct.Particle, ptr %25, i64 %27, !dbg !114
  store ptr %28, ptr %11, align 8, !dbg !115
  %29 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !116
  store i32 %29, ptr %12, align 4, !dbg !117
  %30 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !118
  %31 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !119
  %32 = mul nsw i32 %30, %31, !dbg !120
  %33 = load i32, ptr %12, align 4, !dbg !121
  %34 = add nsw i32 %32, %33, !dbg !122
  store i32 %34, ptr %13, align 4, !dbg !123
  %35 = load i32, ptr %13, align 4, !dbg !124
  %36 = load i32, ptr %9, align 4, !dbg !125
  %37 = icmp slt i32 %35, %36, !dbg !126
  br i1 %37, label %38, label %43, !dbg !124

38:                                               ; preds = %5
  %39 = load ptr, ptr %6, align 8, !dbg !127
  %40 = load i32, ptr %13, align 4, !dbg !128
  %41 = sext i32 %40 to i64, !dbg !127
  %42 = getelementptr inbounds %struct.Particle, ptr %39, i64 %41, !dbg !127
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %14, ptr align 16 %42, i64 16, i1 false), !dbg !127
  br label %48, !dbg !124

43:                                               ; preds = %5
  %44 = getelementptr inbounds nuw %struct.Particle, ptr %14, i32 0, i32 0, !dbg !129
  store float 0.000000e+00, ptr %44, align 16, !dbg !129
  %45 = getelementptr inbounds nuw %struct.Particle, ptr %14, i32 0, i32 1, !dbg !129
  store float 0.000000e+00, ptr %45, align 4, !dbg !129
  %46 = getelementptr inbounds nuw %struct.Particle, ptr %14, i32 0, i32 2, !dbg !129
  store float 0.000000e+00, ptr %46, align 8, !dbg !129
  %47 = getelementptr inbounds nuw %struct.Particle, ptr %14, i32 0, i32 3, !dbg !129
  store float 0.000000e+00, ptr %47, align 4, !dbg !129
  br label %48, !dbg !124

48:                                               ; preds = %43, %38
  %49 = load ptr, ptr %10, align 8, !dbg !130
  %50 = load i32, ptr %12, align 4, !dbg !131
  %51 = sext i32 %50 to i64, !dbg !130
  %52 = getelementptr inbounds %struct.Particle, ptr %49, i64 %51, !dbg !130
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %52, ptr align 16 %14, i64 16, i1 false), !dbg !132
  %53 = load i32, ptr %12, align 4, !dbg !133
  %54 = sitofp i32 %53 to float, !dbg !133
  %55 = load ptr, ptr %11, align 8, !dbg !134
  %56 = load i32, ptr %12, align 4, !dbg !135
  %57 = sext i32 %56 to i64, !dbg !134
  %58 = getelementptr inbounds float, ptr %55, i64 %57, !dbg !134
  store float %54, ptr %58, align 4, !dbg !136
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !137
  %59 = load ptr, ptr %10, align 8, !dbg !138
  %60 = load i32, ptr %12, align 4, !dbg !139
  %61 = add nsw i32 %60, 1, !dbg !140
  %62 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !141
  %63 = srem i32 %61, %62, !dbg !142
  %64 = sext i32 %63 to i64, !dbg !138
  %65 = getelementptr inbounds %struct.Particle, ptr %59, i64 %64, !dbg !138
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %16, ptr align 16 %65, i64 16, i1 false), !dbg !138
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %17, ptr align 4 %2, i64 28, i1 false), !dbg !143
  %66 = call %struct.Particle @_Z8clamp_to8Particle3Box(ptr noundef byval(%struct.Particle) align 16 %16, ptr noundef byval(%struct.Box) align 4 %17) #5, !dbg !144
  %67 = getelementptr inbounds nuw %struct.Particle, ptr %15, i32 0, i32 0, !dbg !144
  %68 = extractvalue %struct.Particle %66, 0, !dbg !144
  store float %68, ptr %67, align 16, !dbg !144
  %69 = getelementptr inbounds nuw %struct.Particle, ptr %15, i32 0, i32 1, !dbg !144
  %70 = extractvalue %struct.Particle %66, 1, !dbg !144
  store float %70, ptr %69, align 4, !dbg !144
  %71 = getelementptr inbounds nuw %struct.Particle, ptr %15, i32 0, i32 2, !dbg !144
  %72 = extractvalue %struct.Particle %66, 2, !dbg !144
  store float %72, ptr %71, align 8, !dbg !144
  %73 = getelementptr inbounds nuw %struct.Particle, ptr %15, i32 0, i32 3, !dbg !144
  %74 = extractvalue %struct.Particle %66, 3, !dbg !144
  store float %74, ptr %73, align 4, !dbg !144
  %75 = load ptr, ptr %11, align 8, !dbg !145
  %76 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !146
  %77 = sub nsw i32 %76, 1, !dbg !147
  %78 = load i32, ptr %12, align 4, !dbg !148
  %79 = sub nsw i32 %77, %78, !dbg !149
  %80 = sext i32 %79 to i64, !dbg !145
  %81 = getelementptr inbounds float, ptr %75, i64 %80, !dbg !145
  %82 = load float, ptr %81, align 4, !dbg !145
  %83 = getelementptr inbounds nuw %struct.Particle, ptr %15, i32 0, i32 3, !dbg !150
  %84 = load float, ptr %83, align 4, !dbg !151
  %85 = fmul contract float %84, %82, !dbg !151
  store float %85, ptr %83, align 4, !dbg !151
  %86 = load i32, ptr %13, align 4, !dbg !152
  %87 = load i32, ptr %9, align 4, !dbg !153
  %88 = icmp slt i32 %86, %87, !dbg !154
  br i1 %88, label %89, label %94, !dbg !154

89:                                               ; preds = %48
  %90 = load ptr, ptr %7, align 8, !dbg !155
  %91 = load i32, ptr %13, align 4, !dbg !156
  %92 = sext i32 %91 to i64, !dbg !155
  %93 = getelementptr inbounds %struct.Particle, ptr %90, i64 %92, !dbg !155
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %93, ptr align 16 %15, i64 16, i1 false), !dbg !157
  br label %94, !dbg !155

94:                                               ; preds = %89, %48
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %19, ptr align 16 %15, i64 16, i1 false), !dbg !158
  %95 = call %struct.Stats @_Z2of8Particle(ptr noundef byval(%struct.Particle) align 16 %19) #5, !dbg !159
  %96 = getelementptr inbounds nuw %struct.Stats, ptr %18, i32 0, i32 0, !dbg !159
  %97 = extractvalue %struct.Stats %95, 0, !dbg !159
  store double %97, ptr %96, align 8, !dbg !159
  %98 = getelementptr inbounds nuw %struct.Stats, ptr %18, i32 0, i32 1, !dbg !159
  %99 = extractvalue %struct.Stats %95, 1, !dbg !159
  store float %99, ptr %98, align 8, !dbg !159
  %100 = getelementptr inbounds nuw %struct.Stats, ptr %18, i32 0, i32 2, !dbg !159
  %101 = extractvalue %struct.Stats %95, 2, !dbg !159
  store float %101, ptr %100, align 4, !dbg !159
  %102 = getelementptr inbounds nuw %struct.Stats, ptr %18, i32 0, i32 3, !dbg !159
  %103 = extractvalue %struct.Stats %95, 3, !dbg !159
  store i8 %103, ptr %102, align 8, !dbg !159
  store i32 1, ptr %20, align 4, !dbg !160
  br label %104, !dbg !161

104:                                              ; preds = %134, %94
  %105 = load i32, ptr %20, align 4, !dbg !162
  %106 = icmp slt i32 %105, 4, !dbg !163
  br i1 %106, label %107, label %137, !dbg !164

107:                                              ; preds = %104
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %22, ptr align 8 %18, i64 24, i1 false), !dbg !165
  %108 = load ptr, ptr %10, align 8, !dbg !166
  %109 = load i32, ptr %12, align 4, !dbg !167
  %110 = load i32, ptr %20, align 4, !dbg !168
  %111 = add nsw i32 %109, %110, !dbg !169
  %112 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !170
  %113 = srem i32 %111, %112, !dbg !171
  %114 = sext i32 %113 to i64, !dbg !166
  %115 = getelementptr inbounds %struct.Particle, ptr %108, i64 %114, !dbg !166
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %24, ptr align 16 %115, i64 16, i1 false), !dbg !166
  %116 = call %struct.Stats @_Z2of8Particle(ptr noundef byval(%struct.Particle) align 16 %24) #5, !dbg !172
  %117 = getelementptr inbounds nuw %struct.Stats, ptr %23, i32 0, i32 0, !dbg !172
  %118 = extractvalue %struct.Stats %116, 0, !dbg !172
  store double %118, ptr %117, align 8, !dbg !172
  %119 = getelementptr inbounds nuw %struct.Stats, ptr %23, i32 0, i32 1, !dbg !172
  %120 = extractvalue %struct.Stats %116, 1, !dbg !172
  store float %120, ptr %119, align 8, !dbg !172
  %121 = getelementptr inbounds nuw %struct.Stats, ptr %23, i32 0, i32 2, !dbg !172
  %122 = extractvalue %struct.Stats %116, 2, !dbg !172
  store float %122, ptr %121, align 4, !dbg !172
  %123 = getelementptr inbounds nuw %struct.Stats, ptr %23, i32 0, i32 3, !dbg !172
  %124 = extractvalue %struct.Stats %116, 3, !dbg !172
  store i8 %124, ptr %123, align 8, !dbg !172
  %125 = call %struct.Stats @_Z5merge5StatsS_(ptr noundef byval(%struct.Stats) align 8 %22, ptr noundef byval(%struct.Stats) align 8 %23) #5, !dbg !173
  %126 = getelementptr inbounds nuw %struct.Stats, ptr %21, i32 0, i32 0, !dbg !173
  %127 = extractvalue %struct.Stats %125, 0, !dbg !173
  store double %127, ptr %126, align 8, !dbg !173
  %128 = getelementptr inbounds nuw %struct.Stats, ptr %21, i32 0, i32 1, !dbg !173
  %129 = extractvalue %struct.Stats %125, 1, !dbg !173
  store float %129, ptr %128, align 8, !dbg !173
  %130 = getelementptr inbounds nuw %struct.Stats, ptr %21, i32 0, i32 2, !dbg !173
  %131 = extractvalue %struct.Stats %125, 2, !dbg !173
  store float %131, ptr %130, align 4, !dbg !173
  %132 = getelementptr inbounds nuw %struct.Stats, ptr %21, i32 0, i32 3, !dbg !173
  %133 = extractvalue %struct.Stats %125, 3, !dbg !173
  store i8 %133, ptr %132, align 8, !dbg !173
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %18, ptr align 8 %21, i64 24, i1 false), !dbg !174
  br label %134, !dbg !175

134:                                              ; preds = %107
  %135 = load i32, ptr %20, align 4, !dbg !176
  %136 = add nsw i32 %135, 1, !dbg !176
  store i32 %136, ptr %20, align 4, !dbg !176
  br label %104, !dbg !164, !llvm.loop !177

137:                                              ; preds = %104
  %138 = load i32, ptr %12, align 4, !dbg !180
  %139 = icmp eq i32 %138, 0, !dbg !181
  br i1 %139, label %140, label %142, !dbg !181

140:                                              ; preds = %137
  %141 = load ptr, ptr %8, align 8, !dbg !182
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %141, ptr align 8 %18, i64 24, i1 false), !dbg !183
  br label %142, !dbg !184

142:                                              ; preds = %140, %137
  ret void, !dbg !185
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #4

attributes #0 = { convergent mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nocallback nounwind }
attributes #5 = { convergent nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6}
!llvm.ident = !{!7}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "k27_dynshared_structs.cu", directory: "/work/wt/numba25c/tools/capture/clang_kernels")
!2 = !{i32 7, !"Dwarf Version", i32 2}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!6 = !{i32 7, !"frame-pointer", i32 2}
!7 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!8 = distinct !DISubprogram(name: "clamp_to", scope: !1, file: !1, line: 11, type: !9, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!9 = !DISubroutineType(types: !10)
!10 = !{}
!11 = !DILocation(line: 12, column: 11, scope: !8)
!12 = !DILocation(line: 12, column: 17, scope: !8)
!13 = !DILocation(line: 12, column: 15, scope: !8)
!14 = !DILocation(line: 12, column: 13, scope: !8)
!15 = !DILocation(line: 12, column: 9, scope: !8)
!16 = !DILocation(line: 12, column: 27, scope: !8)
!17 = !DILocation(line: 12, column: 25, scope: !8)
!18 = !DILocation(line: 12, column: 38, scope: !8)
!19 = !DILocation(line: 12, column: 44, scope: !8)
!20 = !DILocation(line: 12, column: 42, scope: !8)
!21 = !DILocation(line: 12, column: 40, scope: !8)
!22 = !DILocation(line: 12, column: 36, scope: !8)
!23 = !DILocation(line: 12, column: 54, scope: !8)
!24 = !DILocation(line: 12, column: 52, scope: !8)
!25 = !DILocation(line: 12, column: 64, scope: !8)
!26 = !DILocation(line: 12, column: 5, scope: !8)
!27 = !DILocation(line: 12, column: 7, scope: !8)
!28 = !DILocation(line: 13, column: 11, scope: !8)
!29 = !DILocation(line: 13, column: 17, scope: !8)
!30 = !DILocation(line: 13, column: 15, scope: !8)
!31 = !DILocation(line: 13, column: 13, scope: !8)
!32 = !DILocation(line: 13, column: 9, scope: !8)
!33 = !DILocation(line: 13, column: 27, scope: !8)
!34 = !DILocation(line: 13, column: 25, scope: !8)
!35 = !DILocation(line: 13, column: 38, scope: !8)
!36 = !DILocation(line: 13, column: 44, scope: !8)
!37 = !DILocation(line: 13, column: 42, scope: !8)
!38 = !DILocation(line: 13, column: 40, scope: !8)
!39 = !DILocation(line: 13, column: 36, scope: !8)
!40 = !DILocation(line: 13, column: 54, scope: !8)
!41 = !DILocation(line: 13, column: 52, scope: !8)
!42 = !DILocation(line: 13, column: 64, scope: !8)
!43 = !DILocation(line: 13, column: 5, scope: !8)
!44 = !DILocation(line: 13, column: 7, scope: !8)
!45 = !DILocation(line: 14, column: 11, scope: !8)
!46 = !DILocation(line: 14, column: 17, scope: !8)
!47 = !DILocation(line: 14, column: 15, scope: !8)
!48 = !DILocation(line: 14, column: 13, scope: !8)
!49 = !DILocation(line: 14, column: 9, scope: !8)
!50 = !DILocation(line: 14, column: 27, scope: !8)
!51 = !DILocation(line: 14, column: 25, scope: !8)
!52 = !DILocation(line: 14, column: 38, scope: !8)
!53 = !DILocation(line: 14, column: 44, scope: !8)
!54 = !DILocation(line: 14, column: 42, scope: !8)
!55 = !DILocation(line: 14, column: 40, scope: !8)
!56 = !DILocation(line: 14, column: 36, scope: !8)
!57 = !DILocation(line: 14, column: 54, scope: !8)
!58 = !DILocation(line: 14, column: 52, scope: !8)
!59 = !DILocation(line: 14, column: 64, scope: !8)
!60 = !DILocation(line: 14, column: 5, scope: !8)
!61 = !DILocation(line: 14, column: 7, scope: !8)
!62 = !DILocation(line: 15, column: 19, scope: !8)
!63 = !DILocation(line: 15, column: 17, scope: !8)
!64 = !DILocation(line: 15, column: 5, scope: !8)
!65 = !DILocation(line: 15, column: 7, scope: !8)
!66 = !DILocation(line: 16, column: 10, scope: !8)
!67 = !DILocation(line: 16, column: 3, scope: !8)
!68 = distinct !DISubprogram(name: "merge", scope: !1, file: !1, line: 19, type: !9, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!69 = !DILocation(line: 21, column: 13, scope: !68)
!70 = !DILocation(line: 21, column: 21, scope: !68)
!71 = !DILocation(line: 21, column: 17, scope: !68)
!72 = !DILocation(line: 21, column: 5, scope: !68)
!73 = !DILocation(line: 21, column: 9, scope: !68)
!74 = !DILocation(line: 22, column: 14, scope: !68)
!75 = !DILocation(line: 22, column: 23, scope: !68)
!76 = !DILocation(line: 22, column: 19, scope: !68)
!77 = !DILocation(line: 22, column: 12, scope: !68)
!78 = !DILocation(line: 22, column: 32, scope: !68)
!79 = !DILocation(line: 22, column: 41, scope: !68)
!80 = !DILocation(line: 22, column: 5, scope: !68)
!81 = !DILocation(line: 22, column: 10, scope: !68)
!82 = !DILocation(line: 23, column: 14, scope: !68)
!83 = !DILocation(line: 23, column: 23, scope: !68)
!84 = !DILocation(line: 23, column: 19, scope: !68)
!85 = !DILocation(line: 23, column: 12, scope: !68)
!86 = !DILocation(line: 23, column: 32, scope: !68)
!87 = !DILocation(line: 23, column: 41, scope: !68)
!88 = !DILocation(line: 23, column: 5, scope: !68)
!89 = !DILocation(line: 23, column: 10, scope: !68)
!90 = !DILocation(line: 24, column: 31, scope: !68)
!91 = !DILocation(line: 24, column: 29, scope: !68)
!92 = !DILocation(line: 24, column: 41, scope: !68)
!93 = !DILocation(line: 24, column: 39, scope: !68)
!94 = !DILocation(line: 24, column: 37, scope: !68)
!95 = !DILocation(line: 24, column: 28, scope: !68)
!96 = !DILocation(line: 24, column: 5, scope: !68)
!97 = !DILocation(line: 24, column: 11, scope: !68)
!98 = !DILocation(line: 25, column: 3, scope: !68)
!99 = distinct !DISubprogram(name: "of", scope: !1, file: !1, line: 28, type: !9, scopeLine: 28, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!100 = !DILocation(line: 28, column: 47, scope: !99)
!101 = !DILocation(line: 28, column: 59, scope: !99)
!102 = !DILocation(line: 28, column: 65, scope: !99)
!103 = !DILocation(line: 28, column: 61, scope: !99)
!104 = !DILocation(line: 28, column: 71, scope: !99)
!105 = !DILocation(line: 28, column: 67, scope: !99)
!106 = !DILocation(line: 28, column: 56, scope: !99)
!107 = !DILocation(line: 28, column: 77, scope: !99)
!108 = !DILocation(line: 28, column: 82, scope: !99)
!109 = !DILocation(line: 28, column: 35, scope: !99)
!110 = distinct !DISubprogram(name: "dyn_structs", scope: !1, file: !1, line: 30, type: !9, scopeLine: 30, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!111 = !DILocation(line: 31, column: 13, scope: !110)
!112 = !DILocation(line: 32, column: 29, scope: !110)
!113 = !DILocation(line: 32, column: 36, scope: !110)
!114 = !DILocation(line: 32, column: 34, scope: !110)
!115 = !DILocation(line: 32, column: 10, scope: !110)
!116 = !DILocation(line: 33, column: 11, scope: !110)
!117 = !DILocation(line: 33, column: 7, scope: !110)
!118 = !DILocation(line: 34, column: 11, scope: !110)
!119 = !DILocation(line: 34, column: 24, scope: !110)
!120 = !DILocation(line: 34, column: 22, scope: !110)
!121 = !DILocation(line: 34, column: 37, scope: !110)
!122 = !DILocation(line: 34, column: 35, scope: !110)
!123 = !DILocation(line: 34, column: 7, scope: !110)
!124 = !DILocation(line: 35, column: 13, scope: !110)
!125 = !DILocation(line: 35, column: 17, scope: !110)
!126 = !DILocation(line: 35, column: 15, scope: !110)
!127 = !DILocation(line: 35, column: 21, scope: !110)
!128 = !DILocation(line: 35, column: 24, scope: !110)
!129 = !DILocation(line: 35, column: 37, scope: !110)
!130 = !DILocation(line: 35, column: 3, scope: !110)
!131 = !DILocation(line: 35, column: 8, scope: !110)
!132 = !DILocation(line: 35, column: 11, scope: !110)
!133 = !DILocation(line: 36, column: 23, scope: !110)
!134 = !DILocation(line: 36, column: 3, scope: !110)
!135 = !DILocation(line: 36, column: 11, scope: !110)
!136 = !DILocation(line: 36, column: 14, scope: !110)
!137 = !DILocation(line: 37, column: 3, scope: !110)
!138 = !DILocation(line: 38, column: 25, scope: !110)
!139 = !DILocation(line: 38, column: 31, scope: !110)
!140 = !DILocation(line: 38, column: 33, scope: !110)
!141 = !DILocation(line: 38, column: 40, scope: !110)
!142 = !DILocation(line: 38, column: 38, scope: !110)
!143 = !DILocation(line: 38, column: 53, scope: !110)
!144 = !DILocation(line: 38, column: 16, scope: !110)
!145 = !DILocation(line: 39, column: 10, scope: !110)
!146 = !DILocation(line: 39, column: 18, scope: !110)
!147 = !DILocation(line: 39, column: 29, scope: !110)
!148 = !DILocation(line: 39, column: 35, scope: !110)
!149 = !DILocation(line: 39, column: 33, scope: !110)
!150 = !DILocation(line: 39, column: 5, scope: !110)
!151 = !DILocation(line: 39, column: 7, scope: !110)
!152 = !DILocation(line: 40, column: 7, scope: !110)
!153 = !DILocation(line: 40, column: 11, scope: !110)
!154 = !DILocation(line: 40, column: 9, scope: !110)
!155 = !DILocation(line: 40, column: 14, scope: !110)
!156 = !DILocation(line: 40, column: 18, scope: !110)
!157 = !DILocation(line: 40, column: 21, scope: !110)
!158 = !DILocation(line: 41, column: 16, scope: !110)
!159 = !DILocation(line: 41, column: 13, scope: !110)
!160 = !DILocation(line: 42, column: 12, scope: !110)
!161 = !DILocation(line: 42, column: 8, scope: !110)
!162 = !DILocation(line: 42, column: 19, scope: !110)
!163 = !DILocation(line: 42, column: 21, scope: !110)
!164 = !DILocation(line: 42, column: 3, scope: !110)
!165 = !DILocation(line: 42, column: 41, scope: !110)
!166 = !DILocation(line: 42, column: 47, scope: !110)
!167 = !DILocation(line: 42, column: 53, scope: !110)
!168 = !DILocation(line: 42, column: 57, scope: !110)
!169 = !DILocation(line: 42, column: 55, scope: !110)
!170 = !DILocation(line: 42, column: 62, scope: !110)
!171 = !DILocation(line: 42, column: 60, scope: !110)
!172 = !DILocation(line: 42, column: 44, scope: !110)
!173 = !DILocation(line: 42, column: 35, scope: !110)
!174 = !DILocation(line: 42, column: 33, scope: !110)
!175 = !DILocation(line: 42, column: 31, scope: !110)
!176 = !DILocation(line: 42, column: 26, scope: !110)
!177 = distinct !{!177, !164, !178, !179}
!178 = !DILocation(line: 42, column: 74, scope: !110)
!179 = !{!"llvm.loop.mustprogress"}
!180 = !DILocation(line: 43, column: 7, scope: !110)
!181 = !DILocation(line: 43, column: 9, scope: !110)
!182 = !DILocation(line: 43, column: 16, scope: !110)
!183 = !DILocation(line: 43, column: 23, scope: !110)
!184 = !DILocation(line: 43, column: 15, scope: !110)
!185 = !DILocation(line: 44, column: 1, scope: !110)
