; ModuleID = 'k27_dynshared_structs.cu'
source_filename = "k27_dynshared_structs.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Particle = type { float, float, float, float }
%struct.Box = type { [3 x float], [3 x float], i32 }
%struct.Stats = type { double, float, float, i8 }

@smem = external dso_local local_unnamed_addr addrspace(3) global [0 x i8], align 1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read)
define dso_local %struct.Particle @_Z8clamp_to8Particle3Box(ptr noundef readonly byval(%struct.Particle) align 16 captures(none) %0, ptr noundef readonly byval(%struct.Box) align 4 captures(none) %1) local_unnamed_addr #0 !dbg !12 {
  %3 = load float, ptr %0, align 16, !dbg !15, !tbaa !16
  %4 = load float, ptr %1, align 4, !dbg !19, !tbaa !20
  %5 = fcmp contract olt float %3, %4, !dbg !21
  %6 = getelementptr inbounds nuw i8, ptr %1, i64 12, !dbg !22
  %7 = load float, ptr %6, align 4, !dbg !22
  %8 = fcmp contract ogt float %3, %7, !dbg !22
  %9 = select contract i1 %8, float %7, float %3, !dbg !22
  %10 = select contract i1 %5, float %4, float %9, !dbg !22
  %11 = getelementptr inbounds nuw i8, ptr %0, i64 4, !dbg !23
  %12 = load float, ptr %11, align 4, !dbg !23, !tbaa !24
  %13 = getelementptr inbounds nuw i8, ptr %1, i64 4, !dbg !25
  %14 = load float, ptr %13, align 4, !dbg !25, !tbaa !20
  %15 = fcmp contract olt float %12, %14, !dbg !26
  %16 = getelementptr inbounds nuw i8, ptr %1, i64 16, !dbg !27
  %17 = load float, ptr %16, align 4, !dbg !27
  %18 = fcmp contract ogt float %12, %17, !dbg !27
  %19 = select contract i1 %18, float %17, float %12, !dbg !27
  %20 = select contract i1 %15, float %14, float %19, !dbg !27
  %21 = getelementptr inbounds nuw i8, ptr %0, i64 8, !dbg !28
  %22 = load float, ptr %21, align 8, !dbg !28, !tbaa !29
  %23 = getelementptr inbounds nuw i8, ptr %1, i64 8, !dbg !30
  %24 = load float, ptr %23, align 4, !dbg !30, !tbaa !20
  %25 = fcmp contract olt float %22, %24, !dbg !31
  %26 = getelementptr inbounds nuw i8, ptr %1, i64 20, !dbg !32
  %27 = load float, ptr %26, align 4, !dbg !32
  %28 = fcmp contract ogt float %22, %27, !dbg !32
  %29 = select contract i1 %28, float %27, float %22, !dbg !32
  %30 = select contract i1 %25, float %24, float %29, !dbg !32
  %31 = getelementptr inbounds nuw i8, ptr %1, i64 24, !dbg !33
  %32 = load i32, ptr %31, align 4, !dbg !33, !tbaa !34
  %33 = sitofp i32 %32 to float, !dbg !36
  %34 = getelementptr inbounds nuw i8, ptr %0, i64 12, !dbg !37
  %35 = load float, ptr %34, align 4, !dbg !38, !tbaa !39
  %36 = fadd contract float %35, %33, !dbg !38
  %37 = insertvalue %struct.Particle poison, float %10, 0, !dbg !40
  %38 = insertvalue %struct.Particle %37, float %20, 1, !dbg !40
  %39 = insertvalue %struct.Particle %38, float %30, 2, !dbg !40
  %40 = insertvalue %struct.Particle %39, float %36, 3, !dbg !40
  ret %struct.Particle %40, !dbg !40
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read)
define dso_local %struct.Stats @_Z5merge5StatsS_(ptr noundef readonly byval(%struct.Stats) align 8 captures(none) %0, ptr noundef readonly byval(%struct.Stats) align 8 captures(none) %1) local_unnamed_addr #0 !dbg !41 {
  %3 = load double, ptr %0, align 8, !dbg !42, !tbaa !43
  %4 = load double, ptr %1, align 8, !dbg !46, !tbaa !43
  %5 = fadd contract double %3, %4, !dbg !47
  %6 = getelementptr inbounds nuw i8, ptr %0, i64 8, !dbg !48
  %7 = load float, ptr %6, align 8, !dbg !48, !tbaa !49
  %8 = getelementptr inbounds nuw i8, ptr %1, i64 8, !dbg !50
  %9 = load float, ptr %8, align 8, !dbg !50, !tbaa !49
  %10 = fcmp contract olt float %7, %9, !dbg !51
  %11 = select contract i1 %10, float %7, float %9, !dbg !52
  %12 = getelementptr inbounds nuw i8, ptr %0, i64 12, !dbg !53
  %13 = load float, ptr %12, align 4, !dbg !53, !tbaa !54
  %14 = getelementptr inbounds nuw i8, ptr %1, i64 12, !dbg !55
  %15 = load float, ptr %14, align 4, !dbg !55, !tbaa !54
  %16 = fcmp contract ogt float %13, %15, !dbg !56
  %17 = select contract i1 %16, float %13, float %15, !dbg !57
  %18 = getelementptr inbounds nuw i8, ptr %0, i64 16, !dbg !58
  %19 = load i8, ptr %18, align 8, !dbg !58, !tbaa !59
  %20 = getelementptr inbounds nuw i8, ptr %1, i64 16, !dbg !60
  %21 = load i8, ptr %20, align 8, !dbg !60, !tbaa !59
  %22 = add i8 %21, %19, !dbg !61
  %23 = insertvalue %struct.Stats poison, double %5, 0, !dbg !62
  %24 = insertvalue %struct.Stats %23, float %11, 1, !dbg !62
  %25 = insertvalue %struct.Stats %24, float %17, 2, !dbg !62
  %26 = insertvalue %struct.Stats %25, i8 %22, 3, !dbg !62
  ret %struct.Stats %26, !dbg !62
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read)
define dso_local %struct.Stats @_Z2of8Particle(ptr noundef readonly byval(%struct.Particle) align 16 captures(none) %0) local_unnamed_addr #1 !dbg !63 {
  %2 = load float, ptr %0, align 16, !dbg !64, !tbaa !16
  %3 = getelementptr inbounds nuw i8, ptr %0, i64 4, !dbg !65
  %4 = load float, ptr %3, align 4, !dbg !65, !tbaa !24
  %5 = fadd contract float %2, %4, !dbg !66
  %6 = getelementptr inbounds nuw i8, ptr %0, i64 8, !dbg !67
  %7 = load float, ptr %6, align 8, !dbg !67, !tbaa !29
  %8 = fadd contract float %5, %7, !dbg !68
  %9 = fpext contract float %8 to double, !dbg !69
  %10 = insertvalue %struct.Stats poison, double %9, 0, !dbg !70
  %11 = insertvalue %struct.Stats %10, float %2, 1, !dbg !70
  %12 = insertvalue %struct.Stats %11, float %7, 2, !dbg !70
  %13 = insertvalue %struct.Stats %12, i8 1, 3, !dbg !70
  ret %struct.Stats %13, !dbg !70
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @dyn_structs(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1, ptr noundef readonly byval(%struct.Box) align 4 captures(none) %2, ptr noundef writeonly captures(none) %3, i32 noundef %4) local_unnamed_addr #2 !dbg !71 {
  %6 = alloca %struct.Stats, align 8
  %7 = alloca %struct.Stats, align 8
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !72
  %9 = zext nneg i32 %8 to i64, !dbg !73
  %10 = getelementptr inbounds nuw %struct.Particle, ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 %9, !dbg !73
  %11 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !74
  %12 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !75
  %13 = mul nuw nsw i32 %12, %8, !dbg !76
  %14 = add nuw nsw i32 %13, %11, !dbg !77
  %15 = icmp slt i32 %14, %4, !dbg !78
  br i1 %15, label %16, label %26, !dbg !79

16:                                               ; preds = %5
  %17 = zext nneg i32 %14 to i64
  %18 = getelementptr inbounds nuw %struct.Particle, ptr %0, i64 %17
  %19 = getelementptr inbounds nuw i8, ptr %18, i64 12
  %20 = getelementptr inbounds nuw i8, ptr %18, i64 8
  %21 = getelementptr inbounds nuw i8, ptr %18, i64 4
  %22 = load float, ptr %18, align 16, !dbg !80, !tbaa !20
  %23 = load float, ptr %21, align 4, !dbg !80, !tbaa !20
  %24 = load float, ptr %20, align 8, !dbg !80, !tbaa !20
  %25 = load float, ptr %19, align 4, !dbg !80, !tbaa !20
  br label %26, !dbg !79

26:                                               ; preds = %5, %16
  %27 = phi float [ %22, %16 ], [ 0.000000e+00, %5 ], !dbg !81
  %28 = phi float [ %23, %16 ], [ 0.000000e+00, %5 ], !dbg !81
  %29 = phi float [ %24, %16 ], [ 0.000000e+00, %5 ], !dbg !81
  %30 = phi float [ %25, %16 ], [ 0.000000e+00, %5 ], !dbg !81
  %31 = zext nneg i32 %11 to i64, !dbg !82
  %32 = getelementptr inbounds nuw %struct.Particle, ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 %31, !dbg !82
  store float %27, ptr %32, align 16, !dbg !83, !tbaa !20
  %33 = getelementptr inbounds nuw i8, ptr %32, i64 4, !dbg !83
  store float %28, ptr %33, align 4, !dbg !83, !tbaa !20
  %34 = getelementptr inbounds nuw i8, ptr %32, i64 8, !dbg !83
  store float %29, ptr %34, align 8, !dbg !83, !tbaa !20
  %35 = getelementptr inbounds nuw i8, ptr %32, i64 12, !dbg !83
  store float %30, ptr %35, align 4, !dbg !83, !tbaa !20
  %36 = uitofp nneg i32 %11 to float, !dbg !84
  %37 = getelementptr inbounds nuw float, ptr %10, i64 %31, !dbg !85
  store float %36, ptr %37, align 4, !dbg !86, !tbaa !20
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !87
  %38 = trunc nuw nsw i32 %11 to i16, !dbg !88
  %39 = add nuw nsw i16 %38, 1, !dbg !88
  %40 = trunc nuw nsw i32 %8 to i16, !dbg !88
  %41 = urem i16 %39, %40, !dbg !88
  %42 = zext nneg i16 %41 to i64, !dbg !89
  %43 = getelementptr inbounds nuw %struct.Particle, ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 %42, !dbg !89
  %44 = tail call %struct.Particle @_Z8clamp_to8Particle3Box(ptr noundef nonnull byval(%struct.Particle) align 16 %43, ptr noundef nonnull byval(%struct.Box) align 4 %2) #5, !dbg !90
  %45 = extractvalue %struct.Particle %44, 0, !dbg !90
  %46 = extractvalue %struct.Particle %44, 1, !dbg !90
  %47 = extractvalue %struct.Particle %44, 2, !dbg !90
  br i1 %15, label %48, label %61, !dbg !91

48:                                               ; preds = %26
  %49 = zext nneg i32 %14 to i64
  %50 = getelementptr inbounds nuw %struct.Particle, ptr %1, i64 %49
  %51 = getelementptr inbounds nuw i8, ptr %50, i64 12
  %52 = getelementptr inbounds nuw i8, ptr %50, i64 8
  %53 = getelementptr inbounds nuw i8, ptr %50, i64 4
  %54 = extractvalue %struct.Particle %44, 3, !dbg !90
  %55 = xor i32 %11, -1, !dbg !92
  %56 = add nsw i32 %8, %55, !dbg !92
  %57 = sext i32 %56 to i64, !dbg !93
  %58 = getelementptr inbounds float, ptr %10, i64 %57, !dbg !93
  %59 = load float, ptr %58, align 4, !dbg !93, !tbaa !20
  %60 = fmul contract float %54, %59, !dbg !94
  store float %45, ptr %50, align 16, !dbg !95, !tbaa !20
  store float %46, ptr %53, align 4, !dbg !95, !tbaa !20
  store float %47, ptr %52, align 8, !dbg !95, !tbaa !20
  store float %60, ptr %51, align 4, !dbg !95, !tbaa !20
  br label %61, !dbg !96

61:                                               ; preds = %48, %26
  %62 = fadd contract float %45, %46, !dbg !97
  %63 = fadd contract float %47, %62, !dbg !99
  %64 = fpext contract float %63 to double, !dbg !100
  %65 = getelementptr inbounds nuw i8, ptr %6, i64 8
  %66 = getelementptr inbounds nuw i8, ptr %6, i64 12
  %67 = getelementptr inbounds nuw i8, ptr %6, i64 16
  %68 = getelementptr inbounds nuw i8, ptr %7, i64 8
  %69 = getelementptr inbounds nuw i8, ptr %7, i64 12
  %70 = getelementptr inbounds nuw i8, ptr %7, i64 16
  store double %64, ptr %6, align 8, !dbg !101, !tbaa !102
  store float %45, ptr %65, align 8, !dbg !101, !tbaa !20
  store float %47, ptr %66, align 4, !dbg !101, !tbaa !20
  store i8 1, ptr %67, align 8, !dbg !101, !tbaa !103
  %71 = trunc nuw nsw i32 %11 to i16, !dbg !104
  %72 = add nuw nsw i16 %71, 1, !dbg !104
  %73 = trunc nuw nsw i32 %8 to i16, !dbg !104
  %74 = urem i16 %72, %73, !dbg !104
  %75 = zext nneg i16 %74 to i64, !dbg !105
  %76 = getelementptr inbounds nuw %struct.Particle, ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 %75, !dbg !105
  %77 = load float, ptr %76, align 16, !dbg !105, !tbaa !20
  %78 = getelementptr inbounds nuw i8, ptr %76, i64 4, !dbg !105
  %79 = load float, ptr %78, align 4, !dbg !105, !tbaa !20
  %80 = getelementptr inbounds nuw i8, ptr %76, i64 8, !dbg !105
  %81 = load float, ptr %80, align 8, !dbg !105, !tbaa !20
  %82 = fadd contract float %77, %79, !dbg !106
  %83 = fadd contract float %82, %81, !dbg !108
  %84 = fpext contract float %83 to double, !dbg !109
  store double %84, ptr %7, align 8, !dbg !110
  store float %77, ptr %68, align 8, !dbg !110
  store float %81, ptr %69, align 4, !dbg !110
  store i8 1, ptr %70, align 8, !dbg !110
  %85 = tail call %struct.Stats @_Z5merge5StatsS_(ptr noundef nonnull byval(%struct.Stats) align 8 %6, ptr noundef nonnull byval(%struct.Stats) align 8 %7) #5, !dbg !111
  %86 = extractvalue %struct.Stats %85, 3, !dbg !111
  %87 = extractvalue %struct.Stats %85, 0, !dbg !112
  %88 = extractvalue %struct.Stats %85, 1, !dbg !112
  %89 = extractvalue %struct.Stats %85, 2, !dbg !112
  store double %87, ptr %6, align 8, !dbg !101, !tbaa !102
  store float %88, ptr %65, align 8, !dbg !101, !tbaa !20
  store float %89, ptr %66, align 4, !dbg !101, !tbaa !20
  store i8 %86, ptr %67, align 8, !dbg !101, !tbaa !103
  %90 = trunc nuw nsw i32 %11 to i16, !dbg !104
  %91 = add nuw nsw i16 %90, 2, !dbg !104
  %92 = trunc nuw nsw i32 %8 to i16, !dbg !104
  %93 = urem i16 %91, %92, !dbg !104
  %94 = zext nneg i16 %93 to i64, !dbg !105
  %95 = getelementptr inbounds nuw %struct.Particle, ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 %94, !dbg !105
  %96 = load float, ptr %95, align 16, !dbg !105, !tbaa !20
  %97 = getelementptr inbounds nuw i8, ptr %95, i64 4, !dbg !105
  %98 = load float, ptr %97, align 4, !dbg !105, !tbaa !20
  %99 = getelementptr inbounds nuw i8, ptr %95, i64 8, !dbg !105
  %100 = load float, ptr %99, align 8, !dbg !105, !tbaa !20
  %101 = fadd contract float %96, %98, !dbg !106
  %102 = fadd contract float %101, %100, !dbg !108
  %103 = fpext contract float %102 to double, !dbg !109
  store double %103, ptr %7, align 8, !dbg !110
  store float %96, ptr %68, align 8, !dbg !110
  store float %100, ptr %69, align 4, !dbg !110
  store i8 1, ptr %70, align 8, !dbg !110
  %104 = tail call %struct.Stats @_Z5merge5StatsS_(ptr noundef nonnull byval(%struct.Stats) align 8 %6, ptr noundef nonnull byval(%struct.Stats) align 8 %7) #5, !dbg !111
  %105 = extractvalue %struct.Stats %104, 3, !dbg !111
  %106 = extractvalue %struct.Stats %104, 0, !dbg !112
  %107 = extractvalue %struct.Stats %104, 1, !dbg !112
  %108 = extractvalue %struct.Stats %104, 2, !dbg !112
  store double %106, ptr %6, align 8, !dbg !101, !tbaa !102
  store float %107, ptr %65, align 8, !dbg !101, !tbaa !20
  store float %108, ptr %66, align 4, !dbg !101, !tbaa !20
  store i8 %105, ptr %67, align 8, !dbg !101, !tbaa !103
  %109 = trunc nuw nsw i32 %11 to i16, !dbg !104
  %110 = add nuw nsw i16 %109, 3, !dbg !104
  %111 = trunc nuw nsw i32 %8 to i16, !dbg !104
  %112 = urem i16 %110, %111, !dbg !104
  %113 = zext nneg i16 %112 to i64, !dbg !105
  %114 = getelementptr inbounds nuw %struct.Particle, ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 %113, !dbg !105
  %115 = load float, ptr %114, align 16, !dbg !105, !tbaa !20
  %116 = getelementptr inbounds nuw i8, ptr %114, i64 4, !dbg !105
  %117 = load float, ptr %116, align 4, !dbg !105, !tbaa !20
  %118 = getelementptr inbounds nuw i8, ptr %114, i64 8, !dbg !105
  %119 = load float, ptr %118, align 8, !dbg !105, !tbaa !20
  %120 = fadd contract float %115, %117, !dbg !106
  %121 = fadd contract float %120, %119, !dbg !108
  %122 = fpext contract float %121 to double, !dbg !109
  store double %122, ptr %7, align 8, !dbg !110
  store float %115, ptr %68, align 8, !dbg !110
  store float %119, ptr %69, align 4, !dbg !110
  store i8 1, ptr %70, align 8, !dbg !110
  %123 = icmp eq i32 %11, 0, !dbg !113
  br i1 %123, label %124, label %133, !dbg !113

124:                                              ; preds = %61
  %125 = tail call %struct.Stats @_Z5merge5StatsS_(ptr noundef nonnull byval(%struct.Stats) align 8 %6, ptr noundef nonnull byval(%struct.Stats) align 8 %7) #5, !dbg !111
  %126 = extractvalue %struct.Stats %125, 2, !dbg !112
  %127 = extractvalue %struct.Stats %125, 1, !dbg !112
  %128 = extractvalue %struct.Stats %125, 0, !dbg !112
  %129 = extractvalue %struct.Stats %125, 3, !dbg !111
  %130 = getelementptr inbounds nuw i8, ptr %3, i64 16
  %131 = getelementptr inbounds nuw i8, ptr %3, i64 12
  %132 = getelementptr inbounds nuw i8, ptr %3, i64 8
  store double %128, ptr %3, align 8, !dbg !114, !tbaa !102
  store float %127, ptr %132, align 8, !dbg !114, !tbaa !20
  store float %126, ptr %131, align 4, !dbg !114, !tbaa !20
  store i8 %129, ptr %130, align 8, !dbg !114, !tbaa !103
  br label %133, !dbg !115

133:                                              ; preds = %124, %61
  ret void, !dbg !116
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #4

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #2 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nocallback nounwind }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6}
!llvm.ident = !{!7}
!llvm.errno.tbaa = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "k27_dynshared_structs.cu", directory: "/work/wt/numba25c/tools/capture/clang_kernels")
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
!12 = distinct !DISubprogram(name: "clamp_to", scope: !1, file: !1, line: 11, type: !13, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 12, column: 11, scope: !12)
!16 = !{!17, !18, i64 0}
!17 = !{!"_ZTS8Particle", !18, i64 0, !18, i64 4, !18, i64 8, !18, i64 12}
!18 = !{!"float", !10, i64 0}
!19 = !DILocation(line: 12, column: 15, scope: !12)
!20 = !{!18, !18, i64 0}
!21 = !DILocation(line: 12, column: 13, scope: !12)
!22 = !DILocation(line: 12, column: 9, scope: !12)
!23 = !DILocation(line: 13, column: 11, scope: !12)
!24 = !{!17, !18, i64 4}
!25 = !DILocation(line: 13, column: 15, scope: !12)
!26 = !DILocation(line: 13, column: 13, scope: !12)
!27 = !DILocation(line: 13, column: 9, scope: !12)
!28 = !DILocation(line: 14, column: 11, scope: !12)
!29 = !{!17, !18, i64 8}
!30 = !DILocation(line: 14, column: 15, scope: !12)
!31 = !DILocation(line: 14, column: 13, scope: !12)
!32 = !DILocation(line: 14, column: 9, scope: !12)
!33 = !DILocation(line: 15, column: 19, scope: !12)
!34 = !{!35, !9, i64 24}
!35 = !{!"_ZTS3Box", !10, i64 0, !10, i64 12, !9, i64 24}
!36 = !DILocation(line: 15, column: 17, scope: !12)
!37 = !DILocation(line: 15, column: 5, scope: !12)
!38 = !DILocation(line: 15, column: 7, scope: !12)
!39 = !{!17, !18, i64 12}
!40 = !DILocation(line: 16, column: 3, scope: !12)
!41 = distinct !DISubprogram(name: "merge", scope: !1, file: !1, line: 19, type: !13, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!42 = !DILocation(line: 21, column: 13, scope: !41)
!43 = !{!44, !45, i64 0}
!44 = !{!"_ZTS5Stats", !45, i64 0, !18, i64 8, !18, i64 12, !10, i64 16}
!45 = !{!"double", !10, i64 0}
!46 = !DILocation(line: 21, column: 21, scope: !41)
!47 = !DILocation(line: 21, column: 17, scope: !41)
!48 = !DILocation(line: 22, column: 14, scope: !41)
!49 = !{!44, !18, i64 8}
!50 = !DILocation(line: 22, column: 23, scope: !41)
!51 = !DILocation(line: 22, column: 19, scope: !41)
!52 = !DILocation(line: 22, column: 12, scope: !41)
!53 = !DILocation(line: 23, column: 14, scope: !41)
!54 = !{!44, !18, i64 12}
!55 = !DILocation(line: 23, column: 23, scope: !41)
!56 = !DILocation(line: 23, column: 19, scope: !41)
!57 = !DILocation(line: 23, column: 12, scope: !41)
!58 = !DILocation(line: 24, column: 31, scope: !41)
!59 = !{!44, !10, i64 16}
!60 = !DILocation(line: 24, column: 41, scope: !41)
!61 = !DILocation(line: 24, column: 37, scope: !41)
!62 = !DILocation(line: 25, column: 3, scope: !41)
!63 = distinct !DISubprogram(name: "of", scope: !1, file: !1, line: 28, type: !13, scopeLine: 28, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!64 = !DILocation(line: 28, column: 59, scope: !63)
!65 = !DILocation(line: 28, column: 65, scope: !63)
!66 = !DILocation(line: 28, column: 61, scope: !63)
!67 = !DILocation(line: 28, column: 71, scope: !63)
!68 = !DILocation(line: 28, column: 67, scope: !63)
!69 = !DILocation(line: 28, column: 56, scope: !63)
!70 = !DILocation(line: 28, column: 35, scope: !63)
!71 = distinct !DISubprogram(name: "dyn_structs", scope: !1, file: !1, line: 30, type: !13, scopeLine: 30, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!72 = !DILocation(line: 32, column: 36, scope: !71)
!73 = !DILocation(line: 32, column: 34, scope: !71)
!74 = !DILocation(line: 33, column: 11, scope: !71)
!75 = !DILocation(line: 34, column: 11, scope: !71)
!76 = !DILocation(line: 34, column: 22, scope: !71)
!77 = !DILocation(line: 34, column: 35, scope: !71)
!78 = !DILocation(line: 35, column: 15, scope: !71)
!79 = !DILocation(line: 35, column: 13, scope: !71)
!80 = !DILocation(line: 35, column: 21, scope: !71)
!81 = !DILocation(line: 35, scope: !71)
!82 = !DILocation(line: 35, column: 3, scope: !71)
!83 = !DILocation(line: 35, column: 11, scope: !71)
!84 = !DILocation(line: 36, column: 23, scope: !71)
!85 = !DILocation(line: 36, column: 3, scope: !71)
!86 = !DILocation(line: 36, column: 14, scope: !71)
!87 = !DILocation(line: 37, column: 3, scope: !71)
!88 = !DILocation(line: 38, column: 38, scope: !71)
!89 = !DILocation(line: 38, column: 25, scope: !71)
!90 = !DILocation(line: 38, column: 16, scope: !71)
!91 = !DILocation(line: 40, column: 9, scope: !71)
!92 = !DILocation(line: 39, column: 33, scope: !71)
!93 = !DILocation(line: 39, column: 10, scope: !71)
!94 = !DILocation(line: 39, column: 7, scope: !71)
!95 = !DILocation(line: 40, column: 21, scope: !71)
!96 = !DILocation(line: 40, column: 14, scope: !71)
!97 = !DILocation(line: 28, column: 61, scope: !63, inlinedAt: !98)
!98 = distinct !DILocation(line: 41, column: 13, scope: !71)
!99 = !DILocation(line: 28, column: 67, scope: !63, inlinedAt: !98)
!100 = !DILocation(line: 28, column: 56, scope: !63, inlinedAt: !98)
!101 = !DILocation(line: 42, column: 41, scope: !71)
!102 = !{!45, !45, i64 0}
!103 = !{!10, !10, i64 0}
!104 = !DILocation(line: 42, column: 60, scope: !71)
!105 = !DILocation(line: 42, column: 47, scope: !71)
!106 = !DILocation(line: 28, column: 61, scope: !63, inlinedAt: !107)
!107 = distinct !DILocation(line: 42, column: 44, scope: !71)
!108 = !DILocation(line: 28, column: 67, scope: !63, inlinedAt: !107)
!109 = !DILocation(line: 28, column: 56, scope: !63, inlinedAt: !107)
!110 = !DILocation(line: 42, column: 44, scope: !71)
!111 = !DILocation(line: 42, column: 35, scope: !71)
!112 = !DILocation(line: 0, scope: !71)
!113 = !DILocation(line: 43, column: 9, scope: !71)
!114 = !DILocation(line: 43, column: 23, scope: !71)
!115 = !DILocation(line: 43, column: 15, scope: !71)
!116 = !DILocation(line: 44, column: 1, scope: !71)
