; ModuleID = 'k32_fp64_conv.cu'
source_filename = "k32_fp64_conv.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local ptx_kernel void @fp64_conv(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef %4, i32 noundef %5) #0 !dbg !8 {
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca double, align 8
  %15 = alloca double, align 8
  %16 = alloca double, align 8
  store ptr %0, ptr %7, align 8
  store ptr %1, ptr %8, align 8
  store ptr %2, ptr %9, align 8
  store ptr %3, ptr %10, align 8
  store ptr %4, ptr %11, align 8
  store i32 %5, ptr %12, align 4
  %17 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !11
  %18 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !12
  %19 = mul nsw i32 %17, %18, !dbg !13
  %20 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !14
  %21 = add nsw i32 %19, %20, !dbg !15
  store i32 %21, ptr %13, align 4, !dbg !16
  %22 = load i32, ptr %13, align 4, !dbg !17
  %23 = load i32, ptr %12, align 4, !dbg !18
  %24 = icmp sge i32 %22, %23, !dbg !19
  br i1 %24, label %25, label %26, !dbg !19

25:                                               ; preds = %6
  br label %135, !dbg !20

26:                                               ; preds = %6
  %27 = load ptr, ptr %7, align 8, !dbg !21
  %28 = load i32, ptr %13, align 4, !dbg !22
  %29 = sext i32 %28 to i64, !dbg !21
  %30 = getelementptr inbounds double, ptr %27, i64 %29, !dbg !21
  %31 = load double, ptr %30, align 8, !dbg !21
  store double %31, ptr %14, align 8, !dbg !23
  %32 = load ptr, ptr %7, align 8, !dbg !24
  %33 = load i32, ptr %13, align 4, !dbg !25
  %34 = add nsw i32 %33, 1, !dbg !26
  %35 = load i32, ptr %12, align 4, !dbg !27
  %36 = srem i32 %34, %35, !dbg !28
  %37 = sext i32 %36 to i64, !dbg !24
  %38 = getelementptr inbounds double, ptr %32, i64 %37, !dbg !24
  %39 = load double, ptr %38, align 8, !dbg !24
  store double %39, ptr %15, align 8, !dbg !29
  %40 = load double, ptr %14, align 8, !dbg !30
  %41 = load double, ptr %15, align 8, !dbg !31
  %42 = call contract double @llvm.nvvm.add.rz.d(double %40, double %41), !dbg !32
  %43 = load double, ptr %14, align 8, !dbg !33
  %44 = load double, ptr %15, align 8, !dbg !34
  %45 = call contract double @llvm.nvvm.mul.rp.d(double %43, double %44), !dbg !35
  %46 = fadd contract double %42, %45, !dbg !36
  %47 = load double, ptr %14, align 8, !dbg !37
  %48 = load double, ptr %15, align 8, !dbg !38
  %49 = fadd contract double %48, 1.000000e+00, !dbg !39
  %50 = call contract double @llvm.nvvm.div.rn.d(double %47, double %49), !dbg !40
  %51 = fadd contract double %46, %50, !dbg !41
  %52 = load double, ptr %14, align 8, !dbg !42
  %53 = load double, ptr %15, align 8, !dbg !43
  %54 = call contract double @llvm.nvvm.fma.rm.d(double %52, double %53, double 1.000000e+00), !dbg !44
  %55 = fadd contract double %51, %54, !dbg !45
  store double %55, ptr %16, align 8, !dbg !46
  %56 = load double, ptr %14, align 8, !dbg !47
  %57 = call contract double @llvm.fabs.f64(double %56), !dbg !48
  %58 = call contract double @llvm.nvvm.sqrt.rn.d(double %57), !dbg !49
  %59 = load double, ptr %15, align 8, !dbg !50
  %60 = fadd contract double %59, 2.000000e+00, !dbg !51
  %61 = call contract double @llvm.nvvm.rcp.rn.d(double %60), !dbg !52
  %62 = fadd contract double %58, %61, !dbg !53
  %63 = load double, ptr %16, align 8, !dbg !54
  %64 = fadd contract double %63, %62, !dbg !54
  store double %64, ptr %16, align 8, !dbg !54
  %65 = load double, ptr %14, align 8, !dbg !55
  %66 = call i64 @llvm.nvvm.d2ll.rz(double %65), !dbg !56
  %67 = load double, ptr %15, align 8, !dbg !57
  %68 = call i64 @llvm.nvvm.d2ll.rn(double %67), !dbg !58
  %69 = add nsw i64 %66, %68, !dbg !59
  %70 = load double, ptr %14, align 8, !dbg !60
  %71 = call contract double @llvm.fabs.f64(double %70), !dbg !61
  %72 = call i64 @llvm.nvvm.d2ull.rp(double %71), !dbg !62
  %73 = add nsw i64 %69, %72, !dbg !63
  %74 = load ptr, ptr %10, align 8, !dbg !64
  %75 = load i32, ptr %13, align 4, !dbg !65
  %76 = sext i32 %75 to i64, !dbg !64
  %77 = getelementptr inbounds i64, ptr %74, i64 %76, !dbg !64
  store i64 %73, ptr %77, align 8, !dbg !66
  %78 = load double, ptr %15, align 8, !dbg !67
  %79 = call contract double @llvm.fabs.f64(double %78), !dbg !68
  %80 = call i32 @llvm.nvvm.d2ui.rm(double %79), !dbg !69
  %81 = load double, ptr %14, align 8, !dbg !70
  %82 = call i32 @llvm.nvvm.d2i.rn(double %81), !dbg !71
  %83 = add i32 %80, %82, !dbg !72
  %84 = load double, ptr %14, align 8, !dbg !73
  %85 = fptrunc contract double %84 to float, !dbg !73
  %86 = call i32 @llvm.nvvm.f2i.rz(float %85), !dbg !74
  %87 = add i32 %83, %86, !dbg !75
  %88 = load ptr, ptr %11, align 8, !dbg !76
  %89 = load i32, ptr %13, align 4, !dbg !77
  %90 = sext i32 %89 to i64, !dbg !76
  %91 = getelementptr inbounds i32, ptr %88, i64 %90, !dbg !76
  store i32 %87, ptr %91, align 4, !dbg !78
  %92 = load ptr, ptr %8, align 8, !dbg !79
  %93 = load i32, ptr %13, align 4, !dbg !80
  %94 = sext i32 %93 to i64, !dbg !79
  %95 = getelementptr inbounds i64, ptr %92, i64 %94, !dbg !79
  %96 = load i64, ptr %95, align 8, !dbg !79
  %97 = call contract double @llvm.nvvm.ll2d.rn(i64 %96), !dbg !81
  %98 = load ptr, ptr %8, align 8, !dbg !82
  %99 = load i32, ptr %13, align 4, !dbg !83
  %100 = sext i32 %99 to i64, !dbg !82
  %101 = getelementptr inbounds i64, ptr %98, i64 %100, !dbg !82
  %102 = load i64, ptr %101, align 8, !dbg !82
  %103 = call contract double @llvm.nvvm.ull2d.rz(i64 %102), !dbg !84
  %104 = fadd contract double %97, %103, !dbg !85
  %105 = load double, ptr %14, align 8, !dbg !86
  %106 = call contract float @llvm.nvvm.d2f.rn(double %105), !dbg !87
  %107 = fpext contract float %106 to double, !dbg !87
  %108 = fadd contract double %104, %107, !dbg !88
  %109 = load ptr, ptr %8, align 8, !dbg !89
  %110 = load i32, ptr %13, align 4, !dbg !90
  %111 = sext i32 %110 to i64, !dbg !89
  %112 = getelementptr inbounds i64, ptr %109, i64 %111, !dbg !89
  %113 = load i64, ptr %112, align 8, !dbg !89
  %114 = trunc i64 %113 to i32, !dbg !89
  %115 = uitofp i32 %114 to double, !dbg !91
  %116 = fadd contract double %108, %115, !dbg !92
  %117 = load double, ptr %16, align 8, !dbg !93
  %118 = fadd contract double %117, %116, !dbg !93
  store double %118, ptr %16, align 8, !dbg !93
  %119 = load double, ptr %16, align 8, !dbg !94
  %120 = load double, ptr %14, align 8, !dbg !95
  %121 = call contract double @llvm.nvvm.saturate.d(double %120), !dbg !96
  %122 = fadd contract double %119, %121, !dbg !97
  %123 = load ptr, ptr %8, align 8, !dbg !98
  %124 = load i32, ptr %13, align 4, !dbg !99
  %125 = sext i32 %124 to i64, !dbg !98
  %126 = getelementptr inbounds i64, ptr %123, i64 %125, !dbg !98
  %127 = load i64, ptr %126, align 8, !dbg !98
  %128 = sitofp i64 %127 to float, !dbg !98
  %129 = fpext contract float %128 to double, !dbg !100
  %130 = fadd contract double %122, %129, !dbg !101
  %131 = load ptr, ptr %9, align 8, !dbg !102
  %132 = load i32, ptr %13, align 4, !dbg !103
  %133 = sext i32 %132 to i64, !dbg !102
  %134 = getelementptr inbounds double, ptr %131, i64 %133, !dbg !102
  store double %130, ptr %134, align 8, !dbg !104
  br label %135, !dbg !105

135:                                              ; preds = %26, %25
  ret void, !dbg !105
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.nvvm.add.rz.d(double, double) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.nvvm.mul.rp.d(double, double) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare double @llvm.nvvm.div.rn.d(double, double) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.nvvm.fma.rm.d(double, double, double) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare double @llvm.nvvm.sqrt.rn.d(double) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare double @llvm.nvvm.rcp.rn.d(double) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.nvvm.d2ll.rz(double) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.nvvm.d2ll.rn(double) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.nvvm.d2ull.rp(double) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.d2ui.rm(double) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.d2i.rn(double) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.f2i.rz(float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.nvvm.ll2d.rn(i64) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.nvvm.ull2d.rz(i64) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.d2f.rn(double) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.nvvm.saturate.d(double) #1

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #3 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6}
!llvm.ident = !{!7}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "k32_fp64_conv.cu", directory: "/work/wt/nvir32/tools/capture/clang_kernels")
!2 = !{i32 7, !"Dwarf Version", i32 2}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!6 = !{i32 7, !"frame-pointer", i32 2}
!7 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!8 = distinct !DISubprogram(name: "fp64_conv", scope: !1, file: !1, line: 4, type: !9, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!9 = !DISubroutineType(types: !10)
!10 = !{}
!11 = !DILocation(line: 5, column: 11, scope: !8)
!12 = !DILocation(line: 5, column: 24, scope: !8)
!13 = !DILocation(line: 5, column: 22, scope: !8)
!14 = !DILocation(line: 5, column: 37, scope: !8)
!15 = !DILocation(line: 5, column: 35, scope: !8)
!16 = !DILocation(line: 5, column: 7, scope: !8)
!17 = !DILocation(line: 6, column: 7, scope: !8)
!18 = !DILocation(line: 6, column: 12, scope: !8)
!19 = !DILocation(line: 6, column: 9, scope: !8)
!20 = !DILocation(line: 6, column: 15, scope: !8)
!21 = !DILocation(line: 7, column: 14, scope: !8)
!22 = !DILocation(line: 7, column: 16, scope: !8)
!23 = !DILocation(line: 7, column: 10, scope: !8)
!24 = !DILocation(line: 7, column: 24, scope: !8)
!25 = !DILocation(line: 7, column: 27, scope: !8)
!26 = !DILocation(line: 7, column: 29, scope: !8)
!27 = !DILocation(line: 7, column: 36, scope: !8)
!28 = !DILocation(line: 7, column: 34, scope: !8)
!29 = !DILocation(line: 7, column: 20, scope: !8)
!30 = !DILocation(line: 8, column: 30, scope: !8)
!31 = !DILocation(line: 8, column: 33, scope: !8)
!32 = !DILocation(line: 8, column: 14, scope: !8)
!33 = !DILocation(line: 8, column: 54, scope: !8)
!34 = !DILocation(line: 8, column: 57, scope: !8)
!35 = !DILocation(line: 8, column: 38, scope: !8)
!36 = !DILocation(line: 8, column: 36, scope: !8)
!37 = !DILocation(line: 8, column: 78, scope: !8)
!38 = !DILocation(line: 8, column: 81, scope: !8)
!39 = !DILocation(line: 8, column: 83, scope: !8)
!40 = !DILocation(line: 8, column: 62, scope: !8)
!41 = !DILocation(line: 8, column: 60, scope: !8)
!42 = !DILocation(line: 8, column: 108, scope: !8)
!43 = !DILocation(line: 8, column: 111, scope: !8)
!44 = !DILocation(line: 8, column: 92, scope: !8)
!45 = !DILocation(line: 8, column: 90, scope: !8)
!46 = !DILocation(line: 8, column: 10, scope: !8)
!47 = !DILocation(line: 9, column: 40, scope: !8)
!48 = !DILocation(line: 9, column: 25, scope: !8)
!49 = !DILocation(line: 9, column: 8, scope: !8)
!50 = !DILocation(line: 9, column: 62, scope: !8)
!51 = !DILocation(line: 9, column: 64, scope: !8)
!52 = !DILocation(line: 9, column: 46, scope: !8)
!53 = !DILocation(line: 9, column: 44, scope: !8)
!54 = !DILocation(line: 9, column: 5, scope: !8)
!55 = !DILocation(line: 10, column: 28, scope: !8)
!56 = !DILocation(line: 10, column: 13, scope: !8)
!57 = !DILocation(line: 10, column: 48, scope: !8)
!58 = !DILocation(line: 10, column: 33, scope: !8)
!59 = !DILocation(line: 10, column: 31, scope: !8)
!60 = !DILocation(line: 10, column: 95, scope: !8)
!61 = !DILocation(line: 10, column: 80, scope: !8)
!62 = !DILocation(line: 10, column: 64, scope: !8)
!63 = !DILocation(line: 10, column: 51, scope: !8)
!64 = !DILocation(line: 10, column: 3, scope: !8)
!65 = !DILocation(line: 10, column: 8, scope: !8)
!66 = !DILocation(line: 10, column: 11, scope: !8)
!67 = !DILocation(line: 11, column: 43, scope: !8)
!68 = !DILocation(line: 11, column: 28, scope: !8)
!69 = !DILocation(line: 11, column: 13, scope: !8)
!70 = !DILocation(line: 11, column: 73, scope: !8)
!71 = !DILocation(line: 11, column: 59, scope: !8)
!72 = !DILocation(line: 11, column: 47, scope: !8)
!73 = !DILocation(line: 11, column: 109, scope: !8)
!74 = !DILocation(line: 11, column: 88, scope: !8)
!75 = !DILocation(line: 11, column: 76, scope: !8)
!76 = !DILocation(line: 11, column: 3, scope: !8)
!77 = !DILocation(line: 11, column: 8, scope: !8)
!78 = !DILocation(line: 11, column: 11, scope: !8)
!79 = !DILocation(line: 12, column: 23, scope: !8)
!80 = !DILocation(line: 12, column: 25, scope: !8)
!81 = !DILocation(line: 12, column: 8, scope: !8)
!82 = !DILocation(line: 12, column: 67, scope: !8)
!83 = !DILocation(line: 12, column: 69, scope: !8)
!84 = !DILocation(line: 12, column: 31, scope: !8)
!85 = !DILocation(line: 12, column: 29, scope: !8)
!86 = !DILocation(line: 12, column: 97, scope: !8)
!87 = !DILocation(line: 12, column: 83, scope: !8)
!88 = !DILocation(line: 12, column: 73, scope: !8)
!89 = !DILocation(line: 12, column: 120, scope: !8)
!90 = !DILocation(line: 12, column: 122, scope: !8)
!91 = !DILocation(line: 12, column: 110, scope: !8)
!92 = !DILocation(line: 12, column: 100, scope: !8)
!93 = !DILocation(line: 12, column: 5, scope: !8)
!94 = !DILocation(line: 13, column: 12, scope: !8)
!95 = !DILocation(line: 13, column: 34, scope: !8)
!96 = !DILocation(line: 13, column: 16, scope: !8)
!97 = !DILocation(line: 13, column: 14, scope: !8)
!98 = !DILocation(line: 13, column: 54, scope: !8)
!99 = !DILocation(line: 13, column: 56, scope: !8)
!100 = !DILocation(line: 13, column: 47, scope: !8)
!101 = !DILocation(line: 13, column: 37, scope: !8)
!102 = !DILocation(line: 13, column: 3, scope: !8)
!103 = !DILocation(line: 13, column: 7, scope: !8)
!104 = !DILocation(line: 13, column: 10, scope: !8)
!105 = !DILocation(line: 14, column: 1, scope: !8)
