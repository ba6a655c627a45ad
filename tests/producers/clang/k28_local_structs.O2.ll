; ModuleID = 'k28_local_structs.cu'
source_filename = "k28_local_structs.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.KV = type { i32, float }
%struct.Window = type { [6 x float], i32 }

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read)
define dso_local noundef float @_Z10window_sumPK6Window(ptr noundef readonly captures(none) %0) local_unnamed_addr #0 !dbg !12 {
  %2 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %3 = load i32, ptr %2, align 4, !tbaa !15
  %4 = srem i32 %3, 6, !dbg !17
  %5 = sext i32 %4 to i64, !dbg !18
  %6 = getelementptr inbounds float, ptr %0, i64 %5, !dbg !18
  %7 = load float, ptr %6, align 4, !dbg !18, !tbaa !19
  %8 = fadd contract float %7, 0.000000e+00, !dbg !21
  %9 = add nsw i32 %3, 1, !dbg !22
  %10 = srem i32 %9, 6, !dbg !17
  %11 = sext i32 %10 to i64, !dbg !18
  %12 = getelementptr inbounds float, ptr %0, i64 %11, !dbg !18
  %13 = load float, ptr %12, align 4, !dbg !18, !tbaa !19
  %14 = fadd contract float %8, %13, !dbg !21
  %15 = add nsw i32 %3, 2, !dbg !22
  %16 = srem i32 %15, 6, !dbg !17
  %17 = sext i32 %16 to i64, !dbg !18
  %18 = getelementptr inbounds float, ptr %0, i64 %17, !dbg !18
  %19 = load float, ptr %18, align 4, !dbg !18, !tbaa !19
  %20 = fadd contract float %14, %19, !dbg !21
  %21 = add nsw i32 %3, 3, !dbg !22
  %22 = srem i32 %21, 6, !dbg !17
  %23 = sext i32 %22 to i64, !dbg !18
  %24 = getelementptr inbounds float, ptr %0, i64 %23, !dbg !18
  %25 = load float, ptr %24, align 4, !dbg !18, !tbaa !19
  %26 = fadd contract float %20, %25, !dbg !21
  %27 = add nsw i32 %3, 4, !dbg !22
  %28 = srem i32 %27, 6, !dbg !17
  %29 = sext i32 %28 to i64, !dbg !18
  %30 = getelementptr inbounds float, ptr %0, i64 %29, !dbg !18
  %31 = load float, ptr %30, align 4, !dbg !18, !tbaa !19
  %32 = fadd contract float %26, %31, !dbg !21
  %33 = add nsw i32 %3, 5, !dbg !22
  %34 = srem i32 %33, 6, !dbg !17
  %35 = sext i32 %34 to i64, !dbg !18
  %36 = getelementptr inbounds float, ptr %0, i64 %35, !dbg !18
  %37 = load float, ptr %36, align 4, !dbg !18, !tbaa !19
  %38 = fadd contract float %32, %37, !dbg !21
  ret float %38, !dbg !23
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @local_structs(ptr noundef readonly captures(none) %0, ptr noundef readonly captures(none) %1, ptr noundef writeonly captures(none) %2, i32 noundef %3) local_unnamed_addr #2 !dbg !24 {
  %5 = alloca [5 x %struct.KV], align 8
  %6 = alloca %struct.Window, align 4
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !25
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !26
  %9 = mul nuw nsw i32 %7, %8, !dbg !27
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !28
  %11 = add nuw nsw i32 %9, %10, !dbg !29
  %12 = icmp slt i32 %11, %3, !dbg !30
  %13 = getelementptr inbounds nuw i8, ptr %5, i64 16, !dbg !30
  %14 = getelementptr inbounds nuw i8, ptr %5, i64 8, !dbg !30
  %15 = getelementptr inbounds nuw i8, ptr %5, i64 24, !dbg !30
  %16 = getelementptr inbounds nuw i8, ptr %5, i64 16, !dbg !30
  %17 = getelementptr inbounds nuw i8, ptr %5, i64 8, !dbg !30
  %18 = getelementptr inbounds nuw i8, ptr %5, i64 32, !dbg !30
  %19 = getelementptr inbounds nuw i8, ptr %5, i64 24, !dbg !30
  %20 = getelementptr inbounds nuw i8, ptr %5, i64 8, !dbg !30
  %21 = getelementptr inbounds nuw i8, ptr %5, i64 16, !dbg !30
  br i1 %12, label %22, label %143, !dbg !30

22:                                               ; preds = %4
  %23 = getelementptr inbounds nuw i8, ptr %5, i64 8, !dbg !30
  call void @llvm.lifetime.start.p0(ptr nonnull %5) #4, !dbg !31
  %24 = urem i32 %11, %3, !dbg !32
  %25 = zext nneg i32 %24 to i64, !dbg !33
  %26 = getelementptr inbounds nuw i32, ptr %0, i64 %25, !dbg !33
  %27 = load i32, ptr %26, align 4, !dbg !33, !tbaa !8
  %28 = getelementptr inbounds nuw float, ptr %1, i64 %25, !dbg !34
  %29 = load float, ptr %28, align 4, !dbg !34, !tbaa !19
  store i32 %27, ptr %5, align 8, !dbg !35, !tbaa !8
  %30 = getelementptr inbounds nuw i8, ptr %5, i64 4, !dbg !35
  store float %29, ptr %30, align 4, !dbg !35, !tbaa !19
  %31 = add nuw nsw i32 %11, 1, !dbg !36
  %32 = urem i32 %31, %3, !dbg !32
  %33 = zext nneg i32 %32 to i64, !dbg !33
  %34 = getelementptr inbounds nuw i32, ptr %0, i64 %33, !dbg !33
  %35 = load i32, ptr %34, align 4, !dbg !33, !tbaa !8
  %36 = getelementptr inbounds nuw float, ptr %1, i64 %33, !dbg !34
  %37 = load float, ptr %36, align 4, !dbg !34, !tbaa !19
  %38 = getelementptr inbounds nuw i8, ptr %5, i64 8, !dbg !37
  store i32 %35, ptr %38, align 8, !dbg !35, !tbaa !8
  %39 = getelementptr inbounds nuw i8, ptr %5, i64 12, !dbg !35
  store float %37, ptr %39, align 4, !dbg !35, !tbaa !19
  %40 = add nuw nsw i32 %11, 2, !dbg !36
  %41 = urem i32 %40, %3, !dbg !32
  %42 = zext nneg i32 %41 to i64, !dbg !33
  %43 = getelementptr inbounds nuw i32, ptr %0, i64 %42, !dbg !33
  %44 = load i32, ptr %43, align 4, !dbg !33, !tbaa !8
  %45 = getelementptr inbounds nuw float, ptr %1, i64 %42, !dbg !34
  %46 = load float, ptr %45, align 4, !dbg !34, !tbaa !19
  %47 = getelementptr inbounds nuw i8, ptr %5, i64 16, !dbg !37
  store i32 %44, ptr %47, align 8, !dbg !35, !tbaa !8
  %48 = getelementptr inbounds nuw i8, ptr %5, i64 20, !dbg !35
  store float %46, ptr %48, align 4, !dbg !35, !tbaa !19
  %49 = add nuw nsw i32 %11, 3, !dbg !36
  %50 = urem i32 %49, %3, !dbg !32
  %51 = zext nneg i32 %50 to i64, !dbg !33
  %52 = getelementptr inbounds nuw i32, ptr %0, i64 %51, !dbg !33
  %53 = load i32, ptr %52, align 4, !dbg !33, !tbaa !8
  %54 = getelementptr inbounds nuw float, ptr %1, i64 %51, !dbg !34
  %55 = load float, ptr %54, align 4, !dbg !34, !tbaa !19
  %56 = getelementptr inbounds nuw i8, ptr %5, i64 24, !dbg !37
  store i32 %53, ptr %56, align 8, !dbg !35, !tbaa !8
  %57 = getelementptr inbounds nuw i8, ptr %5, i64 28, !dbg !35
  store float %55, ptr %57, align 4, !dbg !35, !tbaa !19
  %58 = add nuw nsw i32 %11, 4, !dbg !36
  %59 = urem i32 %58, %3, !dbg !32
  %60 = zext nneg i32 %59 to i64, !dbg !33
  %61 = getelementptr inbounds nuw i32, ptr %0, i64 %60, !dbg !33
  %62 = load i32, ptr %61, align 4, !dbg !33, !tbaa !8
  %63 = getelementptr inbounds nuw float, ptr %1, i64 %60, !dbg !34
  %64 = load float, ptr %63, align 4, !dbg !34, !tbaa !19
  %65 = getelementptr inbounds nuw i8, ptr %5, i64 32, !dbg !37
  store i32 %62, ptr %65, align 8, !dbg !35, !tbaa !8
  %66 = getelementptr inbounds nuw i8, ptr %5, i64 36, !dbg !35
  store float %64, ptr %66, align 4, !dbg !35, !tbaa !19
  %67 = icmp sgt i32 %27, %35, !dbg !38
  br i1 %67, label %68, label %70, !dbg !39

68:                                               ; preds = %22
  %69 = load i64, ptr %5, align 8, !dbg !40
  store i64 %69, ptr %38, align 8, !dbg !40
  br label %70, !dbg !41

70:                                               ; preds = %68, %22
  %71 = phi ptr [ %5, %68 ], [ %23, %22 ]
  store i32 %35, ptr %71, align 8, !dbg !42, !tbaa !8
  %72 = getelementptr inbounds nuw i8, ptr %71, i64 4, !dbg !42
  store float %37, ptr %72, align 4, !dbg !42, !tbaa !19
  %73 = load i32, ptr %38, align 8, !dbg !43, !tbaa !44
  %74 = icmp sgt i32 %73, %44, !dbg !38
  br i1 %74, label %75, label %81, !dbg !39

75:                                               ; preds = %70
  %76 = load i64, ptr %38, align 8, !dbg !40
  store i64 %76, ptr %47, align 8, !dbg !40
  %77 = load i32, ptr %5, align 8, !dbg !43, !tbaa !44
  %78 = icmp sgt i32 %77, %44, !dbg !38
  br i1 %78, label %79, label %81, !dbg !39

79:                                               ; preds = %75
  %80 = load i64, ptr %5, align 8, !dbg !40
  store i64 %80, ptr %38, align 8, !dbg !40
  br label %81, !dbg !41

81:                                               ; preds = %79, %75, %70
  %82 = phi ptr [ %5, %79 ], [ %13, %70 ], [ %14, %75 ]
  store i32 %44, ptr %82, align 8, !dbg !42, !tbaa !8
  %83 = getelementptr inbounds nuw i8, ptr %82, i64 4, !dbg !42
  store float %46, ptr %83, align 4, !dbg !42, !tbaa !19
  %84 = load i32, ptr %56, align 8, !dbg !46, !tbaa !8
  %85 = load float, ptr %57, align 4, !dbg !46, !tbaa !19
  %86 = load i32, ptr %47, align 8, !dbg !43, !tbaa !44
  %87 = icmp sgt i32 %86, %84, !dbg !38
  br i1 %87, label %88, label %98, !dbg !39

88:                                               ; preds = %81
  %89 = load i64, ptr %47, align 8, !dbg !40
  store i64 %89, ptr %56, align 8, !dbg !40
  %90 = load i32, ptr %38, align 8, !dbg !43, !tbaa !44
  %91 = icmp sgt i32 %90, %84, !dbg !38
  br i1 %91, label %92, label %98, !dbg !39

92:                                               ; preds = %88
  %93 = load i64, ptr %38, align 8, !dbg !40
  store i64 %93, ptr %47, align 8, !dbg !40
  %94 = load i32, ptr %5, align 8, !dbg !43, !tbaa !44
  %95 = icmp sgt i32 %94, %84, !dbg !38
  br i1 %95, label %96, label %98, !dbg !39

96:                                               ; preds = %92
  %97 = load i64, ptr %5, align 8, !dbg !40
  store i64 %97, ptr %38, align 8, !dbg !40
  br label %98, !dbg !41

98:                                               ; preds = %96, %92, %88, %81
  %99 = phi ptr [ %5, %96 ], [ %15, %81 ], [ %16, %88 ], [ %17, %92 ]
  store i32 %84, ptr %99, align 8, !dbg !42, !tbaa !8
  %100 = getelementptr inbounds nuw i8, ptr %99, i64 4, !dbg !42
  store float %85, ptr %100, align 4, !dbg !42, !tbaa !19
  %101 = load i32, ptr %56, align 8, !dbg !43, !tbaa !44
  %102 = icmp sgt i32 %101, %62, !dbg !38
  br i1 %102, label %103, label %117, !dbg !39

103:                                              ; preds = %98
  %104 = load i64, ptr %56, align 8, !dbg !40
  store i64 %104, ptr %65, align 8, !dbg !40
  %105 = load i32, ptr %47, align 8, !dbg !43, !tbaa !44
  %106 = icmp sgt i32 %105, %62, !dbg !38
  br i1 %106, label %107, label %117, !dbg !39

107:                                              ; preds = %103
  %108 = load i64, ptr %47, align 8, !dbg !40
  store i64 %108, ptr %56, align 8, !dbg !40
  %109 = load i32, ptr %38, align 8, !dbg !43, !tbaa !44
  %110 = icmp sgt i32 %109, %62, !dbg !38
  br i1 %110, label %111, label %117, !dbg !39

111:                                              ; preds = %107
  %112 = load i64, ptr %38, align 8, !dbg !40
  store i64 %112, ptr %47, align 8, !dbg !40
  %113 = load i32, ptr %5, align 8, !dbg !43, !tbaa !44
  %114 = icmp sgt i32 %113, %62, !dbg !38
  br i1 %114, label %115, label %117, !dbg !39

115:                                              ; preds = %111
  %116 = load i64, ptr %5, align 8, !dbg !40
  store i64 %116, ptr %38, align 8, !dbg !40
  br label %117, !dbg !41

117:                                              ; preds = %115, %111, %107, %103, %98
  %118 = phi ptr [ %5, %115 ], [ %18, %98 ], [ %19, %103 ], [ %20, %111 ], [ %21, %107 ]
  store i32 %62, ptr %118, align 8, !dbg !42, !tbaa !8
  %119 = getelementptr inbounds nuw i8, ptr %118, i64 4, !dbg !42
  store float %64, ptr %119, align 4, !dbg !42, !tbaa !19
  call void @llvm.lifetime.start.p0(ptr nonnull %6) #4, !dbg !47
  %120 = urem i32 %11, 6, !dbg !48
  %121 = getelementptr inbounds nuw i8, ptr %6, i64 24, !dbg !49
  store i32 %120, ptr %121, align 4, !dbg !50, !tbaa !15
  %122 = load float, ptr %30, align 4, !dbg !51, !tbaa !52
  store float %122, ptr %6, align 4, !dbg !53, !tbaa !19
  %123 = load float, ptr %39, align 4, !dbg !51, !tbaa !52
  %124 = getelementptr inbounds nuw i8, ptr %6, i64 4, !dbg !54
  store float %123, ptr %124, align 4, !dbg !53, !tbaa !19
  %125 = load float, ptr %48, align 4, !dbg !51, !tbaa !52
  %126 = getelementptr inbounds nuw i8, ptr %6, i64 8, !dbg !54
  store float %125, ptr %126, align 4, !dbg !53, !tbaa !19
  %127 = load float, ptr %57, align 4, !dbg !51, !tbaa !52
  %128 = getelementptr inbounds nuw i8, ptr %6, i64 12, !dbg !54
  store float %127, ptr %128, align 4, !dbg !53, !tbaa !19
  %129 = load float, ptr %66, align 4, !dbg !51, !tbaa !52
  %130 = getelementptr inbounds nuw i8, ptr %6, i64 16, !dbg !54
  store float %129, ptr %130, align 4, !dbg !53, !tbaa !19
  %131 = getelementptr inbounds nuw i8, ptr %6, i64 20, !dbg !54
  store float %122, ptr %131, align 4, !dbg !53, !tbaa !19
  %132 = fsub contract float %122, %129, !dbg !55
  %133 = call contract noundef float @_Z10window_sumPK6Window(ptr noundef nonnull %6) #4, !dbg !56
  %134 = fadd contract float %132, %133, !dbg !57
  %135 = urem i32 %11, 5, !dbg !58
  %136 = zext nneg i32 %135 to i64, !dbg !59
  %137 = getelementptr inbounds nuw %struct.KV, ptr %5, i64 %136, !dbg !59
  %138 = load i32, ptr %137, align 8, !dbg !60, !tbaa !44
  %139 = sitofp i32 %138 to float, !dbg !59
  %140 = fadd contract float %134, %139, !dbg !61
  %141 = zext nneg i32 %11 to i64, !dbg !62
  %142 = getelementptr inbounds nuw float, ptr %2, i64 %141, !dbg !62
  store float %140, ptr %142, align 4, !dbg !63, !tbaa !19
  call void @llvm.lifetime.end.p0(ptr nonnull %6) #4, !dbg !64
  call void @llvm.lifetime.end.p0(ptr nonnull %5) #4, !dbg !64
  br label %143, !dbg !64

143:                                              ; preds = %4, %117
  ret void, !dbg !64
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6}
!llvm.ident = !{!7}
!llvm.errno.tbaa = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "k28_local_structs.cu", directory: "/work/wt/nvir31/tools/capture/clang_kernels")
!2 = !{i32 7, !"Dwarf Version", i32 2}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!6 = !{i32 7, !"frame-pointer", i32 2}
!7 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!8 = !{!9, !9, i64 0}
!9 = !{!"int", !10, i64 0}
!10 = !{!"omnipotent char", !11, i64 0}
!11 = !{!"Simple C++ TBAA"}
!12 = distinct !DISubprogram(name: "window_sum", scope: !1, file: !1, line: 6, type: !13, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !{!16, !9, i64 24}
!16 = !{!"_ZTS6Window", !10, i64 0, !9, i64 24}
!17 = !DILocation(line: 8, column: 55, scope: !12)
!18 = !DILocation(line: 8, column: 36, scope: !12)
!19 = !{!20, !20, i64 0}
!20 = !{!"float", !10, i64 0}
!21 = !DILocation(line: 8, column: 33, scope: !12)
!22 = !DILocation(line: 8, column: 50, scope: !12)
!23 = !DILocation(line: 9, column: 3, scope: !12)
!24 = distinct !DISubprogram(name: "local_structs", scope: !1, file: !1, line: 11, type: !13, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!25 = !DILocation(line: 12, column: 11, scope: !24)
!26 = !DILocation(line: 12, column: 24, scope: !24)
!27 = !DILocation(line: 12, column: 22, scope: !24)
!28 = !DILocation(line: 12, column: 37, scope: !24)
!29 = !DILocation(line: 12, column: 35, scope: !24)
!30 = !DILocation(line: 13, column: 9, scope: !24)
!31 = !DILocation(line: 14, column: 3, scope: !24)
!32 = !DILocation(line: 15, column: 53, scope: !24)
!33 = !DILocation(line: 15, column: 40, scope: !24)
!34 = !DILocation(line: 15, column: 59, scope: !24)
!35 = !DILocation(line: 15, column: 37, scope: !24)
!36 = !DILocation(line: 15, column: 48, scope: !24)
!37 = !DILocation(line: 15, column: 31, scope: !24)
!38 = !DILocation(line: 19, column: 30, scope: !24)
!39 = !DILocation(line: 19, column: 5, scope: !24)
!40 = !DILocation(line: 19, column: 51, scope: !24)
!41 = !DILocation(line: 19, column: 19, scope: !24)
!42 = !DILocation(line: 20, column: 15, scope: !24)
!43 = !DILocation(line: 19, column: 28, scope: !24)
!44 = !{!45, !9, i64 0}
!45 = !{!"_ZTS2KV", !9, i64 0, !20, i64 4}
!46 = !DILocation(line: 17, column: 14, scope: !24)
!47 = !DILocation(line: 22, column: 3, scope: !24)
!48 = !DILocation(line: 23, column: 14, scope: !24)
!49 = !DILocation(line: 23, column: 5, scope: !24)
!50 = !DILocation(line: 23, column: 10, scope: !24)
!51 = !DILocation(line: 24, column: 50, scope: !24)
!52 = !{!45, !20, i64 4}
!53 = !DILocation(line: 24, column: 38, scope: !24)
!54 = !DILocation(line: 24, column: 31, scope: !24)
!55 = !DILocation(line: 26, column: 20, scope: !24)
!56 = !DILocation(line: 26, column: 31, scope: !24)
!57 = !DILocation(line: 26, column: 29, scope: !24)
!58 = !DILocation(line: 26, column: 53, scope: !24)
!59 = !DILocation(line: 26, column: 48, scope: !24)
!60 = !DILocation(line: 26, column: 58, scope: !24)
!61 = !DILocation(line: 26, column: 46, scope: !24)
!62 = !DILocation(line: 26, column: 3, scope: !24)
!63 = !DILocation(line: 26, column: 10, scope: !24)
!64 = !DILocation(line: 27, column: 1, scope: !24)
