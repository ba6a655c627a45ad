; ModuleID = 'm24_out_params.cu'
source_filename = "m24_out_params.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local void @_Z6divmodiiPiS_(i32 noundef %0, i32 noundef %1, ptr noundef %2, ptr noundef %3) #0 !dbg !8 {
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  store i32 %0, ptr %5, align 4
  store i32 %1, ptr %6, align 4
  store ptr %2, ptr %7, align 8
  store ptr %3, ptr %8, align 8
  %9 = load i32, ptr %5, align 4, !dbg !11
  %10 = load i32, ptr %6, align 4, !dbg !12
  %11 = sdiv i32 %9, %10, !dbg !13
  %12 = load ptr, ptr %7, align 8, !dbg !14
  store i32 %11, ptr %12, align 4, !dbg !15
  %13 = load i32, ptr %5, align 4, !dbg !16
  %14 = load i32, ptr %6, align 4, !dbg !17
  %15 = srem i32 %13, %14, !dbg !18
  %16 = load ptr, ptr %8, align 8, !dbg !19
  store i32 %15, ptr %16, align 4, !dbg !20
  ret void, !dbg !21
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local void @_Z4swapRiS_(ptr noundef nonnull align 4 dereferenceable(4) %0, ptr noundef nonnull align 4 dereferenceable(4) %1) #0 !dbg !22 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %6 = load ptr, ptr %3, align 8, !dbg !23, !nonnull !10, !align !24
  %7 = load i32, ptr %6, align 4, !dbg !23
  store i32 %7, ptr %5, align 4, !dbg !25
  %8 = load ptr, ptr %4, align 8, !dbg !26, !nonnull !10, !align !24
  %9 = load i32, ptr %8, align 4, !dbg !26
  %10 = load ptr, ptr %3, align 8, !dbg !27, !nonnull !10, !align !24
  store i32 %9, ptr %10, align 4, !dbg !28
  %11 = load i32, ptr %5, align 4, !dbg !29
  %12 = load ptr, ptr %4, align 8, !dbg !30, !nonnull !10, !align !24
  store i32 %11, ptr %12, align 4, !dbg !31
  ret void, !dbg !32
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local ptx_kernel void @m24_out_params(ptr noundef %0, ptr noundef %1, i32 noundef %2) #1 !dbg !33 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %14 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !34
  %15 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !35
  %16 = mul nsw i32 %14, %15, !dbg !36
  %17 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !37
  %18 = add nsw i32 %16, %17, !dbg !38
  store i32 %18, ptr %7, align 4, !dbg !39
  %19 = load i32, ptr %7, align 4, !dbg !40
  %20 = load i32, ptr %6, align 4, !dbg !41
  %21 = icmp sge i32 %19, %20, !dbg !42
  br i1 %21, label %22, label %23, !dbg !42

22:                                               ; preds = %3
  br label %58, !dbg !43

23:                                               ; preds = %3
  %24 = load ptr, ptr %4, align 8, !dbg !44
  %25 = load i32, ptr %7, align 4, !dbg !45
  %26 = sext i32 %25 to i64, !dbg !44
  %27 = getelementptr inbounds i32, ptr %24, i64 %26, !dbg !44
  %28 = load i32, ptr %27, align 4, !dbg !44
  %29 = or i32 %28, 1, !dbg !46
  store i32 %29, ptr %8, align 4, !dbg !47
  store i32 7, ptr %9, align 4, !dbg !48
  store i32 0, ptr %10, align 4, !dbg !49
  store i32 0, ptr %11, align 4, !dbg !50
  br label %30, !dbg !51

30:                                               ; preds = %49, %23
  %31 = load i32, ptr %11, align 4, !dbg !52
  %32 = icmp slt i32 %31, 5, !dbg !53
  br i1 %32, label %33, label %52, !dbg !54

33:                                               ; preds = %30
  %34 = load i32, ptr %8, align 4, !dbg !55
  %35 = load i32, ptr %11, align 4, !dbg !56
  %36 = add nsw i32 %34, %35, !dbg !57
  %37 = load i32, ptr %9, align 4, !dbg !58
  call void @_Z6divmodiiPiS_(i32 noundef %36, i32 noundef %37, ptr noundef %12, ptr noundef %13) #3, !dbg !59
  %38 = load i32, ptr %12, align 4, !dbg !60
  %39 = load i32, ptr %13, align 4, !dbg !61
  %40 = icmp slt i32 %38, %39, !dbg !62
  br i1 %40, label %41, label %42, !dbg !62

41:                                               ; preds = %33
  call void @_Z4swapRiS_(ptr noundef nonnull align 4 dereferenceable(4) %12, ptr noundef nonnull align 4 dereferenceable(4) %13) #3, !dbg !63
  br label %42, !dbg !63

42:                                               ; preds = %41, %33
  %43 = load i32, ptr %12, align 4, !dbg !64
  %44 = mul nsw i32 %43, 3, !dbg !65
  %45 = load i32, ptr %13, align 4, !dbg !66
  %46 = sub nsw i32 %44, %45, !dbg !67
  %47 = load i32, ptr %10, align 4, !dbg !68
  %48 = add nsw i32 %47, %46, !dbg !68
  store i32 %48, ptr %10, align 4, !dbg !68
  br label %49, !dbg !69

49:                                               ; preds = %42
  %50 = load i32, ptr %11, align 4, !dbg !70
  %51 = add nsw i32 %50, 1, !dbg !70
  store i32 %51, ptr %11, align 4, !dbg !70
  br label %30, !dbg !54, !llvm.loop !71

52:                                               ; preds = %30
  %53 = load i32, ptr %10, align 4, !dbg !73
  %54 = load ptr, ptr %5, align 8, !dbg !74
  %55 = load i32, ptr %7, align 4, !dbg !75
  %56 = sext i32 %55 to i64, !dbg !74
  %57 = getelementptr inbounds i32, ptr %54, i64 %56, !dbg !74
  store i32 %53, ptr %57, align 4, !dbg !76
  br label %58, !dbg !77

58:                                               ; preds = %52, %22
  ret void, !dbg !77
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
!1 = !DIFile(filename: "m24_out_params.cu", directory: "/work/wt/mid24/tools/capture/clang_kernels")
!2 = !{i32 7, !"Dwarf Version", i32 2}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!6 = !{i32 7, !"frame-pointer", i32 2}
!7 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!8 = distinct !DISubprogram(name: "divmod", scope: !1, file: !1, line: 3, type: !9, scopeLine: 3, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!9 = !DISubroutineType(types: !10)
!10 = !{}
!11 = !DILocation(line: 3, column: 61, scope: !8)
!12 = !DILocation(line: 3, column: 65, scope: !8)
!13 = !DILocation(line: 3, column: 63, scope: !8)
!14 = !DILocation(line: 3, column: 57, scope: !8)
!15 = !DILocation(line: 3, column: 59, scope: !8)
!16 = !DILocation(line: 3, column: 73, scope: !8)
!17 = !DILocation(line: 3, column: 77, scope: !8)
!18 = !DILocation(line: 3, column: 75, scope: !8)
!19 = !DILocation(line: 3, column: 69, scope: !8)
!20 = !DILocation(line: 3, column: 71, scope: !8)
!21 = !DILocation(line: 3, column: 80, scope: !8)
!22 = distinct !DISubprogram(name: "swap", scope: !1, file: !1, line: 4, type: !9, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!23 = !DILocation(line: 4, column: 48, scope: !22)
!24 = !{i64 4}
!25 = !DILocation(line: 4, column: 44, scope: !22)
!26 = !DILocation(line: 4, column: 55, scope: !22)
!27 = !DILocation(line: 4, column: 51, scope: !22)
!28 = !DILocation(line: 4, column: 53, scope: !22)
!29 = !DILocation(line: 4, column: 62, scope: !22)
!30 = !DILocation(line: 4, column: 58, scope: !22)
!31 = !DILocation(line: 4, column: 60, scope: !22)
!32 = !DILocation(line: 4, column: 65, scope: !22)
!33 = distinct !DISubprogram(name: "m24_out_params", scope: !1, file: !1, line: 5, type: !9, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!34 = !DILocation(line: 6, column: 11, scope: !33)
!35 = !DILocation(line: 6, column: 24, scope: !33)
!36 = !DILocation(line: 6, column: 22, scope: !33)
!37 = !DILocation(line: 6, column: 37, scope: !33)
!38 = !DILocation(line: 6, column: 35, scope: !33)
!39 = !DILocation(line: 6, column: 7, scope: !33)
!40 = !DILocation(line: 7, column: 7, scope: !33)
!41 = !DILocation(line: 7, column: 12, scope: !33)
!42 = !DILocation(line: 7, column: 9, scope: !33)
!43 = !DILocation(line: 7, column: 15, scope: !33)
!44 = !DILocation(line: 8, column: 11, scope: !33)
!45 = !DILocation(line: 8, column: 14, scope: !33)
!46 = !DILocation(line: 8, column: 17, scope: !33)
!47 = !DILocation(line: 8, column: 7, scope: !33)
!48 = !DILocation(line: 8, column: 22, scope: !33)
!49 = !DILocation(line: 8, column: 29, scope: !33)
!50 = !DILocation(line: 9, column: 12, scope: !33)
!51 = !DILocation(line: 9, column: 8, scope: !33)
!52 = !DILocation(line: 9, column: 19, scope: !33)
!53 = !DILocation(line: 9, column: 21, scope: !33)
!54 = !DILocation(line: 9, column: 3, scope: !33)
!55 = !DILocation(line: 11, column: 12, scope: !33)
!56 = !DILocation(line: 11, column: 16, scope: !33)
!57 = !DILocation(line: 11, column: 14, scope: !33)
!58 = !DILocation(line: 11, column: 19, scope: !33)
!59 = !DILocation(line: 11, column: 5, scope: !33)
!60 = !DILocation(line: 12, column: 9, scope: !33)
!61 = !DILocation(line: 12, column: 13, scope: !33)
!62 = !DILocation(line: 12, column: 11, scope: !33)
!63 = !DILocation(line: 12, column: 16, scope: !33)
!64 = !DILocation(line: 13, column: 12, scope: !33)
!65 = !DILocation(line: 13, column: 14, scope: !33)
!66 = !DILocation(line: 13, column: 20, scope: !33)
!67 = !DILocation(line: 13, column: 18, scope: !33)
!68 = !DILocation(line: 13, column: 9, scope: !33)
!69 = !DILocation(line: 14, column: 3, scope: !33)
!70 = !DILocation(line: 9, column: 26, scope: !33)
!71 = distinct !{!71, !54, !69, !72}
!72 = !{!"llvm.loop.mustprogress"}
!73 = !DILocation(line: 15, column: 12, scope: !33)
!74 = !DILocation(line: 15, column: 3, scope: !33)
!75 = !DILocation(line: 15, column: 7, scope: !33)
!76 = !DILocation(line: 15, column: 10, scope: !33)
!77 = !DILocation(line: 16, column: 1, scope: !33)
