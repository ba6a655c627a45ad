; ModuleID = 'm24_struct_local.cu'
source_filename = "m24_struct_local.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Particle = type { float, float, float, i32 }

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local void @_Z4pushR8Particlef(ptr noundef nonnull align 4 dereferenceable(16) %0, float noundef %1) #0 !dbg !8 {
  %3 = alloca ptr, align 8
  %4 = alloca float, align 4
  store ptr %0, ptr %3, align 8
  store float %1, ptr %4, align 4
  %5 = load float, ptr %4, align 4, !dbg !11
  %6 = load ptr, ptr %3, align 8, !dbg !12, !nonnull !10, !align !13
  %7 = getelementptr inbounds nuw %struct.Particle, ptr %6, i32 0, i32 1, !dbg !14
  %8 = load float, ptr %7, align 4, !dbg !14
  %9 = fmul contract float %5, %8, !dbg !15
  %10 = load ptr, ptr %3, align 8, !dbg !16, !nonnull !10, !align !13
  %11 = getelementptr inbounds nuw %struct.Particle, ptr %10, i32 0, i32 0, !dbg !17
  %12 = load float, ptr %11, align 4, !dbg !18
  %13 = fadd contract float %12, %9, !dbg !18
  store float %13, ptr %11, align 4, !dbg !18
  %14 = load float, ptr %4, align 4, !dbg !19
  %15 = load ptr, ptr %3, align 8, !dbg !20, !nonnull !10, !align !13
  %16 = getelementptr inbounds nuw %struct.Particle, ptr %15, i32 0, i32 2, !dbg !21
  %17 = load float, ptr %16, align 4, !dbg !21
  %18 = fmul contract float %14, %17, !dbg !22
  %19 = load ptr, ptr %3, align 8, !dbg !23, !nonnull !10, !align !13
  %20 = getelementptr inbounds nuw %struct.Particle, ptr %19, i32 0, i32 1, !dbg !24
  %21 = load float, ptr %20, align 4, !dbg !25
  %22 = fsub contract float %21, %18, !dbg !25
  store float %22, ptr %20, align 4, !dbg !25
  %23 = load ptr, ptr %3, align 8, !dbg !26, !nonnull !10, !align !13
  %24 = getelementptr inbounds nuw %struct.Particle, ptr %23, i32 0, i32 2, !dbg !27
  %25 = load float, ptr %24, align 4, !dbg !28
  %26 = fmul contract float %25, 5.000000e-01, !dbg !28
  store float %26, ptr %24, align 4, !dbg !28
  %27 = load ptr, ptr %3, align 8, !dbg !29, !nonnull !10, !align !13
  %28 = getelementptr inbounds nuw %struct.Particle, ptr %27, i32 0, i32 3, !dbg !30
  %29 = load i32, ptr %28, align 4, !dbg !31
  %30 = add nsw i32 %29, 1, !dbg !31
  store i32 %30, ptr %28, align 4, !dbg !31
  ret void, !dbg !32
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local ptx_kernel void @m24_struct_local(ptr noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %3) #1 !dbg !33 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca %struct.Particle, align 4
  %11 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store ptr %2, ptr %7, align 8
  store i32 %3, ptr %8, align 4
  %12 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !34
  %13 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !35
  %14 = mul nsw i32 %12, %13, !dbg !36
  %15 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !37
  %16 = add nsw i32 %14, %15, !dbg !38
  store i32 %16, ptr %9, align 4, !dbg !39
  %17 = load i32, ptr %9, align 4, !dbg !40
  %18 = load i32, ptr %8, align 4, !dbg !41
  %19 = icmp sge i32 %17, %18, !dbg !42
  br i1 %19, label %20, label %21, !dbg !42

20:                                               ; preds = %4
  br label %64, !dbg !43

21:                                               ; preds = %4
  %22 = getelementptr inbounds nuw %struct.Particle, ptr %10, i32 0, i32 0, !dbg !44
  %23 = load ptr, ptr %5, align 8, !dbg !45
  %24 = load i32, ptr %9, align 4, !dbg !46
  %25 = sext i32 %24 to i64, !dbg !45
  %26 = getelementptr inbounds float, ptr %23, i64 %25, !dbg !45
  %27 = load float, ptr %26, align 4, !dbg !45
  store float %27, ptr %22, align 4, !dbg !44
  %28 = getelementptr inbounds nuw %struct.Particle, ptr %10, i32 0, i32 1, !dbg !44
  %29 = load ptr, ptr %5, align 8, !dbg !47
  %30 = load i32, ptr %9, align 4, !dbg !48
  %31 = sext i32 %30 to i64, !dbg !47
  %32 = getelementptr inbounds float, ptr %29, i64 %31, !dbg !47
  %33 = load float, ptr %32, align 4, !dbg !47
  %34 = fmul contract float %33, 2.000000e+00, !dbg !49
  store float %34, ptr %28, align 4, !dbg !44
  %35 = getelementptr inbounds nuw %struct.Particle, ptr %10, i32 0, i32 2, !dbg !44
  store float 1.000000e+00, ptr %35, align 4, !dbg !44
  %36 = getelementptr inbounds nuw %struct.Particle, ptr %10, i32 0, i32 3, !dbg !44
  %37 = load i32, ptr %9, align 4, !dbg !50
  store i32 %37, ptr %36, align 4, !dbg !44
  store i32 0, ptr %11, align 4, !dbg !51
  br label %38, !dbg !52

38:                                               ; preds = %42, %21
  %39 = load i32, ptr %11, align 4, !dbg !53
  %40 = icmp slt i32 %39, 4, !dbg !54
  br i1 %40, label %41, label %45, !dbg !55

41:                                               ; preds = %38
  call void @_Z4pushR8Particlef(ptr noundef nonnull align 4 dereferenceable(16) %10, float noundef 2.500000e-01) #3, !dbg !56
  br label %42, !dbg !56

42:                                               ; preds = %41
  %43 = load i32, ptr %11, align 4, !dbg !57
  %44 = add nsw i32 %43, 1, !dbg !57
  store i32 %44, ptr %11, align 4, !dbg !57
  br label %38, !dbg !55, !llvm.loop !58

45:                                               ; preds = %38
  %46 = getelementptr inbounds nuw %struct.Particle, ptr %10, i32 0, i32 0, !dbg !61
  %47 = load float, ptr %46, align 4, !dbg !61
  %48 = getelementptr inbounds nuw %struct.Particle, ptr %10, i32 0, i32 1, !dbg !62
  %49 = load float, ptr %48, align 4, !dbg !62
  %50 = fadd contract float %47, %49, !dbg !63
  %51 = getelementptr inbounds nuw %struct.Particle, ptr %10, i32 0, i32 2, !dbg !64
  %52 = load float, ptr %51, align 4, !dbg !64
  %53 = fadd contract float %50, %52, !dbg !65
  %54 = load ptr, ptr %6, align 8, !dbg !66
  %55 = load i32, ptr %9, align 4, !dbg !67
  %56 = sext i32 %55 to i64, !dbg !66
  %57 = getelementptr inbounds float, ptr %54, i64 %56, !dbg !66
  store float %53, ptr %57, align 4, !dbg !68
  %58 = getelementptr inbounds nuw %struct.Particle, ptr %10, i32 0, i32 3, !dbg !69
  %59 = load i32, ptr %58, align 4, !dbg !69
  %60 = load ptr, ptr %7, align 8, !dbg !70
  %61 = load i32, ptr %9, align 4, !dbg !71
  %62 = sext i32 %61 to i64, !dbg !70
  %63 = getelementptr inbounds i32, ptr %60, i64 %62, !dbg !70
  store i32 %59, ptr %63, align 4, !dbg !72
  br label %64, !dbg !73

64:                                               ; preds = %45, %20
  ret void, !dbg !73
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

attributes #0 = { convergent mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #1 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6}
!llvm.ident = !{!7}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "m24_struct_local.cu", directory: "/work/wt/mid24/tools/capture/clang_kernels")
!2 = !{i32 7, !"Dwarf Version", i32 2}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!6 = !{i32 7, !"frame-pointer", i32 2}
!7 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!8 = distinct !DISubprogram(name: "push", scope: !1, file: !1, line: 4, type: !9, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!9 = !DISubroutineType(types: !10)
!10 = !{}
!11 = !DILocation(line: 4, column: 54, scope: !8)
!12 = !DILocation(line: 4, column: 59, scope: !8)
!13 = !{i64 4}
!14 = !DILocation(line: 4, column: 61, scope: !8)
!15 = !DILocation(line: 4, column: 57, scope: !8)
!16 = !DILocation(line: 4, column: 47, scope: !8)
!17 = !DILocation(line: 4, column: 49, scope: !8)
!18 = !DILocation(line: 4, column: 51, scope: !8)
!19 = !DILocation(line: 4, column: 71, scope: !8)
!20 = !DILocation(line: 4, column: 76, scope: !8)
!21 = !DILocation(line: 4, column: 78, scope: !8)
!22 = !DILocation(line: 4, column: 74, scope: !8)
!23 = !DILocation(line: 4, column: 64, scope: !8)
!24 = !DILocation(line: 4, column: 66, scope: !8)
!25 = !DILocation(line: 4, column: 68, scope: !8)
!26 = !DILocation(line: 4, column: 81, scope: !8)
!27 = !DILocation(line: 4, column: 83, scope: !8)
!28 = !DILocation(line: 4, column: 85, scope: !8)
!29 = !DILocation(line: 4, column: 94, scope: !8)
!30 = !DILocation(line: 4, column: 96, scope: !8)
!31 = !DILocation(line: 4, column: 99, scope: !8)
!32 = !DILocation(line: 4, column: 105, scope: !8)
!33 = distinct !DISubprogram(name: "m24_struct_local", scope: !1, file: !1, line: 5, type: !9, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!34 = !DILocation(line: 6, column: 11, scope: !33)
!35 = !DILocation(line: 6, column: 24, scope: !33)
!36 = !DILocation(line: 6, column: 22, scope: !33)
!37 = !DILocation(line: 6, column: 37, scope: !33)
!38 = !DILocation(line: 6, column: 35, scope: !33)
!39 = !DILocation(line: 6, column: 7, scope: !33)
!40 = !DILocation(line: 7, column: 7, scope: !33)
!41 = !DILocation(line: 7, column: 12, scope: !33)
!42 = !DILocation(line: 7, column: 9, scope: !33)
!43 = !DILocation(line: 7, column: 15, scope: !33)
!44 = !DILocation(line: 8, column: 16, scope: !33)
!45 = !DILocation(line: 8, column: 17, scope: !33)
!46 = !DILocation(line: 8, column: 20, scope: !33)
!47 = !DILocation(line: 8, column: 24, scope: !33)
!48 = !DILocation(line: 8, column: 27, scope: !33)
!49 = !DILocation(line: 8, column: 30, scope: !33)
!50 = !DILocation(line: 8, column: 44, scope: !33)
!51 = !DILocation(line: 9, column: 12, scope: !33)
!52 = !DILocation(line: 9, column: 8, scope: !33)
!53 = !DILocation(line: 9, column: 19, scope: !33)
!54 = !DILocation(line: 9, column: 21, scope: !33)
!55 = !DILocation(line: 9, column: 3, scope: !33)
!56 = !DILocation(line: 9, column: 31, scope: !33)
!57 = !DILocation(line: 9, column: 26, scope: !33)
!58 = distinct !{!58, !55, !59, !60}
!59 = !DILocation(line: 9, column: 44, scope: !33)
!60 = !{!"llvm.loop.mustprogress"}
!61 = !DILocation(line: 10, column: 14, scope: !33)
!62 = !DILocation(line: 10, column: 20, scope: !33)
!63 = !DILocation(line: 10, column: 16, scope: !33)
!64 = !DILocation(line: 10, column: 26, scope: !33)
!65 = !DILocation(line: 10, column: 22, scope: !33)
!66 = !DILocation(line: 10, column: 3, scope: !33)
!67 = !DILocation(line: 10, column: 7, scope: !33)
!68 = !DILocation(line: 10, column: 10, scope: !33)
!69 = !DILocation(line: 11, column: 14, scope: !33)
!70 = !DILocation(line: 11, column: 3, scope: !33)
!71 = !DILocation(line: 11, column: 7, scope: !33)
!72 = !DILocation(line: 11, column: 10, scope: !33)
!73 = !DILocation(line: 12, column: 1, scope: !33)
