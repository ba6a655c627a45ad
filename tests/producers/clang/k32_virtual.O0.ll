; ModuleID = 'k32_virtual.cu'
source_filename = "k32_virtual.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Square = type { %struct.Shape.base, [4 x i8] }
%struct.Shape.base = type <{ ptr, float }>
%struct.Circle = type { %struct.Shape.base, float }
%struct.Shape = type <{ ptr, float, [4 x i8] }>

$_ZN6SquareC1Ef = comdat any

$_ZN6CircleC1Ef = comdat any

$_ZN6SquareC2Ef = comdat any

$_ZN5ShapeC2Ef = comdat any

$_ZNK6Square4areaEv = comdat any

$_ZNK5Shape6scaledEf = comdat any

$_ZNK5Shape4areaEv = comdat any

$_ZN6CircleC2Ef = comdat any

$_ZNK6Circle4areaEv = comdat any

$_ZNK6Circle6scaledEf = comdat any

$_ZTV6Square = comdat any

$_ZTV5Shape = comdat any

$_ZTV6Circle = comdat any

@_ZTV6Square = linkonce_odr dso_local unnamed_addr constant { [4 x ptr] } { [4 x ptr] [ptr null, ptr null, ptr @_ZNK6Square4areaEv, ptr @_ZNK5Shape6scaledEf] }, comdat, align 8
@_ZTV5Shape = linkonce_odr dso_local unnamed_addr constant { [4 x ptr] } { [4 x ptr] [ptr null, ptr null, ptr @_ZNK5Shape4areaEv, ptr @_ZNK5Shape6scaledEf] }, comdat, align 8
@_ZTV6Circle = linkonce_odr dso_local unnamed_addr constant { [4 x ptr] } { [4 x ptr] [ptr null, ptr null, ptr @_ZNK6Circle4areaEv, ptr @_ZNK6Circle6scaledEf] }, comdat, align 8

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local noundef float @_Z5totalPK5ShapeS1_f(ptr noundef %0, ptr noundef %1, float noundef %2) #0 !dbg !8 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca float, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store float %2, ptr %6, align 4
  %7 = load ptr, ptr %4, align 8, !dbg !11
  %8 = load float, ptr %6, align 4, !dbg !12
  %9 = load ptr, ptr %7, align 8, !dbg !13
  %10 = getelementptr inbounds ptr, ptr %9, i64 1, !dbg !13
  %11 = load ptr, ptr %10, align 8, !dbg !13
  %12 = call contract noundef float %11(ptr noundef nonnull align 8 dereferenceable(12) %7, float noundef %8) #3, !dbg !13
  %13 = load ptr, ptr %5, align 8, !dbg !14
  %14 = load ptr, ptr %13, align 8, !dbg !15
  %15 = getelementptr inbounds ptr, ptr %14, i64 0, !dbg !15
  %16 = load ptr, ptr %15, align 8, !dbg !15
  %17 = call contract noundef float %16(ptr noundef nonnull align 8 dereferenceable(12) %13) #3, !dbg !15
  %18 = fadd contract float %12, %17, !dbg !16
  ret float %18, !dbg !17
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local ptx_kernel void @virtual_calls(ptr noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %3) #1 !dbg !18 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca %struct.Square, align 8
  %11 = alloca %struct.Circle, align 8
  %12 = alloca ptr, align 8
  %13 = alloca ptr, align 8
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store ptr %2, ptr %7, align 8
  store i32 %3, ptr %8, align 4
  %14 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !19
  %15 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !20
  %16 = mul nsw i32 %14, %15, !dbg !21
  %17 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !22
  %18 = add nsw i32 %16, %17, !dbg !23
  store i32 %18, ptr %9, align 4, !dbg !24
  %19 = load i32, ptr %9, align 4, !dbg !25
  %20 = load i32, ptr %8, align 4, !dbg !26
  %21 = icmp sge i32 %19, %20, !dbg !27
  br i1 %21, label %22, label %23, !dbg !27

22:                                               ; preds = %4
  br label %70, !dbg !28

23:                                               ; preds = %4
  %24 = load ptr, ptr %5, align 8, !dbg !29
  %25 = load i32, ptr %9, align 4, !dbg !30
  %26 = sext i32 %25 to i64, !dbg !29
  %27 = getelementptr inbounds float, ptr %24, i64 %26, !dbg !29
  %28 = load float, ptr %27, align 4, !dbg !29
  call void @_ZN6SquareC1Ef(ptr noundef nonnull align 8 dereferenceable(12) %10, float noundef %28) #3, !dbg !31
  %29 = load ptr, ptr %5, align 8, !dbg !32
  %30 = load i32, ptr %9, align 4, !dbg !33
  %31 = sext i32 %30 to i64, !dbg !32
  %32 = getelementptr inbounds float, ptr %29, i64 %31, !dbg !32
  %33 = load float, ptr %32, align 4, !dbg !32
  %34 = fadd contract float %33, 1.000000e+00, !dbg !34
  call void @_ZN6CircleC1Ef(ptr noundef nonnull align 8 dereferenceable(16) %11, float noundef %34) #3, !dbg !35
  %35 = load ptr, ptr %6, align 8, !dbg !36
  %36 = load i32, ptr %9, align 4, !dbg !37
  %37 = sext i32 %36 to i64, !dbg !36
  %38 = getelementptr inbounds i32, ptr %35, i64 %37, !dbg !36
  %39 = load i32, ptr %38, align 4, !dbg !36
  %40 = and i32 %39, 1, !dbg !38
  %41 = icmp ne i32 %40, 0, !dbg !36
  br i1 %41, label %42, label %43, !dbg !36

42:                                               ; preds = %23
  br label %44, !dbg !36

43:                                               ; preds = %23
  br label %44, !dbg !36

44:                                               ; preds = %43, %42
  %45 = phi ptr [ %10, %42 ], [ %11, %43 ], !dbg !36
  store ptr %45, ptr %12, align 8, !dbg !39
  %46 = load ptr, ptr %6, align 8, !dbg !40
  %47 = load i32, ptr %9, align 4, !dbg !41
  %48 = sext i32 %47 to i64, !dbg !40
  %49 = getelementptr inbounds i32, ptr %46, i64 %48, !dbg !40
  %50 = load i32, ptr %49, align 4, !dbg !40
  %51 = and i32 %50, 2, !dbg !42
  %52 = icmp ne i32 %51, 0, !dbg !40
  br i1 %52, label %53, label %54, !dbg !40

53:                                               ; preds = %44
  br label %55, !dbg !40

54:                                               ; preds = %44
  br label %55, !dbg !40

55:                                               ; preds = %54, %53
  %56 = phi ptr [ %11, %53 ], [ %10, %54 ], !dbg !40
  store ptr %56, ptr %13, align 8, !dbg !43
  %57 = load ptr, ptr %12, align 8, !dbg !44
  %58 = load ptr, ptr %13, align 8, !dbg !45
  %59 = call contract noundef float @_Z5totalPK5ShapeS1_f(ptr noundef %57, ptr noundef %58, float noundef 5.000000e-01) #3, !dbg !46
  %60 = load ptr, ptr %12, align 8, !dbg !47
  %61 = load ptr, ptr %60, align 8, !dbg !48
  %62 = getelementptr inbounds ptr, ptr %61, i64 0, !dbg !48
  %63 = load ptr, ptr %62, align 8, !dbg !48
  %64 = call contract noundef float %63(ptr noundef nonnull align 8 dereferenceable(12) %60) #3, !dbg !48
  %65 = fadd contract float %59, %64, !dbg !49
  %66 = load ptr, ptr %7, align 8, !dbg !50
  %67 = load i32, ptr %9, align 4, !dbg !51
  %68 = sext i32 %67 to i64, !dbg !50
  %69 = getelementptr inbounds float, ptr %66, i64 %68, !dbg !50
  store float %65, ptr %69, align 4, !dbg !52
  br label %70, !dbg !53

70:                                               ; preds = %55, %22
  ret void, !dbg !53
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6SquareC1Ef(ptr noundef nonnull align 8 dereferenceable(12) %0, float noundef %1) unnamed_addr #0 comdat align 2 !dbg !54 {
  %3 = alloca ptr, align 8
  %4 = alloca float, align 4
  store ptr %0, ptr %3, align 8
  store float %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 8
  %6 = load float, ptr %4, align 4, !dbg !55
  call void @_ZN6SquareC2Ef(ptr noundef nonnull align 8 dereferenceable(12) %5, float noundef %6) #3, !dbg !55
  ret void, !dbg !56
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6CircleC1Ef(ptr noundef nonnull align 8 dereferenceable(16) %0, float noundef %1) unnamed_addr #0 comdat align 2 !dbg !57 {
  %3 = alloca ptr, align 8
  %4 = alloca float, align 4
  store ptr %0, ptr %3, align 8
  store float %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 8
  %6 = load float, ptr %4, align 4, !dbg !58
  call void @_ZN6CircleC2Ef(ptr noundef nonnull align 8 dereferenceable(16) %5, float noundef %6) #3, !dbg !58
  ret void, !dbg !59
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6SquareC2Ef(ptr noundef nonnull align 8 dereferenceable(12) %0, float noundef %1) unnamed_addr #0 comdat align 2 !dbg !60 {
  %3 = alloca ptr, align 8
  %4 = alloca float, align 4
  store ptr %0, ptr %3, align 8
  store float %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 8
  %6 = load float, ptr %4, align 4, !dbg !61
  call void @_ZN5ShapeC2Ef(ptr noundef nonnull align 8 dereferenceable(12) %5, float noundef %6) #3, !dbg !62
  store ptr getelementptr inbounds inrange(-16, 16) ({ [4 x ptr] }, ptr @_ZTV6Square, i32 0, i32 0, i32 2), ptr %5, align 8, !dbg !63
  ret void, !dbg !64
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN5ShapeC2Ef(ptr noundef nonnull align 8 dereferenceable(12) %0, float noundef %1) unnamed_addr #0 comdat align 2 !dbg !65 {
  %3 = alloca ptr, align 8
  %4 = alloca float, align 4
  store ptr %0, ptr %3, align 8
  store float %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 8
  store ptr getelementptr inbounds inrange(-16, 16) ({ [4 x ptr] }, ptr @_ZTV5Shape, i32 0, i32 0, i32 2), ptr %5, align 8, !dbg !66
  %6 = getelementptr inbounds nuw %struct.Shape, ptr %5, i32 0, i32 1, !dbg !67
  %7 = load float, ptr %4, align 4, !dbg !68
  store float %7, ptr %6, align 8, !dbg !67
  ret void, !dbg !69
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef float @_ZNK6Square4areaEv(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #0 comdat align 2 !dbg !70 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds nuw %struct.Shape, ptr %3, i32 0, i32 1, !dbg !71
  %5 = load float, ptr %4, align 8, !dbg !71
  %6 = getelementptr inbounds nuw %struct.Shape, ptr %3, i32 0, i32 1, !dbg !72
  %7 = load float, ptr %6, align 8, !dbg !72
  %8 = fmul contract float %5, %7, !dbg !73
  ret float %8, !dbg !74
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef float @_ZNK5Shape6scaledEf(ptr noundef nonnull align 8 dereferenceable(12) %0, float noundef %1) unnamed_addr #0 comdat align 2 !dbg !75 {
  %3 = alloca ptr, align 8
  %4 = alloca float, align 4
  store ptr %0, ptr %3, align 8
  store float %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 8
  %6 = load ptr, ptr %5, align 8, !dbg !76
  %7 = getelementptr inbounds ptr, ptr %6, i64 0, !dbg !76
  %8 = load ptr, ptr %7, align 8, !dbg !76
  %9 = call contract noundef float %8(ptr noundef nonnull align 8 dereferenceable(12) %5) #3, !dbg !76
  %10 = load float, ptr %4, align 4, !dbg !77
  %11 = fmul contract float %9, %10, !dbg !78
  ret float %11, !dbg !79
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef float @_ZNK5Shape4areaEv(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #0 comdat align 2 !dbg !80 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  ret float 0.000000e+00, !dbg !81
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6CircleC2Ef(ptr noundef nonnull align 8 dereferenceable(16) %0, float noundef %1) unnamed_addr #0 comdat align 2 !dbg !82 {
  %3 = alloca ptr, align 8
  %4 = alloca float, align 4
  store ptr %0, ptr %3, align 8
  store float %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 8
  %6 = load float, ptr %4, align 4, !dbg !83
  call void @_ZN5ShapeC2Ef(ptr noundef nonnull align 8 dereferenceable(12) %5, float noundef %6) #3, !dbg !84
  store ptr getelementptr inbounds inrange(-16, 16) ({ [4 x ptr] }, ptr @_ZTV6Circle, i32 0, i32 0, i32 2), ptr %5, align 8, !dbg !85
  %7 = getelementptr inbounds nuw %struct.Circle, ptr %5, i32 0, i32 1, !dbg !86
  %8 = load float, ptr %4, align 4, !dbg !87
  %9 = load float, ptr %4, align 4, !dbg !88
  %10 = fmul contract float %8, %9, !dbg !89
  store float %10, ptr %7, align 4, !dbg !86
  ret void, !dbg !90
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef float @_ZNK6Circle4areaEv(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #0 comdat align 2 !dbg !91 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds nuw %struct.Circle, ptr %3, i32 0, i32 1, !dbg !92
  %5 = load float, ptr %4, align 4, !dbg !92
  %6 = fmul contract float 0x400921FA00000000, %5, !dbg !93
  ret float %6, !dbg !94
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef float @_ZNK6Circle6scaledEf(ptr noundef nonnull align 8 dereferenceable(16) %0, float noundef %1) unnamed_addr #0 comdat align 2 !dbg !95 {
  %3 = alloca ptr, align 8
  %4 = alloca float, align 4
  store ptr %0, ptr %3, align 8
  store float %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 8
  %6 = load ptr, ptr %5, align 8, !dbg !96
  %7 = getelementptr inbounds ptr, ptr %6, i64 0, !dbg !96
  %8 = load ptr, ptr %7, align 8, !dbg !96
  %9 = call contract noundef float %8(ptr noundef nonnull align 8 dereferenceable(16) %5) #3, !dbg !96
  %10 = load float, ptr %4, align 4, !dbg !97
  %11 = fmul contract float %9, %10, !dbg !98
  %12 = getelementptr inbounds nuw %struct.Shape, ptr %5, i32 0, i32 1, !dbg !99
  %13 = load float, ptr %12, align 8, !dbg !99
  %14 = fadd contract float %11, %13, !dbg !100
  ret float %14, !dbg !101
}

attributes #0 = { convergent mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #1 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6}
!llvm.ident = !{!7}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "k32_virtual.cu", directory: "/work/wt/nvir32/tools/capture/clang_kernels")
!2 = !{i32 7, !"Dwarf Version", i32 2}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!6 = !{i32 7, !"frame-pointer", i32 2}
!7 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!8 = distinct !DISubprogram(name: "total", scope: !1, file: !1, line: 20, type: !9, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!9 = !DISubroutineType(types: !10)
!10 = !{}
!11 = !DILocation(line: 21, column: 10, scope: !8)
!12 = !DILocation(line: 21, column: 20, scope: !8)
!13 = !DILocation(line: 21, column: 13, scope: !8)
!14 = !DILocation(line: 21, column: 25, scope: !8)
!15 = !DILocation(line: 21, column: 28, scope: !8)
!16 = !DILocation(line: 21, column: 23, scope: !8)
!17 = !DILocation(line: 21, column: 3, scope: !8)
!18 = distinct !DISubprogram(name: "virtual_calls", scope: !1, file: !1, line: 23, type: !9, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!19 = !DILocation(line: 24, column: 11, scope: !18)
!20 = !DILocation(line: 24, column: 24, scope: !18)
!21 = !DILocation(line: 24, column: 22, scope: !18)
!22 = !DILocation(line: 24, column: 37, scope: !18)
!23 = !DILocation(line: 24, column: 35, scope: !18)
!24 = !DILocation(line: 24, column: 7, scope: !18)
!25 = !DILocation(line: 25, column: 7, scope: !18)
!26 = !DILocation(line: 25, column: 12, scope: !18)
!27 = !DILocation(line: 25, column: 9, scope: !18)
!28 = !DILocation(line: 25, column: 15, scope: !18)
!29 = !DILocation(line: 26, column: 13, scope: !18)
!30 = !DILocation(line: 26, column: 16, scope: !18)
!31 = !DILocation(line: 26, column: 10, scope: !18)
!32 = !DILocation(line: 27, column: 13, scope: !18)
!33 = !DILocation(line: 27, column: 16, scope: !18)
!34 = !DILocation(line: 27, column: 19, scope: !18)
!35 = !DILocation(line: 27, column: 10, scope: !18)
!36 = !DILocation(line: 28, column: 20, scope: !18)
!37 = !DILocation(line: 28, column: 25, scope: !18)
!38 = !DILocation(line: 28, column: 28, scope: !18)
!39 = !DILocation(line: 28, column: 16, scope: !18)
!40 = !DILocation(line: 29, column: 20, scope: !18)
!41 = !DILocation(line: 29, column: 25, scope: !18)
!42 = !DILocation(line: 29, column: 28, scope: !18)
!43 = !DILocation(line: 29, column: 16, scope: !18)
!44 = !DILocation(line: 30, column: 18, scope: !18)
!45 = !DILocation(line: 30, column: 21, scope: !18)
!46 = !DILocation(line: 30, column: 12, scope: !18)
!47 = !DILocation(line: 30, column: 32, scope: !18)
!48 = !DILocation(line: 30, column: 35, scope: !18)
!49 = !DILocation(line: 30, column: 30, scope: !18)
!50 = !DILocation(line: 30, column: 3, scope: !18)
!51 = !DILocation(line: 30, column: 7, scope: !18)
!52 = !DILocation(line: 30, column: 10, scope: !18)
!53 = !DILocation(line: 31, column: 1, scope: !18)
!54 = distinct !DISubprogram(name: "Square", scope: !1, file: !1, line: 11, type: !9, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!55 = !DILocation(line: 11, column: 41, scope: !54)
!56 = !DILocation(line: 11, column: 42, scope: !54)
!57 = distinct !DISubprogram(name: "Circle", scope: !1, file: !1, line: 16, type: !9, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!58 = !DILocation(line: 16, column: 52, scope: !57)
!59 = !DILocation(line: 16, column: 53, scope: !57)
!60 = distinct !DISubprogram(name: "Square", scope: !1, file: !1, line: 11, type: !9, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!61 = !DILocation(line: 11, column: 38, scope: !60)
!62 = !DILocation(line: 11, column: 32, scope: !60)
!63 = !DILocation(line: 11, column: 41, scope: !60)
!64 = !DILocation(line: 11, column: 42, scope: !60)
!65 = distinct !DISubprogram(name: "Shape", scope: !1, file: !1, line: 6, type: !9, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!66 = !DILocation(line: 6, column: 36, scope: !65)
!67 = !DILocation(line: 6, column: 31, scope: !65)
!68 = !DILocation(line: 6, column: 33, scope: !65)
!69 = !DILocation(line: 6, column: 37, scope: !65)
!70 = distinct !DISubprogram(name: "area", scope: !1, file: !1, line: 12, type: !9, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!71 = !DILocation(line: 12, column: 51, scope: !70)
!72 = !DILocation(line: 12, column: 55, scope: !70)
!73 = !DILocation(line: 12, column: 53, scope: !70)
!74 = !DILocation(line: 12, column: 44, scope: !70)
!75 = distinct !DISubprogram(name: "scaled", scope: !1, file: !1, line: 8, type: !9, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!76 = !DILocation(line: 8, column: 59, scope: !75)
!77 = !DILocation(line: 8, column: 68, scope: !75)
!78 = !DILocation(line: 8, column: 66, scope: !75)
!79 = !DILocation(line: 8, column: 52, scope: !75)
!80 = distinct !DISubprogram(name: "area", scope: !1, file: !1, line: 7, type: !9, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!81 = !DILocation(line: 7, column: 43, scope: !80)
!82 = distinct !DISubprogram(name: "Circle", scope: !1, file: !1, line: 16, type: !9, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!83 = !DILocation(line: 16, column: 38, scope: !82)
!84 = !DILocation(line: 16, column: 32, scope: !82)
!85 = !DILocation(line: 16, column: 52, scope: !82)
!86 = !DILocation(line: 16, column: 42, scope: !82)
!87 = !DILocation(line: 16, column: 45, scope: !82)
!88 = !DILocation(line: 16, column: 49, scope: !82)
!89 = !DILocation(line: 16, column: 47, scope: !82)
!90 = !DILocation(line: 16, column: 53, scope: !82)
!91 = distinct !DISubprogram(name: "area", scope: !1, file: !1, line: 17, type: !9, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!92 = !DILocation(line: 17, column: 62, scope: !91)
!93 = !DILocation(line: 17, column: 60, scope: !91)
!94 = !DILocation(line: 17, column: 44, scope: !91)
!95 = distinct !DISubprogram(name: "scaled", scope: !1, file: !1, line: 18, type: !9, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!96 = !DILocation(line: 18, column: 60, scope: !95)
!97 = !DILocation(line: 18, column: 69, scope: !95)
!98 = !DILocation(line: 18, column: 67, scope: !95)
!99 = !DILocation(line: 18, column: 73, scope: !95)
!100 = !DILocation(line: 18, column: 71, scope: !95)
!101 = !DILocation(line: 18, column: 53, scope: !95)
