; ModuleID = 'g24_local_arrays.cu'
source_filename = "g24_local_arrays.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@__const.g24_bit_table.table = private unnamed_addr constant [16 x i8] c"\00\01\01\02\01\02\02\03\01\02\02\03\02\03\03\04", align 1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @g24_local_sort(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1, i32 noundef %2) local_unnamed_addr #0 !dbg !12 {
  %4 = alloca [8 x float], align 4
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !15
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !16
  %7 = mul nuw nsw i32 %5, %6, !dbg !17
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !18
  %9 = add nuw nsw i32 %7, %8, !dbg !19
  %10 = icmp slt i32 %9, %2, !dbg !20
  %11 = getelementptr inbounds nuw i8, ptr %4, i64 8, !dbg !20
  %12 = getelementptr inbounds nuw i8, ptr %4, i64 4, !dbg !20
  %13 = getelementptr inbounds nuw i8, ptr %4, i64 12, !dbg !20
  %14 = getelementptr inbounds nuw i8, ptr %4, i64 8, !dbg !20
  %15 = getelementptr inbounds nuw i8, ptr %4, i64 4, !dbg !20
  %16 = getelementptr inbounds nuw i8, ptr %4, i64 16, !dbg !20
  %17 = getelementptr inbounds nuw i8, ptr %4, i64 12, !dbg !20
  %18 = getelementptr inbounds nuw i8, ptr %4, i64 4, !dbg !20
  %19 = getelementptr inbounds nuw i8, ptr %4, i64 8, !dbg !20
  %20 = getelementptr inbounds nuw i8, ptr %4, i64 20, !dbg !20
  %21 = getelementptr inbounds nuw i8, ptr %4, i64 16, !dbg !20
  %22 = getelementptr inbounds nuw i8, ptr %4, i64 4, !dbg !20
  %23 = getelementptr inbounds nuw i8, ptr %4, i64 12, !dbg !20
  %24 = getelementptr inbounds nuw i8, ptr %4, i64 8, !dbg !20
  %25 = getelementptr inbounds nuw i8, ptr %4, i64 24, !dbg !20
  %26 = getelementptr inbounds nuw i8, ptr %4, i64 20, !dbg !20
  %27 = getelementptr inbounds nuw i8, ptr %4, i64 4, !dbg !20
  %28 = getelementptr inbounds nuw i8, ptr %4, i64 16, !dbg !20
  %29 = getelementptr inbounds nuw i8, ptr %4, i64 8, !dbg !20
  %30 = getelementptr inbounds nuw i8, ptr %4, i64 12, !dbg !20
  %31 = getelementptr inbounds nuw i8, ptr %4, i64 28, !dbg !20
  %32 = getelementptr inbounds nuw i8, ptr %4, i64 24, !dbg !20
  %33 = getelementptr inbounds nuw i8, ptr %4, i64 4, !dbg !20
  %34 = getelementptr inbounds nuw i8, ptr %4, i64 20, !dbg !20
  %35 = getelementptr inbounds nuw i8, ptr %4, i64 12, !dbg !20
  %36 = getelementptr inbounds nuw i8, ptr %4, i64 16, !dbg !20
  %37 = getelementptr inbounds nuw i8, ptr %4, i64 8, !dbg !20
  br i1 %10, label %38, label %199, !dbg !20

38:                                               ; preds = %3
  %39 = getelementptr inbounds nuw i8, ptr %4, i64 4, !dbg !20
  call void @llvm.lifetime.start.p0(ptr nonnull %4) #3, !dbg !21
  %40 = shl nsw i32 %9, 3
  %41 = urem i32 %40, %2, !dbg !22
  %42 = zext nneg i32 %41 to i64, !dbg !23
  %43 = getelementptr inbounds nuw float, ptr %0, i64 %42, !dbg !23
  %44 = load float, ptr %43, align 4, !dbg !23, !tbaa !24
  store float %44, ptr %4, align 4, !dbg !26, !tbaa !24
  %45 = or disjoint i32 %40, 1, !dbg !27
  %46 = urem i32 %45, %2, !dbg !22
  %47 = zext nneg i32 %46 to i64, !dbg !23
  %48 = getelementptr inbounds nuw float, ptr %0, i64 %47, !dbg !23
  %49 = load float, ptr %48, align 4, !dbg !23, !tbaa !24
  %50 = getelementptr inbounds nuw i8, ptr %4, i64 4, !dbg !28
  store float %49, ptr %50, align 4, !dbg !26, !tbaa !24
  %51 = or disjoint i32 %40, 2, !dbg !27
  %52 = urem i32 %51, %2, !dbg !22
  %53 = zext nneg i32 %52 to i64, !dbg !23
  %54 = getelementptr inbounds nuw float, ptr %0, i64 %53, !dbg !23
  %55 = load float, ptr %54, align 4, !dbg !23, !tbaa !24
  %56 = getelementptr inbounds nuw i8, ptr %4, i64 8, !dbg !28
  store float %55, ptr %56, align 4, !dbg !26, !tbaa !24
  %57 = or disjoint i32 %40, 3, !dbg !27
  %58 = urem i32 %57, %2, !dbg !22
  %59 = zext nneg i32 %58 to i64, !dbg !23
  %60 = getelementptr inbounds nuw float, ptr %0, i64 %59, !dbg !23
  %61 = load float, ptr %60, align 4, !dbg !23, !tbaa !24
  %62 = getelementptr inbounds nuw i8, ptr %4, i64 12, !dbg !28
  store float %61, ptr %62, align 4, !dbg !26, !tbaa !24
  %63 = or disjoint i32 %40, 4, !dbg !27
  %64 = urem i32 %63, %2, !dbg !22
  %65 = zext nneg i32 %64 to i64, !dbg !23
  %66 = getelementptr inbounds nuw float, ptr %0, i64 %65, !dbg !23
  %67 = load float, ptr %66, align 4, !dbg !23, !tbaa !24
  %68 = getelementptr inbounds nuw i8, ptr %4, i64 16, !dbg !28
  store float %67, ptr %68, align 4, !dbg !26, !tbaa !24
  %69 = or disjoint i32 %40, 5, !dbg !27
  %70 = urem i32 %69, %2, !dbg !22
  %71 = zext nneg i32 %70 to i64, !dbg !23
  %72 = getelementptr inbounds nuw float, ptr %0, i64 %71, !dbg !23
  %73 = load float, ptr %72, align 4, !dbg !23, !tbaa !24
  %74 = getelementptr inbounds nuw i8, ptr %4, i64 20, !dbg !28
  store float %73, ptr %74, align 4, !dbg !26, !tbaa !24
  %75 = or disjoint i32 %40, 6, !dbg !27
  %76 = urem i32 %75, %2, !dbg !22
  %77 = zext nneg i32 %76 to i64, !dbg !23
  %78 = getelementptr inbounds nuw float, ptr %0, i64 %77, !dbg !23
  %79 = load float, ptr %78, align 4, !dbg !23, !tbaa !24
  %80 = getelementptr inbounds nuw i8, ptr %4, i64 24, !dbg !28
  store float %79, ptr %80, align 4, !dbg !26, !tbaa !24
  %81 = or disjoint i32 %40, 7, !dbg !27
  %82 = urem i32 %81, %2, !dbg !22
  %83 = zext nneg i32 %82 to i64, !dbg !23
  %84 = getelementptr inbounds nuw float, ptr %0, i64 %83, !dbg !23
  %85 = load float, ptr %84, align 4, !dbg !23, !tbaa !24
  %86 = getelementptr inbounds nuw i8, ptr %4, i64 28, !dbg !28
  store float %85, ptr %86, align 4, !dbg !26, !tbaa !24
  %87 = fcmp contract ogt float %44, %49, !dbg !29
  br i1 %87, label %88, label %89, !dbg !30

88:                                               ; preds = %38
  store float %44, ptr %50, align 4, !dbg !31, !tbaa !24
  br label %89, !dbg !32

89:                                               ; preds = %88, %38
  %90 = phi ptr [ %4, %88 ], [ %39, %38 ]
  store float %49, ptr %90, align 4, !dbg !33, !tbaa !24
  %91 = load float, ptr %50, align 4, !dbg !34, !tbaa !24
  %92 = fcmp contract ogt float %91, %55, !dbg !29
  br i1 %92, label %93, label %97, !dbg !30

93:                                               ; preds = %89
  store float %91, ptr %56, align 4, !dbg !31, !tbaa !24
  %94 = load float, ptr %4, align 4, !dbg !34, !tbaa !24
  %95 = fcmp contract ogt float %94, %55, !dbg !29
  br i1 %95, label %96, label %97, !dbg !30

96:                                               ; preds = %93
  store float %94, ptr %50, align 4, !dbg !31, !tbaa !24
  br label %97, !dbg !32

97:                                               ; preds = %96, %93, %89
  %98 = phi ptr [ %4, %96 ], [ %11, %89 ], [ %12, %93 ]
  store float %55, ptr %98, align 4, !dbg !33, !tbaa !24
  %99 = load float, ptr %62, align 4, !dbg !35, !tbaa !24
  %100 = load float, ptr %56, align 4, !dbg !34, !tbaa !24
  %101 = fcmp contract ogt float %100, %99, !dbg !29
  br i1 %101, label %102, label %109, !dbg !30

102:                                              ; preds = %97
  store float %100, ptr %62, align 4, !dbg !31, !tbaa !24
  %103 = load float, ptr %50, align 4, !dbg !34, !tbaa !24
  %104 = fcmp contract ogt float %103, %99, !dbg !29
  br i1 %104, label %105, label %109, !dbg !30

105:                                              ; preds = %102
  store float %103, ptr %56, align 4, !dbg !31, !tbaa !24
  %106 = load float, ptr %4, align 4, !dbg !34, !tbaa !24
  %107 = fcmp contract ogt float %106, %99, !dbg !29
  br i1 %107, label %108, label %109, !dbg !30

108:                                              ; preds = %105
  store float %106, ptr %50, align 4, !dbg !31, !tbaa !24
  br label %109, !dbg !32

109:                                              ; preds = %108, %105, %102, %97
  %110 = phi ptr [ %4, %108 ], [ %13, %97 ], [ %14, %102 ], [ %15, %105 ]
  store float %99, ptr %110, align 4, !dbg !33, !tbaa !24
  %111 = load float, ptr %62, align 4, !dbg !34, !tbaa !24
  %112 = fcmp contract ogt float %111, %67, !dbg !29
  br i1 %112, label %113, label %123, !dbg !30

113:                                              ; preds = %109
  store float %111, ptr %68, align 4, !dbg !31, !tbaa !24
  %114 = load float, ptr %56, align 4, !dbg !34, !tbaa !24
  %115 = fcmp contract ogt float %114, %67, !dbg !29
  br i1 %115, label %116, label %123, !dbg !30

116:                                              ; preds = %113
  store float %114, ptr %62, align 4, !dbg !31, !tbaa !24
  %117 = load float, ptr %50, align 4, !dbg !34, !tbaa !24
  %118 = fcmp contract ogt float %117, %67, !dbg !29
  br i1 %118, label %119, label %123, !dbg !30

119:                                              ; preds = %116
  store float %117, ptr %56, align 4, !dbg !31, !tbaa !24
  %120 = load float, ptr %4, align 4, !dbg !34, !tbaa !24
  %121 = fcmp contract ogt float %120, %67, !dbg !29
  br i1 %121, label %122, label %123, !dbg !30

122:                                              ; preds = %119
  store float %120, ptr %50, align 4, !dbg !31, !tbaa !24
  br label %123, !dbg !32

123:                                              ; preds = %122, %119, %116, %113, %109
  %124 = phi ptr [ %4, %122 ], [ %16, %109 ], [ %17, %113 ], [ %18, %119 ], [ %19, %116 ]
  store float %67, ptr %124, align 4, !dbg !33, !tbaa !24
  %125 = load float, ptr %74, align 4, !dbg !35, !tbaa !24
  %126 = load float, ptr %68, align 4, !dbg !34, !tbaa !24
  %127 = fcmp contract ogt float %126, %125, !dbg !29
  br i1 %127, label %128, label %141, !dbg !30

128:                                              ; preds = %123
  store float %126, ptr %74, align 4, !dbg !31, !tbaa !24
  %129 = load float, ptr %62, align 4, !dbg !34, !tbaa !24
  %130 = fcmp contract ogt float %129, %125, !dbg !29
  br i1 %130, label %131, label %141, !dbg !30

131:                                              ; preds = %128
  store float %129, ptr %68, align 4, !dbg !31, !tbaa !24
  %132 = load float, ptr %56, align 4, !dbg !34, !tbaa !24
  %133 = fcmp contract ogt float %132, %125, !dbg !29
  br i1 %133, label %134, label %141, !dbg !30

134:                                              ; preds = %131
  store float %132, ptr %62, align 4, !dbg !31, !tbaa !24
  %135 = load float, ptr %50, align 4, !dbg !34, !tbaa !24
  %136 = fcmp contract ogt float %135, %125, !dbg !29
  br i1 %136, label %137, label %141, !dbg !30

137:                                              ; preds = %134
  store float %135, ptr %56, align 4, !dbg !31, !tbaa !24
  %138 = load float, ptr %4, align 4, !dbg !34, !tbaa !24
  %139 = fcmp contract ogt float %138, %125, !dbg !29
  br i1 %139, label %140, label %141, !dbg !30

140:                                              ; preds = %137
  store float %138, ptr %50, align 4, !dbg !31, !tbaa !24
  br label %141, !dbg !32

141:                                              ; preds = %140, %137, %134, %131, %128, %123
  %142 = phi ptr [ %4, %140 ], [ %20, %123 ], [ %21, %128 ], [ %22, %137 ], [ %23, %131 ], [ %24, %134 ]
  store float %125, ptr %142, align 4, !dbg !33, !tbaa !24
  %143 = load float, ptr %80, align 4, !dbg !35, !tbaa !24
  %144 = load float, ptr %74, align 4, !dbg !34, !tbaa !24
  %145 = fcmp contract ogt float %144, %143, !dbg !29
  br i1 %145, label %146, label %162, !dbg !30

146:                                              ; preds = %141
  store float %144, ptr %80, align 4, !dbg !31, !tbaa !24
  %147 = load float, ptr %68, align 4, !dbg !34, !tbaa !24
  %148 = fcmp contract ogt float %147, %143, !dbg !29
  br i1 %148, label %149, label %162, !dbg !30

149:                                              ; preds = %146
  store float %147, ptr %74, align 4, !dbg !31, !tbaa !24
  %150 = load float, ptr %62, align 4, !dbg !34, !tbaa !24
  %151 = fcmp contract ogt float %150, %143, !dbg !29
  br i1 %151, label %152, label %162, !dbg !30

152:                                              ; preds = %149
  store float %150, ptr %68, align 4, !dbg !31, !tbaa !24
  %153 = load float, ptr %56, align 4, !dbg !34, !tbaa !24
  %154 = fcmp contract ogt float %153, %143, !dbg !29
  br i1 %154, label %155, label %162, !dbg !30

155:                                              ; preds = %152
  store float %153, ptr %62, align 4, !dbg !31, !tbaa !24
  %156 = load float, ptr %50, align 4, !dbg !34, !tbaa !24
  %157 = fcmp contract ogt float %156, %143, !dbg !29
  br i1 %157, label %158, label %162, !dbg !30

158:                                              ; preds = %155
  store float %156, ptr %56, align 4, !dbg !31, !tbaa !24
  %159 = load float, ptr %4, align 4, !dbg !34, !tbaa !24
  %160 = fcmp contract ogt float %159, %143, !dbg !29
  br i1 %160, label %161, label %162, !dbg !30

161:                                              ; preds = %158
  store float %159, ptr %50, align 4, !dbg !31, !tbaa !24
  br label %162, !dbg !32

162:                                              ; preds = %161, %158, %155, %152, %149, %146, %141
  %163 = phi ptr [ %4, %161 ], [ %25, %141 ], [ %26, %146 ], [ %27, %158 ], [ %28, %149 ], [ %29, %155 ], [ %30, %152 ]
  store float %143, ptr %163, align 4, !dbg !33, !tbaa !24
  %164 = load float, ptr %86, align 4, !dbg !35, !tbaa !24
  %165 = load float, ptr %80, align 4, !dbg !34, !tbaa !24
  %166 = fcmp contract ogt float %165, %164, !dbg !29
  br i1 %166, label %167, label %186, !dbg !30

167:                                              ; preds = %162
  store float %165, ptr %86, align 4, !dbg !31, !tbaa !24
  %168 = load float, ptr %74, align 4, !dbg !34, !tbaa !24
  %169 = fcmp contract ogt float %168, %164, !dbg !29
  br i1 %169, label %170, label %186, !dbg !30

170:                                              ; preds = %167
  store float %168, ptr %80, align 4, !dbg !31, !tbaa !24
  %171 = load float, ptr %68, align 4, !dbg !34, !tbaa !24
  %172 = fcmp contract ogt float %171, %164, !dbg !29
  br i1 %172, label %173, label %186, !dbg !30

173:                                              ; preds = %170
  store float %171, ptr %74, align 4, !dbg !31, !tbaa !24
  %174 = load float, ptr %62, align 4, !dbg !34, !tbaa !24
  %175 = fcmp contract ogt float %174, %164, !dbg !29
  br i1 %175, label %176, label %186, !dbg !30

176:                                              ; preds = %173
  store float %174, ptr %68, align 4, !dbg !31, !tbaa !24
  %177 = load float, ptr %56, align 4, !dbg !34, !tbaa !24
  %178 = fcmp contract ogt float %177, %164, !dbg !29
  br i1 %178, label %179, label %186, !dbg !30

179:                                              ; preds = %176
  store float %177, ptr %62, align 4, !dbg !31, !tbaa !24
  %180 = load float, ptr %50, align 4, !dbg !34, !tbaa !24
  %181 = fcmp contract ogt float %180, %164, !dbg !29
  br i1 %181, label %182, label %186, !dbg !30

182:                                              ; preds = %179
  store float %180, ptr %56, align 4, !dbg !31, !tbaa !24
  %183 = load float, ptr %4, align 4, !dbg !34, !tbaa !24
  %184 = fcmp contract ogt float %183, %164, !dbg !29
  br i1 %184, label %185, label %186, !dbg !30

185:                                              ; preds = %182
  store float %183, ptr %50, align 4, !dbg !31, !tbaa !24
  br label %186, !dbg !32

186:                                              ; preds = %185, %182, %179, %176, %173, %170, %167, %162
  %187 = phi ptr [ %4, %185 ], [ %31, %162 ], [ %32, %167 ], [ %33, %182 ], [ %34, %170 ], [ %35, %176 ], [ %36, %173 ], [ %37, %179 ]
  store float %164, ptr %187, align 4, !dbg !33, !tbaa !24
  %188 = load float, ptr %4, align 4, !dbg !36, !tbaa !24
  %189 = load float, ptr %86, align 4, !dbg !37, !tbaa !24
  %190 = fmul contract float %189, 2.000000e+00, !dbg !38
  %191 = fadd contract float %188, %190, !dbg !39
  %192 = and i32 %9, 7, !dbg !40
  %193 = zext nneg i32 %192 to i64, !dbg !41
  %194 = getelementptr inbounds nuw float, ptr %4, i64 %193, !dbg !41
  %195 = load float, ptr %194, align 4, !dbg !41, !tbaa !24
  %196 = fadd contract float %195, %191, !dbg !42
  %197 = zext nneg i32 %9 to i64, !dbg !43
  %198 = getelementptr inbounds nuw float, ptr %1, i64 %197, !dbg !43
  store float %196, ptr %198, align 4, !dbg !44, !tbaa !24
  call void @llvm.lifetime.end.p0(ptr nonnull %4) #3, !dbg !45
  br label %199, !dbg !45

199:                                              ; preds = %3, %186
  ret void, !dbg !45
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

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @g24_prefix(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1, i32 noundef %2) local_unnamed_addr #0 !dbg !46 {
  %4 = alloca [6 x i32], align 4
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !47
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !48
  %7 = mul nuw nsw i32 %5, %6, !dbg !49
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !50
  %9 = add nuw nsw i32 %7, %8, !dbg !51
  %10 = icmp slt i32 %9, %2, !dbg !52
  br i1 %10, label %11, label %54, !dbg !52

11:                                               ; preds = %3
  call void @llvm.lifetime.start.p0(ptr nonnull %4) #3, !dbg !53
  %12 = zext nneg i32 %9 to i64, !dbg !54
  %13 = getelementptr inbounds nuw i32, ptr %0, i64 %12, !dbg !54
  %14 = load i32, ptr %13, align 4, !dbg !54, !tbaa !8
  store i32 %14, ptr %4, align 4, !dbg !55, !tbaa !8
  %15 = getelementptr inbounds nuw i8, ptr %4, i64 4, !dbg !56
  %16 = add nuw nsw i32 %9, 1, !dbg !57
  %17 = urem i32 %16, %2, !dbg !58
  %18 = zext nneg i32 %17 to i64, !dbg !59
  %19 = getelementptr inbounds nuw i32, ptr %0, i64 %18, !dbg !59
  %20 = load i32, ptr %19, align 4, !dbg !59, !tbaa !8
  %21 = add nsw i32 %20, %14, !dbg !60
  store i32 %21, ptr %15, align 4, !dbg !61, !tbaa !8
  %22 = getelementptr inbounds nuw i8, ptr %4, i64 8, !dbg !56
  %23 = add nuw nsw i32 %9, 2, !dbg !57
  %24 = urem i32 %23, %2, !dbg !58
  %25 = zext nneg i32 %24 to i64, !dbg !59
  %26 = getelementptr inbounds nuw i32, ptr %0, i64 %25, !dbg !59
  %27 = load i32, ptr %26, align 4, !dbg !59, !tbaa !8
  %28 = add nsw i32 %27, %21, !dbg !60
  store i32 %28, ptr %22, align 4, !dbg !61, !tbaa !8
  %29 = getelementptr inbounds nuw i8, ptr %4, i64 12, !dbg !56
  %30 = add nuw nsw i32 %9, 3, !dbg !57
  %31 = urem i32 %30, %2, !dbg !58
  %32 = zext nneg i32 %31 to i64, !dbg !59
  %33 = getelementptr inbounds nuw i32, ptr %0, i64 %32, !dbg !59
  %34 = load i32, ptr %33, align 4, !dbg !59, !tbaa !8
  %35 = add nsw i32 %34, %28, !dbg !60
  store i32 %35, ptr %29, align 4, !dbg !61, !tbaa !8
  %36 = add nuw nsw i32 %9, 4, !dbg !57
  %37 = urem i32 %36, %2, !dbg !58
  %38 = zext nneg i32 %37 to i64, !dbg !59
  %39 = getelementptr inbounds nuw i32, ptr %0, i64 %38, !dbg !59
  %40 = load i32, ptr %39, align 4, !dbg !59, !tbaa !8
  %41 = add nsw i32 %40, %35, !dbg !60
  %42 = add nuw nsw i32 %9, 5, !dbg !57
  %43 = urem i32 %42, %2, !dbg !58
  %44 = zext nneg i32 %43 to i64, !dbg !59
  %45 = getelementptr inbounds nuw i32, ptr %0, i64 %44, !dbg !59
  %46 = load i32, ptr %45, align 4, !dbg !59, !tbaa !8
  %47 = add nsw i32 %46, %41, !dbg !60
  %48 = and i32 %14, 3, !dbg !62
  %49 = zext nneg i32 %48 to i64, !dbg !63
  %50 = getelementptr inbounds nuw i32, ptr %4, i64 %49, !dbg !63
  %51 = load i32, ptr %50, align 4, !dbg !63, !tbaa !8
  %52 = sub nsw i32 %51, %47, !dbg !64
  %53 = getelementptr inbounds nuw i32, ptr %1, i64 %12, !dbg !65
  store i32 %52, ptr %53, align 4, !dbg !66, !tbaa !8
  call void @llvm.lifetime.end.p0(ptr nonnull %4) #3, !dbg !67
  br label %54, !dbg !67

54:                                               ; preds = %3, %11
  ret void, !dbg !67
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @g24_matvec(ptr noundef readonly captures(none) %0, ptr noundef readonly captures(none) %1, ptr noundef writeonly captures(none) %2) local_unnamed_addr #0 !dbg !68 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !69
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !70
  %6 = mul nuw nsw i32 %4, %5, !dbg !71
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !72
  %8 = add nuw nsw i32 %6, %7, !dbg !73
  %9 = mul nuw nsw i32 %8, 9
  %10 = zext nneg i32 %9 to i64, !dbg !74
  %11 = getelementptr inbounds nuw float, ptr %0, i64 %10, !dbg !74
  %12 = load float, ptr %11, align 4, !dbg !74, !tbaa !24
  %13 = zext nneg i32 %9 to i64, !dbg !74
  %14 = getelementptr inbounds nuw float, ptr %0, i64 %13, !dbg !74
  %15 = getelementptr inbounds nuw i8, ptr %14, i64 4, !dbg !74
  %16 = load float, ptr %15, align 4, !dbg !74, !tbaa !24
  %17 = zext nneg i32 %9 to i64, !dbg !74
  %18 = getelementptr inbounds nuw float, ptr %0, i64 %17, !dbg !74
  %19 = getelementptr inbounds nuw i8, ptr %18, i64 8, !dbg !74
  %20 = load float, ptr %19, align 4, !dbg !74, !tbaa !24
  %21 = zext nneg i32 %9 to i64, !dbg !74
  %22 = getelementptr inbounds nuw float, ptr %0, i64 %21, !dbg !74
  %23 = getelementptr inbounds nuw i8, ptr %22, i64 12, !dbg !74
  %24 = load float, ptr %23, align 4, !dbg !74, !tbaa !24
  %25 = zext nneg i32 %9 to i64, !dbg !74
  %26 = getelementptr inbounds nuw float, ptr %0, i64 %25, !dbg !74
  %27 = getelementptr inbounds nuw i8, ptr %26, i64 16, !dbg !74
  %28 = load float, ptr %27, align 4, !dbg !74, !tbaa !24
  %29 = zext nneg i32 %9 to i64, !dbg !74
  %30 = getelementptr inbounds nuw float, ptr %0, i64 %29, !dbg !74
  %31 = getelementptr inbounds nuw i8, ptr %30, i64 20, !dbg !74
  %32 = load float, ptr %31, align 4, !dbg !74, !tbaa !24
  %33 = zext nneg i32 %9 to i64, !dbg !74
  %34 = getelementptr inbounds nuw float, ptr %0, i64 %33, !dbg !74
  %35 = getelementptr inbounds nuw i8, ptr %34, i64 24, !dbg !74
  %36 = load float, ptr %35, align 4, !dbg !74, !tbaa !24
  %37 = zext nneg i32 %9 to i64, !dbg !74
  %38 = getelementptr inbounds nuw float, ptr %0, i64 %37, !dbg !74
  %39 = getelementptr inbounds nuw i8, ptr %38, i64 28, !dbg !74
  %40 = load float, ptr %39, align 4, !dbg !74, !tbaa !24
  %41 = zext nneg i32 %9 to i64, !dbg !74
  %42 = getelementptr inbounds nuw float, ptr %0, i64 %41, !dbg !74
  %43 = getelementptr inbounds nuw i8, ptr %42, i64 32, !dbg !74
  %44 = load float, ptr %43, align 4, !dbg !74, !tbaa !24
  %45 = mul nuw nsw i32 %8, 3
  %46 = load float, ptr %1, align 4, !dbg !75, !tbaa !24
  %47 = fmul contract float %12, %46, !dbg !76
  %48 = fadd contract float %47, 0.000000e+00, !dbg !77
  %49 = getelementptr inbounds nuw i8, ptr %1, i64 4, !dbg !75
  %50 = load float, ptr %49, align 4, !dbg !75, !tbaa !24
  %51 = fmul contract float %16, %50, !dbg !76
  %52 = fadd contract float %48, %51, !dbg !77
  %53 = getelementptr inbounds nuw i8, ptr %1, i64 8, !dbg !75
  %54 = load float, ptr %53, align 4, !dbg !75, !tbaa !24
  %55 = fmul contract float %20, %54, !dbg !76
  %56 = fadd contract float %52, %55, !dbg !77
  %57 = zext nneg i32 %45 to i64, !dbg !78
  %58 = getelementptr inbounds nuw float, ptr %2, i64 %57, !dbg !78
  store float %56, ptr %58, align 4, !dbg !79, !tbaa !24
  %59 = load float, ptr %1, align 4, !dbg !75, !tbaa !24
  %60 = fmul contract float %24, %59, !dbg !76
  %61 = fadd contract float %60, 0.000000e+00, !dbg !77
  %62 = load float, ptr %49, align 4, !dbg !75, !tbaa !24
  %63 = fmul contract float %28, %62, !dbg !76
  %64 = fadd contract float %61, %63, !dbg !77
  %65 = load float, ptr %53, align 4, !dbg !75, !tbaa !24
  %66 = fmul contract float %32, %65, !dbg !76
  %67 = fadd contract float %64, %66, !dbg !77
  %68 = zext nneg i32 %45 to i64, !dbg !78
  %69 = getelementptr inbounds nuw float, ptr %2, i64 %68, !dbg !78
  %70 = getelementptr inbounds nuw i8, ptr %69, i64 4, !dbg !78
  store float %67, ptr %70, align 4, !dbg !79, !tbaa !24
  %71 = load float, ptr %1, align 4, !dbg !75, !tbaa !24
  %72 = fmul contract float %36, %71, !dbg !76
  %73 = fadd contract float %72, 0.000000e+00, !dbg !77
  %74 = load float, ptr %49, align 4, !dbg !75, !tbaa !24
  %75 = fmul contract float %40, %74, !dbg !76
  %76 = fadd contract float %73, %75, !dbg !77
  %77 = load float, ptr %53, align 4, !dbg !75, !tbaa !24
  %78 = fmul contract float %44, %77, !dbg !76
  %79 = fadd contract float %76, %78, !dbg !77
  %80 = zext nneg i32 %45 to i64, !dbg !78
  %81 = getelementptr inbounds nuw float, ptr %2, i64 %80, !dbg !78
  %82 = getelementptr inbounds nuw i8, ptr %81, i64 8, !dbg !78
  store float %79, ptr %82, align 4, !dbg !79, !tbaa !24
  ret void, !dbg !80
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @g24_bit_table(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1) local_unnamed_addr #0 !dbg !81 {
  %3 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !82
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !83
  %5 = mul nuw nsw i32 %3, %4, !dbg !84
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !85
  %7 = add nuw nsw i32 %5, %6, !dbg !86
  %8 = zext nneg i32 %7 to i64, !dbg !87
  %9 = getelementptr inbounds nuw i32, ptr %0, i64 %8, !dbg !87
  %10 = load i32, ptr %9, align 4, !dbg !87, !tbaa !8
  %11 = and i32 %10, 15, !dbg !88
  %12 = zext nneg i32 %11 to i64, !dbg !89
  %13 = getelementptr inbounds nuw i8, ptr @__const.g24_bit_table.table, i64 %12, !dbg !89
  %14 = load i8, ptr %13, align 1, !dbg !89, !tbaa !90
  %15 = zext i8 %14 to i32, !dbg !89
  %16 = lshr i32 %10, 4, !dbg !91
  %17 = and i32 %16, 15, !dbg !88
  %18 = zext nneg i32 %17 to i64, !dbg !89
  %19 = getelementptr inbounds nuw i8, ptr @__const.g24_bit_table.table, i64 %18, !dbg !89
  %20 = load i8, ptr %19, align 1, !dbg !89, !tbaa !90
  %21 = zext i8 %20 to i32, !dbg !89
  %22 = add nuw nsw i32 %15, %21, !dbg !92
  %23 = lshr i32 %10, 8, !dbg !91
  %24 = and i32 %23, 15, !dbg !88
  %25 = zext nneg i32 %24 to i64, !dbg !89
  %26 = getelementptr inbounds nuw i8, ptr @__const.g24_bit_table.table, i64 %25, !dbg !89
  %27 = load i8, ptr %26, align 1, !dbg !89, !tbaa !90
  %28 = zext i8 %27 to i32, !dbg !89
  %29 = add nuw nsw i32 %22, %28, !dbg !92
  %30 = lshr i32 %10, 12, !dbg !91
  %31 = and i32 %30, 15, !dbg !88
  %32 = zext nneg i32 %31 to i64, !dbg !89
  %33 = getelementptr inbounds nuw i8, ptr @__const.g24_bit_table.table, i64 %32, !dbg !89
  %34 = load i8, ptr %33, align 1, !dbg !89, !tbaa !90
  %35 = zext i8 %34 to i32, !dbg !89
  %36 = add nuw nsw i32 %29, %35, !dbg !92
  %37 = lshr i32 %10, 16, !dbg !91
  %38 = and i32 %37, 15, !dbg !88
  %39 = zext nneg i32 %38 to i64, !dbg !89
  %40 = getelementptr inbounds nuw i8, ptr @__const.g24_bit_table.table, i64 %39, !dbg !89
  %41 = load i8, ptr %40, align 1, !dbg !89, !tbaa !90
  %42 = zext i8 %41 to i32, !dbg !89
  %43 = add nuw nsw i32 %36, %42, !dbg !92
  %44 = lshr i32 %10, 20, !dbg !91
  %45 = and i32 %44, 15, !dbg !88
  %46 = zext nneg i32 %45 to i64, !dbg !89
  %47 = getelementptr inbounds nuw i8, ptr @__const.g24_bit_table.table, i64 %46, !dbg !89
  %48 = load i8, ptr %47, align 1, !dbg !89, !tbaa !90
  %49 = zext i8 %48 to i32, !dbg !89
  %50 = add nuw nsw i32 %43, %49, !dbg !92
  %51 = lshr i32 %10, 24, !dbg !91
  %52 = and i32 %51, 15, !dbg !88
  %53 = zext nneg i32 %52 to i64, !dbg !89
  %54 = getelementptr inbounds nuw i8, ptr @__const.g24_bit_table.table, i64 %53, !dbg !89
  %55 = load i8, ptr %54, align 1, !dbg !89, !tbaa !90
  %56 = zext i8 %55 to i32, !dbg !89
  %57 = add nuw nsw i32 %50, %56, !dbg !92
  %58 = lshr i32 %10, 28, !dbg !91
  %59 = zext nneg i32 %58 to i64, !dbg !89
  %60 = getelementptr inbounds nuw i8, ptr @__const.g24_bit_table.table, i64 %59, !dbg !89
  %61 = load i8, ptr %60, align 1, !dbg !89, !tbaa !90
  %62 = zext i8 %61 to i32, !dbg !89
  %63 = add nuw nsw i32 %57, %62, !dbg !92
  %64 = getelementptr inbounds nuw i32, ptr %1, i64 %8, !dbg !93
  store i32 %63, ptr %64, align 4, !dbg !94, !tbaa !8
  ret void, !dbg !95
}

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6}
!llvm.ident = !{!7}
!llvm.errno.tbaa = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "g24_local_arrays.cu", directory: "/work/wt/mid24/tools/capture/clang_kernels")
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
!12 = distinct !DISubprogram(name: "g24_local_sort", scope: !1, file: !1, line: 4, type: !13, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 5, column: 11, scope: !12)
!16 = !DILocation(line: 5, column: 24, scope: !12)
!17 = !DILocation(line: 5, column: 22, scope: !12)
!18 = !DILocation(line: 5, column: 37, scope: !12)
!19 = !DILocation(line: 5, column: 35, scope: !12)
!20 = !DILocation(line: 6, column: 9, scope: !12)
!21 = !DILocation(line: 7, column: 3, scope: !12)
!22 = !DILocation(line: 8, column: 53, scope: !12)
!23 = !DILocation(line: 8, column: 38, scope: !12)
!24 = !{!25, !25, i64 0}
!25 = !{!"float", !10, i64 0}
!26 = !DILocation(line: 8, column: 36, scope: !12)
!27 = !DILocation(line: 8, column: 48, scope: !12)
!28 = !DILocation(line: 8, column: 31, scope: !12)
!29 = !DILocation(line: 12, column: 27, scope: !12)
!30 = !DILocation(line: 12, column: 5, scope: !12)
!31 = !DILocation(line: 12, column: 45, scope: !12)
!32 = !DILocation(line: 12, column: 19, scope: !12)
!33 = !DILocation(line: 13, column: 14, scope: !12)
!34 = !DILocation(line: 12, column: 22, scope: !12)
!35 = !DILocation(line: 10, column: 17, scope: !12)
!36 = !DILocation(line: 15, column: 12, scope: !12)
!37 = !DILocation(line: 15, column: 19, scope: !12)
!38 = !DILocation(line: 15, column: 24, scope: !12)
!39 = !DILocation(line: 15, column: 17, scope: !12)
!40 = !DILocation(line: 15, column: 37, scope: !12)
!41 = !DILocation(line: 15, column: 33, scope: !12)
!42 = !DILocation(line: 15, column: 31, scope: !12)
!43 = !DILocation(line: 15, column: 3, scope: !12)
!44 = !DILocation(line: 15, column: 10, scope: !12)
!45 = !DILocation(line: 16, column: 1, scope: !12)
!46 = distinct !DISubprogram(name: "g24_prefix", scope: !1, file: !1, line: 17, type: !13, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!47 = !DILocation(line: 18, column: 11, scope: !46)
!48 = !DILocation(line: 18, column: 24, scope: !46)
!49 = !DILocation(line: 18, column: 22, scope: !46)
!50 = !DILocation(line: 18, column: 37, scope: !46)
!51 = !DILocation(line: 18, column: 35, scope: !46)
!52 = !DILocation(line: 19, column: 9, scope: !46)
!53 = !DILocation(line: 20, column: 3, scope: !46)
!54 = !DILocation(line: 21, column: 10, scope: !46)
!55 = !DILocation(line: 21, column: 8, scope: !46)
!56 = !DILocation(line: 22, column: 38, scope: !46)
!57 = !DILocation(line: 22, column: 55, scope: !46)
!58 = !DILocation(line: 22, column: 60, scope: !46)
!59 = !DILocation(line: 22, column: 49, scope: !46)
!60 = !DILocation(line: 22, column: 47, scope: !46)
!61 = !DILocation(line: 22, column: 36, scope: !46)
!62 = !DILocation(line: 23, column: 20, scope: !46)
!63 = !DILocation(line: 23, column: 12, scope: !46)
!64 = !DILocation(line: 23, column: 25, scope: !46)
!65 = !DILocation(line: 23, column: 3, scope: !46)
!66 = !DILocation(line: 23, column: 10, scope: !46)
!67 = !DILocation(line: 24, column: 1, scope: !46)
!68 = distinct !DISubprogram(name: "g24_matvec", scope: !1, file: !1, line: 25, type: !13, scopeLine: 25, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!69 = !DILocation(line: 26, column: 11, scope: !68)
!70 = !DILocation(line: 26, column: 24, scope: !68)
!71 = !DILocation(line: 26, column: 22, scope: !68)
!72 = !DILocation(line: 26, column: 37, scope: !68)
!73 = !DILocation(line: 26, column: 35, scope: !68)
!74 = !DILocation(line: 29, column: 43, scope: !68)
!75 = !DILocation(line: 32, column: 50, scope: !68)
!76 = !DILocation(line: 32, column: 48, scope: !68)
!77 = !DILocation(line: 32, column: 37, scope: !68)
!78 = !DILocation(line: 33, column: 5, scope: !68)
!79 = !DILocation(line: 33, column: 18, scope: !68)
!80 = !DILocation(line: 35, column: 1, scope: !68)
!81 = distinct !DISubprogram(name: "g24_bit_table", scope: !1, file: !1, line: 36, type: !13, scopeLine: 36, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!82 = !DILocation(line: 37, column: 11, scope: !81)
!83 = !DILocation(line: 37, column: 24, scope: !81)
!84 = !DILocation(line: 37, column: 22, scope: !81)
!85 = !DILocation(line: 37, column: 37, scope: !81)
!86 = !DILocation(line: 37, column: 35, scope: !81)
!87 = !DILocation(line: 39, column: 16, scope: !81)
!88 = !DILocation(line: 40, column: 57, scope: !81)
!89 = !DILocation(line: 40, column: 36, scope: !81)
!90 = !{!10, !10, i64 0}
!91 = !DILocation(line: 40, column: 45, scope: !81)
!92 = !DILocation(line: 40, column: 33, scope: !81)
!93 = !DILocation(line: 41, column: 3, scope: !81)
!94 = !DILocation(line: 41, column: 10, scope: !81)
!95 = !DILocation(line: 42, column: 1, scope: !81)
