; ModuleID = 'l25_atomics_types.cu'
source_filename = "l25_atomics_types.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ13atomics_typesE2sh = internal addrspace(3) global [32 x i32] undef, align 4

; Function Attrs: mustprogress nofree norecurse nounwind memory(argmem: readwrite)
define dso_local noundef float @_Z16atomic_max_floatPff(ptr noundef captures(none) %0, float noundef %1) local_unnamed_addr #0 !dbg !12 {
  %3 = load i32, ptr %0, align 4, !dbg !15, !tbaa !8
  %4 = bitcast float %1 to i32
  br label %5, !dbg !16

5:                                                ; preds = %12, %2
  %6 = phi i32 [ %3, %2 ], [ %13, %12 ], !dbg !17
  %7 = bitcast i32 %6 to float, !dbg !18
  %8 = fcmp contract ole float %1, %7, !dbg !19
  br i1 %8, label %12, label %9, !dbg !19

9:                                                ; preds = %5
  %10 = cmpxchg ptr %0, i32 %6, i32 %4 seq_cst seq_cst, align 4, !dbg !20
  %11 = extractvalue { i32, i1 } %10, 0, !dbg !20
  br label %12, !dbg !21

12:                                               ; preds = %5, %9
  %13 = phi i32 [ %11, %9 ], [ %6, %5 ], !dbg !22
  %14 = icmp eq i32 %13, %6
  %15 = select i1 %8, i1 true, i1 %14
  br i1 %15, label %16, label %5, !llvm.loop !23

16:                                               ; preds = %12
  %17 = bitcast i32 %13 to float, !dbg !26
  ret float %17, !dbg !27
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @atomics_types(ptr noundef captures(none) %0, ptr noundef captures(none) %1, ptr noundef captures(none) %2, ptr noundef captures(none) %3, ptr noundef %4, ptr noundef captures(none) %5, ptr noundef captures(none) %6, ptr noundef captures(none) %7, ptr noundef captures(none) %8) local_unnamed_addr #1 !dbg !28 {
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !29
  %11 = and i32 %10, 31, !dbg !30
  %12 = zext nneg i32 %11 to i64, !dbg !31
  %13 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ13atomics_typesE2sh to ptr), i64 %12, !dbg !31
  store i32 0, ptr %13, align 4, !dbg !32, !tbaa !8
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !33
  %14 = atomicrmw add ptr %0, i32 %10 monotonic, align 4, !dbg !34
  %15 = atomicrmw add ptr %1, i32 3 acq_rel, align 4, !dbg !35
  %16 = zext nneg i32 %10 to i64, !dbg !36
  %17 = atomicrmw add ptr %2, i64 %16 seq_cst, align 8, !dbg !37
  %18 = atomicrmw fadd ptr %4, float 1.500000e+00 seq_cst, align 4, !dbg !38
  %19 = atomicrmw fadd ptr %5, double 2.500000e+00 seq_cst, align 8, !dbg !39
  %20 = getelementptr inbounds nuw i8, ptr %0, i64 4, !dbg !40
  %21 = atomicrmw min ptr %20, i32 %10 monotonic, align 4, !dbg !41
  %22 = getelementptr inbounds nuw i8, ptr %1, i64 4, !dbg !42
  %23 = atomicrmw umax ptr %22, i32 %10 monotonic, align 4, !dbg !43
  %24 = getelementptr inbounds nuw i8, ptr %2, i64 8, !dbg !44
  %25 = sub nsw i64 0, %16, !dbg !45
  %26 = atomicrmw min ptr %24, i64 %25 monotonic, align 8, !dbg !46
  %27 = getelementptr inbounds nuw i8, ptr %3, i64 8, !dbg !47
  %28 = atomicrmw umax ptr %27, i64 %16 monotonic, align 8, !dbg !48
  %29 = getelementptr inbounds nuw i8, ptr %1, i64 8, !dbg !49
  %30 = atomicrmw and ptr %29, i32 240 monotonic, align 4, !dbg !50
  %31 = getelementptr inbounds nuw i8, ptr %3, i64 16, !dbg !51
  %32 = and i32 %10, 63, !dbg !52
  %33 = zext nneg i32 %32 to i64, !dbg !53
  %34 = shl nuw i64 1, %33, !dbg !53
  %35 = atomicrmw or ptr %31, i64 %34 monotonic, align 8, !dbg !54
  %36 = getelementptr inbounds nuw i8, ptr %0, i64 8, !dbg !55
  %37 = atomicrmw xor ptr %36, i32 %10 release, align 4, !dbg !56
  %38 = getelementptr inbounds nuw i8, ptr %4, i64 4, !dbg !57
  %39 = atomicrmw xchg ptr %38, i32 0 acquire, align 4, !dbg !58
  %40 = ptrtoint ptr %4 to i64, !dbg !59
  %41 = atomicrmw xchg ptr %7, i64 %40 monotonic, align 8, !dbg !59
  %42 = trunc nuw nsw i32 %10 to i16, !dbg !60
  %43 = cmpxchg ptr %6, i16 0, i16 %42 monotonic monotonic, align 2, !dbg !61
  %44 = getelementptr inbounds nuw i8, ptr %0, i64 12, !dbg !62
  %45 = cmpxchg ptr %44, i32 0, i32 %10 acq_rel acquire, align 4, !dbg !63
  %46 = extractvalue { i32, i1 } %45, 1, !dbg !63
  %47 = getelementptr inbounds nuw i8, ptr %0, i64 16, !dbg !64
  %48 = tail call i32 @llvm.nvvm.atomic.add.gen.i.cta.i32.p0(ptr nonnull %47, i32 1), !dbg !65
  %49 = getelementptr inbounds nuw i8, ptr %0, i64 20, !dbg !66
  %50 = tail call i32 @llvm.nvvm.atomic.add.gen.i.sys.i32.p0(ptr nonnull %49, i32 1), !dbg !67
  %51 = and i32 %10, 7, !dbg !68
  %52 = zext nneg i32 %51 to i64, !dbg !69
  %53 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ13atomics_typesE2sh to ptr), i64 %52, !dbg !69
  %54 = atomicrmw add ptr %53, i32 1 monotonic, align 4, !dbg !70
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !71
  br i1 %46, label %55, label %56, !dbg !72

55:                                               ; preds = %9
  store atomic i32 1, ptr %8 release, align 4, !dbg !73
  br label %56, !dbg !73

56:                                               ; preds = %55, %9
  %57 = bitcast i32 %39 to float, !dbg !58
  %58 = getelementptr inbounds nuw i8, ptr %8, i64 4, !dbg !74
  %59 = load atomic i32, ptr %58 acquire, align 4, !dbg !75
  %60 = getelementptr inbounds nuw i8, ptr %4, i64 8, !dbg !76
  %61 = load i32, ptr %60, align 4, !dbg !77, !tbaa !8
  br label %62, !dbg !79

62:                                               ; preds = %69, %56
  %63 = phi i32 [ %61, %56 ], [ %70, %69 ], !dbg !80
  %64 = bitcast i32 %63 to float, !dbg !81
  %65 = fcmp contract ole float %57, %64, !dbg !82
  br i1 %65, label %69, label %66, !dbg !82

66:                                               ; preds = %62
  %67 = cmpxchg ptr %60, i32 %63, i32 %39 seq_cst seq_cst, align 4, !dbg !83
  %68 = extractvalue { i32, i1 } %67, 0, !dbg !83
  br label %69, !dbg !84

69:                                               ; preds = %66, %62
  %70 = phi i32 [ %68, %66 ], [ %63, %62 ], !dbg !85
  %71 = icmp eq i32 %70, %63
  %72 = select i1 %65, i1 true, i1 %71
  br i1 %72, label %73, label %62, !llvm.loop !86

73:                                               ; preds = %69
  %74 = extractvalue { i16, i1 } %43, 1, !dbg !61
  %75 = extractvalue { i16, i1 } %43, 0, !dbg !61
  %76 = uitofp i16 %75 to float, !dbg !61
  %77 = select i1 %74, float 0.000000e+00, float %76, !dbg !61
  %78 = bitcast i32 %70 to float, !dbg !88
  %79 = icmp eq i64 %41, 0, !dbg !89
  %80 = select contract i1 %79, float 0.000000e+00, float 1.000000e+00, !dbg !89
  %81 = fadd contract float %80, %78, !dbg !90
  %82 = load i32, ptr %13, align 4, !dbg !91, !tbaa !8
  %83 = add nsw i32 %82, %59, !dbg !92
  %84 = sitofp i32 %83 to float, !dbg !93
  %85 = fadd contract float %81, %84, !dbg !94
  %86 = fadd contract float %77, %85, !dbg !95
  %87 = getelementptr inbounds nuw float, ptr %4, i64 %16, !dbg !96
  %88 = getelementptr inbounds nuw i8, ptr %87, i64 8, !dbg !96
  store float %86, ptr %88, align 4, !dbg !97, !tbaa !98
  ret void, !dbg !100
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #3

; Function Attrs: nocallback nounwind memory(argmem: readwrite)
declare i32 @llvm.nvvm.atomic.add.gen.i.cta.i32.p0(ptr captures(none), i32) #4

; Function Attrs: nocallback nounwind memory(argmem: readwrite)
declare i32 @llvm.nvvm.atomic.add.gen.i.sys.i32.p0(ptr captures(none), i32) #4

attributes #0 = { mustprogress nofree norecurse nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #1 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { nocallback nounwind memory(argmem: readwrite) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6}
!llvm.ident = !{!7}
!llvm.errno.tbaa = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "l25_atomics_types.cu", directory: "/work/wt/llir25/tools/capture/clang_kernels")
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
!12 = distinct !DISubprogram(name: "atomic_max_float", scope: !1, file: !1, line: 7, type: !13, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 9, column: 13, scope: !12)
!16 = !DILocation(line: 10, column: 3, scope: !12)
!17 = !DILocation(line: 9, column: 7, scope: !12)
!18 = !DILocation(line: 12, column: 17, scope: !12)
!19 = !DILocation(line: 13, column: 13, scope: !12)
!20 = !DILocation(line: 14, column: 11, scope: !12)
!21 = !DILocation(line: 15, column: 3, scope: !12)
!22 = !DILocation(line: 0, scope: !12)
!23 = distinct !{!23, !16, !24, !25}
!24 = !DILocation(line: 15, column: 26, scope: !12)
!25 = !{!"llvm.loop.mustprogress"}
!26 = !DILocation(line: 16, column: 10, scope: !12)
!27 = !DILocation(line: 16, column: 3, scope: !12)
!28 = distinct !DISubprogram(name: "atomics_types", scope: !1, file: !1, line: 19, type: !13, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!29 = !DILocation(line: 22, column: 11, scope: !28)
!30 = !DILocation(line: 23, column: 8, scope: !28)
!31 = !DILocation(line: 23, column: 3, scope: !28)
!32 = !DILocation(line: 23, column: 14, scope: !28)
!33 = !DILocation(line: 24, column: 3, scope: !28)
!34 = !DILocation(line: 25, column: 3, scope: !28)
!35 = !DILocation(line: 26, column: 3, scope: !28)
!36 = !DILocation(line: 27, column: 41, scope: !28)
!37 = !DILocation(line: 27, column: 3, scope: !28)
!38 = !DILocation(line: 28, column: 3, scope: !28)
!39 = !DILocation(line: 29, column: 3, scope: !28)
!40 = !DILocation(line: 30, column: 23, scope: !28)
!41 = !DILocation(line: 30, column: 3, scope: !28)
!42 = !DILocation(line: 31, column: 23, scope: !28)
!43 = !DILocation(line: 31, column: 3, scope: !28)
!44 = !DILocation(line: 32, column: 23, scope: !28)
!45 = !DILocation(line: 32, column: 30, scope: !28)
!46 = !DILocation(line: 32, column: 3, scope: !28)
!47 = !DILocation(line: 33, column: 23, scope: !28)
!48 = !DILocation(line: 33, column: 3, scope: !28)
!49 = !DILocation(line: 34, column: 23, scope: !28)
!50 = !DILocation(line: 34, column: 3, scope: !28)
!51 = !DILocation(line: 35, column: 22, scope: !28)
!52 = !DILocation(line: 35, column: 41, scope: !28)
!53 = !DILocation(line: 35, column: 35, scope: !28)
!54 = !DILocation(line: 35, column: 3, scope: !28)
!55 = !DILocation(line: 36, column: 23, scope: !28)
!56 = !DILocation(line: 36, column: 3, scope: !28)
!57 = !DILocation(line: 38, column: 22, scope: !28)
!58 = !DILocation(line: 38, column: 3, scope: !28)
!59 = !DILocation(line: 39, column: 18, scope: !28)
!60 = !DILocation(line: 41, column: 65, scope: !28)
!61 = !DILocation(line: 41, column: 3, scope: !28)
!62 = !DILocation(line: 43, column: 43, scope: !28)
!63 = !DILocation(line: 43, column: 14, scope: !28)
!64 = !DILocation(line: 44, column: 30, scope: !28)
!65 = !DILocation(line: 44, column: 3, scope: !28)
!66 = !DILocation(line: 45, column: 30, scope: !28)
!67 = !DILocation(line: 45, column: 3, scope: !28)
!68 = !DILocation(line: 46, column: 28, scope: !28)
!69 = !DILocation(line: 46, column: 23, scope: !28)
!70 = !DILocation(line: 46, column: 3, scope: !28)
!71 = !DILocation(line: 47, column: 3, scope: !28)
!72 = !DILocation(line: 48, column: 7, scope: !28)
!73 = !DILocation(line: 48, column: 12, scope: !28)
!74 = !DILocation(line: 49, column: 31, scope: !28)
!75 = !DILocation(line: 49, column: 14, scope: !28)
!76 = !DILocation(line: 50, column: 32, scope: !28)
!77 = !DILocation(line: 9, column: 13, scope: !12, inlinedAt: !78)
!78 = distinct !DILocation(line: 50, column: 14, scope: !28)
!79 = !DILocation(line: 10, column: 3, scope: !12, inlinedAt: !78)
!80 = !DILocation(line: 9, column: 7, scope: !12, inlinedAt: !78)
!81 = !DILocation(line: 12, column: 17, scope: !12, inlinedAt: !78)
!82 = !DILocation(line: 13, column: 13, scope: !12, inlinedAt: !78)
!83 = !DILocation(line: 14, column: 11, scope: !12, inlinedAt: !78)
!84 = !DILocation(line: 15, column: 3, scope: !12, inlinedAt: !78)
!85 = !DILocation(line: 0, scope: !12, inlinedAt: !78)
!86 = distinct !{!86, !79, !87, !25}
!87 = !DILocation(line: 15, column: 26, scope: !12, inlinedAt: !78)
!88 = !DILocation(line: 16, column: 10, scope: !12, inlinedAt: !78)
!89 = !DILocation(line: 50, column: 48, scope: !28)
!90 = !DILocation(line: 50, column: 45, scope: !28)
!91 = !DILocation(line: 50, column: 86, scope: !28)
!92 = !DILocation(line: 50, column: 84, scope: !28)
!93 = !DILocation(line: 50, column: 78, scope: !28)
!94 = !DILocation(line: 50, column: 69, scope: !28)
!95 = !DILocation(line: 50, column: 98, scope: !28)
!96 = !DILocation(line: 50, column: 3, scope: !28)
!97 = !DILocation(line: 50, column: 12, scope: !28)
!98 = !{!99, !99, i64 0}
!99 = !{!"float", !10, i64 0}
!100 = !DILocation(line: 51, column: 1, scope: !28)
