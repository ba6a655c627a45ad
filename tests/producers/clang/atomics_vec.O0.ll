; ModuleID = 'atomics_vec.cu'
source_filename = "atomics_vec.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local ptx_kernel void @vec(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3) #0 !dbg !8 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  %10 = alloca <4 x float>, align 16
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store ptr %2, ptr %7, align 8
  store ptr %3, ptr %8, align 8
  %11 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !11
  %12 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !12
  %13 = mul nsw i32 %11, %12, !dbg !13
  %14 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !14
  %15 = add nsw i32 %13, %14, !dbg !15
  store i32 %15, ptr %9, align 4, !dbg !16
  %16 = load ptr, ptr %5, align 8, !dbg !17
  %17 = load i32, ptr %9, align 4, !dbg !18
  %18 = sext i32 %17 to i64, !dbg !17
  %19 = getelementptr inbounds <4 x float>, ptr %16, i64 %18, !dbg !17
  %20 = load <4 x float>, ptr %19, align 16, !dbg !17
  store <4 x float> %20, ptr %10, align 16, !dbg !19
  %21 = load <4 x float>, ptr %10, align 16, !dbg !20
  %22 = shufflevector <4 x float> %21, <4 x float> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>, !dbg !20
  %23 = fmul contract <4 x float> %22, splat (float 2.000000e+00), !dbg !21
  %24 = load <4 x float>, ptr %10, align 16, !dbg !22
  %25 = fadd contract <4 x float> %23, %24, !dbg !23
  %26 = load ptr, ptr %6, align 8, !dbg !24
  %27 = load i32, ptr %9, align 4, !dbg !25
  %28 = sext i32 %27 to i64, !dbg !24
  %29 = getelementptr inbounds <4 x float>, ptr %26, i64 %28, !dbg !24
  store <4 x float> %25, ptr %29, align 16, !dbg !26
  %30 = load ptr, ptr %7, align 8, !dbg !27
  %31 = atomicrmw uinc_wrap ptr %30, i32 100 seq_cst, align 4, !dbg !28
  %32 = load ptr, ptr %8, align 8, !dbg !29
  %33 = load i32, ptr %9, align 4, !dbg !30
  %34 = sext i32 %33 to i64, !dbg !30
  %35 = atomicrmw umax ptr %32, i64 %34 seq_cst, align 8, !dbg !31
  %36 = load ptr, ptr %7, align 8, !dbg !32
  %37 = cmpxchg ptr %36, i32 1, i32 2 seq_cst seq_cst, align 4, !dbg !33
  %38 = extractvalue { i32, i1 } %37, 0, !dbg !33
  ret void, !dbg !34
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6}
!llvm.ident = !{!7}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "atomics_vec.cu", directory: "/work/wt/llir25/tools/capture/clang_kernels")
!2 = !{i32 7, !"Dwarf Version", i32 2}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!6 = !{i32 7, !"frame-pointer", i32 2}
!7 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!8 = distinct !DISubprogram(name: "vec", scope: !1, file: !1, line: 3, type: !9, scopeLine: 3, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!9 = !DISubroutineType(types: !10)
!10 = !{}
!11 = !DILocation(line: 4, column: 11, scope: !8)
!12 = !DILocation(line: 4, column: 24, scope: !8)
!13 = !DILocation(line: 4, column: 22, scope: !8)
!14 = !DILocation(line: 4, column: 37, scope: !8)
!15 = !DILocation(line: 4, column: 35, scope: !8)
!16 = !DILocation(line: 4, column: 7, scope: !8)
!17 = !DILocation(line: 5, column: 15, scope: !8)
!18 = !DILocation(line: 5, column: 18, scope: !8)
!19 = !DILocation(line: 5, column: 11, scope: !8)
!20 = !DILocation(line: 6, column: 12, scope: !8)
!21 = !DILocation(line: 6, column: 19, scope: !8)
!22 = !DILocation(line: 6, column: 28, scope: !8)
!23 = !DILocation(line: 6, column: 26, scope: !8)
!24 = !DILocation(line: 6, column: 3, scope: !8)
!25 = !DILocation(line: 6, column: 7, scope: !8)
!26 = !DILocation(line: 6, column: 10, scope: !8)
!27 = !DILocation(line: 7, column: 26, scope: !8)
!28 = !DILocation(line: 7, column: 3, scope: !8)
!29 = !DILocation(line: 8, column: 27, scope: !8)
!30 = !DILocation(line: 8, column: 52, scope: !8)
!31 = !DILocation(line: 8, column: 3, scope: !8)
!32 = !DILocation(line: 9, column: 31, scope: !8)
!33 = !DILocation(line: 9, column: 3, scope: !8)
!34 = !DILocation(line: 10, column: 1, scope: !8)
