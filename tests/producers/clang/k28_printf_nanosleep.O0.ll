; ModuleID = 'k28_printf_nanosleep.cu'
source_filename = "k28_printf_nanosleep.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Pt = type { i32, float }
%printf_args = type { ptr, i32, double, double, ptr }
%printf_args.0 = type { i32, i32, i64, i32 }

@.str = private unnamed_addr constant [22 x i8] c"%s: (%d, %f) w=%e %p\0A\00", align 1
@.str1 = private unnamed_addr constant [4 x i8] c"odd\00", align 1
@.str2 = private unnamed_addr constant [5 x i8] c"even\00", align 1
@.str3 = private unnamed_addr constant [16 x i8] c"%d %hhd %lu %c\0A\00", align 1

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local void @_Z6report2PtPKcd(ptr noundef byval(%struct.Pt) align 4 %0, ptr noundef %1, double noundef %2) #0 !dbg !8 {
  %4 = alloca ptr, align 8
  %5 = alloca double, align 8
  %6 = alloca %printf_args, align 8
  store ptr %1, ptr %4, align 8
  store double %2, ptr %5, align 8
  %7 = load ptr, ptr %4, align 8, !dbg !11
  %8 = getelementptr inbounds nuw %struct.Pt, ptr %0, i32 0, i32 0, !dbg !12
  %9 = load i32, ptr %8, align 4, !dbg !12
  %10 = getelementptr inbounds nuw %struct.Pt, ptr %0, i32 0, i32 1, !dbg !13
  %11 = load float, ptr %10, align 4, !dbg !13
  %12 = fpext contract float %11 to double, !dbg !14
  %13 = load double, ptr %5, align 8, !dbg !15
  %14 = load ptr, ptr %4, align 8, !dbg !16
  %15 = getelementptr inbounds nuw %printf_args, ptr %6, i32 0, i32 0, !dbg !17
  store ptr %7, ptr %15, align 8, !dbg !17
  %16 = getelementptr inbounds nuw %printf_args, ptr %6, i32 0, i32 1, !dbg !17
  store i32 %9, ptr %16, align 4, !dbg !17
  %17 = getelementptr inbounds nuw %printf_args, ptr %6, i32 0, i32 2, !dbg !17
  store double %12, ptr %17, align 8, !dbg !17
  %18 = getelementptr inbounds nuw %printf_args, ptr %6, i32 0, i32 3, !dbg !17
  store double %13, ptr %18, align 8, !dbg !17
  %19 = getelementptr inbounds nuw %printf_args, ptr %6, i32 0, i32 4, !dbg !17
  store ptr %14, ptr %19, align 8, !dbg !17
  %20 = call i32 @vprintf(ptr @.str, ptr %6), !dbg !17
  ret void, !dbg !18
}

declare i32 @vprintf(ptr, ptr)

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local ptx_kernel void @printf_nanosleep(ptr noundef %0, ptr noundef %1, i32 noundef %2) #1 !dbg !19 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca %struct.Pt, align 4
  %11 = alloca %struct.Pt, align 4
  %12 = alloca %printf_args.0, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %13 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !20
  %14 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !21
  %15 = mul nsw i32 %13, %14, !dbg !22
  %16 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !23
  %17 = add nsw i32 %15, %16, !dbg !24
  store i32 %17, ptr %7, align 4, !dbg !25
  %18 = load i32, ptr %6, align 4, !dbg !26
  %19 = icmp slt i32 %18, 0, !dbg !27
  br i1 %19, label %20, label %21, !dbg !27

20:                                               ; preds = %3
  call void @llvm.trap(), !dbg !28
  br label %21, !dbg !28

21:                                               ; preds = %20, %3
  %22 = load i32, ptr %7, align 4, !dbg !29
  %23 = icmp eq i32 %22, 0, !dbg !30
  br i1 %23, label %24, label %26, !dbg !30

24:                                               ; preds = %21
  %25 = load ptr, ptr %4, align 8, !dbg !31
  store volatile i32 1, ptr %25, align 4, !dbg !32
  br label %50, !dbg !33

26:                                               ; preds = %21
  store i32 32, ptr %8, align 4, !dbg !34
  store i32 0, ptr %9, align 4, !dbg !35
  br label %27, !dbg !36

27:                                               ; preds = %46, %26
  %28 = load ptr, ptr %4, align 8, !dbg !37
  %29 = load volatile i32, ptr %28, align 4, !dbg !38
  %30 = icmp eq i32 %29, 0, !dbg !39
  br i1 %30, label %31, label %34, !dbg !40

31:                                               ; preds = %27
  %32 = load i32, ptr %9, align 4, !dbg !41
  %33 = icmp slt i32 %32, 64, !dbg !42
  br label %34

34:                                               ; preds = %31, %27
  %35 = phi i1 [ false, %27 ], [ %33, %31 ], !dbg !43
  br i1 %35, label %36, label %49, !dbg !44

36:                                               ; preds = %34
  %37 = load i32, ptr %8, align 4, !dbg !45
  call void @llvm.nvvm.nanosleep(i32 %37), !dbg !46
  %38 = load i32, ptr %8, align 4, !dbg !47
  %39 = icmp ult i32 %38, 4096, !dbg !48
  br i1 %39, label %40, label %43, !dbg !47

40:                                               ; preds = %36
  %41 = load i32, ptr %8, align 4, !dbg !49
  %42 = mul i32 %41, 2, !dbg !50
  br label %44, !dbg !47

43:                                               ; preds = %36
  br label %44, !dbg !47

44:                                               ; preds = %43, %40
  %45 = phi i32 [ %42, %40 ], [ 4096, %43 ], !dbg !47
  store i32 %45, ptr %8, align 4, !dbg !51
  br label %46, !dbg !52

46:                                               ; preds = %44
  %47 = load i32, ptr %9, align 4, !dbg !53
  %48 = add nsw i32 %47, 1, !dbg !53
  store i32 %48, ptr %9, align 4, !dbg !53
  br label %27, !dbg !44, !llvm.loop !54

49:                                               ; preds = %34
  br label %50

50:                                               ; preds = %49, %24
  %51 = load i32, ptr %7, align 4, !dbg !56
  %52 = load i32, ptr %6, align 4, !dbg !57
  %53 = icmp slt i32 %51, %52, !dbg !58
  br i1 %53, label %54, label %82, !dbg !59

54:                                               ; preds = %50
  %55 = load ptr, ptr %5, align 8, !dbg !60
  %56 = load i32, ptr %7, align 4, !dbg !61
  %57 = sext i32 %56 to i64, !dbg !60
  %58 = getelementptr inbounds float, ptr %55, i64 %57, !dbg !60
  %59 = load float, ptr %58, align 4, !dbg !60
  %60 = fcmp contract olt float %59, 0.000000e+00, !dbg !62
  br i1 %60, label %61, label %82, !dbg !59

61:                                               ; preds = %54
  %62 = getelementptr inbounds nuw %struct.Pt, ptr %10, i32 0, i32 0, !dbg !63
  %63 = load i32, ptr %7, align 4, !dbg !64
  store i32 %63, ptr %62, align 4, !dbg !63
  %64 = getelementptr inbounds nuw %struct.Pt, ptr %10, i32 0, i32 1, !dbg !63
  %65 = load ptr, ptr %5, align 8, !dbg !65
  %66 = load i32, ptr %7, align 4, !dbg !66
  %67 = sext i32 %66 to i64, !dbg !65
  %68 = getelementptr inbounds float, ptr %65, i64 %67, !dbg !65
  %69 = load float, ptr %68, align 4, !dbg !65
  store float %69, ptr %64, align 4, !dbg !63
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %11, ptr align 4 %10, i64 8, i1 false), !dbg !67
  %70 = load i32, ptr %7, align 4, !dbg !68
  %71 = and i32 %70, 1, !dbg !69
  %72 = icmp ne i32 %71, 0, !dbg !68
  %73 = zext i1 %72 to i64, !dbg !68
  %74 = select i1 %72, ptr @.str1, ptr @.str2, !dbg !68
  %75 = load ptr, ptr %5, align 8, !dbg !70
  %76 = load i32, ptr %7, align 4, !dbg !71
  %77 = sext i32 %76 to i64, !dbg !70
  %78 = getelementptr inbounds float, ptr %75, i64 %77, !dbg !70
  %79 = load float, ptr %78, align 4, !dbg !70
  %80 = fpext contract float %79 to double, !dbg !70
  %81 = fmul contract double %80, 5.000000e-01, !dbg !72
  call void @_Z6report2PtPKcd(ptr noundef byval(%struct.Pt) align 4 %11, ptr noundef %74, double noundef %81) #6, !dbg !73
  br label %102, !dbg !74

82:                                               ; preds = %54, %50
  %83 = load i32, ptr %7, align 4, !dbg !75
  %84 = load i32, ptr %6, align 4, !dbg !76
  %85 = icmp slt i32 %83, %84, !dbg !77
  br i1 %85, label %86, label %101, !dbg !77

86:                                               ; preds = %82
  %87 = load i32, ptr %7, align 4, !dbg !78
  %88 = load i32, ptr %7, align 4, !dbg !79
  %89 = trunc i32 %88 to i8, !dbg !79
  %90 = sext i8 %89 to i32, !dbg !80
  %91 = load i32, ptr %6, align 4, !dbg !81
  %92 = sext i32 %91 to i64, !dbg !81
  %93 = load i32, ptr %7, align 4, !dbg !82
  %94 = and i32 %93, 15, !dbg !83
  %95 = add nsw i32 97, %94, !dbg !84
  %96 = getelementptr inbounds nuw %printf_args.0, ptr %12, i32 0, i32 0, !dbg !85
  store i32 %87, ptr %96, align 4, !dbg !85
  %97 = getelementptr inbounds nuw %printf_args.0, ptr %12, i32 0, i32 1, !dbg !85
  store i32 %90, ptr %97, align 4, !dbg !85
  %98 = getelementptr inbounds nuw %printf_args.0, ptr %12, i32 0, i32 2, !dbg !85
  store i64 %92, ptr %98, align 8, !dbg !85
  %99 = getelementptr inbounds nuw %printf_args.0, ptr %12, i32 0, i32 3, !dbg !85
  store i32 %95, ptr %99, align 4, !dbg !85
  %100 = call i32 @vprintf(ptr @.str3, ptr %12), !dbg !85
  br label %101, !dbg !86

101:                                              ; preds = %86, %82
  br label %102

102:                                              ; preds = %101, %61
  ret void, !dbg !87
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: cold noreturn nounwind memory(inaccessiblemem: write)
declare void @llvm.trap() #3

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn
declare void @llvm.nvvm.nanosleep(i32) #4

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #5

attributes #0 = { convergent mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #1 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { cold noreturn nounwind memory(inaccessiblemem: write) }
attributes #4 = { convergent nocallback nofree nosync nounwind willreturn }
attributes #5 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { convergent nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6}
!llvm.ident = !{!7}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "k28_printf_nanosleep.cu", directory: "/work/wt/nvir31/tools/capture/clang_kernels")
!2 = !{i32 7, !"Dwarf Version", i32 2}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!6 = !{i32 7, !"frame-pointer", i32 2}
!7 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!8 = distinct !DISubprogram(name: "report", scope: !1, file: !1, line: 6, type: !9, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!9 = !DISubroutineType(types: !10)
!10 = !{}
!11 = !DILocation(line: 7, column: 36, scope: !8)
!12 = !DILocation(line: 7, column: 43, scope: !8)
!13 = !DILocation(line: 7, column: 48, scope: !8)
!14 = !DILocation(line: 7, column: 46, scope: !8)
!15 = !DILocation(line: 7, column: 51, scope: !8)
!16 = !DILocation(line: 7, column: 61, scope: !8)
!17 = !DILocation(line: 7, column: 3, scope: !8)
!18 = !DILocation(line: 8, column: 1, scope: !8)
!19 = distinct !DISubprogram(name: "printf_nanosleep", scope: !1, file: !1, line: 9, type: !9, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!20 = !DILocation(line: 10, column: 11, scope: !19)
!21 = !DILocation(line: 10, column: 24, scope: !19)
!22 = !DILocation(line: 10, column: 22, scope: !19)
!23 = !DILocation(line: 10, column: 37, scope: !19)
!24 = !DILocation(line: 10, column: 35, scope: !19)
!25 = !DILocation(line: 10, column: 7, scope: !19)
!26 = !DILocation(line: 11, column: 7, scope: !19)
!27 = !DILocation(line: 11, column: 9, scope: !19)
!28 = !DILocation(line: 11, column: 14, scope: !19)
!29 = !DILocation(line: 12, column: 7, scope: !19)
!30 = !DILocation(line: 12, column: 9, scope: !19)
!31 = !DILocation(line: 13, column: 6, scope: !19)
!32 = !DILocation(line: 13, column: 11, scope: !19)
!33 = !DILocation(line: 14, column: 3, scope: !19)
!34 = !DILocation(line: 15, column: 14, scope: !19)
!35 = !DILocation(line: 16, column: 14, scope: !19)
!36 = !DILocation(line: 16, column: 10, scope: !19)
!37 = !DILocation(line: 16, column: 26, scope: !19)
!38 = !DILocation(line: 16, column: 25, scope: !19)
!39 = !DILocation(line: 16, column: 31, scope: !19)
!40 = !DILocation(line: 16, column: 36, scope: !19)
!41 = !DILocation(line: 16, column: 39, scope: !19)
!42 = !DILocation(line: 16, column: 45, scope: !19)
!43 = !DILocation(line: 0, scope: !19)
!44 = !DILocation(line: 16, column: 5, scope: !19)
!45 = !DILocation(line: 17, column: 24, scope: !19)
!46 = !DILocation(line: 17, column: 7, scope: !19)
!47 = !DILocation(line: 18, column: 12, scope: !19)
!48 = !DILocation(line: 18, column: 15, scope: !19)
!49 = !DILocation(line: 18, column: 24, scope: !19)
!50 = !DILocation(line: 18, column: 27, scope: !19)
!51 = !DILocation(line: 18, column: 10, scope: !19)
!52 = !DILocation(line: 19, column: 5, scope: !19)
!53 = !DILocation(line: 16, column: 51, scope: !19)
!54 = distinct !{!54, !44, !52, !55}
!55 = !{!"llvm.loop.mustprogress"}
!56 = !DILocation(line: 21, column: 7, scope: !19)
!57 = !DILocation(line: 21, column: 11, scope: !19)
!58 = !DILocation(line: 21, column: 9, scope: !19)
!59 = !DILocation(line: 21, column: 13, scope: !19)
!60 = !DILocation(line: 21, column: 16, scope: !19)
!61 = !DILocation(line: 21, column: 18, scope: !19)
!62 = !DILocation(line: 21, column: 21, scope: !19)
!63 = !DILocation(line: 22, column: 12, scope: !19)
!64 = !DILocation(line: 22, column: 13, scope: !19)
!65 = !DILocation(line: 22, column: 16, scope: !19)
!66 = !DILocation(line: 22, column: 18, scope: !19)
!67 = !DILocation(line: 23, column: 12, scope: !19)
!68 = !DILocation(line: 23, column: 15, scope: !19)
!69 = !DILocation(line: 23, column: 17, scope: !19)
!70 = !DILocation(line: 23, column: 47, scope: !19)
!71 = !DILocation(line: 23, column: 49, scope: !19)
!72 = !DILocation(line: 23, column: 52, scope: !19)
!73 = !DILocation(line: 23, column: 5, scope: !19)
!74 = !DILocation(line: 24, column: 3, scope: !19)
!75 = !DILocation(line: 24, column: 14, scope: !19)
!76 = !DILocation(line: 24, column: 18, scope: !19)
!77 = !DILocation(line: 24, column: 16, scope: !19)
!78 = !DILocation(line: 25, column: 32, scope: !19)
!79 = !DILocation(line: 25, column: 48, scope: !19)
!80 = !DILocation(line: 25, column: 35, scope: !19)
!81 = !DILocation(line: 25, column: 66, scope: !19)
!82 = !DILocation(line: 25, column: 76, scope: !19)
!83 = !DILocation(line: 25, column: 78, scope: !19)
!84 = !DILocation(line: 25, column: 73, scope: !19)
!85 = !DILocation(line: 25, column: 5, scope: !19)
!86 = !DILocation(line: 26, column: 3, scope: !19)
!87 = !DILocation(line: 27, column: 1, scope: !19)
