; ModuleID = 'g24_device_calls.cu'
source_filename = "g24_device_calls.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@__const.g24_device_calls.ops = private unnamed_addr constant [3 x ptr] [ptr @_Z5twicef, ptr @_Z6squaref, ptr @_Z6negatef], align 8

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @_Z10accumulateP5Statsf(ptr noundef captures(none) %0, float noundef %1) local_unnamed_addr #0 !dbg !12 {
  %3 = load float, ptr %0, align 4, !dbg !15, !tbaa !16
  %4 = fcmp contract olt float %1, %3, !dbg !19
  %5 = select contract i1 %4, float %1, float %3, !dbg !20
  store float %5, ptr %0, align 4, !dbg !21, !tbaa !16
  %6 = getelementptr inbounds nuw i8, ptr %0, i64 4, !dbg !22
  %7 = load float, ptr %6, align 4, !dbg !22, !tbaa !23
  %8 = fcmp contract ogt float %1, %7, !dbg !24
  %9 = select contract i1 %8, float %1, float %7, !dbg !25
  store float %9, ptr %6, align 4, !dbg !26, !tbaa !23
  %10 = getelementptr inbounds nuw i8, ptr %0, i64 8, !dbg !27
  %11 = load float, ptr %10, align 4, !dbg !28, !tbaa !29
  %12 = fadd contract float %1, %11, !dbg !28
  store float %12, ptr %10, align 4, !dbg !28, !tbaa !29
  %13 = getelementptr inbounds nuw i8, ptr %0, i64 12, !dbg !30
  %14 = load i32, ptr %13, align 4, !dbg !31, !tbaa !32
  %15 = add nsw i32 %14, 1, !dbg !31
  store i32 %15, ptr %13, align 4, !dbg !31, !tbaa !32
  ret void, !dbg !33
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
define dso_local noundef i32 @_Z3fibi(i32 noundef %0) local_unnamed_addr #1 !dbg !34 {
  %2 = icmp slt i32 %0, 2, !dbg !35
  br i1 %2, label %46, label %3, !dbg !36

3:                                                ; preds = %1
  %4 = add nsw i32 %0, -2, !dbg !36
  %5 = lshr i32 %4, 1, !dbg !36
  %6 = add nuw i32 %5, 1, !dbg !36
  %7 = and i32 %6, 3, !dbg !36
  %8 = icmp ult i32 %4, 6, !dbg !36
  br i1 %8, label %32, label %9, !dbg !36

9:                                                ; preds = %3
  %10 = and i32 %6, -4, !dbg !36
  br label %11, !dbg !36

11:                                               ; preds = %11, %9
  %12 = phi i32 [ %0, %9 ], [ %24, %11 ]
  %13 = phi i32 [ 0, %9 ], [ %27, %11 ]
  %14 = phi i32 [ 0, %9 ], [ %28, %11 ]
  %15 = add nsw i32 %12, -1
  %16 = tail call noundef i32 @_Z3fibi(i32 noundef %15) #9, !dbg !37
  %17 = add nsw i32 %16, %13, !dbg !38
  %18 = add nsw i32 %12, -3
  %19 = tail call noundef i32 @_Z3fibi(i32 noundef %18) #9, !dbg !37
  %20 = add nsw i32 %19, %17, !dbg !38
  %21 = add nsw i32 %12, -5
  %22 = tail call noundef i32 @_Z3fibi(i32 noundef %21) #9, !dbg !37
  %23 = add nsw i32 %22, %20, !dbg !38
  %24 = add nsw i32 %12, -8
  %25 = add nsw i32 %12, -7
  %26 = tail call noundef i32 @_Z3fibi(i32 noundef %25) #9, !dbg !37
  %27 = add nsw i32 %26, %23, !dbg !38
  %28 = add i32 %14, 4, !dbg !36
  %29 = icmp eq i32 %28, %10, !dbg !36
  br i1 %29, label %30, label %11, !dbg !36

30:                                               ; preds = %11
  %31 = icmp eq i32 %7, 0, !dbg !36
  br i1 %31, label %46, label %32, !dbg !36

32:                                               ; preds = %30, %3
  %33 = phi i32 [ %0, %3 ], [ %24, %30 ]
  %34 = phi i32 [ 0, %3 ], [ %27, %30 ]
  %35 = icmp ne i32 %7, 0, !dbg !36
  tail call void @llvm.assume(i1 %35), !dbg !36
  br label %36, !dbg !36

36:                                               ; preds = %36, %32
  %37 = phi i32 [ %40, %36 ], [ %33, %32 ]
  %38 = phi i32 [ %43, %36 ], [ %34, %32 ]
  %39 = phi i32 [ %44, %36 ], [ 0, %32 ]
  %40 = add nsw i32 %37, -2
  %41 = add nsw i32 %37, -1
  %42 = tail call noundef i32 @_Z3fibi(i32 noundef %41) #9, !dbg !37
  %43 = add nsw i32 %42, %38, !dbg !38
  %44 = add i32 %39, 1, !dbg !36
  %45 = icmp eq i32 %44, %7, !dbg !36
  br i1 %45, label %46, label %36, !dbg !36, !llvm.loop !39

46:                                               ; preds = %30, %36, %1
  %47 = phi i32 [ 0, %1 ], [ %27, %30 ], [ %43, %36 ]
  %48 = phi i32 [ %0, %1 ], [ %24, %30 ], [ %40, %36 ]
  %49 = add nsw i32 %48, %47
  ret i32 %49, !dbg !41
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local noundef float @_Z5twicef(float noundef %0) #2 !dbg !42 {
  %2 = fmul contract float %0, 2.000000e+00, !dbg !43
  ret float %2, !dbg !44
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local noundef float @_Z6squaref(float noundef %0) #2 !dbg !45 {
  %2 = fmul contract float %0, %0, !dbg !46
  ret float %2, !dbg !47
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local noundef float @_Z6negatef(float noundef %0) #2 !dbg !48 {
  %2 = fneg contract float %0, !dbg !49
  ret float %2, !dbg !50
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none)
define dso_local noundef float @_Z3mixffffiidc(float noundef %0, float noundef %1, float noundef %2, float noundef %3, i32 noundef %4, i32 noundef %5, double noundef %6, i8 noundef signext %7) local_unnamed_addr #3 !dbg !51 {
  %9 = fmul contract float %0, %1, !dbg !52
  %10 = fmul contract float %2, %3, !dbg !53
  %11 = fadd contract float %9, %10, !dbg !54
  %12 = sitofp i32 %4 to float, !dbg !55
  %13 = fadd contract float %11, %12, !dbg !56
  %14 = sitofp i32 %5 to float, !dbg !57
  %15 = fsub contract float %13, %14, !dbg !58
  %16 = fptrunc contract double %6 to float, !dbg !59
  %17 = fadd contract float %15, %16, !dbg !60
  %18 = sitofp i8 %7 to float, !dbg !61
  %19 = fadd contract float %17, %18, !dbg !62
  ret float %19, !dbg !63
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: write)
define dso_local void @_Z4fillPfif(ptr noundef writeonly captures(none) %0, i32 noundef %1, float noundef %2) local_unnamed_addr #4 !dbg !64 {
  %4 = icmp sgt i32 %1, 0, !dbg !65
  br i1 %4, label %5, label %25, !dbg !66

5:                                                ; preds = %3
  %6 = and i32 %1, 3, !dbg !66
  %7 = icmp ult i32 %1, 4, !dbg !66
  br i1 %7, label %12, label %8, !dbg !66

8:                                                ; preds = %5
  %9 = and i32 %1, 2147483644, !dbg !66
  br label %26, !dbg !66

10:                                               ; preds = %26
  %11 = icmp eq i32 %6, 0, !dbg !66
  br i1 %11, label %25, label %12, !dbg !66

12:                                               ; preds = %10, %5
  %13 = phi i32 [ 0, %5 ], [ %48, %10 ]
  %14 = icmp ne i32 %6, 0, !dbg !66
  tail call void @llvm.assume(i1 %14), !dbg !66
  br label %15, !dbg !66

15:                                               ; preds = %15, %12
  %16 = phi i32 [ %22, %15 ], [ %13, %12 ]
  %17 = phi i32 [ %23, %15 ], [ 0, %12 ]
  %18 = uitofp nneg i32 %16 to float, !dbg !67
  %19 = fadd contract float %2, %18, !dbg !68
  %20 = zext nneg i32 %16 to i64, !dbg !69
  %21 = getelementptr inbounds nuw float, ptr %0, i64 %20, !dbg !69
  store float %19, ptr %21, align 4, !dbg !70, !tbaa !71
  %22 = add nuw nsw i32 %16, 1, !dbg !72
  %23 = add i32 %17, 1, !dbg !66
  %24 = icmp eq i32 %23, %6, !dbg !66
  br i1 %24, label %25, label %15, !dbg !66, !llvm.loop !73

25:                                               ; preds = %10, %15, %3
  ret void, !dbg !74

26:                                               ; preds = %26, %8
  %27 = phi i32 [ 0, %8 ], [ %48, %26 ]
  %28 = phi i32 [ 0, %8 ], [ %49, %26 ]
  %29 = uitofp nneg i32 %27 to float, !dbg !67
  %30 = fadd contract float %2, %29, !dbg !68
  %31 = zext nneg i32 %27 to i64, !dbg !69
  %32 = getelementptr inbounds nuw float, ptr %0, i64 %31, !dbg !69
  store float %30, ptr %32, align 4, !dbg !70, !tbaa !71
  %33 = or disjoint i32 %27, 1, !dbg !72
  %34 = uitofp nneg i32 %33 to float, !dbg !67
  %35 = fadd contract float %2, %34, !dbg !68
  %36 = zext nneg i32 %33 to i64, !dbg !69
  %37 = getelementptr inbounds nuw float, ptr %0, i64 %36, !dbg !69
  store float %35, ptr %37, align 4, !dbg !70, !tbaa !71
  %38 = or disjoint i32 %27, 2, !dbg !72
  %39 = uitofp nneg i32 %38 to float, !dbg !67
  %40 = fadd contract float %2, %39, !dbg !68
  %41 = zext nneg i32 %38 to i64, !dbg !69
  %42 = getelementptr inbounds nuw float, ptr %0, i64 %41, !dbg !69
  store float %40, ptr %42, align 4, !dbg !70, !tbaa !71
  %43 = or disjoint i32 %27, 3, !dbg !72
  %44 = uitofp nneg i32 %43 to float, !dbg !67
  %45 = fadd contract float %2, %44, !dbg !68
  %46 = zext nneg i32 %43 to i64, !dbg !69
  %47 = getelementptr inbounds nuw float, ptr %0, i64 %46, !dbg !69
  store float %45, ptr %47, align 4, !dbg !70, !tbaa !71
  %48 = add nuw nsw i32 %27, 4, !dbg !72
  %49 = add i32 %28, 4, !dbg !66
  %50 = icmp eq i32 %49, %9, !dbg !66
  br i1 %50, label %10, label %26, !dbg !66, !llvm.loop !75
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #5

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @g24_device_calls(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1, i32 noundef %2) local_unnamed_addr #6 !dbg !77 {
  %4 = alloca [5 x float], align 4
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !78
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !79
  %7 = mul nuw nsw i32 %5, %6, !dbg !80
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !81
  %9 = add nuw nsw i32 %7, %8, !dbg !82
  %10 = icmp slt i32 %9, %2, !dbg !83
  br i1 %10, label %11, label %89, !dbg !83

11:                                               ; preds = %3
  call void @llvm.lifetime.start.p0(ptr nonnull %4) #9, !dbg !84
  %12 = zext nneg i32 %9 to i64, !dbg !85
  %13 = getelementptr inbounds nuw float, ptr %0, i64 %12, !dbg !85
  %14 = load float, ptr %13, align 4, !dbg !85, !tbaa !71
  call void @_Z4fillPfif(ptr noundef nonnull %4, i32 noundef 5, float noundef %14) #9, !dbg !86
  %15 = urem i32 %9, 3, !dbg !87
  %16 = zext nneg i32 %15 to i64, !dbg !88
  %17 = getelementptr inbounds nuw ptr, ptr @__const.g24_device_calls.ops, i64 %16, !dbg !88
  %18 = load ptr, ptr %17, align 8, !dbg !88, !tbaa !89
  %19 = load float, ptr %4, align 4, !dbg !91, !tbaa !71
  %20 = tail call contract noundef float %18(float noundef %19) #10, !dbg !88
  %21 = fcmp contract olt float %20, 0x46293E5940000000, !dbg !92
  %22 = select contract i1 %21, float %20, float 0x46293E5940000000, !dbg !94
  %23 = fcmp contract ogt float %20, 0xC6293E5940000000, !dbg !95
  %24 = select contract i1 %23, float %20, float 0xC6293E5940000000, !dbg !96
  %25 = fadd contract float %20, 0.000000e+00, !dbg !97
  %26 = add nuw nsw i32 %9, 1, !dbg !98
  %27 = urem i32 %26, 3, !dbg !87
  %28 = zext nneg i32 %27 to i64, !dbg !88
  %29 = getelementptr inbounds nuw ptr, ptr @__const.g24_device_calls.ops, i64 %28, !dbg !88
  %30 = load ptr, ptr %29, align 8, !dbg !88, !tbaa !89
  %31 = getelementptr inbounds nuw i8, ptr %4, i64 4, !dbg !91
  %32 = load float, ptr %31, align 4, !dbg !91, !tbaa !71
  %33 = tail call contract noundef float %30(float noundef %32) #10, !dbg !88
  %34 = fcmp contract olt float %33, %22, !dbg !92
  %35 = select contract i1 %34, float %33, float %22, !dbg !94
  %36 = fcmp contract ogt float %33, %24, !dbg !95
  %37 = select contract i1 %36, float %33, float %24, !dbg !96
  %38 = fadd contract float %25, %33, !dbg !97
  %39 = add nuw nsw i32 %9, 2, !dbg !98
  %40 = urem i32 %39, 3, !dbg !87
  %41 = zext nneg i32 %40 to i64, !dbg !88
  %42 = getelementptr inbounds nuw ptr, ptr @__const.g24_device_calls.ops, i64 %41, !dbg !88
  %43 = load ptr, ptr %42, align 8, !dbg !88, !tbaa !89
  %44 = getelementptr inbounds nuw i8, ptr %4, i64 8, !dbg !91
  %45 = load float, ptr %44, align 4, !dbg !91, !tbaa !71
  %46 = tail call contract noundef float %43(float noundef %45) #10, !dbg !88
  %47 = fcmp contract olt float %46, %35, !dbg !92
  %48 = select contract i1 %47, float %46, float %35, !dbg !94
  %49 = fcmp contract ogt float %46, %37, !dbg !95
  %50 = select contract i1 %49, float %46, float %37, !dbg !96
  %51 = fadd contract float %38, %46, !dbg !97
  %52 = add nuw nsw i32 %9, 3, !dbg !98
  %53 = urem i32 %52, 3, !dbg !87
  %54 = zext nneg i32 %53 to i64, !dbg !88
  %55 = getelementptr inbounds nuw ptr, ptr @__const.g24_device_calls.ops, i64 %54, !dbg !88
  %56 = load ptr, ptr %55, align 8, !dbg !88, !tbaa !89
  %57 = getelementptr inbounds nuw i8, ptr %4, i64 12, !dbg !91
  %58 = load float, ptr %57, align 4, !dbg !91, !tbaa !71
  %59 = tail call contract noundef float %56(float noundef %58) #10, !dbg !88
  %60 = fcmp contract olt float %59, %48, !dbg !92
  %61 = select contract i1 %60, float %59, float %48, !dbg !94
  %62 = fcmp contract ogt float %59, %50, !dbg !95
  %63 = select contract i1 %62, float %59, float %50, !dbg !96
  %64 = fadd contract float %51, %59, !dbg !97
  %65 = add nuw nsw i32 %9, 4, !dbg !98
  %66 = urem i32 %65, 3, !dbg !87
  %67 = zext nneg i32 %66 to i64, !dbg !88
  %68 = getelementptr inbounds nuw ptr, ptr @__const.g24_device_calls.ops, i64 %67, !dbg !88
  %69 = load ptr, ptr %68, align 8, !dbg !88, !tbaa !89
  %70 = getelementptr inbounds nuw i8, ptr %4, i64 16, !dbg !91
  %71 = load float, ptr %70, align 4, !dbg !91, !tbaa !71
  %72 = tail call contract noundef float %69(float noundef %71) #10, !dbg !88
  %73 = fcmp contract olt float %72, %61, !dbg !92
  %74 = select contract i1 %73, float %72, float %61, !dbg !94
  %75 = fcmp contract ogt float %72, %63, !dbg !95
  %76 = select contract i1 %75, float %72, float %63, !dbg !96
  %77 = fadd contract float %64, %72, !dbg !97
  %78 = urem i32 %9, 5, !dbg !99
  %79 = zext nneg i32 %78 to i64, !dbg !100
  %80 = getelementptr inbounds nuw float, ptr %4, i64 %79, !dbg !100
  %81 = load float, ptr %80, align 4, !dbg !100, !tbaa !71
  %82 = and i32 %9, 7, !dbg !101
  %83 = tail call noundef i32 @_Z3fibi(i32 noundef %82) #9, !dbg !102
  %84 = load float, ptr %13, align 4, !dbg !103, !tbaa !71
  %85 = fpext contract float %84 to double, !dbg !103
  %86 = trunc i32 %9 to i8, !dbg !104
  %87 = tail call contract noundef float @_Z3mixffffiidc(float noundef %74, float noundef %76, float noundef %77, float noundef %81, i32 noundef 5, i32 noundef %83, double noundef %85, i8 noundef signext %86) #9, !dbg !105
  %88 = getelementptr inbounds nuw float, ptr %1, i64 %12, !dbg !106
  store float %87, ptr %88, align 4, !dbg !107, !tbaa !71
  call void @llvm.lifetime.end.p0(ptr nonnull %4) #9, !dbg !108
  br label %89, !dbg !108

89:                                               ; preds = %3, %11
  ret void, !dbg !108
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #7

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #8

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #1 = { mustprogress nofree nosync nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #2 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind memory(argmem: write) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #7 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #9 = { nounwind }
attributes #10 = { convergent nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6}
!llvm.ident = !{!7}
!llvm.errno.tbaa = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "g24_device_calls.cu", directory: "/work/wt/mid24/tools/capture/clang_kernels")
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
!12 = distinct !DISubprogram(name: "accumulate", scope: !1, file: !1, line: 6, type: !13, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 7, column: 18, scope: !12)
!16 = !{!17, !18, i64 0}
!17 = !{!"_ZTS5Stats", !18, i64 0, !18, i64 4, !18, i64 8, !9, i64 12}
!18 = !{!"float", !10, i64 0}
!19 = !DILocation(line: 7, column: 13, scope: !12)
!20 = !DILocation(line: 7, column: 11, scope: !12)
!21 = !DILocation(line: 7, column: 9, scope: !12)
!22 = !DILocation(line: 8, column: 18, scope: !12)
!23 = !{!17, !18, i64 4}
!24 = !DILocation(line: 8, column: 13, scope: !12)
!25 = !DILocation(line: 8, column: 11, scope: !12)
!26 = !DILocation(line: 8, column: 9, scope: !12)
!27 = !DILocation(line: 9, column: 6, scope: !12)
!28 = !DILocation(line: 9, column: 10, scope: !12)
!29 = !{!17, !18, i64 8}
!30 = !DILocation(line: 10, column: 6, scope: !12)
!31 = !DILocation(line: 10, column: 11, scope: !12)
!32 = !{!17, !9, i64 12}
!33 = !DILocation(line: 11, column: 1, scope: !12)
!34 = distinct !DISubprogram(name: "fib", scope: !1, file: !1, line: 12, type: !13, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!35 = !DILocation(line: 12, column: 38, scope: !34)
!36 = !DILocation(line: 12, column: 36, scope: !34)
!37 = !DILocation(line: 12, column: 48, scope: !34)
!38 = !DILocation(line: 12, column: 59, scope: !34)
!39 = distinct !{!39, !40}
!40 = !{!"llvm.loop.unroll.disable"}
!41 = !DILocation(line: 12, column: 29, scope: !34)
!42 = distinct !DISubprogram(name: "twice", scope: !1, file: !1, line: 13, type: !13, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!43 = !DILocation(line: 13, column: 44, scope: !42)
!44 = !DILocation(line: 13, column: 35, scope: !42)
!45 = distinct !DISubprogram(name: "square", scope: !1, file: !1, line: 14, type: !13, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!46 = !DILocation(line: 14, column: 45, scope: !45)
!47 = !DILocation(line: 14, column: 36, scope: !45)
!48 = distinct !DISubprogram(name: "negate", scope: !1, file: !1, line: 15, type: !13, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!49 = !DILocation(line: 15, column: 43, scope: !48)
!50 = !DILocation(line: 15, column: 36, scope: !48)
!51 = distinct !DISubprogram(name: "mix", scope: !1, file: !1, line: 16, type: !13, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!52 = !DILocation(line: 17, column: 12, scope: !51)
!53 = !DILocation(line: 17, column: 20, scope: !51)
!54 = !DILocation(line: 17, column: 16, scope: !51)
!55 = !DILocation(line: 17, column: 26, scope: !51)
!56 = !DILocation(line: 17, column: 24, scope: !51)
!57 = !DILocation(line: 17, column: 30, scope: !51)
!58 = !DILocation(line: 17, column: 28, scope: !51)
!59 = !DILocation(line: 17, column: 41, scope: !51)
!60 = !DILocation(line: 17, column: 32, scope: !51)
!61 = !DILocation(line: 17, column: 45, scope: !51)
!62 = !DILocation(line: 17, column: 43, scope: !51)
!63 = !DILocation(line: 17, column: 3, scope: !51)
!64 = distinct !DISubprogram(name: "fill", scope: !1, file: !1, line: 19, type: !13, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!65 = !DILocation(line: 20, column: 21, scope: !64)
!66 = !DILocation(line: 20, column: 3, scope: !64)
!67 = !DILocation(line: 20, column: 51, scope: !64)
!68 = !DILocation(line: 20, column: 49, scope: !64)
!69 = !DILocation(line: 20, column: 35, scope: !64)
!70 = !DILocation(line: 20, column: 42, scope: !64)
!71 = !{!18, !18, i64 0}
!72 = !DILocation(line: 20, column: 30, scope: !64)
!73 = distinct !{!73, !40}
!74 = !DILocation(line: 21, column: 1, scope: !64)
!75 = distinct !{!75, !66, !67, !76}
!76 = !{!"llvm.loop.mustprogress"}
!77 = distinct !DISubprogram(name: "g24_device_calls", scope: !1, file: !1, line: 22, type: !13, scopeLine: 22, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!78 = !DILocation(line: 23, column: 11, scope: !77)
!79 = !DILocation(line: 23, column: 24, scope: !77)
!80 = !DILocation(line: 23, column: 22, scope: !77)
!81 = !DILocation(line: 23, column: 37, scope: !77)
!82 = !DILocation(line: 23, column: 35, scope: !77)
!83 = !DILocation(line: 24, column: 9, scope: !77)
!84 = !DILocation(line: 27, column: 3, scope: !77)
!85 = !DILocation(line: 28, column: 18, scope: !77)
!86 = !DILocation(line: 28, column: 3, scope: !77)
!87 = !DILocation(line: 29, column: 58, scope: !77)
!88 = !DILocation(line: 29, column: 46, scope: !77)
!89 = !{!90, !90, i64 0}
!90 = !{!"any pointer", !10, i64 0}
!91 = !DILocation(line: 29, column: 63, scope: !77)
!92 = !DILocation(line: 7, column: 13, scope: !12, inlinedAt: !93)
!93 = distinct !DILocation(line: 29, column: 31, scope: !77)
!94 = !DILocation(line: 7, column: 11, scope: !12, inlinedAt: !93)
!95 = !DILocation(line: 8, column: 13, scope: !12, inlinedAt: !93)
!96 = !DILocation(line: 8, column: 11, scope: !12, inlinedAt: !93)
!97 = !DILocation(line: 9, column: 10, scope: !12, inlinedAt: !93)
!98 = !DILocation(line: 29, column: 53, scope: !77)
!99 = !DILocation(line: 30, column: 41, scope: !77)
!100 = !DILocation(line: 30, column: 33, scope: !77)
!101 = !DILocation(line: 30, column: 62, scope: !77)
!102 = !DILocation(line: 30, column: 56, scope: !77)
!103 = !DILocation(line: 30, column: 68, scope: !77)
!104 = !DILocation(line: 30, column: 80, scope: !77)
!105 = !DILocation(line: 30, column: 10, scope: !77)
!106 = !DILocation(line: 30, column: 3, scope: !77)
!107 = !DILocation(line: 30, column: 8, scope: !77)
!108 = !DILocation(line: 31, column: 1, scope: !77)
