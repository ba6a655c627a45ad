; ModuleID = 'g24_local_arrays.cu'
source_filename = "g24_local_arrays.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@__const.g24_bit_table.table = private unnamed_addr constant [16 x i8] c"\00\01\01\02\01\02\02\03\01\02\02\03\02\03\03\04", align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local ptx_kernel void @g24_local_sort(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 !dbg !8 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca [8 x float], align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca float, align 4
  %12 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %13 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !11
  %14 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !12
  %15 = mul nsw i32 %13, %14, !dbg !13
  %16 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !14
  %17 = add nsw i32 %15, %16, !dbg !15
  store i32 %17, ptr %7, align 4, !dbg !16
  %18 = load i32, ptr %7, align 4, !dbg !17
  %19 = load i32, ptr %6, align 4, !dbg !18
  %20 = icmp sge i32 %18, %19, !dbg !19
  br i1 %20, label %21, label %22, !dbg !19

21:                                               ; preds = %3
  br label %103, !dbg !20

22:                                               ; preds = %3
  store i32 0, ptr %9, align 4, !dbg !21
  br label %23, !dbg !22

23:                                               ; preds = %40, %22
  %24 = load i32, ptr %9, align 4, !dbg !23
  %25 = icmp slt i32 %24, 8, !dbg !24
  br i1 %25, label %26, label %43, !dbg !25

26:                                               ; preds = %23
  %27 = load ptr, ptr %4, align 8, !dbg !26
  %28 = load i32, ptr %7, align 4, !dbg !27
  %29 = mul nsw i32 %28, 8, !dbg !28
  %30 = load i32, ptr %9, align 4, !dbg !29
  %31 = add nsw i32 %29, %30, !dbg !30
  %32 = load i32, ptr %6, align 4, !dbg !31
  %33 = srem i32 %31, %32, !dbg !32
  %34 = sext i32 %33 to i64, !dbg !26
  %35 = getelementptr inbounds float, ptr %27, i64 %34, !dbg !26
  %36 = load float, ptr %35, align 4, !dbg !26
  %37 = load i32, ptr %9, align 4, !dbg !33
  %38 = sext i32 %37 to i64, !dbg !34
  %39 = getelementptr inbounds [8 x float], ptr %8, i64 0, i64 %38, !dbg !34
  store float %36, ptr %39, align 4, !dbg !35
  br label %40, !dbg !34

40:                                               ; preds = %26
  %41 = load i32, ptr %9, align 4, !dbg !36
  %42 = add nsw i32 %41, 1, !dbg !36
  store i32 %42, ptr %9, align 4, !dbg !36
  br label %23, !dbg !25, !llvm.loop !37

43:                                               ; preds = %23
  store i32 1, ptr %10, align 4, !dbg !40
  br label %44, !dbg !41

44:                                               ; preds = %83, %43
  %45 = load i32, ptr %10, align 4, !dbg !42
  %46 = icmp slt i32 %45, 8, !dbg !43
  br i1 %46, label %47, label %86, !dbg !44

47:                                               ; preds = %44
  %48 = load i32, ptr %10, align 4, !dbg !45
  %49 = sext i32 %48 to i64, !dbg !46
  %50 = getelementptr inbounds [8 x float], ptr %8, i64 0, i64 %49, !dbg !46
  %51 = load float, ptr %50, align 4, !dbg !46
  store float %51, ptr %11, align 4, !dbg !47
  %52 = load i32, ptr %10, align 4, !dbg !48
  %53 = sub nsw i32 %52, 1, !dbg !49
  store i32 %53, ptr %12, align 4, !dbg !50
  br label %54, !dbg !51

54:                                               ; preds = %66, %47
  %55 = load i32, ptr %12, align 4, !dbg !52
  %56 = icmp sge i32 %55, 0, !dbg !53
  br i1 %56, label %57, label %64, !dbg !54

57:                                               ; preds = %54
  %58 = load i32, ptr %12, align 4, !dbg !55
  %59 = sext i32 %58 to i64, !dbg !56
  %60 = getelementptr inbounds [8 x float], ptr %8, i64 0, i64 %59, !dbg !56
  %61 = load float, ptr %60, align 4, !dbg !56
  %62 = load float, ptr %11, align 4, !dbg !57
  %63 = fcmp contract ogt float %61, %62, !dbg !58
  br label %64

64:                                               ; preds = %57, %54
  %65 = phi i1 [ false, %54 ], [ %63, %57 ], !dbg !59
  br i1 %65, label %66, label %77, !dbg !51

66:                                               ; preds = %64
  %67 = load i32, ptr %12, align 4, !dbg !60
  %68 = sext i32 %67 to i64, !dbg !61
  %69 = getelementptr inbounds [8 x float], ptr %8, i64 0, i64 %68, !dbg !61
  %70 = load float, ptr %69, align 4, !dbg !61
  %71 = load i32, ptr %12, align 4, !dbg !62
  %72 = add nsw i32 %71, 1, !dbg !63
  %73 = sext i32 %72 to i64, !dbg !64
  %74 = getelementptr inbounds [8 x float], ptr %8, i64 0, i64 %73, !dbg !64
  store float %70, ptr %74, align 4, !dbg !65
  %75 = load i32, ptr %12, align 4, !dbg !66
  %76 = add nsw i32 %75, -1, !dbg !66
  store i32 %76, ptr %12, align 4, !dbg !66
  br label %54, !dbg !51, !llvm.loop !67

77:                                               ; preds = %64
  %78 = load float, ptr %11, align 4, !dbg !69
  %79 = load i32, ptr %12, align 4, !dbg !70
  %80 = add nsw i32 %79, 1, !dbg !71
  %81 = sext i32 %80 to i64, !dbg !72
  %82 = getelementptr inbounds [8 x float], ptr %8, i64 0, i64 %81, !dbg !72
  store float %78, ptr %82, align 4, !dbg !73
  br label %83, !dbg !74

83:                                               ; preds = %77
  %84 = load i32, ptr %10, align 4, !dbg !75
  %85 = add nsw i32 %84, 1, !dbg !75
  store i32 %85, ptr %10, align 4, !dbg !75
  br label %44, !dbg !44, !llvm.loop !76

86:                                               ; preds = %44
  %87 = getelementptr inbounds [8 x float], ptr %8, i64 0, i64 0, !dbg !77
  %88 = load float, ptr %87, align 4, !dbg !77
  %89 = getelementptr inbounds [8 x float], ptr %8, i64 0, i64 7, !dbg !78
  %90 = load float, ptr %89, align 4, !dbg !78
  %91 = fmul contract float %90, 2.000000e+00, !dbg !79
  %92 = fadd contract float %88, %91, !dbg !80
  %93 = load i32, ptr %7, align 4, !dbg !81
  %94 = and i32 %93, 7, !dbg !82
  %95 = sext i32 %94 to i64, !dbg !83
  %96 = getelementptr inbounds [8 x float], ptr %8, i64 0, i64 %95, !dbg !83
  %97 = load float, ptr %96, align 4, !dbg !83
  %98 = fadd contract float %92, %97, !dbg !84
  %99 = load ptr, ptr %5, align 8, !dbg !85
  %100 = load i32, ptr %7, align 4, !dbg !86
  %101 = sext i32 %100 to i64, !dbg !85
  %102 = getelementptr inbounds float, ptr %99, i64 %101, !dbg !85
  store float %98, ptr %102, align 4, !dbg !87
  br label %103, !dbg !88

103:                                              ; preds = %86, %21
  ret void, !dbg !88
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local ptx_kernel void @g24_prefix(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 !dbg !89 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca [6 x i32], align 4
  %9 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %10 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !90
  %11 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !91
  %12 = mul nsw i32 %10, %11, !dbg !92
  %13 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !93
  %14 = add nsw i32 %12, %13, !dbg !94
  store i32 %14, ptr %7, align 4, !dbg !95
  %15 = load i32, ptr %7, align 4, !dbg !96
  %16 = load i32, ptr %6, align 4, !dbg !97
  %17 = icmp sge i32 %15, %16, !dbg !98
  br i1 %17, label %18, label %19, !dbg !98

18:                                               ; preds = %3
  br label %68, !dbg !99

19:                                               ; preds = %3
  %20 = load ptr, ptr %4, align 8, !dbg !100
  %21 = load i32, ptr %7, align 4, !dbg !101
  %22 = sext i32 %21 to i64, !dbg !100
  %23 = getelementptr inbounds i32, ptr %20, i64 %22, !dbg !100
  %24 = load i32, ptr %23, align 4, !dbg !100
  %25 = getelementptr inbounds [6 x i32], ptr %8, i64 0, i64 0, !dbg !102
  store i32 %24, ptr %25, align 4, !dbg !103
  store i32 1, ptr %9, align 4, !dbg !104
  br label %26, !dbg !105

26:                                               ; preds = %48, %19
  %27 = load i32, ptr %9, align 4, !dbg !106
  %28 = icmp slt i32 %27, 6, !dbg !107
  br i1 %28, label %29, label %51, !dbg !108

29:                                               ; preds = %26
  %30 = load i32, ptr %9, align 4, !dbg !109
  %31 = sub nsw i32 %30, 1, !dbg !110
  %32 = sext i32 %31 to i64, !dbg !111
  %33 = getelementptr inbounds [6 x i32], ptr %8, i64 0, i64 %32, !dbg !111
  %34 = load i32, ptr %33, align 4, !dbg !111
  %35 = load ptr, ptr %4, align 8, !dbg !112
  %36 = load i32, ptr %7, align 4, !dbg !113
  %37 = load i32, ptr %9, align 4, !dbg !114
  %38 = add nsw i32 %36, %37, !dbg !115
  %39 = load i32, ptr %6, align 4, !dbg !116
  %40 = srem i32 %38, %39, !dbg !117
  %41 = sext i32 %40 to i64, !dbg !112
  %42 = getelementptr inbounds i32, ptr %35, i64 %41, !dbg !112
  %43 = load i32, ptr %42, align 4, !dbg !112
  %44 = add nsw i32 %34, %43, !dbg !118
  %45 = load i32, ptr %9, align 4, !dbg !119
  %46 = sext i32 %45 to i64, !dbg !120
  %47 = getelementptr inbounds [6 x i32], ptr %8, i64 0, i64 %46, !dbg !120
  store i32 %44, ptr %47, align 4, !dbg !121
  br label %48, !dbg !120

48:                                               ; preds = %29
  %49 = load i32, ptr %9, align 4, !dbg !122
  %50 = add nsw i32 %49, 1, !dbg !122
  store i32 %50, ptr %9, align 4, !dbg !122
  br label %26, !dbg !108, !llvm.loop !123

51:                                               ; preds = %26
  %52 = load ptr, ptr %4, align 8, !dbg !125
  %53 = load i32, ptr %7, align 4, !dbg !126
  %54 = sext i32 %53 to i64, !dbg !125
  %55 = getelementptr inbounds i32, ptr %52, i64 %54, !dbg !125
  %56 = load i32, ptr %55, align 4, !dbg !125
  %57 = and i32 %56, 3, !dbg !127
  %58 = sext i32 %57 to i64, !dbg !128
  %59 = getelementptr inbounds [6 x i32], ptr %8, i64 0, i64 %58, !dbg !128
  %60 = load i32, ptr %59, align 4, !dbg !128
  %61 = getelementptr inbounds [6 x i32], ptr %8, i64 0, i64 5, !dbg !129
  %62 = load i32, ptr %61, align 4, !dbg !129
  %63 = sub nsw i32 %60, %62, !dbg !130
  %64 = load ptr, ptr %5, align 8, !dbg !131
  %65 = load i32, ptr %7, align 4, !dbg !132
  %66 = sext i32 %65 to i64, !dbg !131
  %67 = getelementptr inbounds i32, ptr %64, i64 %66, !dbg !131
  store i32 %63, ptr %67, align 4, !dbg !133
  br label %68, !dbg !134

68:                                               ; preds = %51, %18
  ret void, !dbg !134
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local ptx_kernel void @g24_matvec(ptr noundef %0, ptr noundef %1, ptr noundef %2) #0 !dbg !135 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca [3 x [3 x float]], align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca float, align 4
  %13 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  %14 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !136
  %15 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !137
  %16 = mul nsw i32 %14, %15, !dbg !138
  %17 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !139
  %18 = add nsw i32 %16, %17, !dbg !140
  store i32 %18, ptr %7, align 4, !dbg !141
  store i32 0, ptr %9, align 4, !dbg !142
  br label %19, !dbg !143

19:                                               ; preds = %48, %3
  %20 = load i32, ptr %9, align 4, !dbg !144
  %21 = icmp slt i32 %20, 3, !dbg !145
  br i1 %21, label %22, label %51, !dbg !146

22:                                               ; preds = %19
  store i32 0, ptr %10, align 4, !dbg !147
  br label %23, !dbg !148

23:                                               ; preds = %44, %22
  %24 = load i32, ptr %10, align 4, !dbg !149
  %25 = icmp slt i32 %24, 3, !dbg !150
  br i1 %25, label %26, label %47, !dbg !151

26:                                               ; preds = %23
  %27 = load ptr, ptr %4, align 8, !dbg !152
  %28 = load i32, ptr %7, align 4, !dbg !153
  %29 = mul nsw i32 %28, 9, !dbg !154
  %30 = load i32, ptr %9, align 4, !dbg !155
  %31 = mul nsw i32 %30, 3, !dbg !156
  %32 = add nsw i32 %29, %31, !dbg !157
  %33 = load i32, ptr %10, align 4, !dbg !158
  %34 = add nsw i32 %32, %33, !dbg !159
  %35 = sext i32 %34 to i64, !dbg !152
  %36 = getelementptr inbounds float, ptr %27, i64 %35, !dbg !152
  %37 = load float, ptr %36, align 4, !dbg !152
  %38 = load i32, ptr %9, align 4, !dbg !160
  %39 = sext i32 %38 to i64, !dbg !161
  %40 = getelementptr inbounds [3 x [3 x float]], ptr %8, i64 0, i64 %39, !dbg !161
  %41 = load i32, ptr %10, align 4, !dbg !162
  %42 = sext i32 %41 to i64, !dbg !161
  %43 = getelementptr inbounds [3 x float], ptr %40, i64 0, i64 %42, !dbg !161
  store float %37, ptr %43, align 4, !dbg !163
  br label %44, !dbg !161

44:                                               ; preds = %26
  %45 = load i32, ptr %10, align 4, !dbg !164
  %46 = add nsw i32 %45, 1, !dbg !164
  store i32 %46, ptr %10, align 4, !dbg !164
  br label %23, !dbg !151, !llvm.loop !165

47:                                               ; preds = %23
  br label %48, !dbg !166

48:                                               ; preds = %47
  %49 = load i32, ptr %9, align 4, !dbg !167
  %50 = add nsw i32 %49, 1, !dbg !167
  store i32 %50, ptr %9, align 4, !dbg !167
  br label %19, !dbg !146, !llvm.loop !168

51:                                               ; preds = %19
  store i32 0, ptr %11, align 4, !dbg !169
  br label %52, !dbg !170

52:                                               ; preds = %87, %51
  %53 = load i32, ptr %11, align 4, !dbg !171
  %54 = icmp slt i32 %53, 3, !dbg !172
  br i1 %54, label %55, label %90, !dbg !173

55:                                               ; preds = %52
  store float 0.000000e+00, ptr %12, align 4, !dbg !174
  store i32 0, ptr %13, align 4, !dbg !175
  br label %56, !dbg !176

56:                                               ; preds = %75, %55
  %57 = load i32, ptr %13, align 4, !dbg !177
  %58 = icmp slt i32 %57, 3, !dbg !178
  br i1 %58, label %59, label %78, !dbg !179

59:                                               ; preds = %56
  %60 = load i32, ptr %11, align 4, !dbg !180
  %61 = sext i32 %60 to i64, !dbg !181
  %62 = getelementptr inbounds [3 x [3 x float]], ptr %8, i64 0, i64 %61, !dbg !181
  %63 = load i32, ptr %13, align 4, !dbg !182
  %64 = sext i32 %63 to i64, !dbg !181
  %65 = getelementptr inbounds [3 x float], ptr %62, i64 0, i64 %64, !dbg !181
  %66 = load float, ptr %65, align 4, !dbg !181
  %67 = load ptr, ptr %5, align 8, !dbg !183
  %68 = load i32, ptr %13, align 4, !dbg !184
  %69 = sext i32 %68 to i64, !dbg !183
  %70 = getelementptr inbounds float, ptr %67, i64 %69, !dbg !183
  %71 = load float, ptr %70, align 4, !dbg !183
  %72 = fmul contract float %66, %71, !dbg !185
  %73 = load float, ptr %12, align 4, !dbg !186
  %74 = fadd contract float %73, %72, !dbg !186
  store float %74, ptr %12, align 4, !dbg !186
  br label %75, !dbg !187

75:                                               ; preds = %59
  %76 = load i32, ptr %13, align 4, !dbg !188
  %77 = add nsw i32 %76, 1, !dbg !188
  store i32 %77, ptr %13, align 4, !dbg !188
  br label %56, !dbg !179, !llvm.loop !189

78:                                               ; preds = %56
  %79 = load float, ptr %12, align 4, !dbg !191
  %80 = load ptr, ptr %6, align 8, !dbg !192
  %81 = load i32, ptr %7, align 4, !dbg !193
  %82 = mul nsw i32 %81, 3, !dbg !194
  %83 = load i32, ptr %11, align 4, !dbg !195
  %84 = add nsw i32 %82, %83, !dbg !196
  %85 = sext i32 %84 to i64, !dbg !192
  %86 = getelementptr inbounds float, ptr %80, i64 %85, !dbg !192
  store float %79, ptr %86, align 4, !dbg !197
  br label %87, !dbg !198

87:                                               ; preds = %78
  %88 = load i32, ptr %11, align 4, !dbg !199
  %89 = add nsw i32 %88, 1, !dbg !199
  store i32 %89, ptr %11, align 4, !dbg !199
  br label %52, !dbg !173, !llvm.loop !200

90:                                               ; preds = %52
  ret void, !dbg !201
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local ptx_kernel void @g24_bit_table(ptr noundef %0, ptr noundef %1) #0 !dbg !202 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca [16 x i8], align 1
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %10 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !203
  %11 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !204
  %12 = mul nsw i32 %10, %11, !dbg !205
  %13 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !206
  %14 = add nsw i32 %12, %13, !dbg !207
  store i32 %14, ptr %5, align 4, !dbg !208
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %6, ptr align 1 @__const.g24_bit_table.table, i64 16, i1 false), !dbg !209
  %15 = load ptr, ptr %3, align 8, !dbg !210
  %16 = load i32, ptr %5, align 4, !dbg !211
  %17 = sext i32 %16 to i64, !dbg !210
  %18 = getelementptr inbounds i32, ptr %15, i64 %17, !dbg !210
  %19 = load i32, ptr %18, align 4, !dbg !210
  store i32 %19, ptr %7, align 4, !dbg !212
  store i32 0, ptr %8, align 4, !dbg !213
  store i32 0, ptr %9, align 4, !dbg !214
  br label %20, !dbg !215

20:                                               ; preds = %35, %2
  %21 = load i32, ptr %9, align 4, !dbg !216
  %22 = icmp slt i32 %21, 8, !dbg !217
  br i1 %22, label %23, label %38, !dbg !218

23:                                               ; preds = %20
  %24 = load i32, ptr %7, align 4, !dbg !219
  %25 = load i32, ptr %9, align 4, !dbg !220
  %26 = mul nsw i32 4, %25, !dbg !221
  %27 = lshr i32 %24, %26, !dbg !222
  %28 = and i32 %27, 15, !dbg !223
  %29 = zext i32 %28 to i64, !dbg !224
  %30 = getelementptr inbounds nuw [16 x i8], ptr %6, i64 0, i64 %29, !dbg !224
  %31 = load i8, ptr %30, align 1, !dbg !224
  %32 = zext i8 %31 to i32, !dbg !224
  %33 = load i32, ptr %8, align 4, !dbg !225
  %34 = add i32 %33, %32, !dbg !225
  store i32 %34, ptr %8, align 4, !dbg !225
  br label %35, !dbg !226

35:                                               ; preds = %23
  %36 = load i32, ptr %9, align 4, !dbg !227
  %37 = add nsw i32 %36, 1, !dbg !227
  store i32 %37, ptr %9, align 4, !dbg !227
  br label %20, !dbg !218, !llvm.loop !228

38:                                               ; preds = %20
  %39 = load i32, ptr %8, align 4, !dbg !230
  %40 = load ptr, ptr %4, align 8, !dbg !231
  %41 = load i32, ptr %5, align 4, !dbg !232
  %42 = sext i32 %41 to i64, !dbg !231
  %43 = getelementptr inbounds i32, ptr %40, i64 %42, !dbg !231
  store i32 %39, ptr %43, align 4, !dbg !233
  ret void, !dbg !234
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #2

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6}
!llvm.ident = !{!7}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "g24_local_arrays.cu", directory: "/work/wt/mid24/tools/capture/clang_kernels")
!2 = !{i32 7, !"Dwarf Version", i32 2}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!6 = !{i32 7, !"frame-pointer", i32 2}
!7 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!8 = distinct !DISubprogram(name: "g24_local_sort", scope: !1, file: !1, line: 4, type: !9, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!9 = !DISubroutineType(types: !10)
!10 = !{}
!11 = !DILocation(line: 5, column: 11, scope: !8)
!12 = !DILocation(line: 5, column: 24, scope: !8)
!13 = !DILocation(line: 5, column: 22, scope: !8)
!14 = !DILocation(line: 5, column: 37, scope: !8)
!15 = !DILocation(line: 5, column: 35, scope: !8)
!16 = !DILocation(line: 5, column: 7, scope: !8)
!17 = !DILocation(line: 6, column: 7, scope: !8)
!18 = !DILocation(line: 6, column: 12, scope: !8)
!19 = !DILocation(line: 6, column: 9, scope: !8)
!20 = !DILocation(line: 6, column: 15, scope: !8)
!21 = !DILocation(line: 8, column: 12, scope: !8)
!22 = !DILocation(line: 8, column: 8, scope: !8)
!23 = !DILocation(line: 8, column: 19, scope: !8)
!24 = !DILocation(line: 8, column: 21, scope: !8)
!25 = !DILocation(line: 8, column: 3, scope: !8)
!26 = !DILocation(line: 8, column: 38, scope: !8)
!27 = !DILocation(line: 8, column: 42, scope: !8)
!28 = !DILocation(line: 8, column: 44, scope: !8)
!29 = !DILocation(line: 8, column: 50, scope: !8)
!30 = !DILocation(line: 8, column: 48, scope: !8)
!31 = !DILocation(line: 8, column: 55, scope: !8)
!32 = !DILocation(line: 8, column: 53, scope: !8)
!33 = !DILocation(line: 8, column: 33, scope: !8)
!34 = !DILocation(line: 8, column: 31, scope: !8)
!35 = !DILocation(line: 8, column: 36, scope: !8)
!36 = !DILocation(line: 8, column: 26, scope: !8)
!37 = distinct !{!37, !25, !38, !39}
!38 = !DILocation(line: 8, column: 56, scope: !8)
!39 = !{!"llvm.loop.mustprogress"}
!40 = !DILocation(line: 9, column: 12, scope: !8)
!41 = !DILocation(line: 9, column: 8, scope: !8)
!42 = !DILocation(line: 9, column: 19, scope: !8)
!43 = !DILocation(line: 9, column: 21, scope: !8)
!44 = !DILocation(line: 9, column: 3, scope: !8)
!45 = !DILocation(line: 10, column: 19, scope: !8)
!46 = !DILocation(line: 10, column: 17, scope: !8)
!47 = !DILocation(line: 10, column: 11, scope: !8)
!48 = !DILocation(line: 11, column: 13, scope: !8)
!49 = !DILocation(line: 11, column: 15, scope: !8)
!50 = !DILocation(line: 11, column: 9, scope: !8)
!51 = !DILocation(line: 12, column: 5, scope: !8)
!52 = !DILocation(line: 12, column: 12, scope: !8)
!53 = !DILocation(line: 12, column: 14, scope: !8)
!54 = !DILocation(line: 12, column: 19, scope: !8)
!55 = !DILocation(line: 12, column: 24, scope: !8)
!56 = !DILocation(line: 12, column: 22, scope: !8)
!57 = !DILocation(line: 12, column: 29, scope: !8)
!58 = !DILocation(line: 12, column: 27, scope: !8)
!59 = !DILocation(line: 0, scope: !8)
!60 = !DILocation(line: 12, column: 49, scope: !8)
!61 = !DILocation(line: 12, column: 47, scope: !8)
!62 = !DILocation(line: 12, column: 38, scope: !8)
!63 = !DILocation(line: 12, column: 40, scope: !8)
!64 = !DILocation(line: 12, column: 36, scope: !8)
!65 = !DILocation(line: 12, column: 45, scope: !8)
!66 = !DILocation(line: 12, column: 53, scope: !8)
!67 = distinct !{!67, !51, !68, !39}
!68 = !DILocation(line: 12, column: 58, scope: !8)
!69 = !DILocation(line: 13, column: 16, scope: !8)
!70 = !DILocation(line: 13, column: 7, scope: !8)
!71 = !DILocation(line: 13, column: 9, scope: !8)
!72 = !DILocation(line: 13, column: 5, scope: !8)
!73 = !DILocation(line: 13, column: 14, scope: !8)
!74 = !DILocation(line: 14, column: 3, scope: !8)
!75 = !DILocation(line: 9, column: 26, scope: !8)
!76 = distinct !{!76, !44, !74, !39}
!77 = !DILocation(line: 15, column: 12, scope: !8)
!78 = !DILocation(line: 15, column: 19, scope: !8)
!79 = !DILocation(line: 15, column: 24, scope: !8)
!80 = !DILocation(line: 15, column: 17, scope: !8)
!81 = !DILocation(line: 15, column: 35, scope: !8)
!82 = !DILocation(line: 15, column: 37, scope: !8)
!83 = !DILocation(line: 15, column: 33, scope: !8)
!84 = !DILocation(line: 15, column: 31, scope: !8)
!85 = !DILocation(line: 15, column: 3, scope: !8)
!86 = !DILocation(line: 15, column: 7, scope: !8)
!87 = !DILocation(line: 15, column: 10, scope: !8)
!88 = !DILocation(line: 16, column: 1, scope: !8)
!89 = distinct !DISubprogram(name: "g24_prefix", scope: !1, file: !1, line: 17, type: !9, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!90 = !DILocation(line: 18, column: 11, scope: !89)
!91 = !DILocation(line: 18, column: 24, scope: !89)
!92 = !DILocation(line: 18, column: 22, scope: !89)
!93 = !DILocation(line: 18, column: 37, scope: !89)
!94 = !DILocation(line: 18, column: 35, scope: !89)
!95 = !DILocation(line: 18, column: 7, scope: !89)
!96 = !DILocation(line: 19, column: 7, scope: !89)
!97 = !DILocation(line: 19, column: 12, scope: !89)
!98 = !DILocation(line: 19, column: 9, scope: !89)
!99 = !DILocation(line: 19, column: 15, scope: !89)
!100 = !DILocation(line: 21, column: 10, scope: !89)
!101 = !DILocation(line: 21, column: 13, scope: !89)
!102 = !DILocation(line: 21, column: 3, scope: !89)
!103 = !DILocation(line: 21, column: 8, scope: !89)
!104 = !DILocation(line: 22, column: 12, scope: !89)
!105 = !DILocation(line: 22, column: 8, scope: !89)
!106 = !DILocation(line: 22, column: 19, scope: !89)
!107 = !DILocation(line: 22, column: 21, scope: !89)
!108 = !DILocation(line: 22, column: 3, scope: !89)
!109 = !DILocation(line: 22, column: 40, scope: !89)
!110 = !DILocation(line: 22, column: 42, scope: !89)
!111 = !DILocation(line: 22, column: 38, scope: !89)
!112 = !DILocation(line: 22, column: 49, scope: !89)
!113 = !DILocation(line: 22, column: 53, scope: !89)
!114 = !DILocation(line: 22, column: 57, scope: !89)
!115 = !DILocation(line: 22, column: 55, scope: !89)
!116 = !DILocation(line: 22, column: 62, scope: !89)
!117 = !DILocation(line: 22, column: 60, scope: !89)
!118 = !DILocation(line: 22, column: 47, scope: !89)
!119 = !DILocation(line: 22, column: 33, scope: !89)
!120 = !DILocation(line: 22, column: 31, scope: !89)
!121 = !DILocation(line: 22, column: 36, scope: !89)
!122 = !DILocation(line: 22, column: 26, scope: !89)
!123 = distinct !{!123, !108, !124, !39}
!124 = !DILocation(line: 22, column: 63, scope: !89)
!125 = !DILocation(line: 23, column: 14, scope: !89)
!126 = !DILocation(line: 23, column: 17, scope: !89)
!127 = !DILocation(line: 23, column: 20, scope: !89)
!128 = !DILocation(line: 23, column: 12, scope: !89)
!129 = !DILocation(line: 23, column: 27, scope: !89)
!130 = !DILocation(line: 23, column: 25, scope: !89)
!131 = !DILocation(line: 23, column: 3, scope: !89)
!132 = !DILocation(line: 23, column: 7, scope: !89)
!133 = !DILocation(line: 23, column: 10, scope: !89)
!134 = !DILocation(line: 24, column: 1, scope: !89)
!135 = distinct !DISubprogram(name: "g24_matvec", scope: !1, file: !1, line: 25, type: !9, scopeLine: 25, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!136 = !DILocation(line: 26, column: 11, scope: !135)
!137 = !DILocation(line: 26, column: 24, scope: !135)
!138 = !DILocation(line: 26, column: 22, scope: !135)
!139 = !DILocation(line: 26, column: 37, scope: !135)
!140 = !DILocation(line: 26, column: 35, scope: !135)
!141 = !DILocation(line: 26, column: 7, scope: !135)
!142 = !DILocation(line: 28, column: 12, scope: !135)
!143 = !DILocation(line: 28, column: 8, scope: !135)
!144 = !DILocation(line: 28, column: 19, scope: !135)
!145 = !DILocation(line: 28, column: 21, scope: !135)
!146 = !DILocation(line: 28, column: 3, scope: !135)
!147 = !DILocation(line: 29, column: 14, scope: !135)
!148 = !DILocation(line: 29, column: 10, scope: !135)
!149 = !DILocation(line: 29, column: 21, scope: !135)
!150 = !DILocation(line: 29, column: 23, scope: !135)
!151 = !DILocation(line: 29, column: 5, scope: !135)
!152 = !DILocation(line: 29, column: 43, scope: !135)
!153 = !DILocation(line: 29, column: 45, scope: !135)
!154 = !DILocation(line: 29, column: 47, scope: !135)
!155 = !DILocation(line: 29, column: 53, scope: !135)
!156 = !DILocation(line: 29, column: 55, scope: !135)
!157 = !DILocation(line: 29, column: 51, scope: !135)
!158 = !DILocation(line: 29, column: 61, scope: !135)
!159 = !DILocation(line: 29, column: 59, scope: !135)
!160 = !DILocation(line: 29, column: 35, scope: !135)
!161 = !DILocation(line: 29, column: 33, scope: !135)
!162 = !DILocation(line: 29, column: 38, scope: !135)
!163 = !DILocation(line: 29, column: 41, scope: !135)
!164 = !DILocation(line: 29, column: 28, scope: !135)
!165 = distinct !{!165, !151, !166, !39}
!166 = !DILocation(line: 29, column: 62, scope: !135)
!167 = !DILocation(line: 28, column: 26, scope: !135)
!168 = distinct !{!168, !146, !166, !39}
!169 = !DILocation(line: 30, column: 12, scope: !135)
!170 = !DILocation(line: 30, column: 8, scope: !135)
!171 = !DILocation(line: 30, column: 19, scope: !135)
!172 = !DILocation(line: 30, column: 21, scope: !135)
!173 = !DILocation(line: 30, column: 3, scope: !135)
!174 = !DILocation(line: 31, column: 11, scope: !135)
!175 = !DILocation(line: 32, column: 14, scope: !135)
!176 = !DILocation(line: 32, column: 10, scope: !135)
!177 = !DILocation(line: 32, column: 21, scope: !135)
!178 = !DILocation(line: 32, column: 23, scope: !135)
!179 = !DILocation(line: 32, column: 5, scope: !135)
!180 = !DILocation(line: 32, column: 42, scope: !135)
!181 = !DILocation(line: 32, column: 40, scope: !135)
!182 = !DILocation(line: 32, column: 45, scope: !135)
!183 = !DILocation(line: 32, column: 50, scope: !135)
!184 = !DILocation(line: 32, column: 52, scope: !135)
!185 = !DILocation(line: 32, column: 48, scope: !135)
!186 = !DILocation(line: 32, column: 37, scope: !135)
!187 = !DILocation(line: 32, column: 33, scope: !135)
!188 = !DILocation(line: 32, column: 28, scope: !135)
!189 = distinct !{!189, !179, !190, !39}
!190 = !DILocation(line: 32, column: 53, scope: !135)
!191 = !DILocation(line: 33, column: 20, scope: !135)
!192 = !DILocation(line: 33, column: 5, scope: !135)
!193 = !DILocation(line: 33, column: 7, scope: !135)
!194 = !DILocation(line: 33, column: 9, scope: !135)
!195 = !DILocation(line: 33, column: 15, scope: !135)
!196 = !DILocation(line: 33, column: 13, scope: !135)
!197 = !DILocation(line: 33, column: 18, scope: !135)
!198 = !DILocation(line: 34, column: 3, scope: !135)
!199 = !DILocation(line: 30, column: 26, scope: !135)
!200 = distinct !{!200, !173, !198, !39}
!201 = !DILocation(line: 35, column: 1, scope: !135)
!202 = distinct !DISubprogram(name: "g24_bit_table", scope: !1, file: !1, line: 36, type: !9, scopeLine: 36, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!203 = !DILocation(line: 37, column: 11, scope: !202)
!204 = !DILocation(line: 37, column: 24, scope: !202)
!205 = !DILocation(line: 37, column: 22, scope: !202)
!206 = !DILocation(line: 37, column: 37, scope: !202)
!207 = !DILocation(line: 37, column: 35, scope: !202)
!208 = !DILocation(line: 37, column: 7, scope: !202)
!209 = !DILocation(line: 38, column: 23, scope: !202)
!210 = !DILocation(line: 39, column: 16, scope: !202)
!211 = !DILocation(line: 39, column: 19, scope: !202)
!212 = !DILocation(line: 39, column: 12, scope: !202)
!213 = !DILocation(line: 39, column: 23, scope: !202)
!214 = !DILocation(line: 40, column: 12, scope: !202)
!215 = !DILocation(line: 40, column: 8, scope: !202)
!216 = !DILocation(line: 40, column: 19, scope: !202)
!217 = !DILocation(line: 40, column: 21, scope: !202)
!218 = !DILocation(line: 40, column: 3, scope: !202)
!219 = !DILocation(line: 40, column: 43, scope: !202)
!220 = !DILocation(line: 40, column: 53, scope: !202)
!221 = !DILocation(line: 40, column: 51, scope: !202)
!222 = !DILocation(line: 40, column: 45, scope: !202)
!223 = !DILocation(line: 40, column: 57, scope: !202)
!224 = !DILocation(line: 40, column: 36, scope: !202)
!225 = !DILocation(line: 40, column: 33, scope: !202)
!226 = !DILocation(line: 40, column: 31, scope: !202)
!227 = !DILocation(line: 40, column: 26, scope: !202)
!228 = distinct !{!228, !218, !229, !39}
!229 = !DILocation(line: 40, column: 61, scope: !202)
!230 = !DILocation(line: 41, column: 12, scope: !202)
!231 = !DILocation(line: 41, column: 3, scope: !202)
!232 = !DILocation(line: 41, column: 7, scope: !202)
!233 = !DILocation(line: 41, column: 10, scope: !202)
!234 = !DILocation(line: 42, column: 1, scope: !202)
