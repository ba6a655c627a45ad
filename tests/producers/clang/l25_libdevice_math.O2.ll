; ModuleID = 'l25_libdevice_math.cu'
source_filename = "l25_libdevice_math.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @libdevice_math(ptr noundef captures(none) %0, ptr noundef captures(none) %1, i32 noundef %2) local_unnamed_addr #0 !dbg !12 {
  %4 = alloca float, align 4
  %5 = alloca float, align 4
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !16
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !17
  %9 = mul nuw nsw i32 %7, %8, !dbg !18
  %10 = add nuw nsw i32 %9, %6, !dbg !19
  %11 = icmp slt i32 %10, %2, !dbg !20
  br i1 %11, label %12, label %46, !dbg !20

12:                                               ; preds = %3
  %13 = zext nneg i32 %10 to i64, !dbg !21
  %14 = getelementptr inbounds nuw float, ptr %0, i64 %13, !dbg !21
  %15 = load float, ptr %14, align 4, !dbg !21, !tbaa !22
  call void @llvm.lifetime.start.p0(ptr nonnull %4) #5, !dbg !24
  call void @llvm.lifetime.start.p0(ptr nonnull %5) #5, !dbg !24
  call void @__nv_sincosf(float noundef %15, ptr noundef nonnull %4, ptr noundef nonnull %5) #6, !dbg !25
  %16 = call contract float @__nv_expf(float noundef %15) #6, !dbg !26
  %17 = call contract float @llvm.fabs.f32(float %15), !dbg !27
  %18 = fadd contract float %17, 1.000000e+00, !dbg !28
  %19 = call contract float @__nv_logf(float noundef %18) #6, !dbg !29
  %20 = fadd contract float %16, %19, !dbg !30
  %21 = call contract float @__nv_powf(float noundef %15, float noundef 2.500000e+00) #6, !dbg !31
  %22 = fadd contract float %20, %21, !dbg !32
  %23 = call contract float @__nv_erff(float noundef %15) #6, !dbg !33
  %24 = fadd contract float %22, %23, !dbg !34
  %25 = call contract float @__nv_tanhf(float noundef %15) #6, !dbg !35
  %26 = fadd contract float %24, %25, !dbg !36
  %27 = load float, ptr %4, align 4, !dbg !37, !tbaa !22
  %28 = load float, ptr %5, align 4, !dbg !38, !tbaa !22
  %29 = fmul contract float %27, %28, !dbg !39
  %30 = fadd contract float %26, %29, !dbg !40
  %31 = call i32 @__nv_isnanf(float noundef %15) #6, !dbg !41
  %32 = icmp eq i32 %31, 0, !dbg !41
  %33 = select contract i1 %32, float 0.000000e+00, float 1.000000e+00, !dbg !41
  %34 = fadd contract float %30, %33, !dbg !42
  %35 = fmul contract float %15, %15, !dbg !43
  %36 = call contract float @llvm.sqrt.f32(float %35), !dbg !44
  %37 = fadd contract float %36, %34, !dbg !45
  store float %37, ptr %14, align 4, !dbg !46, !tbaa !22
  %38 = getelementptr inbounds nuw double, ptr %1, i64 %13, !dbg !47
  %39 = load double, ptr %38, align 8, !dbg !47, !tbaa !48
  %40 = call contract double @__nv_exp(double noundef %39) #6, !dbg !50
  %41 = fmul contract double %39, %39, !dbg !51
  %42 = call contract double @__nv_log1p(double noundef %41) #6, !dbg !52
  %43 = fadd contract double %40, %42, !dbg !53
  %44 = call contract double @llvm.fma.f64(double %39, double %39, double 1.000000e+00), !dbg !54
  %45 = fadd contract double %44, %43, !dbg !55
  store double %45, ptr %38, align 8, !dbg !56, !tbaa !48
  call void @llvm.lifetime.end.p0(ptr nonnull %5) #5, !dbg !57
  call void @llvm.lifetime.end.p0(ptr nonnull %4) #5, !dbg !57
  br label %46, !dbg !57

46:                                               ; preds = %3, %12
  ret void, !dbg !57
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: convergent nounwind
declare dso_local void @__nv_sincosf(float noundef, ptr noundef, ptr noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local float @__nv_expf(float noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local float @__nv_logf(float noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #4

; Function Attrs: convergent nounwind
declare dso_local float @__nv_powf(float noundef, float noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local float @__nv_erff(float noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local float @__nv_tanhf(float noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local i32 @__nv_isnanf(float noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sqrt.f32(float) #4

; Function Attrs: convergent nounwind
declare dso_local double @__nv_exp(double noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local double @__nv_log1p(double noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fma.f64(double, double, double) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #1

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #4 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nounwind }
attributes #6 = { convergent nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6}
!llvm.ident = !{!7}
!llvm.errno.tbaa = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "l25_libdevice_math.cu", directory: "/work/wt/llir25/tools/capture/clang_kernels")
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
!12 = distinct !DISubprogram(name: "libdevice_math", scope: !1, file: !1, line: 15, type: !13, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 16, column: 11, scope: !12)
!16 = !DILocation(line: 16, column: 25, scope: !12)
!17 = !DILocation(line: 16, column: 38, scope: !12)
!18 = !DILocation(line: 16, column: 36, scope: !12)
!19 = !DILocation(line: 16, column: 23, scope: !12)
!20 = !DILocation(line: 17, column: 9, scope: !12)
!21 = !DILocation(line: 18, column: 13, scope: !12)
!22 = !{!23, !23, i64 0}
!23 = !{!"float", !10, i64 0}
!24 = !DILocation(line: 19, column: 3, scope: !12)
!25 = !DILocation(line: 20, column: 3, scope: !12)
!26 = !DILocation(line: 21, column: 10, scope: !12)
!27 = !DILocation(line: 21, column: 35, scope: !12)
!28 = !DILocation(line: 21, column: 54, scope: !12)
!29 = !DILocation(line: 21, column: 25, scope: !12)
!30 = !DILocation(line: 21, column: 23, scope: !12)
!31 = !DILocation(line: 21, column: 64, scope: !12)
!32 = !DILocation(line: 21, column: 62, scope: !12)
!33 = !DILocation(line: 21, column: 85, scope: !12)
!34 = !DILocation(line: 21, column: 83, scope: !12)
!35 = !DILocation(line: 22, column: 10, scope: !12)
!36 = !DILocation(line: 22, column: 8, scope: !12)
!37 = !DILocation(line: 22, column: 26, scope: !12)
!38 = !DILocation(line: 22, column: 30, scope: !12)
!39 = !DILocation(line: 22, column: 28, scope: !12)
!40 = !DILocation(line: 22, column: 24, scope: !12)
!41 = !DILocation(line: 22, column: 35, scope: !12)
!42 = !DILocation(line: 22, column: 32, scope: !12)
!43 = !DILocation(line: 22, column: 85, scope: !12)
!44 = !DILocation(line: 22, column: 67, scope: !12)
!45 = !DILocation(line: 22, column: 65, scope: !12)
!46 = !DILocation(line: 21, column: 8, scope: !12)
!47 = !DILocation(line: 23, column: 14, scope: !12)
!48 = !{!49, !49, i64 0}
!49 = !{!"double", !10, i64 0}
!50 = !DILocation(line: 24, column: 10, scope: !12)
!51 = !DILocation(line: 24, column: 37, scope: !12)
!52 = !DILocation(line: 24, column: 24, scope: !12)
!53 = !DILocation(line: 24, column: 22, scope: !12)
!54 = !DILocation(line: 24, column: 44, scope: !12)
!55 = !DILocation(line: 24, column: 42, scope: !12)
!56 = !DILocation(line: 24, column: 8, scope: !12)
!57 = !DILocation(line: 25, column: 1, scope: !12)
