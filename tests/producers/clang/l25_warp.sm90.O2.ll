; ModuleID = 'l25_warp.cu'
source_filename = "l25_warp.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress norecurse nounwind memory(inaccessiblemem: readwrite)
define dso_local noundef double @_Z15shfl_xor_doubledi(double noundef %0, i32 noundef %1) local_unnamed_addr #0 !dbg !12 {
  %3 = bitcast double %0 to i64, !dbg !15
  %4 = trunc i64 %3 to i32, !dbg !16
  %5 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %4, i32 %1, i32 31), !dbg !17
  %6 = lshr i64 %3, 32, !dbg !18
  %7 = trunc nuw i64 %6 to i32, !dbg !19
  %8 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %7, i32 %1, i32 31), !dbg !20
  %9 = sext i32 %8 to i64, !dbg !21
  %10 = shl nsw i64 %9, 32, !dbg !22
  %11 = zext i32 %5 to i64, !dbg !23
  %12 = or disjoint i64 %10, %11, !dbg !24
  %13 = bitcast i64 %12 to double, !dbg !25
  ret double %13, !dbg !26
}

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #1

; Function Attrs: convergent mustprogress noinline norecurse nounwind memory(inaccessiblemem: readwrite)
define dso_local noundef float @_Z8warp_sumf(float noundef %0) local_unnamed_addr #2 !dbg !27 {
  %2 = tail call contract float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %0, i32 16, i32 31), !dbg !28
  %3 = fadd contract float %0, %2, !dbg !29
  %4 = tail call contract float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %3, i32 8, i32 31), !dbg !28
  %5 = fadd contract float %3, %4, !dbg !29
  %6 = tail call contract float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %5, i32 4, i32 31), !dbg !28
  %7 = fadd contract float %5, %6, !dbg !29
  %8 = tail call contract float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %7, i32 2, i32 31), !dbg !28
  %9 = fadd contract float %7, %8, !dbg !29
  %10 = tail call contract float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %9, i32 1, i32 31), !dbg !28
  %11 = fadd contract float %9, %10, !dbg !29
  ret float %11, !dbg !30
}

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.bfly.f32(i32, float, i32, i32) #1

; Function Attrs: convergent mustprogress noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local ptx_kernel void @warp(ptr noundef captures(none) %0, ptr noundef captures(none) %1, ptr noundef captures(none) %2, ptr noundef writeonly captures(none) %3, ptr noundef captures(none) %4) local_unnamed_addr #3 !dbg !31 {
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !32
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !33
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !34
  %9 = mul nuw nsw i32 %7, %8, !dbg !35
  %10 = add nuw nsw i32 %9, %6, !dbg !36
  %11 = zext nneg i32 %10 to i64, !dbg !37
  %12 = getelementptr inbounds nuw float, ptr %0, i64 %11, !dbg !37
  %13 = load float, ptr %12, align 4, !dbg !37, !tbaa !38
  %14 = tail call contract noundef float @_Z8warp_sumf(float noundef %13) #6, !dbg !40
  store float %14, ptr %12, align 4, !dbg !41, !tbaa !38
  %15 = getelementptr inbounds nuw double, ptr %1, i64 %11, !dbg !42
  %16 = load double, ptr %15, align 8, !dbg !42, !tbaa !43
  %17 = bitcast double %16 to i64, !dbg !45
  %18 = trunc i64 %17 to i32, !dbg !47
  %19 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %18, i32 1, i32 31), !dbg !48
  %20 = lshr i64 %17, 32, !dbg !49
  %21 = trunc nuw i64 %20 to i32, !dbg !50
  %22 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %21, i32 1, i32 31), !dbg !51
  %23 = sext i32 %22 to i64, !dbg !52
  %24 = shl nsw i64 %23, 32, !dbg !53
  %25 = zext i32 %19 to i64, !dbg !54
  %26 = or disjoint i64 %24, %25, !dbg !55
  %27 = bitcast i64 %26 to double, !dbg !56
  %28 = fadd contract double %16, %27, !dbg !57
  %29 = bitcast double %28 to i64, !dbg !45
  %30 = trunc i64 %29 to i32, !dbg !47
  %31 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %30, i32 2, i32 31), !dbg !48
  %32 = lshr i64 %29, 32, !dbg !49
  %33 = trunc nuw i64 %32 to i32, !dbg !50
  %34 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %33, i32 2, i32 31), !dbg !51
  %35 = sext i32 %34 to i64, !dbg !52
  %36 = shl nsw i64 %35, 32, !dbg !53
  %37 = zext i32 %31 to i64, !dbg !54
  %38 = or disjoint i64 %36, %37, !dbg !55
  %39 = bitcast i64 %38 to double, !dbg !56
  %40 = fadd contract double %28, %39, !dbg !57
  %41 = bitcast double %40 to i64, !dbg !45
  %42 = trunc i64 %41 to i32, !dbg !47
  %43 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %42, i32 4, i32 31), !dbg !48
  %44 = lshr i64 %41, 32, !dbg !49
  %45 = trunc nuw i64 %44 to i32, !dbg !50
  %46 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %45, i32 4, i32 31), !dbg !51
  %47 = sext i32 %46 to i64, !dbg !52
  %48 = shl nsw i64 %47, 32, !dbg !53
  %49 = zext i32 %43 to i64, !dbg !54
  %50 = or disjoint i64 %48, %49, !dbg !55
  %51 = bitcast i64 %50 to double, !dbg !56
  %52 = fadd contract double %40, %51, !dbg !57
  %53 = bitcast double %52 to i64, !dbg !45
  %54 = trunc i64 %53 to i32, !dbg !47
  %55 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %54, i32 8, i32 31), !dbg !48
  %56 = lshr i64 %53, 32, !dbg !49
  %57 = trunc nuw i64 %56 to i32, !dbg !50
  %58 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %57, i32 8, i32 31), !dbg !51
  %59 = sext i32 %58 to i64, !dbg !52
  %60 = shl nsw i64 %59, 32, !dbg !53
  %61 = zext i32 %55 to i64, !dbg !54
  %62 = or disjoint i64 %60, %61, !dbg !55
  %63 = bitcast i64 %62 to double, !dbg !56
  %64 = fadd contract double %52, %63, !dbg !57
  %65 = bitcast double %64 to i64, !dbg !45
  %66 = trunc i64 %65 to i32, !dbg !47
  %67 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %66, i32 16, i32 31), !dbg !48
  %68 = lshr i64 %65, 32, !dbg !49
  %69 = trunc nuw i64 %68 to i32, !dbg !50
  %70 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %69, i32 16, i32 31), !dbg !51
  %71 = sext i32 %70 to i64, !dbg !52
  %72 = shl nsw i64 %71, 32, !dbg !53
  %73 = zext i32 %67 to i64, !dbg !54
  %74 = or disjoint i64 %72, %73, !dbg !55
  %75 = bitcast i64 %74 to double, !dbg !56
  %76 = fadd contract double %64, %75, !dbg !57
  store double %76, ptr %15, align 8, !dbg !58, !tbaa !43
  %77 = getelementptr inbounds nuw i32, ptr %2, i64 %11, !dbg !59
  %78 = load i32, ptr %77, align 4, !dbg !59, !tbaa !8
  %79 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %78, i32 16, i32 31), !dbg !60
  %80 = icmp sgt i32 %78, %79, !dbg !61
  br i1 %80, label %83, label %81, !dbg !62

81:                                               ; preds = %5
  %82 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %78, i32 16, i32 31), !dbg !63
  br label %83, !dbg !62

83:                                               ; preds = %5, %81
  %84 = phi i32 [ %82, %81 ], [ %78, %5 ], !dbg !62
  %85 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %84, i32 8, i32 31), !dbg !60
  %86 = icmp sgt i32 %84, %85, !dbg !61
  br i1 %86, label %89, label %87, !dbg !62

87:                                               ; preds = %83
  %88 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %84, i32 8, i32 31), !dbg !63
  br label %89, !dbg !62

89:                                               ; preds = %87, %83
  %90 = phi i32 [ %88, %87 ], [ %84, %83 ], !dbg !62
  %91 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %90, i32 4, i32 31), !dbg !60
  %92 = icmp sgt i32 %90, %91, !dbg !61
  br i1 %92, label %95, label %93, !dbg !62

93:                                               ; preds = %89
  %94 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %90, i32 4, i32 31), !dbg !63
  br label %95, !dbg !62

95:                                               ; preds = %93, %89
  %96 = phi i32 [ %94, %93 ], [ %90, %89 ], !dbg !62
  %97 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %96, i32 2, i32 31), !dbg !60
  %98 = icmp sgt i32 %96, %97, !dbg !61
  br i1 %98, label %101, label %99, !dbg !62

99:                                               ; preds = %95
  %100 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %96, i32 2, i32 31), !dbg !63
  br label %101, !dbg !62

101:                                              ; preds = %99, %95
  %102 = phi i32 [ %100, %99 ], [ %96, %95 ], !dbg !62
  %103 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %102, i32 1, i32 31), !dbg !60
  %104 = icmp sgt i32 %102, %103, !dbg !61
  br i1 %104, label %107, label %105, !dbg !62

105:                                              ; preds = %101
  %106 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %102, i32 1, i32 31), !dbg !63
  br label %107, !dbg !62

107:                                              ; preds = %105, %101
  %108 = phi i32 [ %106, %105 ], [ %102, %101 ], !dbg !62
  %109 = and i32 %6, 31, !dbg !64
  %110 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %108, i32 0, i32 31), !dbg !65
  %111 = add nsw i32 %110, %108, !dbg !66
  %112 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %108, i32 1, i32 0), !dbg !67
  %113 = add nsw i32 %111, %112, !dbg !68
  store i32 %113, ptr %77, align 4, !dbg !69, !tbaa !8
  %114 = icmp sgt i32 %108, 0, !dbg !70
  %115 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %114), !dbg !71
  %116 = or i32 %115, 1, !dbg !72
  %117 = icmp eq i32 %109, 3, !dbg !73
  %118 = tail call i1 @llvm.nvvm.vote.any.sync(i32 %116, i1 %117), !dbg !74
  %119 = zext i1 %118 to i32, !dbg !74
  %120 = add i32 %115, %119, !dbg !75
  %121 = icmp ne i32 %108, 0, !dbg !76
  %122 = tail call i1 @llvm.nvvm.vote.all.sync(i32 -1, i1 %121), !dbg !77
  %123 = zext i1 %122 to i32, !dbg !77
  %124 = add i32 %120, %123, !dbg !78
  %125 = tail call i32 @llvm.nvvm.activemask(), !dbg !79
  %126 = add i32 %124, %125, !dbg !80
  %127 = getelementptr inbounds nuw i32, ptr %3, i64 %11, !dbg !81
  store i32 %126, ptr %127, align 4, !dbg !82, !tbaa !8
  %128 = tail call i32 @llvm.nvvm.redux.sync.add(i32 %126, i32 -1), !dbg !83
  %129 = tail call i32 @llvm.nvvm.redux.sync.umax(i32 %126, i32 -1), !dbg !84
  %130 = xor i32 %129, %128, !dbg !85
  %131 = tail call i32 @llvm.nvvm.redux.sync.min(i32 %108, i32 -1), !dbg !86
  %132 = xor i32 %130, %131, !dbg !87
  %133 = tail call i32 @llvm.nvvm.redux.sync.or(i32 %126, i32 -1), !dbg !88
  %134 = xor i32 %132, %133, !dbg !89
  %135 = add nuw nsw i32 %10, 1, !dbg !90
  %136 = zext nneg i32 %135 to i64, !dbg !91
  %137 = getelementptr inbounds nuw i32, ptr %3, i64 %136, !dbg !91
  store i32 %134, ptr %137, align 4, !dbg !92, !tbaa !8
  %138 = and i32 %108, 7, !dbg !93
  %139 = tail call { i32, i1 } @llvm.nvvm.match.all.sync.i32p(i32 -1, i32 %138), !dbg !94
  %140 = extractvalue { i32, i1 } %139, 1, !dbg !94
  %141 = zext i1 %140 to i32, !dbg !94
  %142 = extractvalue { i32, i1 } %139, 0, !dbg !94
  %143 = add i32 %142, %141, !dbg !95
  %144 = getelementptr inbounds nuw i8, ptr %127, i64 8, !dbg !96
  store i32 %143, ptr %144, align 4, !dbg !97, !tbaa !8
  %145 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 true), !dbg !98
  %146 = tail call range(i32 0, 33) i32 @llvm.cttz.i32(i32 %145, i1 true), !dbg !99
  %147 = icmp eq i32 %109, %146, !dbg !100
  br i1 %147, label %148, label %151, !dbg !100

148:                                              ; preds = %107
  %149 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %145)
  %150 = atomicrmw add ptr %4, i32 %149 seq_cst, align 4, !dbg !101
  br label %151, !dbg !102

151:                                              ; preds = %148, %107
  %152 = phi i32 [ %150, %148 ], [ 0, %107 ], !dbg !103
  %153 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 %145, i32 %152, i32 %146, i32 31), !dbg !104
  %154 = shl nsw i32 -1, %109, !dbg !105
  %155 = xor i32 %154, -1, !dbg !105
  %156 = and i32 %145, %155, !dbg !106
  %157 = tail call range(i32 0, 32) i32 @llvm.ctpop.i32(i32 %156), !dbg !107
  %158 = add nsw i32 %153, %157, !dbg !108
  %159 = getelementptr inbounds nuw i32, ptr %2, i64 %136, !dbg !109
  store i32 %158, ptr %159, align 4, !dbg !110, !tbaa !8
  ret void, !dbg !111
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32) #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32) #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.up.i32(i32, i32, i32, i32) #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1) #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i1 @llvm.nvvm.vote.any.sync(i32, i1) #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i1 @llvm.nvvm.vote.all.sync(i32, i1) #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.activemask() #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.redux.sync.add(i32, i32) #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.redux.sync.umax(i32, i32) #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.redux.sync.min(i32, i32) #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.redux.sync.or(i32, i32) #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare { i32, i1 } @llvm.nvvm.match.all.sync.i32p(i32, i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.cttz.i32(i32, i1 immarg) #4

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #5

attributes #0 = { convergent mustprogress norecurse nounwind memory(inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" }
attributes #1 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #2 = { convergent mustprogress noinline norecurse nounwind memory(inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" }
attributes #3 = { convergent mustprogress noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { convergent nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6}
!llvm.ident = !{!7}
!llvm.errno.tbaa = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "l25_warp.cu", directory: "/work/wt/llir25/tools/capture/clang_kernels")
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
!12 = distinct !DISubprogram(name: "shfl_xor_double", scope: !1, file: !1, line: 5, type: !13, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 6, column: 20, scope: !12)
!16 = !DILocation(line: 7, column: 55, scope: !12)
!17 = !DILocation(line: 7, column: 12, scope: !12)
!18 = !DILocation(line: 8, column: 61, scope: !12)
!19 = !DILocation(line: 8, column: 55, scope: !12)
!20 = !DILocation(line: 8, column: 12, scope: !12)
!21 = !DILocation(line: 9, column: 49, scope: !12)
!22 = !DILocation(line: 9, column: 52, scope: !12)
!23 = !DILocation(line: 9, column: 61, scope: !12)
!24 = !DILocation(line: 9, column: 59, scope: !12)
!25 = !DILocation(line: 9, column: 10, scope: !12)
!26 = !DILocation(line: 9, column: 3, scope: !12)
!27 = distinct !DISubprogram(name: "warp_sum", scope: !1, file: !1, line: 12, type: !13, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!28 = !DILocation(line: 13, column: 41, scope: !27)
!29 = !DILocation(line: 13, column: 38, scope: !27)
!30 = !DILocation(line: 14, column: 3, scope: !27)
!31 = distinct !DISubprogram(name: "warp", scope: !1, file: !1, line: 17, type: !13, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!32 = !DILocation(line: 18, column: 11, scope: !31)
!33 = !DILocation(line: 18, column: 25, scope: !31)
!34 = !DILocation(line: 18, column: 38, scope: !31)
!35 = !DILocation(line: 18, column: 36, scope: !31)
!36 = !DILocation(line: 18, column: 23, scope: !31)
!37 = !DILocation(line: 20, column: 19, scope: !31)
!38 = !{!39, !39, i64 0}
!39 = !{!"float", !10, i64 0}
!40 = !DILocation(line: 20, column: 10, scope: !31)
!41 = !DILocation(line: 20, column: 8, scope: !31)
!42 = !DILocation(line: 21, column: 14, scope: !31)
!43 = !{!44, !44, i64 0}
!44 = !{!"double", !10, i64 0}
!45 = !DILocation(line: 6, column: 20, scope: !12, inlinedAt: !46)
!46 = distinct !DILocation(line: 22, column: 41, scope: !31)
!47 = !DILocation(line: 7, column: 55, scope: !12, inlinedAt: !46)
!48 = !DILocation(line: 7, column: 12, scope: !12, inlinedAt: !46)
!49 = !DILocation(line: 8, column: 61, scope: !12, inlinedAt: !46)
!50 = !DILocation(line: 8, column: 55, scope: !12, inlinedAt: !46)
!51 = !DILocation(line: 8, column: 12, scope: !12, inlinedAt: !46)
!52 = !DILocation(line: 9, column: 49, scope: !12, inlinedAt: !46)
!53 = !DILocation(line: 9, column: 52, scope: !12, inlinedAt: !46)
!54 = !DILocation(line: 9, column: 61, scope: !12, inlinedAt: !46)
!55 = !DILocation(line: 9, column: 59, scope: !12, inlinedAt: !46)
!56 = !DILocation(line: 9, column: 10, scope: !12, inlinedAt: !46)
!57 = !DILocation(line: 22, column: 38, scope: !31)
!58 = !DILocation(line: 23, column: 8, scope: !31)
!59 = !DILocation(line: 24, column: 11, scope: !31)
!60 = !DILocation(line: 25, column: 50, scope: !31)
!61 = !DILocation(line: 25, column: 48, scope: !31)
!62 = !DILocation(line: 25, column: 46, scope: !31)
!63 = !DILocation(line: 25, column: 106, scope: !31)
!64 = !DILocation(line: 19, column: 26, scope: !31)
!65 = !DILocation(line: 26, column: 14, scope: !31)
!66 = !DILocation(line: 26, column: 12, scope: !31)
!67 = !DILocation(line: 26, column: 63, scope: !31)
!68 = !DILocation(line: 26, column: 61, scope: !31)
!69 = !DILocation(line: 26, column: 8, scope: !31)
!70 = !DILocation(line: 27, column: 57, scope: !31)
!71 = !DILocation(line: 27, column: 19, scope: !31)
!72 = !DILocation(line: 28, column: 43, scope: !31)
!73 = !DILocation(line: 28, column: 53, scope: !31)
!74 = !DILocation(line: 28, column: 17, scope: !31)
!75 = !DILocation(line: 28, column: 15, scope: !31)
!76 = !DILocation(line: 28, column: 96, scope: !31)
!77 = !DILocation(line: 28, column: 61, scope: !31)
!78 = !DILocation(line: 28, column: 59, scope: !31)
!79 = !DILocation(line: 29, column: 10, scope: !31)
!80 = !DILocation(line: 29, column: 8, scope: !31)
!81 = !DILocation(line: 28, column: 3, scope: !31)
!82 = !DILocation(line: 28, column: 8, scope: !31)
!83 = !DILocation(line: 30, column: 14, scope: !31)
!84 = !DILocation(line: 30, column: 56, scope: !31)
!85 = !DILocation(line: 30, column: 54, scope: !31)
!86 = !DILocation(line: 31, column: 24, scope: !31)
!87 = !DILocation(line: 31, column: 12, scope: !31)
!88 = !DILocation(line: 31, column: 63, scope: !31)
!89 = !DILocation(line: 31, column: 61, scope: !31)
!90 = !DILocation(line: 30, column: 7, scope: !31)
!91 = !DILocation(line: 30, column: 3, scope: !31)
!92 = !DILocation(line: 30, column: 12, scope: !31)
!93 = !DILocation(line: 33, column: 55, scope: !31)
!94 = !DILocation(line: 33, column: 14, scope: !31)
!95 = !DILocation(line: 33, column: 67, scope: !31)
!96 = !DILocation(line: 33, column: 3, scope: !31)
!97 = !DILocation(line: 33, column: 12, scope: !31)
!98 = !DILocation(line: 34, column: 21, scope: !31)
!99 = !DILocation(line: 35, column: 16, scope: !31)
!100 = !DILocation(line: 37, column: 12, scope: !31)
!101 = !DILocation(line: 37, column: 30, scope: !31)
!102 = !DILocation(line: 37, column: 23, scope: !31)
!103 = !DILocation(line: 0, scope: !31)
!104 = !DILocation(line: 38, column: 10, scope: !31)
!105 = !DILocation(line: 39, column: 63, scope: !31)
!106 = !DILocation(line: 39, column: 47, scope: !31)
!107 = !DILocation(line: 39, column: 21, scope: !31)
!108 = !DILocation(line: 39, column: 19, scope: !31)
!109 = !DILocation(line: 39, column: 3, scope: !31)
!110 = !DILocation(line: 39, column: 12, scope: !31)
!111 = !DILocation(line: 40, column: 1, scope: !31)
