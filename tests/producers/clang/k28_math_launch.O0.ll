; ModuleID = 'k28_math_launch.cu'
source_filename = "k28_math_launch.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local ptx_kernel void @math_launch(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, i32 noundef %4) #0 !dbg !8 {
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca float, align 4
  %13 = alloca double, align 8
  %14 = alloca float, align 4
  %15 = alloca double, align 8
  store ptr %0, ptr %6, align 8
  store ptr %1, ptr %7, align 8
  store ptr %2, ptr %8, align 8
  store ptr %3, ptr %9, align 8
  store i32 %4, ptr %10, align 4
  %16 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !11
  %17 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !12
  %18 = mul nsw i32 %16, %17, !dbg !13
  %19 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !14
  %20 = add nsw i32 %18, %19, !dbg !15
  store i32 %20, ptr %11, align 4, !dbg !16
  %21 = load i32, ptr %11, align 4, !dbg !17
  %22 = load i32, ptr %10, align 4, !dbg !18
  %23 = icmp sge i32 %21, %22, !dbg !19
  br i1 %23, label %24, label %25, !dbg !19

24:                                               ; preds = %5
  br label %92, !dbg !20

25:                                               ; preds = %5
  %26 = load ptr, ptr %6, align 8, !dbg !21
  %27 = load i32, ptr %11, align 4, !dbg !22
  %28 = sext i32 %27 to i64, !dbg !21
  %29 = getelementptr inbounds float, ptr %26, i64 %28, !dbg !21
  %30 = load float, ptr %29, align 4, !dbg !21
  store float %30, ptr %12, align 4, !dbg !23
  %31 = load ptr, ptr %7, align 8, !dbg !24
  %32 = load i32, ptr %11, align 4, !dbg !25
  %33 = sext i32 %32 to i64, !dbg !24
  %34 = getelementptr inbounds double, ptr %31, i64 %33, !dbg !24
  %35 = load double, ptr %34, align 8, !dbg !24
  store double %35, ptr %13, align 8, !dbg !26
  %36 = load float, ptr %12, align 4, !dbg !27
  %37 = call contract float @__nv_sinf(float noundef %36) #5, !dbg !28
  %38 = load float, ptr %12, align 4, !dbg !29
  %39 = call contract float @__nv_cosf(float noundef %38) #5, !dbg !30
  %40 = fmul contract float %37, %39, !dbg !31
  %41 = load float, ptr %12, align 4, !dbg !32
  %42 = call contract float @__nv_atan2f(float noundef %41, float noundef 1.500000e+00) #5, !dbg !33
  %43 = fadd contract float %40, %42, !dbg !34
  store float %43, ptr %14, align 4, !dbg !35
  %44 = load float, ptr %12, align 4, !dbg !36
  %45 = load float, ptr %12, align 4, !dbg !37
  %46 = call contract float @llvm.fma.f32(float %44, float %45, float 1.000000e+00), !dbg !38
  %47 = load float, ptr %12, align 4, !dbg !39
  %48 = call contract float @llvm.fabs.f32(float %47), !dbg !40
  %49 = call contract float @llvm.sqrt.f32(float %48), !dbg !41
  %50 = fadd contract float %46, %49, !dbg !42
  %51 = load float, ptr %12, align 4, !dbg !43
  %52 = call contract float @llvm.floor.f32(float %51), !dbg !44
  %53 = fadd contract float %50, %52, !dbg !45
  %54 = load float, ptr %14, align 4, !dbg !46
  %55 = fadd contract float %54, %53, !dbg !46
  store float %55, ptr %14, align 4, !dbg !46
  %56 = load float, ptr %14, align 4, !dbg !47
  %57 = call contract float @llvm.maxnum.f32(float %56, float -8.000000e+00), !dbg !48
  %58 = call contract float @llvm.minnum.f32(float %57, float 8.000000e+00), !dbg !49
  %59 = load float, ptr %12, align 4, !dbg !50
  %60 = call contract float @llvm.fabs.f32(float %59), !dbg !51
  %61 = fadd contract float %60, 1.000000e+00, !dbg !52
  %62 = call contract float @llvm.nvvm.rsqrt.approx.f(float %61), !dbg !53
  %63 = fadd contract float %58, %62, !dbg !54
  store float %63, ptr %14, align 4, !dbg !55
  %64 = load double, ptr %13, align 8, !dbg !56
  %65 = call contract double @llvm.fabs.f64(double %64), !dbg !57
  %66 = call contract double @__nv_pow(double noundef %65, double noundef 7.500000e-01) #5, !dbg !58
  %67 = load double, ptr %13, align 8, !dbg !59
  %68 = call contract double @llvm.fabs.f64(double %67), !dbg !60
  %69 = fadd contract double %68, 1.000000e+00, !dbg !61
  %70 = call contract double @__nv_log(double noundef %69) #5, !dbg !62
  %71 = fadd contract double %66, %70, !dbg !63
  %72 = load double, ptr %13, align 8, !dbg !64
  %73 = call contract double @__nv_cbrt(double noundef %72) #5, !dbg !65
  %74 = fadd contract double %71, %73, !dbg !66
  store double %74, ptr %15, align 8, !dbg !67
  %75 = load double, ptr %15, align 8, !dbg !68
  %76 = load double, ptr %13, align 8, !dbg !69
  %77 = call contract double @llvm.copysign.f64(double %75, double %76), !dbg !70
  %78 = load double, ptr %13, align 8, !dbg !71
  %79 = load double, ptr %13, align 8, !dbg !72
  %80 = call contract double @llvm.fma.f64(double %78, double %79, double -1.000000e+00), !dbg !73
  %81 = fadd contract double %77, %80, !dbg !74
  store double %81, ptr %15, align 8, !dbg !75
  %82 = load float, ptr %14, align 4, !dbg !76
  %83 = load ptr, ptr %8, align 8, !dbg !77
  %84 = load i32, ptr %11, align 4, !dbg !78
  %85 = sext i32 %84 to i64, !dbg !77
  %86 = getelementptr inbounds float, ptr %83, i64 %85, !dbg !77
  store float %82, ptr %86, align 4, !dbg !79
  %87 = load double, ptr %15, align 8, !dbg !80
  %88 = load ptr, ptr %9, align 8, !dbg !81
  %89 = load i32, ptr %11, align 4, !dbg !82
  %90 = sext i32 %89 to i64, !dbg !81
  %91 = getelementptr inbounds double, ptr %88, i64 %90, !dbg !81
  store double %87, ptr %91, align 8, !dbg !83
  br label %92, !dbg !84

92:                                               ; preds = %25, %24
  ret void, !dbg !84
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nounwind
declare dso_local float @__nv_sinf(float noundef) #2

; Function Attrs: convergent nounwind
declare dso_local float @__nv_cosf(float noundef) #2

; Function Attrs: convergent nounwind
declare dso_local float @__nv_atan2f(float noundef, float noundef) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sqrt.f32(float) #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.floor.f32(float) #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.minnum.f32(float, float) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.rsqrt.approx.f(float) #4

; Function Attrs: convergent nounwind
declare dso_local double @__nv_pow(double noundef, double noundef) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #3

; Function Attrs: convergent nounwind
declare dso_local double @__nv_log(double noundef) #2

; Function Attrs: convergent nounwind
declare dso_local double @__nv_cbrt(double noundef) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.copysign.f64(double, double) #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fma.f64(double, double, double) #3

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="256" "nvvm.minctasm"="2" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #3 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #5 = { convergent nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6}
!llvm.ident = !{!7}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "k28_math_launch.cu", directory: "/work/wt/nvir31/tools/capture/clang_kernels")
!2 = !{i32 7, !"Dwarf Version", i32 2}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!6 = !{i32 7, !"frame-pointer", i32 2}
!7 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!8 = distinct !DISubprogram(name: "math_launch", scope: !1, file: !1, line: 10, type: !9, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!9 = !DISubroutineType(types: !10)
!10 = !{}
!11 = !DILocation(line: 11, column: 11, scope: !8)
!12 = !DILocation(line: 11, column: 24, scope: !8)
!13 = !DILocation(line: 11, column: 22, scope: !8)
!14 = !DILocation(line: 11, column: 37, scope: !8)
!15 = !DILocation(line: 11, column: 35, scope: !8)
!16 = !DILocation(line: 11, column: 7, scope: !8)
!17 = !DILocation(line: 12, column: 7, scope: !8)
!18 = !DILocation(line: 12, column: 12, scope: !8)
!19 = !DILocation(line: 12, column: 9, scope: !8)
!20 = !DILocation(line: 12, column: 15, scope: !8)
!21 = !DILocation(line: 13, column: 13, scope: !8)
!22 = !DILocation(line: 13, column: 15, scope: !8)
!23 = !DILocation(line: 13, column: 9, scope: !8)
!24 = !DILocation(line: 14, column: 14, scope: !8)
!25 = !DILocation(line: 14, column: 16, scope: !8)
!26 = !DILocation(line: 14, column: 10, scope: !8)
!27 = !DILocation(line: 15, column: 23, scope: !8)
!28 = !DILocation(line: 15, column: 13, scope: !8)
!29 = !DILocation(line: 15, column: 38, scope: !8)
!30 = !DILocation(line: 15, column: 28, scope: !8)
!31 = !DILocation(line: 15, column: 26, scope: !8)
!32 = !DILocation(line: 15, column: 55, scope: !8)
!33 = !DILocation(line: 15, column: 43, scope: !8)
!34 = !DILocation(line: 15, column: 41, scope: !8)
!35 = !DILocation(line: 15, column: 9, scope: !8)
!36 = !DILocation(line: 16, column: 23, scope: !8)
!37 = !DILocation(line: 16, column: 26, scope: !8)
!38 = !DILocation(line: 16, column: 8, scope: !8)
!39 = !DILocation(line: 16, column: 68, scope: !8)
!40 = !DILocation(line: 16, column: 52, scope: !8)
!41 = !DILocation(line: 16, column: 36, scope: !8)
!42 = !DILocation(line: 16, column: 34, scope: !8)
!43 = !DILocation(line: 16, column: 91, scope: !8)
!44 = !DILocation(line: 16, column: 74, scope: !8)
!45 = !DILocation(line: 16, column: 72, scope: !8)
!46 = !DILocation(line: 16, column: 5, scope: !8)
!47 = !DILocation(line: 17, column: 39, scope: !8)
!48 = !DILocation(line: 17, column: 23, scope: !8)
!49 = !DILocation(line: 17, column: 7, scope: !8)
!50 = !DILocation(line: 17, column: 94, scope: !8)
!51 = !DILocation(line: 17, column: 78, scope: !8)
!52 = !DILocation(line: 17, column: 97, scope: !8)
!53 = !DILocation(line: 17, column: 56, scope: !8)
!54 = !DILocation(line: 17, column: 54, scope: !8)
!55 = !DILocation(line: 17, column: 5, scope: !8)
!56 = !DILocation(line: 18, column: 38, scope: !8)
!57 = !DILocation(line: 18, column: 23, scope: !8)
!58 = !DILocation(line: 18, column: 14, scope: !8)
!59 = !DILocation(line: 18, column: 74, scope: !8)
!60 = !DILocation(line: 18, column: 59, scope: !8)
!61 = !DILocation(line: 18, column: 77, scope: !8)
!62 = !DILocation(line: 18, column: 50, scope: !8)
!63 = !DILocation(line: 18, column: 48, scope: !8)
!64 = !DILocation(line: 18, column: 96, scope: !8)
!65 = !DILocation(line: 18, column: 86, scope: !8)
!66 = !DILocation(line: 18, column: 84, scope: !8)
!67 = !DILocation(line: 18, column: 10, scope: !8)
!68 = !DILocation(line: 19, column: 26, scope: !8)
!69 = !DILocation(line: 19, column: 29, scope: !8)
!70 = !DILocation(line: 19, column: 7, scope: !8)
!71 = !DILocation(line: 19, column: 48, scope: !8)
!72 = !DILocation(line: 19, column: 51, scope: !8)
!73 = !DILocation(line: 19, column: 34, scope: !8)
!74 = !DILocation(line: 19, column: 32, scope: !8)
!75 = !DILocation(line: 19, column: 5, scope: !8)
!76 = !DILocation(line: 20, column: 10, scope: !8)
!77 = !DILocation(line: 20, column: 3, scope: !8)
!78 = !DILocation(line: 20, column: 5, scope: !8)
!79 = !DILocation(line: 20, column: 8, scope: !8)
!80 = !DILocation(line: 21, column: 11, scope: !8)
!81 = !DILocation(line: 21, column: 3, scope: !8)
!82 = !DILocation(line: 21, column: 6, scope: !8)
!83 = !DILocation(line: 21, column: 9, scope: !8)
!84 = !DILocation(line: 22, column: 1, scope: !8)
