; ModuleID = 'k27_func_ptrs.cu'
source_filename = "k27_func_ptrs.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Vec2 = type { float, float }

@table = dso_local addrspace(1) externally_initialized global [4 x ptr] [ptr @_Z2sqf, ptr @_Z7half_off, ptr @_Z3negf, ptr @_Z4cubef], align 8
@llvm.compiler.used = appending global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @table to ptr)], section "llvm.metadata"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local noundef float @_Z2sqf(float noundef %0) #0 !dbg !12 {
  %2 = fmul contract float %0, %0, !dbg !15
  ret float %2, !dbg !16
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local noundef float @_Z7half_off(float noundef %0) #0 !dbg !17 {
  %2 = fmul contract float %0, 5.000000e-01, !dbg !18
  ret float %2, !dbg !19
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local noundef float @_Z3negf(float noundef %0) #0 !dbg !20 {
  %2 = fneg contract float %0, !dbg !21
  ret float %2, !dbg !22
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local noundef float @_Z4cubef(float noundef %0) #0 !dbg !23 {
  %2 = fmul contract float %0, %0, !dbg !24
  %3 = fmul contract float %0, %2, !dbg !25
  ret float %3, !dbg !26
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read)
define dso_local %struct.Vec2 @_Z5scale4Vec2f(ptr noundef readonly byval(%struct.Vec2) align 4 captures(none) %0, float noundef %1) #1 !dbg !27 {
  %3 = load float, ptr %0, align 4, !dbg !28, !tbaa !29
  %4 = fmul contract float %1, %3, !dbg !32
  %5 = getelementptr inbounds nuw i8, ptr %0, i64 4, !dbg !33
  %6 = load float, ptr %5, align 4, !dbg !33, !tbaa !34
  %7 = fmul contract float %1, %6, !dbg !35
  %8 = insertvalue %struct.Vec2 poison, float %4, 0, !dbg !36
  %9 = insertvalue %struct.Vec2 %8, float %7, 1, !dbg !36
  ret %struct.Vec2 %9, !dbg !36
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read)
define dso_local %struct.Vec2 @_Z8swap_add4Vec2f(ptr noundef readonly byval(%struct.Vec2) align 4 captures(none) %0, float noundef %1) #1 !dbg !37 {
  %3 = getelementptr inbounds nuw i8, ptr %0, i64 4, !dbg !38
  %4 = load float, ptr %3, align 4, !dbg !38, !tbaa !34
  %5 = fadd contract float %1, %4, !dbg !39
  %6 = load float, ptr %0, align 4, !dbg !40, !tbaa !29
  %7 = fadd contract float %1, %6, !dbg !41
  %8 = insertvalue %struct.Vec2 poison, float %5, 0, !dbg !42
  %9 = insertvalue %struct.Vec2 %8, float %7, 1, !dbg !42
  ret %struct.Vec2 %9, !dbg !42
}

; Function Attrs: convergent mustprogress noinline nounwind
define dso_local noundef float @_Z7apply_nPFffEfi(ptr noundef readonly captures(none) %0, float noundef %1, i32 noundef %2) local_unnamed_addr #2 !dbg !43 {
  %4 = icmp sgt i32 %2, 0, !dbg !44
  br i1 %4, label %7, label %5, !dbg !45

5:                                                ; preds = %7, %3
  %6 = phi float [ %1, %3 ], [ %10, %7 ]
  ret float %6, !dbg !46

7:                                                ; preds = %3, %7
  %8 = phi i32 [ %11, %7 ], [ 0, %3 ]
  %9 = phi float [ %10, %7 ], [ %1, %3 ]
  %10 = tail call contract noundef float %0(float noundef %9) #6, !dbg !47
  %11 = add nuw nsw i32 %8, 1, !dbg !48
  %12 = icmp eq i32 %11, %2, !dbg !44
  br i1 %12, label %5, label %7, !dbg !45, !llvm.loop !49
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none)
define dso_local noundef nonnull ptr @_Z6choosei(i32 noundef %0) local_unnamed_addr #3 !dbg !52 {
  %2 = and i32 %0, 1, !dbg !53
  %3 = icmp eq i32 %2, 0, !dbg !54
  %4 = select i1 %3, ptr @_Z5scale4Vec2f, ptr @_Z8swap_add4Vec2f, !dbg !54
  ret ptr %4, !dbg !55
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @func_ptrs(ptr noundef readonly captures(none) %0, ptr noundef readonly captures(none) %1, ptr noundef writeonly captures(none) %2, ptr noundef writeonly captures(none) %3, i32 noundef %4) local_unnamed_addr #4 !dbg !56 {
  %6 = alloca %struct.Vec2, align 4
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !57
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !58
  %9 = mul nuw nsw i32 %7, %8, !dbg !59
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !60
  %11 = add nuw nsw i32 %9, %10, !dbg !61
  %12 = icmp slt i32 %11, %4, !dbg !62
  br i1 %12, label %13, label %47, !dbg !62

13:                                               ; preds = %5
  %14 = zext nneg i32 %11 to i64, !dbg !63
  %15 = getelementptr inbounds nuw i32, ptr %1, i64 %14, !dbg !63
  %16 = load i32, ptr %15, align 4, !dbg !63, !tbaa !8
  %17 = and i32 %16, 3, !dbg !64
  %18 = zext nneg i32 %17 to i64, !dbg !65
  %19 = getelementptr inbounds nuw ptr, ptr addrspacecast (ptr addrspace(1) @table to ptr), i64 %18, !dbg !65
  %20 = load ptr, ptr %19, align 8, !dbg !65, !tbaa !66
  %21 = lshr i32 %16, 2, !dbg !68
  %22 = and i32 %21, 3, !dbg !69
  %23 = zext nneg i32 %22 to i64, !dbg !70
  %24 = getelementptr inbounds nuw ptr, ptr addrspacecast (ptr addrspace(1) @table to ptr), i64 %23, !dbg !70
  %25 = load ptr, ptr %24, align 8, !dbg !70, !tbaa !66
  %26 = getelementptr inbounds nuw float, ptr %0, i64 %14, !dbg !71
  %27 = load float, ptr %26, align 4, !dbg !71, !tbaa !72
  %28 = tail call contract noundef float %20(float noundef %27) #6, !dbg !73
  %29 = fadd contract float %28, 1.000000e+00, !dbg !74
  %30 = tail call contract noundef float %25(float noundef %29) #6, !dbg !73
  %31 = fadd contract float %30, -5.000000e-01, !dbg !74
  %32 = add nsw i32 %16, 1, !dbg !75
  %33 = and i32 %32, 3, !dbg !76
  %34 = zext nneg i32 %33 to i64, !dbg !77
  %35 = getelementptr inbounds nuw ptr, ptr addrspacecast (ptr addrspace(1) @table to ptr), i64 %34, !dbg !77
  %36 = load ptr, ptr %35, align 8, !dbg !77, !tbaa !66
  %37 = tail call contract noundef float @_Z7apply_nPFffEfi(ptr noundef %36, float noundef %31, i32 noundef %17) #6, !dbg !78
  %38 = getelementptr inbounds nuw float, ptr %2, i64 %14, !dbg !79
  store float %37, ptr %38, align 4, !dbg !80, !tbaa !72
  %39 = tail call noundef ptr @_Z6choosei(i32 noundef %16) #7, !dbg !81
  store float %31, ptr %6, align 4, !dbg !82, !tbaa !29
  %40 = getelementptr inbounds nuw i8, ptr %6, i64 4, !dbg !82
  %41 = load float, ptr %26, align 4, !dbg !83, !tbaa !72
  store float %41, ptr %40, align 4, !dbg !82, !tbaa !34
  %42 = tail call %struct.Vec2 %39(ptr noundef nonnull byval(%struct.Vec2) align 4 %6, float noundef 2.000000e+00) #6, !dbg !84, !callees !85
  %43 = extractvalue %struct.Vec2 %42, 0, !dbg !84
  %44 = extractvalue %struct.Vec2 %42, 1, !dbg !84
  %45 = getelementptr inbounds nuw %struct.Vec2, ptr %3, i64 %14, !dbg !86
  store float %43, ptr %45, align 4, !dbg !87, !tbaa !72
  %46 = getelementptr inbounds nuw i8, ptr %45, i64 4, !dbg !87
  store float %44, ptr %46, align 4, !dbg !87, !tbaa !72
  br label %47, !dbg !88

47:                                               ; preds = %5, %13
  ret void, !dbg !88
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #5

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #2 = { convergent mustprogress noinline nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #4 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { convergent nounwind }
attributes #7 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6}
!llvm.ident = !{!7}
!llvm.errno.tbaa = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "k27_func_ptrs.cu", directory: "/work/wt/numba25c/tools/capture/clang_kernels")
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
!12 = distinct !DISubprogram(name: "sq", scope: !1, file: !1, line: 9, type: !13, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 9, column: 41, scope: !12)
!16 = !DILocation(line: 9, column: 32, scope: !12)
!17 = distinct !DISubprogram(name: "half_of", scope: !1, file: !1, line: 10, type: !13, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!18 = !DILocation(line: 10, column: 46, scope: !17)
!19 = !DILocation(line: 10, column: 37, scope: !17)
!20 = distinct !DISubprogram(name: "neg", scope: !1, file: !1, line: 11, type: !13, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!21 = !DILocation(line: 11, column: 40, scope: !20)
!22 = !DILocation(line: 11, column: 33, scope: !20)
!23 = distinct !DISubprogram(name: "cube", scope: !1, file: !1, line: 12, type: !13, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!24 = !DILocation(line: 12, column: 43, scope: !23)
!25 = !DILocation(line: 12, column: 47, scope: !23)
!26 = !DILocation(line: 12, column: 34, scope: !23)
!27 = distinct !DISubprogram(name: "scale", scope: !1, file: !1, line: 13, type: !13, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!28 = !DILocation(line: 13, column: 56, scope: !27)
!29 = !{!30, !31, i64 0}
!30 = !{!"_ZTS4Vec2", !31, i64 0, !31, i64 4}
!31 = !{!"float", !10, i64 0}
!32 = !DILocation(line: 13, column: 58, scope: !27)
!33 = !DILocation(line: 13, column: 65, scope: !27)
!34 = !{!30, !31, i64 4}
!35 = !DILocation(line: 13, column: 67, scope: !27)
!36 = !DILocation(line: 13, column: 42, scope: !27)
!37 = distinct !DISubprogram(name: "swap_add", scope: !1, file: !1, line: 14, type: !13, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!38 = !DILocation(line: 14, column: 59, scope: !37)
!39 = !DILocation(line: 14, column: 61, scope: !37)
!40 = !DILocation(line: 14, column: 68, scope: !37)
!41 = !DILocation(line: 14, column: 70, scope: !37)
!42 = !DILocation(line: 14, column: 45, scope: !37)
!43 = distinct !DISubprogram(name: "apply_n", scope: !1, file: !1, line: 20, type: !13, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!44 = !DILocation(line: 21, column: 21, scope: !43)
!45 = !DILocation(line: 21, column: 3, scope: !43)
!46 = !DILocation(line: 22, column: 3, scope: !43)
!47 = !DILocation(line: 21, column: 35, scope: !43)
!48 = !DILocation(line: 21, column: 26, scope: !43)
!49 = distinct !{!49, !45, !50, !51}
!50 = !DILocation(line: 21, column: 38, scope: !43)
!51 = !{!"llvm.loop.mustprogress"}
!52 = distinct !DISubprogram(name: "choose", scope: !1, file: !1, line: 25, type: !13, scopeLine: 25, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!53 = !DILocation(line: 25, column: 69, scope: !52)
!54 = !DILocation(line: 25, column: 67, scope: !52)
!55 = !DILocation(line: 25, column: 60, scope: !52)
!56 = distinct !DISubprogram(name: "func_ptrs", scope: !1, file: !1, line: 27, type: !13, scopeLine: 27, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!57 = !DILocation(line: 28, column: 11, scope: !56)
!58 = !DILocation(line: 28, column: 24, scope: !56)
!59 = !DILocation(line: 28, column: 22, scope: !56)
!60 = !DILocation(line: 28, column: 37, scope: !56)
!61 = !DILocation(line: 28, column: 35, scope: !56)
!62 = !DILocation(line: 29, column: 9, scope: !56)
!63 = !DILocation(line: 30, column: 11, scope: !56)
!64 = !DILocation(line: 31, column: 31, scope: !56)
!65 = !DILocation(line: 31, column: 23, scope: !56)
!66 = !{!67, !67, i64 0}
!67 = !{!"any pointer", !10, i64 0}
!68 = !DILocation(line: 31, column: 54, scope: !56)
!69 = !DILocation(line: 31, column: 60, scope: !56)
!70 = !DILocation(line: 31, column: 45, scope: !56)
!71 = !DILocation(line: 32, column: 13, scope: !56)
!72 = !{!31, !31, i64 0}
!73 = !DILocation(line: 33, column: 35, scope: !56)
!74 = !DILocation(line: 33, column: 50, scope: !56)
!75 = !DILocation(line: 34, column: 29, scope: !56)
!76 = !DILocation(line: 34, column: 34, scope: !56)
!77 = !DILocation(line: 34, column: 20, scope: !56)
!78 = !DILocation(line: 34, column: 12, scope: !56)
!79 = !DILocation(line: 34, column: 3, scope: !56)
!80 = !DILocation(line: 34, column: 10, scope: !56)
!81 = !DILocation(line: 35, column: 14, scope: !56)
!82 = !DILocation(line: 36, column: 20, scope: !56)
!83 = !DILocation(line: 36, column: 24, scope: !56)
!84 = !DILocation(line: 36, column: 13, scope: !56)
!85 = !{ptr @_Z5scale4Vec2f, ptr @_Z8swap_add4Vec2f}
!86 = !DILocation(line: 36, column: 3, scope: !56)
!87 = !DILocation(line: 36, column: 11, scope: !56)
!88 = !DILocation(line: 37, column: 1, scope: !56)
