; ModuleID = 'k32_int128.cu'
source_filename = "k32_int128.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none)
define dso_local noundef range(i128 0, -18446744073709551615) i128 @_Z6mulmodooy(i128 noundef %0, i128 noundef %1, i64 noundef %2) local_unnamed_addr #0 !dbg !12 {
  %4 = mul i128 %1, %0, !dbg !15
  %5 = lshr i128 %4, 64, !dbg !16
  %6 = zext i64 %2 to i128, !dbg !17
  %7 = mul nuw i128 %5, %6, !dbg !18
  %8 = and i128 %4, 18446744073709551615, !dbg !19
  %9 = add nuw i128 %7, %8, !dbg !20
  ret i128 %9, !dbg !21
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @int128_math(ptr noundef readonly captures(none) %0, ptr noundef readonly captures(none) %1, ptr noundef writeonly captures(none) %2, i32 noundef %3) local_unnamed_addr #1 !dbg !22 {
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !23
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !24
  %7 = mul nuw nsw i32 %5, %6, !dbg !25
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !26
  %9 = add nuw nsw i32 %7, %8, !dbg !27
  %10 = icmp slt i32 %9, %3, !dbg !28
  br i1 %10, label %11, label %76, !dbg !28

11:                                               ; preds = %4
  %12 = zext nneg i32 %9 to i64, !dbg !29
  %13 = getelementptr inbounds nuw i64, ptr %0, i64 %12, !dbg !29
  %14 = load i64, ptr %13, align 8, !dbg !29, !tbaa !30
  %15 = zext i64 %14 to i128, !dbg !29
  %16 = add nuw nsw i32 %9, 1, !dbg !32
  %17 = urem i32 %16, %3, !dbg !33
  %18 = zext nneg i32 %17 to i64, !dbg !34
  %19 = getelementptr inbounds nuw i64, ptr %0, i64 %18, !dbg !34
  %20 = load i64, ptr %19, align 8, !dbg !34, !tbaa !30
  %21 = zext i64 %20 to i128, !dbg !34
  %22 = mul nuw i128 %21, %15, !dbg !35
  %23 = getelementptr inbounds nuw i64, ptr %1, i64 %12, !dbg !36
  %24 = load i64, ptr %23, align 8, !dbg !36, !tbaa !30
  %25 = sext i64 %24 to i128, !dbg !36
  %26 = mul nsw i128 %25, -3, !dbg !37
  %27 = add nuw nsw i32 %9, 2, !dbg !38
  %28 = urem i32 %27, %3, !dbg !39
  %29 = zext nneg i32 %28 to i64, !dbg !40
  %30 = getelementptr inbounds nuw i64, ptr %1, i64 %29, !dbg !40
  %31 = load i64, ptr %30, align 8, !dbg !40, !tbaa !30
  %32 = zext i64 %31 to i128, !dbg !40
  %33 = shl i128 %32, 70, !dbg !41
  %34 = add nsw i128 %33, %26, !dbg !42
  %35 = xor i128 %22, %34, !dbg !43
  %36 = lshr i128 %22, 16, !dbg !44
  %37 = xor i128 %36, %34, !dbg !43
  %38 = add i128 %37, %35, !dbg !45
  %39 = lshr i128 %22, 32, !dbg !44
  %40 = xor i128 %39, %34, !dbg !43
  %41 = add i128 %40, %38, !dbg !45
  %42 = lshr i128 %22, 48, !dbg !44
  %43 = xor i128 %42, %34, !dbg !43
  %44 = add i128 %43, %41, !dbg !45
  %45 = or i64 %14, 1, !dbg !46
  %46 = and i64 %45, 63, !dbg !47
  %47 = zext nneg i64 %46 to i128, !dbg !48
  %48 = lshr i128 %44, %47, !dbg !48
  %49 = trunc i128 %48 to i64, !dbg !49
  %50 = lshr i128 %44, 64, !dbg !50
  %51 = trunc nuw i128 %50 to i64, !dbg !51
  %52 = add i64 %49, %51, !dbg !52
  %53 = mul nuw nsw i32 %9, 3, !dbg !53
  %54 = zext nneg i32 %53 to i64, !dbg !54
  %55 = getelementptr inbounds nuw i64, ptr %2, i64 %54, !dbg !54
  store i64 %52, ptr %55, align 8, !dbg !55, !tbaa !30
  %56 = load i64, ptr %23, align 8, !dbg !56, !tbaa !30
  %57 = or i64 %56, 1, !dbg !57
  %58 = sext i64 %57 to i128, !dbg !58
  %59 = mul i128 %26, %58, !dbg !59
  %60 = lshr i128 %59, 3, !dbg !60
  %61 = trunc i128 %60 to i64, !dbg !61
  %62 = lshr i128 %34, 127, !dbg !62
  %63 = trunc nuw nsw i128 %62 to i64, !dbg !62
  %64 = icmp ugt i128 %44, %22, !dbg !63
  %65 = select i1 %64, i64 2, i64 0, !dbg !64
  %66 = or disjoint i64 %65, %63, !dbg !65
  %67 = add i64 %66, %61, !dbg !66
  %68 = getelementptr inbounds nuw i8, ptr %55, i64 8, !dbg !67
  store i64 %67, ptr %68, align 8, !dbg !68, !tbaa !30
  %69 = tail call noundef i128 @_Z6mulmodooy(i128 noundef %22, i128 noundef %44, i64 noundef %45) #3, !dbg !69
  %70 = lshr i128 %69, 3, !dbg !70
  %71 = trunc i128 %70 to i64, !dbg !71
  %72 = ashr i128 %34, 100, !dbg !72
  %73 = trunc nsw i128 %72 to i64, !dbg !73
  %74 = add i64 %71, %73, !dbg !74
  %75 = getelementptr inbounds nuw i8, ptr %55, i64 16, !dbg !75
  store i64 %74, ptr %75, align 8, !dbg !76, !tbaa !30
  br label %76, !dbg !77

76:                                               ; preds = %4, %11
  ret void, !dbg !77
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6}
!llvm.ident = !{!7}
!llvm.errno.tbaa = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "k32_int128.cu", directory: "/work/wt/nvir32/tools/capture/clang_kernels")
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
!12 = distinct !DISubprogram(name: "mulmod", scope: !1, file: !1, line: 4, type: !13, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 5, column: 27, scope: !12)
!16 = !DILocation(line: 6, column: 13, scope: !12)
!17 = !DILocation(line: 6, column: 22, scope: !12)
!18 = !DILocation(line: 6, column: 20, scope: !12)
!19 = !DILocation(line: 6, column: 26, scope: !12)
!20 = !DILocation(line: 6, column: 24, scope: !12)
!21 = !DILocation(line: 6, column: 3, scope: !12)
!22 = distinct !DISubprogram(name: "int128_math", scope: !1, file: !1, line: 8, type: !13, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!23 = !DILocation(line: 9, column: 11, scope: !22)
!24 = !DILocation(line: 9, column: 24, scope: !22)
!25 = !DILocation(line: 9, column: 22, scope: !22)
!26 = !DILocation(line: 9, column: 37, scope: !22)
!27 = !DILocation(line: 9, column: 35, scope: !22)
!28 = !DILocation(line: 10, column: 9, scope: !22)
!29 = !DILocation(line: 11, column: 44, scope: !22)
!30 = !{!31, !31, i64 0}
!31 = !{!"long long", !10, i64 0}
!32 = !DILocation(line: 11, column: 56, scope: !22)
!33 = !DILocation(line: 11, column: 61, scope: !22)
!34 = !DILocation(line: 11, column: 51, scope: !22)
!35 = !DILocation(line: 11, column: 49, scope: !22)
!36 = !DILocation(line: 12, column: 26, scope: !22)
!37 = !DILocation(line: 12, column: 31, scope: !22)
!38 = !DILocation(line: 12, column: 54, scope: !22)
!39 = !DILocation(line: 12, column: 59, scope: !22)
!40 = !DILocation(line: 12, column: 49, scope: !22)
!41 = !DILocation(line: 12, column: 64, scope: !22)
!42 = !DILocation(line: 12, column: 36, scope: !22)
!43 = !DILocation(line: 14, column: 54, scope: !22)
!44 = !DILocation(line: 14, column: 41, scope: !22)
!45 = !DILocation(line: 14, column: 35, scope: !22)
!46 = !DILocation(line: 15, column: 31, scope: !22)
!47 = !DILocation(line: 16, column: 47, scope: !22)
!48 = !DILocation(line: 16, column: 41, scope: !22)
!49 = !DILocation(line: 16, column: 36, scope: !22)
!50 = !DILocation(line: 16, column: 81, scope: !22)
!51 = !DILocation(line: 16, column: 76, scope: !22)
!52 = !DILocation(line: 16, column: 54, scope: !22)
!53 = !DILocation(line: 16, column: 9, scope: !22)
!54 = !DILocation(line: 16, column: 3, scope: !22)
!55 = !DILocation(line: 16, column: 14, scope: !22)
!56 = !DILocation(line: 17, column: 56, scope: !22)
!57 = !DILocation(line: 17, column: 61, scope: !22)
!58 = !DILocation(line: 17, column: 55, scope: !22)
!59 = !DILocation(line: 17, column: 43, scope: !22)
!60 = !DILocation(line: 17, column: 66, scope: !22)
!61 = !DILocation(line: 17, column: 40, scope: !22)
!62 = !DILocation(line: 17, column: 75, scope: !22)
!63 = !DILocation(line: 17, column: 97, scope: !22)
!64 = !DILocation(line: 17, column: 93, scope: !22)
!65 = !DILocation(line: 17, column: 72, scope: !22)
!66 = !DILocation(line: 17, column: 90, scope: !22)
!67 = !DILocation(line: 17, column: 3, scope: !22)
!68 = !DILocation(line: 17, column: 18, scope: !22)
!69 = !DILocation(line: 18, column: 41, scope: !22)
!70 = !DILocation(line: 18, column: 59, scope: !22)
!71 = !DILocation(line: 18, column: 40, scope: !22)
!72 = !DILocation(line: 18, column: 90, scope: !22)
!73 = !DILocation(line: 18, column: 87, scope: !22)
!74 = !DILocation(line: 18, column: 65, scope: !22)
!75 = !DILocation(line: 18, column: 3, scope: !22)
!76 = !DILocation(line: 18, column: 18, scope: !22)
!77 = !DILocation(line: 19, column: 1, scope: !22)
