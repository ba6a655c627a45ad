; ModuleID = 'k28_lifetimes.cu'
source_filename = "k28_lifetimes.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Acc = type { [4 x float], i32 }

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @_Z4feedP3AccPKfi(ptr noundef writeonly captures(none) initializes((0, 20)) %0, ptr noundef readonly captures(none) %1, i32 noundef %2) local_unnamed_addr #0 !dbg !12 {
  %4 = sext i32 %2 to i64, !dbg !15
  %5 = getelementptr inbounds float, ptr %1, i64 %4, !dbg !15
  %6 = load float, ptr %5, align 4, !dbg !15, !tbaa !16
  store float %6, ptr %0, align 4, !dbg !18, !tbaa !16
  %7 = sext i32 %2 to i64, !dbg !15
  %8 = getelementptr float, ptr %1, i64 %7, !dbg !15
  %9 = getelementptr i8, ptr %8, i64 4, !dbg !15
  %10 = load float, ptr %9, align 4, !dbg !15, !tbaa !16
  %11 = getelementptr inbounds nuw i8, ptr %0, i64 4, !dbg !19
  store float %10, ptr %11, align 4, !dbg !18, !tbaa !16
  %12 = sext i32 %2 to i64, !dbg !15
  %13 = getelementptr float, ptr %1, i64 %12, !dbg !15
  %14 = getelementptr i8, ptr %13, i64 8, !dbg !15
  %15 = load float, ptr %14, align 4, !dbg !15, !tbaa !16
  %16 = getelementptr inbounds nuw i8, ptr %0, i64 8, !dbg !19
  store float %15, ptr %16, align 4, !dbg !18, !tbaa !16
  %17 = sext i32 %2 to i64, !dbg !15
  %18 = getelementptr float, ptr %1, i64 %17, !dbg !15
  %19 = getelementptr i8, ptr %18, i64 12, !dbg !15
  %20 = load float, ptr %19, align 4, !dbg !15, !tbaa !16
  %21 = getelementptr inbounds nuw i8, ptr %0, i64 12, !dbg !19
  store float %20, ptr %21, align 4, !dbg !18, !tbaa !16
  %22 = getelementptr inbounds nuw i8, ptr %0, i64 16, !dbg !20
  store i32 %2, ptr %22, align 4, !dbg !21, !tbaa !22
  ret void, !dbg !24
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read)
define dso_local noundef i32 @_Z10hash_bytesPKci(ptr noundef readonly captures(none) %0, i32 noundef %1) local_unnamed_addr #2 !dbg !25 {
  %3 = icmp sgt i32 %1, 0, !dbg !26
  br i1 %3, label %4, label %28, !dbg !27

4:                                                ; preds = %2
  %5 = and i32 %1, 3, !dbg !27
  %6 = icmp ult i32 %1, 4, !dbg !27
  br i1 %6, label %11, label %7, !dbg !27

7:                                                ; preds = %4
  %8 = and i32 %1, 2147483644, !dbg !27
  br label %30, !dbg !27

9:                                                ; preds = %30
  %10 = icmp eq i32 %5, 0, !dbg !27
  br i1 %10, label %28, label %11, !dbg !27

11:                                               ; preds = %9, %4
  %12 = phi i32 [ 0, %4 ], [ %61, %9 ]
  %13 = phi i32 [ 7, %4 ], [ %60, %9 ]
  %14 = icmp ne i32 %5, 0, !dbg !27
  tail call void @llvm.assume(i1 %14), !dbg !27
  br label %15, !dbg !27

15:                                               ; preds = %15, %11
  %16 = phi i32 [ %25, %15 ], [ %12, %11 ]
  %17 = phi i32 [ %24, %15 ], [ %13, %11 ]
  %18 = phi i32 [ %26, %15 ], [ 0, %11 ]
  %19 = mul nsw i32 %17, 31, !dbg !28
  %20 = zext nneg i32 %16 to i64, !dbg !29
  %21 = getelementptr inbounds nuw i8, ptr %0, i64 %20, !dbg !29
  %22 = load i8, ptr %21, align 1, !dbg !29, !tbaa !30
  %23 = sext i8 %22 to i32, !dbg !29
  %24 = add nsw i32 %19, %23, !dbg !31
  %25 = add nuw nsw i32 %16, 1, !dbg !32
  %26 = add i32 %18, 1, !dbg !27
  %27 = icmp eq i32 %26, %5, !dbg !27
  br i1 %27, label %28, label %15, !dbg !27, !llvm.loop !33

28:                                               ; preds = %9, %15, %2
  %29 = phi i32 [ 7, %2 ], [ %60, %9 ], [ %24, %15 ], !dbg !35
  ret i32 %29, !dbg !36

30:                                               ; preds = %30, %7
  %31 = phi i32 [ 0, %7 ], [ %61, %30 ]
  %32 = phi i32 [ 7, %7 ], [ %60, %30 ]
  %33 = phi i32 [ 0, %7 ], [ %62, %30 ]
  %34 = mul nsw i32 %32, 31, !dbg !28
  %35 = zext nneg i32 %31 to i64, !dbg !29
  %36 = getelementptr inbounds nuw i8, ptr %0, i64 %35, !dbg !29
  %37 = load i8, ptr %36, align 1, !dbg !29, !tbaa !30
  %38 = sext i8 %37 to i32, !dbg !29
  %39 = add nsw i32 %34, %38, !dbg !31
  %40 = mul nsw i32 %39, 31, !dbg !28
  %41 = zext nneg i32 %31 to i64, !dbg !29
  %42 = getelementptr inbounds nuw i8, ptr %0, i64 %41, !dbg !29
  %43 = getelementptr inbounds nuw i8, ptr %42, i64 1, !dbg !29
  %44 = load i8, ptr %43, align 1, !dbg !29, !tbaa !30
  %45 = sext i8 %44 to i32, !dbg !29
  %46 = add nsw i32 %40, %45, !dbg !31
  %47 = mul nsw i32 %46, 31, !dbg !28
  %48 = zext nneg i32 %31 to i64, !dbg !29
  %49 = getelementptr inbounds nuw i8, ptr %0, i64 %48, !dbg !29
  %50 = getelementptr inbounds nuw i8, ptr %49, i64 2, !dbg !29
  %51 = load i8, ptr %50, align 1, !dbg !29, !tbaa !30
  %52 = sext i8 %51 to i32, !dbg !29
  %53 = add nsw i32 %47, %52, !dbg !31
  %54 = mul nsw i32 %53, 31, !dbg !28
  %55 = zext nneg i32 %31 to i64, !dbg !29
  %56 = getelementptr inbounds nuw i8, ptr %0, i64 %55, !dbg !29
  %57 = getelementptr inbounds nuw i8, ptr %56, i64 3, !dbg !29
  %58 = load i8, ptr %57, align 1, !dbg !29, !tbaa !30
  %59 = sext i8 %58 to i32, !dbg !29
  %60 = add nsw i32 %54, %59, !dbg !31
  %61 = add nuw nsw i32 %31, 4, !dbg !32
  %62 = add i32 %33, 4, !dbg !27
  %63 = icmp eq i32 %62, %8, !dbg !27
  br i1 %63, label %9, label %30, !dbg !27, !llvm.loop !37
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: write)
define dso_local void @_Z9fill_intsPiii(ptr noundef writeonly captures(none) %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #3 !dbg !40 {
  %4 = icmp sgt i32 %1, 0, !dbg !41
  br i1 %4, label %5, label %25, !dbg !42

5:                                                ; preds = %3
  %6 = and i32 %1, 3, !dbg !42
  %7 = icmp ult i32 %1, 4, !dbg !42
  br i1 %7, label %12, label %8, !dbg !42

8:                                                ; preds = %5
  %9 = and i32 %1, 2147483644, !dbg !42
  br label %26, !dbg !42

10:                                               ; preds = %26
  %11 = icmp eq i32 %6, 0, !dbg !42
  br i1 %11, label %25, label %12, !dbg !42

12:                                               ; preds = %10, %5
  %13 = phi i32 [ 0, %5 ], [ %48, %10 ]
  %14 = icmp ne i32 %6, 0, !dbg !42
  tail call void @llvm.assume(i1 %14), !dbg !42
  br label %15, !dbg !42

15:                                               ; preds = %15, %12
  %16 = phi i32 [ %22, %15 ], [ %13, %12 ]
  %17 = phi i32 [ %23, %15 ], [ 0, %12 ]
  %18 = mul nuw nsw i32 %16, 97, !dbg !43
  %19 = xor i32 %18, %2, !dbg !44
  %20 = zext nneg i32 %16 to i64, !dbg !45
  %21 = getelementptr inbounds nuw i32, ptr %0, i64 %20, !dbg !45
  store i32 %19, ptr %21, align 4, !dbg !46, !tbaa !8
  %22 = add nuw nsw i32 %16, 1, !dbg !47
  %23 = add i32 %17, 1, !dbg !42
  %24 = icmp eq i32 %23, %6, !dbg !42
  br i1 %24, label %25, label %15, !dbg !42, !llvm.loop !48

25:                                               ; preds = %10, %15, %3
  ret void, !dbg !49

26:                                               ; preds = %26, %8
  %27 = phi i32 [ 0, %8 ], [ %48, %26 ]
  %28 = phi i32 [ 0, %8 ], [ %49, %26 ]
  %29 = mul nuw nsw i32 %27, 97, !dbg !43
  %30 = xor i32 %29, %2, !dbg !44
  %31 = zext nneg i32 %27 to i64, !dbg !45
  %32 = getelementptr inbounds nuw i32, ptr %0, i64 %31, !dbg !45
  store i32 %30, ptr %32, align 4, !dbg !46, !tbaa !8
  %33 = or disjoint i32 %27, 1, !dbg !47
  %34 = mul nuw nsw i32 %33, 97, !dbg !43
  %35 = xor i32 %34, %2, !dbg !44
  %36 = zext nneg i32 %33 to i64, !dbg !45
  %37 = getelementptr inbounds nuw i32, ptr %0, i64 %36, !dbg !45
  store i32 %35, ptr %37, align 4, !dbg !46, !tbaa !8
  %38 = or disjoint i32 %27, 2, !dbg !47
  %39 = mul nuw nsw i32 %38, 97, !dbg !43
  %40 = xor i32 %39, %2, !dbg !44
  %41 = zext nneg i32 %38 to i64, !dbg !45
  %42 = getelementptr inbounds nuw i32, ptr %0, i64 %41, !dbg !45
  store i32 %40, ptr %42, align 4, !dbg !46, !tbaa !8
  %43 = or disjoint i32 %27, 3, !dbg !47
  %44 = mul nuw nsw i32 %43, 97, !dbg !43
  %45 = xor i32 %44, %2, !dbg !44
  %46 = zext nneg i32 %43 to i64, !dbg !45
  %47 = getelementptr inbounds nuw i32, ptr %0, i64 %46, !dbg !45
  store i32 %45, ptr %47, align 4, !dbg !46, !tbaa !8
  %48 = add nuw nsw i32 %27, 4, !dbg !47
  %49 = add i32 %28, 4, !dbg !42
  %50 = icmp eq i32 %49, %9, !dbg !42
  br i1 %50, label %10, label %26, !dbg !42, !llvm.loop !50
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @lifetimes(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1, ptr noundef writeonly captures(none) %2, i32 noundef %3) local_unnamed_addr #4 !dbg !52 {
  %5 = alloca %struct.Acc, align 4
  %6 = alloca %struct.Acc, align 4
  %7 = alloca [20 x i8], align 4
  %8 = alloca [6 x i32], align 4
  %9 = alloca [5 x i32], align 4
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !53
  %11 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !54
  %12 = mul nuw nsw i32 %10, %11, !dbg !55
  %13 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !56
  %14 = add nuw nsw i32 %12, %13, !dbg !57
  %15 = icmp slt i32 %14, %3, !dbg !58
  br i1 %15, label %16, label %129, !dbg !58

16:                                               ; preds = %4
  call void @llvm.lifetime.start.p0(ptr nonnull %5) #7, !dbg !59
  call void @_Z4feedP3AccPKfi(ptr noundef nonnull %5, ptr noundef %0, i32 noundef %14) #7, !dbg !60
  %17 = load float, ptr %5, align 4, !dbg !61, !tbaa !16
  %18 = getelementptr inbounds nuw i8, ptr %5, i64 12, !dbg !62
  %19 = load float, ptr %18, align 4, !dbg !62, !tbaa !16
  %20 = getelementptr inbounds nuw i8, ptr %5, i64 16, !dbg !63
  %21 = load i32, ptr %20, align 4, !dbg !63, !tbaa !22
  call void @llvm.lifetime.end.p0(ptr nonnull %5) #7, !dbg !64
  call void @llvm.lifetime.start.p0(ptr nonnull %6) #7, !dbg !65
  %22 = getelementptr inbounds nuw i8, ptr %6, i64 4, !dbg !66
  %23 = getelementptr inbounds nuw i8, ptr %6, i64 16, !dbg !67
  %24 = add nuw nsw i32 %14, 2, !dbg !68
  %25 = add nuw nsw i32 %14, 1, !dbg !69
  call void @_Z4feedP3AccPKfi(ptr noundef nonnull %6, ptr noundef %0, i32 noundef %25) #7, !dbg !70
  %26 = load float, ptr %22, align 4, !dbg !66, !tbaa !16
  %27 = load i32, ptr %23, align 4, !dbg !67, !tbaa !22
  call void @llvm.lifetime.end.p0(ptr nonnull %6) #7, !dbg !71
  call void @llvm.lifetime.start.p0(ptr nonnull %7) #7, !dbg !72
  %28 = trunc i32 %14 to i8, !dbg !73
  %29 = trunc i32 %24 to i8, !dbg !73
  %30 = insertelement <4 x i32> poison, i32 %14, i64 0, !dbg !73
  %31 = insertelement <4 x i32> %30, i32 %25, i64 1, !dbg !73
  %32 = add i8 %28, 3, !dbg !73
  %33 = trunc <4 x i32> %31 to <4 x i8>, !dbg !74
  %34 = insertelement <4 x i8> %33, i8 %29, i64 2, !dbg !74
  %35 = insertelement <4 x i8> %34, i8 %32, i64 3, !dbg !74
  store <4 x i8> %35, ptr %7, align 4, !dbg !74, !tbaa !30
  %36 = trunc i32 %14 to i8, !dbg !73
  %37 = getelementptr inbounds nuw i8, ptr %7, i64 4, !dbg !75
  %38 = trunc i32 %14 to i8, !dbg !73
  %39 = trunc i32 %14 to i8, !dbg !73
  %40 = trunc i32 %14 to i8, !dbg !73
  %41 = add i8 %40, 7, !dbg !73
  %42 = add i8 %39, 6, !dbg !73
  %43 = add i8 %38, 5, !dbg !73
  %44 = add i8 %36, 4, !dbg !73
  %45 = insertelement <4 x i8> poison, i8 %44, i64 0, !dbg !74
  %46 = insertelement <4 x i8> %45, i8 %43, i64 1, !dbg !74
  %47 = insertelement <4 x i8> %46, i8 %42, i64 2, !dbg !74
  %48 = insertelement <4 x i8> %47, i8 %41, i64 3, !dbg !74
  store <4 x i8> %48, ptr %37, align 4, !dbg !74, !tbaa !30
  %49 = trunc i32 %14 to i8, !dbg !73
  %50 = getelementptr inbounds nuw i8, ptr %7, i64 8, !dbg !75
  %51 = trunc i32 %14 to i8, !dbg !73
  %52 = trunc i32 %14 to i8, !dbg !73
  %53 = trunc i32 %14 to i8, !dbg !73
  %54 = add i8 %53, 11, !dbg !73
  %55 = add i8 %52, 10, !dbg !73
  %56 = add i8 %51, 9, !dbg !73
  %57 = add i8 %49, 8, !dbg !73
  %58 = insertelement <4 x i8> poison, i8 %57, i64 0, !dbg !74
  %59 = insertelement <4 x i8> %58, i8 %56, i64 1, !dbg !74
  %60 = insertelement <4 x i8> %59, i8 %55, i64 2, !dbg !74
  %61 = insertelement <4 x i8> %60, i8 %54, i64 3, !dbg !74
  store <4 x i8> %61, ptr %50, align 4, !dbg !74, !tbaa !30
  %62 = trunc i32 %14 to i8, !dbg !73
  %63 = getelementptr inbounds nuw i8, ptr %7, i64 12, !dbg !75
  %64 = trunc i32 %14 to i8, !dbg !73
  %65 = trunc i32 %14 to i8, !dbg !73
  %66 = trunc i32 %14 to i8, !dbg !73
  %67 = add i8 %66, 15, !dbg !73
  %68 = add i8 %65, 14, !dbg !73
  %69 = add i8 %64, 13, !dbg !73
  %70 = add i8 %62, 12, !dbg !73
  %71 = insertelement <4 x i8> poison, i8 %70, i64 0, !dbg !74
  %72 = insertelement <4 x i8> %71, i8 %69, i64 1, !dbg !74
  %73 = insertelement <4 x i8> %72, i8 %68, i64 2, !dbg !74
  %74 = insertelement <4 x i8> %73, i8 %67, i64 3, !dbg !74
  store <4 x i8> %74, ptr %63, align 4, !dbg !74, !tbaa !30
  %75 = trunc i32 %14 to i8, !dbg !73
  %76 = getelementptr inbounds nuw i8, ptr %7, i64 16, !dbg !75
  %77 = trunc i32 %14 to i8, !dbg !73
  %78 = trunc i32 %14 to i8, !dbg !73
  %79 = trunc i32 %14 to i8, !dbg !73
  %80 = add i8 %79, 19, !dbg !73
  %81 = add i8 %78, 18, !dbg !73
  %82 = add i8 %77, 17, !dbg !73
  %83 = add i8 %75, 16, !dbg !73
  %84 = insertelement <4 x i8> poison, i8 %83, i64 0, !dbg !74
  %85 = insertelement <4 x i8> %84, i8 %82, i64 1, !dbg !74
  %86 = insertelement <4 x i8> %85, i8 %81, i64 2, !dbg !74
  %87 = insertelement <4 x i8> %86, i8 %80, i64 3, !dbg !74
  store <4 x i8> %87, ptr %76, align 4, !dbg !74, !tbaa !30
  %88 = fadd contract float %17, %19, !dbg !76
  %89 = sitofp i32 %21 to float, !dbg !77
  %90 = fadd contract float %88, %89, !dbg !78
  %91 = sitofp i32 %27 to float, !dbg !79
  %92 = fsub contract float %26, %91, !dbg !80
  %93 = fmul contract float %90, %92, !dbg !81
  %94 = call noundef i32 @_Z10hash_bytesPKci(ptr noundef nonnull %7, i32 noundef 20) #7, !dbg !82
  %95 = zext nneg i32 %14 to i64, !dbg !83
  %96 = getelementptr inbounds nuw i32, ptr %2, i64 %95, !dbg !83
  store i32 %94, ptr %96, align 4, !dbg !84, !tbaa !8
  %97 = urem i32 %14, 6
  %98 = zext nneg i32 %97 to i64
  %99 = getelementptr inbounds nuw i32, ptr %8, i64 %98
  %100 = urem i32 %24, 5
  %101 = zext nneg i32 %100 to i64
  %102 = getelementptr inbounds nuw i32, ptr %9, i64 %101
  %103 = and i32 %14, 1, !dbg !85
  %104 = icmp eq i32 %103, 0, !dbg !86
  br i1 %104, label %109, label %105, !dbg !86

105:                                              ; preds = %16
  call void @llvm.lifetime.start.p0(ptr nonnull %8) #7, !dbg !87
  call void @_Z9fill_intsPiii(ptr noundef nonnull %8, i32 noundef 6, i32 noundef %14) #7, !dbg !88
  %106 = load i32, ptr %99, align 4, !dbg !89, !tbaa !8
  %107 = sitofp i32 %106 to float, !dbg !89
  %108 = fadd contract float %93, %107, !dbg !90
  call void @llvm.lifetime.end.p0(ptr nonnull %8) #7, !dbg !91
  br label %113, !dbg !91

109:                                              ; preds = %16
  call void @llvm.lifetime.start.p0(ptr nonnull %9) #7, !dbg !92
  call void @_Z9fill_intsPiii(ptr noundef nonnull %9, i32 noundef 5, i32 noundef %14) #7, !dbg !93
  %110 = load i32, ptr %102, align 4, !dbg !94, !tbaa !8
  %111 = sitofp i32 %110 to float, !dbg !94
  %112 = fsub contract float %93, %111, !dbg !95
  call void @llvm.lifetime.end.p0(ptr nonnull %9) #7, !dbg !96
  br label %113

113:                                              ; preds = %105, %109
  %114 = phi float [ %108, %105 ], [ %112, %109 ], !dbg !97
  %115 = and i32 %14, 1, !dbg !86
  %116 = icmp eq i32 %115, 0, !dbg !86
  br i1 %116, label %117, label %121, !dbg !86

117:                                              ; preds = %113
  call void @llvm.lifetime.start.p0(ptr nonnull %8) #7, !dbg !87
  call void @_Z9fill_intsPiii(ptr noundef nonnull %8, i32 noundef 6, i32 noundef %25) #7, !dbg !88
  %118 = load i32, ptr %99, align 4, !dbg !89, !tbaa !8
  %119 = sitofp i32 %118 to float, !dbg !89
  %120 = fadd contract float %114, %119, !dbg !90
  call void @llvm.lifetime.end.p0(ptr nonnull %8) #7, !dbg !91
  br label %126, !dbg !91

121:                                              ; preds = %113
  call void @llvm.lifetime.start.p0(ptr nonnull %9) #7, !dbg !92
  %122 = add nsw i32 %14, -1, !dbg !98
  call void @_Z9fill_intsPiii(ptr noundef nonnull %9, i32 noundef 5, i32 noundef %122) #7, !dbg !93
  %123 = load i32, ptr %102, align 4, !dbg !94, !tbaa !8
  %124 = sitofp i32 %123 to float, !dbg !94
  %125 = fsub contract float %114, %124, !dbg !95
  call void @llvm.lifetime.end.p0(ptr nonnull %9) #7, !dbg !96
  br label %126

126:                                              ; preds = %121, %117
  %127 = phi float [ %120, %117 ], [ %125, %121 ], !dbg !97
  %128 = getelementptr inbounds nuw float, ptr %1, i64 %95, !dbg !99
  store float %127, ptr %128, align 4, !dbg !100, !tbaa !16
  call void @llvm.lifetime.end.p0(ptr nonnull %7) #7, !dbg !101
  br label %129, !dbg !101

129:                                              ; preds = %4, %126
  ret void, !dbg !101
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #6

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind memory(argmem: write) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #7 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6}
!llvm.ident = !{!7}
!llvm.errno.tbaa = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "k28_lifetimes.cu", directory: "/work/wt/nvir31/tools/capture/clang_kernels")
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
!12 = distinct !DISubprogram(name: "feed", scope: !1, file: !1, line: 6, type: !13, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 7, column: 41, scope: !12)
!16 = !{!17, !17, i64 0}
!17 = !{!"float", !10, i64 0}
!18 = !DILocation(line: 7, column: 39, scope: !12)
!19 = !DILocation(line: 7, column: 31, scope: !12)
!20 = !DILocation(line: 8, column: 6, scope: !12)
!21 = !DILocation(line: 8, column: 8, scope: !12)
!22 = !{!23, !9, i64 16}
!23 = !{!"_ZTS3Acc", !10, i64 0, !9, i64 16}
!24 = !DILocation(line: 9, column: 1, scope: !12)
!25 = distinct !DISubprogram(name: "hash_bytes", scope: !1, file: !1, line: 10, type: !13, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!26 = !DILocation(line: 12, column: 21, scope: !25)
!27 = !DILocation(line: 12, column: 3, scope: !25)
!28 = !DILocation(line: 12, column: 37, scope: !25)
!29 = !DILocation(line: 12, column: 44, scope: !25)
!30 = !{!10, !10, i64 0}
!31 = !DILocation(line: 12, column: 42, scope: !25)
!32 = !DILocation(line: 12, column: 26, scope: !25)
!33 = distinct !{!33, !34}
!34 = !{!"llvm.loop.unroll.disable"}
!35 = !DILocation(line: 0, scope: !25)
!36 = !DILocation(line: 13, column: 3, scope: !25)
!37 = distinct !{!37, !27, !38, !39}
!38 = !DILocation(line: 12, column: 47, scope: !25)
!39 = !{!"llvm.loop.mustprogress"}
!40 = distinct !DISubprogram(name: "fill_ints", scope: !1, file: !1, line: 15, type: !13, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!41 = !DILocation(line: 16, column: 21, scope: !40)
!42 = !DILocation(line: 16, column: 3, scope: !40)
!43 = !DILocation(line: 16, column: 50, scope: !40)
!44 = !DILocation(line: 16, column: 45, scope: !40)
!45 = !DILocation(line: 16, column: 31, scope: !40)
!46 = !DILocation(line: 16, column: 38, scope: !40)
!47 = !DILocation(line: 16, column: 26, scope: !40)
!48 = distinct !{!48, !34}
!49 = !DILocation(line: 17, column: 1, scope: !40)
!50 = distinct !{!50, !42, !51, !39}
!51 = !DILocation(line: 16, column: 54, scope: !40)
!52 = distinct !DISubprogram(name: "lifetimes", scope: !1, file: !1, line: 18, type: !13, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!53 = !DILocation(line: 19, column: 11, scope: !52)
!54 = !DILocation(line: 19, column: 24, scope: !52)
!55 = !DILocation(line: 19, column: 22, scope: !52)
!56 = !DILocation(line: 19, column: 37, scope: !52)
!57 = !DILocation(line: 19, column: 35, scope: !52)
!58 = !DILocation(line: 20, column: 9, scope: !52)
!59 = !DILocation(line: 23, column: 5, scope: !52)
!60 = !DILocation(line: 24, column: 5, scope: !52)
!61 = !DILocation(line: 25, column: 10, scope: !52)
!62 = !DILocation(line: 25, column: 19, scope: !52)
!63 = !DILocation(line: 25, column: 30, scope: !52)
!64 = !DILocation(line: 26, column: 3, scope: !52)
!65 = !DILocation(line: 28, column: 5, scope: !52)
!66 = !DILocation(line: 30, column: 10, scope: !52)
!67 = !DILocation(line: 30, column: 21, scope: !52)
!68 = !DILocation(line: 33, column: 50, scope: !52)
!69 = !DILocation(line: 29, column: 19, scope: !52)
!70 = !DILocation(line: 29, column: 5, scope: !52)
!71 = !DILocation(line: 31, column: 3, scope: !52)
!72 = !DILocation(line: 32, column: 3, scope: !52)
!73 = !DILocation(line: 33, column: 47, scope: !52)
!74 = !DILocation(line: 33, column: 39, scope: !52)
!75 = !DILocation(line: 33, column: 32, scope: !52)
!76 = !DILocation(line: 25, column: 17, scope: !52)
!77 = !DILocation(line: 25, column: 28, scope: !52)
!78 = !DILocation(line: 25, column: 26, scope: !52)
!79 = !DILocation(line: 30, column: 19, scope: !52)
!80 = !DILocation(line: 30, column: 17, scope: !52)
!81 = !DILocation(line: 30, column: 7, scope: !52)
!82 = !DILocation(line: 34, column: 10, scope: !52)
!83 = !DILocation(line: 34, column: 3, scope: !52)
!84 = !DILocation(line: 34, column: 8, scope: !52)
!85 = !DILocation(line: 36, column: 17, scope: !52)
!86 = !DILocation(line: 36, column: 9, scope: !52)
!87 = !DILocation(line: 37, column: 7, scope: !52)
!88 = !DILocation(line: 38, column: 7, scope: !52)
!89 = !DILocation(line: 39, column: 12, scope: !52)
!90 = !DILocation(line: 39, column: 9, scope: !52)
!91 = !DILocation(line: 40, column: 5, scope: !52)
!92 = !DILocation(line: 41, column: 7, scope: !52)
!93 = !DILocation(line: 42, column: 7, scope: !52)
!94 = !DILocation(line: 43, column: 12, scope: !52)
!95 = !DILocation(line: 43, column: 9, scope: !52)
!96 = !DILocation(line: 44, column: 5, scope: !52)
!97 = !DILocation(line: 0, scope: !52)
!98 = !DILocation(line: 42, column: 25, scope: !52)
!99 = !DILocation(line: 46, column: 3, scope: !52)
!100 = !DILocation(line: 46, column: 8, scope: !52)
!101 = !DILocation(line: 47, column: 1, scope: !52)
