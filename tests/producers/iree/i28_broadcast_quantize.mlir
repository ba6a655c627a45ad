module {
  llvm.func @__nv_roundf(f32) -> f32
  llvm.func @__nv_copysignf(f32, f32) -> f32
  llvm.func @quant_dispatch_0_elementwise_64x384_f32xf32xf32xi8(%arg0: !llvm.ptr<1> {llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef, llvm.readonly}, %arg1: !llvm.ptr<1> {llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef, llvm.readonly}, %arg2: !llvm.ptr<1> {llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef, llvm.readonly}, %arg3: !llvm.ptr<1> {llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef}) attributes {gpu.known_block_size = array<i32: 32, 1, 1>} {
    %0 = llvm.mlir.constant(3 : i64) : i64
    %1 = llvm.mlir.constant(2 : i64) : i64
    %2 = llvm.mlir.constant(0 : i32) : i32
    %3 = llvm.mlir.poison : vector<4xf32>
    %4 = llvm.mlir.constant(true) : i1
    %5 = llvm.mlir.constant(1 : i64) : i64
    %6 = llvm.mlir.constant(384 : i64) : i64
    %7 = llvm.mlir.constant(64 : i64) : i64
    %8 = llvm.mlir.constant(dense<255> : vector<4xi32>) : vector<4xi32>
    %9 = llvm.mlir.constant(dense<8388607> : vector<4xi32>) : vector<4xi32>
    %10 = llvm.mlir.constant(dense<4194304> : vector<4xi32>) : vector<4xi32>
    %11 = llvm.mlir.constant(dense<127> : vector<4xi32>) : vector<4xi32>
    %12 = llvm.mlir.constant(dense<31> : vector<4xi32>) : vector<4xi32>
    %13 = llvm.mlir.constant(dense<23> : vector<4xi32>) : vector<4xi32>
    %14 = llvm.mlir.constant(dense<-1> : vector<4xi32>) : vector<4xi32>
    %15 = llvm.mlir.constant(dense<1> : vector<4xi32>) : vector<4xi32>
    %16 = llvm.mlir.constant(dense<0> : vector<4xi32>) : vector<4xi32>
    %17 = llvm.mlir.constant(dense<1.000000e+00> : vector<4xf32>) : vector<4xf32>
    %18 = llvm.mlir.constant(128 : i32) : i32
    %19 = llvm.mlir.constant(4 : i32) : i32
    %20 = llvm.mlir.constant(3 : i32) : i32
    %21 = llvm.mlir.constant(dense<1.270000e+02> : vector<4xf32>) : vector<4xf32>
    %22 = llvm.mlir.constant(dense<-1.280000e+02> : vector<4xf32>) : vector<4xf32>
    %23 = llvm.mlir.constant(0 : i64) : i64
    %24 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 32> : i32
    %25 = llvm.sext %24 : i32 to i64
    llvm.intr.assume %4 ["align"(%arg0, %7 : !llvm.ptr<1>, i64)] : i1
    llvm.intr.assume %4 ["align"(%arg1, %7 : !llvm.ptr<1>, i64)] : i1
    llvm.intr.assume %4 ["align"(%arg2, %7 : !llvm.ptr<1>, i64)] : i1
    llvm.intr.assume %4 ["align"(%arg3, %7 : !llvm.ptr<1>, i64)] : i1
    %26 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 192> : i32
    %27 = llvm.sext %26 : i32 to i64
    %28 = llvm.trunc %27 : i64 to i32
    %29 = llvm.udiv %28, %20 : i32
    %30 = llvm.zext %29 : i32 to i64
    %31 = llvm.urem %28, %20 : i32
    %32 = llvm.trunc %25 : i64 to i32
    %33 = llvm.mul %32, %19 overflow<nsw> : i32
    %34 = llvm.mul %31, %18 overflow<nsw> : i32
    %35 = llvm.add %33, %34 : i32
    %36 = llvm.zext %35 : i32 to i64
    %37 = llvm.mul %30, %6 : i64
    %38 = llvm.add %37, %36 : i64
    %39 = llvm.getelementptr %arg0[%38] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
    %40 = llvm.load %39 <alignment = 4> : !llvm.ptr<1> -> vector<4xf32>
    %41 = llvm.getelementptr %arg1[%36] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
    %42 = llvm.load %41 <alignment = 4> : !llvm.ptr<1> -> vector<4xf32>
    %43 = llvm.getelementptr %arg2[%30] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
    %44 = llvm.load %43 <alignment = 4> : !llvm.ptr<1> -> vector<1xf32>
    %45 = llvm.fmul %40, %42 : vector<4xf32>
    %46 = llvm.extractelement %44[%23 : i64] : vector<1xf32>
    %47 = llvm.insertelement %46, %3[%2 : i32] : vector<4xf32>
    %48 = llvm.shufflevector %47, %3 [0, 0, 0, 0] : vector<4xf32> 
    %49 = llvm.fadd %45, %48 : vector<4xf32>
    %50 = llvm.bitcast %49 : vector<4xf32> to vector<4xi32>
    %51 = llvm.extractelement %49[%23 : i64] : vector<4xf32>
    %52 = llvm.call @__nv_roundf(%51) : (f32) -> f32
    %53 = llvm.insertelement %52, %3[%23 : i64] : vector<4xf32>
    %54 = llvm.extractelement %49[%5 : i64] : vector<4xf32>
    %55 = llvm.call @__nv_roundf(%54) : (f32) -> f32
    %56 = llvm.insertelement %55, %53[%5 : i64] : vector<4xf32>
    %57 = llvm.extractelement %49[%1 : i64] : vector<4xf32>
    %58 = llvm.call @__nv_roundf(%57) : (f32) -> f32
    %59 = llvm.insertelement %58, %56[%1 : i64] : vector<4xf32>
    %60 = llvm.extractelement %49[%0 : i64] : vector<4xf32>
    %61 = llvm.call @__nv_roundf(%60) : (f32) -> f32
    %62 = llvm.insertelement %61, %59[%0 : i64] : vector<4xf32>
    %63 = llvm.bitcast %62 : vector<4xf32> to vector<4xi32>
    %64 = llvm.lshr %50, %13 : vector<4xi32>
    %65 = llvm.and %64, %8 : vector<4xi32>
    %66 = llvm.sub %65, %11 : vector<4xi32>
    %67 = llvm.lshr %63, %13 : vector<4xi32>
    %68 = llvm.and %67, %8 : vector<4xi32>
    %69 = llvm.sub %68, %11 : vector<4xi32>
    %70 = llvm.icmp "eq" %69, %16 : vector<4xi32>
    %71 = llvm.sub %69, %15 : vector<4xi32>
    %72 = llvm.intr.smax(%71, %16) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %73 = llvm.intr.smin(%72, %12) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %74 = llvm.lshr %9, %73 : vector<4xi32>
    %75 = llvm.and %63, %74 : vector<4xi32>
    %76 = llvm.icmp "ne" %75, %16 : vector<4xi32>
    %77 = llvm.or %76, %70 : vector<4xi1>
    %78 = llvm.icmp "eq" %66, %14 : vector<4xi32>
    %79 = llvm.intr.smax(%66, %16) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %80 = llvm.intr.smin(%79, %12) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %81 = llvm.lshr %10, %80 : vector<4xi32>
    %82 = llvm.select %78, %16, %81 : vector<4xi1>, vector<4xi32>
    %83 = llvm.lshr %9, %80 : vector<4xi32>
    %84 = llvm.and %50, %83 : vector<4xi32>
    %85 = llvm.icmp "eq" %84, %82 : vector<4xi32>
    %86 = llvm.icmp "sge" %66, %14 : vector<4xi32>
    %87 = llvm.icmp "slt" %66, %13 : vector<4xi32>
    %88 = llvm.and %85, %87 : vector<4xi1>
    %89 = llvm.and %88, %86 : vector<4xi1>
    %90 = llvm.extractelement %17[%23 : i64] : vector<4xf32>
    %91 = llvm.extractelement %49[%23 : i64] : vector<4xf32>
    %92 = llvm.call @__nv_copysignf(%90, %91) : (f32, f32) -> f32
    %93 = llvm.insertelement %92, %3[%23 : i64] : vector<4xf32>
    %94 = llvm.extractelement %17[%5 : i64] : vector<4xf32>
    %95 = llvm.extractelement %49[%5 : i64] : vector<4xf32>
    %96 = llvm.call @__nv_copysignf(%94, %95) : (f32, f32) -> f32
    %97 = llvm.insertelement %96, %93[%5 : i64] : vector<4xf32>
    %98 = llvm.extractelement %17[%1 : i64] : vector<4xf32>
    %99 = llvm.extractelement %49[%1 : i64] : vector<4xf32>
    %100 = llvm.call @__nv_copysignf(%98, %99) : (f32, f32) -> f32
    %101 = llvm.insertelement %100, %97[%1 : i64] : vector<4xf32>
    %102 = llvm.extractelement %17[%0 : i64] : vector<4xf32>
    %103 = llvm.extractelement %49[%0 : i64] : vector<4xf32>
    %104 = llvm.call @__nv_copysignf(%102, %103) : (f32, f32) -> f32
    %105 = llvm.insertelement %104, %101[%0 : i64] : vector<4xf32>
    %106 = llvm.fsub %62, %105 : vector<4xf32>
    %107 = llvm.and %77, %89 : vector<4xi1>
    %108 = llvm.select %107, %106, %62 : vector<4xi1>, vector<4xf32>
    %109 = llvm.extractelement %108[%23 : i64] : vector<4xf32>
    %110 = llvm.extractelement %49[%23 : i64] : vector<4xf32>
    %111 = llvm.call @__nv_copysignf(%109, %110) : (f32, f32) -> f32
    %112 = llvm.insertelement %111, %3[%23 : i64] : vector<4xf32>
    %113 = llvm.extractelement %108[%5 : i64] : vector<4xf32>
    %114 = llvm.extractelement %49[%5 : i64] : vector<4xf32>
    %115 = llvm.call @__nv_copysignf(%113, %114) : (f32, f32) -> f32
    %116 = llvm.insertelement %115, %112[%5 : i64] : vector<4xf32>
    %117 = llvm.extractelement %108[%1 : i64] : vector<4xf32>
    %118 = llvm.extractelement %49[%1 : i64] : vector<4xf32>
    %119 = llvm.call @__nv_copysignf(%117, %118) : (f32, f32) -> f32
    %120 = llvm.insertelement %119, %116[%1 : i64] : vector<4xf32>
    %121 = llvm.extractelement %108[%0 : i64] : vector<4xf32>
    %122 = llvm.extractelement %49[%0 : i64] : vector<4xf32>
    %123 = llvm.call @__nv_copysignf(%121, %122) : (f32, f32) -> f32
    %124 = llvm.insertelement %123, %120[%0 : i64] : vector<4xf32>
    %125 = llvm.intr.maximum(%124, %22) : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
    %126 = llvm.intr.minimum(%125, %21) : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
    %127 = llvm.fptosi %126 : vector<4xf32> to vector<4xi8>
    %128 = llvm.mul %30, %6 : i64
    %129 = llvm.add %128, %36 : i64
    %130 = llvm.getelementptr %arg3[%129] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
    llvm.store %127, %130 <alignment = 1> : vector<4xi8>, !llvm.ptr<1>
    llvm.return
  }
  iree_codegen.dispatch_config @quant_dispatch_0_elementwise_64x384_f32xf32xf32xi8 workgroup_size = [32, 1, 1] subgroup_size = 32 {
  ^bb0(%arg0: !hal.device):
    %c192 = arith.constant 192 : index
    %c1 = arith.constant 1 : index
    iree_codegen.yield %c192, %c1, %c1 : index, index, index
  }
}
