"builtin.module"() ({
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<f32 (f32, f32, f32)>, linkage = #llvm.linkage<external>, sym_name = "__nv_fmaf", visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, arg_attrs = [{llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef, llvm.readonly}, {llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef, llvm.readonly}, {llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef}], function_type = !llvm.func<void (ptr<1>, ptr<1>, ptr<1>)>, linkage = #llvm.linkage<external>, sym_name = "matvec_dispatch_0_matvec_like_4096x1024_f16xf16xf32", visibility_ = 0 : i64}> ({
  ^bb0(%arg1: !llvm.ptr<1>, %arg2: !llvm.ptr<1>, %arg3: !llvm.ptr<1>):
    %2 = "llvm.mlir.constant"() <{value = -1 : i32}> : () -> i32
    %3 = "llvm.mlir.poison"() : () -> vector<1xf32>
    %4 = "llvm.mlir.constant"() <{value = 7 : i64}> : () -> i64
    %5 = "llvm.mlir.constant"() <{value = 6 : i64}> : () -> i64
    %6 = "llvm.mlir.constant"() <{value = 5 : i64}> : () -> i64
    %7 = "llvm.mlir.constant"() <{value = 4 : i64}> : () -> i64
    %8 = "llvm.mlir.constant"() <{value = 3 : i64}> : () -> i64
    %9 = "llvm.mlir.constant"() <{value = 2 : i64}> : () -> i64
    %10 = "llvm.mlir.constant"() <{value = 64 : i64}> : () -> i64
    %11 = "llvm.mlir.constant"() <{value = true}> : () -> i1
    %12 = "llvm.mlir.constant"() <{value = 1 : i64}> : () -> i64
    %13 = "llvm.mlir.constant"() <{value = 1024 : i64}> : () -> i64
    %14 = "llvm.mlir.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %15 = "llvm.mlir.constant"() <{value = 128 : i32}> : () -> i32
    %16 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
    %17 = "llvm.mlir.constant"() <{value = 16 : i32}> : () -> i32
    %18 = "llvm.mlir.constant"() <{value = 8 : i32}> : () -> i32
    %19 = "llvm.mlir.constant"() <{value = 4 : i32}> : () -> i32
    %20 = "llvm.mlir.constant"() <{value = 2 : i32}> : () -> i32
    %21 = "llvm.mlir.constant"() <{value = 32 : i32}> : () -> i32
    %22 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
    %23 = "llvm.mlir.constant"() <{value = 0 : i64}> : () -> i64
    %24 = "llvm.mlir.constant"() <{value = dense<0.000000e+00> : vector<1xf32>}> : () -> vector<1xf32>
    %25 = "nvvm.read.ptx.sreg.tid.x"() <{range = #llvm.constant_range<i32, 0, 32>}> : () -> i32
    %26 = "llvm.sext"(%25) : (i32) -> i64
    "llvm.intr.assume"(%11, %arg1, %10) <{op_bundle_sizes = array<i32: 2>, op_bundle_tags = ["align"]}> : (i1, !llvm.ptr<1>, i64) -> ()
    "llvm.intr.assume"(%11, %arg2, %10) <{op_bundle_sizes = array<i32: 2>, op_bundle_tags = ["align"]}> : (i1, !llvm.ptr<1>, i64) -> ()
    "llvm.intr.assume"(%11, %arg3, %10) <{op_bundle_sizes = array<i32: 2>, op_bundle_tags = ["align"]}> : (i1, !llvm.ptr<1>, i64) -> ()
    %27 = "nvvm.read.ptx.sreg.ctaid.x"() <{range = #llvm.constant_range<i32, 0, 4096>}> : () -> i32
    %28 = "llvm.sext"(%27) : (i32) -> i64
    %29 = "llvm.trunc"(%26) <{overflowFlags = 0 : i32}> : (i64) -> i32
    %30 = "llvm.mul"(%29, %18) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    "llvm.br"(%16, %24)[^bb1] : (i32, vector<1xf32>) -> ()
  ^bb1(%31: i32, %32: vector<1xf32>):  // 2 preds: ^bb0, ^bb2
    %33 = "llvm.icmp"(%31, %15) <{predicate = 2 : i64}> : (i32, i32) -> i1
    "llvm.cond_br"(%33)[^bb2, ^bb3] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb2:  // pred: ^bb1
    %34 = "llvm.mul"(%31, %18) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %35 = "llvm.add"(%30, %34) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %36 = "llvm.zext"(%35) : (i32) -> i64
    %37 = "llvm.mul"(%28, %13) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %38 = "llvm.add"(%37, %36) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %39 = "llvm.getelementptr"(%arg1, %38) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %40 = "llvm.load"(%39) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<1>) -> vector<8xf16>
    %41 = "llvm.getelementptr"(%arg2, %36) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %42 = "llvm.load"(%41) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<1>) -> vector<8xf16>
    %43 = "llvm.fpext"(%40) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<8xf16>) -> vector<8xf32>
    %44 = "llvm.fpext"(%42) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<8xf16>) -> vector<8xf32>
    %45 = "llvm.extractelement"(%43, %23) : (vector<8xf32>, i64) -> f32
    %46 = "llvm.extractelement"(%43, %12) : (vector<8xf32>, i64) -> f32
    %47 = "llvm.extractelement"(%43, %9) : (vector<8xf32>, i64) -> f32
    %48 = "llvm.extractelement"(%43, %8) : (vector<8xf32>, i64) -> f32
    %49 = "llvm.extractelement"(%43, %7) : (vector<8xf32>, i64) -> f32
    %50 = "llvm.extractelement"(%43, %6) : (vector<8xf32>, i64) -> f32
    %51 = "llvm.extractelement"(%43, %5) : (vector<8xf32>, i64) -> f32
    %52 = "llvm.extractelement"(%43, %4) : (vector<8xf32>, i64) -> f32
    %53 = "llvm.insertelement"(%3, %45, %16) : (vector<1xf32>, f32, i32) -> vector<1xf32>
    %54 = "llvm.insertelement"(%3, %46, %16) : (vector<1xf32>, f32, i32) -> vector<1xf32>
    %55 = "llvm.insertelement"(%3, %47, %16) : (vector<1xf32>, f32, i32) -> vector<1xf32>
    %56 = "llvm.insertelement"(%3, %48, %16) : (vector<1xf32>, f32, i32) -> vector<1xf32>
    %57 = "llvm.insertelement"(%3, %49, %16) : (vector<1xf32>, f32, i32) -> vector<1xf32>
    %58 = "llvm.insertelement"(%3, %50, %16) : (vector<1xf32>, f32, i32) -> vector<1xf32>
    %59 = "llvm.insertelement"(%3, %51, %16) : (vector<1xf32>, f32, i32) -> vector<1xf32>
    %60 = "llvm.insertelement"(%3, %52, %16) : (vector<1xf32>, f32, i32) -> vector<1xf32>
    %61 = "llvm.extractelement"(%44, %23) : (vector<8xf32>, i64) -> f32
    %62 = "llvm.extractelement"(%44, %12) : (vector<8xf32>, i64) -> f32
    %63 = "llvm.extractelement"(%44, %9) : (vector<8xf32>, i64) -> f32
    %64 = "llvm.extractelement"(%44, %8) : (vector<8xf32>, i64) -> f32
    %65 = "llvm.extractelement"(%44, %7) : (vector<8xf32>, i64) -> f32
    %66 = "llvm.extractelement"(%44, %6) : (vector<8xf32>, i64) -> f32
    %67 = "llvm.extractelement"(%44, %5) : (vector<8xf32>, i64) -> f32
    %68 = "llvm.extractelement"(%44, %4) : (vector<8xf32>, i64) -> f32
    %69 = "llvm.insertelement"(%3, %61, %16) : (vector<1xf32>, f32, i32) -> vector<1xf32>
    %70 = "llvm.insertelement"(%3, %62, %16) : (vector<1xf32>, f32, i32) -> vector<1xf32>
    %71 = "llvm.insertelement"(%3, %63, %16) : (vector<1xf32>, f32, i32) -> vector<1xf32>
    %72 = "llvm.insertelement"(%3, %64, %16) : (vector<1xf32>, f32, i32) -> vector<1xf32>
    %73 = "llvm.insertelement"(%3, %65, %16) : (vector<1xf32>, f32, i32) -> vector<1xf32>
    %74 = "llvm.insertelement"(%3, %66, %16) : (vector<1xf32>, f32, i32) -> vector<1xf32>
    %75 = "llvm.insertelement"(%3, %67, %16) : (vector<1xf32>, f32, i32) -> vector<1xf32>
    %76 = "llvm.insertelement"(%3, %68, %16) : (vector<1xf32>, f32, i32) -> vector<1xf32>
    %77 = "llvm.extractelement"(%60, %23) : (vector<1xf32>, i64) -> f32
    %78 = "llvm.extractelement"(%76, %23) : (vector<1xf32>, i64) -> f32
    %79 = "llvm.extractelement"(%32, %23) : (vector<1xf32>, i64) -> f32
    %80 = "llvm.call"(%77, %78, %79) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %81 = "llvm.insertelement"(%3, %80, %23) : (vector<1xf32>, f32, i64) -> vector<1xf32>
    %82 = "llvm.extractelement"(%59, %23) : (vector<1xf32>, i64) -> f32
    %83 = "llvm.extractelement"(%75, %23) : (vector<1xf32>, i64) -> f32
    %84 = "llvm.extractelement"(%81, %23) : (vector<1xf32>, i64) -> f32
    %85 = "llvm.call"(%82, %83, %84) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %86 = "llvm.insertelement"(%3, %85, %23) : (vector<1xf32>, f32, i64) -> vector<1xf32>
    %87 = "llvm.extractelement"(%58, %23) : (vector<1xf32>, i64) -> f32
    %88 = "llvm.extractelement"(%74, %23) : (vector<1xf32>, i64) -> f32
    %89 = "llvm.extractelement"(%86, %23) : (vector<1xf32>, i64) -> f32
    %90 = "llvm.call"(%87, %88, %89) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %91 = "llvm.insertelement"(%3, %90, %23) : (vector<1xf32>, f32, i64) -> vector<1xf32>
    %92 = "llvm.extractelement"(%57, %23) : (vector<1xf32>, i64) -> f32
    %93 = "llvm.extractelement"(%73, %23) : (vector<1xf32>, i64) -> f32
    %94 = "llvm.extractelement"(%91, %23) : (vector<1xf32>, i64) -> f32
    %95 = "llvm.call"(%92, %93, %94) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %96 = "llvm.insertelement"(%3, %95, %23) : (vector<1xf32>, f32, i64) -> vector<1xf32>
    %97 = "llvm.extractelement"(%56, %23) : (vector<1xf32>, i64) -> f32
    %98 = "llvm.extractelement"(%72, %23) : (vector<1xf32>, i64) -> f32
    %99 = "llvm.extractelement"(%96, %23) : (vector<1xf32>, i64) -> f32
    %100 = "llvm.call"(%97, %98, %99) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %101 = "llvm.insertelement"(%3, %100, %23) : (vector<1xf32>, f32, i64) -> vector<1xf32>
    %102 = "llvm.extractelement"(%55, %23) : (vector<1xf32>, i64) -> f32
    %103 = "llvm.extractelement"(%71, %23) : (vector<1xf32>, i64) -> f32
    %104 = "llvm.extractelement"(%101, %23) : (vector<1xf32>, i64) -> f32
    %105 = "llvm.call"(%102, %103, %104) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %106 = "llvm.insertelement"(%3, %105, %23) : (vector<1xf32>, f32, i64) -> vector<1xf32>
    %107 = "llvm.extractelement"(%54, %23) : (vector<1xf32>, i64) -> f32
    %108 = "llvm.extractelement"(%70, %23) : (vector<1xf32>, i64) -> f32
    %109 = "llvm.extractelement"(%106, %23) : (vector<1xf32>, i64) -> f32
    %110 = "llvm.call"(%107, %108, %109) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %111 = "llvm.insertelement"(%3, %110, %23) : (vector<1xf32>, f32, i64) -> vector<1xf32>
    %112 = "llvm.extractelement"(%53, %23) : (vector<1xf32>, i64) -> f32
    %113 = "llvm.extractelement"(%69, %23) : (vector<1xf32>, i64) -> f32
    %114 = "llvm.extractelement"(%111, %23) : (vector<1xf32>, i64) -> f32
    %115 = "llvm.call"(%112, %113, %114) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %116 = "llvm.insertelement"(%3, %115, %23) : (vector<1xf32>, f32, i64) -> vector<1xf32>
    %117 = "llvm.add"(%31, %21) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    "llvm.br"(%117, %116)[^bb1] : (i32, vector<1xf32>) -> ()
  ^bb3:  // pred: ^bb1
    %118 = "llvm.extractelement"(%32, %23) : (vector<1xf32>, i64) -> f32
    %119 = "llvm.fadd"(%118, %14) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
    %120 = "llvm.sub"(%21, %21) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %121 = "llvm.lshr"(%2, %120) : (i32, i32) -> i32
    %122 = "llvm.sub"(%21, %22) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %123 = "nvvm.shfl.sync"(%121, %119, %22, %122) <{kind = #nvvm.shfl_kind<bfly>}> : (i32, f32, i32, i32) -> f32
    %124 = "llvm.fadd"(%119, %123) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
    %125 = "llvm.sub"(%21, %21) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %126 = "llvm.lshr"(%2, %125) : (i32, i32) -> i32
    %127 = "llvm.sub"(%21, %22) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %128 = "nvvm.shfl.sync"(%126, %124, %20, %127) <{kind = #nvvm.shfl_kind<bfly>}> : (i32, f32, i32, i32) -> f32
    %129 = "llvm.fadd"(%124, %128) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
    %130 = "llvm.sub"(%21, %21) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %131 = "llvm.lshr"(%2, %130) : (i32, i32) -> i32
    %132 = "llvm.sub"(%21, %22) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %133 = "nvvm.shfl.sync"(%131, %129, %19, %132) <{kind = #nvvm.shfl_kind<bfly>}> : (i32, f32, i32, i32) -> f32
    %134 = "llvm.fadd"(%129, %133) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
    %135 = "llvm.sub"(%21, %21) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %136 = "llvm.lshr"(%2, %135) : (i32, i32) -> i32
    %137 = "llvm.sub"(%21, %22) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %138 = "nvvm.shfl.sync"(%136, %134, %18, %137) <{kind = #nvvm.shfl_kind<bfly>}> : (i32, f32, i32, i32) -> f32
    %139 = "llvm.fadd"(%134, %138) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
    %140 = "llvm.sub"(%21, %21) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %141 = "llvm.lshr"(%2, %140) : (i32, i32) -> i32
    %142 = "llvm.sub"(%21, %22) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %143 = "nvvm.shfl.sync"(%141, %139, %17, %142) <{kind = #nvvm.shfl_kind<bfly>}> : (i32, f32, i32, i32) -> f32
    %144 = "llvm.fadd"(%139, %143) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
    %145 = "llvm.fadd"(%144, %14) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
    %146 = "llvm.insertelement"(%3, %145, %16) : (vector<1xf32>, f32, i32) -> vector<1xf32>
    %147 = "llvm.icmp"(%29, %16) <{predicate = 0 : i64}> : (i32, i32) -> i1
    "llvm.cond_br"(%147)[^bb4, ^bb5] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb4:  // pred: ^bb3
    %148 = "llvm.getelementptr"(%arg3, %28) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    "llvm.store"(%146, %148) <{alignment = 4 : i64, ordering = 0 : i64}> : (vector<1xf32>, !llvm.ptr<1>) -> ()
    "llvm.br"()[^bb5] : () -> ()
  ^bb5:  // 2 preds: ^bb3, ^bb4
    "llvm.return"() : () -> ()
  }) {gpu.known_block_size = array<i32: 32, 1, 1>} : () -> ()
  "iree_codegen.dispatch_config"() <{function_ref = @matvec_dispatch_0_matvec_like_4096x1024_f16xf16xf32, subgroup_size = 32 : i64, workgroup_size = array<i64: 32, 1, 1>}> ({
  ^bb0(%arg0: !hal.device):
    %0 = "arith.constant"() <{value = 4096 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    "iree_codegen.yield"(%0, %1, %1) : (index, index, index) -> ()
  }) : () -> ()
}) : () -> ()
