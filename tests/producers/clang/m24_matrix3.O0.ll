; ModuleID = 'm24_matrix3.cu'
source_filename = "m24_matrix3.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local ptx_kernel void @m24_matrix3(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 !dbg !8 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca [3 x [3 x double]], align 8
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
  br label %117, !dbg !20

20:                                               ; preds = %3
  store i32 0, ptr %9, align 4, !dbg !21
  br label %21, !dbg !22

21:                                               ; preds = %50, %20
  %22 = load i32, ptr %9, align 4, !dbg !23
  %23 = icmp slt i32 %22, 3, !dbg !24
  br i1 %23, label %24, label %53, !dbg !25

24:                                               ; preds = %21
  store i32 0, ptr %10, align 4, !dbg !26
  br label %25, !dbg !27

25:                                               ; preds = %46, %24
  %26 = load i32, ptr %10, align 4, !dbg !28
  %27 = icmp slt i32 %26, 3, !dbg !29
  br i1 %27, label %28, label %49, !dbg !30

28:                                               ; preds = %25
  %29 = load ptr, ptr %4, align 8, !dbg !31
  %30 = load i32, ptr %7, align 4, !dbg !32
  %31 = sext i32 %30 to i64, !dbg !31
  %32 = getelementptr inbounds double, ptr %29, i64 %31, !dbg !31
  %33 = load double, ptr %32, align 8, !dbg !31
  %34 = load i32, ptr %9, align 4, !dbg !33
  %35 = sitofp i32 %34 to double, !dbg !33
  %36 = fmul contract double %33, %35, !dbg !34
  %37 = load i32, ptr %10, align 4, !dbg !35
  %38 = sitofp i32 %37 to double, !dbg !35
  %39 = fadd contract double %36, %38, !dbg !36
  %40 = load i32, ptr %9, align 4, !dbg !37
  %41 = sext i32 %40 to i64, !dbg !38
  %42 = getelementptr inbounds [3 x [3 x double]], ptr %8, i64 0, i64 %41, !dbg !38
  %43 = load i32, ptr %10, align 4, !dbg !39
  %44 = sext i32 %43 to i64, !dbg !38
  %45 = getelementptr inbounds [3 x double], ptr %42, i64 0, i64 %44, !dbg !38
  store double %39, ptr %45, align 8, !dbg !40
  br label %46, !dbg !38

46:                                               ; preds = %28
  %47 = load i32, ptr %10, align 4, !dbg !41
  %48 = add nsw i32 %47, 1, !dbg !41
  store i32 %48, ptr %10, align 4, !dbg !41
  br label %25, !dbg !30, !llvm.loop !42

49:                                               ; preds = %25
  br label %50, !dbg !35

50:                                               ; preds = %49
  %51 = load i32, ptr %9, align 4, !dbg !44
  %52 = add nsw i32 %51, 1, !dbg !44
  store i32 %52, ptr %9, align 4, !dbg !44
  br label %21, !dbg !25, !llvm.loop !45

53:                                               ; preds = %21
  %54 = getelementptr inbounds [3 x [3 x double]], ptr %8, i64 0, i64 0, !dbg !46
  %55 = getelementptr inbounds [3 x double], ptr %54, i64 0, i64 0, !dbg !46
  %56 = load double, ptr %55, align 8, !dbg !46
  %57 = getelementptr inbounds [3 x [3 x double]], ptr %8, i64 0, i64 1, !dbg !47
  %58 = getelementptr inbounds [3 x double], ptr %57, i64 0, i64 1, !dbg !47
  %59 = load double, ptr %58, align 8, !dbg !47
  %60 = getelementptr inbounds [3 x [3 x double]], ptr %8, i64 0, i64 2, !dbg !48
  %61 = getelementptr inbounds [3 x double], ptr %60, i64 0, i64 2, !dbg !48
  %62 = load double, ptr %61, align 8, !dbg !48
  %63 = fmul contract double %59, %62, !dbg !49
  %64 = getelementptr inbounds [3 x [3 x double]], ptr %8, i64 0, i64 1, !dbg !50
  %65 = getelementptr inbounds [3 x double], ptr %64, i64 0, i64 2, !dbg !50
  %66 = load double, ptr %65, align 8, !dbg !50
  %67 = getelementptr inbounds [3 x [3 x double]], ptr %8, i64 0, i64 2, !dbg !51
  %68 = getelementptr inbounds [3 x double], ptr %67, i64 0, i64 1, !dbg !51
  %69 = load double, ptr %68, align 8, !dbg !51
  %70 = fmul contract double %66, %69, !dbg !52
  %71 = fsub contract double %63, %70, !dbg !53
  %72 = fmul contract double %56, %71, !dbg !54
  %73 = getelementptr inbounds [3 x [3 x double]], ptr %8, i64 0, i64 0, !dbg !55
  %74 = getelementptr inbounds [3 x double], ptr %73, i64 0, i64 1, !dbg !55
  %75 = load double, ptr %74, align 8, !dbg !55
  %76 = getelementptr inbounds [3 x [3 x double]], ptr %8, i64 0, i64 1, !dbg !56
  %77 = getelementptr inbounds [3 x double], ptr %76, i64 0, i64 0, !dbg !56
  %78 = load double, ptr %77, align 8, !dbg !56
  %79 = getelementptr inbounds [3 x [3 x double]], ptr %8, i64 0, i64 2, !dbg !57
  %80 = getelementptr inbounds [3 x double], ptr %79, i64 0, i64 2, !dbg !57
  %81 = load double, ptr %80, align 8, !dbg !57
  %82 = fmul contract double %78, %81, !dbg !58
  %83 = getelementptr inbounds [3 x [3 x double]], ptr %8, i64 0, i64 1, !dbg !59
  %84 = getelementptr inbounds [3 x double], ptr %83, i64 0, i64 2, !dbg !59
  %85 = load double, ptr %84, align 8, !dbg !59
  %86 = getelementptr inbounds [3 x [3 x double]], ptr %8, i64 0, i64 2, !dbg !60
  %87 = getelementptr inbounds [3 x double], ptr %86, i64 0, i64 0, !dbg !60
  %88 = load double, ptr %87, align 8, !dbg !60
  %89 = fmul contract double %85, %88, !dbg !61
  %90 = fsub contract double %82, %89, !dbg !62
  %91 = fmul contract double %75, %90, !dbg !63
  %92 = fsub contract double %72, %91, !dbg !64
  %93 = getelementptr inbounds [3 x [3 x double]], ptr %8, i64 0, i64 0, !dbg !65
  %94 = getelementptr inbounds [3 x double], ptr %93, i64 0, i64 2, !dbg !65
  %95 = load double, ptr %94, align 8, !dbg !65
  %96 = getelementptr inbounds [3 x [3 x double]], ptr %8, i64 0, i64 1, !dbg !66
  %97 = getelementptr inbounds [3 x double], ptr %96, i64 0, i64 0, !dbg !66
  %98 = load double, ptr %97, align 8, !dbg !66
  %99 = getelementptr inbounds [3 x [3 x double]], ptr %8, i64 0, i64 2, !dbg !67
  %100 = getelementptr inbounds [3 x double], ptr %99, i64 0, i64 1, !dbg !67
  %101 = load double, ptr %100, align 8, !dbg !67
  %102 = fmul contract double %98, %101, !dbg !68
  %103 = getelementptr inbounds [3 x [3 x double]], ptr %8, i64 0, i64 1, !dbg !69
  %104 = getelementptr inbounds [3 x double], ptr %103, i64 0, i64 1, !dbg !69
  %105 = load double, ptr %104, align 8, !dbg !69
  %106 = getelementptr inbounds [3 x [3 x double]], ptr %8, i64 0, i64 2, !dbg !70
  %107 = getelementptr inbounds [3 x double], ptr %106, i64 0, i64 0, !dbg !70
  %108 = load double, ptr %107, align 8, !dbg !70
  %109 = fmul contract double %105, %108, !dbg !71
  %110 = fsub contract double %102, %109, !dbg !72
  %111 = fmul contract double %95, %110, !dbg !73
  %112 = fadd contract double %92, %111, !dbg !74
  %113 = load ptr, ptr %5, align 8, !dbg !75
  %114 = load i32, ptr %7, align 4, !dbg !76
  %115 = sext i32 %114 to i64, !dbg !75
  %116 = getelementptr inbounds double, ptr %113, i64 %115, !dbg !75
  store double %112, ptr %116, align 8, !dbg !77
  br label %117, !dbg !78

117:                                              ; preds = %53, %19
  ret void, !dbg !78
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
!1 = !DIFile(filename: "m24_matrix3.cu", directory: "/work/wt/mid24/tools/capture/clang_kernels")
!2 = !{i32 7, !"Dwarf Version", i32 2}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!6 = !{i32 7, !"frame-pointer", i32 2}
!7 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!8 = distinct !DISubprogram(name: "m24_matrix3", scope: !1, file: !1, line: 3, type: !9, scopeLine: 3, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
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
!21 = !DILocation(line: 7, column: 12, scope: !8)
!22 = !DILocation(line: 7, column: 8, scope: !8)
!23 = !DILocation(line: 7, column: 19, scope: !8)
!24 = !DILocation(line: 7, column: 21, scope: !8)
!25 = !DILocation(line: 7, column: 3, scope: !8)
!26 = !DILocation(line: 8, column: 14, scope: !8)
!27 = !DILocation(line: 8, column: 10, scope: !8)
!28 = !DILocation(line: 8, column: 21, scope: !8)
!29 = !DILocation(line: 8, column: 23, scope: !8)
!30 = !DILocation(line: 8, column: 5, scope: !8)
!31 = !DILocation(line: 8, column: 43, scope: !8)
!32 = !DILocation(line: 8, column: 46, scope: !8)
!33 = !DILocation(line: 8, column: 51, scope: !8)
!34 = !DILocation(line: 8, column: 49, scope: !8)
!35 = !DILocation(line: 8, column: 55, scope: !8)
!36 = !DILocation(line: 8, column: 53, scope: !8)
!37 = !DILocation(line: 8, column: 35, scope: !8)
!38 = !DILocation(line: 8, column: 33, scope: !8)
!39 = !DILocation(line: 8, column: 38, scope: !8)
!40 = !DILocation(line: 8, column: 41, scope: !8)
!41 = !DILocation(line: 8, column: 28, scope: !8)
!42 = distinct !{!42, !30, !35, !43}
!43 = !{!"llvm.loop.mustprogress"}
!44 = !DILocation(line: 7, column: 26, scope: !8)
!45 = distinct !{!45, !25, !35, !43}
!46 = !DILocation(line: 9, column: 12, scope: !8)
!47 = !DILocation(line: 9, column: 23, scope: !8)
!48 = !DILocation(line: 9, column: 33, scope: !8)
!49 = !DILocation(line: 9, column: 31, scope: !8)
!50 = !DILocation(line: 9, column: 43, scope: !8)
!51 = !DILocation(line: 9, column: 53, scope: !8)
!52 = !DILocation(line: 9, column: 51, scope: !8)
!53 = !DILocation(line: 9, column: 41, scope: !8)
!54 = !DILocation(line: 9, column: 20, scope: !8)
!55 = !DILocation(line: 9, column: 64, scope: !8)
!56 = !DILocation(line: 9, column: 75, scope: !8)
!57 = !DILocation(line: 9, column: 85, scope: !8)
!58 = !DILocation(line: 9, column: 83, scope: !8)
!59 = !DILocation(line: 9, column: 95, scope: !8)
!60 = !DILocation(line: 9, column: 105, scope: !8)
!61 = !DILocation(line: 9, column: 103, scope: !8)
!62 = !DILocation(line: 9, column: 93, scope: !8)
!63 = !DILocation(line: 9, column: 72, scope: !8)
!64 = !DILocation(line: 9, column: 62, scope: !8)
!65 = !DILocation(line: 10, column: 12, scope: !8)
!66 = !DILocation(line: 10, column: 23, scope: !8)
!67 = !DILocation(line: 10, column: 33, scope: !8)
!68 = !DILocation(line: 10, column: 31, scope: !8)
!69 = !DILocation(line: 10, column: 43, scope: !8)
!70 = !DILocation(line: 10, column: 53, scope: !8)
!71 = !DILocation(line: 10, column: 51, scope: !8)
!72 = !DILocation(line: 10, column: 41, scope: !8)
!73 = !DILocation(line: 10, column: 20, scope: !8)
!74 = !DILocation(line: 10, column: 10, scope: !8)
!75 = !DILocation(line: 9, column: 3, scope: !8)
!76 = !DILocation(line: 9, column: 7, scope: !8)
!77 = !DILocation(line: 9, column: 10, scope: !8)
!78 = !DILocation(line: 11, column: 1, scope: !8)
