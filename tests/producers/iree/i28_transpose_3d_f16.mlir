module {
  llvm.mlir.global external @__dynamic_shared_memory__() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<0 x i8>
  llvm.mlir.global private @__shared_memory__() {addr_space = 3 : i32, alignment = 2 : i64} : !llvm.array<1 x array<32 x array<36 x f16>>>
  llvm.func @perm_dispatch_0_transpose_16x128x96_f16(%arg0: !llvm.ptr<1> {llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef, llvm.readonly}, %arg1: !llvm.ptr<1> {llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef}) attributes {gpu.known_block_size = array<i32: 8, 32, 1>} {
    %0 = llvm.mlir.constant(3 : i64) : i64
    %1 = llvm.mlir.constant(2 : i64) : i64
    %2 = llvm.mlir.constant(0 : i32) : i32
    %3 = llvm.mlir.poison : vector<1xf16>
    %4 = llvm.mlir.constant(64 : i64) : i64
    %5 = llvm.mlir.constant(true) : i1
    %6 = llvm.mlir.constant(96 : i64) : i64
    %7 = llvm.mlir.constant(128 : i64) : i64
    %8 = llvm.mlir.constant(12288 : i64) : i64
    %9 = llvm.mlir.addressof @__dynamic_shared_memory__ : !llvm.ptr<3>
    %10 = llvm.mlir.constant(0 : i64) : i64
    %11 = llvm.mlir.constant(0 : i64) : i64
    %12 = llvm.getelementptr %9[%10, %11] : (!llvm.ptr<3>, i64, i64) -> !llvm.ptr<3>, !llvm.array<0 x i8>
    %13 = llvm.mlir.constant(0 : i64) : i64
    %14 = llvm.mlir.constant(4 : i32) : i32
    %15 = llvm.mlir.constant(12 : i32) : i32
    %16 = llvm.mlir.constant(3 : i32) : i32
    %17 = llvm.mlir.constant(32 : i32) : i32
    %18 = llvm.mlir.constant(1 : i32) : i32
    %19 = llvm.mlir.constant(2 : i32) : i32
    %20 = llvm.mlir.constant(1 : i64) : i64
    %21 = llvm.mlir.constant(36 : i64) : i64
    %22 = llvm.mlir.constant(1152 : i64) : i64
    %23 = llvm.getelementptr %12[0, 0, 0, 0] : (!llvm.ptr<3>) -> !llvm.ptr<3>, !llvm.array<1 x array<32 x array<36 x f16>>>
    %24 = nvvm.read.ptx.sreg.tid.y range <i32, 0, 32> : i32
    %25 = llvm.sext %24 : i32 to i64
    %26 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 8> : i32
    %27 = llvm.sext %26 : i32 to i64
    llvm.intr.assume %5 ["align"(%arg0, %4 : !llvm.ptr<1>, i64)] : i1
    llvm.intr.assume %5 ["align"(%arg1, %4 : !llvm.ptr<1>, i64)] : i1
    %28 = llvm.trunc %27 : i64 to i32
    %29 = llvm.mul %28, %14 overflow<nsw> : i32
    %30 = llvm.zext %29 : i32 to i64
    %31 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 192> : i32
    %32 = llvm.sext %31 : i32 to i64
    %33 = llvm.trunc %32 : i64 to i32
    %34 = llvm.udiv %33, %15 : i32
    %35 = llvm.zext %34 : i32 to i64
    %36 = llvm.urem %33, %15 : i32
    %37 = llvm.udiv %36, %16 : i32
    %38 = llvm.urem %33, %16 : i32
    %39 = llvm.mul %37, %17 overflow<nsw> : i32
    %40 = llvm.trunc %25 : i64 to i32
    %41 = llvm.add %40, %39 : i32
    %42 = llvm.zext %41 : i32 to i64
    %43 = llvm.mul %38, %17 overflow<nsw> : i32
    %44 = llvm.add %29, %43 : i32
    %45 = llvm.zext %44 : i32 to i64
    %46 = llvm.mul %35, %8 : i64
    %47 = llvm.mul %42, %6 : i64
    %48 = llvm.add %46, %47 : i64
    %49 = llvm.add %48, %45 : i64
    %50 = llvm.getelementptr %arg0[%49] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
    %51 = llvm.load %50 <alignment = 2> : !llvm.ptr<1> -> vector<4xf16>
    %52 = llvm.extractelement %51[%13 : i64] : vector<4xf16>
    %53 = llvm.insertelement %52, %3[%2 : i32] : vector<1xf16>
    %54 = llvm.extractelement %51[%20 : i64] : vector<4xf16>
    %55 = llvm.insertelement %54, %3[%2 : i32] : vector<1xf16>
    %56 = llvm.extractelement %51[%1 : i64] : vector<4xf16>
    %57 = llvm.insertelement %56, %3[%2 : i32] : vector<1xf16>
    %58 = llvm.extractelement %51[%0 : i64] : vector<4xf16>
    %59 = llvm.insertelement %58, %3[%2 : i32] : vector<1xf16>
    %60 = llvm.mul %13, %22 : i64
    %61 = llvm.mul %30, %21 : i64
    %62 = llvm.add %60, %61 : i64
    %63 = llvm.add %62, %25 : i64
    %64 = llvm.getelementptr %23[%63] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    llvm.store %53, %64 <alignment = 2> : vector<1xf16>, !llvm.ptr<3>
    %65 = llvm.add %29, %18 overflow<nsw> : i32
    %66 = llvm.zext %65 : i32 to i64
    %67 = llvm.mul %13, %22 : i64
    %68 = llvm.mul %66, %21 : i64
    %69 = llvm.add %67, %68 : i64
    %70 = llvm.add %69, %25 : i64
    %71 = llvm.getelementptr %23[%70] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    llvm.store %55, %71 <alignment = 2> : vector<1xf16>, !llvm.ptr<3>
    %72 = llvm.add %29, %19 overflow<nsw> : i32
    %73 = llvm.zext %72 : i32 to i64
    %74 = llvm.mul %13, %22 : i64
    %75 = llvm.mul %73, %21 : i64
    %76 = llvm.add %74, %75 : i64
    %77 = llvm.add %76, %25 : i64
    %78 = llvm.getelementptr %23[%77] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    llvm.store %57, %78 <alignment = 2> : vector<1xf16>, !llvm.ptr<3>
    %79 = llvm.add %29, %16 overflow<nsw> : i32
    %80 = llvm.zext %79 : i32 to i64
    %81 = llvm.mul %13, %22 : i64
    %82 = llvm.mul %80, %21 : i64
    %83 = llvm.add %81, %82 : i64
    %84 = llvm.add %83, %25 : i64
    %85 = llvm.getelementptr %23[%84] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    llvm.store %59, %85 <alignment = 2> : vector<1xf16>, !llvm.ptr<3>
    nvvm.barrier
    %86 = llvm.mul %13, %22 : i64
    %87 = llvm.mul %25, %21 : i64
    %88 = llvm.add %86, %87 : i64
    %89 = llvm.add %88, %30 : i64
    %90 = llvm.getelementptr %23[%89] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
    %91 = llvm.load %90 <alignment = 2> : !llvm.ptr<3> -> vector<4xf16>
    %92 = llvm.add %40, %43 : i32
    %93 = llvm.zext %92 : i32 to i64
    %94 = llvm.add %29, %39 : i32
    %95 = llvm.zext %94 : i32 to i64
    %96 = llvm.mul %35, %8 : i64
    %97 = llvm.mul %93, %7 : i64
    %98 = llvm.add %96, %97 : i64
    %99 = llvm.add %98, %95 : i64
    %100 = llvm.getelementptr %arg1[%99] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
    llvm.store %91, %100 <alignment = 2> : vector<4xf16>, !llvm.ptr<1>
    nvvm.barrier
    llvm.return
  }
  iree_codegen.dispatch_config @perm_dispatch_0_transpose_16x128x96_f16 workgroup_size = [8, 32, 1] subgroup_size = 32 {
  ^bb0(%arg0: !hal.device):
    %c192 = arith.constant 192 : index
    %c1 = arith.constant 1 : index
    iree_codegen.yield %c192, %c1, %c1 : index, index, index
  }
}
