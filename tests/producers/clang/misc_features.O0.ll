; ModuleID = 'misc_features.cu'
source_filename = "misc_features.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.V3 = type { float, float, float }
%printf_args = type { i32, double }

$_Z2sqIfET_S0_ = comdat any

@coeffs = dso_local addrspace(4) externally_initialized constant [8 x float] [float 1.000000e+00, float 2.000000e+00, float 3.000000e+00, float 4.000000e+00, float 5.000000e+00, float 6.000000e+00, float 7.000000e+00, float 8.000000e+00], align 4
@_ZZ12table_lookupiE1t = internal addrspace(4) constant [5 x i32] [i32 3, i32 1, i32 4, i32 1, i32 5], align 4
@_ZZ4moreE3cnt = internal addrspace(3) global i32 undef, align 4
@.str = private unnamed_addr constant [11 x i8] c"i=%d f=%f\0A\00", align 1
@llvm.compiler.used = appending global [1 x ptr] [ptr addrspacecast (ptr addrspace(4) @coeffs to ptr)], section "llvm.metadata"

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local noundef i32 @_Z12table_lookupi(i32 noundef %0) #0 !dbg !8 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4, !dbg !11
  %4 = srem i32 %3, 5, !dbg !12
  %5 = sext i32 %4 to i64, !dbg !13
  %6 = getelementptr inbounds [5 x i32], ptr addrspacecast (ptr addrspace(4) @_ZZ12table_lookupiE1t to ptr), i64 0, i64 %5, !dbg !13
  %7 = load i32, ptr %6, align 4, !dbg !13
  ret i32 %7, !dbg !14
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local %struct.V3 @_Z5cross2V3S_(ptr noundef byval(%struct.V3) align 4 %0, ptr noundef byval(%struct.V3) align 4 %1) #0 !dbg !15 {
  %3 = alloca %struct.V3, align 4
  %4 = getelementptr inbounds nuw %struct.V3, ptr %3, i32 0, i32 0, !dbg !16
  %5 = getelementptr inbounds nuw %struct.V3, ptr %0, i32 0, i32 1, !dbg !17
  %6 = load float, ptr %5, align 4, !dbg !17
  %7 = getelementptr inbounds nuw %struct.V3, ptr %1, i32 0, i32 2, !dbg !18
  %8 = load float, ptr %7, align 4, !dbg !18
  %9 = fmul contract float %6, %8, !dbg !19
  %10 = getelementptr inbounds nuw %struct.V3, ptr %0, i32 0, i32 2, !dbg !20
  %11 = load float, ptr %10, align 4, !dbg !20
  %12 = getelementptr inbounds nuw %struct.V3, ptr %1, i32 0, i32 1, !dbg !21
  %13 = load float, ptr %12, align 4, !dbg !21
  %14 = fmul contract float %11, %13, !dbg !22
  %15 = fsub contract float %9, %14, !dbg !23
  store float %15, ptr %4, align 4, !dbg !16
  %16 = getelementptr inbounds nuw %struct.V3, ptr %3, i32 0, i32 1, !dbg !16
  %17 = getelementptr inbounds nuw %struct.V3, ptr %0, i32 0, i32 2, !dbg !24
  %18 = load float, ptr %17, align 4, !dbg !24
  %19 = getelementptr inbounds nuw %struct.V3, ptr %1, i32 0, i32 0, !dbg !25
  %20 = load float, ptr %19, align 4, !dbg !25
  %21 = fmul contract float %18, %20, !dbg !26
  %22 = getelementptr inbounds nuw %struct.V3, ptr %0, i32 0, i32 0, !dbg !27
  %23 = load float, ptr %22, align 4, !dbg !27
  %24 = getelementptr inbounds nuw %struct.V3, ptr %1, i32 0, i32 2, !dbg !28
  %25 = load float, ptr %24, align 4, !dbg !28
  %26 = fmul contract float %23, %25, !dbg !29
  %27 = fsub contract float %21, %26, !dbg !30
  store float %27, ptr %16, align 4, !dbg !16
  %28 = getelementptr inbounds nuw %struct.V3, ptr %3, i32 0, i32 2, !dbg !16
  %29 = getelementptr inbounds nuw %struct.V3, ptr %0, i32 0, i32 0, !dbg !31
  %30 = load float, ptr %29, align 4, !dbg !31
  %31 = getelementptr inbounds nuw %struct.V3, ptr %1, i32 0, i32 1, !dbg !32
  %32 = load float, ptr %31, align 4, !dbg !32
  %33 = fmul contract float %30, %32, !dbg !33
  %34 = getelementptr inbounds nuw %struct.V3, ptr %0, i32 0, i32 1, !dbg !34
  %35 = load float, ptr %34, align 4, !dbg !34
  %36 = getelementptr inbounds nuw %struct.V3, ptr %1, i32 0, i32 0, !dbg !35
  %37 = load float, ptr %36, align 4, !dbg !35
  %38 = fmul contract float %35, %37, !dbg !36
  %39 = fsub contract float %33, %38, !dbg !37
  store float %39, ptr %28, align 4, !dbg !16
  %40 = load %struct.V3, ptr %3, align 4, !dbg !38
  ret %struct.V3 %40, !dbg !38
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local noundef i32 @_Z4facti(i32 noundef %0) #0 !dbg !39 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4, !dbg !40
  %4 = icmp sle i32 %3, 1, !dbg !41
  br i1 %4, label %5, label %6, !dbg !40

5:                                                ; preds = %1
  br label %12, !dbg !40

6:                                                ; preds = %1
  %7 = load i32, ptr %2, align 4, !dbg !42
  %8 = load i32, ptr %2, align 4, !dbg !43
  %9 = sub nsw i32 %8, 1, !dbg !44
  %10 = call noundef i32 @_Z4facti(i32 noundef %9) #7, !dbg !45
  %11 = mul nsw i32 %7, %10, !dbg !46
  br label %12, !dbg !40

12:                                               ; preds = %6, %5
  %13 = phi i32 [ 1, %5 ], [ %11, %6 ], !dbg !40
  ret i32 %13, !dbg !47
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local noundef i32 @_Z5twicei(i32 noundef %0) #0 !dbg !48 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4, !dbg !49
  %4 = mul nsw i32 2, %3, !dbg !50
  ret i32 %4, !dbg !51
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local noundef ptr @_Z4picki(i32 noundef %0) #0 !dbg !52 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4, !dbg !53
  %4 = icmp ne i32 %3, 0, !dbg !53
  br i1 %4, label %5, label %6, !dbg !53

5:                                                ; preds = %1
  br label %7, !dbg !53

6:                                                ; preds = %1
  br label %7, !dbg !53

7:                                                ; preds = %6, %5
  %8 = phi ptr [ @_Z5twicei, %5 ], [ @_Z4facti, %6 ], !dbg !53
  ret ptr %8, !dbg !54
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local ptx_kernel void @more(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef %4, i32 noundef %5) #1 !dbg !55 {
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca %struct.V3, align 4
  %15 = alloca %struct.V3, align 4
  %16 = alloca %struct.V3, align 4
  %17 = alloca i32, align 4
  %18 = alloca %printf_args, align 8
  store ptr %0, ptr %7, align 8
  store ptr %1, ptr %8, align 8
  store ptr %2, ptr %9, align 8
  store ptr %3, ptr %10, align 8
  store ptr %4, ptr %11, align 8
  store i32 %5, ptr %12, align 4
  %19 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !56
  store i32 %19, ptr %13, align 4, !dbg !57
  %20 = load i32, ptr %13, align 4, !dbg !58
  %21 = icmp eq i32 %20, 0, !dbg !59
  br i1 %21, label %22, label %23, !dbg !59

22:                                               ; preds = %6
  store i32 0, ptr addrspacecast (ptr addrspace(3) @_ZZ4moreE3cnt to ptr), align 4, !dbg !60
  br label %23, !dbg !61

23:                                               ; preds = %22, %6
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !62
  %24 = atomicrmw add ptr addrspacecast (ptr addrspace(3) @_ZZ4moreE3cnt to ptr), i32 1 seq_cst, align 4, !dbg !63
  %25 = load i32, ptr %13, align 4, !dbg !64
  %26 = and i32 %25, 7, !dbg !65
  %27 = sext i32 %26 to i64, !dbg !66
  %28 = getelementptr inbounds [8 x float], ptr addrspacecast (ptr addrspace(4) @coeffs to ptr), i64 0, i64 %27, !dbg !66
  %29 = load float, ptr %28, align 4, !dbg !66
  %30 = load ptr, ptr %7, align 8, !dbg !67
  %31 = load i32, ptr %13, align 4, !dbg !68
  %32 = sext i32 %31 to i64, !dbg !67
  %33 = getelementptr inbounds float, ptr %30, i64 %32, !dbg !67
  %34 = load float, ptr %33, align 4, !dbg !67
  %35 = call contract noundef float @_Z2sqIfET_S0_(float noundef %34) #7, !dbg !69
  %36 = fmul contract float %29, %35, !dbg !70
  %37 = load ptr, ptr %7, align 8, !dbg !71
  %38 = getelementptr inbounds float, ptr %37, i64 1, !dbg !72
  %39 = addrspacecast ptr %38 to ptr addrspace(1), !dbg !73
  %40 = load float, ptr addrspace(1) %39, align 4, !dbg !73, !invariant.load !10
  %41 = fadd contract float %36, %40, !dbg !74
  %42 = load ptr, ptr %7, align 8, !dbg !75
  %43 = load i32, ptr %13, align 4, !dbg !76
  %44 = sext i32 %43 to i64, !dbg !75
  %45 = getelementptr inbounds float, ptr %42, i64 %44, !dbg !75
  store float %41, ptr %45, align 4, !dbg !77
  %46 = load ptr, ptr %8, align 8, !dbg !78
  %47 = load i32, ptr %13, align 4, !dbg !79
  %48 = sext i32 %47 to i64, !dbg !78
  %49 = getelementptr inbounds i32, ptr %46, i64 %48, !dbg !78
  %50 = load i32, ptr %49, align 4, !dbg !78
  %51 = call noundef i32 @_Z12table_lookupi(i32 noundef %50) #7, !dbg !80
  %52 = load ptr, ptr %8, align 8, !dbg !81
  %53 = load i32, ptr %13, align 4, !dbg !82
  %54 = sext i32 %53 to i64, !dbg !81
  %55 = getelementptr inbounds i32, ptr %52, i64 %54, !dbg !81
  %56 = load i32, ptr %55, align 4, !dbg !81
  %57 = and i32 %56, 7, !dbg !83
  %58 = call noundef i32 @_Z4facti(i32 noundef %57) #7, !dbg !84
  %59 = add nsw i32 %51, %58, !dbg !85
  %60 = load i32, ptr %13, align 4, !dbg !86
  %61 = and i32 %60, 1, !dbg !87
  %62 = call noundef ptr @_Z4picki(i32 noundef %61) #7, !dbg !88
  %63 = load i32, ptr %13, align 4, !dbg !89
  %64 = call noundef i32 %62(i32 noundef %63) #7, !dbg !88
  %65 = add nsw i32 %59, %64, !dbg !90
  %66 = load ptr, ptr %8, align 8, !dbg !91
  %67 = load i32, ptr %13, align 4, !dbg !92
  %68 = sext i32 %67 to i64, !dbg !91
  %69 = getelementptr inbounds i32, ptr %66, i64 %68, !dbg !91
  store i32 %65, ptr %69, align 4, !dbg !93
  %70 = load ptr, ptr %9, align 8, !dbg !94
  %71 = load i32, ptr %13, align 4, !dbg !95
  %72 = sext i32 %71 to i64, !dbg !94
  %73 = getelementptr inbounds %struct.V3, ptr %70, i64 %72, !dbg !94
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %15, ptr align 4 %73, i64 12, i1 false), !dbg !94
  %74 = load ptr, ptr %9, align 8, !dbg !96
  %75 = load i32, ptr %13, align 4, !dbg !97
  %76 = add nsw i32 %75, 1, !dbg !98
  %77 = sext i32 %76 to i64, !dbg !96
  %78 = getelementptr inbounds %struct.V3, ptr %74, i64 %77, !dbg !96
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %16, ptr align 4 %78, i64 12, i1 false), !dbg !96
  %79 = call %struct.V3 @_Z5cross2V3S_(ptr noundef byval(%struct.V3) align 4 %15, ptr noundef byval(%struct.V3) align 4 %16) #7, !dbg !99
  %80 = getelementptr inbounds nuw %struct.V3, ptr %14, i32 0, i32 0, !dbg !99
  %81 = extractvalue %struct.V3 %79, 0, !dbg !99
  store float %81, ptr %80, align 4, !dbg !99
  %82 = getelementptr inbounds nuw %struct.V3, ptr %14, i32 0, i32 1, !dbg !99
  %83 = extractvalue %struct.V3 %79, 1, !dbg !99
  store float %83, ptr %82, align 4, !dbg !99
  %84 = getelementptr inbounds nuw %struct.V3, ptr %14, i32 0, i32 2, !dbg !99
  %85 = extractvalue %struct.V3 %79, 2, !dbg !99
  store float %85, ptr %84, align 4, !dbg !99
  %86 = load ptr, ptr %9, align 8, !dbg !100
  %87 = load i32, ptr %13, align 4, !dbg !101
  %88 = sext i32 %87 to i64, !dbg !100
  %89 = getelementptr inbounds %struct.V3, ptr %86, i64 %88, !dbg !100
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %89, ptr align 4 %14, i64 12, i1 false), !dbg !102
  %90 = load ptr, ptr %10, align 8, !dbg !103
  %91 = load i32, ptr %13, align 4, !dbg !104
  %92 = sext i32 %91 to i64, !dbg !103
  %93 = getelementptr inbounds i128, ptr %90, i64 %92, !dbg !103
  %94 = load i128, ptr %93, align 16, !dbg !103
  %95 = load ptr, ptr %10, align 8, !dbg !105
  %96 = load i32, ptr %13, align 4, !dbg !106
  %97 = add nsw i32 %96, 1, !dbg !107
  %98 = sext i32 %97 to i64, !dbg !105
  %99 = getelementptr inbounds i128, ptr %95, i64 %98, !dbg !105
  %100 = load i128, ptr %99, align 16, !dbg !105
  %101 = add nsw i128 %94, %100, !dbg !108
  %102 = load i32, ptr %12, align 4, !dbg !109
  %103 = sext i32 %102 to i128, !dbg !109
  %104 = add nsw i128 %101, %103, !dbg !110
  %105 = load ptr, ptr %10, align 8, !dbg !111
  %106 = load i32, ptr %13, align 4, !dbg !112
  %107 = sext i32 %106 to i64, !dbg !111
  %108 = getelementptr inbounds i128, ptr %105, i64 %107, !dbg !111
  store i128 %104, ptr %108, align 16, !dbg !113
  %109 = load ptr, ptr %11, align 8, !dbg !114
  %110 = load i32, ptr %13, align 4, !dbg !115
  %111 = sext i32 %110 to i64, !dbg !114
  %112 = getelementptr inbounds half, ptr %109, i64 %111, !dbg !114
  %113 = load half, ptr %112, align 2, !dbg !114
  %114 = fmul contract half %113, 0xH4000, !dbg !116
  %115 = load ptr, ptr %11, align 8, !dbg !117
  %116 = load i32, ptr %13, align 4, !dbg !118
  %117 = add nsw i32 %116, 1, !dbg !119
  %118 = sext i32 %117 to i64, !dbg !117
  %119 = getelementptr inbounds half, ptr %115, i64 %118, !dbg !117
  %120 = load half, ptr %119, align 2, !dbg !117
  %121 = fadd contract half %114, %120, !dbg !120
  %122 = load ptr, ptr %11, align 8, !dbg !121
  %123 = load i32, ptr %13, align 4, !dbg !122
  %124 = sext i32 %123 to i64, !dbg !121
  %125 = getelementptr inbounds half, ptr %122, i64 %124, !dbg !121
  store half %121, ptr %125, align 2, !dbg !123
  %126 = load ptr, ptr %8, align 8, !dbg !124
  %127 = load i32, ptr %13, align 4, !dbg !125
  %128 = sext i32 %127 to i64, !dbg !124
  %129 = getelementptr inbounds i32, ptr %126, i64 %128, !dbg !124
  %130 = load i32, ptr %129, align 4, !dbg !124
  %131 = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %130, i32 1, i32 31), !dbg !126
  store i32 %131, ptr %17, align 4, !dbg !127
  %132 = load i32, ptr %17, align 4, !dbg !128
  %133 = load ptr, ptr %8, align 8, !dbg !129
  %134 = load i32, ptr %13, align 4, !dbg !130
  %135 = sext i32 %134 to i64, !dbg !129
  %136 = getelementptr inbounds i32, ptr %133, i64 %135, !dbg !129
  %137 = load i32, ptr %136, align 4, !dbg !131
  %138 = add nsw i32 %137, %132, !dbg !131
  store i32 %138, ptr %136, align 4, !dbg !131
  %139 = load i32, ptr %13, align 4, !dbg !132
  %140 = load ptr, ptr %7, align 8, !dbg !133
  %141 = load i32, ptr %13, align 4, !dbg !134
  %142 = sext i32 %141 to i64, !dbg !133
  %143 = getelementptr inbounds float, ptr %140, i64 %142, !dbg !133
  %144 = load float, ptr %143, align 4, !dbg !133
  %145 = fpext contract float %144 to double, !dbg !133
  %146 = getelementptr inbounds nuw %printf_args, ptr %18, i32 0, i32 0, !dbg !135
  store i32 %139, ptr %146, align 4, !dbg !135
  %147 = getelementptr inbounds nuw %printf_args, ptr %18, i32 0, i32 1, !dbg !135
  store double %145, ptr %147, align 8, !dbg !135
  %148 = call i32 @vprintf(ptr @.str, ptr %18), !dbg !135
  %149 = load i32, ptr %12, align 4, !dbg !136
  %150 = icmp slt i32 %149, 0, !dbg !137
  br i1 %150, label %151, label %152, !dbg !137

151:                                              ; preds = %23
  call void @llvm.trap(), !dbg !138
  br label %152, !dbg !138

152:                                              ; preds = %151, %23
  %153 = load i32, ptr %12, align 4, !dbg !139
  %154 = icmp eq i32 %153, 7, !dbg !140
  br i1 %154, label %155, label %156, !dbg !140

155:                                              ; preds = %152
  unreachable, !dbg !141

156:                                              ; preds = %152
  ret void, !dbg !142
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #3

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef float @_Z2sqIfET_S0_(float noundef %0) #0 comdat !dbg !143 {
  %2 = alloca float, align 4
  store float %0, ptr %2, align 4
  %3 = load float, ptr %2, align 4, !dbg !144
  %4 = load float, ptr %2, align 4, !dbg !145
  %5 = fmul contract float %3, %4, !dbg !146
  ret float %5, !dbg !147
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #4

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32) #5

declare i32 @vprintf(ptr, ptr)

; Function Attrs: cold noreturn nounwind memory(inaccessiblemem: write)
declare void @llvm.trap() #6

attributes #0 = { convergent mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #1 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #6 = { cold noreturn nounwind memory(inaccessiblemem: write) }
attributes #7 = { convergent nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6}
!llvm.ident = !{!7}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "misc_features.cu", directory: "/work/wt/llir25/tools/capture/clang_kernels")
!2 = !{i32 7, !"Dwarf Version", i32 2}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!6 = !{i32 7, !"frame-pointer", i32 2}
!7 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!8 = distinct !DISubprogram(name: "table_lookup", scope: !1, file: !1, line: 7, type: !9, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!9 = !DISubroutineType(types: !10)
!10 = !{}
!11 = !DILocation(line: 7, column: 88, scope: !8)
!12 = !DILocation(line: 7, column: 90, scope: !8)
!13 = !DILocation(line: 7, column: 86, scope: !8)
!14 = !DILocation(line: 7, column: 79, scope: !8)
!15 = distinct !DISubprogram(name: "cross", scope: !1, file: !1, line: 10, type: !9, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!16 = !DILocation(line: 10, column: 42, scope: !15)
!17 = !DILocation(line: 10, column: 45, scope: !15)
!18 = !DILocation(line: 10, column: 49, scope: !15)
!19 = !DILocation(line: 10, column: 46, scope: !15)
!20 = !DILocation(line: 10, column: 55, scope: !15)
!21 = !DILocation(line: 10, column: 59, scope: !15)
!22 = !DILocation(line: 10, column: 56, scope: !15)
!23 = !DILocation(line: 10, column: 51, scope: !15)
!24 = !DILocation(line: 10, column: 64, scope: !15)
!25 = !DILocation(line: 10, column: 68, scope: !15)
!26 = !DILocation(line: 10, column: 65, scope: !15)
!27 = !DILocation(line: 10, column: 74, scope: !15)
!28 = !DILocation(line: 10, column: 78, scope: !15)
!29 = !DILocation(line: 10, column: 75, scope: !15)
!30 = !DILocation(line: 10, column: 70, scope: !15)
!31 = !DILocation(line: 10, column: 83, scope: !15)
!32 = !DILocation(line: 10, column: 87, scope: !15)
!33 = !DILocation(line: 10, column: 84, scope: !15)
!34 = !DILocation(line: 10, column: 93, scope: !15)
!35 = !DILocation(line: 10, column: 97, scope: !15)
!36 = !DILocation(line: 10, column: 94, scope: !15)
!37 = !DILocation(line: 10, column: 89, scope: !15)
!38 = !DILocation(line: 10, column: 35, scope: !15)
!39 = distinct !DISubprogram(name: "fact", scope: !1, file: !1, line: 11, type: !9, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!40 = !DILocation(line: 11, column: 37, scope: !39)
!41 = !DILocation(line: 11, column: 39, scope: !39)
!42 = !DILocation(line: 11, column: 50, scope: !39)
!43 = !DILocation(line: 11, column: 59, scope: !39)
!44 = !DILocation(line: 11, column: 61, scope: !39)
!45 = !DILocation(line: 11, column: 54, scope: !39)
!46 = !DILocation(line: 11, column: 52, scope: !39)
!47 = !DILocation(line: 11, column: 30, scope: !39)
!48 = distinct !DISubprogram(name: "twice", scope: !1, file: !1, line: 13, type: !9, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!49 = !DILocation(line: 13, column: 42, scope: !48)
!50 = !DILocation(line: 13, column: 40, scope: !48)
!51 = !DILocation(line: 13, column: 31, scope: !48)
!52 = distinct !DISubprogram(name: "pick", scope: !1, file: !1, line: 14, type: !9, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!53 = !DILocation(line: 14, column: 38, scope: !52)
!54 = !DILocation(line: 14, column: 31, scope: !52)
!55 = distinct !DISubprogram(name: "more", scope: !1, file: !1, line: 15, type: !9, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!56 = !DILocation(line: 16, column: 11, scope: !55)
!57 = !DILocation(line: 16, column: 7, scope: !55)
!58 = !DILocation(line: 18, column: 7, scope: !55)
!59 = !DILocation(line: 18, column: 9, scope: !55)
!60 = !DILocation(line: 18, column: 19, scope: !55)
!61 = !DILocation(line: 18, column: 15, scope: !55)
!62 = !DILocation(line: 19, column: 3, scope: !55)
!63 = !DILocation(line: 20, column: 3, scope: !55)
!64 = !DILocation(line: 21, column: 17, scope: !55)
!65 = !DILocation(line: 21, column: 19, scope: !55)
!66 = !DILocation(line: 21, column: 10, scope: !55)
!67 = !DILocation(line: 21, column: 29, scope: !55)
!68 = !DILocation(line: 21, column: 31, scope: !55)
!69 = !DILocation(line: 21, column: 26, scope: !55)
!70 = !DILocation(line: 21, column: 24, scope: !55)
!71 = !DILocation(line: 21, column: 50, scope: !55)
!72 = !DILocation(line: 21, column: 52, scope: !55)
!73 = !DILocation(line: 21, column: 37, scope: !55)
!74 = !DILocation(line: 21, column: 35, scope: !55)
!75 = !DILocation(line: 21, column: 3, scope: !55)
!76 = !DILocation(line: 21, column: 5, scope: !55)
!77 = !DILocation(line: 21, column: 8, scope: !55)
!78 = !DILocation(line: 22, column: 23, scope: !55)
!79 = !DILocation(line: 22, column: 25, scope: !55)
!80 = !DILocation(line: 22, column: 10, scope: !55)
!81 = !DILocation(line: 22, column: 36, scope: !55)
!82 = !DILocation(line: 22, column: 38, scope: !55)
!83 = !DILocation(line: 22, column: 41, scope: !55)
!84 = !DILocation(line: 22, column: 31, scope: !55)
!85 = !DILocation(line: 22, column: 29, scope: !55)
!86 = !DILocation(line: 22, column: 53, scope: !55)
!87 = !DILocation(line: 22, column: 55, scope: !55)
!88 = !DILocation(line: 22, column: 48, scope: !55)
!89 = !DILocation(line: 22, column: 60, scope: !55)
!90 = !DILocation(line: 22, column: 46, scope: !55)
!91 = !DILocation(line: 22, column: 3, scope: !55)
!92 = !DILocation(line: 22, column: 5, scope: !55)
!93 = !DILocation(line: 22, column: 8, scope: !55)
!94 = !DILocation(line: 23, column: 16, scope: !55)
!95 = !DILocation(line: 23, column: 18, scope: !55)
!96 = !DILocation(line: 23, column: 22, scope: !55)
!97 = !DILocation(line: 23, column: 24, scope: !55)
!98 = !DILocation(line: 23, column: 26, scope: !55)
!99 = !DILocation(line: 23, column: 10, scope: !55)
!100 = !DILocation(line: 23, column: 3, scope: !55)
!101 = !DILocation(line: 23, column: 5, scope: !55)
!102 = !DILocation(line: 23, column: 8, scope: !55)
!103 = !DILocation(line: 24, column: 10, scope: !55)
!104 = !DILocation(line: 24, column: 12, scope: !55)
!105 = !DILocation(line: 24, column: 17, scope: !55)
!106 = !DILocation(line: 24, column: 19, scope: !55)
!107 = !DILocation(line: 24, column: 21, scope: !55)
!108 = !DILocation(line: 24, column: 15, scope: !55)
!109 = !DILocation(line: 24, column: 38, scope: !55)
!110 = !DILocation(line: 24, column: 26, scope: !55)
!111 = !DILocation(line: 24, column: 3, scope: !55)
!112 = !DILocation(line: 24, column: 5, scope: !55)
!113 = !DILocation(line: 24, column: 8, scope: !55)
!114 = !DILocation(line: 25, column: 10, scope: !55)
!115 = !DILocation(line: 25, column: 12, scope: !55)
!116 = !DILocation(line: 25, column: 15, scope: !55)
!117 = !DILocation(line: 25, column: 34, scope: !55)
!118 = !DILocation(line: 25, column: 36, scope: !55)
!119 = !DILocation(line: 25, column: 38, scope: !55)
!120 = !DILocation(line: 25, column: 32, scope: !55)
!121 = !DILocation(line: 25, column: 3, scope: !55)
!122 = !DILocation(line: 25, column: 5, scope: !55)
!123 = !DILocation(line: 25, column: 8, scope: !55)
!124 = !DILocation(line: 26, column: 49, scope: !55)
!125 = !DILocation(line: 26, column: 51, scope: !55)
!126 = !DILocation(line: 26, column: 11, scope: !55)
!127 = !DILocation(line: 26, column: 7, scope: !55)
!128 = !DILocation(line: 27, column: 11, scope: !55)
!129 = !DILocation(line: 27, column: 3, scope: !55)
!130 = !DILocation(line: 27, column: 5, scope: !55)
!131 = !DILocation(line: 27, column: 8, scope: !55)
!132 = !DILocation(line: 28, column: 25, scope: !55)
!133 = !DILocation(line: 28, column: 36, scope: !55)
!134 = !DILocation(line: 28, column: 38, scope: !55)
!135 = !DILocation(line: 28, column: 3, scope: !55)
!136 = !DILocation(line: 29, column: 7, scope: !55)
!137 = !DILocation(line: 29, column: 9, scope: !55)
!138 = !DILocation(line: 29, column: 14, scope: !55)
!139 = !DILocation(line: 30, column: 7, scope: !55)
!140 = !DILocation(line: 30, column: 9, scope: !55)
!141 = !DILocation(line: 30, column: 15, scope: !55)
!142 = !DILocation(line: 31, column: 1, scope: !55)
!143 = distinct !DISubprogram(name: "sq<float>", scope: !1, file: !1, line: 8, type: !9, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!144 = !DILocation(line: 8, column: 53, scope: !143)
!145 = !DILocation(line: 8, column: 57, scope: !143)
!146 = !DILocation(line: 8, column: 55, scope: !143)
!147 = !DILocation(line: 8, column: 46, scope: !143)
