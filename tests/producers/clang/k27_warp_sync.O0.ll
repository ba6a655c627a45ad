; ModuleID = 'k27_warp_sync.cu'
source_filename = "k27_warp_sync.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local ptx_kernel void @warp_sync(ptr noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %3) #0 !dbg !8 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store ptr %2, ptr %7, align 8
  store i32 %3, ptr %8, align 4
  %22 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !11
  %23 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !12
  %24 = mul nsw i32 %22, %23, !dbg !13
  %25 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !14
  %26 = add nsw i32 %24, %25, !dbg !15
  store i32 %26, ptr %9, align 4, !dbg !16
  %27 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !17
  %28 = and i32 %27, 31, !dbg !18
  store i32 %28, ptr %10, align 4, !dbg !19
  %29 = load i32, ptr %9, align 4, !dbg !20
  %30 = load i32, ptr %8, align 4, !dbg !21
  %31 = icmp slt i32 %29, %30, !dbg !22
  br i1 %31, label %32, label %38, !dbg !20

32:                                               ; preds = %4
  %33 = load ptr, ptr %5, align 8, !dbg !23
  %34 = load i32, ptr %9, align 4, !dbg !24
  %35 = sext i32 %34 to i64, !dbg !23
  %36 = getelementptr inbounds i32, ptr %33, i64 %35, !dbg !23
  %37 = load i32, ptr %36, align 4, !dbg !23
  br label %39, !dbg !20

38:                                               ; preds = %4
  br label %39, !dbg !20

39:                                               ; preds = %38, %32
  %40 = phi i32 [ %37, %32 ], [ 0, %38 ], !dbg !20
  store i32 %40, ptr %11, align 4, !dbg !25
  call void @llvm.nvvm.bar.warp.sync(i32 -1), !dbg !26
  %41 = load i32, ptr %11, align 4, !dbg !27
  %42 = and i32 %41, 1, !dbg !28
  %43 = icmp ne i32 %42, 0, !dbg !27
  br i1 %43, label %44, label %90, !dbg !27

44:                                               ; preds = %39
  %45 = call i32 @llvm.nvvm.activemask(), !dbg !29
  store i32 %45, ptr %12, align 4, !dbg !30
  %46 = load i32, ptr %12, align 4, !dbg !31
  %47 = call i32 @llvm.cttz.i32(i32 %46, i1 true), !dbg !32
  store i32 %47, ptr %13, align 4, !dbg !33
  %48 = load i32, ptr %11, align 4, !dbg !34
  store i32 %48, ptr %14, align 4, !dbg !35
  store i32 1, ptr %15, align 4, !dbg !36
  br label %49, !dbg !37

49:                                               ; preds = %73, %44
  %50 = load i32, ptr %15, align 4, !dbg !38
  %51 = icmp slt i32 %50, 32, !dbg !39
  br i1 %51, label %52, label %76, !dbg !40

52:                                               ; preds = %49
  %53 = load i32, ptr %12, align 4, !dbg !41
  %54 = load i32, ptr %14, align 4, !dbg !42
  %55 = load i32, ptr %10, align 4, !dbg !43
  %56 = load i32, ptr %15, align 4, !dbg !44
  %57 = add nsw i32 %55, %56, !dbg !45
  %58 = and i32 %57, 31, !dbg !46
  %59 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 %53, i32 %54, i32 %58, i32 31), !dbg !47
  store i32 %59, ptr %16, align 4, !dbg !48
  %60 = load i32, ptr %12, align 4, !dbg !49
  %61 = load i32, ptr %10, align 4, !dbg !50
  %62 = load i32, ptr %15, align 4, !dbg !51
  %63 = add nsw i32 %61, %62, !dbg !52
  %64 = and i32 %63, 31, !dbg !53
  %65 = shl i32 1, %64, !dbg !54
  %66 = and i32 %60, %65, !dbg !55
  %67 = icmp ne i32 %66, 0, !dbg !49
  br i1 %67, label %68, label %72, !dbg !49

68:                                               ; preds = %52
  %69 = load i32, ptr %16, align 4, !dbg !56
  %70 = load i32, ptr %14, align 4, !dbg !57
  %71 = add nsw i32 %70, %69, !dbg !57
  store i32 %71, ptr %14, align 4, !dbg !57
  br label %72, !dbg !58

72:                                               ; preds = %68, %52
  br label %73, !dbg !59

73:                                               ; preds = %72
  %74 = load i32, ptr %15, align 4, !dbg !60
  %75 = shl i32 %74, 1, !dbg !60
  store i32 %75, ptr %15, align 4, !dbg !60
  br label %49, !dbg !40, !llvm.loop !61

76:                                               ; preds = %49
  %77 = load i32, ptr %12, align 4, !dbg !63
  call void @llvm.nvvm.bar.warp.sync(i32 %77), !dbg !64
  %78 = load i32, ptr %10, align 4, !dbg !65
  %79 = load i32, ptr %13, align 4, !dbg !66
  %80 = icmp eq i32 %78, %79, !dbg !67
  br i1 %80, label %81, label %88, !dbg !67

81:                                               ; preds = %76
  %82 = load i32, ptr %12, align 4, !dbg !68
  %83 = load ptr, ptr %7, align 8, !dbg !69
  %84 = load i32, ptr %9, align 4, !dbg !70
  %85 = ashr i32 %84, 5, !dbg !71
  %86 = sext i32 %85 to i64, !dbg !69
  %87 = getelementptr inbounds i32, ptr %83, i64 %86, !dbg !69
  store i32 %82, ptr %87, align 4, !dbg !72
  br label %88, !dbg !69

88:                                               ; preds = %81, %76
  %89 = load i32, ptr %14, align 4, !dbg !73
  store i32 %89, ptr %11, align 4, !dbg !74
  br label %99, !dbg !75

90:                                               ; preds = %39
  %91 = call i32 @llvm.nvvm.activemask(), !dbg !76
  %92 = load i32, ptr %11, align 4, !dbg !77
  %93 = and i32 %92, 6, !dbg !78
  %94 = call i32 @llvm.nvvm.match.any.sync.i32(i32 %91, i32 %93), !dbg !79
  store i32 %94, ptr %17, align 4, !dbg !80
  %95 = load i32, ptr %17, align 4, !dbg !81
  %96 = call i32 @llvm.ctpop.i32(i32 %95), !dbg !82
  %97 = load i32, ptr %11, align 4, !dbg !83
  %98 = add nsw i32 %97, %96, !dbg !83
  store i32 %98, ptr %11, align 4, !dbg !83
  br label %99

99:                                               ; preds = %90, %88
  call void @llvm.nvvm.bar.warp.sync(i32 -1), !dbg !84
  %100 = load i32, ptr %9, align 4, !dbg !85
  %101 = icmp eq i32 %100, 0, !dbg !86
  br i1 %101, label %102, label %105, !dbg !86

102:                                              ; preds = %99
  %103 = load ptr, ptr %6, align 8, !dbg !87
  store i32 1, ptr %18, align 4, !dbg !88
  %104 = load i32, ptr %18, align 4, !dbg !88
  store atomic i32 %104, ptr %103 release, align 4, !dbg !88
  br label %126, !dbg !89

105:                                              ; preds = %99
  %106 = load i32, ptr %10, align 4, !dbg !90
  %107 = icmp eq i32 %106, 0, !dbg !91
  br i1 %107, label %108, label %125, !dbg !91

108:                                              ; preds = %105
  store i32 8, ptr %19, align 4, !dbg !92
  br label %109, !dbg !93

109:                                              ; preds = %122, %108
  %110 = load ptr, ptr %6, align 8, !dbg !94
  %111 = load atomic i32, ptr %110 acquire, align 4, !dbg !95
  store i32 %111, ptr %20, align 4, !dbg !95
  %112 = load i32, ptr %20, align 4, !dbg !95
  %113 = icmp eq i32 %112, 0, !dbg !96
  br i1 %113, label %114, label %124, !dbg !93

114:                                              ; preds = %109
  %115 = load i32, ptr %19, align 4, !dbg !97
  call void @llvm.nvvm.nanosleep(i32 %115), !dbg !98
  %116 = load i32, ptr %19, align 4, !dbg !99
  %117 = icmp ult i32 %116, 1024, !dbg !100
  br i1 %117, label %118, label %121, !dbg !99

118:                                              ; preds = %114
  %119 = load i32, ptr %19, align 4, !dbg !101
  %120 = mul i32 %119, 2, !dbg !102
  br label %122, !dbg !99

121:                                              ; preds = %114
  br label %122, !dbg !99

122:                                              ; preds = %121, %118
  %123 = phi i32 [ %120, %118 ], [ 1024, %121 ], !dbg !99
  store i32 %123, ptr %19, align 4, !dbg !103
  br label %109, !dbg !93, !llvm.loop !104

124:                                              ; preds = %109
  br label %125, !dbg !106

125:                                              ; preds = %124, %105
  br label %126

126:                                              ; preds = %125, %102
  call void @llvm.nvvm.bar.warp.sync(i32 -1), !dbg !107
  %127 = load i32, ptr %11, align 4, !dbg !108
  %128 = icmp sgt i32 %127, 100, !dbg !109
  %129 = call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %128), !dbg !110
  store i32 %129, ptr %21, align 4, !dbg !111
  %130 = load i32, ptr %9, align 4, !dbg !112
  %131 = load i32, ptr %8, align 4, !dbg !113
  %132 = icmp slt i32 %130, %131, !dbg !114
  br i1 %132, label %133, label %146, !dbg !114

133:                                              ; preds = %126
  %134 = load i32, ptr %11, align 4, !dbg !115
  %135 = load i32, ptr %21, align 4, !dbg !116
  %136 = load i32, ptr %10, align 4, !dbg !117
  %137 = shl i32 1, %136, !dbg !118
  %138 = sub i32 %137, 1, !dbg !119
  %139 = and i32 %135, %138, !dbg !120
  %140 = call i32 @llvm.ctpop.i32(i32 %139), !dbg !121
  %141 = add nsw i32 %134, %140, !dbg !122
  %142 = load ptr, ptr %5, align 8, !dbg !123
  %143 = load i32, ptr %9, align 4, !dbg !124
  %144 = sext i32 %143 to i64, !dbg !123
  %145 = getelementptr inbounds i32, ptr %142, i64 %144, !dbg !123
  store i32 %141, ptr %145, align 4, !dbg !125
  br label %146, !dbg !123

146:                                              ; preds = %133, %126
  ret void, !dbg !126
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.bar.warp.sync(i32) #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.activemask() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.cttz.i32(i32, i1 immarg) #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32) #3

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.match.any.sync.i32(i32, i32) #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #4

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn
declare void @llvm.nvvm.nanosleep(i32) #5

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1) #3

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #4 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { convergent nocallback nofree nosync nounwind willreturn }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6}
!llvm.ident = !{!7}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "k27_warp_sync.cu", directory: "/work/wt/numba25c/tools/capture/clang_kernels")
!2 = !{i32 7, !"Dwarf Version", i32 2}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!6 = !{i32 7, !"frame-pointer", i32 2}
!7 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!8 = distinct !DISubprogram(name: "warp_sync", scope: !1, file: !1, line: 5, type: !9, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!9 = !DISubroutineType(types: !10)
!10 = !{}
!11 = !DILocation(line: 6, column: 11, scope: !8)
!12 = !DILocation(line: 6, column: 24, scope: !8)
!13 = !DILocation(line: 6, column: 22, scope: !8)
!14 = !DILocation(line: 6, column: 37, scope: !8)
!15 = !DILocation(line: 6, column: 35, scope: !8)
!16 = !DILocation(line: 6, column: 7, scope: !8)
!17 = !DILocation(line: 7, column: 14, scope: !8)
!18 = !DILocation(line: 7, column: 26, scope: !8)
!19 = !DILocation(line: 7, column: 7, scope: !8)
!20 = !DILocation(line: 8, column: 11, scope: !8)
!21 = !DILocation(line: 8, column: 15, scope: !8)
!22 = !DILocation(line: 8, column: 13, scope: !8)
!23 = !DILocation(line: 8, column: 19, scope: !8)
!24 = !DILocation(line: 8, column: 24, scope: !8)
!25 = !DILocation(line: 8, column: 7, scope: !8)
!26 = !DILocation(line: 9, column: 3, scope: !8)
!27 = !DILocation(line: 10, column: 7, scope: !8)
!28 = !DILocation(line: 10, column: 9, scope: !8)
!29 = !DILocation(line: 11, column: 23, scope: !8)
!30 = !DILocation(line: 11, column: 14, scope: !8)
!31 = !DILocation(line: 12, column: 32, scope: !8)
!32 = !DILocation(line: 12, column: 18, scope: !8)
!33 = !DILocation(line: 12, column: 9, scope: !8)
!34 = !DILocation(line: 13, column: 15, scope: !8)
!35 = !DILocation(line: 13, column: 9, scope: !8)
!36 = !DILocation(line: 14, column: 14, scope: !8)
!37 = !DILocation(line: 14, column: 10, scope: !8)
!38 = !DILocation(line: 14, column: 23, scope: !8)
!39 = !DILocation(line: 14, column: 27, scope: !8)
!40 = !DILocation(line: 14, column: 5, scope: !8)
!41 = !DILocation(line: 15, column: 44, scope: !8)
!42 = !DILocation(line: 15, column: 52, scope: !8)
!43 = !DILocation(line: 15, column: 58, scope: !8)
!44 = !DILocation(line: 15, column: 65, scope: !8)
!45 = !DILocation(line: 15, column: 63, scope: !8)
!46 = !DILocation(line: 15, column: 70, scope: !8)
!47 = !DILocation(line: 15, column: 19, scope: !8)
!48 = !DILocation(line: 15, column: 11, scope: !8)
!49 = !DILocation(line: 16, column: 11, scope: !8)
!50 = !DILocation(line: 16, column: 29, scope: !8)
!51 = !DILocation(line: 16, column: 36, scope: !8)
!52 = !DILocation(line: 16, column: 34, scope: !8)
!53 = !DILocation(line: 16, column: 41, scope: !8)
!54 = !DILocation(line: 16, column: 24, scope: !8)
!55 = !DILocation(line: 16, column: 18, scope: !8)
!56 = !DILocation(line: 16, column: 56, scope: !8)
!57 = !DILocation(line: 16, column: 53, scope: !8)
!58 = !DILocation(line: 16, column: 49, scope: !8)
!59 = !DILocation(line: 17, column: 5, scope: !8)
!60 = !DILocation(line: 14, column: 37, scope: !8)
!61 = distinct !{!61, !40, !59, !62}
!62 = !{!"llvm.loop.mustprogress"}
!63 = !DILocation(line: 18, column: 26, scope: !8)
!64 = !DILocation(line: 18, column: 5, scope: !8)
!65 = !DILocation(line: 19, column: 9, scope: !8)
!66 = !DILocation(line: 19, column: 17, scope: !8)
!67 = !DILocation(line: 19, column: 14, scope: !8)
!68 = !DILocation(line: 19, column: 41, scope: !8)
!69 = !DILocation(line: 19, column: 25, scope: !8)
!70 = !DILocation(line: 19, column: 31, scope: !8)
!71 = !DILocation(line: 19, column: 33, scope: !8)
!72 = !DILocation(line: 19, column: 39, scope: !8)
!73 = !DILocation(line: 20, column: 9, scope: !8)
!74 = !DILocation(line: 20, column: 7, scope: !8)
!75 = !DILocation(line: 21, column: 3, scope: !8)
!76 = !DILocation(line: 22, column: 48, scope: !8)
!77 = !DILocation(line: 22, column: 69, scope: !8)
!78 = !DILocation(line: 22, column: 71, scope: !8)
!79 = !DILocation(line: 22, column: 22, scope: !8)
!80 = !DILocation(line: 22, column: 14, scope: !8)
!81 = !DILocation(line: 23, column: 29, scope: !8)
!82 = !DILocation(line: 23, column: 10, scope: !8)
!83 = !DILocation(line: 23, column: 7, scope: !8)
!84 = !DILocation(line: 25, column: 3, scope: !8)
!85 = !DILocation(line: 26, column: 7, scope: !8)
!86 = !DILocation(line: 26, column: 9, scope: !8)
!87 = !DILocation(line: 27, column: 28, scope: !8)
!88 = !DILocation(line: 27, column: 5, scope: !8)
!89 = !DILocation(line: 28, column: 3, scope: !8)
!90 = !DILocation(line: 28, column: 14, scope: !8)
!91 = !DILocation(line: 28, column: 19, scope: !8)
!92 = !DILocation(line: 29, column: 14, scope: !8)
!93 = !DILocation(line: 30, column: 5, scope: !8)
!94 = !DILocation(line: 30, column: 34, scope: !8)
!95 = !DILocation(line: 30, column: 12, scope: !8)
!96 = !DILocation(line: 30, column: 58, scope: !8)
!97 = !DILocation(line: 31, column: 24, scope: !8)
!98 = !DILocation(line: 31, column: 7, scope: !8)
!99 = !DILocation(line: 32, column: 12, scope: !8)
!100 = !DILocation(line: 32, column: 15, scope: !8)
!101 = !DILocation(line: 32, column: 24, scope: !8)
!102 = !DILocation(line: 32, column: 27, scope: !8)
!103 = !DILocation(line: 32, column: 10, scope: !8)
!104 = distinct !{!104, !93, !105, !62}
!105 = !DILocation(line: 33, column: 5, scope: !8)
!106 = !DILocation(line: 34, column: 3, scope: !8)
!107 = !DILocation(line: 35, column: 3, scope: !8)
!108 = !DILocation(line: 36, column: 52, scope: !8)
!109 = !DILocation(line: 36, column: 54, scope: !8)
!110 = !DILocation(line: 36, column: 16, scope: !8)
!111 = !DILocation(line: 36, column: 12, scope: !8)
!112 = !DILocation(line: 37, column: 7, scope: !8)
!113 = !DILocation(line: 37, column: 11, scope: !8)
!114 = !DILocation(line: 37, column: 9, scope: !8)
!115 = !DILocation(line: 37, column: 24, scope: !8)
!116 = !DILocation(line: 37, column: 47, scope: !8)
!117 = !DILocation(line: 37, column: 59, scope: !8)
!118 = !DILocation(line: 37, column: 56, scope: !8)
!119 = !DILocation(line: 37, column: 65, scope: !8)
!120 = !DILocation(line: 37, column: 49, scope: !8)
!121 = !DILocation(line: 37, column: 28, scope: !8)
!122 = !DILocation(line: 37, column: 26, scope: !8)
!123 = !DILocation(line: 37, column: 14, scope: !8)
!124 = !DILocation(line: 37, column: 19, scope: !8)
!125 = !DILocation(line: 37, column: 22, scope: !8)
!126 = !DILocation(line: 38, column: 1, scope: !8)
