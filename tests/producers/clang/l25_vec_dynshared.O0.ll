; ModuleID = 'l25_vec_dynshared.cu'
source_filename = "l25_vec_dynshared.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.float4 = type { float, float, float, float }
%struct.int2 = type { i32, i32 }
%struct.double2 = type { double, double }

@dyn = external dso_local addrspace(3) global [0 x float], align 4

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local %struct.float4 @_Z5madd46float4S_f(ptr noundef byval(%struct.float4) align 16 %0, ptr noundef byval(%struct.float4) align 16 %1, float noundef %2) #0 !dbg !8 {
  %4 = alloca %struct.float4, align 16
  %5 = alloca float, align 4
  store float %2, ptr %5, align 4
  %6 = getelementptr inbounds nuw %struct.float4, ptr %4, i32 0, i32 0, !dbg !11
  %7 = getelementptr inbounds nuw %struct.float4, ptr %0, i32 0, i32 0, !dbg !12
  %8 = load float, ptr %7, align 16, !dbg !12
  %9 = load float, ptr %5, align 4, !dbg !13
  %10 = getelementptr inbounds nuw %struct.float4, ptr %1, i32 0, i32 0, !dbg !14
  %11 = load float, ptr %10, align 16, !dbg !14
  %12 = fmul contract float %9, %11, !dbg !15
  %13 = fadd contract float %8, %12, !dbg !16
  store float %13, ptr %6, align 16, !dbg !11
  %14 = getelementptr inbounds nuw %struct.float4, ptr %4, i32 0, i32 1, !dbg !11
  %15 = getelementptr inbounds nuw %struct.float4, ptr %0, i32 0, i32 1, !dbg !17
  %16 = load float, ptr %15, align 4, !dbg !17
  %17 = load float, ptr %5, align 4, !dbg !18
  %18 = getelementptr inbounds nuw %struct.float4, ptr %1, i32 0, i32 1, !dbg !19
  %19 = load float, ptr %18, align 4, !dbg !19
  %20 = fmul contract float %17, %19, !dbg !20
  %21 = fadd contract float %16, %20, !dbg !21
  store float %21, ptr %14, align 4, !dbg !11
  %22 = getelementptr inbounds nuw %struct.float4, ptr %4, i32 0, i32 2, !dbg !11
  %23 = getelementptr inbounds nuw %struct.float4, ptr %0, i32 0, i32 2, !dbg !22
  %24 = load float, ptr %23, align 8, !dbg !22
  %25 = load float, ptr %5, align 4, !dbg !23
  %26 = getelementptr inbounds nuw %struct.float4, ptr %1, i32 0, i32 2, !dbg !24
  %27 = load float, ptr %26, align 8, !dbg !24
  %28 = fmul contract float %25, %27, !dbg !25
  %29 = fadd contract float %24, %28, !dbg !26
  store float %29, ptr %22, align 8, !dbg !11
  %30 = getelementptr inbounds nuw %struct.float4, ptr %4, i32 0, i32 3, !dbg !11
  %31 = getelementptr inbounds nuw %struct.float4, ptr %0, i32 0, i32 3, !dbg !27
  %32 = load float, ptr %31, align 4, !dbg !27
  %33 = load float, ptr %5, align 4, !dbg !28
  %34 = getelementptr inbounds nuw %struct.float4, ptr %1, i32 0, i32 3, !dbg !29
  %35 = load float, ptr %34, align 4, !dbg !29
  %36 = fmul contract float %33, %35, !dbg !30
  %37 = fadd contract float %32, %36, !dbg !31
  store float %37, ptr %30, align 4, !dbg !11
  %38 = load %struct.float4, ptr %4, align 16, !dbg !32
  ret %struct.float4 %38, !dbg !32
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local %struct.int2 @_Z6minmax4int2(ptr noundef byval(%struct.int2) align 8 %0) #0 !dbg !33 {
  %2 = alloca %struct.int2, align 8
  %3 = getelementptr inbounds nuw %struct.int2, ptr %2, i32 0, i32 0, !dbg !34
  %4 = getelementptr inbounds nuw %struct.int2, ptr %0, i32 0, i32 0, !dbg !35
  %5 = load i32, ptr %4, align 8, !dbg !35
  %6 = getelementptr inbounds nuw %struct.int2, ptr %0, i32 0, i32 1, !dbg !36
  %7 = load i32, ptr %6, align 4, !dbg !36
  %8 = icmp slt i32 %5, %7, !dbg !37
  br i1 %8, label %9, label %12, !dbg !38

9:                                                ; preds = %1
  %10 = getelementptr inbounds nuw %struct.int2, ptr %0, i32 0, i32 0, !dbg !39
  %11 = load i32, ptr %10, align 8, !dbg !39
  br label %15, !dbg !38

12:                                               ; preds = %1
  %13 = getelementptr inbounds nuw %struct.int2, ptr %0, i32 0, i32 1, !dbg !40
  %14 = load i32, ptr %13, align 4, !dbg !40
  br label %15, !dbg !38

15:                                               ; preds = %12, %9
  %16 = phi i32 [ %11, %9 ], [ %14, %12 ], !dbg !38
  store i32 %16, ptr %3, align 8, !dbg !34
  %17 = getelementptr inbounds nuw %struct.int2, ptr %2, i32 0, i32 1, !dbg !34
  %18 = getelementptr inbounds nuw %struct.int2, ptr %0, i32 0, i32 0, !dbg !41
  %19 = load i32, ptr %18, align 8, !dbg !41
  %20 = getelementptr inbounds nuw %struct.int2, ptr %0, i32 0, i32 1, !dbg !42
  %21 = load i32, ptr %20, align 4, !dbg !42
  %22 = icmp slt i32 %19, %21, !dbg !43
  br i1 %22, label %23, label %26, !dbg !44

23:                                               ; preds = %15
  %24 = getelementptr inbounds nuw %struct.int2, ptr %0, i32 0, i32 1, !dbg !45
  %25 = load i32, ptr %24, align 4, !dbg !45
  br label %29, !dbg !44

26:                                               ; preds = %15
  %27 = getelementptr inbounds nuw %struct.int2, ptr %0, i32 0, i32 0, !dbg !46
  %28 = load i32, ptr %27, align 8, !dbg !46
  br label %29, !dbg !44

29:                                               ; preds = %26, %23
  %30 = phi i32 [ %25, %23 ], [ %28, %26 ], !dbg !44
  store i32 %30, ptr %17, align 4, !dbg !34
  %31 = load %struct.int2, ptr %2, align 8, !dbg !47
  ret %struct.int2 %31, !dbg !47
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local %struct.double2 @_Z5swap27double2(ptr noundef byval(%struct.double2) align 16 %0) #0 !dbg !48 {
  %2 = alloca %struct.double2, align 16
  %3 = getelementptr inbounds nuw %struct.double2, ptr %2, i32 0, i32 0, !dbg !49
  %4 = getelementptr inbounds nuw %struct.double2, ptr %0, i32 0, i32 1, !dbg !50
  %5 = load double, ptr %4, align 8, !dbg !50
  store double %5, ptr %3, align 16, !dbg !49
  %6 = getelementptr inbounds nuw %struct.double2, ptr %2, i32 0, i32 1, !dbg !49
  %7 = getelementptr inbounds nuw %struct.double2, ptr %0, i32 0, i32 0, !dbg !51
  %8 = load double, ptr %7, align 16, !dbg !51
  store double %8, ptr %6, align 8, !dbg !49
  %9 = load %struct.double2, ptr %2, align 16, !dbg !52
  ret %struct.double2 %9, !dbg !52
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local ptx_kernel void @vec_dynshared(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef byval(%struct.float4) align 16 %4, i32 noundef %5) #1 !dbg !53 {
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca %struct.float4, align 16
  %15 = alloca %struct.float4, align 16
  %16 = alloca %struct.float4, align 16
  %17 = alloca %struct.int2, align 8
  %18 = alloca %struct.int2, align 8
  %19 = alloca %struct.double2, align 16
  %20 = alloca %struct.double2, align 16
  %21 = alloca i32, align 4
  %22 = alloca float, align 4
  %23 = alloca i32, align 4
  store ptr %0, ptr %7, align 8
  store ptr %1, ptr %8, align 8
  store ptr %2, ptr %9, align 8
  store ptr %3, ptr %10, align 8
  store i32 %5, ptr %11, align 4
  %24 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !54
  store i32 %24, ptr %12, align 4, !dbg !55
  %25 = load i32, ptr %12, align 4, !dbg !56
  %26 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !57
  %27 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !58
  %28 = mul nsw i32 %26, %27, !dbg !59
  %29 = add nsw i32 %25, %28, !dbg !60
  store i32 %29, ptr %13, align 4, !dbg !61
  %30 = load ptr, ptr %7, align 8, !dbg !62
  %31 = load i32, ptr %13, align 4, !dbg !63
  %32 = sext i32 %31 to i64, !dbg !62
  %33 = getelementptr inbounds %struct.float4, ptr %30, i64 %32, !dbg !62
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %15, ptr align 16 %33, i64 16, i1 false), !dbg !62
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %16, ptr align 16 %4, i64 16, i1 false), !dbg !64
  %34 = call %struct.float4 @_Z5madd46float4S_f(ptr noundef byval(%struct.float4) align 16 %15, ptr noundef byval(%struct.float4) align 16 %16, float noundef 5.000000e-01) #6, !dbg !65
  %35 = getelementptr inbounds nuw %struct.float4, ptr %14, i32 0, i32 0, !dbg !65
  %36 = extractvalue %struct.float4 %34, 0, !dbg !65
  store float %36, ptr %35, align 16, !dbg !65
  %37 = getelementptr inbounds nuw %struct.float4, ptr %14, i32 0, i32 1, !dbg !65
  %38 = extractvalue %struct.float4 %34, 1, !dbg !65
  store float %38, ptr %37, align 4, !dbg !65
  %39 = getelementptr inbounds nuw %struct.float4, ptr %14, i32 0, i32 2, !dbg !65
  %40 = extractvalue %struct.float4 %34, 2, !dbg !65
  store float %40, ptr %39, align 8, !dbg !65
  %41 = getelementptr inbounds nuw %struct.float4, ptr %14, i32 0, i32 3, !dbg !65
  %42 = extractvalue %struct.float4 %34, 3, !dbg !65
  store float %42, ptr %41, align 4, !dbg !65
  %43 = load ptr, ptr %7, align 8, !dbg !66
  %44 = load i32, ptr %13, align 4, !dbg !67
  %45 = sext i32 %44 to i64, !dbg !66
  %46 = getelementptr inbounds %struct.float4, ptr %43, i64 %45, !dbg !66
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %46, ptr align 16 %14, i64 16, i1 false), !dbg !68
  %47 = load ptr, ptr %8, align 8, !dbg !69
  %48 = load i32, ptr %13, align 4, !dbg !70
  %49 = sext i32 %48 to i64, !dbg !69
  %50 = getelementptr inbounds %struct.int2, ptr %47, i64 %49, !dbg !69
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %18, ptr align 8 %50, i64 8, i1 false), !dbg !69
  %51 = call %struct.int2 @_Z6minmax4int2(ptr noundef byval(%struct.int2) align 8 %18) #6, !dbg !71
  %52 = getelementptr inbounds nuw %struct.int2, ptr %17, i32 0, i32 0, !dbg !71
  %53 = extractvalue %struct.int2 %51, 0, !dbg !71
  store i32 %53, ptr %52, align 8, !dbg !71
  %54 = getelementptr inbounds nuw %struct.int2, ptr %17, i32 0, i32 1, !dbg !71
  %55 = extractvalue %struct.int2 %51, 1, !dbg !71
  store i32 %55, ptr %54, align 4, !dbg !71
  %56 = load ptr, ptr %8, align 8, !dbg !72
  %57 = load i32, ptr %13, align 4, !dbg !73
  %58 = sext i32 %57 to i64, !dbg !72
  %59 = getelementptr inbounds %struct.int2, ptr %56, i64 %58, !dbg !72
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %59, ptr align 8 %17, i64 8, i1 false), !dbg !74
  %60 = load ptr, ptr %9, align 8, !dbg !75
  %61 = load i32, ptr %13, align 4, !dbg !76
  %62 = sext i32 %61 to i64, !dbg !75
  %63 = getelementptr inbounds %struct.double2, ptr %60, i64 %62, !dbg !75
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %20, ptr align 16 %63, i64 16, i1 false), !dbg !75
  %64 = call %struct.double2 @_Z5swap27double2(ptr noundef byval(%struct.double2) align 16 %20) #6, !dbg !77
  %65 = getelementptr inbounds nuw %struct.double2, ptr %19, i32 0, i32 0, !dbg !77
  %66 = extractvalue %struct.double2 %64, 0, !dbg !77
  store double %66, ptr %65, align 16, !dbg !77
  %67 = getelementptr inbounds nuw %struct.double2, ptr %19, i32 0, i32 1, !dbg !77
  %68 = extractvalue %struct.double2 %64, 1, !dbg !77
  store double %68, ptr %67, align 8, !dbg !77
  %69 = load ptr, ptr %9, align 8, !dbg !78
  %70 = load i32, ptr %13, align 4, !dbg !79
  %71 = sext i32 %70 to i64, !dbg !78
  %72 = getelementptr inbounds %struct.double2, ptr %69, i64 %71, !dbg !78
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %72, ptr align 16 %19, i64 16, i1 false), !dbg !80
  %73 = load i32, ptr %13, align 4, !dbg !81
  %74 = load i32, ptr %11, align 4, !dbg !82
  %75 = icmp slt i32 %73, %74, !dbg !83
  br i1 %75, label %76, label %88, !dbg !81

76:                                               ; preds = %6
  %77 = getelementptr inbounds nuw %struct.float4, ptr %14, i32 0, i32 0, !dbg !84
  %78 = load float, ptr %77, align 16, !dbg !84
  %79 = getelementptr inbounds nuw %struct.float4, ptr %14, i32 0, i32 1, !dbg !85
  %80 = load float, ptr %79, align 4, !dbg !85
  %81 = fadd contract float %78, %80, !dbg !86
  %82 = getelementptr inbounds nuw %struct.float4, ptr %14, i32 0, i32 2, !dbg !87
  %83 = load float, ptr %82, align 8, !dbg !87
  %84 = fadd contract float %81, %83, !dbg !88
  %85 = getelementptr inbounds nuw %struct.float4, ptr %14, i32 0, i32 3, !dbg !89
  %86 = load float, ptr %85, align 4, !dbg !89
  %87 = fadd contract float %84, %86, !dbg !90
  br label %89, !dbg !81

88:                                               ; preds = %6
  br label %89, !dbg !81

89:                                               ; preds = %88, %76
  %90 = phi contract float [ %87, %76 ], [ 0.000000e+00, %88 ], !dbg !81
  %91 = load i32, ptr %12, align 4, !dbg !91
  %92 = sext i32 %91 to i64, !dbg !92
  %93 = getelementptr inbounds [0 x float], ptr addrspacecast (ptr addrspace(3) @dyn to ptr), i64 0, i64 %92, !dbg !92
  store float %90, ptr %93, align 4, !dbg !93
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !94
  %94 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !95
  %95 = sdiv i32 %94, 2, !dbg !96
  store i32 %95, ptr %21, align 4, !dbg !97
  br label %96, !dbg !98

96:                                               ; preds = %116, %89
  %97 = load i32, ptr %21, align 4, !dbg !99
  %98 = icmp ugt i32 %97, 32, !dbg !100
  br i1 %98, label %99, label %119, !dbg !101

99:                                               ; preds = %96
  %100 = load i32, ptr %12, align 4, !dbg !102
  %101 = load i32, ptr %21, align 4, !dbg !103
  %102 = icmp ult i32 %100, %101, !dbg !104
  br i1 %102, label %103, label %115, !dbg !104

103:                                              ; preds = %99
  %104 = load i32, ptr %12, align 4, !dbg !105
  %105 = load i32, ptr %21, align 4, !dbg !106
  %106 = add i32 %104, %105, !dbg !107
  %107 = zext i32 %106 to i64, !dbg !108
  %108 = getelementptr inbounds nuw [0 x float], ptr addrspacecast (ptr addrspace(3) @dyn to ptr), i64 0, i64 %107, !dbg !108
  %109 = load float, ptr %108, align 4, !dbg !108
  %110 = load i32, ptr %12, align 4, !dbg !109
  %111 = sext i32 %110 to i64, !dbg !110
  %112 = getelementptr inbounds [0 x float], ptr addrspacecast (ptr addrspace(3) @dyn to ptr), i64 0, i64 %111, !dbg !110
  %113 = load float, ptr %112, align 4, !dbg !111
  %114 = fadd contract float %113, %109, !dbg !111
  store float %114, ptr %112, align 4, !dbg !111
  br label %115, !dbg !110

115:                                              ; preds = %103, %99
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !112
  br label %116, !dbg !113

116:                                              ; preds = %115
  %117 = load i32, ptr %21, align 4, !dbg !114
  %118 = lshr i32 %117, 1, !dbg !114
  store i32 %118, ptr %21, align 4, !dbg !114
  br label %96, !dbg !101, !llvm.loop !115

119:                                              ; preds = %96
  %120 = load i32, ptr %12, align 4, !dbg !117
  %121 = icmp slt i32 %120, 32, !dbg !118
  br i1 %121, label %122, label %155, !dbg !118

122:                                              ; preds = %119
  %123 = load i32, ptr %12, align 4, !dbg !119
  %124 = sext i32 %123 to i64, !dbg !120
  %125 = getelementptr inbounds [0 x float], ptr addrspacecast (ptr addrspace(3) @dyn to ptr), i64 0, i64 %124, !dbg !120
  %126 = load float, ptr %125, align 4, !dbg !120
  %127 = load i32, ptr %12, align 4, !dbg !121
  %128 = add nsw i32 %127, 32, !dbg !122
  %129 = sext i32 %128 to i64, !dbg !123
  %130 = getelementptr inbounds [0 x float], ptr addrspacecast (ptr addrspace(3) @dyn to ptr), i64 0, i64 %129, !dbg !123
  %131 = load float, ptr %130, align 4, !dbg !123
  %132 = fadd contract float %126, %131, !dbg !124
  store float %132, ptr %22, align 4, !dbg !125
  store i32 16, ptr %23, align 4, !dbg !126
  br label %133, !dbg !127

133:                                              ; preds = %142, %122
  %134 = load i32, ptr %23, align 4, !dbg !128
  %135 = icmp sgt i32 %134, 0, !dbg !129
  br i1 %135, label %136, label %145, !dbg !130

136:                                              ; preds = %133
  %137 = load float, ptr %22, align 4, !dbg !131
  %138 = load i32, ptr %23, align 4, !dbg !132
  %139 = call contract float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %137, i32 %138, i32 31), !dbg !133
  %140 = load float, ptr %22, align 4, !dbg !134
  %141 = fadd contract float %140, %139, !dbg !134
  store float %141, ptr %22, align 4, !dbg !134
  br label %142, !dbg !135

142:                                              ; preds = %136
  %143 = load i32, ptr %23, align 4, !dbg !136
  %144 = ashr i32 %143, 1, !dbg !136
  store i32 %144, ptr %23, align 4, !dbg !136
  br label %133, !dbg !130, !llvm.loop !137

145:                                              ; preds = %133
  %146 = load i32, ptr %12, align 4, !dbg !139
  %147 = icmp eq i32 %146, 0, !dbg !140
  br i1 %147, label %148, label %154, !dbg !140

148:                                              ; preds = %145
  %149 = load float, ptr %22, align 4, !dbg !141
  %150 = load ptr, ptr %10, align 8, !dbg !142
  %151 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !143
  %152 = sext i32 %151 to i64, !dbg !142
  %153 = getelementptr inbounds float, ptr %150, i64 %152, !dbg !142
  store float %149, ptr %153, align 4, !dbg !144
  br label %154, !dbg !142

154:                                              ; preds = %148, %145
  br label %155, !dbg !145

155:                                              ; preds = %154, %119
  ret void, !dbg !146
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #3

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #4

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.down.f32(i32, float, i32, i32) #5

attributes #0 = { convergent mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #1 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { convergent nocallback nounwind }
attributes #5 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #6 = { convergent nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6}
!llvm.ident = !{!7}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "l25_vec_dynshared.cu", directory: "/work/wt/llir25/tools/capture/clang_kernels")
!2 = !{i32 7, !"Dwarf Version", i32 2}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!6 = !{i32 7, !"frame-pointer", i32 2}
!7 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!8 = distinct !DISubprogram(name: "madd4", scope: !1, file: !1, line: 10, type: !9, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!9 = !DISubroutineType(types: !10)
!10 = !{}
!11 = !DILocation(line: 11, column: 10, scope: !8)
!12 = !DILocation(line: 11, column: 13, scope: !8)
!13 = !DILocation(line: 11, column: 17, scope: !8)
!14 = !DILocation(line: 11, column: 23, scope: !8)
!15 = !DILocation(line: 11, column: 19, scope: !8)
!16 = !DILocation(line: 11, column: 15, scope: !8)
!17 = !DILocation(line: 11, column: 28, scope: !8)
!18 = !DILocation(line: 11, column: 32, scope: !8)
!19 = !DILocation(line: 11, column: 38, scope: !8)
!20 = !DILocation(line: 11, column: 34, scope: !8)
!21 = !DILocation(line: 11, column: 30, scope: !8)
!22 = !DILocation(line: 11, column: 43, scope: !8)
!23 = !DILocation(line: 11, column: 47, scope: !8)
!24 = !DILocation(line: 11, column: 53, scope: !8)
!25 = !DILocation(line: 11, column: 49, scope: !8)
!26 = !DILocation(line: 11, column: 45, scope: !8)
!27 = !DILocation(line: 11, column: 58, scope: !8)
!28 = !DILocation(line: 11, column: 62, scope: !8)
!29 = !DILocation(line: 11, column: 68, scope: !8)
!30 = !DILocation(line: 11, column: 64, scope: !8)
!31 = !DILocation(line: 11, column: 60, scope: !8)
!32 = !DILocation(line: 11, column: 3, scope: !8)
!33 = distinct !DISubprogram(name: "minmax", scope: !1, file: !1, line: 13, type: !9, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!34 = !DILocation(line: 13, column: 67, scope: !33)
!35 = !DILocation(line: 13, column: 70, scope: !33)
!36 = !DILocation(line: 13, column: 76, scope: !33)
!37 = !DILocation(line: 13, column: 72, scope: !33)
!38 = !DILocation(line: 13, column: 68, scope: !33)
!39 = !DILocation(line: 13, column: 82, scope: !33)
!40 = !DILocation(line: 13, column: 88, scope: !33)
!41 = !DILocation(line: 13, column: 93, scope: !33)
!42 = !DILocation(line: 13, column: 99, scope: !33)
!43 = !DILocation(line: 13, column: 95, scope: !33)
!44 = !DILocation(line: 13, column: 91, scope: !33)
!45 = !DILocation(line: 13, column: 105, scope: !33)
!46 = !DILocation(line: 13, column: 111, scope: !33)
!47 = !DILocation(line: 13, column: 60, scope: !33)
!48 = distinct !DISubprogram(name: "swap2", scope: !1, file: !1, line: 14, type: !9, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!49 = !DILocation(line: 14, column: 72, scope: !48)
!50 = !DILocation(line: 14, column: 75, scope: !48)
!51 = !DILocation(line: 14, column: 80, scope: !48)
!52 = !DILocation(line: 14, column: 65, scope: !48)
!53 = distinct !DISubprogram(name: "vec_dynshared", scope: !1, file: !1, line: 18, type: !9, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!54 = !DILocation(line: 19, column: 11, scope: !53)
!55 = !DILocation(line: 19, column: 7, scope: !53)
!56 = !DILocation(line: 20, column: 11, scope: !53)
!57 = !DILocation(line: 20, column: 15, scope: !53)
!58 = !DILocation(line: 20, column: 28, scope: !53)
!59 = !DILocation(line: 20, column: 26, scope: !53)
!60 = !DILocation(line: 20, column: 13, scope: !53)
!61 = !DILocation(line: 20, column: 7, scope: !53)
!62 = !DILocation(line: 21, column: 20, scope: !53)
!63 = !DILocation(line: 21, column: 22, scope: !53)
!64 = !DILocation(line: 21, column: 26, scope: !53)
!65 = !DILocation(line: 21, column: 14, scope: !53)
!66 = !DILocation(line: 22, column: 3, scope: !53)
!67 = !DILocation(line: 22, column: 5, scope: !53)
!68 = !DILocation(line: 22, column: 8, scope: !53)
!69 = !DILocation(line: 23, column: 17, scope: !53)
!70 = !DILocation(line: 23, column: 19, scope: !53)
!71 = !DILocation(line: 23, column: 10, scope: !53)
!72 = !DILocation(line: 23, column: 3, scope: !53)
!73 = !DILocation(line: 23, column: 5, scope: !53)
!74 = !DILocation(line: 23, column: 8, scope: !53)
!75 = !DILocation(line: 24, column: 16, scope: !53)
!76 = !DILocation(line: 24, column: 18, scope: !53)
!77 = !DILocation(line: 24, column: 10, scope: !53)
!78 = !DILocation(line: 24, column: 3, scope: !53)
!79 = !DILocation(line: 24, column: 5, scope: !53)
!80 = !DILocation(line: 24, column: 8, scope: !53)
!81 = !DILocation(line: 25, column: 12, scope: !53)
!82 = !DILocation(line: 25, column: 16, scope: !53)
!83 = !DILocation(line: 25, column: 14, scope: !53)
!84 = !DILocation(line: 25, column: 22, scope: !53)
!85 = !DILocation(line: 25, column: 28, scope: !53)
!86 = !DILocation(line: 25, column: 24, scope: !53)
!87 = !DILocation(line: 25, column: 34, scope: !53)
!88 = !DILocation(line: 25, column: 30, scope: !53)
!89 = !DILocation(line: 25, column: 40, scope: !53)
!90 = !DILocation(line: 25, column: 36, scope: !53)
!91 = !DILocation(line: 25, column: 7, scope: !53)
!92 = !DILocation(line: 25, column: 3, scope: !53)
!93 = !DILocation(line: 25, column: 10, scope: !53)
!94 = !DILocation(line: 26, column: 3, scope: !53)
!95 = !DILocation(line: 27, column: 21, scope: !53)
!96 = !DILocation(line: 27, column: 32, scope: !53)
!97 = !DILocation(line: 27, column: 17, scope: !53)
!98 = !DILocation(line: 27, column: 8, scope: !53)
!99 = !DILocation(line: 27, column: 37, scope: !53)
!100 = !DILocation(line: 27, column: 39, scope: !53)
!101 = !DILocation(line: 27, column: 3, scope: !53)
!102 = !DILocation(line: 28, column: 9, scope: !53)
!103 = !DILocation(line: 28, column: 13, scope: !53)
!104 = !DILocation(line: 28, column: 11, scope: !53)
!105 = !DILocation(line: 28, column: 30, scope: !53)
!106 = !DILocation(line: 28, column: 34, scope: !53)
!107 = !DILocation(line: 28, column: 32, scope: !53)
!108 = !DILocation(line: 28, column: 26, scope: !53)
!109 = !DILocation(line: 28, column: 20, scope: !53)
!110 = !DILocation(line: 28, column: 16, scope: !53)
!111 = !DILocation(line: 28, column: 23, scope: !53)
!112 = !DILocation(line: 29, column: 5, scope: !53)
!113 = !DILocation(line: 30, column: 3, scope: !53)
!114 = !DILocation(line: 27, column: 47, scope: !53)
!115 = distinct !{!115, !101, !113, !116}
!116 = !{!"llvm.loop.mustprogress"}
!117 = !DILocation(line: 31, column: 7, scope: !53)
!118 = !DILocation(line: 31, column: 9, scope: !53)
!119 = !DILocation(line: 32, column: 19, scope: !53)
!120 = !DILocation(line: 32, column: 15, scope: !53)
!121 = !DILocation(line: 32, column: 28, scope: !53)
!122 = !DILocation(line: 32, column: 30, scope: !53)
!123 = !DILocation(line: 32, column: 24, scope: !53)
!124 = !DILocation(line: 32, column: 22, scope: !53)
!125 = !DILocation(line: 32, column: 11, scope: !53)
!126 = !DILocation(line: 33, column: 14, scope: !53)
!127 = !DILocation(line: 33, column: 10, scope: !53)
!128 = !DILocation(line: 33, column: 22, scope: !53)
!129 = !DILocation(line: 33, column: 24, scope: !53)
!130 = !DILocation(line: 33, column: 5, scope: !53)
!131 = !DILocation(line: 33, column: 81, scope: !53)
!132 = !DILocation(line: 33, column: 84, scope: !53)
!133 = !DILocation(line: 33, column: 43, scope: !53)
!134 = !DILocation(line: 33, column: 40, scope: !53)
!135 = !DILocation(line: 33, column: 38, scope: !53)
!136 = !DILocation(line: 33, column: 31, scope: !53)
!137 = distinct !{!137, !130, !138, !116}
!138 = !DILocation(line: 33, column: 89, scope: !53)
!139 = !DILocation(line: 34, column: 9, scope: !53)
!140 = !DILocation(line: 34, column: 11, scope: !53)
!141 = !DILocation(line: 34, column: 36, scope: !53)
!142 = !DILocation(line: 34, column: 17, scope: !53)
!143 = !DILocation(line: 34, column: 22, scope: !53)
!144 = !DILocation(line: 34, column: 34, scope: !53)
!145 = !DILocation(line: 35, column: 3, scope: !53)
!146 = !DILocation(line: 36, column: 1, scope: !53)
