; ModuleID = 'g24_printf_calls.cu'
source_filename = "g24_printf_calls.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%printf_args = type { i32, double }
%printf_args.0 = type { i32, double, ptr }
%printf_args.1 = type { i32, double }

@.str = private unnamed_addr constant [11 x i8] c"k=%d v=%f\0A\00", align 1
@.str1 = private unnamed_addr constant [16 x i8] c"a=%d b=%g s=%s\0A\00", align 1
@.str2 = private unnamed_addr constant [5 x i8] c"tail\00", align 1
@.str3 = private unnamed_addr constant [15 x i8] c"n=%d first=%f\0A\00", align 1

; Function Attrs: mustprogress nounwind
define dso_local void @_Z4showif(i32 noundef %0, float noundef %1) local_unnamed_addr #0 !dbg !12 {
  %3 = alloca %printf_args, align 8
  %4 = fpext contract float %1 to double, !dbg !15
  store i32 %0, ptr %3, align 8, !dbg !16
  %5 = getelementptr inbounds nuw i8, ptr %3, i64 8, !dbg !16
  store double %4, ptr %5, align 8, !dbg !16
  %6 = call i32 @vprintf(ptr nonnull @.str, ptr nonnull %3) #5, !dbg !16
  ret void, !dbg !17
}

declare i32 @vprintf(ptr, ptr) local_unnamed_addr

; Function Attrs: mustprogress noinline nounwind
define dso_local void @_Z9show_pairidPKc(i32 noundef %0, double noundef %1, ptr noundef %2) local_unnamed_addr #1 !dbg !18 {
  %4 = alloca %printf_args.0, align 8
  store i32 %0, ptr %4, align 8, !dbg !19
  %5 = getelementptr inbounds nuw i8, ptr %4, i64 8, !dbg !19
  store double %1, ptr %5, align 8, !dbg !19
  %6 = getelementptr inbounds nuw i8, ptr %4, i64 16, !dbg !19
  store ptr %2, ptr %6, align 8, !dbg !19
  %7 = call i32 @vprintf(ptr nonnull @.str1, ptr nonnull %4) #5, !dbg !19
  ret void, !dbg !20
}

; Function Attrs: mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @g24_printf_calls(ptr noundef readonly captures(none) %0, i32 noundef %1) local_unnamed_addr #2 !dbg !21 {
  %3 = alloca %printf_args, align 8
  %4 = alloca [4 x float], align 4
  %5 = alloca %printf_args.1, align 8
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !22
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !23
  %8 = mul nuw nsw i32 %6, %7, !dbg !24
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !25
  %10 = add nuw nsw i32 %8, %9, !dbg !26
  call void @llvm.lifetime.start.p0(ptr nonnull %4) #5, !dbg !27
  %11 = srem i32 %10, %1, !dbg !28
  %12 = zext nneg i32 %11 to i64, !dbg !29
  %13 = getelementptr inbounds nuw float, ptr %0, i64 %12, !dbg !29
  %14 = load float, ptr %13, align 4, !dbg !29, !tbaa !30
  store float %14, ptr %4, align 4, !dbg !32, !tbaa !30
  %15 = add nuw nsw i32 %10, 1, !dbg !33
  %16 = srem i32 %15, %1, !dbg !28
  %17 = zext nneg i32 %16 to i64, !dbg !29
  %18 = getelementptr inbounds nuw float, ptr %0, i64 %17, !dbg !29
  %19 = load float, ptr %18, align 4, !dbg !29, !tbaa !30
  %20 = getelementptr inbounds nuw i8, ptr %4, i64 4, !dbg !34
  store float %19, ptr %20, align 4, !dbg !32, !tbaa !30
  %21 = add nuw nsw i32 %10, 2, !dbg !33
  %22 = srem i32 %21, %1, !dbg !28
  %23 = zext nneg i32 %22 to i64, !dbg !29
  %24 = getelementptr inbounds nuw float, ptr %0, i64 %23, !dbg !29
  %25 = load float, ptr %24, align 4, !dbg !29, !tbaa !30
  %26 = getelementptr inbounds nuw i8, ptr %4, i64 8, !dbg !34
  store float %25, ptr %26, align 4, !dbg !32, !tbaa !30
  %27 = add nuw nsw i32 %10, 3, !dbg !33
  %28 = srem i32 %27, %1, !dbg !28
  %29 = zext nneg i32 %28 to i64, !dbg !29
  %30 = getelementptr inbounds nuw float, ptr %0, i64 %29, !dbg !29
  %31 = load float, ptr %30, align 4, !dbg !29, !tbaa !30
  %32 = getelementptr inbounds nuw i8, ptr %4, i64 12, !dbg !34
  store float %31, ptr %32, align 4, !dbg !32, !tbaa !30
  %33 = getelementptr inbounds nuw i8, ptr %3, i64 8
  call void @llvm.lifetime.start.p0(ptr nonnull %3), !dbg !35
  %34 = fpext contract float %14 to double, !dbg !35
  store i32 0, ptr %3, align 8, !dbg !37
  store double %34, ptr %33, align 8, !dbg !37
  %35 = call i32 @vprintf(ptr nonnull @.str, ptr nonnull %3) #5, !dbg !37
  call void @llvm.lifetime.end.p0(ptr nonnull %3), !dbg !38
  call void @llvm.lifetime.start.p0(ptr nonnull %3), !dbg !35
  %36 = fpext contract float %19 to double, !dbg !35
  store i32 1, ptr %3, align 8, !dbg !37
  store double %36, ptr %33, align 8, !dbg !37
  %37 = call i32 @vprintf(ptr nonnull @.str, ptr nonnull %3) #5, !dbg !37
  call void @llvm.lifetime.end.p0(ptr nonnull %3), !dbg !38
  call void @llvm.lifetime.start.p0(ptr nonnull %3), !dbg !35
  %38 = fpext contract float %25 to double, !dbg !35
  store i32 2, ptr %3, align 8, !dbg !37
  store double %38, ptr %33, align 8, !dbg !37
  %39 = call i32 @vprintf(ptr nonnull @.str, ptr nonnull %3) #5, !dbg !37
  call void @llvm.lifetime.end.p0(ptr nonnull %3), !dbg !38
  call void @llvm.lifetime.start.p0(ptr nonnull %3), !dbg !35
  %40 = fpext contract float %31 to double, !dbg !35
  store i32 3, ptr %3, align 8, !dbg !37
  store double %40, ptr %33, align 8, !dbg !37
  %41 = call i32 @vprintf(ptr nonnull @.str, ptr nonnull %3) #5, !dbg !37
  call void @llvm.lifetime.end.p0(ptr nonnull %3), !dbg !38
  %42 = and i32 %10, 3, !dbg !39
  %43 = zext nneg i32 %42 to i64, !dbg !40
  %44 = getelementptr inbounds nuw float, ptr %4, i64 %43, !dbg !40
  %45 = load float, ptr %44, align 4, !dbg !40, !tbaa !30
  %46 = fpext contract float %45 to double, !dbg !40
  call void @_Z9show_pairidPKc(i32 noundef %10, double noundef %46, ptr noundef nonnull @.str2) #5, !dbg !41
  %47 = icmp eq i32 %10, 0, !dbg !42
  br i1 %47, label %48, label %51, !dbg !42

48:                                               ; preds = %2
  store i32 %1, ptr %5, align 8, !dbg !43
  %49 = getelementptr inbounds nuw i8, ptr %5, i64 8, !dbg !43
  store double %34, ptr %49, align 8, !dbg !43
  %50 = call i32 @vprintf(ptr nonnull @.str3, ptr nonnull %5) #5, !dbg !43
  br label %51, !dbg !43

51:                                               ; preds = %48, %2
  call void @llvm.lifetime.end.p0(ptr nonnull %4) #5, !dbg !44
  ret void, !dbg !44
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #3

attributes #0 = { mustprogress nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #1 = { mustprogress noinline nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #2 = { mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6}
!llvm.ident = !{!7}
!llvm.errno.tbaa = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "g24_printf_calls.cu", directory: "/work/wt/mid24/tools/capture/clang_kernels")
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
!12 = distinct !DISubprogram(name: "show", scope: !1, file: !1, line: 5, type: !13, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 5, column: 65, scope: !12)
!16 = !DILocation(line: 5, column: 40, scope: !12)
!17 = !DILocation(line: 5, column: 69, scope: !12)
!18 = distinct !DISubprogram(name: "show_pair", scope: !1, file: !1, line: 6, type: !13, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!19 = !DILocation(line: 7, column: 3, scope: !18)
!20 = !DILocation(line: 8, column: 1, scope: !18)
!21 = distinct !DISubprogram(name: "g24_printf_calls", scope: !1, file: !1, line: 9, type: !13, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!22 = !DILocation(line: 10, column: 11, scope: !21)
!23 = !DILocation(line: 10, column: 24, scope: !21)
!24 = !DILocation(line: 10, column: 22, scope: !21)
!25 = !DILocation(line: 10, column: 37, scope: !21)
!26 = !DILocation(line: 10, column: 35, scope: !21)
!27 = !DILocation(line: 11, column: 3, scope: !21)
!28 = !DILocation(line: 12, column: 50, scope: !21)
!29 = !DILocation(line: 12, column: 40, scope: !21)
!30 = !{!31, !31, i64 0}
!31 = !{!"float", !10, i64 0}
!32 = !DILocation(line: 12, column: 38, scope: !21)
!33 = !DILocation(line: 12, column: 45, scope: !21)
!34 = !DILocation(line: 12, column: 31, scope: !21)
!35 = !DILocation(line: 5, column: 65, scope: !12, inlinedAt: !36)
!36 = distinct !DILocation(line: 13, column: 31, scope: !21)
!37 = !DILocation(line: 5, column: 40, scope: !12, inlinedAt: !36)
!38 = !DILocation(line: 5, column: 69, scope: !12, inlinedAt: !36)
!39 = !DILocation(line: 14, column: 22, scope: !21)
!40 = !DILocation(line: 14, column: 16, scope: !21)
!41 = !DILocation(line: 14, column: 3, scope: !21)
!42 = !DILocation(line: 15, column: 9, scope: !21)
!43 = !DILocation(line: 15, column: 15, scope: !21)
!44 = !DILocation(line: 16, column: 1, scope: !21)
