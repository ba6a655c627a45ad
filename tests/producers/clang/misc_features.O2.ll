; ModuleID = 'misc_features.cu'
source_filename = "misc_features.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.V3 = type { float, float, float }
%printf_args = type { i32, double }

@coeffs = dso_local addrspace(4) externally_initialized constant [8 x float] [float 1.000000e+00, float 2.000000e+00, float 3.000000e+00, float 4.000000e+00, float 5.000000e+00, float 6.000000e+00, float 7.000000e+00, float 8.000000e+00], align 4
@_ZZ12table_lookupiE1t = internal unnamed_addr addrspace(4) constant [5 x i32] [i32 3, i32 1, i32 4, i32 1, i32 5], align 4
@_ZZ4moreE3cnt = internal addrspace(3) global i32 undef, align 4
@.str = private unnamed_addr constant [11 x i8] c"i=%d f=%f\0A\00", align 1
@llvm.compiler.used = appending global [1 x ptr] [ptr addrspacecast (ptr addrspace(4) @coeffs to ptr)], section "llvm.metadata"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local noundef i32 @_Z12table_lookupi(i32 noundef %0) local_unnamed_addr #0 !dbg !12 {
  %2 = srem i32 %0, 5, !dbg !15
  %3 = sext i32 %2 to i64, !dbg !16
  %4 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(4) @_ZZ12table_lookupiE1t to ptr), i64 %3, !dbg !16
  %5 = load i32, ptr %4, align 4, !dbg !16, !tbaa !8
  ret i32 %5, !dbg !17
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read)
define dso_local %struct.V3 @_Z5cross2V3S_(ptr noundef readonly byval(%struct.V3) align 4 captures(none) %0, ptr noundef readonly byval(%struct.V3) align 4 captures(none) %1) local_unnamed_addr #1 !dbg !18 {
  %3 = getelementptr inbounds nuw i8, ptr %0, i64 4, !dbg !19
  %4 = load float, ptr %3, align 4, !dbg !19, !tbaa !20
  %5 = getelementptr inbounds nuw i8, ptr %1, i64 8, !dbg !23
  %6 = load float, ptr %5, align 4, !dbg !23, !tbaa !24
  %7 = fmul contract float %4, %6, !dbg !25
  %8 = getelementptr inbounds nuw i8, ptr %0, i64 8, !dbg !26
  %9 = load float, ptr %8, align 4, !dbg !26, !tbaa !24
  %10 = getelementptr inbounds nuw i8, ptr %1, i64 4, !dbg !27
  %11 = load float, ptr %10, align 4, !dbg !27, !tbaa !20
  %12 = fmul contract float %9, %11, !dbg !28
  %13 = fsub contract float %7, %12, !dbg !29
  %14 = load float, ptr %1, align 4, !dbg !30, !tbaa !31
  %15 = fmul contract float %9, %14, !dbg !32
  %16 = load float, ptr %0, align 4, !dbg !33, !tbaa !31
  %17 = fmul contract float %6, %16, !dbg !34
  %18 = fsub contract float %15, %17, !dbg !35
  %19 = fmul contract float %11, %16, !dbg !36
  %20 = fmul contract float %4, %14, !dbg !37
  %21 = fsub contract float %19, %20, !dbg !38
  %22 = insertvalue %struct.V3 poison, float %13, 0, !dbg !39
  %23 = insertvalue %struct.V3 %22, float %18, 1, !dbg !39
  %24 = insertvalue %struct.V3 %23, float %21, 2, !dbg !39
  ret %struct.V3 %24, !dbg !39
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local noundef range(i32 1, -2147483648) i32 @_Z4facti(i32 noundef %0) #0 !dbg !40 {
  %2 = icmp slt i32 %0, 2, !dbg !41
  br i1 %2, label %46, label %3, !dbg !42

3:                                                ; preds = %1
  %4 = add nsw i32 %0, -1, !dbg !42
  %5 = add nsw i32 %0, -2, !dbg !42
  %6 = and i32 %4, 7, !dbg !42
  %7 = icmp ult i32 %5, 7, !dbg !42
  br i1 %7, label %34, label %8, !dbg !42

8:                                                ; preds = %3
  %9 = and i32 %4, -8, !dbg !42
  br label %10, !dbg !42

10:                                               ; preds = %10, %8
  %11 = phi i32 [ %0, %8 ], [ %28, %10 ]
  %12 = phi i32 [ 1, %8 ], [ %29, %10 ]
  %13 = phi i32 [ 0, %8 ], [ %30, %10 ]
  %14 = add nsw i32 %11, -1
  %15 = mul nuw nsw i32 %11, %12, !dbg !43
  %16 = add nsw i32 %11, -2
  %17 = mul nuw nsw i32 %14, %15, !dbg !43
  %18 = add nsw i32 %11, -3
  %19 = mul nuw nsw i32 %16, %17, !dbg !43
  %20 = add nsw i32 %11, -4
  %21 = mul nuw nsw i32 %18, %19, !dbg !43
  %22 = add nsw i32 %11, -5
  %23 = mul nuw nsw i32 %20, %21, !dbg !43
  %24 = add nsw i32 %11, -6
  %25 = mul nuw nsw i32 %22, %23, !dbg !43
  %26 = add nsw i32 %11, -7
  %27 = mul nuw nsw i32 %24, %25, !dbg !43
  %28 = add nsw i32 %11, -8
  %29 = mul nuw nsw i32 %26, %27, !dbg !43
  %30 = add i32 %13, 8, !dbg !42
  %31 = icmp eq i32 %30, %9, !dbg !42
  br i1 %31, label %32, label %10, !dbg !42

32:                                               ; preds = %10
  %33 = icmp eq i32 %6, 0, !dbg !42
  br i1 %33, label %46, label %34, !dbg !42

34:                                               ; preds = %32, %3
  %35 = phi i32 [ %0, %3 ], [ %28, %32 ]
  %36 = phi i32 [ 1, %3 ], [ %29, %32 ]
  %37 = icmp ne i32 %6, 0, !dbg !42
  tail call void @llvm.assume(i1 %37), !dbg !42
  br label %38, !dbg !42

38:                                               ; preds = %38, %34
  %39 = phi i32 [ %42, %38 ], [ %35, %34 ]
  %40 = phi i32 [ %43, %38 ], [ %36, %34 ]
  %41 = phi i32 [ %44, %38 ], [ 0, %34 ]
  %42 = add nsw i32 %39, -1
  %43 = mul nuw nsw i32 %39, %40, !dbg !43
  %44 = add i32 %41, 1, !dbg !42
  %45 = icmp eq i32 %44, %6, !dbg !42
  br i1 %45, label %46, label %38, !dbg !42, !llvm.loop !44

46:                                               ; preds = %32, %38, %1
  %47 = phi i32 [ 1, %1 ], [ %29, %32 ], [ %43, %38 ]
  ret i32 %47, !dbg !46
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local noundef range(i32 -2147483648, 2147483647) i32 @_Z5twicei(i32 noundef %0) #0 !dbg !47 {
  %2 = shl nsw i32 %0, 1, !dbg !48
  ret i32 %2, !dbg !49
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local noundef nonnull ptr @_Z4picki(i32 noundef %0) local_unnamed_addr #0 !dbg !50 {
  %2 = icmp eq i32 %0, 0, !dbg !51
  %3 = select i1 %2, ptr @_Z4facti, ptr @_Z5twicei, !dbg !51
  ret ptr %3, !dbg !52
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @more(ptr noundef captures(none) %0, ptr noundef captures(none) %1, ptr noundef captures(none) %2, ptr noundef captures(none) %3, ptr noundef captures(none) %4, i32 noundef %5) local_unnamed_addr #2 !dbg !53 {
  %7 = alloca %printf_args, align 8
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !54
  %9 = icmp eq i32 %8, 0, !dbg !55
  br i1 %9, label %10, label %11, !dbg !55

10:                                               ; preds = %6
  store i32 0, ptr addrspacecast (ptr addrspace(3) @_ZZ4moreE3cnt to ptr), align 4, !dbg !56, !tbaa !8
  br label %11, !dbg !57

11:                                               ; preds = %10, %6
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !58
  %12 = atomicrmw add ptr addrspacecast (ptr addrspace(3) @_ZZ4moreE3cnt to ptr), i32 1 seq_cst, align 4, !dbg !59
  %13 = and i32 %8, 7, !dbg !60
  %14 = zext nneg i32 %13 to i64, !dbg !61
  %15 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(4) @coeffs to ptr), i64 %14, !dbg !61
  %16 = load float, ptr %15, align 4, !dbg !61, !tbaa !62
  %17 = zext nneg i32 %8 to i64, !dbg !63
  %18 = getelementptr inbounds nuw float, ptr %0, i64 %17, !dbg !63
  %19 = load float, ptr %18, align 4, !dbg !63, !tbaa !62
  %20 = fmul contract float %19, %19, !dbg !64
  %21 = fmul contract float %16, %20, !dbg !67
  %22 = getelementptr inbounds nuw i8, ptr %0, i64 4, !dbg !68
  %23 = addrspacecast ptr %22 to ptr addrspace(1), !dbg !69
  %24 = load float, ptr addrspace(1) %23, align 4, !dbg !69, !invariant.load !14
  %25 = fadd contract float %24, %21, !dbg !70
  store float %25, ptr %18, align 4, !dbg !71, !tbaa !62
  %26 = getelementptr inbounds nuw i32, ptr %1, i64 %17, !dbg !72
  %27 = load i32, ptr %26, align 4, !dbg !72, !tbaa !8
  %28 = srem i32 %27, 5, !dbg !73
  %29 = sext i32 %28 to i64, !dbg !75
  %30 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(4) @_ZZ12table_lookupiE1t to ptr), i64 %29, !dbg !75
  %31 = load i32, ptr %30, align 4, !dbg !75, !tbaa !8
  %32 = and i32 %27, 7, !dbg !76
  %33 = icmp samesign ult i32 %32, 2, !dbg !77
  br i1 %33, label %40, label %34, !dbg !79

34:                                               ; preds = %11, %34
  %35 = phi i32 [ %37, %34 ], [ %32, %11 ]
  %36 = phi i32 [ %38, %34 ], [ 1, %11 ]
  %37 = add nsw i32 %35, -1
  %38 = mul nuw nsw i32 %36, %35, !dbg !80
  %39 = icmp samesign ult i32 %35, 3, !dbg !77
  br i1 %39, label %40, label %34, !dbg !79

40:                                               ; preds = %34, %11
  %41 = phi i32 [ 1, %11 ], [ %38, %34 ]
  %42 = add nsw i32 %41, %31, !dbg !81
  %43 = and i32 %8, 1, !dbg !82
  %44 = icmp eq i32 %43, 0, !dbg !83
  %45 = select i1 %44, ptr @_Z4facti, ptr @_Z5twicei, !dbg !83
  %46 = tail call noundef i32 %45(i32 noundef %8) #8, !dbg !85, !callees !86
  %47 = add nsw i32 %42, %46, !dbg !87
  %48 = getelementptr inbounds nuw %struct.V3, ptr %2, i64 %17, !dbg !88
  %49 = load float, ptr %48, align 4, !dbg !88, !tbaa !62
  %50 = getelementptr inbounds nuw i8, ptr %48, i64 4, !dbg !88
  %51 = load float, ptr %50, align 4, !dbg !88, !tbaa !62
  %52 = getelementptr inbounds nuw i8, ptr %48, i64 8, !dbg !88
  %53 = load float, ptr %52, align 4, !dbg !88, !tbaa !62
  %54 = add nuw nsw i32 %8, 1, !dbg !89
  %55 = zext nneg i32 %54 to i64, !dbg !90
  %56 = getelementptr inbounds nuw %struct.V3, ptr %2, i64 %55, !dbg !90
  %57 = load float, ptr %56, align 4, !dbg !90, !tbaa !62
  %58 = getelementptr inbounds nuw i8, ptr %56, i64 4, !dbg !90
  %59 = load float, ptr %58, align 4, !dbg !90, !tbaa !62
  %60 = getelementptr inbounds nuw i8, ptr %56, i64 8, !dbg !90
  %61 = load float, ptr %60, align 4, !dbg !90, !tbaa !62
  %62 = fmul contract float %51, %61, !dbg !91
  %63 = fmul contract float %53, %59, !dbg !93
  %64 = fsub contract float %62, %63, !dbg !94
  %65 = fmul contract float %53, %57, !dbg !95
  %66 = fmul contract float %49, %61, !dbg !96
  %67 = fsub contract float %65, %66, !dbg !97
  %68 = fmul contract float %49, %59, !dbg !98
  %69 = fmul contract float %51, %57, !dbg !99
  %70 = fsub contract float %68, %69, !dbg !100
  store float %64, ptr %48, align 4, !dbg !101, !tbaa !62
  store float %67, ptr %50, align 4, !dbg !101, !tbaa !62
  store float %70, ptr %52, align 4, !dbg !101, !tbaa !62
  %71 = getelementptr inbounds nuw i128, ptr %3, i64 %17, !dbg !102
  %72 = load i128, ptr %71, align 16, !dbg !102, !tbaa !103
  %73 = getelementptr inbounds nuw i128, ptr %3, i64 %55, !dbg !105
  %74 = load i128, ptr %73, align 16, !dbg !105, !tbaa !103
  %75 = sext i32 %5 to i128, !dbg !106
  %76 = add i128 %72, %75, !dbg !107
  %77 = add i128 %76, %74, !dbg !108
  store i128 %77, ptr %71, align 16, !dbg !109, !tbaa !103
  %78 = getelementptr inbounds nuw half, ptr %4, i64 %17, !dbg !110
  %79 = load half, ptr %78, align 2, !dbg !110, !tbaa !111
  %80 = fmul contract half %79, 0xH4000, !dbg !113
  %81 = getelementptr inbounds nuw half, ptr %4, i64 %55, !dbg !114
  %82 = load half, ptr %81, align 2, !dbg !114, !tbaa !111
  %83 = fadd contract half %80, %82, !dbg !115
  store half %83, ptr %78, align 2, !dbg !116, !tbaa !111
  %84 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %47, i32 1, i32 31), !dbg !117
  %85 = add nsw i32 %84, %47, !dbg !118
  store i32 %85, ptr %26, align 4, !dbg !118, !tbaa !8
  %86 = load float, ptr %18, align 4, !dbg !119, !tbaa !62
  %87 = fpext contract float %86 to double, !dbg !119
  store i32 %8, ptr %7, align 8, !dbg !120
  %88 = getelementptr inbounds nuw i8, ptr %7, i64 8, !dbg !120
  store double %87, ptr %88, align 8, !dbg !120
  %89 = call i32 @vprintf(ptr nonnull @.str, ptr nonnull %7) #9, !dbg !120
  %90 = icmp slt i32 %5, 0, !dbg !121
  br i1 %90, label %91, label %92, !dbg !121

91:                                               ; preds = %40
  call void @llvm.trap(), !dbg !122
  unreachable, !dbg !122

92:                                               ; preds = %40
  %93 = icmp ne i32 %5, 7, !dbg !123
  call void @llvm.assume(i1 %93), !dbg !123
  ret void, !dbg !124
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #4

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32) #5

declare i32 @vprintf(ptr, ptr) local_unnamed_addr

; Function Attrs: cold noreturn nounwind memory(inaccessiblemem: write)
declare void @llvm.trap() #6

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #7

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #2 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nocallback nounwind }
attributes #5 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #6 = { cold noreturn nounwind memory(inaccessiblemem: write) }
attributes #7 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #8 = { convergent nounwind }
attributes #9 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6}
!llvm.ident = !{!7}
!llvm.errno.tbaa = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "misc_features.cu", directory: "/work/wt/llir25/tools/capture/clang_kernels")
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
!12 = distinct !DISubprogram(name: "table_lookup", scope: !1, file: !1, line: 7, type: !13, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 7, column: 90, scope: !12)
!16 = !DILocation(line: 7, column: 86, scope: !12)
!17 = !DILocation(line: 7, column: 79, scope: !12)
!18 = distinct !DISubprogram(name: "cross", scope: !1, file: !1, line: 10, type: !13, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!19 = !DILocation(line: 10, column: 45, scope: !18)
!20 = !{!21, !22, i64 4}
!21 = !{!"_ZTS2V3", !22, i64 0, !22, i64 4, !22, i64 8}
!22 = !{!"float", !10, i64 0}
!23 = !DILocation(line: 10, column: 49, scope: !18)
!24 = !{!21, !22, i64 8}
!25 = !DILocation(line: 10, column: 46, scope: !18)
!26 = !DILocation(line: 10, column: 55, scope: !18)
!27 = !DILocation(line: 10, column: 59, scope: !18)
!28 = !DILocation(line: 10, column: 56, scope: !18)
!29 = !DILocation(line: 10, column: 51, scope: !18)
!30 = !DILocation(line: 10, column: 68, scope: !18)
!31 = !{!21, !22, i64 0}
!32 = !DILocation(line: 10, column: 65, scope: !18)
!33 = !DILocation(line: 10, column: 74, scope: !18)
!34 = !DILocation(line: 10, column: 75, scope: !18)
!35 = !DILocation(line: 10, column: 70, scope: !18)
!36 = !DILocation(line: 10, column: 84, scope: !18)
!37 = !DILocation(line: 10, column: 94, scope: !18)
!38 = !DILocation(line: 10, column: 89, scope: !18)
!39 = !DILocation(line: 10, column: 35, scope: !18)
!40 = distinct !DISubprogram(name: "fact", scope: !1, file: !1, line: 11, type: !13, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!41 = !DILocation(line: 11, column: 39, scope: !40)
!42 = !DILocation(line: 11, column: 37, scope: !40)
!43 = !DILocation(line: 11, column: 52, scope: !40)
!44 = distinct !{!44, !45}
!45 = !{!"llvm.loop.unroll.disable"}
!46 = !DILocation(line: 11, column: 30, scope: !40)
!47 = distinct !DISubprogram(name: "twice", scope: !1, file: !1, line: 13, type: !13, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!48 = !DILocation(line: 13, column: 40, scope: !47)
!49 = !DILocation(line: 13, column: 31, scope: !47)
!50 = distinct !DISubprogram(name: "pick", scope: !1, file: !1, line: 14, type: !13, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!51 = !DILocation(line: 14, column: 38, scope: !50)
!52 = !DILocation(line: 14, column: 31, scope: !50)
!53 = distinct !DISubprogram(name: "more", scope: !1, file: !1, line: 15, type: !13, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!54 = !DILocation(line: 16, column: 11, scope: !53)
!55 = !DILocation(line: 18, column: 9, scope: !53)
!56 = !DILocation(line: 18, column: 19, scope: !53)
!57 = !DILocation(line: 18, column: 15, scope: !53)
!58 = !DILocation(line: 19, column: 3, scope: !53)
!59 = !DILocation(line: 20, column: 3, scope: !53)
!60 = !DILocation(line: 21, column: 19, scope: !53)
!61 = !DILocation(line: 21, column: 10, scope: !53)
!62 = !{!22, !22, i64 0}
!63 = !DILocation(line: 21, column: 29, scope: !53)
!64 = !DILocation(line: 8, column: 55, scope: !65, inlinedAt: !66)
!65 = distinct !DISubprogram(name: "sq<float>", scope: !1, file: !1, line: 8, type: !13, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!66 = distinct !DILocation(line: 21, column: 26, scope: !53)
!67 = !DILocation(line: 21, column: 24, scope: !53)
!68 = !DILocation(line: 21, column: 52, scope: !53)
!69 = !DILocation(line: 21, column: 37, scope: !53)
!70 = !DILocation(line: 21, column: 35, scope: !53)
!71 = !DILocation(line: 21, column: 8, scope: !53)
!72 = !DILocation(line: 22, column: 23, scope: !53)
!73 = !DILocation(line: 7, column: 90, scope: !12, inlinedAt: !74)
!74 = distinct !DILocation(line: 22, column: 10, scope: !53)
!75 = !DILocation(line: 7, column: 86, scope: !12, inlinedAt: !74)
!76 = !DILocation(line: 22, column: 41, scope: !53)
!77 = !DILocation(line: 11, column: 39, scope: !40, inlinedAt: !78)
!78 = distinct !DILocation(line: 22, column: 31, scope: !53)
!79 = !DILocation(line: 11, column: 37, scope: !40, inlinedAt: !78)
!80 = !DILocation(line: 11, column: 52, scope: !40, inlinedAt: !78)
!81 = !DILocation(line: 22, column: 29, scope: !53)
!82 = !DILocation(line: 22, column: 55, scope: !53)
!83 = !DILocation(line: 14, column: 38, scope: !50, inlinedAt: !84)
!84 = distinct !DILocation(line: 22, column: 48, scope: !53)
!85 = !DILocation(line: 22, column: 48, scope: !53)
!86 = !{ptr @_Z4facti, ptr @_Z5twicei}
!87 = !DILocation(line: 22, column: 46, scope: !53)
!88 = !DILocation(line: 23, column: 16, scope: !53)
!89 = !DILocation(line: 23, column: 26, scope: !53)
!90 = !DILocation(line: 23, column: 22, scope: !53)
!91 = !DILocation(line: 10, column: 46, scope: !18, inlinedAt: !92)
!92 = distinct !DILocation(line: 23, column: 10, scope: !53)
!93 = !DILocation(line: 10, column: 56, scope: !18, inlinedAt: !92)
!94 = !DILocation(line: 10, column: 51, scope: !18, inlinedAt: !92)
!95 = !DILocation(line: 10, column: 65, scope: !18, inlinedAt: !92)
!96 = !DILocation(line: 10, column: 75, scope: !18, inlinedAt: !92)
!97 = !DILocation(line: 10, column: 70, scope: !18, inlinedAt: !92)
!98 = !DILocation(line: 10, column: 84, scope: !18, inlinedAt: !92)
!99 = !DILocation(line: 10, column: 94, scope: !18, inlinedAt: !92)
!100 = !DILocation(line: 10, column: 89, scope: !18, inlinedAt: !92)
!101 = !DILocation(line: 23, column: 8, scope: !53)
!102 = !DILocation(line: 24, column: 10, scope: !53)
!103 = !{!104, !104, i64 0}
!104 = !{!"__int128", !10, i64 0}
!105 = !DILocation(line: 24, column: 17, scope: !53)
!106 = !DILocation(line: 24, column: 38, scope: !53)
!107 = !DILocation(line: 24, column: 15, scope: !53)
!108 = !DILocation(line: 24, column: 26, scope: !53)
!109 = !DILocation(line: 24, column: 8, scope: !53)
!110 = !DILocation(line: 25, column: 10, scope: !53)
!111 = !{!112, !112, i64 0}
!112 = !{!"_Float16", !10, i64 0}
!113 = !DILocation(line: 25, column: 15, scope: !53)
!114 = !DILocation(line: 25, column: 34, scope: !53)
!115 = !DILocation(line: 25, column: 32, scope: !53)
!116 = !DILocation(line: 25, column: 8, scope: !53)
!117 = !DILocation(line: 26, column: 11, scope: !53)
!118 = !DILocation(line: 27, column: 8, scope: !53)
!119 = !DILocation(line: 28, column: 36, scope: !53)
!120 = !DILocation(line: 28, column: 3, scope: !53)
!121 = !DILocation(line: 29, column: 9, scope: !53)
!122 = !DILocation(line: 29, column: 14, scope: !53)
!123 = !DILocation(line: 30, column: 9, scope: !53)
!124 = !DILocation(line: 31, column: 1, scope: !53)
