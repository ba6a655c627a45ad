; ModuleID = 'l25_printf.cu'
source_filename = "l25_printf.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%printf_args = type { ptr, i32, double }
%printf_args.0 = type { i32, i32, i32, i64, i32 }
%printf_args.1 = type { double, double, ptr, ptr }
%printf_args.2 = type { i32 }

@.str = private unnamed_addr constant [21 x i8] c"[%s] id=%d value=%g\0A\00", align 1
@.str1 = private unnamed_addr constant [31 x i8] c"t=%d c=%c s=%hd big=%lld u=%u\0A\00", align 1
@.str2 = private unnamed_addr constant [23 x i8] c"f=%f d=%e p=%p str=%s\0A\00", align 1
@.str3 = private unnamed_addr constant [6 x i8] c"hello\00", align 1
@.str4 = private unnamed_addr constant [6 x i8] c"k=%d\0A\00", align 1
@.str5 = private unnamed_addr constant [4 x i8] c"dev\00", align 1
@.str6 = private unnamed_addr constant [14 x i8] c"no arguments\0A\00", align 1

; Function Attrs: mustprogress noinline nounwind
define dso_local void @_Z6reportPKcid(ptr noundef %0, i32 noundef %1, double noundef %2) local_unnamed_addr #0 !dbg !12 {
  %4 = alloca %printf_args, align 8
  store ptr %0, ptr %4, align 8, !dbg !15
  %5 = getelementptr inbounds nuw i8, ptr %4, i64 8, !dbg !15
  store i32 %1, ptr %5, align 8, !dbg !15
  %6 = getelementptr inbounds nuw i8, ptr %4, i64 16, !dbg !15
  store double %2, ptr %6, align 8, !dbg !15
  %7 = call i32 @vprintf(ptr nonnull @.str, ptr nonnull %4) #3, !dbg !15
  ret void, !dbg !16
}

declare i32 @vprintf(ptr, ptr) local_unnamed_addr

; Function Attrs: mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @printf_kinds(ptr noundef %0, ptr noundef readonly captures(none) %1, i64 noundef %2, i8 noundef signext %3, i16 noundef signext %4) local_unnamed_addr #1 !dbg !17 {
  %6 = alloca %printf_args.0, align 8
  %7 = alloca %printf_args.1, align 8
  %8 = alloca %printf_args.2, align 8
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !18
  %10 = sext i8 %3 to i32, !dbg !19
  %11 = sext i16 %4 to i32, !dbg !20
  %12 = mul nuw nsw i32 %9, 3, !dbg !21
  store i32 %9, ptr %6, align 8, !dbg !22
  %13 = getelementptr inbounds nuw i8, ptr %6, i64 4, !dbg !22
  store i32 %10, ptr %13, align 4, !dbg !22
  %14 = getelementptr inbounds nuw i8, ptr %6, i64 8, !dbg !22
  store i32 %11, ptr %14, align 8, !dbg !22
  %15 = getelementptr inbounds nuw i8, ptr %6, i64 16, !dbg !22
  store i64 %2, ptr %15, align 8, !dbg !22
  %16 = getelementptr inbounds nuw i8, ptr %6, i64 24, !dbg !22
  store i32 %12, ptr %16, align 8, !dbg !22
  %17 = call i32 @vprintf(ptr nonnull @.str1, ptr nonnull %6) #3, !dbg !22
  %18 = zext nneg i32 %9 to i64, !dbg !23
  %19 = getelementptr inbounds nuw float, ptr %0, i64 %18, !dbg !23
  %20 = load float, ptr %19, align 4, !dbg !23, !tbaa !24
  %21 = fpext contract float %20 to double, !dbg !23
  %22 = getelementptr inbounds nuw double, ptr %1, i64 %18, !dbg !26
  %23 = load double, ptr %22, align 8, !dbg !26, !tbaa !27
  store double %21, ptr %7, align 8, !dbg !29
  %24 = getelementptr inbounds nuw i8, ptr %7, i64 8, !dbg !29
  store double %23, ptr %24, align 8, !dbg !29
  %25 = getelementptr inbounds nuw i8, ptr %7, i64 16, !dbg !29
  store ptr %0, ptr %25, align 8, !dbg !29
  %26 = getelementptr inbounds nuw i8, ptr %7, i64 24, !dbg !29
  store ptr @.str3, ptr %26, align 8, !dbg !29
  %27 = call i32 @vprintf(ptr nonnull @.str2, ptr nonnull %7) #3, !dbg !29
  store i32 0, ptr %8, align 8, !dbg !30
  %28 = call i32 @vprintf(ptr nonnull @.str4, ptr nonnull %8) #3, !dbg !30
  store i32 1, ptr %8, align 8, !dbg !30
  %29 = call i32 @vprintf(ptr nonnull @.str4, ptr nonnull %8) #3, !dbg !30
  %30 = load double, ptr %1, align 8, !dbg !31, !tbaa !27
  call void @_Z6reportPKcid(ptr noundef nonnull @.str5, i32 noundef %9, double noundef %30) #3, !dbg !32
  %31 = call i32 @vprintf(ptr nonnull @.str6, ptr null) #3, !dbg !33
  ret void, !dbg !34
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

attributes #0 = { mustprogress noinline nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" }
attributes #1 = { mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6}
!llvm.ident = !{!7}
!llvm.errno.tbaa = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "l25_printf.cu", directory: "/work/wt/llir25/tools/capture/clang_kernels")
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
!12 = distinct !DISubprogram(name: "report", scope: !1, file: !1, line: 7, type: !13, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 8, column: 3, scope: !12)
!16 = !DILocation(line: 9, column: 1, scope: !12)
!17 = distinct !DISubprogram(name: "printf_kinds", scope: !1, file: !1, line: 11, type: !13, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!18 = !DILocation(line: 12, column: 11, scope: !17)
!19 = !DILocation(line: 13, column: 48, scope: !17)
!20 = !DILocation(line: 13, column: 51, scope: !17)
!21 = !DILocation(line: 13, column: 71, scope: !17)
!22 = !DILocation(line: 13, column: 3, scope: !17)
!23 = !DILocation(line: 14, column: 37, scope: !17)
!24 = !{!25, !25, i64 0}
!25 = !{!"float", !10, i64 0}
!26 = !DILocation(line: 14, column: 43, scope: !17)
!27 = !{!28, !28, i64 0}
!28 = !{!"double", !10, i64 0}
!29 = !DILocation(line: 14, column: 3, scope: !17)
!30 = !DILocation(line: 15, column: 31, scope: !17)
!31 = !DILocation(line: 16, column: 20, scope: !17)
!32 = !DILocation(line: 16, column: 3, scope: !17)
!33 = !DILocation(line: 17, column: 3, scope: !17)
!34 = !DILocation(line: 18, column: 1, scope: !17)
