; ModuleID = 'k28_templ_structs.cu'
source_filename = "k28_templ_structs.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Vec3 = type { float, float, float }
%struct.Particle = type { %struct.Vec3, %struct.Vec3, double, i16 }
%struct.Span = type { ptr, i32 }
%struct.Small = type { [3 x i32] }

$_Z9scale_allIfEvPT_S0_i = comdat any

$_Z9scale_allIdEvPT_S0_i = comdat any

$_Z9scale_allIxEvPT_S0_i = comdat any

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read)
define dso_local %struct.Vec3 @_Z5cross4Vec3S_(ptr noundef readonly byval(%struct.Vec3) align 4 captures(none) %0, ptr noundef readonly byval(%struct.Vec3) align 4 captures(none) %1) local_unnamed_addr #0 !dbg !12 {
  %3 = getelementptr inbounds nuw i8, ptr %0, i64 4, !dbg !15
  %4 = load float, ptr %3, align 4, !dbg !15, !tbaa !16
  %5 = getelementptr inbounds nuw i8, ptr %1, i64 8, !dbg !19
  %6 = load float, ptr %5, align 4, !dbg !19, !tbaa !20
  %7 = fmul contract float %4, %6, !dbg !21
  %8 = getelementptr inbounds nuw i8, ptr %0, i64 8, !dbg !22
  %9 = load float, ptr %8, align 4, !dbg !22, !tbaa !20
  %10 = getelementptr inbounds nuw i8, ptr %1, i64 4, !dbg !23
  %11 = load float, ptr %10, align 4, !dbg !23, !tbaa !16
  %12 = fmul contract float %9, %11, !dbg !24
  %13 = fsub contract float %7, %12, !dbg !25
  %14 = load float, ptr %1, align 4, !dbg !26, !tbaa !27
  %15 = fmul contract float %9, %14, !dbg !28
  %16 = load float, ptr %0, align 4, !dbg !29, !tbaa !27
  %17 = fmul contract float %6, %16, !dbg !30
  %18 = fsub contract float %15, %17, !dbg !31
  %19 = fmul contract float %11, %16, !dbg !32
  %20 = fmul contract float %4, %14, !dbg !33
  %21 = fsub contract float %19, %20, !dbg !34
  %22 = insertvalue %struct.Vec3 poison, float %13, 0, !dbg !35
  %23 = insertvalue %struct.Vec3 %22, float %18, 1, !dbg !35
  %24 = insertvalue %struct.Vec3 %23, float %21, 2, !dbg !35
  ret %struct.Vec3 %24, !dbg !35
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read)
define dso_local %struct.Particle @_Z4step8Particlef(ptr noundef readonly byval(%struct.Particle) align 8 captures(none) %0, float noundef %1) local_unnamed_addr #0 !dbg !36 {
  %3 = getelementptr inbounds nuw i8, ptr %0, i64 12, !dbg !37
  %4 = load float, ptr %3, align 4, !dbg !38, !tbaa !39
  %5 = fmul contract float %1, %4, !dbg !43
  %6 = load float, ptr %0, align 8, !dbg !44, !tbaa !45
  %7 = fadd contract float %6, %5, !dbg !44
  %8 = getelementptr inbounds nuw i8, ptr %0, i64 16, !dbg !46
  %9 = load float, ptr %8, align 8, !dbg !46, !tbaa !47
  %10 = fmul contract float %1, %9, !dbg !48
  %11 = getelementptr inbounds nuw i8, ptr %0, i64 4, !dbg !49
  %12 = load float, ptr %11, align 4, !dbg !50, !tbaa !51
  %13 = fadd contract float %12, %10, !dbg !50
  %14 = getelementptr inbounds nuw i8, ptr %0, i64 20, !dbg !52
  %15 = load float, ptr %14, align 4, !dbg !52, !tbaa !53
  %16 = fmul contract float %1, %15, !dbg !54
  %17 = getelementptr inbounds nuw i8, ptr %0, i64 8, !dbg !55
  %18 = load float, ptr %17, align 8, !dbg !56, !tbaa !57
  %19 = fadd contract float %18, %16, !dbg !56
  %20 = getelementptr inbounds nuw i8, ptr %0, i64 32, !dbg !58
  %21 = load i16, ptr %20, align 8, !dbg !59, !tbaa !60
  %22 = add i16 %21, 1, !dbg !59
  %23 = getelementptr inbounds nuw i8, ptr %0, i64 24, !dbg !61
  %24 = load double, ptr %23, align 8, !dbg !61, !tbaa !62
  %25 = insertvalue %struct.Particle poison, float %7, 0, 0, !dbg !63
  %26 = insertvalue %struct.Particle %25, float %13, 0, 1, !dbg !63
  %27 = insertvalue %struct.Particle %26, float %19, 0, 2, !dbg !63
  %28 = insertvalue %struct.Particle %27, float %4, 1, 0, !dbg !63
  %29 = insertvalue %struct.Particle %28, float %9, 1, 1, !dbg !63
  %30 = insertvalue %struct.Particle %29, float %15, 1, 2, !dbg !63
  %31 = insertvalue %struct.Particle %30, double %24, 2, !dbg !63
  %32 = insertvalue %struct.Particle %31, i16 %22, 3, !dbg !63
  ret %struct.Particle %32, !dbg !63
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define dso_local ptx_kernel void @templ_structs(ptr noundef captures(none) %0, ptr noundef readonly byval(%struct.Span) align 8 captures(none) %1, ptr noundef readonly byval(%struct.Span) align 8 captures(none) %2, ptr noundef readonly byval(%struct.Small) align 4 captures(none) %3, ptr noundef writeonly captures(none) %4, i32 noundef %5) local_unnamed_addr #1 !dbg !64 {
  %7 = alloca %struct.Vec3, align 4
  %8 = alloca %struct.Vec3, align 4
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !65
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !66
  %11 = mul nuw nsw i32 %9, %10, !dbg !67
  %12 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !68
  %13 = add nuw nsw i32 %11, %12, !dbg !69
  %14 = icmp slt i32 %13, %5, !dbg !70
  br i1 %14, label %15, label %133, !dbg !70

15:                                               ; preds = %6
  %16 = zext nneg i32 %13 to i64, !dbg !71
  %17 = getelementptr inbounds nuw %struct.Particle, ptr %0, i64 %16, !dbg !71
  %18 = tail call %struct.Particle @_Z4step8Particlef(ptr noundef nonnull byval(%struct.Particle) align 8 %17, float noundef 5.000000e-01) #5, !dbg !72
  %19 = extractvalue %struct.Particle %18, 0, !dbg !72
  %20 = extractvalue %struct.Vec3 %19, 0, !dbg !72
  %21 = extractvalue %struct.Vec3 %19, 1, !dbg !72
  %22 = extractvalue %struct.Vec3 %19, 2, !dbg !72
  %23 = extractvalue %struct.Particle %18, 1, !dbg !72
  %24 = extractvalue %struct.Vec3 %23, 0, !dbg !72
  %25 = extractvalue %struct.Vec3 %23, 1, !dbg !72
  %26 = extractvalue %struct.Vec3 %23, 2, !dbg !72
  %27 = extractvalue %struct.Particle %18, 2, !dbg !72
  %28 = extractvalue %struct.Particle %18, 3, !dbg !72
  store float %20, ptr %7, align 4, !dbg !73, !tbaa !74
  %29 = getelementptr inbounds nuw i8, ptr %7, i64 4, !dbg !73
  store float %21, ptr %29, align 4, !dbg !73, !tbaa !74
  %30 = getelementptr inbounds nuw i8, ptr %7, i64 8, !dbg !73
  store float %22, ptr %30, align 4, !dbg !73, !tbaa !74
  store float %24, ptr %8, align 4, !dbg !75, !tbaa !74
  %31 = getelementptr inbounds nuw i8, ptr %8, i64 4, !dbg !75
  store float %25, ptr %31, align 4, !dbg !75, !tbaa !74
  %32 = getelementptr inbounds nuw i8, ptr %8, i64 8, !dbg !75
  store float %26, ptr %32, align 4, !dbg !75, !tbaa !74
  %33 = tail call %struct.Vec3 @_Z5cross4Vec3S_(ptr noundef nonnull byval(%struct.Vec3) align 4 %7, ptr noundef nonnull byval(%struct.Vec3) align 4 %8) #5, !dbg !76
  %34 = extractvalue %struct.Vec3 %33, 0, !dbg !76
  %35 = extractvalue %struct.Vec3 %33, 1, !dbg !76
  %36 = extractvalue %struct.Vec3 %33, 2, !dbg !76
  %37 = load i32, ptr %3, align 4, !dbg !77, !tbaa !8
  %38 = getelementptr inbounds nuw i8, ptr %3, i64 4, !dbg !77
  %39 = load i32, ptr %38, align 4, !dbg !77, !tbaa !8
  %40 = getelementptr inbounds nuw i8, ptr %3, i64 8, !dbg !77
  %41 = load i32, ptr %40, align 4, !dbg !77, !tbaa !8
  store float %20, ptr %17, align 8, !dbg !80, !tbaa !74
  %42 = getelementptr inbounds nuw i8, ptr %17, i64 4, !dbg !80
  store float %21, ptr %42, align 4, !dbg !80, !tbaa !74
  %43 = getelementptr inbounds nuw i8, ptr %17, i64 8, !dbg !80
  store float %22, ptr %43, align 8, !dbg !80, !tbaa !74
  %44 = getelementptr inbounds nuw i8, ptr %17, i64 12, !dbg !80
  store float %24, ptr %44, align 4, !dbg !80, !tbaa !74
  %45 = getelementptr inbounds nuw i8, ptr %17, i64 16, !dbg !80
  store float %25, ptr %45, align 8, !dbg !80, !tbaa !74
  %46 = getelementptr inbounds nuw i8, ptr %17, i64 20, !dbg !80
  store float %26, ptr %46, align 4, !dbg !80, !tbaa !74
  %47 = getelementptr inbounds nuw i8, ptr %17, i64 24, !dbg !80
  store double %27, ptr %47, align 8, !dbg !80, !tbaa !62
  %48 = getelementptr inbounds nuw i8, ptr %17, i64 32, !dbg !80
  store i16 %28, ptr %48, align 8, !dbg !80, !tbaa !81
  %49 = fadd contract float %34, %35, !dbg !82
  %50 = fadd contract float %36, %49, !dbg !83
  %51 = fpext contract float %50 to double, !dbg !84
  %52 = add i32 %39, %37, !dbg !85
  %53 = add i32 %52, %41, !dbg !85
  %54 = mul i32 %53, %13, !dbg !85
  %55 = sitofp i32 %54 to double, !dbg !88
  %56 = fmul contract double %27, %55, !dbg !89
  %57 = fadd contract double %56, %51, !dbg !90
  %58 = load ptr, ptr %1, align 8, !dbg !91, !tbaa !92
  %59 = getelementptr inbounds nuw i8, ptr %1, i64 8, !dbg !91
  %60 = load i32, ptr %59, align 8, !dbg !91, !tbaa !8
  %61 = load ptr, ptr %2, align 8, !dbg !95, !tbaa !92
  %62 = icmp sgt i32 %60, 0, !dbg !96
  br i1 %62, label %63, label %129, !dbg !99

63:                                               ; preds = %15
  %64 = and i32 %60, 3, !dbg !99
  %65 = icmp ult i32 %60, 4, !dbg !99
  br i1 %65, label %108, label %66, !dbg !99

66:                                               ; preds = %63
  %67 = and i32 %60, 2147483644, !dbg !99
  br label %68, !dbg !99

68:                                               ; preds = %68, %66
  %69 = phi i32 [ 0, %66 ], [ %103, %68 ]
  %70 = phi float [ 0.000000e+00, %66 ], [ %102, %68 ]
  %71 = phi i32 [ 0, %66 ], [ %104, %68 ]
  %72 = zext nneg i32 %69 to i64, !dbg !100
  %73 = getelementptr inbounds nuw float, ptr %58, i64 %72, !dbg !100
  %74 = load float, ptr %73, align 4, !dbg !103, !tbaa !74
  %75 = getelementptr inbounds nuw float, ptr %61, i64 %72, !dbg !104
  %76 = load float, ptr %75, align 4, !dbg !106, !tbaa !74
  %77 = fmul contract float %74, %76, !dbg !107
  %78 = fadd contract float %70, %77, !dbg !108
  %79 = or disjoint i32 %69, 1, !dbg !109
  %80 = zext nneg i32 %79 to i64, !dbg !100
  %81 = getelementptr inbounds nuw float, ptr %58, i64 %80, !dbg !100
  %82 = load float, ptr %81, align 4, !dbg !103, !tbaa !74
  %83 = getelementptr inbounds nuw float, ptr %61, i64 %80, !dbg !104
  %84 = load float, ptr %83, align 4, !dbg !106, !tbaa !74
  %85 = fmul contract float %82, %84, !dbg !107
  %86 = fadd contract float %78, %85, !dbg !108
  %87 = or disjoint i32 %69, 2, !dbg !109
  %88 = zext nneg i32 %87 to i64, !dbg !100
  %89 = getelementptr inbounds nuw float, ptr %58, i64 %88, !dbg !100
  %90 = load float, ptr %89, align 4, !dbg !103, !tbaa !74
  %91 = getelementptr inbounds nuw float, ptr %61, i64 %88, !dbg !104
  %92 = load float, ptr %91, align 4, !dbg !106, !tbaa !74
  %93 = fmul contract float %90, %92, !dbg !107
  %94 = fadd contract float %86, %93, !dbg !108
  %95 = or disjoint i32 %69, 3, !dbg !109
  %96 = zext nneg i32 %95 to i64, !dbg !100
  %97 = getelementptr inbounds nuw float, ptr %58, i64 %96, !dbg !100
  %98 = load float, ptr %97, align 4, !dbg !103, !tbaa !74
  %99 = getelementptr inbounds nuw float, ptr %61, i64 %96, !dbg !104
  %100 = load float, ptr %99, align 4, !dbg !106, !tbaa !74
  %101 = fmul contract float %98, %100, !dbg !107
  %102 = fadd contract float %94, %101, !dbg !108
  %103 = add nuw nsw i32 %69, 4, !dbg !109
  %104 = add i32 %71, 4, !dbg !99
  %105 = icmp eq i32 %104, %67, !dbg !99
  br i1 %105, label %106, label %68, !dbg !99, !llvm.loop !110

106:                                              ; preds = %68
  %107 = icmp eq i32 %64, 0, !dbg !99
  br i1 %107, label %126, label %108, !dbg !99

108:                                              ; preds = %106, %63
  %109 = phi i32 [ 0, %63 ], [ %103, %106 ]
  %110 = phi float [ 0.000000e+00, %63 ], [ %102, %106 ]
  %111 = icmp ne i32 %64, 0, !dbg !99
  tail call void @llvm.assume(i1 %111), !dbg !99
  br label %112, !dbg !99

112:                                              ; preds = %112, %108
  %113 = phi i32 [ %123, %112 ], [ %109, %108 ]
  %114 = phi float [ %122, %112 ], [ %110, %108 ]
  %115 = phi i32 [ %124, %112 ], [ 0, %108 ]
  %116 = zext nneg i32 %113 to i64, !dbg !100
  %117 = getelementptr inbounds nuw float, ptr %58, i64 %116, !dbg !100
  %118 = load float, ptr %117, align 4, !dbg !103, !tbaa !74
  %119 = getelementptr inbounds nuw float, ptr %61, i64 %116, !dbg !104
  %120 = load float, ptr %119, align 4, !dbg !106, !tbaa !74
  %121 = fmul contract float %118, %120, !dbg !107
  %122 = fadd contract float %114, %121, !dbg !108
  %123 = add nuw nsw i32 %113, 1, !dbg !109
  %124 = add i32 %115, 1, !dbg !99
  %125 = icmp eq i32 %124, %64, !dbg !99
  br i1 %125, label %126, label %112, !dbg !99, !llvm.loop !113

126:                                              ; preds = %112, %106
  %127 = phi float [ %102, %106 ], [ %122, %112 ], !dbg !108
  %128 = fpext contract float %127 to double, !dbg !115
  br label %129, !dbg !115

129:                                              ; preds = %126, %15
  %130 = phi double [ 0.000000e+00, %15 ], [ %128, %126 ], !dbg !116
  %131 = fadd contract double %57, %130, !dbg !117
  %132 = getelementptr inbounds nuw double, ptr %4, i64 %16, !dbg !118
  store double %131, ptr %132, align 8, !dbg !119, !tbaa !62
  br label %133, !dbg !120

133:                                              ; preds = %6, %129
  ret void, !dbg !120
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z9scale_allIfEvPT_S0_i(ptr noundef captures(none) %0, float noundef %1, i32 noundef %2) local_unnamed_addr #3 comdat !dbg !121 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !122
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !123
  %6 = mul nuw nsw i32 %4, %5, !dbg !124
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !125
  %8 = add nuw nsw i32 %6, %7, !dbg !126
  %9 = icmp slt i32 %8, %2, !dbg !127
  br i1 %9, label %10, label %15, !dbg !127

10:                                               ; preds = %3
  %11 = zext nneg i32 %8 to i64
  %12 = getelementptr inbounds nuw float, ptr %0, i64 %11
  %13 = load float, ptr %12, align 4, !dbg !128, !tbaa !74
  %14 = fmul contract float %1, %13, !dbg !129
  store float %14, ptr %12, align 4, !dbg !130, !tbaa !74
  br label %15, !dbg !131

15:                                               ; preds = %10, %3
  ret void, !dbg !132
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z9scale_allIdEvPT_S0_i(ptr noundef captures(none) %0, double noundef %1, i32 noundef %2) local_unnamed_addr #3 comdat !dbg !133 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !134
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !135
  %6 = mul nuw nsw i32 %4, %5, !dbg !136
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !137
  %8 = add nuw nsw i32 %6, %7, !dbg !138
  %9 = icmp slt i32 %8, %2, !dbg !139
  br i1 %9, label %10, label %15, !dbg !139

10:                                               ; preds = %3
  %11 = zext nneg i32 %8 to i64
  %12 = getelementptr inbounds nuw double, ptr %0, i64 %11
  %13 = load double, ptr %12, align 8, !dbg !140, !tbaa !62
  %14 = fmul contract double %1, %13, !dbg !141
  store double %14, ptr %12, align 8, !dbg !142, !tbaa !62
  br label %15, !dbg !143

15:                                               ; preds = %10, %3
  ret void, !dbg !144
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z9scale_allIxEvPT_S0_i(ptr noundef captures(none) %0, i64 noundef %1, i32 noundef %2) local_unnamed_addr #3 comdat !dbg !145 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !146
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !147
  %6 = mul nuw nsw i32 %4, %5, !dbg !148
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !149
  %8 = add nuw nsw i32 %6, %7, !dbg !150
  %9 = icmp slt i32 %8, %2, !dbg !151
  br i1 %9, label %10, label %15, !dbg !151

10:                                               ; preds = %3
  %11 = zext nneg i32 %8 to i64
  %12 = getelementptr inbounds nuw i64, ptr %0, i64 %11
  %13 = load i64, ptr %12, align 8, !dbg !152, !tbaa !153
  %14 = mul nsw i64 %13, %1, !dbg !155
  store i64 %14, ptr %12, align 8, !dbg !156, !tbaa !153
  br label %15, !dbg !157

15:                                               ; preds = %10, %3
  ret void, !dbg !158
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #4

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #4 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6}
!llvm.ident = !{!7}
!llvm.errno.tbaa = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "k28_templ_structs.cu", directory: "/work/wt/nvir31/tools/capture/clang_kernels")
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
!12 = distinct !DISubprogram(name: "cross", scope: !1, file: !1, line: 16, type: !13, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 17, column: 13, scope: !12)
!16 = !{!17, !18, i64 4}
!17 = !{!"_ZTS4Vec3", !18, i64 0, !18, i64 4, !18, i64 8}
!18 = !{!"float", !10, i64 0}
!19 = !DILocation(line: 17, column: 19, scope: !12)
!20 = !{!17, !18, i64 8}
!21 = !DILocation(line: 17, column: 15, scope: !12)
!22 = !DILocation(line: 17, column: 25, scope: !12)
!23 = !DILocation(line: 17, column: 31, scope: !12)
!24 = !DILocation(line: 17, column: 27, scope: !12)
!25 = !DILocation(line: 17, column: 21, scope: !12)
!26 = !DILocation(line: 17, column: 42, scope: !12)
!27 = !{!17, !18, i64 0}
!28 = !DILocation(line: 17, column: 38, scope: !12)
!29 = !DILocation(line: 17, column: 48, scope: !12)
!30 = !DILocation(line: 17, column: 50, scope: !12)
!31 = !DILocation(line: 17, column: 44, scope: !12)
!32 = !DILocation(line: 17, column: 61, scope: !12)
!33 = !DILocation(line: 17, column: 73, scope: !12)
!34 = !DILocation(line: 17, column: 67, scope: !12)
!35 = !DILocation(line: 17, column: 3, scope: !12)
!36 = distinct !DISubprogram(name: "step", scope: !1, file: !1, line: 19, type: !13, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!37 = !DILocation(line: 20, column: 14, scope: !36)
!38 = !DILocation(line: 20, column: 16, scope: !36)
!39 = !{!40, !18, i64 12}
!40 = !{!"_ZTS8Particle", !17, i64 0, !17, i64 12, !41, i64 24, !42, i64 32}
!41 = !{!"double", !10, i64 0}
!42 = !{!"short", !10, i64 0}
!43 = !DILocation(line: 20, column: 18, scope: !36)
!44 = !DILocation(line: 20, column: 9, scope: !36)
!45 = !{!40, !18, i64 0}
!46 = !DILocation(line: 20, column: 37, scope: !36)
!47 = !{!40, !18, i64 16}
!48 = !DILocation(line: 20, column: 39, scope: !36)
!49 = !DILocation(line: 20, column: 28, scope: !36)
!50 = !DILocation(line: 20, column: 30, scope: !36)
!51 = !{!40, !18, i64 4}
!52 = !DILocation(line: 20, column: 58, scope: !36)
!53 = !{!40, !18, i64 20}
!54 = !DILocation(line: 20, column: 60, scope: !36)
!55 = !DILocation(line: 20, column: 49, scope: !36)
!56 = !DILocation(line: 20, column: 51, scope: !36)
!57 = !{!40, !18, i64 8}
!58 = !DILocation(line: 20, column: 68, scope: !36)
!59 = !DILocation(line: 20, column: 71, scope: !36)
!60 = !{!40, !42, i64 32}
!61 = !DILocation(line: 21, column: 10, scope: !36)
!62 = !{!41, !41, i64 0}
!63 = !DILocation(line: 21, column: 3, scope: !36)
!64 = distinct !DISubprogram(name: "templ_structs", scope: !1, file: !1, line: 28, type: !13, scopeLine: 28, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!65 = !DILocation(line: 29, column: 11, scope: !64)
!66 = !DILocation(line: 29, column: 24, scope: !64)
!67 = !DILocation(line: 29, column: 22, scope: !64)
!68 = !DILocation(line: 29, column: 37, scope: !64)
!69 = !DILocation(line: 29, column: 35, scope: !64)
!70 = !DILocation(line: 30, column: 9, scope: !64)
!71 = !DILocation(line: 31, column: 21, scope: !64)
!72 = !DILocation(line: 31, column: 16, scope: !64)
!73 = !DILocation(line: 32, column: 18, scope: !64)
!74 = !{!18, !18, i64 0}
!75 = !DILocation(line: 32, column: 23, scope: !64)
!76 = !DILocation(line: 32, column: 12, scope: !64)
!77 = !DILocation(line: 14, column: 86, scope: !78, inlinedAt: !79)
!78 = distinct !DISubprogram(name: "scaled", scope: !1, file: !1, line: 14, type: !13, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!79 = distinct !DILocation(line: 33, column: 24, scope: !64)
!80 = !DILocation(line: 34, column: 9, scope: !64)
!81 = !{!42, !42, i64 0}
!82 = !DILocation(line: 35, column: 16, scope: !64)
!83 = !DILocation(line: 35, column: 22, scope: !64)
!84 = !DILocation(line: 35, column: 12, scope: !64)
!85 = !DILocation(line: 13, column: 69, scope: !86, inlinedAt: !87)
!86 = distinct !DISubprogram(name: "sum", scope: !1, file: !1, line: 13, type: !13, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!87 = distinct !DILocation(line: 35, column: 39, scope: !64)
!88 = !DILocation(line: 35, column: 36, scope: !64)
!89 = !DILocation(line: 35, column: 34, scope: !64)
!90 = !DILocation(line: 35, column: 28, scope: !64)
!91 = !DILocation(line: 35, column: 51, scope: !64)
!92 = !{!93, !93, i64 0}
!93 = !{!"p1 float", !94, i64 0}
!94 = !{!"any pointer", !10, i64 0}
!95 = !DILocation(line: 35, column: 54, scope: !64)
!96 = !DILocation(line: 25, column: 21, scope: !97, inlinedAt: !98)
!97 = distinct !DISubprogram(name: "dot<float>", scope: !1, file: !1, line: 23, type: !13, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!98 = distinct !DILocation(line: 35, column: 47, scope: !64)
!99 = !DILocation(line: 25, column: 3, scope: !97, inlinedAt: !98)
!100 = !DILocation(line: 8, column: 50, scope: !101, inlinedAt: !102)
!101 = distinct !DISubprogram(name: "operator[]", scope: !1, file: !1, line: 8, type: !13, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!102 = distinct !DILocation(line: 25, column: 43, scope: !97, inlinedAt: !98)
!103 = !DILocation(line: 25, column: 43, scope: !97, inlinedAt: !98)
!104 = !DILocation(line: 8, column: 50, scope: !101, inlinedAt: !105)
!105 = distinct !DILocation(line: 25, column: 50, scope: !97, inlinedAt: !98)
!106 = !DILocation(line: 25, column: 50, scope: !97, inlinedAt: !98)
!107 = !DILocation(line: 25, column: 48, scope: !97, inlinedAt: !98)
!108 = !DILocation(line: 25, column: 40, scope: !97, inlinedAt: !98)
!109 = !DILocation(line: 25, column: 33, scope: !97, inlinedAt: !98)
!110 = distinct !{!110, !99, !111, !112}
!111 = !DILocation(line: 25, column: 53, scope: !97, inlinedAt: !98)
!112 = !{!"llvm.loop.mustprogress"}
!113 = distinct !{!113, !114}
!114 = !{!"llvm.loop.unroll.disable"}
!115 = !DILocation(line: 35, column: 47, scope: !64)
!116 = !DILocation(line: 0, scope: !97, inlinedAt: !98)
!117 = !DILocation(line: 35, column: 45, scope: !64)
!118 = !DILocation(line: 35, column: 3, scope: !64)
!119 = !DILocation(line: 35, column: 10, scope: !64)
!120 = !DILocation(line: 36, column: 1, scope: !64)
!121 = distinct !DISubprogram(name: "scale_all<float>", scope: !1, file: !1, line: 37, type: !13, scopeLine: 37, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!122 = !DILocation(line: 38, column: 11, scope: !121)
!123 = !DILocation(line: 38, column: 24, scope: !121)
!124 = !DILocation(line: 38, column: 22, scope: !121)
!125 = !DILocation(line: 38, column: 37, scope: !121)
!126 = !DILocation(line: 38, column: 35, scope: !121)
!127 = !DILocation(line: 39, column: 9, scope: !121)
!128 = !DILocation(line: 39, column: 21, scope: !121)
!129 = !DILocation(line: 39, column: 26, scope: !121)
!130 = !DILocation(line: 39, column: 19, scope: !121)
!131 = !DILocation(line: 39, column: 14, scope: !121)
!132 = !DILocation(line: 40, column: 1, scope: !121)
!133 = distinct !DISubprogram(name: "scale_all<double>", scope: !1, file: !1, line: 37, type: !13, scopeLine: 37, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!134 = !DILocation(line: 38, column: 11, scope: !133)
!135 = !DILocation(line: 38, column: 24, scope: !133)
!136 = !DILocation(line: 38, column: 22, scope: !133)
!137 = !DILocation(line: 38, column: 37, scope: !133)
!138 = !DILocation(line: 38, column: 35, scope: !133)
!139 = !DILocation(line: 39, column: 9, scope: !133)
!140 = !DILocation(line: 39, column: 21, scope: !133)
!141 = !DILocation(line: 39, column: 26, scope: !133)
!142 = !DILocation(line: 39, column: 19, scope: !133)
!143 = !DILocation(line: 39, column: 14, scope: !133)
!144 = !DILocation(line: 40, column: 1, scope: !133)
!145 = distinct !DISubprogram(name: "scale_all<long long>", scope: !1, file: !1, line: 37, type: !13, scopeLine: 37, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!146 = !DILocation(line: 38, column: 11, scope: !145)
!147 = !DILocation(line: 38, column: 24, scope: !145)
!148 = !DILocation(line: 38, column: 22, scope: !145)
!149 = !DILocation(line: 38, column: 37, scope: !145)
!150 = !DILocation(line: 38, column: 35, scope: !145)
!151 = !DILocation(line: 39, column: 9, scope: !145)
!152 = !DILocation(line: 39, column: 21, scope: !145)
!153 = !{!154, !154, i64 0}
!154 = !{!"long long", !10, i64 0}
!155 = !DILocation(line: 39, column: 26, scope: !145)
!156 = !DILocation(line: 39, column: 19, scope: !145)
!157 = !DILocation(line: 39, column: 14, scope: !145)
!158 = !DILocation(line: 40, column: 1, scope: !145)
