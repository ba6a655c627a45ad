; ModuleID = 'k32_fp64_conv.cu'
source_filename = "k32_fp64_conv.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @fp64_conv(ptr noundef readonly captures(none) %0, ptr noundef readonly captures(none) %1, ptr noundef writeonly captures(none) %2, ptr noundef writeonly captures(none) %3, ptr noundef writeonly captures(none) %4, i32 noundef %5) local_unnamed_addr #0 !dbg !12 {
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !15
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !16
  %9 = mul nuw nsw i32 %7, %8, !dbg !17
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !18
  %11 = add nuw nsw i32 %9, %10, !dbg !19
  %12 = icmp slt i32 %11, %5, !dbg !20
  br i1 %12, label %13, label %68, !dbg !20

13:                                               ; preds = %6
  %14 = zext nneg i32 %11 to i64, !dbg !21
  %15 = getelementptr inbounds nuw double, ptr %0, i64 %14, !dbg !21
  %16 = load double, ptr %15, align 8, !dbg !21, !tbaa !22
  %17 = add nuw nsw i32 %11, 1, !dbg !24
  %18 = urem i32 %17, %5, !dbg !25
  %19 = zext nneg i32 %18 to i64, !dbg !26
  %20 = getelementptr inbounds nuw double, ptr %0, i64 %19, !dbg !26
  %21 = load double, ptr %20, align 8, !dbg !26, !tbaa !22
  %22 = tail call contract double @llvm.nvvm.add.rz.d(double %16, double %21), !dbg !27
  %23 = tail call contract double @llvm.nvvm.mul.rp.d(double %16, double %21), !dbg !28
  %24 = fadd contract double %22, %23, !dbg !29
  %25 = fadd contract double %21, 1.000000e+00, !dbg !30
  %26 = fdiv double %16, %25, !dbg !31
  %27 = fadd contract double %24, %26, !dbg !32
  %28 = tail call contract double @llvm.nvvm.fma.rm.d(double %16, double %21, double 1.000000e+00), !dbg !33
  %29 = fadd contract double %28, %27, !dbg !34
  %30 = tail call contract double @llvm.fabs.f64(double %16), !dbg !35
  %31 = tail call double @llvm.sqrt.f64(double %30), !dbg !36
  %32 = fadd contract double %21, 2.000000e+00, !dbg !37
  %33 = fdiv double 1.000000e+00, %32, !dbg !38
  %34 = fadd contract double %31, %33, !dbg !39
  %35 = fadd contract double %34, %29, !dbg !40
  %36 = tail call i64 @llvm.nvvm.d2ll.rz(double %16), !dbg !41
  %37 = tail call i64 @llvm.nvvm.d2ll.rn(double %21), !dbg !42
  %38 = tail call i64 @llvm.nvvm.d2ull.rp(double %30), !dbg !43
  %39 = add i64 %38, %36, !dbg !44
  %40 = add i64 %39, %37, !dbg !45
  %41 = getelementptr inbounds nuw i64, ptr %3, i64 %14, !dbg !46
  store i64 %40, ptr %41, align 8, !dbg !47, !tbaa !48
  %42 = tail call contract double @llvm.fabs.f64(double %21), !dbg !50
  %43 = tail call i32 @llvm.nvvm.d2ui.rm(double %42), !dbg !51
  %44 = tail call i32 @llvm.nvvm.d2i.rn(double %16), !dbg !52
  %45 = fptrunc contract double %16 to float, !dbg !53
  %46 = tail call i32 @llvm.nvvm.f2i.rz(float %45), !dbg !54
  %47 = add i32 %46, %44, !dbg !55
  %48 = add i32 %47, %43, !dbg !56
  %49 = getelementptr inbounds nuw i32, ptr %4, i64 %14, !dbg !57
  store i32 %48, ptr %49, align 4, !dbg !58, !tbaa !8
  %50 = getelementptr inbounds nuw i64, ptr %1, i64 %14, !dbg !59
  %51 = load i64, ptr %50, align 8, !dbg !59, !tbaa !48
  %52 = sitofp i64 %51 to double, !dbg !60
  %53 = tail call contract double @llvm.nvvm.ull2d.rz(i64 %51), !dbg !61
  %54 = fadd contract double %53, %52, !dbg !62
  %55 = tail call contract float @llvm.nvvm.d2f.rn(double %16), !dbg !63
  %56 = fpext contract float %55 to double, !dbg !63
  %57 = fadd contract double %54, %56, !dbg !64
  %58 = trunc i64 %51 to i32, !dbg !65
  %59 = uitofp i32 %58 to double, !dbg !66
  %60 = fadd contract double %57, %59, !dbg !67
  %61 = fadd contract double %35, %60, !dbg !68
  %62 = tail call contract double @llvm.nvvm.saturate.d(double %16), !dbg !69
  %63 = fadd contract double %62, %61, !dbg !70
  %64 = sitofp i64 %51 to float, !dbg !71
  %65 = fpext contract float %64 to double, !dbg !72
  %66 = fadd contract double %63, %65, !dbg !73
  %67 = getelementptr inbounds nuw double, ptr %2, i64 %14, !dbg !74
  store double %66, ptr %67, align 8, !dbg !75, !tbaa !22
  br label %68, !dbg !76

68:                                               ; preds = %6, %13
  ret void, !dbg !76
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.nvvm.add.rz.d(double, double) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.nvvm.mul.rp.d(double, double) #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.nvvm.fma.rm.d(double, double, double) #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.nvvm.d2ll.rz(double) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.nvvm.d2ll.rn(double) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.nvvm.d2ull.rp(double) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.d2ui.rm(double) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.d2i.rn(double) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.f2i.rz(float) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.nvvm.ull2d.rz(i64) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.d2f.rn(double) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.nvvm.saturate.d(double) #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #3

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6}
!llvm.ident = !{!7}
!llvm.errno.tbaa = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "k32_fp64_conv.cu", directory: "/work/wt/nvir32/tools/capture/clang_kernels")
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
!12 = distinct !DISubprogram(name: "fp64_conv", scope: !1, file: !1, line: 4, type: !13, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 5, column: 11, scope: !12)
!16 = !DILocation(line: 5, column: 24, scope: !12)
!17 = !DILocation(line: 5, column: 22, scope: !12)
!18 = !DILocation(line: 5, column: 37, scope: !12)
!19 = !DILocation(line: 5, column: 35, scope: !12)
!20 = !DILocation(line: 6, column: 9, scope: !12)
!21 = !DILocation(line: 7, column: 14, scope: !12)
!22 = !{!23, !23, i64 0}
!23 = !{!"double", !10, i64 0}
!24 = !DILocation(line: 7, column: 29, scope: !12)
!25 = !DILocation(line: 7, column: 34, scope: !12)
!26 = !DILocation(line: 7, column: 24, scope: !12)
!27 = !DILocation(line: 8, column: 14, scope: !12)
!28 = !DILocation(line: 8, column: 38, scope: !12)
!29 = !DILocation(line: 8, column: 36, scope: !12)
!30 = !DILocation(line: 8, column: 83, scope: !12)
!31 = !DILocation(line: 8, column: 62, scope: !12)
!32 = !DILocation(line: 8, column: 60, scope: !12)
!33 = !DILocation(line: 8, column: 92, scope: !12)
!34 = !DILocation(line: 8, column: 90, scope: !12)
!35 = !DILocation(line: 9, column: 25, scope: !12)
!36 = !DILocation(line: 9, column: 8, scope: !12)
!37 = !DILocation(line: 9, column: 64, scope: !12)
!38 = !DILocation(line: 9, column: 46, scope: !12)
!39 = !DILocation(line: 9, column: 44, scope: !12)
!40 = !DILocation(line: 9, column: 5, scope: !12)
!41 = !DILocation(line: 10, column: 13, scope: !12)
!42 = !DILocation(line: 10, column: 33, scope: !12)
!43 = !DILocation(line: 10, column: 64, scope: !12)
!44 = !DILocation(line: 10, column: 31, scope: !12)
!45 = !DILocation(line: 10, column: 51, scope: !12)
!46 = !DILocation(line: 10, column: 3, scope: !12)
!47 = !DILocation(line: 10, column: 11, scope: !12)
!48 = !{!49, !49, i64 0}
!49 = !{!"long long", !10, i64 0}
!50 = !DILocation(line: 11, column: 28, scope: !12)
!51 = !DILocation(line: 11, column: 13, scope: !12)
!52 = !DILocation(line: 11, column: 59, scope: !12)
!53 = !DILocation(line: 11, column: 109, scope: !12)
!54 = !DILocation(line: 11, column: 88, scope: !12)
!55 = !DILocation(line: 11, column: 47, scope: !12)
!56 = !DILocation(line: 11, column: 76, scope: !12)
!57 = !DILocation(line: 11, column: 3, scope: !12)
!58 = !DILocation(line: 11, column: 11, scope: !12)
!59 = !DILocation(line: 12, column: 23, scope: !12)
!60 = !DILocation(line: 12, column: 8, scope: !12)
!61 = !DILocation(line: 12, column: 31, scope: !12)
!62 = !DILocation(line: 12, column: 29, scope: !12)
!63 = !DILocation(line: 12, column: 83, scope: !12)
!64 = !DILocation(line: 12, column: 73, scope: !12)
!65 = !DILocation(line: 12, column: 120, scope: !12)
!66 = !DILocation(line: 12, column: 110, scope: !12)
!67 = !DILocation(line: 12, column: 100, scope: !12)
!68 = !DILocation(line: 12, column: 5, scope: !12)
!69 = !DILocation(line: 13, column: 16, scope: !12)
!70 = !DILocation(line: 13, column: 14, scope: !12)
!71 = !DILocation(line: 13, column: 54, scope: !12)
!72 = !DILocation(line: 13, column: 47, scope: !12)
!73 = !DILocation(line: 13, column: 37, scope: !12)
!74 = !DILocation(line: 13, column: 3, scope: !12)
!75 = !DILocation(line: 13, column: 10, scope: !12)
!76 = !DILocation(line: 14, column: 1, scope: !12)
