; ModuleID = 'l25_ldg_bounds.cu'
source_filename = "l25_ldg_bounds.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local noundef float @_Z6gatherPKfPKii(ptr noalias noundef %0, ptr noalias noundef %1, i32 noundef %2) #0 !dbg !8 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %7 = load ptr, ptr %4, align 8, !dbg !11
  %8 = load ptr, ptr %5, align 8, !dbg !12
  %9 = load i32, ptr %6, align 4, !dbg !13
  %10 = sext i32 %9 to i64, !dbg !14
  %11 = getelementptr inbounds i32, ptr %8, i64 %10, !dbg !14
  %12 = addrspacecast ptr %11 to ptr addrspace(1), !dbg !15
  %13 = load i32, ptr addrspace(1) %12, align 4, !dbg !15, !invariant.load !10
  %14 = sext i32 %13 to i64, !dbg !16
  %15 = getelementptr inbounds float, ptr %7, i64 %14, !dbg !16
  %16 = addrspacecast ptr %15 to ptr addrspace(1), !dbg !17
  %17 = load float, ptr addrspace(1) %16, align 4, !dbg !17, !invariant.load !10
  ret float %17, !dbg !18
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local ptx_kernel void @ldg_bounds(ptr noalias noundef %0, ptr noalias noundef %1, ptr noalias noundef %2, ptr noalias noundef %3, ptr noalias noundef %4, ptr noalias noundef %5) #1 !dbg !19 {
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
  %12 = alloca ptr, align 8
  %13 = alloca i32, align 4
  %14 = alloca <4 x float>, align 16
  %15 = alloca <2 x i32>, align 8
  store ptr %0, ptr %7, align 8
  store ptr %1, ptr %8, align 8
  store ptr %2, ptr %9, align 8
  store ptr %3, ptr %10, align 8
  store ptr %4, ptr %11, align 8
  store ptr %5, ptr %12, align 8
  %16 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !20
  %17 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !21
  %18 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !22
  %19 = mul nsw i32 %17, %18, !dbg !23
  %20 = add nsw i32 %16, %19, !dbg !24
  store i32 %20, ptr %13, align 4, !dbg !25
  %21 = load ptr, ptr %9, align 8, !dbg !26
  %22 = load i32, ptr %13, align 4, !dbg !27
  %23 = sext i32 %22 to i64, !dbg !28
  %24 = getelementptr inbounds <4 x float>, ptr %21, i64 %23, !dbg !28
  %25 = addrspacecast ptr %24 to ptr addrspace(1), !dbg !29
  %26 = load <4 x float>, ptr addrspace(1) %25, align 16, !dbg !29, !invariant.load !10
  store <4 x float> %26, ptr %14, align 16, !dbg !30
  %27 = load ptr, ptr %10, align 8, !dbg !31
  %28 = load i32, ptr %13, align 4, !dbg !32
  %29 = sext i32 %28 to i64, !dbg !33
  %30 = getelementptr inbounds <2 x i32>, ptr %27, i64 %29, !dbg !33
  %31 = addrspacecast ptr %30 to ptr addrspace(1), !dbg !34
  %32 = load <2 x i32>, ptr addrspace(1) %31, align 8, !dbg !34, !invariant.load !10
  store <2 x i32> %32, ptr %15, align 8, !dbg !35
  %33 = load <4 x float>, ptr %14, align 16, !dbg !36
  %34 = extractelement <4 x float> %33, i64 0, !dbg !36
  %35 = load <4 x float>, ptr %14, align 16, !dbg !37
  %36 = extractelement <4 x float> %35, i64 1, !dbg !37
  %37 = load <4 x float>, ptr %14, align 16, !dbg !38
  %38 = extractelement <4 x float> %37, i64 2, !dbg !38
  %39 = fmul contract float %36, %38, !dbg !39
  %40 = fadd contract float %34, %39, !dbg !40
  %41 = load <4 x float>, ptr %14, align 16, !dbg !41
  %42 = extractelement <4 x float> %41, i64 3, !dbg !41
  %43 = fsub contract float %40, %42, !dbg !42
  %44 = load <2 x i32>, ptr %15, align 8, !dbg !43
  %45 = extractelement <2 x i32> %44, i64 0, !dbg !43
  %46 = load <2 x i32>, ptr %15, align 8, !dbg !44
  %47 = extractelement <2 x i32> %46, i64 1, !dbg !44
  %48 = sub nsw i32 %45, %47, !dbg !45
  %49 = sitofp i32 %48 to float, !dbg !46
  %50 = fadd contract float %43, %49, !dbg !47
  %51 = load ptr, ptr %8, align 8, !dbg !48
  %52 = load ptr, ptr %11, align 8, !dbg !49
  %53 = load i32, ptr %13, align 4, !dbg !50
  %54 = call contract noundef float @_Z6gatherPKfPKii(ptr noundef %51, ptr noundef %52, i32 noundef %53) #4, !dbg !51
  %55 = fadd contract float %50, %54, !dbg !52
  %56 = load ptr, ptr %12, align 8, !dbg !53
  %57 = load i32, ptr %13, align 4, !dbg !54
  %58 = sext i32 %57 to i64, !dbg !55
  %59 = getelementptr inbounds double, ptr %56, i64 %58, !dbg !55
  %60 = addrspacecast ptr %59 to ptr addrspace(1), !dbg !56
  %61 = load double, ptr addrspace(1) %60, align 8, !dbg !56, !invariant.load !10
  %62 = fptrunc contract double %61 to float, !dbg !56
  %63 = fadd contract float %55, %62, !dbg !57
  %64 = load ptr, ptr %7, align 8, !dbg !58
  %65 = load i32, ptr %13, align 4, !dbg !59
  %66 = sext i32 %65 to i64, !dbg !58
  %67 = getelementptr inbounds float, ptr %64, i64 %66, !dbg !58
  store float %63, ptr %67, align 4, !dbg !60
  ret void, !dbg !61
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local ptx_kernel void @stencil2d(ptr noalias noundef %0, ptr noalias noundef %1, i32 noundef %2) #3 !dbg !62 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %10 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !63
  %11 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !64
  %12 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !65
  %13 = mul nsw i32 %11, %12, !dbg !66
  %14 = add nsw i32 %10, %13, !dbg !67
  store i32 %14, ptr %7, align 4, !dbg !68
  %15 = call i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !69
  %16 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !70
  %17 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.y(), !dbg !71
  %18 = mul nsw i32 %16, %17, !dbg !72
  %19 = add nsw i32 %15, %18, !dbg !73
  store i32 %19, ptr %8, align 4, !dbg !74
  %20 = load i32, ptr %8, align 4, !dbg !75
  %21 = load i32, ptr %6, align 4, !dbg !76
  %22 = mul nsw i32 %20, %21, !dbg !77
  %23 = load i32, ptr %7, align 4, !dbg !78
  %24 = add nsw i32 %22, %23, !dbg !79
  store i32 %24, ptr %9, align 4, !dbg !80
  %25 = load ptr, ptr %5, align 8, !dbg !81
  %26 = load i32, ptr %9, align 4, !dbg !82
  %27 = sext i32 %26 to i64, !dbg !83
  %28 = getelementptr inbounds float, ptr %25, i64 %27, !dbg !83
  %29 = getelementptr inbounds float, ptr %28, i64 -1, !dbg !84
  %30 = addrspacecast ptr %29 to ptr addrspace(1), !dbg !85
  %31 = load float, ptr addrspace(1) %30, align 4, !dbg !85, !invariant.load !10
  %32 = load ptr, ptr %5, align 8, !dbg !86
  %33 = load i32, ptr %9, align 4, !dbg !87
  %34 = sext i32 %33 to i64, !dbg !88
  %35 = getelementptr inbounds float, ptr %32, i64 %34, !dbg !88
  %36 = getelementptr inbounds float, ptr %35, i64 1, !dbg !89
  %37 = addrspacecast ptr %36 to ptr addrspace(1), !dbg !90
  %38 = load float, ptr addrspace(1) %37, align 4, !dbg !90, !invariant.load !10
  %39 = fadd contract float %31, %38, !dbg !91
  %40 = load ptr, ptr %5, align 8, !dbg !92
  %41 = load i32, ptr %9, align 4, !dbg !93
  %42 = sext i32 %41 to i64, !dbg !94
  %43 = getelementptr inbounds float, ptr %40, i64 %42, !dbg !94
  %44 = load i32, ptr %6, align 4, !dbg !95
  %45 = sext i32 %44 to i64, !dbg !96
  %46 = sub i64 0, %45, !dbg !96
  %47 = getelementptr inbounds float, ptr %43, i64 %46, !dbg !96
  %48 = addrspacecast ptr %47 to ptr addrspace(1), !dbg !97
  %49 = load float, ptr addrspace(1) %48, align 4, !dbg !97, !invariant.load !10
  %50 = fadd contract float %39, %49, !dbg !98
  %51 = load ptr, ptr %5, align 8, !dbg !99
  %52 = load i32, ptr %9, align 4, !dbg !100
  %53 = sext i32 %52 to i64, !dbg !101
  %54 = getelementptr inbounds float, ptr %51, i64 %53, !dbg !101
  %55 = load i32, ptr %6, align 4, !dbg !102
  %56 = sext i32 %55 to i64, !dbg !103
  %57 = getelementptr inbounds float, ptr %54, i64 %56, !dbg !103
  %58 = addrspacecast ptr %57 to ptr addrspace(1), !dbg !104
  %59 = load float, ptr addrspace(1) %58, align 4, !dbg !104, !invariant.load !10
  %60 = fadd contract float %50, %59, !dbg !105
  %61 = fmul contract float 2.500000e-01, %60, !dbg !106
  %62 = load ptr, ptr %4, align 8, !dbg !107
  %63 = load i32, ptr %9, align 4, !dbg !108
  %64 = sext i32 %63 to i64, !dbg !107
  %65 = getelementptr inbounds float, ptr %62, i64 %64, !dbg !107
  store float %61, ptr %65, align 4, !dbg !109
  ret void, !dbg !110
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #2

attributes #0 = { convergent mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #1 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="256" "nvvm.minctasm"="2" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="128" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #4 = { convergent nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6}
!llvm.ident = !{!7}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "l25_ldg_bounds.cu", directory: "/work/wt/llir25/tools/capture/clang_kernels")
!2 = !{i32 7, !"Dwarf Version", i32 2}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!6 = !{i32 7, !"frame-pointer", i32 2}
!7 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!8 = distinct !DISubprogram(name: "gather", scope: !1, file: !1, line: 7, type: !9, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!9 = !DISubroutineType(types: !10)
!10 = !{}
!11 = !DILocation(line: 8, column: 23, scope: !8)
!12 = !DILocation(line: 8, column: 40, scope: !8)
!13 = !DILocation(line: 8, column: 46, scope: !8)
!14 = !DILocation(line: 8, column: 44, scope: !8)
!15 = !DILocation(line: 8, column: 27, scope: !8)
!16 = !DILocation(line: 8, column: 25, scope: !8)
!17 = !DILocation(line: 8, column: 10, scope: !8)
!18 = !DILocation(line: 8, column: 3, scope: !8)
!19 = distinct !DISubprogram(name: "ldg_bounds", scope: !1, file: !1, line: 11, type: !9, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!20 = !DILocation(line: 14, column: 11, scope: !19)
!21 = !DILocation(line: 14, column: 25, scope: !19)
!22 = !DILocation(line: 14, column: 38, scope: !19)
!23 = !DILocation(line: 14, column: 36, scope: !19)
!24 = !DILocation(line: 14, column: 23, scope: !19)
!25 = !DILocation(line: 14, column: 7, scope: !19)
!26 = !DILocation(line: 15, column: 30, scope: !19)
!27 = !DILocation(line: 15, column: 34, scope: !19)
!28 = !DILocation(line: 15, column: 32, scope: !19)
!29 = !DILocation(line: 15, column: 16, scope: !19)
!30 = !DILocation(line: 15, column: 12, scope: !19)
!31 = !DILocation(line: 16, column: 28, scope: !19)
!32 = !DILocation(line: 16, column: 32, scope: !19)
!33 = !DILocation(line: 16, column: 30, scope: !19)
!34 = !DILocation(line: 16, column: 14, scope: !19)
!35 = !DILocation(line: 16, column: 10, scope: !19)
!36 = !DILocation(line: 17, column: 12, scope: !19)
!37 = !DILocation(line: 17, column: 18, scope: !19)
!38 = !DILocation(line: 17, column: 24, scope: !19)
!39 = !DILocation(line: 17, column: 22, scope: !19)
!40 = !DILocation(line: 17, column: 16, scope: !19)
!41 = !DILocation(line: 17, column: 30, scope: !19)
!42 = !DILocation(line: 17, column: 28, scope: !19)
!43 = !DILocation(line: 17, column: 44, scope: !19)
!44 = !DILocation(line: 17, column: 50, scope: !19)
!45 = !DILocation(line: 17, column: 48, scope: !19)
!46 = !DILocation(line: 17, column: 43, scope: !19)
!47 = !DILocation(line: 17, column: 34, scope: !19)
!48 = !DILocation(line: 17, column: 64, scope: !19)
!49 = !DILocation(line: 17, column: 68, scope: !19)
!50 = !DILocation(line: 17, column: 73, scope: !19)
!51 = !DILocation(line: 17, column: 57, scope: !19)
!52 = !DILocation(line: 17, column: 55, scope: !19)
!53 = !DILocation(line: 17, column: 98, scope: !19)
!54 = !DILocation(line: 17, column: 103, scope: !19)
!55 = !DILocation(line: 17, column: 101, scope: !19)
!56 = !DILocation(line: 17, column: 85, scope: !19)
!57 = !DILocation(line: 17, column: 76, scope: !19)
!58 = !DILocation(line: 17, column: 3, scope: !19)
!59 = !DILocation(line: 17, column: 7, scope: !19)
!60 = !DILocation(line: 17, column: 10, scope: !19)
!61 = !DILocation(line: 18, column: 1, scope: !19)
!62 = distinct !DISubprogram(name: "stencil2d", scope: !1, file: !1, line: 20, type: !9, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!63 = !DILocation(line: 21, column: 11, scope: !62)
!64 = !DILocation(line: 21, column: 25, scope: !62)
!65 = !DILocation(line: 21, column: 38, scope: !62)
!66 = !DILocation(line: 21, column: 36, scope: !62)
!67 = !DILocation(line: 21, column: 23, scope: !62)
!68 = !DILocation(line: 21, column: 7, scope: !62)
!69 = !DILocation(line: 22, column: 11, scope: !62)
!70 = !DILocation(line: 22, column: 25, scope: !62)
!71 = !DILocation(line: 22, column: 38, scope: !62)
!72 = !DILocation(line: 22, column: 36, scope: !62)
!73 = !DILocation(line: 22, column: 23, scope: !62)
!74 = !DILocation(line: 22, column: 7, scope: !62)
!75 = !DILocation(line: 23, column: 11, scope: !62)
!76 = !DILocation(line: 23, column: 15, scope: !62)
!77 = !DILocation(line: 23, column: 13, scope: !62)
!78 = !DILocation(line: 23, column: 23, scope: !62)
!79 = !DILocation(line: 23, column: 21, scope: !62)
!80 = !DILocation(line: 23, column: 7, scope: !62)
!81 = !DILocation(line: 24, column: 34, scope: !62)
!82 = !DILocation(line: 24, column: 39, scope: !62)
!83 = !DILocation(line: 24, column: 37, scope: !62)
!84 = !DILocation(line: 24, column: 41, scope: !62)
!85 = !DILocation(line: 24, column: 21, scope: !62)
!86 = !DILocation(line: 24, column: 61, scope: !62)
!87 = !DILocation(line: 24, column: 66, scope: !62)
!88 = !DILocation(line: 24, column: 64, scope: !62)
!89 = !DILocation(line: 24, column: 68, scope: !62)
!90 = !DILocation(line: 24, column: 48, scope: !62)
!91 = !DILocation(line: 24, column: 46, scope: !62)
!92 = !DILocation(line: 24, column: 88, scope: !62)
!93 = !DILocation(line: 24, column: 93, scope: !62)
!94 = !DILocation(line: 24, column: 91, scope: !62)
!95 = !DILocation(line: 24, column: 97, scope: !62)
!96 = !DILocation(line: 24, column: 95, scope: !62)
!97 = !DILocation(line: 24, column: 75, scope: !62)
!98 = !DILocation(line: 24, column: 73, scope: !62)
!99 = !DILocation(line: 24, column: 119, scope: !62)
!100 = !DILocation(line: 24, column: 124, scope: !62)
!101 = !DILocation(line: 24, column: 122, scope: !62)
!102 = !DILocation(line: 24, column: 128, scope: !62)
!103 = !DILocation(line: 24, column: 126, scope: !62)
!104 = !DILocation(line: 24, column: 106, scope: !62)
!105 = !DILocation(line: 24, column: 104, scope: !62)
!106 = !DILocation(line: 24, column: 18, scope: !62)
!107 = !DILocation(line: 24, column: 3, scope: !62)
!108 = !DILocation(line: 24, column: 7, scope: !62)
!109 = !DILocation(line: 24, column: 10, scope: !62)
!110 = !DILocation(line: 25, column: 1, scope: !62)
