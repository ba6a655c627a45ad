; ModuleID = 'k32_int128.cu'
source_filename = "k32_int128.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local noundef i128 @_Z6mulmodooy(i128 noundef %0, i128 noundef %1, i64 noundef %2) #0 !dbg !8 {
  %4 = alloca i128, align 16
  %5 = alloca i128, align 16
  %6 = alloca i64, align 8
  %7 = alloca i128, align 16
  store i128 %0, ptr %4, align 16
  store i128 %1, ptr %5, align 16
  store i64 %2, ptr %6, align 8
  %8 = load i128, ptr %4, align 16, !dbg !11
  %9 = load i128, ptr %5, align 16, !dbg !12
  %10 = mul i128 %8, %9, !dbg !13
  store i128 %10, ptr %7, align 16, !dbg !14
  %11 = load i128, ptr %7, align 16, !dbg !15
  %12 = lshr i128 %11, 64, !dbg !16
  %13 = load i64, ptr %6, align 8, !dbg !17
  %14 = zext i64 %13 to i128, !dbg !17
  %15 = mul i128 %12, %14, !dbg !18
  %16 = load i128, ptr %7, align 16, !dbg !19
  %17 = trunc i128 %16 to i64, !dbg !19
  %18 = zext i64 %17 to i128, !dbg !20
  %19 = add i128 %15, %18, !dbg !21
  ret i128 %19, !dbg !22
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local ptx_kernel void @int128_math(ptr noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %3) #1 !dbg !23 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i128, align 16
  %11 = alloca i128, align 16
  %12 = alloca i128, align 16
  %13 = alloca i32, align 4
  %14 = alloca i64, align 8
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store ptr %2, ptr %7, align 8
  store i32 %3, ptr %8, align 4
  %15 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !24
  %16 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !25
  %17 = mul nsw i32 %15, %16, !dbg !26
  %18 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !27
  %19 = add nsw i32 %17, %18, !dbg !28
  store i32 %19, ptr %9, align 4, !dbg !29
  %20 = load i32, ptr %9, align 4, !dbg !30
  %21 = load i32, ptr %8, align 4, !dbg !31
  %22 = icmp sge i32 %20, %21, !dbg !32
  br i1 %22, label %23, label %24, !dbg !32

23:                                               ; preds = %4
  br label %143, !dbg !33

24:                                               ; preds = %4
  %25 = load ptr, ptr %5, align 8, !dbg !34
  %26 = load i32, ptr %9, align 4, !dbg !35
  %27 = sext i32 %26 to i64, !dbg !34
  %28 = getelementptr inbounds i64, ptr %25, i64 %27, !dbg !34
  %29 = load i64, ptr %28, align 8, !dbg !34
  %30 = zext i64 %29 to i128, !dbg !34
  %31 = load ptr, ptr %5, align 8, !dbg !36
  %32 = load i32, ptr %9, align 4, !dbg !37
  %33 = add nsw i32 %32, 1, !dbg !38
  %34 = load i32, ptr %8, align 4, !dbg !39
  %35 = srem i32 %33, %34, !dbg !40
  %36 = sext i32 %35 to i64, !dbg !36
  %37 = getelementptr inbounds i64, ptr %31, i64 %36, !dbg !36
  %38 = load i64, ptr %37, align 8, !dbg !36
  %39 = zext i64 %38 to i128, !dbg !36
  %40 = mul i128 %30, %39, !dbg !41
  store i128 %40, ptr %10, align 16, !dbg !42
  %41 = load ptr, ptr %6, align 8, !dbg !43
  %42 = load i32, ptr %9, align 4, !dbg !44
  %43 = sext i32 %42 to i64, !dbg !43
  %44 = getelementptr inbounds i64, ptr %41, i64 %43, !dbg !43
  %45 = load i64, ptr %44, align 8, !dbg !43
  %46 = sext i64 %45 to i128, !dbg !43
  %47 = mul nsw i128 %46, -3, !dbg !45
  %48 = load ptr, ptr %6, align 8, !dbg !46
  %49 = load i32, ptr %9, align 4, !dbg !47
  %50 = add nsw i32 %49, 2, !dbg !48
  %51 = load i32, ptr %8, align 4, !dbg !49
  %52 = srem i32 %50, %51, !dbg !50
  %53 = sext i32 %52 to i64, !dbg !46
  %54 = getelementptr inbounds i64, ptr %48, i64 %53, !dbg !46
  %55 = load i64, ptr %54, align 8, !dbg !46
  %56 = sext i64 %55 to i128, !dbg !46
  %57 = shl i128 %56, 70, !dbg !51
  %58 = add nsw i128 %47, %57, !dbg !52
  store i128 %58, ptr %11, align 16, !dbg !53
  store i128 0, ptr %12, align 16, !dbg !54
  store i32 0, ptr %13, align 4, !dbg !55
  br label %59, !dbg !56

59:                                               ; preds = %72, %24
  %60 = load i32, ptr %13, align 4, !dbg !57
  %61 = icmp slt i32 %60, 4, !dbg !58
  br i1 %61, label %62, label %75, !dbg !59

62:                                               ; preds = %59
  %63 = load i128, ptr %10, align 16, !dbg !60
  %64 = load i32, ptr %13, align 4, !dbg !61
  %65 = mul nsw i32 %64, 16, !dbg !62
  %66 = zext i32 %65 to i128, !dbg !63
  %67 = lshr i128 %63, %66, !dbg !63
  %68 = load i128, ptr %11, align 16, !dbg !64
  %69 = xor i128 %67, %68, !dbg !65
  %70 = load i128, ptr %12, align 16, !dbg !66
  %71 = add i128 %70, %69, !dbg !66
  store i128 %71, ptr %12, align 16, !dbg !66
  br label %72, !dbg !67

72:                                               ; preds = %62
  %73 = load i32, ptr %13, align 4, !dbg !68
  %74 = add nsw i32 %73, 1, !dbg !68
  store i32 %74, ptr %13, align 4, !dbg !68
  br label %59, !dbg !59, !llvm.loop !69

75:                                               ; preds = %59
  %76 = load ptr, ptr %5, align 8, !dbg !71
  %77 = load i32, ptr %9, align 4, !dbg !72
  %78 = sext i32 %77 to i64, !dbg !71
  %79 = getelementptr inbounds i64, ptr %76, i64 %78, !dbg !71
  %80 = load i64, ptr %79, align 8, !dbg !71
  %81 = or i64 %80, 1, !dbg !73
  store i64 %81, ptr %14, align 8, !dbg !74
  %82 = load i128, ptr %12, align 16, !dbg !75
  %83 = load i64, ptr %14, align 8, !dbg !76
  %84 = and i64 %83, 63, !dbg !77
  %85 = zext i64 %84 to i128, !dbg !78
  %86 = lshr i128 %82, %85, !dbg !78
  %87 = trunc i128 %86 to i64, !dbg !79
  %88 = load i128, ptr %12, align 16, !dbg !80
  %89 = lshr i128 %88, 64, !dbg !81
  %90 = trunc i128 %89 to i64, !dbg !82
  %91 = add i64 %87, %90, !dbg !83
  %92 = load ptr, ptr %7, align 8, !dbg !84
  %93 = load i32, ptr %9, align 4, !dbg !85
  %94 = mul nsw i32 3, %93, !dbg !86
  %95 = sext i32 %94 to i64, !dbg !84
  %96 = getelementptr inbounds i64, ptr %92, i64 %95, !dbg !84
  store i64 %91, ptr %96, align 8, !dbg !87
  %97 = load i128, ptr %11, align 16, !dbg !88
  %98 = load ptr, ptr %6, align 8, !dbg !89
  %99 = load i32, ptr %9, align 4, !dbg !90
  %100 = sext i32 %99 to i64, !dbg !89
  %101 = getelementptr inbounds i64, ptr %98, i64 %100, !dbg !89
  %102 = load i64, ptr %101, align 8, !dbg !89
  %103 = or i64 %102, 1, !dbg !91
  %104 = sext i64 %103 to i128, !dbg !92
  %105 = mul nsw i128 %97, %104, !dbg !93
  %106 = ashr i128 %105, 3, !dbg !94
  %107 = trunc i128 %106 to i64, !dbg !95
  %108 = load i128, ptr %11, align 16, !dbg !96
  %109 = icmp slt i128 %108, 0, !dbg !97
  %110 = zext i1 %109 to i64, !dbg !96
  %111 = select i1 %109, i32 1, i32 0, !dbg !96
  %112 = sext i32 %111 to i64, !dbg !98
  %113 = add i64 %107, %112, !dbg !99
  %114 = load i128, ptr %12, align 16, !dbg !100
  %115 = load i128, ptr %10, align 16, !dbg !101
  %116 = icmp ugt i128 %114, %115, !dbg !102
  %117 = zext i1 %116 to i64, !dbg !100
  %118 = select i1 %116, i32 2, i32 0, !dbg !100
  %119 = sext i32 %118 to i64, !dbg !103
  %120 = add i64 %113, %119, !dbg !104
  %121 = load ptr, ptr %7, align 8, !dbg !105
  %122 = load i32, ptr %9, align 4, !dbg !106
  %123 = mul nsw i32 3, %122, !dbg !107
  %124 = add nsw i32 %123, 1, !dbg !108
  %125 = sext i32 %124 to i64, !dbg !105
  %126 = getelementptr inbounds i64, ptr %121, i64 %125, !dbg !105
  store i64 %120, ptr %126, align 8, !dbg !109
  %127 = load i128, ptr %10, align 16, !dbg !110
  %128 = load i128, ptr %12, align 16, !dbg !111
  %129 = load i64, ptr %14, align 8, !dbg !112
  %130 = call noundef i128 @_Z6mulmodooy(i128 noundef %127, i128 noundef %128, i64 noundef %129) #3, !dbg !113
  %131 = lshr i128 %130, 3, !dbg !114
  %132 = trunc i128 %131 to i64, !dbg !115
  %133 = load i128, ptr %11, align 16, !dbg !116
  %134 = ashr i128 %133, 100, !dbg !117
  %135 = trunc i128 %134 to i64, !dbg !118
  %136 = add i64 %132, %135, !dbg !119
  %137 = load ptr, ptr %7, align 8, !dbg !120
  %138 = load i32, ptr %9, align 4, !dbg !121
  %139 = mul nsw i32 3, %138, !dbg !122
  %140 = add nsw i32 %139, 2, !dbg !123
  %141 = sext i32 %140 to i64, !dbg !120
  %142 = getelementptr inbounds i64, ptr %137, i64 %141, !dbg !120
  store i64 %136, ptr %142, align 8, !dbg !124
  br label %143, !dbg !125

143:                                              ; preds = %75, %23
  ret void, !dbg !125
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
!1 = !DIFile(filename: "k32_int128.cu", directory: "/work/wt/nvir32/tools/capture/clang_kernels")
!2 = !{i32 7, !"Dwarf Version", i32 2}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!6 = !{i32 7, !"frame-pointer", i32 2}
!7 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!8 = distinct !DISubprogram(name: "mulmod", scope: !1, file: !1, line: 4, type: !9, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!9 = !DISubroutineType(types: !10)
!10 = !{}
!11 = !DILocation(line: 5, column: 25, scope: !8)
!12 = !DILocation(line: 5, column: 29, scope: !8)
!13 = !DILocation(line: 5, column: 27, scope: !8)
!14 = !DILocation(line: 5, column: 21, scope: !8)
!15 = !DILocation(line: 6, column: 11, scope: !8)
!16 = !DILocation(line: 6, column: 13, scope: !8)
!17 = !DILocation(line: 6, column: 22, scope: !8)
!18 = !DILocation(line: 6, column: 20, scope: !8)
!19 = !DILocation(line: 6, column: 46, scope: !8)
!20 = !DILocation(line: 6, column: 26, scope: !8)
!21 = !DILocation(line: 6, column: 24, scope: !8)
!22 = !DILocation(line: 6, column: 3, scope: !8)
!23 = distinct !DISubprogram(name: "int128_math", scope: !1, file: !1, line: 8, type: !9, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!24 = !DILocation(line: 9, column: 11, scope: !23)
!25 = !DILocation(line: 9, column: 24, scope: !23)
!26 = !DILocation(line: 9, column: 22, scope: !23)
!27 = !DILocation(line: 9, column: 37, scope: !23)
!28 = !DILocation(line: 9, column: 35, scope: !23)
!29 = !DILocation(line: 9, column: 7, scope: !23)
!30 = !DILocation(line: 10, column: 7, scope: !23)
!31 = !DILocation(line: 10, column: 12, scope: !23)
!32 = !DILocation(line: 10, column: 9, scope: !23)
!33 = !DILocation(line: 10, column: 15, scope: !23)
!34 = !DILocation(line: 11, column: 44, scope: !23)
!35 = !DILocation(line: 11, column: 46, scope: !23)
!36 = !DILocation(line: 11, column: 51, scope: !23)
!37 = !DILocation(line: 11, column: 54, scope: !23)
!38 = !DILocation(line: 11, column: 56, scope: !23)
!39 = !DILocation(line: 11, column: 63, scope: !23)
!40 = !DILocation(line: 11, column: 61, scope: !23)
!41 = !DILocation(line: 11, column: 49, scope: !23)
!42 = !DILocation(line: 11, column: 21, scope: !23)
!43 = !DILocation(line: 12, column: 26, scope: !23)
!44 = !DILocation(line: 12, column: 28, scope: !23)
!45 = !DILocation(line: 12, column: 31, scope: !23)
!46 = !DILocation(line: 12, column: 49, scope: !23)
!47 = !DILocation(line: 12, column: 52, scope: !23)
!48 = !DILocation(line: 12, column: 54, scope: !23)
!49 = !DILocation(line: 12, column: 61, scope: !23)
!50 = !DILocation(line: 12, column: 59, scope: !23)
!51 = !DILocation(line: 12, column: 64, scope: !23)
!52 = !DILocation(line: 12, column: 36, scope: !23)
!53 = !DILocation(line: 12, column: 12, scope: !23)
!54 = !DILocation(line: 13, column: 21, scope: !23)
!55 = !DILocation(line: 14, column: 12, scope: !23)
!56 = !DILocation(line: 14, column: 8, scope: !23)
!57 = !DILocation(line: 14, column: 19, scope: !23)
!58 = !DILocation(line: 14, column: 21, scope: !23)
!59 = !DILocation(line: 14, column: 3, scope: !23)
!60 = !DILocation(line: 14, column: 39, scope: !23)
!61 = !DILocation(line: 14, column: 45, scope: !23)
!62 = !DILocation(line: 14, column: 47, scope: !23)
!63 = !DILocation(line: 14, column: 41, scope: !23)
!64 = !DILocation(line: 14, column: 75, scope: !23)
!65 = !DILocation(line: 14, column: 54, scope: !23)
!66 = !DILocation(line: 14, column: 35, scope: !23)
!67 = !DILocation(line: 14, column: 31, scope: !23)
!68 = !DILocation(line: 14, column: 27, scope: !23)
!69 = distinct !{!69, !59, !64, !70}
!70 = !{!"llvm.loop.mustprogress"}
!71 = !DILocation(line: 15, column: 26, scope: !23)
!72 = !DILocation(line: 15, column: 28, scope: !23)
!73 = !DILocation(line: 15, column: 31, scope: !23)
!74 = !DILocation(line: 15, column: 22, scope: !23)
!75 = !DILocation(line: 16, column: 37, scope: !23)
!76 = !DILocation(line: 16, column: 45, scope: !23)
!77 = !DILocation(line: 16, column: 47, scope: !23)
!78 = !DILocation(line: 16, column: 41, scope: !23)
!79 = !DILocation(line: 16, column: 36, scope: !23)
!80 = !DILocation(line: 16, column: 77, scope: !23)
!81 = !DILocation(line: 16, column: 81, scope: !23)
!82 = !DILocation(line: 16, column: 76, scope: !23)
!83 = !DILocation(line: 16, column: 54, scope: !23)
!84 = !DILocation(line: 16, column: 3, scope: !23)
!85 = !DILocation(line: 16, column: 11, scope: !23)
!86 = !DILocation(line: 16, column: 9, scope: !23)
!87 = !DILocation(line: 16, column: 14, scope: !23)
!88 = !DILocation(line: 17, column: 41, scope: !23)
!89 = !DILocation(line: 17, column: 56, scope: !23)
!90 = !DILocation(line: 17, column: 58, scope: !23)
!91 = !DILocation(line: 17, column: 61, scope: !23)
!92 = !DILocation(line: 17, column: 55, scope: !23)
!93 = !DILocation(line: 17, column: 43, scope: !23)
!94 = !DILocation(line: 17, column: 66, scope: !23)
!95 = !DILocation(line: 17, column: 40, scope: !23)
!96 = !DILocation(line: 17, column: 75, scope: !23)
!97 = !DILocation(line: 17, column: 77, scope: !23)
!98 = !DILocation(line: 17, column: 74, scope: !23)
!99 = !DILocation(line: 17, column: 72, scope: !23)
!100 = !DILocation(line: 17, column: 93, scope: !23)
!101 = !DILocation(line: 17, column: 99, scope: !23)
!102 = !DILocation(line: 17, column: 97, scope: !23)
!103 = !DILocation(line: 17, column: 92, scope: !23)
!104 = !DILocation(line: 17, column: 90, scope: !23)
!105 = !DILocation(line: 17, column: 3, scope: !23)
!106 = !DILocation(line: 17, column: 11, scope: !23)
!107 = !DILocation(line: 17, column: 9, scope: !23)
!108 = !DILocation(line: 17, column: 13, scope: !23)
!109 = !DILocation(line: 17, column: 18, scope: !23)
!110 = !DILocation(line: 18, column: 48, scope: !23)
!111 = !DILocation(line: 18, column: 51, scope: !23)
!112 = !DILocation(line: 18, column: 56, scope: !23)
!113 = !DILocation(line: 18, column: 41, scope: !23)
!114 = !DILocation(line: 18, column: 59, scope: !23)
!115 = !DILocation(line: 18, column: 40, scope: !23)
!116 = !DILocation(line: 18, column: 88, scope: !23)
!117 = !DILocation(line: 18, column: 90, scope: !23)
!118 = !DILocation(line: 18, column: 87, scope: !23)
!119 = !DILocation(line: 18, column: 65, scope: !23)
!120 = !DILocation(line: 18, column: 3, scope: !23)
!121 = !DILocation(line: 18, column: 11, scope: !23)
!122 = !DILocation(line: 18, column: 9, scope: !23)
!123 = !DILocation(line: 18, column: 13, scope: !23)
!124 = !DILocation(line: 18, column: 18, scope: !23)
!125 = !DILocation(line: 19, column: 1, scope: !23)
