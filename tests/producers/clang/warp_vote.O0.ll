; ModuleID = 'warp_vote.cu'
source_filename = "warp_vote.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local ptx_kernel void @warp_ops(ptr noundef %0, ptr noundef %1, ptr noundef %2) #0 !dbg !8 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca float, align 4
  %17 = alloca float, align 4
  %18 = alloca float, align 4
  %19 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  %20 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !11
  store i32 %20, ptr %7, align 4, !dbg !12
  %21 = load ptr, ptr %4, align 8, !dbg !13
  %22 = load i32, ptr %7, align 4, !dbg !14
  %23 = sext i32 %22 to i64, !dbg !13
  %24 = getelementptr inbounds i32, ptr %21, i64 %23, !dbg !13
  %25 = load i32, ptr %24, align 4, !dbg !13
  store i32 %25, ptr %8, align 4, !dbg !15
  %26 = call i32 @llvm.nvvm.activemask(), !dbg !16
  store i32 %26, ptr %9, align 4, !dbg !17
  %27 = load i32, ptr %9, align 4, !dbg !18
  %28 = load i32, ptr %8, align 4, !dbg !19
  %29 = icmp sgt i32 %28, 0, !dbg !20
  %30 = call i32 @llvm.nvvm.vote.ballot.sync(i32 %27, i1 %29), !dbg !21
  store i32 %30, ptr %10, align 4, !dbg !22
  %31 = load i32, ptr %9, align 4, !dbg !23
  %32 = load i32, ptr %8, align 4, !dbg !24
  %33 = icmp ne i32 %32, 0, !dbg !25
  %34 = call i1 @llvm.nvvm.vote.all.sync(i32 %31, i1 %33), !dbg !26
  %35 = zext i1 %34 to i32, !dbg !26
  store i32 %35, ptr %11, align 4, !dbg !27
  %36 = load i32, ptr %9, align 4, !dbg !28
  %37 = load i32, ptr %8, align 4, !dbg !29
  %38 = icmp slt i32 %37, 0, !dbg !30
  %39 = call i1 @llvm.nvvm.vote.any.sync(i32 %36, i1 %38), !dbg !31
  %40 = zext i1 %39 to i32, !dbg !31
  store i32 %40, ptr %12, align 4, !dbg !32
  %41 = load i32, ptr %8, align 4, !dbg !33
  store i32 %41, ptr %13, align 4, !dbg !34
  store i32 16, ptr %14, align 4, !dbg !35
  br label %42, !dbg !36

42:                                               ; preds = %51, %3
  %43 = load i32, ptr %14, align 4, !dbg !37
  %44 = icmp sgt i32 %43, 0, !dbg !38
  br i1 %44, label %45, label %54, !dbg !39

45:                                               ; preds = %42
  %46 = load i32, ptr %13, align 4, !dbg !40
  %47 = load i32, ptr %14, align 4, !dbg !41
  %48 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %46, i32 %47, i32 31), !dbg !42
  %49 = load i32, ptr %13, align 4, !dbg !43
  %50 = add nsw i32 %49, %48, !dbg !43
  store i32 %50, ptr %13, align 4, !dbg !43
  br label %51, !dbg !44

51:                                               ; preds = %45
  %52 = load i32, ptr %14, align 4, !dbg !45
  %53 = ashr i32 %52, 1, !dbg !45
  store i32 %53, ptr %14, align 4, !dbg !45
  br label %42, !dbg !39, !llvm.loop !46

54:                                               ; preds = %42
  %55 = load i32, ptr %8, align 4, !dbg !49
  %56 = call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %55, i32 1, i32 0), !dbg !50
  store i32 %56, ptr %15, align 4, !dbg !51
  %57 = load i32, ptr %8, align 4, !dbg !52
  %58 = sitofp i32 %57 to float, !dbg !52
  store float %58, ptr %16, align 4, !dbg !53
  %59 = load float, ptr %16, align 4, !dbg !54
  %60 = call contract float @llvm.nvvm.shfl.sync.idx.f32(i32 -1, float %59, i32 0, i32 31), !dbg !55
  store float %60, ptr %17, align 4, !dbg !56
  %61 = load float, ptr %16, align 4, !dbg !57
  %62 = call contract float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %61, i32 2, i32 31), !dbg !58
  store float %62, ptr %18, align 4, !dbg !59
  %63 = load i32, ptr %9, align 4, !dbg !60
  %64 = load i32, ptr %8, align 4, !dbg !61
  %65 = and i32 %64, 3, !dbg !62
  %66 = call i32 @llvm.nvvm.match.any.sync.i32(i32 %63, i32 %65), !dbg !63
  store i32 %66, ptr %19, align 4, !dbg !64
  %67 = load i32, ptr %13, align 4, !dbg !65
  %68 = load i32, ptr %15, align 4, !dbg !66
  %69 = add nsw i32 %67, %68, !dbg !67
  %70 = load i32, ptr %10, align 4, !dbg !68
  %71 = call i32 @llvm.ctpop.i32(i32 %70), !dbg !69
  %72 = add nsw i32 %69, %71, !dbg !70
  %73 = load i32, ptr %11, align 4, !dbg !71
  %74 = mul nsw i32 %73, 2, !dbg !72
  %75 = add nsw i32 %72, %74, !dbg !73
  %76 = load i32, ptr %12, align 4, !dbg !74
  %77 = mul nsw i32 %76, 4, !dbg !75
  %78 = add nsw i32 %75, %77, !dbg !76
  %79 = load i32, ptr %19, align 4, !dbg !77
  %80 = or i32 %79, 1, !dbg !78
  %81 = call i32 @llvm.ctlz.i32(i32 %80, i1 true), !dbg !79
  %82 = add nsw i32 %78, %81, !dbg !80
  %83 = load ptr, ptr %5, align 8, !dbg !81
  %84 = load i32, ptr %7, align 4, !dbg !82
  %85 = sext i32 %84 to i64, !dbg !81
  %86 = getelementptr inbounds i32, ptr %83, i64 %85, !dbg !81
  store i32 %82, ptr %86, align 4, !dbg !83
  %87 = load float, ptr %17, align 4, !dbg !84
  %88 = load float, ptr %18, align 4, !dbg !85
  %89 = fadd contract float %87, %88, !dbg !86
  %90 = load ptr, ptr %6, align 8, !dbg !87
  %91 = load i32, ptr %7, align 4, !dbg !88
  %92 = sext i32 %91 to i64, !dbg !87
  %93 = getelementptr inbounds float, ptr %90, i64 %92, !dbg !87
  store float %89, ptr %93, align 4, !dbg !89
  ret void, !dbg !90
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.activemask() #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1) #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i1 @llvm.nvvm.vote.all.sync(i32, i1) #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i1 @llvm.nvvm.vote.any.sync(i32, i1) #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.up.i32(i32, i32, i32, i32) #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.idx.f32(i32, float, i32, i32) #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.down.f32(i32, float, i32, i32) #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.match.any.sync.i32(i32, i32) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctlz.i32(i32, i1 immarg) #1

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #3 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6}
!llvm.ident = !{!7}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "warp_vote.cu", directory: "/work/wt/llir25/tools/capture/clang_kernels")
!2 = !{i32 7, !"Dwarf Version", i32 2}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!6 = !{i32 7, !"frame-pointer", i32 2}
!7 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!8 = distinct !DISubprogram(name: "warp_ops", scope: !1, file: !1, line: 4, type: !9, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!9 = !DISubroutineType(types: !10)
!10 = !{}
!11 = !DILocation(line: 5, column: 11, scope: !8)
!12 = !DILocation(line: 5, column: 7, scope: !8)
!13 = !DILocation(line: 6, column: 11, scope: !8)
!14 = !DILocation(line: 6, column: 14, scope: !8)
!15 = !DILocation(line: 6, column: 7, scope: !8)
!16 = !DILocation(line: 7, column: 19, scope: !8)
!17 = !DILocation(line: 7, column: 12, scope: !8)
!18 = !DILocation(line: 8, column: 45, scope: !8)
!19 = !DILocation(line: 8, column: 51, scope: !8)
!20 = !DILocation(line: 8, column: 53, scope: !8)
!21 = !DILocation(line: 8, column: 21, scope: !8)
!22 = !DILocation(line: 8, column: 12, scope: !8)
!23 = !DILocation(line: 9, column: 34, scope: !8)
!24 = !DILocation(line: 9, column: 40, scope: !8)
!25 = !DILocation(line: 9, column: 42, scope: !8)
!26 = !DILocation(line: 9, column: 13, scope: !8)
!27 = !DILocation(line: 9, column: 7, scope: !8)
!28 = !DILocation(line: 10, column: 34, scope: !8)
!29 = !DILocation(line: 10, column: 40, scope: !8)
!30 = !DILocation(line: 10, column: 42, scope: !8)
!31 = !DILocation(line: 10, column: 13, scope: !8)
!32 = !DILocation(line: 10, column: 7, scope: !8)
!33 = !DILocation(line: 11, column: 11, scope: !8)
!34 = !DILocation(line: 11, column: 7, scope: !8)
!35 = !DILocation(line: 12, column: 12, scope: !8)
!36 = !DILocation(line: 12, column: 8, scope: !8)
!37 = !DILocation(line: 12, column: 22, scope: !8)
!38 = !DILocation(line: 12, column: 26, scope: !8)
!39 = !DILocation(line: 12, column: 3, scope: !8)
!40 = !DILocation(line: 12, column: 85, scope: !8)
!41 = !DILocation(line: 12, column: 88, scope: !8)
!42 = !DILocation(line: 12, column: 47, scope: !8)
!43 = !DILocation(line: 12, column: 44, scope: !8)
!44 = !DILocation(line: 12, column: 42, scope: !8)
!45 = !DILocation(line: 12, column: 35, scope: !8)
!46 = distinct !{!46, !39, !47, !48}
!47 = !DILocation(line: 12, column: 95, scope: !8)
!48 = !{!"llvm.loop.mustprogress"}
!49 = !DILocation(line: 13, column: 48, scope: !8)
!50 = !DILocation(line: 13, column: 12, scope: !8)
!51 = !DILocation(line: 13, column: 7, scope: !8)
!52 = !DILocation(line: 14, column: 20, scope: !8)
!53 = !DILocation(line: 14, column: 9, scope: !8)
!54 = !DILocation(line: 15, column: 50, scope: !8)
!55 = !DILocation(line: 15, column: 13, scope: !8)
!56 = !DILocation(line: 15, column: 9, scope: !8)
!57 = !DILocation(line: 16, column: 51, scope: !8)
!58 = !DILocation(line: 16, column: 13, scope: !8)
!59 = !DILocation(line: 16, column: 9, scope: !8)
!60 = !DILocation(line: 17, column: 45, scope: !8)
!61 = !DILocation(line: 17, column: 51, scope: !8)
!62 = !DILocation(line: 17, column: 53, scope: !8)
!63 = !DILocation(line: 17, column: 19, scope: !8)
!64 = !DILocation(line: 17, column: 12, scope: !8)
!65 = !DILocation(line: 18, column: 12, scope: !8)
!66 = !DILocation(line: 18, column: 16, scope: !8)
!67 = !DILocation(line: 18, column: 14, scope: !8)
!68 = !DILocation(line: 18, column: 40, scope: !8)
!69 = !DILocation(line: 18, column: 21, scope: !8)
!70 = !DILocation(line: 18, column: 19, scope: !8)
!71 = !DILocation(line: 18, column: 50, scope: !8)
!72 = !DILocation(line: 18, column: 54, scope: !8)
!73 = !DILocation(line: 18, column: 48, scope: !8)
!74 = !DILocation(line: 18, column: 60, scope: !8)
!75 = !DILocation(line: 18, column: 64, scope: !8)
!76 = !DILocation(line: 18, column: 58, scope: !8)
!77 = !DILocation(line: 18, column: 84, scope: !8)
!78 = !DILocation(line: 18, column: 89, scope: !8)
!79 = !DILocation(line: 18, column: 70, scope: !8)
!80 = !DILocation(line: 18, column: 68, scope: !8)
!81 = !DILocation(line: 18, column: 3, scope: !8)
!82 = !DILocation(line: 18, column: 7, scope: !8)
!83 = !DILocation(line: 18, column: 10, scope: !8)
!84 = !DILocation(line: 19, column: 13, scope: !8)
!85 = !DILocation(line: 19, column: 17, scope: !8)
!86 = !DILocation(line: 19, column: 15, scope: !8)
!87 = !DILocation(line: 19, column: 3, scope: !8)
!88 = !DILocation(line: 19, column: 8, scope: !8)
!89 = !DILocation(line: 19, column: 11, scope: !8)
!90 = !DILocation(line: 20, column: 1, scope: !8)
