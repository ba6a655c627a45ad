; ModuleID = 'g24_struct_calls.cu'
source_filename = "g24_struct_calls.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Vec3 = type { float, float, float }
%struct.Particle = type { %struct.Vec3, %struct.Vec3, [4 x i32], float }

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read)
define dso_local %struct.Vec3 @_Z3add4Vec3S_(ptr noundef readonly byval(%struct.Vec3) align 4 captures(none) %0, ptr noundef readonly byval(%struct.Vec3) align 4 captures(none) %1) local_unnamed_addr #0 !dbg !12 {
  %3 = load float, ptr %0, align 4, !dbg !15, !tbaa !16
  %4 = load float, ptr %1, align 4, !dbg !19, !tbaa !16
  %5 = fadd contract float %3, %4, !dbg !20
  %6 = getelementptr inbounds nuw i8, ptr %0, i64 4, !dbg !21
  %7 = load float, ptr %6, align 4, !dbg !21, !tbaa !22
  %8 = getelementptr inbounds nuw i8, ptr %1, i64 4, !dbg !23
  %9 = load float, ptr %8, align 4, !dbg !23, !tbaa !22
  %10 = fadd contract float %7, %9, !dbg !24
  %11 = getelementptr inbounds nuw i8, ptr %0, i64 8, !dbg !25
  %12 = load float, ptr %11, align 4, !dbg !25, !tbaa !26
  %13 = getelementptr inbounds nuw i8, ptr %1, i64 8, !dbg !27
  %14 = load float, ptr %13, align 4, !dbg !27, !tbaa !26
  %15 = fadd contract float %12, %14, !dbg !28
  %16 = insertvalue %struct.Vec3 poison, float %5, 0, !dbg !29
  %17 = insertvalue %struct.Vec3 %16, float %10, 1, !dbg !29
  %18 = insertvalue %struct.Vec3 %17, float %15, 2, !dbg !29
  ret %struct.Vec3 %18, !dbg !29
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read)
define dso_local %struct.Vec3 @_Z5scale4Vec3f(ptr noundef readonly byval(%struct.Vec3) align 4 captures(none) %0, float noundef %1) local_unnamed_addr #0 !dbg !30 {
  %3 = load float, ptr %0, align 4, !dbg !31, !tbaa !16
  %4 = fmul contract float %1, %3, !dbg !32
  %5 = getelementptr inbounds nuw i8, ptr %0, i64 4, !dbg !33
  %6 = load float, ptr %5, align 4, !dbg !33, !tbaa !22
  %7 = fmul contract float %1, %6, !dbg !34
  %8 = getelementptr inbounds nuw i8, ptr %0, i64 8, !dbg !35
  %9 = load float, ptr %8, align 4, !dbg !35, !tbaa !26
  %10 = fmul contract float %1, %9, !dbg !36
  %11 = insertvalue %struct.Vec3 poison, float %4, 0, !dbg !37
  %12 = insertvalue %struct.Vec3 %11, float %7, 1, !dbg !37
  %13 = insertvalue %struct.Vec3 %12, float %10, 2, !dbg !37
  ret %struct.Vec3 %13, !dbg !37
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local %struct.Particle @_Z7advance8Particlef(ptr noundef byval(%struct.Particle) align 4 captures(none) %0, float noundef %1) local_unnamed_addr #1 !dbg !38 {
  %3 = load float, ptr %0, align 4, !dbg !39, !tbaa !40
  %4 = getelementptr inbounds nuw i8, ptr %0, i64 4, !dbg !39
  %5 = load float, ptr %4, align 4, !dbg !39, !tbaa !40
  %6 = getelementptr inbounds nuw i8, ptr %0, i64 8, !dbg !39
  %7 = load float, ptr %6, align 4, !dbg !39, !tbaa !40
  %8 = getelementptr inbounds nuw i8, ptr %0, i64 12, !dbg !41
  %9 = load float, ptr %8, align 4, !dbg !42, !tbaa !40
  %10 = getelementptr inbounds nuw i8, ptr %0, i64 16, !dbg !42
  %11 = load float, ptr %10, align 4, !dbg !42, !tbaa !40
  %12 = getelementptr inbounds nuw i8, ptr %0, i64 20, !dbg !42
  %13 = load float, ptr %12, align 4, !dbg !42, !tbaa !40
  %14 = fmul contract float %1, %9, !dbg !43
  %15 = fmul contract float %1, %11, !dbg !45
  %16 = fmul contract float %1, %13, !dbg !46
  %17 = fadd contract float %3, %14, !dbg !47
  %18 = fadd contract float %5, %15, !dbg !49
  %19 = fadd contract float %7, %16, !dbg !50
  %20 = getelementptr inbounds nuw i8, ptr %0, i64 24, !dbg !51
  %21 = getelementptr inbounds nuw i8, ptr %0, i64 40, !dbg !52
  %22 = load float, ptr %21, align 4, !dbg !52, !tbaa !53
  %23 = fptosi float %22 to i32, !dbg !55
  %24 = and i32 %23, 3, !dbg !56
  %25 = zext nneg i32 %24 to i64, !dbg !57
  %26 = getelementptr inbounds nuw i32, ptr %20, i64 %25, !dbg !57
  %27 = load i32, ptr %26, align 4, !dbg !58, !tbaa !8
  %28 = add nsw i32 %27, 1, !dbg !58
  store i32 %28, ptr %26, align 4, !dbg !58, !tbaa !8
  %29 = load i32, ptr %20, align 4, !dbg !59
  %30 = getelementptr inbounds nuw i8, ptr %0, i64 28, !dbg !59
  %31 = load i32, ptr %30, align 4, !dbg !59
  %32 = getelementptr inbounds nuw i8, ptr %0, i64 32, !dbg !59
  %33 = load i32, ptr %32, align 4, !dbg !59
  %34 = getelementptr inbounds nuw i8, ptr %0, i64 36, !dbg !59
  %35 = load i32, ptr %34, align 4, !dbg !59, !tbaa !60
  %36 = insertvalue %struct.Particle poison, float %17, 0, 0, !dbg !61
  %37 = insertvalue %struct.Particle %36, float %18, 0, 1, !dbg !61
  %38 = insertvalue %struct.Particle %37, float %19, 0, 2, !dbg !61
  %39 = insertvalue %struct.Particle %38, float %9, 1, 0, !dbg !61
  %40 = insertvalue %struct.Particle %39, float %11, 1, 1, !dbg !61
  %41 = insertvalue %struct.Particle %40, float %13, 1, 2, !dbg !61
  %42 = insertvalue %struct.Particle %41, i32 %29, 2, 0, !dbg !61
  %43 = insertvalue %struct.Particle %42, i32 %31, 2, 1, !dbg !61
  %44 = insertvalue %struct.Particle %43, i32 %33, 2, 2, !dbg !61
  %45 = insertvalue %struct.Particle %44, i32 %35, 2, 3, !dbg !61
  %46 = insertvalue %struct.Particle %45, float %22, 3, !dbg !61
  ret %struct.Particle %46, !dbg !61
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read)
define dso_local noundef float @_Z6energyRK8Particle(ptr noundef nonnull readonly align 4 captures(none) dereferenceable(44) %0) local_unnamed_addr #4 !dbg !62 {
  %2 = getelementptr inbounds nuw i8, ptr %0, i64 40, !dbg !63
  %3 = load float, ptr %2, align 4, !dbg !63, !tbaa !53
  %4 = fmul contract float %3, 5.000000e-01, !dbg !64
  %5 = getelementptr inbounds nuw i8, ptr %0, i64 12, !dbg !65
  %6 = load float, ptr %5, align 4, !dbg !66, !tbaa !67
  %7 = fmul contract float %6, %6, !dbg !68
  %8 = getelementptr inbounds nuw i8, ptr %0, i64 16, !dbg !69
  %9 = load float, ptr %8, align 4, !dbg !69, !tbaa !70
  %10 = fmul contract float %9, %9, !dbg !71
  %11 = fadd contract float %7, %10, !dbg !72
  %12 = getelementptr inbounds nuw i8, ptr %0, i64 20, !dbg !73
  %13 = load float, ptr %12, align 4, !dbg !73, !tbaa !74
  %14 = fmul contract float %13, %13, !dbg !75
  %15 = fadd contract float %11, %14, !dbg !76
  %16 = fmul contract float %4, %15, !dbg !77
  ret float %16, !dbg !78
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @g24_struct_calls(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1, ptr noundef writeonly captures(none) %2, float noundef %3, i32 noundef %4) local_unnamed_addr #5 !dbg !79 {
  %6 = alloca %struct.Particle, align 4
  %7 = alloca [4 x %struct.Vec3], align 4
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !80
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !81
  %10 = mul nuw nsw i32 %8, %9, !dbg !82
  %11 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !83
  %12 = add nuw nsw i32 %10, %11, !dbg !84
  %13 = icmp slt i32 %12, %4, !dbg !85
  br i1 %13, label %14, label %110, !dbg !85

14:                                               ; preds = %5
  call void @llvm.lifetime.start.p0(ptr nonnull %6) #7, !dbg !86
  %15 = zext nneg i32 %12 to i64, !dbg !87
  %16 = getelementptr inbounds nuw %struct.Particle, ptr %0, i64 %15, !dbg !87
  %17 = getelementptr inbounds nuw i8, ptr %6, i64 4
  %18 = getelementptr inbounds nuw i8, ptr %6, i64 8
  %19 = getelementptr inbounds nuw i8, ptr %6, i64 12
  %20 = getelementptr inbounds nuw i8, ptr %6, i64 16
  %21 = getelementptr inbounds nuw i8, ptr %6, i64 20
  %22 = getelementptr inbounds nuw i8, ptr %6, i64 24
  %23 = getelementptr inbounds nuw i8, ptr %6, i64 28
  %24 = getelementptr inbounds nuw i8, ptr %6, i64 32
  %25 = getelementptr inbounds nuw i8, ptr %6, i64 36
  %26 = getelementptr inbounds nuw i8, ptr %6, i64 40
  %27 = tail call %struct.Particle @_Z7advance8Particlef(ptr noundef nonnull byval(%struct.Particle) align 4 %16, float noundef %3) #7, !dbg !88
  %28 = extractvalue %struct.Particle %27, 0, !dbg !88
  %29 = extractvalue %struct.Vec3 %28, 0, !dbg !88
  %30 = extractvalue %struct.Vec3 %28, 1, !dbg !88
  %31 = extractvalue %struct.Vec3 %28, 2, !dbg !88
  %32 = extractvalue %struct.Particle %27, 1, !dbg !88
  %33 = extractvalue %struct.Vec3 %32, 0, !dbg !88
  %34 = extractvalue %struct.Vec3 %32, 1, !dbg !88
  %35 = extractvalue %struct.Vec3 %32, 2, !dbg !88
  %36 = extractvalue %struct.Particle %27, 2, !dbg !88
  %37 = extractvalue [4 x i32] %36, 0, !dbg !88
  %38 = extractvalue [4 x i32] %36, 1, !dbg !88
  %39 = extractvalue [4 x i32] %36, 2, !dbg !88
  %40 = extractvalue [4 x i32] %36, 3, !dbg !88
  %41 = extractvalue %struct.Particle %27, 3, !dbg !88
  store float %29, ptr %6, align 4, !dbg !89, !tbaa !40
  store float %30, ptr %17, align 4, !dbg !89, !tbaa !40
  store float %31, ptr %18, align 4, !dbg !89, !tbaa !40
  store float %33, ptr %19, align 4, !dbg !89, !tbaa !40
  store float %34, ptr %20, align 4, !dbg !89, !tbaa !40
  store float %35, ptr %21, align 4, !dbg !89, !tbaa !40
  store i32 %37, ptr %22, align 4, !dbg !89
  store i32 %38, ptr %23, align 4, !dbg !89
  store i32 %39, ptr %24, align 4, !dbg !89
  store i32 %40, ptr %25, align 4, !dbg !89, !tbaa !60
  store float %41, ptr %26, align 4, !dbg !89, !tbaa !40
  %42 = tail call %struct.Particle @_Z7advance8Particlef(ptr noundef nonnull byval(%struct.Particle) align 4 %6, float noundef %3) #7, !dbg !88
  %43 = extractvalue %struct.Particle %42, 0, !dbg !88
  %44 = extractvalue %struct.Vec3 %43, 0, !dbg !88
  %45 = extractvalue %struct.Vec3 %43, 1, !dbg !88
  %46 = extractvalue %struct.Vec3 %43, 2, !dbg !88
  %47 = extractvalue %struct.Particle %42, 1, !dbg !88
  %48 = extractvalue %struct.Vec3 %47, 0, !dbg !88
  %49 = extractvalue %struct.Vec3 %47, 1, !dbg !88
  %50 = extractvalue %struct.Vec3 %47, 2, !dbg !88
  %51 = extractvalue %struct.Particle %42, 2, !dbg !88
  %52 = extractvalue [4 x i32] %51, 0, !dbg !88
  %53 = extractvalue [4 x i32] %51, 1, !dbg !88
  %54 = extractvalue [4 x i32] %51, 2, !dbg !88
  %55 = extractvalue [4 x i32] %51, 3, !dbg !88
  %56 = extractvalue %struct.Particle %42, 3, !dbg !88
  store float %44, ptr %6, align 4, !dbg !89, !tbaa !40
  store float %45, ptr %17, align 4, !dbg !89, !tbaa !40
  store float %46, ptr %18, align 4, !dbg !89, !tbaa !40
  store float %48, ptr %19, align 4, !dbg !89, !tbaa !40
  store float %49, ptr %20, align 4, !dbg !89, !tbaa !40
  store float %50, ptr %21, align 4, !dbg !89, !tbaa !40
  store i32 %52, ptr %22, align 4, !dbg !89
  store i32 %53, ptr %23, align 4, !dbg !89
  store i32 %54, ptr %24, align 4, !dbg !89
  store i32 %55, ptr %25, align 4, !dbg !89, !tbaa !60
  store float %56, ptr %26, align 4, !dbg !89, !tbaa !40
  %57 = tail call %struct.Particle @_Z7advance8Particlef(ptr noundef nonnull byval(%struct.Particle) align 4 %6, float noundef %3) #7, !dbg !88
  %58 = extractvalue %struct.Particle %57, 0, !dbg !88
  %59 = extractvalue %struct.Vec3 %58, 0, !dbg !88
  %60 = extractvalue %struct.Vec3 %58, 1, !dbg !88
  %61 = extractvalue %struct.Vec3 %58, 2, !dbg !88
  %62 = extractvalue %struct.Particle %57, 1, !dbg !88
  %63 = extractvalue %struct.Vec3 %62, 0, !dbg !88
  %64 = extractvalue %struct.Vec3 %62, 1, !dbg !88
  %65 = extractvalue %struct.Vec3 %62, 2, !dbg !88
  %66 = extractvalue %struct.Particle %57, 2, !dbg !88
  %67 = extractvalue [4 x i32] %66, 0, !dbg !88
  %68 = extractvalue [4 x i32] %66, 1, !dbg !88
  %69 = extractvalue [4 x i32] %66, 2, !dbg !88
  %70 = extractvalue [4 x i32] %66, 3, !dbg !88
  %71 = extractvalue %struct.Particle %57, 3, !dbg !88
  store float %59, ptr %6, align 4, !dbg !89, !tbaa !40
  store float %60, ptr %17, align 4, !dbg !89, !tbaa !40
  store float %61, ptr %18, align 4, !dbg !89, !tbaa !40
  store float %63, ptr %19, align 4, !dbg !89, !tbaa !40
  store float %64, ptr %20, align 4, !dbg !89, !tbaa !40
  store float %65, ptr %21, align 4, !dbg !89, !tbaa !40
  store i32 %67, ptr %22, align 4, !dbg !89
  store i32 %68, ptr %23, align 4, !dbg !89
  store i32 %69, ptr %24, align 4, !dbg !89
  store i32 %70, ptr %25, align 4, !dbg !89, !tbaa !60
  store float %71, ptr %26, align 4, !dbg !89, !tbaa !40
  call void @llvm.lifetime.start.p0(ptr nonnull %7) #7, !dbg !90
  %72 = fmul contract float %59, 0.000000e+00, !dbg !91
  %73 = fmul contract float %60, 0.000000e+00, !dbg !93
  %74 = fmul contract float %61, 0.000000e+00, !dbg !94
  store float %72, ptr %7, align 4, !dbg !95, !tbaa !40
  %75 = getelementptr inbounds nuw i8, ptr %7, i64 4, !dbg !95
  store float %73, ptr %75, align 4, !dbg !95, !tbaa !40
  %76 = getelementptr inbounds nuw i8, ptr %7, i64 8, !dbg !95
  store float %74, ptr %76, align 4, !dbg !95, !tbaa !40
  %77 = getelementptr inbounds nuw i8, ptr %7, i64 12, !dbg !96
  store float %59, ptr %77, align 4, !dbg !95, !tbaa !40
  %78 = getelementptr inbounds nuw i8, ptr %7, i64 16, !dbg !95
  store float %60, ptr %78, align 4, !dbg !95, !tbaa !40
  %79 = getelementptr inbounds nuw i8, ptr %7, i64 20, !dbg !95
  store float %61, ptr %79, align 4, !dbg !95, !tbaa !40
  %80 = fmul contract float %59, 2.000000e+00, !dbg !91
  %81 = fmul contract float %60, 2.000000e+00, !dbg !93
  %82 = fmul contract float %61, 2.000000e+00, !dbg !94
  %83 = getelementptr inbounds nuw i8, ptr %7, i64 24, !dbg !96
  store float %80, ptr %83, align 4, !dbg !95, !tbaa !40
  %84 = getelementptr inbounds nuw i8, ptr %7, i64 28, !dbg !95
  store float %81, ptr %84, align 4, !dbg !95, !tbaa !40
  %85 = getelementptr inbounds nuw i8, ptr %7, i64 32, !dbg !95
  store float %82, ptr %85, align 4, !dbg !95, !tbaa !40
  %86 = fmul contract float %59, 3.000000e+00, !dbg !91
  %87 = fmul contract float %60, 3.000000e+00, !dbg !93
  %88 = fmul contract float %61, 3.000000e+00, !dbg !94
  %89 = getelementptr inbounds nuw i8, ptr %7, i64 36, !dbg !96
  store float %86, ptr %89, align 4, !dbg !95, !tbaa !40
  %90 = getelementptr inbounds nuw i8, ptr %7, i64 40, !dbg !95
  store float %87, ptr %90, align 4, !dbg !95, !tbaa !40
  %91 = getelementptr inbounds nuw i8, ptr %7, i64 44, !dbg !95
  store float %88, ptr %91, align 4, !dbg !95, !tbaa !40
  %92 = and i32 %12, 3, !dbg !97
  %93 = zext nneg i32 %92 to i64, !dbg !98
  %94 = getelementptr inbounds nuw %struct.Vec3, ptr %7, i64 %93, !dbg !98
  %95 = load float, ptr %94, align 4, !dbg !98, !tbaa !40
  %96 = getelementptr inbounds nuw i8, ptr %94, i64 4, !dbg !98
  %97 = load float, ptr %96, align 4, !dbg !98, !tbaa !40
  %98 = getelementptr inbounds nuw i8, ptr %94, i64 8, !dbg !98
  %99 = load float, ptr %98, align 4, !dbg !98, !tbaa !40
  %100 = call contract noundef float @_Z6energyRK8Particle(ptr noundef nonnull align 4 dereferenceable(44) %6) #7, !dbg !99
  %101 = fadd contract float %95, %100, !dbg !100
  %102 = fadd contract float %97, %101, !dbg !101
  %103 = fadd contract float %99, %102, !dbg !102
  %104 = getelementptr inbounds nuw i32, ptr %22, i64 %93, !dbg !103
  %105 = load i32, ptr %104, align 4, !dbg !103, !tbaa !8
  %106 = sitofp i32 %105 to float, !dbg !103
  %107 = fadd contract float %103, %106, !dbg !104
  %108 = getelementptr inbounds nuw float, ptr %2, i64 %15, !dbg !105
  store float %107, ptr %108, align 4, !dbg !106, !tbaa !40
  %109 = getelementptr inbounds nuw %struct.Particle, ptr %1, i64 %15, !dbg !107
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(44) %109, ptr noundef nonnull align 4 dereferenceable(44) %6, i64 44, i1 false), !dbg !108, !tbaa.struct !109
  call void @llvm.lifetime.end.p0(ptr nonnull %7) #7, !dbg !110
  call void @llvm.lifetime.end.p0(ptr nonnull %6) #7, !dbg !110
  br label %110, !dbg !110

110:                                              ; preds = %5, %14
  ret void, !dbg !110
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #6

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #5 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6}
!llvm.ident = !{!7}
!llvm.errno.tbaa = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "g24_struct_calls.cu", directory: "/work/wt/mid24/tools/capture/clang_kernels")
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
!12 = distinct !DISubprogram(name: "add", scope: !1, file: !1, line: 7, type: !13, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 7, column: 49, scope: !12)
!16 = !{!17, !18, i64 0}
!17 = !{!"_ZTS4Vec3", !18, i64 0, !18, i64 4, !18, i64 8}
!18 = !{!"float", !10, i64 0}
!19 = !DILocation(line: 7, column: 55, scope: !12)
!20 = !DILocation(line: 7, column: 51, scope: !12)
!21 = !DILocation(line: 7, column: 60, scope: !12)
!22 = !{!17, !18, i64 4}
!23 = !DILocation(line: 7, column: 66, scope: !12)
!24 = !DILocation(line: 7, column: 62, scope: !12)
!25 = !DILocation(line: 7, column: 71, scope: !12)
!26 = !{!17, !18, i64 8}
!27 = !DILocation(line: 7, column: 77, scope: !12)
!28 = !DILocation(line: 7, column: 73, scope: !12)
!29 = !DILocation(line: 7, column: 39, scope: !12)
!30 = distinct !DISubprogram(name: "scale", scope: !1, file: !1, line: 8, type: !13, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!31 = !DILocation(line: 8, column: 52, scope: !30)
!32 = !DILocation(line: 8, column: 54, scope: !30)
!33 = !DILocation(line: 8, column: 61, scope: !30)
!34 = !DILocation(line: 8, column: 63, scope: !30)
!35 = !DILocation(line: 8, column: 70, scope: !30)
!36 = !DILocation(line: 8, column: 72, scope: !30)
!37 = !DILocation(line: 8, column: 42, scope: !30)
!38 = distinct !DISubprogram(name: "advance", scope: !1, file: !1, line: 9, type: !13, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!39 = !DILocation(line: 10, column: 13, scope: !38)
!40 = !{!18, !18, i64 0}
!41 = !DILocation(line: 10, column: 26, scope: !38)
!42 = !DILocation(line: 10, column: 24, scope: !38)
!43 = !DILocation(line: 8, column: 54, scope: !30, inlinedAt: !44)
!44 = distinct !DILocation(line: 10, column: 18, scope: !38)
!45 = !DILocation(line: 8, column: 63, scope: !30, inlinedAt: !44)
!46 = !DILocation(line: 8, column: 72, scope: !30, inlinedAt: !44)
!47 = !DILocation(line: 7, column: 51, scope: !12, inlinedAt: !48)
!48 = distinct !DILocation(line: 10, column: 9, scope: !38)
!49 = !DILocation(line: 7, column: 62, scope: !12, inlinedAt: !48)
!50 = !DILocation(line: 7, column: 73, scope: !12, inlinedAt: !48)
!51 = !DILocation(line: 11, column: 5, scope: !38)
!52 = !DILocation(line: 11, column: 17, scope: !38)
!53 = !{!54, !18, i64 40}
!54 = !{!"_ZTS8Particle", !17, i64 0, !17, i64 12, !10, i64 24, !18, i64 40}
!55 = !DILocation(line: 11, column: 15, scope: !38)
!56 = !DILocation(line: 11, column: 19, scope: !38)
!57 = !DILocation(line: 11, column: 3, scope: !38)
!58 = !DILocation(line: 11, column: 24, scope: !38)
!59 = !DILocation(line: 12, column: 10, scope: !38)
!60 = !{!10, !10, i64 0}
!61 = !DILocation(line: 12, column: 3, scope: !38)
!62 = distinct !DISubprogram(name: "energy", scope: !1, file: !1, line: 14, type: !13, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!63 = !DILocation(line: 15, column: 19, scope: !62)
!64 = !DILocation(line: 15, column: 15, scope: !62)
!65 = !DILocation(line: 15, column: 26, scope: !62)
!66 = !DILocation(line: 15, column: 28, scope: !62)
!67 = !{!54, !18, i64 12}
!68 = !DILocation(line: 15, column: 30, scope: !62)
!69 = !DILocation(line: 15, column: 44, scope: !62)
!70 = !{!54, !18, i64 16}
!71 = !DILocation(line: 15, column: 46, scope: !62)
!72 = !DILocation(line: 15, column: 38, scope: !62)
!73 = !DILocation(line: 15, column: 60, scope: !62)
!74 = !{!54, !18, i64 20}
!75 = !DILocation(line: 15, column: 62, scope: !62)
!76 = !DILocation(line: 15, column: 54, scope: !62)
!77 = !DILocation(line: 15, column: 21, scope: !62)
!78 = !DILocation(line: 15, column: 3, scope: !62)
!79 = distinct !DISubprogram(name: "g24_struct_calls", scope: !1, file: !1, line: 17, type: !13, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!80 = !DILocation(line: 18, column: 11, scope: !79)
!81 = !DILocation(line: 18, column: 24, scope: !79)
!82 = !DILocation(line: 18, column: 22, scope: !79)
!83 = !DILocation(line: 18, column: 37, scope: !79)
!84 = !DILocation(line: 18, column: 35, scope: !79)
!85 = !DILocation(line: 19, column: 9, scope: !79)
!86 = !DILocation(line: 20, column: 3, scope: !79)
!87 = !DILocation(line: 20, column: 16, scope: !79)
!88 = !DILocation(line: 21, column: 35, scope: !79)
!89 = !DILocation(line: 21, column: 33, scope: !79)
!90 = !DILocation(line: 22, column: 3, scope: !79)
!91 = !DILocation(line: 8, column: 54, scope: !30, inlinedAt: !92)
!92 = distinct !DILocation(line: 23, column: 40, scope: !79)
!93 = !DILocation(line: 8, column: 63, scope: !30, inlinedAt: !92)
!94 = !DILocation(line: 8, column: 72, scope: !30, inlinedAt: !92)
!95 = !DILocation(line: 23, column: 38, scope: !79)
!96 = !DILocation(line: 23, column: 31, scope: !79)
!97 = !DILocation(line: 24, column: 18, scope: !79)
!98 = !DILocation(line: 24, column: 12, scope: !79)
!99 = !DILocation(line: 25, column: 10, scope: !79)
!100 = !DILocation(line: 25, column: 20, scope: !79)
!101 = !DILocation(line: 25, column: 26, scope: !79)
!102 = !DILocation(line: 25, column: 32, scope: !79)
!103 = !DILocation(line: 25, column: 40, scope: !79)
!104 = !DILocation(line: 25, column: 38, scope: !79)
!105 = !DILocation(line: 25, column: 3, scope: !79)
!106 = !DILocation(line: 25, column: 8, scope: !79)
!107 = !DILocation(line: 26, column: 3, scope: !79)
!108 = !DILocation(line: 26, column: 10, scope: !79)
!109 = !{i64 0, i64 4, !40, i64 4, i64 4, !40, i64 8, i64 4, !40, i64 12, i64 4, !40, i64 16, i64 4, !40, i64 20, i64 4, !40, i64 24, i64 16, !60, i64 40, i64 4, !40}
!110 = !DILocation(line: 27, column: 1, scope: !79)
