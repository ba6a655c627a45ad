"builtin.module"() ({
  "llvm.mlir.global"() <{addr_space = 3 : i32, alignment = 16 : i64, global_type = !llvm.array<0 x i8>, linkage = #llvm.linkage<external>, sym_name = "__dynamic_shared_memory__", tls_mode = 0 : i64, visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.mlir.global"() <{addr_space = 3 : i32, alignment = 2 : i64, global_type = !llvm.array<1 x array<32 x array<36 x f16>>>, linkage = #llvm.linkage<private>, sym_name = "__shared_memory___0", tls_mode = 0 : i64, visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.mlir.global"() <{addr_space = 3 : i32, alignment = 2 : i64, global_type = !llvm.array<1 x array<32 x array<36 x f16>>>, linkage = #llvm.linkage<private>, sym_name = "__shared_memory__", tls_mode = 0 : i64, visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, arg_attrs = [{llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef, llvm.readonly}, {llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef, llvm.readonly}, {llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef}], function_type = !llvm.func<void (ptr<1>, ptr<1>, ptr<1>)>, linkage = #llvm.linkage<external>, sym_name = "bmm_dispatch_0_batch_matmul_4x32x32x32_f16xf16xf32", visibility_ = 0 : i64}> ({
  ^bb0(%arg1: !llvm.ptr<1>, %arg2: !llvm.ptr<1>, %arg3: !llvm.ptr<1>):
    %2 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
    %3 = "llvm.mlir.poison"() : () -> vector<2xf32>
    %4 = "llvm.mlir.poison"() : () -> vector<2xf16>
    %5 = "llvm.mlir.constant"() <{value = 64 : i64}> : () -> i64
    %6 = "llvm.mlir.constant"() <{value = true}> : () -> i1
    %7 = "llvm.mlir.constant"() <{value = 1024 : i64}> : () -> i64
    %8 = "llvm.mlir.addressof"() <{global_name = @__dynamic_shared_memory__}> : () -> !llvm.ptr<3>
    %9 = "llvm.mlir.constant"() <{value = 0 : i64}> : () -> i64
    %10 = "llvm.mlir.constant"() <{value = 0 : i64}> : () -> i64
    %11 = "llvm.getelementptr"(%8, %9, %10) <{elem_type = !llvm.array<0 x i8>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648, -2147483648>}> : (!llvm.ptr<3>, i64, i64) -> !llvm.ptr<3>
    %12 = "llvm.mlir.addressof"() <{global_name = @__dynamic_shared_memory__}> : () -> !llvm.ptr<3>
    %13 = "llvm.mlir.constant"() <{value = 0 : i64}> : () -> i64
    %14 = "llvm.mlir.constant"() <{value = 2304 : i64}> : () -> i64
    %15 = "llvm.getelementptr"(%12, %13, %14) <{elem_type = !llvm.array<0 x i8>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648, -2147483648>}> : (!llvm.ptr<3>, i64, i64) -> !llvm.ptr<3>
    %16 = "llvm.mlir.constant"() <{value = dense<0.000000e+00> : vector<2xf32>}> : () -> vector<2xf32>
    %17 = "llvm.mlir.constant"() <{value = 0 : i64}> : () -> i64
    %18 = "llvm.mlir.constant"() <{value = 32 : i32}> : () -> i32
    %19 = "llvm.mlir.constant"() <{value = 4 : i32}> : () -> i32
    %20 = "llvm.mlir.constant"() <{value = 8 : i32}> : () -> i32
    %21 = "llvm.mlir.constant"() <{value = 16 : i32}> : () -> i32
    %22 = "llvm.mlir.constant"() <{value = 24 : i32}> : () -> i32
    %23 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
    %24 = "llvm.mlir.constant"() <{value = 9 : i32}> : () -> i32
    %25 = "llvm.mlir.constant"() <{value = 17 : i32}> : () -> i32
    %26 = "llvm.mlir.constant"() <{value = 25 : i32}> : () -> i32
    %27 = "llvm.mlir.constant"() <{value = 2 : i32}> : () -> i32
    %28 = "llvm.mlir.constant"() <{value = 1 : i64}> : () -> i64
    %29 = "llvm.mlir.constant"() <{value = 32 : i64}> : () -> i64
    %30 = "llvm.mlir.constant"() <{value = 36 : i64}> : () -> i64
    %31 = "llvm.mlir.constant"() <{value = 1152 : i64}> : () -> i64
    %32 = "llvm.getelementptr"(%15) <{elem_type = !llvm.array<1 x array<32 x array<36 x f16>>>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 0, 0, 0, 0>}> : (!llvm.ptr<3>) -> !llvm.ptr<3>
    %33 = "llvm.getelementptr"(%11) <{elem_type = !llvm.array<1 x array<32 x array<36 x f16>>>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 0, 0, 0, 0>}> : (!llvm.ptr<3>) -> !llvm.ptr<3>
    %34 = "nvvm.read.ptx.sreg.tid.x"() <{range = #llvm.constant_range<i32, 0, 128>}> : () -> i32
    %35 = "llvm.sext"(%34) : (i32) -> i64
    "llvm.intr.assume"(%6, %arg1, %5) <{op_bundle_sizes = array<i32: 2>, op_bundle_tags = ["align"]}> : (i1, !llvm.ptr<1>, i64) -> ()
    "llvm.intr.assume"(%6, %arg2, %5) <{op_bundle_sizes = array<i32: 2>, op_bundle_tags = ["align"]}> : (i1, !llvm.ptr<1>, i64) -> ()
    "llvm.intr.assume"(%6, %arg3, %5) <{op_bundle_sizes = array<i32: 2>, op_bundle_tags = ["align"]}> : (i1, !llvm.ptr<1>, i64) -> ()
    %36 = "llvm.trunc"(%35) <{overflowFlags = 0 : i32}> : (i64) -> i32
    %37 = "llvm.udiv"(%36, %18) : (i32, i32) -> i32
    %38 = "llvm.urem"(%36, %18) : (i32, i32) -> i32
    %39 = "llvm.udiv"(%36, %19) : (i32, i32) -> i32
    %40 = "llvm.zext"(%39) : (i32) -> i64
    %41 = "llvm.urem"(%36, %19) : (i32, i32) -> i32
    %42 = "llvm.mul"(%41, %20) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %43 = "llvm.zext"(%42) : (i32) -> i64
    %44 = "llvm.udiv"(%38, %19) : (i32, i32) -> i32
    %45 = "llvm.zext"(%44) : (i32) -> i64
    %46 = "llvm.urem"(%38, %19) : (i32, i32) -> i32
    %47 = "llvm.mul"(%46, %27) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %48 = "llvm.zext"(%47) : (i32) -> i64
    %49 = "nvvm.read.ptx.sreg.ctaid.x"() <{range = #llvm.constant_range<i32, 0, 4>}> : () -> i32
    %50 = "llvm.sext"(%49) : (i32) -> i64
    %51 = "llvm.mul"(%50, %7) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %52 = "llvm.mul"(%40, %29) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %53 = "llvm.add"(%51, %52) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %54 = "llvm.add"(%53, %43) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %55 = "llvm.getelementptr"(%arg1, %54) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %56 = "llvm.load"(%55) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<1>) -> vector<8xf16>
    %57 = "llvm.mul"(%17, %31) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %58 = "llvm.mul"(%40, %30) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %59 = "llvm.add"(%57, %58) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %60 = "llvm.add"(%59, %43) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %61 = "llvm.getelementptr"(%32, %60) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    "llvm.store"(%56, %61) <{alignment = 2 : i64, ordering = 0 : i64}> : (vector<8xf16>, !llvm.ptr<3>) -> ()
    %62 = "llvm.mul"(%50, %7) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %63 = "llvm.mul"(%40, %29) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %64 = "llvm.add"(%62, %63) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %65 = "llvm.add"(%64, %43) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %66 = "llvm.getelementptr"(%arg2, %65) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %67 = "llvm.load"(%66) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<1>) -> vector<8xf16>
    %68 = "llvm.mul"(%17, %31) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %69 = "llvm.mul"(%40, %30) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %70 = "llvm.add"(%68, %69) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %71 = "llvm.add"(%70, %43) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %72 = "llvm.getelementptr"(%33, %71) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    "llvm.store"(%67, %72) <{alignment = 2 : i64, ordering = 0 : i64}> : (vector<8xf16>, !llvm.ptr<3>) -> ()
    "nvvm.barrier"() <{aligned = true, operandSegmentSizes = array<i32: 0, 0>}> : () -> ()
    %73 = "llvm.mul"(%17, %31) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %74 = "llvm.mul"(%45, %30) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %75 = "llvm.add"(%73, %74) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %76 = "llvm.add"(%75, %48) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %77 = "llvm.getelementptr"(%32, %76) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %78 = "llvm.load"(%77) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %79 = "llvm.add"(%47, %20) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %80 = "llvm.zext"(%79) : (i32) -> i64
    %81 = "llvm.mul"(%17, %31) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %82 = "llvm.mul"(%45, %30) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %83 = "llvm.add"(%81, %82) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %84 = "llvm.add"(%83, %80) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %85 = "llvm.getelementptr"(%32, %84) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %86 = "llvm.load"(%85) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %87 = "llvm.add"(%47, %21) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %88 = "llvm.zext"(%87) : (i32) -> i64
    %89 = "llvm.mul"(%17, %31) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %90 = "llvm.mul"(%45, %30) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %91 = "llvm.add"(%89, %90) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %92 = "llvm.add"(%91, %88) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %93 = "llvm.getelementptr"(%32, %92) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %94 = "llvm.load"(%93) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %95 = "llvm.add"(%47, %22) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %96 = "llvm.zext"(%95) : (i32) -> i64
    %97 = "llvm.mul"(%17, %31) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %98 = "llvm.mul"(%45, %30) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %99 = "llvm.add"(%97, %98) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %100 = "llvm.add"(%99, %96) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %101 = "llvm.getelementptr"(%32, %100) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %102 = "llvm.load"(%101) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %103 = "llvm.add"(%44, %20) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %104 = "llvm.zext"(%103) : (i32) -> i64
    %105 = "llvm.mul"(%17, %31) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %106 = "llvm.mul"(%104, %30) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %107 = "llvm.add"(%105, %106) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %108 = "llvm.add"(%107, %48) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %109 = "llvm.getelementptr"(%32, %108) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %110 = "llvm.load"(%109) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %111 = "llvm.mul"(%17, %31) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %112 = "llvm.mul"(%104, %30) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %113 = "llvm.add"(%111, %112) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %114 = "llvm.add"(%113, %80) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %115 = "llvm.getelementptr"(%32, %114) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %116 = "llvm.load"(%115) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %117 = "llvm.mul"(%17, %31) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %118 = "llvm.mul"(%104, %30) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %119 = "llvm.add"(%117, %118) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %120 = "llvm.add"(%119, %88) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %121 = "llvm.getelementptr"(%32, %120) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %122 = "llvm.load"(%121) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %123 = "llvm.mul"(%17, %31) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %124 = "llvm.mul"(%104, %30) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %125 = "llvm.add"(%123, %124) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %126 = "llvm.add"(%125, %96) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %127 = "llvm.getelementptr"(%32, %126) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %128 = "llvm.load"(%127) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %129 = "llvm.add"(%44, %21) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %130 = "llvm.zext"(%129) : (i32) -> i64
    %131 = "llvm.mul"(%17, %31) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %132 = "llvm.mul"(%130, %30) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %133 = "llvm.add"(%131, %132) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %134 = "llvm.add"(%133, %48) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %135 = "llvm.getelementptr"(%32, %134) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %136 = "llvm.load"(%135) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %137 = "llvm.mul"(%17, %31) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %138 = "llvm.mul"(%130, %30) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %139 = "llvm.add"(%137, %138) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %140 = "llvm.add"(%139, %80) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %141 = "llvm.getelementptr"(%32, %140) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %142 = "llvm.load"(%141) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %143 = "llvm.mul"(%17, %31) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %144 = "llvm.mul"(%130, %30) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %145 = "llvm.add"(%143, %144) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %146 = "llvm.add"(%145, %88) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %147 = "llvm.getelementptr"(%32, %146) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %148 = "llvm.load"(%147) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %149 = "llvm.mul"(%17, %31) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %150 = "llvm.mul"(%130, %30) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %151 = "llvm.add"(%149, %150) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %152 = "llvm.add"(%151, %96) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %153 = "llvm.getelementptr"(%32, %152) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %154 = "llvm.load"(%153) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %155 = "llvm.add"(%44, %22) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %156 = "llvm.zext"(%155) : (i32) -> i64
    %157 = "llvm.mul"(%17, %31) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %158 = "llvm.mul"(%156, %30) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %159 = "llvm.add"(%157, %158) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %160 = "llvm.add"(%159, %48) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %161 = "llvm.getelementptr"(%32, %160) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %162 = "llvm.load"(%161) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %163 = "llvm.mul"(%17, %31) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %164 = "llvm.mul"(%156, %30) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %165 = "llvm.add"(%163, %164) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %166 = "llvm.add"(%165, %80) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %167 = "llvm.getelementptr"(%32, %166) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %168 = "llvm.load"(%167) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %169 = "llvm.mul"(%17, %31) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %170 = "llvm.mul"(%156, %30) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %171 = "llvm.add"(%169, %170) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %172 = "llvm.add"(%171, %88) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %173 = "llvm.getelementptr"(%32, %172) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %174 = "llvm.load"(%173) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %175 = "llvm.mul"(%17, %31) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %176 = "llvm.mul"(%156, %30) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %177 = "llvm.add"(%175, %176) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %178 = "llvm.add"(%177, %96) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %179 = "llvm.getelementptr"(%32, %178) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %180 = "llvm.load"(%179) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %181 = "llvm.mul"(%37, %20) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %182 = "llvm.add"(%181, %44) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %183 = "llvm.zext"(%182) : (i32) -> i64
    %184 = "llvm.mul"(%17, %31) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %185 = "llvm.mul"(%48, %30) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %186 = "llvm.add"(%184, %185) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %187 = "llvm.add"(%186, %183) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %188 = "llvm.getelementptr"(%33, %187) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %189 = "llvm.load"(%188) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %190 = "llvm.add"(%47, %23) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %191 = "llvm.zext"(%190) : (i32) -> i64
    %192 = "llvm.mul"(%17, %31) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %193 = "llvm.mul"(%191, %30) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %194 = "llvm.add"(%192, %193) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %195 = "llvm.add"(%194, %183) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %196 = "llvm.getelementptr"(%33, %195) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %197 = "llvm.load"(%196) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %198 = "llvm.mul"(%17, %31) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %199 = "llvm.mul"(%80, %30) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %200 = "llvm.add"(%198, %199) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %201 = "llvm.add"(%200, %183) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %202 = "llvm.getelementptr"(%33, %201) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %203 = "llvm.load"(%202) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %204 = "llvm.add"(%47, %24) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %205 = "llvm.zext"(%204) : (i32) -> i64
    %206 = "llvm.mul"(%17, %31) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %207 = "llvm.mul"(%205, %30) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %208 = "llvm.add"(%206, %207) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %209 = "llvm.add"(%208, %183) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %210 = "llvm.getelementptr"(%33, %209) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %211 = "llvm.load"(%210) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %212 = "llvm.mul"(%17, %31) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %213 = "llvm.mul"(%88, %30) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %214 = "llvm.add"(%212, %213) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %215 = "llvm.add"(%214, %183) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %216 = "llvm.getelementptr"(%33, %215) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %217 = "llvm.load"(%216) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %218 = "llvm.add"(%47, %25) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %219 = "llvm.zext"(%218) : (i32) -> i64
    %220 = "llvm.mul"(%17, %31) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %221 = "llvm.mul"(%219, %30) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %222 = "llvm.add"(%220, %221) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %223 = "llvm.add"(%222, %183) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %224 = "llvm.getelementptr"(%33, %223) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %225 = "llvm.load"(%224) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %226 = "llvm.mul"(%17, %31) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %227 = "llvm.mul"(%96, %30) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %228 = "llvm.add"(%226, %227) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %229 = "llvm.add"(%228, %183) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %230 = "llvm.getelementptr"(%33, %229) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %231 = "llvm.load"(%230) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %232 = "llvm.add"(%47, %26) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %233 = "llvm.zext"(%232) : (i32) -> i64
    %234 = "llvm.mul"(%17, %31) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %235 = "llvm.mul"(%233, %30) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %236 = "llvm.add"(%234, %235) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %237 = "llvm.add"(%236, %183) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %238 = "llvm.getelementptr"(%33, %237) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %239 = "llvm.load"(%238) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %240 = "llvm.extractelement"(%189, %17) : (vector<1xf16>, i64) -> f16
    %241 = "llvm.extractelement"(%197, %17) : (vector<1xf16>, i64) -> f16
    %242 = "llvm.extractelement"(%203, %17) : (vector<1xf16>, i64) -> f16
    %243 = "llvm.extractelement"(%211, %17) : (vector<1xf16>, i64) -> f16
    %244 = "llvm.insertelement"(%4, %240, %17) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %245 = "llvm.insertelement"(%244, %241, %28) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %246 = "llvm.insertelement"(%4, %242, %17) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %247 = "llvm.insertelement"(%246, %243, %28) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %248 = "llvm.extractelement"(%217, %17) : (vector<1xf16>, i64) -> f16
    %249 = "llvm.extractelement"(%225, %17) : (vector<1xf16>, i64) -> f16
    %250 = "llvm.extractelement"(%231, %17) : (vector<1xf16>, i64) -> f16
    %251 = "llvm.extractelement"(%239, %17) : (vector<1xf16>, i64) -> f16
    %252 = "llvm.insertelement"(%4, %248, %17) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %253 = "llvm.insertelement"(%252, %249, %28) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %254 = "llvm.insertelement"(%4, %250, %17) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %255 = "llvm.insertelement"(%254, %251, %28) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %256 = "llvm.extractelement"(%16, %17) : (vector<2xf32>, i64) -> f32
    %257 = "llvm.extractelement"(%16, %28) : (vector<2xf32>, i64) -> f32
    %258 = "llvm.extractelement"(%16, %17) : (vector<2xf32>, i64) -> f32
    %259 = "llvm.extractelement"(%16, %28) : (vector<2xf32>, i64) -> f32
    %260 = "nvvm.mma.sync"(%78, %110, %86, %116, %245, %247, %256, %257, %258, %259) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %261 = "llvm.extractvalue"(%260) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %262 = "llvm.extractvalue"(%260) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %263 = "llvm.insertelement"(%3, %261, %2) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %264 = "llvm.insertelement"(%263, %262, %23) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %265 = "llvm.extractvalue"(%260) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %266 = "llvm.extractvalue"(%260) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %267 = "llvm.insertelement"(%3, %265, %2) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %268 = "llvm.insertelement"(%267, %266, %23) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %269 = "llvm.extractelement"(%16, %17) : (vector<2xf32>, i64) -> f32
    %270 = "llvm.extractelement"(%16, %28) : (vector<2xf32>, i64) -> f32
    %271 = "llvm.extractelement"(%16, %17) : (vector<2xf32>, i64) -> f32
    %272 = "llvm.extractelement"(%16, %28) : (vector<2xf32>, i64) -> f32
    %273 = "nvvm.mma.sync"(%136, %162, %142, %168, %245, %247, %269, %270, %271, %272) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %274 = "llvm.extractvalue"(%273) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %275 = "llvm.extractvalue"(%273) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %276 = "llvm.insertelement"(%3, %274, %2) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %277 = "llvm.insertelement"(%276, %275, %23) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %278 = "llvm.extractvalue"(%273) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %279 = "llvm.extractvalue"(%273) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %280 = "llvm.insertelement"(%3, %278, %2) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %281 = "llvm.insertelement"(%280, %279, %23) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %282 = "llvm.extractelement"(%264, %17) : (vector<2xf32>, i64) -> f32
    %283 = "llvm.extractelement"(%264, %28) : (vector<2xf32>, i64) -> f32
    %284 = "llvm.extractelement"(%268, %17) : (vector<2xf32>, i64) -> f32
    %285 = "llvm.extractelement"(%268, %28) : (vector<2xf32>, i64) -> f32
    %286 = "nvvm.mma.sync"(%94, %122, %102, %128, %253, %255, %282, %283, %284, %285) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %287 = "llvm.extractvalue"(%286) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %288 = "llvm.extractvalue"(%286) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %289 = "llvm.insertelement"(%3, %287, %2) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %290 = "llvm.insertelement"(%289, %288, %23) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %291 = "llvm.extractvalue"(%286) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %292 = "llvm.extractvalue"(%286) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %293 = "llvm.insertelement"(%3, %291, %2) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %294 = "llvm.insertelement"(%293, %292, %23) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %295 = "llvm.extractelement"(%277, %17) : (vector<2xf32>, i64) -> f32
    %296 = "llvm.extractelement"(%277, %28) : (vector<2xf32>, i64) -> f32
    %297 = "llvm.extractelement"(%281, %17) : (vector<2xf32>, i64) -> f32
    %298 = "llvm.extractelement"(%281, %28) : (vector<2xf32>, i64) -> f32
    %299 = "nvvm.mma.sync"(%148, %174, %154, %180, %253, %255, %295, %296, %297, %298) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %300 = "llvm.extractvalue"(%299) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %301 = "llvm.extractvalue"(%299) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %302 = "llvm.insertelement"(%3, %300, %2) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %303 = "llvm.insertelement"(%302, %301, %23) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %304 = "llvm.extractvalue"(%299) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %305 = "llvm.extractvalue"(%299) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %306 = "llvm.insertelement"(%3, %304, %2) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %307 = "llvm.insertelement"(%306, %305, %23) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %308 = "llvm.add"(%181, %47) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %309 = "llvm.zext"(%308) : (i32) -> i64
    %310 = "llvm.mul"(%50, %7) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %311 = "llvm.mul"(%45, %29) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %312 = "llvm.add"(%310, %311) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %313 = "llvm.add"(%312, %309) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %314 = "llvm.getelementptr"(%arg3, %313) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    "llvm.store"(%290, %314) <{alignment = 4 : i64, ordering = 0 : i64}> : (vector<2xf32>, !llvm.ptr<1>) -> ()
    %315 = "llvm.mul"(%50, %7) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %316 = "llvm.mul"(%104, %29) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %317 = "llvm.add"(%315, %316) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %318 = "llvm.add"(%317, %309) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %319 = "llvm.getelementptr"(%arg3, %318) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    "llvm.store"(%294, %319) <{alignment = 4 : i64, ordering = 0 : i64}> : (vector<2xf32>, !llvm.ptr<1>) -> ()
    %320 = "llvm.mul"(%50, %7) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %321 = "llvm.mul"(%130, %29) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %322 = "llvm.add"(%320, %321) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %323 = "llvm.add"(%322, %309) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %324 = "llvm.getelementptr"(%arg3, %323) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    "llvm.store"(%303, %324) <{alignment = 4 : i64, ordering = 0 : i64}> : (vector<2xf32>, !llvm.ptr<1>) -> ()
    %325 = "llvm.mul"(%50, %7) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %326 = "llvm.mul"(%156, %29) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %327 = "llvm.add"(%325, %326) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %328 = "llvm.add"(%327, %309) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %329 = "llvm.getelementptr"(%arg3, %328) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    "llvm.store"(%307, %329) <{alignment = 4 : i64, ordering = 0 : i64}> : (vector<2xf32>, !llvm.ptr<1>) -> ()
    "nvvm.barrier"() <{aligned = true, operandSegmentSizes = array<i32: 0, 0>}> : () -> ()
    "llvm.return"() : () -> ()
  }) {gpu.known_block_size = array<i32: 128, 1, 1>} : () -> ()
  "iree_codegen.dispatch_config"() <{function_ref = @bmm_dispatch_0_batch_matmul_4x32x32x32_f16xf16xf32, subgroup_size = 32 : i64, workgroup_size = array<i64: 128, 1, 1>}> ({
  ^bb0(%arg0: !hal.device):
    %0 = "arith.constant"() <{value = 4 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    "iree_codegen.yield"(%0, %1, %1) : (index, index, index) -> ()
  }) : () -> ()
}) : () -> ()
