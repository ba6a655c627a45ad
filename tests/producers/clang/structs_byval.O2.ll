; ModuleID = 'structs_byval.cu'
source_filename = "structs_byval.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Nested = type { %struct.Small, double, [3 x i32] }
%struct.Small = type { i8, i16, i32 }
%struct.Big = type { [20 x i32], float }
%struct.Aligned = type { float, float, float, float }
%union.Bits = type { float }

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read)
define dso_local %struct.Nested @_Z11make_nested5Smalld(ptr noundef readonly byval(%struct.Small) align 4 captures(none) %0, double noundef %1) local_unnamed_addr #0 !dbg !12 {
  %3 = load i64, ptr %0, align 4, !dbg !15
  %4 = trunc i64 %3 to i8, !dbg !15
  %5 = lshr i64 %3, 16, !dbg !15
  %6 = trunc i64 %5 to i16, !dbg !15
  %7 = lshr i64 %3, 32, !dbg !15
  %8 = trunc nuw i64 %7 to i32, !dbg !15
  %9 = add nsw i32 %8, 1, !dbg !16
  %10 = add nsw i32 %8, 2, !dbg !16
  %11 = insertvalue %struct.Nested poison, i8 %4, 0, 0, !dbg !17
  %12 = insertvalue %struct.Nested %11, i16 %6, 0, 1, !dbg !17
  %13 = insertvalue %struct.Nested %12, i32 %8, 0, 2, !dbg !17
  %14 = insertvalue %struct.Nested %13, double %1, 1, !dbg !17
  %15 = insertvalue %struct.Nested %14, i32 %8, 2, 0, !dbg !17
  %16 = insertvalue %struct.Nested %15, i32 %9, 2, 1, !dbg !17
  %17 = insertvalue %struct.Nested %16, i32 %10, 2, 2, !dbg !17
  ret %struct.Nested %17, !dbg !17
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read)
define dso_local noundef float @_Z7sum_big3Big(ptr noundef readonly byval(%struct.Big) align 4 captures(none) %0) local_unnamed_addr #0 !dbg !18 {
  %2 = load i32, ptr %0, align 4, !dbg !19, !tbaa !8
  %3 = sitofp i32 %2 to float, !dbg !19
  %4 = getelementptr inbounds nuw i8, ptr %0, i64 4, !dbg !19
  %5 = load i32, ptr %4, align 4, !dbg !19, !tbaa !8
  %6 = sitofp i32 %5 to float, !dbg !19
  %7 = fadd contract float %3, %6, !dbg !20
  %8 = getelementptr inbounds nuw i8, ptr %0, i64 8, !dbg !19
  %9 = load i32, ptr %8, align 4, !dbg !19, !tbaa !8
  %10 = sitofp i32 %9 to float, !dbg !19
  %11 = fadd contract float %7, %10, !dbg !20
  %12 = getelementptr inbounds nuw i8, ptr %0, i64 12, !dbg !19
  %13 = load i32, ptr %12, align 4, !dbg !19, !tbaa !8
  %14 = sitofp i32 %13 to float, !dbg !19
  %15 = fadd contract float %11, %14, !dbg !20
  %16 = getelementptr inbounds nuw i8, ptr %0, i64 16, !dbg !19
  %17 = load i32, ptr %16, align 4, !dbg !19, !tbaa !8
  %18 = sitofp i32 %17 to float, !dbg !19
  %19 = fadd contract float %15, %18, !dbg !20
  %20 = getelementptr inbounds nuw i8, ptr %0, i64 20, !dbg !19
  %21 = load i32, ptr %20, align 4, !dbg !19, !tbaa !8
  %22 = sitofp i32 %21 to float, !dbg !19
  %23 = fadd contract float %19, %22, !dbg !20
  %24 = getelementptr inbounds nuw i8, ptr %0, i64 24, !dbg !19
  %25 = load i32, ptr %24, align 4, !dbg !19, !tbaa !8
  %26 = sitofp i32 %25 to float, !dbg !19
  %27 = fadd contract float %23, %26, !dbg !20
  %28 = getelementptr inbounds nuw i8, ptr %0, i64 28, !dbg !19
  %29 = load i32, ptr %28, align 4, !dbg !19, !tbaa !8
  %30 = sitofp i32 %29 to float, !dbg !19
  %31 = fadd contract float %27, %30, !dbg !20
  %32 = getelementptr inbounds nuw i8, ptr %0, i64 32, !dbg !19
  %33 = load i32, ptr %32, align 4, !dbg !19, !tbaa !8
  %34 = sitofp i32 %33 to float, !dbg !19
  %35 = fadd contract float %31, %34, !dbg !20
  %36 = getelementptr inbounds nuw i8, ptr %0, i64 36, !dbg !19
  %37 = load i32, ptr %36, align 4, !dbg !19, !tbaa !8
  %38 = sitofp i32 %37 to float, !dbg !19
  %39 = fadd contract float %35, %38, !dbg !20
  %40 = getelementptr inbounds nuw i8, ptr %0, i64 40, !dbg !19
  %41 = load i32, ptr %40, align 4, !dbg !19, !tbaa !8
  %42 = sitofp i32 %41 to float, !dbg !19
  %43 = fadd contract float %39, %42, !dbg !20
  %44 = getelementptr inbounds nuw i8, ptr %0, i64 44, !dbg !19
  %45 = load i32, ptr %44, align 4, !dbg !19, !tbaa !8
  %46 = sitofp i32 %45 to float, !dbg !19
  %47 = fadd contract float %43, %46, !dbg !20
  %48 = getelementptr inbounds nuw i8, ptr %0, i64 48, !dbg !19
  %49 = load i32, ptr %48, align 4, !dbg !19, !tbaa !8
  %50 = sitofp i32 %49 to float, !dbg !19
  %51 = fadd contract float %47, %50, !dbg !20
  %52 = getelementptr inbounds nuw i8, ptr %0, i64 52, !dbg !19
  %53 = load i32, ptr %52, align 4, !dbg !19, !tbaa !8
  %54 = sitofp i32 %53 to float, !dbg !19
  %55 = fadd contract float %51, %54, !dbg !20
  %56 = getelementptr inbounds nuw i8, ptr %0, i64 56, !dbg !19
  %57 = load i32, ptr %56, align 4, !dbg !19, !tbaa !8
  %58 = sitofp i32 %57 to float, !dbg !19
  %59 = fadd contract float %55, %58, !dbg !20
  %60 = getelementptr inbounds nuw i8, ptr %0, i64 60, !dbg !19
  %61 = load i32, ptr %60, align 4, !dbg !19, !tbaa !8
  %62 = sitofp i32 %61 to float, !dbg !19
  %63 = fadd contract float %59, %62, !dbg !20
  %64 = getelementptr inbounds nuw i8, ptr %0, i64 64, !dbg !19
  %65 = load i32, ptr %64, align 4, !dbg !19, !tbaa !8
  %66 = sitofp i32 %65 to float, !dbg !19
  %67 = fadd contract float %63, %66, !dbg !20
  %68 = getelementptr inbounds nuw i8, ptr %0, i64 68, !dbg !19
  %69 = load i32, ptr %68, align 4, !dbg !19, !tbaa !8
  %70 = sitofp i32 %69 to float, !dbg !19
  %71 = fadd contract float %67, %70, !dbg !20
  %72 = getelementptr inbounds nuw i8, ptr %0, i64 72, !dbg !19
  %73 = load i32, ptr %72, align 4, !dbg !19, !tbaa !8
  %74 = sitofp i32 %73 to float, !dbg !19
  %75 = fadd contract float %71, %74, !dbg !20
  %76 = getelementptr inbounds nuw i8, ptr %0, i64 76, !dbg !19
  %77 = load i32, ptr %76, align 4, !dbg !19, !tbaa !8
  %78 = sitofp i32 %77 to float, !dbg !19
  %79 = fadd contract float %75, %78, !dbg !20
  %80 = getelementptr inbounds nuw i8, ptr %0, i64 80, !dbg !21
  %81 = load float, ptr %80, align 4, !dbg !21, !tbaa !22
  %82 = fmul contract float %79, %81, !dbg !25
  ret float %82, !dbg !26
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read)
define dso_local %struct.Aligned @_Z6scale47Alignedf(ptr noundef readonly byval(%struct.Aligned) align 16 captures(none) %0, float noundef %1) local_unnamed_addr #0 !dbg !27 {
  %3 = load float, ptr %0, align 16, !dbg !28, !tbaa !29
  %4 = fmul contract float %1, %3, !dbg !31
  %5 = getelementptr inbounds nuw i8, ptr %0, i64 4, !dbg !32
  %6 = load float, ptr %5, align 4, !dbg !32, !tbaa !33
  %7 = fmul contract float %1, %6, !dbg !34
  %8 = getelementptr inbounds nuw i8, ptr %0, i64 8, !dbg !35
  %9 = load float, ptr %8, align 8, !dbg !35, !tbaa !36
  %10 = fmul contract float %1, %9, !dbg !37
  %11 = getelementptr inbounds nuw i8, ptr %0, i64 12, !dbg !38
  %12 = load float, ptr %11, align 4, !dbg !38, !tbaa !39
  %13 = fmul contract float %1, %12, !dbg !40
  %14 = insertvalue %struct.Aligned poison, float %4, 0, !dbg !41
  %15 = insertvalue %struct.Aligned %14, float %7, 1, !dbg !41
  %16 = insertvalue %struct.Aligned %15, float %10, 2, !dbg !41
  %17 = insertvalue %struct.Aligned %16, float %13, 3, !dbg !41
  ret %struct.Aligned %17, !dbg !41
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @byval(ptr noundef readonly byval(%struct.Small) align 4 captures(none) %0, ptr noundef readonly byval(%struct.Aligned) align 16 captures(none) %1, ptr noundef readonly byval(%struct.Nested) align 8 captures(none) %2, ptr noundef readonly byval(%struct.Big) align 4 captures(none) %3, ptr noundef readonly byval(%union.Bits) align 4 captures(none) %4, i1 noundef zeroext %5, ptr noundef writeonly captures(none) %6) local_unnamed_addr #2 !dbg !42 {
  %8 = alloca %struct.Nested, align 8
  %9 = alloca %struct.Small, align 8
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !43
  call void @llvm.lifetime.start.p0(ptr nonnull %8) #4, !dbg !44
  %11 = load i64, ptr %0, align 4, !dbg !45
  store i64 %11, ptr %9, align 8, !dbg !45
  %12 = getelementptr inbounds nuw i8, ptr %2, i64 8, !dbg !46
  %13 = load double, ptr %12, align 8, !dbg !46, !tbaa !47
  %14 = uitofp nneg i32 %10 to double, !dbg !52
  %15 = fadd contract double %13, %14, !dbg !53
  %16 = tail call %struct.Nested @_Z11make_nested5Smalld(ptr noundef nonnull byval(%struct.Small) align 4 %9, double noundef %15) #4, !dbg !54
  %17 = extractvalue %struct.Nested %16, 0, !dbg !54
  %18 = extractvalue %struct.Small %17, 0, !dbg !54
  %19 = extractvalue %struct.Small %17, 1, !dbg !54
  %20 = getelementptr inbounds nuw i8, ptr %8, i64 16, !dbg !54
  %21 = extractvalue %struct.Nested %16, 2, !dbg !54
  %22 = extractvalue [3 x i32] %21, 0, !dbg !54
  store i32 %22, ptr %20, align 8, !dbg !54
  %23 = extractvalue [3 x i32] %21, 1, !dbg !54
  %24 = getelementptr inbounds nuw i8, ptr %8, i64 20, !dbg !54
  store i32 %23, ptr %24, align 4, !dbg !54
  %25 = extractvalue [3 x i32] %21, 2, !dbg !54
  %26 = getelementptr inbounds nuw i8, ptr %8, i64 24, !dbg !54
  store i32 %25, ptr %26, align 8, !dbg !54
  %27 = select contract i1 %5, float 2.000000e+00, float 5.000000e-01, !dbg !55
  %28 = tail call %struct.Aligned @_Z6scale47Alignedf(ptr noundef nonnull byval(%struct.Aligned) align 16 %1, float noundef %27) #4, !dbg !56
  %29 = extractvalue %struct.Aligned %28, 0, !dbg !56
  %30 = extractvalue %struct.Aligned %28, 3, !dbg !56
  %31 = trunc nuw nsw i32 %10 to i16, !dbg !57
  %32 = urem i16 %31, 3, !dbg !57
  %33 = zext nneg i16 %32 to i64, !dbg !58
  %34 = getelementptr inbounds nuw i32, ptr %20, i64 %33, !dbg !58
  %35 = load i32, ptr %34, align 4, !dbg !58, !tbaa !8
  %36 = sext i8 %18 to i32, !dbg !59
  %37 = sext i16 %19 to i32, !dbg !60
  %38 = add nsw i32 %37, %36, !dbg !61
  %39 = add i32 %38, %35, !dbg !62
  %40 = sitofp i32 %39 to float, !dbg !58
  %41 = fadd contract float %29, %40, !dbg !63
  %42 = fadd contract float %30, %41, !dbg !64
  %43 = tail call contract noundef float @_Z7sum_big3Big(ptr noundef nonnull byval(%struct.Big) align 4 %3) #4, !dbg !65
  %44 = fadd contract float %43, %42, !dbg !66
  %45 = load i32, ptr %4, align 4, !dbg !67, !tbaa !68
  %46 = and i32 %45, 255, !dbg !69
  %47 = uitofp nneg i32 %46 to float, !dbg !70
  %48 = fadd contract float %44, %47, !dbg !71
  %49 = zext nneg i32 %10 to i64, !dbg !72
  %50 = getelementptr inbounds nuw float, ptr %6, i64 %49, !dbg !72
  store float %48, ptr %50, align 4, !dbg !73, !tbaa !74
  call void @llvm.lifetime.end.p0(ptr nonnull %8) #4, !dbg !75
  ret void, !dbg !75
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6}
!llvm.ident = !{!7}
!llvm.errno.tbaa = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "structs_byval.cu", directory: "/work/wt/llir25/tools/capture/clang_kernels")
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
!12 = distinct !DISubprogram(name: "make_nested", scope: !1, file: !1, line: 9, type: !13, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 11, column: 7, scope: !12)
!16 = !DILocation(line: 12, column: 46, scope: !12)
!17 = !DILocation(line: 13, column: 3, scope: !12)
!18 = distinct !DISubprogram(name: "sum_big", scope: !1, file: !1, line: 15, type: !13, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!19 = !DILocation(line: 17, column: 37, scope: !18)
!20 = !DILocation(line: 17, column: 34, scope: !18)
!21 = !DILocation(line: 18, column: 16, scope: !18)
!22 = !{!23, !24, i64 80}
!23 = !{!"_ZTS3Big", !10, i64 0, !24, i64 80}
!24 = !{!"float", !10, i64 0}
!25 = !DILocation(line: 18, column: 12, scope: !18)
!26 = !DILocation(line: 18, column: 3, scope: !18)
!27 = distinct !DISubprogram(name: "scale4", scope: !1, file: !1, line: 20, type: !13, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!28 = !DILocation(line: 20, column: 85, scope: !27)
!29 = !{!30, !24, i64 0}
!30 = !{!"_ZTS7Aligned", !24, i64 0, !24, i64 4, !24, i64 8, !24, i64 12}
!31 = !DILocation(line: 20, column: 87, scope: !27)
!32 = !DILocation(line: 20, column: 94, scope: !27)
!33 = !{!30, !24, i64 4}
!34 = !DILocation(line: 20, column: 96, scope: !27)
!35 = !DILocation(line: 20, column: 103, scope: !27)
!36 = !{!30, !24, i64 8}
!37 = !DILocation(line: 20, column: 105, scope: !27)
!38 = !DILocation(line: 20, column: 112, scope: !27)
!39 = !{!30, !24, i64 12}
!40 = !DILocation(line: 20, column: 114, scope: !27)
!41 = !DILocation(line: 20, column: 75, scope: !27)
!42 = distinct !DISubprogram(name: "byval", scope: !1, file: !1, line: 21, type: !13, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!43 = !DILocation(line: 22, column: 11, scope: !42)
!44 = !DILocation(line: 23, column: 3, scope: !42)
!45 = !DILocation(line: 23, column: 26, scope: !42)
!46 = !DILocation(line: 23, column: 31, scope: !42)
!47 = !{!48, !51, i64 8}
!48 = !{!"_ZTS6Nested", !49, i64 0, !51, i64 8, !10, i64 16}
!49 = !{!"_ZTS5Small", !10, i64 0, !50, i64 2, !9, i64 4}
!50 = !{!"short", !10, i64 0}
!51 = !{!"double", !10, i64 0}
!52 = !DILocation(line: 23, column: 35, scope: !42)
!53 = !DILocation(line: 23, column: 33, scope: !42)
!54 = !DILocation(line: 23, column: 14, scope: !42)
!55 = !DILocation(line: 24, column: 25, scope: !42)
!56 = !DILocation(line: 24, column: 15, scope: !42)
!57 = !DILocation(line: 25, column: 20, scope: !42)
!58 = !DILocation(line: 25, column: 12, scope: !42)
!59 = !DILocation(line: 25, column: 27, scope: !42)
!60 = !DILocation(line: 25, column: 35, scope: !42)
!61 = !DILocation(line: 25, column: 25, scope: !42)
!62 = !DILocation(line: 25, column: 33, scope: !42)
!63 = !DILocation(line: 25, column: 41, scope: !42)
!64 = !DILocation(line: 25, column: 47, scope: !42)
!65 = !DILocation(line: 25, column: 55, scope: !42)
!66 = !DILocation(line: 25, column: 53, scope: !42)
!67 = !DILocation(line: 25, column: 78, scope: !42)
!68 = !{!10, !10, i64 0}
!69 = !DILocation(line: 25, column: 80, scope: !42)
!70 = !DILocation(line: 25, column: 75, scope: !42)
!71 = !DILocation(line: 25, column: 66, scope: !42)
!72 = !DILocation(line: 25, column: 3, scope: !42)
!73 = !DILocation(line: 25, column: 10, scope: !42)
!74 = !{!24, !24, i64 0}
!75 = !DILocation(line: 26, column: 1, scope: !42)
