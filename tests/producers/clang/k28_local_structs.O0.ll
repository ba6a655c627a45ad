; ModuleID = 'k28_local_structs.cu'
source_filename = "k28_local_structs.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Window = type { [6 x float], i32 }
%struct.KV = type { i32, float }

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local noundef float @_Z10window_sumPK6Window(ptr noundef %0) #0 !dbg !8 {
  %2 = alloca ptr, align 8
  %3 = alloca float, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
  store float 0.000000e+00, ptr %3, align 4, !dbg !11
  store i32 0, ptr %4, align 4, !dbg !12
  br label %5, !dbg !13

5:                                                ; preds = %22, %1
  %6 = load i32, ptr %4, align 4, !dbg !14
  %7 = icmp slt i32 %6, 6, !dbg !15
  br i1 %7, label %8, label %25, !dbg !16

8:                                                ; preds = %5
  %9 = load ptr, ptr %2, align 8, !dbg !17
  %10 = getelementptr inbounds nuw %struct.Window, ptr %9, i32 0, i32 0, !dbg !18
  %11 = load ptr, ptr %2, align 8, !dbg !19
  %12 = getelementptr inbounds nuw %struct.Window, ptr %11, i32 0, i32 1, !dbg !20
  %13 = load i32, ptr %12, align 4, !dbg !20
  %14 = load i32, ptr %4, align 4, !dbg !21
  %15 = add nsw i32 %13, %14, !dbg !22
  %16 = srem i32 %15, 6, !dbg !23
  %17 = sext i32 %16 to i64, !dbg !17
  %18 = getelementptr inbounds [6 x float], ptr %10, i64 0, i64 %17, !dbg !17
  %19 = load float, ptr %18, align 4, !dbg !17
  %20 = load float, ptr %3, align 4, !dbg !24
  %21 = fadd contract float %20, %19, !dbg !24
  store float %21, ptr %3, align 4, !dbg !24
  br label %22, !dbg !25

22:                                               ; preds = %8
  %23 = load i32, ptr %4, align 4, !dbg !26
  %24 = add nsw i32 %23, 1, !dbg !26
  store i32 %24, ptr %4, align 4, !dbg !26
  br label %5, !dbg !16, !llvm.loop !27

25:                                               ; preds = %5
  %26 = load float, ptr %3, align 4, !dbg !30
  ret float %26, !dbg !31
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local ptx_kernel void @local_structs(ptr noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %3) #1 !dbg !32 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca [5 x %struct.KV], align 4
  %11 = alloca i32, align 4
  %12 = alloca %struct.KV, align 4
  %13 = alloca i32, align 4
  %14 = alloca %struct.KV, align 4
  %15 = alloca i32, align 4
  %16 = alloca %struct.Window, align 4
  %17 = alloca i32, align 4
  %18 = alloca %struct.KV, align 4
  %19 = alloca %struct.KV, align 4
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store ptr %2, ptr %7, align 8
  store i32 %3, ptr %8, align 4
  %20 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !33
  %21 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !34
  %22 = mul nsw i32 %20, %21, !dbg !35
  %23 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !36
  %24 = add nsw i32 %22, %23, !dbg !37
  store i32 %24, ptr %9, align 4, !dbg !38
  %25 = load i32, ptr %9, align 4, !dbg !39
  %26 = load i32, ptr %8, align 4, !dbg !40
  %27 = icmp sge i32 %25, %26, !dbg !41
  br i1 %27, label %28, label %29, !dbg !41

28:                                               ; preds = %4
  br label %145, !dbg !42

29:                                               ; preds = %4
  store i32 0, ptr %11, align 4, !dbg !43
  br label %30, !dbg !44

30:                                               ; preds = %57, %29
  %31 = load i32, ptr %11, align 4, !dbg !45
  %32 = icmp slt i32 %31, 5, !dbg !46
  br i1 %32, label %33, label %60, !dbg !47

33:                                               ; preds = %30
  %34 = getelementptr inbounds nuw %struct.KV, ptr %12, i32 0, i32 0, !dbg !48
  %35 = load ptr, ptr %5, align 8, !dbg !49
  %36 = load i32, ptr %9, align 4, !dbg !50
  %37 = load i32, ptr %11, align 4, !dbg !51
  %38 = add nsw i32 %36, %37, !dbg !52
  %39 = load i32, ptr %8, align 4, !dbg !53
  %40 = srem i32 %38, %39, !dbg !54
  %41 = sext i32 %40 to i64, !dbg !49
  %42 = getelementptr inbounds i32, ptr %35, i64 %41, !dbg !49
  %43 = load i32, ptr %42, align 4, !dbg !49
  store i32 %43, ptr %34, align 4, !dbg !48
  %44 = getelementptr inbounds nuw %struct.KV, ptr %12, i32 0, i32 1, !dbg !48
  %45 = load ptr, ptr %6, align 8, !dbg !55
  %46 = load i32, ptr %9, align 4, !dbg !56
  %47 = load i32, ptr %11, align 4, !dbg !57
  %48 = add nsw i32 %46, %47, !dbg !58
  %49 = load i32, ptr %8, align 4, !dbg !59
  %50 = srem i32 %48, %49, !dbg !60
  %51 = sext i32 %50 to i64, !dbg !55
  %52 = getelementptr inbounds float, ptr %45, i64 %51, !dbg !55
  %53 = load float, ptr %52, align 4, !dbg !55
  store float %53, ptr %44, align 4, !dbg !48
  %54 = load i32, ptr %11, align 4, !dbg !61
  %55 = sext i32 %54 to i64, !dbg !62
  %56 = getelementptr inbounds [5 x %struct.KV], ptr %10, i64 0, i64 %55, !dbg !62
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %56, ptr align 4 %12, i64 8, i1 false), !dbg !63
  br label %57, !dbg !62

57:                                               ; preds = %33
  %58 = load i32, ptr %11, align 4, !dbg !64
  %59 = add nsw i32 %58, 1, !dbg !64
  store i32 %59, ptr %11, align 4, !dbg !64
  br label %30, !dbg !47, !llvm.loop !65

60:                                               ; preds = %30
  store i32 1, ptr %13, align 4, !dbg !67
  br label %61, !dbg !68

61:                                               ; preds = %99, %60
  %62 = load i32, ptr %13, align 4, !dbg !69
  %63 = icmp slt i32 %62, 5, !dbg !70
  br i1 %63, label %64, label %102, !dbg !71

64:                                               ; preds = %61
  %65 = load i32, ptr %13, align 4, !dbg !72
  %66 = sext i32 %65 to i64, !dbg !73
  %67 = getelementptr inbounds [5 x %struct.KV], ptr %10, i64 0, i64 %66, !dbg !73
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %14, ptr align 4 %67, i64 8, i1 false), !dbg !73
  %68 = load i32, ptr %13, align 4, !dbg !74
  %69 = sub nsw i32 %68, 1, !dbg !75
  store i32 %69, ptr %15, align 4, !dbg !76
  br label %70, !dbg !77

70:                                               ; preds = %84, %64
  %71 = load i32, ptr %15, align 4, !dbg !78
  %72 = icmp sge i32 %71, 0, !dbg !79
  br i1 %72, label %73, label %82, !dbg !80

73:                                               ; preds = %70
  %74 = load i32, ptr %15, align 4, !dbg !81
  %75 = sext i32 %74 to i64, !dbg !82
  %76 = getelementptr inbounds [5 x %struct.KV], ptr %10, i64 0, i64 %75, !dbg !82
  %77 = getelementptr inbounds nuw %struct.KV, ptr %76, i32 0, i32 0, !dbg !83
  %78 = load i32, ptr %77, align 4, !dbg !83
  %79 = getelementptr inbounds nuw %struct.KV, ptr %14, i32 0, i32 0, !dbg !84
  %80 = load i32, ptr %79, align 4, !dbg !84
  %81 = icmp sgt i32 %78, %80, !dbg !85
  br label %82

82:                                               ; preds = %73, %70
  %83 = phi i1 [ false, %70 ], [ %81, %73 ], !dbg !86
  br i1 %83, label %84, label %94, !dbg !77

84:                                               ; preds = %82
  %85 = load i32, ptr %15, align 4, !dbg !87
  %86 = sext i32 %85 to i64, !dbg !88
  %87 = getelementptr inbounds [5 x %struct.KV], ptr %10, i64 0, i64 %86, !dbg !88
  %88 = load i32, ptr %15, align 4, !dbg !89
  %89 = add nsw i32 %88, 1, !dbg !90
  %90 = sext i32 %89 to i64, !dbg !91
  %91 = getelementptr inbounds [5 x %struct.KV], ptr %10, i64 0, i64 %90, !dbg !91
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %91, ptr align 4 %87, i64 8, i1 false), !dbg !92
  %92 = load i32, ptr %15, align 4, !dbg !93
  %93 = add nsw i32 %92, -1, !dbg !93
  store i32 %93, ptr %15, align 4, !dbg !93
  br label %70, !dbg !77, !llvm.loop !94

94:                                               ; preds = %82
  %95 = load i32, ptr %15, align 4, !dbg !96
  %96 = add nsw i32 %95, 1, !dbg !97
  %97 = sext i32 %96 to i64, !dbg !98
  %98 = getelementptr inbounds [5 x %struct.KV], ptr %10, i64 0, i64 %97, !dbg !98
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %98, ptr align 4 %14, i64 8, i1 false), !dbg !99
  br label %99, !dbg !100

99:                                               ; preds = %94
  %100 = load i32, ptr %13, align 4, !dbg !101
  %101 = add nsw i32 %100, 1, !dbg !101
  store i32 %101, ptr %13, align 4, !dbg !101
  br label %61, !dbg !71, !llvm.loop !102

102:                                              ; preds = %61
  %103 = load i32, ptr %9, align 4, !dbg !103
  %104 = srem i32 %103, 6, !dbg !104
  %105 = getelementptr inbounds nuw %struct.Window, ptr %16, i32 0, i32 1, !dbg !105
  store i32 %104, ptr %105, align 4, !dbg !106
  store i32 0, ptr %17, align 4, !dbg !107
  br label %106, !dbg !108

106:                                              ; preds = %120, %102
  %107 = load i32, ptr %17, align 4, !dbg !109
  %108 = icmp slt i32 %107, 6, !dbg !110
  br i1 %108, label %109, label %123, !dbg !111

109:                                              ; preds = %106
  %110 = load i32, ptr %17, align 4, !dbg !112
  %111 = srem i32 %110, 5, !dbg !113
  %112 = sext i32 %111 to i64, !dbg !114
  %113 = getelementptr inbounds [5 x %struct.KV], ptr %10, i64 0, i64 %112, !dbg !114
  %114 = getelementptr inbounds nuw %struct.KV, ptr %113, i32 0, i32 1, !dbg !115
  %115 = load float, ptr %114, align 4, !dbg !115
  %116 = getelementptr inbounds nuw %struct.Window, ptr %16, i32 0, i32 0, !dbg !116
  %117 = load i32, ptr %17, align 4, !dbg !117
  %118 = sext i32 %117 to i64, !dbg !118
  %119 = getelementptr inbounds [6 x float], ptr %116, i64 0, i64 %118, !dbg !118
  store float %115, ptr %119, align 4, !dbg !119
  br label %120, !dbg !118

120:                                              ; preds = %109
  %121 = load i32, ptr %17, align 4, !dbg !120
  %122 = add nsw i32 %121, 1, !dbg !120
  store i32 %122, ptr %17, align 4, !dbg !120
  br label %106, !dbg !111, !llvm.loop !121

123:                                              ; preds = %106
  %124 = getelementptr inbounds [5 x %struct.KV], ptr %10, i64 0, i64 0, !dbg !122
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %18, ptr align 4 %124, i64 8, i1 false), !dbg !122
  %125 = getelementptr inbounds [5 x %struct.KV], ptr %10, i64 0, i64 4, !dbg !123
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %19, ptr align 4 %125, i64 8, i1 false), !dbg !123
  %126 = getelementptr inbounds nuw %struct.KV, ptr %18, i32 0, i32 1, !dbg !124
  %127 = load float, ptr %126, align 4, !dbg !124
  %128 = getelementptr inbounds nuw %struct.KV, ptr %19, i32 0, i32 1, !dbg !125
  %129 = load float, ptr %128, align 4, !dbg !125
  %130 = fsub contract float %127, %129, !dbg !126
  %131 = call contract noundef float @_Z10window_sumPK6Window(ptr noundef %16) #4, !dbg !127
  %132 = fadd contract float %130, %131, !dbg !128
  %133 = load i32, ptr %9, align 4, !dbg !129
  %134 = srem i32 %133, 5, !dbg !130
  %135 = sext i32 %134 to i64, !dbg !131
  %136 = getelementptr inbounds [5 x %struct.KV], ptr %10, i64 0, i64 %135, !dbg !131
  %137 = getelementptr inbounds nuw %struct.KV, ptr %136, i32 0, i32 0, !dbg !132
  %138 = load i32, ptr %137, align 4, !dbg !132
  %139 = sitofp i32 %138 to float, !dbg !131
  %140 = fadd contract float %132, %139, !dbg !133
  %141 = load ptr, ptr %7, align 8, !dbg !134
  %142 = load i32, ptr %9, align 4, !dbg !135
  %143 = sext i32 %142 to i64, !dbg !134
  %144 = getelementptr inbounds float, ptr %141, i64 %143, !dbg !134
  store float %140, ptr %144, align 4, !dbg !136
  br label %145, !dbg !137

145:                                              ; preds = %123, %28
  ret void, !dbg !137
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #3

attributes #0 = { convergent mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #1 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { convergent nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6}
!llvm.ident = !{!7}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "k28_local_structs.cu", directory: "/work/wt/nvir31/tools/capture/clang_kernels")
!2 = !{i32 7, !"Dwarf Version", i32 2}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!6 = !{i32 7, !"frame-pointer", i32 2}
!7 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!8 = distinct !DISubprogram(name: "window_sum", scope: !1, file: !1, line: 6, type: !9, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!9 = !DISubroutineType(types: !10)
!10 = !{}
!11 = !DILocation(line: 7, column: 9, scope: !8)
!12 = !DILocation(line: 8, column: 12, scope: !8)
!13 = !DILocation(line: 8, column: 8, scope: !8)
!14 = !DILocation(line: 8, column: 19, scope: !8)
!15 = !DILocation(line: 8, column: 21, scope: !8)
!16 = !DILocation(line: 8, column: 3, scope: !8)
!17 = !DILocation(line: 8, column: 36, scope: !8)
!18 = !DILocation(line: 8, column: 39, scope: !8)
!19 = !DILocation(line: 8, column: 42, scope: !8)
!20 = !DILocation(line: 8, column: 45, scope: !8)
!21 = !DILocation(line: 8, column: 52, scope: !8)
!22 = !DILocation(line: 8, column: 50, scope: !8)
!23 = !DILocation(line: 8, column: 55, scope: !8)
!24 = !DILocation(line: 8, column: 33, scope: !8)
!25 = !DILocation(line: 8, column: 31, scope: !8)
!26 = !DILocation(line: 8, column: 26, scope: !8)
!27 = distinct !{!27, !16, !28, !29}
!28 = !DILocation(line: 8, column: 58, scope: !8)
!29 = !{!"llvm.loop.mustprogress"}
!30 = !DILocation(line: 9, column: 10, scope: !8)
!31 = !DILocation(line: 9, column: 3, scope: !8)
!32 = distinct !DISubprogram(name: "local_structs", scope: !1, file: !1, line: 11, type: !9, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!33 = !DILocation(line: 12, column: 11, scope: !32)
!34 = !DILocation(line: 12, column: 24, scope: !32)
!35 = !DILocation(line: 12, column: 22, scope: !32)
!36 = !DILocation(line: 12, column: 37, scope: !32)
!37 = !DILocation(line: 12, column: 35, scope: !32)
!38 = !DILocation(line: 12, column: 7, scope: !32)
!39 = !DILocation(line: 13, column: 7, scope: !32)
!40 = !DILocation(line: 13, column: 12, scope: !32)
!41 = !DILocation(line: 13, column: 9, scope: !32)
!42 = !DILocation(line: 13, column: 15, scope: !32)
!43 = !DILocation(line: 15, column: 12, scope: !32)
!44 = !DILocation(line: 15, column: 8, scope: !32)
!45 = !DILocation(line: 15, column: 19, scope: !32)
!46 = !DILocation(line: 15, column: 21, scope: !32)
!47 = !DILocation(line: 15, column: 3, scope: !32)
!48 = !DILocation(line: 15, column: 39, scope: !32)
!49 = !DILocation(line: 15, column: 40, scope: !32)
!50 = !DILocation(line: 15, column: 46, scope: !32)
!51 = !DILocation(line: 15, column: 50, scope: !32)
!52 = !DILocation(line: 15, column: 48, scope: !32)
!53 = !DILocation(line: 15, column: 55, scope: !32)
!54 = !DILocation(line: 15, column: 53, scope: !32)
!55 = !DILocation(line: 15, column: 59, scope: !32)
!56 = !DILocation(line: 15, column: 65, scope: !32)
!57 = !DILocation(line: 15, column: 69, scope: !32)
!58 = !DILocation(line: 15, column: 67, scope: !32)
!59 = !DILocation(line: 15, column: 74, scope: !32)
!60 = !DILocation(line: 15, column: 72, scope: !32)
!61 = !DILocation(line: 15, column: 34, scope: !32)
!62 = !DILocation(line: 15, column: 31, scope: !32)
!63 = !DILocation(line: 15, column: 37, scope: !32)
!64 = !DILocation(line: 15, column: 26, scope: !32)
!65 = distinct !{!65, !47, !66, !29}
!66 = !DILocation(line: 15, column: 76, scope: !32)
!67 = !DILocation(line: 16, column: 12, scope: !32)
!68 = !DILocation(line: 16, column: 8, scope: !32)
!69 = !DILocation(line: 16, column: 19, scope: !32)
!70 = !DILocation(line: 16, column: 21, scope: !32)
!71 = !DILocation(line: 16, column: 3, scope: !32)
!72 = !DILocation(line: 17, column: 17, scope: !32)
!73 = !DILocation(line: 17, column: 14, scope: !32)
!74 = !DILocation(line: 18, column: 13, scope: !32)
!75 = !DILocation(line: 18, column: 15, scope: !32)
!76 = !DILocation(line: 18, column: 9, scope: !32)
!77 = !DILocation(line: 19, column: 5, scope: !32)
!78 = !DILocation(line: 19, column: 12, scope: !32)
!79 = !DILocation(line: 19, column: 14, scope: !32)
!80 = !DILocation(line: 19, column: 19, scope: !32)
!81 = !DILocation(line: 19, column: 25, scope: !32)
!82 = !DILocation(line: 19, column: 22, scope: !32)
!83 = !DILocation(line: 19, column: 28, scope: !32)
!84 = !DILocation(line: 19, column: 36, scope: !32)
!85 = !DILocation(line: 19, column: 30, scope: !32)
!86 = !DILocation(line: 0, scope: !32)
!87 = !DILocation(line: 19, column: 56, scope: !32)
!88 = !DILocation(line: 19, column: 53, scope: !32)
!89 = !DILocation(line: 19, column: 44, scope: !32)
!90 = !DILocation(line: 19, column: 46, scope: !32)
!91 = !DILocation(line: 19, column: 41, scope: !32)
!92 = !DILocation(line: 19, column: 51, scope: !32)
!93 = !DILocation(line: 19, column: 60, scope: !32)
!94 = distinct !{!94, !77, !95, !29}
!95 = !DILocation(line: 19, column: 65, scope: !32)
!96 = !DILocation(line: 20, column: 8, scope: !32)
!97 = !DILocation(line: 20, column: 10, scope: !32)
!98 = !DILocation(line: 20, column: 5, scope: !32)
!99 = !DILocation(line: 20, column: 15, scope: !32)
!100 = !DILocation(line: 21, column: 3, scope: !32)
!101 = !DILocation(line: 16, column: 26, scope: !32)
!102 = distinct !{!102, !71, !100, !29}
!103 = !DILocation(line: 23, column: 12, scope: !32)
!104 = !DILocation(line: 23, column: 14, scope: !32)
!105 = !DILocation(line: 23, column: 5, scope: !32)
!106 = !DILocation(line: 23, column: 10, scope: !32)
!107 = !DILocation(line: 24, column: 12, scope: !32)
!108 = !DILocation(line: 24, column: 8, scope: !32)
!109 = !DILocation(line: 24, column: 19, scope: !32)
!110 = !DILocation(line: 24, column: 21, scope: !32)
!111 = !DILocation(line: 24, column: 3, scope: !32)
!112 = !DILocation(line: 24, column: 43, scope: !32)
!113 = !DILocation(line: 24, column: 45, scope: !32)
!114 = !DILocation(line: 24, column: 40, scope: !32)
!115 = !DILocation(line: 24, column: 50, scope: !32)
!116 = !DILocation(line: 24, column: 33, scope: !32)
!117 = !DILocation(line: 24, column: 35, scope: !32)
!118 = !DILocation(line: 24, column: 31, scope: !32)
!119 = !DILocation(line: 24, column: 38, scope: !32)
!120 = !DILocation(line: 24, column: 26, scope: !32)
!121 = distinct !{!121, !111, !115, !29}
!122 = !DILocation(line: 25, column: 14, scope: !32)
!123 = !DILocation(line: 25, column: 28, scope: !32)
!124 = !DILocation(line: 26, column: 18, scope: !32)
!125 = !DILocation(line: 26, column: 27, scope: !32)
!126 = !DILocation(line: 26, column: 20, scope: !32)
!127 = !DILocation(line: 26, column: 31, scope: !32)
!128 = !DILocation(line: 26, column: 29, scope: !32)
!129 = !DILocation(line: 26, column: 51, scope: !32)
!130 = !DILocation(line: 26, column: 53, scope: !32)
!131 = !DILocation(line: 26, column: 48, scope: !32)
!132 = !DILocation(line: 26, column: 58, scope: !32)
!133 = !DILocation(line: 26, column: 46, scope: !32)
!134 = !DILocation(line: 26, column: 3, scope: !32)
!135 = !DILocation(line: 26, column: 7, scope: !32)
!136 = !DILocation(line: 26, column: 10, scope: !32)
!137 = !DILocation(line: 27, column: 1, scope: !32)
