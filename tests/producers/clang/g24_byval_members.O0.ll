; ModuleID = 'g24_byval_members.cu'
source_filename = "g24_byval_members.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Inner = type { i32, [3 x float] }
%struct.Outer = type { double, %struct.Inner, %struct.Inner }
%struct.WithPtr = type { ptr, i32 }
%union.Word = type { float }

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local noundef float @_Z9inner_sum5Inner(ptr noundef byval(%struct.Inner) align 4 %0) #0 !dbg !8 {
  %2 = getelementptr inbounds nuw %struct.Inner, ptr %0, i32 0, i32 0, !dbg !11
  %3 = load i32, ptr %2, align 4, !dbg !11
  %4 = sitofp i32 %3 to float, !dbg !12
  %5 = getelementptr inbounds nuw %struct.Inner, ptr %0, i32 0, i32 1, !dbg !13
  %6 = getelementptr inbounds [3 x float], ptr %5, i64 0, i64 0, !dbg !14
  %7 = load float, ptr %6, align 4, !dbg !14
  %8 = fadd contract float %4, %7, !dbg !15
  %9 = getelementptr inbounds nuw %struct.Inner, ptr %0, i32 0, i32 1, !dbg !16
  %10 = getelementptr inbounds [3 x float], ptr %9, i64 0, i64 1, !dbg !17
  %11 = load float, ptr %10, align 4, !dbg !17
  %12 = fadd contract float %8, %11, !dbg !18
  %13 = getelementptr inbounds nuw %struct.Inner, ptr %0, i32 0, i32 1, !dbg !19
  %14 = getelementptr inbounds [3 x float], ptr %13, i64 0, i64 2, !dbg !20
  %15 = load float, ptr %14, align 4, !dbg !20
  %16 = fadd contract float %12, %15, !dbg !21
  ret float %16, !dbg !22
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local noundef double @_Z9outer_sum5Outer(ptr noundef byval(%struct.Outer) align 8 %0) #0 !dbg !23 {
  %2 = alloca %struct.Inner, align 4
  %3 = alloca %struct.Inner, align 4
  %4 = getelementptr inbounds nuw %struct.Outer, ptr %0, i32 0, i32 0, !dbg !24
  %5 = load double, ptr %4, align 8, !dbg !24
  %6 = getelementptr inbounds nuw %struct.Outer, ptr %0, i32 0, i32 1, !dbg !25
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %2, ptr align 8 %6, i64 16, i1 false), !dbg !26
  %7 = call contract noundef float @_Z9inner_sum5Inner(ptr noundef byval(%struct.Inner) align 4 %2) #4, !dbg !27
  %8 = fpext contract float %7 to double, !dbg !27
  %9 = fadd contract double %5, %8, !dbg !28
  %10 = getelementptr inbounds nuw %struct.Outer, ptr %0, i32 0, i32 2, !dbg !29
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %3, ptr align 8 %10, i64 16, i1 false), !dbg !30
  %11 = call contract noundef float @_Z9inner_sum5Inner(ptr noundef byval(%struct.Inner) align 4 %3) #4, !dbg !31
  %12 = fpext contract float %11 to double, !dbg !31
  %13 = fsub contract double %9, %12, !dbg !32
  ret double %13, !dbg !33
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #1

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local noundef float @_Z5first7WithPtr(ptr noundef byval(%struct.WithPtr) align 8 %0) #0 !dbg !34 {
  %2 = getelementptr inbounds nuw %struct.WithPtr, ptr %0, i32 0, i32 1, !dbg !35
  %3 = load i32, ptr %2, align 8, !dbg !35
  %4 = icmp sgt i32 %3, 0, !dbg !36
  br i1 %4, label %5, label %10, !dbg !37

5:                                                ; preds = %1
  %6 = getelementptr inbounds nuw %struct.WithPtr, ptr %0, i32 0, i32 0, !dbg !38
  %7 = load ptr, ptr %6, align 8, !dbg !38
  %8 = getelementptr inbounds float, ptr %7, i64 0, !dbg !39
  %9 = load float, ptr %8, align 4, !dbg !39
  br label %11, !dbg !37

10:                                               ; preds = %1
  br label %11, !dbg !37

11:                                               ; preds = %10, %5
  %12 = phi contract float [ %9, %5 ], [ 0.000000e+00, %10 ], !dbg !37
  ret float %12, !dbg !40
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local noundef i32 @_Z8low_byte4Word(ptr noundef byval(%union.Word) align 4 %0) #0 !dbg !41 {
  %2 = getelementptr inbounds [4 x i8], ptr %0, i64 0, i64 0, !dbg !42
  %3 = load i8, ptr %2, align 4, !dbg !42
  %4 = zext i8 %3 to i32, !dbg !42
  %5 = load i32, ptr %0, align 4, !dbg !43
  %6 = add nsw i32 %4, %5, !dbg !44
  ret i32 %6, !dbg !45
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local ptx_kernel void @g24_byval_members(ptr noundef byval(%struct.Outer) align 8 %0, ptr noundef byval(%struct.WithPtr) align 8 %1, ptr noundef byval(%union.Word) align 4 %2, ptr noundef byval(%struct.Inner) align 4 %3, ptr noundef %4) #2 !dbg !46 {
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca double, align 8
  %9 = alloca %struct.Outer, align 8
  %10 = alloca %struct.Inner, align 4
  %11 = alloca %struct.WithPtr, align 8
  %12 = alloca %union.Word, align 4
  %13 = alloca %struct.Inner, align 4
  store ptr %4, ptr %6, align 8
  %14 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !47
  store i32 %14, ptr %7, align 4, !dbg !48
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %9, ptr align 8 %0, i64 40, i1 false), !dbg !49
  %15 = call contract noundef double @_Z9outer_sum5Outer(ptr noundef byval(%struct.Outer) align 8 %9) #4, !dbg !50
  %16 = getelementptr inbounds nuw %struct.Outer, ptr %0, i32 0, i32 2, !dbg !51
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %10, ptr align 8 %16, i64 16, i1 false), !dbg !52
  %17 = call contract noundef float @_Z9inner_sum5Inner(ptr noundef byval(%struct.Inner) align 4 %10) #4, !dbg !53
  %18 = fpext contract float %17 to double, !dbg !53
  %19 = fadd contract double %15, %18, !dbg !54
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %11, ptr align 8 %1, i64 16, i1 false), !dbg !55
  %20 = call contract noundef float @_Z5first7WithPtr(ptr noundef byval(%struct.WithPtr) align 8 %11) #4, !dbg !56
  %21 = fpext contract float %20 to double, !dbg !56
  %22 = fadd contract double %19, %21, !dbg !57
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %12, ptr align 4 %2, i64 4, i1 false), !dbg !58
  %23 = call noundef i32 @_Z8low_byte4Word(ptr noundef byval(%union.Word) align 4 %12) #4, !dbg !59
  %24 = sitofp i32 %23 to double, !dbg !59
  %25 = fadd contract double %22, %24, !dbg !60
  store double %25, ptr %8, align 8, !dbg !61
  %26 = load i32, ptr %7, align 4, !dbg !62
  %27 = getelementptr inbounds nuw %struct.Inner, ptr %3, i32 0, i32 0, !dbg !63
  %28 = load i32, ptr %27, align 4, !dbg !64
  %29 = add nsw i32 %28, %26, !dbg !64
  store i32 %29, ptr %27, align 4, !dbg !64
  %30 = load double, ptr %8, align 8, !dbg !65
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %13, ptr align 4 %3, i64 16, i1 false), !dbg !66
  %31 = call contract noundef float @_Z9inner_sum5Inner(ptr noundef byval(%struct.Inner) align 4 %13) #4, !dbg !67
  %32 = fpext contract float %31 to double, !dbg !67
  %33 = fadd contract double %30, %32, !dbg !68
  %34 = load ptr, ptr %6, align 8, !dbg !69
  %35 = load i32, ptr %7, align 4, !dbg !70
  %36 = sext i32 %35 to i64, !dbg !69
  %37 = getelementptr inbounds double, ptr %34, i64 %36, !dbg !69
  store double %33, ptr %37, align 8, !dbg !71
  ret void, !dbg !72
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

attributes #0 = { convergent mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6}
!llvm.ident = !{!7}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "g24_byval_members.cu", directory: "/work/wt/mid24/tools/capture/clang_kernels")
!2 = !{i32 7, !"Dwarf Version", i32 2}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!6 = !{i32 7, !"frame-pointer", i32 2}
!7 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!8 = distinct !DISubprogram(name: "inner_sum", scope: !1, file: !1, line: 9, type: !9, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!9 = !DISubroutineType(types: !10)
!10 = !{}
!11 = !DILocation(line: 9, column: 74, scope: !8)
!12 = !DILocation(line: 9, column: 72, scope: !8)
!13 = !DILocation(line: 9, column: 80, scope: !8)
!14 = !DILocation(line: 9, column: 78, scope: !8)
!15 = !DILocation(line: 9, column: 76, scope: !8)
!16 = !DILocation(line: 9, column: 89, scope: !8)
!17 = !DILocation(line: 9, column: 87, scope: !8)
!18 = !DILocation(line: 9, column: 85, scope: !8)
!19 = !DILocation(line: 9, column: 98, scope: !8)
!20 = !DILocation(line: 9, column: 96, scope: !8)
!21 = !DILocation(line: 9, column: 94, scope: !8)
!22 = !DILocation(line: 9, column: 65, scope: !8)
!23 = distinct !DISubprogram(name: "outer_sum", scope: !1, file: !1, line: 10, type: !9, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!24 = !DILocation(line: 10, column: 75, scope: !23)
!25 = !DILocation(line: 10, column: 91, scope: !23)
!26 = !DILocation(line: 10, column: 89, scope: !23)
!27 = !DILocation(line: 10, column: 79, scope: !23)
!28 = !DILocation(line: 10, column: 77, scope: !23)
!29 = !DILocation(line: 10, column: 109, scope: !23)
!30 = !DILocation(line: 10, column: 107, scope: !23)
!31 = !DILocation(line: 10, column: 97, scope: !23)
!32 = !DILocation(line: 10, column: 95, scope: !23)
!33 = !DILocation(line: 10, column: 66, scope: !23)
!34 = distinct !DISubprogram(name: "first", scope: !1, file: !1, line: 11, type: !9, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!35 = !DILocation(line: 11, column: 72, scope: !34)
!36 = !DILocation(line: 11, column: 74, scope: !34)
!37 = !DILocation(line: 11, column: 70, scope: !34)
!38 = !DILocation(line: 11, column: 82, scope: !34)
!39 = !DILocation(line: 11, column: 80, scope: !34)
!40 = !DILocation(line: 11, column: 63, scope: !34)
!41 = distinct !DISubprogram(name: "low_byte", scope: !1, file: !1, line: 12, type: !9, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!42 = !DILocation(line: 12, column: 68, scope: !41)
!43 = !DILocation(line: 12, column: 79, scope: !41)
!44 = !DILocation(line: 12, column: 75, scope: !41)
!45 = !DILocation(line: 12, column: 61, scope: !41)
!46 = distinct !DISubprogram(name: "g24_byval_members", scope: !1, file: !1, line: 13, type: !9, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!47 = !DILocation(line: 14, column: 11, scope: !46)
!48 = !DILocation(line: 14, column: 7, scope: !46)
!49 = !DILocation(line: 15, column: 24, scope: !46)
!50 = !DILocation(line: 15, column: 14, scope: !46)
!51 = !DILocation(line: 15, column: 41, scope: !46)
!52 = !DILocation(line: 15, column: 39, scope: !46)
!53 = !DILocation(line: 15, column: 29, scope: !46)
!54 = !DILocation(line: 15, column: 27, scope: !46)
!55 = !DILocation(line: 15, column: 56, scope: !46)
!56 = !DILocation(line: 15, column: 50, scope: !46)
!57 = !DILocation(line: 15, column: 48, scope: !46)
!58 = !DILocation(line: 15, column: 70, scope: !46)
!59 = !DILocation(line: 15, column: 61, scope: !46)
!60 = !DILocation(line: 15, column: 59, scope: !46)
!61 = !DILocation(line: 15, column: 10, scope: !46)
!62 = !DILocation(line: 16, column: 10, scope: !46)
!63 = !DILocation(line: 16, column: 5, scope: !46)
!64 = !DILocation(line: 16, column: 7, scope: !46)
!65 = !DILocation(line: 17, column: 12, scope: !46)
!66 = !DILocation(line: 17, column: 26, scope: !46)
!67 = !DILocation(line: 17, column: 16, scope: !46)
!68 = !DILocation(line: 17, column: 14, scope: !46)
!69 = !DILocation(line: 17, column: 3, scope: !46)
!70 = !DILocation(line: 17, column: 7, scope: !46)
!71 = !DILocation(line: 17, column: 10, scope: !46)
!72 = !DILocation(line: 18, column: 1, scope: !46)
