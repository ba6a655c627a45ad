; ModuleID = 'k27_func_ptrs.cu'
source_filename = "k27_func_ptrs.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Vec2 = type { float, float }
%struct.Stage = type { ptr, float }

@table = dso_local addrspace(1) externally_initialized global [4 x ptr] [ptr @_Z2sqf, ptr @_Z7half_off, ptr @_Z3negf, ptr @_Z4cubef], align 8
@llvm.compiler.used = appending global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @table to ptr)], section "llvm.metadata"

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local noundef float @_Z2sqf(float noundef %0) #0 !dbg !8 {
  %2 = alloca float, align 4
  store float %0, ptr %2, align 4
  %3 = load float, ptr %2, align 4, !dbg !11
  %4 = load float, ptr %2, align 4, !dbg !12
  %5 = fmul contract float %3, %4, !dbg !13
  ret float %5, !dbg !14
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local noundef float @_Z7half_off(float noundef %0) #0 !dbg !15 {
  %2 = alloca float, align 4
  store float %0, ptr %2, align 4
  %3 = load float, ptr %2, align 4, !dbg !16
  %4 = fmul contract float %3, 5.000000e-01, !dbg !17
  ret float %4, !dbg !18
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local noundef float @_Z3negf(float noundef %0) #0 !dbg !19 {
  %2 = alloca float, align 4
  store float %0, ptr %2, align 4
  %3 = load float, ptr %2, align 4, !dbg !20
  %4 = fneg contract float %3, !dbg !21
  ret float %4, !dbg !22
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local noundef float @_Z4cubef(float noundef %0) #0 !dbg !23 {
  %2 = alloca float, align 4
  store float %0, ptr %2, align 4
  %3 = load float, ptr %2, align 4, !dbg !24
  %4 = load float, ptr %2, align 4, !dbg !25
  %5 = fmul contract float %3, %4, !dbg !26
  %6 = load float, ptr %2, align 4, !dbg !27
  %7 = fmul contract float %5, %6, !dbg !28
  ret float %7, !dbg !29
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local %struct.Vec2 @_Z5scale4Vec2f(ptr noundef byval(%struct.Vec2) align 4 %0, float noundef %1) #0 !dbg !30 {
  %3 = alloca %struct.Vec2, align 4
  %4 = alloca float, align 4
  store float %1, ptr %4, align 4
  %5 = getelementptr inbounds nuw %struct.Vec2, ptr %3, i32 0, i32 0, !dbg !31
  %6 = getelementptr inbounds nuw %struct.Vec2, ptr %0, i32 0, i32 0, !dbg !32
  %7 = load float, ptr %6, align 4, !dbg !32
  %8 = load float, ptr %4, align 4, !dbg !33
  %9 = fmul contract float %7, %8, !dbg !34
  store float %9, ptr %5, align 4, !dbg !31
  %10 = getelementptr inbounds nuw %struct.Vec2, ptr %3, i32 0, i32 1, !dbg !31
  %11 = getelementptr inbounds nuw %struct.Vec2, ptr %0, i32 0, i32 1, !dbg !35
  %12 = load float, ptr %11, align 4, !dbg !35
  %13 = load float, ptr %4, align 4, !dbg !36
  %14 = fmul contract float %12, %13, !dbg !37
  store float %14, ptr %10, align 4, !dbg !31
  %15 = load %struct.Vec2, ptr %3, align 4, !dbg !38
  ret %struct.Vec2 %15, !dbg !38
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local %struct.Vec2 @_Z8swap_add4Vec2f(ptr noundef byval(%struct.Vec2) align 4 %0, float noundef %1) #0 !dbg !39 {
  %3 = alloca %struct.Vec2, align 4
  %4 = alloca float, align 4
  store float %1, ptr %4, align 4
  %5 = getelementptr inbounds nuw %struct.Vec2, ptr %3, i32 0, i32 0, !dbg !40
  %6 = getelementptr inbounds nuw %struct.Vec2, ptr %0, i32 0, i32 1, !dbg !41
  %7 = load float, ptr %6, align 4, !dbg !41
  %8 = load float, ptr %4, align 4, !dbg !42
  %9 = fadd contract float %7, %8, !dbg !43
  store float %9, ptr %5, align 4, !dbg !40
  %10 = getelementptr inbounds nuw %struct.Vec2, ptr %3, i32 0, i32 1, !dbg !40
  %11 = getelementptr inbounds nuw %struct.Vec2, ptr %0, i32 0, i32 0, !dbg !44
  %12 = load float, ptr %11, align 4, !dbg !44
  %13 = load float, ptr %4, align 4, !dbg !45
  %14 = fadd contract float %12, %13, !dbg !46
  store float %14, ptr %10, align 4, !dbg !40
  %15 = load %struct.Vec2, ptr %3, align 4, !dbg !47
  ret %struct.Vec2 %15, !dbg !47
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local noundef float @_Z7apply_nPFffEfi(ptr noundef %0, float noundef %1, i32 noundef %2) #0 !dbg !48 {
  %4 = alloca ptr, align 8
  %5 = alloca float, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store float %1, ptr %5, align 4
  store i32 %2, ptr %6, align 4
  store i32 0, ptr %7, align 4, !dbg !49
  br label %8, !dbg !50

8:                                                ; preds = %16, %3
  %9 = load i32, ptr %7, align 4, !dbg !51
  %10 = load i32, ptr %6, align 4, !dbg !52
  %11 = icmp slt i32 %9, %10, !dbg !53
  br i1 %11, label %12, label %19, !dbg !54

12:                                               ; preds = %8
  %13 = load ptr, ptr %4, align 8, !dbg !55
  %14 = load float, ptr %5, align 4, !dbg !56
  %15 = call contract noundef float %13(float noundef %14) #4, !dbg !55
  store float %15, ptr %5, align 4, !dbg !57
  br label %16, !dbg !58

16:                                               ; preds = %12
  %17 = load i32, ptr %7, align 4, !dbg !59
  %18 = add nsw i32 %17, 1, !dbg !59
  store i32 %18, ptr %7, align 4, !dbg !59
  br label %8, !dbg !54, !llvm.loop !60

19:                                               ; preds = %8
  %20 = load float, ptr %5, align 4, !dbg !63
  ret float %20, !dbg !64
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local noundef ptr @_Z6choosei(i32 noundef %0) #0 !dbg !65 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4, !dbg !66
  %4 = and i32 %3, 1, !dbg !67
  %5 = icmp ne i32 %4, 0, !dbg !66
  br i1 %5, label %6, label %7, !dbg !66

6:                                                ; preds = %1
  br label %8, !dbg !66

7:                                                ; preds = %1
  br label %8, !dbg !66

8:                                                ; preds = %7, %6
  %9 = phi ptr [ @_Z8swap_add4Vec2f, %6 ], [ @_Z5scale4Vec2f, %7 ], !dbg !66
  ret ptr %9, !dbg !68
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local ptx_kernel void @func_ptrs(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, i32 noundef %4) #1 !dbg !69 {
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca [2 x %struct.Stage], align 8
  %14 = alloca float, align 4
  %15 = alloca i32, align 4
  %16 = alloca ptr, align 8
  %17 = alloca %struct.Vec2, align 4
  %18 = alloca %struct.Vec2, align 4
  store ptr %0, ptr %6, align 8
  store ptr %1, ptr %7, align 8
  store ptr %2, ptr %8, align 8
  store ptr %3, ptr %9, align 8
  store i32 %4, ptr %10, align 4
  %19 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !70
  %20 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !71
  %21 = mul nsw i32 %19, %20, !dbg !72
  %22 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !73
  %23 = add nsw i32 %21, %22, !dbg !74
  store i32 %23, ptr %11, align 4, !dbg !75
  %24 = load i32, ptr %11, align 4, !dbg !76
  %25 = load i32, ptr %10, align 4, !dbg !77
  %26 = icmp sge i32 %24, %25, !dbg !78
  br i1 %26, label %27, label %28, !dbg !78

27:                                               ; preds = %5
  br label %110, !dbg !79

28:                                               ; preds = %5
  %29 = load ptr, ptr %7, align 8, !dbg !80
  %30 = load i32, ptr %11, align 4, !dbg !81
  %31 = sext i32 %30 to i64, !dbg !80
  %32 = getelementptr inbounds i32, ptr %29, i64 %31, !dbg !80
  %33 = load i32, ptr %32, align 4, !dbg !80
  store i32 %33, ptr %12, align 4, !dbg !82
  %34 = getelementptr inbounds nuw %struct.Stage, ptr %13, i32 0, i32 0, !dbg !83
  %35 = load i32, ptr %12, align 4, !dbg !84
  %36 = and i32 %35, 3, !dbg !85
  %37 = sext i32 %36 to i64, !dbg !86
  %38 = getelementptr inbounds [4 x ptr], ptr addrspacecast (ptr addrspace(1) @table to ptr), i64 0, i64 %37, !dbg !86
  %39 = load ptr, ptr %38, align 8, !dbg !86
  store ptr %39, ptr %34, align 8, !dbg !83
  %40 = getelementptr inbounds nuw %struct.Stage, ptr %13, i32 0, i32 1, !dbg !83
  store float 1.000000e+00, ptr %40, align 8, !dbg !83
  %41 = getelementptr inbounds %struct.Stage, ptr %13, i64 1, !dbg !87
  %42 = getelementptr inbounds nuw %struct.Stage, ptr %41, i32 0, i32 0, !dbg !88
  %43 = load i32, ptr %12, align 4, !dbg !89
  %44 = ashr i32 %43, 2, !dbg !90
  %45 = and i32 %44, 3, !dbg !91
  %46 = sext i32 %45 to i64, !dbg !92
  %47 = getelementptr inbounds [4 x ptr], ptr addrspacecast (ptr addrspace(1) @table to ptr), i64 0, i64 %46, !dbg !92
  %48 = load ptr, ptr %47, align 8, !dbg !92
  store ptr %48, ptr %42, align 8, !dbg !88
  %49 = getelementptr inbounds nuw %struct.Stage, ptr %41, i32 0, i32 1, !dbg !88
  store float -5.000000e-01, ptr %49, align 8, !dbg !88
  %50 = load ptr, ptr %6, align 8, !dbg !93
  %51 = load i32, ptr %11, align 4, !dbg !94
  %52 = sext i32 %51 to i64, !dbg !93
  %53 = getelementptr inbounds float, ptr %50, i64 %52, !dbg !93
  %54 = load float, ptr %53, align 4, !dbg !93
  store float %54, ptr %14, align 4, !dbg !95
  store i32 0, ptr %15, align 4, !dbg !96
  br label %55, !dbg !97

55:                                               ; preds = %72, %28
  %56 = load i32, ptr %15, align 4, !dbg !98
  %57 = icmp slt i32 %56, 2, !dbg !99
  br i1 %57, label %58, label %75, !dbg !100

58:                                               ; preds = %55
  %59 = load i32, ptr %15, align 4, !dbg !101
  %60 = sext i32 %59 to i64, !dbg !102
  %61 = getelementptr inbounds [2 x %struct.Stage], ptr %13, i64 0, i64 %60, !dbg !102
  %62 = getelementptr inbounds nuw %struct.Stage, ptr %61, i32 0, i32 0, !dbg !103
  %63 = load ptr, ptr %62, align 8, !dbg !102
  %64 = load float, ptr %14, align 4, !dbg !104
  %65 = call contract noundef float %63(float noundef %64) #4, !dbg !102
  %66 = load i32, ptr %15, align 4, !dbg !105
  %67 = sext i32 %66 to i64, !dbg !106
  %68 = getelementptr inbounds [2 x %struct.Stage], ptr %13, i64 0, i64 %67, !dbg !106
  %69 = getelementptr inbounds nuw %struct.Stage, ptr %68, i32 0, i32 1, !dbg !107
  %70 = load float, ptr %69, align 8, !dbg !107
  %71 = fadd contract float %65, %70, !dbg !108
  store float %71, ptr %14, align 4, !dbg !109
  br label %72, !dbg !110

72:                                               ; preds = %58
  %73 = load i32, ptr %15, align 4, !dbg !111
  %74 = add nsw i32 %73, 1, !dbg !111
  store i32 %74, ptr %15, align 4, !dbg !111
  br label %55, !dbg !100, !llvm.loop !112

75:                                               ; preds = %55
  %76 = load i32, ptr %12, align 4, !dbg !113
  %77 = add nsw i32 %76, 1, !dbg !114
  %78 = and i32 %77, 3, !dbg !115
  %79 = sext i32 %78 to i64, !dbg !116
  %80 = getelementptr inbounds [4 x ptr], ptr addrspacecast (ptr addrspace(1) @table to ptr), i64 0, i64 %79, !dbg !116
  %81 = load ptr, ptr %80, align 8, !dbg !116
  %82 = load float, ptr %14, align 4, !dbg !117
  %83 = load i32, ptr %12, align 4, !dbg !118
  %84 = and i32 %83, 3, !dbg !119
  %85 = call contract noundef float @_Z7apply_nPFffEfi(ptr noundef %81, float noundef %82, i32 noundef %84) #4, !dbg !120
  %86 = load ptr, ptr %8, align 8, !dbg !121
  %87 = load i32, ptr %11, align 4, !dbg !122
  %88 = sext i32 %87 to i64, !dbg !121
  %89 = getelementptr inbounds float, ptr %86, i64 %88, !dbg !121
  store float %85, ptr %89, align 4, !dbg !123
  %90 = load i32, ptr %12, align 4, !dbg !124
  %91 = call noundef ptr @_Z6choosei(i32 noundef %90) #4, !dbg !125
  store ptr %91, ptr %16, align 8, !dbg !126
  %92 = load ptr, ptr %16, align 8, !dbg !127
  %93 = getelementptr inbounds nuw %struct.Vec2, ptr %18, i32 0, i32 0, !dbg !128
  %94 = load float, ptr %14, align 4, !dbg !129
  store float %94, ptr %93, align 4, !dbg !128
  %95 = getelementptr inbounds nuw %struct.Vec2, ptr %18, i32 0, i32 1, !dbg !128
  %96 = load ptr, ptr %6, align 8, !dbg !130
  %97 = load i32, ptr %11, align 4, !dbg !131
  %98 = sext i32 %97 to i64, !dbg !130
  %99 = getelementptr inbounds float, ptr %96, i64 %98, !dbg !130
  %100 = load float, ptr %99, align 4, !dbg !130
  store float %100, ptr %95, align 4, !dbg !128
  %101 = call %struct.Vec2 %92(ptr noundef byval(%struct.Vec2) align 4 %18, float noundef 2.000000e+00) #4, !dbg !127
  %102 = getelementptr inbounds nuw %struct.Vec2, ptr %17, i32 0, i32 0, !dbg !127
  %103 = extractvalue %struct.Vec2 %101, 0, !dbg !127
  store float %103, ptr %102, align 4, !dbg !127
  %104 = getelementptr inbounds nuw %struct.Vec2, ptr %17, i32 0, i32 1, !dbg !127
  %105 = extractvalue %struct.Vec2 %101, 1, !dbg !127
  store float %105, ptr %104, align 4, !dbg !127
  %106 = load ptr, ptr %9, align 8, !dbg !132
  %107 = load i32, ptr %11, align 4, !dbg !133
  %108 = sext i32 %107 to i64, !dbg !132
  %109 = getelementptr inbounds %struct.Vec2, ptr %106, i64 %108, !dbg !132
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %109, ptr align 4 %17, i64 8, i1 false), !dbg !134
  br label %110, !dbg !135

110:                                              ; preds = %75, %27
  ret void, !dbg !135
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #3

attributes #0 = { convergent mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #1 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { convergent nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6}
!llvm.ident = !{!7}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "k27_func_ptrs.cu", directory: "/work/wt/numba25c/tools/capture/clang_kernels")
!2 = !{i32 7, !"Dwarf Version", i32 2}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!6 = !{i32 7, !"frame-pointer", i32 2}
!7 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!8 = distinct !DISubprogram(name: "sq", scope: !1, file: !1, line: 9, type: !9, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!9 = !DISubroutineType(types: !10)
!10 = !{}
!11 = !DILocation(line: 9, column: 39, scope: !8)
!12 = !DILocation(line: 9, column: 43, scope: !8)
!13 = !DILocation(line: 9, column: 41, scope: !8)
!14 = !DILocation(line: 9, column: 32, scope: !8)
!15 = distinct !DISubprogram(name: "half_of", scope: !1, file: !1, line: 10, type: !9, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!16 = !DILocation(line: 10, column: 44, scope: !15)
!17 = !DILocation(line: 10, column: 46, scope: !15)
!18 = !DILocation(line: 10, column: 37, scope: !15)
!19 = distinct !DISubprogram(name: "neg", scope: !1, file: !1, line: 11, type: !9, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!20 = !DILocation(line: 11, column: 41, scope: !19)
!21 = !DILocation(line: 11, column: 40, scope: !19)
!22 = !DILocation(line: 11, column: 33, scope: !19)
!23 = distinct !DISubprogram(name: "cube", scope: !1, file: !1, line: 12, type: !9, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!24 = !DILocation(line: 12, column: 41, scope: !23)
!25 = !DILocation(line: 12, column: 45, scope: !23)
!26 = !DILocation(line: 12, column: 43, scope: !23)
!27 = !DILocation(line: 12, column: 49, scope: !23)
!28 = !DILocation(line: 12, column: 47, scope: !23)
!29 = !DILocation(line: 12, column: 34, scope: !23)
!30 = distinct !DISubprogram(name: "scale", scope: !1, file: !1, line: 13, type: !9, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!31 = !DILocation(line: 13, column: 53, scope: !30)
!32 = !DILocation(line: 13, column: 56, scope: !30)
!33 = !DILocation(line: 13, column: 60, scope: !30)
!34 = !DILocation(line: 13, column: 58, scope: !30)
!35 = !DILocation(line: 13, column: 65, scope: !30)
!36 = !DILocation(line: 13, column: 69, scope: !30)
!37 = !DILocation(line: 13, column: 67, scope: !30)
!38 = !DILocation(line: 13, column: 42, scope: !30)
!39 = distinct !DISubprogram(name: "swap_add", scope: !1, file: !1, line: 14, type: !9, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!40 = !DILocation(line: 14, column: 56, scope: !39)
!41 = !DILocation(line: 14, column: 59, scope: !39)
!42 = !DILocation(line: 14, column: 63, scope: !39)
!43 = !DILocation(line: 14, column: 61, scope: !39)
!44 = !DILocation(line: 14, column: 68, scope: !39)
!45 = !DILocation(line: 14, column: 72, scope: !39)
!46 = !DILocation(line: 14, column: 70, scope: !39)
!47 = !DILocation(line: 14, column: 45, scope: !39)
!48 = distinct !DISubprogram(name: "apply_n", scope: !1, file: !1, line: 20, type: !9, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!49 = !DILocation(line: 21, column: 12, scope: !48)
!50 = !DILocation(line: 21, column: 8, scope: !48)
!51 = !DILocation(line: 21, column: 19, scope: !48)
!52 = !DILocation(line: 21, column: 23, scope: !48)
!53 = !DILocation(line: 21, column: 21, scope: !48)
!54 = !DILocation(line: 21, column: 3, scope: !48)
!55 = !DILocation(line: 21, column: 35, scope: !48)
!56 = !DILocation(line: 21, column: 37, scope: !48)
!57 = !DILocation(line: 21, column: 33, scope: !48)
!58 = !DILocation(line: 21, column: 31, scope: !48)
!59 = !DILocation(line: 21, column: 26, scope: !48)
!60 = distinct !{!60, !54, !61, !62}
!61 = !DILocation(line: 21, column: 38, scope: !48)
!62 = !{!"llvm.loop.mustprogress"}
!63 = !DILocation(line: 22, column: 10, scope: !48)
!64 = !DILocation(line: 22, column: 3, scope: !48)
!65 = distinct !DISubprogram(name: "choose", scope: !1, file: !1, line: 25, type: !9, scopeLine: 25, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!66 = !DILocation(line: 25, column: 67, scope: !65)
!67 = !DILocation(line: 25, column: 69, scope: !65)
!68 = !DILocation(line: 25, column: 60, scope: !65)
!69 = distinct !DISubprogram(name: "func_ptrs", scope: !1, file: !1, line: 27, type: !9, scopeLine: 27, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!70 = !DILocation(line: 28, column: 11, scope: !69)
!71 = !DILocation(line: 28, column: 24, scope: !69)
!72 = !DILocation(line: 28, column: 22, scope: !69)
!73 = !DILocation(line: 28, column: 37, scope: !69)
!74 = !DILocation(line: 28, column: 35, scope: !69)
!75 = !DILocation(line: 28, column: 7, scope: !69)
!76 = !DILocation(line: 29, column: 7, scope: !69)
!77 = !DILocation(line: 29, column: 12, scope: !69)
!78 = !DILocation(line: 29, column: 9, scope: !69)
!79 = !DILocation(line: 29, column: 15, scope: !69)
!80 = !DILocation(line: 30, column: 11, scope: !69)
!81 = !DILocation(line: 30, column: 15, scope: !69)
!82 = !DILocation(line: 30, column: 7, scope: !69)
!83 = !DILocation(line: 31, column: 22, scope: !69)
!84 = !DILocation(line: 31, column: 29, scope: !69)
!85 = !DILocation(line: 31, column: 31, scope: !69)
!86 = !DILocation(line: 31, column: 23, scope: !69)
!87 = !DILocation(line: 31, column: 21, scope: !69)
!88 = !DILocation(line: 31, column: 44, scope: !69)
!89 = !DILocation(line: 31, column: 52, scope: !69)
!90 = !DILocation(line: 31, column: 54, scope: !69)
!91 = !DILocation(line: 31, column: 60, scope: !69)
!92 = !DILocation(line: 31, column: 45, scope: !69)
!93 = !DILocation(line: 32, column: 13, scope: !69)
!94 = !DILocation(line: 32, column: 15, scope: !69)
!95 = !DILocation(line: 32, column: 9, scope: !69)
!96 = !DILocation(line: 33, column: 12, scope: !69)
!97 = !DILocation(line: 33, column: 8, scope: !69)
!98 = !DILocation(line: 33, column: 19, scope: !69)
!99 = !DILocation(line: 33, column: 21, scope: !69)
!100 = !DILocation(line: 33, column: 3, scope: !69)
!101 = !DILocation(line: 33, column: 42, scope: !69)
!102 = !DILocation(line: 33, column: 35, scope: !69)
!103 = !DILocation(line: 33, column: 45, scope: !69)
!104 = !DILocation(line: 33, column: 47, scope: !69)
!105 = !DILocation(line: 33, column: 59, scope: !69)
!106 = !DILocation(line: 33, column: 52, scope: !69)
!107 = !DILocation(line: 33, column: 62, scope: !69)
!108 = !DILocation(line: 33, column: 50, scope: !69)
!109 = !DILocation(line: 33, column: 33, scope: !69)
!110 = !DILocation(line: 33, column: 31, scope: !69)
!111 = !DILocation(line: 33, column: 26, scope: !69)
!112 = distinct !{!112, !100, !107, !62}
!113 = !DILocation(line: 34, column: 27, scope: !69)
!114 = !DILocation(line: 34, column: 29, scope: !69)
!115 = !DILocation(line: 34, column: 34, scope: !69)
!116 = !DILocation(line: 34, column: 20, scope: !69)
!117 = !DILocation(line: 34, column: 40, scope: !69)
!118 = !DILocation(line: 34, column: 43, scope: !69)
!119 = !DILocation(line: 34, column: 45, scope: !69)
!120 = !DILocation(line: 34, column: 12, scope: !69)
!121 = !DILocation(line: 34, column: 3, scope: !69)
!122 = !DILocation(line: 34, column: 7, scope: !69)
!123 = !DILocation(line: 34, column: 10, scope: !69)
!124 = !DILocation(line: 35, column: 21, scope: !69)
!125 = !DILocation(line: 35, column: 14, scope: !69)
!126 = !DILocation(line: 35, column: 9, scope: !69)
!127 = !DILocation(line: 36, column: 13, scope: !69)
!128 = !DILocation(line: 36, column: 20, scope: !69)
!129 = !DILocation(line: 36, column: 21, scope: !69)
!130 = !DILocation(line: 36, column: 24, scope: !69)
!131 = !DILocation(line: 36, column: 26, scope: !69)
!132 = !DILocation(line: 36, column: 3, scope: !69)
!133 = !DILocation(line: 36, column: 8, scope: !69)
!134 = !DILocation(line: 36, column: 11, scope: !69)
!135 = !DILocation(line: 37, column: 1, scope: !69)
