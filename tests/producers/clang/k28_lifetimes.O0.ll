; ModuleID = 'k28_lifetimes.cu'
source_filename = "k28_lifetimes.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Acc = type { [4 x float], i32 }

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local void @_Z4feedP3AccPKfi(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 !dbg !8 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  store i32 0, ptr %7, align 4, !dbg !11
  br label %8, !dbg !12

8:                                                ; preds = %24, %3
  %9 = load i32, ptr %7, align 4, !dbg !13
  %10 = icmp slt i32 %9, 4, !dbg !14
  br i1 %10, label %11, label %27, !dbg !15

11:                                               ; preds = %8
  %12 = load ptr, ptr %5, align 8, !dbg !16
  %13 = load i32, ptr %6, align 4, !dbg !17
  %14 = load i32, ptr %7, align 4, !dbg !18
  %15 = add nsw i32 %13, %14, !dbg !19
  %16 = sext i32 %15 to i64, !dbg !16
  %17 = getelementptr inbounds float, ptr %12, i64 %16, !dbg !16
  %18 = load float, ptr %17, align 4, !dbg !16
  %19 = load ptr, ptr %4, align 8, !dbg !20
  %20 = getelementptr inbounds nuw %struct.Acc, ptr %19, i32 0, i32 0, !dbg !21
  %21 = load i32, ptr %7, align 4, !dbg !22
  %22 = sext i32 %21 to i64, !dbg !20
  %23 = getelementptr inbounds [4 x float], ptr %20, i64 0, i64 %22, !dbg !20
  store float %18, ptr %23, align 4, !dbg !23
  br label %24, !dbg !20

24:                                               ; preds = %11
  %25 = load i32, ptr %7, align 4, !dbg !24
  %26 = add nsw i32 %25, 1, !dbg !24
  store i32 %26, ptr %7, align 4, !dbg !24
  br label %8, !dbg !15, !llvm.loop !25

27:                                               ; preds = %8
  %28 = load i32, ptr %6, align 4, !dbg !28
  %29 = load ptr, ptr %4, align 8, !dbg !29
  %30 = getelementptr inbounds nuw %struct.Acc, ptr %29, i32 0, i32 1, !dbg !30
  store i32 %28, ptr %30, align 4, !dbg !31
  ret void, !dbg !32
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local noundef i32 @_Z10hash_bytesPKci(ptr noundef %0, i32 noundef %1) #0 !dbg !33 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store i32 7, ptr %5, align 4, !dbg !34
  store i32 0, ptr %6, align 4, !dbg !35
  br label %7, !dbg !36

7:                                                ; preds = %21, %2
  %8 = load i32, ptr %6, align 4, !dbg !37
  %9 = load i32, ptr %4, align 4, !dbg !38
  %10 = icmp slt i32 %8, %9, !dbg !39
  br i1 %10, label %11, label %24, !dbg !40

11:                                               ; preds = %7
  %12 = load i32, ptr %5, align 4, !dbg !41
  %13 = mul nsw i32 %12, 31, !dbg !42
  %14 = load ptr, ptr %3, align 8, !dbg !43
  %15 = load i32, ptr %6, align 4, !dbg !44
  %16 = sext i32 %15 to i64, !dbg !43
  %17 = getelementptr inbounds i8, ptr %14, i64 %16, !dbg !43
  %18 = load i8, ptr %17, align 1, !dbg !43
  %19 = sext i8 %18 to i32, !dbg !43
  %20 = add nsw i32 %13, %19, !dbg !45
  store i32 %20, ptr %5, align 4, !dbg !46
  br label %21, !dbg !47

21:                                               ; preds = %11
  %22 = load i32, ptr %6, align 4, !dbg !48
  %23 = add nsw i32 %22, 1, !dbg !48
  store i32 %23, ptr %6, align 4, !dbg !48
  br label %7, !dbg !40, !llvm.loop !49

24:                                               ; preds = %7
  %25 = load i32, ptr %5, align 4, !dbg !51
  ret i32 %25, !dbg !52
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local void @_Z9fill_intsPiii(ptr noundef %0, i32 noundef %1, i32 noundef %2) #0 !dbg !53 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store i32 %2, ptr %6, align 4
  store i32 0, ptr %7, align 4, !dbg !54
  br label %8, !dbg !55

8:                                                ; preds = %21, %3
  %9 = load i32, ptr %7, align 4, !dbg !56
  %10 = load i32, ptr %5, align 4, !dbg !57
  %11 = icmp slt i32 %9, %10, !dbg !58
  br i1 %11, label %12, label %24, !dbg !59

12:                                               ; preds = %8
  %13 = load i32, ptr %6, align 4, !dbg !60
  %14 = load i32, ptr %7, align 4, !dbg !61
  %15 = mul nsw i32 %14, 97, !dbg !62
  %16 = xor i32 %13, %15, !dbg !63
  %17 = load ptr, ptr %4, align 8, !dbg !64
  %18 = load i32, ptr %7, align 4, !dbg !65
  %19 = sext i32 %18 to i64, !dbg !64
  %20 = getelementptr inbounds i32, ptr %17, i64 %19, !dbg !64
  store i32 %16, ptr %20, align 4, !dbg !66
  br label %21, !dbg !64

21:                                               ; preds = %12
  %22 = load i32, ptr %7, align 4, !dbg !67
  %23 = add nsw i32 %22, 1, !dbg !67
  store i32 %23, ptr %7, align 4, !dbg !67
  br label %8, !dbg !59, !llvm.loop !68

24:                                               ; preds = %8
  ret void, !dbg !70
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local ptx_kernel void @lifetimes(ptr noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %3) #1 !dbg !71 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca float, align 4
  %11 = alloca %struct.Acc, align 4
  %12 = alloca %struct.Acc, align 4
  %13 = alloca [20 x i8], align 1
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca [6 x i32], align 4
  %17 = alloca [5 x i32], align 4
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store ptr %2, ptr %7, align 8
  store i32 %3, ptr %8, align 4
  %18 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !72
  %19 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !73
  %20 = mul nsw i32 %18, %19, !dbg !74
  %21 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !75
  %22 = add nsw i32 %20, %21, !dbg !76
  store i32 %22, ptr %9, align 4, !dbg !77
  %23 = load i32, ptr %9, align 4, !dbg !78
  %24 = load i32, ptr %8, align 4, !dbg !79
  %25 = icmp sge i32 %23, %24, !dbg !80
  br i1 %25, label %26, label %27, !dbg !80

26:                                               ; preds = %4
  br label %122, !dbg !81

27:                                               ; preds = %4
  store float 0.000000e+00, ptr %10, align 4, !dbg !82
  %28 = load ptr, ptr %5, align 8, !dbg !83
  %29 = load i32, ptr %9, align 4, !dbg !84
  call void @_Z4feedP3AccPKfi(ptr noundef %11, ptr noundef %28, i32 noundef %29) #3, !dbg !85
  %30 = getelementptr inbounds nuw %struct.Acc, ptr %11, i32 0, i32 0, !dbg !86
  %31 = getelementptr inbounds [4 x float], ptr %30, i64 0, i64 0, !dbg !87
  %32 = load float, ptr %31, align 4, !dbg !87
  %33 = getelementptr inbounds nuw %struct.Acc, ptr %11, i32 0, i32 0, !dbg !88
  %34 = getelementptr inbounds [4 x float], ptr %33, i64 0, i64 3, !dbg !89
  %35 = load float, ptr %34, align 4, !dbg !89
  %36 = fadd contract float %32, %35, !dbg !90
  %37 = getelementptr inbounds nuw %struct.Acc, ptr %11, i32 0, i32 1, !dbg !91
  %38 = load i32, ptr %37, align 4, !dbg !91
  %39 = sitofp i32 %38 to float, !dbg !92
  %40 = fadd contract float %36, %39, !dbg !93
  %41 = load float, ptr %10, align 4, !dbg !94
  %42 = fadd contract float %41, %40, !dbg !94
  store float %42, ptr %10, align 4, !dbg !94
  %43 = load ptr, ptr %5, align 8, !dbg !95
  %44 = load i32, ptr %9, align 4, !dbg !96
  %45 = add nsw i32 %44, 1, !dbg !97
  call void @_Z4feedP3AccPKfi(ptr noundef %12, ptr noundef %43, i32 noundef %45) #3, !dbg !98
  %46 = getelementptr inbounds nuw %struct.Acc, ptr %12, i32 0, i32 0, !dbg !99
  %47 = getelementptr inbounds [4 x float], ptr %46, i64 0, i64 1, !dbg !100
  %48 = load float, ptr %47, align 4, !dbg !100
  %49 = getelementptr inbounds nuw %struct.Acc, ptr %12, i32 0, i32 1, !dbg !101
  %50 = load i32, ptr %49, align 4, !dbg !101
  %51 = sitofp i32 %50 to float, !dbg !102
  %52 = fsub contract float %48, %51, !dbg !103
  %53 = load float, ptr %10, align 4, !dbg !104
  %54 = fmul contract float %53, %52, !dbg !104
  store float %54, ptr %10, align 4, !dbg !104
  store i32 0, ptr %14, align 4, !dbg !105
  br label %55, !dbg !106

55:                                               ; preds = %66, %27
  %56 = load i32, ptr %14, align 4, !dbg !107
  %57 = icmp slt i32 %56, 20, !dbg !108
  br i1 %57, label %58, label %69, !dbg !109

58:                                               ; preds = %55
  %59 = load i32, ptr %9, align 4, !dbg !110
  %60 = load i32, ptr %14, align 4, !dbg !111
  %61 = add nsw i32 %59, %60, !dbg !112
  %62 = trunc i32 %61 to i8, !dbg !113
  %63 = load i32, ptr %14, align 4, !dbg !114
  %64 = sext i32 %63 to i64, !dbg !115
  %65 = getelementptr inbounds [20 x i8], ptr %13, i64 0, i64 %64, !dbg !115
  store i8 %62, ptr %65, align 1, !dbg !116
  br label %66, !dbg !115

66:                                               ; preds = %58
  %67 = load i32, ptr %14, align 4, !dbg !117
  %68 = add nsw i32 %67, 1, !dbg !117
  store i32 %68, ptr %14, align 4, !dbg !117
  br label %55, !dbg !109, !llvm.loop !118

69:                                               ; preds = %55
  %70 = getelementptr inbounds [20 x i8], ptr %13, i64 0, i64 0, !dbg !120
  %71 = call noundef i32 @_Z10hash_bytesPKci(ptr noundef %70, i32 noundef 20) #3, !dbg !121
  %72 = load ptr, ptr %7, align 8, !dbg !122
  %73 = load i32, ptr %9, align 4, !dbg !123
  %74 = sext i32 %73 to i64, !dbg !122
  %75 = getelementptr inbounds i32, ptr %72, i64 %74, !dbg !122
  store i32 %71, ptr %75, align 4, !dbg !124
  store i32 0, ptr %15, align 4, !dbg !125
  br label %76, !dbg !126

76:                                               ; preds = %113, %69
  %77 = load i32, ptr %15, align 4, !dbg !127
  %78 = icmp slt i32 %77, 2, !dbg !128
  br i1 %78, label %79, label %116, !dbg !129

79:                                               ; preds = %76
  %80 = load i32, ptr %9, align 4, !dbg !130
  %81 = load i32, ptr %15, align 4, !dbg !131
  %82 = add nsw i32 %80, %81, !dbg !132
  %83 = and i32 %82, 1, !dbg !133
  %84 = icmp ne i32 %83, 0, !dbg !134
  br i1 %84, label %85, label %98, !dbg !134

85:                                               ; preds = %79
  %86 = getelementptr inbounds [6 x i32], ptr %16, i64 0, i64 0, !dbg !135
  %87 = load i32, ptr %9, align 4, !dbg !136
  %88 = load i32, ptr %15, align 4, !dbg !137
  %89 = add nsw i32 %87, %88, !dbg !138
  call void @_Z9fill_intsPiii(ptr noundef %86, i32 noundef 6, i32 noundef %89) #3, !dbg !139
  %90 = load i32, ptr %9, align 4, !dbg !140
  %91 = srem i32 %90, 6, !dbg !141
  %92 = sext i32 %91 to i64, !dbg !142
  %93 = getelementptr inbounds [6 x i32], ptr %16, i64 0, i64 %92, !dbg !142
  %94 = load i32, ptr %93, align 4, !dbg !142
  %95 = sitofp i32 %94 to float, !dbg !142
  %96 = load float, ptr %10, align 4, !dbg !143
  %97 = fadd contract float %96, %95, !dbg !143
  store float %97, ptr %10, align 4, !dbg !143
  br label %112, !dbg !144

98:                                               ; preds = %79
  %99 = getelementptr inbounds [5 x i32], ptr %17, i64 0, i64 0, !dbg !145
  %100 = load i32, ptr %9, align 4, !dbg !146
  %101 = load i32, ptr %15, align 4, !dbg !147
  %102 = sub nsw i32 %100, %101, !dbg !148
  call void @_Z9fill_intsPiii(ptr noundef %99, i32 noundef 5, i32 noundef %102) #3, !dbg !149
  %103 = load i32, ptr %9, align 4, !dbg !150
  %104 = add nsw i32 %103, 2, !dbg !151
  %105 = srem i32 %104, 5, !dbg !152
  %106 = sext i32 %105 to i64, !dbg !153
  %107 = getelementptr inbounds [5 x i32], ptr %17, i64 0, i64 %106, !dbg !153
  %108 = load i32, ptr %107, align 4, !dbg !153
  %109 = sitofp i32 %108 to float, !dbg !153
  %110 = load float, ptr %10, align 4, !dbg !154
  %111 = fsub contract float %110, %109, !dbg !154
  store float %111, ptr %10, align 4, !dbg !154
  br label %112

112:                                              ; preds = %98, %85
  br label %113, !dbg !155

113:                                              ; preds = %112
  %114 = load i32, ptr %15, align 4, !dbg !156
  %115 = add nsw i32 %114, 1, !dbg !156
  store i32 %115, ptr %15, align 4, !dbg !156
  br label %76, !dbg !129, !llvm.loop !157

116:                                              ; preds = %76
  %117 = load float, ptr %10, align 4, !dbg !158
  %118 = load ptr, ptr %6, align 8, !dbg !159
  %119 = load i32, ptr %9, align 4, !dbg !160
  %120 = sext i32 %119 to i64, !dbg !159
  %121 = getelementptr inbounds float, ptr %118, i64 %120, !dbg !159
  store float %117, ptr %121, align 4, !dbg !161
  br label %122, !dbg !162

122:                                              ; preds = %116, %26
  ret void, !dbg !162
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
!1 = !DIFile(filename: "k28_lifetimes.cu", directory: "/work/wt/nvir31/tools/capture/clang_kernels")
!2 = !{i32 7, !"Dwarf Version", i32 2}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!6 = !{i32 7, !"frame-pointer", i32 2}
!7 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!8 = distinct !DISubprogram(name: "feed", scope: !1, file: !1, line: 6, type: !9, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!9 = !DISubroutineType(types: !10)
!10 = !{}
!11 = !DILocation(line: 7, column: 12, scope: !8)
!12 = !DILocation(line: 7, column: 8, scope: !8)
!13 = !DILocation(line: 7, column: 19, scope: !8)
!14 = !DILocation(line: 7, column: 21, scope: !8)
!15 = !DILocation(line: 7, column: 3, scope: !8)
!16 = !DILocation(line: 7, column: 41, scope: !8)
!17 = !DILocation(line: 7, column: 43, scope: !8)
!18 = !DILocation(line: 7, column: 47, scope: !8)
!19 = !DILocation(line: 7, column: 45, scope: !8)
!20 = !DILocation(line: 7, column: 31, scope: !8)
!21 = !DILocation(line: 7, column: 34, scope: !8)
!22 = !DILocation(line: 7, column: 36, scope: !8)
!23 = !DILocation(line: 7, column: 39, scope: !8)
!24 = !DILocation(line: 7, column: 26, scope: !8)
!25 = distinct !{!25, !15, !26, !27}
!26 = !DILocation(line: 7, column: 48, scope: !8)
!27 = !{!"llvm.loop.mustprogress"}
!28 = !DILocation(line: 8, column: 10, scope: !8)
!29 = !DILocation(line: 8, column: 3, scope: !8)
!30 = !DILocation(line: 8, column: 6, scope: !8)
!31 = !DILocation(line: 8, column: 8, scope: !8)
!32 = !DILocation(line: 9, column: 1, scope: !8)
!33 = distinct !DISubprogram(name: "hash_bytes", scope: !1, file: !1, line: 10, type: !9, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!34 = !DILocation(line: 11, column: 7, scope: !33)
!35 = !DILocation(line: 12, column: 12, scope: !33)
!36 = !DILocation(line: 12, column: 8, scope: !33)
!37 = !DILocation(line: 12, column: 19, scope: !33)
!38 = !DILocation(line: 12, column: 23, scope: !33)
!39 = !DILocation(line: 12, column: 21, scope: !33)
!40 = !DILocation(line: 12, column: 3, scope: !33)
!41 = !DILocation(line: 12, column: 35, scope: !33)
!42 = !DILocation(line: 12, column: 37, scope: !33)
!43 = !DILocation(line: 12, column: 44, scope: !33)
!44 = !DILocation(line: 12, column: 46, scope: !33)
!45 = !DILocation(line: 12, column: 42, scope: !33)
!46 = !DILocation(line: 12, column: 33, scope: !33)
!47 = !DILocation(line: 12, column: 31, scope: !33)
!48 = !DILocation(line: 12, column: 26, scope: !33)
!49 = distinct !{!49, !40, !50, !27}
!50 = !DILocation(line: 12, column: 47, scope: !33)
!51 = !DILocation(line: 13, column: 10, scope: !33)
!52 = !DILocation(line: 13, column: 3, scope: !33)
!53 = distinct !DISubprogram(name: "fill_ints", scope: !1, file: !1, line: 15, type: !9, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!54 = !DILocation(line: 16, column: 12, scope: !53)
!55 = !DILocation(line: 16, column: 8, scope: !53)
!56 = !DILocation(line: 16, column: 19, scope: !53)
!57 = !DILocation(line: 16, column: 23, scope: !53)
!58 = !DILocation(line: 16, column: 21, scope: !53)
!59 = !DILocation(line: 16, column: 3, scope: !53)
!60 = !DILocation(line: 16, column: 40, scope: !53)
!61 = !DILocation(line: 16, column: 48, scope: !53)
!62 = !DILocation(line: 16, column: 50, scope: !53)
!63 = !DILocation(line: 16, column: 45, scope: !53)
!64 = !DILocation(line: 16, column: 31, scope: !53)
!65 = !DILocation(line: 16, column: 35, scope: !53)
!66 = !DILocation(line: 16, column: 38, scope: !53)
!67 = !DILocation(line: 16, column: 26, scope: !53)
!68 = distinct !{!68, !59, !69, !27}
!69 = !DILocation(line: 16, column: 54, scope: !53)
!70 = !DILocation(line: 17, column: 1, scope: !53)
!71 = distinct !DISubprogram(name: "lifetimes", scope: !1, file: !1, line: 18, type: !9, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!72 = !DILocation(line: 19, column: 11, scope: !71)
!73 = !DILocation(line: 19, column: 24, scope: !71)
!74 = !DILocation(line: 19, column: 22, scope: !71)
!75 = !DILocation(line: 19, column: 37, scope: !71)
!76 = !DILocation(line: 19, column: 35, scope: !71)
!77 = !DILocation(line: 19, column: 7, scope: !71)
!78 = !DILocation(line: 20, column: 7, scope: !71)
!79 = !DILocation(line: 20, column: 12, scope: !71)
!80 = !DILocation(line: 20, column: 9, scope: !71)
!81 = !DILocation(line: 20, column: 15, scope: !71)
!82 = !DILocation(line: 21, column: 9, scope: !71)
!83 = !DILocation(line: 24, column: 14, scope: !71)
!84 = !DILocation(line: 24, column: 17, scope: !71)
!85 = !DILocation(line: 24, column: 5, scope: !71)
!86 = !DILocation(line: 25, column: 12, scope: !71)
!87 = !DILocation(line: 25, column: 10, scope: !71)
!88 = !DILocation(line: 25, column: 21, scope: !71)
!89 = !DILocation(line: 25, column: 19, scope: !71)
!90 = !DILocation(line: 25, column: 17, scope: !71)
!91 = !DILocation(line: 25, column: 30, scope: !71)
!92 = !DILocation(line: 25, column: 28, scope: !71)
!93 = !DILocation(line: 25, column: 26, scope: !71)
!94 = !DILocation(line: 25, column: 7, scope: !71)
!95 = !DILocation(line: 29, column: 14, scope: !71)
!96 = !DILocation(line: 29, column: 17, scope: !71)
!97 = !DILocation(line: 29, column: 19, scope: !71)
!98 = !DILocation(line: 29, column: 5, scope: !71)
!99 = !DILocation(line: 30, column: 12, scope: !71)
!100 = !DILocation(line: 30, column: 10, scope: !71)
!101 = !DILocation(line: 30, column: 21, scope: !71)
!102 = !DILocation(line: 30, column: 19, scope: !71)
!103 = !DILocation(line: 30, column: 17, scope: !71)
!104 = !DILocation(line: 30, column: 7, scope: !71)
!105 = !DILocation(line: 33, column: 12, scope: !71)
!106 = !DILocation(line: 33, column: 8, scope: !71)
!107 = !DILocation(line: 33, column: 19, scope: !71)
!108 = !DILocation(line: 33, column: 21, scope: !71)
!109 = !DILocation(line: 33, column: 3, scope: !71)
!110 = !DILocation(line: 33, column: 48, scope: !71)
!111 = !DILocation(line: 33, column: 52, scope: !71)
!112 = !DILocation(line: 33, column: 50, scope: !71)
!113 = !DILocation(line: 33, column: 47, scope: !71)
!114 = !DILocation(line: 33, column: 36, scope: !71)
!115 = !DILocation(line: 33, column: 32, scope: !71)
!116 = !DILocation(line: 33, column: 39, scope: !71)
!117 = !DILocation(line: 33, column: 27, scope: !71)
!118 = distinct !{!118, !109, !119, !27}
!119 = !DILocation(line: 33, column: 53, scope: !71)
!120 = !DILocation(line: 34, column: 21, scope: !71)
!121 = !DILocation(line: 34, column: 10, scope: !71)
!122 = !DILocation(line: 34, column: 3, scope: !71)
!123 = !DILocation(line: 34, column: 5, scope: !71)
!124 = !DILocation(line: 34, column: 8, scope: !71)
!125 = !DILocation(line: 35, column: 12, scope: !71)
!126 = !DILocation(line: 35, column: 8, scope: !71)
!127 = !DILocation(line: 35, column: 19, scope: !71)
!128 = !DILocation(line: 35, column: 21, scope: !71)
!129 = !DILocation(line: 35, column: 3, scope: !71)
!130 = !DILocation(line: 36, column: 10, scope: !71)
!131 = !DILocation(line: 36, column: 14, scope: !71)
!132 = !DILocation(line: 36, column: 12, scope: !71)
!133 = !DILocation(line: 36, column: 17, scope: !71)
!134 = !DILocation(line: 36, column: 9, scope: !71)
!135 = !DILocation(line: 38, column: 17, scope: !71)
!136 = !DILocation(line: 38, column: 23, scope: !71)
!137 = !DILocation(line: 38, column: 27, scope: !71)
!138 = !DILocation(line: 38, column: 25, scope: !71)
!139 = !DILocation(line: 38, column: 7, scope: !71)
!140 = !DILocation(line: 39, column: 14, scope: !71)
!141 = !DILocation(line: 39, column: 16, scope: !71)
!142 = !DILocation(line: 39, column: 12, scope: !71)
!143 = !DILocation(line: 39, column: 9, scope: !71)
!144 = !DILocation(line: 40, column: 5, scope: !71)
!145 = !DILocation(line: 42, column: 17, scope: !71)
!146 = !DILocation(line: 42, column: 23, scope: !71)
!147 = !DILocation(line: 42, column: 27, scope: !71)
!148 = !DILocation(line: 42, column: 25, scope: !71)
!149 = !DILocation(line: 42, column: 7, scope: !71)
!150 = !DILocation(line: 43, column: 15, scope: !71)
!151 = !DILocation(line: 43, column: 17, scope: !71)
!152 = !DILocation(line: 43, column: 22, scope: !71)
!153 = !DILocation(line: 43, column: 12, scope: !71)
!154 = !DILocation(line: 43, column: 9, scope: !71)
!155 = !DILocation(line: 45, column: 3, scope: !71)
!156 = !DILocation(line: 35, column: 26, scope: !71)
!157 = distinct !{!157, !129, !155, !27}
!158 = !DILocation(line: 46, column: 10, scope: !71)
!159 = !DILocation(line: 46, column: 3, scope: !71)
!160 = !DILocation(line: 46, column: 5, scope: !71)
!161 = !DILocation(line: 46, column: 8, scope: !71)
!162 = !DILocation(line: 47, column: 1, scope: !71)
