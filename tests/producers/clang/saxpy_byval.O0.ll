; ModuleID = 'saxpy_byval.cu'
source_filename = "saxpy_byval.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.S = type { i32, [3 x float] }

@_ZZ5saxpyE2sh = internal addrspace(3) global [32 x float] undef, align 4

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local noundef float @_Z6helperfi(float noundef %0, i32 noundef %1) #0 !dbg !8 {
  %3 = alloca float, align 4
  %4 = alloca i32, align 4
  store float %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load float, ptr %3, align 4, !dbg !11
  %6 = load i32, ptr %4, align 4, !dbg !12
  %7 = sitofp i32 %6 to float, !dbg !12
  %8 = fmul contract float %5, %7, !dbg !13
  %9 = fadd contract float %8, 1.000000e+00, !dbg !14
  ret float %9, !dbg !15
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local ptx_kernel void @saxpy(i32 noundef %0, float noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef byval(%struct.S) align 4 %4) #1 !dbg !16 {
  %6 = alloca i32, align 4
  %7 = alloca float, align 4
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca i32, align 4
  store i32 %0, ptr %6, align 4
  store float %1, ptr %7, align 4
  store ptr %2, ptr %8, align 8
  store ptr %3, ptr %9, align 8
  %11 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !17
  %12 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !18
  %13 = mul nsw i32 %11, %12, !dbg !19
  %14 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !20
  %15 = add nsw i32 %13, %14, !dbg !21
  store i32 %15, ptr %10, align 4, !dbg !22
  %16 = load i32, ptr %10, align 4, !dbg !23
  %17 = load i32, ptr %6, align 4, !dbg !24
  %18 = icmp slt i32 %16, %17, !dbg !25
  br i1 %18, label %19, label %59, !dbg !25

19:                                               ; preds = %5
  %20 = load ptr, ptr %8, align 8, !dbg !26
  %21 = load i32, ptr %10, align 4, !dbg !27
  %22 = sext i32 %21 to i64, !dbg !26
  %23 = getelementptr inbounds float, ptr %20, i64 %22, !dbg !26
  %24 = load float, ptr %23, align 4, !dbg !26
  %25 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !28
  %26 = srem i32 %25, 32, !dbg !29
  %27 = sext i32 %26 to i64, !dbg !30
  %28 = getelementptr inbounds [32 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ5saxpyE2sh to ptr), i64 0, i64 %27, !dbg !30
  store float %24, ptr %28, align 4, !dbg !31
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !32
  %29 = load float, ptr %7, align 4, !dbg !33
  %30 = load i32, ptr %10, align 4, !dbg !34
  %31 = srem i32 %30, 32, !dbg !35
  %32 = sext i32 %31 to i64, !dbg !36
  %33 = getelementptr inbounds [32 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ5saxpyE2sh to ptr), i64 0, i64 %32, !dbg !36
  %34 = load float, ptr %33, align 4, !dbg !36
  %35 = fmul contract float %29, %34, !dbg !37
  %36 = load ptr, ptr %9, align 8, !dbg !38
  %37 = load i32, ptr %10, align 4, !dbg !39
  %38 = sext i32 %37 to i64, !dbg !38
  %39 = getelementptr inbounds float, ptr %36, i64 %38, !dbg !38
  %40 = load float, ptr %39, align 4, !dbg !38
  %41 = getelementptr inbounds nuw %struct.S, ptr %4, i32 0, i32 0, !dbg !40
  %42 = load i32, ptr %41, align 4, !dbg !40
  %43 = call contract noundef float @_Z6helperfi(float noundef %40, i32 noundef %42) #4, !dbg !41
  %44 = fadd contract float %35, %43, !dbg !42
  %45 = getelementptr inbounds nuw %struct.S, ptr %4, i32 0, i32 1, !dbg !43
  %46 = load i32, ptr %10, align 4, !dbg !44
  %47 = srem i32 %46, 3, !dbg !45
  %48 = sext i32 %47 to i64, !dbg !46
  %49 = getelementptr inbounds [3 x float], ptr %45, i64 0, i64 %48, !dbg !46
  %50 = load float, ptr %49, align 4, !dbg !46
  %51 = fadd contract float %44, %50, !dbg !47
  %52 = load ptr, ptr %9, align 8, !dbg !48
  %53 = load i32, ptr %10, align 4, !dbg !49
  %54 = sext i32 %53 to i64, !dbg !48
  %55 = getelementptr inbounds float, ptr %52, i64 %54, !dbg !48
  store float %51, ptr %55, align 4, !dbg !50
  %56 = load ptr, ptr %9, align 8, !dbg !51
  %57 = getelementptr inbounds float, ptr %56, i64 0, !dbg !51
  %58 = atomicrmw fadd ptr %57, float 1.000000e+00 seq_cst, align 4, !dbg !52
  br label %59, !dbg !53

59:                                               ; preds = %19, %5
  ret void, !dbg !54
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #3

attributes #0 = { convergent mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #1 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="256" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { convergent nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6}
!llvm.ident = !{!7}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "saxpy_byval.cu", directory: "/work/wt/llir25/tools/capture/clang_kernels")
!2 = !{i32 7, !"Dwarf Version", i32 2}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!6 = !{i32 7, !"frame-pointer", i32 2}
!7 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!8 = distinct !DISubprogram(name: "helper", scope: !1, file: !1, line: 3, type: !9, scopeLine: 3, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!9 = !DISubroutineType(types: !10)
!10 = !{}
!11 = !DILocation(line: 3, column: 50, scope: !8)
!12 = !DILocation(line: 3, column: 54, scope: !8)
!13 = !DILocation(line: 3, column: 52, scope: !8)
!14 = !DILocation(line: 3, column: 56, scope: !8)
!15 = !DILocation(line: 3, column: 43, scope: !8)
!16 = distinct !DISubprogram(name: "saxpy", scope: !1, file: !1, line: 4, type: !9, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!17 = !DILocation(line: 5, column: 11, scope: !16)
!18 = !DILocation(line: 5, column: 24, scope: !16)
!19 = !DILocation(line: 5, column: 22, scope: !16)
!20 = !DILocation(line: 5, column: 37, scope: !16)
!21 = !DILocation(line: 5, column: 35, scope: !16)
!22 = !DILocation(line: 5, column: 7, scope: !16)
!23 = !DILocation(line: 7, column: 7, scope: !16)
!24 = !DILocation(line: 7, column: 11, scope: !16)
!25 = !DILocation(line: 7, column: 9, scope: !16)
!26 = !DILocation(line: 7, column: 39, scope: !16)
!27 = !DILocation(line: 7, column: 41, scope: !16)
!28 = !DILocation(line: 7, column: 19, scope: !16)
!29 = !DILocation(line: 7, column: 31, scope: !16)
!30 = !DILocation(line: 7, column: 16, scope: !16)
!31 = !DILocation(line: 7, column: 37, scope: !16)
!32 = !DILocation(line: 7, column: 45, scope: !16)
!33 = !DILocation(line: 7, column: 72, scope: !16)
!34 = !DILocation(line: 7, column: 79, scope: !16)
!35 = !DILocation(line: 7, column: 80, scope: !16)
!36 = !DILocation(line: 7, column: 76, scope: !16)
!37 = !DILocation(line: 7, column: 74, scope: !16)
!38 = !DILocation(line: 7, column: 94, scope: !16)
!39 = !DILocation(line: 7, column: 96, scope: !16)
!40 = !DILocation(line: 7, column: 102, scope: !16)
!41 = !DILocation(line: 7, column: 87, scope: !16)
!42 = !DILocation(line: 7, column: 85, scope: !16)
!43 = !DILocation(line: 7, column: 109, scope: !16)
!44 = !DILocation(line: 7, column: 111, scope: !16)
!45 = !DILocation(line: 7, column: 112, scope: !16)
!46 = !DILocation(line: 7, column: 107, scope: !16)
!47 = !DILocation(line: 7, column: 105, scope: !16)
!48 = !DILocation(line: 7, column: 65, scope: !16)
!49 = !DILocation(line: 7, column: 67, scope: !16)
!50 = !DILocation(line: 7, column: 70, scope: !16)
!51 = !DILocation(line: 7, column: 140, scope: !16)
!52 = !DILocation(line: 7, column: 117, scope: !16)
!53 = !DILocation(line: 7, column: 153, scope: !16)
!54 = !DILocation(line: 8, column: 1, scope: !16)
