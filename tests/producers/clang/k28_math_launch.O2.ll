; ModuleID = 'k28_math_launch.cu'
source_filename = "k28_math_launch.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @math_launch(ptr noundef readonly captures(none) %0, ptr noundef readonly captures(none) %1, ptr noundef writeonly captures(none) %2, ptr noundef writeonly captures(none) %3, i32 noundef %4) local_unnamed_addr #0 !dbg !12 {
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !15
  %7 = tail call range(i32 1, 257) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !16
  %8 = mul nuw nsw i32 %6, %7, !dbg !17
  %9 = tail call range(i32 0, 256) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !18
  %10 = add nuw nsw i32 %8, %9, !dbg !19
  %11 = icmp slt i32 %10, %4, !dbg !20
  br i1 %11, label %12, label %47, !dbg !20

12:                                               ; preds = %5
  %13 = zext nneg i32 %10 to i64, !dbg !21
  %14 = getelementptr inbounds nuw float, ptr %0, i64 %13, !dbg !21
  %15 = load float, ptr %14, align 4, !dbg !21, !tbaa !22
  %16 = getelementptr inbounds nuw double, ptr %1, i64 %13, !dbg !24
  %17 = load double, ptr %16, align 8, !dbg !24, !tbaa !25
  %18 = tail call contract float @__nv_sinf(float noundef %15) #5, !dbg !27
  %19 = tail call contract float @__nv_cosf(float noundef %15) #5, !dbg !28
  %20 = fmul contract float %18, %19, !dbg !29
  %21 = tail call contract float @__nv_atan2f(float noundef %15, float noundef 1.500000e+00) #5, !dbg !30
  %22 = fadd contract float %20, %21, !dbg !31
  %23 = tail call contract float @llvm.fma.f32(float %15, float %15, float 1.000000e+00), !dbg !32
  %24 = tail call contract float @llvm.fabs.f32(float %15), !dbg !33
  %25 = tail call contract float @llvm.sqrt.f32(float %24), !dbg !34
  %26 = fadd contract float %23, %25, !dbg !35
  %27 = tail call contract float @llvm.floor.f32(float %15), !dbg !36
  %28 = fadd contract float %27, %26, !dbg !37
  %29 = fadd contract float %28, %22, !dbg !38
  %30 = tail call contract float @llvm.maxnum.f32(float %29, float -8.000000e+00), !dbg !39
  %31 = tail call contract float @llvm.minnum.f32(float %30, float 8.000000e+00), !dbg !40
  %32 = fadd contract float %24, 1.000000e+00, !dbg !41
  %33 = tail call contract float @llvm.nvvm.rsqrt.approx.f(float %32), !dbg !42
  %34 = fadd contract float %33, %31, !dbg !43
  %35 = tail call contract double @llvm.fabs.f64(double %17), !dbg !44
  %36 = tail call contract double @__nv_pow(double noundef %35, double noundef 7.500000e-01) #5, !dbg !45
  %37 = fadd contract double %35, 1.000000e+00, !dbg !46
  %38 = tail call contract double @__nv_log(double noundef %37) #5, !dbg !47
  %39 = fadd contract double %36, %38, !dbg !48
  %40 = tail call contract double @__nv_cbrt(double noundef %17) #5, !dbg !49
  %41 = fadd contract double %39, %40, !dbg !50
  %42 = tail call contract double @llvm.copysign.f64(double %41, double %17), !dbg !51
  %43 = tail call contract double @llvm.fma.f64(double %17, double %17, double -1.000000e+00), !dbg !52
  %44 = fadd contract double %43, %42, !dbg !53
  %45 = getelementptr inbounds nuw float, ptr %2, i64 %13, !dbg !54
  store float %34, ptr %45, align 4, !dbg !55, !tbaa !22
  %46 = getelementptr inbounds nuw double, ptr %3, i64 %13, !dbg !56
  store double %44, ptr %46, align 8, !dbg !57, !tbaa !25
  br label %47, !dbg !58

47:                                               ; preds = %5, %12
  ret void, !dbg !58
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nounwind
declare dso_local float @__nv_sinf(float noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare dso_local float @__nv_cosf(float noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare dso_local float @__nv_atan2f(float noundef, float noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #3

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #3

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sqrt.f32(float) #3

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.floor.f32(float) #3

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #3

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.minnum.f32(float, float) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.rsqrt.approx.f(float) #4

; Function Attrs: convergent nounwind
declare dso_local double @__nv_pow(double noundef, double noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #3

; Function Attrs: convergent nounwind
declare dso_local double @__nv_log(double noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare dso_local double @__nv_cbrt(double noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.copysign.f64(double, double) #3

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fma.f64(double, double, double) #3

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="256" "nvvm.minctasm"="2" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #3 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #5 = { convergent nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6}
!llvm.ident = !{!7}
!llvm.errno.tbaa = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "k28_math_launch.cu", directory: "/work/wt/nvir31/tools/capture/clang_kernels")
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
!12 = distinct !DISubprogram(name: "math_launch", scope: !1, file: !1, line: 10, type: !13, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 11, column: 11, scope: !12)
!16 = !DILocation(line: 11, column: 24, scope: !12)
!17 = !DILocation(line: 11, column: 22, scope: !12)
!18 = !DILocation(line: 11, column: 37, scope: !12)
!19 = !DILocation(line: 11, column: 35, scope: !12)
!20 = !DILocation(line: 12, column: 9, scope: !12)
!21 = !DILocation(line: 13, column: 13, scope: !12)
!22 = !{!23, !23, i64 0}
!23 = !{!"float", !10, i64 0}
!24 = !DILocation(line: 14, column: 14, scope: !12)
!25 = !{!26, !26, i64 0}
!26 = !{!"double", !10, i64 0}
!27 = !DILocation(line: 15, column: 13, scope: !12)
!28 = !DILocation(line: 15, column: 28, scope: !12)
!29 = !DILocation(line: 15, column: 26, scope: !12)
!30 = !DILocation(line: 15, column: 43, scope: !12)
!31 = !DILocation(line: 15, column: 41, scope: !12)
!32 = !DILocation(line: 16, column: 8, scope: !12)
!33 = !DILocation(line: 16, column: 52, scope: !12)
!34 = !DILocation(line: 16, column: 36, scope: !12)
!35 = !DILocation(line: 16, column: 34, scope: !12)
!36 = !DILocation(line: 16, column: 74, scope: !12)
!37 = !DILocation(line: 16, column: 72, scope: !12)
!38 = !DILocation(line: 16, column: 5, scope: !12)
!39 = !DILocation(line: 17, column: 23, scope: !12)
!40 = !DILocation(line: 17, column: 7, scope: !12)
!41 = !DILocation(line: 17, column: 97, scope: !12)
!42 = !DILocation(line: 17, column: 56, scope: !12)
!43 = !DILocation(line: 17, column: 54, scope: !12)
!44 = !DILocation(line: 18, column: 23, scope: !12)
!45 = !DILocation(line: 18, column: 14, scope: !12)
!46 = !DILocation(line: 18, column: 77, scope: !12)
!47 = !DILocation(line: 18, column: 50, scope: !12)
!48 = !DILocation(line: 18, column: 48, scope: !12)
!49 = !DILocation(line: 18, column: 86, scope: !12)
!50 = !DILocation(line: 18, column: 84, scope: !12)
!51 = !DILocation(line: 19, column: 7, scope: !12)
!52 = !DILocation(line: 19, column: 34, scope: !12)
!53 = !DILocation(line: 19, column: 32, scope: !12)
!54 = !DILocation(line: 20, column: 3, scope: !12)
!55 = !DILocation(line: 20, column: 8, scope: !12)
!56 = !DILocation(line: 21, column: 3, scope: !12)
!57 = !DILocation(line: 21, column: 9, scope: !12)
!58 = !DILocation(line: 22, column: 1, scope: !12)
