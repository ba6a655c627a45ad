; ModuleID = 'tiled_matmul.cu'
source_filename = "tiled_matmul.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

$_ZZ7tile_mmILi16EEvPKfS1_PfiE2as = comdat any

$_ZZ7tile_mmILi16EEvPKfS1_PfiE2bs = comdat any

$_ZZ7tile_mmILi8EEvPKfS1_PfiE2as = comdat any

$_ZZ7tile_mmILi8EEvPKfS1_PfiE2bs = comdat any

@_ZZ7tile_mmILi16EEvPKfS1_PfiE2as = linkonce_odr dso_local local_unnamed_addr addrspace(3) global [16 x [16 x float]] undef, comdat, align 4
@_ZZ7tile_mmILi16EEvPKfS1_PfiE2bs = linkonce_odr dso_local local_unnamed_addr addrspace(3) global [16 x [16 x float]] undef, comdat, align 4
@_ZZ7tile_mmILi8EEvPKfS1_PfiE2as = linkonce_odr dso_local local_unnamed_addr addrspace(3) global [8 x [8 x float]] undef, comdat, align 4
@_ZZ7tile_mmILi8EEvPKfS1_PfiE2bs = linkonce_odr dso_local local_unnamed_addr addrspace(3) global [8 x [8 x float]] undef, comdat, align 4

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @matmul16(ptr noundef readonly captures(none) %0, ptr noundef readonly captures(none) %1, ptr noundef writeonly captures(none) %2, i32 noundef %3) local_unnamed_addr #0 !dbg !12 {
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !18
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !19
  %8 = shl nuw nsw i32 %7, 4, !dbg !20
  %9 = add nuw nsw i32 %8, %6, !dbg !21
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !22
  %11 = shl nsw i32 %10, 4, !dbg !23
  %12 = add nuw nsw i32 %11, %5, !dbg !24
  %13 = icmp sgt i32 %3, 0, !dbg !25
  br i1 %13, label %14, label %56, !dbg !26

14:                                               ; preds = %4
  %15 = icmp samesign ult i32 %9, %3
  %16 = mul nuw nsw i32 %3, %9
  %17 = add nuw i32 %16, %5
  %18 = zext nneg i32 %6 to i64
  %19 = getelementptr inbounds nuw [16 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ7tile_mmILi16EEvPKfS1_PfiE2as to ptr), i64 %18
  %20 = zext nneg i32 %5 to i64
  %21 = getelementptr inbounds nuw float, ptr %19, i64 %20
  %22 = icmp samesign ult i32 %12, %3
  %23 = getelementptr inbounds nuw [16 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ7tile_mmILi16EEvPKfS1_PfiE2bs to ptr), i64 %18
  %24 = getelementptr inbounds nuw float, ptr %23, i64 %20
  %25 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ7tile_mmILi16EEvPKfS1_PfiE2bs to ptr), i64 %20
  %26 = getelementptr inbounds nuw i8, ptr %19, i64 4
  %27 = getelementptr inbounds nuw i8, ptr %25, i64 64
  %28 = getelementptr inbounds nuw i8, ptr %19, i64 8
  %29 = getelementptr inbounds nuw i8, ptr %25, i64 128
  %30 = getelementptr inbounds nuw i8, ptr %19, i64 12
  %31 = getelementptr inbounds nuw i8, ptr %25, i64 192
  %32 = getelementptr inbounds nuw i8, ptr %19, i64 16
  %33 = getelementptr inbounds nuw i8, ptr %25, i64 256
  %34 = getelementptr inbounds nuw i8, ptr %19, i64 20
  %35 = getelementptr inbounds nuw i8, ptr %25, i64 320
  %36 = getelementptr inbounds nuw i8, ptr %19, i64 24
  %37 = getelementptr inbounds nuw i8, ptr %25, i64 384
  %38 = getelementptr inbounds nuw i8, ptr %19, i64 28
  %39 = getelementptr inbounds nuw i8, ptr %25, i64 448
  %40 = getelementptr inbounds nuw i8, ptr %19, i64 32
  %41 = getelementptr inbounds nuw i8, ptr %25, i64 512
  %42 = getelementptr inbounds nuw i8, ptr %19, i64 36
  %43 = getelementptr inbounds nuw i8, ptr %25, i64 576
  %44 = getelementptr inbounds nuw i8, ptr %19, i64 40
  %45 = getelementptr inbounds nuw i8, ptr %25, i64 640
  %46 = getelementptr inbounds nuw i8, ptr %19, i64 44
  %47 = getelementptr inbounds nuw i8, ptr %25, i64 704
  %48 = getelementptr inbounds nuw i8, ptr %19, i64 48
  %49 = getelementptr inbounds nuw i8, ptr %25, i64 768
  %50 = getelementptr inbounds nuw i8, ptr %19, i64 52
  %51 = getelementptr inbounds nuw i8, ptr %25, i64 832
  %52 = getelementptr inbounds nuw i8, ptr %19, i64 56
  %53 = getelementptr inbounds nuw i8, ptr %25, i64 896
  %54 = getelementptr inbounds nuw i8, ptr %19, i64 60
  %55 = getelementptr inbounds nuw i8, ptr %25, i64 960
  br label %61, !dbg !26

56:                                               ; preds = %83, %4
  %57 = phi float [ 0.000000e+00, %4 ], [ %148, %83 ], !dbg !27
  %58 = icmp slt i32 %9, %3, !dbg !28
  %59 = icmp slt i32 %12, %3
  %60 = select i1 %58, i1 %59, i1 false, !dbg !29
  br i1 %60, label %151, label %156, !dbg !29

61:                                               ; preds = %83, %14
  %62 = phi i32 [ 0, %14 ], [ %149, %83 ]
  %63 = phi float [ 0.000000e+00, %14 ], [ %148, %83 ]
  %64 = add nuw nsw i32 %62, %5
  %65 = icmp slt i32 %64, %3
  %66 = select i1 %15, i1 %65, i1 false, !dbg !30
  br i1 %66, label %67, label %72, !dbg !30

67:                                               ; preds = %61
  %68 = add i32 %17, %62
  %69 = sext i32 %68 to i64
  %70 = getelementptr inbounds float, ptr %0, i64 %69
  %71 = load float, ptr %70, align 4, !dbg !31, !tbaa !32
  br label %72, !dbg !34

72:                                               ; preds = %67, %61
  %73 = phi contract float [ %71, %67 ], [ 0.000000e+00, %61 ], !dbg !34
  store float %73, ptr %21, align 4, !dbg !35, !tbaa !32
  br i1 %22, label %74, label %83, !dbg !36

74:                                               ; preds = %72
  %75 = add nuw nsw i32 %62, %6, !dbg !37
  %76 = icmp slt i32 %75, %3, !dbg !38
  br i1 %76, label %77, label %83, !dbg !39

77:                                               ; preds = %74
  %78 = mul nuw nsw i32 %75, %3
  %79 = add nuw nsw i32 %78, %12
  %80 = zext nneg i32 %79 to i64
  %81 = getelementptr inbounds nuw float, ptr %1, i64 %80
  %82 = load float, ptr %81, align 4, !dbg !40, !tbaa !32
  br label %83, !dbg !39

83:                                               ; preds = %77, %74, %72
  %84 = phi contract float [ %82, %77 ], [ 0.000000e+00, %74 ], [ 0.000000e+00, %72 ], !dbg !39
  store float %84, ptr %24, align 4, !dbg !41, !tbaa !32
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !42
  %85 = load float, ptr %19, align 4, !dbg !43, !tbaa !32
  %86 = load float, ptr %25, align 4, !dbg !44, !tbaa !32
  %87 = fmul contract float %85, %86, !dbg !45
  %88 = fadd contract float %63, %87, !dbg !46
  %89 = load float, ptr %26, align 4, !dbg !43, !tbaa !32
  %90 = load float, ptr %27, align 4, !dbg !44, !tbaa !32
  %91 = fmul contract float %89, %90, !dbg !45
  %92 = fadd contract float %88, %91, !dbg !46
  %93 = load float, ptr %28, align 4, !dbg !43, !tbaa !32
  %94 = load float, ptr %29, align 4, !dbg !44, !tbaa !32
  %95 = fmul contract float %93, %94, !dbg !45
  %96 = fadd contract float %92, %95, !dbg !46
  %97 = load float, ptr %30, align 4, !dbg !43, !tbaa !32
  %98 = load float, ptr %31, align 4, !dbg !44, !tbaa !32
  %99 = fmul contract float %97, %98, !dbg !45
  %100 = fadd contract float %96, %99, !dbg !46
  %101 = load float, ptr %32, align 4, !dbg !43, !tbaa !32
  %102 = load float, ptr %33, align 4, !dbg !44, !tbaa !32
  %103 = fmul contract float %101, %102, !dbg !45
  %104 = fadd contract float %100, %103, !dbg !46
  %105 = load float, ptr %34, align 4, !dbg !43, !tbaa !32
  %106 = load float, ptr %35, align 4, !dbg !44, !tbaa !32
  %107 = fmul contract float %105, %106, !dbg !45
  %108 = fadd contract float %104, %107, !dbg !46
  %109 = load float, ptr %36, align 4, !dbg !43, !tbaa !32
  %110 = load float, ptr %37, align 4, !dbg !44, !tbaa !32
  %111 = fmul contract float %109, %110, !dbg !45
  %112 = fadd contract float %108, %111, !dbg !46
  %113 = load float, ptr %38, align 4, !dbg !43, !tbaa !32
  %114 = load float, ptr %39, align 4, !dbg !44, !tbaa !32
  %115 = fmul contract float %113, %114, !dbg !45
  %116 = fadd contract float %112, %115, !dbg !46
  %117 = load float, ptr %40, align 4, !dbg !43, !tbaa !32
  %118 = load float, ptr %41, align 4, !dbg !44, !tbaa !32
  %119 = fmul contract float %117, %118, !dbg !45
  %120 = fadd contract float %116, %119, !dbg !46
  %121 = load float, ptr %42, align 4, !dbg !43, !tbaa !32
  %122 = load float, ptr %43, align 4, !dbg !44, !tbaa !32
  %123 = fmul contract float %121, %122, !dbg !45
  %124 = fadd contract float %120, %123, !dbg !46
  %125 = load float, ptr %44, align 4, !dbg !43, !tbaa !32
  %126 = load float, ptr %45, align 4, !dbg !44, !tbaa !32
  %127 = fmul contract float %125, %126, !dbg !45
  %128 = fadd contract float %124, %127, !dbg !46
  %129 = load float, ptr %46, align 4, !dbg !43, !tbaa !32
  %130 = load float, ptr %47, align 4, !dbg !44, !tbaa !32
  %131 = fmul contract float %129, %130, !dbg !45
  %132 = fadd contract float %128, %131, !dbg !46
  %133 = load float, ptr %48, align 4, !dbg !43, !tbaa !32
  %134 = load float, ptr %49, align 4, !dbg !44, !tbaa !32
  %135 = fmul contract float %133, %134, !dbg !45
  %136 = fadd contract float %132, %135, !dbg !46
  %137 = load float, ptr %50, align 4, !dbg !43, !tbaa !32
  %138 = load float, ptr %51, align 4, !dbg !44, !tbaa !32
  %139 = fmul contract float %137, %138, !dbg !45
  %140 = fadd contract float %136, %139, !dbg !46
  %141 = load float, ptr %52, align 4, !dbg !43, !tbaa !32
  %142 = load float, ptr %53, align 4, !dbg !44, !tbaa !32
  %143 = fmul contract float %141, %142, !dbg !45
  %144 = fadd contract float %140, %143, !dbg !46
  %145 = load float, ptr %54, align 4, !dbg !43, !tbaa !32
  %146 = load float, ptr %55, align 4, !dbg !44, !tbaa !32
  %147 = fmul contract float %145, %146, !dbg !45
  %148 = fadd contract float %144, %147, !dbg !46
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !47
  %149 = add nuw nsw i32 %62, 16, !dbg !48
  %150 = icmp slt i32 %149, %3, !dbg !25
  br i1 %150, label %61, label %56, !dbg !26, !llvm.loop !49

151:                                              ; preds = %56
  %152 = mul nsw i32 %3, %9
  %153 = add nuw nsw i32 %152, %12
  %154 = zext nneg i32 %153 to i64
  %155 = getelementptr inbounds nuw float, ptr %2, i64 %154
  store float %57, ptr %155, align 4, !dbg !52, !tbaa !32
  br label %156, !dbg !53

156:                                              ; preds = %56, %151
  ret void, !dbg !54
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @matmul8(ptr noundef readonly captures(none) %0, ptr noundef readonly captures(none) %1, ptr noundef writeonly captures(none) %2, i32 noundef %3) local_unnamed_addr #1 !dbg !55 {
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !56
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !59
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !60
  %8 = shl nuw nsw i32 %7, 3, !dbg !61
  %9 = add nuw nsw i32 %8, %6, !dbg !62
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !63
  %11 = shl nsw i32 %10, 3, !dbg !64
  %12 = add nuw nsw i32 %11, %5, !dbg !65
  %13 = icmp sgt i32 %3, 0, !dbg !66
  br i1 %13, label %14, label %40, !dbg !67

14:                                               ; preds = %4
  %15 = icmp samesign ult i32 %9, %3
  %16 = mul nuw nsw i32 %3, %9
  %17 = add nuw i32 %16, %5
  %18 = zext nneg i32 %6 to i64
  %19 = getelementptr inbounds nuw [8 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ7tile_mmILi8EEvPKfS1_PfiE2as to ptr), i64 %18
  %20 = zext nneg i32 %5 to i64
  %21 = getelementptr inbounds nuw float, ptr %19, i64 %20
  %22 = icmp samesign ult i32 %12, %3
  %23 = getelementptr inbounds nuw [8 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ7tile_mmILi8EEvPKfS1_PfiE2bs to ptr), i64 %18
  %24 = getelementptr inbounds nuw float, ptr %23, i64 %20
  %25 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ7tile_mmILi8EEvPKfS1_PfiE2bs to ptr), i64 %20
  %26 = getelementptr inbounds nuw i8, ptr %19, i64 4
  %27 = getelementptr inbounds nuw i8, ptr %25, i64 32
  %28 = getelementptr inbounds nuw i8, ptr %19, i64 8
  %29 = getelementptr inbounds nuw i8, ptr %25, i64 64
  %30 = getelementptr inbounds nuw i8, ptr %19, i64 12
  %31 = getelementptr inbounds nuw i8, ptr %25, i64 96
  %32 = getelementptr inbounds nuw i8, ptr %19, i64 16
  %33 = getelementptr inbounds nuw i8, ptr %25, i64 128
  %34 = getelementptr inbounds nuw i8, ptr %19, i64 20
  %35 = getelementptr inbounds nuw i8, ptr %25, i64 160
  %36 = getelementptr inbounds nuw i8, ptr %19, i64 24
  %37 = getelementptr inbounds nuw i8, ptr %25, i64 192
  %38 = getelementptr inbounds nuw i8, ptr %19, i64 28
  %39 = getelementptr inbounds nuw i8, ptr %25, i64 224
  br label %45, !dbg !67

40:                                               ; preds = %67, %4
  %41 = phi float [ 0.000000e+00, %4 ], [ %100, %67 ], !dbg !68
  %42 = icmp slt i32 %9, %3, !dbg !69
  %43 = icmp slt i32 %12, %3
  %44 = select i1 %42, i1 %43, i1 false, !dbg !70
  br i1 %44, label %103, label %108, !dbg !70

45:                                               ; preds = %67, %14
  %46 = phi i32 [ 0, %14 ], [ %101, %67 ]
  %47 = phi float [ 0.000000e+00, %14 ], [ %100, %67 ]
  %48 = add nuw nsw i32 %46, %5
  %49 = icmp slt i32 %48, %3
  %50 = select i1 %15, i1 %49, i1 false, !dbg !71
  br i1 %50, label %51, label %56, !dbg !71

51:                                               ; preds = %45
  %52 = add i32 %17, %46
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds float, ptr %0, i64 %53
  %55 = load float, ptr %54, align 4, !dbg !72, !tbaa !32
  br label %56, !dbg !73

56:                                               ; preds = %51, %45
  %57 = phi contract float [ %55, %51 ], [ 0.000000e+00, %45 ], !dbg !73
  store float %57, ptr %21, align 4, !dbg !74, !tbaa !32
  br i1 %22, label %58, label %67, !dbg !75

58:                                               ; preds = %56
  %59 = add nuw nsw i32 %46, %6, !dbg !76
  %60 = icmp slt i32 %59, %3, !dbg !77
  br i1 %60, label %61, label %67, !dbg !78

61:                                               ; preds = %58
  %62 = mul nuw nsw i32 %59, %3
  %63 = add nuw nsw i32 %62, %12
  %64 = zext nneg i32 %63 to i64
  %65 = getelementptr inbounds nuw float, ptr %1, i64 %64
  %66 = load float, ptr %65, align 4, !dbg !79, !tbaa !32
  br label %67, !dbg !78

67:                                               ; preds = %61, %58, %56
  %68 = phi contract float [ %66, %61 ], [ 0.000000e+00, %58 ], [ 0.000000e+00, %56 ], !dbg !78
  store float %68, ptr %24, align 4, !dbg !80, !tbaa !32
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !81
  %69 = load float, ptr %19, align 4, !dbg !82, !tbaa !32
  %70 = load float, ptr %25, align 4, !dbg !83, !tbaa !32
  %71 = fmul contract float %69, %70, !dbg !84
  %72 = fadd contract float %47, %71, !dbg !85
  %73 = load float, ptr %26, align 4, !dbg !82, !tbaa !32
  %74 = load float, ptr %27, align 4, !dbg !83, !tbaa !32
  %75 = fmul contract float %73, %74, !dbg !84
  %76 = fadd contract float %72, %75, !dbg !85
  %77 = load float, ptr %28, align 4, !dbg !82, !tbaa !32
  %78 = load float, ptr %29, align 4, !dbg !83, !tbaa !32
  %79 = fmul contract float %77, %78, !dbg !84
  %80 = fadd contract float %76, %79, !dbg !85
  %81 = load float, ptr %30, align 4, !dbg !82, !tbaa !32
  %82 = load float, ptr %31, align 4, !dbg !83, !tbaa !32
  %83 = fmul contract float %81, %82, !dbg !84
  %84 = fadd contract float %80, %83, !dbg !85
  %85 = load float, ptr %32, align 4, !dbg !82, !tbaa !32
  %86 = load float, ptr %33, align 4, !dbg !83, !tbaa !32
  %87 = fmul contract float %85, %86, !dbg !84
  %88 = fadd contract float %84, %87, !dbg !85
  %89 = load float, ptr %34, align 4, !dbg !82, !tbaa !32
  %90 = load float, ptr %35, align 4, !dbg !83, !tbaa !32
  %91 = fmul contract float %89, %90, !dbg !84
  %92 = fadd contract float %88, %91, !dbg !85
  %93 = load float, ptr %36, align 4, !dbg !82, !tbaa !32
  %94 = load float, ptr %37, align 4, !dbg !83, !tbaa !32
  %95 = fmul contract float %93, %94, !dbg !84
  %96 = fadd contract float %92, %95, !dbg !85
  %97 = load float, ptr %38, align 4, !dbg !82, !tbaa !32
  %98 = load float, ptr %39, align 4, !dbg !83, !tbaa !32
  %99 = fmul contract float %97, %98, !dbg !84
  %100 = fadd contract float %96, %99, !dbg !85
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !86
  %101 = add nuw nsw i32 %46, 8, !dbg !87
  %102 = icmp slt i32 %101, %3, !dbg !66
  br i1 %102, label %45, label %40, !dbg !67, !llvm.loop !88

103:                                              ; preds = %40
  %104 = mul nsw i32 %3, %9
  %105 = add nuw nsw i32 %104, %12
  %106 = zext nneg i32 %105 to i64
  %107 = getelementptr inbounds nuw float, ptr %2, i64 %106
  store float %41, ptr %107, align 4, !dbg !90, !tbaa !32
  br label %108, !dbg !91

108:                                              ; preds = %40, %103
  ret void, !dbg !92
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @grid_copy(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef writeonly captures(none) %1, i64 noundef %2) local_unnamed_addr #2 !dbg !93 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !94
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !95
  %6 = mul nuw nsw i32 %4, %5, !dbg !96
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !97
  %8 = add nuw nsw i32 %6, %7, !dbg !98
  %9 = zext nneg i32 %8 to i64, !dbg !94
  %10 = icmp sgt i64 %2, %9, !dbg !99
  br i1 %10, label %11, label %14, !dbg !100

11:                                               ; preds = %3
  %12 = shl nuw nsw i32 %5, 10
  %13 = zext nneg i32 %12 to i64
  br label %15, !dbg !100

14:                                               ; preds = %15, %3
  ret void, !dbg !101

15:                                               ; preds = %11, %15
  %16 = phi i64 [ %9, %11 ], [ %20, %15 ]
  %17 = getelementptr inbounds nuw double, ptr %0, i64 %16, !dbg !102
  %18 = load double, ptr %17, align 8, !dbg !102, !tbaa !103
  %19 = getelementptr inbounds nuw double, ptr %1, i64 %16, !dbg !105
  store double %18, ptr %19, align 8, !dbg !106, !tbaa !103
  %20 = add nuw nsw i64 %16, %13, !dbg !107
  %21 = icmp slt i64 %20, %2, !dbg !99
  br i1 %21, label %15, label %14, !dbg !100, !llvm.loop !108
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #3

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #4

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="256" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="64" "nvvm.minctasm"="2" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nocallback nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6}
!llvm.ident = !{!7}
!llvm.errno.tbaa = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "tiled_matmul.cu", directory: "/work/wt/llir25/tools/capture/clang_kernels")
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
!12 = distinct !DISubprogram(name: "matmul16", scope: !1, file: !1, line: 21, type: !13, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 8, column: 12, scope: !16, inlinedAt: !17)
!16 = distinct !DISubprogram(name: "tile_mm<16>", scope: !1, file: !1, line: 5, type: !13, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!17 = distinct !DILocation(line: 22, column: 3, scope: !12)
!18 = !DILocation(line: 8, column: 30, scope: !16, inlinedAt: !17)
!19 = !DILocation(line: 9, column: 13, scope: !16, inlinedAt: !17)
!20 = !DILocation(line: 9, column: 24, scope: !16, inlinedAt: !17)
!21 = !DILocation(line: 9, column: 31, scope: !16, inlinedAt: !17)
!22 = !DILocation(line: 9, column: 43, scope: !16, inlinedAt: !17)
!23 = !DILocation(line: 9, column: 54, scope: !16, inlinedAt: !17)
!24 = !DILocation(line: 9, column: 61, scope: !16, inlinedAt: !17)
!25 = !DILocation(line: 11, column: 23, scope: !16, inlinedAt: !17)
!26 = !DILocation(line: 11, column: 3, scope: !16, inlinedAt: !17)
!27 = !DILocation(line: 10, column: 9, scope: !16, inlinedAt: !17)
!28 = !DILocation(line: 19, column: 11, scope: !16, inlinedAt: !17)
!29 = !DILocation(line: 19, column: 15, scope: !16, inlinedAt: !17)
!30 = !DILocation(line: 12, column: 27, scope: !16, inlinedAt: !17)
!31 = !DILocation(line: 12, column: 45, scope: !16, inlinedAt: !17)
!32 = !{!33, !33, i64 0}
!33 = !{!"float", !10, i64 0}
!34 = !DILocation(line: 12, column: 18, scope: !16, inlinedAt: !17)
!35 = !DILocation(line: 12, column: 16, scope: !16, inlinedAt: !17)
!36 = !DILocation(line: 13, column: 27, scope: !16, inlinedAt: !17)
!37 = !DILocation(line: 13, column: 33, scope: !16, inlinedAt: !17)
!38 = !DILocation(line: 13, column: 38, scope: !16, inlinedAt: !17)
!39 = !DILocation(line: 13, column: 18, scope: !16, inlinedAt: !17)
!40 = !DILocation(line: 13, column: 45, scope: !16, inlinedAt: !17)
!41 = !DILocation(line: 13, column: 16, scope: !16, inlinedAt: !17)
!42 = !DILocation(line: 14, column: 5, scope: !16, inlinedAt: !17)
!43 = !DILocation(line: 16, column: 43, scope: !16, inlinedAt: !17)
!44 = !DILocation(line: 16, column: 55, scope: !16, inlinedAt: !17)
!45 = !DILocation(line: 16, column: 53, scope: !16, inlinedAt: !17)
!46 = !DILocation(line: 16, column: 40, scope: !16, inlinedAt: !17)
!47 = !DILocation(line: 17, column: 5, scope: !16, inlinedAt: !17)
!48 = !DILocation(line: 11, column: 31, scope: !16, inlinedAt: !17)
!49 = distinct !{!49, !26, !50, !51}
!50 = !DILocation(line: 18, column: 3, scope: !16, inlinedAt: !17)
!51 = !{!"llvm.loop.mustprogress"}
!52 = !DILocation(line: 19, column: 44, scope: !16, inlinedAt: !17)
!53 = !DILocation(line: 19, column: 27, scope: !16, inlinedAt: !17)
!54 = !DILocation(line: 23, column: 1, scope: !12)
!55 = distinct !DISubprogram(name: "matmul8", scope: !1, file: !1, line: 24, type: !13, scopeLine: 24, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!56 = !DILocation(line: 8, column: 12, scope: !57, inlinedAt: !58)
!57 = distinct !DISubprogram(name: "tile_mm<8>", scope: !1, file: !1, line: 5, type: !13, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!58 = distinct !DILocation(line: 25, column: 3, scope: !55)
!59 = !DILocation(line: 8, column: 30, scope: !57, inlinedAt: !58)
!60 = !DILocation(line: 9, column: 13, scope: !57, inlinedAt: !58)
!61 = !DILocation(line: 9, column: 24, scope: !57, inlinedAt: !58)
!62 = !DILocation(line: 9, column: 31, scope: !57, inlinedAt: !58)
!63 = !DILocation(line: 9, column: 43, scope: !57, inlinedAt: !58)
!64 = !DILocation(line: 9, column: 54, scope: !57, inlinedAt: !58)
!65 = !DILocation(line: 9, column: 61, scope: !57, inlinedAt: !58)
!66 = !DILocation(line: 11, column: 23, scope: !57, inlinedAt: !58)
!67 = !DILocation(line: 11, column: 3, scope: !57, inlinedAt: !58)
!68 = !DILocation(line: 10, column: 9, scope: !57, inlinedAt: !58)
!69 = !DILocation(line: 19, column: 11, scope: !57, inlinedAt: !58)
!70 = !DILocation(line: 19, column: 15, scope: !57, inlinedAt: !58)
!71 = !DILocation(line: 12, column: 27, scope: !57, inlinedAt: !58)
!72 = !DILocation(line: 12, column: 45, scope: !57, inlinedAt: !58)
!73 = !DILocation(line: 12, column: 18, scope: !57, inlinedAt: !58)
!74 = !DILocation(line: 12, column: 16, scope: !57, inlinedAt: !58)
!75 = !DILocation(line: 13, column: 27, scope: !57, inlinedAt: !58)
!76 = !DILocation(line: 13, column: 33, scope: !57, inlinedAt: !58)
!77 = !DILocation(line: 13, column: 38, scope: !57, inlinedAt: !58)
!78 = !DILocation(line: 13, column: 18, scope: !57, inlinedAt: !58)
!79 = !DILocation(line: 13, column: 45, scope: !57, inlinedAt: !58)
!80 = !DILocation(line: 13, column: 16, scope: !57, inlinedAt: !58)
!81 = !DILocation(line: 14, column: 5, scope: !57, inlinedAt: !58)
!82 = !DILocation(line: 16, column: 43, scope: !57, inlinedAt: !58)
!83 = !DILocation(line: 16, column: 55, scope: !57, inlinedAt: !58)
!84 = !DILocation(line: 16, column: 53, scope: !57, inlinedAt: !58)
!85 = !DILocation(line: 16, column: 40, scope: !57, inlinedAt: !58)
!86 = !DILocation(line: 17, column: 5, scope: !57, inlinedAt: !58)
!87 = !DILocation(line: 11, column: 31, scope: !57, inlinedAt: !58)
!88 = distinct !{!88, !67, !89, !51}
!89 = !DILocation(line: 18, column: 3, scope: !57, inlinedAt: !58)
!90 = !DILocation(line: 19, column: 44, scope: !57, inlinedAt: !58)
!91 = !DILocation(line: 19, column: 27, scope: !57, inlinedAt: !58)
!92 = !DILocation(line: 26, column: 1, scope: !55)
!93 = distinct !DISubprogram(name: "grid_copy", scope: !1, file: !1, line: 27, type: !13, scopeLine: 27, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!94 = !DILocation(line: 28, column: 17, scope: !93)
!95 = !DILocation(line: 28, column: 30, scope: !93)
!96 = !DILocation(line: 28, column: 28, scope: !93)
!97 = !DILocation(line: 28, column: 43, scope: !93)
!98 = !DILocation(line: 28, column: 41, scope: !93)
!99 = !DILocation(line: 28, column: 58, scope: !93)
!100 = !DILocation(line: 28, column: 3, scope: !93)
!101 = !DILocation(line: 30, column: 1, scope: !93)
!102 = !DILocation(line: 29, column: 14, scope: !93)
!103 = !{!104, !104, i64 0}
!104 = !{!"double", !10, i64 0}
!105 = !DILocation(line: 29, column: 5, scope: !93)
!106 = !DILocation(line: 29, column: 12, scope: !93)
!107 = !DILocation(line: 28, column: 65, scope: !93)
!108 = distinct !{!108, !100, !109, !51}
!109 = !DILocation(line: 29, column: 18, scope: !93)
