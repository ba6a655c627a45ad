; ModuleID = 'm24_while_bits.cu'
source_filename = "m24_while_bits.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local noundef i32 @_Z5stepsj(i32 noundef %0) #0 !dbg !8 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  store i32 0, ptr %3, align 4, !dbg !11
  br label %4, !dbg !12

4:                                                ; preds = %23, %1
  %5 = load i32, ptr %2, align 4, !dbg !13
  %6 = icmp ne i32 %5, 1, !dbg !14
  br i1 %6, label %7, label %10, !dbg !15

7:                                                ; preds = %4
  %8 = load i32, ptr %3, align 4, !dbg !16
  %9 = icmp slt i32 %8, 500, !dbg !17
  br label %10

10:                                               ; preds = %7, %4
  %11 = phi i1 [ false, %4 ], [ %9, %7 ], !dbg !18
  br i1 %11, label %12, label %27, !dbg !12

12:                                               ; preds = %10
  %13 = load i32, ptr %2, align 4, !dbg !19
  %14 = and i32 %13, 1, !dbg !20
  %15 = icmp ne i32 %14, 0, !dbg !21
  br i1 %15, label %16, label %20, !dbg !21

16:                                               ; preds = %12
  %17 = load i32, ptr %2, align 4, !dbg !22
  %18 = mul i32 3, %17, !dbg !23
  %19 = add i32 %18, 1, !dbg !24
  br label %23, !dbg !21

20:                                               ; preds = %12
  %21 = load i32, ptr %2, align 4, !dbg !25
  %22 = lshr i32 %21, 1, !dbg !26
  br label %23, !dbg !21

23:                                               ; preds = %20, %16
  %24 = phi i32 [ %19, %16 ], [ %22, %20 ], !dbg !21
  store i32 %24, ptr %2, align 4, !dbg !27
  %25 = load i32, ptr %3, align 4, !dbg !28
  %26 = add nsw i32 %25, 1, !dbg !28
  store i32 %26, ptr %3, align 4, !dbg !28
  br label %4, !dbg !12, !llvm.loop !29

27:                                               ; preds = %10
  %28 = load i32, ptr %3, align 4, !dbg !32
  ret i32 %28, !dbg !33
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local ptx_kernel void @m24_while_bits(ptr noundef %0, ptr noundef %1, i32 noundef %2) #1 !dbg !34 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %10 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !35
  %11 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !36
  %12 = mul nsw i32 %10, %11, !dbg !37
  %13 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !38
  %14 = add nsw i32 %12, %13, !dbg !39
  store i32 %14, ptr %7, align 4, !dbg !40
  %15 = load i32, ptr %7, align 4, !dbg !41
  %16 = load i32, ptr %6, align 4, !dbg !42
  %17 = icmp sge i32 %15, %16, !dbg !43
  br i1 %17, label %18, label %19, !dbg !43

18:                                               ; preds = %3
  br label %50, !dbg !44

19:                                               ; preds = %3
  %20 = load ptr, ptr %4, align 8, !dbg !45
  %21 = load i32, ptr %7, align 4, !dbg !46
  %22 = sext i32 %21 to i64, !dbg !45
  %23 = getelementptr inbounds i32, ptr %20, i64 %22, !dbg !45
  %24 = load i32, ptr %23, align 4, !dbg !45
  store i32 %24, ptr %8, align 4, !dbg !47
  store i32 0, ptr %9, align 4, !dbg !48
  br label %25, !dbg !49

25:                                               ; preds = %28, %19
  %26 = load i32, ptr %8, align 4, !dbg !50
  %27 = icmp ne i32 %26, 0, !dbg !50
  br i1 %27, label %28, label %35, !dbg !49

28:                                               ; preds = %25
  %29 = load i32, ptr %8, align 4, !dbg !51
  %30 = and i32 %29, 1, !dbg !52
  %31 = load i32, ptr %9, align 4, !dbg !53
  %32 = add i32 %31, %30, !dbg !53
  store i32 %32, ptr %9, align 4, !dbg !53
  %33 = load i32, ptr %8, align 4, !dbg !54
  %34 = lshr i32 %33, 1, !dbg !54
  store i32 %34, ptr %8, align 4, !dbg !54
  br label %25, !dbg !49, !llvm.loop !55

35:                                               ; preds = %25
  %36 = load i32, ptr %9, align 4, !dbg !57
  %37 = mul nsw i32 %36, 1000, !dbg !58
  %38 = load ptr, ptr %4, align 8, !dbg !59
  %39 = load i32, ptr %7, align 4, !dbg !60
  %40 = sext i32 %39 to i64, !dbg !59
  %41 = getelementptr inbounds i32, ptr %38, i64 %40, !dbg !59
  %42 = load i32, ptr %41, align 4, !dbg !59
  %43 = or i32 %42, 1, !dbg !61
  %44 = call noundef i32 @_Z5stepsj(i32 noundef %43) #3, !dbg !62
  %45 = add nsw i32 %37, %44, !dbg !63
  %46 = load ptr, ptr %5, align 8, !dbg !64
  %47 = load i32, ptr %7, align 4, !dbg !65
  %48 = sext i32 %47 to i64, !dbg !64
  %49 = getelementptr inbounds i32, ptr %46, i64 %48, !dbg !64
  store i32 %45, ptr %49, align 4, !dbg !66
  br label %50, !dbg !67

50:                                               ; preds = %35, %18
  ret void, !dbg !67
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

attributes #0 = { convergent mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #1 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6}
!llvm.ident = !{!7}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "m24_while_bits.cu", directory: "/work/wt/mid24/tools/capture/clang_kernels")
!2 = !{i32 7, !"Dwarf Version", i32 2}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!6 = !{i32 7, !"frame-pointer", i32 2}
!7 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!8 = distinct !DISubprogram(name: "steps", scope: !1, file: !1, line: 3, type: !9, scopeLine: 3, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!9 = !DISubroutineType(types: !10)
!10 = !{}
!11 = !DILocation(line: 4, column: 7, scope: !8)
!12 = !DILocation(line: 5, column: 3, scope: !8)
!13 = !DILocation(line: 5, column: 10, scope: !8)
!14 = !DILocation(line: 5, column: 12, scope: !8)
!15 = !DILocation(line: 5, column: 17, scope: !8)
!16 = !DILocation(line: 5, column: 20, scope: !8)
!17 = !DILocation(line: 5, column: 22, scope: !8)
!18 = !DILocation(line: 0, scope: !8)
!19 = !DILocation(line: 5, column: 36, scope: !8)
!20 = !DILocation(line: 5, column: 38, scope: !8)
!21 = !DILocation(line: 5, column: 35, scope: !8)
!22 = !DILocation(line: 5, column: 49, scope: !8)
!23 = !DILocation(line: 5, column: 47, scope: !8)
!24 = !DILocation(line: 5, column: 51, scope: !8)
!25 = !DILocation(line: 5, column: 57, scope: !8)
!26 = !DILocation(line: 5, column: 59, scope: !8)
!27 = !DILocation(line: 5, column: 33, scope: !8)
!28 = !DILocation(line: 5, column: 65, scope: !8)
!29 = distinct !{!29, !12, !30, !31}
!30 = !DILocation(line: 5, column: 70, scope: !8)
!31 = !{!"llvm.loop.mustprogress"}
!32 = !DILocation(line: 6, column: 10, scope: !8)
!33 = !DILocation(line: 6, column: 3, scope: !8)
!34 = distinct !DISubprogram(name: "m24_while_bits", scope: !1, file: !1, line: 8, type: !9, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!35 = !DILocation(line: 9, column: 11, scope: !34)
!36 = !DILocation(line: 9, column: 24, scope: !34)
!37 = !DILocation(line: 9, column: 22, scope: !34)
!38 = !DILocation(line: 9, column: 37, scope: !34)
!39 = !DILocation(line: 9, column: 35, scope: !34)
!40 = !DILocation(line: 9, column: 7, scope: !34)
!41 = !DILocation(line: 10, column: 7, scope: !34)
!42 = !DILocation(line: 10, column: 12, scope: !34)
!43 = !DILocation(line: 10, column: 9, scope: !34)
!44 = !DILocation(line: 10, column: 15, scope: !34)
!45 = !DILocation(line: 11, column: 16, scope: !34)
!46 = !DILocation(line: 11, column: 19, scope: !34)
!47 = !DILocation(line: 11, column: 12, scope: !34)
!48 = !DILocation(line: 12, column: 7, scope: !34)
!49 = !DILocation(line: 13, column: 3, scope: !34)
!50 = !DILocation(line: 13, column: 10, scope: !34)
!51 = !DILocation(line: 13, column: 23, scope: !34)
!52 = !DILocation(line: 13, column: 25, scope: !34)
!53 = !DILocation(line: 13, column: 20, scope: !34)
!54 = !DILocation(line: 13, column: 32, scope: !34)
!55 = distinct !{!55, !49, !56, !31}
!56 = !DILocation(line: 13, column: 39, scope: !34)
!57 = !DILocation(line: 14, column: 12, scope: !34)
!58 = !DILocation(line: 14, column: 17, scope: !34)
!59 = !DILocation(line: 14, column: 32, scope: !34)
!60 = !DILocation(line: 14, column: 35, scope: !34)
!61 = !DILocation(line: 14, column: 38, scope: !34)
!62 = !DILocation(line: 14, column: 26, scope: !34)
!63 = !DILocation(line: 14, column: 24, scope: !34)
!64 = !DILocation(line: 14, column: 3, scope: !34)
!65 = !DILocation(line: 14, column: 7, scope: !34)
!66 = !DILocation(line: 14, column: 10, scope: !34)
!67 = !DILocation(line: 15, column: 1, scope: !34)
