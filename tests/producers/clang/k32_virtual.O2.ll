; ModuleID = 'k32_virtual.cu'
source_filename = "k32_virtual.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Square = type { %struct.Shape.base, [4 x i8] }
%struct.Shape.base = type <{ ptr, float }>
%struct.Circle = type { %struct.Shape.base, float }

$_ZNK6Square4areaEv = comdat any

$_ZNK5Shape6scaledEf = comdat any

$_ZNK6Circle4areaEv = comdat any

$_ZNK6Circle6scaledEf = comdat any

$_ZTV6Square = comdat any

$_ZTV6Circle = comdat any

@_ZTV6Square = linkonce_odr dso_local unnamed_addr constant { [4 x ptr] } { [4 x ptr] [ptr null, ptr null, ptr @_ZNK6Square4areaEv, ptr @_ZNK5Shape6scaledEf] }, comdat, align 8
@_ZTV6Circle = linkonce_odr dso_local unnamed_addr constant { [4 x ptr] } { [4 x ptr] [ptr null, ptr null, ptr @_ZNK6Circle4areaEv, ptr @_ZNK6Circle6scaledEf] }, comdat, align 8

; Function Attrs: convergent mustprogress noinline nounwind
define dso_local noundef float @_Z5totalPK5ShapeS1_f(ptr noundef %0, ptr noundef %1, float noundef %2) local_unnamed_addr #0 !dbg !12 {
  %4 = load ptr, ptr %0, align 8, !dbg !15, !tbaa !16
  %5 = getelementptr inbounds nuw i8, ptr %4, i64 8, !dbg !15
  %6 = load ptr, ptr %5, align 8, !dbg !15
  %7 = tail call contract noundef float %6(ptr noundef nonnull align 8 dereferenceable(12) %0, float noundef %2) #6, !dbg !15
  %8 = load ptr, ptr %1, align 8, !dbg !18, !tbaa !16
  %9 = load ptr, ptr %8, align 8, !dbg !18
  %10 = tail call contract noundef float %9(ptr noundef nonnull align 8 dereferenceable(12) %1) #6, !dbg !18
  %11 = fadd contract float %7, %10, !dbg !19
  ret float %11, !dbg !20
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @virtual_calls(ptr noundef readonly captures(none) %0, ptr noundef readonly captures(none) %1, ptr noundef writeonly captures(none) %2, i32 noundef %3) local_unnamed_addr #1 !dbg !21 {
  %5 = alloca %struct.Square, align 8
  %6 = alloca %struct.Circle, align 8
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !22
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !23
  %9 = mul nuw nsw i32 %7, %8, !dbg !24
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !25
  %11 = add nuw nsw i32 %9, %10, !dbg !26
  %12 = icmp slt i32 %11, %3, !dbg !27
  br i1 %12, label %13, label %36, !dbg !27

13:                                               ; preds = %4
  call void @llvm.lifetime.start.p0(ptr nonnull %5) #7, !dbg !28
  %14 = zext nneg i32 %11 to i64, !dbg !29
  %15 = getelementptr inbounds nuw float, ptr %0, i64 %14, !dbg !29
  %16 = load float, ptr %15, align 4, !dbg !29, !tbaa !30
  %17 = getelementptr inbounds nuw i8, ptr %5, i64 8, !dbg !32
  store float %16, ptr %17, align 8, !dbg !32, !tbaa !39
  store ptr getelementptr inbounds nuw inrange(-16, 16) (i8, ptr @_ZTV6Square, i64 16), ptr %5, align 8, !dbg !41, !tbaa !16
  call void @llvm.lifetime.start.p0(ptr nonnull %6) #7, !dbg !42
  %18 = fadd contract float %16, 1.000000e+00, !dbg !43
  %19 = getelementptr inbounds nuw i8, ptr %6, i64 8, !dbg !44
  store float %18, ptr %19, align 8, !dbg !44, !tbaa !39
  store ptr getelementptr inbounds nuw inrange(-16, 16) (i8, ptr @_ZTV6Circle, i64 16), ptr %6, align 8, !dbg !50, !tbaa !16
  %20 = getelementptr inbounds nuw i8, ptr %6, i64 12, !dbg !51
  %21 = fmul contract float %18, %18, !dbg !52
  store float %21, ptr %20, align 4, !dbg !51, !tbaa !53
  %22 = getelementptr inbounds nuw i32, ptr %1, i64 %14, !dbg !55
  %23 = load i32, ptr %22, align 4, !dbg !55, !tbaa !8
  %24 = and i32 %23, 1, !dbg !56
  %25 = icmp eq i32 %24, 0, !dbg !55
  %26 = select i1 %25, ptr %6, ptr %5, !dbg !55
  %27 = and i32 %23, 2, !dbg !57
  %28 = icmp eq i32 %27, 0, !dbg !58
  %29 = select i1 %28, ptr %5, ptr %6, !dbg !58
  %30 = call contract noundef float @_Z5totalPK5ShapeS1_f(ptr noundef nonnull %26, ptr noundef nonnull %29, float noundef 5.000000e-01) #6, !dbg !59
  %31 = load ptr, ptr %26, align 8, !dbg !60, !tbaa !16
  %32 = load ptr, ptr %31, align 8, !dbg !60
  %33 = call contract noundef float %32(ptr noundef nonnull align 8 dereferenceable(12) %26) #6, !dbg !60
  %34 = fadd contract float %30, %33, !dbg !61
  %35 = getelementptr inbounds nuw float, ptr %2, i64 %14, !dbg !62
  store float %34, ptr %35, align 4, !dbg !63, !tbaa !30
  call void @llvm.lifetime.end.p0(ptr nonnull %6) #7, !dbg !64
  call void @llvm.lifetime.end.p0(ptr nonnull %5) #7, !dbg !64
  br label %36, !dbg !64

36:                                               ; preds = %4, %13
  ret void, !dbg !64
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #2

; Function Attrs: mustprogress nounwind
define linkonce_odr dso_local noundef float @_ZNK6Square4areaEv(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #4 comdat align 2 !dbg !65 {
  %2 = getelementptr inbounds nuw i8, ptr %0, i64 8, !dbg !66
  %3 = load float, ptr %2, align 8, !dbg !66, !tbaa !39
  %4 = fmul contract float %3, %3, !dbg !67
  ret float %4, !dbg !68
}

; Function Attrs: convergent mustprogress nounwind
define linkonce_odr dso_local noundef float @_ZNK5Shape6scaledEf(ptr noundef nonnull align 8 dereferenceable(12) %0, float noundef %1) unnamed_addr #5 comdat align 2 !dbg !69 {
  %3 = load ptr, ptr %0, align 8, !dbg !70, !tbaa !16
  %4 = load ptr, ptr %3, align 8, !dbg !70
  %5 = tail call contract noundef float %4(ptr noundef nonnull align 8 dereferenceable(12) %0) #6, !dbg !70
  %6 = fmul contract float %1, %5, !dbg !71
  ret float %6, !dbg !72
}

; Function Attrs: mustprogress nounwind
define linkonce_odr dso_local noundef float @_ZNK6Circle4areaEv(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #4 comdat align 2 !dbg !73 {
  %2 = getelementptr inbounds nuw i8, ptr %0, i64 12, !dbg !74
  %3 = load float, ptr %2, align 4, !dbg !74, !tbaa !53
  %4 = fmul contract float %3, 0x400921FA00000000, !dbg !75
  ret float %4, !dbg !76
}

; Function Attrs: convergent mustprogress nounwind
define linkonce_odr dso_local noundef float @_ZNK6Circle6scaledEf(ptr noundef nonnull align 8 dereferenceable(16) %0, float noundef %1) unnamed_addr #5 comdat align 2 !dbg !77 {
  %3 = load ptr, ptr %0, align 8, !dbg !78, !tbaa !16
  %4 = load ptr, ptr %3, align 8, !dbg !78
  %5 = tail call contract noundef float %4(ptr noundef nonnull align 8 dereferenceable(16) %0) #6, !dbg !78
  %6 = fmul contract float %1, %5, !dbg !79
  %7 = getelementptr inbounds nuw i8, ptr %0, i64 8, !dbg !80
  %8 = load float, ptr %7, align 8, !dbg !80, !tbaa !39
  %9 = fadd contract float %6, %8, !dbg !81
  ret float %9, !dbg !82
}

attributes #0 = { convergent mustprogress noinline nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #1 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #5 = { convergent mustprogress nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #6 = { convergent nounwind }
attributes #7 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6}
!llvm.ident = !{!7}
!llvm.errno.tbaa = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "k32_virtual.cu", directory: "/work/wt/nvir32/tools/capture/clang_kernels")
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
!12 = distinct !DISubprogram(name: "total", scope: !1, file: !1, line: 20, type: !13, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 21, column: 13, scope: !12)
!16 = !{!17, !17, i64 0}
!17 = !{!"vtable pointer", !11, i64 0}
!18 = !DILocation(line: 21, column: 28, scope: !12)
!19 = !DILocation(line: 21, column: 23, scope: !12)
!20 = !DILocation(line: 21, column: 3, scope: !12)
!21 = distinct !DISubprogram(name: "virtual_calls", scope: !1, file: !1, line: 23, type: !13, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!22 = !DILocation(line: 24, column: 11, scope: !21)
!23 = !DILocation(line: 24, column: 24, scope: !21)
!24 = !DILocation(line: 24, column: 22, scope: !21)
!25 = !DILocation(line: 24, column: 37, scope: !21)
!26 = !DILocation(line: 24, column: 35, scope: !21)
!27 = !DILocation(line: 25, column: 9, scope: !21)
!28 = !DILocation(line: 26, column: 3, scope: !21)
!29 = !DILocation(line: 26, column: 13, scope: !21)
!30 = !{!31, !31, i64 0}
!31 = !{!"float", !10, i64 0}
!32 = !DILocation(line: 6, column: 31, scope: !33, inlinedAt: !34)
!33 = distinct !DISubprogram(name: "Shape", scope: !1, file: !1, line: 6, type: !13, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!34 = distinct !DILocation(line: 11, column: 32, scope: !35, inlinedAt: !36)
!35 = distinct !DISubprogram(name: "Square", scope: !1, file: !1, line: 11, type: !13, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!36 = distinct !DILocation(line: 11, column: 41, scope: !37, inlinedAt: !38)
!37 = distinct !DISubprogram(name: "Square", scope: !1, file: !1, line: 11, type: !13, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!38 = distinct !DILocation(line: 26, column: 10, scope: !21)
!39 = !{!40, !31, i64 8}
!40 = !{!"_ZTS5Shape", !31, i64 8}
!41 = !DILocation(line: 11, column: 41, scope: !35, inlinedAt: !36)
!42 = !DILocation(line: 27, column: 3, scope: !21)
!43 = !DILocation(line: 27, column: 19, scope: !21)
!44 = !DILocation(line: 6, column: 31, scope: !33, inlinedAt: !45)
!45 = distinct !DILocation(line: 16, column: 32, scope: !46, inlinedAt: !47)
!46 = distinct !DISubprogram(name: "Circle", scope: !1, file: !1, line: 16, type: !13, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!47 = distinct !DILocation(line: 16, column: 52, scope: !48, inlinedAt: !49)
!48 = distinct !DISubprogram(name: "Circle", scope: !1, file: !1, line: 16, type: !13, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!49 = distinct !DILocation(line: 27, column: 10, scope: !21)
!50 = !DILocation(line: 16, column: 52, scope: !46, inlinedAt: !47)
!51 = !DILocation(line: 16, column: 42, scope: !46, inlinedAt: !47)
!52 = !DILocation(line: 16, column: 47, scope: !46, inlinedAt: !47)
!53 = !{!54, !31, i64 12}
!54 = !{!"_ZTS6Circle", !40, i64 0, !31, i64 12}
!55 = !DILocation(line: 28, column: 20, scope: !21)
!56 = !DILocation(line: 28, column: 28, scope: !21)
!57 = !DILocation(line: 29, column: 28, scope: !21)
!58 = !DILocation(line: 29, column: 20, scope: !21)
!59 = !DILocation(line: 30, column: 12, scope: !21)
!60 = !DILocation(line: 30, column: 35, scope: !21)
!61 = !DILocation(line: 30, column: 30, scope: !21)
!62 = !DILocation(line: 30, column: 3, scope: !21)
!63 = !DILocation(line: 30, column: 10, scope: !21)
!64 = !DILocation(line: 31, column: 1, scope: !21)
!65 = distinct !DISubprogram(name: "area", scope: !1, file: !1, line: 12, type: !13, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!66 = !DILocation(line: 12, column: 51, scope: !65)
!67 = !DILocation(line: 12, column: 53, scope: !65)
!68 = !DILocation(line: 12, column: 44, scope: !65)
!69 = distinct !DISubprogram(name: "scaled", scope: !1, file: !1, line: 8, type: !13, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!70 = !DILocation(line: 8, column: 59, scope: !69)
!71 = !DILocation(line: 8, column: 66, scope: !69)
!72 = !DILocation(line: 8, column: 52, scope: !69)
!73 = distinct !DISubprogram(name: "area", scope: !1, file: !1, line: 17, type: !13, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!74 = !DILocation(line: 17, column: 62, scope: !73)
!75 = !DILocation(line: 17, column: 60, scope: !73)
!76 = !DILocation(line: 17, column: 44, scope: !73)
!77 = distinct !DISubprogram(name: "scaled", scope: !1, file: !1, line: 18, type: !13, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!78 = !DILocation(line: 18, column: 60, scope: !77)
!79 = !DILocation(line: 18, column: 67, scope: !77)
!80 = !DILocation(line: 18, column: 73, scope: !77)
!81 = !DILocation(line: 18, column: 71, scope: !77)
!82 = !DILocation(line: 18, column: 53, scope: !77)
