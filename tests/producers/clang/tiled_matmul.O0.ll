; ModuleID = 'tiled_matmul.cu'
source_filename = "tiled_matmul.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

$_Z7tile_mmILi16EEvPKfS1_Pfi = comdat any

$_Z7tile_mmILi8EEvPKfS1_Pfi = comdat any

$_ZZ7tile_mmILi16EEvPKfS1_PfiE2as = comdat any

$_ZZ7tile_mmILi16EEvPKfS1_PfiE2bs = comdat any

$_ZZ7tile_mmILi8EEvPKfS1_PfiE2as = comdat any

$_ZZ7tile_mmILi8EEvPKfS1_PfiE2bs = comdat any

@_ZZ7tile_mmILi16EEvPKfS1_PfiE2as = linkonce_odr dso_local addrspace(3) global [16 x [16 x float]] undef, comdat, align 4
@_ZZ7tile_mmILi16EEvPKfS1_PfiE2bs = linkonce_odr dso_local addrspace(3) global [16 x [16 x float]] undef, comdat, align 4
@_ZZ7tile_mmILi8EEvPKfS1_PfiE2as = linkonce_odr dso_local addrspace(3) global [8 x [8 x float]] undef, comdat, align 4
@_ZZ7tile_mmILi8EEvPKfS1_PfiE2bs = linkonce_odr dso_local addrspace(3) global [8 x [8 x float]] undef, comdat, align 4

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local ptx_kernel void @matmul16(ptr noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %3) #0 !dbg !8 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store ptr %2, ptr %7, align 8
  store i32 %3, ptr %8, align 4
  %9 = load ptr, ptr %5, align 8, !dbg !11
  %10 = load ptr, ptr %6, align 8, !dbg !12
  %11 = load ptr, ptr %7, align 8, !dbg !13
  %12 = load i32, ptr %8, align 4, !dbg !14
  call void @_Z7tile_mmILi16EEvPKfS1_Pfi(ptr noundef %9, ptr noundef %10, ptr noundef %11, i32 noundef %12) #6, !dbg !15
  ret void, !dbg !16
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_Z7tile_mmILi16EEvPKfS1_Pfi(ptr noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %3) #1 comdat !dbg !17 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca float, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store ptr %2, ptr %7, align 8
  store i32 %3, ptr %8, align 4
  %16 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !18
  store i32 %16, ptr %9, align 4, !dbg !19
  %17 = call i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !20
  store i32 %17, ptr %10, align 4, !dbg !21
  %18 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !22
  %19 = mul nsw i32 %18, 16, !dbg !23
  %20 = load i32, ptr %10, align 4, !dbg !24
  %21 = add nsw i32 %19, %20, !dbg !25
  store i32 %21, ptr %11, align 4, !dbg !26
  %22 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !27
  %23 = mul nsw i32 %22, 16, !dbg !28
  %24 = load i32, ptr %9, align 4, !dbg !29
  %25 = add nsw i32 %23, %24, !dbg !30
  store i32 %25, ptr %12, align 4, !dbg !31
  store float 0.000000e+00, ptr %13, align 4, !dbg !32
  store i32 0, ptr %14, align 4, !dbg !33
  br label %26, !dbg !34

26:                                               ; preds = %116, %4
  %27 = load i32, ptr %14, align 4, !dbg !35
  %28 = load i32, ptr %8, align 4, !dbg !36
  %29 = icmp slt i32 %27, %28, !dbg !37
  br i1 %29, label %30, label %119, !dbg !38

30:                                               ; preds = %26
  %31 = load i32, ptr %11, align 4, !dbg !39
  %32 = load i32, ptr %8, align 4, !dbg !40
  %33 = icmp slt i32 %31, %32, !dbg !41
  br i1 %33, label %34, label %52, !dbg !42

34:                                               ; preds = %30
  %35 = load i32, ptr %14, align 4, !dbg !43
  %36 = load i32, ptr %9, align 4, !dbg !44
  %37 = add nsw i32 %35, %36, !dbg !45
  %38 = load i32, ptr %8, align 4, !dbg !46
  %39 = icmp slt i32 %37, %38, !dbg !47
  br i1 %39, label %40, label %52, !dbg !48

40:                                               ; preds = %34
  %41 = load ptr, ptr %5, align 8, !dbg !49
  %42 = load i32, ptr %11, align 4, !dbg !50
  %43 = load i32, ptr %8, align 4, !dbg !51
  %44 = mul nsw i32 %42, %43, !dbg !52
  %45 = load i32, ptr %14, align 4, !dbg !53
  %46 = add nsw i32 %44, %45, !dbg !54
  %47 = load i32, ptr %9, align 4, !dbg !55
  %48 = add nsw i32 %46, %47, !dbg !56
  %49 = sext i32 %48 to i64, !dbg !49
  %50 = getelementptr inbounds float, ptr %41, i64 %49, !dbg !49
  %51 = load float, ptr %50, align 4, !dbg !49
  br label %53, !dbg !48

52:                                               ; preds = %34, %30
  br label %53, !dbg !48

53:                                               ; preds = %52, %40
  %54 = phi contract float [ %51, %40 ], [ 0.000000e+00, %52 ], !dbg !48
  %55 = load i32, ptr %10, align 4, !dbg !57
  %56 = sext i32 %55 to i64, !dbg !58
  %57 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ7tile_mmILi16EEvPKfS1_PfiE2as to ptr), i64 0, i64 %56, !dbg !58
  %58 = load i32, ptr %9, align 4, !dbg !59
  %59 = sext i32 %58 to i64, !dbg !58
  %60 = getelementptr inbounds [16 x float], ptr %57, i64 0, i64 %59, !dbg !58
  store float %54, ptr %60, align 4, !dbg !60
  %61 = load i32, ptr %12, align 4, !dbg !61
  %62 = load i32, ptr %8, align 4, !dbg !62
  %63 = icmp slt i32 %61, %62, !dbg !63
  br i1 %63, label %64, label %82, !dbg !64

64:                                               ; preds = %53
  %65 = load i32, ptr %14, align 4, !dbg !65
  %66 = load i32, ptr %10, align 4, !dbg !66
  %67 = add nsw i32 %65, %66, !dbg !67
  %68 = load i32, ptr %8, align 4, !dbg !68
  %69 = icmp slt i32 %67, %68, !dbg !69
  br i1 %69, label %70, label %82, !dbg !70

70:                                               ; preds = %64
  %71 = load ptr, ptr %6, align 8, !dbg !71
  %72 = load i32, ptr %14, align 4, !dbg !72
  %73 = load i32, ptr %10, align 4, !dbg !73
  %74 = add nsw i32 %72, %73, !dbg !74
  %75 = load i32, ptr %8, align 4, !dbg !75
  %76 = mul nsw i32 %74, %75, !dbg !76
  %77 = load i32, ptr %12, align 4, !dbg !77
  %78 = add nsw i32 %76, %77, !dbg !78
  %79 = sext i32 %78 to i64, !dbg !71
  %80 = getelementptr inbounds float, ptr %71, i64 %79, !dbg !71
  %81 = load float, ptr %80, align 4, !dbg !71
  br label %83, !dbg !70

82:                                               ; preds = %64, %53
  br label %83, !dbg !70

83:                                               ; preds = %82, %70
  %84 = phi contract float [ %81, %70 ], [ 0.000000e+00, %82 ], !dbg !70
  %85 = load i32, ptr %10, align 4, !dbg !79
  %86 = sext i32 %85 to i64, !dbg !80
  %87 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ7tile_mmILi16EEvPKfS1_PfiE2bs to ptr), i64 0, i64 %86, !dbg !80
  %88 = load i32, ptr %9, align 4, !dbg !81
  %89 = sext i32 %88 to i64, !dbg !80
  %90 = getelementptr inbounds [16 x float], ptr %87, i64 0, i64 %89, !dbg !80
  store float %84, ptr %90, align 4, !dbg !82
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !83
  store i32 0, ptr %15, align 4, !dbg !84
  br label %91, !dbg !85

91:                                               ; preds = %112, %83
  %92 = load i32, ptr %15, align 4, !dbg !86
  %93 = icmp slt i32 %92, 16, !dbg !87
  br i1 %93, label %94, label %115, !dbg !88

94:                                               ; preds = %91
  %95 = load i32, ptr %10, align 4, !dbg !89
  %96 = sext i32 %95 to i64, !dbg !90
  %97 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ7tile_mmILi16EEvPKfS1_PfiE2as to ptr), i64 0, i64 %96, !dbg !90
  %98 = load i32, ptr %15, align 4, !dbg !91
  %99 = sext i32 %98 to i64, !dbg !90
  %100 = getelementptr inbounds [16 x float], ptr %97, i64 0, i64 %99, !dbg !90
  %101 = load float, ptr %100, align 4, !dbg !90
  %102 = load i32, ptr %15, align 4, !dbg !92
  %103 = sext i32 %102 to i64, !dbg !93
  %104 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ7tile_mmILi16EEvPKfS1_PfiE2bs to ptr), i64 0, i64 %103, !dbg !93
  %105 = load i32, ptr %9, align 4, !dbg !94
  %106 = sext i32 %105 to i64, !dbg !93
  %107 = getelementptr inbounds [16 x float], ptr %104, i64 0, i64 %106, !dbg !93
  %108 = load float, ptr %107, align 4, !dbg !93
  %109 = fmul contract float %101, %108, !dbg !95
  %110 = load float, ptr %13, align 4, !dbg !96
  %111 = fadd contract float %110, %109, !dbg !96
  store float %111, ptr %13, align 4, !dbg !96
  br label %112, !dbg !97

112:                                              ; preds = %94
  %113 = load i32, ptr %15, align 4, !dbg !98
  %114 = add nsw i32 %113, 1, !dbg !98
  store i32 %114, ptr %15, align 4, !dbg !98
  br label %91, !dbg !88, !llvm.loop !99

115:                                              ; preds = %91
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !103
  br label %116, !dbg !104

116:                                              ; preds = %115
  %117 = load i32, ptr %14, align 4, !dbg !105
  %118 = add nsw i32 %117, 16, !dbg !105
  store i32 %118, ptr %14, align 4, !dbg !105
  br label %26, !dbg !38, !llvm.loop !106

119:                                              ; preds = %26
  %120 = load i32, ptr %11, align 4, !dbg !107
  %121 = load i32, ptr %8, align 4, !dbg !108
  %122 = icmp slt i32 %120, %121, !dbg !109
  br i1 %122, label %123, label %137, !dbg !110

123:                                              ; preds = %119
  %124 = load i32, ptr %12, align 4, !dbg !111
  %125 = load i32, ptr %8, align 4, !dbg !112
  %126 = icmp slt i32 %124, %125, !dbg !113
  br i1 %126, label %127, label %137, !dbg !110

127:                                              ; preds = %123
  %128 = load float, ptr %13, align 4, !dbg !114
  %129 = load ptr, ptr %7, align 8, !dbg !115
  %130 = load i32, ptr %11, align 4, !dbg !116
  %131 = load i32, ptr %8, align 4, !dbg !117
  %132 = mul nsw i32 %130, %131, !dbg !118
  %133 = load i32, ptr %12, align 4, !dbg !119
  %134 = add nsw i32 %132, %133, !dbg !120
  %135 = sext i32 %134 to i64, !dbg !115
  %136 = getelementptr inbounds float, ptr %129, i64 %135, !dbg !115
  store float %128, ptr %136, align 4, !dbg !121
  br label %137, !dbg !115

137:                                              ; preds = %127, %123, %119
  ret void, !dbg !122
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local ptx_kernel void @matmul8(ptr noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %3) #2 !dbg !123 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store ptr %2, ptr %7, align 8
  store i32 %3, ptr %8, align 4
  %9 = load ptr, ptr %5, align 8, !dbg !124
  %10 = load ptr, ptr %6, align 8, !dbg !125
  %11 = load ptr, ptr %7, align 8, !dbg !126
  %12 = load i32, ptr %8, align 4, !dbg !127
  call void @_Z7tile_mmILi8EEvPKfS1_Pfi(ptr noundef %9, ptr noundef %10, ptr noundef %11, i32 noundef %12) #6, !dbg !128
  ret void, !dbg !129
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_Z7tile_mmILi8EEvPKfS1_Pfi(ptr noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %3) #1 comdat !dbg !130 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca float, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store ptr %2, ptr %7, align 8
  store i32 %3, ptr %8, align 4
  %16 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !131
  store i32 %16, ptr %9, align 4, !dbg !132
  %17 = call i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !133
  store i32 %17, ptr %10, align 4, !dbg !134
  %18 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !135
  %19 = mul nsw i32 %18, 8, !dbg !136
  %20 = load i32, ptr %10, align 4, !dbg !137
  %21 = add nsw i32 %19, %20, !dbg !138
  store i32 %21, ptr %11, align 4, !dbg !139
  %22 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !140
  %23 = mul nsw i32 %22, 8, !dbg !141
  %24 = load i32, ptr %9, align 4, !dbg !142
  %25 = add nsw i32 %23, %24, !dbg !143
  store i32 %25, ptr %12, align 4, !dbg !144
  store float 0.000000e+00, ptr %13, align 4, !dbg !145
  store i32 0, ptr %14, align 4, !dbg !146
  br label %26, !dbg !147

26:                                               ; preds = %116, %4
  %27 = load i32, ptr %14, align 4, !dbg !148
  %28 = load i32, ptr %8, align 4, !dbg !149
  %29 = icmp slt i32 %27, %28, !dbg !150
  br i1 %29, label %30, label %119, !dbg !151

30:                                               ; preds = %26
  %31 = load i32, ptr %11, align 4, !dbg !152
  %32 = load i32, ptr %8, align 4, !dbg !153
  %33 = icmp slt i32 %31, %32, !dbg !154
  br i1 %33, label %34, label %52, !dbg !155

34:                                               ; preds = %30
  %35 = load i32, ptr %14, align 4, !dbg !156
  %36 = load i32, ptr %9, align 4, !dbg !157
  %37 = add nsw i32 %35, %36, !dbg !158
  %38 = load i32, ptr %8, align 4, !dbg !159
  %39 = icmp slt i32 %37, %38, !dbg !160
  br i1 %39, label %40, label %52, !dbg !161

40:                                               ; preds = %34
  %41 = load ptr, ptr %5, align 8, !dbg !162
  %42 = load i32, ptr %11, align 4, !dbg !163
  %43 = load i32, ptr %8, align 4, !dbg !164
  %44 = mul nsw i32 %42, %43, !dbg !165
  %45 = load i32, ptr %14, align 4, !dbg !166
  %46 = add nsw i32 %44, %45, !dbg !167
  %47 = load i32, ptr %9, align 4, !dbg !168
  %48 = add nsw i32 %46, %47, !dbg !169
  %49 = sext i32 %48 to i64, !dbg !162
  %50 = getelementptr inbounds float, ptr %41, i64 %49, !dbg !162
  %51 = load float, ptr %50, align 4, !dbg !162
  br label %53, !dbg !161

52:                                               ; preds = %34, %30
  br label %53, !dbg !161

53:                                               ; preds = %52, %40
  %54 = phi contract float [ %51, %40 ], [ 0.000000e+00, %52 ], !dbg !161
  %55 = load i32, ptr %10, align 4, !dbg !170
  %56 = sext i32 %55 to i64, !dbg !171
  %57 = getelementptr inbounds [8 x [8 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ7tile_mmILi8EEvPKfS1_PfiE2as to ptr), i64 0, i64 %56, !dbg !171
  %58 = load i32, ptr %9, align 4, !dbg !172
  %59 = sext i32 %58 to i64, !dbg !171
  %60 = getelementptr inbounds [8 x float], ptr %57, i64 0, i64 %59, !dbg !171
  store float %54, ptr %60, align 4, !dbg !173
  %61 = load i32, ptr %12, align 4, !dbg !174
  %62 = load i32, ptr %8, align 4, !dbg !175
  %63 = icmp slt i32 %61, %62, !dbg !176
  br i1 %63, label %64, label %82, !dbg !177

64:                                               ; preds = %53
  %65 = load i32, ptr %14, align 4, !dbg !178
  %66 = load i32, ptr %10, align 4, !dbg !179
  %67 = add nsw i32 %65, %66, !dbg !180
  %68 = load i32, ptr %8, align 4, !dbg !181
  %69 = icmp slt i32 %67, %68, !dbg !182
  br i1 %69, label %70, label %82, !dbg !183

70:                                               ; preds = %64
  %71 = load ptr, ptr %6, align 8, !dbg !184
  %72 = load i32, ptr %14, align 4, !dbg !185
  %73 = load i32, ptr %10, align 4, !dbg !186
  %74 = add nsw i32 %72, %73, !dbg !187
  %75 = load i32, ptr %8, align 4, !dbg !188
  %76 = mul nsw i32 %74, %75, !dbg !189
  %77 = load i32, ptr %12, align 4, !dbg !190
  %78 = add nsw i32 %76, %77, !dbg !191
  %79 = sext i32 %78 to i64, !dbg !184
  %80 = getelementptr inbounds float, ptr %71, i64 %79, !dbg !184
  %81 = load float, ptr %80, align 4, !dbg !184
  br label %83, !dbg !183

82:                                               ; preds = %64, %53
  br label %83, !dbg !183

83:                                               ; preds = %82, %70
  %84 = phi contract float [ %81, %70 ], [ 0.000000e+00, %82 ], !dbg !183
  %85 = load i32, ptr %10, align 4, !dbg !192
  %86 = sext i32 %85 to i64, !dbg !193
  %87 = getelementptr inbounds [8 x [8 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ7tile_mmILi8EEvPKfS1_PfiE2bs to ptr), i64 0, i64 %86, !dbg !193
  %88 = load i32, ptr %9, align 4, !dbg !194
  %89 = sext i32 %88 to i64, !dbg !193
  %90 = getelementptr inbounds [8 x float], ptr %87, i64 0, i64 %89, !dbg !193
  store float %84, ptr %90, align 4, !dbg !195
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !196
  store i32 0, ptr %15, align 4, !dbg !197
  br label %91, !dbg !198

91:                                               ; preds = %112, %83
  %92 = load i32, ptr %15, align 4, !dbg !199
  %93 = icmp slt i32 %92, 8, !dbg !200
  br i1 %93, label %94, label %115, !dbg !201

94:                                               ; preds = %91
  %95 = load i32, ptr %10, align 4, !dbg !202
  %96 = sext i32 %95 to i64, !dbg !203
  %97 = getelementptr inbounds [8 x [8 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ7tile_mmILi8EEvPKfS1_PfiE2as to ptr), i64 0, i64 %96, !dbg !203
  %98 = load i32, ptr %15, align 4, !dbg !204
  %99 = sext i32 %98 to i64, !dbg !203
  %100 = getelementptr inbounds [8 x float], ptr %97, i64 0, i64 %99, !dbg !203
  %101 = load float, ptr %100, align 4, !dbg !203
  %102 = load i32, ptr %15, align 4, !dbg !205
  %103 = sext i32 %102 to i64, !dbg !206
  %104 = getelementptr inbounds [8 x [8 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ7tile_mmILi8EEvPKfS1_PfiE2bs to ptr), i64 0, i64 %103, !dbg !206
  %105 = load i32, ptr %9, align 4, !dbg !207
  %106 = sext i32 %105 to i64, !dbg !206
  %107 = getelementptr inbounds [8 x float], ptr %104, i64 0, i64 %106, !dbg !206
  %108 = load float, ptr %107, align 4, !dbg !206
  %109 = fmul contract float %101, %108, !dbg !208
  %110 = load float, ptr %13, align 4, !dbg !209
  %111 = fadd contract float %110, %109, !dbg !209
  store float %111, ptr %13, align 4, !dbg !209
  br label %112, !dbg !210

112:                                              ; preds = %94
  %113 = load i32, ptr %15, align 4, !dbg !211
  %114 = add nsw i32 %113, 1, !dbg !211
  store i32 %114, ptr %15, align 4, !dbg !211
  br label %91, !dbg !201, !llvm.loop !212

115:                                              ; preds = %91
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !214
  br label %116, !dbg !215

116:                                              ; preds = %115
  %117 = load i32, ptr %14, align 4, !dbg !216
  %118 = add nsw i32 %117, 8, !dbg !216
  store i32 %118, ptr %14, align 4, !dbg !216
  br label %26, !dbg !151, !llvm.loop !217

119:                                              ; preds = %26
  %120 = load i32, ptr %11, align 4, !dbg !218
  %121 = load i32, ptr %8, align 4, !dbg !219
  %122 = icmp slt i32 %120, %121, !dbg !220
  br i1 %122, label %123, label %137, !dbg !221

123:                                              ; preds = %119
  %124 = load i32, ptr %12, align 4, !dbg !222
  %125 = load i32, ptr %8, align 4, !dbg !223
  %126 = icmp slt i32 %124, %125, !dbg !224
  br i1 %126, label %127, label %137, !dbg !221

127:                                              ; preds = %123
  %128 = load float, ptr %13, align 4, !dbg !225
  %129 = load ptr, ptr %7, align 8, !dbg !226
  %130 = load i32, ptr %11, align 4, !dbg !227
  %131 = load i32, ptr %8, align 4, !dbg !228
  %132 = mul nsw i32 %130, %131, !dbg !229
  %133 = load i32, ptr %12, align 4, !dbg !230
  %134 = add nsw i32 %132, %133, !dbg !231
  %135 = sext i32 %134 to i64, !dbg !226
  %136 = getelementptr inbounds float, ptr %129, i64 %135, !dbg !226
  store float %128, ptr %136, align 4, !dbg !232
  br label %137, !dbg !226

137:                                              ; preds = %127, %123, %119
  ret void, !dbg !233
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local ptx_kernel void @grid_copy(ptr noalias noundef %0, ptr noalias noundef %1, i64 noundef %2) #3 !dbg !234 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i64 %2, ptr %6, align 8
  %8 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !235
  %9 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !236
  %10 = mul nsw i32 %8, %9, !dbg !237
  %11 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !238
  %12 = add nsw i32 %10, %11, !dbg !239
  %13 = sext i32 %12 to i64, !dbg !235
  store i64 %13, ptr %7, align 8, !dbg !240
  br label %14, !dbg !241

14:                                               ; preds = %26, %3
  %15 = load i64, ptr %7, align 8, !dbg !242
  %16 = load i64, ptr %6, align 8, !dbg !243
  %17 = icmp slt i64 %15, %16, !dbg !244
  br i1 %17, label %18, label %32, !dbg !245

18:                                               ; preds = %14
  %19 = load ptr, ptr %4, align 8, !dbg !246
  %20 = load i64, ptr %7, align 8, !dbg !247
  %21 = getelementptr inbounds double, ptr %19, i64 %20, !dbg !246
  %22 = load double, ptr %21, align 8, !dbg !246
  %23 = load ptr, ptr %5, align 8, !dbg !248
  %24 = load i64, ptr %7, align 8, !dbg !249
  %25 = getelementptr inbounds double, ptr %23, i64 %24, !dbg !248
  store double %22, ptr %25, align 8, !dbg !250
  br label %26, !dbg !248

26:                                               ; preds = %18
  %27 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !251
  %28 = sext i32 %27 to i64, !dbg !251
  %29 = mul nsw i64 %28, 1024, !dbg !252
  %30 = load i64, ptr %7, align 8, !dbg !253
  %31 = add nsw i64 %30, %29, !dbg !253
  store i64 %31, ptr %7, align 8, !dbg !253
  br label %14, !dbg !245, !llvm.loop !254

32:                                               ; preds = %14
  ret void, !dbg !256
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y() #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #4

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #5

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="256" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #2 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="64" "nvvm.minctasm"="2" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { convergent nocallback nounwind }
attributes #6 = { convergent nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6}
!llvm.ident = !{!7}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "tiled_matmul.cu", directory: "/work/wt/llir25/tools/capture/clang_kernels")
!2 = !{i32 7, !"Dwarf Version", i32 2}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!6 = !{i32 7, !"frame-pointer", i32 2}
!7 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!8 = distinct !DISubprogram(name: "matmul16", scope: !1, file: !1, line: 21, type: !9, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!9 = !DISubroutineType(types: !10)
!10 = !{}
!11 = !DILocation(line: 22, column: 15, scope: !8)
!12 = !DILocation(line: 22, column: 18, scope: !8)
!13 = !DILocation(line: 22, column: 21, scope: !8)
!14 = !DILocation(line: 22, column: 24, scope: !8)
!15 = !DILocation(line: 22, column: 3, scope: !8)
!16 = !DILocation(line: 23, column: 1, scope: !8)
!17 = distinct !DISubprogram(name: "tile_mm<16>", scope: !1, file: !1, line: 5, type: !9, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!18 = !DILocation(line: 8, column: 12, scope: !17)
!19 = !DILocation(line: 8, column: 7, scope: !17)
!20 = !DILocation(line: 8, column: 30, scope: !17)
!21 = !DILocation(line: 8, column: 25, scope: !17)
!22 = !DILocation(line: 9, column: 13, scope: !17)
!23 = !DILocation(line: 9, column: 24, scope: !17)
!24 = !DILocation(line: 9, column: 33, scope: !17)
!25 = !DILocation(line: 9, column: 31, scope: !17)
!26 = !DILocation(line: 9, column: 7, scope: !17)
!27 = !DILocation(line: 9, column: 43, scope: !17)
!28 = !DILocation(line: 9, column: 54, scope: !17)
!29 = !DILocation(line: 9, column: 63, scope: !17)
!30 = !DILocation(line: 9, column: 61, scope: !17)
!31 = !DILocation(line: 9, column: 37, scope: !17)
!32 = !DILocation(line: 10, column: 9, scope: !17)
!33 = !DILocation(line: 11, column: 12, scope: !17)
!34 = !DILocation(line: 11, column: 8, scope: !17)
!35 = !DILocation(line: 11, column: 20, scope: !17)
!36 = !DILocation(line: 11, column: 25, scope: !17)
!37 = !DILocation(line: 11, column: 23, scope: !17)
!38 = !DILocation(line: 11, column: 3, scope: !17)
!39 = !DILocation(line: 12, column: 19, scope: !17)
!40 = !DILocation(line: 12, column: 25, scope: !17)
!41 = !DILocation(line: 12, column: 23, scope: !17)
!42 = !DILocation(line: 12, column: 27, scope: !17)
!43 = !DILocation(line: 12, column: 30, scope: !17)
!44 = !DILocation(line: 12, column: 35, scope: !17)
!45 = !DILocation(line: 12, column: 33, scope: !17)
!46 = !DILocation(line: 12, column: 40, scope: !17)
!47 = !DILocation(line: 12, column: 38, scope: !17)
!48 = !DILocation(line: 12, column: 18, scope: !17)
!49 = !DILocation(line: 12, column: 45, scope: !17)
!50 = !DILocation(line: 12, column: 47, scope: !17)
!51 = !DILocation(line: 12, column: 53, scope: !17)
!52 = !DILocation(line: 12, column: 51, scope: !17)
!53 = !DILocation(line: 12, column: 57, scope: !17)
!54 = !DILocation(line: 12, column: 55, scope: !17)
!55 = !DILocation(line: 12, column: 62, scope: !17)
!56 = !DILocation(line: 12, column: 60, scope: !17)
!57 = !DILocation(line: 12, column: 8, scope: !17)
!58 = !DILocation(line: 12, column: 5, scope: !17)
!59 = !DILocation(line: 12, column: 12, scope: !17)
!60 = !DILocation(line: 12, column: 16, scope: !17)
!61 = !DILocation(line: 13, column: 19, scope: !17)
!62 = !DILocation(line: 13, column: 25, scope: !17)
!63 = !DILocation(line: 13, column: 23, scope: !17)
!64 = !DILocation(line: 13, column: 27, scope: !17)
!65 = !DILocation(line: 13, column: 30, scope: !17)
!66 = !DILocation(line: 13, column: 35, scope: !17)
!67 = !DILocation(line: 13, column: 33, scope: !17)
!68 = !DILocation(line: 13, column: 40, scope: !17)
!69 = !DILocation(line: 13, column: 38, scope: !17)
!70 = !DILocation(line: 13, column: 18, scope: !17)
!71 = !DILocation(line: 13, column: 45, scope: !17)
!72 = !DILocation(line: 13, column: 48, scope: !17)
!73 = !DILocation(line: 13, column: 53, scope: !17)
!74 = !DILocation(line: 13, column: 51, scope: !17)
!75 = !DILocation(line: 13, column: 59, scope: !17)
!76 = !DILocation(line: 13, column: 57, scope: !17)
!77 = !DILocation(line: 13, column: 63, scope: !17)
!78 = !DILocation(line: 13, column: 61, scope: !17)
!79 = !DILocation(line: 13, column: 8, scope: !17)
!80 = !DILocation(line: 13, column: 5, scope: !17)
!81 = !DILocation(line: 13, column: 12, scope: !17)
!82 = !DILocation(line: 13, column: 16, scope: !17)
!83 = !DILocation(line: 14, column: 5, scope: !17)
!84 = !DILocation(line: 16, column: 14, scope: !17)
!85 = !DILocation(line: 16, column: 10, scope: !17)
!86 = !DILocation(line: 16, column: 21, scope: !17)
!87 = !DILocation(line: 16, column: 23, scope: !17)
!88 = !DILocation(line: 16, column: 5, scope: !17)
!89 = !DILocation(line: 16, column: 46, scope: !17)
!90 = !DILocation(line: 16, column: 43, scope: !17)
!91 = !DILocation(line: 16, column: 50, scope: !17)
!92 = !DILocation(line: 16, column: 58, scope: !17)
!93 = !DILocation(line: 16, column: 55, scope: !17)
!94 = !DILocation(line: 16, column: 61, scope: !17)
!95 = !DILocation(line: 16, column: 53, scope: !17)
!96 = !DILocation(line: 16, column: 40, scope: !17)
!97 = !DILocation(line: 16, column: 36, scope: !17)
!98 = !DILocation(line: 16, column: 31, scope: !17)
!99 = distinct !{!99, !88, !100, !101, !102}
!100 = !DILocation(line: 16, column: 63, scope: !17)
!101 = !{!"llvm.loop.mustprogress"}
!102 = !{!"llvm.loop.unroll.enable"}
!103 = !DILocation(line: 17, column: 5, scope: !17)
!104 = !DILocation(line: 18, column: 3, scope: !17)
!105 = !DILocation(line: 11, column: 31, scope: !17)
!106 = distinct !{!106, !38, !104, !101}
!107 = !DILocation(line: 19, column: 7, scope: !17)
!108 = !DILocation(line: 19, column: 13, scope: !17)
!109 = !DILocation(line: 19, column: 11, scope: !17)
!110 = !DILocation(line: 19, column: 15, scope: !17)
!111 = !DILocation(line: 19, column: 18, scope: !17)
!112 = !DILocation(line: 19, column: 24, scope: !17)
!113 = !DILocation(line: 19, column: 22, scope: !17)
!114 = !DILocation(line: 19, column: 46, scope: !17)
!115 = !DILocation(line: 19, column: 27, scope: !17)
!116 = !DILocation(line: 19, column: 29, scope: !17)
!117 = !DILocation(line: 19, column: 35, scope: !17)
!118 = !DILocation(line: 19, column: 33, scope: !17)
!119 = !DILocation(line: 19, column: 39, scope: !17)
!120 = !DILocation(line: 19, column: 37, scope: !17)
!121 = !DILocation(line: 19, column: 44, scope: !17)
!122 = !DILocation(line: 20, column: 1, scope: !17)
!123 = distinct !DISubprogram(name: "matmul8", scope: !1, file: !1, line: 24, type: !9, scopeLine: 24, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!124 = !DILocation(line: 25, column: 14, scope: !123)
!125 = !DILocation(line: 25, column: 17, scope: !123)
!126 = !DILocation(line: 25, column: 20, scope: !123)
!127 = !DILocation(line: 25, column: 23, scope: !123)
!128 = !DILocation(line: 25, column: 3, scope: !123)
!129 = !DILocation(line: 26, column: 1, scope: !123)
!130 = distinct !DISubprogram(name: "tile_mm<8>", scope: !1, file: !1, line: 5, type: !9, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!131 = !DILocation(line: 8, column: 12, scope: !130)
!132 = !DILocation(line: 8, column: 7, scope: !130)
!133 = !DILocation(line: 8, column: 30, scope: !130)
!134 = !DILocation(line: 8, column: 25, scope: !130)
!135 = !DILocation(line: 9, column: 13, scope: !130)
!136 = !DILocation(line: 9, column: 24, scope: !130)
!137 = !DILocation(line: 9, column: 33, scope: !130)
!138 = !DILocation(line: 9, column: 31, scope: !130)
!139 = !DILocation(line: 9, column: 7, scope: !130)
!140 = !DILocation(line: 9, column: 43, scope: !130)
!141 = !DILocation(line: 9, column: 54, scope: !130)
!142 = !DILocation(line: 9, column: 63, scope: !130)
!143 = !DILocation(line: 9, column: 61, scope: !130)
!144 = !DILocation(line: 9, column: 37, scope: !130)
!145 = !DILocation(line: 10, column: 9, scope: !130)
!146 = !DILocation(line: 11, column: 12, scope: !130)
!147 = !DILocation(line: 11, column: 8, scope: !130)
!148 = !DILocation(line: 11, column: 20, scope: !130)
!149 = !DILocation(line: 11, column: 25, scope: !130)
!150 = !DILocation(line: 11, column: 23, scope: !130)
!151 = !DILocation(line: 11, column: 3, scope: !130)
!152 = !DILocation(line: 12, column: 19, scope: !130)
!153 = !DILocation(line: 12, column: 25, scope: !130)
!154 = !DILocation(line: 12, column: 23, scope: !130)
!155 = !DILocation(line: 12, column: 27, scope: !130)
!156 = !DILocation(line: 12, column: 30, scope: !130)
!157 = !DILocation(line: 12, column: 35, scope: !130)
!158 = !DILocation(line: 12, column: 33, scope: !130)
!159 = !DILocation(line: 12, column: 40, scope: !130)
!160 = !DILocation(line: 12, column: 38, scope: !130)
!161 = !DILocation(line: 12, column: 18, scope: !130)
!162 = !DILocation(line: 12, column: 45, scope: !130)
!163 = !DILocation(line: 12, column: 47, scope: !130)
!164 = !DILocation(line: 12, column: 53, scope: !130)
!165 = !DILocation(line: 12, column: 51, scope: !130)
!166 = !DILocation(line: 12, column: 57, scope: !130)
!167 = !DILocation(line: 12, column: 55, scope: !130)
!168 = !DILocation(line: 12, column: 62, scope: !130)
!169 = !DILocation(line: 12, column: 60, scope: !130)
!170 = !DILocation(line: 12, column: 8, scope: !130)
!171 = !DILocation(line: 12, column: 5, scope: !130)
!172 = !DILocation(line: 12, column: 12, scope: !130)
!173 = !DILocation(line: 12, column: 16, scope: !130)
!174 = !DILocation(line: 13, column: 19, scope: !130)
!175 = !DILocation(line: 13, column: 25, scope: !130)
!176 = !DILocation(line: 13, column: 23, scope: !130)
!177 = !DILocation(line: 13, column: 27, scope: !130)
!178 = !DILocation(line: 13, column: 30, scope: !130)
!179 = !DILocation(line: 13, column: 35, scope: !130)
!180 = !DILocation(line: 13, column: 33, scope: !130)
!181 = !DILocation(line: 13, column: 40, scope: !130)
!182 = !DILocation(line: 13, column: 38, scope: !130)
!183 = !DILocation(line: 13, column: 18, scope: !130)
!184 = !DILocation(line: 13, column: 45, scope: !130)
!185 = !DILocation(line: 13, column: 48, scope: !130)
!186 = !DILocation(line: 13, column: 53, scope: !130)
!187 = !DILocation(line: 13, column: 51, scope: !130)
!188 = !DILocation(line: 13, column: 59, scope: !130)
!189 = !DILocation(line: 13, column: 57, scope: !130)
!190 = !DILocation(line: 13, column: 63, scope: !130)
!191 = !DILocation(line: 13, column: 61, scope: !130)
!192 = !DILocation(line: 13, column: 8, scope: !130)
!193 = !DILocation(line: 13, column: 5, scope: !130)
!194 = !DILocation(line: 13, column: 12, scope: !130)
!195 = !DILocation(line: 13, column: 16, scope: !130)
!196 = !DILocation(line: 14, column: 5, scope: !130)
!197 = !DILocation(line: 16, column: 14, scope: !130)
!198 = !DILocation(line: 16, column: 10, scope: !130)
!199 = !DILocation(line: 16, column: 21, scope: !130)
!200 = !DILocation(line: 16, column: 23, scope: !130)
!201 = !DILocation(line: 16, column: 5, scope: !130)
!202 = !DILocation(line: 16, column: 46, scope: !130)
!203 = !DILocation(line: 16, column: 43, scope: !130)
!204 = !DILocation(line: 16, column: 50, scope: !130)
!205 = !DILocation(line: 16, column: 58, scope: !130)
!206 = !DILocation(line: 16, column: 55, scope: !130)
!207 = !DILocation(line: 16, column: 61, scope: !130)
!208 = !DILocation(line: 16, column: 53, scope: !130)
!209 = !DILocation(line: 16, column: 40, scope: !130)
!210 = !DILocation(line: 16, column: 36, scope: !130)
!211 = !DILocation(line: 16, column: 31, scope: !130)
!212 = distinct !{!212, !201, !213, !101, !102}
!213 = !DILocation(line: 16, column: 63, scope: !130)
!214 = !DILocation(line: 17, column: 5, scope: !130)
!215 = !DILocation(line: 18, column: 3, scope: !130)
!216 = !DILocation(line: 11, column: 31, scope: !130)
!217 = distinct !{!217, !151, !215, !101}
!218 = !DILocation(line: 19, column: 7, scope: !130)
!219 = !DILocation(line: 19, column: 13, scope: !130)
!220 = !DILocation(line: 19, column: 11, scope: !130)
!221 = !DILocation(line: 19, column: 15, scope: !130)
!222 = !DILocation(line: 19, column: 18, scope: !130)
!223 = !DILocation(line: 19, column: 24, scope: !130)
!224 = !DILocation(line: 19, column: 22, scope: !130)
!225 = !DILocation(line: 19, column: 46, scope: !130)
!226 = !DILocation(line: 19, column: 27, scope: !130)
!227 = !DILocation(line: 19, column: 29, scope: !130)
!228 = !DILocation(line: 19, column: 35, scope: !130)
!229 = !DILocation(line: 19, column: 33, scope: !130)
!230 = !DILocation(line: 19, column: 39, scope: !130)
!231 = !DILocation(line: 19, column: 37, scope: !130)
!232 = !DILocation(line: 19, column: 44, scope: !130)
!233 = !DILocation(line: 20, column: 1, scope: !130)
!234 = distinct !DISubprogram(name: "grid_copy", scope: !1, file: !1, line: 27, type: !9, scopeLine: 27, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!235 = !DILocation(line: 28, column: 17, scope: !234)
!236 = !DILocation(line: 28, column: 30, scope: !234)
!237 = !DILocation(line: 28, column: 28, scope: !234)
!238 = !DILocation(line: 28, column: 43, scope: !234)
!239 = !DILocation(line: 28, column: 41, scope: !234)
!240 = !DILocation(line: 28, column: 13, scope: !234)
!241 = !DILocation(line: 28, column: 8, scope: !234)
!242 = !DILocation(line: 28, column: 56, scope: !234)
!243 = !DILocation(line: 28, column: 60, scope: !234)
!244 = !DILocation(line: 28, column: 58, scope: !234)
!245 = !DILocation(line: 28, column: 3, scope: !234)
!246 = !DILocation(line: 29, column: 14, scope: !234)
!247 = !DILocation(line: 29, column: 17, scope: !234)
!248 = !DILocation(line: 29, column: 5, scope: !234)
!249 = !DILocation(line: 29, column: 9, scope: !234)
!250 = !DILocation(line: 29, column: 12, scope: !234)
!251 = !DILocation(line: 28, column: 74, scope: !234)
!252 = !DILocation(line: 28, column: 85, scope: !234)
!253 = !DILocation(line: 28, column: 65, scope: !234)
!254 = distinct !{!254, !245, !255, !101}
!255 = !DILocation(line: 29, column: 18, scope: !234)
!256 = !DILocation(line: 30, column: 1, scope: !234)
