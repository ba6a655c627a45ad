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

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local void @_Z4showif(i32 noundef %0, float noundef %1) #0 !dbg !8 {
  %3 = alloca i32, align 4
  %4 = alloca float, align 4
  %5 = alloca %printf_args, align 8
  store i32 %0, ptr %3, align 4
  store float %1, ptr %4, align 4
  %6 = load i32, ptr %3, align 4, !dbg !11
  %7 = load float, ptr %4, align 4, !dbg !12
  %8 = fpext contract float %7 to double, !dbg !12
  %9 = getelementptr inbounds nuw %printf_args, ptr %5, i32 0, i32 0, !dbg !13
  store i32 %6, ptr %9, align 4, !dbg !13
  %10 = getelementptr inbounds nuw %printf_args, ptr %5, i32 0, i32 1, !dbg !13
  store double %8, ptr %10, align 8, !dbg !13
  %11 = call i32 @vprintf(ptr @.str, ptr %5), !dbg !13
  ret void, !dbg !14
}

declare i32 @vprintf(ptr, ptr)

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local void @_Z9show_pairidPKc(i32 noundef %0, double noundef %1, ptr noundef %2) #0 !dbg !15 {
  %4 = alloca i32, align 4
  %5 = alloca double, align 8
  %6 = alloca ptr, align 8
  %7 = alloca %printf_args.0, align 8
  store i32 %0, ptr %4, align 4
  store double %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  %8 = load i32, ptr %4, align 4, !dbg !16
  %9 = load double, ptr %5, align 8, !dbg !17
  %10 = load ptr, ptr %6, align 8, !dbg !18
  %11 = getelementptr inbounds nuw %printf_args.0, ptr %7, i32 0, i32 0, !dbg !19
  store i32 %8, ptr %11, align 4, !dbg !19
  %12 = getelementptr inbounds nuw %printf_args.0, ptr %7, i32 0, i32 1, !dbg !19
  store double %9, ptr %12, align 8, !dbg !19
  %13 = getelementptr inbounds nuw %printf_args.0, ptr %7, i32 0, i32 2, !dbg !19
  store ptr %10, ptr %13, align 8, !dbg !19
  %14 = call i32 @vprintf(ptr @.str1, ptr %7), !dbg !19
  ret void, !dbg !20
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local ptx_kernel void @g24_printf_calls(ptr noundef %0, i32 noundef %1) #1 !dbg !21 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca [4 x float], align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca %printf_args.1, align 8
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %10 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !22
  %11 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !23
  %12 = mul nsw i32 %10, %11, !dbg !24
  %13 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !25
  %14 = add nsw i32 %12, %13, !dbg !26
  store i32 %14, ptr %5, align 4, !dbg !27
  store i32 0, ptr %7, align 4, !dbg !28
  br label %15, !dbg !29

15:                                               ; preds = %31, %2
  %16 = load i32, ptr %7, align 4, !dbg !30
  %17 = icmp slt i32 %16, 4, !dbg !31
  br i1 %17, label %18, label %34, !dbg !32

18:                                               ; preds = %15
  %19 = load ptr, ptr %3, align 8, !dbg !33
  %20 = load i32, ptr %5, align 4, !dbg !34
  %21 = load i32, ptr %7, align 4, !dbg !35
  %22 = add nsw i32 %20, %21, !dbg !36
  %23 = load i32, ptr %4, align 4, !dbg !37
  %24 = srem i32 %22, %23, !dbg !38
  %25 = sext i32 %24 to i64, !dbg !33
  %26 = getelementptr inbounds float, ptr %19, i64 %25, !dbg !33
  %27 = load float, ptr %26, align 4, !dbg !33
  %28 = load i32, ptr %7, align 4, !dbg !39
  %29 = sext i32 %28 to i64, !dbg !40
  %30 = getelementptr inbounds [4 x float], ptr %6, i64 0, i64 %29, !dbg !40
  store float %27, ptr %30, align 4, !dbg !41
  br label %31, !dbg !40

31:                                               ; preds = %18
  %32 = load i32, ptr %7, align 4, !dbg !42
  %33 = add nsw i32 %32, 1, !dbg !42
  store i32 %33, ptr %7, align 4, !dbg !42
  br label %15, !dbg !32, !llvm.loop !43

34:                                               ; preds = %15
  store i32 0, ptr %8, align 4, !dbg !46
  br label %35, !dbg !47

35:                                               ; preds = %44, %34
  %36 = load i32, ptr %8, align 4, !dbg !48
  %37 = icmp slt i32 %36, 4, !dbg !49
  br i1 %37, label %38, label %47, !dbg !50

38:                                               ; preds = %35
  %39 = load i32, ptr %8, align 4, !dbg !51
  %40 = load i32, ptr %8, align 4, !dbg !52
  %41 = sext i32 %40 to i64, !dbg !53
  %42 = getelementptr inbounds [4 x float], ptr %6, i64 0, i64 %41, !dbg !53
  %43 = load float, ptr %42, align 4, !dbg !53
  call void @_Z4showif(i32 noundef %39, float noundef %43) #3, !dbg !54
  br label %44, !dbg !54

44:                                               ; preds = %38
  %45 = load i32, ptr %8, align 4, !dbg !55
  %46 = add nsw i32 %45, 1, !dbg !55
  store i32 %46, ptr %8, align 4, !dbg !55
  br label %35, !dbg !50, !llvm.loop !56

47:                                               ; preds = %35
  %48 = load i32, ptr %5, align 4, !dbg !58
  %49 = load i32, ptr %5, align 4, !dbg !59
  %50 = and i32 %49, 3, !dbg !60
  %51 = sext i32 %50 to i64, !dbg !61
  %52 = getelementptr inbounds [4 x float], ptr %6, i64 0, i64 %51, !dbg !61
  %53 = load float, ptr %52, align 4, !dbg !61
  %54 = fpext contract float %53 to double, !dbg !61
  call void @_Z9show_pairidPKc(i32 noundef %48, double noundef %54, ptr noundef @.str2) #3, !dbg !62
  %55 = load i32, ptr %5, align 4, !dbg !63
  %56 = icmp eq i32 %55, 0, !dbg !64
  br i1 %56, label %57, label %65, !dbg !64

57:                                               ; preds = %47
  %58 = load i32, ptr %4, align 4, !dbg !65
  %59 = getelementptr inbounds [4 x float], ptr %6, i64 0, i64 0, !dbg !66
  %60 = load float, ptr %59, align 4, !dbg !66
  %61 = fpext contract float %60 to double, !dbg !66
  %62 = getelementptr inbounds nuw %printf_args.1, ptr %9, i32 0, i32 0, !dbg !67
  store i32 %58, ptr %62, align 4, !dbg !67
  %63 = getelementptr inbounds nuw %printf_args.1, ptr %9, i32 0, i32 1, !dbg !67
  store double %61, ptr %63, align 8, !dbg !67
  %64 = call i32 @vprintf(ptr @.str3, ptr %9), !dbg !67
  br label %65, !dbg !67

65:                                               ; preds = %57, %47
  ret void, !dbg !68
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

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
!1 = !DIFile(filename: "g24_printf_calls.cu", directory: "/work/wt/mid24/tools/capture/clang_kernels")
!2 = !{i32 7, !"Dwarf Version", i32 2}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!6 = !{i32 7, !"frame-pointer", i32 2}
!7 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!8 = distinct !DISubprogram(name: "show", scope: !1, file: !1, line: 5, type: !9, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!9 = !DISubroutineType(types: !10)
!10 = !{}
!11 = !DILocation(line: 5, column: 62, scope: !8)
!12 = !DILocation(line: 5, column: 65, scope: !8)
!13 = !DILocation(line: 5, column: 40, scope: !8)
!14 = !DILocation(line: 5, column: 69, scope: !8)
!15 = distinct !DISubprogram(name: "show_pair", scope: !1, file: !1, line: 6, type: !9, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!16 = !DILocation(line: 7, column: 30, scope: !15)
!17 = !DILocation(line: 7, column: 33, scope: !15)
!18 = !DILocation(line: 7, column: 36, scope: !15)
!19 = !DILocation(line: 7, column: 3, scope: !15)
!20 = !DILocation(line: 8, column: 1, scope: !15)
!21 = distinct !DISubprogram(name: "g24_printf_calls", scope: !1, file: !1, line: 9, type: !9, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!22 = !DILocation(line: 10, column: 11, scope: !21)
!23 = !DILocation(line: 10, column: 24, scope: !21)
!24 = !DILocation(line: 10, column: 22, scope: !21)
!25 = !DILocation(line: 10, column: 37, scope: !21)
!26 = !DILocation(line: 10, column: 35, scope: !21)
!27 = !DILocation(line: 10, column: 7, scope: !21)
!28 = !DILocation(line: 12, column: 12, scope: !21)
!29 = !DILocation(line: 12, column: 8, scope: !21)
!30 = !DILocation(line: 12, column: 19, scope: !21)
!31 = !DILocation(line: 12, column: 21, scope: !21)
!32 = !DILocation(line: 12, column: 3, scope: !21)
!33 = !DILocation(line: 12, column: 40, scope: !21)
!34 = !DILocation(line: 12, column: 43, scope: !21)
!35 = !DILocation(line: 12, column: 47, scope: !21)
!36 = !DILocation(line: 12, column: 45, scope: !21)
!37 = !DILocation(line: 12, column: 52, scope: !21)
!38 = !DILocation(line: 12, column: 50, scope: !21)
!39 = !DILocation(line: 12, column: 35, scope: !21)
!40 = !DILocation(line: 12, column: 31, scope: !21)
!41 = !DILocation(line: 12, column: 38, scope: !21)
!42 = !DILocation(line: 12, column: 26, scope: !21)
!43 = distinct !{!43, !32, !44, !45}
!44 = !DILocation(line: 12, column: 53, scope: !21)
!45 = !{!"llvm.loop.mustprogress"}
!46 = !DILocation(line: 13, column: 12, scope: !21)
!47 = !DILocation(line: 13, column: 8, scope: !21)
!48 = !DILocation(line: 13, column: 19, scope: !21)
!49 = !DILocation(line: 13, column: 21, scope: !21)
!50 = !DILocation(line: 13, column: 3, scope: !21)
!51 = !DILocation(line: 13, column: 36, scope: !21)
!52 = !DILocation(line: 13, column: 43, scope: !21)
!53 = !DILocation(line: 13, column: 39, scope: !21)
!54 = !DILocation(line: 13, column: 31, scope: !21)
!55 = !DILocation(line: 13, column: 26, scope: !21)
!56 = distinct !{!56, !50, !57, !45}
!57 = !DILocation(line: 13, column: 45, scope: !21)
!58 = !DILocation(line: 14, column: 13, scope: !21)
!59 = !DILocation(line: 14, column: 20, scope: !21)
!60 = !DILocation(line: 14, column: 22, scope: !21)
!61 = !DILocation(line: 14, column: 16, scope: !21)
!62 = !DILocation(line: 14, column: 3, scope: !21)
!63 = !DILocation(line: 15, column: 7, scope: !21)
!64 = !DILocation(line: 15, column: 9, scope: !21)
!65 = !DILocation(line: 15, column: 41, scope: !21)
!66 = !DILocation(line: 15, column: 44, scope: !21)
!67 = !DILocation(line: 15, column: 15, scope: !21)
!68 = !DILocation(line: 16, column: 1, scope: !21)
