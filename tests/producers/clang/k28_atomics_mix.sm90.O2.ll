; ModuleID = 'k28_atomics_mix.cu'
source_filename = "k28_atomics_mix.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ11atomics_mixE2sd = internal addrspace(3) global [8 x double] undef, align 8
@_ZZ11atomics_mixE2su = internal addrspace(3) global i64 undef, align 8

; Function Attrs: mustprogress nofree norecurse nounwind memory(argmem: readwrite)
define dso_local noundef double @_Z10atomic_mulPdd(ptr noundef captures(none) %0, double noundef %1) local_unnamed_addr #0 !dbg !12 {
  %3 = load i64, ptr %0, align 8, !dbg !15, !tbaa !16
  br label %4, !dbg !18

4:                                                ; preds = %4, %2
  %5 = phi i64 [ %3, %2 ], [ %10, %4 ], !dbg !19
  %6 = bitcast i64 %5 to double, !dbg !20
  %7 = fmul contract double %1, %6, !dbg !21
  %8 = bitcast double %7 to i64, !dbg !22
  %9 = cmpxchg ptr %0, i64 %5, i64 %8 seq_cst seq_cst, align 8, !dbg !23
  %10 = extractvalue { i64, i1 } %9, 0, !dbg !23
  %11 = icmp eq i64 %5, %10, !dbg !24
  br i1 %11, label %12, label %4, !dbg !25, !llvm.loop !26

12:                                               ; preds = %4
  ret double %6, !dbg !29
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @atomics_mix(ptr noundef captures(none) %0, ptr noundef captures(none) %1, ptr noundef captures(none) %2, ptr noundef captures(none) %3, i32 noundef %4) local_unnamed_addr #1 !dbg !30 {
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !31
  %7 = icmp samesign ult i32 %6, 8, !dbg !32
  br i1 %7, label %8, label %11, !dbg !32

8:                                                ; preds = %5
  %9 = zext nneg i32 %6 to i64
  %10 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ11atomics_mixE2sd to ptr), i64 %9
  store double 0.000000e+00, ptr %10, align 8, !dbg !33, !tbaa !34
  br label %11, !dbg !36

11:                                               ; preds = %8, %5
  %12 = icmp eq i32 %6, 0, !dbg !37
  br i1 %12, label %13, label %14, !dbg !37

13:                                               ; preds = %11
  store i64 0, ptr addrspacecast (ptr addrspace(3) @_ZZ11atomics_mixE2su to ptr), align 8, !dbg !38, !tbaa !16
  br label %14, !dbg !39

14:                                               ; preds = %13, %11
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !40
  %15 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !41
  %16 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !42
  %17 = mul nuw nsw i32 %15, %16, !dbg !43
  %18 = add nuw nsw i32 %17, %6, !dbg !44
  %19 = icmp slt i32 %18, %4, !dbg !45
  %20 = zext nneg i32 %18 to i64
  br i1 %19, label %21, label %24, !dbg !46

21:                                               ; preds = %14
  %22 = getelementptr inbounds nuw double, ptr %0, i64 %20
  %23 = load double, ptr %22, align 8, !dbg !47, !tbaa !34
  br label %24, !dbg !46

24:                                               ; preds = %14, %21
  %25 = phi contract double [ %23, %21 ], [ 1.000000e+00, %14 ], !dbg !46
  %26 = and i32 %6, 7, !dbg !48
  %27 = zext nneg i32 %26 to i64, !dbg !49
  %28 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ11atomics_mixE2sd to ptr), i64 %27, !dbg !49
  %29 = atomicrmw fadd ptr %28, double %25 seq_cst, align 8, !dbg !50
  %30 = atomicrmw add ptr addrspacecast (ptr addrspace(3) @_ZZ11atomics_mixE2su to ptr), i64 %20 seq_cst, align 8, !dbg !51
  %31 = and i32 %18, 3, !dbg !52
  %32 = zext nneg i32 %31 to i64, !dbg !53
  %33 = getelementptr inbounds nuw float, ptr %1, i64 %32, !dbg !53
  %34 = fptrunc contract double %25 to float, !dbg !54
  %35 = atomicrmw fadd ptr %33, float %34 seq_cst, align 4, !dbg !55
  %36 = atomicrmw umax ptr %2, i64 %30 seq_cst, align 8, !dbg !56
  %37 = getelementptr inbounds nuw i8, ptr %2, i64 8, !dbg !57
  %38 = atomicrmw xchg ptr %37, i64 %20 seq_cst, align 8, !dbg !58
  %39 = tail call i32 @llvm.nvvm.atomic.add.gen.i.cta.i32.p0(ptr %3, i32 1), !dbg !59
  %40 = getelementptr inbounds nuw i8, ptr %3, i64 4, !dbg !60
  %41 = fcmp contract ogt float %35, 0.000000e+00, !dbg !61
  %42 = zext i1 %41 to i32, !dbg !62
  %43 = tail call i32 @llvm.nvvm.atomic.add.gen.i.sys.i32.p0(ptr nonnull %40, i32 %42), !dbg !63
  %44 = sext i32 %4 to i64, !dbg !64
  %45 = getelementptr inbounds double, ptr %0, i64 %44, !dbg !64
  %46 = load i64, ptr %45, align 8, !dbg !65, !tbaa !16
  br label %47, !dbg !67

47:                                               ; preds = %47, %24
  %48 = phi i64 [ %46, %24 ], [ %53, %47 ], !dbg !68
  %49 = bitcast i64 %48 to double, !dbg !69
  %50 = fmul contract double %49, 1.000100e+00, !dbg !70
  %51 = bitcast double %50 to i64, !dbg !71
  %52 = cmpxchg ptr %45, i64 %48, i64 %51 seq_cst seq_cst, align 8, !dbg !72
  %53 = extractvalue { i64, i1 } %52, 0, !dbg !72
  %54 = icmp eq i64 %48, %53, !dbg !73
  br i1 %54, label %55, label %47, !dbg !74, !llvm.loop !75

55:                                               ; preds = %47
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !77
  br i1 %12, label %56, label %81, !dbg !78

56:                                               ; preds = %55
  %57 = load double, ptr addrspacecast (ptr addrspace(3) @_ZZ11atomics_mixE2sd to ptr), align 8, !dbg !79, !tbaa !34
  %58 = fadd contract double %57, 0.000000e+00, !dbg !80
  %59 = load double, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ11atomics_mixE2sd to ptr), i64 8), align 8, !dbg !79, !tbaa !34
  %60 = fadd contract double %58, %59, !dbg !80
  %61 = load double, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ11atomics_mixE2sd to ptr), i64 16), align 8, !dbg !79, !tbaa !34
  %62 = fadd contract double %60, %61, !dbg !80
  %63 = load double, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ11atomics_mixE2sd to ptr), i64 24), align 8, !dbg !79, !tbaa !34
  %64 = fadd contract double %62, %63, !dbg !80
  %65 = load double, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ11atomics_mixE2sd to ptr), i64 32), align 8, !dbg !79, !tbaa !34
  %66 = fadd contract double %64, %65, !dbg !80
  %67 = load double, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ11atomics_mixE2sd to ptr), i64 40), align 8, !dbg !79, !tbaa !34
  %68 = fadd contract double %66, %67, !dbg !80
  %69 = load double, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ11atomics_mixE2sd to ptr), i64 48), align 8, !dbg !79, !tbaa !34
  %70 = fadd contract double %68, %69, !dbg !80
  %71 = load double, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ11atomics_mixE2sd to ptr), i64 56), align 8, !dbg !79, !tbaa !34
  %72 = fadd contract double %70, %71, !dbg !80
  %73 = fadd contract double %72, %49, !dbg !81
  %74 = load i64, ptr addrspacecast (ptr addrspace(3) @_ZZ11atomics_mixE2su to ptr), align 8, !dbg !82, !tbaa !16
  %75 = uitofp i64 %74 to double, !dbg !82
  %76 = fadd contract double %73, %75, !dbg !83
  %77 = add nuw nsw i32 %15, 1, !dbg !84
  %78 = add i32 %77, %4, !dbg !85
  %79 = sext i32 %78 to i64, !dbg !86
  %80 = getelementptr inbounds double, ptr %0, i64 %79, !dbg !86
  store double %76, ptr %80, align 8, !dbg !87, !tbaa !34
  br label %81, !dbg !88

81:                                               ; preds = %56, %55
  ret void, !dbg !89
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: nocallback nounwind memory(argmem: readwrite)
declare i32 @llvm.nvvm.atomic.add.gen.i.cta.i32.p0(ptr captures(none), i32) #4

; Function Attrs: nocallback nounwind memory(argmem: readwrite)
declare i32 @llvm.nvvm.atomic.add.gen.i.sys.i32.p0(ptr captures(none), i32) #4

attributes #0 = { mustprogress nofree norecurse nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" }
attributes #1 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { nocallback nounwind memory(argmem: readwrite) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6}
!llvm.ident = !{!7}
!llvm.errno.tbaa = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "k28_atomics_mix.cu", directory: "/work/wt/nvir31/tools/capture/clang_kernels")
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
!12 = distinct !DISubprogram(name: "atomic_mul", scope: !1, file: !1, line: 4, type: !13, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 6, column: 28, scope: !12)
!16 = !{!17, !17, i64 0}
!17 = !{!"long long", !10, i64 0}
!18 = !DILocation(line: 7, column: 3, scope: !12)
!19 = !DILocation(line: 0, scope: !12)
!20 = !DILocation(line: 10, column: 64, scope: !12)
!21 = !DILocation(line: 10, column: 100, scope: !12)
!22 = !DILocation(line: 10, column: 34, scope: !12)
!23 = !DILocation(line: 9, column: 11, scope: !12)
!24 = !DILocation(line: 11, column: 20, scope: !12)
!25 = !DILocation(line: 11, column: 3, scope: !12)
!26 = distinct !{!26, !18, !27, !28}
!27 = !DILocation(line: 11, column: 26, scope: !12)
!28 = !{!"llvm.loop.mustprogress"}
!29 = !DILocation(line: 12, column: 3, scope: !12)
!30 = distinct !DISubprogram(name: "atomics_mix", scope: !1, file: !1, line: 14, type: !13, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!31 = !DILocation(line: 17, column: 11, scope: !30)
!32 = !DILocation(line: 18, column: 9, scope: !30)
!33 = !DILocation(line: 18, column: 20, scope: !30)
!34 = !{!35, !35, i64 0}
!35 = !{!"double", !10, i64 0}
!36 = !DILocation(line: 18, column: 14, scope: !30)
!37 = !DILocation(line: 19, column: 9, scope: !30)
!38 = !DILocation(line: 19, column: 18, scope: !30)
!39 = !DILocation(line: 19, column: 15, scope: !30)
!40 = !DILocation(line: 20, column: 3, scope: !30)
!41 = !DILocation(line: 21, column: 11, scope: !30)
!42 = !DILocation(line: 21, column: 24, scope: !30)
!43 = !DILocation(line: 21, column: 22, scope: !30)
!44 = !DILocation(line: 21, column: 35, scope: !30)
!45 = !DILocation(line: 22, column: 16, scope: !30)
!46 = !DILocation(line: 22, column: 14, scope: !30)
!47 = !DILocation(line: 22, column: 22, scope: !30)
!48 = !DILocation(line: 23, column: 31, scope: !30)
!49 = !DILocation(line: 23, column: 26, scope: !30)
!50 = !DILocation(line: 23, column: 3, scope: !30)
!51 = !DILocation(line: 24, column: 28, scope: !30)
!52 = !DILocation(line: 25, column: 43, scope: !30)
!53 = !DILocation(line: 25, column: 39, scope: !30)
!54 = !DILocation(line: 25, column: 56, scope: !30)
!55 = !DILocation(line: 25, column: 16, scope: !30)
!56 = !DILocation(line: 26, column: 3, scope: !30)
!57 = !DILocation(line: 27, column: 40, scope: !30)
!58 = !DILocation(line: 27, column: 3, scope: !30)
!59 = !DILocation(line: 28, column: 3, scope: !30)
!60 = !DILocation(line: 29, column: 30, scope: !30)
!61 = !DILocation(line: 29, column: 43, scope: !30)
!62 = !DILocation(line: 29, column: 38, scope: !30)
!63 = !DILocation(line: 29, column: 3, scope: !30)
!64 = !DILocation(line: 30, column: 26, scope: !30)
!65 = !DILocation(line: 6, column: 28, scope: !12, inlinedAt: !66)
!66 = distinct !DILocation(line: 30, column: 14, scope: !30)
!67 = !DILocation(line: 7, column: 3, scope: !12, inlinedAt: !66)
!68 = !DILocation(line: 0, scope: !12, inlinedAt: !66)
!69 = !DILocation(line: 10, column: 64, scope: !12, inlinedAt: !66)
!70 = !DILocation(line: 10, column: 100, scope: !12, inlinedAt: !66)
!71 = !DILocation(line: 10, column: 34, scope: !12, inlinedAt: !66)
!72 = !DILocation(line: 9, column: 11, scope: !12, inlinedAt: !66)
!73 = !DILocation(line: 11, column: 20, scope: !12, inlinedAt: !66)
!74 = !DILocation(line: 11, column: 3, scope: !12, inlinedAt: !66)
!75 = distinct !{!75, !67, !76, !28}
!76 = !DILocation(line: 11, column: 26, scope: !12, inlinedAt: !66)
!77 = !DILocation(line: 31, column: 3, scope: !30)
!78 = !DILocation(line: 32, column: 9, scope: !30)
!79 = !DILocation(line: 34, column: 38, scope: !30)
!80 = !DILocation(line: 34, column: 35, scope: !30)
!81 = !DILocation(line: 35, column: 31, scope: !30)
!82 = !DILocation(line: 35, column: 45, scope: !30)
!83 = !DILocation(line: 35, column: 35, scope: !30)
!84 = !DILocation(line: 35, column: 9, scope: !30)
!85 = !DILocation(line: 35, column: 13, scope: !30)
!86 = !DILocation(line: 35, column: 5, scope: !30)
!87 = !DILocation(line: 35, column: 27, scope: !30)
!88 = !DILocation(line: 36, column: 3, scope: !30)
!89 = !DILocation(line: 37, column: 1, scope: !30)
