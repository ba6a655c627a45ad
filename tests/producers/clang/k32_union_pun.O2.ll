; ModuleID = 'k32_union_pun.cu'
source_filename = "k32_union_pun.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%union.Slot = type { i64 }

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @union_pun(ptr noundef readonly captures(none) %0, ptr noundef readonly captures(none) %1, ptr noundef writeonly captures(none) %2, ptr noundef writeonly captures(none) %3, i32 noundef %4) local_unnamed_addr #0 !dbg !12 {
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !15
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !16
  %8 = mul nuw nsw i32 %6, %7, !dbg !17
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !18
  %10 = add nuw nsw i32 %8, %9, !dbg !19
  %11 = icmp slt i32 %10, %4, !dbg !20
  br i1 %11, label %12, label %53, !dbg !20

12:                                               ; preds = %5
  %13 = zext nneg i32 %10 to i64, !dbg !21
  %14 = getelementptr inbounds nuw float, ptr %0, i64 %13, !dbg !21
  %15 = load i32, ptr %14, align 4, !dbg !21, !tbaa !22
  %16 = lshr i32 %15, 23, !dbg !24
  %17 = and i32 %16, 255, !dbg !25
  %18 = xor i32 %15, 90, !dbg !26
  %19 = add nuw nsw i32 %10, 1, !dbg !27
  %20 = urem i32 %19, %4, !dbg !28
  %21 = zext nneg i32 %20 to i64, !dbg !29
  %22 = getelementptr inbounds nuw float, ptr %0, i64 %21, !dbg !29
  %23 = load i32, ptr %22, align 4, !dbg !29, !tbaa !22
  %24 = add i32 %17, %18, !dbg !30
  %25 = shl i32 %23, 16, !dbg !31
  %26 = ashr exact i32 %25, 16, !dbg !31
  %27 = ashr i32 %23, 16, !dbg !32
  %28 = mul nsw i32 %26, %27, !dbg !33
  %29 = add i32 %24, %28, !dbg !34
  %30 = getelementptr inbounds nuw i32, ptr %2, i64 %13, !dbg !35
  store i32 %29, ptr %30, align 4, !dbg !36, !tbaa !8
  %31 = getelementptr inbounds nuw double, ptr %1, i64 %13, !dbg !37
  %32 = load i64, ptr %31, align 8, !dbg !37, !tbaa !38
  %33 = xor i64 %32, -9223372036854775808, !dbg !40
  %34 = trunc i64 %32 to i32, !dbg !41
  %35 = lshr i32 %34, 16, !dbg !41
  %36 = lshr i64 %33, 48, !dbg !42
  %37 = trunc nuw nsw i64 %36 to i32, !dbg !42
  %38 = add nuw nsw i32 %35, %37, !dbg !43
  %39 = and i32 %38, 65535, !dbg !44
  %40 = zext nneg i32 %39 to i64, !dbg !44
  %41 = and i64 %33, -65536, !dbg !44
  %42 = or disjoint i64 %41, %40, !dbg !44
  %43 = bitcast i64 %42 to double, !dbg !44
  %44 = add nuw nsw i32 %10, 2, !dbg !45
  %45 = urem i32 %44, %4, !dbg !46
  %46 = zext nneg i32 %45 to i64, !dbg !47
  %47 = getelementptr inbounds nuw double, ptr %1, i64 %46, !dbg !47
  %48 = load i64, ptr %47, align 8, !dbg !48, !tbaa !49
  %49 = ashr i64 %48, 52, !dbg !50
  %50 = sitofp i64 %49 to double, !dbg !51
  %51 = fadd contract double %50, %43, !dbg !52
  %52 = getelementptr inbounds nuw double, ptr %3, i64 %13, !dbg !53
  store double %51, ptr %52, align 8, !dbg !54, !tbaa !38
  br label %53, !dbg !55

53:                                               ; preds = %5, %12
  ret void, !dbg !55
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read)
define dso_local %union.Slot @_Z5merge4SlotS_(ptr noundef readonly byval(%union.Slot) align 8 captures(none) %0, ptr noundef readonly byval(%union.Slot) align 8 captures(none) %1) local_unnamed_addr #2 !dbg !56 {
  %3 = load i32, ptr %0, align 8, !dbg !57, !tbaa !49
  %4 = load i32, ptr %1, align 8, !dbg !58, !tbaa !49
  %5 = add nsw i32 %4, %3, !dbg !59
  %6 = getelementptr inbounds nuw i8, ptr %0, i64 4, !dbg !60
  %7 = load float, ptr %6, align 4, !dbg !60, !tbaa !49
  %8 = getelementptr inbounds nuw i8, ptr %1, i64 4, !dbg !61
  %9 = load float, ptr %8, align 4, !dbg !61, !tbaa !49
  %10 = fmul contract float %7, %9, !dbg !62
  %11 = bitcast float %10 to i32, !dbg !63
  %12 = zext i32 %11 to i64, !dbg !63
  %13 = shl nuw i64 %12, 32, !dbg !63
  %14 = zext i32 %5 to i64, !dbg !63
  %15 = or disjoint i64 %13, %14, !dbg !63
  %16 = insertvalue %union.Slot poison, i64 %15, 0, !dbg !63
  ret %union.Slot %16, !dbg !63
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @union_calls(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1, i32 noundef %2) local_unnamed_addr #0 !dbg !64 {
  %4 = alloca %union.Slot, align 8
  %5 = alloca %union.Slot, align 8
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !65
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !66
  %8 = mul nuw nsw i32 %6, %7, !dbg !67
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !68
  %10 = add nuw nsw i32 %8, %9, !dbg !69
  %11 = icmp slt i32 %10, %2, !dbg !70
  br i1 %11, label %12, label %24, !dbg !70

12:                                               ; preds = %3
  %13 = zext nneg i32 %10 to i64, !dbg !71
  %14 = getelementptr inbounds nuw i64, ptr %0, i64 %13, !dbg !71
  %15 = load i64, ptr %14, align 8, !dbg !71, !tbaa !72
  %16 = add nuw nsw i32 %10, 1, !dbg !74
  %17 = urem i32 %16, %2, !dbg !75
  %18 = zext nneg i32 %17 to i64, !dbg !76
  %19 = getelementptr inbounds nuw i64, ptr %0, i64 %18, !dbg !76
  %20 = load i64, ptr %19, align 8, !dbg !76, !tbaa !72
  store i64 %15, ptr %4, align 8, !dbg !77, !tbaa !49
  store i64 %20, ptr %5, align 8, !dbg !78, !tbaa !49
  %21 = tail call %union.Slot @_Z5merge4SlotS_(ptr noundef nonnull byval(%union.Slot) align 8 %4, ptr noundef nonnull byval(%union.Slot) align 8 %5) #3, !dbg !79
  %22 = extractvalue %union.Slot %21, 0, !dbg !79
  %23 = getelementptr inbounds nuw i64, ptr %1, i64 %13, !dbg !80
  store i64 %22, ptr %23, align 8, !dbg !81, !tbaa !72
  br label %24, !dbg !82

24:                                               ; preds = %3, %12
  ret void, !dbg !82
}

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #3 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6}
!llvm.ident = !{!7}
!llvm.errno.tbaa = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "k32_union_pun.cu", directory: "/work/wt/nvir32/tools/capture/clang_kernels")
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
!12 = distinct !DISubprogram(name: "union_pun", scope: !1, file: !1, line: 7, type: !13, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 8, column: 11, scope: !12)
!16 = !DILocation(line: 8, column: 24, scope: !12)
!17 = !DILocation(line: 8, column: 22, scope: !12)
!18 = !DILocation(line: 8, column: 37, scope: !12)
!19 = !DILocation(line: 8, column: 35, scope: !12)
!20 = !DILocation(line: 9, column: 9, scope: !12)
!21 = !DILocation(line: 10, column: 15, scope: !12)
!22 = !{!23, !23, i64 0}
!23 = !{!"float", !10, i64 0}
!24 = !DILocation(line: 11, column: 23, scope: !12)
!25 = !DILocation(line: 11, column: 30, scope: !12)
!26 = !DILocation(line: 12, column: 10, scope: !12)
!27 = !DILocation(line: 13, column: 32, scope: !12)
!28 = !DILocation(line: 13, column: 37, scope: !12)
!29 = !DILocation(line: 13, column: 26, scope: !12)
!30 = !DILocation(line: 16, column: 16, scope: !12)
!31 = !DILocation(line: 16, column: 35, scope: !12)
!32 = !DILocation(line: 16, column: 41, scope: !12)
!33 = !DILocation(line: 16, column: 39, scope: !12)
!34 = !DILocation(line: 16, column: 22, scope: !12)
!35 = !DILocation(line: 16, column: 3, scope: !12)
!36 = !DILocation(line: 16, column: 10, scope: !12)
!37 = !DILocation(line: 17, column: 15, scope: !12)
!38 = !{!39, !39, i64 0}
!39 = !{!"double", !10, i64 0}
!40 = !DILocation(line: 18, column: 10, scope: !12)
!41 = !DILocation(line: 19, column: 29, scope: !12)
!42 = !DILocation(line: 19, column: 38, scope: !12)
!43 = !DILocation(line: 19, column: 36, scope: !12)
!44 = !DILocation(line: 19, column: 10, scope: !12)
!45 = !DILocation(line: 20, column: 55, scope: !12)
!46 = !DILocation(line: 20, column: 60, scope: !12)
!47 = !DILocation(line: 20, column: 48, scope: !12)
!48 = !DILocation(line: 20, column: 18, scope: !12)
!49 = !{!10, !10, i64 0}
!50 = !DILocation(line: 21, column: 31, scope: !12)
!51 = !DILocation(line: 21, column: 27, scope: !12)
!52 = !DILocation(line: 21, column: 17, scope: !12)
!53 = !DILocation(line: 21, column: 3, scope: !12)
!54 = !DILocation(line: 21, column: 11, scope: !12)
!55 = !DILocation(line: 22, column: 1, scope: !12)
!56 = distinct !DISubprogram(name: "merge", scope: !1, file: !1, line: 24, type: !13, scopeLine: 24, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!57 = !DILocation(line: 25, column: 25, scope: !56)
!58 = !DILocation(line: 25, column: 29, scope: !56)
!59 = !DILocation(line: 25, column: 27, scope: !56)
!60 = !DILocation(line: 25, column: 53, scope: !56)
!61 = !DILocation(line: 25, column: 62, scope: !56)
!62 = !DILocation(line: 25, column: 55, scope: !56)
!63 = !DILocation(line: 25, column: 65, scope: !56)
!64 = distinct !DISubprogram(name: "union_calls", scope: !1, file: !1, line: 27, type: !13, scopeLine: 27, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!65 = !DILocation(line: 28, column: 11, scope: !64)
!66 = !DILocation(line: 28, column: 24, scope: !64)
!67 = !DILocation(line: 28, column: 22, scope: !64)
!68 = !DILocation(line: 28, column: 37, scope: !64)
!69 = !DILocation(line: 28, column: 35, scope: !64)
!70 = !DILocation(line: 29, column: 9, scope: !64)
!71 = !DILocation(line: 30, column: 24, scope: !64)
!72 = !{!73, !73, i64 0}
!73 = !{!"long long", !10, i64 0}
!74 = !DILocation(line: 30, column: 47, scope: !64)
!75 = !DILocation(line: 30, column: 52, scope: !64)
!76 = !DILocation(line: 30, column: 41, scope: !64)
!77 = !DILocation(line: 31, column: 18, scope: !64)
!78 = !DILocation(line: 31, column: 21, scope: !64)
!79 = !DILocation(line: 31, column: 12, scope: !64)
!80 = !DILocation(line: 31, column: 3, scope: !64)
!81 = !DILocation(line: 31, column: 10, scope: !64)
!82 = !DILocation(line: 32, column: 1, scope: !64)
