"builtin.module"() ({
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<f32 (f32, f32, f32)>, linkage = #llvm.linkage<external>, sym_name = "__nv_fmaf", visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<f32 (f32)>, linkage = #llvm.linkage<external>, sym_name = "__nv_floorf", visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, arg_attrs = [{llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef, llvm.readonly}, {llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef}], function_type = !llvm.func<void (ptr<1>, ptr<1>)>, linkage = #llvm.linkage<external>, sym_name = "colsum_dispatch_0_reduction_96x1024_f32", visibility_ = 0 : i64}> ({
  ^bb0(%arg1: !llvm.ptr<1>, %arg2: !llvm.ptr<1>):
    %2 = "llvm.mlir.constant"() <{value = 3 : i64}> : () -> i64
    %3 = "llvm.mlir.constant"() <{value = 2 : i64}> : () -> i64
    %4 = "llvm.mlir.poison"() : () -> vector<4xf32>
    %5 = "llvm.mlir.poison"() : () -> vector<1xf32>
    %6 = "llvm.mlir.constant"() <{value = 64 : i64}> : () -> i64
    %7 = "llvm.mlir.constant"() <{value = true}> : () -> i1
    %8 = "llvm.mlir.constant"() <{value = 1 : i64}> : () -> i64
    %9 = "llvm.mlir.constant"() <{value = 96 : i64}> : () -> i64
    %10 = "llvm.mlir.constant"() <{value = 23 : i32}> : () -> i32
    %11 = "llvm.mlir.constant"() <{value = 127 : i32}> : () -> i32
    %12 = "llvm.mlir.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
    %13 = "llvm.mlir.constant"() <{value = 5.000000e-01 : f32}> : () -> f32
    %14 = "llvm.mlir.constant"() <{value = 0.166666657 : f32}> : () -> f32
    %15 = "llvm.mlir.constant"() <{value = 0.0416657962 : f32}> : () -> f32
    %16 = "llvm.mlir.constant"() <{value = 0.00833345205 : f32}> : () -> f32
    %17 = "llvm.mlir.constant"() <{value = 0.00139819994 : f32}> : () -> f32
    %18 = "llvm.mlir.constant"() <{value = 1.98756912E-4 : f32}> : () -> f32
    %19 = "llvm.mlir.constant"() <{value = dense<1.270000e+02> : vector<1xf32>}> : () -> vector<1xf32>
    %20 = "llvm.mlir.constant"() <{value = dense<-1.270000e+02> : vector<1xf32>}> : () -> vector<1xf32>
    %21 = "llvm.mlir.constant"() <{value = dense<8.880000e+01> : vector<1xf32>}> : () -> vector<1xf32>
    %22 = "llvm.mlir.constant"() <{value = dense<-8.780000e+01> : vector<1xf32>}> : () -> vector<1xf32>
    %23 = "llvm.mlir.constant"() <{value = dense<2.12194442E-4> : vector<1xf32>}> : () -> vector<1xf32>
    %24 = "llvm.mlir.constant"() <{value = dense<-0.693359375> : vector<1xf32>}> : () -> vector<1xf32>
    %25 = "llvm.mlir.constant"() <{value = dense<1.44269502> : vector<1xf32>}> : () -> vector<1xf32>
    %26 = "llvm.mlir.constant"() <{value = dense<5.000000e-01> : vector<1xf32>}> : () -> vector<1xf32>
    %27 = "llvm.mlir.constant"() <{value = 3 : i32}> : () -> i32
    %28 = "llvm.mlir.constant"() <{value = 2 : i32}> : () -> i32
    %29 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
    %30 = "llvm.mlir.constant"() <{value = 4 : i32}> : () -> i32
    %31 = "llvm.mlir.constant"() <{value = 1024 : i32}> : () -> i32
    %32 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
    %33 = "llvm.mlir.constant"() <{value = 32 : i32}> : () -> i32
    %34 = "llvm.mlir.constant"() <{value = 0 : i64}> : () -> i64
    %35 = "llvm.mlir.constant"() <{value = dense<0.000000e+00> : vector<1xf32>}> : () -> vector<1xf32>
    %36 = "nvvm.read.ptx.sreg.tid.x"() <{range = #llvm.constant_range<i32, 0, 32>}> : () -> i32
    %37 = "llvm.sext"(%36) : (i32) -> i64
    "llvm.intr.assume"(%7, %arg1, %6) <{op_bundle_sizes = array<i32: 2>, op_bundle_tags = ["align"]}> : (i1, !llvm.ptr<1>, i64) -> ()
    "llvm.intr.assume"(%7, %arg2, %6) <{op_bundle_sizes = array<i32: 2>, op_bundle_tags = ["align"]}> : (i1, !llvm.ptr<1>, i64) -> ()
    %38 = "nvvm.read.ptx.sreg.ctaid.x"() <{range = #llvm.constant_range<i32, 0, 3>}> : () -> i32
    %39 = "llvm.sext"(%38) : (i32) -> i64
    %40 = "llvm.trunc"(%39) <{overflowFlags = 0 : i32}> : (i64) -> i32
    %41 = "llvm.mul"(%40, %33) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %42 = "llvm.trunc"(%37) <{overflowFlags = 0 : i32}> : (i64) -> i32
    %43 = "llvm.add"(%42, %41) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %44 = "llvm.zext"(%43) : (i32) -> i64
    "llvm.br"(%32, %35)[^bb1] : (i32, vector<1xf32>) -> ()
  ^bb1(%45: i32, %46: vector<1xf32>):  // 2 preds: ^bb0, ^bb2
    %47 = "llvm.icmp"(%45, %31) <{predicate = 2 : i64}> : (i32, i32) -> i1
    "llvm.cond_br"(%47)[^bb2, ^bb3] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb2:  // pred: ^bb1
    %48 = "llvm.zext"(%45) : (i32) -> i64
    %49 = "llvm.mul"(%48, %9) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %50 = "llvm.add"(%49, %44) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %51 = "llvm.getelementptr"(%arg1, %50) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %52 = "llvm.load"(%51) <{alignment = 4 : i64, ordering = 0 : i64}> : (!llvm.ptr<1>) -> vector<1xf32>
    %53 = "llvm.add"(%45, %29) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %54 = "llvm.zext"(%53) : (i32) -> i64
    %55 = "llvm.mul"(%54, %9) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %56 = "llvm.add"(%55, %44) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %57 = "llvm.getelementptr"(%arg1, %56) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %58 = "llvm.load"(%57) <{alignment = 4 : i64, ordering = 0 : i64}> : (!llvm.ptr<1>) -> vector<1xf32>
    %59 = "llvm.add"(%45, %28) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %60 = "llvm.zext"(%59) : (i32) -> i64
    %61 = "llvm.mul"(%60, %9) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %62 = "llvm.add"(%61, %44) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %63 = "llvm.getelementptr"(%arg1, %62) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %64 = "llvm.load"(%63) <{alignment = 4 : i64, ordering = 0 : i64}> : (!llvm.ptr<1>) -> vector<1xf32>
    %65 = "llvm.add"(%45, %27) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %66 = "llvm.zext"(%65) : (i32) -> i64
    %67 = "llvm.mul"(%66, %9) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %68 = "llvm.add"(%67, %44) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %69 = "llvm.getelementptr"(%arg1, %68) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %70 = "llvm.load"(%69) <{alignment = 4 : i64, ordering = 0 : i64}> : (!llvm.ptr<1>) -> vector<1xf32>
    %71 = "llvm.fcmp"(%52, %22) <{fastmathFlags = #llvm.fastmath<none>, predicate = 10 : i64}> : (vector<1xf32>, vector<1xf32>) -> vector<1xi1>
    %72 = "llvm.select"(%71, %52, %22) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<1xi1>, vector<1xf32>, vector<1xf32>) -> vector<1xf32>
    %73 = "llvm.fcmp"(%72, %21) <{fastmathFlags = #llvm.fastmath<none>, predicate = 12 : i64}> : (vector<1xf32>, vector<1xf32>) -> vector<1xi1>
    %74 = "llvm.select"(%73, %72, %21) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<1xi1>, vector<1xf32>, vector<1xf32>) -> vector<1xf32>
    %75 = "llvm.extractelement"(%74, %34) : (vector<1xf32>, i64) -> f32
    %76 = "llvm.extractelement"(%25, %34) : (vector<1xf32>, i64) -> f32
    %77 = "llvm.extractelement"(%26, %34) : (vector<1xf32>, i64) -> f32
    %78 = "llvm.call"(%75, %76, %77) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %79 = "llvm.insertelement"(%5, %78, %34) : (vector<1xf32>, f32, i64) -> vector<1xf32>
    %80 = "llvm.extractelement"(%79, %34) : (vector<1xf32>, i64) -> f32
    %81 = "llvm.call"(%80) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_floorf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (f32) -> f32
    %82 = "llvm.insertelement"(%5, %81, %34) : (vector<1xf32>, f32, i64) -> vector<1xf32>
    %83 = "llvm.fcmp"(%82, %20) <{fastmathFlags = #llvm.fastmath<none>, predicate = 10 : i64}> : (vector<1xf32>, vector<1xf32>) -> vector<1xi1>
    %84 = "llvm.select"(%83, %82, %20) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<1xi1>, vector<1xf32>, vector<1xf32>) -> vector<1xf32>
    %85 = "llvm.fcmp"(%84, %19) <{fastmathFlags = #llvm.fastmath<none>, predicate = 12 : i64}> : (vector<1xf32>, vector<1xf32>) -> vector<1xi1>
    %86 = "llvm.select"(%85, %84, %19) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<1xi1>, vector<1xf32>, vector<1xf32>) -> vector<1xf32>
    %87 = "llvm.extractelement"(%24, %34) : (vector<1xf32>, i64) -> f32
    %88 = "llvm.extractelement"(%86, %34) : (vector<1xf32>, i64) -> f32
    %89 = "llvm.extractelement"(%74, %34) : (vector<1xf32>, i64) -> f32
    %90 = "llvm.call"(%87, %88, %89) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %91 = "llvm.insertelement"(%5, %90, %34) : (vector<1xf32>, f32, i64) -> vector<1xf32>
    %92 = "llvm.extractelement"(%23, %34) : (vector<1xf32>, i64) -> f32
    %93 = "llvm.extractelement"(%86, %34) : (vector<1xf32>, i64) -> f32
    %94 = "llvm.extractelement"(%91, %34) : (vector<1xf32>, i64) -> f32
    %95 = "llvm.call"(%92, %93, %94) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %96 = "llvm.insertelement"(%5, %95, %34) : (vector<1xf32>, f32, i64) -> vector<1xf32>
    %97 = "llvm.extractelement"(%96, %34) : (vector<1xf32>, i64) -> f32
    %98 = "llvm.call"(%97, %18, %17) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %99 = "llvm.extractelement"(%96, %34) : (vector<1xf32>, i64) -> f32
    %100 = "llvm.call"(%98, %99, %16) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %101 = "llvm.extractelement"(%96, %34) : (vector<1xf32>, i64) -> f32
    %102 = "llvm.call"(%100, %101, %15) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %103 = "llvm.extractelement"(%96, %34) : (vector<1xf32>, i64) -> f32
    %104 = "llvm.call"(%102, %103, %14) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %105 = "llvm.extractelement"(%96, %34) : (vector<1xf32>, i64) -> f32
    %106 = "llvm.call"(%104, %105, %13) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %107 = "llvm.extractelement"(%96, %34) : (vector<1xf32>, i64) -> f32
    %108 = "llvm.fmul"(%107, %107) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
    %109 = "llvm.extractelement"(%96, %34) : (vector<1xf32>, i64) -> f32
    %110 = "llvm.call"(%106, %108, %109) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %111 = "llvm.fadd"(%110, %12) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
    %112 = "llvm.extractelement"(%86, %34) : (vector<1xf32>, i64) -> f32
    %113 = "llvm.fptosi"(%112) : (f32) -> i32
    %114 = "llvm.add"(%113, %11) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %115 = "llvm.shl"(%114, %10) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %116 = "llvm.bitcast"(%115) : (i32) -> f32
    %117 = "llvm.fmul"(%111, %116) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
    %118 = "llvm.fcmp"(%58, %22) <{fastmathFlags = #llvm.fastmath<none>, predicate = 10 : i64}> : (vector<1xf32>, vector<1xf32>) -> vector<1xi1>
    %119 = "llvm.select"(%118, %58, %22) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<1xi1>, vector<1xf32>, vector<1xf32>) -> vector<1xf32>
    %120 = "llvm.fcmp"(%119, %21) <{fastmathFlags = #llvm.fastmath<none>, predicate = 12 : i64}> : (vector<1xf32>, vector<1xf32>) -> vector<1xi1>
    %121 = "llvm.select"(%120, %119, %21) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<1xi1>, vector<1xf32>, vector<1xf32>) -> vector<1xf32>
    %122 = "llvm.extractelement"(%121, %34) : (vector<1xf32>, i64) -> f32
    %123 = "llvm.extractelement"(%25, %34) : (vector<1xf32>, i64) -> f32
    %124 = "llvm.extractelement"(%26, %34) : (vector<1xf32>, i64) -> f32
    %125 = "llvm.call"(%122, %123, %124) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %126 = "llvm.insertelement"(%5, %125, %34) : (vector<1xf32>, f32, i64) -> vector<1xf32>
    %127 = "llvm.extractelement"(%126, %34) : (vector<1xf32>, i64) -> f32
    %128 = "llvm.call"(%127) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_floorf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (f32) -> f32
    %129 = "llvm.insertelement"(%5, %128, %34) : (vector<1xf32>, f32, i64) -> vector<1xf32>
    %130 = "llvm.fcmp"(%129, %20) <{fastmathFlags = #llvm.fastmath<none>, predicate = 10 : i64}> : (vector<1xf32>, vector<1xf32>) -> vector<1xi1>
    %131 = "llvm.select"(%130, %129, %20) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<1xi1>, vector<1xf32>, vector<1xf32>) -> vector<1xf32>
    %132 = "llvm.fcmp"(%131, %19) <{fastmathFlags = #llvm.fastmath<none>, predicate = 12 : i64}> : (vector<1xf32>, vector<1xf32>) -> vector<1xi1>
    %133 = "llvm.select"(%132, %131, %19) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<1xi1>, vector<1xf32>, vector<1xf32>) -> vector<1xf32>
    %134 = "llvm.extractelement"(%24, %34) : (vector<1xf32>, i64) -> f32
    %135 = "llvm.extractelement"(%133, %34) : (vector<1xf32>, i64) -> f32
    %136 = "llvm.extractelement"(%121, %34) : (vector<1xf32>, i64) -> f32
    %137 = "llvm.call"(%134, %135, %136) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %138 = "llvm.insertelement"(%5, %137, %34) : (vector<1xf32>, f32, i64) -> vector<1xf32>
    %139 = "llvm.extractelement"(%23, %34) : (vector<1xf32>, i64) -> f32
    %140 = "llvm.extractelement"(%133, %34) : (vector<1xf32>, i64) -> f32
    %141 = "llvm.extractelement"(%138, %34) : (vector<1xf32>, i64) -> f32
    %142 = "llvm.call"(%139, %140, %141) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %143 = "llvm.insertelement"(%5, %142, %34) : (vector<1xf32>, f32, i64) -> vector<1xf32>
    %144 = "llvm.extractelement"(%143, %34) : (vector<1xf32>, i64) -> f32
    %145 = "llvm.call"(%144, %18, %17) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %146 = "llvm.extractelement"(%143, %34) : (vector<1xf32>, i64) -> f32
    %147 = "llvm.call"(%145, %146, %16) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %148 = "llvm.extractelement"(%143, %34) : (vector<1xf32>, i64) -> f32
    %149 = "llvm.call"(%147, %148, %15) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %150 = "llvm.extractelement"(%143, %34) : (vector<1xf32>, i64) -> f32
    %151 = "llvm.call"(%149, %150, %14) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %152 = "llvm.extractelement"(%143, %34) : (vector<1xf32>, i64) -> f32
    %153 = "llvm.call"(%151, %152, %13) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %154 = "llvm.extractelement"(%143, %34) : (vector<1xf32>, i64) -> f32
    %155 = "llvm.fmul"(%154, %154) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
    %156 = "llvm.extractelement"(%143, %34) : (vector<1xf32>, i64) -> f32
    %157 = "llvm.call"(%153, %155, %156) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %158 = "llvm.fadd"(%157, %12) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
    %159 = "llvm.extractelement"(%133, %34) : (vector<1xf32>, i64) -> f32
    %160 = "llvm.fptosi"(%159) : (f32) -> i32
    %161 = "llvm.add"(%160, %11) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %162 = "llvm.shl"(%161, %10) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %163 = "llvm.bitcast"(%162) : (i32) -> f32
    %164 = "llvm.fmul"(%158, %163) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
    %165 = "llvm.fcmp"(%64, %22) <{fastmathFlags = #llvm.fastmath<none>, predicate = 10 : i64}> : (vector<1xf32>, vector<1xf32>) -> vector<1xi1>
    %166 = "llvm.select"(%165, %64, %22) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<1xi1>, vector<1xf32>, vector<1xf32>) -> vector<1xf32>
    %167 = "llvm.fcmp"(%166, %21) <{fastmathFlags = #llvm.fastmath<none>, predicate = 12 : i64}> : (vector<1xf32>, vector<1xf32>) -> vector<1xi1>
    %168 = "llvm.select"(%167, %166, %21) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<1xi1>, vector<1xf32>, vector<1xf32>) -> vector<1xf32>
    %169 = "llvm.extractelement"(%168, %34) : (vector<1xf32>, i64) -> f32
    %170 = "llvm.extractelement"(%25, %34) : (vector<1xf32>, i64) -> f32
    %171 = "llvm.extractelement"(%26, %34) : (vector<1xf32>, i64) -> f32
    %172 = "llvm.call"(%169, %170, %171) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %173 = "llvm.insertelement"(%5, %172, %34) : (vector<1xf32>, f32, i64) -> vector<1xf32>
    %174 = "llvm.extractelement"(%173, %34) : (vector<1xf32>, i64) -> f32
    %175 = "llvm.call"(%174) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_floorf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (f32) -> f32
    %176 = "llvm.insertelement"(%5, %175, %34) : (vector<1xf32>, f32, i64) -> vector<1xf32>
    %177 = "llvm.fcmp"(%176, %20) <{fastmathFlags = #llvm.fastmath<none>, predicate = 10 : i64}> : (vector<1xf32>, vector<1xf32>) -> vector<1xi1>
    %178 = "llvm.select"(%177, %176, %20) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<1xi1>, vector<1xf32>, vector<1xf32>) -> vector<1xf32>
    %179 = "llvm.fcmp"(%178, %19) <{fastmathFlags = #llvm.fastmath<none>, predicate = 12 : i64}> : (vector<1xf32>, vector<1xf32>) -> vector<1xi1>
    %180 = "llvm.select"(%179, %178, %19) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<1xi1>, vector<1xf32>, vector<1xf32>) -> vector<1xf32>
    %181 = "llvm.extractelement"(%24, %34) : (vector<1xf32>, i64) -> f32
    %182 = "llvm.extractelement"(%180, %34) : (vector<1xf32>, i64) -> f32
    %183 = "llvm.extractelement"(%168, %34) : (vector<1xf32>, i64) -> f32
    %184 = "llvm.call"(%181, %182, %183) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %185 = "llvm.insertelement"(%5, %184, %34) : (vector<1xf32>, f32, i64) -> vector<1xf32>
    %186 = "llvm.extractelement"(%23, %34) : (vector<1xf32>, i64) -> f32
    %187 = "llvm.extractelement"(%180, %34) : (vector<1xf32>, i64) -> f32
    %188 = "llvm.extractelement"(%185, %34) : (vector<1xf32>, i64) -> f32
    %189 = "llvm.call"(%186, %187, %188) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %190 = "llvm.insertelement"(%5, %189, %34) : (vector<1xf32>, f32, i64) -> vector<1xf32>
    %191 = "llvm.extractelement"(%190, %34) : (vector<1xf32>, i64) -> f32
    %192 = "llvm.call"(%191, %18, %17) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %193 = "llvm.extractelement"(%190, %34) : (vector<1xf32>, i64) -> f32
    %194 = "llvm.call"(%192, %193, %16) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %195 = "llvm.extractelement"(%190, %34) : (vector<1xf32>, i64) -> f32
    %196 = "llvm.call"(%194, %195, %15) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %197 = "llvm.extractelement"(%190, %34) : (vector<1xf32>, i64) -> f32
    %198 = "llvm.call"(%196, %197, %14) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %199 = "llvm.extractelement"(%190, %34) : (vector<1xf32>, i64) -> f32
    %200 = "llvm.call"(%198, %199, %13) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %201 = "llvm.extractelement"(%190, %34) : (vector<1xf32>, i64) -> f32
    %202 = "llvm.fmul"(%201, %201) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
    %203 = "llvm.extractelement"(%190, %34) : (vector<1xf32>, i64) -> f32
    %204 = "llvm.call"(%200, %202, %203) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %205 = "llvm.fadd"(%204, %12) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
    %206 = "llvm.extractelement"(%180, %34) : (vector<1xf32>, i64) -> f32
    %207 = "llvm.fptosi"(%206) : (f32) -> i32
    %208 = "llvm.add"(%207, %11) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %209 = "llvm.shl"(%208, %10) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %210 = "llvm.bitcast"(%209) : (i32) -> f32
    %211 = "llvm.fmul"(%205, %210) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
    %212 = "llvm.fcmp"(%70, %22) <{fastmathFlags = #llvm.fastmath<none>, predicate = 10 : i64}> : (vector<1xf32>, vector<1xf32>) -> vector<1xi1>
    %213 = "llvm.select"(%212, %70, %22) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<1xi1>, vector<1xf32>, vector<1xf32>) -> vector<1xf32>
    %214 = "llvm.fcmp"(%213, %21) <{fastmathFlags = #llvm.fastmath<none>, predicate = 12 : i64}> : (vector<1xf32>, vector<1xf32>) -> vector<1xi1>
    %215 = "llvm.select"(%214, %213, %21) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<1xi1>, vector<1xf32>, vector<1xf32>) -> vector<1xf32>
    %216 = "llvm.extractelement"(%215, %34) : (vector<1xf32>, i64) -> f32
    %217 = "llvm.extractelement"(%25, %34) : (vector<1xf32>, i64) -> f32
    %218 = "llvm.extractelement"(%26, %34) : (vector<1xf32>, i64) -> f32
    %219 = "llvm.call"(%216, %217, %218) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %220 = "llvm.insertelement"(%5, %219, %34) : (vector<1xf32>, f32, i64) -> vector<1xf32>
    %221 = "llvm.extractelement"(%220, %34) : (vector<1xf32>, i64) -> f32
    %222 = "llvm.call"(%221) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_floorf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (f32) -> f32
    %223 = "llvm.insertelement"(%5, %222, %34) : (vector<1xf32>, f32, i64) -> vector<1xf32>
    %224 = "llvm.fcmp"(%223, %20) <{fastmathFlags = #llvm.fastmath<none>, predicate = 10 : i64}> : (vector<1xf32>, vector<1xf32>) -> vector<1xi1>
    %225 = "llvm.select"(%224, %223, %20) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<1xi1>, vector<1xf32>, vector<1xf32>) -> vector<1xf32>
    %226 = "llvm.fcmp"(%225, %19) <{fastmathFlags = #llvm.fastmath<none>, predicate = 12 : i64}> : (vector<1xf32>, vector<1xf32>) -> vector<1xi1>
    %227 = "llvm.select"(%226, %225, %19) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<1xi1>, vector<1xf32>, vector<1xf32>) -> vector<1xf32>
    %228 = "llvm.extractelement"(%24, %34) : (vector<1xf32>, i64) -> f32
    %229 = "llvm.extractelement"(%227, %34) : (vector<1xf32>, i64) -> f32
    %230 = "llvm.extractelement"(%215, %34) : (vector<1xf32>, i64) -> f32
    %231 = "llvm.call"(%228, %229, %230) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %232 = "llvm.insertelement"(%5, %231, %34) : (vector<1xf32>, f32, i64) -> vector<1xf32>
    %233 = "llvm.extractelement"(%23, %34) : (vector<1xf32>, i64) -> f32
    %234 = "llvm.extractelement"(%227, %34) : (vector<1xf32>, i64) -> f32
    %235 = "llvm.extractelement"(%232, %34) : (vector<1xf32>, i64) -> f32
    %236 = "llvm.call"(%233, %234, %235) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %237 = "llvm.insertelement"(%5, %236, %34) : (vector<1xf32>, f32, i64) -> vector<1xf32>
    %238 = "llvm.extractelement"(%237, %34) : (vector<1xf32>, i64) -> f32
    %239 = "llvm.call"(%238, %18, %17) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %240 = "llvm.extractelement"(%237, %34) : (vector<1xf32>, i64) -> f32
    %241 = "llvm.call"(%239, %240, %16) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %242 = "llvm.extractelement"(%237, %34) : (vector<1xf32>, i64) -> f32
    %243 = "llvm.call"(%241, %242, %15) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %244 = "llvm.extractelement"(%237, %34) : (vector<1xf32>, i64) -> f32
    %245 = "llvm.call"(%243, %244, %14) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %246 = "llvm.extractelement"(%237, %34) : (vector<1xf32>, i64) -> f32
    %247 = "llvm.call"(%245, %246, %13) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %248 = "llvm.extractelement"(%237, %34) : (vector<1xf32>, i64) -> f32
    %249 = "llvm.fmul"(%248, %248) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
    %250 = "llvm.extractelement"(%237, %34) : (vector<1xf32>, i64) -> f32
    %251 = "llvm.call"(%247, %249, %250) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %252 = "llvm.fadd"(%251, %12) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
    %253 = "llvm.extractelement"(%227, %34) : (vector<1xf32>, i64) -> f32
    %254 = "llvm.fptosi"(%253) : (f32) -> i32
    %255 = "llvm.add"(%254, %11) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %256 = "llvm.shl"(%255, %10) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %257 = "llvm.bitcast"(%256) : (i32) -> f32
    %258 = "llvm.fmul"(%252, %257) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
    %259 = "llvm.insertelement"(%4, %117, %34) : (vector<4xf32>, f32, i64) -> vector<4xf32>
    %260 = "llvm.insertelement"(%259, %164, %8) : (vector<4xf32>, f32, i64) -> vector<4xf32>
    %261 = "llvm.insertelement"(%260, %211, %3) : (vector<4xf32>, f32, i64) -> vector<4xf32>
    %262 = "llvm.insertelement"(%261, %258, %2) : (vector<4xf32>, f32, i64) -> vector<4xf32>
    %263 = "llvm.extractelement"(%46, %34) : (vector<1xf32>, i64) -> f32
    %264 = "llvm.intr.vector.reduce.fadd"(%263, %262) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<4xf32>) -> f32
    %265 = "llvm.insertelement"(%5, %264, %32) : (vector<1xf32>, f32, i32) -> vector<1xf32>
    %266 = "llvm.add"(%45, %30) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    "llvm.br"(%266, %265)[^bb1] : (i32, vector<1xf32>) -> ()
  ^bb3:  // pred: ^bb1
    %267 = "llvm.getelementptr"(%arg2, %44) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    "llvm.store"(%46, %267) <{alignment = 4 : i64, ordering = 0 : i64}> : (vector<1xf32>, !llvm.ptr<1>) -> ()
    "llvm.return"() : () -> ()
  }) {gpu.known_block_size = array<i32: 32, 1, 1>} : () -> ()
  "iree_codegen.dispatch_config"() <{function_ref = @colsum_dispatch_0_reduction_96x1024_f32, subgroup_size = 32 : i64, workgroup_size = array<i64: 32, 1, 1>}> ({
  ^bb0(%arg0: !hal.device):
    %0 = "arith.constant"() <{value = 3 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    "iree_codegen.yield"(%0, %1, %1) : (index, index, index) -> ()
  }) : () -> ()
}) : () -> ()
