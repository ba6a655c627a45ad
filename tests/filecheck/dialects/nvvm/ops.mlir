// RUN: XDSL_ROUNDTRIP
// RUN: xdsl-opt %s | filecheck %s

// Every nvvm op in its custom syntax, printed back unchanged (generic round trip above).

// CHECK-LABEL: llvm.func @sregs
llvm.func @sregs() {
  // CHECK-NEXT: %{{.*}} = nvvm.read.ptx.sreg.tid.x : i32
  // CHECK-NEXT: %{{.*}} = nvvm.read.ptx.sreg.tid.y : i32
  // CHECK-NEXT: %{{.*}} = nvvm.read.ptx.sreg.tid.z : i32
  // CHECK-NEXT: %{{.*}} = nvvm.read.ptx.sreg.ntid.x : i32
  // CHECK-NEXT: %{{.*}} = nvvm.read.ptx.sreg.ntid.y : i32
  // CHECK-NEXT: %{{.*}} = nvvm.read.ptx.sreg.ntid.z : i32
  // CHECK-NEXT: %{{.*}} = nvvm.read.ptx.sreg.ctaid.x : i32
  // CHECK-NEXT: %{{.*}} = nvvm.read.ptx.sreg.ctaid.y : i32
  // CHECK-NEXT: %{{.*}} = nvvm.read.ptx.sreg.ctaid.z : i32
  // CHECK-NEXT: %{{.*}} = nvvm.read.ptx.sreg.nctaid.x : i32
  // CHECK-NEXT: %{{.*}} = nvvm.read.ptx.sreg.nctaid.y : i32
  // CHECK-NEXT: %{{.*}} = nvvm.read.ptx.sreg.nctaid.z : i32
  // CHECK-NEXT: %{{.*}} = nvvm.read.ptx.sreg.laneid : i32
  // CHECK-NEXT: %{{.*}} = nvvm.read.ptx.sreg.warpsize : i32
  // CHECK-NEXT: %{{.*}} = nvvm.read.ptx.sreg.clock : i32
  // CHECK-NEXT: %{{.*}} = nvvm.read.ptx.sreg.clock64 : i64
  %0 = nvvm.read.ptx.sreg.tid.x : i32
  %1 = nvvm.read.ptx.sreg.tid.y : i32
  %2 = nvvm.read.ptx.sreg.tid.z : i32
  %3 = nvvm.read.ptx.sreg.ntid.x : i32
  %4 = nvvm.read.ptx.sreg.ntid.y : i32
  %5 = nvvm.read.ptx.sreg.ntid.z : i32
  %6 = nvvm.read.ptx.sreg.ctaid.x : i32
  %7 = nvvm.read.ptx.sreg.ctaid.y : i32
  %8 = nvvm.read.ptx.sreg.ctaid.z : i32
  %9 = nvvm.read.ptx.sreg.nctaid.x : i32
  %10 = nvvm.read.ptx.sreg.nctaid.y : i32
  %11 = nvvm.read.ptx.sreg.nctaid.z : i32
  %12 = nvvm.read.ptx.sreg.laneid : i32
  %13 = nvvm.read.ptx.sreg.warpsize : i32
  %14 = nvvm.read.ptx.sreg.clock : i32
  %15 = nvvm.read.ptx.sreg.clock64 : i64
  llvm.return
}

// CHECK-LABEL: llvm.func @barriers
llvm.func @barriers(%id: i32, %n: i32) {
  // CHECK-NEXT: nvvm.barrier0
  // CHECK-NEXT: nvvm.barrier{{$}}
  // CHECK-NEXT: nvvm.barrier id = %id{{$}}
  // CHECK-NEXT: nvvm.barrier id = %id number_of_threads = %n
  nvvm.barrier0
  nvvm.barrier
  nvvm.barrier id = %id
  nvvm.barrier id = %id number_of_threads = %n
  llvm.return
}

// CHECK-LABEL: llvm.func @abi
llvm.func @abi(%s: !llvm.ptr<101>, %off: i64, %p: !llvm.ptr, %agg: !llvm.struct<(i32, struct<(f32, f64)>, i16)>) {
  // CHECK-NEXT: %{{.*}} = nvvm.ldparam %s[8] : !llvm.ptr<101> -> f64
  // CHECK-NEXT: %{{.*}} = nvvm.ldparam %s[%off] : !llvm.ptr<101> -> i32
  // CHECK-NEXT: %{{.*}} = nvvm.ldparam %s[%off + 4] : !llvm.ptr<101> -> !llvm.ptr
  // CHECK-NEXT: %{{.*}} = nvvm.cvt.param.to.generic %s : !llvm.ptr<101> to !llvm.ptr
  // CHECK-NEXT: %{{.*}} = nvvm.cvt.param.to.global %s : !llvm.ptr<101> to !llvm.ptr<1>
  // CHECK-NEXT: %{{.*}} = nvvm.cvt.generic.to.as %p : !llvm.ptr to !llvm.ptr<1>
  // CHECK-NEXT: %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} = nvvm.split.struct %agg : !llvm.struct<(i32, struct<(f32, f64)>, i16)>
  %0 = nvvm.ldparam %s[8] : !llvm.ptr<101> -> f64
  %1 = nvvm.ldparam %s[%off] : !llvm.ptr<101> -> i32
  %2 = nvvm.ldparam %s[%off + 4] : !llvm.ptr<101> -> !llvm.ptr
  %3 = nvvm.cvt.param.to.generic %s : !llvm.ptr<101> to !llvm.ptr
  %4 = nvvm.cvt.param.to.global %s : !llvm.ptr<101> to !llvm.ptr<1>
  %5 = nvvm.cvt.generic.to.as %p : !llvm.ptr to !llvm.ptr<1>
  %6:4 = nvvm.split.struct %agg : !llvm.struct<(i32, struct<(f32, f64)>, i16)>
  llvm.return
}

// CHECK-LABEL: llvm.func @variadic
llvm.func @variadic(%a: i32, ...) {
  // CHECK-NEXT: %{{.*}} = nvvm.vararg.base : !llvm.ptr<5>
  %0 = nvvm.vararg.base : !llvm.ptr<5>
  llvm.return
}
