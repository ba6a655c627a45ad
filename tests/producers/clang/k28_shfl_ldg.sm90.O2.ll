; ModuleID = 'k28_shfl_ldg.cu'
source_filename = "k28_shfl_ldg.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress norecurse nounwind memory(inaccessiblemem: readwrite)
define dso_local noundef double @_Z6shfl_djdii(i32 noundef %0, double noundef %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 !dbg !12 {
  %5 = bitcast double %1 to i64, !dbg !15
  %6 = trunc i64 %5 to i32, !dbg !16
  %7 = shl i32 %3, 8, !dbg !17
  %8 = sub i32 8223, %7, !dbg !18
  %9 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 %0, i32 %6, i32 %2, i32 %8), !dbg !19
  %10 = lshr i64 %5, 32, !dbg !20
  %11 = trunc nuw i64 %10 to i32, !dbg !21
  %12 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 %0, i32 %11, i32 %2, i32 %8), !dbg !22
  %13 = sext i32 %12 to i64, !dbg !23
  %14 = shl nsw i64 %13, 32, !dbg !24
  %15 = zext i32 %9 to i64, !dbg !25
  %16 = or disjoint i64 %14, %15, !dbg !26
  %17 = bitcast i64 %16 to double, !dbg !27
  ret double %17, !dbg !28
}

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32) #1

; Function Attrs: convergent mustprogress noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local ptx_kernel void @shfl_ldg(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, ptr noundef writeonly captures(none) %3, ptr noundef writeonly captures(none) %4, i32 noundef %5) local_unnamed_addr #2 !dbg !29 {
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !30
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !31
  %9 = mul nuw nsw i32 %7, %8, !dbg !32
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !33
  %11 = add nuw nsw i32 %9, %10, !dbg !34
  %12 = and i32 %10, 31, !dbg !35
  %13 = icmp slt i32 %11, %5, !dbg !36
  br i1 %13, label %14, label %19, !dbg !37

14:                                               ; preds = %6
  %15 = zext nneg i32 %11 to i64
  %16 = getelementptr inbounds nuw float, ptr %0, i64 %15
  %17 = addrspacecast ptr %16 to ptr addrspace(1)
  %18 = load float, ptr addrspace(1) %17, align 4, !dbg !38, !invariant.load !14
  br label %19, !dbg !37

19:                                               ; preds = %6, %14
  %20 = phi contract float [ %18, %14 ], [ 0.000000e+00, %6 ], !dbg !37
  br i1 %13, label %21, label %26, !dbg !39

21:                                               ; preds = %19
  %22 = zext nneg i32 %11 to i64
  %23 = getelementptr inbounds nuw <2 x float>, ptr %2, i64 %22
  %24 = addrspacecast ptr %23 to ptr addrspace(1)
  %25 = load <2 x float>, ptr addrspace(1) %24, align 8, !dbg !40, !invariant.load !14
  br label %26, !dbg !39

26:                                               ; preds = %19, %21
  %27 = phi contract <2 x float> [ %25, %21 ], [ zeroinitializer, %19 ], !dbg !39
  %28 = extractelement <2 x float> %27, i64 0, !dbg !41
  %29 = extractelement <2 x float> %27, i64 1, !dbg !42
  %30 = fmul contract float %28, %29, !dbg !43
  %31 = fadd contract float %20, %30, !dbg !44
  %32 = tail call contract float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %31, i32 8, i32 6175), !dbg !45
  %33 = fadd contract float %31, %32, !dbg !46
  %34 = tail call contract float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %33, i32 4, i32 6175), !dbg !45
  %35 = fadd contract float %33, %34, !dbg !46
  %36 = tail call contract float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %35, i32 2, i32 6175), !dbg !45
  %37 = fadd contract float %35, %36, !dbg !46
  %38 = tail call contract float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %37, i32 1, i32 6175), !dbg !45
  %39 = fadd contract float %37, %38, !dbg !46
  %40 = mul nuw nsw i32 %12, 3, !dbg !47
  %41 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %40, i32 2, i32 4096), !dbg !48
  %42 = tail call contract float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %39, i32 4, i32 31), !dbg !49
  br i1 %13, label %43, label %48, !dbg !50

43:                                               ; preds = %26
  %44 = zext nneg i32 %11 to i64
  %45 = getelementptr inbounds nuw double, ptr %1, i64 %44
  %46 = addrspacecast ptr %45 to ptr addrspace(1)
  %47 = load double, ptr addrspace(1) %46, align 8, !dbg !51, !invariant.load !14
  br label %48, !dbg !50

48:                                               ; preds = %26, %43
  %49 = phi contract double [ %47, %43 ], [ 0.000000e+00, %26 ], !dbg !50
  %50 = add nuw nsw i32 %10, 1, !dbg !52
  %51 = and i32 %50, 7, !dbg !53
  %52 = bitcast double %49 to i64, !dbg !54
  %53 = trunc i64 %52 to i32, !dbg !56
  %54 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %53, i32 %51, i32 6175), !dbg !57
  %55 = lshr i64 %52, 32, !dbg !58
  %56 = trunc nuw i64 %55 to i32, !dbg !59
  %57 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %56, i32 %51, i32 6175), !dbg !60
  br i1 %13, label %58, label %71, !dbg !61

58:                                               ; preds = %48
  %59 = zext nneg i32 %11 to i64
  %60 = getelementptr inbounds nuw double, ptr %4, i64 %59
  %61 = getelementptr inbounds nuw float, ptr %3, i64 %59
  %62 = fadd contract float %39, %42
  %63 = sitofp i32 %41 to float
  %64 = fadd contract float %62, %63
  %65 = sext i32 %57 to i64, !dbg !62
  %66 = shl nsw i64 %65, 32, !dbg !63
  %67 = zext i32 %54 to i64, !dbg !64
  %68 = or disjoint i64 %66, %67, !dbg !65
  %69 = bitcast i64 %68 to double, !dbg !66
  %70 = fadd contract double %49, %69
  store float %64, ptr %61, align 4, !dbg !67, !tbaa !68
  store double %70, ptr %60, align 8, !dbg !70, !tbaa !71
  br label %71, !dbg !73

71:                                               ; preds = %58, %48
  ret void, !dbg !74
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.bfly.f32(i32, float, i32, i32) #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.up.i32(i32, i32, i32, i32) #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.down.f32(i32, float, i32, i32) #1

attributes #0 = { convergent mustprogress norecurse nounwind memory(inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" }
attributes #1 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #2 = { convergent mustprogress noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6}
!llvm.ident = !{!7}
!llvm.errno.tbaa = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "k28_shfl_ldg.cu", directory: "/work/wt/nvir31/tools/capture/clang_kernels")
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
!12 = distinct !DISubprogram(name: "shfl_d", scope: !1, file: !1, line: 5, type: !13, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 6, column: 17, scope: !12)
!16 = !DILocation(line: 7, column: 45, scope: !12)
!17 = !DILocation(line: 7, column: 64, scope: !12)
!18 = !DILocation(line: 7, column: 70, scope: !12)
!19 = !DILocation(line: 7, column: 12, scope: !12)
!20 = !DILocation(line: 8, column: 48, scope: !12)
!21 = !DILocation(line: 8, column: 45, scope: !12)
!22 = !DILocation(line: 8, column: 12, scope: !12)
!23 = !DILocation(line: 9, column: 49, scope: !12)
!24 = !DILocation(line: 9, column: 52, scope: !12)
!25 = !DILocation(line: 9, column: 61, scope: !12)
!26 = !DILocation(line: 9, column: 59, scope: !12)
!27 = !DILocation(line: 9, column: 10, scope: !12)
!28 = !DILocation(line: 9, column: 3, scope: !12)
!29 = distinct !DISubprogram(name: "shfl_ldg", scope: !1, file: !1, line: 11, type: !13, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!30 = !DILocation(line: 13, column: 11, scope: !29)
!31 = !DILocation(line: 13, column: 24, scope: !29)
!32 = !DILocation(line: 13, column: 22, scope: !29)
!33 = !DILocation(line: 13, column: 37, scope: !29)
!34 = !DILocation(line: 13, column: 35, scope: !29)
!35 = !DILocation(line: 14, column: 26, scope: !29)
!36 = !DILocation(line: 15, column: 15, scope: !29)
!37 = !DILocation(line: 15, column: 13, scope: !29)
!38 = !DILocation(line: 15, column: 21, scope: !29)
!39 = !DILocation(line: 16, column: 15, scope: !29)
!40 = !DILocation(line: 16, column: 23, scope: !29)
!41 = !DILocation(line: 17, column: 8, scope: !29)
!42 = !DILocation(line: 17, column: 14, scope: !29)
!43 = !DILocation(line: 17, column: 12, scope: !29)
!44 = !DILocation(line: 17, column: 5, scope: !29)
!45 = !DILocation(line: 18, column: 40, scope: !29)
!46 = !DILocation(line: 18, column: 37, scope: !29)
!47 = !DILocation(line: 19, column: 53, scope: !29)
!48 = !DILocation(line: 19, column: 12, scope: !29)
!49 = !DILocation(line: 20, column: 14, scope: !29)
!50 = !DILocation(line: 21, column: 15, scope: !29)
!51 = !DILocation(line: 21, column: 23, scope: !29)
!52 = !DILocation(line: 22, column: 38, scope: !29)
!53 = !DILocation(line: 22, column: 43, scope: !29)
!54 = !DILocation(line: 6, column: 17, scope: !12, inlinedAt: !55)
!55 = distinct !DILocation(line: 22, column: 9, scope: !29)
!56 = !DILocation(line: 7, column: 45, scope: !12, inlinedAt: !55)
!57 = !DILocation(line: 7, column: 12, scope: !12, inlinedAt: !55)
!58 = !DILocation(line: 8, column: 48, scope: !12, inlinedAt: !55)
!59 = !DILocation(line: 8, column: 45, scope: !12, inlinedAt: !55)
!60 = !DILocation(line: 8, column: 12, scope: !12, inlinedAt: !55)
!61 = !DILocation(line: 23, column: 9, scope: !29)
!62 = !DILocation(line: 9, column: 49, scope: !12, inlinedAt: !55)
!63 = !DILocation(line: 9, column: 52, scope: !12, inlinedAt: !55)
!64 = !DILocation(line: 9, column: 61, scope: !12, inlinedAt: !55)
!65 = !DILocation(line: 9, column: 59, scope: !12, inlinedAt: !55)
!66 = !DILocation(line: 9, column: 10, scope: !12, inlinedAt: !55)
!67 = !DILocation(line: 24, column: 12, scope: !29)
!68 = !{!69, !69, i64 0}
!69 = !{!"float", !10, i64 0}
!70 = !DILocation(line: 25, column: 13, scope: !29)
!71 = !{!72, !72, i64 0}
!72 = !{!"double", !10, i64 0}
!73 = !DILocation(line: 26, column: 3, scope: !29)
!74 = !DILocation(line: 27, column: 1, scope: !29)
