"builtin.module"() ({
  "llvm.mlir.global"() <{addr_space = 3 : i32, alignment = 16 : i64, global_type = !llvm.array<0 x i8>, linkage = #llvm.linkage<external>, sym_name = "__dynamic_shared_memory__", tls_mode = 0 : i64, visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.mlir.global"() <{addr_space = 3 : i32, alignment = 2 : i64, global_type = !llvm.array<1 x array<64 x array<36 x f16>>>, linkage = #llvm.linkage<private>, sym_name = "__shared_memory___1", tls_mode = 0 : i64, visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.mlir.global"() <{addr_space = 3 : i32, alignment = 2 : i64, global_type = !llvm.array<1 x array<64 x array<36 x f16>>>, linkage = #llvm.linkage<private>, sym_name = "__shared_memory___0", tls_mode = 0 : i64, visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.mlir.global"() <{addr_space = 3 : i32, alignment = 2 : i64, global_type = !llvm.array<1 x array<64 x array<36 x f16>>>, linkage = #llvm.linkage<private>, sym_name = "__shared_memory__", tls_mode = 0 : i64, visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<f32 (f32, f32, f32)>, linkage = #llvm.linkage<external>, sym_name = "__nv_fmaf", visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<f32 (f32)>, linkage = #llvm.linkage<external>, sym_name = "__nv_floorf", visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, arg_attrs = [{llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef, llvm.readonly}, {llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef, llvm.readonly}, {llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef, llvm.readonly}, {llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef}], function_type = !llvm.func<void (ptr<1>, ptr<1>, ptr<1>, ptr<1>)>, linkage = #llvm.linkage<external>, sym_name = "attn86_dispatch_0_attention_2x64x64x32x256", visibility_ = 0 : i64}> ({
  ^bb0(%arg1: !llvm.ptr<1>, %arg2: !llvm.ptr<1>, %arg3: !llvm.ptr<1>, %arg4: !llvm.ptr<1>):
    %2 = "llvm.mlir.poison"() : () -> vector<4xf16>
    %3 = "llvm.mlir.poison"() : () -> vector<1xf32>
    %4 = "llvm.mlir.constant"() <{value = -1 : i32}> : () -> i32
    %5 = "llvm.mlir.constant"() <{value = 15 : i64}> : () -> i64
    %6 = "llvm.mlir.constant"() <{value = 14 : i64}> : () -> i64
    %7 = "llvm.mlir.constant"() <{value = 13 : i64}> : () -> i64
    %8 = "llvm.mlir.constant"() <{value = 12 : i64}> : () -> i64
    %9 = "llvm.mlir.constant"() <{value = 11 : i64}> : () -> i64
    %10 = "llvm.mlir.constant"() <{value = 10 : i64}> : () -> i64
    %11 = "llvm.mlir.constant"() <{value = 9 : i64}> : () -> i64
    %12 = "llvm.mlir.constant"() <{value = 8 : i64}> : () -> i64
    %13 = "llvm.mlir.constant"() <{value = 7 : i64}> : () -> i64
    %14 = "llvm.mlir.constant"() <{value = 6 : i64}> : () -> i64
    %15 = "llvm.mlir.constant"() <{value = 5 : i64}> : () -> i64
    %16 = "llvm.mlir.constant"() <{value = 4 : i64}> : () -> i64
    %17 = "llvm.mlir.constant"() <{value = 3 : i64}> : () -> i64
    %18 = "llvm.mlir.poison"() : () -> vector<16xf32>
    %19 = "llvm.mlir.poison"() : () -> vector<2xf32>
    %20 = "llvm.mlir.constant"() <{value = 4096 : i64}> : () -> i64
    %21 = "llvm.mlir.constant"() <{value = 16384 : i64}> : () -> i64
    %22 = "llvm.mlir.constant"() <{value = 8192 : i64}> : () -> i64
    %23 = "llvm.mlir.constant"() <{value = true}> : () -> i1
    %24 = "llvm.mlir.constant"() <{value = 32 : i64}> : () -> i64
    %25 = "llvm.mlir.constant"() <{value = 2048 : i64}> : () -> i64
    %26 = "llvm.mlir.constant"() <{value = 2 : i64}> : () -> i64
    %27 = "llvm.mlir.addressof"() <{global_name = @__dynamic_shared_memory__}> : () -> !llvm.ptr<3>
    %28 = "llvm.mlir.constant"() <{value = 0 : i64}> : () -> i64
    %29 = "llvm.mlir.constant"() <{value = 0 : i64}> : () -> i64
    %30 = "llvm.getelementptr"(%27, %28, %29) <{elem_type = !llvm.array<0 x i8>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648, -2147483648>}> : (!llvm.ptr<3>, i64, i64) -> !llvm.ptr<3>
    %31 = "llvm.mlir.addressof"() <{global_name = @__dynamic_shared_memory__}> : () -> !llvm.ptr<3>
    %32 = "llvm.mlir.constant"() <{value = 0 : i64}> : () -> i64
    %33 = "llvm.mlir.constant"() <{value = 4608 : i64}> : () -> i64
    %34 = "llvm.getelementptr"(%31, %32, %33) <{elem_type = !llvm.array<0 x i8>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648, -2147483648>}> : (!llvm.ptr<3>, i64, i64) -> !llvm.ptr<3>
    %35 = "llvm.mlir.addressof"() <{global_name = @__dynamic_shared_memory__}> : () -> !llvm.ptr<3>
    %36 = "llvm.mlir.constant"() <{value = 0 : i64}> : () -> i64
    %37 = "llvm.mlir.constant"() <{value = 9216 : i64}> : () -> i64
    %38 = "llvm.getelementptr"(%35, %36, %37) <{elem_type = !llvm.array<0 x i8>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648, -2147483648>}> : (!llvm.ptr<3>, i64, i64) -> !llvm.ptr<3>
    %39 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
    %40 = "llvm.mlir.constant"() <{value = 32 : i32}> : () -> i32
    %41 = "llvm.mlir.constant"() <{value = 2 : i32}> : () -> i32
    %42 = "llvm.mlir.constant"() <{value = dense<0.000000e+00> : vector<2xf32>}> : () -> vector<2xf32>
    %43 = "llvm.mlir.constant"() <{value = dense<1.000000e+00> : vector<1xf32>}> : () -> vector<1xf32>
    %44 = "llvm.mlir.constant"() <{value = dense<2.539060e-01> : vector<2xf16>}> : () -> vector<2xf16>
    %45 = "llvm.mlir.constant"() <{value = dense<0.000000e+00> : vector<1xf32>}> : () -> vector<1xf32>
    %46 = "llvm.mlir.constant"() <{value = dense<-3.40282347E+38> : vector<1xf32>}> : () -> vector<1xf32>
    %47 = "llvm.mlir.constant"() <{value = 0 : i64}> : () -> i64
    %48 = "llvm.mlir.constant"() <{value = 0xFF800000 : f32}> : () -> f32
    %49 = "llvm.mlir.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %50 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
    %51 = "llvm.mlir.constant"() <{value = 4 : i32}> : () -> i32
    %52 = "llvm.mlir.constant"() <{value = 8 : i32}> : () -> i32
    %53 = "llvm.mlir.constant"() <{value = 16 : i32}> : () -> i32
    %54 = "llvm.mlir.constant"() <{value = 24 : i32}> : () -> i32
    %55 = "llvm.mlir.constant"() <{value = 40 : i32}> : () -> i32
    %56 = "llvm.mlir.constant"() <{value = 48 : i32}> : () -> i32
    %57 = "llvm.mlir.constant"() <{value = 56 : i32}> : () -> i32
    %58 = "llvm.mlir.constant"() <{value = 9 : i32}> : () -> i32
    %59 = "llvm.mlir.constant"() <{value = 17 : i32}> : () -> i32
    %60 = "llvm.mlir.constant"() <{value = 25 : i32}> : () -> i32
    %61 = "llvm.mlir.constant"() <{value = 33 : i32}> : () -> i32
    %62 = "llvm.mlir.constant"() <{value = 41 : i32}> : () -> i32
    %63 = "llvm.mlir.constant"() <{value = 49 : i32}> : () -> i32
    %64 = "llvm.mlir.constant"() <{value = 57 : i32}> : () -> i32
    %65 = "llvm.mlir.constant"() <{value = 256 : i32}> : () -> i32
    %66 = "llvm.mlir.constant"() <{value = 64 : i32}> : () -> i32
    %67 = "llvm.mlir.constant"() <{value = dense<0.693147182> : vector<1xf32>}> : () -> vector<1xf32>
    %68 = "llvm.mlir.constant"() <{value = dense<5.000000e-01> : vector<1xf32>}> : () -> vector<1xf32>
    %69 = "llvm.mlir.constant"() <{value = dense<1.44269502> : vector<1xf32>}> : () -> vector<1xf32>
    %70 = "llvm.mlir.constant"() <{value = dense<-0.693359375> : vector<1xf32>}> : () -> vector<1xf32>
    %71 = "llvm.mlir.constant"() <{value = dense<2.12194442E-4> : vector<1xf32>}> : () -> vector<1xf32>
    %72 = "llvm.mlir.constant"() <{value = dense<1.98756912E-4> : vector<1xf32>}> : () -> vector<1xf32>
    %73 = "llvm.mlir.constant"() <{value = dense<0.00139819994> : vector<1xf32>}> : () -> vector<1xf32>
    %74 = "llvm.mlir.constant"() <{value = dense<0.00833345205> : vector<1xf32>}> : () -> vector<1xf32>
    %75 = "llvm.mlir.constant"() <{value = dense<0.0416657962> : vector<1xf32>}> : () -> vector<1xf32>
    %76 = "llvm.mlir.constant"() <{value = dense<0.166666657> : vector<1xf32>}> : () -> vector<1xf32>
    %77 = "llvm.mlir.constant"() <{value = dense<-8.780000e+01> : vector<1xf32>}> : () -> vector<1xf32>
    %78 = "llvm.mlir.constant"() <{value = dense<8.880000e+01> : vector<1xf32>}> : () -> vector<1xf32>
    %79 = "llvm.mlir.constant"() <{value = dense<-1.270000e+02> : vector<1xf32>}> : () -> vector<1xf32>
    %80 = "llvm.mlir.constant"() <{value = dense<1.270000e+02> : vector<1xf32>}> : () -> vector<1xf32>
    %81 = "llvm.mlir.constant"() <{value = dense<23> : vector<1xi32>}> : () -> vector<1xi32>
    %82 = "llvm.mlir.constant"() <{value = dense<127> : vector<1xi32>}> : () -> vector<1xi32>
    %83 = "llvm.mlir.constant"() <{value = dense<0.693147182> : vector<2xf32>}> : () -> vector<2xf32>
    %84 = "llvm.mlir.constant"() <{value = dense<5.000000e-01> : vector<2xf32>}> : () -> vector<2xf32>
    %85 = "llvm.mlir.constant"() <{value = dense<1.000000e+00> : vector<2xf32>}> : () -> vector<2xf32>
    %86 = "llvm.mlir.constant"() <{value = dense<1.44269502> : vector<2xf32>}> : () -> vector<2xf32>
    %87 = "llvm.mlir.constant"() <{value = dense<-0.693359375> : vector<2xf32>}> : () -> vector<2xf32>
    %88 = "llvm.mlir.constant"() <{value = dense<2.12194442E-4> : vector<2xf32>}> : () -> vector<2xf32>
    %89 = "llvm.mlir.constant"() <{value = dense<1.98756912E-4> : vector<2xf32>}> : () -> vector<2xf32>
    %90 = "llvm.mlir.constant"() <{value = dense<0.00139819994> : vector<2xf32>}> : () -> vector<2xf32>
    %91 = "llvm.mlir.constant"() <{value = dense<0.00833345205> : vector<2xf32>}> : () -> vector<2xf32>
    %92 = "llvm.mlir.constant"() <{value = dense<0.0416657962> : vector<2xf32>}> : () -> vector<2xf32>
    %93 = "llvm.mlir.constant"() <{value = dense<0.166666657> : vector<2xf32>}> : () -> vector<2xf32>
    %94 = "llvm.mlir.constant"() <{value = dense<-8.780000e+01> : vector<2xf32>}> : () -> vector<2xf32>
    %95 = "llvm.mlir.constant"() <{value = dense<8.880000e+01> : vector<2xf32>}> : () -> vector<2xf32>
    %96 = "llvm.mlir.constant"() <{value = dense<-1.270000e+02> : vector<2xf32>}> : () -> vector<2xf32>
    %97 = "llvm.mlir.constant"() <{value = dense<1.270000e+02> : vector<2xf32>}> : () -> vector<2xf32>
    %98 = "llvm.mlir.constant"() <{value = dense<23> : vector<2xi32>}> : () -> vector<2xi32>
    %99 = "llvm.mlir.constant"() <{value = dense<127> : vector<2xi32>}> : () -> vector<2xi32>
    %100 = "llvm.mlir.constant"() <{value = 1 : i64}> : () -> i64
    %101 = "llvm.mlir.constant"() <{value = 64 : i64}> : () -> i64
    %102 = "llvm.mlir.constant"() <{value = 36 : i64}> : () -> i64
    %103 = "llvm.mlir.constant"() <{value = 2304 : i64}> : () -> i64
    %104 = "llvm.getelementptr"(%38) <{elem_type = !llvm.array<1 x array<64 x array<36 x f16>>>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 0, 0, 0, 0>}> : (!llvm.ptr<3>) -> !llvm.ptr<3>
    %105 = "llvm.getelementptr"(%34) <{elem_type = !llvm.array<1 x array<64 x array<36 x f16>>>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 0, 0, 0, 0>}> : (!llvm.ptr<3>) -> !llvm.ptr<3>
    %106 = "llvm.getelementptr"(%30) <{elem_type = !llvm.array<1 x array<64 x array<36 x f16>>>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 0, 0, 0, 0>}> : (!llvm.ptr<3>) -> !llvm.ptr<3>
    %107 = "nvvm.read.ptx.sreg.tid.x"() <{range = #llvm.constant_range<i32, 0, 128>}> : () -> i32
    %108 = "llvm.sext"(%107) : (i32) -> i64
    "llvm.intr.assume"(%23, %arg1, %101) <{op_bundle_sizes = array<i32: 2>, op_bundle_tags = ["align"]}> : (i1, !llvm.ptr<1>, i64) -> ()
    "llvm.intr.assume"(%23, %arg2, %101) <{op_bundle_sizes = array<i32: 2>, op_bundle_tags = ["align"]}> : (i1, !llvm.ptr<1>, i64) -> ()
    "llvm.intr.assume"(%23, %arg3, %101) <{op_bundle_sizes = array<i32: 2>, op_bundle_tags = ["align"]}> : (i1, !llvm.ptr<1>, i64) -> ()
    "llvm.intr.assume"(%23, %arg4, %101) <{op_bundle_sizes = array<i32: 2>, op_bundle_tags = ["align"]}> : (i1, !llvm.ptr<1>, i64) -> ()
    %109 = "nvvm.read.ptx.sreg.ctaid.x"() <{range = #llvm.constant_range<i32, 0, 4>}> : () -> i32
    %110 = "llvm.sext"(%109) : (i32) -> i64
    %111 = "llvm.trunc"(%110) <{overflowFlags = 0 : i32}> : (i64) -> i32
    %112 = "llvm.udiv"(%111, %41) : (i32, i32) -> i32
    %113 = "llvm.zext"(%112) : (i32) -> i64
    %114 = "llvm.urem"(%111, %41) : (i32, i32) -> i32
    %115 = "llvm.mul"(%114, %40) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %116 = "llvm.trunc"(%108) <{overflowFlags = 0 : i32}> : (i64) -> i32
    %117 = "llvm.udiv"(%116, %51) : (i32, i32) -> i32
    %118 = "llvm.zext"(%117) : (i32) -> i64
    %119 = "llvm.urem"(%116, %51) : (i32, i32) -> i32
    %120 = "llvm.mul"(%119, %52) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %121 = "llvm.zext"(%120) : (i32) -> i64
    %122 = "llvm.mul"(%113, %25) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %123 = "llvm.mul"(%118, %24) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %124 = "llvm.add"(%122, %123) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %125 = "llvm.add"(%124, %121) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %126 = "llvm.getelementptr"(%arg1, %125) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %127 = "llvm.load"(%126) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<1>) -> vector<8xf16>
    %128 = "llvm.add"(%117, %40) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %129 = "llvm.zext"(%128) : (i32) -> i64
    %130 = "llvm.mul"(%113, %25) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %131 = "llvm.mul"(%129, %24) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %132 = "llvm.add"(%130, %131) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %133 = "llvm.add"(%132, %121) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %134 = "llvm.getelementptr"(%arg1, %133) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %135 = "llvm.load"(%134) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<1>) -> vector<8xf16>
    %136 = "llvm.mul"(%47, %103) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %137 = "llvm.mul"(%118, %102) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %138 = "llvm.add"(%136, %137) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %139 = "llvm.add"(%138, %121) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %140 = "llvm.getelementptr"(%106, %139) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    "llvm.store"(%127, %140) <{alignment = 2 : i64, ordering = 0 : i64}> : (vector<8xf16>, !llvm.ptr<3>) -> ()
    %141 = "llvm.mul"(%47, %103) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %142 = "llvm.mul"(%129, %102) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %143 = "llvm.add"(%141, %142) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %144 = "llvm.add"(%143, %121) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %145 = "llvm.getelementptr"(%106, %144) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    "llvm.store"(%135, %145) <{alignment = 2 : i64, ordering = 0 : i64}> : (vector<8xf16>, !llvm.ptr<3>) -> ()
    "nvvm.barrier"() <{aligned = true, operandSegmentSizes = array<i32: 0, 0>}> : () -> ()
    %146 = "llvm.udiv"(%116, %40) : (i32, i32) -> i32
    %147 = "llvm.urem"(%116, %40) : (i32, i32) -> i32
    %148 = "llvm.udiv"(%147, %51) : (i32, i32) -> i32
    %149 = "llvm.zext"(%148) : (i32) -> i64
    %150 = "llvm.mul"(%146, %53) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %151 = "llvm.add"(%150, %148) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %152 = "llvm.zext"(%151) : (i32) -> i64
    %153 = "llvm.mul"(%119, %41) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %154 = "llvm.zext"(%153) : (i32) -> i64
    %155 = "llvm.mul"(%47, %103) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %156 = "llvm.mul"(%152, %102) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %157 = "llvm.add"(%155, %156) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %158 = "llvm.add"(%157, %154) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %159 = "llvm.getelementptr"(%106, %158) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %160 = "llvm.load"(%159) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %161 = "llvm.add"(%153, %52) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %162 = "llvm.zext"(%161) : (i32) -> i64
    %163 = "llvm.mul"(%47, %103) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %164 = "llvm.mul"(%152, %102) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %165 = "llvm.add"(%163, %164) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %166 = "llvm.add"(%165, %162) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %167 = "llvm.getelementptr"(%106, %166) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %168 = "llvm.load"(%167) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %169 = "llvm.add"(%151, %52) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %170 = "llvm.zext"(%169) : (i32) -> i64
    %171 = "llvm.mul"(%47, %103) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %172 = "llvm.mul"(%170, %102) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %173 = "llvm.add"(%171, %172) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %174 = "llvm.add"(%173, %154) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %175 = "llvm.getelementptr"(%106, %174) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %176 = "llvm.load"(%175) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %177 = "llvm.mul"(%47, %103) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %178 = "llvm.mul"(%170, %102) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %179 = "llvm.add"(%177, %178) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %180 = "llvm.add"(%179, %162) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %181 = "llvm.getelementptr"(%106, %180) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %182 = "llvm.load"(%181) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %183 = "llvm.add"(%153, %53) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %184 = "llvm.zext"(%183) : (i32) -> i64
    %185 = "llvm.mul"(%47, %103) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %186 = "llvm.mul"(%152, %102) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %187 = "llvm.add"(%185, %186) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %188 = "llvm.add"(%187, %184) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %189 = "llvm.getelementptr"(%106, %188) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %190 = "llvm.load"(%189) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %191 = "llvm.add"(%153, %54) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %192 = "llvm.zext"(%191) : (i32) -> i64
    %193 = "llvm.mul"(%47, %103) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %194 = "llvm.mul"(%152, %102) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %195 = "llvm.add"(%193, %194) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %196 = "llvm.add"(%195, %192) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %197 = "llvm.getelementptr"(%106, %196) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %198 = "llvm.load"(%197) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %199 = "llvm.mul"(%47, %103) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %200 = "llvm.mul"(%170, %102) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %201 = "llvm.add"(%199, %200) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %202 = "llvm.add"(%201, %184) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %203 = "llvm.getelementptr"(%106, %202) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %204 = "llvm.load"(%203) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %205 = "llvm.mul"(%47, %103) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %206 = "llvm.mul"(%170, %102) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %207 = "llvm.add"(%205, %206) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %208 = "llvm.add"(%207, %192) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %209 = "llvm.getelementptr"(%106, %208) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %210 = "llvm.load"(%209) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %211 = "llvm.fmul"(%160, %44) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf16>, vector<2xf16>) -> vector<2xf16>
    %212 = "llvm.fmul"(%168, %44) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf16>, vector<2xf16>) -> vector<2xf16>
    %213 = "llvm.fmul"(%176, %44) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf16>, vector<2xf16>) -> vector<2xf16>
    %214 = "llvm.fmul"(%182, %44) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf16>, vector<2xf16>) -> vector<2xf16>
    %215 = "llvm.fmul"(%190, %44) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf16>, vector<2xf16>) -> vector<2xf16>
    %216 = "llvm.fmul"(%198, %44) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf16>, vector<2xf16>) -> vector<2xf16>
    %217 = "llvm.fmul"(%204, %44) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf16>, vector<2xf16>) -> vector<2xf16>
    %218 = "llvm.fmul"(%210, %44) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf16>, vector<2xf16>) -> vector<2xf16>
    %219 = "llvm.add"(%120, %115) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %220 = "llvm.zext"(%219) : (i32) -> i64
    %221 = "llvm.add"(%148, %52) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %222 = "llvm.zext"(%221) : (i32) -> i64
    %223 = "llvm.add"(%148, %53) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %224 = "llvm.zext"(%223) : (i32) -> i64
    %225 = "llvm.add"(%148, %54) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %226 = "llvm.zext"(%225) : (i32) -> i64
    %227 = "llvm.add"(%148, %40) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %228 = "llvm.zext"(%227) : (i32) -> i64
    %229 = "llvm.add"(%148, %55) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %230 = "llvm.zext"(%229) : (i32) -> i64
    %231 = "llvm.add"(%148, %56) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %232 = "llvm.zext"(%231) : (i32) -> i64
    %233 = "llvm.add"(%148, %57) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %234 = "llvm.zext"(%233) : (i32) -> i64
    %235 = "llvm.add"(%153, %39) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %236 = "llvm.zext"(%235) : (i32) -> i64
    %237 = "llvm.add"(%153, %58) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %238 = "llvm.zext"(%237) : (i32) -> i64
    %239 = "llvm.add"(%153, %59) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %240 = "llvm.zext"(%239) : (i32) -> i64
    %241 = "llvm.add"(%153, %60) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %242 = "llvm.zext"(%241) : (i32) -> i64
    %243 = "llvm.add"(%153, %40) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %244 = "llvm.zext"(%243) : (i32) -> i64
    %245 = "llvm.add"(%153, %61) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %246 = "llvm.zext"(%245) : (i32) -> i64
    %247 = "llvm.add"(%153, %55) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %248 = "llvm.zext"(%247) : (i32) -> i64
    %249 = "llvm.add"(%153, %62) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %250 = "llvm.zext"(%249) : (i32) -> i64
    %251 = "llvm.add"(%153, %56) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %252 = "llvm.zext"(%251) : (i32) -> i64
    %253 = "llvm.add"(%153, %63) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %254 = "llvm.zext"(%253) : (i32) -> i64
    %255 = "llvm.add"(%153, %57) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %256 = "llvm.zext"(%255) : (i32) -> i64
    %257 = "llvm.add"(%153, %64) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %258 = "llvm.zext"(%257) : (i32) -> i64
    "llvm.br"(%50, %42, %42, %42, %42, %42, %42, %42, %42, %45, %45, %46, %46)[^bb1] : (i32, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>) -> ()
  ^bb1(%259: i32, %260: vector<2xf32>, %261: vector<2xf32>, %262: vector<2xf32>, %263: vector<2xf32>, %264: vector<2xf32>, %265: vector<2xf32>, %266: vector<2xf32>, %267: vector<2xf32>, %268: vector<1xf32>, %269: vector<1xf32>, %270: vector<1xf32>, %271: vector<1xf32>):  // 2 preds: ^bb0, ^bb2
    %272 = "llvm.icmp"(%259, %65) <{predicate = 2 : i64}> : (i32, i32) -> i1
    "llvm.cond_br"(%272)[^bb2, ^bb3] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb2:  // pred: ^bb1
    "nvvm.barrier"() <{aligned = true, operandSegmentSizes = array<i32: 0, 0>}> : () -> ()
    %273 = "llvm.add"(%117, %259) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %274 = "llvm.zext"(%273) : (i32) -> i64
    %275 = "llvm.mul"(%113, %22) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %276 = "llvm.mul"(%274, %24) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %277 = "llvm.add"(%275, %276) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %278 = "llvm.add"(%277, %121) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %279 = "llvm.getelementptr"(%arg2, %278) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %280 = "llvm.load"(%279) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<1>) -> vector<8xf16>
    %281 = "llvm.add"(%273, %40) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %282 = "llvm.zext"(%281) : (i32) -> i64
    %283 = "llvm.mul"(%113, %22) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %284 = "llvm.mul"(%282, %24) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %285 = "llvm.add"(%283, %284) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %286 = "llvm.add"(%285, %121) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %287 = "llvm.getelementptr"(%arg2, %286) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %288 = "llvm.load"(%287) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<1>) -> vector<8xf16>
    %289 = "llvm.mul"(%47, %103) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %290 = "llvm.mul"(%118, %102) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %291 = "llvm.add"(%289, %290) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %292 = "llvm.add"(%291, %121) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %293 = "llvm.getelementptr"(%105, %292) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    "llvm.store"(%280, %293) <{alignment = 2 : i64, ordering = 0 : i64}> : (vector<8xf16>, !llvm.ptr<3>) -> ()
    %294 = "llvm.mul"(%47, %103) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %295 = "llvm.mul"(%129, %102) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %296 = "llvm.add"(%294, %295) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %297 = "llvm.add"(%296, %121) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %298 = "llvm.getelementptr"(%105, %297) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    "llvm.store"(%288, %298) <{alignment = 2 : i64, ordering = 0 : i64}> : (vector<8xf16>, !llvm.ptr<3>) -> ()
    %299 = "llvm.mul"(%113, %21) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %300 = "llvm.mul"(%274, %101) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %301 = "llvm.add"(%299, %300) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %302 = "llvm.add"(%301, %220) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %303 = "llvm.getelementptr"(%arg3, %302) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %304 = "llvm.load"(%303) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<1>) -> vector<8xf16>
    %305 = "llvm.mul"(%113, %21) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %306 = "llvm.mul"(%282, %101) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %307 = "llvm.add"(%305, %306) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %308 = "llvm.add"(%307, %220) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %309 = "llvm.getelementptr"(%arg3, %308) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %310 = "llvm.load"(%309) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<1>) -> vector<8xf16>
    %311 = "llvm.mul"(%47, %103) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %312 = "llvm.mul"(%118, %102) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %313 = "llvm.add"(%311, %312) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %314 = "llvm.add"(%313, %121) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %315 = "llvm.getelementptr"(%104, %314) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    "llvm.store"(%304, %315) <{alignment = 2 : i64, ordering = 0 : i64}> : (vector<8xf16>, !llvm.ptr<3>) -> ()
    %316 = "llvm.mul"(%47, %103) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %317 = "llvm.mul"(%129, %102) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %318 = "llvm.add"(%316, %317) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %319 = "llvm.add"(%318, %121) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %320 = "llvm.getelementptr"(%104, %319) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    "llvm.store"(%310, %320) <{alignment = 2 : i64, ordering = 0 : i64}> : (vector<8xf16>, !llvm.ptr<3>) -> ()
    "nvvm.barrier"() <{aligned = true, operandSegmentSizes = array<i32: 0, 0>}> : () -> ()
    %321 = "llvm.mul"(%47, %103) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %322 = "llvm.mul"(%149, %102) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %323 = "llvm.add"(%321, %322) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %324 = "llvm.add"(%323, %154) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %325 = "llvm.getelementptr"(%105, %324) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %326 = "llvm.load"(%325) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %327 = "llvm.mul"(%47, %103) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %328 = "llvm.mul"(%149, %102) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %329 = "llvm.add"(%327, %328) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %330 = "llvm.add"(%329, %162) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %331 = "llvm.getelementptr"(%105, %330) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %332 = "llvm.load"(%331) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %333 = "llvm.mul"(%47, %103) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %334 = "llvm.mul"(%149, %102) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %335 = "llvm.add"(%333, %334) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %336 = "llvm.add"(%335, %184) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %337 = "llvm.getelementptr"(%105, %336) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %338 = "llvm.load"(%337) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %339 = "llvm.mul"(%47, %103) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %340 = "llvm.mul"(%149, %102) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %341 = "llvm.add"(%339, %340) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %342 = "llvm.add"(%341, %192) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %343 = "llvm.getelementptr"(%105, %342) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %344 = "llvm.load"(%343) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %345 = "llvm.mul"(%47, %103) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %346 = "llvm.mul"(%222, %102) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %347 = "llvm.add"(%345, %346) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %348 = "llvm.add"(%347, %154) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %349 = "llvm.getelementptr"(%105, %348) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %350 = "llvm.load"(%349) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %351 = "llvm.mul"(%47, %103) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %352 = "llvm.mul"(%222, %102) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %353 = "llvm.add"(%351, %352) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %354 = "llvm.add"(%353, %162) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %355 = "llvm.getelementptr"(%105, %354) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %356 = "llvm.load"(%355) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %357 = "llvm.mul"(%47, %103) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %358 = "llvm.mul"(%222, %102) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %359 = "llvm.add"(%357, %358) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %360 = "llvm.add"(%359, %184) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %361 = "llvm.getelementptr"(%105, %360) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %362 = "llvm.load"(%361) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %363 = "llvm.mul"(%47, %103) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %364 = "llvm.mul"(%222, %102) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %365 = "llvm.add"(%363, %364) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %366 = "llvm.add"(%365, %192) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %367 = "llvm.getelementptr"(%105, %366) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %368 = "llvm.load"(%367) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %369 = "llvm.mul"(%47, %103) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %370 = "llvm.mul"(%224, %102) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %371 = "llvm.add"(%369, %370) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %372 = "llvm.add"(%371, %154) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %373 = "llvm.getelementptr"(%105, %372) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %374 = "llvm.load"(%373) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %375 = "llvm.mul"(%47, %103) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %376 = "llvm.mul"(%224, %102) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %377 = "llvm.add"(%375, %376) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %378 = "llvm.add"(%377, %162) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %379 = "llvm.getelementptr"(%105, %378) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %380 = "llvm.load"(%379) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %381 = "llvm.mul"(%47, %103) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %382 = "llvm.mul"(%224, %102) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %383 = "llvm.add"(%381, %382) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %384 = "llvm.add"(%383, %184) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %385 = "llvm.getelementptr"(%105, %384) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %386 = "llvm.load"(%385) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %387 = "llvm.mul"(%47, %103) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %388 = "llvm.mul"(%224, %102) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %389 = "llvm.add"(%387, %388) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %390 = "llvm.add"(%389, %192) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %391 = "llvm.getelementptr"(%105, %390) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %392 = "llvm.load"(%391) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %393 = "llvm.mul"(%47, %103) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %394 = "llvm.mul"(%226, %102) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %395 = "llvm.add"(%393, %394) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %396 = "llvm.add"(%395, %154) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %397 = "llvm.getelementptr"(%105, %396) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %398 = "llvm.load"(%397) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %399 = "llvm.mul"(%47, %103) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %400 = "llvm.mul"(%226, %102) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %401 = "llvm.add"(%399, %400) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %402 = "llvm.add"(%401, %162) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %403 = "llvm.getelementptr"(%105, %402) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %404 = "llvm.load"(%403) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %405 = "llvm.mul"(%47, %103) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %406 = "llvm.mul"(%226, %102) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %407 = "llvm.add"(%405, %406) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %408 = "llvm.add"(%407, %184) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %409 = "llvm.getelementptr"(%105, %408) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %410 = "llvm.load"(%409) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %411 = "llvm.mul"(%47, %103) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %412 = "llvm.mul"(%226, %102) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %413 = "llvm.add"(%411, %412) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %414 = "llvm.add"(%413, %192) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %415 = "llvm.getelementptr"(%105, %414) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %416 = "llvm.load"(%415) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %417 = "llvm.mul"(%47, %103) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %418 = "llvm.mul"(%228, %102) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %419 = "llvm.add"(%417, %418) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %420 = "llvm.add"(%419, %154) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %421 = "llvm.getelementptr"(%105, %420) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %422 = "llvm.load"(%421) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %423 = "llvm.mul"(%47, %103) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %424 = "llvm.mul"(%228, %102) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %425 = "llvm.add"(%423, %424) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %426 = "llvm.add"(%425, %162) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %427 = "llvm.getelementptr"(%105, %426) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %428 = "llvm.load"(%427) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %429 = "llvm.mul"(%47, %103) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %430 = "llvm.mul"(%228, %102) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %431 = "llvm.add"(%429, %430) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %432 = "llvm.add"(%431, %184) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %433 = "llvm.getelementptr"(%105, %432) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %434 = "llvm.load"(%433) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %435 = "llvm.mul"(%47, %103) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %436 = "llvm.mul"(%228, %102) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %437 = "llvm.add"(%435, %436) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %438 = "llvm.add"(%437, %192) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %439 = "llvm.getelementptr"(%105, %438) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %440 = "llvm.load"(%439) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %441 = "llvm.mul"(%47, %103) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %442 = "llvm.mul"(%230, %102) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %443 = "llvm.add"(%441, %442) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %444 = "llvm.add"(%443, %154) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %445 = "llvm.getelementptr"(%105, %444) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %446 = "llvm.load"(%445) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %447 = "llvm.mul"(%47, %103) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %448 = "llvm.mul"(%230, %102) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %449 = "llvm.add"(%447, %448) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %450 = "llvm.add"(%449, %162) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %451 = "llvm.getelementptr"(%105, %450) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %452 = "llvm.load"(%451) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %453 = "llvm.mul"(%47, %103) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %454 = "llvm.mul"(%230, %102) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %455 = "llvm.add"(%453, %454) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %456 = "llvm.add"(%455, %184) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %457 = "llvm.getelementptr"(%105, %456) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %458 = "llvm.load"(%457) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %459 = "llvm.mul"(%47, %103) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %460 = "llvm.mul"(%230, %102) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %461 = "llvm.add"(%459, %460) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %462 = "llvm.add"(%461, %192) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %463 = "llvm.getelementptr"(%105, %462) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %464 = "llvm.load"(%463) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %465 = "llvm.mul"(%47, %103) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %466 = "llvm.mul"(%232, %102) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %467 = "llvm.add"(%465, %466) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %468 = "llvm.add"(%467, %154) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %469 = "llvm.getelementptr"(%105, %468) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %470 = "llvm.load"(%469) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %471 = "llvm.mul"(%47, %103) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %472 = "llvm.mul"(%232, %102) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %473 = "llvm.add"(%471, %472) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %474 = "llvm.add"(%473, %162) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %475 = "llvm.getelementptr"(%105, %474) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %476 = "llvm.load"(%475) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %477 = "llvm.mul"(%47, %103) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %478 = "llvm.mul"(%232, %102) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %479 = "llvm.add"(%477, %478) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %480 = "llvm.add"(%479, %184) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %481 = "llvm.getelementptr"(%105, %480) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %482 = "llvm.load"(%481) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %483 = "llvm.mul"(%47, %103) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %484 = "llvm.mul"(%232, %102) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %485 = "llvm.add"(%483, %484) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %486 = "llvm.add"(%485, %192) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %487 = "llvm.getelementptr"(%105, %486) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %488 = "llvm.load"(%487) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %489 = "llvm.mul"(%47, %103) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %490 = "llvm.mul"(%234, %102) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %491 = "llvm.add"(%489, %490) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %492 = "llvm.add"(%491, %154) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %493 = "llvm.getelementptr"(%105, %492) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %494 = "llvm.load"(%493) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %495 = "llvm.mul"(%47, %103) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %496 = "llvm.mul"(%234, %102) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %497 = "llvm.add"(%495, %496) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %498 = "llvm.add"(%497, %162) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %499 = "llvm.getelementptr"(%105, %498) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %500 = "llvm.load"(%499) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %501 = "llvm.mul"(%47, %103) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %502 = "llvm.mul"(%234, %102) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %503 = "llvm.add"(%501, %502) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %504 = "llvm.add"(%503, %184) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %505 = "llvm.getelementptr"(%105, %504) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %506 = "llvm.load"(%505) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %507 = "llvm.mul"(%47, %103) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %508 = "llvm.mul"(%234, %102) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %509 = "llvm.add"(%507, %508) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %510 = "llvm.add"(%509, %192) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %511 = "llvm.getelementptr"(%105, %510) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %512 = "llvm.load"(%511) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %513 = "llvm.extractelement"(%42, %47) : (vector<2xf32>, i64) -> f32
    %514 = "llvm.extractelement"(%42, %100) : (vector<2xf32>, i64) -> f32
    %515 = "llvm.extractelement"(%42, %47) : (vector<2xf32>, i64) -> f32
    %516 = "llvm.extractelement"(%42, %100) : (vector<2xf32>, i64) -> f32
    %517 = "nvvm.mma.sync"(%211, %213, %212, %214, %326, %332, %513, %514, %515, %516) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %518 = "llvm.extractvalue"(%517) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %519 = "llvm.extractvalue"(%517) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %520 = "llvm.insertelement"(%19, %518, %50) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %521 = "llvm.insertelement"(%520, %519, %39) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %522 = "llvm.extractvalue"(%517) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %523 = "llvm.extractvalue"(%517) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %524 = "llvm.insertelement"(%19, %522, %50) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %525 = "llvm.insertelement"(%524, %523, %39) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %526 = "llvm.extractelement"(%42, %47) : (vector<2xf32>, i64) -> f32
    %527 = "llvm.extractelement"(%42, %100) : (vector<2xf32>, i64) -> f32
    %528 = "llvm.extractelement"(%42, %47) : (vector<2xf32>, i64) -> f32
    %529 = "llvm.extractelement"(%42, %100) : (vector<2xf32>, i64) -> f32
    %530 = "nvvm.mma.sync"(%211, %213, %212, %214, %350, %356, %526, %527, %528, %529) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %531 = "llvm.extractvalue"(%530) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %532 = "llvm.extractvalue"(%530) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %533 = "llvm.insertelement"(%19, %531, %50) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %534 = "llvm.insertelement"(%533, %532, %39) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %535 = "llvm.extractvalue"(%530) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %536 = "llvm.extractvalue"(%530) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %537 = "llvm.insertelement"(%19, %535, %50) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %538 = "llvm.insertelement"(%537, %536, %39) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %539 = "llvm.extractelement"(%42, %47) : (vector<2xf32>, i64) -> f32
    %540 = "llvm.extractelement"(%42, %100) : (vector<2xf32>, i64) -> f32
    %541 = "llvm.extractelement"(%42, %47) : (vector<2xf32>, i64) -> f32
    %542 = "llvm.extractelement"(%42, %100) : (vector<2xf32>, i64) -> f32
    %543 = "nvvm.mma.sync"(%211, %213, %212, %214, %374, %380, %539, %540, %541, %542) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %544 = "llvm.extractvalue"(%543) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %545 = "llvm.extractvalue"(%543) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %546 = "llvm.insertelement"(%19, %544, %50) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %547 = "llvm.insertelement"(%546, %545, %39) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %548 = "llvm.extractvalue"(%543) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %549 = "llvm.extractvalue"(%543) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %550 = "llvm.insertelement"(%19, %548, %50) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %551 = "llvm.insertelement"(%550, %549, %39) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %552 = "llvm.extractelement"(%42, %47) : (vector<2xf32>, i64) -> f32
    %553 = "llvm.extractelement"(%42, %100) : (vector<2xf32>, i64) -> f32
    %554 = "llvm.extractelement"(%42, %47) : (vector<2xf32>, i64) -> f32
    %555 = "llvm.extractelement"(%42, %100) : (vector<2xf32>, i64) -> f32
    %556 = "nvvm.mma.sync"(%211, %213, %212, %214, %398, %404, %552, %553, %554, %555) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %557 = "llvm.extractvalue"(%556) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %558 = "llvm.extractvalue"(%556) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %559 = "llvm.insertelement"(%19, %557, %50) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %560 = "llvm.insertelement"(%559, %558, %39) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %561 = "llvm.extractvalue"(%556) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %562 = "llvm.extractvalue"(%556) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %563 = "llvm.insertelement"(%19, %561, %50) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %564 = "llvm.insertelement"(%563, %562, %39) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %565 = "llvm.extractelement"(%42, %47) : (vector<2xf32>, i64) -> f32
    %566 = "llvm.extractelement"(%42, %100) : (vector<2xf32>, i64) -> f32
    %567 = "llvm.extractelement"(%42, %47) : (vector<2xf32>, i64) -> f32
    %568 = "llvm.extractelement"(%42, %100) : (vector<2xf32>, i64) -> f32
    %569 = "nvvm.mma.sync"(%211, %213, %212, %214, %422, %428, %565, %566, %567, %568) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %570 = "llvm.extractvalue"(%569) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %571 = "llvm.extractvalue"(%569) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %572 = "llvm.insertelement"(%19, %570, %50) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %573 = "llvm.insertelement"(%572, %571, %39) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %574 = "llvm.extractvalue"(%569) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %575 = "llvm.extractvalue"(%569) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %576 = "llvm.insertelement"(%19, %574, %50) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %577 = "llvm.insertelement"(%576, %575, %39) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %578 = "llvm.extractelement"(%42, %47) : (vector<2xf32>, i64) -> f32
    %579 = "llvm.extractelement"(%42, %100) : (vector<2xf32>, i64) -> f32
    %580 = "llvm.extractelement"(%42, %47) : (vector<2xf32>, i64) -> f32
    %581 = "llvm.extractelement"(%42, %100) : (vector<2xf32>, i64) -> f32
    %582 = "nvvm.mma.sync"(%211, %213, %212, %214, %446, %452, %578, %579, %580, %581) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %583 = "llvm.extractvalue"(%582) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %584 = "llvm.extractvalue"(%582) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %585 = "llvm.insertelement"(%19, %583, %50) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %586 = "llvm.insertelement"(%585, %584, %39) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %587 = "llvm.extractvalue"(%582) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %588 = "llvm.extractvalue"(%582) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %589 = "llvm.insertelement"(%19, %587, %50) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %590 = "llvm.insertelement"(%589, %588, %39) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %591 = "llvm.extractelement"(%42, %47) : (vector<2xf32>, i64) -> f32
    %592 = "llvm.extractelement"(%42, %100) : (vector<2xf32>, i64) -> f32
    %593 = "llvm.extractelement"(%42, %47) : (vector<2xf32>, i64) -> f32
    %594 = "llvm.extractelement"(%42, %100) : (vector<2xf32>, i64) -> f32
    %595 = "nvvm.mma.sync"(%211, %213, %212, %214, %470, %476, %591, %592, %593, %594) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %596 = "llvm.extractvalue"(%595) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %597 = "llvm.extractvalue"(%595) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %598 = "llvm.insertelement"(%19, %596, %50) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %599 = "llvm.insertelement"(%598, %597, %39) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %600 = "llvm.extractvalue"(%595) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %601 = "llvm.extractvalue"(%595) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %602 = "llvm.insertelement"(%19, %600, %50) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %603 = "llvm.insertelement"(%602, %601, %39) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %604 = "llvm.extractelement"(%42, %47) : (vector<2xf32>, i64) -> f32
    %605 = "llvm.extractelement"(%42, %100) : (vector<2xf32>, i64) -> f32
    %606 = "llvm.extractelement"(%42, %47) : (vector<2xf32>, i64) -> f32
    %607 = "llvm.extractelement"(%42, %100) : (vector<2xf32>, i64) -> f32
    %608 = "nvvm.mma.sync"(%211, %213, %212, %214, %494, %500, %604, %605, %606, %607) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %609 = "llvm.extractvalue"(%608) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %610 = "llvm.extractvalue"(%608) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %611 = "llvm.insertelement"(%19, %609, %50) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %612 = "llvm.insertelement"(%611, %610, %39) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %613 = "llvm.extractvalue"(%608) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %614 = "llvm.extractvalue"(%608) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %615 = "llvm.insertelement"(%19, %613, %50) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %616 = "llvm.insertelement"(%615, %614, %39) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %617 = "llvm.extractelement"(%521, %47) : (vector<2xf32>, i64) -> f32
    %618 = "llvm.extractelement"(%521, %100) : (vector<2xf32>, i64) -> f32
    %619 = "llvm.extractelement"(%525, %47) : (vector<2xf32>, i64) -> f32
    %620 = "llvm.extractelement"(%525, %100) : (vector<2xf32>, i64) -> f32
    %621 = "nvvm.mma.sync"(%215, %217, %216, %218, %338, %344, %617, %618, %619, %620) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %622 = "llvm.extractvalue"(%621) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %623 = "llvm.extractvalue"(%621) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %624 = "llvm.insertelement"(%19, %622, %50) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %625 = "llvm.insertelement"(%624, %623, %39) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %626 = "llvm.extractvalue"(%621) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %627 = "llvm.extractvalue"(%621) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %628 = "llvm.insertelement"(%19, %626, %50) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %629 = "llvm.insertelement"(%628, %627, %39) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %630 = "llvm.extractelement"(%534, %47) : (vector<2xf32>, i64) -> f32
    %631 = "llvm.extractelement"(%534, %100) : (vector<2xf32>, i64) -> f32
    %632 = "llvm.extractelement"(%538, %47) : (vector<2xf32>, i64) -> f32
    %633 = "llvm.extractelement"(%538, %100) : (vector<2xf32>, i64) -> f32
    %634 = "nvvm.mma.sync"(%215, %217, %216, %218, %362, %368, %630, %631, %632, %633) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %635 = "llvm.extractvalue"(%634) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %636 = "llvm.extractvalue"(%634) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %637 = "llvm.insertelement"(%19, %635, %50) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %638 = "llvm.insertelement"(%637, %636, %39) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %639 = "llvm.extractvalue"(%634) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %640 = "llvm.extractvalue"(%634) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %641 = "llvm.insertelement"(%19, %639, %50) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %642 = "llvm.insertelement"(%641, %640, %39) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %643 = "llvm.extractelement"(%547, %47) : (vector<2xf32>, i64) -> f32
    %644 = "llvm.extractelement"(%547, %100) : (vector<2xf32>, i64) -> f32
    %645 = "llvm.extractelement"(%551, %47) : (vector<2xf32>, i64) -> f32
    %646 = "llvm.extractelement"(%551, %100) : (vector<2xf32>, i64) -> f32
    %647 = "nvvm.mma.sync"(%215, %217, %216, %218, %386, %392, %643, %644, %645, %646) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %648 = "llvm.extractvalue"(%647) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %649 = "llvm.extractvalue"(%647) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %650 = "llvm.insertelement"(%19, %648, %50) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %651 = "llvm.insertelement"(%650, %649, %39) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %652 = "llvm.extractvalue"(%647) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %653 = "llvm.extractvalue"(%647) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %654 = "llvm.insertelement"(%19, %652, %50) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %655 = "llvm.insertelement"(%654, %653, %39) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %656 = "llvm.extractelement"(%560, %47) : (vector<2xf32>, i64) -> f32
    %657 = "llvm.extractelement"(%560, %100) : (vector<2xf32>, i64) -> f32
    %658 = "llvm.extractelement"(%564, %47) : (vector<2xf32>, i64) -> f32
    %659 = "llvm.extractelement"(%564, %100) : (vector<2xf32>, i64) -> f32
    %660 = "nvvm.mma.sync"(%215, %217, %216, %218, %410, %416, %656, %657, %658, %659) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %661 = "llvm.extractvalue"(%660) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %662 = "llvm.extractvalue"(%660) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %663 = "llvm.insertelement"(%19, %661, %50) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %664 = "llvm.insertelement"(%663, %662, %39) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %665 = "llvm.extractvalue"(%660) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %666 = "llvm.extractvalue"(%660) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %667 = "llvm.insertelement"(%19, %665, %50) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %668 = "llvm.insertelement"(%667, %666, %39) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %669 = "llvm.extractelement"(%573, %47) : (vector<2xf32>, i64) -> f32
    %670 = "llvm.extractelement"(%573, %100) : (vector<2xf32>, i64) -> f32
    %671 = "llvm.extractelement"(%577, %47) : (vector<2xf32>, i64) -> f32
    %672 = "llvm.extractelement"(%577, %100) : (vector<2xf32>, i64) -> f32
    %673 = "nvvm.mma.sync"(%215, %217, %216, %218, %434, %440, %669, %670, %671, %672) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %674 = "llvm.extractvalue"(%673) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %675 = "llvm.extractvalue"(%673) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %676 = "llvm.insertelement"(%19, %674, %50) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %677 = "llvm.insertelement"(%676, %675, %39) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %678 = "llvm.extractvalue"(%673) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %679 = "llvm.extractvalue"(%673) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %680 = "llvm.insertelement"(%19, %678, %50) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %681 = "llvm.insertelement"(%680, %679, %39) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %682 = "llvm.extractelement"(%586, %47) : (vector<2xf32>, i64) -> f32
    %683 = "llvm.extractelement"(%586, %100) : (vector<2xf32>, i64) -> f32
    %684 = "llvm.extractelement"(%590, %47) : (vector<2xf32>, i64) -> f32
    %685 = "llvm.extractelement"(%590, %100) : (vector<2xf32>, i64) -> f32
    %686 = "nvvm.mma.sync"(%215, %217, %216, %218, %458, %464, %682, %683, %684, %685) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %687 = "llvm.extractvalue"(%686) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %688 = "llvm.extractvalue"(%686) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %689 = "llvm.insertelement"(%19, %687, %50) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %690 = "llvm.insertelement"(%689, %688, %39) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %691 = "llvm.extractvalue"(%686) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %692 = "llvm.extractvalue"(%686) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %693 = "llvm.insertelement"(%19, %691, %50) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %694 = "llvm.insertelement"(%693, %692, %39) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %695 = "llvm.extractelement"(%599, %47) : (vector<2xf32>, i64) -> f32
    %696 = "llvm.extractelement"(%599, %100) : (vector<2xf32>, i64) -> f32
    %697 = "llvm.extractelement"(%603, %47) : (vector<2xf32>, i64) -> f32
    %698 = "llvm.extractelement"(%603, %100) : (vector<2xf32>, i64) -> f32
    %699 = "nvvm.mma.sync"(%215, %217, %216, %218, %482, %488, %695, %696, %697, %698) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %700 = "llvm.extractvalue"(%699) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %701 = "llvm.extractvalue"(%699) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %702 = "llvm.insertelement"(%19, %700, %50) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %703 = "llvm.insertelement"(%702, %701, %39) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %704 = "llvm.extractvalue"(%699) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %705 = "llvm.extractvalue"(%699) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %706 = "llvm.insertelement"(%19, %704, %50) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %707 = "llvm.insertelement"(%706, %705, %39) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %708 = "llvm.extractelement"(%612, %47) : (vector<2xf32>, i64) -> f32
    %709 = "llvm.extractelement"(%612, %100) : (vector<2xf32>, i64) -> f32
    %710 = "llvm.extractelement"(%616, %47) : (vector<2xf32>, i64) -> f32
    %711 = "llvm.extractelement"(%616, %100) : (vector<2xf32>, i64) -> f32
    %712 = "nvvm.mma.sync"(%215, %217, %216, %218, %506, %512, %708, %709, %710, %711) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %713 = "llvm.extractvalue"(%712) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %714 = "llvm.extractvalue"(%712) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %715 = "llvm.insertelement"(%19, %713, %50) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %716 = "llvm.insertelement"(%715, %714, %39) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %717 = "llvm.extractvalue"(%712) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %718 = "llvm.extractvalue"(%712) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %719 = "llvm.insertelement"(%19, %717, %50) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %720 = "llvm.insertelement"(%719, %718, %39) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %721 = "llvm.extractelement"(%625, %47) : (vector<2xf32>, i64) -> f32
    %722 = "llvm.extractelement"(%625, %100) : (vector<2xf32>, i64) -> f32
    %723 = "llvm.extractelement"(%638, %47) : (vector<2xf32>, i64) -> f32
    %724 = "llvm.extractelement"(%638, %100) : (vector<2xf32>, i64) -> f32
    %725 = "llvm.extractelement"(%651, %47) : (vector<2xf32>, i64) -> f32
    %726 = "llvm.extractelement"(%651, %100) : (vector<2xf32>, i64) -> f32
    %727 = "llvm.extractelement"(%664, %47) : (vector<2xf32>, i64) -> f32
    %728 = "llvm.extractelement"(%664, %100) : (vector<2xf32>, i64) -> f32
    %729 = "llvm.extractelement"(%677, %47) : (vector<2xf32>, i64) -> f32
    %730 = "llvm.extractelement"(%677, %100) : (vector<2xf32>, i64) -> f32
    %731 = "llvm.extractelement"(%690, %47) : (vector<2xf32>, i64) -> f32
    %732 = "llvm.extractelement"(%690, %100) : (vector<2xf32>, i64) -> f32
    %733 = "llvm.extractelement"(%703, %47) : (vector<2xf32>, i64) -> f32
    %734 = "llvm.extractelement"(%703, %100) : (vector<2xf32>, i64) -> f32
    %735 = "llvm.extractelement"(%716, %47) : (vector<2xf32>, i64) -> f32
    %736 = "llvm.extractelement"(%716, %100) : (vector<2xf32>, i64) -> f32
    %737 = "llvm.extractelement"(%629, %47) : (vector<2xf32>, i64) -> f32
    %738 = "llvm.extractelement"(%629, %100) : (vector<2xf32>, i64) -> f32
    %739 = "llvm.extractelement"(%642, %47) : (vector<2xf32>, i64) -> f32
    %740 = "llvm.extractelement"(%642, %100) : (vector<2xf32>, i64) -> f32
    %741 = "llvm.extractelement"(%655, %47) : (vector<2xf32>, i64) -> f32
    %742 = "llvm.extractelement"(%655, %100) : (vector<2xf32>, i64) -> f32
    %743 = "llvm.extractelement"(%668, %47) : (vector<2xf32>, i64) -> f32
    %744 = "llvm.extractelement"(%668, %100) : (vector<2xf32>, i64) -> f32
    %745 = "llvm.extractelement"(%681, %47) : (vector<2xf32>, i64) -> f32
    %746 = "llvm.extractelement"(%681, %100) : (vector<2xf32>, i64) -> f32
    %747 = "llvm.extractelement"(%694, %47) : (vector<2xf32>, i64) -> f32
    %748 = "llvm.extractelement"(%694, %100) : (vector<2xf32>, i64) -> f32
    %749 = "llvm.extractelement"(%707, %47) : (vector<2xf32>, i64) -> f32
    %750 = "llvm.extractelement"(%707, %100) : (vector<2xf32>, i64) -> f32
    %751 = "llvm.extractelement"(%720, %47) : (vector<2xf32>, i64) -> f32
    %752 = "llvm.extractelement"(%720, %100) : (vector<2xf32>, i64) -> f32
    %753 = "llvm.insertelement"(%18, %721, %47) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %754 = "llvm.insertelement"(%753, %722, %100) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %755 = "llvm.insertelement"(%754, %723, %26) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %756 = "llvm.insertelement"(%755, %724, %17) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %757 = "llvm.insertelement"(%756, %725, %16) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %758 = "llvm.insertelement"(%757, %726, %15) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %759 = "llvm.insertelement"(%758, %727, %14) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %760 = "llvm.insertelement"(%759, %728, %13) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %761 = "llvm.insertelement"(%760, %729, %12) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %762 = "llvm.insertelement"(%761, %730, %11) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %763 = "llvm.insertelement"(%762, %731, %10) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %764 = "llvm.insertelement"(%763, %732, %9) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %765 = "llvm.insertelement"(%764, %733, %8) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %766 = "llvm.insertelement"(%765, %734, %7) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %767 = "llvm.insertelement"(%766, %735, %6) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %768 = "llvm.insertelement"(%767, %736, %5) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %769 = "llvm.insertelement"(%18, %737, %47) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %770 = "llvm.insertelement"(%769, %738, %100) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %771 = "llvm.insertelement"(%770, %739, %26) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %772 = "llvm.insertelement"(%771, %740, %17) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %773 = "llvm.insertelement"(%772, %741, %16) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %774 = "llvm.insertelement"(%773, %742, %15) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %775 = "llvm.insertelement"(%774, %743, %14) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %776 = "llvm.insertelement"(%775, %744, %13) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %777 = "llvm.insertelement"(%776, %745, %12) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %778 = "llvm.insertelement"(%777, %746, %11) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %779 = "llvm.insertelement"(%778, %747, %10) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %780 = "llvm.insertelement"(%779, %748, %9) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %781 = "llvm.insertelement"(%780, %749, %8) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %782 = "llvm.insertelement"(%781, %750, %7) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %783 = "llvm.insertelement"(%782, %751, %6) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %784 = "llvm.insertelement"(%783, %752, %5) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %785 = "llvm.intr.vector.reduce.fmaximum"(%768) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<16xf32>) -> f32
    %786 = "llvm.intr.maximum"(%785, %48) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
    %787 = "llvm.intr.vector.reduce.fmaximum"(%784) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<16xf32>) -> f32
    %788 = "llvm.intr.maximum"(%787, %48) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
    %789 = "llvm.sub"(%40, %40) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %790 = "llvm.lshr"(%4, %789) : (i32, i32) -> i32
    %791 = "llvm.sub"(%40, %39) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %792 = "nvvm.shfl.sync"(%790, %786, %39, %791) <{kind = #nvvm.shfl_kind<bfly>}> : (i32, f32, i32, i32) -> f32
    %793 = "llvm.intr.maximum"(%786, %792) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
    %794 = "llvm.sub"(%40, %40) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %795 = "llvm.lshr"(%4, %794) : (i32, i32) -> i32
    %796 = "llvm.sub"(%40, %39) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %797 = "nvvm.shfl.sync"(%795, %793, %41, %796) <{kind = #nvvm.shfl_kind<bfly>}> : (i32, f32, i32, i32) -> f32
    %798 = "llvm.intr.maximum"(%793, %797) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
    %799 = "llvm.sub"(%40, %40) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %800 = "llvm.lshr"(%4, %799) : (i32, i32) -> i32
    %801 = "llvm.sub"(%40, %39) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %802 = "nvvm.shfl.sync"(%800, %788, %39, %801) <{kind = #nvvm.shfl_kind<bfly>}> : (i32, f32, i32, i32) -> f32
    %803 = "llvm.intr.maximum"(%788, %802) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
    %804 = "llvm.sub"(%40, %40) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %805 = "llvm.lshr"(%4, %804) : (i32, i32) -> i32
    %806 = "llvm.sub"(%40, %39) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %807 = "nvvm.shfl.sync"(%805, %803, %41, %806) <{kind = #nvvm.shfl_kind<bfly>}> : (i32, f32, i32, i32) -> f32
    %808 = "llvm.intr.maximum"(%803, %807) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
    %809 = "llvm.insertelement"(%3, %798, %50) : (vector<1xf32>, f32, i32) -> vector<1xf32>
    %810 = "llvm.insertelement"(%3, %808, %50) : (vector<1xf32>, f32, i32) -> vector<1xf32>
    %811 = "llvm.intr.maximum"(%809, %270) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<1xf32>, vector<1xf32>) -> vector<1xf32>
    %812 = "llvm.intr.maximum"(%810, %271) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<1xf32>, vector<1xf32>) -> vector<1xf32>
    %813 = "llvm.fsub"(%270, %811) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<1xf32>, vector<1xf32>) -> vector<1xf32>
    %814 = "llvm.fsub"(%271, %812) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<1xf32>, vector<1xf32>) -> vector<1xf32>
    %815 = "llvm.fmul"(%813, %67) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<1xf32>, vector<1xf32>) -> vector<1xf32>
    %816 = "llvm.fcmp"(%815, %77) <{fastmathFlags = #llvm.fastmath<none>, predicate = 10 : i64}> : (vector<1xf32>, vector<1xf32>) -> vector<1xi1>
    %817 = "llvm.select"(%816, %815, %77) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<1xi1>, vector<1xf32>, vector<1xf32>) -> vector<1xf32>
    %818 = "llvm.fcmp"(%817, %78) <{fastmathFlags = #llvm.fastmath<none>, predicate = 12 : i64}> : (vector<1xf32>, vector<1xf32>) -> vector<1xi1>
    %819 = "llvm.select"(%818, %817, %78) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<1xi1>, vector<1xf32>, vector<1xf32>) -> vector<1xf32>
    %820 = "llvm.extractelement"(%819, %47) : (vector<1xf32>, i64) -> f32
    %821 = "llvm.extractelement"(%69, %47) : (vector<1xf32>, i64) -> f32
    %822 = "llvm.extractelement"(%68, %47) : (vector<1xf32>, i64) -> f32
    %823 = "llvm.call"(%820, %821, %822) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %824 = "llvm.insertelement"(%3, %823, %47) : (vector<1xf32>, f32, i64) -> vector<1xf32>
    %825 = "llvm.extractelement"(%824, %47) : (vector<1xf32>, i64) -> f32
    %826 = "llvm.call"(%825) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_floorf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (f32) -> f32
    %827 = "llvm.insertelement"(%3, %826, %47) : (vector<1xf32>, f32, i64) -> vector<1xf32>
    %828 = "llvm.fcmp"(%827, %79) <{fastmathFlags = #llvm.fastmath<none>, predicate = 10 : i64}> : (vector<1xf32>, vector<1xf32>) -> vector<1xi1>
    %829 = "llvm.select"(%828, %827, %79) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<1xi1>, vector<1xf32>, vector<1xf32>) -> vector<1xf32>
    %830 = "llvm.fcmp"(%829, %80) <{fastmathFlags = #llvm.fastmath<none>, predicate = 12 : i64}> : (vector<1xf32>, vector<1xf32>) -> vector<1xi1>
    %831 = "llvm.select"(%830, %829, %80) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<1xi1>, vector<1xf32>, vector<1xf32>) -> vector<1xf32>
    %832 = "llvm.extractelement"(%70, %47) : (vector<1xf32>, i64) -> f32
    %833 = "llvm.extractelement"(%831, %47) : (vector<1xf32>, i64) -> f32
    %834 = "llvm.extractelement"(%819, %47) : (vector<1xf32>, i64) -> f32
    %835 = "llvm.call"(%832, %833, %834) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %836 = "llvm.insertelement"(%3, %835, %47) : (vector<1xf32>, f32, i64) -> vector<1xf32>
    %837 = "llvm.extractelement"(%71, %47) : (vector<1xf32>, i64) -> f32
    %838 = "llvm.extractelement"(%831, %47) : (vector<1xf32>, i64) -> f32
    %839 = "llvm.extractelement"(%836, %47) : (vector<1xf32>, i64) -> f32
    %840 = "llvm.call"(%837, %838, %839) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %841 = "llvm.insertelement"(%3, %840, %47) : (vector<1xf32>, f32, i64) -> vector<1xf32>
    %842 = "llvm.extractelement"(%841, %47) : (vector<1xf32>, i64) -> f32
    %843 = "llvm.extractelement"(%72, %47) : (vector<1xf32>, i64) -> f32
    %844 = "llvm.extractelement"(%73, %47) : (vector<1xf32>, i64) -> f32
    %845 = "llvm.call"(%842, %843, %844) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %846 = "llvm.insertelement"(%3, %845, %47) : (vector<1xf32>, f32, i64) -> vector<1xf32>
    %847 = "llvm.extractelement"(%846, %47) : (vector<1xf32>, i64) -> f32
    %848 = "llvm.extractelement"(%841, %47) : (vector<1xf32>, i64) -> f32
    %849 = "llvm.extractelement"(%74, %47) : (vector<1xf32>, i64) -> f32
    %850 = "llvm.call"(%847, %848, %849) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %851 = "llvm.insertelement"(%3, %850, %47) : (vector<1xf32>, f32, i64) -> vector<1xf32>
    %852 = "llvm.extractelement"(%851, %47) : (vector<1xf32>, i64) -> f32
    %853 = "llvm.extractelement"(%841, %47) : (vector<1xf32>, i64) -> f32
    %854 = "llvm.extractelement"(%75, %47) : (vector<1xf32>, i64) -> f32
    %855 = "llvm.call"(%852, %853, %854) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %856 = "llvm.insertelement"(%3, %855, %47) : (vector<1xf32>, f32, i64) -> vector<1xf32>
    %857 = "llvm.extractelement"(%856, %47) : (vector<1xf32>, i64) -> f32
    %858 = "llvm.extractelement"(%841, %47) : (vector<1xf32>, i64) -> f32
    %859 = "llvm.extractelement"(%76, %47) : (vector<1xf32>, i64) -> f32
    %860 = "llvm.call"(%857, %858, %859) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %861 = "llvm.insertelement"(%3, %860, %47) : (vector<1xf32>, f32, i64) -> vector<1xf32>
    %862 = "llvm.extractelement"(%861, %47) : (vector<1xf32>, i64) -> f32
    %863 = "llvm.extractelement"(%841, %47) : (vector<1xf32>, i64) -> f32
    %864 = "llvm.extractelement"(%68, %47) : (vector<1xf32>, i64) -> f32
    %865 = "llvm.call"(%862, %863, %864) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %866 = "llvm.insertelement"(%3, %865, %47) : (vector<1xf32>, f32, i64) -> vector<1xf32>
    %867 = "llvm.fmul"(%841, %841) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<1xf32>, vector<1xf32>) -> vector<1xf32>
    %868 = "llvm.extractelement"(%866, %47) : (vector<1xf32>, i64) -> f32
    %869 = "llvm.extractelement"(%867, %47) : (vector<1xf32>, i64) -> f32
    %870 = "llvm.extractelement"(%841, %47) : (vector<1xf32>, i64) -> f32
    %871 = "llvm.call"(%868, %869, %870) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %872 = "llvm.insertelement"(%3, %871, %47) : (vector<1xf32>, f32, i64) -> vector<1xf32>
    %873 = "llvm.fadd"(%872, %43) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<1xf32>, vector<1xf32>) -> vector<1xf32>
    %874 = "llvm.fptosi"(%831) : (vector<1xf32>) -> vector<1xi32>
    %875 = "llvm.add"(%874, %82) <{overflowFlags = 0 : i32}> : (vector<1xi32>, vector<1xi32>) -> vector<1xi32>
    %876 = "llvm.shl"(%875, %81) <{overflowFlags = 0 : i32}> : (vector<1xi32>, vector<1xi32>) -> vector<1xi32>
    %877 = "llvm.bitcast"(%876) : (vector<1xi32>) -> vector<1xf32>
    %878 = "llvm.fmul"(%873, %877) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<1xf32>, vector<1xf32>) -> vector<1xf32>
    %879 = "llvm.fmul"(%814, %67) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<1xf32>, vector<1xf32>) -> vector<1xf32>
    %880 = "llvm.fcmp"(%879, %77) <{fastmathFlags = #llvm.fastmath<none>, predicate = 10 : i64}> : (vector<1xf32>, vector<1xf32>) -> vector<1xi1>
    %881 = "llvm.select"(%880, %879, %77) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<1xi1>, vector<1xf32>, vector<1xf32>) -> vector<1xf32>
    %882 = "llvm.fcmp"(%881, %78) <{fastmathFlags = #llvm.fastmath<none>, predicate = 12 : i64}> : (vector<1xf32>, vector<1xf32>) -> vector<1xi1>
    %883 = "llvm.select"(%882, %881, %78) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<1xi1>, vector<1xf32>, vector<1xf32>) -> vector<1xf32>
    %884 = "llvm.extractelement"(%883, %47) : (vector<1xf32>, i64) -> f32
    %885 = "llvm.extractelement"(%69, %47) : (vector<1xf32>, i64) -> f32
    %886 = "llvm.extractelement"(%68, %47) : (vector<1xf32>, i64) -> f32
    %887 = "llvm.call"(%884, %885, %886) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %888 = "llvm.insertelement"(%3, %887, %47) : (vector<1xf32>, f32, i64) -> vector<1xf32>
    %889 = "llvm.extractelement"(%888, %47) : (vector<1xf32>, i64) -> f32
    %890 = "llvm.call"(%889) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_floorf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (f32) -> f32
    %891 = "llvm.insertelement"(%3, %890, %47) : (vector<1xf32>, f32, i64) -> vector<1xf32>
    %892 = "llvm.fcmp"(%891, %79) <{fastmathFlags = #llvm.fastmath<none>, predicate = 10 : i64}> : (vector<1xf32>, vector<1xf32>) -> vector<1xi1>
    %893 = "llvm.select"(%892, %891, %79) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<1xi1>, vector<1xf32>, vector<1xf32>) -> vector<1xf32>
    %894 = "llvm.fcmp"(%893, %80) <{fastmathFlags = #llvm.fastmath<none>, predicate = 12 : i64}> : (vector<1xf32>, vector<1xf32>) -> vector<1xi1>
    %895 = "llvm.select"(%894, %893, %80) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<1xi1>, vector<1xf32>, vector<1xf32>) -> vector<1xf32>
    %896 = "llvm.extractelement"(%70, %47) : (vector<1xf32>, i64) -> f32
    %897 = "llvm.extractelement"(%895, %47) : (vector<1xf32>, i64) -> f32
    %898 = "llvm.extractelement"(%883, %47) : (vector<1xf32>, i64) -> f32
    %899 = "llvm.call"(%896, %897, %898) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %900 = "llvm.insertelement"(%3, %899, %47) : (vector<1xf32>, f32, i64) -> vector<1xf32>
    %901 = "llvm.extractelement"(%71, %47) : (vector<1xf32>, i64) -> f32
    %902 = "llvm.extractelement"(%895, %47) : (vector<1xf32>, i64) -> f32
    %903 = "llvm.extractelement"(%900, %47) : (vector<1xf32>, i64) -> f32
    %904 = "llvm.call"(%901, %902, %903) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %905 = "llvm.insertelement"(%3, %904, %47) : (vector<1xf32>, f32, i64) -> vector<1xf32>
    %906 = "llvm.extractelement"(%905, %47) : (vector<1xf32>, i64) -> f32
    %907 = "llvm.extractelement"(%72, %47) : (vector<1xf32>, i64) -> f32
    %908 = "llvm.extractelement"(%73, %47) : (vector<1xf32>, i64) -> f32
    %909 = "llvm.call"(%906, %907, %908) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %910 = "llvm.insertelement"(%3, %909, %47) : (vector<1xf32>, f32, i64) -> vector<1xf32>
    %911 = "llvm.extractelement"(%910, %47) : (vector<1xf32>, i64) -> f32
    %912 = "llvm.extractelement"(%905, %47) : (vector<1xf32>, i64) -> f32
    %913 = "llvm.extractelement"(%74, %47) : (vector<1xf32>, i64) -> f32
    %914 = "llvm.call"(%911, %912, %913) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %915 = "llvm.insertelement"(%3, %914, %47) : (vector<1xf32>, f32, i64) -> vector<1xf32>
    %916 = "llvm.extractelement"(%915, %47) : (vector<1xf32>, i64) -> f32
    %917 = "llvm.extractelement"(%905, %47) : (vector<1xf32>, i64) -> f32
    %918 = "llvm.extractelement"(%75, %47) : (vector<1xf32>, i64) -> f32
    %919 = "llvm.call"(%916, %917, %918) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %920 = "llvm.insertelement"(%3, %919, %47) : (vector<1xf32>, f32, i64) -> vector<1xf32>
    %921 = "llvm.extractelement"(%920, %47) : (vector<1xf32>, i64) -> f32
    %922 = "llvm.extractelement"(%905, %47) : (vector<1xf32>, i64) -> f32
    %923 = "llvm.extractelement"(%76, %47) : (vector<1xf32>, i64) -> f32
    %924 = "llvm.call"(%921, %922, %923) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %925 = "llvm.insertelement"(%3, %924, %47) : (vector<1xf32>, f32, i64) -> vector<1xf32>
    %926 = "llvm.extractelement"(%925, %47) : (vector<1xf32>, i64) -> f32
    %927 = "llvm.extractelement"(%905, %47) : (vector<1xf32>, i64) -> f32
    %928 = "llvm.extractelement"(%68, %47) : (vector<1xf32>, i64) -> f32
    %929 = "llvm.call"(%926, %927, %928) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %930 = "llvm.insertelement"(%3, %929, %47) : (vector<1xf32>, f32, i64) -> vector<1xf32>
    %931 = "llvm.fmul"(%905, %905) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<1xf32>, vector<1xf32>) -> vector<1xf32>
    %932 = "llvm.extractelement"(%930, %47) : (vector<1xf32>, i64) -> f32
    %933 = "llvm.extractelement"(%931, %47) : (vector<1xf32>, i64) -> f32
    %934 = "llvm.extractelement"(%905, %47) : (vector<1xf32>, i64) -> f32
    %935 = "llvm.call"(%932, %933, %934) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %936 = "llvm.insertelement"(%3, %935, %47) : (vector<1xf32>, f32, i64) -> vector<1xf32>
    %937 = "llvm.fadd"(%936, %43) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<1xf32>, vector<1xf32>) -> vector<1xf32>
    %938 = "llvm.fptosi"(%895) : (vector<1xf32>) -> vector<1xi32>
    %939 = "llvm.add"(%938, %82) <{overflowFlags = 0 : i32}> : (vector<1xi32>, vector<1xi32>) -> vector<1xi32>
    %940 = "llvm.shl"(%939, %81) <{overflowFlags = 0 : i32}> : (vector<1xi32>, vector<1xi32>) -> vector<1xi32>
    %941 = "llvm.bitcast"(%940) : (vector<1xi32>) -> vector<1xf32>
    %942 = "llvm.fmul"(%937, %941) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<1xf32>, vector<1xf32>) -> vector<1xf32>
    %943 = "llvm.fmul"(%878, %268) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<1xf32>, vector<1xf32>) -> vector<1xf32>
    %944 = "llvm.fmul"(%942, %269) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<1xf32>, vector<1xf32>) -> vector<1xf32>
    %945 = "llvm.extractelement"(%811, %47) : (vector<1xf32>, i64) -> f32
    %946 = "llvm.extractelement"(%812, %47) : (vector<1xf32>, i64) -> f32
    %947 = "llvm.insertelement"(%19, %945, %50) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %948 = "llvm.shufflevector"(%947, %19) <{mask = array<i32: 0, 0>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %949 = "llvm.insertelement"(%19, %946, %50) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %950 = "llvm.shufflevector"(%949, %19) <{mask = array<i32: 0, 0>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %951 = "llvm.fsub"(%625, %948) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %952 = "llvm.fsub"(%629, %950) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %953 = "llvm.fsub"(%638, %948) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %954 = "llvm.fsub"(%642, %950) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %955 = "llvm.fsub"(%651, %948) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %956 = "llvm.fsub"(%655, %950) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %957 = "llvm.fsub"(%664, %948) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %958 = "llvm.fsub"(%668, %950) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %959 = "llvm.fsub"(%677, %948) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %960 = "llvm.fsub"(%681, %950) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %961 = "llvm.fsub"(%690, %948) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %962 = "llvm.fsub"(%694, %950) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %963 = "llvm.fsub"(%703, %948) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %964 = "llvm.fsub"(%707, %950) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %965 = "llvm.fsub"(%716, %948) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %966 = "llvm.fsub"(%720, %950) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %967 = "llvm.fmul"(%951, %83) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %968 = "llvm.fcmp"(%967, %94) <{fastmathFlags = #llvm.fastmath<none>, predicate = 10 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
    %969 = "llvm.select"(%968, %967, %94) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %970 = "llvm.fcmp"(%969, %95) <{fastmathFlags = #llvm.fastmath<none>, predicate = 12 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
    %971 = "llvm.select"(%970, %969, %95) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %972 = "llvm.extractelement"(%971, %47) : (vector<2xf32>, i64) -> f32
    %973 = "llvm.extractelement"(%86, %47) : (vector<2xf32>, i64) -> f32
    %974 = "llvm.extractelement"(%84, %47) : (vector<2xf32>, i64) -> f32
    %975 = "llvm.call"(%972, %973, %974) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %976 = "llvm.insertelement"(%19, %975, %47) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %977 = "llvm.extractelement"(%971, %100) : (vector<2xf32>, i64) -> f32
    %978 = "llvm.extractelement"(%86, %100) : (vector<2xf32>, i64) -> f32
    %979 = "llvm.extractelement"(%84, %100) : (vector<2xf32>, i64) -> f32
    %980 = "llvm.call"(%977, %978, %979) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %981 = "llvm.insertelement"(%976, %980, %100) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %982 = "llvm.extractelement"(%981, %47) : (vector<2xf32>, i64) -> f32
    %983 = "llvm.call"(%982) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_floorf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (f32) -> f32
    %984 = "llvm.insertelement"(%19, %983, %47) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %985 = "llvm.extractelement"(%981, %100) : (vector<2xf32>, i64) -> f32
    %986 = "llvm.call"(%985) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_floorf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (f32) -> f32
    %987 = "llvm.insertelement"(%984, %986, %100) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %988 = "llvm.fcmp"(%987, %96) <{fastmathFlags = #llvm.fastmath<none>, predicate = 10 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
    %989 = "llvm.select"(%988, %987, %96) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %990 = "llvm.fcmp"(%989, %97) <{fastmathFlags = #llvm.fastmath<none>, predicate = 12 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
    %991 = "llvm.select"(%990, %989, %97) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %992 = "llvm.extractelement"(%87, %47) : (vector<2xf32>, i64) -> f32
    %993 = "llvm.extractelement"(%991, %47) : (vector<2xf32>, i64) -> f32
    %994 = "llvm.extractelement"(%971, %47) : (vector<2xf32>, i64) -> f32
    %995 = "llvm.call"(%992, %993, %994) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %996 = "llvm.insertelement"(%19, %995, %47) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %997 = "llvm.extractelement"(%87, %100) : (vector<2xf32>, i64) -> f32
    %998 = "llvm.extractelement"(%991, %100) : (vector<2xf32>, i64) -> f32
    %999 = "llvm.extractelement"(%971, %100) : (vector<2xf32>, i64) -> f32
    %1000 = "llvm.call"(%997, %998, %999) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1001 = "llvm.insertelement"(%996, %1000, %100) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1002 = "llvm.extractelement"(%88, %47) : (vector<2xf32>, i64) -> f32
    %1003 = "llvm.extractelement"(%991, %47) : (vector<2xf32>, i64) -> f32
    %1004 = "llvm.extractelement"(%1001, %47) : (vector<2xf32>, i64) -> f32
    %1005 = "llvm.call"(%1002, %1003, %1004) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1006 = "llvm.insertelement"(%19, %1005, %47) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1007 = "llvm.extractelement"(%88, %100) : (vector<2xf32>, i64) -> f32
    %1008 = "llvm.extractelement"(%991, %100) : (vector<2xf32>, i64) -> f32
    %1009 = "llvm.extractelement"(%1001, %100) : (vector<2xf32>, i64) -> f32
    %1010 = "llvm.call"(%1007, %1008, %1009) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1011 = "llvm.insertelement"(%1006, %1010, %100) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1012 = "llvm.extractelement"(%1011, %47) : (vector<2xf32>, i64) -> f32
    %1013 = "llvm.extractelement"(%89, %47) : (vector<2xf32>, i64) -> f32
    %1014 = "llvm.extractelement"(%90, %47) : (vector<2xf32>, i64) -> f32
    %1015 = "llvm.call"(%1012, %1013, %1014) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1016 = "llvm.insertelement"(%19, %1015, %47) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1017 = "llvm.extractelement"(%1011, %100) : (vector<2xf32>, i64) -> f32
    %1018 = "llvm.extractelement"(%89, %100) : (vector<2xf32>, i64) -> f32
    %1019 = "llvm.extractelement"(%90, %100) : (vector<2xf32>, i64) -> f32
    %1020 = "llvm.call"(%1017, %1018, %1019) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1021 = "llvm.insertelement"(%1016, %1020, %100) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1022 = "llvm.extractelement"(%1021, %47) : (vector<2xf32>, i64) -> f32
    %1023 = "llvm.extractelement"(%1011, %47) : (vector<2xf32>, i64) -> f32
    %1024 = "llvm.extractelement"(%91, %47) : (vector<2xf32>, i64) -> f32
    %1025 = "llvm.call"(%1022, %1023, %1024) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1026 = "llvm.insertelement"(%19, %1025, %47) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1027 = "llvm.extractelement"(%1021, %100) : (vector<2xf32>, i64) -> f32
    %1028 = "llvm.extractelement"(%1011, %100) : (vector<2xf32>, i64) -> f32
    %1029 = "llvm.extractelement"(%91, %100) : (vector<2xf32>, i64) -> f32
    %1030 = "llvm.call"(%1027, %1028, %1029) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1031 = "llvm.insertelement"(%1026, %1030, %100) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1032 = "llvm.extractelement"(%1031, %47) : (vector<2xf32>, i64) -> f32
    %1033 = "llvm.extractelement"(%1011, %47) : (vector<2xf32>, i64) -> f32
    %1034 = "llvm.extractelement"(%92, %47) : (vector<2xf32>, i64) -> f32
    %1035 = "llvm.call"(%1032, %1033, %1034) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1036 = "llvm.insertelement"(%19, %1035, %47) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1037 = "llvm.extractelement"(%1031, %100) : (vector<2xf32>, i64) -> f32
    %1038 = "llvm.extractelement"(%1011, %100) : (vector<2xf32>, i64) -> f32
    %1039 = "llvm.extractelement"(%92, %100) : (vector<2xf32>, i64) -> f32
    %1040 = "llvm.call"(%1037, %1038, %1039) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1041 = "llvm.insertelement"(%1036, %1040, %100) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1042 = "llvm.extractelement"(%1041, %47) : (vector<2xf32>, i64) -> f32
    %1043 = "llvm.extractelement"(%1011, %47) : (vector<2xf32>, i64) -> f32
    %1044 = "llvm.extractelement"(%93, %47) : (vector<2xf32>, i64) -> f32
    %1045 = "llvm.call"(%1042, %1043, %1044) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1046 = "llvm.insertelement"(%19, %1045, %47) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1047 = "llvm.extractelement"(%1041, %100) : (vector<2xf32>, i64) -> f32
    %1048 = "llvm.extractelement"(%1011, %100) : (vector<2xf32>, i64) -> f32
    %1049 = "llvm.extractelement"(%93, %100) : (vector<2xf32>, i64) -> f32
    %1050 = "llvm.call"(%1047, %1048, %1049) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1051 = "llvm.insertelement"(%1046, %1050, %100) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1052 = "llvm.extractelement"(%1051, %47) : (vector<2xf32>, i64) -> f32
    %1053 = "llvm.extractelement"(%1011, %47) : (vector<2xf32>, i64) -> f32
    %1054 = "llvm.extractelement"(%84, %47) : (vector<2xf32>, i64) -> f32
    %1055 = "llvm.call"(%1052, %1053, %1054) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1056 = "llvm.insertelement"(%19, %1055, %47) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1057 = "llvm.extractelement"(%1051, %100) : (vector<2xf32>, i64) -> f32
    %1058 = "llvm.extractelement"(%1011, %100) : (vector<2xf32>, i64) -> f32
    %1059 = "llvm.extractelement"(%84, %100) : (vector<2xf32>, i64) -> f32
    %1060 = "llvm.call"(%1057, %1058, %1059) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1061 = "llvm.insertelement"(%1056, %1060, %100) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1062 = "llvm.fmul"(%1011, %1011) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %1063 = "llvm.extractelement"(%1061, %47) : (vector<2xf32>, i64) -> f32
    %1064 = "llvm.extractelement"(%1062, %47) : (vector<2xf32>, i64) -> f32
    %1065 = "llvm.extractelement"(%1011, %47) : (vector<2xf32>, i64) -> f32
    %1066 = "llvm.call"(%1063, %1064, %1065) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1067 = "llvm.insertelement"(%19, %1066, %47) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1068 = "llvm.extractelement"(%1061, %100) : (vector<2xf32>, i64) -> f32
    %1069 = "llvm.extractelement"(%1062, %100) : (vector<2xf32>, i64) -> f32
    %1070 = "llvm.extractelement"(%1011, %100) : (vector<2xf32>, i64) -> f32
    %1071 = "llvm.call"(%1068, %1069, %1070) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1072 = "llvm.insertelement"(%1067, %1071, %100) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1073 = "llvm.fadd"(%1072, %85) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %1074 = "llvm.fptosi"(%991) : (vector<2xf32>) -> vector<2xi32>
    %1075 = "llvm.add"(%1074, %99) <{overflowFlags = 0 : i32}> : (vector<2xi32>, vector<2xi32>) -> vector<2xi32>
    %1076 = "llvm.shl"(%1075, %98) <{overflowFlags = 0 : i32}> : (vector<2xi32>, vector<2xi32>) -> vector<2xi32>
    %1077 = "llvm.bitcast"(%1076) : (vector<2xi32>) -> vector<2xf32>
    %1078 = "llvm.fmul"(%1073, %1077) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %1079 = "llvm.fmul"(%952, %83) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %1080 = "llvm.fcmp"(%1079, %94) <{fastmathFlags = #llvm.fastmath<none>, predicate = 10 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
    %1081 = "llvm.select"(%1080, %1079, %94) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %1082 = "llvm.fcmp"(%1081, %95) <{fastmathFlags = #llvm.fastmath<none>, predicate = 12 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
    %1083 = "llvm.select"(%1082, %1081, %95) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %1084 = "llvm.extractelement"(%1083, %47) : (vector<2xf32>, i64) -> f32
    %1085 = "llvm.extractelement"(%86, %47) : (vector<2xf32>, i64) -> f32
    %1086 = "llvm.extractelement"(%84, %47) : (vector<2xf32>, i64) -> f32
    %1087 = "llvm.call"(%1084, %1085, %1086) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1088 = "llvm.insertelement"(%19, %1087, %47) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1089 = "llvm.extractelement"(%1083, %100) : (vector<2xf32>, i64) -> f32
    %1090 = "llvm.extractelement"(%86, %100) : (vector<2xf32>, i64) -> f32
    %1091 = "llvm.extractelement"(%84, %100) : (vector<2xf32>, i64) -> f32
    %1092 = "llvm.call"(%1089, %1090, %1091) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1093 = "llvm.insertelement"(%1088, %1092, %100) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1094 = "llvm.extractelement"(%1093, %47) : (vector<2xf32>, i64) -> f32
    %1095 = "llvm.call"(%1094) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_floorf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (f32) -> f32
    %1096 = "llvm.insertelement"(%19, %1095, %47) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1097 = "llvm.extractelement"(%1093, %100) : (vector<2xf32>, i64) -> f32
    %1098 = "llvm.call"(%1097) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_floorf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (f32) -> f32
    %1099 = "llvm.insertelement"(%1096, %1098, %100) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1100 = "llvm.fcmp"(%1099, %96) <{fastmathFlags = #llvm.fastmath<none>, predicate = 10 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
    %1101 = "llvm.select"(%1100, %1099, %96) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %1102 = "llvm.fcmp"(%1101, %97) <{fastmathFlags = #llvm.fastmath<none>, predicate = 12 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
    %1103 = "llvm.select"(%1102, %1101, %97) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %1104 = "llvm.extractelement"(%87, %47) : (vector<2xf32>, i64) -> f32
    %1105 = "llvm.extractelement"(%1103, %47) : (vector<2xf32>, i64) -> f32
    %1106 = "llvm.extractelement"(%1083, %47) : (vector<2xf32>, i64) -> f32
    %1107 = "llvm.call"(%1104, %1105, %1106) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1108 = "llvm.insertelement"(%19, %1107, %47) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1109 = "llvm.extractelement"(%87, %100) : (vector<2xf32>, i64) -> f32
    %1110 = "llvm.extractelement"(%1103, %100) : (vector<2xf32>, i64) -> f32
    %1111 = "llvm.extractelement"(%1083, %100) : (vector<2xf32>, i64) -> f32
    %1112 = "llvm.call"(%1109, %1110, %1111) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1113 = "llvm.insertelement"(%1108, %1112, %100) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1114 = "llvm.extractelement"(%88, %47) : (vector<2xf32>, i64) -> f32
    %1115 = "llvm.extractelement"(%1103, %47) : (vector<2xf32>, i64) -> f32
    %1116 = "llvm.extractelement"(%1113, %47) : (vector<2xf32>, i64) -> f32
    %1117 = "llvm.call"(%1114, %1115, %1116) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1118 = "llvm.insertelement"(%19, %1117, %47) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1119 = "llvm.extractelement"(%88, %100) : (vector<2xf32>, i64) -> f32
    %1120 = "llvm.extractelement"(%1103, %100) : (vector<2xf32>, i64) -> f32
    %1121 = "llvm.extractelement"(%1113, %100) : (vector<2xf32>, i64) -> f32
    %1122 = "llvm.call"(%1119, %1120, %1121) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1123 = "llvm.insertelement"(%1118, %1122, %100) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1124 = "llvm.extractelement"(%1123, %47) : (vector<2xf32>, i64) -> f32
    %1125 = "llvm.extractelement"(%89, %47) : (vector<2xf32>, i64) -> f32
    %1126 = "llvm.extractelement"(%90, %47) : (vector<2xf32>, i64) -> f32
    %1127 = "llvm.call"(%1124, %1125, %1126) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1128 = "llvm.insertelement"(%19, %1127, %47) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1129 = "llvm.extractelement"(%1123, %100) : (vector<2xf32>, i64) -> f32
    %1130 = "llvm.extractelement"(%89, %100) : (vector<2xf32>, i64) -> f32
    %1131 = "llvm.extractelement"(%90, %100) : (vector<2xf32>, i64) -> f32
    %1132 = "llvm.call"(%1129, %1130, %1131) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1133 = "llvm.insertelement"(%1128, %1132, %100) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1134 = "llvm.extractelement"(%1133, %47) : (vector<2xf32>, i64) -> f32
    %1135 = "llvm.extractelement"(%1123, %47) : (vector<2xf32>, i64) -> f32
    %1136 = "llvm.extractelement"(%91, %47) : (vector<2xf32>, i64) -> f32
    %1137 = "llvm.call"(%1134, %1135, %1136) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1138 = "llvm.insertelement"(%19, %1137, %47) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1139 = "llvm.extractelement"(%1133, %100) : (vector<2xf32>, i64) -> f32
    %1140 = "llvm.extractelement"(%1123, %100) : (vector<2xf32>, i64) -> f32
    %1141 = "llvm.extractelement"(%91, %100) : (vector<2xf32>, i64) -> f32
    %1142 = "llvm.call"(%1139, %1140, %1141) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1143 = "llvm.insertelement"(%1138, %1142, %100) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1144 = "llvm.extractelement"(%1143, %47) : (vector<2xf32>, i64) -> f32
    %1145 = "llvm.extractelement"(%1123, %47) : (vector<2xf32>, i64) -> f32
    %1146 = "llvm.extractelement"(%92, %47) : (vector<2xf32>, i64) -> f32
    %1147 = "llvm.call"(%1144, %1145, %1146) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1148 = "llvm.insertelement"(%19, %1147, %47) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1149 = "llvm.extractelement"(%1143, %100) : (vector<2xf32>, i64) -> f32
    %1150 = "llvm.extractelement"(%1123, %100) : (vector<2xf32>, i64) -> f32
    %1151 = "llvm.extractelement"(%92, %100) : (vector<2xf32>, i64) -> f32
    %1152 = "llvm.call"(%1149, %1150, %1151) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1153 = "llvm.insertelement"(%1148, %1152, %100) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1154 = "llvm.extractelement"(%1153, %47) : (vector<2xf32>, i64) -> f32
    %1155 = "llvm.extractelement"(%1123, %47) : (vector<2xf32>, i64) -> f32
    %1156 = "llvm.extractelement"(%93, %47) : (vector<2xf32>, i64) -> f32
    %1157 = "llvm.call"(%1154, %1155, %1156) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1158 = "llvm.insertelement"(%19, %1157, %47) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1159 = "llvm.extractelement"(%1153, %100) : (vector<2xf32>, i64) -> f32
    %1160 = "llvm.extractelement"(%1123, %100) : (vector<2xf32>, i64) -> f32
    %1161 = "llvm.extractelement"(%93, %100) : (vector<2xf32>, i64) -> f32
    %1162 = "llvm.call"(%1159, %1160, %1161) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1163 = "llvm.insertelement"(%1158, %1162, %100) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1164 = "llvm.extractelement"(%1163, %47) : (vector<2xf32>, i64) -> f32
    %1165 = "llvm.extractelement"(%1123, %47) : (vector<2xf32>, i64) -> f32
    %1166 = "llvm.extractelement"(%84, %47) : (vector<2xf32>, i64) -> f32
    %1167 = "llvm.call"(%1164, %1165, %1166) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1168 = "llvm.insertelement"(%19, %1167, %47) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1169 = "llvm.extractelement"(%1163, %100) : (vector<2xf32>, i64) -> f32
    %1170 = "llvm.extractelement"(%1123, %100) : (vector<2xf32>, i64) -> f32
    %1171 = "llvm.extractelement"(%84, %100) : (vector<2xf32>, i64) -> f32
    %1172 = "llvm.call"(%1169, %1170, %1171) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1173 = "llvm.insertelement"(%1168, %1172, %100) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1174 = "llvm.fmul"(%1123, %1123) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %1175 = "llvm.extractelement"(%1173, %47) : (vector<2xf32>, i64) -> f32
    %1176 = "llvm.extractelement"(%1174, %47) : (vector<2xf32>, i64) -> f32
    %1177 = "llvm.extractelement"(%1123, %47) : (vector<2xf32>, i64) -> f32
    %1178 = "llvm.call"(%1175, %1176, %1177) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1179 = "llvm.insertelement"(%19, %1178, %47) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1180 = "llvm.extractelement"(%1173, %100) : (vector<2xf32>, i64) -> f32
    %1181 = "llvm.extractelement"(%1174, %100) : (vector<2xf32>, i64) -> f32
    %1182 = "llvm.extractelement"(%1123, %100) : (vector<2xf32>, i64) -> f32
    %1183 = "llvm.call"(%1180, %1181, %1182) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1184 = "llvm.insertelement"(%1179, %1183, %100) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1185 = "llvm.fadd"(%1184, %85) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %1186 = "llvm.fptosi"(%1103) : (vector<2xf32>) -> vector<2xi32>
    %1187 = "llvm.add"(%1186, %99) <{overflowFlags = 0 : i32}> : (vector<2xi32>, vector<2xi32>) -> vector<2xi32>
    %1188 = "llvm.shl"(%1187, %98) <{overflowFlags = 0 : i32}> : (vector<2xi32>, vector<2xi32>) -> vector<2xi32>
    %1189 = "llvm.bitcast"(%1188) : (vector<2xi32>) -> vector<2xf32>
    %1190 = "llvm.fmul"(%1185, %1189) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %1191 = "llvm.fmul"(%953, %83) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %1192 = "llvm.fcmp"(%1191, %94) <{fastmathFlags = #llvm.fastmath<none>, predicate = 10 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
    %1193 = "llvm.select"(%1192, %1191, %94) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %1194 = "llvm.fcmp"(%1193, %95) <{fastmathFlags = #llvm.fastmath<none>, predicate = 12 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
    %1195 = "llvm.select"(%1194, %1193, %95) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %1196 = "llvm.extractelement"(%1195, %47) : (vector<2xf32>, i64) -> f32
    %1197 = "llvm.extractelement"(%86, %47) : (vector<2xf32>, i64) -> f32
    %1198 = "llvm.extractelement"(%84, %47) : (vector<2xf32>, i64) -> f32
    %1199 = "llvm.call"(%1196, %1197, %1198) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1200 = "llvm.insertelement"(%19, %1199, %47) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1201 = "llvm.extractelement"(%1195, %100) : (vector<2xf32>, i64) -> f32
    %1202 = "llvm.extractelement"(%86, %100) : (vector<2xf32>, i64) -> f32
    %1203 = "llvm.extractelement"(%84, %100) : (vector<2xf32>, i64) -> f32
    %1204 = "llvm.call"(%1201, %1202, %1203) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1205 = "llvm.insertelement"(%1200, %1204, %100) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1206 = "llvm.extractelement"(%1205, %47) : (vector<2xf32>, i64) -> f32
    %1207 = "llvm.call"(%1206) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_floorf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (f32) -> f32
    %1208 = "llvm.insertelement"(%19, %1207, %47) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1209 = "llvm.extractelement"(%1205, %100) : (vector<2xf32>, i64) -> f32
    %1210 = "llvm.call"(%1209) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_floorf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (f32) -> f32
    %1211 = "llvm.insertelement"(%1208, %1210, %100) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1212 = "llvm.fcmp"(%1211, %96) <{fastmathFlags = #llvm.fastmath<none>, predicate = 10 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
    %1213 = "llvm.select"(%1212, %1211, %96) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %1214 = "llvm.fcmp"(%1213, %97) <{fastmathFlags = #llvm.fastmath<none>, predicate = 12 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
    %1215 = "llvm.select"(%1214, %1213, %97) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %1216 = "llvm.extractelement"(%87, %47) : (vector<2xf32>, i64) -> f32
    %1217 = "llvm.extractelement"(%1215, %47) : (vector<2xf32>, i64) -> f32
    %1218 = "llvm.extractelement"(%1195, %47) : (vector<2xf32>, i64) -> f32
    %1219 = "llvm.call"(%1216, %1217, %1218) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1220 = "llvm.insertelement"(%19, %1219, %47) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1221 = "llvm.extractelement"(%87, %100) : (vector<2xf32>, i64) -> f32
    %1222 = "llvm.extractelement"(%1215, %100) : (vector<2xf32>, i64) -> f32
    %1223 = "llvm.extractelement"(%1195, %100) : (vector<2xf32>, i64) -> f32
    %1224 = "llvm.call"(%1221, %1222, %1223) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1225 = "llvm.insertelement"(%1220, %1224, %100) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1226 = "llvm.extractelement"(%88, %47) : (vector<2xf32>, i64) -> f32
    %1227 = "llvm.extractelement"(%1215, %47) : (vector<2xf32>, i64) -> f32
    %1228 = "llvm.extractelement"(%1225, %47) : (vector<2xf32>, i64) -> f32
    %1229 = "llvm.call"(%1226, %1227, %1228) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1230 = "llvm.insertelement"(%19, %1229, %47) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1231 = "llvm.extractelement"(%88, %100) : (vector<2xf32>, i64) -> f32
    %1232 = "llvm.extractelement"(%1215, %100) : (vector<2xf32>, i64) -> f32
    %1233 = "llvm.extractelement"(%1225, %100) : (vector<2xf32>, i64) -> f32
    %1234 = "llvm.call"(%1231, %1232, %1233) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1235 = "llvm.insertelement"(%1230, %1234, %100) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1236 = "llvm.extractelement"(%1235, %47) : (vector<2xf32>, i64) -> f32
    %1237 = "llvm.extractelement"(%89, %47) : (vector<2xf32>, i64) -> f32
    %1238 = "llvm.extractelement"(%90, %47) : (vector<2xf32>, i64) -> f32
    %1239 = "llvm.call"(%1236, %1237, %1238) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1240 = "llvm.insertelement"(%19, %1239, %47) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1241 = "llvm.extractelement"(%1235, %100) : (vector<2xf32>, i64) -> f32
    %1242 = "llvm.extractelement"(%89, %100) : (vector<2xf32>, i64) -> f32
    %1243 = "llvm.extractelement"(%90, %100) : (vector<2xf32>, i64) -> f32
    %1244 = "llvm.call"(%1241, %1242, %1243) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1245 = "llvm.insertelement"(%1240, %1244, %100) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1246 = "llvm.extractelement"(%1245, %47) : (vector<2xf32>, i64) -> f32
    %1247 = "llvm.extractelement"(%1235, %47) : (vector<2xf32>, i64) -> f32
    %1248 = "llvm.extractelement"(%91, %47) : (vector<2xf32>, i64) -> f32
    %1249 = "llvm.call"(%1246, %1247, %1248) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1250 = "llvm.insertelement"(%19, %1249, %47) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1251 = "llvm.extractelement"(%1245, %100) : (vector<2xf32>, i64) -> f32
    %1252 = "llvm.extractelement"(%1235, %100) : (vector<2xf32>, i64) -> f32
    %1253 = "llvm.extractelement"(%91, %100) : (vector<2xf32>, i64) -> f32
    %1254 = "llvm.call"(%1251, %1252, %1253) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1255 = "llvm.insertelement"(%1250, %1254, %100) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1256 = "llvm.extractelement"(%1255, %47) : (vector<2xf32>, i64) -> f32
    %1257 = "llvm.extractelement"(%1235, %47) : (vector<2xf32>, i64) -> f32
    %1258 = "llvm.extractelement"(%92, %47) : (vector<2xf32>, i64) -> f32
    %1259 = "llvm.call"(%1256, %1257, %1258) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1260 = "llvm.insertelement"(%19, %1259, %47) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1261 = "llvm.extractelement"(%1255, %100) : (vector<2xf32>, i64) -> f32
    %1262 = "llvm.extractelement"(%1235, %100) : (vector<2xf32>, i64) -> f32
    %1263 = "llvm.extractelement"(%92, %100) : (vector<2xf32>, i64) -> f32
    %1264 = "llvm.call"(%1261, %1262, %1263) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1265 = "llvm.insertelement"(%1260, %1264, %100) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1266 = "llvm.extractelement"(%1265, %47) : (vector<2xf32>, i64) -> f32
    %1267 = "llvm.extractelement"(%1235, %47) : (vector<2xf32>, i64) -> f32
    %1268 = "llvm.extractelement"(%93, %47) : (vector<2xf32>, i64) -> f32
    %1269 = "llvm.call"(%1266, %1267, %1268) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1270 = "llvm.insertelement"(%19, %1269, %47) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1271 = "llvm.extractelement"(%1265, %100) : (vector<2xf32>, i64) -> f32
    %1272 = "llvm.extractelement"(%1235, %100) : (vector<2xf32>, i64) -> f32
    %1273 = "llvm.extractelement"(%93, %100) : (vector<2xf32>, i64) -> f32
    %1274 = "llvm.call"(%1271, %1272, %1273) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1275 = "llvm.insertelement"(%1270, %1274, %100) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1276 = "llvm.extractelement"(%1275, %47) : (vector<2xf32>, i64) -> f32
    %1277 = "llvm.extractelement"(%1235, %47) : (vector<2xf32>, i64) -> f32
    %1278 = "llvm.extractelement"(%84, %47) : (vector<2xf32>, i64) -> f32
    %1279 = "llvm.call"(%1276, %1277, %1278) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1280 = "llvm.insertelement"(%19, %1279, %47) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1281 = "llvm.extractelement"(%1275, %100) : (vector<2xf32>, i64) -> f32
    %1282 = "llvm.extractelement"(%1235, %100) : (vector<2xf32>, i64) -> f32
    %1283 = "llvm.extractelement"(%84, %100) : (vector<2xf32>, i64) -> f32
    %1284 = "llvm.call"(%1281, %1282, %1283) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1285 = "llvm.insertelement"(%1280, %1284, %100) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1286 = "llvm.fmul"(%1235, %1235) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %1287 = "llvm.extractelement"(%1285, %47) : (vector<2xf32>, i64) -> f32
    %1288 = "llvm.extractelement"(%1286, %47) : (vector<2xf32>, i64) -> f32
    %1289 = "llvm.extractelement"(%1235, %47) : (vector<2xf32>, i64) -> f32
    %1290 = "llvm.call"(%1287, %1288, %1289) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1291 = "llvm.insertelement"(%19, %1290, %47) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1292 = "llvm.extractelement"(%1285, %100) : (vector<2xf32>, i64) -> f32
    %1293 = "llvm.extractelement"(%1286, %100) : (vector<2xf32>, i64) -> f32
    %1294 = "llvm.extractelement"(%1235, %100) : (vector<2xf32>, i64) -> f32
    %1295 = "llvm.call"(%1292, %1293, %1294) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1296 = "llvm.insertelement"(%1291, %1295, %100) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1297 = "llvm.fadd"(%1296, %85) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %1298 = "llvm.fptosi"(%1215) : (vector<2xf32>) -> vector<2xi32>
    %1299 = "llvm.add"(%1298, %99) <{overflowFlags = 0 : i32}> : (vector<2xi32>, vector<2xi32>) -> vector<2xi32>
    %1300 = "llvm.shl"(%1299, %98) <{overflowFlags = 0 : i32}> : (vector<2xi32>, vector<2xi32>) -> vector<2xi32>
    %1301 = "llvm.bitcast"(%1300) : (vector<2xi32>) -> vector<2xf32>
    %1302 = "llvm.fmul"(%1297, %1301) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %1303 = "llvm.fmul"(%954, %83) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %1304 = "llvm.fcmp"(%1303, %94) <{fastmathFlags = #llvm.fastmath<none>, predicate = 10 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
    %1305 = "llvm.select"(%1304, %1303, %94) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %1306 = "llvm.fcmp"(%1305, %95) <{fastmathFlags = #llvm.fastmath<none>, predicate = 12 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
    %1307 = "llvm.select"(%1306, %1305, %95) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %1308 = "llvm.extractelement"(%1307, %47) : (vector<2xf32>, i64) -> f32
    %1309 = "llvm.extractelement"(%86, %47) : (vector<2xf32>, i64) -> f32
    %1310 = "llvm.extractelement"(%84, %47) : (vector<2xf32>, i64) -> f32
    %1311 = "llvm.call"(%1308, %1309, %1310) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1312 = "llvm.insertelement"(%19, %1311, %47) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1313 = "llvm.extractelement"(%1307, %100) : (vector<2xf32>, i64) -> f32
    %1314 = "llvm.extractelement"(%86, %100) : (vector<2xf32>, i64) -> f32
    %1315 = "llvm.extractelement"(%84, %100) : (vector<2xf32>, i64) -> f32
    %1316 = "llvm.call"(%1313, %1314, %1315) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1317 = "llvm.insertelement"(%1312, %1316, %100) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1318 = "llvm.extractelement"(%1317, %47) : (vector<2xf32>, i64) -> f32
    %1319 = "llvm.call"(%1318) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_floorf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (f32) -> f32
    %1320 = "llvm.insertelement"(%19, %1319, %47) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1321 = "llvm.extractelement"(%1317, %100) : (vector<2xf32>, i64) -> f32
    %1322 = "llvm.call"(%1321) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_floorf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (f32) -> f32
    %1323 = "llvm.insertelement"(%1320, %1322, %100) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1324 = "llvm.fcmp"(%1323, %96) <{fastmathFlags = #llvm.fastmath<none>, predicate = 10 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
    %1325 = "llvm.select"(%1324, %1323, %96) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %1326 = "llvm.fcmp"(%1325, %97) <{fastmathFlags = #llvm.fastmath<none>, predicate = 12 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
    %1327 = "llvm.select"(%1326, %1325, %97) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %1328 = "llvm.extractelement"(%87, %47) : (vector<2xf32>, i64) -> f32
    %1329 = "llvm.extractelement"(%1327, %47) : (vector<2xf32>, i64) -> f32
    %1330 = "llvm.extractelement"(%1307, %47) : (vector<2xf32>, i64) -> f32
    %1331 = "llvm.call"(%1328, %1329, %1330) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1332 = "llvm.insertelement"(%19, %1331, %47) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1333 = "llvm.extractelement"(%87, %100) : (vector<2xf32>, i64) -> f32
    %1334 = "llvm.extractelement"(%1327, %100) : (vector<2xf32>, i64) -> f32
    %1335 = "llvm.extractelement"(%1307, %100) : (vector<2xf32>, i64) -> f32
    %1336 = "llvm.call"(%1333, %1334, %1335) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1337 = "llvm.insertelement"(%1332, %1336, %100) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1338 = "llvm.extractelement"(%88, %47) : (vector<2xf32>, i64) -> f32
    %1339 = "llvm.extractelement"(%1327, %47) : (vector<2xf32>, i64) -> f32
    %1340 = "llvm.extractelement"(%1337, %47) : (vector<2xf32>, i64) -> f32
    %1341 = "llvm.call"(%1338, %1339, %1340) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1342 = "llvm.insertelement"(%19, %1341, %47) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1343 = "llvm.extractelement"(%88, %100) : (vector<2xf32>, i64) -> f32
    %1344 = "llvm.extractelement"(%1327, %100) : (vector<2xf32>, i64) -> f32
    %1345 = "llvm.extractelement"(%1337, %100) : (vector<2xf32>, i64) -> f32
    %1346 = "llvm.call"(%1343, %1344, %1345) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1347 = "llvm.insertelement"(%1342, %1346, %100) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1348 = "llvm.extractelement"(%1347, %47) : (vector<2xf32>, i64) -> f32
    %1349 = "llvm.extractelement"(%89, %47) : (vector<2xf32>, i64) -> f32
    %1350 = "llvm.extractelement"(%90, %47) : (vector<2xf32>, i64) -> f32
    %1351 = "llvm.call"(%1348, %1349, %1350) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1352 = "llvm.insertelement"(%19, %1351, %47) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1353 = "llvm.extractelement"(%1347, %100) : (vector<2xf32>, i64) -> f32
    %1354 = "llvm.extractelement"(%89, %100) : (vector<2xf32>, i64) -> f32
    %1355 = "llvm.extractelement"(%90, %100) : (vector<2xf32>, i64) -> f32
    %1356 = "llvm.call"(%1353, %1354, %1355) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1357 = "llvm.insertelement"(%1352, %1356, %100) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1358 = "llvm.extractelement"(%1357, %47) : (vector<2xf32>, i64) -> f32
    %1359 = "llvm.extractelement"(%1347, %47) : (vector<2xf32>, i64) -> f32
    %1360 = "llvm.extractelement"(%91, %47) : (vector<2xf32>, i64) -> f32
    %1361 = "llvm.call"(%1358, %1359, %1360) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1362 = "llvm.insertelement"(%19, %1361, %47) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1363 = "llvm.extractelement"(%1357, %100) : (vector<2xf32>, i64) -> f32
    %1364 = "llvm.extractelement"(%1347, %100) : (vector<2xf32>, i64) -> f32
    %1365 = "llvm.extractelement"(%91, %100) : (vector<2xf32>, i64) -> f32
    %1366 = "llvm.call"(%1363, %1364, %1365) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1367 = "llvm.insertelement"(%1362, %1366, %100) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1368 = "llvm.extractelement"(%1367, %47) : (vector<2xf32>, i64) -> f32
    %1369 = "llvm.extractelement"(%1347, %47) : (vector<2xf32>, i64) -> f32
    %1370 = "llvm.extractelement"(%92, %47) : (vector<2xf32>, i64) -> f32
    %1371 = "llvm.call"(%1368, %1369, %1370) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1372 = "llvm.insertelement"(%19, %1371, %47) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1373 = "llvm.extractelement"(%1367, %100) : (vector<2xf32>, i64) -> f32
    %1374 = "llvm.extractelement"(%1347, %100) : (vector<2xf32>, i64) -> f32
    %1375 = "llvm.extractelement"(%92, %100) : (vector<2xf32>, i64) -> f32
    %1376 = "llvm.call"(%1373, %1374, %1375) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1377 = "llvm.insertelement"(%1372, %1376, %100) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1378 = "llvm.extractelement"(%1377, %47) : (vector<2xf32>, i64) -> f32
    %1379 = "llvm.extractelement"(%1347, %47) : (vector<2xf32>, i64) -> f32
    %1380 = "llvm.extractelement"(%93, %47) : (vector<2xf32>, i64) -> f32
    %1381 = "llvm.call"(%1378, %1379, %1380) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1382 = "llvm.insertelement"(%19, %1381, %47) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1383 = "llvm.extractelement"(%1377, %100) : (vector<2xf32>, i64) -> f32
    %1384 = "llvm.extractelement"(%1347, %100) : (vector<2xf32>, i64) -> f32
    %1385 = "llvm.extractelement"(%93, %100) : (vector<2xf32>, i64) -> f32
    %1386 = "llvm.call"(%1383, %1384, %1385) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1387 = "llvm.insertelement"(%1382, %1386, %100) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1388 = "llvm.extractelement"(%1387, %47) : (vector<2xf32>, i64) -> f32
    %1389 = "llvm.extractelement"(%1347, %47) : (vector<2xf32>, i64) -> f32
    %1390 = "llvm.extractelement"(%84, %47) : (vector<2xf32>, i64) -> f32
    %1391 = "llvm.call"(%1388, %1389, %1390) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1392 = "llvm.insertelement"(%19, %1391, %47) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1393 = "llvm.extractelement"(%1387, %100) : (vector<2xf32>, i64) -> f32
    %1394 = "llvm.extractelement"(%1347, %100) : (vector<2xf32>, i64) -> f32
    %1395 = "llvm.extractelement"(%84, %100) : (vector<2xf32>, i64) -> f32
    %1396 = "llvm.call"(%1393, %1394, %1395) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1397 = "llvm.insertelement"(%1392, %1396, %100) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1398 = "llvm.fmul"(%1347, %1347) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %1399 = "llvm.extractelement"(%1397, %47) : (vector<2xf32>, i64) -> f32
    %1400 = "llvm.extractelement"(%1398, %47) : (vector<2xf32>, i64) -> f32
    %1401 = "llvm.extractelement"(%1347, %47) : (vector<2xf32>, i64) -> f32
    %1402 = "llvm.call"(%1399, %1400, %1401) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1403 = "llvm.insertelement"(%19, %1402, %47) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1404 = "llvm.extractelement"(%1397, %100) : (vector<2xf32>, i64) -> f32
    %1405 = "llvm.extractelement"(%1398, %100) : (vector<2xf32>, i64) -> f32
    %1406 = "llvm.extractelement"(%1347, %100) : (vector<2xf32>, i64) -> f32
    %1407 = "llvm.call"(%1404, %1405, %1406) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1408 = "llvm.insertelement"(%1403, %1407, %100) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1409 = "llvm.fadd"(%1408, %85) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %1410 = "llvm.fptosi"(%1327) : (vector<2xf32>) -> vector<2xi32>
    %1411 = "llvm.add"(%1410, %99) <{overflowFlags = 0 : i32}> : (vector<2xi32>, vector<2xi32>) -> vector<2xi32>
    %1412 = "llvm.shl"(%1411, %98) <{overflowFlags = 0 : i32}> : (vector<2xi32>, vector<2xi32>) -> vector<2xi32>
    %1413 = "llvm.bitcast"(%1412) : (vector<2xi32>) -> vector<2xf32>
    %1414 = "llvm.fmul"(%1409, %1413) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %1415 = "llvm.fmul"(%955, %83) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %1416 = "llvm.fcmp"(%1415, %94) <{fastmathFlags = #llvm.fastmath<none>, predicate = 10 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
    %1417 = "llvm.select"(%1416, %1415, %94) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %1418 = "llvm.fcmp"(%1417, %95) <{fastmathFlags = #llvm.fastmath<none>, predicate = 12 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
    %1419 = "llvm.select"(%1418, %1417, %95) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %1420 = "llvm.extractelement"(%1419, %47) : (vector<2xf32>, i64) -> f32
    %1421 = "llvm.extractelement"(%86, %47) : (vector<2xf32>, i64) -> f32
    %1422 = "llvm.extractelement"(%84, %47) : (vector<2xf32>, i64) -> f32
    %1423 = "llvm.call"(%1420, %1421, %1422) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1424 = "llvm.insertelement"(%19, %1423, %47) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1425 = "llvm.extractelement"(%1419, %100) : (vector<2xf32>, i64) -> f32
    %1426 = "llvm.extractelement"(%86, %100) : (vector<2xf32>, i64) -> f32
    %1427 = "llvm.extractelement"(%84, %100) : (vector<2xf32>, i64) -> f32
    %1428 = "llvm.call"(%1425, %1426, %1427) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1429 = "llvm.insertelement"(%1424, %1428, %100) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1430 = "llvm.extractelement"(%1429, %47) : (vector<2xf32>, i64) -> f32
    %1431 = "llvm.call"(%1430) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_floorf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (f32) -> f32
    %1432 = "llvm.insertelement"(%19, %1431, %47) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1433 = "llvm.extractelement"(%1429, %100) : (vector<2xf32>, i64) -> f32
    %1434 = "llvm.call"(%1433) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_floorf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (f32) -> f32
    %1435 = "llvm.insertelement"(%1432, %1434, %100) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1436 = "llvm.fcmp"(%1435, %96) <{fastmathFlags = #llvm.fastmath<none>, predicate = 10 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
    %1437 = "llvm.select"(%1436, %1435, %96) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %1438 = "llvm.fcmp"(%1437, %97) <{fastmathFlags = #llvm.fastmath<none>, predicate = 12 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
    %1439 = "llvm.select"(%1438, %1437, %97) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %1440 = "llvm.extractelement"(%87, %47) : (vector<2xf32>, i64) -> f32
    %1441 = "llvm.extractelement"(%1439, %47) : (vector<2xf32>, i64) -> f32
    %1442 = "llvm.extractelement"(%1419, %47) : (vector<2xf32>, i64) -> f32
    %1443 = "llvm.call"(%1440, %1441, %1442) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1444 = "llvm.insertelement"(%19, %1443, %47) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1445 = "llvm.extractelement"(%87, %100) : (vector<2xf32>, i64) -> f32
    %1446 = "llvm.extractelement"(%1439, %100) : (vector<2xf32>, i64) -> f32
    %1447 = "llvm.extractelement"(%1419, %100) : (vector<2xf32>, i64) -> f32
    %1448 = "llvm.call"(%1445, %1446, %1447) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1449 = "llvm.insertelement"(%1444, %1448, %100) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1450 = "llvm.extractelement"(%88, %47) : (vector<2xf32>, i64) -> f32
    %1451 = "llvm.extractelement"(%1439, %47) : (vector<2xf32>, i64) -> f32
    %1452 = "llvm.extractelement"(%1449, %47) : (vector<2xf32>, i64) -> f32
    %1453 = "llvm.call"(%1450, %1451, %1452) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1454 = "llvm.insertelement"(%19, %1453, %47) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1455 = "llvm.extractelement"(%88, %100) : (vector<2xf32>, i64) -> f32
    %1456 = "llvm.extractelement"(%1439, %100) : (vector<2xf32>, i64) -> f32
    %1457 = "llvm.extractelement"(%1449, %100) : (vector<2xf32>, i64) -> f32
    %1458 = "llvm.call"(%1455, %1456, %1457) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1459 = "llvm.insertelement"(%1454, %1458, %100) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1460 = "llvm.extractelement"(%1459, %47) : (vector<2xf32>, i64) -> f32
    %1461 = "llvm.extractelement"(%89, %47) : (vector<2xf32>, i64) -> f32
    %1462 = "llvm.extractelement"(%90, %47) : (vector<2xf32>, i64) -> f32
    %1463 = "llvm.call"(%1460, %1461, %1462) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1464 = "llvm.insertelement"(%19, %1463, %47) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1465 = "llvm.extractelement"(%1459, %100) : (vector<2xf32>, i64) -> f32
    %1466 = "llvm.extractelement"(%89, %100) : (vector<2xf32>, i64) -> f32
    %1467 = "llvm.extractelement"(%90, %100) : (vector<2xf32>, i64) -> f32
    %1468 = "llvm.call"(%1465, %1466, %1467) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1469 = "llvm.insertelement"(%1464, %1468, %100) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1470 = "llvm.extractelement"(%1469, %47) : (vector<2xf32>, i64) -> f32
    %1471 = "llvm.extractelement"(%1459, %47) : (vector<2xf32>, i64) -> f32
    %1472 = "llvm.extractelement"(%91, %47) : (vector<2xf32>, i64) -> f32
    %1473 = "llvm.call"(%1470, %1471, %1472) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1474 = "llvm.insertelement"(%19, %1473, %47) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1475 = "llvm.extractelement"(%1469, %100) : (vector<2xf32>, i64) -> f32
    %1476 = "llvm.extractelement"(%1459, %100) : (vector<2xf32>, i64) -> f32
    %1477 = "llvm.extractelement"(%91, %100) : (vector<2xf32>, i64) -> f32
    %1478 = "llvm.call"(%1475, %1476, %1477) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1479 = "llvm.insertelement"(%1474, %1478, %100) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1480 = "llvm.extractelement"(%1479, %47) : (vector<2xf32>, i64) -> f32
    %1481 = "llvm.extractelement"(%1459, %47) : (vector<2xf32>, i64) -> f32
    %1482 = "llvm.extractelement"(%92, %47) : (vector<2xf32>, i64) -> f32
    %1483 = "llvm.call"(%1480, %1481, %1482) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1484 = "llvm.insertelement"(%19, %1483, %47) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1485 = "llvm.extractelement"(%1479, %100) : (vector<2xf32>, i64) -> f32
    %1486 = "llvm.extractelement"(%1459, %100) : (vector<2xf32>, i64) -> f32
    %1487 = "llvm.extractelement"(%92, %100) : (vector<2xf32>, i64) -> f32
    %1488 = "llvm.call"(%1485, %1486, %1487) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1489 = "llvm.insertelement"(%1484, %1488, %100) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1490 = "llvm.extractelement"(%1489, %47) : (vector<2xf32>, i64) -> f32
    %1491 = "llvm.extractelement"(%1459, %47) : (vector<2xf32>, i64) -> f32
    %1492 = "llvm.extractelement"(%93, %47) : (vector<2xf32>, i64) -> f32
    %1493 = "llvm.call"(%1490, %1491, %1492) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1494 = "llvm.insertelement"(%19, %1493, %47) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1495 = "llvm.extractelement"(%1489, %100) : (vector<2xf32>, i64) -> f32
    %1496 = "llvm.extractelement"(%1459, %100) : (vector<2xf32>, i64) -> f32
    %1497 = "llvm.extractelement"(%93, %100) : (vector<2xf32>, i64) -> f32
    %1498 = "llvm.call"(%1495, %1496, %1497) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1499 = "llvm.insertelement"(%1494, %1498, %100) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1500 = "llvm.extractelement"(%1499, %47) : (vector<2xf32>, i64) -> f32
    %1501 = "llvm.extractelement"(%1459, %47) : (vector<2xf32>, i64) -> f32
    %1502 = "llvm.extractelement"(%84, %47) : (vector<2xf32>, i64) -> f32
    %1503 = "llvm.call"(%1500, %1501, %1502) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1504 = "llvm.insertelement"(%19, %1503, %47) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1505 = "llvm.extractelement"(%1499, %100) : (vector<2xf32>, i64) -> f32
    %1506 = "llvm.extractelement"(%1459, %100) : (vector<2xf32>, i64) -> f32
    %1507 = "llvm.extractelement"(%84, %100) : (vector<2xf32>, i64) -> f32
    %1508 = "llvm.call"(%1505, %1506, %1507) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1509 = "llvm.insertelement"(%1504, %1508, %100) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1510 = "llvm.fmul"(%1459, %1459) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %1511 = "llvm.extractelement"(%1509, %47) : (vector<2xf32>, i64) -> f32
    %1512 = "llvm.extractelement"(%1510, %47) : (vector<2xf32>, i64) -> f32
    %1513 = "llvm.extractelement"(%1459, %47) : (vector<2xf32>, i64) -> f32
    %1514 = "llvm.call"(%1511, %1512, %1513) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1515 = "llvm.insertelement"(%19, %1514, %47) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1516 = "llvm.extractelement"(%1509, %100) : (vector<2xf32>, i64) -> f32
    %1517 = "llvm.extractelement"(%1510, %100) : (vector<2xf32>, i64) -> f32
    %1518 = "llvm.extractelement"(%1459, %100) : (vector<2xf32>, i64) -> f32
    %1519 = "llvm.call"(%1516, %1517, %1518) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1520 = "llvm.insertelement"(%1515, %1519, %100) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1521 = "llvm.fadd"(%1520, %85) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %1522 = "llvm.fptosi"(%1439) : (vector<2xf32>) -> vector<2xi32>
    %1523 = "llvm.add"(%1522, %99) <{overflowFlags = 0 : i32}> : (vector<2xi32>, vector<2xi32>) -> vector<2xi32>
    %1524 = "llvm.shl"(%1523, %98) <{overflowFlags = 0 : i32}> : (vector<2xi32>, vector<2xi32>) -> vector<2xi32>
    %1525 = "llvm.bitcast"(%1524) : (vector<2xi32>) -> vector<2xf32>
    %1526 = "llvm.fmul"(%1521, %1525) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %1527 = "llvm.fmul"(%956, %83) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %1528 = "llvm.fcmp"(%1527, %94) <{fastmathFlags = #llvm.fastmath<none>, predicate = 10 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
    %1529 = "llvm.select"(%1528, %1527, %94) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %1530 = "llvm.fcmp"(%1529, %95) <{fastmathFlags = #llvm.fastmath<none>, predicate = 12 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
    %1531 = "llvm.select"(%1530, %1529, %95) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %1532 = "llvm.extractelement"(%1531, %47) : (vector<2xf32>, i64) -> f32
    %1533 = "llvm.extractelement"(%86, %47) : (vector<2xf32>, i64) -> f32
    %1534 = "llvm.extractelement"(%84, %47) : (vector<2xf32>, i64) -> f32
    %1535 = "llvm.call"(%1532, %1533, %1534) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1536 = "llvm.insertelement"(%19, %1535, %47) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1537 = "llvm.extractelement"(%1531, %100) : (vector<2xf32>, i64) -> f32
    %1538 = "llvm.extractelement"(%86, %100) : (vector<2xf32>, i64) -> f32
    %1539 = "llvm.extractelement"(%84, %100) : (vector<2xf32>, i64) -> f32
    %1540 = "llvm.call"(%1537, %1538, %1539) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1541 = "llvm.insertelement"(%1536, %1540, %100) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1542 = "llvm.extractelement"(%1541, %47) : (vector<2xf32>, i64) -> f32
    %1543 = "llvm.call"(%1542) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_floorf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (f32) -> f32
    %1544 = "llvm.insertelement"(%19, %1543, %47) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1545 = "llvm.extractelement"(%1541, %100) : (vector<2xf32>, i64) -> f32
    %1546 = "llvm.call"(%1545) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_floorf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (f32) -> f32
    %1547 = "llvm.insertelement"(%1544, %1546, %100) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1548 = "llvm.fcmp"(%1547, %96) <{fastmathFlags = #llvm.fastmath<none>, predicate = 10 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
    %1549 = "llvm.select"(%1548, %1547, %96) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %1550 = "llvm.fcmp"(%1549, %97) <{fastmathFlags = #llvm.fastmath<none>, predicate = 12 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
    %1551 = "llvm.select"(%1550, %1549, %97) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %1552 = "llvm.extractelement"(%87, %47) : (vector<2xf32>, i64) -> f32
    %1553 = "llvm.extractelement"(%1551, %47) : (vector<2xf32>, i64) -> f32
    %1554 = "llvm.extractelement"(%1531, %47) : (vector<2xf32>, i64) -> f32
    %1555 = "llvm.call"(%1552, %1553, %1554) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1556 = "llvm.insertelement"(%19, %1555, %47) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1557 = "llvm.extractelement"(%87, %100) : (vector<2xf32>, i64) -> f32
    %1558 = "llvm.extractelement"(%1551, %100) : (vector<2xf32>, i64) -> f32
    %1559 = "llvm.extractelement"(%1531, %100) : (vector<2xf32>, i64) -> f32
    %1560 = "llvm.call"(%1557, %1558, %1559) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1561 = "llvm.insertelement"(%1556, %1560, %100) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1562 = "llvm.extractelement"(%88, %47) : (vector<2xf32>, i64) -> f32
    %1563 = "llvm.extractelement"(%1551, %47) : (vector<2xf32>, i64) -> f32
    %1564 = "llvm.extractelement"(%1561, %47) : (vector<2xf32>, i64) -> f32
    %1565 = "llvm.call"(%1562, %1563, %1564) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1566 = "llvm.insertelement"(%19, %1565, %47) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1567 = "llvm.extractelement"(%88, %100) : (vector<2xf32>, i64) -> f32
    %1568 = "llvm.extractelement"(%1551, %100) : (vector<2xf32>, i64) -> f32
    %1569 = "llvm.extractelement"(%1561, %100) : (vector<2xf32>, i64) -> f32
    %1570 = "llvm.call"(%1567, %1568, %1569) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1571 = "llvm.insertelement"(%1566, %1570, %100) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1572 = "llvm.extractelement"(%1571, %47) : (vector<2xf32>, i64) -> f32
    %1573 = "llvm.extractelement"(%89, %47) : (vector<2xf32>, i64) -> f32
    %1574 = "llvm.extractelement"(%90, %47) : (vector<2xf32>, i64) -> f32
    %1575 = "llvm.call"(%1572, %1573, %1574) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1576 = "llvm.insertelement"(%19, %1575, %47) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1577 = "llvm.extractelement"(%1571, %100) : (vector<2xf32>, i64) -> f32
    %1578 = "llvm.extractelement"(%89, %100) : (vector<2xf32>, i64) -> f32
    %1579 = "llvm.extractelement"(%90, %100) : (vector<2xf32>, i64) -> f32
    %1580 = "llvm.call"(%1577, %1578, %1579) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1581 = "llvm.insertelement"(%1576, %1580, %100) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1582 = "llvm.extractelement"(%1581, %47) : (vector<2xf32>, i64) -> f32
    %1583 = "llvm.extractelement"(%1571, %47) : (vector<2xf32>, i64) -> f32
    %1584 = "llvm.extractelement"(%91, %47) : (vector<2xf32>, i64) -> f32
    %1585 = "llvm.call"(%1582, %1583, %1584) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1586 = "llvm.insertelement"(%19, %1585, %47) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1587 = "llvm.extractelement"(%1581, %100) : (vector<2xf32>, i64) -> f32
    %1588 = "llvm.extractelement"(%1571, %100) : (vector<2xf32>, i64) -> f32
    %1589 = "llvm.extractelement"(%91, %100) : (vector<2xf32>, i64) -> f32
    %1590 = "llvm.call"(%1587, %1588, %1589) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1591 = "llvm.insertelement"(%1586, %1590, %100) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1592 = "llvm.extractelement"(%1591, %47) : (vector<2xf32>, i64) -> f32
    %1593 = "llvm.extractelement"(%1571, %47) : (vector<2xf32>, i64) -> f32
    %1594 = "llvm.extractelement"(%92, %47) : (vector<2xf32>, i64) -> f32
    %1595 = "llvm.call"(%1592, %1593, %1594) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1596 = "llvm.insertelement"(%19, %1595, %47) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1597 = "llvm.extractelement"(%1591, %100) : (vector<2xf32>, i64) -> f32
    %1598 = "llvm.extractelement"(%1571, %100) : (vector<2xf32>, i64) -> f32
    %1599 = "llvm.extractelement"(%92, %100) : (vector<2xf32>, i64) -> f32
    %1600 = "llvm.call"(%1597, %1598, %1599) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1601 = "llvm.insertelement"(%1596, %1600, %100) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1602 = "llvm.extractelement"(%1601, %47) : (vector<2xf32>, i64) -> f32
    %1603 = "llvm.extractelement"(%1571, %47) : (vector<2xf32>, i64) -> f32
    %1604 = "llvm.extractelement"(%93, %47) : (vector<2xf32>, i64) -> f32
    %1605 = "llvm.call"(%1602, %1603, %1604) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1606 = "llvm.insertelement"(%19, %1605, %47) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1607 = "llvm.extractelement"(%1601, %100) : (vector<2xf32>, i64) -> f32
    %1608 = "llvm.extractelement"(%1571, %100) : (vector<2xf32>, i64) -> f32
    %1609 = "llvm.extractelement"(%93, %100) : (vector<2xf32>, i64) -> f32
    %1610 = "llvm.call"(%1607, %1608, %1609) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1611 = "llvm.insertelement"(%1606, %1610, %100) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1612 = "llvm.extractelement"(%1611, %47) : (vector<2xf32>, i64) -> f32
    %1613 = "llvm.extractelement"(%1571, %47) : (vector<2xf32>, i64) -> f32
    %1614 = "llvm.extractelement"(%84, %47) : (vector<2xf32>, i64) -> f32
    %1615 = "llvm.call"(%1612, %1613, %1614) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1616 = "llvm.insertelement"(%19, %1615, %47) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1617 = "llvm.extractelement"(%1611, %100) : (vector<2xf32>, i64) -> f32
    %1618 = "llvm.extractelement"(%1571, %100) : (vector<2xf32>, i64) -> f32
    %1619 = "llvm.extractelement"(%84, %100) : (vector<2xf32>, i64) -> f32
    %1620 = "llvm.call"(%1617, %1618, %1619) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1621 = "llvm.insertelement"(%1616, %1620, %100) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1622 = "llvm.fmul"(%1571, %1571) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %1623 = "llvm.extractelement"(%1621, %47) : (vector<2xf32>, i64) -> f32
    %1624 = "llvm.extractelement"(%1622, %47) : (vector<2xf32>, i64) -> f32
    %1625 = "llvm.extractelement"(%1571, %47) : (vector<2xf32>, i64) -> f32
    %1626 = "llvm.call"(%1623, %1624, %1625) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1627 = "llvm.insertelement"(%19, %1626, %47) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1628 = "llvm.extractelement"(%1621, %100) : (vector<2xf32>, i64) -> f32
    %1629 = "llvm.extractelement"(%1622, %100) : (vector<2xf32>, i64) -> f32
    %1630 = "llvm.extractelement"(%1571, %100) : (vector<2xf32>, i64) -> f32
    %1631 = "llvm.call"(%1628, %1629, %1630) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1632 = "llvm.insertelement"(%1627, %1631, %100) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1633 = "llvm.fadd"(%1632, %85) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %1634 = "llvm.fptosi"(%1551) : (vector<2xf32>) -> vector<2xi32>
    %1635 = "llvm.add"(%1634, %99) <{overflowFlags = 0 : i32}> : (vector<2xi32>, vector<2xi32>) -> vector<2xi32>
    %1636 = "llvm.shl"(%1635, %98) <{overflowFlags = 0 : i32}> : (vector<2xi32>, vector<2xi32>) -> vector<2xi32>
    %1637 = "llvm.bitcast"(%1636) : (vector<2xi32>) -> vector<2xf32>
    %1638 = "llvm.fmul"(%1633, %1637) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %1639 = "llvm.fmul"(%957, %83) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %1640 = "llvm.fcmp"(%1639, %94) <{fastmathFlags = #llvm.fastmath<none>, predicate = 10 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
    %1641 = "llvm.select"(%1640, %1639, %94) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %1642 = "llvm.fcmp"(%1641, %95) <{fastmathFlags = #llvm.fastmath<none>, predicate = 12 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
    %1643 = "llvm.select"(%1642, %1641, %95) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %1644 = "llvm.extractelement"(%1643, %47) : (vector<2xf32>, i64) -> f32
    %1645 = "llvm.extractelement"(%86, %47) : (vector<2xf32>, i64) -> f32
    %1646 = "llvm.extractelement"(%84, %47) : (vector<2xf32>, i64) -> f32
    %1647 = "llvm.call"(%1644, %1645, %1646) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1648 = "llvm.insertelement"(%19, %1647, %47) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1649 = "llvm.extractelement"(%1643, %100) : (vector<2xf32>, i64) -> f32
    %1650 = "llvm.extractelement"(%86, %100) : (vector<2xf32>, i64) -> f32
    %1651 = "llvm.extractelement"(%84, %100) : (vector<2xf32>, i64) -> f32
    %1652 = "llvm.call"(%1649, %1650, %1651) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1653 = "llvm.insertelement"(%1648, %1652, %100) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1654 = "llvm.extractelement"(%1653, %47) : (vector<2xf32>, i64) -> f32
    %1655 = "llvm.call"(%1654) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_floorf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (f32) -> f32
    %1656 = "llvm.insertelement"(%19, %1655, %47) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1657 = "llvm.extractelement"(%1653, %100) : (vector<2xf32>, i64) -> f32
    %1658 = "llvm.call"(%1657) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_floorf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (f32) -> f32
    %1659 = "llvm.insertelement"(%1656, %1658, %100) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1660 = "llvm.fcmp"(%1659, %96) <{fastmathFlags = #llvm.fastmath<none>, predicate = 10 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
    %1661 = "llvm.select"(%1660, %1659, %96) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %1662 = "llvm.fcmp"(%1661, %97) <{fastmathFlags = #llvm.fastmath<none>, predicate = 12 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
    %1663 = "llvm.select"(%1662, %1661, %97) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %1664 = "llvm.extractelement"(%87, %47) : (vector<2xf32>, i64) -> f32
    %1665 = "llvm.extractelement"(%1663, %47) : (vector<2xf32>, i64) -> f32
    %1666 = "llvm.extractelement"(%1643, %47) : (vector<2xf32>, i64) -> f32
    %1667 = "llvm.call"(%1664, %1665, %1666) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1668 = "llvm.insertelement"(%19, %1667, %47) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1669 = "llvm.extractelement"(%87, %100) : (vector<2xf32>, i64) -> f32
    %1670 = "llvm.extractelement"(%1663, %100) : (vector<2xf32>, i64) -> f32
    %1671 = "llvm.extractelement"(%1643, %100) : (vector<2xf32>, i64) -> f32
    %1672 = "llvm.call"(%1669, %1670, %1671) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1673 = "llvm.insertelement"(%1668, %1672, %100) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1674 = "llvm.extractelement"(%88, %47) : (vector<2xf32>, i64) -> f32
    %1675 = "llvm.extractelement"(%1663, %47) : (vector<2xf32>, i64) -> f32
    %1676 = "llvm.extractelement"(%1673, %47) : (vector<2xf32>, i64) -> f32
    %1677 = "llvm.call"(%1674, %1675, %1676) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1678 = "llvm.insertelement"(%19, %1677, %47) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1679 = "llvm.extractelement"(%88, %100) : (vector<2xf32>, i64) -> f32
    %1680 = "llvm.extractelement"(%1663, %100) : (vector<2xf32>, i64) -> f32
    %1681 = "llvm.extractelement"(%1673, %100) : (vector<2xf32>, i64) -> f32
    %1682 = "llvm.call"(%1679, %1680, %1681) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1683 = "llvm.insertelement"(%1678, %1682, %100) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1684 = "llvm.extractelement"(%1683, %47) : (vector<2xf32>, i64) -> f32
    %1685 = "llvm.extractelement"(%89, %47) : (vector<2xf32>, i64) -> f32
    %1686 = "llvm.extractelement"(%90, %47) : (vector<2xf32>, i64) -> f32
    %1687 = "llvm.call"(%1684, %1685, %1686) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1688 = "llvm.insertelement"(%19, %1687, %47) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1689 = "llvm.extractelement"(%1683, %100) : (vector<2xf32>, i64) -> f32
    %1690 = "llvm.extractelement"(%89, %100) : (vector<2xf32>, i64) -> f32
    %1691 = "llvm.extractelement"(%90, %100) : (vector<2xf32>, i64) -> f32
    %1692 = "llvm.call"(%1689, %1690, %1691) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1693 = "llvm.insertelement"(%1688, %1692, %100) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1694 = "llvm.extractelement"(%1693, %47) : (vector<2xf32>, i64) -> f32
    %1695 = "llvm.extractelement"(%1683, %47) : (vector<2xf32>, i64) -> f32
    %1696 = "llvm.extractelement"(%91, %47) : (vector<2xf32>, i64) -> f32
    %1697 = "llvm.call"(%1694, %1695, %1696) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1698 = "llvm.insertelement"(%19, %1697, %47) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1699 = "llvm.extractelement"(%1693, %100) : (vector<2xf32>, i64) -> f32
    %1700 = "llvm.extractelement"(%1683, %100) : (vector<2xf32>, i64) -> f32
    %1701 = "llvm.extractelement"(%91, %100) : (vector<2xf32>, i64) -> f32
    %1702 = "llvm.call"(%1699, %1700, %1701) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1703 = "llvm.insertelement"(%1698, %1702, %100) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1704 = "llvm.extractelement"(%1703, %47) : (vector<2xf32>, i64) -> f32
    %1705 = "llvm.extractelement"(%1683, %47) : (vector<2xf32>, i64) -> f32
    %1706 = "llvm.extractelement"(%92, %47) : (vector<2xf32>, i64) -> f32
    %1707 = "llvm.call"(%1704, %1705, %1706) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1708 = "llvm.insertelement"(%19, %1707, %47) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1709 = "llvm.extractelement"(%1703, %100) : (vector<2xf32>, i64) -> f32
    %1710 = "llvm.extractelement"(%1683, %100) : (vector<2xf32>, i64) -> f32
    %1711 = "llvm.extractelement"(%92, %100) : (vector<2xf32>, i64) -> f32
    %1712 = "llvm.call"(%1709, %1710, %1711) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1713 = "llvm.insertelement"(%1708, %1712, %100) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1714 = "llvm.extractelement"(%1713, %47) : (vector<2xf32>, i64) -> f32
    %1715 = "llvm.extractelement"(%1683, %47) : (vector<2xf32>, i64) -> f32
    %1716 = "llvm.extractelement"(%93, %47) : (vector<2xf32>, i64) -> f32
    %1717 = "llvm.call"(%1714, %1715, %1716) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1718 = "llvm.insertelement"(%19, %1717, %47) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1719 = "llvm.extractelement"(%1713, %100) : (vector<2xf32>, i64) -> f32
    %1720 = "llvm.extractelement"(%1683, %100) : (vector<2xf32>, i64) -> f32
    %1721 = "llvm.extractelement"(%93, %100) : (vector<2xf32>, i64) -> f32
    %1722 = "llvm.call"(%1719, %1720, %1721) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1723 = "llvm.insertelement"(%1718, %1722, %100) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1724 = "llvm.extractelement"(%1723, %47) : (vector<2xf32>, i64) -> f32
    %1725 = "llvm.extractelement"(%1683, %47) : (vector<2xf32>, i64) -> f32
    %1726 = "llvm.extractelement"(%84, %47) : (vector<2xf32>, i64) -> f32
    %1727 = "llvm.call"(%1724, %1725, %1726) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1728 = "llvm.insertelement"(%19, %1727, %47) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1729 = "llvm.extractelement"(%1723, %100) : (vector<2xf32>, i64) -> f32
    %1730 = "llvm.extractelement"(%1683, %100) : (vector<2xf32>, i64) -> f32
    %1731 = "llvm.extractelement"(%84, %100) : (vector<2xf32>, i64) -> f32
    %1732 = "llvm.call"(%1729, %1730, %1731) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1733 = "llvm.insertelement"(%1728, %1732, %100) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1734 = "llvm.fmul"(%1683, %1683) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %1735 = "llvm.extractelement"(%1733, %47) : (vector<2xf32>, i64) -> f32
    %1736 = "llvm.extractelement"(%1734, %47) : (vector<2xf32>, i64) -> f32
    %1737 = "llvm.extractelement"(%1683, %47) : (vector<2xf32>, i64) -> f32
    %1738 = "llvm.call"(%1735, %1736, %1737) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1739 = "llvm.insertelement"(%19, %1738, %47) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1740 = "llvm.extractelement"(%1733, %100) : (vector<2xf32>, i64) -> f32
    %1741 = "llvm.extractelement"(%1734, %100) : (vector<2xf32>, i64) -> f32
    %1742 = "llvm.extractelement"(%1683, %100) : (vector<2xf32>, i64) -> f32
    %1743 = "llvm.call"(%1740, %1741, %1742) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1744 = "llvm.insertelement"(%1739, %1743, %100) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1745 = "llvm.fadd"(%1744, %85) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %1746 = "llvm.fptosi"(%1663) : (vector<2xf32>) -> vector<2xi32>
    %1747 = "llvm.add"(%1746, %99) <{overflowFlags = 0 : i32}> : (vector<2xi32>, vector<2xi32>) -> vector<2xi32>
    %1748 = "llvm.shl"(%1747, %98) <{overflowFlags = 0 : i32}> : (vector<2xi32>, vector<2xi32>) -> vector<2xi32>
    %1749 = "llvm.bitcast"(%1748) : (vector<2xi32>) -> vector<2xf32>
    %1750 = "llvm.fmul"(%1745, %1749) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %1751 = "llvm.fmul"(%958, %83) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %1752 = "llvm.fcmp"(%1751, %94) <{fastmathFlags = #llvm.fastmath<none>, predicate = 10 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
    %1753 = "llvm.select"(%1752, %1751, %94) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %1754 = "llvm.fcmp"(%1753, %95) <{fastmathFlags = #llvm.fastmath<none>, predicate = 12 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
    %1755 = "llvm.select"(%1754, %1753, %95) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %1756 = "llvm.extractelement"(%1755, %47) : (vector<2xf32>, i64) -> f32
    %1757 = "llvm.extractelement"(%86, %47) : (vector<2xf32>, i64) -> f32
    %1758 = "llvm.extractelement"(%84, %47) : (vector<2xf32>, i64) -> f32
    %1759 = "llvm.call"(%1756, %1757, %1758) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1760 = "llvm.insertelement"(%19, %1759, %47) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1761 = "llvm.extractelement"(%1755, %100) : (vector<2xf32>, i64) -> f32
    %1762 = "llvm.extractelement"(%86, %100) : (vector<2xf32>, i64) -> f32
    %1763 = "llvm.extractelement"(%84, %100) : (vector<2xf32>, i64) -> f32
    %1764 = "llvm.call"(%1761, %1762, %1763) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1765 = "llvm.insertelement"(%1760, %1764, %100) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1766 = "llvm.extractelement"(%1765, %47) : (vector<2xf32>, i64) -> f32
    %1767 = "llvm.call"(%1766) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_floorf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (f32) -> f32
    %1768 = "llvm.insertelement"(%19, %1767, %47) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1769 = "llvm.extractelement"(%1765, %100) : (vector<2xf32>, i64) -> f32
    %1770 = "llvm.call"(%1769) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_floorf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (f32) -> f32
    %1771 = "llvm.insertelement"(%1768, %1770, %100) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1772 = "llvm.fcmp"(%1771, %96) <{fastmathFlags = #llvm.fastmath<none>, predicate = 10 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
    %1773 = "llvm.select"(%1772, %1771, %96) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %1774 = "llvm.fcmp"(%1773, %97) <{fastmathFlags = #llvm.fastmath<none>, predicate = 12 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
    %1775 = "llvm.select"(%1774, %1773, %97) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %1776 = "llvm.extractelement"(%87, %47) : (vector<2xf32>, i64) -> f32
    %1777 = "llvm.extractelement"(%1775, %47) : (vector<2xf32>, i64) -> f32
    %1778 = "llvm.extractelement"(%1755, %47) : (vector<2xf32>, i64) -> f32
    %1779 = "llvm.call"(%1776, %1777, %1778) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1780 = "llvm.insertelement"(%19, %1779, %47) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1781 = "llvm.extractelement"(%87, %100) : (vector<2xf32>, i64) -> f32
    %1782 = "llvm.extractelement"(%1775, %100) : (vector<2xf32>, i64) -> f32
    %1783 = "llvm.extractelement"(%1755, %100) : (vector<2xf32>, i64) -> f32
    %1784 = "llvm.call"(%1781, %1782, %1783) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1785 = "llvm.insertelement"(%1780, %1784, %100) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1786 = "llvm.extractelement"(%88, %47) : (vector<2xf32>, i64) -> f32
    %1787 = "llvm.extractelement"(%1775, %47) : (vector<2xf32>, i64) -> f32
    %1788 = "llvm.extractelement"(%1785, %47) : (vector<2xf32>, i64) -> f32
    %1789 = "llvm.call"(%1786, %1787, %1788) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1790 = "llvm.insertelement"(%19, %1789, %47) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1791 = "llvm.extractelement"(%88, %100) : (vector<2xf32>, i64) -> f32
    %1792 = "llvm.extractelement"(%1775, %100) : (vector<2xf32>, i64) -> f32
    %1793 = "llvm.extractelement"(%1785, %100) : (vector<2xf32>, i64) -> f32
    %1794 = "llvm.call"(%1791, %1792, %1793) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1795 = "llvm.insertelement"(%1790, %1794, %100) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1796 = "llvm.extractelement"(%1795, %47) : (vector<2xf32>, i64) -> f32
    %1797 = "llvm.extractelement"(%89, %47) : (vector<2xf32>, i64) -> f32
    %1798 = "llvm.extractelement"(%90, %47) : (vector<2xf32>, i64) -> f32
    %1799 = "llvm.call"(%1796, %1797, %1798) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1800 = "llvm.insertelement"(%19, %1799, %47) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1801 = "llvm.extractelement"(%1795, %100) : (vector<2xf32>, i64) -> f32
    %1802 = "llvm.extractelement"(%89, %100) : (vector<2xf32>, i64) -> f32
    %1803 = "llvm.extractelement"(%90, %100) : (vector<2xf32>, i64) -> f32
    %1804 = "llvm.call"(%1801, %1802, %1803) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1805 = "llvm.insertelement"(%1800, %1804, %100) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1806 = "llvm.extractelement"(%1805, %47) : (vector<2xf32>, i64) -> f32
    %1807 = "llvm.extractelement"(%1795, %47) : (vector<2xf32>, i64) -> f32
    %1808 = "llvm.extractelement"(%91, %47) : (vector<2xf32>, i64) -> f32
    %1809 = "llvm.call"(%1806, %1807, %1808) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1810 = "llvm.insertelement"(%19, %1809, %47) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1811 = "llvm.extractelement"(%1805, %100) : (vector<2xf32>, i64) -> f32
    %1812 = "llvm.extractelement"(%1795, %100) : (vector<2xf32>, i64) -> f32
    %1813 = "llvm.extractelement"(%91, %100) : (vector<2xf32>, i64) -> f32
    %1814 = "llvm.call"(%1811, %1812, %1813) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1815 = "llvm.insertelement"(%1810, %1814, %100) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1816 = "llvm.extractelement"(%1815, %47) : (vector<2xf32>, i64) -> f32
    %1817 = "llvm.extractelement"(%1795, %47) : (vector<2xf32>, i64) -> f32
    %1818 = "llvm.extractelement"(%92, %47) : (vector<2xf32>, i64) -> f32
    %1819 = "llvm.call"(%1816, %1817, %1818) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1820 = "llvm.insertelement"(%19, %1819, %47) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1821 = "llvm.extractelement"(%1815, %100) : (vector<2xf32>, i64) -> f32
    %1822 = "llvm.extractelement"(%1795, %100) : (vector<2xf32>, i64) -> f32
    %1823 = "llvm.extractelement"(%92, %100) : (vector<2xf32>, i64) -> f32
    %1824 = "llvm.call"(%1821, %1822, %1823) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1825 = "llvm.insertelement"(%1820, %1824, %100) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1826 = "llvm.extractelement"(%1825, %47) : (vector<2xf32>, i64) -> f32
    %1827 = "llvm.extractelement"(%1795, %47) : (vector<2xf32>, i64) -> f32
    %1828 = "llvm.extractelement"(%93, %47) : (vector<2xf32>, i64) -> f32
    %1829 = "llvm.call"(%1826, %1827, %1828) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1830 = "llvm.insertelement"(%19, %1829, %47) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1831 = "llvm.extractelement"(%1825, %100) : (vector<2xf32>, i64) -> f32
    %1832 = "llvm.extractelement"(%1795, %100) : (vector<2xf32>, i64) -> f32
    %1833 = "llvm.extractelement"(%93, %100) : (vector<2xf32>, i64) -> f32
    %1834 = "llvm.call"(%1831, %1832, %1833) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1835 = "llvm.insertelement"(%1830, %1834, %100) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1836 = "llvm.extractelement"(%1835, %47) : (vector<2xf32>, i64) -> f32
    %1837 = "llvm.extractelement"(%1795, %47) : (vector<2xf32>, i64) -> f32
    %1838 = "llvm.extractelement"(%84, %47) : (vector<2xf32>, i64) -> f32
    %1839 = "llvm.call"(%1836, %1837, %1838) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1840 = "llvm.insertelement"(%19, %1839, %47) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1841 = "llvm.extractelement"(%1835, %100) : (vector<2xf32>, i64) -> f32
    %1842 = "llvm.extractelement"(%1795, %100) : (vector<2xf32>, i64) -> f32
    %1843 = "llvm.extractelement"(%84, %100) : (vector<2xf32>, i64) -> f32
    %1844 = "llvm.call"(%1841, %1842, %1843) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1845 = "llvm.insertelement"(%1840, %1844, %100) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1846 = "llvm.fmul"(%1795, %1795) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %1847 = "llvm.extractelement"(%1845, %47) : (vector<2xf32>, i64) -> f32
    %1848 = "llvm.extractelement"(%1846, %47) : (vector<2xf32>, i64) -> f32
    %1849 = "llvm.extractelement"(%1795, %47) : (vector<2xf32>, i64) -> f32
    %1850 = "llvm.call"(%1847, %1848, %1849) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1851 = "llvm.insertelement"(%19, %1850, %47) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1852 = "llvm.extractelement"(%1845, %100) : (vector<2xf32>, i64) -> f32
    %1853 = "llvm.extractelement"(%1846, %100) : (vector<2xf32>, i64) -> f32
    %1854 = "llvm.extractelement"(%1795, %100) : (vector<2xf32>, i64) -> f32
    %1855 = "llvm.call"(%1852, %1853, %1854) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1856 = "llvm.insertelement"(%1851, %1855, %100) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1857 = "llvm.fadd"(%1856, %85) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %1858 = "llvm.fptosi"(%1775) : (vector<2xf32>) -> vector<2xi32>
    %1859 = "llvm.add"(%1858, %99) <{overflowFlags = 0 : i32}> : (vector<2xi32>, vector<2xi32>) -> vector<2xi32>
    %1860 = "llvm.shl"(%1859, %98) <{overflowFlags = 0 : i32}> : (vector<2xi32>, vector<2xi32>) -> vector<2xi32>
    %1861 = "llvm.bitcast"(%1860) : (vector<2xi32>) -> vector<2xf32>
    %1862 = "llvm.fmul"(%1857, %1861) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %1863 = "llvm.fmul"(%959, %83) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %1864 = "llvm.fcmp"(%1863, %94) <{fastmathFlags = #llvm.fastmath<none>, predicate = 10 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
    %1865 = "llvm.select"(%1864, %1863, %94) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %1866 = "llvm.fcmp"(%1865, %95) <{fastmathFlags = #llvm.fastmath<none>, predicate = 12 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
    %1867 = "llvm.select"(%1866, %1865, %95) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %1868 = "llvm.extractelement"(%1867, %47) : (vector<2xf32>, i64) -> f32
    %1869 = "llvm.extractelement"(%86, %47) : (vector<2xf32>, i64) -> f32
    %1870 = "llvm.extractelement"(%84, %47) : (vector<2xf32>, i64) -> f32
    %1871 = "llvm.call"(%1868, %1869, %1870) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1872 = "llvm.insertelement"(%19, %1871, %47) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1873 = "llvm.extractelement"(%1867, %100) : (vector<2xf32>, i64) -> f32
    %1874 = "llvm.extractelement"(%86, %100) : (vector<2xf32>, i64) -> f32
    %1875 = "llvm.extractelement"(%84, %100) : (vector<2xf32>, i64) -> f32
    %1876 = "llvm.call"(%1873, %1874, %1875) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1877 = "llvm.insertelement"(%1872, %1876, %100) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1878 = "llvm.extractelement"(%1877, %47) : (vector<2xf32>, i64) -> f32
    %1879 = "llvm.call"(%1878) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_floorf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (f32) -> f32
    %1880 = "llvm.insertelement"(%19, %1879, %47) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1881 = "llvm.extractelement"(%1877, %100) : (vector<2xf32>, i64) -> f32
    %1882 = "llvm.call"(%1881) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_floorf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (f32) -> f32
    %1883 = "llvm.insertelement"(%1880, %1882, %100) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1884 = "llvm.fcmp"(%1883, %96) <{fastmathFlags = #llvm.fastmath<none>, predicate = 10 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
    %1885 = "llvm.select"(%1884, %1883, %96) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %1886 = "llvm.fcmp"(%1885, %97) <{fastmathFlags = #llvm.fastmath<none>, predicate = 12 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
    %1887 = "llvm.select"(%1886, %1885, %97) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %1888 = "llvm.extractelement"(%87, %47) : (vector<2xf32>, i64) -> f32
    %1889 = "llvm.extractelement"(%1887, %47) : (vector<2xf32>, i64) -> f32
    %1890 = "llvm.extractelement"(%1867, %47) : (vector<2xf32>, i64) -> f32
    %1891 = "llvm.call"(%1888, %1889, %1890) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1892 = "llvm.insertelement"(%19, %1891, %47) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1893 = "llvm.extractelement"(%87, %100) : (vector<2xf32>, i64) -> f32
    %1894 = "llvm.extractelement"(%1887, %100) : (vector<2xf32>, i64) -> f32
    %1895 = "llvm.extractelement"(%1867, %100) : (vector<2xf32>, i64) -> f32
    %1896 = "llvm.call"(%1893, %1894, %1895) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1897 = "llvm.insertelement"(%1892, %1896, %100) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1898 = "llvm.extractelement"(%88, %47) : (vector<2xf32>, i64) -> f32
    %1899 = "llvm.extractelement"(%1887, %47) : (vector<2xf32>, i64) -> f32
    %1900 = "llvm.extractelement"(%1897, %47) : (vector<2xf32>, i64) -> f32
    %1901 = "llvm.call"(%1898, %1899, %1900) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1902 = "llvm.insertelement"(%19, %1901, %47) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1903 = "llvm.extractelement"(%88, %100) : (vector<2xf32>, i64) -> f32
    %1904 = "llvm.extractelement"(%1887, %100) : (vector<2xf32>, i64) -> f32
    %1905 = "llvm.extractelement"(%1897, %100) : (vector<2xf32>, i64) -> f32
    %1906 = "llvm.call"(%1903, %1904, %1905) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1907 = "llvm.insertelement"(%1902, %1906, %100) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1908 = "llvm.extractelement"(%1907, %47) : (vector<2xf32>, i64) -> f32
    %1909 = "llvm.extractelement"(%89, %47) : (vector<2xf32>, i64) -> f32
    %1910 = "llvm.extractelement"(%90, %47) : (vector<2xf32>, i64) -> f32
    %1911 = "llvm.call"(%1908, %1909, %1910) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1912 = "llvm.insertelement"(%19, %1911, %47) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1913 = "llvm.extractelement"(%1907, %100) : (vector<2xf32>, i64) -> f32
    %1914 = "llvm.extractelement"(%89, %100) : (vector<2xf32>, i64) -> f32
    %1915 = "llvm.extractelement"(%90, %100) : (vector<2xf32>, i64) -> f32
    %1916 = "llvm.call"(%1913, %1914, %1915) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1917 = "llvm.insertelement"(%1912, %1916, %100) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1918 = "llvm.extractelement"(%1917, %47) : (vector<2xf32>, i64) -> f32
    %1919 = "llvm.extractelement"(%1907, %47) : (vector<2xf32>, i64) -> f32
    %1920 = "llvm.extractelement"(%91, %47) : (vector<2xf32>, i64) -> f32
    %1921 = "llvm.call"(%1918, %1919, %1920) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1922 = "llvm.insertelement"(%19, %1921, %47) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1923 = "llvm.extractelement"(%1917, %100) : (vector<2xf32>, i64) -> f32
    %1924 = "llvm.extractelement"(%1907, %100) : (vector<2xf32>, i64) -> f32
    %1925 = "llvm.extractelement"(%91, %100) : (vector<2xf32>, i64) -> f32
    %1926 = "llvm.call"(%1923, %1924, %1925) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1927 = "llvm.insertelement"(%1922, %1926, %100) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1928 = "llvm.extractelement"(%1927, %47) : (vector<2xf32>, i64) -> f32
    %1929 = "llvm.extractelement"(%1907, %47) : (vector<2xf32>, i64) -> f32
    %1930 = "llvm.extractelement"(%92, %47) : (vector<2xf32>, i64) -> f32
    %1931 = "llvm.call"(%1928, %1929, %1930) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1932 = "llvm.insertelement"(%19, %1931, %47) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1933 = "llvm.extractelement"(%1927, %100) : (vector<2xf32>, i64) -> f32
    %1934 = "llvm.extractelement"(%1907, %100) : (vector<2xf32>, i64) -> f32
    %1935 = "llvm.extractelement"(%92, %100) : (vector<2xf32>, i64) -> f32
    %1936 = "llvm.call"(%1933, %1934, %1935) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1937 = "llvm.insertelement"(%1932, %1936, %100) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1938 = "llvm.extractelement"(%1937, %47) : (vector<2xf32>, i64) -> f32
    %1939 = "llvm.extractelement"(%1907, %47) : (vector<2xf32>, i64) -> f32
    %1940 = "llvm.extractelement"(%93, %47) : (vector<2xf32>, i64) -> f32
    %1941 = "llvm.call"(%1938, %1939, %1940) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1942 = "llvm.insertelement"(%19, %1941, %47) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1943 = "llvm.extractelement"(%1937, %100) : (vector<2xf32>, i64) -> f32
    %1944 = "llvm.extractelement"(%1907, %100) : (vector<2xf32>, i64) -> f32
    %1945 = "llvm.extractelement"(%93, %100) : (vector<2xf32>, i64) -> f32
    %1946 = "llvm.call"(%1943, %1944, %1945) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1947 = "llvm.insertelement"(%1942, %1946, %100) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1948 = "llvm.extractelement"(%1947, %47) : (vector<2xf32>, i64) -> f32
    %1949 = "llvm.extractelement"(%1907, %47) : (vector<2xf32>, i64) -> f32
    %1950 = "llvm.extractelement"(%84, %47) : (vector<2xf32>, i64) -> f32
    %1951 = "llvm.call"(%1948, %1949, %1950) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1952 = "llvm.insertelement"(%19, %1951, %47) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1953 = "llvm.extractelement"(%1947, %100) : (vector<2xf32>, i64) -> f32
    %1954 = "llvm.extractelement"(%1907, %100) : (vector<2xf32>, i64) -> f32
    %1955 = "llvm.extractelement"(%84, %100) : (vector<2xf32>, i64) -> f32
    %1956 = "llvm.call"(%1953, %1954, %1955) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1957 = "llvm.insertelement"(%1952, %1956, %100) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1958 = "llvm.fmul"(%1907, %1907) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %1959 = "llvm.extractelement"(%1957, %47) : (vector<2xf32>, i64) -> f32
    %1960 = "llvm.extractelement"(%1958, %47) : (vector<2xf32>, i64) -> f32
    %1961 = "llvm.extractelement"(%1907, %47) : (vector<2xf32>, i64) -> f32
    %1962 = "llvm.call"(%1959, %1960, %1961) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1963 = "llvm.insertelement"(%19, %1962, %47) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1964 = "llvm.extractelement"(%1957, %100) : (vector<2xf32>, i64) -> f32
    %1965 = "llvm.extractelement"(%1958, %100) : (vector<2xf32>, i64) -> f32
    %1966 = "llvm.extractelement"(%1907, %100) : (vector<2xf32>, i64) -> f32
    %1967 = "llvm.call"(%1964, %1965, %1966) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1968 = "llvm.insertelement"(%1963, %1967, %100) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1969 = "llvm.fadd"(%1968, %85) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %1970 = "llvm.fptosi"(%1887) : (vector<2xf32>) -> vector<2xi32>
    %1971 = "llvm.add"(%1970, %99) <{overflowFlags = 0 : i32}> : (vector<2xi32>, vector<2xi32>) -> vector<2xi32>
    %1972 = "llvm.shl"(%1971, %98) <{overflowFlags = 0 : i32}> : (vector<2xi32>, vector<2xi32>) -> vector<2xi32>
    %1973 = "llvm.bitcast"(%1972) : (vector<2xi32>) -> vector<2xf32>
    %1974 = "llvm.fmul"(%1969, %1973) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %1975 = "llvm.fmul"(%960, %83) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %1976 = "llvm.fcmp"(%1975, %94) <{fastmathFlags = #llvm.fastmath<none>, predicate = 10 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
    %1977 = "llvm.select"(%1976, %1975, %94) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %1978 = "llvm.fcmp"(%1977, %95) <{fastmathFlags = #llvm.fastmath<none>, predicate = 12 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
    %1979 = "llvm.select"(%1978, %1977, %95) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %1980 = "llvm.extractelement"(%1979, %47) : (vector<2xf32>, i64) -> f32
    %1981 = "llvm.extractelement"(%86, %47) : (vector<2xf32>, i64) -> f32
    %1982 = "llvm.extractelement"(%84, %47) : (vector<2xf32>, i64) -> f32
    %1983 = "llvm.call"(%1980, %1981, %1982) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1984 = "llvm.insertelement"(%19, %1983, %47) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1985 = "llvm.extractelement"(%1979, %100) : (vector<2xf32>, i64) -> f32
    %1986 = "llvm.extractelement"(%86, %100) : (vector<2xf32>, i64) -> f32
    %1987 = "llvm.extractelement"(%84, %100) : (vector<2xf32>, i64) -> f32
    %1988 = "llvm.call"(%1985, %1986, %1987) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1989 = "llvm.insertelement"(%1984, %1988, %100) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1990 = "llvm.extractelement"(%1989, %47) : (vector<2xf32>, i64) -> f32
    %1991 = "llvm.call"(%1990) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_floorf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (f32) -> f32
    %1992 = "llvm.insertelement"(%19, %1991, %47) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1993 = "llvm.extractelement"(%1989, %100) : (vector<2xf32>, i64) -> f32
    %1994 = "llvm.call"(%1993) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_floorf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (f32) -> f32
    %1995 = "llvm.insertelement"(%1992, %1994, %100) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1996 = "llvm.fcmp"(%1995, %96) <{fastmathFlags = #llvm.fastmath<none>, predicate = 10 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
    %1997 = "llvm.select"(%1996, %1995, %96) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %1998 = "llvm.fcmp"(%1997, %97) <{fastmathFlags = #llvm.fastmath<none>, predicate = 12 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
    %1999 = "llvm.select"(%1998, %1997, %97) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %2000 = "llvm.extractelement"(%87, %47) : (vector<2xf32>, i64) -> f32
    %2001 = "llvm.extractelement"(%1999, %47) : (vector<2xf32>, i64) -> f32
    %2002 = "llvm.extractelement"(%1979, %47) : (vector<2xf32>, i64) -> f32
    %2003 = "llvm.call"(%2000, %2001, %2002) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2004 = "llvm.insertelement"(%19, %2003, %47) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2005 = "llvm.extractelement"(%87, %100) : (vector<2xf32>, i64) -> f32
    %2006 = "llvm.extractelement"(%1999, %100) : (vector<2xf32>, i64) -> f32
    %2007 = "llvm.extractelement"(%1979, %100) : (vector<2xf32>, i64) -> f32
    %2008 = "llvm.call"(%2005, %2006, %2007) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2009 = "llvm.insertelement"(%2004, %2008, %100) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2010 = "llvm.extractelement"(%88, %47) : (vector<2xf32>, i64) -> f32
    %2011 = "llvm.extractelement"(%1999, %47) : (vector<2xf32>, i64) -> f32
    %2012 = "llvm.extractelement"(%2009, %47) : (vector<2xf32>, i64) -> f32
    %2013 = "llvm.call"(%2010, %2011, %2012) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2014 = "llvm.insertelement"(%19, %2013, %47) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2015 = "llvm.extractelement"(%88, %100) : (vector<2xf32>, i64) -> f32
    %2016 = "llvm.extractelement"(%1999, %100) : (vector<2xf32>, i64) -> f32
    %2017 = "llvm.extractelement"(%2009, %100) : (vector<2xf32>, i64) -> f32
    %2018 = "llvm.call"(%2015, %2016, %2017) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2019 = "llvm.insertelement"(%2014, %2018, %100) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2020 = "llvm.extractelement"(%2019, %47) : (vector<2xf32>, i64) -> f32
    %2021 = "llvm.extractelement"(%89, %47) : (vector<2xf32>, i64) -> f32
    %2022 = "llvm.extractelement"(%90, %47) : (vector<2xf32>, i64) -> f32
    %2023 = "llvm.call"(%2020, %2021, %2022) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2024 = "llvm.insertelement"(%19, %2023, %47) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2025 = "llvm.extractelement"(%2019, %100) : (vector<2xf32>, i64) -> f32
    %2026 = "llvm.extractelement"(%89, %100) : (vector<2xf32>, i64) -> f32
    %2027 = "llvm.extractelement"(%90, %100) : (vector<2xf32>, i64) -> f32
    %2028 = "llvm.call"(%2025, %2026, %2027) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2029 = "llvm.insertelement"(%2024, %2028, %100) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2030 = "llvm.extractelement"(%2029, %47) : (vector<2xf32>, i64) -> f32
    %2031 = "llvm.extractelement"(%2019, %47) : (vector<2xf32>, i64) -> f32
    %2032 = "llvm.extractelement"(%91, %47) : (vector<2xf32>, i64) -> f32
    %2033 = "llvm.call"(%2030, %2031, %2032) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2034 = "llvm.insertelement"(%19, %2033, %47) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2035 = "llvm.extractelement"(%2029, %100) : (vector<2xf32>, i64) -> f32
    %2036 = "llvm.extractelement"(%2019, %100) : (vector<2xf32>, i64) -> f32
    %2037 = "llvm.extractelement"(%91, %100) : (vector<2xf32>, i64) -> f32
    %2038 = "llvm.call"(%2035, %2036, %2037) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2039 = "llvm.insertelement"(%2034, %2038, %100) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2040 = "llvm.extractelement"(%2039, %47) : (vector<2xf32>, i64) -> f32
    %2041 = "llvm.extractelement"(%2019, %47) : (vector<2xf32>, i64) -> f32
    %2042 = "llvm.extractelement"(%92, %47) : (vector<2xf32>, i64) -> f32
    %2043 = "llvm.call"(%2040, %2041, %2042) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2044 = "llvm.insertelement"(%19, %2043, %47) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2045 = "llvm.extractelement"(%2039, %100) : (vector<2xf32>, i64) -> f32
    %2046 = "llvm.extractelement"(%2019, %100) : (vector<2xf32>, i64) -> f32
    %2047 = "llvm.extractelement"(%92, %100) : (vector<2xf32>, i64) -> f32
    %2048 = "llvm.call"(%2045, %2046, %2047) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2049 = "llvm.insertelement"(%2044, %2048, %100) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2050 = "llvm.extractelement"(%2049, %47) : (vector<2xf32>, i64) -> f32
    %2051 = "llvm.extractelement"(%2019, %47) : (vector<2xf32>, i64) -> f32
    %2052 = "llvm.extractelement"(%93, %47) : (vector<2xf32>, i64) -> f32
    %2053 = "llvm.call"(%2050, %2051, %2052) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2054 = "llvm.insertelement"(%19, %2053, %47) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2055 = "llvm.extractelement"(%2049, %100) : (vector<2xf32>, i64) -> f32
    %2056 = "llvm.extractelement"(%2019, %100) : (vector<2xf32>, i64) -> f32
    %2057 = "llvm.extractelement"(%93, %100) : (vector<2xf32>, i64) -> f32
    %2058 = "llvm.call"(%2055, %2056, %2057) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2059 = "llvm.insertelement"(%2054, %2058, %100) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2060 = "llvm.extractelement"(%2059, %47) : (vector<2xf32>, i64) -> f32
    %2061 = "llvm.extractelement"(%2019, %47) : (vector<2xf32>, i64) -> f32
    %2062 = "llvm.extractelement"(%84, %47) : (vector<2xf32>, i64) -> f32
    %2063 = "llvm.call"(%2060, %2061, %2062) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2064 = "llvm.insertelement"(%19, %2063, %47) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2065 = "llvm.extractelement"(%2059, %100) : (vector<2xf32>, i64) -> f32
    %2066 = "llvm.extractelement"(%2019, %100) : (vector<2xf32>, i64) -> f32
    %2067 = "llvm.extractelement"(%84, %100) : (vector<2xf32>, i64) -> f32
    %2068 = "llvm.call"(%2065, %2066, %2067) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2069 = "llvm.insertelement"(%2064, %2068, %100) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2070 = "llvm.fmul"(%2019, %2019) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %2071 = "llvm.extractelement"(%2069, %47) : (vector<2xf32>, i64) -> f32
    %2072 = "llvm.extractelement"(%2070, %47) : (vector<2xf32>, i64) -> f32
    %2073 = "llvm.extractelement"(%2019, %47) : (vector<2xf32>, i64) -> f32
    %2074 = "llvm.call"(%2071, %2072, %2073) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2075 = "llvm.insertelement"(%19, %2074, %47) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2076 = "llvm.extractelement"(%2069, %100) : (vector<2xf32>, i64) -> f32
    %2077 = "llvm.extractelement"(%2070, %100) : (vector<2xf32>, i64) -> f32
    %2078 = "llvm.extractelement"(%2019, %100) : (vector<2xf32>, i64) -> f32
    %2079 = "llvm.call"(%2076, %2077, %2078) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2080 = "llvm.insertelement"(%2075, %2079, %100) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2081 = "llvm.fadd"(%2080, %85) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %2082 = "llvm.fptosi"(%1999) : (vector<2xf32>) -> vector<2xi32>
    %2083 = "llvm.add"(%2082, %99) <{overflowFlags = 0 : i32}> : (vector<2xi32>, vector<2xi32>) -> vector<2xi32>
    %2084 = "llvm.shl"(%2083, %98) <{overflowFlags = 0 : i32}> : (vector<2xi32>, vector<2xi32>) -> vector<2xi32>
    %2085 = "llvm.bitcast"(%2084) : (vector<2xi32>) -> vector<2xf32>
    %2086 = "llvm.fmul"(%2081, %2085) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %2087 = "llvm.fmul"(%961, %83) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %2088 = "llvm.fcmp"(%2087, %94) <{fastmathFlags = #llvm.fastmath<none>, predicate = 10 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
    %2089 = "llvm.select"(%2088, %2087, %94) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %2090 = "llvm.fcmp"(%2089, %95) <{fastmathFlags = #llvm.fastmath<none>, predicate = 12 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
    %2091 = "llvm.select"(%2090, %2089, %95) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %2092 = "llvm.extractelement"(%2091, %47) : (vector<2xf32>, i64) -> f32
    %2093 = "llvm.extractelement"(%86, %47) : (vector<2xf32>, i64) -> f32
    %2094 = "llvm.extractelement"(%84, %47) : (vector<2xf32>, i64) -> f32
    %2095 = "llvm.call"(%2092, %2093, %2094) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2096 = "llvm.insertelement"(%19, %2095, %47) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2097 = "llvm.extractelement"(%2091, %100) : (vector<2xf32>, i64) -> f32
    %2098 = "llvm.extractelement"(%86, %100) : (vector<2xf32>, i64) -> f32
    %2099 = "llvm.extractelement"(%84, %100) : (vector<2xf32>, i64) -> f32
    %2100 = "llvm.call"(%2097, %2098, %2099) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2101 = "llvm.insertelement"(%2096, %2100, %100) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2102 = "llvm.extractelement"(%2101, %47) : (vector<2xf32>, i64) -> f32
    %2103 = "llvm.call"(%2102) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_floorf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (f32) -> f32
    %2104 = "llvm.insertelement"(%19, %2103, %47) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2105 = "llvm.extractelement"(%2101, %100) : (vector<2xf32>, i64) -> f32
    %2106 = "llvm.call"(%2105) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_floorf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (f32) -> f32
    %2107 = "llvm.insertelement"(%2104, %2106, %100) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2108 = "llvm.fcmp"(%2107, %96) <{fastmathFlags = #llvm.fastmath<none>, predicate = 10 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
    %2109 = "llvm.select"(%2108, %2107, %96) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %2110 = "llvm.fcmp"(%2109, %97) <{fastmathFlags = #llvm.fastmath<none>, predicate = 12 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
    %2111 = "llvm.select"(%2110, %2109, %97) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %2112 = "llvm.extractelement"(%87, %47) : (vector<2xf32>, i64) -> f32
    %2113 = "llvm.extractelement"(%2111, %47) : (vector<2xf32>, i64) -> f32
    %2114 = "llvm.extractelement"(%2091, %47) : (vector<2xf32>, i64) -> f32
    %2115 = "llvm.call"(%2112, %2113, %2114) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2116 = "llvm.insertelement"(%19, %2115, %47) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2117 = "llvm.extractelement"(%87, %100) : (vector<2xf32>, i64) -> f32
    %2118 = "llvm.extractelement"(%2111, %100) : (vector<2xf32>, i64) -> f32
    %2119 = "llvm.extractelement"(%2091, %100) : (vector<2xf32>, i64) -> f32
    %2120 = "llvm.call"(%2117, %2118, %2119) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2121 = "llvm.insertelement"(%2116, %2120, %100) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2122 = "llvm.extractelement"(%88, %47) : (vector<2xf32>, i64) -> f32
    %2123 = "llvm.extractelement"(%2111, %47) : (vector<2xf32>, i64) -> f32
    %2124 = "llvm.extractelement"(%2121, %47) : (vector<2xf32>, i64) -> f32
    %2125 = "llvm.call"(%2122, %2123, %2124) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2126 = "llvm.insertelement"(%19, %2125, %47) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2127 = "llvm.extractelement"(%88, %100) : (vector<2xf32>, i64) -> f32
    %2128 = "llvm.extractelement"(%2111, %100) : (vector<2xf32>, i64) -> f32
    %2129 = "llvm.extractelement"(%2121, %100) : (vector<2xf32>, i64) -> f32
    %2130 = "llvm.call"(%2127, %2128, %2129) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2131 = "llvm.insertelement"(%2126, %2130, %100) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2132 = "llvm.extractelement"(%2131, %47) : (vector<2xf32>, i64) -> f32
    %2133 = "llvm.extractelement"(%89, %47) : (vector<2xf32>, i64) -> f32
    %2134 = "llvm.extractelement"(%90, %47) : (vector<2xf32>, i64) -> f32
    %2135 = "llvm.call"(%2132, %2133, %2134) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2136 = "llvm.insertelement"(%19, %2135, %47) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2137 = "llvm.extractelement"(%2131, %100) : (vector<2xf32>, i64) -> f32
    %2138 = "llvm.extractelement"(%89, %100) : (vector<2xf32>, i64) -> f32
    %2139 = "llvm.extractelement"(%90, %100) : (vector<2xf32>, i64) -> f32
    %2140 = "llvm.call"(%2137, %2138, %2139) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2141 = "llvm.insertelement"(%2136, %2140, %100) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2142 = "llvm.extractelement"(%2141, %47) : (vector<2xf32>, i64) -> f32
    %2143 = "llvm.extractelement"(%2131, %47) : (vector<2xf32>, i64) -> f32
    %2144 = "llvm.extractelement"(%91, %47) : (vector<2xf32>, i64) -> f32
    %2145 = "llvm.call"(%2142, %2143, %2144) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2146 = "llvm.insertelement"(%19, %2145, %47) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2147 = "llvm.extractelement"(%2141, %100) : (vector<2xf32>, i64) -> f32
    %2148 = "llvm.extractelement"(%2131, %100) : (vector<2xf32>, i64) -> f32
    %2149 = "llvm.extractelement"(%91, %100) : (vector<2xf32>, i64) -> f32
    %2150 = "llvm.call"(%2147, %2148, %2149) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2151 = "llvm.insertelement"(%2146, %2150, %100) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2152 = "llvm.extractelement"(%2151, %47) : (vector<2xf32>, i64) -> f32
    %2153 = "llvm.extractelement"(%2131, %47) : (vector<2xf32>, i64) -> f32
    %2154 = "llvm.extractelement"(%92, %47) : (vector<2xf32>, i64) -> f32
    %2155 = "llvm.call"(%2152, %2153, %2154) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2156 = "llvm.insertelement"(%19, %2155, %47) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2157 = "llvm.extractelement"(%2151, %100) : (vector<2xf32>, i64) -> f32
    %2158 = "llvm.extractelement"(%2131, %100) : (vector<2xf32>, i64) -> f32
    %2159 = "llvm.extractelement"(%92, %100) : (vector<2xf32>, i64) -> f32
    %2160 = "llvm.call"(%2157, %2158, %2159) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2161 = "llvm.insertelement"(%2156, %2160, %100) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2162 = "llvm.extractelement"(%2161, %47) : (vector<2xf32>, i64) -> f32
    %2163 = "llvm.extractelement"(%2131, %47) : (vector<2xf32>, i64) -> f32
    %2164 = "llvm.extractelement"(%93, %47) : (vector<2xf32>, i64) -> f32
    %2165 = "llvm.call"(%2162, %2163, %2164) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2166 = "llvm.insertelement"(%19, %2165, %47) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2167 = "llvm.extractelement"(%2161, %100) : (vector<2xf32>, i64) -> f32
    %2168 = "llvm.extractelement"(%2131, %100) : (vector<2xf32>, i64) -> f32
    %2169 = "llvm.extractelement"(%93, %100) : (vector<2xf32>, i64) -> f32
    %2170 = "llvm.call"(%2167, %2168, %2169) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2171 = "llvm.insertelement"(%2166, %2170, %100) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2172 = "llvm.extractelement"(%2171, %47) : (vector<2xf32>, i64) -> f32
    %2173 = "llvm.extractelement"(%2131, %47) : (vector<2xf32>, i64) -> f32
    %2174 = "llvm.extractelement"(%84, %47) : (vector<2xf32>, i64) -> f32
    %2175 = "llvm.call"(%2172, %2173, %2174) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2176 = "llvm.insertelement"(%19, %2175, %47) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2177 = "llvm.extractelement"(%2171, %100) : (vector<2xf32>, i64) -> f32
    %2178 = "llvm.extractelement"(%2131, %100) : (vector<2xf32>, i64) -> f32
    %2179 = "llvm.extractelement"(%84, %100) : (vector<2xf32>, i64) -> f32
    %2180 = "llvm.call"(%2177, %2178, %2179) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2181 = "llvm.insertelement"(%2176, %2180, %100) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2182 = "llvm.fmul"(%2131, %2131) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %2183 = "llvm.extractelement"(%2181, %47) : (vector<2xf32>, i64) -> f32
    %2184 = "llvm.extractelement"(%2182, %47) : (vector<2xf32>, i64) -> f32
    %2185 = "llvm.extractelement"(%2131, %47) : (vector<2xf32>, i64) -> f32
    %2186 = "llvm.call"(%2183, %2184, %2185) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2187 = "llvm.insertelement"(%19, %2186, %47) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2188 = "llvm.extractelement"(%2181, %100) : (vector<2xf32>, i64) -> f32
    %2189 = "llvm.extractelement"(%2182, %100) : (vector<2xf32>, i64) -> f32
    %2190 = "llvm.extractelement"(%2131, %100) : (vector<2xf32>, i64) -> f32
    %2191 = "llvm.call"(%2188, %2189, %2190) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2192 = "llvm.insertelement"(%2187, %2191, %100) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2193 = "llvm.fadd"(%2192, %85) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %2194 = "llvm.fptosi"(%2111) : (vector<2xf32>) -> vector<2xi32>
    %2195 = "llvm.add"(%2194, %99) <{overflowFlags = 0 : i32}> : (vector<2xi32>, vector<2xi32>) -> vector<2xi32>
    %2196 = "llvm.shl"(%2195, %98) <{overflowFlags = 0 : i32}> : (vector<2xi32>, vector<2xi32>) -> vector<2xi32>
    %2197 = "llvm.bitcast"(%2196) : (vector<2xi32>) -> vector<2xf32>
    %2198 = "llvm.fmul"(%2193, %2197) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %2199 = "llvm.fmul"(%962, %83) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %2200 = "llvm.fcmp"(%2199, %94) <{fastmathFlags = #llvm.fastmath<none>, predicate = 10 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
    %2201 = "llvm.select"(%2200, %2199, %94) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %2202 = "llvm.fcmp"(%2201, %95) <{fastmathFlags = #llvm.fastmath<none>, predicate = 12 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
    %2203 = "llvm.select"(%2202, %2201, %95) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %2204 = "llvm.extractelement"(%2203, %47) : (vector<2xf32>, i64) -> f32
    %2205 = "llvm.extractelement"(%86, %47) : (vector<2xf32>, i64) -> f32
    %2206 = "llvm.extractelement"(%84, %47) : (vector<2xf32>, i64) -> f32
    %2207 = "llvm.call"(%2204, %2205, %2206) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2208 = "llvm.insertelement"(%19, %2207, %47) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2209 = "llvm.extractelement"(%2203, %100) : (vector<2xf32>, i64) -> f32
    %2210 = "llvm.extractelement"(%86, %100) : (vector<2xf32>, i64) -> f32
    %2211 = "llvm.extractelement"(%84, %100) : (vector<2xf32>, i64) -> f32
    %2212 = "llvm.call"(%2209, %2210, %2211) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2213 = "llvm.insertelement"(%2208, %2212, %100) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2214 = "llvm.extractelement"(%2213, %47) : (vector<2xf32>, i64) -> f32
    %2215 = "llvm.call"(%2214) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_floorf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (f32) -> f32
    %2216 = "llvm.insertelement"(%19, %2215, %47) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2217 = "llvm.extractelement"(%2213, %100) : (vector<2xf32>, i64) -> f32
    %2218 = "llvm.call"(%2217) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_floorf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (f32) -> f32
    %2219 = "llvm.insertelement"(%2216, %2218, %100) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2220 = "llvm.fcmp"(%2219, %96) <{fastmathFlags = #llvm.fastmath<none>, predicate = 10 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
    %2221 = "llvm.select"(%2220, %2219, %96) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %2222 = "llvm.fcmp"(%2221, %97) <{fastmathFlags = #llvm.fastmath<none>, predicate = 12 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
    %2223 = "llvm.select"(%2222, %2221, %97) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %2224 = "llvm.extractelement"(%87, %47) : (vector<2xf32>, i64) -> f32
    %2225 = "llvm.extractelement"(%2223, %47) : (vector<2xf32>, i64) -> f32
    %2226 = "llvm.extractelement"(%2203, %47) : (vector<2xf32>, i64) -> f32
    %2227 = "llvm.call"(%2224, %2225, %2226) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2228 = "llvm.insertelement"(%19, %2227, %47) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2229 = "llvm.extractelement"(%87, %100) : (vector<2xf32>, i64) -> f32
    %2230 = "llvm.extractelement"(%2223, %100) : (vector<2xf32>, i64) -> f32
    %2231 = "llvm.extractelement"(%2203, %100) : (vector<2xf32>, i64) -> f32
    %2232 = "llvm.call"(%2229, %2230, %2231) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2233 = "llvm.insertelement"(%2228, %2232, %100) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2234 = "llvm.extractelement"(%88, %47) : (vector<2xf32>, i64) -> f32
    %2235 = "llvm.extractelement"(%2223, %47) : (vector<2xf32>, i64) -> f32
    %2236 = "llvm.extractelement"(%2233, %47) : (vector<2xf32>, i64) -> f32
    %2237 = "llvm.call"(%2234, %2235, %2236) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2238 = "llvm.insertelement"(%19, %2237, %47) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2239 = "llvm.extractelement"(%88, %100) : (vector<2xf32>, i64) -> f32
    %2240 = "llvm.extractelement"(%2223, %100) : (vector<2xf32>, i64) -> f32
    %2241 = "llvm.extractelement"(%2233, %100) : (vector<2xf32>, i64) -> f32
    %2242 = "llvm.call"(%2239, %2240, %2241) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2243 = "llvm.insertelement"(%2238, %2242, %100) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2244 = "llvm.extractelement"(%2243, %47) : (vector<2xf32>, i64) -> f32
    %2245 = "llvm.extractelement"(%89, %47) : (vector<2xf32>, i64) -> f32
    %2246 = "llvm.extractelement"(%90, %47) : (vector<2xf32>, i64) -> f32
    %2247 = "llvm.call"(%2244, %2245, %2246) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2248 = "llvm.insertelement"(%19, %2247, %47) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2249 = "llvm.extractelement"(%2243, %100) : (vector<2xf32>, i64) -> f32
    %2250 = "llvm.extractelement"(%89, %100) : (vector<2xf32>, i64) -> f32
    %2251 = "llvm.extractelement"(%90, %100) : (vector<2xf32>, i64) -> f32
    %2252 = "llvm.call"(%2249, %2250, %2251) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2253 = "llvm.insertelement"(%2248, %2252, %100) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2254 = "llvm.extractelement"(%2253, %47) : (vector<2xf32>, i64) -> f32
    %2255 = "llvm.extractelement"(%2243, %47) : (vector<2xf32>, i64) -> f32
    %2256 = "llvm.extractelement"(%91, %47) : (vector<2xf32>, i64) -> f32
    %2257 = "llvm.call"(%2254, %2255, %2256) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2258 = "llvm.insertelement"(%19, %2257, %47) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2259 = "llvm.extractelement"(%2253, %100) : (vector<2xf32>, i64) -> f32
    %2260 = "llvm.extractelement"(%2243, %100) : (vector<2xf32>, i64) -> f32
    %2261 = "llvm.extractelement"(%91, %100) : (vector<2xf32>, i64) -> f32
    %2262 = "llvm.call"(%2259, %2260, %2261) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2263 = "llvm.insertelement"(%2258, %2262, %100) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2264 = "llvm.extractelement"(%2263, %47) : (vector<2xf32>, i64) -> f32
    %2265 = "llvm.extractelement"(%2243, %47) : (vector<2xf32>, i64) -> f32
    %2266 = "llvm.extractelement"(%92, %47) : (vector<2xf32>, i64) -> f32
    %2267 = "llvm.call"(%2264, %2265, %2266) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2268 = "llvm.insertelement"(%19, %2267, %47) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2269 = "llvm.extractelement"(%2263, %100) : (vector<2xf32>, i64) -> f32
    %2270 = "llvm.extractelement"(%2243, %100) : (vector<2xf32>, i64) -> f32
    %2271 = "llvm.extractelement"(%92, %100) : (vector<2xf32>, i64) -> f32
    %2272 = "llvm.call"(%2269, %2270, %2271) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2273 = "llvm.insertelement"(%2268, %2272, %100) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2274 = "llvm.extractelement"(%2273, %47) : (vector<2xf32>, i64) -> f32
    %2275 = "llvm.extractelement"(%2243, %47) : (vector<2xf32>, i64) -> f32
    %2276 = "llvm.extractelement"(%93, %47) : (vector<2xf32>, i64) -> f32
    %2277 = "llvm.call"(%2274, %2275, %2276) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2278 = "llvm.insertelement"(%19, %2277, %47) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2279 = "llvm.extractelement"(%2273, %100) : (vector<2xf32>, i64) -> f32
    %2280 = "llvm.extractelement"(%2243, %100) : (vector<2xf32>, i64) -> f32
    %2281 = "llvm.extractelement"(%93, %100) : (vector<2xf32>, i64) -> f32
    %2282 = "llvm.call"(%2279, %2280, %2281) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2283 = "llvm.insertelement"(%2278, %2282, %100) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2284 = "llvm.extractelement"(%2283, %47) : (vector<2xf32>, i64) -> f32
    %2285 = "llvm.extractelement"(%2243, %47) : (vector<2xf32>, i64) -> f32
    %2286 = "llvm.extractelement"(%84, %47) : (vector<2xf32>, i64) -> f32
    %2287 = "llvm.call"(%2284, %2285, %2286) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2288 = "llvm.insertelement"(%19, %2287, %47) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2289 = "llvm.extractelement"(%2283, %100) : (vector<2xf32>, i64) -> f32
    %2290 = "llvm.extractelement"(%2243, %100) : (vector<2xf32>, i64) -> f32
    %2291 = "llvm.extractelement"(%84, %100) : (vector<2xf32>, i64) -> f32
    %2292 = "llvm.call"(%2289, %2290, %2291) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2293 = "llvm.insertelement"(%2288, %2292, %100) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2294 = "llvm.fmul"(%2243, %2243) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %2295 = "llvm.extractelement"(%2293, %47) : (vector<2xf32>, i64) -> f32
    %2296 = "llvm.extractelement"(%2294, %47) : (vector<2xf32>, i64) -> f32
    %2297 = "llvm.extractelement"(%2243, %47) : (vector<2xf32>, i64) -> f32
    %2298 = "llvm.call"(%2295, %2296, %2297) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2299 = "llvm.insertelement"(%19, %2298, %47) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2300 = "llvm.extractelement"(%2293, %100) : (vector<2xf32>, i64) -> f32
    %2301 = "llvm.extractelement"(%2294, %100) : (vector<2xf32>, i64) -> f32
    %2302 = "llvm.extractelement"(%2243, %100) : (vector<2xf32>, i64) -> f32
    %2303 = "llvm.call"(%2300, %2301, %2302) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2304 = "llvm.insertelement"(%2299, %2303, %100) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2305 = "llvm.fadd"(%2304, %85) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %2306 = "llvm.fptosi"(%2223) : (vector<2xf32>) -> vector<2xi32>
    %2307 = "llvm.add"(%2306, %99) <{overflowFlags = 0 : i32}> : (vector<2xi32>, vector<2xi32>) -> vector<2xi32>
    %2308 = "llvm.shl"(%2307, %98) <{overflowFlags = 0 : i32}> : (vector<2xi32>, vector<2xi32>) -> vector<2xi32>
    %2309 = "llvm.bitcast"(%2308) : (vector<2xi32>) -> vector<2xf32>
    %2310 = "llvm.fmul"(%2305, %2309) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %2311 = "llvm.fmul"(%963, %83) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %2312 = "llvm.fcmp"(%2311, %94) <{fastmathFlags = #llvm.fastmath<none>, predicate = 10 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
    %2313 = "llvm.select"(%2312, %2311, %94) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %2314 = "llvm.fcmp"(%2313, %95) <{fastmathFlags = #llvm.fastmath<none>, predicate = 12 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
    %2315 = "llvm.select"(%2314, %2313, %95) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %2316 = "llvm.extractelement"(%2315, %47) : (vector<2xf32>, i64) -> f32
    %2317 = "llvm.extractelement"(%86, %47) : (vector<2xf32>, i64) -> f32
    %2318 = "llvm.extractelement"(%84, %47) : (vector<2xf32>, i64) -> f32
    %2319 = "llvm.call"(%2316, %2317, %2318) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2320 = "llvm.insertelement"(%19, %2319, %47) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2321 = "llvm.extractelement"(%2315, %100) : (vector<2xf32>, i64) -> f32
    %2322 = "llvm.extractelement"(%86, %100) : (vector<2xf32>, i64) -> f32
    %2323 = "llvm.extractelement"(%84, %100) : (vector<2xf32>, i64) -> f32
    %2324 = "llvm.call"(%2321, %2322, %2323) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2325 = "llvm.insertelement"(%2320, %2324, %100) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2326 = "llvm.extractelement"(%2325, %47) : (vector<2xf32>, i64) -> f32
    %2327 = "llvm.call"(%2326) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_floorf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (f32) -> f32
    %2328 = "llvm.insertelement"(%19, %2327, %47) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2329 = "llvm.extractelement"(%2325, %100) : (vector<2xf32>, i64) -> f32
    %2330 = "llvm.call"(%2329) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_floorf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (f32) -> f32
    %2331 = "llvm.insertelement"(%2328, %2330, %100) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2332 = "llvm.fcmp"(%2331, %96) <{fastmathFlags = #llvm.fastmath<none>, predicate = 10 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
    %2333 = "llvm.select"(%2332, %2331, %96) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %2334 = "llvm.fcmp"(%2333, %97) <{fastmathFlags = #llvm.fastmath<none>, predicate = 12 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
    %2335 = "llvm.select"(%2334, %2333, %97) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %2336 = "llvm.extractelement"(%87, %47) : (vector<2xf32>, i64) -> f32
    %2337 = "llvm.extractelement"(%2335, %47) : (vector<2xf32>, i64) -> f32
    %2338 = "llvm.extractelement"(%2315, %47) : (vector<2xf32>, i64) -> f32
    %2339 = "llvm.call"(%2336, %2337, %2338) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2340 = "llvm.insertelement"(%19, %2339, %47) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2341 = "llvm.extractelement"(%87, %100) : (vector<2xf32>, i64) -> f32
    %2342 = "llvm.extractelement"(%2335, %100) : (vector<2xf32>, i64) -> f32
    %2343 = "llvm.extractelement"(%2315, %100) : (vector<2xf32>, i64) -> f32
    %2344 = "llvm.call"(%2341, %2342, %2343) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2345 = "llvm.insertelement"(%2340, %2344, %100) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2346 = "llvm.extractelement"(%88, %47) : (vector<2xf32>, i64) -> f32
    %2347 = "llvm.extractelement"(%2335, %47) : (vector<2xf32>, i64) -> f32
    %2348 = "llvm.extractelement"(%2345, %47) : (vector<2xf32>, i64) -> f32
    %2349 = "llvm.call"(%2346, %2347, %2348) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2350 = "llvm.insertelement"(%19, %2349, %47) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2351 = "llvm.extractelement"(%88, %100) : (vector<2xf32>, i64) -> f32
    %2352 = "llvm.extractelement"(%2335, %100) : (vector<2xf32>, i64) -> f32
    %2353 = "llvm.extractelement"(%2345, %100) : (vector<2xf32>, i64) -> f32
    %2354 = "llvm.call"(%2351, %2352, %2353) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2355 = "llvm.insertelement"(%2350, %2354, %100) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2356 = "llvm.extractelement"(%2355, %47) : (vector<2xf32>, i64) -> f32
    %2357 = "llvm.extractelement"(%89, %47) : (vector<2xf32>, i64) -> f32
    %2358 = "llvm.extractelement"(%90, %47) : (vector<2xf32>, i64) -> f32
    %2359 = "llvm.call"(%2356, %2357, %2358) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2360 = "llvm.insertelement"(%19, %2359, %47) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2361 = "llvm.extractelement"(%2355, %100) : (vector<2xf32>, i64) -> f32
    %2362 = "llvm.extractelement"(%89, %100) : (vector<2xf32>, i64) -> f32
    %2363 = "llvm.extractelement"(%90, %100) : (vector<2xf32>, i64) -> f32
    %2364 = "llvm.call"(%2361, %2362, %2363) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2365 = "llvm.insertelement"(%2360, %2364, %100) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2366 = "llvm.extractelement"(%2365, %47) : (vector<2xf32>, i64) -> f32
    %2367 = "llvm.extractelement"(%2355, %47) : (vector<2xf32>, i64) -> f32
    %2368 = "llvm.extractelement"(%91, %47) : (vector<2xf32>, i64) -> f32
    %2369 = "llvm.call"(%2366, %2367, %2368) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2370 = "llvm.insertelement"(%19, %2369, %47) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2371 = "llvm.extractelement"(%2365, %100) : (vector<2xf32>, i64) -> f32
    %2372 = "llvm.extractelement"(%2355, %100) : (vector<2xf32>, i64) -> f32
    %2373 = "llvm.extractelement"(%91, %100) : (vector<2xf32>, i64) -> f32
    %2374 = "llvm.call"(%2371, %2372, %2373) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2375 = "llvm.insertelement"(%2370, %2374, %100) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2376 = "llvm.extractelement"(%2375, %47) : (vector<2xf32>, i64) -> f32
    %2377 = "llvm.extractelement"(%2355, %47) : (vector<2xf32>, i64) -> f32
    %2378 = "llvm.extractelement"(%92, %47) : (vector<2xf32>, i64) -> f32
    %2379 = "llvm.call"(%2376, %2377, %2378) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2380 = "llvm.insertelement"(%19, %2379, %47) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2381 = "llvm.extractelement"(%2375, %100) : (vector<2xf32>, i64) -> f32
    %2382 = "llvm.extractelement"(%2355, %100) : (vector<2xf32>, i64) -> f32
    %2383 = "llvm.extractelement"(%92, %100) : (vector<2xf32>, i64) -> f32
    %2384 = "llvm.call"(%2381, %2382, %2383) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2385 = "llvm.insertelement"(%2380, %2384, %100) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2386 = "llvm.extractelement"(%2385, %47) : (vector<2xf32>, i64) -> f32
    %2387 = "llvm.extractelement"(%2355, %47) : (vector<2xf32>, i64) -> f32
    %2388 = "llvm.extractelement"(%93, %47) : (vector<2xf32>, i64) -> f32
    %2389 = "llvm.call"(%2386, %2387, %2388) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2390 = "llvm.insertelement"(%19, %2389, %47) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2391 = "llvm.extractelement"(%2385, %100) : (vector<2xf32>, i64) -> f32
    %2392 = "llvm.extractelement"(%2355, %100) : (vector<2xf32>, i64) -> f32
    %2393 = "llvm.extractelement"(%93, %100) : (vector<2xf32>, i64) -> f32
    %2394 = "llvm.call"(%2391, %2392, %2393) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2395 = "llvm.insertelement"(%2390, %2394, %100) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2396 = "llvm.extractelement"(%2395, %47) : (vector<2xf32>, i64) -> f32
    %2397 = "llvm.extractelement"(%2355, %47) : (vector<2xf32>, i64) -> f32
    %2398 = "llvm.extractelement"(%84, %47) : (vector<2xf32>, i64) -> f32
    %2399 = "llvm.call"(%2396, %2397, %2398) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2400 = "llvm.insertelement"(%19, %2399, %47) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2401 = "llvm.extractelement"(%2395, %100) : (vector<2xf32>, i64) -> f32
    %2402 = "llvm.extractelement"(%2355, %100) : (vector<2xf32>, i64) -> f32
    %2403 = "llvm.extractelement"(%84, %100) : (vector<2xf32>, i64) -> f32
    %2404 = "llvm.call"(%2401, %2402, %2403) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2405 = "llvm.insertelement"(%2400, %2404, %100) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2406 = "llvm.fmul"(%2355, %2355) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %2407 = "llvm.extractelement"(%2405, %47) : (vector<2xf32>, i64) -> f32
    %2408 = "llvm.extractelement"(%2406, %47) : (vector<2xf32>, i64) -> f32
    %2409 = "llvm.extractelement"(%2355, %47) : (vector<2xf32>, i64) -> f32
    %2410 = "llvm.call"(%2407, %2408, %2409) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2411 = "llvm.insertelement"(%19, %2410, %47) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2412 = "llvm.extractelement"(%2405, %100) : (vector<2xf32>, i64) -> f32
    %2413 = "llvm.extractelement"(%2406, %100) : (vector<2xf32>, i64) -> f32
    %2414 = "llvm.extractelement"(%2355, %100) : (vector<2xf32>, i64) -> f32
    %2415 = "llvm.call"(%2412, %2413, %2414) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2416 = "llvm.insertelement"(%2411, %2415, %100) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2417 = "llvm.fadd"(%2416, %85) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %2418 = "llvm.fptosi"(%2335) : (vector<2xf32>) -> vector<2xi32>
    %2419 = "llvm.add"(%2418, %99) <{overflowFlags = 0 : i32}> : (vector<2xi32>, vector<2xi32>) -> vector<2xi32>
    %2420 = "llvm.shl"(%2419, %98) <{overflowFlags = 0 : i32}> : (vector<2xi32>, vector<2xi32>) -> vector<2xi32>
    %2421 = "llvm.bitcast"(%2420) : (vector<2xi32>) -> vector<2xf32>
    %2422 = "llvm.fmul"(%2417, %2421) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %2423 = "llvm.fmul"(%964, %83) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %2424 = "llvm.fcmp"(%2423, %94) <{fastmathFlags = #llvm.fastmath<none>, predicate = 10 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
    %2425 = "llvm.select"(%2424, %2423, %94) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %2426 = "llvm.fcmp"(%2425, %95) <{fastmathFlags = #llvm.fastmath<none>, predicate = 12 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
    %2427 = "llvm.select"(%2426, %2425, %95) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %2428 = "llvm.extractelement"(%2427, %47) : (vector<2xf32>, i64) -> f32
    %2429 = "llvm.extractelement"(%86, %47) : (vector<2xf32>, i64) -> f32
    %2430 = "llvm.extractelement"(%84, %47) : (vector<2xf32>, i64) -> f32
    %2431 = "llvm.call"(%2428, %2429, %2430) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2432 = "llvm.insertelement"(%19, %2431, %47) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2433 = "llvm.extractelement"(%2427, %100) : (vector<2xf32>, i64) -> f32
    %2434 = "llvm.extractelement"(%86, %100) : (vector<2xf32>, i64) -> f32
    %2435 = "llvm.extractelement"(%84, %100) : (vector<2xf32>, i64) -> f32
    %2436 = "llvm.call"(%2433, %2434, %2435) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2437 = "llvm.insertelement"(%2432, %2436, %100) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2438 = "llvm.extractelement"(%2437, %47) : (vector<2xf32>, i64) -> f32
    %2439 = "llvm.call"(%2438) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_floorf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (f32) -> f32
    %2440 = "llvm.insertelement"(%19, %2439, %47) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2441 = "llvm.extractelement"(%2437, %100) : (vector<2xf32>, i64) -> f32
    %2442 = "llvm.call"(%2441) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_floorf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (f32) -> f32
    %2443 = "llvm.insertelement"(%2440, %2442, %100) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2444 = "llvm.fcmp"(%2443, %96) <{fastmathFlags = #llvm.fastmath<none>, predicate = 10 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
    %2445 = "llvm.select"(%2444, %2443, %96) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %2446 = "llvm.fcmp"(%2445, %97) <{fastmathFlags = #llvm.fastmath<none>, predicate = 12 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
    %2447 = "llvm.select"(%2446, %2445, %97) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %2448 = "llvm.extractelement"(%87, %47) : (vector<2xf32>, i64) -> f32
    %2449 = "llvm.extractelement"(%2447, %47) : (vector<2xf32>, i64) -> f32
    %2450 = "llvm.extractelement"(%2427, %47) : (vector<2xf32>, i64) -> f32
    %2451 = "llvm.call"(%2448, %2449, %2450) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2452 = "llvm.insertelement"(%19, %2451, %47) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2453 = "llvm.extractelement"(%87, %100) : (vector<2xf32>, i64) -> f32
    %2454 = "llvm.extractelement"(%2447, %100) : (vector<2xf32>, i64) -> f32
    %2455 = "llvm.extractelement"(%2427, %100) : (vector<2xf32>, i64) -> f32
    %2456 = "llvm.call"(%2453, %2454, %2455) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2457 = "llvm.insertelement"(%2452, %2456, %100) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2458 = "llvm.extractelement"(%88, %47) : (vector<2xf32>, i64) -> f32
    %2459 = "llvm.extractelement"(%2447, %47) : (vector<2xf32>, i64) -> f32
    %2460 = "llvm.extractelement"(%2457, %47) : (vector<2xf32>, i64) -> f32
    %2461 = "llvm.call"(%2458, %2459, %2460) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2462 = "llvm.insertelement"(%19, %2461, %47) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2463 = "llvm.extractelement"(%88, %100) : (vector<2xf32>, i64) -> f32
    %2464 = "llvm.extractelement"(%2447, %100) : (vector<2xf32>, i64) -> f32
    %2465 = "llvm.extractelement"(%2457, %100) : (vector<2xf32>, i64) -> f32
    %2466 = "llvm.call"(%2463, %2464, %2465) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2467 = "llvm.insertelement"(%2462, %2466, %100) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2468 = "llvm.extractelement"(%2467, %47) : (vector<2xf32>, i64) -> f32
    %2469 = "llvm.extractelement"(%89, %47) : (vector<2xf32>, i64) -> f32
    %2470 = "llvm.extractelement"(%90, %47) : (vector<2xf32>, i64) -> f32
    %2471 = "llvm.call"(%2468, %2469, %2470) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2472 = "llvm.insertelement"(%19, %2471, %47) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2473 = "llvm.extractelement"(%2467, %100) : (vector<2xf32>, i64) -> f32
    %2474 = "llvm.extractelement"(%89, %100) : (vector<2xf32>, i64) -> f32
    %2475 = "llvm.extractelement"(%90, %100) : (vector<2xf32>, i64) -> f32
    %2476 = "llvm.call"(%2473, %2474, %2475) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2477 = "llvm.insertelement"(%2472, %2476, %100) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2478 = "llvm.extractelement"(%2477, %47) : (vector<2xf32>, i64) -> f32
    %2479 = "llvm.extractelement"(%2467, %47) : (vector<2xf32>, i64) -> f32
    %2480 = "llvm.extractelement"(%91, %47) : (vector<2xf32>, i64) -> f32
    %2481 = "llvm.call"(%2478, %2479, %2480) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2482 = "llvm.insertelement"(%19, %2481, %47) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2483 = "llvm.extractelement"(%2477, %100) : (vector<2xf32>, i64) -> f32
    %2484 = "llvm.extractelement"(%2467, %100) : (vector<2xf32>, i64) -> f32
    %2485 = "llvm.extractelement"(%91, %100) : (vector<2xf32>, i64) -> f32
    %2486 = "llvm.call"(%2483, %2484, %2485) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2487 = "llvm.insertelement"(%2482, %2486, %100) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2488 = "llvm.extractelement"(%2487, %47) : (vector<2xf32>, i64) -> f32
    %2489 = "llvm.extractelement"(%2467, %47) : (vector<2xf32>, i64) -> f32
    %2490 = "llvm.extractelement"(%92, %47) : (vector<2xf32>, i64) -> f32
    %2491 = "llvm.call"(%2488, %2489, %2490) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2492 = "llvm.insertelement"(%19, %2491, %47) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2493 = "llvm.extractelement"(%2487, %100) : (vector<2xf32>, i64) -> f32
    %2494 = "llvm.extractelement"(%2467, %100) : (vector<2xf32>, i64) -> f32
    %2495 = "llvm.extractelement"(%92, %100) : (vector<2xf32>, i64) -> f32
    %2496 = "llvm.call"(%2493, %2494, %2495) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2497 = "llvm.insertelement"(%2492, %2496, %100) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2498 = "llvm.extractelement"(%2497, %47) : (vector<2xf32>, i64) -> f32
    %2499 = "llvm.extractelement"(%2467, %47) : (vector<2xf32>, i64) -> f32
    %2500 = "llvm.extractelement"(%93, %47) : (vector<2xf32>, i64) -> f32
    %2501 = "llvm.call"(%2498, %2499, %2500) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2502 = "llvm.insertelement"(%19, %2501, %47) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2503 = "llvm.extractelement"(%2497, %100) : (vector<2xf32>, i64) -> f32
    %2504 = "llvm.extractelement"(%2467, %100) : (vector<2xf32>, i64) -> f32
    %2505 = "llvm.extractelement"(%93, %100) : (vector<2xf32>, i64) -> f32
    %2506 = "llvm.call"(%2503, %2504, %2505) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2507 = "llvm.insertelement"(%2502, %2506, %100) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2508 = "llvm.extractelement"(%2507, %47) : (vector<2xf32>, i64) -> f32
    %2509 = "llvm.extractelement"(%2467, %47) : (vector<2xf32>, i64) -> f32
    %2510 = "llvm.extractelement"(%84, %47) : (vector<2xf32>, i64) -> f32
    %2511 = "llvm.call"(%2508, %2509, %2510) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2512 = "llvm.insertelement"(%19, %2511, %47) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2513 = "llvm.extractelement"(%2507, %100) : (vector<2xf32>, i64) -> f32
    %2514 = "llvm.extractelement"(%2467, %100) : (vector<2xf32>, i64) -> f32
    %2515 = "llvm.extractelement"(%84, %100) : (vector<2xf32>, i64) -> f32
    %2516 = "llvm.call"(%2513, %2514, %2515) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2517 = "llvm.insertelement"(%2512, %2516, %100) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2518 = "llvm.fmul"(%2467, %2467) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %2519 = "llvm.extractelement"(%2517, %47) : (vector<2xf32>, i64) -> f32
    %2520 = "llvm.extractelement"(%2518, %47) : (vector<2xf32>, i64) -> f32
    %2521 = "llvm.extractelement"(%2467, %47) : (vector<2xf32>, i64) -> f32
    %2522 = "llvm.call"(%2519, %2520, %2521) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2523 = "llvm.insertelement"(%19, %2522, %47) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2524 = "llvm.extractelement"(%2517, %100) : (vector<2xf32>, i64) -> f32
    %2525 = "llvm.extractelement"(%2518, %100) : (vector<2xf32>, i64) -> f32
    %2526 = "llvm.extractelement"(%2467, %100) : (vector<2xf32>, i64) -> f32
    %2527 = "llvm.call"(%2524, %2525, %2526) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2528 = "llvm.insertelement"(%2523, %2527, %100) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2529 = "llvm.fadd"(%2528, %85) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %2530 = "llvm.fptosi"(%2447) : (vector<2xf32>) -> vector<2xi32>
    %2531 = "llvm.add"(%2530, %99) <{overflowFlags = 0 : i32}> : (vector<2xi32>, vector<2xi32>) -> vector<2xi32>
    %2532 = "llvm.shl"(%2531, %98) <{overflowFlags = 0 : i32}> : (vector<2xi32>, vector<2xi32>) -> vector<2xi32>
    %2533 = "llvm.bitcast"(%2532) : (vector<2xi32>) -> vector<2xf32>
    %2534 = "llvm.fmul"(%2529, %2533) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %2535 = "llvm.fmul"(%965, %83) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %2536 = "llvm.fcmp"(%2535, %94) <{fastmathFlags = #llvm.fastmath<none>, predicate = 10 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
    %2537 = "llvm.select"(%2536, %2535, %94) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %2538 = "llvm.fcmp"(%2537, %95) <{fastmathFlags = #llvm.fastmath<none>, predicate = 12 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
    %2539 = "llvm.select"(%2538, %2537, %95) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %2540 = "llvm.extractelement"(%2539, %47) : (vector<2xf32>, i64) -> f32
    %2541 = "llvm.extractelement"(%86, %47) : (vector<2xf32>, i64) -> f32
    %2542 = "llvm.extractelement"(%84, %47) : (vector<2xf32>, i64) -> f32
    %2543 = "llvm.call"(%2540, %2541, %2542) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2544 = "llvm.insertelement"(%19, %2543, %47) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2545 = "llvm.extractelement"(%2539, %100) : (vector<2xf32>, i64) -> f32
    %2546 = "llvm.extractelement"(%86, %100) : (vector<2xf32>, i64) -> f32
    %2547 = "llvm.extractelement"(%84, %100) : (vector<2xf32>, i64) -> f32
    %2548 = "llvm.call"(%2545, %2546, %2547) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2549 = "llvm.insertelement"(%2544, %2548, %100) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2550 = "llvm.extractelement"(%2549, %47) : (vector<2xf32>, i64) -> f32
    %2551 = "llvm.call"(%2550) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_floorf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (f32) -> f32
    %2552 = "llvm.insertelement"(%19, %2551, %47) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2553 = "llvm.extractelement"(%2549, %100) : (vector<2xf32>, i64) -> f32
    %2554 = "llvm.call"(%2553) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_floorf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (f32) -> f32
    %2555 = "llvm.insertelement"(%2552, %2554, %100) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2556 = "llvm.fcmp"(%2555, %96) <{fastmathFlags = #llvm.fastmath<none>, predicate = 10 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
    %2557 = "llvm.select"(%2556, %2555, %96) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %2558 = "llvm.fcmp"(%2557, %97) <{fastmathFlags = #llvm.fastmath<none>, predicate = 12 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
    %2559 = "llvm.select"(%2558, %2557, %97) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %2560 = "llvm.extractelement"(%87, %47) : (vector<2xf32>, i64) -> f32
    %2561 = "llvm.extractelement"(%2559, %47) : (vector<2xf32>, i64) -> f32
    %2562 = "llvm.extractelement"(%2539, %47) : (vector<2xf32>, i64) -> f32
    %2563 = "llvm.call"(%2560, %2561, %2562) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2564 = "llvm.insertelement"(%19, %2563, %47) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2565 = "llvm.extractelement"(%87, %100) : (vector<2xf32>, i64) -> f32
    %2566 = "llvm.extractelement"(%2559, %100) : (vector<2xf32>, i64) -> f32
    %2567 = "llvm.extractelement"(%2539, %100) : (vector<2xf32>, i64) -> f32
    %2568 = "llvm.call"(%2565, %2566, %2567) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2569 = "llvm.insertelement"(%2564, %2568, %100) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2570 = "llvm.extractelement"(%88, %47) : (vector<2xf32>, i64) -> f32
    %2571 = "llvm.extractelement"(%2559, %47) : (vector<2xf32>, i64) -> f32
    %2572 = "llvm.extractelement"(%2569, %47) : (vector<2xf32>, i64) -> f32
    %2573 = "llvm.call"(%2570, %2571, %2572) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2574 = "llvm.insertelement"(%19, %2573, %47) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2575 = "llvm.extractelement"(%88, %100) : (vector<2xf32>, i64) -> f32
    %2576 = "llvm.extractelement"(%2559, %100) : (vector<2xf32>, i64) -> f32
    %2577 = "llvm.extractelement"(%2569, %100) : (vector<2xf32>, i64) -> f32
    %2578 = "llvm.call"(%2575, %2576, %2577) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2579 = "llvm.insertelement"(%2574, %2578, %100) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2580 = "llvm.extractelement"(%2579, %47) : (vector<2xf32>, i64) -> f32
    %2581 = "llvm.extractelement"(%89, %47) : (vector<2xf32>, i64) -> f32
    %2582 = "llvm.extractelement"(%90, %47) : (vector<2xf32>, i64) -> f32
    %2583 = "llvm.call"(%2580, %2581, %2582) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2584 = "llvm.insertelement"(%19, %2583, %47) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2585 = "llvm.extractelement"(%2579, %100) : (vector<2xf32>, i64) -> f32
    %2586 = "llvm.extractelement"(%89, %100) : (vector<2xf32>, i64) -> f32
    %2587 = "llvm.extractelement"(%90, %100) : (vector<2xf32>, i64) -> f32
    %2588 = "llvm.call"(%2585, %2586, %2587) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2589 = "llvm.insertelement"(%2584, %2588, %100) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2590 = "llvm.extractelement"(%2589, %47) : (vector<2xf32>, i64) -> f32
    %2591 = "llvm.extractelement"(%2579, %47) : (vector<2xf32>, i64) -> f32
    %2592 = "llvm.extractelement"(%91, %47) : (vector<2xf32>, i64) -> f32
    %2593 = "llvm.call"(%2590, %2591, %2592) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2594 = "llvm.insertelement"(%19, %2593, %47) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2595 = "llvm.extractelement"(%2589, %100) : (vector<2xf32>, i64) -> f32
    %2596 = "llvm.extractelement"(%2579, %100) : (vector<2xf32>, i64) -> f32
    %2597 = "llvm.extractelement"(%91, %100) : (vector<2xf32>, i64) -> f32
    %2598 = "llvm.call"(%2595, %2596, %2597) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2599 = "llvm.insertelement"(%2594, %2598, %100) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2600 = "llvm.extractelement"(%2599, %47) : (vector<2xf32>, i64) -> f32
    %2601 = "llvm.extractelement"(%2579, %47) : (vector<2xf32>, i64) -> f32
    %2602 = "llvm.extractelement"(%92, %47) : (vector<2xf32>, i64) -> f32
    %2603 = "llvm.call"(%2600, %2601, %2602) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2604 = "llvm.insertelement"(%19, %2603, %47) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2605 = "llvm.extractelement"(%2599, %100) : (vector<2xf32>, i64) -> f32
    %2606 = "llvm.extractelement"(%2579, %100) : (vector<2xf32>, i64) -> f32
    %2607 = "llvm.extractelement"(%92, %100) : (vector<2xf32>, i64) -> f32
    %2608 = "llvm.call"(%2605, %2606, %2607) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2609 = "llvm.insertelement"(%2604, %2608, %100) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2610 = "llvm.extractelement"(%2609, %47) : (vector<2xf32>, i64) -> f32
    %2611 = "llvm.extractelement"(%2579, %47) : (vector<2xf32>, i64) -> f32
    %2612 = "llvm.extractelement"(%93, %47) : (vector<2xf32>, i64) -> f32
    %2613 = "llvm.call"(%2610, %2611, %2612) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2614 = "llvm.insertelement"(%19, %2613, %47) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2615 = "llvm.extractelement"(%2609, %100) : (vector<2xf32>, i64) -> f32
    %2616 = "llvm.extractelement"(%2579, %100) : (vector<2xf32>, i64) -> f32
    %2617 = "llvm.extractelement"(%93, %100) : (vector<2xf32>, i64) -> f32
    %2618 = "llvm.call"(%2615, %2616, %2617) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2619 = "llvm.insertelement"(%2614, %2618, %100) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2620 = "llvm.extractelement"(%2619, %47) : (vector<2xf32>, i64) -> f32
    %2621 = "llvm.extractelement"(%2579, %47) : (vector<2xf32>, i64) -> f32
    %2622 = "llvm.extractelement"(%84, %47) : (vector<2xf32>, i64) -> f32
    %2623 = "llvm.call"(%2620, %2621, %2622) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2624 = "llvm.insertelement"(%19, %2623, %47) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2625 = "llvm.extractelement"(%2619, %100) : (vector<2xf32>, i64) -> f32
    %2626 = "llvm.extractelement"(%2579, %100) : (vector<2xf32>, i64) -> f32
    %2627 = "llvm.extractelement"(%84, %100) : (vector<2xf32>, i64) -> f32
    %2628 = "llvm.call"(%2625, %2626, %2627) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2629 = "llvm.insertelement"(%2624, %2628, %100) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2630 = "llvm.fmul"(%2579, %2579) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %2631 = "llvm.extractelement"(%2629, %47) : (vector<2xf32>, i64) -> f32
    %2632 = "llvm.extractelement"(%2630, %47) : (vector<2xf32>, i64) -> f32
    %2633 = "llvm.extractelement"(%2579, %47) : (vector<2xf32>, i64) -> f32
    %2634 = "llvm.call"(%2631, %2632, %2633) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2635 = "llvm.insertelement"(%19, %2634, %47) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2636 = "llvm.extractelement"(%2629, %100) : (vector<2xf32>, i64) -> f32
    %2637 = "llvm.extractelement"(%2630, %100) : (vector<2xf32>, i64) -> f32
    %2638 = "llvm.extractelement"(%2579, %100) : (vector<2xf32>, i64) -> f32
    %2639 = "llvm.call"(%2636, %2637, %2638) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2640 = "llvm.insertelement"(%2635, %2639, %100) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2641 = "llvm.fadd"(%2640, %85) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %2642 = "llvm.fptosi"(%2559) : (vector<2xf32>) -> vector<2xi32>
    %2643 = "llvm.add"(%2642, %99) <{overflowFlags = 0 : i32}> : (vector<2xi32>, vector<2xi32>) -> vector<2xi32>
    %2644 = "llvm.shl"(%2643, %98) <{overflowFlags = 0 : i32}> : (vector<2xi32>, vector<2xi32>) -> vector<2xi32>
    %2645 = "llvm.bitcast"(%2644) : (vector<2xi32>) -> vector<2xf32>
    %2646 = "llvm.fmul"(%2641, %2645) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %2647 = "llvm.fmul"(%966, %83) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %2648 = "llvm.fcmp"(%2647, %94) <{fastmathFlags = #llvm.fastmath<none>, predicate = 10 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
    %2649 = "llvm.select"(%2648, %2647, %94) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %2650 = "llvm.fcmp"(%2649, %95) <{fastmathFlags = #llvm.fastmath<none>, predicate = 12 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
    %2651 = "llvm.select"(%2650, %2649, %95) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %2652 = "llvm.extractelement"(%2651, %47) : (vector<2xf32>, i64) -> f32
    %2653 = "llvm.extractelement"(%86, %47) : (vector<2xf32>, i64) -> f32
    %2654 = "llvm.extractelement"(%84, %47) : (vector<2xf32>, i64) -> f32
    %2655 = "llvm.call"(%2652, %2653, %2654) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2656 = "llvm.insertelement"(%19, %2655, %47) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2657 = "llvm.extractelement"(%2651, %100) : (vector<2xf32>, i64) -> f32
    %2658 = "llvm.extractelement"(%86, %100) : (vector<2xf32>, i64) -> f32
    %2659 = "llvm.extractelement"(%84, %100) : (vector<2xf32>, i64) -> f32
    %2660 = "llvm.call"(%2657, %2658, %2659) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2661 = "llvm.insertelement"(%2656, %2660, %100) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2662 = "llvm.extractelement"(%2661, %47) : (vector<2xf32>, i64) -> f32
    %2663 = "llvm.call"(%2662) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_floorf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (f32) -> f32
    %2664 = "llvm.insertelement"(%19, %2663, %47) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2665 = "llvm.extractelement"(%2661, %100) : (vector<2xf32>, i64) -> f32
    %2666 = "llvm.call"(%2665) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_floorf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (f32) -> f32
    %2667 = "llvm.insertelement"(%2664, %2666, %100) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2668 = "llvm.fcmp"(%2667, %96) <{fastmathFlags = #llvm.fastmath<none>, predicate = 10 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
    %2669 = "llvm.select"(%2668, %2667, %96) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %2670 = "llvm.fcmp"(%2669, %97) <{fastmathFlags = #llvm.fastmath<none>, predicate = 12 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
    %2671 = "llvm.select"(%2670, %2669, %97) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %2672 = "llvm.extractelement"(%87, %47) : (vector<2xf32>, i64) -> f32
    %2673 = "llvm.extractelement"(%2671, %47) : (vector<2xf32>, i64) -> f32
    %2674 = "llvm.extractelement"(%2651, %47) : (vector<2xf32>, i64) -> f32
    %2675 = "llvm.call"(%2672, %2673, %2674) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2676 = "llvm.insertelement"(%19, %2675, %47) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2677 = "llvm.extractelement"(%87, %100) : (vector<2xf32>, i64) -> f32
    %2678 = "llvm.extractelement"(%2671, %100) : (vector<2xf32>, i64) -> f32
    %2679 = "llvm.extractelement"(%2651, %100) : (vector<2xf32>, i64) -> f32
    %2680 = "llvm.call"(%2677, %2678, %2679) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2681 = "llvm.insertelement"(%2676, %2680, %100) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2682 = "llvm.extractelement"(%88, %47) : (vector<2xf32>, i64) -> f32
    %2683 = "llvm.extractelement"(%2671, %47) : (vector<2xf32>, i64) -> f32
    %2684 = "llvm.extractelement"(%2681, %47) : (vector<2xf32>, i64) -> f32
    %2685 = "llvm.call"(%2682, %2683, %2684) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2686 = "llvm.insertelement"(%19, %2685, %47) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2687 = "llvm.extractelement"(%88, %100) : (vector<2xf32>, i64) -> f32
    %2688 = "llvm.extractelement"(%2671, %100) : (vector<2xf32>, i64) -> f32
    %2689 = "llvm.extractelement"(%2681, %100) : (vector<2xf32>, i64) -> f32
    %2690 = "llvm.call"(%2687, %2688, %2689) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2691 = "llvm.insertelement"(%2686, %2690, %100) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2692 = "llvm.extractelement"(%2691, %47) : (vector<2xf32>, i64) -> f32
    %2693 = "llvm.extractelement"(%89, %47) : (vector<2xf32>, i64) -> f32
    %2694 = "llvm.extractelement"(%90, %47) : (vector<2xf32>, i64) -> f32
    %2695 = "llvm.call"(%2692, %2693, %2694) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2696 = "llvm.insertelement"(%19, %2695, %47) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2697 = "llvm.extractelement"(%2691, %100) : (vector<2xf32>, i64) -> f32
    %2698 = "llvm.extractelement"(%89, %100) : (vector<2xf32>, i64) -> f32
    %2699 = "llvm.extractelement"(%90, %100) : (vector<2xf32>, i64) -> f32
    %2700 = "llvm.call"(%2697, %2698, %2699) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2701 = "llvm.insertelement"(%2696, %2700, %100) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2702 = "llvm.extractelement"(%2701, %47) : (vector<2xf32>, i64) -> f32
    %2703 = "llvm.extractelement"(%2691, %47) : (vector<2xf32>, i64) -> f32
    %2704 = "llvm.extractelement"(%91, %47) : (vector<2xf32>, i64) -> f32
    %2705 = "llvm.call"(%2702, %2703, %2704) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2706 = "llvm.insertelement"(%19, %2705, %47) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2707 = "llvm.extractelement"(%2701, %100) : (vector<2xf32>, i64) -> f32
    %2708 = "llvm.extractelement"(%2691, %100) : (vector<2xf32>, i64) -> f32
    %2709 = "llvm.extractelement"(%91, %100) : (vector<2xf32>, i64) -> f32
    %2710 = "llvm.call"(%2707, %2708, %2709) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2711 = "llvm.insertelement"(%2706, %2710, %100) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2712 = "llvm.extractelement"(%2711, %47) : (vector<2xf32>, i64) -> f32
    %2713 = "llvm.extractelement"(%2691, %47) : (vector<2xf32>, i64) -> f32
    %2714 = "llvm.extractelement"(%92, %47) : (vector<2xf32>, i64) -> f32
    %2715 = "llvm.call"(%2712, %2713, %2714) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2716 = "llvm.insertelement"(%19, %2715, %47) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2717 = "llvm.extractelement"(%2711, %100) : (vector<2xf32>, i64) -> f32
    %2718 = "llvm.extractelement"(%2691, %100) : (vector<2xf32>, i64) -> f32
    %2719 = "llvm.extractelement"(%92, %100) : (vector<2xf32>, i64) -> f32
    %2720 = "llvm.call"(%2717, %2718, %2719) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2721 = "llvm.insertelement"(%2716, %2720, %100) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2722 = "llvm.extractelement"(%2721, %47) : (vector<2xf32>, i64) -> f32
    %2723 = "llvm.extractelement"(%2691, %47) : (vector<2xf32>, i64) -> f32
    %2724 = "llvm.extractelement"(%93, %47) : (vector<2xf32>, i64) -> f32
    %2725 = "llvm.call"(%2722, %2723, %2724) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2726 = "llvm.insertelement"(%19, %2725, %47) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2727 = "llvm.extractelement"(%2721, %100) : (vector<2xf32>, i64) -> f32
    %2728 = "llvm.extractelement"(%2691, %100) : (vector<2xf32>, i64) -> f32
    %2729 = "llvm.extractelement"(%93, %100) : (vector<2xf32>, i64) -> f32
    %2730 = "llvm.call"(%2727, %2728, %2729) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2731 = "llvm.insertelement"(%2726, %2730, %100) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2732 = "llvm.extractelement"(%2731, %47) : (vector<2xf32>, i64) -> f32
    %2733 = "llvm.extractelement"(%2691, %47) : (vector<2xf32>, i64) -> f32
    %2734 = "llvm.extractelement"(%84, %47) : (vector<2xf32>, i64) -> f32
    %2735 = "llvm.call"(%2732, %2733, %2734) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2736 = "llvm.insertelement"(%19, %2735, %47) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2737 = "llvm.extractelement"(%2731, %100) : (vector<2xf32>, i64) -> f32
    %2738 = "llvm.extractelement"(%2691, %100) : (vector<2xf32>, i64) -> f32
    %2739 = "llvm.extractelement"(%84, %100) : (vector<2xf32>, i64) -> f32
    %2740 = "llvm.call"(%2737, %2738, %2739) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2741 = "llvm.insertelement"(%2736, %2740, %100) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2742 = "llvm.fmul"(%2691, %2691) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %2743 = "llvm.extractelement"(%2741, %47) : (vector<2xf32>, i64) -> f32
    %2744 = "llvm.extractelement"(%2742, %47) : (vector<2xf32>, i64) -> f32
    %2745 = "llvm.extractelement"(%2691, %47) : (vector<2xf32>, i64) -> f32
    %2746 = "llvm.call"(%2743, %2744, %2745) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2747 = "llvm.insertelement"(%19, %2746, %47) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2748 = "llvm.extractelement"(%2741, %100) : (vector<2xf32>, i64) -> f32
    %2749 = "llvm.extractelement"(%2742, %100) : (vector<2xf32>, i64) -> f32
    %2750 = "llvm.extractelement"(%2691, %100) : (vector<2xf32>, i64) -> f32
    %2751 = "llvm.call"(%2748, %2749, %2750) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2752 = "llvm.insertelement"(%2747, %2751, %100) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2753 = "llvm.fadd"(%2752, %85) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %2754 = "llvm.fptosi"(%2671) : (vector<2xf32>) -> vector<2xi32>
    %2755 = "llvm.add"(%2754, %99) <{overflowFlags = 0 : i32}> : (vector<2xi32>, vector<2xi32>) -> vector<2xi32>
    %2756 = "llvm.shl"(%2755, %98) <{overflowFlags = 0 : i32}> : (vector<2xi32>, vector<2xi32>) -> vector<2xi32>
    %2757 = "llvm.bitcast"(%2756) : (vector<2xi32>) -> vector<2xf32>
    %2758 = "llvm.fmul"(%2753, %2757) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %2759 = "llvm.extractelement"(%1078, %47) : (vector<2xf32>, i64) -> f32
    %2760 = "llvm.extractelement"(%1078, %100) : (vector<2xf32>, i64) -> f32
    %2761 = "llvm.extractelement"(%1302, %47) : (vector<2xf32>, i64) -> f32
    %2762 = "llvm.extractelement"(%1302, %100) : (vector<2xf32>, i64) -> f32
    %2763 = "llvm.extractelement"(%1526, %47) : (vector<2xf32>, i64) -> f32
    %2764 = "llvm.extractelement"(%1526, %100) : (vector<2xf32>, i64) -> f32
    %2765 = "llvm.extractelement"(%1750, %47) : (vector<2xf32>, i64) -> f32
    %2766 = "llvm.extractelement"(%1750, %100) : (vector<2xf32>, i64) -> f32
    %2767 = "llvm.extractelement"(%1974, %47) : (vector<2xf32>, i64) -> f32
    %2768 = "llvm.extractelement"(%1974, %100) : (vector<2xf32>, i64) -> f32
    %2769 = "llvm.extractelement"(%2198, %47) : (vector<2xf32>, i64) -> f32
    %2770 = "llvm.extractelement"(%2198, %100) : (vector<2xf32>, i64) -> f32
    %2771 = "llvm.extractelement"(%2422, %47) : (vector<2xf32>, i64) -> f32
    %2772 = "llvm.extractelement"(%2422, %100) : (vector<2xf32>, i64) -> f32
    %2773 = "llvm.extractelement"(%2646, %47) : (vector<2xf32>, i64) -> f32
    %2774 = "llvm.extractelement"(%2646, %100) : (vector<2xf32>, i64) -> f32
    %2775 = "llvm.extractelement"(%1190, %47) : (vector<2xf32>, i64) -> f32
    %2776 = "llvm.extractelement"(%1190, %100) : (vector<2xf32>, i64) -> f32
    %2777 = "llvm.extractelement"(%1414, %47) : (vector<2xf32>, i64) -> f32
    %2778 = "llvm.extractelement"(%1414, %100) : (vector<2xf32>, i64) -> f32
    %2779 = "llvm.extractelement"(%1638, %47) : (vector<2xf32>, i64) -> f32
    %2780 = "llvm.extractelement"(%1638, %100) : (vector<2xf32>, i64) -> f32
    %2781 = "llvm.extractelement"(%1862, %47) : (vector<2xf32>, i64) -> f32
    %2782 = "llvm.extractelement"(%1862, %100) : (vector<2xf32>, i64) -> f32
    %2783 = "llvm.extractelement"(%2086, %47) : (vector<2xf32>, i64) -> f32
    %2784 = "llvm.extractelement"(%2086, %100) : (vector<2xf32>, i64) -> f32
    %2785 = "llvm.extractelement"(%2310, %47) : (vector<2xf32>, i64) -> f32
    %2786 = "llvm.extractelement"(%2310, %100) : (vector<2xf32>, i64) -> f32
    %2787 = "llvm.extractelement"(%2534, %47) : (vector<2xf32>, i64) -> f32
    %2788 = "llvm.extractelement"(%2534, %100) : (vector<2xf32>, i64) -> f32
    %2789 = "llvm.extractelement"(%2758, %47) : (vector<2xf32>, i64) -> f32
    %2790 = "llvm.extractelement"(%2758, %100) : (vector<2xf32>, i64) -> f32
    %2791 = "llvm.insertelement"(%18, %2759, %47) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2792 = "llvm.insertelement"(%2791, %2760, %100) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2793 = "llvm.insertelement"(%2792, %2761, %26) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2794 = "llvm.insertelement"(%2793, %2762, %17) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2795 = "llvm.insertelement"(%2794, %2763, %16) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2796 = "llvm.insertelement"(%2795, %2764, %15) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2797 = "llvm.insertelement"(%2796, %2765, %14) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2798 = "llvm.insertelement"(%2797, %2766, %13) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2799 = "llvm.insertelement"(%2798, %2767, %12) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2800 = "llvm.insertelement"(%2799, %2768, %11) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2801 = "llvm.insertelement"(%2800, %2769, %10) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2802 = "llvm.insertelement"(%2801, %2770, %9) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2803 = "llvm.insertelement"(%2802, %2771, %8) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2804 = "llvm.insertelement"(%2803, %2772, %7) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2805 = "llvm.insertelement"(%2804, %2773, %6) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2806 = "llvm.insertelement"(%2805, %2774, %5) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2807 = "llvm.insertelement"(%18, %2775, %47) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2808 = "llvm.insertelement"(%2807, %2776, %100) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2809 = "llvm.insertelement"(%2808, %2777, %26) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2810 = "llvm.insertelement"(%2809, %2778, %17) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2811 = "llvm.insertelement"(%2810, %2779, %16) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2812 = "llvm.insertelement"(%2811, %2780, %15) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2813 = "llvm.insertelement"(%2812, %2781, %14) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2814 = "llvm.insertelement"(%2813, %2782, %13) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2815 = "llvm.insertelement"(%2814, %2783, %12) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2816 = "llvm.insertelement"(%2815, %2784, %11) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2817 = "llvm.insertelement"(%2816, %2785, %10) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2818 = "llvm.insertelement"(%2817, %2786, %9) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2819 = "llvm.insertelement"(%2818, %2787, %8) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2820 = "llvm.insertelement"(%2819, %2788, %7) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2821 = "llvm.insertelement"(%2820, %2789, %6) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2822 = "llvm.insertelement"(%2821, %2790, %5) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2823 = "llvm.intr.vector.reduce.fadd"(%49, %2806) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<16xf32>) -> f32
    %2824 = "llvm.intr.vector.reduce.fadd"(%49, %2822) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<16xf32>) -> f32
    %2825 = "llvm.sub"(%40, %40) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %2826 = "llvm.lshr"(%4, %2825) : (i32, i32) -> i32
    %2827 = "llvm.sub"(%40, %39) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %2828 = "nvvm.shfl.sync"(%2826, %2823, %39, %2827) <{kind = #nvvm.shfl_kind<bfly>}> : (i32, f32, i32, i32) -> f32
    %2829 = "llvm.fadd"(%2823, %2828) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
    %2830 = "llvm.sub"(%40, %40) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %2831 = "llvm.lshr"(%4, %2830) : (i32, i32) -> i32
    %2832 = "llvm.sub"(%40, %39) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %2833 = "nvvm.shfl.sync"(%2831, %2829, %41, %2832) <{kind = #nvvm.shfl_kind<bfly>}> : (i32, f32, i32, i32) -> f32
    %2834 = "llvm.fadd"(%2829, %2833) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
    %2835 = "llvm.sub"(%40, %40) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %2836 = "llvm.lshr"(%4, %2835) : (i32, i32) -> i32
    %2837 = "llvm.sub"(%40, %39) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %2838 = "nvvm.shfl.sync"(%2836, %2824, %39, %2837) <{kind = #nvvm.shfl_kind<bfly>}> : (i32, f32, i32, i32) -> f32
    %2839 = "llvm.fadd"(%2824, %2838) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
    %2840 = "llvm.sub"(%40, %40) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %2841 = "llvm.lshr"(%4, %2840) : (i32, i32) -> i32
    %2842 = "llvm.sub"(%40, %39) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %2843 = "nvvm.shfl.sync"(%2841, %2839, %41, %2842) <{kind = #nvvm.shfl_kind<bfly>}> : (i32, f32, i32, i32) -> f32
    %2844 = "llvm.fadd"(%2839, %2843) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
    %2845 = "llvm.insertelement"(%3, %2834, %50) : (vector<1xf32>, f32, i32) -> vector<1xf32>
    %2846 = "llvm.insertelement"(%3, %2844, %50) : (vector<1xf32>, f32, i32) -> vector<1xf32>
    %2847 = "llvm.fadd"(%2845, %943) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<1xf32>, vector<1xf32>) -> vector<1xf32>
    %2848 = "llvm.fadd"(%2846, %944) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<1xf32>, vector<1xf32>) -> vector<1xf32>
    %2849 = "llvm.fptrunc"(%1078) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>) -> vector<2xf16>
    %2850 = "llvm.fptrunc"(%1190) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>) -> vector<2xf16>
    %2851 = "llvm.fptrunc"(%1302) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>) -> vector<2xf16>
    %2852 = "llvm.fptrunc"(%1414) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>) -> vector<2xf16>
    %2853 = "llvm.fptrunc"(%1526) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>) -> vector<2xf16>
    %2854 = "llvm.fptrunc"(%1638) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>) -> vector<2xf16>
    %2855 = "llvm.fptrunc"(%1750) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>) -> vector<2xf16>
    %2856 = "llvm.fptrunc"(%1862) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>) -> vector<2xf16>
    %2857 = "llvm.fptrunc"(%1974) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>) -> vector<2xf16>
    %2858 = "llvm.fptrunc"(%2086) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>) -> vector<2xf16>
    %2859 = "llvm.fptrunc"(%2198) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>) -> vector<2xf16>
    %2860 = "llvm.fptrunc"(%2310) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>) -> vector<2xf16>
    %2861 = "llvm.fptrunc"(%2422) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>) -> vector<2xf16>
    %2862 = "llvm.fptrunc"(%2534) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>) -> vector<2xf16>
    %2863 = "llvm.fptrunc"(%2646) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>) -> vector<2xf16>
    %2864 = "llvm.fptrunc"(%2758) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>) -> vector<2xf16>
    %2865 = "llvm.extractelement"(%878, %47) : (vector<1xf32>, i64) -> f32
    %2866 = "llvm.extractelement"(%942, %47) : (vector<1xf32>, i64) -> f32
    %2867 = "llvm.insertelement"(%19, %2865, %50) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %2868 = "llvm.shufflevector"(%2867, %19) <{mask = array<i32: 0, 0>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %2869 = "llvm.insertelement"(%19, %2866, %50) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %2870 = "llvm.shufflevector"(%2869, %19) <{mask = array<i32: 0, 0>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %2871 = "llvm.fmul"(%2868, %260) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %2872 = "llvm.fmul"(%2870, %261) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %2873 = "llvm.fmul"(%2868, %262) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %2874 = "llvm.fmul"(%2870, %263) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %2875 = "llvm.fmul"(%2868, %264) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %2876 = "llvm.fmul"(%2870, %265) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %2877 = "llvm.fmul"(%2868, %266) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %2878 = "llvm.fmul"(%2870, %267) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %2879 = "llvm.mul"(%47, %103) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %2880 = "llvm.mul"(%154, %102) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %2881 = "llvm.add"(%2879, %2880) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %2882 = "llvm.add"(%2881, %149) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %2883 = "llvm.getelementptr"(%104, %2882) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %2884 = "llvm.load"(%2883) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %2885 = "llvm.mul"(%47, %103) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %2886 = "llvm.mul"(%236, %102) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %2887 = "llvm.add"(%2885, %2886) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %2888 = "llvm.add"(%2887, %149) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %2889 = "llvm.getelementptr"(%104, %2888) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %2890 = "llvm.load"(%2889) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %2891 = "llvm.mul"(%47, %103) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %2892 = "llvm.mul"(%162, %102) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %2893 = "llvm.add"(%2891, %2892) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %2894 = "llvm.add"(%2893, %149) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %2895 = "llvm.getelementptr"(%104, %2894) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %2896 = "llvm.load"(%2895) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %2897 = "llvm.mul"(%47, %103) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %2898 = "llvm.mul"(%238, %102) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %2899 = "llvm.add"(%2897, %2898) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %2900 = "llvm.add"(%2899, %149) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %2901 = "llvm.getelementptr"(%104, %2900) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %2902 = "llvm.load"(%2901) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %2903 = "llvm.mul"(%47, %103) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %2904 = "llvm.mul"(%154, %102) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %2905 = "llvm.add"(%2903, %2904) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %2906 = "llvm.add"(%2905, %222) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %2907 = "llvm.getelementptr"(%104, %2906) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %2908 = "llvm.load"(%2907) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %2909 = "llvm.mul"(%47, %103) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %2910 = "llvm.mul"(%236, %102) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %2911 = "llvm.add"(%2909, %2910) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %2912 = "llvm.add"(%2911, %222) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %2913 = "llvm.getelementptr"(%104, %2912) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %2914 = "llvm.load"(%2913) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %2915 = "llvm.mul"(%47, %103) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %2916 = "llvm.mul"(%162, %102) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %2917 = "llvm.add"(%2915, %2916) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %2918 = "llvm.add"(%2917, %222) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %2919 = "llvm.getelementptr"(%104, %2918) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %2920 = "llvm.load"(%2919) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %2921 = "llvm.mul"(%47, %103) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %2922 = "llvm.mul"(%238, %102) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %2923 = "llvm.add"(%2921, %2922) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %2924 = "llvm.add"(%2923, %222) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %2925 = "llvm.getelementptr"(%104, %2924) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %2926 = "llvm.load"(%2925) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %2927 = "llvm.mul"(%47, %103) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %2928 = "llvm.mul"(%154, %102) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %2929 = "llvm.add"(%2927, %2928) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %2930 = "llvm.add"(%2929, %224) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %2931 = "llvm.getelementptr"(%104, %2930) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %2932 = "llvm.load"(%2931) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %2933 = "llvm.mul"(%47, %103) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %2934 = "llvm.mul"(%236, %102) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %2935 = "llvm.add"(%2933, %2934) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %2936 = "llvm.add"(%2935, %224) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %2937 = "llvm.getelementptr"(%104, %2936) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %2938 = "llvm.load"(%2937) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %2939 = "llvm.mul"(%47, %103) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %2940 = "llvm.mul"(%162, %102) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %2941 = "llvm.add"(%2939, %2940) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %2942 = "llvm.add"(%2941, %224) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %2943 = "llvm.getelementptr"(%104, %2942) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %2944 = "llvm.load"(%2943) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %2945 = "llvm.mul"(%47, %103) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %2946 = "llvm.mul"(%238, %102) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %2947 = "llvm.add"(%2945, %2946) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %2948 = "llvm.add"(%2947, %224) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %2949 = "llvm.getelementptr"(%104, %2948) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %2950 = "llvm.load"(%2949) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %2951 = "llvm.mul"(%47, %103) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %2952 = "llvm.mul"(%154, %102) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %2953 = "llvm.add"(%2951, %2952) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %2954 = "llvm.add"(%2953, %226) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %2955 = "llvm.getelementptr"(%104, %2954) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %2956 = "llvm.load"(%2955) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %2957 = "llvm.mul"(%47, %103) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %2958 = "llvm.mul"(%236, %102) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %2959 = "llvm.add"(%2957, %2958) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %2960 = "llvm.add"(%2959, %226) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %2961 = "llvm.getelementptr"(%104, %2960) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %2962 = "llvm.load"(%2961) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %2963 = "llvm.mul"(%47, %103) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %2964 = "llvm.mul"(%162, %102) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %2965 = "llvm.add"(%2963, %2964) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %2966 = "llvm.add"(%2965, %226) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %2967 = "llvm.getelementptr"(%104, %2966) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %2968 = "llvm.load"(%2967) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %2969 = "llvm.mul"(%47, %103) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %2970 = "llvm.mul"(%238, %102) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %2971 = "llvm.add"(%2969, %2970) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %2972 = "llvm.add"(%2971, %226) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %2973 = "llvm.getelementptr"(%104, %2972) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %2974 = "llvm.load"(%2973) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %2975 = "llvm.mul"(%47, %103) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %2976 = "llvm.mul"(%184, %102) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %2977 = "llvm.add"(%2975, %2976) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %2978 = "llvm.add"(%2977, %149) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %2979 = "llvm.getelementptr"(%104, %2978) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %2980 = "llvm.load"(%2979) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %2981 = "llvm.mul"(%47, %103) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %2982 = "llvm.mul"(%240, %102) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %2983 = "llvm.add"(%2981, %2982) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %2984 = "llvm.add"(%2983, %149) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %2985 = "llvm.getelementptr"(%104, %2984) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %2986 = "llvm.load"(%2985) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %2987 = "llvm.mul"(%47, %103) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %2988 = "llvm.mul"(%192, %102) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %2989 = "llvm.add"(%2987, %2988) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %2990 = "llvm.add"(%2989, %149) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %2991 = "llvm.getelementptr"(%104, %2990) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %2992 = "llvm.load"(%2991) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %2993 = "llvm.mul"(%47, %103) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %2994 = "llvm.mul"(%242, %102) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %2995 = "llvm.add"(%2993, %2994) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %2996 = "llvm.add"(%2995, %149) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %2997 = "llvm.getelementptr"(%104, %2996) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %2998 = "llvm.load"(%2997) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %2999 = "llvm.mul"(%47, %103) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3000 = "llvm.mul"(%184, %102) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3001 = "llvm.add"(%2999, %3000) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3002 = "llvm.add"(%3001, %222) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3003 = "llvm.getelementptr"(%104, %3002) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %3004 = "llvm.load"(%3003) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %3005 = "llvm.mul"(%47, %103) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3006 = "llvm.mul"(%240, %102) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3007 = "llvm.add"(%3005, %3006) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3008 = "llvm.add"(%3007, %222) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3009 = "llvm.getelementptr"(%104, %3008) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %3010 = "llvm.load"(%3009) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %3011 = "llvm.mul"(%47, %103) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3012 = "llvm.mul"(%192, %102) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3013 = "llvm.add"(%3011, %3012) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3014 = "llvm.add"(%3013, %222) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3015 = "llvm.getelementptr"(%104, %3014) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %3016 = "llvm.load"(%3015) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %3017 = "llvm.mul"(%47, %103) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3018 = "llvm.mul"(%242, %102) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3019 = "llvm.add"(%3017, %3018) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3020 = "llvm.add"(%3019, %222) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3021 = "llvm.getelementptr"(%104, %3020) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %3022 = "llvm.load"(%3021) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %3023 = "llvm.mul"(%47, %103) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3024 = "llvm.mul"(%184, %102) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3025 = "llvm.add"(%3023, %3024) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3026 = "llvm.add"(%3025, %224) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3027 = "llvm.getelementptr"(%104, %3026) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %3028 = "llvm.load"(%3027) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %3029 = "llvm.mul"(%47, %103) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3030 = "llvm.mul"(%240, %102) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3031 = "llvm.add"(%3029, %3030) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3032 = "llvm.add"(%3031, %224) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3033 = "llvm.getelementptr"(%104, %3032) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %3034 = "llvm.load"(%3033) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %3035 = "llvm.mul"(%47, %103) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3036 = "llvm.mul"(%192, %102) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3037 = "llvm.add"(%3035, %3036) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3038 = "llvm.add"(%3037, %224) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3039 = "llvm.getelementptr"(%104, %3038) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %3040 = "llvm.load"(%3039) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %3041 = "llvm.mul"(%47, %103) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3042 = "llvm.mul"(%242, %102) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3043 = "llvm.add"(%3041, %3042) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3044 = "llvm.add"(%3043, %224) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3045 = "llvm.getelementptr"(%104, %3044) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %3046 = "llvm.load"(%3045) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %3047 = "llvm.mul"(%47, %103) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3048 = "llvm.mul"(%184, %102) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3049 = "llvm.add"(%3047, %3048) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3050 = "llvm.add"(%3049, %226) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3051 = "llvm.getelementptr"(%104, %3050) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %3052 = "llvm.load"(%3051) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %3053 = "llvm.mul"(%47, %103) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3054 = "llvm.mul"(%240, %102) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3055 = "llvm.add"(%3053, %3054) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3056 = "llvm.add"(%3055, %226) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3057 = "llvm.getelementptr"(%104, %3056) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %3058 = "llvm.load"(%3057) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %3059 = "llvm.mul"(%47, %103) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3060 = "llvm.mul"(%192, %102) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3061 = "llvm.add"(%3059, %3060) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3062 = "llvm.add"(%3061, %226) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3063 = "llvm.getelementptr"(%104, %3062) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %3064 = "llvm.load"(%3063) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %3065 = "llvm.mul"(%47, %103) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3066 = "llvm.mul"(%242, %102) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3067 = "llvm.add"(%3065, %3066) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3068 = "llvm.add"(%3067, %226) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3069 = "llvm.getelementptr"(%104, %3068) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %3070 = "llvm.load"(%3069) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %3071 = "llvm.mul"(%47, %103) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3072 = "llvm.mul"(%244, %102) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3073 = "llvm.add"(%3071, %3072) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3074 = "llvm.add"(%3073, %149) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3075 = "llvm.getelementptr"(%104, %3074) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %3076 = "llvm.load"(%3075) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %3077 = "llvm.mul"(%47, %103) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3078 = "llvm.mul"(%246, %102) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3079 = "llvm.add"(%3077, %3078) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3080 = "llvm.add"(%3079, %149) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3081 = "llvm.getelementptr"(%104, %3080) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %3082 = "llvm.load"(%3081) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %3083 = "llvm.mul"(%47, %103) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3084 = "llvm.mul"(%248, %102) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3085 = "llvm.add"(%3083, %3084) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3086 = "llvm.add"(%3085, %149) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3087 = "llvm.getelementptr"(%104, %3086) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %3088 = "llvm.load"(%3087) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %3089 = "llvm.mul"(%47, %103) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3090 = "llvm.mul"(%250, %102) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3091 = "llvm.add"(%3089, %3090) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3092 = "llvm.add"(%3091, %149) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3093 = "llvm.getelementptr"(%104, %3092) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %3094 = "llvm.load"(%3093) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %3095 = "llvm.mul"(%47, %103) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3096 = "llvm.mul"(%244, %102) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3097 = "llvm.add"(%3095, %3096) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3098 = "llvm.add"(%3097, %222) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3099 = "llvm.getelementptr"(%104, %3098) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %3100 = "llvm.load"(%3099) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %3101 = "llvm.mul"(%47, %103) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3102 = "llvm.mul"(%246, %102) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3103 = "llvm.add"(%3101, %3102) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3104 = "llvm.add"(%3103, %222) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3105 = "llvm.getelementptr"(%104, %3104) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %3106 = "llvm.load"(%3105) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %3107 = "llvm.mul"(%47, %103) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3108 = "llvm.mul"(%248, %102) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3109 = "llvm.add"(%3107, %3108) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3110 = "llvm.add"(%3109, %222) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3111 = "llvm.getelementptr"(%104, %3110) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %3112 = "llvm.load"(%3111) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %3113 = "llvm.mul"(%47, %103) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3114 = "llvm.mul"(%250, %102) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3115 = "llvm.add"(%3113, %3114) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3116 = "llvm.add"(%3115, %222) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3117 = "llvm.getelementptr"(%104, %3116) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %3118 = "llvm.load"(%3117) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %3119 = "llvm.mul"(%47, %103) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3120 = "llvm.mul"(%244, %102) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3121 = "llvm.add"(%3119, %3120) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3122 = "llvm.add"(%3121, %224) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3123 = "llvm.getelementptr"(%104, %3122) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %3124 = "llvm.load"(%3123) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %3125 = "llvm.mul"(%47, %103) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3126 = "llvm.mul"(%246, %102) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3127 = "llvm.add"(%3125, %3126) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3128 = "llvm.add"(%3127, %224) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3129 = "llvm.getelementptr"(%104, %3128) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %3130 = "llvm.load"(%3129) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %3131 = "llvm.mul"(%47, %103) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3132 = "llvm.mul"(%248, %102) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3133 = "llvm.add"(%3131, %3132) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3134 = "llvm.add"(%3133, %224) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3135 = "llvm.getelementptr"(%104, %3134) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %3136 = "llvm.load"(%3135) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %3137 = "llvm.mul"(%47, %103) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3138 = "llvm.mul"(%250, %102) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3139 = "llvm.add"(%3137, %3138) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3140 = "llvm.add"(%3139, %224) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3141 = "llvm.getelementptr"(%104, %3140) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %3142 = "llvm.load"(%3141) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %3143 = "llvm.mul"(%47, %103) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3144 = "llvm.mul"(%244, %102) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3145 = "llvm.add"(%3143, %3144) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3146 = "llvm.add"(%3145, %226) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3147 = "llvm.getelementptr"(%104, %3146) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %3148 = "llvm.load"(%3147) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %3149 = "llvm.mul"(%47, %103) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3150 = "llvm.mul"(%246, %102) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3151 = "llvm.add"(%3149, %3150) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3152 = "llvm.add"(%3151, %226) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3153 = "llvm.getelementptr"(%104, %3152) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %3154 = "llvm.load"(%3153) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %3155 = "llvm.mul"(%47, %103) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3156 = "llvm.mul"(%248, %102) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3157 = "llvm.add"(%3155, %3156) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3158 = "llvm.add"(%3157, %226) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3159 = "llvm.getelementptr"(%104, %3158) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %3160 = "llvm.load"(%3159) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %3161 = "llvm.mul"(%47, %103) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3162 = "llvm.mul"(%250, %102) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3163 = "llvm.add"(%3161, %3162) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3164 = "llvm.add"(%3163, %226) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3165 = "llvm.getelementptr"(%104, %3164) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %3166 = "llvm.load"(%3165) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %3167 = "llvm.mul"(%47, %103) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3168 = "llvm.mul"(%252, %102) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3169 = "llvm.add"(%3167, %3168) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3170 = "llvm.add"(%3169, %149) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3171 = "llvm.getelementptr"(%104, %3170) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %3172 = "llvm.load"(%3171) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %3173 = "llvm.mul"(%47, %103) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3174 = "llvm.mul"(%254, %102) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3175 = "llvm.add"(%3173, %3174) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3176 = "llvm.add"(%3175, %149) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3177 = "llvm.getelementptr"(%104, %3176) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %3178 = "llvm.load"(%3177) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %3179 = "llvm.mul"(%47, %103) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3180 = "llvm.mul"(%256, %102) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3181 = "llvm.add"(%3179, %3180) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3182 = "llvm.add"(%3181, %149) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3183 = "llvm.getelementptr"(%104, %3182) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %3184 = "llvm.load"(%3183) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %3185 = "llvm.mul"(%47, %103) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3186 = "llvm.mul"(%258, %102) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3187 = "llvm.add"(%3185, %3186) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3188 = "llvm.add"(%3187, %149) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3189 = "llvm.getelementptr"(%104, %3188) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %3190 = "llvm.load"(%3189) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %3191 = "llvm.mul"(%47, %103) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3192 = "llvm.mul"(%252, %102) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3193 = "llvm.add"(%3191, %3192) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3194 = "llvm.add"(%3193, %222) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3195 = "llvm.getelementptr"(%104, %3194) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %3196 = "llvm.load"(%3195) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %3197 = "llvm.mul"(%47, %103) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3198 = "llvm.mul"(%254, %102) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3199 = "llvm.add"(%3197, %3198) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3200 = "llvm.add"(%3199, %222) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3201 = "llvm.getelementptr"(%104, %3200) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %3202 = "llvm.load"(%3201) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %3203 = "llvm.mul"(%47, %103) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3204 = "llvm.mul"(%256, %102) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3205 = "llvm.add"(%3203, %3204) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3206 = "llvm.add"(%3205, %222) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3207 = "llvm.getelementptr"(%104, %3206) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %3208 = "llvm.load"(%3207) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %3209 = "llvm.mul"(%47, %103) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3210 = "llvm.mul"(%258, %102) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3211 = "llvm.add"(%3209, %3210) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3212 = "llvm.add"(%3211, %222) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3213 = "llvm.getelementptr"(%104, %3212) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %3214 = "llvm.load"(%3213) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %3215 = "llvm.mul"(%47, %103) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3216 = "llvm.mul"(%252, %102) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3217 = "llvm.add"(%3215, %3216) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3218 = "llvm.add"(%3217, %224) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3219 = "llvm.getelementptr"(%104, %3218) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %3220 = "llvm.load"(%3219) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %3221 = "llvm.mul"(%47, %103) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3222 = "llvm.mul"(%254, %102) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3223 = "llvm.add"(%3221, %3222) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3224 = "llvm.add"(%3223, %224) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3225 = "llvm.getelementptr"(%104, %3224) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %3226 = "llvm.load"(%3225) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %3227 = "llvm.mul"(%47, %103) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3228 = "llvm.mul"(%256, %102) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3229 = "llvm.add"(%3227, %3228) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3230 = "llvm.add"(%3229, %224) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3231 = "llvm.getelementptr"(%104, %3230) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %3232 = "llvm.load"(%3231) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %3233 = "llvm.mul"(%47, %103) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3234 = "llvm.mul"(%258, %102) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3235 = "llvm.add"(%3233, %3234) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3236 = "llvm.add"(%3235, %224) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3237 = "llvm.getelementptr"(%104, %3236) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %3238 = "llvm.load"(%3237) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %3239 = "llvm.mul"(%47, %103) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3240 = "llvm.mul"(%252, %102) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3241 = "llvm.add"(%3239, %3240) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3242 = "llvm.add"(%3241, %226) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3243 = "llvm.getelementptr"(%104, %3242) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %3244 = "llvm.load"(%3243) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %3245 = "llvm.mul"(%47, %103) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3246 = "llvm.mul"(%254, %102) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3247 = "llvm.add"(%3245, %3246) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3248 = "llvm.add"(%3247, %226) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3249 = "llvm.getelementptr"(%104, %3248) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %3250 = "llvm.load"(%3249) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %3251 = "llvm.mul"(%47, %103) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3252 = "llvm.mul"(%256, %102) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3253 = "llvm.add"(%3251, %3252) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3254 = "llvm.add"(%3253, %226) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3255 = "llvm.getelementptr"(%104, %3254) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %3256 = "llvm.load"(%3255) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %3257 = "llvm.mul"(%47, %103) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3258 = "llvm.mul"(%258, %102) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3259 = "llvm.add"(%3257, %3258) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3260 = "llvm.add"(%3259, %226) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3261 = "llvm.getelementptr"(%104, %3260) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %3262 = "llvm.load"(%3261) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %3263 = "llvm.extractelement"(%2884, %47) : (vector<1xf16>, i64) -> f16
    %3264 = "llvm.extractelement"(%2890, %47) : (vector<1xf16>, i64) -> f16
    %3265 = "llvm.extractelement"(%2896, %47) : (vector<1xf16>, i64) -> f16
    %3266 = "llvm.extractelement"(%2902, %47) : (vector<1xf16>, i64) -> f16
    %3267 = "llvm.insertelement"(%2, %3263, %47) : (vector<4xf16>, f16, i64) -> vector<4xf16>
    %3268 = "llvm.insertelement"(%3267, %3264, %100) : (vector<4xf16>, f16, i64) -> vector<4xf16>
    %3269 = "llvm.insertelement"(%3268, %3265, %26) : (vector<4xf16>, f16, i64) -> vector<4xf16>
    %3270 = "llvm.insertelement"(%3269, %3266, %17) : (vector<4xf16>, f16, i64) -> vector<4xf16>
    %3271 = "llvm.extractelement"(%2908, %47) : (vector<1xf16>, i64) -> f16
    %3272 = "llvm.extractelement"(%2914, %47) : (vector<1xf16>, i64) -> f16
    %3273 = "llvm.extractelement"(%2920, %47) : (vector<1xf16>, i64) -> f16
    %3274 = "llvm.extractelement"(%2926, %47) : (vector<1xf16>, i64) -> f16
    %3275 = "llvm.insertelement"(%2, %3271, %47) : (vector<4xf16>, f16, i64) -> vector<4xf16>
    %3276 = "llvm.insertelement"(%3275, %3272, %100) : (vector<4xf16>, f16, i64) -> vector<4xf16>
    %3277 = "llvm.insertelement"(%3276, %3273, %26) : (vector<4xf16>, f16, i64) -> vector<4xf16>
    %3278 = "llvm.insertelement"(%3277, %3274, %17) : (vector<4xf16>, f16, i64) -> vector<4xf16>
    %3279 = "llvm.extractelement"(%2932, %47) : (vector<1xf16>, i64) -> f16
    %3280 = "llvm.extractelement"(%2938, %47) : (vector<1xf16>, i64) -> f16
    %3281 = "llvm.extractelement"(%2944, %47) : (vector<1xf16>, i64) -> f16
    %3282 = "llvm.extractelement"(%2950, %47) : (vector<1xf16>, i64) -> f16
    %3283 = "llvm.insertelement"(%2, %3279, %47) : (vector<4xf16>, f16, i64) -> vector<4xf16>
    %3284 = "llvm.insertelement"(%3283, %3280, %100) : (vector<4xf16>, f16, i64) -> vector<4xf16>
    %3285 = "llvm.insertelement"(%3284, %3281, %26) : (vector<4xf16>, f16, i64) -> vector<4xf16>
    %3286 = "llvm.insertelement"(%3285, %3282, %17) : (vector<4xf16>, f16, i64) -> vector<4xf16>
    %3287 = "llvm.extractelement"(%2956, %47) : (vector<1xf16>, i64) -> f16
    %3288 = "llvm.extractelement"(%2962, %47) : (vector<1xf16>, i64) -> f16
    %3289 = "llvm.extractelement"(%2968, %47) : (vector<1xf16>, i64) -> f16
    %3290 = "llvm.extractelement"(%2974, %47) : (vector<1xf16>, i64) -> f16
    %3291 = "llvm.insertelement"(%2, %3287, %47) : (vector<4xf16>, f16, i64) -> vector<4xf16>
    %3292 = "llvm.insertelement"(%3291, %3288, %100) : (vector<4xf16>, f16, i64) -> vector<4xf16>
    %3293 = "llvm.insertelement"(%3292, %3289, %26) : (vector<4xf16>, f16, i64) -> vector<4xf16>
    %3294 = "llvm.insertelement"(%3293, %3290, %17) : (vector<4xf16>, f16, i64) -> vector<4xf16>
    %3295 = "llvm.extractelement"(%2980, %47) : (vector<1xf16>, i64) -> f16
    %3296 = "llvm.extractelement"(%2986, %47) : (vector<1xf16>, i64) -> f16
    %3297 = "llvm.extractelement"(%2992, %47) : (vector<1xf16>, i64) -> f16
    %3298 = "llvm.extractelement"(%2998, %47) : (vector<1xf16>, i64) -> f16
    %3299 = "llvm.insertelement"(%2, %3295, %47) : (vector<4xf16>, f16, i64) -> vector<4xf16>
    %3300 = "llvm.insertelement"(%3299, %3296, %100) : (vector<4xf16>, f16, i64) -> vector<4xf16>
    %3301 = "llvm.insertelement"(%3300, %3297, %26) : (vector<4xf16>, f16, i64) -> vector<4xf16>
    %3302 = "llvm.insertelement"(%3301, %3298, %17) : (vector<4xf16>, f16, i64) -> vector<4xf16>
    %3303 = "llvm.extractelement"(%3004, %47) : (vector<1xf16>, i64) -> f16
    %3304 = "llvm.extractelement"(%3010, %47) : (vector<1xf16>, i64) -> f16
    %3305 = "llvm.extractelement"(%3016, %47) : (vector<1xf16>, i64) -> f16
    %3306 = "llvm.extractelement"(%3022, %47) : (vector<1xf16>, i64) -> f16
    %3307 = "llvm.insertelement"(%2, %3303, %47) : (vector<4xf16>, f16, i64) -> vector<4xf16>
    %3308 = "llvm.insertelement"(%3307, %3304, %100) : (vector<4xf16>, f16, i64) -> vector<4xf16>
    %3309 = "llvm.insertelement"(%3308, %3305, %26) : (vector<4xf16>, f16, i64) -> vector<4xf16>
    %3310 = "llvm.insertelement"(%3309, %3306, %17) : (vector<4xf16>, f16, i64) -> vector<4xf16>
    %3311 = "llvm.extractelement"(%3028, %47) : (vector<1xf16>, i64) -> f16
    %3312 = "llvm.extractelement"(%3034, %47) : (vector<1xf16>, i64) -> f16
    %3313 = "llvm.extractelement"(%3040, %47) : (vector<1xf16>, i64) -> f16
    %3314 = "llvm.extractelement"(%3046, %47) : (vector<1xf16>, i64) -> f16
    %3315 = "llvm.insertelement"(%2, %3311, %47) : (vector<4xf16>, f16, i64) -> vector<4xf16>
    %3316 = "llvm.insertelement"(%3315, %3312, %100) : (vector<4xf16>, f16, i64) -> vector<4xf16>
    %3317 = "llvm.insertelement"(%3316, %3313, %26) : (vector<4xf16>, f16, i64) -> vector<4xf16>
    %3318 = "llvm.insertelement"(%3317, %3314, %17) : (vector<4xf16>, f16, i64) -> vector<4xf16>
    %3319 = "llvm.extractelement"(%3052, %47) : (vector<1xf16>, i64) -> f16
    %3320 = "llvm.extractelement"(%3058, %47) : (vector<1xf16>, i64) -> f16
    %3321 = "llvm.extractelement"(%3064, %47) : (vector<1xf16>, i64) -> f16
    %3322 = "llvm.extractelement"(%3070, %47) : (vector<1xf16>, i64) -> f16
    %3323 = "llvm.insertelement"(%2, %3319, %47) : (vector<4xf16>, f16, i64) -> vector<4xf16>
    %3324 = "llvm.insertelement"(%3323, %3320, %100) : (vector<4xf16>, f16, i64) -> vector<4xf16>
    %3325 = "llvm.insertelement"(%3324, %3321, %26) : (vector<4xf16>, f16, i64) -> vector<4xf16>
    %3326 = "llvm.insertelement"(%3325, %3322, %17) : (vector<4xf16>, f16, i64) -> vector<4xf16>
    %3327 = "llvm.extractelement"(%3076, %47) : (vector<1xf16>, i64) -> f16
    %3328 = "llvm.extractelement"(%3082, %47) : (vector<1xf16>, i64) -> f16
    %3329 = "llvm.extractelement"(%3088, %47) : (vector<1xf16>, i64) -> f16
    %3330 = "llvm.extractelement"(%3094, %47) : (vector<1xf16>, i64) -> f16
    %3331 = "llvm.insertelement"(%2, %3327, %47) : (vector<4xf16>, f16, i64) -> vector<4xf16>
    %3332 = "llvm.insertelement"(%3331, %3328, %100) : (vector<4xf16>, f16, i64) -> vector<4xf16>
    %3333 = "llvm.insertelement"(%3332, %3329, %26) : (vector<4xf16>, f16, i64) -> vector<4xf16>
    %3334 = "llvm.insertelement"(%3333, %3330, %17) : (vector<4xf16>, f16, i64) -> vector<4xf16>
    %3335 = "llvm.extractelement"(%3100, %47) : (vector<1xf16>, i64) -> f16
    %3336 = "llvm.extractelement"(%3106, %47) : (vector<1xf16>, i64) -> f16
    %3337 = "llvm.extractelement"(%3112, %47) : (vector<1xf16>, i64) -> f16
    %3338 = "llvm.extractelement"(%3118, %47) : (vector<1xf16>, i64) -> f16
    %3339 = "llvm.insertelement"(%2, %3335, %47) : (vector<4xf16>, f16, i64) -> vector<4xf16>
    %3340 = "llvm.insertelement"(%3339, %3336, %100) : (vector<4xf16>, f16, i64) -> vector<4xf16>
    %3341 = "llvm.insertelement"(%3340, %3337, %26) : (vector<4xf16>, f16, i64) -> vector<4xf16>
    %3342 = "llvm.insertelement"(%3341, %3338, %17) : (vector<4xf16>, f16, i64) -> vector<4xf16>
    %3343 = "llvm.extractelement"(%3124, %47) : (vector<1xf16>, i64) -> f16
    %3344 = "llvm.extractelement"(%3130, %47) : (vector<1xf16>, i64) -> f16
    %3345 = "llvm.extractelement"(%3136, %47) : (vector<1xf16>, i64) -> f16
    %3346 = "llvm.extractelement"(%3142, %47) : (vector<1xf16>, i64) -> f16
    %3347 = "llvm.insertelement"(%2, %3343, %47) : (vector<4xf16>, f16, i64) -> vector<4xf16>
    %3348 = "llvm.insertelement"(%3347, %3344, %100) : (vector<4xf16>, f16, i64) -> vector<4xf16>
    %3349 = "llvm.insertelement"(%3348, %3345, %26) : (vector<4xf16>, f16, i64) -> vector<4xf16>
    %3350 = "llvm.insertelement"(%3349, %3346, %17) : (vector<4xf16>, f16, i64) -> vector<4xf16>
    %3351 = "llvm.extractelement"(%3148, %47) : (vector<1xf16>, i64) -> f16
    %3352 = "llvm.extractelement"(%3154, %47) : (vector<1xf16>, i64) -> f16
    %3353 = "llvm.extractelement"(%3160, %47) : (vector<1xf16>, i64) -> f16
    %3354 = "llvm.extractelement"(%3166, %47) : (vector<1xf16>, i64) -> f16
    %3355 = "llvm.insertelement"(%2, %3351, %47) : (vector<4xf16>, f16, i64) -> vector<4xf16>
    %3356 = "llvm.insertelement"(%3355, %3352, %100) : (vector<4xf16>, f16, i64) -> vector<4xf16>
    %3357 = "llvm.insertelement"(%3356, %3353, %26) : (vector<4xf16>, f16, i64) -> vector<4xf16>
    %3358 = "llvm.insertelement"(%3357, %3354, %17) : (vector<4xf16>, f16, i64) -> vector<4xf16>
    %3359 = "llvm.extractelement"(%3172, %47) : (vector<1xf16>, i64) -> f16
    %3360 = "llvm.extractelement"(%3178, %47) : (vector<1xf16>, i64) -> f16
    %3361 = "llvm.extractelement"(%3184, %47) : (vector<1xf16>, i64) -> f16
    %3362 = "llvm.extractelement"(%3190, %47) : (vector<1xf16>, i64) -> f16
    %3363 = "llvm.insertelement"(%2, %3359, %47) : (vector<4xf16>, f16, i64) -> vector<4xf16>
    %3364 = "llvm.insertelement"(%3363, %3360, %100) : (vector<4xf16>, f16, i64) -> vector<4xf16>
    %3365 = "llvm.insertelement"(%3364, %3361, %26) : (vector<4xf16>, f16, i64) -> vector<4xf16>
    %3366 = "llvm.insertelement"(%3365, %3362, %17) : (vector<4xf16>, f16, i64) -> vector<4xf16>
    %3367 = "llvm.extractelement"(%3196, %47) : (vector<1xf16>, i64) -> f16
    %3368 = "llvm.extractelement"(%3202, %47) : (vector<1xf16>, i64) -> f16
    %3369 = "llvm.extractelement"(%3208, %47) : (vector<1xf16>, i64) -> f16
    %3370 = "llvm.extractelement"(%3214, %47) : (vector<1xf16>, i64) -> f16
    %3371 = "llvm.insertelement"(%2, %3367, %47) : (vector<4xf16>, f16, i64) -> vector<4xf16>
    %3372 = "llvm.insertelement"(%3371, %3368, %100) : (vector<4xf16>, f16, i64) -> vector<4xf16>
    %3373 = "llvm.insertelement"(%3372, %3369, %26) : (vector<4xf16>, f16, i64) -> vector<4xf16>
    %3374 = "llvm.insertelement"(%3373, %3370, %17) : (vector<4xf16>, f16, i64) -> vector<4xf16>
    %3375 = "llvm.extractelement"(%3220, %47) : (vector<1xf16>, i64) -> f16
    %3376 = "llvm.extractelement"(%3226, %47) : (vector<1xf16>, i64) -> f16
    %3377 = "llvm.extractelement"(%3232, %47) : (vector<1xf16>, i64) -> f16
    %3378 = "llvm.extractelement"(%3238, %47) : (vector<1xf16>, i64) -> f16
    %3379 = "llvm.insertelement"(%2, %3375, %47) : (vector<4xf16>, f16, i64) -> vector<4xf16>
    %3380 = "llvm.insertelement"(%3379, %3376, %100) : (vector<4xf16>, f16, i64) -> vector<4xf16>
    %3381 = "llvm.insertelement"(%3380, %3377, %26) : (vector<4xf16>, f16, i64) -> vector<4xf16>
    %3382 = "llvm.insertelement"(%3381, %3378, %17) : (vector<4xf16>, f16, i64) -> vector<4xf16>
    %3383 = "llvm.extractelement"(%3244, %47) : (vector<1xf16>, i64) -> f16
    %3384 = "llvm.extractelement"(%3250, %47) : (vector<1xf16>, i64) -> f16
    %3385 = "llvm.extractelement"(%3256, %47) : (vector<1xf16>, i64) -> f16
    %3386 = "llvm.extractelement"(%3262, %47) : (vector<1xf16>, i64) -> f16
    %3387 = "llvm.insertelement"(%2, %3383, %47) : (vector<4xf16>, f16, i64) -> vector<4xf16>
    %3388 = "llvm.insertelement"(%3387, %3384, %100) : (vector<4xf16>, f16, i64) -> vector<4xf16>
    %3389 = "llvm.insertelement"(%3388, %3385, %26) : (vector<4xf16>, f16, i64) -> vector<4xf16>
    %3390 = "llvm.insertelement"(%3389, %3386, %17) : (vector<4xf16>, f16, i64) -> vector<4xf16>
    %3391 = "llvm.shufflevector"(%3270, %3270) <{mask = array<i32: 0, 1>}> : (vector<4xf16>, vector<4xf16>) -> vector<2xf16>
    %3392 = "llvm.shufflevector"(%3270, %3270) <{mask = array<i32: 2, 3>}> : (vector<4xf16>, vector<4xf16>) -> vector<2xf16>
    %3393 = "llvm.extractelement"(%2871, %47) : (vector<2xf32>, i64) -> f32
    %3394 = "llvm.extractelement"(%2871, %100) : (vector<2xf32>, i64) -> f32
    %3395 = "llvm.extractelement"(%2872, %47) : (vector<2xf32>, i64) -> f32
    %3396 = "llvm.extractelement"(%2872, %100) : (vector<2xf32>, i64) -> f32
    %3397 = "nvvm.mma.sync"(%2849, %2850, %2851, %2852, %3391, %3392, %3393, %3394, %3395, %3396) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %3398 = "llvm.extractvalue"(%3397) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %3399 = "llvm.extractvalue"(%3397) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %3400 = "llvm.insertelement"(%19, %3398, %50) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %3401 = "llvm.insertelement"(%3400, %3399, %39) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %3402 = "llvm.extractvalue"(%3397) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %3403 = "llvm.extractvalue"(%3397) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %3404 = "llvm.insertelement"(%19, %3402, %50) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %3405 = "llvm.insertelement"(%3404, %3403, %39) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %3406 = "llvm.shufflevector"(%3278, %3278) <{mask = array<i32: 0, 1>}> : (vector<4xf16>, vector<4xf16>) -> vector<2xf16>
    %3407 = "llvm.shufflevector"(%3278, %3278) <{mask = array<i32: 2, 3>}> : (vector<4xf16>, vector<4xf16>) -> vector<2xf16>
    %3408 = "llvm.extractelement"(%2873, %47) : (vector<2xf32>, i64) -> f32
    %3409 = "llvm.extractelement"(%2873, %100) : (vector<2xf32>, i64) -> f32
    %3410 = "llvm.extractelement"(%2874, %47) : (vector<2xf32>, i64) -> f32
    %3411 = "llvm.extractelement"(%2874, %100) : (vector<2xf32>, i64) -> f32
    %3412 = "nvvm.mma.sync"(%2849, %2850, %2851, %2852, %3406, %3407, %3408, %3409, %3410, %3411) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %3413 = "llvm.extractvalue"(%3412) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %3414 = "llvm.extractvalue"(%3412) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %3415 = "llvm.insertelement"(%19, %3413, %50) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %3416 = "llvm.insertelement"(%3415, %3414, %39) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %3417 = "llvm.extractvalue"(%3412) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %3418 = "llvm.extractvalue"(%3412) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %3419 = "llvm.insertelement"(%19, %3417, %50) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %3420 = "llvm.insertelement"(%3419, %3418, %39) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %3421 = "llvm.shufflevector"(%3286, %3286) <{mask = array<i32: 0, 1>}> : (vector<4xf16>, vector<4xf16>) -> vector<2xf16>
    %3422 = "llvm.shufflevector"(%3286, %3286) <{mask = array<i32: 2, 3>}> : (vector<4xf16>, vector<4xf16>) -> vector<2xf16>
    %3423 = "llvm.extractelement"(%2875, %47) : (vector<2xf32>, i64) -> f32
    %3424 = "llvm.extractelement"(%2875, %100) : (vector<2xf32>, i64) -> f32
    %3425 = "llvm.extractelement"(%2876, %47) : (vector<2xf32>, i64) -> f32
    %3426 = "llvm.extractelement"(%2876, %100) : (vector<2xf32>, i64) -> f32
    %3427 = "nvvm.mma.sync"(%2849, %2850, %2851, %2852, %3421, %3422, %3423, %3424, %3425, %3426) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %3428 = "llvm.extractvalue"(%3427) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %3429 = "llvm.extractvalue"(%3427) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %3430 = "llvm.insertelement"(%19, %3428, %50) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %3431 = "llvm.insertelement"(%3430, %3429, %39) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %3432 = "llvm.extractvalue"(%3427) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %3433 = "llvm.extractvalue"(%3427) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %3434 = "llvm.insertelement"(%19, %3432, %50) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %3435 = "llvm.insertelement"(%3434, %3433, %39) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %3436 = "llvm.shufflevector"(%3294, %3294) <{mask = array<i32: 0, 1>}> : (vector<4xf16>, vector<4xf16>) -> vector<2xf16>
    %3437 = "llvm.shufflevector"(%3294, %3294) <{mask = array<i32: 2, 3>}> : (vector<4xf16>, vector<4xf16>) -> vector<2xf16>
    %3438 = "llvm.extractelement"(%2877, %47) : (vector<2xf32>, i64) -> f32
    %3439 = "llvm.extractelement"(%2877, %100) : (vector<2xf32>, i64) -> f32
    %3440 = "llvm.extractelement"(%2878, %47) : (vector<2xf32>, i64) -> f32
    %3441 = "llvm.extractelement"(%2878, %100) : (vector<2xf32>, i64) -> f32
    %3442 = "nvvm.mma.sync"(%2849, %2850, %2851, %2852, %3436, %3437, %3438, %3439, %3440, %3441) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %3443 = "llvm.extractvalue"(%3442) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %3444 = "llvm.extractvalue"(%3442) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %3445 = "llvm.insertelement"(%19, %3443, %50) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %3446 = "llvm.insertelement"(%3445, %3444, %39) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %3447 = "llvm.extractvalue"(%3442) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %3448 = "llvm.extractvalue"(%3442) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %3449 = "llvm.insertelement"(%19, %3447, %50) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %3450 = "llvm.insertelement"(%3449, %3448, %39) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %3451 = "llvm.shufflevector"(%3302, %3302) <{mask = array<i32: 0, 1>}> : (vector<4xf16>, vector<4xf16>) -> vector<2xf16>
    %3452 = "llvm.shufflevector"(%3302, %3302) <{mask = array<i32: 2, 3>}> : (vector<4xf16>, vector<4xf16>) -> vector<2xf16>
    %3453 = "llvm.extractelement"(%3401, %47) : (vector<2xf32>, i64) -> f32
    %3454 = "llvm.extractelement"(%3401, %100) : (vector<2xf32>, i64) -> f32
    %3455 = "llvm.extractelement"(%3405, %47) : (vector<2xf32>, i64) -> f32
    %3456 = "llvm.extractelement"(%3405, %100) : (vector<2xf32>, i64) -> f32
    %3457 = "nvvm.mma.sync"(%2853, %2854, %2855, %2856, %3451, %3452, %3453, %3454, %3455, %3456) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %3458 = "llvm.extractvalue"(%3457) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %3459 = "llvm.extractvalue"(%3457) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %3460 = "llvm.insertelement"(%19, %3458, %50) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %3461 = "llvm.insertelement"(%3460, %3459, %39) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %3462 = "llvm.extractvalue"(%3457) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %3463 = "llvm.extractvalue"(%3457) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %3464 = "llvm.insertelement"(%19, %3462, %50) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %3465 = "llvm.insertelement"(%3464, %3463, %39) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %3466 = "llvm.shufflevector"(%3310, %3310) <{mask = array<i32: 0, 1>}> : (vector<4xf16>, vector<4xf16>) -> vector<2xf16>
    %3467 = "llvm.shufflevector"(%3310, %3310) <{mask = array<i32: 2, 3>}> : (vector<4xf16>, vector<4xf16>) -> vector<2xf16>
    %3468 = "llvm.extractelement"(%3416, %47) : (vector<2xf32>, i64) -> f32
    %3469 = "llvm.extractelement"(%3416, %100) : (vector<2xf32>, i64) -> f32
    %3470 = "llvm.extractelement"(%3420, %47) : (vector<2xf32>, i64) -> f32
    %3471 = "llvm.extractelement"(%3420, %100) : (vector<2xf32>, i64) -> f32
    %3472 = "nvvm.mma.sync"(%2853, %2854, %2855, %2856, %3466, %3467, %3468, %3469, %3470, %3471) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %3473 = "llvm.extractvalue"(%3472) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %3474 = "llvm.extractvalue"(%3472) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %3475 = "llvm.insertelement"(%19, %3473, %50) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %3476 = "llvm.insertelement"(%3475, %3474, %39) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %3477 = "llvm.extractvalue"(%3472) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %3478 = "llvm.extractvalue"(%3472) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %3479 = "llvm.insertelement"(%19, %3477, %50) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %3480 = "llvm.insertelement"(%3479, %3478, %39) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %3481 = "llvm.shufflevector"(%3318, %3318) <{mask = array<i32: 0, 1>}> : (vector<4xf16>, vector<4xf16>) -> vector<2xf16>
    %3482 = "llvm.shufflevector"(%3318, %3318) <{mask = array<i32: 2, 3>}> : (vector<4xf16>, vector<4xf16>) -> vector<2xf16>
    %3483 = "llvm.extractelement"(%3431, %47) : (vector<2xf32>, i64) -> f32
    %3484 = "llvm.extractelement"(%3431, %100) : (vector<2xf32>, i64) -> f32
    %3485 = "llvm.extractelement"(%3435, %47) : (vector<2xf32>, i64) -> f32
    %3486 = "llvm.extractelement"(%3435, %100) : (vector<2xf32>, i64) -> f32
    %3487 = "nvvm.mma.sync"(%2853, %2854, %2855, %2856, %3481, %3482, %3483, %3484, %3485, %3486) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %3488 = "llvm.extractvalue"(%3487) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %3489 = "llvm.extractvalue"(%3487) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %3490 = "llvm.insertelement"(%19, %3488, %50) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %3491 = "llvm.insertelement"(%3490, %3489, %39) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %3492 = "llvm.extractvalue"(%3487) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %3493 = "llvm.extractvalue"(%3487) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %3494 = "llvm.insertelement"(%19, %3492, %50) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %3495 = "llvm.insertelement"(%3494, %3493, %39) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %3496 = "llvm.shufflevector"(%3326, %3326) <{mask = array<i32: 0, 1>}> : (vector<4xf16>, vector<4xf16>) -> vector<2xf16>
    %3497 = "llvm.shufflevector"(%3326, %3326) <{mask = array<i32: 2, 3>}> : (vector<4xf16>, vector<4xf16>) -> vector<2xf16>
    %3498 = "llvm.extractelement"(%3446, %47) : (vector<2xf32>, i64) -> f32
    %3499 = "llvm.extractelement"(%3446, %100) : (vector<2xf32>, i64) -> f32
    %3500 = "llvm.extractelement"(%3450, %47) : (vector<2xf32>, i64) -> f32
    %3501 = "llvm.extractelement"(%3450, %100) : (vector<2xf32>, i64) -> f32
    %3502 = "nvvm.mma.sync"(%2853, %2854, %2855, %2856, %3496, %3497, %3498, %3499, %3500, %3501) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %3503 = "llvm.extractvalue"(%3502) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %3504 = "llvm.extractvalue"(%3502) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %3505 = "llvm.insertelement"(%19, %3503, %50) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %3506 = "llvm.insertelement"(%3505, %3504, %39) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %3507 = "llvm.extractvalue"(%3502) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %3508 = "llvm.extractvalue"(%3502) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %3509 = "llvm.insertelement"(%19, %3507, %50) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %3510 = "llvm.insertelement"(%3509, %3508, %39) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %3511 = "llvm.shufflevector"(%3334, %3334) <{mask = array<i32: 0, 1>}> : (vector<4xf16>, vector<4xf16>) -> vector<2xf16>
    %3512 = "llvm.shufflevector"(%3334, %3334) <{mask = array<i32: 2, 3>}> : (vector<4xf16>, vector<4xf16>) -> vector<2xf16>
    %3513 = "llvm.extractelement"(%3461, %47) : (vector<2xf32>, i64) -> f32
    %3514 = "llvm.extractelement"(%3461, %100) : (vector<2xf32>, i64) -> f32
    %3515 = "llvm.extractelement"(%3465, %47) : (vector<2xf32>, i64) -> f32
    %3516 = "llvm.extractelement"(%3465, %100) : (vector<2xf32>, i64) -> f32
    %3517 = "nvvm.mma.sync"(%2857, %2858, %2859, %2860, %3511, %3512, %3513, %3514, %3515, %3516) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %3518 = "llvm.extractvalue"(%3517) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %3519 = "llvm.extractvalue"(%3517) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %3520 = "llvm.insertelement"(%19, %3518, %50) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %3521 = "llvm.insertelement"(%3520, %3519, %39) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %3522 = "llvm.extractvalue"(%3517) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %3523 = "llvm.extractvalue"(%3517) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %3524 = "llvm.insertelement"(%19, %3522, %50) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %3525 = "llvm.insertelement"(%3524, %3523, %39) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %3526 = "llvm.shufflevector"(%3342, %3342) <{mask = array<i32: 0, 1>}> : (vector<4xf16>, vector<4xf16>) -> vector<2xf16>
    %3527 = "llvm.shufflevector"(%3342, %3342) <{mask = array<i32: 2, 3>}> : (vector<4xf16>, vector<4xf16>) -> vector<2xf16>
    %3528 = "llvm.extractelement"(%3476, %47) : (vector<2xf32>, i64) -> f32
    %3529 = "llvm.extractelement"(%3476, %100) : (vector<2xf32>, i64) -> f32
    %3530 = "llvm.extractelement"(%3480, %47) : (vector<2xf32>, i64) -> f32
    %3531 = "llvm.extractelement"(%3480, %100) : (vector<2xf32>, i64) -> f32
    %3532 = "nvvm.mma.sync"(%2857, %2858, %2859, %2860, %3526, %3527, %3528, %3529, %3530, %3531) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %3533 = "llvm.extractvalue"(%3532) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %3534 = "llvm.extractvalue"(%3532) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %3535 = "llvm.insertelement"(%19, %3533, %50) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %3536 = "llvm.insertelement"(%3535, %3534, %39) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %3537 = "llvm.extractvalue"(%3532) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %3538 = "llvm.extractvalue"(%3532) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %3539 = "llvm.insertelement"(%19, %3537, %50) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %3540 = "llvm.insertelement"(%3539, %3538, %39) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %3541 = "llvm.shufflevector"(%3350, %3350) <{mask = array<i32: 0, 1>}> : (vector<4xf16>, vector<4xf16>) -> vector<2xf16>
    %3542 = "llvm.shufflevector"(%3350, %3350) <{mask = array<i32: 2, 3>}> : (vector<4xf16>, vector<4xf16>) -> vector<2xf16>
    %3543 = "llvm.extractelement"(%3491, %47) : (vector<2xf32>, i64) -> f32
    %3544 = "llvm.extractelement"(%3491, %100) : (vector<2xf32>, i64) -> f32
    %3545 = "llvm.extractelement"(%3495, %47) : (vector<2xf32>, i64) -> f32
    %3546 = "llvm.extractelement"(%3495, %100) : (vector<2xf32>, i64) -> f32
    %3547 = "nvvm.mma.sync"(%2857, %2858, %2859, %2860, %3541, %3542, %3543, %3544, %3545, %3546) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %3548 = "llvm.extractvalue"(%3547) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %3549 = "llvm.extractvalue"(%3547) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %3550 = "llvm.insertelement"(%19, %3548, %50) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %3551 = "llvm.insertelement"(%3550, %3549, %39) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %3552 = "llvm.extractvalue"(%3547) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %3553 = "llvm.extractvalue"(%3547) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %3554 = "llvm.insertelement"(%19, %3552, %50) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %3555 = "llvm.insertelement"(%3554, %3553, %39) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %3556 = "llvm.shufflevector"(%3358, %3358) <{mask = array<i32: 0, 1>}> : (vector<4xf16>, vector<4xf16>) -> vector<2xf16>
    %3557 = "llvm.shufflevector"(%3358, %3358) <{mask = array<i32: 2, 3>}> : (vector<4xf16>, vector<4xf16>) -> vector<2xf16>
    %3558 = "llvm.extractelement"(%3506, %47) : (vector<2xf32>, i64) -> f32
    %3559 = "llvm.extractelement"(%3506, %100) : (vector<2xf32>, i64) -> f32
    %3560 = "llvm.extractelement"(%3510, %47) : (vector<2xf32>, i64) -> f32
    %3561 = "llvm.extractelement"(%3510, %100) : (vector<2xf32>, i64) -> f32
    %3562 = "nvvm.mma.sync"(%2857, %2858, %2859, %2860, %3556, %3557, %3558, %3559, %3560, %3561) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %3563 = "llvm.extractvalue"(%3562) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %3564 = "llvm.extractvalue"(%3562) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %3565 = "llvm.insertelement"(%19, %3563, %50) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %3566 = "llvm.insertelement"(%3565, %3564, %39) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %3567 = "llvm.extractvalue"(%3562) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %3568 = "llvm.extractvalue"(%3562) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %3569 = "llvm.insertelement"(%19, %3567, %50) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %3570 = "llvm.insertelement"(%3569, %3568, %39) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %3571 = "llvm.shufflevector"(%3366, %3366) <{mask = array<i32: 0, 1>}> : (vector<4xf16>, vector<4xf16>) -> vector<2xf16>
    %3572 = "llvm.shufflevector"(%3366, %3366) <{mask = array<i32: 2, 3>}> : (vector<4xf16>, vector<4xf16>) -> vector<2xf16>
    %3573 = "llvm.extractelement"(%3521, %47) : (vector<2xf32>, i64) -> f32
    %3574 = "llvm.extractelement"(%3521, %100) : (vector<2xf32>, i64) -> f32
    %3575 = "llvm.extractelement"(%3525, %47) : (vector<2xf32>, i64) -> f32
    %3576 = "llvm.extractelement"(%3525, %100) : (vector<2xf32>, i64) -> f32
    %3577 = "nvvm.mma.sync"(%2861, %2862, %2863, %2864, %3571, %3572, %3573, %3574, %3575, %3576) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %3578 = "llvm.extractvalue"(%3577) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %3579 = "llvm.extractvalue"(%3577) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %3580 = "llvm.insertelement"(%19, %3578, %50) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %3581 = "llvm.insertelement"(%3580, %3579, %39) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %3582 = "llvm.extractvalue"(%3577) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %3583 = "llvm.extractvalue"(%3577) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %3584 = "llvm.insertelement"(%19, %3582, %50) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %3585 = "llvm.insertelement"(%3584, %3583, %39) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %3586 = "llvm.shufflevector"(%3374, %3374) <{mask = array<i32: 0, 1>}> : (vector<4xf16>, vector<4xf16>) -> vector<2xf16>
    %3587 = "llvm.shufflevector"(%3374, %3374) <{mask = array<i32: 2, 3>}> : (vector<4xf16>, vector<4xf16>) -> vector<2xf16>
    %3588 = "llvm.extractelement"(%3536, %47) : (vector<2xf32>, i64) -> f32
    %3589 = "llvm.extractelement"(%3536, %100) : (vector<2xf32>, i64) -> f32
    %3590 = "llvm.extractelement"(%3540, %47) : (vector<2xf32>, i64) -> f32
    %3591 = "llvm.extractelement"(%3540, %100) : (vector<2xf32>, i64) -> f32
    %3592 = "nvvm.mma.sync"(%2861, %2862, %2863, %2864, %3586, %3587, %3588, %3589, %3590, %3591) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %3593 = "llvm.extractvalue"(%3592) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %3594 = "llvm.extractvalue"(%3592) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %3595 = "llvm.insertelement"(%19, %3593, %50) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %3596 = "llvm.insertelement"(%3595, %3594, %39) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %3597 = "llvm.extractvalue"(%3592) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %3598 = "llvm.extractvalue"(%3592) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %3599 = "llvm.insertelement"(%19, %3597, %50) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %3600 = "llvm.insertelement"(%3599, %3598, %39) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %3601 = "llvm.shufflevector"(%3382, %3382) <{mask = array<i32: 0, 1>}> : (vector<4xf16>, vector<4xf16>) -> vector<2xf16>
    %3602 = "llvm.shufflevector"(%3382, %3382) <{mask = array<i32: 2, 3>}> : (vector<4xf16>, vector<4xf16>) -> vector<2xf16>
    %3603 = "llvm.extractelement"(%3551, %47) : (vector<2xf32>, i64) -> f32
    %3604 = "llvm.extractelement"(%3551, %100) : (vector<2xf32>, i64) -> f32
    %3605 = "llvm.extractelement"(%3555, %47) : (vector<2xf32>, i64) -> f32
    %3606 = "llvm.extractelement"(%3555, %100) : (vector<2xf32>, i64) -> f32
    %3607 = "nvvm.mma.sync"(%2861, %2862, %2863, %2864, %3601, %3602, %3603, %3604, %3605, %3606) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %3608 = "llvm.extractvalue"(%3607) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %3609 = "llvm.extractvalue"(%3607) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %3610 = "llvm.insertelement"(%19, %3608, %50) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %3611 = "llvm.insertelement"(%3610, %3609, %39) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %3612 = "llvm.extractvalue"(%3607) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %3613 = "llvm.extractvalue"(%3607) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %3614 = "llvm.insertelement"(%19, %3612, %50) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %3615 = "llvm.insertelement"(%3614, %3613, %39) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %3616 = "llvm.shufflevector"(%3390, %3390) <{mask = array<i32: 0, 1>}> : (vector<4xf16>, vector<4xf16>) -> vector<2xf16>
    %3617 = "llvm.shufflevector"(%3390, %3390) <{mask = array<i32: 2, 3>}> : (vector<4xf16>, vector<4xf16>) -> vector<2xf16>
    %3618 = "llvm.extractelement"(%3566, %47) : (vector<2xf32>, i64) -> f32
    %3619 = "llvm.extractelement"(%3566, %100) : (vector<2xf32>, i64) -> f32
    %3620 = "llvm.extractelement"(%3570, %47) : (vector<2xf32>, i64) -> f32
    %3621 = "llvm.extractelement"(%3570, %100) : (vector<2xf32>, i64) -> f32
    %3622 = "nvvm.mma.sync"(%2861, %2862, %2863, %2864, %3616, %3617, %3618, %3619, %3620, %3621) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %3623 = "llvm.extractvalue"(%3622) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %3624 = "llvm.extractvalue"(%3622) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %3625 = "llvm.insertelement"(%19, %3623, %50) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %3626 = "llvm.insertelement"(%3625, %3624, %39) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %3627 = "llvm.extractvalue"(%3622) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %3628 = "llvm.extractvalue"(%3622) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %3629 = "llvm.insertelement"(%19, %3627, %50) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %3630 = "llvm.insertelement"(%3629, %3628, %39) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %3631 = "llvm.add"(%259, %66) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    "llvm.br"(%3631, %3581, %3585, %3596, %3600, %3611, %3615, %3626, %3630, %2847, %2848, %811, %812)[^bb1] : (i32, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>) -> ()
  ^bb3:  // pred: ^bb1
    %3632 = "llvm.fdiv"(%43, %268) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<1xf32>, vector<1xf32>) -> vector<1xf32>
    %3633 = "llvm.fdiv"(%43, %269) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<1xf32>, vector<1xf32>) -> vector<1xf32>
    %3634 = "llvm.extractelement"(%3632, %47) : (vector<1xf32>, i64) -> f32
    %3635 = "llvm.extractelement"(%3633, %47) : (vector<1xf32>, i64) -> f32
    %3636 = "llvm.insertelement"(%19, %3634, %50) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %3637 = "llvm.shufflevector"(%3636, %19) <{mask = array<i32: 0, 0>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %3638 = "llvm.insertelement"(%19, %3635, %50) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %3639 = "llvm.shufflevector"(%3638, %19) <{mask = array<i32: 0, 0>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %3640 = "llvm.fmul"(%3637, %260) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %3641 = "llvm.fmul"(%3639, %261) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %3642 = "llvm.fmul"(%3637, %262) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %3643 = "llvm.fmul"(%3639, %263) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %3644 = "llvm.fmul"(%3637, %264) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %3645 = "llvm.fmul"(%3639, %265) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %3646 = "llvm.fmul"(%3637, %266) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %3647 = "llvm.fmul"(%3639, %267) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %3648 = "llvm.fptrunc"(%3640) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>) -> vector<2xf16>
    %3649 = "llvm.fptrunc"(%3641) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>) -> vector<2xf16>
    %3650 = "llvm.fptrunc"(%3642) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>) -> vector<2xf16>
    %3651 = "llvm.fptrunc"(%3643) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>) -> vector<2xf16>
    %3652 = "llvm.fptrunc"(%3644) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>) -> vector<2xf16>
    %3653 = "llvm.fptrunc"(%3645) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>) -> vector<2xf16>
    %3654 = "llvm.fptrunc"(%3646) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>) -> vector<2xf16>
    %3655 = "llvm.fptrunc"(%3647) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>) -> vector<2xf16>
    %3656 = "llvm.add"(%153, %115) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %3657 = "llvm.zext"(%3656) : (i32) -> i64
    %3658 = "llvm.mul"(%113, %20) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3659 = "llvm.mul"(%152, %101) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3660 = "llvm.add"(%3658, %3659) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3661 = "llvm.add"(%3660, %3657) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3662 = "llvm.getelementptr"(%arg4, %3661) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    "llvm.store"(%3648, %3662) <{alignment = 2 : i64, ordering = 0 : i64}> : (vector<2xf16>, !llvm.ptr<1>) -> ()
    %3663 = "llvm.mul"(%113, %20) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3664 = "llvm.mul"(%170, %101) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3665 = "llvm.add"(%3663, %3664) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3666 = "llvm.add"(%3665, %3657) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3667 = "llvm.getelementptr"(%arg4, %3666) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    "llvm.store"(%3649, %3667) <{alignment = 2 : i64, ordering = 0 : i64}> : (vector<2xf16>, !llvm.ptr<1>) -> ()
    %3668 = "llvm.add"(%3656, %52) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %3669 = "llvm.zext"(%3668) : (i32) -> i64
    %3670 = "llvm.mul"(%113, %20) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3671 = "llvm.mul"(%152, %101) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3672 = "llvm.add"(%3670, %3671) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3673 = "llvm.add"(%3672, %3669) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3674 = "llvm.getelementptr"(%arg4, %3673) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    "llvm.store"(%3650, %3674) <{alignment = 2 : i64, ordering = 0 : i64}> : (vector<2xf16>, !llvm.ptr<1>) -> ()
    %3675 = "llvm.mul"(%113, %20) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3676 = "llvm.mul"(%170, %101) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3677 = "llvm.add"(%3675, %3676) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3678 = "llvm.add"(%3677, %3669) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3679 = "llvm.getelementptr"(%arg4, %3678) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    "llvm.store"(%3651, %3679) <{alignment = 2 : i64, ordering = 0 : i64}> : (vector<2xf16>, !llvm.ptr<1>) -> ()
    %3680 = "llvm.add"(%3656, %53) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %3681 = "llvm.zext"(%3680) : (i32) -> i64
    %3682 = "llvm.mul"(%113, %20) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3683 = "llvm.mul"(%152, %101) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3684 = "llvm.add"(%3682, %3683) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3685 = "llvm.add"(%3684, %3681) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3686 = "llvm.getelementptr"(%arg4, %3685) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    "llvm.store"(%3652, %3686) <{alignment = 2 : i64, ordering = 0 : i64}> : (vector<2xf16>, !llvm.ptr<1>) -> ()
    %3687 = "llvm.mul"(%113, %20) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3688 = "llvm.mul"(%170, %101) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3689 = "llvm.add"(%3687, %3688) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3690 = "llvm.add"(%3689, %3681) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3691 = "llvm.getelementptr"(%arg4, %3690) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    "llvm.store"(%3653, %3691) <{alignment = 2 : i64, ordering = 0 : i64}> : (vector<2xf16>, !llvm.ptr<1>) -> ()
    %3692 = "llvm.add"(%3656, %54) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %3693 = "llvm.zext"(%3692) : (i32) -> i64
    %3694 = "llvm.mul"(%113, %20) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3695 = "llvm.mul"(%152, %101) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3696 = "llvm.add"(%3694, %3695) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3697 = "llvm.add"(%3696, %3693) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3698 = "llvm.getelementptr"(%arg4, %3697) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    "llvm.store"(%3654, %3698) <{alignment = 2 : i64, ordering = 0 : i64}> : (vector<2xf16>, !llvm.ptr<1>) -> ()
    %3699 = "llvm.mul"(%113, %20) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3700 = "llvm.mul"(%170, %101) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3701 = "llvm.add"(%3699, %3700) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3702 = "llvm.add"(%3701, %3693) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3703 = "llvm.getelementptr"(%arg4, %3702) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    "llvm.store"(%3655, %3703) <{alignment = 2 : i64, ordering = 0 : i64}> : (vector<2xf16>, !llvm.ptr<1>) -> ()
    "llvm.return"() : () -> ()
  }) {gpu.known_block_size = array<i32: 128, 1, 1>, iree_codegen.denormal_fp_math_f32 = #iree_codegen.denormal_fp_math<"preserve-sign">} : () -> ()
  "iree_codegen.dispatch_config"() <{function_ref = @attn86_dispatch_0_attention_2x64x64x32x256, subgroup_size = 32 : i64, workgroup_size = array<i64: 128, 1, 1>}> ({
  ^bb0(%arg0: !hal.device):
    %0 = "arith.constant"() <{value = 4 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    "iree_codegen.yield"(%0, %1, %1) : (index, index, index) -> ()
  }) : () -> ()
}) : () -> ()
