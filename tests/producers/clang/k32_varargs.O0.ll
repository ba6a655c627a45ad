; ModuleID = 'k32_varargs.cu'
source_filename = "k32_varargs.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%printf_args = type { i32, i32, i64, double, i32, ptr, ptr, i32, i64 }

@.str = private unnamed_addr constant [32 x i8] c"%d %u %lld %f %c %s %p %hd %lu\0A\00", align 1
@.str1 = private unnamed_addr constant [2 x i8] c"s\00", align 1

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local noundef double @_Z8sum_argsiz(i32 noundef %0, ...) #0 !dbg !8 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
  %4 = alloca double, align 8
  %5 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  call void @llvm.va_start.p0(ptr %3), !dbg !11
  store double 0.000000e+00, ptr %4, align 8, !dbg !12
  store i32 0, ptr %5, align 4, !dbg !13
  br label %6, !dbg !14

6:                                                ; preds = %32, %1
  %7 = load i32, ptr %5, align 4, !dbg !15
  %8 = load i32, ptr %2, align 4, !dbg !16
  %9 = icmp slt i32 %7, %8, !dbg !17
  br i1 %9, label %10, label %35, !dbg !18

10:                                               ; preds = %6
  %11 = load i32, ptr %5, align 4, !dbg !19
  %12 = and i32 %11, 1, !dbg !20
  %13 = icmp ne i32 %12, 0, !dbg !19
  br i1 %13, label %14, label %22, !dbg !19

14:                                               ; preds = %10
  %15 = load ptr, ptr %3, align 8, !dbg !21
  %16 = getelementptr inbounds i8, ptr %15, i32 7, !dbg !21
  %17 = call ptr @llvm.ptrmask.p0.i64(ptr %16, i64 -8), !dbg !21
  %18 = getelementptr inbounds i8, ptr %17, i64 8, !dbg !21
  store ptr %18, ptr %3, align 8, !dbg !21
  %19 = load double, ptr %17, align 8, !dbg !21
  %20 = load double, ptr %4, align 8, !dbg !22
  %21 = fadd contract double %20, %19, !dbg !22
  store double %21, ptr %4, align 8, !dbg !22
  br label %31, !dbg !23

22:                                               ; preds = %10
  %23 = load ptr, ptr %3, align 8, !dbg !24
  %24 = getelementptr inbounds i8, ptr %23, i32 3, !dbg !24
  %25 = call ptr @llvm.ptrmask.p0.i64(ptr %24, i64 -4), !dbg !24
  %26 = getelementptr inbounds i8, ptr %25, i64 4, !dbg !24
  store ptr %26, ptr %3, align 8, !dbg !24
  %27 = load i32, ptr %25, align 4, !dbg !24
  %28 = sitofp i32 %27 to double, !dbg !24
  %29 = load double, ptr %4, align 8, !dbg !25
  %30 = fadd contract double %29, %28, !dbg !25
  store double %30, ptr %4, align 8, !dbg !25
  br label %31

31:                                               ; preds = %22, %14
  br label %32, !dbg !26

32:                                               ; preds = %31
  %33 = load i32, ptr %5, align 4, !dbg !27
  %34 = add nsw i32 %33, 1, !dbg !27
  store i32 %34, ptr %5, align 4, !dbg !27
  br label %6, !dbg !18, !llvm.loop !28

35:                                               ; preds = %6
  call void @llvm.va_end.p0(ptr %3), !dbg !30
  %36 = load double, ptr %4, align 8, !dbg !31
  ret double %36, !dbg !32
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare ptr @llvm.ptrmask.p0.i64(ptr, i64) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #1

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local noundef i64 @_Z4pickiz(i32 noundef %0, ...) #0 !dbg !33 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i64, align 8
  store i32 %0, ptr %2, align 4
  call void @llvm.va_start.p0(ptr %3), !dbg !34
  store i64 0, ptr %4, align 8, !dbg !35
  %7 = load ptr, ptr %3, align 8, !dbg !36
  %8 = getelementptr inbounds i8, ptr %7, i32 7, !dbg !36
  %9 = call ptr @llvm.ptrmask.p0.i64(ptr %8, i64 -8), !dbg !36
  %10 = getelementptr inbounds i8, ptr %9, i64 8, !dbg !36
  store ptr %10, ptr %3, align 8, !dbg !36
  %11 = load ptr, ptr %9, align 8, !dbg !36
  store ptr %11, ptr %5, align 8, !dbg !37
  %12 = load ptr, ptr %3, align 8, !dbg !38
  %13 = getelementptr inbounds i8, ptr %12, i32 7, !dbg !38
  %14 = call ptr @llvm.ptrmask.p0.i64(ptr %13, i64 -8), !dbg !38
  %15 = getelementptr inbounds i8, ptr %14, i64 8, !dbg !38
  store ptr %15, ptr %3, align 8, !dbg !38
  %16 = load i64, ptr %14, align 8, !dbg !38
  store i64 %16, ptr %6, align 8, !dbg !39
  %17 = load i32, ptr %2, align 4, !dbg !40
  %18 = icmp ne i32 %17, 0, !dbg !40
  br i1 %18, label %19, label %28, !dbg !40

19:                                               ; preds = %1
  %20 = load ptr, ptr %5, align 8, !dbg !41
  %21 = load i32, ptr %2, align 4, !dbg !42
  %22 = sext i32 %21 to i64, !dbg !41
  %23 = getelementptr inbounds i32, ptr %20, i64 %22, !dbg !41
  %24 = load i32, ptr %23, align 4, !dbg !41
  %25 = sext i32 %24 to i64, !dbg !41
  %26 = load i64, ptr %6, align 8, !dbg !43
  %27 = add nsw i64 %25, %26, !dbg !44
  br label %30, !dbg !40

28:                                               ; preds = %1
  %29 = load i64, ptr %6, align 8, !dbg !45
  br label %30, !dbg !40

30:                                               ; preds = %28, %19
  %31 = phi i64 [ %27, %19 ], [ %29, %28 ], !dbg !40
  store i64 %31, ptr %4, align 8, !dbg !46
  call void @llvm.va_end.p0(ptr %3), !dbg !47
  %32 = load i64, ptr %4, align 8, !dbg !48
  ret i64 %32, !dbg !49
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local ptx_kernel void @varargs(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, i32 noundef %4) #3 !dbg !50 {
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca %printf_args, align 8
  store ptr %0, ptr %6, align 8
  store ptr %1, ptr %7, align 8
  store ptr %2, ptr %8, align 8
  store ptr %3, ptr %9, align 8
  store i32 %4, ptr %10, align 4
  %13 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !51
  %14 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !52
  %15 = mul nsw i32 %13, %14, !dbg !53
  %16 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !54
  %17 = add nsw i32 %15, %16, !dbg !55
  store i32 %17, ptr %11, align 4, !dbg !56
  %18 = load i32, ptr %11, align 4, !dbg !57
  %19 = load i32, ptr %10, align 4, !dbg !58
  %20 = icmp sge i32 %18, %19, !dbg !59
  br i1 %20, label %21, label %22, !dbg !59

21:                                               ; preds = %5
  br label %101, !dbg !60

22:                                               ; preds = %5
  %23 = load ptr, ptr %6, align 8, !dbg !61
  %24 = load i32, ptr %11, align 4, !dbg !62
  %25 = sext i32 %24 to i64, !dbg !61
  %26 = getelementptr inbounds i32, ptr %23, i64 %25, !dbg !61
  %27 = load i32, ptr %26, align 4, !dbg !61
  %28 = load ptr, ptr %7, align 8, !dbg !63
  %29 = load i32, ptr %11, align 4, !dbg !64
  %30 = sext i32 %29 to i64, !dbg !63
  %31 = getelementptr inbounds double, ptr %28, i64 %30, !dbg !63
  %32 = load double, ptr %31, align 8, !dbg !63
  %33 = call contract noundef double (i32, ...) @_Z8sum_argsiz(i32 noundef 2, i32 noundef %27, double noundef %32) #5, !dbg !65
  %34 = load ptr, ptr %6, align 8, !dbg !66
  %35 = load i32, ptr %11, align 4, !dbg !67
  %36 = sext i32 %35 to i64, !dbg !66
  %37 = getelementptr inbounds i32, ptr %34, i64 %36, !dbg !66
  %38 = load i32, ptr %37, align 4, !dbg !66
  %39 = load ptr, ptr %7, align 8, !dbg !68
  %40 = load i32, ptr %11, align 4, !dbg !69
  %41 = sext i32 %40 to i64, !dbg !68
  %42 = getelementptr inbounds double, ptr %39, i64 %41, !dbg !68
  %43 = load double, ptr %42, align 8, !dbg !68
  %44 = load ptr, ptr %6, align 8, !dbg !70
  %45 = load i32, ptr %11, align 4, !dbg !71
  %46 = add nsw i32 %45, 1, !dbg !72
  %47 = load i32, ptr %10, align 4, !dbg !73
  %48 = srem i32 %46, %47, !dbg !74
  %49 = sext i32 %48 to i64, !dbg !70
  %50 = getelementptr inbounds i32, ptr %44, i64 %49, !dbg !70
  %51 = load i32, ptr %50, align 4, !dbg !70
  %52 = call contract noundef double (i32, ...) @_Z8sum_argsiz(i32 noundef 4, i32 noundef %38, double noundef %43, i32 noundef %51, double noundef 5.000000e-01) #5, !dbg !75
  %53 = fadd contract double %33, %52, !dbg !76
  %54 = load ptr, ptr %8, align 8, !dbg !77
  %55 = load i32, ptr %11, align 4, !dbg !78
  %56 = sext i32 %55 to i64, !dbg !77
  %57 = getelementptr inbounds double, ptr %54, i64 %56, !dbg !77
  store double %53, ptr %57, align 8, !dbg !79
  %58 = load i32, ptr %11, align 4, !dbg !80
  %59 = and i32 %58, 3, !dbg !81
  %60 = load ptr, ptr %6, align 8, !dbg !82
  %61 = load ptr, ptr %7, align 8, !dbg !83
  %62 = load i32, ptr %11, align 4, !dbg !84
  %63 = sext i32 %62 to i64, !dbg !83
  %64 = getelementptr inbounds double, ptr %61, i64 %63, !dbg !83
  %65 = load double, ptr %64, align 8, !dbg !83
  %66 = fptosi double %65 to i64, !dbg !83
  %67 = mul nsw i64 %66, 7, !dbg !85
  %68 = call noundef i64 (i32, ...) @_Z4pickiz(i32 noundef %59, ptr noundef %60, i64 noundef %67) #5, !dbg !86
  %69 = load ptr, ptr %9, align 8, !dbg !87
  %70 = load i32, ptr %11, align 4, !dbg !88
  %71 = sext i32 %70 to i64, !dbg !87
  %72 = getelementptr inbounds i64, ptr %69, i64 %71, !dbg !87
  store i64 %68, ptr %72, align 8, !dbg !89
  %73 = load i32, ptr %11, align 4, !dbg !90
  %74 = icmp eq i32 %73, 0, !dbg !91
  br i1 %74, label %75, label %101, !dbg !91

75:                                               ; preds = %22
  %76 = load ptr, ptr %6, align 8, !dbg !92
  %77 = getelementptr inbounds i32, ptr %76, i64 0, !dbg !92
  %78 = load i32, ptr %77, align 4, !dbg !92
  %79 = load ptr, ptr %9, align 8, !dbg !93
  %80 = getelementptr inbounds i64, ptr %79, i64 0, !dbg !93
  %81 = load i64, ptr %80, align 8, !dbg !93
  %82 = load ptr, ptr %7, align 8, !dbg !94
  %83 = getelementptr inbounds double, ptr %82, i64 0, !dbg !94
  %84 = load double, ptr %83, align 8, !dbg !94
  %85 = load ptr, ptr %6, align 8, !dbg !95
  %86 = load ptr, ptr %6, align 8, !dbg !96
  %87 = getelementptr inbounds i32, ptr %86, i64 1, !dbg !96
  %88 = load i32, ptr %87, align 4, !dbg !96
  %89 = trunc i32 %88 to i16, !dbg !96
  %90 = sext i16 %89 to i32, !dbg !97
  %91 = getelementptr inbounds nuw %printf_args, ptr %12, i32 0, i32 0, !dbg !98
  store i32 %78, ptr %91, align 4, !dbg !98
  %92 = getelementptr inbounds nuw %printf_args, ptr %12, i32 0, i32 1, !dbg !98
  store i32 3, ptr %92, align 4, !dbg !98
  %93 = getelementptr inbounds nuw %printf_args, ptr %12, i32 0, i32 2, !dbg !98
  store i64 %81, ptr %93, align 8, !dbg !98
  %94 = getelementptr inbounds nuw %printf_args, ptr %12, i32 0, i32 3, !dbg !98
  store double %84, ptr %94, align 8, !dbg !98
  %95 = getelementptr inbounds nuw %printf_args, ptr %12, i32 0, i32 4, !dbg !98
  store i32 120, ptr %95, align 4, !dbg !98
  %96 = getelementptr inbounds nuw %printf_args, ptr %12, i32 0, i32 5, !dbg !98
  store ptr @.str1, ptr %96, align 8, !dbg !98
  %97 = getelementptr inbounds nuw %printf_args, ptr %12, i32 0, i32 6, !dbg !98
  store ptr %85, ptr %97, align 8, !dbg !98
  %98 = getelementptr inbounds nuw %printf_args, ptr %12, i32 0, i32 7, !dbg !98
  store i32 %90, ptr %98, align 4, !dbg !98
  %99 = getelementptr inbounds nuw %printf_args, ptr %12, i32 0, i32 8, !dbg !98
  store i64 7, ptr %99, align 8, !dbg !98
  %100 = call i32 @vprintf(ptr @.str, ptr %12), !dbg !98
  br label %101, !dbg !98

101:                                              ; preds = %21, %75, %22
  ret void, !dbg !99
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4

declare i32 @vprintf(ptr, ptr)

attributes #0 = { convergent mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #1 = { nocallback nofree nosync nounwind willreturn }
attributes #2 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { convergent nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6}
!llvm.ident = !{!7}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "k32_varargs.cu", directory: "/work/wt/nvir32/tools/capture/clang_kernels")
!2 = !{i32 7, !"Dwarf Version", i32 2}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!6 = !{i32 7, !"frame-pointer", i32 2}
!7 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!8 = distinct !DISubprogram(name: "sum_args", scope: !1, file: !1, line: 5, type: !9, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!9 = !DISubroutineType(types: !10)
!10 = !{}
!11 = !DILocation(line: 7, column: 3, scope: !8)
!12 = !DILocation(line: 8, column: 10, scope: !8)
!13 = !DILocation(line: 9, column: 12, scope: !8)
!14 = !DILocation(line: 9, column: 8, scope: !8)
!15 = !DILocation(line: 9, column: 19, scope: !8)
!16 = !DILocation(line: 9, column: 23, scope: !8)
!17 = !DILocation(line: 9, column: 21, scope: !8)
!18 = !DILocation(line: 9, column: 3, scope: !8)
!19 = !DILocation(line: 10, column: 9, scope: !8)
!20 = !DILocation(line: 10, column: 11, scope: !8)
!21 = !DILocation(line: 10, column: 21, scope: !8)
!22 = !DILocation(line: 10, column: 18, scope: !8)
!23 = !DILocation(line: 10, column: 16, scope: !8)
!24 = !DILocation(line: 11, column: 15, scope: !8)
!25 = !DILocation(line: 11, column: 12, scope: !8)
!26 = !DILocation(line: 12, column: 3, scope: !8)
!27 = !DILocation(line: 9, column: 31, scope: !8)
!28 = distinct !{!28, !18, !26, !29}
!29 = !{!"llvm.loop.mustprogress"}
!30 = !DILocation(line: 13, column: 3, scope: !8)
!31 = !DILocation(line: 14, column: 10, scope: !8)
!32 = !DILocation(line: 14, column: 3, scope: !8)
!33 = distinct !DISubprogram(name: "pick", scope: !1, file: !1, line: 16, type: !9, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!34 = !DILocation(line: 18, column: 3, scope: !33)
!35 = !DILocation(line: 19, column: 13, scope: !33)
!36 = !DILocation(line: 20, column: 18, scope: !33)
!37 = !DILocation(line: 20, column: 14, scope: !33)
!38 = !DILocation(line: 21, column: 17, scope: !33)
!39 = !DILocation(line: 21, column: 13, scope: !33)
!40 = !DILocation(line: 22, column: 7, scope: !33)
!41 = !DILocation(line: 22, column: 15, scope: !33)
!42 = !DILocation(line: 22, column: 17, scope: !33)
!43 = !DILocation(line: 22, column: 26, scope: !33)
!44 = !DILocation(line: 22, column: 24, scope: !33)
!45 = !DILocation(line: 22, column: 30, scope: !33)
!46 = !DILocation(line: 22, column: 5, scope: !33)
!47 = !DILocation(line: 23, column: 3, scope: !33)
!48 = !DILocation(line: 24, column: 10, scope: !33)
!49 = !DILocation(line: 24, column: 3, scope: !33)
!50 = distinct !DISubprogram(name: "varargs", scope: !1, file: !1, line: 26, type: !9, scopeLine: 26, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!51 = !DILocation(line: 27, column: 11, scope: !50)
!52 = !DILocation(line: 27, column: 24, scope: !50)
!53 = !DILocation(line: 27, column: 22, scope: !50)
!54 = !DILocation(line: 27, column: 37, scope: !50)
!55 = !DILocation(line: 27, column: 35, scope: !50)
!56 = !DILocation(line: 27, column: 7, scope: !50)
!57 = !DILocation(line: 28, column: 7, scope: !50)
!58 = !DILocation(line: 28, column: 12, scope: !50)
!59 = !DILocation(line: 28, column: 9, scope: !50)
!60 = !DILocation(line: 28, column: 15, scope: !50)
!61 = !DILocation(line: 29, column: 24, scope: !50)
!62 = !DILocation(line: 29, column: 27, scope: !50)
!63 = !DILocation(line: 29, column: 31, scope: !50)
!64 = !DILocation(line: 29, column: 33, scope: !50)
!65 = !DILocation(line: 29, column: 12, scope: !50)
!66 = !DILocation(line: 29, column: 51, scope: !50)
!67 = !DILocation(line: 29, column: 54, scope: !50)
!68 = !DILocation(line: 29, column: 58, scope: !50)
!69 = !DILocation(line: 29, column: 60, scope: !50)
!70 = !DILocation(line: 29, column: 64, scope: !50)
!71 = !DILocation(line: 29, column: 68, scope: !50)
!72 = !DILocation(line: 29, column: 70, scope: !50)
!73 = !DILocation(line: 29, column: 77, scope: !50)
!74 = !DILocation(line: 29, column: 75, scope: !50)
!75 = !DILocation(line: 29, column: 39, scope: !50)
!76 = !DILocation(line: 29, column: 37, scope: !50)
!77 = !DILocation(line: 29, column: 3, scope: !50)
!78 = !DILocation(line: 29, column: 7, scope: !50)
!79 = !DILocation(line: 29, column: 10, scope: !50)
!80 = !DILocation(line: 30, column: 18, scope: !50)
!81 = !DILocation(line: 30, column: 20, scope: !50)
!82 = !DILocation(line: 30, column: 25, scope: !50)
!83 = !DILocation(line: 30, column: 40, scope: !50)
!84 = !DILocation(line: 30, column: 42, scope: !50)
!85 = !DILocation(line: 30, column: 45, scope: !50)
!86 = !DILocation(line: 30, column: 13, scope: !50)
!87 = !DILocation(line: 30, column: 3, scope: !50)
!88 = !DILocation(line: 30, column: 8, scope: !50)
!89 = !DILocation(line: 30, column: 11, scope: !50)
!90 = !DILocation(line: 31, column: 7, scope: !50)
!91 = !DILocation(line: 31, column: 9, scope: !50)
!92 = !DILocation(line: 31, column: 58, scope: !50)
!93 = !DILocation(line: 31, column: 69, scope: !50)
!94 = !DILocation(line: 31, column: 78, scope: !50)
!95 = !DILocation(line: 31, column: 94, scope: !50)
!96 = !DILocation(line: 31, column: 105, scope: !50)
!97 = !DILocation(line: 31, column: 98, scope: !50)
!98 = !DILocation(line: 31, column: 15, scope: !50)
!99 = !DILocation(line: 32, column: 1, scope: !50)
