; ModuleID = 'k28_half_bf16.cu'
source_filename = "k28_half_bf16.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local ptx_kernel void @half_bf16(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef %4, i32 noundef %5) #0 !dbg !8 {
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca half, align 2
  %15 = alloca bfloat, align 2
  %16 = alloca half, align 2
  %17 = alloca i32, align 4
  %18 = alloca bfloat, align 2
  store ptr %0, ptr %7, align 8
  store ptr %1, ptr %8, align 8
  store ptr %2, ptr %9, align 8
  store ptr %3, ptr %10, align 8
  store ptr %4, ptr %11, align 8
  store i32 %5, ptr %12, align 4
  %19 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !11
  %20 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !12
  %21 = mul nsw i32 %19, %20, !dbg !13
  %22 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !14
  %23 = add nsw i32 %21, %22, !dbg !15
  store i32 %23, ptr %13, align 4, !dbg !16
  %24 = load i32, ptr %13, align 4, !dbg !17
  %25 = load i32, ptr %12, align 4, !dbg !18
  %26 = icmp sge i32 %24, %25, !dbg !19
  br i1 %26, label %27, label %28, !dbg !19

27:                                               ; preds = %6
  br label %106, !dbg !20

28:                                               ; preds = %6
  %29 = load ptr, ptr %7, align 8, !dbg !21
  %30 = load i32, ptr %13, align 4, !dbg !22
  %31 = sext i32 %30 to i64, !dbg !21
  %32 = getelementptr inbounds half, ptr %29, i64 %31, !dbg !21
  %33 = load half, ptr %32, align 2, !dbg !21
  store half %33, ptr %14, align 2, !dbg !23
  %34 = load ptr, ptr %8, align 8, !dbg !24
  %35 = load i32, ptr %13, align 4, !dbg !25
  %36 = sext i32 %35 to i64, !dbg !24
  %37 = getelementptr inbounds bfloat, ptr %34, i64 %36, !dbg !24
  %38 = load bfloat, ptr %37, align 2, !dbg !24
  store bfloat %38, ptr %15, align 2, !dbg !26
  store half 0xH0000, ptr %16, align 2, !dbg !27
  store i32 0, ptr %17, align 4, !dbg !28
  br label %39, !dbg !29

39:                                               ; preds = %51, %28
  %40 = load i32, ptr %17, align 4, !dbg !30
  %41 = icmp slt i32 %40, 4, !dbg !31
  br i1 %41, label %42, label %54, !dbg !32

42:                                               ; preds = %39
  %43 = load half, ptr %14, align 2, !dbg !33
  %44 = load i32, ptr %17, align 4, !dbg !34
  %45 = add nsw i32 %44, 1, !dbg !35
  %46 = sitofp i32 %45 to half, !dbg !36
  %47 = fmul contract half %43, %46, !dbg !37
  %48 = fsub contract half %47, 0xH3400, !dbg !38
  %49 = load half, ptr %16, align 2, !dbg !39
  %50 = fadd contract half %49, %48, !dbg !39
  store half %50, ptr %16, align 2, !dbg !39
  br label %51, !dbg !40

51:                                               ; preds = %42
  %52 = load i32, ptr %17, align 4, !dbg !41
  %53 = add nsw i32 %52, 1, !dbg !41
  store i32 %53, ptr %17, align 4, !dbg !41
  br label %39, !dbg !32, !llvm.loop !42

54:                                               ; preds = %39
  %55 = load half, ptr %16, align 2, !dbg !45
  %56 = load half, ptr %14, align 2, !dbg !46
  %57 = fcmp contract ogt half %55, %56, !dbg !47
  br i1 %57, label %58, label %60, !dbg !45

58:                                               ; preds = %54
  %59 = load half, ptr %16, align 2, !dbg !48
  br label %63, !dbg !45

60:                                               ; preds = %54
  %61 = load half, ptr %14, align 2, !dbg !49
  %62 = fneg contract half %61, !dbg !50
  br label %63, !dbg !45

63:                                               ; preds = %60, %58
  %64 = phi contract half [ %59, %58 ], [ %62, %60 ], !dbg !45
  %65 = load ptr, ptr %9, align 8, !dbg !51
  %66 = load i32, ptr %13, align 4, !dbg !52
  %67 = sext i32 %66 to i64, !dbg !51
  %68 = getelementptr inbounds half, ptr %65, i64 %67, !dbg !51
  store half %64, ptr %68, align 2, !dbg !53
  %69 = load bfloat, ptr %15, align 2, !dbg !54
  %70 = fpext contract bfloat %69 to float, !dbg !55
  %71 = load bfloat, ptr %15, align 2, !dbg !56
  %72 = fpext contract bfloat %71 to float, !dbg !55
  %73 = fmul contract float %70, %72, !dbg !55
  %74 = fadd contract float %73, 1.000000e+00, !dbg !55
  %75 = fptrunc contract float %74 to bfloat, !dbg !55
  store bfloat %75, ptr %18, align 2, !dbg !57
  %76 = load bfloat, ptr %18, align 2, !dbg !58
  %77 = fpext contract bfloat %76 to float, !dbg !59
  %78 = load i32, ptr %13, align 4, !dbg !60
  %79 = add nsw i32 %78, 1, !dbg !61
  %80 = sitofp i32 %79 to float, !dbg !62
  %81 = fptrunc contract float %80 to bfloat, !dbg !63
  %82 = fpext contract bfloat %81 to float, !dbg !59
  %83 = fdiv contract float %77, %82, !dbg !59
  %84 = fptrunc contract float %83 to bfloat, !dbg !59
  %85 = load ptr, ptr %10, align 8, !dbg !64
  %86 = load i32, ptr %13, align 4, !dbg !65
  %87 = sext i32 %86 to i64, !dbg !64
  %88 = getelementptr inbounds bfloat, ptr %85, i64 %87, !dbg !64
  store bfloat %84, ptr %88, align 2, !dbg !66
  %89 = load bfloat, ptr %18, align 2, !dbg !67
  %90 = fpext contract bfloat %89 to float, !dbg !67
  %91 = load half, ptr %16, align 2, !dbg !68
  %92 = fpext contract half %91 to float, !dbg !68
  %93 = fadd contract float %90, %92, !dbg !69
  %94 = load half, ptr %14, align 2, !dbg !70
  %95 = fpext contract half %94 to double, !dbg !70
  %96 = fptrunc contract double %95 to float, !dbg !71
  %97 = fadd contract float %93, %96, !dbg !72
  %98 = load bfloat, ptr %15, align 2, !dbg !73
  %99 = fptosi bfloat %98 to i32, !dbg !73
  %100 = sitofp i32 %99 to float, !dbg !74
  %101 = fadd contract float %97, %100, !dbg !75
  %102 = load ptr, ptr %11, align 8, !dbg !76
  %103 = load i32, ptr %13, align 4, !dbg !77
  %104 = sext i32 %103 to i64, !dbg !76
  %105 = getelementptr inbounds float, ptr %102, i64 %104, !dbg !76
  store float %101, ptr %105, align 4, !dbg !78
  br label %106, !dbg !79

106:                                              ; preds = %63, %27
  ret void, !dbg !79
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6}
!llvm.ident = !{!7}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "k28_half_bf16.cu", directory: "/work/wt/nvir31/tools/capture/clang_kernels")
!2 = !{i32 7, !"Dwarf Version", i32 2}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!6 = !{i32 7, !"frame-pointer", i32 2}
!7 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!8 = distinct !DISubprogram(name: "half_bf16", scope: !1, file: !1, line: 4, type: !9, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
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
!21 = !DILocation(line: 7, column: 16, scope: !8)
!22 = !DILocation(line: 7, column: 18, scope: !8)
!23 = !DILocation(line: 7, column: 12, scope: !8)
!24 = !DILocation(line: 8, column: 14, scope: !8)
!25 = !DILocation(line: 8, column: 16, scope: !8)
!26 = !DILocation(line: 8, column: 10, scope: !8)
!27 = !DILocation(line: 9, column: 12, scope: !8)
!28 = !DILocation(line: 10, column: 12, scope: !8)
!29 = !DILocation(line: 10, column: 8, scope: !8)
!30 = !DILocation(line: 10, column: 19, scope: !8)
!31 = !DILocation(line: 10, column: 21, scope: !8)
!32 = !DILocation(line: 10, column: 3, scope: !8)
!33 = !DILocation(line: 10, column: 38, scope: !8)
!34 = !DILocation(line: 10, column: 53, scope: !8)
!35 = !DILocation(line: 10, column: 55, scope: !8)
!36 = !DILocation(line: 10, column: 52, scope: !8)
!37 = !DILocation(line: 10, column: 40, scope: !8)
!38 = !DILocation(line: 10, column: 60, scope: !8)
!39 = !DILocation(line: 10, column: 35, scope: !8)
!40 = !DILocation(line: 10, column: 31, scope: !8)
!41 = !DILocation(line: 10, column: 26, scope: !8)
!42 = distinct !{!42, !32, !43, !44}
!43 = !DILocation(line: 10, column: 72, scope: !8)
!44 = !{!"llvm.loop.mustprogress"}
!45 = !DILocation(line: 11, column: 11, scope: !8)
!46 = !DILocation(line: 11, column: 17, scope: !8)
!47 = !DILocation(line: 11, column: 15, scope: !8)
!48 = !DILocation(line: 11, column: 21, scope: !8)
!49 = !DILocation(line: 11, column: 28, scope: !8)
!50 = !DILocation(line: 11, column: 27, scope: !8)
!51 = !DILocation(line: 11, column: 3, scope: !8)
!52 = !DILocation(line: 11, column: 6, scope: !8)
!53 = !DILocation(line: 11, column: 9, scope: !8)
!54 = !DILocation(line: 12, column: 14, scope: !8)
!55 = !DILocation(line: 12, column: 20, scope: !8)
!56 = !DILocation(line: 12, column: 18, scope: !8)
!57 = !DILocation(line: 12, column: 10, scope: !8)
!58 = !DILocation(line: 13, column: 11, scope: !8)
!59 = !DILocation(line: 13, column: 13, scope: !8)
!60 = !DILocation(line: 13, column: 31, scope: !8)
!61 = !DILocation(line: 13, column: 33, scope: !8)
!62 = !DILocation(line: 13, column: 30, scope: !8)
!63 = !DILocation(line: 13, column: 23, scope: !8)
!64 = !DILocation(line: 13, column: 3, scope: !8)
!65 = !DILocation(line: 13, column: 6, scope: !8)
!66 = !DILocation(line: 13, column: 9, scope: !8)
!67 = !DILocation(line: 14, column: 18, scope: !8)
!68 = !DILocation(line: 14, column: 29, scope: !8)
!69 = !DILocation(line: 14, column: 20, scope: !8)
!70 = !DILocation(line: 14, column: 50, scope: !8)
!71 = !DILocation(line: 14, column: 42, scope: !8)
!72 = !DILocation(line: 14, column: 33, scope: !8)
!73 = !DILocation(line: 14, column: 66, scope: !8)
!74 = !DILocation(line: 14, column: 61, scope: !8)
!75 = !DILocation(line: 14, column: 52, scope: !8)
!76 = !DILocation(line: 14, column: 3, scope: !8)
!77 = !DILocation(line: 14, column: 6, scope: !8)
!78 = !DILocation(line: 14, column: 9, scope: !8)
!79 = !DILocation(line: 15, column: 1, scope: !8)
