"builtin.module"() ({
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<f32 (f32, f32)>, linkage = #llvm.linkage<external>, sym_name = "__nv_fmaxf", visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<f32 (f32, f32, f32)>, linkage = #llvm.linkage<external>, sym_name = "__nv_fmaf", visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<f32 (f32)>, linkage = #llvm.linkage<external>, sym_name = "__nv_floorf", visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, arg_attrs = [{llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef, llvm.readonly}, {llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef}], function_type = !llvm.func<void (ptr<1>, ptr<1>)>, linkage = #llvm.linkage<external>, sym_name = "softmax_dispatch_0_softmax_32x128xf32_dispatch_tensor_store", visibility_ = 0 : i64}> ({
  ^bb0(%arg1: !llvm.ptr<1>, %arg2: !llvm.ptr<1>):
    %2 = "llvm.mlir.constant"() <{value = 3 : i64}> : () -> i64
    %3 = "llvm.mlir.constant"() <{value = 2 : i64}> : () -> i64
    %4 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
    %5 = "llvm.mlir.poison"() : () -> vector<4xf32>
    %6 = "llvm.mlir.constant"() <{value = -1 : i32}> : () -> i32
    %7 = "llvm.mlir.constant"() <{value = 64 : i64}> : () -> i64
    %8 = "llvm.mlir.constant"() <{value = true}> : () -> i1
    %9 = "llvm.mlir.constant"() <{value = 1 : i64}> : () -> i64
    %10 = "llvm.mlir.constant"() <{value = 128 : i64}> : () -> i64
    %11 = "llvm.mlir.constant"() <{value = dense<127> : vector<4xi32>}> : () -> vector<4xi32>
    %12 = "llvm.mlir.constant"() <{value = dense<23> : vector<4xi32>}> : () -> vector<4xi32>
    %13 = "llvm.mlir.constant"() <{value = dense<1.270000e+02> : vector<4xf32>}> : () -> vector<4xf32>
    %14 = "llvm.mlir.constant"() <{value = dense<-1.270000e+02> : vector<4xf32>}> : () -> vector<4xf32>
    %15 = "llvm.mlir.constant"() <{value = dense<8.880000e+01> : vector<4xf32>}> : () -> vector<4xf32>
    %16 = "llvm.mlir.constant"() <{value = dense<-8.780000e+01> : vector<4xf32>}> : () -> vector<4xf32>
    %17 = "llvm.mlir.constant"() <{value = dense<0.166666657> : vector<4xf32>}> : () -> vector<4xf32>
    %18 = "llvm.mlir.constant"() <{value = dense<0.0416657962> : vector<4xf32>}> : () -> vector<4xf32>
    %19 = "llvm.mlir.constant"() <{value = dense<0.00833345205> : vector<4xf32>}> : () -> vector<4xf32>
    %20 = "llvm.mlir.constant"() <{value = dense<0.00139819994> : vector<4xf32>}> : () -> vector<4xf32>
    %21 = "llvm.mlir.constant"() <{value = dense<1.98756912E-4> : vector<4xf32>}> : () -> vector<4xf32>
    %22 = "llvm.mlir.constant"() <{value = dense<2.12194442E-4> : vector<4xf32>}> : () -> vector<4xf32>
    %23 = "llvm.mlir.constant"() <{value = dense<-0.693359375> : vector<4xf32>}> : () -> vector<4xf32>
    %24 = "llvm.mlir.constant"() <{value = dense<1.44269502> : vector<4xf32>}> : () -> vector<4xf32>
    %25 = "llvm.mlir.constant"() <{value = dense<1.000000e+00> : vector<4xf32>}> : () -> vector<4xf32>
    %26 = "llvm.mlir.constant"() <{value = dense<5.000000e-01> : vector<4xf32>}> : () -> vector<4xf32>
    %27 = "llvm.mlir.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %28 = "llvm.mlir.constant"() <{value = 0xFF800000 : f32}> : () -> f32
    %29 = "llvm.mlir.constant"() <{value = 16 : i32}> : () -> i32
    %30 = "llvm.mlir.constant"() <{value = 8 : i32}> : () -> i32
    %31 = "llvm.mlir.constant"() <{value = 4 : i32}> : () -> i32
    %32 = "llvm.mlir.constant"() <{value = 2 : i32}> : () -> i32
    %33 = "llvm.mlir.constant"() <{value = 32 : i32}> : () -> i32
    %34 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
    %35 = "llvm.mlir.constant"() <{value = 0 : i64}> : () -> i64
    %36 = "nvvm.read.ptx.sreg.tid.x"() <{range = #llvm.constant_range<i32, 0, 32>}> : () -> i32
    %37 = "llvm.sext"(%36) : (i32) -> i64
    "llvm.intr.assume"(%8, %arg1, %7) <{op_bundle_sizes = array<i32: 2>, op_bundle_tags = ["align"]}> : (i1, !llvm.ptr<1>, i64) -> ()
    "llvm.intr.assume"(%8, %arg2, %7) <{op_bundle_sizes = array<i32: 2>, op_bundle_tags = ["align"]}> : (i1, !llvm.ptr<1>, i64) -> ()
    %38 = "nvvm.read.ptx.sreg.ctaid.x"() <{range = #llvm.constant_range<i32, 0, 32>}> : () -> i32
    %39 = "llvm.sext"(%38) : (i32) -> i64
    %40 = "llvm.trunc"(%37) <{overflowFlags = 0 : i32}> : (i64) -> i32
    %41 = "llvm.mul"(%40, %31) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %42 = "llvm.zext"(%41) : (i32) -> i64
    %43 = "llvm.mul"(%39, %10) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %44 = "llvm.add"(%43, %42) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %45 = "llvm.getelementptr"(%arg1, %44) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %46 = "llvm.load"(%45) <{alignment = 4 : i64, ordering = 0 : i64}> : (!llvm.ptr<1>) -> vector<4xf32>
    %47 = "llvm.intr.vector.reduce.fmax"(%46) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<4xf32>) -> f32
    %48 = "llvm.intr.maxnum"(%47, %28) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
    %49 = "llvm.call"(%48, %28) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaxf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 2, 0>}> : (f32, f32) -> f32
    %50 = "llvm.sub"(%33, %33) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %51 = "llvm.lshr"(%6, %50) : (i32, i32) -> i32
    %52 = "llvm.sub"(%33, %34) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %53 = "nvvm.shfl.sync"(%51, %49, %34, %52) <{kind = #nvvm.shfl_kind<bfly>}> : (i32, f32, i32, i32) -> f32
    %54 = "llvm.call"(%49, %53) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaxf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 2, 0>}> : (f32, f32) -> f32
    %55 = "llvm.sub"(%33, %33) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %56 = "llvm.lshr"(%6, %55) : (i32, i32) -> i32
    %57 = "llvm.sub"(%33, %34) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %58 = "nvvm.shfl.sync"(%56, %54, %32, %57) <{kind = #nvvm.shfl_kind<bfly>}> : (i32, f32, i32, i32) -> f32
    %59 = "llvm.call"(%54, %58) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaxf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 2, 0>}> : (f32, f32) -> f32
    %60 = "llvm.sub"(%33, %33) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %61 = "llvm.lshr"(%6, %60) : (i32, i32) -> i32
    %62 = "llvm.sub"(%33, %34) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %63 = "nvvm.shfl.sync"(%61, %59, %31, %62) <{kind = #nvvm.shfl_kind<bfly>}> : (i32, f32, i32, i32) -> f32
    %64 = "llvm.call"(%59, %63) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaxf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 2, 0>}> : (f32, f32) -> f32
    %65 = "llvm.sub"(%33, %33) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %66 = "llvm.lshr"(%6, %65) : (i32, i32) -> i32
    %67 = "llvm.sub"(%33, %34) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %68 = "nvvm.shfl.sync"(%66, %64, %30, %67) <{kind = #nvvm.shfl_kind<bfly>}> : (i32, f32, i32, i32) -> f32
    %69 = "llvm.call"(%64, %68) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaxf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 2, 0>}> : (f32, f32) -> f32
    %70 = "llvm.sub"(%33, %33) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %71 = "llvm.lshr"(%6, %70) : (i32, i32) -> i32
    %72 = "llvm.sub"(%33, %34) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %73 = "nvvm.shfl.sync"(%71, %69, %29, %72) <{kind = #nvvm.shfl_kind<bfly>}> : (i32, f32, i32, i32) -> f32
    %74 = "llvm.call"(%69, %73) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaxf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 2, 0>}> : (f32, f32) -> f32
    %75 = "llvm.insertelement"(%5, %74, %4) : (vector<4xf32>, f32, i32) -> vector<4xf32>
    %76 = "llvm.shufflevector"(%75, %5) <{mask = array<i32: 0, 0, 0, 0>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
    %77 = "llvm.fsub"(%46, %76) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
    %78 = "llvm.fcmp"(%77, %16) <{fastmathFlags = #llvm.fastmath<none>, predicate = 10 : i64}> : (vector<4xf32>, vector<4xf32>) -> vector<4xi1>
    %79 = "llvm.select"(%78, %77, %16) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<4xi1>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
    %80 = "llvm.fcmp"(%79, %15) <{fastmathFlags = #llvm.fastmath<none>, predicate = 12 : i64}> : (vector<4xf32>, vector<4xf32>) -> vector<4xi1>
    %81 = "llvm.select"(%80, %79, %15) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<4xi1>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
    %82 = "llvm.extractelement"(%81, %35) : (vector<4xf32>, i64) -> f32
    %83 = "llvm.extractelement"(%24, %35) : (vector<4xf32>, i64) -> f32
    %84 = "llvm.extractelement"(%26, %35) : (vector<4xf32>, i64) -> f32
    %85 = "llvm.call"(%82, %83, %84) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %86 = "llvm.insertelement"(%5, %85, %35) : (vector<4xf32>, f32, i64) -> vector<4xf32>
    %87 = "llvm.extractelement"(%81, %9) : (vector<4xf32>, i64) -> f32
    %88 = "llvm.extractelement"(%24, %9) : (vector<4xf32>, i64) -> f32
    %89 = "llvm.extractelement"(%26, %9) : (vector<4xf32>, i64) -> f32
    %90 = "llvm.call"(%87, %88, %89) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %91 = "llvm.insertelement"(%86, %90, %9) : (vector<4xf32>, f32, i64) -> vector<4xf32>
    %92 = "llvm.extractelement"(%81, %3) : (vector<4xf32>, i64) -> f32
    %93 = "llvm.extractelement"(%24, %3) : (vector<4xf32>, i64) -> f32
    %94 = "llvm.extractelement"(%26, %3) : (vector<4xf32>, i64) -> f32
    %95 = "llvm.call"(%92, %93, %94) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %96 = "llvm.insertelement"(%91, %95, %3) : (vector<4xf32>, f32, i64) -> vector<4xf32>
    %97 = "llvm.extractelement"(%81, %2) : (vector<4xf32>, i64) -> f32
    %98 = "llvm.extractelement"(%24, %2) : (vector<4xf32>, i64) -> f32
    %99 = "llvm.extractelement"(%26, %2) : (vector<4xf32>, i64) -> f32
    %100 = "llvm.call"(%97, %98, %99) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %101 = "llvm.insertelement"(%96, %100, %2) : (vector<4xf32>, f32, i64) -> vector<4xf32>
    %102 = "llvm.extractelement"(%101, %35) : (vector<4xf32>, i64) -> f32
    %103 = "llvm.call"(%102) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_floorf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (f32) -> f32
    %104 = "llvm.insertelement"(%5, %103, %35) : (vector<4xf32>, f32, i64) -> vector<4xf32>
    %105 = "llvm.extractelement"(%101, %9) : (vector<4xf32>, i64) -> f32
    %106 = "llvm.call"(%105) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_floorf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (f32) -> f32
    %107 = "llvm.insertelement"(%104, %106, %9) : (vector<4xf32>, f32, i64) -> vector<4xf32>
    %108 = "llvm.extractelement"(%101, %3) : (vector<4xf32>, i64) -> f32
    %109 = "llvm.call"(%108) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_floorf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (f32) -> f32
    %110 = "llvm.insertelement"(%107, %109, %3) : (vector<4xf32>, f32, i64) -> vector<4xf32>
    %111 = "llvm.extractelement"(%101, %2) : (vector<4xf32>, i64) -> f32
    %112 = "llvm.call"(%111) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_floorf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (f32) -> f32
    %113 = "llvm.insertelement"(%110, %112, %2) : (vector<4xf32>, f32, i64) -> vector<4xf32>
    %114 = "llvm.fcmp"(%113, %14) <{fastmathFlags = #llvm.fastmath<none>, predicate = 10 : i64}> : (vector<4xf32>, vector<4xf32>) -> vector<4xi1>
    %115 = "llvm.select"(%114, %113, %14) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<4xi1>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
    %116 = "llvm.fcmp"(%115, %13) <{fastmathFlags = #llvm.fastmath<none>, predicate = 12 : i64}> : (vector<4xf32>, vector<4xf32>) -> vector<4xi1>
    %117 = "llvm.select"(%116, %115, %13) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<4xi1>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
    %118 = "llvm.extractelement"(%23, %35) : (vector<4xf32>, i64) -> f32
    %119 = "llvm.extractelement"(%117, %35) : (vector<4xf32>, i64) -> f32
    %120 = "llvm.extractelement"(%81, %35) : (vector<4xf32>, i64) -> f32
    %121 = "llvm.call"(%118, %119, %120) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %122 = "llvm.insertelement"(%5, %121, %35) : (vector<4xf32>, f32, i64) -> vector<4xf32>
    %123 = "llvm.extractelement"(%23, %9) : (vector<4xf32>, i64) -> f32
    %124 = "llvm.extractelement"(%117, %9) : (vector<4xf32>, i64) -> f32
    %125 = "llvm.extractelement"(%81, %9) : (vector<4xf32>, i64) -> f32
    %126 = "llvm.call"(%123, %124, %125) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %127 = "llvm.insertelement"(%122, %126, %9) : (vector<4xf32>, f32, i64) -> vector<4xf32>
    %128 = "llvm.extractelement"(%23, %3) : (vector<4xf32>, i64) -> f32
    %129 = "llvm.extractelement"(%117, %3) : (vector<4xf32>, i64) -> f32
    %130 = "llvm.extractelement"(%81, %3) : (vector<4xf32>, i64) -> f32
    %131 = "llvm.call"(%128, %129, %130) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %132 = "llvm.insertelement"(%127, %131, %3) : (vector<4xf32>, f32, i64) -> vector<4xf32>
    %133 = "llvm.extractelement"(%23, %2) : (vector<4xf32>, i64) -> f32
    %134 = "llvm.extractelement"(%117, %2) : (vector<4xf32>, i64) -> f32
    %135 = "llvm.extractelement"(%81, %2) : (vector<4xf32>, i64) -> f32
    %136 = "llvm.call"(%133, %134, %135) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %137 = "llvm.insertelement"(%132, %136, %2) : (vector<4xf32>, f32, i64) -> vector<4xf32>
    %138 = "llvm.extractelement"(%22, %35) : (vector<4xf32>, i64) -> f32
    %139 = "llvm.extractelement"(%117, %35) : (vector<4xf32>, i64) -> f32
    %140 = "llvm.extractelement"(%137, %35) : (vector<4xf32>, i64) -> f32
    %141 = "llvm.call"(%138, %139, %140) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %142 = "llvm.insertelement"(%5, %141, %35) : (vector<4xf32>, f32, i64) -> vector<4xf32>
    %143 = "llvm.extractelement"(%22, %9) : (vector<4xf32>, i64) -> f32
    %144 = "llvm.extractelement"(%117, %9) : (vector<4xf32>, i64) -> f32
    %145 = "llvm.extractelement"(%137, %9) : (vector<4xf32>, i64) -> f32
    %146 = "llvm.call"(%143, %144, %145) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %147 = "llvm.insertelement"(%142, %146, %9) : (vector<4xf32>, f32, i64) -> vector<4xf32>
    %148 = "llvm.extractelement"(%22, %3) : (vector<4xf32>, i64) -> f32
    %149 = "llvm.extractelement"(%117, %3) : (vector<4xf32>, i64) -> f32
    %150 = "llvm.extractelement"(%137, %3) : (vector<4xf32>, i64) -> f32
    %151 = "llvm.call"(%148, %149, %150) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %152 = "llvm.insertelement"(%147, %151, %3) : (vector<4xf32>, f32, i64) -> vector<4xf32>
    %153 = "llvm.extractelement"(%22, %2) : (vector<4xf32>, i64) -> f32
    %154 = "llvm.extractelement"(%117, %2) : (vector<4xf32>, i64) -> f32
    %155 = "llvm.extractelement"(%137, %2) : (vector<4xf32>, i64) -> f32
    %156 = "llvm.call"(%153, %154, %155) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %157 = "llvm.insertelement"(%152, %156, %2) : (vector<4xf32>, f32, i64) -> vector<4xf32>
    %158 = "llvm.extractelement"(%157, %35) : (vector<4xf32>, i64) -> f32
    %159 = "llvm.extractelement"(%21, %35) : (vector<4xf32>, i64) -> f32
    %160 = "llvm.extractelement"(%20, %35) : (vector<4xf32>, i64) -> f32
    %161 = "llvm.call"(%158, %159, %160) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %162 = "llvm.insertelement"(%5, %161, %35) : (vector<4xf32>, f32, i64) -> vector<4xf32>
    %163 = "llvm.extractelement"(%157, %9) : (vector<4xf32>, i64) -> f32
    %164 = "llvm.extractelement"(%21, %9) : (vector<4xf32>, i64) -> f32
    %165 = "llvm.extractelement"(%20, %9) : (vector<4xf32>, i64) -> f32
    %166 = "llvm.call"(%163, %164, %165) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %167 = "llvm.insertelement"(%162, %166, %9) : (vector<4xf32>, f32, i64) -> vector<4xf32>
    %168 = "llvm.extractelement"(%157, %3) : (vector<4xf32>, i64) -> f32
    %169 = "llvm.extractelement"(%21, %3) : (vector<4xf32>, i64) -> f32
    %170 = "llvm.extractelement"(%20, %3) : (vector<4xf32>, i64) -> f32
    %171 = "llvm.call"(%168, %169, %170) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %172 = "llvm.insertelement"(%167, %171, %3) : (vector<4xf32>, f32, i64) -> vector<4xf32>
    %173 = "llvm.extractelement"(%157, %2) : (vector<4xf32>, i64) -> f32
    %174 = "llvm.extractelement"(%21, %2) : (vector<4xf32>, i64) -> f32
    %175 = "llvm.extractelement"(%20, %2) : (vector<4xf32>, i64) -> f32
    %176 = "llvm.call"(%173, %174, %175) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %177 = "llvm.insertelement"(%172, %176, %2) : (vector<4xf32>, f32, i64) -> vector<4xf32>
    %178 = "llvm.extractelement"(%177, %35) : (vector<4xf32>, i64) -> f32
    %179 = "llvm.extractelement"(%157, %35) : (vector<4xf32>, i64) -> f32
    %180 = "llvm.extractelement"(%19, %35) : (vector<4xf32>, i64) -> f32
    %181 = "llvm.call"(%178, %179, %180) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %182 = "llvm.insertelement"(%5, %181, %35) : (vector<4xf32>, f32, i64) -> vector<4xf32>
    %183 = "llvm.extractelement"(%177, %9) : (vector<4xf32>, i64) -> f32
    %184 = "llvm.extractelement"(%157, %9) : (vector<4xf32>, i64) -> f32
    %185 = "llvm.extractelement"(%19, %9) : (vector<4xf32>, i64) -> f32
    %186 = "llvm.call"(%183, %184, %185) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %187 = "llvm.insertelement"(%182, %186, %9) : (vector<4xf32>, f32, i64) -> vector<4xf32>
    %188 = "llvm.extractelement"(%177, %3) : (vector<4xf32>, i64) -> f32
    %189 = "llvm.extractelement"(%157, %3) : (vector<4xf32>, i64) -> f32
    %190 = "llvm.extractelement"(%19, %3) : (vector<4xf32>, i64) -> f32
    %191 = "llvm.call"(%188, %189, %190) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %192 = "llvm.insertelement"(%187, %191, %3) : (vector<4xf32>, f32, i64) -> vector<4xf32>
    %193 = "llvm.extractelement"(%177, %2) : (vector<4xf32>, i64) -> f32
    %194 = "llvm.extractelement"(%157, %2) : (vector<4xf32>, i64) -> f32
    %195 = "llvm.extractelement"(%19, %2) : (vector<4xf32>, i64) -> f32
    %196 = "llvm.call"(%193, %194, %195) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %197 = "llvm.insertelement"(%192, %196, %2) : (vector<4xf32>, f32, i64) -> vector<4xf32>
    %198 = "llvm.extractelement"(%197, %35) : (vector<4xf32>, i64) -> f32
    %199 = "llvm.extractelement"(%157, %35) : (vector<4xf32>, i64) -> f32
    %200 = "llvm.extractelement"(%18, %35) : (vector<4xf32>, i64) -> f32
    %201 = "llvm.call"(%198, %199, %200) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %202 = "llvm.insertelement"(%5, %201, %35) : (vector<4xf32>, f32, i64) -> vector<4xf32>
    %203 = "llvm.extractelement"(%197, %9) : (vector<4xf32>, i64) -> f32
    %204 = "llvm.extractelement"(%157, %9) : (vector<4xf32>, i64) -> f32
    %205 = "llvm.extractelement"(%18, %9) : (vector<4xf32>, i64) -> f32
    %206 = "llvm.call"(%203, %204, %205) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %207 = "llvm.insertelement"(%202, %206, %9) : (vector<4xf32>, f32, i64) -> vector<4xf32>
    %208 = "llvm.extractelement"(%197, %3) : (vector<4xf32>, i64) -> f32
    %209 = "llvm.extractelement"(%157, %3) : (vector<4xf32>, i64) -> f32
    %210 = "llvm.extractelement"(%18, %3) : (vector<4xf32>, i64) -> f32
    %211 = "llvm.call"(%208, %209, %210) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %212 = "llvm.insertelement"(%207, %211, %3) : (vector<4xf32>, f32, i64) -> vector<4xf32>
    %213 = "llvm.extractelement"(%197, %2) : (vector<4xf32>, i64) -> f32
    %214 = "llvm.extractelement"(%157, %2) : (vector<4xf32>, i64) -> f32
    %215 = "llvm.extractelement"(%18, %2) : (vector<4xf32>, i64) -> f32
    %216 = "llvm.call"(%213, %214, %215) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %217 = "llvm.insertelement"(%212, %216, %2) : (vector<4xf32>, f32, i64) -> vector<4xf32>
    %218 = "llvm.extractelement"(%217, %35) : (vector<4xf32>, i64) -> f32
    %219 = "llvm.extractelement"(%157, %35) : (vector<4xf32>, i64) -> f32
    %220 = "llvm.extractelement"(%17, %35) : (vector<4xf32>, i64) -> f32
    %221 = "llvm.call"(%218, %219, %220) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %222 = "llvm.insertelement"(%5, %221, %35) : (vector<4xf32>, f32, i64) -> vector<4xf32>
    %223 = "llvm.extractelement"(%217, %9) : (vector<4xf32>, i64) -> f32
    %224 = "llvm.extractelement"(%157, %9) : (vector<4xf32>, i64) -> f32
    %225 = "llvm.extractelement"(%17, %9) : (vector<4xf32>, i64) -> f32
    %226 = "llvm.call"(%223, %224, %225) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %227 = "llvm.insertelement"(%222, %226, %9) : (vector<4xf32>, f32, i64) -> vector<4xf32>
    %228 = "llvm.extractelement"(%217, %3) : (vector<4xf32>, i64) -> f32
    %229 = "llvm.extractelement"(%157, %3) : (vector<4xf32>, i64) -> f32
    %230 = "llvm.extractelement"(%17, %3) : (vector<4xf32>, i64) -> f32
    %231 = "llvm.call"(%228, %229, %230) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %232 = "llvm.insertelement"(%227, %231, %3) : (vector<4xf32>, f32, i64) -> vector<4xf32>
    %233 = "llvm.extractelement"(%217, %2) : (vector<4xf32>, i64) -> f32
    %234 = "llvm.extractelement"(%157, %2) : (vector<4xf32>, i64) -> f32
    %235 = "llvm.extractelement"(%17, %2) : (vector<4xf32>, i64) -> f32
    %236 = "llvm.call"(%233, %234, %235) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %237 = "llvm.insertelement"(%232, %236, %2) : (vector<4xf32>, f32, i64) -> vector<4xf32>
    %238 = "llvm.extractelement"(%237, %35) : (vector<4xf32>, i64) -> f32
    %239 = "llvm.extractelement"(%157, %35) : (vector<4xf32>, i64) -> f32
    %240 = "llvm.extractelement"(%26, %35) : (vector<4xf32>, i64) -> f32
    %241 = "llvm.call"(%238, %239, %240) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %242 = "llvm.insertelement"(%5, %241, %35) : (vector<4xf32>, f32, i64) -> vector<4xf32>
    %243 = "llvm.extractelement"(%237, %9) : (vector<4xf32>, i64) -> f32
    %244 = "llvm.extractelement"(%157, %9) : (vector<4xf32>, i64) -> f32
    %245 = "llvm.extractelement"(%26, %9) : (vector<4xf32>, i64) -> f32
    %246 = "llvm.call"(%243, %244, %245) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %247 = "llvm.insertelement"(%242, %246, %9) : (vector<4xf32>, f32, i64) -> vector<4xf32>
    %248 = "llvm.extractelement"(%237, %3) : (vector<4xf32>, i64) -> f32
    %249 = "llvm.extractelement"(%157, %3) : (vector<4xf32>, i64) -> f32
    %250 = "llvm.extractelement"(%26, %3) : (vector<4xf32>, i64) -> f32
    %251 = "llvm.call"(%248, %249, %250) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %252 = "llvm.insertelement"(%247, %251, %3) : (vector<4xf32>, f32, i64) -> vector<4xf32>
    %253 = "llvm.extractelement"(%237, %2) : (vector<4xf32>, i64) -> f32
    %254 = "llvm.extractelement"(%157, %2) : (vector<4xf32>, i64) -> f32
    %255 = "llvm.extractelement"(%26, %2) : (vector<4xf32>, i64) -> f32
    %256 = "llvm.call"(%253, %254, %255) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %257 = "llvm.insertelement"(%252, %256, %2) : (vector<4xf32>, f32, i64) -> vector<4xf32>
    %258 = "llvm.fmul"(%157, %157) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
    %259 = "llvm.extractelement"(%257, %35) : (vector<4xf32>, i64) -> f32
    %260 = "llvm.extractelement"(%258, %35) : (vector<4xf32>, i64) -> f32
    %261 = "llvm.extractelement"(%157, %35) : (vector<4xf32>, i64) -> f32
    %262 = "llvm.call"(%259, %260, %261) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %263 = "llvm.insertelement"(%5, %262, %35) : (vector<4xf32>, f32, i64) -> vector<4xf32>
    %264 = "llvm.extractelement"(%257, %9) : (vector<4xf32>, i64) -> f32
    %265 = "llvm.extractelement"(%258, %9) : (vector<4xf32>, i64) -> f32
    %266 = "llvm.extractelement"(%157, %9) : (vector<4xf32>, i64) -> f32
    %267 = "llvm.call"(%264, %265, %266) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %268 = "llvm.insertelement"(%263, %267, %9) : (vector<4xf32>, f32, i64) -> vector<4xf32>
    %269 = "llvm.extractelement"(%257, %3) : (vector<4xf32>, i64) -> f32
    %270 = "llvm.extractelement"(%258, %3) : (vector<4xf32>, i64) -> f32
    %271 = "llvm.extractelement"(%157, %3) : (vector<4xf32>, i64) -> f32
    %272 = "llvm.call"(%269, %270, %271) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %273 = "llvm.insertelement"(%268, %272, %3) : (vector<4xf32>, f32, i64) -> vector<4xf32>
    %274 = "llvm.extractelement"(%257, %2) : (vector<4xf32>, i64) -> f32
    %275 = "llvm.extractelement"(%258, %2) : (vector<4xf32>, i64) -> f32
    %276 = "llvm.extractelement"(%157, %2) : (vector<4xf32>, i64) -> f32
    %277 = "llvm.call"(%274, %275, %276) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %278 = "llvm.insertelement"(%273, %277, %2) : (vector<4xf32>, f32, i64) -> vector<4xf32>
    %279 = "llvm.fadd"(%278, %25) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
    %280 = "llvm.fptosi"(%117) : (vector<4xf32>) -> vector<4xi32>
    %281 = "llvm.add"(%280, %11) <{overflowFlags = 0 : i32}> : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %282 = "llvm.shl"(%281, %12) <{overflowFlags = 0 : i32}> : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %283 = "llvm.bitcast"(%282) : (vector<4xi32>) -> vector<4xf32>
    %284 = "llvm.fmul"(%279, %283) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
    %285 = "llvm.intr.vector.reduce.fadd"(%27, %284) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<4xf32>) -> f32
    %286 = "llvm.fadd"(%285, %27) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
    %287 = "llvm.fadd"(%286, %27) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
    %288 = "llvm.sub"(%33, %33) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %289 = "llvm.lshr"(%6, %288) : (i32, i32) -> i32
    %290 = "llvm.sub"(%33, %34) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %291 = "nvvm.shfl.sync"(%289, %287, %34, %290) <{kind = #nvvm.shfl_kind<bfly>}> : (i32, f32, i32, i32) -> f32
    %292 = "llvm.fadd"(%287, %291) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
    %293 = "llvm.sub"(%33, %33) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %294 = "llvm.lshr"(%6, %293) : (i32, i32) -> i32
    %295 = "llvm.sub"(%33, %34) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %296 = "nvvm.shfl.sync"(%294, %292, %32, %295) <{kind = #nvvm.shfl_kind<bfly>}> : (i32, f32, i32, i32) -> f32
    %297 = "llvm.fadd"(%292, %296) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
    %298 = "llvm.sub"(%33, %33) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %299 = "llvm.lshr"(%6, %298) : (i32, i32) -> i32
    %300 = "llvm.sub"(%33, %34) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %301 = "nvvm.shfl.sync"(%299, %297, %31, %300) <{kind = #nvvm.shfl_kind<bfly>}> : (i32, f32, i32, i32) -> f32
    %302 = "llvm.fadd"(%297, %301) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
    %303 = "llvm.sub"(%33, %33) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %304 = "llvm.lshr"(%6, %303) : (i32, i32) -> i32
    %305 = "llvm.sub"(%33, %34) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %306 = "nvvm.shfl.sync"(%304, %302, %30, %305) <{kind = #nvvm.shfl_kind<bfly>}> : (i32, f32, i32, i32) -> f32
    %307 = "llvm.fadd"(%302, %306) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
    %308 = "llvm.sub"(%33, %33) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %309 = "llvm.lshr"(%6, %308) : (i32, i32) -> i32
    %310 = "llvm.sub"(%33, %34) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %311 = "nvvm.shfl.sync"(%309, %307, %29, %310) <{kind = #nvvm.shfl_kind<bfly>}> : (i32, f32, i32, i32) -> f32
    %312 = "llvm.fadd"(%307, %311) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
    %313 = "llvm.fadd"(%312, %27) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
    %314 = "llvm.insertelement"(%5, %313, %4) : (vector<4xf32>, f32, i32) -> vector<4xf32>
    %315 = "llvm.shufflevector"(%314, %5) <{mask = array<i32: 0, 0, 0, 0>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
    %316 = "llvm.fdiv"(%284, %315) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
    %317 = "llvm.mul"(%39, %10) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %318 = "llvm.add"(%317, %42) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %319 = "llvm.getelementptr"(%arg2, %318) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    "llvm.store"(%316, %319) <{alignment = 4 : i64, ordering = 0 : i64}> : (vector<4xf32>, !llvm.ptr<1>) -> ()
    "llvm.return"() : () -> ()
  }) {gpu.known_block_size = array<i32: 32, 1, 1>} : () -> ()
  "iree_codegen.dispatch_config"() <{function_ref = @softmax_dispatch_0_softmax_32x128xf32_dispatch_tensor_store, subgroup_size = 32 : i64, workgroup_size = array<i64: 32, 1, 1>}> ({
  ^bb0(%arg0: !hal.device):
    %0 = "arith.constant"() <{value = 32 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    "iree_codegen.yield"(%0, %1, %1) : (index, index, index) -> ()
  }) : () -> ()
}) : () -> ()
