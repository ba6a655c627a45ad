module {
  llvm.mlir.global external @__dynamic_shared_memory__() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<0 x i8>
  llvm.mlir.global private @__shared_memory__() {addr_space = 3 : i32, alignment = 4 : i64} : !llvm.array<32 x array<34 x f32>>
  llvm.func @transpose_dispatch_0_transpose_256x512_f32(%arg0: !llvm.ptr<1> {llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef, llvm.readonly}, %arg1: !llvm.ptr<1> {llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef}) attributes {gpu.known_block_size = array<i32: 8, 32, 1>} {
    %0 = llvm.mlir.constant(3 : i64) : i64
    %1 = llvm.mlir.constant(2 : i64) : i64
    %2 = llvm.mlir.constant(0 : i32) : i32
    %3 = llvm.mlir.poison : vector<1xf32>
    %4 = llvm.mlir.constant(64 : i64) : i64
    %5 = llvm.mlir.constant(true) : i1
    %6 = llvm.mlir.constant(512 : i64) : i64
    %7 = llvm.mlir.constant(256 : i64) : i64
    %8 = llvm.mlir.addressof @__dynamic_shared_memory__ : !llvm.ptr<3>
    %9 = llvm.mlir.constant(0 : i64) : i64
    %10 = llvm.mlir.constant(0 : i64) : i64
    %11 = llvm.getelementptr %8[%9, %10] : (!llvm.ptr<3>, i64, i64) -> !llvm.ptr<3>, !llvm.array<0 x i8>
    %12 = llvm.mlir.constant(0 : i64) : i64
    %13 = llvm.mlir.constant(4 : i32) : i32
    %14 = llvm.mlir.constant(16 : i32) : i32
    %15 = llvm.mlir.constant(1 : i32) : i32
    %16 = llvm.mlir.constant(2 : i32) : i32
    %17 = llvm.mlir.constant(3 : i32) : i32
    %18 = llvm.mlir.constant(32 : i32) : i32
    %19 = llvm.mlir.constant(34 : i64) : i64
    %20 = llvm.mlir.constant(1 : i64) : i64
    %21 = llvm.getelementptr %11[0, 0, 0] : (!llvm.ptr<3>) -> !llvm.ptr<3>, !llvm.array<32 x array<34 x f32>>
    %22 = nvvm.read.ptx.sreg.tid.y range <i32, 0, 32> : i32
    %23 = llvm.sext %22 : i32 to i64
    %24 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 8> : i32
    %25 = llvm.sext %24 : i32 to i64
    llvm.intr.assume %5 ["align"(%arg0, %4 : !llvm.ptr<1>, i64)] : i1
    llvm.intr.assume %5 ["align"(%arg1, %4 : !llvm.ptr<1>, i64)] : i1
    %26 = llvm.trunc %25 : i64 to i32
    %27 = llvm.mul %26, %13 overflow<nsw> : i32
    %28 = llvm.zext %27 : i32 to i64
    %29 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 128> : i32
    %30 = llvm.sext %29 : i32 to i64
    %31 = llvm.trunc %30 : i64 to i32
    %32 = llvm.udiv %31, %14 : i32
    %33 = llvm.urem %31, %14 : i32
    %34 = llvm.mul %32, %18 overflow<nsw> : i32
    %35 = llvm.trunc %23 : i64 to i32
    %36 = llvm.add %35, %34 : i32
    %37 = llvm.zext %36 : i32 to i64
    %38 = llvm.mul %33, %18 overflow<nsw> : i32
    %39 = llvm.add %27, %38 : i32
    %40 = llvm.zext %39 : i32 to i64
    %41 = llvm.mul %37, %6 : i64
    %42 = llvm.add %41, %40 : i64
    %43 = llvm.getelementptr %arg0[%42] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
    %44 = llvm.load %43 <alignment = 4> : !llvm.ptr<1> -> vector<4xf32>
    %45 = llvm.extractelement %44[%12 : i64] : vector<4xf32>
    %46 = llvm.insertelement %45, %3[%2 : i32] : vector<1xf32>
    %47 = llvm.extractelement %44[%20 : i64] : vector<4xf32>
    %48 = llvm.insertelement %47, %3[%2 : i32] : vector<1xf32>
    %49 = llvm.extractelement %44[%1 : i64] : vector<4xf32>
    %50 = llvm.insertelement %49, %3[%2 : i32] : vector<1xf32>
    %51 = llvm.extractelement %44[%0 : i64] : vector<4xf32>
    %52 = llvm.insertelement %51, %3[%2 : i32] : vector<1xf32>
    %53 = llvm.mul %28, %19 : i64
    %54 = llvm.add %53, %23 : i64
    %55 = llvm.getelementptr %21[%54] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
    llvm.store %46, %55 <alignment = 4> : vector<1xf32>, !llvm.ptr<3>
    %56 = llvm.add %27, %15 overflow<nsw> : i32
    %57 = llvm.zext %56 : i32 to i64
    %58 = llvm.mul %57, %19 : i64
    %59 = llvm.add %58, %23 : i64
    %60 = llvm.getelementptr %21[%59] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
    llvm.store %48, %60 <alignment = 4> : vector<1xf32>, !llvm.ptr<3>
    %61 = llvm.add %27, %16 overflow<nsw> : i32
    %62 = llvm.zext %61 : i32 to i64
    %63 = llvm.mul %62, %19 : i64
    %64 = llvm.add %63, %23 : i64
    %65 = llvm.getelementptr %21[%64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
    llvm.store %50, %65 <alignment = 4> : vector<1xf32>, !llvm.ptr<3>
    %66 = llvm.add %27, %17 overflow<nsw> : i32
    %67 = llvm.zext %66 : i32 to i64
    %68 = llvm.mul %67, %19 : i64
    %69 = llvm.add %68, %23 : i64
    %70 = llvm.getelementptr %21[%69] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
    llvm.store %52, %70 <alignment = 4> : vector<1xf32>, !llvm.ptr<3>
    nvvm.barrier
    %71 = llvm.mul %23, %19 : i64
    %72 = llvm.add %71, %28 : i64
    %73 = llvm.getelementptr %21[%72] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
    %74 = llvm.load %73 <alignment = 4> : !llvm.ptr<3> -> vector<4xf32>
    %75 = llvm.add %35, %38 : i32
    %76 = llvm.zext %75 : i32 to i64
    %77 = llvm.add %27, %34 : i32
    %78 = llvm.zext %77 : i32 to i64
    %79 = llvm.mul %76, %7 : i64
    %80 = llvm.add %79, %78 : i64
    %81 = llvm.getelementptr %arg1[%80] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
    llvm.store %74, %81 <alignment = 4> : vector<4xf32>, !llvm.ptr<1>
    nvvm.barrier
    llvm.return
  }
  iree_codegen.dispatch_config @transpose_dispatch_0_transpose_256x512_f32 workgroup_size = [8, 32, 1] subgroup_size = 32 {
  ^bb0(%arg0: !hal.device):
    %c128 = arith.constant 128 : index
    %c1 = arith.constant 1 : index
    iree_codegen.yield %c128, %c1, %c1 : index, index, index
  }
}
