; ModuleID = 'k32_vla.cu'
source_filename = "k32_vla.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read)
define dso_local noundef float @_Z5sum_nPKfi(ptr noundef readonly captures(none) %0, i32 noundef %1) local_unnamed_addr #0 !dbg !12 {
  %3 = icmp sgt i32 %1, 0, !dbg !15
  br i1 %3, label %4, label %28, !dbg !16

4:                                                ; preds = %2
  %5 = and i32 %1, 3, !dbg !16
  %6 = icmp ult i32 %1, 4, !dbg !16
  br i1 %6, label %11, label %7, !dbg !16

7:                                                ; preds = %4
  %8 = and i32 %1, 2147483644, !dbg !16
  br label %30, !dbg !16

9:                                                ; preds = %30
  %10 = icmp eq i32 %5, 0, !dbg !16
  br i1 %10, label %28, label %11, !dbg !16

11:                                               ; preds = %9, %4
  %12 = phi i32 [ 0, %4 ], [ %58, %9 ]
  %13 = phi float [ 0.000000e+00, %4 ], [ %61, %9 ]
  %14 = icmp ne i32 %5, 0, !dbg !16
  tail call void @llvm.assume(i1 %14), !dbg !16
  br label %15, !dbg !16

15:                                               ; preds = %15, %11
  %16 = phi i32 [ %22, %15 ], [ %12, %11 ]
  %17 = phi float [ %25, %15 ], [ %13, %11 ]
  %18 = phi i32 [ %26, %15 ], [ 0, %11 ]
  %19 = zext nneg i32 %16 to i64, !dbg !17
  %20 = getelementptr inbounds nuw float, ptr %0, i64 %19, !dbg !17
  %21 = load float, ptr %20, align 4, !dbg !17, !tbaa !18
  %22 = add nuw nsw i32 %16, 1, !dbg !20
  %23 = uitofp nneg i32 %22 to float, !dbg !21
  %24 = fmul contract float %21, %23, !dbg !22
  %25 = fadd contract float %17, %24, !dbg !23
  %26 = add i32 %18, 1, !dbg !16
  %27 = icmp eq i32 %26, %5, !dbg !16
  br i1 %27, label %28, label %15, !dbg !16, !llvm.loop !24

28:                                               ; preds = %9, %15, %2
  %29 = phi float [ 0.000000e+00, %2 ], [ %61, %9 ], [ %25, %15 ], !dbg !26
  ret float %29, !dbg !27

30:                                               ; preds = %30, %7
  %31 = phi i32 [ 0, %7 ], [ %58, %30 ]
  %32 = phi float [ 0.000000e+00, %7 ], [ %61, %30 ]
  %33 = phi i32 [ 0, %7 ], [ %62, %30 ]
  %34 = zext nneg i32 %31 to i64, !dbg !17
  %35 = getelementptr inbounds nuw float, ptr %0, i64 %34, !dbg !17
  %36 = load float, ptr %35, align 4, !dbg !17, !tbaa !18
  %37 = or disjoint i32 %31, 1, !dbg !20
  %38 = uitofp nneg i32 %37 to float, !dbg !21
  %39 = fmul contract float %36, %38, !dbg !22
  %40 = fadd contract float %32, %39, !dbg !23
  %41 = zext nneg i32 %37 to i64, !dbg !17
  %42 = getelementptr inbounds nuw float, ptr %0, i64 %41, !dbg !17
  %43 = load float, ptr %42, align 4, !dbg !17, !tbaa !18
  %44 = or disjoint i32 %31, 2, !dbg !20
  %45 = uitofp nneg i32 %44 to float, !dbg !21
  %46 = fmul contract float %43, %45, !dbg !22
  %47 = fadd contract float %40, %46, !dbg !23
  %48 = zext nneg i32 %44 to i64, !dbg !17
  %49 = getelementptr inbounds nuw float, ptr %0, i64 %48, !dbg !17
  %50 = load float, ptr %49, align 4, !dbg !17, !tbaa !18
  %51 = or disjoint i32 %31, 3, !dbg !20
  %52 = uitofp nneg i32 %51 to float, !dbg !21
  %53 = fmul contract float %50, %52, !dbg !22
  %54 = fadd contract float %47, %53, !dbg !23
  %55 = zext nneg i32 %51 to i64, !dbg !17
  %56 = getelementptr inbounds nuw float, ptr %0, i64 %55, !dbg !17
  %57 = load float, ptr %56, align 4, !dbg !17, !tbaa !18
  %58 = add nuw nsw i32 %31, 4, !dbg !20
  %59 = uitofp nneg i32 %58 to float, !dbg !21
  %60 = fmul contract float %57, %59, !dbg !22
  %61 = fadd contract float %54, %60, !dbg !23
  %62 = add i32 %33, 4, !dbg !16
  %63 = icmp eq i32 %62, %8, !dbg !16
  br i1 %63, label %9, label %30, !dbg !16, !llvm.loop !28
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @alloca_dyn(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #1 !dbg !31 {
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !32
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !33
  %7 = mul nuw nsw i32 %5, %6, !dbg !34
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !35
  %9 = add nuw nsw i32 %7, %8, !dbg !36
  %10 = icmp sge i32 %9, %3, !dbg !37
  %11 = add i32 %2, -65, !dbg !38
  %12 = icmp ult i32 %11, -64, !dbg !38
  %13 = or i1 %10, %12, !dbg !38
  br i1 %13, label %117, label %14, !dbg !38

14:                                               ; preds = %4
  %15 = shl nuw nsw i32 %2, 2, !dbg !39
  %16 = zext nneg i32 %15 to i64, !dbg !39
  %17 = alloca i8, i64 %16, align 8, !dbg !40
  %18 = add nsw i32 %2, -1, !dbg !41
  %19 = and i32 %2, 1, !dbg !41
  %20 = icmp eq i32 %18, 0, !dbg !41
  br i1 %20, label %25, label %21, !dbg !41

21:                                               ; preds = %14
  %22 = and i32 %2, 126, !dbg !41
  br label %44, !dbg !41

23:                                               ; preds = %44
  %24 = icmp eq i32 %19, 0, !dbg !41
  br i1 %24, label %35, label %25, !dbg !41

25:                                               ; preds = %23, %14
  %26 = phi i32 [ 0, %14 ], [ %62, %23 ]
  %27 = icmp ne i32 %19, 0, !dbg !41
  tail call void @llvm.assume(i1 %27), !dbg !41
  %28 = add nuw nsw i32 %26, %9, !dbg !42
  %29 = srem i32 %28, %3, !dbg !43
  %30 = zext nneg i32 %29 to i64, !dbg !44
  %31 = getelementptr inbounds nuw float, ptr %0, i64 %30, !dbg !44
  %32 = load float, ptr %31, align 4, !dbg !44, !tbaa !18
  %33 = zext nneg i32 %26 to i64, !dbg !45
  %34 = getelementptr inbounds nuw float, ptr %17, i64 %33, !dbg !45
  store float %32, ptr %34, align 4, !dbg !46, !tbaa !18
  br label %35, !dbg !47

35:                                               ; preds = %23, %25
  %36 = icmp samesign ugt i32 %2, 1, !dbg !47
  br i1 %36, label %37, label %82, !dbg !48

37:                                               ; preds = %35
  %38 = load float, ptr %17, align 8
  %39 = add nsw i32 %2, -2, !dbg !48
  %40 = and i32 %18, 3, !dbg !48
  %41 = icmp ult i32 %39, 3, !dbg !48
  br i1 %41, label %67, label %42, !dbg !48

42:                                               ; preds = %37
  %43 = and i32 %18, -4, !dbg !48
  br label %91, !dbg !48

44:                                               ; preds = %44, %21
  %45 = phi i32 [ 0, %21 ], [ %62, %44 ]
  %46 = phi i32 [ 0, %21 ], [ %63, %44 ]
  %47 = add nuw nsw i32 %45, %9, !dbg !42
  %48 = srem i32 %47, %3, !dbg !43
  %49 = zext nneg i32 %48 to i64, !dbg !44
  %50 = getelementptr inbounds nuw float, ptr %0, i64 %49, !dbg !44
  %51 = load float, ptr %50, align 4, !dbg !44, !tbaa !18
  %52 = zext nneg i32 %45 to i64, !dbg !45
  %53 = getelementptr inbounds nuw float, ptr %17, i64 %52, !dbg !45
  store float %51, ptr %53, align 8, !dbg !46, !tbaa !18
  %54 = or disjoint i32 %45, 1, !dbg !49
  %55 = add nuw nsw i32 %54, %9, !dbg !42
  %56 = srem i32 %55, %3, !dbg !43
  %57 = zext nneg i32 %56 to i64, !dbg !44
  %58 = getelementptr inbounds nuw float, ptr %0, i64 %57, !dbg !44
  %59 = load float, ptr %58, align 4, !dbg !44, !tbaa !18
  %60 = zext nneg i32 %54 to i64, !dbg !45
  %61 = getelementptr inbounds nuw float, ptr %17, i64 %60, !dbg !45
  store float %59, ptr %61, align 4, !dbg !46, !tbaa !18
  %62 = add nuw nsw i32 %45, 2, !dbg !49
  %63 = add i32 %46, 2, !dbg !41
  %64 = icmp eq i32 %63, %22, !dbg !41
  br i1 %64, label %23, label %44, !dbg !41, !llvm.loop !50

65:                                               ; preds = %91
  %66 = icmp eq i32 %40, 0, !dbg !48
  br i1 %66, label %82, label %67, !dbg !48

67:                                               ; preds = %65, %37
  %68 = phi float [ %38, %37 ], [ %113, %65 ]
  %69 = phi i32 [ 1, %37 ], [ %114, %65 ]
  %70 = icmp ne i32 %40, 0, !dbg !48
  tail call void @llvm.assume(i1 %70), !dbg !48
  br label %71, !dbg !48

71:                                               ; preds = %71, %67
  %72 = phi float [ %68, %67 ], [ %78, %71 ], !dbg !52
  %73 = phi i32 [ %69, %67 ], [ %79, %71 ]
  %74 = phi i32 [ 0, %67 ], [ %80, %71 ]
  %75 = zext nneg i32 %73 to i64, !dbg !52
  %76 = getelementptr float, ptr %17, i64 %75, !dbg !52
  %77 = load float, ptr %76, align 4, !dbg !53, !tbaa !18
  %78 = fadd contract float %72, %77, !dbg !53
  store float %78, ptr %76, align 4, !dbg !53, !tbaa !18
  %79 = add nuw nsw i32 %73, 1, !dbg !54
  %80 = add i32 %74, 1, !dbg !48
  %81 = icmp eq i32 %80, %40, !dbg !48
  br i1 %81, label %82, label %71, !dbg !48, !llvm.loop !55

82:                                               ; preds = %65, %71, %35
  %83 = call contract noundef float @_Z5sum_nPKfi(ptr noundef nonnull %17, i32 noundef %2) #5, !dbg !56
  %84 = urem i32 %9, %2, !dbg !57
  %85 = zext nneg i32 %84 to i64, !dbg !58
  %86 = getelementptr inbounds nuw float, ptr %17, i64 %85, !dbg !58
  %87 = load float, ptr %86, align 4, !dbg !58, !tbaa !18
  %88 = fadd contract float %83, %87, !dbg !59
  %89 = zext nneg i32 %9 to i64, !dbg !60
  %90 = getelementptr inbounds nuw float, ptr %1, i64 %89, !dbg !60
  store float %88, ptr %90, align 4, !dbg !61, !tbaa !18
  br label %117, !dbg !62

91:                                               ; preds = %91, %42
  %92 = phi float [ %38, %42 ], [ %113, %91 ], !dbg !52
  %93 = phi i32 [ 1, %42 ], [ %114, %91 ]
  %94 = phi i32 [ 0, %42 ], [ %115, %91 ]
  %95 = zext nneg i32 %93 to i64, !dbg !52
  %96 = getelementptr float, ptr %17, i64 %95, !dbg !52
  %97 = load float, ptr %96, align 4, !dbg !53, !tbaa !18
  %98 = fadd contract float %92, %97, !dbg !53
  store float %98, ptr %96, align 4, !dbg !53, !tbaa !18
  %99 = zext nneg i32 %93 to i64, !dbg !52
  %100 = getelementptr float, ptr %17, i64 %99, !dbg !52
  %101 = getelementptr i8, ptr %100, i64 4, !dbg !52
  %102 = load float, ptr %101, align 4, !dbg !53, !tbaa !18
  %103 = fadd contract float %98, %102, !dbg !53
  store float %103, ptr %101, align 4, !dbg !53, !tbaa !18
  %104 = zext nneg i32 %93 to i64, !dbg !52
  %105 = getelementptr float, ptr %17, i64 %104, !dbg !52
  %106 = getelementptr i8, ptr %105, i64 8, !dbg !52
  %107 = load float, ptr %106, align 4, !dbg !53, !tbaa !18
  %108 = fadd contract float %103, %107, !dbg !53
  store float %108, ptr %106, align 4, !dbg !53, !tbaa !18
  %109 = zext nneg i32 %93 to i64, !dbg !52
  %110 = getelementptr float, ptr %17, i64 %109, !dbg !52
  %111 = getelementptr i8, ptr %110, i64 12, !dbg !52
  %112 = load float, ptr %111, align 4, !dbg !53, !tbaa !18
  %113 = fadd contract float %108, %112, !dbg !53
  store float %113, ptr %111, align 4, !dbg !53, !tbaa !18
  %114 = add nuw nsw i32 %93, 4, !dbg !54
  %115 = add nuw i32 %94, 4, !dbg !48
  %116 = icmp eq i32 %115, %43, !dbg !48
  br i1 %116, label %65, label %91, !dbg !48, !llvm.loop !63

117:                                              ; preds = %4, %82
  ret void, !dbg !62
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read)
define dso_local noundef i32 @_Z8vla_histPKiiii(ptr noundef readonly captures(none) %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 !dbg !65 {
  %5 = sext i32 %2 to i64, !dbg !66
  %6 = shl nsw i64 %5, 2, !dbg !67
  %7 = alloca i8, i64 %6, align 8, !dbg !68
  %8 = icmp sgt i32 %2, 0, !dbg !69
  br i1 %8, label %9, label %27, !dbg !70

9:                                                ; preds = %4
  %10 = and i32 %2, 7, !dbg !70
  %11 = icmp ult i32 %2, 8, !dbg !70
  br i1 %11, label %16, label %12, !dbg !70

12:                                               ; preds = %9
  %13 = and i32 %2, 2147483640, !dbg !70
  br label %28, !dbg !70

14:                                               ; preds = %28
  %15 = icmp eq i32 %10, 0, !dbg !70
  br i1 %15, label %27, label %16, !dbg !70

16:                                               ; preds = %14, %9
  %17 = phi i32 [ 0, %9 ], [ %54, %14 ]
  %18 = icmp ne i32 %10, 0, !dbg !70
  tail call void @llvm.assume(i1 %18), !dbg !70
  br label %19, !dbg !70

19:                                               ; preds = %19, %16
  %20 = phi i32 [ %24, %19 ], [ %17, %16 ]
  %21 = phi i32 [ %25, %19 ], [ 0, %16 ]
  %22 = zext nneg i32 %20 to i64, !dbg !71
  %23 = getelementptr inbounds nuw i32, ptr %7, i64 %22, !dbg !71
  store i32 0, ptr %23, align 4, !dbg !72, !tbaa !8
  %24 = add nuw nsw i32 %20, 1, !dbg !73
  %25 = add i32 %21, 1, !dbg !70
  %26 = icmp eq i32 %25, %10, !dbg !70
  br i1 %26, label %27, label %19, !dbg !70, !llvm.loop !74

27:                                               ; preds = %14, %19, %4
  br label %65, !dbg !75

28:                                               ; preds = %28, %12
  %29 = phi i32 [ 0, %12 ], [ %54, %28 ]
  %30 = phi i32 [ 0, %12 ], [ %55, %28 ]
  %31 = zext nneg i32 %29 to i64, !dbg !71
  %32 = getelementptr inbounds nuw i32, ptr %7, i64 %31, !dbg !71
  store i32 0, ptr %32, align 8, !dbg !72, !tbaa !8
  %33 = zext nneg i32 %29 to i64, !dbg !71
  %34 = getelementptr inbounds nuw i32, ptr %7, i64 %33, !dbg !71
  %35 = getelementptr inbounds nuw i8, ptr %34, i64 4, !dbg !71
  store i32 0, ptr %35, align 4, !dbg !72, !tbaa !8
  %36 = zext nneg i32 %29 to i64, !dbg !71
  %37 = getelementptr inbounds nuw i32, ptr %7, i64 %36, !dbg !71
  %38 = getelementptr inbounds nuw i8, ptr %37, i64 8, !dbg !71
  store i32 0, ptr %38, align 8, !dbg !72, !tbaa !8
  %39 = zext nneg i32 %29 to i64, !dbg !71
  %40 = getelementptr inbounds nuw i32, ptr %7, i64 %39, !dbg !71
  %41 = getelementptr inbounds nuw i8, ptr %40, i64 12, !dbg !71
  store i32 0, ptr %41, align 4, !dbg !72, !tbaa !8
  %42 = zext nneg i32 %29 to i64, !dbg !71
  %43 = getelementptr inbounds nuw i32, ptr %7, i64 %42, !dbg !71
  %44 = getelementptr inbounds nuw i8, ptr %43, i64 16, !dbg !71
  store i32 0, ptr %44, align 8, !dbg !72, !tbaa !8
  %45 = zext nneg i32 %29 to i64, !dbg !71
  %46 = getelementptr inbounds nuw i32, ptr %7, i64 %45, !dbg !71
  %47 = getelementptr inbounds nuw i8, ptr %46, i64 20, !dbg !71
  store i32 0, ptr %47, align 4, !dbg !72, !tbaa !8
  %48 = zext nneg i32 %29 to i64, !dbg !71
  %49 = getelementptr inbounds nuw i32, ptr %7, i64 %48, !dbg !71
  %50 = getelementptr inbounds nuw i8, ptr %49, i64 24, !dbg !71
  store i32 0, ptr %50, align 8, !dbg !72, !tbaa !8
  %51 = zext nneg i32 %29 to i64, !dbg !71
  %52 = getelementptr inbounds nuw i32, ptr %7, i64 %51, !dbg !71
  %53 = getelementptr inbounds nuw i8, ptr %52, i64 28, !dbg !71
  store i32 0, ptr %53, align 4, !dbg !72, !tbaa !8
  %54 = add nuw nsw i32 %29, 8, !dbg !73
  %55 = add i32 %30, 8, !dbg !70
  %56 = icmp eq i32 %55, %13, !dbg !70
  br i1 %56, label %14, label %28, !dbg !70, !llvm.loop !76

57:                                               ; preds = %65
  %58 = icmp sgt i32 %2, 1, !dbg !78
  br i1 %58, label %59, label %93, !dbg !79

59:                                               ; preds = %57
  %60 = add nsw i32 %2, -1, !dbg !79
  %61 = and i32 %60, 1, !dbg !79
  %62 = icmp eq i32 %2, 2, !dbg !79
  br i1 %62, label %81, label %63, !dbg !79

63:                                               ; preds = %59
  %64 = and i32 %60, -2, !dbg !79
  br label %100, !dbg !79

65:                                               ; preds = %27, %65
  %66 = phi i32 [ %77, %65 ], [ 0, %27 ]
  %67 = add nsw i32 %66, %1, !dbg !80
  %68 = srem i32 %67, %3, !dbg !81
  %69 = sext i32 %68 to i64, !dbg !82
  %70 = getelementptr inbounds i32, ptr %0, i64 %69, !dbg !82
  %71 = load i32, ptr %70, align 4, !dbg !82, !tbaa !8
  %72 = urem i32 %71, %2, !dbg !83
  %73 = zext i32 %72 to i64, !dbg !84
  %74 = getelementptr inbounds nuw i32, ptr %7, i64 %73, !dbg !84
  %75 = load i32, ptr %74, align 4, !dbg !85, !tbaa !8
  %76 = add nsw i32 %75, 1, !dbg !85
  store i32 %76, ptr %74, align 4, !dbg !85, !tbaa !8
  %77 = add nuw nsw i32 %66, 1, !dbg !86
  %78 = icmp eq i32 %77, 16, !dbg !87
  br i1 %78, label %57, label %65, !dbg !75, !llvm.loop !88

79:                                               ; preds = %100
  %80 = icmp eq i32 %61, 0, !dbg !79
  br i1 %80, label %93, label %81, !dbg !79

81:                                               ; preds = %79, %59
  %82 = phi i32 [ 1, %59 ], [ %121, %79 ]
  %83 = phi i32 [ 0, %59 ], [ %120, %79 ]
  %84 = icmp ne i32 %61, 0, !dbg !79
  tail call void @llvm.assume(i1 %84), !dbg !79
  %85 = zext nneg i32 %82 to i64, !dbg !89
  %86 = getelementptr inbounds nuw i32, ptr %7, i64 %85, !dbg !89
  %87 = load i32, ptr %86, align 4, !dbg !89, !tbaa !8
  %88 = zext nneg i32 %83 to i64, !dbg !90
  %89 = getelementptr inbounds nuw i32, ptr %7, i64 %88, !dbg !90
  %90 = load i32, ptr %89, align 4, !dbg !90, !tbaa !8
  %91 = icmp sgt i32 %87, %90, !dbg !91
  %92 = select i1 %91, i32 %82, i32 %83, !dbg !91
  br label %93, !dbg !92

93:                                               ; preds = %81, %79, %57
  %94 = phi i32 [ 0, %57 ], [ %120, %79 ], [ %92, %81 ], !dbg !93
  %95 = mul nuw nsw i32 %94, 100, !dbg !92
  %96 = zext nneg i32 %94 to i64, !dbg !94
  %97 = getelementptr inbounds nuw i32, ptr %7, i64 %96, !dbg !94
  %98 = load i32, ptr %97, align 4, !dbg !94, !tbaa !8
  %99 = add nsw i32 %98, %95, !dbg !95
  ret i32 %99, !dbg !96

100:                                              ; preds = %100, %63
  %101 = phi i32 [ 1, %63 ], [ %121, %100 ]
  %102 = phi i32 [ 0, %63 ], [ %120, %100 ]
  %103 = phi i32 [ 0, %63 ], [ %122, %100 ]
  %104 = zext nneg i32 %101 to i64, !dbg !89
  %105 = getelementptr inbounds nuw i32, ptr %7, i64 %104, !dbg !89
  %106 = load i32, ptr %105, align 4, !dbg !89, !tbaa !8
  %107 = zext nneg i32 %102 to i64, !dbg !90
  %108 = getelementptr inbounds nuw i32, ptr %7, i64 %107, !dbg !90
  %109 = load i32, ptr %108, align 4, !dbg !90, !tbaa !8
  %110 = icmp sgt i32 %106, %109, !dbg !91
  %111 = select i1 %110, i32 %101, i32 %102, !dbg !91
  %112 = add nuw nsw i32 %101, 1, !dbg !97
  %113 = zext nneg i32 %112 to i64, !dbg !89
  %114 = getelementptr inbounds nuw i32, ptr %7, i64 %113, !dbg !89
  %115 = load i32, ptr %114, align 4, !dbg !89, !tbaa !8
  %116 = zext nneg i32 %111 to i64, !dbg !90
  %117 = getelementptr inbounds nuw i32, ptr %7, i64 %116, !dbg !90
  %118 = load i32, ptr %117, align 4, !dbg !90, !tbaa !8
  %119 = icmp sgt i32 %115, %118, !dbg !91
  %120 = select i1 %119, i32 %112, i32 %111, !dbg !91
  %121 = add nuw nsw i32 %101, 2, !dbg !97
  %122 = add i32 %103, 2, !dbg !79
  %123 = icmp eq i32 %122, %64, !dbg !79
  br i1 %123, label %79, label %100, !dbg !79, !llvm.loop !98
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @vla(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #3 !dbg !100 {
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !101
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !102
  %7 = mul nuw nsw i32 %5, %6, !dbg !103
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !104
  %9 = add nuw nsw i32 %7, %8, !dbg !105
  %10 = icmp slt i32 %9, %3, !dbg !106
  %11 = add i32 %2, -1, !dbg !107
  %12 = icmp ult i32 %11, 32, !dbg !107
  %13 = and i1 %10, %12, !dbg !107
  br i1 %13, label %14, label %18, !dbg !107

14:                                               ; preds = %4
  %15 = zext nneg i32 %9 to i64
  %16 = getelementptr inbounds nuw i32, ptr %1, i64 %15
  %17 = tail call noundef i32 @_Z8vla_histPKiiii(ptr noundef %0, i32 noundef %9, i32 noundef %2, i32 noundef %3) #5, !dbg !108
  store i32 %17, ptr %16, align 4, !dbg !109, !tbaa !8
  br label %18, !dbg !110

18:                                               ; preds = %14, %4
  ret void, !dbg !111
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #4

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #4 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6}
!llvm.ident = !{!7}
!llvm.errno.tbaa = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "k32_vla.cu", directory: "/work/wt/nvir32/tools/capture/clang_kernels")
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
!12 = distinct !DISubprogram(name: "sum_n", scope: !1, file: !1, line: 5, type: !13, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 7, column: 21, scope: !12)
!16 = !DILocation(line: 7, column: 3, scope: !12)
!17 = !DILocation(line: 7, column: 36, scope: !12)
!18 = !{!19, !19, i64 0}
!19 = !{!"float", !10, i64 0}
!20 = !DILocation(line: 7, column: 46, scope: !12)
!21 = !DILocation(line: 7, column: 43, scope: !12)
!22 = !DILocation(line: 7, column: 41, scope: !12)
!23 = !DILocation(line: 7, column: 33, scope: !12)
!24 = distinct !{!24, !25}
!25 = !{!"llvm.loop.unroll.disable"}
!26 = !DILocation(line: 0, scope: !12)
!27 = !DILocation(line: 8, column: 3, scope: !12)
!28 = distinct !{!28, !16, !29, !30}
!29 = !DILocation(line: 7, column: 49, scope: !12)
!30 = !{!"llvm.loop.mustprogress"}
!31 = distinct !DISubprogram(name: "alloca_dyn", scope: !1, file: !1, line: 10, type: !13, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!32 = !DILocation(line: 11, column: 11, scope: !31)
!33 = !DILocation(line: 11, column: 24, scope: !31)
!34 = !DILocation(line: 11, column: 22, scope: !31)
!35 = !DILocation(line: 11, column: 37, scope: !31)
!36 = !DILocation(line: 11, column: 35, scope: !31)
!37 = !DILocation(line: 12, column: 9, scope: !31)
!38 = !DILocation(line: 12, column: 14, scope: !31)
!39 = !DILocation(line: 13, column: 43, scope: !31)
!40 = !DILocation(line: 13, column: 24, scope: !31)
!41 = !DILocation(line: 14, column: 3, scope: !31)
!42 = !DILocation(line: 14, column: 46, scope: !31)
!43 = !DILocation(line: 14, column: 51, scope: !31)
!44 = !DILocation(line: 14, column: 40, scope: !31)
!45 = !DILocation(line: 14, column: 31, scope: !31)
!46 = !DILocation(line: 14, column: 38, scope: !31)
!47 = !DILocation(line: 15, column: 21, scope: !31)
!48 = !DILocation(line: 15, column: 3, scope: !31)
!49 = !DILocation(line: 14, column: 27, scope: !31)
!50 = distinct !{!50, !41, !51, !30}
!51 = !DILocation(line: 14, column: 54, scope: !31)
!52 = !DILocation(line: 15, column: 41, scope: !31)
!53 = !DILocation(line: 15, column: 38, scope: !31)
!54 = !DILocation(line: 15, column: 27, scope: !31)
!55 = distinct !{!55, !25}
!56 = !DILocation(line: 16, column: 12, scope: !31)
!57 = !DILocation(line: 16, column: 34, scope: !31)
!58 = !DILocation(line: 16, column: 28, scope: !31)
!59 = !DILocation(line: 16, column: 26, scope: !31)
!60 = !DILocation(line: 16, column: 3, scope: !31)
!61 = !DILocation(line: 16, column: 10, scope: !31)
!62 = !DILocation(line: 17, column: 1, scope: !31)
!63 = distinct !{!63, !48, !64, !30}
!64 = !DILocation(line: 15, column: 50, scope: !31)
!65 = distinct !DISubprogram(name: "vla_hist", scope: !1, file: !1, line: 18, type: !13, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!66 = !DILocation(line: 19, column: 38, scope: !65)
!67 = !DILocation(line: 19, column: 40, scope: !65)
!68 = !DILocation(line: 19, column: 21, scope: !65)
!69 = !DILocation(line: 20, column: 21, scope: !65)
!70 = !DILocation(line: 20, column: 3, scope: !65)
!71 = !DILocation(line: 20, column: 31, scope: !65)
!72 = !DILocation(line: 20, column: 39, scope: !65)
!73 = !DILocation(line: 20, column: 27, scope: !65)
!74 = distinct !{!74, !25}
!75 = !DILocation(line: 21, column: 3, scope: !65)
!76 = distinct !{!76, !70, !77, !30}
!77 = !DILocation(line: 20, column: 41, scope: !65)
!78 = !DILocation(line: 23, column: 21, scope: !65)
!79 = !DILocation(line: 23, column: 3, scope: !65)
!80 = !DILocation(line: 21, column: 53, scope: !65)
!81 = !DILocation(line: 21, column: 58, scope: !65)
!82 = !DILocation(line: 21, column: 47, scope: !65)
!83 = !DILocation(line: 21, column: 63, scope: !65)
!84 = !DILocation(line: 21, column: 32, scope: !65)
!85 = !DILocation(line: 21, column: 67, scope: !65)
!86 = !DILocation(line: 21, column: 28, scope: !65)
!87 = !DILocation(line: 21, column: 21, scope: !65)
!88 = distinct !{!88, !75, !85, !30}
!89 = !DILocation(line: 23, column: 35, scope: !65)
!90 = !DILocation(line: 23, column: 45, scope: !65)
!91 = !DILocation(line: 23, column: 43, scope: !65)
!92 = !DILocation(line: 24, column: 15, scope: !65)
!93 = !DILocation(line: 0, scope: !65)
!94 = !DILocation(line: 24, column: 23, scope: !65)
!95 = !DILocation(line: 24, column: 21, scope: !65)
!96 = !DILocation(line: 24, column: 3, scope: !65)
!97 = !DILocation(line: 23, column: 27, scope: !65)
!98 = distinct !{!98, !79, !99, !30}
!99 = !DILocation(line: 23, column: 64, scope: !65)
!100 = distinct !DISubprogram(name: "vla", scope: !1, file: !1, line: 26, type: !13, scopeLine: 26, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!101 = !DILocation(line: 27, column: 11, scope: !100)
!102 = !DILocation(line: 27, column: 24, scope: !100)
!103 = !DILocation(line: 27, column: 22, scope: !100)
!104 = !DILocation(line: 27, column: 37, scope: !100)
!105 = !DILocation(line: 27, column: 35, scope: !100)
!106 = !DILocation(line: 28, column: 9, scope: !100)
!107 = !DILocation(line: 28, column: 13, scope: !100)
!108 = !DILocation(line: 28, column: 43, scope: !100)
!109 = !DILocation(line: 28, column: 41, scope: !100)
!110 = !DILocation(line: 28, column: 34, scope: !100)
!111 = !DILocation(line: 29, column: 1, scope: !100)
