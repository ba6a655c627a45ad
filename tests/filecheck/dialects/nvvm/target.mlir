// #nvvm.target, the compilation target MLIR attaches to a gpu.module.
// RUN: xdsl-opt %s --split-input-file | filecheck %s

"test.op"() {t = #nvvm.target<O = 3, chip = "sm_80", features = "+ptx80">} : () -> ()
// CHECK: #nvvm.target<O = 3, chip = "sm_80", features = "+ptx80">

// -----

// Printed in MLIR's parameter order, whatever order the text gives.
"test.op"() {t = #nvvm.target<features = "+ptx83", triple = "nvptx64-nvidia-cuda", chip = "sm_90a", O = 2, link = ["lib.bc"], flags = {fast}>} : () -> ()
// CHECK: #nvvm.target<O = 2, triple = "nvptx64-nvidia-cuda", chip = "sm_90a", features = "+ptx83", flags = {fast}, link = ["lib.bc"]>

// -----

"test.op"() {t = #nvvm.target} : () -> ()
// CHECK: #nvvm.target}

