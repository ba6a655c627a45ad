; ModuleID = 'math_builtins.cu'
source_filename = "math_builtins.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local ptx_kernel void @maths(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef %4) #0 !dbg !8 {
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca i32, align 4
  %12 = alloca float, align 4
  %13 = alloca float, align 4
  %14 = alloca double, align 8
  %15 = alloca double, align 8
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i64, align 8
  store ptr %0, ptr %6, align 8
  store ptr %1, ptr %7, align 8
  store ptr %2, ptr %8, align 8
  store ptr %3, ptr %9, align 8
  store ptr %4, ptr %10, align 8
  %20 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !11
  store i32 %20, ptr %11, align 4, !dbg !12
  %21 = load ptr, ptr %6, align 8, !dbg !13
  %22 = load i32, ptr %11, align 4, !dbg !14
  %23 = sext i32 %22 to i64, !dbg !13
  %24 = getelementptr inbounds float, ptr %21, i64 %23, !dbg !13
  %25 = load float, ptr %24, align 4, !dbg !13
  store float %25, ptr %12, align 4, !dbg !15
  %26 = load ptr, ptr %6, align 8, !dbg !16
  %27 = load i32, ptr %11, align 4, !dbg !17
  %28 = add nsw i32 %27, 1, !dbg !18
  %29 = sext i32 %28 to i64, !dbg !16
  %30 = getelementptr inbounds float, ptr %26, i64 %29, !dbg !16
  %31 = load float, ptr %30, align 4, !dbg !16
  store float %31, ptr %13, align 4, !dbg !19
  %32 = load float, ptr %12, align 4, !dbg !20
  %33 = call contract float @llvm.fabs.f32(float %32), !dbg !21
  %34 = call contract float @llvm.sqrt.f32(float %33), !dbg !22
  %35 = load float, ptr %12, align 4, !dbg !23
  %36 = load float, ptr %13, align 4, !dbg !24
  %37 = call contract float @llvm.minnum.f32(float %35, float %36), !dbg !25
  %38 = load float, ptr %12, align 4, !dbg !26
  %39 = load float, ptr %13, align 4, !dbg !27
  %40 = call contract float @llvm.maxnum.f32(float %38, float %39), !dbg !28
  %41 = fmul contract float %37, %40, !dbg !29
  %42 = fadd contract float %34, %41, !dbg !30
  %43 = load float, ptr %13, align 4, !dbg !31
  %44 = call contract float @llvm.copysign.f32(float 1.000000e+00, float %43), !dbg !32
  %45 = fadd contract float %42, %44, !dbg !33
  %46 = load float, ptr %12, align 4, !dbg !34
  %47 = load float, ptr %13, align 4, !dbg !35
  %48 = call contract float @llvm.fma.f32(float %46, float %47, float 1.000000e+00), !dbg !36
  %49 = fadd contract float %45, %48, !dbg !37
  %50 = load float, ptr %12, align 4, !dbg !38
  %51 = call contract float @llvm.floor.f32(float %50), !dbg !39
  %52 = fadd contract float %49, %51, !dbg !40
  %53 = load float, ptr %13, align 4, !dbg !41
  %54 = call contract float @llvm.ceil.f32(float %53), !dbg !42
  %55 = fadd contract float %52, %54, !dbg !43
  %56 = load float, ptr %12, align 4, !dbg !44
  %57 = call contract float @llvm.trunc.f32(float %56), !dbg !45
  %58 = fadd contract float %55, %57, !dbg !46
  %59 = load float, ptr %13, align 4, !dbg !47
  %60 = call contract float @llvm.rint.f32(float %59), !dbg !48
  %61 = fadd contract float %58, %60, !dbg !49
  %62 = load float, ptr %12, align 4, !dbg !50
  %63 = call contract float @llvm.round.f32(float %62), !dbg !51
  %64 = fadd contract float %61, %63, !dbg !52
  %65 = load float, ptr %13, align 4, !dbg !53
  %66 = load float, ptr %13, align 4, !dbg !54
  %67 = fmul contract float %65, %66, !dbg !55
  %68 = fadd contract float %67, 1.000000e+00, !dbg !56
  %69 = call contract float @llvm.nvvm.rsqrt.approx.f(float %68), !dbg !57
  %70 = fadd contract float %64, %69, !dbg !58
  %71 = load float, ptr %12, align 4, !dbg !59
  %72 = call contract float @llvm.nvvm.ex2.approx.f32(float %71), !dbg !60
  %73 = fadd contract float %70, %72, !dbg !61
  %74 = load float, ptr %13, align 4, !dbg !62
  %75 = load float, ptr %13, align 4, !dbg !63
  %76 = fmul contract float %74, %75, !dbg !64
  %77 = fadd contract float %76, 1.000000e+00, !dbg !65
  %78 = call contract float @llvm.nvvm.lg2.approx.f(float %77), !dbg !66
  %79 = fadd contract float %73, %78, !dbg !67
  %80 = load float, ptr %12, align 4, !dbg !68
  %81 = call contract float @llvm.nvvm.sin.approx.f(float %80), !dbg !69
  %82 = fadd contract float %79, %81, !dbg !70
  %83 = load float, ptr %12, align 4, !dbg !71
  %84 = load float, ptr %13, align 4, !dbg !72
  %85 = call contract float @llvm.nvvm.fmin.nan.f(float %83, float %84), !dbg !73
  %86 = fadd contract float %82, %85, !dbg !74
  %87 = load ptr, ptr %6, align 8, !dbg !75
  %88 = load i32, ptr %11, align 4, !dbg !76
  %89 = sext i32 %88 to i64, !dbg !75
  %90 = getelementptr inbounds float, ptr %87, i64 %89, !dbg !75
  store float %86, ptr %90, align 4, !dbg !77
  %91 = load ptr, ptr %7, align 8, !dbg !78
  %92 = load i32, ptr %11, align 4, !dbg !79
  %93 = sext i32 %92 to i64, !dbg !78
  %94 = getelementptr inbounds double, ptr %91, i64 %93, !dbg !78
  %95 = load double, ptr %94, align 8, !dbg !78
  store double %95, ptr %14, align 8, !dbg !80
  %96 = load ptr, ptr %7, align 8, !dbg !81
  %97 = load i32, ptr %11, align 4, !dbg !82
  %98 = add nsw i32 %97, 1, !dbg !83
  %99 = sext i32 %98 to i64, !dbg !81
  %100 = getelementptr inbounds double, ptr %96, i64 %99, !dbg !81
  %101 = load double, ptr %100, align 8, !dbg !81
  store double %101, ptr %15, align 8, !dbg !84
  %102 = load double, ptr %14, align 8, !dbg !85
  %103 = call contract double @llvm.fabs.f64(double %102), !dbg !86
  %104 = call contract double @llvm.sqrt.f64(double %103), !dbg !87
  %105 = load double, ptr %14, align 8, !dbg !88
  %106 = load double, ptr %15, align 8, !dbg !89
  %107 = call contract double @llvm.minnum.f64(double %105, double %106), !dbg !90
  %108 = fadd contract double %104, %107, !dbg !91
  %109 = load double, ptr %14, align 8, !dbg !92
  %110 = load double, ptr %15, align 8, !dbg !93
  %111 = call contract double @llvm.fma.f64(double %109, double %110, double 2.000000e+00), !dbg !94
  %112 = fadd contract double %108, %111, !dbg !95
  %113 = load double, ptr %15, align 8, !dbg !96
  %114 = call contract double @llvm.floor.f64(double %113), !dbg !97
  %115 = fadd contract double %112, %114, !dbg !98
  %116 = load double, ptr %14, align 8, !dbg !99
  %117 = load double, ptr %15, align 8, !dbg !100
  %118 = call contract double @llvm.copysign.f64(double %116, double %117), !dbg !101
  %119 = fadd contract double %115, %118, !dbg !102
  %120 = load ptr, ptr %7, align 8, !dbg !103
  %121 = load i32, ptr %11, align 4, !dbg !104
  %122 = sext i32 %121 to i64, !dbg !103
  %123 = getelementptr inbounds double, ptr %120, i64 %122, !dbg !103
  store double %119, ptr %123, align 8, !dbg !105
  %124 = load ptr, ptr %8, align 8, !dbg !106
  %125 = load i32, ptr %11, align 4, !dbg !107
  %126 = sext i32 %125 to i64, !dbg !106
  %127 = getelementptr inbounds i32, ptr %124, i64 %126, !dbg !106
  %128 = load i32, ptr %127, align 4, !dbg !106
  store i32 %128, ptr %16, align 4, !dbg !108
  %129 = load ptr, ptr %8, align 8, !dbg !109
  %130 = load i32, ptr %11, align 4, !dbg !110
  %131 = add nsw i32 %130, 1, !dbg !111
  %132 = sext i32 %131 to i64, !dbg !109
  %133 = getelementptr inbounds i32, ptr %129, i64 %132, !dbg !109
  %134 = load i32, ptr %133, align 4, !dbg !109
  store i32 %134, ptr %17, align 4, !dbg !112
  %135 = load i32, ptr %16, align 4, !dbg !113
  %136 = load i32, ptr %17, align 4, !dbg !114
  %137 = icmp slt i32 %135, %136, !dbg !115
  br i1 %137, label %138, label %140, !dbg !113

138:                                              ; preds = %5
  %139 = load i32, ptr %16, align 4, !dbg !116
  br label %142, !dbg !113

140:                                              ; preds = %5
  %141 = load i32, ptr %17, align 4, !dbg !117
  br label %142, !dbg !113

142:                                              ; preds = %140, %138
  %143 = phi i32 [ %139, %138 ], [ %141, %140 ], !dbg !113
  %144 = load i32, ptr %16, align 4, !dbg !118
  %145 = load i32, ptr %17, align 4, !dbg !119
  %146 = icmp sgt i32 %144, %145, !dbg !120
  br i1 %146, label %147, label %149, !dbg !118

147:                                              ; preds = %142
  %148 = load i32, ptr %16, align 4, !dbg !121
  br label %151, !dbg !118

149:                                              ; preds = %142
  %150 = load i32, ptr %17, align 4, !dbg !122
  br label %151, !dbg !118

151:                                              ; preds = %149, %147
  %152 = phi i32 [ %148, %147 ], [ %150, %149 ], !dbg !118
  %153 = add nsw i32 %143, %152, !dbg !123
  %154 = load i32, ptr %16, align 4, !dbg !124
  %155 = call i32 @llvm.abs.i32(i32 %154, i1 true), !dbg !125
  %156 = add nsw i32 %153, %155, !dbg !126
  %157 = load i32, ptr %16, align 4, !dbg !127
  %158 = or i32 %157, 1, !dbg !128
  %159 = call i32 @llvm.ctlz.i32(i32 %158, i1 true), !dbg !129
  %160 = add nsw i32 %156, %159, !dbg !130
  %161 = load i32, ptr %17, align 4, !dbg !131
  %162 = or i32 %161, 4, !dbg !132
  %163 = call i32 @llvm.cttz.i32(i32 %162, i1 true), !dbg !133
  %164 = add nsw i32 %160, %163, !dbg !134
  %165 = load i32, ptr %16, align 4, !dbg !135
  %166 = call i32 @llvm.ctpop.i32(i32 %165), !dbg !136
  %167 = add nsw i32 %164, %166, !dbg !137
  %168 = load ptr, ptr %8, align 8, !dbg !138
  %169 = load i32, ptr %11, align 4, !dbg !139
  %170 = sext i32 %169 to i64, !dbg !138
  %171 = getelementptr inbounds i32, ptr %168, i64 %170, !dbg !138
  store i32 %167, ptr %171, align 4, !dbg !140
  %172 = load ptr, ptr %9, align 8, !dbg !141
  %173 = load i32, ptr %11, align 4, !dbg !142
  %174 = sext i32 %173 to i64, !dbg !141
  %175 = getelementptr inbounds i32, ptr %172, i64 %174, !dbg !141
  %176 = load i32, ptr %175, align 4, !dbg !141
  store i32 %176, ptr %18, align 4, !dbg !143
  %177 = load i32, ptr %18, align 4, !dbg !144
  %178 = call i32 @llvm.bswap.i32(i32 %177), !dbg !145
  %179 = load i32, ptr %18, align 4, !dbg !146
  %180 = call i32 @llvm.bitreverse.i32(i32 %179), !dbg !147
  %181 = xor i32 %178, %180, !dbg !148
  %182 = load i32, ptr %18, align 4, !dbg !149
  %183 = call i32 @llvm.fshl.i32(i32 %182, i32 %182, i32 5), !dbg !150
  %184 = xor i32 %181, %183, !dbg !151
  %185 = load i32, ptr %18, align 4, !dbg !152
  %186 = load i32, ptr %11, align 4, !dbg !153
  %187 = and i32 %186, 31, !dbg !154
  %188 = call i32 @llvm.fshr.i32(i32 %185, i32 %185, i32 %187), !dbg !155
  %189 = xor i32 %184, %188, !dbg !156
  %190 = load ptr, ptr %9, align 8, !dbg !157
  %191 = load i32, ptr %11, align 4, !dbg !158
  %192 = sext i32 %191 to i64, !dbg !157
  %193 = getelementptr inbounds i32, ptr %190, i64 %192, !dbg !157
  store i32 %189, ptr %193, align 4, !dbg !159
  %194 = load ptr, ptr %10, align 8, !dbg !160
  %195 = load i32, ptr %11, align 4, !dbg !161
  %196 = sext i32 %195 to i64, !dbg !160
  %197 = getelementptr inbounds i64, ptr %194, i64 %196, !dbg !160
  %198 = load i64, ptr %197, align 8, !dbg !160
  store i64 %198, ptr %19, align 8, !dbg !162
  %199 = load i64, ptr %19, align 8, !dbg !163
  %200 = call i64 @llvm.bswap.i64(i64 %199), !dbg !164
  %201 = load i64, ptr %19, align 8, !dbg !165
  %202 = call i64 @llvm.ctpop.i64(i64 %201), !dbg !166
  %203 = trunc i64 %202 to i32, !dbg !166
  %204 = sext i32 %203 to i64, !dbg !166
  %205 = add i64 %200, %204, !dbg !167
  %206 = load i64, ptr %19, align 8, !dbg !168
  %207 = or i64 %206, 1, !dbg !169
  %208 = call i64 @llvm.ctlz.i64(i64 %207, i1 true), !dbg !170
  %209 = trunc i64 %208 to i32, !dbg !170
  %210 = sext i32 %209 to i64, !dbg !170
  %211 = add i64 %205, %210, !dbg !171
  %212 = load i64, ptr %19, align 8, !dbg !172
  %213 = call i64 @llvm.fshl.i64(i64 %212, i64 %212, i64 17), !dbg !173
  %214 = add i64 %211, %213, !dbg !174
  %215 = load ptr, ptr %10, align 8, !dbg !175
  %216 = load i32, ptr %11, align 4, !dbg !176
  %217 = sext i32 %216 to i64, !dbg !175
  %218 = getelementptr inbounds i64, ptr %215, i64 %217, !dbg !175
  store i64 %214, ptr %218, align 8, !dbg !177
  ret void, !dbg !178
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sqrt.f32(float) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.minnum.f32(float, float) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.copysign.f32(float, float) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.floor.f32(float) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.ceil.f32(float) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.trunc.f32(float) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.rint.f32(float) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.round.f32(float) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.rsqrt.approx.f(float) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.ex2.approx.f32(float) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.lg2.approx.f(float) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.sin.approx.f(float) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fmin.nan.f(float, float) #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.minnum.f64(double, double) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fma.f64(double, double, double) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.floor.f64(double) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.copysign.f64(double, double) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.abs.i32(i32, i1 immarg) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctlz.i32(i32, i1 immarg) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.cttz.i32(i32, i1 immarg) #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.bswap.i32(i32) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.bitreverse.i32(i32) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.fshl.i32(i32, i32, i32) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.fshr.i32(i32, i32, i32) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.bswap.i64(i64) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctpop.i64(i64) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctlz.i64(i64, i1 immarg) #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.fshl.i64(i64, i64, i64) #2

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nofree nosync nounwind willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6}
!llvm.ident = !{!7}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "math_builtins.cu", directory: "/work/wt/llir25/tools/capture/clang_kernels")
!2 = !{i32 7, !"Dwarf Version", i32 2}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!6 = !{i32 7, !"frame-pointer", i32 2}
!7 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!8 = distinct !DISubprogram(name: "maths", scope: !1, file: !1, line: 5, type: !9, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!9 = !DISubroutineType(types: !10)
!10 = !{}
!11 = !DILocation(line: 6, column: 11, scope: !8)
!12 = !DILocation(line: 6, column: 7, scope: !8)
!13 = !DILocation(line: 7, column: 13, scope: !8)
!14 = !DILocation(line: 7, column: 15, scope: !8)
!15 = !DILocation(line: 7, column: 9, scope: !8)
!16 = !DILocation(line: 7, column: 23, scope: !8)
!17 = !DILocation(line: 7, column: 25, scope: !8)
!18 = !DILocation(line: 7, column: 27, scope: !8)
!19 = !DILocation(line: 7, column: 19, scope: !8)
!20 = !DILocation(line: 8, column: 42, scope: !8)
!21 = !DILocation(line: 8, column: 26, scope: !8)
!22 = !DILocation(line: 8, column: 10, scope: !8)
!23 = !DILocation(line: 8, column: 64, scope: !8)
!24 = !DILocation(line: 8, column: 67, scope: !8)
!25 = !DILocation(line: 8, column: 48, scope: !8)
!26 = !DILocation(line: 8, column: 88, scope: !8)
!27 = !DILocation(line: 8, column: 91, scope: !8)
!28 = !DILocation(line: 8, column: 72, scope: !8)
!29 = !DILocation(line: 8, column: 70, scope: !8)
!30 = !DILocation(line: 8, column: 46, scope: !8)
!31 = !DILocation(line: 9, column: 36, scope: !8)
!32 = !DILocation(line: 9, column: 10, scope: !8)
!33 = !DILocation(line: 9, column: 8, scope: !8)
!34 = !DILocation(line: 9, column: 56, scope: !8)
!35 = !DILocation(line: 9, column: 59, scope: !8)
!36 = !DILocation(line: 9, column: 41, scope: !8)
!37 = !DILocation(line: 9, column: 39, scope: !8)
!38 = !DILocation(line: 9, column: 87, scope: !8)
!39 = !DILocation(line: 9, column: 70, scope: !8)
!40 = !DILocation(line: 9, column: 68, scope: !8)
!41 = !DILocation(line: 10, column: 26, scope: !8)
!42 = !DILocation(line: 10, column: 10, scope: !8)
!43 = !DILocation(line: 10, column: 8, scope: !8)
!44 = !DILocation(line: 10, column: 48, scope: !8)
!45 = !DILocation(line: 10, column: 31, scope: !8)
!46 = !DILocation(line: 10, column: 29, scope: !8)
!47 = !DILocation(line: 10, column: 69, scope: !8)
!48 = !DILocation(line: 10, column: 53, scope: !8)
!49 = !DILocation(line: 10, column: 51, scope: !8)
!50 = !DILocation(line: 10, column: 91, scope: !8)
!51 = !DILocation(line: 10, column: 74, scope: !8)
!52 = !DILocation(line: 10, column: 72, scope: !8)
!53 = !DILocation(line: 11, column: 32, scope: !8)
!54 = !DILocation(line: 11, column: 36, scope: !8)
!55 = !DILocation(line: 11, column: 34, scope: !8)
!56 = !DILocation(line: 11, column: 38, scope: !8)
!57 = !DILocation(line: 11, column: 10, scope: !8)
!58 = !DILocation(line: 11, column: 8, scope: !8)
!59 = !DILocation(line: 11, column: 68, scope: !8)
!60 = !DILocation(line: 11, column: 48, scope: !8)
!61 = !DILocation(line: 11, column: 46, scope: !8)
!62 = !DILocation(line: 11, column: 93, scope: !8)
!63 = !DILocation(line: 11, column: 97, scope: !8)
!64 = !DILocation(line: 11, column: 95, scope: !8)
!65 = !DILocation(line: 11, column: 99, scope: !8)
!66 = !DILocation(line: 11, column: 73, scope: !8)
!67 = !DILocation(line: 11, column: 71, scope: !8)
!68 = !DILocation(line: 12, column: 30, scope: !8)
!69 = !DILocation(line: 12, column: 10, scope: !8)
!70 = !DILocation(line: 12, column: 8, scope: !8)
!71 = !DILocation(line: 12, column: 53, scope: !8)
!72 = !DILocation(line: 12, column: 56, scope: !8)
!73 = !DILocation(line: 12, column: 35, scope: !8)
!74 = !DILocation(line: 12, column: 33, scope: !8)
!75 = !DILocation(line: 8, column: 3, scope: !8)
!76 = !DILocation(line: 8, column: 5, scope: !8)
!77 = !DILocation(line: 8, column: 8, scope: !8)
!78 = !DILocation(line: 13, column: 14, scope: !8)
!79 = !DILocation(line: 13, column: 16, scope: !8)
!80 = !DILocation(line: 13, column: 10, scope: !8)
!81 = !DILocation(line: 13, column: 24, scope: !8)
!82 = !DILocation(line: 13, column: 26, scope: !8)
!83 = !DILocation(line: 13, column: 28, scope: !8)
!84 = !DILocation(line: 13, column: 20, scope: !8)
!85 = !DILocation(line: 14, column: 40, scope: !8)
!86 = !DILocation(line: 14, column: 25, scope: !8)
!87 = !DILocation(line: 14, column: 10, scope: !8)
!88 = !DILocation(line: 14, column: 61, scope: !8)
!89 = !DILocation(line: 14, column: 64, scope: !8)
!90 = !DILocation(line: 14, column: 46, scope: !8)
!91 = !DILocation(line: 14, column: 44, scope: !8)
!92 = !DILocation(line: 14, column: 83, scope: !8)
!93 = !DILocation(line: 14, column: 86, scope: !8)
!94 = !DILocation(line: 14, column: 69, scope: !8)
!95 = !DILocation(line: 14, column: 67, scope: !8)
!96 = !DILocation(line: 15, column: 26, scope: !8)
!97 = !DILocation(line: 15, column: 10, scope: !8)
!98 = !DILocation(line: 15, column: 8, scope: !8)
!99 = !DILocation(line: 15, column: 50, scope: !8)
!100 = !DILocation(line: 15, column: 53, scope: !8)
!101 = !DILocation(line: 15, column: 31, scope: !8)
!102 = !DILocation(line: 15, column: 29, scope: !8)
!103 = !DILocation(line: 14, column: 3, scope: !8)
!104 = !DILocation(line: 14, column: 5, scope: !8)
!105 = !DILocation(line: 14, column: 8, scope: !8)
!106 = !DILocation(line: 16, column: 11, scope: !8)
!107 = !DILocation(line: 16, column: 13, scope: !8)
!108 = !DILocation(line: 16, column: 7, scope: !8)
!109 = !DILocation(line: 16, column: 21, scope: !8)
!110 = !DILocation(line: 16, column: 23, scope: !8)
!111 = !DILocation(line: 16, column: 25, scope: !8)
!112 = !DILocation(line: 16, column: 17, scope: !8)
!113 = !DILocation(line: 17, column: 11, scope: !8)
!114 = !DILocation(line: 17, column: 15, scope: !8)
!115 = !DILocation(line: 17, column: 13, scope: !8)
!116 = !DILocation(line: 17, column: 19, scope: !8)
!117 = !DILocation(line: 17, column: 23, scope: !8)
!118 = !DILocation(line: 17, column: 29, scope: !8)
!119 = !DILocation(line: 17, column: 33, scope: !8)
!120 = !DILocation(line: 17, column: 31, scope: !8)
!121 = !DILocation(line: 17, column: 37, scope: !8)
!122 = !DILocation(line: 17, column: 41, scope: !8)
!123 = !DILocation(line: 17, column: 26, scope: !8)
!124 = !DILocation(line: 17, column: 60, scope: !8)
!125 = !DILocation(line: 17, column: 46, scope: !8)
!126 = !DILocation(line: 17, column: 44, scope: !8)
!127 = !DILocation(line: 17, column: 79, scope: !8)
!128 = !DILocation(line: 17, column: 81, scope: !8)
!129 = !DILocation(line: 17, column: 65, scope: !8)
!130 = !DILocation(line: 17, column: 63, scope: !8)
!131 = !DILocation(line: 17, column: 102, scope: !8)
!132 = !DILocation(line: 17, column: 104, scope: !8)
!133 = !DILocation(line: 17, column: 88, scope: !8)
!134 = !DILocation(line: 17, column: 86, scope: !8)
!135 = !DILocation(line: 18, column: 29, scope: !8)
!136 = !DILocation(line: 18, column: 10, scope: !8)
!137 = !DILocation(line: 18, column: 8, scope: !8)
!138 = !DILocation(line: 17, column: 3, scope: !8)
!139 = !DILocation(line: 17, column: 5, scope: !8)
!140 = !DILocation(line: 17, column: 8, scope: !8)
!141 = !DILocation(line: 19, column: 16, scope: !8)
!142 = !DILocation(line: 19, column: 18, scope: !8)
!143 = !DILocation(line: 19, column: 12, scope: !8)
!144 = !DILocation(line: 20, column: 28, scope: !8)
!145 = !DILocation(line: 20, column: 10, scope: !8)
!146 = !DILocation(line: 20, column: 56, scope: !8)
!147 = !DILocation(line: 20, column: 33, scope: !8)
!148 = !DILocation(line: 20, column: 31, scope: !8)
!149 = !DILocation(line: 20, column: 84, scope: !8)
!150 = !DILocation(line: 20, column: 61, scope: !8)
!151 = !DILocation(line: 20, column: 59, scope: !8)
!152 = !DILocation(line: 21, column: 34, scope: !8)
!153 = !DILocation(line: 21, column: 37, scope: !8)
!154 = !DILocation(line: 21, column: 39, scope: !8)
!155 = !DILocation(line: 21, column: 10, scope: !8)
!156 = !DILocation(line: 21, column: 8, scope: !8)
!157 = !DILocation(line: 20, column: 3, scope: !8)
!158 = !DILocation(line: 20, column: 5, scope: !8)
!159 = !DILocation(line: 20, column: 8, scope: !8)
!160 = !DILocation(line: 22, column: 26, scope: !8)
!161 = !DILocation(line: 22, column: 28, scope: !8)
!162 = !DILocation(line: 22, column: 22, scope: !8)
!163 = !DILocation(line: 23, column: 28, scope: !8)
!164 = !DILocation(line: 23, column: 10, scope: !8)
!165 = !DILocation(line: 23, column: 54, scope: !8)
!166 = !DILocation(line: 23, column: 33, scope: !8)
!167 = !DILocation(line: 23, column: 31, scope: !8)
!168 = !DILocation(line: 23, column: 75, scope: !8)
!169 = !DILocation(line: 23, column: 77, scope: !8)
!170 = !DILocation(line: 23, column: 59, scope: !8)
!171 = !DILocation(line: 23, column: 57, scope: !8)
!172 = !DILocation(line: 23, column: 107, scope: !8)
!173 = !DILocation(line: 23, column: 84, scope: !8)
!174 = !DILocation(line: 23, column: 82, scope: !8)
!175 = !DILocation(line: 23, column: 3, scope: !8)
!176 = !DILocation(line: 23, column: 5, scope: !8)
!177 = !DILocation(line: 23, column: 8, scope: !8)
!178 = !DILocation(line: 24, column: 1, scope: !8)
