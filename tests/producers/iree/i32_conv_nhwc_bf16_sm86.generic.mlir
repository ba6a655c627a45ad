"builtin.module"() ({
  "llvm.mlir.global"() <{addr_space = 3 : i32, alignment = 16 : i64, global_type = !llvm.array<0 x i8>, linkage = #llvm.linkage<external>, sym_name = "__dynamic_shared_memory__", tls_mode = 0 : i64, visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.mlir.global"() <{addr_space = 3 : i32, alignment = 2 : i64, global_type = !llvm.array<32 x array<68 x bf16>>, linkage = #llvm.linkage<private>, sym_name = "__shared_memory___0", tls_mode = 0 : i64, visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.mlir.global"() <{addr_space = 3 : i32, alignment = 2 : i64, global_type = !llvm.array<2 x array<32 x array<36 x bf16>>>, linkage = #llvm.linkage<private>, sym_name = "__shared_memory__", tls_mode = 0 : i64, visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, arg_attrs = [{llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef, llvm.readonly}, {llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef, llvm.readonly}, {llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef}], function_type = !llvm.func<void (ptr<1>, ptr<1>, ptr<1>)>, linkage = #llvm.linkage<external>, sym_name = "conv_dispatch_0_conv_30x30x64x3x3x32_bf16xbf16xf32", visibility_ = 0 : i64}> ({
  ^bb0(%arg1: !llvm.ptr<1>, %arg2: !llvm.ptr<1>, %arg3: !llvm.ptr<1>):
    %2 = "llvm.mlir.poison"() : () -> vector<2xi1>
    %3 = "llvm.mlir.poison"() : () -> vector<2xf32>
    %4 = "llvm.mlir.poison"() : () -> vector<2xbf16>
    %5 = "llvm.mlir.poison"() : () -> vector<8xi64>
    %6 = "llvm.mlir.poison"() : () -> vector<2xi64>
    %7 = "llvm.mlir.poison"() : () -> vector<2xi32>
    %8 = "llvm.mlir.constant"() <{value = 2048 : i64}> : () -> i64
    %9 = "llvm.mlir.constant"() <{value = 6144 : i64}> : () -> i64
    %10 = "llvm.mlir.constant"() <{value = true}> : () -> i1
    %11 = "llvm.mlir.constant"() <{value = 1088 : i64}> : () -> i64
    %12 = "llvm.mlir.addressof"() <{global_name = @__dynamic_shared_memory__}> : () -> !llvm.ptr<3>
    %13 = "llvm.mlir.constant"() <{value = 0 : i64}> : () -> i64
    %14 = "llvm.mlir.constant"() <{value = 0 : i64}> : () -> i64
    %15 = "llvm.getelementptr"(%12, %13, %14) <{elem_type = !llvm.array<0 x i8>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648, -2147483648>}> : (!llvm.ptr<3>, i64, i64) -> !llvm.ptr<3>
    %16 = "llvm.mlir.constant"() <{value = 1152 : i64}> : () -> i64
    %17 = "llvm.mlir.constant"() <{value = 36 : i64}> : () -> i64
    %18 = "llvm.mlir.addressof"() <{global_name = @__dynamic_shared_memory__}> : () -> !llvm.ptr<3>
    %19 = "llvm.mlir.constant"() <{value = 0 : i64}> : () -> i64
    %20 = "llvm.mlir.constant"() <{value = 4608 : i64}> : () -> i64
    %21 = "llvm.getelementptr"(%18, %19, %20) <{elem_type = !llvm.array<0 x i8>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648, -2147483648>}> : (!llvm.ptr<3>, i64, i64) -> !llvm.ptr<3>
    %22 = "llvm.mlir.constant"() <{value = dense<[0, 1, 2, 3, 4, 5, 6, 7]> : vector<8xi64>}> : () -> vector<8xi64>
    %23 = "llvm.mlir.constant"() <{value = dense<0.000000e+00> : vector<2xf32>}> : () -> vector<2xf32>
    %24 = "llvm.mlir.constant"() <{value = 0 : i64}> : () -> i64
    %25 = "llvm.mlir.constant"() <{value = 1 : i64}> : () -> i64
    %26 = "llvm.mlir.poison"() : () -> vector<16xi64>
    %27 = "llvm.mlir.poison"() : () -> vector<16xi1>
    %28 = "llvm.mlir.poison"() : () -> vector<16xf32>
    %29 = "llvm.mlir.constant"() <{value = dense<0.000000e+00> : vector<8xbf16>}> : () -> vector<8xbf16>
    %30 = "llvm.mlir.constant"() <{value = 32 : i32}> : () -> i32
    %31 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
    %32 = "llvm.mlir.constant"() <{value = 128 : i32}> : () -> i32
    %33 = "llvm.mlir.constant"() <{value = 4 : i32}> : () -> i32
    %34 = "llvm.mlir.constant"() <{value = 8 : i32}> : () -> i32
    %35 = "llvm.mlir.constant"() <{value = 9 : i32}> : () -> i32
    %36 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
    %37 = "llvm.mlir.constant"() <{value = 96 : i32}> : () -> i32
    %38 = "llvm.mlir.constant"() <{value = 2 : i32}> : () -> i32
    %39 = "llvm.mlir.constant"() <{value = 16 : i32}> : () -> i32
    %40 = "llvm.mlir.constant"() <{value = 24 : i32}> : () -> i32
    %41 = "llvm.mlir.constant"() <{value = 17 : i32}> : () -> i32
    %42 = "llvm.mlir.constant"() <{value = 25 : i32}> : () -> i32
    %43 = "llvm.mlir.constant"() <{value = 33 : i32}> : () -> i32
    %44 = "llvm.mlir.constant"() <{value = 34 : i32}> : () -> i32
    %45 = "llvm.mlir.constant"() <{value = 31 : i32}> : () -> i32
    %46 = "llvm.mlir.constant"() <{value = -2 : i32}> : () -> i32
    %47 = "llvm.mlir.constant"() <{value = 16 : i64}> : () -> i64
    %48 = "llvm.mlir.constant"() <{value = 8 : i64}> : () -> i64
    %49 = "llvm.mlir.constant"() <{value = 30 : i64}> : () -> i64
    %50 = "llvm.mlir.constant"() <{value = 1920 : i64}> : () -> i64
    %51 = "llvm.mlir.constant"() <{value = 64 : i64}> : () -> i64
    %52 = "llvm.mlir.constant"() <{value = 2 : i64}> : () -> i64
    %53 = "llvm.mlir.constant"() <{value = 32 : i64}> : () -> i64
    %54 = "llvm.mlir.constant"() <{value = 68 : i64}> : () -> i64
    %55 = "llvm.getelementptr"(%21) <{elem_type = !llvm.array<32 x array<68 x bf16>>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 0, 0, 0>}> : (!llvm.ptr<3>) -> !llvm.ptr<3>
    %56 = "llvm.getelementptr"(%15) <{elem_type = !llvm.array<2 x array<32 x array<36 x bf16>>>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 0, 0, 0, 0>}> : (!llvm.ptr<3>) -> !llvm.ptr<3>
    %57 = "nvvm.read.ptx.sreg.tid.x"() <{range = #llvm.constant_range<i32, 0, 256>}> : () -> i32
    %58 = "llvm.sext"(%57) : (i32) -> i64
    "llvm.intr.assume"(%10, %arg1, %51) <{op_bundle_sizes = array<i32: 2>, op_bundle_tags = ["align"]}> : (i1, !llvm.ptr<1>, i64) -> ()
    "llvm.intr.assume"(%10, %arg2, %51) <{op_bundle_sizes = array<i32: 2>, op_bundle_tags = ["align"]}> : (i1, !llvm.ptr<1>, i64) -> ()
    %59 = "llvm.trunc"(%58) <{overflowFlags = 0 : i32}> : (i64) -> i32
    %60 = "llvm.udiv"(%59, %30) : (i32, i32) -> i32
    %61 = "llvm.urem"(%59, %30) : (i32, i32) -> i32
    %62 = "llvm.udiv"(%61, %33) : (i32, i32) -> i32
    %63 = "llvm.zext"(%62) : (i32) -> i64
    %64 = "llvm.urem"(%61, %33) : (i32, i32) -> i32
    %65 = "llvm.mul"(%64, %38) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %66 = "llvm.zext"(%65) : (i32) -> i64
    %67 = "llvm.udiv"(%59, %32) : (i32, i32) -> i32
    %68 = "llvm.zext"(%67) : (i32) -> i64
    %69 = "llvm.urem"(%59, %32) : (i32, i32) -> i32
    %70 = "llvm.udiv"(%69, %33) : (i32, i32) -> i32
    %71 = "llvm.zext"(%70) : (i32) -> i64
    %72 = "llvm.urem"(%59, %33) : (i32, i32) -> i32
    %73 = "llvm.udiv"(%59, %34) : (i32, i32) -> i32
    %74 = "llvm.zext"(%73) : (i32) -> i64
    %75 = "llvm.urem"(%59, %34) : (i32, i32) -> i32
    %76 = "llvm.mul"(%72, %34) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %77 = "llvm.zext"(%76) : (i32) -> i64
    %78 = "llvm.mul"(%75, %34) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %79 = "llvm.zext"(%78) : (i32) -> i64
    %80 = "llvm.intr.stepvector"() : () -> vector<2xi64>
    %81 = "llvm.extractelement"(%80, %24) : (vector<2xi64>, i64) -> i64
    %82 = "llvm.extractelement"(%80, %25) : (vector<2xi64>, i64) -> i64
    %83 = "llvm.zext"(%62) : (i32) -> i64
    %84 = "llvm.insertelement"(%7, %65, %31) : (vector<2xi32>, i32, i32) -> vector<2xi32>
    %85 = "llvm.shufflevector"(%84, %7) <{mask = array<i32: 0, 0>}> : (vector<2xi32>, vector<2xi32>) -> vector<2xi32>
    %86 = "llvm.trunc"(%80) <{overflowFlags = 0 : i32}> : (vector<2xi64>) -> vector<2xi32>
    %87 = "llvm.add"(%86, %85) <{overflowFlags = 0 : i32}> : (vector<2xi32>, vector<2xi32>) -> vector<2xi32>
    %88 = "llvm.mul"(%81, %47) <{overflowFlags = 1 : i32}> : (i64, i64) -> i64
    %89 = "llvm.mul"(%82, %47) <{overflowFlags = 1 : i32}> : (i64, i64) -> i64
    %90 = "llvm.mul"(%81, %48) <{overflowFlags = 1 : i32}> : (i64, i64) -> i64
    %91 = "llvm.mul"(%82, %48) <{overflowFlags = 1 : i32}> : (i64, i64) -> i64
    %92 = "llvm.add"(%88, %90) <{overflowFlags = 1 : i32}> : (i64, i64) -> i64
    %93 = "llvm.add"(%88, %91) <{overflowFlags = 1 : i32}> : (i64, i64) -> i64
    %94 = "llvm.add"(%89, %90) <{overflowFlags = 1 : i32}> : (i64, i64) -> i64
    %95 = "llvm.add"(%89, %91) <{overflowFlags = 1 : i32}> : (i64, i64) -> i64
    %96 = "llvm.add"(%92, %83) <{overflowFlags = 1 : i32}> : (i64, i64) -> i64
    %97 = "llvm.add"(%93, %83) <{overflowFlags = 1 : i32}> : (i64, i64) -> i64
    %98 = "llvm.add"(%94, %83) <{overflowFlags = 1 : i32}> : (i64, i64) -> i64
    %99 = "llvm.add"(%95, %83) <{overflowFlags = 1 : i32}> : (i64, i64) -> i64
    %100 = "llvm.mul"(%60, %34) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %101 = "llvm.insertelement"(%7, %100, %31) : (vector<2xi32>, i32, i32) -> vector<2xi32>
    %102 = "llvm.shufflevector"(%101, %7) <{mask = array<i32: 0, 0>}> : (vector<2xi32>, vector<2xi32>) -> vector<2xi32>
    %103 = "llvm.add"(%102, %87) <{overflowFlags = 1 : i32}> : (vector<2xi32>, vector<2xi32>) -> vector<2xi32>
    %104 = "llvm.zext"(%103) : (vector<2xi32>) -> vector<2xi64>
    %105 = "llvm.icmp"(%96, %49) <{predicate = 6 : i64}> : (i64, i64) -> i1
    %106 = "llvm.icmp"(%97, %49) <{predicate = 6 : i64}> : (i64, i64) -> i1
    %107 = "llvm.icmp"(%98, %49) <{predicate = 6 : i64}> : (i64, i64) -> i1
    %108 = "llvm.icmp"(%99, %49) <{predicate = 6 : i64}> : (i64, i64) -> i1
    %109 = "llvm.mul"(%81, %50) <{overflowFlags = 1 : i32}> : (i64, i64) -> i64
    %110 = "llvm.mul"(%82, %50) <{overflowFlags = 1 : i32}> : (i64, i64) -> i64
    %111 = "llvm.mul"(%96, %51) <{overflowFlags = 1 : i32}> : (i64, i64) -> i64
    %112 = "llvm.mul"(%97, %51) <{overflowFlags = 1 : i32}> : (i64, i64) -> i64
    %113 = "llvm.mul"(%98, %51) <{overflowFlags = 1 : i32}> : (i64, i64) -> i64
    %114 = "llvm.mul"(%99, %51) <{overflowFlags = 1 : i32}> : (i64, i64) -> i64
    %115 = "llvm.add"(%109, %111) <{overflowFlags = 1 : i32}> : (i64, i64) -> i64
    %116 = "llvm.insertelement"(%6, %115, %31) : (vector<2xi64>, i64, i32) -> vector<2xi64>
    %117 = "llvm.shufflevector"(%116, %6) <{mask = array<i32: 0, 0>}> : (vector<2xi64>, vector<2xi64>) -> vector<2xi64>
    %118 = "llvm.add"(%109, %112) <{overflowFlags = 1 : i32}> : (i64, i64) -> i64
    %119 = "llvm.insertelement"(%6, %118, %31) : (vector<2xi64>, i64, i32) -> vector<2xi64>
    %120 = "llvm.shufflevector"(%119, %6) <{mask = array<i32: 0, 0>}> : (vector<2xi64>, vector<2xi64>) -> vector<2xi64>
    %121 = "llvm.add"(%109, %113) <{overflowFlags = 1 : i32}> : (i64, i64) -> i64
    %122 = "llvm.insertelement"(%6, %121, %31) : (vector<2xi64>, i64, i32) -> vector<2xi64>
    %123 = "llvm.shufflevector"(%122, %6) <{mask = array<i32: 0, 0>}> : (vector<2xi64>, vector<2xi64>) -> vector<2xi64>
    %124 = "llvm.add"(%109, %114) <{overflowFlags = 1 : i32}> : (i64, i64) -> i64
    %125 = "llvm.insertelement"(%6, %124, %31) : (vector<2xi64>, i64, i32) -> vector<2xi64>
    %126 = "llvm.shufflevector"(%125, %6) <{mask = array<i32: 0, 0>}> : (vector<2xi64>, vector<2xi64>) -> vector<2xi64>
    %127 = "llvm.add"(%110, %111) <{overflowFlags = 1 : i32}> : (i64, i64) -> i64
    %128 = "llvm.insertelement"(%6, %127, %31) : (vector<2xi64>, i64, i32) -> vector<2xi64>
    %129 = "llvm.shufflevector"(%128, %6) <{mask = array<i32: 0, 0>}> : (vector<2xi64>, vector<2xi64>) -> vector<2xi64>
    %130 = "llvm.add"(%110, %112) <{overflowFlags = 1 : i32}> : (i64, i64) -> i64
    %131 = "llvm.insertelement"(%6, %130, %31) : (vector<2xi64>, i64, i32) -> vector<2xi64>
    %132 = "llvm.shufflevector"(%131, %6) <{mask = array<i32: 0, 0>}> : (vector<2xi64>, vector<2xi64>) -> vector<2xi64>
    %133 = "llvm.add"(%110, %113) <{overflowFlags = 1 : i32}> : (i64, i64) -> i64
    %134 = "llvm.insertelement"(%6, %133, %31) : (vector<2xi64>, i64, i32) -> vector<2xi64>
    %135 = "llvm.shufflevector"(%134, %6) <{mask = array<i32: 0, 0>}> : (vector<2xi64>, vector<2xi64>) -> vector<2xi64>
    %136 = "llvm.add"(%110, %114) <{overflowFlags = 1 : i32}> : (i64, i64) -> i64
    %137 = "llvm.insertelement"(%6, %136, %31) : (vector<2xi64>, i64, i32) -> vector<2xi64>
    %138 = "llvm.shufflevector"(%137, %6) <{mask = array<i32: 0, 0>}> : (vector<2xi64>, vector<2xi64>) -> vector<2xi64>
    %139 = "llvm.add"(%117, %104) <{overflowFlags = 1 : i32}> : (vector<2xi64>, vector<2xi64>) -> vector<2xi64>
    %140 = "llvm.add"(%120, %104) <{overflowFlags = 1 : i32}> : (vector<2xi64>, vector<2xi64>) -> vector<2xi64>
    %141 = "llvm.add"(%123, %104) <{overflowFlags = 1 : i32}> : (vector<2xi64>, vector<2xi64>) -> vector<2xi64>
    %142 = "llvm.add"(%126, %104) <{overflowFlags = 1 : i32}> : (vector<2xi64>, vector<2xi64>) -> vector<2xi64>
    %143 = "llvm.add"(%129, %104) <{overflowFlags = 1 : i32}> : (vector<2xi64>, vector<2xi64>) -> vector<2xi64>
    %144 = "llvm.add"(%132, %104) <{overflowFlags = 1 : i32}> : (vector<2xi64>, vector<2xi64>) -> vector<2xi64>
    %145 = "llvm.add"(%135, %104) <{overflowFlags = 1 : i32}> : (vector<2xi64>, vector<2xi64>) -> vector<2xi64>
    %146 = "llvm.add"(%138, %104) <{overflowFlags = 1 : i32}> : (vector<2xi64>, vector<2xi64>) -> vector<2xi64>
    %147 = "llvm.shufflevector"(%139, %139) <{mask = array<i32: 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0>}> : (vector<2xi64>, vector<2xi64>) -> vector<16xi64>
    %148 = "llvm.shufflevector"(%147, %26) <{mask = array<i32: 0, 1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1>}> : (vector<16xi64>, vector<16xi64>) -> vector<16xi64>
    %149 = "llvm.shufflevector"(%140, %140) <{mask = array<i32: 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0>}> : (vector<2xi64>, vector<2xi64>) -> vector<16xi64>
    %150 = "llvm.shufflevector"(%149, %148) <{mask = array<i32: 16, 17, 0, 1, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31>}> : (vector<16xi64>, vector<16xi64>) -> vector<16xi64>
    %151 = "llvm.shufflevector"(%141, %141) <{mask = array<i32: 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0>}> : (vector<2xi64>, vector<2xi64>) -> vector<16xi64>
    %152 = "llvm.shufflevector"(%151, %150) <{mask = array<i32: 16, 17, 18, 19, 0, 1, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31>}> : (vector<16xi64>, vector<16xi64>) -> vector<16xi64>
    %153 = "llvm.shufflevector"(%142, %142) <{mask = array<i32: 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0>}> : (vector<2xi64>, vector<2xi64>) -> vector<16xi64>
    %154 = "llvm.shufflevector"(%153, %152) <{mask = array<i32: 16, 17, 18, 19, 20, 21, 0, 1, 24, 25, 26, 27, 28, 29, 30, 31>}> : (vector<16xi64>, vector<16xi64>) -> vector<16xi64>
    %155 = "llvm.shufflevector"(%143, %143) <{mask = array<i32: 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0>}> : (vector<2xi64>, vector<2xi64>) -> vector<16xi64>
    %156 = "llvm.shufflevector"(%155, %154) <{mask = array<i32: 16, 17, 18, 19, 20, 21, 22, 23, 0, 1, 26, 27, 28, 29, 30, 31>}> : (vector<16xi64>, vector<16xi64>) -> vector<16xi64>
    %157 = "llvm.shufflevector"(%144, %144) <{mask = array<i32: 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0>}> : (vector<2xi64>, vector<2xi64>) -> vector<16xi64>
    %158 = "llvm.shufflevector"(%157, %156) <{mask = array<i32: 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 0, 1, 28, 29, 30, 31>}> : (vector<16xi64>, vector<16xi64>) -> vector<16xi64>
    %159 = "llvm.shufflevector"(%145, %145) <{mask = array<i32: 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0>}> : (vector<2xi64>, vector<2xi64>) -> vector<16xi64>
    %160 = "llvm.shufflevector"(%159, %158) <{mask = array<i32: 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 0, 1, 30, 31>}> : (vector<16xi64>, vector<16xi64>) -> vector<16xi64>
    %161 = "llvm.shufflevector"(%146, %146) <{mask = array<i32: 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0>}> : (vector<2xi64>, vector<2xi64>) -> vector<16xi64>
    %162 = "llvm.shufflevector"(%161, %160) <{mask = array<i32: 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 0, 1>}> : (vector<16xi64>, vector<16xi64>) -> vector<16xi64>
    %163 = "nvvm.read.ptx.sreg.ctaid.x"() <{range = #llvm.constant_range<i32, 0, 15>}> : () -> i32
    %164 = "llvm.sext"(%163) : (i32) -> i64
    %165 = "llvm.trunc"(%164) <{overflowFlags = 0 : i32}> : (i64) -> i32
    %166 = "llvm.mul"(%165, %38) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %167 = "llvm.zext"(%166) : (i32) -> i64
    %168 = "llvm.add"(%65, %34) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %169 = "llvm.zext"(%168) : (i32) -> i64
    %170 = "llvm.add"(%65, %39) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %171 = "llvm.zext"(%170) : (i32) -> i64
    %172 = "llvm.add"(%65, %40) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %173 = "llvm.zext"(%172) : (i32) -> i64
    %174 = "llvm.add"(%62, %34) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %175 = "llvm.zext"(%174) : (i32) -> i64
    %176 = "llvm.add"(%62, %39) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %177 = "llvm.zext"(%176) : (i32) -> i64
    %178 = "llvm.add"(%62, %40) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %179 = "llvm.zext"(%178) : (i32) -> i64
    %180 = "llvm.mul"(%60, %34) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %181 = "llvm.add"(%180, %62) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %182 = "llvm.zext"(%181) : (i32) -> i64
    %183 = "llvm.add"(%65, %36) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %184 = "llvm.zext"(%183) : (i32) -> i64
    %185 = "llvm.add"(%65, %35) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %186 = "llvm.zext"(%185) : (i32) -> i64
    %187 = "llvm.add"(%65, %41) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %188 = "llvm.zext"(%187) : (i32) -> i64
    %189 = "llvm.add"(%65, %42) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %190 = "llvm.zext"(%189) : (i32) -> i64
    "llvm.br"(%31, %23, %23, %23, %23, %23, %23, %23, %23)[^bb1] : (i32, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>) -> ()
  ^bb1(%191: i32, %192: vector<2xf32>, %193: vector<2xf32>, %194: vector<2xf32>, %195: vector<2xf32>, %196: vector<2xf32>, %197: vector<2xf32>, %198: vector<2xf32>, %199: vector<2xf32>):  // 2 preds: ^bb0, ^bb2
    %200 = "llvm.icmp"(%191, %35) <{predicate = 2 : i64}> : (i32, i32) -> i1
    "llvm.cond_br"(%200)[^bb2, ^bb3] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb2:  // pred: ^bb1
    %201 = "llvm.mul"(%191, %30) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %202 = "llvm.add"(%76, %201) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %203 = "llvm.udiv"(%202, %37) : (i32, i32) -> i32
    %204 = "llvm.urem"(%202, %37) : (i32, i32) -> i32
    %205 = "llvm.udiv"(%204, %30) : (i32, i32) -> i32
    %206 = "llvm.urem"(%202, %30) : (i32, i32) -> i32
    %207 = "llvm.mul"(%203, %38) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %208 = "llvm.add"(%207, %67) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %209 = "llvm.add"(%208, %166) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %210 = "llvm.intr.umin"(%209, %43) : (i32, i32) -> i32
    %211 = "llvm.zext"(%210) : (i32) -> i64
    %212 = "llvm.mul"(%205, %38) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %213 = "llvm.add"(%212, %70) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %214 = "llvm.intr.umin"(%213, %43) : (i32, i32) -> i32
    %215 = "llvm.zext"(%214) : (i32) -> i64
    %216 = "llvm.intr.umin"(%206, %45) : (i32, i32) -> i32
    %217 = "llvm.zext"(%216) : (i32) -> i64
    %218 = "llvm.sub"(%30, %206) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %219 = "llvm.intr.umin"(%218, %34) : (i32, i32) -> i32
    %220 = "llvm.mul"(%205, %46) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %221 = "llvm.sub"(%220, %70) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %222 = "llvm.add"(%221, %44) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %223 = "llvm.intr.smin"(%222, %36) : (i32, i32) -> i32
    %224 = "llvm.intr.smax"(%223, %31) : (i32, i32) -> i32
    %225 = "llvm.mul"(%219, %224) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %226 = "llvm.zext"(%225) : (i32) -> i64
    %227 = "llvm.insertelement"(%5, %226, %31) : (vector<8xi64>, i64, i32) -> vector<8xi64>
    %228 = "llvm.shufflevector"(%227, %5) <{mask = array<i32: 0, 0, 0, 0, 0, 0, 0, 0>}> : (vector<8xi64>, vector<8xi64>) -> vector<8xi64>
    %229 = "llvm.icmp"(%228, %22) <{predicate = 4 : i64}> : (vector<8xi64>, vector<8xi64>) -> vector<8xi1>
    %230 = "llvm.mul"(%211, %11) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %231 = "llvm.mul"(%215, %53) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %232 = "llvm.add"(%230, %231) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %233 = "llvm.add"(%232, %217) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %234 = "llvm.getelementptr"(%arg1, %233) <{elem_type = bf16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %235 = "llvm.intr.masked.load"(%234, %229, %29) <{alignment = 2 : i64}> : (!llvm.ptr<1>, vector<8xi1>, vector<8xbf16>) -> vector<8xbf16>
    "nvvm.barrier"() <{aligned = true, operandSegmentSizes = array<i32: 0, 0>}> : () -> ()
    %236 = "llvm.mul"(%68, %16) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %237 = "llvm.mul"(%71, %17) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %238 = "llvm.add"(%236, %237) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %239 = "llvm.add"(%238, %77) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %240 = "llvm.getelementptr"(%56, %239) <{elem_type = bf16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    "llvm.store"(%235, %240) <{alignment = 2 : i64, ordering = 0 : i64}> : (vector<8xbf16>, !llvm.ptr<3>) -> ()
    %241 = "llvm.add"(%73, %201) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %242 = "llvm.udiv"(%241, %37) : (i32, i32) -> i32
    %243 = "llvm.zext"(%242) : (i32) -> i64
    %244 = "llvm.urem"(%241, %37) : (i32, i32) -> i32
    %245 = "llvm.udiv"(%244, %30) : (i32, i32) -> i32
    %246 = "llvm.zext"(%245) : (i32) -> i64
    %247 = "llvm.urem"(%241, %30) : (i32, i32) -> i32
    %248 = "llvm.zext"(%247) : (i32) -> i64
    %249 = "llvm.mul"(%243, %9) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %250 = "llvm.mul"(%246, %8) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %251 = "llvm.add"(%249, %250) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %252 = "llvm.mul"(%248, %51) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %253 = "llvm.add"(%251, %252) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %254 = "llvm.add"(%253, %79) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %255 = "llvm.getelementptr"(%arg2, %254) <{elem_type = bf16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %256 = "llvm.load"(%255) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<1>) -> vector<8xbf16>
    %257 = "llvm.mul"(%74, %54) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %258 = "llvm.add"(%257, %79) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %259 = "llvm.getelementptr"(%55, %258) <{elem_type = bf16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    "llvm.store"(%256, %259) <{alignment = 2 : i64, ordering = 0 : i64}> : (vector<8xbf16>, !llvm.ptr<3>) -> ()
    "nvvm.barrier"() <{aligned = true, operandSegmentSizes = array<i32: 0, 0>}> : () -> ()
    %260 = "llvm.mul"(%24, %16) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %261 = "llvm.mul"(%63, %17) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %262 = "llvm.add"(%260, %261) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %263 = "llvm.add"(%262, %66) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %264 = "llvm.getelementptr"(%56, %263) <{elem_type = bf16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %265 = "llvm.load"(%264) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xbf16>
    %266 = "llvm.mul"(%24, %16) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %267 = "llvm.mul"(%63, %17) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %268 = "llvm.add"(%266, %267) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %269 = "llvm.add"(%268, %169) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %270 = "llvm.getelementptr"(%56, %269) <{elem_type = bf16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %271 = "llvm.load"(%270) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xbf16>
    %272 = "llvm.mul"(%24, %16) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %273 = "llvm.mul"(%63, %17) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %274 = "llvm.add"(%272, %273) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %275 = "llvm.add"(%274, %171) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %276 = "llvm.getelementptr"(%56, %275) <{elem_type = bf16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %277 = "llvm.load"(%276) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xbf16>
    %278 = "llvm.mul"(%24, %16) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %279 = "llvm.mul"(%63, %17) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %280 = "llvm.add"(%278, %279) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %281 = "llvm.add"(%280, %173) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %282 = "llvm.getelementptr"(%56, %281) <{elem_type = bf16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %283 = "llvm.load"(%282) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xbf16>
    %284 = "llvm.mul"(%24, %16) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %285 = "llvm.mul"(%175, %17) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %286 = "llvm.add"(%284, %285) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %287 = "llvm.add"(%286, %66) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %288 = "llvm.getelementptr"(%56, %287) <{elem_type = bf16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %289 = "llvm.load"(%288) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xbf16>
    %290 = "llvm.mul"(%24, %16) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %291 = "llvm.mul"(%175, %17) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %292 = "llvm.add"(%290, %291) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %293 = "llvm.add"(%292, %169) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %294 = "llvm.getelementptr"(%56, %293) <{elem_type = bf16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %295 = "llvm.load"(%294) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xbf16>
    %296 = "llvm.mul"(%24, %16) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %297 = "llvm.mul"(%175, %17) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %298 = "llvm.add"(%296, %297) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %299 = "llvm.add"(%298, %171) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %300 = "llvm.getelementptr"(%56, %299) <{elem_type = bf16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %301 = "llvm.load"(%300) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xbf16>
    %302 = "llvm.mul"(%24, %16) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %303 = "llvm.mul"(%175, %17) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %304 = "llvm.add"(%302, %303) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %305 = "llvm.add"(%304, %173) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %306 = "llvm.getelementptr"(%56, %305) <{elem_type = bf16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %307 = "llvm.load"(%306) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xbf16>
    %308 = "llvm.mul"(%24, %16) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %309 = "llvm.mul"(%177, %17) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %310 = "llvm.add"(%308, %309) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %311 = "llvm.add"(%310, %66) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %312 = "llvm.getelementptr"(%56, %311) <{elem_type = bf16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %313 = "llvm.load"(%312) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xbf16>
    %314 = "llvm.mul"(%24, %16) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %315 = "llvm.mul"(%177, %17) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %316 = "llvm.add"(%314, %315) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %317 = "llvm.add"(%316, %169) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %318 = "llvm.getelementptr"(%56, %317) <{elem_type = bf16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %319 = "llvm.load"(%318) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xbf16>
    %320 = "llvm.mul"(%24, %16) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %321 = "llvm.mul"(%177, %17) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %322 = "llvm.add"(%320, %321) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %323 = "llvm.add"(%322, %171) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %324 = "llvm.getelementptr"(%56, %323) <{elem_type = bf16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %325 = "llvm.load"(%324) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xbf16>
    %326 = "llvm.mul"(%24, %16) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %327 = "llvm.mul"(%177, %17) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %328 = "llvm.add"(%326, %327) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %329 = "llvm.add"(%328, %173) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %330 = "llvm.getelementptr"(%56, %329) <{elem_type = bf16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %331 = "llvm.load"(%330) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xbf16>
    %332 = "llvm.mul"(%24, %16) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %333 = "llvm.mul"(%179, %17) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %334 = "llvm.add"(%332, %333) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %335 = "llvm.add"(%334, %66) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %336 = "llvm.getelementptr"(%56, %335) <{elem_type = bf16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %337 = "llvm.load"(%336) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xbf16>
    %338 = "llvm.mul"(%24, %16) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %339 = "llvm.mul"(%179, %17) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %340 = "llvm.add"(%338, %339) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %341 = "llvm.add"(%340, %169) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %342 = "llvm.getelementptr"(%56, %341) <{elem_type = bf16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %343 = "llvm.load"(%342) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xbf16>
    %344 = "llvm.mul"(%24, %16) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %345 = "llvm.mul"(%179, %17) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %346 = "llvm.add"(%344, %345) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %347 = "llvm.add"(%346, %171) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %348 = "llvm.getelementptr"(%56, %347) <{elem_type = bf16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %349 = "llvm.load"(%348) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xbf16>
    %350 = "llvm.mul"(%24, %16) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %351 = "llvm.mul"(%179, %17) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %352 = "llvm.add"(%350, %351) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %353 = "llvm.add"(%352, %173) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %354 = "llvm.getelementptr"(%56, %353) <{elem_type = bf16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %355 = "llvm.load"(%354) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xbf16>
    %356 = "llvm.mul"(%25, %16) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %357 = "llvm.mul"(%63, %17) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %358 = "llvm.add"(%356, %357) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %359 = "llvm.add"(%358, %66) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %360 = "llvm.getelementptr"(%56, %359) <{elem_type = bf16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %361 = "llvm.load"(%360) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xbf16>
    %362 = "llvm.mul"(%25, %16) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %363 = "llvm.mul"(%63, %17) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %364 = "llvm.add"(%362, %363) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %365 = "llvm.add"(%364, %169) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %366 = "llvm.getelementptr"(%56, %365) <{elem_type = bf16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %367 = "llvm.load"(%366) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xbf16>
    %368 = "llvm.mul"(%25, %16) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %369 = "llvm.mul"(%63, %17) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %370 = "llvm.add"(%368, %369) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %371 = "llvm.add"(%370, %171) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %372 = "llvm.getelementptr"(%56, %371) <{elem_type = bf16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %373 = "llvm.load"(%372) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xbf16>
    %374 = "llvm.mul"(%25, %16) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %375 = "llvm.mul"(%63, %17) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %376 = "llvm.add"(%374, %375) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %377 = "llvm.add"(%376, %173) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %378 = "llvm.getelementptr"(%56, %377) <{elem_type = bf16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %379 = "llvm.load"(%378) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xbf16>
    %380 = "llvm.mul"(%25, %16) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %381 = "llvm.mul"(%175, %17) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %382 = "llvm.add"(%380, %381) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %383 = "llvm.add"(%382, %66) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %384 = "llvm.getelementptr"(%56, %383) <{elem_type = bf16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %385 = "llvm.load"(%384) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xbf16>
    %386 = "llvm.mul"(%25, %16) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %387 = "llvm.mul"(%175, %17) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %388 = "llvm.add"(%386, %387) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %389 = "llvm.add"(%388, %169) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %390 = "llvm.getelementptr"(%56, %389) <{elem_type = bf16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %391 = "llvm.load"(%390) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xbf16>
    %392 = "llvm.mul"(%25, %16) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %393 = "llvm.mul"(%175, %17) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %394 = "llvm.add"(%392, %393) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %395 = "llvm.add"(%394, %171) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %396 = "llvm.getelementptr"(%56, %395) <{elem_type = bf16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %397 = "llvm.load"(%396) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xbf16>
    %398 = "llvm.mul"(%25, %16) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %399 = "llvm.mul"(%175, %17) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %400 = "llvm.add"(%398, %399) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %401 = "llvm.add"(%400, %173) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %402 = "llvm.getelementptr"(%56, %401) <{elem_type = bf16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %403 = "llvm.load"(%402) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xbf16>
    %404 = "llvm.mul"(%25, %16) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %405 = "llvm.mul"(%177, %17) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %406 = "llvm.add"(%404, %405) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %407 = "llvm.add"(%406, %66) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %408 = "llvm.getelementptr"(%56, %407) <{elem_type = bf16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %409 = "llvm.load"(%408) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xbf16>
    %410 = "llvm.mul"(%25, %16) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %411 = "llvm.mul"(%177, %17) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %412 = "llvm.add"(%410, %411) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %413 = "llvm.add"(%412, %169) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %414 = "llvm.getelementptr"(%56, %413) <{elem_type = bf16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %415 = "llvm.load"(%414) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xbf16>
    %416 = "llvm.mul"(%25, %16) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %417 = "llvm.mul"(%177, %17) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %418 = "llvm.add"(%416, %417) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %419 = "llvm.add"(%418, %171) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %420 = "llvm.getelementptr"(%56, %419) <{elem_type = bf16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %421 = "llvm.load"(%420) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xbf16>
    %422 = "llvm.mul"(%25, %16) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %423 = "llvm.mul"(%177, %17) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %424 = "llvm.add"(%422, %423) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %425 = "llvm.add"(%424, %173) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %426 = "llvm.getelementptr"(%56, %425) <{elem_type = bf16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %427 = "llvm.load"(%426) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xbf16>
    %428 = "llvm.mul"(%25, %16) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %429 = "llvm.mul"(%179, %17) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %430 = "llvm.add"(%428, %429) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %431 = "llvm.add"(%430, %66) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %432 = "llvm.getelementptr"(%56, %431) <{elem_type = bf16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %433 = "llvm.load"(%432) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xbf16>
    %434 = "llvm.mul"(%25, %16) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %435 = "llvm.mul"(%179, %17) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %436 = "llvm.add"(%434, %435) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %437 = "llvm.add"(%436, %169) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %438 = "llvm.getelementptr"(%56, %437) <{elem_type = bf16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %439 = "llvm.load"(%438) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xbf16>
    %440 = "llvm.mul"(%25, %16) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %441 = "llvm.mul"(%179, %17) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %442 = "llvm.add"(%440, %441) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %443 = "llvm.add"(%442, %171) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %444 = "llvm.getelementptr"(%56, %443) <{elem_type = bf16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %445 = "llvm.load"(%444) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xbf16>
    %446 = "llvm.mul"(%25, %16) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %447 = "llvm.mul"(%179, %17) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %448 = "llvm.add"(%446, %447) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %449 = "llvm.add"(%448, %173) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %450 = "llvm.getelementptr"(%56, %449) <{elem_type = bf16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %451 = "llvm.load"(%450) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xbf16>
    %452 = "llvm.mul"(%66, %54) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %453 = "llvm.add"(%452, %182) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %454 = "llvm.getelementptr"(%55, %453) <{elem_type = bf16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %455 = "llvm.load"(%454) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xbf16>
    %456 = "llvm.mul"(%184, %54) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %457 = "llvm.add"(%456, %182) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %458 = "llvm.getelementptr"(%55, %457) <{elem_type = bf16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %459 = "llvm.load"(%458) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xbf16>
    %460 = "llvm.mul"(%169, %54) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %461 = "llvm.add"(%460, %182) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %462 = "llvm.getelementptr"(%55, %461) <{elem_type = bf16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %463 = "llvm.load"(%462) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xbf16>
    %464 = "llvm.mul"(%186, %54) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %465 = "llvm.add"(%464, %182) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %466 = "llvm.getelementptr"(%55, %465) <{elem_type = bf16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %467 = "llvm.load"(%466) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xbf16>
    %468 = "llvm.mul"(%171, %54) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %469 = "llvm.add"(%468, %182) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %470 = "llvm.getelementptr"(%55, %469) <{elem_type = bf16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %471 = "llvm.load"(%470) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xbf16>
    %472 = "llvm.mul"(%188, %54) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %473 = "llvm.add"(%472, %182) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %474 = "llvm.getelementptr"(%55, %473) <{elem_type = bf16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %475 = "llvm.load"(%474) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xbf16>
    %476 = "llvm.mul"(%173, %54) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %477 = "llvm.add"(%476, %182) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %478 = "llvm.getelementptr"(%55, %477) <{elem_type = bf16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %479 = "llvm.load"(%478) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xbf16>
    %480 = "llvm.mul"(%190, %54) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %481 = "llvm.add"(%480, %182) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %482 = "llvm.getelementptr"(%55, %481) <{elem_type = bf16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %483 = "llvm.load"(%482) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xbf16>
    %484 = "llvm.extractelement"(%455, %24) : (vector<1xbf16>, i64) -> bf16
    %485 = "llvm.extractelement"(%459, %24) : (vector<1xbf16>, i64) -> bf16
    %486 = "llvm.extractelement"(%463, %24) : (vector<1xbf16>, i64) -> bf16
    %487 = "llvm.extractelement"(%467, %24) : (vector<1xbf16>, i64) -> bf16
    %488 = "llvm.extractelement"(%471, %24) : (vector<1xbf16>, i64) -> bf16
    %489 = "llvm.extractelement"(%475, %24) : (vector<1xbf16>, i64) -> bf16
    %490 = "llvm.extractelement"(%479, %24) : (vector<1xbf16>, i64) -> bf16
    %491 = "llvm.extractelement"(%483, %24) : (vector<1xbf16>, i64) -> bf16
    %492 = "llvm.insertelement"(%4, %484, %24) : (vector<2xbf16>, bf16, i64) -> vector<2xbf16>
    %493 = "llvm.insertelement"(%492, %485, %25) : (vector<2xbf16>, bf16, i64) -> vector<2xbf16>
    %494 = "llvm.insertelement"(%4, %486, %24) : (vector<2xbf16>, bf16, i64) -> vector<2xbf16>
    %495 = "llvm.insertelement"(%494, %487, %25) : (vector<2xbf16>, bf16, i64) -> vector<2xbf16>
    %496 = "llvm.insertelement"(%4, %488, %24) : (vector<2xbf16>, bf16, i64) -> vector<2xbf16>
    %497 = "llvm.insertelement"(%496, %489, %25) : (vector<2xbf16>, bf16, i64) -> vector<2xbf16>
    %498 = "llvm.insertelement"(%4, %490, %24) : (vector<2xbf16>, bf16, i64) -> vector<2xbf16>
    %499 = "llvm.insertelement"(%498, %491, %25) : (vector<2xbf16>, bf16, i64) -> vector<2xbf16>
    %500 = "llvm.bitcast"(%265) : (vector<2xbf16>) -> i32
    %501 = "llvm.bitcast"(%289) : (vector<2xbf16>) -> i32
    %502 = "llvm.bitcast"(%271) : (vector<2xbf16>) -> i32
    %503 = "llvm.bitcast"(%295) : (vector<2xbf16>) -> i32
    %504 = "llvm.bitcast"(%493) : (vector<2xbf16>) -> i32
    %505 = "llvm.bitcast"(%495) : (vector<2xbf16>) -> i32
    %506 = "llvm.extractelement"(%198, %24) : (vector<2xf32>, i64) -> f32
    %507 = "llvm.extractelement"(%198, %25) : (vector<2xf32>, i64) -> f32
    %508 = "llvm.extractelement"(%199, %24) : (vector<2xf32>, i64) -> f32
    %509 = "llvm.extractelement"(%199, %25) : (vector<2xf32>, i64) -> f32
    %510 = "nvvm.mma.sync"(%500, %501, %502, %503, %504, %505, %506, %507, %508, %509) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<bf16>, multiplicandBPtxType = #nvvm.mma_type<bf16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %511 = "llvm.extractvalue"(%510) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %512 = "llvm.extractvalue"(%510) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %513 = "llvm.insertelement"(%3, %511, %31) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %514 = "llvm.insertelement"(%513, %512, %36) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %515 = "llvm.extractvalue"(%510) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %516 = "llvm.extractvalue"(%510) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %517 = "llvm.insertelement"(%3, %515, %31) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %518 = "llvm.insertelement"(%517, %516, %36) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %519 = "llvm.bitcast"(%313) : (vector<2xbf16>) -> i32
    %520 = "llvm.bitcast"(%337) : (vector<2xbf16>) -> i32
    %521 = "llvm.bitcast"(%319) : (vector<2xbf16>) -> i32
    %522 = "llvm.bitcast"(%343) : (vector<2xbf16>) -> i32
    %523 = "llvm.bitcast"(%493) : (vector<2xbf16>) -> i32
    %524 = "llvm.bitcast"(%495) : (vector<2xbf16>) -> i32
    %525 = "llvm.extractelement"(%196, %24) : (vector<2xf32>, i64) -> f32
    %526 = "llvm.extractelement"(%196, %25) : (vector<2xf32>, i64) -> f32
    %527 = "llvm.extractelement"(%197, %24) : (vector<2xf32>, i64) -> f32
    %528 = "llvm.extractelement"(%197, %25) : (vector<2xf32>, i64) -> f32
    %529 = "nvvm.mma.sync"(%519, %520, %521, %522, %523, %524, %525, %526, %527, %528) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<bf16>, multiplicandBPtxType = #nvvm.mma_type<bf16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %530 = "llvm.extractvalue"(%529) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %531 = "llvm.extractvalue"(%529) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %532 = "llvm.insertelement"(%3, %530, %31) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %533 = "llvm.insertelement"(%532, %531, %36) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %534 = "llvm.extractvalue"(%529) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %535 = "llvm.extractvalue"(%529) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %536 = "llvm.insertelement"(%3, %534, %31) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %537 = "llvm.insertelement"(%536, %535, %36) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %538 = "llvm.bitcast"(%361) : (vector<2xbf16>) -> i32
    %539 = "llvm.bitcast"(%385) : (vector<2xbf16>) -> i32
    %540 = "llvm.bitcast"(%367) : (vector<2xbf16>) -> i32
    %541 = "llvm.bitcast"(%391) : (vector<2xbf16>) -> i32
    %542 = "llvm.bitcast"(%493) : (vector<2xbf16>) -> i32
    %543 = "llvm.bitcast"(%495) : (vector<2xbf16>) -> i32
    %544 = "llvm.extractelement"(%194, %24) : (vector<2xf32>, i64) -> f32
    %545 = "llvm.extractelement"(%194, %25) : (vector<2xf32>, i64) -> f32
    %546 = "llvm.extractelement"(%195, %24) : (vector<2xf32>, i64) -> f32
    %547 = "llvm.extractelement"(%195, %25) : (vector<2xf32>, i64) -> f32
    %548 = "nvvm.mma.sync"(%538, %539, %540, %541, %542, %543, %544, %545, %546, %547) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<bf16>, multiplicandBPtxType = #nvvm.mma_type<bf16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %549 = "llvm.extractvalue"(%548) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %550 = "llvm.extractvalue"(%548) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %551 = "llvm.insertelement"(%3, %549, %31) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %552 = "llvm.insertelement"(%551, %550, %36) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %553 = "llvm.extractvalue"(%548) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %554 = "llvm.extractvalue"(%548) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %555 = "llvm.insertelement"(%3, %553, %31) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %556 = "llvm.insertelement"(%555, %554, %36) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %557 = "llvm.bitcast"(%409) : (vector<2xbf16>) -> i32
    %558 = "llvm.bitcast"(%433) : (vector<2xbf16>) -> i32
    %559 = "llvm.bitcast"(%415) : (vector<2xbf16>) -> i32
    %560 = "llvm.bitcast"(%439) : (vector<2xbf16>) -> i32
    %561 = "llvm.bitcast"(%493) : (vector<2xbf16>) -> i32
    %562 = "llvm.bitcast"(%495) : (vector<2xbf16>) -> i32
    %563 = "llvm.extractelement"(%192, %24) : (vector<2xf32>, i64) -> f32
    %564 = "llvm.extractelement"(%192, %25) : (vector<2xf32>, i64) -> f32
    %565 = "llvm.extractelement"(%193, %24) : (vector<2xf32>, i64) -> f32
    %566 = "llvm.extractelement"(%193, %25) : (vector<2xf32>, i64) -> f32
    %567 = "nvvm.mma.sync"(%557, %558, %559, %560, %561, %562, %563, %564, %565, %566) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<bf16>, multiplicandBPtxType = #nvvm.mma_type<bf16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %568 = "llvm.extractvalue"(%567) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %569 = "llvm.extractvalue"(%567) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %570 = "llvm.insertelement"(%3, %568, %31) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %571 = "llvm.insertelement"(%570, %569, %36) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %572 = "llvm.extractvalue"(%567) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %573 = "llvm.extractvalue"(%567) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %574 = "llvm.insertelement"(%3, %572, %31) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %575 = "llvm.insertelement"(%574, %573, %36) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %576 = "llvm.bitcast"(%277) : (vector<2xbf16>) -> i32
    %577 = "llvm.bitcast"(%301) : (vector<2xbf16>) -> i32
    %578 = "llvm.bitcast"(%283) : (vector<2xbf16>) -> i32
    %579 = "llvm.bitcast"(%307) : (vector<2xbf16>) -> i32
    %580 = "llvm.bitcast"(%497) : (vector<2xbf16>) -> i32
    %581 = "llvm.bitcast"(%499) : (vector<2xbf16>) -> i32
    %582 = "llvm.extractelement"(%514, %24) : (vector<2xf32>, i64) -> f32
    %583 = "llvm.extractelement"(%514, %25) : (vector<2xf32>, i64) -> f32
    %584 = "llvm.extractelement"(%518, %24) : (vector<2xf32>, i64) -> f32
    %585 = "llvm.extractelement"(%518, %25) : (vector<2xf32>, i64) -> f32
    %586 = "nvvm.mma.sync"(%576, %577, %578, %579, %580, %581, %582, %583, %584, %585) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<bf16>, multiplicandBPtxType = #nvvm.mma_type<bf16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %587 = "llvm.extractvalue"(%586) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %588 = "llvm.extractvalue"(%586) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %589 = "llvm.insertelement"(%3, %587, %31) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %590 = "llvm.insertelement"(%589, %588, %36) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %591 = "llvm.extractvalue"(%586) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %592 = "llvm.extractvalue"(%586) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %593 = "llvm.insertelement"(%3, %591, %31) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %594 = "llvm.insertelement"(%593, %592, %36) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %595 = "llvm.bitcast"(%325) : (vector<2xbf16>) -> i32
    %596 = "llvm.bitcast"(%349) : (vector<2xbf16>) -> i32
    %597 = "llvm.bitcast"(%331) : (vector<2xbf16>) -> i32
    %598 = "llvm.bitcast"(%355) : (vector<2xbf16>) -> i32
    %599 = "llvm.bitcast"(%497) : (vector<2xbf16>) -> i32
    %600 = "llvm.bitcast"(%499) : (vector<2xbf16>) -> i32
    %601 = "llvm.extractelement"(%533, %24) : (vector<2xf32>, i64) -> f32
    %602 = "llvm.extractelement"(%533, %25) : (vector<2xf32>, i64) -> f32
    %603 = "llvm.extractelement"(%537, %24) : (vector<2xf32>, i64) -> f32
    %604 = "llvm.extractelement"(%537, %25) : (vector<2xf32>, i64) -> f32
    %605 = "nvvm.mma.sync"(%595, %596, %597, %598, %599, %600, %601, %602, %603, %604) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<bf16>, multiplicandBPtxType = #nvvm.mma_type<bf16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %606 = "llvm.extractvalue"(%605) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %607 = "llvm.extractvalue"(%605) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %608 = "llvm.insertelement"(%3, %606, %31) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %609 = "llvm.insertelement"(%608, %607, %36) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %610 = "llvm.extractvalue"(%605) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %611 = "llvm.extractvalue"(%605) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %612 = "llvm.insertelement"(%3, %610, %31) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %613 = "llvm.insertelement"(%612, %611, %36) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %614 = "llvm.bitcast"(%373) : (vector<2xbf16>) -> i32
    %615 = "llvm.bitcast"(%397) : (vector<2xbf16>) -> i32
    %616 = "llvm.bitcast"(%379) : (vector<2xbf16>) -> i32
    %617 = "llvm.bitcast"(%403) : (vector<2xbf16>) -> i32
    %618 = "llvm.bitcast"(%497) : (vector<2xbf16>) -> i32
    %619 = "llvm.bitcast"(%499) : (vector<2xbf16>) -> i32
    %620 = "llvm.extractelement"(%552, %24) : (vector<2xf32>, i64) -> f32
    %621 = "llvm.extractelement"(%552, %25) : (vector<2xf32>, i64) -> f32
    %622 = "llvm.extractelement"(%556, %24) : (vector<2xf32>, i64) -> f32
    %623 = "llvm.extractelement"(%556, %25) : (vector<2xf32>, i64) -> f32
    %624 = "nvvm.mma.sync"(%614, %615, %616, %617, %618, %619, %620, %621, %622, %623) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<bf16>, multiplicandBPtxType = #nvvm.mma_type<bf16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %625 = "llvm.extractvalue"(%624) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %626 = "llvm.extractvalue"(%624) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %627 = "llvm.insertelement"(%3, %625, %31) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %628 = "llvm.insertelement"(%627, %626, %36) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %629 = "llvm.extractvalue"(%624) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %630 = "llvm.extractvalue"(%624) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %631 = "llvm.insertelement"(%3, %629, %31) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %632 = "llvm.insertelement"(%631, %630, %36) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %633 = "llvm.bitcast"(%421) : (vector<2xbf16>) -> i32
    %634 = "llvm.bitcast"(%445) : (vector<2xbf16>) -> i32
    %635 = "llvm.bitcast"(%427) : (vector<2xbf16>) -> i32
    %636 = "llvm.bitcast"(%451) : (vector<2xbf16>) -> i32
    %637 = "llvm.bitcast"(%497) : (vector<2xbf16>) -> i32
    %638 = "llvm.bitcast"(%499) : (vector<2xbf16>) -> i32
    %639 = "llvm.extractelement"(%571, %24) : (vector<2xf32>, i64) -> f32
    %640 = "llvm.extractelement"(%571, %25) : (vector<2xf32>, i64) -> f32
    %641 = "llvm.extractelement"(%575, %24) : (vector<2xf32>, i64) -> f32
    %642 = "llvm.extractelement"(%575, %25) : (vector<2xf32>, i64) -> f32
    %643 = "nvvm.mma.sync"(%633, %634, %635, %636, %637, %638, %639, %640, %641, %642) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<bf16>, multiplicandBPtxType = #nvvm.mma_type<bf16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %644 = "llvm.extractvalue"(%643) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %645 = "llvm.extractvalue"(%643) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %646 = "llvm.insertelement"(%3, %644, %31) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %647 = "llvm.insertelement"(%646, %645, %36) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %648 = "llvm.extractvalue"(%643) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %649 = "llvm.extractvalue"(%643) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %650 = "llvm.insertelement"(%3, %648, %31) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %651 = "llvm.insertelement"(%650, %649, %36) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %652 = "llvm.add"(%191, %36) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    "llvm.br"(%652, %647, %651, %628, %632, %609, %613, %590, %594)[^bb1] : (i32, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>) -> ()
  ^bb3:  // pred: ^bb1
    %653 = "llvm.mul"(%167, %50) <{overflowFlags = 1 : i32}> : (i64, i64) -> i64
    %654 = "llvm.icmp"(%81, %52) <{predicate = 6 : i64}> : (i64, i64) -> i1
    %655 = "llvm.icmp"(%82, %52) <{predicate = 6 : i64}> : (i64, i64) -> i1
    %656 = "llvm.and"(%654, %105) : (i1, i1) -> i1
    %657 = "llvm.insertelement"(%2, %656, %31) : (vector<2xi1>, i1, i32) -> vector<2xi1>
    %658 = "llvm.shufflevector"(%657, %2) <{mask = array<i32: 0, 0>}> : (vector<2xi1>, vector<2xi1>) -> vector<2xi1>
    %659 = "llvm.and"(%654, %106) : (i1, i1) -> i1
    %660 = "llvm.insertelement"(%2, %659, %31) : (vector<2xi1>, i1, i32) -> vector<2xi1>
    %661 = "llvm.shufflevector"(%660, %2) <{mask = array<i32: 0, 0>}> : (vector<2xi1>, vector<2xi1>) -> vector<2xi1>
    %662 = "llvm.and"(%654, %107) : (i1, i1) -> i1
    %663 = "llvm.insertelement"(%2, %662, %31) : (vector<2xi1>, i1, i32) -> vector<2xi1>
    %664 = "llvm.shufflevector"(%663, %2) <{mask = array<i32: 0, 0>}> : (vector<2xi1>, vector<2xi1>) -> vector<2xi1>
    %665 = "llvm.and"(%654, %108) : (i1, i1) -> i1
    %666 = "llvm.insertelement"(%2, %665, %31) : (vector<2xi1>, i1, i32) -> vector<2xi1>
    %667 = "llvm.shufflevector"(%666, %2) <{mask = array<i32: 0, 0>}> : (vector<2xi1>, vector<2xi1>) -> vector<2xi1>
    %668 = "llvm.and"(%655, %105) : (i1, i1) -> i1
    %669 = "llvm.insertelement"(%2, %668, %31) : (vector<2xi1>, i1, i32) -> vector<2xi1>
    %670 = "llvm.shufflevector"(%669, %2) <{mask = array<i32: 0, 0>}> : (vector<2xi1>, vector<2xi1>) -> vector<2xi1>
    %671 = "llvm.and"(%655, %106) : (i1, i1) -> i1
    %672 = "llvm.insertelement"(%2, %671, %31) : (vector<2xi1>, i1, i32) -> vector<2xi1>
    %673 = "llvm.shufflevector"(%672, %2) <{mask = array<i32: 0, 0>}> : (vector<2xi1>, vector<2xi1>) -> vector<2xi1>
    %674 = "llvm.and"(%655, %107) : (i1, i1) -> i1
    %675 = "llvm.insertelement"(%2, %674, %31) : (vector<2xi1>, i1, i32) -> vector<2xi1>
    %676 = "llvm.shufflevector"(%675, %2) <{mask = array<i32: 0, 0>}> : (vector<2xi1>, vector<2xi1>) -> vector<2xi1>
    %677 = "llvm.and"(%655, %108) : (i1, i1) -> i1
    %678 = "llvm.insertelement"(%2, %677, %31) : (vector<2xi1>, i1, i32) -> vector<2xi1>
    %679 = "llvm.shufflevector"(%678, %2) <{mask = array<i32: 0, 0>}> : (vector<2xi1>, vector<2xi1>) -> vector<2xi1>
    %680 = "llvm.shufflevector"(%658, %658) <{mask = array<i32: 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0>}> : (vector<2xi1>, vector<2xi1>) -> vector<16xi1>
    %681 = "llvm.shufflevector"(%680, %27) <{mask = array<i32: 0, 1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1>}> : (vector<16xi1>, vector<16xi1>) -> vector<16xi1>
    %682 = "llvm.shufflevector"(%661, %661) <{mask = array<i32: 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0>}> : (vector<2xi1>, vector<2xi1>) -> vector<16xi1>
    %683 = "llvm.shufflevector"(%682, %681) <{mask = array<i32: 16, 17, 0, 1, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31>}> : (vector<16xi1>, vector<16xi1>) -> vector<16xi1>
    %684 = "llvm.shufflevector"(%664, %664) <{mask = array<i32: 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0>}> : (vector<2xi1>, vector<2xi1>) -> vector<16xi1>
    %685 = "llvm.shufflevector"(%684, %683) <{mask = array<i32: 16, 17, 18, 19, 0, 1, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31>}> : (vector<16xi1>, vector<16xi1>) -> vector<16xi1>
    %686 = "llvm.shufflevector"(%667, %667) <{mask = array<i32: 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0>}> : (vector<2xi1>, vector<2xi1>) -> vector<16xi1>
    %687 = "llvm.shufflevector"(%686, %685) <{mask = array<i32: 16, 17, 18, 19, 20, 21, 0, 1, 24, 25, 26, 27, 28, 29, 30, 31>}> : (vector<16xi1>, vector<16xi1>) -> vector<16xi1>
    %688 = "llvm.shufflevector"(%670, %670) <{mask = array<i32: 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0>}> : (vector<2xi1>, vector<2xi1>) -> vector<16xi1>
    %689 = "llvm.shufflevector"(%688, %687) <{mask = array<i32: 16, 17, 18, 19, 20, 21, 22, 23, 0, 1, 26, 27, 28, 29, 30, 31>}> : (vector<16xi1>, vector<16xi1>) -> vector<16xi1>
    %690 = "llvm.shufflevector"(%673, %673) <{mask = array<i32: 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0>}> : (vector<2xi1>, vector<2xi1>) -> vector<16xi1>
    %691 = "llvm.shufflevector"(%690, %689) <{mask = array<i32: 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 0, 1, 28, 29, 30, 31>}> : (vector<16xi1>, vector<16xi1>) -> vector<16xi1>
    %692 = "llvm.shufflevector"(%676, %676) <{mask = array<i32: 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0>}> : (vector<2xi1>, vector<2xi1>) -> vector<16xi1>
    %693 = "llvm.shufflevector"(%692, %691) <{mask = array<i32: 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 0, 1, 30, 31>}> : (vector<16xi1>, vector<16xi1>) -> vector<16xi1>
    %694 = "llvm.shufflevector"(%679, %679) <{mask = array<i32: 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0>}> : (vector<2xi1>, vector<2xi1>) -> vector<16xi1>
    %695 = "llvm.shufflevector"(%694, %693) <{mask = array<i32: 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 0, 1>}> : (vector<16xi1>, vector<16xi1>) -> vector<16xi1>
    %696 = "llvm.shufflevector"(%198, %198) <{mask = array<i32: 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0>}> : (vector<2xf32>, vector<2xf32>) -> vector<16xf32>
    %697 = "llvm.shufflevector"(%696, %28) <{mask = array<i32: 0, 1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1>}> : (vector<16xf32>, vector<16xf32>) -> vector<16xf32>
    %698 = "llvm.shufflevector"(%199, %199) <{mask = array<i32: 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0>}> : (vector<2xf32>, vector<2xf32>) -> vector<16xf32>
    %699 = "llvm.shufflevector"(%698, %697) <{mask = array<i32: 16, 17, 0, 1, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31>}> : (vector<16xf32>, vector<16xf32>) -> vector<16xf32>
    %700 = "llvm.shufflevector"(%196, %196) <{mask = array<i32: 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0>}> : (vector<2xf32>, vector<2xf32>) -> vector<16xf32>
    %701 = "llvm.shufflevector"(%700, %699) <{mask = array<i32: 16, 17, 18, 19, 0, 1, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31>}> : (vector<16xf32>, vector<16xf32>) -> vector<16xf32>
    %702 = "llvm.shufflevector"(%197, %197) <{mask = array<i32: 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0>}> : (vector<2xf32>, vector<2xf32>) -> vector<16xf32>
    %703 = "llvm.shufflevector"(%702, %701) <{mask = array<i32: 16, 17, 18, 19, 20, 21, 0, 1, 24, 25, 26, 27, 28, 29, 30, 31>}> : (vector<16xf32>, vector<16xf32>) -> vector<16xf32>
    %704 = "llvm.shufflevector"(%194, %194) <{mask = array<i32: 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0>}> : (vector<2xf32>, vector<2xf32>) -> vector<16xf32>
    %705 = "llvm.shufflevector"(%704, %703) <{mask = array<i32: 16, 17, 18, 19, 20, 21, 22, 23, 0, 1, 26, 27, 28, 29, 30, 31>}> : (vector<16xf32>, vector<16xf32>) -> vector<16xf32>
    %706 = "llvm.shufflevector"(%195, %195) <{mask = array<i32: 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0>}> : (vector<2xf32>, vector<2xf32>) -> vector<16xf32>
    %707 = "llvm.shufflevector"(%706, %705) <{mask = array<i32: 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 0, 1, 28, 29, 30, 31>}> : (vector<16xf32>, vector<16xf32>) -> vector<16xf32>
    %708 = "llvm.shufflevector"(%192, %192) <{mask = array<i32: 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0>}> : (vector<2xf32>, vector<2xf32>) -> vector<16xf32>
    %709 = "llvm.shufflevector"(%708, %707) <{mask = array<i32: 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 0, 1, 30, 31>}> : (vector<16xf32>, vector<16xf32>) -> vector<16xf32>
    %710 = "llvm.shufflevector"(%193, %193) <{mask = array<i32: 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0>}> : (vector<2xf32>, vector<2xf32>) -> vector<16xf32>
    %711 = "llvm.shufflevector"(%710, %709) <{mask = array<i32: 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 0, 1>}> : (vector<16xf32>, vector<16xf32>) -> vector<16xf32>
    %712 = "llvm.getelementptr"(%arg3, %653) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %713 = "llvm.getelementptr"(%712, %162) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, vector<16xi64>) -> vector<16x!llvm.ptr<1>>
    "llvm.intr.masked.scatter"(%711, %713, %695) <{alignment = 4 : i64}> : (vector<16xf32>, vector<16x!llvm.ptr<1>>, vector<16xi1>) -> ()
    "nvvm.barrier"() <{aligned = true, operandSegmentSizes = array<i32: 0, 0>}> : () -> ()
    "llvm.return"() : () -> ()
  }) {gpu.known_block_size = array<i32: 256, 1, 1>} : () -> ()
  "iree_codegen.dispatch_config"() <{function_ref = @conv_dispatch_0_conv_30x30x64x3x3x32_bf16xbf16xf32, subgroup_size = 32 : i64, workgroup_size = array<i64: 256, 1, 1>}> ({
  ^bb0(%arg0: !hal.device):
    %0 = "arith.constant"() <{value = 15 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    "iree_codegen.yield"(%0, %1, %1) : (index, index, index) -> ()
  }) : () -> ()
}) : () -> ()
