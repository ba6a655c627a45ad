// A kernel calling device functions. Upstream would accept func.func helpers; IREE's
// conversion treats every func.func as an entry point, so the helpers are written directly in
// the llvm dialect (one of them reads the thread id itself).
module attributes {gpu.container_module} {
  gpu.module @call_module {
    llvm.func @smoothstep(%lo: f32, %hi: f32, %x: f32) -> f32 {
      %zero = llvm.mlir.constant(0.0 : f32) : f32
      %one = llvm.mlir.constant(1.0 : f32) : f32
      %two = llvm.mlir.constant(2.0 : f32) : f32
      %three = llvm.mlir.constant(3.0 : f32) : f32
      %num = llvm.fsub %x, %lo : f32
      %den = llvm.fsub %hi, %lo : f32
      %t0 = llvm.fdiv %num, %den : f32
      %t1 = llvm.intr.maxnum(%t0, %zero) : (f32, f32) -> f32
      %t = llvm.intr.minnum(%t1, %one) : (f32, f32) -> f32
      %tt = llvm.fmul %t, %t : f32
      %twice = llvm.fmul %two, %t : f32
      %poly = llvm.fsub %three, %twice : f32
      %r = llvm.fmul %tt, %poly : f32
      llvm.return %r : f32
    }
    llvm.func @lane_id() -> i32 {
      %tid = nvvm.read.ptx.sreg.tid.x : i32
      %mask = llvm.mlir.constant(31 : i32) : i32
      %lane = llvm.and %tid, %mask : i32
      llvm.return %lane : i32
    }
    gpu.func @blend(%x: memref<?xf32>, %lanes: memref<?xi32>, %lo: f32, %hi: f32, %n: index) kernel
        attributes {known_block_size = array<i32: 256, 1, 1>} {
      %tid = gpu.thread_id x
      %bid = gpu.block_id x
      %bdim = gpu.block_dim x
      %first = arith.muli %bid, %bdim : index
      %i = arith.addi %first, %tid : index
      %inside = arith.cmpi ult, %i, %n : index
      scf.if %inside {
        %v = memref.load %x[%i] : memref<?xf32>
        %s = llvm.call @smoothstep(%lo, %hi, %v) : (f32, f32, f32) -> f32
        memref.store %s, %x[%i] : memref<?xf32>
        %l = llvm.call @lane_id() : () -> i32
        memref.store %l, %lanes[%i] : memref<?xi32>
      }
      gpu.return
    }
  }
}
