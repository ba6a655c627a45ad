// Aggregates by value: a struct loaded and stored whole, and seed 003's `Result {f32, i32, f32}`
// returned from a device function. lower-aggr-copies leaves no aggregate value in a register.
llvm.func @compute(%data: !llvm.ptr, %tid: i32) -> !llvm.struct<(f32, i32, f32)> attributes {passthrough = ["noinline"]} {
  %two = llvm.mlir.constant(2.000000e+00 : f32) : f32
  %confidence = llvm.mlir.constant(9.500000e-01 : f32) : f32
  %tid64 = llvm.sext %tid : i32 to i64
  %src = llvm.getelementptr inbounds %data[%tid64] : (!llvm.ptr, i64) -> !llvm.ptr, f32
  %x = llvm.load %src {alignment = 4 : i64} : !llvm.ptr -> f32
  %value = llvm.fmul %x, %two : f32
  %undef = llvm.mlir.undef : !llvm.struct<(f32, i32, f32)>
  %r0 = llvm.insertvalue %value, %undef[0] : !llvm.struct<(f32, i32, f32)>
  %r1 = llvm.insertvalue %tid, %r0[1] : !llvm.struct<(f32, i32, f32)>
  %r2 = llvm.insertvalue %confidence, %r1[2] : !llvm.struct<(f32, i32, f32)>
  llvm.return %r2 : !llvm.struct<(f32, i32, f32)>
}

llvm.func @struct_split_test(%in: !llvm.ptr, %out_val: !llvm.ptr, %out_idx: !llvm.ptr, %out_conf: !llvm.ptr, %records_in: !llvm.ptr, %records_out: !llvm.ptr, %n: i32) attributes {nvvm.kernel} {
  %block = nvvm.read.ptx.sreg.ctaid.x : i32
  %block_dim = nvvm.read.ptx.sreg.ntid.x : i32
  %thread = nvvm.read.ptx.sreg.tid.x : i32
  %base = llvm.mul %block, %block_dim : i32
  %tid = llvm.add %base, %thread : i32
  %in_range = llvm.icmp "slt" %tid, %n : i32
  llvm.cond_br %in_range, ^body, ^exit
^body:
  %r = llvm.call @compute(%in, %tid) : (!llvm.ptr, i32) -> !llvm.struct<(f32, i32, f32)>
  %value = llvm.extractvalue %r[0] : !llvm.struct<(f32, i32, f32)>
  %index = llvm.extractvalue %r[1] : !llvm.struct<(f32, i32, f32)>
  %confidence = llvm.extractvalue %r[2] : !llvm.struct<(f32, i32, f32)>
  %tid64 = llvm.sext %tid : i32 to i64
  %pv = llvm.getelementptr inbounds %out_val[%tid64] : (!llvm.ptr, i64) -> !llvm.ptr, f32
  %pi = llvm.getelementptr inbounds %out_idx[%tid64] : (!llvm.ptr, i64) -> !llvm.ptr, i32
  %pc = llvm.getelementptr inbounds %out_conf[%tid64] : (!llvm.ptr, i64) -> !llvm.ptr, f32
  llvm.store %value, %pv {alignment = 4 : i64} : f32, !llvm.ptr
  llvm.store %index, %pi {alignment = 4 : i64} : i32, !llvm.ptr
  llvm.store %confidence, %pc {alignment = 4 : i64} : f32, !llvm.ptr
  // Copy one {i32, f32, i64} record as a whole aggregate.
  %src = llvm.getelementptr inbounds %records_in[%tid64] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(i32, f32, i64)>
  %dst = llvm.getelementptr inbounds %records_out[%tid64] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(i32, f32, i64)>
  %record = llvm.load %src {alignment = 8 : i64} : !llvm.ptr -> !llvm.struct<(i32, f32, i64)>
  llvm.store %record, %dst {alignment = 8 : i64} : !llvm.struct<(i32, f32, i64)>, !llvm.ptr
  llvm.br ^exit
^exit:
  llvm.return
}
