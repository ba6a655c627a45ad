"builtin.module"() ({
  "llvm.mlir.global"() <{addr_space = 3 : i32, alignment = 16 : i64, global_type = !llvm.array<0 x i8>, linkage = #llvm.linkage<external>, sym_name = "__dynamic_shared_memory__", tls_mode = 0 : i64, visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.mlir.global"() <{addr_space = 3 : i32, alignment = 4 : i64, global_type = !llvm.array<1 x array<1 x array<4 x f32>>>, linkage = #llvm.linkage<private>, sym_name = "__shared_memory__", tls_mode = 0 : i64, visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, arg_attrs = [{llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef, llvm.readonly}, {llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef}], function_type = !llvm.func<void (ptr<1>, ptr<1>)>, linkage = #llvm.linkage<external>, sym_name = "mean_mid_dispatch_0_reduction_8x64x512_f32", visibility_ = 0 : i64}> ({
  ^bb0(%arg1: !llvm.ptr<1>, %arg2: !llvm.ptr<1>):
    %2 = "llvm.mlir.constant"() <{value = -1 : i32}> : () -> i32
    %3 = "llvm.mlir.poison"() : () -> vector<1xf32>
    %4 = "llvm.mlir.constant"() <{value = 3 : i64}> : () -> i64
    %5 = "llvm.mlir.constant"() <{value = 2 : i64}> : () -> i64
    %6 = "llvm.mlir.poison"() : () -> vector<4xf32>
    %7 = "llvm.mlir.constant"() <{value = true}> : () -> i1
    %8 = "llvm.mlir.constant"() <{value = 64 : i64}> : () -> i64
    %9 = "llvm.mlir.constant"() <{value = 32768 : i64}> : () -> i64
    %10 = "llvm.mlir.addressof"() <{global_name = @__dynamic_shared_memory__}> : () -> !llvm.ptr<3>
    %11 = "llvm.mlir.constant"() <{value = 0 : i64}> : () -> i64
    %12 = "llvm.mlir.constant"() <{value = 0 : i64}> : () -> i64
    %13 = "llvm.getelementptr"(%10, %11, %12) <{elem_type = !llvm.array<0 x i8>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648, -2147483648>}> : (!llvm.ptr<3>, i64, i64) -> !llvm.ptr<3>
    %14 = "llvm.mlir.constant"() <{value = 3 : i32}> : () -> i32
    %15 = "llvm.mlir.constant"() <{value = 128 : i32}> : () -> i32
    %16 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
    %17 = "llvm.mlir.constant"() <{value = 64 : i32}> : () -> i32
    %18 = "llvm.mlir.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %19 = "llvm.mlir.constant"() <{value = dense<0.000000e+00> : vector<1xf32>}> : () -> vector<1xf32>
    %20 = "llvm.mlir.constant"() <{value = 16 : i32}> : () -> i32
    %21 = "llvm.mlir.constant"() <{value = 8 : i32}> : () -> i32
    %22 = "llvm.mlir.constant"() <{value = 4 : i32}> : () -> i32
    %23 = "llvm.mlir.constant"() <{value = 2 : i32}> : () -> i32
    %24 = "llvm.mlir.constant"() <{value = 32 : i32}> : () -> i32
    %25 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
    %26 = "llvm.mlir.constant"() <{value = 0 : i64}> : () -> i64
    %27 = "llvm.mlir.constant"() <{value = 0.001953125 : f32}> : () -> f32
    %28 = "llvm.mlir.constant"() <{value = 1 : i64}> : () -> i64
    %29 = "llvm.mlir.constant"() <{value = 4 : i64}> : () -> i64
    %30 = "llvm.getelementptr"(%13) <{elem_type = !llvm.array<1 x array<1 x array<4 x f32>>>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 0, 0, 0, 0>}> : (!llvm.ptr<3>) -> !llvm.ptr<3>
    %31 = "nvvm.read.ptx.sreg.tid.x"() <{range = #llvm.constant_range<i32, 0, 64>}> : () -> i32
    %32 = "llvm.sext"(%31) : (i32) -> i64
    "llvm.intr.assume"(%7, %arg1, %8) <{op_bundle_sizes = array<i32: 2>, op_bundle_tags = ["align"]}> : (i1, !llvm.ptr<1>, i64) -> ()
    "llvm.intr.assume"(%7, %arg2, %8) <{op_bundle_sizes = array<i32: 2>, op_bundle_tags = ["align"]}> : (i1, !llvm.ptr<1>, i64) -> ()
    %33 = "nvvm.read.ptx.sreg.ctaid.x"() <{range = #llvm.constant_range<i32, 0, 512>}> : () -> i32
    %34 = "llvm.sext"(%33) : (i32) -> i64
    %35 = "llvm.trunc"(%34) <{overflowFlags = 0 : i32}> : (i64) -> i32
    %36 = "llvm.udiv"(%35, %17) : (i32, i32) -> i32
    %37 = "llvm.zext"(%36) : (i32) -> i64
    %38 = "llvm.urem"(%35, %17) : (i32, i32) -> i32
    %39 = "llvm.zext"(%38) : (i32) -> i64
    %40 = "llvm.trunc"(%32) <{overflowFlags = 0 : i32}> : (i64) -> i32
    %41 = "llvm.udiv"(%40, %24) : (i32, i32) -> i32
    %42 = "llvm.zext"(%41) : (i32) -> i64
    %43 = "llvm.urem"(%40, %24) : (i32, i32) -> i32
    %44 = "llvm.mul"(%41, %15) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %45 = "llvm.mul"(%43, %22) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %46 = "llvm.add"(%44, %45) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    "llvm.br"(%16, %19)[^bb1] : (i32, vector<1xf32>) -> ()
  ^bb1(%47: i32, %48: vector<1xf32>):  // 2 preds: ^bb0, ^bb2
    %49 = "llvm.icmp"(%47, %15) <{predicate = 2 : i64}> : (i32, i32) -> i1
    "llvm.cond_br"(%49)[^bb2, ^bb3] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb2:  // pred: ^bb1
    %50 = "llvm.mul"(%47, %22) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %51 = "llvm.add"(%46, %50) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %52 = "llvm.zext"(%51) : (i32) -> i64
    %53 = "llvm.mul"(%37, %9) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %54 = "llvm.mul"(%52, %8) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %55 = "llvm.add"(%53, %54) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %56 = "llvm.add"(%55, %39) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %57 = "llvm.getelementptr"(%arg1, %56) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %58 = "llvm.load"(%57) <{alignment = 4 : i64, ordering = 0 : i64}> : (!llvm.ptr<1>) -> vector<1xf32>
    %59 = "llvm.add"(%51, %25) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %60 = "llvm.zext"(%59) : (i32) -> i64
    %61 = "llvm.mul"(%37, %9) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %62 = "llvm.mul"(%60, %8) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %63 = "llvm.add"(%61, %62) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %64 = "llvm.add"(%63, %39) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %65 = "llvm.getelementptr"(%arg1, %64) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %66 = "llvm.load"(%65) <{alignment = 4 : i64, ordering = 0 : i64}> : (!llvm.ptr<1>) -> vector<1xf32>
    %67 = "llvm.add"(%51, %23) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %68 = "llvm.zext"(%67) : (i32) -> i64
    %69 = "llvm.mul"(%37, %9) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %70 = "llvm.mul"(%68, %8) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %71 = "llvm.add"(%69, %70) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %72 = "llvm.add"(%71, %39) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %73 = "llvm.getelementptr"(%arg1, %72) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %74 = "llvm.load"(%73) <{alignment = 4 : i64, ordering = 0 : i64}> : (!llvm.ptr<1>) -> vector<1xf32>
    %75 = "llvm.add"(%51, %14) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %76 = "llvm.zext"(%75) : (i32) -> i64
    %77 = "llvm.mul"(%37, %9) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %78 = "llvm.mul"(%76, %8) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %79 = "llvm.add"(%77, %78) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %80 = "llvm.add"(%79, %39) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %81 = "llvm.getelementptr"(%arg1, %80) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %82 = "llvm.load"(%81) <{alignment = 4 : i64, ordering = 0 : i64}> : (!llvm.ptr<1>) -> vector<1xf32>
    %83 = "llvm.extractelement"(%58, %26) : (vector<1xf32>, i64) -> f32
    %84 = "llvm.extractelement"(%66, %26) : (vector<1xf32>, i64) -> f32
    %85 = "llvm.extractelement"(%74, %26) : (vector<1xf32>, i64) -> f32
    %86 = "llvm.extractelement"(%82, %26) : (vector<1xf32>, i64) -> f32
    %87 = "llvm.insertelement"(%6, %83, %26) : (vector<4xf32>, f32, i64) -> vector<4xf32>
    %88 = "llvm.insertelement"(%87, %84, %28) : (vector<4xf32>, f32, i64) -> vector<4xf32>
    %89 = "llvm.insertelement"(%88, %85, %5) : (vector<4xf32>, f32, i64) -> vector<4xf32>
    %90 = "llvm.insertelement"(%89, %86, %4) : (vector<4xf32>, f32, i64) -> vector<4xf32>
    %91 = "llvm.intr.vector.reduce.fadd"(%18, %90) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<4xf32>) -> f32
    %92 = "llvm.insertelement"(%3, %91, %16) : (vector<1xf32>, f32, i32) -> vector<1xf32>
    %93 = "llvm.fadd"(%92, %48) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<1xf32>, vector<1xf32>) -> vector<1xf32>
    %94 = "llvm.add"(%47, %17) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    "llvm.br"(%94, %93)[^bb1] : (i32, vector<1xf32>) -> ()
  ^bb3:  // pred: ^bb1
    %95 = "llvm.extractelement"(%48, %26) : (vector<1xf32>, i64) -> f32
    %96 = "llvm.fadd"(%95, %18) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
    %97 = "llvm.sub"(%24, %24) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %98 = "llvm.lshr"(%2, %97) : (i32, i32) -> i32
    %99 = "llvm.sub"(%24, %25) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %100 = "nvvm.shfl.sync"(%98, %96, %25, %99) <{kind = #nvvm.shfl_kind<bfly>}> : (i32, f32, i32, i32) -> f32
    %101 = "llvm.fadd"(%96, %100) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
    %102 = "llvm.sub"(%24, %24) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %103 = "llvm.lshr"(%2, %102) : (i32, i32) -> i32
    %104 = "llvm.sub"(%24, %25) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %105 = "nvvm.shfl.sync"(%103, %101, %23, %104) <{kind = #nvvm.shfl_kind<bfly>}> : (i32, f32, i32, i32) -> f32
    %106 = "llvm.fadd"(%101, %105) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
    %107 = "llvm.sub"(%24, %24) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %108 = "llvm.lshr"(%2, %107) : (i32, i32) -> i32
    %109 = "llvm.sub"(%24, %25) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %110 = "nvvm.shfl.sync"(%108, %106, %22, %109) <{kind = #nvvm.shfl_kind<bfly>}> : (i32, f32, i32, i32) -> f32
    %111 = "llvm.fadd"(%106, %110) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
    %112 = "llvm.sub"(%24, %24) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %113 = "llvm.lshr"(%2, %112) : (i32, i32) -> i32
    %114 = "llvm.sub"(%24, %25) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %115 = "nvvm.shfl.sync"(%113, %111, %21, %114) <{kind = #nvvm.shfl_kind<bfly>}> : (i32, f32, i32, i32) -> f32
    %116 = "llvm.fadd"(%111, %115) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
    %117 = "llvm.sub"(%24, %24) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %118 = "llvm.lshr"(%2, %117) : (i32, i32) -> i32
    %119 = "llvm.sub"(%24, %25) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %120 = "nvvm.shfl.sync"(%118, %116, %20, %119) <{kind = #nvvm.shfl_kind<bfly>}> : (i32, f32, i32, i32) -> f32
    %121 = "llvm.fadd"(%116, %120) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
    %122 = "llvm.icmp"(%43, %16) <{predicate = 0 : i64}> : (i32, i32) -> i1
    "llvm.cond_br"(%122)[^bb4, ^bb5] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb4:  // pred: ^bb3
    %123 = "llvm.insertelement"(%3, %121, %16) : (vector<1xf32>, f32, i32) -> vector<1xf32>
    %124 = "llvm.mul"(%26, %29) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %125 = "llvm.mul"(%26, %29) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %126 = "llvm.add"(%124, %125) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %127 = "llvm.add"(%126, %42) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %128 = "llvm.getelementptr"(%30, %127) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    "llvm.store"(%123, %128) <{alignment = 4 : i64, ordering = 0 : i64}> : (vector<1xf32>, !llvm.ptr<3>) -> ()
    "llvm.br"()[^bb5] : () -> ()
  ^bb5:  // 2 preds: ^bb3, ^bb4
    "nvvm.barrier"() <{aligned = true, operandSegmentSizes = array<i32: 0, 0>}> : () -> ()
    %129 = "llvm.urem"(%40, %23) : (i32, i32) -> i32
    %130 = "llvm.zext"(%129) : (i32) -> i64
    %131 = "llvm.mul"(%26, %29) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %132 = "llvm.mul"(%26, %29) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %133 = "llvm.add"(%131, %132) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %134 = "llvm.add"(%133, %130) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %135 = "llvm.getelementptr"(%30, %134) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %136 = "llvm.load"(%135) <{alignment = 4 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf32>
    %137 = "llvm.extractelement"(%136, %26) : (vector<1xf32>, i64) -> f32
    %138 = "llvm.fadd"(%137, %18) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
    %139 = "llvm.sub"(%24, %24) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %140 = "llvm.lshr"(%2, %139) : (i32, i32) -> i32
    %141 = "llvm.sub"(%24, %25) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %142 = "nvvm.shfl.sync"(%140, %138, %25, %141) <{kind = #nvvm.shfl_kind<bfly>}> : (i32, f32, i32, i32) -> f32
    %143 = "llvm.fadd"(%138, %142) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
    %144 = "llvm.fadd"(%143, %18) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
    %145 = "llvm.fmul"(%144, %27) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
    %146 = "llvm.fmul"(%145, %145) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
    %147 = "llvm.insertelement"(%3, %146, %16) : (vector<1xf32>, f32, i32) -> vector<1xf32>
    %148 = "llvm.icmp"(%40, %16) <{predicate = 0 : i64}> : (i32, i32) -> i1
    "llvm.cond_br"(%148)[^bb6, ^bb7] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb6:  // pred: ^bb5
    %149 = "llvm.mul"(%37, %8) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %150 = "llvm.add"(%149, %39) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %151 = "llvm.getelementptr"(%arg2, %150) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    "llvm.store"(%147, %151) <{alignment = 4 : i64, ordering = 0 : i64}> : (vector<1xf32>, !llvm.ptr<1>) -> ()
    "llvm.br"()[^bb7] : () -> ()
  ^bb7:  // 2 preds: ^bb5, ^bb6
    "llvm.return"() : () -> ()
  }) {gpu.known_block_size = array<i32: 64, 1, 1>} : () -> ()
  "iree_codegen.dispatch_config"() <{function_ref = @mean_mid_dispatch_0_reduction_8x64x512_f32, subgroup_size = 32 : i64, workgroup_size = array<i64: 64, 1, 1>}> ({
  ^bb0(%arg0: !hal.device):
    %0 = "arith.constant"() <{value = 512 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    "iree_codegen.yield"(%0, %1, %1) : (index, index, index) -> ()
  }) : () -> ()
}) : () -> ()
