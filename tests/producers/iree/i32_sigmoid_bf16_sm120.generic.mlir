"builtin.module"() ({
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<f32 (f32, f32, f32)>, linkage = #llvm.linkage<external>, sym_name = "__nv_fmaf", visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<f32 (f32)>, linkage = #llvm.linkage<external>, sym_name = "__nv_floorf", visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, arg_attrs = [{llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef, llvm.readonly}, {llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef}], function_type = !llvm.func<void (ptr<1>, ptr<1>)>, linkage = #llvm.linkage<external>, sym_name = "silu_dispatch_0_elementwise_131072_bf16", visibility_ = 0 : i64}> ({
  ^bb0(%arg1: !llvm.ptr<1>, %arg2: !llvm.ptr<1>):
    %2 = "llvm.mlir.constant"() <{value = 7 : i64}> : () -> i64
    %3 = "llvm.mlir.constant"() <{value = 6 : i64}> : () -> i64
    %4 = "llvm.mlir.constant"() <{value = 5 : i64}> : () -> i64
    %5 = "llvm.mlir.constant"() <{value = 4 : i64}> : () -> i64
    %6 = "llvm.mlir.constant"() <{value = 3 : i64}> : () -> i64
    %7 = "llvm.mlir.constant"() <{value = 2 : i64}> : () -> i64
    %8 = "llvm.mlir.poison"() : () -> vector<8xf32>
    %9 = "llvm.mlir.constant"() <{value = 64 : i64}> : () -> i64
    %10 = "llvm.mlir.constant"() <{value = true}> : () -> i1
    %11 = "llvm.mlir.constant"() <{value = 1 : i64}> : () -> i64
    %12 = "llvm.mlir.constant"() <{value = dense<1> : vector<8xi32>}> : () -> vector<8xi32>
    %13 = "llvm.mlir.constant"() <{value = dense<32704> : vector<8xi16>}> : () -> vector<8xi16>
    %14 = "llvm.mlir.constant"() <{value = dense<32767> : vector<8xi32>}> : () -> vector<8xi32>
    %15 = "llvm.mlir.constant"() <{value = dense<16> : vector<8xi32>}> : () -> vector<8xi32>
    %16 = "llvm.mlir.constant"() <{value = dense<127> : vector<8xi32>}> : () -> vector<8xi32>
    %17 = "llvm.mlir.constant"() <{value = dense<23> : vector<8xi32>}> : () -> vector<8xi32>
    %18 = "llvm.mlir.constant"() <{value = dense<1.270000e+02> : vector<8xf32>}> : () -> vector<8xf32>
    %19 = "llvm.mlir.constant"() <{value = dense<-1.270000e+02> : vector<8xf32>}> : () -> vector<8xf32>
    %20 = "llvm.mlir.constant"() <{value = dense<8.880000e+01> : vector<8xf32>}> : () -> vector<8xf32>
    %21 = "llvm.mlir.constant"() <{value = dense<-8.780000e+01> : vector<8xf32>}> : () -> vector<8xf32>
    %22 = "llvm.mlir.constant"() <{value = dense<0.166666657> : vector<8xf32>}> : () -> vector<8xf32>
    %23 = "llvm.mlir.constant"() <{value = dense<0.0416657962> : vector<8xf32>}> : () -> vector<8xf32>
    %24 = "llvm.mlir.constant"() <{value = dense<0.00833345205> : vector<8xf32>}> : () -> vector<8xf32>
    %25 = "llvm.mlir.constant"() <{value = dense<0.00139819994> : vector<8xf32>}> : () -> vector<8xf32>
    %26 = "llvm.mlir.constant"() <{value = dense<1.98756912E-4> : vector<8xf32>}> : () -> vector<8xf32>
    %27 = "llvm.mlir.constant"() <{value = dense<2.12194442E-4> : vector<8xf32>}> : () -> vector<8xf32>
    %28 = "llvm.mlir.constant"() <{value = dense<-0.693359375> : vector<8xf32>}> : () -> vector<8xf32>
    %29 = "llvm.mlir.constant"() <{value = dense<1.44269502> : vector<8xf32>}> : () -> vector<8xf32>
    %30 = "llvm.mlir.constant"() <{value = dense<5.000000e-01> : vector<8xf32>}> : () -> vector<8xf32>
    %31 = "llvm.mlir.constant"() <{value = 256 : i32}> : () -> i32
    %32 = "llvm.mlir.constant"() <{value = 8 : i32}> : () -> i32
    %33 = "llvm.mlir.constant"() <{value = 0 : i64}> : () -> i64
    %34 = "llvm.mlir.constant"() <{value = dense<1.000000e+00> : vector<8xf32>}> : () -> vector<8xf32>
    %35 = "nvvm.read.ptx.sreg.tid.x"() <{range = #llvm.constant_range<i32, 0, 32>}> : () -> i32
    %36 = "llvm.sext"(%35) : (i32) -> i64
    "llvm.intr.assume"(%10, %arg1, %9) <{op_bundle_sizes = array<i32: 2>, op_bundle_tags = ["align"]}> : (i1, !llvm.ptr<1>, i64) -> ()
    "llvm.intr.assume"(%10, %arg2, %9) <{op_bundle_sizes = array<i32: 2>, op_bundle_tags = ["align"]}> : (i1, !llvm.ptr<1>, i64) -> ()
    %37 = "nvvm.read.ptx.sreg.ctaid.x"() <{range = #llvm.constant_range<i32, 0, 512>}> : () -> i32
    %38 = "llvm.sext"(%37) : (i32) -> i64
    %39 = "llvm.trunc"(%36) <{overflowFlags = 0 : i32}> : (i64) -> i32
    %40 = "llvm.mul"(%39, %32) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %41 = "llvm.trunc"(%38) <{overflowFlags = 0 : i32}> : (i64) -> i32
    %42 = "llvm.mul"(%41, %31) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %43 = "llvm.add"(%40, %42) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %44 = "llvm.zext"(%43) : (i32) -> i64
    %45 = "llvm.getelementptr"(%arg1, %44) <{elem_type = bf16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %46 = "llvm.load"(%45) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<1>) -> vector<8xbf16>
    %47 = "llvm.bitcast"(%46) : (vector<8xbf16>) -> vector<8xi16>
    %48 = "llvm.zext"(%47) : (vector<8xi16>) -> vector<8xi32>
    %49 = "llvm.shl"(%48, %15) <{overflowFlags = 0 : i32}> : (vector<8xi32>, vector<8xi32>) -> vector<8xi32>
    %50 = "llvm.bitcast"(%49) : (vector<8xi32>) -> vector<8xf32>
    %51 = "llvm.fneg"(%50) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<8xf32>) -> vector<8xf32>
    %52 = "llvm.fcmp"(%51, %21) <{fastmathFlags = #llvm.fastmath<none>, predicate = 10 : i64}> : (vector<8xf32>, vector<8xf32>) -> vector<8xi1>
    %53 = "llvm.select"(%52, %51, %21) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<8xi1>, vector<8xf32>, vector<8xf32>) -> vector<8xf32>
    %54 = "llvm.fcmp"(%53, %20) <{fastmathFlags = #llvm.fastmath<none>, predicate = 12 : i64}> : (vector<8xf32>, vector<8xf32>) -> vector<8xi1>
    %55 = "llvm.select"(%54, %53, %20) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<8xi1>, vector<8xf32>, vector<8xf32>) -> vector<8xf32>
    %56 = "llvm.extractelement"(%55, %33) : (vector<8xf32>, i64) -> f32
    %57 = "llvm.extractelement"(%29, %33) : (vector<8xf32>, i64) -> f32
    %58 = "llvm.extractelement"(%30, %33) : (vector<8xf32>, i64) -> f32
    %59 = "llvm.call"(%56, %57, %58) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %60 = "llvm.insertelement"(%8, %59, %33) : (vector<8xf32>, f32, i64) -> vector<8xf32>
    %61 = "llvm.extractelement"(%55, %11) : (vector<8xf32>, i64) -> f32
    %62 = "llvm.extractelement"(%29, %11) : (vector<8xf32>, i64) -> f32
    %63 = "llvm.extractelement"(%30, %11) : (vector<8xf32>, i64) -> f32
    %64 = "llvm.call"(%61, %62, %63) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %65 = "llvm.insertelement"(%60, %64, %11) : (vector<8xf32>, f32, i64) -> vector<8xf32>
    %66 = "llvm.extractelement"(%55, %7) : (vector<8xf32>, i64) -> f32
    %67 = "llvm.extractelement"(%29, %7) : (vector<8xf32>, i64) -> f32
    %68 = "llvm.extractelement"(%30, %7) : (vector<8xf32>, i64) -> f32
    %69 = "llvm.call"(%66, %67, %68) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %70 = "llvm.insertelement"(%65, %69, %7) : (vector<8xf32>, f32, i64) -> vector<8xf32>
    %71 = "llvm.extractelement"(%55, %6) : (vector<8xf32>, i64) -> f32
    %72 = "llvm.extractelement"(%29, %6) : (vector<8xf32>, i64) -> f32
    %73 = "llvm.extractelement"(%30, %6) : (vector<8xf32>, i64) -> f32
    %74 = "llvm.call"(%71, %72, %73) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %75 = "llvm.insertelement"(%70, %74, %6) : (vector<8xf32>, f32, i64) -> vector<8xf32>
    %76 = "llvm.extractelement"(%55, %5) : (vector<8xf32>, i64) -> f32
    %77 = "llvm.extractelement"(%29, %5) : (vector<8xf32>, i64) -> f32
    %78 = "llvm.extractelement"(%30, %5) : (vector<8xf32>, i64) -> f32
    %79 = "llvm.call"(%76, %77, %78) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %80 = "llvm.insertelement"(%75, %79, %5) : (vector<8xf32>, f32, i64) -> vector<8xf32>
    %81 = "llvm.extractelement"(%55, %4) : (vector<8xf32>, i64) -> f32
    %82 = "llvm.extractelement"(%29, %4) : (vector<8xf32>, i64) -> f32
    %83 = "llvm.extractelement"(%30, %4) : (vector<8xf32>, i64) -> f32
    %84 = "llvm.call"(%81, %82, %83) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %85 = "llvm.insertelement"(%80, %84, %4) : (vector<8xf32>, f32, i64) -> vector<8xf32>
    %86 = "llvm.extractelement"(%55, %3) : (vector<8xf32>, i64) -> f32
    %87 = "llvm.extractelement"(%29, %3) : (vector<8xf32>, i64) -> f32
    %88 = "llvm.extractelement"(%30, %3) : (vector<8xf32>, i64) -> f32
    %89 = "llvm.call"(%86, %87, %88) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %90 = "llvm.insertelement"(%85, %89, %3) : (vector<8xf32>, f32, i64) -> vector<8xf32>
    %91 = "llvm.extractelement"(%55, %2) : (vector<8xf32>, i64) -> f32
    %92 = "llvm.extractelement"(%29, %2) : (vector<8xf32>, i64) -> f32
    %93 = "llvm.extractelement"(%30, %2) : (vector<8xf32>, i64) -> f32
    %94 = "llvm.call"(%91, %92, %93) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %95 = "llvm.insertelement"(%90, %94, %2) : (vector<8xf32>, f32, i64) -> vector<8xf32>
    %96 = "llvm.extractelement"(%95, %33) : (vector<8xf32>, i64) -> f32
    %97 = "llvm.call"(%96) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_floorf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (f32) -> f32
    %98 = "llvm.insertelement"(%8, %97, %33) : (vector<8xf32>, f32, i64) -> vector<8xf32>
    %99 = "llvm.extractelement"(%95, %11) : (vector<8xf32>, i64) -> f32
    %100 = "llvm.call"(%99) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_floorf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (f32) -> f32
    %101 = "llvm.insertelement"(%98, %100, %11) : (vector<8xf32>, f32, i64) -> vector<8xf32>
    %102 = "llvm.extractelement"(%95, %7) : (vector<8xf32>, i64) -> f32
    %103 = "llvm.call"(%102) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_floorf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (f32) -> f32
    %104 = "llvm.insertelement"(%101, %103, %7) : (vector<8xf32>, f32, i64) -> vector<8xf32>
    %105 = "llvm.extractelement"(%95, %6) : (vector<8xf32>, i64) -> f32
    %106 = "llvm.call"(%105) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_floorf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (f32) -> f32
    %107 = "llvm.insertelement"(%104, %106, %6) : (vector<8xf32>, f32, i64) -> vector<8xf32>
    %108 = "llvm.extractelement"(%95, %5) : (vector<8xf32>, i64) -> f32
    %109 = "llvm.call"(%108) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_floorf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (f32) -> f32
    %110 = "llvm.insertelement"(%107, %109, %5) : (vector<8xf32>, f32, i64) -> vector<8xf32>
    %111 = "llvm.extractelement"(%95, %4) : (vector<8xf32>, i64) -> f32
    %112 = "llvm.call"(%111) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_floorf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (f32) -> f32
    %113 = "llvm.insertelement"(%110, %112, %4) : (vector<8xf32>, f32, i64) -> vector<8xf32>
    %114 = "llvm.extractelement"(%95, %3) : (vector<8xf32>, i64) -> f32
    %115 = "llvm.call"(%114) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_floorf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (f32) -> f32
    %116 = "llvm.insertelement"(%113, %115, %3) : (vector<8xf32>, f32, i64) -> vector<8xf32>
    %117 = "llvm.extractelement"(%95, %2) : (vector<8xf32>, i64) -> f32
    %118 = "llvm.call"(%117) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_floorf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (f32) -> f32
    %119 = "llvm.insertelement"(%116, %118, %2) : (vector<8xf32>, f32, i64) -> vector<8xf32>
    %120 = "llvm.fcmp"(%119, %19) <{fastmathFlags = #llvm.fastmath<none>, predicate = 10 : i64}> : (vector<8xf32>, vector<8xf32>) -> vector<8xi1>
    %121 = "llvm.select"(%120, %119, %19) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<8xi1>, vector<8xf32>, vector<8xf32>) -> vector<8xf32>
    %122 = "llvm.fcmp"(%121, %18) <{fastmathFlags = #llvm.fastmath<none>, predicate = 12 : i64}> : (vector<8xf32>, vector<8xf32>) -> vector<8xi1>
    %123 = "llvm.select"(%122, %121, %18) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<8xi1>, vector<8xf32>, vector<8xf32>) -> vector<8xf32>
    %124 = "llvm.extractelement"(%28, %33) : (vector<8xf32>, i64) -> f32
    %125 = "llvm.extractelement"(%123, %33) : (vector<8xf32>, i64) -> f32
    %126 = "llvm.extractelement"(%55, %33) : (vector<8xf32>, i64) -> f32
    %127 = "llvm.call"(%124, %125, %126) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %128 = "llvm.insertelement"(%8, %127, %33) : (vector<8xf32>, f32, i64) -> vector<8xf32>
    %129 = "llvm.extractelement"(%28, %11) : (vector<8xf32>, i64) -> f32
    %130 = "llvm.extractelement"(%123, %11) : (vector<8xf32>, i64) -> f32
    %131 = "llvm.extractelement"(%55, %11) : (vector<8xf32>, i64) -> f32
    %132 = "llvm.call"(%129, %130, %131) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %133 = "llvm.insertelement"(%128, %132, %11) : (vector<8xf32>, f32, i64) -> vector<8xf32>
    %134 = "llvm.extractelement"(%28, %7) : (vector<8xf32>, i64) -> f32
    %135 = "llvm.extractelement"(%123, %7) : (vector<8xf32>, i64) -> f32
    %136 = "llvm.extractelement"(%55, %7) : (vector<8xf32>, i64) -> f32
    %137 = "llvm.call"(%134, %135, %136) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %138 = "llvm.insertelement"(%133, %137, %7) : (vector<8xf32>, f32, i64) -> vector<8xf32>
    %139 = "llvm.extractelement"(%28, %6) : (vector<8xf32>, i64) -> f32
    %140 = "llvm.extractelement"(%123, %6) : (vector<8xf32>, i64) -> f32
    %141 = "llvm.extractelement"(%55, %6) : (vector<8xf32>, i64) -> f32
    %142 = "llvm.call"(%139, %140, %141) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %143 = "llvm.insertelement"(%138, %142, %6) : (vector<8xf32>, f32, i64) -> vector<8xf32>
    %144 = "llvm.extractelement"(%28, %5) : (vector<8xf32>, i64) -> f32
    %145 = "llvm.extractelement"(%123, %5) : (vector<8xf32>, i64) -> f32
    %146 = "llvm.extractelement"(%55, %5) : (vector<8xf32>, i64) -> f32
    %147 = "llvm.call"(%144, %145, %146) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %148 = "llvm.insertelement"(%143, %147, %5) : (vector<8xf32>, f32, i64) -> vector<8xf32>
    %149 = "llvm.extractelement"(%28, %4) : (vector<8xf32>, i64) -> f32
    %150 = "llvm.extractelement"(%123, %4) : (vector<8xf32>, i64) -> f32
    %151 = "llvm.extractelement"(%55, %4) : (vector<8xf32>, i64) -> f32
    %152 = "llvm.call"(%149, %150, %151) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %153 = "llvm.insertelement"(%148, %152, %4) : (vector<8xf32>, f32, i64) -> vector<8xf32>
    %154 = "llvm.extractelement"(%28, %3) : (vector<8xf32>, i64) -> f32
    %155 = "llvm.extractelement"(%123, %3) : (vector<8xf32>, i64) -> f32
    %156 = "llvm.extractelement"(%55, %3) : (vector<8xf32>, i64) -> f32
    %157 = "llvm.call"(%154, %155, %156) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %158 = "llvm.insertelement"(%153, %157, %3) : (vector<8xf32>, f32, i64) -> vector<8xf32>
    %159 = "llvm.extractelement"(%28, %2) : (vector<8xf32>, i64) -> f32
    %160 = "llvm.extractelement"(%123, %2) : (vector<8xf32>, i64) -> f32
    %161 = "llvm.extractelement"(%55, %2) : (vector<8xf32>, i64) -> f32
    %162 = "llvm.call"(%159, %160, %161) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %163 = "llvm.insertelement"(%158, %162, %2) : (vector<8xf32>, f32, i64) -> vector<8xf32>
    %164 = "llvm.extractelement"(%27, %33) : (vector<8xf32>, i64) -> f32
    %165 = "llvm.extractelement"(%123, %33) : (vector<8xf32>, i64) -> f32
    %166 = "llvm.extractelement"(%163, %33) : (vector<8xf32>, i64) -> f32
    %167 = "llvm.call"(%164, %165, %166) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %168 = "llvm.insertelement"(%8, %167, %33) : (vector<8xf32>, f32, i64) -> vector<8xf32>
    %169 = "llvm.extractelement"(%27, %11) : (vector<8xf32>, i64) -> f32
    %170 = "llvm.extractelement"(%123, %11) : (vector<8xf32>, i64) -> f32
    %171 = "llvm.extractelement"(%163, %11) : (vector<8xf32>, i64) -> f32
    %172 = "llvm.call"(%169, %170, %171) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %173 = "llvm.insertelement"(%168, %172, %11) : (vector<8xf32>, f32, i64) -> vector<8xf32>
    %174 = "llvm.extractelement"(%27, %7) : (vector<8xf32>, i64) -> f32
    %175 = "llvm.extractelement"(%123, %7) : (vector<8xf32>, i64) -> f32
    %176 = "llvm.extractelement"(%163, %7) : (vector<8xf32>, i64) -> f32
    %177 = "llvm.call"(%174, %175, %176) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %178 = "llvm.insertelement"(%173, %177, %7) : (vector<8xf32>, f32, i64) -> vector<8xf32>
    %179 = "llvm.extractelement"(%27, %6) : (vector<8xf32>, i64) -> f32
    %180 = "llvm.extractelement"(%123, %6) : (vector<8xf32>, i64) -> f32
    %181 = "llvm.extractelement"(%163, %6) : (vector<8xf32>, i64) -> f32
    %182 = "llvm.call"(%179, %180, %181) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %183 = "llvm.insertelement"(%178, %182, %6) : (vector<8xf32>, f32, i64) -> vector<8xf32>
    %184 = "llvm.extractelement"(%27, %5) : (vector<8xf32>, i64) -> f32
    %185 = "llvm.extractelement"(%123, %5) : (vector<8xf32>, i64) -> f32
    %186 = "llvm.extractelement"(%163, %5) : (vector<8xf32>, i64) -> f32
    %187 = "llvm.call"(%184, %185, %186) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %188 = "llvm.insertelement"(%183, %187, %5) : (vector<8xf32>, f32, i64) -> vector<8xf32>
    %189 = "llvm.extractelement"(%27, %4) : (vector<8xf32>, i64) -> f32
    %190 = "llvm.extractelement"(%123, %4) : (vector<8xf32>, i64) -> f32
    %191 = "llvm.extractelement"(%163, %4) : (vector<8xf32>, i64) -> f32
    %192 = "llvm.call"(%189, %190, %191) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %193 = "llvm.insertelement"(%188, %192, %4) : (vector<8xf32>, f32, i64) -> vector<8xf32>
    %194 = "llvm.extractelement"(%27, %3) : (vector<8xf32>, i64) -> f32
    %195 = "llvm.extractelement"(%123, %3) : (vector<8xf32>, i64) -> f32
    %196 = "llvm.extractelement"(%163, %3) : (vector<8xf32>, i64) -> f32
    %197 = "llvm.call"(%194, %195, %196) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %198 = "llvm.insertelement"(%193, %197, %3) : (vector<8xf32>, f32, i64) -> vector<8xf32>
    %199 = "llvm.extractelement"(%27, %2) : (vector<8xf32>, i64) -> f32
    %200 = "llvm.extractelement"(%123, %2) : (vector<8xf32>, i64) -> f32
    %201 = "llvm.extractelement"(%163, %2) : (vector<8xf32>, i64) -> f32
    %202 = "llvm.call"(%199, %200, %201) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %203 = "llvm.insertelement"(%198, %202, %2) : (vector<8xf32>, f32, i64) -> vector<8xf32>
    %204 = "llvm.extractelement"(%203, %33) : (vector<8xf32>, i64) -> f32
    %205 = "llvm.extractelement"(%26, %33) : (vector<8xf32>, i64) -> f32
    %206 = "llvm.extractelement"(%25, %33) : (vector<8xf32>, i64) -> f32
    %207 = "llvm.call"(%204, %205, %206) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %208 = "llvm.insertelement"(%8, %207, %33) : (vector<8xf32>, f32, i64) -> vector<8xf32>
    %209 = "llvm.extractelement"(%203, %11) : (vector<8xf32>, i64) -> f32
    %210 = "llvm.extractelement"(%26, %11) : (vector<8xf32>, i64) -> f32
    %211 = "llvm.extractelement"(%25, %11) : (vector<8xf32>, i64) -> f32
    %212 = "llvm.call"(%209, %210, %211) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %213 = "llvm.insertelement"(%208, %212, %11) : (vector<8xf32>, f32, i64) -> vector<8xf32>
    %214 = "llvm.extractelement"(%203, %7) : (vector<8xf32>, i64) -> f32
    %215 = "llvm.extractelement"(%26, %7) : (vector<8xf32>, i64) -> f32
    %216 = "llvm.extractelement"(%25, %7) : (vector<8xf32>, i64) -> f32
    %217 = "llvm.call"(%214, %215, %216) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %218 = "llvm.insertelement"(%213, %217, %7) : (vector<8xf32>, f32, i64) -> vector<8xf32>
    %219 = "llvm.extractelement"(%203, %6) : (vector<8xf32>, i64) -> f32
    %220 = "llvm.extractelement"(%26, %6) : (vector<8xf32>, i64) -> f32
    %221 = "llvm.extractelement"(%25, %6) : (vector<8xf32>, i64) -> f32
    %222 = "llvm.call"(%219, %220, %221) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %223 = "llvm.insertelement"(%218, %222, %6) : (vector<8xf32>, f32, i64) -> vector<8xf32>
    %224 = "llvm.extractelement"(%203, %5) : (vector<8xf32>, i64) -> f32
    %225 = "llvm.extractelement"(%26, %5) : (vector<8xf32>, i64) -> f32
    %226 = "llvm.extractelement"(%25, %5) : (vector<8xf32>, i64) -> f32
    %227 = "llvm.call"(%224, %225, %226) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %228 = "llvm.insertelement"(%223, %227, %5) : (vector<8xf32>, f32, i64) -> vector<8xf32>
    %229 = "llvm.extractelement"(%203, %4) : (vector<8xf32>, i64) -> f32
    %230 = "llvm.extractelement"(%26, %4) : (vector<8xf32>, i64) -> f32
    %231 = "llvm.extractelement"(%25, %4) : (vector<8xf32>, i64) -> f32
    %232 = "llvm.call"(%229, %230, %231) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %233 = "llvm.insertelement"(%228, %232, %4) : (vector<8xf32>, f32, i64) -> vector<8xf32>
    %234 = "llvm.extractelement"(%203, %3) : (vector<8xf32>, i64) -> f32
    %235 = "llvm.extractelement"(%26, %3) : (vector<8xf32>, i64) -> f32
    %236 = "llvm.extractelement"(%25, %3) : (vector<8xf32>, i64) -> f32
    %237 = "llvm.call"(%234, %235, %236) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %238 = "llvm.insertelement"(%233, %237, %3) : (vector<8xf32>, f32, i64) -> vector<8xf32>
    %239 = "llvm.extractelement"(%203, %2) : (vector<8xf32>, i64) -> f32
    %240 = "llvm.extractelement"(%26, %2) : (vector<8xf32>, i64) -> f32
    %241 = "llvm.extractelement"(%25, %2) : (vector<8xf32>, i64) -> f32
    %242 = "llvm.call"(%239, %240, %241) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %243 = "llvm.insertelement"(%238, %242, %2) : (vector<8xf32>, f32, i64) -> vector<8xf32>
    %244 = "llvm.extractelement"(%243, %33) : (vector<8xf32>, i64) -> f32
    %245 = "llvm.extractelement"(%203, %33) : (vector<8xf32>, i64) -> f32
    %246 = "llvm.extractelement"(%24, %33) : (vector<8xf32>, i64) -> f32
    %247 = "llvm.call"(%244, %245, %246) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %248 = "llvm.insertelement"(%8, %247, %33) : (vector<8xf32>, f32, i64) -> vector<8xf32>
    %249 = "llvm.extractelement"(%243, %11) : (vector<8xf32>, i64) -> f32
    %250 = "llvm.extractelement"(%203, %11) : (vector<8xf32>, i64) -> f32
    %251 = "llvm.extractelement"(%24, %11) : (vector<8xf32>, i64) -> f32
    %252 = "llvm.call"(%249, %250, %251) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %253 = "llvm.insertelement"(%248, %252, %11) : (vector<8xf32>, f32, i64) -> vector<8xf32>
    %254 = "llvm.extractelement"(%243, %7) : (vector<8xf32>, i64) -> f32
    %255 = "llvm.extractelement"(%203, %7) : (vector<8xf32>, i64) -> f32
    %256 = "llvm.extractelement"(%24, %7) : (vector<8xf32>, i64) -> f32
    %257 = "llvm.call"(%254, %255, %256) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %258 = "llvm.insertelement"(%253, %257, %7) : (vector<8xf32>, f32, i64) -> vector<8xf32>
    %259 = "llvm.extractelement"(%243, %6) : (vector<8xf32>, i64) -> f32
    %260 = "llvm.extractelement"(%203, %6) : (vector<8xf32>, i64) -> f32
    %261 = "llvm.extractelement"(%24, %6) : (vector<8xf32>, i64) -> f32
    %262 = "llvm.call"(%259, %260, %261) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %263 = "llvm.insertelement"(%258, %262, %6) : (vector<8xf32>, f32, i64) -> vector<8xf32>
    %264 = "llvm.extractelement"(%243, %5) : (vector<8xf32>, i64) -> f32
    %265 = "llvm.extractelement"(%203, %5) : (vector<8xf32>, i64) -> f32
    %266 = "llvm.extractelement"(%24, %5) : (vector<8xf32>, i64) -> f32
    %267 = "llvm.call"(%264, %265, %266) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %268 = "llvm.insertelement"(%263, %267, %5) : (vector<8xf32>, f32, i64) -> vector<8xf32>
    %269 = "llvm.extractelement"(%243, %4) : (vector<8xf32>, i64) -> f32
    %270 = "llvm.extractelement"(%203, %4) : (vector<8xf32>, i64) -> f32
    %271 = "llvm.extractelement"(%24, %4) : (vector<8xf32>, i64) -> f32
    %272 = "llvm.call"(%269, %270, %271) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %273 = "llvm.insertelement"(%268, %272, %4) : (vector<8xf32>, f32, i64) -> vector<8xf32>
    %274 = "llvm.extractelement"(%243, %3) : (vector<8xf32>, i64) -> f32
    %275 = "llvm.extractelement"(%203, %3) : (vector<8xf32>, i64) -> f32
    %276 = "llvm.extractelement"(%24, %3) : (vector<8xf32>, i64) -> f32
    %277 = "llvm.call"(%274, %275, %276) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %278 = "llvm.insertelement"(%273, %277, %3) : (vector<8xf32>, f32, i64) -> vector<8xf32>
    %279 = "llvm.extractelement"(%243, %2) : (vector<8xf32>, i64) -> f32
    %280 = "llvm.extractelement"(%203, %2) : (vector<8xf32>, i64) -> f32
    %281 = "llvm.extractelement"(%24, %2) : (vector<8xf32>, i64) -> f32
    %282 = "llvm.call"(%279, %280, %281) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %283 = "llvm.insertelement"(%278, %282, %2) : (vector<8xf32>, f32, i64) -> vector<8xf32>
    %284 = "llvm.extractelement"(%283, %33) : (vector<8xf32>, i64) -> f32
    %285 = "llvm.extractelement"(%203, %33) : (vector<8xf32>, i64) -> f32
    %286 = "llvm.extractelement"(%23, %33) : (vector<8xf32>, i64) -> f32
    %287 = "llvm.call"(%284, %285, %286) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %288 = "llvm.insertelement"(%8, %287, %33) : (vector<8xf32>, f32, i64) -> vector<8xf32>
    %289 = "llvm.extractelement"(%283, %11) : (vector<8xf32>, i64) -> f32
    %290 = "llvm.extractelement"(%203, %11) : (vector<8xf32>, i64) -> f32
    %291 = "llvm.extractelement"(%23, %11) : (vector<8xf32>, i64) -> f32
    %292 = "llvm.call"(%289, %290, %291) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %293 = "llvm.insertelement"(%288, %292, %11) : (vector<8xf32>, f32, i64) -> vector<8xf32>
    %294 = "llvm.extractelement"(%283, %7) : (vector<8xf32>, i64) -> f32
    %295 = "llvm.extractelement"(%203, %7) : (vector<8xf32>, i64) -> f32
    %296 = "llvm.extractelement"(%23, %7) : (vector<8xf32>, i64) -> f32
    %297 = "llvm.call"(%294, %295, %296) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %298 = "llvm.insertelement"(%293, %297, %7) : (vector<8xf32>, f32, i64) -> vector<8xf32>
    %299 = "llvm.extractelement"(%283, %6) : (vector<8xf32>, i64) -> f32
    %300 = "llvm.extractelement"(%203, %6) : (vector<8xf32>, i64) -> f32
    %301 = "llvm.extractelement"(%23, %6) : (vector<8xf32>, i64) -> f32
    %302 = "llvm.call"(%299, %300, %301) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %303 = "llvm.insertelement"(%298, %302, %6) : (vector<8xf32>, f32, i64) -> vector<8xf32>
    %304 = "llvm.extractelement"(%283, %5) : (vector<8xf32>, i64) -> f32
    %305 = "llvm.extractelement"(%203, %5) : (vector<8xf32>, i64) -> f32
    %306 = "llvm.extractelement"(%23, %5) : (vector<8xf32>, i64) -> f32
    %307 = "llvm.call"(%304, %305, %306) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %308 = "llvm.insertelement"(%303, %307, %5) : (vector<8xf32>, f32, i64) -> vector<8xf32>
    %309 = "llvm.extractelement"(%283, %4) : (vector<8xf32>, i64) -> f32
    %310 = "llvm.extractelement"(%203, %4) : (vector<8xf32>, i64) -> f32
    %311 = "llvm.extractelement"(%23, %4) : (vector<8xf32>, i64) -> f32
    %312 = "llvm.call"(%309, %310, %311) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %313 = "llvm.insertelement"(%308, %312, %4) : (vector<8xf32>, f32, i64) -> vector<8xf32>
    %314 = "llvm.extractelement"(%283, %3) : (vector<8xf32>, i64) -> f32
    %315 = "llvm.extractelement"(%203, %3) : (vector<8xf32>, i64) -> f32
    %316 = "llvm.extractelement"(%23, %3) : (vector<8xf32>, i64) -> f32
    %317 = "llvm.call"(%314, %315, %316) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %318 = "llvm.insertelement"(%313, %317, %3) : (vector<8xf32>, f32, i64) -> vector<8xf32>
    %319 = "llvm.extractelement"(%283, %2) : (vector<8xf32>, i64) -> f32
    %320 = "llvm.extractelement"(%203, %2) : (vector<8xf32>, i64) -> f32
    %321 = "llvm.extractelement"(%23, %2) : (vector<8xf32>, i64) -> f32
    %322 = "llvm.call"(%319, %320, %321) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %323 = "llvm.insertelement"(%318, %322, %2) : (vector<8xf32>, f32, i64) -> vector<8xf32>
    %324 = "llvm.extractelement"(%323, %33) : (vector<8xf32>, i64) -> f32
    %325 = "llvm.extractelement"(%203, %33) : (vector<8xf32>, i64) -> f32
    %326 = "llvm.extractelement"(%22, %33) : (vector<8xf32>, i64) -> f32
    %327 = "llvm.call"(%324, %325, %326) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %328 = "llvm.insertelement"(%8, %327, %33) : (vector<8xf32>, f32, i64) -> vector<8xf32>
    %329 = "llvm.extractelement"(%323, %11) : (vector<8xf32>, i64) -> f32
    %330 = "llvm.extractelement"(%203, %11) : (vector<8xf32>, i64) -> f32
    %331 = "llvm.extractelement"(%22, %11) : (vector<8xf32>, i64) -> f32
    %332 = "llvm.call"(%329, %330, %331) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %333 = "llvm.insertelement"(%328, %332, %11) : (vector<8xf32>, f32, i64) -> vector<8xf32>
    %334 = "llvm.extractelement"(%323, %7) : (vector<8xf32>, i64) -> f32
    %335 = "llvm.extractelement"(%203, %7) : (vector<8xf32>, i64) -> f32
    %336 = "llvm.extractelement"(%22, %7) : (vector<8xf32>, i64) -> f32
    %337 = "llvm.call"(%334, %335, %336) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %338 = "llvm.insertelement"(%333, %337, %7) : (vector<8xf32>, f32, i64) -> vector<8xf32>
    %339 = "llvm.extractelement"(%323, %6) : (vector<8xf32>, i64) -> f32
    %340 = "llvm.extractelement"(%203, %6) : (vector<8xf32>, i64) -> f32
    %341 = "llvm.extractelement"(%22, %6) : (vector<8xf32>, i64) -> f32
    %342 = "llvm.call"(%339, %340, %341) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %343 = "llvm.insertelement"(%338, %342, %6) : (vector<8xf32>, f32, i64) -> vector<8xf32>
    %344 = "llvm.extractelement"(%323, %5) : (vector<8xf32>, i64) -> f32
    %345 = "llvm.extractelement"(%203, %5) : (vector<8xf32>, i64) -> f32
    %346 = "llvm.extractelement"(%22, %5) : (vector<8xf32>, i64) -> f32
    %347 = "llvm.call"(%344, %345, %346) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %348 = "llvm.insertelement"(%343, %347, %5) : (vector<8xf32>, f32, i64) -> vector<8xf32>
    %349 = "llvm.extractelement"(%323, %4) : (vector<8xf32>, i64) -> f32
    %350 = "llvm.extractelement"(%203, %4) : (vector<8xf32>, i64) -> f32
    %351 = "llvm.extractelement"(%22, %4) : (vector<8xf32>, i64) -> f32
    %352 = "llvm.call"(%349, %350, %351) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %353 = "llvm.insertelement"(%348, %352, %4) : (vector<8xf32>, f32, i64) -> vector<8xf32>
    %354 = "llvm.extractelement"(%323, %3) : (vector<8xf32>, i64) -> f32
    %355 = "llvm.extractelement"(%203, %3) : (vector<8xf32>, i64) -> f32
    %356 = "llvm.extractelement"(%22, %3) : (vector<8xf32>, i64) -> f32
    %357 = "llvm.call"(%354, %355, %356) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %358 = "llvm.insertelement"(%353, %357, %3) : (vector<8xf32>, f32, i64) -> vector<8xf32>
    %359 = "llvm.extractelement"(%323, %2) : (vector<8xf32>, i64) -> f32
    %360 = "llvm.extractelement"(%203, %2) : (vector<8xf32>, i64) -> f32
    %361 = "llvm.extractelement"(%22, %2) : (vector<8xf32>, i64) -> f32
    %362 = "llvm.call"(%359, %360, %361) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %363 = "llvm.insertelement"(%358, %362, %2) : (vector<8xf32>, f32, i64) -> vector<8xf32>
    %364 = "llvm.extractelement"(%363, %33) : (vector<8xf32>, i64) -> f32
    %365 = "llvm.extractelement"(%203, %33) : (vector<8xf32>, i64) -> f32
    %366 = "llvm.extractelement"(%30, %33) : (vector<8xf32>, i64) -> f32
    %367 = "llvm.call"(%364, %365, %366) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %368 = "llvm.insertelement"(%8, %367, %33) : (vector<8xf32>, f32, i64) -> vector<8xf32>
    %369 = "llvm.extractelement"(%363, %11) : (vector<8xf32>, i64) -> f32
    %370 = "llvm.extractelement"(%203, %11) : (vector<8xf32>, i64) -> f32
    %371 = "llvm.extractelement"(%30, %11) : (vector<8xf32>, i64) -> f32
    %372 = "llvm.call"(%369, %370, %371) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %373 = "llvm.insertelement"(%368, %372, %11) : (vector<8xf32>, f32, i64) -> vector<8xf32>
    %374 = "llvm.extractelement"(%363, %7) : (vector<8xf32>, i64) -> f32
    %375 = "llvm.extractelement"(%203, %7) : (vector<8xf32>, i64) -> f32
    %376 = "llvm.extractelement"(%30, %7) : (vector<8xf32>, i64) -> f32
    %377 = "llvm.call"(%374, %375, %376) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %378 = "llvm.insertelement"(%373, %377, %7) : (vector<8xf32>, f32, i64) -> vector<8xf32>
    %379 = "llvm.extractelement"(%363, %6) : (vector<8xf32>, i64) -> f32
    %380 = "llvm.extractelement"(%203, %6) : (vector<8xf32>, i64) -> f32
    %381 = "llvm.extractelement"(%30, %6) : (vector<8xf32>, i64) -> f32
    %382 = "llvm.call"(%379, %380, %381) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %383 = "llvm.insertelement"(%378, %382, %6) : (vector<8xf32>, f32, i64) -> vector<8xf32>
    %384 = "llvm.extractelement"(%363, %5) : (vector<8xf32>, i64) -> f32
    %385 = "llvm.extractelement"(%203, %5) : (vector<8xf32>, i64) -> f32
    %386 = "llvm.extractelement"(%30, %5) : (vector<8xf32>, i64) -> f32
    %387 = "llvm.call"(%384, %385, %386) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %388 = "llvm.insertelement"(%383, %387, %5) : (vector<8xf32>, f32, i64) -> vector<8xf32>
    %389 = "llvm.extractelement"(%363, %4) : (vector<8xf32>, i64) -> f32
    %390 = "llvm.extractelement"(%203, %4) : (vector<8xf32>, i64) -> f32
    %391 = "llvm.extractelement"(%30, %4) : (vector<8xf32>, i64) -> f32
    %392 = "llvm.call"(%389, %390, %391) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %393 = "llvm.insertelement"(%388, %392, %4) : (vector<8xf32>, f32, i64) -> vector<8xf32>
    %394 = "llvm.extractelement"(%363, %3) : (vector<8xf32>, i64) -> f32
    %395 = "llvm.extractelement"(%203, %3) : (vector<8xf32>, i64) -> f32
    %396 = "llvm.extractelement"(%30, %3) : (vector<8xf32>, i64) -> f32
    %397 = "llvm.call"(%394, %395, %396) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %398 = "llvm.insertelement"(%393, %397, %3) : (vector<8xf32>, f32, i64) -> vector<8xf32>
    %399 = "llvm.extractelement"(%363, %2) : (vector<8xf32>, i64) -> f32
    %400 = "llvm.extractelement"(%203, %2) : (vector<8xf32>, i64) -> f32
    %401 = "llvm.extractelement"(%30, %2) : (vector<8xf32>, i64) -> f32
    %402 = "llvm.call"(%399, %400, %401) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %403 = "llvm.insertelement"(%398, %402, %2) : (vector<8xf32>, f32, i64) -> vector<8xf32>
    %404 = "llvm.fmul"(%203, %203) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<8xf32>, vector<8xf32>) -> vector<8xf32>
    %405 = "llvm.extractelement"(%403, %33) : (vector<8xf32>, i64) -> f32
    %406 = "llvm.extractelement"(%404, %33) : (vector<8xf32>, i64) -> f32
    %407 = "llvm.extractelement"(%203, %33) : (vector<8xf32>, i64) -> f32
    %408 = "llvm.call"(%405, %406, %407) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %409 = "llvm.insertelement"(%8, %408, %33) : (vector<8xf32>, f32, i64) -> vector<8xf32>
    %410 = "llvm.extractelement"(%403, %11) : (vector<8xf32>, i64) -> f32
    %411 = "llvm.extractelement"(%404, %11) : (vector<8xf32>, i64) -> f32
    %412 = "llvm.extractelement"(%203, %11) : (vector<8xf32>, i64) -> f32
    %413 = "llvm.call"(%410, %411, %412) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %414 = "llvm.insertelement"(%409, %413, %11) : (vector<8xf32>, f32, i64) -> vector<8xf32>
    %415 = "llvm.extractelement"(%403, %7) : (vector<8xf32>, i64) -> f32
    %416 = "llvm.extractelement"(%404, %7) : (vector<8xf32>, i64) -> f32
    %417 = "llvm.extractelement"(%203, %7) : (vector<8xf32>, i64) -> f32
    %418 = "llvm.call"(%415, %416, %417) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %419 = "llvm.insertelement"(%414, %418, %7) : (vector<8xf32>, f32, i64) -> vector<8xf32>
    %420 = "llvm.extractelement"(%403, %6) : (vector<8xf32>, i64) -> f32
    %421 = "llvm.extractelement"(%404, %6) : (vector<8xf32>, i64) -> f32
    %422 = "llvm.extractelement"(%203, %6) : (vector<8xf32>, i64) -> f32
    %423 = "llvm.call"(%420, %421, %422) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %424 = "llvm.insertelement"(%419, %423, %6) : (vector<8xf32>, f32, i64) -> vector<8xf32>
    %425 = "llvm.extractelement"(%403, %5) : (vector<8xf32>, i64) -> f32
    %426 = "llvm.extractelement"(%404, %5) : (vector<8xf32>, i64) -> f32
    %427 = "llvm.extractelement"(%203, %5) : (vector<8xf32>, i64) -> f32
    %428 = "llvm.call"(%425, %426, %427) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %429 = "llvm.insertelement"(%424, %428, %5) : (vector<8xf32>, f32, i64) -> vector<8xf32>
    %430 = "llvm.extractelement"(%403, %4) : (vector<8xf32>, i64) -> f32
    %431 = "llvm.extractelement"(%404, %4) : (vector<8xf32>, i64) -> f32
    %432 = "llvm.extractelement"(%203, %4) : (vector<8xf32>, i64) -> f32
    %433 = "llvm.call"(%430, %431, %432) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %434 = "llvm.insertelement"(%429, %433, %4) : (vector<8xf32>, f32, i64) -> vector<8xf32>
    %435 = "llvm.extractelement"(%403, %3) : (vector<8xf32>, i64) -> f32
    %436 = "llvm.extractelement"(%404, %3) : (vector<8xf32>, i64) -> f32
    %437 = "llvm.extractelement"(%203, %3) : (vector<8xf32>, i64) -> f32
    %438 = "llvm.call"(%435, %436, %437) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %439 = "llvm.insertelement"(%434, %438, %3) : (vector<8xf32>, f32, i64) -> vector<8xf32>
    %440 = "llvm.extractelement"(%403, %2) : (vector<8xf32>, i64) -> f32
    %441 = "llvm.extractelement"(%404, %2) : (vector<8xf32>, i64) -> f32
    %442 = "llvm.extractelement"(%203, %2) : (vector<8xf32>, i64) -> f32
    %443 = "llvm.call"(%440, %441, %442) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %444 = "llvm.insertelement"(%439, %443, %2) : (vector<8xf32>, f32, i64) -> vector<8xf32>
    %445 = "llvm.fadd"(%444, %34) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<8xf32>, vector<8xf32>) -> vector<8xf32>
    %446 = "llvm.fptosi"(%123) : (vector<8xf32>) -> vector<8xi32>
    %447 = "llvm.add"(%446, %16) <{overflowFlags = 0 : i32}> : (vector<8xi32>, vector<8xi32>) -> vector<8xi32>
    %448 = "llvm.shl"(%447, %17) <{overflowFlags = 0 : i32}> : (vector<8xi32>, vector<8xi32>) -> vector<8xi32>
    %449 = "llvm.bitcast"(%448) : (vector<8xi32>) -> vector<8xf32>
    %450 = "llvm.fmul"(%445, %449) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<8xf32>, vector<8xf32>) -> vector<8xf32>
    %451 = "llvm.fadd"(%450, %34) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<8xf32>, vector<8xf32>) -> vector<8xf32>
    %452 = "llvm.fdiv"(%50, %451) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<8xf32>, vector<8xf32>) -> vector<8xf32>
    %453 = "llvm.fcmp"(%452, %452) <{fastmathFlags = #llvm.fastmath<none>, predicate = 13 : i64}> : (vector<8xf32>, vector<8xf32>) -> vector<8xi1>
    %454 = "llvm.bitcast"(%452) : (vector<8xf32>) -> vector<8xi32>
    %455 = "llvm.lshr"(%454, %15) : (vector<8xi32>, vector<8xi32>) -> vector<8xi32>
    %456 = "llvm.and"(%455, %12) : (vector<8xi32>, vector<8xi32>) -> vector<8xi32>
    %457 = "llvm.add"(%456, %14) <{overflowFlags = 0 : i32}> : (vector<8xi32>, vector<8xi32>) -> vector<8xi32>
    %458 = "llvm.add"(%454, %457) <{overflowFlags = 0 : i32}> : (vector<8xi32>, vector<8xi32>) -> vector<8xi32>
    %459 = "llvm.lshr"(%458, %15) : (vector<8xi32>, vector<8xi32>) -> vector<8xi32>
    %460 = "llvm.trunc"(%459) <{overflowFlags = 0 : i32}> : (vector<8xi32>) -> vector<8xi16>
    %461 = "llvm.select"(%453, %13, %460) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<8xi1>, vector<8xi16>, vector<8xi16>) -> vector<8xi16>
    %462 = "llvm.bitcast"(%461) : (vector<8xi16>) -> vector<8xbf16>
    %463 = "llvm.getelementptr"(%arg2, %44) <{elem_type = bf16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    "llvm.store"(%462, %463) <{alignment = 2 : i64, ordering = 0 : i64}> : (vector<8xbf16>, !llvm.ptr<1>) -> ()
    "llvm.return"() : () -> ()
  }) {gpu.known_block_size = array<i32: 32, 1, 1>} : () -> ()
  "iree_codegen.dispatch_config"() <{function_ref = @silu_dispatch_0_elementwise_131072_bf16, subgroup_size = 32 : i64, workgroup_size = array<i64: 32, 1, 1>}> ({
  ^bb0(%arg0: !hal.device):
    %0 = "arith.constant"() <{value = 512 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    "iree_codegen.yield"(%0, %1, %1) : (index, index, index) -> ()
  }) : () -> ()
}) : () -> ()
