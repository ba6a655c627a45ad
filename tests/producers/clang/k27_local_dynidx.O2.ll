; ModuleID = 'k27_local_dynidx.cu'
source_filename = "k27_local_dynidx.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Acc = type { float, i32 }
%struct.Node = type { i32, i32, float }

@__const.local_dynidx.accs = private unnamed_addr constant [3 x %struct.Acc] [%struct.Acc { float 1.000000e+00, i32 0 }, %struct.Acc { float 2.000000e+00, i32 1 }, %struct.Acc { float 5.000000e-01, i32 2 }], align 4

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @local_dynidx(ptr noundef readonly captures(none) %0, ptr noundef readonly captures(none) %1, ptr noundef readonly captures(none) %2, ptr noundef writeonly captures(none) %3, i32 noundef %4) local_unnamed_addr #0 !dbg !12 {
  %6 = alloca [24 x i32], align 4
  %7 = alloca [8 x i32], align 4
  %8 = alloca [16 x i8], align 1
  %9 = alloca [4 x [4 x double]], align 8
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !15
  %11 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !16
  %12 = mul nuw nsw i32 %10, %11, !dbg !17
  %13 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !18
  %14 = add nuw nsw i32 %12, %13, !dbg !19
  %15 = icmp slt i32 %14, %4, !dbg !20
  br i1 %15, label %16, label %235, !dbg !20

16:                                               ; preds = %5
  call void @llvm.lifetime.start.p0(ptr nonnull %6) #5, !dbg !21
  store i32 0, ptr %6, align 4, !dbg !22, !tbaa !8
  br label %17, !dbg !23

17:                                               ; preds = %16, %41
  %18 = phi i32 [ 0, %16 ], [ %43, %41 ]
  %19 = phi i32 [ 1, %16 ], [ %42, %41 ]
  %20 = phi float [ 0.000000e+00, %16 ], [ %31, %41 ]
  %21 = zext nneg i32 %18 to i64, !dbg !24
  %22 = getelementptr inbounds nuw i32, ptr %6, i64 %21, !dbg !24
  %23 = load i32, ptr %22, align 4, !dbg !24, !tbaa !8
  %24 = sext i32 %23 to i64, !dbg !25
  %25 = getelementptr inbounds %struct.Node, ptr %0, i64 %24, !dbg !25
  %26 = load i32, ptr %25, align 4, !dbg !25, !tbaa !8
  %27 = getelementptr inbounds nuw i8, ptr %25, i64 4, !dbg !25
  %28 = load i32, ptr %27, align 4, !dbg !25, !tbaa !8
  %29 = getelementptr inbounds nuw i8, ptr %25, i64 8, !dbg !25
  %30 = load float, ptr %29, align 4, !dbg !25, !tbaa !26
  %31 = fadd contract float %20, %30, !dbg !28
  %32 = icmp sgt i32 %26, -1, !dbg !29
  br i1 %32, label %33, label %34, !dbg !29

33:                                               ; preds = %17
  store i32 %26, ptr %22, align 4, !dbg !30, !tbaa !8
  br label %34, !dbg !31

34:                                               ; preds = %33, %17
  %35 = phi i32 [ %19, %33 ], [ %18, %17 ], !dbg !32
  %36 = icmp sgt i32 %28, -1, !dbg !33
  br i1 %36, label %37, label %41, !dbg !34

37:                                               ; preds = %34
  %38 = zext nneg i32 %35 to i64
  %39 = getelementptr inbounds nuw i32, ptr %6, i64 %38
  %40 = add nuw nsw i32 %35, 1
  store i32 %28, ptr %39, align 4, !dbg !35, !tbaa !8
  br label %41, !dbg !36

41:                                               ; preds = %37, %34
  %42 = phi i32 [ %40, %37 ], [ %35, %34 ], !dbg !32
  %43 = add nsw i32 %42, -1, !dbg !37
  %44 = icmp ult i32 %43, 23, !dbg !37
  br i1 %44, label %17, label %45, !dbg !23, !llvm.loop !38

45:                                               ; preds = %41
  call void @llvm.lifetime.start.p0(ptr nonnull %7) #5, !dbg !41
  br label %65, !dbg !42

46:                                               ; preds = %88
  call void @llvm.lifetime.start.p0(ptr nonnull %8) #5, !dbg !43
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(16) %8, i8 0, i64 16, i1 false), !dbg !44
  %47 = icmp sgt i32 %89, 11, !dbg !45
  br i1 %47, label %92, label %48, !dbg !46

48:                                               ; preds = %46
  %49 = and i32 %89, 1, !dbg !46
  %50 = icmp eq i32 %49, 0, !dbg !46
  br i1 %50, label %62, label %51, !dbg !46

51:                                               ; preds = %48
  %52 = and i32 %89, 7, !dbg !47
  %53 = zext nneg i32 %52 to i64, !dbg !48
  %54 = getelementptr inbounds nuw i32, ptr %7, i64 %53, !dbg !48
  %55 = load i32, ptr %54, align 4, !dbg !48, !tbaa !8
  %56 = and i32 %55, 15, !dbg !49
  %57 = zext nneg i32 %56 to i64, !dbg !50
  %58 = getelementptr inbounds nuw i8, ptr %8, i64 %57, !dbg !50
  %59 = load i8, ptr %58, align 1, !dbg !51, !tbaa !52
  %60 = add i8 %59, 1, !dbg !51
  store i8 %60, ptr %58, align 1, !dbg !51, !tbaa !52
  %61 = add i32 %89, 1, !dbg !53
  br label %62, !dbg !46

62:                                               ; preds = %51, %48
  %63 = phi i32 [ %89, %48 ], [ %61, %51 ]
  %64 = icmp eq i32 %89, 11, !dbg !46
  br i1 %64, label %92, label %212, !dbg !46

65:                                               ; preds = %45, %88
  %66 = phi float [ %31, %45 ], [ %90, %88 ]
  %67 = phi i32 [ 0, %45 ], [ %77, %88 ]
  %68 = phi i32 [ 0, %45 ], [ %89, %88 ]
  %69 = add nuw nsw i32 %67, %14, !dbg !54
  %70 = srem i32 %69, %4, !dbg !55
  %71 = zext nneg i32 %70 to i64, !dbg !56
  %72 = getelementptr inbounds nuw i32, ptr %1, i64 %71, !dbg !56
  %73 = load i32, ptr %72, align 4, !dbg !56, !tbaa !8
  %74 = and i32 %67, 7, !dbg !57
  %75 = zext nneg i32 %74 to i64, !dbg !58
  %76 = getelementptr inbounds nuw i32, ptr %7, i64 %75, !dbg !58
  store i32 %73, ptr %76, align 4, !dbg !59, !tbaa !8
  %77 = add nuw nsw i32 %67, 1, !dbg !60
  %78 = sub nsw i32 %77, %68, !dbg !61
  %79 = icmp sgt i32 %78, 5, !dbg !62
  br i1 %79, label %80, label %88, !dbg !62

80:                                               ; preds = %65
  %81 = and i32 %68, 7
  %82 = zext nneg i32 %81 to i64
  %83 = getelementptr inbounds nuw i32, ptr %7, i64 %82
  %84 = add nsw i32 %68, 1
  %85 = load i32, ptr %83, align 4, !dbg !63, !tbaa !8
  %86 = sitofp i32 %85 to float, !dbg !63
  %87 = fadd contract float %66, %86, !dbg !64
  br label %88, !dbg !65

88:                                               ; preds = %65, %80
  %89 = phi i32 [ %84, %80 ], [ %68, %65 ], !dbg !32
  %90 = phi float [ %87, %80 ], [ %66, %65 ], !dbg !32
  %91 = icmp eq i32 %77, 12, !dbg !66
  br i1 %91, label %46, label %65, !dbg !42, !llvm.loop !67

92:                                               ; preds = %62, %212, %46
  call void @llvm.lifetime.start.p0(ptr nonnull %9) #5, !dbg !69
  %93 = load double, ptr %2, align 8, !dbg !70, !tbaa !71
  %94 = fadd contract double %93, 0.000000e+00, !dbg !73
  store double %94, ptr %9, align 8, !dbg !74, !tbaa !71
  %95 = getelementptr inbounds nuw i8, ptr %2, i64 8, !dbg !70
  %96 = load double, ptr %95, align 8, !dbg !70, !tbaa !71
  %97 = fadd contract double %96, 0.000000e+00, !dbg !73
  %98 = getelementptr inbounds nuw i8, ptr %9, i64 8, !dbg !75
  store double %97, ptr %98, align 8, !dbg !74, !tbaa !71
  %99 = getelementptr inbounds nuw i8, ptr %2, i64 16, !dbg !70
  %100 = load double, ptr %99, align 8, !dbg !70, !tbaa !71
  %101 = fadd contract double %100, 0.000000e+00, !dbg !73
  %102 = getelementptr inbounds nuw i8, ptr %9, i64 16, !dbg !75
  store double %101, ptr %102, align 8, !dbg !74, !tbaa !71
  %103 = getelementptr inbounds nuw i8, ptr %2, i64 24, !dbg !70
  %104 = load double, ptr %103, align 8, !dbg !70, !tbaa !71
  %105 = fadd contract double %104, 0.000000e+00, !dbg !73
  %106 = getelementptr inbounds nuw i8, ptr %9, i64 24, !dbg !75
  store double %105, ptr %106, align 8, !dbg !74, !tbaa !71
  %107 = getelementptr inbounds nuw i8, ptr %9, i64 32
  %108 = getelementptr inbounds nuw i8, ptr %2, i64 32, !dbg !70
  %109 = load double, ptr %108, align 8, !dbg !70, !tbaa !71
  %110 = fadd contract double %109, 1.000000e+00, !dbg !73
  store double %110, ptr %107, align 8, !dbg !74, !tbaa !71
  %111 = getelementptr inbounds nuw i8, ptr %2, i64 40, !dbg !70
  %112 = load double, ptr %111, align 8, !dbg !70, !tbaa !71
  %113 = fadd contract double %112, 1.000000e+00, !dbg !73
  %114 = getelementptr inbounds nuw i8, ptr %9, i64 40, !dbg !75
  store double %113, ptr %114, align 8, !dbg !74, !tbaa !71
  %115 = getelementptr inbounds nuw i8, ptr %2, i64 48, !dbg !70
  %116 = load double, ptr %115, align 8, !dbg !70, !tbaa !71
  %117 = fadd contract double %116, 1.000000e+00, !dbg !73
  %118 = getelementptr inbounds nuw i8, ptr %9, i64 48, !dbg !75
  store double %117, ptr %118, align 8, !dbg !74, !tbaa !71
  %119 = getelementptr inbounds nuw i8, ptr %2, i64 56, !dbg !70
  %120 = load double, ptr %119, align 8, !dbg !70, !tbaa !71
  %121 = fadd contract double %120, 1.000000e+00, !dbg !73
  %122 = getelementptr inbounds nuw i8, ptr %9, i64 56, !dbg !75
  store double %121, ptr %122, align 8, !dbg !74, !tbaa !71
  %123 = getelementptr inbounds nuw i8, ptr %9, i64 64
  %124 = getelementptr inbounds nuw i8, ptr %2, i64 64, !dbg !70
  %125 = load double, ptr %124, align 8, !dbg !70, !tbaa !71
  %126 = fadd contract double %125, 2.000000e+00, !dbg !73
  store double %126, ptr %123, align 8, !dbg !74, !tbaa !71
  %127 = getelementptr inbounds nuw i8, ptr %2, i64 72, !dbg !70
  %128 = load double, ptr %127, align 8, !dbg !70, !tbaa !71
  %129 = fadd contract double %128, 2.000000e+00, !dbg !73
  %130 = getelementptr inbounds nuw i8, ptr %9, i64 72, !dbg !75
  store double %129, ptr %130, align 8, !dbg !74, !tbaa !71
  %131 = getelementptr inbounds nuw i8, ptr %2, i64 80, !dbg !70
  %132 = load double, ptr %131, align 8, !dbg !70, !tbaa !71
  %133 = fadd contract double %132, 2.000000e+00, !dbg !73
  %134 = getelementptr inbounds nuw i8, ptr %9, i64 80, !dbg !75
  store double %133, ptr %134, align 8, !dbg !74, !tbaa !71
  %135 = getelementptr inbounds nuw i8, ptr %2, i64 88, !dbg !70
  %136 = load double, ptr %135, align 8, !dbg !70, !tbaa !71
  %137 = fadd contract double %136, 2.000000e+00, !dbg !73
  %138 = getelementptr inbounds nuw i8, ptr %9, i64 88, !dbg !75
  store double %137, ptr %138, align 8, !dbg !74, !tbaa !71
  %139 = getelementptr inbounds nuw i8, ptr %9, i64 96
  %140 = getelementptr inbounds nuw i8, ptr %2, i64 96, !dbg !70
  %141 = load double, ptr %140, align 8, !dbg !70, !tbaa !71
  %142 = fadd contract double %141, 3.000000e+00, !dbg !73
  store double %142, ptr %139, align 8, !dbg !74, !tbaa !71
  %143 = getelementptr inbounds nuw i8, ptr %2, i64 104, !dbg !70
  %144 = load double, ptr %143, align 8, !dbg !70, !tbaa !71
  %145 = fadd contract double %144, 3.000000e+00, !dbg !73
  %146 = getelementptr inbounds nuw i8, ptr %9, i64 104, !dbg !75
  store double %145, ptr %146, align 8, !dbg !74, !tbaa !71
  %147 = getelementptr inbounds nuw i8, ptr %2, i64 112, !dbg !70
  %148 = load double, ptr %147, align 8, !dbg !70, !tbaa !71
  %149 = fadd contract double %148, 3.000000e+00, !dbg !73
  %150 = getelementptr inbounds nuw i8, ptr %9, i64 112, !dbg !75
  store double %149, ptr %150, align 8, !dbg !74, !tbaa !71
  %151 = getelementptr inbounds nuw i8, ptr %2, i64 120, !dbg !70
  %152 = load double, ptr %151, align 8, !dbg !70, !tbaa !71
  %153 = fadd contract double %152, 3.000000e+00, !dbg !73
  %154 = getelementptr inbounds nuw i8, ptr %9, i64 120, !dbg !75
  store double %153, ptr %154, align 8, !dbg !74, !tbaa !71
  %155 = zext nneg i32 %14 to i64, !dbg !76
  %156 = getelementptr inbounds nuw i32, ptr %1, i64 %155, !dbg !76
  %157 = load i32, ptr %156, align 4, !dbg !76, !tbaa !8
  %158 = and i32 %157, 3, !dbg !77
  %159 = zext nneg i32 %158 to i64
  %160 = getelementptr inbounds nuw [4 x double], ptr %9, i64 %159
  %161 = load double, ptr %160, align 8, !dbg !78, !tbaa !71
  %162 = getelementptr inbounds nuw double, ptr %9, i64 %159, !dbg !79
  %163 = load double, ptr %162, align 8, !dbg !79, !tbaa !71
  %164 = fmul contract double %161, %163, !dbg !80
  %165 = fadd contract double %164, 0.000000e+00, !dbg !81
  %166 = getelementptr inbounds nuw i8, ptr %160, i64 8, !dbg !78
  %167 = load double, ptr %166, align 8, !dbg !78, !tbaa !71
  %168 = add i32 %157, 1, !dbg !82
  %169 = and i32 %168, 3, !dbg !83
  %170 = zext nneg i32 %169 to i64, !dbg !79
  %171 = getelementptr inbounds nuw double, ptr %107, i64 %170, !dbg !79
  %172 = load double, ptr %171, align 8, !dbg !79, !tbaa !71
  %173 = fmul contract double %167, %172, !dbg !80
  %174 = fadd contract double %165, %173, !dbg !81
  %175 = getelementptr inbounds nuw i8, ptr %160, i64 16, !dbg !78
  %176 = load double, ptr %175, align 8, !dbg !78, !tbaa !71
  %177 = and i32 %157, 3, !dbg !83
  %178 = xor i32 %177, 2, !dbg !83
  %179 = zext nneg i32 %178 to i64, !dbg !79
  %180 = getelementptr inbounds nuw double, ptr %123, i64 %179, !dbg !79
  %181 = load double, ptr %180, align 8, !dbg !79, !tbaa !71
  %182 = fmul contract double %176, %181, !dbg !80
  %183 = fadd contract double %174, %182, !dbg !81
  %184 = getelementptr inbounds nuw i8, ptr %160, i64 24, !dbg !78
  %185 = load double, ptr %184, align 8, !dbg !78, !tbaa !71
  %186 = add i32 %157, 3, !dbg !82
  %187 = and i32 %186, 3, !dbg !83
  %188 = zext nneg i32 %187 to i64, !dbg !79
  %189 = getelementptr inbounds nuw double, ptr %139, i64 %188, !dbg !79
  %190 = load double, ptr %189, align 8, !dbg !79, !tbaa !71
  %191 = fmul contract double %185, %190, !dbg !80
  %192 = fadd contract double %183, %191, !dbg !81
  %193 = srem i32 %157, 3, !dbg !84
  %194 = tail call i32 @llvm.smax.i32(i32 %193, i32 0), !dbg !85
  %195 = zext nneg i32 %194 to i64, !dbg !85
  %196 = getelementptr inbounds nuw %struct.Acc, ptr @__const.local_dynidx.accs, i64 %195, !dbg !86
  %197 = load float, ptr %196, align 4, !dbg !86, !tbaa !26
  %198 = getelementptr inbounds nuw i8, ptr %196, i64 4, !dbg !86
  %199 = load i32, ptr %198, align 4, !dbg !86, !tbaa !8
  %200 = fptrunc contract double %192 to float, !dbg !87
  %201 = fadd contract float %90, %200, !dbg !88
  %202 = and i32 %157, 15, !dbg !89
  %203 = zext nneg i32 %202 to i64, !dbg !90
  %204 = getelementptr inbounds nuw i8, ptr %8, i64 %203, !dbg !90
  %205 = load i8, ptr %204, align 1, !dbg !90, !tbaa !52
  %206 = zext i8 %205 to i32, !dbg !90
  %207 = add nsw i32 %199, %206, !dbg !91
  %208 = sitofp i32 %207 to float, !dbg !92
  %209 = fmul contract float %197, %208, !dbg !93
  %210 = fadd contract float %201, %209, !dbg !94
  %211 = getelementptr inbounds nuw float, ptr %3, i64 %155, !dbg !95
  store float %210, ptr %211, align 4, !dbg !96, !tbaa !26
  call void @llvm.lifetime.end.p0(ptr nonnull %9) #5, !dbg !97
  call void @llvm.lifetime.end.p0(ptr nonnull %8) #5, !dbg !97
  call void @llvm.lifetime.end.p0(ptr nonnull %7) #5, !dbg !97
  call void @llvm.lifetime.end.p0(ptr nonnull %6) #5, !dbg !97
  br label %235, !dbg !97

212:                                              ; preds = %62, %212
  %213 = phi i32 [ %233, %212 ], [ %63, %62 ]
  %214 = and i32 %213, 7, !dbg !47
  %215 = zext nneg i32 %214 to i64, !dbg !48
  %216 = getelementptr inbounds nuw i32, ptr %7, i64 %215, !dbg !48
  %217 = load i32, ptr %216, align 4, !dbg !48, !tbaa !8
  %218 = and i32 %217, 15, !dbg !49
  %219 = zext nneg i32 %218 to i64, !dbg !50
  %220 = getelementptr inbounds nuw i8, ptr %8, i64 %219, !dbg !50
  %221 = load i8, ptr %220, align 1, !dbg !51, !tbaa !52
  %222 = add i8 %221, 1, !dbg !51
  store i8 %222, ptr %220, align 1, !dbg !51, !tbaa !52
  %223 = add i32 %213, 1, !dbg !53
  %224 = and i32 %223, 7, !dbg !47
  %225 = zext nneg i32 %224 to i64, !dbg !48
  %226 = getelementptr inbounds nuw i32, ptr %7, i64 %225, !dbg !48
  %227 = load i32, ptr %226, align 4, !dbg !48, !tbaa !8
  %228 = and i32 %227, 15, !dbg !49
  %229 = zext nneg i32 %228 to i64, !dbg !50
  %230 = getelementptr inbounds nuw i8, ptr %8, i64 %229, !dbg !50
  %231 = load i8, ptr %230, align 1, !dbg !51, !tbaa !52
  %232 = add i8 %231, 1, !dbg !51
  store i8 %232, ptr %230, align 1, !dbg !51, !tbaa !52
  %233 = add i32 %213, 2, !dbg !53
  %234 = icmp eq i32 %233, 12, !dbg !45
  br i1 %234, label %92, label %212, !dbg !46, !llvm.loop !98

235:                                              ; preds = %5, %92
  ret void, !dbg !97
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #4

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6}
!llvm.ident = !{!7}
!llvm.errno.tbaa = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "k27_local_dynidx.cu", directory: "/work/wt/numba25c/tools/capture/clang_kernels")
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
!12 = distinct !DISubprogram(name: "local_dynidx", scope: !1, file: !1, line: 8, type: !13, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 9, column: 11, scope: !12)
!16 = !DILocation(line: 9, column: 24, scope: !12)
!17 = !DILocation(line: 9, column: 22, scope: !12)
!18 = !DILocation(line: 9, column: 37, scope: !12)
!19 = !DILocation(line: 9, column: 35, scope: !12)
!20 = !DILocation(line: 10, column: 9, scope: !12)
!21 = !DILocation(line: 11, column: 3, scope: !12)
!22 = !DILocation(line: 13, column: 16, scope: !12)
!23 = !DILocation(line: 15, column: 3, scope: !12)
!24 = !DILocation(line: 16, column: 20, scope: !12)
!25 = !DILocation(line: 16, column: 15, scope: !12)
!26 = !{!27, !27, i64 0}
!27 = !{!"float", !10, i64 0}
!28 = !DILocation(line: 17, column: 9, scope: !12)
!29 = !DILocation(line: 18, column: 17, scope: !12)
!30 = !DILocation(line: 18, column: 36, scope: !12)
!31 = !DILocation(line: 18, column: 23, scope: !12)
!32 = !DILocation(line: 0, scope: !12)
!33 = !DILocation(line: 19, column: 18, scope: !12)
!34 = !DILocation(line: 19, column: 23, scope: !12)
!35 = !DILocation(line: 19, column: 49, scope: !12)
!36 = !DILocation(line: 19, column: 36, scope: !12)
!37 = !DILocation(line: 15, column: 18, scope: !12)
!38 = distinct !{!38, !23, !39, !40}
!39 = !DILocation(line: 20, column: 3, scope: !12)
!40 = !{!"llvm.loop.mustprogress"}
!41 = !DILocation(line: 21, column: 3, scope: !12)
!42 = !DILocation(line: 23, column: 3, scope: !12)
!43 = !DILocation(line: 28, column: 3, scope: !12)
!44 = !DILocation(line: 28, column: 17, scope: !12)
!45 = !DILocation(line: 29, column: 24, scope: !12)
!46 = !DILocation(line: 29, column: 3, scope: !12)
!47 = !DILocation(line: 29, column: 50, scope: !12)
!48 = !DILocation(line: 29, column: 42, scope: !12)
!49 = !DILocation(line: 29, column: 55, scope: !12)
!50 = !DILocation(line: 29, column: 37, scope: !12)
!51 = !DILocation(line: 29, column: 60, scope: !12)
!52 = !{!10, !10, i64 0}
!53 = !DILocation(line: 29, column: 32, scope: !12)
!54 = !DILocation(line: 24, column: 31, scope: !12)
!55 = !DILocation(line: 24, column: 36, scope: !12)
!56 = !DILocation(line: 24, column: 23, scope: !12)
!57 = !DILocation(line: 24, column: 16, scope: !12)
!58 = !DILocation(line: 24, column: 5, scope: !12)
!59 = !DILocation(line: 24, column: 21, scope: !12)
!60 = !DILocation(line: 23, column: 27, scope: !12)
!61 = !DILocation(line: 26, column: 14, scope: !12)
!62 = !DILocation(line: 26, column: 21, scope: !12)
!63 = !DILocation(line: 26, column: 40, scope: !12)
!64 = !DILocation(line: 26, column: 30, scope: !12)
!65 = !DILocation(line: 26, column: 26, scope: !12)
!66 = !DILocation(line: 23, column: 21, scope: !12)
!67 = distinct !{!67, !42, !68, !40}
!68 = !DILocation(line: 27, column: 3, scope: !12)
!69 = !DILocation(line: 30, column: 3, scope: !12)
!70 = !DILocation(line: 32, column: 45, scope: !12)
!71 = !{!72, !72, i64 0}
!72 = !{!"double", !10, i64 0}
!73 = !DILocation(line: 32, column: 58, scope: !12)
!74 = !DILocation(line: 32, column: 43, scope: !12)
!75 = !DILocation(line: 32, column: 33, scope: !12)
!76 = !DILocation(line: 33, column: 13, scope: !12)
!77 = !DILocation(line: 33, column: 21, scope: !12)
!78 = !DILocation(line: 35, column: 37, scope: !12)
!79 = !DILocation(line: 35, column: 51, scope: !12)
!80 = !DILocation(line: 35, column: 49, scope: !12)
!81 = !DILocation(line: 35, column: 34, scope: !12)
!82 = !DILocation(line: 35, column: 63, scope: !12)
!83 = !DILocation(line: 35, column: 68, scope: !12)
!84 = !DILocation(line: 37, column: 24, scope: !12)
!85 = !DILocation(line: 37, column: 16, scope: !12)
!86 = !DILocation(line: 37, column: 11, scope: !12)
!87 = !DILocation(line: 38, column: 25, scope: !12)
!88 = !DILocation(line: 38, column: 16, scope: !12)
!89 = !DILocation(line: 38, column: 63, scope: !12)
!90 = !DILocation(line: 38, column: 50, scope: !12)
!91 = !DILocation(line: 38, column: 48, scope: !12)
!92 = !DILocation(line: 38, column: 43, scope: !12)
!93 = !DILocation(line: 38, column: 34, scope: !12)
!94 = !DILocation(line: 38, column: 28, scope: !12)
!95 = !DILocation(line: 38, column: 3, scope: !12)
!96 = !DILocation(line: 38, column: 10, scope: !12)
!97 = !DILocation(line: 39, column: 1, scope: !12)
!98 = distinct !{!98, !46, !51, !40}
