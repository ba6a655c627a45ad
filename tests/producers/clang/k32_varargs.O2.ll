; ModuleID = 'k32_varargs.cu'
source_filename = "k32_varargs.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%printf_args = type { i32, i32, i64, double, i32, ptr, ptr, i32, i64 }

@.str = private unnamed_addr constant [32 x i8] c"%d %u %lld %f %c %s %p %hd %lu\0A\00", align 1
@.str1 = private unnamed_addr constant [2 x i8] c"s\00", align 1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind
define dso_local noundef double @_Z8sum_argsiz(i32 noundef %0, ...) local_unnamed_addr #0 !dbg !12 {
  %2 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %2) #8, !dbg !15
  call void @llvm.va_start.p0(ptr nonnull %2), !dbg !16
  %3 = icmp sgt i32 %0, 0, !dbg !17
  br i1 %3, label %4, label %33, !dbg !18

4:                                                ; preds = %1
  %5 = load ptr, ptr %2, align 8
  %6 = and i32 %0, 1, !dbg !18
  %7 = icmp eq i32 %0, 1, !dbg !18
  br i1 %7, label %12, label %8, !dbg !18

8:                                                ; preds = %4
  %9 = and i32 %0, 2147483646, !dbg !18
  br label %35, !dbg !18

10:                                               ; preds = %35
  %11 = icmp eq i32 %6, 0, !dbg !19
  br i1 %11, label %33, label %12, !dbg !19

12:                                               ; preds = %10, %4
  %13 = phi i32 [ 0, %4 ], [ %51, %10 ]
  %14 = phi double [ 0.000000e+00, %4 ], [ %50, %10 ]
  %15 = phi ptr [ %5, %4 ], [ %48, %10 ]
  %16 = icmp ne i32 %6, 0, !dbg !19
  call void @llvm.assume(i1 %16), !dbg !19
  %17 = and i32 %13, 1, !dbg !20
  %18 = icmp eq i32 %17, 0, !dbg !19
  br i1 %18, label %24, label %19, !dbg !19

19:                                               ; preds = %12
  %20 = getelementptr inbounds nuw i8, ptr %15, i64 7, !dbg !21
  %21 = call align 8 ptr @llvm.ptrmask.p0.i64(ptr nonnull %20, i64 -8), !dbg !21
  %22 = getelementptr inbounds nuw i8, ptr %21, i64 8, !dbg !21
  store ptr %22, ptr %2, align 8, !dbg !21
  %23 = load double, ptr %21, align 8, !dbg !21, !tbaa !22
  br label %30, !dbg !24

24:                                               ; preds = %12
  %25 = getelementptr inbounds nuw i8, ptr %15, i64 3, !dbg !25
  %26 = call align 4 ptr @llvm.ptrmask.p0.i64(ptr nonnull %25, i64 -4), !dbg !25
  %27 = getelementptr inbounds nuw i8, ptr %26, i64 4, !dbg !25
  store ptr %27, ptr %2, align 8, !dbg !25
  %28 = load i32, ptr %26, align 4, !dbg !25, !tbaa !8
  %29 = sitofp i32 %28 to double, !dbg !25
  br label %30

30:                                               ; preds = %24, %19
  %31 = phi double [ %23, %19 ], [ %29, %24 ]
  %32 = fadd contract double %14, %31, !dbg !26
  br label %33, !dbg !27

33:                                               ; preds = %30, %10, %1
  %34 = phi double [ 0.000000e+00, %1 ], [ %50, %10 ], [ %32, %30 ], !dbg !26
  call void @llvm.va_end.p0(ptr nonnull %2), !dbg !27
  call void @llvm.lifetime.end.p0(ptr nonnull %2) #8, !dbg !28
  ret double %34, !dbg !29

35:                                               ; preds = %35, %8
  %36 = phi i32 [ 0, %8 ], [ %51, %35 ]
  %37 = phi double [ 0.000000e+00, %8 ], [ %50, %35 ]
  %38 = phi ptr [ %5, %8 ], [ %48, %35 ]
  %39 = phi i32 [ 0, %8 ], [ %52, %35 ]
  %40 = getelementptr inbounds nuw i8, ptr %38, i64 3, !dbg !25
  %41 = call align 4 ptr @llvm.ptrmask.p0.i64(ptr nonnull %40, i64 -4), !dbg !25
  %42 = getelementptr inbounds nuw i8, ptr %41, i64 4, !dbg !25
  store ptr %42, ptr %2, align 8, !dbg !25
  %43 = load i32, ptr %41, align 4, !dbg !25, !tbaa !8
  %44 = sitofp i32 %43 to double, !dbg !25
  %45 = fadd contract double %37, %44, !dbg !26
  %46 = getelementptr inbounds nuw i8, ptr %42, i64 7, !dbg !21
  %47 = call align 8 ptr @llvm.ptrmask.p0.i64(ptr nonnull %46, i64 -8), !dbg !21
  %48 = getelementptr inbounds nuw i8, ptr %47, i64 8, !dbg !21
  store ptr %48, ptr %2, align 8, !dbg !21
  %49 = load double, ptr %47, align 8, !dbg !21, !tbaa !22
  %50 = fadd contract double %45, %49, !dbg !26
  %51 = add nuw nsw i32 %36, 2, !dbg !30
  %52 = add i32 %39, 2, !dbg !18
  %53 = icmp eq i32 %52, %9, !dbg !18
  br i1 %53, label %10, label %35, !dbg !18, !llvm.loop !31
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare ptr @llvm.ptrmask.p0.i64(ptr, i64) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn
define dso_local noundef i64 @_Z4pickiz(i32 noundef %0, ...) local_unnamed_addr #4 !dbg !34 {
  %2 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %2) #8, !dbg !35
  call void @llvm.va_start.p0(ptr nonnull %2), !dbg !36
  %3 = load ptr, ptr %2, align 8, !dbg !37
  %4 = getelementptr inbounds nuw i8, ptr %3, i64 7, !dbg !37
  %5 = call align 8 ptr @llvm.ptrmask.p0.i64(ptr nonnull %4, i64 -8), !dbg !37
  %6 = getelementptr inbounds nuw i8, ptr %5, i64 8, !dbg !37
  store ptr %6, ptr %2, align 8, !dbg !37
  %7 = load ptr, ptr %5, align 8, !dbg !37, !tbaa !38
  %8 = getelementptr inbounds nuw i8, ptr %5, i64 16, !dbg !41
  store ptr %8, ptr %2, align 8, !dbg !41
  %9 = load i64, ptr %6, align 8, !dbg !41, !tbaa !42
  %10 = icmp eq i32 %0, 0, !dbg !44
  br i1 %10, label %17, label %11, !dbg !44

11:                                               ; preds = %1
  %12 = sext i32 %0 to i64
  %13 = getelementptr inbounds i32, ptr %7, i64 %12
  %14 = load i32, ptr %13, align 4, !dbg !45, !tbaa !8
  %15 = sext i32 %14 to i64, !dbg !45
  %16 = add nsw i64 %9, %15, !dbg !46
  br label %17, !dbg !44

17:                                               ; preds = %1, %11
  %18 = phi i64 [ %16, %11 ], [ %9, %1 ], !dbg !44
  call void @llvm.va_end.p0(ptr nonnull %2), !dbg !47
  call void @llvm.lifetime.end.p0(ptr nonnull %2) #8, !dbg !48
  ret i64 %18, !dbg !49
}

; Function Attrs: mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @varargs(ptr noundef %0, ptr noundef readonly captures(none) %1, ptr noundef writeonly captures(none) %2, ptr noundef captures(none) %3, i32 noundef %4) local_unnamed_addr #5 !dbg !50 {
  %6 = alloca %printf_args, align 8
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !51
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !52
  %9 = mul nuw nsw i32 %7, %8, !dbg !53
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !54
  %11 = add nuw nsw i32 %9, %10, !dbg !55
  %12 = icmp slt i32 %11, %4, !dbg !56
  br i1 %12, label %13, label %54, !dbg !56

13:                                               ; preds = %5
  %14 = zext nneg i32 %11 to i64, !dbg !57
  %15 = getelementptr inbounds nuw i32, ptr %0, i64 %14, !dbg !57
  %16 = load i32, ptr %15, align 4, !dbg !57, !tbaa !8
  %17 = getelementptr inbounds nuw double, ptr %1, i64 %14, !dbg !58
  %18 = load double, ptr %17, align 8, !dbg !58, !tbaa !22
  %19 = tail call contract noundef double (i32, ...) @_Z8sum_argsiz(i32 noundef 2, i32 noundef %16, double noundef %18) #8, !dbg !59
  %20 = load i32, ptr %15, align 4, !dbg !60, !tbaa !8
  %21 = load double, ptr %17, align 8, !dbg !61, !tbaa !22
  %22 = add nuw nsw i32 %11, 1, !dbg !62
  %23 = urem i32 %22, %4, !dbg !63
  %24 = zext nneg i32 %23 to i64, !dbg !64
  %25 = getelementptr inbounds nuw i32, ptr %0, i64 %24, !dbg !64
  %26 = load i32, ptr %25, align 4, !dbg !64, !tbaa !8
  %27 = tail call contract noundef double (i32, ...) @_Z8sum_argsiz(i32 noundef 4, i32 noundef %20, double noundef %21, i32 noundef %26, double noundef 5.000000e-01) #8, !dbg !65
  %28 = fadd contract double %19, %27, !dbg !66
  %29 = getelementptr inbounds nuw double, ptr %2, i64 %14, !dbg !67
  store double %28, ptr %29, align 8, !dbg !68, !tbaa !22
  %30 = and i32 %11, 3, !dbg !69
  %31 = load double, ptr %17, align 8, !dbg !70, !tbaa !22
  %32 = fptosi double %31 to i64, !dbg !70
  %33 = mul nsw i64 %32, 7, !dbg !71
  %34 = tail call noundef i64 (i32, ...) @_Z4pickiz(i32 noundef %30, ptr noundef %0, i64 noundef %33) #8, !dbg !72
  %35 = getelementptr inbounds nuw i64, ptr %3, i64 %14, !dbg !73
  store i64 %34, ptr %35, align 8, !dbg !74, !tbaa !42
  %36 = icmp eq i32 %11, 0, !dbg !75
  br i1 %36, label %37, label %54, !dbg !75

37:                                               ; preds = %13
  %38 = load i32, ptr %0, align 4, !dbg !76, !tbaa !8
  %39 = load i64, ptr %3, align 8, !dbg !77, !tbaa !42
  %40 = load double, ptr %1, align 8, !dbg !78, !tbaa !22
  %41 = getelementptr inbounds nuw i8, ptr %0, i64 4, !dbg !79
  %42 = load i32, ptr %41, align 4, !dbg !79, !tbaa !8
  %43 = shl i32 %42, 16, !dbg !80
  %44 = ashr exact i32 %43, 16, !dbg !80
  store i32 %38, ptr %6, align 8, !dbg !81
  %45 = getelementptr inbounds nuw i8, ptr %6, i64 4, !dbg !81
  store i32 3, ptr %45, align 4, !dbg !81
  %46 = getelementptr inbounds nuw i8, ptr %6, i64 8, !dbg !81
  store i64 %39, ptr %46, align 8, !dbg !81
  %47 = getelementptr inbounds nuw i8, ptr %6, i64 16, !dbg !81
  store double %40, ptr %47, align 8, !dbg !81
  %48 = getelementptr inbounds nuw i8, ptr %6, i64 24, !dbg !81
  store i32 120, ptr %48, align 8, !dbg !81
  %49 = getelementptr inbounds nuw i8, ptr %6, i64 32, !dbg !81
  store ptr @.str1, ptr %49, align 8, !dbg !81
  %50 = getelementptr inbounds nuw i8, ptr %6, i64 40, !dbg !81
  store ptr %0, ptr %50, align 8, !dbg !81
  %51 = getelementptr inbounds nuw i8, ptr %6, i64 48, !dbg !81
  store i32 %44, ptr %51, align 8, !dbg !81
  %52 = getelementptr inbounds nuw i8, ptr %6, i64 56, !dbg !81
  store i64 7, ptr %52, align 8, !dbg !81
  %53 = call i32 @vprintf(ptr nonnull @.str, ptr nonnull %6) #8, !dbg !81
  br label %54, !dbg !81

54:                                               ; preds = %13, %37, %5
  ret void, !dbg !82
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #6

declare i32 @vprintf(ptr, ptr) local_unnamed_addr

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #7

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #3 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #5 = { mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #8 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6}
!llvm.ident = !{!7}
!llvm.errno.tbaa = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "k32_varargs.cu", directory: "/work/wt/nvir32/tools/capture/clang_kernels")
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
!12 = distinct !DISubprogram(name: "sum_args", scope: !1, file: !1, line: 5, type: !13, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 6, column: 3, scope: !12)
!16 = !DILocation(line: 7, column: 3, scope: !12)
!17 = !DILocation(line: 9, column: 21, scope: !12)
!18 = !DILocation(line: 9, column: 3, scope: !12)
!19 = !DILocation(line: 10, column: 9, scope: !12)
!20 = !DILocation(line: 10, column: 11, scope: !12)
!21 = !DILocation(line: 10, column: 21, scope: !12)
!22 = !{!23, !23, i64 0}
!23 = !{!"double", !10, i64 0}
!24 = !DILocation(line: 10, column: 16, scope: !12)
!25 = !DILocation(line: 11, column: 15, scope: !12)
!26 = !DILocation(line: 0, scope: !12)
!27 = !DILocation(line: 13, column: 3, scope: !12)
!28 = !DILocation(line: 15, column: 1, scope: !12)
!29 = !DILocation(line: 14, column: 3, scope: !12)
!30 = !DILocation(line: 9, column: 31, scope: !12)
!31 = distinct !{!31, !18, !32, !33}
!32 = !DILocation(line: 12, column: 3, scope: !12)
!33 = !{!"llvm.loop.mustprogress"}
!34 = distinct !DISubprogram(name: "pick", scope: !1, file: !1, line: 16, type: !13, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!35 = !DILocation(line: 17, column: 3, scope: !34)
!36 = !DILocation(line: 18, column: 3, scope: !34)
!37 = !DILocation(line: 20, column: 18, scope: !34)
!38 = !{!39, !39, i64 0}
!39 = !{!"p1 int", !40, i64 0}
!40 = !{!"any pointer", !10, i64 0}
!41 = !DILocation(line: 21, column: 17, scope: !34)
!42 = !{!43, !43, i64 0}
!43 = !{!"long long", !10, i64 0}
!44 = !DILocation(line: 22, column: 7, scope: !34)
!45 = !DILocation(line: 22, column: 15, scope: !34)
!46 = !DILocation(line: 22, column: 24, scope: !34)
!47 = !DILocation(line: 23, column: 3, scope: !34)
!48 = !DILocation(line: 25, column: 1, scope: !34)
!49 = !DILocation(line: 24, column: 3, scope: !34)
!50 = distinct !DISubprogram(name: "varargs", scope: !1, file: !1, line: 26, type: !13, scopeLine: 26, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!51 = !DILocation(line: 27, column: 11, scope: !50)
!52 = !DILocation(line: 27, column: 24, scope: !50)
!53 = !DILocation(line: 27, column: 22, scope: !50)
!54 = !DILocation(line: 27, column: 37, scope: !50)
!55 = !DILocation(line: 27, column: 35, scope: !50)
!56 = !DILocation(line: 28, column: 9, scope: !50)
!57 = !DILocation(line: 29, column: 24, scope: !50)
!58 = !DILocation(line: 29, column: 31, scope: !50)
!59 = !DILocation(line: 29, column: 12, scope: !50)
!60 = !DILocation(line: 29, column: 51, scope: !50)
!61 = !DILocation(line: 29, column: 58, scope: !50)
!62 = !DILocation(line: 29, column: 70, scope: !50)
!63 = !DILocation(line: 29, column: 75, scope: !50)
!64 = !DILocation(line: 29, column: 64, scope: !50)
!65 = !DILocation(line: 29, column: 39, scope: !50)
!66 = !DILocation(line: 29, column: 37, scope: !50)
!67 = !DILocation(line: 29, column: 3, scope: !50)
!68 = !DILocation(line: 29, column: 10, scope: !50)
!69 = !DILocation(line: 30, column: 20, scope: !50)
!70 = !DILocation(line: 30, column: 40, scope: !50)
!71 = !DILocation(line: 30, column: 45, scope: !50)
!72 = !DILocation(line: 30, column: 13, scope: !50)
!73 = !DILocation(line: 30, column: 3, scope: !50)
!74 = !DILocation(line: 30, column: 11, scope: !50)
!75 = !DILocation(line: 31, column: 9, scope: !50)
!76 = !DILocation(line: 31, column: 58, scope: !50)
!77 = !DILocation(line: 31, column: 69, scope: !50)
!78 = !DILocation(line: 31, column: 78, scope: !50)
!79 = !DILocation(line: 31, column: 105, scope: !50)
!80 = !DILocation(line: 31, column: 98, scope: !50)
!81 = !DILocation(line: 31, column: 15, scope: !50)
!82 = !DILocation(line: 32, column: 1, scope: !50)
