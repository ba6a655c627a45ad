"builtin.module"() ({
  "llvm.mlir.global"() <{addr_space = 3 : i32, alignment = 16 : i64, global_type = !llvm.array<0 x i8>, linkage = #llvm.linkage<external>, sym_name = "__dynamic_shared_memory__", tls_mode = 0 : i64, visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.mlir.global"() <{addr_space = 3 : i32, alignment = 2 : i64, global_type = !llvm.array<64 x array<68 x bf16>>, linkage = #llvm.linkage<private>, sym_name = "__shared_memory___0", tls_mode = 0 : i64, visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.mlir.global"() <{addr_space = 3 : i32, alignment = 2 : i64, global_type = !llvm.array<64 x array<68 x bf16>>, linkage = #llvm.linkage<private>, sym_name = "__shared_memory__", tls_mode = 0 : i64, visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, arg_attrs = [{llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef, llvm.readonly}, {llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef, llvm.readonly}, {llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef}], function_type = !llvm.func<void (ptr<1>, ptr<1>, ptr<1>)>, linkage = #llvm.linkage<external>, sym_name = "mm_bf16_dispatch_0_matmul_128x256x64_bf16xbf16xf32", visibility_ = 0 : i64}> ({
  ^bb0(%arg1: !llvm.ptr<1>, %arg2: !llvm.ptr<1>, %arg3: !llvm.ptr<1>):
    %2 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
    %3 = "llvm.mlir.poison"() : () -> vector<2xf32>
    %4 = "llvm.mlir.poison"() : () -> vector<2xbf16>
    %5 = "llvm.mlir.constant"() <{value = 256 : i64}> : () -> i64
    %6 = "llvm.mlir.constant"() <{value = true}> : () -> i1
    %7 = "llvm.mlir.addressof"() <{global_name = @__dynamic_shared_memory__}> : () -> !llvm.ptr<3>
    %8 = "llvm.mlir.constant"() <{value = 0 : i64}> : () -> i64
    %9 = "llvm.mlir.constant"() <{value = 0 : i64}> : () -> i64
    %10 = "llvm.getelementptr"(%7, %8, %9) <{elem_type = !llvm.array<0 x i8>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648, -2147483648>}> : (!llvm.ptr<3>, i64, i64) -> !llvm.ptr<3>
    %11 = "llvm.mlir.addressof"() <{global_name = @__dynamic_shared_memory__}> : () -> !llvm.ptr<3>
    %12 = "llvm.mlir.constant"() <{value = 0 : i64}> : () -> i64
    %13 = "llvm.mlir.constant"() <{value = 8704 : i64}> : () -> i64
    %14 = "llvm.getelementptr"(%11, %12, %13) <{elem_type = !llvm.array<0 x i8>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648, -2147483648>}> : (!llvm.ptr<3>, i64, i64) -> !llvm.ptr<3>
    %15 = "llvm.mlir.constant"() <{value = dense<0.000000e+00> : vector<2xf32>}> : () -> vector<2xf32>
    %16 = "llvm.mlir.constant"() <{value = 0 : i64}> : () -> i64
    %17 = "llvm.mlir.constant"() <{value = 64 : i32}> : () -> i32
    %18 = "llvm.mlir.constant"() <{value = 32 : i32}> : () -> i32
    %19 = "llvm.mlir.constant"() <{value = 8 : i32}> : () -> i32
    %20 = "llvm.mlir.constant"() <{value = 128 : i32}> : () -> i32
    %21 = "llvm.mlir.constant"() <{value = 256 : i32}> : () -> i32
    %22 = "llvm.mlir.constant"() <{value = 384 : i32}> : () -> i32
    %23 = "llvm.mlir.constant"() <{value = 4 : i32}> : () -> i32
    %24 = "llvm.mlir.constant"() <{value = 16 : i32}> : () -> i32
    %25 = "llvm.mlir.constant"() <{value = 24 : i32}> : () -> i32
    %26 = "llvm.mlir.constant"() <{value = 40 : i32}> : () -> i32
    %27 = "llvm.mlir.constant"() <{value = 48 : i32}> : () -> i32
    %28 = "llvm.mlir.constant"() <{value = 56 : i32}> : () -> i32
    %29 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
    %30 = "llvm.mlir.constant"() <{value = 9 : i32}> : () -> i32
    %31 = "llvm.mlir.constant"() <{value = 17 : i32}> : () -> i32
    %32 = "llvm.mlir.constant"() <{value = 25 : i32}> : () -> i32
    %33 = "llvm.mlir.constant"() <{value = 33 : i32}> : () -> i32
    %34 = "llvm.mlir.constant"() <{value = 41 : i32}> : () -> i32
    %35 = "llvm.mlir.constant"() <{value = 49 : i32}> : () -> i32
    %36 = "llvm.mlir.constant"() <{value = 57 : i32}> : () -> i32
    %37 = "llvm.mlir.constant"() <{value = 2 : i32}> : () -> i32
    %38 = "llvm.mlir.constant"() <{value = 64 : i64}> : () -> i64
    %39 = "llvm.mlir.constant"() <{value = 68 : i64}> : () -> i64
    %40 = "llvm.mlir.constant"() <{value = 1 : i64}> : () -> i64
    %41 = "llvm.getelementptr"(%14) <{elem_type = !llvm.array<64 x array<68 x bf16>>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 0, 0, 0>}> : (!llvm.ptr<3>) -> !llvm.ptr<3>
    %42 = "llvm.getelementptr"(%10) <{elem_type = !llvm.array<64 x array<68 x bf16>>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 0, 0, 0>}> : (!llvm.ptr<3>) -> !llvm.ptr<3>
    %43 = "nvvm.read.ptx.sreg.tid.x"() <{range = #llvm.constant_range<i32, 0, 128>}> : () -> i32
    %44 = "llvm.sext"(%43) : (i32) -> i64
    "llvm.intr.assume"(%6, %arg1, %38) <{op_bundle_sizes = array<i32: 2>, op_bundle_tags = ["align"]}> : (i1, !llvm.ptr<1>, i64) -> ()
    "llvm.intr.assume"(%6, %arg2, %38) <{op_bundle_sizes = array<i32: 2>, op_bundle_tags = ["align"]}> : (i1, !llvm.ptr<1>, i64) -> ()
    "llvm.intr.assume"(%6, %arg3, %38) <{op_bundle_sizes = array<i32: 2>, op_bundle_tags = ["align"]}> : (i1, !llvm.ptr<1>, i64) -> ()
    %45 = "llvm.trunc"(%44) <{overflowFlags = 0 : i32}> : (i64) -> i32
    %46 = "llvm.udiv"(%45, %17) : (i32, i32) -> i32
    %47 = "llvm.urem"(%45, %17) : (i32, i32) -> i32
    %48 = "llvm.udiv"(%47, %18) : (i32, i32) -> i32
    %49 = "llvm.urem"(%45, %18) : (i32, i32) -> i32
    %50 = "llvm.udiv"(%45, %19) : (i32, i32) -> i32
    %51 = "llvm.zext"(%50) : (i32) -> i64
    %52 = "llvm.urem"(%45, %19) : (i32, i32) -> i32
    %53 = "llvm.mul"(%52, %19) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %54 = "llvm.zext"(%53) : (i32) -> i64
    %55 = "llvm.add"(%45, %20) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %56 = "llvm.udiv"(%55, %19) : (i32, i32) -> i32
    %57 = "llvm.zext"(%56) : (i32) -> i64
    %58 = "llvm.urem"(%55, %19) : (i32, i32) -> i32
    %59 = "llvm.mul"(%58, %19) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %60 = "llvm.zext"(%59) : (i32) -> i64
    %61 = "llvm.add"(%45, %21) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %62 = "llvm.udiv"(%61, %19) : (i32, i32) -> i32
    %63 = "llvm.zext"(%62) : (i32) -> i64
    %64 = "llvm.urem"(%61, %19) : (i32, i32) -> i32
    %65 = "llvm.mul"(%64, %19) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %66 = "llvm.zext"(%65) : (i32) -> i64
    %67 = "llvm.add"(%45, %22) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %68 = "llvm.udiv"(%67, %19) : (i32, i32) -> i32
    %69 = "llvm.zext"(%68) : (i32) -> i64
    %70 = "llvm.urem"(%67, %19) : (i32, i32) -> i32
    %71 = "llvm.mul"(%70, %19) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %72 = "llvm.zext"(%71) : (i32) -> i64
    %73 = "llvm.udiv"(%49, %23) : (i32, i32) -> i32
    %74 = "llvm.urem"(%49, %23) : (i32, i32) -> i32
    %75 = "llvm.mul"(%74, %37) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %76 = "llvm.zext"(%75) : (i32) -> i64
    %77 = "nvvm.read.ptx.sreg.ctaid.x"() <{range = #llvm.constant_range<i32, 0, 8>}> : () -> i32
    %78 = "llvm.sext"(%77) : (i32) -> i64
    %79 = "llvm.trunc"(%78) <{overflowFlags = 0 : i32}> : (i64) -> i32
    %80 = "llvm.udiv"(%79, %23) : (i32, i32) -> i32
    %81 = "llvm.urem"(%79, %23) : (i32, i32) -> i32
    %82 = "llvm.mul"(%80, %17) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %83 = "llvm.add"(%50, %82) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %84 = "llvm.zext"(%83) : (i32) -> i64
    %85 = "llvm.mul"(%84, %38) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %86 = "llvm.add"(%85, %54) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %87 = "llvm.getelementptr"(%arg1, %86) <{elem_type = bf16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %88 = "llvm.load"(%87) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<1>) -> vector<8xbf16>
    %89 = "llvm.mul"(%51, %39) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %90 = "llvm.add"(%89, %54) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %91 = "llvm.getelementptr"(%41, %90) <{elem_type = bf16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    "llvm.store"(%88, %91) <{alignment = 2 : i64, ordering = 0 : i64}> : (vector<8xbf16>, !llvm.ptr<3>) -> ()
    %92 = "llvm.add"(%56, %82) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %93 = "llvm.zext"(%92) : (i32) -> i64
    %94 = "llvm.mul"(%93, %38) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %95 = "llvm.add"(%94, %60) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %96 = "llvm.getelementptr"(%arg1, %95) <{elem_type = bf16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %97 = "llvm.load"(%96) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<1>) -> vector<8xbf16>
    %98 = "llvm.mul"(%57, %39) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %99 = "llvm.add"(%98, %60) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %100 = "llvm.getelementptr"(%41, %99) <{elem_type = bf16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    "llvm.store"(%97, %100) <{alignment = 2 : i64, ordering = 0 : i64}> : (vector<8xbf16>, !llvm.ptr<3>) -> ()
    %101 = "llvm.add"(%62, %82) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %102 = "llvm.zext"(%101) : (i32) -> i64
    %103 = "llvm.mul"(%102, %38) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %104 = "llvm.add"(%103, %66) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %105 = "llvm.getelementptr"(%arg1, %104) <{elem_type = bf16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %106 = "llvm.load"(%105) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<1>) -> vector<8xbf16>
    %107 = "llvm.mul"(%63, %39) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %108 = "llvm.add"(%107, %66) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %109 = "llvm.getelementptr"(%41, %108) <{elem_type = bf16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    "llvm.store"(%106, %109) <{alignment = 2 : i64, ordering = 0 : i64}> : (vector<8xbf16>, !llvm.ptr<3>) -> ()
    %110 = "llvm.add"(%68, %82) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %111 = "llvm.zext"(%110) : (i32) -> i64
    %112 = "llvm.mul"(%111, %38) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %113 = "llvm.add"(%112, %72) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %114 = "llvm.getelementptr"(%arg1, %113) <{elem_type = bf16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %115 = "llvm.load"(%114) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<1>) -> vector<8xbf16>
    %116 = "llvm.mul"(%69, %39) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %117 = "llvm.add"(%116, %72) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %118 = "llvm.getelementptr"(%41, %117) <{elem_type = bf16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    "llvm.store"(%115, %118) <{alignment = 2 : i64, ordering = 0 : i64}> : (vector<8xbf16>, !llvm.ptr<3>) -> ()
    %119 = "llvm.mul"(%81, %17) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %120 = "llvm.add"(%53, %119) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %121 = "llvm.zext"(%120) : (i32) -> i64
    %122 = "llvm.mul"(%51, %5) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %123 = "llvm.add"(%122, %121) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %124 = "llvm.getelementptr"(%arg2, %123) <{elem_type = bf16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %125 = "llvm.load"(%124) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<1>) -> vector<8xbf16>
    %126 = "llvm.mul"(%51, %39) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %127 = "llvm.add"(%126, %54) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %128 = "llvm.getelementptr"(%42, %127) <{elem_type = bf16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    "llvm.store"(%125, %128) <{alignment = 2 : i64, ordering = 0 : i64}> : (vector<8xbf16>, !llvm.ptr<3>) -> ()
    %129 = "llvm.add"(%59, %119) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %130 = "llvm.zext"(%129) : (i32) -> i64
    %131 = "llvm.mul"(%57, %5) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %132 = "llvm.add"(%131, %130) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %133 = "llvm.getelementptr"(%arg2, %132) <{elem_type = bf16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %134 = "llvm.load"(%133) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<1>) -> vector<8xbf16>
    %135 = "llvm.mul"(%57, %39) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %136 = "llvm.add"(%135, %60) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %137 = "llvm.getelementptr"(%42, %136) <{elem_type = bf16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    "llvm.store"(%134, %137) <{alignment = 2 : i64, ordering = 0 : i64}> : (vector<8xbf16>, !llvm.ptr<3>) -> ()
    %138 = "llvm.add"(%65, %119) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %139 = "llvm.zext"(%138) : (i32) -> i64
    %140 = "llvm.mul"(%63, %5) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %141 = "llvm.add"(%140, %139) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %142 = "llvm.getelementptr"(%arg2, %141) <{elem_type = bf16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %143 = "llvm.load"(%142) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<1>) -> vector<8xbf16>
    %144 = "llvm.mul"(%63, %39) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %145 = "llvm.add"(%144, %66) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %146 = "llvm.getelementptr"(%42, %145) <{elem_type = bf16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    "llvm.store"(%143, %146) <{alignment = 2 : i64, ordering = 0 : i64}> : (vector<8xbf16>, !llvm.ptr<3>) -> ()
    %147 = "llvm.add"(%71, %119) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %148 = "llvm.zext"(%147) : (i32) -> i64
    %149 = "llvm.mul"(%69, %5) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %150 = "llvm.add"(%149, %148) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %151 = "llvm.getelementptr"(%arg2, %150) <{elem_type = bf16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %152 = "llvm.load"(%151) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<1>) -> vector<8xbf16>
    %153 = "llvm.mul"(%69, %39) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %154 = "llvm.add"(%153, %72) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %155 = "llvm.getelementptr"(%42, %154) <{elem_type = bf16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    "llvm.store"(%152, %155) <{alignment = 2 : i64, ordering = 0 : i64}> : (vector<8xbf16>, !llvm.ptr<3>) -> ()
    "nvvm.barrier"() <{aligned = true, operandSegmentSizes = array<i32: 0, 0>}> : () -> ()
    %156 = "llvm.mul"(%46, %37) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %157 = "llvm.mul"(%46, %18) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %158 = "llvm.add"(%157, %73) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %159 = "llvm.zext"(%158) : (i32) -> i64
    %160 = "llvm.mul"(%159, %39) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %161 = "llvm.add"(%160, %76) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %162 = "llvm.getelementptr"(%41, %161) <{elem_type = bf16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %163 = "llvm.load"(%162) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xbf16>
    %164 = "llvm.add"(%75, %19) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %165 = "llvm.zext"(%164) : (i32) -> i64
    %166 = "llvm.mul"(%159, %39) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %167 = "llvm.add"(%166, %165) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %168 = "llvm.getelementptr"(%41, %167) <{elem_type = bf16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %169 = "llvm.load"(%168) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xbf16>
    %170 = "llvm.add"(%75, %24) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %171 = "llvm.zext"(%170) : (i32) -> i64
    %172 = "llvm.mul"(%159, %39) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %173 = "llvm.add"(%172, %171) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %174 = "llvm.getelementptr"(%41, %173) <{elem_type = bf16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %175 = "llvm.load"(%174) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xbf16>
    %176 = "llvm.add"(%75, %25) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %177 = "llvm.zext"(%176) : (i32) -> i64
    %178 = "llvm.mul"(%159, %39) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %179 = "llvm.add"(%178, %177) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %180 = "llvm.getelementptr"(%41, %179) <{elem_type = bf16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %181 = "llvm.load"(%180) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xbf16>
    %182 = "llvm.add"(%75, %18) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %183 = "llvm.zext"(%182) : (i32) -> i64
    %184 = "llvm.mul"(%159, %39) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %185 = "llvm.add"(%184, %183) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %186 = "llvm.getelementptr"(%41, %185) <{elem_type = bf16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %187 = "llvm.load"(%186) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xbf16>
    %188 = "llvm.add"(%75, %26) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %189 = "llvm.zext"(%188) : (i32) -> i64
    %190 = "llvm.mul"(%159, %39) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %191 = "llvm.add"(%190, %189) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %192 = "llvm.getelementptr"(%41, %191) <{elem_type = bf16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %193 = "llvm.load"(%192) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xbf16>
    %194 = "llvm.add"(%75, %27) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %195 = "llvm.zext"(%194) : (i32) -> i64
    %196 = "llvm.mul"(%159, %39) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %197 = "llvm.add"(%196, %195) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %198 = "llvm.getelementptr"(%41, %197) <{elem_type = bf16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %199 = "llvm.load"(%198) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xbf16>
    %200 = "llvm.add"(%75, %28) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %201 = "llvm.zext"(%200) : (i32) -> i64
    %202 = "llvm.mul"(%159, %39) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %203 = "llvm.add"(%202, %201) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %204 = "llvm.getelementptr"(%41, %203) <{elem_type = bf16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %205 = "llvm.load"(%204) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xbf16>
    %206 = "llvm.add"(%158, %19) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %207 = "llvm.zext"(%206) : (i32) -> i64
    %208 = "llvm.mul"(%207, %39) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %209 = "llvm.add"(%208, %76) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %210 = "llvm.getelementptr"(%41, %209) <{elem_type = bf16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %211 = "llvm.load"(%210) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xbf16>
    %212 = "llvm.mul"(%207, %39) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %213 = "llvm.add"(%212, %165) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %214 = "llvm.getelementptr"(%41, %213) <{elem_type = bf16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %215 = "llvm.load"(%214) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xbf16>
    %216 = "llvm.mul"(%207, %39) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %217 = "llvm.add"(%216, %171) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %218 = "llvm.getelementptr"(%41, %217) <{elem_type = bf16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %219 = "llvm.load"(%218) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xbf16>
    %220 = "llvm.mul"(%207, %39) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %221 = "llvm.add"(%220, %177) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %222 = "llvm.getelementptr"(%41, %221) <{elem_type = bf16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %223 = "llvm.load"(%222) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xbf16>
    %224 = "llvm.mul"(%207, %39) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %225 = "llvm.add"(%224, %183) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %226 = "llvm.getelementptr"(%41, %225) <{elem_type = bf16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %227 = "llvm.load"(%226) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xbf16>
    %228 = "llvm.mul"(%207, %39) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %229 = "llvm.add"(%228, %189) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %230 = "llvm.getelementptr"(%41, %229) <{elem_type = bf16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %231 = "llvm.load"(%230) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xbf16>
    %232 = "llvm.mul"(%207, %39) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %233 = "llvm.add"(%232, %195) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %234 = "llvm.getelementptr"(%41, %233) <{elem_type = bf16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %235 = "llvm.load"(%234) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xbf16>
    %236 = "llvm.mul"(%207, %39) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %237 = "llvm.add"(%236, %201) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %238 = "llvm.getelementptr"(%41, %237) <{elem_type = bf16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %239 = "llvm.load"(%238) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xbf16>
    %240 = "llvm.add"(%158, %24) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %241 = "llvm.zext"(%240) : (i32) -> i64
    %242 = "llvm.mul"(%241, %39) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %243 = "llvm.add"(%242, %76) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %244 = "llvm.getelementptr"(%41, %243) <{elem_type = bf16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %245 = "llvm.load"(%244) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xbf16>
    %246 = "llvm.mul"(%241, %39) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %247 = "llvm.add"(%246, %165) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %248 = "llvm.getelementptr"(%41, %247) <{elem_type = bf16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %249 = "llvm.load"(%248) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xbf16>
    %250 = "llvm.mul"(%241, %39) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %251 = "llvm.add"(%250, %171) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %252 = "llvm.getelementptr"(%41, %251) <{elem_type = bf16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %253 = "llvm.load"(%252) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xbf16>
    %254 = "llvm.mul"(%241, %39) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %255 = "llvm.add"(%254, %177) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %256 = "llvm.getelementptr"(%41, %255) <{elem_type = bf16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %257 = "llvm.load"(%256) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xbf16>
    %258 = "llvm.mul"(%241, %39) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %259 = "llvm.add"(%258, %183) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %260 = "llvm.getelementptr"(%41, %259) <{elem_type = bf16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %261 = "llvm.load"(%260) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xbf16>
    %262 = "llvm.mul"(%241, %39) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %263 = "llvm.add"(%262, %189) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %264 = "llvm.getelementptr"(%41, %263) <{elem_type = bf16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %265 = "llvm.load"(%264) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xbf16>
    %266 = "llvm.mul"(%241, %39) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %267 = "llvm.add"(%266, %195) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %268 = "llvm.getelementptr"(%41, %267) <{elem_type = bf16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %269 = "llvm.load"(%268) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xbf16>
    %270 = "llvm.mul"(%241, %39) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %271 = "llvm.add"(%270, %201) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %272 = "llvm.getelementptr"(%41, %271) <{elem_type = bf16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %273 = "llvm.load"(%272) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xbf16>
    %274 = "llvm.add"(%158, %25) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %275 = "llvm.zext"(%274) : (i32) -> i64
    %276 = "llvm.mul"(%275, %39) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %277 = "llvm.add"(%276, %76) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %278 = "llvm.getelementptr"(%41, %277) <{elem_type = bf16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %279 = "llvm.load"(%278) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xbf16>
    %280 = "llvm.mul"(%275, %39) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %281 = "llvm.add"(%280, %165) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %282 = "llvm.getelementptr"(%41, %281) <{elem_type = bf16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %283 = "llvm.load"(%282) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xbf16>
    %284 = "llvm.mul"(%275, %39) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %285 = "llvm.add"(%284, %171) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %286 = "llvm.getelementptr"(%41, %285) <{elem_type = bf16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %287 = "llvm.load"(%286) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xbf16>
    %288 = "llvm.mul"(%275, %39) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %289 = "llvm.add"(%288, %177) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %290 = "llvm.getelementptr"(%41, %289) <{elem_type = bf16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %291 = "llvm.load"(%290) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xbf16>
    %292 = "llvm.mul"(%275, %39) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %293 = "llvm.add"(%292, %183) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %294 = "llvm.getelementptr"(%41, %293) <{elem_type = bf16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %295 = "llvm.load"(%294) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xbf16>
    %296 = "llvm.mul"(%275, %39) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %297 = "llvm.add"(%296, %189) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %298 = "llvm.getelementptr"(%41, %297) <{elem_type = bf16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %299 = "llvm.load"(%298) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xbf16>
    %300 = "llvm.mul"(%275, %39) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %301 = "llvm.add"(%300, %195) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %302 = "llvm.getelementptr"(%41, %301) <{elem_type = bf16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %303 = "llvm.load"(%302) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xbf16>
    %304 = "llvm.mul"(%275, %39) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %305 = "llvm.add"(%304, %201) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %306 = "llvm.getelementptr"(%41, %305) <{elem_type = bf16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %307 = "llvm.load"(%306) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xbf16>
    %308 = "llvm.mul"(%48, %23) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %309 = "llvm.mul"(%48, %18) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %310 = "llvm.add"(%309, %73) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %311 = "llvm.zext"(%310) : (i32) -> i64
    %312 = "llvm.mul"(%76, %39) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %313 = "llvm.add"(%312, %311) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %314 = "llvm.getelementptr"(%42, %313) <{elem_type = bf16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %315 = "llvm.load"(%314) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xbf16>
    %316 = "llvm.add"(%310, %19) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %317 = "llvm.zext"(%316) : (i32) -> i64
    %318 = "llvm.mul"(%76, %39) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %319 = "llvm.add"(%318, %317) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %320 = "llvm.getelementptr"(%42, %319) <{elem_type = bf16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %321 = "llvm.load"(%320) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xbf16>
    %322 = "llvm.add"(%310, %24) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %323 = "llvm.zext"(%322) : (i32) -> i64
    %324 = "llvm.mul"(%76, %39) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %325 = "llvm.add"(%324, %323) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %326 = "llvm.getelementptr"(%42, %325) <{elem_type = bf16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %327 = "llvm.load"(%326) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xbf16>
    %328 = "llvm.add"(%310, %25) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %329 = "llvm.zext"(%328) : (i32) -> i64
    %330 = "llvm.mul"(%76, %39) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %331 = "llvm.add"(%330, %329) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %332 = "llvm.getelementptr"(%42, %331) <{elem_type = bf16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %333 = "llvm.load"(%332) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xbf16>
    %334 = "llvm.add"(%75, %29) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %335 = "llvm.zext"(%334) : (i32) -> i64
    %336 = "llvm.mul"(%335, %39) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %337 = "llvm.add"(%336, %311) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %338 = "llvm.getelementptr"(%42, %337) <{elem_type = bf16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %339 = "llvm.load"(%338) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xbf16>
    %340 = "llvm.mul"(%335, %39) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %341 = "llvm.add"(%340, %317) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %342 = "llvm.getelementptr"(%42, %341) <{elem_type = bf16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %343 = "llvm.load"(%342) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xbf16>
    %344 = "llvm.mul"(%335, %39) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %345 = "llvm.add"(%344, %323) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %346 = "llvm.getelementptr"(%42, %345) <{elem_type = bf16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %347 = "llvm.load"(%346) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xbf16>
    %348 = "llvm.mul"(%335, %39) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %349 = "llvm.add"(%348, %329) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %350 = "llvm.getelementptr"(%42, %349) <{elem_type = bf16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %351 = "llvm.load"(%350) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xbf16>
    %352 = "llvm.mul"(%165, %39) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %353 = "llvm.add"(%352, %311) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %354 = "llvm.getelementptr"(%42, %353) <{elem_type = bf16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %355 = "llvm.load"(%354) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xbf16>
    %356 = "llvm.mul"(%165, %39) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %357 = "llvm.add"(%356, %317) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %358 = "llvm.getelementptr"(%42, %357) <{elem_type = bf16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %359 = "llvm.load"(%358) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xbf16>
    %360 = "llvm.mul"(%165, %39) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %361 = "llvm.add"(%360, %323) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %362 = "llvm.getelementptr"(%42, %361) <{elem_type = bf16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %363 = "llvm.load"(%362) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xbf16>
    %364 = "llvm.mul"(%165, %39) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %365 = "llvm.add"(%364, %329) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %366 = "llvm.getelementptr"(%42, %365) <{elem_type = bf16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %367 = "llvm.load"(%366) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xbf16>
    %368 = "llvm.add"(%75, %30) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %369 = "llvm.zext"(%368) : (i32) -> i64
    %370 = "llvm.mul"(%369, %39) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %371 = "llvm.add"(%370, %311) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %372 = "llvm.getelementptr"(%42, %371) <{elem_type = bf16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %373 = "llvm.load"(%372) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xbf16>
    %374 = "llvm.mul"(%369, %39) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %375 = "llvm.add"(%374, %317) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %376 = "llvm.getelementptr"(%42, %375) <{elem_type = bf16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %377 = "llvm.load"(%376) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xbf16>
    %378 = "llvm.mul"(%369, %39) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %379 = "llvm.add"(%378, %323) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %380 = "llvm.getelementptr"(%42, %379) <{elem_type = bf16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %381 = "llvm.load"(%380) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xbf16>
    %382 = "llvm.mul"(%369, %39) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %383 = "llvm.add"(%382, %329) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %384 = "llvm.getelementptr"(%42, %383) <{elem_type = bf16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %385 = "llvm.load"(%384) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xbf16>
    %386 = "llvm.mul"(%171, %39) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %387 = "llvm.add"(%386, %311) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %388 = "llvm.getelementptr"(%42, %387) <{elem_type = bf16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %389 = "llvm.load"(%388) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xbf16>
    %390 = "llvm.mul"(%171, %39) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %391 = "llvm.add"(%390, %317) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %392 = "llvm.getelementptr"(%42, %391) <{elem_type = bf16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %393 = "llvm.load"(%392) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xbf16>
    %394 = "llvm.mul"(%171, %39) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %395 = "llvm.add"(%394, %323) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %396 = "llvm.getelementptr"(%42, %395) <{elem_type = bf16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %397 = "llvm.load"(%396) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xbf16>
    %398 = "llvm.mul"(%171, %39) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %399 = "llvm.add"(%398, %329) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %400 = "llvm.getelementptr"(%42, %399) <{elem_type = bf16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %401 = "llvm.load"(%400) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xbf16>
    %402 = "llvm.add"(%75, %31) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %403 = "llvm.zext"(%402) : (i32) -> i64
    %404 = "llvm.mul"(%403, %39) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %405 = "llvm.add"(%404, %311) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %406 = "llvm.getelementptr"(%42, %405) <{elem_type = bf16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %407 = "llvm.load"(%406) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xbf16>
    %408 = "llvm.mul"(%403, %39) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %409 = "llvm.add"(%408, %317) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %410 = "llvm.getelementptr"(%42, %409) <{elem_type = bf16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %411 = "llvm.load"(%410) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xbf16>
    %412 = "llvm.mul"(%403, %39) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %413 = "llvm.add"(%412, %323) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %414 = "llvm.getelementptr"(%42, %413) <{elem_type = bf16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %415 = "llvm.load"(%414) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xbf16>
    %416 = "llvm.mul"(%403, %39) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %417 = "llvm.add"(%416, %329) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %418 = "llvm.getelementptr"(%42, %417) <{elem_type = bf16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %419 = "llvm.load"(%418) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xbf16>
    %420 = "llvm.mul"(%177, %39) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %421 = "llvm.add"(%420, %311) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %422 = "llvm.getelementptr"(%42, %421) <{elem_type = bf16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %423 = "llvm.load"(%422) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xbf16>
    %424 = "llvm.mul"(%177, %39) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %425 = "llvm.add"(%424, %317) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %426 = "llvm.getelementptr"(%42, %425) <{elem_type = bf16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %427 = "llvm.load"(%426) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xbf16>
    %428 = "llvm.mul"(%177, %39) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %429 = "llvm.add"(%428, %323) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %430 = "llvm.getelementptr"(%42, %429) <{elem_type = bf16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %431 = "llvm.load"(%430) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xbf16>
    %432 = "llvm.mul"(%177, %39) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %433 = "llvm.add"(%432, %329) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %434 = "llvm.getelementptr"(%42, %433) <{elem_type = bf16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %435 = "llvm.load"(%434) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xbf16>
    %436 = "llvm.add"(%75, %32) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %437 = "llvm.zext"(%436) : (i32) -> i64
    %438 = "llvm.mul"(%437, %39) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %439 = "llvm.add"(%438, %311) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %440 = "llvm.getelementptr"(%42, %439) <{elem_type = bf16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %441 = "llvm.load"(%440) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xbf16>
    %442 = "llvm.mul"(%437, %39) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %443 = "llvm.add"(%442, %317) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %444 = "llvm.getelementptr"(%42, %443) <{elem_type = bf16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %445 = "llvm.load"(%444) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xbf16>
    %446 = "llvm.mul"(%437, %39) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %447 = "llvm.add"(%446, %323) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %448 = "llvm.getelementptr"(%42, %447) <{elem_type = bf16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %449 = "llvm.load"(%448) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xbf16>
    %450 = "llvm.mul"(%437, %39) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %451 = "llvm.add"(%450, %329) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %452 = "llvm.getelementptr"(%42, %451) <{elem_type = bf16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %453 = "llvm.load"(%452) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xbf16>
    %454 = "llvm.mul"(%183, %39) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %455 = "llvm.add"(%454, %311) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %456 = "llvm.getelementptr"(%42, %455) <{elem_type = bf16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %457 = "llvm.load"(%456) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xbf16>
    %458 = "llvm.mul"(%183, %39) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %459 = "llvm.add"(%458, %317) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %460 = "llvm.getelementptr"(%42, %459) <{elem_type = bf16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %461 = "llvm.load"(%460) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xbf16>
    %462 = "llvm.mul"(%183, %39) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %463 = "llvm.add"(%462, %323) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %464 = "llvm.getelementptr"(%42, %463) <{elem_type = bf16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %465 = "llvm.load"(%464) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xbf16>
    %466 = "llvm.mul"(%183, %39) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %467 = "llvm.add"(%466, %329) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %468 = "llvm.getelementptr"(%42, %467) <{elem_type = bf16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %469 = "llvm.load"(%468) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xbf16>
    %470 = "llvm.add"(%75, %33) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %471 = "llvm.zext"(%470) : (i32) -> i64
    %472 = "llvm.mul"(%471, %39) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %473 = "llvm.add"(%472, %311) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %474 = "llvm.getelementptr"(%42, %473) <{elem_type = bf16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %475 = "llvm.load"(%474) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xbf16>
    %476 = "llvm.mul"(%471, %39) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %477 = "llvm.add"(%476, %317) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %478 = "llvm.getelementptr"(%42, %477) <{elem_type = bf16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %479 = "llvm.load"(%478) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xbf16>
    %480 = "llvm.mul"(%471, %39) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %481 = "llvm.add"(%480, %323) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %482 = "llvm.getelementptr"(%42, %481) <{elem_type = bf16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %483 = "llvm.load"(%482) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xbf16>
    %484 = "llvm.mul"(%471, %39) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %485 = "llvm.add"(%484, %329) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %486 = "llvm.getelementptr"(%42, %485) <{elem_type = bf16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %487 = "llvm.load"(%486) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xbf16>
    %488 = "llvm.mul"(%189, %39) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %489 = "llvm.add"(%488, %311) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %490 = "llvm.getelementptr"(%42, %489) <{elem_type = bf16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %491 = "llvm.load"(%490) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xbf16>
    %492 = "llvm.mul"(%189, %39) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %493 = "llvm.add"(%492, %317) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %494 = "llvm.getelementptr"(%42, %493) <{elem_type = bf16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %495 = "llvm.load"(%494) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xbf16>
    %496 = "llvm.mul"(%189, %39) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %497 = "llvm.add"(%496, %323) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %498 = "llvm.getelementptr"(%42, %497) <{elem_type = bf16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %499 = "llvm.load"(%498) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xbf16>
    %500 = "llvm.mul"(%189, %39) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %501 = "llvm.add"(%500, %329) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %502 = "llvm.getelementptr"(%42, %501) <{elem_type = bf16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %503 = "llvm.load"(%502) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xbf16>
    %504 = "llvm.add"(%75, %34) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %505 = "llvm.zext"(%504) : (i32) -> i64
    %506 = "llvm.mul"(%505, %39) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %507 = "llvm.add"(%506, %311) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %508 = "llvm.getelementptr"(%42, %507) <{elem_type = bf16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %509 = "llvm.load"(%508) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xbf16>
    %510 = "llvm.mul"(%505, %39) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %511 = "llvm.add"(%510, %317) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %512 = "llvm.getelementptr"(%42, %511) <{elem_type = bf16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %513 = "llvm.load"(%512) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xbf16>
    %514 = "llvm.mul"(%505, %39) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %515 = "llvm.add"(%514, %323) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %516 = "llvm.getelementptr"(%42, %515) <{elem_type = bf16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %517 = "llvm.load"(%516) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xbf16>
    %518 = "llvm.mul"(%505, %39) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %519 = "llvm.add"(%518, %329) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %520 = "llvm.getelementptr"(%42, %519) <{elem_type = bf16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %521 = "llvm.load"(%520) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xbf16>
    %522 = "llvm.mul"(%195, %39) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %523 = "llvm.add"(%522, %311) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %524 = "llvm.getelementptr"(%42, %523) <{elem_type = bf16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %525 = "llvm.load"(%524) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xbf16>
    %526 = "llvm.mul"(%195, %39) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %527 = "llvm.add"(%526, %317) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %528 = "llvm.getelementptr"(%42, %527) <{elem_type = bf16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %529 = "llvm.load"(%528) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xbf16>
    %530 = "llvm.mul"(%195, %39) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %531 = "llvm.add"(%530, %323) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %532 = "llvm.getelementptr"(%42, %531) <{elem_type = bf16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %533 = "llvm.load"(%532) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xbf16>
    %534 = "llvm.mul"(%195, %39) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %535 = "llvm.add"(%534, %329) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %536 = "llvm.getelementptr"(%42, %535) <{elem_type = bf16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %537 = "llvm.load"(%536) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xbf16>
    %538 = "llvm.add"(%75, %35) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %539 = "llvm.zext"(%538) : (i32) -> i64
    %540 = "llvm.mul"(%539, %39) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %541 = "llvm.add"(%540, %311) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %542 = "llvm.getelementptr"(%42, %541) <{elem_type = bf16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %543 = "llvm.load"(%542) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xbf16>
    %544 = "llvm.mul"(%539, %39) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %545 = "llvm.add"(%544, %317) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %546 = "llvm.getelementptr"(%42, %545) <{elem_type = bf16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %547 = "llvm.load"(%546) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xbf16>
    %548 = "llvm.mul"(%539, %39) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %549 = "llvm.add"(%548, %323) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %550 = "llvm.getelementptr"(%42, %549) <{elem_type = bf16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %551 = "llvm.load"(%550) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xbf16>
    %552 = "llvm.mul"(%539, %39) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %553 = "llvm.add"(%552, %329) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %554 = "llvm.getelementptr"(%42, %553) <{elem_type = bf16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %555 = "llvm.load"(%554) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xbf16>
    %556 = "llvm.mul"(%201, %39) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %557 = "llvm.add"(%556, %311) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %558 = "llvm.getelementptr"(%42, %557) <{elem_type = bf16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %559 = "llvm.load"(%558) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xbf16>
    %560 = "llvm.mul"(%201, %39) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %561 = "llvm.add"(%560, %317) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %562 = "llvm.getelementptr"(%42, %561) <{elem_type = bf16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %563 = "llvm.load"(%562) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xbf16>
    %564 = "llvm.mul"(%201, %39) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %565 = "llvm.add"(%564, %323) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %566 = "llvm.getelementptr"(%42, %565) <{elem_type = bf16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %567 = "llvm.load"(%566) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xbf16>
    %568 = "llvm.mul"(%201, %39) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %569 = "llvm.add"(%568, %329) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %570 = "llvm.getelementptr"(%42, %569) <{elem_type = bf16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %571 = "llvm.load"(%570) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xbf16>
    %572 = "llvm.add"(%75, %36) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %573 = "llvm.zext"(%572) : (i32) -> i64
    %574 = "llvm.mul"(%573, %39) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %575 = "llvm.add"(%574, %311) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %576 = "llvm.getelementptr"(%42, %575) <{elem_type = bf16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %577 = "llvm.load"(%576) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xbf16>
    %578 = "llvm.mul"(%573, %39) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %579 = "llvm.add"(%578, %317) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %580 = "llvm.getelementptr"(%42, %579) <{elem_type = bf16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %581 = "llvm.load"(%580) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xbf16>
    %582 = "llvm.mul"(%573, %39) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %583 = "llvm.add"(%582, %323) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %584 = "llvm.getelementptr"(%42, %583) <{elem_type = bf16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %585 = "llvm.load"(%584) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xbf16>
    %586 = "llvm.mul"(%573, %39) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %587 = "llvm.add"(%586, %329) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %588 = "llvm.getelementptr"(%42, %587) <{elem_type = bf16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %589 = "llvm.load"(%588) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xbf16>
    %590 = "llvm.extractelement"(%315, %16) : (vector<1xbf16>, i64) -> bf16
    %591 = "llvm.extractelement"(%321, %16) : (vector<1xbf16>, i64) -> bf16
    %592 = "llvm.extractelement"(%327, %16) : (vector<1xbf16>, i64) -> bf16
    %593 = "llvm.extractelement"(%333, %16) : (vector<1xbf16>, i64) -> bf16
    %594 = "llvm.extractelement"(%339, %16) : (vector<1xbf16>, i64) -> bf16
    %595 = "llvm.extractelement"(%343, %16) : (vector<1xbf16>, i64) -> bf16
    %596 = "llvm.extractelement"(%347, %16) : (vector<1xbf16>, i64) -> bf16
    %597 = "llvm.extractelement"(%351, %16) : (vector<1xbf16>, i64) -> bf16
    %598 = "llvm.extractelement"(%355, %16) : (vector<1xbf16>, i64) -> bf16
    %599 = "llvm.extractelement"(%359, %16) : (vector<1xbf16>, i64) -> bf16
    %600 = "llvm.extractelement"(%363, %16) : (vector<1xbf16>, i64) -> bf16
    %601 = "llvm.extractelement"(%367, %16) : (vector<1xbf16>, i64) -> bf16
    %602 = "llvm.extractelement"(%373, %16) : (vector<1xbf16>, i64) -> bf16
    %603 = "llvm.extractelement"(%377, %16) : (vector<1xbf16>, i64) -> bf16
    %604 = "llvm.extractelement"(%381, %16) : (vector<1xbf16>, i64) -> bf16
    %605 = "llvm.extractelement"(%385, %16) : (vector<1xbf16>, i64) -> bf16
    %606 = "llvm.extractelement"(%389, %16) : (vector<1xbf16>, i64) -> bf16
    %607 = "llvm.extractelement"(%393, %16) : (vector<1xbf16>, i64) -> bf16
    %608 = "llvm.extractelement"(%397, %16) : (vector<1xbf16>, i64) -> bf16
    %609 = "llvm.extractelement"(%401, %16) : (vector<1xbf16>, i64) -> bf16
    %610 = "llvm.extractelement"(%407, %16) : (vector<1xbf16>, i64) -> bf16
    %611 = "llvm.extractelement"(%411, %16) : (vector<1xbf16>, i64) -> bf16
    %612 = "llvm.extractelement"(%415, %16) : (vector<1xbf16>, i64) -> bf16
    %613 = "llvm.extractelement"(%419, %16) : (vector<1xbf16>, i64) -> bf16
    %614 = "llvm.extractelement"(%423, %16) : (vector<1xbf16>, i64) -> bf16
    %615 = "llvm.extractelement"(%427, %16) : (vector<1xbf16>, i64) -> bf16
    %616 = "llvm.extractelement"(%431, %16) : (vector<1xbf16>, i64) -> bf16
    %617 = "llvm.extractelement"(%435, %16) : (vector<1xbf16>, i64) -> bf16
    %618 = "llvm.extractelement"(%441, %16) : (vector<1xbf16>, i64) -> bf16
    %619 = "llvm.extractelement"(%445, %16) : (vector<1xbf16>, i64) -> bf16
    %620 = "llvm.extractelement"(%449, %16) : (vector<1xbf16>, i64) -> bf16
    %621 = "llvm.extractelement"(%453, %16) : (vector<1xbf16>, i64) -> bf16
    %622 = "llvm.extractelement"(%457, %16) : (vector<1xbf16>, i64) -> bf16
    %623 = "llvm.extractelement"(%461, %16) : (vector<1xbf16>, i64) -> bf16
    %624 = "llvm.extractelement"(%465, %16) : (vector<1xbf16>, i64) -> bf16
    %625 = "llvm.extractelement"(%469, %16) : (vector<1xbf16>, i64) -> bf16
    %626 = "llvm.extractelement"(%475, %16) : (vector<1xbf16>, i64) -> bf16
    %627 = "llvm.extractelement"(%479, %16) : (vector<1xbf16>, i64) -> bf16
    %628 = "llvm.extractelement"(%483, %16) : (vector<1xbf16>, i64) -> bf16
    %629 = "llvm.extractelement"(%487, %16) : (vector<1xbf16>, i64) -> bf16
    %630 = "llvm.extractelement"(%491, %16) : (vector<1xbf16>, i64) -> bf16
    %631 = "llvm.extractelement"(%495, %16) : (vector<1xbf16>, i64) -> bf16
    %632 = "llvm.extractelement"(%499, %16) : (vector<1xbf16>, i64) -> bf16
    %633 = "llvm.extractelement"(%503, %16) : (vector<1xbf16>, i64) -> bf16
    %634 = "llvm.extractelement"(%509, %16) : (vector<1xbf16>, i64) -> bf16
    %635 = "llvm.extractelement"(%513, %16) : (vector<1xbf16>, i64) -> bf16
    %636 = "llvm.extractelement"(%517, %16) : (vector<1xbf16>, i64) -> bf16
    %637 = "llvm.extractelement"(%521, %16) : (vector<1xbf16>, i64) -> bf16
    %638 = "llvm.extractelement"(%525, %16) : (vector<1xbf16>, i64) -> bf16
    %639 = "llvm.extractelement"(%529, %16) : (vector<1xbf16>, i64) -> bf16
    %640 = "llvm.extractelement"(%533, %16) : (vector<1xbf16>, i64) -> bf16
    %641 = "llvm.extractelement"(%537, %16) : (vector<1xbf16>, i64) -> bf16
    %642 = "llvm.extractelement"(%543, %16) : (vector<1xbf16>, i64) -> bf16
    %643 = "llvm.extractelement"(%547, %16) : (vector<1xbf16>, i64) -> bf16
    %644 = "llvm.extractelement"(%551, %16) : (vector<1xbf16>, i64) -> bf16
    %645 = "llvm.extractelement"(%555, %16) : (vector<1xbf16>, i64) -> bf16
    %646 = "llvm.extractelement"(%559, %16) : (vector<1xbf16>, i64) -> bf16
    %647 = "llvm.extractelement"(%563, %16) : (vector<1xbf16>, i64) -> bf16
    %648 = "llvm.extractelement"(%567, %16) : (vector<1xbf16>, i64) -> bf16
    %649 = "llvm.extractelement"(%571, %16) : (vector<1xbf16>, i64) -> bf16
    %650 = "llvm.extractelement"(%577, %16) : (vector<1xbf16>, i64) -> bf16
    %651 = "llvm.extractelement"(%581, %16) : (vector<1xbf16>, i64) -> bf16
    %652 = "llvm.extractelement"(%585, %16) : (vector<1xbf16>, i64) -> bf16
    %653 = "llvm.extractelement"(%589, %16) : (vector<1xbf16>, i64) -> bf16
    %654 = "llvm.insertelement"(%4, %590, %16) : (vector<2xbf16>, bf16, i64) -> vector<2xbf16>
    %655 = "llvm.insertelement"(%654, %594, %40) : (vector<2xbf16>, bf16, i64) -> vector<2xbf16>
    %656 = "llvm.insertelement"(%4, %598, %16) : (vector<2xbf16>, bf16, i64) -> vector<2xbf16>
    %657 = "llvm.insertelement"(%656, %602, %40) : (vector<2xbf16>, bf16, i64) -> vector<2xbf16>
    %658 = "llvm.insertelement"(%4, %591, %16) : (vector<2xbf16>, bf16, i64) -> vector<2xbf16>
    %659 = "llvm.insertelement"(%658, %595, %40) : (vector<2xbf16>, bf16, i64) -> vector<2xbf16>
    %660 = "llvm.insertelement"(%4, %599, %16) : (vector<2xbf16>, bf16, i64) -> vector<2xbf16>
    %661 = "llvm.insertelement"(%660, %603, %40) : (vector<2xbf16>, bf16, i64) -> vector<2xbf16>
    %662 = "llvm.insertelement"(%4, %592, %16) : (vector<2xbf16>, bf16, i64) -> vector<2xbf16>
    %663 = "llvm.insertelement"(%662, %596, %40) : (vector<2xbf16>, bf16, i64) -> vector<2xbf16>
    %664 = "llvm.insertelement"(%4, %600, %16) : (vector<2xbf16>, bf16, i64) -> vector<2xbf16>
    %665 = "llvm.insertelement"(%664, %604, %40) : (vector<2xbf16>, bf16, i64) -> vector<2xbf16>
    %666 = "llvm.insertelement"(%4, %593, %16) : (vector<2xbf16>, bf16, i64) -> vector<2xbf16>
    %667 = "llvm.insertelement"(%666, %597, %40) : (vector<2xbf16>, bf16, i64) -> vector<2xbf16>
    %668 = "llvm.insertelement"(%4, %601, %16) : (vector<2xbf16>, bf16, i64) -> vector<2xbf16>
    %669 = "llvm.insertelement"(%668, %605, %40) : (vector<2xbf16>, bf16, i64) -> vector<2xbf16>
    %670 = "llvm.insertelement"(%4, %606, %16) : (vector<2xbf16>, bf16, i64) -> vector<2xbf16>
    %671 = "llvm.insertelement"(%670, %610, %40) : (vector<2xbf16>, bf16, i64) -> vector<2xbf16>
    %672 = "llvm.insertelement"(%4, %614, %16) : (vector<2xbf16>, bf16, i64) -> vector<2xbf16>
    %673 = "llvm.insertelement"(%672, %618, %40) : (vector<2xbf16>, bf16, i64) -> vector<2xbf16>
    %674 = "llvm.insertelement"(%4, %607, %16) : (vector<2xbf16>, bf16, i64) -> vector<2xbf16>
    %675 = "llvm.insertelement"(%674, %611, %40) : (vector<2xbf16>, bf16, i64) -> vector<2xbf16>
    %676 = "llvm.insertelement"(%4, %615, %16) : (vector<2xbf16>, bf16, i64) -> vector<2xbf16>
    %677 = "llvm.insertelement"(%676, %619, %40) : (vector<2xbf16>, bf16, i64) -> vector<2xbf16>
    %678 = "llvm.insertelement"(%4, %608, %16) : (vector<2xbf16>, bf16, i64) -> vector<2xbf16>
    %679 = "llvm.insertelement"(%678, %612, %40) : (vector<2xbf16>, bf16, i64) -> vector<2xbf16>
    %680 = "llvm.insertelement"(%4, %616, %16) : (vector<2xbf16>, bf16, i64) -> vector<2xbf16>
    %681 = "llvm.insertelement"(%680, %620, %40) : (vector<2xbf16>, bf16, i64) -> vector<2xbf16>
    %682 = "llvm.insertelement"(%4, %609, %16) : (vector<2xbf16>, bf16, i64) -> vector<2xbf16>
    %683 = "llvm.insertelement"(%682, %613, %40) : (vector<2xbf16>, bf16, i64) -> vector<2xbf16>
    %684 = "llvm.insertelement"(%4, %617, %16) : (vector<2xbf16>, bf16, i64) -> vector<2xbf16>
    %685 = "llvm.insertelement"(%684, %621, %40) : (vector<2xbf16>, bf16, i64) -> vector<2xbf16>
    %686 = "llvm.insertelement"(%4, %622, %16) : (vector<2xbf16>, bf16, i64) -> vector<2xbf16>
    %687 = "llvm.insertelement"(%686, %626, %40) : (vector<2xbf16>, bf16, i64) -> vector<2xbf16>
    %688 = "llvm.insertelement"(%4, %630, %16) : (vector<2xbf16>, bf16, i64) -> vector<2xbf16>
    %689 = "llvm.insertelement"(%688, %634, %40) : (vector<2xbf16>, bf16, i64) -> vector<2xbf16>
    %690 = "llvm.insertelement"(%4, %623, %16) : (vector<2xbf16>, bf16, i64) -> vector<2xbf16>
    %691 = "llvm.insertelement"(%690, %627, %40) : (vector<2xbf16>, bf16, i64) -> vector<2xbf16>
    %692 = "llvm.insertelement"(%4, %631, %16) : (vector<2xbf16>, bf16, i64) -> vector<2xbf16>
    %693 = "llvm.insertelement"(%692, %635, %40) : (vector<2xbf16>, bf16, i64) -> vector<2xbf16>
    %694 = "llvm.insertelement"(%4, %624, %16) : (vector<2xbf16>, bf16, i64) -> vector<2xbf16>
    %695 = "llvm.insertelement"(%694, %628, %40) : (vector<2xbf16>, bf16, i64) -> vector<2xbf16>
    %696 = "llvm.insertelement"(%4, %632, %16) : (vector<2xbf16>, bf16, i64) -> vector<2xbf16>
    %697 = "llvm.insertelement"(%696, %636, %40) : (vector<2xbf16>, bf16, i64) -> vector<2xbf16>
    %698 = "llvm.insertelement"(%4, %625, %16) : (vector<2xbf16>, bf16, i64) -> vector<2xbf16>
    %699 = "llvm.insertelement"(%698, %629, %40) : (vector<2xbf16>, bf16, i64) -> vector<2xbf16>
    %700 = "llvm.insertelement"(%4, %633, %16) : (vector<2xbf16>, bf16, i64) -> vector<2xbf16>
    %701 = "llvm.insertelement"(%700, %637, %40) : (vector<2xbf16>, bf16, i64) -> vector<2xbf16>
    %702 = "llvm.insertelement"(%4, %638, %16) : (vector<2xbf16>, bf16, i64) -> vector<2xbf16>
    %703 = "llvm.insertelement"(%702, %642, %40) : (vector<2xbf16>, bf16, i64) -> vector<2xbf16>
    %704 = "llvm.insertelement"(%4, %646, %16) : (vector<2xbf16>, bf16, i64) -> vector<2xbf16>
    %705 = "llvm.insertelement"(%704, %650, %40) : (vector<2xbf16>, bf16, i64) -> vector<2xbf16>
    %706 = "llvm.insertelement"(%4, %639, %16) : (vector<2xbf16>, bf16, i64) -> vector<2xbf16>
    %707 = "llvm.insertelement"(%706, %643, %40) : (vector<2xbf16>, bf16, i64) -> vector<2xbf16>
    %708 = "llvm.insertelement"(%4, %647, %16) : (vector<2xbf16>, bf16, i64) -> vector<2xbf16>
    %709 = "llvm.insertelement"(%708, %651, %40) : (vector<2xbf16>, bf16, i64) -> vector<2xbf16>
    %710 = "llvm.insertelement"(%4, %640, %16) : (vector<2xbf16>, bf16, i64) -> vector<2xbf16>
    %711 = "llvm.insertelement"(%710, %644, %40) : (vector<2xbf16>, bf16, i64) -> vector<2xbf16>
    %712 = "llvm.insertelement"(%4, %648, %16) : (vector<2xbf16>, bf16, i64) -> vector<2xbf16>
    %713 = "llvm.insertelement"(%712, %652, %40) : (vector<2xbf16>, bf16, i64) -> vector<2xbf16>
    %714 = "llvm.insertelement"(%4, %641, %16) : (vector<2xbf16>, bf16, i64) -> vector<2xbf16>
    %715 = "llvm.insertelement"(%714, %645, %40) : (vector<2xbf16>, bf16, i64) -> vector<2xbf16>
    %716 = "llvm.insertelement"(%4, %649, %16) : (vector<2xbf16>, bf16, i64) -> vector<2xbf16>
    %717 = "llvm.insertelement"(%716, %653, %40) : (vector<2xbf16>, bf16, i64) -> vector<2xbf16>
    %718 = "llvm.bitcast"(%163) : (vector<2xbf16>) -> i32
    %719 = "llvm.bitcast"(%211) : (vector<2xbf16>) -> i32
    %720 = "llvm.bitcast"(%169) : (vector<2xbf16>) -> i32
    %721 = "llvm.bitcast"(%215) : (vector<2xbf16>) -> i32
    %722 = "llvm.bitcast"(%655) : (vector<2xbf16>) -> i32
    %723 = "llvm.bitcast"(%657) : (vector<2xbf16>) -> i32
    %724 = "llvm.extractelement"(%15, %16) : (vector<2xf32>, i64) -> f32
    %725 = "llvm.extractelement"(%15, %40) : (vector<2xf32>, i64) -> f32
    %726 = "llvm.extractelement"(%15, %16) : (vector<2xf32>, i64) -> f32
    %727 = "llvm.extractelement"(%15, %40) : (vector<2xf32>, i64) -> f32
    %728 = "nvvm.mma.sync"(%718, %719, %720, %721, %722, %723, %724, %725, %726, %727) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<bf16>, multiplicandBPtxType = #nvvm.mma_type<bf16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %729 = "llvm.extractvalue"(%728) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %730 = "llvm.extractvalue"(%728) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %731 = "llvm.insertelement"(%3, %729, %2) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %732 = "llvm.insertelement"(%731, %730, %29) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %733 = "llvm.extractvalue"(%728) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %734 = "llvm.extractvalue"(%728) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %735 = "llvm.insertelement"(%3, %733, %2) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %736 = "llvm.insertelement"(%735, %734, %29) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %737 = "llvm.bitcast"(%163) : (vector<2xbf16>) -> i32
    %738 = "llvm.bitcast"(%211) : (vector<2xbf16>) -> i32
    %739 = "llvm.bitcast"(%169) : (vector<2xbf16>) -> i32
    %740 = "llvm.bitcast"(%215) : (vector<2xbf16>) -> i32
    %741 = "llvm.bitcast"(%659) : (vector<2xbf16>) -> i32
    %742 = "llvm.bitcast"(%661) : (vector<2xbf16>) -> i32
    %743 = "llvm.extractelement"(%15, %16) : (vector<2xf32>, i64) -> f32
    %744 = "llvm.extractelement"(%15, %40) : (vector<2xf32>, i64) -> f32
    %745 = "llvm.extractelement"(%15, %16) : (vector<2xf32>, i64) -> f32
    %746 = "llvm.extractelement"(%15, %40) : (vector<2xf32>, i64) -> f32
    %747 = "nvvm.mma.sync"(%737, %738, %739, %740, %741, %742, %743, %744, %745, %746) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<bf16>, multiplicandBPtxType = #nvvm.mma_type<bf16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %748 = "llvm.extractvalue"(%747) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %749 = "llvm.extractvalue"(%747) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %750 = "llvm.insertelement"(%3, %748, %2) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %751 = "llvm.insertelement"(%750, %749, %29) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %752 = "llvm.extractvalue"(%747) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %753 = "llvm.extractvalue"(%747) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %754 = "llvm.insertelement"(%3, %752, %2) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %755 = "llvm.insertelement"(%754, %753, %29) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %756 = "llvm.bitcast"(%163) : (vector<2xbf16>) -> i32
    %757 = "llvm.bitcast"(%211) : (vector<2xbf16>) -> i32
    %758 = "llvm.bitcast"(%169) : (vector<2xbf16>) -> i32
    %759 = "llvm.bitcast"(%215) : (vector<2xbf16>) -> i32
    %760 = "llvm.bitcast"(%663) : (vector<2xbf16>) -> i32
    %761 = "llvm.bitcast"(%665) : (vector<2xbf16>) -> i32
    %762 = "llvm.extractelement"(%15, %16) : (vector<2xf32>, i64) -> f32
    %763 = "llvm.extractelement"(%15, %40) : (vector<2xf32>, i64) -> f32
    %764 = "llvm.extractelement"(%15, %16) : (vector<2xf32>, i64) -> f32
    %765 = "llvm.extractelement"(%15, %40) : (vector<2xf32>, i64) -> f32
    %766 = "nvvm.mma.sync"(%756, %757, %758, %759, %760, %761, %762, %763, %764, %765) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<bf16>, multiplicandBPtxType = #nvvm.mma_type<bf16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %767 = "llvm.extractvalue"(%766) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %768 = "llvm.extractvalue"(%766) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %769 = "llvm.insertelement"(%3, %767, %2) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %770 = "llvm.insertelement"(%769, %768, %29) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %771 = "llvm.extractvalue"(%766) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %772 = "llvm.extractvalue"(%766) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %773 = "llvm.insertelement"(%3, %771, %2) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %774 = "llvm.insertelement"(%773, %772, %29) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %775 = "llvm.bitcast"(%163) : (vector<2xbf16>) -> i32
    %776 = "llvm.bitcast"(%211) : (vector<2xbf16>) -> i32
    %777 = "llvm.bitcast"(%169) : (vector<2xbf16>) -> i32
    %778 = "llvm.bitcast"(%215) : (vector<2xbf16>) -> i32
    %779 = "llvm.bitcast"(%667) : (vector<2xbf16>) -> i32
    %780 = "llvm.bitcast"(%669) : (vector<2xbf16>) -> i32
    %781 = "llvm.extractelement"(%15, %16) : (vector<2xf32>, i64) -> f32
    %782 = "llvm.extractelement"(%15, %40) : (vector<2xf32>, i64) -> f32
    %783 = "llvm.extractelement"(%15, %16) : (vector<2xf32>, i64) -> f32
    %784 = "llvm.extractelement"(%15, %40) : (vector<2xf32>, i64) -> f32
    %785 = "nvvm.mma.sync"(%775, %776, %777, %778, %779, %780, %781, %782, %783, %784) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<bf16>, multiplicandBPtxType = #nvvm.mma_type<bf16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %786 = "llvm.extractvalue"(%785) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %787 = "llvm.extractvalue"(%785) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %788 = "llvm.insertelement"(%3, %786, %2) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %789 = "llvm.insertelement"(%788, %787, %29) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %790 = "llvm.extractvalue"(%785) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %791 = "llvm.extractvalue"(%785) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %792 = "llvm.insertelement"(%3, %790, %2) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %793 = "llvm.insertelement"(%792, %791, %29) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %794 = "llvm.bitcast"(%245) : (vector<2xbf16>) -> i32
    %795 = "llvm.bitcast"(%279) : (vector<2xbf16>) -> i32
    %796 = "llvm.bitcast"(%249) : (vector<2xbf16>) -> i32
    %797 = "llvm.bitcast"(%283) : (vector<2xbf16>) -> i32
    %798 = "llvm.bitcast"(%655) : (vector<2xbf16>) -> i32
    %799 = "llvm.bitcast"(%657) : (vector<2xbf16>) -> i32
    %800 = "llvm.extractelement"(%15, %16) : (vector<2xf32>, i64) -> f32
    %801 = "llvm.extractelement"(%15, %40) : (vector<2xf32>, i64) -> f32
    %802 = "llvm.extractelement"(%15, %16) : (vector<2xf32>, i64) -> f32
    %803 = "llvm.extractelement"(%15, %40) : (vector<2xf32>, i64) -> f32
    %804 = "nvvm.mma.sync"(%794, %795, %796, %797, %798, %799, %800, %801, %802, %803) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<bf16>, multiplicandBPtxType = #nvvm.mma_type<bf16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %805 = "llvm.extractvalue"(%804) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %806 = "llvm.extractvalue"(%804) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %807 = "llvm.insertelement"(%3, %805, %2) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %808 = "llvm.insertelement"(%807, %806, %29) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %809 = "llvm.extractvalue"(%804) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %810 = "llvm.extractvalue"(%804) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %811 = "llvm.insertelement"(%3, %809, %2) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %812 = "llvm.insertelement"(%811, %810, %29) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %813 = "llvm.bitcast"(%245) : (vector<2xbf16>) -> i32
    %814 = "llvm.bitcast"(%279) : (vector<2xbf16>) -> i32
    %815 = "llvm.bitcast"(%249) : (vector<2xbf16>) -> i32
    %816 = "llvm.bitcast"(%283) : (vector<2xbf16>) -> i32
    %817 = "llvm.bitcast"(%659) : (vector<2xbf16>) -> i32
    %818 = "llvm.bitcast"(%661) : (vector<2xbf16>) -> i32
    %819 = "llvm.extractelement"(%15, %16) : (vector<2xf32>, i64) -> f32
    %820 = "llvm.extractelement"(%15, %40) : (vector<2xf32>, i64) -> f32
    %821 = "llvm.extractelement"(%15, %16) : (vector<2xf32>, i64) -> f32
    %822 = "llvm.extractelement"(%15, %40) : (vector<2xf32>, i64) -> f32
    %823 = "nvvm.mma.sync"(%813, %814, %815, %816, %817, %818, %819, %820, %821, %822) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<bf16>, multiplicandBPtxType = #nvvm.mma_type<bf16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %824 = "llvm.extractvalue"(%823) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %825 = "llvm.extractvalue"(%823) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %826 = "llvm.insertelement"(%3, %824, %2) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %827 = "llvm.insertelement"(%826, %825, %29) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %828 = "llvm.extractvalue"(%823) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %829 = "llvm.extractvalue"(%823) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %830 = "llvm.insertelement"(%3, %828, %2) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %831 = "llvm.insertelement"(%830, %829, %29) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %832 = "llvm.bitcast"(%245) : (vector<2xbf16>) -> i32
    %833 = "llvm.bitcast"(%279) : (vector<2xbf16>) -> i32
    %834 = "llvm.bitcast"(%249) : (vector<2xbf16>) -> i32
    %835 = "llvm.bitcast"(%283) : (vector<2xbf16>) -> i32
    %836 = "llvm.bitcast"(%663) : (vector<2xbf16>) -> i32
    %837 = "llvm.bitcast"(%665) : (vector<2xbf16>) -> i32
    %838 = "llvm.extractelement"(%15, %16) : (vector<2xf32>, i64) -> f32
    %839 = "llvm.extractelement"(%15, %40) : (vector<2xf32>, i64) -> f32
    %840 = "llvm.extractelement"(%15, %16) : (vector<2xf32>, i64) -> f32
    %841 = "llvm.extractelement"(%15, %40) : (vector<2xf32>, i64) -> f32
    %842 = "nvvm.mma.sync"(%832, %833, %834, %835, %836, %837, %838, %839, %840, %841) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<bf16>, multiplicandBPtxType = #nvvm.mma_type<bf16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %843 = "llvm.extractvalue"(%842) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %844 = "llvm.extractvalue"(%842) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %845 = "llvm.insertelement"(%3, %843, %2) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %846 = "llvm.insertelement"(%845, %844, %29) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %847 = "llvm.extractvalue"(%842) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %848 = "llvm.extractvalue"(%842) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %849 = "llvm.insertelement"(%3, %847, %2) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %850 = "llvm.insertelement"(%849, %848, %29) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %851 = "llvm.bitcast"(%245) : (vector<2xbf16>) -> i32
    %852 = "llvm.bitcast"(%279) : (vector<2xbf16>) -> i32
    %853 = "llvm.bitcast"(%249) : (vector<2xbf16>) -> i32
    %854 = "llvm.bitcast"(%283) : (vector<2xbf16>) -> i32
    %855 = "llvm.bitcast"(%667) : (vector<2xbf16>) -> i32
    %856 = "llvm.bitcast"(%669) : (vector<2xbf16>) -> i32
    %857 = "llvm.extractelement"(%15, %16) : (vector<2xf32>, i64) -> f32
    %858 = "llvm.extractelement"(%15, %40) : (vector<2xf32>, i64) -> f32
    %859 = "llvm.extractelement"(%15, %16) : (vector<2xf32>, i64) -> f32
    %860 = "llvm.extractelement"(%15, %40) : (vector<2xf32>, i64) -> f32
    %861 = "nvvm.mma.sync"(%851, %852, %853, %854, %855, %856, %857, %858, %859, %860) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<bf16>, multiplicandBPtxType = #nvvm.mma_type<bf16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %862 = "llvm.extractvalue"(%861) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %863 = "llvm.extractvalue"(%861) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %864 = "llvm.insertelement"(%3, %862, %2) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %865 = "llvm.insertelement"(%864, %863, %29) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %866 = "llvm.extractvalue"(%861) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %867 = "llvm.extractvalue"(%861) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %868 = "llvm.insertelement"(%3, %866, %2) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %869 = "llvm.insertelement"(%868, %867, %29) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %870 = "llvm.bitcast"(%175) : (vector<2xbf16>) -> i32
    %871 = "llvm.bitcast"(%219) : (vector<2xbf16>) -> i32
    %872 = "llvm.bitcast"(%181) : (vector<2xbf16>) -> i32
    %873 = "llvm.bitcast"(%223) : (vector<2xbf16>) -> i32
    %874 = "llvm.bitcast"(%671) : (vector<2xbf16>) -> i32
    %875 = "llvm.bitcast"(%673) : (vector<2xbf16>) -> i32
    %876 = "llvm.extractelement"(%732, %16) : (vector<2xf32>, i64) -> f32
    %877 = "llvm.extractelement"(%732, %40) : (vector<2xf32>, i64) -> f32
    %878 = "llvm.extractelement"(%736, %16) : (vector<2xf32>, i64) -> f32
    %879 = "llvm.extractelement"(%736, %40) : (vector<2xf32>, i64) -> f32
    %880 = "nvvm.mma.sync"(%870, %871, %872, %873, %874, %875, %876, %877, %878, %879) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<bf16>, multiplicandBPtxType = #nvvm.mma_type<bf16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %881 = "llvm.extractvalue"(%880) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %882 = "llvm.extractvalue"(%880) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %883 = "llvm.insertelement"(%3, %881, %2) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %884 = "llvm.insertelement"(%883, %882, %29) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %885 = "llvm.extractvalue"(%880) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %886 = "llvm.extractvalue"(%880) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %887 = "llvm.insertelement"(%3, %885, %2) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %888 = "llvm.insertelement"(%887, %886, %29) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %889 = "llvm.bitcast"(%175) : (vector<2xbf16>) -> i32
    %890 = "llvm.bitcast"(%219) : (vector<2xbf16>) -> i32
    %891 = "llvm.bitcast"(%181) : (vector<2xbf16>) -> i32
    %892 = "llvm.bitcast"(%223) : (vector<2xbf16>) -> i32
    %893 = "llvm.bitcast"(%675) : (vector<2xbf16>) -> i32
    %894 = "llvm.bitcast"(%677) : (vector<2xbf16>) -> i32
    %895 = "llvm.extractelement"(%751, %16) : (vector<2xf32>, i64) -> f32
    %896 = "llvm.extractelement"(%751, %40) : (vector<2xf32>, i64) -> f32
    %897 = "llvm.extractelement"(%755, %16) : (vector<2xf32>, i64) -> f32
    %898 = "llvm.extractelement"(%755, %40) : (vector<2xf32>, i64) -> f32
    %899 = "nvvm.mma.sync"(%889, %890, %891, %892, %893, %894, %895, %896, %897, %898) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<bf16>, multiplicandBPtxType = #nvvm.mma_type<bf16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %900 = "llvm.extractvalue"(%899) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %901 = "llvm.extractvalue"(%899) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %902 = "llvm.insertelement"(%3, %900, %2) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %903 = "llvm.insertelement"(%902, %901, %29) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %904 = "llvm.extractvalue"(%899) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %905 = "llvm.extractvalue"(%899) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %906 = "llvm.insertelement"(%3, %904, %2) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %907 = "llvm.insertelement"(%906, %905, %29) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %908 = "llvm.bitcast"(%175) : (vector<2xbf16>) -> i32
    %909 = "llvm.bitcast"(%219) : (vector<2xbf16>) -> i32
    %910 = "llvm.bitcast"(%181) : (vector<2xbf16>) -> i32
    %911 = "llvm.bitcast"(%223) : (vector<2xbf16>) -> i32
    %912 = "llvm.bitcast"(%679) : (vector<2xbf16>) -> i32
    %913 = "llvm.bitcast"(%681) : (vector<2xbf16>) -> i32
    %914 = "llvm.extractelement"(%770, %16) : (vector<2xf32>, i64) -> f32
    %915 = "llvm.extractelement"(%770, %40) : (vector<2xf32>, i64) -> f32
    %916 = "llvm.extractelement"(%774, %16) : (vector<2xf32>, i64) -> f32
    %917 = "llvm.extractelement"(%774, %40) : (vector<2xf32>, i64) -> f32
    %918 = "nvvm.mma.sync"(%908, %909, %910, %911, %912, %913, %914, %915, %916, %917) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<bf16>, multiplicandBPtxType = #nvvm.mma_type<bf16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %919 = "llvm.extractvalue"(%918) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %920 = "llvm.extractvalue"(%918) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %921 = "llvm.insertelement"(%3, %919, %2) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %922 = "llvm.insertelement"(%921, %920, %29) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %923 = "llvm.extractvalue"(%918) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %924 = "llvm.extractvalue"(%918) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %925 = "llvm.insertelement"(%3, %923, %2) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %926 = "llvm.insertelement"(%925, %924, %29) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %927 = "llvm.bitcast"(%175) : (vector<2xbf16>) -> i32
    %928 = "llvm.bitcast"(%219) : (vector<2xbf16>) -> i32
    %929 = "llvm.bitcast"(%181) : (vector<2xbf16>) -> i32
    %930 = "llvm.bitcast"(%223) : (vector<2xbf16>) -> i32
    %931 = "llvm.bitcast"(%683) : (vector<2xbf16>) -> i32
    %932 = "llvm.bitcast"(%685) : (vector<2xbf16>) -> i32
    %933 = "llvm.extractelement"(%789, %16) : (vector<2xf32>, i64) -> f32
    %934 = "llvm.extractelement"(%789, %40) : (vector<2xf32>, i64) -> f32
    %935 = "llvm.extractelement"(%793, %16) : (vector<2xf32>, i64) -> f32
    %936 = "llvm.extractelement"(%793, %40) : (vector<2xf32>, i64) -> f32
    %937 = "nvvm.mma.sync"(%927, %928, %929, %930, %931, %932, %933, %934, %935, %936) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<bf16>, multiplicandBPtxType = #nvvm.mma_type<bf16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %938 = "llvm.extractvalue"(%937) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %939 = "llvm.extractvalue"(%937) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %940 = "llvm.insertelement"(%3, %938, %2) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %941 = "llvm.insertelement"(%940, %939, %29) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %942 = "llvm.extractvalue"(%937) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %943 = "llvm.extractvalue"(%937) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %944 = "llvm.insertelement"(%3, %942, %2) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %945 = "llvm.insertelement"(%944, %943, %29) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %946 = "llvm.bitcast"(%253) : (vector<2xbf16>) -> i32
    %947 = "llvm.bitcast"(%287) : (vector<2xbf16>) -> i32
    %948 = "llvm.bitcast"(%257) : (vector<2xbf16>) -> i32
    %949 = "llvm.bitcast"(%291) : (vector<2xbf16>) -> i32
    %950 = "llvm.bitcast"(%671) : (vector<2xbf16>) -> i32
    %951 = "llvm.bitcast"(%673) : (vector<2xbf16>) -> i32
    %952 = "llvm.extractelement"(%808, %16) : (vector<2xf32>, i64) -> f32
    %953 = "llvm.extractelement"(%808, %40) : (vector<2xf32>, i64) -> f32
    %954 = "llvm.extractelement"(%812, %16) : (vector<2xf32>, i64) -> f32
    %955 = "llvm.extractelement"(%812, %40) : (vector<2xf32>, i64) -> f32
    %956 = "nvvm.mma.sync"(%946, %947, %948, %949, %950, %951, %952, %953, %954, %955) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<bf16>, multiplicandBPtxType = #nvvm.mma_type<bf16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %957 = "llvm.extractvalue"(%956) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %958 = "llvm.extractvalue"(%956) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %959 = "llvm.insertelement"(%3, %957, %2) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %960 = "llvm.insertelement"(%959, %958, %29) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %961 = "llvm.extractvalue"(%956) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %962 = "llvm.extractvalue"(%956) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %963 = "llvm.insertelement"(%3, %961, %2) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %964 = "llvm.insertelement"(%963, %962, %29) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %965 = "llvm.bitcast"(%253) : (vector<2xbf16>) -> i32
    %966 = "llvm.bitcast"(%287) : (vector<2xbf16>) -> i32
    %967 = "llvm.bitcast"(%257) : (vector<2xbf16>) -> i32
    %968 = "llvm.bitcast"(%291) : (vector<2xbf16>) -> i32
    %969 = "llvm.bitcast"(%675) : (vector<2xbf16>) -> i32
    %970 = "llvm.bitcast"(%677) : (vector<2xbf16>) -> i32
    %971 = "llvm.extractelement"(%827, %16) : (vector<2xf32>, i64) -> f32
    %972 = "llvm.extractelement"(%827, %40) : (vector<2xf32>, i64) -> f32
    %973 = "llvm.extractelement"(%831, %16) : (vector<2xf32>, i64) -> f32
    %974 = "llvm.extractelement"(%831, %40) : (vector<2xf32>, i64) -> f32
    %975 = "nvvm.mma.sync"(%965, %966, %967, %968, %969, %970, %971, %972, %973, %974) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<bf16>, multiplicandBPtxType = #nvvm.mma_type<bf16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %976 = "llvm.extractvalue"(%975) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %977 = "llvm.extractvalue"(%975) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %978 = "llvm.insertelement"(%3, %976, %2) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %979 = "llvm.insertelement"(%978, %977, %29) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %980 = "llvm.extractvalue"(%975) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %981 = "llvm.extractvalue"(%975) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %982 = "llvm.insertelement"(%3, %980, %2) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %983 = "llvm.insertelement"(%982, %981, %29) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %984 = "llvm.bitcast"(%253) : (vector<2xbf16>) -> i32
    %985 = "llvm.bitcast"(%287) : (vector<2xbf16>) -> i32
    %986 = "llvm.bitcast"(%257) : (vector<2xbf16>) -> i32
    %987 = "llvm.bitcast"(%291) : (vector<2xbf16>) -> i32
    %988 = "llvm.bitcast"(%679) : (vector<2xbf16>) -> i32
    %989 = "llvm.bitcast"(%681) : (vector<2xbf16>) -> i32
    %990 = "llvm.extractelement"(%846, %16) : (vector<2xf32>, i64) -> f32
    %991 = "llvm.extractelement"(%846, %40) : (vector<2xf32>, i64) -> f32
    %992 = "llvm.extractelement"(%850, %16) : (vector<2xf32>, i64) -> f32
    %993 = "llvm.extractelement"(%850, %40) : (vector<2xf32>, i64) -> f32
    %994 = "nvvm.mma.sync"(%984, %985, %986, %987, %988, %989, %990, %991, %992, %993) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<bf16>, multiplicandBPtxType = #nvvm.mma_type<bf16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %995 = "llvm.extractvalue"(%994) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %996 = "llvm.extractvalue"(%994) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %997 = "llvm.insertelement"(%3, %995, %2) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %998 = "llvm.insertelement"(%997, %996, %29) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %999 = "llvm.extractvalue"(%994) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1000 = "llvm.extractvalue"(%994) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1001 = "llvm.insertelement"(%3, %999, %2) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1002 = "llvm.insertelement"(%1001, %1000, %29) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1003 = "llvm.bitcast"(%253) : (vector<2xbf16>) -> i32
    %1004 = "llvm.bitcast"(%287) : (vector<2xbf16>) -> i32
    %1005 = "llvm.bitcast"(%257) : (vector<2xbf16>) -> i32
    %1006 = "llvm.bitcast"(%291) : (vector<2xbf16>) -> i32
    %1007 = "llvm.bitcast"(%683) : (vector<2xbf16>) -> i32
    %1008 = "llvm.bitcast"(%685) : (vector<2xbf16>) -> i32
    %1009 = "llvm.extractelement"(%865, %16) : (vector<2xf32>, i64) -> f32
    %1010 = "llvm.extractelement"(%865, %40) : (vector<2xf32>, i64) -> f32
    %1011 = "llvm.extractelement"(%869, %16) : (vector<2xf32>, i64) -> f32
    %1012 = "llvm.extractelement"(%869, %40) : (vector<2xf32>, i64) -> f32
    %1013 = "nvvm.mma.sync"(%1003, %1004, %1005, %1006, %1007, %1008, %1009, %1010, %1011, %1012) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<bf16>, multiplicandBPtxType = #nvvm.mma_type<bf16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %1014 = "llvm.extractvalue"(%1013) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1015 = "llvm.extractvalue"(%1013) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1016 = "llvm.insertelement"(%3, %1014, %2) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1017 = "llvm.insertelement"(%1016, %1015, %29) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1018 = "llvm.extractvalue"(%1013) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1019 = "llvm.extractvalue"(%1013) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1020 = "llvm.insertelement"(%3, %1018, %2) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1021 = "llvm.insertelement"(%1020, %1019, %29) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1022 = "llvm.bitcast"(%187) : (vector<2xbf16>) -> i32
    %1023 = "llvm.bitcast"(%227) : (vector<2xbf16>) -> i32
    %1024 = "llvm.bitcast"(%193) : (vector<2xbf16>) -> i32
    %1025 = "llvm.bitcast"(%231) : (vector<2xbf16>) -> i32
    %1026 = "llvm.bitcast"(%687) : (vector<2xbf16>) -> i32
    %1027 = "llvm.bitcast"(%689) : (vector<2xbf16>) -> i32
    %1028 = "llvm.extractelement"(%884, %16) : (vector<2xf32>, i64) -> f32
    %1029 = "llvm.extractelement"(%884, %40) : (vector<2xf32>, i64) -> f32
    %1030 = "llvm.extractelement"(%888, %16) : (vector<2xf32>, i64) -> f32
    %1031 = "llvm.extractelement"(%888, %40) : (vector<2xf32>, i64) -> f32
    %1032 = "nvvm.mma.sync"(%1022, %1023, %1024, %1025, %1026, %1027, %1028, %1029, %1030, %1031) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<bf16>, multiplicandBPtxType = #nvvm.mma_type<bf16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %1033 = "llvm.extractvalue"(%1032) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1034 = "llvm.extractvalue"(%1032) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1035 = "llvm.insertelement"(%3, %1033, %2) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1036 = "llvm.insertelement"(%1035, %1034, %29) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1037 = "llvm.extractvalue"(%1032) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1038 = "llvm.extractvalue"(%1032) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1039 = "llvm.insertelement"(%3, %1037, %2) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1040 = "llvm.insertelement"(%1039, %1038, %29) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1041 = "llvm.bitcast"(%187) : (vector<2xbf16>) -> i32
    %1042 = "llvm.bitcast"(%227) : (vector<2xbf16>) -> i32
    %1043 = "llvm.bitcast"(%193) : (vector<2xbf16>) -> i32
    %1044 = "llvm.bitcast"(%231) : (vector<2xbf16>) -> i32
    %1045 = "llvm.bitcast"(%691) : (vector<2xbf16>) -> i32
    %1046 = "llvm.bitcast"(%693) : (vector<2xbf16>) -> i32
    %1047 = "llvm.extractelement"(%903, %16) : (vector<2xf32>, i64) -> f32
    %1048 = "llvm.extractelement"(%903, %40) : (vector<2xf32>, i64) -> f32
    %1049 = "llvm.extractelement"(%907, %16) : (vector<2xf32>, i64) -> f32
    %1050 = "llvm.extractelement"(%907, %40) : (vector<2xf32>, i64) -> f32
    %1051 = "nvvm.mma.sync"(%1041, %1042, %1043, %1044, %1045, %1046, %1047, %1048, %1049, %1050) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<bf16>, multiplicandBPtxType = #nvvm.mma_type<bf16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %1052 = "llvm.extractvalue"(%1051) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1053 = "llvm.extractvalue"(%1051) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1054 = "llvm.insertelement"(%3, %1052, %2) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1055 = "llvm.insertelement"(%1054, %1053, %29) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1056 = "llvm.extractvalue"(%1051) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1057 = "llvm.extractvalue"(%1051) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1058 = "llvm.insertelement"(%3, %1056, %2) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1059 = "llvm.insertelement"(%1058, %1057, %29) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1060 = "llvm.bitcast"(%187) : (vector<2xbf16>) -> i32
    %1061 = "llvm.bitcast"(%227) : (vector<2xbf16>) -> i32
    %1062 = "llvm.bitcast"(%193) : (vector<2xbf16>) -> i32
    %1063 = "llvm.bitcast"(%231) : (vector<2xbf16>) -> i32
    %1064 = "llvm.bitcast"(%695) : (vector<2xbf16>) -> i32
    %1065 = "llvm.bitcast"(%697) : (vector<2xbf16>) -> i32
    %1066 = "llvm.extractelement"(%922, %16) : (vector<2xf32>, i64) -> f32
    %1067 = "llvm.extractelement"(%922, %40) : (vector<2xf32>, i64) -> f32
    %1068 = "llvm.extractelement"(%926, %16) : (vector<2xf32>, i64) -> f32
    %1069 = "llvm.extractelement"(%926, %40) : (vector<2xf32>, i64) -> f32
    %1070 = "nvvm.mma.sync"(%1060, %1061, %1062, %1063, %1064, %1065, %1066, %1067, %1068, %1069) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<bf16>, multiplicandBPtxType = #nvvm.mma_type<bf16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %1071 = "llvm.extractvalue"(%1070) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1072 = "llvm.extractvalue"(%1070) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1073 = "llvm.insertelement"(%3, %1071, %2) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1074 = "llvm.insertelement"(%1073, %1072, %29) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1075 = "llvm.extractvalue"(%1070) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1076 = "llvm.extractvalue"(%1070) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1077 = "llvm.insertelement"(%3, %1075, %2) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1078 = "llvm.insertelement"(%1077, %1076, %29) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1079 = "llvm.bitcast"(%187) : (vector<2xbf16>) -> i32
    %1080 = "llvm.bitcast"(%227) : (vector<2xbf16>) -> i32
    %1081 = "llvm.bitcast"(%193) : (vector<2xbf16>) -> i32
    %1082 = "llvm.bitcast"(%231) : (vector<2xbf16>) -> i32
    %1083 = "llvm.bitcast"(%699) : (vector<2xbf16>) -> i32
    %1084 = "llvm.bitcast"(%701) : (vector<2xbf16>) -> i32
    %1085 = "llvm.extractelement"(%941, %16) : (vector<2xf32>, i64) -> f32
    %1086 = "llvm.extractelement"(%941, %40) : (vector<2xf32>, i64) -> f32
    %1087 = "llvm.extractelement"(%945, %16) : (vector<2xf32>, i64) -> f32
    %1088 = "llvm.extractelement"(%945, %40) : (vector<2xf32>, i64) -> f32
    %1089 = "nvvm.mma.sync"(%1079, %1080, %1081, %1082, %1083, %1084, %1085, %1086, %1087, %1088) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<bf16>, multiplicandBPtxType = #nvvm.mma_type<bf16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %1090 = "llvm.extractvalue"(%1089) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1091 = "llvm.extractvalue"(%1089) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1092 = "llvm.insertelement"(%3, %1090, %2) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1093 = "llvm.insertelement"(%1092, %1091, %29) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1094 = "llvm.extractvalue"(%1089) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1095 = "llvm.extractvalue"(%1089) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1096 = "llvm.insertelement"(%3, %1094, %2) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1097 = "llvm.insertelement"(%1096, %1095, %29) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1098 = "llvm.bitcast"(%261) : (vector<2xbf16>) -> i32
    %1099 = "llvm.bitcast"(%295) : (vector<2xbf16>) -> i32
    %1100 = "llvm.bitcast"(%265) : (vector<2xbf16>) -> i32
    %1101 = "llvm.bitcast"(%299) : (vector<2xbf16>) -> i32
    %1102 = "llvm.bitcast"(%687) : (vector<2xbf16>) -> i32
    %1103 = "llvm.bitcast"(%689) : (vector<2xbf16>) -> i32
    %1104 = "llvm.extractelement"(%960, %16) : (vector<2xf32>, i64) -> f32
    %1105 = "llvm.extractelement"(%960, %40) : (vector<2xf32>, i64) -> f32
    %1106 = "llvm.extractelement"(%964, %16) : (vector<2xf32>, i64) -> f32
    %1107 = "llvm.extractelement"(%964, %40) : (vector<2xf32>, i64) -> f32
    %1108 = "nvvm.mma.sync"(%1098, %1099, %1100, %1101, %1102, %1103, %1104, %1105, %1106, %1107) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<bf16>, multiplicandBPtxType = #nvvm.mma_type<bf16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %1109 = "llvm.extractvalue"(%1108) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1110 = "llvm.extractvalue"(%1108) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1111 = "llvm.insertelement"(%3, %1109, %2) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1112 = "llvm.insertelement"(%1111, %1110, %29) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1113 = "llvm.extractvalue"(%1108) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1114 = "llvm.extractvalue"(%1108) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1115 = "llvm.insertelement"(%3, %1113, %2) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1116 = "llvm.insertelement"(%1115, %1114, %29) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1117 = "llvm.bitcast"(%261) : (vector<2xbf16>) -> i32
    %1118 = "llvm.bitcast"(%295) : (vector<2xbf16>) -> i32
    %1119 = "llvm.bitcast"(%265) : (vector<2xbf16>) -> i32
    %1120 = "llvm.bitcast"(%299) : (vector<2xbf16>) -> i32
    %1121 = "llvm.bitcast"(%691) : (vector<2xbf16>) -> i32
    %1122 = "llvm.bitcast"(%693) : (vector<2xbf16>) -> i32
    %1123 = "llvm.extractelement"(%979, %16) : (vector<2xf32>, i64) -> f32
    %1124 = "llvm.extractelement"(%979, %40) : (vector<2xf32>, i64) -> f32
    %1125 = "llvm.extractelement"(%983, %16) : (vector<2xf32>, i64) -> f32
    %1126 = "llvm.extractelement"(%983, %40) : (vector<2xf32>, i64) -> f32
    %1127 = "nvvm.mma.sync"(%1117, %1118, %1119, %1120, %1121, %1122, %1123, %1124, %1125, %1126) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<bf16>, multiplicandBPtxType = #nvvm.mma_type<bf16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %1128 = "llvm.extractvalue"(%1127) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1129 = "llvm.extractvalue"(%1127) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1130 = "llvm.insertelement"(%3, %1128, %2) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1131 = "llvm.insertelement"(%1130, %1129, %29) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1132 = "llvm.extractvalue"(%1127) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1133 = "llvm.extractvalue"(%1127) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1134 = "llvm.insertelement"(%3, %1132, %2) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1135 = "llvm.insertelement"(%1134, %1133, %29) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1136 = "llvm.bitcast"(%261) : (vector<2xbf16>) -> i32
    %1137 = "llvm.bitcast"(%295) : (vector<2xbf16>) -> i32
    %1138 = "llvm.bitcast"(%265) : (vector<2xbf16>) -> i32
    %1139 = "llvm.bitcast"(%299) : (vector<2xbf16>) -> i32
    %1140 = "llvm.bitcast"(%695) : (vector<2xbf16>) -> i32
    %1141 = "llvm.bitcast"(%697) : (vector<2xbf16>) -> i32
    %1142 = "llvm.extractelement"(%998, %16) : (vector<2xf32>, i64) -> f32
    %1143 = "llvm.extractelement"(%998, %40) : (vector<2xf32>, i64) -> f32
    %1144 = "llvm.extractelement"(%1002, %16) : (vector<2xf32>, i64) -> f32
    %1145 = "llvm.extractelement"(%1002, %40) : (vector<2xf32>, i64) -> f32
    %1146 = "nvvm.mma.sync"(%1136, %1137, %1138, %1139, %1140, %1141, %1142, %1143, %1144, %1145) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<bf16>, multiplicandBPtxType = #nvvm.mma_type<bf16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %1147 = "llvm.extractvalue"(%1146) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1148 = "llvm.extractvalue"(%1146) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1149 = "llvm.insertelement"(%3, %1147, %2) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1150 = "llvm.insertelement"(%1149, %1148, %29) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1151 = "llvm.extractvalue"(%1146) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1152 = "llvm.extractvalue"(%1146) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1153 = "llvm.insertelement"(%3, %1151, %2) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1154 = "llvm.insertelement"(%1153, %1152, %29) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1155 = "llvm.bitcast"(%261) : (vector<2xbf16>) -> i32
    %1156 = "llvm.bitcast"(%295) : (vector<2xbf16>) -> i32
    %1157 = "llvm.bitcast"(%265) : (vector<2xbf16>) -> i32
    %1158 = "llvm.bitcast"(%299) : (vector<2xbf16>) -> i32
    %1159 = "llvm.bitcast"(%699) : (vector<2xbf16>) -> i32
    %1160 = "llvm.bitcast"(%701) : (vector<2xbf16>) -> i32
    %1161 = "llvm.extractelement"(%1017, %16) : (vector<2xf32>, i64) -> f32
    %1162 = "llvm.extractelement"(%1017, %40) : (vector<2xf32>, i64) -> f32
    %1163 = "llvm.extractelement"(%1021, %16) : (vector<2xf32>, i64) -> f32
    %1164 = "llvm.extractelement"(%1021, %40) : (vector<2xf32>, i64) -> f32
    %1165 = "nvvm.mma.sync"(%1155, %1156, %1157, %1158, %1159, %1160, %1161, %1162, %1163, %1164) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<bf16>, multiplicandBPtxType = #nvvm.mma_type<bf16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %1166 = "llvm.extractvalue"(%1165) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1167 = "llvm.extractvalue"(%1165) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1168 = "llvm.insertelement"(%3, %1166, %2) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1169 = "llvm.insertelement"(%1168, %1167, %29) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1170 = "llvm.extractvalue"(%1165) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1171 = "llvm.extractvalue"(%1165) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1172 = "llvm.insertelement"(%3, %1170, %2) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1173 = "llvm.insertelement"(%1172, %1171, %29) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1174 = "llvm.bitcast"(%199) : (vector<2xbf16>) -> i32
    %1175 = "llvm.bitcast"(%235) : (vector<2xbf16>) -> i32
    %1176 = "llvm.bitcast"(%205) : (vector<2xbf16>) -> i32
    %1177 = "llvm.bitcast"(%239) : (vector<2xbf16>) -> i32
    %1178 = "llvm.bitcast"(%703) : (vector<2xbf16>) -> i32
    %1179 = "llvm.bitcast"(%705) : (vector<2xbf16>) -> i32
    %1180 = "llvm.extractelement"(%1036, %16) : (vector<2xf32>, i64) -> f32
    %1181 = "llvm.extractelement"(%1036, %40) : (vector<2xf32>, i64) -> f32
    %1182 = "llvm.extractelement"(%1040, %16) : (vector<2xf32>, i64) -> f32
    %1183 = "llvm.extractelement"(%1040, %40) : (vector<2xf32>, i64) -> f32
    %1184 = "nvvm.mma.sync"(%1174, %1175, %1176, %1177, %1178, %1179, %1180, %1181, %1182, %1183) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<bf16>, multiplicandBPtxType = #nvvm.mma_type<bf16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %1185 = "llvm.extractvalue"(%1184) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1186 = "llvm.extractvalue"(%1184) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1187 = "llvm.insertelement"(%3, %1185, %2) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1188 = "llvm.insertelement"(%1187, %1186, %29) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1189 = "llvm.extractvalue"(%1184) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1190 = "llvm.extractvalue"(%1184) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1191 = "llvm.insertelement"(%3, %1189, %2) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1192 = "llvm.insertelement"(%1191, %1190, %29) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1193 = "llvm.bitcast"(%199) : (vector<2xbf16>) -> i32
    %1194 = "llvm.bitcast"(%235) : (vector<2xbf16>) -> i32
    %1195 = "llvm.bitcast"(%205) : (vector<2xbf16>) -> i32
    %1196 = "llvm.bitcast"(%239) : (vector<2xbf16>) -> i32
    %1197 = "llvm.bitcast"(%707) : (vector<2xbf16>) -> i32
    %1198 = "llvm.bitcast"(%709) : (vector<2xbf16>) -> i32
    %1199 = "llvm.extractelement"(%1055, %16) : (vector<2xf32>, i64) -> f32
    %1200 = "llvm.extractelement"(%1055, %40) : (vector<2xf32>, i64) -> f32
    %1201 = "llvm.extractelement"(%1059, %16) : (vector<2xf32>, i64) -> f32
    %1202 = "llvm.extractelement"(%1059, %40) : (vector<2xf32>, i64) -> f32
    %1203 = "nvvm.mma.sync"(%1193, %1194, %1195, %1196, %1197, %1198, %1199, %1200, %1201, %1202) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<bf16>, multiplicandBPtxType = #nvvm.mma_type<bf16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %1204 = "llvm.extractvalue"(%1203) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1205 = "llvm.extractvalue"(%1203) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1206 = "llvm.insertelement"(%3, %1204, %2) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1207 = "llvm.insertelement"(%1206, %1205, %29) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1208 = "llvm.extractvalue"(%1203) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1209 = "llvm.extractvalue"(%1203) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1210 = "llvm.insertelement"(%3, %1208, %2) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1211 = "llvm.insertelement"(%1210, %1209, %29) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1212 = "llvm.bitcast"(%199) : (vector<2xbf16>) -> i32
    %1213 = "llvm.bitcast"(%235) : (vector<2xbf16>) -> i32
    %1214 = "llvm.bitcast"(%205) : (vector<2xbf16>) -> i32
    %1215 = "llvm.bitcast"(%239) : (vector<2xbf16>) -> i32
    %1216 = "llvm.bitcast"(%711) : (vector<2xbf16>) -> i32
    %1217 = "llvm.bitcast"(%713) : (vector<2xbf16>) -> i32
    %1218 = "llvm.extractelement"(%1074, %16) : (vector<2xf32>, i64) -> f32
    %1219 = "llvm.extractelement"(%1074, %40) : (vector<2xf32>, i64) -> f32
    %1220 = "llvm.extractelement"(%1078, %16) : (vector<2xf32>, i64) -> f32
    %1221 = "llvm.extractelement"(%1078, %40) : (vector<2xf32>, i64) -> f32
    %1222 = "nvvm.mma.sync"(%1212, %1213, %1214, %1215, %1216, %1217, %1218, %1219, %1220, %1221) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<bf16>, multiplicandBPtxType = #nvvm.mma_type<bf16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %1223 = "llvm.extractvalue"(%1222) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1224 = "llvm.extractvalue"(%1222) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1225 = "llvm.insertelement"(%3, %1223, %2) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1226 = "llvm.insertelement"(%1225, %1224, %29) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1227 = "llvm.extractvalue"(%1222) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1228 = "llvm.extractvalue"(%1222) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1229 = "llvm.insertelement"(%3, %1227, %2) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1230 = "llvm.insertelement"(%1229, %1228, %29) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1231 = "llvm.bitcast"(%199) : (vector<2xbf16>) -> i32
    %1232 = "llvm.bitcast"(%235) : (vector<2xbf16>) -> i32
    %1233 = "llvm.bitcast"(%205) : (vector<2xbf16>) -> i32
    %1234 = "llvm.bitcast"(%239) : (vector<2xbf16>) -> i32
    %1235 = "llvm.bitcast"(%715) : (vector<2xbf16>) -> i32
    %1236 = "llvm.bitcast"(%717) : (vector<2xbf16>) -> i32
    %1237 = "llvm.extractelement"(%1093, %16) : (vector<2xf32>, i64) -> f32
    %1238 = "llvm.extractelement"(%1093, %40) : (vector<2xf32>, i64) -> f32
    %1239 = "llvm.extractelement"(%1097, %16) : (vector<2xf32>, i64) -> f32
    %1240 = "llvm.extractelement"(%1097, %40) : (vector<2xf32>, i64) -> f32
    %1241 = "nvvm.mma.sync"(%1231, %1232, %1233, %1234, %1235, %1236, %1237, %1238, %1239, %1240) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<bf16>, multiplicandBPtxType = #nvvm.mma_type<bf16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %1242 = "llvm.extractvalue"(%1241) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1243 = "llvm.extractvalue"(%1241) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1244 = "llvm.insertelement"(%3, %1242, %2) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1245 = "llvm.insertelement"(%1244, %1243, %29) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1246 = "llvm.extractvalue"(%1241) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1247 = "llvm.extractvalue"(%1241) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1248 = "llvm.insertelement"(%3, %1246, %2) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1249 = "llvm.insertelement"(%1248, %1247, %29) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1250 = "llvm.bitcast"(%269) : (vector<2xbf16>) -> i32
    %1251 = "llvm.bitcast"(%303) : (vector<2xbf16>) -> i32
    %1252 = "llvm.bitcast"(%273) : (vector<2xbf16>) -> i32
    %1253 = "llvm.bitcast"(%307) : (vector<2xbf16>) -> i32
    %1254 = "llvm.bitcast"(%703) : (vector<2xbf16>) -> i32
    %1255 = "llvm.bitcast"(%705) : (vector<2xbf16>) -> i32
    %1256 = "llvm.extractelement"(%1112, %16) : (vector<2xf32>, i64) -> f32
    %1257 = "llvm.extractelement"(%1112, %40) : (vector<2xf32>, i64) -> f32
    %1258 = "llvm.extractelement"(%1116, %16) : (vector<2xf32>, i64) -> f32
    %1259 = "llvm.extractelement"(%1116, %40) : (vector<2xf32>, i64) -> f32
    %1260 = "nvvm.mma.sync"(%1250, %1251, %1252, %1253, %1254, %1255, %1256, %1257, %1258, %1259) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<bf16>, multiplicandBPtxType = #nvvm.mma_type<bf16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %1261 = "llvm.extractvalue"(%1260) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1262 = "llvm.extractvalue"(%1260) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1263 = "llvm.insertelement"(%3, %1261, %2) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1264 = "llvm.insertelement"(%1263, %1262, %29) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1265 = "llvm.extractvalue"(%1260) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1266 = "llvm.extractvalue"(%1260) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1267 = "llvm.insertelement"(%3, %1265, %2) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1268 = "llvm.insertelement"(%1267, %1266, %29) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1269 = "llvm.bitcast"(%269) : (vector<2xbf16>) -> i32
    %1270 = "llvm.bitcast"(%303) : (vector<2xbf16>) -> i32
    %1271 = "llvm.bitcast"(%273) : (vector<2xbf16>) -> i32
    %1272 = "llvm.bitcast"(%307) : (vector<2xbf16>) -> i32
    %1273 = "llvm.bitcast"(%707) : (vector<2xbf16>) -> i32
    %1274 = "llvm.bitcast"(%709) : (vector<2xbf16>) -> i32
    %1275 = "llvm.extractelement"(%1131, %16) : (vector<2xf32>, i64) -> f32
    %1276 = "llvm.extractelement"(%1131, %40) : (vector<2xf32>, i64) -> f32
    %1277 = "llvm.extractelement"(%1135, %16) : (vector<2xf32>, i64) -> f32
    %1278 = "llvm.extractelement"(%1135, %40) : (vector<2xf32>, i64) -> f32
    %1279 = "nvvm.mma.sync"(%1269, %1270, %1271, %1272, %1273, %1274, %1275, %1276, %1277, %1278) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<bf16>, multiplicandBPtxType = #nvvm.mma_type<bf16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %1280 = "llvm.extractvalue"(%1279) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1281 = "llvm.extractvalue"(%1279) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1282 = "llvm.insertelement"(%3, %1280, %2) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1283 = "llvm.insertelement"(%1282, %1281, %29) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1284 = "llvm.extractvalue"(%1279) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1285 = "llvm.extractvalue"(%1279) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1286 = "llvm.insertelement"(%3, %1284, %2) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1287 = "llvm.insertelement"(%1286, %1285, %29) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1288 = "llvm.bitcast"(%269) : (vector<2xbf16>) -> i32
    %1289 = "llvm.bitcast"(%303) : (vector<2xbf16>) -> i32
    %1290 = "llvm.bitcast"(%273) : (vector<2xbf16>) -> i32
    %1291 = "llvm.bitcast"(%307) : (vector<2xbf16>) -> i32
    %1292 = "llvm.bitcast"(%711) : (vector<2xbf16>) -> i32
    %1293 = "llvm.bitcast"(%713) : (vector<2xbf16>) -> i32
    %1294 = "llvm.extractelement"(%1150, %16) : (vector<2xf32>, i64) -> f32
    %1295 = "llvm.extractelement"(%1150, %40) : (vector<2xf32>, i64) -> f32
    %1296 = "llvm.extractelement"(%1154, %16) : (vector<2xf32>, i64) -> f32
    %1297 = "llvm.extractelement"(%1154, %40) : (vector<2xf32>, i64) -> f32
    %1298 = "nvvm.mma.sync"(%1288, %1289, %1290, %1291, %1292, %1293, %1294, %1295, %1296, %1297) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<bf16>, multiplicandBPtxType = #nvvm.mma_type<bf16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %1299 = "llvm.extractvalue"(%1298) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1300 = "llvm.extractvalue"(%1298) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1301 = "llvm.insertelement"(%3, %1299, %2) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1302 = "llvm.insertelement"(%1301, %1300, %29) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1303 = "llvm.extractvalue"(%1298) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1304 = "llvm.extractvalue"(%1298) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1305 = "llvm.insertelement"(%3, %1303, %2) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1306 = "llvm.insertelement"(%1305, %1304, %29) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1307 = "llvm.bitcast"(%269) : (vector<2xbf16>) -> i32
    %1308 = "llvm.bitcast"(%303) : (vector<2xbf16>) -> i32
    %1309 = "llvm.bitcast"(%273) : (vector<2xbf16>) -> i32
    %1310 = "llvm.bitcast"(%307) : (vector<2xbf16>) -> i32
    %1311 = "llvm.bitcast"(%715) : (vector<2xbf16>) -> i32
    %1312 = "llvm.bitcast"(%717) : (vector<2xbf16>) -> i32
    %1313 = "llvm.extractelement"(%1169, %16) : (vector<2xf32>, i64) -> f32
    %1314 = "llvm.extractelement"(%1169, %40) : (vector<2xf32>, i64) -> f32
    %1315 = "llvm.extractelement"(%1173, %16) : (vector<2xf32>, i64) -> f32
    %1316 = "llvm.extractelement"(%1173, %40) : (vector<2xf32>, i64) -> f32
    %1317 = "nvvm.mma.sync"(%1307, %1308, %1309, %1310, %1311, %1312, %1313, %1314, %1315, %1316) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<bf16>, multiplicandBPtxType = #nvvm.mma_type<bf16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %1318 = "llvm.extractvalue"(%1317) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1319 = "llvm.extractvalue"(%1317) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1320 = "llvm.insertelement"(%3, %1318, %2) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1321 = "llvm.insertelement"(%1320, %1319, %29) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1322 = "llvm.extractvalue"(%1317) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1323 = "llvm.extractvalue"(%1317) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1324 = "llvm.insertelement"(%3, %1322, %2) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1325 = "llvm.insertelement"(%1324, %1323, %29) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1326 = "llvm.mul"(%80, %23) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %1327 = "llvm.add"(%156, %1326) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %1328 = "llvm.mul"(%81, %19) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %1329 = "llvm.add"(%308, %1328) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %1330 = "llvm.mul"(%1327, %24) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %1331 = "llvm.add"(%1330, %73) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %1332 = "llvm.zext"(%1331) : (i32) -> i64
    %1333 = "llvm.mul"(%1329, %19) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %1334 = "llvm.add"(%1333, %75) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %1335 = "llvm.zext"(%1334) : (i32) -> i64
    %1336 = "llvm.mul"(%1332, %5) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1337 = "llvm.add"(%1336, %1335) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1338 = "llvm.getelementptr"(%arg3, %1337) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    "llvm.store"(%1188, %1338) <{alignment = 4 : i64, ordering = 0 : i64}> : (vector<2xf32>, !llvm.ptr<1>) -> ()
    %1339 = "llvm.add"(%1334, %19) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %1340 = "llvm.zext"(%1339) : (i32) -> i64
    %1341 = "llvm.mul"(%1332, %5) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1342 = "llvm.add"(%1341, %1340) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1343 = "llvm.getelementptr"(%arg3, %1342) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    "llvm.store"(%1207, %1343) <{alignment = 4 : i64, ordering = 0 : i64}> : (vector<2xf32>, !llvm.ptr<1>) -> ()
    %1344 = "llvm.add"(%1334, %24) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %1345 = "llvm.zext"(%1344) : (i32) -> i64
    %1346 = "llvm.mul"(%1332, %5) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1347 = "llvm.add"(%1346, %1345) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1348 = "llvm.getelementptr"(%arg3, %1347) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    "llvm.store"(%1226, %1348) <{alignment = 4 : i64, ordering = 0 : i64}> : (vector<2xf32>, !llvm.ptr<1>) -> ()
    %1349 = "llvm.add"(%1334, %25) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %1350 = "llvm.zext"(%1349) : (i32) -> i64
    %1351 = "llvm.mul"(%1332, %5) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1352 = "llvm.add"(%1351, %1350) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1353 = "llvm.getelementptr"(%arg3, %1352) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    "llvm.store"(%1245, %1353) <{alignment = 4 : i64, ordering = 0 : i64}> : (vector<2xf32>, !llvm.ptr<1>) -> ()
    %1354 = "llvm.add"(%1331, %19) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %1355 = "llvm.zext"(%1354) : (i32) -> i64
    %1356 = "llvm.mul"(%1355, %5) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1357 = "llvm.add"(%1356, %1335) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1358 = "llvm.getelementptr"(%arg3, %1357) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    "llvm.store"(%1192, %1358) <{alignment = 4 : i64, ordering = 0 : i64}> : (vector<2xf32>, !llvm.ptr<1>) -> ()
    %1359 = "llvm.mul"(%1355, %5) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1360 = "llvm.add"(%1359, %1340) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1361 = "llvm.getelementptr"(%arg3, %1360) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    "llvm.store"(%1211, %1361) <{alignment = 4 : i64, ordering = 0 : i64}> : (vector<2xf32>, !llvm.ptr<1>) -> ()
    %1362 = "llvm.mul"(%1355, %5) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1363 = "llvm.add"(%1362, %1345) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1364 = "llvm.getelementptr"(%arg3, %1363) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    "llvm.store"(%1230, %1364) <{alignment = 4 : i64, ordering = 0 : i64}> : (vector<2xf32>, !llvm.ptr<1>) -> ()
    %1365 = "llvm.mul"(%1355, %5) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1366 = "llvm.add"(%1365, %1350) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1367 = "llvm.getelementptr"(%arg3, %1366) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    "llvm.store"(%1249, %1367) <{alignment = 4 : i64, ordering = 0 : i64}> : (vector<2xf32>, !llvm.ptr<1>) -> ()
    %1368 = "llvm.add"(%1331, %24) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %1369 = "llvm.zext"(%1368) : (i32) -> i64
    %1370 = "llvm.mul"(%1369, %5) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1371 = "llvm.add"(%1370, %1335) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1372 = "llvm.getelementptr"(%arg3, %1371) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    "llvm.store"(%1264, %1372) <{alignment = 4 : i64, ordering = 0 : i64}> : (vector<2xf32>, !llvm.ptr<1>) -> ()
    %1373 = "llvm.mul"(%1369, %5) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1374 = "llvm.add"(%1373, %1340) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1375 = "llvm.getelementptr"(%arg3, %1374) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    "llvm.store"(%1283, %1375) <{alignment = 4 : i64, ordering = 0 : i64}> : (vector<2xf32>, !llvm.ptr<1>) -> ()
    %1376 = "llvm.mul"(%1369, %5) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1377 = "llvm.add"(%1376, %1345) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1378 = "llvm.getelementptr"(%arg3, %1377) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    "llvm.store"(%1302, %1378) <{alignment = 4 : i64, ordering = 0 : i64}> : (vector<2xf32>, !llvm.ptr<1>) -> ()
    %1379 = "llvm.mul"(%1369, %5) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1380 = "llvm.add"(%1379, %1350) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1381 = "llvm.getelementptr"(%arg3, %1380) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    "llvm.store"(%1321, %1381) <{alignment = 4 : i64, ordering = 0 : i64}> : (vector<2xf32>, !llvm.ptr<1>) -> ()
    %1382 = "llvm.add"(%1331, %25) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %1383 = "llvm.zext"(%1382) : (i32) -> i64
    %1384 = "llvm.mul"(%1383, %5) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1385 = "llvm.add"(%1384, %1335) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1386 = "llvm.getelementptr"(%arg3, %1385) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    "llvm.store"(%1268, %1386) <{alignment = 4 : i64, ordering = 0 : i64}> : (vector<2xf32>, !llvm.ptr<1>) -> ()
    %1387 = "llvm.mul"(%1383, %5) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1388 = "llvm.add"(%1387, %1340) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1389 = "llvm.getelementptr"(%arg3, %1388) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    "llvm.store"(%1287, %1389) <{alignment = 4 : i64, ordering = 0 : i64}> : (vector<2xf32>, !llvm.ptr<1>) -> ()
    %1390 = "llvm.mul"(%1383, %5) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1391 = "llvm.add"(%1390, %1345) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1392 = "llvm.getelementptr"(%arg3, %1391) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    "llvm.store"(%1306, %1392) <{alignment = 4 : i64, ordering = 0 : i64}> : (vector<2xf32>, !llvm.ptr<1>) -> ()
    %1393 = "llvm.mul"(%1383, %5) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1394 = "llvm.add"(%1393, %1350) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1395 = "llvm.getelementptr"(%arg3, %1394) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    "llvm.store"(%1325, %1395) <{alignment = 4 : i64, ordering = 0 : i64}> : (vector<2xf32>, !llvm.ptr<1>) -> ()
    "nvvm.barrier"() <{aligned = true, operandSegmentSizes = array<i32: 0, 0>}> : () -> ()
    "llvm.return"() : () -> ()
  }) {gpu.known_block_size = array<i32: 128, 1, 1>} : () -> ()
  "iree_codegen.dispatch_config"() <{function_ref = @mm_bf16_dispatch_0_matmul_128x256x64_bf16xbf16xf32, subgroup_size = 32 : i64, workgroup_size = array<i64: 128, 1, 1>}> ({
  ^bb0(%arg0: !hal.device):
    %0 = "arith.constant"() <{value = 8 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    "iree_codegen.yield"(%0, %1, %1) : (index, index, index) -> ()
  }) : () -> ()
}) : () -> ()
