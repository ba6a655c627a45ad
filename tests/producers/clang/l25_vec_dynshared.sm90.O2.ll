; ModuleID = 'l25_vec_dynshared.cu'
source_filename = "l25_vec_dynshared.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.float4 = type { float, float, float, float }
%struct.int2 = type { i32, i32 }
%struct.double2 = type { double, double }

@dyn = external dso_local local_unnamed_addr addrspace(3) global [0 x float], align 4

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read)
define dso_local %struct.float4 @_Z5madd46float4S_f(ptr noundef readonly byval(%struct.float4) align 16 captures(none) %0, ptr noundef readonly byval(%struct.float4) align 16 captures(none) %1, float noundef %2) local_unnamed_addr #0 !dbg !12 {
  %4 = load float, ptr %0, align 16, !dbg !15, !tbaa !16
  %5 = load float, ptr %1, align 16, !dbg !19, !tbaa !16
  %6 = fmul contract float %2, %5, !dbg !20
  %7 = fadd contract float %4, %6, !dbg !21
  %8 = getelementptr inbounds nuw i8, ptr %0, i64 4, !dbg !22
  %9 = load float, ptr %8, align 4, !dbg !22, !tbaa !23
  %10 = getelementptr inbounds nuw i8, ptr %1, i64 4, !dbg !24
  %11 = load float, ptr %10, align 4, !dbg !24, !tbaa !23
  %12 = fmul contract float %2, %11, !dbg !25
  %13 = fadd contract float %9, %12, !dbg !26
  %14 = getelementptr inbounds nuw i8, ptr %0, i64 8, !dbg !27
  %15 = load float, ptr %14, align 8, !dbg !27, !tbaa !28
  %16 = getelementptr inbounds nuw i8, ptr %1, i64 8, !dbg !29
  %17 = load float, ptr %16, align 8, !dbg !29, !tbaa !28
  %18 = fmul contract float %2, %17, !dbg !30
  %19 = fadd contract float %15, %18, !dbg !31
  %20 = getelementptr inbounds nuw i8, ptr %0, i64 12, !dbg !32
  %21 = load float, ptr %20, align 4, !dbg !32, !tbaa !33
  %22 = getelementptr inbounds nuw i8, ptr %1, i64 12, !dbg !34
  %23 = load float, ptr %22, align 4, !dbg !34, !tbaa !33
  %24 = fmul contract float %2, %23, !dbg !35
  %25 = fadd contract float %21, %24, !dbg !36
  %26 = insertvalue %struct.float4 poison, float %7, 0, !dbg !37
  %27 = insertvalue %struct.float4 %26, float %13, 1, !dbg !37
  %28 = insertvalue %struct.float4 %27, float %19, 2, !dbg !37
  %29 = insertvalue %struct.float4 %28, float %25, 3, !dbg !37
  ret %struct.float4 %29, !dbg !37
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read)
define dso_local %struct.int2 @_Z6minmax4int2(ptr noundef readonly byval(%struct.int2) align 8 captures(none) %0) local_unnamed_addr #0 !dbg !38 {
  %2 = load i32, ptr %0, align 8, !dbg !39, !tbaa !40
  %3 = getelementptr inbounds nuw i8, ptr %0, i64 4, !dbg !42
  %4 = load i32, ptr %3, align 4, !dbg !42, !tbaa !43
  %5 = tail call i32 @llvm.smin.i32(i32 %2, i32 %4), !dbg !44
  %6 = tail call i32 @llvm.smax.i32(i32 %2, i32 %4), !dbg !45
  %7 = insertvalue %struct.int2 poison, i32 %5, 0, !dbg !46
  %8 = insertvalue %struct.int2 %7, i32 %6, 1, !dbg !46
  ret %struct.int2 %8, !dbg !46
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read)
define dso_local %struct.double2 @_Z5swap27double2(ptr noundef readonly byval(%struct.double2) align 16 captures(none) %0) local_unnamed_addr #0 !dbg !47 {
  %2 = getelementptr inbounds nuw i8, ptr %0, i64 8, !dbg !48
  %3 = load double, ptr %2, align 8, !dbg !48, !tbaa !49
  %4 = load double, ptr %0, align 16, !dbg !52, !tbaa !53
  %5 = insertvalue %struct.double2 poison, double %3, 0, !dbg !54
  %6 = insertvalue %struct.double2 %5, double %4, 1, !dbg !54
  ret %struct.double2 %6, !dbg !54
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @vec_dynshared(ptr noundef captures(none) %0, ptr noundef captures(none) %1, ptr noundef captures(none) %2, ptr noundef writeonly captures(none) %3, ptr noundef readonly byval(%struct.float4) align 16 captures(none) %4, i32 noundef %5) local_unnamed_addr #1 !dbg !55 {
  %7 = alloca %struct.int2, align 8
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !56
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !57
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !58
  %11 = mul nuw nsw i32 %9, %10, !dbg !59
  %12 = add nuw nsw i32 %11, %8, !dbg !60
  %13 = zext nneg i32 %12 to i64, !dbg !61
  %14 = getelementptr inbounds nuw %struct.float4, ptr %0, i64 %13, !dbg !61
  %15 = tail call %struct.float4 @_Z5madd46float4S_f(ptr noundef nonnull byval(%struct.float4) align 16 %14, ptr noundef nonnull byval(%struct.float4) align 16 %4, float noundef 5.000000e-01) #6, !dbg !62
  %16 = extractvalue %struct.float4 %15, 0, !dbg !62
  %17 = extractvalue %struct.float4 %15, 1, !dbg !62
  %18 = extractvalue %struct.float4 %15, 2, !dbg !62
  %19 = extractvalue %struct.float4 %15, 3, !dbg !62
  store float %16, ptr %14, align 16, !dbg !63, !tbaa !64
  %20 = getelementptr inbounds nuw i8, ptr %14, i64 4, !dbg !63
  store float %17, ptr %20, align 4, !dbg !63, !tbaa !64
  %21 = getelementptr inbounds nuw i8, ptr %14, i64 8, !dbg !63
  store float %18, ptr %21, align 8, !dbg !63, !tbaa !64
  %22 = getelementptr inbounds nuw i8, ptr %14, i64 12, !dbg !63
  store float %19, ptr %22, align 4, !dbg !63, !tbaa !64
  %23 = getelementptr inbounds nuw %struct.int2, ptr %1, i64 %13, !dbg !65
  %24 = load i64, ptr %23, align 8, !dbg !65
  store i64 %24, ptr %7, align 8, !dbg !65
  %25 = tail call %struct.int2 @_Z6minmax4int2(ptr noundef nonnull byval(%struct.int2) align 8 %7) #6, !dbg !66
  %26 = extractvalue %struct.int2 %25, 0, !dbg !66
  %27 = extractvalue %struct.int2 %25, 1, !dbg !66
  store i32 %26, ptr %23, align 8, !dbg !67, !tbaa !8
  %28 = getelementptr inbounds nuw i8, ptr %23, i64 4, !dbg !67
  store i32 %27, ptr %28, align 4, !dbg !67, !tbaa !8
  %29 = getelementptr inbounds nuw %struct.double2, ptr %2, i64 %13, !dbg !68
  %30 = tail call %struct.double2 @_Z5swap27double2(ptr noundef nonnull byval(%struct.double2) align 16 %29) #6, !dbg !69
  %31 = extractvalue %struct.double2 %30, 0, !dbg !69
  %32 = extractvalue %struct.double2 %30, 1, !dbg !69
  store double %31, ptr %29, align 16, !dbg !70, !tbaa !71
  %33 = getelementptr inbounds nuw i8, ptr %29, i64 8, !dbg !70
  store double %32, ptr %33, align 8, !dbg !70, !tbaa !71
  %34 = icmp slt i32 %12, %5, !dbg !72
  %35 = fadd contract float %16, %17, !dbg !73
  %36 = fadd contract float %18, %35, !dbg !73
  %37 = fadd contract float %19, %36, !dbg !73
  %38 = select contract i1 %34, float %37, float 0.000000e+00, !dbg !73
  %39 = zext nneg i32 %8 to i64, !dbg !74
  %40 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @dyn to ptr), i64 %39, !dbg !74
  store float %38, ptr %40, align 4, !dbg !75, !tbaa !64
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !76
  %41 = icmp samesign ugt i32 %10, 65, !dbg !77
  br i1 %41, label %44, label %42, !dbg !78

42:                                               ; preds = %55, %6
  %43 = icmp samesign ult i32 %8, 32, !dbg !79
  br i1 %43, label %57, label %76, !dbg !79

44:                                               ; preds = %6, %55
  %45 = phi i32 [ %46, %55 ], [ %10, %6 ]
  %46 = lshr i32 %45, 1, !dbg !80
  %47 = icmp samesign ult i32 %8, %46, !dbg !81
  br i1 %47, label %48, label %55, !dbg !81

48:                                               ; preds = %44
  %49 = add nuw nsw i32 %46, %8
  %50 = zext nneg i32 %49 to i64
  %51 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @dyn to ptr), i64 %50
  %52 = load float, ptr %51, align 4, !dbg !82, !tbaa !64
  %53 = load float, ptr %40, align 4, !dbg !83, !tbaa !64
  %54 = fadd contract float %52, %53, !dbg !83
  store float %54, ptr %40, align 4, !dbg !83, !tbaa !64
  br label %55, !dbg !84

55:                                               ; preds = %48, %44
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !85
  %56 = icmp samesign ugt i32 %45, 131, !dbg !77
  br i1 %56, label %44, label %42, !dbg !78, !llvm.loop !86

57:                                               ; preds = %42
  %58 = load float, ptr %40, align 4, !dbg !89, !tbaa !64
  %59 = getelementptr inbounds nuw i8, ptr %40, i64 128, !dbg !90
  %60 = load float, ptr %59, align 4, !dbg !90, !tbaa !64
  %61 = fadd contract float %58, %60, !dbg !91
  %62 = tail call contract float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %61, i32 16, i32 31), !dbg !92
  %63 = fadd contract float %61, %62, !dbg !93
  %64 = tail call contract float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %63, i32 8, i32 31), !dbg !92
  %65 = fadd contract float %63, %64, !dbg !93
  %66 = tail call contract float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %65, i32 4, i32 31), !dbg !92
  %67 = fadd contract float %65, %66, !dbg !93
  %68 = tail call contract float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %67, i32 2, i32 31), !dbg !92
  %69 = fadd contract float %67, %68, !dbg !93
  %70 = tail call contract float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %69, i32 1, i32 31), !dbg !92
  %71 = icmp eq i32 %8, 0, !dbg !94
  br i1 %71, label %72, label %76, !dbg !94

72:                                               ; preds = %57
  %73 = fadd contract float %69, %70, !dbg !93
  %74 = zext nneg i32 %9 to i64
  %75 = getelementptr inbounds nuw float, ptr %3, i64 %74
  store float %73, ptr %75, align 4, !dbg !95, !tbaa !64
  br label %76, !dbg !96

76:                                               ; preds = %57, %72, %42
  ret void, !dbg !97
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #3

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.down.f32(i32, float, i32, i32) #4

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #5

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #5

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" }
attributes #1 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #5 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6}
!llvm.ident = !{!7}
!llvm.errno.tbaa = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "l25_vec_dynshared.cu", directory: "/work/wt/llir25/tools/capture/clang_kernels")
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
!12 = distinct !DISubprogram(name: "madd4", scope: !1, file: !1, line: 10, type: !13, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 11, column: 13, scope: !12)
!16 = !{!17, !18, i64 0}
!17 = !{!"_ZTS6float4", !18, i64 0, !18, i64 4, !18, i64 8, !18, i64 12}
!18 = !{!"float", !10, i64 0}
!19 = !DILocation(line: 11, column: 23, scope: !12)
!20 = !DILocation(line: 11, column: 19, scope: !12)
!21 = !DILocation(line: 11, column: 15, scope: !12)
!22 = !DILocation(line: 11, column: 28, scope: !12)
!23 = !{!17, !18, i64 4}
!24 = !DILocation(line: 11, column: 38, scope: !12)
!25 = !DILocation(line: 11, column: 34, scope: !12)
!26 = !DILocation(line: 11, column: 30, scope: !12)
!27 = !DILocation(line: 11, column: 43, scope: !12)
!28 = !{!17, !18, i64 8}
!29 = !DILocation(line: 11, column: 53, scope: !12)
!30 = !DILocation(line: 11, column: 49, scope: !12)
!31 = !DILocation(line: 11, column: 45, scope: !12)
!32 = !DILocation(line: 11, column: 58, scope: !12)
!33 = !{!17, !18, i64 12}
!34 = !DILocation(line: 11, column: 68, scope: !12)
!35 = !DILocation(line: 11, column: 64, scope: !12)
!36 = !DILocation(line: 11, column: 60, scope: !12)
!37 = !DILocation(line: 11, column: 3, scope: !12)
!38 = distinct !DISubprogram(name: "minmax", scope: !1, file: !1, line: 13, type: !13, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!39 = !DILocation(line: 13, column: 70, scope: !38)
!40 = !{!41, !9, i64 0}
!41 = !{!"_ZTS4int2", !9, i64 0, !9, i64 4}
!42 = !DILocation(line: 13, column: 76, scope: !38)
!43 = !{!41, !9, i64 4}
!44 = !DILocation(line: 13, column: 68, scope: !38)
!45 = !DILocation(line: 13, column: 91, scope: !38)
!46 = !DILocation(line: 13, column: 60, scope: !38)
!47 = distinct !DISubprogram(name: "swap2", scope: !1, file: !1, line: 14, type: !13, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!48 = !DILocation(line: 14, column: 75, scope: !47)
!49 = !{!50, !51, i64 8}
!50 = !{!"_ZTS7double2", !51, i64 0, !51, i64 8}
!51 = !{!"double", !10, i64 0}
!52 = !DILocation(line: 14, column: 80, scope: !47)
!53 = !{!50, !51, i64 0}
!54 = !DILocation(line: 14, column: 65, scope: !47)
!55 = distinct !DISubprogram(name: "vec_dynshared", scope: !1, file: !1, line: 18, type: !13, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!56 = !DILocation(line: 19, column: 11, scope: !55)
!57 = !DILocation(line: 20, column: 15, scope: !55)
!58 = !DILocation(line: 20, column: 28, scope: !55)
!59 = !DILocation(line: 20, column: 26, scope: !55)
!60 = !DILocation(line: 20, column: 13, scope: !55)
!61 = !DILocation(line: 21, column: 20, scope: !55)
!62 = !DILocation(line: 21, column: 14, scope: !55)
!63 = !DILocation(line: 22, column: 8, scope: !55)
!64 = !{!18, !18, i64 0}
!65 = !DILocation(line: 23, column: 17, scope: !55)
!66 = !DILocation(line: 23, column: 10, scope: !55)
!67 = !DILocation(line: 23, column: 8, scope: !55)
!68 = !DILocation(line: 24, column: 16, scope: !55)
!69 = !DILocation(line: 24, column: 10, scope: !55)
!70 = !DILocation(line: 24, column: 8, scope: !55)
!71 = !{!51, !51, i64 0}
!72 = !DILocation(line: 25, column: 14, scope: !55)
!73 = !DILocation(line: 25, column: 12, scope: !55)
!74 = !DILocation(line: 25, column: 3, scope: !55)
!75 = !DILocation(line: 25, column: 10, scope: !55)
!76 = !DILocation(line: 26, column: 3, scope: !55)
!77 = !DILocation(line: 27, column: 39, scope: !55)
!78 = !DILocation(line: 27, column: 3, scope: !55)
!79 = !DILocation(line: 31, column: 9, scope: !55)
!80 = !DILocation(line: 27, scope: !55)
!81 = !DILocation(line: 28, column: 11, scope: !55)
!82 = !DILocation(line: 28, column: 26, scope: !55)
!83 = !DILocation(line: 28, column: 23, scope: !55)
!84 = !DILocation(line: 28, column: 16, scope: !55)
!85 = !DILocation(line: 29, column: 5, scope: !55)
!86 = distinct !{!86, !78, !87, !88}
!87 = !DILocation(line: 30, column: 3, scope: !55)
!88 = !{!"llvm.loop.mustprogress"}
!89 = !DILocation(line: 32, column: 15, scope: !55)
!90 = !DILocation(line: 32, column: 24, scope: !55)
!91 = !DILocation(line: 32, column: 22, scope: !55)
!92 = !DILocation(line: 33, column: 43, scope: !55)
!93 = !DILocation(line: 33, column: 40, scope: !55)
!94 = !DILocation(line: 34, column: 11, scope: !55)
!95 = !DILocation(line: 34, column: 34, scope: !55)
!96 = !DILocation(line: 34, column: 17, scope: !55)
!97 = !DILocation(line: 36, column: 1, scope: !55)
