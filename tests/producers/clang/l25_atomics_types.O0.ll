; ModuleID = 'l25_atomics_types.cu'
source_filename = "l25_atomics_types.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ13atomics_typesE2sh = internal addrspace(3) global [32 x i32] undef, align 4

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local noundef float @_Z16atomic_max_floatPff(ptr noundef %0, float noundef %1) #0 !dbg !8 {
  %3 = alloca ptr, align 8
  %4 = alloca float, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca float, align 4
  store ptr %0, ptr %3, align 8
  store float %1, ptr %4, align 4
  %9 = load ptr, ptr %3, align 8, !dbg !11
  store ptr %9, ptr %5, align 8, !dbg !12
  %10 = load ptr, ptr %5, align 8, !dbg !13
  %11 = load i32, ptr %10, align 4, !dbg !14
  store i32 %11, ptr %6, align 4, !dbg !15
  br label %12, !dbg !16

12:                                               ; preds = %25, %2
  %13 = load i32, ptr %6, align 4, !dbg !17
  store i32 %13, ptr %7, align 4, !dbg !18
  %14 = load float, ptr %7, align 4, !dbg !19
  store float %14, ptr %8, align 4, !dbg !20
  %15 = load float, ptr %8, align 4, !dbg !21
  %16 = load float, ptr %4, align 4, !dbg !22
  %17 = fcmp contract oge float %15, %16, !dbg !23
  br i1 %17, label %18, label %19, !dbg !23

18:                                               ; preds = %12
  br label %29, !dbg !24

19:                                               ; preds = %12
  %20 = load ptr, ptr %5, align 8, !dbg !25
  %21 = load i32, ptr %7, align 4, !dbg !26
  %22 = load i32, ptr %4, align 4, !dbg !27
  %23 = cmpxchg ptr %20, i32 %21, i32 %22 seq_cst seq_cst, align 4, !dbg !28
  %24 = extractvalue { i32, i1 } %23, 0, !dbg !28
  store i32 %24, ptr %6, align 4, !dbg !29
  br label %25, !dbg !30

25:                                               ; preds = %19
  %26 = load i32, ptr %6, align 4, !dbg !31
  %27 = load i32, ptr %7, align 4, !dbg !32
  %28 = icmp ne i32 %26, %27, !dbg !33
  br i1 %28, label %12, label %29, !dbg !30, !llvm.loop !34

29:                                               ; preds = %25, %18
  %30 = load float, ptr %6, align 4, !dbg !37
  ret float %30, !dbg !38
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local ptx_kernel void @atomics_types(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef %4, ptr noundef %5, ptr noundef %6, ptr noundef %7, ptr noundef %8) #1 !dbg !39 {
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
  %12 = alloca ptr, align 8
  %13 = alloca ptr, align 8
  %14 = alloca ptr, align 8
  %15 = alloca ptr, align 8
  %16 = alloca ptr, align 8
  %17 = alloca ptr, align 8
  %18 = alloca ptr, align 8
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  %23 = alloca i32, align 4
  %24 = alloca i64, align 8
  %25 = alloca i64, align 8
  %26 = alloca i32, align 4
  %27 = alloca i32, align 4
  %28 = alloca i32, align 4
  %29 = alloca i32, align 4
  %30 = alloca i64, align 8
  %31 = alloca i64, align 8
  %32 = alloca i64, align 8
  %33 = alloca i64, align 8
  %34 = alloca i32, align 4
  %35 = alloca i32, align 4
  %36 = alloca i64, align 8
  %37 = alloca i64, align 8
  %38 = alloca i32, align 4
  %39 = alloca i32, align 4
  %40 = alloca float, align 4
  %41 = alloca float, align 4
  %42 = alloca ptr, align 8
  %43 = alloca ptr, align 8
  %44 = alloca ptr, align 8
  %45 = alloca i16, align 2
  %46 = alloca i16, align 2
  %47 = alloca i8, align 1
  %48 = alloca i32, align 4
  %49 = alloca i8, align 1
  %50 = alloca i32, align 4
  %51 = alloca i8, align 1
  %52 = alloca i32, align 4
  %53 = alloca i32, align 4
  %54 = alloca i32, align 4
  %55 = alloca i32, align 4
  %56 = alloca i32, align 4
  store ptr %0, ptr %10, align 8
  store ptr %1, ptr %11, align 8
  store ptr %2, ptr %12, align 8
  store ptr %3, ptr %13, align 8
  store ptr %4, ptr %14, align 8
  store ptr %5, ptr %15, align 8
  store ptr %6, ptr %16, align 8
  store ptr %7, ptr %17, align 8
  store ptr %8, ptr %18, align 8
  %57 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !40
  store i32 %57, ptr %19, align 4, !dbg !41
  %58 = load i32, ptr %19, align 4, !dbg !42
  %59 = and i32 %58, 31, !dbg !43
  %60 = sext i32 %59 to i64, !dbg !44
  %61 = getelementptr inbounds [32 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ13atomics_typesE2sh to ptr), i64 0, i64 %60, !dbg !44
  store i32 0, ptr %61, align 4, !dbg !45
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !46
  %62 = load ptr, ptr %10, align 8, !dbg !47
  %63 = getelementptr inbounds i32, ptr %62, i64 0, !dbg !47
  %64 = load i32, ptr %19, align 4, !dbg !48
  store i32 %64, ptr %20, align 4, !dbg !49
  %65 = load i32, ptr %20, align 4, !dbg !49
  %66 = atomicrmw add ptr %63, i32 %65 monotonic, align 4, !dbg !49
  store i32 %66, ptr %21, align 4, !dbg !49
  %67 = load i32, ptr %21, align 4, !dbg !49
  %68 = load ptr, ptr %11, align 8, !dbg !50
  %69 = getelementptr inbounds i32, ptr %68, i64 0, !dbg !50
  store i32 3, ptr %22, align 4, !dbg !51
  %70 = load i32, ptr %22, align 4, !dbg !51
  %71 = atomicrmw add ptr %69, i32 %70 acq_rel, align 4, !dbg !51
  store i32 %71, ptr %23, align 4, !dbg !51
  %72 = load i32, ptr %23, align 4, !dbg !51
  %73 = load ptr, ptr %12, align 8, !dbg !52
  %74 = getelementptr inbounds i64, ptr %73, i64 0, !dbg !52
  %75 = load i32, ptr %19, align 4, !dbg !53
  %76 = sext i32 %75 to i64, !dbg !53
  store i64 %76, ptr %24, align 8, !dbg !54
  %77 = load i64, ptr %24, align 8, !dbg !54
  %78 = atomicrmw add ptr %74, i64 %77 seq_cst, align 8, !dbg !54
  store i64 %78, ptr %25, align 8, !dbg !54
  %79 = load i64, ptr %25, align 8, !dbg !54
  %80 = load ptr, ptr %14, align 8, !dbg !55
  %81 = getelementptr inbounds float, ptr %80, i64 0, !dbg !55
  %82 = atomicrmw fadd ptr %81, float 1.500000e+00 seq_cst, align 4, !dbg !56
  %83 = load ptr, ptr %15, align 8, !dbg !57
  %84 = getelementptr inbounds double, ptr %83, i64 0, !dbg !57
  %85 = atomicrmw fadd ptr %84, double 2.500000e+00 seq_cst, align 8, !dbg !58
  %86 = load ptr, ptr %10, align 8, !dbg !59
  %87 = getelementptr inbounds i32, ptr %86, i64 1, !dbg !59
  %88 = load i32, ptr %19, align 4, !dbg !60
  store i32 %88, ptr %26, align 4, !dbg !61
  %89 = load i32, ptr %26, align 4, !dbg !61
  %90 = atomicrmw min ptr %87, i32 %89 monotonic, align 4, !dbg !61
  store i32 %90, ptr %27, align 4, !dbg !61
  %91 = load i32, ptr %27, align 4, !dbg !61
  %92 = load ptr, ptr %11, align 8, !dbg !62
  %93 = getelementptr inbounds i32, ptr %92, i64 1, !dbg !62
  %94 = load i32, ptr %19, align 4, !dbg !63
  store i32 %94, ptr %28, align 4, !dbg !64
  %95 = load i32, ptr %28, align 4, !dbg !64
  %96 = atomicrmw umax ptr %93, i32 %95 monotonic, align 4, !dbg !64
  store i32 %96, ptr %29, align 4, !dbg !64
  %97 = load i32, ptr %29, align 4, !dbg !64
  %98 = load ptr, ptr %12, align 8, !dbg !65
  %99 = getelementptr inbounds i64, ptr %98, i64 1, !dbg !65
  %100 = load i32, ptr %19, align 4, !dbg !66
  %101 = sext i32 %100 to i64, !dbg !66
  %102 = sub nsw i64 0, %101, !dbg !67
  store i64 %102, ptr %30, align 8, !dbg !68
  %103 = load i64, ptr %30, align 8, !dbg !68
  %104 = atomicrmw min ptr %99, i64 %103 monotonic, align 8, !dbg !68
  store i64 %104, ptr %31, align 8, !dbg !68
  %105 = load i64, ptr %31, align 8, !dbg !68
  %106 = load ptr, ptr %13, align 8, !dbg !69
  %107 = getelementptr inbounds i64, ptr %106, i64 1, !dbg !69
  %108 = load i32, ptr %19, align 4, !dbg !70
  %109 = sext i32 %108 to i64, !dbg !70
  store i64 %109, ptr %32, align 8, !dbg !71
  %110 = load i64, ptr %32, align 8, !dbg !71
  %111 = atomicrmw umax ptr %107, i64 %110 monotonic, align 8, !dbg !71
  store i64 %111, ptr %33, align 8, !dbg !71
  %112 = load i64, ptr %33, align 8, !dbg !71
  %113 = load ptr, ptr %11, align 8, !dbg !72
  %114 = getelementptr inbounds i32, ptr %113, i64 2, !dbg !72
  store i32 240, ptr %34, align 4, !dbg !73
  %115 = load i32, ptr %34, align 4, !dbg !73
  %116 = atomicrmw and ptr %114, i32 %115 monotonic, align 4, !dbg !73
  store i32 %116, ptr %35, align 4, !dbg !73
  %117 = load i32, ptr %35, align 4, !dbg !73
  %118 = load ptr, ptr %13, align 8, !dbg !74
  %119 = getelementptr inbounds i64, ptr %118, i64 2, !dbg !74
  %120 = load i32, ptr %19, align 4, !dbg !75
  %121 = and i32 %120, 63, !dbg !76
  %122 = zext i32 %121 to i64, !dbg !77
  %123 = shl i64 1, %122, !dbg !77
  store i64 %123, ptr %36, align 8, !dbg !78
  %124 = load i64, ptr %36, align 8, !dbg !78
  %125 = atomicrmw or ptr %119, i64 %124 monotonic, align 8, !dbg !78
  store i64 %125, ptr %37, align 8, !dbg !78
  %126 = load i64, ptr %37, align 8, !dbg !78
  %127 = load ptr, ptr %10, align 8, !dbg !79
  %128 = getelementptr inbounds i32, ptr %127, i64 2, !dbg !79
  %129 = load i32, ptr %19, align 4, !dbg !80
  store i32 %129, ptr %38, align 4, !dbg !81
  %130 = load i32, ptr %38, align 4, !dbg !81
  %131 = atomicrmw xor ptr %128, i32 %130 release, align 4, !dbg !81
  store i32 %131, ptr %39, align 4, !dbg !81
  %132 = load i32, ptr %39, align 4, !dbg !81
  store float 0.000000e+00, ptr %40, align 4, !dbg !82
  %133 = load ptr, ptr %14, align 8, !dbg !83
  %134 = getelementptr inbounds float, ptr %133, i64 1, !dbg !83
  %135 = load i32, ptr %40, align 4, !dbg !84
  %136 = atomicrmw xchg ptr %134, i32 %135 acquire, align 4, !dbg !84
  store i32 %136, ptr %41, align 4, !dbg !84
  %137 = load ptr, ptr %17, align 8, !dbg !85
  %138 = getelementptr inbounds ptr, ptr %137, i64 0, !dbg !85
  %139 = load ptr, ptr %14, align 8, !dbg !86
  store ptr %139, ptr %43, align 8, !dbg !87
  %140 = load i64, ptr %43, align 8, !dbg !87
  %141 = atomicrmw xchg ptr %138, i64 %140 monotonic, align 8, !dbg !87
  store i64 %141, ptr %44, align 8, !dbg !87
  %142 = load ptr, ptr %44, align 8, !dbg !87
  store ptr %142, ptr %42, align 8, !dbg !88
  store i16 0, ptr %45, align 2, !dbg !89
  %143 = load ptr, ptr %16, align 8, !dbg !90
  %144 = getelementptr inbounds i16, ptr %143, i64 0, !dbg !90
  %145 = load i32, ptr %19, align 4, !dbg !91
  %146 = trunc i32 %145 to i16, !dbg !91
  store i16 %146, ptr %46, align 2, !dbg !92
  %147 = load i16, ptr %45, align 2, !dbg !92
  %148 = load i16, ptr %46, align 2, !dbg !92
  %149 = cmpxchg ptr %144, i16 %147, i16 %148 monotonic monotonic, align 2, !dbg !92
  %150 = extractvalue { i16, i1 } %149, 0, !dbg !92
  %151 = extractvalue { i16, i1 } %149, 1, !dbg !92
  br i1 %151, label %153, label %152, !dbg !92

152:                                              ; preds = %9
  store i16 %150, ptr %45, align 2, !dbg !92
  br label %153, !dbg !92

153:                                              ; preds = %152, %9
  %154 = zext i1 %151 to i8, !dbg !92
  store i8 %154, ptr %47, align 1, !dbg !92
  %155 = load i8, ptr %47, align 1, !dbg !92
  %156 = trunc i8 %155 to i1, !dbg !92
  store i32 0, ptr %48, align 4, !dbg !93
  %157 = load ptr, ptr %10, align 8, !dbg !94
  %158 = getelementptr inbounds i32, ptr %157, i64 3, !dbg !94
  %159 = load i32, ptr %19, align 4, !dbg !95
  store i32 %159, ptr %50, align 4, !dbg !96
  %160 = load i32, ptr %48, align 4, !dbg !96
  %161 = load i32, ptr %50, align 4, !dbg !96
  %162 = cmpxchg ptr %158, i32 %160, i32 %161 acq_rel acquire, align 4, !dbg !96
  %163 = extractvalue { i32, i1 } %162, 0, !dbg !96
  %164 = extractvalue { i32, i1 } %162, 1, !dbg !96
  br i1 %164, label %166, label %165, !dbg !96

165:                                              ; preds = %153
  store i32 %163, ptr %48, align 4, !dbg !96
  br label %166, !dbg !96

166:                                              ; preds = %165, %153
  %167 = zext i1 %164 to i8, !dbg !96
  store i8 %167, ptr %51, align 1, !dbg !96
  %168 = load i8, ptr %51, align 1, !dbg !96
  %169 = trunc i8 %168 to i1, !dbg !96
  %170 = zext i1 %169 to i8, !dbg !97
  store i8 %170, ptr %49, align 1, !dbg !97
  %171 = load ptr, ptr %10, align 8, !dbg !98
  %172 = getelementptr inbounds i32, ptr %171, i64 4, !dbg !98
  %173 = call i32 @llvm.nvvm.atomic.add.gen.i.cta.i32.p0(ptr %172, i32 1), !dbg !99
  %174 = load ptr, ptr %10, align 8, !dbg !100
  %175 = getelementptr inbounds i32, ptr %174, i64 5, !dbg !100
  %176 = call i32 @llvm.nvvm.atomic.add.gen.i.sys.i32.p0(ptr %175, i32 1), !dbg !101
  %177 = load i32, ptr %19, align 4, !dbg !102
  %178 = and i32 %177, 7, !dbg !103
  %179 = sext i32 %178 to i64, !dbg !104
  %180 = getelementptr inbounds [32 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ13atomics_typesE2sh to ptr), i64 0, i64 %179, !dbg !104
  store i32 1, ptr %52, align 4, !dbg !105
  %181 = load i32, ptr %52, align 4, !dbg !105
  %182 = atomicrmw add ptr %180, i32 %181 monotonic, align 4, !dbg !105
  store i32 %182, ptr %53, align 4, !dbg !105
  %183 = load i32, ptr %53, align 4, !dbg !105
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !106
  %184 = load i8, ptr %49, align 1, !dbg !107
  %185 = trunc i8 %184 to i1, !dbg !107
  br i1 %185, label %186, label %190, !dbg !107

186:                                              ; preds = %166
  %187 = load ptr, ptr %18, align 8, !dbg !108
  %188 = getelementptr inbounds i32, ptr %187, i64 0, !dbg !108
  store i32 1, ptr %54, align 4, !dbg !109
  %189 = load i32, ptr %54, align 4, !dbg !109
  store atomic i32 %189, ptr %188 release, align 4, !dbg !109
  br label %190, !dbg !109

190:                                              ; preds = %186, %166
  %191 = load ptr, ptr %18, align 8, !dbg !110
  %192 = getelementptr inbounds i32, ptr %191, i64 1, !dbg !110
  %193 = load atomic i32, ptr %192 acquire, align 4, !dbg !111
  store i32 %193, ptr %56, align 4, !dbg !111
  %194 = load i32, ptr %56, align 4, !dbg !111
  store i32 %194, ptr %55, align 4, !dbg !112
  %195 = load ptr, ptr %14, align 8, !dbg !113
  %196 = getelementptr inbounds float, ptr %195, i64 2, !dbg !113
  %197 = load float, ptr %41, align 4, !dbg !114
  %198 = call contract noundef float @_Z16atomic_max_floatPff(ptr noundef %196, float noundef %197) #5, !dbg !115
  %199 = load ptr, ptr %42, align 8, !dbg !116
  %200 = icmp ne ptr %199, null, !dbg !116
  %201 = zext i1 %200 to i64, !dbg !116
  %202 = select contract i1 %200, float 1.000000e+00, float 0.000000e+00, !dbg !116
  %203 = fadd contract float %198, %202, !dbg !117
  %204 = load i32, ptr %55, align 4, !dbg !118
  %205 = load i32, ptr %19, align 4, !dbg !119
  %206 = and i32 %205, 31, !dbg !120
  %207 = sext i32 %206 to i64, !dbg !121
  %208 = getelementptr inbounds [32 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ13atomics_typesE2sh to ptr), i64 0, i64 %207, !dbg !121
  %209 = load i32, ptr %208, align 4, !dbg !121
  %210 = add nsw i32 %204, %209, !dbg !122
  %211 = sitofp i32 %210 to float, !dbg !123
  %212 = fadd contract float %203, %211, !dbg !124
  %213 = load i16, ptr %45, align 2, !dbg !125
  %214 = uitofp i16 %213 to float, !dbg !125
  %215 = fadd contract float %212, %214, !dbg !126
  %216 = load ptr, ptr %14, align 8, !dbg !127
  %217 = load i32, ptr %19, align 4, !dbg !128
  %218 = add nsw i32 2, %217, !dbg !129
  %219 = sext i32 %218 to i64, !dbg !127
  %220 = getelementptr inbounds float, ptr %216, i64 %219, !dbg !127
  store float %215, ptr %220, align 4, !dbg !130
  ret void, !dbg !131
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #3

; Function Attrs: nocallback nounwind memory(argmem: readwrite)
declare i32 @llvm.nvvm.atomic.add.gen.i.cta.i32.p0(ptr captures(none), i32) #4

; Function Attrs: nocallback nounwind memory(argmem: readwrite)
declare i32 @llvm.nvvm.atomic.add.gen.i.sys.i32.p0(ptr captures(none), i32) #4

attributes #0 = { convergent mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #1 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { nocallback nounwind memory(argmem: readwrite) }
attributes #5 = { convergent nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6}
!llvm.ident = !{!7}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "l25_atomics_types.cu", directory: "/work/wt/llir25/tools/capture/clang_kernels")
!2 = !{i32 7, !"Dwarf Version", i32 2}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!6 = !{i32 7, !"frame-pointer", i32 2}
!7 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!8 = distinct !DISubprogram(name: "atomic_max_float", scope: !1, file: !1, line: 7, type: !9, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!9 = !DISubroutineType(types: !10)
!10 = !{}
!11 = !DILocation(line: 8, column: 19, scope: !8)
!12 = !DILocation(line: 8, column: 8, scope: !8)
!13 = !DILocation(line: 9, column: 14, scope: !8)
!14 = !DILocation(line: 9, column: 13, scope: !8)
!15 = !DILocation(line: 9, column: 7, scope: !8)
!16 = !DILocation(line: 10, column: 3, scope: !8)
!17 = !DILocation(line: 11, column: 15, scope: !8)
!18 = !DILocation(line: 11, column: 13, scope: !8)
!19 = !DILocation(line: 12, column: 17, scope: !8)
!20 = !DILocation(line: 12, column: 11, scope: !8)
!21 = !DILocation(line: 13, column: 9, scope: !8)
!22 = !DILocation(line: 13, column: 16, scope: !8)
!23 = !DILocation(line: 13, column: 13, scope: !8)
!24 = !DILocation(line: 13, column: 19, scope: !8)
!25 = !DILocation(line: 14, column: 33, scope: !8)
!26 = !DILocation(line: 14, column: 37, scope: !8)
!27 = !DILocation(line: 14, column: 46, scope: !8)
!28 = !DILocation(line: 14, column: 11, scope: !8)
!29 = !DILocation(line: 14, column: 9, scope: !8)
!30 = !DILocation(line: 15, column: 3, scope: !8)
!31 = !DILocation(line: 15, column: 12, scope: !8)
!32 = !DILocation(line: 15, column: 19, scope: !8)
!33 = !DILocation(line: 15, column: 16, scope: !8)
!34 = distinct !{!34, !16, !35, !36}
!35 = !DILocation(line: 15, column: 26, scope: !8)
!36 = !{!"llvm.loop.mustprogress"}
!37 = !DILocation(line: 16, column: 10, scope: !8)
!38 = !DILocation(line: 16, column: 3, scope: !8)
!39 = distinct !DISubprogram(name: "atomics_types", scope: !1, file: !1, line: 19, type: !9, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!40 = !DILocation(line: 22, column: 11, scope: !39)
!41 = !DILocation(line: 22, column: 7, scope: !39)
!42 = !DILocation(line: 23, column: 6, scope: !39)
!43 = !DILocation(line: 23, column: 8, scope: !39)
!44 = !DILocation(line: 23, column: 3, scope: !39)
!45 = !DILocation(line: 23, column: 14, scope: !39)
!46 = !DILocation(line: 24, column: 3, scope: !39)
!47 = !DILocation(line: 25, column: 23, scope: !39)
!48 = !DILocation(line: 25, column: 29, scope: !39)
!49 = !DILocation(line: 25, column: 3, scope: !39)
!50 = !DILocation(line: 26, column: 23, scope: !39)
!51 = !DILocation(line: 26, column: 3, scope: !39)
!52 = !DILocation(line: 27, column: 23, scope: !39)
!53 = !DILocation(line: 27, column: 41, scope: !39)
!54 = !DILocation(line: 27, column: 3, scope: !39)
!55 = !DILocation(line: 28, column: 26, scope: !39)
!56 = !DILocation(line: 28, column: 3, scope: !39)
!57 = !DILocation(line: 29, column: 26, scope: !39)
!58 = !DILocation(line: 29, column: 3, scope: !39)
!59 = !DILocation(line: 30, column: 23, scope: !39)
!60 = !DILocation(line: 30, column: 29, scope: !39)
!61 = !DILocation(line: 30, column: 3, scope: !39)
!62 = !DILocation(line: 31, column: 23, scope: !39)
!63 = !DILocation(line: 31, column: 39, scope: !39)
!64 = !DILocation(line: 31, column: 3, scope: !39)
!65 = !DILocation(line: 32, column: 23, scope: !39)
!66 = !DILocation(line: 32, column: 42, scope: !39)
!67 = !DILocation(line: 32, column: 30, scope: !39)
!68 = !DILocation(line: 32, column: 3, scope: !39)
!69 = !DILocation(line: 33, column: 23, scope: !39)
!70 = !DILocation(line: 33, column: 51, scope: !39)
!71 = !DILocation(line: 33, column: 3, scope: !39)
!72 = !DILocation(line: 34, column: 23, scope: !39)
!73 = !DILocation(line: 34, column: 3, scope: !39)
!74 = !DILocation(line: 35, column: 22, scope: !39)
!75 = !DILocation(line: 35, column: 39, scope: !39)
!76 = !DILocation(line: 35, column: 41, scope: !39)
!77 = !DILocation(line: 35, column: 35, scope: !39)
!78 = !DILocation(line: 35, column: 3, scope: !39)
!79 = !DILocation(line: 36, column: 23, scope: !39)
!80 = !DILocation(line: 36, column: 29, scope: !39)
!81 = !DILocation(line: 36, column: 3, scope: !39)
!82 = !DILocation(line: 37, column: 9, scope: !39)
!83 = !DILocation(line: 38, column: 22, scope: !39)
!84 = !DILocation(line: 38, column: 3, scope: !39)
!85 = !DILocation(line: 39, column: 39, scope: !39)
!86 = !DILocation(line: 39, column: 46, scope: !39)
!87 = !DILocation(line: 39, column: 18, scope: !39)
!88 = !DILocation(line: 39, column: 10, scope: !39)
!89 = !DILocation(line: 40, column: 18, scope: !39)
!90 = !DILocation(line: 41, column: 32, scope: !39)
!91 = !DILocation(line: 41, column: 65, scope: !39)
!92 = !DILocation(line: 41, column: 3, scope: !39)
!93 = !DILocation(line: 42, column: 7, scope: !39)
!94 = !DILocation(line: 43, column: 43, scope: !39)
!95 = !DILocation(line: 43, column: 58, scope: !39)
!96 = !DILocation(line: 43, column: 14, scope: !39)
!97 = !DILocation(line: 43, column: 8, scope: !39)
!98 = !DILocation(line: 44, column: 30, scope: !39)
!99 = !DILocation(line: 44, column: 3, scope: !39)
!100 = !DILocation(line: 45, column: 30, scope: !39)
!101 = !DILocation(line: 45, column: 3, scope: !39)
!102 = !DILocation(line: 46, column: 26, scope: !39)
!103 = !DILocation(line: 46, column: 28, scope: !39)
!104 = !DILocation(line: 46, column: 23, scope: !39)
!105 = !DILocation(line: 46, column: 3, scope: !39)
!106 = !DILocation(line: 47, column: 3, scope: !39)
!107 = !DILocation(line: 48, column: 7, scope: !39)
!108 = !DILocation(line: 48, column: 30, scope: !39)
!109 = !DILocation(line: 48, column: 12, scope: !39)
!110 = !DILocation(line: 49, column: 31, scope: !39)
!111 = !DILocation(line: 49, column: 14, scope: !39)
!112 = !DILocation(line: 49, column: 7, scope: !39)
!113 = !DILocation(line: 50, column: 32, scope: !39)
!114 = !DILocation(line: 50, column: 38, scope: !39)
!115 = !DILocation(line: 50, column: 14, scope: !39)
!116 = !DILocation(line: 50, column: 48, scope: !39)
!117 = !DILocation(line: 50, column: 45, scope: !39)
!118 = !DILocation(line: 50, column: 79, scope: !39)
!119 = !DILocation(line: 50, column: 89, scope: !39)
!120 = !DILocation(line: 50, column: 91, scope: !39)
!121 = !DILocation(line: 50, column: 86, scope: !39)
!122 = !DILocation(line: 50, column: 84, scope: !39)
!123 = !DILocation(line: 50, column: 78, scope: !39)
!124 = !DILocation(line: 50, column: 69, scope: !39)
!125 = !DILocation(line: 50, column: 107, scope: !39)
!126 = !DILocation(line: 50, column: 98, scope: !39)
!127 = !DILocation(line: 50, column: 3, scope: !39)
!128 = !DILocation(line: 50, column: 9, scope: !39)
!129 = !DILocation(line: 50, column: 7, scope: !39)
!130 = !DILocation(line: 50, column: 12, scope: !39)
!131 = !DILocation(line: 51, column: 1, scope: !39)
