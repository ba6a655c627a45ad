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

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local void @_Z6reportPKcid(ptr noundef %0, i32 noundef %1, double noundef %2) #0 !dbg !8 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca double, align 8
  %7 = alloca %printf_args, align 8
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store double %2, ptr %6, align 8
  %8 = load ptr, ptr %4, align 8, !dbg !11
  %9 = load i32, ptr %5, align 4, !dbg !12
  %10 = load double, ptr %6, align 8, !dbg !13
  %11 = getelementptr inbounds nuw %printf_args, ptr %7, i32 0, i32 0, !dbg !14
  store ptr %8, ptr %11, align 8, !dbg !14
  %12 = getelementptr inbounds nuw %printf_args, ptr %7, i32 0, i32 1, !dbg !14
  store i32 %9, ptr %12, align 4, !dbg !14
  %13 = getelementptr inbounds nuw %printf_args, ptr %7, i32 0, i32 2, !dbg !14
  store double %10, ptr %13, align 8, !dbg !14
  %14 = call i32 @vprintf(ptr @.str, ptr %7), !dbg !14
  ret void, !dbg !15
}

declare i32 @vprintf(ptr, ptr)

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local ptx_kernel void @printf_kinds(ptr noundef %0, ptr noundef %1, i64 noundef %2, i8 noundef signext %3, i16 noundef signext %4) #1 !dbg !16 {
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i64, align 8
  %9 = alloca i8, align 1
  %10 = alloca i16, align 2
  %11 = alloca i32, align 4
  %12 = alloca %printf_args.0, align 8
  %13 = alloca %printf_args.1, align 8
  %14 = alloca i32, align 4
  %15 = alloca %printf_args.2, align 8
  store ptr %0, ptr %6, align 8
  store ptr %1, ptr %7, align 8
  store i64 %2, ptr %8, align 8
  store i8 %3, ptr %9, align 1
  store i16 %4, ptr %10, align 2
  %16 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !17
  store i32 %16, ptr %11, align 4, !dbg !18
  %17 = load i32, ptr %11, align 4, !dbg !19
  %18 = load i8, ptr %9, align 1, !dbg !20
  %19 = sext i8 %18 to i32, !dbg !20
  %20 = load i16, ptr %10, align 2, !dbg !21
  %21 = sext i16 %20 to i32, !dbg !21
  %22 = load i64, ptr %8, align 8, !dbg !22
  %23 = load i32, ptr %11, align 4, !dbg !23
  %24 = mul i32 %23, 3, !dbg !24
  %25 = getelementptr inbounds nuw %printf_args.0, ptr %12, i32 0, i32 0, !dbg !25
  store i32 %17, ptr %25, align 4, !dbg !25
  %26 = getelementptr inbounds nuw %printf_args.0, ptr %12, i32 0, i32 1, !dbg !25
  store i32 %19, ptr %26, align 4, !dbg !25
  %27 = getelementptr inbounds nuw %printf_args.0, ptr %12, i32 0, i32 2, !dbg !25
  store i32 %21, ptr %27, align 4, !dbg !25
  %28 = getelementptr inbounds nuw %printf_args.0, ptr %12, i32 0, i32 3, !dbg !25
  store i64 %22, ptr %28, align 8, !dbg !25
  %29 = getelementptr inbounds nuw %printf_args.0, ptr %12, i32 0, i32 4, !dbg !25
  store i32 %24, ptr %29, align 4, !dbg !25
  %30 = call i32 @vprintf(ptr @.str1, ptr %12), !dbg !25
  %31 = load ptr, ptr %6, align 8, !dbg !26
  %32 = load i32, ptr %11, align 4, !dbg !27
  %33 = sext i32 %32 to i64, !dbg !26
  %34 = getelementptr inbounds float, ptr %31, i64 %33, !dbg !26
  %35 = load float, ptr %34, align 4, !dbg !26
  %36 = fpext contract float %35 to double, !dbg !26
  %37 = load ptr, ptr %7, align 8, !dbg !28
  %38 = load i32, ptr %11, align 4, !dbg !29
  %39 = sext i32 %38 to i64, !dbg !28
  %40 = getelementptr inbounds double, ptr %37, i64 %39, !dbg !28
  %41 = load double, ptr %40, align 8, !dbg !28
  %42 = load ptr, ptr %6, align 8, !dbg !30
  %43 = getelementptr inbounds nuw %printf_args.1, ptr %13, i32 0, i32 0, !dbg !31
  store double %36, ptr %43, align 8, !dbg !31
  %44 = getelementptr inbounds nuw %printf_args.1, ptr %13, i32 0, i32 1, !dbg !31
  store double %41, ptr %44, align 8, !dbg !31
  %45 = getelementptr inbounds nuw %printf_args.1, ptr %13, i32 0, i32 2, !dbg !31
  store ptr %42, ptr %45, align 8, !dbg !31
  %46 = getelementptr inbounds nuw %printf_args.1, ptr %13, i32 0, i32 3, !dbg !31
  store ptr @.str3, ptr %46, align 8, !dbg !31
  %47 = call i32 @vprintf(ptr @.str2, ptr %13), !dbg !31
  store i32 0, ptr %14, align 4, !dbg !32
  br label %48, !dbg !33

48:                                               ; preds = %55, %5
  %49 = load i32, ptr %14, align 4, !dbg !34
  %50 = icmp slt i32 %49, 2, !dbg !35
  br i1 %50, label %51, label %58, !dbg !36

51:                                               ; preds = %48
  %52 = load i32, ptr %14, align 4, !dbg !37
  %53 = getelementptr inbounds nuw %printf_args.2, ptr %15, i32 0, i32 0, !dbg !38
  store i32 %52, ptr %53, align 4, !dbg !38
  %54 = call i32 @vprintf(ptr @.str4, ptr %15), !dbg !38
  br label %55, !dbg !38

55:                                               ; preds = %51
  %56 = load i32, ptr %14, align 4, !dbg !39
  %57 = add nsw i32 %56, 1, !dbg !39
  store i32 %57, ptr %14, align 4, !dbg !39
  br label %48, !dbg !36, !llvm.loop !40

58:                                               ; preds = %48
  %59 = load i32, ptr %11, align 4, !dbg !43
  %60 = load ptr, ptr %7, align 8, !dbg !44
  %61 = getelementptr inbounds double, ptr %60, i64 0, !dbg !44
  %62 = load double, ptr %61, align 8, !dbg !44
  call void @_Z6reportPKcid(ptr noundef @.str5, i32 noundef %59, double noundef %62) #3, !dbg !45
  %63 = call i32 @vprintf(ptr @.str6, ptr null), !dbg !46
  ret void, !dbg !47
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

attributes #0 = { convergent mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #1 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6}
!llvm.ident = !{!7}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "l25_printf.cu", directory: "/work/wt/llir25/tools/capture/clang_kernels")
!2 = !{i32 7, !"Dwarf Version", i32 2}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!6 = !{i32 7, !"frame-pointer", i32 2}
!7 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!8 = distinct !DISubprogram(name: "report", scope: !1, file: !1, line: 7, type: !9, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!9 = !DISubroutineType(types: !10)
!10 = !{}
!11 = !DILocation(line: 8, column: 35, scope: !8)
!12 = !DILocation(line: 8, column: 40, scope: !8)
!13 = !DILocation(line: 8, column: 44, scope: !8)
!14 = !DILocation(line: 8, column: 3, scope: !8)
!15 = !DILocation(line: 9, column: 1, scope: !8)
!16 = distinct !DISubprogram(name: "printf_kinds", scope: !1, file: !1, line: 11, type: !9, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!17 = !DILocation(line: 12, column: 11, scope: !16)
!18 = !DILocation(line: 12, column: 7, scope: !16)
!19 = !DILocation(line: 13, column: 45, scope: !16)
!20 = !DILocation(line: 13, column: 48, scope: !16)
!21 = !DILocation(line: 13, column: 51, scope: !16)
!22 = !DILocation(line: 13, column: 54, scope: !16)
!23 = !DILocation(line: 13, column: 69, scope: !16)
!24 = !DILocation(line: 13, column: 71, scope: !16)
!25 = !DILocation(line: 13, column: 3, scope: !16)
!26 = !DILocation(line: 14, column: 37, scope: !16)
!27 = !DILocation(line: 14, column: 39, scope: !16)
!28 = !DILocation(line: 14, column: 43, scope: !16)
!29 = !DILocation(line: 14, column: 45, scope: !16)
!30 = !DILocation(line: 14, column: 62, scope: !16)
!31 = !DILocation(line: 14, column: 3, scope: !16)
!32 = !DILocation(line: 15, column: 12, scope: !16)
!33 = !DILocation(line: 15, column: 8, scope: !16)
!34 = !DILocation(line: 15, column: 19, scope: !16)
!35 = !DILocation(line: 15, column: 21, scope: !16)
!36 = !DILocation(line: 15, column: 3, scope: !16)
!37 = !DILocation(line: 15, column: 48, scope: !16)
!38 = !DILocation(line: 15, column: 31, scope: !16)
!39 = !DILocation(line: 15, column: 26, scope: !16)
!40 = distinct !{!40, !36, !41, !42}
!41 = !DILocation(line: 15, column: 49, scope: !16)
!42 = !{!"llvm.loop.mustprogress"}
!43 = !DILocation(line: 16, column: 17, scope: !16)
!44 = !DILocation(line: 16, column: 20, scope: !16)
!45 = !DILocation(line: 16, column: 3, scope: !16)
!46 = !DILocation(line: 17, column: 3, scope: !16)
!47 = !DILocation(line: 18, column: 1, scope: !16)
