; ModuleID = 'k28_grid_const.cu'
source_filename = "k28_grid_const.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Params = type { [8 x float], i32, i64 }
%struct.Big = type { [32 x i32] }

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local noundef float @_Z4pickPK6Paramsi(ptr noundef %0, i32 noundef %1) #0 !dbg !8 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 8, !dbg !11
  %6 = getelementptr inbounds nuw %struct.Params, ptr %5, i32 0, i32 0, !dbg !12
  %7 = load i32, ptr %4, align 4, !dbg !13
  %8 = and i32 %7, 7, !dbg !14
  %9 = sext i32 %8 to i64, !dbg !11
  %10 = getelementptr inbounds [8 x float], ptr %6, i64 0, i64 %9, !dbg !11
  %11 = load float, ptr %10, align 4, !dbg !11
  %12 = load ptr, ptr %3, align 8, !dbg !15
  %13 = getelementptr inbounds nuw %struct.Params, ptr %12, i32 0, i32 1, !dbg !16
  %14 = load i32, ptr %13, align 8, !dbg !16
  %15 = sitofp i32 %14 to float, !dbg !15
  %16 = fmul contract float %11, %15, !dbg !17
  ret float %16, !dbg !18
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local ptx_kernel void @grid_const(ptr noundef byval(%struct.Params) align 8 "nvvm.grid_constant" %0, ptr noundef byval(%struct.Big) align 4 "nvvm.grid_constant" %1, ptr noundef %2, i32 noundef %3) #1 !dbg !19 {
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store ptr %2, ptr %5, align 8
  store i32 %3, ptr %6, align 4
  %8 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !20
  %9 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !21
  %10 = mul nsw i32 %8, %9, !dbg !22
  %11 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !23
  %12 = add nsw i32 %10, %11, !dbg !24
  store i32 %12, ptr %7, align 4, !dbg !25
  %13 = load i32, ptr %7, align 4, !dbg !26
  %14 = load i32, ptr %6, align 4, !dbg !27
  %15 = icmp sge i32 %13, %14, !dbg !28
  br i1 %15, label %16, label %17, !dbg !28

16:                                               ; preds = %4
  br label %36, !dbg !29

17:                                               ; preds = %4
  %18 = load i32, ptr %7, align 4, !dbg !30
  %19 = call contract noundef float @_Z4pickPK6Paramsi(ptr noundef %0, i32 noundef %18) #4, !dbg !31
  %20 = getelementptr inbounds nuw %struct.Big, ptr %1, i32 0, i32 0, !dbg !32
  %21 = load i32, ptr %7, align 4, !dbg !33
  %22 = and i32 %21, 31, !dbg !34
  %23 = sext i32 %22 to i64, !dbg !35
  %24 = getelementptr inbounds [32 x i32], ptr %20, i64 0, i64 %23, !dbg !35
  %25 = load i32, ptr %24, align 4, !dbg !35
  %26 = sitofp i32 %25 to float, !dbg !35
  %27 = fadd contract float %19, %26, !dbg !36
  %28 = getelementptr inbounds nuw %struct.Params, ptr %0, i32 0, i32 2, !dbg !37
  %29 = load i64, ptr %28, align 8, !dbg !37
  %30 = sitofp i64 %29 to float, !dbg !38
  %31 = fadd contract float %27, %30, !dbg !39
  %32 = load ptr, ptr %5, align 8, !dbg !40
  %33 = load i32, ptr %7, align 4, !dbg !41
  %34 = sext i32 %33 to i64, !dbg !40
  %35 = getelementptr inbounds float, ptr %32, i64 %34, !dbg !40
  store float %31, ptr %35, align 4, !dbg !42
  br label %36, !dbg !43

36:                                               ; preds = %17, %16
  ret void, !dbg !43
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local ptx_kernel void @by_value_big(ptr noundef byval(%struct.Big) align 4 %0, ptr noundef byval(%struct.Params) align 8 %1, ptr noundef %2, i32 noundef %3) #3 !dbg !44 {
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store ptr %2, ptr %5, align 8
  store i32 %3, ptr %6, align 4
  %8 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !45
  %9 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !46
  %10 = mul nsw i32 %8, %9, !dbg !47
  %11 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !48
  %12 = add nsw i32 %10, %11, !dbg !49
  store i32 %12, ptr %7, align 4, !dbg !50
  %13 = load i32, ptr %7, align 4, !dbg !51
  %14 = load i32, ptr %6, align 4, !dbg !52
  %15 = icmp slt i32 %13, %14, !dbg !53
  br i1 %15, label %16, label %39, !dbg !53

16:                                               ; preds = %4
  %17 = getelementptr inbounds nuw %struct.Big, ptr %0, i32 0, i32 0, !dbg !54
  %18 = load i32, ptr %7, align 4, !dbg !55
  %19 = mul nsw i32 %18, 7, !dbg !56
  %20 = and i32 %19, 31, !dbg !57
  %21 = sext i32 %20 to i64, !dbg !58
  %22 = getelementptr inbounds [32 x i32], ptr %17, i64 0, i64 %21, !dbg !58
  %23 = load i32, ptr %22, align 4, !dbg !58
  %24 = getelementptr inbounds nuw %struct.Params, ptr %1, i32 0, i32 0, !dbg !59
  %25 = load i32, ptr %7, align 4, !dbg !60
  %26 = and i32 %25, 7, !dbg !61
  %27 = sext i32 %26 to i64, !dbg !62
  %28 = getelementptr inbounds [8 x float], ptr %24, i64 0, i64 %27, !dbg !62
  %29 = load float, ptr %28, align 4, !dbg !62
  %30 = fptosi float %29 to i32, !dbg !62
  %31 = add nsw i32 %23, %30, !dbg !63
  %32 = getelementptr inbounds nuw %struct.Params, ptr %1, i32 0, i32 1, !dbg !64
  %33 = load i32, ptr %32, align 8, !dbg !64
  %34 = add nsw i32 %31, %33, !dbg !65
  %35 = load ptr, ptr %5, align 8, !dbg !66
  %36 = load i32, ptr %7, align 4, !dbg !67
  %37 = sext i32 %36 to i64, !dbg !66
  %38 = getelementptr inbounds i32, ptr %35, i64 %37, !dbg !66
  store i32 %34, ptr %38, align 4, !dbg !68
  br label %39, !dbg !66

39:                                               ; preds = %16, %4
  ret void, !dbg !69
}

attributes #0 = { convergent mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #1 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="128" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #4 = { convergent nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6}
!llvm.ident = !{!7}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "k28_grid_const.cu", directory: "/work/wt/nvir31/tools/capture/clang_kernels")
!2 = !{i32 7, !"Dwarf Version", i32 2}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!6 = !{i32 7, !"frame-pointer", i32 2}
!7 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!8 = distinct !DISubprogram(name: "pick", scope: !1, file: !1, line: 6, type: !9, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!9 = !DISubroutineType(types: !10)
!10 = !{}
!11 = !DILocation(line: 6, column: 82, scope: !8)
!12 = !DILocation(line: 6, column: 85, scope: !8)
!13 = !DILocation(line: 6, column: 91, scope: !8)
!14 = !DILocation(line: 6, column: 93, scope: !8)
!15 = !DILocation(line: 6, column: 100, scope: !8)
!16 = !DILocation(line: 6, column: 103, scope: !8)
!17 = !DILocation(line: 6, column: 98, scope: !8)
!18 = !DILocation(line: 6, column: 75, scope: !8)
!19 = distinct !DISubprogram(name: "grid_const", scope: !1, file: !1, line: 7, type: !9, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!20 = !DILocation(line: 9, column: 11, scope: !19)
!21 = !DILocation(line: 9, column: 24, scope: !19)
!22 = !DILocation(line: 9, column: 22, scope: !19)
!23 = !DILocation(line: 9, column: 37, scope: !19)
!24 = !DILocation(line: 9, column: 35, scope: !19)
!25 = !DILocation(line: 9, column: 7, scope: !19)
!26 = !DILocation(line: 10, column: 7, scope: !19)
!27 = !DILocation(line: 10, column: 12, scope: !19)
!28 = !DILocation(line: 10, column: 9, scope: !19)
!29 = !DILocation(line: 10, column: 15, scope: !19)
!30 = !DILocation(line: 11, column: 21, scope: !19)
!31 = !DILocation(line: 11, column: 12, scope: !19)
!32 = !DILocation(line: 11, column: 28, scope: !19)
!33 = !DILocation(line: 11, column: 32, scope: !19)
!34 = !DILocation(line: 11, column: 34, scope: !19)
!35 = !DILocation(line: 11, column: 26, scope: !19)
!36 = !DILocation(line: 11, column: 24, scope: !19)
!37 = !DILocation(line: 11, column: 51, scope: !19)
!38 = !DILocation(line: 11, column: 49, scope: !19)
!39 = !DILocation(line: 11, column: 40, scope: !19)
!40 = !DILocation(line: 11, column: 3, scope: !19)
!41 = !DILocation(line: 11, column: 7, scope: !19)
!42 = !DILocation(line: 11, column: 10, scope: !19)
!43 = !DILocation(line: 12, column: 1, scope: !19)
!44 = distinct !DISubprogram(name: "by_value_big", scope: !1, file: !1, line: 13, type: !9, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!45 = !DILocation(line: 14, column: 11, scope: !44)
!46 = !DILocation(line: 14, column: 24, scope: !44)
!47 = !DILocation(line: 14, column: 22, scope: !44)
!48 = !DILocation(line: 14, column: 37, scope: !44)
!49 = !DILocation(line: 14, column: 35, scope: !44)
!50 = !DILocation(line: 14, column: 7, scope: !44)
!51 = !DILocation(line: 15, column: 7, scope: !44)
!52 = !DILocation(line: 15, column: 11, scope: !44)
!53 = !DILocation(line: 15, column: 9, scope: !44)
!54 = !DILocation(line: 15, column: 25, scope: !44)
!55 = !DILocation(line: 15, column: 30, scope: !44)
!56 = !DILocation(line: 15, column: 32, scope: !44)
!57 = !DILocation(line: 15, column: 37, scope: !44)
!58 = !DILocation(line: 15, column: 23, scope: !44)
!59 = !DILocation(line: 15, column: 52, scope: !44)
!60 = !DILocation(line: 15, column: 58, scope: !44)
!61 = !DILocation(line: 15, column: 60, scope: !44)
!62 = !DILocation(line: 15, column: 50, scope: !44)
!63 = !DILocation(line: 15, column: 43, scope: !44)
!64 = !DILocation(line: 15, column: 69, scope: !44)
!65 = !DILocation(line: 15, column: 65, scope: !44)
!66 = !DILocation(line: 15, column: 14, scope: !44)
!67 = !DILocation(line: 15, column: 18, scope: !44)
!68 = !DILocation(line: 15, column: 21, scope: !44)
!69 = !DILocation(line: 16, column: 1, scope: !44)
