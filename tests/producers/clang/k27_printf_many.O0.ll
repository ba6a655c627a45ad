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

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local void @_Z4show6SamplePKc(ptr noundef byval(%struct.Sample) align 8 %0, ptr noundef %1) #0 !dbg !8 {
  %3 = alloca ptr, align 8
  %4 = alloca %printf_args, align 8
  store ptr %1, ptr %3, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !11
  %6 = getelementptr inbounds nuw %struct.Sample, ptr %0, i32 0, i32 0, !dbg !12
  %7 = load i8, ptr %6, align 8, !dbg !12
  %8 = sext i8 %7 to i32, !dbg !13
  %9 = getelementptr inbounds nuw %struct.Sample, ptr %0, i32 0, i32 1, !dbg !14
  %10 = load i16, ptr %9, align 2, !dbg !14
  %11 = sext i16 %10 to i32, !dbg !15
  %12 = getelementptr inbounds nuw %struct.Sample, ptr %0, i32 0, i32 2, !dbg !16
  %13 = load i32, ptr %12, align 4, !dbg !16
  %14 = getelementptr inbounds nuw %struct.Sample, ptr %0, i32 0, i32 3, !dbg !17
  %15 = load i64, ptr %14, align 8, !dbg !17
  %16 = getelementptr inbounds nuw %struct.Sample, ptr %0, i32 0, i32 4, !dbg !18
  %17 = load float, ptr %16, align 8, !dbg !18
  %18 = fpext contract float %17 to double, !dbg !19
  %19 = getelementptr inbounds nuw %struct.Sample, ptr %0, i32 0, i32 5, !dbg !20
  %20 = load double, ptr %19, align 8, !dbg !20
  %21 = getelementptr inbounds nuw %printf_args, ptr %4, i32 0, i32 0, !dbg !21
  store ptr %5, ptr %21, align 8, !dbg !21
  %22 = getelementptr inbounds nuw %printf_args, ptr %4, i32 0, i32 1, !dbg !21
  store i32 %8, ptr %22, align 4, !dbg !21
  %23 = getelementptr inbounds nuw %printf_args, ptr %4, i32 0, i32 2, !dbg !21
  store i32 %11, ptr %23, align 4, !dbg !21
  %24 = getelementptr inbounds nuw %printf_args, ptr %4, i32 0, i32 3, !dbg !21
  store i32 %13, ptr %24, align 4, !dbg !21
  %25 = getelementptr inbounds nuw %printf_args, ptr %4, i32 0, i32 4, !dbg !21
  store i64 %15, ptr %25, align 8, !dbg !21
  %26 = getelementptr inbounds nuw %printf_args, ptr %4, i32 0, i32 5, !dbg !21
  store double %18, ptr %26, align 8, !dbg !21
  %27 = getelementptr inbounds nuw %printf_args, ptr %4, i32 0, i32 6, !dbg !21
  store double %20, ptr %27, align 8, !dbg !21
  %28 = call i32 @vprintf(ptr @.str, ptr %4), !dbg !21
  ret void, !dbg !22
}

declare i32 @vprintf(ptr, ptr)

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local ptx_kernel void @printf_many(ptr noundef %0, ptr noundef %1, i32 noundef %2) #1 !dbg !23 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca %struct.Sample, align 8
  %9 = alloca %printf_args.0, align 8
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca %printf_args.1, align 8
  %13 = alloca %struct.Sample, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %14 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !24
  %15 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !25
  %16 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !26
  %17 = mul nsw i32 %15, %16, !dbg !27
  %18 = add nsw i32 %14, %17, !dbg !28
  store i32 %18, ptr %7, align 4, !dbg !29
  %19 = load i32, ptr %7, align 4, !dbg !30
  %20 = load i32, ptr %6, align 4, !dbg !31
  %21 = icmp sge i32 %19, %20, !dbg !32
  br i1 %21, label %22, label %23, !dbg !32

22:                                               ; preds = %3
  br label %123, !dbg !33

23:                                               ; preds = %3
  %24 = load ptr, ptr %4, align 8, !dbg !34
  %25 = load i32, ptr %7, align 4, !dbg !35
  %26 = sext i32 %25 to i64, !dbg !34
  %27 = getelementptr inbounds %struct.Sample, ptr %24, i64 %26, !dbg !34
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %8, ptr align 8 %27, i64 32, i1 false), !dbg !34
  %28 = load i32, ptr %7, align 4, !dbg !36
  %29 = load i32, ptr %7, align 4, !dbg !37
  %30 = mul i32 %29, 7, !dbg !38
  %31 = getelementptr inbounds nuw %struct.Sample, ptr %8, i32 0, i32 3, !dbg !39
  %32 = load i64, ptr %31, align 8, !dbg !39
  %33 = getelementptr inbounds nuw %struct.Sample, ptr %8, i32 0, i32 3, !dbg !40
  %34 = load i64, ptr %33, align 8, !dbg !40
  %35 = getelementptr inbounds nuw %struct.Sample, ptr %8, i32 0, i32 0, !dbg !41
  %36 = load i8, ptr %35, align 8, !dbg !41
  %37 = sext i8 %36 to i32, !dbg !42
  %38 = getelementptr inbounds nuw %struct.Sample, ptr %8, i32 0, i32 1, !dbg !43
  %39 = load i16, ptr %38, align 2, !dbg !43
  %40 = sext i16 %39 to i32, !dbg !44
  %41 = getelementptr inbounds nuw %struct.Sample, ptr %8, i32 0, i32 4, !dbg !45
  %42 = load float, ptr %41, align 8, !dbg !45
  %43 = fpext contract float %42 to double, !dbg !46
  %44 = getelementptr inbounds nuw %struct.Sample, ptr %8, i32 0, i32 5, !dbg !47
  %45 = load double, ptr %44, align 8, !dbg !47
  %46 = getelementptr inbounds nuw %struct.Sample, ptr %8, i32 0, i32 4, !dbg !48
  %47 = load float, ptr %46, align 8, !dbg !48
  %48 = fpext contract float %47 to double, !dbg !49
  %49 = getelementptr inbounds nuw %struct.Sample, ptr %8, i32 0, i32 5, !dbg !50
  %50 = load double, ptr %49, align 8, !dbg !50
  %51 = fmul contract double %48, %50, !dbg !51
  %52 = load ptr, ptr %4, align 8, !dbg !52
  %53 = getelementptr inbounds nuw %struct.Sample, ptr %8, i32 0, i32 2, !dbg !53
  %54 = load i32, ptr %53, align 4, !dbg !53
  %55 = load i32, ptr %7, align 4, !dbg !54
  %56 = and i32 %55, 7, !dbg !55
  %57 = load i32, ptr %6, align 4, !dbg !56
  %58 = sext i32 %57 to i64, !dbg !56
  %59 = load ptr, ptr %5, align 8, !dbg !57
  %60 = load i32, ptr %7, align 4, !dbg !58
  %61 = sext i32 %60 to i64, !dbg !57
  %62 = getelementptr inbounds i32, ptr %59, i64 %61, !dbg !57
  %63 = load i32, ptr %62, align 4, !dbg !57
  %64 = load i32, ptr %7, align 4, !dbg !59
  %65 = sitofp i32 %64 to float, !dbg !59
  %66 = fmul contract float %65, 5.000000e-01, !dbg !60
  %67 = fpext contract float %66 to double, !dbg !61
  %68 = getelementptr inbounds nuw %printf_args.0, ptr %9, i32 0, i32 0, !dbg !62
  store i32 %28, ptr %68, align 4, !dbg !62
  %69 = getelementptr inbounds nuw %printf_args.0, ptr %9, i32 0, i32 1, !dbg !62
  store i32 %30, ptr %69, align 4, !dbg !62
  %70 = getelementptr inbounds nuw %printf_args.0, ptr %9, i32 0, i32 2, !dbg !62
  store i64 %32, ptr %70, align 8, !dbg !62
  %71 = getelementptr inbounds nuw %printf_args.0, ptr %9, i32 0, i32 3, !dbg !62
  store i64 %34, ptr %71, align 8, !dbg !62
  %72 = getelementptr inbounds nuw %printf_args.0, ptr %9, i32 0, i32 4, !dbg !62
  store i32 %37, ptr %72, align 4, !dbg !62
  %73 = getelementptr inbounds nuw %printf_args.0, ptr %9, i32 0, i32 5, !dbg !62
  store i32 %40, ptr %73, align 4, !dbg !62
  %74 = getelementptr inbounds nuw %printf_args.0, ptr %9, i32 0, i32 6, !dbg !62
  store double %43, ptr %74, align 8, !dbg !62
  %75 = getelementptr inbounds nuw %printf_args.0, ptr %9, i32 0, i32 7, !dbg !62
  store double %45, ptr %75, align 8, !dbg !62
  %76 = getelementptr inbounds nuw %printf_args.0, ptr %9, i32 0, i32 8, !dbg !62
  store double %51, ptr %76, align 8, !dbg !62
  %77 = getelementptr inbounds nuw %printf_args.0, ptr %9, i32 0, i32 9, !dbg !62
  store ptr %52, ptr %77, align 8, !dbg !62
  %78 = getelementptr inbounds nuw %printf_args.0, ptr %9, i32 0, i32 10, !dbg !62
  store ptr @.str2, ptr %78, align 8, !dbg !62
  %79 = getelementptr inbounds nuw %printf_args.0, ptr %9, i32 0, i32 11, !dbg !62
  store i32 %54, ptr %79, align 4, !dbg !62
  %80 = getelementptr inbounds nuw %printf_args.0, ptr %9, i32 0, i32 12, !dbg !62
  store i32 %56, ptr %80, align 4, !dbg !62
  %81 = getelementptr inbounds nuw %printf_args.0, ptr %9, i32 0, i32 13, !dbg !62
  store i64 %58, ptr %81, align 8, !dbg !62
  %82 = getelementptr inbounds nuw %printf_args.0, ptr %9, i32 0, i32 14, !dbg !62
  store i32 %63, ptr %82, align 4, !dbg !62
  %83 = getelementptr inbounds nuw %printf_args.0, ptr %9, i32 0, i32 15, !dbg !62
  store double %67, ptr %83, align 8, !dbg !62
  %84 = call i32 @vprintf(ptr @.str1, ptr %9), !dbg !62
  store i32 0, ptr %10, align 4, !dbg !63
  store i32 0, ptr %11, align 4, !dbg !64
  br label %85, !dbg !65

85:                                               ; preds = %101, %23
  %86 = load i32, ptr %11, align 4, !dbg !66
  %87 = load ptr, ptr %5, align 8, !dbg !67
  %88 = load i32, ptr %7, align 4, !dbg !68
  %89 = sext i32 %88 to i64, !dbg !67
  %90 = getelementptr inbounds i32, ptr %87, i64 %89, !dbg !67
  %91 = load i32, ptr %90, align 4, !dbg !67
  %92 = and i32 %91, 3, !dbg !69
  %93 = icmp slt i32 %86, %92, !dbg !70
  br i1 %93, label %94, label %104, !dbg !71

94:                                               ; preds = %85
  %95 = load i32, ptr %11, align 4, !dbg !72
  %96 = getelementptr inbounds nuw %struct.Sample, ptr %8, i32 0, i32 2, !dbg !73
  %97 = load i32, ptr %96, align 4, !dbg !73
  %98 = mul nsw i32 %95, %97, !dbg !74
  %99 = load i32, ptr %10, align 4, !dbg !75
  %100 = add nsw i32 %99, %98, !dbg !75
  store i32 %100, ptr %10, align 4, !dbg !75
  br label %101, !dbg !76

101:                                              ; preds = %94
  %102 = load i32, ptr %11, align 4, !dbg !77
  %103 = add nsw i32 %102, 1, !dbg !77
  store i32 %103, ptr %11, align 4, !dbg !77
  br label %85, !dbg !71, !llvm.loop !78

104:                                              ; preds = %85
  %105 = load i32, ptr %10, align 4, !dbg !80
  %106 = icmp sgt i32 %105, 10, !dbg !81
  br i1 %106, label %107, label %120, !dbg !81

107:                                              ; preds = %104
  %108 = load i32, ptr %10, align 4, !dbg !82
  %109 = load i32, ptr %6, align 4, !dbg !83
  %110 = load i32, ptr %10, align 4, !dbg !84
  %111 = sitofp i32 %110 to double, !dbg !84
  %112 = fmul contract double 1.000000e+02, %111, !dbg !85
  %113 = load i32, ptr %6, align 4, !dbg !86
  %114 = sitofp i32 %113 to double, !dbg !86
  %115 = fdiv contract double %112, %114, !dbg !87
  %116 = getelementptr inbounds nuw %printf_args.1, ptr %12, i32 0, i32 0, !dbg !88
  store i32 %108, ptr %116, align 4, !dbg !88
  %117 = getelementptr inbounds nuw %printf_args.1, ptr %12, i32 0, i32 1, !dbg !88
  store i32 %109, ptr %117, align 4, !dbg !88
  %118 = getelementptr inbounds nuw %printf_args.1, ptr %12, i32 0, i32 2, !dbg !88
  store double %115, ptr %118, align 8, !dbg !88
  %119 = call i32 @vprintf(ptr @.str3, ptr %12), !dbg !88
  br label %120, !dbg !88

120:                                              ; preds = %107, %104
  %121 = load i32, ptr %10, align 4, !dbg !89
  %122 = getelementptr inbounds nuw %struct.Sample, ptr %8, i32 0, i32 2, !dbg !90
  store i32 %121, ptr %122, align 4, !dbg !91
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %13, ptr align 8 %8, i64 32, i1 false), !dbg !92
  call void @_Z4show6SamplePKc(ptr noundef byval(%struct.Sample) align 8 %13, ptr noundef @.str4) #4, !dbg !93
  br label %123, !dbg !94

123:                                              ; preds = %120, %22
  ret void, !dbg !94
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #3

attributes #0 = { convergent mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #1 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { convergent nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6}
!llvm.ident = !{!7}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "k27_printf_many.cu", directory: "/work/wt/numba25c/tools/capture/clang_kernels")
!2 = !{i32 7, !"Dwarf Version", i32 2}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!6 = !{i32 7, !"frame-pointer", i32 2}
!7 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!8 = distinct !DISubprogram(name: "show", scope: !1, file: !1, line: 9, type: !9, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!9 = !DISubroutineType(types: !10)
!10 = !{}
!11 = !DILocation(line: 10, column: 65, scope: !8)
!12 = !DILocation(line: 10, column: 74, scope: !8)
!13 = !DILocation(line: 10, column: 72, scope: !8)
!14 = !DILocation(line: 10, column: 81, scope: !8)
!15 = !DILocation(line: 10, column: 79, scope: !8)
!16 = !DILocation(line: 10, column: 87, scope: !8)
!17 = !DILocation(line: 10, column: 96, scope: !8)
!18 = !DILocation(line: 10, column: 105, scope: !8)
!19 = !DILocation(line: 10, column: 103, scope: !8)
!20 = !DILocation(line: 10, column: 111, scope: !8)
!21 = !DILocation(line: 10, column: 3, scope: !8)
!22 = !DILocation(line: 11, column: 1, scope: !8)
!23 = distinct !DISubprogram(name: "printf_many", scope: !1, file: !1, line: 13, type: !9, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!24 = !DILocation(line: 14, column: 11, scope: !23)
!25 = !DILocation(line: 14, column: 25, scope: !23)
!26 = !DILocation(line: 14, column: 38, scope: !23)
!27 = !DILocation(line: 14, column: 36, scope: !23)
!28 = !DILocation(line: 14, column: 23, scope: !23)
!29 = !DILocation(line: 14, column: 7, scope: !23)
!30 = !DILocation(line: 15, column: 7, scope: !23)
!31 = !DILocation(line: 15, column: 12, scope: !23)
!32 = !DILocation(line: 15, column: 9, scope: !23)
!33 = !DILocation(line: 15, column: 15, scope: !23)
!34 = !DILocation(line: 16, column: 14, scope: !23)
!35 = !DILocation(line: 16, column: 17, scope: !23)
!36 = !DILocation(line: 17, column: 68, scope: !23)
!37 = !DILocation(line: 17, column: 81, scope: !23)
!38 = !DILocation(line: 17, column: 83, scope: !23)
!39 = !DILocation(line: 17, column: 97, scope: !23)
!40 = !DILocation(line: 17, column: 106, scope: !23)
!41 = !DILocation(line: 18, column: 12, scope: !23)
!42 = !DILocation(line: 18, column: 10, scope: !23)
!43 = !DILocation(line: 18, column: 19, scope: !23)
!44 = !DILocation(line: 18, column: 17, scope: !23)
!45 = !DILocation(line: 18, column: 25, scope: !23)
!46 = !DILocation(line: 18, column: 23, scope: !23)
!47 = !DILocation(line: 18, column: 31, scope: !23)
!48 = !DILocation(line: 18, column: 45, scope: !23)
!49 = !DILocation(line: 18, column: 43, scope: !23)
!50 = !DILocation(line: 18, column: 52, scope: !23)
!51 = !DILocation(line: 18, column: 48, scope: !23)
!52 = !DILocation(line: 18, column: 69, scope: !23)
!53 = !DILocation(line: 18, column: 92, scope: !23)
!54 = !DILocation(line: 18, column: 99, scope: !23)
!55 = !DILocation(line: 18, column: 101, scope: !23)
!56 = !DILocation(line: 19, column: 25, scope: !23)
!57 = !DILocation(line: 19, column: 28, scope: !23)
!58 = !DILocation(line: 19, column: 34, scope: !23)
!59 = !DILocation(line: 19, column: 45, scope: !23)
!60 = !DILocation(line: 19, column: 47, scope: !23)
!61 = !DILocation(line: 19, column: 38, scope: !23)
!62 = !DILocation(line: 17, column: 3, scope: !23)
!63 = !DILocation(line: 20, column: 7, scope: !23)
!64 = !DILocation(line: 21, column: 12, scope: !23)
!65 = !DILocation(line: 21, column: 8, scope: !23)
!66 = !DILocation(line: 21, column: 19, scope: !23)
!67 = !DILocation(line: 21, column: 24, scope: !23)
!68 = !DILocation(line: 21, column: 30, scope: !23)
!69 = !DILocation(line: 21, column: 33, scope: !23)
!70 = !DILocation(line: 21, column: 21, scope: !23)
!71 = !DILocation(line: 21, column: 3, scope: !23)
!72 = !DILocation(line: 21, column: 53, scope: !23)
!73 = !DILocation(line: 21, column: 59, scope: !23)
!74 = !DILocation(line: 21, column: 55, scope: !23)
!75 = !DILocation(line: 21, column: 50, scope: !23)
!76 = !DILocation(line: 21, column: 44, scope: !23)
!77 = !DILocation(line: 21, column: 39, scope: !23)
!78 = distinct !{!78, !71, !73, !79}
!79 = !{!"llvm.loop.mustprogress"}
!80 = !DILocation(line: 22, column: 7, scope: !23)
!81 = !DILocation(line: 22, column: 13, scope: !23)
!82 = !DILocation(line: 22, column: 61, scope: !23)
!83 = !DILocation(line: 22, column: 68, scope: !23)
!84 = !DILocation(line: 22, column: 79, scope: !23)
!85 = !DILocation(line: 22, column: 77, scope: !23)
!86 = !DILocation(line: 22, column: 87, scope: !23)
!87 = !DILocation(line: 22, column: 85, scope: !23)
!88 = !DILocation(line: 22, column: 19, scope: !23)
!89 = !DILocation(line: 23, column: 13, scope: !23)
!90 = !DILocation(line: 23, column: 5, scope: !23)
!91 = !DILocation(line: 23, column: 11, scope: !23)
!92 = !DILocation(line: 24, column: 8, scope: !23)
!93 = !DILocation(line: 24, column: 3, scope: !23)
!94 = !DILocation(line: 25, column: 1, scope: !23)
