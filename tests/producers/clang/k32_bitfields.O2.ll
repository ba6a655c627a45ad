; ModuleID = 'k32_bitfields.cu'
source_filename = "k32_bitfields.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Flags = type { i32, i64 }
%struct.Packed = type <{ i8, i32, double, i16 }>
%struct.Aligned = type { float, [4 x i8], i32, [4 x i8] }

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read)
define dso_local %struct.Flags @_Z4step5Flags(ptr noundef readonly byval(%struct.Flags) align 8 captures(none) %0) local_unnamed_addr #0 !dbg !12 {
  %2 = load i32, ptr %0, align 8, !dbg !15
  %3 = shl i32 %2, 3, !dbg !16
  %4 = and i32 %3, 112, !dbg !16
  %5 = add i32 %4, %2, !dbg !16
  %6 = and i32 %5, 65520, !dbg !16
  %7 = and i32 %2, -33554418, !dbg !16
  %8 = add i32 %2, 33357824, !dbg !17
  %9 = and i32 %8, 33488896, !dbg !17
  %10 = or disjoint i32 %9, %7, !dbg !17
  %11 = icmp samesign ugt i32 %6, 1600, !dbg !18
  %12 = zext i1 %11 to i32, !dbg !19
  %13 = or disjoint i32 %10, %12, !dbg !19
  %14 = or disjoint i32 %13, %6, !dbg !19
  %15 = getelementptr inbounds nuw i8, ptr %0, i64 8, !dbg !20
  %16 = load i64, ptr %15, align 8, !dbg !20, !tbaa !21
  %17 = insertvalue %struct.Flags poison, i32 %14, 0, !dbg !22
  %18 = insertvalue %struct.Flags %17, i64 %16, 1, !dbg !22
  ret %struct.Flags %18, !dbg !22
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @bitfields(ptr noundef captures(none) %0, ptr noundef readonly captures(none) %1, ptr noundef captures(none) %2, ptr noundef writeonly captures(none) %3, i32 noundef %4) local_unnamed_addr #1 !dbg !23 {
  %6 = alloca %struct.Flags, align 8
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !24
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !25
  %9 = mul nuw nsw i32 %7, %8, !dbg !26
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !27
  %11 = add nuw nsw i32 %9, %10, !dbg !28
  %12 = icmp slt i32 %11, %4, !dbg !29
  br i1 %12, label %13, label %60, !dbg !29

13:                                               ; preds = %5
  %14 = zext nneg i32 %11 to i64, !dbg !30
  %15 = getelementptr inbounds nuw %struct.Flags, ptr %0, i64 %14, !dbg !30
  %16 = load i32, ptr %15, align 8, !dbg !30, !tbaa !21
  %17 = getelementptr inbounds nuw i8, ptr %15, i64 4, !dbg !30
  %18 = load i32, ptr %17, align 4, !dbg !30
  %19 = getelementptr inbounds nuw i8, ptr %15, i64 8, !dbg !30
  %20 = load i64, ptr %19, align 8, !dbg !30, !tbaa !21
  %21 = add i32 %16, 2, !dbg !31
  %22 = and i32 %21, 14, !dbg !31
  %23 = and i32 %16, -15, !dbg !31
  %24 = or disjoint i32 %22, %23, !dbg !31
  %25 = lshr i32 %16, 4, !dbg !32
  %26 = and i32 %25, 4095, !dbg !32
  %27 = zext nneg i32 %26 to i64, !dbg !33
  %28 = add i64 %20, %27, !dbg !34
  %29 = and i64 %28, 1099511627775, !dbg !34
  %30 = and i64 %20, -1099511627776, !dbg !34
  %31 = or disjoint i64 %29, %30, !dbg !34
  store i32 %24, ptr %6, align 8, !dbg !35, !tbaa !21
  %32 = getelementptr inbounds nuw i8, ptr %6, i64 4, !dbg !35
  store i32 %18, ptr %32, align 4, !dbg !35
  %33 = getelementptr inbounds nuw i8, ptr %6, i64 8, !dbg !35
  store i64 %31, ptr %33, align 8, !dbg !35, !tbaa !21
  %34 = tail call %struct.Flags @_Z4step5Flags(ptr noundef nonnull byval(%struct.Flags) align 8 %6) #3, !dbg !36
  %35 = extractvalue %struct.Flags %34, 0, !dbg !36
  %36 = extractvalue %struct.Flags %34, 1, !dbg !36
  store i32 %35, ptr %15, align 8, !dbg !37, !tbaa !21
  store i64 %36, ptr %19, align 8, !dbg !37, !tbaa !21
  %37 = getelementptr inbounds nuw %struct.Packed, ptr %1, i64 %14, !dbg !38
  %38 = load i8, ptr %37, align 1, !dbg !38, !tbaa !21
  %39 = getelementptr inbounds nuw i8, ptr %37, i64 1, !dbg !38
  %40 = load i32, ptr %39, align 1, !dbg !38, !tbaa !8
  %41 = getelementptr inbounds nuw i8, ptr %37, i64 5, !dbg !38
  %42 = load double, ptr %41, align 1, !dbg !38, !tbaa !39
  %43 = getelementptr inbounds nuw i8, ptr %37, i64 13, !dbg !38
  %44 = load i16, ptr %43, align 1, !dbg !38, !tbaa !41
  %45 = getelementptr inbounds nuw %struct.Aligned, ptr %2, i64 %14, !dbg !43
  %46 = getelementptr inbounds nuw i8, ptr %45, i64 8, !dbg !44
  %47 = load i32, ptr %46, align 8, !dbg !45, !tbaa !46
  %48 = add nsw i32 %47, %40, !dbg !45
  store i32 %48, ptr %46, align 8, !dbg !45, !tbaa !46
  %49 = sitofp i16 %44 to float, !dbg !49
  store float %49, ptr %45, align 16, !dbg !50, !tbaa !51
  %50 = sitofp i8 %38 to double, !dbg !52
  %51 = fadd contract double %42, %50, !dbg !53
  %52 = shl i32 %35, 7, !dbg !54
  %53 = ashr i32 %52, 23, !dbg !54
  %54 = sitofp i32 %53 to double, !dbg !55
  %55 = fadd contract double %51, %54, !dbg !56
  %56 = and i64 %36, 1099511627775, !dbg !57
  %57 = uitofp nneg i64 %56 to double, !dbg !58
  %58 = fadd contract double %55, %57, !dbg !59
  %59 = getelementptr inbounds nuw double, ptr %3, i64 %14, !dbg !60
  store double %58, ptr %59, align 8, !dbg !61, !tbaa !39
  br label %60, !dbg !62

60:                                               ; preds = %5, %13
  ret void, !dbg !62
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6}
!llvm.ident = !{!7}
!llvm.errno.tbaa = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "k32_bitfields.cu", directory: "/work/wt/nvir32/tools/capture/clang_kernels")
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
!12 = distinct !DISubprogram(name: "step", scope: !1, file: !1, line: 7, type: !13, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 7, column: 73, scope: !12)
!16 = !DILocation(line: 7, column: 68, scope: !12)
!17 = !DILocation(line: 7, column: 87, scope: !12)
!18 = !DILocation(line: 7, column: 111, scope: !12)
!19 = !DILocation(line: 7, column: 101, scope: !12)
!20 = !DILocation(line: 7, column: 125, scope: !12)
!21 = !{!10, !10, i64 0}
!22 = !DILocation(line: 7, column: 118, scope: !12)
!23 = distinct !DISubprogram(name: "bitfields", scope: !1, file: !1, line: 8, type: !13, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!24 = !DILocation(line: 9, column: 11, scope: !23)
!25 = !DILocation(line: 9, column: 24, scope: !23)
!26 = !DILocation(line: 9, column: 22, scope: !23)
!27 = !DILocation(line: 9, column: 37, scope: !23)
!28 = !DILocation(line: 9, column: 35, scope: !23)
!29 = !DILocation(line: 10, column: 9, scope: !23)
!30 = !DILocation(line: 11, column: 13, scope: !23)
!31 = !DILocation(line: 12, column: 10, scope: !23)
!32 = !DILocation(line: 13, column: 15, scope: !23)
!33 = !DILocation(line: 13, column: 13, scope: !23)
!34 = !DILocation(line: 13, column: 10, scope: !23)
!35 = !DILocation(line: 14, column: 12, scope: !23)
!36 = !DILocation(line: 14, column: 7, scope: !23)
!37 = !DILocation(line: 15, column: 9, scope: !23)
!38 = !DILocation(line: 16, column: 14, scope: !23)
!39 = !{!40, !40, i64 0}
!40 = !{!"double", !10, i64 0}
!41 = !{!42, !42, i64 0}
!42 = !{!"short", !10, i64 0}
!43 = !DILocation(line: 17, column: 3, scope: !23)
!44 = !DILocation(line: 17, column: 9, scope: !23)
!45 = !DILocation(line: 17, column: 11, scope: !23)
!46 = !{!47, !9, i64 8}
!47 = !{!"_ZTS7Aligned", !48, i64 0, !9, i64 8}
!48 = !{!"float", !10, i64 0}
!49 = !DILocation(line: 18, column: 20, scope: !23)
!50 = !DILocation(line: 18, column: 11, scope: !23)
!51 = !{!47, !48, i64 0}
!52 = !DILocation(line: 19, column: 18, scope: !23)
!53 = !DILocation(line: 19, column: 16, scope: !23)
!54 = !DILocation(line: 19, column: 26, scope: !23)
!55 = !DILocation(line: 19, column: 24, scope: !23)
!56 = !DILocation(line: 19, column: 22, scope: !23)
!57 = !DILocation(line: 19, column: 44, scope: !23)
!58 = !DILocation(line: 19, column: 42, scope: !23)
!59 = !DILocation(line: 19, column: 32, scope: !23)
!60 = !DILocation(line: 19, column: 3, scope: !23)
!61 = !DILocation(line: 19, column: 10, scope: !23)
!62 = !DILocation(line: 20, column: 1, scope: !23)
