"builtin.module"() ({
  "llvm.mlir.global"() <{addr_space = 3 : i32, alignment = 16 : i64, global_type = !llvm.array<0 x i8>, linkage = #llvm.linkage<external>, sym_name = "__dynamic_shared_memory__", tls_mode = 0 : i64, visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.mlir.global"() <{addr_space = 3 : i32, alignment = 2 : i64, global_type = !llvm.array<1 x array<8 x f16>>, linkage = #llvm.linkage<private>, sym_name = "__shared_memory___0", tls_mode = 0 : i64, visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.mlir.global"() <{addr_space = 3 : i32, alignment = 2 : i64, global_type = !llvm.array<1 x array<8 x f16>>, linkage = #llvm.linkage<private>, sym_name = "__shared_memory__", tls_mode = 0 : i64, visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<f32 (f32, f32)>, linkage = #llvm.linkage<external>, sym_name = "__nv_fmaxf", visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<f32 (f32, f32, f32)>, linkage = #llvm.linkage<external>, sym_name = "__nv_fmaf", visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<f32 (f32)>, linkage = #llvm.linkage<external>, sym_name = "__nv_floorf", visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, arg_attrs = [{llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef, llvm.readonly}, {llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef}], function_type = !llvm.func<void (ptr<1>, ptr<1>)>, linkage = #llvm.linkage<external>, sym_name = "softmax_f16_dispatch_0_softmax_16x1024xf16_dispatch_tensor_store", visibility_ = 0 : i64}> ({
  ^bb0(%arg1: !llvm.ptr<1>, %arg2: !llvm.ptr<1>):
    %2 = "llvm.mlir.constant"() <{value = 7 : i64}> : () -> i64
    %3 = "llvm.mlir.constant"() <{value = 6 : i64}> : () -> i64
    %4 = "llvm.mlir.constant"() <{value = 5 : i64}> : () -> i64
    %5 = "llvm.mlir.constant"() <{value = 4 : i64}> : () -> i64
    %6 = "llvm.mlir.constant"() <{value = 3 : i64}> : () -> i64
    %7 = "llvm.mlir.constant"() <{value = 2 : i64}> : () -> i64
    %8 = "llvm.mlir.poison"() : () -> vector<8xf32>
    %9 = "llvm.mlir.poison"() : () -> vector<8xf16>
    %10 = "llvm.mlir.poison"() : () -> vector<1xf16>
    %11 = "llvm.mlir.constant"() <{value = -1 : i32}> : () -> i32
    %12 = "llvm.mlir.constant"() <{value = 64 : i64}> : () -> i64
    %13 = "llvm.mlir.constant"() <{value = true}> : () -> i1
    %14 = "llvm.mlir.constant"() <{value = 1024 : i64}> : () -> i64
    %15 = "llvm.mlir.addressof"() <{global_name = @__dynamic_shared_memory__}> : () -> !llvm.ptr<3>
    %16 = "llvm.mlir.constant"() <{value = 0 : i64}> : () -> i64
    %17 = "llvm.mlir.constant"() <{value = 0 : i64}> : () -> i64
    %18 = "llvm.getelementptr"(%15, %16, %17) <{elem_type = !llvm.array<0 x i8>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648, -2147483648>}> : (!llvm.ptr<3>, i64, i64) -> !llvm.ptr<3>
    %19 = "llvm.mlir.addressof"() <{global_name = @__dynamic_shared_memory__}> : () -> !llvm.ptr<3>
    %20 = "llvm.mlir.constant"() <{value = 0 : i64}> : () -> i64
    %21 = "llvm.mlir.constant"() <{value = 16 : i64}> : () -> i64
    %22 = "llvm.getelementptr"(%19, %20, %21) <{elem_type = !llvm.array<0 x i8>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648, -2147483648>}> : (!llvm.ptr<3>, i64, i64) -> !llvm.ptr<3>
    %23 = "llvm.mlir.constant"() <{value = dense<127> : vector<8xi32>}> : () -> vector<8xi32>
    %24 = "llvm.mlir.constant"() <{value = dense<23> : vector<8xi32>}> : () -> vector<8xi32>
    %25 = "llvm.mlir.constant"() <{value = dense<1.270000e+02> : vector<8xf32>}> : () -> vector<8xf32>
    %26 = "llvm.mlir.constant"() <{value = dense<-1.270000e+02> : vector<8xf32>}> : () -> vector<8xf32>
    %27 = "llvm.mlir.constant"() <{value = dense<8.880000e+01> : vector<8xf32>}> : () -> vector<8xf32>
    %28 = "llvm.mlir.constant"() <{value = dense<-8.780000e+01> : vector<8xf32>}> : () -> vector<8xf32>
    %29 = "llvm.mlir.constant"() <{value = dense<0.166666657> : vector<8xf32>}> : () -> vector<8xf32>
    %30 = "llvm.mlir.constant"() <{value = dense<0.0416657962> : vector<8xf32>}> : () -> vector<8xf32>
    %31 = "llvm.mlir.constant"() <{value = dense<0.00833345205> : vector<8xf32>}> : () -> vector<8xf32>
    %32 = "llvm.mlir.constant"() <{value = dense<0.00139819994> : vector<8xf32>}> : () -> vector<8xf32>
    %33 = "llvm.mlir.constant"() <{value = dense<1.98756912E-4> : vector<8xf32>}> : () -> vector<8xf32>
    %34 = "llvm.mlir.constant"() <{value = dense<2.12194442E-4> : vector<8xf32>}> : () -> vector<8xf32>
    %35 = "llvm.mlir.constant"() <{value = dense<-0.693359375> : vector<8xf32>}> : () -> vector<8xf32>
    %36 = "llvm.mlir.constant"() <{value = dense<1.44269502> : vector<8xf32>}> : () -> vector<8xf32>
    %37 = "llvm.mlir.constant"() <{value = dense<1.000000e+00> : vector<8xf32>}> : () -> vector<8xf32>
    %38 = "llvm.mlir.constant"() <{value = dense<5.000000e-01> : vector<8xf32>}> : () -> vector<8xf32>
    %39 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
    %40 = "llvm.mlir.constant"() <{value = 256 : i32}> : () -> i32
    %41 = "llvm.mlir.constant"() <{value = 0.000000e+00 : f16}> : () -> f16
    %42 = "llvm.mlir.constant"() <{value = 0xFC00 : f16}> : () -> f16
    %43 = "llvm.mlir.constant"() <{value = 16 : i32}> : () -> i32
    %44 = "llvm.mlir.constant"() <{value = 8 : i32}> : () -> i32
    %45 = "llvm.mlir.constant"() <{value = 4 : i32}> : () -> i32
    %46 = "llvm.mlir.constant"() <{value = 2 : i32}> : () -> i32
    %47 = "llvm.mlir.constant"() <{value = 32 : i32}> : () -> i32
    %48 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
    %49 = "llvm.mlir.constant"() <{value = 0 : i64}> : () -> i64
    %50 = "llvm.mlir.constant"() <{value = 1 : i64}> : () -> i64
    %51 = "llvm.mlir.constant"() <{value = 8 : i64}> : () -> i64
    %52 = "llvm.getelementptr"(%22) <{elem_type = !llvm.array<1 x array<8 x f16>>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 0, 0, 0>}> : (!llvm.ptr<3>) -> !llvm.ptr<3>
    %53 = "llvm.getelementptr"(%18) <{elem_type = !llvm.array<1 x array<8 x f16>>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 0, 0, 0>}> : (!llvm.ptr<3>) -> !llvm.ptr<3>
    %54 = "nvvm.read.ptx.sreg.tid.x"() <{range = #llvm.constant_range<i32, 0, 128>}> : () -> i32
    %55 = "llvm.sext"(%54) : (i32) -> i64
    "llvm.intr.assume"(%13, %arg1, %12) <{op_bundle_sizes = array<i32: 2>, op_bundle_tags = ["align"]}> : (i1, !llvm.ptr<1>, i64) -> ()
    "llvm.intr.assume"(%13, %arg2, %12) <{op_bundle_sizes = array<i32: 2>, op_bundle_tags = ["align"]}> : (i1, !llvm.ptr<1>, i64) -> ()
    %56 = "nvvm.read.ptx.sreg.ctaid.x"() <{range = #llvm.constant_range<i32, 0, 16>}> : () -> i32
    %57 = "llvm.sext"(%56) : (i32) -> i64
    %58 = "llvm.trunc"(%55) <{overflowFlags = 0 : i32}> : (i64) -> i32
    %59 = "llvm.udiv"(%58, %47) : (i32, i32) -> i32
    %60 = "llvm.zext"(%59) : (i32) -> i64
    %61 = "llvm.urem"(%58, %47) : (i32, i32) -> i32
    %62 = "llvm.mul"(%59, %40) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %63 = "llvm.mul"(%61, %44) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %64 = "llvm.add"(%62, %63) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %65 = "llvm.zext"(%64) : (i32) -> i64
    %66 = "llvm.mul"(%57, %14) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %67 = "llvm.add"(%66, %65) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %68 = "llvm.getelementptr"(%arg1, %67) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %69 = "llvm.load"(%68) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<1>) -> vector<8xf16>
    %70 = "llvm.intr.vector.reduce.fmax"(%69) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<8xf16>) -> f16
    %71 = "llvm.intr.maxnum"(%70, %42) <{fastmathFlags = #llvm.fastmath<none>}> : (f16, f16) -> f16
    %72 = "llvm.fpext"(%71) <{fastmathFlags = #llvm.fastmath<none>}> : (f16) -> f32
    %73 = "llvm.fpext"(%42) <{fastmathFlags = #llvm.fastmath<none>}> : (f16) -> f32
    %74 = "llvm.call"(%72, %73) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaxf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 2, 0>}> : (f32, f32) -> f32
    %75 = "llvm.fptrunc"(%74) <{fastmathFlags = #llvm.fastmath<none>}> : (f32) -> f16
    %76 = "llvm.bitcast"(%75) : (f16) -> i16
    %77 = "llvm.zext"(%76) : (i16) -> i32
    %78 = "llvm.sub"(%47, %47) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %79 = "llvm.lshr"(%11, %78) : (i32, i32) -> i32
    %80 = "llvm.sub"(%47, %48) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %81 = "nvvm.shfl.sync"(%79, %77, %48, %80) <{kind = #nvvm.shfl_kind<bfly>}> : (i32, i32, i32, i32) -> i32
    %82 = "llvm.trunc"(%81) <{overflowFlags = 0 : i32}> : (i32) -> i16
    %83 = "llvm.bitcast"(%82) : (i16) -> f16
    %84 = "llvm.fpext"(%75) <{fastmathFlags = #llvm.fastmath<none>}> : (f16) -> f32
    %85 = "llvm.fpext"(%83) <{fastmathFlags = #llvm.fastmath<none>}> : (f16) -> f32
    %86 = "llvm.call"(%84, %85) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaxf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 2, 0>}> : (f32, f32) -> f32
    %87 = "llvm.fptrunc"(%86) <{fastmathFlags = #llvm.fastmath<none>}> : (f32) -> f16
    %88 = "llvm.bitcast"(%87) : (f16) -> i16
    %89 = "llvm.zext"(%88) : (i16) -> i32
    %90 = "llvm.sub"(%47, %47) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %91 = "llvm.lshr"(%11, %90) : (i32, i32) -> i32
    %92 = "llvm.sub"(%47, %48) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %93 = "nvvm.shfl.sync"(%91, %89, %46, %92) <{kind = #nvvm.shfl_kind<bfly>}> : (i32, i32, i32, i32) -> i32
    %94 = "llvm.trunc"(%93) <{overflowFlags = 0 : i32}> : (i32) -> i16
    %95 = "llvm.bitcast"(%94) : (i16) -> f16
    %96 = "llvm.fpext"(%87) <{fastmathFlags = #llvm.fastmath<none>}> : (f16) -> f32
    %97 = "llvm.fpext"(%95) <{fastmathFlags = #llvm.fastmath<none>}> : (f16) -> f32
    %98 = "llvm.call"(%96, %97) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaxf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 2, 0>}> : (f32, f32) -> f32
    %99 = "llvm.fptrunc"(%98) <{fastmathFlags = #llvm.fastmath<none>}> : (f32) -> f16
    %100 = "llvm.bitcast"(%99) : (f16) -> i16
    %101 = "llvm.zext"(%100) : (i16) -> i32
    %102 = "llvm.sub"(%47, %47) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %103 = "llvm.lshr"(%11, %102) : (i32, i32) -> i32
    %104 = "llvm.sub"(%47, %48) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %105 = "nvvm.shfl.sync"(%103, %101, %45, %104) <{kind = #nvvm.shfl_kind<bfly>}> : (i32, i32, i32, i32) -> i32
    %106 = "llvm.trunc"(%105) <{overflowFlags = 0 : i32}> : (i32) -> i16
    %107 = "llvm.bitcast"(%106) : (i16) -> f16
    %108 = "llvm.fpext"(%99) <{fastmathFlags = #llvm.fastmath<none>}> : (f16) -> f32
    %109 = "llvm.fpext"(%107) <{fastmathFlags = #llvm.fastmath<none>}> : (f16) -> f32
    %110 = "llvm.call"(%108, %109) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaxf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 2, 0>}> : (f32, f32) -> f32
    %111 = "llvm.fptrunc"(%110) <{fastmathFlags = #llvm.fastmath<none>}> : (f32) -> f16
    %112 = "llvm.bitcast"(%111) : (f16) -> i16
    %113 = "llvm.zext"(%112) : (i16) -> i32
    %114 = "llvm.sub"(%47, %47) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %115 = "llvm.lshr"(%11, %114) : (i32, i32) -> i32
    %116 = "llvm.sub"(%47, %48) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %117 = "nvvm.shfl.sync"(%115, %113, %44, %116) <{kind = #nvvm.shfl_kind<bfly>}> : (i32, i32, i32, i32) -> i32
    %118 = "llvm.trunc"(%117) <{overflowFlags = 0 : i32}> : (i32) -> i16
    %119 = "llvm.bitcast"(%118) : (i16) -> f16
    %120 = "llvm.fpext"(%111) <{fastmathFlags = #llvm.fastmath<none>}> : (f16) -> f32
    %121 = "llvm.fpext"(%119) <{fastmathFlags = #llvm.fastmath<none>}> : (f16) -> f32
    %122 = "llvm.call"(%120, %121) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaxf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 2, 0>}> : (f32, f32) -> f32
    %123 = "llvm.fptrunc"(%122) <{fastmathFlags = #llvm.fastmath<none>}> : (f32) -> f16
    %124 = "llvm.bitcast"(%123) : (f16) -> i16
    %125 = "llvm.zext"(%124) : (i16) -> i32
    %126 = "llvm.sub"(%47, %47) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %127 = "llvm.lshr"(%11, %126) : (i32, i32) -> i32
    %128 = "llvm.sub"(%47, %48) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %129 = "nvvm.shfl.sync"(%127, %125, %43, %128) <{kind = #nvvm.shfl_kind<bfly>}> : (i32, i32, i32, i32) -> i32
    %130 = "llvm.trunc"(%129) <{overflowFlags = 0 : i32}> : (i32) -> i16
    %131 = "llvm.bitcast"(%130) : (i16) -> f16
    %132 = "llvm.fpext"(%123) <{fastmathFlags = #llvm.fastmath<none>}> : (f16) -> f32
    %133 = "llvm.fpext"(%131) <{fastmathFlags = #llvm.fastmath<none>}> : (f16) -> f32
    %134 = "llvm.call"(%132, %133) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaxf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 2, 0>}> : (f32, f32) -> f32
    %135 = "llvm.fptrunc"(%134) <{fastmathFlags = #llvm.fastmath<none>}> : (f32) -> f16
    %136 = "llvm.icmp"(%61, %39) <{predicate = 0 : i64}> : (i32, i32) -> i1
    "llvm.cond_br"(%136)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb1:  // pred: ^bb0
    %137 = "llvm.insertelement"(%10, %135, %39) : (vector<1xf16>, f16, i32) -> vector<1xf16>
    %138 = "llvm.mul"(%49, %51) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %139 = "llvm.add"(%138, %60) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %140 = "llvm.getelementptr"(%53, %139) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    "llvm.store"(%137, %140) <{alignment = 2 : i64, ordering = 0 : i64}> : (vector<1xf16>, !llvm.ptr<3>) -> ()
    "llvm.br"()[^bb2] : () -> ()
  ^bb2:  // 2 preds: ^bb0, ^bb1
    "nvvm.barrier"() <{aligned = true, operandSegmentSizes = array<i32: 0, 0>}> : () -> ()
    %141 = "llvm.urem"(%58, %45) : (i32, i32) -> i32
    %142 = "llvm.zext"(%141) : (i32) -> i64
    %143 = "llvm.mul"(%49, %51) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %144 = "llvm.add"(%143, %142) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %145 = "llvm.getelementptr"(%53, %144) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %146 = "llvm.load"(%145) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %147 = "llvm.extractelement"(%146, %49) : (vector<1xf16>, i64) -> f16
    %148 = "llvm.fpext"(%147) <{fastmathFlags = #llvm.fastmath<none>}> : (f16) -> f32
    %149 = "llvm.fpext"(%42) <{fastmathFlags = #llvm.fastmath<none>}> : (f16) -> f32
    %150 = "llvm.call"(%148, %149) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaxf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 2, 0>}> : (f32, f32) -> f32
    %151 = "llvm.fptrunc"(%150) <{fastmathFlags = #llvm.fastmath<none>}> : (f32) -> f16
    %152 = "llvm.bitcast"(%151) : (f16) -> i16
    %153 = "llvm.zext"(%152) : (i16) -> i32
    %154 = "llvm.sub"(%47, %47) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %155 = "llvm.lshr"(%11, %154) : (i32, i32) -> i32
    %156 = "llvm.sub"(%47, %48) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %157 = "nvvm.shfl.sync"(%155, %153, %48, %156) <{kind = #nvvm.shfl_kind<bfly>}> : (i32, i32, i32, i32) -> i32
    %158 = "llvm.trunc"(%157) <{overflowFlags = 0 : i32}> : (i32) -> i16
    %159 = "llvm.bitcast"(%158) : (i16) -> f16
    %160 = "llvm.fpext"(%151) <{fastmathFlags = #llvm.fastmath<none>}> : (f16) -> f32
    %161 = "llvm.fpext"(%159) <{fastmathFlags = #llvm.fastmath<none>}> : (f16) -> f32
    %162 = "llvm.call"(%160, %161) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaxf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 2, 0>}> : (f32, f32) -> f32
    %163 = "llvm.fptrunc"(%162) <{fastmathFlags = #llvm.fastmath<none>}> : (f32) -> f16
    %164 = "llvm.bitcast"(%163) : (f16) -> i16
    %165 = "llvm.zext"(%164) : (i16) -> i32
    %166 = "llvm.sub"(%47, %47) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %167 = "llvm.lshr"(%11, %166) : (i32, i32) -> i32
    %168 = "llvm.sub"(%47, %48) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %169 = "nvvm.shfl.sync"(%167, %165, %46, %168) <{kind = #nvvm.shfl_kind<bfly>}> : (i32, i32, i32, i32) -> i32
    %170 = "llvm.trunc"(%169) <{overflowFlags = 0 : i32}> : (i32) -> i16
    %171 = "llvm.bitcast"(%170) : (i16) -> f16
    %172 = "llvm.fpext"(%163) <{fastmathFlags = #llvm.fastmath<none>}> : (f16) -> f32
    %173 = "llvm.fpext"(%171) <{fastmathFlags = #llvm.fastmath<none>}> : (f16) -> f32
    %174 = "llvm.call"(%172, %173) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaxf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 2, 0>}> : (f32, f32) -> f32
    %175 = "llvm.fptrunc"(%174) <{fastmathFlags = #llvm.fastmath<none>}> : (f32) -> f16
    %176 = "llvm.insertelement"(%9, %175, %39) : (vector<8xf16>, f16, i32) -> vector<8xf16>
    %177 = "llvm.shufflevector"(%176, %9) <{mask = array<i32: 0, 0, 0, 0, 0, 0, 0, 0>}> : (vector<8xf16>, vector<8xf16>) -> vector<8xf16>
    %178 = "llvm.fsub"(%69, %177) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<8xf16>, vector<8xf16>) -> vector<8xf16>
    %179 = "llvm.fpext"(%178) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<8xf16>) -> vector<8xf32>
    %180 = "llvm.fcmp"(%179, %28) <{fastmathFlags = #llvm.fastmath<none>, predicate = 10 : i64}> : (vector<8xf32>, vector<8xf32>) -> vector<8xi1>
    %181 = "llvm.select"(%180, %179, %28) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<8xi1>, vector<8xf32>, vector<8xf32>) -> vector<8xf32>
    %182 = "llvm.fcmp"(%181, %27) <{fastmathFlags = #llvm.fastmath<none>, predicate = 12 : i64}> : (vector<8xf32>, vector<8xf32>) -> vector<8xi1>
    %183 = "llvm.select"(%182, %181, %27) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<8xi1>, vector<8xf32>, vector<8xf32>) -> vector<8xf32>
    %184 = "llvm.extractelement"(%183, %49) : (vector<8xf32>, i64) -> f32
    %185 = "llvm.extractelement"(%36, %49) : (vector<8xf32>, i64) -> f32
    %186 = "llvm.extractelement"(%38, %49) : (vector<8xf32>, i64) -> f32
    %187 = "llvm.call"(%184, %185, %186) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %188 = "llvm.insertelement"(%8, %187, %49) : (vector<8xf32>, f32, i64) -> vector<8xf32>
    %189 = "llvm.extractelement"(%183, %50) : (vector<8xf32>, i64) -> f32
    %190 = "llvm.extractelement"(%36, %50) : (vector<8xf32>, i64) -> f32
    %191 = "llvm.extractelement"(%38, %50) : (vector<8xf32>, i64) -> f32
    %192 = "llvm.call"(%189, %190, %191) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %193 = "llvm.insertelement"(%188, %192, %50) : (vector<8xf32>, f32, i64) -> vector<8xf32>
    %194 = "llvm.extractelement"(%183, %7) : (vector<8xf32>, i64) -> f32
    %195 = "llvm.extractelement"(%36, %7) : (vector<8xf32>, i64) -> f32
    %196 = "llvm.extractelement"(%38, %7) : (vector<8xf32>, i64) -> f32
    %197 = "llvm.call"(%194, %195, %196) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %198 = "llvm.insertelement"(%193, %197, %7) : (vector<8xf32>, f32, i64) -> vector<8xf32>
    %199 = "llvm.extractelement"(%183, %6) : (vector<8xf32>, i64) -> f32
    %200 = "llvm.extractelement"(%36, %6) : (vector<8xf32>, i64) -> f32
    %201 = "llvm.extractelement"(%38, %6) : (vector<8xf32>, i64) -> f32
    %202 = "llvm.call"(%199, %200, %201) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %203 = "llvm.insertelement"(%198, %202, %6) : (vector<8xf32>, f32, i64) -> vector<8xf32>
    %204 = "llvm.extractelement"(%183, %5) : (vector<8xf32>, i64) -> f32
    %205 = "llvm.extractelement"(%36, %5) : (vector<8xf32>, i64) -> f32
    %206 = "llvm.extractelement"(%38, %5) : (vector<8xf32>, i64) -> f32
    %207 = "llvm.call"(%204, %205, %206) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %208 = "llvm.insertelement"(%203, %207, %5) : (vector<8xf32>, f32, i64) -> vector<8xf32>
    %209 = "llvm.extractelement"(%183, %4) : (vector<8xf32>, i64) -> f32
    %210 = "llvm.extractelement"(%36, %4) : (vector<8xf32>, i64) -> f32
    %211 = "llvm.extractelement"(%38, %4) : (vector<8xf32>, i64) -> f32
    %212 = "llvm.call"(%209, %210, %211) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %213 = "llvm.insertelement"(%208, %212, %4) : (vector<8xf32>, f32, i64) -> vector<8xf32>
    %214 = "llvm.extractelement"(%183, %3) : (vector<8xf32>, i64) -> f32
    %215 = "llvm.extractelement"(%36, %3) : (vector<8xf32>, i64) -> f32
    %216 = "llvm.extractelement"(%38, %3) : (vector<8xf32>, i64) -> f32
    %217 = "llvm.call"(%214, %215, %216) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %218 = "llvm.insertelement"(%213, %217, %3) : (vector<8xf32>, f32, i64) -> vector<8xf32>
    %219 = "llvm.extractelement"(%183, %2) : (vector<8xf32>, i64) -> f32
    %220 = "llvm.extractelement"(%36, %2) : (vector<8xf32>, i64) -> f32
    %221 = "llvm.extractelement"(%38, %2) : (vector<8xf32>, i64) -> f32
    %222 = "llvm.call"(%219, %220, %221) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %223 = "llvm.insertelement"(%218, %222, %2) : (vector<8xf32>, f32, i64) -> vector<8xf32>
    %224 = "llvm.extractelement"(%223, %49) : (vector<8xf32>, i64) -> f32
    %225 = "llvm.call"(%224) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_floorf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (f32) -> f32
    %226 = "llvm.insertelement"(%8, %225, %49) : (vector<8xf32>, f32, i64) -> vector<8xf32>
    %227 = "llvm.extractelement"(%223, %50) : (vector<8xf32>, i64) -> f32
    %228 = "llvm.call"(%227) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_floorf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (f32) -> f32
    %229 = "llvm.insertelement"(%226, %228, %50) : (vector<8xf32>, f32, i64) -> vector<8xf32>
    %230 = "llvm.extractelement"(%223, %7) : (vector<8xf32>, i64) -> f32
    %231 = "llvm.call"(%230) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_floorf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (f32) -> f32
    %232 = "llvm.insertelement"(%229, %231, %7) : (vector<8xf32>, f32, i64) -> vector<8xf32>
    %233 = "llvm.extractelement"(%223, %6) : (vector<8xf32>, i64) -> f32
    %234 = "llvm.call"(%233) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_floorf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (f32) -> f32
    %235 = "llvm.insertelement"(%232, %234, %6) : (vector<8xf32>, f32, i64) -> vector<8xf32>
    %236 = "llvm.extractelement"(%223, %5) : (vector<8xf32>, i64) -> f32
    %237 = "llvm.call"(%236) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_floorf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (f32) -> f32
    %238 = "llvm.insertelement"(%235, %237, %5) : (vector<8xf32>, f32, i64) -> vector<8xf32>
    %239 = "llvm.extractelement"(%223, %4) : (vector<8xf32>, i64) -> f32
    %240 = "llvm.call"(%239) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_floorf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (f32) -> f32
    %241 = "llvm.insertelement"(%238, %240, %4) : (vector<8xf32>, f32, i64) -> vector<8xf32>
    %242 = "llvm.extractelement"(%223, %3) : (vector<8xf32>, i64) -> f32
    %243 = "llvm.call"(%242) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_floorf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (f32) -> f32
    %244 = "llvm.insertelement"(%241, %243, %3) : (vector<8xf32>, f32, i64) -> vector<8xf32>
    %245 = "llvm.extractelement"(%223, %2) : (vector<8xf32>, i64) -> f32
    %246 = "llvm.call"(%245) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_floorf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (f32) -> f32
    %247 = "llvm.insertelement"(%244, %246, %2) : (vector<8xf32>, f32, i64) -> vector<8xf32>
    %248 = "llvm.fcmp"(%247, %26) <{fastmathFlags = #llvm.fastmath<none>, predicate = 10 : i64}> : (vector<8xf32>, vector<8xf32>) -> vector<8xi1>
    %249 = "llvm.select"(%248, %247, %26) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<8xi1>, vector<8xf32>, vector<8xf32>) -> vector<8xf32>
    %250 = "llvm.fcmp"(%249, %25) <{fastmathFlags = #llvm.fastmath<none>, predicate = 12 : i64}> : (vector<8xf32>, vector<8xf32>) -> vector<8xi1>
    %251 = "llvm.select"(%250, %249, %25) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<8xi1>, vector<8xf32>, vector<8xf32>) -> vector<8xf32>
    %252 = "llvm.extractelement"(%35, %49) : (vector<8xf32>, i64) -> f32
    %253 = "llvm.extractelement"(%251, %49) : (vector<8xf32>, i64) -> f32
    %254 = "llvm.extractelement"(%183, %49) : (vector<8xf32>, i64) -> f32
    %255 = "llvm.call"(%252, %253, %254) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %256 = "llvm.insertelement"(%8, %255, %49) : (vector<8xf32>, f32, i64) -> vector<8xf32>
    %257 = "llvm.extractelement"(%35, %50) : (vector<8xf32>, i64) -> f32
    %258 = "llvm.extractelement"(%251, %50) : (vector<8xf32>, i64) -> f32
    %259 = "llvm.extractelement"(%183, %50) : (vector<8xf32>, i64) -> f32
    %260 = "llvm.call"(%257, %258, %259) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %261 = "llvm.insertelement"(%256, %260, %50) : (vector<8xf32>, f32, i64) -> vector<8xf32>
    %262 = "llvm.extractelement"(%35, %7) : (vector<8xf32>, i64) -> f32
    %263 = "llvm.extractelement"(%251, %7) : (vector<8xf32>, i64) -> f32
    %264 = "llvm.extractelement"(%183, %7) : (vector<8xf32>, i64) -> f32
    %265 = "llvm.call"(%262, %263, %264) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %266 = "llvm.insertelement"(%261, %265, %7) : (vector<8xf32>, f32, i64) -> vector<8xf32>
    %267 = "llvm.extractelement"(%35, %6) : (vector<8xf32>, i64) -> f32
    %268 = "llvm.extractelement"(%251, %6) : (vector<8xf32>, i64) -> f32
    %269 = "llvm.extractelement"(%183, %6) : (vector<8xf32>, i64) -> f32
    %270 = "llvm.call"(%267, %268, %269) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %271 = "llvm.insertelement"(%266, %270, %6) : (vector<8xf32>, f32, i64) -> vector<8xf32>
    %272 = "llvm.extractelement"(%35, %5) : (vector<8xf32>, i64) -> f32
    %273 = "llvm.extractelement"(%251, %5) : (vector<8xf32>, i64) -> f32
    %274 = "llvm.extractelement"(%183, %5) : (vector<8xf32>, i64) -> f32
    %275 = "llvm.call"(%272, %273, %274) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %276 = "llvm.insertelement"(%271, %275, %5) : (vector<8xf32>, f32, i64) -> vector<8xf32>
    %277 = "llvm.extractelement"(%35, %4) : (vector<8xf32>, i64) -> f32
    %278 = "llvm.extractelement"(%251, %4) : (vector<8xf32>, i64) -> f32
    %279 = "llvm.extractelement"(%183, %4) : (vector<8xf32>, i64) -> f32
    %280 = "llvm.call"(%277, %278, %279) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %281 = "llvm.insertelement"(%276, %280, %4) : (vector<8xf32>, f32, i64) -> vector<8xf32>
    %282 = "llvm.extractelement"(%35, %3) : (vector<8xf32>, i64) -> f32
    %283 = "llvm.extractelement"(%251, %3) : (vector<8xf32>, i64) -> f32
    %284 = "llvm.extractelement"(%183, %3) : (vector<8xf32>, i64) -> f32
    %285 = "llvm.call"(%282, %283, %284) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %286 = "llvm.insertelement"(%281, %285, %3) : (vector<8xf32>, f32, i64) -> vector<8xf32>
    %287 = "llvm.extractelement"(%35, %2) : (vector<8xf32>, i64) -> f32
    %288 = "llvm.extractelement"(%251, %2) : (vector<8xf32>, i64) -> f32
    %289 = "llvm.extractelement"(%183, %2) : (vector<8xf32>, i64) -> f32
    %290 = "llvm.call"(%287, %288, %289) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %291 = "llvm.insertelement"(%286, %290, %2) : (vector<8xf32>, f32, i64) -> vector<8xf32>
    %292 = "llvm.extractelement"(%34, %49) : (vector<8xf32>, i64) -> f32
    %293 = "llvm.extractelement"(%251, %49) : (vector<8xf32>, i64) -> f32
    %294 = "llvm.extractelement"(%291, %49) : (vector<8xf32>, i64) -> f32
    %295 = "llvm.call"(%292, %293, %294) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %296 = "llvm.insertelement"(%8, %295, %49) : (vector<8xf32>, f32, i64) -> vector<8xf32>
    %297 = "llvm.extractelement"(%34, %50) : (vector<8xf32>, i64) -> f32
    %298 = "llvm.extractelement"(%251, %50) : (vector<8xf32>, i64) -> f32
    %299 = "llvm.extractelement"(%291, %50) : (vector<8xf32>, i64) -> f32
    %300 = "llvm.call"(%297, %298, %299) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %301 = "llvm.insertelement"(%296, %300, %50) : (vector<8xf32>, f32, i64) -> vector<8xf32>
    %302 = "llvm.extractelement"(%34, %7) : (vector<8xf32>, i64) -> f32
    %303 = "llvm.extractelement"(%251, %7) : (vector<8xf32>, i64) -> f32
    %304 = "llvm.extractelement"(%291, %7) : (vector<8xf32>, i64) -> f32
    %305 = "llvm.call"(%302, %303, %304) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %306 = "llvm.insertelement"(%301, %305, %7) : (vector<8xf32>, f32, i64) -> vector<8xf32>
    %307 = "llvm.extractelement"(%34, %6) : (vector<8xf32>, i64) -> f32
    %308 = "llvm.extractelement"(%251, %6) : (vector<8xf32>, i64) -> f32
    %309 = "llvm.extractelement"(%291, %6) : (vector<8xf32>, i64) -> f32
    %310 = "llvm.call"(%307, %308, %309) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %311 = "llvm.insertelement"(%306, %310, %6) : (vector<8xf32>, f32, i64) -> vector<8xf32>
    %312 = "llvm.extractelement"(%34, %5) : (vector<8xf32>, i64) -> f32
    %313 = "llvm.extractelement"(%251, %5) : (vector<8xf32>, i64) -> f32
    %314 = "llvm.extractelement"(%291, %5) : (vector<8xf32>, i64) -> f32
    %315 = "llvm.call"(%312, %313, %314) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %316 = "llvm.insertelement"(%311, %315, %5) : (vector<8xf32>, f32, i64) -> vector<8xf32>
    %317 = "llvm.extractelement"(%34, %4) : (vector<8xf32>, i64) -> f32
    %318 = "llvm.extractelement"(%251, %4) : (vector<8xf32>, i64) -> f32
    %319 = "llvm.extractelement"(%291, %4) : (vector<8xf32>, i64) -> f32
    %320 = "llvm.call"(%317, %318, %319) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %321 = "llvm.insertelement"(%316, %320, %4) : (vector<8xf32>, f32, i64) -> vector<8xf32>
    %322 = "llvm.extractelement"(%34, %3) : (vector<8xf32>, i64) -> f32
    %323 = "llvm.extractelement"(%251, %3) : (vector<8xf32>, i64) -> f32
    %324 = "llvm.extractelement"(%291, %3) : (vector<8xf32>, i64) -> f32
    %325 = "llvm.call"(%322, %323, %324) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %326 = "llvm.insertelement"(%321, %325, %3) : (vector<8xf32>, f32, i64) -> vector<8xf32>
    %327 = "llvm.extractelement"(%34, %2) : (vector<8xf32>, i64) -> f32
    %328 = "llvm.extractelement"(%251, %2) : (vector<8xf32>, i64) -> f32
    %329 = "llvm.extractelement"(%291, %2) : (vector<8xf32>, i64) -> f32
    %330 = "llvm.call"(%327, %328, %329) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %331 = "llvm.insertelement"(%326, %330, %2) : (vector<8xf32>, f32, i64) -> vector<8xf32>
    %332 = "llvm.extractelement"(%331, %49) : (vector<8xf32>, i64) -> f32
    %333 = "llvm.extractelement"(%33, %49) : (vector<8xf32>, i64) -> f32
    %334 = "llvm.extractelement"(%32, %49) : (vector<8xf32>, i64) -> f32
    %335 = "llvm.call"(%332, %333, %334) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %336 = "llvm.insertelement"(%8, %335, %49) : (vector<8xf32>, f32, i64) -> vector<8xf32>
    %337 = "llvm.extractelement"(%331, %50) : (vector<8xf32>, i64) -> f32
    %338 = "llvm.extractelement"(%33, %50) : (vector<8xf32>, i64) -> f32
    %339 = "llvm.extractelement"(%32, %50) : (vector<8xf32>, i64) -> f32
    %340 = "llvm.call"(%337, %338, %339) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %341 = "llvm.insertelement"(%336, %340, %50) : (vector<8xf32>, f32, i64) -> vector<8xf32>
    %342 = "llvm.extractelement"(%331, %7) : (vector<8xf32>, i64) -> f32
    %343 = "llvm.extractelement"(%33, %7) : (vector<8xf32>, i64) -> f32
    %344 = "llvm.extractelement"(%32, %7) : (vector<8xf32>, i64) -> f32
    %345 = "llvm.call"(%342, %343, %344) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %346 = "llvm.insertelement"(%341, %345, %7) : (vector<8xf32>, f32, i64) -> vector<8xf32>
    %347 = "llvm.extractelement"(%331, %6) : (vector<8xf32>, i64) -> f32
    %348 = "llvm.extractelement"(%33, %6) : (vector<8xf32>, i64) -> f32
    %349 = "llvm.extractelement"(%32, %6) : (vector<8xf32>, i64) -> f32
    %350 = "llvm.call"(%347, %348, %349) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %351 = "llvm.insertelement"(%346, %350, %6) : (vector<8xf32>, f32, i64) -> vector<8xf32>
    %352 = "llvm.extractelement"(%331, %5) : (vector<8xf32>, i64) -> f32
    %353 = "llvm.extractelement"(%33, %5) : (vector<8xf32>, i64) -> f32
    %354 = "llvm.extractelement"(%32, %5) : (vector<8xf32>, i64) -> f32
    %355 = "llvm.call"(%352, %353, %354) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %356 = "llvm.insertelement"(%351, %355, %5) : (vector<8xf32>, f32, i64) -> vector<8xf32>
    %357 = "llvm.extractelement"(%331, %4) : (vector<8xf32>, i64) -> f32
    %358 = "llvm.extractelement"(%33, %4) : (vector<8xf32>, i64) -> f32
    %359 = "llvm.extractelement"(%32, %4) : (vector<8xf32>, i64) -> f32
    %360 = "llvm.call"(%357, %358, %359) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %361 = "llvm.insertelement"(%356, %360, %4) : (vector<8xf32>, f32, i64) -> vector<8xf32>
    %362 = "llvm.extractelement"(%331, %3) : (vector<8xf32>, i64) -> f32
    %363 = "llvm.extractelement"(%33, %3) : (vector<8xf32>, i64) -> f32
    %364 = "llvm.extractelement"(%32, %3) : (vector<8xf32>, i64) -> f32
    %365 = "llvm.call"(%362, %363, %364) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %366 = "llvm.insertelement"(%361, %365, %3) : (vector<8xf32>, f32, i64) -> vector<8xf32>
    %367 = "llvm.extractelement"(%331, %2) : (vector<8xf32>, i64) -> f32
    %368 = "llvm.extractelement"(%33, %2) : (vector<8xf32>, i64) -> f32
    %369 = "llvm.extractelement"(%32, %2) : (vector<8xf32>, i64) -> f32
    %370 = "llvm.call"(%367, %368, %369) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %371 = "llvm.insertelement"(%366, %370, %2) : (vector<8xf32>, f32, i64) -> vector<8xf32>
    %372 = "llvm.extractelement"(%371, %49) : (vector<8xf32>, i64) -> f32
    %373 = "llvm.extractelement"(%331, %49) : (vector<8xf32>, i64) -> f32
    %374 = "llvm.extractelement"(%31, %49) : (vector<8xf32>, i64) -> f32
    %375 = "llvm.call"(%372, %373, %374) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %376 = "llvm.insertelement"(%8, %375, %49) : (vector<8xf32>, f32, i64) -> vector<8xf32>
    %377 = "llvm.extractelement"(%371, %50) : (vector<8xf32>, i64) -> f32
    %378 = "llvm.extractelement"(%331, %50) : (vector<8xf32>, i64) -> f32
    %379 = "llvm.extractelement"(%31, %50) : (vector<8xf32>, i64) -> f32
    %380 = "llvm.call"(%377, %378, %379) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %381 = "llvm.insertelement"(%376, %380, %50) : (vector<8xf32>, f32, i64) -> vector<8xf32>
    %382 = "llvm.extractelement"(%371, %7) : (vector<8xf32>, i64) -> f32
    %383 = "llvm.extractelement"(%331, %7) : (vector<8xf32>, i64) -> f32
    %384 = "llvm.extractelement"(%31, %7) : (vector<8xf32>, i64) -> f32
    %385 = "llvm.call"(%382, %383, %384) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %386 = "llvm.insertelement"(%381, %385, %7) : (vector<8xf32>, f32, i64) -> vector<8xf32>
    %387 = "llvm.extractelement"(%371, %6) : (vector<8xf32>, i64) -> f32
    %388 = "llvm.extractelement"(%331, %6) : (vector<8xf32>, i64) -> f32
    %389 = "llvm.extractelement"(%31, %6) : (vector<8xf32>, i64) -> f32
    %390 = "llvm.call"(%387, %388, %389) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %391 = "llvm.insertelement"(%386, %390, %6) : (vector<8xf32>, f32, i64) -> vector<8xf32>
    %392 = "llvm.extractelement"(%371, %5) : (vector<8xf32>, i64) -> f32
    %393 = "llvm.extractelement"(%331, %5) : (vector<8xf32>, i64) -> f32
    %394 = "llvm.extractelement"(%31, %5) : (vector<8xf32>, i64) -> f32
    %395 = "llvm.call"(%392, %393, %394) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %396 = "llvm.insertelement"(%391, %395, %5) : (vector<8xf32>, f32, i64) -> vector<8xf32>
    %397 = "llvm.extractelement"(%371, %4) : (vector<8xf32>, i64) -> f32
    %398 = "llvm.extractelement"(%331, %4) : (vector<8xf32>, i64) -> f32
    %399 = "llvm.extractelement"(%31, %4) : (vector<8xf32>, i64) -> f32
    %400 = "llvm.call"(%397, %398, %399) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %401 = "llvm.insertelement"(%396, %400, %4) : (vector<8xf32>, f32, i64) -> vector<8xf32>
    %402 = "llvm.extractelement"(%371, %3) : (vector<8xf32>, i64) -> f32
    %403 = "llvm.extractelement"(%331, %3) : (vector<8xf32>, i64) -> f32
    %404 = "llvm.extractelement"(%31, %3) : (vector<8xf32>, i64) -> f32
    %405 = "llvm.call"(%402, %403, %404) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %406 = "llvm.insertelement"(%401, %405, %3) : (vector<8xf32>, f32, i64) -> vector<8xf32>
    %407 = "llvm.extractelement"(%371, %2) : (vector<8xf32>, i64) -> f32
    %408 = "llvm.extractelement"(%331, %2) : (vector<8xf32>, i64) -> f32
    %409 = "llvm.extractelement"(%31, %2) : (vector<8xf32>, i64) -> f32
    %410 = "llvm.call"(%407, %408, %409) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %411 = "llvm.insertelement"(%406, %410, %2) : (vector<8xf32>, f32, i64) -> vector<8xf32>
    %412 = "llvm.extractelement"(%411, %49) : (vector<8xf32>, i64) -> f32
    %413 = "llvm.extractelement"(%331, %49) : (vector<8xf32>, i64) -> f32
    %414 = "llvm.extractelement"(%30, %49) : (vector<8xf32>, i64) -> f32
    %415 = "llvm.call"(%412, %413, %414) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %416 = "llvm.insertelement"(%8, %415, %49) : (vector<8xf32>, f32, i64) -> vector<8xf32>
    %417 = "llvm.extractelement"(%411, %50) : (vector<8xf32>, i64) -> f32
    %418 = "llvm.extractelement"(%331, %50) : (vector<8xf32>, i64) -> f32
    %419 = "llvm.extractelement"(%30, %50) : (vector<8xf32>, i64) -> f32
    %420 = "llvm.call"(%417, %418, %419) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %421 = "llvm.insertelement"(%416, %420, %50) : (vector<8xf32>, f32, i64) -> vector<8xf32>
    %422 = "llvm.extractelement"(%411, %7) : (vector<8xf32>, i64) -> f32
    %423 = "llvm.extractelement"(%331, %7) : (vector<8xf32>, i64) -> f32
    %424 = "llvm.extractelement"(%30, %7) : (vector<8xf32>, i64) -> f32
    %425 = "llvm.call"(%422, %423, %424) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %426 = "llvm.insertelement"(%421, %425, %7) : (vector<8xf32>, f32, i64) -> vector<8xf32>
    %427 = "llvm.extractelement"(%411, %6) : (vector<8xf32>, i64) -> f32
    %428 = "llvm.extractelement"(%331, %6) : (vector<8xf32>, i64) -> f32
    %429 = "llvm.extractelement"(%30, %6) : (vector<8xf32>, i64) -> f32
    %430 = "llvm.call"(%427, %428, %429) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %431 = "llvm.insertelement"(%426, %430, %6) : (vector<8xf32>, f32, i64) -> vector<8xf32>
    %432 = "llvm.extractelement"(%411, %5) : (vector<8xf32>, i64) -> f32
    %433 = "llvm.extractelement"(%331, %5) : (vector<8xf32>, i64) -> f32
    %434 = "llvm.extractelement"(%30, %5) : (vector<8xf32>, i64) -> f32
    %435 = "llvm.call"(%432, %433, %434) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %436 = "llvm.insertelement"(%431, %435, %5) : (vector<8xf32>, f32, i64) -> vector<8xf32>
    %437 = "llvm.extractelement"(%411, %4) : (vector<8xf32>, i64) -> f32
    %438 = "llvm.extractelement"(%331, %4) : (vector<8xf32>, i64) -> f32
    %439 = "llvm.extractelement"(%30, %4) : (vector<8xf32>, i64) -> f32
    %440 = "llvm.call"(%437, %438, %439) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %441 = "llvm.insertelement"(%436, %440, %4) : (vector<8xf32>, f32, i64) -> vector<8xf32>
    %442 = "llvm.extractelement"(%411, %3) : (vector<8xf32>, i64) -> f32
    %443 = "llvm.extractelement"(%331, %3) : (vector<8xf32>, i64) -> f32
    %444 = "llvm.extractelement"(%30, %3) : (vector<8xf32>, i64) -> f32
    %445 = "llvm.call"(%442, %443, %444) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %446 = "llvm.insertelement"(%441, %445, %3) : (vector<8xf32>, f32, i64) -> vector<8xf32>
    %447 = "llvm.extractelement"(%411, %2) : (vector<8xf32>, i64) -> f32
    %448 = "llvm.extractelement"(%331, %2) : (vector<8xf32>, i64) -> f32
    %449 = "llvm.extractelement"(%30, %2) : (vector<8xf32>, i64) -> f32
    %450 = "llvm.call"(%447, %448, %449) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %451 = "llvm.insertelement"(%446, %450, %2) : (vector<8xf32>, f32, i64) -> vector<8xf32>
    %452 = "llvm.extractelement"(%451, %49) : (vector<8xf32>, i64) -> f32
    %453 = "llvm.extractelement"(%331, %49) : (vector<8xf32>, i64) -> f32
    %454 = "llvm.extractelement"(%29, %49) : (vector<8xf32>, i64) -> f32
    %455 = "llvm.call"(%452, %453, %454) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %456 = "llvm.insertelement"(%8, %455, %49) : (vector<8xf32>, f32, i64) -> vector<8xf32>
    %457 = "llvm.extractelement"(%451, %50) : (vector<8xf32>, i64) -> f32
    %458 = "llvm.extractelement"(%331, %50) : (vector<8xf32>, i64) -> f32
    %459 = "llvm.extractelement"(%29, %50) : (vector<8xf32>, i64) -> f32
    %460 = "llvm.call"(%457, %458, %459) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %461 = "llvm.insertelement"(%456, %460, %50) : (vector<8xf32>, f32, i64) -> vector<8xf32>
    %462 = "llvm.extractelement"(%451, %7) : (vector<8xf32>, i64) -> f32
    %463 = "llvm.extractelement"(%331, %7) : (vector<8xf32>, i64) -> f32
    %464 = "llvm.extractelement"(%29, %7) : (vector<8xf32>, i64) -> f32
    %465 = "llvm.call"(%462, %463, %464) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %466 = "llvm.insertelement"(%461, %465, %7) : (vector<8xf32>, f32, i64) -> vector<8xf32>
    %467 = "llvm.extractelement"(%451, %6) : (vector<8xf32>, i64) -> f32
    %468 = "llvm.extractelement"(%331, %6) : (vector<8xf32>, i64) -> f32
    %469 = "llvm.extractelement"(%29, %6) : (vector<8xf32>, i64) -> f32
    %470 = "llvm.call"(%467, %468, %469) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %471 = "llvm.insertelement"(%466, %470, %6) : (vector<8xf32>, f32, i64) -> vector<8xf32>
    %472 = "llvm.extractelement"(%451, %5) : (vector<8xf32>, i64) -> f32
    %473 = "llvm.extractelement"(%331, %5) : (vector<8xf32>, i64) -> f32
    %474 = "llvm.extractelement"(%29, %5) : (vector<8xf32>, i64) -> f32
    %475 = "llvm.call"(%472, %473, %474) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %476 = "llvm.insertelement"(%471, %475, %5) : (vector<8xf32>, f32, i64) -> vector<8xf32>
    %477 = "llvm.extractelement"(%451, %4) : (vector<8xf32>, i64) -> f32
    %478 = "llvm.extractelement"(%331, %4) : (vector<8xf32>, i64) -> f32
    %479 = "llvm.extractelement"(%29, %4) : (vector<8xf32>, i64) -> f32
    %480 = "llvm.call"(%477, %478, %479) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %481 = "llvm.insertelement"(%476, %480, %4) : (vector<8xf32>, f32, i64) -> vector<8xf32>
    %482 = "llvm.extractelement"(%451, %3) : (vector<8xf32>, i64) -> f32
    %483 = "llvm.extractelement"(%331, %3) : (vector<8xf32>, i64) -> f32
    %484 = "llvm.extractelement"(%29, %3) : (vector<8xf32>, i64) -> f32
    %485 = "llvm.call"(%482, %483, %484) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %486 = "llvm.insertelement"(%481, %485, %3) : (vector<8xf32>, f32, i64) -> vector<8xf32>
    %487 = "llvm.extractelement"(%451, %2) : (vector<8xf32>, i64) -> f32
    %488 = "llvm.extractelement"(%331, %2) : (vector<8xf32>, i64) -> f32
    %489 = "llvm.extractelement"(%29, %2) : (vector<8xf32>, i64) -> f32
    %490 = "llvm.call"(%487, %488, %489) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %491 = "llvm.insertelement"(%486, %490, %2) : (vector<8xf32>, f32, i64) -> vector<8xf32>
    %492 = "llvm.extractelement"(%491, %49) : (vector<8xf32>, i64) -> f32
    %493 = "llvm.extractelement"(%331, %49) : (vector<8xf32>, i64) -> f32
    %494 = "llvm.extractelement"(%38, %49) : (vector<8xf32>, i64) -> f32
    %495 = "llvm.call"(%492, %493, %494) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %496 = "llvm.insertelement"(%8, %495, %49) : (vector<8xf32>, f32, i64) -> vector<8xf32>
    %497 = "llvm.extractelement"(%491, %50) : (vector<8xf32>, i64) -> f32
    %498 = "llvm.extractelement"(%331, %50) : (vector<8xf32>, i64) -> f32
    %499 = "llvm.extractelement"(%38, %50) : (vector<8xf32>, i64) -> f32
    %500 = "llvm.call"(%497, %498, %499) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %501 = "llvm.insertelement"(%496, %500, %50) : (vector<8xf32>, f32, i64) -> vector<8xf32>
    %502 = "llvm.extractelement"(%491, %7) : (vector<8xf32>, i64) -> f32
    %503 = "llvm.extractelement"(%331, %7) : (vector<8xf32>, i64) -> f32
    %504 = "llvm.extractelement"(%38, %7) : (vector<8xf32>, i64) -> f32
    %505 = "llvm.call"(%502, %503, %504) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %506 = "llvm.insertelement"(%501, %505, %7) : (vector<8xf32>, f32, i64) -> vector<8xf32>
    %507 = "llvm.extractelement"(%491, %6) : (vector<8xf32>, i64) -> f32
    %508 = "llvm.extractelement"(%331, %6) : (vector<8xf32>, i64) -> f32
    %509 = "llvm.extractelement"(%38, %6) : (vector<8xf32>, i64) -> f32
    %510 = "llvm.call"(%507, %508, %509) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %511 = "llvm.insertelement"(%506, %510, %6) : (vector<8xf32>, f32, i64) -> vector<8xf32>
    %512 = "llvm.extractelement"(%491, %5) : (vector<8xf32>, i64) -> f32
    %513 = "llvm.extractelement"(%331, %5) : (vector<8xf32>, i64) -> f32
    %514 = "llvm.extractelement"(%38, %5) : (vector<8xf32>, i64) -> f32
    %515 = "llvm.call"(%512, %513, %514) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %516 = "llvm.insertelement"(%511, %515, %5) : (vector<8xf32>, f32, i64) -> vector<8xf32>
    %517 = "llvm.extractelement"(%491, %4) : (vector<8xf32>, i64) -> f32
    %518 = "llvm.extractelement"(%331, %4) : (vector<8xf32>, i64) -> f32
    %519 = "llvm.extractelement"(%38, %4) : (vector<8xf32>, i64) -> f32
    %520 = "llvm.call"(%517, %518, %519) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %521 = "llvm.insertelement"(%516, %520, %4) : (vector<8xf32>, f32, i64) -> vector<8xf32>
    %522 = "llvm.extractelement"(%491, %3) : (vector<8xf32>, i64) -> f32
    %523 = "llvm.extractelement"(%331, %3) : (vector<8xf32>, i64) -> f32
    %524 = "llvm.extractelement"(%38, %3) : (vector<8xf32>, i64) -> f32
    %525 = "llvm.call"(%522, %523, %524) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %526 = "llvm.insertelement"(%521, %525, %3) : (vector<8xf32>, f32, i64) -> vector<8xf32>
    %527 = "llvm.extractelement"(%491, %2) : (vector<8xf32>, i64) -> f32
    %528 = "llvm.extractelement"(%331, %2) : (vector<8xf32>, i64) -> f32
    %529 = "llvm.extractelement"(%38, %2) : (vector<8xf32>, i64) -> f32
    %530 = "llvm.call"(%527, %528, %529) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %531 = "llvm.insertelement"(%526, %530, %2) : (vector<8xf32>, f32, i64) -> vector<8xf32>
    %532 = "llvm.fmul"(%331, %331) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<8xf32>, vector<8xf32>) -> vector<8xf32>
    %533 = "llvm.extractelement"(%531, %49) : (vector<8xf32>, i64) -> f32
    %534 = "llvm.extractelement"(%532, %49) : (vector<8xf32>, i64) -> f32
    %535 = "llvm.extractelement"(%331, %49) : (vector<8xf32>, i64) -> f32
    %536 = "llvm.call"(%533, %534, %535) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %537 = "llvm.insertelement"(%8, %536, %49) : (vector<8xf32>, f32, i64) -> vector<8xf32>
    %538 = "llvm.extractelement"(%531, %50) : (vector<8xf32>, i64) -> f32
    %539 = "llvm.extractelement"(%532, %50) : (vector<8xf32>, i64) -> f32
    %540 = "llvm.extractelement"(%331, %50) : (vector<8xf32>, i64) -> f32
    %541 = "llvm.call"(%538, %539, %540) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %542 = "llvm.insertelement"(%537, %541, %50) : (vector<8xf32>, f32, i64) -> vector<8xf32>
    %543 = "llvm.extractelement"(%531, %7) : (vector<8xf32>, i64) -> f32
    %544 = "llvm.extractelement"(%532, %7) : (vector<8xf32>, i64) -> f32
    %545 = "llvm.extractelement"(%331, %7) : (vector<8xf32>, i64) -> f32
    %546 = "llvm.call"(%543, %544, %545) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %547 = "llvm.insertelement"(%542, %546, %7) : (vector<8xf32>, f32, i64) -> vector<8xf32>
    %548 = "llvm.extractelement"(%531, %6) : (vector<8xf32>, i64) -> f32
    %549 = "llvm.extractelement"(%532, %6) : (vector<8xf32>, i64) -> f32
    %550 = "llvm.extractelement"(%331, %6) : (vector<8xf32>, i64) -> f32
    %551 = "llvm.call"(%548, %549, %550) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %552 = "llvm.insertelement"(%547, %551, %6) : (vector<8xf32>, f32, i64) -> vector<8xf32>
    %553 = "llvm.extractelement"(%531, %5) : (vector<8xf32>, i64) -> f32
    %554 = "llvm.extractelement"(%532, %5) : (vector<8xf32>, i64) -> f32
    %555 = "llvm.extractelement"(%331, %5) : (vector<8xf32>, i64) -> f32
    %556 = "llvm.call"(%553, %554, %555) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %557 = "llvm.insertelement"(%552, %556, %5) : (vector<8xf32>, f32, i64) -> vector<8xf32>
    %558 = "llvm.extractelement"(%531, %4) : (vector<8xf32>, i64) -> f32
    %559 = "llvm.extractelement"(%532, %4) : (vector<8xf32>, i64) -> f32
    %560 = "llvm.extractelement"(%331, %4) : (vector<8xf32>, i64) -> f32
    %561 = "llvm.call"(%558, %559, %560) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %562 = "llvm.insertelement"(%557, %561, %4) : (vector<8xf32>, f32, i64) -> vector<8xf32>
    %563 = "llvm.extractelement"(%531, %3) : (vector<8xf32>, i64) -> f32
    %564 = "llvm.extractelement"(%532, %3) : (vector<8xf32>, i64) -> f32
    %565 = "llvm.extractelement"(%331, %3) : (vector<8xf32>, i64) -> f32
    %566 = "llvm.call"(%563, %564, %565) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %567 = "llvm.insertelement"(%562, %566, %3) : (vector<8xf32>, f32, i64) -> vector<8xf32>
    %568 = "llvm.extractelement"(%531, %2) : (vector<8xf32>, i64) -> f32
    %569 = "llvm.extractelement"(%532, %2) : (vector<8xf32>, i64) -> f32
    %570 = "llvm.extractelement"(%331, %2) : (vector<8xf32>, i64) -> f32
    %571 = "llvm.call"(%568, %569, %570) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %572 = "llvm.insertelement"(%567, %571, %2) : (vector<8xf32>, f32, i64) -> vector<8xf32>
    %573 = "llvm.fadd"(%572, %37) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<8xf32>, vector<8xf32>) -> vector<8xf32>
    %574 = "llvm.fptosi"(%251) : (vector<8xf32>) -> vector<8xi32>
    %575 = "llvm.add"(%574, %23) <{overflowFlags = 0 : i32}> : (vector<8xi32>, vector<8xi32>) -> vector<8xi32>
    %576 = "llvm.shl"(%575, %24) <{overflowFlags = 0 : i32}> : (vector<8xi32>, vector<8xi32>) -> vector<8xi32>
    %577 = "llvm.bitcast"(%576) : (vector<8xi32>) -> vector<8xf32>
    %578 = "llvm.fmul"(%573, %577) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<8xf32>, vector<8xf32>) -> vector<8xf32>
    %579 = "llvm.fptrunc"(%578) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<8xf32>) -> vector<8xf16>
    %580 = "llvm.intr.vector.reduce.fadd"(%41, %579) <{fastmathFlags = #llvm.fastmath<none>}> : (f16, vector<8xf16>) -> f16
    %581 = "llvm.fadd"(%580, %41) <{fastmathFlags = #llvm.fastmath<none>}> : (f16, f16) -> f16
    %582 = "llvm.fadd"(%581, %41) <{fastmathFlags = #llvm.fastmath<none>}> : (f16, f16) -> f16
    %583 = "llvm.bitcast"(%582) : (f16) -> i16
    %584 = "llvm.zext"(%583) : (i16) -> i32
    %585 = "llvm.sub"(%47, %47) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %586 = "llvm.lshr"(%11, %585) : (i32, i32) -> i32
    %587 = "llvm.sub"(%47, %48) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %588 = "nvvm.shfl.sync"(%586, %584, %48, %587) <{kind = #nvvm.shfl_kind<bfly>}> : (i32, i32, i32, i32) -> i32
    %589 = "llvm.trunc"(%588) <{overflowFlags = 0 : i32}> : (i32) -> i16
    %590 = "llvm.bitcast"(%589) : (i16) -> f16
    %591 = "llvm.fadd"(%582, %590) <{fastmathFlags = #llvm.fastmath<none>}> : (f16, f16) -> f16
    %592 = "llvm.bitcast"(%591) : (f16) -> i16
    %593 = "llvm.zext"(%592) : (i16) -> i32
    %594 = "llvm.sub"(%47, %47) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %595 = "llvm.lshr"(%11, %594) : (i32, i32) -> i32
    %596 = "llvm.sub"(%47, %48) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %597 = "nvvm.shfl.sync"(%595, %593, %46, %596) <{kind = #nvvm.shfl_kind<bfly>}> : (i32, i32, i32, i32) -> i32
    %598 = "llvm.trunc"(%597) <{overflowFlags = 0 : i32}> : (i32) -> i16
    %599 = "llvm.bitcast"(%598) : (i16) -> f16
    %600 = "llvm.fadd"(%591, %599) <{fastmathFlags = #llvm.fastmath<none>}> : (f16, f16) -> f16
    %601 = "llvm.bitcast"(%600) : (f16) -> i16
    %602 = "llvm.zext"(%601) : (i16) -> i32
    %603 = "llvm.sub"(%47, %47) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %604 = "llvm.lshr"(%11, %603) : (i32, i32) -> i32
    %605 = "llvm.sub"(%47, %48) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %606 = "nvvm.shfl.sync"(%604, %602, %45, %605) <{kind = #nvvm.shfl_kind<bfly>}> : (i32, i32, i32, i32) -> i32
    %607 = "llvm.trunc"(%606) <{overflowFlags = 0 : i32}> : (i32) -> i16
    %608 = "llvm.bitcast"(%607) : (i16) -> f16
    %609 = "llvm.fadd"(%600, %608) <{fastmathFlags = #llvm.fastmath<none>}> : (f16, f16) -> f16
    %610 = "llvm.bitcast"(%609) : (f16) -> i16
    %611 = "llvm.zext"(%610) : (i16) -> i32
    %612 = "llvm.sub"(%47, %47) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %613 = "llvm.lshr"(%11, %612) : (i32, i32) -> i32
    %614 = "llvm.sub"(%47, %48) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %615 = "nvvm.shfl.sync"(%613, %611, %44, %614) <{kind = #nvvm.shfl_kind<bfly>}> : (i32, i32, i32, i32) -> i32
    %616 = "llvm.trunc"(%615) <{overflowFlags = 0 : i32}> : (i32) -> i16
    %617 = "llvm.bitcast"(%616) : (i16) -> f16
    %618 = "llvm.fadd"(%609, %617) <{fastmathFlags = #llvm.fastmath<none>}> : (f16, f16) -> f16
    %619 = "llvm.bitcast"(%618) : (f16) -> i16
    %620 = "llvm.zext"(%619) : (i16) -> i32
    %621 = "llvm.sub"(%47, %47) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %622 = "llvm.lshr"(%11, %621) : (i32, i32) -> i32
    %623 = "llvm.sub"(%47, %48) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %624 = "nvvm.shfl.sync"(%622, %620, %43, %623) <{kind = #nvvm.shfl_kind<bfly>}> : (i32, i32, i32, i32) -> i32
    %625 = "llvm.trunc"(%624) <{overflowFlags = 0 : i32}> : (i32) -> i16
    %626 = "llvm.bitcast"(%625) : (i16) -> f16
    %627 = "llvm.fadd"(%618, %626) <{fastmathFlags = #llvm.fastmath<none>}> : (f16, f16) -> f16
    "llvm.cond_br"(%136)[^bb3, ^bb4] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb3:  // pred: ^bb2
    %628 = "llvm.insertelement"(%10, %627, %39) : (vector<1xf16>, f16, i32) -> vector<1xf16>
    %629 = "llvm.mul"(%49, %51) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %630 = "llvm.add"(%629, %60) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %631 = "llvm.getelementptr"(%52, %630) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    "llvm.store"(%628, %631) <{alignment = 2 : i64, ordering = 0 : i64}> : (vector<1xf16>, !llvm.ptr<3>) -> ()
    "llvm.br"()[^bb4] : () -> ()
  ^bb4:  // 2 preds: ^bb2, ^bb3
    "nvvm.barrier"() <{aligned = true, operandSegmentSizes = array<i32: 0, 0>}> : () -> ()
    %632 = "llvm.mul"(%49, %51) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %633 = "llvm.add"(%632, %142) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %634 = "llvm.getelementptr"(%52, %633) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %635 = "llvm.load"(%634) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %636 = "llvm.extractelement"(%635, %49) : (vector<1xf16>, i64) -> f16
    %637 = "llvm.fadd"(%636, %41) <{fastmathFlags = #llvm.fastmath<none>}> : (f16, f16) -> f16
    %638 = "llvm.bitcast"(%637) : (f16) -> i16
    %639 = "llvm.zext"(%638) : (i16) -> i32
    %640 = "llvm.sub"(%47, %47) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %641 = "llvm.lshr"(%11, %640) : (i32, i32) -> i32
    %642 = "llvm.sub"(%47, %48) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %643 = "nvvm.shfl.sync"(%641, %639, %48, %642) <{kind = #nvvm.shfl_kind<bfly>}> : (i32, i32, i32, i32) -> i32
    %644 = "llvm.trunc"(%643) <{overflowFlags = 0 : i32}> : (i32) -> i16
    %645 = "llvm.bitcast"(%644) : (i16) -> f16
    %646 = "llvm.fadd"(%637, %645) <{fastmathFlags = #llvm.fastmath<none>}> : (f16, f16) -> f16
    %647 = "llvm.bitcast"(%646) : (f16) -> i16
    %648 = "llvm.zext"(%647) : (i16) -> i32
    %649 = "llvm.sub"(%47, %47) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %650 = "llvm.lshr"(%11, %649) : (i32, i32) -> i32
    %651 = "llvm.sub"(%47, %48) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %652 = "nvvm.shfl.sync"(%650, %648, %46, %651) <{kind = #nvvm.shfl_kind<bfly>}> : (i32, i32, i32, i32) -> i32
    %653 = "llvm.trunc"(%652) <{overflowFlags = 0 : i32}> : (i32) -> i16
    %654 = "llvm.bitcast"(%653) : (i16) -> f16
    %655 = "llvm.fadd"(%646, %654) <{fastmathFlags = #llvm.fastmath<none>}> : (f16, f16) -> f16
    %656 = "llvm.fadd"(%655, %41) <{fastmathFlags = #llvm.fastmath<none>}> : (f16, f16) -> f16
    %657 = "llvm.insertelement"(%9, %656, %39) : (vector<8xf16>, f16, i32) -> vector<8xf16>
    %658 = "llvm.shufflevector"(%657, %9) <{mask = array<i32: 0, 0, 0, 0, 0, 0, 0, 0>}> : (vector<8xf16>, vector<8xf16>) -> vector<8xf16>
    %659 = "llvm.fdiv"(%579, %658) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<8xf16>, vector<8xf16>) -> vector<8xf16>
    %660 = "llvm.mul"(%57, %14) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %661 = "llvm.add"(%660, %65) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %662 = "llvm.getelementptr"(%arg2, %661) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    "llvm.store"(%659, %662) <{alignment = 2 : i64, ordering = 0 : i64}> : (vector<8xf16>, !llvm.ptr<1>) -> ()
    "llvm.return"() : () -> ()
  }) {gpu.known_block_size = array<i32: 128, 1, 1>} : () -> ()
  "iree_codegen.dispatch_config"() <{function_ref = @softmax_f16_dispatch_0_softmax_16x1024xf16_dispatch_tensor_store, subgroup_size = 32 : i64, workgroup_size = array<i64: 128, 1, 1>}> ({
  ^bb0(%arg0: !hal.device):
    %0 = "arith.constant"() <{value = 16 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    "iree_codegen.yield"(%0, %1, %1) : (index, index, index) -> ()
  }) : () -> ()
}) : () -> ()
