; ModuleID = 'l25_lambdas.cu'
source_filename = "l25_lambdas.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%class.anon = type { float, float }
%class.anon.0 = type { ptr, ptr }
%class.anon.1 = type { i8 }
%class.anon.2 = type { i8 }
%struct.Pair = type { i32, i32 }
%class.anon.4 = type { i32 }
%class.anon.5 = type { ptr }

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local ptx_kernel void @lambdas(ptr noundef %0, ptr noundef %1, ptr noundef %2, float noundef %3, i32 noundef %4) #0 !dbg !8 {
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca float, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca float, align 4
  %13 = alloca %class.anon, align 4
  %14 = alloca %class.anon, align 4
  %15 = alloca i32, align 4
  %16 = alloca %class.anon.0, align 8
  %17 = alloca %class.anon.1, align 1
  %18 = alloca %class.anon.2, align 1
  %19 = alloca %struct.Pair, align 4
  %20 = alloca i32, align 4
  %21 = alloca %class.anon.4, align 4
  %22 = alloca %class.anon.5, align 8
  store ptr %0, ptr %6, align 8
  store ptr %1, ptr %7, align 8
  store ptr %2, ptr %8, align 8
  store float %3, ptr %9, align 4
  store i32 %4, ptr %10, align 4
  %23 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !11
  %24 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !12
  %25 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !13
  %26 = mul nsw i32 %24, %25, !dbg !14
  %27 = add nsw i32 %23, %26, !dbg !15
  store i32 %27, ptr %11, align 4, !dbg !16
  %28 = load ptr, ptr %7, align 8, !dbg !17
  %29 = getelementptr inbounds float, ptr %28, i64 0, !dbg !17
  %30 = load float, ptr %29, align 4, !dbg !17
  store float %30, ptr %12, align 4, !dbg !18
  %31 = getelementptr inbounds nuw %class.anon, ptr %13, i32 0, i32 0, !dbg !19
  %32 = load float, ptr %9, align 4, !dbg !20
  store float %32, ptr %31, align 4, !dbg !19
  %33 = getelementptr inbounds nuw %class.anon, ptr %13, i32 0, i32 1, !dbg !19
  %34 = load float, ptr %12, align 4, !dbg !20
  store float %34, ptr %33, align 4, !dbg !19
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %14, ptr align 4 %13, i64 8, i1 false), !dbg !21
  %35 = load ptr, ptr %7, align 8, !dbg !22
  %36 = load i32, ptr %11, align 4, !dbg !23
  %37 = sext i32 %36 to i64, !dbg !22
  %38 = getelementptr inbounds float, ptr %35, i64 %37, !dbg !22
  %39 = load float, ptr %38, align 4, !dbg !22
  %40 = call contract noundef float @_Z7apply_nIZ7lambdasEUlfE_EfT_fi(ptr noundef byval(%class.anon) align 4 %14, float noundef %39, i32 noundef 3) #4, !dbg !24
  %41 = load ptr, ptr %6, align 8, !dbg !25
  %42 = load i32, ptr %11, align 4, !dbg !26
  %43 = sext i32 %42 to i64, !dbg !25
  %44 = getelementptr inbounds float, ptr %41, i64 %43, !dbg !25
  store float %40, ptr %44, align 4, !dbg !27
  store i32 0, ptr %15, align 4, !dbg !28
  %45 = load i32, ptr %10, align 4, !dbg !29
  %46 = getelementptr inbounds nuw %class.anon.0, ptr %16, i32 0, i32 0, !dbg !30
  store ptr %15, ptr %46, align 8, !dbg !30
  %47 = getelementptr inbounds nuw %class.anon.0, ptr %16, i32 0, i32 1, !dbg !30
  store ptr %8, ptr %47, align 8, !dbg !30
  call void @_Z14for_each_indexIZ7lambdasEUliE_EviT_(i32 noundef %45, ptr noundef byval(%class.anon.0) align 8 %16) #4, !dbg !31
  %48 = load i32, ptr %15, align 4, !dbg !32
  %49 = load ptr, ptr %8, align 8, !dbg !33
  %50 = load i32, ptr %11, align 4, !dbg !34
  %51 = sext i32 %50 to i64, !dbg !33
  %52 = getelementptr inbounds i32, ptr %49, i64 %51, !dbg !33
  store i32 %48, ptr %52, align 4, !dbg !35
  %53 = load ptr, ptr %7, align 8, !dbg !36
  %54 = load i32, ptr %11, align 4, !dbg !37
  %55 = sext i32 %54 to i64, !dbg !36
  %56 = getelementptr inbounds float, ptr %53, i64 %55, !dbg !36
  %57 = load float, ptr %56, align 4, !dbg !36
  %58 = call contract noundef float @_ZZ7lambdasENKUlT_E_clIfEEDaS_(ptr noundef nonnull align 1 dereferenceable(1) %17, float noundef %57) #4, !dbg !38
  %59 = load i32, ptr %11, align 4, !dbg !39
  %60 = call noundef i32 @_ZZ7lambdasENKUlT_E_clIiEEDaS_(ptr noundef nonnull align 1 dereferenceable(1) %17, i32 noundef %59) #4, !dbg !40
  %61 = sitofp i32 %60 to float, !dbg !40
  %62 = fadd contract float %58, %61, !dbg !41
  %63 = load ptr, ptr %6, align 8, !dbg !42
  %64 = load i32, ptr %11, align 4, !dbg !43
  %65 = add nsw i32 %64, 1, !dbg !44
  %66 = sext i32 %65 to i64, !dbg !42
  %67 = getelementptr inbounds float, ptr %63, i64 %66, !dbg !42
  store float %62, ptr %67, align 4, !dbg !45
  %68 = load ptr, ptr %8, align 8, !dbg !46
  %69 = load i32, ptr %11, align 4, !dbg !47
  %70 = add nsw i32 %69, 1, !dbg !48
  %71 = sext i32 %70 to i64, !dbg !46
  %72 = getelementptr inbounds i32, ptr %68, i64 %71, !dbg !46
  %73 = load i32, ptr %72, align 4, !dbg !46
  %74 = call %struct.Pair @_ZZ7lambdasENKUliE0_clEi(ptr noundef nonnull align 1 dereferenceable(1) %18, i32 noundef %73) #4, !dbg !49
  %75 = getelementptr inbounds nuw %struct.Pair, ptr %19, i32 0, i32 0, !dbg !49
  %76 = extractvalue %struct.Pair %74, 0, !dbg !49
  store i32 %76, ptr %75, align 4, !dbg !49
  %77 = getelementptr inbounds nuw %struct.Pair, ptr %19, i32 0, i32 1, !dbg !49
  %78 = extractvalue %struct.Pair %74, 1, !dbg !49
  store i32 %78, ptr %77, align 4, !dbg !49
  %79 = getelementptr inbounds nuw %struct.Pair, ptr %19, i32 0, i32 0, !dbg !50
  %80 = load i32, ptr %79, align 4, !dbg !50
  %81 = getelementptr inbounds nuw %struct.Pair, ptr %19, i32 0, i32 1, !dbg !51
  %82 = load i32, ptr %81, align 4, !dbg !51
  %83 = sub nsw i32 %80, %82, !dbg !52
  %84 = load ptr, ptr %8, align 8, !dbg !53
  %85 = load i32, ptr %11, align 4, !dbg !54
  %86 = add nsw i32 %85, 1, !dbg !55
  %87 = sext i32 %86 to i64, !dbg !53
  %88 = getelementptr inbounds i32, ptr %84, i64 %87, !dbg !53
  store i32 %83, ptr %88, align 4, !dbg !56
  store i32 0, ptr %20, align 4, !dbg !57
  %89 = getelementptr inbounds nuw %class.anon.4, ptr %21, i32 0, i32 0, !dbg !58
  %90 = load i32, ptr %20, align 4, !dbg !59
  store i32 %90, ptr %89, align 4, !dbg !58
  %91 = call noundef i32 @_ZZ7lambdasENUlvE_clEv(ptr noundef nonnull align 4 dereferenceable(4) %21) #4, !dbg !60
  %92 = call noundef i32 @_ZZ7lambdasENUlvE_clEv(ptr noundef nonnull align 4 dereferenceable(4) %21) #4, !dbg !61
  %93 = getelementptr inbounds nuw %class.anon.5, ptr %22, i32 0, i32 0, !dbg !62
  store ptr %15, ptr %93, align 8, !dbg !62
  %94 = call noundef i32 @_ZZ7lambdasENKUlvE0_clEv(ptr noundef nonnull align 8 dereferenceable(8) %22) #4, !dbg !62
  %95 = add nsw i32 %92, %94, !dbg !63
  %96 = load ptr, ptr %8, align 8, !dbg !64
  %97 = load i32, ptr %11, align 4, !dbg !65
  %98 = add nsw i32 %97, 2, !dbg !66
  %99 = sext i32 %98 to i64, !dbg !64
  %100 = getelementptr inbounds i32, ptr %96, i64 %99, !dbg !64
  store i32 %95, ptr %100, align 4, !dbg !67
  ret void, !dbg !68
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal noundef float @_Z7apply_nIZ7lambdasEUlfE_EfT_fi(ptr noundef byval(%class.anon) align 4 %0, float noundef %1, i32 noundef %2) #2 !dbg !69 {
  %4 = alloca float, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store float %1, ptr %4, align 4
  store i32 %2, ptr %5, align 4
  store i32 0, ptr %6, align 4, !dbg !70
  br label %7, !dbg !71

7:                                                ; preds = %14, %3
  %8 = load i32, ptr %6, align 4, !dbg !72
  %9 = load i32, ptr %5, align 4, !dbg !73
  %10 = icmp slt i32 %8, %9, !dbg !74
  br i1 %10, label %11, label %17, !dbg !75

11:                                               ; preds = %7
  %12 = load float, ptr %4, align 4, !dbg !76
  %13 = call contract noundef float @_ZZ7lambdasENKUlfE_clEf(ptr noundef nonnull align 4 dereferenceable(8) %0, float noundef %12) #4, !dbg !77
  store float %13, ptr %4, align 4, !dbg !78
  br label %14, !dbg !79

14:                                               ; preds = %11
  %15 = load i32, ptr %6, align 4, !dbg !80
  %16 = add nsw i32 %15, 1, !dbg !80
  store i32 %16, ptr %6, align 4, !dbg !80
  br label %7, !dbg !75, !llvm.loop !81

17:                                               ; preds = %7
  %18 = load float, ptr %4, align 4, !dbg !84
  ret float %18, !dbg !85
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #3

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal void @_Z14for_each_indexIZ7lambdasEUliE_EviT_(i32 noundef %0, ptr noundef byval(%class.anon.0) align 8 %1) #2 !dbg !86 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 0, ptr %4, align 4, !dbg !87
  br label %5, !dbg !88

5:                                                ; preds = %11, %2
  %6 = load i32, ptr %4, align 4, !dbg !89
  %7 = load i32, ptr %3, align 4, !dbg !90
  %8 = icmp slt i32 %6, %7, !dbg !91
  br i1 %8, label %9, label %14, !dbg !92

9:                                                ; preds = %5
  %10 = load i32, ptr %4, align 4, !dbg !93
  call void @_ZZ7lambdasENKUliE_clEi(ptr noundef nonnull align 8 dereferenceable(16) %1, i32 noundef %10) #4, !dbg !94
  br label %11, !dbg !94

11:                                               ; preds = %9
  %12 = load i32, ptr %4, align 4, !dbg !95
  %13 = add nsw i32 %12, 1, !dbg !95
  store i32 %13, ptr %4, align 4, !dbg !95
  br label %5, !dbg !92, !llvm.loop !96

14:                                               ; preds = %5
  ret void, !dbg !98
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal noundef float @_ZZ7lambdasENKUlT_E_clIfEEDaS_(ptr noundef nonnull align 1 dereferenceable(1) %0, float noundef %1) #2 align 2 !dbg !99 {
  %3 = alloca ptr, align 8
  %4 = alloca float, align 4
  store ptr %0, ptr %3, align 8
  store float %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 8
  %6 = load float, ptr %4, align 4, !dbg !100
  %7 = load float, ptr %4, align 4, !dbg !101
  %8 = fadd contract float %6, %7, !dbg !102
  ret float %8, !dbg !103
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal noundef i32 @_ZZ7lambdasENKUlT_E_clIiEEDaS_(ptr noundef nonnull align 1 dereferenceable(1) %0, i32 noundef %1) #2 align 2 !dbg !104 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 8
  %6 = load i32, ptr %4, align 4, !dbg !105
  %7 = load i32, ptr %4, align 4, !dbg !106
  %8 = add nsw i32 %6, %7, !dbg !107
  ret i32 %8, !dbg !108
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal %struct.Pair @_ZZ7lambdasENKUliE0_clEi(ptr noundef nonnull align 1 dereferenceable(1) %0, i32 noundef %1) #2 align 2 !dbg !109 {
  %3 = alloca %struct.Pair, align 4
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  %6 = load ptr, ptr %4, align 8
  %7 = getelementptr inbounds nuw %struct.Pair, ptr %3, i32 0, i32 0, !dbg !110
  %8 = load i32, ptr %5, align 4, !dbg !111
  %9 = and i32 %8, 65535, !dbg !112
  store i32 %9, ptr %7, align 4, !dbg !110
  %10 = getelementptr inbounds nuw %struct.Pair, ptr %3, i32 0, i32 1, !dbg !110
  %11 = load i32, ptr %5, align 4, !dbg !113
  %12 = ashr i32 %11, 16, !dbg !114
  store i32 %12, ptr %10, align 4, !dbg !110
  %13 = load %struct.Pair, ptr %3, align 4, !dbg !115
  ret %struct.Pair %13, !dbg !115
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal noundef i32 @_ZZ7lambdasENUlvE_clEv(ptr noundef nonnull align 4 dereferenceable(4) %0) #2 align 2 !dbg !116 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds nuw %class.anon.4, ptr %3, i32 0, i32 0, !dbg !117
  %5 = load i32, ptr %4, align 4, !dbg !118
  %6 = add nsw i32 %5, 1, !dbg !118
  store i32 %6, ptr %4, align 4, !dbg !118
  ret i32 %6, !dbg !119
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal noundef i32 @_ZZ7lambdasENKUlvE0_clEv(ptr noundef nonnull align 8 dereferenceable(8) %0) #2 align 2 !dbg !120 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds nuw %class.anon.5, ptr %3, i32 0, i32 0, !dbg !121
  %5 = load ptr, ptr %4, align 8, !dbg !121, !nonnull !10, !align !122
  %6 = load i32, ptr %5, align 4, !dbg !121
  %7 = mul nsw i32 %6, 2, !dbg !123
  ret i32 %7, !dbg !124
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal noundef float @_ZZ7lambdasENKUlfE_clEf(ptr noundef nonnull align 4 dereferenceable(8) %0, float noundef %1) #2 align 2 !dbg !125 {
  %3 = alloca ptr, align 8
  %4 = alloca float, align 4
  store ptr %0, ptr %3, align 8
  store float %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 8
  %6 = load float, ptr %4, align 4, !dbg !126
  %7 = getelementptr inbounds nuw %class.anon, ptr %5, i32 0, i32 0, !dbg !127
  %8 = load float, ptr %7, align 4, !dbg !127
  %9 = fmul contract float %6, %8, !dbg !128
  %10 = getelementptr inbounds nuw %class.anon, ptr %5, i32 0, i32 1, !dbg !129
  %11 = load float, ptr %10, align 4, !dbg !129
  %12 = fadd contract float %9, %11, !dbg !130
  ret float %12, !dbg !131
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal void @_ZZ7lambdasENKUliE_clEi(ptr noundef nonnull align 8 dereferenceable(16) %0, i32 noundef %1) #2 align 2 !dbg !132 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds nuw %class.anon.0, ptr %5, i32 0, i32 1, !dbg !133
  %7 = load ptr, ptr %6, align 8, !dbg !133, !nonnull !10, !align !134
  %8 = load ptr, ptr %7, align 8, !dbg !133
  %9 = load i32, ptr %4, align 4, !dbg !135
  %10 = sext i32 %9 to i64, !dbg !133
  %11 = getelementptr inbounds i32, ptr %8, i64 %10, !dbg !133
  %12 = load i32, ptr %11, align 4, !dbg !133
  %13 = getelementptr inbounds nuw %class.anon.0, ptr %5, i32 0, i32 0, !dbg !136
  %14 = load ptr, ptr %13, align 8, !dbg !136, !nonnull !10, !align !122
  %15 = load i32, ptr %14, align 4, !dbg !137
  %16 = add nsw i32 %15, %12, !dbg !137
  store i32 %16, ptr %14, align 4, !dbg !137
  ret void, !dbg !138
}

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { convergent nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6}
!llvm.ident = !{!7}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "l25_lambdas.cu", directory: "/work/wt/llir25/tools/capture/clang_kernels")
!2 = !{i32 7, !"Dwarf Version", i32 2}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!6 = !{i32 7, !"frame-pointer", i32 2}
!7 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!8 = distinct !DISubprogram(name: "lambdas", scope: !1, file: !1, line: 14, type: !9, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!9 = !DISubroutineType(types: !10)
!10 = !{}
!11 = !DILocation(line: 15, column: 11, scope: !8)
!12 = !DILocation(line: 15, column: 25, scope: !8)
!13 = !DILocation(line: 15, column: 38, scope: !8)
!14 = !DILocation(line: 15, column: 36, scope: !8)
!15 = !DILocation(line: 15, column: 23, scope: !8)
!16 = !DILocation(line: 15, column: 7, scope: !8)
!17 = !DILocation(line: 16, column: 16, scope: !8)
!18 = !DILocation(line: 16, column: 9, scope: !8)
!19 = !DILocation(line: 17, column: 17, scope: !8)
!20 = !DILocation(line: 17, column: 18, scope: !8)
!21 = !DILocation(line: 18, column: 20, scope: !8)
!22 = !DILocation(line: 18, column: 28, scope: !8)
!23 = !DILocation(line: 18, column: 31, scope: !8)
!24 = !DILocation(line: 18, column: 12, scope: !8)
!25 = !DILocation(line: 18, column: 3, scope: !8)
!26 = !DILocation(line: 18, column: 7, scope: !8)
!27 = !DILocation(line: 18, column: 10, scope: !8)
!28 = !DILocation(line: 19, column: 7, scope: !8)
!29 = !DILocation(line: 20, column: 18, scope: !8)
!30 = !DILocation(line: 20, column: 21, scope: !8)
!31 = !DILocation(line: 20, column: 3, scope: !8)
!32 = !DILocation(line: 21, column: 15, scope: !8)
!33 = !DILocation(line: 21, column: 3, scope: !8)
!34 = !DILocation(line: 21, column: 10, scope: !8)
!35 = !DILocation(line: 21, column: 13, scope: !8)
!36 = !DILocation(line: 23, column: 22, scope: !8)
!37 = !DILocation(line: 23, column: 25, scope: !8)
!38 = !DILocation(line: 23, column: 16, scope: !8)
!39 = !DILocation(line: 23, column: 44, scope: !8)
!40 = !DILocation(line: 23, column: 38, scope: !8)
!41 = !DILocation(line: 23, column: 29, scope: !8)
!42 = !DILocation(line: 23, column: 3, scope: !8)
!43 = !DILocation(line: 23, column: 7, scope: !8)
!44 = !DILocation(line: 23, column: 9, scope: !8)
!45 = !DILocation(line: 23, column: 14, scope: !8)
!46 = !DILocation(line: 25, column: 18, scope: !8)
!47 = !DILocation(line: 25, column: 25, scope: !8)
!48 = !DILocation(line: 25, column: 27, scope: !8)
!49 = !DILocation(line: 25, column: 12, scope: !8)
!50 = !DILocation(line: 26, column: 21, scope: !8)
!51 = !DILocation(line: 26, column: 28, scope: !8)
!52 = !DILocation(line: 26, column: 24, scope: !8)
!53 = !DILocation(line: 26, column: 3, scope: !8)
!54 = !DILocation(line: 26, column: 10, scope: !8)
!55 = !DILocation(line: 26, column: 12, scope: !8)
!56 = !DILocation(line: 26, column: 17, scope: !8)
!57 = !DILocation(line: 27, column: 7, scope: !8)
!58 = !DILocation(line: 28, column: 15, scope: !8)
!59 = !DILocation(line: 28, column: 16, scope: !8)
!60 = !DILocation(line: 29, column: 3, scope: !8)
!61 = !DILocation(line: 30, column: 19, scope: !8)
!62 = !DILocation(line: 30, column: 28, scope: !8)
!63 = !DILocation(line: 30, column: 26, scope: !8)
!64 = !DILocation(line: 30, column: 3, scope: !8)
!65 = !DILocation(line: 30, column: 10, scope: !8)
!66 = !DILocation(line: 30, column: 12, scope: !8)
!67 = !DILocation(line: 30, column: 17, scope: !8)
!68 = !DILocation(line: 31, column: 1, scope: !8)
!69 = distinct !DISubprogram(name: "apply_n<(lambda at l25_lambdas.cu:17:17)>", scope: !1, file: !1, line: 5, type: !9, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0)
!70 = !DILocation(line: 6, column: 12, scope: !69)
!71 = !DILocation(line: 6, column: 8, scope: !69)
!72 = !DILocation(line: 6, column: 19, scope: !69)
!73 = !DILocation(line: 6, column: 23, scope: !69)
!74 = !DILocation(line: 6, column: 21, scope: !69)
!75 = !DILocation(line: 6, column: 3, scope: !69)
!76 = !DILocation(line: 6, column: 37, scope: !69)
!77 = !DILocation(line: 6, column: 35, scope: !69)
!78 = !DILocation(line: 6, column: 33, scope: !69)
!79 = !DILocation(line: 6, column: 31, scope: !69)
!80 = !DILocation(line: 6, column: 26, scope: !69)
!81 = distinct !{!81, !75, !82, !83}
!82 = !DILocation(line: 6, column: 38, scope: !69)
!83 = !{!"llvm.loop.mustprogress"}
!84 = !DILocation(line: 7, column: 10, scope: !69)
!85 = !DILocation(line: 7, column: 3, scope: !69)
!86 = distinct !DISubprogram(name: "for_each_index<(lambda at l25_lambdas.cu:20:21)>", scope: !1, file: !1, line: 10, type: !9, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0)
!87 = !DILocation(line: 10, column: 55, scope: !86)
!88 = !DILocation(line: 10, column: 51, scope: !86)
!89 = !DILocation(line: 10, column: 62, scope: !86)
!90 = !DILocation(line: 10, column: 66, scope: !86)
!91 = !DILocation(line: 10, column: 64, scope: !86)
!92 = !DILocation(line: 10, column: 46, scope: !86)
!93 = !DILocation(line: 10, column: 76, scope: !86)
!94 = !DILocation(line: 10, column: 74, scope: !86)
!95 = !DILocation(line: 10, column: 69, scope: !86)
!96 = distinct !{!96, !92, !97, !83}
!97 = !DILocation(line: 10, column: 77, scope: !86)
!98 = !DILocation(line: 10, column: 80, scope: !86)
!99 = distinct !DISubprogram(name: "operator()<float>", scope: !1, file: !1, line: 22, type: !9, scopeLine: 22, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0)
!100 = !DILocation(line: 22, column: 36, scope: !99)
!101 = !DILocation(line: 22, column: 40, scope: !99)
!102 = !DILocation(line: 22, column: 38, scope: !99)
!103 = !DILocation(line: 22, column: 29, scope: !99)
!104 = distinct !DISubprogram(name: "operator()<int>", scope: !1, file: !1, line: 22, type: !9, scopeLine: 22, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0)
!105 = !DILocation(line: 22, column: 36, scope: !104)
!106 = !DILocation(line: 22, column: 40, scope: !104)
!107 = !DILocation(line: 22, column: 38, scope: !104)
!108 = !DILocation(line: 22, column: 29, scope: !104)
!109 = distinct !DISubprogram(name: "operator()", scope: !1, file: !1, line: 24, type: !9, scopeLine: 24, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0)
!110 = !DILocation(line: 24, column: 43, scope: !109)
!111 = !DILocation(line: 24, column: 44, scope: !109)
!112 = !DILocation(line: 24, column: 46, scope: !109)
!113 = !DILocation(line: 24, column: 56, scope: !109)
!114 = !DILocation(line: 24, column: 58, scope: !109)
!115 = !DILocation(line: 24, column: 36, scope: !109)
!116 = distinct !DISubprogram(name: "operator()", scope: !1, file: !1, line: 28, type: !9, scopeLine: 28, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0)
!117 = !DILocation(line: 28, column: 40, scope: !116)
!118 = !DILocation(line: 28, column: 38, scope: !116)
!119 = !DILocation(line: 28, column: 31, scope: !116)
!120 = distinct !DISubprogram(name: "operator()", scope: !1, file: !1, line: 30, type: !9, scopeLine: 30, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0)
!121 = !DILocation(line: 30, column: 41, scope: !120)
!122 = !{i64 4}
!123 = !DILocation(line: 30, column: 47, scope: !120)
!124 = !DILocation(line: 30, column: 34, scope: !120)
!125 = distinct !DISubprogram(name: "operator()", scope: !1, file: !1, line: 17, type: !9, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0)
!126 = !DILocation(line: 17, column: 39, scope: !125)
!127 = !DILocation(line: 17, column: 43, scope: !125)
!128 = !DILocation(line: 17, column: 41, scope: !125)
!129 = !DILocation(line: 17, column: 51, scope: !125)
!130 = !DILocation(line: 17, column: 49, scope: !125)
!131 = !DILocation(line: 17, column: 32, scope: !125)
!132 = distinct !DISubprogram(name: "operator()", scope: !1, file: !1, line: 20, type: !9, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0)
!133 = !DILocation(line: 20, column: 43, scope: !132)
!134 = !{i64 8}
!135 = !DILocation(line: 20, column: 50, scope: !132)
!136 = !DILocation(line: 20, column: 34, scope: !132)
!137 = !DILocation(line: 20, column: 40, scope: !132)
!138 = !DILocation(line: 20, column: 54, scope: !132)
