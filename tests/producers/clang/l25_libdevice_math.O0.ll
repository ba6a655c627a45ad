; ModuleID = 'l25_libdevice_math.cu'
source_filename = "l25_libdevice_math.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local ptx_kernel void @libdevice_math(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 !dbg !8 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca float, align 4
  %9 = alloca float, align 4
  %10 = alloca float, align 4
  %11 = alloca double, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %12 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !11
  %13 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !12
  %14 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !13
  %15 = mul nsw i32 %13, %14, !dbg !14
  %16 = add nsw i32 %12, %15, !dbg !15
  store i32 %16, ptr %7, align 4, !dbg !16
  %17 = load i32, ptr %7, align 4, !dbg !17
  %18 = load i32, ptr %6, align 4, !dbg !18
  %19 = icmp sge i32 %17, %18, !dbg !19
  br i1 %19, label %20, label %21, !dbg !19

20:                                               ; preds = %3
  br label %83, !dbg !20

21:                                               ; preds = %3
  %22 = load ptr, ptr %4, align 8, !dbg !21
  %23 = load i32, ptr %7, align 4, !dbg !22
  %24 = sext i32 %23 to i64, !dbg !21
  %25 = getelementptr inbounds float, ptr %22, i64 %24, !dbg !21
  %26 = load float, ptr %25, align 4, !dbg !21
  store float %26, ptr %8, align 4, !dbg !23
  %27 = load float, ptr %8, align 4, !dbg !24
  call void @__nv_sincosf(float noundef %27, ptr noundef %9, ptr noundef %10) #4, !dbg !25
  %28 = load float, ptr %8, align 4, !dbg !26
  %29 = call contract float @__nv_expf(float noundef %28) #4, !dbg !27
  %30 = load float, ptr %8, align 4, !dbg !28
  %31 = call contract float @llvm.fabs.f32(float %30), !dbg !29
  %32 = fadd contract float %31, 1.000000e+00, !dbg !30
  %33 = call contract float @__nv_logf(float noundef %32) #4, !dbg !31
  %34 = fadd contract float %29, %33, !dbg !32
  %35 = load float, ptr %8, align 4, !dbg !33
  %36 = call contract float @__nv_powf(float noundef %35, float noundef 2.500000e+00) #4, !dbg !34
  %37 = fadd contract float %34, %36, !dbg !35
  %38 = load float, ptr %8, align 4, !dbg !36
  %39 = call contract float @__nv_erff(float noundef %38) #4, !dbg !37
  %40 = fadd contract float %37, %39, !dbg !38
  %41 = load float, ptr %8, align 4, !dbg !39
  %42 = call contract float @__nv_tanhf(float noundef %41) #4, !dbg !40
  %43 = fadd contract float %40, %42, !dbg !41
  %44 = load float, ptr %9, align 4, !dbg !42
  %45 = load float, ptr %10, align 4, !dbg !43
  %46 = fmul contract float %44, %45, !dbg !44
  %47 = fadd contract float %43, %46, !dbg !45
  %48 = load float, ptr %8, align 4, !dbg !46
  %49 = call i32 @__nv_isnanf(float noundef %48) #4, !dbg !47
  %50 = icmp ne i32 %49, 0, !dbg !47
  %51 = zext i1 %50 to i64, !dbg !47
  %52 = select contract i1 %50, float 1.000000e+00, float 0.000000e+00, !dbg !47
  %53 = fadd contract float %47, %52, !dbg !48
  %54 = load float, ptr %8, align 4, !dbg !49
  %55 = load float, ptr %8, align 4, !dbg !50
  %56 = fmul contract float %54, %55, !dbg !51
  %57 = call contract float @llvm.sqrt.f32(float %56), !dbg !52
  %58 = fadd contract float %53, %57, !dbg !53
  %59 = load ptr, ptr %4, align 8, !dbg !54
  %60 = load i32, ptr %7, align 4, !dbg !55
  %61 = sext i32 %60 to i64, !dbg !54
  %62 = getelementptr inbounds float, ptr %59, i64 %61, !dbg !54
  store float %58, ptr %62, align 4, !dbg !56
  %63 = load ptr, ptr %5, align 8, !dbg !57
  %64 = load i32, ptr %7, align 4, !dbg !58
  %65 = sext i32 %64 to i64, !dbg !57
  %66 = getelementptr inbounds double, ptr %63, i64 %65, !dbg !57
  %67 = load double, ptr %66, align 8, !dbg !57
  store double %67, ptr %11, align 8, !dbg !59
  %68 = load double, ptr %11, align 8, !dbg !60
  %69 = call contract double @__nv_exp(double noundef %68) #4, !dbg !61
  %70 = load double, ptr %11, align 8, !dbg !62
  %71 = load double, ptr %11, align 8, !dbg !63
  %72 = fmul contract double %70, %71, !dbg !64
  %73 = call contract double @__nv_log1p(double noundef %72) #4, !dbg !65
  %74 = fadd contract double %69, %73, !dbg !66
  %75 = load double, ptr %11, align 8, !dbg !67
  %76 = load double, ptr %11, align 8, !dbg !68
  %77 = call contract double @llvm.fma.f64(double %75, double %76, double 1.000000e+00), !dbg !69
  %78 = fadd contract double %74, %77, !dbg !70
  %79 = load ptr, ptr %5, align 8, !dbg !71
  %80 = load i32, ptr %7, align 4, !dbg !72
  %81 = sext i32 %80 to i64, !dbg !71
  %82 = getelementptr inbounds double, ptr %79, i64 %81, !dbg !71
  store double %78, ptr %82, align 8, !dbg !73
  br label %83, !dbg !74

83:                                               ; preds = %21, %20
  ret void, !dbg !74
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: convergent nounwind
declare dso_local void @__nv_sincosf(float noundef, ptr noundef, ptr noundef) #2

; Function Attrs: convergent nounwind
declare dso_local float @__nv_expf(float noundef) #2

; Function Attrs: convergent nounwind
declare dso_local float @__nv_logf(float noundef) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #3

; Function Attrs: convergent nounwind
declare dso_local float @__nv_powf(float noundef, float noundef) #2

; Function Attrs: convergent nounwind
declare dso_local float @__nv_erff(float noundef) #2

; Function Attrs: convergent nounwind
declare dso_local float @__nv_tanhf(float noundef) #2

; Function Attrs: convergent nounwind
declare dso_local i32 @__nv_isnanf(float noundef) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sqrt.f32(float) #3

; Function Attrs: convergent nounwind
declare dso_local double @__nv_exp(double noundef) #2

; Function Attrs: convergent nounwind
declare dso_local double @__nv_log1p(double noundef) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fma.f64(double, double, double) #3

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #3 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6}
!llvm.ident = !{!7}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "l25_libdevice_math.cu", directory: "/work/wt/llir25/tools/capture/clang_kernels")
!2 = !{i32 7, !"Dwarf Version", i32 2}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!6 = !{i32 7, !"frame-pointer", i32 2}
!7 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!8 = distinct !DISubprogram(name: "libdevice_math", scope: !1, file: !1, line: 15, type: !9, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!9 = !DISubroutineType(types: !10)
!10 = !{}
!11 = !DILocation(line: 16, column: 11, scope: !8)
!12 = !DILocation(line: 16, column: 25, scope: !8)
!13 = !DILocation(line: 16, column: 38, scope: !8)
!14 = !DILocation(line: 16, column: 36, scope: !8)
!15 = !DILocation(line: 16, column: 23, scope: !8)
!16 = !DILocation(line: 16, column: 7, scope: !8)
!17 = !DILocation(line: 17, column: 7, scope: !8)
!18 = !DILocation(line: 17, column: 12, scope: !8)
!19 = !DILocation(line: 17, column: 9, scope: !8)
!20 = !DILocation(line: 17, column: 15, scope: !8)
!21 = !DILocation(line: 18, column: 13, scope: !8)
!22 = !DILocation(line: 18, column: 15, scope: !8)
!23 = !DILocation(line: 18, column: 9, scope: !8)
!24 = !DILocation(line: 20, column: 16, scope: !8)
!25 = !DILocation(line: 20, column: 3, scope: !8)
!26 = !DILocation(line: 21, column: 20, scope: !8)
!27 = !DILocation(line: 21, column: 10, scope: !8)
!28 = !DILocation(line: 21, column: 51, scope: !8)
!29 = !DILocation(line: 21, column: 35, scope: !8)
!30 = !DILocation(line: 21, column: 54, scope: !8)
!31 = !DILocation(line: 21, column: 25, scope: !8)
!32 = !DILocation(line: 21, column: 23, scope: !8)
!33 = !DILocation(line: 21, column: 74, scope: !8)
!34 = !DILocation(line: 21, column: 64, scope: !8)
!35 = !DILocation(line: 21, column: 62, scope: !8)
!36 = !DILocation(line: 21, column: 95, scope: !8)
!37 = !DILocation(line: 21, column: 85, scope: !8)
!38 = !DILocation(line: 21, column: 83, scope: !8)
!39 = !DILocation(line: 22, column: 21, scope: !8)
!40 = !DILocation(line: 22, column: 10, scope: !8)
!41 = !DILocation(line: 22, column: 8, scope: !8)
!42 = !DILocation(line: 22, column: 26, scope: !8)
!43 = !DILocation(line: 22, column: 30, scope: !8)
!44 = !DILocation(line: 22, column: 28, scope: !8)
!45 = !DILocation(line: 22, column: 24, scope: !8)
!46 = !DILocation(line: 22, column: 47, scope: !8)
!47 = !DILocation(line: 22, column: 35, scope: !8)
!48 = !DILocation(line: 22, column: 32, scope: !8)
!49 = !DILocation(line: 22, column: 83, scope: !8)
!50 = !DILocation(line: 22, column: 87, scope: !8)
!51 = !DILocation(line: 22, column: 85, scope: !8)
!52 = !DILocation(line: 22, column: 67, scope: !8)
!53 = !DILocation(line: 22, column: 65, scope: !8)
!54 = !DILocation(line: 21, column: 3, scope: !8)
!55 = !DILocation(line: 21, column: 5, scope: !8)
!56 = !DILocation(line: 21, column: 8, scope: !8)
!57 = !DILocation(line: 23, column: 14, scope: !8)
!58 = !DILocation(line: 23, column: 16, scope: !8)
!59 = !DILocation(line: 23, column: 10, scope: !8)
!60 = !DILocation(line: 24, column: 19, scope: !8)
!61 = !DILocation(line: 24, column: 10, scope: !8)
!62 = !DILocation(line: 24, column: 35, scope: !8)
!63 = !DILocation(line: 24, column: 39, scope: !8)
!64 = !DILocation(line: 24, column: 37, scope: !8)
!65 = !DILocation(line: 24, column: 24, scope: !8)
!66 = !DILocation(line: 24, column: 22, scope: !8)
!67 = !DILocation(line: 24, column: 58, scope: !8)
!68 = !DILocation(line: 24, column: 61, scope: !8)
!69 = !DILocation(line: 24, column: 44, scope: !8)
!70 = !DILocation(line: 24, column: 42, scope: !8)
!71 = !DILocation(line: 24, column: 3, scope: !8)
!72 = !DILocation(line: 24, column: 5, scope: !8)
!73 = !DILocation(line: 24, column: 8, scope: !8)
!74 = !DILocation(line: 25, column: 1, scope: !8)
