; ModuleID = 'vec_types.cu'
source_filename = "vec_types.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local noundef <4 x float> @_Z5lerp4Dv4_fS_f(<4 x float> noundef %0, <4 x float> noundef %1, float noundef %2) #0 !dbg !8 {
  %4 = alloca <4 x float>, align 16
  %5 = alloca <4 x float>, align 16
  %6 = alloca float, align 4
  store <4 x float> %0, ptr %4, align 16
  store <4 x float> %1, ptr %5, align 16
  store float %2, ptr %6, align 4
  %7 = load <4 x float>, ptr %4, align 16, !dbg !11
  %8 = load <4 x float>, ptr %5, align 16, !dbg !12
  %9 = load <4 x float>, ptr %4, align 16, !dbg !13
  %10 = fsub contract <4 x float> %8, %9, !dbg !14
  %11 = load float, ptr %6, align 4, !dbg !15
  %12 = insertelement <4 x float> poison, float %11, i64 0, !dbg !15
  %13 = shufflevector <4 x float> %12, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !15
  %14 = fmul contract <4 x float> %10, %13, !dbg !16
  %15 = fadd contract <4 x float> %7, %14, !dbg !17
  ret <4 x float> %15, !dbg !18
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local ptx_kernel void @vectors(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef %4, ptr noundef %5, float noundef %6) #1 !dbg !19 {
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
  %12 = alloca ptr, align 8
  %13 = alloca ptr, align 8
  %14 = alloca float, align 4
  %15 = alloca i32, align 4
  %16 = alloca <4 x float>, align 16
  %17 = alloca <4 x float>, align 16
  %18 = alloca <4 x float>, align 16
  %19 = alloca <2 x i32>, align 8
  %20 = alloca <2 x double>, align 16
  %21 = alloca <2 x half>, align 4
  store ptr %0, ptr %8, align 8
  store ptr %1, ptr %9, align 8
  store ptr %2, ptr %10, align 8
  store ptr %3, ptr %11, align 8
  store ptr %4, ptr %12, align 8
  store ptr %5, ptr %13, align 8
  store float %6, ptr %14, align 4
  %22 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !20
  store i32 %22, ptr %15, align 4, !dbg !21
  %23 = load ptr, ptr %8, align 8, !dbg !22
  %24 = load i32, ptr %15, align 4, !dbg !23
  %25 = sext i32 %24 to i64, !dbg !24
  %26 = getelementptr inbounds <4 x float>, ptr %23, i64 %25, !dbg !24
  %27 = addrspacecast ptr %26 to ptr addrspace(1), !dbg !25
  %28 = load <4 x float>, ptr addrspace(1) %27, align 16, !dbg !25, !invariant.load !10
  store <4 x float> %28, ptr %16, align 16, !dbg !26
  %29 = load ptr, ptr %9, align 8, !dbg !27
  %30 = load i32, ptr %15, align 4, !dbg !28
  %31 = sext i32 %30 to i64, !dbg !27
  %32 = getelementptr inbounds <4 x float>, ptr %29, i64 %31, !dbg !27
  %33 = load <4 x float>, ptr %32, align 16, !dbg !27
  store <4 x float> %33, ptr %17, align 16, !dbg !29
  %34 = load <4 x float>, ptr %16, align 16, !dbg !30
  %35 = load <4 x float>, ptr %17, align 16, !dbg !31
  %36 = load float, ptr %14, align 4, !dbg !32
  %37 = call contract noundef <4 x float> @_Z5lerp4Dv4_fS_f(<4 x float> noundef %34, <4 x float> noundef %35, float noundef %36) #3, !dbg !33
  store <4 x float> %37, ptr %18, align 16, !dbg !34
  %38 = load <4 x float>, ptr %18, align 16, !dbg !35
  %39 = shufflevector <4 x float> %38, <4 x float> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>, !dbg !35
  %40 = load <4 x float>, ptr %18, align 16, !dbg !36
  %41 = extractelement <4 x float> %40, i64 0, !dbg !36
  %42 = insertelement <4 x float> poison, float %41, i64 0, !dbg !37
  %43 = shufflevector <4 x float> %42, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !37
  %44 = fadd contract <4 x float> %39, %43, !dbg !38
  %45 = load ptr, ptr %10, align 8, !dbg !39
  %46 = load i32, ptr %15, align 4, !dbg !40
  %47 = sext i32 %46 to i64, !dbg !39
  %48 = getelementptr inbounds <4 x float>, ptr %45, i64 %47, !dbg !39
  store <4 x float> %44, ptr %48, align 16, !dbg !41
  %49 = load ptr, ptr %11, align 8, !dbg !42
  %50 = load i32, ptr %15, align 4, !dbg !43
  %51 = sext i32 %50 to i64, !dbg !42
  %52 = getelementptr inbounds <2 x i32>, ptr %49, i64 %51, !dbg !42
  %53 = load <2 x i32>, ptr %52, align 8, !dbg !42
  store <2 x i32> %53, ptr %19, align 8, !dbg !44
  %54 = load <2 x i32>, ptr %19, align 8, !dbg !45
  %55 = shufflevector <2 x i32> %54, <2 x i32> poison, <2 x i32> <i32 1, i32 0>, !dbg !45
  %56 = mul <2 x i32> %55, splat (i32 2), !dbg !46
  %57 = load i32, ptr %15, align 4, !dbg !47
  %58 = insertelement <2 x i32> poison, i32 %57, i64 0, !dbg !48
  %59 = shufflevector <2 x i32> %58, <2 x i32> poison, <2 x i32> zeroinitializer, !dbg !48
  %60 = add <2 x i32> %56, %59, !dbg !49
  %61 = load ptr, ptr %11, align 8, !dbg !50
  %62 = load i32, ptr %15, align 4, !dbg !51
  %63 = sext i32 %62 to i64, !dbg !50
  %64 = getelementptr inbounds <2 x i32>, ptr %61, i64 %63, !dbg !50
  store <2 x i32> %60, ptr %64, align 8, !dbg !52
  %65 = load ptr, ptr %12, align 8, !dbg !53
  %66 = load i32, ptr %15, align 4, !dbg !54
  %67 = sext i32 %66 to i64, !dbg !53
  %68 = getelementptr inbounds <2 x double>, ptr %65, i64 %67, !dbg !53
  %69 = load <2 x double>, ptr %68, align 16, !dbg !53
  store <2 x double> %69, ptr %20, align 16, !dbg !55
  %70 = load <2 x double>, ptr %20, align 16, !dbg !56
  %71 = load <2 x double>, ptr %20, align 16, !dbg !57
  %72 = shufflevector <2 x double> %71, <2 x double> poison, <2 x i32> <i32 1, i32 0>, !dbg !57
  %73 = fmul contract <2 x double> %70, %72, !dbg !58
  %74 = load ptr, ptr %12, align 8, !dbg !59
  %75 = load i32, ptr %15, align 4, !dbg !60
  %76 = sext i32 %75 to i64, !dbg !59
  %77 = getelementptr inbounds <2 x double>, ptr %74, i64 %76, !dbg !59
  store <2 x double> %73, ptr %77, align 16, !dbg !61
  %78 = load ptr, ptr %13, align 8, !dbg !62
  %79 = load i32, ptr %15, align 4, !dbg !63
  %80 = sext i32 %79 to i64, !dbg !62
  %81 = getelementptr inbounds <2 x half>, ptr %78, i64 %80, !dbg !62
  %82 = load <2 x half>, ptr %81, align 4, !dbg !62
  store <2 x half> %82, ptr %21, align 4, !dbg !64
  %83 = load <2 x half>, ptr %21, align 4, !dbg !65
  %84 = load <2 x half>, ptr %21, align 4, !dbg !66
  %85 = fmul contract <2 x half> %83, %84, !dbg !67
  %86 = fadd contract <2 x half> %85, splat (half 0xH3C00), !dbg !68
  %87 = load ptr, ptr %13, align 8, !dbg !69
  %88 = load i32, ptr %15, align 4, !dbg !70
  %89 = sext i32 %88 to i64, !dbg !69
  %90 = getelementptr inbounds <2 x half>, ptr %87, i64 %89, !dbg !69
  store <2 x half> %86, ptr %90, align 4, !dbg !71
  ret void, !dbg !72
}

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
!1 = !DIFile(filename: "vec_types.cu", directory: "/work/wt/llir25/tools/capture/clang_kernels")
!2 = !{i32 7, !"Dwarf Version", i32 2}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!6 = !{i32 7, !"frame-pointer", i32 2}
!7 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!8 = distinct !DISubprogram(name: "lerp4", scope: !1, file: !1, line: 8, type: !9, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!9 = !DISubroutineType(types: !10)
!10 = !{}
!11 = !DILocation(line: 8, column: 66, scope: !8)
!12 = !DILocation(line: 8, column: 71, scope: !8)
!13 = !DILocation(line: 8, column: 75, scope: !8)
!14 = !DILocation(line: 8, column: 73, scope: !8)
!15 = !DILocation(line: 8, column: 80, scope: !8)
!16 = !DILocation(line: 8, column: 78, scope: !8)
!17 = !DILocation(line: 8, column: 68, scope: !8)
!18 = !DILocation(line: 8, column: 59, scope: !8)
!19 = distinct !DISubprogram(name: "vectors", scope: !1, file: !1, line: 9, type: !9, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!20 = !DILocation(line: 11, column: 11, scope: !19)
!21 = !DILocation(line: 11, column: 7, scope: !19)
!22 = !DILocation(line: 12, column: 29, scope: !19)
!23 = !DILocation(line: 12, column: 33, scope: !19)
!24 = !DILocation(line: 12, column: 31, scope: !19)
!25 = !DILocation(line: 12, column: 15, scope: !19)
!26 = !DILocation(line: 12, column: 11, scope: !19)
!27 = !DILocation(line: 13, column: 15, scope: !19)
!28 = !DILocation(line: 13, column: 17, scope: !19)
!29 = !DILocation(line: 13, column: 11, scope: !19)
!30 = !DILocation(line: 14, column: 21, scope: !19)
!31 = !DILocation(line: 14, column: 24, scope: !19)
!32 = !DILocation(line: 14, column: 27, scope: !19)
!33 = !DILocation(line: 14, column: 15, scope: !19)
!34 = !DILocation(line: 14, column: 11, scope: !19)
!35 = !DILocation(line: 15, column: 10, scope: !19)
!36 = !DILocation(line: 15, column: 29, scope: !19)
!37 = !DILocation(line: 15, column: 28, scope: !19)
!38 = !DILocation(line: 15, column: 17, scope: !19)
!39 = !DILocation(line: 15, column: 3, scope: !19)
!40 = !DILocation(line: 15, column: 5, scope: !19)
!41 = !DILocation(line: 15, column: 8, scope: !19)
!42 = !DILocation(line: 16, column: 13, scope: !19)
!43 = !DILocation(line: 16, column: 17, scope: !19)
!44 = !DILocation(line: 16, column: 9, scope: !19)
!45 = !DILocation(line: 17, column: 12, scope: !19)
!46 = !DILocation(line: 17, column: 17, scope: !19)
!47 = !DILocation(line: 17, column: 31, scope: !19)
!48 = !DILocation(line: 17, column: 30, scope: !19)
!49 = !DILocation(line: 17, column: 21, scope: !19)
!50 = !DILocation(line: 17, column: 3, scope: !19)
!51 = !DILocation(line: 17, column: 7, scope: !19)
!52 = !DILocation(line: 17, column: 10, scope: !19)
!53 = !DILocation(line: 18, column: 16, scope: !19)
!54 = !DILocation(line: 18, column: 18, scope: !19)
!55 = !DILocation(line: 18, column: 12, scope: !19)
!56 = !DILocation(line: 19, column: 10, scope: !19)
!57 = !DILocation(line: 19, column: 14, scope: !19)
!58 = !DILocation(line: 19, column: 12, scope: !19)
!59 = !DILocation(line: 19, column: 3, scope: !19)
!60 = !DILocation(line: 19, column: 5, scope: !19)
!61 = !DILocation(line: 19, column: 8, scope: !19)
!62 = !DILocation(line: 20, column: 14, scope: !19)
!63 = !DILocation(line: 20, column: 16, scope: !19)
!64 = !DILocation(line: 20, column: 10, scope: !19)
!65 = !DILocation(line: 21, column: 10, scope: !19)
!66 = !DILocation(line: 21, column: 14, scope: !19)
!67 = !DILocation(line: 21, column: 12, scope: !19)
!68 = !DILocation(line: 21, column: 16, scope: !19)
!69 = !DILocation(line: 21, column: 3, scope: !19)
!70 = !DILocation(line: 21, column: 5, scope: !19)
!71 = !DILocation(line: 21, column: 8, scope: !19)
!72 = !DILocation(line: 22, column: 1, scope: !19)
