// MLIR 19's generic form (captured with `mlir-opt-19 r19.mlir --gpu-lower-to-nvvm-pipeline=
// "cubin-chip=sm_80 cubin-features=+ptx80 cubin-format=isa" --mlir-print-ir-before=gpu-module-to-binary
// --mlir-print-op-generic`, Debian's MLIR 19.1.7; the source is a gpu.func kernel with a
// libdevice call, a shuffle and a barrier): `llvm.call` has no operandSegmentSizes (MLIR 19 had
// no operand bundles: the arguments are all its operands) and gpu.module ends in the
// `gpu.module_end` terminator MLIR 20 removed. Both are read as MLIR 22's form.
// RUN: nvvm-opt %s -t mlir | filecheck %s --check-prefix=MLIR
// RUN: %if ptxas %{ nvvm-opt %s -o %t.ptx && filecheck %s < %t.ptx && %ptxas -arch=sm_80 %t.ptx -o /dev/null %}
// MLIR: llvm.call @__nv_expf(%{{.*}}) : (f32) -> f32
// MLIR-NOT: gpu.module_end
// CHECK: .visible .entry k(
// CHECK: shfl.sync.down.b32
// CHECK: bar.sync 0;

"builtin.module"() ({
  "gpu.module"() <{sym_name = "kernels", targets = [#nvvm.target<chip = "sm_80", features = "+ptx80">]}> ({
    "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<f32 (f32)>, linkage = #llvm.linkage<external>, sym_name = "__nv_expf", visibility_ = 0 : i64}> ({
    }) : () -> ()
    "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (ptr, ptr, i64, i64, i64)>, linkage = #llvm.linkage<external>, sym_name = "k", visibility_ = 0 : i64}> ({
    ^bb0(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64):
      %0 = "llvm.mlir.constant"() <{value = 32 : i32}> : () -> i32
      %1 = "llvm.mlir.constant"() <{value = -1 : i32}> : () -> i32
      %2 = "llvm.mlir.constant"() <{value = 16 : i32}> : () -> i32
      %3 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %4 = "nvvm.read.ptx.sreg.tid.x"() : () -> i32
      %5 = "llvm.sext"(%4) : (i32) -> i64
      %6 = "llvm.getelementptr"(%arg1, %5) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
      %7 = "llvm.load"(%6) <{ordering = 0 : i64}> : (!llvm.ptr) -> f32
      %8 = "llvm.call"(%7) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_expf, fastmathFlags = #llvm.fastmath<none>}> : (f32) -> f32
      %9 = "llvm.sub"(%0, %2) <{overflowFlags = #llvm.overflow<none>}> : (i32, i32) -> i32
      %10 = "llvm.lshr"(%1, %9) : (i32, i32) -> i32
      %11 = "llvm.sub"(%2, %3) <{overflowFlags = #llvm.overflow<none>}> : (i32, i32) -> i32
      %12 = "nvvm.shfl.sync"(%10, %8, %3, %11) <{kind = #nvvm<shfl_kind down>, return_value_and_is_valid}> : (i32, f32, i32, i32) -> !llvm.struct<(f32, i1)>
      %13 = "llvm.extractvalue"(%12) <{position = array<i64: 0>}> : (!llvm.struct<(f32, i1)>) -> f32
      %14 = "llvm.extractvalue"(%12) <{position = array<i64: 1>}> : (!llvm.struct<(f32, i1)>) -> i1
      %15 = "llvm.select"(%14, %13, %8) <{fastmathFlags = #llvm.fastmath<none>}> : (i1, f32, f32) -> f32
      "nvvm.barrier0"() : () -> ()
      "llvm.store"(%15, %6) <{ordering = 0 : i64}> : (f32, !llvm.ptr) -> ()
      "llvm.return"() : () -> ()
    }) {gpu.kernel, nvvm.kernel} : () -> ()
    "gpu.module_end"() : () -> ()
  }) : () -> ()
}) : () -> ()


