; ModuleID = 'k32_recursion.cu'
source_filename = "k32_recursion.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Acc = type { float, i32 }

; Function Attrs: mustprogress nofree nosync nounwind memory(argmem: readwrite)
define dso_local void @_Z9quicksortPiii(ptr noundef captures(none) %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #0 !dbg !12 {
  %4 = icmp slt i32 %1, %2, !dbg !15
  br i1 %4, label %5, label %38, !dbg !15

5:                                                ; preds = %3, %36
  %6 = phi i32 [ %34, %36 ], [ %1, %3 ]
  %7 = add nsw i32 %6, %2, !dbg !16
  %8 = sdiv i32 %7, 2, !dbg !17
  %9 = sext i32 %8 to i64, !dbg !18
  %10 = getelementptr inbounds i32, ptr %0, i64 %9, !dbg !18
  %11 = load i32, ptr %10, align 4, !dbg !18, !tbaa !8
  br label %12, !dbg !19

12:                                               ; preds = %5, %32
  %13 = phi i32 [ %6, %5 ], [ %34, %32 ]
  %14 = phi i32 [ %2, %5 ], [ %33, %32 ]
  br label %15, !dbg !20

15:                                               ; preds = %15, %12
  %16 = phi i32 [ %21, %15 ], [ %13, %12 ], !dbg !21
  %17 = sext i32 %16 to i64, !dbg !22
  %18 = getelementptr inbounds i32, ptr %0, i64 %17, !dbg !22
  %19 = load i32, ptr %18, align 4, !dbg !22, !tbaa !8
  %20 = icmp slt i32 %19, %11, !dbg !23
  %21 = add nsw i32 %16, 1, !dbg !24
  br i1 %20, label %15, label %22, !dbg !20, !llvm.loop !25

22:                                               ; preds = %15, %22
  %23 = phi i32 [ %28, %22 ], [ %14, %15 ], !dbg !21
  %24 = sext i32 %23 to i64, !dbg !27
  %25 = getelementptr inbounds i32, ptr %0, i64 %24, !dbg !27
  %26 = load i32, ptr %25, align 4, !dbg !27, !tbaa !8
  %27 = icmp sgt i32 %26, %11, !dbg !28
  %28 = add nsw i32 %23, -1, !dbg !29
  br i1 %27, label %22, label %29, !dbg !30, !llvm.loop !31

29:                                               ; preds = %22
  %30 = icmp sgt i32 %16, %23, !dbg !32
  br i1 %30, label %32, label %31, !dbg !32

31:                                               ; preds = %29
  store i32 %26, ptr %18, align 4, !dbg !33, !tbaa !8
  store i32 %19, ptr %25, align 4, !dbg !34, !tbaa !8
  br label %32, !dbg !35

32:                                               ; preds = %31, %29
  %33 = phi i32 [ %28, %31 ], [ %23, %29 ], !dbg !21
  %34 = phi i32 [ %21, %31 ], [ %16, %29 ], !dbg !21
  %35 = icmp sgt i32 %34, %33, !dbg !36
  br i1 %35, label %36, label %12, !dbg !19, !llvm.loop !37

36:                                               ; preds = %32
  tail call void @_Z9quicksortPiii(ptr noundef nonnull %0, i32 noundef %6, i32 noundef %33) #9, !dbg !39
  %37 = icmp slt i32 %34, %2, !dbg !15
  br i1 %37, label %5, label %38, !dbg !15

38:                                               ; preds = %36, %3
  ret void, !dbg !40
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local noundef zeroext i1 @_Z7is_evenj(i32 noundef %0) local_unnamed_addr #2 !dbg !41 {
  br label %2

2:                                                ; preds = %4, %1
  %3 = phi i32 [ %0, %1 ], [ %5, %4 ]
  switch i32 %3, label %4 [
    i32 0, label %7
    i32 1, label %6
  ], !dbg !42

4:                                                ; preds = %2
  %5 = add i32 %3, -2
  br label %2, !dbg !43

6:                                                ; preds = %2
  br label %7, !dbg !46

7:                                                ; preds = %2, %6
  %8 = phi i1 [ false, %6 ], [ true, %2 ], !dbg !42
  ret i1 %8, !dbg !46
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local noundef zeroext i1 @_Z6is_oddj(i32 noundef %0) local_unnamed_addr #2 !dbg !44 {
  %2 = icmp eq i32 %0, 0, !dbg !47
  br i1 %2, label %10, label %3, !dbg !48

3:                                                ; preds = %1
  %4 = add i32 %0, -1, !dbg !49
  br label %5

5:                                                ; preds = %7, %3
  %6 = phi i32 [ %4, %3 ], [ %8, %7 ]
  switch i32 %6, label %7 [
    i32 0, label %10
    i32 1, label %9
  ], !dbg !50

7:                                                ; preds = %5
  %8 = add i32 %6, -2
  br label %5, !dbg !52

9:                                                ; preds = %5
  br label %10, !dbg !54

10:                                               ; preds = %5, %9, %1
  %11 = phi i1 [ false, %1 ], [ false, %9 ], [ true, %5 ], !dbg !48
  ret i1 %11, !dbg !54
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(argmem: read)
define dso_local noundef range(i32 -2147483646, -2147483648) i32 @_Z5depthPKiS0_i(ptr noundef %0, ptr noundef %1, i32 noundef %2) local_unnamed_addr #3 !dbg !55 {
  %4 = icmp slt i32 %2, 0, !dbg !56
  br i1 %4, label %5, label %7, !dbg !56

5:                                                ; preds = %3, %7
  %6 = phi i32 [ %16, %7 ], [ 0, %3 ]
  ret i32 %6, !dbg !57

7:                                                ; preds = %3
  %8 = zext nneg i32 %2 to i64, !dbg !58
  %9 = getelementptr inbounds nuw i32, ptr %0, i64 %8, !dbg !58
  %10 = load i32, ptr %9, align 4, !dbg !58, !tbaa !8
  %11 = tail call noundef i32 @_Z5depthPKiS0_i(ptr noundef %0, ptr noundef %1, i32 noundef %10) #9, !dbg !59
  %12 = getelementptr inbounds nuw i32, ptr %1, i64 %8, !dbg !60
  %13 = load i32, ptr %12, align 4, !dbg !60, !tbaa !8
  %14 = tail call noundef i32 @_Z5depthPKiS0_i(ptr noundef %0, ptr noundef %1, i32 noundef %13) #9, !dbg !61
  %15 = tail call i32 @llvm.smax.i32(i32 %11, i32 %14), !dbg !62
  %16 = add nsw i32 %15, 1, !dbg !63
  br label %5, !dbg !57
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read)
define dso_local %struct.Acc @_Z4fold3AccPKfi(ptr noundef readonly byval(%struct.Acc) align 4 captures(none) %0, ptr noundef readonly captures(none) %1, i32 noundef %2) local_unnamed_addr #4 !dbg !64 {
  %4 = icmp eq i32 %2, 0, !dbg !65
  %5 = load float, ptr %0, align 4, !dbg !66, !tbaa !67
  %6 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %7 = load i32, ptr %6, align 4, !dbg !69, !tbaa !8
  br i1 %4, label %33, label %8, !dbg !65

8:                                                ; preds = %3
  %9 = and i32 %2, 3, !dbg !65
  %10 = icmp eq i32 %9, 0, !dbg !65
  br i1 %10, label %26, label %11, !dbg !65

11:                                               ; preds = %8, %11
  %12 = phi float [ %22, %11 ], [ %5, %8 ], !dbg !70
  %13 = phi i32 [ %23, %11 ], [ %7, %8 ], !dbg !71
  %14 = phi i32 [ %16, %11 ], [ %2, %8 ]
  %15 = phi i32 [ %24, %11 ], [ 0, %8 ]
  %16 = add nsw i32 %14, -1, !dbg !72
  %17 = sext i32 %16 to i64, !dbg !73
  %18 = getelementptr inbounds float, ptr %1, i64 %17, !dbg !73
  %19 = load float, ptr %18, align 4, !dbg !73, !tbaa !67
  %20 = sitofp i32 %13 to float, !dbg !74
  %21 = fmul contract float %19, %20, !dbg !75
  %22 = fadd contract float %12, %21, !dbg !70
  %23 = add nsw i32 %13, 1, !dbg !76
  %24 = add i32 %15, 1, !dbg !65
  %25 = icmp eq i32 %24, %9, !dbg !65
  br i1 %25, label %26, label %11, !dbg !65, !llvm.loop !77

26:                                               ; preds = %11, %8
  %27 = phi float [ poison, %8 ], [ %22, %11 ]
  %28 = phi i32 [ poison, %8 ], [ %23, %11 ]
  %29 = phi float [ %5, %8 ], [ %22, %11 ]
  %30 = phi i32 [ %7, %8 ], [ %23, %11 ]
  %31 = phi i32 [ %2, %8 ], [ %16, %11 ]
  %32 = icmp ult i32 %2, 4, !dbg !65
  br i1 %32, label %33, label %38, !dbg !65

33:                                               ; preds = %26, %38, %3
  %34 = phi i32 [ %7, %3 ], [ %28, %26 ], [ %73, %38 ], !dbg !66
  %35 = phi float [ %5, %3 ], [ %27, %26 ], [ %72, %38 ], !dbg !66
  %36 = insertvalue %struct.Acc poison, float %35, 0, !dbg !79
  %37 = insertvalue %struct.Acc %36, i32 %34, 1, !dbg !79
  ret %struct.Acc %37, !dbg !80

38:                                               ; preds = %26, %38
  %39 = phi float [ %72, %38 ], [ %29, %26 ], !dbg !70
  %40 = phi i32 [ %73, %38 ], [ %30, %26 ], !dbg !71
  %41 = phi i32 [ %66, %38 ], [ %31, %26 ]
  %42 = sext i32 %41 to i64, !dbg !73
  %43 = getelementptr float, ptr %1, i64 %42, !dbg !73
  %44 = getelementptr i8, ptr %43, i64 -4, !dbg !73
  %45 = load float, ptr %44, align 4, !dbg !73, !tbaa !67
  %46 = sitofp i32 %40 to float, !dbg !74
  %47 = fmul contract float %45, %46, !dbg !75
  %48 = fadd contract float %39, %47, !dbg !70
  %49 = add nsw i32 %40, 1, !dbg !76
  %50 = sext i32 %41 to i64, !dbg !73
  %51 = getelementptr float, ptr %1, i64 %50, !dbg !73
  %52 = getelementptr i8, ptr %51, i64 -8, !dbg !73
  %53 = load float, ptr %52, align 4, !dbg !73, !tbaa !67
  %54 = sitofp i32 %49 to float, !dbg !74
  %55 = fmul contract float %53, %54, !dbg !75
  %56 = fadd contract float %48, %55, !dbg !70
  %57 = add nsw i32 %40, 2, !dbg !76
  %58 = sext i32 %41 to i64, !dbg !73
  %59 = getelementptr float, ptr %1, i64 %58, !dbg !73
  %60 = getelementptr i8, ptr %59, i64 -12, !dbg !73
  %61 = load float, ptr %60, align 4, !dbg !73, !tbaa !67
  %62 = sitofp i32 %57 to float, !dbg !74
  %63 = fmul contract float %61, %62, !dbg !75
  %64 = fadd contract float %56, %63, !dbg !70
  %65 = add nsw i32 %40, 3, !dbg !76
  %66 = add nsw i32 %41, -4, !dbg !72
  %67 = sext i32 %66 to i64, !dbg !73
  %68 = getelementptr inbounds float, ptr %1, i64 %67, !dbg !73
  %69 = load float, ptr %68, align 4, !dbg !73, !tbaa !67
  %70 = sitofp i32 %65 to float, !dbg !74
  %71 = fmul contract float %69, %70, !dbg !75
  %72 = fadd contract float %64, %71, !dbg !70
  %73 = add nsw i32 %40, 4, !dbg !76
  %74 = icmp eq i32 %66, 0, !dbg !65
  br i1 %74, label %33, label %38, !dbg !65
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @recursion(ptr noundef readonly captures(none) %0, ptr noundef %1, ptr noundef %2, ptr noundef readonly captures(none) %3, ptr noundef writeonly captures(none) %4, ptr noundef writeonly captures(none) %5, i32 noundef %6) local_unnamed_addr #5 !dbg !81 {
  %8 = alloca [12 x i32], align 4
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !82
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !83
  %11 = mul nuw nsw i32 %9, %10, !dbg !84
  %12 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !85
  %13 = add nuw nsw i32 %11, %12, !dbg !86
  %14 = icmp slt i32 %13, %6, !dbg !87
  br i1 %14, label %15, label %130, !dbg !87

15:                                               ; preds = %7
  call void @llvm.lifetime.start.p0(ptr nonnull %8) #9, !dbg !88
  br label %109, !dbg !89

16:                                               ; preds = %109
  call void @_Z9quicksortPiii(ptr noundef nonnull %8, i32 noundef 0, i32 noundef 11) #9, !dbg !90
  %17 = urem i32 %13, 12, !dbg !91
  %18 = zext nneg i32 %17 to i64, !dbg !92
  %19 = getelementptr inbounds nuw i32, ptr %8, i64 %18, !dbg !92
  %20 = load i32, ptr %19, align 4, !dbg !92, !tbaa !8
  %21 = zext nneg i32 %13 to i64, !dbg !93
  %22 = getelementptr inbounds nuw i32, ptr %0, i64 %21, !dbg !93
  %23 = load i32, ptr %22, align 4, !dbg !93, !tbaa !8
  %24 = and i32 %23, 63, !dbg !94
  br label %25

25:                                               ; preds = %27, %16
  %26 = phi i32 [ %24, %16 ], [ %28, %27 ]
  switch i32 %26, label %27 [
    i32 0, label %30
    i32 1, label %29
  ], !dbg !95

27:                                               ; preds = %25
  %28 = add i32 %26, -2
  br label %25, !dbg !97

29:                                               ; preds = %25
  br label %30, !dbg !99

30:                                               ; preds = %25, %29
  %31 = phi i32 [ 0, %29 ], [ 1000, %25 ], !dbg !95
  %32 = add nsw i32 %31, %20, !dbg !99
  %33 = and i32 %13, 7, !dbg !100
  %34 = tail call noundef i32 @_Z5depthPKiS0_i(ptr noundef %1, ptr noundef %2, i32 noundef %33) #9, !dbg !101
  %35 = add nsw i32 %32, %34, !dbg !102
  %36 = getelementptr inbounds nuw i32, ptr %4, i64 %21, !dbg !103
  store i32 %35, ptr %36, align 4, !dbg !104, !tbaa !8
  %37 = add nuw nsw i32 %33, 1, !dbg !105
  %38 = and i32 %37, 3, !dbg !106
  %39 = icmp samesign ult i32 %33, 3, !dbg !106
  br i1 %39, label %83, label %40, !dbg !106

40:                                               ; preds = %30
  %41 = and i32 %37, 12, !dbg !106
  br label %42, !dbg !106

42:                                               ; preds = %42, %40
  %43 = phi float [ 0.000000e+00, %40 ], [ %77, %42 ], !dbg !108
  %44 = phi i32 [ 1, %40 ], [ %78, %42 ], !dbg !109
  %45 = phi i32 [ %37, %40 ], [ %71, %42 ]
  %46 = phi i32 [ 0, %40 ], [ %79, %42 ]
  %47 = sext i32 %45 to i64, !dbg !110
  %48 = getelementptr float, ptr %3, i64 %47, !dbg !110
  %49 = getelementptr i8, ptr %48, i64 -4, !dbg !110
  %50 = load float, ptr %49, align 4, !dbg !110, !tbaa !67
  %51 = uitofp nneg i32 %44 to float, !dbg !111
  %52 = fmul contract float %50, %51, !dbg !112
  %53 = fadd contract float %43, %52, !dbg !108
  %54 = add nuw nsw i32 %44, 1, !dbg !113
  %55 = sext i32 %45 to i64, !dbg !110
  %56 = getelementptr float, ptr %3, i64 %55, !dbg !110
  %57 = getelementptr i8, ptr %56, i64 -8, !dbg !110
  %58 = load float, ptr %57, align 4, !dbg !110, !tbaa !67
  %59 = uitofp nneg i32 %54 to float, !dbg !111
  %60 = fmul contract float %58, %59, !dbg !112
  %61 = fadd contract float %53, %60, !dbg !108
  %62 = add nuw nsw i32 %44, 2, !dbg !113
  %63 = sext i32 %45 to i64, !dbg !110
  %64 = getelementptr float, ptr %3, i64 %63, !dbg !110
  %65 = getelementptr i8, ptr %64, i64 -12, !dbg !110
  %66 = load float, ptr %65, align 4, !dbg !110, !tbaa !67
  %67 = uitofp nneg i32 %62 to float, !dbg !111
  %68 = fmul contract float %66, %67, !dbg !112
  %69 = fadd contract float %61, %68, !dbg !108
  %70 = add nuw nsw i32 %44, 3, !dbg !113
  %71 = add nsw i32 %45, -4, !dbg !114
  %72 = sext i32 %71 to i64, !dbg !110
  %73 = getelementptr inbounds float, ptr %3, i64 %72, !dbg !110
  %74 = load float, ptr %73, align 4, !dbg !110, !tbaa !67
  %75 = uitofp nneg i32 %70 to float, !dbg !111
  %76 = fmul contract float %74, %75, !dbg !112
  %77 = fadd contract float %69, %76, !dbg !108
  %78 = add nuw nsw i32 %44, 4, !dbg !113
  %79 = add i32 %46, 4, !dbg !106
  %80 = icmp eq i32 %79, %41, !dbg !106
  br i1 %80, label %81, label %42, !dbg !106

81:                                               ; preds = %42
  %82 = icmp eq i32 %38, 0, !dbg !106
  br i1 %82, label %103, label %83, !dbg !106

83:                                               ; preds = %81, %30
  %84 = phi float [ 0.000000e+00, %30 ], [ %77, %81 ]
  %85 = phi i32 [ 1, %30 ], [ %78, %81 ]
  %86 = phi i32 [ %37, %30 ], [ %71, %81 ]
  %87 = icmp ne i32 %38, 0, !dbg !106
  tail call void @llvm.assume(i1 %87), !dbg !106
  br label %88, !dbg !106

88:                                               ; preds = %88, %83
  %89 = phi float [ %99, %88 ], [ %84, %83 ], !dbg !108
  %90 = phi i32 [ %100, %88 ], [ %85, %83 ], !dbg !109
  %91 = phi i32 [ %93, %88 ], [ %86, %83 ]
  %92 = phi i32 [ %101, %88 ], [ 0, %83 ]
  %93 = add nsw i32 %91, -1, !dbg !114
  %94 = sext i32 %93 to i64, !dbg !110
  %95 = getelementptr inbounds float, ptr %3, i64 %94, !dbg !110
  %96 = load float, ptr %95, align 4, !dbg !110, !tbaa !67
  %97 = uitofp nneg i32 %90 to float, !dbg !111
  %98 = fmul contract float %96, %97, !dbg !112
  %99 = fadd contract float %89, %98, !dbg !108
  %100 = add nuw nsw i32 %90, 1, !dbg !113
  %101 = add i32 %92, 1, !dbg !106
  %102 = icmp eq i32 %101, %38, !dbg !106
  br i1 %102, label %103, label %88, !dbg !106, !llvm.loop !115

103:                                              ; preds = %88, %81
  %104 = phi float [ %77, %81 ], [ %99, %88 ], !dbg !108
  %105 = add nuw nsw i32 %33, 2, !dbg !106
  %106 = uitofp nneg i32 %105 to float, !dbg !116
  %107 = fadd contract float %104, %106, !dbg !117
  %108 = getelementptr inbounds nuw float, ptr %5, i64 %21, !dbg !118
  store float %107, ptr %108, align 4, !dbg !119, !tbaa !67
  call void @llvm.lifetime.end.p0(ptr nonnull %8) #9, !dbg !120
  br label %130, !dbg !120

109:                                              ; preds = %109, %15
  %110 = phi i32 [ 0, %15 ], [ %128, %109 ]
  %111 = mul nuw nsw i32 %110, 5, !dbg !121
  %112 = add nuw nsw i32 %111, %13, !dbg !122
  %113 = urem i32 %112, %6, !dbg !123
  %114 = zext nneg i32 %113 to i64, !dbg !124
  %115 = getelementptr inbounds nuw i32, ptr %0, i64 %114, !dbg !124
  %116 = load i32, ptr %115, align 4, !dbg !124, !tbaa !8
  %117 = zext nneg i32 %110 to i64, !dbg !125
  %118 = getelementptr inbounds nuw i32, ptr %8, i64 %117, !dbg !125
  store i32 %116, ptr %118, align 4, !dbg !126, !tbaa !8
  %119 = or disjoint i32 %110, 1, !dbg !127
  %120 = mul nuw nsw i32 %119, 5, !dbg !121
  %121 = add nuw nsw i32 %120, %13, !dbg !122
  %122 = urem i32 %121, %6, !dbg !123
  %123 = zext nneg i32 %122 to i64, !dbg !124
  %124 = getelementptr inbounds nuw i32, ptr %0, i64 %123, !dbg !124
  %125 = load i32, ptr %124, align 4, !dbg !124, !tbaa !8
  %126 = zext nneg i32 %119 to i64, !dbg !125
  %127 = getelementptr inbounds nuw i32, ptr %8, i64 %126, !dbg !125
  store i32 %125, ptr %127, align 4, !dbg !126, !tbaa !8
  %128 = add nuw nsw i32 %110, 2, !dbg !127
  %129 = icmp eq i32 %128, 12, !dbg !128
  br i1 %129, label %16, label %109, !dbg !89, !llvm.loop !129

130:                                              ; preds = %7, %103
  ret void, !dbg !120
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #7

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #8

attributes #0 = { mustprogress nofree nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #3 = { mustprogress nofree nosync nounwind willreturn memory(argmem: read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #4 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #5 = { mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #9 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6}
!llvm.ident = !{!7}
!llvm.errno.tbaa = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "k32_recursion.cu", directory: "/work/wt/nvir32/tools/capture/clang_kernels")
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
!12 = distinct !DISubprogram(name: "quicksort", scope: !1, file: !1, line: 4, type: !13, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 5, column: 10, scope: !12)
!16 = !DILocation(line: 6, column: 17, scope: !12)
!17 = !DILocation(line: 6, column: 23, scope: !12)
!18 = !DILocation(line: 6, column: 11, scope: !12)
!19 = !DILocation(line: 7, column: 3, scope: !12)
!20 = !DILocation(line: 8, column: 5, scope: !12)
!21 = !DILocation(line: 0, scope: !12)
!22 = !DILocation(line: 8, column: 12, scope: !12)
!23 = !DILocation(line: 8, column: 17, scope: !12)
!24 = !DILocation(line: 8, column: 23, scope: !12)
!25 = distinct !{!25, !20, !24, !26}
!26 = !{!"llvm.loop.mustprogress"}
!27 = !DILocation(line: 9, column: 12, scope: !12)
!28 = !DILocation(line: 9, column: 17, scope: !12)
!29 = !DILocation(line: 9, column: 23, scope: !12)
!30 = !DILocation(line: 9, column: 5, scope: !12)
!31 = distinct !{!31, !30, !29, !26}
!32 = !DILocation(line: 10, column: 11, scope: !12)
!33 = !DILocation(line: 10, column: 38, scope: !12)
!34 = !DILocation(line: 10, column: 51, scope: !12)
!35 = !DILocation(line: 10, column: 66, scope: !12)
!36 = !DILocation(line: 7, column: 12, scope: !12)
!37 = distinct !{!37, !19, !38, !26}
!38 = !DILocation(line: 11, column: 3, scope: !12)
!39 = !DILocation(line: 12, column: 3, scope: !12)
!40 = !DILocation(line: 14, column: 1, scope: !12)
!41 = distinct !DISubprogram(name: "is_even", scope: !1, file: !1, line: 16, type: !13, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!42 = !DILocation(line: 16, column: 46, scope: !41)
!43 = !DILocation(line: 17, column: 62, scope: !44, inlinedAt: !45)
!44 = distinct !DISubprogram(name: "is_odd", scope: !1, file: !1, line: 17, type: !13, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!45 = distinct !DILocation(line: 16, column: 62, scope: !41)
!46 = !DILocation(line: 16, column: 39, scope: !41)
!47 = !DILocation(line: 17, column: 47, scope: !44)
!48 = !DILocation(line: 17, column: 45, scope: !44)
!49 = !DILocation(line: 17, column: 72, scope: !44)
!50 = !DILocation(line: 16, column: 46, scope: !41, inlinedAt: !51)
!51 = distinct !DILocation(line: 17, column: 62, scope: !44)
!52 = !DILocation(line: 17, column: 62, scope: !44, inlinedAt: !53)
!53 = distinct !DILocation(line: 16, column: 62, scope: !41, inlinedAt: !51)
!54 = !DILocation(line: 17, column: 38, scope: !44)
!55 = distinct !DISubprogram(name: "depth", scope: !1, file: !1, line: 18, type: !13, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!56 = !DILocation(line: 19, column: 12, scope: !55)
!57 = !DILocation(line: 22, column: 1, scope: !55)
!58 = !DILocation(line: 20, column: 30, scope: !55)
!59 = !DILocation(line: 20, column: 11, scope: !55)
!60 = !DILocation(line: 20, column: 66, scope: !55)
!61 = !DILocation(line: 20, column: 47, scope: !55)
!62 = !DILocation(line: 21, column: 15, scope: !55)
!63 = !DILocation(line: 21, column: 12, scope: !55)
!64 = distinct !DISubprogram(name: "fold", scope: !1, file: !1, line: 24, type: !13, scopeLine: 24, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!65 = !DILocation(line: 25, column: 9, scope: !64)
!66 = !DILocation(line: 25, column: 22, scope: !64)
!67 = !{!68, !68, i64 0}
!68 = !{!"float", !10, i64 0}
!69 = !DILocation(line: 0, scope: !64)
!70 = !DILocation(line: 26, column: 9, scope: !64)
!71 = !DILocation(line: 26, column: 25, scope: !64)
!72 = !DILocation(line: 26, column: 16, scope: !64)
!73 = !DILocation(line: 26, column: 12, scope: !64)
!74 = !DILocation(line: 26, column: 23, scope: !64)
!75 = !DILocation(line: 26, column: 21, scope: !64)
!76 = !DILocation(line: 27, column: 11, scope: !64)
!77 = distinct !{!77, !78}
!78 = !{!"llvm.loop.unroll.disable"}
!79 = !DILocation(line: 25, column: 15, scope: !64)
!80 = !DILocation(line: 29, column: 1, scope: !64)
!81 = distinct !DISubprogram(name: "recursion", scope: !1, file: !1, line: 30, type: !13, scopeLine: 30, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!82 = !DILocation(line: 31, column: 11, scope: !81)
!83 = !DILocation(line: 31, column: 24, scope: !81)
!84 = !DILocation(line: 31, column: 22, scope: !81)
!85 = !DILocation(line: 31, column: 37, scope: !81)
!86 = !DILocation(line: 31, column: 35, scope: !81)
!87 = !DILocation(line: 32, column: 9, scope: !81)
!88 = !DILocation(line: 33, column: 3, scope: !81)
!89 = !DILocation(line: 34, column: 3, scope: !81)
!90 = !DILocation(line: 35, column: 3, scope: !81)
!91 = !DILocation(line: 36, column: 16, scope: !81)
!92 = !DILocation(line: 36, column: 12, scope: !81)
!93 = !DILocation(line: 36, column: 33, scope: !81)
!94 = !DILocation(line: 36, column: 39, scope: !81)
!95 = !DILocation(line: 16, column: 46, scope: !41, inlinedAt: !96)
!96 = distinct !DILocation(line: 36, column: 25, scope: !81)
!97 = !DILocation(line: 17, column: 62, scope: !44, inlinedAt: !98)
!98 = distinct !DILocation(line: 16, column: 62, scope: !41, inlinedAt: !96)
!99 = !DILocation(line: 36, column: 22, scope: !81)
!100 = !DILocation(line: 36, column: 80, scope: !81)
!101 = !DILocation(line: 36, column: 59, scope: !81)
!102 = !DILocation(line: 36, column: 57, scope: !81)
!103 = !DILocation(line: 36, column: 3, scope: !81)
!104 = !DILocation(line: 36, column: 10, scope: !81)
!105 = !DILocation(line: 38, column: 30, scope: !81)
!106 = !DILocation(line: 25, column: 9, scope: !64, inlinedAt: !107)
!107 = distinct !DILocation(line: 38, column: 11, scope: !81)
!108 = !DILocation(line: 26, column: 9, scope: !64, inlinedAt: !107)
!109 = !DILocation(line: 26, column: 25, scope: !64, inlinedAt: !107)
!110 = !DILocation(line: 26, column: 12, scope: !64, inlinedAt: !107)
!111 = !DILocation(line: 26, column: 23, scope: !64, inlinedAt: !107)
!112 = !DILocation(line: 26, column: 21, scope: !64, inlinedAt: !107)
!113 = !DILocation(line: 27, column: 11, scope: !64, inlinedAt: !107)
!114 = !DILocation(line: 26, column: 16, scope: !64, inlinedAt: !107)
!115 = distinct !{!115, !78}
!116 = !DILocation(line: 39, column: 21, scope: !81)
!117 = !DILocation(line: 39, column: 19, scope: !81)
!118 = !DILocation(line: 39, column: 3, scope: !81)
!119 = !DILocation(line: 39, column: 11, scope: !81)
!120 = !DILocation(line: 40, column: 1, scope: !81)
!121 = !DILocation(line: 34, column: 49, scope: !81)
!122 = !DILocation(line: 34, column: 45, scope: !81)
!123 = !DILocation(line: 34, column: 54, scope: !81)
!124 = !DILocation(line: 34, column: 39, scope: !81)
!125 = !DILocation(line: 34, column: 32, scope: !81)
!126 = !DILocation(line: 34, column: 37, scope: !81)
!127 = !DILocation(line: 34, column: 28, scope: !81)
!128 = !DILocation(line: 34, column: 21, scope: !81)
!129 = distinct !{!129, !89, !130, !26}
!130 = !DILocation(line: 34, column: 57, scope: !81)
