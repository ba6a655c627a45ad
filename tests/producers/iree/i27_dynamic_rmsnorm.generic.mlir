"builtin.module"() ({
  "llvm.mlir.global"() <{addr_space = 3 : i32, alignment = 16 : i64, global_type = !llvm.array<0 x i8>, linkage = #llvm.linkage<external>, sym_name = "__dynamic_shared_memory__", tls_mode = 0 : i64, visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.mlir.global"() <{addr_space = 3 : i32, alignment = 4 : i64, global_type = !llvm.array<1 x array<34 x f32>>, linkage = #llvm.linkage<private>, sym_name = "__shared_memory__", tls_mode = 0 : i64, visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<f32 (f32)>, linkage = #llvm.linkage<external>, sym_name = "__nv_rsqrtf", visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, arg_attrs = [{llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef, llvm.readonly}, {llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef}, {llvm.noundef}, {llvm.noundef}, {llvm.noundef}, {llvm.noundef}, {llvm.noundef}], function_type = !llvm.func<void (ptr<1>, ptr<1>, i32, i32, i32, i32, i32)>, linkage = #llvm.linkage<external>, sym_name = "rms_dispatch_0_reduction_DxD_f32", visibility_ = 0 : i64}> ({
  ^bb0(%arg3: !llvm.ptr<1>, %arg4: !llvm.ptr<1>, %arg5: i32, %arg6: i32, %arg7: i32, %arg8: i32, %arg9: i32):
    %2 = "llvm.mlir.constant"() <{value = -1 : i32}> : () -> i32
    %3 = "llvm.mlir.poison"() : () -> vector<1xf32>
    %4 = "llvm.mlir.poison"() : () -> vector<4xi64>
    %5 = "llvm.mlir.poison"() : () -> vector<4xi32>
    %6 = "llvm.mlir.constant"() <{value = 64 : i64}> : () -> i64
    %7 = "llvm.mlir.constant"() <{value = true}> : () -> i1
    %8 = "llvm.mlir.constant"() <{value = 9007199254740991 : i64}> : () -> i64
    %9 = "llvm.mlir.addressof"() <{global_name = @__dynamic_shared_memory__}> : () -> !llvm.ptr<3>
    %10 = "llvm.mlir.constant"() <{value = 0 : i64}> : () -> i64
    %11 = "llvm.mlir.constant"() <{value = 0 : i64}> : () -> i64
    %12 = "llvm.getelementptr"(%9, %10, %11) <{elem_type = !llvm.array<0 x i8>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648, -2147483648>}> : (!llvm.ptr<3>, i64, i64) -> !llvm.ptr<3>
    %13 = "llvm.mlir.constant"() <{value = 0 : i64}> : () -> i64
    %14 = "llvm.mlir.constant"() <{value = 32 : i64}> : () -> i64
    %15 = "llvm.mlir.constant"() <{value = 1024 : i64}> : () -> i64
    %16 = "llvm.mlir.constant"() <{value = 4 : i64}> : () -> i64
    %17 = "llvm.mlir.constant"() <{value = dense<0.000000e+00> : vector<4xf32>}> : () -> vector<4xf32>
    %18 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
    %19 = "llvm.mlir.constant"() <{value = 32 : i32}> : () -> i32
    %20 = "llvm.mlir.constant"() <{value = 2 : i32}> : () -> i32
    %21 = "llvm.mlir.constant"() <{value = 4 : i32}> : () -> i32
    %22 = "llvm.mlir.constant"() <{value = 8 : i32}> : () -> i32
    %23 = "llvm.mlir.constant"() <{value = 16 : i32}> : () -> i32
    %24 = "llvm.mlir.poison"() : () -> vector<4xf32>
    %25 = "llvm.mlir.constant"() <{value = dense<0.000000e+00> : vector<1xf32>}> : () -> vector<1xf32>
    %26 = "llvm.mlir.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %27 = "llvm.mlir.constant"() <{value = 4096 : i64}> : () -> i64
    %28 = "llvm.mlir.constant"() <{value = 1 : i64}> : () -> i64
    %29 = "llvm.mlir.constant"() <{value = -4 : i64}> : () -> i64
    %30 = "llvm.mlir.constant"() <{value = 128 : i32}> : () -> i32
    %31 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
    %32 = "llvm.mlir.constant"() <{value = 9.99999974E-6 : f32}> : () -> f32
    %33 = "llvm.mlir.constant"() <{value = 34 : i64}> : () -> i64
    %34 = "llvm.getelementptr"(%12) <{elem_type = !llvm.array<1 x array<34 x f32>>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 0, 0, 0>}> : (!llvm.ptr<3>) -> !llvm.ptr<3>
    %35 = "nvvm.read.ptx.sreg.tid.x"() <{range = #llvm.constant_range<i32, 0, 1024>}> : () -> i32
    %36 = "llvm.sext"(%35) : (i32) -> i64
    %37 = "llvm.zext"(%arg6) : (i32) -> i64
    %38 = "llvm.zext"(%arg7) : (i32) -> i64
    %39 = "llvm.shl"(%38, %14) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %40 = "llvm.or"(%37, %39) : (i64, i64) -> i64
    %41 = "llvm.zext"(%arg8) : (i32) -> i64
    %42 = "llvm.zext"(%arg9) : (i32) -> i64
    %43 = "llvm.shl"(%42, %14) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %44 = "llvm.or"(%41, %43) : (i64, i64) -> i64
    %45 = "llvm.icmp"(%40, %8) <{predicate = 7 : i64}> : (i64, i64) -> i1
    "llvm.intr.assume"(%45) <{op_bundle_sizes = array<i32>}> : (i1) -> ()
    %46 = "llvm.icmp"(%44, %8) <{predicate = 7 : i64}> : (i64, i64) -> i1
    "llvm.intr.assume"(%46) <{op_bundle_sizes = array<i32>}> : (i1) -> ()
    %47 = "llvm.mul"(%44, %28) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    "llvm.intr.assume"(%7, %arg3, %6) <{op_bundle_sizes = array<i32: 2>, op_bundle_tags = ["align"]}> : (i1, !llvm.ptr<1>, i64) -> ()
    %48 = "llvm.mul"(%44, %28) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    "llvm.intr.assume"(%7, %arg4, %6) <{op_bundle_sizes = array<i32: 2>, op_bundle_tags = ["align"]}> : (i1, !llvm.ptr<1>, i64) -> ()
    %49 = "llvm.sitofp"(%arg5) : (i32) -> f32
    %50 = "nvvm.read.ptx.sreg.ctaid.x"() <{range = #llvm.constant_range<i32, 0, 2147483647>}> : () -> i32
    %51 = "llvm.sext"(%50) : (i32) -> i64
    %52 = "nvvm.read.ptx.sreg.nctaid.x"() <{range = #llvm.constant_range<i32, 1, -2147483648>}> : () -> i32
    %53 = "llvm.sext"(%52) : (i32) -> i64
    "llvm.br"(%51)[^bb1] : (i64) -> ()
  ^bb1(%54: i64):  // 2 preds: ^bb0, ^bb10
    %55 = "llvm.icmp"(%54, %40) <{predicate = 2 : i64}> : (i64, i64) -> i1
    "llvm.cond_br"(%55)[^bb2, ^bb11] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb2:  // pred: ^bb1
    %56 = "llvm.icmp"(%44, %13) <{predicate = 3 : i64}> : (i64, i64) -> i1
    %57 = "llvm.sub"(%13, %44) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %58 = "llvm.sub"(%44, %28) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %59 = "llvm.select"(%56, %57, %58) <{fastmathFlags = #llvm.fastmath<none>}> : (i1, i64, i64) -> i64
    %60 = "llvm.sdiv"(%59, %27) : (i64, i64) -> i64
    %61 = "llvm.sub"(%13, %60) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %62 = "llvm.add"(%60, %28) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %63 = "llvm.select"(%56, %61, %62) <{fastmathFlags = #llvm.fastmath<none>}> : (i1, i64, i64) -> i64
    %64 = "llvm.mul"(%63, %15) <{overflowFlags = 1 : i32}> : (i64, i64) -> i64
    "llvm.br"(%13, %25)[^bb3] : (i64, vector<1xf32>) -> ()
  ^bb3(%65: i64, %66: vector<1xf32>):  // 2 preds: ^bb2, ^bb4
    %67 = "llvm.icmp"(%65, %64) <{predicate = 2 : i64}> : (i64, i64) -> i1
    "llvm.cond_br"(%67)[^bb4, ^bb5] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb4:  // pred: ^bb3
    %68 = "llvm.mul"(%65, %29) <{overflowFlags = 1 : i32}> : (i64, i64) -> i64
    %69 = "llvm.add"(%44, %68) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %70 = "llvm.intr.smin"(%69, %27) : (i64, i64) -> i64
    %71 = "llvm.trunc"(%36) <{overflowFlags = 0 : i32}> : (i64) -> i32
    %72 = "llvm.udiv"(%71, %19) : (i32, i32) -> i32
    %73 = "llvm.urem"(%71, %19) : (i32, i32) -> i32
    %74 = "llvm.intr.stepvector"() : () -> vector<4xi64>
    %75 = "llvm.mul"(%72, %30) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %76 = "llvm.insertelement"(%5, %75, %31) : (vector<4xi32>, i32, i32) -> vector<4xi32>
    %77 = "llvm.shufflevector"(%76, %5) <{mask = array<i32: 0, 0, 0, 0>}> : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %78 = "llvm.trunc"(%74) <{overflowFlags = 0 : i32}> : (vector<4xi64>) -> vector<4xi32>
    %79 = "llvm.add"(%78, %77) <{overflowFlags = 0 : i32}> : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %80 = "llvm.mul"(%73, %21) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %81 = "llvm.insertelement"(%5, %80, %31) : (vector<4xi32>, i32, i32) -> vector<4xi32>
    %82 = "llvm.shufflevector"(%81, %5) <{mask = array<i32: 0, 0, 0, 0>}> : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %83 = "llvm.add"(%79, %82) <{overflowFlags = 0 : i32}> : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %84 = "llvm.zext"(%83) : (vector<4xi32>) -> vector<4xi64>
    %85 = "llvm.insertelement"(%4, %70, %31) : (vector<4xi64>, i64, i32) -> vector<4xi64>
    %86 = "llvm.shufflevector"(%85, %4) <{mask = array<i32: 0, 0, 0, 0>}> : (vector<4xi64>, vector<4xi64>) -> vector<4xi64>
    %87 = "llvm.icmp"(%84, %86) <{predicate = 2 : i64}> : (vector<4xi64>, vector<4xi64>) -> vector<4xi1>
    %88 = "llvm.mul"(%72, %30) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %89 = "llvm.mul"(%73, %21) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %90 = "llvm.add"(%88, %89) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %91 = "llvm.zext"(%90) : (i32) -> i64
    %92 = "llvm.mul"(%65, %16) <{overflowFlags = 1 : i32}> : (i64, i64) -> i64
    %93 = "llvm.add"(%91, %92) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %94 = "llvm.mul"(%54, %47) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %95 = "llvm.add"(%94, %93) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %96 = "llvm.getelementptr"(%arg3, %95) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %97 = "llvm.intr.masked.load"(%96, %87, %24) <{alignment = 4 : i64}> : (!llvm.ptr<1>, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
    %98 = "llvm.mul"(%72, %19) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %99 = "llvm.add"(%98, %73) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %100 = "llvm.insertelement"(%4, %92, %31) : (vector<4xi64>, i64, i32) -> vector<4xi64>
    %101 = "llvm.shufflevector"(%100, %4) <{mask = array<i32: 0, 0, 0, 0>}> : (vector<4xi64>, vector<4xi64>) -> vector<4xi64>
    %102 = "llvm.add"(%101, %74) <{overflowFlags = 0 : i32}> : (vector<4xi64>, vector<4xi64>) -> vector<4xi64>
    %103 = "llvm.mul"(%99, %21) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %104 = "llvm.zext"(%103) : (i32) -> i64
    %105 = "llvm.insertelement"(%4, %104, %31) : (vector<4xi64>, i64, i32) -> vector<4xi64>
    %106 = "llvm.shufflevector"(%105, %4) <{mask = array<i32: 0, 0, 0, 0>}> : (vector<4xi64>, vector<4xi64>) -> vector<4xi64>
    %107 = "llvm.add"(%102, %106) <{overflowFlags = 0 : i32}> : (vector<4xi64>, vector<4xi64>) -> vector<4xi64>
    %108 = "llvm.insertelement"(%4, %44, %31) : (vector<4xi64>, i64, i32) -> vector<4xi64>
    %109 = "llvm.shufflevector"(%108, %4) <{mask = array<i32: 0, 0, 0, 0>}> : (vector<4xi64>, vector<4xi64>) -> vector<4xi64>
    %110 = "llvm.icmp"(%107, %109) <{predicate = 6 : i64}> : (vector<4xi64>, vector<4xi64>) -> vector<4xi1>
    %111 = "llvm.fmul"(%97, %97) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
    %112 = "llvm.select"(%110, %111, %17) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<4xi1>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
    %113 = "llvm.intr.vector.reduce.fadd"(%26, %112) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<4xf32>) -> f32
    %114 = "llvm.insertelement"(%3, %113, %31) : (vector<1xf32>, f32, i32) -> vector<1xf32>
    %115 = "llvm.fadd"(%114, %66) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<1xf32>, vector<1xf32>) -> vector<1xf32>
    %116 = "llvm.add"(%65, %15) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    "llvm.br"(%116, %115)[^bb3] : (i64, vector<1xf32>) -> ()
  ^bb5:  // pred: ^bb3
    %117 = "llvm.extractelement"(%66, %13) : (vector<1xf32>, i64) -> f32
    %118 = "llvm.fadd"(%117, %26) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
    %119 = "llvm.sub"(%19, %19) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %120 = "llvm.lshr"(%2, %119) : (i32, i32) -> i32
    %121 = "llvm.sub"(%19, %18) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %122 = "nvvm.shfl.sync"(%120, %118, %18, %121) <{kind = #nvvm.shfl_kind<bfly>}> : (i32, f32, i32, i32) -> f32
    %123 = "llvm.fadd"(%118, %122) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
    %124 = "llvm.sub"(%19, %19) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %125 = "llvm.lshr"(%2, %124) : (i32, i32) -> i32
    %126 = "llvm.sub"(%19, %18) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %127 = "nvvm.shfl.sync"(%125, %123, %20, %126) <{kind = #nvvm.shfl_kind<bfly>}> : (i32, f32, i32, i32) -> f32
    %128 = "llvm.fadd"(%123, %127) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
    %129 = "llvm.sub"(%19, %19) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %130 = "llvm.lshr"(%2, %129) : (i32, i32) -> i32
    %131 = "llvm.sub"(%19, %18) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %132 = "nvvm.shfl.sync"(%130, %128, %21, %131) <{kind = #nvvm.shfl_kind<bfly>}> : (i32, f32, i32, i32) -> f32
    %133 = "llvm.fadd"(%128, %132) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
    %134 = "llvm.sub"(%19, %19) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %135 = "llvm.lshr"(%2, %134) : (i32, i32) -> i32
    %136 = "llvm.sub"(%19, %18) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %137 = "nvvm.shfl.sync"(%135, %133, %22, %136) <{kind = #nvvm.shfl_kind<bfly>}> : (i32, f32, i32, i32) -> f32
    %138 = "llvm.fadd"(%133, %137) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
    %139 = "llvm.sub"(%19, %19) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %140 = "llvm.lshr"(%2, %139) : (i32, i32) -> i32
    %141 = "llvm.sub"(%19, %18) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %142 = "nvvm.shfl.sync"(%140, %138, %23, %141) <{kind = #nvvm.shfl_kind<bfly>}> : (i32, f32, i32, i32) -> f32
    %143 = "llvm.fadd"(%138, %142) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
    "nvvm.barrier"() <{aligned = true, operandSegmentSizes = array<i32: 0, 0>}> : () -> ()
    %144 = "llvm.trunc"(%36) <{overflowFlags = 0 : i32}> : (i64) -> i32
    %145 = "llvm.udiv"(%144, %19) : (i32, i32) -> i32
    %146 = "llvm.zext"(%145) : (i32) -> i64
    %147 = "llvm.urem"(%144, %19) : (i32, i32) -> i32
    %148 = "llvm.icmp"(%147, %31) <{predicate = 0 : i64}> : (i32, i32) -> i1
    "llvm.cond_br"(%148)[^bb6, ^bb7] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb6:  // pred: ^bb5
    %149 = "llvm.insertelement"(%3, %143, %31) : (vector<1xf32>, f32, i32) -> vector<1xf32>
    %150 = "llvm.mul"(%13, %33) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %151 = "llvm.add"(%150, %146) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %152 = "llvm.getelementptr"(%34, %151) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    "llvm.store"(%149, %152) <{alignment = 4 : i64, ordering = 0 : i64}> : (vector<1xf32>, !llvm.ptr<3>) -> ()
    "llvm.br"()[^bb7] : () -> ()
  ^bb7:  // 2 preds: ^bb5, ^bb6
    "nvvm.barrier"() <{aligned = true, operandSegmentSizes = array<i32: 0, 0>}> : () -> ()
    %153 = "llvm.zext"(%147) : (i32) -> i64
    %154 = "llvm.mul"(%13, %33) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %155 = "llvm.add"(%154, %153) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %156 = "llvm.getelementptr"(%34, %155) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %157 = "llvm.load"(%156) <{alignment = 4 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf32>
    %158 = "llvm.extractelement"(%157, %13) : (vector<1xf32>, i64) -> f32
    %159 = "llvm.fadd"(%158, %26) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
    %160 = "llvm.sub"(%19, %19) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %161 = "llvm.lshr"(%2, %160) : (i32, i32) -> i32
    %162 = "llvm.sub"(%19, %18) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %163 = "nvvm.shfl.sync"(%161, %159, %18, %162) <{kind = #nvvm.shfl_kind<bfly>}> : (i32, f32, i32, i32) -> f32
    %164 = "llvm.fadd"(%159, %163) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
    %165 = "llvm.sub"(%19, %19) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %166 = "llvm.lshr"(%2, %165) : (i32, i32) -> i32
    %167 = "llvm.sub"(%19, %18) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %168 = "nvvm.shfl.sync"(%166, %164, %20, %167) <{kind = #nvvm.shfl_kind<bfly>}> : (i32, f32, i32, i32) -> f32
    %169 = "llvm.fadd"(%164, %168) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
    %170 = "llvm.sub"(%19, %19) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %171 = "llvm.lshr"(%2, %170) : (i32, i32) -> i32
    %172 = "llvm.sub"(%19, %18) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %173 = "nvvm.shfl.sync"(%171, %169, %21, %172) <{kind = #nvvm.shfl_kind<bfly>}> : (i32, f32, i32, i32) -> f32
    %174 = "llvm.fadd"(%169, %173) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
    %175 = "llvm.sub"(%19, %19) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %176 = "llvm.lshr"(%2, %175) : (i32, i32) -> i32
    %177 = "llvm.sub"(%19, %18) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %178 = "nvvm.shfl.sync"(%176, %174, %22, %177) <{kind = #nvvm.shfl_kind<bfly>}> : (i32, f32, i32, i32) -> f32
    %179 = "llvm.fadd"(%174, %178) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
    %180 = "llvm.sub"(%19, %19) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %181 = "llvm.lshr"(%2, %180) : (i32, i32) -> i32
    %182 = "llvm.sub"(%19, %18) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %183 = "nvvm.shfl.sync"(%181, %179, %23, %182) <{kind = #nvvm.shfl_kind<bfly>}> : (i32, f32, i32, i32) -> f32
    %184 = "llvm.fadd"(%179, %183) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
    %185 = "llvm.fadd"(%184, %26) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
    "llvm.br"(%13)[^bb8] : (i64) -> ()
  ^bb8(%186: i64):  // 2 preds: ^bb7, ^bb9
    %187 = "llvm.icmp"(%186, %44) <{predicate = 2 : i64}> : (i64, i64) -> i1
    "llvm.cond_br"(%187)[^bb9, ^bb10] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb9:  // pred: ^bb8
    %188 = "llvm.sub"(%44, %186) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %189 = "llvm.intr.smin"(%188, %27) : (i64, i64) -> i64
    %190 = "llvm.intr.stepvector"() : () -> vector<4xi64>
    %191 = "llvm.mul"(%145, %30) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %192 = "llvm.insertelement"(%5, %191, %31) : (vector<4xi32>, i32, i32) -> vector<4xi32>
    %193 = "llvm.shufflevector"(%192, %5) <{mask = array<i32: 0, 0, 0, 0>}> : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %194 = "llvm.trunc"(%190) <{overflowFlags = 0 : i32}> : (vector<4xi64>) -> vector<4xi32>
    %195 = "llvm.add"(%194, %193) <{overflowFlags = 0 : i32}> : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %196 = "llvm.mul"(%147, %21) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %197 = "llvm.insertelement"(%5, %196, %31) : (vector<4xi32>, i32, i32) -> vector<4xi32>
    %198 = "llvm.shufflevector"(%197, %5) <{mask = array<i32: 0, 0, 0, 0>}> : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %199 = "llvm.add"(%195, %198) <{overflowFlags = 0 : i32}> : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %200 = "llvm.zext"(%199) : (vector<4xi32>) -> vector<4xi64>
    %201 = "llvm.insertelement"(%4, %189, %31) : (vector<4xi64>, i64, i32) -> vector<4xi64>
    %202 = "llvm.shufflevector"(%201, %4) <{mask = array<i32: 0, 0, 0, 0>}> : (vector<4xi64>, vector<4xi64>) -> vector<4xi64>
    %203 = "llvm.icmp"(%200, %202) <{predicate = 2 : i64}> : (vector<4xi64>, vector<4xi64>) -> vector<4xi1>
    %204 = "llvm.mul"(%145, %30) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %205 = "llvm.mul"(%147, %21) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %206 = "llvm.add"(%204, %205) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %207 = "llvm.zext"(%206) : (i32) -> i64
    %208 = "llvm.add"(%186, %207) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %209 = "llvm.mul"(%54, %47) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %210 = "llvm.add"(%209, %208) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %211 = "llvm.getelementptr"(%arg3, %210) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %212 = "llvm.intr.masked.load"(%211, %203, %24) <{alignment = 4 : i64}> : (!llvm.ptr<1>, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
    %213 = "llvm.fdiv"(%185, %49) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
    %214 = "llvm.fadd"(%213, %32) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
    %215 = "llvm.call"(%214) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_rsqrtf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (f32) -> f32
    %216 = "llvm.insertelement"(%24, %215, %31) : (vector<4xf32>, f32, i32) -> vector<4xf32>
    %217 = "llvm.shufflevector"(%216, %24) <{mask = array<i32: 0, 0, 0, 0>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
    %218 = "llvm.fmul"(%212, %217) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
    %219 = "llvm.mul"(%54, %48) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %220 = "llvm.add"(%219, %208) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %221 = "llvm.getelementptr"(%arg4, %220) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    "llvm.intr.masked.store"(%218, %221, %203) <{alignment = 4 : i64}> : (vector<4xf32>, !llvm.ptr<1>, vector<4xi1>) -> ()
    %222 = "llvm.add"(%186, %27) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    "llvm.br"(%222)[^bb8] : (i64) -> ()
  ^bb10:  // pred: ^bb8
    %223 = "llvm.add"(%54, %53) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    "llvm.br"(%223)[^bb1] : (i64) -> ()
  ^bb11:  // pred: ^bb1
    "llvm.return"() : () -> ()
  }) {gpu.known_block_size = array<i32: 1024, 1, 1>} : () -> ()
  "iree_codegen.dispatch_config"() <{function_ref = @rms_dispatch_0_reduction_DxD_f32, subgroup_size = 32 : i64, workgroup_size = array<i64: 1024, 1, 1>}> ({
  ^bb0(%arg0: !hal.device, %arg1: index, %arg2: index):
    %0 = "arith.constant"() <{value = 1 : index}> : () -> index
    %1 = "affine.min"(%arg1) <{map = affine_map<()[s0] -> (2147483647, s0)>}> : (index) -> index
    "iree_codegen.yield"(%1, %0, %0) : (index, index, index) -> ()
  }) : () -> ()
}) : () -> ()
