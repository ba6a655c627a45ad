; ModuleID = 'control.cu'
source_filename = "control.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local ptx_kernel void @control(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 !dbg !8 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %11 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !11
  %12 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !12
  %13 = mul nsw i32 %11, %12, !dbg !13
  %14 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !14
  %15 = add nsw i32 %13, %14, !dbg !15
  store i32 %15, ptr %7, align 4, !dbg !16
  %16 = load i32, ptr %7, align 4, !dbg !17
  %17 = load i32, ptr %6, align 4, !dbg !18
  %18 = icmp sge i32 %16, %17, !dbg !19
  br i1 %18, label %19, label %20, !dbg !19

19:                                               ; preds = %3
  br label %64, !dbg !20

20:                                               ; preds = %3
  %21 = load ptr, ptr %4, align 8, !dbg !21
  %22 = load i32, ptr %7, align 4, !dbg !22
  %23 = sext i32 %22 to i64, !dbg !21
  %24 = getelementptr inbounds i32, ptr %21, i64 %23, !dbg !21
  %25 = load i32, ptr %24, align 4, !dbg !21
  store i32 %25, ptr %8, align 4, !dbg !23
  store i32 0, ptr %9, align 4, !dbg !24
  %26 = load i32, ptr %8, align 4, !dbg !25
  %27 = and i32 %26, 7, !dbg !26
  switch i32 %27, label %40 [
    i32 0, label %28
    i32 1, label %31
    i32 2, label %34
    i32 5, label %37
  ], !dbg !27

28:                                               ; preds = %20
  %29 = load i32, ptr %8, align 4, !dbg !28
  %30 = mul nsw i32 %29, 3, !dbg !29
  store i32 %30, ptr %9, align 4, !dbg !30
  br label %43, !dbg !31

31:                                               ; preds = %20
  %32 = load i32, ptr %8, align 4, !dbg !32
  %33 = ashr i32 %32, 2, !dbg !33
  store i32 %33, ptr %9, align 4, !dbg !34
  br label %43, !dbg !35

34:                                               ; preds = %20
  %35 = load i32, ptr %8, align 4, !dbg !36
  %36 = sub nsw i32 0, %35, !dbg !37
  store i32 %36, ptr %9, align 4, !dbg !38
  br label %43, !dbg !39

37:                                               ; preds = %20
  %38 = load i32, ptr %8, align 4, !dbg !40
  %39 = sdiv i32 %38, 7, !dbg !41
  store i32 %39, ptr %9, align 4, !dbg !42
  br label %43, !dbg !43

40:                                               ; preds = %20
  %41 = load i32, ptr %8, align 4, !dbg !44
  %42 = srem i32 %41, 11, !dbg !45
  store i32 %42, ptr %9, align 4, !dbg !46
  br label %43, !dbg !47

43:                                               ; preds = %40, %37, %34, %31, %28
  store i32 0, ptr %10, align 4, !dbg !48
  br label %44, !dbg !49

44:                                               ; preds = %55, %43
  %45 = load i32, ptr %10, align 4, !dbg !50
  %46 = load i32, ptr %8, align 4, !dbg !51
  %47 = and i32 %46, 15, !dbg !52
  %48 = icmp slt i32 %45, %47, !dbg !53
  br i1 %48, label %49, label %58, !dbg !54

49:                                               ; preds = %44
  %50 = load i32, ptr %10, align 4, !dbg !55
  %51 = load i32, ptr %8, align 4, !dbg !56
  %52 = mul nsw i32 %50, %51, !dbg !57
  %53 = load i32, ptr %9, align 4, !dbg !58
  %54 = add nsw i32 %53, %52, !dbg !58
  store i32 %54, ptr %9, align 4, !dbg !58
  br label %55, !dbg !59

55:                                               ; preds = %49
  %56 = load i32, ptr %10, align 4, !dbg !60
  %57 = add nsw i32 %56, 1, !dbg !60
  store i32 %57, ptr %10, align 4, !dbg !60
  br label %44, !dbg !54, !llvm.loop !61

58:                                               ; preds = %44
  %59 = load i32, ptr %9, align 4, !dbg !63
  %60 = load ptr, ptr %5, align 8, !dbg !64
  %61 = load i32, ptr %7, align 4, !dbg !65
  %62 = sext i32 %61 to i64, !dbg !64
  %63 = getelementptr inbounds i32, ptr %60, i64 %62, !dbg !64
  store i32 %59, ptr %63, align 4, !dbg !66
  br label %64, !dbg !67

64:                                               ; preds = %58, %19
  ret void, !dbg !67
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6}
!llvm.ident = !{!7}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "control.cu", directory: "/work/wt/llir25/tools/capture/clang_kernels")
!2 = !{i32 7, !"Dwarf Version", i32 2}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!6 = !{i32 7, !"frame-pointer", i32 2}
!7 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!8 = distinct !DISubprogram(name: "control", scope: !1, file: !1, line: 2, type: !9, scopeLine: 2, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!9 = !DISubroutineType(types: !10)
!10 = !{}
!11 = !DILocation(line: 3, column: 11, scope: !8)
!12 = !DILocation(line: 3, column: 24, scope: !8)
!13 = !DILocation(line: 3, column: 22, scope: !8)
!14 = !DILocation(line: 3, column: 37, scope: !8)
!15 = !DILocation(line: 3, column: 35, scope: !8)
!16 = !DILocation(line: 3, column: 7, scope: !8)
!17 = !DILocation(line: 4, column: 7, scope: !8)
!18 = !DILocation(line: 4, column: 12, scope: !8)
!19 = !DILocation(line: 4, column: 9, scope: !8)
!20 = !DILocation(line: 4, column: 15, scope: !8)
!21 = !DILocation(line: 5, column: 11, scope: !8)
!22 = !DILocation(line: 5, column: 14, scope: !8)
!23 = !DILocation(line: 5, column: 7, scope: !8)
!24 = !DILocation(line: 5, column: 18, scope: !8)
!25 = !DILocation(line: 6, column: 11, scope: !8)
!26 = !DILocation(line: 6, column: 13, scope: !8)
!27 = !DILocation(line: 6, column: 3, scope: !8)
!28 = !DILocation(line: 7, column: 19, scope: !8)
!29 = !DILocation(line: 7, column: 21, scope: !8)
!30 = !DILocation(line: 7, column: 17, scope: !8)
!31 = !DILocation(line: 7, column: 26, scope: !8)
!32 = !DILocation(line: 8, column: 19, scope: !8)
!33 = !DILocation(line: 8, column: 21, scope: !8)
!34 = !DILocation(line: 8, column: 17, scope: !8)
!35 = !DILocation(line: 8, column: 27, scope: !8)
!36 = !DILocation(line: 9, column: 20, scope: !8)
!37 = !DILocation(line: 9, column: 19, scope: !8)
!38 = !DILocation(line: 9, column: 17, scope: !8)
!39 = !DILocation(line: 9, column: 23, scope: !8)
!40 = !DILocation(line: 10, column: 19, scope: !8)
!41 = !DILocation(line: 10, column: 21, scope: !8)
!42 = !DILocation(line: 10, column: 17, scope: !8)
!43 = !DILocation(line: 10, column: 26, scope: !8)
!44 = !DILocation(line: 11, column: 20, scope: !8)
!45 = !DILocation(line: 11, column: 22, scope: !8)
!46 = !DILocation(line: 11, column: 18, scope: !8)
!47 = !DILocation(line: 12, column: 3, scope: !8)
!48 = !DILocation(line: 13, column: 12, scope: !8)
!49 = !DILocation(line: 13, column: 8, scope: !8)
!50 = !DILocation(line: 13, column: 19, scope: !8)
!51 = !DILocation(line: 13, column: 24, scope: !8)
!52 = !DILocation(line: 13, column: 26, scope: !8)
!53 = !DILocation(line: 13, column: 21, scope: !8)
!54 = !DILocation(line: 13, column: 3, scope: !8)
!55 = !DILocation(line: 13, column: 45, scope: !8)
!56 = !DILocation(line: 13, column: 49, scope: !8)
!57 = !DILocation(line: 13, column: 47, scope: !8)
!58 = !DILocation(line: 13, column: 42, scope: !8)
!59 = !DILocation(line: 13, column: 38, scope: !8)
!60 = !DILocation(line: 13, column: 33, scope: !8)
!61 = distinct !{!61, !54, !56, !62}
!62 = !{!"llvm.loop.mustprogress"}
!63 = !DILocation(line: 14, column: 12, scope: !8)
!64 = !DILocation(line: 14, column: 3, scope: !8)
!65 = !DILocation(line: 14, column: 7, scope: !8)
!66 = !DILocation(line: 14, column: 10, scope: !8)
!67 = !DILocation(line: 15, column: 1, scope: !8)
