; ModuleID = 'device_abi.cu'
source_filename = "device_abi.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Pair = type { double, i8 }
%struct.Big = type { [9 x i32] }

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none)
define dso_local %struct.Pair @_Z4makedc(double noundef %0, i8 noundef signext %1) local_unnamed_addr #0 !dbg !12 {
  %3 = insertvalue %struct.Pair poison, double %0, 0, !dbg !15
  %4 = insertvalue %struct.Pair %3, i8 %1, 1, !dbg !15
  ret %struct.Pair %4, !dbg !15
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read)
define dso_local noundef i32 @_Z3sum3Big(ptr noundef readonly byval(%struct.Big) align 4 captures(none) %0) local_unnamed_addr #1 !dbg !16 {
  %2 = load i32, ptr %0, align 4, !dbg !17, !tbaa !8
  %3 = getelementptr inbounds nuw i8, ptr %0, i64 4, !dbg !17
  %4 = load i32, ptr %3, align 4, !dbg !17, !tbaa !8
  %5 = add nsw i32 %4, %2, !dbg !18
  %6 = getelementptr inbounds nuw i8, ptr %0, i64 8, !dbg !17
  %7 = load i32, ptr %6, align 4, !dbg !17, !tbaa !8
  %8 = add nsw i32 %7, %5, !dbg !18
  %9 = getelementptr inbounds nuw i8, ptr %0, i64 12, !dbg !17
  %10 = load i32, ptr %9, align 4, !dbg !17, !tbaa !8
  %11 = add nsw i32 %10, %8, !dbg !18
  %12 = getelementptr inbounds nuw i8, ptr %0, i64 16, !dbg !17
  %13 = load i32, ptr %12, align 4, !dbg !17, !tbaa !8
  %14 = add nsw i32 %13, %11, !dbg !18
  %15 = getelementptr inbounds nuw i8, ptr %0, i64 20, !dbg !17
  %16 = load i32, ptr %15, align 4, !dbg !17, !tbaa !8
  %17 = add nsw i32 %16, %14, !dbg !18
  %18 = getelementptr inbounds nuw i8, ptr %0, i64 24, !dbg !17
  %19 = load i32, ptr %18, align 4, !dbg !17, !tbaa !8
  %20 = add nsw i32 %19, %17, !dbg !18
  %21 = getelementptr inbounds nuw i8, ptr %0, i64 28, !dbg !17
  %22 = load i32, ptr %21, align 4, !dbg !17, !tbaa !8
  %23 = add nsw i32 %22, %20, !dbg !18
  %24 = getelementptr inbounds nuw i8, ptr %0, i64 32, !dbg !17
  %25 = load i32, ptr %24, align 4, !dbg !17, !tbaa !8
  %26 = add nsw i32 %25, %23, !dbg !18
  ret i32 %26, !dbg !19
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none)
define dso_local noundef signext i16 @_Z6narrowshb(i16 noundef signext %0, i8 noundef zeroext %1, i1 noundef zeroext %2) local_unnamed_addr #0 !dbg !20 {
  %4 = zext i8 %1 to i16, !dbg !21
  %5 = sub nsw i16 0, %4, !dbg !21
  %6 = select i1 %2, i16 %4, i16 %5, !dbg !21
  %7 = add i16 %6, %0, !dbg !21
  ret i16 %7, !dbg !22
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @abi(ptr noundef captures(none) initializes((8, 16)) %0, ptr noundef writeonly captures(none) initializes((0, 4)) %1, ptr noundef readonly byval(%struct.Big) align 4 captures(none) %2, i16 noundef signext %3) local_unnamed_addr #2 !dbg !23 {
  %5 = load double, ptr %0, align 8, !dbg !24, !tbaa !25
  %6 = tail call %struct.Pair @_Z4makedc(double noundef %5, i8 noundef signext 120) #3, !dbg !27
  %7 = extractvalue %struct.Pair %6, 0, !dbg !27
  %8 = extractvalue %struct.Pair %6, 1, !dbg !27
  %9 = sitofp i8 %8 to double, !dbg !28
  %10 = fadd contract double %7, %9, !dbg !29
  %11 = getelementptr inbounds nuw i8, ptr %0, i64 8, !dbg !30
  store double %10, ptr %11, align 8, !dbg !31, !tbaa !25
  %12 = tail call noundef i32 @_Z3sum3Big(ptr noundef nonnull byval(%struct.Big) align 4 %2) #3, !dbg !32
  %13 = fcmp contract ogt double %5, 0.000000e+00, !dbg !33
  %14 = tail call noundef signext i16 @_Z6narrowshb(i16 noundef signext %3, i8 noundef zeroext 3, i1 noundef zeroext %13) #3, !dbg !34
  %15 = sext i16 %14 to i32, !dbg !34
  %16 = add nsw i32 %12, %15, !dbg !35
  store i32 %16, ptr %1, align 4, !dbg !36, !tbaa !8
  ret void, !dbg !37
}

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6}
!llvm.ident = !{!7}
!llvm.errno.tbaa = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "device_abi.cu", directory: "/work/wt/llir25/tools/capture/clang_kernels")
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
!12 = distinct !DISubprogram(name: "make", scope: !1, file: !1, line: 4, type: !13, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 4, column: 94, scope: !12)
!16 = distinct !DISubprogram(name: "sum", scope: !1, file: !1, line: 5, type: !13, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!17 = !DILocation(line: 5, column: 99, scope: !16)
!18 = !DILocation(line: 5, column: 96, scope: !16)
!19 = !DILocation(line: 5, column: 107, scope: !16)
!20 = distinct !DISubprogram(name: "narrow", scope: !1, file: !1, line: 6, type: !13, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!21 = !DILocation(line: 6, column: 94, scope: !20)
!22 = !DILocation(line: 6, column: 87, scope: !20)
!23 = distinct !DISubprogram(name: "abi", scope: !1, file: !1, line: 7, type: !13, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!24 = !DILocation(line: 8, column: 17, scope: !23)
!25 = !{!26, !26, i64 0}
!26 = !{!"double", !10, i64 0}
!27 = !DILocation(line: 8, column: 12, scope: !23)
!28 = !DILocation(line: 9, column: 18, scope: !23)
!29 = !DILocation(line: 9, column: 16, scope: !23)
!30 = !DILocation(line: 9, column: 3, scope: !23)
!31 = !DILocation(line: 9, column: 10, scope: !23)
!32 = !DILocation(line: 10, column: 13, scope: !23)
!33 = !DILocation(line: 10, column: 42, scope: !23)
!34 = !DILocation(line: 10, column: 22, scope: !23)
!35 = !DILocation(line: 10, column: 20, scope: !23)
!36 = !DILocation(line: 10, column: 11, scope: !23)
!37 = !DILocation(line: 11, column: 1, scope: !23)
