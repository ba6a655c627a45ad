; ModuleID = 'g24_byval_members.cu'
source_filename = "g24_byval_members.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Inner = type { i32, [3 x float] }
%struct.Outer = type { double, %struct.Inner, %struct.Inner }
%struct.WithPtr = type { ptr, i32 }
%union.Word = type { float }

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read)
define dso_local noundef float @_Z9inner_sum5Inner(ptr noundef readonly byval(%struct.Inner) align 4 captures(none) %0) local_unnamed_addr #0 !dbg !12 {
  %2 = load i32, ptr %0, align 4, !dbg !15, !tbaa !16
  %3 = sitofp i32 %2 to float, !dbg !18
  %4 = getelementptr inbounds nuw i8, ptr %0, i64 4, !dbg !19
  %5 = load float, ptr %4, align 4, !dbg !20, !tbaa !21
  %6 = fadd contract float %5, %3, !dbg !23
  %7 = getelementptr inbounds nuw i8, ptr %0, i64 8, !dbg !24
  %8 = load float, ptr %7, align 4, !dbg !24, !tbaa !21
  %9 = fadd contract float %6, %8, !dbg !25
  %10 = getelementptr inbounds nuw i8, ptr %0, i64 12, !dbg !26
  %11 = load float, ptr %10, align 4, !dbg !26, !tbaa !21
  %12 = fadd contract float %9, %11, !dbg !27
  ret float %12, !dbg !28
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read)
define dso_local noundef double @_Z9outer_sum5Outer(ptr noundef readonly byval(%struct.Outer) align 8 captures(none) %0) local_unnamed_addr #0 !dbg !29 {
  %2 = load double, ptr %0, align 8, !dbg !30, !tbaa !31
  %3 = getelementptr inbounds nuw i8, ptr %0, i64 8, !dbg !34
  %4 = tail call contract noundef float @_Z9inner_sum5Inner(ptr noundef nonnull byval(%struct.Inner) align 4 %3) #4, !dbg !35
  %5 = fpext contract float %4 to double, !dbg !35
  %6 = fadd contract double %2, %5, !dbg !36
  %7 = getelementptr inbounds nuw i8, ptr %0, i64 24, !dbg !37
  %8 = tail call contract noundef float @_Z9inner_sum5Inner(ptr noundef nonnull byval(%struct.Inner) align 4 %7) #4, !dbg !38
  %9 = fpext contract float %8 to double, !dbg !38
  %10 = fsub contract double %6, %9, !dbg !39
  ret double %10, !dbg !40
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define dso_local noundef float @_Z5first7WithPtr(ptr noundef readonly byval(%struct.WithPtr) align 8 captures(none) %0) local_unnamed_addr #1 !dbg !41 {
  %2 = getelementptr inbounds nuw i8, ptr %0, i64 8, !dbg !42
  %3 = load i32, ptr %2, align 8, !dbg !42, !tbaa !43
  %4 = icmp sgt i32 %3, 0, !dbg !47
  br i1 %4, label %5, label %8, !dbg !48

5:                                                ; preds = %1
  %6 = load ptr, ptr %0, align 8, !dbg !49, !tbaa !50
  %7 = load float, ptr %6, align 4, !dbg !51, !tbaa !21
  br label %8, !dbg !48

8:                                                ; preds = %1, %5
  %9 = phi contract float [ %7, %5 ], [ 0.000000e+00, %1 ], !dbg !48
  ret float %9, !dbg !52
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read)
define dso_local noundef i32 @_Z8low_byte4Word(ptr noundef readonly byval(%union.Word) align 4 captures(none) %0) local_unnamed_addr #0 !dbg !53 {
  %2 = load i8, ptr %0, align 4, !dbg !54, !tbaa !55
  %3 = zext i8 %2 to i32, !dbg !54
  %4 = load i32, ptr %0, align 4, !dbg !56, !tbaa !55
  %5 = add nsw i32 %4, %3, !dbg !57
  ret i32 %5, !dbg !58
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, argmem: readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define dso_local ptx_kernel void @g24_byval_members(ptr noundef readonly byval(%struct.Outer) align 8 captures(none) %0, ptr noundef readonly byval(%struct.WithPtr) align 8 captures(none) %1, ptr noundef readonly byval(%union.Word) align 4 captures(none) %2, ptr noundef byval(%struct.Inner) align 4 captures(none) %3, ptr noundef writeonly captures(none) %4) local_unnamed_addr #2 !dbg !59 {
  %6 = alloca %union.Word, align 4
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !60
  %8 = tail call contract noundef double @_Z9outer_sum5Outer(ptr noundef nonnull byval(%struct.Outer) align 8 %0) #4, !dbg !61
  %9 = getelementptr inbounds nuw i8, ptr %0, i64 24, !dbg !62
  %10 = tail call contract noundef float @_Z9inner_sum5Inner(ptr noundef nonnull byval(%struct.Inner) align 4 %9) #4, !dbg !63
  %11 = fpext contract float %10 to double, !dbg !63
  %12 = fadd contract double %8, %11, !dbg !64
  %13 = tail call contract noundef float @_Z5first7WithPtr(ptr noundef nonnull byval(%struct.WithPtr) align 8 %1) #4, !dbg !65
  %14 = fpext contract float %13 to double, !dbg !65
  %15 = fadd contract double %12, %14, !dbg !66
  %16 = load i32, ptr %2, align 4, !dbg !67, !tbaa !55
  store i32 %16, ptr %6, align 4, !dbg !67, !tbaa !55
  %17 = tail call noundef i32 @_Z8low_byte4Word(ptr noundef nonnull byval(%union.Word) align 4 %6) #4, !dbg !68
  %18 = sitofp i32 %17 to double, !dbg !68
  %19 = fadd contract double %15, %18, !dbg !69
  %20 = load i32, ptr %3, align 4, !dbg !70, !tbaa !16
  %21 = add nsw i32 %20, %7, !dbg !70
  store i32 %21, ptr %3, align 4, !dbg !70, !tbaa !16
  %22 = tail call contract noundef float @_Z9inner_sum5Inner(ptr noundef nonnull byval(%struct.Inner) align 4 %3) #4, !dbg !71
  %23 = fpext contract float %22 to double, !dbg !71
  %24 = fadd contract double %19, %23, !dbg !72
  %25 = zext nneg i32 %7 to i64, !dbg !73
  %26 = getelementptr inbounds nuw double, ptr %4, i64 %25, !dbg !73
  store double %24, ptr %26, align 8, !dbg !74, !tbaa !75
  ret void, !dbg !76
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none, target_mem0: none, target_mem1: none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, argmem: readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6}
!llvm.ident = !{!7}
!llvm.errno.tbaa = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "g24_byval_members.cu", directory: "/work/wt/mid24/tools/capture/clang_kernels")
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
!12 = distinct !DISubprogram(name: "inner_sum", scope: !1, file: !1, line: 9, type: !13, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 9, column: 74, scope: !12)
!16 = !{!17, !9, i64 0}
!17 = !{!"_ZTS5Inner", !9, i64 0, !10, i64 4}
!18 = !DILocation(line: 9, column: 72, scope: !12)
!19 = !DILocation(line: 9, column: 80, scope: !12)
!20 = !DILocation(line: 9, column: 78, scope: !12)
!21 = !{!22, !22, i64 0}
!22 = !{!"float", !10, i64 0}
!23 = !DILocation(line: 9, column: 76, scope: !12)
!24 = !DILocation(line: 9, column: 87, scope: !12)
!25 = !DILocation(line: 9, column: 85, scope: !12)
!26 = !DILocation(line: 9, column: 96, scope: !12)
!27 = !DILocation(line: 9, column: 94, scope: !12)
!28 = !DILocation(line: 9, column: 65, scope: !12)
!29 = distinct !DISubprogram(name: "outer_sum", scope: !1, file: !1, line: 10, type: !13, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!30 = !DILocation(line: 10, column: 75, scope: !29)
!31 = !{!32, !33, i64 0}
!32 = !{!"_ZTS5Outer", !33, i64 0, !17, i64 8, !17, i64 24}
!33 = !{!"double", !10, i64 0}
!34 = !DILocation(line: 10, column: 91, scope: !29)
!35 = !DILocation(line: 10, column: 79, scope: !29)
!36 = !DILocation(line: 10, column: 77, scope: !29)
!37 = !DILocation(line: 10, column: 109, scope: !29)
!38 = !DILocation(line: 10, column: 97, scope: !29)
!39 = !DILocation(line: 10, column: 95, scope: !29)
!40 = !DILocation(line: 10, column: 66, scope: !29)
!41 = distinct !DISubprogram(name: "first", scope: !1, file: !1, line: 11, type: !13, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!42 = !DILocation(line: 11, column: 72, scope: !41)
!43 = !{!44, !9, i64 8}
!44 = !{!"_ZTS7WithPtr", !45, i64 0, !9, i64 8}
!45 = !{!"p1 float", !46, i64 0}
!46 = !{!"any pointer", !10, i64 0}
!47 = !DILocation(line: 11, column: 74, scope: !41)
!48 = !DILocation(line: 11, column: 70, scope: !41)
!49 = !DILocation(line: 11, column: 82, scope: !41)
!50 = !{!44, !45, i64 0}
!51 = !DILocation(line: 11, column: 80, scope: !41)
!52 = !DILocation(line: 11, column: 63, scope: !41)
!53 = distinct !DISubprogram(name: "low_byte", scope: !1, file: !1, line: 12, type: !13, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!54 = !DILocation(line: 12, column: 68, scope: !53)
!55 = !{!10, !10, i64 0}
!56 = !DILocation(line: 12, column: 79, scope: !53)
!57 = !DILocation(line: 12, column: 75, scope: !53)
!58 = !DILocation(line: 12, column: 61, scope: !53)
!59 = distinct !DISubprogram(name: "g24_byval_members", scope: !1, file: !1, line: 13, type: !13, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!60 = !DILocation(line: 14, column: 11, scope: !59)
!61 = !DILocation(line: 15, column: 14, scope: !59)
!62 = !DILocation(line: 15, column: 41, scope: !59)
!63 = !DILocation(line: 15, column: 29, scope: !59)
!64 = !DILocation(line: 15, column: 27, scope: !59)
!65 = !DILocation(line: 15, column: 50, scope: !59)
!66 = !DILocation(line: 15, column: 48, scope: !59)
!67 = !DILocation(line: 15, column: 70, scope: !59)
!68 = !DILocation(line: 15, column: 61, scope: !59)
!69 = !DILocation(line: 15, column: 59, scope: !59)
!70 = !DILocation(line: 16, column: 7, scope: !59)
!71 = !DILocation(line: 17, column: 16, scope: !59)
!72 = !DILocation(line: 17, column: 14, scope: !59)
!73 = !DILocation(line: 17, column: 3, scope: !59)
!74 = !DILocation(line: 17, column: 10, scope: !59)
!75 = !{!33, !33, i64 0}
!76 = !DILocation(line: 18, column: 1, scope: !59)
