; ModuleID = 'saxpy_byval.cu'
source_filename = "saxpy_byval.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.S = type { i32, [3 x float] }

@_ZZ5saxpyE2sh = internal unnamed_addr addrspace(3) global [32 x float] undef, align 4

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local noundef float @_Z6helperfi(float noundef %0, i32 noundef %1) local_unnamed_addr #0 !dbg !12 {
  %3 = sitofp i32 %1 to float, !dbg !15
  %4 = fmul contract float %0, %3, !dbg !16
  %5 = fadd contract float %4, 1.000000e+00, !dbg !17
  ret float %5, !dbg !18
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @saxpy(i32 noundef %0, float noundef %1, ptr noundef readonly captures(none) %2, ptr noundef captures(none) %3, ptr noundef readonly byval(%struct.S) align 4 captures(none) %4) local_unnamed_addr #1 !dbg !19 {
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !20
  %7 = tail call range(i32 1, 257) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !21
  %8 = mul nuw nsw i32 %6, %7, !dbg !22
  %9 = tail call range(i32 0, 256) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !23
  %10 = add nuw nsw i32 %8, %9, !dbg !24
  %11 = icmp slt i32 %10, %0, !dbg !25
  br i1 %11, label %12, label %38, !dbg !25

12:                                               ; preds = %5
  %13 = zext nneg i32 %10 to i64, !dbg !26
  %14 = getelementptr inbounds nuw float, ptr %2, i64 %13, !dbg !26
  %15 = load float, ptr %14, align 4, !dbg !26, !tbaa !27
  %16 = and i32 %9, 31, !dbg !29
  %17 = zext nneg i32 %16 to i64, !dbg !30
  %18 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ5saxpyE2sh to ptr), i64 %17, !dbg !30
  store float %15, ptr %18, align 4, !dbg !31, !tbaa !27
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !32
  %19 = and i32 %10, 31, !dbg !33
  %20 = zext nneg i32 %19 to i64, !dbg !34
  %21 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ5saxpyE2sh to ptr), i64 %20, !dbg !34
  %22 = load float, ptr %21, align 4, !dbg !34, !tbaa !27
  %23 = fmul contract float %1, %22, !dbg !35
  %24 = getelementptr inbounds nuw float, ptr %3, i64 %13, !dbg !36
  %25 = load float, ptr %24, align 4, !dbg !36, !tbaa !27
  %26 = load i32, ptr %4, align 4, !dbg !37, !tbaa !38
  %27 = sitofp i32 %26 to float, !dbg !40
  %28 = fmul contract float %25, %27, !dbg !42
  %29 = fadd contract float %28, 1.000000e+00, !dbg !43
  %30 = fadd contract float %23, %29, !dbg !44
  %31 = getelementptr inbounds nuw i8, ptr %4, i64 4, !dbg !45
  %32 = urem i32 %10, 3, !dbg !46
  %33 = zext nneg i32 %32 to i64, !dbg !47
  %34 = getelementptr inbounds nuw float, ptr %31, i64 %33, !dbg !47
  %35 = load float, ptr %34, align 4, !dbg !47, !tbaa !27
  %36 = fadd contract float %35, %30, !dbg !48
  store float %36, ptr %24, align 4, !dbg !49, !tbaa !27
  %37 = atomicrmw fadd ptr %3, float 1.000000e+00 seq_cst, align 4, !dbg !50
  br label %38, !dbg !51

38:                                               ; preds = %12, %5
  ret void, !dbg !52
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #3

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #1 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="256" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nocallback nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6}
!llvm.ident = !{!7}
!llvm.errno.tbaa = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "saxpy_byval.cu", directory: "/work/wt/llir25/tools/capture/clang_kernels")
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
!12 = distinct !DISubprogram(name: "helper", scope: !1, file: !1, line: 3, type: !13, scopeLine: 3, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 3, column: 54, scope: !12)
!16 = !DILocation(line: 3, column: 52, scope: !12)
!17 = !DILocation(line: 3, column: 56, scope: !12)
!18 = !DILocation(line: 3, column: 43, scope: !12)
!19 = distinct !DISubprogram(name: "saxpy", scope: !1, file: !1, line: 4, type: !13, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!20 = !DILocation(line: 5, column: 11, scope: !19)
!21 = !DILocation(line: 5, column: 24, scope: !19)
!22 = !DILocation(line: 5, column: 22, scope: !19)
!23 = !DILocation(line: 5, column: 37, scope: !19)
!24 = !DILocation(line: 5, column: 35, scope: !19)
!25 = !DILocation(line: 7, column: 9, scope: !19)
!26 = !DILocation(line: 7, column: 39, scope: !19)
!27 = !{!28, !28, i64 0}
!28 = !{!"float", !10, i64 0}
!29 = !DILocation(line: 7, column: 31, scope: !19)
!30 = !DILocation(line: 7, column: 16, scope: !19)
!31 = !DILocation(line: 7, column: 37, scope: !19)
!32 = !DILocation(line: 7, column: 45, scope: !19)
!33 = !DILocation(line: 7, column: 80, scope: !19)
!34 = !DILocation(line: 7, column: 76, scope: !19)
!35 = !DILocation(line: 7, column: 74, scope: !19)
!36 = !DILocation(line: 7, column: 94, scope: !19)
!37 = !DILocation(line: 7, column: 102, scope: !19)
!38 = !{!39, !9, i64 0}
!39 = !{!"_ZTS1S", !9, i64 0, !10, i64 4}
!40 = !DILocation(line: 3, column: 54, scope: !12, inlinedAt: !41)
!41 = distinct !DILocation(line: 7, column: 87, scope: !19)
!42 = !DILocation(line: 3, column: 52, scope: !12, inlinedAt: !41)
!43 = !DILocation(line: 3, column: 56, scope: !12, inlinedAt: !41)
!44 = !DILocation(line: 7, column: 85, scope: !19)
!45 = !DILocation(line: 7, column: 109, scope: !19)
!46 = !DILocation(line: 7, column: 112, scope: !19)
!47 = !DILocation(line: 7, column: 107, scope: !19)
!48 = !DILocation(line: 7, column: 105, scope: !19)
!49 = !DILocation(line: 7, column: 70, scope: !19)
!50 = !DILocation(line: 7, column: 117, scope: !19)
!51 = !DILocation(line: 7, column: 153, scope: !19)
!52 = !DILocation(line: 8, column: 1, scope: !19)
