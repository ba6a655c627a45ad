; ModuleID = 'l25_warp.cu'
source_filename = "l25_warp.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local noundef double @_Z15shfl_xor_doubledi(double noundef %0, i32 noundef %1) #0 !dbg !8 {
  %3 = alloca double, align 8
  %4 = alloca i32, align 4
  %5 = alloca i64, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i64, align 8
  store double %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %9 = load i64, ptr %3, align 8, !dbg !11
  store i64 %9, ptr %5, align 8, !dbg !12
  %10 = load i64, ptr %5, align 8, !dbg !13
  %11 = trunc i64 %10 to i32, !dbg !13
  %12 = load i32, ptr %4, align 4, !dbg !14
  %13 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %11, i32 %12, i32 31), !dbg !15
  store i32 %13, ptr %6, align 4, !dbg !16
  %14 = load i64, ptr %5, align 8, !dbg !17
  %15 = ashr i64 %14, 32, !dbg !18
  %16 = trunc i64 %15 to i32, !dbg !19
  %17 = load i32, ptr %4, align 4, !dbg !20
  %18 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %16, i32 %17, i32 31), !dbg !21
  store i32 %18, ptr %7, align 4, !dbg !22
  %19 = load i32, ptr %7, align 4, !dbg !23
  %20 = sext i32 %19 to i64, !dbg !23
  %21 = shl i64 %20, 32, !dbg !24
  %22 = load i32, ptr %6, align 4, !dbg !25
  %23 = zext i32 %22 to i64, !dbg !26
  %24 = or i64 %21, %23, !dbg !27
  store i64 %24, ptr %8, align 8, !dbg !28
  %25 = load double, ptr %8, align 8, !dbg !29
  ret double %25, !dbg !30
}

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #1

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local noundef float @_Z8warp_sumf(float noundef %0) #0 !dbg !31 {
  %2 = alloca float, align 4
  %3 = alloca i32, align 4
  store float %0, ptr %2, align 4
  store i32 16, ptr %3, align 4, !dbg !32
  br label %4, !dbg !33

4:                                                ; preds = %13, %1
  %5 = load i32, ptr %3, align 4, !dbg !34
  %6 = icmp sgt i32 %5, 0, !dbg !35
  br i1 %6, label %7, label %16, !dbg !36

7:                                                ; preds = %4
  %8 = load float, ptr %2, align 4, !dbg !37
  %9 = load i32, ptr %3, align 4, !dbg !38
  %10 = call contract float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %8, i32 %9, i32 31), !dbg !39
  %11 = load float, ptr %2, align 4, !dbg !40
  %12 = fadd contract float %11, %10, !dbg !40
  store float %12, ptr %2, align 4, !dbg !40
  br label %13, !dbg !41

13:                                               ; preds = %7
  %14 = load i32, ptr %3, align 4, !dbg !42
  %15 = ashr i32 %14, 1, !dbg !42
  store i32 %15, ptr %3, align 4, !dbg !42
  br label %4, !dbg !36, !llvm.loop !43

16:                                               ; preds = %4
  %17 = load float, ptr %2, align 4, !dbg !46
  ret float %17, !dbg !47
}

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.bfly.f32(i32, float, i32, i32) #1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local ptx_kernel void @warp(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef %4) #2 !dbg !48 {
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca double, align 8
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  store ptr %0, ptr %6, align 8
  store ptr %1, ptr %7, align 8
  store ptr %2, ptr %8, align 8
  store ptr %3, ptr %9, align 8
  store ptr %4, ptr %10, align 8
  %22 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !49
  %23 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !50
  %24 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !51
  %25 = mul nsw i32 %23, %24, !dbg !52
  %26 = add nsw i32 %22, %25, !dbg !53
  store i32 %26, ptr %11, align 4, !dbg !54
  %27 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !55
  %28 = and i32 %27, 31, !dbg !56
  store i32 %28, ptr %12, align 4, !dbg !57
  %29 = load ptr, ptr %6, align 8, !dbg !58
  %30 = load i32, ptr %11, align 4, !dbg !59
  %31 = sext i32 %30 to i64, !dbg !58
  %32 = getelementptr inbounds float, ptr %29, i64 %31, !dbg !58
  %33 = load float, ptr %32, align 4, !dbg !58
  %34 = call contract noundef float @_Z8warp_sumf(float noundef %33) #5, !dbg !60
  %35 = load ptr, ptr %6, align 8, !dbg !61
  %36 = load i32, ptr %11, align 4, !dbg !62
  %37 = sext i32 %36 to i64, !dbg !61
  %38 = getelementptr inbounds float, ptr %35, i64 %37, !dbg !61
  store float %34, ptr %38, align 4, !dbg !63
  %39 = load ptr, ptr %7, align 8, !dbg !64
  %40 = load i32, ptr %11, align 4, !dbg !65
  %41 = sext i32 %40 to i64, !dbg !64
  %42 = getelementptr inbounds double, ptr %39, i64 %41, !dbg !64
  %43 = load double, ptr %42, align 8, !dbg !64
  store double %43, ptr %13, align 8, !dbg !66
  store i32 1, ptr %14, align 4, !dbg !67
  br label %44, !dbg !68

44:                                               ; preds = %53, %5
  %45 = load i32, ptr %14, align 4, !dbg !69
  %46 = icmp slt i32 %45, 32, !dbg !70
  br i1 %46, label %47, label %56, !dbg !71

47:                                               ; preds = %44
  %48 = load double, ptr %13, align 8, !dbg !72
  %49 = load i32, ptr %14, align 4, !dbg !73
  %50 = call contract noundef double @_Z15shfl_xor_doubledi(double noundef %48, i32 noundef %49) #5, !dbg !74
  %51 = load double, ptr %13, align 8, !dbg !75
  %52 = fadd contract double %51, %50, !dbg !75
  store double %52, ptr %13, align 8, !dbg !75
  br label %53, !dbg !76

53:                                               ; preds = %47
  %54 = load i32, ptr %14, align 4, !dbg !77
  %55 = shl i32 %54, 1, !dbg !77
  store i32 %55, ptr %14, align 4, !dbg !77
  br label %44, !dbg !71, !llvm.loop !78

56:                                               ; preds = %44
  %57 = load double, ptr %13, align 8, !dbg !80
  %58 = load ptr, ptr %7, align 8, !dbg !81
  %59 = load i32, ptr %11, align 4, !dbg !82
  %60 = sext i32 %59 to i64, !dbg !81
  %61 = getelementptr inbounds double, ptr %58, i64 %60, !dbg !81
  store double %57, ptr %61, align 8, !dbg !83
  %62 = load ptr, ptr %8, align 8, !dbg !84
  %63 = load i32, ptr %11, align 4, !dbg !85
  %64 = sext i32 %63 to i64, !dbg !84
  %65 = getelementptr inbounds i32, ptr %62, i64 %64, !dbg !84
  %66 = load i32, ptr %65, align 4, !dbg !84
  store i32 %66, ptr %15, align 4, !dbg !86
  store i32 16, ptr %16, align 4, !dbg !87
  br label %67, !dbg !88

67:                                               ; preds = %84, %56
  %68 = load i32, ptr %16, align 4, !dbg !89
  %69 = icmp sgt i32 %68, 0, !dbg !90
  br i1 %69, label %70, label %87, !dbg !91

70:                                               ; preds = %67
  %71 = load i32, ptr %15, align 4, !dbg !92
  %72 = load i32, ptr %15, align 4, !dbg !93
  %73 = load i32, ptr %16, align 4, !dbg !94
  %74 = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %72, i32 %73, i32 31), !dbg !95
  %75 = icmp sgt i32 %71, %74, !dbg !96
  br i1 %75, label %76, label %78, !dbg !92

76:                                               ; preds = %70
  %77 = load i32, ptr %15, align 4, !dbg !97
  br label %82, !dbg !92

78:                                               ; preds = %70
  %79 = load i32, ptr %15, align 4, !dbg !98
  %80 = load i32, ptr %16, align 4, !dbg !99
  %81 = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %79, i32 %80, i32 31), !dbg !100
  br label %82, !dbg !92

82:                                               ; preds = %78, %76
  %83 = phi i32 [ %77, %76 ], [ %81, %78 ], !dbg !92
  store i32 %83, ptr %15, align 4, !dbg !101
  br label %84, !dbg !102

84:                                               ; preds = %82
  %85 = load i32, ptr %16, align 4, !dbg !103
  %86 = ashr i32 %85, 1, !dbg !103
  store i32 %86, ptr %16, align 4, !dbg !103
  br label %67, !dbg !91, !llvm.loop !104

87:                                               ; preds = %67
  %88 = load i32, ptr %15, align 4, !dbg !106
  %89 = load i32, ptr %15, align 4, !dbg !107
  %90 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %89, i32 0, i32 31), !dbg !108
  %91 = add nsw i32 %88, %90, !dbg !109
  %92 = load i32, ptr %15, align 4, !dbg !110
  %93 = call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %92, i32 1, i32 0), !dbg !111
  %94 = add nsw i32 %91, %93, !dbg !112
  %95 = load ptr, ptr %8, align 8, !dbg !113
  %96 = load i32, ptr %11, align 4, !dbg !114
  %97 = sext i32 %96 to i64, !dbg !113
  %98 = getelementptr inbounds i32, ptr %95, i64 %97, !dbg !113
  store i32 %94, ptr %98, align 4, !dbg !115
  %99 = load i32, ptr %15, align 4, !dbg !116
  %100 = icmp sgt i32 %99, 0, !dbg !117
  %101 = call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %100), !dbg !118
  store i32 %101, ptr %17, align 4, !dbg !119
  %102 = load i32, ptr %17, align 4, !dbg !120
  %103 = load i32, ptr %17, align 4, !dbg !121
  %104 = or i32 %103, 1, !dbg !122
  %105 = load i32, ptr %12, align 4, !dbg !123
  %106 = icmp eq i32 %105, 3, !dbg !124
  %107 = call i1 @llvm.nvvm.vote.any.sync(i32 %104, i1 %106), !dbg !125
  %108 = zext i1 %107 to i32, !dbg !125
  %109 = add i32 %102, %108, !dbg !126
  %110 = load i32, ptr %15, align 4, !dbg !127
  %111 = icmp ne i32 %110, 0, !dbg !128
  %112 = call i1 @llvm.nvvm.vote.all.sync(i32 -1, i1 %111), !dbg !129
  %113 = zext i1 %112 to i32, !dbg !129
  %114 = add i32 %109, %113, !dbg !130
  %115 = call i32 @llvm.nvvm.activemask(), !dbg !131
  %116 = add i32 %114, %115, !dbg !132
  %117 = load ptr, ptr %9, align 8, !dbg !133
  %118 = load i32, ptr %11, align 4, !dbg !134
  %119 = sext i32 %118 to i64, !dbg !133
  %120 = getelementptr inbounds i32, ptr %117, i64 %119, !dbg !133
  store i32 %116, ptr %120, align 4, !dbg !135
  %121 = load ptr, ptr %9, align 8, !dbg !136
  %122 = load i32, ptr %11, align 4, !dbg !137
  %123 = sext i32 %122 to i64, !dbg !136
  %124 = getelementptr inbounds i32, ptr %121, i64 %123, !dbg !136
  %125 = load i32, ptr %124, align 4, !dbg !136
  %126 = call i32 @llvm.nvvm.redux.sync.add(i32 %125, i32 -1), !dbg !138
  %127 = load ptr, ptr %9, align 8, !dbg !139
  %128 = load i32, ptr %11, align 4, !dbg !140
  %129 = sext i32 %128 to i64, !dbg !139
  %130 = getelementptr inbounds i32, ptr %127, i64 %129, !dbg !139
  %131 = load i32, ptr %130, align 4, !dbg !139
  %132 = call i32 @llvm.nvvm.redux.sync.umax(i32 %131, i32 -1), !dbg !141
  %133 = xor i32 %126, %132, !dbg !142
  %134 = load i32, ptr %15, align 4, !dbg !143
  %135 = call i32 @llvm.nvvm.redux.sync.min(i32 %134, i32 -1), !dbg !144
  %136 = xor i32 %133, %135, !dbg !145
  %137 = load ptr, ptr %9, align 8, !dbg !146
  %138 = load i32, ptr %11, align 4, !dbg !147
  %139 = sext i32 %138 to i64, !dbg !146
  %140 = getelementptr inbounds i32, ptr %137, i64 %139, !dbg !146
  %141 = load i32, ptr %140, align 4, !dbg !146
  %142 = call i32 @llvm.nvvm.redux.sync.or(i32 %141, i32 -1), !dbg !148
  %143 = xor i32 %136, %142, !dbg !149
  %144 = load ptr, ptr %9, align 8, !dbg !150
  %145 = load i32, ptr %11, align 4, !dbg !151
  %146 = add nsw i32 %145, 1, !dbg !152
  %147 = sext i32 %146 to i64, !dbg !150
  %148 = getelementptr inbounds i32, ptr %144, i64 %147, !dbg !150
  store i32 %143, ptr %148, align 4, !dbg !153
  %149 = load i32, ptr %15, align 4, !dbg !154
  %150 = and i32 %149, 7, !dbg !155
  %151 = call { i32, i1 } @llvm.nvvm.match.all.sync.i32p(i32 -1, i32 %150), !dbg !156
  %152 = extractvalue { i32, i1 } %151, 1, !dbg !156
  %153 = zext i1 %152 to i32, !dbg !156
  store i32 %153, ptr %18, align 4, !dbg !156
  %154 = extractvalue { i32, i1 } %151, 0, !dbg !156
  %155 = load i32, ptr %18, align 4, !dbg !157
  %156 = add i32 %154, %155, !dbg !158
  %157 = load ptr, ptr %9, align 8, !dbg !159
  %158 = load i32, ptr %11, align 4, !dbg !160
  %159 = add nsw i32 %158, 2, !dbg !161
  %160 = sext i32 %159 to i64, !dbg !159
  %161 = getelementptr inbounds i32, ptr %157, i64 %160, !dbg !159
  store i32 %156, ptr %161, align 4, !dbg !162
  %162 = call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 true), !dbg !163
  store i32 %162, ptr %19, align 4, !dbg !164
  %163 = load i32, ptr %19, align 4, !dbg !165
  %164 = call i32 @llvm.cttz.i32(i32 %163, i1 true), !dbg !166
  store i32 %164, ptr %20, align 4, !dbg !167
  store i32 0, ptr %21, align 4, !dbg !168
  %165 = load i32, ptr %12, align 4, !dbg !169
  %166 = load i32, ptr %20, align 4, !dbg !170
  %167 = icmp eq i32 %165, %166, !dbg !171
  br i1 %167, label %168, label %173, !dbg !171

168:                                              ; preds = %87
  %169 = load ptr, ptr %10, align 8, !dbg !172
  %170 = load i32, ptr %19, align 4, !dbg !173
  %171 = call i32 @llvm.ctpop.i32(i32 %170), !dbg !174
  %172 = atomicrmw add ptr %169, i32 %171 seq_cst, align 4, !dbg !175
  store i32 %172, ptr %21, align 4, !dbg !176
  br label %173, !dbg !177

173:                                              ; preds = %168, %87
  %174 = load i32, ptr %19, align 4, !dbg !178
  %175 = load i32, ptr %21, align 4, !dbg !179
  %176 = load i32, ptr %20, align 4, !dbg !180
  %177 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 %174, i32 %175, i32 %176, i32 31), !dbg !181
  store i32 %177, ptr %21, align 4, !dbg !182
  %178 = load i32, ptr %21, align 4, !dbg !183
  %179 = load i32, ptr %19, align 4, !dbg !184
  %180 = load i32, ptr %12, align 4, !dbg !185
  %181 = shl i32 1, %180, !dbg !186
  %182 = sub i32 %181, 1, !dbg !187
  %183 = and i32 %179, %182, !dbg !188
  %184 = call i32 @llvm.ctpop.i32(i32 %183), !dbg !189
  %185 = add nsw i32 %178, %184, !dbg !190
  %186 = load ptr, ptr %8, align 8, !dbg !191
  %187 = load i32, ptr %11, align 4, !dbg !192
  %188 = add nsw i32 %187, 1, !dbg !193
  %189 = sext i32 %188 to i64, !dbg !191
  %190 = getelementptr inbounds i32, ptr %186, i64 %189, !dbg !191
  store i32 %185, ptr %190, align 4, !dbg !194
  ret void, !dbg !195
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32) #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32) #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.up.i32(i32, i32, i32, i32) #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1) #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i1 @llvm.nvvm.vote.any.sync(i32, i1) #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i1 @llvm.nvvm.vote.all.sync(i32, i1) #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.activemask() #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.redux.sync.add(i32, i32) #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.redux.sync.umax(i32, i32) #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.redux.sync.min(i32, i32) #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.redux.sync.or(i32, i32) #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare { i32, i1 } @llvm.nvvm.match.all.sync.i32p(i32, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.cttz.i32(i32, i1 immarg) #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #4

attributes #0 = { convergent mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #1 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #2 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { convergent nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6}
!llvm.ident = !{!7}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "l25_warp.cu", directory: "/work/wt/llir25/tools/capture/clang_kernels")
!2 = !{i32 7, !"Dwarf Version", i32 2}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!6 = !{i32 7, !"frame-pointer", i32 2}
!7 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!8 = distinct !DISubprogram(name: "shfl_xor_double", scope: !1, file: !1, line: 5, type: !9, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!9 = !DISubroutineType(types: !10)
!10 = !{}
!11 = !DILocation(line: 6, column: 20, scope: !8)
!12 = !DILocation(line: 6, column: 13, scope: !8)
!13 = !DILocation(line: 7, column: 55, scope: !8)
!14 = !DILocation(line: 7, column: 61, scope: !8)
!15 = !DILocation(line: 7, column: 12, scope: !8)
!16 = !DILocation(line: 7, column: 7, scope: !8)
!17 = !DILocation(line: 8, column: 56, scope: !8)
!18 = !DILocation(line: 8, column: 61, scope: !8)
!19 = !DILocation(line: 8, column: 55, scope: !8)
!20 = !DILocation(line: 8, column: 69, scope: !8)
!21 = !DILocation(line: 8, column: 12, scope: !8)
!22 = !DILocation(line: 8, column: 7, scope: !8)
!23 = !DILocation(line: 9, column: 49, scope: !8)
!24 = !DILocation(line: 9, column: 52, scope: !8)
!25 = !DILocation(line: 9, column: 71, scope: !8)
!26 = !DILocation(line: 9, column: 61, scope: !8)
!27 = !DILocation(line: 9, column: 59, scope: !8)
!28 = !DILocation(line: 9, column: 37, scope: !8)
!29 = !DILocation(line: 9, column: 10, scope: !8)
!30 = !DILocation(line: 9, column: 3, scope: !8)
!31 = distinct !DISubprogram(name: "warp_sum", scope: !1, file: !1, line: 12, type: !9, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!32 = !DILocation(line: 13, column: 12, scope: !31)
!33 = !DILocation(line: 13, column: 8, scope: !31)
!34 = !DILocation(line: 13, column: 20, scope: !31)
!35 = !DILocation(line: 13, column: 22, scope: !31)
!36 = !DILocation(line: 13, column: 3, scope: !31)
!37 = !DILocation(line: 13, column: 79, scope: !31)
!38 = !DILocation(line: 13, column: 82, scope: !31)
!39 = !DILocation(line: 13, column: 41, scope: !31)
!40 = !DILocation(line: 13, column: 38, scope: !31)
!41 = !DILocation(line: 13, column: 36, scope: !31)
!42 = !DILocation(line: 13, column: 29, scope: !31)
!43 = distinct !{!43, !36, !44, !45}
!44 = !DILocation(line: 13, column: 87, scope: !31)
!45 = !{!"llvm.loop.mustprogress"}
!46 = !DILocation(line: 14, column: 10, scope: !31)
!47 = !DILocation(line: 14, column: 3, scope: !31)
!48 = distinct !DISubprogram(name: "warp", scope: !1, file: !1, line: 17, type: !9, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!49 = !DILocation(line: 18, column: 11, scope: !48)
!50 = !DILocation(line: 18, column: 25, scope: !48)
!51 = !DILocation(line: 18, column: 38, scope: !48)
!52 = !DILocation(line: 18, column: 36, scope: !48)
!53 = !DILocation(line: 18, column: 23, scope: !48)
!54 = !DILocation(line: 18, column: 7, scope: !48)
!55 = !DILocation(line: 19, column: 14, scope: !48)
!56 = !DILocation(line: 19, column: 26, scope: !48)
!57 = !DILocation(line: 19, column: 7, scope: !48)
!58 = !DILocation(line: 20, column: 19, scope: !48)
!59 = !DILocation(line: 20, column: 21, scope: !48)
!60 = !DILocation(line: 20, column: 10, scope: !48)
!61 = !DILocation(line: 20, column: 3, scope: !48)
!62 = !DILocation(line: 20, column: 5, scope: !48)
!63 = !DILocation(line: 20, column: 8, scope: !48)
!64 = !DILocation(line: 21, column: 14, scope: !48)
!65 = !DILocation(line: 21, column: 16, scope: !48)
!66 = !DILocation(line: 21, column: 10, scope: !48)
!67 = !DILocation(line: 22, column: 12, scope: !48)
!68 = !DILocation(line: 22, column: 8, scope: !48)
!69 = !DILocation(line: 22, column: 19, scope: !48)
!70 = !DILocation(line: 22, column: 21, scope: !48)
!71 = !DILocation(line: 22, column: 3, scope: !48)
!72 = !DILocation(line: 22, column: 57, scope: !48)
!73 = !DILocation(line: 22, column: 60, scope: !48)
!74 = !DILocation(line: 22, column: 41, scope: !48)
!75 = !DILocation(line: 22, column: 38, scope: !48)
!76 = !DILocation(line: 22, column: 36, scope: !48)
!77 = !DILocation(line: 22, column: 29, scope: !48)
!78 = distinct !{!78, !71, !79, !45}
!79 = !DILocation(line: 22, column: 61, scope: !48)
!80 = !DILocation(line: 23, column: 10, scope: !48)
!81 = !DILocation(line: 23, column: 3, scope: !48)
!82 = !DILocation(line: 23, column: 5, scope: !48)
!83 = !DILocation(line: 23, column: 8, scope: !48)
!84 = !DILocation(line: 24, column: 11, scope: !48)
!85 = !DILocation(line: 24, column: 13, scope: !48)
!86 = !DILocation(line: 24, column: 7, scope: !48)
!87 = !DILocation(line: 25, column: 12, scope: !48)
!88 = !DILocation(line: 25, column: 8, scope: !48)
!89 = !DILocation(line: 25, column: 22, scope: !48)
!90 = !DILocation(line: 25, column: 26, scope: !48)
!91 = !DILocation(line: 25, column: 3, scope: !48)
!92 = !DILocation(line: 25, column: 46, scope: !48)
!93 = !DILocation(line: 25, column: 88, scope: !48)
!94 = !DILocation(line: 25, column: 91, scope: !48)
!95 = !DILocation(line: 25, column: 50, scope: !48)
!96 = !DILocation(line: 25, column: 48, scope: !48)
!97 = !DILocation(line: 25, column: 102, scope: !48)
!98 = !DILocation(line: 25, column: 144, scope: !48)
!99 = !DILocation(line: 25, column: 147, scope: !48)
!100 = !DILocation(line: 25, column: 106, scope: !48)
!101 = !DILocation(line: 25, column: 44, scope: !48)
!102 = !DILocation(line: 25, column: 42, scope: !48)
!103 = !DILocation(line: 25, column: 35, scope: !48)
!104 = distinct !{!104, !91, !105, !45}
!105 = !DILocation(line: 25, column: 154, scope: !48)
!106 = !DILocation(line: 26, column: 10, scope: !48)
!107 = !DILocation(line: 26, column: 51, scope: !48)
!108 = !DILocation(line: 26, column: 14, scope: !48)
!109 = !DILocation(line: 26, column: 12, scope: !48)
!110 = !DILocation(line: 26, column: 99, scope: !48)
!111 = !DILocation(line: 26, column: 63, scope: !48)
!112 = !DILocation(line: 26, column: 61, scope: !48)
!113 = !DILocation(line: 26, column: 3, scope: !48)
!114 = !DILocation(line: 26, column: 5, scope: !48)
!115 = !DILocation(line: 26, column: 8, scope: !48)
!116 = !DILocation(line: 27, column: 55, scope: !48)
!117 = !DILocation(line: 27, column: 57, scope: !48)
!118 = !DILocation(line: 27, column: 19, scope: !48)
!119 = !DILocation(line: 27, column: 12, scope: !48)
!120 = !DILocation(line: 28, column: 10, scope: !48)
!121 = !DILocation(line: 28, column: 38, scope: !48)
!122 = !DILocation(line: 28, column: 43, scope: !48)
!123 = !DILocation(line: 28, column: 48, scope: !48)
!124 = !DILocation(line: 28, column: 53, scope: !48)
!125 = !DILocation(line: 28, column: 17, scope: !48)
!126 = !DILocation(line: 28, column: 15, scope: !48)
!127 = !DILocation(line: 28, column: 94, scope: !48)
!128 = !DILocation(line: 28, column: 96, scope: !48)
!129 = !DILocation(line: 28, column: 61, scope: !48)
!130 = !DILocation(line: 28, column: 59, scope: !48)
!131 = !DILocation(line: 29, column: 10, scope: !48)
!132 = !DILocation(line: 29, column: 8, scope: !48)
!133 = !DILocation(line: 28, column: 3, scope: !48)
!134 = !DILocation(line: 28, column: 5, scope: !48)
!135 = !DILocation(line: 28, column: 8, scope: !48)
!136 = !DILocation(line: 30, column: 36, scope: !48)
!137 = !DILocation(line: 30, column: 38, scope: !48)
!138 = !DILocation(line: 30, column: 14, scope: !48)
!139 = !DILocation(line: 30, column: 79, scope: !48)
!140 = !DILocation(line: 30, column: 81, scope: !48)
!141 = !DILocation(line: 30, column: 56, scope: !48)
!142 = !DILocation(line: 30, column: 54, scope: !48)
!143 = !DILocation(line: 31, column: 46, scope: !48)
!144 = !DILocation(line: 31, column: 24, scope: !48)
!145 = !DILocation(line: 31, column: 12, scope: !48)
!146 = !DILocation(line: 31, column: 84, scope: !48)
!147 = !DILocation(line: 31, column: 86, scope: !48)
!148 = !DILocation(line: 31, column: 63, scope: !48)
!149 = !DILocation(line: 31, column: 61, scope: !48)
!150 = !DILocation(line: 30, column: 3, scope: !48)
!151 = !DILocation(line: 30, column: 5, scope: !48)
!152 = !DILocation(line: 30, column: 7, scope: !48)
!153 = !DILocation(line: 30, column: 12, scope: !48)
!154 = !DILocation(line: 33, column: 53, scope: !48)
!155 = !DILocation(line: 33, column: 55, scope: !48)
!156 = !DILocation(line: 33, column: 14, scope: !48)
!157 = !DILocation(line: 33, column: 69, scope: !48)
!158 = !DILocation(line: 33, column: 67, scope: !48)
!159 = !DILocation(line: 33, column: 3, scope: !48)
!160 = !DILocation(line: 33, column: 5, scope: !48)
!161 = !DILocation(line: 33, column: 7, scope: !48)
!162 = !DILocation(line: 33, column: 12, scope: !48)
!163 = !DILocation(line: 34, column: 21, scope: !48)
!164 = !DILocation(line: 34, column: 12, scope: !48)
!165 = !DILocation(line: 35, column: 30, scope: !48)
!166 = !DILocation(line: 35, column: 16, scope: !48)
!167 = !DILocation(line: 35, column: 7, scope: !48)
!168 = !DILocation(line: 36, column: 7, scope: !48)
!169 = !DILocation(line: 37, column: 7, scope: !48)
!170 = !DILocation(line: 37, column: 15, scope: !48)
!171 = !DILocation(line: 37, column: 12, scope: !48)
!172 = !DILocation(line: 37, column: 52, scope: !48)
!173 = !DILocation(line: 37, column: 80, scope: !48)
!174 = !DILocation(line: 37, column: 61, scope: !48)
!175 = !DILocation(line: 37, column: 30, scope: !48)
!176 = !DILocation(line: 37, column: 28, scope: !48)
!177 = !DILocation(line: 37, column: 23, scope: !48)
!178 = !DILocation(line: 38, column: 35, scope: !48)
!179 = !DILocation(line: 38, column: 43, scope: !48)
!180 = !DILocation(line: 38, column: 49, scope: !48)
!181 = !DILocation(line: 38, column: 10, scope: !48)
!182 = !DILocation(line: 38, column: 8, scope: !48)
!183 = !DILocation(line: 39, column: 14, scope: !48)
!184 = !DILocation(line: 39, column: 40, scope: !48)
!185 = !DILocation(line: 39, column: 57, scope: !48)
!186 = !DILocation(line: 39, column: 54, scope: !48)
!187 = !DILocation(line: 39, column: 63, scope: !48)
!188 = !DILocation(line: 39, column: 47, scope: !48)
!189 = !DILocation(line: 39, column: 21, scope: !48)
!190 = !DILocation(line: 39, column: 19, scope: !48)
!191 = !DILocation(line: 39, column: 3, scope: !48)
!192 = !DILocation(line: 39, column: 5, scope: !48)
!193 = !DILocation(line: 39, column: 7, scope: !48)
!194 = !DILocation(line: 39, column: 12, scope: !48)
!195 = !DILocation(line: 40, column: 1, scope: !48)
