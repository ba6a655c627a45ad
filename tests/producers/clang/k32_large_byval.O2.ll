; ModuleID = 'k32_large_byval.cu'
source_filename = "k32_large_byval.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Mat4 = type { [4 x [4 x float]] }
%struct.Big = type { %struct.Mat4, %struct.Mat4, %struct.Mat4, %struct.Mat4 }
%struct.Mixed = type { i8, double, [3 x i16], i64, [5 x float] }

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read)
define dso_local %struct.Mat4 @_Z3mul4Mat4S_(ptr noundef readonly byval(%struct.Mat4) align 4 captures(none) %0, ptr noundef readonly byval(%struct.Mat4) align 4 captures(none) %1) local_unnamed_addr #0 !dbg !12 {
  %3 = load float, ptr %1, align 4, !tbaa !15
  %4 = getelementptr inbounds nuw i8, ptr %1, i64 60
  %5 = load float, ptr %4, align 4, !dbg !17, !tbaa !15
  %6 = getelementptr inbounds nuw i8, ptr %1, i64 44
  %7 = load float, ptr %6, align 4, !dbg !17, !tbaa !15
  %8 = getelementptr inbounds nuw i8, ptr %1, i64 28
  %9 = load float, ptr %8, align 4, !dbg !17, !tbaa !15
  %10 = getelementptr inbounds nuw i8, ptr %1, i64 12
  %11 = load float, ptr %10, align 4, !dbg !17, !tbaa !15
  %12 = getelementptr inbounds nuw i8, ptr %1, i64 56
  %13 = load float, ptr %12, align 4, !dbg !17, !tbaa !15
  %14 = getelementptr inbounds nuw i8, ptr %1, i64 40
  %15 = load float, ptr %14, align 4, !dbg !17, !tbaa !15
  %16 = getelementptr inbounds nuw i8, ptr %1, i64 24
  %17 = load float, ptr %16, align 4, !dbg !17, !tbaa !15
  %18 = getelementptr inbounds nuw i8, ptr %1, i64 8
  %19 = load float, ptr %18, align 4, !dbg !17, !tbaa !15
  %20 = getelementptr inbounds nuw i8, ptr %1, i64 52
  %21 = load float, ptr %20, align 4, !dbg !17, !tbaa !15
  %22 = getelementptr inbounds nuw i8, ptr %1, i64 36
  %23 = load float, ptr %22, align 4, !dbg !17, !tbaa !15
  %24 = getelementptr inbounds nuw i8, ptr %1, i64 20
  %25 = load float, ptr %24, align 4, !dbg !17, !tbaa !15
  %26 = getelementptr inbounds nuw i8, ptr %1, i64 4
  %27 = load float, ptr %26, align 4, !dbg !17, !tbaa !15
  %28 = getelementptr inbounds nuw i8, ptr %1, i64 48
  %29 = load float, ptr %28, align 4, !dbg !17, !tbaa !15
  %30 = getelementptr inbounds nuw i8, ptr %1, i64 32
  %31 = load float, ptr %30, align 4, !dbg !17, !tbaa !15
  %32 = getelementptr inbounds nuw i8, ptr %1, i64 16
  %33 = load float, ptr %32, align 4, !dbg !17, !tbaa !15
  %34 = load float, ptr %0, align 4, !dbg !18, !tbaa !15
  %35 = fmul contract float %34, %3, !dbg !19
  %36 = fadd contract float %35, 0.000000e+00, !dbg !20
  %37 = getelementptr inbounds nuw i8, ptr %0, i64 4, !dbg !18
  %38 = load float, ptr %37, align 4, !dbg !18, !tbaa !15
  %39 = fmul contract float %38, %33, !dbg !19
  %40 = fadd contract float %36, %39, !dbg !20
  %41 = getelementptr inbounds nuw i8, ptr %0, i64 8, !dbg !18
  %42 = load float, ptr %41, align 4, !dbg !18, !tbaa !15
  %43 = fmul contract float %42, %31, !dbg !19
  %44 = fadd contract float %40, %43, !dbg !20
  %45 = getelementptr inbounds nuw i8, ptr %0, i64 12, !dbg !18
  %46 = load float, ptr %45, align 4, !dbg !18, !tbaa !15
  %47 = fmul contract float %46, %29, !dbg !19
  %48 = fadd contract float %44, %47, !dbg !20
  %49 = fmul contract float %34, %27, !dbg !19
  %50 = fadd contract float %49, 0.000000e+00, !dbg !20
  %51 = fmul contract float %38, %25, !dbg !19
  %52 = fadd contract float %50, %51, !dbg !20
  %53 = fmul contract float %42, %23, !dbg !19
  %54 = fadd contract float %52, %53, !dbg !20
  %55 = fmul contract float %46, %21, !dbg !19
  %56 = fadd contract float %54, %55, !dbg !20
  %57 = fmul contract float %34, %19, !dbg !19
  %58 = fadd contract float %57, 0.000000e+00, !dbg !20
  %59 = fmul contract float %38, %17, !dbg !19
  %60 = fadd contract float %58, %59, !dbg !20
  %61 = fmul contract float %42, %15, !dbg !19
  %62 = fadd contract float %60, %61, !dbg !20
  %63 = fmul contract float %46, %13, !dbg !19
  %64 = fadd contract float %62, %63, !dbg !20
  %65 = fmul contract float %34, %11, !dbg !19
  %66 = fadd contract float %65, 0.000000e+00, !dbg !20
  %67 = fmul contract float %38, %9, !dbg !19
  %68 = fadd contract float %66, %67, !dbg !20
  %69 = fmul contract float %42, %7, !dbg !19
  %70 = fadd contract float %68, %69, !dbg !20
  %71 = fmul contract float %46, %5, !dbg !19
  %72 = fadd contract float %70, %71, !dbg !20
  %73 = getelementptr inbounds nuw i8, ptr %0, i64 16
  %74 = load float, ptr %73, align 4, !dbg !18, !tbaa !15
  %75 = fmul contract float %74, %3, !dbg !19
  %76 = fadd contract float %75, 0.000000e+00, !dbg !20
  %77 = getelementptr inbounds nuw i8, ptr %0, i64 20, !dbg !18
  %78 = load float, ptr %77, align 4, !dbg !18, !tbaa !15
  %79 = fmul contract float %78, %33, !dbg !19
  %80 = fadd contract float %76, %79, !dbg !20
  %81 = getelementptr inbounds nuw i8, ptr %0, i64 24, !dbg !18
  %82 = load float, ptr %81, align 4, !dbg !18, !tbaa !15
  %83 = fmul contract float %82, %31, !dbg !19
  %84 = fadd contract float %80, %83, !dbg !20
  %85 = getelementptr inbounds nuw i8, ptr %0, i64 28, !dbg !18
  %86 = load float, ptr %85, align 4, !dbg !18, !tbaa !15
  %87 = fmul contract float %86, %29, !dbg !19
  %88 = fadd contract float %84, %87, !dbg !20
  %89 = fmul contract float %74, %27, !dbg !19
  %90 = fadd contract float %89, 0.000000e+00, !dbg !20
  %91 = fmul contract float %78, %25, !dbg !19
  %92 = fadd contract float %90, %91, !dbg !20
  %93 = fmul contract float %82, %23, !dbg !19
  %94 = fadd contract float %92, %93, !dbg !20
  %95 = fmul contract float %86, %21, !dbg !19
  %96 = fadd contract float %94, %95, !dbg !20
  %97 = fmul contract float %74, %19, !dbg !19
  %98 = fadd contract float %97, 0.000000e+00, !dbg !20
  %99 = fmul contract float %78, %17, !dbg !19
  %100 = fadd contract float %98, %99, !dbg !20
  %101 = fmul contract float %82, %15, !dbg !19
  %102 = fadd contract float %100, %101, !dbg !20
  %103 = fmul contract float %86, %13, !dbg !19
  %104 = fadd contract float %102, %103, !dbg !20
  %105 = fmul contract float %74, %11, !dbg !19
  %106 = fadd contract float %105, 0.000000e+00, !dbg !20
  %107 = fmul contract float %78, %9, !dbg !19
  %108 = fadd contract float %106, %107, !dbg !20
  %109 = fmul contract float %82, %7, !dbg !19
  %110 = fadd contract float %108, %109, !dbg !20
  %111 = fmul contract float %86, %5, !dbg !19
  %112 = fadd contract float %110, %111, !dbg !20
  %113 = getelementptr inbounds nuw i8, ptr %0, i64 32
  %114 = load float, ptr %113, align 4, !dbg !18, !tbaa !15
  %115 = fmul contract float %114, %3, !dbg !19
  %116 = fadd contract float %115, 0.000000e+00, !dbg !20
  %117 = getelementptr inbounds nuw i8, ptr %0, i64 36, !dbg !18
  %118 = load float, ptr %117, align 4, !dbg !18, !tbaa !15
  %119 = fmul contract float %118, %33, !dbg !19
  %120 = fadd contract float %116, %119, !dbg !20
  %121 = getelementptr inbounds nuw i8, ptr %0, i64 40, !dbg !18
  %122 = load float, ptr %121, align 4, !dbg !18, !tbaa !15
  %123 = fmul contract float %122, %31, !dbg !19
  %124 = fadd contract float %120, %123, !dbg !20
  %125 = getelementptr inbounds nuw i8, ptr %0, i64 44, !dbg !18
  %126 = load float, ptr %125, align 4, !dbg !18, !tbaa !15
  %127 = fmul contract float %126, %29, !dbg !19
  %128 = fadd contract float %124, %127, !dbg !20
  %129 = fmul contract float %114, %27, !dbg !19
  %130 = fadd contract float %129, 0.000000e+00, !dbg !20
  %131 = fmul contract float %118, %25, !dbg !19
  %132 = fadd contract float %130, %131, !dbg !20
  %133 = fmul contract float %122, %23, !dbg !19
  %134 = fadd contract float %132, %133, !dbg !20
  %135 = fmul contract float %126, %21, !dbg !19
  %136 = fadd contract float %134, %135, !dbg !20
  %137 = fmul contract float %114, %19, !dbg !19
  %138 = fadd contract float %137, 0.000000e+00, !dbg !20
  %139 = fmul contract float %118, %17, !dbg !19
  %140 = fadd contract float %138, %139, !dbg !20
  %141 = fmul contract float %122, %15, !dbg !19
  %142 = fadd contract float %140, %141, !dbg !20
  %143 = fmul contract float %126, %13, !dbg !19
  %144 = fadd contract float %142, %143, !dbg !20
  %145 = fmul contract float %114, %11, !dbg !19
  %146 = fadd contract float %145, 0.000000e+00, !dbg !20
  %147 = fmul contract float %118, %9, !dbg !19
  %148 = fadd contract float %146, %147, !dbg !20
  %149 = fmul contract float %122, %7, !dbg !19
  %150 = fadd contract float %148, %149, !dbg !20
  %151 = fmul contract float %126, %5, !dbg !19
  %152 = fadd contract float %150, %151, !dbg !20
  %153 = getelementptr inbounds nuw i8, ptr %0, i64 48
  %154 = load float, ptr %153, align 4, !dbg !18, !tbaa !15
  %155 = fmul contract float %154, %3, !dbg !19
  %156 = fadd contract float %155, 0.000000e+00, !dbg !20
  %157 = getelementptr inbounds nuw i8, ptr %0, i64 52, !dbg !18
  %158 = load float, ptr %157, align 4, !dbg !18, !tbaa !15
  %159 = fmul contract float %158, %33, !dbg !19
  %160 = fadd contract float %156, %159, !dbg !20
  %161 = getelementptr inbounds nuw i8, ptr %0, i64 56, !dbg !18
  %162 = load float, ptr %161, align 4, !dbg !18, !tbaa !15
  %163 = fmul contract float %162, %31, !dbg !19
  %164 = fadd contract float %160, %163, !dbg !20
  %165 = getelementptr inbounds nuw i8, ptr %0, i64 60, !dbg !18
  %166 = load float, ptr %165, align 4, !dbg !18, !tbaa !15
  %167 = fmul contract float %166, %29, !dbg !19
  %168 = fadd contract float %164, %167, !dbg !20
  %169 = fmul contract float %154, %27, !dbg !19
  %170 = fadd contract float %169, 0.000000e+00, !dbg !20
  %171 = fmul contract float %158, %25, !dbg !19
  %172 = fadd contract float %170, %171, !dbg !20
  %173 = fmul contract float %162, %23, !dbg !19
  %174 = fadd contract float %172, %173, !dbg !20
  %175 = fmul contract float %166, %21, !dbg !19
  %176 = fadd contract float %174, %175, !dbg !20
  %177 = fmul contract float %154, %19, !dbg !19
  %178 = fadd contract float %177, 0.000000e+00, !dbg !20
  %179 = fmul contract float %158, %17, !dbg !19
  %180 = fadd contract float %178, %179, !dbg !20
  %181 = fmul contract float %162, %15, !dbg !19
  %182 = fadd contract float %180, %181, !dbg !20
  %183 = fmul contract float %166, %13, !dbg !19
  %184 = fadd contract float %182, %183, !dbg !20
  %185 = fmul contract float %154, %11, !dbg !19
  %186 = fadd contract float %185, 0.000000e+00, !dbg !20
  %187 = fmul contract float %158, %9, !dbg !19
  %188 = fadd contract float %186, %187, !dbg !20
  %189 = fmul contract float %162, %7, !dbg !19
  %190 = fadd contract float %188, %189, !dbg !20
  %191 = fmul contract float %166, %5, !dbg !19
  %192 = fadd contract float %190, %191, !dbg !20
  %193 = insertvalue %struct.Mat4 poison, float %48, 0, 0, 0, !dbg !21
  %194 = insertvalue %struct.Mat4 %193, float %56, 0, 0, 1, !dbg !21
  %195 = insertvalue %struct.Mat4 %194, float %64, 0, 0, 2, !dbg !21
  %196 = insertvalue %struct.Mat4 %195, float %72, 0, 0, 3, !dbg !21
  %197 = insertvalue %struct.Mat4 %196, float %88, 0, 1, 0, !dbg !21
  %198 = insertvalue %struct.Mat4 %197, float %96, 0, 1, 1, !dbg !21
  %199 = insertvalue %struct.Mat4 %198, float %104, 0, 1, 2, !dbg !21
  %200 = insertvalue %struct.Mat4 %199, float %112, 0, 1, 3, !dbg !21
  %201 = insertvalue %struct.Mat4 %200, float %128, 0, 2, 0, !dbg !21
  %202 = insertvalue %struct.Mat4 %201, float %136, 0, 2, 1, !dbg !21
  %203 = insertvalue %struct.Mat4 %202, float %144, 0, 2, 2, !dbg !21
  %204 = insertvalue %struct.Mat4 %203, float %152, 0, 2, 3, !dbg !21
  %205 = insertvalue %struct.Mat4 %204, float %168, 0, 3, 0, !dbg !21
  %206 = insertvalue %struct.Mat4 %205, float %176, 0, 3, 1, !dbg !21
  %207 = insertvalue %struct.Mat4 %206, float %184, 0, 3, 2, !dbg !21
  %208 = insertvalue %struct.Mat4 %207, float %192, 0, 3, 3, !dbg !21
  ret %struct.Mat4 %208, !dbg !21
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local %struct.Big @_Z5twist3Bigi(ptr noundef byval(%struct.Big) align 4 %0, i32 noundef %1) local_unnamed_addr #2 !dbg !22 {
  %3 = and i32 %1, 3, !dbg !23
  %4 = zext nneg i32 %3 to i64, !dbg !24
  %5 = getelementptr inbounds nuw [4 x float], ptr %0, i64 %4, !dbg !24
  %6 = getelementptr inbounds nuw float, ptr %5, i64 %4, !dbg !24
  %7 = load float, ptr %6, align 4, !dbg !25, !tbaa !15
  %8 = fadd contract float %7, 1.000000e+00, !dbg !25
  store float %8, ptr %6, align 4, !dbg !25, !tbaa !15
  %9 = load float, ptr %0, align 4, !dbg !26
  %10 = getelementptr inbounds nuw i8, ptr %0, i64 4, !dbg !26
  %11 = load float, ptr %10, align 4, !dbg !26
  %12 = getelementptr inbounds nuw i8, ptr %0, i64 8, !dbg !26
  %13 = load float, ptr %12, align 4, !dbg !26
  %14 = getelementptr inbounds nuw i8, ptr %0, i64 12, !dbg !26
  %15 = load float, ptr %14, align 4, !dbg !26
  %16 = getelementptr inbounds nuw i8, ptr %0, i64 16, !dbg !26
  %17 = load float, ptr %16, align 4, !dbg !26
  %18 = getelementptr inbounds nuw i8, ptr %0, i64 20, !dbg !26
  %19 = load float, ptr %18, align 4, !dbg !26
  %20 = getelementptr inbounds nuw i8, ptr %0, i64 24, !dbg !26
  %21 = load float, ptr %20, align 4, !dbg !26
  %22 = getelementptr inbounds nuw i8, ptr %0, i64 28, !dbg !26
  %23 = load float, ptr %22, align 4, !dbg !26
  %24 = getelementptr inbounds nuw i8, ptr %0, i64 32, !dbg !26
  %25 = load float, ptr %24, align 4, !dbg !26
  %26 = getelementptr inbounds nuw i8, ptr %0, i64 36, !dbg !26
  %27 = load float, ptr %26, align 4, !dbg !26
  %28 = getelementptr inbounds nuw i8, ptr %0, i64 40, !dbg !26
  %29 = load float, ptr %28, align 4, !dbg !26
  %30 = getelementptr inbounds nuw i8, ptr %0, i64 44, !dbg !26
  %31 = load float, ptr %30, align 4, !dbg !26
  %32 = getelementptr inbounds nuw i8, ptr %0, i64 48, !dbg !26
  %33 = load float, ptr %32, align 4, !dbg !26
  %34 = getelementptr inbounds nuw i8, ptr %0, i64 52, !dbg !26
  %35 = load float, ptr %34, align 4, !dbg !26
  %36 = getelementptr inbounds nuw i8, ptr %0, i64 56, !dbg !26
  %37 = load float, ptr %36, align 4, !dbg !26
  %38 = getelementptr inbounds nuw i8, ptr %0, i64 60, !dbg !26
  %39 = load float, ptr %38, align 4, !dbg !26, !tbaa !27
  %40 = getelementptr inbounds nuw i8, ptr %0, i64 64, !dbg !26
  %41 = load float, ptr %40, align 4, !dbg !26
  %42 = getelementptr inbounds nuw i8, ptr %0, i64 68, !dbg !26
  %43 = load float, ptr %42, align 4, !dbg !26
  %44 = getelementptr inbounds nuw i8, ptr %0, i64 72, !dbg !26
  %45 = load float, ptr %44, align 4, !dbg !26
  %46 = getelementptr inbounds nuw i8, ptr %0, i64 76, !dbg !26
  %47 = load float, ptr %46, align 4, !dbg !26
  %48 = getelementptr inbounds nuw i8, ptr %0, i64 80, !dbg !26
  %49 = load float, ptr %48, align 4, !dbg !26
  %50 = getelementptr inbounds nuw i8, ptr %0, i64 84, !dbg !26
  %51 = load float, ptr %50, align 4, !dbg !26
  %52 = getelementptr inbounds nuw i8, ptr %0, i64 88, !dbg !26
  %53 = load float, ptr %52, align 4, !dbg !26
  %54 = getelementptr inbounds nuw i8, ptr %0, i64 92, !dbg !26
  %55 = load float, ptr %54, align 4, !dbg !26
  %56 = getelementptr inbounds nuw i8, ptr %0, i64 96, !dbg !26
  %57 = load float, ptr %56, align 4, !dbg !26
  %58 = getelementptr inbounds nuw i8, ptr %0, i64 100, !dbg !26
  %59 = load float, ptr %58, align 4, !dbg !26
  %60 = getelementptr inbounds nuw i8, ptr %0, i64 104, !dbg !26
  %61 = load float, ptr %60, align 4, !dbg !26
  %62 = getelementptr inbounds nuw i8, ptr %0, i64 108, !dbg !26
  %63 = load float, ptr %62, align 4, !dbg !26
  %64 = getelementptr inbounds nuw i8, ptr %0, i64 112, !dbg !26
  %65 = load float, ptr %64, align 4, !dbg !26
  %66 = getelementptr inbounds nuw i8, ptr %0, i64 116, !dbg !26
  %67 = load float, ptr %66, align 4, !dbg !26
  %68 = getelementptr inbounds nuw i8, ptr %0, i64 120, !dbg !26
  %69 = load float, ptr %68, align 4, !dbg !26
  %70 = getelementptr inbounds nuw i8, ptr %0, i64 124, !dbg !26
  %71 = load float, ptr %70, align 4, !dbg !26, !tbaa !27
  %72 = getelementptr inbounds nuw i8, ptr %0, i64 128, !dbg !26
  %73 = load float, ptr %72, align 4, !dbg !26
  %74 = getelementptr inbounds nuw i8, ptr %0, i64 132, !dbg !26
  %75 = load float, ptr %74, align 4, !dbg !26
  %76 = getelementptr inbounds nuw i8, ptr %0, i64 136, !dbg !26
  %77 = load float, ptr %76, align 4, !dbg !26
  %78 = getelementptr inbounds nuw i8, ptr %0, i64 140, !dbg !26
  %79 = load float, ptr %78, align 4, !dbg !26
  %80 = getelementptr inbounds nuw i8, ptr %0, i64 144, !dbg !26
  %81 = load float, ptr %80, align 4, !dbg !26
  %82 = getelementptr inbounds nuw i8, ptr %0, i64 148, !dbg !26
  %83 = load float, ptr %82, align 4, !dbg !26
  %84 = getelementptr inbounds nuw i8, ptr %0, i64 152, !dbg !26
  %85 = load float, ptr %84, align 4, !dbg !26
  %86 = getelementptr inbounds nuw i8, ptr %0, i64 156, !dbg !26
  %87 = load float, ptr %86, align 4, !dbg !26
  %88 = getelementptr inbounds nuw i8, ptr %0, i64 160, !dbg !26
  %89 = load float, ptr %88, align 4, !dbg !26
  %90 = getelementptr inbounds nuw i8, ptr %0, i64 164, !dbg !26
  %91 = load float, ptr %90, align 4, !dbg !26
  %92 = getelementptr inbounds nuw i8, ptr %0, i64 168, !dbg !26
  %93 = load float, ptr %92, align 4, !dbg !26
  %94 = getelementptr inbounds nuw i8, ptr %0, i64 172, !dbg !26
  %95 = load float, ptr %94, align 4, !dbg !26
  %96 = getelementptr inbounds nuw i8, ptr %0, i64 176, !dbg !26
  %97 = load float, ptr %96, align 4, !dbg !26
  %98 = getelementptr inbounds nuw i8, ptr %0, i64 180, !dbg !26
  %99 = load float, ptr %98, align 4, !dbg !26
  %100 = getelementptr inbounds nuw i8, ptr %0, i64 184, !dbg !26
  %101 = load float, ptr %100, align 4, !dbg !26
  %102 = getelementptr inbounds nuw i8, ptr %0, i64 188, !dbg !26
  %103 = load float, ptr %102, align 4, !dbg !26, !tbaa !27
  %104 = tail call %struct.Mat4 @_Z3mul4Mat4S_(ptr noundef nonnull byval(%struct.Mat4) align 4 %0, ptr noundef nonnull byval(%struct.Mat4) align 4 %40) #5, !dbg !28
  %105 = extractvalue %struct.Mat4 %104, 0, !dbg !28
  %106 = extractvalue [4 x [4 x float]] %105, 0, 0, !dbg !28
  %107 = extractvalue [4 x [4 x float]] %105, 0, 1, !dbg !28
  %108 = extractvalue [4 x [4 x float]] %105, 0, 2, !dbg !28
  %109 = extractvalue [4 x [4 x float]] %105, 0, 3, !dbg !28
  %110 = extractvalue [4 x [4 x float]] %105, 1, 0, !dbg !28
  %111 = extractvalue [4 x [4 x float]] %105, 1, 1, !dbg !28
  %112 = extractvalue [4 x [4 x float]] %105, 1, 2, !dbg !28
  %113 = extractvalue [4 x [4 x float]] %105, 1, 3, !dbg !28
  %114 = extractvalue [4 x [4 x float]] %105, 2, 0, !dbg !28
  %115 = extractvalue [4 x [4 x float]] %105, 2, 1, !dbg !28
  %116 = extractvalue [4 x [4 x float]] %105, 2, 2, !dbg !28
  %117 = extractvalue [4 x [4 x float]] %105, 2, 3, !dbg !28
  %118 = extractvalue [4 x [4 x float]] %105, 3, 0, !dbg !28
  %119 = extractvalue [4 x [4 x float]] %105, 3, 1, !dbg !28
  %120 = extractvalue [4 x [4 x float]] %105, 3, 2, !dbg !28
  %121 = extractvalue [4 x [4 x float]] %105, 3, 3, !dbg !28
  %122 = insertvalue %struct.Big poison, float %9, 0, 0, 0, 0, !dbg !29
  %123 = insertvalue %struct.Big %122, float %11, 0, 0, 0, 1, !dbg !29
  %124 = insertvalue %struct.Big %123, float %13, 0, 0, 0, 2, !dbg !29
  %125 = insertvalue %struct.Big %124, float %15, 0, 0, 0, 3, !dbg !29
  %126 = insertvalue %struct.Big %125, float %17, 0, 0, 1, 0, !dbg !29
  %127 = insertvalue %struct.Big %126, float %19, 0, 0, 1, 1, !dbg !29
  %128 = insertvalue %struct.Big %127, float %21, 0, 0, 1, 2, !dbg !29
  %129 = insertvalue %struct.Big %128, float %23, 0, 0, 1, 3, !dbg !29
  %130 = insertvalue %struct.Big %129, float %25, 0, 0, 2, 0, !dbg !29
  %131 = insertvalue %struct.Big %130, float %27, 0, 0, 2, 1, !dbg !29
  %132 = insertvalue %struct.Big %131, float %29, 0, 0, 2, 2, !dbg !29
  %133 = insertvalue %struct.Big %132, float %31, 0, 0, 2, 3, !dbg !29
  %134 = insertvalue %struct.Big %133, float %33, 0, 0, 3, 0, !dbg !29
  %135 = insertvalue %struct.Big %134, float %35, 0, 0, 3, 1, !dbg !29
  %136 = insertvalue %struct.Big %135, float %37, 0, 0, 3, 2, !dbg !29
  %137 = insertvalue %struct.Big %136, float %39, 0, 0, 3, 3, !dbg !29
  %138 = insertvalue %struct.Big %137, float %41, 1, 0, 0, 0, !dbg !29
  %139 = insertvalue %struct.Big %138, float %43, 1, 0, 0, 1, !dbg !29
  %140 = insertvalue %struct.Big %139, float %45, 1, 0, 0, 2, !dbg !29
  %141 = insertvalue %struct.Big %140, float %47, 1, 0, 0, 3, !dbg !29
  %142 = insertvalue %struct.Big %141, float %49, 1, 0, 1, 0, !dbg !29
  %143 = insertvalue %struct.Big %142, float %51, 1, 0, 1, 1, !dbg !29
  %144 = insertvalue %struct.Big %143, float %53, 1, 0, 1, 2, !dbg !29
  %145 = insertvalue %struct.Big %144, float %55, 1, 0, 1, 3, !dbg !29
  %146 = insertvalue %struct.Big %145, float %57, 1, 0, 2, 0, !dbg !29
  %147 = insertvalue %struct.Big %146, float %59, 1, 0, 2, 1, !dbg !29
  %148 = insertvalue %struct.Big %147, float %61, 1, 0, 2, 2, !dbg !29
  %149 = insertvalue %struct.Big %148, float %63, 1, 0, 2, 3, !dbg !29
  %150 = insertvalue %struct.Big %149, float %65, 1, 0, 3, 0, !dbg !29
  %151 = insertvalue %struct.Big %150, float %67, 1, 0, 3, 1, !dbg !29
  %152 = insertvalue %struct.Big %151, float %69, 1, 0, 3, 2, !dbg !29
  %153 = insertvalue %struct.Big %152, float %71, 1, 0, 3, 3, !dbg !29
  %154 = insertvalue %struct.Big %153, float %73, 2, 0, 0, 0, !dbg !29
  %155 = insertvalue %struct.Big %154, float %75, 2, 0, 0, 1, !dbg !29
  %156 = insertvalue %struct.Big %155, float %77, 2, 0, 0, 2, !dbg !29
  %157 = insertvalue %struct.Big %156, float %79, 2, 0, 0, 3, !dbg !29
  %158 = insertvalue %struct.Big %157, float %81, 2, 0, 1, 0, !dbg !29
  %159 = insertvalue %struct.Big %158, float %83, 2, 0, 1, 1, !dbg !29
  %160 = insertvalue %struct.Big %159, float %85, 2, 0, 1, 2, !dbg !29
  %161 = insertvalue %struct.Big %160, float %87, 2, 0, 1, 3, !dbg !29
  %162 = insertvalue %struct.Big %161, float %89, 2, 0, 2, 0, !dbg !29
  %163 = insertvalue %struct.Big %162, float %91, 2, 0, 2, 1, !dbg !29
  %164 = insertvalue %struct.Big %163, float %93, 2, 0, 2, 2, !dbg !29
  %165 = insertvalue %struct.Big %164, float %95, 2, 0, 2, 3, !dbg !29
  %166 = insertvalue %struct.Big %165, float %97, 2, 0, 3, 0, !dbg !29
  %167 = insertvalue %struct.Big %166, float %99, 2, 0, 3, 1, !dbg !29
  %168 = insertvalue %struct.Big %167, float %101, 2, 0, 3, 2, !dbg !29
  %169 = insertvalue %struct.Big %168, float %103, 2, 0, 3, 3, !dbg !29
  %170 = insertvalue %struct.Big %169, float %106, 3, 0, 0, 0, !dbg !29
  %171 = insertvalue %struct.Big %170, float %107, 3, 0, 0, 1, !dbg !29
  %172 = insertvalue %struct.Big %171, float %108, 3, 0, 0, 2, !dbg !29
  %173 = insertvalue %struct.Big %172, float %109, 3, 0, 0, 3, !dbg !29
  %174 = insertvalue %struct.Big %173, float %110, 3, 0, 1, 0, !dbg !29
  %175 = insertvalue %struct.Big %174, float %111, 3, 0, 1, 1, !dbg !29
  %176 = insertvalue %struct.Big %175, float %112, 3, 0, 1, 2, !dbg !29
  %177 = insertvalue %struct.Big %176, float %113, 3, 0, 1, 3, !dbg !29
  %178 = insertvalue %struct.Big %177, float %114, 3, 0, 2, 0, !dbg !29
  %179 = insertvalue %struct.Big %178, float %115, 3, 0, 2, 1, !dbg !29
  %180 = insertvalue %struct.Big %179, float %116, 3, 0, 2, 2, !dbg !29
  %181 = insertvalue %struct.Big %180, float %117, 3, 0, 2, 3, !dbg !29
  %182 = insertvalue %struct.Big %181, float %118, 3, 0, 3, 0, !dbg !29
  %183 = insertvalue %struct.Big %182, float %119, 3, 0, 3, 1, !dbg !29
  %184 = insertvalue %struct.Big %183, float %120, 3, 0, 3, 2, !dbg !29
  %185 = insertvalue %struct.Big %184, float %121, 3, 0, 3, 3, !dbg !29
  ret %struct.Big %185, !dbg !29
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read)
define dso_local %struct.Mixed @_Z4bump5Mixed(ptr noundef readonly byval(%struct.Mixed) align 8 captures(none) %0) local_unnamed_addr #0 !dbg !30 {
  %2 = load i8, ptr %0, align 8, !dbg !31, !tbaa !32
  %3 = add i8 %2, 1, !dbg !31
  %4 = getelementptr inbounds nuw i8, ptr %0, i64 8, !dbg !36
  %5 = load double, ptr %4, align 8, !dbg !37, !tbaa !38
  %6 = fmul contract double %5, 2.000000e+00, !dbg !37
  %7 = getelementptr inbounds nuw i8, ptr %0, i64 16, !dbg !39
  %8 = load i16, ptr %7, align 8, !dbg !40, !tbaa !41
  %9 = getelementptr inbounds nuw i8, ptr %0, i64 24, !dbg !43
  %10 = load i64, ptr %9, align 8, !dbg !44, !tbaa !45
  %11 = xor i64 %10, 5, !dbg !44
  %12 = getelementptr inbounds nuw i8, ptr %0, i64 32, !dbg !46
  %13 = load float, ptr %12, align 8, !dbg !47, !tbaa !15
  %14 = getelementptr inbounds nuw i8, ptr %0, i64 48, !dbg !48
  %15 = load float, ptr %14, align 8, !dbg !49, !tbaa !15
  %16 = fadd contract float %13, %15, !dbg !49
  %17 = getelementptr inbounds nuw i8, ptr %0, i64 18, !dbg !50
  %18 = load i16, ptr %17, align 2, !dbg !50
  %19 = getelementptr inbounds nuw i8, ptr %0, i64 36, !dbg !50
  %20 = load float, ptr %19, align 4, !dbg !50
  %21 = getelementptr inbounds nuw i8, ptr %0, i64 40, !dbg !50
  %22 = load float, ptr %21, align 8, !dbg !50
  %23 = getelementptr inbounds nuw i8, ptr %0, i64 44, !dbg !50
  %24 = load float, ptr %23, align 4, !dbg !50
  %25 = insertvalue %struct.Mixed poison, i8 %3, 0, !dbg !51
  %26 = insertvalue %struct.Mixed %25, double %6, 1, !dbg !51
  %27 = insertvalue %struct.Mixed %26, i16 %8, 2, 0, !dbg !51
  %28 = insertvalue %struct.Mixed %27, i16 %18, 2, 1, !dbg !51
  %29 = insertvalue %struct.Mixed %28, i16 %8, 2, 2, !dbg !51
  %30 = insertvalue %struct.Mixed %29, i64 %11, 3, !dbg !51
  %31 = insertvalue %struct.Mixed %30, float %13, 4, 0, !dbg !51
  %32 = insertvalue %struct.Mixed %31, float %20, 4, 1, !dbg !51
  %33 = insertvalue %struct.Mixed %32, float %22, 4, 2, !dbg !51
  %34 = insertvalue %struct.Mixed %33, float %24, 4, 3, !dbg !51
  %35 = insertvalue %struct.Mixed %34, float %16, 4, 4, !dbg !51
  ret %struct.Mixed %35, !dbg !51
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @large_byval(ptr noundef readonly byval(%struct.Big) align 4 captures(none) %0, ptr noundef readonly captures(none) %1, ptr noundef writeonly captures(none) %2, ptr noundef writeonly captures(none) %3, i32 noundef %4) local_unnamed_addr #3 !dbg !52 {
  %6 = alloca %struct.Big, align 4
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !53
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !54
  %9 = mul nuw nsw i32 %7, %8, !dbg !55
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !56
  %11 = add nuw nsw i32 %9, %10, !dbg !57
  %12 = icmp slt i32 %11, %4, !dbg !58
  br i1 %12, label %13, label %87, !dbg !58

13:                                               ; preds = %5
  call void @llvm.lifetime.start.p0(ptr nonnull %6) #5, !dbg !59
  %14 = tail call %struct.Big @_Z5twist3Bigi(ptr noundef nonnull byval(%struct.Big) align 4 %0, i32 noundef %11) #5, !dbg !60
  %15 = extractvalue %struct.Big %14, 0, !dbg !60
  %16 = extractvalue %struct.Mat4 %15, 0, 0, 0, !dbg !60
  %17 = getelementptr inbounds nuw i8, ptr %6, i64 192, !dbg !60
  %18 = extractvalue %struct.Big %14, 3, !dbg !60
  %19 = extractvalue %struct.Mat4 %18, 0, 0, 0, !dbg !60
  store float %19, ptr %17, align 4, !dbg !60
  %20 = extractvalue %struct.Mat4 %18, 0, 0, 1, !dbg !60
  %21 = getelementptr inbounds nuw i8, ptr %6, i64 196, !dbg !60
  store float %20, ptr %21, align 4, !dbg !60
  %22 = extractvalue %struct.Mat4 %18, 0, 0, 2, !dbg !60
  %23 = getelementptr inbounds nuw i8, ptr %6, i64 200, !dbg !60
  store float %22, ptr %23, align 4, !dbg !60
  %24 = extractvalue %struct.Mat4 %18, 0, 0, 3, !dbg !60
  %25 = getelementptr inbounds nuw i8, ptr %6, i64 204, !dbg !60
  store float %24, ptr %25, align 4, !dbg !60
  %26 = extractvalue %struct.Mat4 %18, 0, 1, 0, !dbg !60
  %27 = getelementptr inbounds nuw i8, ptr %6, i64 208, !dbg !60
  store float %26, ptr %27, align 4, !dbg !60
  %28 = extractvalue %struct.Mat4 %18, 0, 1, 1, !dbg !60
  %29 = getelementptr inbounds nuw i8, ptr %6, i64 212, !dbg !60
  store float %28, ptr %29, align 4, !dbg !60
  %30 = extractvalue %struct.Mat4 %18, 0, 1, 2, !dbg !60
  %31 = getelementptr inbounds nuw i8, ptr %6, i64 216, !dbg !60
  store float %30, ptr %31, align 4, !dbg !60
  %32 = extractvalue %struct.Mat4 %18, 0, 1, 3, !dbg !60
  %33 = getelementptr inbounds nuw i8, ptr %6, i64 220, !dbg !60
  store float %32, ptr %33, align 4, !dbg !60
  %34 = extractvalue %struct.Mat4 %18, 0, 2, 0, !dbg !60
  %35 = getelementptr inbounds nuw i8, ptr %6, i64 224, !dbg !60
  store float %34, ptr %35, align 4, !dbg !60
  %36 = extractvalue %struct.Mat4 %18, 0, 2, 1, !dbg !60
  %37 = getelementptr inbounds nuw i8, ptr %6, i64 228, !dbg !60
  store float %36, ptr %37, align 4, !dbg !60
  %38 = extractvalue %struct.Mat4 %18, 0, 2, 2, !dbg !60
  %39 = getelementptr inbounds nuw i8, ptr %6, i64 232, !dbg !60
  store float %38, ptr %39, align 4, !dbg !60
  %40 = extractvalue %struct.Mat4 %18, 0, 2, 3, !dbg !60
  %41 = getelementptr inbounds nuw i8, ptr %6, i64 236, !dbg !60
  store float %40, ptr %41, align 4, !dbg !60
  %42 = extractvalue %struct.Mat4 %18, 0, 3, 0, !dbg !60
  %43 = getelementptr inbounds nuw i8, ptr %6, i64 240, !dbg !60
  store float %42, ptr %43, align 4, !dbg !60
  %44 = extractvalue %struct.Mat4 %18, 0, 3, 1, !dbg !60
  %45 = getelementptr inbounds nuw i8, ptr %6, i64 244, !dbg !60
  store float %44, ptr %45, align 4, !dbg !60
  %46 = extractvalue %struct.Mat4 %18, 0, 3, 2, !dbg !60
  %47 = getelementptr inbounds nuw i8, ptr %6, i64 248, !dbg !60
  store float %46, ptr %47, align 4, !dbg !60
  %48 = extractvalue %struct.Mat4 %18, 0, 3, 3, !dbg !60
  %49 = getelementptr inbounds nuw i8, ptr %6, i64 252, !dbg !60
  store float %48, ptr %49, align 4, !dbg !60
  %50 = and i32 %11, 3, !dbg !61
  %51 = zext nneg i32 %50 to i64, !dbg !62
  %52 = getelementptr inbounds nuw [4 x float], ptr %17, i64 %51, !dbg !62
  %53 = lshr i32 %11, 2, !dbg !63
  %54 = and i32 %53, 3, !dbg !64
  %55 = zext nneg i32 %54 to i64, !dbg !62
  %56 = getelementptr inbounds nuw float, ptr %52, i64 %55, !dbg !62
  %57 = load float, ptr %56, align 4, !dbg !62, !tbaa !15
  %58 = fadd contract float %16, %57, !dbg !65
  %59 = zext nneg i32 %11 to i64, !dbg !66
  %60 = getelementptr inbounds nuw float, ptr %2, i64 %59, !dbg !66
  store float %58, ptr %60, align 4, !dbg !67, !tbaa !15
  %61 = getelementptr inbounds nuw %struct.Mixed, ptr %1, i64 %59, !dbg !68
  %62 = tail call %struct.Mixed @_Z4bump5Mixed(ptr noundef nonnull byval(%struct.Mixed) align 8 %61) #5, !dbg !69
  %63 = extractvalue %struct.Mixed %62, 0, !dbg !69
  %64 = extractvalue %struct.Mixed %62, 1, !dbg !69
  %65 = extractvalue %struct.Mixed %62, 2, !dbg !69
  %66 = extractvalue [3 x i16] %65, 0, !dbg !69
  %67 = extractvalue [3 x i16] %65, 1, !dbg !69
  %68 = extractvalue [3 x i16] %65, 2, !dbg !69
  %69 = extractvalue %struct.Mixed %62, 3, !dbg !69
  %70 = extractvalue %struct.Mixed %62, 4, !dbg !69
  %71 = extractvalue [5 x float] %70, 0, !dbg !69
  %72 = extractvalue [5 x float] %70, 1, !dbg !69
  %73 = extractvalue [5 x float] %70, 2, !dbg !69
  %74 = extractvalue [5 x float] %70, 3, !dbg !69
  %75 = extractvalue [5 x float] %70, 4, !dbg !69
  %76 = getelementptr inbounds nuw %struct.Mixed, ptr %3, i64 %59, !dbg !70
  store i8 %63, ptr %76, align 8, !dbg !71, !tbaa !27
  %77 = getelementptr inbounds nuw i8, ptr %76, i64 8, !dbg !71
  store double %64, ptr %77, align 8, !dbg !71, !tbaa !72
  %78 = getelementptr inbounds nuw i8, ptr %76, i64 16, !dbg !71
  store i16 %66, ptr %78, align 8, !dbg !71
  %79 = getelementptr inbounds nuw i8, ptr %76, i64 18, !dbg !71
  store i16 %67, ptr %79, align 2, !dbg !71
  %80 = getelementptr inbounds nuw i8, ptr %76, i64 20, !dbg !71
  store i16 %68, ptr %80, align 4, !dbg !71, !tbaa !27
  %81 = getelementptr inbounds nuw i8, ptr %76, i64 24, !dbg !71
  store i64 %69, ptr %81, align 8, !dbg !71, !tbaa !73
  %82 = getelementptr inbounds nuw i8, ptr %76, i64 32, !dbg !71
  store float %71, ptr %82, align 8, !dbg !71
  %83 = getelementptr inbounds nuw i8, ptr %76, i64 36, !dbg !71
  store float %72, ptr %83, align 4, !dbg !71
  %84 = getelementptr inbounds nuw i8, ptr %76, i64 40, !dbg !71
  store float %73, ptr %84, align 8, !dbg !71
  %85 = getelementptr inbounds nuw i8, ptr %76, i64 44, !dbg !71
  store float %74, ptr %85, align 4, !dbg !71
  %86 = getelementptr inbounds nuw i8, ptr %76, i64 48, !dbg !71
  store float %75, ptr %86, align 8, !dbg !71, !tbaa !27
  call void @llvm.lifetime.end.p0(ptr nonnull %6) #5, !dbg !74
  br label %87, !dbg !74

87:                                               ; preds = %5, %13
  ret void, !dbg !74
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6}
!llvm.ident = !{!7}
!llvm.errno.tbaa = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "k32_large_byval.cu", directory: "/work/wt/nvir32/tools/capture/clang_kernels")
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
!12 = distinct !DISubprogram(name: "mul", scope: !1, file: !1, line: 7, type: !13, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !{!16, !16, i64 0}
!16 = !{!"float", !10, i64 0}
!17 = !DILocation(line: 12, column: 52, scope: !12)
!18 = !DILocation(line: 12, column: 40, scope: !12)
!19 = !DILocation(line: 12, column: 50, scope: !12)
!20 = !DILocation(line: 12, column: 37, scope: !12)
!21 = !DILocation(line: 15, column: 3, scope: !12)
!22 = distinct !DISubprogram(name: "twist", scope: !1, file: !1, line: 17, type: !13, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!23 = !DILocation(line: 18, column: 11, scope: !22)
!24 = !DILocation(line: 18, column: 3, scope: !22)
!25 = !DILocation(line: 18, column: 23, scope: !22)
!26 = !DILocation(line: 19, column: 11, scope: !22)
!27 = !{!10, !10, i64 0}
!28 = !DILocation(line: 20, column: 9, scope: !22)
!29 = !DILocation(line: 21, column: 3, scope: !22)
!30 = distinct !DISubprogram(name: "bump", scope: !1, file: !1, line: 23, type: !13, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!31 = !DILocation(line: 23, column: 65, scope: !30)
!32 = !{!33, !10, i64 0}
!33 = !{!"_ZTS5Mixed", !10, i64 0, !34, i64 8, !10, i64 16, !35, i64 24, !10, i64 32}
!34 = !{!"double", !10, i64 0}
!35 = !{!"long long", !10, i64 0}
!36 = !DILocation(line: 23, column: 71, scope: !30)
!37 = !DILocation(line: 23, column: 73, scope: !30)
!38 = !{!33, !34, i64 8}
!39 = !DILocation(line: 23, column: 92, scope: !30)
!40 = !DILocation(line: 23, column: 90, scope: !30)
!41 = !{!42, !42, i64 0}
!42 = !{!"short", !10, i64 0}
!43 = !DILocation(line: 23, column: 100, scope: !30)
!44 = !DILocation(line: 23, column: 103, scope: !30)
!45 = !{!33, !35, i64 24}
!46 = !DILocation(line: 23, column: 121, scope: !30)
!47 = !DILocation(line: 23, column: 119, scope: !30)
!48 = !DILocation(line: 23, column: 109, scope: !30)
!49 = !DILocation(line: 23, column: 116, scope: !30)
!50 = !DILocation(line: 23, column: 134, scope: !30)
!51 = !DILocation(line: 23, column: 127, scope: !30)
!52 = distinct !DISubprogram(name: "large_byval", scope: !1, file: !1, line: 24, type: !13, scopeLine: 24, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!53 = !DILocation(line: 25, column: 11, scope: !52)
!54 = !DILocation(line: 25, column: 24, scope: !52)
!55 = !DILocation(line: 25, column: 22, scope: !52)
!56 = !DILocation(line: 25, column: 37, scope: !52)
!57 = !DILocation(line: 25, column: 35, scope: !52)
!58 = !DILocation(line: 26, column: 9, scope: !52)
!59 = !DILocation(line: 27, column: 3, scope: !52)
!60 = !DILocation(line: 27, column: 11, scope: !52)
!61 = !DILocation(line: 28, column: 20, scope: !52)
!62 = !DILocation(line: 28, column: 12, scope: !52)
!63 = !DILocation(line: 28, column: 28, scope: !52)
!64 = !DILocation(line: 28, column: 34, scope: !52)
!65 = !DILocation(line: 28, column: 39, scope: !52)
!66 = !DILocation(line: 28, column: 3, scope: !52)
!67 = !DILocation(line: 28, column: 10, scope: !52)
!68 = !DILocation(line: 29, column: 18, scope: !52)
!69 = !DILocation(line: 29, column: 13, scope: !52)
!70 = !DILocation(line: 30, column: 3, scope: !52)
!71 = !DILocation(line: 30, column: 11, scope: !52)
!72 = !{!34, !34, i64 0}
!73 = !{!35, !35, i64 0}
!74 = !DILocation(line: 31, column: 1, scope: !52)
