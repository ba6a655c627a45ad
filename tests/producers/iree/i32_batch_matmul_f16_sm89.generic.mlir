"builtin.module"() ({
  "llvm.mlir.global"() <{addr_space = 3 : i32, alignment = 16 : i64, global_type = !llvm.array<0 x i8>, linkage = #llvm.linkage<external>, sym_name = "__dynamic_shared_memory__", tls_mode = 0 : i64, visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.mlir.global"() <{addr_space = 3 : i32, alignment = 2 : i64, global_type = !llvm.array<1 x array<64 x array<36 x f16>>>, linkage = #llvm.linkage<private>, sym_name = "__shared_memory___0", tls_mode = 0 : i64, visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.mlir.global"() <{addr_space = 3 : i32, alignment = 2 : i64, global_type = !llvm.array<1 x array<64 x array<68 x f16>>>, linkage = #llvm.linkage<private>, sym_name = "__shared_memory__", tls_mode = 0 : i64, visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, arg_attrs = [{llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef, llvm.readonly}, {llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef, llvm.readonly}, {llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef}], function_type = !llvm.func<void (ptr<1>, ptr<1>, ptr<1>)>, linkage = #llvm.linkage<external>, sym_name = "bmm_dispatch_0_batch_matmul_8x64x128x64_f16", visibility_ = 0 : i64}> ({
  ^bb0(%arg1: !llvm.ptr<1>, %arg2: !llvm.ptr<1>, %arg3: !llvm.ptr<1>):
    %2 = "llvm.mlir.poison"() : () -> vector<2xf16>
    %3 = "llvm.mlir.constant"() <{value = 128 : i64}> : () -> i64
    %4 = "llvm.mlir.constant"() <{value = 8192 : i64}> : () -> i64
    %5 = "llvm.mlir.constant"() <{value = true}> : () -> i1
    %6 = "llvm.mlir.constant"() <{value = 4096 : i64}> : () -> i64
    %7 = "llvm.mlir.addressof"() <{global_name = @__dynamic_shared_memory__}> : () -> !llvm.ptr<3>
    %8 = "llvm.mlir.constant"() <{value = 0 : i64}> : () -> i64
    %9 = "llvm.mlir.constant"() <{value = 0 : i64}> : () -> i64
    %10 = "llvm.getelementptr"(%7, %8, %9) <{elem_type = !llvm.array<0 x i8>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648, -2147483648>}> : (!llvm.ptr<3>, i64, i64) -> !llvm.ptr<3>
    %11 = "llvm.mlir.constant"() <{value = 4352 : i64}> : () -> i64
    %12 = "llvm.mlir.constant"() <{value = 68 : i64}> : () -> i64
    %13 = "llvm.mlir.addressof"() <{global_name = @__dynamic_shared_memory__}> : () -> !llvm.ptr<3>
    %14 = "llvm.mlir.constant"() <{value = 0 : i64}> : () -> i64
    %15 = "llvm.mlir.constant"() <{value = 8704 : i64}> : () -> i64
    %16 = "llvm.getelementptr"(%13, %14, %15) <{elem_type = !llvm.array<0 x i8>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648, -2147483648>}> : (!llvm.ptr<3>, i64, i64) -> !llvm.ptr<3>
    %17 = "llvm.mlir.constant"() <{value = dense<0.000000e+00> : vector<2xf16>}> : () -> vector<2xf16>
    %18 = "llvm.mlir.constant"() <{value = 0 : i64}> : () -> i64
    %19 = "llvm.mlir.constant"() <{value = 64 : i32}> : () -> i32
    %20 = "llvm.mlir.constant"() <{value = 32 : i32}> : () -> i32
    %21 = "llvm.mlir.constant"() <{value = 8 : i32}> : () -> i32
    %22 = "llvm.mlir.constant"() <{value = 128 : i32}> : () -> i32
    %23 = "llvm.mlir.constant"() <{value = 256 : i32}> : () -> i32
    %24 = "llvm.mlir.constant"() <{value = 384 : i32}> : () -> i32
    %25 = "llvm.mlir.constant"() <{value = 4 : i32}> : () -> i32
    %26 = "llvm.mlir.constant"() <{value = 16 : i32}> : () -> i32
    %27 = "llvm.mlir.constant"() <{value = 24 : i32}> : () -> i32
    %28 = "llvm.mlir.constant"() <{value = 40 : i32}> : () -> i32
    %29 = "llvm.mlir.constant"() <{value = 48 : i32}> : () -> i32
    %30 = "llvm.mlir.constant"() <{value = 56 : i32}> : () -> i32
    %31 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
    %32 = "llvm.mlir.constant"() <{value = 9 : i32}> : () -> i32
    %33 = "llvm.mlir.constant"() <{value = 17 : i32}> : () -> i32
    %34 = "llvm.mlir.constant"() <{value = 25 : i32}> : () -> i32
    %35 = "llvm.mlir.constant"() <{value = 33 : i32}> : () -> i32
    %36 = "llvm.mlir.constant"() <{value = 41 : i32}> : () -> i32
    %37 = "llvm.mlir.constant"() <{value = 49 : i32}> : () -> i32
    %38 = "llvm.mlir.constant"() <{value = 57 : i32}> : () -> i32
    %39 = "llvm.mlir.constant"() <{value = 2 : i32}> : () -> i32
    %40 = "llvm.mlir.constant"() <{value = 1 : i64}> : () -> i64
    %41 = "llvm.mlir.constant"() <{value = 64 : i64}> : () -> i64
    %42 = "llvm.mlir.constant"() <{value = 36 : i64}> : () -> i64
    %43 = "llvm.mlir.constant"() <{value = 2304 : i64}> : () -> i64
    %44 = "llvm.getelementptr"(%16) <{elem_type = !llvm.array<1 x array<64 x array<36 x f16>>>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 0, 0, 0, 0>}> : (!llvm.ptr<3>) -> !llvm.ptr<3>
    %45 = "llvm.getelementptr"(%10) <{elem_type = !llvm.array<1 x array<64 x array<68 x f16>>>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 0, 0, 0, 0>}> : (!llvm.ptr<3>) -> !llvm.ptr<3>
    %46 = "nvvm.read.ptx.sreg.tid.x"() <{range = #llvm.constant_range<i32, 0, 128>}> : () -> i32
    %47 = "llvm.sext"(%46) : (i32) -> i64
    "llvm.intr.assume"(%5, %arg1, %41) <{op_bundle_sizes = array<i32: 2>, op_bundle_tags = ["align"]}> : (i1, !llvm.ptr<1>, i64) -> ()
    "llvm.intr.assume"(%5, %arg2, %41) <{op_bundle_sizes = array<i32: 2>, op_bundle_tags = ["align"]}> : (i1, !llvm.ptr<1>, i64) -> ()
    "llvm.intr.assume"(%5, %arg3, %41) <{op_bundle_sizes = array<i32: 2>, op_bundle_tags = ["align"]}> : (i1, !llvm.ptr<1>, i64) -> ()
    %48 = "llvm.trunc"(%47) <{overflowFlags = 0 : i32}> : (i64) -> i32
    %49 = "llvm.udiv"(%48, %19) : (i32, i32) -> i32
    %50 = "llvm.urem"(%48, %19) : (i32, i32) -> i32
    %51 = "llvm.udiv"(%50, %20) : (i32, i32) -> i32
    %52 = "llvm.urem"(%48, %20) : (i32, i32) -> i32
    %53 = "llvm.udiv"(%48, %21) : (i32, i32) -> i32
    %54 = "llvm.zext"(%53) : (i32) -> i64
    %55 = "llvm.urem"(%48, %21) : (i32, i32) -> i32
    %56 = "llvm.mul"(%55, %21) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %57 = "llvm.zext"(%56) : (i32) -> i64
    %58 = "llvm.add"(%48, %22) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %59 = "llvm.udiv"(%58, %21) : (i32, i32) -> i32
    %60 = "llvm.zext"(%59) : (i32) -> i64
    %61 = "llvm.urem"(%58, %21) : (i32, i32) -> i32
    %62 = "llvm.mul"(%61, %21) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %63 = "llvm.zext"(%62) : (i32) -> i64
    %64 = "llvm.add"(%48, %23) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %65 = "llvm.udiv"(%64, %21) : (i32, i32) -> i32
    %66 = "llvm.zext"(%65) : (i32) -> i64
    %67 = "llvm.urem"(%64, %21) : (i32, i32) -> i32
    %68 = "llvm.mul"(%67, %21) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %69 = "llvm.zext"(%68) : (i32) -> i64
    %70 = "llvm.add"(%48, %24) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %71 = "llvm.udiv"(%70, %21) : (i32, i32) -> i32
    %72 = "llvm.zext"(%71) : (i32) -> i64
    %73 = "llvm.urem"(%70, %21) : (i32, i32) -> i32
    %74 = "llvm.mul"(%73, %21) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %75 = "llvm.zext"(%74) : (i32) -> i64
    %76 = "llvm.udiv"(%48, %25) : (i32, i32) -> i32
    %77 = "llvm.zext"(%76) : (i32) -> i64
    %78 = "llvm.urem"(%48, %25) : (i32, i32) -> i32
    %79 = "llvm.mul"(%78, %21) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %80 = "llvm.zext"(%79) : (i32) -> i64
    %81 = "llvm.udiv"(%58, %25) : (i32, i32) -> i32
    %82 = "llvm.zext"(%81) : (i32) -> i64
    %83 = "llvm.urem"(%58, %25) : (i32, i32) -> i32
    %84 = "llvm.mul"(%83, %21) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %85 = "llvm.zext"(%84) : (i32) -> i64
    %86 = "llvm.udiv"(%52, %25) : (i32, i32) -> i32
    %87 = "llvm.urem"(%52, %25) : (i32, i32) -> i32
    %88 = "llvm.mul"(%87, %39) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %89 = "llvm.zext"(%88) : (i32) -> i64
    %90 = "nvvm.read.ptx.sreg.ctaid.x"() <{range = #llvm.constant_range<i32, 0, 32>}> : () -> i32
    %91 = "llvm.sext"(%90) : (i32) -> i64
    %92 = "llvm.trunc"(%91) <{overflowFlags = 0 : i32}> : (i64) -> i32
    %93 = "llvm.udiv"(%92, %25) : (i32, i32) -> i32
    %94 = "llvm.zext"(%93) : (i32) -> i64
    %95 = "llvm.urem"(%92, %25) : (i32, i32) -> i32
    %96 = "llvm.mul"(%94, %6) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %97 = "llvm.mul"(%54, %41) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %98 = "llvm.add"(%96, %97) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %99 = "llvm.add"(%98, %57) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %100 = "llvm.getelementptr"(%arg1, %99) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %101 = "llvm.load"(%100) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<1>) -> vector<8xf16>
    %102 = "llvm.mul"(%18, %11) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %103 = "llvm.mul"(%54, %12) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %104 = "llvm.add"(%102, %103) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %105 = "llvm.add"(%104, %57) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %106 = "llvm.getelementptr"(%45, %105) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    "llvm.store"(%101, %106) <{alignment = 2 : i64, ordering = 0 : i64}> : (vector<8xf16>, !llvm.ptr<3>) -> ()
    %107 = "llvm.mul"(%94, %6) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %108 = "llvm.mul"(%60, %41) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %109 = "llvm.add"(%107, %108) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %110 = "llvm.add"(%109, %63) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %111 = "llvm.getelementptr"(%arg1, %110) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %112 = "llvm.load"(%111) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<1>) -> vector<8xf16>
    %113 = "llvm.mul"(%18, %11) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %114 = "llvm.mul"(%60, %12) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %115 = "llvm.add"(%113, %114) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %116 = "llvm.add"(%115, %63) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %117 = "llvm.getelementptr"(%45, %116) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    "llvm.store"(%112, %117) <{alignment = 2 : i64, ordering = 0 : i64}> : (vector<8xf16>, !llvm.ptr<3>) -> ()
    %118 = "llvm.mul"(%94, %6) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %119 = "llvm.mul"(%66, %41) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %120 = "llvm.add"(%118, %119) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %121 = "llvm.add"(%120, %69) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %122 = "llvm.getelementptr"(%arg1, %121) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %123 = "llvm.load"(%122) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<1>) -> vector<8xf16>
    %124 = "llvm.mul"(%18, %11) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %125 = "llvm.mul"(%66, %12) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %126 = "llvm.add"(%124, %125) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %127 = "llvm.add"(%126, %69) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %128 = "llvm.getelementptr"(%45, %127) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    "llvm.store"(%123, %128) <{alignment = 2 : i64, ordering = 0 : i64}> : (vector<8xf16>, !llvm.ptr<3>) -> ()
    %129 = "llvm.mul"(%94, %6) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %130 = "llvm.mul"(%72, %41) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %131 = "llvm.add"(%129, %130) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %132 = "llvm.add"(%131, %75) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %133 = "llvm.getelementptr"(%arg1, %132) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %134 = "llvm.load"(%133) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<1>) -> vector<8xf16>
    %135 = "llvm.mul"(%18, %11) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %136 = "llvm.mul"(%72, %12) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %137 = "llvm.add"(%135, %136) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %138 = "llvm.add"(%137, %75) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %139 = "llvm.getelementptr"(%45, %138) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    "llvm.store"(%134, %139) <{alignment = 2 : i64, ordering = 0 : i64}> : (vector<8xf16>, !llvm.ptr<3>) -> ()
    %140 = "llvm.mul"(%95, %20) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %141 = "llvm.add"(%79, %140) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %142 = "llvm.zext"(%141) : (i32) -> i64
    %143 = "llvm.mul"(%94, %4) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %144 = "llvm.mul"(%77, %3) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %145 = "llvm.add"(%143, %144) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %146 = "llvm.add"(%145, %142) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %147 = "llvm.getelementptr"(%arg2, %146) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %148 = "llvm.load"(%147) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<1>) -> vector<8xf16>
    %149 = "llvm.mul"(%18, %43) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %150 = "llvm.mul"(%77, %42) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %151 = "llvm.add"(%149, %150) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %152 = "llvm.add"(%151, %80) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %153 = "llvm.getelementptr"(%44, %152) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    "llvm.store"(%148, %153) <{alignment = 2 : i64, ordering = 0 : i64}> : (vector<8xf16>, !llvm.ptr<3>) -> ()
    %154 = "llvm.add"(%84, %140) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %155 = "llvm.zext"(%154) : (i32) -> i64
    %156 = "llvm.mul"(%94, %4) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %157 = "llvm.mul"(%82, %3) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %158 = "llvm.add"(%156, %157) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %159 = "llvm.add"(%158, %155) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %160 = "llvm.getelementptr"(%arg2, %159) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %161 = "llvm.load"(%160) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<1>) -> vector<8xf16>
    %162 = "llvm.mul"(%18, %43) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %163 = "llvm.mul"(%82, %42) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %164 = "llvm.add"(%162, %163) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %165 = "llvm.add"(%164, %85) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %166 = "llvm.getelementptr"(%44, %165) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    "llvm.store"(%161, %166) <{alignment = 2 : i64, ordering = 0 : i64}> : (vector<8xf16>, !llvm.ptr<3>) -> ()
    "nvvm.barrier"() <{aligned = true, operandSegmentSizes = array<i32: 0, 0>}> : () -> ()
    %167 = "llvm.mul"(%49, %20) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %168 = "llvm.add"(%167, %86) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %169 = "llvm.zext"(%168) : (i32) -> i64
    %170 = "llvm.mul"(%18, %11) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %171 = "llvm.mul"(%169, %12) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %172 = "llvm.add"(%170, %171) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %173 = "llvm.add"(%172, %89) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %174 = "llvm.getelementptr"(%45, %173) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %175 = "llvm.load"(%174) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %176 = "llvm.add"(%88, %21) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %177 = "llvm.zext"(%176) : (i32) -> i64
    %178 = "llvm.mul"(%18, %11) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %179 = "llvm.mul"(%169, %12) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %180 = "llvm.add"(%178, %179) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %181 = "llvm.add"(%180, %177) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %182 = "llvm.getelementptr"(%45, %181) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %183 = "llvm.load"(%182) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %184 = "llvm.add"(%88, %26) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %185 = "llvm.zext"(%184) : (i32) -> i64
    %186 = "llvm.mul"(%18, %11) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %187 = "llvm.mul"(%169, %12) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %188 = "llvm.add"(%186, %187) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %189 = "llvm.add"(%188, %185) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %190 = "llvm.getelementptr"(%45, %189) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %191 = "llvm.load"(%190) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %192 = "llvm.add"(%88, %27) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %193 = "llvm.zext"(%192) : (i32) -> i64
    %194 = "llvm.mul"(%18, %11) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %195 = "llvm.mul"(%169, %12) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %196 = "llvm.add"(%194, %195) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %197 = "llvm.add"(%196, %193) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %198 = "llvm.getelementptr"(%45, %197) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %199 = "llvm.load"(%198) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %200 = "llvm.add"(%88, %20) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %201 = "llvm.zext"(%200) : (i32) -> i64
    %202 = "llvm.mul"(%18, %11) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %203 = "llvm.mul"(%169, %12) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %204 = "llvm.add"(%202, %203) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %205 = "llvm.add"(%204, %201) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %206 = "llvm.getelementptr"(%45, %205) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %207 = "llvm.load"(%206) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %208 = "llvm.add"(%88, %28) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %209 = "llvm.zext"(%208) : (i32) -> i64
    %210 = "llvm.mul"(%18, %11) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %211 = "llvm.mul"(%169, %12) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %212 = "llvm.add"(%210, %211) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %213 = "llvm.add"(%212, %209) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %214 = "llvm.getelementptr"(%45, %213) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %215 = "llvm.load"(%214) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %216 = "llvm.add"(%88, %29) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %217 = "llvm.zext"(%216) : (i32) -> i64
    %218 = "llvm.mul"(%18, %11) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %219 = "llvm.mul"(%169, %12) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %220 = "llvm.add"(%218, %219) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %221 = "llvm.add"(%220, %217) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %222 = "llvm.getelementptr"(%45, %221) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %223 = "llvm.load"(%222) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %224 = "llvm.add"(%88, %30) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %225 = "llvm.zext"(%224) : (i32) -> i64
    %226 = "llvm.mul"(%18, %11) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %227 = "llvm.mul"(%169, %12) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %228 = "llvm.add"(%226, %227) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %229 = "llvm.add"(%228, %225) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %230 = "llvm.getelementptr"(%45, %229) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %231 = "llvm.load"(%230) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %232 = "llvm.add"(%168, %21) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %233 = "llvm.zext"(%232) : (i32) -> i64
    %234 = "llvm.mul"(%18, %11) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %235 = "llvm.mul"(%233, %12) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %236 = "llvm.add"(%234, %235) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %237 = "llvm.add"(%236, %89) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %238 = "llvm.getelementptr"(%45, %237) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %239 = "llvm.load"(%238) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %240 = "llvm.mul"(%18, %11) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %241 = "llvm.mul"(%233, %12) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %242 = "llvm.add"(%240, %241) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %243 = "llvm.add"(%242, %177) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %244 = "llvm.getelementptr"(%45, %243) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %245 = "llvm.load"(%244) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %246 = "llvm.mul"(%18, %11) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %247 = "llvm.mul"(%233, %12) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %248 = "llvm.add"(%246, %247) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %249 = "llvm.add"(%248, %185) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %250 = "llvm.getelementptr"(%45, %249) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %251 = "llvm.load"(%250) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %252 = "llvm.mul"(%18, %11) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %253 = "llvm.mul"(%233, %12) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %254 = "llvm.add"(%252, %253) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %255 = "llvm.add"(%254, %193) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %256 = "llvm.getelementptr"(%45, %255) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %257 = "llvm.load"(%256) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %258 = "llvm.mul"(%18, %11) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %259 = "llvm.mul"(%233, %12) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %260 = "llvm.add"(%258, %259) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %261 = "llvm.add"(%260, %201) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %262 = "llvm.getelementptr"(%45, %261) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %263 = "llvm.load"(%262) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %264 = "llvm.mul"(%18, %11) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %265 = "llvm.mul"(%233, %12) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %266 = "llvm.add"(%264, %265) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %267 = "llvm.add"(%266, %209) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %268 = "llvm.getelementptr"(%45, %267) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %269 = "llvm.load"(%268) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %270 = "llvm.mul"(%18, %11) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %271 = "llvm.mul"(%233, %12) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %272 = "llvm.add"(%270, %271) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %273 = "llvm.add"(%272, %217) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %274 = "llvm.getelementptr"(%45, %273) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %275 = "llvm.load"(%274) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %276 = "llvm.mul"(%18, %11) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %277 = "llvm.mul"(%233, %12) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %278 = "llvm.add"(%276, %277) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %279 = "llvm.add"(%278, %225) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %280 = "llvm.getelementptr"(%45, %279) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %281 = "llvm.load"(%280) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %282 = "llvm.add"(%168, %26) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %283 = "llvm.zext"(%282) : (i32) -> i64
    %284 = "llvm.mul"(%18, %11) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %285 = "llvm.mul"(%283, %12) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %286 = "llvm.add"(%284, %285) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %287 = "llvm.add"(%286, %89) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %288 = "llvm.getelementptr"(%45, %287) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %289 = "llvm.load"(%288) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %290 = "llvm.mul"(%18, %11) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %291 = "llvm.mul"(%283, %12) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %292 = "llvm.add"(%290, %291) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %293 = "llvm.add"(%292, %177) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %294 = "llvm.getelementptr"(%45, %293) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %295 = "llvm.load"(%294) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %296 = "llvm.mul"(%18, %11) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %297 = "llvm.mul"(%283, %12) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %298 = "llvm.add"(%296, %297) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %299 = "llvm.add"(%298, %185) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %300 = "llvm.getelementptr"(%45, %299) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %301 = "llvm.load"(%300) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %302 = "llvm.mul"(%18, %11) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %303 = "llvm.mul"(%283, %12) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %304 = "llvm.add"(%302, %303) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %305 = "llvm.add"(%304, %193) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %306 = "llvm.getelementptr"(%45, %305) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %307 = "llvm.load"(%306) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %308 = "llvm.mul"(%18, %11) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %309 = "llvm.mul"(%283, %12) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %310 = "llvm.add"(%308, %309) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %311 = "llvm.add"(%310, %201) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %312 = "llvm.getelementptr"(%45, %311) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %313 = "llvm.load"(%312) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %314 = "llvm.mul"(%18, %11) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %315 = "llvm.mul"(%283, %12) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %316 = "llvm.add"(%314, %315) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %317 = "llvm.add"(%316, %209) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %318 = "llvm.getelementptr"(%45, %317) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %319 = "llvm.load"(%318) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %320 = "llvm.mul"(%18, %11) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %321 = "llvm.mul"(%283, %12) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %322 = "llvm.add"(%320, %321) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %323 = "llvm.add"(%322, %217) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %324 = "llvm.getelementptr"(%45, %323) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %325 = "llvm.load"(%324) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %326 = "llvm.mul"(%18, %11) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %327 = "llvm.mul"(%283, %12) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %328 = "llvm.add"(%326, %327) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %329 = "llvm.add"(%328, %225) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %330 = "llvm.getelementptr"(%45, %329) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %331 = "llvm.load"(%330) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %332 = "llvm.add"(%168, %27) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %333 = "llvm.zext"(%332) : (i32) -> i64
    %334 = "llvm.mul"(%18, %11) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %335 = "llvm.mul"(%333, %12) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %336 = "llvm.add"(%334, %335) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %337 = "llvm.add"(%336, %89) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %338 = "llvm.getelementptr"(%45, %337) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %339 = "llvm.load"(%338) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %340 = "llvm.mul"(%18, %11) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %341 = "llvm.mul"(%333, %12) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %342 = "llvm.add"(%340, %341) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %343 = "llvm.add"(%342, %177) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %344 = "llvm.getelementptr"(%45, %343) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %345 = "llvm.load"(%344) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %346 = "llvm.mul"(%18, %11) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %347 = "llvm.mul"(%333, %12) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %348 = "llvm.add"(%346, %347) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %349 = "llvm.add"(%348, %185) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %350 = "llvm.getelementptr"(%45, %349) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %351 = "llvm.load"(%350) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %352 = "llvm.mul"(%18, %11) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %353 = "llvm.mul"(%333, %12) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %354 = "llvm.add"(%352, %353) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %355 = "llvm.add"(%354, %193) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %356 = "llvm.getelementptr"(%45, %355) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %357 = "llvm.load"(%356) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %358 = "llvm.mul"(%18, %11) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %359 = "llvm.mul"(%333, %12) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %360 = "llvm.add"(%358, %359) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %361 = "llvm.add"(%360, %201) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %362 = "llvm.getelementptr"(%45, %361) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %363 = "llvm.load"(%362) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %364 = "llvm.mul"(%18, %11) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %365 = "llvm.mul"(%333, %12) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %366 = "llvm.add"(%364, %365) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %367 = "llvm.add"(%366, %209) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %368 = "llvm.getelementptr"(%45, %367) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %369 = "llvm.load"(%368) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %370 = "llvm.mul"(%18, %11) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %371 = "llvm.mul"(%333, %12) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %372 = "llvm.add"(%370, %371) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %373 = "llvm.add"(%372, %217) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %374 = "llvm.getelementptr"(%45, %373) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %375 = "llvm.load"(%374) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %376 = "llvm.mul"(%18, %11) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %377 = "llvm.mul"(%333, %12) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %378 = "llvm.add"(%376, %377) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %379 = "llvm.add"(%378, %225) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %380 = "llvm.getelementptr"(%45, %379) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %381 = "llvm.load"(%380) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %382 = "llvm.mul"(%51, %39) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %383 = "llvm.mul"(%51, %26) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %384 = "llvm.add"(%383, %86) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %385 = "llvm.zext"(%384) : (i32) -> i64
    %386 = "llvm.mul"(%18, %43) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %387 = "llvm.mul"(%89, %42) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %388 = "llvm.add"(%386, %387) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %389 = "llvm.add"(%388, %385) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %390 = "llvm.getelementptr"(%44, %389) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %391 = "llvm.load"(%390) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %392 = "llvm.add"(%384, %21) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %393 = "llvm.zext"(%392) : (i32) -> i64
    %394 = "llvm.mul"(%18, %43) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %395 = "llvm.mul"(%89, %42) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %396 = "llvm.add"(%394, %395) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %397 = "llvm.add"(%396, %393) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %398 = "llvm.getelementptr"(%44, %397) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %399 = "llvm.load"(%398) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %400 = "llvm.add"(%88, %31) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %401 = "llvm.zext"(%400) : (i32) -> i64
    %402 = "llvm.mul"(%18, %43) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %403 = "llvm.mul"(%401, %42) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %404 = "llvm.add"(%402, %403) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %405 = "llvm.add"(%404, %385) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %406 = "llvm.getelementptr"(%44, %405) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %407 = "llvm.load"(%406) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %408 = "llvm.mul"(%18, %43) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %409 = "llvm.mul"(%401, %42) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %410 = "llvm.add"(%408, %409) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %411 = "llvm.add"(%410, %393) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %412 = "llvm.getelementptr"(%44, %411) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %413 = "llvm.load"(%412) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %414 = "llvm.mul"(%18, %43) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %415 = "llvm.mul"(%177, %42) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %416 = "llvm.add"(%414, %415) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %417 = "llvm.add"(%416, %385) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %418 = "llvm.getelementptr"(%44, %417) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %419 = "llvm.load"(%418) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %420 = "llvm.mul"(%18, %43) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %421 = "llvm.mul"(%177, %42) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %422 = "llvm.add"(%420, %421) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %423 = "llvm.add"(%422, %393) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %424 = "llvm.getelementptr"(%44, %423) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %425 = "llvm.load"(%424) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %426 = "llvm.add"(%88, %32) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %427 = "llvm.zext"(%426) : (i32) -> i64
    %428 = "llvm.mul"(%18, %43) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %429 = "llvm.mul"(%427, %42) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %430 = "llvm.add"(%428, %429) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %431 = "llvm.add"(%430, %385) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %432 = "llvm.getelementptr"(%44, %431) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %433 = "llvm.load"(%432) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %434 = "llvm.mul"(%18, %43) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %435 = "llvm.mul"(%427, %42) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %436 = "llvm.add"(%434, %435) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %437 = "llvm.add"(%436, %393) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %438 = "llvm.getelementptr"(%44, %437) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %439 = "llvm.load"(%438) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %440 = "llvm.mul"(%18, %43) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %441 = "llvm.mul"(%185, %42) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %442 = "llvm.add"(%440, %441) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %443 = "llvm.add"(%442, %385) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %444 = "llvm.getelementptr"(%44, %443) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %445 = "llvm.load"(%444) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %446 = "llvm.mul"(%18, %43) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %447 = "llvm.mul"(%185, %42) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %448 = "llvm.add"(%446, %447) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %449 = "llvm.add"(%448, %393) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %450 = "llvm.getelementptr"(%44, %449) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %451 = "llvm.load"(%450) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %452 = "llvm.add"(%88, %33) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %453 = "llvm.zext"(%452) : (i32) -> i64
    %454 = "llvm.mul"(%18, %43) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %455 = "llvm.mul"(%453, %42) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %456 = "llvm.add"(%454, %455) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %457 = "llvm.add"(%456, %385) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %458 = "llvm.getelementptr"(%44, %457) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %459 = "llvm.load"(%458) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %460 = "llvm.mul"(%18, %43) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %461 = "llvm.mul"(%453, %42) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %462 = "llvm.add"(%460, %461) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %463 = "llvm.add"(%462, %393) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %464 = "llvm.getelementptr"(%44, %463) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %465 = "llvm.load"(%464) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %466 = "llvm.mul"(%18, %43) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %467 = "llvm.mul"(%193, %42) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %468 = "llvm.add"(%466, %467) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %469 = "llvm.add"(%468, %385) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %470 = "llvm.getelementptr"(%44, %469) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %471 = "llvm.load"(%470) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %472 = "llvm.mul"(%18, %43) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %473 = "llvm.mul"(%193, %42) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %474 = "llvm.add"(%472, %473) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %475 = "llvm.add"(%474, %393) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %476 = "llvm.getelementptr"(%44, %475) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %477 = "llvm.load"(%476) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %478 = "llvm.add"(%88, %34) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %479 = "llvm.zext"(%478) : (i32) -> i64
    %480 = "llvm.mul"(%18, %43) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %481 = "llvm.mul"(%479, %42) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %482 = "llvm.add"(%480, %481) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %483 = "llvm.add"(%482, %385) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %484 = "llvm.getelementptr"(%44, %483) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %485 = "llvm.load"(%484) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %486 = "llvm.mul"(%18, %43) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %487 = "llvm.mul"(%479, %42) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %488 = "llvm.add"(%486, %487) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %489 = "llvm.add"(%488, %393) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %490 = "llvm.getelementptr"(%44, %489) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %491 = "llvm.load"(%490) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %492 = "llvm.mul"(%18, %43) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %493 = "llvm.mul"(%201, %42) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %494 = "llvm.add"(%492, %493) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %495 = "llvm.add"(%494, %385) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %496 = "llvm.getelementptr"(%44, %495) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %497 = "llvm.load"(%496) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %498 = "llvm.mul"(%18, %43) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %499 = "llvm.mul"(%201, %42) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %500 = "llvm.add"(%498, %499) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %501 = "llvm.add"(%500, %393) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %502 = "llvm.getelementptr"(%44, %501) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %503 = "llvm.load"(%502) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %504 = "llvm.add"(%88, %35) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %505 = "llvm.zext"(%504) : (i32) -> i64
    %506 = "llvm.mul"(%18, %43) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %507 = "llvm.mul"(%505, %42) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %508 = "llvm.add"(%506, %507) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %509 = "llvm.add"(%508, %385) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %510 = "llvm.getelementptr"(%44, %509) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %511 = "llvm.load"(%510) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %512 = "llvm.mul"(%18, %43) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %513 = "llvm.mul"(%505, %42) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %514 = "llvm.add"(%512, %513) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %515 = "llvm.add"(%514, %393) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %516 = "llvm.getelementptr"(%44, %515) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %517 = "llvm.load"(%516) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %518 = "llvm.mul"(%18, %43) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %519 = "llvm.mul"(%209, %42) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %520 = "llvm.add"(%518, %519) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %521 = "llvm.add"(%520, %385) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %522 = "llvm.getelementptr"(%44, %521) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %523 = "llvm.load"(%522) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %524 = "llvm.mul"(%18, %43) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %525 = "llvm.mul"(%209, %42) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %526 = "llvm.add"(%524, %525) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %527 = "llvm.add"(%526, %393) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %528 = "llvm.getelementptr"(%44, %527) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %529 = "llvm.load"(%528) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %530 = "llvm.add"(%88, %36) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %531 = "llvm.zext"(%530) : (i32) -> i64
    %532 = "llvm.mul"(%18, %43) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %533 = "llvm.mul"(%531, %42) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %534 = "llvm.add"(%532, %533) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %535 = "llvm.add"(%534, %385) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %536 = "llvm.getelementptr"(%44, %535) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %537 = "llvm.load"(%536) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %538 = "llvm.mul"(%18, %43) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %539 = "llvm.mul"(%531, %42) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %540 = "llvm.add"(%538, %539) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %541 = "llvm.add"(%540, %393) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %542 = "llvm.getelementptr"(%44, %541) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %543 = "llvm.load"(%542) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %544 = "llvm.mul"(%18, %43) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %545 = "llvm.mul"(%217, %42) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %546 = "llvm.add"(%544, %545) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %547 = "llvm.add"(%546, %385) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %548 = "llvm.getelementptr"(%44, %547) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %549 = "llvm.load"(%548) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %550 = "llvm.mul"(%18, %43) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %551 = "llvm.mul"(%217, %42) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %552 = "llvm.add"(%550, %551) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %553 = "llvm.add"(%552, %393) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %554 = "llvm.getelementptr"(%44, %553) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %555 = "llvm.load"(%554) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %556 = "llvm.add"(%88, %37) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %557 = "llvm.zext"(%556) : (i32) -> i64
    %558 = "llvm.mul"(%18, %43) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %559 = "llvm.mul"(%557, %42) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %560 = "llvm.add"(%558, %559) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %561 = "llvm.add"(%560, %385) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %562 = "llvm.getelementptr"(%44, %561) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %563 = "llvm.load"(%562) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %564 = "llvm.mul"(%18, %43) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %565 = "llvm.mul"(%557, %42) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %566 = "llvm.add"(%564, %565) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %567 = "llvm.add"(%566, %393) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %568 = "llvm.getelementptr"(%44, %567) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %569 = "llvm.load"(%568) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %570 = "llvm.mul"(%18, %43) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %571 = "llvm.mul"(%225, %42) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %572 = "llvm.add"(%570, %571) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %573 = "llvm.add"(%572, %385) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %574 = "llvm.getelementptr"(%44, %573) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %575 = "llvm.load"(%574) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %576 = "llvm.mul"(%18, %43) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %577 = "llvm.mul"(%225, %42) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %578 = "llvm.add"(%576, %577) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %579 = "llvm.add"(%578, %393) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %580 = "llvm.getelementptr"(%44, %579) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %581 = "llvm.load"(%580) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %582 = "llvm.add"(%88, %38) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %583 = "llvm.zext"(%582) : (i32) -> i64
    %584 = "llvm.mul"(%18, %43) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %585 = "llvm.mul"(%583, %42) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %586 = "llvm.add"(%584, %585) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %587 = "llvm.add"(%586, %385) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %588 = "llvm.getelementptr"(%44, %587) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %589 = "llvm.load"(%588) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %590 = "llvm.mul"(%18, %43) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %591 = "llvm.mul"(%583, %42) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %592 = "llvm.add"(%590, %591) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %593 = "llvm.add"(%592, %393) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %594 = "llvm.getelementptr"(%44, %593) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %595 = "llvm.load"(%594) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %596 = "llvm.extractelement"(%391, %18) : (vector<1xf16>, i64) -> f16
    %597 = "llvm.extractelement"(%399, %18) : (vector<1xf16>, i64) -> f16
    %598 = "llvm.extractelement"(%407, %18) : (vector<1xf16>, i64) -> f16
    %599 = "llvm.extractelement"(%413, %18) : (vector<1xf16>, i64) -> f16
    %600 = "llvm.extractelement"(%419, %18) : (vector<1xf16>, i64) -> f16
    %601 = "llvm.extractelement"(%425, %18) : (vector<1xf16>, i64) -> f16
    %602 = "llvm.extractelement"(%433, %18) : (vector<1xf16>, i64) -> f16
    %603 = "llvm.extractelement"(%439, %18) : (vector<1xf16>, i64) -> f16
    %604 = "llvm.extractelement"(%445, %18) : (vector<1xf16>, i64) -> f16
    %605 = "llvm.extractelement"(%451, %18) : (vector<1xf16>, i64) -> f16
    %606 = "llvm.extractelement"(%459, %18) : (vector<1xf16>, i64) -> f16
    %607 = "llvm.extractelement"(%465, %18) : (vector<1xf16>, i64) -> f16
    %608 = "llvm.extractelement"(%471, %18) : (vector<1xf16>, i64) -> f16
    %609 = "llvm.extractelement"(%477, %18) : (vector<1xf16>, i64) -> f16
    %610 = "llvm.extractelement"(%485, %18) : (vector<1xf16>, i64) -> f16
    %611 = "llvm.extractelement"(%491, %18) : (vector<1xf16>, i64) -> f16
    %612 = "llvm.extractelement"(%497, %18) : (vector<1xf16>, i64) -> f16
    %613 = "llvm.extractelement"(%503, %18) : (vector<1xf16>, i64) -> f16
    %614 = "llvm.extractelement"(%511, %18) : (vector<1xf16>, i64) -> f16
    %615 = "llvm.extractelement"(%517, %18) : (vector<1xf16>, i64) -> f16
    %616 = "llvm.extractelement"(%523, %18) : (vector<1xf16>, i64) -> f16
    %617 = "llvm.extractelement"(%529, %18) : (vector<1xf16>, i64) -> f16
    %618 = "llvm.extractelement"(%537, %18) : (vector<1xf16>, i64) -> f16
    %619 = "llvm.extractelement"(%543, %18) : (vector<1xf16>, i64) -> f16
    %620 = "llvm.extractelement"(%549, %18) : (vector<1xf16>, i64) -> f16
    %621 = "llvm.extractelement"(%555, %18) : (vector<1xf16>, i64) -> f16
    %622 = "llvm.extractelement"(%563, %18) : (vector<1xf16>, i64) -> f16
    %623 = "llvm.extractelement"(%569, %18) : (vector<1xf16>, i64) -> f16
    %624 = "llvm.extractelement"(%575, %18) : (vector<1xf16>, i64) -> f16
    %625 = "llvm.extractelement"(%581, %18) : (vector<1xf16>, i64) -> f16
    %626 = "llvm.extractelement"(%589, %18) : (vector<1xf16>, i64) -> f16
    %627 = "llvm.extractelement"(%595, %18) : (vector<1xf16>, i64) -> f16
    %628 = "llvm.insertelement"(%2, %596, %18) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %629 = "llvm.insertelement"(%628, %598, %40) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %630 = "llvm.insertelement"(%2, %600, %18) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %631 = "llvm.insertelement"(%630, %602, %40) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %632 = "llvm.insertelement"(%2, %597, %18) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %633 = "llvm.insertelement"(%632, %599, %40) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %634 = "llvm.insertelement"(%2, %601, %18) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %635 = "llvm.insertelement"(%634, %603, %40) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %636 = "llvm.insertelement"(%2, %604, %18) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %637 = "llvm.insertelement"(%636, %606, %40) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %638 = "llvm.insertelement"(%2, %608, %18) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %639 = "llvm.insertelement"(%638, %610, %40) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %640 = "llvm.insertelement"(%2, %605, %18) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %641 = "llvm.insertelement"(%640, %607, %40) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %642 = "llvm.insertelement"(%2, %609, %18) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %643 = "llvm.insertelement"(%642, %611, %40) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %644 = "llvm.insertelement"(%2, %612, %18) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %645 = "llvm.insertelement"(%644, %614, %40) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %646 = "llvm.insertelement"(%2, %616, %18) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %647 = "llvm.insertelement"(%646, %618, %40) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %648 = "llvm.insertelement"(%2, %613, %18) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %649 = "llvm.insertelement"(%648, %615, %40) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %650 = "llvm.insertelement"(%2, %617, %18) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %651 = "llvm.insertelement"(%650, %619, %40) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %652 = "llvm.insertelement"(%2, %620, %18) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %653 = "llvm.insertelement"(%652, %622, %40) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %654 = "llvm.insertelement"(%2, %624, %18) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %655 = "llvm.insertelement"(%654, %626, %40) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %656 = "llvm.insertelement"(%2, %621, %18) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %657 = "llvm.insertelement"(%656, %623, %40) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %658 = "llvm.insertelement"(%2, %625, %18) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %659 = "llvm.insertelement"(%658, %627, %40) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %660 = "nvvm.mma.sync"(%175, %239, %183, %245, %629, %631, %17, %17) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 2>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
    %661 = "llvm.extractvalue"(%660) <{position = array<i64: 0>}> : (!llvm.struct<(vector<2xf16>, vector<2xf16>)>) -> vector<2xf16>
    %662 = "llvm.extractvalue"(%660) <{position = array<i64: 1>}> : (!llvm.struct<(vector<2xf16>, vector<2xf16>)>) -> vector<2xf16>
    %663 = "nvvm.mma.sync"(%175, %239, %183, %245, %633, %635, %17, %17) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 2>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
    %664 = "llvm.extractvalue"(%663) <{position = array<i64: 0>}> : (!llvm.struct<(vector<2xf16>, vector<2xf16>)>) -> vector<2xf16>
    %665 = "llvm.extractvalue"(%663) <{position = array<i64: 1>}> : (!llvm.struct<(vector<2xf16>, vector<2xf16>)>) -> vector<2xf16>
    %666 = "nvvm.mma.sync"(%289, %339, %295, %345, %629, %631, %17, %17) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 2>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
    %667 = "llvm.extractvalue"(%666) <{position = array<i64: 0>}> : (!llvm.struct<(vector<2xf16>, vector<2xf16>)>) -> vector<2xf16>
    %668 = "llvm.extractvalue"(%666) <{position = array<i64: 1>}> : (!llvm.struct<(vector<2xf16>, vector<2xf16>)>) -> vector<2xf16>
    %669 = "nvvm.mma.sync"(%289, %339, %295, %345, %633, %635, %17, %17) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 2>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
    %670 = "llvm.extractvalue"(%669) <{position = array<i64: 0>}> : (!llvm.struct<(vector<2xf16>, vector<2xf16>)>) -> vector<2xf16>
    %671 = "llvm.extractvalue"(%669) <{position = array<i64: 1>}> : (!llvm.struct<(vector<2xf16>, vector<2xf16>)>) -> vector<2xf16>
    %672 = "nvvm.mma.sync"(%191, %251, %199, %257, %637, %639, %661, %662) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 2>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
    %673 = "llvm.extractvalue"(%672) <{position = array<i64: 0>}> : (!llvm.struct<(vector<2xf16>, vector<2xf16>)>) -> vector<2xf16>
    %674 = "llvm.extractvalue"(%672) <{position = array<i64: 1>}> : (!llvm.struct<(vector<2xf16>, vector<2xf16>)>) -> vector<2xf16>
    %675 = "nvvm.mma.sync"(%191, %251, %199, %257, %641, %643, %664, %665) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 2>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
    %676 = "llvm.extractvalue"(%675) <{position = array<i64: 0>}> : (!llvm.struct<(vector<2xf16>, vector<2xf16>)>) -> vector<2xf16>
    %677 = "llvm.extractvalue"(%675) <{position = array<i64: 1>}> : (!llvm.struct<(vector<2xf16>, vector<2xf16>)>) -> vector<2xf16>
    %678 = "nvvm.mma.sync"(%301, %351, %307, %357, %637, %639, %667, %668) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 2>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
    %679 = "llvm.extractvalue"(%678) <{position = array<i64: 0>}> : (!llvm.struct<(vector<2xf16>, vector<2xf16>)>) -> vector<2xf16>
    %680 = "llvm.extractvalue"(%678) <{position = array<i64: 1>}> : (!llvm.struct<(vector<2xf16>, vector<2xf16>)>) -> vector<2xf16>
    %681 = "nvvm.mma.sync"(%301, %351, %307, %357, %641, %643, %670, %671) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 2>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
    %682 = "llvm.extractvalue"(%681) <{position = array<i64: 0>}> : (!llvm.struct<(vector<2xf16>, vector<2xf16>)>) -> vector<2xf16>
    %683 = "llvm.extractvalue"(%681) <{position = array<i64: 1>}> : (!llvm.struct<(vector<2xf16>, vector<2xf16>)>) -> vector<2xf16>
    %684 = "nvvm.mma.sync"(%207, %263, %215, %269, %645, %647, %673, %674) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 2>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
    %685 = "llvm.extractvalue"(%684) <{position = array<i64: 0>}> : (!llvm.struct<(vector<2xf16>, vector<2xf16>)>) -> vector<2xf16>
    %686 = "llvm.extractvalue"(%684) <{position = array<i64: 1>}> : (!llvm.struct<(vector<2xf16>, vector<2xf16>)>) -> vector<2xf16>
    %687 = "nvvm.mma.sync"(%207, %263, %215, %269, %649, %651, %676, %677) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 2>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
    %688 = "llvm.extractvalue"(%687) <{position = array<i64: 0>}> : (!llvm.struct<(vector<2xf16>, vector<2xf16>)>) -> vector<2xf16>
    %689 = "llvm.extractvalue"(%687) <{position = array<i64: 1>}> : (!llvm.struct<(vector<2xf16>, vector<2xf16>)>) -> vector<2xf16>
    %690 = "nvvm.mma.sync"(%313, %363, %319, %369, %645, %647, %679, %680) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 2>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
    %691 = "llvm.extractvalue"(%690) <{position = array<i64: 0>}> : (!llvm.struct<(vector<2xf16>, vector<2xf16>)>) -> vector<2xf16>
    %692 = "llvm.extractvalue"(%690) <{position = array<i64: 1>}> : (!llvm.struct<(vector<2xf16>, vector<2xf16>)>) -> vector<2xf16>
    %693 = "nvvm.mma.sync"(%313, %363, %319, %369, %649, %651, %682, %683) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 2>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
    %694 = "llvm.extractvalue"(%693) <{position = array<i64: 0>}> : (!llvm.struct<(vector<2xf16>, vector<2xf16>)>) -> vector<2xf16>
    %695 = "llvm.extractvalue"(%693) <{position = array<i64: 1>}> : (!llvm.struct<(vector<2xf16>, vector<2xf16>)>) -> vector<2xf16>
    %696 = "nvvm.mma.sync"(%223, %275, %231, %281, %653, %655, %685, %686) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 2>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
    %697 = "llvm.extractvalue"(%696) <{position = array<i64: 0>}> : (!llvm.struct<(vector<2xf16>, vector<2xf16>)>) -> vector<2xf16>
    %698 = "llvm.extractvalue"(%696) <{position = array<i64: 1>}> : (!llvm.struct<(vector<2xf16>, vector<2xf16>)>) -> vector<2xf16>
    %699 = "nvvm.mma.sync"(%223, %275, %231, %281, %657, %659, %688, %689) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 2>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
    %700 = "llvm.extractvalue"(%699) <{position = array<i64: 0>}> : (!llvm.struct<(vector<2xf16>, vector<2xf16>)>) -> vector<2xf16>
    %701 = "llvm.extractvalue"(%699) <{position = array<i64: 1>}> : (!llvm.struct<(vector<2xf16>, vector<2xf16>)>) -> vector<2xf16>
    %702 = "nvvm.mma.sync"(%325, %375, %331, %381, %653, %655, %691, %692) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 2>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
    %703 = "llvm.extractvalue"(%702) <{position = array<i64: 0>}> : (!llvm.struct<(vector<2xf16>, vector<2xf16>)>) -> vector<2xf16>
    %704 = "llvm.extractvalue"(%702) <{position = array<i64: 1>}> : (!llvm.struct<(vector<2xf16>, vector<2xf16>)>) -> vector<2xf16>
    %705 = "nvvm.mma.sync"(%325, %375, %331, %381, %657, %659, %694, %695) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 2>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
    %706 = "llvm.extractvalue"(%705) <{position = array<i64: 0>}> : (!llvm.struct<(vector<2xf16>, vector<2xf16>)>) -> vector<2xf16>
    %707 = "llvm.extractvalue"(%705) <{position = array<i64: 1>}> : (!llvm.struct<(vector<2xf16>, vector<2xf16>)>) -> vector<2xf16>
    %708 = "llvm.mul"(%95, %25) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %709 = "llvm.add"(%382, %708) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %710 = "llvm.mul"(%709, %21) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %711 = "llvm.add"(%710, %88) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %712 = "llvm.zext"(%711) : (i32) -> i64
    %713 = "llvm.mul"(%94, %4) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %714 = "llvm.mul"(%169, %3) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %715 = "llvm.add"(%713, %714) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %716 = "llvm.add"(%715, %712) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %717 = "llvm.getelementptr"(%arg3, %716) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    "llvm.store"(%697, %717) <{alignment = 2 : i64, ordering = 0 : i64}> : (vector<2xf16>, !llvm.ptr<1>) -> ()
    %718 = "llvm.add"(%711, %21) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %719 = "llvm.zext"(%718) : (i32) -> i64
    %720 = "llvm.mul"(%94, %4) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %721 = "llvm.mul"(%169, %3) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %722 = "llvm.add"(%720, %721) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %723 = "llvm.add"(%722, %719) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %724 = "llvm.getelementptr"(%arg3, %723) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    "llvm.store"(%700, %724) <{alignment = 2 : i64, ordering = 0 : i64}> : (vector<2xf16>, !llvm.ptr<1>) -> ()
    %725 = "llvm.mul"(%94, %4) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %726 = "llvm.mul"(%233, %3) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %727 = "llvm.add"(%725, %726) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %728 = "llvm.add"(%727, %712) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %729 = "llvm.getelementptr"(%arg3, %728) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    "llvm.store"(%698, %729) <{alignment = 2 : i64, ordering = 0 : i64}> : (vector<2xf16>, !llvm.ptr<1>) -> ()
    %730 = "llvm.mul"(%94, %4) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %731 = "llvm.mul"(%233, %3) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %732 = "llvm.add"(%730, %731) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %733 = "llvm.add"(%732, %719) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %734 = "llvm.getelementptr"(%arg3, %733) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    "llvm.store"(%701, %734) <{alignment = 2 : i64, ordering = 0 : i64}> : (vector<2xf16>, !llvm.ptr<1>) -> ()
    %735 = "llvm.mul"(%94, %4) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %736 = "llvm.mul"(%283, %3) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %737 = "llvm.add"(%735, %736) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %738 = "llvm.add"(%737, %712) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %739 = "llvm.getelementptr"(%arg3, %738) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    "llvm.store"(%703, %739) <{alignment = 2 : i64, ordering = 0 : i64}> : (vector<2xf16>, !llvm.ptr<1>) -> ()
    %740 = "llvm.mul"(%94, %4) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %741 = "llvm.mul"(%283, %3) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %742 = "llvm.add"(%740, %741) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %743 = "llvm.add"(%742, %719) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %744 = "llvm.getelementptr"(%arg3, %743) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    "llvm.store"(%706, %744) <{alignment = 2 : i64, ordering = 0 : i64}> : (vector<2xf16>, !llvm.ptr<1>) -> ()
    %745 = "llvm.mul"(%94, %4) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %746 = "llvm.mul"(%333, %3) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %747 = "llvm.add"(%745, %746) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %748 = "llvm.add"(%747, %712) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %749 = "llvm.getelementptr"(%arg3, %748) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    "llvm.store"(%704, %749) <{alignment = 2 : i64, ordering = 0 : i64}> : (vector<2xf16>, !llvm.ptr<1>) -> ()
    %750 = "llvm.mul"(%94, %4) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %751 = "llvm.mul"(%333, %3) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %752 = "llvm.add"(%750, %751) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %753 = "llvm.add"(%752, %719) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %754 = "llvm.getelementptr"(%arg3, %753) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    "llvm.store"(%707, %754) <{alignment = 2 : i64, ordering = 0 : i64}> : (vector<2xf16>, !llvm.ptr<1>) -> ()
    "nvvm.barrier"() <{aligned = true, operandSegmentSizes = array<i32: 0, 0>}> : () -> ()
    "llvm.return"() : () -> ()
  }) {gpu.known_block_size = array<i32: 128, 1, 1>} : () -> ()
  "iree_codegen.dispatch_config"() <{function_ref = @bmm_dispatch_0_batch_matmul_8x64x128x64_f16, subgroup_size = 32 : i64, workgroup_size = array<i64: 128, 1, 1>}> ({
  ^bb0(%arg0: !hal.device):
    %0 = "arith.constant"() <{value = 32 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    "iree_codegen.yield"(%0, %1, %1) : (index, index, index) -> ()
  }) : () -> ()
}) : () -> ()
