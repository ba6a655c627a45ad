// RUN: xdsl-opt %s -p lower-aggr-copies | filecheck %s

// Seed 003's "Test This": `Result {float value; int index; float confidence;}` returned from a
// device function. The callee's insertvalue chain is rebuilt right before the return, from poison
// since every leaf is set (the ABI stays an aggregate: the backend stores its parts into
// func_retval0). The caller splits the call result right after the call and the kernel's three
// stores read the leaves directly.

// CHECK-LABEL: llvm.func @compute(%data: !llvm.ptr, %tid: i32) -> !llvm.struct<(f32, i32, f32)> {
// CHECK-NEXT:    %p = llvm.getelementptr inbounds %data[%tid] : (!llvm.ptr, i32) -> !llvm.ptr, f32
// CHECK-NEXT:    %x = llvm.load %p {alignment = 4 : i64} : !llvm.ptr -> f32
// CHECK-NEXT:    %two = llvm.mlir.constant(2.000000e+00 : f32) : f32
// CHECK-NEXT:    %value = llvm.fmul %x, %two : f32
// CHECK-NEXT:    %confidence = llvm.mlir.constant(9.500000e-01 : f32) : f32
// CHECK-NEXT:    %[[U:.*]] = llvm.mlir.poison : !llvm.struct<(f32, i32, f32)>
// CHECK-NEXT:    %[[R0:.*]] = llvm.insertvalue %value, %[[U]][0] : !llvm.struct<(f32, i32, f32)>
// CHECK-NEXT:    %[[R1:.*]] = llvm.insertvalue %tid, %[[R0]][1] : !llvm.struct<(f32, i32, f32)>
// CHECK-NEXT:    %[[R2:.*]] = llvm.insertvalue %confidence, %[[R1]][2] : !llvm.struct<(f32, i32, f32)>
// CHECK-NEXT:    llvm.return %[[R2]] : !llvm.struct<(f32, i32, f32)>
// CHECK-NEXT:  }
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

// CHECK-LABEL: llvm.func @struct_split_test(%in: !llvm.ptr, %out_val: !llvm.ptr, %out_idx: !llvm.ptr, %out_conf: !llvm.ptr, %n: i32) attributes {nvvm.kernel} {
// CHECK:         %r = llvm.call @compute(%in, %gid) : (!llvm.ptr, i32) -> !llvm.struct<(f32, i32, f32)>
// CHECK-NEXT:    %split, %split_1, %split_2 = nvvm.split.struct %r : !llvm.struct<(f32, i32, f32)>
// CHECK-NEXT:    %pv = llvm.getelementptr inbounds %out_val[%gid] : (!llvm.ptr, i32) -> !llvm.ptr, f32
// CHECK-NEXT:    llvm.store %split, %pv {alignment = 4 : i64} : f32, !llvm.ptr
// CHECK-NEXT:    %pi = llvm.getelementptr inbounds %out_idx[%gid] : (!llvm.ptr, i32) -> !llvm.ptr, i32
// CHECK-NEXT:    llvm.store %split_1, %pi {alignment = 4 : i64} : i32, !llvm.ptr
// CHECK-NEXT:    %pc = llvm.getelementptr inbounds %out_conf[%gid] : (!llvm.ptr, i32) -> !llvm.ptr, f32
// CHECK-NEXT:    llvm.store %split_2, %pc {alignment = 4 : i64} : f32, !llvm.ptr
// CHECK-NEXT:    llvm.br ^[[EXIT:.*]]
// CHECK-NOT:     llvm.extractvalue
// CHECK-NOT:     llvm.alloca
llvm.func @struct_split_test(%in: !llvm.ptr, %out_val: !llvm.ptr, %out_idx: !llvm.ptr, %out_conf: !llvm.ptr, %n: i32) attributes {nvvm.kernel} {
  %ctaid = nvvm.read.ptx.sreg.ctaid.x : i32
  %ntid = nvvm.read.ptx.sreg.ntid.x : i32
  %gidx = nvvm.read.ptx.sreg.tid.x : i32
  %base = llvm.mul %ctaid, %ntid : i32
  %gid = llvm.add %base, %gidx : i32
  %done = llvm.icmp "sge" %gid, %n : i32
  llvm.cond_br %done, ^exit, ^body
^body:
  %r = llvm.call @compute(%in, %gid) : (!llvm.ptr, i32) -> !llvm.struct<(f32, i32, f32)>
  %value = llvm.extractvalue %r[0] : !llvm.struct<(f32, i32, f32)>
  %index = llvm.extractvalue %r[1] : !llvm.struct<(f32, i32, f32)>
  %confidence = llvm.extractvalue %r[2] : !llvm.struct<(f32, i32, f32)>
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
