"builtin.module"() ({
  "llvm.mlir.global"() <{addr_space = 3 : i32, alignment = 16 : i64, global_type = !llvm.array<0 x i8>, linkage = #llvm.linkage<external>, sym_name = "__dynamic_shared_memory__", tls_mode = 0 : i64, visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.mlir.global"() <{addr_space = 3 : i32, alignment = 2 : i64, global_type = !llvm.array<32 x array<132 x f16>>, linkage = #llvm.linkage<private>, sym_name = "__shared_memory___0", tls_mode = 0 : i64, visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.mlir.global"() <{addr_space = 3 : i32, alignment = 2 : i64, global_type = !llvm.array<64 x array<132 x f16>>, linkage = #llvm.linkage<private>, sym_name = "__shared_memory__", tls_mode = 0 : i64, visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, arg_attrs = [{llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef, llvm.readonly}, {llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef, llvm.readonly}, {llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef}], function_type = !llvm.func<void (ptr<1>, ptr<1>, ptr<1>)>, linkage = #llvm.linkage<external>, sym_name = "mm_tb_dispatch_0_matmul_like_64x128x256_f16xf16xf32", visibility_ = 0 : i64}> ({
  ^bb0(%arg1: !llvm.ptr<1>, %arg2: !llvm.ptr<1>, %arg3: !llvm.ptr<1>):
    %2 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
    %3 = "llvm.mlir.poison"() : () -> vector<2xf32>
    %4 = "llvm.mlir.constant"() <{value = 128 : i64}> : () -> i64
    %5 = "llvm.mlir.constant"() <{value = true}> : () -> i1
    %6 = "llvm.mlir.constant"() <{value = 256 : i64}> : () -> i64
    %7 = "llvm.mlir.addressof"() <{global_name = @__dynamic_shared_memory__}> : () -> !llvm.ptr<3>
    %8 = "llvm.mlir.constant"() <{value = 0 : i64}> : () -> i64
    %9 = "llvm.mlir.constant"() <{value = 0 : i64}> : () -> i64
    %10 = "llvm.getelementptr"(%7, %8, %9) <{elem_type = !llvm.array<0 x i8>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648, -2147483648>}> : (!llvm.ptr<3>, i64, i64) -> !llvm.ptr<3>
    %11 = "llvm.mlir.constant"() <{value = 64 : i64}> : () -> i64
    %12 = "llvm.mlir.addressof"() <{global_name = @__dynamic_shared_memory__}> : () -> !llvm.ptr<3>
    %13 = "llvm.mlir.constant"() <{value = 0 : i64}> : () -> i64
    %14 = "llvm.mlir.constant"() <{value = 16896 : i64}> : () -> i64
    %15 = "llvm.getelementptr"(%12, %13, %14) <{elem_type = !llvm.array<0 x i8>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648, -2147483648>}> : (!llvm.ptr<3>, i64, i64) -> !llvm.ptr<3>
    %16 = "llvm.mlir.constant"() <{value = dense<0.000000e+00> : vector<2xf32>}> : () -> vector<2xf32>
    %17 = "llvm.mlir.constant"() <{value = 0 : i64}> : () -> i64
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
    %30 = "llvm.mlir.constant"() <{value = 24 : i32}> : () -> i32
    %31 = "llvm.mlir.constant"() <{value = 40 : i32}> : () -> i32
    %32 = "llvm.mlir.constant"() <{value = 48 : i32}> : () -> i32
    %33 = "llvm.mlir.constant"() <{value = 56 : i32}> : () -> i32
    %34 = "llvm.mlir.constant"() <{value = 72 : i32}> : () -> i32
    %35 = "llvm.mlir.constant"() <{value = 80 : i32}> : () -> i32
    %36 = "llvm.mlir.constant"() <{value = 88 : i32}> : () -> i32
    %37 = "llvm.mlir.constant"() <{value = 96 : i32}> : () -> i32
    %38 = "llvm.mlir.constant"() <{value = 104 : i32}> : () -> i32
    %39 = "llvm.mlir.constant"() <{value = 112 : i32}> : () -> i32
    %40 = "llvm.mlir.constant"() <{value = 120 : i32}> : () -> i32
    %41 = "llvm.mlir.constant"() <{value = 4 : i32}> : () -> i32
    %42 = "llvm.mlir.constant"() <{value = 2 : i32}> : () -> i32
    %43 = "llvm.mlir.constant"() <{value = 132 : i64}> : () -> i64
    %44 = "llvm.mlir.constant"() <{value = 1 : i64}> : () -> i64
    %45 = "llvm.getelementptr"(%15) <{elem_type = !llvm.array<32 x array<132 x f16>>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 0, 0, 0>}> : (!llvm.ptr<3>) -> !llvm.ptr<3>
    %46 = "llvm.getelementptr"(%10) <{elem_type = !llvm.array<64 x array<132 x f16>>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 0, 0, 0>}> : (!llvm.ptr<3>) -> !llvm.ptr<3>
    %47 = "nvvm.read.ptx.sreg.tid.x"() <{range = #llvm.constant_range<i32, 0, 128>}> : () -> i32
    %48 = "llvm.sext"(%47) : (i32) -> i64
    "llvm.intr.assume"(%5, %arg1, %11) <{op_bundle_sizes = array<i32: 2>, op_bundle_tags = ["align"]}> : (i1, !llvm.ptr<1>, i64) -> ()
    "llvm.intr.assume"(%5, %arg2, %11) <{op_bundle_sizes = array<i32: 2>, op_bundle_tags = ["align"]}> : (i1, !llvm.ptr<1>, i64) -> ()
    "llvm.intr.assume"(%5, %arg3, %11) <{op_bundle_sizes = array<i32: 2>, op_bundle_tags = ["align"]}> : (i1, !llvm.ptr<1>, i64) -> ()
    %49 = "llvm.trunc"(%48) <{overflowFlags = 0 : i32}> : (i64) -> i32
    %50 = "llvm.udiv"(%49, %18) : (i32, i32) -> i32
    %51 = "llvm.urem"(%49, %18) : (i32, i32) -> i32
    %52 = "llvm.udiv"(%51, %20) : (i32, i32) -> i32
    %53 = "llvm.urem"(%49, %20) : (i32, i32) -> i32
    %54 = "llvm.udiv"(%53, %41) : (i32, i32) -> i32
    %55 = "llvm.urem"(%53, %41) : (i32, i32) -> i32
    %56 = "llvm.mul"(%55, %42) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %57 = "llvm.zext"(%56) : (i32) -> i64
    %58 = "llvm.udiv"(%49, %21) : (i32, i32) -> i32
    %59 = "llvm.zext"(%58) : (i32) -> i64
    %60 = "llvm.urem"(%49, %21) : (i32, i32) -> i32
    %61 = "llvm.add"(%49, %22) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %62 = "llvm.udiv"(%61, %21) : (i32, i32) -> i32
    %63 = "llvm.zext"(%62) : (i32) -> i64
    %64 = "llvm.urem"(%61, %21) : (i32, i32) -> i32
    %65 = "llvm.add"(%49, %23) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %66 = "llvm.udiv"(%65, %21) : (i32, i32) -> i32
    %67 = "llvm.zext"(%66) : (i32) -> i64
    %68 = "llvm.urem"(%65, %21) : (i32, i32) -> i32
    %69 = "llvm.add"(%49, %24) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %70 = "llvm.udiv"(%69, %21) : (i32, i32) -> i32
    %71 = "llvm.zext"(%70) : (i32) -> i64
    %72 = "llvm.urem"(%69, %21) : (i32, i32) -> i32
    %73 = "llvm.add"(%49, %25) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %74 = "llvm.udiv"(%73, %21) : (i32, i32) -> i32
    %75 = "llvm.zext"(%74) : (i32) -> i64
    %76 = "llvm.urem"(%73, %21) : (i32, i32) -> i32
    %77 = "llvm.add"(%49, %26) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %78 = "llvm.udiv"(%77, %21) : (i32, i32) -> i32
    %79 = "llvm.zext"(%78) : (i32) -> i64
    %80 = "llvm.urem"(%77, %21) : (i32, i32) -> i32
    %81 = "llvm.add"(%49, %27) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %82 = "llvm.udiv"(%81, %21) : (i32, i32) -> i32
    %83 = "llvm.zext"(%82) : (i32) -> i64
    %84 = "llvm.urem"(%81, %21) : (i32, i32) -> i32
    %85 = "llvm.add"(%49, %28) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %86 = "llvm.udiv"(%85, %21) : (i32, i32) -> i32
    %87 = "llvm.zext"(%86) : (i32) -> i64
    %88 = "llvm.urem"(%85, %21) : (i32, i32) -> i32
    %89 = "llvm.mul"(%60, %29) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %90 = "llvm.zext"(%89) : (i32) -> i64
    %91 = "llvm.mul"(%64, %29) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %92 = "llvm.zext"(%91) : (i32) -> i64
    %93 = "llvm.mul"(%68, %29) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %94 = "llvm.zext"(%93) : (i32) -> i64
    %95 = "llvm.mul"(%72, %29) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %96 = "llvm.zext"(%95) : (i32) -> i64
    %97 = "llvm.mul"(%76, %29) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %98 = "llvm.zext"(%97) : (i32) -> i64
    %99 = "llvm.mul"(%80, %29) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %100 = "llvm.zext"(%99) : (i32) -> i64
    %101 = "llvm.mul"(%84, %29) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %102 = "llvm.zext"(%101) : (i32) -> i64
    %103 = "llvm.mul"(%88, %29) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %104 = "llvm.zext"(%103) : (i32) -> i64
    %105 = "nvvm.read.ptx.sreg.ctaid.x"() <{range = #llvm.constant_range<i32, 0, 4>}> : () -> i32
    %106 = "llvm.sext"(%105) : (i32) -> i64
    %107 = "llvm.trunc"(%106) <{overflowFlags = 0 : i32}> : (i64) -> i32
    %108 = "llvm.mul"(%107, %20) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %109 = "llvm.add"(%58, %108) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %110 = "llvm.zext"(%109) : (i32) -> i64
    %111 = "llvm.add"(%62, %108) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %112 = "llvm.zext"(%111) : (i32) -> i64
    %113 = "llvm.add"(%66, %108) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %114 = "llvm.zext"(%113) : (i32) -> i64
    %115 = "llvm.add"(%70, %108) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %116 = "llvm.zext"(%115) : (i32) -> i64
    %117 = "llvm.mul"(%50, %20) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %118 = "llvm.add"(%117, %54) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %119 = "llvm.zext"(%118) : (i32) -> i64
    %120 = "llvm.add"(%56, %29) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %121 = "llvm.zext"(%120) : (i32) -> i64
    %122 = "llvm.add"(%56, %21) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %123 = "llvm.zext"(%122) : (i32) -> i64
    %124 = "llvm.add"(%56, %30) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %125 = "llvm.zext"(%124) : (i32) -> i64
    %126 = "llvm.add"(%56, %20) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %127 = "llvm.zext"(%126) : (i32) -> i64
    %128 = "llvm.add"(%56, %31) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %129 = "llvm.zext"(%128) : (i32) -> i64
    %130 = "llvm.add"(%56, %32) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %131 = "llvm.zext"(%130) : (i32) -> i64
    %132 = "llvm.add"(%56, %33) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %133 = "llvm.zext"(%132) : (i32) -> i64
    %134 = "llvm.add"(%56, %18) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %135 = "llvm.zext"(%134) : (i32) -> i64
    %136 = "llvm.add"(%56, %34) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %137 = "llvm.zext"(%136) : (i32) -> i64
    %138 = "llvm.add"(%56, %35) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %139 = "llvm.zext"(%138) : (i32) -> i64
    %140 = "llvm.add"(%56, %36) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %141 = "llvm.zext"(%140) : (i32) -> i64
    %142 = "llvm.add"(%56, %37) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %143 = "llvm.zext"(%142) : (i32) -> i64
    %144 = "llvm.add"(%56, %38) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %145 = "llvm.zext"(%144) : (i32) -> i64
    %146 = "llvm.add"(%56, %39) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %147 = "llvm.zext"(%146) : (i32) -> i64
    %148 = "llvm.add"(%56, %40) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %149 = "llvm.zext"(%148) : (i32) -> i64
    %150 = "llvm.add"(%118, %29) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %151 = "llvm.zext"(%150) : (i32) -> i64
    %152 = "llvm.add"(%118, %21) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %153 = "llvm.zext"(%152) : (i32) -> i64
    %154 = "llvm.add"(%118, %30) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %155 = "llvm.zext"(%154) : (i32) -> i64
    %156 = "llvm.mul"(%52, %42) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %157 = "llvm.mul"(%52, %21) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %158 = "llvm.add"(%157, %54) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %159 = "llvm.zext"(%158) : (i32) -> i64
    %160 = "llvm.add"(%158, %29) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %161 = "llvm.zext"(%160) : (i32) -> i64
    "llvm.br"(%19, %16, %16, %16, %16, %16, %16, %16, %16)[^bb1] : (i32, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>) -> ()
  ^bb1(%162: i32, %163: vector<2xf32>, %164: vector<2xf32>, %165: vector<2xf32>, %166: vector<2xf32>, %167: vector<2xf32>, %168: vector<2xf32>, %169: vector<2xf32>, %170: vector<2xf32>):  // 2 preds: ^bb0, ^bb2
    %171 = "llvm.icmp"(%162, %21) <{predicate = 2 : i64}> : (i32, i32) -> i1
    "llvm.cond_br"(%171)[^bb2, ^bb3] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb2:  // pred: ^bb1
    "nvvm.barrier"() <{aligned = true, operandSegmentSizes = array<i32: 0, 0>}> : () -> ()
    %172 = "llvm.mul"(%162, %21) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %173 = "llvm.add"(%89, %172) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %174 = "llvm.zext"(%173) : (i32) -> i64
    %175 = "llvm.mul"(%59, %6) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %176 = "llvm.add"(%175, %174) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %177 = "llvm.getelementptr"(%arg1, %176) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %178 = "llvm.load"(%177) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<1>) -> vector<8xf16>
    %179 = "llvm.mul"(%59, %43) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %180 = "llvm.add"(%179, %90) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %181 = "llvm.getelementptr"(%46, %180) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    "llvm.store"(%178, %181) <{alignment = 2 : i64, ordering = 0 : i64}> : (vector<8xf16>, !llvm.ptr<3>) -> ()
    %182 = "llvm.add"(%91, %172) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %183 = "llvm.zext"(%182) : (i32) -> i64
    %184 = "llvm.mul"(%63, %6) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %185 = "llvm.add"(%184, %183) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %186 = "llvm.getelementptr"(%arg1, %185) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %187 = "llvm.load"(%186) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<1>) -> vector<8xf16>
    %188 = "llvm.mul"(%63, %43) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %189 = "llvm.add"(%188, %92) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %190 = "llvm.getelementptr"(%46, %189) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    "llvm.store"(%187, %190) <{alignment = 2 : i64, ordering = 0 : i64}> : (vector<8xf16>, !llvm.ptr<3>) -> ()
    %191 = "llvm.add"(%93, %172) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %192 = "llvm.zext"(%191) : (i32) -> i64
    %193 = "llvm.mul"(%67, %6) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %194 = "llvm.add"(%193, %192) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %195 = "llvm.getelementptr"(%arg1, %194) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %196 = "llvm.load"(%195) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<1>) -> vector<8xf16>
    %197 = "llvm.mul"(%67, %43) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %198 = "llvm.add"(%197, %94) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %199 = "llvm.getelementptr"(%46, %198) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    "llvm.store"(%196, %199) <{alignment = 2 : i64, ordering = 0 : i64}> : (vector<8xf16>, !llvm.ptr<3>) -> ()
    %200 = "llvm.add"(%95, %172) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %201 = "llvm.zext"(%200) : (i32) -> i64
    %202 = "llvm.mul"(%71, %6) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %203 = "llvm.add"(%202, %201) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %204 = "llvm.getelementptr"(%arg1, %203) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %205 = "llvm.load"(%204) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<1>) -> vector<8xf16>
    %206 = "llvm.mul"(%71, %43) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %207 = "llvm.add"(%206, %96) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %208 = "llvm.getelementptr"(%46, %207) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    "llvm.store"(%205, %208) <{alignment = 2 : i64, ordering = 0 : i64}> : (vector<8xf16>, !llvm.ptr<3>) -> ()
    %209 = "llvm.add"(%97, %172) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %210 = "llvm.zext"(%209) : (i32) -> i64
    %211 = "llvm.mul"(%75, %6) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %212 = "llvm.add"(%211, %210) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %213 = "llvm.getelementptr"(%arg1, %212) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %214 = "llvm.load"(%213) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<1>) -> vector<8xf16>
    %215 = "llvm.mul"(%75, %43) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %216 = "llvm.add"(%215, %98) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %217 = "llvm.getelementptr"(%46, %216) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    "llvm.store"(%214, %217) <{alignment = 2 : i64, ordering = 0 : i64}> : (vector<8xf16>, !llvm.ptr<3>) -> ()
    %218 = "llvm.add"(%99, %172) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %219 = "llvm.zext"(%218) : (i32) -> i64
    %220 = "llvm.mul"(%79, %6) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %221 = "llvm.add"(%220, %219) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %222 = "llvm.getelementptr"(%arg1, %221) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %223 = "llvm.load"(%222) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<1>) -> vector<8xf16>
    %224 = "llvm.mul"(%79, %43) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %225 = "llvm.add"(%224, %100) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %226 = "llvm.getelementptr"(%46, %225) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    "llvm.store"(%223, %226) <{alignment = 2 : i64, ordering = 0 : i64}> : (vector<8xf16>, !llvm.ptr<3>) -> ()
    %227 = "llvm.add"(%101, %172) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %228 = "llvm.zext"(%227) : (i32) -> i64
    %229 = "llvm.mul"(%83, %6) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %230 = "llvm.add"(%229, %228) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %231 = "llvm.getelementptr"(%arg1, %230) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %232 = "llvm.load"(%231) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<1>) -> vector<8xf16>
    %233 = "llvm.mul"(%83, %43) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %234 = "llvm.add"(%233, %102) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %235 = "llvm.getelementptr"(%46, %234) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    "llvm.store"(%232, %235) <{alignment = 2 : i64, ordering = 0 : i64}> : (vector<8xf16>, !llvm.ptr<3>) -> ()
    %236 = "llvm.add"(%103, %172) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %237 = "llvm.zext"(%236) : (i32) -> i64
    %238 = "llvm.mul"(%87, %6) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %239 = "llvm.add"(%238, %237) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %240 = "llvm.getelementptr"(%arg1, %239) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %241 = "llvm.load"(%240) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<1>) -> vector<8xf16>
    %242 = "llvm.mul"(%87, %43) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %243 = "llvm.add"(%242, %104) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %244 = "llvm.getelementptr"(%46, %243) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    "llvm.store"(%241, %244) <{alignment = 2 : i64, ordering = 0 : i64}> : (vector<8xf16>, !llvm.ptr<3>) -> ()
    %245 = "llvm.mul"(%110, %6) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %246 = "llvm.add"(%245, %174) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %247 = "llvm.getelementptr"(%arg2, %246) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %248 = "llvm.load"(%247) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<1>) -> vector<8xf16>
    %249 = "llvm.mul"(%59, %43) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %250 = "llvm.add"(%249, %90) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %251 = "llvm.getelementptr"(%45, %250) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    "llvm.store"(%248, %251) <{alignment = 2 : i64, ordering = 0 : i64}> : (vector<8xf16>, !llvm.ptr<3>) -> ()
    %252 = "llvm.mul"(%112, %6) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %253 = "llvm.add"(%252, %183) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %254 = "llvm.getelementptr"(%arg2, %253) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %255 = "llvm.load"(%254) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<1>) -> vector<8xf16>
    %256 = "llvm.mul"(%63, %43) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %257 = "llvm.add"(%256, %92) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %258 = "llvm.getelementptr"(%45, %257) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    "llvm.store"(%255, %258) <{alignment = 2 : i64, ordering = 0 : i64}> : (vector<8xf16>, !llvm.ptr<3>) -> ()
    %259 = "llvm.mul"(%114, %6) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %260 = "llvm.add"(%259, %192) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %261 = "llvm.getelementptr"(%arg2, %260) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %262 = "llvm.load"(%261) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<1>) -> vector<8xf16>
    %263 = "llvm.mul"(%67, %43) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %264 = "llvm.add"(%263, %94) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %265 = "llvm.getelementptr"(%45, %264) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    "llvm.store"(%262, %265) <{alignment = 2 : i64, ordering = 0 : i64}> : (vector<8xf16>, !llvm.ptr<3>) -> ()
    %266 = "llvm.mul"(%116, %6) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %267 = "llvm.add"(%266, %201) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %268 = "llvm.getelementptr"(%arg2, %267) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %269 = "llvm.load"(%268) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<1>) -> vector<8xf16>
    %270 = "llvm.mul"(%71, %43) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %271 = "llvm.add"(%270, %96) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %272 = "llvm.getelementptr"(%45, %271) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    "llvm.store"(%269, %272) <{alignment = 2 : i64, ordering = 0 : i64}> : (vector<8xf16>, !llvm.ptr<3>) -> ()
    "nvvm.barrier"() <{aligned = true, operandSegmentSizes = array<i32: 0, 0>}> : () -> ()
    %273 = "llvm.mul"(%119, %43) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %274 = "llvm.add"(%273, %57) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %275 = "llvm.getelementptr"(%46, %274) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %276 = "llvm.load"(%275) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %277 = "llvm.mul"(%119, %43) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %278 = "llvm.add"(%277, %121) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %279 = "llvm.getelementptr"(%46, %278) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %280 = "llvm.load"(%279) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %281 = "llvm.mul"(%119, %43) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %282 = "llvm.add"(%281, %123) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %283 = "llvm.getelementptr"(%46, %282) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %284 = "llvm.load"(%283) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %285 = "llvm.mul"(%119, %43) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %286 = "llvm.add"(%285, %125) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %287 = "llvm.getelementptr"(%46, %286) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %288 = "llvm.load"(%287) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %289 = "llvm.mul"(%119, %43) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %290 = "llvm.add"(%289, %127) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %291 = "llvm.getelementptr"(%46, %290) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %292 = "llvm.load"(%291) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %293 = "llvm.mul"(%119, %43) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %294 = "llvm.add"(%293, %129) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %295 = "llvm.getelementptr"(%46, %294) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %296 = "llvm.load"(%295) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %297 = "llvm.mul"(%119, %43) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %298 = "llvm.add"(%297, %131) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %299 = "llvm.getelementptr"(%46, %298) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %300 = "llvm.load"(%299) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %301 = "llvm.mul"(%119, %43) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %302 = "llvm.add"(%301, %133) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %303 = "llvm.getelementptr"(%46, %302) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %304 = "llvm.load"(%303) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %305 = "llvm.mul"(%119, %43) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %306 = "llvm.add"(%305, %135) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %307 = "llvm.getelementptr"(%46, %306) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %308 = "llvm.load"(%307) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %309 = "llvm.mul"(%119, %43) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %310 = "llvm.add"(%309, %137) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %311 = "llvm.getelementptr"(%46, %310) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %312 = "llvm.load"(%311) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %313 = "llvm.mul"(%119, %43) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %314 = "llvm.add"(%313, %139) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %315 = "llvm.getelementptr"(%46, %314) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %316 = "llvm.load"(%315) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %317 = "llvm.mul"(%119, %43) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %318 = "llvm.add"(%317, %141) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %319 = "llvm.getelementptr"(%46, %318) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %320 = "llvm.load"(%319) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %321 = "llvm.mul"(%119, %43) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %322 = "llvm.add"(%321, %143) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %323 = "llvm.getelementptr"(%46, %322) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %324 = "llvm.load"(%323) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %325 = "llvm.mul"(%119, %43) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %326 = "llvm.add"(%325, %145) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %327 = "llvm.getelementptr"(%46, %326) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %328 = "llvm.load"(%327) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %329 = "llvm.mul"(%119, %43) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %330 = "llvm.add"(%329, %147) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %331 = "llvm.getelementptr"(%46, %330) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %332 = "llvm.load"(%331) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %333 = "llvm.mul"(%119, %43) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %334 = "llvm.add"(%333, %149) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %335 = "llvm.getelementptr"(%46, %334) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %336 = "llvm.load"(%335) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %337 = "llvm.mul"(%151, %43) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %338 = "llvm.add"(%337, %57) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %339 = "llvm.getelementptr"(%46, %338) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %340 = "llvm.load"(%339) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %341 = "llvm.mul"(%151, %43) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %342 = "llvm.add"(%341, %121) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %343 = "llvm.getelementptr"(%46, %342) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %344 = "llvm.load"(%343) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %345 = "llvm.mul"(%151, %43) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %346 = "llvm.add"(%345, %123) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %347 = "llvm.getelementptr"(%46, %346) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %348 = "llvm.load"(%347) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %349 = "llvm.mul"(%151, %43) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %350 = "llvm.add"(%349, %125) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %351 = "llvm.getelementptr"(%46, %350) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %352 = "llvm.load"(%351) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %353 = "llvm.mul"(%151, %43) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %354 = "llvm.add"(%353, %127) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %355 = "llvm.getelementptr"(%46, %354) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %356 = "llvm.load"(%355) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %357 = "llvm.mul"(%151, %43) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %358 = "llvm.add"(%357, %129) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %359 = "llvm.getelementptr"(%46, %358) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %360 = "llvm.load"(%359) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %361 = "llvm.mul"(%151, %43) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %362 = "llvm.add"(%361, %131) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %363 = "llvm.getelementptr"(%46, %362) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %364 = "llvm.load"(%363) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %365 = "llvm.mul"(%151, %43) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %366 = "llvm.add"(%365, %133) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %367 = "llvm.getelementptr"(%46, %366) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %368 = "llvm.load"(%367) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %369 = "llvm.mul"(%151, %43) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %370 = "llvm.add"(%369, %135) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %371 = "llvm.getelementptr"(%46, %370) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %372 = "llvm.load"(%371) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %373 = "llvm.mul"(%151, %43) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %374 = "llvm.add"(%373, %137) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %375 = "llvm.getelementptr"(%46, %374) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %376 = "llvm.load"(%375) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %377 = "llvm.mul"(%151, %43) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %378 = "llvm.add"(%377, %139) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %379 = "llvm.getelementptr"(%46, %378) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %380 = "llvm.load"(%379) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %381 = "llvm.mul"(%151, %43) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %382 = "llvm.add"(%381, %141) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %383 = "llvm.getelementptr"(%46, %382) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %384 = "llvm.load"(%383) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %385 = "llvm.mul"(%151, %43) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %386 = "llvm.add"(%385, %143) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %387 = "llvm.getelementptr"(%46, %386) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %388 = "llvm.load"(%387) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %389 = "llvm.mul"(%151, %43) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %390 = "llvm.add"(%389, %145) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %391 = "llvm.getelementptr"(%46, %390) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %392 = "llvm.load"(%391) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %393 = "llvm.mul"(%151, %43) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %394 = "llvm.add"(%393, %147) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %395 = "llvm.getelementptr"(%46, %394) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %396 = "llvm.load"(%395) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %397 = "llvm.mul"(%151, %43) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %398 = "llvm.add"(%397, %149) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %399 = "llvm.getelementptr"(%46, %398) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %400 = "llvm.load"(%399) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %401 = "llvm.mul"(%153, %43) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %402 = "llvm.add"(%401, %57) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %403 = "llvm.getelementptr"(%46, %402) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %404 = "llvm.load"(%403) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %405 = "llvm.mul"(%153, %43) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %406 = "llvm.add"(%405, %121) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %407 = "llvm.getelementptr"(%46, %406) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %408 = "llvm.load"(%407) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %409 = "llvm.mul"(%153, %43) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %410 = "llvm.add"(%409, %123) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %411 = "llvm.getelementptr"(%46, %410) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %412 = "llvm.load"(%411) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %413 = "llvm.mul"(%153, %43) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %414 = "llvm.add"(%413, %125) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %415 = "llvm.getelementptr"(%46, %414) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %416 = "llvm.load"(%415) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %417 = "llvm.mul"(%153, %43) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %418 = "llvm.add"(%417, %127) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %419 = "llvm.getelementptr"(%46, %418) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %420 = "llvm.load"(%419) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %421 = "llvm.mul"(%153, %43) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %422 = "llvm.add"(%421, %129) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %423 = "llvm.getelementptr"(%46, %422) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %424 = "llvm.load"(%423) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %425 = "llvm.mul"(%153, %43) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %426 = "llvm.add"(%425, %131) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %427 = "llvm.getelementptr"(%46, %426) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %428 = "llvm.load"(%427) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %429 = "llvm.mul"(%153, %43) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %430 = "llvm.add"(%429, %133) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %431 = "llvm.getelementptr"(%46, %430) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %432 = "llvm.load"(%431) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %433 = "llvm.mul"(%153, %43) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %434 = "llvm.add"(%433, %135) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %435 = "llvm.getelementptr"(%46, %434) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %436 = "llvm.load"(%435) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %437 = "llvm.mul"(%153, %43) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %438 = "llvm.add"(%437, %137) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %439 = "llvm.getelementptr"(%46, %438) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %440 = "llvm.load"(%439) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %441 = "llvm.mul"(%153, %43) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %442 = "llvm.add"(%441, %139) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %443 = "llvm.getelementptr"(%46, %442) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %444 = "llvm.load"(%443) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %445 = "llvm.mul"(%153, %43) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %446 = "llvm.add"(%445, %141) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %447 = "llvm.getelementptr"(%46, %446) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %448 = "llvm.load"(%447) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %449 = "llvm.mul"(%153, %43) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %450 = "llvm.add"(%449, %143) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %451 = "llvm.getelementptr"(%46, %450) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %452 = "llvm.load"(%451) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %453 = "llvm.mul"(%153, %43) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %454 = "llvm.add"(%453, %145) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %455 = "llvm.getelementptr"(%46, %454) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %456 = "llvm.load"(%455) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %457 = "llvm.mul"(%153, %43) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %458 = "llvm.add"(%457, %147) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %459 = "llvm.getelementptr"(%46, %458) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %460 = "llvm.load"(%459) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %461 = "llvm.mul"(%153, %43) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %462 = "llvm.add"(%461, %149) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %463 = "llvm.getelementptr"(%46, %462) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %464 = "llvm.load"(%463) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %465 = "llvm.mul"(%155, %43) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %466 = "llvm.add"(%465, %57) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %467 = "llvm.getelementptr"(%46, %466) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %468 = "llvm.load"(%467) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %469 = "llvm.mul"(%155, %43) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %470 = "llvm.add"(%469, %121) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %471 = "llvm.getelementptr"(%46, %470) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %472 = "llvm.load"(%471) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %473 = "llvm.mul"(%155, %43) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %474 = "llvm.add"(%473, %123) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %475 = "llvm.getelementptr"(%46, %474) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %476 = "llvm.load"(%475) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %477 = "llvm.mul"(%155, %43) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %478 = "llvm.add"(%477, %125) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %479 = "llvm.getelementptr"(%46, %478) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %480 = "llvm.load"(%479) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %481 = "llvm.mul"(%155, %43) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %482 = "llvm.add"(%481, %127) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %483 = "llvm.getelementptr"(%46, %482) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %484 = "llvm.load"(%483) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %485 = "llvm.mul"(%155, %43) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %486 = "llvm.add"(%485, %129) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %487 = "llvm.getelementptr"(%46, %486) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %488 = "llvm.load"(%487) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %489 = "llvm.mul"(%155, %43) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %490 = "llvm.add"(%489, %131) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %491 = "llvm.getelementptr"(%46, %490) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %492 = "llvm.load"(%491) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %493 = "llvm.mul"(%155, %43) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %494 = "llvm.add"(%493, %133) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %495 = "llvm.getelementptr"(%46, %494) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %496 = "llvm.load"(%495) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %497 = "llvm.mul"(%155, %43) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %498 = "llvm.add"(%497, %135) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %499 = "llvm.getelementptr"(%46, %498) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %500 = "llvm.load"(%499) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %501 = "llvm.mul"(%155, %43) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %502 = "llvm.add"(%501, %137) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %503 = "llvm.getelementptr"(%46, %502) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %504 = "llvm.load"(%503) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %505 = "llvm.mul"(%155, %43) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %506 = "llvm.add"(%505, %139) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %507 = "llvm.getelementptr"(%46, %506) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %508 = "llvm.load"(%507) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %509 = "llvm.mul"(%155, %43) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %510 = "llvm.add"(%509, %141) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %511 = "llvm.getelementptr"(%46, %510) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %512 = "llvm.load"(%511) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %513 = "llvm.mul"(%155, %43) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %514 = "llvm.add"(%513, %143) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %515 = "llvm.getelementptr"(%46, %514) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %516 = "llvm.load"(%515) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %517 = "llvm.mul"(%155, %43) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %518 = "llvm.add"(%517, %145) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %519 = "llvm.getelementptr"(%46, %518) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %520 = "llvm.load"(%519) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %521 = "llvm.mul"(%155, %43) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %522 = "llvm.add"(%521, %147) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %523 = "llvm.getelementptr"(%46, %522) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %524 = "llvm.load"(%523) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %525 = "llvm.mul"(%155, %43) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %526 = "llvm.add"(%525, %149) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %527 = "llvm.getelementptr"(%46, %526) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %528 = "llvm.load"(%527) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %529 = "llvm.mul"(%159, %43) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %530 = "llvm.add"(%529, %57) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %531 = "llvm.getelementptr"(%45, %530) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %532 = "llvm.load"(%531) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %533 = "llvm.mul"(%159, %43) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %534 = "llvm.add"(%533, %121) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %535 = "llvm.getelementptr"(%45, %534) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %536 = "llvm.load"(%535) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %537 = "llvm.mul"(%159, %43) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %538 = "llvm.add"(%537, %123) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %539 = "llvm.getelementptr"(%45, %538) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %540 = "llvm.load"(%539) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %541 = "llvm.mul"(%159, %43) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %542 = "llvm.add"(%541, %125) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %543 = "llvm.getelementptr"(%45, %542) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %544 = "llvm.load"(%543) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %545 = "llvm.mul"(%159, %43) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %546 = "llvm.add"(%545, %127) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %547 = "llvm.getelementptr"(%45, %546) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %548 = "llvm.load"(%547) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %549 = "llvm.mul"(%159, %43) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %550 = "llvm.add"(%549, %129) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %551 = "llvm.getelementptr"(%45, %550) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %552 = "llvm.load"(%551) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %553 = "llvm.mul"(%159, %43) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %554 = "llvm.add"(%553, %131) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %555 = "llvm.getelementptr"(%45, %554) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %556 = "llvm.load"(%555) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %557 = "llvm.mul"(%159, %43) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %558 = "llvm.add"(%557, %133) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %559 = "llvm.getelementptr"(%45, %558) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %560 = "llvm.load"(%559) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %561 = "llvm.mul"(%159, %43) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %562 = "llvm.add"(%561, %135) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %563 = "llvm.getelementptr"(%45, %562) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %564 = "llvm.load"(%563) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %565 = "llvm.mul"(%159, %43) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %566 = "llvm.add"(%565, %137) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %567 = "llvm.getelementptr"(%45, %566) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %568 = "llvm.load"(%567) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %569 = "llvm.mul"(%159, %43) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %570 = "llvm.add"(%569, %139) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %571 = "llvm.getelementptr"(%45, %570) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %572 = "llvm.load"(%571) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %573 = "llvm.mul"(%159, %43) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %574 = "llvm.add"(%573, %141) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %575 = "llvm.getelementptr"(%45, %574) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %576 = "llvm.load"(%575) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %577 = "llvm.mul"(%159, %43) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %578 = "llvm.add"(%577, %143) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %579 = "llvm.getelementptr"(%45, %578) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %580 = "llvm.load"(%579) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %581 = "llvm.mul"(%159, %43) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %582 = "llvm.add"(%581, %145) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %583 = "llvm.getelementptr"(%45, %582) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %584 = "llvm.load"(%583) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %585 = "llvm.mul"(%159, %43) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %586 = "llvm.add"(%585, %147) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %587 = "llvm.getelementptr"(%45, %586) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %588 = "llvm.load"(%587) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %589 = "llvm.mul"(%159, %43) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %590 = "llvm.add"(%589, %149) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %591 = "llvm.getelementptr"(%45, %590) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %592 = "llvm.load"(%591) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %593 = "llvm.mul"(%161, %43) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %594 = "llvm.add"(%593, %57) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %595 = "llvm.getelementptr"(%45, %594) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %596 = "llvm.load"(%595) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %597 = "llvm.mul"(%161, %43) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %598 = "llvm.add"(%597, %121) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %599 = "llvm.getelementptr"(%45, %598) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %600 = "llvm.load"(%599) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %601 = "llvm.mul"(%161, %43) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %602 = "llvm.add"(%601, %123) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %603 = "llvm.getelementptr"(%45, %602) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %604 = "llvm.load"(%603) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %605 = "llvm.mul"(%161, %43) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %606 = "llvm.add"(%605, %125) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %607 = "llvm.getelementptr"(%45, %606) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %608 = "llvm.load"(%607) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %609 = "llvm.mul"(%161, %43) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %610 = "llvm.add"(%609, %127) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %611 = "llvm.getelementptr"(%45, %610) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %612 = "llvm.load"(%611) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %613 = "llvm.mul"(%161, %43) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %614 = "llvm.add"(%613, %129) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %615 = "llvm.getelementptr"(%45, %614) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %616 = "llvm.load"(%615) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %617 = "llvm.mul"(%161, %43) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %618 = "llvm.add"(%617, %131) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %619 = "llvm.getelementptr"(%45, %618) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %620 = "llvm.load"(%619) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %621 = "llvm.mul"(%161, %43) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %622 = "llvm.add"(%621, %133) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %623 = "llvm.getelementptr"(%45, %622) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %624 = "llvm.load"(%623) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %625 = "llvm.mul"(%161, %43) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %626 = "llvm.add"(%625, %135) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %627 = "llvm.getelementptr"(%45, %626) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %628 = "llvm.load"(%627) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %629 = "llvm.mul"(%161, %43) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %630 = "llvm.add"(%629, %137) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %631 = "llvm.getelementptr"(%45, %630) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %632 = "llvm.load"(%631) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %633 = "llvm.mul"(%161, %43) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %634 = "llvm.add"(%633, %139) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %635 = "llvm.getelementptr"(%45, %634) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %636 = "llvm.load"(%635) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %637 = "llvm.mul"(%161, %43) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %638 = "llvm.add"(%637, %141) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %639 = "llvm.getelementptr"(%45, %638) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %640 = "llvm.load"(%639) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %641 = "llvm.mul"(%161, %43) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %642 = "llvm.add"(%641, %143) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %643 = "llvm.getelementptr"(%45, %642) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %644 = "llvm.load"(%643) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %645 = "llvm.mul"(%161, %43) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %646 = "llvm.add"(%645, %145) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %647 = "llvm.getelementptr"(%45, %646) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %648 = "llvm.load"(%647) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %649 = "llvm.mul"(%161, %43) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %650 = "llvm.add"(%649, %147) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %651 = "llvm.getelementptr"(%45, %650) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %652 = "llvm.load"(%651) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %653 = "llvm.mul"(%161, %43) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %654 = "llvm.add"(%653, %149) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %655 = "llvm.getelementptr"(%45, %654) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %656 = "llvm.load"(%655) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %657 = "llvm.extractelement"(%169, %17) : (vector<2xf32>, i64) -> f32
    %658 = "llvm.extractelement"(%169, %44) : (vector<2xf32>, i64) -> f32
    %659 = "llvm.extractelement"(%170, %17) : (vector<2xf32>, i64) -> f32
    %660 = "llvm.extractelement"(%170, %44) : (vector<2xf32>, i64) -> f32
    %661 = "nvvm.mma.sync"(%276, %340, %280, %344, %532, %536, %657, %658, %659, %660) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %662 = "llvm.extractvalue"(%661) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %663 = "llvm.extractvalue"(%661) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %664 = "llvm.insertelement"(%3, %662, %19) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %665 = "llvm.insertelement"(%664, %663, %2) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %666 = "llvm.extractvalue"(%661) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %667 = "llvm.extractvalue"(%661) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %668 = "llvm.insertelement"(%3, %666, %19) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %669 = "llvm.insertelement"(%668, %667, %2) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %670 = "llvm.extractelement"(%167, %17) : (vector<2xf32>, i64) -> f32
    %671 = "llvm.extractelement"(%167, %44) : (vector<2xf32>, i64) -> f32
    %672 = "llvm.extractelement"(%168, %17) : (vector<2xf32>, i64) -> f32
    %673 = "llvm.extractelement"(%168, %44) : (vector<2xf32>, i64) -> f32
    %674 = "nvvm.mma.sync"(%276, %340, %280, %344, %596, %600, %670, %671, %672, %673) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %675 = "llvm.extractvalue"(%674) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %676 = "llvm.extractvalue"(%674) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %677 = "llvm.insertelement"(%3, %675, %19) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %678 = "llvm.insertelement"(%677, %676, %2) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %679 = "llvm.extractvalue"(%674) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %680 = "llvm.extractvalue"(%674) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %681 = "llvm.insertelement"(%3, %679, %19) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %682 = "llvm.insertelement"(%681, %680, %2) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %683 = "llvm.extractelement"(%165, %17) : (vector<2xf32>, i64) -> f32
    %684 = "llvm.extractelement"(%165, %44) : (vector<2xf32>, i64) -> f32
    %685 = "llvm.extractelement"(%166, %17) : (vector<2xf32>, i64) -> f32
    %686 = "llvm.extractelement"(%166, %44) : (vector<2xf32>, i64) -> f32
    %687 = "nvvm.mma.sync"(%404, %468, %408, %472, %532, %536, %683, %684, %685, %686) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %688 = "llvm.extractvalue"(%687) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %689 = "llvm.extractvalue"(%687) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %690 = "llvm.insertelement"(%3, %688, %19) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %691 = "llvm.insertelement"(%690, %689, %2) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %692 = "llvm.extractvalue"(%687) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %693 = "llvm.extractvalue"(%687) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %694 = "llvm.insertelement"(%3, %692, %19) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %695 = "llvm.insertelement"(%694, %693, %2) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %696 = "llvm.extractelement"(%163, %17) : (vector<2xf32>, i64) -> f32
    %697 = "llvm.extractelement"(%163, %44) : (vector<2xf32>, i64) -> f32
    %698 = "llvm.extractelement"(%164, %17) : (vector<2xf32>, i64) -> f32
    %699 = "llvm.extractelement"(%164, %44) : (vector<2xf32>, i64) -> f32
    %700 = "nvvm.mma.sync"(%404, %468, %408, %472, %596, %600, %696, %697, %698, %699) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %701 = "llvm.extractvalue"(%700) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %702 = "llvm.extractvalue"(%700) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %703 = "llvm.insertelement"(%3, %701, %19) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %704 = "llvm.insertelement"(%703, %702, %2) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %705 = "llvm.extractvalue"(%700) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %706 = "llvm.extractvalue"(%700) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %707 = "llvm.insertelement"(%3, %705, %19) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %708 = "llvm.insertelement"(%707, %706, %2) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %709 = "llvm.extractelement"(%665, %17) : (vector<2xf32>, i64) -> f32
    %710 = "llvm.extractelement"(%665, %44) : (vector<2xf32>, i64) -> f32
    %711 = "llvm.extractelement"(%669, %17) : (vector<2xf32>, i64) -> f32
    %712 = "llvm.extractelement"(%669, %44) : (vector<2xf32>, i64) -> f32
    %713 = "nvvm.mma.sync"(%284, %348, %288, %352, %540, %544, %709, %710, %711, %712) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %714 = "llvm.extractvalue"(%713) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %715 = "llvm.extractvalue"(%713) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %716 = "llvm.insertelement"(%3, %714, %19) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %717 = "llvm.insertelement"(%716, %715, %2) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %718 = "llvm.extractvalue"(%713) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %719 = "llvm.extractvalue"(%713) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %720 = "llvm.insertelement"(%3, %718, %19) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %721 = "llvm.insertelement"(%720, %719, %2) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %722 = "llvm.extractelement"(%678, %17) : (vector<2xf32>, i64) -> f32
    %723 = "llvm.extractelement"(%678, %44) : (vector<2xf32>, i64) -> f32
    %724 = "llvm.extractelement"(%682, %17) : (vector<2xf32>, i64) -> f32
    %725 = "llvm.extractelement"(%682, %44) : (vector<2xf32>, i64) -> f32
    %726 = "nvvm.mma.sync"(%284, %348, %288, %352, %604, %608, %722, %723, %724, %725) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %727 = "llvm.extractvalue"(%726) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %728 = "llvm.extractvalue"(%726) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %729 = "llvm.insertelement"(%3, %727, %19) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %730 = "llvm.insertelement"(%729, %728, %2) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %731 = "llvm.extractvalue"(%726) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %732 = "llvm.extractvalue"(%726) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %733 = "llvm.insertelement"(%3, %731, %19) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %734 = "llvm.insertelement"(%733, %732, %2) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %735 = "llvm.extractelement"(%691, %17) : (vector<2xf32>, i64) -> f32
    %736 = "llvm.extractelement"(%691, %44) : (vector<2xf32>, i64) -> f32
    %737 = "llvm.extractelement"(%695, %17) : (vector<2xf32>, i64) -> f32
    %738 = "llvm.extractelement"(%695, %44) : (vector<2xf32>, i64) -> f32
    %739 = "nvvm.mma.sync"(%412, %476, %416, %480, %540, %544, %735, %736, %737, %738) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %740 = "llvm.extractvalue"(%739) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %741 = "llvm.extractvalue"(%739) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %742 = "llvm.insertelement"(%3, %740, %19) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %743 = "llvm.insertelement"(%742, %741, %2) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %744 = "llvm.extractvalue"(%739) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %745 = "llvm.extractvalue"(%739) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %746 = "llvm.insertelement"(%3, %744, %19) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %747 = "llvm.insertelement"(%746, %745, %2) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %748 = "llvm.extractelement"(%704, %17) : (vector<2xf32>, i64) -> f32
    %749 = "llvm.extractelement"(%704, %44) : (vector<2xf32>, i64) -> f32
    %750 = "llvm.extractelement"(%708, %17) : (vector<2xf32>, i64) -> f32
    %751 = "llvm.extractelement"(%708, %44) : (vector<2xf32>, i64) -> f32
    %752 = "nvvm.mma.sync"(%412, %476, %416, %480, %604, %608, %748, %749, %750, %751) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %753 = "llvm.extractvalue"(%752) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %754 = "llvm.extractvalue"(%752) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %755 = "llvm.insertelement"(%3, %753, %19) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %756 = "llvm.insertelement"(%755, %754, %2) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %757 = "llvm.extractvalue"(%752) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %758 = "llvm.extractvalue"(%752) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %759 = "llvm.insertelement"(%3, %757, %19) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %760 = "llvm.insertelement"(%759, %758, %2) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %761 = "llvm.extractelement"(%717, %17) : (vector<2xf32>, i64) -> f32
    %762 = "llvm.extractelement"(%717, %44) : (vector<2xf32>, i64) -> f32
    %763 = "llvm.extractelement"(%721, %17) : (vector<2xf32>, i64) -> f32
    %764 = "llvm.extractelement"(%721, %44) : (vector<2xf32>, i64) -> f32
    %765 = "nvvm.mma.sync"(%292, %356, %296, %360, %548, %552, %761, %762, %763, %764) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %766 = "llvm.extractvalue"(%765) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %767 = "llvm.extractvalue"(%765) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %768 = "llvm.insertelement"(%3, %766, %19) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %769 = "llvm.insertelement"(%768, %767, %2) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %770 = "llvm.extractvalue"(%765) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %771 = "llvm.extractvalue"(%765) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %772 = "llvm.insertelement"(%3, %770, %19) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %773 = "llvm.insertelement"(%772, %771, %2) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %774 = "llvm.extractelement"(%730, %17) : (vector<2xf32>, i64) -> f32
    %775 = "llvm.extractelement"(%730, %44) : (vector<2xf32>, i64) -> f32
    %776 = "llvm.extractelement"(%734, %17) : (vector<2xf32>, i64) -> f32
    %777 = "llvm.extractelement"(%734, %44) : (vector<2xf32>, i64) -> f32
    %778 = "nvvm.mma.sync"(%292, %356, %296, %360, %612, %616, %774, %775, %776, %777) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %779 = "llvm.extractvalue"(%778) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %780 = "llvm.extractvalue"(%778) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %781 = "llvm.insertelement"(%3, %779, %19) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %782 = "llvm.insertelement"(%781, %780, %2) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %783 = "llvm.extractvalue"(%778) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %784 = "llvm.extractvalue"(%778) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %785 = "llvm.insertelement"(%3, %783, %19) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %786 = "llvm.insertelement"(%785, %784, %2) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %787 = "llvm.extractelement"(%743, %17) : (vector<2xf32>, i64) -> f32
    %788 = "llvm.extractelement"(%743, %44) : (vector<2xf32>, i64) -> f32
    %789 = "llvm.extractelement"(%747, %17) : (vector<2xf32>, i64) -> f32
    %790 = "llvm.extractelement"(%747, %44) : (vector<2xf32>, i64) -> f32
    %791 = "nvvm.mma.sync"(%420, %484, %424, %488, %548, %552, %787, %788, %789, %790) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %792 = "llvm.extractvalue"(%791) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %793 = "llvm.extractvalue"(%791) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %794 = "llvm.insertelement"(%3, %792, %19) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %795 = "llvm.insertelement"(%794, %793, %2) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %796 = "llvm.extractvalue"(%791) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %797 = "llvm.extractvalue"(%791) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %798 = "llvm.insertelement"(%3, %796, %19) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %799 = "llvm.insertelement"(%798, %797, %2) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %800 = "llvm.extractelement"(%756, %17) : (vector<2xf32>, i64) -> f32
    %801 = "llvm.extractelement"(%756, %44) : (vector<2xf32>, i64) -> f32
    %802 = "llvm.extractelement"(%760, %17) : (vector<2xf32>, i64) -> f32
    %803 = "llvm.extractelement"(%760, %44) : (vector<2xf32>, i64) -> f32
    %804 = "nvvm.mma.sync"(%420, %484, %424, %488, %612, %616, %800, %801, %802, %803) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %805 = "llvm.extractvalue"(%804) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %806 = "llvm.extractvalue"(%804) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %807 = "llvm.insertelement"(%3, %805, %19) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %808 = "llvm.insertelement"(%807, %806, %2) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %809 = "llvm.extractvalue"(%804) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %810 = "llvm.extractvalue"(%804) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %811 = "llvm.insertelement"(%3, %809, %19) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %812 = "llvm.insertelement"(%811, %810, %2) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %813 = "llvm.extractelement"(%769, %17) : (vector<2xf32>, i64) -> f32
    %814 = "llvm.extractelement"(%769, %44) : (vector<2xf32>, i64) -> f32
    %815 = "llvm.extractelement"(%773, %17) : (vector<2xf32>, i64) -> f32
    %816 = "llvm.extractelement"(%773, %44) : (vector<2xf32>, i64) -> f32
    %817 = "nvvm.mma.sync"(%300, %364, %304, %368, %556, %560, %813, %814, %815, %816) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %818 = "llvm.extractvalue"(%817) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %819 = "llvm.extractvalue"(%817) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %820 = "llvm.insertelement"(%3, %818, %19) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %821 = "llvm.insertelement"(%820, %819, %2) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %822 = "llvm.extractvalue"(%817) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %823 = "llvm.extractvalue"(%817) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %824 = "llvm.insertelement"(%3, %822, %19) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %825 = "llvm.insertelement"(%824, %823, %2) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %826 = "llvm.extractelement"(%782, %17) : (vector<2xf32>, i64) -> f32
    %827 = "llvm.extractelement"(%782, %44) : (vector<2xf32>, i64) -> f32
    %828 = "llvm.extractelement"(%786, %17) : (vector<2xf32>, i64) -> f32
    %829 = "llvm.extractelement"(%786, %44) : (vector<2xf32>, i64) -> f32
    %830 = "nvvm.mma.sync"(%300, %364, %304, %368, %620, %624, %826, %827, %828, %829) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %831 = "llvm.extractvalue"(%830) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %832 = "llvm.extractvalue"(%830) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %833 = "llvm.insertelement"(%3, %831, %19) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %834 = "llvm.insertelement"(%833, %832, %2) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %835 = "llvm.extractvalue"(%830) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %836 = "llvm.extractvalue"(%830) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %837 = "llvm.insertelement"(%3, %835, %19) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %838 = "llvm.insertelement"(%837, %836, %2) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %839 = "llvm.extractelement"(%795, %17) : (vector<2xf32>, i64) -> f32
    %840 = "llvm.extractelement"(%795, %44) : (vector<2xf32>, i64) -> f32
    %841 = "llvm.extractelement"(%799, %17) : (vector<2xf32>, i64) -> f32
    %842 = "llvm.extractelement"(%799, %44) : (vector<2xf32>, i64) -> f32
    %843 = "nvvm.mma.sync"(%428, %492, %432, %496, %556, %560, %839, %840, %841, %842) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %844 = "llvm.extractvalue"(%843) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %845 = "llvm.extractvalue"(%843) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %846 = "llvm.insertelement"(%3, %844, %19) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %847 = "llvm.insertelement"(%846, %845, %2) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %848 = "llvm.extractvalue"(%843) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %849 = "llvm.extractvalue"(%843) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %850 = "llvm.insertelement"(%3, %848, %19) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %851 = "llvm.insertelement"(%850, %849, %2) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %852 = "llvm.extractelement"(%808, %17) : (vector<2xf32>, i64) -> f32
    %853 = "llvm.extractelement"(%808, %44) : (vector<2xf32>, i64) -> f32
    %854 = "llvm.extractelement"(%812, %17) : (vector<2xf32>, i64) -> f32
    %855 = "llvm.extractelement"(%812, %44) : (vector<2xf32>, i64) -> f32
    %856 = "nvvm.mma.sync"(%428, %492, %432, %496, %620, %624, %852, %853, %854, %855) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %857 = "llvm.extractvalue"(%856) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %858 = "llvm.extractvalue"(%856) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %859 = "llvm.insertelement"(%3, %857, %19) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %860 = "llvm.insertelement"(%859, %858, %2) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %861 = "llvm.extractvalue"(%856) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %862 = "llvm.extractvalue"(%856) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %863 = "llvm.insertelement"(%3, %861, %19) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %864 = "llvm.insertelement"(%863, %862, %2) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %865 = "llvm.extractelement"(%821, %17) : (vector<2xf32>, i64) -> f32
    %866 = "llvm.extractelement"(%821, %44) : (vector<2xf32>, i64) -> f32
    %867 = "llvm.extractelement"(%825, %17) : (vector<2xf32>, i64) -> f32
    %868 = "llvm.extractelement"(%825, %44) : (vector<2xf32>, i64) -> f32
    %869 = "nvvm.mma.sync"(%308, %372, %312, %376, %564, %568, %865, %866, %867, %868) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %870 = "llvm.extractvalue"(%869) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %871 = "llvm.extractvalue"(%869) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %872 = "llvm.insertelement"(%3, %870, %19) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %873 = "llvm.insertelement"(%872, %871, %2) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %874 = "llvm.extractvalue"(%869) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %875 = "llvm.extractvalue"(%869) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %876 = "llvm.insertelement"(%3, %874, %19) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %877 = "llvm.insertelement"(%876, %875, %2) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %878 = "llvm.extractelement"(%834, %17) : (vector<2xf32>, i64) -> f32
    %879 = "llvm.extractelement"(%834, %44) : (vector<2xf32>, i64) -> f32
    %880 = "llvm.extractelement"(%838, %17) : (vector<2xf32>, i64) -> f32
    %881 = "llvm.extractelement"(%838, %44) : (vector<2xf32>, i64) -> f32
    %882 = "nvvm.mma.sync"(%308, %372, %312, %376, %628, %632, %878, %879, %880, %881) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %883 = "llvm.extractvalue"(%882) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %884 = "llvm.extractvalue"(%882) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %885 = "llvm.insertelement"(%3, %883, %19) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %886 = "llvm.insertelement"(%885, %884, %2) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %887 = "llvm.extractvalue"(%882) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %888 = "llvm.extractvalue"(%882) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %889 = "llvm.insertelement"(%3, %887, %19) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %890 = "llvm.insertelement"(%889, %888, %2) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %891 = "llvm.extractelement"(%847, %17) : (vector<2xf32>, i64) -> f32
    %892 = "llvm.extractelement"(%847, %44) : (vector<2xf32>, i64) -> f32
    %893 = "llvm.extractelement"(%851, %17) : (vector<2xf32>, i64) -> f32
    %894 = "llvm.extractelement"(%851, %44) : (vector<2xf32>, i64) -> f32
    %895 = "nvvm.mma.sync"(%436, %500, %440, %504, %564, %568, %891, %892, %893, %894) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %896 = "llvm.extractvalue"(%895) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %897 = "llvm.extractvalue"(%895) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %898 = "llvm.insertelement"(%3, %896, %19) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %899 = "llvm.insertelement"(%898, %897, %2) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %900 = "llvm.extractvalue"(%895) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %901 = "llvm.extractvalue"(%895) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %902 = "llvm.insertelement"(%3, %900, %19) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %903 = "llvm.insertelement"(%902, %901, %2) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %904 = "llvm.extractelement"(%860, %17) : (vector<2xf32>, i64) -> f32
    %905 = "llvm.extractelement"(%860, %44) : (vector<2xf32>, i64) -> f32
    %906 = "llvm.extractelement"(%864, %17) : (vector<2xf32>, i64) -> f32
    %907 = "llvm.extractelement"(%864, %44) : (vector<2xf32>, i64) -> f32
    %908 = "nvvm.mma.sync"(%436, %500, %440, %504, %628, %632, %904, %905, %906, %907) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %909 = "llvm.extractvalue"(%908) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %910 = "llvm.extractvalue"(%908) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %911 = "llvm.insertelement"(%3, %909, %19) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %912 = "llvm.insertelement"(%911, %910, %2) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %913 = "llvm.extractvalue"(%908) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %914 = "llvm.extractvalue"(%908) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %915 = "llvm.insertelement"(%3, %913, %19) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %916 = "llvm.insertelement"(%915, %914, %2) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %917 = "llvm.extractelement"(%873, %17) : (vector<2xf32>, i64) -> f32
    %918 = "llvm.extractelement"(%873, %44) : (vector<2xf32>, i64) -> f32
    %919 = "llvm.extractelement"(%877, %17) : (vector<2xf32>, i64) -> f32
    %920 = "llvm.extractelement"(%877, %44) : (vector<2xf32>, i64) -> f32
    %921 = "nvvm.mma.sync"(%316, %380, %320, %384, %572, %576, %917, %918, %919, %920) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %922 = "llvm.extractvalue"(%921) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %923 = "llvm.extractvalue"(%921) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %924 = "llvm.insertelement"(%3, %922, %19) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %925 = "llvm.insertelement"(%924, %923, %2) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %926 = "llvm.extractvalue"(%921) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %927 = "llvm.extractvalue"(%921) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %928 = "llvm.insertelement"(%3, %926, %19) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %929 = "llvm.insertelement"(%928, %927, %2) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %930 = "llvm.extractelement"(%886, %17) : (vector<2xf32>, i64) -> f32
    %931 = "llvm.extractelement"(%886, %44) : (vector<2xf32>, i64) -> f32
    %932 = "llvm.extractelement"(%890, %17) : (vector<2xf32>, i64) -> f32
    %933 = "llvm.extractelement"(%890, %44) : (vector<2xf32>, i64) -> f32
    %934 = "nvvm.mma.sync"(%316, %380, %320, %384, %636, %640, %930, %931, %932, %933) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %935 = "llvm.extractvalue"(%934) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %936 = "llvm.extractvalue"(%934) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %937 = "llvm.insertelement"(%3, %935, %19) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %938 = "llvm.insertelement"(%937, %936, %2) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %939 = "llvm.extractvalue"(%934) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %940 = "llvm.extractvalue"(%934) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %941 = "llvm.insertelement"(%3, %939, %19) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %942 = "llvm.insertelement"(%941, %940, %2) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %943 = "llvm.extractelement"(%899, %17) : (vector<2xf32>, i64) -> f32
    %944 = "llvm.extractelement"(%899, %44) : (vector<2xf32>, i64) -> f32
    %945 = "llvm.extractelement"(%903, %17) : (vector<2xf32>, i64) -> f32
    %946 = "llvm.extractelement"(%903, %44) : (vector<2xf32>, i64) -> f32
    %947 = "nvvm.mma.sync"(%444, %508, %448, %512, %572, %576, %943, %944, %945, %946) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %948 = "llvm.extractvalue"(%947) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %949 = "llvm.extractvalue"(%947) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %950 = "llvm.insertelement"(%3, %948, %19) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %951 = "llvm.insertelement"(%950, %949, %2) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %952 = "llvm.extractvalue"(%947) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %953 = "llvm.extractvalue"(%947) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %954 = "llvm.insertelement"(%3, %952, %19) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %955 = "llvm.insertelement"(%954, %953, %2) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %956 = "llvm.extractelement"(%912, %17) : (vector<2xf32>, i64) -> f32
    %957 = "llvm.extractelement"(%912, %44) : (vector<2xf32>, i64) -> f32
    %958 = "llvm.extractelement"(%916, %17) : (vector<2xf32>, i64) -> f32
    %959 = "llvm.extractelement"(%916, %44) : (vector<2xf32>, i64) -> f32
    %960 = "nvvm.mma.sync"(%444, %508, %448, %512, %636, %640, %956, %957, %958, %959) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %961 = "llvm.extractvalue"(%960) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %962 = "llvm.extractvalue"(%960) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %963 = "llvm.insertelement"(%3, %961, %19) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %964 = "llvm.insertelement"(%963, %962, %2) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %965 = "llvm.extractvalue"(%960) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %966 = "llvm.extractvalue"(%960) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %967 = "llvm.insertelement"(%3, %965, %19) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %968 = "llvm.insertelement"(%967, %966, %2) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %969 = "llvm.extractelement"(%925, %17) : (vector<2xf32>, i64) -> f32
    %970 = "llvm.extractelement"(%925, %44) : (vector<2xf32>, i64) -> f32
    %971 = "llvm.extractelement"(%929, %17) : (vector<2xf32>, i64) -> f32
    %972 = "llvm.extractelement"(%929, %44) : (vector<2xf32>, i64) -> f32
    %973 = "nvvm.mma.sync"(%324, %388, %328, %392, %580, %584, %969, %970, %971, %972) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %974 = "llvm.extractvalue"(%973) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %975 = "llvm.extractvalue"(%973) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %976 = "llvm.insertelement"(%3, %974, %19) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %977 = "llvm.insertelement"(%976, %975, %2) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %978 = "llvm.extractvalue"(%973) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %979 = "llvm.extractvalue"(%973) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %980 = "llvm.insertelement"(%3, %978, %19) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %981 = "llvm.insertelement"(%980, %979, %2) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %982 = "llvm.extractelement"(%938, %17) : (vector<2xf32>, i64) -> f32
    %983 = "llvm.extractelement"(%938, %44) : (vector<2xf32>, i64) -> f32
    %984 = "llvm.extractelement"(%942, %17) : (vector<2xf32>, i64) -> f32
    %985 = "llvm.extractelement"(%942, %44) : (vector<2xf32>, i64) -> f32
    %986 = "nvvm.mma.sync"(%324, %388, %328, %392, %644, %648, %982, %983, %984, %985) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %987 = "llvm.extractvalue"(%986) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %988 = "llvm.extractvalue"(%986) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %989 = "llvm.insertelement"(%3, %987, %19) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %990 = "llvm.insertelement"(%989, %988, %2) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %991 = "llvm.extractvalue"(%986) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %992 = "llvm.extractvalue"(%986) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %993 = "llvm.insertelement"(%3, %991, %19) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %994 = "llvm.insertelement"(%993, %992, %2) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %995 = "llvm.extractelement"(%951, %17) : (vector<2xf32>, i64) -> f32
    %996 = "llvm.extractelement"(%951, %44) : (vector<2xf32>, i64) -> f32
    %997 = "llvm.extractelement"(%955, %17) : (vector<2xf32>, i64) -> f32
    %998 = "llvm.extractelement"(%955, %44) : (vector<2xf32>, i64) -> f32
    %999 = "nvvm.mma.sync"(%452, %516, %456, %520, %580, %584, %995, %996, %997, %998) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %1000 = "llvm.extractvalue"(%999) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1001 = "llvm.extractvalue"(%999) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1002 = "llvm.insertelement"(%3, %1000, %19) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1003 = "llvm.insertelement"(%1002, %1001, %2) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1004 = "llvm.extractvalue"(%999) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1005 = "llvm.extractvalue"(%999) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1006 = "llvm.insertelement"(%3, %1004, %19) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1007 = "llvm.insertelement"(%1006, %1005, %2) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1008 = "llvm.extractelement"(%964, %17) : (vector<2xf32>, i64) -> f32
    %1009 = "llvm.extractelement"(%964, %44) : (vector<2xf32>, i64) -> f32
    %1010 = "llvm.extractelement"(%968, %17) : (vector<2xf32>, i64) -> f32
    %1011 = "llvm.extractelement"(%968, %44) : (vector<2xf32>, i64) -> f32
    %1012 = "nvvm.mma.sync"(%452, %516, %456, %520, %644, %648, %1008, %1009, %1010, %1011) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %1013 = "llvm.extractvalue"(%1012) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1014 = "llvm.extractvalue"(%1012) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1015 = "llvm.insertelement"(%3, %1013, %19) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1016 = "llvm.insertelement"(%1015, %1014, %2) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1017 = "llvm.extractvalue"(%1012) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1018 = "llvm.extractvalue"(%1012) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1019 = "llvm.insertelement"(%3, %1017, %19) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1020 = "llvm.insertelement"(%1019, %1018, %2) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1021 = "llvm.extractelement"(%977, %17) : (vector<2xf32>, i64) -> f32
    %1022 = "llvm.extractelement"(%977, %44) : (vector<2xf32>, i64) -> f32
    %1023 = "llvm.extractelement"(%981, %17) : (vector<2xf32>, i64) -> f32
    %1024 = "llvm.extractelement"(%981, %44) : (vector<2xf32>, i64) -> f32
    %1025 = "nvvm.mma.sync"(%332, %396, %336, %400, %588, %592, %1021, %1022, %1023, %1024) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %1026 = "llvm.extractvalue"(%1025) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1027 = "llvm.extractvalue"(%1025) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1028 = "llvm.insertelement"(%3, %1026, %19) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1029 = "llvm.insertelement"(%1028, %1027, %2) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1030 = "llvm.extractvalue"(%1025) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1031 = "llvm.extractvalue"(%1025) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1032 = "llvm.insertelement"(%3, %1030, %19) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1033 = "llvm.insertelement"(%1032, %1031, %2) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1034 = "llvm.extractelement"(%990, %17) : (vector<2xf32>, i64) -> f32
    %1035 = "llvm.extractelement"(%990, %44) : (vector<2xf32>, i64) -> f32
    %1036 = "llvm.extractelement"(%994, %17) : (vector<2xf32>, i64) -> f32
    %1037 = "llvm.extractelement"(%994, %44) : (vector<2xf32>, i64) -> f32
    %1038 = "nvvm.mma.sync"(%332, %396, %336, %400, %652, %656, %1034, %1035, %1036, %1037) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %1039 = "llvm.extractvalue"(%1038) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1040 = "llvm.extractvalue"(%1038) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1041 = "llvm.insertelement"(%3, %1039, %19) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1042 = "llvm.insertelement"(%1041, %1040, %2) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1043 = "llvm.extractvalue"(%1038) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1044 = "llvm.extractvalue"(%1038) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1045 = "llvm.insertelement"(%3, %1043, %19) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1046 = "llvm.insertelement"(%1045, %1044, %2) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1047 = "llvm.extractelement"(%1003, %17) : (vector<2xf32>, i64) -> f32
    %1048 = "llvm.extractelement"(%1003, %44) : (vector<2xf32>, i64) -> f32
    %1049 = "llvm.extractelement"(%1007, %17) : (vector<2xf32>, i64) -> f32
    %1050 = "llvm.extractelement"(%1007, %44) : (vector<2xf32>, i64) -> f32
    %1051 = "nvvm.mma.sync"(%460, %524, %464, %528, %588, %592, %1047, %1048, %1049, %1050) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %1052 = "llvm.extractvalue"(%1051) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1053 = "llvm.extractvalue"(%1051) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1054 = "llvm.insertelement"(%3, %1052, %19) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1055 = "llvm.insertelement"(%1054, %1053, %2) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1056 = "llvm.extractvalue"(%1051) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1057 = "llvm.extractvalue"(%1051) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1058 = "llvm.insertelement"(%3, %1056, %19) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1059 = "llvm.insertelement"(%1058, %1057, %2) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1060 = "llvm.extractelement"(%1016, %17) : (vector<2xf32>, i64) -> f32
    %1061 = "llvm.extractelement"(%1016, %44) : (vector<2xf32>, i64) -> f32
    %1062 = "llvm.extractelement"(%1020, %17) : (vector<2xf32>, i64) -> f32
    %1063 = "llvm.extractelement"(%1020, %44) : (vector<2xf32>, i64) -> f32
    %1064 = "nvvm.mma.sync"(%460, %524, %464, %528, %652, %656, %1060, %1061, %1062, %1063) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %1065 = "llvm.extractvalue"(%1064) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1066 = "llvm.extractvalue"(%1064) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1067 = "llvm.insertelement"(%3, %1065, %19) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1068 = "llvm.insertelement"(%1067, %1066, %2) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1069 = "llvm.extractvalue"(%1064) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1070 = "llvm.extractvalue"(%1064) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1071 = "llvm.insertelement"(%3, %1069, %19) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1072 = "llvm.insertelement"(%1071, %1070, %2) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1073 = "llvm.add"(%162, %29) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    "llvm.br"(%1073, %1068, %1072, %1055, %1059, %1042, %1046, %1029, %1033)[^bb1] : (i32, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>) -> ()
  ^bb3:  // pred: ^bb1
    %1074 = "llvm.mul"(%107, %41) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %1075 = "llvm.add"(%156, %1074) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %1076 = "llvm.mul"(%1075, %29) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %1077 = "llvm.add"(%1076, %56) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %1078 = "llvm.zext"(%1077) : (i32) -> i64
    %1079 = "llvm.mul"(%119, %4) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1080 = "llvm.add"(%1079, %1078) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1081 = "llvm.getelementptr"(%arg3, %1080) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    "llvm.store"(%169, %1081) <{alignment = 4 : i64, ordering = 0 : i64}> : (vector<2xf32>, !llvm.ptr<1>) -> ()
    %1082 = "llvm.add"(%1077, %29) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %1083 = "llvm.zext"(%1082) : (i32) -> i64
    %1084 = "llvm.mul"(%119, %4) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1085 = "llvm.add"(%1084, %1083) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1086 = "llvm.getelementptr"(%arg3, %1085) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    "llvm.store"(%167, %1086) <{alignment = 4 : i64, ordering = 0 : i64}> : (vector<2xf32>, !llvm.ptr<1>) -> ()
    %1087 = "llvm.mul"(%151, %4) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1088 = "llvm.add"(%1087, %1078) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1089 = "llvm.getelementptr"(%arg3, %1088) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    "llvm.store"(%170, %1089) <{alignment = 4 : i64, ordering = 0 : i64}> : (vector<2xf32>, !llvm.ptr<1>) -> ()
    %1090 = "llvm.mul"(%151, %4) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1091 = "llvm.add"(%1090, %1083) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1092 = "llvm.getelementptr"(%arg3, %1091) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    "llvm.store"(%168, %1092) <{alignment = 4 : i64, ordering = 0 : i64}> : (vector<2xf32>, !llvm.ptr<1>) -> ()
    %1093 = "llvm.mul"(%153, %4) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1094 = "llvm.add"(%1093, %1078) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1095 = "llvm.getelementptr"(%arg3, %1094) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    "llvm.store"(%165, %1095) <{alignment = 4 : i64, ordering = 0 : i64}> : (vector<2xf32>, !llvm.ptr<1>) -> ()
    %1096 = "llvm.mul"(%153, %4) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1097 = "llvm.add"(%1096, %1083) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1098 = "llvm.getelementptr"(%arg3, %1097) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    "llvm.store"(%163, %1098) <{alignment = 4 : i64, ordering = 0 : i64}> : (vector<2xf32>, !llvm.ptr<1>) -> ()
    %1099 = "llvm.mul"(%155, %4) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1100 = "llvm.add"(%1099, %1078) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1101 = "llvm.getelementptr"(%arg3, %1100) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    "llvm.store"(%166, %1101) <{alignment = 4 : i64, ordering = 0 : i64}> : (vector<2xf32>, !llvm.ptr<1>) -> ()
    %1102 = "llvm.mul"(%155, %4) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1103 = "llvm.add"(%1102, %1083) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1104 = "llvm.getelementptr"(%arg3, %1103) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    "llvm.store"(%164, %1104) <{alignment = 4 : i64, ordering = 0 : i64}> : (vector<2xf32>, !llvm.ptr<1>) -> ()
    "nvvm.barrier"() <{aligned = true, operandSegmentSizes = array<i32: 0, 0>}> : () -> ()
    "llvm.return"() : () -> ()
  }) {gpu.known_block_size = array<i32: 128, 1, 1>} : () -> ()
  "iree_codegen.dispatch_config"() <{function_ref = @mm_tb_dispatch_0_matmul_like_64x128x256_f16xf16xf32, subgroup_size = 32 : i64, workgroup_size = array<i64: 128, 1, 1>}> ({
  ^bb0(%arg0: !hal.device):
    %0 = "arith.constant"() <{value = 4 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    "iree_codegen.yield"(%0, %1, %1) : (index, index, index) -> ()
  }) : () -> ()
}) : () -> ()
