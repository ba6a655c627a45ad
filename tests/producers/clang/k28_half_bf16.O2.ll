; ModuleID = 'k28_half_bf16.cu'
source_filename = "k28_half_bf16.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @half_bf16(ptr noundef readonly captures(none) %0, ptr noundef readonly captures(none) %1, ptr noundef writeonly captures(none) %2, ptr noundef writeonly captures(none) %3, ptr noundef writeonly captures(none) %4, i32 noundef %5) local_unnamed_addr #0 !dbg !12 {
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !15
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !16
  %9 = mul nuw nsw i32 %7, %8, !dbg !17
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !18
  %11 = add nuw nsw i32 %9, %10, !dbg !19
  %12 = icmp slt i32 %11, %5, !dbg !20
  br i1 %12, label %13, label %51, !dbg !20

13:                                               ; preds = %6
  %14 = zext nneg i32 %11 to i64, !dbg !21
  %15 = getelementptr inbounds nuw half, ptr %0, i64 %14, !dbg !21
  %16 = load half, ptr %15, align 2, !dbg !21, !tbaa !22
  %17 = getelementptr inbounds nuw bfloat, ptr %1, i64 %14, !dbg !24
  %18 = load bfloat, ptr %17, align 2, !dbg !24, !tbaa !25
  %19 = fadd contract half %16, 0xHB400, !dbg !27
  %20 = fmul contract half %16, 0xH4000, !dbg !28
  %21 = fadd contract half %20, 0xHB400, !dbg !27
  %22 = fadd contract half %19, %21, !dbg !29
  %23 = fmul contract half %16, 0xH4200, !dbg !28
  %24 = fadd contract half %23, 0xHB400, !dbg !27
  %25 = fadd contract half %22, %24, !dbg !29
  %26 = fmul contract half %16, 0xH4400, !dbg !28
  %27 = fadd contract half %26, 0xHB400, !dbg !27
  %28 = fadd contract half %25, %27, !dbg !29
  %29 = fcmp contract ogt half %28, %16, !dbg !30
  %30 = fneg contract half %16, !dbg !31
  %31 = select contract i1 %29, half %28, half %30, !dbg !31
  %32 = getelementptr inbounds nuw half, ptr %2, i64 %14, !dbg !32
  store half %31, ptr %32, align 2, !dbg !33, !tbaa !22
  %33 = fpext contract bfloat %18 to float, !dbg !34
  %34 = fmul contract float %33, %33, !dbg !34
  %35 = fadd contract float %34, 1.000000e+00, !dbg !34
  %36 = fptrunc contract float %35 to bfloat, !dbg !34
  %37 = fpext contract bfloat %36 to float, !dbg !35
  %38 = add nuw nsw i32 %11, 1, !dbg !36
  %39 = uitofp nneg i32 %38 to float, !dbg !37
  %40 = fptrunc contract float %39 to bfloat, !dbg !38
  %41 = fdiv contract bfloat %36, %40, !dbg !35
  %42 = getelementptr inbounds nuw bfloat, ptr %3, i64 %14, !dbg !39
  store bfloat %41, ptr %42, align 2, !dbg !40, !tbaa !25
  %43 = fpext contract half %28 to float, !dbg !41
  %44 = fadd contract float %37, %43, !dbg !42
  %45 = fpext half %16 to float, !dbg !43
  %46 = fadd contract float %44, %45, !dbg !44
  %47 = fptosi bfloat %18 to i32, !dbg !45
  %48 = sitofp i32 %47 to float, !dbg !46
  %49 = fadd contract float %46, %48, !dbg !47
  %50 = getelementptr inbounds nuw float, ptr %4, i64 %14, !dbg !48
  store float %49, ptr %50, align 4, !dbg !49, !tbaa !50
  br label %51, !dbg !52

51:                                               ; preds = %6, %13
  ret void, !dbg !52
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6}
!llvm.ident = !{!7}
!llvm.errno.tbaa = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "k28_half_bf16.cu", directory: "/work/wt/nvir31/tools/capture/clang_kernels")
!2 = !{i32 7, !"Dwarf Version", i32 2}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!6 = !{i32 7, !"frame-pointer", i32 2}
!7 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!8 = !{!9, !9, i64 0}
!9 = !{!"int", !10, i64 0}
!10 = !{!"omnipotent char", !11, i64 0}
!11 = !{!"Simple C++ TBAA"}
!12 = distinct !DISubprogram(name: "half_bf16", scope: !1, file: !1, line: 4, type: !13, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 5, column: 11, scope: !12)
!16 = !DILocation(line: 5, column: 24, scope: !12)
!17 = !DILocation(line: 5, column: 22, scope: !12)
!18 = !DILocation(line: 5, column: 37, scope: !12)
!19 = !DILocation(line: 5, column: 35, scope: !12)
!20 = !DILocation(line: 6, column: 9, scope: !12)
!21 = !DILocation(line: 7, column: 16, scope: !12)
!22 = !{!23, !23, i64 0}
!23 = !{!"_Float16", !10, i64 0}
!24 = !DILocation(line: 8, column: 14, scope: !12)
!25 = !{!26, !26, i64 0}
!26 = !{!"__bf16", !10, i64 0}
!27 = !DILocation(line: 10, column: 60, scope: !12)
!28 = !DILocation(line: 10, column: 40, scope: !12)
!29 = !DILocation(line: 10, column: 35, scope: !12)
!30 = !DILocation(line: 11, column: 15, scope: !12)
!31 = !DILocation(line: 11, column: 11, scope: !12)
!32 = !DILocation(line: 11, column: 3, scope: !12)
!33 = !DILocation(line: 11, column: 9, scope: !12)
!34 = !DILocation(line: 12, column: 20, scope: !12)
!35 = !DILocation(line: 13, column: 13, scope: !12)
!36 = !DILocation(line: 13, column: 33, scope: !12)
!37 = !DILocation(line: 13, column: 30, scope: !12)
!38 = !DILocation(line: 13, column: 23, scope: !12)
!39 = !DILocation(line: 13, column: 3, scope: !12)
!40 = !DILocation(line: 13, column: 9, scope: !12)
!41 = !DILocation(line: 14, column: 29, scope: !12)
!42 = !DILocation(line: 14, column: 20, scope: !12)
!43 = !DILocation(line: 14, column: 42, scope: !12)
!44 = !DILocation(line: 14, column: 33, scope: !12)
!45 = !DILocation(line: 14, column: 66, scope: !12)
!46 = !DILocation(line: 14, column: 61, scope: !12)
!47 = !DILocation(line: 14, column: 52, scope: !12)
!48 = !DILocation(line: 14, column: 3, scope: !12)
!49 = !DILocation(line: 14, column: 9, scope: !12)
!50 = !{!51, !51, i64 0}
!51 = !{!"float", !10, i64 0}
!52 = !DILocation(line: 15, column: 1, scope: !12)
