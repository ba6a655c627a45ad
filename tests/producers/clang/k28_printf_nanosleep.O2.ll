; ModuleID = 'k28_printf_nanosleep.cu'
source_filename = "k28_printf_nanosleep.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Pt = type { i32, float }
%printf_args = type { ptr, i32, double, double, ptr }
%printf_args.0 = type { i32, i32, i64, i32 }

@.str = private unnamed_addr constant [22 x i8] c"%s: (%d, %f) w=%e %p\0A\00", align 1
@.str1 = private unnamed_addr constant [4 x i8] c"odd\00", align 1
@.str2 = private unnamed_addr constant [5 x i8] c"even\00", align 1
@.str3 = private unnamed_addr constant [16 x i8] c"%d %hhd %lu %c\0A\00", align 1

; Function Attrs: mustprogress noinline nounwind
define dso_local void @_Z6report2PtPKcd(ptr noundef readonly byval(%struct.Pt) align 4 captures(none) %0, ptr noundef %1, double noundef %2) local_unnamed_addr #0 !dbg !12 {
  %4 = alloca %printf_args, align 8
  %5 = load i32, ptr %0, align 4, !dbg !15, !tbaa !16
  %6 = getelementptr inbounds nuw i8, ptr %0, i64 4, !dbg !19
  %7 = load float, ptr %6, align 4, !dbg !19, !tbaa !20
  %8 = fpext contract float %7 to double, !dbg !21
  store ptr %1, ptr %4, align 8, !dbg !22
  %9 = getelementptr inbounds nuw i8, ptr %4, i64 8, !dbg !22
  store i32 %5, ptr %9, align 8, !dbg !22
  %10 = getelementptr inbounds nuw i8, ptr %4, i64 16, !dbg !22
  store double %8, ptr %10, align 8, !dbg !22
  %11 = getelementptr inbounds nuw i8, ptr %4, i64 24, !dbg !22
  store double %2, ptr %11, align 8, !dbg !22
  %12 = getelementptr inbounds nuw i8, ptr %4, i64 32, !dbg !22
  store ptr %1, ptr %12, align 8, !dbg !22
  %13 = call i32 @vprintf(ptr nonnull @.str, ptr nonnull %4) #5, !dbg !22
  ret void, !dbg !23
}

declare i32 @vprintf(ptr, ptr) local_unnamed_addr

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @printf_nanosleep(ptr noundef %0, ptr noundef readonly captures(none) %1, i32 noundef %2) local_unnamed_addr #1 !dbg !24 {
  %4 = alloca %struct.Pt, align 4
  %5 = alloca %printf_args.0, align 8
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !25
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !26
  %8 = mul nuw nsw i32 %6, %7, !dbg !27
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !28
  %10 = add nuw nsw i32 %8, %9, !dbg !29
  %11 = icmp slt i32 %2, 0, !dbg !30
  br i1 %11, label %12, label %13, !dbg !30

12:                                               ; preds = %3
  tail call void @llvm.trap(), !dbg !31
  unreachable, !dbg !31

13:                                               ; preds = %3
  %14 = icmp eq i32 %10, 0, !dbg !32
  br i1 %14, label %18, label %15, !dbg !32

15:                                               ; preds = %13
  %16 = load volatile i32, ptr %0, align 4, !dbg !33, !tbaa !8
  %17 = icmp eq i32 %16, 0, !dbg !34
  br i1 %17, label %19, label %30, !dbg !35

18:                                               ; preds = %13
  store volatile i32 1, ptr %0, align 4, !dbg !36, !tbaa !8
  br label %30, !dbg !37

19:                                               ; preds = %15, %19
  %20 = phi i32 [ %24, %19 ], [ 32, %15 ]
  %21 = phi i32 [ %25, %19 ], [ 0, %15 ]
  tail call void @llvm.nvvm.nanosleep(i32 %20), !dbg !38
  %22 = icmp ult i32 %20, 4096, !dbg !39
  %23 = shl i32 %20, 1, !dbg !40
  %24 = select i1 %22, i32 %23, i32 4096, !dbg !40
  %25 = add nuw nsw i32 %21, 1, !dbg !41
  %26 = load volatile i32, ptr %0, align 4, !dbg !33, !tbaa !8
  %27 = icmp eq i32 %26, 0, !dbg !34
  %28 = icmp samesign ult i32 %21, 63, !dbg !42
  %29 = select i1 %27, i1 %28, i1 false, !dbg !42
  br i1 %29, label %19, label %30, !dbg !35, !llvm.loop !43

30:                                               ; preds = %19, %15, %18
  %31 = icmp samesign ult i32 %10, %2, !dbg !46
  br i1 %31, label %32, label %54, !dbg !47

32:                                               ; preds = %30
  %33 = zext nneg i32 %10 to i64, !dbg !48
  %34 = getelementptr inbounds nuw float, ptr %1, i64 %33, !dbg !48
  %35 = load float, ptr %34, align 4, !dbg !48, !tbaa !49
  %36 = fcmp contract olt float %35, 0.000000e+00, !dbg !50
  br i1 %36, label %37, label %44, !dbg !47

37:                                               ; preds = %32
  store i32 %10, ptr %4, align 4, !dbg !51, !tbaa !8
  %38 = getelementptr inbounds nuw i8, ptr %4, i64 4, !dbg !51
  store float %35, ptr %38, align 4, !dbg !51, !tbaa !49
  %39 = and i32 %10, 1, !dbg !52
  %40 = icmp eq i32 %39, 0, !dbg !53
  %41 = select i1 %40, ptr @.str2, ptr @.str1, !dbg !53
  %42 = fpext contract float %35 to double, !dbg !54
  %43 = fmul contract double %42, 5.000000e-01, !dbg !55
  tail call void @_Z6report2PtPKcd(ptr noundef nonnull byval(%struct.Pt) align 4 %4, ptr noundef nonnull %41, double noundef %43) #5, !dbg !56
  br label %54, !dbg !57

44:                                               ; preds = %32
  %45 = shl i32 %10, 24, !dbg !58
  %46 = ashr exact i32 %45, 24, !dbg !58
  %47 = zext nneg i32 %2 to i64, !dbg !59
  %48 = and i32 %10, 15, !dbg !60
  %49 = add nuw nsw i32 %48, 97, !dbg !61
  store i32 %10, ptr %5, align 8, !dbg !62
  %50 = getelementptr inbounds nuw i8, ptr %5, i64 4, !dbg !62
  store i32 %46, ptr %50, align 4, !dbg !62
  %51 = getelementptr inbounds nuw i8, ptr %5, i64 8, !dbg !62
  store i64 %47, ptr %51, align 8, !dbg !62
  %52 = getelementptr inbounds nuw i8, ptr %5, i64 16, !dbg !62
  store i32 %49, ptr %52, align 8, !dbg !62
  %53 = call i32 @vprintf(ptr nonnull @.str3, ptr nonnull %5) #5, !dbg !62
  br label %54, !dbg !63

54:                                               ; preds = %30, %44, %37
  ret void, !dbg !64
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: cold noreturn nounwind memory(inaccessiblemem: write)
declare void @llvm.trap() #3

; Function Attrs: convergent mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.nvvm.nanosleep(i32) #4

attributes #0 = { mustprogress noinline nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #1 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { cold noreturn nounwind memory(inaccessiblemem: write) }
attributes #4 = { convergent mustprogress nocallback nofree nosync nounwind willreturn }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6}
!llvm.ident = !{!7}
!llvm.errno.tbaa = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "k28_printf_nanosleep.cu", directory: "/work/wt/nvir31/tools/capture/clang_kernels")
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
!12 = distinct !DISubprogram(name: "report", scope: !1, file: !1, line: 6, type: !13, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 7, column: 43, scope: !12)
!16 = !{!17, !9, i64 0}
!17 = !{!"_ZTS2Pt", !9, i64 0, !18, i64 4}
!18 = !{!"float", !10, i64 0}
!19 = !DILocation(line: 7, column: 48, scope: !12)
!20 = !{!17, !18, i64 4}
!21 = !DILocation(line: 7, column: 46, scope: !12)
!22 = !DILocation(line: 7, column: 3, scope: !12)
!23 = !DILocation(line: 8, column: 1, scope: !12)
!24 = distinct !DISubprogram(name: "printf_nanosleep", scope: !1, file: !1, line: 9, type: !13, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!25 = !DILocation(line: 10, column: 11, scope: !24)
!26 = !DILocation(line: 10, column: 24, scope: !24)
!27 = !DILocation(line: 10, column: 22, scope: !24)
!28 = !DILocation(line: 10, column: 37, scope: !24)
!29 = !DILocation(line: 10, column: 35, scope: !24)
!30 = !DILocation(line: 11, column: 9, scope: !24)
!31 = !DILocation(line: 11, column: 14, scope: !24)
!32 = !DILocation(line: 12, column: 9, scope: !24)
!33 = !DILocation(line: 16, column: 25, scope: !24)
!34 = !DILocation(line: 16, column: 31, scope: !24)
!35 = !DILocation(line: 16, column: 5, scope: !24)
!36 = !DILocation(line: 13, column: 11, scope: !24)
!37 = !DILocation(line: 14, column: 3, scope: !24)
!38 = !DILocation(line: 17, column: 7, scope: !24)
!39 = !DILocation(line: 18, column: 15, scope: !24)
!40 = !DILocation(line: 18, column: 12, scope: !24)
!41 = !DILocation(line: 16, column: 51, scope: !24)
!42 = !DILocation(line: 16, column: 36, scope: !24)
!43 = distinct !{!43, !35, !44, !45}
!44 = !DILocation(line: 19, column: 5, scope: !24)
!45 = !{!"llvm.loop.mustprogress"}
!46 = !DILocation(line: 21, column: 9, scope: !24)
!47 = !DILocation(line: 21, column: 13, scope: !24)
!48 = !DILocation(line: 21, column: 16, scope: !24)
!49 = !{!18, !18, i64 0}
!50 = !DILocation(line: 21, column: 21, scope: !24)
!51 = !DILocation(line: 23, column: 12, scope: !24)
!52 = !DILocation(line: 23, column: 17, scope: !24)
!53 = !DILocation(line: 23, column: 15, scope: !24)
!54 = !DILocation(line: 23, column: 47, scope: !24)
!55 = !DILocation(line: 23, column: 52, scope: !24)
!56 = !DILocation(line: 23, column: 5, scope: !24)
!57 = !DILocation(line: 24, column: 3, scope: !24)
!58 = !DILocation(line: 25, column: 35, scope: !24)
!59 = !DILocation(line: 25, column: 66, scope: !24)
!60 = !DILocation(line: 25, column: 78, scope: !24)
!61 = !DILocation(line: 25, column: 73, scope: !24)
!62 = !DILocation(line: 25, column: 5, scope: !24)
!63 = !DILocation(line: 26, column: 3, scope: !24)
!64 = !DILocation(line: 27, column: 1, scope: !24)
