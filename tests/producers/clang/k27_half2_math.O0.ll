; ModuleID = 'k27_half2_math.cu'
source_filename = "k27_half2_math.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local noundef <2 x half> @_Z5habs2Dv2_DF16_(<2 x half> noundef %0) #0 !dbg !8 {
  %2 = alloca <2 x half>, align 4
  %3 = alloca i32, align 4
  store <2 x half> %0, ptr %2, align 4
  %4 = load i32, ptr %2, align 4, !dbg !11
  %5 = and i32 %4, 2147450879, !dbg !12
  store i32 %5, ptr %3, align 4, !dbg !13
  %6 = load <2 x half>, ptr %3, align 4, !dbg !14
  ret <2 x half> %6, !dbg !15
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local noundef <2 x half> @_Z5axpy2Dv2_DF16_S_S_(<2 x half> noundef %0, <2 x half> noundef %1, <2 x half> noundef %2) #0 !dbg !16 {
  %4 = alloca <2 x half>, align 4
  %5 = alloca <2 x half>, align 4
  %6 = alloca <2 x half>, align 4
  store <2 x half> %0, ptr %4, align 4
  store <2 x half> %1, ptr %5, align 4
  store <2 x half> %2, ptr %6, align 4
  %7 = load <2 x half>, ptr %4, align 4, !dbg !17
  %8 = load <2 x half>, ptr %5, align 4, !dbg !18
  %9 = load <2 x half>, ptr %6, align 4, !dbg !19
  %10 = call contract <2 x half> @llvm.nvvm.fma.rn.f16x2(<2 x half> %7, <2 x half> %8, <2 x half> %9), !dbg !20
  ret <2 x half> %10, !dbg !21
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x half> @llvm.nvvm.fma.rn.f16x2(<2 x half>, <2 x half>, <2 x half>) #1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local ptx_kernel void @half2_math(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, i32 noundef %4) #2 !dbg !22 {
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca <2 x half>, align 4
  %13 = alloca <2 x half>, align 4
  %14 = alloca <2 x half>, align 4
  %15 = alloca <2 x half>, align 4
  %16 = alloca <2 x half>, align 4
  %17 = alloca <2 x half>, align 4
  %18 = alloca <2 x i16>, align 4
  %19 = alloca <2 x half>, align 4
  %20 = alloca float, align 4
  store ptr %0, ptr %6, align 8
  store ptr %1, ptr %7, align 8
  store ptr %2, ptr %8, align 8
  store ptr %3, ptr %9, align 8
  store i32 %4, ptr %10, align 4
  %21 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !23
  %22 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !24
  %23 = mul nsw i32 %21, %22, !dbg !25
  %24 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !26
  %25 = add nsw i32 %23, %24, !dbg !27
  store i32 %25, ptr %11, align 4, !dbg !28
  %26 = load i32, ptr %11, align 4, !dbg !29
  %27 = load i32, ptr %10, align 4, !dbg !30
  %28 = icmp sge i32 %26, %27, !dbg !31
  br i1 %28, label %29, label %30, !dbg !31

29:                                               ; preds = %5
  br label %115, !dbg !32

30:                                               ; preds = %5
  %31 = load ptr, ptr %6, align 8, !dbg !33
  %32 = load i32, ptr %11, align 4, !dbg !34
  %33 = sext i32 %32 to i64, !dbg !33
  %34 = getelementptr inbounds <2 x half>, ptr %31, i64 %33, !dbg !33
  %35 = load <2 x half>, ptr %34, align 4, !dbg !33
  store <2 x half> %35, ptr %12, align 4, !dbg !35
  %36 = load ptr, ptr %7, align 8, !dbg !36
  %37 = load i32, ptr %11, align 4, !dbg !37
  %38 = sext i32 %37 to i64, !dbg !36
  %39 = getelementptr inbounds <2 x half>, ptr %36, i64 %38, !dbg !36
  %40 = load <2 x half>, ptr %39, align 4, !dbg !36
  store <2 x half> %40, ptr %13, align 4, !dbg !38
  %41 = load <2 x half>, ptr %12, align 4, !dbg !39
  %42 = load <2 x half>, ptr %13, align 4, !dbg !40
  %43 = call contract noundef <2 x half> @_Z5axpy2Dv2_DF16_S_S_(<2 x half> noundef %41, <2 x half> noundef %42, <2 x half> noundef splat (half 0xH3800)) #4, !dbg !41
  store <2 x half> %43, ptr %14, align 4, !dbg !42
  %44 = load <2 x half>, ptr %14, align 4, !dbg !43
  %45 = load <2 x half>, ptr %13, align 4, !dbg !44
  %46 = call contract noundef <2 x half> @_Z5habs2Dv2_DF16_(<2 x half> noundef %45) #4, !dbg !45
  %47 = call contract <2 x half> @llvm.nvvm.fmax.f16x2(<2 x half> %44, <2 x half> %46), !dbg !46
  store <2 x half> %47, ptr %15, align 4, !dbg !47
  %48 = load <2 x half>, ptr %15, align 4, !dbg !48
  %49 = load <2 x half>, ptr %12, align 4, !dbg !49
  %50 = load <2 x half>, ptr %13, align 4, !dbg !50
  %51 = fmul contract <2 x half> %49, %50, !dbg !51
  %52 = load <2 x half>, ptr %14, align 4, !dbg !52
  %53 = fsub contract <2 x half> %51, %52, !dbg !53
  %54 = call contract <2 x half> @llvm.nvvm.fmin.nan.f16x2(<2 x half> %48, <2 x half> %53), !dbg !54
  store <2 x half> %54, ptr %16, align 4, !dbg !55
  %55 = load <2 x half>, ptr %16, align 4, !dbg !56
  %56 = load <2 x half>, ptr %12, align 4, !dbg !57
  %57 = load <2 x half>, ptr %13, align 4, !dbg !58
  %58 = call contract <2 x half> @llvm.nvvm.fma.rn.relu.f16x2(<2 x half> %55, <2 x half> %56, <2 x half> %57), !dbg !59
  store <2 x half> %58, ptr %17, align 4, !dbg !60
  %59 = load <2 x half>, ptr %12, align 4, !dbg !61
  %60 = load <2 x half>, ptr %13, align 4, !dbg !62
  %61 = fcmp contract ogt <2 x half> %59, %60, !dbg !63
  %62 = sext <2 x i1> %61 to <2 x i16>, !dbg !63
  store <2 x i16> %62, ptr %18, align 4, !dbg !64
  %63 = load <2 x i16>, ptr %18, align 4, !dbg !65
  %64 = extractelement <2 x i16> %63, i64 0, !dbg !65
  %65 = icmp ne i16 %64, 0, !dbg !65
  br i1 %65, label %66, label %68, !dbg !65

66:                                               ; preds = %30
  %67 = load <2 x half>, ptr %17, align 4, !dbg !66
  br label %71, !dbg !65

68:                                               ; preds = %30
  %69 = load <2 x half>, ptr %17, align 4, !dbg !67
  %70 = fneg contract <2 x half> %69, !dbg !68
  br label %71, !dbg !65

71:                                               ; preds = %68, %66
  %72 = phi contract <2 x half> [ %67, %66 ], [ %70, %68 ], !dbg !65
  store <2 x half> %72, ptr %19, align 4, !dbg !69
  %73 = load <2 x i16>, ptr %18, align 4, !dbg !70
  %74 = extractelement <2 x i16> %73, i64 1, !dbg !70
  %75 = icmp ne i16 %74, 0, !dbg !70
  br i1 %75, label %76, label %79, !dbg !70

76:                                               ; preds = %71
  %77 = load <2 x half>, ptr %19, align 4, !dbg !71
  %78 = extractelement <2 x half> %77, i64 1, !dbg !71
  br label %85, !dbg !70

79:                                               ; preds = %71
  %80 = load <2 x half>, ptr %13, align 4, !dbg !72
  %81 = extractelement <2 x half> %80, i64 1, !dbg !72
  %82 = fpext contract half %81 to float, !dbg !72
  %83 = fmul contract float %82, 2.500000e-01, !dbg !73
  %84 = fptrunc contract float %83 to half, !dbg !74
  br label %85, !dbg !70

85:                                               ; preds = %79, %76
  %86 = phi contract half [ %78, %76 ], [ %84, %79 ], !dbg !70
  %87 = load <2 x half>, ptr %19, align 4, !dbg !75
  %88 = insertelement <2 x half> %87, half %86, i64 1, !dbg !75
  store <2 x half> %88, ptr %19, align 4, !dbg !75
  %89 = load <2 x half>, ptr %19, align 4, !dbg !76
  %90 = load <2 x half>, ptr %12, align 4, !dbg !77
  %91 = call contract <2 x half> @llvm.nvvm.ex2.approx.v2f16(<2 x half> %90), !dbg !78
  %92 = fadd contract <2 x half> %89, %91, !dbg !79
  %93 = load ptr, ptr %8, align 8, !dbg !80
  %94 = load i32, ptr %11, align 4, !dbg !81
  %95 = sext i32 %94 to i64, !dbg !80
  %96 = getelementptr inbounds <2 x half>, ptr %93, i64 %95, !dbg !80
  store <2 x half> %92, ptr %96, align 4, !dbg !82
  %97 = load <2 x half>, ptr %12, align 4, !dbg !83
  %98 = extractelement <2 x half> %97, i64 0, !dbg !83
  %99 = fpext contract half %98 to float, !dbg !83
  %100 = load <2 x half>, ptr %13, align 4, !dbg !84
  %101 = extractelement <2 x half> %100, i64 0, !dbg !84
  %102 = fpext contract half %101 to float, !dbg !84
  %103 = fmul contract float %99, %102, !dbg !85
  %104 = load <2 x half>, ptr %12, align 4, !dbg !86
  %105 = extractelement <2 x half> %104, i64 1, !dbg !86
  %106 = fpext contract half %105 to float, !dbg !86
  %107 = load <2 x half>, ptr %13, align 4, !dbg !87
  %108 = extractelement <2 x half> %107, i64 1, !dbg !87
  %109 = fpext contract half %108 to float, !dbg !87
  %110 = fmul contract float %106, %109, !dbg !88
  %111 = fadd contract float %103, %110, !dbg !89
  store float %111, ptr %20, align 4, !dbg !90
  %112 = load ptr, ptr %9, align 8, !dbg !91
  %113 = load float, ptr %20, align 4, !dbg !92
  %114 = atomicrmw fadd ptr %112, float %113 seq_cst, align 4, !dbg !93
  br label %115, !dbg !94

115:                                              ; preds = %85, %29
  ret void, !dbg !94
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x half> @llvm.nvvm.fmax.f16x2(<2 x half>, <2 x half>) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x half> @llvm.nvvm.fmin.nan.f16x2(<2 x half>, <2 x half>) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x half> @llvm.nvvm.fma.rn.relu.f16x2(<2 x half>, <2 x half>, <2 x half>) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <2 x half> @llvm.nvvm.ex2.approx.v2f16(<2 x half>) #3

attributes #0 = { convergent mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #4 = { convergent nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6}
!llvm.ident = !{!7}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "k27_half2_math.cu", directory: "/work/wt/numba25c/tools/capture/clang_kernels")
!2 = !{i32 7, !"Dwarf Version", i32 2}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!6 = !{i32 7, !"frame-pointer", i32 2}
!7 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!8 = distinct !DISubprogram(name: "habs2", scope: !1, file: !1, line: 8, type: !9, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!9 = !DISubroutineType(types: !10)
!10 = !{}
!11 = !DILocation(line: 9, column: 19, scope: !8)
!12 = !DILocation(line: 9, column: 51, scope: !8)
!13 = !DILocation(line: 9, column: 12, scope: !8)
!14 = !DILocation(line: 10, column: 10, scope: !8)
!15 = !DILocation(line: 10, column: 3, scope: !8)
!16 = distinct !DISubprogram(name: "axpy2", scope: !1, file: !1, line: 13, type: !9, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!17 = !DILocation(line: 14, column: 30, scope: !16)
!18 = !DILocation(line: 14, column: 33, scope: !16)
!19 = !DILocation(line: 14, column: 36, scope: !16)
!20 = !DILocation(line: 14, column: 10, scope: !16)
!21 = !DILocation(line: 14, column: 3, scope: !16)
!22 = distinct !DISubprogram(name: "half2_math", scope: !1, file: !1, line: 17, type: !9, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!23 = !DILocation(line: 18, column: 11, scope: !22)
!24 = !DILocation(line: 18, column: 24, scope: !22)
!25 = !DILocation(line: 18, column: 22, scope: !22)
!26 = !DILocation(line: 18, column: 37, scope: !22)
!27 = !DILocation(line: 18, column: 35, scope: !22)
!28 = !DILocation(line: 18, column: 7, scope: !22)
!29 = !DILocation(line: 19, column: 7, scope: !22)
!30 = !DILocation(line: 19, column: 12, scope: !22)
!31 = !DILocation(line: 19, column: 9, scope: !22)
!32 = !DILocation(line: 19, column: 15, scope: !22)
!33 = !DILocation(line: 20, column: 13, scope: !22)
!34 = !DILocation(line: 20, column: 15, scope: !22)
!35 = !DILocation(line: 20, column: 9, scope: !22)
!36 = !DILocation(line: 20, column: 23, scope: !22)
!37 = !DILocation(line: 20, column: 25, scope: !22)
!38 = !DILocation(line: 20, column: 19, scope: !22)
!39 = !DILocation(line: 21, column: 19, scope: !22)
!40 = !DILocation(line: 21, column: 22, scope: !22)
!41 = !DILocation(line: 21, column: 13, scope: !22)
!42 = !DILocation(line: 21, column: 9, scope: !22)
!43 = !DILocation(line: 22, column: 31, scope: !22)
!44 = !DILocation(line: 22, column: 40, scope: !22)
!45 = !DILocation(line: 22, column: 34, scope: !22)
!46 = !DILocation(line: 22, column: 13, scope: !22)
!47 = !DILocation(line: 22, column: 9, scope: !22)
!48 = !DILocation(line: 23, column: 35, scope: !22)
!49 = !DILocation(line: 23, column: 38, scope: !22)
!50 = !DILocation(line: 23, column: 42, scope: !22)
!51 = !DILocation(line: 23, column: 40, scope: !22)
!52 = !DILocation(line: 23, column: 46, scope: !22)
!53 = !DILocation(line: 23, column: 44, scope: !22)
!54 = !DILocation(line: 23, column: 13, scope: !22)
!55 = !DILocation(line: 23, column: 9, scope: !22)
!56 = !DILocation(line: 24, column: 38, scope: !22)
!57 = !DILocation(line: 24, column: 41, scope: !22)
!58 = !DILocation(line: 24, column: 44, scope: !22)
!59 = !DILocation(line: 24, column: 13, scope: !22)
!60 = !DILocation(line: 24, column: 9, scope: !22)
!61 = !DILocation(line: 25, column: 15, scope: !22)
!62 = !DILocation(line: 25, column: 19, scope: !22)
!63 = !DILocation(line: 25, column: 17, scope: !22)
!64 = !DILocation(line: 25, column: 10, scope: !22)
!65 = !DILocation(line: 26, column: 15, scope: !22)
!66 = !DILocation(line: 26, column: 22, scope: !22)
!67 = !DILocation(line: 26, column: 27, scope: !22)
!68 = !DILocation(line: 26, column: 26, scope: !22)
!69 = !DILocation(line: 26, column: 9, scope: !22)
!70 = !DILocation(line: 27, column: 11, scope: !22)
!71 = !DILocation(line: 27, column: 18, scope: !22)
!72 = !DILocation(line: 27, column: 44, scope: !22)
!73 = !DILocation(line: 27, column: 48, scope: !22)
!74 = !DILocation(line: 27, column: 36, scope: !22)
!75 = !DILocation(line: 27, column: 9, scope: !22)
!76 = !DILocation(line: 28, column: 12, scope: !22)
!77 = !DILocation(line: 28, column: 42, scope: !22)
!78 = !DILocation(line: 28, column: 18, scope: !22)
!79 = !DILocation(line: 28, column: 16, scope: !22)
!80 = !DILocation(line: 28, column: 3, scope: !22)
!81 = !DILocation(line: 28, column: 7, scope: !22)
!82 = !DILocation(line: 28, column: 10, scope: !22)
!83 = !DILocation(line: 29, column: 20, scope: !22)
!84 = !DILocation(line: 29, column: 33, scope: !22)
!85 = !DILocation(line: 29, column: 24, scope: !22)
!86 = !DILocation(line: 29, column: 46, scope: !22)
!87 = !DILocation(line: 29, column: 59, scope: !22)
!88 = !DILocation(line: 29, column: 50, scope: !22)
!89 = !DILocation(line: 29, column: 37, scope: !22)
!90 = !DILocation(line: 29, column: 9, scope: !22)
!91 = !DILocation(line: 30, column: 25, scope: !22)
!92 = !DILocation(line: 30, column: 30, scope: !22)
!93 = !DILocation(line: 30, column: 3, scope: !22)
!94 = !DILocation(line: 31, column: 1, scope: !22)
