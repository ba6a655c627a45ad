; ModuleID = 'k27_warp_sync.cu'
source_filename = "k27_warp_sync.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @warp_sync(ptr noundef captures(none) %0, ptr noundef captures(none) %1, ptr noundef writeonly captures(none) %2, i32 noundef %3) local_unnamed_addr #0 !dbg !12 {
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !15
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !16
  %7 = mul nuw nsw i32 %5, %6, !dbg !17
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !18
  %9 = add nuw nsw i32 %7, %8, !dbg !19
  %10 = and i32 %8, 31, !dbg !20
  %11 = icmp slt i32 %9, %3, !dbg !21
  br i1 %11, label %12, label %16, !dbg !22

12:                                               ; preds = %4
  %13 = zext nneg i32 %9 to i64
  %14 = getelementptr inbounds nuw i32, ptr %0, i64 %13
  %15 = load i32, ptr %14, align 4, !dbg !23, !tbaa !8
  br label %16, !dbg !22

16:                                               ; preds = %4, %12
  %17 = phi i32 [ %15, %12 ], [ 0, %4 ], !dbg !22
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1), !dbg !24
  %18 = and i32 %17, 1, !dbg !25
  %19 = icmp eq i32 %18, 0, !dbg !26
  br i1 %19, label %68, label %20, !dbg !26

20:                                               ; preds = %16
  %21 = tail call i32 @llvm.nvvm.activemask(), !dbg !27
  %22 = add nuw nsw i32 %8, 1, !dbg !28
  %23 = and i32 %22, 31, !dbg !29
  %24 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 %21, i32 %17, i32 %23, i32 31), !dbg !30
  %25 = shl nuw i32 1, %23, !dbg !31
  %26 = and i32 %25, %21, !dbg !32
  %27 = icmp eq i32 %26, 0, !dbg !33
  %28 = select i1 %27, i32 0, i32 %24, !dbg !33
  %29 = add nsw i32 %28, %17, !dbg !33
  %30 = add nuw nsw i32 %8, 2, !dbg !28
  %31 = and i32 %30, 31, !dbg !29
  %32 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 %21, i32 %29, i32 %31, i32 31), !dbg !30
  %33 = shl nuw i32 1, %31, !dbg !31
  %34 = and i32 %33, %21, !dbg !32
  %35 = icmp eq i32 %34, 0, !dbg !33
  %36 = select i1 %35, i32 0, i32 %32, !dbg !33
  %37 = add nsw i32 %36, %29, !dbg !33
  %38 = add nuw nsw i32 %8, 4, !dbg !28
  %39 = and i32 %38, 31, !dbg !29
  %40 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 %21, i32 %37, i32 %39, i32 31), !dbg !30
  %41 = shl nuw i32 1, %39, !dbg !31
  %42 = and i32 %41, %21, !dbg !32
  %43 = icmp eq i32 %42, 0, !dbg !33
  %44 = select i1 %43, i32 0, i32 %40, !dbg !33
  %45 = add nsw i32 %44, %37, !dbg !33
  %46 = add nuw nsw i32 %8, 8, !dbg !28
  %47 = and i32 %46, 31, !dbg !29
  %48 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 %21, i32 %45, i32 %47, i32 31), !dbg !30
  %49 = shl nuw i32 1, %47, !dbg !31
  %50 = and i32 %49, %21, !dbg !32
  %51 = icmp eq i32 %50, 0, !dbg !33
  %52 = select i1 %51, i32 0, i32 %48, !dbg !33
  %53 = add nsw i32 %52, %45, !dbg !33
  %54 = and i32 %8, 31, !dbg !29
  %55 = xor i32 %54, 16, !dbg !29
  %56 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 %21, i32 %53, i32 %55, i32 31), !dbg !30
  %57 = shl nuw i32 1, %55, !dbg !31
  %58 = and i32 %57, %21, !dbg !32
  %59 = icmp eq i32 %58, 0, !dbg !33
  %60 = select i1 %59, i32 0, i32 %56, !dbg !33
  %61 = add nsw i32 %60, %53, !dbg !33
  %62 = tail call range(i32 0, 33) i32 @llvm.cttz.i32(i32 %21, i1 true), !dbg !34
  tail call void @llvm.nvvm.bar.warp.sync(i32 %21), !dbg !35
  %63 = icmp eq i32 %10, %62, !dbg !36
  br i1 %63, label %64, label %74, !dbg !36

64:                                               ; preds = %20
  %65 = lshr i32 %9, 5
  %66 = zext nneg i32 %65 to i64
  %67 = getelementptr inbounds nuw i32, ptr %2, i64 %66
  store i32 %21, ptr %67, align 4, !dbg !37, !tbaa !8
  br label %74, !dbg !38

68:                                               ; preds = %16
  %69 = tail call i32 @llvm.nvvm.activemask(), !dbg !39
  %70 = and i32 %17, 6, !dbg !40
  %71 = tail call i32 @llvm.nvvm.match.any.sync.i32(i32 %69, i32 %70), !dbg !41
  %72 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %71), !dbg !42
  %73 = add nsw i32 %72, %17, !dbg !43
  br label %74

74:                                               ; preds = %20, %64, %68
  %75 = phi i32 [ %73, %68 ], [ %61, %64 ], [ %61, %20 ], !dbg !44
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1), !dbg !45
  %76 = icmp eq i32 %9, 0, !dbg !46
  br i1 %76, label %77, label %78, !dbg !46

77:                                               ; preds = %74
  store atomic i32 1, ptr %1 release, align 4, !dbg !47
  br label %90, !dbg !48

78:                                               ; preds = %74
  %79 = icmp eq i32 %10, 0, !dbg !49
  br i1 %79, label %80, label %90, !dbg !49

80:                                               ; preds = %78
  %81 = load atomic i32, ptr %1 acquire, align 4, !dbg !50
  %82 = icmp eq i32 %81, 0, !dbg !51
  br i1 %82, label %83, label %90, !dbg !52

83:                                               ; preds = %80, %83
  %84 = phi i32 [ %87, %83 ], [ 8, %80 ]
  tail call void @llvm.nvvm.nanosleep(i32 %84), !dbg !53
  %85 = icmp ult i32 %84, 1024, !dbg !54
  %86 = shl i32 %84, 1, !dbg !55
  %87 = select i1 %85, i32 %86, i32 1024, !dbg !55
  %88 = load atomic i32, ptr %1 acquire, align 4, !dbg !50
  %89 = icmp eq i32 %88, 0, !dbg !51
  br i1 %89, label %83, label %90, !dbg !52, !llvm.loop !56

90:                                               ; preds = %83, %80, %78, %77
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1), !dbg !59
  %91 = icmp sgt i32 %75, 100, !dbg !60
  %92 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %91), !dbg !61
  br i1 %11, label %93, label %101, !dbg !62

93:                                               ; preds = %90
  %94 = zext nneg i32 %9 to i64
  %95 = getelementptr inbounds nuw i32, ptr %0, i64 %94
  %96 = shl nsw i32 -1, %10
  %97 = xor i32 %96, -1
  %98 = and i32 %92, %97
  %99 = tail call range(i32 0, 32) i32 @llvm.ctpop.i32(i32 %98)
  %100 = add nsw i32 %99, %75
  store i32 %100, ptr %95, align 4, !dbg !63, !tbaa !8
  br label %101, !dbg !64

101:                                              ; preds = %93, %90
  ret void, !dbg !65
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.bar.warp.sync(i32) #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.activemask() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.cttz.i32(i32, i1 immarg) #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32) #3

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.match.any.sync.i32(i32, i32) #3

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #4

; Function Attrs: convergent mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.nvvm.nanosleep(i32) #5

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1) #3

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #4 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { convergent mustprogress nocallback nofree nosync nounwind willreturn }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6}
!llvm.ident = !{!7}
!llvm.errno.tbaa = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "k27_warp_sync.cu", directory: "/work/wt/numba25c/tools/capture/clang_kernels")
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
!12 = distinct !DISubprogram(name: "warp_sync", scope: !1, file: !1, line: 5, type: !13, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 6, column: 11, scope: !12)
!16 = !DILocation(line: 6, column: 24, scope: !12)
!17 = !DILocation(line: 6, column: 22, scope: !12)
!18 = !DILocation(line: 6, column: 37, scope: !12)
!19 = !DILocation(line: 6, column: 35, scope: !12)
!20 = !DILocation(line: 7, column: 26, scope: !12)
!21 = !DILocation(line: 8, column: 13, scope: !12)
!22 = !DILocation(line: 8, column: 11, scope: !12)
!23 = !DILocation(line: 8, column: 19, scope: !12)
!24 = !DILocation(line: 9, column: 3, scope: !12)
!25 = !DILocation(line: 10, column: 9, scope: !12)
!26 = !DILocation(line: 10, column: 7, scope: !12)
!27 = !DILocation(line: 11, column: 23, scope: !12)
!28 = !DILocation(line: 15, column: 63, scope: !12)
!29 = !DILocation(line: 15, column: 70, scope: !12)
!30 = !DILocation(line: 15, column: 19, scope: !12)
!31 = !DILocation(line: 16, column: 24, scope: !12)
!32 = !DILocation(line: 16, column: 18, scope: !12)
!33 = !DILocation(line: 16, column: 11, scope: !12)
!34 = !DILocation(line: 12, column: 18, scope: !12)
!35 = !DILocation(line: 18, column: 5, scope: !12)
!36 = !DILocation(line: 19, column: 14, scope: !12)
!37 = !DILocation(line: 19, column: 39, scope: !12)
!38 = !DILocation(line: 19, column: 25, scope: !12)
!39 = !DILocation(line: 22, column: 48, scope: !12)
!40 = !DILocation(line: 22, column: 71, scope: !12)
!41 = !DILocation(line: 22, column: 22, scope: !12)
!42 = !DILocation(line: 23, column: 10, scope: !12)
!43 = !DILocation(line: 23, column: 7, scope: !12)
!44 = !DILocation(line: 0, scope: !12)
!45 = !DILocation(line: 25, column: 3, scope: !12)
!46 = !DILocation(line: 26, column: 9, scope: !12)
!47 = !DILocation(line: 27, column: 5, scope: !12)
!48 = !DILocation(line: 28, column: 3, scope: !12)
!49 = !DILocation(line: 28, column: 19, scope: !12)
!50 = !DILocation(line: 30, column: 12, scope: !12)
!51 = !DILocation(line: 30, column: 58, scope: !12)
!52 = !DILocation(line: 30, column: 5, scope: !12)
!53 = !DILocation(line: 31, column: 7, scope: !12)
!54 = !DILocation(line: 32, column: 15, scope: !12)
!55 = !DILocation(line: 32, column: 12, scope: !12)
!56 = distinct !{!56, !52, !57, !58}
!57 = !DILocation(line: 33, column: 5, scope: !12)
!58 = !{!"llvm.loop.mustprogress"}
!59 = !DILocation(line: 35, column: 3, scope: !12)
!60 = !DILocation(line: 36, column: 54, scope: !12)
!61 = !DILocation(line: 36, column: 16, scope: !12)
!62 = !DILocation(line: 37, column: 9, scope: !12)
!63 = !DILocation(line: 37, column: 22, scope: !12)
!64 = !DILocation(line: 37, column: 14, scope: !12)
!65 = !DILocation(line: 38, column: 1, scope: !12)
