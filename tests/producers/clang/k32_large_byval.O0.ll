; ModuleID = 'k32_large_byval.cu'
source_filename = "k32_large_byval.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Mat4 = type { [4 x [4 x float]] }
%struct.Big = type { %struct.Mat4, %struct.Mat4, %struct.Mat4, %struct.Mat4 }
%struct.Mixed = type { i8, double, [3 x i16], i64, [5 x float] }

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local %struct.Mat4 @_Z3mul4Mat4S_(ptr noundef byval(%struct.Mat4) align 4 %0, ptr noundef byval(%struct.Mat4) align 4 %1) #0 !dbg !8 {
  %3 = alloca %struct.Mat4, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca float, align 4
  %7 = alloca i32, align 4
  store i32 0, ptr %4, align 4, !dbg !11
  br label %8, !dbg !12

8:                                                ; preds = %55, %2
  %9 = load i32, ptr %4, align 4, !dbg !13
  %10 = icmp slt i32 %9, 4, !dbg !14
  br i1 %10, label %11, label %58, !dbg !15

11:                                               ; preds = %8
  store i32 0, ptr %5, align 4, !dbg !16
  br label %12, !dbg !17

12:                                               ; preds = %51, %11
  %13 = load i32, ptr %5, align 4, !dbg !18
  %14 = icmp slt i32 %13, 4, !dbg !19
  br i1 %14, label %15, label %54, !dbg !20

15:                                               ; preds = %12
  store float 0.000000e+00, ptr %6, align 4, !dbg !21
  store i32 0, ptr %7, align 4, !dbg !22
  br label %16, !dbg !23

16:                                               ; preds = %39, %15
  %17 = load i32, ptr %7, align 4, !dbg !24
  %18 = icmp slt i32 %17, 4, !dbg !25
  br i1 %18, label %19, label %42, !dbg !26

19:                                               ; preds = %16
  %20 = getelementptr inbounds nuw %struct.Mat4, ptr %0, i32 0, i32 0, !dbg !27
  %21 = load i32, ptr %4, align 4, !dbg !28
  %22 = sext i32 %21 to i64, !dbg !29
  %23 = getelementptr inbounds [4 x [4 x float]], ptr %20, i64 0, i64 %22, !dbg !29
  %24 = load i32, ptr %7, align 4, !dbg !30
  %25 = sext i32 %24 to i64, !dbg !29
  %26 = getelementptr inbounds [4 x float], ptr %23, i64 0, i64 %25, !dbg !29
  %27 = load float, ptr %26, align 4, !dbg !29
  %28 = getelementptr inbounds nuw %struct.Mat4, ptr %1, i32 0, i32 0, !dbg !31
  %29 = load i32, ptr %7, align 4, !dbg !32
  %30 = sext i32 %29 to i64, !dbg !33
  %31 = getelementptr inbounds [4 x [4 x float]], ptr %28, i64 0, i64 %30, !dbg !33
  %32 = load i32, ptr %5, align 4, !dbg !34
  %33 = sext i32 %32 to i64, !dbg !33
  %34 = getelementptr inbounds [4 x float], ptr %31, i64 0, i64 %33, !dbg !33
  %35 = load float, ptr %34, align 4, !dbg !33
  %36 = fmul contract float %27, %35, !dbg !35
  %37 = load float, ptr %6, align 4, !dbg !36
  %38 = fadd contract float %37, %36, !dbg !36
  store float %38, ptr %6, align 4, !dbg !36
  br label %39, !dbg !37

39:                                               ; preds = %19
  %40 = load i32, ptr %7, align 4, !dbg !38
  %41 = add nsw i32 %40, 1, !dbg !38
  store i32 %41, ptr %7, align 4, !dbg !38
  br label %16, !dbg !26, !llvm.loop !39

42:                                               ; preds = %16
  %43 = load float, ptr %6, align 4, !dbg !42
  %44 = getelementptr inbounds nuw %struct.Mat4, ptr %3, i32 0, i32 0, !dbg !43
  %45 = load i32, ptr %4, align 4, !dbg !44
  %46 = sext i32 %45 to i64, !dbg !45
  %47 = getelementptr inbounds [4 x [4 x float]], ptr %44, i64 0, i64 %46, !dbg !45
  %48 = load i32, ptr %5, align 4, !dbg !46
  %49 = sext i32 %48 to i64, !dbg !45
  %50 = getelementptr inbounds [4 x float], ptr %47, i64 0, i64 %49, !dbg !45
  store float %43, ptr %50, align 4, !dbg !47
  br label %51, !dbg !48

51:                                               ; preds = %42
  %52 = load i32, ptr %5, align 4, !dbg !49
  %53 = add nsw i32 %52, 1, !dbg !49
  store i32 %53, ptr %5, align 4, !dbg !49
  br label %12, !dbg !20, !llvm.loop !50

54:                                               ; preds = %12
  br label %55, !dbg !48

55:                                               ; preds = %54
  %56 = load i32, ptr %4, align 4, !dbg !51
  %57 = add nsw i32 %56, 1, !dbg !51
  store i32 %57, ptr %4, align 4, !dbg !51
  br label %8, !dbg !15, !llvm.loop !52

58:                                               ; preds = %8
  %59 = load %struct.Mat4, ptr %3, align 4, !dbg !53
  ret %struct.Mat4 %59, !dbg !53
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local %struct.Big @_Z5twist3Bigi(ptr noundef byval(%struct.Big) align 4 %0, i32 noundef %1) #0 !dbg !54 {
  %3 = alloca %struct.Big, align 4
  %4 = alloca i32, align 4
  %5 = alloca %struct.Mat4, align 4
  %6 = alloca %struct.Mat4, align 4
  %7 = alloca %struct.Mat4, align 4
  store i32 %1, ptr %4, align 4
  %8 = getelementptr inbounds nuw %struct.Big, ptr %0, i32 0, i32 0, !dbg !55
  %9 = getelementptr inbounds nuw %struct.Mat4, ptr %8, i32 0, i32 0, !dbg !56
  %10 = load i32, ptr %4, align 4, !dbg !57
  %11 = and i32 %10, 3, !dbg !58
  %12 = sext i32 %11 to i64, !dbg !59
  %13 = getelementptr inbounds [4 x [4 x float]], ptr %9, i64 0, i64 %12, !dbg !59
  %14 = load i32, ptr %4, align 4, !dbg !60
  %15 = and i32 %14, 3, !dbg !61
  %16 = sext i32 %15 to i64, !dbg !59
  %17 = getelementptr inbounds [4 x float], ptr %13, i64 0, i64 %16, !dbg !59
  %18 = load float, ptr %17, align 4, !dbg !62
  %19 = fadd contract float %18, 1.000000e+00, !dbg !62
  store float %19, ptr %17, align 4, !dbg !62
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %3, ptr align 4 %0, i64 256, i1 false), !dbg !63
  %20 = getelementptr inbounds nuw %struct.Big, ptr %0, i32 0, i32 0, !dbg !64
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %6, ptr align 4 %20, i64 64, i1 false), !dbg !65
  %21 = getelementptr inbounds nuw %struct.Big, ptr %0, i32 0, i32 1, !dbg !66
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %7, ptr align 4 %21, i64 64, i1 false), !dbg !67
  %22 = call %struct.Mat4 @_Z3mul4Mat4S_(ptr noundef byval(%struct.Mat4) align 4 %6, ptr noundef byval(%struct.Mat4) align 4 %7) #4, !dbg !68
  %23 = getelementptr inbounds nuw %struct.Mat4, ptr %5, i32 0, i32 0, !dbg !68
  %24 = extractvalue %struct.Mat4 %22, 0, !dbg !68
  store [4 x [4 x float]] %24, ptr %23, align 4, !dbg !68
  %25 = getelementptr inbounds nuw %struct.Big, ptr %3, i32 0, i32 3, !dbg !69
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %25, ptr align 4 %5, i64 64, i1 false), !dbg !70
  %26 = load %struct.Big, ptr %3, align 4, !dbg !71
  ret %struct.Big %26, !dbg !71
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #1

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local %struct.Mixed @_Z4bump5Mixed(ptr noundef byval(%struct.Mixed) align 8 %0) #0 !dbg !72 {
  %2 = alloca %struct.Mixed, align 8
  %3 = getelementptr inbounds nuw %struct.Mixed, ptr %0, i32 0, i32 0, !dbg !73
  %4 = load i8, ptr %3, align 8, !dbg !74
  %5 = add i8 %4, 1, !dbg !74
  store i8 %5, ptr %3, align 8, !dbg !74
  %6 = getelementptr inbounds nuw %struct.Mixed, ptr %0, i32 0, i32 1, !dbg !75
  %7 = load double, ptr %6, align 8, !dbg !76
  %8 = fmul contract double %7, 2.000000e+00, !dbg !76
  store double %8, ptr %6, align 8, !dbg !76
  %9 = getelementptr inbounds nuw %struct.Mixed, ptr %0, i32 0, i32 2, !dbg !77
  %10 = getelementptr inbounds [3 x i16], ptr %9, i64 0, i64 0, !dbg !78
  %11 = load i16, ptr %10, align 8, !dbg !78
  %12 = getelementptr inbounds nuw %struct.Mixed, ptr %0, i32 0, i32 2, !dbg !79
  %13 = getelementptr inbounds [3 x i16], ptr %12, i64 0, i64 2, !dbg !80
  store i16 %11, ptr %13, align 4, !dbg !81
  %14 = getelementptr inbounds nuw %struct.Mixed, ptr %0, i32 0, i32 3, !dbg !82
  %15 = load i64, ptr %14, align 8, !dbg !83
  %16 = xor i64 %15, 5, !dbg !83
  store i64 %16, ptr %14, align 8, !dbg !83
  %17 = getelementptr inbounds nuw %struct.Mixed, ptr %0, i32 0, i32 4, !dbg !84
  %18 = getelementptr inbounds [5 x float], ptr %17, i64 0, i64 0, !dbg !85
  %19 = load float, ptr %18, align 8, !dbg !85
  %20 = getelementptr inbounds nuw %struct.Mixed, ptr %0, i32 0, i32 4, !dbg !86
  %21 = getelementptr inbounds [5 x float], ptr %20, i64 0, i64 4, !dbg !87
  %22 = load float, ptr %21, align 8, !dbg !88
  %23 = fadd contract float %22, %19, !dbg !88
  store float %23, ptr %21, align 8, !dbg !88
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %2, ptr align 8 %0, i64 56, i1 false), !dbg !89
  %24 = load %struct.Mixed, ptr %2, align 8, !dbg !90
  ret %struct.Mixed %24, !dbg !90
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local ptx_kernel void @large_byval(ptr noundef byval(%struct.Big) align 4 %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, i32 noundef %4) #2 !dbg !91 {
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca %struct.Big, align 4
  %12 = alloca %struct.Big, align 4
  %13 = alloca %struct.Mixed, align 8
  %14 = alloca %struct.Mixed, align 8
  store ptr %1, ptr %6, align 8
  store ptr %2, ptr %7, align 8
  store ptr %3, ptr %8, align 8
  store i32 %4, ptr %9, align 4
  %15 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !92
  %16 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !93
  %17 = mul nsw i32 %15, %16, !dbg !94
  %18 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !95
  %19 = add nsw i32 %17, %18, !dbg !96
  store i32 %19, ptr %10, align 4, !dbg !97
  %20 = load i32, ptr %10, align 4, !dbg !98
  %21 = load i32, ptr %9, align 4, !dbg !99
  %22 = icmp sge i32 %20, %21, !dbg !100
  br i1 %22, label %23, label %24, !dbg !100

23:                                               ; preds = %5
  br label %76, !dbg !101

24:                                               ; preds = %5
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %12, ptr align 4 %0, i64 256, i1 false), !dbg !102
  %25 = load i32, ptr %10, align 4, !dbg !103
  %26 = call %struct.Big @_Z5twist3Bigi(ptr noundef byval(%struct.Big) align 4 %12, i32 noundef %25) #4, !dbg !104
  %27 = getelementptr inbounds nuw %struct.Big, ptr %11, i32 0, i32 0, !dbg !104
  %28 = extractvalue %struct.Big %26, 0, !dbg !104
  store %struct.Mat4 %28, ptr %27, align 4, !dbg !104
  %29 = getelementptr inbounds nuw %struct.Big, ptr %11, i32 0, i32 1, !dbg !104
  %30 = extractvalue %struct.Big %26, 1, !dbg !104
  store %struct.Mat4 %30, ptr %29, align 4, !dbg !104
  %31 = getelementptr inbounds nuw %struct.Big, ptr %11, i32 0, i32 2, !dbg !104
  %32 = extractvalue %struct.Big %26, 2, !dbg !104
  store %struct.Mat4 %32, ptr %31, align 4, !dbg !104
  %33 = getelementptr inbounds nuw %struct.Big, ptr %11, i32 0, i32 3, !dbg !104
  %34 = extractvalue %struct.Big %26, 3, !dbg !104
  store %struct.Mat4 %34, ptr %33, align 4, !dbg !104
  %35 = getelementptr inbounds nuw %struct.Big, ptr %11, i32 0, i32 3, !dbg !105
  %36 = getelementptr inbounds nuw %struct.Mat4, ptr %35, i32 0, i32 0, !dbg !106
  %37 = load i32, ptr %10, align 4, !dbg !107
  %38 = and i32 %37, 3, !dbg !108
  %39 = sext i32 %38 to i64, !dbg !109
  %40 = getelementptr inbounds [4 x [4 x float]], ptr %36, i64 0, i64 %39, !dbg !109
  %41 = load i32, ptr %10, align 4, !dbg !110
  %42 = ashr i32 %41, 2, !dbg !111
  %43 = and i32 %42, 3, !dbg !112
  %44 = sext i32 %43 to i64, !dbg !109
  %45 = getelementptr inbounds [4 x float], ptr %40, i64 0, i64 %44, !dbg !109
  %46 = load float, ptr %45, align 4, !dbg !109
  %47 = getelementptr inbounds nuw %struct.Big, ptr %11, i32 0, i32 0, !dbg !113
  %48 = getelementptr inbounds nuw %struct.Mat4, ptr %47, i32 0, i32 0, !dbg !114
  %49 = getelementptr inbounds [4 x [4 x float]], ptr %48, i64 0, i64 0, !dbg !115
  %50 = getelementptr inbounds [4 x float], ptr %49, i64 0, i64 0, !dbg !115
  %51 = load float, ptr %50, align 4, !dbg !115
  %52 = fadd contract float %46, %51, !dbg !116
  %53 = load ptr, ptr %7, align 8, !dbg !117
  %54 = load i32, ptr %10, align 4, !dbg !118
  %55 = sext i32 %54 to i64, !dbg !117
  %56 = getelementptr inbounds float, ptr %53, i64 %55, !dbg !117
  store float %52, ptr %56, align 4, !dbg !119
  %57 = load ptr, ptr %6, align 8, !dbg !120
  %58 = load i32, ptr %10, align 4, !dbg !121
  %59 = sext i32 %58 to i64, !dbg !120
  %60 = getelementptr inbounds %struct.Mixed, ptr %57, i64 %59, !dbg !120
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %14, ptr align 8 %60, i64 56, i1 false), !dbg !120
  %61 = call %struct.Mixed @_Z4bump5Mixed(ptr noundef byval(%struct.Mixed) align 8 %14) #4, !dbg !122
  %62 = getelementptr inbounds nuw %struct.Mixed, ptr %13, i32 0, i32 0, !dbg !122
  %63 = extractvalue %struct.Mixed %61, 0, !dbg !122
  store i8 %63, ptr %62, align 8, !dbg !122
  %64 = getelementptr inbounds nuw %struct.Mixed, ptr %13, i32 0, i32 1, !dbg !122
  %65 = extractvalue %struct.Mixed %61, 1, !dbg !122
  store double %65, ptr %64, align 8, !dbg !122
  %66 = getelementptr inbounds nuw %struct.Mixed, ptr %13, i32 0, i32 2, !dbg !122
  %67 = extractvalue %struct.Mixed %61, 2, !dbg !122
  store [3 x i16] %67, ptr %66, align 8, !dbg !122
  %68 = getelementptr inbounds nuw %struct.Mixed, ptr %13, i32 0, i32 3, !dbg !122
  %69 = extractvalue %struct.Mixed %61, 3, !dbg !122
  store i64 %69, ptr %68, align 8, !dbg !122
  %70 = getelementptr inbounds nuw %struct.Mixed, ptr %13, i32 0, i32 4, !dbg !122
  %71 = extractvalue %struct.Mixed %61, 4, !dbg !122
  store [5 x float] %71, ptr %70, align 8, !dbg !122
  %72 = load ptr, ptr %8, align 8, !dbg !123
  %73 = load i32, ptr %10, align 4, !dbg !124
  %74 = sext i32 %73 to i64, !dbg !123
  %75 = getelementptr inbounds %struct.Mixed, ptr %72, i64 %74, !dbg !123
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %75, ptr align 8 %13, i64 56, i1 false), !dbg !125
  br label %76, !dbg !126

76:                                               ; preds = %24, %23
  ret void, !dbg !126
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

attributes #0 = { convergent mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6}
!llvm.ident = !{!7}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "k32_large_byval.cu", directory: "/work/wt/nvir32/tools/capture/clang_kernels")
!2 = !{i32 7, !"Dwarf Version", i32 2}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!6 = !{i32 7, !"frame-pointer", i32 2}
!7 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!8 = distinct !DISubprogram(name: "mul", scope: !1, file: !1, line: 7, type: !9, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!9 = !DISubroutineType(types: !10)
!10 = !{}
!11 = !DILocation(line: 9, column: 12, scope: !8)
!12 = !DILocation(line: 9, column: 8, scope: !8)
!13 = !DILocation(line: 9, column: 19, scope: !8)
!14 = !DILocation(line: 9, column: 21, scope: !8)
!15 = !DILocation(line: 9, column: 3, scope: !8)
!16 = !DILocation(line: 10, column: 14, scope: !8)
!17 = !DILocation(line: 10, column: 10, scope: !8)
!18 = !DILocation(line: 10, column: 21, scope: !8)
!19 = !DILocation(line: 10, column: 23, scope: !8)
!20 = !DILocation(line: 10, column: 5, scope: !8)
!21 = !DILocation(line: 11, column: 13, scope: !8)
!22 = !DILocation(line: 12, column: 16, scope: !8)
!23 = !DILocation(line: 12, column: 12, scope: !8)
!24 = !DILocation(line: 12, column: 23, scope: !8)
!25 = !DILocation(line: 12, column: 25, scope: !8)
!26 = !DILocation(line: 12, column: 7, scope: !8)
!27 = !DILocation(line: 12, column: 42, scope: !8)
!28 = !DILocation(line: 12, column: 44, scope: !8)
!29 = !DILocation(line: 12, column: 40, scope: !8)
!30 = !DILocation(line: 12, column: 47, scope: !8)
!31 = !DILocation(line: 12, column: 54, scope: !8)
!32 = !DILocation(line: 12, column: 56, scope: !8)
!33 = !DILocation(line: 12, column: 52, scope: !8)
!34 = !DILocation(line: 12, column: 59, scope: !8)
!35 = !DILocation(line: 12, column: 50, scope: !8)
!36 = !DILocation(line: 12, column: 37, scope: !8)
!37 = !DILocation(line: 12, column: 35, scope: !8)
!38 = !DILocation(line: 12, column: 31, scope: !8)
!39 = distinct !{!39, !26, !40, !41}
!40 = !DILocation(line: 12, column: 60, scope: !8)
!41 = !{!"llvm.loop.mustprogress"}
!42 = !DILocation(line: 13, column: 19, scope: !8)
!43 = !DILocation(line: 13, column: 9, scope: !8)
!44 = !DILocation(line: 13, column: 11, scope: !8)
!45 = !DILocation(line: 13, column: 7, scope: !8)
!46 = !DILocation(line: 13, column: 14, scope: !8)
!47 = !DILocation(line: 13, column: 17, scope: !8)
!48 = !DILocation(line: 14, column: 5, scope: !8)
!49 = !DILocation(line: 10, column: 29, scope: !8)
!50 = distinct !{!50, !20, !48, !41}
!51 = !DILocation(line: 9, column: 27, scope: !8)
!52 = distinct !{!52, !15, !48, !41}
!53 = !DILocation(line: 15, column: 3, scope: !8)
!54 = distinct !DISubprogram(name: "twist", scope: !1, file: !1, line: 17, type: !9, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!55 = !DILocation(line: 18, column: 5, scope: !54)
!56 = !DILocation(line: 18, column: 7, scope: !54)
!57 = !DILocation(line: 18, column: 9, scope: !54)
!58 = !DILocation(line: 18, column: 11, scope: !54)
!59 = !DILocation(line: 18, column: 3, scope: !54)
!60 = !DILocation(line: 18, column: 16, scope: !54)
!61 = !DILocation(line: 18, column: 18, scope: !54)
!62 = !DILocation(line: 18, column: 23, scope: !54)
!63 = !DILocation(line: 19, column: 11, scope: !54)
!64 = !DILocation(line: 20, column: 15, scope: !54)
!65 = !DILocation(line: 20, column: 13, scope: !54)
!66 = !DILocation(line: 20, column: 20, scope: !54)
!67 = !DILocation(line: 20, column: 18, scope: !54)
!68 = !DILocation(line: 20, column: 9, scope: !54)
!69 = !DILocation(line: 20, column: 5, scope: !54)
!70 = !DILocation(line: 20, column: 7, scope: !54)
!71 = !DILocation(line: 21, column: 3, scope: !54)
!72 = distinct !DISubprogram(name: "bump", scope: !1, file: !1, line: 23, type: !9, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!73 = !DILocation(line: 23, column: 62, scope: !72)
!74 = !DILocation(line: 23, column: 65, scope: !72)
!75 = !DILocation(line: 23, column: 71, scope: !72)
!76 = !DILocation(line: 23, column: 73, scope: !72)
!77 = !DILocation(line: 23, column: 92, scope: !72)
!78 = !DILocation(line: 23, column: 90, scope: !72)
!79 = !DILocation(line: 23, column: 83, scope: !72)
!80 = !DILocation(line: 23, column: 81, scope: !72)
!81 = !DILocation(line: 23, column: 88, scope: !72)
!82 = !DILocation(line: 23, column: 100, scope: !72)
!83 = !DILocation(line: 23, column: 103, scope: !72)
!84 = !DILocation(line: 23, column: 121, scope: !72)
!85 = !DILocation(line: 23, column: 119, scope: !72)
!86 = !DILocation(line: 23, column: 111, scope: !72)
!87 = !DILocation(line: 23, column: 109, scope: !72)
!88 = !DILocation(line: 23, column: 116, scope: !72)
!89 = !DILocation(line: 23, column: 134, scope: !72)
!90 = !DILocation(line: 23, column: 127, scope: !72)
!91 = distinct !DISubprogram(name: "large_byval", scope: !1, file: !1, line: 24, type: !9, scopeLine: 24, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!92 = !DILocation(line: 25, column: 11, scope: !91)
!93 = !DILocation(line: 25, column: 24, scope: !91)
!94 = !DILocation(line: 25, column: 22, scope: !91)
!95 = !DILocation(line: 25, column: 37, scope: !91)
!96 = !DILocation(line: 25, column: 35, scope: !91)
!97 = !DILocation(line: 25, column: 7, scope: !91)
!98 = !DILocation(line: 26, column: 7, scope: !91)
!99 = !DILocation(line: 26, column: 12, scope: !91)
!100 = !DILocation(line: 26, column: 9, scope: !91)
!101 = !DILocation(line: 26, column: 15, scope: !91)
!102 = !DILocation(line: 27, column: 17, scope: !91)
!103 = !DILocation(line: 27, column: 21, scope: !91)
!104 = !DILocation(line: 27, column: 11, scope: !91)
!105 = !DILocation(line: 28, column: 14, scope: !91)
!106 = !DILocation(line: 28, column: 16, scope: !91)
!107 = !DILocation(line: 28, column: 18, scope: !91)
!108 = !DILocation(line: 28, column: 20, scope: !91)
!109 = !DILocation(line: 28, column: 12, scope: !91)
!110 = !DILocation(line: 28, column: 26, scope: !91)
!111 = !DILocation(line: 28, column: 28, scope: !91)
!112 = !DILocation(line: 28, column: 34, scope: !91)
!113 = !DILocation(line: 28, column: 43, scope: !91)
!114 = !DILocation(line: 28, column: 45, scope: !91)
!115 = !DILocation(line: 28, column: 41, scope: !91)
!116 = !DILocation(line: 28, column: 39, scope: !91)
!117 = !DILocation(line: 28, column: 3, scope: !91)
!118 = !DILocation(line: 28, column: 7, scope: !91)
!119 = !DILocation(line: 28, column: 10, scope: !91)
!120 = !DILocation(line: 29, column: 18, scope: !91)
!121 = !DILocation(line: 29, column: 22, scope: !91)
!122 = !DILocation(line: 29, column: 13, scope: !91)
!123 = !DILocation(line: 30, column: 3, scope: !91)
!124 = !DILocation(line: 30, column: 8, scope: !91)
!125 = !DILocation(line: 30, column: 11, scope: !91)
!126 = !DILocation(line: 31, column: 1, scope: !91)
