// REQUIRES: ptxas
// opt-level=0: the call under test stays (-O1 and above inline it, llvm-inline).
// RUN: xdsl-opt %s -p "lower-to-ptx{opt-level=0}" -t ptx | filecheck %s
// RUN: xdsl-opt %s -p "lower-to-ptx{opt-level=0}" -t ptx > %t.ptx && %ptxas -arch=sm_90 -v %t.ptx -o %t.cubin 2>&1 | filecheck %s --check-prefix=PTXAS

// Seed 003 through the whole pipeline: the struct returned by a device function travels in
// registers (st.param/ld.param of its three fields, no local memory), and a {i32, f32, i64}
// load/modify/store is three loads and three stores. ptxas reports no stack frame anywhere.

// CHECK-NOT:   .local
// CHECK-LABEL: .func (.param .align 4 .b8 func_retval0[12]) compute(
// CHECK:         st.param.f32 [func_retval0], %f{{[0-9]+}};
// CHECK-NEXT:    st.param.b32 [func_retval0+4], %r{{[0-9]+}};
// CHECK-NEXT:    st.param.f32 [func_retval0+8], 0f3F733333;
// CHECK-NEXT:    ret;

// CHECK-LABEL: .entry struct_split_test(
// CHECK:         call.uni (retval0), compute, (param0, param1);
// CHECK-NEXT:    ld.param.f32 [[VALUE:%f[0-9]+]], [retval0];
// CHECK-NEXT:    ld.param.b32 [[INDEX:%r[0-9]+]], [retval0+4];
// CHECK-NEXT:    ld.param.f32 [[CONF:%f[0-9]+]], [retval0+8];
// CHECK:         st.global.f32 [%rd{{[0-9]+}}], [[VALUE]];
// CHECK:         st.global.b32 [%rd{{[0-9]+}}], [[INDEX]];
// CHECK:         st.global.f32 [%rd{{[0-9]+}}], [[CONF]];

// CHECK-LABEL: .entry split_load(
// CHECK:         ld.global.b32 [[A:%r[0-9]+]], [[[P:%rd[0-9]+]]];
// CHECK-NEXT:    ld.global.f32 [[B:%f[0-9]+]], [[[P]]+4];
// CHECK-NEXT:    ld.global.b64 [[C:%rd[0-9]+]], [[[P]]+8];
// CHECK:         add.s32 [[A1:%r[0-9]+]], [[A]], 1;
// CHECK-NEXT:    st.global.b32 [[[Q:%rd[0-9]+]]], [[A1]];
// CHECK-NEXT:    st.global.f32 [[[Q]]+4], [[B]];
// CHECK-NEXT:    st.global.b64 [[[Q]]+8], [[C]];
// CHECK-NOT:   .local

// PTXAS-NOT:     {{[1-9][0-9]*}} bytes stack frame
// PTXAS-COUNT-3: 0 bytes stack frame, 0 bytes spill stores, 0 bytes spill loads
// PTXAS-NOT:     {{[1-9][0-9]*}} bytes stack frame
llvm.func @compute(%data: !llvm.ptr, %tid: i32) -> !llvm.struct<(f32, i32, f32)> {
  %r = llvm.mlir.undef : !llvm.struct<(f32, i32, f32)>
  %p = llvm.getelementptr inbounds %data[%tid] : (!llvm.ptr, i32) -> !llvm.ptr, f32
  %x = llvm.load %p {alignment = 4 : i64} : !llvm.ptr -> f32
  %two = llvm.mlir.constant(2.0 : f32) : f32
  %value = llvm.fmul %x, %two : f32
  %r0 = llvm.insertvalue %value, %r[0] : !llvm.struct<(f32, i32, f32)>
  %r1 = llvm.insertvalue %tid, %r0[1] : !llvm.struct<(f32, i32, f32)>
  %confidence = llvm.mlir.constant(0.95 : f32) : f32
  %r2 = llvm.insertvalue %confidence, %r1[2] : !llvm.struct<(f32, i32, f32)>
  llvm.return %r2 : !llvm.struct<(f32, i32, f32)>
}
llvm.func @struct_split_test(%in: !llvm.ptr, %out_val: !llvm.ptr, %out_idx: !llvm.ptr, %out_conf: !llvm.ptr, %n: i32) attributes {nvvm.kernel} {
  %ctaid = nvvm.read.ptx.sreg.ctaid.x : i32
  %ntid = nvvm.read.ptx.sreg.ntid.x : i32
  %tidx = nvvm.read.ptx.sreg.tid.x : i32
  %base = llvm.mul %ctaid, %ntid : i32
  %gid = llvm.add %base, %tidx : i32
  %done = llvm.icmp "sge" %gid, %n : i32
  llvm.cond_br %done, ^exit, ^body
^body:
  %res = llvm.call @compute(%in, %gid) : (!llvm.ptr, i32) -> !llvm.struct<(f32, i32, f32)>
  %value = llvm.extractvalue %res[0] : !llvm.struct<(f32, i32, f32)>
  %index = llvm.extractvalue %res[1] : !llvm.struct<(f32, i32, f32)>
  %confidence = llvm.extractvalue %res[2] : !llvm.struct<(f32, i32, f32)>
  %pv = llvm.getelementptr inbounds %out_val[%gid] : (!llvm.ptr, i32) -> !llvm.ptr, f32
  llvm.store %value, %pv {alignment = 4 : i64} : f32, !llvm.ptr
  %pi = llvm.getelementptr inbounds %out_idx[%gid] : (!llvm.ptr, i32) -> !llvm.ptr, i32
  llvm.store %index, %pi {alignment = 4 : i64} : i32, !llvm.ptr
  %pc = llvm.getelementptr inbounds %out_conf[%gid] : (!llvm.ptr, i32) -> !llvm.ptr, f32
  llvm.store %confidence, %pc {alignment = 4 : i64} : f32, !llvm.ptr
  llvm.br ^exit
^exit:
  llvm.return
}
llvm.func @split_load(%in: !llvm.ptr<1>, %out: !llvm.ptr<1>) attributes {nvvm.kernel} {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %p = llvm.getelementptr inbounds %in[%tid] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, !llvm.struct<(i32, f32, i64)>
  %s = llvm.load %p {alignment = 8 : i64} : !llvm.ptr<1> -> !llvm.struct<(i32, f32, i64)>
  %q = llvm.getelementptr inbounds %out[%tid] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, !llvm.struct<(i32, f32, i64)>
  %a = llvm.extractvalue %s[0] : !llvm.struct<(i32, f32, i64)>
  %b = llvm.extractvalue %s[1] : !llvm.struct<(i32, f32, i64)>
  %c = llvm.extractvalue %s[2] : !llvm.struct<(i32, f32, i64)>
  %one = llvm.mlir.constant(1 : i32) : i32
  %a1 = llvm.add %a, %one : i32
  %s1 = llvm.insertvalue %a1, %s[0] : !llvm.struct<(i32, f32, i64)>
  llvm.store %s1, %q {alignment = 8 : i64} : !llvm.struct<(i32, f32, i64)>, !llvm.ptr<1>
  llvm.return
}
