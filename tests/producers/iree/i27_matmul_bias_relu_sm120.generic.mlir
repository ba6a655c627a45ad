"builtin.module"() ({
  "llvm.mlir.global"() <{addr_space = 3 : i32, alignment = 16 : i64, global_type = !llvm.array<0 x i8>, linkage = #llvm.linkage<external>, sym_name = "__dynamic_shared_memory__", tls_mode = 0 : i64, visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.mlir.global"() <{addr_space = 3 : i32, alignment = 2 : i64, global_type = !llvm.array<128 x array<68 x f16>>, linkage = #llvm.linkage<private>, sym_name = "__shared_memory___0", tls_mode = 0 : i64, visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.mlir.global"() <{addr_space = 3 : i32, alignment = 2 : i64, global_type = !llvm.array<64 x array<132 x f16>>, linkage = #llvm.linkage<private>, sym_name = "__shared_memory__", tls_mode = 0 : i64, visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, arg_attrs = [{llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef, llvm.readonly}, {llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef, llvm.readonly}, {llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef, llvm.readonly}, {llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef}], function_type = !llvm.func<void (ptr<1>, ptr<1>, ptr<1>, ptr<1>)>, linkage = #llvm.linkage<external>, sym_name = "mm_bias_relu_dispatch_0_matmul_128x128x256_f16xf16xf32", visibility_ = 0 : i64}> ({
  ^bb0(%arg1: !llvm.ptr<1>, %arg2: !llvm.ptr<1>, %arg3: !llvm.ptr<1>, %arg4: !llvm.ptr<1>):
    %2 = "llvm.mlir.poison"() : () -> vector<2xf32>
    %3 = "llvm.mlir.poison"() : () -> vector<2xf16>
    %4 = "llvm.mlir.constant"() <{value = true}> : () -> i1
    %5 = "llvm.mlir.constant"() <{value = 256 : i64}> : () -> i64
    %6 = "llvm.mlir.addressof"() <{global_name = @__dynamic_shared_memory__}> : () -> !llvm.ptr<3>
    %7 = "llvm.mlir.constant"() <{value = 0 : i64}> : () -> i64
    %8 = "llvm.mlir.constant"() <{value = 0 : i64}> : () -> i64
    %9 = "llvm.getelementptr"(%6, %7, %8) <{elem_type = !llvm.array<0 x i8>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648, -2147483648>}> : (!llvm.ptr<3>, i64, i64) -> !llvm.ptr<3>
    %10 = "llvm.mlir.constant"() <{value = 132 : i64}> : () -> i64
    %11 = "llvm.mlir.constant"() <{value = 64 : i64}> : () -> i64
    %12 = "llvm.mlir.addressof"() <{global_name = @__dynamic_shared_memory__}> : () -> !llvm.ptr<3>
    %13 = "llvm.mlir.constant"() <{value = 0 : i64}> : () -> i64
    %14 = "llvm.mlir.constant"() <{value = 16896 : i64}> : () -> i64
    %15 = "llvm.getelementptr"(%12, %13, %14) <{elem_type = !llvm.array<0 x i8>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648, -2147483648>}> : (!llvm.ptr<3>, i64, i64) -> !llvm.ptr<3>
    %16 = "llvm.mlir.constant"() <{value = 0 : i64}> : () -> i64
    %17 = "llvm.mlir.constant"() <{value = dense<0.000000e+00> : vector<2xf32>}> : () -> vector<2xf32>
    %18 = "llvm.mlir.constant"() <{value = 64 : i32}> : () -> i32
    %19 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
    %20 = "llvm.mlir.constant"() <{value = 32 : i32}> : () -> i32
    %21 = "llvm.mlir.constant"() <{value = 16 : i32}> : () -> i32
    %22 = "llvm.mlir.constant"() <{value = 128 : i32}> : () -> i32
    %23 = "llvm.mlir.constant"() <{value = 256 : i32}> : () -> i32
    %24 = "llvm.mlir.constant"() <{value = 384 : i32}> : () -> i32
    %25 = "llvm.mlir.constant"() <{value = 512 : i32}> : () -> i32
    %26 = "llvm.mlir.constant"() <{value = 640 : i32}> : () -> i32
    %27 = "llvm.mlir.constant"() <{value = 768 : i32}> : () -> i32
    %28 = "llvm.mlir.constant"() <{value = 896 : i32}> : () -> i32
    %29 = "llvm.mlir.constant"() <{value = 8 : i32}> : () -> i32
    %30 = "llvm.mlir.constant"() <{value = 2 : i32}> : () -> i32
    %31 = "llvm.mlir.constant"() <{value = 24 : i32}> : () -> i32
    %32 = "llvm.mlir.constant"() <{value = 40 : i32}> : () -> i32
    %33 = "llvm.mlir.constant"() <{value = 48 : i32}> : () -> i32
    %34 = "llvm.mlir.constant"() <{value = 56 : i32}> : () -> i32
    %35 = "llvm.mlir.constant"() <{value = 72 : i32}> : () -> i32
    %36 = "llvm.mlir.constant"() <{value = 80 : i32}> : () -> i32
    %37 = "llvm.mlir.constant"() <{value = 88 : i32}> : () -> i32
    %38 = "llvm.mlir.constant"() <{value = 96 : i32}> : () -> i32
    %39 = "llvm.mlir.constant"() <{value = 104 : i32}> : () -> i32
    %40 = "llvm.mlir.constant"() <{value = 112 : i32}> : () -> i32
    %41 = "llvm.mlir.constant"() <{value = 120 : i32}> : () -> i32
    %42 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
    %43 = "llvm.mlir.constant"() <{value = 9 : i32}> : () -> i32
    %44 = "llvm.mlir.constant"() <{value = 17 : i32}> : () -> i32
    %45 = "llvm.mlir.constant"() <{value = 25 : i32}> : () -> i32
    %46 = "llvm.mlir.constant"() <{value = 33 : i32}> : () -> i32
    %47 = "llvm.mlir.constant"() <{value = 41 : i32}> : () -> i32
    %48 = "llvm.mlir.constant"() <{value = 49 : i32}> : () -> i32
    %49 = "llvm.mlir.constant"() <{value = 57 : i32}> : () -> i32
    %50 = "llvm.mlir.constant"() <{value = 65 : i32}> : () -> i32
    %51 = "llvm.mlir.constant"() <{value = 73 : i32}> : () -> i32
    %52 = "llvm.mlir.constant"() <{value = 81 : i32}> : () -> i32
    %53 = "llvm.mlir.constant"() <{value = 89 : i32}> : () -> i32
    %54 = "llvm.mlir.constant"() <{value = 97 : i32}> : () -> i32
    %55 = "llvm.mlir.constant"() <{value = 105 : i32}> : () -> i32
    %56 = "llvm.mlir.constant"() <{value = 113 : i32}> : () -> i32
    %57 = "llvm.mlir.constant"() <{value = 121 : i32}> : () -> i32
    %58 = "llvm.mlir.constant"() <{value = 4 : i32}> : () -> i32
    %59 = "llvm.mlir.constant"() <{value = 128 : i64}> : () -> i64
    %60 = "llvm.mlir.constant"() <{value = 68 : i64}> : () -> i64
    %61 = "llvm.mlir.constant"() <{value = 1 : i64}> : () -> i64
    %62 = "llvm.getelementptr"(%15) <{elem_type = !llvm.array<128 x array<68 x f16>>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 0, 0, 0>}> : (!llvm.ptr<3>) -> !llvm.ptr<3>
    %63 = "llvm.getelementptr"(%9) <{elem_type = !llvm.array<64 x array<132 x f16>>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 0, 0, 0>}> : (!llvm.ptr<3>) -> !llvm.ptr<3>
    %64 = "nvvm.read.ptx.sreg.tid.x"() <{range = #llvm.constant_range<i32, 0, 128>}> : () -> i32
    %65 = "llvm.sext"(%64) : (i32) -> i64
    "llvm.intr.assume"(%4, %arg1, %11) <{op_bundle_sizes = array<i32: 2>, op_bundle_tags = ["align"]}> : (i1, !llvm.ptr<1>, i64) -> ()
    "llvm.intr.assume"(%4, %arg2, %11) <{op_bundle_sizes = array<i32: 2>, op_bundle_tags = ["align"]}> : (i1, !llvm.ptr<1>, i64) -> ()
    "llvm.intr.assume"(%4, %arg3, %11) <{op_bundle_sizes = array<i32: 2>, op_bundle_tags = ["align"]}> : (i1, !llvm.ptr<1>, i64) -> ()
    "llvm.intr.assume"(%4, %arg4, %11) <{op_bundle_sizes = array<i32: 2>, op_bundle_tags = ["align"]}> : (i1, !llvm.ptr<1>, i64) -> ()
    %66 = "llvm.trunc"(%65) <{overflowFlags = 0 : i32}> : (i64) -> i32
    %67 = "llvm.udiv"(%66, %18) : (i32, i32) -> i32
    %68 = "llvm.urem"(%66, %18) : (i32, i32) -> i32
    %69 = "llvm.udiv"(%68, %20) : (i32, i32) -> i32
    %70 = "llvm.urem"(%66, %20) : (i32, i32) -> i32
    %71 = "llvm.udiv"(%70, %58) : (i32, i32) -> i32
    %72 = "llvm.urem"(%70, %58) : (i32, i32) -> i32
    %73 = "llvm.mul"(%72, %30) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %74 = "llvm.zext"(%73) : (i32) -> i64
    %75 = "llvm.udiv"(%66, %21) : (i32, i32) -> i32
    %76 = "llvm.zext"(%75) : (i32) -> i64
    %77 = "llvm.urem"(%66, %21) : (i32, i32) -> i32
    %78 = "llvm.add"(%66, %22) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %79 = "llvm.udiv"(%78, %21) : (i32, i32) -> i32
    %80 = "llvm.zext"(%79) : (i32) -> i64
    %81 = "llvm.urem"(%78, %21) : (i32, i32) -> i32
    %82 = "llvm.add"(%66, %23) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %83 = "llvm.udiv"(%82, %21) : (i32, i32) -> i32
    %84 = "llvm.zext"(%83) : (i32) -> i64
    %85 = "llvm.urem"(%82, %21) : (i32, i32) -> i32
    %86 = "llvm.add"(%66, %24) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %87 = "llvm.udiv"(%86, %21) : (i32, i32) -> i32
    %88 = "llvm.zext"(%87) : (i32) -> i64
    %89 = "llvm.urem"(%86, %21) : (i32, i32) -> i32
    %90 = "llvm.add"(%66, %25) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %91 = "llvm.udiv"(%90, %21) : (i32, i32) -> i32
    %92 = "llvm.zext"(%91) : (i32) -> i64
    %93 = "llvm.urem"(%90, %21) : (i32, i32) -> i32
    %94 = "llvm.add"(%66, %26) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %95 = "llvm.udiv"(%94, %21) : (i32, i32) -> i32
    %96 = "llvm.zext"(%95) : (i32) -> i64
    %97 = "llvm.urem"(%94, %21) : (i32, i32) -> i32
    %98 = "llvm.add"(%66, %27) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %99 = "llvm.udiv"(%98, %21) : (i32, i32) -> i32
    %100 = "llvm.zext"(%99) : (i32) -> i64
    %101 = "llvm.urem"(%98, %21) : (i32, i32) -> i32
    %102 = "llvm.add"(%66, %28) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %103 = "llvm.udiv"(%102, %21) : (i32, i32) -> i32
    %104 = "llvm.zext"(%103) : (i32) -> i64
    %105 = "llvm.urem"(%102, %21) : (i32, i32) -> i32
    %106 = "llvm.udiv"(%66, %29) : (i32, i32) -> i32
    %107 = "llvm.zext"(%106) : (i32) -> i64
    %108 = "llvm.urem"(%66, %29) : (i32, i32) -> i32
    %109 = "llvm.udiv"(%78, %29) : (i32, i32) -> i32
    %110 = "llvm.zext"(%109) : (i32) -> i64
    %111 = "llvm.urem"(%78, %29) : (i32, i32) -> i32
    %112 = "llvm.udiv"(%82, %29) : (i32, i32) -> i32
    %113 = "llvm.zext"(%112) : (i32) -> i64
    %114 = "llvm.urem"(%82, %29) : (i32, i32) -> i32
    %115 = "llvm.udiv"(%86, %29) : (i32, i32) -> i32
    %116 = "llvm.zext"(%115) : (i32) -> i64
    %117 = "llvm.urem"(%86, %29) : (i32, i32) -> i32
    %118 = "llvm.udiv"(%90, %29) : (i32, i32) -> i32
    %119 = "llvm.zext"(%118) : (i32) -> i64
    %120 = "llvm.urem"(%90, %29) : (i32, i32) -> i32
    %121 = "llvm.udiv"(%94, %29) : (i32, i32) -> i32
    %122 = "llvm.zext"(%121) : (i32) -> i64
    %123 = "llvm.urem"(%94, %29) : (i32, i32) -> i32
    %124 = "llvm.udiv"(%98, %29) : (i32, i32) -> i32
    %125 = "llvm.zext"(%124) : (i32) -> i64
    %126 = "llvm.urem"(%98, %29) : (i32, i32) -> i32
    %127 = "llvm.udiv"(%102, %29) : (i32, i32) -> i32
    %128 = "llvm.zext"(%127) : (i32) -> i64
    %129 = "llvm.urem"(%102, %29) : (i32, i32) -> i32
    %130 = "llvm.mul"(%77, %29) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %131 = "llvm.zext"(%130) : (i32) -> i64
    %132 = "llvm.mul"(%81, %29) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %133 = "llvm.zext"(%132) : (i32) -> i64
    %134 = "llvm.mul"(%85, %29) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %135 = "llvm.zext"(%134) : (i32) -> i64
    %136 = "llvm.mul"(%89, %29) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %137 = "llvm.zext"(%136) : (i32) -> i64
    %138 = "llvm.mul"(%93, %29) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %139 = "llvm.zext"(%138) : (i32) -> i64
    %140 = "llvm.mul"(%97, %29) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %141 = "llvm.zext"(%140) : (i32) -> i64
    %142 = "llvm.mul"(%101, %29) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %143 = "llvm.zext"(%142) : (i32) -> i64
    %144 = "llvm.mul"(%105, %29) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %145 = "llvm.zext"(%144) : (i32) -> i64
    %146 = "llvm.mul"(%108, %29) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %147 = "llvm.zext"(%146) : (i32) -> i64
    %148 = "llvm.mul"(%111, %29) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %149 = "llvm.zext"(%148) : (i32) -> i64
    %150 = "llvm.mul"(%114, %29) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %151 = "llvm.zext"(%150) : (i32) -> i64
    %152 = "llvm.mul"(%117, %29) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %153 = "llvm.zext"(%152) : (i32) -> i64
    %154 = "llvm.mul"(%120, %29) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %155 = "llvm.zext"(%154) : (i32) -> i64
    %156 = "llvm.mul"(%123, %29) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %157 = "llvm.zext"(%156) : (i32) -> i64
    %158 = "llvm.mul"(%126, %29) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %159 = "llvm.zext"(%158) : (i32) -> i64
    %160 = "llvm.mul"(%129, %29) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %161 = "llvm.zext"(%160) : (i32) -> i64
    %162 = "nvvm.read.ptx.sreg.ctaid.x"() <{range = #llvm.constant_range<i32, 0, 4>}> : () -> i32
    %163 = "llvm.sext"(%162) : (i32) -> i64
    %164 = "llvm.trunc"(%163) <{overflowFlags = 0 : i32}> : (i64) -> i32
    %165 = "llvm.udiv"(%164, %30) : (i32, i32) -> i32
    %166 = "llvm.urem"(%164, %30) : (i32, i32) -> i32
    %167 = "llvm.mul"(%165, %18) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %168 = "llvm.add"(%75, %167) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %169 = "llvm.zext"(%168) : (i32) -> i64
    %170 = "llvm.add"(%79, %167) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %171 = "llvm.zext"(%170) : (i32) -> i64
    %172 = "llvm.add"(%83, %167) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %173 = "llvm.zext"(%172) : (i32) -> i64
    %174 = "llvm.add"(%87, %167) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %175 = "llvm.zext"(%174) : (i32) -> i64
    %176 = "llvm.add"(%91, %167) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %177 = "llvm.zext"(%176) : (i32) -> i64
    %178 = "llvm.add"(%95, %167) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %179 = "llvm.zext"(%178) : (i32) -> i64
    %180 = "llvm.add"(%99, %167) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %181 = "llvm.zext"(%180) : (i32) -> i64
    %182 = "llvm.add"(%103, %167) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %183 = "llvm.zext"(%182) : (i32) -> i64
    %184 = "llvm.mul"(%166, %18) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %185 = "llvm.add"(%146, %184) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %186 = "llvm.zext"(%185) : (i32) -> i64
    %187 = "llvm.add"(%148, %184) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %188 = "llvm.zext"(%187) : (i32) -> i64
    %189 = "llvm.add"(%150, %184) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %190 = "llvm.zext"(%189) : (i32) -> i64
    %191 = "llvm.add"(%152, %184) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %192 = "llvm.zext"(%191) : (i32) -> i64
    %193 = "llvm.add"(%154, %184) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %194 = "llvm.zext"(%193) : (i32) -> i64
    %195 = "llvm.add"(%156, %184) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %196 = "llvm.zext"(%195) : (i32) -> i64
    %197 = "llvm.add"(%158, %184) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %198 = "llvm.zext"(%197) : (i32) -> i64
    %199 = "llvm.add"(%160, %184) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %200 = "llvm.zext"(%199) : (i32) -> i64
    %201 = "llvm.mul"(%67, %30) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %202 = "llvm.mul"(%67, %20) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %203 = "llvm.add"(%202, %71) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %204 = "llvm.zext"(%203) : (i32) -> i64
    %205 = "llvm.add"(%73, %29) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %206 = "llvm.zext"(%205) : (i32) -> i64
    %207 = "llvm.add"(%73, %21) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %208 = "llvm.zext"(%207) : (i32) -> i64
    %209 = "llvm.add"(%73, %31) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %210 = "llvm.zext"(%209) : (i32) -> i64
    %211 = "llvm.add"(%73, %20) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %212 = "llvm.zext"(%211) : (i32) -> i64
    %213 = "llvm.add"(%73, %32) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %214 = "llvm.zext"(%213) : (i32) -> i64
    %215 = "llvm.add"(%73, %33) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %216 = "llvm.zext"(%215) : (i32) -> i64
    %217 = "llvm.add"(%73, %34) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %218 = "llvm.zext"(%217) : (i32) -> i64
    %219 = "llvm.add"(%73, %18) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %220 = "llvm.zext"(%219) : (i32) -> i64
    %221 = "llvm.add"(%73, %35) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %222 = "llvm.zext"(%221) : (i32) -> i64
    %223 = "llvm.add"(%73, %36) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %224 = "llvm.zext"(%223) : (i32) -> i64
    %225 = "llvm.add"(%73, %37) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %226 = "llvm.zext"(%225) : (i32) -> i64
    %227 = "llvm.add"(%73, %38) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %228 = "llvm.zext"(%227) : (i32) -> i64
    %229 = "llvm.add"(%73, %39) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %230 = "llvm.zext"(%229) : (i32) -> i64
    %231 = "llvm.add"(%73, %40) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %232 = "llvm.zext"(%231) : (i32) -> i64
    %233 = "llvm.add"(%73, %41) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %234 = "llvm.zext"(%233) : (i32) -> i64
    %235 = "llvm.add"(%203, %29) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %236 = "llvm.zext"(%235) : (i32) -> i64
    %237 = "llvm.add"(%203, %21) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %238 = "llvm.zext"(%237) : (i32) -> i64
    %239 = "llvm.add"(%203, %31) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %240 = "llvm.zext"(%239) : (i32) -> i64
    %241 = "llvm.mul"(%69, %58) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %242 = "llvm.mul"(%69, %20) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %243 = "llvm.add"(%242, %71) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %244 = "llvm.zext"(%243) : (i32) -> i64
    %245 = "llvm.add"(%243, %29) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %246 = "llvm.zext"(%245) : (i32) -> i64
    %247 = "llvm.add"(%243, %21) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %248 = "llvm.zext"(%247) : (i32) -> i64
    %249 = "llvm.add"(%243, %31) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %250 = "llvm.zext"(%249) : (i32) -> i64
    %251 = "llvm.add"(%73, %42) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %252 = "llvm.zext"(%251) : (i32) -> i64
    %253 = "llvm.add"(%73, %43) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %254 = "llvm.zext"(%253) : (i32) -> i64
    %255 = "llvm.add"(%73, %44) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %256 = "llvm.zext"(%255) : (i32) -> i64
    %257 = "llvm.add"(%73, %45) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %258 = "llvm.zext"(%257) : (i32) -> i64
    %259 = "llvm.add"(%73, %46) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %260 = "llvm.zext"(%259) : (i32) -> i64
    %261 = "llvm.add"(%73, %47) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %262 = "llvm.zext"(%261) : (i32) -> i64
    %263 = "llvm.add"(%73, %48) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %264 = "llvm.zext"(%263) : (i32) -> i64
    %265 = "llvm.add"(%73, %49) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %266 = "llvm.zext"(%265) : (i32) -> i64
    %267 = "llvm.add"(%73, %50) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %268 = "llvm.zext"(%267) : (i32) -> i64
    %269 = "llvm.add"(%73, %51) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %270 = "llvm.zext"(%269) : (i32) -> i64
    %271 = "llvm.add"(%73, %52) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %272 = "llvm.zext"(%271) : (i32) -> i64
    %273 = "llvm.add"(%73, %53) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %274 = "llvm.zext"(%273) : (i32) -> i64
    %275 = "llvm.add"(%73, %54) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %276 = "llvm.zext"(%275) : (i32) -> i64
    %277 = "llvm.add"(%73, %55) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %278 = "llvm.zext"(%277) : (i32) -> i64
    %279 = "llvm.add"(%73, %56) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %280 = "llvm.zext"(%279) : (i32) -> i64
    %281 = "llvm.add"(%73, %57) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %282 = "llvm.zext"(%281) : (i32) -> i64
    "llvm.br"(%19, %17, %17, %17, %17, %17, %17, %17, %17, %17, %17, %17, %17, %17, %17, %17, %17)[^bb1] : (i32, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>) -> ()
  ^bb1(%283: i32, %284: vector<2xf32>, %285: vector<2xf32>, %286: vector<2xf32>, %287: vector<2xf32>, %288: vector<2xf32>, %289: vector<2xf32>, %290: vector<2xf32>, %291: vector<2xf32>, %292: vector<2xf32>, %293: vector<2xf32>, %294: vector<2xf32>, %295: vector<2xf32>, %296: vector<2xf32>, %297: vector<2xf32>, %298: vector<2xf32>, %299: vector<2xf32>):  // 2 preds: ^bb0, ^bb2
    %300 = "llvm.icmp"(%283, %21) <{predicate = 2 : i64}> : (i32, i32) -> i1
    "llvm.cond_br"(%300)[^bb2, ^bb3] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb2:  // pred: ^bb1
    "nvvm.barrier"() <{aligned = true, operandSegmentSizes = array<i32: 0, 0>}> : () -> ()
    %301 = "llvm.mul"(%283, %21) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %302 = "llvm.add"(%130, %301) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %303 = "llvm.zext"(%302) : (i32) -> i64
    %304 = "llvm.mul"(%169, %5) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %305 = "llvm.add"(%304, %303) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %306 = "llvm.getelementptr"(%arg1, %305) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %307 = "llvm.load"(%306) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<1>) -> vector<8xf16>
    %308 = "llvm.mul"(%76, %10) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %309 = "llvm.add"(%308, %131) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %310 = "llvm.getelementptr"(%63, %309) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    "llvm.store"(%307, %310) <{alignment = 2 : i64, ordering = 0 : i64}> : (vector<8xf16>, !llvm.ptr<3>) -> ()
    %311 = "llvm.add"(%132, %301) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %312 = "llvm.zext"(%311) : (i32) -> i64
    %313 = "llvm.mul"(%171, %5) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %314 = "llvm.add"(%313, %312) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %315 = "llvm.getelementptr"(%arg1, %314) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %316 = "llvm.load"(%315) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<1>) -> vector<8xf16>
    %317 = "llvm.mul"(%80, %10) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %318 = "llvm.add"(%317, %133) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %319 = "llvm.getelementptr"(%63, %318) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    "llvm.store"(%316, %319) <{alignment = 2 : i64, ordering = 0 : i64}> : (vector<8xf16>, !llvm.ptr<3>) -> ()
    %320 = "llvm.add"(%134, %301) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %321 = "llvm.zext"(%320) : (i32) -> i64
    %322 = "llvm.mul"(%173, %5) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %323 = "llvm.add"(%322, %321) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %324 = "llvm.getelementptr"(%arg1, %323) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %325 = "llvm.load"(%324) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<1>) -> vector<8xf16>
    %326 = "llvm.mul"(%84, %10) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %327 = "llvm.add"(%326, %135) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %328 = "llvm.getelementptr"(%63, %327) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    "llvm.store"(%325, %328) <{alignment = 2 : i64, ordering = 0 : i64}> : (vector<8xf16>, !llvm.ptr<3>) -> ()
    %329 = "llvm.add"(%136, %301) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %330 = "llvm.zext"(%329) : (i32) -> i64
    %331 = "llvm.mul"(%175, %5) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %332 = "llvm.add"(%331, %330) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %333 = "llvm.getelementptr"(%arg1, %332) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %334 = "llvm.load"(%333) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<1>) -> vector<8xf16>
    %335 = "llvm.mul"(%88, %10) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %336 = "llvm.add"(%335, %137) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %337 = "llvm.getelementptr"(%63, %336) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    "llvm.store"(%334, %337) <{alignment = 2 : i64, ordering = 0 : i64}> : (vector<8xf16>, !llvm.ptr<3>) -> ()
    %338 = "llvm.add"(%138, %301) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %339 = "llvm.zext"(%338) : (i32) -> i64
    %340 = "llvm.mul"(%177, %5) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %341 = "llvm.add"(%340, %339) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %342 = "llvm.getelementptr"(%arg1, %341) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %343 = "llvm.load"(%342) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<1>) -> vector<8xf16>
    %344 = "llvm.mul"(%92, %10) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %345 = "llvm.add"(%344, %139) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %346 = "llvm.getelementptr"(%63, %345) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    "llvm.store"(%343, %346) <{alignment = 2 : i64, ordering = 0 : i64}> : (vector<8xf16>, !llvm.ptr<3>) -> ()
    %347 = "llvm.add"(%140, %301) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %348 = "llvm.zext"(%347) : (i32) -> i64
    %349 = "llvm.mul"(%179, %5) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %350 = "llvm.add"(%349, %348) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %351 = "llvm.getelementptr"(%arg1, %350) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %352 = "llvm.load"(%351) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<1>) -> vector<8xf16>
    %353 = "llvm.mul"(%96, %10) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %354 = "llvm.add"(%353, %141) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %355 = "llvm.getelementptr"(%63, %354) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    "llvm.store"(%352, %355) <{alignment = 2 : i64, ordering = 0 : i64}> : (vector<8xf16>, !llvm.ptr<3>) -> ()
    %356 = "llvm.add"(%142, %301) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %357 = "llvm.zext"(%356) : (i32) -> i64
    %358 = "llvm.mul"(%181, %5) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %359 = "llvm.add"(%358, %357) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %360 = "llvm.getelementptr"(%arg1, %359) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %361 = "llvm.load"(%360) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<1>) -> vector<8xf16>
    %362 = "llvm.mul"(%100, %10) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %363 = "llvm.add"(%362, %143) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %364 = "llvm.getelementptr"(%63, %363) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    "llvm.store"(%361, %364) <{alignment = 2 : i64, ordering = 0 : i64}> : (vector<8xf16>, !llvm.ptr<3>) -> ()
    %365 = "llvm.add"(%144, %301) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %366 = "llvm.zext"(%365) : (i32) -> i64
    %367 = "llvm.mul"(%183, %5) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %368 = "llvm.add"(%367, %366) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %369 = "llvm.getelementptr"(%arg1, %368) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %370 = "llvm.load"(%369) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<1>) -> vector<8xf16>
    %371 = "llvm.mul"(%104, %10) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %372 = "llvm.add"(%371, %145) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %373 = "llvm.getelementptr"(%63, %372) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    "llvm.store"(%370, %373) <{alignment = 2 : i64, ordering = 0 : i64}> : (vector<8xf16>, !llvm.ptr<3>) -> ()
    %374 = "llvm.add"(%106, %301) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %375 = "llvm.zext"(%374) : (i32) -> i64
    %376 = "llvm.mul"(%375, %59) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %377 = "llvm.add"(%376, %186) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %378 = "llvm.getelementptr"(%arg2, %377) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %379 = "llvm.load"(%378) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<1>) -> vector<8xf16>
    %380 = "llvm.mul"(%107, %60) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %381 = "llvm.add"(%380, %147) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %382 = "llvm.getelementptr"(%62, %381) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    "llvm.store"(%379, %382) <{alignment = 2 : i64, ordering = 0 : i64}> : (vector<8xf16>, !llvm.ptr<3>) -> ()
    %383 = "llvm.add"(%109, %301) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %384 = "llvm.zext"(%383) : (i32) -> i64
    %385 = "llvm.mul"(%384, %59) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %386 = "llvm.add"(%385, %188) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %387 = "llvm.getelementptr"(%arg2, %386) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %388 = "llvm.load"(%387) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<1>) -> vector<8xf16>
    %389 = "llvm.mul"(%110, %60) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %390 = "llvm.add"(%389, %149) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %391 = "llvm.getelementptr"(%62, %390) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    "llvm.store"(%388, %391) <{alignment = 2 : i64, ordering = 0 : i64}> : (vector<8xf16>, !llvm.ptr<3>) -> ()
    %392 = "llvm.add"(%112, %301) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %393 = "llvm.zext"(%392) : (i32) -> i64
    %394 = "llvm.mul"(%393, %59) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %395 = "llvm.add"(%394, %190) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %396 = "llvm.getelementptr"(%arg2, %395) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %397 = "llvm.load"(%396) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<1>) -> vector<8xf16>
    %398 = "llvm.mul"(%113, %60) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %399 = "llvm.add"(%398, %151) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %400 = "llvm.getelementptr"(%62, %399) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    "llvm.store"(%397, %400) <{alignment = 2 : i64, ordering = 0 : i64}> : (vector<8xf16>, !llvm.ptr<3>) -> ()
    %401 = "llvm.add"(%115, %301) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %402 = "llvm.zext"(%401) : (i32) -> i64
    %403 = "llvm.mul"(%402, %59) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %404 = "llvm.add"(%403, %192) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %405 = "llvm.getelementptr"(%arg2, %404) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %406 = "llvm.load"(%405) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<1>) -> vector<8xf16>
    %407 = "llvm.mul"(%116, %60) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %408 = "llvm.add"(%407, %153) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %409 = "llvm.getelementptr"(%62, %408) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    "llvm.store"(%406, %409) <{alignment = 2 : i64, ordering = 0 : i64}> : (vector<8xf16>, !llvm.ptr<3>) -> ()
    %410 = "llvm.add"(%118, %301) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %411 = "llvm.zext"(%410) : (i32) -> i64
    %412 = "llvm.mul"(%411, %59) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %413 = "llvm.add"(%412, %194) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %414 = "llvm.getelementptr"(%arg2, %413) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %415 = "llvm.load"(%414) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<1>) -> vector<8xf16>
    %416 = "llvm.mul"(%119, %60) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %417 = "llvm.add"(%416, %155) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %418 = "llvm.getelementptr"(%62, %417) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    "llvm.store"(%415, %418) <{alignment = 2 : i64, ordering = 0 : i64}> : (vector<8xf16>, !llvm.ptr<3>) -> ()
    %419 = "llvm.add"(%121, %301) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %420 = "llvm.zext"(%419) : (i32) -> i64
    %421 = "llvm.mul"(%420, %59) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %422 = "llvm.add"(%421, %196) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %423 = "llvm.getelementptr"(%arg2, %422) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %424 = "llvm.load"(%423) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<1>) -> vector<8xf16>
    %425 = "llvm.mul"(%122, %60) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %426 = "llvm.add"(%425, %157) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %427 = "llvm.getelementptr"(%62, %426) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    "llvm.store"(%424, %427) <{alignment = 2 : i64, ordering = 0 : i64}> : (vector<8xf16>, !llvm.ptr<3>) -> ()
    %428 = "llvm.add"(%124, %301) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %429 = "llvm.zext"(%428) : (i32) -> i64
    %430 = "llvm.mul"(%429, %59) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %431 = "llvm.add"(%430, %198) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %432 = "llvm.getelementptr"(%arg2, %431) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %433 = "llvm.load"(%432) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<1>) -> vector<8xf16>
    %434 = "llvm.mul"(%125, %60) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %435 = "llvm.add"(%434, %159) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %436 = "llvm.getelementptr"(%62, %435) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    "llvm.store"(%433, %436) <{alignment = 2 : i64, ordering = 0 : i64}> : (vector<8xf16>, !llvm.ptr<3>) -> ()
    %437 = "llvm.add"(%127, %301) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %438 = "llvm.zext"(%437) : (i32) -> i64
    %439 = "llvm.mul"(%438, %59) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %440 = "llvm.add"(%439, %200) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %441 = "llvm.getelementptr"(%arg2, %440) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %442 = "llvm.load"(%441) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<1>) -> vector<8xf16>
    %443 = "llvm.mul"(%128, %60) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %444 = "llvm.add"(%443, %161) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %445 = "llvm.getelementptr"(%62, %444) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    "llvm.store"(%442, %445) <{alignment = 2 : i64, ordering = 0 : i64}> : (vector<8xf16>, !llvm.ptr<3>) -> ()
    "nvvm.barrier"() <{aligned = true, operandSegmentSizes = array<i32: 0, 0>}> : () -> ()
    %446 = "llvm.mul"(%204, %10) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %447 = "llvm.add"(%446, %74) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %448 = "llvm.getelementptr"(%63, %447) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %449 = "llvm.load"(%448) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %450 = "llvm.mul"(%204, %10) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %451 = "llvm.add"(%450, %206) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %452 = "llvm.getelementptr"(%63, %451) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %453 = "llvm.load"(%452) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %454 = "llvm.mul"(%204, %10) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %455 = "llvm.add"(%454, %208) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %456 = "llvm.getelementptr"(%63, %455) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %457 = "llvm.load"(%456) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %458 = "llvm.mul"(%204, %10) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %459 = "llvm.add"(%458, %210) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %460 = "llvm.getelementptr"(%63, %459) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %461 = "llvm.load"(%460) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %462 = "llvm.mul"(%204, %10) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %463 = "llvm.add"(%462, %212) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %464 = "llvm.getelementptr"(%63, %463) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %465 = "llvm.load"(%464) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %466 = "llvm.mul"(%204, %10) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %467 = "llvm.add"(%466, %214) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %468 = "llvm.getelementptr"(%63, %467) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %469 = "llvm.load"(%468) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %470 = "llvm.mul"(%204, %10) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %471 = "llvm.add"(%470, %216) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %472 = "llvm.getelementptr"(%63, %471) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %473 = "llvm.load"(%472) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %474 = "llvm.mul"(%204, %10) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %475 = "llvm.add"(%474, %218) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %476 = "llvm.getelementptr"(%63, %475) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %477 = "llvm.load"(%476) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %478 = "llvm.mul"(%204, %10) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %479 = "llvm.add"(%478, %220) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %480 = "llvm.getelementptr"(%63, %479) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %481 = "llvm.load"(%480) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %482 = "llvm.mul"(%204, %10) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %483 = "llvm.add"(%482, %222) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %484 = "llvm.getelementptr"(%63, %483) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %485 = "llvm.load"(%484) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %486 = "llvm.mul"(%204, %10) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %487 = "llvm.add"(%486, %224) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %488 = "llvm.getelementptr"(%63, %487) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %489 = "llvm.load"(%488) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %490 = "llvm.mul"(%204, %10) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %491 = "llvm.add"(%490, %226) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %492 = "llvm.getelementptr"(%63, %491) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %493 = "llvm.load"(%492) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %494 = "llvm.mul"(%204, %10) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %495 = "llvm.add"(%494, %228) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %496 = "llvm.getelementptr"(%63, %495) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %497 = "llvm.load"(%496) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %498 = "llvm.mul"(%204, %10) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %499 = "llvm.add"(%498, %230) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %500 = "llvm.getelementptr"(%63, %499) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %501 = "llvm.load"(%500) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %502 = "llvm.mul"(%204, %10) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %503 = "llvm.add"(%502, %232) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %504 = "llvm.getelementptr"(%63, %503) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %505 = "llvm.load"(%504) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %506 = "llvm.mul"(%204, %10) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %507 = "llvm.add"(%506, %234) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %508 = "llvm.getelementptr"(%63, %507) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %509 = "llvm.load"(%508) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %510 = "llvm.mul"(%236, %10) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %511 = "llvm.add"(%510, %74) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %512 = "llvm.getelementptr"(%63, %511) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %513 = "llvm.load"(%512) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %514 = "llvm.mul"(%236, %10) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %515 = "llvm.add"(%514, %206) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %516 = "llvm.getelementptr"(%63, %515) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %517 = "llvm.load"(%516) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %518 = "llvm.mul"(%236, %10) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %519 = "llvm.add"(%518, %208) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %520 = "llvm.getelementptr"(%63, %519) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %521 = "llvm.load"(%520) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %522 = "llvm.mul"(%236, %10) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %523 = "llvm.add"(%522, %210) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %524 = "llvm.getelementptr"(%63, %523) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %525 = "llvm.load"(%524) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %526 = "llvm.mul"(%236, %10) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %527 = "llvm.add"(%526, %212) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %528 = "llvm.getelementptr"(%63, %527) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %529 = "llvm.load"(%528) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %530 = "llvm.mul"(%236, %10) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %531 = "llvm.add"(%530, %214) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %532 = "llvm.getelementptr"(%63, %531) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %533 = "llvm.load"(%532) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %534 = "llvm.mul"(%236, %10) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %535 = "llvm.add"(%534, %216) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %536 = "llvm.getelementptr"(%63, %535) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %537 = "llvm.load"(%536) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %538 = "llvm.mul"(%236, %10) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %539 = "llvm.add"(%538, %218) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %540 = "llvm.getelementptr"(%63, %539) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %541 = "llvm.load"(%540) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %542 = "llvm.mul"(%236, %10) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %543 = "llvm.add"(%542, %220) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %544 = "llvm.getelementptr"(%63, %543) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %545 = "llvm.load"(%544) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %546 = "llvm.mul"(%236, %10) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %547 = "llvm.add"(%546, %222) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %548 = "llvm.getelementptr"(%63, %547) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %549 = "llvm.load"(%548) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %550 = "llvm.mul"(%236, %10) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %551 = "llvm.add"(%550, %224) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %552 = "llvm.getelementptr"(%63, %551) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %553 = "llvm.load"(%552) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %554 = "llvm.mul"(%236, %10) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %555 = "llvm.add"(%554, %226) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %556 = "llvm.getelementptr"(%63, %555) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %557 = "llvm.load"(%556) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %558 = "llvm.mul"(%236, %10) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %559 = "llvm.add"(%558, %228) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %560 = "llvm.getelementptr"(%63, %559) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %561 = "llvm.load"(%560) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %562 = "llvm.mul"(%236, %10) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %563 = "llvm.add"(%562, %230) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %564 = "llvm.getelementptr"(%63, %563) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %565 = "llvm.load"(%564) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %566 = "llvm.mul"(%236, %10) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %567 = "llvm.add"(%566, %232) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %568 = "llvm.getelementptr"(%63, %567) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %569 = "llvm.load"(%568) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %570 = "llvm.mul"(%236, %10) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %571 = "llvm.add"(%570, %234) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %572 = "llvm.getelementptr"(%63, %571) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %573 = "llvm.load"(%572) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %574 = "llvm.mul"(%238, %10) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %575 = "llvm.add"(%574, %74) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %576 = "llvm.getelementptr"(%63, %575) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %577 = "llvm.load"(%576) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %578 = "llvm.mul"(%238, %10) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %579 = "llvm.add"(%578, %206) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %580 = "llvm.getelementptr"(%63, %579) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %581 = "llvm.load"(%580) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %582 = "llvm.mul"(%238, %10) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %583 = "llvm.add"(%582, %208) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %584 = "llvm.getelementptr"(%63, %583) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %585 = "llvm.load"(%584) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %586 = "llvm.mul"(%238, %10) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %587 = "llvm.add"(%586, %210) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %588 = "llvm.getelementptr"(%63, %587) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %589 = "llvm.load"(%588) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %590 = "llvm.mul"(%238, %10) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %591 = "llvm.add"(%590, %212) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %592 = "llvm.getelementptr"(%63, %591) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %593 = "llvm.load"(%592) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %594 = "llvm.mul"(%238, %10) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %595 = "llvm.add"(%594, %214) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %596 = "llvm.getelementptr"(%63, %595) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %597 = "llvm.load"(%596) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %598 = "llvm.mul"(%238, %10) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %599 = "llvm.add"(%598, %216) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %600 = "llvm.getelementptr"(%63, %599) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %601 = "llvm.load"(%600) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %602 = "llvm.mul"(%238, %10) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %603 = "llvm.add"(%602, %218) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %604 = "llvm.getelementptr"(%63, %603) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %605 = "llvm.load"(%604) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %606 = "llvm.mul"(%238, %10) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %607 = "llvm.add"(%606, %220) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %608 = "llvm.getelementptr"(%63, %607) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %609 = "llvm.load"(%608) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %610 = "llvm.mul"(%238, %10) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %611 = "llvm.add"(%610, %222) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %612 = "llvm.getelementptr"(%63, %611) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %613 = "llvm.load"(%612) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %614 = "llvm.mul"(%238, %10) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %615 = "llvm.add"(%614, %224) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %616 = "llvm.getelementptr"(%63, %615) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %617 = "llvm.load"(%616) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %618 = "llvm.mul"(%238, %10) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %619 = "llvm.add"(%618, %226) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %620 = "llvm.getelementptr"(%63, %619) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %621 = "llvm.load"(%620) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %622 = "llvm.mul"(%238, %10) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %623 = "llvm.add"(%622, %228) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %624 = "llvm.getelementptr"(%63, %623) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %625 = "llvm.load"(%624) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %626 = "llvm.mul"(%238, %10) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %627 = "llvm.add"(%626, %230) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %628 = "llvm.getelementptr"(%63, %627) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %629 = "llvm.load"(%628) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %630 = "llvm.mul"(%238, %10) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %631 = "llvm.add"(%630, %232) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %632 = "llvm.getelementptr"(%63, %631) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %633 = "llvm.load"(%632) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %634 = "llvm.mul"(%238, %10) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %635 = "llvm.add"(%634, %234) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %636 = "llvm.getelementptr"(%63, %635) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %637 = "llvm.load"(%636) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %638 = "llvm.mul"(%240, %10) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %639 = "llvm.add"(%638, %74) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %640 = "llvm.getelementptr"(%63, %639) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %641 = "llvm.load"(%640) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %642 = "llvm.mul"(%240, %10) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %643 = "llvm.add"(%642, %206) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %644 = "llvm.getelementptr"(%63, %643) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %645 = "llvm.load"(%644) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %646 = "llvm.mul"(%240, %10) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %647 = "llvm.add"(%646, %208) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %648 = "llvm.getelementptr"(%63, %647) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %649 = "llvm.load"(%648) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %650 = "llvm.mul"(%240, %10) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %651 = "llvm.add"(%650, %210) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %652 = "llvm.getelementptr"(%63, %651) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %653 = "llvm.load"(%652) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %654 = "llvm.mul"(%240, %10) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %655 = "llvm.add"(%654, %212) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %656 = "llvm.getelementptr"(%63, %655) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %657 = "llvm.load"(%656) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %658 = "llvm.mul"(%240, %10) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %659 = "llvm.add"(%658, %214) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %660 = "llvm.getelementptr"(%63, %659) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %661 = "llvm.load"(%660) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %662 = "llvm.mul"(%240, %10) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %663 = "llvm.add"(%662, %216) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %664 = "llvm.getelementptr"(%63, %663) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %665 = "llvm.load"(%664) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %666 = "llvm.mul"(%240, %10) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %667 = "llvm.add"(%666, %218) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %668 = "llvm.getelementptr"(%63, %667) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %669 = "llvm.load"(%668) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %670 = "llvm.mul"(%240, %10) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %671 = "llvm.add"(%670, %220) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %672 = "llvm.getelementptr"(%63, %671) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %673 = "llvm.load"(%672) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %674 = "llvm.mul"(%240, %10) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %675 = "llvm.add"(%674, %222) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %676 = "llvm.getelementptr"(%63, %675) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %677 = "llvm.load"(%676) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %678 = "llvm.mul"(%240, %10) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %679 = "llvm.add"(%678, %224) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %680 = "llvm.getelementptr"(%63, %679) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %681 = "llvm.load"(%680) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %682 = "llvm.mul"(%240, %10) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %683 = "llvm.add"(%682, %226) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %684 = "llvm.getelementptr"(%63, %683) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %685 = "llvm.load"(%684) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %686 = "llvm.mul"(%240, %10) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %687 = "llvm.add"(%686, %228) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %688 = "llvm.getelementptr"(%63, %687) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %689 = "llvm.load"(%688) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %690 = "llvm.mul"(%240, %10) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %691 = "llvm.add"(%690, %230) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %692 = "llvm.getelementptr"(%63, %691) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %693 = "llvm.load"(%692) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %694 = "llvm.mul"(%240, %10) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %695 = "llvm.add"(%694, %232) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %696 = "llvm.getelementptr"(%63, %695) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %697 = "llvm.load"(%696) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %698 = "llvm.mul"(%240, %10) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %699 = "llvm.add"(%698, %234) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %700 = "llvm.getelementptr"(%63, %699) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %701 = "llvm.load"(%700) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %702 = "llvm.mul"(%74, %60) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %703 = "llvm.add"(%702, %244) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %704 = "llvm.getelementptr"(%62, %703) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %705 = "llvm.load"(%704) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %706 = "llvm.mul"(%74, %60) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %707 = "llvm.add"(%706, %246) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %708 = "llvm.getelementptr"(%62, %707) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %709 = "llvm.load"(%708) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %710 = "llvm.mul"(%74, %60) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %711 = "llvm.add"(%710, %248) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %712 = "llvm.getelementptr"(%62, %711) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %713 = "llvm.load"(%712) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %714 = "llvm.mul"(%74, %60) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %715 = "llvm.add"(%714, %250) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %716 = "llvm.getelementptr"(%62, %715) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %717 = "llvm.load"(%716) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %718 = "llvm.mul"(%252, %60) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %719 = "llvm.add"(%718, %244) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %720 = "llvm.getelementptr"(%62, %719) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %721 = "llvm.load"(%720) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %722 = "llvm.mul"(%252, %60) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %723 = "llvm.add"(%722, %246) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %724 = "llvm.getelementptr"(%62, %723) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %725 = "llvm.load"(%724) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %726 = "llvm.mul"(%252, %60) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %727 = "llvm.add"(%726, %248) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %728 = "llvm.getelementptr"(%62, %727) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %729 = "llvm.load"(%728) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %730 = "llvm.mul"(%252, %60) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %731 = "llvm.add"(%730, %250) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %732 = "llvm.getelementptr"(%62, %731) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %733 = "llvm.load"(%732) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %734 = "llvm.mul"(%206, %60) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %735 = "llvm.add"(%734, %244) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %736 = "llvm.getelementptr"(%62, %735) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %737 = "llvm.load"(%736) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %738 = "llvm.mul"(%206, %60) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %739 = "llvm.add"(%738, %246) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %740 = "llvm.getelementptr"(%62, %739) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %741 = "llvm.load"(%740) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %742 = "llvm.mul"(%206, %60) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %743 = "llvm.add"(%742, %248) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %744 = "llvm.getelementptr"(%62, %743) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %745 = "llvm.load"(%744) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %746 = "llvm.mul"(%206, %60) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %747 = "llvm.add"(%746, %250) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %748 = "llvm.getelementptr"(%62, %747) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %749 = "llvm.load"(%748) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %750 = "llvm.mul"(%254, %60) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %751 = "llvm.add"(%750, %244) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %752 = "llvm.getelementptr"(%62, %751) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %753 = "llvm.load"(%752) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %754 = "llvm.mul"(%254, %60) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %755 = "llvm.add"(%754, %246) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %756 = "llvm.getelementptr"(%62, %755) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %757 = "llvm.load"(%756) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %758 = "llvm.mul"(%254, %60) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %759 = "llvm.add"(%758, %248) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %760 = "llvm.getelementptr"(%62, %759) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %761 = "llvm.load"(%760) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %762 = "llvm.mul"(%254, %60) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %763 = "llvm.add"(%762, %250) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %764 = "llvm.getelementptr"(%62, %763) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %765 = "llvm.load"(%764) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %766 = "llvm.mul"(%208, %60) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %767 = "llvm.add"(%766, %244) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %768 = "llvm.getelementptr"(%62, %767) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %769 = "llvm.load"(%768) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %770 = "llvm.mul"(%208, %60) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %771 = "llvm.add"(%770, %246) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %772 = "llvm.getelementptr"(%62, %771) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %773 = "llvm.load"(%772) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %774 = "llvm.mul"(%208, %60) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %775 = "llvm.add"(%774, %248) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %776 = "llvm.getelementptr"(%62, %775) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %777 = "llvm.load"(%776) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %778 = "llvm.mul"(%208, %60) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %779 = "llvm.add"(%778, %250) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %780 = "llvm.getelementptr"(%62, %779) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %781 = "llvm.load"(%780) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %782 = "llvm.mul"(%256, %60) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %783 = "llvm.add"(%782, %244) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %784 = "llvm.getelementptr"(%62, %783) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %785 = "llvm.load"(%784) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %786 = "llvm.mul"(%256, %60) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %787 = "llvm.add"(%786, %246) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %788 = "llvm.getelementptr"(%62, %787) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %789 = "llvm.load"(%788) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %790 = "llvm.mul"(%256, %60) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %791 = "llvm.add"(%790, %248) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %792 = "llvm.getelementptr"(%62, %791) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %793 = "llvm.load"(%792) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %794 = "llvm.mul"(%256, %60) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %795 = "llvm.add"(%794, %250) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %796 = "llvm.getelementptr"(%62, %795) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %797 = "llvm.load"(%796) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %798 = "llvm.mul"(%210, %60) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %799 = "llvm.add"(%798, %244) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %800 = "llvm.getelementptr"(%62, %799) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %801 = "llvm.load"(%800) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %802 = "llvm.mul"(%210, %60) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %803 = "llvm.add"(%802, %246) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %804 = "llvm.getelementptr"(%62, %803) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %805 = "llvm.load"(%804) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %806 = "llvm.mul"(%210, %60) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %807 = "llvm.add"(%806, %248) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %808 = "llvm.getelementptr"(%62, %807) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %809 = "llvm.load"(%808) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %810 = "llvm.mul"(%210, %60) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %811 = "llvm.add"(%810, %250) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %812 = "llvm.getelementptr"(%62, %811) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %813 = "llvm.load"(%812) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %814 = "llvm.mul"(%258, %60) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %815 = "llvm.add"(%814, %244) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %816 = "llvm.getelementptr"(%62, %815) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %817 = "llvm.load"(%816) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %818 = "llvm.mul"(%258, %60) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %819 = "llvm.add"(%818, %246) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %820 = "llvm.getelementptr"(%62, %819) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %821 = "llvm.load"(%820) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %822 = "llvm.mul"(%258, %60) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %823 = "llvm.add"(%822, %248) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %824 = "llvm.getelementptr"(%62, %823) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %825 = "llvm.load"(%824) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %826 = "llvm.mul"(%258, %60) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %827 = "llvm.add"(%826, %250) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %828 = "llvm.getelementptr"(%62, %827) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %829 = "llvm.load"(%828) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %830 = "llvm.mul"(%212, %60) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %831 = "llvm.add"(%830, %244) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %832 = "llvm.getelementptr"(%62, %831) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %833 = "llvm.load"(%832) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %834 = "llvm.mul"(%212, %60) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %835 = "llvm.add"(%834, %246) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %836 = "llvm.getelementptr"(%62, %835) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %837 = "llvm.load"(%836) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %838 = "llvm.mul"(%212, %60) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %839 = "llvm.add"(%838, %248) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %840 = "llvm.getelementptr"(%62, %839) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %841 = "llvm.load"(%840) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %842 = "llvm.mul"(%212, %60) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %843 = "llvm.add"(%842, %250) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %844 = "llvm.getelementptr"(%62, %843) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %845 = "llvm.load"(%844) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %846 = "llvm.mul"(%260, %60) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %847 = "llvm.add"(%846, %244) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %848 = "llvm.getelementptr"(%62, %847) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %849 = "llvm.load"(%848) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %850 = "llvm.mul"(%260, %60) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %851 = "llvm.add"(%850, %246) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %852 = "llvm.getelementptr"(%62, %851) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %853 = "llvm.load"(%852) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %854 = "llvm.mul"(%260, %60) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %855 = "llvm.add"(%854, %248) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %856 = "llvm.getelementptr"(%62, %855) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %857 = "llvm.load"(%856) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %858 = "llvm.mul"(%260, %60) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %859 = "llvm.add"(%858, %250) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %860 = "llvm.getelementptr"(%62, %859) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %861 = "llvm.load"(%860) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %862 = "llvm.mul"(%214, %60) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %863 = "llvm.add"(%862, %244) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %864 = "llvm.getelementptr"(%62, %863) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %865 = "llvm.load"(%864) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %866 = "llvm.mul"(%214, %60) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %867 = "llvm.add"(%866, %246) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %868 = "llvm.getelementptr"(%62, %867) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %869 = "llvm.load"(%868) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %870 = "llvm.mul"(%214, %60) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %871 = "llvm.add"(%870, %248) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %872 = "llvm.getelementptr"(%62, %871) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %873 = "llvm.load"(%872) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %874 = "llvm.mul"(%214, %60) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %875 = "llvm.add"(%874, %250) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %876 = "llvm.getelementptr"(%62, %875) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %877 = "llvm.load"(%876) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %878 = "llvm.mul"(%262, %60) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %879 = "llvm.add"(%878, %244) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %880 = "llvm.getelementptr"(%62, %879) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %881 = "llvm.load"(%880) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %882 = "llvm.mul"(%262, %60) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %883 = "llvm.add"(%882, %246) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %884 = "llvm.getelementptr"(%62, %883) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %885 = "llvm.load"(%884) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %886 = "llvm.mul"(%262, %60) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %887 = "llvm.add"(%886, %248) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %888 = "llvm.getelementptr"(%62, %887) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %889 = "llvm.load"(%888) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %890 = "llvm.mul"(%262, %60) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %891 = "llvm.add"(%890, %250) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %892 = "llvm.getelementptr"(%62, %891) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %893 = "llvm.load"(%892) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %894 = "llvm.mul"(%216, %60) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %895 = "llvm.add"(%894, %244) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %896 = "llvm.getelementptr"(%62, %895) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %897 = "llvm.load"(%896) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %898 = "llvm.mul"(%216, %60) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %899 = "llvm.add"(%898, %246) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %900 = "llvm.getelementptr"(%62, %899) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %901 = "llvm.load"(%900) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %902 = "llvm.mul"(%216, %60) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %903 = "llvm.add"(%902, %248) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %904 = "llvm.getelementptr"(%62, %903) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %905 = "llvm.load"(%904) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %906 = "llvm.mul"(%216, %60) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %907 = "llvm.add"(%906, %250) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %908 = "llvm.getelementptr"(%62, %907) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %909 = "llvm.load"(%908) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %910 = "llvm.mul"(%264, %60) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %911 = "llvm.add"(%910, %244) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %912 = "llvm.getelementptr"(%62, %911) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %913 = "llvm.load"(%912) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %914 = "llvm.mul"(%264, %60) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %915 = "llvm.add"(%914, %246) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %916 = "llvm.getelementptr"(%62, %915) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %917 = "llvm.load"(%916) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %918 = "llvm.mul"(%264, %60) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %919 = "llvm.add"(%918, %248) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %920 = "llvm.getelementptr"(%62, %919) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %921 = "llvm.load"(%920) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %922 = "llvm.mul"(%264, %60) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %923 = "llvm.add"(%922, %250) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %924 = "llvm.getelementptr"(%62, %923) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %925 = "llvm.load"(%924) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %926 = "llvm.mul"(%218, %60) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %927 = "llvm.add"(%926, %244) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %928 = "llvm.getelementptr"(%62, %927) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %929 = "llvm.load"(%928) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %930 = "llvm.mul"(%218, %60) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %931 = "llvm.add"(%930, %246) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %932 = "llvm.getelementptr"(%62, %931) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %933 = "llvm.load"(%932) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %934 = "llvm.mul"(%218, %60) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %935 = "llvm.add"(%934, %248) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %936 = "llvm.getelementptr"(%62, %935) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %937 = "llvm.load"(%936) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %938 = "llvm.mul"(%218, %60) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %939 = "llvm.add"(%938, %250) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %940 = "llvm.getelementptr"(%62, %939) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %941 = "llvm.load"(%940) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %942 = "llvm.mul"(%266, %60) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %943 = "llvm.add"(%942, %244) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %944 = "llvm.getelementptr"(%62, %943) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %945 = "llvm.load"(%944) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %946 = "llvm.mul"(%266, %60) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %947 = "llvm.add"(%946, %246) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %948 = "llvm.getelementptr"(%62, %947) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %949 = "llvm.load"(%948) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %950 = "llvm.mul"(%266, %60) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %951 = "llvm.add"(%950, %248) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %952 = "llvm.getelementptr"(%62, %951) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %953 = "llvm.load"(%952) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %954 = "llvm.mul"(%266, %60) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %955 = "llvm.add"(%954, %250) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %956 = "llvm.getelementptr"(%62, %955) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %957 = "llvm.load"(%956) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %958 = "llvm.mul"(%220, %60) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %959 = "llvm.add"(%958, %244) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %960 = "llvm.getelementptr"(%62, %959) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %961 = "llvm.load"(%960) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %962 = "llvm.mul"(%220, %60) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %963 = "llvm.add"(%962, %246) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %964 = "llvm.getelementptr"(%62, %963) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %965 = "llvm.load"(%964) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %966 = "llvm.mul"(%220, %60) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %967 = "llvm.add"(%966, %248) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %968 = "llvm.getelementptr"(%62, %967) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %969 = "llvm.load"(%968) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %970 = "llvm.mul"(%220, %60) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %971 = "llvm.add"(%970, %250) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %972 = "llvm.getelementptr"(%62, %971) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %973 = "llvm.load"(%972) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %974 = "llvm.mul"(%268, %60) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %975 = "llvm.add"(%974, %244) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %976 = "llvm.getelementptr"(%62, %975) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %977 = "llvm.load"(%976) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %978 = "llvm.mul"(%268, %60) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %979 = "llvm.add"(%978, %246) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %980 = "llvm.getelementptr"(%62, %979) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %981 = "llvm.load"(%980) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %982 = "llvm.mul"(%268, %60) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %983 = "llvm.add"(%982, %248) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %984 = "llvm.getelementptr"(%62, %983) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %985 = "llvm.load"(%984) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %986 = "llvm.mul"(%268, %60) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %987 = "llvm.add"(%986, %250) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %988 = "llvm.getelementptr"(%62, %987) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %989 = "llvm.load"(%988) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %990 = "llvm.mul"(%222, %60) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %991 = "llvm.add"(%990, %244) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %992 = "llvm.getelementptr"(%62, %991) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %993 = "llvm.load"(%992) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %994 = "llvm.mul"(%222, %60) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %995 = "llvm.add"(%994, %246) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %996 = "llvm.getelementptr"(%62, %995) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %997 = "llvm.load"(%996) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %998 = "llvm.mul"(%222, %60) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %999 = "llvm.add"(%998, %248) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1000 = "llvm.getelementptr"(%62, %999) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %1001 = "llvm.load"(%1000) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %1002 = "llvm.mul"(%222, %60) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1003 = "llvm.add"(%1002, %250) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1004 = "llvm.getelementptr"(%62, %1003) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %1005 = "llvm.load"(%1004) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %1006 = "llvm.mul"(%270, %60) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1007 = "llvm.add"(%1006, %244) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1008 = "llvm.getelementptr"(%62, %1007) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %1009 = "llvm.load"(%1008) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %1010 = "llvm.mul"(%270, %60) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1011 = "llvm.add"(%1010, %246) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1012 = "llvm.getelementptr"(%62, %1011) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %1013 = "llvm.load"(%1012) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %1014 = "llvm.mul"(%270, %60) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1015 = "llvm.add"(%1014, %248) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1016 = "llvm.getelementptr"(%62, %1015) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %1017 = "llvm.load"(%1016) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %1018 = "llvm.mul"(%270, %60) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1019 = "llvm.add"(%1018, %250) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1020 = "llvm.getelementptr"(%62, %1019) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %1021 = "llvm.load"(%1020) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %1022 = "llvm.mul"(%224, %60) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1023 = "llvm.add"(%1022, %244) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1024 = "llvm.getelementptr"(%62, %1023) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %1025 = "llvm.load"(%1024) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %1026 = "llvm.mul"(%224, %60) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1027 = "llvm.add"(%1026, %246) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1028 = "llvm.getelementptr"(%62, %1027) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %1029 = "llvm.load"(%1028) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %1030 = "llvm.mul"(%224, %60) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1031 = "llvm.add"(%1030, %248) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1032 = "llvm.getelementptr"(%62, %1031) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %1033 = "llvm.load"(%1032) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %1034 = "llvm.mul"(%224, %60) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1035 = "llvm.add"(%1034, %250) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1036 = "llvm.getelementptr"(%62, %1035) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %1037 = "llvm.load"(%1036) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %1038 = "llvm.mul"(%272, %60) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1039 = "llvm.add"(%1038, %244) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1040 = "llvm.getelementptr"(%62, %1039) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %1041 = "llvm.load"(%1040) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %1042 = "llvm.mul"(%272, %60) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1043 = "llvm.add"(%1042, %246) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1044 = "llvm.getelementptr"(%62, %1043) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %1045 = "llvm.load"(%1044) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %1046 = "llvm.mul"(%272, %60) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1047 = "llvm.add"(%1046, %248) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1048 = "llvm.getelementptr"(%62, %1047) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %1049 = "llvm.load"(%1048) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %1050 = "llvm.mul"(%272, %60) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1051 = "llvm.add"(%1050, %250) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1052 = "llvm.getelementptr"(%62, %1051) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %1053 = "llvm.load"(%1052) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %1054 = "llvm.mul"(%226, %60) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1055 = "llvm.add"(%1054, %244) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1056 = "llvm.getelementptr"(%62, %1055) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %1057 = "llvm.load"(%1056) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %1058 = "llvm.mul"(%226, %60) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1059 = "llvm.add"(%1058, %246) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1060 = "llvm.getelementptr"(%62, %1059) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %1061 = "llvm.load"(%1060) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %1062 = "llvm.mul"(%226, %60) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1063 = "llvm.add"(%1062, %248) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1064 = "llvm.getelementptr"(%62, %1063) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %1065 = "llvm.load"(%1064) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %1066 = "llvm.mul"(%226, %60) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1067 = "llvm.add"(%1066, %250) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1068 = "llvm.getelementptr"(%62, %1067) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %1069 = "llvm.load"(%1068) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %1070 = "llvm.mul"(%274, %60) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1071 = "llvm.add"(%1070, %244) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1072 = "llvm.getelementptr"(%62, %1071) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %1073 = "llvm.load"(%1072) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %1074 = "llvm.mul"(%274, %60) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1075 = "llvm.add"(%1074, %246) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1076 = "llvm.getelementptr"(%62, %1075) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %1077 = "llvm.load"(%1076) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %1078 = "llvm.mul"(%274, %60) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1079 = "llvm.add"(%1078, %248) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1080 = "llvm.getelementptr"(%62, %1079) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %1081 = "llvm.load"(%1080) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %1082 = "llvm.mul"(%274, %60) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1083 = "llvm.add"(%1082, %250) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1084 = "llvm.getelementptr"(%62, %1083) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %1085 = "llvm.load"(%1084) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %1086 = "llvm.mul"(%228, %60) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1087 = "llvm.add"(%1086, %244) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1088 = "llvm.getelementptr"(%62, %1087) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %1089 = "llvm.load"(%1088) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %1090 = "llvm.mul"(%228, %60) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1091 = "llvm.add"(%1090, %246) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1092 = "llvm.getelementptr"(%62, %1091) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %1093 = "llvm.load"(%1092) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %1094 = "llvm.mul"(%228, %60) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1095 = "llvm.add"(%1094, %248) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1096 = "llvm.getelementptr"(%62, %1095) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %1097 = "llvm.load"(%1096) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %1098 = "llvm.mul"(%228, %60) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1099 = "llvm.add"(%1098, %250) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1100 = "llvm.getelementptr"(%62, %1099) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %1101 = "llvm.load"(%1100) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %1102 = "llvm.mul"(%276, %60) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1103 = "llvm.add"(%1102, %244) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1104 = "llvm.getelementptr"(%62, %1103) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %1105 = "llvm.load"(%1104) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %1106 = "llvm.mul"(%276, %60) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1107 = "llvm.add"(%1106, %246) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1108 = "llvm.getelementptr"(%62, %1107) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %1109 = "llvm.load"(%1108) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %1110 = "llvm.mul"(%276, %60) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1111 = "llvm.add"(%1110, %248) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1112 = "llvm.getelementptr"(%62, %1111) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %1113 = "llvm.load"(%1112) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %1114 = "llvm.mul"(%276, %60) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1115 = "llvm.add"(%1114, %250) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1116 = "llvm.getelementptr"(%62, %1115) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %1117 = "llvm.load"(%1116) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %1118 = "llvm.mul"(%230, %60) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1119 = "llvm.add"(%1118, %244) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1120 = "llvm.getelementptr"(%62, %1119) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %1121 = "llvm.load"(%1120) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %1122 = "llvm.mul"(%230, %60) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1123 = "llvm.add"(%1122, %246) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1124 = "llvm.getelementptr"(%62, %1123) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %1125 = "llvm.load"(%1124) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %1126 = "llvm.mul"(%230, %60) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1127 = "llvm.add"(%1126, %248) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1128 = "llvm.getelementptr"(%62, %1127) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %1129 = "llvm.load"(%1128) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %1130 = "llvm.mul"(%230, %60) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1131 = "llvm.add"(%1130, %250) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1132 = "llvm.getelementptr"(%62, %1131) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %1133 = "llvm.load"(%1132) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %1134 = "llvm.mul"(%278, %60) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1135 = "llvm.add"(%1134, %244) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1136 = "llvm.getelementptr"(%62, %1135) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %1137 = "llvm.load"(%1136) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %1138 = "llvm.mul"(%278, %60) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1139 = "llvm.add"(%1138, %246) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1140 = "llvm.getelementptr"(%62, %1139) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %1141 = "llvm.load"(%1140) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %1142 = "llvm.mul"(%278, %60) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1143 = "llvm.add"(%1142, %248) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1144 = "llvm.getelementptr"(%62, %1143) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %1145 = "llvm.load"(%1144) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %1146 = "llvm.mul"(%278, %60) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1147 = "llvm.add"(%1146, %250) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1148 = "llvm.getelementptr"(%62, %1147) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %1149 = "llvm.load"(%1148) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %1150 = "llvm.mul"(%232, %60) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1151 = "llvm.add"(%1150, %244) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1152 = "llvm.getelementptr"(%62, %1151) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %1153 = "llvm.load"(%1152) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %1154 = "llvm.mul"(%232, %60) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1155 = "llvm.add"(%1154, %246) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1156 = "llvm.getelementptr"(%62, %1155) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %1157 = "llvm.load"(%1156) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %1158 = "llvm.mul"(%232, %60) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1159 = "llvm.add"(%1158, %248) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1160 = "llvm.getelementptr"(%62, %1159) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %1161 = "llvm.load"(%1160) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %1162 = "llvm.mul"(%232, %60) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1163 = "llvm.add"(%1162, %250) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1164 = "llvm.getelementptr"(%62, %1163) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %1165 = "llvm.load"(%1164) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %1166 = "llvm.mul"(%280, %60) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1167 = "llvm.add"(%1166, %244) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1168 = "llvm.getelementptr"(%62, %1167) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %1169 = "llvm.load"(%1168) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %1170 = "llvm.mul"(%280, %60) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1171 = "llvm.add"(%1170, %246) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1172 = "llvm.getelementptr"(%62, %1171) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %1173 = "llvm.load"(%1172) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %1174 = "llvm.mul"(%280, %60) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1175 = "llvm.add"(%1174, %248) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1176 = "llvm.getelementptr"(%62, %1175) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %1177 = "llvm.load"(%1176) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %1178 = "llvm.mul"(%280, %60) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1179 = "llvm.add"(%1178, %250) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1180 = "llvm.getelementptr"(%62, %1179) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %1181 = "llvm.load"(%1180) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %1182 = "llvm.mul"(%234, %60) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1183 = "llvm.add"(%1182, %244) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1184 = "llvm.getelementptr"(%62, %1183) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %1185 = "llvm.load"(%1184) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %1186 = "llvm.mul"(%234, %60) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1187 = "llvm.add"(%1186, %246) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1188 = "llvm.getelementptr"(%62, %1187) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %1189 = "llvm.load"(%1188) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %1190 = "llvm.mul"(%234, %60) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1191 = "llvm.add"(%1190, %248) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1192 = "llvm.getelementptr"(%62, %1191) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %1193 = "llvm.load"(%1192) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %1194 = "llvm.mul"(%234, %60) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1195 = "llvm.add"(%1194, %250) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1196 = "llvm.getelementptr"(%62, %1195) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %1197 = "llvm.load"(%1196) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %1198 = "llvm.mul"(%282, %60) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1199 = "llvm.add"(%1198, %244) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1200 = "llvm.getelementptr"(%62, %1199) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %1201 = "llvm.load"(%1200) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %1202 = "llvm.mul"(%282, %60) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1203 = "llvm.add"(%1202, %246) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1204 = "llvm.getelementptr"(%62, %1203) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %1205 = "llvm.load"(%1204) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %1206 = "llvm.mul"(%282, %60) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1207 = "llvm.add"(%1206, %248) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1208 = "llvm.getelementptr"(%62, %1207) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %1209 = "llvm.load"(%1208) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %1210 = "llvm.mul"(%282, %60) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1211 = "llvm.add"(%1210, %250) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1212 = "llvm.getelementptr"(%62, %1211) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %1213 = "llvm.load"(%1212) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %1214 = "llvm.extractelement"(%705, %16) : (vector<1xf16>, i64) -> f16
    %1215 = "llvm.extractelement"(%709, %16) : (vector<1xf16>, i64) -> f16
    %1216 = "llvm.extractelement"(%713, %16) : (vector<1xf16>, i64) -> f16
    %1217 = "llvm.extractelement"(%717, %16) : (vector<1xf16>, i64) -> f16
    %1218 = "llvm.extractelement"(%721, %16) : (vector<1xf16>, i64) -> f16
    %1219 = "llvm.extractelement"(%725, %16) : (vector<1xf16>, i64) -> f16
    %1220 = "llvm.extractelement"(%729, %16) : (vector<1xf16>, i64) -> f16
    %1221 = "llvm.extractelement"(%733, %16) : (vector<1xf16>, i64) -> f16
    %1222 = "llvm.extractelement"(%737, %16) : (vector<1xf16>, i64) -> f16
    %1223 = "llvm.extractelement"(%741, %16) : (vector<1xf16>, i64) -> f16
    %1224 = "llvm.extractelement"(%745, %16) : (vector<1xf16>, i64) -> f16
    %1225 = "llvm.extractelement"(%749, %16) : (vector<1xf16>, i64) -> f16
    %1226 = "llvm.extractelement"(%753, %16) : (vector<1xf16>, i64) -> f16
    %1227 = "llvm.extractelement"(%757, %16) : (vector<1xf16>, i64) -> f16
    %1228 = "llvm.extractelement"(%761, %16) : (vector<1xf16>, i64) -> f16
    %1229 = "llvm.extractelement"(%765, %16) : (vector<1xf16>, i64) -> f16
    %1230 = "llvm.extractelement"(%769, %16) : (vector<1xf16>, i64) -> f16
    %1231 = "llvm.extractelement"(%773, %16) : (vector<1xf16>, i64) -> f16
    %1232 = "llvm.extractelement"(%777, %16) : (vector<1xf16>, i64) -> f16
    %1233 = "llvm.extractelement"(%781, %16) : (vector<1xf16>, i64) -> f16
    %1234 = "llvm.extractelement"(%785, %16) : (vector<1xf16>, i64) -> f16
    %1235 = "llvm.extractelement"(%789, %16) : (vector<1xf16>, i64) -> f16
    %1236 = "llvm.extractelement"(%793, %16) : (vector<1xf16>, i64) -> f16
    %1237 = "llvm.extractelement"(%797, %16) : (vector<1xf16>, i64) -> f16
    %1238 = "llvm.extractelement"(%801, %16) : (vector<1xf16>, i64) -> f16
    %1239 = "llvm.extractelement"(%805, %16) : (vector<1xf16>, i64) -> f16
    %1240 = "llvm.extractelement"(%809, %16) : (vector<1xf16>, i64) -> f16
    %1241 = "llvm.extractelement"(%813, %16) : (vector<1xf16>, i64) -> f16
    %1242 = "llvm.extractelement"(%817, %16) : (vector<1xf16>, i64) -> f16
    %1243 = "llvm.extractelement"(%821, %16) : (vector<1xf16>, i64) -> f16
    %1244 = "llvm.extractelement"(%825, %16) : (vector<1xf16>, i64) -> f16
    %1245 = "llvm.extractelement"(%829, %16) : (vector<1xf16>, i64) -> f16
    %1246 = "llvm.extractelement"(%833, %16) : (vector<1xf16>, i64) -> f16
    %1247 = "llvm.extractelement"(%837, %16) : (vector<1xf16>, i64) -> f16
    %1248 = "llvm.extractelement"(%841, %16) : (vector<1xf16>, i64) -> f16
    %1249 = "llvm.extractelement"(%845, %16) : (vector<1xf16>, i64) -> f16
    %1250 = "llvm.extractelement"(%849, %16) : (vector<1xf16>, i64) -> f16
    %1251 = "llvm.extractelement"(%853, %16) : (vector<1xf16>, i64) -> f16
    %1252 = "llvm.extractelement"(%857, %16) : (vector<1xf16>, i64) -> f16
    %1253 = "llvm.extractelement"(%861, %16) : (vector<1xf16>, i64) -> f16
    %1254 = "llvm.extractelement"(%865, %16) : (vector<1xf16>, i64) -> f16
    %1255 = "llvm.extractelement"(%869, %16) : (vector<1xf16>, i64) -> f16
    %1256 = "llvm.extractelement"(%873, %16) : (vector<1xf16>, i64) -> f16
    %1257 = "llvm.extractelement"(%877, %16) : (vector<1xf16>, i64) -> f16
    %1258 = "llvm.extractelement"(%881, %16) : (vector<1xf16>, i64) -> f16
    %1259 = "llvm.extractelement"(%885, %16) : (vector<1xf16>, i64) -> f16
    %1260 = "llvm.extractelement"(%889, %16) : (vector<1xf16>, i64) -> f16
    %1261 = "llvm.extractelement"(%893, %16) : (vector<1xf16>, i64) -> f16
    %1262 = "llvm.extractelement"(%897, %16) : (vector<1xf16>, i64) -> f16
    %1263 = "llvm.extractelement"(%901, %16) : (vector<1xf16>, i64) -> f16
    %1264 = "llvm.extractelement"(%905, %16) : (vector<1xf16>, i64) -> f16
    %1265 = "llvm.extractelement"(%909, %16) : (vector<1xf16>, i64) -> f16
    %1266 = "llvm.extractelement"(%913, %16) : (vector<1xf16>, i64) -> f16
    %1267 = "llvm.extractelement"(%917, %16) : (vector<1xf16>, i64) -> f16
    %1268 = "llvm.extractelement"(%921, %16) : (vector<1xf16>, i64) -> f16
    %1269 = "llvm.extractelement"(%925, %16) : (vector<1xf16>, i64) -> f16
    %1270 = "llvm.extractelement"(%929, %16) : (vector<1xf16>, i64) -> f16
    %1271 = "llvm.extractelement"(%933, %16) : (vector<1xf16>, i64) -> f16
    %1272 = "llvm.extractelement"(%937, %16) : (vector<1xf16>, i64) -> f16
    %1273 = "llvm.extractelement"(%941, %16) : (vector<1xf16>, i64) -> f16
    %1274 = "llvm.extractelement"(%945, %16) : (vector<1xf16>, i64) -> f16
    %1275 = "llvm.extractelement"(%949, %16) : (vector<1xf16>, i64) -> f16
    %1276 = "llvm.extractelement"(%953, %16) : (vector<1xf16>, i64) -> f16
    %1277 = "llvm.extractelement"(%957, %16) : (vector<1xf16>, i64) -> f16
    %1278 = "llvm.extractelement"(%961, %16) : (vector<1xf16>, i64) -> f16
    %1279 = "llvm.extractelement"(%965, %16) : (vector<1xf16>, i64) -> f16
    %1280 = "llvm.extractelement"(%969, %16) : (vector<1xf16>, i64) -> f16
    %1281 = "llvm.extractelement"(%973, %16) : (vector<1xf16>, i64) -> f16
    %1282 = "llvm.extractelement"(%977, %16) : (vector<1xf16>, i64) -> f16
    %1283 = "llvm.extractelement"(%981, %16) : (vector<1xf16>, i64) -> f16
    %1284 = "llvm.extractelement"(%985, %16) : (vector<1xf16>, i64) -> f16
    %1285 = "llvm.extractelement"(%989, %16) : (vector<1xf16>, i64) -> f16
    %1286 = "llvm.extractelement"(%993, %16) : (vector<1xf16>, i64) -> f16
    %1287 = "llvm.extractelement"(%997, %16) : (vector<1xf16>, i64) -> f16
    %1288 = "llvm.extractelement"(%1001, %16) : (vector<1xf16>, i64) -> f16
    %1289 = "llvm.extractelement"(%1005, %16) : (vector<1xf16>, i64) -> f16
    %1290 = "llvm.extractelement"(%1009, %16) : (vector<1xf16>, i64) -> f16
    %1291 = "llvm.extractelement"(%1013, %16) : (vector<1xf16>, i64) -> f16
    %1292 = "llvm.extractelement"(%1017, %16) : (vector<1xf16>, i64) -> f16
    %1293 = "llvm.extractelement"(%1021, %16) : (vector<1xf16>, i64) -> f16
    %1294 = "llvm.extractelement"(%1025, %16) : (vector<1xf16>, i64) -> f16
    %1295 = "llvm.extractelement"(%1029, %16) : (vector<1xf16>, i64) -> f16
    %1296 = "llvm.extractelement"(%1033, %16) : (vector<1xf16>, i64) -> f16
    %1297 = "llvm.extractelement"(%1037, %16) : (vector<1xf16>, i64) -> f16
    %1298 = "llvm.extractelement"(%1041, %16) : (vector<1xf16>, i64) -> f16
    %1299 = "llvm.extractelement"(%1045, %16) : (vector<1xf16>, i64) -> f16
    %1300 = "llvm.extractelement"(%1049, %16) : (vector<1xf16>, i64) -> f16
    %1301 = "llvm.extractelement"(%1053, %16) : (vector<1xf16>, i64) -> f16
    %1302 = "llvm.extractelement"(%1057, %16) : (vector<1xf16>, i64) -> f16
    %1303 = "llvm.extractelement"(%1061, %16) : (vector<1xf16>, i64) -> f16
    %1304 = "llvm.extractelement"(%1065, %16) : (vector<1xf16>, i64) -> f16
    %1305 = "llvm.extractelement"(%1069, %16) : (vector<1xf16>, i64) -> f16
    %1306 = "llvm.extractelement"(%1073, %16) : (vector<1xf16>, i64) -> f16
    %1307 = "llvm.extractelement"(%1077, %16) : (vector<1xf16>, i64) -> f16
    %1308 = "llvm.extractelement"(%1081, %16) : (vector<1xf16>, i64) -> f16
    %1309 = "llvm.extractelement"(%1085, %16) : (vector<1xf16>, i64) -> f16
    %1310 = "llvm.extractelement"(%1089, %16) : (vector<1xf16>, i64) -> f16
    %1311 = "llvm.extractelement"(%1093, %16) : (vector<1xf16>, i64) -> f16
    %1312 = "llvm.extractelement"(%1097, %16) : (vector<1xf16>, i64) -> f16
    %1313 = "llvm.extractelement"(%1101, %16) : (vector<1xf16>, i64) -> f16
    %1314 = "llvm.extractelement"(%1105, %16) : (vector<1xf16>, i64) -> f16
    %1315 = "llvm.extractelement"(%1109, %16) : (vector<1xf16>, i64) -> f16
    %1316 = "llvm.extractelement"(%1113, %16) : (vector<1xf16>, i64) -> f16
    %1317 = "llvm.extractelement"(%1117, %16) : (vector<1xf16>, i64) -> f16
    %1318 = "llvm.extractelement"(%1121, %16) : (vector<1xf16>, i64) -> f16
    %1319 = "llvm.extractelement"(%1125, %16) : (vector<1xf16>, i64) -> f16
    %1320 = "llvm.extractelement"(%1129, %16) : (vector<1xf16>, i64) -> f16
    %1321 = "llvm.extractelement"(%1133, %16) : (vector<1xf16>, i64) -> f16
    %1322 = "llvm.extractelement"(%1137, %16) : (vector<1xf16>, i64) -> f16
    %1323 = "llvm.extractelement"(%1141, %16) : (vector<1xf16>, i64) -> f16
    %1324 = "llvm.extractelement"(%1145, %16) : (vector<1xf16>, i64) -> f16
    %1325 = "llvm.extractelement"(%1149, %16) : (vector<1xf16>, i64) -> f16
    %1326 = "llvm.extractelement"(%1153, %16) : (vector<1xf16>, i64) -> f16
    %1327 = "llvm.extractelement"(%1157, %16) : (vector<1xf16>, i64) -> f16
    %1328 = "llvm.extractelement"(%1161, %16) : (vector<1xf16>, i64) -> f16
    %1329 = "llvm.extractelement"(%1165, %16) : (vector<1xf16>, i64) -> f16
    %1330 = "llvm.extractelement"(%1169, %16) : (vector<1xf16>, i64) -> f16
    %1331 = "llvm.extractelement"(%1173, %16) : (vector<1xf16>, i64) -> f16
    %1332 = "llvm.extractelement"(%1177, %16) : (vector<1xf16>, i64) -> f16
    %1333 = "llvm.extractelement"(%1181, %16) : (vector<1xf16>, i64) -> f16
    %1334 = "llvm.extractelement"(%1185, %16) : (vector<1xf16>, i64) -> f16
    %1335 = "llvm.extractelement"(%1189, %16) : (vector<1xf16>, i64) -> f16
    %1336 = "llvm.extractelement"(%1193, %16) : (vector<1xf16>, i64) -> f16
    %1337 = "llvm.extractelement"(%1197, %16) : (vector<1xf16>, i64) -> f16
    %1338 = "llvm.extractelement"(%1201, %16) : (vector<1xf16>, i64) -> f16
    %1339 = "llvm.extractelement"(%1205, %16) : (vector<1xf16>, i64) -> f16
    %1340 = "llvm.extractelement"(%1209, %16) : (vector<1xf16>, i64) -> f16
    %1341 = "llvm.extractelement"(%1213, %16) : (vector<1xf16>, i64) -> f16
    %1342 = "llvm.insertelement"(%3, %1214, %16) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1343 = "llvm.insertelement"(%1342, %1218, %61) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1344 = "llvm.insertelement"(%3, %1222, %16) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1345 = "llvm.insertelement"(%1344, %1226, %61) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1346 = "llvm.insertelement"(%3, %1215, %16) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1347 = "llvm.insertelement"(%1346, %1219, %61) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1348 = "llvm.insertelement"(%3, %1223, %16) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1349 = "llvm.insertelement"(%1348, %1227, %61) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1350 = "llvm.insertelement"(%3, %1216, %16) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1351 = "llvm.insertelement"(%1350, %1220, %61) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1352 = "llvm.insertelement"(%3, %1224, %16) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1353 = "llvm.insertelement"(%1352, %1228, %61) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1354 = "llvm.insertelement"(%3, %1217, %16) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1355 = "llvm.insertelement"(%1354, %1221, %61) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1356 = "llvm.insertelement"(%3, %1225, %16) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1357 = "llvm.insertelement"(%1356, %1229, %61) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1358 = "llvm.insertelement"(%3, %1230, %16) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1359 = "llvm.insertelement"(%1358, %1234, %61) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1360 = "llvm.insertelement"(%3, %1238, %16) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1361 = "llvm.insertelement"(%1360, %1242, %61) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1362 = "llvm.insertelement"(%3, %1231, %16) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1363 = "llvm.insertelement"(%1362, %1235, %61) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1364 = "llvm.insertelement"(%3, %1239, %16) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1365 = "llvm.insertelement"(%1364, %1243, %61) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1366 = "llvm.insertelement"(%3, %1232, %16) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1367 = "llvm.insertelement"(%1366, %1236, %61) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1368 = "llvm.insertelement"(%3, %1240, %16) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1369 = "llvm.insertelement"(%1368, %1244, %61) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1370 = "llvm.insertelement"(%3, %1233, %16) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1371 = "llvm.insertelement"(%1370, %1237, %61) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1372 = "llvm.insertelement"(%3, %1241, %16) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1373 = "llvm.insertelement"(%1372, %1245, %61) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1374 = "llvm.insertelement"(%3, %1246, %16) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1375 = "llvm.insertelement"(%1374, %1250, %61) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1376 = "llvm.insertelement"(%3, %1254, %16) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1377 = "llvm.insertelement"(%1376, %1258, %61) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1378 = "llvm.insertelement"(%3, %1247, %16) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1379 = "llvm.insertelement"(%1378, %1251, %61) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1380 = "llvm.insertelement"(%3, %1255, %16) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1381 = "llvm.insertelement"(%1380, %1259, %61) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1382 = "llvm.insertelement"(%3, %1248, %16) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1383 = "llvm.insertelement"(%1382, %1252, %61) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1384 = "llvm.insertelement"(%3, %1256, %16) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1385 = "llvm.insertelement"(%1384, %1260, %61) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1386 = "llvm.insertelement"(%3, %1249, %16) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1387 = "llvm.insertelement"(%1386, %1253, %61) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1388 = "llvm.insertelement"(%3, %1257, %16) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1389 = "llvm.insertelement"(%1388, %1261, %61) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1390 = "llvm.insertelement"(%3, %1262, %16) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1391 = "llvm.insertelement"(%1390, %1266, %61) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1392 = "llvm.insertelement"(%3, %1270, %16) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1393 = "llvm.insertelement"(%1392, %1274, %61) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1394 = "llvm.insertelement"(%3, %1263, %16) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1395 = "llvm.insertelement"(%1394, %1267, %61) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1396 = "llvm.insertelement"(%3, %1271, %16) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1397 = "llvm.insertelement"(%1396, %1275, %61) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1398 = "llvm.insertelement"(%3, %1264, %16) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1399 = "llvm.insertelement"(%1398, %1268, %61) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1400 = "llvm.insertelement"(%3, %1272, %16) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1401 = "llvm.insertelement"(%1400, %1276, %61) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1402 = "llvm.insertelement"(%3, %1265, %16) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1403 = "llvm.insertelement"(%1402, %1269, %61) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1404 = "llvm.insertelement"(%3, %1273, %16) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1405 = "llvm.insertelement"(%1404, %1277, %61) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1406 = "llvm.insertelement"(%3, %1278, %16) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1407 = "llvm.insertelement"(%1406, %1282, %61) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1408 = "llvm.insertelement"(%3, %1286, %16) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1409 = "llvm.insertelement"(%1408, %1290, %61) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1410 = "llvm.insertelement"(%3, %1279, %16) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1411 = "llvm.insertelement"(%1410, %1283, %61) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1412 = "llvm.insertelement"(%3, %1287, %16) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1413 = "llvm.insertelement"(%1412, %1291, %61) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1414 = "llvm.insertelement"(%3, %1280, %16) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1415 = "llvm.insertelement"(%1414, %1284, %61) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1416 = "llvm.insertelement"(%3, %1288, %16) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1417 = "llvm.insertelement"(%1416, %1292, %61) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1418 = "llvm.insertelement"(%3, %1281, %16) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1419 = "llvm.insertelement"(%1418, %1285, %61) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1420 = "llvm.insertelement"(%3, %1289, %16) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1421 = "llvm.insertelement"(%1420, %1293, %61) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1422 = "llvm.insertelement"(%3, %1294, %16) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1423 = "llvm.insertelement"(%1422, %1298, %61) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1424 = "llvm.insertelement"(%3, %1302, %16) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1425 = "llvm.insertelement"(%1424, %1306, %61) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1426 = "llvm.insertelement"(%3, %1295, %16) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1427 = "llvm.insertelement"(%1426, %1299, %61) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1428 = "llvm.insertelement"(%3, %1303, %16) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1429 = "llvm.insertelement"(%1428, %1307, %61) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1430 = "llvm.insertelement"(%3, %1296, %16) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1431 = "llvm.insertelement"(%1430, %1300, %61) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1432 = "llvm.insertelement"(%3, %1304, %16) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1433 = "llvm.insertelement"(%1432, %1308, %61) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1434 = "llvm.insertelement"(%3, %1297, %16) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1435 = "llvm.insertelement"(%1434, %1301, %61) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1436 = "llvm.insertelement"(%3, %1305, %16) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1437 = "llvm.insertelement"(%1436, %1309, %61) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1438 = "llvm.insertelement"(%3, %1310, %16) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1439 = "llvm.insertelement"(%1438, %1314, %61) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1440 = "llvm.insertelement"(%3, %1318, %16) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1441 = "llvm.insertelement"(%1440, %1322, %61) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1442 = "llvm.insertelement"(%3, %1311, %16) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1443 = "llvm.insertelement"(%1442, %1315, %61) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1444 = "llvm.insertelement"(%3, %1319, %16) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1445 = "llvm.insertelement"(%1444, %1323, %61) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1446 = "llvm.insertelement"(%3, %1312, %16) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1447 = "llvm.insertelement"(%1446, %1316, %61) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1448 = "llvm.insertelement"(%3, %1320, %16) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1449 = "llvm.insertelement"(%1448, %1324, %61) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1450 = "llvm.insertelement"(%3, %1313, %16) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1451 = "llvm.insertelement"(%1450, %1317, %61) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1452 = "llvm.insertelement"(%3, %1321, %16) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1453 = "llvm.insertelement"(%1452, %1325, %61) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1454 = "llvm.insertelement"(%3, %1326, %16) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1455 = "llvm.insertelement"(%1454, %1330, %61) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1456 = "llvm.insertelement"(%3, %1334, %16) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1457 = "llvm.insertelement"(%1456, %1338, %61) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1458 = "llvm.insertelement"(%3, %1327, %16) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1459 = "llvm.insertelement"(%1458, %1331, %61) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1460 = "llvm.insertelement"(%3, %1335, %16) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1461 = "llvm.insertelement"(%1460, %1339, %61) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1462 = "llvm.insertelement"(%3, %1328, %16) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1463 = "llvm.insertelement"(%1462, %1332, %61) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1464 = "llvm.insertelement"(%3, %1336, %16) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1465 = "llvm.insertelement"(%1464, %1340, %61) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1466 = "llvm.insertelement"(%3, %1329, %16) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1467 = "llvm.insertelement"(%1466, %1333, %61) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1468 = "llvm.insertelement"(%3, %1337, %16) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1469 = "llvm.insertelement"(%1468, %1341, %61) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1470 = "llvm.extractelement"(%298, %16) : (vector<2xf32>, i64) -> f32
    %1471 = "llvm.extractelement"(%298, %61) : (vector<2xf32>, i64) -> f32
    %1472 = "llvm.extractelement"(%299, %16) : (vector<2xf32>, i64) -> f32
    %1473 = "llvm.extractelement"(%299, %61) : (vector<2xf32>, i64) -> f32
    %1474 = "nvvm.mma.sync"(%449, %513, %453, %517, %1343, %1345, %1470, %1471, %1472, %1473) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %1475 = "llvm.extractvalue"(%1474) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1476 = "llvm.extractvalue"(%1474) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1477 = "llvm.insertelement"(%2, %1475, %19) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1478 = "llvm.insertelement"(%1477, %1476, %42) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1479 = "llvm.extractvalue"(%1474) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1480 = "llvm.extractvalue"(%1474) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1481 = "llvm.insertelement"(%2, %1479, %19) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1482 = "llvm.insertelement"(%1481, %1480, %42) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1483 = "llvm.extractelement"(%296, %16) : (vector<2xf32>, i64) -> f32
    %1484 = "llvm.extractelement"(%296, %61) : (vector<2xf32>, i64) -> f32
    %1485 = "llvm.extractelement"(%297, %16) : (vector<2xf32>, i64) -> f32
    %1486 = "llvm.extractelement"(%297, %61) : (vector<2xf32>, i64) -> f32
    %1487 = "nvvm.mma.sync"(%449, %513, %453, %517, %1347, %1349, %1483, %1484, %1485, %1486) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %1488 = "llvm.extractvalue"(%1487) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1489 = "llvm.extractvalue"(%1487) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1490 = "llvm.insertelement"(%2, %1488, %19) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1491 = "llvm.insertelement"(%1490, %1489, %42) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1492 = "llvm.extractvalue"(%1487) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1493 = "llvm.extractvalue"(%1487) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1494 = "llvm.insertelement"(%2, %1492, %19) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1495 = "llvm.insertelement"(%1494, %1493, %42) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1496 = "llvm.extractelement"(%294, %16) : (vector<2xf32>, i64) -> f32
    %1497 = "llvm.extractelement"(%294, %61) : (vector<2xf32>, i64) -> f32
    %1498 = "llvm.extractelement"(%295, %16) : (vector<2xf32>, i64) -> f32
    %1499 = "llvm.extractelement"(%295, %61) : (vector<2xf32>, i64) -> f32
    %1500 = "nvvm.mma.sync"(%449, %513, %453, %517, %1351, %1353, %1496, %1497, %1498, %1499) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %1501 = "llvm.extractvalue"(%1500) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1502 = "llvm.extractvalue"(%1500) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1503 = "llvm.insertelement"(%2, %1501, %19) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1504 = "llvm.insertelement"(%1503, %1502, %42) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1505 = "llvm.extractvalue"(%1500) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1506 = "llvm.extractvalue"(%1500) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1507 = "llvm.insertelement"(%2, %1505, %19) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1508 = "llvm.insertelement"(%1507, %1506, %42) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1509 = "llvm.extractelement"(%292, %16) : (vector<2xf32>, i64) -> f32
    %1510 = "llvm.extractelement"(%292, %61) : (vector<2xf32>, i64) -> f32
    %1511 = "llvm.extractelement"(%293, %16) : (vector<2xf32>, i64) -> f32
    %1512 = "llvm.extractelement"(%293, %61) : (vector<2xf32>, i64) -> f32
    %1513 = "nvvm.mma.sync"(%449, %513, %453, %517, %1355, %1357, %1509, %1510, %1511, %1512) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %1514 = "llvm.extractvalue"(%1513) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1515 = "llvm.extractvalue"(%1513) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1516 = "llvm.insertelement"(%2, %1514, %19) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1517 = "llvm.insertelement"(%1516, %1515, %42) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1518 = "llvm.extractvalue"(%1513) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1519 = "llvm.extractvalue"(%1513) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1520 = "llvm.insertelement"(%2, %1518, %19) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1521 = "llvm.insertelement"(%1520, %1519, %42) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1522 = "llvm.extractelement"(%290, %16) : (vector<2xf32>, i64) -> f32
    %1523 = "llvm.extractelement"(%290, %61) : (vector<2xf32>, i64) -> f32
    %1524 = "llvm.extractelement"(%291, %16) : (vector<2xf32>, i64) -> f32
    %1525 = "llvm.extractelement"(%291, %61) : (vector<2xf32>, i64) -> f32
    %1526 = "nvvm.mma.sync"(%577, %641, %581, %645, %1343, %1345, %1522, %1523, %1524, %1525) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %1527 = "llvm.extractvalue"(%1526) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1528 = "llvm.extractvalue"(%1526) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1529 = "llvm.insertelement"(%2, %1527, %19) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1530 = "llvm.insertelement"(%1529, %1528, %42) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1531 = "llvm.extractvalue"(%1526) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1532 = "llvm.extractvalue"(%1526) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1533 = "llvm.insertelement"(%2, %1531, %19) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1534 = "llvm.insertelement"(%1533, %1532, %42) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1535 = "llvm.extractelement"(%288, %16) : (vector<2xf32>, i64) -> f32
    %1536 = "llvm.extractelement"(%288, %61) : (vector<2xf32>, i64) -> f32
    %1537 = "llvm.extractelement"(%289, %16) : (vector<2xf32>, i64) -> f32
    %1538 = "llvm.extractelement"(%289, %61) : (vector<2xf32>, i64) -> f32
    %1539 = "nvvm.mma.sync"(%577, %641, %581, %645, %1347, %1349, %1535, %1536, %1537, %1538) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %1540 = "llvm.extractvalue"(%1539) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1541 = "llvm.extractvalue"(%1539) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1542 = "llvm.insertelement"(%2, %1540, %19) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1543 = "llvm.insertelement"(%1542, %1541, %42) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1544 = "llvm.extractvalue"(%1539) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1545 = "llvm.extractvalue"(%1539) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1546 = "llvm.insertelement"(%2, %1544, %19) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1547 = "llvm.insertelement"(%1546, %1545, %42) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1548 = "llvm.extractelement"(%286, %16) : (vector<2xf32>, i64) -> f32
    %1549 = "llvm.extractelement"(%286, %61) : (vector<2xf32>, i64) -> f32
    %1550 = "llvm.extractelement"(%287, %16) : (vector<2xf32>, i64) -> f32
    %1551 = "llvm.extractelement"(%287, %61) : (vector<2xf32>, i64) -> f32
    %1552 = "nvvm.mma.sync"(%577, %641, %581, %645, %1351, %1353, %1548, %1549, %1550, %1551) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %1553 = "llvm.extractvalue"(%1552) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1554 = "llvm.extractvalue"(%1552) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1555 = "llvm.insertelement"(%2, %1553, %19) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1556 = "llvm.insertelement"(%1555, %1554, %42) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1557 = "llvm.extractvalue"(%1552) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1558 = "llvm.extractvalue"(%1552) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1559 = "llvm.insertelement"(%2, %1557, %19) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1560 = "llvm.insertelement"(%1559, %1558, %42) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1561 = "llvm.extractelement"(%284, %16) : (vector<2xf32>, i64) -> f32
    %1562 = "llvm.extractelement"(%284, %61) : (vector<2xf32>, i64) -> f32
    %1563 = "llvm.extractelement"(%285, %16) : (vector<2xf32>, i64) -> f32
    %1564 = "llvm.extractelement"(%285, %61) : (vector<2xf32>, i64) -> f32
    %1565 = "nvvm.mma.sync"(%577, %641, %581, %645, %1355, %1357, %1561, %1562, %1563, %1564) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %1566 = "llvm.extractvalue"(%1565) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1567 = "llvm.extractvalue"(%1565) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1568 = "llvm.insertelement"(%2, %1566, %19) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1569 = "llvm.insertelement"(%1568, %1567, %42) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1570 = "llvm.extractvalue"(%1565) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1571 = "llvm.extractvalue"(%1565) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1572 = "llvm.insertelement"(%2, %1570, %19) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1573 = "llvm.insertelement"(%1572, %1571, %42) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1574 = "llvm.extractelement"(%1478, %16) : (vector<2xf32>, i64) -> f32
    %1575 = "llvm.extractelement"(%1478, %61) : (vector<2xf32>, i64) -> f32
    %1576 = "llvm.extractelement"(%1482, %16) : (vector<2xf32>, i64) -> f32
    %1577 = "llvm.extractelement"(%1482, %61) : (vector<2xf32>, i64) -> f32
    %1578 = "nvvm.mma.sync"(%457, %521, %461, %525, %1359, %1361, %1574, %1575, %1576, %1577) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %1579 = "llvm.extractvalue"(%1578) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1580 = "llvm.extractvalue"(%1578) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1581 = "llvm.insertelement"(%2, %1579, %19) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1582 = "llvm.insertelement"(%1581, %1580, %42) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1583 = "llvm.extractvalue"(%1578) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1584 = "llvm.extractvalue"(%1578) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1585 = "llvm.insertelement"(%2, %1583, %19) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1586 = "llvm.insertelement"(%1585, %1584, %42) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1587 = "llvm.extractelement"(%1491, %16) : (vector<2xf32>, i64) -> f32
    %1588 = "llvm.extractelement"(%1491, %61) : (vector<2xf32>, i64) -> f32
    %1589 = "llvm.extractelement"(%1495, %16) : (vector<2xf32>, i64) -> f32
    %1590 = "llvm.extractelement"(%1495, %61) : (vector<2xf32>, i64) -> f32
    %1591 = "nvvm.mma.sync"(%457, %521, %461, %525, %1363, %1365, %1587, %1588, %1589, %1590) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %1592 = "llvm.extractvalue"(%1591) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1593 = "llvm.extractvalue"(%1591) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1594 = "llvm.insertelement"(%2, %1592, %19) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1595 = "llvm.insertelement"(%1594, %1593, %42) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1596 = "llvm.extractvalue"(%1591) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1597 = "llvm.extractvalue"(%1591) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1598 = "llvm.insertelement"(%2, %1596, %19) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1599 = "llvm.insertelement"(%1598, %1597, %42) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1600 = "llvm.extractelement"(%1504, %16) : (vector<2xf32>, i64) -> f32
    %1601 = "llvm.extractelement"(%1504, %61) : (vector<2xf32>, i64) -> f32
    %1602 = "llvm.extractelement"(%1508, %16) : (vector<2xf32>, i64) -> f32
    %1603 = "llvm.extractelement"(%1508, %61) : (vector<2xf32>, i64) -> f32
    %1604 = "nvvm.mma.sync"(%457, %521, %461, %525, %1367, %1369, %1600, %1601, %1602, %1603) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %1605 = "llvm.extractvalue"(%1604) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1606 = "llvm.extractvalue"(%1604) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1607 = "llvm.insertelement"(%2, %1605, %19) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1608 = "llvm.insertelement"(%1607, %1606, %42) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1609 = "llvm.extractvalue"(%1604) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1610 = "llvm.extractvalue"(%1604) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1611 = "llvm.insertelement"(%2, %1609, %19) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1612 = "llvm.insertelement"(%1611, %1610, %42) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1613 = "llvm.extractelement"(%1517, %16) : (vector<2xf32>, i64) -> f32
    %1614 = "llvm.extractelement"(%1517, %61) : (vector<2xf32>, i64) -> f32
    %1615 = "llvm.extractelement"(%1521, %16) : (vector<2xf32>, i64) -> f32
    %1616 = "llvm.extractelement"(%1521, %61) : (vector<2xf32>, i64) -> f32
    %1617 = "nvvm.mma.sync"(%457, %521, %461, %525, %1371, %1373, %1613, %1614, %1615, %1616) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %1618 = "llvm.extractvalue"(%1617) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1619 = "llvm.extractvalue"(%1617) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1620 = "llvm.insertelement"(%2, %1618, %19) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1621 = "llvm.insertelement"(%1620, %1619, %42) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1622 = "llvm.extractvalue"(%1617) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1623 = "llvm.extractvalue"(%1617) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1624 = "llvm.insertelement"(%2, %1622, %19) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1625 = "llvm.insertelement"(%1624, %1623, %42) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1626 = "llvm.extractelement"(%1530, %16) : (vector<2xf32>, i64) -> f32
    %1627 = "llvm.extractelement"(%1530, %61) : (vector<2xf32>, i64) -> f32
    %1628 = "llvm.extractelement"(%1534, %16) : (vector<2xf32>, i64) -> f32
    %1629 = "llvm.extractelement"(%1534, %61) : (vector<2xf32>, i64) -> f32
    %1630 = "nvvm.mma.sync"(%585, %649, %589, %653, %1359, %1361, %1626, %1627, %1628, %1629) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %1631 = "llvm.extractvalue"(%1630) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1632 = "llvm.extractvalue"(%1630) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1633 = "llvm.insertelement"(%2, %1631, %19) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1634 = "llvm.insertelement"(%1633, %1632, %42) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1635 = "llvm.extractvalue"(%1630) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1636 = "llvm.extractvalue"(%1630) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1637 = "llvm.insertelement"(%2, %1635, %19) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1638 = "llvm.insertelement"(%1637, %1636, %42) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1639 = "llvm.extractelement"(%1543, %16) : (vector<2xf32>, i64) -> f32
    %1640 = "llvm.extractelement"(%1543, %61) : (vector<2xf32>, i64) -> f32
    %1641 = "llvm.extractelement"(%1547, %16) : (vector<2xf32>, i64) -> f32
    %1642 = "llvm.extractelement"(%1547, %61) : (vector<2xf32>, i64) -> f32
    %1643 = "nvvm.mma.sync"(%585, %649, %589, %653, %1363, %1365, %1639, %1640, %1641, %1642) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %1644 = "llvm.extractvalue"(%1643) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1645 = "llvm.extractvalue"(%1643) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1646 = "llvm.insertelement"(%2, %1644, %19) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1647 = "llvm.insertelement"(%1646, %1645, %42) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1648 = "llvm.extractvalue"(%1643) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1649 = "llvm.extractvalue"(%1643) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1650 = "llvm.insertelement"(%2, %1648, %19) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1651 = "llvm.insertelement"(%1650, %1649, %42) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1652 = "llvm.extractelement"(%1556, %16) : (vector<2xf32>, i64) -> f32
    %1653 = "llvm.extractelement"(%1556, %61) : (vector<2xf32>, i64) -> f32
    %1654 = "llvm.extractelement"(%1560, %16) : (vector<2xf32>, i64) -> f32
    %1655 = "llvm.extractelement"(%1560, %61) : (vector<2xf32>, i64) -> f32
    %1656 = "nvvm.mma.sync"(%585, %649, %589, %653, %1367, %1369, %1652, %1653, %1654, %1655) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %1657 = "llvm.extractvalue"(%1656) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1658 = "llvm.extractvalue"(%1656) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1659 = "llvm.insertelement"(%2, %1657, %19) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1660 = "llvm.insertelement"(%1659, %1658, %42) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1661 = "llvm.extractvalue"(%1656) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1662 = "llvm.extractvalue"(%1656) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1663 = "llvm.insertelement"(%2, %1661, %19) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1664 = "llvm.insertelement"(%1663, %1662, %42) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1665 = "llvm.extractelement"(%1569, %16) : (vector<2xf32>, i64) -> f32
    %1666 = "llvm.extractelement"(%1569, %61) : (vector<2xf32>, i64) -> f32
    %1667 = "llvm.extractelement"(%1573, %16) : (vector<2xf32>, i64) -> f32
    %1668 = "llvm.extractelement"(%1573, %61) : (vector<2xf32>, i64) -> f32
    %1669 = "nvvm.mma.sync"(%585, %649, %589, %653, %1371, %1373, %1665, %1666, %1667, %1668) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %1670 = "llvm.extractvalue"(%1669) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1671 = "llvm.extractvalue"(%1669) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1672 = "llvm.insertelement"(%2, %1670, %19) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1673 = "llvm.insertelement"(%1672, %1671, %42) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1674 = "llvm.extractvalue"(%1669) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1675 = "llvm.extractvalue"(%1669) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1676 = "llvm.insertelement"(%2, %1674, %19) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1677 = "llvm.insertelement"(%1676, %1675, %42) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1678 = "llvm.extractelement"(%1582, %16) : (vector<2xf32>, i64) -> f32
    %1679 = "llvm.extractelement"(%1582, %61) : (vector<2xf32>, i64) -> f32
    %1680 = "llvm.extractelement"(%1586, %16) : (vector<2xf32>, i64) -> f32
    %1681 = "llvm.extractelement"(%1586, %61) : (vector<2xf32>, i64) -> f32
    %1682 = "nvvm.mma.sync"(%465, %529, %469, %533, %1375, %1377, %1678, %1679, %1680, %1681) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %1683 = "llvm.extractvalue"(%1682) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1684 = "llvm.extractvalue"(%1682) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1685 = "llvm.insertelement"(%2, %1683, %19) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1686 = "llvm.insertelement"(%1685, %1684, %42) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1687 = "llvm.extractvalue"(%1682) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1688 = "llvm.extractvalue"(%1682) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1689 = "llvm.insertelement"(%2, %1687, %19) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1690 = "llvm.insertelement"(%1689, %1688, %42) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1691 = "llvm.extractelement"(%1595, %16) : (vector<2xf32>, i64) -> f32
    %1692 = "llvm.extractelement"(%1595, %61) : (vector<2xf32>, i64) -> f32
    %1693 = "llvm.extractelement"(%1599, %16) : (vector<2xf32>, i64) -> f32
    %1694 = "llvm.extractelement"(%1599, %61) : (vector<2xf32>, i64) -> f32
    %1695 = "nvvm.mma.sync"(%465, %529, %469, %533, %1379, %1381, %1691, %1692, %1693, %1694) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %1696 = "llvm.extractvalue"(%1695) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1697 = "llvm.extractvalue"(%1695) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1698 = "llvm.insertelement"(%2, %1696, %19) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1699 = "llvm.insertelement"(%1698, %1697, %42) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1700 = "llvm.extractvalue"(%1695) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1701 = "llvm.extractvalue"(%1695) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1702 = "llvm.insertelement"(%2, %1700, %19) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1703 = "llvm.insertelement"(%1702, %1701, %42) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1704 = "llvm.extractelement"(%1608, %16) : (vector<2xf32>, i64) -> f32
    %1705 = "llvm.extractelement"(%1608, %61) : (vector<2xf32>, i64) -> f32
    %1706 = "llvm.extractelement"(%1612, %16) : (vector<2xf32>, i64) -> f32
    %1707 = "llvm.extractelement"(%1612, %61) : (vector<2xf32>, i64) -> f32
    %1708 = "nvvm.mma.sync"(%465, %529, %469, %533, %1383, %1385, %1704, %1705, %1706, %1707) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %1709 = "llvm.extractvalue"(%1708) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1710 = "llvm.extractvalue"(%1708) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1711 = "llvm.insertelement"(%2, %1709, %19) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1712 = "llvm.insertelement"(%1711, %1710, %42) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1713 = "llvm.extractvalue"(%1708) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1714 = "llvm.extractvalue"(%1708) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1715 = "llvm.insertelement"(%2, %1713, %19) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1716 = "llvm.insertelement"(%1715, %1714, %42) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1717 = "llvm.extractelement"(%1621, %16) : (vector<2xf32>, i64) -> f32
    %1718 = "llvm.extractelement"(%1621, %61) : (vector<2xf32>, i64) -> f32
    %1719 = "llvm.extractelement"(%1625, %16) : (vector<2xf32>, i64) -> f32
    %1720 = "llvm.extractelement"(%1625, %61) : (vector<2xf32>, i64) -> f32
    %1721 = "nvvm.mma.sync"(%465, %529, %469, %533, %1387, %1389, %1717, %1718, %1719, %1720) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %1722 = "llvm.extractvalue"(%1721) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1723 = "llvm.extractvalue"(%1721) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1724 = "llvm.insertelement"(%2, %1722, %19) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1725 = "llvm.insertelement"(%1724, %1723, %42) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1726 = "llvm.extractvalue"(%1721) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1727 = "llvm.extractvalue"(%1721) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1728 = "llvm.insertelement"(%2, %1726, %19) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1729 = "llvm.insertelement"(%1728, %1727, %42) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1730 = "llvm.extractelement"(%1634, %16) : (vector<2xf32>, i64) -> f32
    %1731 = "llvm.extractelement"(%1634, %61) : (vector<2xf32>, i64) -> f32
    %1732 = "llvm.extractelement"(%1638, %16) : (vector<2xf32>, i64) -> f32
    %1733 = "llvm.extractelement"(%1638, %61) : (vector<2xf32>, i64) -> f32
    %1734 = "nvvm.mma.sync"(%593, %657, %597, %661, %1375, %1377, %1730, %1731, %1732, %1733) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %1735 = "llvm.extractvalue"(%1734) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1736 = "llvm.extractvalue"(%1734) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1737 = "llvm.insertelement"(%2, %1735, %19) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1738 = "llvm.insertelement"(%1737, %1736, %42) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1739 = "llvm.extractvalue"(%1734) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1740 = "llvm.extractvalue"(%1734) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1741 = "llvm.insertelement"(%2, %1739, %19) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1742 = "llvm.insertelement"(%1741, %1740, %42) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1743 = "llvm.extractelement"(%1647, %16) : (vector<2xf32>, i64) -> f32
    %1744 = "llvm.extractelement"(%1647, %61) : (vector<2xf32>, i64) -> f32
    %1745 = "llvm.extractelement"(%1651, %16) : (vector<2xf32>, i64) -> f32
    %1746 = "llvm.extractelement"(%1651, %61) : (vector<2xf32>, i64) -> f32
    %1747 = "nvvm.mma.sync"(%593, %657, %597, %661, %1379, %1381, %1743, %1744, %1745, %1746) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %1748 = "llvm.extractvalue"(%1747) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1749 = "llvm.extractvalue"(%1747) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1750 = "llvm.insertelement"(%2, %1748, %19) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1751 = "llvm.insertelement"(%1750, %1749, %42) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1752 = "llvm.extractvalue"(%1747) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1753 = "llvm.extractvalue"(%1747) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1754 = "llvm.insertelement"(%2, %1752, %19) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1755 = "llvm.insertelement"(%1754, %1753, %42) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1756 = "llvm.extractelement"(%1660, %16) : (vector<2xf32>, i64) -> f32
    %1757 = "llvm.extractelement"(%1660, %61) : (vector<2xf32>, i64) -> f32
    %1758 = "llvm.extractelement"(%1664, %16) : (vector<2xf32>, i64) -> f32
    %1759 = "llvm.extractelement"(%1664, %61) : (vector<2xf32>, i64) -> f32
    %1760 = "nvvm.mma.sync"(%593, %657, %597, %661, %1383, %1385, %1756, %1757, %1758, %1759) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %1761 = "llvm.extractvalue"(%1760) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1762 = "llvm.extractvalue"(%1760) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1763 = "llvm.insertelement"(%2, %1761, %19) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1764 = "llvm.insertelement"(%1763, %1762, %42) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1765 = "llvm.extractvalue"(%1760) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1766 = "llvm.extractvalue"(%1760) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1767 = "llvm.insertelement"(%2, %1765, %19) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1768 = "llvm.insertelement"(%1767, %1766, %42) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1769 = "llvm.extractelement"(%1673, %16) : (vector<2xf32>, i64) -> f32
    %1770 = "llvm.extractelement"(%1673, %61) : (vector<2xf32>, i64) -> f32
    %1771 = "llvm.extractelement"(%1677, %16) : (vector<2xf32>, i64) -> f32
    %1772 = "llvm.extractelement"(%1677, %61) : (vector<2xf32>, i64) -> f32
    %1773 = "nvvm.mma.sync"(%593, %657, %597, %661, %1387, %1389, %1769, %1770, %1771, %1772) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %1774 = "llvm.extractvalue"(%1773) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1775 = "llvm.extractvalue"(%1773) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1776 = "llvm.insertelement"(%2, %1774, %19) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1777 = "llvm.insertelement"(%1776, %1775, %42) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1778 = "llvm.extractvalue"(%1773) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1779 = "llvm.extractvalue"(%1773) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1780 = "llvm.insertelement"(%2, %1778, %19) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1781 = "llvm.insertelement"(%1780, %1779, %42) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1782 = "llvm.extractelement"(%1686, %16) : (vector<2xf32>, i64) -> f32
    %1783 = "llvm.extractelement"(%1686, %61) : (vector<2xf32>, i64) -> f32
    %1784 = "llvm.extractelement"(%1690, %16) : (vector<2xf32>, i64) -> f32
    %1785 = "llvm.extractelement"(%1690, %61) : (vector<2xf32>, i64) -> f32
    %1786 = "nvvm.mma.sync"(%473, %537, %477, %541, %1391, %1393, %1782, %1783, %1784, %1785) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %1787 = "llvm.extractvalue"(%1786) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1788 = "llvm.extractvalue"(%1786) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1789 = "llvm.insertelement"(%2, %1787, %19) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1790 = "llvm.insertelement"(%1789, %1788, %42) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1791 = "llvm.extractvalue"(%1786) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1792 = "llvm.extractvalue"(%1786) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1793 = "llvm.insertelement"(%2, %1791, %19) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1794 = "llvm.insertelement"(%1793, %1792, %42) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1795 = "llvm.extractelement"(%1699, %16) : (vector<2xf32>, i64) -> f32
    %1796 = "llvm.extractelement"(%1699, %61) : (vector<2xf32>, i64) -> f32
    %1797 = "llvm.extractelement"(%1703, %16) : (vector<2xf32>, i64) -> f32
    %1798 = "llvm.extractelement"(%1703, %61) : (vector<2xf32>, i64) -> f32
    %1799 = "nvvm.mma.sync"(%473, %537, %477, %541, %1395, %1397, %1795, %1796, %1797, %1798) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %1800 = "llvm.extractvalue"(%1799) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1801 = "llvm.extractvalue"(%1799) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1802 = "llvm.insertelement"(%2, %1800, %19) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1803 = "llvm.insertelement"(%1802, %1801, %42) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1804 = "llvm.extractvalue"(%1799) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1805 = "llvm.extractvalue"(%1799) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1806 = "llvm.insertelement"(%2, %1804, %19) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1807 = "llvm.insertelement"(%1806, %1805, %42) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1808 = "llvm.extractelement"(%1712, %16) : (vector<2xf32>, i64) -> f32
    %1809 = "llvm.extractelement"(%1712, %61) : (vector<2xf32>, i64) -> f32
    %1810 = "llvm.extractelement"(%1716, %16) : (vector<2xf32>, i64) -> f32
    %1811 = "llvm.extractelement"(%1716, %61) : (vector<2xf32>, i64) -> f32
    %1812 = "nvvm.mma.sync"(%473, %537, %477, %541, %1399, %1401, %1808, %1809, %1810, %1811) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %1813 = "llvm.extractvalue"(%1812) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1814 = "llvm.extractvalue"(%1812) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1815 = "llvm.insertelement"(%2, %1813, %19) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1816 = "llvm.insertelement"(%1815, %1814, %42) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1817 = "llvm.extractvalue"(%1812) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1818 = "llvm.extractvalue"(%1812) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1819 = "llvm.insertelement"(%2, %1817, %19) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1820 = "llvm.insertelement"(%1819, %1818, %42) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1821 = "llvm.extractelement"(%1725, %16) : (vector<2xf32>, i64) -> f32
    %1822 = "llvm.extractelement"(%1725, %61) : (vector<2xf32>, i64) -> f32
    %1823 = "llvm.extractelement"(%1729, %16) : (vector<2xf32>, i64) -> f32
    %1824 = "llvm.extractelement"(%1729, %61) : (vector<2xf32>, i64) -> f32
    %1825 = "nvvm.mma.sync"(%473, %537, %477, %541, %1403, %1405, %1821, %1822, %1823, %1824) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %1826 = "llvm.extractvalue"(%1825) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1827 = "llvm.extractvalue"(%1825) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1828 = "llvm.insertelement"(%2, %1826, %19) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1829 = "llvm.insertelement"(%1828, %1827, %42) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1830 = "llvm.extractvalue"(%1825) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1831 = "llvm.extractvalue"(%1825) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1832 = "llvm.insertelement"(%2, %1830, %19) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1833 = "llvm.insertelement"(%1832, %1831, %42) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1834 = "llvm.extractelement"(%1738, %16) : (vector<2xf32>, i64) -> f32
    %1835 = "llvm.extractelement"(%1738, %61) : (vector<2xf32>, i64) -> f32
    %1836 = "llvm.extractelement"(%1742, %16) : (vector<2xf32>, i64) -> f32
    %1837 = "llvm.extractelement"(%1742, %61) : (vector<2xf32>, i64) -> f32
    %1838 = "nvvm.mma.sync"(%601, %665, %605, %669, %1391, %1393, %1834, %1835, %1836, %1837) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %1839 = "llvm.extractvalue"(%1838) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1840 = "llvm.extractvalue"(%1838) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1841 = "llvm.insertelement"(%2, %1839, %19) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1842 = "llvm.insertelement"(%1841, %1840, %42) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1843 = "llvm.extractvalue"(%1838) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1844 = "llvm.extractvalue"(%1838) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1845 = "llvm.insertelement"(%2, %1843, %19) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1846 = "llvm.insertelement"(%1845, %1844, %42) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1847 = "llvm.extractelement"(%1751, %16) : (vector<2xf32>, i64) -> f32
    %1848 = "llvm.extractelement"(%1751, %61) : (vector<2xf32>, i64) -> f32
    %1849 = "llvm.extractelement"(%1755, %16) : (vector<2xf32>, i64) -> f32
    %1850 = "llvm.extractelement"(%1755, %61) : (vector<2xf32>, i64) -> f32
    %1851 = "nvvm.mma.sync"(%601, %665, %605, %669, %1395, %1397, %1847, %1848, %1849, %1850) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %1852 = "llvm.extractvalue"(%1851) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1853 = "llvm.extractvalue"(%1851) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1854 = "llvm.insertelement"(%2, %1852, %19) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1855 = "llvm.insertelement"(%1854, %1853, %42) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1856 = "llvm.extractvalue"(%1851) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1857 = "llvm.extractvalue"(%1851) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1858 = "llvm.insertelement"(%2, %1856, %19) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1859 = "llvm.insertelement"(%1858, %1857, %42) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1860 = "llvm.extractelement"(%1764, %16) : (vector<2xf32>, i64) -> f32
    %1861 = "llvm.extractelement"(%1764, %61) : (vector<2xf32>, i64) -> f32
    %1862 = "llvm.extractelement"(%1768, %16) : (vector<2xf32>, i64) -> f32
    %1863 = "llvm.extractelement"(%1768, %61) : (vector<2xf32>, i64) -> f32
    %1864 = "nvvm.mma.sync"(%601, %665, %605, %669, %1399, %1401, %1860, %1861, %1862, %1863) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %1865 = "llvm.extractvalue"(%1864) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1866 = "llvm.extractvalue"(%1864) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1867 = "llvm.insertelement"(%2, %1865, %19) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1868 = "llvm.insertelement"(%1867, %1866, %42) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1869 = "llvm.extractvalue"(%1864) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1870 = "llvm.extractvalue"(%1864) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1871 = "llvm.insertelement"(%2, %1869, %19) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1872 = "llvm.insertelement"(%1871, %1870, %42) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1873 = "llvm.extractelement"(%1777, %16) : (vector<2xf32>, i64) -> f32
    %1874 = "llvm.extractelement"(%1777, %61) : (vector<2xf32>, i64) -> f32
    %1875 = "llvm.extractelement"(%1781, %16) : (vector<2xf32>, i64) -> f32
    %1876 = "llvm.extractelement"(%1781, %61) : (vector<2xf32>, i64) -> f32
    %1877 = "nvvm.mma.sync"(%601, %665, %605, %669, %1403, %1405, %1873, %1874, %1875, %1876) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %1878 = "llvm.extractvalue"(%1877) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1879 = "llvm.extractvalue"(%1877) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1880 = "llvm.insertelement"(%2, %1878, %19) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1881 = "llvm.insertelement"(%1880, %1879, %42) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1882 = "llvm.extractvalue"(%1877) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1883 = "llvm.extractvalue"(%1877) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1884 = "llvm.insertelement"(%2, %1882, %19) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1885 = "llvm.insertelement"(%1884, %1883, %42) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1886 = "llvm.extractelement"(%1790, %16) : (vector<2xf32>, i64) -> f32
    %1887 = "llvm.extractelement"(%1790, %61) : (vector<2xf32>, i64) -> f32
    %1888 = "llvm.extractelement"(%1794, %16) : (vector<2xf32>, i64) -> f32
    %1889 = "llvm.extractelement"(%1794, %61) : (vector<2xf32>, i64) -> f32
    %1890 = "nvvm.mma.sync"(%481, %545, %485, %549, %1407, %1409, %1886, %1887, %1888, %1889) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %1891 = "llvm.extractvalue"(%1890) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1892 = "llvm.extractvalue"(%1890) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1893 = "llvm.insertelement"(%2, %1891, %19) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1894 = "llvm.insertelement"(%1893, %1892, %42) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1895 = "llvm.extractvalue"(%1890) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1896 = "llvm.extractvalue"(%1890) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1897 = "llvm.insertelement"(%2, %1895, %19) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1898 = "llvm.insertelement"(%1897, %1896, %42) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1899 = "llvm.extractelement"(%1803, %16) : (vector<2xf32>, i64) -> f32
    %1900 = "llvm.extractelement"(%1803, %61) : (vector<2xf32>, i64) -> f32
    %1901 = "llvm.extractelement"(%1807, %16) : (vector<2xf32>, i64) -> f32
    %1902 = "llvm.extractelement"(%1807, %61) : (vector<2xf32>, i64) -> f32
    %1903 = "nvvm.mma.sync"(%481, %545, %485, %549, %1411, %1413, %1899, %1900, %1901, %1902) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %1904 = "llvm.extractvalue"(%1903) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1905 = "llvm.extractvalue"(%1903) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1906 = "llvm.insertelement"(%2, %1904, %19) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1907 = "llvm.insertelement"(%1906, %1905, %42) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1908 = "llvm.extractvalue"(%1903) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1909 = "llvm.extractvalue"(%1903) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1910 = "llvm.insertelement"(%2, %1908, %19) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1911 = "llvm.insertelement"(%1910, %1909, %42) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1912 = "llvm.extractelement"(%1816, %16) : (vector<2xf32>, i64) -> f32
    %1913 = "llvm.extractelement"(%1816, %61) : (vector<2xf32>, i64) -> f32
    %1914 = "llvm.extractelement"(%1820, %16) : (vector<2xf32>, i64) -> f32
    %1915 = "llvm.extractelement"(%1820, %61) : (vector<2xf32>, i64) -> f32
    %1916 = "nvvm.mma.sync"(%481, %545, %485, %549, %1415, %1417, %1912, %1913, %1914, %1915) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %1917 = "llvm.extractvalue"(%1916) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1918 = "llvm.extractvalue"(%1916) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1919 = "llvm.insertelement"(%2, %1917, %19) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1920 = "llvm.insertelement"(%1919, %1918, %42) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1921 = "llvm.extractvalue"(%1916) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1922 = "llvm.extractvalue"(%1916) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1923 = "llvm.insertelement"(%2, %1921, %19) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1924 = "llvm.insertelement"(%1923, %1922, %42) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1925 = "llvm.extractelement"(%1829, %16) : (vector<2xf32>, i64) -> f32
    %1926 = "llvm.extractelement"(%1829, %61) : (vector<2xf32>, i64) -> f32
    %1927 = "llvm.extractelement"(%1833, %16) : (vector<2xf32>, i64) -> f32
    %1928 = "llvm.extractelement"(%1833, %61) : (vector<2xf32>, i64) -> f32
    %1929 = "nvvm.mma.sync"(%481, %545, %485, %549, %1419, %1421, %1925, %1926, %1927, %1928) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %1930 = "llvm.extractvalue"(%1929) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1931 = "llvm.extractvalue"(%1929) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1932 = "llvm.insertelement"(%2, %1930, %19) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1933 = "llvm.insertelement"(%1932, %1931, %42) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1934 = "llvm.extractvalue"(%1929) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1935 = "llvm.extractvalue"(%1929) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1936 = "llvm.insertelement"(%2, %1934, %19) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1937 = "llvm.insertelement"(%1936, %1935, %42) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1938 = "llvm.extractelement"(%1842, %16) : (vector<2xf32>, i64) -> f32
    %1939 = "llvm.extractelement"(%1842, %61) : (vector<2xf32>, i64) -> f32
    %1940 = "llvm.extractelement"(%1846, %16) : (vector<2xf32>, i64) -> f32
    %1941 = "llvm.extractelement"(%1846, %61) : (vector<2xf32>, i64) -> f32
    %1942 = "nvvm.mma.sync"(%609, %673, %613, %677, %1407, %1409, %1938, %1939, %1940, %1941) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %1943 = "llvm.extractvalue"(%1942) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1944 = "llvm.extractvalue"(%1942) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1945 = "llvm.insertelement"(%2, %1943, %19) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1946 = "llvm.insertelement"(%1945, %1944, %42) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1947 = "llvm.extractvalue"(%1942) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1948 = "llvm.extractvalue"(%1942) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1949 = "llvm.insertelement"(%2, %1947, %19) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1950 = "llvm.insertelement"(%1949, %1948, %42) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1951 = "llvm.extractelement"(%1855, %16) : (vector<2xf32>, i64) -> f32
    %1952 = "llvm.extractelement"(%1855, %61) : (vector<2xf32>, i64) -> f32
    %1953 = "llvm.extractelement"(%1859, %16) : (vector<2xf32>, i64) -> f32
    %1954 = "llvm.extractelement"(%1859, %61) : (vector<2xf32>, i64) -> f32
    %1955 = "nvvm.mma.sync"(%609, %673, %613, %677, %1411, %1413, %1951, %1952, %1953, %1954) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %1956 = "llvm.extractvalue"(%1955) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1957 = "llvm.extractvalue"(%1955) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1958 = "llvm.insertelement"(%2, %1956, %19) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1959 = "llvm.insertelement"(%1958, %1957, %42) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1960 = "llvm.extractvalue"(%1955) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1961 = "llvm.extractvalue"(%1955) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1962 = "llvm.insertelement"(%2, %1960, %19) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1963 = "llvm.insertelement"(%1962, %1961, %42) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1964 = "llvm.extractelement"(%1868, %16) : (vector<2xf32>, i64) -> f32
    %1965 = "llvm.extractelement"(%1868, %61) : (vector<2xf32>, i64) -> f32
    %1966 = "llvm.extractelement"(%1872, %16) : (vector<2xf32>, i64) -> f32
    %1967 = "llvm.extractelement"(%1872, %61) : (vector<2xf32>, i64) -> f32
    %1968 = "nvvm.mma.sync"(%609, %673, %613, %677, %1415, %1417, %1964, %1965, %1966, %1967) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %1969 = "llvm.extractvalue"(%1968) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1970 = "llvm.extractvalue"(%1968) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1971 = "llvm.insertelement"(%2, %1969, %19) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1972 = "llvm.insertelement"(%1971, %1970, %42) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1973 = "llvm.extractvalue"(%1968) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1974 = "llvm.extractvalue"(%1968) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1975 = "llvm.insertelement"(%2, %1973, %19) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1976 = "llvm.insertelement"(%1975, %1974, %42) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1977 = "llvm.extractelement"(%1881, %16) : (vector<2xf32>, i64) -> f32
    %1978 = "llvm.extractelement"(%1881, %61) : (vector<2xf32>, i64) -> f32
    %1979 = "llvm.extractelement"(%1885, %16) : (vector<2xf32>, i64) -> f32
    %1980 = "llvm.extractelement"(%1885, %61) : (vector<2xf32>, i64) -> f32
    %1981 = "nvvm.mma.sync"(%609, %673, %613, %677, %1419, %1421, %1977, %1978, %1979, %1980) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %1982 = "llvm.extractvalue"(%1981) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1983 = "llvm.extractvalue"(%1981) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1984 = "llvm.insertelement"(%2, %1982, %19) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1985 = "llvm.insertelement"(%1984, %1983, %42) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1986 = "llvm.extractvalue"(%1981) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1987 = "llvm.extractvalue"(%1981) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1988 = "llvm.insertelement"(%2, %1986, %19) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1989 = "llvm.insertelement"(%1988, %1987, %42) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1990 = "llvm.extractelement"(%1894, %16) : (vector<2xf32>, i64) -> f32
    %1991 = "llvm.extractelement"(%1894, %61) : (vector<2xf32>, i64) -> f32
    %1992 = "llvm.extractelement"(%1898, %16) : (vector<2xf32>, i64) -> f32
    %1993 = "llvm.extractelement"(%1898, %61) : (vector<2xf32>, i64) -> f32
    %1994 = "nvvm.mma.sync"(%489, %553, %493, %557, %1423, %1425, %1990, %1991, %1992, %1993) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %1995 = "llvm.extractvalue"(%1994) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1996 = "llvm.extractvalue"(%1994) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1997 = "llvm.insertelement"(%2, %1995, %19) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1998 = "llvm.insertelement"(%1997, %1996, %42) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1999 = "llvm.extractvalue"(%1994) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %2000 = "llvm.extractvalue"(%1994) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %2001 = "llvm.insertelement"(%2, %1999, %19) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %2002 = "llvm.insertelement"(%2001, %2000, %42) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %2003 = "llvm.extractelement"(%1907, %16) : (vector<2xf32>, i64) -> f32
    %2004 = "llvm.extractelement"(%1907, %61) : (vector<2xf32>, i64) -> f32
    %2005 = "llvm.extractelement"(%1911, %16) : (vector<2xf32>, i64) -> f32
    %2006 = "llvm.extractelement"(%1911, %61) : (vector<2xf32>, i64) -> f32
    %2007 = "nvvm.mma.sync"(%489, %553, %493, %557, %1427, %1429, %2003, %2004, %2005, %2006) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %2008 = "llvm.extractvalue"(%2007) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %2009 = "llvm.extractvalue"(%2007) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %2010 = "llvm.insertelement"(%2, %2008, %19) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %2011 = "llvm.insertelement"(%2010, %2009, %42) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %2012 = "llvm.extractvalue"(%2007) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %2013 = "llvm.extractvalue"(%2007) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %2014 = "llvm.insertelement"(%2, %2012, %19) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %2015 = "llvm.insertelement"(%2014, %2013, %42) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %2016 = "llvm.extractelement"(%1920, %16) : (vector<2xf32>, i64) -> f32
    %2017 = "llvm.extractelement"(%1920, %61) : (vector<2xf32>, i64) -> f32
    %2018 = "llvm.extractelement"(%1924, %16) : (vector<2xf32>, i64) -> f32
    %2019 = "llvm.extractelement"(%1924, %61) : (vector<2xf32>, i64) -> f32
    %2020 = "nvvm.mma.sync"(%489, %553, %493, %557, %1431, %1433, %2016, %2017, %2018, %2019) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %2021 = "llvm.extractvalue"(%2020) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %2022 = "llvm.extractvalue"(%2020) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %2023 = "llvm.insertelement"(%2, %2021, %19) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %2024 = "llvm.insertelement"(%2023, %2022, %42) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %2025 = "llvm.extractvalue"(%2020) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %2026 = "llvm.extractvalue"(%2020) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %2027 = "llvm.insertelement"(%2, %2025, %19) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %2028 = "llvm.insertelement"(%2027, %2026, %42) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %2029 = "llvm.extractelement"(%1933, %16) : (vector<2xf32>, i64) -> f32
    %2030 = "llvm.extractelement"(%1933, %61) : (vector<2xf32>, i64) -> f32
    %2031 = "llvm.extractelement"(%1937, %16) : (vector<2xf32>, i64) -> f32
    %2032 = "llvm.extractelement"(%1937, %61) : (vector<2xf32>, i64) -> f32
    %2033 = "nvvm.mma.sync"(%489, %553, %493, %557, %1435, %1437, %2029, %2030, %2031, %2032) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %2034 = "llvm.extractvalue"(%2033) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %2035 = "llvm.extractvalue"(%2033) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %2036 = "llvm.insertelement"(%2, %2034, %19) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %2037 = "llvm.insertelement"(%2036, %2035, %42) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %2038 = "llvm.extractvalue"(%2033) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %2039 = "llvm.extractvalue"(%2033) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %2040 = "llvm.insertelement"(%2, %2038, %19) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %2041 = "llvm.insertelement"(%2040, %2039, %42) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %2042 = "llvm.extractelement"(%1946, %16) : (vector<2xf32>, i64) -> f32
    %2043 = "llvm.extractelement"(%1946, %61) : (vector<2xf32>, i64) -> f32
    %2044 = "llvm.extractelement"(%1950, %16) : (vector<2xf32>, i64) -> f32
    %2045 = "llvm.extractelement"(%1950, %61) : (vector<2xf32>, i64) -> f32
    %2046 = "nvvm.mma.sync"(%617, %681, %621, %685, %1423, %1425, %2042, %2043, %2044, %2045) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %2047 = "llvm.extractvalue"(%2046) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %2048 = "llvm.extractvalue"(%2046) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %2049 = "llvm.insertelement"(%2, %2047, %19) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %2050 = "llvm.insertelement"(%2049, %2048, %42) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %2051 = "llvm.extractvalue"(%2046) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %2052 = "llvm.extractvalue"(%2046) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %2053 = "llvm.insertelement"(%2, %2051, %19) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %2054 = "llvm.insertelement"(%2053, %2052, %42) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %2055 = "llvm.extractelement"(%1959, %16) : (vector<2xf32>, i64) -> f32
    %2056 = "llvm.extractelement"(%1959, %61) : (vector<2xf32>, i64) -> f32
    %2057 = "llvm.extractelement"(%1963, %16) : (vector<2xf32>, i64) -> f32
    %2058 = "llvm.extractelement"(%1963, %61) : (vector<2xf32>, i64) -> f32
    %2059 = "nvvm.mma.sync"(%617, %681, %621, %685, %1427, %1429, %2055, %2056, %2057, %2058) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %2060 = "llvm.extractvalue"(%2059) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %2061 = "llvm.extractvalue"(%2059) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %2062 = "llvm.insertelement"(%2, %2060, %19) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %2063 = "llvm.insertelement"(%2062, %2061, %42) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %2064 = "llvm.extractvalue"(%2059) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %2065 = "llvm.extractvalue"(%2059) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %2066 = "llvm.insertelement"(%2, %2064, %19) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %2067 = "llvm.insertelement"(%2066, %2065, %42) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %2068 = "llvm.extractelement"(%1972, %16) : (vector<2xf32>, i64) -> f32
    %2069 = "llvm.extractelement"(%1972, %61) : (vector<2xf32>, i64) -> f32
    %2070 = "llvm.extractelement"(%1976, %16) : (vector<2xf32>, i64) -> f32
    %2071 = "llvm.extractelement"(%1976, %61) : (vector<2xf32>, i64) -> f32
    %2072 = "nvvm.mma.sync"(%617, %681, %621, %685, %1431, %1433, %2068, %2069, %2070, %2071) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %2073 = "llvm.extractvalue"(%2072) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %2074 = "llvm.extractvalue"(%2072) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %2075 = "llvm.insertelement"(%2, %2073, %19) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %2076 = "llvm.insertelement"(%2075, %2074, %42) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %2077 = "llvm.extractvalue"(%2072) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %2078 = "llvm.extractvalue"(%2072) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %2079 = "llvm.insertelement"(%2, %2077, %19) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %2080 = "llvm.insertelement"(%2079, %2078, %42) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %2081 = "llvm.extractelement"(%1985, %16) : (vector<2xf32>, i64) -> f32
    %2082 = "llvm.extractelement"(%1985, %61) : (vector<2xf32>, i64) -> f32
    %2083 = "llvm.extractelement"(%1989, %16) : (vector<2xf32>, i64) -> f32
    %2084 = "llvm.extractelement"(%1989, %61) : (vector<2xf32>, i64) -> f32
    %2085 = "nvvm.mma.sync"(%617, %681, %621, %685, %1435, %1437, %2081, %2082, %2083, %2084) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %2086 = "llvm.extractvalue"(%2085) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %2087 = "llvm.extractvalue"(%2085) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %2088 = "llvm.insertelement"(%2, %2086, %19) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %2089 = "llvm.insertelement"(%2088, %2087, %42) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %2090 = "llvm.extractvalue"(%2085) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %2091 = "llvm.extractvalue"(%2085) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %2092 = "llvm.insertelement"(%2, %2090, %19) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %2093 = "llvm.insertelement"(%2092, %2091, %42) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %2094 = "llvm.extractelement"(%1998, %16) : (vector<2xf32>, i64) -> f32
    %2095 = "llvm.extractelement"(%1998, %61) : (vector<2xf32>, i64) -> f32
    %2096 = "llvm.extractelement"(%2002, %16) : (vector<2xf32>, i64) -> f32
    %2097 = "llvm.extractelement"(%2002, %61) : (vector<2xf32>, i64) -> f32
    %2098 = "nvvm.mma.sync"(%497, %561, %501, %565, %1439, %1441, %2094, %2095, %2096, %2097) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %2099 = "llvm.extractvalue"(%2098) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %2100 = "llvm.extractvalue"(%2098) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %2101 = "llvm.insertelement"(%2, %2099, %19) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %2102 = "llvm.insertelement"(%2101, %2100, %42) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %2103 = "llvm.extractvalue"(%2098) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %2104 = "llvm.extractvalue"(%2098) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %2105 = "llvm.insertelement"(%2, %2103, %19) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %2106 = "llvm.insertelement"(%2105, %2104, %42) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %2107 = "llvm.extractelement"(%2011, %16) : (vector<2xf32>, i64) -> f32
    %2108 = "llvm.extractelement"(%2011, %61) : (vector<2xf32>, i64) -> f32
    %2109 = "llvm.extractelement"(%2015, %16) : (vector<2xf32>, i64) -> f32
    %2110 = "llvm.extractelement"(%2015, %61) : (vector<2xf32>, i64) -> f32
    %2111 = "nvvm.mma.sync"(%497, %561, %501, %565, %1443, %1445, %2107, %2108, %2109, %2110) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %2112 = "llvm.extractvalue"(%2111) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %2113 = "llvm.extractvalue"(%2111) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %2114 = "llvm.insertelement"(%2, %2112, %19) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %2115 = "llvm.insertelement"(%2114, %2113, %42) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %2116 = "llvm.extractvalue"(%2111) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %2117 = "llvm.extractvalue"(%2111) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %2118 = "llvm.insertelement"(%2, %2116, %19) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %2119 = "llvm.insertelement"(%2118, %2117, %42) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %2120 = "llvm.extractelement"(%2024, %16) : (vector<2xf32>, i64) -> f32
    %2121 = "llvm.extractelement"(%2024, %61) : (vector<2xf32>, i64) -> f32
    %2122 = "llvm.extractelement"(%2028, %16) : (vector<2xf32>, i64) -> f32
    %2123 = "llvm.extractelement"(%2028, %61) : (vector<2xf32>, i64) -> f32
    %2124 = "nvvm.mma.sync"(%497, %561, %501, %565, %1447, %1449, %2120, %2121, %2122, %2123) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %2125 = "llvm.extractvalue"(%2124) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %2126 = "llvm.extractvalue"(%2124) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %2127 = "llvm.insertelement"(%2, %2125, %19) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %2128 = "llvm.insertelement"(%2127, %2126, %42) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %2129 = "llvm.extractvalue"(%2124) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %2130 = "llvm.extractvalue"(%2124) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %2131 = "llvm.insertelement"(%2, %2129, %19) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %2132 = "llvm.insertelement"(%2131, %2130, %42) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %2133 = "llvm.extractelement"(%2037, %16) : (vector<2xf32>, i64) -> f32
    %2134 = "llvm.extractelement"(%2037, %61) : (vector<2xf32>, i64) -> f32
    %2135 = "llvm.extractelement"(%2041, %16) : (vector<2xf32>, i64) -> f32
    %2136 = "llvm.extractelement"(%2041, %61) : (vector<2xf32>, i64) -> f32
    %2137 = "nvvm.mma.sync"(%497, %561, %501, %565, %1451, %1453, %2133, %2134, %2135, %2136) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %2138 = "llvm.extractvalue"(%2137) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %2139 = "llvm.extractvalue"(%2137) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %2140 = "llvm.insertelement"(%2, %2138, %19) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %2141 = "llvm.insertelement"(%2140, %2139, %42) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %2142 = "llvm.extractvalue"(%2137) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %2143 = "llvm.extractvalue"(%2137) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %2144 = "llvm.insertelement"(%2, %2142, %19) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %2145 = "llvm.insertelement"(%2144, %2143, %42) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %2146 = "llvm.extractelement"(%2050, %16) : (vector<2xf32>, i64) -> f32
    %2147 = "llvm.extractelement"(%2050, %61) : (vector<2xf32>, i64) -> f32
    %2148 = "llvm.extractelement"(%2054, %16) : (vector<2xf32>, i64) -> f32
    %2149 = "llvm.extractelement"(%2054, %61) : (vector<2xf32>, i64) -> f32
    %2150 = "nvvm.mma.sync"(%625, %689, %629, %693, %1439, %1441, %2146, %2147, %2148, %2149) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %2151 = "llvm.extractvalue"(%2150) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %2152 = "llvm.extractvalue"(%2150) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %2153 = "llvm.insertelement"(%2, %2151, %19) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %2154 = "llvm.insertelement"(%2153, %2152, %42) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %2155 = "llvm.extractvalue"(%2150) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %2156 = "llvm.extractvalue"(%2150) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %2157 = "llvm.insertelement"(%2, %2155, %19) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %2158 = "llvm.insertelement"(%2157, %2156, %42) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %2159 = "llvm.extractelement"(%2063, %16) : (vector<2xf32>, i64) -> f32
    %2160 = "llvm.extractelement"(%2063, %61) : (vector<2xf32>, i64) -> f32
    %2161 = "llvm.extractelement"(%2067, %16) : (vector<2xf32>, i64) -> f32
    %2162 = "llvm.extractelement"(%2067, %61) : (vector<2xf32>, i64) -> f32
    %2163 = "nvvm.mma.sync"(%625, %689, %629, %693, %1443, %1445, %2159, %2160, %2161, %2162) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %2164 = "llvm.extractvalue"(%2163) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %2165 = "llvm.extractvalue"(%2163) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %2166 = "llvm.insertelement"(%2, %2164, %19) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %2167 = "llvm.insertelement"(%2166, %2165, %42) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %2168 = "llvm.extractvalue"(%2163) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %2169 = "llvm.extractvalue"(%2163) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %2170 = "llvm.insertelement"(%2, %2168, %19) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %2171 = "llvm.insertelement"(%2170, %2169, %42) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %2172 = "llvm.extractelement"(%2076, %16) : (vector<2xf32>, i64) -> f32
    %2173 = "llvm.extractelement"(%2076, %61) : (vector<2xf32>, i64) -> f32
    %2174 = "llvm.extractelement"(%2080, %16) : (vector<2xf32>, i64) -> f32
    %2175 = "llvm.extractelement"(%2080, %61) : (vector<2xf32>, i64) -> f32
    %2176 = "nvvm.mma.sync"(%625, %689, %629, %693, %1447, %1449, %2172, %2173, %2174, %2175) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %2177 = "llvm.extractvalue"(%2176) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %2178 = "llvm.extractvalue"(%2176) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %2179 = "llvm.insertelement"(%2, %2177, %19) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %2180 = "llvm.insertelement"(%2179, %2178, %42) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %2181 = "llvm.extractvalue"(%2176) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %2182 = "llvm.extractvalue"(%2176) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %2183 = "llvm.insertelement"(%2, %2181, %19) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %2184 = "llvm.insertelement"(%2183, %2182, %42) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %2185 = "llvm.extractelement"(%2089, %16) : (vector<2xf32>, i64) -> f32
    %2186 = "llvm.extractelement"(%2089, %61) : (vector<2xf32>, i64) -> f32
    %2187 = "llvm.extractelement"(%2093, %16) : (vector<2xf32>, i64) -> f32
    %2188 = "llvm.extractelement"(%2093, %61) : (vector<2xf32>, i64) -> f32
    %2189 = "nvvm.mma.sync"(%625, %689, %629, %693, %1451, %1453, %2185, %2186, %2187, %2188) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %2190 = "llvm.extractvalue"(%2189) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %2191 = "llvm.extractvalue"(%2189) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %2192 = "llvm.insertelement"(%2, %2190, %19) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %2193 = "llvm.insertelement"(%2192, %2191, %42) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %2194 = "llvm.extractvalue"(%2189) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %2195 = "llvm.extractvalue"(%2189) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %2196 = "llvm.insertelement"(%2, %2194, %19) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %2197 = "llvm.insertelement"(%2196, %2195, %42) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %2198 = "llvm.extractelement"(%2102, %16) : (vector<2xf32>, i64) -> f32
    %2199 = "llvm.extractelement"(%2102, %61) : (vector<2xf32>, i64) -> f32
    %2200 = "llvm.extractelement"(%2106, %16) : (vector<2xf32>, i64) -> f32
    %2201 = "llvm.extractelement"(%2106, %61) : (vector<2xf32>, i64) -> f32
    %2202 = "nvvm.mma.sync"(%505, %569, %509, %573, %1455, %1457, %2198, %2199, %2200, %2201) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %2203 = "llvm.extractvalue"(%2202) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %2204 = "llvm.extractvalue"(%2202) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %2205 = "llvm.insertelement"(%2, %2203, %19) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %2206 = "llvm.insertelement"(%2205, %2204, %42) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %2207 = "llvm.extractvalue"(%2202) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %2208 = "llvm.extractvalue"(%2202) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %2209 = "llvm.insertelement"(%2, %2207, %19) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %2210 = "llvm.insertelement"(%2209, %2208, %42) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %2211 = "llvm.extractelement"(%2115, %16) : (vector<2xf32>, i64) -> f32
    %2212 = "llvm.extractelement"(%2115, %61) : (vector<2xf32>, i64) -> f32
    %2213 = "llvm.extractelement"(%2119, %16) : (vector<2xf32>, i64) -> f32
    %2214 = "llvm.extractelement"(%2119, %61) : (vector<2xf32>, i64) -> f32
    %2215 = "nvvm.mma.sync"(%505, %569, %509, %573, %1459, %1461, %2211, %2212, %2213, %2214) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %2216 = "llvm.extractvalue"(%2215) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %2217 = "llvm.extractvalue"(%2215) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %2218 = "llvm.insertelement"(%2, %2216, %19) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %2219 = "llvm.insertelement"(%2218, %2217, %42) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %2220 = "llvm.extractvalue"(%2215) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %2221 = "llvm.extractvalue"(%2215) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %2222 = "llvm.insertelement"(%2, %2220, %19) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %2223 = "llvm.insertelement"(%2222, %2221, %42) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %2224 = "llvm.extractelement"(%2128, %16) : (vector<2xf32>, i64) -> f32
    %2225 = "llvm.extractelement"(%2128, %61) : (vector<2xf32>, i64) -> f32
    %2226 = "llvm.extractelement"(%2132, %16) : (vector<2xf32>, i64) -> f32
    %2227 = "llvm.extractelement"(%2132, %61) : (vector<2xf32>, i64) -> f32
    %2228 = "nvvm.mma.sync"(%505, %569, %509, %573, %1463, %1465, %2224, %2225, %2226, %2227) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %2229 = "llvm.extractvalue"(%2228) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %2230 = "llvm.extractvalue"(%2228) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %2231 = "llvm.insertelement"(%2, %2229, %19) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %2232 = "llvm.insertelement"(%2231, %2230, %42) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %2233 = "llvm.extractvalue"(%2228) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %2234 = "llvm.extractvalue"(%2228) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %2235 = "llvm.insertelement"(%2, %2233, %19) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %2236 = "llvm.insertelement"(%2235, %2234, %42) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %2237 = "llvm.extractelement"(%2141, %16) : (vector<2xf32>, i64) -> f32
    %2238 = "llvm.extractelement"(%2141, %61) : (vector<2xf32>, i64) -> f32
    %2239 = "llvm.extractelement"(%2145, %16) : (vector<2xf32>, i64) -> f32
    %2240 = "llvm.extractelement"(%2145, %61) : (vector<2xf32>, i64) -> f32
    %2241 = "nvvm.mma.sync"(%505, %569, %509, %573, %1467, %1469, %2237, %2238, %2239, %2240) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %2242 = "llvm.extractvalue"(%2241) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %2243 = "llvm.extractvalue"(%2241) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %2244 = "llvm.insertelement"(%2, %2242, %19) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %2245 = "llvm.insertelement"(%2244, %2243, %42) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %2246 = "llvm.extractvalue"(%2241) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %2247 = "llvm.extractvalue"(%2241) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %2248 = "llvm.insertelement"(%2, %2246, %19) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %2249 = "llvm.insertelement"(%2248, %2247, %42) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %2250 = "llvm.extractelement"(%2154, %16) : (vector<2xf32>, i64) -> f32
    %2251 = "llvm.extractelement"(%2154, %61) : (vector<2xf32>, i64) -> f32
    %2252 = "llvm.extractelement"(%2158, %16) : (vector<2xf32>, i64) -> f32
    %2253 = "llvm.extractelement"(%2158, %61) : (vector<2xf32>, i64) -> f32
    %2254 = "nvvm.mma.sync"(%633, %697, %637, %701, %1455, %1457, %2250, %2251, %2252, %2253) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %2255 = "llvm.extractvalue"(%2254) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %2256 = "llvm.extractvalue"(%2254) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %2257 = "llvm.insertelement"(%2, %2255, %19) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %2258 = "llvm.insertelement"(%2257, %2256, %42) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %2259 = "llvm.extractvalue"(%2254) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %2260 = "llvm.extractvalue"(%2254) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %2261 = "llvm.insertelement"(%2, %2259, %19) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %2262 = "llvm.insertelement"(%2261, %2260, %42) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %2263 = "llvm.extractelement"(%2167, %16) : (vector<2xf32>, i64) -> f32
    %2264 = "llvm.extractelement"(%2167, %61) : (vector<2xf32>, i64) -> f32
    %2265 = "llvm.extractelement"(%2171, %16) : (vector<2xf32>, i64) -> f32
    %2266 = "llvm.extractelement"(%2171, %61) : (vector<2xf32>, i64) -> f32
    %2267 = "nvvm.mma.sync"(%633, %697, %637, %701, %1459, %1461, %2263, %2264, %2265, %2266) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %2268 = "llvm.extractvalue"(%2267) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %2269 = "llvm.extractvalue"(%2267) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %2270 = "llvm.insertelement"(%2, %2268, %19) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %2271 = "llvm.insertelement"(%2270, %2269, %42) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %2272 = "llvm.extractvalue"(%2267) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %2273 = "llvm.extractvalue"(%2267) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %2274 = "llvm.insertelement"(%2, %2272, %19) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %2275 = "llvm.insertelement"(%2274, %2273, %42) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %2276 = "llvm.extractelement"(%2180, %16) : (vector<2xf32>, i64) -> f32
    %2277 = "llvm.extractelement"(%2180, %61) : (vector<2xf32>, i64) -> f32
    %2278 = "llvm.extractelement"(%2184, %16) : (vector<2xf32>, i64) -> f32
    %2279 = "llvm.extractelement"(%2184, %61) : (vector<2xf32>, i64) -> f32
    %2280 = "nvvm.mma.sync"(%633, %697, %637, %701, %1463, %1465, %2276, %2277, %2278, %2279) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %2281 = "llvm.extractvalue"(%2280) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %2282 = "llvm.extractvalue"(%2280) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %2283 = "llvm.insertelement"(%2, %2281, %19) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %2284 = "llvm.insertelement"(%2283, %2282, %42) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %2285 = "llvm.extractvalue"(%2280) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %2286 = "llvm.extractvalue"(%2280) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %2287 = "llvm.insertelement"(%2, %2285, %19) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %2288 = "llvm.insertelement"(%2287, %2286, %42) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %2289 = "llvm.extractelement"(%2193, %16) : (vector<2xf32>, i64) -> f32
    %2290 = "llvm.extractelement"(%2193, %61) : (vector<2xf32>, i64) -> f32
    %2291 = "llvm.extractelement"(%2197, %16) : (vector<2xf32>, i64) -> f32
    %2292 = "llvm.extractelement"(%2197, %61) : (vector<2xf32>, i64) -> f32
    %2293 = "nvvm.mma.sync"(%633, %697, %637, %701, %1467, %1469, %2289, %2290, %2291, %2292) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %2294 = "llvm.extractvalue"(%2293) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %2295 = "llvm.extractvalue"(%2293) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %2296 = "llvm.insertelement"(%2, %2294, %19) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %2297 = "llvm.insertelement"(%2296, %2295, %42) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %2298 = "llvm.extractvalue"(%2293) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %2299 = "llvm.extractvalue"(%2293) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %2300 = "llvm.insertelement"(%2, %2298, %19) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %2301 = "llvm.insertelement"(%2300, %2299, %42) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %2302 = "llvm.add"(%283, %29) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    "llvm.br"(%2302, %2297, %2301, %2284, %2288, %2271, %2275, %2258, %2262, %2245, %2249, %2232, %2236, %2219, %2223, %2206, %2210)[^bb1] : (i32, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>) -> ()
  ^bb3:  // pred: ^bb1
    %2303 = "llvm.add"(%242, %73) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %2304 = "llvm.add"(%2303, %184) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %2305 = "llvm.zext"(%2304) : (i32) -> i64
    %2306 = "llvm.getelementptr"(%arg3, %2305) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %2307 = "llvm.load"(%2306) <{alignment = 4 : i64, ordering = 0 : i64}> : (!llvm.ptr<1>) -> vector<2xf32>
    %2308 = "llvm.add"(%2304, %29) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %2309 = "llvm.zext"(%2308) : (i32) -> i64
    %2310 = "llvm.getelementptr"(%arg3, %2309) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %2311 = "llvm.load"(%2310) <{alignment = 4 : i64, ordering = 0 : i64}> : (!llvm.ptr<1>) -> vector<2xf32>
    %2312 = "llvm.add"(%2304, %21) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %2313 = "llvm.zext"(%2312) : (i32) -> i64
    %2314 = "llvm.getelementptr"(%arg3, %2313) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %2315 = "llvm.load"(%2314) <{alignment = 4 : i64, ordering = 0 : i64}> : (!llvm.ptr<1>) -> vector<2xf32>
    %2316 = "llvm.add"(%2304, %31) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %2317 = "llvm.zext"(%2316) : (i32) -> i64
    %2318 = "llvm.getelementptr"(%arg3, %2317) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %2319 = "llvm.load"(%2318) <{alignment = 4 : i64, ordering = 0 : i64}> : (!llvm.ptr<1>) -> vector<2xf32>
    %2320 = "llvm.fadd"(%298, %2307) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %2321 = "llvm.fadd"(%299, %2307) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %2322 = "llvm.fadd"(%296, %2311) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %2323 = "llvm.fadd"(%297, %2311) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %2324 = "llvm.fadd"(%294, %2315) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %2325 = "llvm.fadd"(%295, %2315) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %2326 = "llvm.fadd"(%292, %2319) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %2327 = "llvm.fadd"(%293, %2319) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %2328 = "llvm.fadd"(%290, %2307) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %2329 = "llvm.fadd"(%291, %2307) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %2330 = "llvm.fadd"(%288, %2311) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %2331 = "llvm.fadd"(%289, %2311) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %2332 = "llvm.fadd"(%286, %2315) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %2333 = "llvm.fadd"(%287, %2315) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %2334 = "llvm.fadd"(%284, %2319) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %2335 = "llvm.fadd"(%285, %2319) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %2336 = "llvm.intr.maximum"(%2320, %17) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %2337 = "llvm.intr.maximum"(%2321, %17) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %2338 = "llvm.intr.maximum"(%2322, %17) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %2339 = "llvm.intr.maximum"(%2323, %17) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %2340 = "llvm.intr.maximum"(%2324, %17) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %2341 = "llvm.intr.maximum"(%2325, %17) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %2342 = "llvm.intr.maximum"(%2326, %17) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %2343 = "llvm.intr.maximum"(%2327, %17) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %2344 = "llvm.intr.maximum"(%2328, %17) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %2345 = "llvm.intr.maximum"(%2329, %17) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %2346 = "llvm.intr.maximum"(%2330, %17) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %2347 = "llvm.intr.maximum"(%2331, %17) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %2348 = "llvm.intr.maximum"(%2332, %17) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %2349 = "llvm.intr.maximum"(%2333, %17) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %2350 = "llvm.intr.maximum"(%2334, %17) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %2351 = "llvm.intr.maximum"(%2335, %17) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %2352 = "llvm.mul"(%165, %58) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %2353 = "llvm.add"(%201, %2352) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %2354 = "llvm.mul"(%166, %29) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %2355 = "llvm.add"(%241, %2354) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %2356 = "llvm.mul"(%2353, %21) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %2357 = "llvm.add"(%2356, %71) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %2358 = "llvm.zext"(%2357) : (i32) -> i64
    %2359 = "llvm.mul"(%2355, %29) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %2360 = "llvm.add"(%2359, %73) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %2361 = "llvm.zext"(%2360) : (i32) -> i64
    %2362 = "llvm.mul"(%2358, %59) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %2363 = "llvm.add"(%2362, %2361) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %2364 = "llvm.getelementptr"(%arg4, %2363) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    "llvm.store"(%2336, %2364) <{alignment = 4 : i64, ordering = 0 : i64}> : (vector<2xf32>, !llvm.ptr<1>) -> ()
    %2365 = "llvm.add"(%2360, %29) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %2366 = "llvm.zext"(%2365) : (i32) -> i64
    %2367 = "llvm.mul"(%2358, %59) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %2368 = "llvm.add"(%2367, %2366) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %2369 = "llvm.getelementptr"(%arg4, %2368) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    "llvm.store"(%2338, %2369) <{alignment = 4 : i64, ordering = 0 : i64}> : (vector<2xf32>, !llvm.ptr<1>) -> ()
    %2370 = "llvm.add"(%2360, %21) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %2371 = "llvm.zext"(%2370) : (i32) -> i64
    %2372 = "llvm.mul"(%2358, %59) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %2373 = "llvm.add"(%2372, %2371) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %2374 = "llvm.getelementptr"(%arg4, %2373) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    "llvm.store"(%2340, %2374) <{alignment = 4 : i64, ordering = 0 : i64}> : (vector<2xf32>, !llvm.ptr<1>) -> ()
    %2375 = "llvm.add"(%2360, %31) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %2376 = "llvm.zext"(%2375) : (i32) -> i64
    %2377 = "llvm.mul"(%2358, %59) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %2378 = "llvm.add"(%2377, %2376) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %2379 = "llvm.getelementptr"(%arg4, %2378) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    "llvm.store"(%2342, %2379) <{alignment = 4 : i64, ordering = 0 : i64}> : (vector<2xf32>, !llvm.ptr<1>) -> ()
    %2380 = "llvm.add"(%2357, %29) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %2381 = "llvm.zext"(%2380) : (i32) -> i64
    %2382 = "llvm.mul"(%2381, %59) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %2383 = "llvm.add"(%2382, %2361) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %2384 = "llvm.getelementptr"(%arg4, %2383) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    "llvm.store"(%2337, %2384) <{alignment = 4 : i64, ordering = 0 : i64}> : (vector<2xf32>, !llvm.ptr<1>) -> ()
    %2385 = "llvm.mul"(%2381, %59) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %2386 = "llvm.add"(%2385, %2366) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %2387 = "llvm.getelementptr"(%arg4, %2386) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    "llvm.store"(%2339, %2387) <{alignment = 4 : i64, ordering = 0 : i64}> : (vector<2xf32>, !llvm.ptr<1>) -> ()
    %2388 = "llvm.mul"(%2381, %59) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %2389 = "llvm.add"(%2388, %2371) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %2390 = "llvm.getelementptr"(%arg4, %2389) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    "llvm.store"(%2341, %2390) <{alignment = 4 : i64, ordering = 0 : i64}> : (vector<2xf32>, !llvm.ptr<1>) -> ()
    %2391 = "llvm.mul"(%2381, %59) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %2392 = "llvm.add"(%2391, %2376) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %2393 = "llvm.getelementptr"(%arg4, %2392) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    "llvm.store"(%2343, %2393) <{alignment = 4 : i64, ordering = 0 : i64}> : (vector<2xf32>, !llvm.ptr<1>) -> ()
    %2394 = "llvm.add"(%2357, %21) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %2395 = "llvm.zext"(%2394) : (i32) -> i64
    %2396 = "llvm.mul"(%2395, %59) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %2397 = "llvm.add"(%2396, %2361) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %2398 = "llvm.getelementptr"(%arg4, %2397) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    "llvm.store"(%2344, %2398) <{alignment = 4 : i64, ordering = 0 : i64}> : (vector<2xf32>, !llvm.ptr<1>) -> ()
    %2399 = "llvm.mul"(%2395, %59) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %2400 = "llvm.add"(%2399, %2366) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %2401 = "llvm.getelementptr"(%arg4, %2400) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    "llvm.store"(%2346, %2401) <{alignment = 4 : i64, ordering = 0 : i64}> : (vector<2xf32>, !llvm.ptr<1>) -> ()
    %2402 = "llvm.mul"(%2395, %59) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %2403 = "llvm.add"(%2402, %2371) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %2404 = "llvm.getelementptr"(%arg4, %2403) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    "llvm.store"(%2348, %2404) <{alignment = 4 : i64, ordering = 0 : i64}> : (vector<2xf32>, !llvm.ptr<1>) -> ()
    %2405 = "llvm.mul"(%2395, %59) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %2406 = "llvm.add"(%2405, %2376) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %2407 = "llvm.getelementptr"(%arg4, %2406) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    "llvm.store"(%2350, %2407) <{alignment = 4 : i64, ordering = 0 : i64}> : (vector<2xf32>, !llvm.ptr<1>) -> ()
    %2408 = "llvm.add"(%2357, %31) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %2409 = "llvm.zext"(%2408) : (i32) -> i64
    %2410 = "llvm.mul"(%2409, %59) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %2411 = "llvm.add"(%2410, %2361) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %2412 = "llvm.getelementptr"(%arg4, %2411) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    "llvm.store"(%2345, %2412) <{alignment = 4 : i64, ordering = 0 : i64}> : (vector<2xf32>, !llvm.ptr<1>) -> ()
    %2413 = "llvm.mul"(%2409, %59) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %2414 = "llvm.add"(%2413, %2366) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %2415 = "llvm.getelementptr"(%arg4, %2414) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    "llvm.store"(%2347, %2415) <{alignment = 4 : i64, ordering = 0 : i64}> : (vector<2xf32>, !llvm.ptr<1>) -> ()
    %2416 = "llvm.mul"(%2409, %59) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %2417 = "llvm.add"(%2416, %2371) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %2418 = "llvm.getelementptr"(%arg4, %2417) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    "llvm.store"(%2349, %2418) <{alignment = 4 : i64, ordering = 0 : i64}> : (vector<2xf32>, !llvm.ptr<1>) -> ()
    %2419 = "llvm.mul"(%2409, %59) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %2420 = "llvm.add"(%2419, %2376) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %2421 = "llvm.getelementptr"(%arg4, %2420) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    "llvm.store"(%2351, %2421) <{alignment = 4 : i64, ordering = 0 : i64}> : (vector<2xf32>, !llvm.ptr<1>) -> ()
    "nvvm.barrier"() <{aligned = true, operandSegmentSizes = array<i32: 0, 0>}> : () -> ()
    "llvm.return"() : () -> ()
  }) {gpu.known_block_size = array<i32: 128, 1, 1>} : () -> ()
  "iree_codegen.dispatch_config"() <{function_ref = @mm_bias_relu_dispatch_0_matmul_128x128x256_f16xf16xf32, subgroup_size = 32 : i64, workgroup_size = array<i64: 128, 1, 1>}> ({
  ^bb0(%arg0: !hal.device):
    %0 = "arith.constant"() <{value = 4 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    "iree_codegen.yield"(%0, %1, %1) : (index, index, index) -> ()
  }) : () -> ()
}) : () -> ()
