; ModuleID = 'k27_local_dynidx.cu'
source_filename = "k27_local_dynidx.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Acc = type { float, i32 }
%struct.Node = type { i32, i32, float }

@__const.local_dynidx.accs = private unnamed_addr constant [3 x %struct.Acc] [%struct.Acc { float 1.000000e+00, i32 0 }, %struct.Acc { float 2.000000e+00, i32 1 }, %struct.Acc { float 5.000000e-01, i32 2 }], align 4

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local ptx_kernel void @local_dynidx(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, i32 noundef %4) #0 !dbg !8 {
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca [24 x i32], align 4
  %13 = alloca i32, align 4
  %14 = alloca float, align 4
  %15 = alloca %struct.Node, align 4
  %16 = alloca [8 x i32], align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca [16 x i8], align 1
  %21 = alloca i32, align 4
  %22 = alloca [4 x [4 x double]], align 8
  %23 = alloca i32, align 4
  %24 = alloca i32, align 4
  %25 = alloca i32, align 4
  %26 = alloca double, align 8
  %27 = alloca i32, align 4
  %28 = alloca [3 x %struct.Acc], align 4
  %29 = alloca %struct.Acc, align 4
  store ptr %0, ptr %6, align 8
  store ptr %1, ptr %7, align 8
  store ptr %2, ptr %8, align 8
  store ptr %3, ptr %9, align 8
  store i32 %4, ptr %10, align 4
  %30 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !11
  %31 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !12
  %32 = mul nsw i32 %30, %31, !dbg !13
  %33 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !14
  %34 = add nsw i32 %32, %33, !dbg !15
  store i32 %34, ptr %11, align 4, !dbg !16
  %35 = load i32, ptr %11, align 4, !dbg !17
  %36 = load i32, ptr %10, align 4, !dbg !18
  %37 = icmp sge i32 %35, %36, !dbg !19
  br i1 %37, label %38, label %39, !dbg !19

38:                                               ; preds = %5
  br label %261, !dbg !20

39:                                               ; preds = %5
  store i32 0, ptr %13, align 4, !dbg !21
  %40 = load i32, ptr %13, align 4, !dbg !22
  %41 = add nsw i32 %40, 1, !dbg !22
  store i32 %41, ptr %13, align 4, !dbg !22
  %42 = sext i32 %40 to i64, !dbg !23
  %43 = getelementptr inbounds [24 x i32], ptr %12, i64 0, i64 %42, !dbg !23
  store i32 0, ptr %43, align 4, !dbg !24
  store float 0.000000e+00, ptr %14, align 4, !dbg !25
  br label %44, !dbg !26

44:                                               ; preds = %89, %39
  %45 = load i32, ptr %13, align 4, !dbg !27
  %46 = icmp sgt i32 %45, 0, !dbg !28
  br i1 %46, label %47, label %50, !dbg !29

47:                                               ; preds = %44
  %48 = load i32, ptr %13, align 4, !dbg !30
  %49 = icmp slt i32 %48, 24, !dbg !31
  br label %50

50:                                               ; preds = %47, %44
  %51 = phi i1 [ false, %44 ], [ %49, %47 ], !dbg !32
  br i1 %51, label %52, label %90, !dbg !26

52:                                               ; preds = %50
  %53 = load ptr, ptr %6, align 8, !dbg !33
  %54 = load i32, ptr %13, align 4, !dbg !34
  %55 = add nsw i32 %54, -1, !dbg !34
  store i32 %55, ptr %13, align 4, !dbg !34
  %56 = sext i32 %55 to i64, !dbg !35
  %57 = getelementptr inbounds [24 x i32], ptr %12, i64 0, i64 %56, !dbg !35
  %58 = load i32, ptr %57, align 4, !dbg !35
  %59 = sext i32 %58 to i64, !dbg !33
  %60 = getelementptr inbounds %struct.Node, ptr %53, i64 %59, !dbg !33
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %15, ptr align 4 %60, i64 12, i1 false), !dbg !33
  %61 = getelementptr inbounds nuw %struct.Node, ptr %15, i32 0, i32 2, !dbg !36
  %62 = load float, ptr %61, align 4, !dbg !36
  %63 = load float, ptr %14, align 4, !dbg !37
  %64 = fadd contract float %63, %62, !dbg !37
  store float %64, ptr %14, align 4, !dbg !37
  %65 = getelementptr inbounds nuw %struct.Node, ptr %15, i32 0, i32 0, !dbg !38
  %66 = load i32, ptr %65, align 4, !dbg !38
  %67 = icmp sge i32 %66, 0, !dbg !39
  br i1 %67, label %68, label %75, !dbg !39

68:                                               ; preds = %52
  %69 = getelementptr inbounds nuw %struct.Node, ptr %15, i32 0, i32 0, !dbg !40
  %70 = load i32, ptr %69, align 4, !dbg !40
  %71 = load i32, ptr %13, align 4, !dbg !41
  %72 = add nsw i32 %71, 1, !dbg !41
  store i32 %72, ptr %13, align 4, !dbg !41
  %73 = sext i32 %71 to i64, !dbg !42
  %74 = getelementptr inbounds [24 x i32], ptr %12, i64 0, i64 %73, !dbg !42
  store i32 %70, ptr %74, align 4, !dbg !43
  br label %75, !dbg !42

75:                                               ; preds = %68, %52
  %76 = getelementptr inbounds nuw %struct.Node, ptr %15, i32 0, i32 1, !dbg !44
  %77 = load i32, ptr %76, align 4, !dbg !44
  %78 = icmp sge i32 %77, 0, !dbg !45
  br i1 %78, label %79, label %89, !dbg !46

79:                                               ; preds = %75
  %80 = load i32, ptr %13, align 4, !dbg !47
  %81 = icmp slt i32 %80, 24, !dbg !48
  br i1 %81, label %82, label %89, !dbg !46

82:                                               ; preds = %79
  %83 = getelementptr inbounds nuw %struct.Node, ptr %15, i32 0, i32 1, !dbg !49
  %84 = load i32, ptr %83, align 4, !dbg !49
  %85 = load i32, ptr %13, align 4, !dbg !50
  %86 = add nsw i32 %85, 1, !dbg !50
  store i32 %86, ptr %13, align 4, !dbg !50
  %87 = sext i32 %85 to i64, !dbg !51
  %88 = getelementptr inbounds [24 x i32], ptr %12, i64 0, i64 %87, !dbg !51
  store i32 %84, ptr %88, align 4, !dbg !52
  br label %89, !dbg !51

89:                                               ; preds = %82, %79, %75
  br label %44, !dbg !26, !llvm.loop !53

90:                                               ; preds = %50
  store i32 0, ptr %17, align 4, !dbg !56
  store i32 0, ptr %18, align 4, !dbg !57
  store i32 0, ptr %19, align 4, !dbg !58
  br label %91, !dbg !59

91:                                               ; preds = %125, %90
  %92 = load i32, ptr %19, align 4, !dbg !60
  %93 = icmp slt i32 %92, 12, !dbg !61
  br i1 %93, label %94, label %128, !dbg !62

94:                                               ; preds = %91
  %95 = load ptr, ptr %7, align 8, !dbg !63
  %96 = load i32, ptr %11, align 4, !dbg !64
  %97 = load i32, ptr %19, align 4, !dbg !65
  %98 = add nsw i32 %96, %97, !dbg !66
  %99 = load i32, ptr %10, align 4, !dbg !67
  %100 = srem i32 %98, %99, !dbg !68
  %101 = sext i32 %100 to i64, !dbg !63
  %102 = getelementptr inbounds i32, ptr %95, i64 %101, !dbg !63
  %103 = load i32, ptr %102, align 4, !dbg !63
  %104 = load i32, ptr %18, align 4, !dbg !69
  %105 = and i32 %104, 7, !dbg !70
  %106 = sext i32 %105 to i64, !dbg !71
  %107 = getelementptr inbounds [8 x i32], ptr %16, i64 0, i64 %106, !dbg !71
  store i32 %103, ptr %107, align 4, !dbg !72
  %108 = load i32, ptr %18, align 4, !dbg !73
  %109 = add nsw i32 %108, 1, !dbg !73
  store i32 %109, ptr %18, align 4, !dbg !73
  %110 = load i32, ptr %18, align 4, !dbg !74
  %111 = load i32, ptr %17, align 4, !dbg !75
  %112 = sub nsw i32 %110, %111, !dbg !76
  %113 = icmp sgt i32 %112, 5, !dbg !77
  br i1 %113, label %114, label %124, !dbg !77

114:                                              ; preds = %94
  %115 = load i32, ptr %17, align 4, !dbg !78
  %116 = add nsw i32 %115, 1, !dbg !78
  store i32 %116, ptr %17, align 4, !dbg !78
  %117 = and i32 %115, 7, !dbg !79
  %118 = sext i32 %117 to i64, !dbg !80
  %119 = getelementptr inbounds [8 x i32], ptr %16, i64 0, i64 %118, !dbg !80
  %120 = load i32, ptr %119, align 4, !dbg !80
  %121 = sitofp i32 %120 to float, !dbg !80
  %122 = load float, ptr %14, align 4, !dbg !81
  %123 = fadd contract float %122, %121, !dbg !81
  store float %123, ptr %14, align 4, !dbg !81
  br label %124, !dbg !82

124:                                              ; preds = %114, %94
  br label %125, !dbg !83

125:                                              ; preds = %124
  %126 = load i32, ptr %19, align 4, !dbg !84
  %127 = add nsw i32 %126, 1, !dbg !84
  store i32 %127, ptr %19, align 4, !dbg !84
  br label %91, !dbg !62, !llvm.loop !85

128:                                              ; preds = %91
  call void @llvm.memset.p0.i64(ptr align 1 %20, i8 0, i64 16, i1 false), !dbg !86
  %129 = load i32, ptr %17, align 4, !dbg !87
  store i32 %129, ptr %21, align 4, !dbg !88
  br label %130, !dbg !89

130:                                              ; preds = %145, %128
  %131 = load i32, ptr %21, align 4, !dbg !90
  %132 = load i32, ptr %18, align 4, !dbg !91
  %133 = icmp slt i32 %131, %132, !dbg !92
  br i1 %133, label %134, label %148, !dbg !93

134:                                              ; preds = %130
  %135 = load i32, ptr %21, align 4, !dbg !94
  %136 = and i32 %135, 7, !dbg !95
  %137 = sext i32 %136 to i64, !dbg !96
  %138 = getelementptr inbounds [8 x i32], ptr %16, i64 0, i64 %137, !dbg !96
  %139 = load i32, ptr %138, align 4, !dbg !96
  %140 = and i32 %139, 15, !dbg !97
  %141 = sext i32 %140 to i64, !dbg !98
  %142 = getelementptr inbounds [16 x i8], ptr %20, i64 0, i64 %141, !dbg !98
  %143 = load i8, ptr %142, align 1, !dbg !99
  %144 = add i8 %143, 1, !dbg !99
  store i8 %144, ptr %142, align 1, !dbg !99
  br label %145, !dbg !98

145:                                              ; preds = %134
  %146 = load i32, ptr %21, align 4, !dbg !100
  %147 = add nsw i32 %146, 1, !dbg !100
  store i32 %147, ptr %21, align 4, !dbg !100
  br label %130, !dbg !93, !llvm.loop !101

148:                                              ; preds = %130
  store i32 0, ptr %23, align 4, !dbg !102
  br label %149, !dbg !103

149:                                              ; preds = %178, %148
  %150 = load i32, ptr %23, align 4, !dbg !104
  %151 = icmp slt i32 %150, 4, !dbg !105
  br i1 %151, label %152, label %181, !dbg !106

152:                                              ; preds = %149
  store i32 0, ptr %24, align 4, !dbg !107
  br label %153, !dbg !108

153:                                              ; preds = %174, %152
  %154 = load i32, ptr %24, align 4, !dbg !109
  %155 = icmp slt i32 %154, 4, !dbg !110
  br i1 %155, label %156, label %177, !dbg !111

156:                                              ; preds = %153
  %157 = load ptr, ptr %8, align 8, !dbg !112
  %158 = load i32, ptr %23, align 4, !dbg !113
  %159 = mul nsw i32 %158, 4, !dbg !114
  %160 = load i32, ptr %24, align 4, !dbg !115
  %161 = add nsw i32 %159, %160, !dbg !116
  %162 = sext i32 %161 to i64, !dbg !112
  %163 = getelementptr inbounds double, ptr %157, i64 %162, !dbg !112
  %164 = load double, ptr %163, align 8, !dbg !112
  %165 = load i32, ptr %23, align 4, !dbg !117
  %166 = sitofp i32 %165 to double, !dbg !117
  %167 = fadd contract double %164, %166, !dbg !118
  %168 = load i32, ptr %23, align 4, !dbg !119
  %169 = sext i32 %168 to i64, !dbg !120
  %170 = getelementptr inbounds [4 x [4 x double]], ptr %22, i64 0, i64 %169, !dbg !120
  %171 = load i32, ptr %24, align 4, !dbg !121
  %172 = sext i32 %171 to i64, !dbg !120
  %173 = getelementptr inbounds [4 x double], ptr %170, i64 0, i64 %172, !dbg !120
  store double %167, ptr %173, align 8, !dbg !122
  br label %174, !dbg !120

174:                                              ; preds = %156
  %175 = load i32, ptr %24, align 4, !dbg !123
  %176 = add nsw i32 %175, 1, !dbg !123
  store i32 %176, ptr %24, align 4, !dbg !123
  br label %153, !dbg !111, !llvm.loop !124

177:                                              ; preds = %153
  br label %178, !dbg !117

178:                                              ; preds = %177
  %179 = load i32, ptr %23, align 4, !dbg !125
  %180 = add nsw i32 %179, 1, !dbg !125
  store i32 %180, ptr %23, align 4, !dbg !125
  br label %149, !dbg !106, !llvm.loop !126

181:                                              ; preds = %149
  %182 = load ptr, ptr %7, align 8, !dbg !127
  %183 = load i32, ptr %11, align 4, !dbg !128
  %184 = sext i32 %183 to i64, !dbg !127
  %185 = getelementptr inbounds i32, ptr %182, i64 %184, !dbg !127
  %186 = load i32, ptr %185, align 4, !dbg !127
  %187 = and i32 %186, 3, !dbg !129
  store i32 %187, ptr %25, align 4, !dbg !130
  store double 0.000000e+00, ptr %26, align 8, !dbg !131
  store i32 0, ptr %27, align 4, !dbg !132
  br label %188, !dbg !133

188:                                              ; preds = %212, %181
  %189 = load i32, ptr %27, align 4, !dbg !134
  %190 = icmp slt i32 %189, 4, !dbg !135
  br i1 %190, label %191, label %215, !dbg !136

191:                                              ; preds = %188
  %192 = load i32, ptr %25, align 4, !dbg !137
  %193 = sext i32 %192 to i64, !dbg !138
  %194 = getelementptr inbounds [4 x [4 x double]], ptr %22, i64 0, i64 %193, !dbg !138
  %195 = load i32, ptr %27, align 4, !dbg !139
  %196 = sext i32 %195 to i64, !dbg !138
  %197 = getelementptr inbounds [4 x double], ptr %194, i64 0, i64 %196, !dbg !138
  %198 = load double, ptr %197, align 8, !dbg !138
  %199 = load i32, ptr %27, align 4, !dbg !140
  %200 = sext i32 %199 to i64, !dbg !141
  %201 = getelementptr inbounds [4 x [4 x double]], ptr %22, i64 0, i64 %200, !dbg !141
  %202 = load i32, ptr %25, align 4, !dbg !142
  %203 = load i32, ptr %27, align 4, !dbg !143
  %204 = add nsw i32 %202, %203, !dbg !144
  %205 = and i32 %204, 3, !dbg !145
  %206 = sext i32 %205 to i64, !dbg !141
  %207 = getelementptr inbounds [4 x double], ptr %201, i64 0, i64 %206, !dbg !141
  %208 = load double, ptr %207, align 8, !dbg !141
  %209 = fmul contract double %198, %208, !dbg !146
  %210 = load double, ptr %26, align 8, !dbg !147
  %211 = fadd contract double %210, %209, !dbg !147
  store double %211, ptr %26, align 8, !dbg !147
  br label %212, !dbg !148

212:                                              ; preds = %191
  %213 = load i32, ptr %27, align 4, !dbg !149
  %214 = add nsw i32 %213, 1, !dbg !149
  store i32 %214, ptr %27, align 4, !dbg !149
  br label %188, !dbg !136, !llvm.loop !150

215:                                              ; preds = %188
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %28, ptr align 4 @__const.local_dynidx.accs, i64 24, i1 false), !dbg !152
  %216 = load ptr, ptr %7, align 8, !dbg !153
  %217 = load i32, ptr %11, align 4, !dbg !154
  %218 = sext i32 %217 to i64, !dbg !153
  %219 = getelementptr inbounds i32, ptr %216, i64 %218, !dbg !153
  %220 = load i32, ptr %219, align 4, !dbg !153
  %221 = srem i32 %220, 3, !dbg !155
  %222 = icmp slt i32 %221, 0, !dbg !156
  br i1 %222, label %223, label %224, !dbg !153

223:                                              ; preds = %215
  br label %231, !dbg !153

224:                                              ; preds = %215
  %225 = load ptr, ptr %7, align 8, !dbg !157
  %226 = load i32, ptr %11, align 4, !dbg !158
  %227 = sext i32 %226 to i64, !dbg !157
  %228 = getelementptr inbounds i32, ptr %225, i64 %227, !dbg !157
  %229 = load i32, ptr %228, align 4, !dbg !157
  %230 = srem i32 %229, 3, !dbg !159
  br label %231, !dbg !153

231:                                              ; preds = %224, %223
  %232 = phi i32 [ 0, %223 ], [ %230, %224 ], !dbg !153
  %233 = sext i32 %232 to i64, !dbg !160
  %234 = getelementptr inbounds [3 x %struct.Acc], ptr %28, i64 0, i64 %233, !dbg !160
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %29, ptr align 4 %234, i64 8, i1 false), !dbg !160
  %235 = load float, ptr %14, align 4, !dbg !161
  %236 = load double, ptr %26, align 8, !dbg !162
  %237 = fptrunc contract double %236 to float, !dbg !162
  %238 = fadd contract float %235, %237, !dbg !163
  %239 = getelementptr inbounds nuw %struct.Acc, ptr %29, i32 0, i32 0, !dbg !164
  %240 = load float, ptr %239, align 4, !dbg !164
  %241 = getelementptr inbounds nuw %struct.Acc, ptr %29, i32 0, i32 1, !dbg !165
  %242 = load i32, ptr %241, align 4, !dbg !165
  %243 = load ptr, ptr %7, align 8, !dbg !166
  %244 = load i32, ptr %11, align 4, !dbg !167
  %245 = sext i32 %244 to i64, !dbg !166
  %246 = getelementptr inbounds i32, ptr %243, i64 %245, !dbg !166
  %247 = load i32, ptr %246, align 4, !dbg !166
  %248 = and i32 %247, 15, !dbg !168
  %249 = sext i32 %248 to i64, !dbg !169
  %250 = getelementptr inbounds [16 x i8], ptr %20, i64 0, i64 %249, !dbg !169
  %251 = load i8, ptr %250, align 1, !dbg !169
  %252 = zext i8 %251 to i32, !dbg !169
  %253 = add nsw i32 %242, %252, !dbg !170
  %254 = sitofp i32 %253 to float, !dbg !171
  %255 = fmul contract float %240, %254, !dbg !172
  %256 = fadd contract float %238, %255, !dbg !173
  %257 = load ptr, ptr %9, align 8, !dbg !174
  %258 = load i32, ptr %11, align 4, !dbg !175
  %259 = sext i32 %258 to i64, !dbg !174
  %260 = getelementptr inbounds float, ptr %257, i64 %259, !dbg !174
  store float %256, ptr %260, align 4, !dbg !176
  br label %261, !dbg !177

261:                                              ; preds = %231, %38
  ret void, !dbg !177
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #2

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #3

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: write) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6}
!llvm.ident = !{!7}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "k27_local_dynidx.cu", directory: "/work/wt/numba25c/tools/capture/clang_kernels")
!2 = !{i32 7, !"Dwarf Version", i32 2}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!6 = !{i32 7, !"frame-pointer", i32 2}
!7 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!8 = distinct !DISubprogram(name: "local_dynidx", scope: !1, file: !1, line: 8, type: !9, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!9 = !DISubroutineType(types: !10)
!10 = !{}
!11 = !DILocation(line: 9, column: 11, scope: !8)
!12 = !DILocation(line: 9, column: 24, scope: !8)
!13 = !DILocation(line: 9, column: 22, scope: !8)
!14 = !DILocation(line: 9, column: 37, scope: !8)
!15 = !DILocation(line: 9, column: 35, scope: !8)
!16 = !DILocation(line: 9, column: 7, scope: !8)
!17 = !DILocation(line: 10, column: 7, scope: !8)
!18 = !DILocation(line: 10, column: 12, scope: !8)
!19 = !DILocation(line: 10, column: 9, scope: !8)
!20 = !DILocation(line: 10, column: 15, scope: !8)
!21 = !DILocation(line: 12, column: 7, scope: !8)
!22 = !DILocation(line: 13, column: 12, scope: !8)
!23 = !DILocation(line: 13, column: 3, scope: !8)
!24 = !DILocation(line: 13, column: 16, scope: !8)
!25 = !DILocation(line: 14, column: 9, scope: !8)
!26 = !DILocation(line: 15, column: 3, scope: !8)
!27 = !DILocation(line: 15, column: 10, scope: !8)
!28 = !DILocation(line: 15, column: 14, scope: !8)
!29 = !DILocation(line: 15, column: 18, scope: !8)
!30 = !DILocation(line: 15, column: 21, scope: !8)
!31 = !DILocation(line: 15, column: 25, scope: !8)
!32 = !DILocation(line: 0, scope: !8)
!33 = !DILocation(line: 16, column: 15, scope: !8)
!34 = !DILocation(line: 16, column: 26, scope: !8)
!35 = !DILocation(line: 16, column: 20, scope: !8)
!36 = !DILocation(line: 17, column: 15, scope: !8)
!37 = !DILocation(line: 17, column: 9, scope: !8)
!38 = !DILocation(line: 18, column: 12, scope: !8)
!39 = !DILocation(line: 18, column: 17, scope: !8)
!40 = !DILocation(line: 18, column: 41, scope: !8)
!41 = !DILocation(line: 18, column: 32, scope: !8)
!42 = !DILocation(line: 18, column: 23, scope: !8)
!43 = !DILocation(line: 18, column: 36, scope: !8)
!44 = !DILocation(line: 19, column: 12, scope: !8)
!45 = !DILocation(line: 19, column: 18, scope: !8)
!46 = !DILocation(line: 19, column: 23, scope: !8)
!47 = !DILocation(line: 19, column: 26, scope: !8)
!48 = !DILocation(line: 19, column: 30, scope: !8)
!49 = !DILocation(line: 19, column: 54, scope: !8)
!50 = !DILocation(line: 19, column: 45, scope: !8)
!51 = !DILocation(line: 19, column: 36, scope: !8)
!52 = !DILocation(line: 19, column: 49, scope: !8)
!53 = distinct !{!53, !26, !54, !55}
!54 = !DILocation(line: 20, column: 3, scope: !8)
!55 = !{!"llvm.loop.mustprogress"}
!56 = !DILocation(line: 22, column: 7, scope: !8)
!57 = !DILocation(line: 22, column: 17, scope: !8)
!58 = !DILocation(line: 23, column: 12, scope: !8)
!59 = !DILocation(line: 23, column: 8, scope: !8)
!60 = !DILocation(line: 23, column: 19, scope: !8)
!61 = !DILocation(line: 23, column: 21, scope: !8)
!62 = !DILocation(line: 23, column: 3, scope: !8)
!63 = !DILocation(line: 24, column: 23, scope: !8)
!64 = !DILocation(line: 24, column: 29, scope: !8)
!65 = !DILocation(line: 24, column: 33, scope: !8)
!66 = !DILocation(line: 24, column: 31, scope: !8)
!67 = !DILocation(line: 24, column: 38, scope: !8)
!68 = !DILocation(line: 24, column: 36, scope: !8)
!69 = !DILocation(line: 24, column: 11, scope: !8)
!70 = !DILocation(line: 24, column: 16, scope: !8)
!71 = !DILocation(line: 24, column: 5, scope: !8)
!72 = !DILocation(line: 24, column: 21, scope: !8)
!73 = !DILocation(line: 25, column: 9, scope: !8)
!74 = !DILocation(line: 26, column: 9, scope: !8)
!75 = !DILocation(line: 26, column: 16, scope: !8)
!76 = !DILocation(line: 26, column: 14, scope: !8)
!77 = !DILocation(line: 26, column: 21, scope: !8)
!78 = !DILocation(line: 26, column: 50, scope: !8)
!79 = !DILocation(line: 26, column: 53, scope: !8)
!80 = !DILocation(line: 26, column: 40, scope: !8)
!81 = !DILocation(line: 26, column: 30, scope: !8)
!82 = !DILocation(line: 26, column: 26, scope: !8)
!83 = !DILocation(line: 27, column: 3, scope: !8)
!84 = !DILocation(line: 23, column: 27, scope: !8)
!85 = distinct !{!85, !62, !83, !55}
!86 = !DILocation(line: 28, column: 17, scope: !8)
!87 = !DILocation(line: 29, column: 16, scope: !8)
!88 = !DILocation(line: 29, column: 12, scope: !8)
!89 = !DILocation(line: 29, column: 8, scope: !8)
!90 = !DILocation(line: 29, column: 22, scope: !8)
!91 = !DILocation(line: 29, column: 26, scope: !8)
!92 = !DILocation(line: 29, column: 24, scope: !8)
!93 = !DILocation(line: 29, column: 3, scope: !8)
!94 = !DILocation(line: 29, column: 48, scope: !8)
!95 = !DILocation(line: 29, column: 50, scope: !8)
!96 = !DILocation(line: 29, column: 42, scope: !8)
!97 = !DILocation(line: 29, column: 55, scope: !8)
!98 = !DILocation(line: 29, column: 37, scope: !8)
!99 = !DILocation(line: 29, column: 60, scope: !8)
!100 = !DILocation(line: 29, column: 32, scope: !8)
!101 = distinct !{!101, !93, !99, !55}
!102 = !DILocation(line: 31, column: 12, scope: !8)
!103 = !DILocation(line: 31, column: 8, scope: !8)
!104 = !DILocation(line: 31, column: 19, scope: !8)
!105 = !DILocation(line: 31, column: 21, scope: !8)
!106 = !DILocation(line: 31, column: 3, scope: !8)
!107 = !DILocation(line: 32, column: 14, scope: !8)
!108 = !DILocation(line: 32, column: 10, scope: !8)
!109 = !DILocation(line: 32, column: 21, scope: !8)
!110 = !DILocation(line: 32, column: 23, scope: !8)
!111 = !DILocation(line: 32, column: 5, scope: !8)
!112 = !DILocation(line: 32, column: 45, scope: !8)
!113 = !DILocation(line: 32, column: 47, scope: !8)
!114 = !DILocation(line: 32, column: 49, scope: !8)
!115 = !DILocation(line: 32, column: 55, scope: !8)
!116 = !DILocation(line: 32, column: 53, scope: !8)
!117 = !DILocation(line: 32, column: 68, scope: !8)
!118 = !DILocation(line: 32, column: 58, scope: !8)
!119 = !DILocation(line: 32, column: 37, scope: !8)
!120 = !DILocation(line: 32, column: 33, scope: !8)
!121 = !DILocation(line: 32, column: 40, scope: !8)
!122 = !DILocation(line: 32, column: 43, scope: !8)
!123 = !DILocation(line: 32, column: 28, scope: !8)
!124 = distinct !{!124, !111, !117, !55}
!125 = !DILocation(line: 31, column: 26, scope: !8)
!126 = distinct !{!126, !106, !117, !55}
!127 = !DILocation(line: 33, column: 13, scope: !8)
!128 = !DILocation(line: 33, column: 18, scope: !8)
!129 = !DILocation(line: 33, column: 21, scope: !8)
!130 = !DILocation(line: 33, column: 7, scope: !8)
!131 = !DILocation(line: 34, column: 10, scope: !8)
!132 = !DILocation(line: 35, column: 12, scope: !8)
!133 = !DILocation(line: 35, column: 8, scope: !8)
!134 = !DILocation(line: 35, column: 19, scope: !8)
!135 = !DILocation(line: 35, column: 21, scope: !8)
!136 = !DILocation(line: 35, column: 3, scope: !8)
!137 = !DILocation(line: 35, column: 41, scope: !8)
!138 = !DILocation(line: 35, column: 37, scope: !8)
!139 = !DILocation(line: 35, column: 46, scope: !8)
!140 = !DILocation(line: 35, column: 55, scope: !8)
!141 = !DILocation(line: 35, column: 51, scope: !8)
!142 = !DILocation(line: 35, column: 59, scope: !8)
!143 = !DILocation(line: 35, column: 65, scope: !8)
!144 = !DILocation(line: 35, column: 63, scope: !8)
!145 = !DILocation(line: 35, column: 68, scope: !8)
!146 = !DILocation(line: 35, column: 49, scope: !8)
!147 = !DILocation(line: 35, column: 34, scope: !8)
!148 = !DILocation(line: 35, column: 31, scope: !8)
!149 = !DILocation(line: 35, column: 26, scope: !8)
!150 = distinct !{!150, !136, !151, !55}
!151 = !DILocation(line: 35, column: 71, scope: !8)
!152 = !DILocation(line: 36, column: 7, scope: !8)
!153 = !DILocation(line: 37, column: 16, scope: !8)
!154 = !DILocation(line: 37, column: 21, scope: !8)
!155 = !DILocation(line: 37, column: 24, scope: !8)
!156 = !DILocation(line: 37, column: 28, scope: !8)
!157 = !DILocation(line: 37, column: 38, scope: !8)
!158 = !DILocation(line: 37, column: 43, scope: !8)
!159 = !DILocation(line: 37, column: 46, scope: !8)
!160 = !DILocation(line: 37, column: 11, scope: !8)
!161 = !DILocation(line: 38, column: 12, scope: !8)
!162 = !DILocation(line: 38, column: 25, scope: !8)
!163 = !DILocation(line: 38, column: 16, scope: !8)
!164 = !DILocation(line: 38, column: 32, scope: !8)
!165 = !DILocation(line: 38, column: 46, scope: !8)
!166 = !DILocation(line: 38, column: 55, scope: !8)
!167 = !DILocation(line: 38, column: 60, scope: !8)
!168 = !DILocation(line: 38, column: 63, scope: !8)
!169 = !DILocation(line: 38, column: 50, scope: !8)
!170 = !DILocation(line: 38, column: 48, scope: !8)
!171 = !DILocation(line: 38, column: 43, scope: !8)
!172 = !DILocation(line: 38, column: 34, scope: !8)
!173 = !DILocation(line: 38, column: 28, scope: !8)
!174 = !DILocation(line: 38, column: 3, scope: !8)
!175 = !DILocation(line: 38, column: 7, scope: !8)
!176 = !DILocation(line: 38, column: 10, scope: !8)
!177 = !DILocation(line: 39, column: 1, scope: !8)
