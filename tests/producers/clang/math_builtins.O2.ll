; ModuleID = 'math_builtins.cu'
source_filename = "math_builtins.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @maths(ptr noundef captures(none) %0, ptr noundef captures(none) %1, ptr noundef captures(none) %2, ptr noundef captures(none) %3, ptr noundef captures(none) %4) local_unnamed_addr #0 !dbg !12 {
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  %7 = zext nneg i32 %6 to i64, !dbg !16
  %8 = getelementptr inbounds nuw float, ptr %0, i64 %7, !dbg !16
  %9 = load float, ptr %8, align 4, !dbg !16, !tbaa !17
  %10 = add nuw nsw i32 %6, 1, !dbg !19
  %11 = zext nneg i32 %10 to i64, !dbg !20
  %12 = getelementptr inbounds nuw float, ptr %0, i64 %11, !dbg !20
  %13 = load float, ptr %12, align 4, !dbg !20, !tbaa !17
  %14 = tail call contract float @llvm.fabs.f32(float %9), !dbg !21
  %15 = tail call contract float @llvm.sqrt.f32(float %14), !dbg !22
  %16 = tail call contract float @llvm.minnum.f32(float %9, float %13), !dbg !23
  %17 = tail call contract float @llvm.maxnum.f32(float %9, float %13), !dbg !24
  %18 = fmul contract float %16, %17, !dbg !25
  %19 = fadd contract float %15, %18, !dbg !26
  %20 = tail call contract float @llvm.copysign.f32(float 1.000000e+00, float %13), !dbg !27
  %21 = fadd contract float %20, %19, !dbg !28
  %22 = tail call contract float @llvm.fma.f32(float %9, float %13, float 1.000000e+00), !dbg !29
  %23 = fadd contract float %22, %21, !dbg !30
  %24 = tail call contract float @llvm.floor.f32(float %9), !dbg !31
  %25 = fadd contract float %24, %23, !dbg !32
  %26 = tail call contract float @llvm.ceil.f32(float %13), !dbg !33
  %27 = fadd contract float %26, %25, !dbg !34
  %28 = tail call contract float @llvm.trunc.f32(float %9), !dbg !35
  %29 = fadd contract float %28, %27, !dbg !36
  %30 = tail call contract float @llvm.rint.f32(float %13), !dbg !37
  %31 = fadd contract float %30, %29, !dbg !38
  %32 = tail call contract float @llvm.round.f32(float %9), !dbg !39
  %33 = fadd contract float %32, %31, !dbg !40
  %34 = fmul contract float %13, %13, !dbg !41
  %35 = fadd contract float %34, 1.000000e+00, !dbg !42
  %36 = tail call contract float @llvm.nvvm.rsqrt.approx.f(float %35), !dbg !43
  %37 = fadd contract float %36, %33, !dbg !44
  %38 = tail call contract float @llvm.nvvm.ex2.approx.f32(float %9), !dbg !45
  %39 = fadd contract float %38, %37, !dbg !46
  %40 = tail call contract float @llvm.nvvm.lg2.approx.f(float %35), !dbg !47
  %41 = fadd contract float %40, %39, !dbg !48
  %42 = tail call contract float @llvm.nvvm.sin.approx.f(float %9), !dbg !49
  %43 = fadd contract float %42, %41, !dbg !50
  %44 = tail call float @llvm.minimum.f32(float %9, float %13), !dbg !51
  %45 = fadd contract float %44, %43, !dbg !52
  store float %45, ptr %8, align 4, !dbg !53, !tbaa !17
  %46 = getelementptr inbounds nuw double, ptr %1, i64 %7, !dbg !54
  %47 = load double, ptr %46, align 8, !dbg !54, !tbaa !55
  %48 = getelementptr inbounds nuw double, ptr %1, i64 %11, !dbg !57
  %49 = load double, ptr %48, align 8, !dbg !57, !tbaa !55
  %50 = tail call contract double @llvm.fabs.f64(double %47), !dbg !58
  %51 = tail call contract double @llvm.sqrt.f64(double %50), !dbg !59
  %52 = tail call contract double @llvm.minnum.f64(double %47, double %49), !dbg !60
  %53 = fadd contract double %51, %52, !dbg !61
  %54 = tail call contract double @llvm.fma.f64(double %47, double %49, double 2.000000e+00), !dbg !62
  %55 = fadd contract double %54, %53, !dbg !63
  %56 = tail call contract double @llvm.floor.f64(double %49), !dbg !64
  %57 = fadd contract double %56, %55, !dbg !65
  %58 = tail call contract double @llvm.copysign.f64(double %47, double %49), !dbg !66
  %59 = fadd contract double %58, %57, !dbg !67
  store double %59, ptr %46, align 8, !dbg !68, !tbaa !55
  %60 = getelementptr inbounds nuw i32, ptr %2, i64 %7, !dbg !69
  %61 = load i32, ptr %60, align 4, !dbg !69, !tbaa !8
  %62 = getelementptr inbounds nuw i32, ptr %2, i64 %11, !dbg !70
  %63 = load i32, ptr %62, align 4, !dbg !70, !tbaa !8
  %64 = add nsw i32 %63, %61, !dbg !71
  %65 = tail call i32 @llvm.abs.i32(i32 %61, i1 true), !dbg !72
  %66 = add nsw i32 %64, %65, !dbg !73
  %67 = or i32 %61, 1, !dbg !74
  %68 = tail call range(i32 0, 32) i32 @llvm.ctlz.i32(i32 %67, i1 true), !dbg !75
  %69 = or i32 %63, 4, !dbg !76
  %70 = tail call range(i32 0, 3) i32 @llvm.cttz.i32(i32 %69, i1 true), !dbg !77
  %71 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %61), !dbg !78
  %72 = add i32 %66, %71, !dbg !79
  %73 = add i32 %72, %68, !dbg !80
  %74 = add i32 %73, %70, !dbg !81
  store i32 %74, ptr %60, align 4, !dbg !82, !tbaa !8
  %75 = getelementptr inbounds nuw i32, ptr %3, i64 %7, !dbg !83
  %76 = load i32, ptr %75, align 4, !dbg !83, !tbaa !8
  %77 = tail call i32 @llvm.bswap.i32(i32 %76), !dbg !84
  %78 = tail call i32 @llvm.bitreverse.i32(i32 %76), !dbg !85
  %79 = xor i32 %77, %78, !dbg !86
  %80 = tail call i32 @llvm.fshl.i32(i32 %76, i32 %76, i32 5), !dbg !87
  %81 = xor i32 %79, %80, !dbg !88
  %82 = tail call i32 @llvm.fshr.i32(i32 %76, i32 %76, i32 %6), !dbg !89
  %83 = xor i32 %81, %82, !dbg !90
  store i32 %83, ptr %75, align 4, !dbg !91, !tbaa !8
  %84 = getelementptr inbounds nuw i64, ptr %4, i64 %7, !dbg !92
  %85 = load i64, ptr %84, align 8, !dbg !92, !tbaa !93
  %86 = tail call i64 @llvm.bswap.i64(i64 %85), !dbg !95
  %87 = tail call range(i64 0, 65) i64 @llvm.ctpop.i64(i64 %85), !dbg !96
  %88 = add i64 %86, %87, !dbg !97
  %89 = or i64 %85, 1, !dbg !98
  %90 = tail call range(i64 0, 64) i64 @llvm.ctlz.i64(i64 %89, i1 true), !dbg !99
  %91 = tail call i64 @llvm.fshl.i64(i64 %85, i64 %85, i64 17), !dbg !100
  %92 = add i64 %88, %91, !dbg !101
  %93 = add i64 %92, %90, !dbg !102
  store i64 %93, ptr %84, align 8, !dbg !103, !tbaa !93
  ret void, !dbg !104
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sqrt.f32(float) #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.minnum.f32(float, float) #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.copysign.f32(float, float) #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.floor.f32(float) #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.ceil.f32(float) #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.trunc.f32(float) #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.rint.f32(float) #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.round.f32(float) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.rsqrt.approx.f(float) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.ex2.approx.f32(float) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.lg2.approx.f(float) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.sin.approx.f(float) #3

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.minnum.f64(double, double) #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fma.f64(double, double, double) #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.floor.f64(double) #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.copysign.f64(double, double) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.abs.i32(i32, i1 immarg) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctlz.i32(i32, i1 immarg) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.cttz.i32(i32, i1 immarg) #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.bswap.i32(i32) #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.bitreverse.i32(i32) #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.fshl.i32(i32, i32, i32) #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.fshr.i32(i32, i32, i32) #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.bswap.i64(i64) #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctpop.i64(i64) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctlz.i64(i64, i1 immarg) #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.fshl.i64(i64, i64, i64) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.minimum.f32(float, float) #4

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #4 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6}
!llvm.ident = !{!7}
!llvm.errno.tbaa = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "math_builtins.cu", directory: "/work/wt/llir25/tools/capture/clang_kernels")
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
!12 = distinct !DISubprogram(name: "maths", scope: !1, file: !1, line: 5, type: !13, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 6, column: 11, scope: !12)
!16 = !DILocation(line: 7, column: 13, scope: !12)
!17 = !{!18, !18, i64 0}
!18 = !{!"float", !10, i64 0}
!19 = !DILocation(line: 7, column: 27, scope: !12)
!20 = !DILocation(line: 7, column: 23, scope: !12)
!21 = !DILocation(line: 8, column: 26, scope: !12)
!22 = !DILocation(line: 8, column: 10, scope: !12)
!23 = !DILocation(line: 8, column: 48, scope: !12)
!24 = !DILocation(line: 8, column: 72, scope: !12)
!25 = !DILocation(line: 8, column: 70, scope: !12)
!26 = !DILocation(line: 8, column: 46, scope: !12)
!27 = !DILocation(line: 9, column: 10, scope: !12)
!28 = !DILocation(line: 9, column: 8, scope: !12)
!29 = !DILocation(line: 9, column: 41, scope: !12)
!30 = !DILocation(line: 9, column: 39, scope: !12)
!31 = !DILocation(line: 9, column: 70, scope: !12)
!32 = !DILocation(line: 9, column: 68, scope: !12)
!33 = !DILocation(line: 10, column: 10, scope: !12)
!34 = !DILocation(line: 10, column: 8, scope: !12)
!35 = !DILocation(line: 10, column: 31, scope: !12)
!36 = !DILocation(line: 10, column: 29, scope: !12)
!37 = !DILocation(line: 10, column: 53, scope: !12)
!38 = !DILocation(line: 10, column: 51, scope: !12)
!39 = !DILocation(line: 10, column: 74, scope: !12)
!40 = !DILocation(line: 10, column: 72, scope: !12)
!41 = !DILocation(line: 11, column: 34, scope: !12)
!42 = !DILocation(line: 11, column: 38, scope: !12)
!43 = !DILocation(line: 11, column: 10, scope: !12)
!44 = !DILocation(line: 11, column: 8, scope: !12)
!45 = !DILocation(line: 11, column: 48, scope: !12)
!46 = !DILocation(line: 11, column: 46, scope: !12)
!47 = !DILocation(line: 11, column: 73, scope: !12)
!48 = !DILocation(line: 11, column: 71, scope: !12)
!49 = !DILocation(line: 12, column: 10, scope: !12)
!50 = !DILocation(line: 12, column: 8, scope: !12)
!51 = !DILocation(line: 12, column: 35, scope: !12)
!52 = !DILocation(line: 12, column: 33, scope: !12)
!53 = !DILocation(line: 8, column: 8, scope: !12)
!54 = !DILocation(line: 13, column: 14, scope: !12)
!55 = !{!56, !56, i64 0}
!56 = !{!"double", !10, i64 0}
!57 = !DILocation(line: 13, column: 24, scope: !12)
!58 = !DILocation(line: 14, column: 25, scope: !12)
!59 = !DILocation(line: 14, column: 10, scope: !12)
!60 = !DILocation(line: 14, column: 46, scope: !12)
!61 = !DILocation(line: 14, column: 44, scope: !12)
!62 = !DILocation(line: 14, column: 69, scope: !12)
!63 = !DILocation(line: 14, column: 67, scope: !12)
!64 = !DILocation(line: 15, column: 10, scope: !12)
!65 = !DILocation(line: 15, column: 8, scope: !12)
!66 = !DILocation(line: 15, column: 31, scope: !12)
!67 = !DILocation(line: 15, column: 29, scope: !12)
!68 = !DILocation(line: 14, column: 8, scope: !12)
!69 = !DILocation(line: 16, column: 11, scope: !12)
!70 = !DILocation(line: 16, column: 21, scope: !12)
!71 = !DILocation(line: 17, column: 26, scope: !12)
!72 = !DILocation(line: 17, column: 46, scope: !12)
!73 = !DILocation(line: 17, column: 44, scope: !12)
!74 = !DILocation(line: 17, column: 81, scope: !12)
!75 = !DILocation(line: 17, column: 65, scope: !12)
!76 = !DILocation(line: 17, column: 104, scope: !12)
!77 = !DILocation(line: 17, column: 88, scope: !12)
!78 = !DILocation(line: 18, column: 10, scope: !12)
!79 = !DILocation(line: 17, column: 63, scope: !12)
!80 = !DILocation(line: 17, column: 86, scope: !12)
!81 = !DILocation(line: 18, column: 8, scope: !12)
!82 = !DILocation(line: 17, column: 8, scope: !12)
!83 = !DILocation(line: 19, column: 16, scope: !12)
!84 = !DILocation(line: 20, column: 10, scope: !12)
!85 = !DILocation(line: 20, column: 33, scope: !12)
!86 = !DILocation(line: 20, column: 31, scope: !12)
!87 = !DILocation(line: 20, column: 61, scope: !12)
!88 = !DILocation(line: 20, column: 59, scope: !12)
!89 = !DILocation(line: 21, column: 10, scope: !12)
!90 = !DILocation(line: 21, column: 8, scope: !12)
!91 = !DILocation(line: 20, column: 8, scope: !12)
!92 = !DILocation(line: 22, column: 26, scope: !12)
!93 = !{!94, !94, i64 0}
!94 = !{!"long long", !10, i64 0}
!95 = !DILocation(line: 23, column: 10, scope: !12)
!96 = !DILocation(line: 23, column: 33, scope: !12)
!97 = !DILocation(line: 23, column: 31, scope: !12)
!98 = !DILocation(line: 23, column: 77, scope: !12)
!99 = !DILocation(line: 23, column: 59, scope: !12)
!100 = !DILocation(line: 23, column: 84, scope: !12)
!101 = !DILocation(line: 23, column: 57, scope: !12)
!102 = !DILocation(line: 23, column: 82, scope: !12)
!103 = !DILocation(line: 23, column: 8, scope: !12)
!104 = !DILocation(line: 24, column: 1, scope: !12)
