; ModuleID = 'k28_grid_const.cu'
source_filename = "k28_grid_const.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Params = type { [8 x float], i32, i64 }
%struct.Big = type { [32 x i32] }

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read)
define dso_local noundef float @_Z4pickPK6Paramsi(ptr noundef readonly captures(none) %0, i32 noundef %1) local_unnamed_addr #0 !dbg !12 {
  %3 = and i32 %1, 7, !dbg !15
  %4 = zext nneg i32 %3 to i64, !dbg !16
  %5 = getelementptr inbounds nuw float, ptr %0, i64 %4, !dbg !16
  %6 = load float, ptr %5, align 4, !dbg !16, !tbaa !17
  %7 = getelementptr inbounds nuw i8, ptr %0, i64 32, !dbg !19
  %8 = load i32, ptr %7, align 8, !dbg !19, !tbaa !20
  %9 = sitofp i32 %8 to float, !dbg !23
  %10 = fmul contract float %6, %9, !dbg !24
  ret float %10, !dbg !25
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @grid_const(ptr noundef readonly byval(%struct.Params) align 8 captures(none) "nvvm.grid_constant" %0, ptr noundef readonly byval(%struct.Big) align 4 captures(none) "nvvm.grid_constant" %1, ptr noundef writeonly captures(none) %2, i32 noundef %3) local_unnamed_addr #1 !dbg !26 {
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !27
  %6 = tail call range(i32 1, 129) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !28
  %7 = mul nuw nsw i32 %5, %6, !dbg !29
  %8 = tail call range(i32 0, 128) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !30
  %9 = add nuw nsw i32 %7, %8, !dbg !31
  %10 = icmp slt i32 %9, %3, !dbg !32
  br i1 %10, label %11, label %25, !dbg !32

11:                                               ; preds = %4
  %12 = call contract noundef float @_Z4pickPK6Paramsi(ptr noundef nonnull %0, i32 noundef %9) #4, !dbg !33
  %13 = and i32 %9, 31, !dbg !34
  %14 = zext nneg i32 %13 to i64, !dbg !35
  %15 = getelementptr inbounds nuw i32, ptr %1, i64 %14, !dbg !35
  %16 = load i32, ptr %15, align 4, !dbg !35, !tbaa !8
  %17 = sitofp i32 %16 to float, !dbg !35
  %18 = fadd contract float %12, %17, !dbg !36
  %19 = getelementptr inbounds nuw i8, ptr %0, i64 40, !dbg !37
  %20 = load i64, ptr %19, align 8, !dbg !37, !tbaa !38
  %21 = sitofp i64 %20 to float, !dbg !39
  %22 = fadd contract float %18, %21, !dbg !40
  %23 = zext nneg i32 %9 to i64, !dbg !41
  %24 = getelementptr inbounds nuw float, ptr %2, i64 %23, !dbg !41
  store float %22, ptr %24, align 4, !dbg !42, !tbaa !17
  br label %25, !dbg !43

25:                                               ; preds = %4, %11
  ret void, !dbg !43
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @by_value_big(ptr noundef readonly byval(%struct.Big) align 4 captures(none) %0, ptr noundef readonly byval(%struct.Params) align 8 captures(none) %1, ptr noundef writeonly captures(none) %2, i32 noundef %3) local_unnamed_addr #3 !dbg !44 {
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !45
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !46
  %7 = mul nuw nsw i32 %5, %6, !dbg !47
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !48
  %9 = add nuw nsw i32 %7, %8, !dbg !49
  %10 = icmp slt i32 %9, %3, !dbg !50
  br i1 %10, label %11, label %28, !dbg !50

11:                                               ; preds = %4
  %12 = mul nuw nsw i32 %9, 7, !dbg !51
  %13 = and i32 %12, 31, !dbg !52
  %14 = zext nneg i32 %13 to i64, !dbg !53
  %15 = getelementptr inbounds nuw i32, ptr %0, i64 %14, !dbg !53
  %16 = load i32, ptr %15, align 4, !dbg !53, !tbaa !8
  %17 = and i32 %9, 7, !dbg !54
  %18 = zext nneg i32 %17 to i64, !dbg !55
  %19 = getelementptr inbounds nuw float, ptr %1, i64 %18, !dbg !55
  %20 = load float, ptr %19, align 4, !dbg !55, !tbaa !17
  %21 = fptosi float %20 to i32, !dbg !55
  %22 = add nsw i32 %16, %21, !dbg !56
  %23 = getelementptr inbounds nuw i8, ptr %1, i64 32, !dbg !57
  %24 = load i32, ptr %23, align 8, !dbg !57, !tbaa !20
  %25 = add nsw i32 %22, %24, !dbg !58
  %26 = zext nneg i32 %9 to i64, !dbg !59
  %27 = getelementptr inbounds nuw i32, ptr %2, i64 %26, !dbg !59
  store i32 %25, ptr %27, align 4, !dbg !60, !tbaa !8
  br label %28, !dbg !59

28:                                               ; preds = %11, %4
  ret void, !dbg !61
}

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="128" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #4 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6}
!llvm.ident = !{!7}
!llvm.errno.tbaa = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "k28_grid_const.cu", directory: "/work/wt/nvir31/tools/capture/clang_kernels")
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
!12 = distinct !DISubprogram(name: "pick", scope: !1, file: !1, line: 6, type: !13, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 6, column: 93, scope: !12)
!16 = !DILocation(line: 6, column: 82, scope: !12)
!17 = !{!18, !18, i64 0}
!18 = !{!"float", !10, i64 0}
!19 = !DILocation(line: 6, column: 103, scope: !12)
!20 = !{!21, !9, i64 32}
!21 = !{!"_ZTS6Params", !10, i64 0, !9, i64 32, !22, i64 40}
!22 = !{!"long long", !10, i64 0}
!23 = !DILocation(line: 6, column: 100, scope: !12)
!24 = !DILocation(line: 6, column: 98, scope: !12)
!25 = !DILocation(line: 6, column: 75, scope: !12)
!26 = distinct !DISubprogram(name: "grid_const", scope: !1, file: !1, line: 7, type: !13, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!27 = !DILocation(line: 9, column: 11, scope: !26)
!28 = !DILocation(line: 9, column: 24, scope: !26)
!29 = !DILocation(line: 9, column: 22, scope: !26)
!30 = !DILocation(line: 9, column: 37, scope: !26)
!31 = !DILocation(line: 9, column: 35, scope: !26)
!32 = !DILocation(line: 10, column: 9, scope: !26)
!33 = !DILocation(line: 11, column: 12, scope: !26)
!34 = !DILocation(line: 11, column: 34, scope: !26)
!35 = !DILocation(line: 11, column: 26, scope: !26)
!36 = !DILocation(line: 11, column: 24, scope: !26)
!37 = !DILocation(line: 11, column: 51, scope: !26)
!38 = !{!21, !22, i64 40}
!39 = !DILocation(line: 11, column: 49, scope: !26)
!40 = !DILocation(line: 11, column: 40, scope: !26)
!41 = !DILocation(line: 11, column: 3, scope: !26)
!42 = !DILocation(line: 11, column: 10, scope: !26)
!43 = !DILocation(line: 12, column: 1, scope: !26)
!44 = distinct !DISubprogram(name: "by_value_big", scope: !1, file: !1, line: 13, type: !13, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!45 = !DILocation(line: 14, column: 11, scope: !44)
!46 = !DILocation(line: 14, column: 24, scope: !44)
!47 = !DILocation(line: 14, column: 22, scope: !44)
!48 = !DILocation(line: 14, column: 37, scope: !44)
!49 = !DILocation(line: 14, column: 35, scope: !44)
!50 = !DILocation(line: 15, column: 9, scope: !44)
!51 = !DILocation(line: 15, column: 32, scope: !44)
!52 = !DILocation(line: 15, column: 37, scope: !44)
!53 = !DILocation(line: 15, column: 23, scope: !44)
!54 = !DILocation(line: 15, column: 60, scope: !44)
!55 = !DILocation(line: 15, column: 50, scope: !44)
!56 = !DILocation(line: 15, column: 43, scope: !44)
!57 = !DILocation(line: 15, column: 69, scope: !44)
!58 = !DILocation(line: 15, column: 65, scope: !44)
!59 = !DILocation(line: 15, column: 14, scope: !44)
!60 = !DILocation(line: 15, column: 21, scope: !44)
!61 = !DILocation(line: 16, column: 1, scope: !44)
