; ModuleID = 'math_local.cu'
source_filename = "math_local.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local noundef float @_Z4polyPKfif(ptr noundef %0, i32 noundef %1, float noundef %2) #0 !dbg !8 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca float, align 4
  %7 = alloca float, align 4
  %8 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store float %2, ptr %6, align 4
  store float 0.000000e+00, ptr %7, align 4, !dbg !11
  %9 = load i32, ptr %5, align 4, !dbg !12
  %10 = sub nsw i32 %9, 1, !dbg !13
  store i32 %10, ptr %8, align 4, !dbg !14
  br label %11, !dbg !15

11:                                               ; preds = %24, %3
  %12 = load i32, ptr %8, align 4, !dbg !16
  %13 = icmp sge i32 %12, 0, !dbg !17
  br i1 %13, label %14, label %27, !dbg !18

14:                                               ; preds = %11
  %15 = load float, ptr %7, align 4, !dbg !19
  %16 = load float, ptr %6, align 4, !dbg !20
  %17 = fmul contract float %15, %16, !dbg !21
  %18 = load ptr, ptr %4, align 8, !dbg !22
  %19 = load i32, ptr %8, align 4, !dbg !23
  %20 = sext i32 %19 to i64, !dbg !22
  %21 = getelementptr inbounds float, ptr %18, i64 %20, !dbg !22
  %22 = load float, ptr %21, align 4, !dbg !22
  %23 = fadd contract float %17, %22, !dbg !24
  store float %23, ptr %7, align 4, !dbg !25
  br label %24, !dbg !26

24:                                               ; preds = %14
  %25 = load i32, ptr %8, align 4, !dbg !27
  %26 = add nsw i32 %25, -1, !dbg !27
  store i32 %26, ptr %8, align 4, !dbg !27
  br label %11, !dbg !18, !llvm.loop !28

27:                                               ; preds = %11
  %28 = load float, ptr %7, align 4, !dbg !31
  ret float %28, !dbg !32
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local ptx_kernel void @mathk(ptr noundef %0, ptr noundef %1, ptr noundef %2) #1 !dbg !33 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca [4 x float], align 4
  %9 = alloca [2 x i32], align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  %10 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !34
  store i32 %10, ptr %7, align 4, !dbg !35
  store float 1.000000e+00, ptr %8, align 4, !dbg !36
  %11 = getelementptr inbounds float, ptr %8, i64 1, !dbg !36
  store float 5.000000e-01, ptr %11, align 4, !dbg !36
  %12 = getelementptr inbounds float, ptr %8, i64 2, !dbg !36
  store float 2.500000e-01, ptr %12, align 4, !dbg !36
  %13 = getelementptr inbounds float, ptr %8, i64 3, !dbg !36
  %14 = load ptr, ptr %4, align 8, !dbg !37
  %15 = getelementptr inbounds float, ptr %14, i64 0, !dbg !37
  %16 = load float, ptr %15, align 4, !dbg !37
  store float %16, ptr %13, align 4, !dbg !36
  %17 = getelementptr inbounds [4 x float], ptr %8, i64 0, i64 0, !dbg !38
  %18 = load ptr, ptr %4, align 8, !dbg !39
  %19 = load i32, ptr %7, align 4, !dbg !40
  %20 = sext i32 %19 to i64, !dbg !39
  %21 = getelementptr inbounds float, ptr %18, i64 %20, !dbg !39
  %22 = load float, ptr %21, align 4, !dbg !39
  %23 = call contract noundef float @_Z4polyPKfif(ptr noundef %17, i32 noundef 4, float noundef %22) #4, !dbg !41
  %24 = load ptr, ptr %4, align 8, !dbg !42
  %25 = load i32, ptr %7, align 4, !dbg !43
  %26 = sext i32 %25 to i64, !dbg !42
  %27 = getelementptr inbounds float, ptr %24, i64 %26, !dbg !42
  %28 = load float, ptr %27, align 4, !dbg !42
  %29 = call contract float @llvm.fabs.f32(float %28), !dbg !44
  %30 = fadd contract float %23, %29, !dbg !45
  %31 = load ptr, ptr %4, align 8, !dbg !46
  %32 = load i32, ptr %7, align 4, !dbg !47
  %33 = sext i32 %32 to i64, !dbg !46
  %34 = getelementptr inbounds float, ptr %31, i64 %33, !dbg !46
  %35 = load float, ptr %34, align 4, !dbg !46
  %36 = call contract float @llvm.fma.f32(float %35, float 2.000000e+00, float 1.000000e+00), !dbg !48
  %37 = fadd contract float %30, %36, !dbg !49
  %38 = load ptr, ptr %4, align 8, !dbg !50
  %39 = load i32, ptr %7, align 4, !dbg !51
  %40 = sext i32 %39 to i64, !dbg !50
  %41 = getelementptr inbounds float, ptr %38, i64 %40, !dbg !50
  %42 = load float, ptr %41, align 4, !dbg !50
  %43 = call contract float @llvm.sqrt.f32(float %42), !dbg !52
  %44 = fadd contract float %37, %43, !dbg !53
  %45 = load ptr, ptr %4, align 8, !dbg !54
  %46 = load i32, ptr %7, align 4, !dbg !55
  %47 = sext i32 %46 to i64, !dbg !54
  %48 = getelementptr inbounds float, ptr %45, i64 %47, !dbg !54
  store float %44, ptr %48, align 4, !dbg !56
  %49 = load ptr, ptr %4, align 8, !dbg !57
  %50 = load i32, ptr %7, align 4, !dbg !58
  %51 = sext i32 %50 to i64, !dbg !57
  %52 = getelementptr inbounds float, ptr %49, i64 %51, !dbg !57
  %53 = load float, ptr %52, align 4, !dbg !57
  %54 = fpext contract float %53 to double, !dbg !57
  %55 = fdiv contract double %54, 3.000000e+00, !dbg !59
  %56 = load ptr, ptr %5, align 8, !dbg !60
  %57 = load i32, ptr %7, align 4, !dbg !61
  %58 = sext i32 %57 to i64, !dbg !60
  %59 = getelementptr inbounds double, ptr %56, i64 %58, !dbg !60
  %60 = load double, ptr %59, align 8, !dbg !60
  %61 = call contract double @llvm.minnum.f64(double %60, double 1.000000e+00), !dbg !62
  %62 = fadd contract double %55, %61, !dbg !63
  %63 = load ptr, ptr %5, align 8, !dbg !64
  %64 = load i32, ptr %7, align 4, !dbg !65
  %65 = sext i32 %64 to i64, !dbg !64
  %66 = getelementptr inbounds double, ptr %63, i64 %65, !dbg !64
  store double %62, ptr %66, align 8, !dbg !66
  %67 = load ptr, ptr %6, align 8, !dbg !67
  %68 = load i32, ptr %7, align 4, !dbg !68
  %69 = sext i32 %68 to i64, !dbg !67
  %70 = getelementptr inbounds i64, ptr %67, i64 %69, !dbg !67
  %71 = load i64, ptr %70, align 8, !dbg !67
  %72 = mul nsw i64 %71, 4886718345, !dbg !69
  %73 = ashr i64 %72, 17, !dbg !70
  %74 = load ptr, ptr %6, align 8, !dbg !71
  %75 = load i32, ptr %7, align 4, !dbg !72
  %76 = sext i32 %75 to i64, !dbg !71
  %77 = getelementptr inbounds i64, ptr %74, i64 %76, !dbg !71
  %78 = load i64, ptr %77, align 8, !dbg !71
  %79 = call i64 @llvm.ctpop.i64(i64 %78), !dbg !73
  %80 = trunc i64 %79 to i32, !dbg !73
  %81 = sext i32 %80 to i64, !dbg !73
  %82 = or i64 %73, %81, !dbg !74
  %83 = load ptr, ptr %6, align 8, !dbg !75
  %84 = load i32, ptr %7, align 4, !dbg !76
  %85 = sext i32 %84 to i64, !dbg !75
  %86 = getelementptr inbounds i64, ptr %83, i64 %85, !dbg !75
  %87 = load i64, ptr %86, align 8, !dbg !75
  %88 = or i64 %87, 1, !dbg !77
  %89 = call i64 @llvm.ctlz.i64(i64 %88, i1 true), !dbg !78
  %90 = trunc i64 %89 to i32, !dbg !78
  %91 = sext i32 %90 to i64, !dbg !78
  %92 = or i64 %82, %91, !dbg !79
  %93 = load ptr, ptr %6, align 8, !dbg !80
  %94 = load i32, ptr %7, align 4, !dbg !81
  %95 = sext i32 %94 to i64, !dbg !80
  %96 = getelementptr inbounds i64, ptr %93, i64 %95, !dbg !80
  store i64 %92, ptr %96, align 8, !dbg !82
  %97 = load i32, ptr %7, align 4, !dbg !83
  %98 = getelementptr inbounds [2 x i32], ptr %9, i64 0, i64 0, !dbg !84
  store volatile i32 %97, ptr %98, align 4, !dbg !85
  %99 = getelementptr inbounds [2 x i32], ptr %9, i64 0, i64 0, !dbg !86
  %100 = load volatile i32, ptr %99, align 4, !dbg !86
  %101 = add nsw i32 %100, 1, !dbg !87
  %102 = getelementptr inbounds [2 x i32], ptr %9, i64 0, i64 1, !dbg !88
  store volatile i32 %101, ptr %102, align 4, !dbg !89
  %103 = getelementptr inbounds [2 x i32], ptr %9, i64 0, i64 1, !dbg !90
  %104 = load volatile i32, ptr %103, align 4, !dbg !90
  %105 = sext i32 %104 to i64, !dbg !90
  %106 = load ptr, ptr %6, align 8, !dbg !91
  %107 = getelementptr inbounds i64, ptr %106, i64 0, !dbg !91
  %108 = load i64, ptr %107, align 8, !dbg !92
  %109 = add nsw i64 %108, %105, !dbg !92
  store i64 %109, ptr %107, align 8, !dbg !92
  ret void, !dbg !93
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sqrt.f32(float) #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.minnum.f64(double, double) #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctpop.i64(i64) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctlz.i64(i64, i1 immarg) #2

attributes #0 = { convergent mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #1 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="128" "nvvm.minctasm"="4" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6}
!llvm.ident = !{!7}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "math_local.cu", directory: "/work/wt/llir25/tools/capture/clang_kernels")
!2 = !{i32 7, !"Dwarf Version", i32 2}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!6 = !{i32 7, !"frame-pointer", i32 2}
!7 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!8 = distinct !DISubprogram(name: "poly", scope: !1, file: !1, line: 2, type: !9, scopeLine: 2, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!9 = !DISubroutineType(types: !10)
!10 = !{}
!11 = !DILocation(line: 2, column: 89, scope: !8)
!12 = !DILocation(line: 2, column: 109, scope: !8)
!13 = !DILocation(line: 2, column: 111, scope: !8)
!14 = !DILocation(line: 2, column: 105, scope: !8)
!15 = !DILocation(line: 2, column: 101, scope: !8)
!16 = !DILocation(line: 2, column: 116, scope: !8)
!17 = !DILocation(line: 2, column: 118, scope: !8)
!18 = !DILocation(line: 2, column: 96, scope: !8)
!19 = !DILocation(line: 2, column: 133, scope: !8)
!20 = !DILocation(line: 2, column: 137, scope: !8)
!21 = !DILocation(line: 2, column: 135, scope: !8)
!22 = !DILocation(line: 2, column: 141, scope: !8)
!23 = !DILocation(line: 2, column: 143, scope: !8)
!24 = !DILocation(line: 2, column: 139, scope: !8)
!25 = !DILocation(line: 2, column: 131, scope: !8)
!26 = !DILocation(line: 2, column: 129, scope: !8)
!27 = !DILocation(line: 2, column: 124, scope: !8)
!28 = distinct !{!28, !18, !29, !30}
!29 = !DILocation(line: 2, column: 144, scope: !8)
!30 = !{!"llvm.loop.mustprogress"}
!31 = !DILocation(line: 2, column: 154, scope: !8)
!32 = !DILocation(line: 2, column: 147, scope: !8)
!33 = distinct !DISubprogram(name: "mathk", scope: !1, file: !1, line: 3, type: !9, scopeLine: 3, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!34 = !DILocation(line: 4, column: 11, scope: !33)
!35 = !DILocation(line: 4, column: 7, scope: !33)
!36 = !DILocation(line: 5, column: 16, scope: !33)
!37 = !DILocation(line: 5, column: 36, scope: !33)
!38 = !DILocation(line: 6, column: 15, scope: !33)
!39 = !DILocation(line: 6, column: 21, scope: !33)
!40 = !DILocation(line: 6, column: 23, scope: !33)
!41 = !DILocation(line: 6, column: 10, scope: !33)
!42 = !DILocation(line: 6, column: 45, scope: !33)
!43 = !DILocation(line: 6, column: 47, scope: !33)
!44 = !DILocation(line: 6, column: 29, scope: !33)
!45 = !DILocation(line: 6, column: 27, scope: !33)
!46 = !DILocation(line: 6, column: 68, scope: !33)
!47 = !DILocation(line: 6, column: 70, scope: !33)
!48 = !DILocation(line: 6, column: 53, scope: !33)
!49 = !DILocation(line: 6, column: 51, scope: !33)
!50 = !DILocation(line: 6, column: 104, scope: !33)
!51 = !DILocation(line: 6, column: 106, scope: !33)
!52 = !DILocation(line: 6, column: 88, scope: !33)
!53 = !DILocation(line: 6, column: 86, scope: !33)
!54 = !DILocation(line: 6, column: 3, scope: !33)
!55 = !DILocation(line: 6, column: 5, scope: !33)
!56 = !DILocation(line: 6, column: 8, scope: !33)
!57 = !DILocation(line: 7, column: 18, scope: !33)
!58 = !DILocation(line: 7, column: 20, scope: !33)
!59 = !DILocation(line: 7, column: 23, scope: !33)
!60 = !DILocation(line: 7, column: 46, scope: !33)
!61 = !DILocation(line: 7, column: 48, scope: !33)
!62 = !DILocation(line: 7, column: 31, scope: !33)
!63 = !DILocation(line: 7, column: 29, scope: !33)
!64 = !DILocation(line: 7, column: 3, scope: !33)
!65 = !DILocation(line: 7, column: 5, scope: !33)
!66 = !DILocation(line: 7, column: 8, scope: !33)
!67 = !DILocation(line: 8, column: 11, scope: !33)
!68 = !DILocation(line: 8, column: 13, scope: !33)
!69 = !DILocation(line: 8, column: 16, scope: !33)
!70 = !DILocation(line: 8, column: 33, scope: !33)
!71 = !DILocation(line: 8, column: 62, scope: !33)
!72 = !DILocation(line: 8, column: 64, scope: !33)
!73 = !DILocation(line: 8, column: 41, scope: !33)
!74 = !DILocation(line: 8, column: 39, scope: !33)
!75 = !DILocation(line: 8, column: 86, scope: !33)
!76 = !DILocation(line: 8, column: 88, scope: !33)
!77 = !DILocation(line: 8, column: 91, scope: !33)
!78 = !DILocation(line: 8, column: 70, scope: !33)
!79 = !DILocation(line: 8, column: 68, scope: !33)
!80 = !DILocation(line: 8, column: 3, scope: !33)
!81 = !DILocation(line: 8, column: 5, scope: !33)
!82 = !DILocation(line: 8, column: 8, scope: !33)
!83 = !DILocation(line: 9, column: 41, scope: !33)
!84 = !DILocation(line: 9, column: 28, scope: !33)
!85 = !DILocation(line: 9, column: 39, scope: !33)
!86 = !DILocation(line: 9, column: 57, scope: !33)
!87 = !DILocation(line: 9, column: 68, scope: !33)
!88 = !DILocation(line: 9, column: 44, scope: !33)
!89 = !DILocation(line: 9, column: 55, scope: !33)
!90 = !DILocation(line: 9, column: 81, scope: !33)
!91 = !DILocation(line: 9, column: 73, scope: !33)
!92 = !DILocation(line: 9, column: 78, scope: !33)
!93 = !DILocation(line: 10, column: 1, scope: !33)
