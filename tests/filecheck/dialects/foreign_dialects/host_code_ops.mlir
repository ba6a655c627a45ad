// Host code beside the kernels may use any op of a dialect other than llvm/nvvm/builtin that this
// project does not define or defines without MLIR's custom form: `vector.print`, `memref.transpose`
// (its result typed by the op's trailing type list and used by a registered op), a two-line
// `linalg.matmul`, a transform schedule; a ranked `gpu.host_register`. Only the gpu.module is
// compiled; the host ops are kept as opaque ops.

// RUN: nvvm-opt %s --sm 80 | filecheck %s --check-prefix=PTX
// RUN: %if ptxas %{ nvvm-opt --sm 80 %s -o %t.ptx && %ptxas -arch=sm_80 %t.ptx -o /dev/null %}
// RUN: nvvm-opt %s -t mlir | filecheck %s --check-prefix=MLIR

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @spin(%m: memref<i32>) kernel {
      %c1 = arith.constant 1 : i32
      %c2 = arith.constant 2 : i32
      %old = memref.atomic_rmw addi %c1, %m[] : (i32, memref<i32>) -> i32
      scf.while : () -> () {
        %v = memref.atomic_rmw addi %c1, %m[] : (i32, memref<i32>) -> i32
        %more = arith.cmpi slt, %v, %c2 : i32
        scf.condition(%more)
      } do {
        scf.yield
      }
      gpu.return
    }
  }
  func.func @main(%a: memref<4x8xf32>, %b: memref<8x4xf32>, %c: memref<4x4xf32>) {
    %e = memref.expand_shape %a [[0], [1, 2]] output_shape [4, 2, 4] : memref<4x8xf32> into memref<4x2x4xf32>
    %t = memref.transpose %e (d0, d1, d2) -> (d1, d0, d2) : memref<4x2x4xf32> to memref<2x4x4xf32, strided<[4, 8, 1]>>
    %u = memref.cast %t : memref<2x4x4xf32, strided<[4, 8, 1]>> to memref<*xf32>
    gpu.host_register %a : memref<4x8xf32>
    linalg.matmul ins(%a, %b : memref<4x8xf32>, memref<8x4xf32>)
                  outs(%c : memref<4x4xf32>)
    %c0 = arith.constant 0 : index
    %v = memref.load %c[%c0, %c0] : memref<4x4xf32>
    vector.print %v : f32
    vector.print str "done"
    return
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %mm = transform.structured.match ops{["linalg.matmul"]} in %root
      : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// PTX: .visible .entry spin(
// PTX: atom.acq_rel.sys.global.add.u32
// PTX-NOT: main

// MLIR: "memref.transpose"() {nvvm_xdsl.custom_form = "%e (d0, d1, d2) -> (d1, d0, d2) : memref<4x2x4xf32> to memref<2x4x4xf32, strided<[4, 8, 1]>>"} : () -> memref<2x4x4xf32, strided<[4, 8, 1]>>
// MLIR: memref.cast %{{.*}} : memref<2x4x4xf32, strided<[4, 8, 1]>> to memref<*xf32>
// MLIR: gpu.host_register %{{.*}} : memref<4x8xf32>
// MLIR: "linalg.matmul"() {nvvm_xdsl.custom_form = "ins(%a, %b : memref<4x8xf32>, memref<8x4xf32>)
// MLIR: "vector.print"() {nvvm_xdsl.custom_form = "%{{.*}} : f32"} : () -> ()
// MLIR: "vector.print"() {nvvm_xdsl.custom_form = "str \22done\22"} : () -> ()
// MLIR: "transform.named_sequence"()
