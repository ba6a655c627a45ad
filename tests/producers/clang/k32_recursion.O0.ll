; ModuleID = 'k32_recursion.cu'
source_filename = "k32_recursion.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Acc = type { float, i32 }

@__const.recursion.z = private unnamed_addr constant %struct.Acc { float 0.000000e+00, i32 1 }, align 4

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local void @_Z9quicksortPiii(ptr noundef %0, i32 noundef %1, i32 noundef %2) #0 !dbg !8 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store i32 %2, ptr %6, align 4
  %11 = load i32, ptr %5, align 4, !dbg !11
  %12 = load i32, ptr %6, align 4, !dbg !12
  %13 = icmp sge i32 %11, %12, !dbg !13
  br i1 %13, label %14, label %15, !dbg !13

14:                                               ; preds = %3
  br label %90, !dbg !14

15:                                               ; preds = %3
  %16 = load ptr, ptr %4, align 8, !dbg !15
  %17 = load i32, ptr %5, align 4, !dbg !16
  %18 = load i32, ptr %6, align 4, !dbg !17
  %19 = add nsw i32 %17, %18, !dbg !18
  %20 = sdiv i32 %19, 2, !dbg !19
  %21 = sext i32 %20 to i64, !dbg !15
  %22 = getelementptr inbounds i32, ptr %16, i64 %21, !dbg !15
  %23 = load i32, ptr %22, align 4, !dbg !15
  store i32 %23, ptr %7, align 4, !dbg !20
  %24 = load i32, ptr %5, align 4, !dbg !21
  store i32 %24, ptr %8, align 4, !dbg !22
  %25 = load i32, ptr %6, align 4, !dbg !23
  store i32 %25, ptr %9, align 4, !dbg !24
  br label %26, !dbg !25

26:                                               ; preds = %82, %15
  %27 = load i32, ptr %8, align 4, !dbg !26
  %28 = load i32, ptr %9, align 4, !dbg !27
  %29 = icmp sle i32 %27, %28, !dbg !28
  br i1 %29, label %30, label %83, !dbg !25

30:                                               ; preds = %26
  br label %31, !dbg !29

31:                                               ; preds = %39, %30
  %32 = load ptr, ptr %4, align 8, !dbg !30
  %33 = load i32, ptr %8, align 4, !dbg !31
  %34 = sext i32 %33 to i64, !dbg !30
  %35 = getelementptr inbounds i32, ptr %32, i64 %34, !dbg !30
  %36 = load i32, ptr %35, align 4, !dbg !30
  %37 = load i32, ptr %7, align 4, !dbg !32
  %38 = icmp slt i32 %36, %37, !dbg !33
  br i1 %38, label %39, label %42, !dbg !29

39:                                               ; preds = %31
  %40 = load i32, ptr %8, align 4, !dbg !34
  %41 = add nsw i32 %40, 1, !dbg !34
  store i32 %41, ptr %8, align 4, !dbg !34
  br label %31, !dbg !29, !llvm.loop !35

42:                                               ; preds = %31
  br label %43, !dbg !37

43:                                               ; preds = %51, %42
  %44 = load ptr, ptr %4, align 8, !dbg !38
  %45 = load i32, ptr %9, align 4, !dbg !39
  %46 = sext i32 %45 to i64, !dbg !38
  %47 = getelementptr inbounds i32, ptr %44, i64 %46, !dbg !38
  %48 = load i32, ptr %47, align 4, !dbg !38
  %49 = load i32, ptr %7, align 4, !dbg !40
  %50 = icmp sgt i32 %48, %49, !dbg !41
  br i1 %50, label %51, label %54, !dbg !37

51:                                               ; preds = %43
  %52 = load i32, ptr %9, align 4, !dbg !42
  %53 = add nsw i32 %52, -1, !dbg !42
  store i32 %53, ptr %9, align 4, !dbg !42
  br label %43, !dbg !37, !llvm.loop !43

54:                                               ; preds = %43
  %55 = load i32, ptr %8, align 4, !dbg !44
  %56 = load i32, ptr %9, align 4, !dbg !45
  %57 = icmp sle i32 %55, %56, !dbg !46
  br i1 %57, label %58, label %82, !dbg !46

58:                                               ; preds = %54
  %59 = load ptr, ptr %4, align 8, !dbg !47
  %60 = load i32, ptr %8, align 4, !dbg !48
  %61 = sext i32 %60 to i64, !dbg !47
  %62 = getelementptr inbounds i32, ptr %59, i64 %61, !dbg !47
  %63 = load i32, ptr %62, align 4, !dbg !47
  store i32 %63, ptr %10, align 4, !dbg !49
  %64 = load ptr, ptr %4, align 8, !dbg !50
  %65 = load i32, ptr %9, align 4, !dbg !51
  %66 = sext i32 %65 to i64, !dbg !50
  %67 = getelementptr inbounds i32, ptr %64, i64 %66, !dbg !50
  %68 = load i32, ptr %67, align 4, !dbg !50
  %69 = load ptr, ptr %4, align 8, !dbg !52
  %70 = load i32, ptr %8, align 4, !dbg !53
  %71 = sext i32 %70 to i64, !dbg !52
  %72 = getelementptr inbounds i32, ptr %69, i64 %71, !dbg !52
  store i32 %68, ptr %72, align 4, !dbg !54
  %73 = load i32, ptr %10, align 4, !dbg !55
  %74 = load ptr, ptr %4, align 8, !dbg !56
  %75 = load i32, ptr %9, align 4, !dbg !57
  %76 = sext i32 %75 to i64, !dbg !56
  %77 = getelementptr inbounds i32, ptr %74, i64 %76, !dbg !56
  store i32 %73, ptr %77, align 4, !dbg !58
  %78 = load i32, ptr %8, align 4, !dbg !59
  %79 = add nsw i32 %78, 1, !dbg !59
  store i32 %79, ptr %8, align 4, !dbg !59
  %80 = load i32, ptr %9, align 4, !dbg !60
  %81 = add nsw i32 %80, -1, !dbg !60
  store i32 %81, ptr %9, align 4, !dbg !60
  br label %82, !dbg !61

82:                                               ; preds = %58, %54
  br label %26, !dbg !25, !llvm.loop !62

83:                                               ; preds = %26
  %84 = load ptr, ptr %4, align 8, !dbg !64
  %85 = load i32, ptr %5, align 4, !dbg !65
  %86 = load i32, ptr %9, align 4, !dbg !66
  call void @_Z9quicksortPiii(ptr noundef %84, i32 noundef %85, i32 noundef %86) #4, !dbg !67
  %87 = load ptr, ptr %4, align 8, !dbg !68
  %88 = load i32, ptr %8, align 4, !dbg !69
  %89 = load i32, ptr %6, align 4, !dbg !70
  call void @_Z9quicksortPiii(ptr noundef %87, i32 noundef %88, i32 noundef %89) #4, !dbg !71
  br label %90, !dbg !72

90:                                               ; preds = %83, %14
  ret void, !dbg !72
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local noundef zeroext i1 @_Z7is_evenj(i32 noundef %0) #0 !dbg !73 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4, !dbg !74
  %4 = icmp eq i32 %3, 0, !dbg !75
  br i1 %4, label %5, label %6, !dbg !74

5:                                                ; preds = %1
  br label %10, !dbg !74

6:                                                ; preds = %1
  %7 = load i32, ptr %2, align 4, !dbg !76
  %8 = sub i32 %7, 1, !dbg !77
  %9 = call noundef zeroext i1 @_Z6is_oddj(i32 noundef %8) #4, !dbg !78
  br label %10, !dbg !74

10:                                               ; preds = %6, %5
  %11 = phi i1 [ true, %5 ], [ %9, %6 ], !dbg !74
  ret i1 %11, !dbg !79
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local noundef zeroext i1 @_Z6is_oddj(i32 noundef %0) #0 !dbg !80 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4, !dbg !81
  %4 = icmp eq i32 %3, 0, !dbg !82
  br i1 %4, label %5, label %6, !dbg !81

5:                                                ; preds = %1
  br label %10, !dbg !81

6:                                                ; preds = %1
  %7 = load i32, ptr %2, align 4, !dbg !83
  %8 = sub i32 %7, 1, !dbg !84
  %9 = call noundef zeroext i1 @_Z7is_evenj(i32 noundef %8) #4, !dbg !85
  br label %10, !dbg !81

10:                                               ; preds = %6, %5
  %11 = phi i1 [ false, %5 ], [ %9, %6 ], !dbg !81
  ret i1 %11, !dbg !86
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local noundef i32 @_Z5depthPKiS0_i(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 !dbg !87 {
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store i32 %2, ptr %7, align 4
  %10 = load i32, ptr %7, align 4, !dbg !88
  %11 = icmp slt i32 %10, 0, !dbg !89
  br i1 %11, label %12, label %13, !dbg !89

12:                                               ; preds = %3
  store i32 0, ptr %4, align 4, !dbg !90
  br label %40, !dbg !90

13:                                               ; preds = %3
  %14 = load ptr, ptr %5, align 8, !dbg !91
  %15 = load ptr, ptr %6, align 8, !dbg !92
  %16 = load ptr, ptr %5, align 8, !dbg !93
  %17 = load i32, ptr %7, align 4, !dbg !94
  %18 = sext i32 %17 to i64, !dbg !93
  %19 = getelementptr inbounds i32, ptr %16, i64 %18, !dbg !93
  %20 = load i32, ptr %19, align 4, !dbg !93
  %21 = call noundef i32 @_Z5depthPKiS0_i(ptr noundef %14, ptr noundef %15, i32 noundef %20) #4, !dbg !95
  store i32 %21, ptr %8, align 4, !dbg !96
  %22 = load ptr, ptr %5, align 8, !dbg !97
  %23 = load ptr, ptr %6, align 8, !dbg !98
  %24 = load ptr, ptr %6, align 8, !dbg !99
  %25 = load i32, ptr %7, align 4, !dbg !100
  %26 = sext i32 %25 to i64, !dbg !99
  %27 = getelementptr inbounds i32, ptr %24, i64 %26, !dbg !99
  %28 = load i32, ptr %27, align 4, !dbg !99
  %29 = call noundef i32 @_Z5depthPKiS0_i(ptr noundef %22, ptr noundef %23, i32 noundef %28) #4, !dbg !101
  store i32 %29, ptr %9, align 4, !dbg !102
  %30 = load i32, ptr %8, align 4, !dbg !103
  %31 = load i32, ptr %9, align 4, !dbg !104
  %32 = icmp sgt i32 %30, %31, !dbg !105
  br i1 %32, label %33, label %35, !dbg !103

33:                                               ; preds = %13
  %34 = load i32, ptr %8, align 4, !dbg !106
  br label %37, !dbg !103

35:                                               ; preds = %13
  %36 = load i32, ptr %9, align 4, !dbg !107
  br label %37, !dbg !103

37:                                               ; preds = %35, %33
  %38 = phi i32 [ %34, %33 ], [ %36, %35 ], !dbg !103
  %39 = add nsw i32 1, %38, !dbg !108
  store i32 %39, ptr %4, align 4, !dbg !109
  br label %40, !dbg !109

40:                                               ; preds = %37, %12
  %41 = load i32, ptr %4, align 4, !dbg !110
  ret i32 %41, !dbg !110
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local %struct.Acc @_Z4fold3AccPKfi(ptr noundef byval(%struct.Acc) align 4 %0, ptr noundef %1, i32 noundef %2) #0 !dbg !111 {
  %4 = alloca %struct.Acc, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca %struct.Acc, align 4
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %8 = load i32, ptr %6, align 4, !dbg !112
  %9 = icmp eq i32 %8, 0, !dbg !113
  br i1 %9, label %10, label %11, !dbg !113

10:                                               ; preds = %3
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %4, ptr align 4 %0, i64 8, i1 false), !dbg !114
  br label %36, !dbg !115

11:                                               ; preds = %3
  %12 = load ptr, ptr %5, align 8, !dbg !116
  %13 = load i32, ptr %6, align 4, !dbg !117
  %14 = sub nsw i32 %13, 1, !dbg !118
  %15 = sext i32 %14 to i64, !dbg !116
  %16 = getelementptr inbounds float, ptr %12, i64 %15, !dbg !116
  %17 = load float, ptr %16, align 4, !dbg !116
  %18 = getelementptr inbounds nuw %struct.Acc, ptr %0, i32 0, i32 1, !dbg !119
  %19 = load i32, ptr %18, align 4, !dbg !119
  %20 = sitofp i32 %19 to float, !dbg !120
  %21 = fmul contract float %17, %20, !dbg !121
  %22 = getelementptr inbounds nuw %struct.Acc, ptr %0, i32 0, i32 0, !dbg !122
  %23 = load float, ptr %22, align 4, !dbg !123
  %24 = fadd contract float %23, %21, !dbg !123
  store float %24, ptr %22, align 4, !dbg !123
  %25 = getelementptr inbounds nuw %struct.Acc, ptr %0, i32 0, i32 1, !dbg !124
  %26 = load i32, ptr %25, align 4, !dbg !125
  %27 = add nsw i32 %26, 1, !dbg !125
  store i32 %27, ptr %25, align 4, !dbg !125
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %7, ptr align 4 %0, i64 8, i1 false), !dbg !126
  %28 = load ptr, ptr %5, align 8, !dbg !127
  %29 = load i32, ptr %6, align 4, !dbg !128
  %30 = sub nsw i32 %29, 1, !dbg !129
  %31 = call %struct.Acc @_Z4fold3AccPKfi(ptr noundef byval(%struct.Acc) align 4 %7, ptr noundef %28, i32 noundef %30) #4, !dbg !130
  %32 = getelementptr inbounds nuw %struct.Acc, ptr %4, i32 0, i32 0, !dbg !130
  %33 = extractvalue %struct.Acc %31, 0, !dbg !130
  store float %33, ptr %32, align 4, !dbg !130
  %34 = getelementptr inbounds nuw %struct.Acc, ptr %4, i32 0, i32 1, !dbg !130
  %35 = extractvalue %struct.Acc %31, 1, !dbg !130
  store i32 %35, ptr %34, align 4, !dbg !130
  br label %36, !dbg !131

36:                                               ; preds = %11, %10
  %37 = load %struct.Acc, ptr %4, align 4, !dbg !132
  ret %struct.Acc %37, !dbg !132
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local ptx_kernel void @recursion(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef %4, ptr noundef %5, i32 noundef %6) #2 !dbg !133 {
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
  %12 = alloca ptr, align 8
  %13 = alloca ptr, align 8
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca [12 x i32], align 4
  %17 = alloca i32, align 4
  %18 = alloca %struct.Acc, align 4
  %19 = alloca %struct.Acc, align 4
  %20 = alloca %struct.Acc, align 4
  store ptr %0, ptr %8, align 8
  store ptr %1, ptr %9, align 8
  store ptr %2, ptr %10, align 8
  store ptr %3, ptr %11, align 8
  store ptr %4, ptr %12, align 8
  store ptr %5, ptr %13, align 8
  store i32 %6, ptr %14, align 4
  %21 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !134
  %22 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !135
  %23 = mul nsw i32 %21, %22, !dbg !136
  %24 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !137
  %25 = add nsw i32 %23, %24, !dbg !138
  store i32 %25, ptr %15, align 4, !dbg !139
  %26 = load i32, ptr %15, align 4, !dbg !140
  %27 = load i32, ptr %14, align 4, !dbg !141
  %28 = icmp sge i32 %26, %27, !dbg !142
  br i1 %28, label %29, label %30, !dbg !142

29:                                               ; preds = %7
  br label %97, !dbg !143

30:                                               ; preds = %7
  store i32 0, ptr %17, align 4, !dbg !144
  br label %31, !dbg !145

31:                                               ; preds = %48, %30
  %32 = load i32, ptr %17, align 4, !dbg !146
  %33 = icmp slt i32 %32, 12, !dbg !147
  br i1 %33, label %34, label %51, !dbg !148

34:                                               ; preds = %31
  %35 = load ptr, ptr %8, align 8, !dbg !149
  %36 = load i32, ptr %15, align 4, !dbg !150
  %37 = load i32, ptr %17, align 4, !dbg !151
  %38 = mul nsw i32 %37, 5, !dbg !152
  %39 = add nsw i32 %36, %38, !dbg !153
  %40 = load i32, ptr %14, align 4, !dbg !154
  %41 = srem i32 %39, %40, !dbg !155
  %42 = sext i32 %41 to i64, !dbg !149
  %43 = getelementptr inbounds i32, ptr %35, i64 %42, !dbg !149
  %44 = load i32, ptr %43, align 4, !dbg !149
  %45 = load i32, ptr %17, align 4, !dbg !156
  %46 = sext i32 %45 to i64, !dbg !157
  %47 = getelementptr inbounds [12 x i32], ptr %16, i64 0, i64 %46, !dbg !157
  store i32 %44, ptr %47, align 4, !dbg !158
  br label %48, !dbg !157

48:                                               ; preds = %34
  %49 = load i32, ptr %17, align 4, !dbg !159
  %50 = add nsw i32 %49, 1, !dbg !159
  store i32 %50, ptr %17, align 4, !dbg !159
  br label %31, !dbg !148, !llvm.loop !160

51:                                               ; preds = %31
  %52 = getelementptr inbounds [12 x i32], ptr %16, i64 0, i64 0, !dbg !162
  call void @_Z9quicksortPiii(ptr noundef %52, i32 noundef 0, i32 noundef 11) #4, !dbg !163
  %53 = load i32, ptr %15, align 4, !dbg !164
  %54 = srem i32 %53, 12, !dbg !165
  %55 = sext i32 %54 to i64, !dbg !166
  %56 = getelementptr inbounds [12 x i32], ptr %16, i64 0, i64 %55, !dbg !166
  %57 = load i32, ptr %56, align 4, !dbg !166
  %58 = load ptr, ptr %8, align 8, !dbg !167
  %59 = load i32, ptr %15, align 4, !dbg !168
  %60 = sext i32 %59 to i64, !dbg !167
  %61 = getelementptr inbounds i32, ptr %58, i64 %60, !dbg !167
  %62 = load i32, ptr %61, align 4, !dbg !167
  %63 = and i32 %62, 63, !dbg !169
  %64 = call noundef zeroext i1 @_Z7is_evenj(i32 noundef %63) #4, !dbg !170
  %65 = zext i1 %64 to i64, !dbg !170
  %66 = select i1 %64, i32 1000, i32 0, !dbg !170
  %67 = add nsw i32 %57, %66, !dbg !171
  %68 = load ptr, ptr %9, align 8, !dbg !172
  %69 = load ptr, ptr %10, align 8, !dbg !173
  %70 = load i32, ptr %15, align 4, !dbg !174
  %71 = srem i32 %70, 8, !dbg !175
  %72 = call noundef i32 @_Z5depthPKiS0_i(ptr noundef %68, ptr noundef %69, i32 noundef %71) #4, !dbg !176
  %73 = add nsw i32 %67, %72, !dbg !177
  %74 = load ptr, ptr %12, align 8, !dbg !178
  %75 = load i32, ptr %15, align 4, !dbg !179
  %76 = sext i32 %75 to i64, !dbg !178
  %77 = getelementptr inbounds i32, ptr %74, i64 %76, !dbg !178
  store i32 %73, ptr %77, align 4, !dbg !180
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %18, ptr align 4 @__const.recursion.z, i64 8, i1 false), !dbg !181
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %20, ptr align 4 %18, i64 8, i1 false), !dbg !182
  %78 = load ptr, ptr %11, align 8, !dbg !183
  %79 = load i32, ptr %15, align 4, !dbg !184
  %80 = and i32 %79, 7, !dbg !185
  %81 = add nsw i32 %80, 1, !dbg !186
  %82 = call %struct.Acc @_Z4fold3AccPKfi(ptr noundef byval(%struct.Acc) align 4 %20, ptr noundef %78, i32 noundef %81) #4, !dbg !187
  %83 = getelementptr inbounds nuw %struct.Acc, ptr %19, i32 0, i32 0, !dbg !187
  %84 = extractvalue %struct.Acc %82, 0, !dbg !187
  store float %84, ptr %83, align 4, !dbg !187
  %85 = getelementptr inbounds nuw %struct.Acc, ptr %19, i32 0, i32 1, !dbg !187
  %86 = extractvalue %struct.Acc %82, 1, !dbg !187
  store i32 %86, ptr %85, align 4, !dbg !187
  %87 = getelementptr inbounds nuw %struct.Acc, ptr %19, i32 0, i32 0, !dbg !188
  %88 = load float, ptr %87, align 4, !dbg !188
  %89 = getelementptr inbounds nuw %struct.Acc, ptr %19, i32 0, i32 1, !dbg !189
  %90 = load i32, ptr %89, align 4, !dbg !189
  %91 = sitofp i32 %90 to float, !dbg !190
  %92 = fadd contract float %88, %91, !dbg !191
  %93 = load ptr, ptr %13, align 8, !dbg !192
  %94 = load i32, ptr %15, align 4, !dbg !193
  %95 = sext i32 %94 to i64, !dbg !192
  %96 = getelementptr inbounds float, ptr %93, i64 %95, !dbg !192
  store float %92, ptr %96, align 4, !dbg !194
  br label %97, !dbg !195

97:                                               ; preds = %51, %29
  ret void, !dbg !195
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

attributes #0 = { convergent mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6}
!llvm.ident = !{!7}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "k32_recursion.cu", directory: "/work/wt/nvir32/tools/capture/clang_kernels")
!2 = !{i32 7, !"Dwarf Version", i32 2}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!6 = !{i32 7, !"frame-pointer", i32 2}
!7 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!8 = distinct !DISubprogram(name: "quicksort", scope: !1, file: !1, line: 4, type: !9, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!9 = !DISubroutineType(types: !10)
!10 = !{}
!11 = !DILocation(line: 5, column: 7, scope: !8)
!12 = !DILocation(line: 5, column: 13, scope: !8)
!13 = !DILocation(line: 5, column: 10, scope: !8)
!14 = !DILocation(line: 5, column: 17, scope: !8)
!15 = !DILocation(line: 6, column: 11, scope: !8)
!16 = !DILocation(line: 6, column: 14, scope: !8)
!17 = !DILocation(line: 6, column: 19, scope: !8)
!18 = !DILocation(line: 6, column: 17, scope: !8)
!19 = !DILocation(line: 6, column: 23, scope: !8)
!20 = !DILocation(line: 6, column: 7, scope: !8)
!21 = !DILocation(line: 6, column: 33, scope: !8)
!22 = !DILocation(line: 6, column: 29, scope: !8)
!23 = !DILocation(line: 6, column: 41, scope: !8)
!24 = !DILocation(line: 6, column: 37, scope: !8)
!25 = !DILocation(line: 7, column: 3, scope: !8)
!26 = !DILocation(line: 7, column: 10, scope: !8)
!27 = !DILocation(line: 7, column: 15, scope: !8)
!28 = !DILocation(line: 7, column: 12, scope: !8)
!29 = !DILocation(line: 8, column: 5, scope: !8)
!30 = !DILocation(line: 8, column: 12, scope: !8)
!31 = !DILocation(line: 8, column: 14, scope: !8)
!32 = !DILocation(line: 8, column: 19, scope: !8)
!33 = !DILocation(line: 8, column: 17, scope: !8)
!34 = !DILocation(line: 8, column: 23, scope: !8)
!35 = distinct !{!35, !29, !34, !36}
!36 = !{!"llvm.loop.mustprogress"}
!37 = !DILocation(line: 9, column: 5, scope: !8)
!38 = !DILocation(line: 9, column: 12, scope: !8)
!39 = !DILocation(line: 9, column: 14, scope: !8)
!40 = !DILocation(line: 9, column: 19, scope: !8)
!41 = !DILocation(line: 9, column: 17, scope: !8)
!42 = !DILocation(line: 9, column: 23, scope: !8)
!43 = distinct !{!43, !37, !42, !36}
!44 = !DILocation(line: 10, column: 9, scope: !8)
!45 = !DILocation(line: 10, column: 14, scope: !8)
!46 = !DILocation(line: 10, column: 11, scope: !8)
!47 = !DILocation(line: 10, column: 27, scope: !8)
!48 = !DILocation(line: 10, column: 29, scope: !8)
!49 = !DILocation(line: 10, column: 23, scope: !8)
!50 = !DILocation(line: 10, column: 40, scope: !8)
!51 = !DILocation(line: 10, column: 42, scope: !8)
!52 = !DILocation(line: 10, column: 33, scope: !8)
!53 = !DILocation(line: 10, column: 35, scope: !8)
!54 = !DILocation(line: 10, column: 38, scope: !8)
!55 = !DILocation(line: 10, column: 53, scope: !8)
!56 = !DILocation(line: 10, column: 46, scope: !8)
!57 = !DILocation(line: 10, column: 48, scope: !8)
!58 = !DILocation(line: 10, column: 51, scope: !8)
!59 = !DILocation(line: 10, column: 57, scope: !8)
!60 = !DILocation(line: 10, column: 62, scope: !8)
!61 = !DILocation(line: 10, column: 66, scope: !8)
!62 = distinct !{!62, !25, !63, !36}
!63 = !DILocation(line: 11, column: 3, scope: !8)
!64 = !DILocation(line: 12, column: 13, scope: !8)
!65 = !DILocation(line: 12, column: 16, scope: !8)
!66 = !DILocation(line: 12, column: 20, scope: !8)
!67 = !DILocation(line: 12, column: 3, scope: !8)
!68 = !DILocation(line: 13, column: 13, scope: !8)
!69 = !DILocation(line: 13, column: 16, scope: !8)
!70 = !DILocation(line: 13, column: 19, scope: !8)
!71 = !DILocation(line: 13, column: 3, scope: !8)
!72 = !DILocation(line: 14, column: 1, scope: !8)
!73 = distinct !DISubprogram(name: "is_even", scope: !1, file: !1, line: 16, type: !9, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!74 = !DILocation(line: 16, column: 46, scope: !73)
!75 = !DILocation(line: 16, column: 48, scope: !73)
!76 = !DILocation(line: 16, column: 69, scope: !73)
!77 = !DILocation(line: 16, column: 71, scope: !73)
!78 = !DILocation(line: 16, column: 62, scope: !73)
!79 = !DILocation(line: 16, column: 39, scope: !73)
!80 = distinct !DISubprogram(name: "is_odd", scope: !1, file: !1, line: 17, type: !9, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!81 = !DILocation(line: 17, column: 45, scope: !80)
!82 = !DILocation(line: 17, column: 47, scope: !80)
!83 = !DILocation(line: 17, column: 70, scope: !80)
!84 = !DILocation(line: 17, column: 72, scope: !80)
!85 = !DILocation(line: 17, column: 62, scope: !80)
!86 = !DILocation(line: 17, column: 38, scope: !80)
!87 = distinct !DISubprogram(name: "depth", scope: !1, file: !1, line: 18, type: !9, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!88 = !DILocation(line: 19, column: 7, scope: !87)
!89 = !DILocation(line: 19, column: 12, scope: !87)
!90 = !DILocation(line: 19, column: 17, scope: !87)
!91 = !DILocation(line: 20, column: 17, scope: !87)
!92 = !DILocation(line: 20, column: 23, scope: !87)
!93 = !DILocation(line: 20, column: 30, scope: !87)
!94 = !DILocation(line: 20, column: 35, scope: !87)
!95 = !DILocation(line: 20, column: 11, scope: !87)
!96 = !DILocation(line: 20, column: 7, scope: !87)
!97 = !DILocation(line: 20, column: 53, scope: !87)
!98 = !DILocation(line: 20, column: 59, scope: !87)
!99 = !DILocation(line: 20, column: 66, scope: !87)
!100 = !DILocation(line: 20, column: 72, scope: !87)
!101 = !DILocation(line: 20, column: 47, scope: !87)
!102 = !DILocation(line: 20, column: 43, scope: !87)
!103 = !DILocation(line: 21, column: 15, scope: !87)
!104 = !DILocation(line: 21, column: 19, scope: !87)
!105 = !DILocation(line: 21, column: 17, scope: !87)
!106 = !DILocation(line: 21, column: 23, scope: !87)
!107 = !DILocation(line: 21, column: 27, scope: !87)
!108 = !DILocation(line: 21, column: 12, scope: !87)
!109 = !DILocation(line: 21, column: 3, scope: !87)
!110 = !DILocation(line: 22, column: 1, scope: !87)
!111 = distinct !DISubprogram(name: "fold", scope: !1, file: !1, line: 24, type: !9, scopeLine: 24, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!112 = !DILocation(line: 25, column: 7, scope: !111)
!113 = !DILocation(line: 25, column: 9, scope: !111)
!114 = !DILocation(line: 25, column: 22, scope: !111)
!115 = !DILocation(line: 25, column: 15, scope: !111)
!116 = !DILocation(line: 26, column: 12, scope: !111)
!117 = !DILocation(line: 26, column: 14, scope: !111)
!118 = !DILocation(line: 26, column: 16, scope: !111)
!119 = !DILocation(line: 26, column: 25, scope: !111)
!120 = !DILocation(line: 26, column: 23, scope: !111)
!121 = !DILocation(line: 26, column: 21, scope: !111)
!122 = !DILocation(line: 26, column: 5, scope: !111)
!123 = !DILocation(line: 26, column: 9, scope: !111)
!124 = !DILocation(line: 27, column: 5, scope: !111)
!125 = !DILocation(line: 27, column: 11, scope: !111)
!126 = !DILocation(line: 28, column: 15, scope: !111)
!127 = !DILocation(line: 28, column: 18, scope: !111)
!128 = !DILocation(line: 28, column: 21, scope: !111)
!129 = !DILocation(line: 28, column: 23, scope: !111)
!130 = !DILocation(line: 28, column: 10, scope: !111)
!131 = !DILocation(line: 28, column: 3, scope: !111)
!132 = !DILocation(line: 29, column: 1, scope: !111)
!133 = distinct !DISubprogram(name: "recursion", scope: !1, file: !1, line: 30, type: !9, scopeLine: 30, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!134 = !DILocation(line: 31, column: 11, scope: !133)
!135 = !DILocation(line: 31, column: 24, scope: !133)
!136 = !DILocation(line: 31, column: 22, scope: !133)
!137 = !DILocation(line: 31, column: 37, scope: !133)
!138 = !DILocation(line: 31, column: 35, scope: !133)
!139 = !DILocation(line: 31, column: 7, scope: !133)
!140 = !DILocation(line: 32, column: 7, scope: !133)
!141 = !DILocation(line: 32, column: 12, scope: !133)
!142 = !DILocation(line: 32, column: 9, scope: !133)
!143 = !DILocation(line: 32, column: 15, scope: !133)
!144 = !DILocation(line: 34, column: 12, scope: !133)
!145 = !DILocation(line: 34, column: 8, scope: !133)
!146 = !DILocation(line: 34, column: 19, scope: !133)
!147 = !DILocation(line: 34, column: 21, scope: !133)
!148 = !DILocation(line: 34, column: 3, scope: !133)
!149 = !DILocation(line: 34, column: 39, scope: !133)
!150 = !DILocation(line: 34, column: 43, scope: !133)
!151 = !DILocation(line: 34, column: 47, scope: !133)
!152 = !DILocation(line: 34, column: 49, scope: !133)
!153 = !DILocation(line: 34, column: 45, scope: !133)
!154 = !DILocation(line: 34, column: 56, scope: !133)
!155 = !DILocation(line: 34, column: 54, scope: !133)
!156 = !DILocation(line: 34, column: 34, scope: !133)
!157 = !DILocation(line: 34, column: 32, scope: !133)
!158 = !DILocation(line: 34, column: 37, scope: !133)
!159 = !DILocation(line: 34, column: 28, scope: !133)
!160 = distinct !{!160, !148, !161, !36}
!161 = !DILocation(line: 34, column: 57, scope: !133)
!162 = !DILocation(line: 35, column: 13, scope: !133)
!163 = !DILocation(line: 35, column: 3, scope: !133)
!164 = !DILocation(line: 36, column: 14, scope: !133)
!165 = !DILocation(line: 36, column: 16, scope: !133)
!166 = !DILocation(line: 36, column: 12, scope: !133)
!167 = !DILocation(line: 36, column: 33, scope: !133)
!168 = !DILocation(line: 36, column: 36, scope: !133)
!169 = !DILocation(line: 36, column: 39, scope: !133)
!170 = !DILocation(line: 36, column: 25, scope: !133)
!171 = !DILocation(line: 36, column: 22, scope: !133)
!172 = !DILocation(line: 36, column: 65, scope: !133)
!173 = !DILocation(line: 36, column: 71, scope: !133)
!174 = !DILocation(line: 36, column: 78, scope: !133)
!175 = !DILocation(line: 36, column: 80, scope: !133)
!176 = !DILocation(line: 36, column: 59, scope: !133)
!177 = !DILocation(line: 36, column: 57, scope: !133)
!178 = !DILocation(line: 36, column: 3, scope: !133)
!179 = !DILocation(line: 36, column: 7, scope: !133)
!180 = !DILocation(line: 36, column: 10, scope: !133)
!181 = !DILocation(line: 37, column: 7, scope: !133)
!182 = !DILocation(line: 38, column: 16, scope: !133)
!183 = !DILocation(line: 38, column: 19, scope: !133)
!184 = !DILocation(line: 38, column: 23, scope: !133)
!185 = !DILocation(line: 38, column: 25, scope: !133)
!186 = !DILocation(line: 38, column: 30, scope: !133)
!187 = !DILocation(line: 38, column: 11, scope: !133)
!188 = !DILocation(line: 39, column: 15, scope: !133)
!189 = !DILocation(line: 39, column: 23, scope: !133)
!190 = !DILocation(line: 39, column: 21, scope: !133)
!191 = !DILocation(line: 39, column: 19, scope: !133)
!192 = !DILocation(line: 39, column: 3, scope: !133)
!193 = !DILocation(line: 39, column: 8, scope: !133)
!194 = !DILocation(line: 39, column: 11, scope: !133)
!195 = !DILocation(line: 40, column: 1, scope: !133)
