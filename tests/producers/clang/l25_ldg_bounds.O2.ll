; ModuleID = 'l25_ldg_bounds.cu'
source_filename = "l25_ldg_bounds.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read)
define dso_local noundef float @_Z6gatherPKfPKii(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, i32 noundef %2) local_unnamed_addr #0 !dbg !12 {
  %4 = sext i32 %2 to i64, !dbg !15
  %5 = getelementptr inbounds i32, ptr %1, i64 %4, !dbg !15
  %6 = addrspacecast ptr %5 to ptr addrspace(1), !dbg !16
  %7 = load i32, ptr addrspace(1) %6, align 4, !dbg !16, !invariant.load !14
  %8 = sext i32 %7 to i64, !dbg !17
  %9 = getelementptr inbounds float, ptr %0, i64 %8, !dbg !17
  %10 = addrspacecast ptr %9 to ptr addrspace(1), !dbg !18
  %11 = load float, ptr addrspace(1) %10, align 4, !dbg !18, !invariant.load !14
  ret float %11, !dbg !19
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @ldg_bounds(ptr noalias noundef writeonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, ptr noalias noundef readonly captures(none) %3, ptr noalias noundef readonly captures(none) %4, ptr noalias noundef readonly captures(none) %5) local_unnamed_addr #1 !dbg !20 {
  %7 = tail call range(i32 0, 256) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !21
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !22
  %9 = tail call range(i32 1, 257) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !23
  %10 = mul nuw nsw i32 %8, %9, !dbg !24
  %11 = add nuw nsw i32 %10, %7, !dbg !25
  %12 = zext nneg i32 %11 to i64, !dbg !26
  %13 = getelementptr inbounds nuw <4 x float>, ptr %2, i64 %12, !dbg !26
  %14 = addrspacecast ptr %13 to ptr addrspace(1), !dbg !27
  %15 = getelementptr inbounds nuw <2 x i32>, ptr %3, i64 %12, !dbg !28
  %16 = addrspacecast ptr %15 to ptr addrspace(1), !dbg !29
  %17 = load float, ptr addrspace(1) %14, align 16, !dbg !30
  %18 = getelementptr inbounds nuw i8, ptr addrspace(1) %14, i64 4, !dbg !31
  %19 = load float, ptr addrspace(1) %18, align 4, !dbg !31
  %20 = getelementptr inbounds nuw i8, ptr addrspace(1) %14, i64 8, !dbg !32
  %21 = load float, ptr addrspace(1) %20, align 8, !dbg !32
  %22 = fmul contract float %19, %21, !dbg !33
  %23 = fadd contract float %17, %22, !dbg !34
  %24 = getelementptr inbounds nuw i8, ptr addrspace(1) %14, i64 12, !dbg !35
  %25 = load float, ptr addrspace(1) %24, align 4, !dbg !35
  %26 = fsub contract float %23, %25, !dbg !36
  %27 = load i32, ptr addrspace(1) %16, align 8, !dbg !37
  %28 = getelementptr inbounds nuw i8, ptr addrspace(1) %16, i64 4, !dbg !38
  %29 = load i32, ptr addrspace(1) %28, align 4, !dbg !38
  %30 = sub nsw i32 %27, %29, !dbg !39
  %31 = sitofp i32 %30 to float, !dbg !40
  %32 = fadd contract float %26, %31, !dbg !41
  %33 = tail call contract noundef float @_Z6gatherPKfPKii(ptr noundef %1, ptr noundef %4, i32 noundef %11) #4, !dbg !42
  %34 = fadd contract float %33, %32, !dbg !43
  %35 = getelementptr inbounds nuw double, ptr %5, i64 %12, !dbg !44
  %36 = addrspacecast ptr %35 to ptr addrspace(1), !dbg !45
  %37 = load double, ptr addrspace(1) %36, align 8, !dbg !45, !invariant.load !14
  %38 = fptrunc contract double %37 to float, !dbg !45
  %39 = fadd contract float %34, %38, !dbg !46
  %40 = getelementptr inbounds nuw float, ptr %0, i64 %12, !dbg !47
  store float %39, ptr %40, align 4, !dbg !48, !tbaa !49
  ret void, !dbg !51
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @stencil2d(ptr noalias noundef writeonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, i32 noundef %2) local_unnamed_addr #3 !dbg !52 {
  %4 = tail call range(i32 0, 128) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !53
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !54
  %6 = tail call range(i32 1, 129) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !55
  %7 = mul nuw nsw i32 %5, %6, !dbg !56
  %8 = add nuw nsw i32 %7, %4, !dbg !57
  %9 = tail call range(i32 0, 128) i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !58
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !59
  %11 = tail call range(i32 1, 129) i32 @llvm.nvvm.read.ptx.sreg.ntid.y(), !dbg !60
  %12 = mul nuw nsw i32 %10, %11, !dbg !61
  %13 = add nuw nsw i32 %12, %9, !dbg !62
  %14 = mul nsw i32 %2, %13, !dbg !63
  %15 = add nsw i32 %8, %14, !dbg !64
  %16 = sext i32 %15 to i64, !dbg !65
  %17 = getelementptr inbounds float, ptr %1, i64 %16, !dbg !65
  %18 = getelementptr inbounds i8, ptr %17, i64 -4, !dbg !66
  %19 = addrspacecast ptr %18 to ptr addrspace(1), !dbg !67
  %20 = load float, ptr addrspace(1) %19, align 4, !dbg !67, !invariant.load !14
  %21 = getelementptr inbounds nuw i8, ptr %17, i64 4, !dbg !68
  %22 = addrspacecast ptr %21 to ptr addrspace(1), !dbg !69
  %23 = load float, ptr addrspace(1) %22, align 4, !dbg !69, !invariant.load !14
  %24 = fadd contract float %20, %23, !dbg !70
  %25 = sext i32 %2 to i64, !dbg !71
  %26 = sub nsw i64 0, %25, !dbg !71
  %27 = getelementptr inbounds float, ptr %17, i64 %26, !dbg !71
  %28 = addrspacecast ptr %27 to ptr addrspace(1), !dbg !72
  %29 = load float, ptr addrspace(1) %28, align 4, !dbg !72, !invariant.load !14
  %30 = fadd contract float %24, %29, !dbg !73
  %31 = getelementptr inbounds float, ptr %17, i64 %25, !dbg !74
  %32 = addrspacecast ptr %31 to ptr addrspace(1), !dbg !75
  %33 = load float, ptr addrspace(1) %32, align 4, !dbg !75, !invariant.load !14
  %34 = fadd contract float %30, %33, !dbg !76
  %35 = fmul contract float %34, 2.500000e-01, !dbg !77
  %36 = getelementptr inbounds float, ptr %0, i64 %16, !dbg !78
  store float %35, ptr %36, align 4, !dbg !79, !tbaa !49
  ret void, !dbg !80
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #2

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="256" "nvvm.minctasm"="2" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="128" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #4 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6}
!llvm.ident = !{!7}
!llvm.errno.tbaa = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "l25_ldg_bounds.cu", directory: "/work/wt/llir25/tools/capture/clang_kernels")
!2 = !{i32 7, !"Dwarf Version", i32 2}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!6 = !{i32 7, !"frame-pointer", i32 2}
!7 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!8 = !{!9, !9, i64 0}
!9 = !{!"int", !10, i64 0}
!10 = !{!"omnipotent char", !11, i64 0}
!11 = !{!"Simple C++ TBAA"}
!12 = distinct !DISubprogram(name: "gather", scope: !1, file: !1, line: 7, type: !13, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 8, column: 44, scope: !12)
!16 = !DILocation(line: 8, column: 27, scope: !12)
!17 = !DILocation(line: 8, column: 25, scope: !12)
!18 = !DILocation(line: 8, column: 10, scope: !12)
!19 = !DILocation(line: 8, column: 3, scope: !12)
!20 = distinct !DISubprogram(name: "ldg_bounds", scope: !1, file: !1, line: 11, type: !13, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!21 = !DILocation(line: 14, column: 11, scope: !20)
!22 = !DILocation(line: 14, column: 25, scope: !20)
!23 = !DILocation(line: 14, column: 38, scope: !20)
!24 = !DILocation(line: 14, column: 36, scope: !20)
!25 = !DILocation(line: 14, column: 23, scope: !20)
!26 = !DILocation(line: 15, column: 32, scope: !20)
!27 = !DILocation(line: 15, column: 16, scope: !20)
!28 = !DILocation(line: 16, column: 30, scope: !20)
!29 = !DILocation(line: 16, column: 14, scope: !20)
!30 = !DILocation(line: 17, column: 12, scope: !20)
!31 = !DILocation(line: 17, column: 18, scope: !20)
!32 = !DILocation(line: 17, column: 24, scope: !20)
!33 = !DILocation(line: 17, column: 22, scope: !20)
!34 = !DILocation(line: 17, column: 16, scope: !20)
!35 = !DILocation(line: 17, column: 30, scope: !20)
!36 = !DILocation(line: 17, column: 28, scope: !20)
!37 = !DILocation(line: 17, column: 44, scope: !20)
!38 = !DILocation(line: 17, column: 50, scope: !20)
!39 = !DILocation(line: 17, column: 48, scope: !20)
!40 = !DILocation(line: 17, column: 43, scope: !20)
!41 = !DILocation(line: 17, column: 34, scope: !20)
!42 = !DILocation(line: 17, column: 57, scope: !20)
!43 = !DILocation(line: 17, column: 55, scope: !20)
!44 = !DILocation(line: 17, column: 101, scope: !20)
!45 = !DILocation(line: 17, column: 85, scope: !20)
!46 = !DILocation(line: 17, column: 76, scope: !20)
!47 = !DILocation(line: 17, column: 3, scope: !20)
!48 = !DILocation(line: 17, column: 10, scope: !20)
!49 = !{!50, !50, i64 0}
!50 = !{!"float", !10, i64 0}
!51 = !DILocation(line: 18, column: 1, scope: !20)
!52 = distinct !DISubprogram(name: "stencil2d", scope: !1, file: !1, line: 20, type: !13, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!53 = !DILocation(line: 21, column: 11, scope: !52)
!54 = !DILocation(line: 21, column: 25, scope: !52)
!55 = !DILocation(line: 21, column: 38, scope: !52)
!56 = !DILocation(line: 21, column: 36, scope: !52)
!57 = !DILocation(line: 21, column: 23, scope: !52)
!58 = !DILocation(line: 22, column: 11, scope: !52)
!59 = !DILocation(line: 22, column: 25, scope: !52)
!60 = !DILocation(line: 22, column: 38, scope: !52)
!61 = !DILocation(line: 22, column: 36, scope: !52)
!62 = !DILocation(line: 22, column: 23, scope: !52)
!63 = !DILocation(line: 23, column: 13, scope: !52)
!64 = !DILocation(line: 23, column: 21, scope: !52)
!65 = !DILocation(line: 24, column: 37, scope: !52)
!66 = !DILocation(line: 24, column: 41, scope: !52)
!67 = !DILocation(line: 24, column: 21, scope: !52)
!68 = !DILocation(line: 24, column: 68, scope: !52)
!69 = !DILocation(line: 24, column: 48, scope: !52)
!70 = !DILocation(line: 24, column: 46, scope: !52)
!71 = !DILocation(line: 24, column: 95, scope: !52)
!72 = !DILocation(line: 24, column: 75, scope: !52)
!73 = !DILocation(line: 24, column: 73, scope: !52)
!74 = !DILocation(line: 24, column: 126, scope: !52)
!75 = !DILocation(line: 24, column: 106, scope: !52)
!76 = !DILocation(line: 24, column: 104, scope: !52)
!77 = !DILocation(line: 24, column: 18, scope: !52)
!78 = !DILocation(line: 24, column: 3, scope: !52)
!79 = !DILocation(line: 24, column: 10, scope: !52)
!80 = !DILocation(line: 25, column: 1, scope: !52)
