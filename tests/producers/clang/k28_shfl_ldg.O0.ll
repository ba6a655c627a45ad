; ModuleID = 'k28_shfl_ldg.cu'
source_filename = "k28_shfl_ldg.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local noundef double @_Z6shfl_djdii(i32 noundef %0, double noundef %1, i32 noundef %2, i32 noundef %3) #0 !dbg !8 {
  %5 = alloca i32, align 4
  %6 = alloca double, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i64, align 8
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i64, align 8
  store i32 %0, ptr %5, align 4
  store double %1, ptr %6, align 8
  store i32 %2, ptr %7, align 4
  store i32 %3, ptr %8, align 4
  %13 = load i64, ptr %6, align 8, !dbg !11
  store i64 %13, ptr %9, align 8, !dbg !12
  %14 = load i32, ptr %5, align 4, !dbg !13
  %15 = load i64, ptr %9, align 8, !dbg !14
  %16 = trunc i64 %15 to i32, !dbg !14
  %17 = load i32, ptr %7, align 4, !dbg !15
  %18 = load i32, ptr %8, align 4, !dbg !16
  %19 = sub nsw i32 32, %18, !dbg !17
  %20 = shl i32 %19, 8, !dbg !18
  %21 = or i32 %20, 31, !dbg !19
  %22 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 %14, i32 %16, i32 %17, i32 %21), !dbg !20
  store i32 %22, ptr %10, align 4, !dbg !21
  %23 = load i32, ptr %5, align 4, !dbg !22
  %24 = load i64, ptr %9, align 8, !dbg !23
  %25 = ashr i64 %24, 32, !dbg !24
  %26 = trunc i64 %25 to i32, !dbg !25
  %27 = load i32, ptr %7, align 4, !dbg !26
  %28 = load i32, ptr %8, align 4, !dbg !27
  %29 = sub nsw i32 32, %28, !dbg !28
  %30 = shl i32 %29, 8, !dbg !29
  %31 = or i32 %30, 31, !dbg !30
  %32 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 %23, i32 %26, i32 %27, i32 %31), !dbg !31
  store i32 %32, ptr %11, align 4, !dbg !32
  %33 = load i32, ptr %11, align 4, !dbg !33
  %34 = sext i32 %33 to i64, !dbg !33
  %35 = shl i64 %34, 32, !dbg !34
  %36 = load i32, ptr %10, align 4, !dbg !35
  %37 = zext i32 %36 to i64, !dbg !36
  %38 = or i64 %35, %37, !dbg !37
  store i64 %38, ptr %12, align 8, !dbg !38
  %39 = load double, ptr %12, align 8, !dbg !39
  ret double %39, !dbg !40
}

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32) #1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local ptx_kernel void @shfl_ldg(ptr noalias noundef %0, ptr noalias noundef %1, ptr noalias noundef %2, ptr noundef %3, ptr noundef %4, i32 noundef %5) #2 !dbg !41 {
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca float, align 4
  %16 = alloca <2 x float>, align 8
  %17 = alloca <2 x float>, align 8
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca float, align 4
  %21 = alloca double, align 8
  store ptr %0, ptr %7, align 8
  store ptr %1, ptr %8, align 8
  store ptr %2, ptr %9, align 8
  store ptr %3, ptr %10, align 8
  store ptr %4, ptr %11, align 8
  store i32 %5, ptr %12, align 4
  %22 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !42
  %23 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !43
  %24 = mul nsw i32 %22, %23, !dbg !44
  %25 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !45
  %26 = add nsw i32 %24, %25, !dbg !46
  store i32 %26, ptr %13, align 4, !dbg !47
  %27 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !48
  %28 = and i32 %27, 31, !dbg !49
  store i32 %28, ptr %14, align 4, !dbg !50
  %29 = load i32, ptr %13, align 4, !dbg !51
  %30 = load i32, ptr %12, align 4, !dbg !52
  %31 = icmp slt i32 %29, %30, !dbg !53
  br i1 %31, label %32, label %39, !dbg !51

32:                                               ; preds = %6
  %33 = load ptr, ptr %7, align 8, !dbg !54
  %34 = load i32, ptr %13, align 4, !dbg !55
  %35 = sext i32 %34 to i64, !dbg !54
  %36 = getelementptr inbounds float, ptr %33, i64 %35, !dbg !54
  %37 = addrspacecast ptr %36 to ptr addrspace(1), !dbg !56
  %38 = load float, ptr addrspace(1) %37, align 4, !dbg !56, !invariant.load !10
  br label %40, !dbg !51

39:                                               ; preds = %6
  br label %40, !dbg !51

40:                                               ; preds = %39, %32
  %41 = phi contract float [ %38, %32 ], [ 0.000000e+00, %39 ], !dbg !51
  store float %41, ptr %15, align 4, !dbg !57
  %42 = load i32, ptr %13, align 4, !dbg !58
  %43 = load i32, ptr %12, align 4, !dbg !59
  %44 = icmp slt i32 %42, %43, !dbg !60
  br i1 %44, label %45, label %52, !dbg !58

45:                                               ; preds = %40
  %46 = load ptr, ptr %9, align 8, !dbg !61
  %47 = load i32, ptr %13, align 4, !dbg !62
  %48 = sext i32 %47 to i64, !dbg !61
  %49 = getelementptr inbounds <2 x float>, ptr %46, i64 %48, !dbg !61
  %50 = addrspacecast ptr %49 to ptr addrspace(1), !dbg !63
  %51 = load <2 x float>, ptr addrspace(1) %50, align 8, !dbg !63, !invariant.load !10
  br label %54, !dbg !58

52:                                               ; preds = %40
  store <2 x float> zeroinitializer, ptr %17, align 8, !dbg !64
  %53 = load <2 x float>, ptr %17, align 8, !dbg !64
  br label %54, !dbg !58

54:                                               ; preds = %52, %45
  %55 = phi contract <2 x float> [ %51, %45 ], [ %53, %52 ], !dbg !58
  store <2 x float> %55, ptr %16, align 8, !dbg !65
  %56 = load <2 x float>, ptr %16, align 8, !dbg !66
  %57 = extractelement <2 x float> %56, i64 0, !dbg !66
  %58 = load <2 x float>, ptr %16, align 8, !dbg !67
  %59 = extractelement <2 x float> %58, i64 1, !dbg !67
  %60 = fmul contract float %57, %59, !dbg !68
  %61 = load float, ptr %15, align 4, !dbg !69
  %62 = fadd contract float %61, %60, !dbg !69
  store float %62, ptr %15, align 4, !dbg !69
  store i32 8, ptr %18, align 4, !dbg !70
  br label %63, !dbg !71

63:                                               ; preds = %72, %54
  %64 = load i32, ptr %18, align 4, !dbg !72
  %65 = icmp sgt i32 %64, 0, !dbg !73
  br i1 %65, label %66, label %75, !dbg !74

66:                                               ; preds = %63
  %67 = load float, ptr %15, align 4, !dbg !75
  %68 = load i32, ptr %18, align 4, !dbg !76
  %69 = call contract float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %67, i32 %68, i32 6175), !dbg !77
  %70 = load float, ptr %15, align 4, !dbg !78
  %71 = fadd contract float %70, %69, !dbg !78
  store float %71, ptr %15, align 4, !dbg !78
  br label %72, !dbg !79

72:                                               ; preds = %66
  %73 = load i32, ptr %18, align 4, !dbg !80
  %74 = ashr i32 %73, 1, !dbg !80
  store i32 %74, ptr %18, align 4, !dbg !80
  br label %63, !dbg !74, !llvm.loop !81

75:                                               ; preds = %63
  %76 = load i32, ptr %14, align 4, !dbg !84
  %77 = mul nsw i32 %76, 3, !dbg !85
  %78 = call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %77, i32 2, i32 4096), !dbg !86
  store i32 %78, ptr %19, align 4, !dbg !87
  %79 = load float, ptr %15, align 4, !dbg !88
  %80 = call contract float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %79, i32 4, i32 31), !dbg !89
  store float %80, ptr %20, align 4, !dbg !90
  %81 = load i32, ptr %13, align 4, !dbg !91
  %82 = load i32, ptr %12, align 4, !dbg !92
  %83 = icmp slt i32 %81, %82, !dbg !93
  br i1 %83, label %84, label %91, !dbg !91

84:                                               ; preds = %75
  %85 = load ptr, ptr %8, align 8, !dbg !94
  %86 = load i32, ptr %13, align 4, !dbg !95
  %87 = sext i32 %86 to i64, !dbg !94
  %88 = getelementptr inbounds double, ptr %85, i64 %87, !dbg !94
  %89 = addrspacecast ptr %88 to ptr addrspace(1), !dbg !96
  %90 = load double, ptr addrspace(1) %89, align 8, !dbg !96, !invariant.load !10
  br label %92, !dbg !91

91:                                               ; preds = %75
  br label %92, !dbg !91

92:                                               ; preds = %91, %84
  %93 = phi contract double [ %90, %84 ], [ 0.000000e+00, %91 ], !dbg !91
  store double %93, ptr %21, align 8, !dbg !97
  %94 = load double, ptr %21, align 8, !dbg !98
  %95 = load i32, ptr %14, align 4, !dbg !99
  %96 = add nsw i32 %95, 1, !dbg !100
  %97 = and i32 %96, 7, !dbg !101
  %98 = call contract noundef double @_Z6shfl_djdii(i32 noundef -1, double noundef %94, i32 noundef %97, i32 noundef 8) #4, !dbg !102
  %99 = load double, ptr %21, align 8, !dbg !103
  %100 = fadd contract double %99, %98, !dbg !103
  store double %100, ptr %21, align 8, !dbg !103
  %101 = load i32, ptr %13, align 4, !dbg !104
  %102 = load i32, ptr %12, align 4, !dbg !105
  %103 = icmp slt i32 %101, %102, !dbg !106
  br i1 %103, label %104, label %120, !dbg !106

104:                                              ; preds = %92
  %105 = load float, ptr %15, align 4, !dbg !107
  %106 = load float, ptr %20, align 4, !dbg !108
  %107 = fadd contract float %105, %106, !dbg !109
  %108 = load i32, ptr %19, align 4, !dbg !110
  %109 = sitofp i32 %108 to float, !dbg !110
  %110 = fadd contract float %107, %109, !dbg !111
  %111 = load ptr, ptr %10, align 8, !dbg !112
  %112 = load i32, ptr %13, align 4, !dbg !113
  %113 = sext i32 %112 to i64, !dbg !112
  %114 = getelementptr inbounds float, ptr %111, i64 %113, !dbg !112
  store float %110, ptr %114, align 4, !dbg !114
  %115 = load double, ptr %21, align 8, !dbg !115
  %116 = load ptr, ptr %11, align 8, !dbg !116
  %117 = load i32, ptr %13, align 4, !dbg !117
  %118 = sext i32 %117 to i64, !dbg !116
  %119 = getelementptr inbounds double, ptr %116, i64 %118, !dbg !116
  store double %115, ptr %119, align 8, !dbg !118
  br label %120, !dbg !119

120:                                              ; preds = %104, %92
  ret void, !dbg !120
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.bfly.f32(i32, float, i32, i32) #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.up.i32(i32, i32, i32, i32) #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.down.f32(i32, float, i32, i32) #1

attributes #0 = { convergent mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #1 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #2 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6}
!llvm.ident = !{!7}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "k28_shfl_ldg.cu", directory: "/work/wt/nvir31/tools/capture/clang_kernels")
!2 = !{i32 7, !"Dwarf Version", i32 2}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!6 = !{i32 7, !"frame-pointer", i32 2}
!7 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!8 = distinct !DISubprogram(name: "shfl_d", scope: !1, file: !1, line: 5, type: !9, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!9 = !DISubroutineType(types: !10)
!10 = !{}
!11 = !DILocation(line: 6, column: 17, scope: !8)
!12 = !DILocation(line: 6, column: 13, scope: !8)
!13 = !DILocation(line: 7, column: 37, scope: !8)
!14 = !DILocation(line: 7, column: 45, scope: !8)
!15 = !DILocation(line: 7, column: 48, scope: !8)
!16 = !DILocation(line: 7, column: 61, scope: !8)
!17 = !DILocation(line: 7, column: 59, scope: !8)
!18 = !DILocation(line: 7, column: 64, scope: !8)
!19 = !DILocation(line: 7, column: 70, scope: !8)
!20 = !DILocation(line: 7, column: 12, scope: !8)
!21 = !DILocation(line: 7, column: 7, scope: !8)
!22 = !DILocation(line: 8, column: 37, scope: !8)
!23 = !DILocation(line: 8, column: 46, scope: !8)
!24 = !DILocation(line: 8, column: 48, scope: !8)
!25 = !DILocation(line: 8, column: 45, scope: !8)
!26 = !DILocation(line: 8, column: 56, scope: !8)
!27 = !DILocation(line: 8, column: 69, scope: !8)
!28 = !DILocation(line: 8, column: 67, scope: !8)
!29 = !DILocation(line: 8, column: 72, scope: !8)
!30 = !DILocation(line: 8, column: 78, scope: !8)
!31 = !DILocation(line: 8, column: 12, scope: !8)
!32 = !DILocation(line: 8, column: 7, scope: !8)
!33 = !DILocation(line: 9, column: 49, scope: !8)
!34 = !DILocation(line: 9, column: 52, scope: !8)
!35 = !DILocation(line: 9, column: 71, scope: !8)
!36 = !DILocation(line: 9, column: 61, scope: !8)
!37 = !DILocation(line: 9, column: 59, scope: !8)
!38 = !DILocation(line: 9, column: 37, scope: !8)
!39 = !DILocation(line: 9, column: 10, scope: !8)
!40 = !DILocation(line: 9, column: 3, scope: !8)
!41 = distinct !DISubprogram(name: "shfl_ldg", scope: !1, file: !1, line: 11, type: !9, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!42 = !DILocation(line: 13, column: 11, scope: !41)
!43 = !DILocation(line: 13, column: 24, scope: !41)
!44 = !DILocation(line: 13, column: 22, scope: !41)
!45 = !DILocation(line: 13, column: 37, scope: !41)
!46 = !DILocation(line: 13, column: 35, scope: !41)
!47 = !DILocation(line: 13, column: 7, scope: !41)
!48 = !DILocation(line: 14, column: 14, scope: !41)
!49 = !DILocation(line: 14, column: 26, scope: !41)
!50 = !DILocation(line: 14, column: 7, scope: !41)
!51 = !DILocation(line: 15, column: 13, scope: !41)
!52 = !DILocation(line: 15, column: 17, scope: !41)
!53 = !DILocation(line: 15, column: 15, scope: !41)
!54 = !DILocation(line: 15, column: 35, scope: !41)
!55 = !DILocation(line: 15, column: 37, scope: !41)
!56 = !DILocation(line: 15, column: 21, scope: !41)
!57 = !DILocation(line: 15, column: 9, scope: !41)
!58 = !DILocation(line: 16, column: 15, scope: !41)
!59 = !DILocation(line: 16, column: 19, scope: !41)
!60 = !DILocation(line: 16, column: 17, scope: !41)
!61 = !DILocation(line: 16, column: 38, scope: !41)
!62 = !DILocation(line: 16, column: 41, scope: !41)
!63 = !DILocation(line: 16, column: 23, scope: !41)
!64 = !DILocation(line: 16, column: 47, scope: !41)
!65 = !DILocation(line: 16, column: 11, scope: !41)
!66 = !DILocation(line: 17, column: 8, scope: !41)
!67 = !DILocation(line: 17, column: 14, scope: !41)
!68 = !DILocation(line: 17, column: 12, scope: !41)
!69 = !DILocation(line: 17, column: 5, scope: !41)
!70 = !DILocation(line: 18, column: 12, scope: !41)
!71 = !DILocation(line: 18, column: 8, scope: !41)
!72 = !DILocation(line: 18, column: 19, scope: !41)
!73 = !DILocation(line: 18, column: 21, scope: !41)
!74 = !DILocation(line: 18, column: 3, scope: !41)
!75 = !DILocation(line: 18, column: 78, scope: !41)
!76 = !DILocation(line: 18, column: 81, scope: !41)
!77 = !DILocation(line: 18, column: 40, scope: !41)
!78 = !DILocation(line: 18, column: 37, scope: !41)
!79 = !DILocation(line: 18, column: 35, scope: !41)
!80 = !DILocation(line: 18, column: 28, scope: !41)
!81 = distinct !{!81, !74, !82, !83}
!82 = !DILocation(line: 18, column: 90, scope: !41)
!83 = !{!"llvm.loop.mustprogress"}
!84 = !DILocation(line: 19, column: 48, scope: !41)
!85 = !DILocation(line: 19, column: 53, scope: !41)
!86 = !DILocation(line: 19, column: 12, scope: !41)
!87 = !DILocation(line: 19, column: 7, scope: !41)
!88 = !DILocation(line: 20, column: 52, scope: !41)
!89 = !DILocation(line: 20, column: 14, scope: !41)
!90 = !DILocation(line: 20, column: 9, scope: !41)
!91 = !DILocation(line: 21, column: 15, scope: !41)
!92 = !DILocation(line: 21, column: 19, scope: !41)
!93 = !DILocation(line: 21, column: 17, scope: !41)
!94 = !DILocation(line: 21, column: 37, scope: !41)
!95 = !DILocation(line: 21, column: 39, scope: !41)
!96 = !DILocation(line: 21, column: 23, scope: !41)
!97 = !DILocation(line: 21, column: 10, scope: !41)
!98 = !DILocation(line: 22, column: 28, scope: !41)
!99 = !DILocation(line: 22, column: 33, scope: !41)
!100 = !DILocation(line: 22, column: 38, scope: !41)
!101 = !DILocation(line: 22, column: 43, scope: !41)
!102 = !DILocation(line: 22, column: 9, scope: !41)
!103 = !DILocation(line: 22, column: 6, scope: !41)
!104 = !DILocation(line: 23, column: 7, scope: !41)
!105 = !DILocation(line: 23, column: 11, scope: !41)
!106 = !DILocation(line: 23, column: 9, scope: !41)
!107 = !DILocation(line: 24, column: 14, scope: !41)
!108 = !DILocation(line: 24, column: 18, scope: !41)
!109 = !DILocation(line: 24, column: 16, scope: !41)
!110 = !DILocation(line: 24, column: 23, scope: !41)
!111 = !DILocation(line: 24, column: 21, scope: !41)
!112 = !DILocation(line: 24, column: 5, scope: !41)
!113 = !DILocation(line: 24, column: 9, scope: !41)
!114 = !DILocation(line: 24, column: 12, scope: !41)
!115 = !DILocation(line: 25, column: 15, scope: !41)
!116 = !DILocation(line: 25, column: 5, scope: !41)
!117 = !DILocation(line: 25, column: 10, scope: !41)
!118 = !DILocation(line: 25, column: 13, scope: !41)
!119 = !DILocation(line: 26, column: 3, scope: !41)
!120 = !DILocation(line: 27, column: 1, scope: !41)
