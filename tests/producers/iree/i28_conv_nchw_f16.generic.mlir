"builtin.module"() ({
  "llvm.mlir.global"() <{addr_space = 3 : i32, alignment = 16 : i64, global_type = !llvm.array<0 x i8>, linkage = #llvm.linkage<external>, sym_name = "__dynamic_shared_memory__", tls_mode = 0 : i64, visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.mlir.global"() <{addr_space = 3 : i32, alignment = 2 : i64, global_type = !llvm.array<1 x array<16 x array<4 x array<20 x f16>>>>, linkage = #llvm.linkage<private>, sym_name = "__shared_memory___0", tls_mode = 0 : i64, visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.mlir.global"() <{addr_space = 3 : i32, alignment = 2 : i64, global_type = !llvm.array<32 x array<20 x f16>>, linkage = #llvm.linkage<private>, sym_name = "__shared_memory__", tls_mode = 0 : i64, visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, arg_attrs = [{llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef, llvm.readonly}, {llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef, llvm.readonly}, {llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef}], function_type = !llvm.func<void (ptr<1>, ptr<1>, ptr<1>)>, linkage = #llvm.linkage<external>, sym_name = "conv_nchw_dispatch_0_conv_2x32x16x16x16x3x3_f16", visibility_ = 0 : i64}> ({
  ^bb0(%arg1: !llvm.ptr<1>, %arg2: !llvm.ptr<1>, %arg3: !llvm.ptr<1>):
    %2 = "llvm.mlir.poison"() : () -> vector<2xf16>
    %3 = "llvm.mlir.constant"() <{value = 256 : i64}> : () -> i64
    %4 = "llvm.mlir.constant"() <{value = 8192 : i64}> : () -> i64
    %5 = "llvm.mlir.constant"() <{value = 3 : i64}> : () -> i64
    %6 = "llvm.mlir.constant"() <{value = 9 : i64}> : () -> i64
    %7 = "llvm.mlir.constant"() <{value = 144 : i64}> : () -> i64
    %8 = "llvm.mlir.constant"() <{value = 64 : i64}> : () -> i64
    %9 = "llvm.mlir.constant"() <{value = true}> : () -> i1
    %10 = "llvm.mlir.constant"() <{value = 34 : i64}> : () -> i64
    %11 = "llvm.mlir.constant"() <{value = 1156 : i64}> : () -> i64
    %12 = "llvm.mlir.constant"() <{value = 18496 : i64}> : () -> i64
    %13 = "llvm.mlir.addressof"() <{global_name = @__dynamic_shared_memory__}> : () -> !llvm.ptr<3>
    %14 = "llvm.mlir.constant"() <{value = 0 : i64}> : () -> i64
    %15 = "llvm.mlir.constant"() <{value = 0 : i64}> : () -> i64
    %16 = "llvm.getelementptr"(%13, %14, %15) <{elem_type = !llvm.array<0 x i8>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648, -2147483648>}> : (!llvm.ptr<3>, i64, i64) -> !llvm.ptr<3>
    %17 = "llvm.mlir.addressof"() <{global_name = @__dynamic_shared_memory__}> : () -> !llvm.ptr<3>
    %18 = "llvm.mlir.constant"() <{value = 0 : i64}> : () -> i64
    %19 = "llvm.mlir.constant"() <{value = 1280 : i64}> : () -> i64
    %20 = "llvm.getelementptr"(%17, %18, %19) <{elem_type = !llvm.array<0 x i8>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648, -2147483648>}> : (!llvm.ptr<3>, i64, i64) -> !llvm.ptr<3>
    %21 = "llvm.mlir.constant"() <{value = dense<0.000000e+00> : vector<2xf16>}> : () -> vector<2xf16>
    %22 = "llvm.mlir.constant"() <{value = 0 : i64}> : () -> i64
    %23 = "llvm.mlir.constant"() <{value = 128 : i32}> : () -> i32
    %24 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
    %25 = "llvm.mlir.constant"() <{value = 64 : i32}> : () -> i32
    %26 = "llvm.mlir.constant"() <{value = 32 : i32}> : () -> i32
    %27 = "llvm.mlir.constant"() <{value = 8 : i32}> : () -> i32
    %28 = "llvm.mlir.constant"() <{value = 16 : i32}> : () -> i32
    %29 = "llvm.mlir.constant"() <{value = 4 : i32}> : () -> i32
    %30 = "llvm.mlir.constant"() <{value = 9 : i32}> : () -> i32
    %31 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
    %32 = "llvm.mlir.constant"() <{value = 3 : i32}> : () -> i32
    %33 = "llvm.mlir.constant"() <{value = 2 : i32}> : () -> i32
    %34 = "llvm.mlir.constant"() <{value = 6 : i32}> : () -> i32
    %35 = "llvm.mlir.constant"() <{value = 1 : i64}> : () -> i64
    %36 = "llvm.mlir.constant"() <{value = 16 : i64}> : () -> i64
    %37 = "llvm.mlir.constant"() <{value = 20 : i64}> : () -> i64
    %38 = "llvm.mlir.constant"() <{value = 80 : i64}> : () -> i64
    %39 = "llvm.mlir.constant"() <{value = 1280 : i64}> : () -> i64
    %40 = "llvm.getelementptr"(%20) <{elem_type = !llvm.array<1 x array<16 x array<4 x array<20 x f16>>>>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 0, 0, 0, 0, 0>}> : (!llvm.ptr<3>) -> !llvm.ptr<3>
    %41 = "llvm.getelementptr"(%16) <{elem_type = !llvm.array<32 x array<20 x f16>>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 0, 0, 0>}> : (!llvm.ptr<3>) -> !llvm.ptr<3>
    %42 = "nvvm.read.ptx.sreg.tid.x"() <{range = #llvm.constant_range<i32, 0, 256>}> : () -> i32
    %43 = "llvm.sext"(%42) : (i32) -> i64
    "llvm.intr.assume"(%9, %arg1, %8) <{op_bundle_sizes = array<i32: 2>, op_bundle_tags = ["align"]}> : (i1, !llvm.ptr<1>, i64) -> ()
    "llvm.intr.assume"(%9, %arg2, %8) <{op_bundle_sizes = array<i32: 2>, op_bundle_tags = ["align"]}> : (i1, !llvm.ptr<1>, i64) -> ()
    "llvm.intr.assume"(%9, %arg3, %8) <{op_bundle_sizes = array<i32: 2>, op_bundle_tags = ["align"]}> : (i1, !llvm.ptr<1>, i64) -> ()
    %44 = "llvm.trunc"(%43) <{overflowFlags = 0 : i32}> : (i64) -> i32
    %45 = "llvm.udiv"(%44, %23) : (i32, i32) -> i32
    %46 = "llvm.urem"(%44, %23) : (i32, i32) -> i32
    %47 = "llvm.udiv"(%46, %25) : (i32, i32) -> i32
    %48 = "llvm.urem"(%44, %25) : (i32, i32) -> i32
    %49 = "llvm.udiv"(%48, %26) : (i32, i32) -> i32
    %50 = "llvm.urem"(%44, %26) : (i32, i32) -> i32
    %51 = "llvm.udiv"(%50, %29) : (i32, i32) -> i32
    %52 = "llvm.urem"(%50, %29) : (i32, i32) -> i32
    %53 = "llvm.mul"(%52, %33) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %54 = "llvm.zext"(%53) : (i32) -> i64
    %55 = "llvm.udiv"(%44, %27) : (i32, i32) -> i32
    %56 = "llvm.zext"(%55) : (i32) -> i64
    %57 = "llvm.urem"(%44, %27) : (i32, i32) -> i32
    %58 = "llvm.udiv"(%44, %28) : (i32, i32) -> i32
    %59 = "llvm.zext"(%58) : (i32) -> i64
    %60 = "llvm.urem"(%44, %28) : (i32, i32) -> i32
    %61 = "llvm.udiv"(%60, %29) : (i32, i32) -> i32
    %62 = "llvm.zext"(%61) : (i32) -> i64
    %63 = "llvm.urem"(%44, %29) : (i32, i32) -> i32
    %64 = "llvm.mul"(%57, %33) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %65 = "llvm.zext"(%64) : (i32) -> i64
    %66 = "llvm.mul"(%63, %29) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %67 = "llvm.zext"(%66) : (i32) -> i64
    %68 = "llvm.add"(%66, %31) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %69 = "llvm.zext"(%68) : (i32) -> i64
    %70 = "llvm.add"(%66, %33) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %71 = "llvm.zext"(%70) : (i32) -> i64
    %72 = "llvm.add"(%66, %32) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %73 = "llvm.zext"(%72) : (i32) -> i64
    %74 = "nvvm.read.ptx.sreg.ctaid.x"() <{range = #llvm.constant_range<i32, 0, 8>}> : () -> i32
    %75 = "llvm.sext"(%74) : (i32) -> i64
    %76 = "llvm.trunc"(%75) <{overflowFlags = 0 : i32}> : (i64) -> i32
    %77 = "llvm.udiv"(%76, %29) : (i32, i32) -> i32
    %78 = "llvm.zext"(%77) : (i32) -> i64
    %79 = "llvm.urem"(%76, %29) : (i32, i32) -> i32
    %80 = "llvm.mul"(%45, %28) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %81 = "llvm.add"(%80, %51) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %82 = "llvm.zext"(%81) : (i32) -> i64
    %83 = "llvm.add"(%53, %27) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %84 = "llvm.zext"(%83) : (i32) -> i64
    %85 = "llvm.add"(%81, %27) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %86 = "llvm.zext"(%85) : (i32) -> i64
    %87 = "llvm.mul"(%49, %27) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %88 = "llvm.add"(%87, %51) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %89 = "llvm.zext"(%88) : (i32) -> i64
    %90 = "llvm.mul"(%47, %33) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %91 = "llvm.zext"(%90) : (i32) -> i64
    %92 = "llvm.add"(%90, %31) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %93 = "llvm.zext"(%92) : (i32) -> i64
    %94 = "llvm.add"(%53, %31) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %95 = "llvm.zext"(%94) : (i32) -> i64
    %96 = "llvm.add"(%53, %30) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %97 = "llvm.zext"(%96) : (i32) -> i64
    %98 = "llvm.mul"(%61, %33) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %99 = "llvm.mul"(%79, %27) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %100 = "llvm.add"(%98, %99) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %101 = "llvm.mul"(%63, %27) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    "llvm.br"(%24, %21, %21, %21, %21)[^bb1] : (i32, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>) -> ()
  ^bb1(%102: i32, %103: vector<2xf16>, %104: vector<2xf16>, %105: vector<2xf16>, %106: vector<2xf16>):  // 2 preds: ^bb0, ^bb2
    %107 = "llvm.icmp"(%102, %30) <{predicate = 2 : i64}> : (i32, i32) -> i1
    "llvm.cond_br"(%107)[^bb2, ^bb3] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb2:  // pred: ^bb1
    %108 = "llvm.mul"(%102, %28) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %109 = "llvm.add"(%58, %108) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %110 = "llvm.udiv"(%109, %30) : (i32, i32) -> i32
    %111 = "llvm.zext"(%110) : (i32) -> i64
    %112 = "llvm.urem"(%109, %30) : (i32, i32) -> i32
    %113 = "llvm.udiv"(%112, %32) : (i32, i32) -> i32
    %114 = "llvm.urem"(%109, %32) : (i32, i32) -> i32
    %115 = "llvm.add"(%100, %113) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %116 = "llvm.zext"(%115) : (i32) -> i64
    %117 = "llvm.add"(%101, %114) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %118 = "llvm.zext"(%117) : (i32) -> i64
    %119 = "llvm.mul"(%78, %12) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %120 = "llvm.mul"(%111, %11) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %121 = "llvm.add"(%119, %120) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %122 = "llvm.mul"(%116, %10) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %123 = "llvm.add"(%121, %122) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %124 = "llvm.add"(%123, %118) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %125 = "llvm.getelementptr"(%arg1, %124) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %126 = "llvm.load"(%125) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<1>) -> vector<1xf16>
    %127 = "llvm.add"(%117, %33) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %128 = "llvm.zext"(%127) : (i32) -> i64
    %129 = "llvm.mul"(%78, %12) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %130 = "llvm.mul"(%111, %11) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %131 = "llvm.add"(%129, %130) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %132 = "llvm.mul"(%116, %10) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %133 = "llvm.add"(%131, %132) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %134 = "llvm.add"(%133, %128) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %135 = "llvm.getelementptr"(%arg1, %134) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %136 = "llvm.load"(%135) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<1>) -> vector<1xf16>
    %137 = "llvm.add"(%117, %29) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %138 = "llvm.zext"(%137) : (i32) -> i64
    %139 = "llvm.mul"(%78, %12) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %140 = "llvm.mul"(%111, %11) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %141 = "llvm.add"(%139, %140) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %142 = "llvm.mul"(%116, %10) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %143 = "llvm.add"(%141, %142) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %144 = "llvm.add"(%143, %138) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %145 = "llvm.getelementptr"(%arg1, %144) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %146 = "llvm.load"(%145) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<1>) -> vector<1xf16>
    %147 = "llvm.add"(%117, %34) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %148 = "llvm.zext"(%147) : (i32) -> i64
    %149 = "llvm.mul"(%78, %12) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %150 = "llvm.mul"(%111, %11) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %151 = "llvm.add"(%149, %150) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %152 = "llvm.mul"(%116, %10) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %153 = "llvm.add"(%151, %152) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %154 = "llvm.add"(%153, %148) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %155 = "llvm.getelementptr"(%arg1, %154) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %156 = "llvm.load"(%155) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<1>) -> vector<1xf16>
    "nvvm.barrier"() <{aligned = true, operandSegmentSizes = array<i32: 0, 0>}> : () -> ()
    %157 = "llvm.add"(%64, %108) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %158 = "llvm.udiv"(%157, %30) : (i32, i32) -> i32
    %159 = "llvm.zext"(%158) : (i32) -> i64
    %160 = "llvm.urem"(%157, %30) : (i32, i32) -> i32
    %161 = "llvm.udiv"(%160, %32) : (i32, i32) -> i32
    %162 = "llvm.zext"(%161) : (i32) -> i64
    %163 = "llvm.urem"(%157, %32) : (i32, i32) -> i32
    %164 = "llvm.zext"(%163) : (i32) -> i64
    %165 = "llvm.mul"(%56, %7) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %166 = "llvm.mul"(%159, %6) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %167 = "llvm.add"(%165, %166) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %168 = "llvm.mul"(%162, %5) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %169 = "llvm.add"(%167, %168) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %170 = "llvm.add"(%169, %164) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %171 = "llvm.getelementptr"(%arg2, %170) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %172 = "llvm.load"(%171) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<1>) -> vector<2xf16>
    %173 = "llvm.mul"(%56, %37) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %174 = "llvm.add"(%173, %65) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %175 = "llvm.getelementptr"(%41, %174) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    "llvm.store"(%172, %175) <{alignment = 2 : i64, ordering = 0 : i64}> : (vector<2xf16>, !llvm.ptr<3>) -> ()
    %176 = "llvm.mul"(%22, %39) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %177 = "llvm.mul"(%59, %38) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %178 = "llvm.add"(%176, %177) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %179 = "llvm.mul"(%62, %37) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %180 = "llvm.add"(%178, %179) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %181 = "llvm.add"(%180, %67) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %182 = "llvm.getelementptr"(%40, %181) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    "llvm.store"(%126, %182) <{alignment = 2 : i64, ordering = 0 : i64}> : (vector<1xf16>, !llvm.ptr<3>) -> ()
    %183 = "llvm.mul"(%22, %39) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %184 = "llvm.mul"(%59, %38) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %185 = "llvm.add"(%183, %184) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %186 = "llvm.mul"(%62, %37) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %187 = "llvm.add"(%185, %186) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %188 = "llvm.add"(%187, %69) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %189 = "llvm.getelementptr"(%40, %188) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    "llvm.store"(%136, %189) <{alignment = 2 : i64, ordering = 0 : i64}> : (vector<1xf16>, !llvm.ptr<3>) -> ()
    %190 = "llvm.mul"(%22, %39) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %191 = "llvm.mul"(%59, %38) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %192 = "llvm.add"(%190, %191) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %193 = "llvm.mul"(%62, %37) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %194 = "llvm.add"(%192, %193) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %195 = "llvm.add"(%194, %71) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %196 = "llvm.getelementptr"(%40, %195) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    "llvm.store"(%146, %196) <{alignment = 2 : i64, ordering = 0 : i64}> : (vector<1xf16>, !llvm.ptr<3>) -> ()
    %197 = "llvm.mul"(%22, %39) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %198 = "llvm.mul"(%59, %38) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %199 = "llvm.add"(%197, %198) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %200 = "llvm.mul"(%62, %37) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %201 = "llvm.add"(%199, %200) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %202 = "llvm.add"(%201, %73) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %203 = "llvm.getelementptr"(%40, %202) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    "llvm.store"(%156, %203) <{alignment = 2 : i64, ordering = 0 : i64}> : (vector<1xf16>, !llvm.ptr<3>) -> ()
    "nvvm.barrier"() <{aligned = true, operandSegmentSizes = array<i32: 0, 0>}> : () -> ()
    %204 = "llvm.mul"(%82, %37) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %205 = "llvm.add"(%204, %54) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %206 = "llvm.getelementptr"(%41, %205) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %207 = "llvm.load"(%206) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %208 = "llvm.mul"(%82, %37) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %209 = "llvm.add"(%208, %84) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %210 = "llvm.getelementptr"(%41, %209) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %211 = "llvm.load"(%210) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %212 = "llvm.mul"(%86, %37) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %213 = "llvm.add"(%212, %54) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %214 = "llvm.getelementptr"(%41, %213) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %215 = "llvm.load"(%214) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %216 = "llvm.mul"(%86, %37) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %217 = "llvm.add"(%216, %84) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %218 = "llvm.getelementptr"(%41, %217) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %219 = "llvm.load"(%218) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %220 = "llvm.mul"(%22, %39) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %221 = "llvm.mul"(%54, %38) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %222 = "llvm.add"(%220, %221) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %223 = "llvm.mul"(%91, %37) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %224 = "llvm.add"(%222, %223) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %225 = "llvm.add"(%224, %89) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %226 = "llvm.getelementptr"(%40, %225) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %227 = "llvm.load"(%226) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %228 = "llvm.mul"(%22, %39) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %229 = "llvm.mul"(%54, %38) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %230 = "llvm.add"(%228, %229) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %231 = "llvm.mul"(%93, %37) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %232 = "llvm.add"(%230, %231) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %233 = "llvm.add"(%232, %89) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %234 = "llvm.getelementptr"(%40, %233) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %235 = "llvm.load"(%234) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %236 = "llvm.mul"(%22, %39) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %237 = "llvm.mul"(%95, %38) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %238 = "llvm.add"(%236, %237) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %239 = "llvm.mul"(%91, %37) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %240 = "llvm.add"(%238, %239) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %241 = "llvm.add"(%240, %89) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %242 = "llvm.getelementptr"(%40, %241) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %243 = "llvm.load"(%242) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %244 = "llvm.mul"(%22, %39) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %245 = "llvm.mul"(%95, %38) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %246 = "llvm.add"(%244, %245) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %247 = "llvm.mul"(%93, %37) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %248 = "llvm.add"(%246, %247) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %249 = "llvm.add"(%248, %89) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %250 = "llvm.getelementptr"(%40, %249) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %251 = "llvm.load"(%250) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %252 = "llvm.mul"(%22, %39) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %253 = "llvm.mul"(%84, %38) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %254 = "llvm.add"(%252, %253) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %255 = "llvm.mul"(%91, %37) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %256 = "llvm.add"(%254, %255) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %257 = "llvm.add"(%256, %89) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %258 = "llvm.getelementptr"(%40, %257) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %259 = "llvm.load"(%258) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %260 = "llvm.mul"(%22, %39) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %261 = "llvm.mul"(%84, %38) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %262 = "llvm.add"(%260, %261) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %263 = "llvm.mul"(%93, %37) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %264 = "llvm.add"(%262, %263) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %265 = "llvm.add"(%264, %89) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %266 = "llvm.getelementptr"(%40, %265) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %267 = "llvm.load"(%266) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %268 = "llvm.mul"(%22, %39) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %269 = "llvm.mul"(%97, %38) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %270 = "llvm.add"(%268, %269) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %271 = "llvm.mul"(%91, %37) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %272 = "llvm.add"(%270, %271) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %273 = "llvm.add"(%272, %89) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %274 = "llvm.getelementptr"(%40, %273) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %275 = "llvm.load"(%274) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %276 = "llvm.mul"(%22, %39) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %277 = "llvm.mul"(%97, %38) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %278 = "llvm.add"(%276, %277) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %279 = "llvm.mul"(%93, %37) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %280 = "llvm.add"(%278, %279) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %281 = "llvm.add"(%280, %89) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %282 = "llvm.getelementptr"(%40, %281) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %283 = "llvm.load"(%282) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %284 = "llvm.extractelement"(%227, %22) : (vector<1xf16>, i64) -> f16
    %285 = "llvm.extractelement"(%235, %22) : (vector<1xf16>, i64) -> f16
    %286 = "llvm.extractelement"(%243, %22) : (vector<1xf16>, i64) -> f16
    %287 = "llvm.extractelement"(%251, %22) : (vector<1xf16>, i64) -> f16
    %288 = "llvm.extractelement"(%259, %22) : (vector<1xf16>, i64) -> f16
    %289 = "llvm.extractelement"(%267, %22) : (vector<1xf16>, i64) -> f16
    %290 = "llvm.extractelement"(%275, %22) : (vector<1xf16>, i64) -> f16
    %291 = "llvm.extractelement"(%283, %22) : (vector<1xf16>, i64) -> f16
    %292 = "llvm.insertelement"(%2, %284, %22) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %293 = "llvm.insertelement"(%292, %286, %35) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %294 = "llvm.insertelement"(%2, %288, %22) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %295 = "llvm.insertelement"(%294, %290, %35) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %296 = "llvm.insertelement"(%2, %285, %22) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %297 = "llvm.insertelement"(%296, %287, %35) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %298 = "llvm.insertelement"(%2, %289, %22) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %299 = "llvm.insertelement"(%298, %291, %35) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %300 = "nvvm.mma.sync"(%207, %215, %211, %219, %293, %295, %105, %106) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 2>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
    %301 = "llvm.extractvalue"(%300) <{position = array<i64: 0>}> : (!llvm.struct<(vector<2xf16>, vector<2xf16>)>) -> vector<2xf16>
    %302 = "llvm.extractvalue"(%300) <{position = array<i64: 1>}> : (!llvm.struct<(vector<2xf16>, vector<2xf16>)>) -> vector<2xf16>
    %303 = "nvvm.mma.sync"(%207, %215, %211, %219, %297, %299, %103, %104) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 2>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
    %304 = "llvm.extractvalue"(%303) <{position = array<i64: 0>}> : (!llvm.struct<(vector<2xf16>, vector<2xf16>)>) -> vector<2xf16>
    %305 = "llvm.extractvalue"(%303) <{position = array<i64: 1>}> : (!llvm.struct<(vector<2xf16>, vector<2xf16>)>) -> vector<2xf16>
    %306 = "llvm.add"(%102, %31) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    "llvm.br"(%306, %304, %305, %301, %302)[^bb1] : (i32, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>) -> ()
  ^bb3:  // pred: ^bb1
    %307 = "llvm.mul"(%79, %29) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %308 = "llvm.add"(%90, %307) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %309 = "llvm.zext"(%308) : (i32) -> i64
    %310 = "llvm.add"(%87, %53) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %311 = "llvm.zext"(%310) : (i32) -> i64
    %312 = "llvm.mul"(%78, %4) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %313 = "llvm.mul"(%82, %3) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %314 = "llvm.add"(%312, %313) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %315 = "llvm.mul"(%309, %36) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %316 = "llvm.add"(%314, %315) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %317 = "llvm.add"(%316, %311) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %318 = "llvm.getelementptr"(%arg3, %317) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    "llvm.store"(%105, %318) <{alignment = 2 : i64, ordering = 0 : i64}> : (vector<2xf16>, !llvm.ptr<1>) -> ()
    %319 = "llvm.add"(%308, %31) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %320 = "llvm.zext"(%319) : (i32) -> i64
    %321 = "llvm.mul"(%78, %4) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %322 = "llvm.mul"(%82, %3) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %323 = "llvm.add"(%321, %322) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %324 = "llvm.mul"(%320, %36) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %325 = "llvm.add"(%323, %324) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %326 = "llvm.add"(%325, %311) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %327 = "llvm.getelementptr"(%arg3, %326) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    "llvm.store"(%103, %327) <{alignment = 2 : i64, ordering = 0 : i64}> : (vector<2xf16>, !llvm.ptr<1>) -> ()
    %328 = "llvm.mul"(%78, %4) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %329 = "llvm.mul"(%86, %3) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %330 = "llvm.add"(%328, %329) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %331 = "llvm.mul"(%309, %36) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %332 = "llvm.add"(%330, %331) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %333 = "llvm.add"(%332, %311) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %334 = "llvm.getelementptr"(%arg3, %333) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    "llvm.store"(%106, %334) <{alignment = 2 : i64, ordering = 0 : i64}> : (vector<2xf16>, !llvm.ptr<1>) -> ()
    %335 = "llvm.mul"(%78, %4) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %336 = "llvm.mul"(%86, %3) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %337 = "llvm.add"(%335, %336) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %338 = "llvm.mul"(%320, %36) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %339 = "llvm.add"(%337, %338) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %340 = "llvm.add"(%339, %311) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %341 = "llvm.getelementptr"(%arg3, %340) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    "llvm.store"(%104, %341) <{alignment = 2 : i64, ordering = 0 : i64}> : (vector<2xf16>, !llvm.ptr<1>) -> ()
    "nvvm.barrier"() <{aligned = true, operandSegmentSizes = array<i32: 0, 0>}> : () -> ()
    "llvm.return"() : () -> ()
  }) {gpu.known_block_size = array<i32: 256, 1, 1>} : () -> ()
  "iree_codegen.dispatch_config"() <{function_ref = @conv_nchw_dispatch_0_conv_2x32x16x16x16x3x3_f16, subgroup_size = 32 : i64, workgroup_size = array<i64: 256, 1, 1>}> ({
  ^bb0(%arg0: !hal.device):
    %0 = "arith.constant"() <{value = 8 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    "iree_codegen.yield"(%0, %1, %1) : (index, index, index) -> ()
  }) : () -> ()
}) : () -> ()
