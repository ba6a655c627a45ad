"builtin.module"() ({
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<f32 (f32, f32, f32)>, linkage = #llvm.linkage<external>, sym_name = "__nv_fmaf", visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<f32 (f32)>, linkage = #llvm.linkage<external>, sym_name = "__nv_fabsf", visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<f32 (f32)>, linkage = #llvm.linkage<external>, sym_name = "__nv_floorf", visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, arg_attrs = [{llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef, llvm.readonly}, {llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef}], function_type = !llvm.func<void (ptr<1>, ptr<1>)>, linkage = #llvm.linkage<external>, sym_name = "gelu_dispatch_0_elementwise_2048_f32", visibility_ = 0 : i64}> ({
  ^bb0(%arg1: !llvm.ptr<1>, %arg2: !llvm.ptr<1>):
    %2 = "llvm.mlir.constant"() <{value = 3 : i64}> : () -> i64
    %3 = "llvm.mlir.constant"() <{value = 2 : i64}> : () -> i64
    %4 = "llvm.mlir.poison"() : () -> vector<4xf32>
    %5 = "llvm.mlir.constant"() <{value = 64 : i64}> : () -> i64
    %6 = "llvm.mlir.constant"() <{value = true}> : () -> i1
    %7 = "llvm.mlir.constant"() <{value = 1 : i64}> : () -> i64
    %8 = "llvm.mlir.constant"() <{value = dense<127> : vector<4xi32>}> : () -> vector<4xi32>
    %9 = "llvm.mlir.constant"() <{value = dense<23> : vector<4xi32>}> : () -> vector<4xi32>
    %10 = "llvm.mlir.constant"() <{value = dense<1.270000e+02> : vector<4xf32>}> : () -> vector<4xf32>
    %11 = "llvm.mlir.constant"() <{value = dense<-1.270000e+02> : vector<4xf32>}> : () -> vector<4xf32>
    %12 = "llvm.mlir.constant"() <{value = dense<8.880000e+01> : vector<4xf32>}> : () -> vector<4xf32>
    %13 = "llvm.mlir.constant"() <{value = dense<-8.780000e+01> : vector<4xf32>}> : () -> vector<4xf32>
    %14 = "llvm.mlir.constant"() <{value = dense<0.166666657> : vector<4xf32>}> : () -> vector<4xf32>
    %15 = "llvm.mlir.constant"() <{value = dense<0.0416657962> : vector<4xf32>}> : () -> vector<4xf32>
    %16 = "llvm.mlir.constant"() <{value = dense<0.00833345205> : vector<4xf32>}> : () -> vector<4xf32>
    %17 = "llvm.mlir.constant"() <{value = dense<0.00139819994> : vector<4xf32>}> : () -> vector<4xf32>
    %18 = "llvm.mlir.constant"() <{value = dense<1.98756912E-4> : vector<4xf32>}> : () -> vector<4xf32>
    %19 = "llvm.mlir.constant"() <{value = dense<2.12194442E-4> : vector<4xf32>}> : () -> vector<4xf32>
    %20 = "llvm.mlir.constant"() <{value = dense<-0.693359375> : vector<4xf32>}> : () -> vector<4xf32>
    %21 = "llvm.mlir.constant"() <{value = dense<1.44269502> : vector<4xf32>}> : () -> vector<4xf32>
    %22 = "llvm.mlir.constant"() <{value = dense<1.19825836E-6> : vector<4xf32>}> : () -> vector<4xf32>
    %23 = "llvm.mlir.constant"() <{value = dense<1.18534706E-4> : vector<4xf32>}> : () -> vector<4xf32>
    %24 = "llvm.mlir.constant"() <{value = dense<0.00226843474> : vector<4xf32>}> : () -> vector<4xf32>
    %25 = "llvm.mlir.constant"() <{value = dense<0.00489352504> : vector<4xf32>}> : () -> vector<4xf32>
    %26 = "llvm.mlir.constant"() <{value = dense<-2.76076837E-16> : vector<4xf32>}> : () -> vector<4xf32>
    %27 = "llvm.mlir.constant"() <{value = dense<2.00018794E-13> : vector<4xf32>}> : () -> vector<4xf32>
    %28 = "llvm.mlir.constant"() <{value = dense<-8.60467184E-11> : vector<4xf32>}> : () -> vector<4xf32>
    %29 = "llvm.mlir.constant"() <{value = dense<5.12229725E-8> : vector<4xf32>}> : () -> vector<4xf32>
    %30 = "llvm.mlir.constant"() <{value = dense<1.48572235E-5> : vector<4xf32>}> : () -> vector<4xf32>
    %31 = "llvm.mlir.constant"() <{value = dense<6.37261954E-4> : vector<4xf32>}> : () -> vector<4xf32>
    %32 = "llvm.mlir.constant"() <{value = dense<0.00489352457> : vector<4xf32>}> : () -> vector<4xf32>
    %33 = "llvm.mlir.constant"() <{value = dense<4.000000e-04> : vector<4xf32>}> : () -> vector<4xf32>
    %34 = "llvm.mlir.constant"() <{value = dense<7.99881172> : vector<4xf32>}> : () -> vector<4xf32>
    %35 = "llvm.mlir.constant"() <{value = dense<-7.99881172> : vector<4xf32>}> : () -> vector<4xf32>
    %36 = "llvm.mlir.constant"() <{value = dense<3.750000e+00> : vector<4xf32>}> : () -> vector<4xf32>
    %37 = "llvm.mlir.constant"() <{value = dense<2.000000e+00> : vector<4xf32>}> : () -> vector<4xf32>
    %38 = "llvm.mlir.constant"() <{value = dense<8.000000e-01> : vector<4xf32>}> : () -> vector<4xf32>
    %39 = "llvm.mlir.constant"() <{value = dense<0.0821908935> : vector<4xf32>}> : () -> vector<4xf32>
    %40 = "llvm.mlir.constant"() <{value = dense<-0.583389878> : vector<4xf32>}> : () -> vector<4xf32>
    %41 = "llvm.mlir.constant"() <{value = dense<1.62705934> : vector<4xf32>}> : () -> vector<4xf32>
    %42 = "llvm.mlir.constant"() <{value = dense<-2.0606916> : vector<4xf32>}> : () -> vector<4xf32>
    %43 = "llvm.mlir.constant"() <{value = dense<0.0572442785> : vector<4xf32>}> : () -> vector<4xf32>
    %44 = "llvm.mlir.constant"() <{value = dense<-0.0883462652> : vector<4xf32>}> : () -> vector<4xf32>
    %45 = "llvm.mlir.constant"() <{value = dense<0.448369086> : vector<4xf32>}> : () -> vector<4xf32>
    %46 = "llvm.mlir.constant"() <{value = dense<-3.276070e-01> : vector<4xf32>}> : () -> vector<4xf32>
    %47 = "llvm.mlir.constant"() <{value = dense<0.0739796459> : vector<4xf32>}> : () -> vector<4xf32>
    %48 = "llvm.mlir.constant"() <{value = dense<-0.131808966> : vector<4xf32>}> : () -> vector<4xf32>
    %49 = "llvm.mlir.constant"() <{value = dense<0.519230127> : vector<4xf32>}> : () -> vector<4xf32>
    %50 = "llvm.mlir.constant"() <{value = dense<-0.463513821> : vector<4xf32>}> : () -> vector<4xf32>
    %51 = "llvm.mlir.constant"() <{value = dense<-1.71048032E-5> : vector<4xf32>}> : () -> vector<4xf32>
    %52 = "llvm.mlir.constant"() <{value = dense<2.53447099E-4> : vector<4xf32>}> : () -> vector<4xf32>
    %53 = "llvm.mlir.constant"() <{value = dense<-0.00141373626> : vector<4xf32>}> : () -> vector<4xf32>
    %54 = "llvm.mlir.constant"() <{value = dense<0.00351961935> : vector<4xf32>}> : () -> vector<4xf32>
    %55 = "llvm.mlir.constant"() <{value = dense<-0.00330093061> : vector<4xf32>}> : () -> vector<4xf32>
    %56 = "llvm.mlir.constant"() <{value = dense<0.0370645523> : vector<4xf32>}> : () -> vector<4xf32>
    %57 = "llvm.mlir.constant"() <{value = dense<0.118407398> : vector<4xf32>}> : () -> vector<4xf32>
    %58 = "llvm.mlir.constant"() <{value = dense<-0.364721417> : vector<4xf32>}> : () -> vector<4xf32>
    %59 = "llvm.mlir.constant"() <{value = dense<1.12750685> : vector<4xf32>}> : () -> vector<4xf32>
    %60 = "llvm.mlir.constant"() <{value = dense<0.0258146804> : vector<4xf32>}> : () -> vector<4xf32>
    %61 = "llvm.mlir.constant"() <{value = dense<0.209741712> : vector<4xf32>}> : () -> vector<4xf32>
    %62 = "llvm.mlir.constant"() <{value = dense<-0.523018539> : vector<4xf32>}> : () -> vector<4xf32>
    %63 = "llvm.mlir.constant"() <{value = dense<1.12837911> : vector<4xf32>}> : () -> vector<4xf32>
    %64 = "llvm.mlir.constant"() <{value = dense<0.000000e+00> : vector<4xf32>}> : () -> vector<4xf32>
    %65 = "llvm.mlir.constant"() <{value = 128 : i32}> : () -> i32
    %66 = "llvm.mlir.constant"() <{value = 4 : i32}> : () -> i32
    %67 = "llvm.mlir.constant"() <{value = 0 : i64}> : () -> i64
    %68 = "llvm.mlir.constant"() <{value = dense<0.707106769> : vector<4xf32>}> : () -> vector<4xf32>
    %69 = "llvm.mlir.constant"() <{value = dense<1.000000e+00> : vector<4xf32>}> : () -> vector<4xf32>
    %70 = "llvm.mlir.constant"() <{value = dense<5.000000e-01> : vector<4xf32>}> : () -> vector<4xf32>
    %71 = "nvvm.read.ptx.sreg.tid.x"() <{range = #llvm.constant_range<i32, 0, 32>}> : () -> i32
    %72 = "llvm.sext"(%71) : (i32) -> i64
    "llvm.intr.assume"(%6, %arg1, %5) <{op_bundle_sizes = array<i32: 2>, op_bundle_tags = ["align"]}> : (i1, !llvm.ptr<1>, i64) -> ()
    "llvm.intr.assume"(%6, %arg2, %5) <{op_bundle_sizes = array<i32: 2>, op_bundle_tags = ["align"]}> : (i1, !llvm.ptr<1>, i64) -> ()
    %73 = "nvvm.read.ptx.sreg.ctaid.x"() <{range = #llvm.constant_range<i32, 0, 16>}> : () -> i32
    %74 = "llvm.sext"(%73) : (i32) -> i64
    %75 = "llvm.trunc"(%72) <{overflowFlags = 0 : i32}> : (i64) -> i32
    %76 = "llvm.mul"(%75, %66) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %77 = "llvm.trunc"(%74) <{overflowFlags = 0 : i32}> : (i64) -> i32
    %78 = "llvm.mul"(%77, %65) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %79 = "llvm.add"(%76, %78) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %80 = "llvm.zext"(%79) : (i32) -> i64
    %81 = "llvm.getelementptr"(%arg1, %80) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %82 = "llvm.load"(%81) <{alignment = 4 : i64, ordering = 0 : i64}> : (!llvm.ptr<1>) -> vector<4xf32>
    %83 = "llvm.fmul"(%82, %68) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
    %84 = "llvm.fcmp"(%83, %64) <{fastmathFlags = #llvm.fastmath<none>, predicate = 4 : i64}> : (vector<4xf32>, vector<4xf32>) -> vector<4xi1>
    %85 = "llvm.fneg"(%83) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<4xf32>) -> vector<4xf32>
    %86 = "llvm.select"(%84, %85, %83) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<4xi1>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
    %87 = "llvm.fcmp"(%86, %38) <{fastmathFlags = #llvm.fastmath<none>, predicate = 4 : i64}> : (vector<4xf32>, vector<4xf32>) -> vector<4xi1>
    %88 = "llvm.select"(%87, %63, %59) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<4xi1>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
    %89 = "llvm.select"(%87, %50, %46) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<4xi1>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
    %90 = "llvm.select"(%87, %62, %58) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<4xi1>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
    %91 = "llvm.select"(%87, %49, %45) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<4xi1>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
    %92 = "llvm.select"(%87, %61, %57) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<4xi1>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
    %93 = "llvm.select"(%87, %48, %44) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<4xi1>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
    %94 = "llvm.select"(%87, %60, %56) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<4xi1>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
    %95 = "llvm.select"(%87, %47, %43) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<4xi1>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
    %96 = "llvm.fcmp"(%86, %37) <{fastmathFlags = #llvm.fastmath<none>, predicate = 4 : i64}> : (vector<4xf32>, vector<4xf32>) -> vector<4xi1>
    %97 = "llvm.select"(%96, %64, %55) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<4xi1>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
    %98 = "llvm.select"(%96, %88, %54) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<4xi1>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
    %99 = "llvm.select"(%96, %89, %42) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<4xi1>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
    %100 = "llvm.select"(%96, %90, %53) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<4xi1>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
    %101 = "llvm.select"(%96, %91, %41) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<4xi1>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
    %102 = "llvm.select"(%96, %92, %52) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<4xi1>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
    %103 = "llvm.select"(%96, %93, %40) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<4xi1>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
    %104 = "llvm.select"(%96, %94, %51) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<4xi1>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
    %105 = "llvm.select"(%96, %95, %39) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<4xi1>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
    %106 = "llvm.select"(%96, %64, %69) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<4xi1>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
    %107 = "llvm.fcmp"(%86, %36) <{fastmathFlags = #llvm.fastmath<none>, predicate = 11 : i64}> : (vector<4xf32>, vector<4xf32>) -> vector<4xi1>
    %108 = "llvm.extractelement"(%86, %67) : (vector<4xf32>, i64) -> f32
    %109 = "llvm.extractelement"(%104, %67) : (vector<4xf32>, i64) -> f32
    %110 = "llvm.extractelement"(%102, %67) : (vector<4xf32>, i64) -> f32
    %111 = "llvm.call"(%108, %109, %110) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %112 = "llvm.insertelement"(%4, %111, %67) : (vector<4xf32>, f32, i64) -> vector<4xf32>
    %113 = "llvm.extractelement"(%86, %7) : (vector<4xf32>, i64) -> f32
    %114 = "llvm.extractelement"(%104, %7) : (vector<4xf32>, i64) -> f32
    %115 = "llvm.extractelement"(%102, %7) : (vector<4xf32>, i64) -> f32
    %116 = "llvm.call"(%113, %114, %115) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %117 = "llvm.insertelement"(%112, %116, %7) : (vector<4xf32>, f32, i64) -> vector<4xf32>
    %118 = "llvm.extractelement"(%86, %3) : (vector<4xf32>, i64) -> f32
    %119 = "llvm.extractelement"(%104, %3) : (vector<4xf32>, i64) -> f32
    %120 = "llvm.extractelement"(%102, %3) : (vector<4xf32>, i64) -> f32
    %121 = "llvm.call"(%118, %119, %120) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %122 = "llvm.insertelement"(%117, %121, %3) : (vector<4xf32>, f32, i64) -> vector<4xf32>
    %123 = "llvm.extractelement"(%86, %2) : (vector<4xf32>, i64) -> f32
    %124 = "llvm.extractelement"(%104, %2) : (vector<4xf32>, i64) -> f32
    %125 = "llvm.extractelement"(%102, %2) : (vector<4xf32>, i64) -> f32
    %126 = "llvm.call"(%123, %124, %125) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %127 = "llvm.insertelement"(%122, %126, %2) : (vector<4xf32>, f32, i64) -> vector<4xf32>
    %128 = "llvm.extractelement"(%86, %67) : (vector<4xf32>, i64) -> f32
    %129 = "llvm.extractelement"(%127, %67) : (vector<4xf32>, i64) -> f32
    %130 = "llvm.extractelement"(%100, %67) : (vector<4xf32>, i64) -> f32
    %131 = "llvm.call"(%128, %129, %130) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %132 = "llvm.insertelement"(%4, %131, %67) : (vector<4xf32>, f32, i64) -> vector<4xf32>
    %133 = "llvm.extractelement"(%86, %7) : (vector<4xf32>, i64) -> f32
    %134 = "llvm.extractelement"(%127, %7) : (vector<4xf32>, i64) -> f32
    %135 = "llvm.extractelement"(%100, %7) : (vector<4xf32>, i64) -> f32
    %136 = "llvm.call"(%133, %134, %135) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %137 = "llvm.insertelement"(%132, %136, %7) : (vector<4xf32>, f32, i64) -> vector<4xf32>
    %138 = "llvm.extractelement"(%86, %3) : (vector<4xf32>, i64) -> f32
    %139 = "llvm.extractelement"(%127, %3) : (vector<4xf32>, i64) -> f32
    %140 = "llvm.extractelement"(%100, %3) : (vector<4xf32>, i64) -> f32
    %141 = "llvm.call"(%138, %139, %140) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %142 = "llvm.insertelement"(%137, %141, %3) : (vector<4xf32>, f32, i64) -> vector<4xf32>
    %143 = "llvm.extractelement"(%86, %2) : (vector<4xf32>, i64) -> f32
    %144 = "llvm.extractelement"(%127, %2) : (vector<4xf32>, i64) -> f32
    %145 = "llvm.extractelement"(%100, %2) : (vector<4xf32>, i64) -> f32
    %146 = "llvm.call"(%143, %144, %145) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %147 = "llvm.insertelement"(%142, %146, %2) : (vector<4xf32>, f32, i64) -> vector<4xf32>
    %148 = "llvm.extractelement"(%86, %67) : (vector<4xf32>, i64) -> f32
    %149 = "llvm.extractelement"(%147, %67) : (vector<4xf32>, i64) -> f32
    %150 = "llvm.extractelement"(%98, %67) : (vector<4xf32>, i64) -> f32
    %151 = "llvm.call"(%148, %149, %150) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %152 = "llvm.insertelement"(%4, %151, %67) : (vector<4xf32>, f32, i64) -> vector<4xf32>
    %153 = "llvm.extractelement"(%86, %7) : (vector<4xf32>, i64) -> f32
    %154 = "llvm.extractelement"(%147, %7) : (vector<4xf32>, i64) -> f32
    %155 = "llvm.extractelement"(%98, %7) : (vector<4xf32>, i64) -> f32
    %156 = "llvm.call"(%153, %154, %155) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %157 = "llvm.insertelement"(%152, %156, %7) : (vector<4xf32>, f32, i64) -> vector<4xf32>
    %158 = "llvm.extractelement"(%86, %3) : (vector<4xf32>, i64) -> f32
    %159 = "llvm.extractelement"(%147, %3) : (vector<4xf32>, i64) -> f32
    %160 = "llvm.extractelement"(%98, %3) : (vector<4xf32>, i64) -> f32
    %161 = "llvm.call"(%158, %159, %160) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %162 = "llvm.insertelement"(%157, %161, %3) : (vector<4xf32>, f32, i64) -> vector<4xf32>
    %163 = "llvm.extractelement"(%86, %2) : (vector<4xf32>, i64) -> f32
    %164 = "llvm.extractelement"(%147, %2) : (vector<4xf32>, i64) -> f32
    %165 = "llvm.extractelement"(%98, %2) : (vector<4xf32>, i64) -> f32
    %166 = "llvm.call"(%163, %164, %165) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %167 = "llvm.insertelement"(%162, %166, %2) : (vector<4xf32>, f32, i64) -> vector<4xf32>
    %168 = "llvm.extractelement"(%86, %67) : (vector<4xf32>, i64) -> f32
    %169 = "llvm.extractelement"(%167, %67) : (vector<4xf32>, i64) -> f32
    %170 = "llvm.extractelement"(%97, %67) : (vector<4xf32>, i64) -> f32
    %171 = "llvm.call"(%168, %169, %170) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %172 = "llvm.insertelement"(%4, %171, %67) : (vector<4xf32>, f32, i64) -> vector<4xf32>
    %173 = "llvm.extractelement"(%86, %7) : (vector<4xf32>, i64) -> f32
    %174 = "llvm.extractelement"(%167, %7) : (vector<4xf32>, i64) -> f32
    %175 = "llvm.extractelement"(%97, %7) : (vector<4xf32>, i64) -> f32
    %176 = "llvm.call"(%173, %174, %175) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %177 = "llvm.insertelement"(%172, %176, %7) : (vector<4xf32>, f32, i64) -> vector<4xf32>
    %178 = "llvm.extractelement"(%86, %3) : (vector<4xf32>, i64) -> f32
    %179 = "llvm.extractelement"(%167, %3) : (vector<4xf32>, i64) -> f32
    %180 = "llvm.extractelement"(%97, %3) : (vector<4xf32>, i64) -> f32
    %181 = "llvm.call"(%178, %179, %180) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %182 = "llvm.insertelement"(%177, %181, %3) : (vector<4xf32>, f32, i64) -> vector<4xf32>
    %183 = "llvm.extractelement"(%86, %2) : (vector<4xf32>, i64) -> f32
    %184 = "llvm.extractelement"(%167, %2) : (vector<4xf32>, i64) -> f32
    %185 = "llvm.extractelement"(%97, %2) : (vector<4xf32>, i64) -> f32
    %186 = "llvm.call"(%183, %184, %185) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %187 = "llvm.insertelement"(%182, %186, %2) : (vector<4xf32>, f32, i64) -> vector<4xf32>
    %188 = "llvm.extractelement"(%86, %67) : (vector<4xf32>, i64) -> f32
    %189 = "llvm.extractelement"(%105, %67) : (vector<4xf32>, i64) -> f32
    %190 = "llvm.extractelement"(%103, %67) : (vector<4xf32>, i64) -> f32
    %191 = "llvm.call"(%188, %189, %190) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %192 = "llvm.insertelement"(%4, %191, %67) : (vector<4xf32>, f32, i64) -> vector<4xf32>
    %193 = "llvm.extractelement"(%86, %7) : (vector<4xf32>, i64) -> f32
    %194 = "llvm.extractelement"(%105, %7) : (vector<4xf32>, i64) -> f32
    %195 = "llvm.extractelement"(%103, %7) : (vector<4xf32>, i64) -> f32
    %196 = "llvm.call"(%193, %194, %195) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %197 = "llvm.insertelement"(%192, %196, %7) : (vector<4xf32>, f32, i64) -> vector<4xf32>
    %198 = "llvm.extractelement"(%86, %3) : (vector<4xf32>, i64) -> f32
    %199 = "llvm.extractelement"(%105, %3) : (vector<4xf32>, i64) -> f32
    %200 = "llvm.extractelement"(%103, %3) : (vector<4xf32>, i64) -> f32
    %201 = "llvm.call"(%198, %199, %200) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %202 = "llvm.insertelement"(%197, %201, %3) : (vector<4xf32>, f32, i64) -> vector<4xf32>
    %203 = "llvm.extractelement"(%86, %2) : (vector<4xf32>, i64) -> f32
    %204 = "llvm.extractelement"(%105, %2) : (vector<4xf32>, i64) -> f32
    %205 = "llvm.extractelement"(%103, %2) : (vector<4xf32>, i64) -> f32
    %206 = "llvm.call"(%203, %204, %205) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %207 = "llvm.insertelement"(%202, %206, %2) : (vector<4xf32>, f32, i64) -> vector<4xf32>
    %208 = "llvm.extractelement"(%86, %67) : (vector<4xf32>, i64) -> f32
    %209 = "llvm.extractelement"(%207, %67) : (vector<4xf32>, i64) -> f32
    %210 = "llvm.extractelement"(%101, %67) : (vector<4xf32>, i64) -> f32
    %211 = "llvm.call"(%208, %209, %210) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %212 = "llvm.insertelement"(%4, %211, %67) : (vector<4xf32>, f32, i64) -> vector<4xf32>
    %213 = "llvm.extractelement"(%86, %7) : (vector<4xf32>, i64) -> f32
    %214 = "llvm.extractelement"(%207, %7) : (vector<4xf32>, i64) -> f32
    %215 = "llvm.extractelement"(%101, %7) : (vector<4xf32>, i64) -> f32
    %216 = "llvm.call"(%213, %214, %215) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %217 = "llvm.insertelement"(%212, %216, %7) : (vector<4xf32>, f32, i64) -> vector<4xf32>
    %218 = "llvm.extractelement"(%86, %3) : (vector<4xf32>, i64) -> f32
    %219 = "llvm.extractelement"(%207, %3) : (vector<4xf32>, i64) -> f32
    %220 = "llvm.extractelement"(%101, %3) : (vector<4xf32>, i64) -> f32
    %221 = "llvm.call"(%218, %219, %220) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %222 = "llvm.insertelement"(%217, %221, %3) : (vector<4xf32>, f32, i64) -> vector<4xf32>
    %223 = "llvm.extractelement"(%86, %2) : (vector<4xf32>, i64) -> f32
    %224 = "llvm.extractelement"(%207, %2) : (vector<4xf32>, i64) -> f32
    %225 = "llvm.extractelement"(%101, %2) : (vector<4xf32>, i64) -> f32
    %226 = "llvm.call"(%223, %224, %225) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %227 = "llvm.insertelement"(%222, %226, %2) : (vector<4xf32>, f32, i64) -> vector<4xf32>
    %228 = "llvm.extractelement"(%86, %67) : (vector<4xf32>, i64) -> f32
    %229 = "llvm.extractelement"(%227, %67) : (vector<4xf32>, i64) -> f32
    %230 = "llvm.extractelement"(%99, %67) : (vector<4xf32>, i64) -> f32
    %231 = "llvm.call"(%228, %229, %230) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %232 = "llvm.insertelement"(%4, %231, %67) : (vector<4xf32>, f32, i64) -> vector<4xf32>
    %233 = "llvm.extractelement"(%86, %7) : (vector<4xf32>, i64) -> f32
    %234 = "llvm.extractelement"(%227, %7) : (vector<4xf32>, i64) -> f32
    %235 = "llvm.extractelement"(%99, %7) : (vector<4xf32>, i64) -> f32
    %236 = "llvm.call"(%233, %234, %235) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %237 = "llvm.insertelement"(%232, %236, %7) : (vector<4xf32>, f32, i64) -> vector<4xf32>
    %238 = "llvm.extractelement"(%86, %3) : (vector<4xf32>, i64) -> f32
    %239 = "llvm.extractelement"(%227, %3) : (vector<4xf32>, i64) -> f32
    %240 = "llvm.extractelement"(%99, %3) : (vector<4xf32>, i64) -> f32
    %241 = "llvm.call"(%238, %239, %240) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %242 = "llvm.insertelement"(%237, %241, %3) : (vector<4xf32>, f32, i64) -> vector<4xf32>
    %243 = "llvm.extractelement"(%86, %2) : (vector<4xf32>, i64) -> f32
    %244 = "llvm.extractelement"(%227, %2) : (vector<4xf32>, i64) -> f32
    %245 = "llvm.extractelement"(%99, %2) : (vector<4xf32>, i64) -> f32
    %246 = "llvm.call"(%243, %244, %245) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %247 = "llvm.insertelement"(%242, %246, %2) : (vector<4xf32>, f32, i64) -> vector<4xf32>
    %248 = "llvm.extractelement"(%86, %67) : (vector<4xf32>, i64) -> f32
    %249 = "llvm.extractelement"(%247, %67) : (vector<4xf32>, i64) -> f32
    %250 = "llvm.extractelement"(%69, %67) : (vector<4xf32>, i64) -> f32
    %251 = "llvm.call"(%248, %249, %250) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %252 = "llvm.insertelement"(%4, %251, %67) : (vector<4xf32>, f32, i64) -> vector<4xf32>
    %253 = "llvm.extractelement"(%86, %7) : (vector<4xf32>, i64) -> f32
    %254 = "llvm.extractelement"(%247, %7) : (vector<4xf32>, i64) -> f32
    %255 = "llvm.extractelement"(%69, %7) : (vector<4xf32>, i64) -> f32
    %256 = "llvm.call"(%253, %254, %255) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %257 = "llvm.insertelement"(%252, %256, %7) : (vector<4xf32>, f32, i64) -> vector<4xf32>
    %258 = "llvm.extractelement"(%86, %3) : (vector<4xf32>, i64) -> f32
    %259 = "llvm.extractelement"(%247, %3) : (vector<4xf32>, i64) -> f32
    %260 = "llvm.extractelement"(%69, %3) : (vector<4xf32>, i64) -> f32
    %261 = "llvm.call"(%258, %259, %260) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %262 = "llvm.insertelement"(%257, %261, %3) : (vector<4xf32>, f32, i64) -> vector<4xf32>
    %263 = "llvm.extractelement"(%86, %2) : (vector<4xf32>, i64) -> f32
    %264 = "llvm.extractelement"(%247, %2) : (vector<4xf32>, i64) -> f32
    %265 = "llvm.extractelement"(%69, %2) : (vector<4xf32>, i64) -> f32
    %266 = "llvm.call"(%263, %264, %265) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %267 = "llvm.insertelement"(%262, %266, %2) : (vector<4xf32>, f32, i64) -> vector<4xf32>
    %268 = "llvm.fdiv"(%187, %267) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
    %269 = "llvm.fadd"(%106, %268) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
    %270 = "llvm.select"(%107, %269, %69) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<4xi1>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
    %271 = "llvm.fneg"(%270) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<4xf32>) -> vector<4xf32>
    %272 = "llvm.select"(%84, %271, %270) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<4xi1>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
    %273 = "llvm.fadd"(%272, %69) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
    %274 = "llvm.fmul"(%82, %273) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
    %275 = "llvm.fmul"(%274, %70) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
    %276 = "llvm.fcmp"(%82, %34) <{fastmathFlags = #llvm.fastmath<none>, predicate = 11 : i64}> : (vector<4xf32>, vector<4xf32>) -> vector<4xi1>
    %277 = "llvm.select"(%276, %82, %34) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<4xi1>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
    %278 = "llvm.fcmp"(%277, %35) <{fastmathFlags = #llvm.fastmath<none>, predicate = 9 : i64}> : (vector<4xf32>, vector<4xf32>) -> vector<4xi1>
    %279 = "llvm.select"(%278, %277, %35) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<4xi1>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
    %280 = "llvm.extractelement"(%82, %67) : (vector<4xf32>, i64) -> f32
    %281 = "llvm.call"(%280) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fabsf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (f32) -> f32
    %282 = "llvm.insertelement"(%4, %281, %67) : (vector<4xf32>, f32, i64) -> vector<4xf32>
    %283 = "llvm.extractelement"(%82, %7) : (vector<4xf32>, i64) -> f32
    %284 = "llvm.call"(%283) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fabsf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (f32) -> f32
    %285 = "llvm.insertelement"(%282, %284, %7) : (vector<4xf32>, f32, i64) -> vector<4xf32>
    %286 = "llvm.extractelement"(%82, %3) : (vector<4xf32>, i64) -> f32
    %287 = "llvm.call"(%286) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fabsf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (f32) -> f32
    %288 = "llvm.insertelement"(%285, %287, %3) : (vector<4xf32>, f32, i64) -> vector<4xf32>
    %289 = "llvm.extractelement"(%82, %2) : (vector<4xf32>, i64) -> f32
    %290 = "llvm.call"(%289) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fabsf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (f32) -> f32
    %291 = "llvm.insertelement"(%288, %290, %2) : (vector<4xf32>, f32, i64) -> vector<4xf32>
    %292 = "llvm.fcmp"(%291, %33) <{fastmathFlags = #llvm.fastmath<none>, predicate = 4 : i64}> : (vector<4xf32>, vector<4xf32>) -> vector<4xi1>
    %293 = "llvm.fmul"(%279, %279) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
    %294 = "llvm.extractelement"(%293, %67) : (vector<4xf32>, i64) -> f32
    %295 = "llvm.extractelement"(%26, %67) : (vector<4xf32>, i64) -> f32
    %296 = "llvm.extractelement"(%27, %67) : (vector<4xf32>, i64) -> f32
    %297 = "llvm.call"(%294, %295, %296) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %298 = "llvm.insertelement"(%4, %297, %67) : (vector<4xf32>, f32, i64) -> vector<4xf32>
    %299 = "llvm.extractelement"(%293, %7) : (vector<4xf32>, i64) -> f32
    %300 = "llvm.extractelement"(%26, %7) : (vector<4xf32>, i64) -> f32
    %301 = "llvm.extractelement"(%27, %7) : (vector<4xf32>, i64) -> f32
    %302 = "llvm.call"(%299, %300, %301) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %303 = "llvm.insertelement"(%298, %302, %7) : (vector<4xf32>, f32, i64) -> vector<4xf32>
    %304 = "llvm.extractelement"(%293, %3) : (vector<4xf32>, i64) -> f32
    %305 = "llvm.extractelement"(%26, %3) : (vector<4xf32>, i64) -> f32
    %306 = "llvm.extractelement"(%27, %3) : (vector<4xf32>, i64) -> f32
    %307 = "llvm.call"(%304, %305, %306) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %308 = "llvm.insertelement"(%303, %307, %3) : (vector<4xf32>, f32, i64) -> vector<4xf32>
    %309 = "llvm.extractelement"(%293, %2) : (vector<4xf32>, i64) -> f32
    %310 = "llvm.extractelement"(%26, %2) : (vector<4xf32>, i64) -> f32
    %311 = "llvm.extractelement"(%27, %2) : (vector<4xf32>, i64) -> f32
    %312 = "llvm.call"(%309, %310, %311) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %313 = "llvm.insertelement"(%308, %312, %2) : (vector<4xf32>, f32, i64) -> vector<4xf32>
    %314 = "llvm.extractelement"(%293, %67) : (vector<4xf32>, i64) -> f32
    %315 = "llvm.extractelement"(%313, %67) : (vector<4xf32>, i64) -> f32
    %316 = "llvm.extractelement"(%28, %67) : (vector<4xf32>, i64) -> f32
    %317 = "llvm.call"(%314, %315, %316) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %318 = "llvm.insertelement"(%4, %317, %67) : (vector<4xf32>, f32, i64) -> vector<4xf32>
    %319 = "llvm.extractelement"(%293, %7) : (vector<4xf32>, i64) -> f32
    %320 = "llvm.extractelement"(%313, %7) : (vector<4xf32>, i64) -> f32
    %321 = "llvm.extractelement"(%28, %7) : (vector<4xf32>, i64) -> f32
    %322 = "llvm.call"(%319, %320, %321) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %323 = "llvm.insertelement"(%318, %322, %7) : (vector<4xf32>, f32, i64) -> vector<4xf32>
    %324 = "llvm.extractelement"(%293, %3) : (vector<4xf32>, i64) -> f32
    %325 = "llvm.extractelement"(%313, %3) : (vector<4xf32>, i64) -> f32
    %326 = "llvm.extractelement"(%28, %3) : (vector<4xf32>, i64) -> f32
    %327 = "llvm.call"(%324, %325, %326) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %328 = "llvm.insertelement"(%323, %327, %3) : (vector<4xf32>, f32, i64) -> vector<4xf32>
    %329 = "llvm.extractelement"(%293, %2) : (vector<4xf32>, i64) -> f32
    %330 = "llvm.extractelement"(%313, %2) : (vector<4xf32>, i64) -> f32
    %331 = "llvm.extractelement"(%28, %2) : (vector<4xf32>, i64) -> f32
    %332 = "llvm.call"(%329, %330, %331) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %333 = "llvm.insertelement"(%328, %332, %2) : (vector<4xf32>, f32, i64) -> vector<4xf32>
    %334 = "llvm.extractelement"(%293, %67) : (vector<4xf32>, i64) -> f32
    %335 = "llvm.extractelement"(%333, %67) : (vector<4xf32>, i64) -> f32
    %336 = "llvm.extractelement"(%29, %67) : (vector<4xf32>, i64) -> f32
    %337 = "llvm.call"(%334, %335, %336) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %338 = "llvm.insertelement"(%4, %337, %67) : (vector<4xf32>, f32, i64) -> vector<4xf32>
    %339 = "llvm.extractelement"(%293, %7) : (vector<4xf32>, i64) -> f32
    %340 = "llvm.extractelement"(%333, %7) : (vector<4xf32>, i64) -> f32
    %341 = "llvm.extractelement"(%29, %7) : (vector<4xf32>, i64) -> f32
    %342 = "llvm.call"(%339, %340, %341) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %343 = "llvm.insertelement"(%338, %342, %7) : (vector<4xf32>, f32, i64) -> vector<4xf32>
    %344 = "llvm.extractelement"(%293, %3) : (vector<4xf32>, i64) -> f32
    %345 = "llvm.extractelement"(%333, %3) : (vector<4xf32>, i64) -> f32
    %346 = "llvm.extractelement"(%29, %3) : (vector<4xf32>, i64) -> f32
    %347 = "llvm.call"(%344, %345, %346) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %348 = "llvm.insertelement"(%343, %347, %3) : (vector<4xf32>, f32, i64) -> vector<4xf32>
    %349 = "llvm.extractelement"(%293, %2) : (vector<4xf32>, i64) -> f32
    %350 = "llvm.extractelement"(%333, %2) : (vector<4xf32>, i64) -> f32
    %351 = "llvm.extractelement"(%29, %2) : (vector<4xf32>, i64) -> f32
    %352 = "llvm.call"(%349, %350, %351) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %353 = "llvm.insertelement"(%348, %352, %2) : (vector<4xf32>, f32, i64) -> vector<4xf32>
    %354 = "llvm.extractelement"(%293, %67) : (vector<4xf32>, i64) -> f32
    %355 = "llvm.extractelement"(%353, %67) : (vector<4xf32>, i64) -> f32
    %356 = "llvm.extractelement"(%30, %67) : (vector<4xf32>, i64) -> f32
    %357 = "llvm.call"(%354, %355, %356) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %358 = "llvm.insertelement"(%4, %357, %67) : (vector<4xf32>, f32, i64) -> vector<4xf32>
    %359 = "llvm.extractelement"(%293, %7) : (vector<4xf32>, i64) -> f32
    %360 = "llvm.extractelement"(%353, %7) : (vector<4xf32>, i64) -> f32
    %361 = "llvm.extractelement"(%30, %7) : (vector<4xf32>, i64) -> f32
    %362 = "llvm.call"(%359, %360, %361) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %363 = "llvm.insertelement"(%358, %362, %7) : (vector<4xf32>, f32, i64) -> vector<4xf32>
    %364 = "llvm.extractelement"(%293, %3) : (vector<4xf32>, i64) -> f32
    %365 = "llvm.extractelement"(%353, %3) : (vector<4xf32>, i64) -> f32
    %366 = "llvm.extractelement"(%30, %3) : (vector<4xf32>, i64) -> f32
    %367 = "llvm.call"(%364, %365, %366) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %368 = "llvm.insertelement"(%363, %367, %3) : (vector<4xf32>, f32, i64) -> vector<4xf32>
    %369 = "llvm.extractelement"(%293, %2) : (vector<4xf32>, i64) -> f32
    %370 = "llvm.extractelement"(%353, %2) : (vector<4xf32>, i64) -> f32
    %371 = "llvm.extractelement"(%30, %2) : (vector<4xf32>, i64) -> f32
    %372 = "llvm.call"(%369, %370, %371) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %373 = "llvm.insertelement"(%368, %372, %2) : (vector<4xf32>, f32, i64) -> vector<4xf32>
    %374 = "llvm.extractelement"(%293, %67) : (vector<4xf32>, i64) -> f32
    %375 = "llvm.extractelement"(%373, %67) : (vector<4xf32>, i64) -> f32
    %376 = "llvm.extractelement"(%31, %67) : (vector<4xf32>, i64) -> f32
    %377 = "llvm.call"(%374, %375, %376) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %378 = "llvm.insertelement"(%4, %377, %67) : (vector<4xf32>, f32, i64) -> vector<4xf32>
    %379 = "llvm.extractelement"(%293, %7) : (vector<4xf32>, i64) -> f32
    %380 = "llvm.extractelement"(%373, %7) : (vector<4xf32>, i64) -> f32
    %381 = "llvm.extractelement"(%31, %7) : (vector<4xf32>, i64) -> f32
    %382 = "llvm.call"(%379, %380, %381) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %383 = "llvm.insertelement"(%378, %382, %7) : (vector<4xf32>, f32, i64) -> vector<4xf32>
    %384 = "llvm.extractelement"(%293, %3) : (vector<4xf32>, i64) -> f32
    %385 = "llvm.extractelement"(%373, %3) : (vector<4xf32>, i64) -> f32
    %386 = "llvm.extractelement"(%31, %3) : (vector<4xf32>, i64) -> f32
    %387 = "llvm.call"(%384, %385, %386) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %388 = "llvm.insertelement"(%383, %387, %3) : (vector<4xf32>, f32, i64) -> vector<4xf32>
    %389 = "llvm.extractelement"(%293, %2) : (vector<4xf32>, i64) -> f32
    %390 = "llvm.extractelement"(%373, %2) : (vector<4xf32>, i64) -> f32
    %391 = "llvm.extractelement"(%31, %2) : (vector<4xf32>, i64) -> f32
    %392 = "llvm.call"(%389, %390, %391) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %393 = "llvm.insertelement"(%388, %392, %2) : (vector<4xf32>, f32, i64) -> vector<4xf32>
    %394 = "llvm.extractelement"(%293, %67) : (vector<4xf32>, i64) -> f32
    %395 = "llvm.extractelement"(%393, %67) : (vector<4xf32>, i64) -> f32
    %396 = "llvm.extractelement"(%32, %67) : (vector<4xf32>, i64) -> f32
    %397 = "llvm.call"(%394, %395, %396) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %398 = "llvm.insertelement"(%4, %397, %67) : (vector<4xf32>, f32, i64) -> vector<4xf32>
    %399 = "llvm.extractelement"(%293, %7) : (vector<4xf32>, i64) -> f32
    %400 = "llvm.extractelement"(%393, %7) : (vector<4xf32>, i64) -> f32
    %401 = "llvm.extractelement"(%32, %7) : (vector<4xf32>, i64) -> f32
    %402 = "llvm.call"(%399, %400, %401) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %403 = "llvm.insertelement"(%398, %402, %7) : (vector<4xf32>, f32, i64) -> vector<4xf32>
    %404 = "llvm.extractelement"(%293, %3) : (vector<4xf32>, i64) -> f32
    %405 = "llvm.extractelement"(%393, %3) : (vector<4xf32>, i64) -> f32
    %406 = "llvm.extractelement"(%32, %3) : (vector<4xf32>, i64) -> f32
    %407 = "llvm.call"(%404, %405, %406) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %408 = "llvm.insertelement"(%403, %407, %3) : (vector<4xf32>, f32, i64) -> vector<4xf32>
    %409 = "llvm.extractelement"(%293, %2) : (vector<4xf32>, i64) -> f32
    %410 = "llvm.extractelement"(%393, %2) : (vector<4xf32>, i64) -> f32
    %411 = "llvm.extractelement"(%32, %2) : (vector<4xf32>, i64) -> f32
    %412 = "llvm.call"(%409, %410, %411) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %413 = "llvm.insertelement"(%408, %412, %2) : (vector<4xf32>, f32, i64) -> vector<4xf32>
    %414 = "llvm.fmul"(%279, %413) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
    %415 = "llvm.extractelement"(%293, %67) : (vector<4xf32>, i64) -> f32
    %416 = "llvm.extractelement"(%22, %67) : (vector<4xf32>, i64) -> f32
    %417 = "llvm.extractelement"(%23, %67) : (vector<4xf32>, i64) -> f32
    %418 = "llvm.call"(%415, %416, %417) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %419 = "llvm.insertelement"(%4, %418, %67) : (vector<4xf32>, f32, i64) -> vector<4xf32>
    %420 = "llvm.extractelement"(%293, %7) : (vector<4xf32>, i64) -> f32
    %421 = "llvm.extractelement"(%22, %7) : (vector<4xf32>, i64) -> f32
    %422 = "llvm.extractelement"(%23, %7) : (vector<4xf32>, i64) -> f32
    %423 = "llvm.call"(%420, %421, %422) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %424 = "llvm.insertelement"(%419, %423, %7) : (vector<4xf32>, f32, i64) -> vector<4xf32>
    %425 = "llvm.extractelement"(%293, %3) : (vector<4xf32>, i64) -> f32
    %426 = "llvm.extractelement"(%22, %3) : (vector<4xf32>, i64) -> f32
    %427 = "llvm.extractelement"(%23, %3) : (vector<4xf32>, i64) -> f32
    %428 = "llvm.call"(%425, %426, %427) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %429 = "llvm.insertelement"(%424, %428, %3) : (vector<4xf32>, f32, i64) -> vector<4xf32>
    %430 = "llvm.extractelement"(%293, %2) : (vector<4xf32>, i64) -> f32
    %431 = "llvm.extractelement"(%22, %2) : (vector<4xf32>, i64) -> f32
    %432 = "llvm.extractelement"(%23, %2) : (vector<4xf32>, i64) -> f32
    %433 = "llvm.call"(%430, %431, %432) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %434 = "llvm.insertelement"(%429, %433, %2) : (vector<4xf32>, f32, i64) -> vector<4xf32>
    %435 = "llvm.extractelement"(%293, %67) : (vector<4xf32>, i64) -> f32
    %436 = "llvm.extractelement"(%434, %67) : (vector<4xf32>, i64) -> f32
    %437 = "llvm.extractelement"(%24, %67) : (vector<4xf32>, i64) -> f32
    %438 = "llvm.call"(%435, %436, %437) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %439 = "llvm.insertelement"(%4, %438, %67) : (vector<4xf32>, f32, i64) -> vector<4xf32>
    %440 = "llvm.extractelement"(%293, %7) : (vector<4xf32>, i64) -> f32
    %441 = "llvm.extractelement"(%434, %7) : (vector<4xf32>, i64) -> f32
    %442 = "llvm.extractelement"(%24, %7) : (vector<4xf32>, i64) -> f32
    %443 = "llvm.call"(%440, %441, %442) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %444 = "llvm.insertelement"(%439, %443, %7) : (vector<4xf32>, f32, i64) -> vector<4xf32>
    %445 = "llvm.extractelement"(%293, %3) : (vector<4xf32>, i64) -> f32
    %446 = "llvm.extractelement"(%434, %3) : (vector<4xf32>, i64) -> f32
    %447 = "llvm.extractelement"(%24, %3) : (vector<4xf32>, i64) -> f32
    %448 = "llvm.call"(%445, %446, %447) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %449 = "llvm.insertelement"(%444, %448, %3) : (vector<4xf32>, f32, i64) -> vector<4xf32>
    %450 = "llvm.extractelement"(%293, %2) : (vector<4xf32>, i64) -> f32
    %451 = "llvm.extractelement"(%434, %2) : (vector<4xf32>, i64) -> f32
    %452 = "llvm.extractelement"(%24, %2) : (vector<4xf32>, i64) -> f32
    %453 = "llvm.call"(%450, %451, %452) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %454 = "llvm.insertelement"(%449, %453, %2) : (vector<4xf32>, f32, i64) -> vector<4xf32>
    %455 = "llvm.extractelement"(%293, %67) : (vector<4xf32>, i64) -> f32
    %456 = "llvm.extractelement"(%454, %67) : (vector<4xf32>, i64) -> f32
    %457 = "llvm.extractelement"(%25, %67) : (vector<4xf32>, i64) -> f32
    %458 = "llvm.call"(%455, %456, %457) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %459 = "llvm.insertelement"(%4, %458, %67) : (vector<4xf32>, f32, i64) -> vector<4xf32>
    %460 = "llvm.extractelement"(%293, %7) : (vector<4xf32>, i64) -> f32
    %461 = "llvm.extractelement"(%454, %7) : (vector<4xf32>, i64) -> f32
    %462 = "llvm.extractelement"(%25, %7) : (vector<4xf32>, i64) -> f32
    %463 = "llvm.call"(%460, %461, %462) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %464 = "llvm.insertelement"(%459, %463, %7) : (vector<4xf32>, f32, i64) -> vector<4xf32>
    %465 = "llvm.extractelement"(%293, %3) : (vector<4xf32>, i64) -> f32
    %466 = "llvm.extractelement"(%454, %3) : (vector<4xf32>, i64) -> f32
    %467 = "llvm.extractelement"(%25, %3) : (vector<4xf32>, i64) -> f32
    %468 = "llvm.call"(%465, %466, %467) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %469 = "llvm.insertelement"(%464, %468, %3) : (vector<4xf32>, f32, i64) -> vector<4xf32>
    %470 = "llvm.extractelement"(%293, %2) : (vector<4xf32>, i64) -> f32
    %471 = "llvm.extractelement"(%454, %2) : (vector<4xf32>, i64) -> f32
    %472 = "llvm.extractelement"(%25, %2) : (vector<4xf32>, i64) -> f32
    %473 = "llvm.call"(%470, %471, %472) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %474 = "llvm.insertelement"(%469, %473, %2) : (vector<4xf32>, f32, i64) -> vector<4xf32>
    %475 = "llvm.fdiv"(%414, %474) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
    %476 = "llvm.select"(%292, %279, %475) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<4xi1>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
    %477 = "llvm.fcmp"(%476, %13) <{fastmathFlags = #llvm.fastmath<none>, predicate = 10 : i64}> : (vector<4xf32>, vector<4xf32>) -> vector<4xi1>
    %478 = "llvm.select"(%477, %476, %13) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<4xi1>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
    %479 = "llvm.fcmp"(%478, %12) <{fastmathFlags = #llvm.fastmath<none>, predicate = 12 : i64}> : (vector<4xf32>, vector<4xf32>) -> vector<4xi1>
    %480 = "llvm.select"(%479, %478, %12) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<4xi1>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
    %481 = "llvm.extractelement"(%480, %67) : (vector<4xf32>, i64) -> f32
    %482 = "llvm.extractelement"(%21, %67) : (vector<4xf32>, i64) -> f32
    %483 = "llvm.extractelement"(%70, %67) : (vector<4xf32>, i64) -> f32
    %484 = "llvm.call"(%481, %482, %483) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %485 = "llvm.insertelement"(%4, %484, %67) : (vector<4xf32>, f32, i64) -> vector<4xf32>
    %486 = "llvm.extractelement"(%480, %7) : (vector<4xf32>, i64) -> f32
    %487 = "llvm.extractelement"(%21, %7) : (vector<4xf32>, i64) -> f32
    %488 = "llvm.extractelement"(%70, %7) : (vector<4xf32>, i64) -> f32
    %489 = "llvm.call"(%486, %487, %488) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %490 = "llvm.insertelement"(%485, %489, %7) : (vector<4xf32>, f32, i64) -> vector<4xf32>
    %491 = "llvm.extractelement"(%480, %3) : (vector<4xf32>, i64) -> f32
    %492 = "llvm.extractelement"(%21, %3) : (vector<4xf32>, i64) -> f32
    %493 = "llvm.extractelement"(%70, %3) : (vector<4xf32>, i64) -> f32
    %494 = "llvm.call"(%491, %492, %493) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %495 = "llvm.insertelement"(%490, %494, %3) : (vector<4xf32>, f32, i64) -> vector<4xf32>
    %496 = "llvm.extractelement"(%480, %2) : (vector<4xf32>, i64) -> f32
    %497 = "llvm.extractelement"(%21, %2) : (vector<4xf32>, i64) -> f32
    %498 = "llvm.extractelement"(%70, %2) : (vector<4xf32>, i64) -> f32
    %499 = "llvm.call"(%496, %497, %498) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %500 = "llvm.insertelement"(%495, %499, %2) : (vector<4xf32>, f32, i64) -> vector<4xf32>
    %501 = "llvm.extractelement"(%500, %67) : (vector<4xf32>, i64) -> f32
    %502 = "llvm.call"(%501) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_floorf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (f32) -> f32
    %503 = "llvm.insertelement"(%4, %502, %67) : (vector<4xf32>, f32, i64) -> vector<4xf32>
    %504 = "llvm.extractelement"(%500, %7) : (vector<4xf32>, i64) -> f32
    %505 = "llvm.call"(%504) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_floorf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (f32) -> f32
    %506 = "llvm.insertelement"(%503, %505, %7) : (vector<4xf32>, f32, i64) -> vector<4xf32>
    %507 = "llvm.extractelement"(%500, %3) : (vector<4xf32>, i64) -> f32
    %508 = "llvm.call"(%507) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_floorf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (f32) -> f32
    %509 = "llvm.insertelement"(%506, %508, %3) : (vector<4xf32>, f32, i64) -> vector<4xf32>
    %510 = "llvm.extractelement"(%500, %2) : (vector<4xf32>, i64) -> f32
    %511 = "llvm.call"(%510) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_floorf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (f32) -> f32
    %512 = "llvm.insertelement"(%509, %511, %2) : (vector<4xf32>, f32, i64) -> vector<4xf32>
    %513 = "llvm.fcmp"(%512, %11) <{fastmathFlags = #llvm.fastmath<none>, predicate = 10 : i64}> : (vector<4xf32>, vector<4xf32>) -> vector<4xi1>
    %514 = "llvm.select"(%513, %512, %11) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<4xi1>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
    %515 = "llvm.fcmp"(%514, %10) <{fastmathFlags = #llvm.fastmath<none>, predicate = 12 : i64}> : (vector<4xf32>, vector<4xf32>) -> vector<4xi1>
    %516 = "llvm.select"(%515, %514, %10) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<4xi1>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
    %517 = "llvm.extractelement"(%20, %67) : (vector<4xf32>, i64) -> f32
    %518 = "llvm.extractelement"(%516, %67) : (vector<4xf32>, i64) -> f32
    %519 = "llvm.extractelement"(%480, %67) : (vector<4xf32>, i64) -> f32
    %520 = "llvm.call"(%517, %518, %519) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %521 = "llvm.insertelement"(%4, %520, %67) : (vector<4xf32>, f32, i64) -> vector<4xf32>
    %522 = "llvm.extractelement"(%20, %7) : (vector<4xf32>, i64) -> f32
    %523 = "llvm.extractelement"(%516, %7) : (vector<4xf32>, i64) -> f32
    %524 = "llvm.extractelement"(%480, %7) : (vector<4xf32>, i64) -> f32
    %525 = "llvm.call"(%522, %523, %524) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %526 = "llvm.insertelement"(%521, %525, %7) : (vector<4xf32>, f32, i64) -> vector<4xf32>
    %527 = "llvm.extractelement"(%20, %3) : (vector<4xf32>, i64) -> f32
    %528 = "llvm.extractelement"(%516, %3) : (vector<4xf32>, i64) -> f32
    %529 = "llvm.extractelement"(%480, %3) : (vector<4xf32>, i64) -> f32
    %530 = "llvm.call"(%527, %528, %529) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %531 = "llvm.insertelement"(%526, %530, %3) : (vector<4xf32>, f32, i64) -> vector<4xf32>
    %532 = "llvm.extractelement"(%20, %2) : (vector<4xf32>, i64) -> f32
    %533 = "llvm.extractelement"(%516, %2) : (vector<4xf32>, i64) -> f32
    %534 = "llvm.extractelement"(%480, %2) : (vector<4xf32>, i64) -> f32
    %535 = "llvm.call"(%532, %533, %534) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %536 = "llvm.insertelement"(%531, %535, %2) : (vector<4xf32>, f32, i64) -> vector<4xf32>
    %537 = "llvm.extractelement"(%19, %67) : (vector<4xf32>, i64) -> f32
    %538 = "llvm.extractelement"(%516, %67) : (vector<4xf32>, i64) -> f32
    %539 = "llvm.extractelement"(%536, %67) : (vector<4xf32>, i64) -> f32
    %540 = "llvm.call"(%537, %538, %539) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %541 = "llvm.insertelement"(%4, %540, %67) : (vector<4xf32>, f32, i64) -> vector<4xf32>
    %542 = "llvm.extractelement"(%19, %7) : (vector<4xf32>, i64) -> f32
    %543 = "llvm.extractelement"(%516, %7) : (vector<4xf32>, i64) -> f32
    %544 = "llvm.extractelement"(%536, %7) : (vector<4xf32>, i64) -> f32
    %545 = "llvm.call"(%542, %543, %544) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %546 = "llvm.insertelement"(%541, %545, %7) : (vector<4xf32>, f32, i64) -> vector<4xf32>
    %547 = "llvm.extractelement"(%19, %3) : (vector<4xf32>, i64) -> f32
    %548 = "llvm.extractelement"(%516, %3) : (vector<4xf32>, i64) -> f32
    %549 = "llvm.extractelement"(%536, %3) : (vector<4xf32>, i64) -> f32
    %550 = "llvm.call"(%547, %548, %549) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %551 = "llvm.insertelement"(%546, %550, %3) : (vector<4xf32>, f32, i64) -> vector<4xf32>
    %552 = "llvm.extractelement"(%19, %2) : (vector<4xf32>, i64) -> f32
    %553 = "llvm.extractelement"(%516, %2) : (vector<4xf32>, i64) -> f32
    %554 = "llvm.extractelement"(%536, %2) : (vector<4xf32>, i64) -> f32
    %555 = "llvm.call"(%552, %553, %554) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %556 = "llvm.insertelement"(%551, %555, %2) : (vector<4xf32>, f32, i64) -> vector<4xf32>
    %557 = "llvm.extractelement"(%556, %67) : (vector<4xf32>, i64) -> f32
    %558 = "llvm.extractelement"(%18, %67) : (vector<4xf32>, i64) -> f32
    %559 = "llvm.extractelement"(%17, %67) : (vector<4xf32>, i64) -> f32
    %560 = "llvm.call"(%557, %558, %559) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %561 = "llvm.insertelement"(%4, %560, %67) : (vector<4xf32>, f32, i64) -> vector<4xf32>
    %562 = "llvm.extractelement"(%556, %7) : (vector<4xf32>, i64) -> f32
    %563 = "llvm.extractelement"(%18, %7) : (vector<4xf32>, i64) -> f32
    %564 = "llvm.extractelement"(%17, %7) : (vector<4xf32>, i64) -> f32
    %565 = "llvm.call"(%562, %563, %564) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %566 = "llvm.insertelement"(%561, %565, %7) : (vector<4xf32>, f32, i64) -> vector<4xf32>
    %567 = "llvm.extractelement"(%556, %3) : (vector<4xf32>, i64) -> f32
    %568 = "llvm.extractelement"(%18, %3) : (vector<4xf32>, i64) -> f32
    %569 = "llvm.extractelement"(%17, %3) : (vector<4xf32>, i64) -> f32
    %570 = "llvm.call"(%567, %568, %569) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %571 = "llvm.insertelement"(%566, %570, %3) : (vector<4xf32>, f32, i64) -> vector<4xf32>
    %572 = "llvm.extractelement"(%556, %2) : (vector<4xf32>, i64) -> f32
    %573 = "llvm.extractelement"(%18, %2) : (vector<4xf32>, i64) -> f32
    %574 = "llvm.extractelement"(%17, %2) : (vector<4xf32>, i64) -> f32
    %575 = "llvm.call"(%572, %573, %574) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %576 = "llvm.insertelement"(%571, %575, %2) : (vector<4xf32>, f32, i64) -> vector<4xf32>
    %577 = "llvm.extractelement"(%576, %67) : (vector<4xf32>, i64) -> f32
    %578 = "llvm.extractelement"(%556, %67) : (vector<4xf32>, i64) -> f32
    %579 = "llvm.extractelement"(%16, %67) : (vector<4xf32>, i64) -> f32
    %580 = "llvm.call"(%577, %578, %579) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %581 = "llvm.insertelement"(%4, %580, %67) : (vector<4xf32>, f32, i64) -> vector<4xf32>
    %582 = "llvm.extractelement"(%576, %7) : (vector<4xf32>, i64) -> f32
    %583 = "llvm.extractelement"(%556, %7) : (vector<4xf32>, i64) -> f32
    %584 = "llvm.extractelement"(%16, %7) : (vector<4xf32>, i64) -> f32
    %585 = "llvm.call"(%582, %583, %584) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %586 = "llvm.insertelement"(%581, %585, %7) : (vector<4xf32>, f32, i64) -> vector<4xf32>
    %587 = "llvm.extractelement"(%576, %3) : (vector<4xf32>, i64) -> f32
    %588 = "llvm.extractelement"(%556, %3) : (vector<4xf32>, i64) -> f32
    %589 = "llvm.extractelement"(%16, %3) : (vector<4xf32>, i64) -> f32
    %590 = "llvm.call"(%587, %588, %589) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %591 = "llvm.insertelement"(%586, %590, %3) : (vector<4xf32>, f32, i64) -> vector<4xf32>
    %592 = "llvm.extractelement"(%576, %2) : (vector<4xf32>, i64) -> f32
    %593 = "llvm.extractelement"(%556, %2) : (vector<4xf32>, i64) -> f32
    %594 = "llvm.extractelement"(%16, %2) : (vector<4xf32>, i64) -> f32
    %595 = "llvm.call"(%592, %593, %594) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %596 = "llvm.insertelement"(%591, %595, %2) : (vector<4xf32>, f32, i64) -> vector<4xf32>
    %597 = "llvm.extractelement"(%596, %67) : (vector<4xf32>, i64) -> f32
    %598 = "llvm.extractelement"(%556, %67) : (vector<4xf32>, i64) -> f32
    %599 = "llvm.extractelement"(%15, %67) : (vector<4xf32>, i64) -> f32
    %600 = "llvm.call"(%597, %598, %599) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %601 = "llvm.insertelement"(%4, %600, %67) : (vector<4xf32>, f32, i64) -> vector<4xf32>
    %602 = "llvm.extractelement"(%596, %7) : (vector<4xf32>, i64) -> f32
    %603 = "llvm.extractelement"(%556, %7) : (vector<4xf32>, i64) -> f32
    %604 = "llvm.extractelement"(%15, %7) : (vector<4xf32>, i64) -> f32
    %605 = "llvm.call"(%602, %603, %604) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %606 = "llvm.insertelement"(%601, %605, %7) : (vector<4xf32>, f32, i64) -> vector<4xf32>
    %607 = "llvm.extractelement"(%596, %3) : (vector<4xf32>, i64) -> f32
    %608 = "llvm.extractelement"(%556, %3) : (vector<4xf32>, i64) -> f32
    %609 = "llvm.extractelement"(%15, %3) : (vector<4xf32>, i64) -> f32
    %610 = "llvm.call"(%607, %608, %609) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %611 = "llvm.insertelement"(%606, %610, %3) : (vector<4xf32>, f32, i64) -> vector<4xf32>
    %612 = "llvm.extractelement"(%596, %2) : (vector<4xf32>, i64) -> f32
    %613 = "llvm.extractelement"(%556, %2) : (vector<4xf32>, i64) -> f32
    %614 = "llvm.extractelement"(%15, %2) : (vector<4xf32>, i64) -> f32
    %615 = "llvm.call"(%612, %613, %614) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %616 = "llvm.insertelement"(%611, %615, %2) : (vector<4xf32>, f32, i64) -> vector<4xf32>
    %617 = "llvm.extractelement"(%616, %67) : (vector<4xf32>, i64) -> f32
    %618 = "llvm.extractelement"(%556, %67) : (vector<4xf32>, i64) -> f32
    %619 = "llvm.extractelement"(%14, %67) : (vector<4xf32>, i64) -> f32
    %620 = "llvm.call"(%617, %618, %619) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %621 = "llvm.insertelement"(%4, %620, %67) : (vector<4xf32>, f32, i64) -> vector<4xf32>
    %622 = "llvm.extractelement"(%616, %7) : (vector<4xf32>, i64) -> f32
    %623 = "llvm.extractelement"(%556, %7) : (vector<4xf32>, i64) -> f32
    %624 = "llvm.extractelement"(%14, %7) : (vector<4xf32>, i64) -> f32
    %625 = "llvm.call"(%622, %623, %624) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %626 = "llvm.insertelement"(%621, %625, %7) : (vector<4xf32>, f32, i64) -> vector<4xf32>
    %627 = "llvm.extractelement"(%616, %3) : (vector<4xf32>, i64) -> f32
    %628 = "llvm.extractelement"(%556, %3) : (vector<4xf32>, i64) -> f32
    %629 = "llvm.extractelement"(%14, %3) : (vector<4xf32>, i64) -> f32
    %630 = "llvm.call"(%627, %628, %629) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %631 = "llvm.insertelement"(%626, %630, %3) : (vector<4xf32>, f32, i64) -> vector<4xf32>
    %632 = "llvm.extractelement"(%616, %2) : (vector<4xf32>, i64) -> f32
    %633 = "llvm.extractelement"(%556, %2) : (vector<4xf32>, i64) -> f32
    %634 = "llvm.extractelement"(%14, %2) : (vector<4xf32>, i64) -> f32
    %635 = "llvm.call"(%632, %633, %634) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %636 = "llvm.insertelement"(%631, %635, %2) : (vector<4xf32>, f32, i64) -> vector<4xf32>
    %637 = "llvm.extractelement"(%636, %67) : (vector<4xf32>, i64) -> f32
    %638 = "llvm.extractelement"(%556, %67) : (vector<4xf32>, i64) -> f32
    %639 = "llvm.extractelement"(%70, %67) : (vector<4xf32>, i64) -> f32
    %640 = "llvm.call"(%637, %638, %639) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %641 = "llvm.insertelement"(%4, %640, %67) : (vector<4xf32>, f32, i64) -> vector<4xf32>
    %642 = "llvm.extractelement"(%636, %7) : (vector<4xf32>, i64) -> f32
    %643 = "llvm.extractelement"(%556, %7) : (vector<4xf32>, i64) -> f32
    %644 = "llvm.extractelement"(%70, %7) : (vector<4xf32>, i64) -> f32
    %645 = "llvm.call"(%642, %643, %644) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %646 = "llvm.insertelement"(%641, %645, %7) : (vector<4xf32>, f32, i64) -> vector<4xf32>
    %647 = "llvm.extractelement"(%636, %3) : (vector<4xf32>, i64) -> f32
    %648 = "llvm.extractelement"(%556, %3) : (vector<4xf32>, i64) -> f32
    %649 = "llvm.extractelement"(%70, %3) : (vector<4xf32>, i64) -> f32
    %650 = "llvm.call"(%647, %648, %649) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %651 = "llvm.insertelement"(%646, %650, %3) : (vector<4xf32>, f32, i64) -> vector<4xf32>
    %652 = "llvm.extractelement"(%636, %2) : (vector<4xf32>, i64) -> f32
    %653 = "llvm.extractelement"(%556, %2) : (vector<4xf32>, i64) -> f32
    %654 = "llvm.extractelement"(%70, %2) : (vector<4xf32>, i64) -> f32
    %655 = "llvm.call"(%652, %653, %654) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %656 = "llvm.insertelement"(%651, %655, %2) : (vector<4xf32>, f32, i64) -> vector<4xf32>
    %657 = "llvm.fmul"(%556, %556) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
    %658 = "llvm.extractelement"(%656, %67) : (vector<4xf32>, i64) -> f32
    %659 = "llvm.extractelement"(%657, %67) : (vector<4xf32>, i64) -> f32
    %660 = "llvm.extractelement"(%556, %67) : (vector<4xf32>, i64) -> f32
    %661 = "llvm.call"(%658, %659, %660) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %662 = "llvm.insertelement"(%4, %661, %67) : (vector<4xf32>, f32, i64) -> vector<4xf32>
    %663 = "llvm.extractelement"(%656, %7) : (vector<4xf32>, i64) -> f32
    %664 = "llvm.extractelement"(%657, %7) : (vector<4xf32>, i64) -> f32
    %665 = "llvm.extractelement"(%556, %7) : (vector<4xf32>, i64) -> f32
    %666 = "llvm.call"(%663, %664, %665) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %667 = "llvm.insertelement"(%662, %666, %7) : (vector<4xf32>, f32, i64) -> vector<4xf32>
    %668 = "llvm.extractelement"(%656, %3) : (vector<4xf32>, i64) -> f32
    %669 = "llvm.extractelement"(%657, %3) : (vector<4xf32>, i64) -> f32
    %670 = "llvm.extractelement"(%556, %3) : (vector<4xf32>, i64) -> f32
    %671 = "llvm.call"(%668, %669, %670) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %672 = "llvm.insertelement"(%667, %671, %3) : (vector<4xf32>, f32, i64) -> vector<4xf32>
    %673 = "llvm.extractelement"(%656, %2) : (vector<4xf32>, i64) -> f32
    %674 = "llvm.extractelement"(%657, %2) : (vector<4xf32>, i64) -> f32
    %675 = "llvm.extractelement"(%556, %2) : (vector<4xf32>, i64) -> f32
    %676 = "llvm.call"(%673, %674, %675) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %677 = "llvm.insertelement"(%672, %676, %2) : (vector<4xf32>, f32, i64) -> vector<4xf32>
    %678 = "llvm.fadd"(%677, %69) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
    %679 = "llvm.fptosi"(%516) : (vector<4xf32>) -> vector<4xi32>
    %680 = "llvm.add"(%679, %8) <{overflowFlags = 0 : i32}> : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %681 = "llvm.shl"(%680, %9) <{overflowFlags = 0 : i32}> : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %682 = "llvm.bitcast"(%681) : (vector<4xi32>) -> vector<4xf32>
    %683 = "llvm.fmul"(%678, %682) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
    %684 = "llvm.fadd"(%683, %275) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
    %685 = "llvm.getelementptr"(%arg2, %80) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    "llvm.store"(%684, %685) <{alignment = 4 : i64, ordering = 0 : i64}> : (vector<4xf32>, !llvm.ptr<1>) -> ()
    "llvm.return"() : () -> ()
  }) {gpu.known_block_size = array<i32: 32, 1, 1>} : () -> ()
  "iree_codegen.dispatch_config"() <{function_ref = @gelu_dispatch_0_elementwise_2048_f32, subgroup_size = 32 : i64, workgroup_size = array<i64: 32, 1, 1>}> ({
  ^bb0(%arg0: !hal.device):
    %0 = "arith.constant"() <{value = 16 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    "iree_codegen.yield"(%0, %1, %1) : (index, index, index) -> ()
  }) : () -> ()
}) : () -> ()
