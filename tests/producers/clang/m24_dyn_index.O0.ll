; ModuleID = 'm24_dyn_index.cu'
source_filename = "m24_dyn_index.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local ptx_kernel void @m24_dyn_index(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 !dbg !8 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca [4 x i32], align 4
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
  br label %83, !dbg !20

20:                                               ; preds = %3
  %21 = load ptr, ptr %4, align 8, !dbg !21
  %22 = load i32, ptr %7, align 4, !dbg !22
  %23 = sext i32 %22 to i64, !dbg !21
  %24 = getelementptr inbounds i32, ptr %21, i64 %23, !dbg !21
  %25 = load i32, ptr %24, align 4, !dbg !21
  store i32 %25, ptr %8, align 4, !dbg !23
  %26 = getelementptr inbounds i32, ptr %8, i64 1, !dbg !23
  %27 = load ptr, ptr %4, align 8, !dbg !24
  %28 = load i32, ptr %7, align 4, !dbg !25
  %29 = sext i32 %28 to i64, !dbg !24
  %30 = getelementptr inbounds i32, ptr %27, i64 %29, !dbg !24
  %31 = load i32, ptr %30, align 4, !dbg !24
  %32 = add nsw i32 %31, 1, !dbg !26
  store i32 %32, ptr %26, align 4, !dbg !23
  %33 = getelementptr inbounds i32, ptr %8, i64 2, !dbg !23
  %34 = load ptr, ptr %4, align 8, !dbg !27
  %35 = load i32, ptr %7, align 4, !dbg !28
  %36 = sext i32 %35 to i64, !dbg !27
  %37 = getelementptr inbounds i32, ptr %34, i64 %36, !dbg !27
  %38 = load i32, ptr %37, align 4, !dbg !27
  %39 = mul nsw i32 %38, 2, !dbg !29
  store i32 %39, ptr %33, align 4, !dbg !23
  %40 = getelementptr inbounds i32, ptr %8, i64 3, !dbg !23
  store i32 7, ptr %40, align 4, !dbg !23
  %41 = load ptr, ptr %4, align 8, !dbg !30
  %42 = load i32, ptr %7, align 4, !dbg !31
  %43 = sext i32 %42 to i64, !dbg !30
  %44 = getelementptr inbounds i32, ptr %41, i64 %43, !dbg !30
  %45 = load i32, ptr %44, align 4, !dbg !30
  %46 = and i32 %45, 3, !dbg !32
  store i32 %46, ptr %9, align 4, !dbg !33
  %47 = load ptr, ptr %4, align 8, !dbg !34
  %48 = load i32, ptr %7, align 4, !dbg !35
  %49 = sext i32 %48 to i64, !dbg !34
  %50 = getelementptr inbounds i32, ptr %47, i64 %49, !dbg !34
  %51 = load i32, ptr %50, align 4, !dbg !34
  %52 = ashr i32 %51, 2, !dbg !36
  %53 = and i32 %52, 3, !dbg !37
  store i32 %53, ptr %10, align 4, !dbg !38
  %54 = load i32, ptr %10, align 4, !dbg !39
  %55 = sext i32 %54 to i64, !dbg !40
  %56 = getelementptr inbounds [4 x i32], ptr %8, i64 0, i64 %55, !dbg !40
  %57 = load i32, ptr %56, align 4, !dbg !40
  %58 = load i32, ptr %9, align 4, !dbg !41
  %59 = sext i32 %58 to i64, !dbg !42
  %60 = getelementptr inbounds [4 x i32], ptr %8, i64 0, i64 %59, !dbg !42
  %61 = load i32, ptr %60, align 4, !dbg !43
  %62 = add nsw i32 %61, %57, !dbg !43
  store i32 %62, ptr %60, align 4, !dbg !43
  %63 = getelementptr inbounds [4 x i32], ptr %8, i64 0, i64 0, !dbg !44
  %64 = load i32, ptr %63, align 4, !dbg !44
  %65 = getelementptr inbounds [4 x i32], ptr %8, i64 0, i64 1, !dbg !45
  %66 = load i32, ptr %65, align 4, !dbg !45
  %67 = xor i32 %64, %66, !dbg !46
  %68 = getelementptr inbounds [4 x i32], ptr %8, i64 0, i64 2, !dbg !47
  %69 = load i32, ptr %68, align 4, !dbg !47
  %70 = xor i32 %67, %69, !dbg !48
  %71 = getelementptr inbounds [4 x i32], ptr %8, i64 0, i64 3, !dbg !49
  %72 = load i32, ptr %71, align 4, !dbg !49
  %73 = xor i32 %70, %72, !dbg !50
  %74 = load i32, ptr %10, align 4, !dbg !51
  %75 = sext i32 %74 to i64, !dbg !52
  %76 = getelementptr inbounds [4 x i32], ptr %8, i64 0, i64 %75, !dbg !52
  %77 = load i32, ptr %76, align 4, !dbg !52
  %78 = xor i32 %73, %77, !dbg !53
  %79 = load ptr, ptr %5, align 8, !dbg !54
  %80 = load i32, ptr %7, align 4, !dbg !55
  %81 = sext i32 %80 to i64, !dbg !54
  %82 = getelementptr inbounds i32, ptr %79, i64 %81, !dbg !54
  store i32 %78, ptr %82, align 4, !dbg !56
  br label %83, !dbg !57

83:                                               ; preds = %20, %19
  ret void, !dbg !57
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
!1 = !DIFile(filename: "m24_dyn_index.cu", directory: "/work/wt/mid24/tools/capture/clang_kernels")
!2 = !{i32 7, !"Dwarf Version", i32 2}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!6 = !{i32 7, !"frame-pointer", i32 2}
!7 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!8 = distinct !DISubprogram(name: "m24_dyn_index", scope: !1, file: !1, line: 3, type: !9, scopeLine: 3, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!9 = !DISubroutineType(types: !10)
!10 = !{}
!11 = !DILocation(line: 4, column: 11, scope: !8)
!12 = !DILocation(line: 4, column: 24, scope: !8)
!13 = !DILocation(line: 4, column: 22, scope: !8)
!14 = !DILocation(line: 4, column: 37, scope: !8)
!15 = !DILocation(line: 4, column: 35, scope: !8)
!16 = !DILocation(line: 4, column: 7, scope: !8)
!17 = !DILocation(line: 5, column: 7, scope: !8)
!18 = !DILocation(line: 5, column: 12, scope: !8)
!19 = !DILocation(line: 5, column: 9, scope: !8)
!20 = !DILocation(line: 5, column: 15, scope: !8)
!21 = !DILocation(line: 6, column: 15, scope: !8)
!22 = !DILocation(line: 6, column: 18, scope: !8)
!23 = !DILocation(line: 6, column: 14, scope: !8)
!24 = !DILocation(line: 6, column: 22, scope: !8)
!25 = !DILocation(line: 6, column: 25, scope: !8)
!26 = !DILocation(line: 6, column: 28, scope: !8)
!27 = !DILocation(line: 6, column: 33, scope: !8)
!28 = !DILocation(line: 6, column: 36, scope: !8)
!29 = !DILocation(line: 6, column: 39, scope: !8)
!30 = !DILocation(line: 7, column: 11, scope: !8)
!31 = !DILocation(line: 7, column: 14, scope: !8)
!32 = !DILocation(line: 7, column: 17, scope: !8)
!33 = !DILocation(line: 7, column: 7, scope: !8)
!34 = !DILocation(line: 7, column: 27, scope: !8)
!35 = !DILocation(line: 7, column: 30, scope: !8)
!36 = !DILocation(line: 7, column: 33, scope: !8)
!37 = !DILocation(line: 7, column: 39, scope: !8)
!38 = !DILocation(line: 7, column: 22, scope: !8)
!39 = !DILocation(line: 8, column: 13, scope: !8)
!40 = !DILocation(line: 8, column: 11, scope: !8)
!41 = !DILocation(line: 8, column: 5, scope: !8)
!42 = !DILocation(line: 8, column: 3, scope: !8)
!43 = !DILocation(line: 8, column: 8, scope: !8)
!44 = !DILocation(line: 9, column: 12, scope: !8)
!45 = !DILocation(line: 9, column: 19, scope: !8)
!46 = !DILocation(line: 9, column: 17, scope: !8)
!47 = !DILocation(line: 9, column: 26, scope: !8)
!48 = !DILocation(line: 9, column: 24, scope: !8)
!49 = !DILocation(line: 9, column: 33, scope: !8)
!50 = !DILocation(line: 9, column: 31, scope: !8)
!51 = !DILocation(line: 9, column: 42, scope: !8)
!52 = !DILocation(line: 9, column: 40, scope: !8)
!53 = !DILocation(line: 9, column: 38, scope: !8)
!54 = !DILocation(line: 9, column: 3, scope: !8)
!55 = !DILocation(line: 9, column: 7, scope: !8)
!56 = !DILocation(line: 9, column: 10, scope: !8)
!57 = !DILocation(line: 10, column: 1, scope: !8)
