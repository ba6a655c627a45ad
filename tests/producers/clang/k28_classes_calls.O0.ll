; ModuleID = 'k28_classes_calls.cu'
source_filename = "k28_classes_calls.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Cpx = type { float, float }
%class.Rng = type { i32 }

$_ZNK3CpxmlES_ = comdat any

$_ZNK3CpxplES_ = comdat any

$_ZN3Rng4unitEj = comdat any

$_ZN3Rng4nextEv = comdat any

$_ZN3RngC1Ej = comdat any

$_ZN3Rng4skipEi = comdat any

$_ZN3RngC2Ej = comdat any

@__const._Z5powerRK3CpxiR3Rng.acc = private unnamed_addr constant %struct.Cpx { float 1.000000e+00, float 0.000000e+00 }, align 4

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local %struct.Cpx @_Z5powerRK3CpxiR3Rng(ptr noundef nonnull align 4 dereferenceable(8) %0, i32 noundef %1, ptr noundef nonnull align 4 dereferenceable(4) %2) #0 !dbg !8 {
  %4 = alloca %struct.Cpx, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca %struct.Cpx, align 4
  %10 = alloca %struct.Cpx, align 4
  %11 = alloca %struct.Cpx, align 4
  %12 = alloca %struct.Cpx, align 4
  store ptr %0, ptr %5, align 8
  store i32 %1, ptr %6, align 4
  store ptr %2, ptr %7, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %4, ptr align 4 @__const._Z5powerRK3CpxiR3Rng.acc, i64 8, i1 false), !dbg !11
  store i32 0, ptr %8, align 4, !dbg !12
  br label %13, !dbg !13

13:                                               ; preds = %35, %3
  %14 = load i32, ptr %8, align 4, !dbg !14
  %15 = load i32, ptr %6, align 4, !dbg !15
  %16 = icmp slt i32 %14, %15, !dbg !16
  br i1 %16, label %17, label %38, !dbg !17

17:                                               ; preds = %13
  %18 = load ptr, ptr %5, align 8, !dbg !18, !nonnull !10, !align !19
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %11, ptr align 4 %18, i64 8, i1 false), !dbg !18
  %19 = call %struct.Cpx @_ZNK3CpxmlES_(ptr noundef nonnull align 4 dereferenceable(8) %4, ptr noundef byval(%struct.Cpx) align 4 %11) #4, !dbg !20
  %20 = getelementptr inbounds nuw %struct.Cpx, ptr %10, i32 0, i32 0, !dbg !20
  %21 = extractvalue %struct.Cpx %19, 0, !dbg !20
  store float %21, ptr %20, align 4, !dbg !20
  %22 = getelementptr inbounds nuw %struct.Cpx, ptr %10, i32 0, i32 1, !dbg !20
  %23 = extractvalue %struct.Cpx %19, 1, !dbg !20
  store float %23, ptr %22, align 4, !dbg !20
  %24 = getelementptr inbounds nuw %struct.Cpx, ptr %12, i32 0, i32 0, !dbg !21
  %25 = load ptr, ptr %7, align 8, !dbg !22, !nonnull !10, !align !19
  %26 = call noundef i32 @_ZN3Rng4nextEv(ptr noundef nonnull align 4 dereferenceable(4) %25) #4, !dbg !23
  %27 = call contract noundef float @_ZN3Rng4unitEj(i32 noundef %26) #4, !dbg !24
  %28 = fmul contract float %27, 0x3F50624DE0000000, !dbg !25
  store float %28, ptr %24, align 4, !dbg !21
  %29 = getelementptr inbounds nuw %struct.Cpx, ptr %12, i32 0, i32 1, !dbg !21
  store float 0.000000e+00, ptr %29, align 4, !dbg !21
  %30 = call %struct.Cpx @_ZNK3CpxplES_(ptr noundef nonnull align 4 dereferenceable(8) %10, ptr noundef byval(%struct.Cpx) align 4 %12) #4, !dbg !26
  %31 = getelementptr inbounds nuw %struct.Cpx, ptr %9, i32 0, i32 0, !dbg !26
  %32 = extractvalue %struct.Cpx %30, 0, !dbg !26
  store float %32, ptr %31, align 4, !dbg !26
  %33 = getelementptr inbounds nuw %struct.Cpx, ptr %9, i32 0, i32 1, !dbg !26
  %34 = extractvalue %struct.Cpx %30, 1, !dbg !26
  store float %34, ptr %33, align 4, !dbg !26
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %4, ptr align 4 %9, i64 8, i1 false), !dbg !27
  br label %35, !dbg !28

35:                                               ; preds = %17
  %36 = load i32, ptr %8, align 4, !dbg !29
  %37 = add nsw i32 %36, 1, !dbg !29
  store i32 %37, ptr %8, align 4, !dbg !29
  br label %13, !dbg !17, !llvm.loop !30

38:                                               ; preds = %13
  %39 = load %struct.Cpx, ptr %4, align 4, !dbg !33
  ret %struct.Cpx %39, !dbg !33
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #1

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local %struct.Cpx @_ZNK3CpxmlES_(ptr noundef nonnull align 4 dereferenceable(8) %0, ptr noundef byval(%struct.Cpx) align 4 %1) #0 comdat align 2 !dbg !34 {
  %3 = alloca %struct.Cpx, align 4
  %4 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr inbounds nuw %struct.Cpx, ptr %3, i32 0, i32 0, !dbg !35
  %7 = getelementptr inbounds nuw %struct.Cpx, ptr %5, i32 0, i32 0, !dbg !36
  %8 = load float, ptr %7, align 4, !dbg !36
  %9 = getelementptr inbounds nuw %struct.Cpx, ptr %1, i32 0, i32 0, !dbg !37
  %10 = load float, ptr %9, align 4, !dbg !37
  %11 = fmul contract float %8, %10, !dbg !38
  %12 = getelementptr inbounds nuw %struct.Cpx, ptr %5, i32 0, i32 1, !dbg !39
  %13 = load float, ptr %12, align 4, !dbg !39
  %14 = getelementptr inbounds nuw %struct.Cpx, ptr %1, i32 0, i32 1, !dbg !40
  %15 = load float, ptr %14, align 4, !dbg !40
  %16 = fmul contract float %13, %15, !dbg !41
  %17 = fsub contract float %11, %16, !dbg !42
  store float %17, ptr %6, align 4, !dbg !35
  %18 = getelementptr inbounds nuw %struct.Cpx, ptr %3, i32 0, i32 1, !dbg !35
  %19 = getelementptr inbounds nuw %struct.Cpx, ptr %5, i32 0, i32 0, !dbg !43
  %20 = load float, ptr %19, align 4, !dbg !43
  %21 = getelementptr inbounds nuw %struct.Cpx, ptr %1, i32 0, i32 1, !dbg !44
  %22 = load float, ptr %21, align 4, !dbg !44
  %23 = fmul contract float %20, %22, !dbg !45
  %24 = getelementptr inbounds nuw %struct.Cpx, ptr %5, i32 0, i32 1, !dbg !46
  %25 = load float, ptr %24, align 4, !dbg !46
  %26 = getelementptr inbounds nuw %struct.Cpx, ptr %1, i32 0, i32 0, !dbg !47
  %27 = load float, ptr %26, align 4, !dbg !47
  %28 = fmul contract float %25, %27, !dbg !48
  %29 = fadd contract float %23, %28, !dbg !49
  store float %29, ptr %18, align 4, !dbg !35
  %30 = load %struct.Cpx, ptr %3, align 4, !dbg !50
  ret %struct.Cpx %30, !dbg !50
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local %struct.Cpx @_ZNK3CpxplES_(ptr noundef nonnull align 4 dereferenceable(8) %0, ptr noundef byval(%struct.Cpx) align 4 %1) #0 comdat align 2 !dbg !51 {
  %3 = alloca %struct.Cpx, align 4
  %4 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr inbounds nuw %struct.Cpx, ptr %3, i32 0, i32 0, !dbg !52
  %7 = getelementptr inbounds nuw %struct.Cpx, ptr %5, i32 0, i32 0, !dbg !53
  %8 = load float, ptr %7, align 4, !dbg !53
  %9 = getelementptr inbounds nuw %struct.Cpx, ptr %1, i32 0, i32 0, !dbg !54
  %10 = load float, ptr %9, align 4, !dbg !54
  %11 = fadd contract float %8, %10, !dbg !55
  store float %11, ptr %6, align 4, !dbg !52
  %12 = getelementptr inbounds nuw %struct.Cpx, ptr %3, i32 0, i32 1, !dbg !52
  %13 = getelementptr inbounds nuw %struct.Cpx, ptr %5, i32 0, i32 1, !dbg !56
  %14 = load float, ptr %13, align 4, !dbg !56
  %15 = getelementptr inbounds nuw %struct.Cpx, ptr %1, i32 0, i32 1, !dbg !57
  %16 = load float, ptr %15, align 4, !dbg !57
  %17 = fadd contract float %14, %16, !dbg !58
  store float %17, ptr %12, align 4, !dbg !52
  %18 = load %struct.Cpx, ptr %3, align 4, !dbg !59
  ret %struct.Cpx %18, !dbg !59
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef float @_ZN3Rng4unitEj(i32 noundef %0) #0 comdat align 2 !dbg !60 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4, !dbg !61
  %4 = lshr i32 %3, 8, !dbg !62
  %5 = uitofp i32 %4 to float, !dbg !63
  %6 = fmul contract float %5, 0x3E70000000000000, !dbg !64
  ret float %6, !dbg !65
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef i32 @_ZN3Rng4nextEv(ptr noundef nonnull align 4 dereferenceable(4) %0) #0 comdat align 2 !dbg !66 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds nuw %class.Rng, ptr %3, i32 0, i32 0, !dbg !67
  %5 = load i32, ptr %4, align 4, !dbg !67
  %6 = shl i32 %5, 13, !dbg !68
  %7 = getelementptr inbounds nuw %class.Rng, ptr %3, i32 0, i32 0, !dbg !69
  %8 = load i32, ptr %7, align 4, !dbg !70
  %9 = xor i32 %8, %6, !dbg !70
  store i32 %9, ptr %7, align 4, !dbg !70
  %10 = getelementptr inbounds nuw %class.Rng, ptr %3, i32 0, i32 0, !dbg !71
  %11 = load i32, ptr %10, align 4, !dbg !71
  %12 = lshr i32 %11, 17, !dbg !72
  %13 = getelementptr inbounds nuw %class.Rng, ptr %3, i32 0, i32 0, !dbg !73
  %14 = load i32, ptr %13, align 4, !dbg !74
  %15 = xor i32 %14, %12, !dbg !74
  store i32 %15, ptr %13, align 4, !dbg !74
  %16 = getelementptr inbounds nuw %class.Rng, ptr %3, i32 0, i32 0, !dbg !75
  %17 = load i32, ptr %16, align 4, !dbg !75
  %18 = shl i32 %17, 5, !dbg !76
  %19 = getelementptr inbounds nuw %class.Rng, ptr %3, i32 0, i32 0, !dbg !77
  %20 = load i32, ptr %19, align 4, !dbg !78
  %21 = xor i32 %20, %18, !dbg !78
  store i32 %21, ptr %19, align 4, !dbg !78
  %22 = getelementptr inbounds nuw %class.Rng, ptr %3, i32 0, i32 0, !dbg !79
  %23 = load i32, ptr %22, align 4, !dbg !79
  ret i32 %23, !dbg !80
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local ptx_kernel void @classes_calls2(ptr noundef %0, i32 noundef %1) #2 !dbg !81 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca %class.Rng, align 4
  %7 = alloca %struct.Cpx, align 4
  %8 = alloca %struct.Cpx, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %9 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !82
  %10 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !83
  %11 = mul nsw i32 %9, %10, !dbg !84
  %12 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !85
  %13 = add nsw i32 %11, %12, !dbg !86
  store i32 %13, ptr %5, align 4, !dbg !87
  %14 = load i32, ptr %5, align 4, !dbg !88
  %15 = load i32, ptr %4, align 4, !dbg !89
  %16 = icmp sge i32 %14, %15, !dbg !90
  br i1 %16, label %17, label %18, !dbg !90

17:                                               ; preds = %2
  br label %50, !dbg !91

18:                                               ; preds = %2
  %19 = load i32, ptr %5, align 4, !dbg !92
  call void @_ZN3RngC1Ej(ptr noundef nonnull align 4 dereferenceable(4) %6, i32 noundef %19) #4, !dbg !93
  %20 = call noundef nonnull align 4 dereferenceable(4) ptr @_ZN3Rng4skipEi(ptr noundef nonnull align 4 dereferenceable(4) %6, i32 noundef 3) #4, !dbg !94
  %21 = load i32, ptr %5, align 4, !dbg !95
  %22 = and i32 %21, 3, !dbg !96
  %23 = call noundef nonnull align 4 dereferenceable(4) ptr @_ZN3Rng4skipEi(ptr noundef nonnull align 4 dereferenceable(4) %20, i32 noundef %22) #4, !dbg !97
  %24 = getelementptr inbounds nuw %struct.Cpx, ptr %7, i32 0, i32 0, !dbg !98
  %25 = call noundef i32 @_ZN3Rng4nextEv(ptr noundef nonnull align 4 dereferenceable(4) %6) #4, !dbg !99
  %26 = call contract noundef float @_ZN3Rng4unitEj(i32 noundef %25) #4, !dbg !100
  store float %26, ptr %24, align 4, !dbg !98
  %27 = getelementptr inbounds nuw %struct.Cpx, ptr %7, i32 0, i32 1, !dbg !98
  %28 = call noundef i32 @_ZN3Rng4nextEv(ptr noundef nonnull align 4 dereferenceable(4) %6) #4, !dbg !101
  %29 = call contract noundef float @_ZN3Rng4unitEj(i32 noundef %28) #4, !dbg !102
  store float %29, ptr %27, align 4, !dbg !98
  %30 = call %struct.Cpx @_Z5powerRK3CpxiR3Rng(ptr noundef nonnull align 4 dereferenceable(8) %7, i32 noundef 5, ptr noundef nonnull align 4 dereferenceable(4) %6) #4, !dbg !103
  %31 = getelementptr inbounds nuw %struct.Cpx, ptr %8, i32 0, i32 0, !dbg !103
  %32 = extractvalue %struct.Cpx %30, 0, !dbg !103
  store float %32, ptr %31, align 4, !dbg !103
  %33 = getelementptr inbounds nuw %struct.Cpx, ptr %8, i32 0, i32 1, !dbg !103
  %34 = extractvalue %struct.Cpx %30, 1, !dbg !103
  store float %34, ptr %33, align 4, !dbg !103
  %35 = getelementptr inbounds nuw %struct.Cpx, ptr %8, i32 0, i32 0, !dbg !104
  %36 = load float, ptr %35, align 4, !dbg !104
  %37 = load ptr, ptr %3, align 8, !dbg !105
  %38 = load i32, ptr %5, align 4, !dbg !106
  %39 = mul nsw i32 2, %38, !dbg !107
  %40 = sext i32 %39 to i64, !dbg !105
  %41 = getelementptr inbounds float, ptr %37, i64 %40, !dbg !105
  store float %36, ptr %41, align 4, !dbg !108
  %42 = getelementptr inbounds nuw %struct.Cpx, ptr %8, i32 0, i32 1, !dbg !109
  %43 = load float, ptr %42, align 4, !dbg !109
  %44 = load ptr, ptr %3, align 8, !dbg !110
  %45 = load i32, ptr %5, align 4, !dbg !111
  %46 = mul nsw i32 2, %45, !dbg !112
  %47 = add nsw i32 %46, 1, !dbg !113
  %48 = sext i32 %47 to i64, !dbg !110
  %49 = getelementptr inbounds float, ptr %44, i64 %48, !dbg !110
  store float %43, ptr %49, align 4, !dbg !114
  br label %50, !dbg !115

50:                                               ; preds = %18, %17
  ret void, !dbg !115
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN3RngC1Ej(ptr noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #0 comdat align 2 !dbg !116 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 8
  %6 = load i32, ptr %4, align 4, !dbg !117
  call void @_ZN3RngC2Ej(ptr noundef nonnull align 4 dereferenceable(4) %5, i32 noundef %6) #4, !dbg !117
  ret void, !dbg !118
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef nonnull align 4 dereferenceable(4) ptr @_ZN3Rng4skipEi(ptr noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) #0 comdat align 2 !dbg !119 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %6 = load ptr, ptr %3, align 8
  store i32 0, ptr %5, align 4, !dbg !120
  br label %7, !dbg !121

7:                                                ; preds = %17, %2
  %8 = load i32, ptr %5, align 4, !dbg !122
  %9 = load i32, ptr %4, align 4, !dbg !123
  %10 = icmp slt i32 %8, %9, !dbg !124
  br i1 %10, label %11, label %20, !dbg !125

11:                                               ; preds = %7
  %12 = getelementptr inbounds nuw %class.Rng, ptr %6, i32 0, i32 0, !dbg !126
  %13 = load i32, ptr %12, align 4, !dbg !126
  %14 = mul i32 %13, 1664525, !dbg !127
  %15 = add i32 %14, 1013904223, !dbg !128
  %16 = getelementptr inbounds nuw %class.Rng, ptr %6, i32 0, i32 0, !dbg !129
  store i32 %15, ptr %16, align 4, !dbg !130
  br label %17, !dbg !129

17:                                               ; preds = %11
  %18 = load i32, ptr %5, align 4, !dbg !131
  %19 = add nsw i32 %18, 1, !dbg !131
  store i32 %19, ptr %5, align 4, !dbg !131
  br label %7, !dbg !125, !llvm.loop !132

20:                                               ; preds = %7
  ret ptr %6, !dbg !134
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN3RngC2Ej(ptr noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #0 comdat align 2 !dbg !135 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds nuw %class.Rng, ptr %5, i32 0, i32 0, !dbg !136
  %7 = load i32, ptr %4, align 4, !dbg !137
  %8 = mul i32 %7, -1640531535, !dbg !138
  %9 = add i32 %8, 1, !dbg !139
  store i32 %9, ptr %6, align 4, !dbg !136
  ret void, !dbg !140
}

attributes #0 = { convergent mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6}
!llvm.ident = !{!7}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "k28_classes_calls.cu", directory: "/work/wt/nvir31/tools/capture/clang_kernels")
!2 = !{i32 7, !"Dwarf Version", i32 2}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!6 = !{i32 7, !"frame-pointer", i32 2}
!7 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!8 = distinct !DISubprogram(name: "power", scope: !1, file: !1, line: 17, type: !9, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!9 = !DISubroutineType(types: !10)
!10 = !{}
!11 = !DILocation(line: 18, column: 7, scope: !8)
!12 = !DILocation(line: 19, column: 12, scope: !8)
!13 = !DILocation(line: 19, column: 8, scope: !8)
!14 = !DILocation(line: 19, column: 19, scope: !8)
!15 = !DILocation(line: 19, column: 23, scope: !8)
!16 = !DILocation(line: 19, column: 21, scope: !8)
!17 = !DILocation(line: 19, column: 3, scope: !8)
!18 = !DILocation(line: 19, column: 43, scope: !8)
!19 = !{i64 4}
!20 = !DILocation(line: 19, column: 41, scope: !8)
!21 = !DILocation(line: 19, column: 50, scope: !8)
!22 = !DILocation(line: 19, column: 61, scope: !8)
!23 = !DILocation(line: 19, column: 63, scope: !8)
!24 = !DILocation(line: 19, column: 51, scope: !8)
!25 = !DILocation(line: 19, column: 71, scope: !8)
!26 = !DILocation(line: 19, column: 45, scope: !8)
!27 = !DILocation(line: 19, column: 35, scope: !8)
!28 = !DILocation(line: 19, column: 31, scope: !8)
!29 = !DILocation(line: 19, column: 26, scope: !8)
!30 = distinct !{!30, !17, !31, !32}
!31 = !DILocation(line: 19, column: 81, scope: !8)
!32 = !{!"llvm.loop.mustprogress"}
!33 = !DILocation(line: 20, column: 3, scope: !8)
!34 = distinct !DISubprogram(name: "operator*", scope: !1, file: !1, line: 14, type: !9, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!35 = !DILocation(line: 14, column: 50, scope: !34)
!36 = !DILocation(line: 14, column: 51, scope: !34)
!37 = !DILocation(line: 14, column: 58, scope: !34)
!38 = !DILocation(line: 14, column: 54, scope: !34)
!39 = !DILocation(line: 14, column: 63, scope: !34)
!40 = !DILocation(line: 14, column: 70, scope: !34)
!41 = !DILocation(line: 14, column: 66, scope: !34)
!42 = !DILocation(line: 14, column: 61, scope: !34)
!43 = !DILocation(line: 14, column: 74, scope: !34)
!44 = !DILocation(line: 14, column: 81, scope: !34)
!45 = !DILocation(line: 14, column: 77, scope: !34)
!46 = !DILocation(line: 14, column: 86, scope: !34)
!47 = !DILocation(line: 14, column: 93, scope: !34)
!48 = !DILocation(line: 14, column: 89, scope: !34)
!49 = !DILocation(line: 14, column: 84, scope: !34)
!50 = !DILocation(line: 14, column: 43, scope: !34)
!51 = distinct !DISubprogram(name: "operator+", scope: !1, file: !1, line: 15, type: !9, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!52 = !DILocation(line: 15, column: 50, scope: !51)
!53 = !DILocation(line: 15, column: 51, scope: !51)
!54 = !DILocation(line: 15, column: 58, scope: !51)
!55 = !DILocation(line: 15, column: 54, scope: !51)
!56 = !DILocation(line: 15, column: 62, scope: !51)
!57 = !DILocation(line: 15, column: 69, scope: !51)
!58 = !DILocation(line: 15, column: 65, scope: !51)
!59 = !DILocation(line: 15, column: 43, scope: !51)
!60 = distinct !DISubprogram(name: "unit", scope: !1, file: !1, line: 10, type: !9, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!61 = !DILocation(line: 10, column: 54, scope: !60)
!62 = !DILocation(line: 10, column: 56, scope: !60)
!63 = !DILocation(line: 10, column: 53, scope: !60)
!64 = !DILocation(line: 10, column: 62, scope: !60)
!65 = !DILocation(line: 10, column: 46, scope: !60)
!66 = distinct !DISubprogram(name: "next", scope: !1, file: !1, line: 9, type: !9, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!67 = !DILocation(line: 9, column: 37, scope: !66)
!68 = !DILocation(line: 9, column: 39, scope: !66)
!69 = !DILocation(line: 9, column: 32, scope: !66)
!70 = !DILocation(line: 9, column: 34, scope: !66)
!71 = !DILocation(line: 9, column: 51, scope: !66)
!72 = !DILocation(line: 9, column: 53, scope: !66)
!73 = !DILocation(line: 9, column: 46, scope: !66)
!74 = !DILocation(line: 9, column: 48, scope: !66)
!75 = !DILocation(line: 9, column: 65, scope: !66)
!76 = !DILocation(line: 9, column: 67, scope: !66)
!77 = !DILocation(line: 9, column: 60, scope: !66)
!78 = !DILocation(line: 9, column: 62, scope: !66)
!79 = !DILocation(line: 9, column: 80, scope: !66)
!80 = !DILocation(line: 9, column: 73, scope: !66)
!81 = distinct !DISubprogram(name: "classes_calls2", scope: !1, file: !1, line: 22, type: !9, scopeLine: 22, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!82 = !DILocation(line: 23, column: 11, scope: !81)
!83 = !DILocation(line: 23, column: 24, scope: !81)
!84 = !DILocation(line: 23, column: 22, scope: !81)
!85 = !DILocation(line: 23, column: 37, scope: !81)
!86 = !DILocation(line: 23, column: 35, scope: !81)
!87 = !DILocation(line: 23, column: 7, scope: !81)
!88 = !DILocation(line: 24, column: 7, scope: !81)
!89 = !DILocation(line: 24, column: 12, scope: !81)
!90 = !DILocation(line: 24, column: 9, scope: !81)
!91 = !DILocation(line: 24, column: 15, scope: !81)
!92 = !DILocation(line: 25, column: 9, scope: !81)
!93 = !DILocation(line: 25, column: 7, scope: !81)
!94 = !DILocation(line: 26, column: 5, scope: !81)
!95 = !DILocation(line: 26, column: 18, scope: !81)
!96 = !DILocation(line: 26, column: 20, scope: !81)
!97 = !DILocation(line: 26, column: 13, scope: !81)
!98 = !DILocation(line: 27, column: 11, scope: !81)
!99 = !DILocation(line: 27, column: 24, scope: !81)
!100 = !DILocation(line: 27, column: 12, scope: !81)
!101 = !DILocation(line: 27, column: 45, scope: !81)
!102 = !DILocation(line: 27, column: 33, scope: !81)
!103 = !DILocation(line: 28, column: 11, scope: !81)
!104 = !DILocation(line: 29, column: 18, scope: !81)
!105 = !DILocation(line: 29, column: 3, scope: !81)
!106 = !DILocation(line: 29, column: 11, scope: !81)
!107 = !DILocation(line: 29, column: 9, scope: !81)
!108 = !DILocation(line: 29, column: 14, scope: !81)
!109 = !DILocation(line: 30, column: 22, scope: !81)
!110 = !DILocation(line: 30, column: 3, scope: !81)
!111 = !DILocation(line: 30, column: 11, scope: !81)
!112 = !DILocation(line: 30, column: 9, scope: !81)
!113 = !DILocation(line: 30, column: 13, scope: !81)
!114 = !DILocation(line: 30, column: 18, scope: !81)
!115 = !DILocation(line: 31, column: 1, scope: !81)
!116 = distinct !DISubprogram(name: "Rng", scope: !1, file: !1, line: 7, type: !9, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!117 = !DILocation(line: 7, column: 70, scope: !116)
!118 = !DILocation(line: 7, column: 71, scope: !116)
!119 = distinct !DISubprogram(name: "skip", scope: !1, file: !1, line: 8, type: !9, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!120 = !DILocation(line: 8, column: 42, scope: !119)
!121 = !DILocation(line: 8, column: 38, scope: !119)
!122 = !DILocation(line: 8, column: 49, scope: !119)
!123 = !DILocation(line: 8, column: 53, scope: !119)
!124 = !DILocation(line: 8, column: 51, scope: !119)
!125 = !DILocation(line: 8, column: 33, scope: !119)
!126 = !DILocation(line: 8, column: 65, scope: !119)
!127 = !DILocation(line: 8, column: 67, scope: !119)
!128 = !DILocation(line: 8, column: 78, scope: !119)
!129 = !DILocation(line: 8, column: 61, scope: !119)
!130 = !DILocation(line: 8, column: 63, scope: !119)
!131 = !DILocation(line: 8, column: 56, scope: !119)
!132 = distinct !{!132, !125, !133, !32}
!133 = !DILocation(line: 8, column: 80, scope: !119)
!134 = !DILocation(line: 8, column: 93, scope: !119)
!135 = distinct !DISubprogram(name: "Rng", scope: !1, file: !1, line: 7, type: !9, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!136 = !DILocation(line: 7, column: 44, scope: !135)
!137 = !DILocation(line: 7, column: 46, scope: !135)
!138 = !DILocation(line: 7, column: 51, scope: !135)
!139 = !DILocation(line: 7, column: 65, scope: !135)
!140 = !DILocation(line: 7, column: 71, scope: !135)
