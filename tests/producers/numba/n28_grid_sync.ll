; numba-cuda kernel n28_grid_sync(Array(float32, 1, 'A', False, aligned=True), Array(float32, 1, 'A', False, aligned=True)) -> none, NVVM options {'fastmath': False, 'opt': 3, 'arch': 'compute_80'}
; ModuleID = '<string>'
source_filename = "<string>"
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZN08NumbaEnv8__main__9grid_syncB3v11B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIfLi1E1A7mutable7alignedE5ArrayIfLi1E1A7mutable7alignedE = common global ptr null
@llvm.used = appending global [1 x ptr] [ptr @_ZN8__main__9grid_syncB3v11B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIfLi1E1A7mutable7alignedE5ArrayIfLi1E1A7mutable7alignedE], section "llvm.metadata"
@_ZN08NumbaEnv5numba4cuda2cg13_ol_this_grid12_3clocals_3e4implB3v12B100cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdSBL3UrBWEdBHRauQC7YhbWaAA_3d_3dE = common global ptr null
@_ZN08NumbaEnv5numba4cuda2cg19_ol_grid_group_sync12_3clocals_3e4implB3v13B100cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdSBL3UrBWEdBHRauQC7YhbWaAA_3d_3dE9GridGroup = common global ptr null

define ptx_kernel void @_ZN8__main__9grid_syncB3v11B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIfLi1E1A7mutable7alignedE5ArrayIfLi1E1A7mutable7alignedE(ptr %x.0, ptr %x.1, i64 %x.2, i64 %x.3, ptr %x.4, i64 %x.5.0, i64 %x.6.0, ptr %out.0, ptr %out.1, i64 %out.2, i64 %out.3, ptr %out.4, i64 %out.5.0, i64 %out.6.0) {
entry:
  %inserted.meminfo = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } undef, ptr %x.0, 0
  %inserted.parent = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.meminfo, ptr %x.1, 1
  %inserted.nitems = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.parent, i64 %x.2, 2
  %inserted.itemsize = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.nitems, i64 %x.3, 3
  %inserted.data = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.itemsize, ptr %x.4, 4
  %.17 = insertvalue [1 x i64] undef, i64 %x.5.0, 0
  %inserted.shape = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.data, [1 x i64] %.17, 5
  %.18 = insertvalue [1 x i64] undef, i64 %x.6.0, 0
  %inserted.strides = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.shape, [1 x i64] %.18, 6
  %inserted.meminfo.1 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } undef, ptr %out.0, 0
  %inserted.parent.1 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.meminfo.1, ptr %out.1, 1
  %inserted.nitems.1 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.parent.1, i64 %out.2, 2
  %inserted.itemsize.1 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.nitems.1, i64 %out.3, 3
  %inserted.data.1 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.itemsize.1, ptr %out.4, 4
  %.19 = insertvalue [1 x i64] undef, i64 %out.5.0, 0
  %inserted.shape.1 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.data.1, [1 x i64] %.19, 5
  %.20 = insertvalue [1 x i64] undef, i64 %out.6.0, 0
  %inserted.strides.1 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.shape.1, [1 x i64] %.20, 6
  %x = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %x, align 8
  %out = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %out, align 8
  %.25 = alloca i64, align 8
  store i64 0, ptr %.25, align 8
  %g = alloca i64, align 8
  store i64 0, ptr %g, align 8
  %i = alloca i64, align 8
  store i64 0, ptr %i, align 8
  %.55 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.55, align 8
  %"$124pred" = alloca i1, align 1
  store i1 false, ptr %"$124pred", align 1
  %.72 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.72, align 8
  %.106 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.106, align 8
  %.142 = alloca i32, align 4
  store i32 0, ptr %.142, align 4
  %.157 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.157, align 8
  %"$240pred" = alloca i1, align 1
  store i1 false, ptr %"$240pred", align 1
  %.175 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.175, align 8
  %quot = alloca i64, align 8
  store i64 0, ptr %quot, align 8
  %rem = alloca i64, align 8
  store i64 0, ptr %rem, align 8
  %.188 = alloca i64, align 8
  store i64 0, ptr %.188, align 8
  %.191 = alloca i64, align 8
  store i64 0, ptr %.191, align 8
  %.222 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.222, align 8
  %.254 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.254, align 8
  %.289 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.289, align 8
  br label %B0

B0:                                               ; preds = %entry
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides, ptr %x, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides.1, ptr %out, align 8
  store i64 0, ptr %.25, align 8
  %.28 = call i32 @_ZN5numba4cuda2cg13_ol_this_grid12_3clocals_3e4implB3v12B100cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdSBL3UrBWEdBHRauQC7YhbWaAA_3d_3dE(ptr %.25)
  %.29 = icmp eq i32 %.28, 0
  %.30 = icmp eq i32 %.28, -2
  %.31 = or i1 %.29, %.30
  %.32 = xor i1 %.31, true
  %.33 = icmp eq i32 %.28, -1
  %.34 = icmp eq i32 %.28, -3
  %.35 = icmp sge i32 %.28, 1
  %.36 = load i64, ptr %.25, align 8
  br i1 %.32, label %B0.if, label %B0.endif, !prof !1

B126:                                             ; preds = %B0.endif
  %.68 = load i1, ptr %"$124pred", align 1
  store i1 false, ptr %"$124pred", align 1
  %.70 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %x, align 8
  %.71 = load i64, ptr %i, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.72, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.70, ptr %.72, align 8
  %.76 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.72, i32 0, i32 5
  %.77 = getelementptr inbounds [1 x i64], ptr %.76, i32 0, i32 0
  %.78 = load i64, ptr %.77, align 8, !range !2
  %.79 = insertvalue [1 x i64] undef, i64 %.78, 0
  %.80 = extractvalue [1 x i64] %.79, 0
  %.81 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.72, i32 0, i32 6
  %.82 = load [1 x i64], ptr %.81, align 8
  %.83 = extractvalue [1 x i64] %.82, 0
  %.84 = icmp slt i64 %.71, 0
  %.85 = add i64 %.71, %.80
  %.86 = select i1 %.84, i64 %.85, i64 %.71
  %.87 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.72, i32 0, i32 5
  %.88 = getelementptr inbounds [1 x i64], ptr %.87, i32 0, i32 0
  %.89 = load i64, ptr %.88, align 8, !range !2
  %.90 = insertvalue [1 x i64] undef, i64 %.89, 0
  %.91 = extractvalue [1 x i64] %.90, 0
  %.92 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.72, i32 0, i32 6
  %.93 = load [1 x i64], ptr %.92, align 8
  %.94 = extractvalue [1 x i64] %.93, 0
  %.95 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.72, i32 0, i32 4
  %.96 = load ptr, ptr %.95, align 8
  %.97 = mul i64 %.94, %.86
  %.98 = ptrtoint ptr %.96 to i64
  %.99 = add i64 %.98, %.97
  %.100 = inttoptr i64 %.99 to ptr
  %.101 = load float, ptr %.100, align 4
  %.102 = sitofp i64 2 to float
  %.103 = fmul float %.101, %.102
  %.104 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %x, align 8
  %.105 = load i64, ptr %i, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.106, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.104, ptr %.106, align 8
  %.110 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.106, i32 0, i32 5
  %.111 = getelementptr inbounds [1 x i64], ptr %.110, i32 0, i32 0
  %.112 = load i64, ptr %.111, align 8, !range !2
  %.113 = insertvalue [1 x i64] undef, i64 %.112, 0
  %.114 = extractvalue [1 x i64] %.113, 0
  %.115 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.106, i32 0, i32 6
  %.116 = load [1 x i64], ptr %.115, align 8
  %.117 = extractvalue [1 x i64] %.116, 0
  %.118 = icmp slt i64 %.105, 0
  %.119 = add i64 %.105, %.114
  %.120 = select i1 %.118, i64 %.119, i64 %.105
  %.121 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.106, i32 0, i32 5
  %.122 = getelementptr inbounds [1 x i64], ptr %.121, i32 0, i32 0
  %.123 = load i64, ptr %.122, align 8, !range !2
  %.124 = insertvalue [1 x i64] undef, i64 %.123, 0
  %.125 = extractvalue [1 x i64] %.124, 0
  %.126 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.106, i32 0, i32 6
  %.127 = load [1 x i64], ptr %.126, align 8
  %.128 = extractvalue [1 x i64] %.127, 0
  %.129 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.106, i32 0, i32 4
  %.130 = load ptr, ptr %.129, align 8
  %.131 = mul i64 %.128, %.120
  %.132 = ptrtoint ptr %.130 to i64
  %.133 = add i64 %.132, %.131
  %.134 = inttoptr i64 %.133 to ptr
  store float %.103, ptr %.134, align 4
  br label %B180

B180:                                             ; preds = %B0.endif, %B126
  %.137 = load i1, ptr %"$124pred", align 1
  store i1 false, ptr %"$124pred", align 1
  %.139 = load i64, ptr %g, align 8
  %.140 = load i64, ptr %g, align 8
  store i64 0, ptr %g, align 8
  store i32 0, ptr %.142, align 4
  %.145 = call i32 @_ZN5numba4cuda2cg19_ol_grid_group_sync12_3clocals_3e4implB3v13B100cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdSBL3UrBWEdBHRauQC7YhbWaAA_3d_3dE9GridGroup(ptr %.142, i64 %.139)
  %.146 = icmp eq i32 %.145, 0
  %.147 = icmp eq i32 %.145, -2
  %.148 = or i1 %.146, %.147
  %.149 = xor i1 %.148, true
  %.150 = icmp eq i32 %.145, -1
  %.151 = icmp eq i32 %.145, -3
  %.152 = icmp sge i32 %.145, 1
  %.153 = load i32, ptr %.142, align 4
  br i1 %.149, label %B180.if, label %B180.endif, !prof !1

B242:                                             ; preds = %B180.endif
  %.170 = load i1, ptr %"$240pred", align 1
  store i1 false, ptr %"$240pred", align 1
  %.172 = load i64, ptr %i, align 8
  %.173 = add nsw i64 %.172, 1
  %.174 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %x, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.175, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.174, ptr %.175, align 8
  %.179 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.175, i32 0, i32 2
  %.180 = load i64, ptr %.179, align 8
  %.183 = icmp eq i64 %.180, 0
  br i1 %.183, label %B242.if, label %B242.else, !prof !1

B308:                                             ; preds = %B180.endif
  %.325 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %x, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %x, align 8
  %.327 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %out, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %out, align 8
  %.329 = load i64, ptr %i, align 8
  store i64 0, ptr %i, align 8
  %.331 = load i1, ptr %"$240pred", align 1
  store i1 false, ptr %"$240pred", align 1
  ret void

B0.if:                                            ; preds = %B0
  ret void

B0.endif:                                         ; preds = %B0
  %.40 = load i64, ptr %g, align 8
  store i64 %.36, ptr %g, align 8
  %.42 = trunc i64 1 to i32
  %.43 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %.44 = sext i32 %.43 to i64
  %.45 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %.46 = sext i32 %.45 to i64
  %.47 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %.48 = sext i32 %.47 to i64
  %.49 = mul i64 %.46, %.48
  %.50 = add i64 %.49, %.44
  %.52 = load i64, ptr %i, align 8
  store i64 %.50, ptr %i, align 8
  %.54 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %x, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.55, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.54, ptr %.55, align 8
  %.59 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.55, i32 0, i32 2
  %.60 = load i64, ptr %.59, align 8
  %.61 = load i64, ptr %i, align 8
  %.62 = icmp slt i64 %.61, %.60
  %.64 = load i1, ptr %"$124pred", align 1
  store i1 %.62, ptr %"$124pred", align 1
  %.66 = load i1, ptr %"$124pred", align 1
  br i1 %.66, label %B126, label %B180

B180.if:                                          ; preds = %B180
  ret void

B180.endif:                                       ; preds = %B180
  %.156 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %out, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.157, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.156, ptr %.157, align 8
  %.161 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.157, i32 0, i32 2
  %.162 = load i64, ptr %.161, align 8
  %.163 = load i64, ptr %i, align 8
  %.164 = icmp slt i64 %.163, %.162
  %.166 = load i1, ptr %"$240pred", align 1
  store i1 %.164, ptr %"$240pred", align 1
  %.168 = load i1, ptr %"$240pred", align 1
  br i1 %.168, label %B242, label %B308

B242.if:                                          ; preds = %B242
  store i64 %.180, ptr %quot, align 8
  store i64 %.180, ptr %rem, align 8
  br label %B242.endif

B242.else:                                        ; preds = %B242
  store i64 0, ptr %.188, align 8
  store i64 0, ptr %.191, align 8
  %.194 = icmp eq i64 %.173, -9223372036854775808
  %.195 = icmp eq i64 %.180, -1
  %.196 = and i1 %.194, %.195
  %.197 = xor i1 %.196, true
  br i1 %.197, label %B242.else.if, label %B242.else.endif, !prof !3

B242.endif:                                       ; preds = %B242.else.endif, %B242.if
  %.220 = load i64, ptr %rem, align 8
  %.221 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %x, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.222, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.221, ptr %.222, align 8
  %.226 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.222, i32 0, i32 5
  %.227 = getelementptr inbounds [1 x i64], ptr %.226, i32 0, i32 0
  %.228 = load i64, ptr %.227, align 8, !range !2
  %.229 = insertvalue [1 x i64] undef, i64 %.228, 0
  %.230 = extractvalue [1 x i64] %.229, 0
  %.231 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.222, i32 0, i32 6
  %.232 = load [1 x i64], ptr %.231, align 8
  %.233 = extractvalue [1 x i64] %.232, 0
  %.234 = icmp slt i64 %.220, 0
  %.235 = add i64 %.220, %.230
  %.236 = select i1 %.234, i64 %.235, i64 %.220
  %.237 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.222, i32 0, i32 5
  %.238 = getelementptr inbounds [1 x i64], ptr %.237, i32 0, i32 0
  %.239 = load i64, ptr %.238, align 8, !range !2
  %.240 = insertvalue [1 x i64] undef, i64 %.239, 0
  %.241 = extractvalue [1 x i64] %.240, 0
  %.242 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.222, i32 0, i32 6
  %.243 = load [1 x i64], ptr %.242, align 8
  %.244 = extractvalue [1 x i64] %.243, 0
  %.245 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.222, i32 0, i32 4
  %.246 = load ptr, ptr %.245, align 8
  %.247 = mul i64 %.244, %.236
  %.248 = ptrtoint ptr %.246 to i64
  %.249 = add i64 %.248, %.247
  %.250 = inttoptr i64 %.249 to ptr
  %.251 = load float, ptr %.250, align 4
  %.252 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %x, align 8
  %.253 = load i64, ptr %i, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.254, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.252, ptr %.254, align 8
  %.258 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.254, i32 0, i32 5
  %.259 = getelementptr inbounds [1 x i64], ptr %.258, i32 0, i32 0
  %.260 = load i64, ptr %.259, align 8, !range !2
  %.261 = insertvalue [1 x i64] undef, i64 %.260, 0
  %.262 = extractvalue [1 x i64] %.261, 0
  %.263 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.254, i32 0, i32 6
  %.264 = load [1 x i64], ptr %.263, align 8
  %.265 = extractvalue [1 x i64] %.264, 0
  %.266 = icmp slt i64 %.253, 0
  %.267 = add i64 %.253, %.262
  %.268 = select i1 %.266, i64 %.267, i64 %.253
  %.269 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.254, i32 0, i32 5
  %.270 = getelementptr inbounds [1 x i64], ptr %.269, i32 0, i32 0
  %.271 = load i64, ptr %.270, align 8, !range !2
  %.272 = insertvalue [1 x i64] undef, i64 %.271, 0
  %.273 = extractvalue [1 x i64] %.272, 0
  %.274 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.254, i32 0, i32 6
  %.275 = load [1 x i64], ptr %.274, align 8
  %.276 = extractvalue [1 x i64] %.275, 0
  %.277 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.254, i32 0, i32 4
  %.278 = load ptr, ptr %.277, align 8
  %.279 = mul i64 %.276, %.268
  %.280 = ptrtoint ptr %.278 to i64
  %.281 = add i64 %.280, %.279
  %.282 = inttoptr i64 %.281 to ptr
  %.283 = load float, ptr %.282, align 4
  %.284 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %x, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %x, align 8
  %.286 = fadd float %.251, %.283
  %.287 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %out, align 8
  %.288 = load i64, ptr %i, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.289, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.287, ptr %.289, align 8
  %.293 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.289, i32 0, i32 5
  %.294 = getelementptr inbounds [1 x i64], ptr %.293, i32 0, i32 0
  %.295 = load i64, ptr %.294, align 8, !range !2
  %.296 = insertvalue [1 x i64] undef, i64 %.295, 0
  %.297 = extractvalue [1 x i64] %.296, 0
  %.298 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.289, i32 0, i32 6
  %.299 = load [1 x i64], ptr %.298, align 8
  %.300 = extractvalue [1 x i64] %.299, 0
  %.301 = icmp slt i64 %.288, 0
  %.302 = add i64 %.288, %.297
  %.303 = select i1 %.301, i64 %.302, i64 %.288
  %.304 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.289, i32 0, i32 5
  %.305 = getelementptr inbounds [1 x i64], ptr %.304, i32 0, i32 0
  %.306 = load i64, ptr %.305, align 8, !range !2
  %.307 = insertvalue [1 x i64] undef, i64 %.306, 0
  %.308 = extractvalue [1 x i64] %.307, 0
  %.309 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.289, i32 0, i32 6
  %.310 = load [1 x i64], ptr %.309, align 8
  %.311 = extractvalue [1 x i64] %.310, 0
  %.312 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.289, i32 0, i32 4
  %.313 = load ptr, ptr %.312, align 8
  %.314 = mul i64 %.311, %.303
  %.315 = ptrtoint ptr %.313 to i64
  %.316 = add i64 %.315, %.314
  %.317 = inttoptr i64 %.316 to ptr
  store float %.286, ptr %.317, align 4
  %.319 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %out, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %out, align 8
  %.321 = load i64, ptr %i, align 8
  store i64 0, ptr %i, align 8
  ret void

B242.else.if:                                     ; preds = %B242.else
  %.199 = sdiv i64 %.173, %.180
  %.200 = srem i64 %.173, %.180
  %.201 = xor i64 %.180, %.200
  %.202 = icmp slt i64 %.201, 0
  %.203 = icmp ne i64 %.200, 0
  %.204 = and i1 %.203, %.202
  br i1 %.204, label %B242.else.if.if, label %B242.else.if.else

B242.else.endif:                                  ; preds = %B242.else.if.endif, %B242.else
  %.215 = load i64, ptr %.188, align 8
  %.216 = load i64, ptr %.191, align 8
  store i64 %.215, ptr %quot, align 8
  store i64 %.216, ptr %rem, align 8
  br label %B242.endif

B242.else.if.if:                                  ; preds = %B242.else.if
  %.209 = sub i64 %.199, 1
  store i64 %.209, ptr %.188, align 8
  %.211 = add i64 %.200, %.180
  store i64 %.211, ptr %.191, align 8
  br label %B242.else.if.endif

B242.else.if.else:                                ; preds = %B242.else.if
  store i64 %.199, ptr %.188, align 8
  store i64 %.200, ptr %.191, align 8
  br label %B242.else.if.endif

B242.else.if.endif:                               ; preds = %B242.else.if.else, %B242.else.if.if
  br label %B242.else.endif
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #0

define linkonce_odr i32 @_ZN5numba4cuda2cg13_ol_this_grid12_3clocals_3e4implB3v12B100cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdSBL3UrBWEdBHRauQC7YhbWaAA_3d_3dE(ptr %.ret) {
entry:
  br label %B0

B0:                                               ; preds = %entry
  %.3 = call i64 @cudaCGGetIntrinsicHandle(i32 1)
  store i64 %.3, ptr %.ret, align 8
  ret i32 0
}

declare i64 @cudaCGGetIntrinsicHandle(i32)

define linkonce_odr i32 @_ZN5numba4cuda2cg19_ol_grid_group_sync12_3clocals_3e4implB3v13B100cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdSBL3UrBWEdBHRauQC7YhbWaAA_3d_3dE9GridGroup(ptr %.ret, i64 %group) {
entry:
  br label %B0

B0:                                               ; preds = %entry
  %.4 = call i32 @cudaCGSynchronize(i64 %group, i32 0)
  store i32 %.4, ptr %.ret, align 4
  ret i32 0
}

declare i32 @cudaCGSynchronize(i64, i32)

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvmir.version = !{!0}
!nvvm.annotations = !{}

!0 = !{i32 2, i32 0, i32 3, i32 2}
!1 = !{!"branch_weights", i32 1, i32 99}
!2 = !{i64 0, i64 9223372036854775807}
!3 = !{!"branch_weights", i32 99, i32 1}
