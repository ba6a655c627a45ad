// RUN: xdsl-opt %s | filecheck %s
// RUN: xdsl-opt %s --print-op-generic | xdsl-opt | filecheck %s
// RUN: xdsl-opt %s --print-op-generic | filecheck %s --check-prefix=GENERIC

// Newer MLIR attaches a value range to special-register reads; it parses, round-trips in both
// forms, and is optional.
llvm.func @k(%p: !llvm.ptr) {
  // CHECK: %{{.*}} = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
  // GENERIC: "nvvm.read.ptx.sreg.tid.x"() <{range = #llvm.constant_range<i32, 0, 1024>}> : () -> i32
  %t = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
  // CHECK: %{{.*}} = nvvm.read.ptx.sreg.ntid.y range <i32, 1, 1025> : i32
  %n = "nvvm.read.ptx.sreg.ntid.y"() <{range = #llvm.constant_range<i32, 1, 1025>}> : () -> i32
  // CHECK: %{{.*}} = nvvm.read.ptx.sreg.laneid : i32
  %l = nvvm.read.ptx.sreg.laneid : i32
  llvm.return
}
