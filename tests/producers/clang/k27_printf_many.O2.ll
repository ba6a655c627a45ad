; ModuleID = 'k27_printf_many.cu'
source_filename = "k27_printf_many.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Sample = type { i8, i16, i32, i64, float, double }
%printf_args = type { ptr, i32, i32, i32, i64, double, double }
%printf_args.0 = type { i32, i32, i64, i64, i32, i32, double, double, double, ptr, ptr, i32, i32, i64, i32, double }
%printf_args.1 = type { i32, i32, double }

@.str = private unnamed_addr constant [51 x i8] c"%s: tag=%c id=%hd count=%d stamp=%lld lo=%f hi=%g\0A\00", align 1
@.str1 = private unnamed_addr constant [54 x i8] c"%d %u %ld %lld %c %hd %f %e %g %p %s %x %o %lu %d %f\0A\00", align 1
@.str2 = private unnamed_addr constant [4 x i8] c"str\00", align 1
@.str3 = private unnamed_addr constant [31 x i8] c"total=%d of %d items (%.3f%%)\0A\00", align 1
@.str4 = private unnamed_addr constant [6 x i8] c"after\00", align 1

; Function Attrs: mustprogress noinline nounwind
define dso_local void @_Z4show6SamplePKc(ptr noundef readonly byval(%struct.Sample) align 8 captures(none) %0, ptr noundef %1) local_unnamed_addr #0 !dbg !12 {
  %3 = alloca %printf_args, align 8
  %4 = load i8, ptr %0, align 8, !dbg !15, !tbaa !16
  %5 = sext i8 %4 to i32, !dbg !22
  %6 = getelementptr inbounds nuw i8, ptr %0, i64 2, !dbg !23
  %7 = load i16, ptr %6, align 2, !dbg !23, !tbaa !24
  %8 = sext i16 %7 to i32, !dbg !25
  %9 = getelementptr inbounds nuw i8, ptr %0, i64 4, !dbg !26
  %10 = load i32, ptr %9, align 4, !dbg !26, !tbaa !27
  %11 = getelementptr inbounds nuw i8, ptr %0, i64 8, !dbg !28
  %12 = load i64, ptr %11, align 8, !dbg !28, !tbaa !29
  %13 = getelementptr inbounds nuw i8, ptr %0, i64 16, !dbg !30
  %14 = load float, ptr %13, align 8, !dbg !30, !tbaa !31
  %15 = fpext contract float %14 to double, !dbg !32
  %16 = getelementptr inbounds nuw i8, ptr %0, i64 24, !dbg !33
  %17 = load double, ptr %16, align 8, !dbg !33, !tbaa !34
  store ptr %1, ptr %3, align 8, !dbg !35
  %18 = getelementptr inbounds nuw i8, ptr %3, i64 8, !dbg !35
  store i32 %5, ptr %18, align 8, !dbg !35
  %19 = getelementptr inbounds nuw i8, ptr %3, i64 12, !dbg !35
  store i32 %8, ptr %19, align 4, !dbg !35
  %20 = getelementptr inbounds nuw i8, ptr %3, i64 16, !dbg !35
  store i32 %10, ptr %20, align 8, !dbg !35
  %21 = getelementptr inbounds nuw i8, ptr %3, i64 24, !dbg !35
  store i64 %12, ptr %21, align 8, !dbg !35
  %22 = getelementptr inbounds nuw i8, ptr %3, i64 32, !dbg !35
  store double %15, ptr %22, align 8, !dbg !35
  %23 = getelementptr inbounds nuw i8, ptr %3, i64 40, !dbg !35
  store double %17, ptr %23, align 8, !dbg !35
  %24 = call i32 @vprintf(ptr nonnull @.str, ptr nonnull %3) #3, !dbg !35
  ret void, !dbg !36
}

declare i32 @vprintf(ptr, ptr) local_unnamed_addr

; Function Attrs: mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @printf_many(ptr noundef %0, ptr noundef readonly captures(none) %1, i32 noundef %2) local_unnamed_addr #1 !dbg !37 {
  %4 = alloca %printf_args.0, align 8
  %5 = alloca %printf_args.1, align 8
  %6 = alloca %struct.Sample, align 8
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !38
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !39
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !40
  %10 = mul nuw nsw i32 %8, %9, !dbg !41
  %11 = add nuw nsw i32 %10, %7, !dbg !42
  %12 = icmp slt i32 %11, %2, !dbg !43
  br i1 %12, label %13, label %92, !dbg !43

13:                                               ; preds = %3
  %14 = zext nneg i32 %11 to i64, !dbg !44
  %15 = getelementptr inbounds nuw %struct.Sample, ptr %0, i64 %14, !dbg !44
  %16 = load i8, ptr %15, align 8, !dbg !44, !tbaa !45
  %17 = getelementptr inbounds nuw i8, ptr %15, i64 1, !dbg !44
  %18 = load i8, ptr %17, align 1, !dbg !44
  %19 = getelementptr inbounds nuw i8, ptr %15, i64 2, !dbg !44
  %20 = load i16, ptr %19, align 2, !dbg !44, !tbaa !46
  %21 = getelementptr inbounds nuw i8, ptr %15, i64 4, !dbg !44
  %22 = load i32, ptr %21, align 4, !dbg !44, !tbaa !8
  %23 = getelementptr inbounds nuw i8, ptr %15, i64 8, !dbg !44
  %24 = load i64, ptr %23, align 8, !dbg !44, !tbaa !47
  %25 = getelementptr inbounds nuw i8, ptr %15, i64 16, !dbg !44
  %26 = load float, ptr %25, align 8, !dbg !44, !tbaa !48
  %27 = getelementptr inbounds nuw i8, ptr %15, i64 20, !dbg !44
  %28 = load i32, ptr %27, align 4, !dbg !44
  %29 = getelementptr inbounds nuw i8, ptr %15, i64 24, !dbg !44
  %30 = load double, ptr %29, align 8, !dbg !44, !tbaa !49
  %31 = mul i32 %11, 7, !dbg !50
  %32 = sext i8 %16 to i32, !dbg !51
  %33 = sext i16 %20 to i32, !dbg !52
  %34 = fpext contract float %26 to double, !dbg !53
  %35 = fmul contract double %30, %34, !dbg !54
  %36 = and i32 %11, 7, !dbg !55
  %37 = zext nneg i32 %2 to i64, !dbg !56
  %38 = getelementptr inbounds nuw i32, ptr %1, i64 %14, !dbg !57
  %39 = load i32, ptr %38, align 4, !dbg !57, !tbaa !8
  %40 = uitofp nneg i32 %11 to float, !dbg !58
  %41 = fmul contract float %40, 5.000000e-01, !dbg !59
  %42 = fpext contract float %41 to double, !dbg !60
  store i32 %11, ptr %4, align 8, !dbg !61
  %43 = getelementptr inbounds nuw i8, ptr %4, i64 4, !dbg !61
  store i32 %31, ptr %43, align 4, !dbg !61
  %44 = getelementptr inbounds nuw i8, ptr %4, i64 8, !dbg !61
  store i64 %24, ptr %44, align 8, !dbg !61
  %45 = getelementptr inbounds nuw i8, ptr %4, i64 16, !dbg !61
  store i64 %24, ptr %45, align 8, !dbg !61
  %46 = getelementptr inbounds nuw i8, ptr %4, i64 24, !dbg !61
  store i32 %32, ptr %46, align 8, !dbg !61
  %47 = getelementptr inbounds nuw i8, ptr %4, i64 28, !dbg !61
  store i32 %33, ptr %47, align 4, !dbg !61
  %48 = getelementptr inbounds nuw i8, ptr %4, i64 32, !dbg !61
  store double %34, ptr %48, align 8, !dbg !61
  %49 = getelementptr inbounds nuw i8, ptr %4, i64 40, !dbg !61
  store double %30, ptr %49, align 8, !dbg !61
  %50 = getelementptr inbounds nuw i8, ptr %4, i64 48, !dbg !61
  store double %35, ptr %50, align 8, !dbg !61
  %51 = getelementptr inbounds nuw i8, ptr %4, i64 56, !dbg !61
  store ptr %0, ptr %51, align 8, !dbg !61
  %52 = getelementptr inbounds nuw i8, ptr %4, i64 64, !dbg !61
  store ptr @.str2, ptr %52, align 8, !dbg !61
  %53 = getelementptr inbounds nuw i8, ptr %4, i64 72, !dbg !61
  store i32 %22, ptr %53, align 8, !dbg !61
  %54 = getelementptr inbounds nuw i8, ptr %4, i64 76, !dbg !61
  store i32 %36, ptr %54, align 4, !dbg !61
  %55 = getelementptr inbounds nuw i8, ptr %4, i64 80, !dbg !61
  store i64 %37, ptr %55, align 8, !dbg !61
  %56 = getelementptr inbounds nuw i8, ptr %4, i64 88, !dbg !61
  store i32 %39, ptr %56, align 8, !dbg !61
  %57 = getelementptr inbounds nuw i8, ptr %4, i64 96, !dbg !61
  store double %42, ptr %57, align 8, !dbg !61
  %58 = call i32 @vprintf(ptr nonnull @.str1, ptr nonnull %4) #3, !dbg !61
  %59 = load i32, ptr %38, align 4, !tbaa !8
  %60 = and i32 %59, 3
  %61 = icmp eq i32 %60, 0, !dbg !62
  br i1 %61, label %73, label %62, !dbg !63

62:                                               ; preds = %13
  %63 = add nsw i32 %60, -1, !dbg !63
  %64 = zext nneg i32 %63 to i33, !dbg !63
  %65 = add nsw i32 %60, -2, !dbg !63
  %66 = zext i32 %65 to i33, !dbg !63
  %67 = mul nuw i33 %64, %66, !dbg !63
  %68 = lshr i33 %67, 1, !dbg !63
  %69 = trunc nuw i33 %68 to i32, !dbg !63
  %70 = add i32 %60, %69, !dbg !63
  %71 = add i32 %70, -1, !dbg !63
  %72 = mul i32 %22, %71, !dbg !63
  br label %73, !dbg !64

73:                                               ; preds = %62, %13
  %74 = phi i32 [ 0, %13 ], [ %72, %62 ], !dbg !65
  %75 = icmp sgt i32 %74, 10, !dbg !64
  br i1 %75, label %76, label %84, !dbg !64

76:                                               ; preds = %73
  %77 = getelementptr inbounds nuw i8, ptr %5, i64 8
  %78 = getelementptr inbounds nuw i8, ptr %5, i64 4
  %79 = uitofp nneg i32 %74 to double
  %80 = fmul contract double %79, 1.000000e+02
  %81 = uitofp nneg i32 %2 to double
  %82 = fdiv contract double %80, %81
  store i32 %74, ptr %5, align 8, !dbg !66
  store i32 %2, ptr %78, align 4, !dbg !66
  store double %82, ptr %77, align 8, !dbg !66
  %83 = call i32 @vprintf(ptr nonnull @.str3, ptr nonnull %5) #3, !dbg !66
  br label %84, !dbg !66

84:                                               ; preds = %76, %73
  store i8 %16, ptr %6, align 8, !dbg !67, !tbaa !45
  %85 = getelementptr inbounds nuw i8, ptr %6, i64 1, !dbg !67
  store i8 %18, ptr %85, align 1, !dbg !67
  %86 = getelementptr inbounds nuw i8, ptr %6, i64 2, !dbg !67
  store i16 %20, ptr %86, align 2, !dbg !67, !tbaa !46
  %87 = getelementptr inbounds nuw i8, ptr %6, i64 4, !dbg !67
  store i32 %74, ptr %87, align 4, !dbg !67, !tbaa !8
  %88 = getelementptr inbounds nuw i8, ptr %6, i64 8, !dbg !67
  store i64 %24, ptr %88, align 8, !dbg !67, !tbaa !47
  %89 = getelementptr inbounds nuw i8, ptr %6, i64 16, !dbg !67
  store float %26, ptr %89, align 8, !dbg !67, !tbaa !48
  %90 = getelementptr inbounds nuw i8, ptr %6, i64 20, !dbg !67
  store i32 %28, ptr %90, align 4, !dbg !67
  %91 = getelementptr inbounds nuw i8, ptr %6, i64 24, !dbg !67
  store double %30, ptr %91, align 8, !dbg !67, !tbaa !49
  call void @_Z4show6SamplePKc(ptr noundef nonnull byval(%struct.Sample) align 8 %6, ptr noundef nonnull @.str4) #3, !dbg !68
  br label %92, !dbg !69

92:                                               ; preds = %3, %84
  ret void, !dbg !69
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

attributes #0 = { mustprogress noinline nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #1 = { mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6}
!llvm.ident = !{!7}
!llvm.errno.tbaa = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "k27_printf_many.cu", directory: "/work/wt/numba25c/tools/capture/clang_kernels")
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
!12 = distinct !DISubprogram(name: "show", scope: !1, file: !1, line: 9, type: !13, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 10, column: 74, scope: !12)
!16 = !{!17, !10, i64 0}
!17 = !{!"_ZTS6Sample", !10, i64 0, !18, i64 2, !9, i64 4, !19, i64 8, !20, i64 16, !21, i64 24}
!18 = !{!"short", !10, i64 0}
!19 = !{!"long long", !10, i64 0}
!20 = !{!"float", !10, i64 0}
!21 = !{!"double", !10, i64 0}
!22 = !DILocation(line: 10, column: 72, scope: !12)
!23 = !DILocation(line: 10, column: 81, scope: !12)
!24 = !{!17, !18, i64 2}
!25 = !DILocation(line: 10, column: 79, scope: !12)
!26 = !DILocation(line: 10, column: 87, scope: !12)
!27 = !{!17, !9, i64 4}
!28 = !DILocation(line: 10, column: 96, scope: !12)
!29 = !{!17, !19, i64 8}
!30 = !DILocation(line: 10, column: 105, scope: !12)
!31 = !{!17, !20, i64 16}
!32 = !DILocation(line: 10, column: 103, scope: !12)
!33 = !DILocation(line: 10, column: 111, scope: !12)
!34 = !{!17, !21, i64 24}
!35 = !DILocation(line: 10, column: 3, scope: !12)
!36 = !DILocation(line: 11, column: 1, scope: !12)
!37 = distinct !DISubprogram(name: "printf_many", scope: !1, file: !1, line: 13, type: !13, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!38 = !DILocation(line: 14, column: 11, scope: !37)
!39 = !DILocation(line: 14, column: 25, scope: !37)
!40 = !DILocation(line: 14, column: 38, scope: !37)
!41 = !DILocation(line: 14, column: 36, scope: !37)
!42 = !DILocation(line: 14, column: 23, scope: !37)
!43 = !DILocation(line: 15, column: 9, scope: !37)
!44 = !DILocation(line: 16, column: 14, scope: !37)
!45 = !{!10, !10, i64 0}
!46 = !{!18, !18, i64 0}
!47 = !{!19, !19, i64 0}
!48 = !{!20, !20, i64 0}
!49 = !{!21, !21, i64 0}
!50 = !DILocation(line: 17, column: 83, scope: !37)
!51 = !DILocation(line: 18, column: 10, scope: !37)
!52 = !DILocation(line: 18, column: 17, scope: !37)
!53 = !DILocation(line: 18, column: 23, scope: !37)
!54 = !DILocation(line: 18, column: 48, scope: !37)
!55 = !DILocation(line: 18, column: 101, scope: !37)
!56 = !DILocation(line: 19, column: 25, scope: !37)
!57 = !DILocation(line: 19, column: 28, scope: !37)
!58 = !DILocation(line: 19, column: 45, scope: !37)
!59 = !DILocation(line: 19, column: 47, scope: !37)
!60 = !DILocation(line: 19, column: 38, scope: !37)
!61 = !DILocation(line: 17, column: 3, scope: !37)
!62 = !DILocation(line: 21, column: 21, scope: !37)
!63 = !DILocation(line: 21, column: 3, scope: !37)
!64 = !DILocation(line: 22, column: 13, scope: !37)
!65 = !DILocation(line: 0, scope: !37)
!66 = !DILocation(line: 22, column: 19, scope: !37)
!67 = !DILocation(line: 24, column: 8, scope: !37)
!68 = !DILocation(line: 24, column: 3, scope: !37)
!69 = !DILocation(line: 25, column: 1, scope: !37)
