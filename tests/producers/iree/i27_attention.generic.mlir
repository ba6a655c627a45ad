"builtin.module"() ({
  "llvm.mlir.global"() <{addr_space = 3 : i32, alignment = 16 : i64, global_type = !llvm.array<0 x i8>, linkage = #llvm.linkage<external>, sym_name = "__dynamic_shared_memory__", tls_mode = 0 : i64, visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.mlir.global"() <{addr_space = 3 : i32, alignment = 2 : i64, global_type = !llvm.array<1 x array<64 x array<36 x f16>>>, linkage = #llvm.linkage<private>, sym_name = "__shared_memory___1", tls_mode = 0 : i64, visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.mlir.global"() <{addr_space = 3 : i32, alignment = 2 : i64, global_type = !llvm.array<1 x array<64 x array<68 x f16>>>, linkage = #llvm.linkage<private>, sym_name = "__shared_memory___0", tls_mode = 0 : i64, visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.mlir.global"() <{addr_space = 3 : i32, alignment = 2 : i64, global_type = !llvm.array<1 x array<64 x array<68 x f16>>>, linkage = #llvm.linkage<private>, sym_name = "__shared_memory__", tls_mode = 0 : i64, visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<f32 (f32, f32, f32)>, linkage = #llvm.linkage<external>, sym_name = "__nv_fmaf", visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<f32 (f32)>, linkage = #llvm.linkage<external>, sym_name = "__nv_floorf", visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, arg_attrs = [{llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef, llvm.readonly}, {llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef, llvm.readonly}, {llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef, llvm.readonly}, {llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef}], function_type = !llvm.func<void (ptr<1>, ptr<1>, ptr<1>, ptr<1>)>, linkage = #llvm.linkage<external>, sym_name = "attn_dispatch_0_attention_4x128x64x64x128", visibility_ = 0 : i64}> ({
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
    %16 = "llvm.mlir.constant"() <{value = 3 : i64}> : () -> i64
    %17 = "llvm.mlir.constant"() <{value = 2 : i64}> : () -> i64
    %18 = "llvm.mlir.poison"() : () -> vector<16xf32>
    %19 = "llvm.mlir.poison"() : () -> vector<2xf32>
    %20 = "llvm.mlir.constant"() <{value = true}> : () -> i1
    %21 = "llvm.mlir.constant"() <{value = 8192 : i64}> : () -> i64
    %22 = "llvm.mlir.constant"() <{value = 4 : i64}> : () -> i64
    %23 = "llvm.mlir.addressof"() <{global_name = @__dynamic_shared_memory__}> : () -> !llvm.ptr<3>
    %24 = "llvm.mlir.constant"() <{value = 0 : i64}> : () -> i64
    %25 = "llvm.mlir.constant"() <{value = 0 : i64}> : () -> i64
    %26 = "llvm.getelementptr"(%23, %24, %25) <{elem_type = !llvm.array<0 x i8>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648, -2147483648>}> : (!llvm.ptr<3>, i64, i64) -> !llvm.ptr<3>
    %27 = "llvm.mlir.addressof"() <{global_name = @__dynamic_shared_memory__}> : () -> !llvm.ptr<3>
    %28 = "llvm.mlir.constant"() <{value = 0 : i64}> : () -> i64
    %29 = "llvm.mlir.constant"() <{value = 8704 : i64}> : () -> i64
    %30 = "llvm.getelementptr"(%27, %28, %29) <{elem_type = !llvm.array<0 x i8>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648, -2147483648>}> : (!llvm.ptr<3>, i64, i64) -> !llvm.ptr<3>
    %31 = "llvm.mlir.constant"() <{value = 4352 : i64}> : () -> i64
    %32 = "llvm.mlir.constant"() <{value = 68 : i64}> : () -> i64
    %33 = "llvm.mlir.addressof"() <{global_name = @__dynamic_shared_memory__}> : () -> !llvm.ptr<3>
    %34 = "llvm.mlir.constant"() <{value = 0 : i64}> : () -> i64
    %35 = "llvm.mlir.constant"() <{value = 17408 : i64}> : () -> i64
    %36 = "llvm.getelementptr"(%33, %34, %35) <{elem_type = !llvm.array<0 x i8>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648, -2147483648>}> : (!llvm.ptr<3>, i64, i64) -> !llvm.ptr<3>
    %37 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
    %38 = "llvm.mlir.constant"() <{value = 32 : i32}> : () -> i32
    %39 = "llvm.mlir.constant"() <{value = 2 : i32}> : () -> i32
    %40 = "llvm.mlir.constant"() <{value = dense<0.000000e+00> : vector<2xf32>}> : () -> vector<2xf32>
    %41 = "llvm.mlir.constant"() <{value = dense<1.000000e+00> : vector<1xf32>}> : () -> vector<1xf32>
    %42 = "llvm.mlir.constant"() <{value = dense<1.802980e-01> : vector<2xf16>}> : () -> vector<2xf16>
    %43 = "llvm.mlir.constant"() <{value = dense<0.000000e+00> : vector<1xf32>}> : () -> vector<1xf32>
    %44 = "llvm.mlir.constant"() <{value = dense<-3.40282347E+38> : vector<1xf32>}> : () -> vector<1xf32>
    %45 = "llvm.mlir.constant"() <{value = 0 : i64}> : () -> i64
    %46 = "llvm.mlir.constant"() <{value = 0xFF800000 : f32}> : () -> f32
    %47 = "llvm.mlir.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %48 = "llvm.mlir.constant"() <{value = 4 : i32}> : () -> i32
    %49 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
    %50 = "llvm.mlir.constant"() <{value = 8 : i32}> : () -> i32
    %51 = "llvm.mlir.constant"() <{value = 16 : i32}> : () -> i32
    %52 = "llvm.mlir.constant"() <{value = 24 : i32}> : () -> i32
    %53 = "llvm.mlir.constant"() <{value = 40 : i32}> : () -> i32
    %54 = "llvm.mlir.constant"() <{value = 48 : i32}> : () -> i32
    %55 = "llvm.mlir.constant"() <{value = 56 : i32}> : () -> i32
    %56 = "llvm.mlir.constant"() <{value = 9 : i32}> : () -> i32
    %57 = "llvm.mlir.constant"() <{value = 17 : i32}> : () -> i32
    %58 = "llvm.mlir.constant"() <{value = 25 : i32}> : () -> i32
    %59 = "llvm.mlir.constant"() <{value = 33 : i32}> : () -> i32
    %60 = "llvm.mlir.constant"() <{value = 41 : i32}> : () -> i32
    %61 = "llvm.mlir.constant"() <{value = 49 : i32}> : () -> i32
    %62 = "llvm.mlir.constant"() <{value = 57 : i32}> : () -> i32
    %63 = "llvm.mlir.constant"() <{value = 128 : i32}> : () -> i32
    %64 = "llvm.mlir.constant"() <{value = 64 : i32}> : () -> i32
    %65 = "llvm.mlir.constant"() <{value = dense<0.693147182> : vector<1xf32>}> : () -> vector<1xf32>
    %66 = "llvm.mlir.constant"() <{value = dense<5.000000e-01> : vector<1xf32>}> : () -> vector<1xf32>
    %67 = "llvm.mlir.constant"() <{value = dense<1.44269502> : vector<1xf32>}> : () -> vector<1xf32>
    %68 = "llvm.mlir.constant"() <{value = dense<-0.693359375> : vector<1xf32>}> : () -> vector<1xf32>
    %69 = "llvm.mlir.constant"() <{value = dense<2.12194442E-4> : vector<1xf32>}> : () -> vector<1xf32>
    %70 = "llvm.mlir.constant"() <{value = dense<1.98756912E-4> : vector<1xf32>}> : () -> vector<1xf32>
    %71 = "llvm.mlir.constant"() <{value = dense<0.00139819994> : vector<1xf32>}> : () -> vector<1xf32>
    %72 = "llvm.mlir.constant"() <{value = dense<0.00833345205> : vector<1xf32>}> : () -> vector<1xf32>
    %73 = "llvm.mlir.constant"() <{value = dense<0.0416657962> : vector<1xf32>}> : () -> vector<1xf32>
    %74 = "llvm.mlir.constant"() <{value = dense<0.166666657> : vector<1xf32>}> : () -> vector<1xf32>
    %75 = "llvm.mlir.constant"() <{value = dense<-8.780000e+01> : vector<1xf32>}> : () -> vector<1xf32>
    %76 = "llvm.mlir.constant"() <{value = dense<8.880000e+01> : vector<1xf32>}> : () -> vector<1xf32>
    %77 = "llvm.mlir.constant"() <{value = dense<-1.270000e+02> : vector<1xf32>}> : () -> vector<1xf32>
    %78 = "llvm.mlir.constant"() <{value = dense<1.270000e+02> : vector<1xf32>}> : () -> vector<1xf32>
    %79 = "llvm.mlir.constant"() <{value = dense<23> : vector<1xi32>}> : () -> vector<1xi32>
    %80 = "llvm.mlir.constant"() <{value = dense<127> : vector<1xi32>}> : () -> vector<1xi32>
    %81 = "llvm.mlir.constant"() <{value = dense<0.693147182> : vector<2xf32>}> : () -> vector<2xf32>
    %82 = "llvm.mlir.constant"() <{value = dense<5.000000e-01> : vector<2xf32>}> : () -> vector<2xf32>
    %83 = "llvm.mlir.constant"() <{value = dense<1.000000e+00> : vector<2xf32>}> : () -> vector<2xf32>
    %84 = "llvm.mlir.constant"() <{value = dense<1.44269502> : vector<2xf32>}> : () -> vector<2xf32>
    %85 = "llvm.mlir.constant"() <{value = dense<-0.693359375> : vector<2xf32>}> : () -> vector<2xf32>
    %86 = "llvm.mlir.constant"() <{value = dense<2.12194442E-4> : vector<2xf32>}> : () -> vector<2xf32>
    %87 = "llvm.mlir.constant"() <{value = dense<1.98756912E-4> : vector<2xf32>}> : () -> vector<2xf32>
    %88 = "llvm.mlir.constant"() <{value = dense<0.00139819994> : vector<2xf32>}> : () -> vector<2xf32>
    %89 = "llvm.mlir.constant"() <{value = dense<0.00833345205> : vector<2xf32>}> : () -> vector<2xf32>
    %90 = "llvm.mlir.constant"() <{value = dense<0.0416657962> : vector<2xf32>}> : () -> vector<2xf32>
    %91 = "llvm.mlir.constant"() <{value = dense<0.166666657> : vector<2xf32>}> : () -> vector<2xf32>
    %92 = "llvm.mlir.constant"() <{value = dense<-8.780000e+01> : vector<2xf32>}> : () -> vector<2xf32>
    %93 = "llvm.mlir.constant"() <{value = dense<8.880000e+01> : vector<2xf32>}> : () -> vector<2xf32>
    %94 = "llvm.mlir.constant"() <{value = dense<-1.270000e+02> : vector<2xf32>}> : () -> vector<2xf32>
    %95 = "llvm.mlir.constant"() <{value = dense<1.270000e+02> : vector<2xf32>}> : () -> vector<2xf32>
    %96 = "llvm.mlir.constant"() <{value = dense<23> : vector<2xi32>}> : () -> vector<2xi32>
    %97 = "llvm.mlir.constant"() <{value = dense<127> : vector<2xi32>}> : () -> vector<2xi32>
    %98 = "llvm.mlir.constant"() <{value = 1 : i64}> : () -> i64
    %99 = "llvm.mlir.constant"() <{value = 64 : i64}> : () -> i64
    %100 = "llvm.mlir.constant"() <{value = 36 : i64}> : () -> i64
    %101 = "llvm.mlir.constant"() <{value = 2304 : i64}> : () -> i64
    %102 = "llvm.getelementptr"(%36) <{elem_type = !llvm.array<1 x array<64 x array<36 x f16>>>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 0, 0, 0, 0>}> : (!llvm.ptr<3>) -> !llvm.ptr<3>
    %103 = "llvm.getelementptr"(%30) <{elem_type = !llvm.array<1 x array<64 x array<68 x f16>>>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 0, 0, 0, 0>}> : (!llvm.ptr<3>) -> !llvm.ptr<3>
    %104 = "llvm.getelementptr"(%26) <{elem_type = !llvm.array<1 x array<64 x array<68 x f16>>>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 0, 0, 0, 0>}> : (!llvm.ptr<3>) -> !llvm.ptr<3>
    %105 = "nvvm.read.ptx.sreg.tid.x"() <{range = #llvm.constant_range<i32, 0, 128>}> : () -> i32
    %106 = "llvm.sext"(%105) : (i32) -> i64
    "llvm.intr.assume"(%20, %arg1, %99) <{op_bundle_sizes = array<i32: 2>, op_bundle_tags = ["align"]}> : (i1, !llvm.ptr<1>, i64) -> ()
    "llvm.intr.assume"(%20, %arg2, %99) <{op_bundle_sizes = array<i32: 2>, op_bundle_tags = ["align"]}> : (i1, !llvm.ptr<1>, i64) -> ()
    "llvm.intr.assume"(%20, %arg3, %99) <{op_bundle_sizes = array<i32: 2>, op_bundle_tags = ["align"]}> : (i1, !llvm.ptr<1>, i64) -> ()
    "llvm.intr.assume"(%20, %arg4, %99) <{op_bundle_sizes = array<i32: 2>, op_bundle_tags = ["align"]}> : (i1, !llvm.ptr<1>, i64) -> ()
    %107 = "nvvm.read.ptx.sreg.ctaid.x"() <{range = #llvm.constant_range<i32, 0, 16>}> : () -> i32
    %108 = "llvm.sext"(%107) : (i32) -> i64
    %109 = "llvm.trunc"(%108) <{overflowFlags = 0 : i32}> : (i64) -> i32
    %110 = "llvm.udiv"(%109, %48) : (i32, i32) -> i32
    %111 = "llvm.zext"(%110) : (i32) -> i64
    %112 = "llvm.urem"(%109, %48) : (i32, i32) -> i32
    %113 = "llvm.udiv"(%112, %39) : (i32, i32) -> i32
    %114 = "llvm.urem"(%109, %39) : (i32, i32) -> i32
    %115 = "llvm.mul"(%113, %64) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %116 = "llvm.mul"(%114, %38) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %117 = "llvm.trunc"(%106) <{overflowFlags = 0 : i32}> : (i64) -> i32
    %118 = "llvm.udiv"(%117, %50) : (i32, i32) -> i32
    %119 = "llvm.zext"(%118) : (i32) -> i64
    %120 = "llvm.urem"(%117, %50) : (i32, i32) -> i32
    %121 = "llvm.add"(%118, %115) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %122 = "llvm.zext"(%121) : (i32) -> i64
    %123 = "llvm.mul"(%120, %50) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %124 = "llvm.zext"(%123) : (i32) -> i64
    %125 = "llvm.mul"(%111, %21) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %126 = "llvm.mul"(%122, %99) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %127 = "llvm.add"(%125, %126) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %128 = "llvm.add"(%127, %124) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %129 = "llvm.getelementptr"(%arg1, %128) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %130 = "llvm.load"(%129) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<1>) -> vector<8xf16>
    %131 = "llvm.add"(%121, %51) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %132 = "llvm.zext"(%131) : (i32) -> i64
    %133 = "llvm.mul"(%111, %21) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %134 = "llvm.mul"(%132, %99) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %135 = "llvm.add"(%133, %134) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %136 = "llvm.add"(%135, %124) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %137 = "llvm.getelementptr"(%arg1, %136) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %138 = "llvm.load"(%137) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<1>) -> vector<8xf16>
    %139 = "llvm.add"(%121, %38) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %140 = "llvm.zext"(%139) : (i32) -> i64
    %141 = "llvm.mul"(%111, %21) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %142 = "llvm.mul"(%140, %99) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %143 = "llvm.add"(%141, %142) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %144 = "llvm.add"(%143, %124) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %145 = "llvm.getelementptr"(%arg1, %144) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %146 = "llvm.load"(%145) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<1>) -> vector<8xf16>
    %147 = "llvm.add"(%121, %54) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %148 = "llvm.zext"(%147) : (i32) -> i64
    %149 = "llvm.mul"(%111, %21) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %150 = "llvm.mul"(%148, %99) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %151 = "llvm.add"(%149, %150) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %152 = "llvm.add"(%151, %124) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %153 = "llvm.getelementptr"(%arg1, %152) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %154 = "llvm.load"(%153) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<1>) -> vector<8xf16>
    %155 = "llvm.mul"(%45, %31) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %156 = "llvm.mul"(%119, %32) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %157 = "llvm.add"(%155, %156) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %158 = "llvm.add"(%157, %124) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %159 = "llvm.getelementptr"(%104, %158) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    "llvm.store"(%130, %159) <{alignment = 2 : i64, ordering = 0 : i64}> : (vector<8xf16>, !llvm.ptr<3>) -> ()
    %160 = "llvm.add"(%118, %51) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %161 = "llvm.zext"(%160) : (i32) -> i64
    %162 = "llvm.mul"(%45, %31) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %163 = "llvm.mul"(%161, %32) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %164 = "llvm.add"(%162, %163) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %165 = "llvm.add"(%164, %124) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %166 = "llvm.getelementptr"(%104, %165) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    "llvm.store"(%138, %166) <{alignment = 2 : i64, ordering = 0 : i64}> : (vector<8xf16>, !llvm.ptr<3>) -> ()
    %167 = "llvm.add"(%118, %38) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %168 = "llvm.zext"(%167) : (i32) -> i64
    %169 = "llvm.mul"(%45, %31) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %170 = "llvm.mul"(%168, %32) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %171 = "llvm.add"(%169, %170) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %172 = "llvm.add"(%171, %124) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %173 = "llvm.getelementptr"(%104, %172) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    "llvm.store"(%146, %173) <{alignment = 2 : i64, ordering = 0 : i64}> : (vector<8xf16>, !llvm.ptr<3>) -> ()
    %174 = "llvm.add"(%118, %54) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %175 = "llvm.zext"(%174) : (i32) -> i64
    %176 = "llvm.mul"(%45, %31) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %177 = "llvm.mul"(%175, %32) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %178 = "llvm.add"(%176, %177) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %179 = "llvm.add"(%178, %124) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %180 = "llvm.getelementptr"(%104, %179) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    "llvm.store"(%154, %180) <{alignment = 2 : i64, ordering = 0 : i64}> : (vector<8xf16>, !llvm.ptr<3>) -> ()
    "nvvm.barrier"() <{aligned = true, operandSegmentSizes = array<i32: 0, 0>}> : () -> ()
    %181 = "llvm.udiv"(%117, %38) : (i32, i32) -> i32
    %182 = "llvm.urem"(%117, %38) : (i32, i32) -> i32
    %183 = "llvm.udiv"(%182, %48) : (i32, i32) -> i32
    %184 = "llvm.zext"(%183) : (i32) -> i64
    %185 = "llvm.urem"(%117, %48) : (i32, i32) -> i32
    %186 = "llvm.mul"(%181, %51) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %187 = "llvm.add"(%186, %183) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %188 = "llvm.zext"(%187) : (i32) -> i64
    %189 = "llvm.mul"(%185, %39) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %190 = "llvm.zext"(%189) : (i32) -> i64
    %191 = "llvm.mul"(%45, %31) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %192 = "llvm.mul"(%188, %32) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %193 = "llvm.add"(%191, %192) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %194 = "llvm.add"(%193, %190) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %195 = "llvm.getelementptr"(%104, %194) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %196 = "llvm.load"(%195) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %197 = "llvm.add"(%189, %50) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %198 = "llvm.zext"(%197) : (i32) -> i64
    %199 = "llvm.mul"(%45, %31) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %200 = "llvm.mul"(%188, %32) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %201 = "llvm.add"(%199, %200) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %202 = "llvm.add"(%201, %198) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %203 = "llvm.getelementptr"(%104, %202) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %204 = "llvm.load"(%203) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %205 = "llvm.add"(%187, %50) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %206 = "llvm.zext"(%205) : (i32) -> i64
    %207 = "llvm.mul"(%45, %31) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %208 = "llvm.mul"(%206, %32) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %209 = "llvm.add"(%207, %208) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %210 = "llvm.add"(%209, %190) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %211 = "llvm.getelementptr"(%104, %210) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %212 = "llvm.load"(%211) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %213 = "llvm.mul"(%45, %31) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %214 = "llvm.mul"(%206, %32) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %215 = "llvm.add"(%213, %214) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %216 = "llvm.add"(%215, %198) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %217 = "llvm.getelementptr"(%104, %216) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %218 = "llvm.load"(%217) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %219 = "llvm.add"(%189, %51) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %220 = "llvm.zext"(%219) : (i32) -> i64
    %221 = "llvm.mul"(%45, %31) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %222 = "llvm.mul"(%188, %32) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %223 = "llvm.add"(%221, %222) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %224 = "llvm.add"(%223, %220) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %225 = "llvm.getelementptr"(%104, %224) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %226 = "llvm.load"(%225) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %227 = "llvm.add"(%189, %52) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %228 = "llvm.zext"(%227) : (i32) -> i64
    %229 = "llvm.mul"(%45, %31) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %230 = "llvm.mul"(%188, %32) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %231 = "llvm.add"(%229, %230) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %232 = "llvm.add"(%231, %228) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %233 = "llvm.getelementptr"(%104, %232) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %234 = "llvm.load"(%233) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %235 = "llvm.mul"(%45, %31) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %236 = "llvm.mul"(%206, %32) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %237 = "llvm.add"(%235, %236) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %238 = "llvm.add"(%237, %220) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %239 = "llvm.getelementptr"(%104, %238) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %240 = "llvm.load"(%239) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %241 = "llvm.mul"(%45, %31) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %242 = "llvm.mul"(%206, %32) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %243 = "llvm.add"(%241, %242) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %244 = "llvm.add"(%243, %228) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %245 = "llvm.getelementptr"(%104, %244) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %246 = "llvm.load"(%245) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %247 = "llvm.add"(%189, %38) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %248 = "llvm.zext"(%247) : (i32) -> i64
    %249 = "llvm.mul"(%45, %31) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %250 = "llvm.mul"(%188, %32) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %251 = "llvm.add"(%249, %250) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %252 = "llvm.add"(%251, %248) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %253 = "llvm.getelementptr"(%104, %252) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %254 = "llvm.load"(%253) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %255 = "llvm.add"(%189, %53) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %256 = "llvm.zext"(%255) : (i32) -> i64
    %257 = "llvm.mul"(%45, %31) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %258 = "llvm.mul"(%188, %32) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %259 = "llvm.add"(%257, %258) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %260 = "llvm.add"(%259, %256) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %261 = "llvm.getelementptr"(%104, %260) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %262 = "llvm.load"(%261) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %263 = "llvm.mul"(%45, %31) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %264 = "llvm.mul"(%206, %32) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %265 = "llvm.add"(%263, %264) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %266 = "llvm.add"(%265, %248) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %267 = "llvm.getelementptr"(%104, %266) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %268 = "llvm.load"(%267) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %269 = "llvm.mul"(%45, %31) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %270 = "llvm.mul"(%206, %32) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %271 = "llvm.add"(%269, %270) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %272 = "llvm.add"(%271, %256) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %273 = "llvm.getelementptr"(%104, %272) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %274 = "llvm.load"(%273) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %275 = "llvm.add"(%189, %54) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %276 = "llvm.zext"(%275) : (i32) -> i64
    %277 = "llvm.mul"(%45, %31) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %278 = "llvm.mul"(%188, %32) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %279 = "llvm.add"(%277, %278) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %280 = "llvm.add"(%279, %276) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %281 = "llvm.getelementptr"(%104, %280) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %282 = "llvm.load"(%281) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %283 = "llvm.add"(%189, %55) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %284 = "llvm.zext"(%283) : (i32) -> i64
    %285 = "llvm.mul"(%45, %31) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %286 = "llvm.mul"(%188, %32) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %287 = "llvm.add"(%285, %286) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %288 = "llvm.add"(%287, %284) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %289 = "llvm.getelementptr"(%104, %288) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %290 = "llvm.load"(%289) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %291 = "llvm.mul"(%45, %31) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %292 = "llvm.mul"(%206, %32) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %293 = "llvm.add"(%291, %292) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %294 = "llvm.add"(%293, %276) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %295 = "llvm.getelementptr"(%104, %294) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %296 = "llvm.load"(%295) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %297 = "llvm.mul"(%45, %31) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %298 = "llvm.mul"(%206, %32) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %299 = "llvm.add"(%297, %298) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %300 = "llvm.add"(%299, %284) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %301 = "llvm.getelementptr"(%104, %300) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %302 = "llvm.load"(%301) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %303 = "llvm.fmul"(%196, %42) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf16>, vector<2xf16>) -> vector<2xf16>
    %304 = "llvm.fmul"(%204, %42) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf16>, vector<2xf16>) -> vector<2xf16>
    %305 = "llvm.fmul"(%212, %42) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf16>, vector<2xf16>) -> vector<2xf16>
    %306 = "llvm.fmul"(%218, %42) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf16>, vector<2xf16>) -> vector<2xf16>
    %307 = "llvm.fmul"(%226, %42) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf16>, vector<2xf16>) -> vector<2xf16>
    %308 = "llvm.fmul"(%234, %42) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf16>, vector<2xf16>) -> vector<2xf16>
    %309 = "llvm.fmul"(%240, %42) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf16>, vector<2xf16>) -> vector<2xf16>
    %310 = "llvm.fmul"(%246, %42) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf16>, vector<2xf16>) -> vector<2xf16>
    %311 = "llvm.fmul"(%254, %42) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf16>, vector<2xf16>) -> vector<2xf16>
    %312 = "llvm.fmul"(%262, %42) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf16>, vector<2xf16>) -> vector<2xf16>
    %313 = "llvm.fmul"(%268, %42) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf16>, vector<2xf16>) -> vector<2xf16>
    %314 = "llvm.fmul"(%274, %42) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf16>, vector<2xf16>) -> vector<2xf16>
    %315 = "llvm.fmul"(%282, %42) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf16>, vector<2xf16>) -> vector<2xf16>
    %316 = "llvm.fmul"(%290, %42) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf16>, vector<2xf16>) -> vector<2xf16>
    %317 = "llvm.fmul"(%296, %42) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf16>, vector<2xf16>) -> vector<2xf16>
    %318 = "llvm.fmul"(%302, %42) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf16>, vector<2xf16>) -> vector<2xf16>
    %319 = "llvm.udiv"(%117, %48) : (i32, i32) -> i32
    %320 = "llvm.zext"(%319) : (i32) -> i64
    %321 = "llvm.mul"(%185, %50) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %322 = "llvm.add"(%321, %116) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %323 = "llvm.zext"(%322) : (i32) -> i64
    %324 = "llvm.add"(%183, %50) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %325 = "llvm.zext"(%324) : (i32) -> i64
    %326 = "llvm.add"(%183, %51) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %327 = "llvm.zext"(%326) : (i32) -> i64
    %328 = "llvm.add"(%183, %52) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %329 = "llvm.zext"(%328) : (i32) -> i64
    %330 = "llvm.add"(%183, %38) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %331 = "llvm.zext"(%330) : (i32) -> i64
    %332 = "llvm.add"(%183, %53) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %333 = "llvm.zext"(%332) : (i32) -> i64
    %334 = "llvm.add"(%183, %54) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %335 = "llvm.zext"(%334) : (i32) -> i64
    %336 = "llvm.add"(%183, %55) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %337 = "llvm.zext"(%336) : (i32) -> i64
    %338 = "llvm.add"(%189, %37) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %339 = "llvm.zext"(%338) : (i32) -> i64
    %340 = "llvm.add"(%189, %56) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %341 = "llvm.zext"(%340) : (i32) -> i64
    %342 = "llvm.add"(%189, %57) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %343 = "llvm.zext"(%342) : (i32) -> i64
    %344 = "llvm.add"(%189, %58) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %345 = "llvm.zext"(%344) : (i32) -> i64
    %346 = "llvm.add"(%189, %59) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %347 = "llvm.zext"(%346) : (i32) -> i64
    %348 = "llvm.add"(%189, %60) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %349 = "llvm.zext"(%348) : (i32) -> i64
    %350 = "llvm.add"(%189, %61) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %351 = "llvm.zext"(%350) : (i32) -> i64
    %352 = "llvm.add"(%189, %62) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %353 = "llvm.zext"(%352) : (i32) -> i64
    "llvm.br"(%49, %40, %40, %40, %40, %40, %40, %40, %40, %43, %43, %44, %44)[^bb1] : (i32, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>) -> ()
  ^bb1(%354: i32, %355: vector<2xf32>, %356: vector<2xf32>, %357: vector<2xf32>, %358: vector<2xf32>, %359: vector<2xf32>, %360: vector<2xf32>, %361: vector<2xf32>, %362: vector<2xf32>, %363: vector<1xf32>, %364: vector<1xf32>, %365: vector<1xf32>, %366: vector<1xf32>):  // 2 preds: ^bb0, ^bb2
    %367 = "llvm.icmp"(%354, %63) <{predicate = 2 : i64}> : (i32, i32) -> i1
    "llvm.cond_br"(%367)[^bb2, ^bb3] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb2:  // pred: ^bb1
    "nvvm.barrier"() <{aligned = true, operandSegmentSizes = array<i32: 0, 0>}> : () -> ()
    %368 = "llvm.add"(%118, %354) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %369 = "llvm.zext"(%368) : (i32) -> i64
    %370 = "llvm.mul"(%111, %21) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %371 = "llvm.mul"(%369, %99) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %372 = "llvm.add"(%370, %371) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %373 = "llvm.add"(%372, %124) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %374 = "llvm.getelementptr"(%arg2, %373) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %375 = "llvm.load"(%374) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<1>) -> vector<8xf16>
    %376 = "llvm.add"(%368, %51) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %377 = "llvm.zext"(%376) : (i32) -> i64
    %378 = "llvm.mul"(%111, %21) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %379 = "llvm.mul"(%377, %99) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %380 = "llvm.add"(%378, %379) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %381 = "llvm.add"(%380, %124) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %382 = "llvm.getelementptr"(%arg2, %381) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %383 = "llvm.load"(%382) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<1>) -> vector<8xf16>
    %384 = "llvm.add"(%368, %38) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %385 = "llvm.zext"(%384) : (i32) -> i64
    %386 = "llvm.mul"(%111, %21) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %387 = "llvm.mul"(%385, %99) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %388 = "llvm.add"(%386, %387) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %389 = "llvm.add"(%388, %124) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %390 = "llvm.getelementptr"(%arg2, %389) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %391 = "llvm.load"(%390) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<1>) -> vector<8xf16>
    %392 = "llvm.add"(%368, %54) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %393 = "llvm.zext"(%392) : (i32) -> i64
    %394 = "llvm.mul"(%111, %21) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %395 = "llvm.mul"(%393, %99) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %396 = "llvm.add"(%394, %395) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %397 = "llvm.add"(%396, %124) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %398 = "llvm.getelementptr"(%arg2, %397) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %399 = "llvm.load"(%398) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<1>) -> vector<8xf16>
    %400 = "llvm.mul"(%45, %31) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %401 = "llvm.mul"(%119, %32) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %402 = "llvm.add"(%400, %401) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %403 = "llvm.add"(%402, %124) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %404 = "llvm.getelementptr"(%103, %403) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    "llvm.store"(%375, %404) <{alignment = 2 : i64, ordering = 0 : i64}> : (vector<8xf16>, !llvm.ptr<3>) -> ()
    %405 = "llvm.mul"(%45, %31) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %406 = "llvm.mul"(%161, %32) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %407 = "llvm.add"(%405, %406) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %408 = "llvm.add"(%407, %124) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %409 = "llvm.getelementptr"(%103, %408) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    "llvm.store"(%383, %409) <{alignment = 2 : i64, ordering = 0 : i64}> : (vector<8xf16>, !llvm.ptr<3>) -> ()
    %410 = "llvm.mul"(%45, %31) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %411 = "llvm.mul"(%168, %32) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %412 = "llvm.add"(%410, %411) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %413 = "llvm.add"(%412, %124) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %414 = "llvm.getelementptr"(%103, %413) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    "llvm.store"(%391, %414) <{alignment = 2 : i64, ordering = 0 : i64}> : (vector<8xf16>, !llvm.ptr<3>) -> ()
    %415 = "llvm.mul"(%45, %31) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %416 = "llvm.mul"(%175, %32) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %417 = "llvm.add"(%415, %416) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %418 = "llvm.add"(%417, %124) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %419 = "llvm.getelementptr"(%103, %418) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    "llvm.store"(%399, %419) <{alignment = 2 : i64, ordering = 0 : i64}> : (vector<8xf16>, !llvm.ptr<3>) -> ()
    %420 = "llvm.add"(%319, %354) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %421 = "llvm.zext"(%420) : (i32) -> i64
    %422 = "llvm.mul"(%111, %21) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %423 = "llvm.mul"(%421, %99) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %424 = "llvm.add"(%422, %423) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %425 = "llvm.add"(%424, %323) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %426 = "llvm.getelementptr"(%arg3, %425) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %427 = "llvm.load"(%426) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<1>) -> vector<8xf16>
    %428 = "llvm.add"(%420, %38) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %429 = "llvm.zext"(%428) : (i32) -> i64
    %430 = "llvm.mul"(%111, %21) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %431 = "llvm.mul"(%429, %99) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %432 = "llvm.add"(%430, %431) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %433 = "llvm.add"(%432, %323) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %434 = "llvm.getelementptr"(%arg3, %433) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %435 = "llvm.load"(%434) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<1>) -> vector<8xf16>
    %436 = "llvm.zext"(%321) : (i32) -> i64
    %437 = "llvm.mul"(%45, %101) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %438 = "llvm.mul"(%320, %100) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %439 = "llvm.add"(%437, %438) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %440 = "llvm.add"(%439, %436) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %441 = "llvm.getelementptr"(%102, %440) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    "llvm.store"(%427, %441) <{alignment = 2 : i64, ordering = 0 : i64}> : (vector<8xf16>, !llvm.ptr<3>) -> ()
    %442 = "llvm.add"(%319, %38) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %443 = "llvm.zext"(%442) : (i32) -> i64
    %444 = "llvm.mul"(%45, %101) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %445 = "llvm.mul"(%443, %100) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %446 = "llvm.add"(%444, %445) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %447 = "llvm.add"(%446, %436) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %448 = "llvm.getelementptr"(%102, %447) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    "llvm.store"(%435, %448) <{alignment = 2 : i64, ordering = 0 : i64}> : (vector<8xf16>, !llvm.ptr<3>) -> ()
    "nvvm.barrier"() <{aligned = true, operandSegmentSizes = array<i32: 0, 0>}> : () -> ()
    %449 = "llvm.mul"(%45, %31) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %450 = "llvm.mul"(%184, %32) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %451 = "llvm.add"(%449, %450) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %452 = "llvm.add"(%451, %190) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %453 = "llvm.getelementptr"(%103, %452) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %454 = "llvm.load"(%453) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %455 = "llvm.mul"(%45, %31) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %456 = "llvm.mul"(%184, %32) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %457 = "llvm.add"(%455, %456) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %458 = "llvm.add"(%457, %198) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %459 = "llvm.getelementptr"(%103, %458) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %460 = "llvm.load"(%459) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %461 = "llvm.mul"(%45, %31) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %462 = "llvm.mul"(%184, %32) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %463 = "llvm.add"(%461, %462) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %464 = "llvm.add"(%463, %220) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %465 = "llvm.getelementptr"(%103, %464) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %466 = "llvm.load"(%465) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %467 = "llvm.mul"(%45, %31) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %468 = "llvm.mul"(%184, %32) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %469 = "llvm.add"(%467, %468) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %470 = "llvm.add"(%469, %228) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %471 = "llvm.getelementptr"(%103, %470) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %472 = "llvm.load"(%471) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %473 = "llvm.mul"(%45, %31) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %474 = "llvm.mul"(%184, %32) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %475 = "llvm.add"(%473, %474) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %476 = "llvm.add"(%475, %248) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %477 = "llvm.getelementptr"(%103, %476) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %478 = "llvm.load"(%477) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %479 = "llvm.mul"(%45, %31) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %480 = "llvm.mul"(%184, %32) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %481 = "llvm.add"(%479, %480) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %482 = "llvm.add"(%481, %256) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %483 = "llvm.getelementptr"(%103, %482) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %484 = "llvm.load"(%483) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %485 = "llvm.mul"(%45, %31) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %486 = "llvm.mul"(%184, %32) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %487 = "llvm.add"(%485, %486) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %488 = "llvm.add"(%487, %276) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %489 = "llvm.getelementptr"(%103, %488) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %490 = "llvm.load"(%489) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %491 = "llvm.mul"(%45, %31) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %492 = "llvm.mul"(%184, %32) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %493 = "llvm.add"(%491, %492) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %494 = "llvm.add"(%493, %284) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %495 = "llvm.getelementptr"(%103, %494) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %496 = "llvm.load"(%495) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %497 = "llvm.mul"(%45, %31) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %498 = "llvm.mul"(%325, %32) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %499 = "llvm.add"(%497, %498) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %500 = "llvm.add"(%499, %190) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %501 = "llvm.getelementptr"(%103, %500) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %502 = "llvm.load"(%501) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %503 = "llvm.mul"(%45, %31) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %504 = "llvm.mul"(%325, %32) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %505 = "llvm.add"(%503, %504) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %506 = "llvm.add"(%505, %198) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %507 = "llvm.getelementptr"(%103, %506) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %508 = "llvm.load"(%507) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %509 = "llvm.mul"(%45, %31) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %510 = "llvm.mul"(%325, %32) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %511 = "llvm.add"(%509, %510) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %512 = "llvm.add"(%511, %220) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %513 = "llvm.getelementptr"(%103, %512) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %514 = "llvm.load"(%513) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %515 = "llvm.mul"(%45, %31) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %516 = "llvm.mul"(%325, %32) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %517 = "llvm.add"(%515, %516) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %518 = "llvm.add"(%517, %228) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %519 = "llvm.getelementptr"(%103, %518) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %520 = "llvm.load"(%519) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %521 = "llvm.mul"(%45, %31) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %522 = "llvm.mul"(%325, %32) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %523 = "llvm.add"(%521, %522) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %524 = "llvm.add"(%523, %248) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %525 = "llvm.getelementptr"(%103, %524) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %526 = "llvm.load"(%525) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %527 = "llvm.mul"(%45, %31) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %528 = "llvm.mul"(%325, %32) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %529 = "llvm.add"(%527, %528) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %530 = "llvm.add"(%529, %256) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %531 = "llvm.getelementptr"(%103, %530) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %532 = "llvm.load"(%531) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %533 = "llvm.mul"(%45, %31) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %534 = "llvm.mul"(%325, %32) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %535 = "llvm.add"(%533, %534) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %536 = "llvm.add"(%535, %276) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %537 = "llvm.getelementptr"(%103, %536) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %538 = "llvm.load"(%537) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %539 = "llvm.mul"(%45, %31) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %540 = "llvm.mul"(%325, %32) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %541 = "llvm.add"(%539, %540) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %542 = "llvm.add"(%541, %284) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %543 = "llvm.getelementptr"(%103, %542) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %544 = "llvm.load"(%543) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %545 = "llvm.mul"(%45, %31) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %546 = "llvm.mul"(%327, %32) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %547 = "llvm.add"(%545, %546) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %548 = "llvm.add"(%547, %190) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %549 = "llvm.getelementptr"(%103, %548) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %550 = "llvm.load"(%549) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %551 = "llvm.mul"(%45, %31) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %552 = "llvm.mul"(%327, %32) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %553 = "llvm.add"(%551, %552) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %554 = "llvm.add"(%553, %198) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %555 = "llvm.getelementptr"(%103, %554) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %556 = "llvm.load"(%555) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %557 = "llvm.mul"(%45, %31) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %558 = "llvm.mul"(%327, %32) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %559 = "llvm.add"(%557, %558) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %560 = "llvm.add"(%559, %220) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %561 = "llvm.getelementptr"(%103, %560) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %562 = "llvm.load"(%561) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %563 = "llvm.mul"(%45, %31) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %564 = "llvm.mul"(%327, %32) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %565 = "llvm.add"(%563, %564) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %566 = "llvm.add"(%565, %228) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %567 = "llvm.getelementptr"(%103, %566) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %568 = "llvm.load"(%567) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %569 = "llvm.mul"(%45, %31) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %570 = "llvm.mul"(%327, %32) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %571 = "llvm.add"(%569, %570) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %572 = "llvm.add"(%571, %248) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %573 = "llvm.getelementptr"(%103, %572) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %574 = "llvm.load"(%573) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %575 = "llvm.mul"(%45, %31) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %576 = "llvm.mul"(%327, %32) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %577 = "llvm.add"(%575, %576) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %578 = "llvm.add"(%577, %256) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %579 = "llvm.getelementptr"(%103, %578) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %580 = "llvm.load"(%579) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %581 = "llvm.mul"(%45, %31) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %582 = "llvm.mul"(%327, %32) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %583 = "llvm.add"(%581, %582) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %584 = "llvm.add"(%583, %276) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %585 = "llvm.getelementptr"(%103, %584) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %586 = "llvm.load"(%585) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %587 = "llvm.mul"(%45, %31) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %588 = "llvm.mul"(%327, %32) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %589 = "llvm.add"(%587, %588) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %590 = "llvm.add"(%589, %284) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %591 = "llvm.getelementptr"(%103, %590) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %592 = "llvm.load"(%591) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %593 = "llvm.mul"(%45, %31) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %594 = "llvm.mul"(%329, %32) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %595 = "llvm.add"(%593, %594) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %596 = "llvm.add"(%595, %190) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %597 = "llvm.getelementptr"(%103, %596) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %598 = "llvm.load"(%597) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %599 = "llvm.mul"(%45, %31) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %600 = "llvm.mul"(%329, %32) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %601 = "llvm.add"(%599, %600) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %602 = "llvm.add"(%601, %198) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %603 = "llvm.getelementptr"(%103, %602) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %604 = "llvm.load"(%603) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %605 = "llvm.mul"(%45, %31) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %606 = "llvm.mul"(%329, %32) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %607 = "llvm.add"(%605, %606) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %608 = "llvm.add"(%607, %220) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %609 = "llvm.getelementptr"(%103, %608) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %610 = "llvm.load"(%609) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %611 = "llvm.mul"(%45, %31) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %612 = "llvm.mul"(%329, %32) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %613 = "llvm.add"(%611, %612) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %614 = "llvm.add"(%613, %228) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %615 = "llvm.getelementptr"(%103, %614) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %616 = "llvm.load"(%615) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %617 = "llvm.mul"(%45, %31) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %618 = "llvm.mul"(%329, %32) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %619 = "llvm.add"(%617, %618) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %620 = "llvm.add"(%619, %248) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %621 = "llvm.getelementptr"(%103, %620) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %622 = "llvm.load"(%621) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %623 = "llvm.mul"(%45, %31) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %624 = "llvm.mul"(%329, %32) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %625 = "llvm.add"(%623, %624) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %626 = "llvm.add"(%625, %256) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %627 = "llvm.getelementptr"(%103, %626) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %628 = "llvm.load"(%627) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %629 = "llvm.mul"(%45, %31) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %630 = "llvm.mul"(%329, %32) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %631 = "llvm.add"(%629, %630) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %632 = "llvm.add"(%631, %276) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %633 = "llvm.getelementptr"(%103, %632) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %634 = "llvm.load"(%633) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %635 = "llvm.mul"(%45, %31) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %636 = "llvm.mul"(%329, %32) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %637 = "llvm.add"(%635, %636) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %638 = "llvm.add"(%637, %284) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %639 = "llvm.getelementptr"(%103, %638) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %640 = "llvm.load"(%639) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %641 = "llvm.mul"(%45, %31) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %642 = "llvm.mul"(%331, %32) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %643 = "llvm.add"(%641, %642) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %644 = "llvm.add"(%643, %190) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %645 = "llvm.getelementptr"(%103, %644) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %646 = "llvm.load"(%645) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %647 = "llvm.mul"(%45, %31) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %648 = "llvm.mul"(%331, %32) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %649 = "llvm.add"(%647, %648) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %650 = "llvm.add"(%649, %198) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %651 = "llvm.getelementptr"(%103, %650) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %652 = "llvm.load"(%651) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %653 = "llvm.mul"(%45, %31) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %654 = "llvm.mul"(%331, %32) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %655 = "llvm.add"(%653, %654) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %656 = "llvm.add"(%655, %220) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %657 = "llvm.getelementptr"(%103, %656) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %658 = "llvm.load"(%657) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %659 = "llvm.mul"(%45, %31) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %660 = "llvm.mul"(%331, %32) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %661 = "llvm.add"(%659, %660) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %662 = "llvm.add"(%661, %228) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %663 = "llvm.getelementptr"(%103, %662) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %664 = "llvm.load"(%663) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %665 = "llvm.mul"(%45, %31) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %666 = "llvm.mul"(%331, %32) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %667 = "llvm.add"(%665, %666) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %668 = "llvm.add"(%667, %248) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %669 = "llvm.getelementptr"(%103, %668) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %670 = "llvm.load"(%669) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %671 = "llvm.mul"(%45, %31) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %672 = "llvm.mul"(%331, %32) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %673 = "llvm.add"(%671, %672) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %674 = "llvm.add"(%673, %256) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %675 = "llvm.getelementptr"(%103, %674) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %676 = "llvm.load"(%675) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %677 = "llvm.mul"(%45, %31) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %678 = "llvm.mul"(%331, %32) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %679 = "llvm.add"(%677, %678) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %680 = "llvm.add"(%679, %276) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %681 = "llvm.getelementptr"(%103, %680) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %682 = "llvm.load"(%681) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %683 = "llvm.mul"(%45, %31) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %684 = "llvm.mul"(%331, %32) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %685 = "llvm.add"(%683, %684) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %686 = "llvm.add"(%685, %284) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %687 = "llvm.getelementptr"(%103, %686) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %688 = "llvm.load"(%687) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %689 = "llvm.mul"(%45, %31) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %690 = "llvm.mul"(%333, %32) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %691 = "llvm.add"(%689, %690) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %692 = "llvm.add"(%691, %190) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %693 = "llvm.getelementptr"(%103, %692) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %694 = "llvm.load"(%693) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %695 = "llvm.mul"(%45, %31) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %696 = "llvm.mul"(%333, %32) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %697 = "llvm.add"(%695, %696) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %698 = "llvm.add"(%697, %198) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %699 = "llvm.getelementptr"(%103, %698) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %700 = "llvm.load"(%699) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %701 = "llvm.mul"(%45, %31) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %702 = "llvm.mul"(%333, %32) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %703 = "llvm.add"(%701, %702) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %704 = "llvm.add"(%703, %220) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %705 = "llvm.getelementptr"(%103, %704) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %706 = "llvm.load"(%705) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %707 = "llvm.mul"(%45, %31) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %708 = "llvm.mul"(%333, %32) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %709 = "llvm.add"(%707, %708) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %710 = "llvm.add"(%709, %228) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %711 = "llvm.getelementptr"(%103, %710) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %712 = "llvm.load"(%711) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %713 = "llvm.mul"(%45, %31) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %714 = "llvm.mul"(%333, %32) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %715 = "llvm.add"(%713, %714) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %716 = "llvm.add"(%715, %248) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %717 = "llvm.getelementptr"(%103, %716) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %718 = "llvm.load"(%717) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %719 = "llvm.mul"(%45, %31) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %720 = "llvm.mul"(%333, %32) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %721 = "llvm.add"(%719, %720) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %722 = "llvm.add"(%721, %256) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %723 = "llvm.getelementptr"(%103, %722) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %724 = "llvm.load"(%723) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %725 = "llvm.mul"(%45, %31) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %726 = "llvm.mul"(%333, %32) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %727 = "llvm.add"(%725, %726) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %728 = "llvm.add"(%727, %276) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %729 = "llvm.getelementptr"(%103, %728) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %730 = "llvm.load"(%729) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %731 = "llvm.mul"(%45, %31) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %732 = "llvm.mul"(%333, %32) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %733 = "llvm.add"(%731, %732) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %734 = "llvm.add"(%733, %284) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %735 = "llvm.getelementptr"(%103, %734) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %736 = "llvm.load"(%735) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %737 = "llvm.mul"(%45, %31) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %738 = "llvm.mul"(%335, %32) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %739 = "llvm.add"(%737, %738) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %740 = "llvm.add"(%739, %190) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %741 = "llvm.getelementptr"(%103, %740) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %742 = "llvm.load"(%741) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %743 = "llvm.mul"(%45, %31) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %744 = "llvm.mul"(%335, %32) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %745 = "llvm.add"(%743, %744) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %746 = "llvm.add"(%745, %198) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %747 = "llvm.getelementptr"(%103, %746) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %748 = "llvm.load"(%747) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %749 = "llvm.mul"(%45, %31) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %750 = "llvm.mul"(%335, %32) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %751 = "llvm.add"(%749, %750) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %752 = "llvm.add"(%751, %220) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %753 = "llvm.getelementptr"(%103, %752) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %754 = "llvm.load"(%753) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %755 = "llvm.mul"(%45, %31) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %756 = "llvm.mul"(%335, %32) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %757 = "llvm.add"(%755, %756) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %758 = "llvm.add"(%757, %228) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %759 = "llvm.getelementptr"(%103, %758) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %760 = "llvm.load"(%759) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %761 = "llvm.mul"(%45, %31) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %762 = "llvm.mul"(%335, %32) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %763 = "llvm.add"(%761, %762) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %764 = "llvm.add"(%763, %248) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %765 = "llvm.getelementptr"(%103, %764) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %766 = "llvm.load"(%765) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %767 = "llvm.mul"(%45, %31) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %768 = "llvm.mul"(%335, %32) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %769 = "llvm.add"(%767, %768) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %770 = "llvm.add"(%769, %256) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %771 = "llvm.getelementptr"(%103, %770) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %772 = "llvm.load"(%771) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %773 = "llvm.mul"(%45, %31) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %774 = "llvm.mul"(%335, %32) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %775 = "llvm.add"(%773, %774) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %776 = "llvm.add"(%775, %276) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %777 = "llvm.getelementptr"(%103, %776) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %778 = "llvm.load"(%777) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %779 = "llvm.mul"(%45, %31) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %780 = "llvm.mul"(%335, %32) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %781 = "llvm.add"(%779, %780) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %782 = "llvm.add"(%781, %284) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %783 = "llvm.getelementptr"(%103, %782) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %784 = "llvm.load"(%783) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %785 = "llvm.mul"(%45, %31) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %786 = "llvm.mul"(%337, %32) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %787 = "llvm.add"(%785, %786) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %788 = "llvm.add"(%787, %190) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %789 = "llvm.getelementptr"(%103, %788) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %790 = "llvm.load"(%789) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %791 = "llvm.mul"(%45, %31) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %792 = "llvm.mul"(%337, %32) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %793 = "llvm.add"(%791, %792) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %794 = "llvm.add"(%793, %198) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %795 = "llvm.getelementptr"(%103, %794) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %796 = "llvm.load"(%795) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %797 = "llvm.mul"(%45, %31) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %798 = "llvm.mul"(%337, %32) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %799 = "llvm.add"(%797, %798) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %800 = "llvm.add"(%799, %220) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %801 = "llvm.getelementptr"(%103, %800) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %802 = "llvm.load"(%801) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %803 = "llvm.mul"(%45, %31) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %804 = "llvm.mul"(%337, %32) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %805 = "llvm.add"(%803, %804) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %806 = "llvm.add"(%805, %228) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %807 = "llvm.getelementptr"(%103, %806) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %808 = "llvm.load"(%807) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %809 = "llvm.mul"(%45, %31) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %810 = "llvm.mul"(%337, %32) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %811 = "llvm.add"(%809, %810) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %812 = "llvm.add"(%811, %248) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %813 = "llvm.getelementptr"(%103, %812) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %814 = "llvm.load"(%813) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %815 = "llvm.mul"(%45, %31) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %816 = "llvm.mul"(%337, %32) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %817 = "llvm.add"(%815, %816) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %818 = "llvm.add"(%817, %256) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %819 = "llvm.getelementptr"(%103, %818) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %820 = "llvm.load"(%819) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %821 = "llvm.mul"(%45, %31) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %822 = "llvm.mul"(%337, %32) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %823 = "llvm.add"(%821, %822) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %824 = "llvm.add"(%823, %276) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %825 = "llvm.getelementptr"(%103, %824) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %826 = "llvm.load"(%825) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %827 = "llvm.mul"(%45, %31) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %828 = "llvm.mul"(%337, %32) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %829 = "llvm.add"(%827, %828) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %830 = "llvm.add"(%829, %284) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %831 = "llvm.getelementptr"(%103, %830) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %832 = "llvm.load"(%831) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %833 = "llvm.extractelement"(%40, %45) : (vector<2xf32>, i64) -> f32
    %834 = "llvm.extractelement"(%40, %98) : (vector<2xf32>, i64) -> f32
    %835 = "llvm.extractelement"(%40, %45) : (vector<2xf32>, i64) -> f32
    %836 = "llvm.extractelement"(%40, %98) : (vector<2xf32>, i64) -> f32
    %837 = "nvvm.mma.sync"(%303, %305, %304, %306, %454, %460, %833, %834, %835, %836) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %838 = "llvm.extractvalue"(%837) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %839 = "llvm.extractvalue"(%837) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %840 = "llvm.insertelement"(%19, %838, %49) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %841 = "llvm.insertelement"(%840, %839, %37) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %842 = "llvm.extractvalue"(%837) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %843 = "llvm.extractvalue"(%837) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %844 = "llvm.insertelement"(%19, %842, %49) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %845 = "llvm.insertelement"(%844, %843, %37) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %846 = "llvm.extractelement"(%40, %45) : (vector<2xf32>, i64) -> f32
    %847 = "llvm.extractelement"(%40, %98) : (vector<2xf32>, i64) -> f32
    %848 = "llvm.extractelement"(%40, %45) : (vector<2xf32>, i64) -> f32
    %849 = "llvm.extractelement"(%40, %98) : (vector<2xf32>, i64) -> f32
    %850 = "nvvm.mma.sync"(%303, %305, %304, %306, %502, %508, %846, %847, %848, %849) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %851 = "llvm.extractvalue"(%850) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %852 = "llvm.extractvalue"(%850) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %853 = "llvm.insertelement"(%19, %851, %49) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %854 = "llvm.insertelement"(%853, %852, %37) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %855 = "llvm.extractvalue"(%850) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %856 = "llvm.extractvalue"(%850) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %857 = "llvm.insertelement"(%19, %855, %49) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %858 = "llvm.insertelement"(%857, %856, %37) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %859 = "llvm.extractelement"(%40, %45) : (vector<2xf32>, i64) -> f32
    %860 = "llvm.extractelement"(%40, %98) : (vector<2xf32>, i64) -> f32
    %861 = "llvm.extractelement"(%40, %45) : (vector<2xf32>, i64) -> f32
    %862 = "llvm.extractelement"(%40, %98) : (vector<2xf32>, i64) -> f32
    %863 = "nvvm.mma.sync"(%303, %305, %304, %306, %550, %556, %859, %860, %861, %862) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %864 = "llvm.extractvalue"(%863) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %865 = "llvm.extractvalue"(%863) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %866 = "llvm.insertelement"(%19, %864, %49) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %867 = "llvm.insertelement"(%866, %865, %37) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %868 = "llvm.extractvalue"(%863) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %869 = "llvm.extractvalue"(%863) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %870 = "llvm.insertelement"(%19, %868, %49) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %871 = "llvm.insertelement"(%870, %869, %37) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %872 = "llvm.extractelement"(%40, %45) : (vector<2xf32>, i64) -> f32
    %873 = "llvm.extractelement"(%40, %98) : (vector<2xf32>, i64) -> f32
    %874 = "llvm.extractelement"(%40, %45) : (vector<2xf32>, i64) -> f32
    %875 = "llvm.extractelement"(%40, %98) : (vector<2xf32>, i64) -> f32
    %876 = "nvvm.mma.sync"(%303, %305, %304, %306, %598, %604, %872, %873, %874, %875) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %877 = "llvm.extractvalue"(%876) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %878 = "llvm.extractvalue"(%876) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %879 = "llvm.insertelement"(%19, %877, %49) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %880 = "llvm.insertelement"(%879, %878, %37) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %881 = "llvm.extractvalue"(%876) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %882 = "llvm.extractvalue"(%876) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %883 = "llvm.insertelement"(%19, %881, %49) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %884 = "llvm.insertelement"(%883, %882, %37) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %885 = "llvm.extractelement"(%40, %45) : (vector<2xf32>, i64) -> f32
    %886 = "llvm.extractelement"(%40, %98) : (vector<2xf32>, i64) -> f32
    %887 = "llvm.extractelement"(%40, %45) : (vector<2xf32>, i64) -> f32
    %888 = "llvm.extractelement"(%40, %98) : (vector<2xf32>, i64) -> f32
    %889 = "nvvm.mma.sync"(%303, %305, %304, %306, %646, %652, %885, %886, %887, %888) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %890 = "llvm.extractvalue"(%889) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %891 = "llvm.extractvalue"(%889) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %892 = "llvm.insertelement"(%19, %890, %49) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %893 = "llvm.insertelement"(%892, %891, %37) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %894 = "llvm.extractvalue"(%889) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %895 = "llvm.extractvalue"(%889) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %896 = "llvm.insertelement"(%19, %894, %49) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %897 = "llvm.insertelement"(%896, %895, %37) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %898 = "llvm.extractelement"(%40, %45) : (vector<2xf32>, i64) -> f32
    %899 = "llvm.extractelement"(%40, %98) : (vector<2xf32>, i64) -> f32
    %900 = "llvm.extractelement"(%40, %45) : (vector<2xf32>, i64) -> f32
    %901 = "llvm.extractelement"(%40, %98) : (vector<2xf32>, i64) -> f32
    %902 = "nvvm.mma.sync"(%303, %305, %304, %306, %694, %700, %898, %899, %900, %901) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %903 = "llvm.extractvalue"(%902) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %904 = "llvm.extractvalue"(%902) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %905 = "llvm.insertelement"(%19, %903, %49) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %906 = "llvm.insertelement"(%905, %904, %37) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %907 = "llvm.extractvalue"(%902) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %908 = "llvm.extractvalue"(%902) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %909 = "llvm.insertelement"(%19, %907, %49) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %910 = "llvm.insertelement"(%909, %908, %37) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %911 = "llvm.extractelement"(%40, %45) : (vector<2xf32>, i64) -> f32
    %912 = "llvm.extractelement"(%40, %98) : (vector<2xf32>, i64) -> f32
    %913 = "llvm.extractelement"(%40, %45) : (vector<2xf32>, i64) -> f32
    %914 = "llvm.extractelement"(%40, %98) : (vector<2xf32>, i64) -> f32
    %915 = "nvvm.mma.sync"(%303, %305, %304, %306, %742, %748, %911, %912, %913, %914) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %916 = "llvm.extractvalue"(%915) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %917 = "llvm.extractvalue"(%915) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %918 = "llvm.insertelement"(%19, %916, %49) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %919 = "llvm.insertelement"(%918, %917, %37) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %920 = "llvm.extractvalue"(%915) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %921 = "llvm.extractvalue"(%915) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %922 = "llvm.insertelement"(%19, %920, %49) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %923 = "llvm.insertelement"(%922, %921, %37) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %924 = "llvm.extractelement"(%40, %45) : (vector<2xf32>, i64) -> f32
    %925 = "llvm.extractelement"(%40, %98) : (vector<2xf32>, i64) -> f32
    %926 = "llvm.extractelement"(%40, %45) : (vector<2xf32>, i64) -> f32
    %927 = "llvm.extractelement"(%40, %98) : (vector<2xf32>, i64) -> f32
    %928 = "nvvm.mma.sync"(%303, %305, %304, %306, %790, %796, %924, %925, %926, %927) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %929 = "llvm.extractvalue"(%928) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %930 = "llvm.extractvalue"(%928) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %931 = "llvm.insertelement"(%19, %929, %49) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %932 = "llvm.insertelement"(%931, %930, %37) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %933 = "llvm.extractvalue"(%928) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %934 = "llvm.extractvalue"(%928) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %935 = "llvm.insertelement"(%19, %933, %49) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %936 = "llvm.insertelement"(%935, %934, %37) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %937 = "llvm.extractelement"(%841, %45) : (vector<2xf32>, i64) -> f32
    %938 = "llvm.extractelement"(%841, %98) : (vector<2xf32>, i64) -> f32
    %939 = "llvm.extractelement"(%845, %45) : (vector<2xf32>, i64) -> f32
    %940 = "llvm.extractelement"(%845, %98) : (vector<2xf32>, i64) -> f32
    %941 = "nvvm.mma.sync"(%307, %309, %308, %310, %466, %472, %937, %938, %939, %940) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %942 = "llvm.extractvalue"(%941) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %943 = "llvm.extractvalue"(%941) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %944 = "llvm.insertelement"(%19, %942, %49) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %945 = "llvm.insertelement"(%944, %943, %37) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %946 = "llvm.extractvalue"(%941) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %947 = "llvm.extractvalue"(%941) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %948 = "llvm.insertelement"(%19, %946, %49) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %949 = "llvm.insertelement"(%948, %947, %37) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %950 = "llvm.extractelement"(%854, %45) : (vector<2xf32>, i64) -> f32
    %951 = "llvm.extractelement"(%854, %98) : (vector<2xf32>, i64) -> f32
    %952 = "llvm.extractelement"(%858, %45) : (vector<2xf32>, i64) -> f32
    %953 = "llvm.extractelement"(%858, %98) : (vector<2xf32>, i64) -> f32
    %954 = "nvvm.mma.sync"(%307, %309, %308, %310, %514, %520, %950, %951, %952, %953) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %955 = "llvm.extractvalue"(%954) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %956 = "llvm.extractvalue"(%954) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %957 = "llvm.insertelement"(%19, %955, %49) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %958 = "llvm.insertelement"(%957, %956, %37) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %959 = "llvm.extractvalue"(%954) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %960 = "llvm.extractvalue"(%954) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %961 = "llvm.insertelement"(%19, %959, %49) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %962 = "llvm.insertelement"(%961, %960, %37) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %963 = "llvm.extractelement"(%867, %45) : (vector<2xf32>, i64) -> f32
    %964 = "llvm.extractelement"(%867, %98) : (vector<2xf32>, i64) -> f32
    %965 = "llvm.extractelement"(%871, %45) : (vector<2xf32>, i64) -> f32
    %966 = "llvm.extractelement"(%871, %98) : (vector<2xf32>, i64) -> f32
    %967 = "nvvm.mma.sync"(%307, %309, %308, %310, %562, %568, %963, %964, %965, %966) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %968 = "llvm.extractvalue"(%967) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %969 = "llvm.extractvalue"(%967) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %970 = "llvm.insertelement"(%19, %968, %49) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %971 = "llvm.insertelement"(%970, %969, %37) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %972 = "llvm.extractvalue"(%967) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %973 = "llvm.extractvalue"(%967) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %974 = "llvm.insertelement"(%19, %972, %49) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %975 = "llvm.insertelement"(%974, %973, %37) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %976 = "llvm.extractelement"(%880, %45) : (vector<2xf32>, i64) -> f32
    %977 = "llvm.extractelement"(%880, %98) : (vector<2xf32>, i64) -> f32
    %978 = "llvm.extractelement"(%884, %45) : (vector<2xf32>, i64) -> f32
    %979 = "llvm.extractelement"(%884, %98) : (vector<2xf32>, i64) -> f32
    %980 = "nvvm.mma.sync"(%307, %309, %308, %310, %610, %616, %976, %977, %978, %979) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %981 = "llvm.extractvalue"(%980) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %982 = "llvm.extractvalue"(%980) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %983 = "llvm.insertelement"(%19, %981, %49) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %984 = "llvm.insertelement"(%983, %982, %37) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %985 = "llvm.extractvalue"(%980) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %986 = "llvm.extractvalue"(%980) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %987 = "llvm.insertelement"(%19, %985, %49) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %988 = "llvm.insertelement"(%987, %986, %37) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %989 = "llvm.extractelement"(%893, %45) : (vector<2xf32>, i64) -> f32
    %990 = "llvm.extractelement"(%893, %98) : (vector<2xf32>, i64) -> f32
    %991 = "llvm.extractelement"(%897, %45) : (vector<2xf32>, i64) -> f32
    %992 = "llvm.extractelement"(%897, %98) : (vector<2xf32>, i64) -> f32
    %993 = "nvvm.mma.sync"(%307, %309, %308, %310, %658, %664, %989, %990, %991, %992) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %994 = "llvm.extractvalue"(%993) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %995 = "llvm.extractvalue"(%993) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %996 = "llvm.insertelement"(%19, %994, %49) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %997 = "llvm.insertelement"(%996, %995, %37) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %998 = "llvm.extractvalue"(%993) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %999 = "llvm.extractvalue"(%993) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1000 = "llvm.insertelement"(%19, %998, %49) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1001 = "llvm.insertelement"(%1000, %999, %37) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1002 = "llvm.extractelement"(%906, %45) : (vector<2xf32>, i64) -> f32
    %1003 = "llvm.extractelement"(%906, %98) : (vector<2xf32>, i64) -> f32
    %1004 = "llvm.extractelement"(%910, %45) : (vector<2xf32>, i64) -> f32
    %1005 = "llvm.extractelement"(%910, %98) : (vector<2xf32>, i64) -> f32
    %1006 = "nvvm.mma.sync"(%307, %309, %308, %310, %706, %712, %1002, %1003, %1004, %1005) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %1007 = "llvm.extractvalue"(%1006) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1008 = "llvm.extractvalue"(%1006) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1009 = "llvm.insertelement"(%19, %1007, %49) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1010 = "llvm.insertelement"(%1009, %1008, %37) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1011 = "llvm.extractvalue"(%1006) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1012 = "llvm.extractvalue"(%1006) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1013 = "llvm.insertelement"(%19, %1011, %49) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1014 = "llvm.insertelement"(%1013, %1012, %37) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1015 = "llvm.extractelement"(%919, %45) : (vector<2xf32>, i64) -> f32
    %1016 = "llvm.extractelement"(%919, %98) : (vector<2xf32>, i64) -> f32
    %1017 = "llvm.extractelement"(%923, %45) : (vector<2xf32>, i64) -> f32
    %1018 = "llvm.extractelement"(%923, %98) : (vector<2xf32>, i64) -> f32
    %1019 = "nvvm.mma.sync"(%307, %309, %308, %310, %754, %760, %1015, %1016, %1017, %1018) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %1020 = "llvm.extractvalue"(%1019) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1021 = "llvm.extractvalue"(%1019) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1022 = "llvm.insertelement"(%19, %1020, %49) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1023 = "llvm.insertelement"(%1022, %1021, %37) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1024 = "llvm.extractvalue"(%1019) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1025 = "llvm.extractvalue"(%1019) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1026 = "llvm.insertelement"(%19, %1024, %49) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1027 = "llvm.insertelement"(%1026, %1025, %37) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1028 = "llvm.extractelement"(%932, %45) : (vector<2xf32>, i64) -> f32
    %1029 = "llvm.extractelement"(%932, %98) : (vector<2xf32>, i64) -> f32
    %1030 = "llvm.extractelement"(%936, %45) : (vector<2xf32>, i64) -> f32
    %1031 = "llvm.extractelement"(%936, %98) : (vector<2xf32>, i64) -> f32
    %1032 = "nvvm.mma.sync"(%307, %309, %308, %310, %802, %808, %1028, %1029, %1030, %1031) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %1033 = "llvm.extractvalue"(%1032) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1034 = "llvm.extractvalue"(%1032) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1035 = "llvm.insertelement"(%19, %1033, %49) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1036 = "llvm.insertelement"(%1035, %1034, %37) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1037 = "llvm.extractvalue"(%1032) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1038 = "llvm.extractvalue"(%1032) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1039 = "llvm.insertelement"(%19, %1037, %49) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1040 = "llvm.insertelement"(%1039, %1038, %37) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1041 = "llvm.extractelement"(%945, %45) : (vector<2xf32>, i64) -> f32
    %1042 = "llvm.extractelement"(%945, %98) : (vector<2xf32>, i64) -> f32
    %1043 = "llvm.extractelement"(%949, %45) : (vector<2xf32>, i64) -> f32
    %1044 = "llvm.extractelement"(%949, %98) : (vector<2xf32>, i64) -> f32
    %1045 = "nvvm.mma.sync"(%311, %313, %312, %314, %478, %484, %1041, %1042, %1043, %1044) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %1046 = "llvm.extractvalue"(%1045) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1047 = "llvm.extractvalue"(%1045) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1048 = "llvm.insertelement"(%19, %1046, %49) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1049 = "llvm.insertelement"(%1048, %1047, %37) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1050 = "llvm.extractvalue"(%1045) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1051 = "llvm.extractvalue"(%1045) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1052 = "llvm.insertelement"(%19, %1050, %49) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1053 = "llvm.insertelement"(%1052, %1051, %37) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1054 = "llvm.extractelement"(%958, %45) : (vector<2xf32>, i64) -> f32
    %1055 = "llvm.extractelement"(%958, %98) : (vector<2xf32>, i64) -> f32
    %1056 = "llvm.extractelement"(%962, %45) : (vector<2xf32>, i64) -> f32
    %1057 = "llvm.extractelement"(%962, %98) : (vector<2xf32>, i64) -> f32
    %1058 = "nvvm.mma.sync"(%311, %313, %312, %314, %526, %532, %1054, %1055, %1056, %1057) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %1059 = "llvm.extractvalue"(%1058) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1060 = "llvm.extractvalue"(%1058) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1061 = "llvm.insertelement"(%19, %1059, %49) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1062 = "llvm.insertelement"(%1061, %1060, %37) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1063 = "llvm.extractvalue"(%1058) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1064 = "llvm.extractvalue"(%1058) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1065 = "llvm.insertelement"(%19, %1063, %49) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1066 = "llvm.insertelement"(%1065, %1064, %37) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1067 = "llvm.extractelement"(%971, %45) : (vector<2xf32>, i64) -> f32
    %1068 = "llvm.extractelement"(%971, %98) : (vector<2xf32>, i64) -> f32
    %1069 = "llvm.extractelement"(%975, %45) : (vector<2xf32>, i64) -> f32
    %1070 = "llvm.extractelement"(%975, %98) : (vector<2xf32>, i64) -> f32
    %1071 = "nvvm.mma.sync"(%311, %313, %312, %314, %574, %580, %1067, %1068, %1069, %1070) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %1072 = "llvm.extractvalue"(%1071) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1073 = "llvm.extractvalue"(%1071) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1074 = "llvm.insertelement"(%19, %1072, %49) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1075 = "llvm.insertelement"(%1074, %1073, %37) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1076 = "llvm.extractvalue"(%1071) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1077 = "llvm.extractvalue"(%1071) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1078 = "llvm.insertelement"(%19, %1076, %49) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1079 = "llvm.insertelement"(%1078, %1077, %37) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1080 = "llvm.extractelement"(%984, %45) : (vector<2xf32>, i64) -> f32
    %1081 = "llvm.extractelement"(%984, %98) : (vector<2xf32>, i64) -> f32
    %1082 = "llvm.extractelement"(%988, %45) : (vector<2xf32>, i64) -> f32
    %1083 = "llvm.extractelement"(%988, %98) : (vector<2xf32>, i64) -> f32
    %1084 = "nvvm.mma.sync"(%311, %313, %312, %314, %622, %628, %1080, %1081, %1082, %1083) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %1085 = "llvm.extractvalue"(%1084) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1086 = "llvm.extractvalue"(%1084) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1087 = "llvm.insertelement"(%19, %1085, %49) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1088 = "llvm.insertelement"(%1087, %1086, %37) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1089 = "llvm.extractvalue"(%1084) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1090 = "llvm.extractvalue"(%1084) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1091 = "llvm.insertelement"(%19, %1089, %49) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1092 = "llvm.insertelement"(%1091, %1090, %37) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1093 = "llvm.extractelement"(%997, %45) : (vector<2xf32>, i64) -> f32
    %1094 = "llvm.extractelement"(%997, %98) : (vector<2xf32>, i64) -> f32
    %1095 = "llvm.extractelement"(%1001, %45) : (vector<2xf32>, i64) -> f32
    %1096 = "llvm.extractelement"(%1001, %98) : (vector<2xf32>, i64) -> f32
    %1097 = "nvvm.mma.sync"(%311, %313, %312, %314, %670, %676, %1093, %1094, %1095, %1096) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %1098 = "llvm.extractvalue"(%1097) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1099 = "llvm.extractvalue"(%1097) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1100 = "llvm.insertelement"(%19, %1098, %49) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1101 = "llvm.insertelement"(%1100, %1099, %37) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1102 = "llvm.extractvalue"(%1097) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1103 = "llvm.extractvalue"(%1097) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1104 = "llvm.insertelement"(%19, %1102, %49) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1105 = "llvm.insertelement"(%1104, %1103, %37) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1106 = "llvm.extractelement"(%1010, %45) : (vector<2xf32>, i64) -> f32
    %1107 = "llvm.extractelement"(%1010, %98) : (vector<2xf32>, i64) -> f32
    %1108 = "llvm.extractelement"(%1014, %45) : (vector<2xf32>, i64) -> f32
    %1109 = "llvm.extractelement"(%1014, %98) : (vector<2xf32>, i64) -> f32
    %1110 = "nvvm.mma.sync"(%311, %313, %312, %314, %718, %724, %1106, %1107, %1108, %1109) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %1111 = "llvm.extractvalue"(%1110) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1112 = "llvm.extractvalue"(%1110) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1113 = "llvm.insertelement"(%19, %1111, %49) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1114 = "llvm.insertelement"(%1113, %1112, %37) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1115 = "llvm.extractvalue"(%1110) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1116 = "llvm.extractvalue"(%1110) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1117 = "llvm.insertelement"(%19, %1115, %49) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1118 = "llvm.insertelement"(%1117, %1116, %37) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1119 = "llvm.extractelement"(%1023, %45) : (vector<2xf32>, i64) -> f32
    %1120 = "llvm.extractelement"(%1023, %98) : (vector<2xf32>, i64) -> f32
    %1121 = "llvm.extractelement"(%1027, %45) : (vector<2xf32>, i64) -> f32
    %1122 = "llvm.extractelement"(%1027, %98) : (vector<2xf32>, i64) -> f32
    %1123 = "nvvm.mma.sync"(%311, %313, %312, %314, %766, %772, %1119, %1120, %1121, %1122) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %1124 = "llvm.extractvalue"(%1123) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1125 = "llvm.extractvalue"(%1123) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1126 = "llvm.insertelement"(%19, %1124, %49) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1127 = "llvm.insertelement"(%1126, %1125, %37) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1128 = "llvm.extractvalue"(%1123) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1129 = "llvm.extractvalue"(%1123) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1130 = "llvm.insertelement"(%19, %1128, %49) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1131 = "llvm.insertelement"(%1130, %1129, %37) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1132 = "llvm.extractelement"(%1036, %45) : (vector<2xf32>, i64) -> f32
    %1133 = "llvm.extractelement"(%1036, %98) : (vector<2xf32>, i64) -> f32
    %1134 = "llvm.extractelement"(%1040, %45) : (vector<2xf32>, i64) -> f32
    %1135 = "llvm.extractelement"(%1040, %98) : (vector<2xf32>, i64) -> f32
    %1136 = "nvvm.mma.sync"(%311, %313, %312, %314, %814, %820, %1132, %1133, %1134, %1135) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %1137 = "llvm.extractvalue"(%1136) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1138 = "llvm.extractvalue"(%1136) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1139 = "llvm.insertelement"(%19, %1137, %49) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1140 = "llvm.insertelement"(%1139, %1138, %37) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1141 = "llvm.extractvalue"(%1136) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1142 = "llvm.extractvalue"(%1136) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1143 = "llvm.insertelement"(%19, %1141, %49) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1144 = "llvm.insertelement"(%1143, %1142, %37) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1145 = "llvm.extractelement"(%1049, %45) : (vector<2xf32>, i64) -> f32
    %1146 = "llvm.extractelement"(%1049, %98) : (vector<2xf32>, i64) -> f32
    %1147 = "llvm.extractelement"(%1053, %45) : (vector<2xf32>, i64) -> f32
    %1148 = "llvm.extractelement"(%1053, %98) : (vector<2xf32>, i64) -> f32
    %1149 = "nvvm.mma.sync"(%315, %317, %316, %318, %490, %496, %1145, %1146, %1147, %1148) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %1150 = "llvm.extractvalue"(%1149) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1151 = "llvm.extractvalue"(%1149) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1152 = "llvm.insertelement"(%19, %1150, %49) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1153 = "llvm.insertelement"(%1152, %1151, %37) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1154 = "llvm.extractvalue"(%1149) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1155 = "llvm.extractvalue"(%1149) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1156 = "llvm.insertelement"(%19, %1154, %49) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1157 = "llvm.insertelement"(%1156, %1155, %37) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1158 = "llvm.extractelement"(%1062, %45) : (vector<2xf32>, i64) -> f32
    %1159 = "llvm.extractelement"(%1062, %98) : (vector<2xf32>, i64) -> f32
    %1160 = "llvm.extractelement"(%1066, %45) : (vector<2xf32>, i64) -> f32
    %1161 = "llvm.extractelement"(%1066, %98) : (vector<2xf32>, i64) -> f32
    %1162 = "nvvm.mma.sync"(%315, %317, %316, %318, %538, %544, %1158, %1159, %1160, %1161) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %1163 = "llvm.extractvalue"(%1162) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1164 = "llvm.extractvalue"(%1162) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1165 = "llvm.insertelement"(%19, %1163, %49) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1166 = "llvm.insertelement"(%1165, %1164, %37) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1167 = "llvm.extractvalue"(%1162) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1168 = "llvm.extractvalue"(%1162) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1169 = "llvm.insertelement"(%19, %1167, %49) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1170 = "llvm.insertelement"(%1169, %1168, %37) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1171 = "llvm.extractelement"(%1075, %45) : (vector<2xf32>, i64) -> f32
    %1172 = "llvm.extractelement"(%1075, %98) : (vector<2xf32>, i64) -> f32
    %1173 = "llvm.extractelement"(%1079, %45) : (vector<2xf32>, i64) -> f32
    %1174 = "llvm.extractelement"(%1079, %98) : (vector<2xf32>, i64) -> f32
    %1175 = "nvvm.mma.sync"(%315, %317, %316, %318, %586, %592, %1171, %1172, %1173, %1174) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %1176 = "llvm.extractvalue"(%1175) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1177 = "llvm.extractvalue"(%1175) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1178 = "llvm.insertelement"(%19, %1176, %49) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1179 = "llvm.insertelement"(%1178, %1177, %37) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1180 = "llvm.extractvalue"(%1175) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1181 = "llvm.extractvalue"(%1175) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1182 = "llvm.insertelement"(%19, %1180, %49) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1183 = "llvm.insertelement"(%1182, %1181, %37) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1184 = "llvm.extractelement"(%1088, %45) : (vector<2xf32>, i64) -> f32
    %1185 = "llvm.extractelement"(%1088, %98) : (vector<2xf32>, i64) -> f32
    %1186 = "llvm.extractelement"(%1092, %45) : (vector<2xf32>, i64) -> f32
    %1187 = "llvm.extractelement"(%1092, %98) : (vector<2xf32>, i64) -> f32
    %1188 = "nvvm.mma.sync"(%315, %317, %316, %318, %634, %640, %1184, %1185, %1186, %1187) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %1189 = "llvm.extractvalue"(%1188) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1190 = "llvm.extractvalue"(%1188) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1191 = "llvm.insertelement"(%19, %1189, %49) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1192 = "llvm.insertelement"(%1191, %1190, %37) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1193 = "llvm.extractvalue"(%1188) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1194 = "llvm.extractvalue"(%1188) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1195 = "llvm.insertelement"(%19, %1193, %49) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1196 = "llvm.insertelement"(%1195, %1194, %37) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1197 = "llvm.extractelement"(%1101, %45) : (vector<2xf32>, i64) -> f32
    %1198 = "llvm.extractelement"(%1101, %98) : (vector<2xf32>, i64) -> f32
    %1199 = "llvm.extractelement"(%1105, %45) : (vector<2xf32>, i64) -> f32
    %1200 = "llvm.extractelement"(%1105, %98) : (vector<2xf32>, i64) -> f32
    %1201 = "nvvm.mma.sync"(%315, %317, %316, %318, %682, %688, %1197, %1198, %1199, %1200) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %1202 = "llvm.extractvalue"(%1201) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1203 = "llvm.extractvalue"(%1201) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1204 = "llvm.insertelement"(%19, %1202, %49) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1205 = "llvm.insertelement"(%1204, %1203, %37) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1206 = "llvm.extractvalue"(%1201) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1207 = "llvm.extractvalue"(%1201) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1208 = "llvm.insertelement"(%19, %1206, %49) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1209 = "llvm.insertelement"(%1208, %1207, %37) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1210 = "llvm.extractelement"(%1114, %45) : (vector<2xf32>, i64) -> f32
    %1211 = "llvm.extractelement"(%1114, %98) : (vector<2xf32>, i64) -> f32
    %1212 = "llvm.extractelement"(%1118, %45) : (vector<2xf32>, i64) -> f32
    %1213 = "llvm.extractelement"(%1118, %98) : (vector<2xf32>, i64) -> f32
    %1214 = "nvvm.mma.sync"(%315, %317, %316, %318, %730, %736, %1210, %1211, %1212, %1213) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %1215 = "llvm.extractvalue"(%1214) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1216 = "llvm.extractvalue"(%1214) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1217 = "llvm.insertelement"(%19, %1215, %49) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1218 = "llvm.insertelement"(%1217, %1216, %37) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1219 = "llvm.extractvalue"(%1214) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1220 = "llvm.extractvalue"(%1214) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1221 = "llvm.insertelement"(%19, %1219, %49) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1222 = "llvm.insertelement"(%1221, %1220, %37) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1223 = "llvm.extractelement"(%1127, %45) : (vector<2xf32>, i64) -> f32
    %1224 = "llvm.extractelement"(%1127, %98) : (vector<2xf32>, i64) -> f32
    %1225 = "llvm.extractelement"(%1131, %45) : (vector<2xf32>, i64) -> f32
    %1226 = "llvm.extractelement"(%1131, %98) : (vector<2xf32>, i64) -> f32
    %1227 = "nvvm.mma.sync"(%315, %317, %316, %318, %778, %784, %1223, %1224, %1225, %1226) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %1228 = "llvm.extractvalue"(%1227) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1229 = "llvm.extractvalue"(%1227) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1230 = "llvm.insertelement"(%19, %1228, %49) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1231 = "llvm.insertelement"(%1230, %1229, %37) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1232 = "llvm.extractvalue"(%1227) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1233 = "llvm.extractvalue"(%1227) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1234 = "llvm.insertelement"(%19, %1232, %49) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1235 = "llvm.insertelement"(%1234, %1233, %37) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1236 = "llvm.extractelement"(%1140, %45) : (vector<2xf32>, i64) -> f32
    %1237 = "llvm.extractelement"(%1140, %98) : (vector<2xf32>, i64) -> f32
    %1238 = "llvm.extractelement"(%1144, %45) : (vector<2xf32>, i64) -> f32
    %1239 = "llvm.extractelement"(%1144, %98) : (vector<2xf32>, i64) -> f32
    %1240 = "nvvm.mma.sync"(%315, %317, %316, %318, %826, %832, %1236, %1237, %1238, %1239) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %1241 = "llvm.extractvalue"(%1240) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1242 = "llvm.extractvalue"(%1240) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1243 = "llvm.insertelement"(%19, %1241, %49) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1244 = "llvm.insertelement"(%1243, %1242, %37) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1245 = "llvm.extractvalue"(%1240) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1246 = "llvm.extractvalue"(%1240) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %1247 = "llvm.insertelement"(%19, %1245, %49) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1248 = "llvm.insertelement"(%1247, %1246, %37) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1249 = "llvm.extractelement"(%1153, %45) : (vector<2xf32>, i64) -> f32
    %1250 = "llvm.extractelement"(%1153, %98) : (vector<2xf32>, i64) -> f32
    %1251 = "llvm.extractelement"(%1166, %45) : (vector<2xf32>, i64) -> f32
    %1252 = "llvm.extractelement"(%1166, %98) : (vector<2xf32>, i64) -> f32
    %1253 = "llvm.extractelement"(%1179, %45) : (vector<2xf32>, i64) -> f32
    %1254 = "llvm.extractelement"(%1179, %98) : (vector<2xf32>, i64) -> f32
    %1255 = "llvm.extractelement"(%1192, %45) : (vector<2xf32>, i64) -> f32
    %1256 = "llvm.extractelement"(%1192, %98) : (vector<2xf32>, i64) -> f32
    %1257 = "llvm.extractelement"(%1205, %45) : (vector<2xf32>, i64) -> f32
    %1258 = "llvm.extractelement"(%1205, %98) : (vector<2xf32>, i64) -> f32
    %1259 = "llvm.extractelement"(%1218, %45) : (vector<2xf32>, i64) -> f32
    %1260 = "llvm.extractelement"(%1218, %98) : (vector<2xf32>, i64) -> f32
    %1261 = "llvm.extractelement"(%1231, %45) : (vector<2xf32>, i64) -> f32
    %1262 = "llvm.extractelement"(%1231, %98) : (vector<2xf32>, i64) -> f32
    %1263 = "llvm.extractelement"(%1244, %45) : (vector<2xf32>, i64) -> f32
    %1264 = "llvm.extractelement"(%1244, %98) : (vector<2xf32>, i64) -> f32
    %1265 = "llvm.extractelement"(%1157, %45) : (vector<2xf32>, i64) -> f32
    %1266 = "llvm.extractelement"(%1157, %98) : (vector<2xf32>, i64) -> f32
    %1267 = "llvm.extractelement"(%1170, %45) : (vector<2xf32>, i64) -> f32
    %1268 = "llvm.extractelement"(%1170, %98) : (vector<2xf32>, i64) -> f32
    %1269 = "llvm.extractelement"(%1183, %45) : (vector<2xf32>, i64) -> f32
    %1270 = "llvm.extractelement"(%1183, %98) : (vector<2xf32>, i64) -> f32
    %1271 = "llvm.extractelement"(%1196, %45) : (vector<2xf32>, i64) -> f32
    %1272 = "llvm.extractelement"(%1196, %98) : (vector<2xf32>, i64) -> f32
    %1273 = "llvm.extractelement"(%1209, %45) : (vector<2xf32>, i64) -> f32
    %1274 = "llvm.extractelement"(%1209, %98) : (vector<2xf32>, i64) -> f32
    %1275 = "llvm.extractelement"(%1222, %45) : (vector<2xf32>, i64) -> f32
    %1276 = "llvm.extractelement"(%1222, %98) : (vector<2xf32>, i64) -> f32
    %1277 = "llvm.extractelement"(%1235, %45) : (vector<2xf32>, i64) -> f32
    %1278 = "llvm.extractelement"(%1235, %98) : (vector<2xf32>, i64) -> f32
    %1279 = "llvm.extractelement"(%1248, %45) : (vector<2xf32>, i64) -> f32
    %1280 = "llvm.extractelement"(%1248, %98) : (vector<2xf32>, i64) -> f32
    %1281 = "llvm.insertelement"(%18, %1249, %45) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1282 = "llvm.insertelement"(%1281, %1250, %98) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1283 = "llvm.insertelement"(%1282, %1251, %17) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1284 = "llvm.insertelement"(%1283, %1252, %16) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1285 = "llvm.insertelement"(%1284, %1253, %22) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1286 = "llvm.insertelement"(%1285, %1254, %15) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1287 = "llvm.insertelement"(%1286, %1255, %14) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1288 = "llvm.insertelement"(%1287, %1256, %13) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1289 = "llvm.insertelement"(%1288, %1257, %12) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1290 = "llvm.insertelement"(%1289, %1258, %11) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1291 = "llvm.insertelement"(%1290, %1259, %10) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1292 = "llvm.insertelement"(%1291, %1260, %9) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1293 = "llvm.insertelement"(%1292, %1261, %8) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1294 = "llvm.insertelement"(%1293, %1262, %7) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1295 = "llvm.insertelement"(%1294, %1263, %6) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1296 = "llvm.insertelement"(%1295, %1264, %5) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1297 = "llvm.insertelement"(%18, %1265, %45) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1298 = "llvm.insertelement"(%1297, %1266, %98) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1299 = "llvm.insertelement"(%1298, %1267, %17) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1300 = "llvm.insertelement"(%1299, %1268, %16) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1301 = "llvm.insertelement"(%1300, %1269, %22) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1302 = "llvm.insertelement"(%1301, %1270, %15) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1303 = "llvm.insertelement"(%1302, %1271, %14) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1304 = "llvm.insertelement"(%1303, %1272, %13) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1305 = "llvm.insertelement"(%1304, %1273, %12) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1306 = "llvm.insertelement"(%1305, %1274, %11) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1307 = "llvm.insertelement"(%1306, %1275, %10) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1308 = "llvm.insertelement"(%1307, %1276, %9) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1309 = "llvm.insertelement"(%1308, %1277, %8) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1310 = "llvm.insertelement"(%1309, %1278, %7) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1311 = "llvm.insertelement"(%1310, %1279, %6) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1312 = "llvm.insertelement"(%1311, %1280, %5) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1313 = "llvm.intr.vector.reduce.fmaximum"(%1296) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<16xf32>) -> f32
    %1314 = "llvm.intr.maximum"(%1313, %46) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
    %1315 = "llvm.intr.vector.reduce.fmaximum"(%1312) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<16xf32>) -> f32
    %1316 = "llvm.intr.maximum"(%1315, %46) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
    %1317 = "llvm.sub"(%38, %38) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %1318 = "llvm.lshr"(%4, %1317) : (i32, i32) -> i32
    %1319 = "llvm.sub"(%38, %37) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %1320 = "nvvm.shfl.sync"(%1318, %1314, %37, %1319) <{kind = #nvvm.shfl_kind<bfly>}> : (i32, f32, i32, i32) -> f32
    %1321 = "llvm.intr.maximum"(%1314, %1320) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
    %1322 = "llvm.sub"(%38, %38) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %1323 = "llvm.lshr"(%4, %1322) : (i32, i32) -> i32
    %1324 = "llvm.sub"(%38, %37) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %1325 = "nvvm.shfl.sync"(%1323, %1321, %39, %1324) <{kind = #nvvm.shfl_kind<bfly>}> : (i32, f32, i32, i32) -> f32
    %1326 = "llvm.intr.maximum"(%1321, %1325) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
    %1327 = "llvm.sub"(%38, %38) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %1328 = "llvm.lshr"(%4, %1327) : (i32, i32) -> i32
    %1329 = "llvm.sub"(%38, %37) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %1330 = "nvvm.shfl.sync"(%1328, %1316, %37, %1329) <{kind = #nvvm.shfl_kind<bfly>}> : (i32, f32, i32, i32) -> f32
    %1331 = "llvm.intr.maximum"(%1316, %1330) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
    %1332 = "llvm.sub"(%38, %38) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %1333 = "llvm.lshr"(%4, %1332) : (i32, i32) -> i32
    %1334 = "llvm.sub"(%38, %37) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %1335 = "nvvm.shfl.sync"(%1333, %1331, %39, %1334) <{kind = #nvvm.shfl_kind<bfly>}> : (i32, f32, i32, i32) -> f32
    %1336 = "llvm.intr.maximum"(%1331, %1335) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
    %1337 = "llvm.insertelement"(%3, %1326, %49) : (vector<1xf32>, f32, i32) -> vector<1xf32>
    %1338 = "llvm.insertelement"(%3, %1336, %49) : (vector<1xf32>, f32, i32) -> vector<1xf32>
    %1339 = "llvm.intr.maximum"(%1337, %365) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<1xf32>, vector<1xf32>) -> vector<1xf32>
    %1340 = "llvm.intr.maximum"(%1338, %366) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<1xf32>, vector<1xf32>) -> vector<1xf32>
    %1341 = "llvm.fsub"(%365, %1339) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<1xf32>, vector<1xf32>) -> vector<1xf32>
    %1342 = "llvm.fsub"(%366, %1340) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<1xf32>, vector<1xf32>) -> vector<1xf32>
    %1343 = "llvm.fmul"(%1341, %65) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<1xf32>, vector<1xf32>) -> vector<1xf32>
    %1344 = "llvm.fcmp"(%1343, %75) <{fastmathFlags = #llvm.fastmath<none>, predicate = 10 : i64}> : (vector<1xf32>, vector<1xf32>) -> vector<1xi1>
    %1345 = "llvm.select"(%1344, %1343, %75) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<1xi1>, vector<1xf32>, vector<1xf32>) -> vector<1xf32>
    %1346 = "llvm.fcmp"(%1345, %76) <{fastmathFlags = #llvm.fastmath<none>, predicate = 12 : i64}> : (vector<1xf32>, vector<1xf32>) -> vector<1xi1>
    %1347 = "llvm.select"(%1346, %1345, %76) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<1xi1>, vector<1xf32>, vector<1xf32>) -> vector<1xf32>
    %1348 = "llvm.extractelement"(%1347, %45) : (vector<1xf32>, i64) -> f32
    %1349 = "llvm.extractelement"(%67, %45) : (vector<1xf32>, i64) -> f32
    %1350 = "llvm.extractelement"(%66, %45) : (vector<1xf32>, i64) -> f32
    %1351 = "llvm.call"(%1348, %1349, %1350) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1352 = "llvm.insertelement"(%3, %1351, %45) : (vector<1xf32>, f32, i64) -> vector<1xf32>
    %1353 = "llvm.extractelement"(%1352, %45) : (vector<1xf32>, i64) -> f32
    %1354 = "llvm.call"(%1353) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_floorf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (f32) -> f32
    %1355 = "llvm.insertelement"(%3, %1354, %45) : (vector<1xf32>, f32, i64) -> vector<1xf32>
    %1356 = "llvm.fcmp"(%1355, %77) <{fastmathFlags = #llvm.fastmath<none>, predicate = 10 : i64}> : (vector<1xf32>, vector<1xf32>) -> vector<1xi1>
    %1357 = "llvm.select"(%1356, %1355, %77) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<1xi1>, vector<1xf32>, vector<1xf32>) -> vector<1xf32>
    %1358 = "llvm.fcmp"(%1357, %78) <{fastmathFlags = #llvm.fastmath<none>, predicate = 12 : i64}> : (vector<1xf32>, vector<1xf32>) -> vector<1xi1>
    %1359 = "llvm.select"(%1358, %1357, %78) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<1xi1>, vector<1xf32>, vector<1xf32>) -> vector<1xf32>
    %1360 = "llvm.extractelement"(%68, %45) : (vector<1xf32>, i64) -> f32
    %1361 = "llvm.extractelement"(%1359, %45) : (vector<1xf32>, i64) -> f32
    %1362 = "llvm.extractelement"(%1347, %45) : (vector<1xf32>, i64) -> f32
    %1363 = "llvm.call"(%1360, %1361, %1362) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1364 = "llvm.insertelement"(%3, %1363, %45) : (vector<1xf32>, f32, i64) -> vector<1xf32>
    %1365 = "llvm.extractelement"(%69, %45) : (vector<1xf32>, i64) -> f32
    %1366 = "llvm.extractelement"(%1359, %45) : (vector<1xf32>, i64) -> f32
    %1367 = "llvm.extractelement"(%1364, %45) : (vector<1xf32>, i64) -> f32
    %1368 = "llvm.call"(%1365, %1366, %1367) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1369 = "llvm.insertelement"(%3, %1368, %45) : (vector<1xf32>, f32, i64) -> vector<1xf32>
    %1370 = "llvm.extractelement"(%1369, %45) : (vector<1xf32>, i64) -> f32
    %1371 = "llvm.extractelement"(%70, %45) : (vector<1xf32>, i64) -> f32
    %1372 = "llvm.extractelement"(%71, %45) : (vector<1xf32>, i64) -> f32
    %1373 = "llvm.call"(%1370, %1371, %1372) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1374 = "llvm.insertelement"(%3, %1373, %45) : (vector<1xf32>, f32, i64) -> vector<1xf32>
    %1375 = "llvm.extractelement"(%1374, %45) : (vector<1xf32>, i64) -> f32
    %1376 = "llvm.extractelement"(%1369, %45) : (vector<1xf32>, i64) -> f32
    %1377 = "llvm.extractelement"(%72, %45) : (vector<1xf32>, i64) -> f32
    %1378 = "llvm.call"(%1375, %1376, %1377) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1379 = "llvm.insertelement"(%3, %1378, %45) : (vector<1xf32>, f32, i64) -> vector<1xf32>
    %1380 = "llvm.extractelement"(%1379, %45) : (vector<1xf32>, i64) -> f32
    %1381 = "llvm.extractelement"(%1369, %45) : (vector<1xf32>, i64) -> f32
    %1382 = "llvm.extractelement"(%73, %45) : (vector<1xf32>, i64) -> f32
    %1383 = "llvm.call"(%1380, %1381, %1382) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1384 = "llvm.insertelement"(%3, %1383, %45) : (vector<1xf32>, f32, i64) -> vector<1xf32>
    %1385 = "llvm.extractelement"(%1384, %45) : (vector<1xf32>, i64) -> f32
    %1386 = "llvm.extractelement"(%1369, %45) : (vector<1xf32>, i64) -> f32
    %1387 = "llvm.extractelement"(%74, %45) : (vector<1xf32>, i64) -> f32
    %1388 = "llvm.call"(%1385, %1386, %1387) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1389 = "llvm.insertelement"(%3, %1388, %45) : (vector<1xf32>, f32, i64) -> vector<1xf32>
    %1390 = "llvm.extractelement"(%1389, %45) : (vector<1xf32>, i64) -> f32
    %1391 = "llvm.extractelement"(%1369, %45) : (vector<1xf32>, i64) -> f32
    %1392 = "llvm.extractelement"(%66, %45) : (vector<1xf32>, i64) -> f32
    %1393 = "llvm.call"(%1390, %1391, %1392) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1394 = "llvm.insertelement"(%3, %1393, %45) : (vector<1xf32>, f32, i64) -> vector<1xf32>
    %1395 = "llvm.fmul"(%1369, %1369) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<1xf32>, vector<1xf32>) -> vector<1xf32>
    %1396 = "llvm.extractelement"(%1394, %45) : (vector<1xf32>, i64) -> f32
    %1397 = "llvm.extractelement"(%1395, %45) : (vector<1xf32>, i64) -> f32
    %1398 = "llvm.extractelement"(%1369, %45) : (vector<1xf32>, i64) -> f32
    %1399 = "llvm.call"(%1396, %1397, %1398) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1400 = "llvm.insertelement"(%3, %1399, %45) : (vector<1xf32>, f32, i64) -> vector<1xf32>
    %1401 = "llvm.fadd"(%1400, %41) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<1xf32>, vector<1xf32>) -> vector<1xf32>
    %1402 = "llvm.fptosi"(%1359) : (vector<1xf32>) -> vector<1xi32>
    %1403 = "llvm.add"(%1402, %80) <{overflowFlags = 0 : i32}> : (vector<1xi32>, vector<1xi32>) -> vector<1xi32>
    %1404 = "llvm.shl"(%1403, %79) <{overflowFlags = 0 : i32}> : (vector<1xi32>, vector<1xi32>) -> vector<1xi32>
    %1405 = "llvm.bitcast"(%1404) : (vector<1xi32>) -> vector<1xf32>
    %1406 = "llvm.fmul"(%1401, %1405) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<1xf32>, vector<1xf32>) -> vector<1xf32>
    %1407 = "llvm.fmul"(%1342, %65) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<1xf32>, vector<1xf32>) -> vector<1xf32>
    %1408 = "llvm.fcmp"(%1407, %75) <{fastmathFlags = #llvm.fastmath<none>, predicate = 10 : i64}> : (vector<1xf32>, vector<1xf32>) -> vector<1xi1>
    %1409 = "llvm.select"(%1408, %1407, %75) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<1xi1>, vector<1xf32>, vector<1xf32>) -> vector<1xf32>
    %1410 = "llvm.fcmp"(%1409, %76) <{fastmathFlags = #llvm.fastmath<none>, predicate = 12 : i64}> : (vector<1xf32>, vector<1xf32>) -> vector<1xi1>
    %1411 = "llvm.select"(%1410, %1409, %76) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<1xi1>, vector<1xf32>, vector<1xf32>) -> vector<1xf32>
    %1412 = "llvm.extractelement"(%1411, %45) : (vector<1xf32>, i64) -> f32
    %1413 = "llvm.extractelement"(%67, %45) : (vector<1xf32>, i64) -> f32
    %1414 = "llvm.extractelement"(%66, %45) : (vector<1xf32>, i64) -> f32
    %1415 = "llvm.call"(%1412, %1413, %1414) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1416 = "llvm.insertelement"(%3, %1415, %45) : (vector<1xf32>, f32, i64) -> vector<1xf32>
    %1417 = "llvm.extractelement"(%1416, %45) : (vector<1xf32>, i64) -> f32
    %1418 = "llvm.call"(%1417) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_floorf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (f32) -> f32
    %1419 = "llvm.insertelement"(%3, %1418, %45) : (vector<1xf32>, f32, i64) -> vector<1xf32>
    %1420 = "llvm.fcmp"(%1419, %77) <{fastmathFlags = #llvm.fastmath<none>, predicate = 10 : i64}> : (vector<1xf32>, vector<1xf32>) -> vector<1xi1>
    %1421 = "llvm.select"(%1420, %1419, %77) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<1xi1>, vector<1xf32>, vector<1xf32>) -> vector<1xf32>
    %1422 = "llvm.fcmp"(%1421, %78) <{fastmathFlags = #llvm.fastmath<none>, predicate = 12 : i64}> : (vector<1xf32>, vector<1xf32>) -> vector<1xi1>
    %1423 = "llvm.select"(%1422, %1421, %78) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<1xi1>, vector<1xf32>, vector<1xf32>) -> vector<1xf32>
    %1424 = "llvm.extractelement"(%68, %45) : (vector<1xf32>, i64) -> f32
    %1425 = "llvm.extractelement"(%1423, %45) : (vector<1xf32>, i64) -> f32
    %1426 = "llvm.extractelement"(%1411, %45) : (vector<1xf32>, i64) -> f32
    %1427 = "llvm.call"(%1424, %1425, %1426) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1428 = "llvm.insertelement"(%3, %1427, %45) : (vector<1xf32>, f32, i64) -> vector<1xf32>
    %1429 = "llvm.extractelement"(%69, %45) : (vector<1xf32>, i64) -> f32
    %1430 = "llvm.extractelement"(%1423, %45) : (vector<1xf32>, i64) -> f32
    %1431 = "llvm.extractelement"(%1428, %45) : (vector<1xf32>, i64) -> f32
    %1432 = "llvm.call"(%1429, %1430, %1431) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1433 = "llvm.insertelement"(%3, %1432, %45) : (vector<1xf32>, f32, i64) -> vector<1xf32>
    %1434 = "llvm.extractelement"(%1433, %45) : (vector<1xf32>, i64) -> f32
    %1435 = "llvm.extractelement"(%70, %45) : (vector<1xf32>, i64) -> f32
    %1436 = "llvm.extractelement"(%71, %45) : (vector<1xf32>, i64) -> f32
    %1437 = "llvm.call"(%1434, %1435, %1436) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1438 = "llvm.insertelement"(%3, %1437, %45) : (vector<1xf32>, f32, i64) -> vector<1xf32>
    %1439 = "llvm.extractelement"(%1438, %45) : (vector<1xf32>, i64) -> f32
    %1440 = "llvm.extractelement"(%1433, %45) : (vector<1xf32>, i64) -> f32
    %1441 = "llvm.extractelement"(%72, %45) : (vector<1xf32>, i64) -> f32
    %1442 = "llvm.call"(%1439, %1440, %1441) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1443 = "llvm.insertelement"(%3, %1442, %45) : (vector<1xf32>, f32, i64) -> vector<1xf32>
    %1444 = "llvm.extractelement"(%1443, %45) : (vector<1xf32>, i64) -> f32
    %1445 = "llvm.extractelement"(%1433, %45) : (vector<1xf32>, i64) -> f32
    %1446 = "llvm.extractelement"(%73, %45) : (vector<1xf32>, i64) -> f32
    %1447 = "llvm.call"(%1444, %1445, %1446) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1448 = "llvm.insertelement"(%3, %1447, %45) : (vector<1xf32>, f32, i64) -> vector<1xf32>
    %1449 = "llvm.extractelement"(%1448, %45) : (vector<1xf32>, i64) -> f32
    %1450 = "llvm.extractelement"(%1433, %45) : (vector<1xf32>, i64) -> f32
    %1451 = "llvm.extractelement"(%74, %45) : (vector<1xf32>, i64) -> f32
    %1452 = "llvm.call"(%1449, %1450, %1451) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1453 = "llvm.insertelement"(%3, %1452, %45) : (vector<1xf32>, f32, i64) -> vector<1xf32>
    %1454 = "llvm.extractelement"(%1453, %45) : (vector<1xf32>, i64) -> f32
    %1455 = "llvm.extractelement"(%1433, %45) : (vector<1xf32>, i64) -> f32
    %1456 = "llvm.extractelement"(%66, %45) : (vector<1xf32>, i64) -> f32
    %1457 = "llvm.call"(%1454, %1455, %1456) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1458 = "llvm.insertelement"(%3, %1457, %45) : (vector<1xf32>, f32, i64) -> vector<1xf32>
    %1459 = "llvm.fmul"(%1433, %1433) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<1xf32>, vector<1xf32>) -> vector<1xf32>
    %1460 = "llvm.extractelement"(%1458, %45) : (vector<1xf32>, i64) -> f32
    %1461 = "llvm.extractelement"(%1459, %45) : (vector<1xf32>, i64) -> f32
    %1462 = "llvm.extractelement"(%1433, %45) : (vector<1xf32>, i64) -> f32
    %1463 = "llvm.call"(%1460, %1461, %1462) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1464 = "llvm.insertelement"(%3, %1463, %45) : (vector<1xf32>, f32, i64) -> vector<1xf32>
    %1465 = "llvm.fadd"(%1464, %41) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<1xf32>, vector<1xf32>) -> vector<1xf32>
    %1466 = "llvm.fptosi"(%1423) : (vector<1xf32>) -> vector<1xi32>
    %1467 = "llvm.add"(%1466, %80) <{overflowFlags = 0 : i32}> : (vector<1xi32>, vector<1xi32>) -> vector<1xi32>
    %1468 = "llvm.shl"(%1467, %79) <{overflowFlags = 0 : i32}> : (vector<1xi32>, vector<1xi32>) -> vector<1xi32>
    %1469 = "llvm.bitcast"(%1468) : (vector<1xi32>) -> vector<1xf32>
    %1470 = "llvm.fmul"(%1465, %1469) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<1xf32>, vector<1xf32>) -> vector<1xf32>
    %1471 = "llvm.fmul"(%1406, %363) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<1xf32>, vector<1xf32>) -> vector<1xf32>
    %1472 = "llvm.fmul"(%1470, %364) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<1xf32>, vector<1xf32>) -> vector<1xf32>
    %1473 = "llvm.extractelement"(%1339, %45) : (vector<1xf32>, i64) -> f32
    %1474 = "llvm.extractelement"(%1340, %45) : (vector<1xf32>, i64) -> f32
    %1475 = "llvm.insertelement"(%19, %1473, %49) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1476 = "llvm.shufflevector"(%1475, %19) <{mask = array<i32: 0, 0>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %1477 = "llvm.insertelement"(%19, %1474, %49) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %1478 = "llvm.shufflevector"(%1477, %19) <{mask = array<i32: 0, 0>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %1479 = "llvm.fsub"(%1153, %1476) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %1480 = "llvm.fsub"(%1157, %1478) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %1481 = "llvm.fsub"(%1166, %1476) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %1482 = "llvm.fsub"(%1170, %1478) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %1483 = "llvm.fsub"(%1179, %1476) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %1484 = "llvm.fsub"(%1183, %1478) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %1485 = "llvm.fsub"(%1192, %1476) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %1486 = "llvm.fsub"(%1196, %1478) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %1487 = "llvm.fsub"(%1205, %1476) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %1488 = "llvm.fsub"(%1209, %1478) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %1489 = "llvm.fsub"(%1218, %1476) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %1490 = "llvm.fsub"(%1222, %1478) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %1491 = "llvm.fsub"(%1231, %1476) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %1492 = "llvm.fsub"(%1235, %1478) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %1493 = "llvm.fsub"(%1244, %1476) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %1494 = "llvm.fsub"(%1248, %1478) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %1495 = "llvm.fmul"(%1479, %81) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %1496 = "llvm.fcmp"(%1495, %92) <{fastmathFlags = #llvm.fastmath<none>, predicate = 10 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
    %1497 = "llvm.select"(%1496, %1495, %92) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %1498 = "llvm.fcmp"(%1497, %93) <{fastmathFlags = #llvm.fastmath<none>, predicate = 12 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
    %1499 = "llvm.select"(%1498, %1497, %93) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %1500 = "llvm.extractelement"(%1499, %45) : (vector<2xf32>, i64) -> f32
    %1501 = "llvm.extractelement"(%84, %45) : (vector<2xf32>, i64) -> f32
    %1502 = "llvm.extractelement"(%82, %45) : (vector<2xf32>, i64) -> f32
    %1503 = "llvm.call"(%1500, %1501, %1502) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1504 = "llvm.insertelement"(%19, %1503, %45) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1505 = "llvm.extractelement"(%1499, %98) : (vector<2xf32>, i64) -> f32
    %1506 = "llvm.extractelement"(%84, %98) : (vector<2xf32>, i64) -> f32
    %1507 = "llvm.extractelement"(%82, %98) : (vector<2xf32>, i64) -> f32
    %1508 = "llvm.call"(%1505, %1506, %1507) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1509 = "llvm.insertelement"(%1504, %1508, %98) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1510 = "llvm.extractelement"(%1509, %45) : (vector<2xf32>, i64) -> f32
    %1511 = "llvm.call"(%1510) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_floorf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (f32) -> f32
    %1512 = "llvm.insertelement"(%19, %1511, %45) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1513 = "llvm.extractelement"(%1509, %98) : (vector<2xf32>, i64) -> f32
    %1514 = "llvm.call"(%1513) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_floorf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (f32) -> f32
    %1515 = "llvm.insertelement"(%1512, %1514, %98) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1516 = "llvm.fcmp"(%1515, %94) <{fastmathFlags = #llvm.fastmath<none>, predicate = 10 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
    %1517 = "llvm.select"(%1516, %1515, %94) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %1518 = "llvm.fcmp"(%1517, %95) <{fastmathFlags = #llvm.fastmath<none>, predicate = 12 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
    %1519 = "llvm.select"(%1518, %1517, %95) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %1520 = "llvm.extractelement"(%85, %45) : (vector<2xf32>, i64) -> f32
    %1521 = "llvm.extractelement"(%1519, %45) : (vector<2xf32>, i64) -> f32
    %1522 = "llvm.extractelement"(%1499, %45) : (vector<2xf32>, i64) -> f32
    %1523 = "llvm.call"(%1520, %1521, %1522) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1524 = "llvm.insertelement"(%19, %1523, %45) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1525 = "llvm.extractelement"(%85, %98) : (vector<2xf32>, i64) -> f32
    %1526 = "llvm.extractelement"(%1519, %98) : (vector<2xf32>, i64) -> f32
    %1527 = "llvm.extractelement"(%1499, %98) : (vector<2xf32>, i64) -> f32
    %1528 = "llvm.call"(%1525, %1526, %1527) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1529 = "llvm.insertelement"(%1524, %1528, %98) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1530 = "llvm.extractelement"(%86, %45) : (vector<2xf32>, i64) -> f32
    %1531 = "llvm.extractelement"(%1519, %45) : (vector<2xf32>, i64) -> f32
    %1532 = "llvm.extractelement"(%1529, %45) : (vector<2xf32>, i64) -> f32
    %1533 = "llvm.call"(%1530, %1531, %1532) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1534 = "llvm.insertelement"(%19, %1533, %45) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1535 = "llvm.extractelement"(%86, %98) : (vector<2xf32>, i64) -> f32
    %1536 = "llvm.extractelement"(%1519, %98) : (vector<2xf32>, i64) -> f32
    %1537 = "llvm.extractelement"(%1529, %98) : (vector<2xf32>, i64) -> f32
    %1538 = "llvm.call"(%1535, %1536, %1537) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1539 = "llvm.insertelement"(%1534, %1538, %98) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1540 = "llvm.extractelement"(%1539, %45) : (vector<2xf32>, i64) -> f32
    %1541 = "llvm.extractelement"(%87, %45) : (vector<2xf32>, i64) -> f32
    %1542 = "llvm.extractelement"(%88, %45) : (vector<2xf32>, i64) -> f32
    %1543 = "llvm.call"(%1540, %1541, %1542) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1544 = "llvm.insertelement"(%19, %1543, %45) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1545 = "llvm.extractelement"(%1539, %98) : (vector<2xf32>, i64) -> f32
    %1546 = "llvm.extractelement"(%87, %98) : (vector<2xf32>, i64) -> f32
    %1547 = "llvm.extractelement"(%88, %98) : (vector<2xf32>, i64) -> f32
    %1548 = "llvm.call"(%1545, %1546, %1547) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1549 = "llvm.insertelement"(%1544, %1548, %98) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1550 = "llvm.extractelement"(%1549, %45) : (vector<2xf32>, i64) -> f32
    %1551 = "llvm.extractelement"(%1539, %45) : (vector<2xf32>, i64) -> f32
    %1552 = "llvm.extractelement"(%89, %45) : (vector<2xf32>, i64) -> f32
    %1553 = "llvm.call"(%1550, %1551, %1552) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1554 = "llvm.insertelement"(%19, %1553, %45) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1555 = "llvm.extractelement"(%1549, %98) : (vector<2xf32>, i64) -> f32
    %1556 = "llvm.extractelement"(%1539, %98) : (vector<2xf32>, i64) -> f32
    %1557 = "llvm.extractelement"(%89, %98) : (vector<2xf32>, i64) -> f32
    %1558 = "llvm.call"(%1555, %1556, %1557) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1559 = "llvm.insertelement"(%1554, %1558, %98) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1560 = "llvm.extractelement"(%1559, %45) : (vector<2xf32>, i64) -> f32
    %1561 = "llvm.extractelement"(%1539, %45) : (vector<2xf32>, i64) -> f32
    %1562 = "llvm.extractelement"(%90, %45) : (vector<2xf32>, i64) -> f32
    %1563 = "llvm.call"(%1560, %1561, %1562) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1564 = "llvm.insertelement"(%19, %1563, %45) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1565 = "llvm.extractelement"(%1559, %98) : (vector<2xf32>, i64) -> f32
    %1566 = "llvm.extractelement"(%1539, %98) : (vector<2xf32>, i64) -> f32
    %1567 = "llvm.extractelement"(%90, %98) : (vector<2xf32>, i64) -> f32
    %1568 = "llvm.call"(%1565, %1566, %1567) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1569 = "llvm.insertelement"(%1564, %1568, %98) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1570 = "llvm.extractelement"(%1569, %45) : (vector<2xf32>, i64) -> f32
    %1571 = "llvm.extractelement"(%1539, %45) : (vector<2xf32>, i64) -> f32
    %1572 = "llvm.extractelement"(%91, %45) : (vector<2xf32>, i64) -> f32
    %1573 = "llvm.call"(%1570, %1571, %1572) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1574 = "llvm.insertelement"(%19, %1573, %45) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1575 = "llvm.extractelement"(%1569, %98) : (vector<2xf32>, i64) -> f32
    %1576 = "llvm.extractelement"(%1539, %98) : (vector<2xf32>, i64) -> f32
    %1577 = "llvm.extractelement"(%91, %98) : (vector<2xf32>, i64) -> f32
    %1578 = "llvm.call"(%1575, %1576, %1577) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1579 = "llvm.insertelement"(%1574, %1578, %98) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1580 = "llvm.extractelement"(%1579, %45) : (vector<2xf32>, i64) -> f32
    %1581 = "llvm.extractelement"(%1539, %45) : (vector<2xf32>, i64) -> f32
    %1582 = "llvm.extractelement"(%82, %45) : (vector<2xf32>, i64) -> f32
    %1583 = "llvm.call"(%1580, %1581, %1582) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1584 = "llvm.insertelement"(%19, %1583, %45) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1585 = "llvm.extractelement"(%1579, %98) : (vector<2xf32>, i64) -> f32
    %1586 = "llvm.extractelement"(%1539, %98) : (vector<2xf32>, i64) -> f32
    %1587 = "llvm.extractelement"(%82, %98) : (vector<2xf32>, i64) -> f32
    %1588 = "llvm.call"(%1585, %1586, %1587) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1589 = "llvm.insertelement"(%1584, %1588, %98) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1590 = "llvm.fmul"(%1539, %1539) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %1591 = "llvm.extractelement"(%1589, %45) : (vector<2xf32>, i64) -> f32
    %1592 = "llvm.extractelement"(%1590, %45) : (vector<2xf32>, i64) -> f32
    %1593 = "llvm.extractelement"(%1539, %45) : (vector<2xf32>, i64) -> f32
    %1594 = "llvm.call"(%1591, %1592, %1593) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1595 = "llvm.insertelement"(%19, %1594, %45) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1596 = "llvm.extractelement"(%1589, %98) : (vector<2xf32>, i64) -> f32
    %1597 = "llvm.extractelement"(%1590, %98) : (vector<2xf32>, i64) -> f32
    %1598 = "llvm.extractelement"(%1539, %98) : (vector<2xf32>, i64) -> f32
    %1599 = "llvm.call"(%1596, %1597, %1598) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1600 = "llvm.insertelement"(%1595, %1599, %98) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1601 = "llvm.fadd"(%1600, %83) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %1602 = "llvm.fptosi"(%1519) : (vector<2xf32>) -> vector<2xi32>
    %1603 = "llvm.add"(%1602, %97) <{overflowFlags = 0 : i32}> : (vector<2xi32>, vector<2xi32>) -> vector<2xi32>
    %1604 = "llvm.shl"(%1603, %96) <{overflowFlags = 0 : i32}> : (vector<2xi32>, vector<2xi32>) -> vector<2xi32>
    %1605 = "llvm.bitcast"(%1604) : (vector<2xi32>) -> vector<2xf32>
    %1606 = "llvm.fmul"(%1601, %1605) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %1607 = "llvm.fmul"(%1480, %81) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %1608 = "llvm.fcmp"(%1607, %92) <{fastmathFlags = #llvm.fastmath<none>, predicate = 10 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
    %1609 = "llvm.select"(%1608, %1607, %92) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %1610 = "llvm.fcmp"(%1609, %93) <{fastmathFlags = #llvm.fastmath<none>, predicate = 12 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
    %1611 = "llvm.select"(%1610, %1609, %93) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %1612 = "llvm.extractelement"(%1611, %45) : (vector<2xf32>, i64) -> f32
    %1613 = "llvm.extractelement"(%84, %45) : (vector<2xf32>, i64) -> f32
    %1614 = "llvm.extractelement"(%82, %45) : (vector<2xf32>, i64) -> f32
    %1615 = "llvm.call"(%1612, %1613, %1614) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1616 = "llvm.insertelement"(%19, %1615, %45) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1617 = "llvm.extractelement"(%1611, %98) : (vector<2xf32>, i64) -> f32
    %1618 = "llvm.extractelement"(%84, %98) : (vector<2xf32>, i64) -> f32
    %1619 = "llvm.extractelement"(%82, %98) : (vector<2xf32>, i64) -> f32
    %1620 = "llvm.call"(%1617, %1618, %1619) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1621 = "llvm.insertelement"(%1616, %1620, %98) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1622 = "llvm.extractelement"(%1621, %45) : (vector<2xf32>, i64) -> f32
    %1623 = "llvm.call"(%1622) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_floorf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (f32) -> f32
    %1624 = "llvm.insertelement"(%19, %1623, %45) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1625 = "llvm.extractelement"(%1621, %98) : (vector<2xf32>, i64) -> f32
    %1626 = "llvm.call"(%1625) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_floorf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (f32) -> f32
    %1627 = "llvm.insertelement"(%1624, %1626, %98) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1628 = "llvm.fcmp"(%1627, %94) <{fastmathFlags = #llvm.fastmath<none>, predicate = 10 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
    %1629 = "llvm.select"(%1628, %1627, %94) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %1630 = "llvm.fcmp"(%1629, %95) <{fastmathFlags = #llvm.fastmath<none>, predicate = 12 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
    %1631 = "llvm.select"(%1630, %1629, %95) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %1632 = "llvm.extractelement"(%85, %45) : (vector<2xf32>, i64) -> f32
    %1633 = "llvm.extractelement"(%1631, %45) : (vector<2xf32>, i64) -> f32
    %1634 = "llvm.extractelement"(%1611, %45) : (vector<2xf32>, i64) -> f32
    %1635 = "llvm.call"(%1632, %1633, %1634) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1636 = "llvm.insertelement"(%19, %1635, %45) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1637 = "llvm.extractelement"(%85, %98) : (vector<2xf32>, i64) -> f32
    %1638 = "llvm.extractelement"(%1631, %98) : (vector<2xf32>, i64) -> f32
    %1639 = "llvm.extractelement"(%1611, %98) : (vector<2xf32>, i64) -> f32
    %1640 = "llvm.call"(%1637, %1638, %1639) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1641 = "llvm.insertelement"(%1636, %1640, %98) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1642 = "llvm.extractelement"(%86, %45) : (vector<2xf32>, i64) -> f32
    %1643 = "llvm.extractelement"(%1631, %45) : (vector<2xf32>, i64) -> f32
    %1644 = "llvm.extractelement"(%1641, %45) : (vector<2xf32>, i64) -> f32
    %1645 = "llvm.call"(%1642, %1643, %1644) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1646 = "llvm.insertelement"(%19, %1645, %45) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1647 = "llvm.extractelement"(%86, %98) : (vector<2xf32>, i64) -> f32
    %1648 = "llvm.extractelement"(%1631, %98) : (vector<2xf32>, i64) -> f32
    %1649 = "llvm.extractelement"(%1641, %98) : (vector<2xf32>, i64) -> f32
    %1650 = "llvm.call"(%1647, %1648, %1649) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1651 = "llvm.insertelement"(%1646, %1650, %98) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1652 = "llvm.extractelement"(%1651, %45) : (vector<2xf32>, i64) -> f32
    %1653 = "llvm.extractelement"(%87, %45) : (vector<2xf32>, i64) -> f32
    %1654 = "llvm.extractelement"(%88, %45) : (vector<2xf32>, i64) -> f32
    %1655 = "llvm.call"(%1652, %1653, %1654) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1656 = "llvm.insertelement"(%19, %1655, %45) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1657 = "llvm.extractelement"(%1651, %98) : (vector<2xf32>, i64) -> f32
    %1658 = "llvm.extractelement"(%87, %98) : (vector<2xf32>, i64) -> f32
    %1659 = "llvm.extractelement"(%88, %98) : (vector<2xf32>, i64) -> f32
    %1660 = "llvm.call"(%1657, %1658, %1659) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1661 = "llvm.insertelement"(%1656, %1660, %98) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1662 = "llvm.extractelement"(%1661, %45) : (vector<2xf32>, i64) -> f32
    %1663 = "llvm.extractelement"(%1651, %45) : (vector<2xf32>, i64) -> f32
    %1664 = "llvm.extractelement"(%89, %45) : (vector<2xf32>, i64) -> f32
    %1665 = "llvm.call"(%1662, %1663, %1664) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1666 = "llvm.insertelement"(%19, %1665, %45) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1667 = "llvm.extractelement"(%1661, %98) : (vector<2xf32>, i64) -> f32
    %1668 = "llvm.extractelement"(%1651, %98) : (vector<2xf32>, i64) -> f32
    %1669 = "llvm.extractelement"(%89, %98) : (vector<2xf32>, i64) -> f32
    %1670 = "llvm.call"(%1667, %1668, %1669) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1671 = "llvm.insertelement"(%1666, %1670, %98) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1672 = "llvm.extractelement"(%1671, %45) : (vector<2xf32>, i64) -> f32
    %1673 = "llvm.extractelement"(%1651, %45) : (vector<2xf32>, i64) -> f32
    %1674 = "llvm.extractelement"(%90, %45) : (vector<2xf32>, i64) -> f32
    %1675 = "llvm.call"(%1672, %1673, %1674) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1676 = "llvm.insertelement"(%19, %1675, %45) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1677 = "llvm.extractelement"(%1671, %98) : (vector<2xf32>, i64) -> f32
    %1678 = "llvm.extractelement"(%1651, %98) : (vector<2xf32>, i64) -> f32
    %1679 = "llvm.extractelement"(%90, %98) : (vector<2xf32>, i64) -> f32
    %1680 = "llvm.call"(%1677, %1678, %1679) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1681 = "llvm.insertelement"(%1676, %1680, %98) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1682 = "llvm.extractelement"(%1681, %45) : (vector<2xf32>, i64) -> f32
    %1683 = "llvm.extractelement"(%1651, %45) : (vector<2xf32>, i64) -> f32
    %1684 = "llvm.extractelement"(%91, %45) : (vector<2xf32>, i64) -> f32
    %1685 = "llvm.call"(%1682, %1683, %1684) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1686 = "llvm.insertelement"(%19, %1685, %45) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1687 = "llvm.extractelement"(%1681, %98) : (vector<2xf32>, i64) -> f32
    %1688 = "llvm.extractelement"(%1651, %98) : (vector<2xf32>, i64) -> f32
    %1689 = "llvm.extractelement"(%91, %98) : (vector<2xf32>, i64) -> f32
    %1690 = "llvm.call"(%1687, %1688, %1689) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1691 = "llvm.insertelement"(%1686, %1690, %98) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1692 = "llvm.extractelement"(%1691, %45) : (vector<2xf32>, i64) -> f32
    %1693 = "llvm.extractelement"(%1651, %45) : (vector<2xf32>, i64) -> f32
    %1694 = "llvm.extractelement"(%82, %45) : (vector<2xf32>, i64) -> f32
    %1695 = "llvm.call"(%1692, %1693, %1694) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1696 = "llvm.insertelement"(%19, %1695, %45) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1697 = "llvm.extractelement"(%1691, %98) : (vector<2xf32>, i64) -> f32
    %1698 = "llvm.extractelement"(%1651, %98) : (vector<2xf32>, i64) -> f32
    %1699 = "llvm.extractelement"(%82, %98) : (vector<2xf32>, i64) -> f32
    %1700 = "llvm.call"(%1697, %1698, %1699) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1701 = "llvm.insertelement"(%1696, %1700, %98) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1702 = "llvm.fmul"(%1651, %1651) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %1703 = "llvm.extractelement"(%1701, %45) : (vector<2xf32>, i64) -> f32
    %1704 = "llvm.extractelement"(%1702, %45) : (vector<2xf32>, i64) -> f32
    %1705 = "llvm.extractelement"(%1651, %45) : (vector<2xf32>, i64) -> f32
    %1706 = "llvm.call"(%1703, %1704, %1705) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1707 = "llvm.insertelement"(%19, %1706, %45) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1708 = "llvm.extractelement"(%1701, %98) : (vector<2xf32>, i64) -> f32
    %1709 = "llvm.extractelement"(%1702, %98) : (vector<2xf32>, i64) -> f32
    %1710 = "llvm.extractelement"(%1651, %98) : (vector<2xf32>, i64) -> f32
    %1711 = "llvm.call"(%1708, %1709, %1710) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1712 = "llvm.insertelement"(%1707, %1711, %98) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1713 = "llvm.fadd"(%1712, %83) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %1714 = "llvm.fptosi"(%1631) : (vector<2xf32>) -> vector<2xi32>
    %1715 = "llvm.add"(%1714, %97) <{overflowFlags = 0 : i32}> : (vector<2xi32>, vector<2xi32>) -> vector<2xi32>
    %1716 = "llvm.shl"(%1715, %96) <{overflowFlags = 0 : i32}> : (vector<2xi32>, vector<2xi32>) -> vector<2xi32>
    %1717 = "llvm.bitcast"(%1716) : (vector<2xi32>) -> vector<2xf32>
    %1718 = "llvm.fmul"(%1713, %1717) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %1719 = "llvm.fmul"(%1481, %81) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %1720 = "llvm.fcmp"(%1719, %92) <{fastmathFlags = #llvm.fastmath<none>, predicate = 10 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
    %1721 = "llvm.select"(%1720, %1719, %92) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %1722 = "llvm.fcmp"(%1721, %93) <{fastmathFlags = #llvm.fastmath<none>, predicate = 12 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
    %1723 = "llvm.select"(%1722, %1721, %93) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %1724 = "llvm.extractelement"(%1723, %45) : (vector<2xf32>, i64) -> f32
    %1725 = "llvm.extractelement"(%84, %45) : (vector<2xf32>, i64) -> f32
    %1726 = "llvm.extractelement"(%82, %45) : (vector<2xf32>, i64) -> f32
    %1727 = "llvm.call"(%1724, %1725, %1726) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1728 = "llvm.insertelement"(%19, %1727, %45) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1729 = "llvm.extractelement"(%1723, %98) : (vector<2xf32>, i64) -> f32
    %1730 = "llvm.extractelement"(%84, %98) : (vector<2xf32>, i64) -> f32
    %1731 = "llvm.extractelement"(%82, %98) : (vector<2xf32>, i64) -> f32
    %1732 = "llvm.call"(%1729, %1730, %1731) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1733 = "llvm.insertelement"(%1728, %1732, %98) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1734 = "llvm.extractelement"(%1733, %45) : (vector<2xf32>, i64) -> f32
    %1735 = "llvm.call"(%1734) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_floorf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (f32) -> f32
    %1736 = "llvm.insertelement"(%19, %1735, %45) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1737 = "llvm.extractelement"(%1733, %98) : (vector<2xf32>, i64) -> f32
    %1738 = "llvm.call"(%1737) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_floorf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (f32) -> f32
    %1739 = "llvm.insertelement"(%1736, %1738, %98) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1740 = "llvm.fcmp"(%1739, %94) <{fastmathFlags = #llvm.fastmath<none>, predicate = 10 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
    %1741 = "llvm.select"(%1740, %1739, %94) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %1742 = "llvm.fcmp"(%1741, %95) <{fastmathFlags = #llvm.fastmath<none>, predicate = 12 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
    %1743 = "llvm.select"(%1742, %1741, %95) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %1744 = "llvm.extractelement"(%85, %45) : (vector<2xf32>, i64) -> f32
    %1745 = "llvm.extractelement"(%1743, %45) : (vector<2xf32>, i64) -> f32
    %1746 = "llvm.extractelement"(%1723, %45) : (vector<2xf32>, i64) -> f32
    %1747 = "llvm.call"(%1744, %1745, %1746) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1748 = "llvm.insertelement"(%19, %1747, %45) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1749 = "llvm.extractelement"(%85, %98) : (vector<2xf32>, i64) -> f32
    %1750 = "llvm.extractelement"(%1743, %98) : (vector<2xf32>, i64) -> f32
    %1751 = "llvm.extractelement"(%1723, %98) : (vector<2xf32>, i64) -> f32
    %1752 = "llvm.call"(%1749, %1750, %1751) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1753 = "llvm.insertelement"(%1748, %1752, %98) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1754 = "llvm.extractelement"(%86, %45) : (vector<2xf32>, i64) -> f32
    %1755 = "llvm.extractelement"(%1743, %45) : (vector<2xf32>, i64) -> f32
    %1756 = "llvm.extractelement"(%1753, %45) : (vector<2xf32>, i64) -> f32
    %1757 = "llvm.call"(%1754, %1755, %1756) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1758 = "llvm.insertelement"(%19, %1757, %45) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1759 = "llvm.extractelement"(%86, %98) : (vector<2xf32>, i64) -> f32
    %1760 = "llvm.extractelement"(%1743, %98) : (vector<2xf32>, i64) -> f32
    %1761 = "llvm.extractelement"(%1753, %98) : (vector<2xf32>, i64) -> f32
    %1762 = "llvm.call"(%1759, %1760, %1761) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1763 = "llvm.insertelement"(%1758, %1762, %98) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1764 = "llvm.extractelement"(%1763, %45) : (vector<2xf32>, i64) -> f32
    %1765 = "llvm.extractelement"(%87, %45) : (vector<2xf32>, i64) -> f32
    %1766 = "llvm.extractelement"(%88, %45) : (vector<2xf32>, i64) -> f32
    %1767 = "llvm.call"(%1764, %1765, %1766) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1768 = "llvm.insertelement"(%19, %1767, %45) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1769 = "llvm.extractelement"(%1763, %98) : (vector<2xf32>, i64) -> f32
    %1770 = "llvm.extractelement"(%87, %98) : (vector<2xf32>, i64) -> f32
    %1771 = "llvm.extractelement"(%88, %98) : (vector<2xf32>, i64) -> f32
    %1772 = "llvm.call"(%1769, %1770, %1771) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1773 = "llvm.insertelement"(%1768, %1772, %98) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1774 = "llvm.extractelement"(%1773, %45) : (vector<2xf32>, i64) -> f32
    %1775 = "llvm.extractelement"(%1763, %45) : (vector<2xf32>, i64) -> f32
    %1776 = "llvm.extractelement"(%89, %45) : (vector<2xf32>, i64) -> f32
    %1777 = "llvm.call"(%1774, %1775, %1776) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1778 = "llvm.insertelement"(%19, %1777, %45) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1779 = "llvm.extractelement"(%1773, %98) : (vector<2xf32>, i64) -> f32
    %1780 = "llvm.extractelement"(%1763, %98) : (vector<2xf32>, i64) -> f32
    %1781 = "llvm.extractelement"(%89, %98) : (vector<2xf32>, i64) -> f32
    %1782 = "llvm.call"(%1779, %1780, %1781) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1783 = "llvm.insertelement"(%1778, %1782, %98) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1784 = "llvm.extractelement"(%1783, %45) : (vector<2xf32>, i64) -> f32
    %1785 = "llvm.extractelement"(%1763, %45) : (vector<2xf32>, i64) -> f32
    %1786 = "llvm.extractelement"(%90, %45) : (vector<2xf32>, i64) -> f32
    %1787 = "llvm.call"(%1784, %1785, %1786) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1788 = "llvm.insertelement"(%19, %1787, %45) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1789 = "llvm.extractelement"(%1783, %98) : (vector<2xf32>, i64) -> f32
    %1790 = "llvm.extractelement"(%1763, %98) : (vector<2xf32>, i64) -> f32
    %1791 = "llvm.extractelement"(%90, %98) : (vector<2xf32>, i64) -> f32
    %1792 = "llvm.call"(%1789, %1790, %1791) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1793 = "llvm.insertelement"(%1788, %1792, %98) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1794 = "llvm.extractelement"(%1793, %45) : (vector<2xf32>, i64) -> f32
    %1795 = "llvm.extractelement"(%1763, %45) : (vector<2xf32>, i64) -> f32
    %1796 = "llvm.extractelement"(%91, %45) : (vector<2xf32>, i64) -> f32
    %1797 = "llvm.call"(%1794, %1795, %1796) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1798 = "llvm.insertelement"(%19, %1797, %45) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1799 = "llvm.extractelement"(%1793, %98) : (vector<2xf32>, i64) -> f32
    %1800 = "llvm.extractelement"(%1763, %98) : (vector<2xf32>, i64) -> f32
    %1801 = "llvm.extractelement"(%91, %98) : (vector<2xf32>, i64) -> f32
    %1802 = "llvm.call"(%1799, %1800, %1801) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1803 = "llvm.insertelement"(%1798, %1802, %98) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1804 = "llvm.extractelement"(%1803, %45) : (vector<2xf32>, i64) -> f32
    %1805 = "llvm.extractelement"(%1763, %45) : (vector<2xf32>, i64) -> f32
    %1806 = "llvm.extractelement"(%82, %45) : (vector<2xf32>, i64) -> f32
    %1807 = "llvm.call"(%1804, %1805, %1806) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1808 = "llvm.insertelement"(%19, %1807, %45) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1809 = "llvm.extractelement"(%1803, %98) : (vector<2xf32>, i64) -> f32
    %1810 = "llvm.extractelement"(%1763, %98) : (vector<2xf32>, i64) -> f32
    %1811 = "llvm.extractelement"(%82, %98) : (vector<2xf32>, i64) -> f32
    %1812 = "llvm.call"(%1809, %1810, %1811) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1813 = "llvm.insertelement"(%1808, %1812, %98) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1814 = "llvm.fmul"(%1763, %1763) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %1815 = "llvm.extractelement"(%1813, %45) : (vector<2xf32>, i64) -> f32
    %1816 = "llvm.extractelement"(%1814, %45) : (vector<2xf32>, i64) -> f32
    %1817 = "llvm.extractelement"(%1763, %45) : (vector<2xf32>, i64) -> f32
    %1818 = "llvm.call"(%1815, %1816, %1817) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1819 = "llvm.insertelement"(%19, %1818, %45) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1820 = "llvm.extractelement"(%1813, %98) : (vector<2xf32>, i64) -> f32
    %1821 = "llvm.extractelement"(%1814, %98) : (vector<2xf32>, i64) -> f32
    %1822 = "llvm.extractelement"(%1763, %98) : (vector<2xf32>, i64) -> f32
    %1823 = "llvm.call"(%1820, %1821, %1822) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1824 = "llvm.insertelement"(%1819, %1823, %98) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1825 = "llvm.fadd"(%1824, %83) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %1826 = "llvm.fptosi"(%1743) : (vector<2xf32>) -> vector<2xi32>
    %1827 = "llvm.add"(%1826, %97) <{overflowFlags = 0 : i32}> : (vector<2xi32>, vector<2xi32>) -> vector<2xi32>
    %1828 = "llvm.shl"(%1827, %96) <{overflowFlags = 0 : i32}> : (vector<2xi32>, vector<2xi32>) -> vector<2xi32>
    %1829 = "llvm.bitcast"(%1828) : (vector<2xi32>) -> vector<2xf32>
    %1830 = "llvm.fmul"(%1825, %1829) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %1831 = "llvm.fmul"(%1482, %81) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %1832 = "llvm.fcmp"(%1831, %92) <{fastmathFlags = #llvm.fastmath<none>, predicate = 10 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
    %1833 = "llvm.select"(%1832, %1831, %92) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %1834 = "llvm.fcmp"(%1833, %93) <{fastmathFlags = #llvm.fastmath<none>, predicate = 12 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
    %1835 = "llvm.select"(%1834, %1833, %93) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %1836 = "llvm.extractelement"(%1835, %45) : (vector<2xf32>, i64) -> f32
    %1837 = "llvm.extractelement"(%84, %45) : (vector<2xf32>, i64) -> f32
    %1838 = "llvm.extractelement"(%82, %45) : (vector<2xf32>, i64) -> f32
    %1839 = "llvm.call"(%1836, %1837, %1838) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1840 = "llvm.insertelement"(%19, %1839, %45) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1841 = "llvm.extractelement"(%1835, %98) : (vector<2xf32>, i64) -> f32
    %1842 = "llvm.extractelement"(%84, %98) : (vector<2xf32>, i64) -> f32
    %1843 = "llvm.extractelement"(%82, %98) : (vector<2xf32>, i64) -> f32
    %1844 = "llvm.call"(%1841, %1842, %1843) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1845 = "llvm.insertelement"(%1840, %1844, %98) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1846 = "llvm.extractelement"(%1845, %45) : (vector<2xf32>, i64) -> f32
    %1847 = "llvm.call"(%1846) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_floorf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (f32) -> f32
    %1848 = "llvm.insertelement"(%19, %1847, %45) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1849 = "llvm.extractelement"(%1845, %98) : (vector<2xf32>, i64) -> f32
    %1850 = "llvm.call"(%1849) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_floorf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (f32) -> f32
    %1851 = "llvm.insertelement"(%1848, %1850, %98) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1852 = "llvm.fcmp"(%1851, %94) <{fastmathFlags = #llvm.fastmath<none>, predicate = 10 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
    %1853 = "llvm.select"(%1852, %1851, %94) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %1854 = "llvm.fcmp"(%1853, %95) <{fastmathFlags = #llvm.fastmath<none>, predicate = 12 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
    %1855 = "llvm.select"(%1854, %1853, %95) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %1856 = "llvm.extractelement"(%85, %45) : (vector<2xf32>, i64) -> f32
    %1857 = "llvm.extractelement"(%1855, %45) : (vector<2xf32>, i64) -> f32
    %1858 = "llvm.extractelement"(%1835, %45) : (vector<2xf32>, i64) -> f32
    %1859 = "llvm.call"(%1856, %1857, %1858) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1860 = "llvm.insertelement"(%19, %1859, %45) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1861 = "llvm.extractelement"(%85, %98) : (vector<2xf32>, i64) -> f32
    %1862 = "llvm.extractelement"(%1855, %98) : (vector<2xf32>, i64) -> f32
    %1863 = "llvm.extractelement"(%1835, %98) : (vector<2xf32>, i64) -> f32
    %1864 = "llvm.call"(%1861, %1862, %1863) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1865 = "llvm.insertelement"(%1860, %1864, %98) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1866 = "llvm.extractelement"(%86, %45) : (vector<2xf32>, i64) -> f32
    %1867 = "llvm.extractelement"(%1855, %45) : (vector<2xf32>, i64) -> f32
    %1868 = "llvm.extractelement"(%1865, %45) : (vector<2xf32>, i64) -> f32
    %1869 = "llvm.call"(%1866, %1867, %1868) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1870 = "llvm.insertelement"(%19, %1869, %45) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1871 = "llvm.extractelement"(%86, %98) : (vector<2xf32>, i64) -> f32
    %1872 = "llvm.extractelement"(%1855, %98) : (vector<2xf32>, i64) -> f32
    %1873 = "llvm.extractelement"(%1865, %98) : (vector<2xf32>, i64) -> f32
    %1874 = "llvm.call"(%1871, %1872, %1873) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1875 = "llvm.insertelement"(%1870, %1874, %98) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1876 = "llvm.extractelement"(%1875, %45) : (vector<2xf32>, i64) -> f32
    %1877 = "llvm.extractelement"(%87, %45) : (vector<2xf32>, i64) -> f32
    %1878 = "llvm.extractelement"(%88, %45) : (vector<2xf32>, i64) -> f32
    %1879 = "llvm.call"(%1876, %1877, %1878) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1880 = "llvm.insertelement"(%19, %1879, %45) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1881 = "llvm.extractelement"(%1875, %98) : (vector<2xf32>, i64) -> f32
    %1882 = "llvm.extractelement"(%87, %98) : (vector<2xf32>, i64) -> f32
    %1883 = "llvm.extractelement"(%88, %98) : (vector<2xf32>, i64) -> f32
    %1884 = "llvm.call"(%1881, %1882, %1883) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1885 = "llvm.insertelement"(%1880, %1884, %98) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1886 = "llvm.extractelement"(%1885, %45) : (vector<2xf32>, i64) -> f32
    %1887 = "llvm.extractelement"(%1875, %45) : (vector<2xf32>, i64) -> f32
    %1888 = "llvm.extractelement"(%89, %45) : (vector<2xf32>, i64) -> f32
    %1889 = "llvm.call"(%1886, %1887, %1888) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1890 = "llvm.insertelement"(%19, %1889, %45) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1891 = "llvm.extractelement"(%1885, %98) : (vector<2xf32>, i64) -> f32
    %1892 = "llvm.extractelement"(%1875, %98) : (vector<2xf32>, i64) -> f32
    %1893 = "llvm.extractelement"(%89, %98) : (vector<2xf32>, i64) -> f32
    %1894 = "llvm.call"(%1891, %1892, %1893) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1895 = "llvm.insertelement"(%1890, %1894, %98) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1896 = "llvm.extractelement"(%1895, %45) : (vector<2xf32>, i64) -> f32
    %1897 = "llvm.extractelement"(%1875, %45) : (vector<2xf32>, i64) -> f32
    %1898 = "llvm.extractelement"(%90, %45) : (vector<2xf32>, i64) -> f32
    %1899 = "llvm.call"(%1896, %1897, %1898) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1900 = "llvm.insertelement"(%19, %1899, %45) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1901 = "llvm.extractelement"(%1895, %98) : (vector<2xf32>, i64) -> f32
    %1902 = "llvm.extractelement"(%1875, %98) : (vector<2xf32>, i64) -> f32
    %1903 = "llvm.extractelement"(%90, %98) : (vector<2xf32>, i64) -> f32
    %1904 = "llvm.call"(%1901, %1902, %1903) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1905 = "llvm.insertelement"(%1900, %1904, %98) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1906 = "llvm.extractelement"(%1905, %45) : (vector<2xf32>, i64) -> f32
    %1907 = "llvm.extractelement"(%1875, %45) : (vector<2xf32>, i64) -> f32
    %1908 = "llvm.extractelement"(%91, %45) : (vector<2xf32>, i64) -> f32
    %1909 = "llvm.call"(%1906, %1907, %1908) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1910 = "llvm.insertelement"(%19, %1909, %45) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1911 = "llvm.extractelement"(%1905, %98) : (vector<2xf32>, i64) -> f32
    %1912 = "llvm.extractelement"(%1875, %98) : (vector<2xf32>, i64) -> f32
    %1913 = "llvm.extractelement"(%91, %98) : (vector<2xf32>, i64) -> f32
    %1914 = "llvm.call"(%1911, %1912, %1913) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1915 = "llvm.insertelement"(%1910, %1914, %98) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1916 = "llvm.extractelement"(%1915, %45) : (vector<2xf32>, i64) -> f32
    %1917 = "llvm.extractelement"(%1875, %45) : (vector<2xf32>, i64) -> f32
    %1918 = "llvm.extractelement"(%82, %45) : (vector<2xf32>, i64) -> f32
    %1919 = "llvm.call"(%1916, %1917, %1918) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1920 = "llvm.insertelement"(%19, %1919, %45) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1921 = "llvm.extractelement"(%1915, %98) : (vector<2xf32>, i64) -> f32
    %1922 = "llvm.extractelement"(%1875, %98) : (vector<2xf32>, i64) -> f32
    %1923 = "llvm.extractelement"(%82, %98) : (vector<2xf32>, i64) -> f32
    %1924 = "llvm.call"(%1921, %1922, %1923) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1925 = "llvm.insertelement"(%1920, %1924, %98) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1926 = "llvm.fmul"(%1875, %1875) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %1927 = "llvm.extractelement"(%1925, %45) : (vector<2xf32>, i64) -> f32
    %1928 = "llvm.extractelement"(%1926, %45) : (vector<2xf32>, i64) -> f32
    %1929 = "llvm.extractelement"(%1875, %45) : (vector<2xf32>, i64) -> f32
    %1930 = "llvm.call"(%1927, %1928, %1929) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1931 = "llvm.insertelement"(%19, %1930, %45) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1932 = "llvm.extractelement"(%1925, %98) : (vector<2xf32>, i64) -> f32
    %1933 = "llvm.extractelement"(%1926, %98) : (vector<2xf32>, i64) -> f32
    %1934 = "llvm.extractelement"(%1875, %98) : (vector<2xf32>, i64) -> f32
    %1935 = "llvm.call"(%1932, %1933, %1934) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1936 = "llvm.insertelement"(%1931, %1935, %98) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1937 = "llvm.fadd"(%1936, %83) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %1938 = "llvm.fptosi"(%1855) : (vector<2xf32>) -> vector<2xi32>
    %1939 = "llvm.add"(%1938, %97) <{overflowFlags = 0 : i32}> : (vector<2xi32>, vector<2xi32>) -> vector<2xi32>
    %1940 = "llvm.shl"(%1939, %96) <{overflowFlags = 0 : i32}> : (vector<2xi32>, vector<2xi32>) -> vector<2xi32>
    %1941 = "llvm.bitcast"(%1940) : (vector<2xi32>) -> vector<2xf32>
    %1942 = "llvm.fmul"(%1937, %1941) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %1943 = "llvm.fmul"(%1483, %81) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %1944 = "llvm.fcmp"(%1943, %92) <{fastmathFlags = #llvm.fastmath<none>, predicate = 10 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
    %1945 = "llvm.select"(%1944, %1943, %92) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %1946 = "llvm.fcmp"(%1945, %93) <{fastmathFlags = #llvm.fastmath<none>, predicate = 12 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
    %1947 = "llvm.select"(%1946, %1945, %93) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %1948 = "llvm.extractelement"(%1947, %45) : (vector<2xf32>, i64) -> f32
    %1949 = "llvm.extractelement"(%84, %45) : (vector<2xf32>, i64) -> f32
    %1950 = "llvm.extractelement"(%82, %45) : (vector<2xf32>, i64) -> f32
    %1951 = "llvm.call"(%1948, %1949, %1950) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1952 = "llvm.insertelement"(%19, %1951, %45) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1953 = "llvm.extractelement"(%1947, %98) : (vector<2xf32>, i64) -> f32
    %1954 = "llvm.extractelement"(%84, %98) : (vector<2xf32>, i64) -> f32
    %1955 = "llvm.extractelement"(%82, %98) : (vector<2xf32>, i64) -> f32
    %1956 = "llvm.call"(%1953, %1954, %1955) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1957 = "llvm.insertelement"(%1952, %1956, %98) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1958 = "llvm.extractelement"(%1957, %45) : (vector<2xf32>, i64) -> f32
    %1959 = "llvm.call"(%1958) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_floorf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (f32) -> f32
    %1960 = "llvm.insertelement"(%19, %1959, %45) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1961 = "llvm.extractelement"(%1957, %98) : (vector<2xf32>, i64) -> f32
    %1962 = "llvm.call"(%1961) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_floorf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (f32) -> f32
    %1963 = "llvm.insertelement"(%1960, %1962, %98) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1964 = "llvm.fcmp"(%1963, %94) <{fastmathFlags = #llvm.fastmath<none>, predicate = 10 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
    %1965 = "llvm.select"(%1964, %1963, %94) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %1966 = "llvm.fcmp"(%1965, %95) <{fastmathFlags = #llvm.fastmath<none>, predicate = 12 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
    %1967 = "llvm.select"(%1966, %1965, %95) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %1968 = "llvm.extractelement"(%85, %45) : (vector<2xf32>, i64) -> f32
    %1969 = "llvm.extractelement"(%1967, %45) : (vector<2xf32>, i64) -> f32
    %1970 = "llvm.extractelement"(%1947, %45) : (vector<2xf32>, i64) -> f32
    %1971 = "llvm.call"(%1968, %1969, %1970) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1972 = "llvm.insertelement"(%19, %1971, %45) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1973 = "llvm.extractelement"(%85, %98) : (vector<2xf32>, i64) -> f32
    %1974 = "llvm.extractelement"(%1967, %98) : (vector<2xf32>, i64) -> f32
    %1975 = "llvm.extractelement"(%1947, %98) : (vector<2xf32>, i64) -> f32
    %1976 = "llvm.call"(%1973, %1974, %1975) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1977 = "llvm.insertelement"(%1972, %1976, %98) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1978 = "llvm.extractelement"(%86, %45) : (vector<2xf32>, i64) -> f32
    %1979 = "llvm.extractelement"(%1967, %45) : (vector<2xf32>, i64) -> f32
    %1980 = "llvm.extractelement"(%1977, %45) : (vector<2xf32>, i64) -> f32
    %1981 = "llvm.call"(%1978, %1979, %1980) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1982 = "llvm.insertelement"(%19, %1981, %45) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1983 = "llvm.extractelement"(%86, %98) : (vector<2xf32>, i64) -> f32
    %1984 = "llvm.extractelement"(%1967, %98) : (vector<2xf32>, i64) -> f32
    %1985 = "llvm.extractelement"(%1977, %98) : (vector<2xf32>, i64) -> f32
    %1986 = "llvm.call"(%1983, %1984, %1985) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1987 = "llvm.insertelement"(%1982, %1986, %98) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1988 = "llvm.extractelement"(%1987, %45) : (vector<2xf32>, i64) -> f32
    %1989 = "llvm.extractelement"(%87, %45) : (vector<2xf32>, i64) -> f32
    %1990 = "llvm.extractelement"(%88, %45) : (vector<2xf32>, i64) -> f32
    %1991 = "llvm.call"(%1988, %1989, %1990) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1992 = "llvm.insertelement"(%19, %1991, %45) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1993 = "llvm.extractelement"(%1987, %98) : (vector<2xf32>, i64) -> f32
    %1994 = "llvm.extractelement"(%87, %98) : (vector<2xf32>, i64) -> f32
    %1995 = "llvm.extractelement"(%88, %98) : (vector<2xf32>, i64) -> f32
    %1996 = "llvm.call"(%1993, %1994, %1995) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1997 = "llvm.insertelement"(%1992, %1996, %98) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %1998 = "llvm.extractelement"(%1997, %45) : (vector<2xf32>, i64) -> f32
    %1999 = "llvm.extractelement"(%1987, %45) : (vector<2xf32>, i64) -> f32
    %2000 = "llvm.extractelement"(%89, %45) : (vector<2xf32>, i64) -> f32
    %2001 = "llvm.call"(%1998, %1999, %2000) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2002 = "llvm.insertelement"(%19, %2001, %45) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2003 = "llvm.extractelement"(%1997, %98) : (vector<2xf32>, i64) -> f32
    %2004 = "llvm.extractelement"(%1987, %98) : (vector<2xf32>, i64) -> f32
    %2005 = "llvm.extractelement"(%89, %98) : (vector<2xf32>, i64) -> f32
    %2006 = "llvm.call"(%2003, %2004, %2005) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2007 = "llvm.insertelement"(%2002, %2006, %98) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2008 = "llvm.extractelement"(%2007, %45) : (vector<2xf32>, i64) -> f32
    %2009 = "llvm.extractelement"(%1987, %45) : (vector<2xf32>, i64) -> f32
    %2010 = "llvm.extractelement"(%90, %45) : (vector<2xf32>, i64) -> f32
    %2011 = "llvm.call"(%2008, %2009, %2010) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2012 = "llvm.insertelement"(%19, %2011, %45) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2013 = "llvm.extractelement"(%2007, %98) : (vector<2xf32>, i64) -> f32
    %2014 = "llvm.extractelement"(%1987, %98) : (vector<2xf32>, i64) -> f32
    %2015 = "llvm.extractelement"(%90, %98) : (vector<2xf32>, i64) -> f32
    %2016 = "llvm.call"(%2013, %2014, %2015) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2017 = "llvm.insertelement"(%2012, %2016, %98) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2018 = "llvm.extractelement"(%2017, %45) : (vector<2xf32>, i64) -> f32
    %2019 = "llvm.extractelement"(%1987, %45) : (vector<2xf32>, i64) -> f32
    %2020 = "llvm.extractelement"(%91, %45) : (vector<2xf32>, i64) -> f32
    %2021 = "llvm.call"(%2018, %2019, %2020) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2022 = "llvm.insertelement"(%19, %2021, %45) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2023 = "llvm.extractelement"(%2017, %98) : (vector<2xf32>, i64) -> f32
    %2024 = "llvm.extractelement"(%1987, %98) : (vector<2xf32>, i64) -> f32
    %2025 = "llvm.extractelement"(%91, %98) : (vector<2xf32>, i64) -> f32
    %2026 = "llvm.call"(%2023, %2024, %2025) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2027 = "llvm.insertelement"(%2022, %2026, %98) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2028 = "llvm.extractelement"(%2027, %45) : (vector<2xf32>, i64) -> f32
    %2029 = "llvm.extractelement"(%1987, %45) : (vector<2xf32>, i64) -> f32
    %2030 = "llvm.extractelement"(%82, %45) : (vector<2xf32>, i64) -> f32
    %2031 = "llvm.call"(%2028, %2029, %2030) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2032 = "llvm.insertelement"(%19, %2031, %45) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2033 = "llvm.extractelement"(%2027, %98) : (vector<2xf32>, i64) -> f32
    %2034 = "llvm.extractelement"(%1987, %98) : (vector<2xf32>, i64) -> f32
    %2035 = "llvm.extractelement"(%82, %98) : (vector<2xf32>, i64) -> f32
    %2036 = "llvm.call"(%2033, %2034, %2035) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2037 = "llvm.insertelement"(%2032, %2036, %98) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2038 = "llvm.fmul"(%1987, %1987) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %2039 = "llvm.extractelement"(%2037, %45) : (vector<2xf32>, i64) -> f32
    %2040 = "llvm.extractelement"(%2038, %45) : (vector<2xf32>, i64) -> f32
    %2041 = "llvm.extractelement"(%1987, %45) : (vector<2xf32>, i64) -> f32
    %2042 = "llvm.call"(%2039, %2040, %2041) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2043 = "llvm.insertelement"(%19, %2042, %45) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2044 = "llvm.extractelement"(%2037, %98) : (vector<2xf32>, i64) -> f32
    %2045 = "llvm.extractelement"(%2038, %98) : (vector<2xf32>, i64) -> f32
    %2046 = "llvm.extractelement"(%1987, %98) : (vector<2xf32>, i64) -> f32
    %2047 = "llvm.call"(%2044, %2045, %2046) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2048 = "llvm.insertelement"(%2043, %2047, %98) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2049 = "llvm.fadd"(%2048, %83) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %2050 = "llvm.fptosi"(%1967) : (vector<2xf32>) -> vector<2xi32>
    %2051 = "llvm.add"(%2050, %97) <{overflowFlags = 0 : i32}> : (vector<2xi32>, vector<2xi32>) -> vector<2xi32>
    %2052 = "llvm.shl"(%2051, %96) <{overflowFlags = 0 : i32}> : (vector<2xi32>, vector<2xi32>) -> vector<2xi32>
    %2053 = "llvm.bitcast"(%2052) : (vector<2xi32>) -> vector<2xf32>
    %2054 = "llvm.fmul"(%2049, %2053) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %2055 = "llvm.fmul"(%1484, %81) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %2056 = "llvm.fcmp"(%2055, %92) <{fastmathFlags = #llvm.fastmath<none>, predicate = 10 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
    %2057 = "llvm.select"(%2056, %2055, %92) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %2058 = "llvm.fcmp"(%2057, %93) <{fastmathFlags = #llvm.fastmath<none>, predicate = 12 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
    %2059 = "llvm.select"(%2058, %2057, %93) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %2060 = "llvm.extractelement"(%2059, %45) : (vector<2xf32>, i64) -> f32
    %2061 = "llvm.extractelement"(%84, %45) : (vector<2xf32>, i64) -> f32
    %2062 = "llvm.extractelement"(%82, %45) : (vector<2xf32>, i64) -> f32
    %2063 = "llvm.call"(%2060, %2061, %2062) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2064 = "llvm.insertelement"(%19, %2063, %45) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2065 = "llvm.extractelement"(%2059, %98) : (vector<2xf32>, i64) -> f32
    %2066 = "llvm.extractelement"(%84, %98) : (vector<2xf32>, i64) -> f32
    %2067 = "llvm.extractelement"(%82, %98) : (vector<2xf32>, i64) -> f32
    %2068 = "llvm.call"(%2065, %2066, %2067) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2069 = "llvm.insertelement"(%2064, %2068, %98) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2070 = "llvm.extractelement"(%2069, %45) : (vector<2xf32>, i64) -> f32
    %2071 = "llvm.call"(%2070) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_floorf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (f32) -> f32
    %2072 = "llvm.insertelement"(%19, %2071, %45) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2073 = "llvm.extractelement"(%2069, %98) : (vector<2xf32>, i64) -> f32
    %2074 = "llvm.call"(%2073) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_floorf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (f32) -> f32
    %2075 = "llvm.insertelement"(%2072, %2074, %98) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2076 = "llvm.fcmp"(%2075, %94) <{fastmathFlags = #llvm.fastmath<none>, predicate = 10 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
    %2077 = "llvm.select"(%2076, %2075, %94) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %2078 = "llvm.fcmp"(%2077, %95) <{fastmathFlags = #llvm.fastmath<none>, predicate = 12 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
    %2079 = "llvm.select"(%2078, %2077, %95) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %2080 = "llvm.extractelement"(%85, %45) : (vector<2xf32>, i64) -> f32
    %2081 = "llvm.extractelement"(%2079, %45) : (vector<2xf32>, i64) -> f32
    %2082 = "llvm.extractelement"(%2059, %45) : (vector<2xf32>, i64) -> f32
    %2083 = "llvm.call"(%2080, %2081, %2082) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2084 = "llvm.insertelement"(%19, %2083, %45) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2085 = "llvm.extractelement"(%85, %98) : (vector<2xf32>, i64) -> f32
    %2086 = "llvm.extractelement"(%2079, %98) : (vector<2xf32>, i64) -> f32
    %2087 = "llvm.extractelement"(%2059, %98) : (vector<2xf32>, i64) -> f32
    %2088 = "llvm.call"(%2085, %2086, %2087) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2089 = "llvm.insertelement"(%2084, %2088, %98) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2090 = "llvm.extractelement"(%86, %45) : (vector<2xf32>, i64) -> f32
    %2091 = "llvm.extractelement"(%2079, %45) : (vector<2xf32>, i64) -> f32
    %2092 = "llvm.extractelement"(%2089, %45) : (vector<2xf32>, i64) -> f32
    %2093 = "llvm.call"(%2090, %2091, %2092) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2094 = "llvm.insertelement"(%19, %2093, %45) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2095 = "llvm.extractelement"(%86, %98) : (vector<2xf32>, i64) -> f32
    %2096 = "llvm.extractelement"(%2079, %98) : (vector<2xf32>, i64) -> f32
    %2097 = "llvm.extractelement"(%2089, %98) : (vector<2xf32>, i64) -> f32
    %2098 = "llvm.call"(%2095, %2096, %2097) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2099 = "llvm.insertelement"(%2094, %2098, %98) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2100 = "llvm.extractelement"(%2099, %45) : (vector<2xf32>, i64) -> f32
    %2101 = "llvm.extractelement"(%87, %45) : (vector<2xf32>, i64) -> f32
    %2102 = "llvm.extractelement"(%88, %45) : (vector<2xf32>, i64) -> f32
    %2103 = "llvm.call"(%2100, %2101, %2102) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2104 = "llvm.insertelement"(%19, %2103, %45) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2105 = "llvm.extractelement"(%2099, %98) : (vector<2xf32>, i64) -> f32
    %2106 = "llvm.extractelement"(%87, %98) : (vector<2xf32>, i64) -> f32
    %2107 = "llvm.extractelement"(%88, %98) : (vector<2xf32>, i64) -> f32
    %2108 = "llvm.call"(%2105, %2106, %2107) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2109 = "llvm.insertelement"(%2104, %2108, %98) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2110 = "llvm.extractelement"(%2109, %45) : (vector<2xf32>, i64) -> f32
    %2111 = "llvm.extractelement"(%2099, %45) : (vector<2xf32>, i64) -> f32
    %2112 = "llvm.extractelement"(%89, %45) : (vector<2xf32>, i64) -> f32
    %2113 = "llvm.call"(%2110, %2111, %2112) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2114 = "llvm.insertelement"(%19, %2113, %45) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2115 = "llvm.extractelement"(%2109, %98) : (vector<2xf32>, i64) -> f32
    %2116 = "llvm.extractelement"(%2099, %98) : (vector<2xf32>, i64) -> f32
    %2117 = "llvm.extractelement"(%89, %98) : (vector<2xf32>, i64) -> f32
    %2118 = "llvm.call"(%2115, %2116, %2117) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2119 = "llvm.insertelement"(%2114, %2118, %98) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2120 = "llvm.extractelement"(%2119, %45) : (vector<2xf32>, i64) -> f32
    %2121 = "llvm.extractelement"(%2099, %45) : (vector<2xf32>, i64) -> f32
    %2122 = "llvm.extractelement"(%90, %45) : (vector<2xf32>, i64) -> f32
    %2123 = "llvm.call"(%2120, %2121, %2122) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2124 = "llvm.insertelement"(%19, %2123, %45) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2125 = "llvm.extractelement"(%2119, %98) : (vector<2xf32>, i64) -> f32
    %2126 = "llvm.extractelement"(%2099, %98) : (vector<2xf32>, i64) -> f32
    %2127 = "llvm.extractelement"(%90, %98) : (vector<2xf32>, i64) -> f32
    %2128 = "llvm.call"(%2125, %2126, %2127) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2129 = "llvm.insertelement"(%2124, %2128, %98) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2130 = "llvm.extractelement"(%2129, %45) : (vector<2xf32>, i64) -> f32
    %2131 = "llvm.extractelement"(%2099, %45) : (vector<2xf32>, i64) -> f32
    %2132 = "llvm.extractelement"(%91, %45) : (vector<2xf32>, i64) -> f32
    %2133 = "llvm.call"(%2130, %2131, %2132) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2134 = "llvm.insertelement"(%19, %2133, %45) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2135 = "llvm.extractelement"(%2129, %98) : (vector<2xf32>, i64) -> f32
    %2136 = "llvm.extractelement"(%2099, %98) : (vector<2xf32>, i64) -> f32
    %2137 = "llvm.extractelement"(%91, %98) : (vector<2xf32>, i64) -> f32
    %2138 = "llvm.call"(%2135, %2136, %2137) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2139 = "llvm.insertelement"(%2134, %2138, %98) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2140 = "llvm.extractelement"(%2139, %45) : (vector<2xf32>, i64) -> f32
    %2141 = "llvm.extractelement"(%2099, %45) : (vector<2xf32>, i64) -> f32
    %2142 = "llvm.extractelement"(%82, %45) : (vector<2xf32>, i64) -> f32
    %2143 = "llvm.call"(%2140, %2141, %2142) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2144 = "llvm.insertelement"(%19, %2143, %45) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2145 = "llvm.extractelement"(%2139, %98) : (vector<2xf32>, i64) -> f32
    %2146 = "llvm.extractelement"(%2099, %98) : (vector<2xf32>, i64) -> f32
    %2147 = "llvm.extractelement"(%82, %98) : (vector<2xf32>, i64) -> f32
    %2148 = "llvm.call"(%2145, %2146, %2147) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2149 = "llvm.insertelement"(%2144, %2148, %98) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2150 = "llvm.fmul"(%2099, %2099) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %2151 = "llvm.extractelement"(%2149, %45) : (vector<2xf32>, i64) -> f32
    %2152 = "llvm.extractelement"(%2150, %45) : (vector<2xf32>, i64) -> f32
    %2153 = "llvm.extractelement"(%2099, %45) : (vector<2xf32>, i64) -> f32
    %2154 = "llvm.call"(%2151, %2152, %2153) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2155 = "llvm.insertelement"(%19, %2154, %45) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2156 = "llvm.extractelement"(%2149, %98) : (vector<2xf32>, i64) -> f32
    %2157 = "llvm.extractelement"(%2150, %98) : (vector<2xf32>, i64) -> f32
    %2158 = "llvm.extractelement"(%2099, %98) : (vector<2xf32>, i64) -> f32
    %2159 = "llvm.call"(%2156, %2157, %2158) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2160 = "llvm.insertelement"(%2155, %2159, %98) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2161 = "llvm.fadd"(%2160, %83) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %2162 = "llvm.fptosi"(%2079) : (vector<2xf32>) -> vector<2xi32>
    %2163 = "llvm.add"(%2162, %97) <{overflowFlags = 0 : i32}> : (vector<2xi32>, vector<2xi32>) -> vector<2xi32>
    %2164 = "llvm.shl"(%2163, %96) <{overflowFlags = 0 : i32}> : (vector<2xi32>, vector<2xi32>) -> vector<2xi32>
    %2165 = "llvm.bitcast"(%2164) : (vector<2xi32>) -> vector<2xf32>
    %2166 = "llvm.fmul"(%2161, %2165) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %2167 = "llvm.fmul"(%1485, %81) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %2168 = "llvm.fcmp"(%2167, %92) <{fastmathFlags = #llvm.fastmath<none>, predicate = 10 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
    %2169 = "llvm.select"(%2168, %2167, %92) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %2170 = "llvm.fcmp"(%2169, %93) <{fastmathFlags = #llvm.fastmath<none>, predicate = 12 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
    %2171 = "llvm.select"(%2170, %2169, %93) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %2172 = "llvm.extractelement"(%2171, %45) : (vector<2xf32>, i64) -> f32
    %2173 = "llvm.extractelement"(%84, %45) : (vector<2xf32>, i64) -> f32
    %2174 = "llvm.extractelement"(%82, %45) : (vector<2xf32>, i64) -> f32
    %2175 = "llvm.call"(%2172, %2173, %2174) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2176 = "llvm.insertelement"(%19, %2175, %45) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2177 = "llvm.extractelement"(%2171, %98) : (vector<2xf32>, i64) -> f32
    %2178 = "llvm.extractelement"(%84, %98) : (vector<2xf32>, i64) -> f32
    %2179 = "llvm.extractelement"(%82, %98) : (vector<2xf32>, i64) -> f32
    %2180 = "llvm.call"(%2177, %2178, %2179) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2181 = "llvm.insertelement"(%2176, %2180, %98) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2182 = "llvm.extractelement"(%2181, %45) : (vector<2xf32>, i64) -> f32
    %2183 = "llvm.call"(%2182) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_floorf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (f32) -> f32
    %2184 = "llvm.insertelement"(%19, %2183, %45) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2185 = "llvm.extractelement"(%2181, %98) : (vector<2xf32>, i64) -> f32
    %2186 = "llvm.call"(%2185) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_floorf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (f32) -> f32
    %2187 = "llvm.insertelement"(%2184, %2186, %98) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2188 = "llvm.fcmp"(%2187, %94) <{fastmathFlags = #llvm.fastmath<none>, predicate = 10 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
    %2189 = "llvm.select"(%2188, %2187, %94) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %2190 = "llvm.fcmp"(%2189, %95) <{fastmathFlags = #llvm.fastmath<none>, predicate = 12 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
    %2191 = "llvm.select"(%2190, %2189, %95) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %2192 = "llvm.extractelement"(%85, %45) : (vector<2xf32>, i64) -> f32
    %2193 = "llvm.extractelement"(%2191, %45) : (vector<2xf32>, i64) -> f32
    %2194 = "llvm.extractelement"(%2171, %45) : (vector<2xf32>, i64) -> f32
    %2195 = "llvm.call"(%2192, %2193, %2194) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2196 = "llvm.insertelement"(%19, %2195, %45) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2197 = "llvm.extractelement"(%85, %98) : (vector<2xf32>, i64) -> f32
    %2198 = "llvm.extractelement"(%2191, %98) : (vector<2xf32>, i64) -> f32
    %2199 = "llvm.extractelement"(%2171, %98) : (vector<2xf32>, i64) -> f32
    %2200 = "llvm.call"(%2197, %2198, %2199) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2201 = "llvm.insertelement"(%2196, %2200, %98) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2202 = "llvm.extractelement"(%86, %45) : (vector<2xf32>, i64) -> f32
    %2203 = "llvm.extractelement"(%2191, %45) : (vector<2xf32>, i64) -> f32
    %2204 = "llvm.extractelement"(%2201, %45) : (vector<2xf32>, i64) -> f32
    %2205 = "llvm.call"(%2202, %2203, %2204) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2206 = "llvm.insertelement"(%19, %2205, %45) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2207 = "llvm.extractelement"(%86, %98) : (vector<2xf32>, i64) -> f32
    %2208 = "llvm.extractelement"(%2191, %98) : (vector<2xf32>, i64) -> f32
    %2209 = "llvm.extractelement"(%2201, %98) : (vector<2xf32>, i64) -> f32
    %2210 = "llvm.call"(%2207, %2208, %2209) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2211 = "llvm.insertelement"(%2206, %2210, %98) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2212 = "llvm.extractelement"(%2211, %45) : (vector<2xf32>, i64) -> f32
    %2213 = "llvm.extractelement"(%87, %45) : (vector<2xf32>, i64) -> f32
    %2214 = "llvm.extractelement"(%88, %45) : (vector<2xf32>, i64) -> f32
    %2215 = "llvm.call"(%2212, %2213, %2214) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2216 = "llvm.insertelement"(%19, %2215, %45) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2217 = "llvm.extractelement"(%2211, %98) : (vector<2xf32>, i64) -> f32
    %2218 = "llvm.extractelement"(%87, %98) : (vector<2xf32>, i64) -> f32
    %2219 = "llvm.extractelement"(%88, %98) : (vector<2xf32>, i64) -> f32
    %2220 = "llvm.call"(%2217, %2218, %2219) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2221 = "llvm.insertelement"(%2216, %2220, %98) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2222 = "llvm.extractelement"(%2221, %45) : (vector<2xf32>, i64) -> f32
    %2223 = "llvm.extractelement"(%2211, %45) : (vector<2xf32>, i64) -> f32
    %2224 = "llvm.extractelement"(%89, %45) : (vector<2xf32>, i64) -> f32
    %2225 = "llvm.call"(%2222, %2223, %2224) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2226 = "llvm.insertelement"(%19, %2225, %45) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2227 = "llvm.extractelement"(%2221, %98) : (vector<2xf32>, i64) -> f32
    %2228 = "llvm.extractelement"(%2211, %98) : (vector<2xf32>, i64) -> f32
    %2229 = "llvm.extractelement"(%89, %98) : (vector<2xf32>, i64) -> f32
    %2230 = "llvm.call"(%2227, %2228, %2229) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2231 = "llvm.insertelement"(%2226, %2230, %98) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2232 = "llvm.extractelement"(%2231, %45) : (vector<2xf32>, i64) -> f32
    %2233 = "llvm.extractelement"(%2211, %45) : (vector<2xf32>, i64) -> f32
    %2234 = "llvm.extractelement"(%90, %45) : (vector<2xf32>, i64) -> f32
    %2235 = "llvm.call"(%2232, %2233, %2234) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2236 = "llvm.insertelement"(%19, %2235, %45) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2237 = "llvm.extractelement"(%2231, %98) : (vector<2xf32>, i64) -> f32
    %2238 = "llvm.extractelement"(%2211, %98) : (vector<2xf32>, i64) -> f32
    %2239 = "llvm.extractelement"(%90, %98) : (vector<2xf32>, i64) -> f32
    %2240 = "llvm.call"(%2237, %2238, %2239) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2241 = "llvm.insertelement"(%2236, %2240, %98) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2242 = "llvm.extractelement"(%2241, %45) : (vector<2xf32>, i64) -> f32
    %2243 = "llvm.extractelement"(%2211, %45) : (vector<2xf32>, i64) -> f32
    %2244 = "llvm.extractelement"(%91, %45) : (vector<2xf32>, i64) -> f32
    %2245 = "llvm.call"(%2242, %2243, %2244) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2246 = "llvm.insertelement"(%19, %2245, %45) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2247 = "llvm.extractelement"(%2241, %98) : (vector<2xf32>, i64) -> f32
    %2248 = "llvm.extractelement"(%2211, %98) : (vector<2xf32>, i64) -> f32
    %2249 = "llvm.extractelement"(%91, %98) : (vector<2xf32>, i64) -> f32
    %2250 = "llvm.call"(%2247, %2248, %2249) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2251 = "llvm.insertelement"(%2246, %2250, %98) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2252 = "llvm.extractelement"(%2251, %45) : (vector<2xf32>, i64) -> f32
    %2253 = "llvm.extractelement"(%2211, %45) : (vector<2xf32>, i64) -> f32
    %2254 = "llvm.extractelement"(%82, %45) : (vector<2xf32>, i64) -> f32
    %2255 = "llvm.call"(%2252, %2253, %2254) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2256 = "llvm.insertelement"(%19, %2255, %45) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2257 = "llvm.extractelement"(%2251, %98) : (vector<2xf32>, i64) -> f32
    %2258 = "llvm.extractelement"(%2211, %98) : (vector<2xf32>, i64) -> f32
    %2259 = "llvm.extractelement"(%82, %98) : (vector<2xf32>, i64) -> f32
    %2260 = "llvm.call"(%2257, %2258, %2259) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2261 = "llvm.insertelement"(%2256, %2260, %98) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2262 = "llvm.fmul"(%2211, %2211) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %2263 = "llvm.extractelement"(%2261, %45) : (vector<2xf32>, i64) -> f32
    %2264 = "llvm.extractelement"(%2262, %45) : (vector<2xf32>, i64) -> f32
    %2265 = "llvm.extractelement"(%2211, %45) : (vector<2xf32>, i64) -> f32
    %2266 = "llvm.call"(%2263, %2264, %2265) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2267 = "llvm.insertelement"(%19, %2266, %45) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2268 = "llvm.extractelement"(%2261, %98) : (vector<2xf32>, i64) -> f32
    %2269 = "llvm.extractelement"(%2262, %98) : (vector<2xf32>, i64) -> f32
    %2270 = "llvm.extractelement"(%2211, %98) : (vector<2xf32>, i64) -> f32
    %2271 = "llvm.call"(%2268, %2269, %2270) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2272 = "llvm.insertelement"(%2267, %2271, %98) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2273 = "llvm.fadd"(%2272, %83) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %2274 = "llvm.fptosi"(%2191) : (vector<2xf32>) -> vector<2xi32>
    %2275 = "llvm.add"(%2274, %97) <{overflowFlags = 0 : i32}> : (vector<2xi32>, vector<2xi32>) -> vector<2xi32>
    %2276 = "llvm.shl"(%2275, %96) <{overflowFlags = 0 : i32}> : (vector<2xi32>, vector<2xi32>) -> vector<2xi32>
    %2277 = "llvm.bitcast"(%2276) : (vector<2xi32>) -> vector<2xf32>
    %2278 = "llvm.fmul"(%2273, %2277) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %2279 = "llvm.fmul"(%1486, %81) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %2280 = "llvm.fcmp"(%2279, %92) <{fastmathFlags = #llvm.fastmath<none>, predicate = 10 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
    %2281 = "llvm.select"(%2280, %2279, %92) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %2282 = "llvm.fcmp"(%2281, %93) <{fastmathFlags = #llvm.fastmath<none>, predicate = 12 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
    %2283 = "llvm.select"(%2282, %2281, %93) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %2284 = "llvm.extractelement"(%2283, %45) : (vector<2xf32>, i64) -> f32
    %2285 = "llvm.extractelement"(%84, %45) : (vector<2xf32>, i64) -> f32
    %2286 = "llvm.extractelement"(%82, %45) : (vector<2xf32>, i64) -> f32
    %2287 = "llvm.call"(%2284, %2285, %2286) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2288 = "llvm.insertelement"(%19, %2287, %45) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2289 = "llvm.extractelement"(%2283, %98) : (vector<2xf32>, i64) -> f32
    %2290 = "llvm.extractelement"(%84, %98) : (vector<2xf32>, i64) -> f32
    %2291 = "llvm.extractelement"(%82, %98) : (vector<2xf32>, i64) -> f32
    %2292 = "llvm.call"(%2289, %2290, %2291) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2293 = "llvm.insertelement"(%2288, %2292, %98) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2294 = "llvm.extractelement"(%2293, %45) : (vector<2xf32>, i64) -> f32
    %2295 = "llvm.call"(%2294) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_floorf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (f32) -> f32
    %2296 = "llvm.insertelement"(%19, %2295, %45) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2297 = "llvm.extractelement"(%2293, %98) : (vector<2xf32>, i64) -> f32
    %2298 = "llvm.call"(%2297) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_floorf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (f32) -> f32
    %2299 = "llvm.insertelement"(%2296, %2298, %98) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2300 = "llvm.fcmp"(%2299, %94) <{fastmathFlags = #llvm.fastmath<none>, predicate = 10 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
    %2301 = "llvm.select"(%2300, %2299, %94) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %2302 = "llvm.fcmp"(%2301, %95) <{fastmathFlags = #llvm.fastmath<none>, predicate = 12 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
    %2303 = "llvm.select"(%2302, %2301, %95) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %2304 = "llvm.extractelement"(%85, %45) : (vector<2xf32>, i64) -> f32
    %2305 = "llvm.extractelement"(%2303, %45) : (vector<2xf32>, i64) -> f32
    %2306 = "llvm.extractelement"(%2283, %45) : (vector<2xf32>, i64) -> f32
    %2307 = "llvm.call"(%2304, %2305, %2306) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2308 = "llvm.insertelement"(%19, %2307, %45) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2309 = "llvm.extractelement"(%85, %98) : (vector<2xf32>, i64) -> f32
    %2310 = "llvm.extractelement"(%2303, %98) : (vector<2xf32>, i64) -> f32
    %2311 = "llvm.extractelement"(%2283, %98) : (vector<2xf32>, i64) -> f32
    %2312 = "llvm.call"(%2309, %2310, %2311) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2313 = "llvm.insertelement"(%2308, %2312, %98) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2314 = "llvm.extractelement"(%86, %45) : (vector<2xf32>, i64) -> f32
    %2315 = "llvm.extractelement"(%2303, %45) : (vector<2xf32>, i64) -> f32
    %2316 = "llvm.extractelement"(%2313, %45) : (vector<2xf32>, i64) -> f32
    %2317 = "llvm.call"(%2314, %2315, %2316) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2318 = "llvm.insertelement"(%19, %2317, %45) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2319 = "llvm.extractelement"(%86, %98) : (vector<2xf32>, i64) -> f32
    %2320 = "llvm.extractelement"(%2303, %98) : (vector<2xf32>, i64) -> f32
    %2321 = "llvm.extractelement"(%2313, %98) : (vector<2xf32>, i64) -> f32
    %2322 = "llvm.call"(%2319, %2320, %2321) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2323 = "llvm.insertelement"(%2318, %2322, %98) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2324 = "llvm.extractelement"(%2323, %45) : (vector<2xf32>, i64) -> f32
    %2325 = "llvm.extractelement"(%87, %45) : (vector<2xf32>, i64) -> f32
    %2326 = "llvm.extractelement"(%88, %45) : (vector<2xf32>, i64) -> f32
    %2327 = "llvm.call"(%2324, %2325, %2326) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2328 = "llvm.insertelement"(%19, %2327, %45) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2329 = "llvm.extractelement"(%2323, %98) : (vector<2xf32>, i64) -> f32
    %2330 = "llvm.extractelement"(%87, %98) : (vector<2xf32>, i64) -> f32
    %2331 = "llvm.extractelement"(%88, %98) : (vector<2xf32>, i64) -> f32
    %2332 = "llvm.call"(%2329, %2330, %2331) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2333 = "llvm.insertelement"(%2328, %2332, %98) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2334 = "llvm.extractelement"(%2333, %45) : (vector<2xf32>, i64) -> f32
    %2335 = "llvm.extractelement"(%2323, %45) : (vector<2xf32>, i64) -> f32
    %2336 = "llvm.extractelement"(%89, %45) : (vector<2xf32>, i64) -> f32
    %2337 = "llvm.call"(%2334, %2335, %2336) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2338 = "llvm.insertelement"(%19, %2337, %45) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2339 = "llvm.extractelement"(%2333, %98) : (vector<2xf32>, i64) -> f32
    %2340 = "llvm.extractelement"(%2323, %98) : (vector<2xf32>, i64) -> f32
    %2341 = "llvm.extractelement"(%89, %98) : (vector<2xf32>, i64) -> f32
    %2342 = "llvm.call"(%2339, %2340, %2341) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2343 = "llvm.insertelement"(%2338, %2342, %98) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2344 = "llvm.extractelement"(%2343, %45) : (vector<2xf32>, i64) -> f32
    %2345 = "llvm.extractelement"(%2323, %45) : (vector<2xf32>, i64) -> f32
    %2346 = "llvm.extractelement"(%90, %45) : (vector<2xf32>, i64) -> f32
    %2347 = "llvm.call"(%2344, %2345, %2346) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2348 = "llvm.insertelement"(%19, %2347, %45) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2349 = "llvm.extractelement"(%2343, %98) : (vector<2xf32>, i64) -> f32
    %2350 = "llvm.extractelement"(%2323, %98) : (vector<2xf32>, i64) -> f32
    %2351 = "llvm.extractelement"(%90, %98) : (vector<2xf32>, i64) -> f32
    %2352 = "llvm.call"(%2349, %2350, %2351) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2353 = "llvm.insertelement"(%2348, %2352, %98) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2354 = "llvm.extractelement"(%2353, %45) : (vector<2xf32>, i64) -> f32
    %2355 = "llvm.extractelement"(%2323, %45) : (vector<2xf32>, i64) -> f32
    %2356 = "llvm.extractelement"(%91, %45) : (vector<2xf32>, i64) -> f32
    %2357 = "llvm.call"(%2354, %2355, %2356) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2358 = "llvm.insertelement"(%19, %2357, %45) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2359 = "llvm.extractelement"(%2353, %98) : (vector<2xf32>, i64) -> f32
    %2360 = "llvm.extractelement"(%2323, %98) : (vector<2xf32>, i64) -> f32
    %2361 = "llvm.extractelement"(%91, %98) : (vector<2xf32>, i64) -> f32
    %2362 = "llvm.call"(%2359, %2360, %2361) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2363 = "llvm.insertelement"(%2358, %2362, %98) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2364 = "llvm.extractelement"(%2363, %45) : (vector<2xf32>, i64) -> f32
    %2365 = "llvm.extractelement"(%2323, %45) : (vector<2xf32>, i64) -> f32
    %2366 = "llvm.extractelement"(%82, %45) : (vector<2xf32>, i64) -> f32
    %2367 = "llvm.call"(%2364, %2365, %2366) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2368 = "llvm.insertelement"(%19, %2367, %45) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2369 = "llvm.extractelement"(%2363, %98) : (vector<2xf32>, i64) -> f32
    %2370 = "llvm.extractelement"(%2323, %98) : (vector<2xf32>, i64) -> f32
    %2371 = "llvm.extractelement"(%82, %98) : (vector<2xf32>, i64) -> f32
    %2372 = "llvm.call"(%2369, %2370, %2371) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2373 = "llvm.insertelement"(%2368, %2372, %98) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2374 = "llvm.fmul"(%2323, %2323) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %2375 = "llvm.extractelement"(%2373, %45) : (vector<2xf32>, i64) -> f32
    %2376 = "llvm.extractelement"(%2374, %45) : (vector<2xf32>, i64) -> f32
    %2377 = "llvm.extractelement"(%2323, %45) : (vector<2xf32>, i64) -> f32
    %2378 = "llvm.call"(%2375, %2376, %2377) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2379 = "llvm.insertelement"(%19, %2378, %45) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2380 = "llvm.extractelement"(%2373, %98) : (vector<2xf32>, i64) -> f32
    %2381 = "llvm.extractelement"(%2374, %98) : (vector<2xf32>, i64) -> f32
    %2382 = "llvm.extractelement"(%2323, %98) : (vector<2xf32>, i64) -> f32
    %2383 = "llvm.call"(%2380, %2381, %2382) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2384 = "llvm.insertelement"(%2379, %2383, %98) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2385 = "llvm.fadd"(%2384, %83) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %2386 = "llvm.fptosi"(%2303) : (vector<2xf32>) -> vector<2xi32>
    %2387 = "llvm.add"(%2386, %97) <{overflowFlags = 0 : i32}> : (vector<2xi32>, vector<2xi32>) -> vector<2xi32>
    %2388 = "llvm.shl"(%2387, %96) <{overflowFlags = 0 : i32}> : (vector<2xi32>, vector<2xi32>) -> vector<2xi32>
    %2389 = "llvm.bitcast"(%2388) : (vector<2xi32>) -> vector<2xf32>
    %2390 = "llvm.fmul"(%2385, %2389) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %2391 = "llvm.fmul"(%1487, %81) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %2392 = "llvm.fcmp"(%2391, %92) <{fastmathFlags = #llvm.fastmath<none>, predicate = 10 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
    %2393 = "llvm.select"(%2392, %2391, %92) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %2394 = "llvm.fcmp"(%2393, %93) <{fastmathFlags = #llvm.fastmath<none>, predicate = 12 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
    %2395 = "llvm.select"(%2394, %2393, %93) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %2396 = "llvm.extractelement"(%2395, %45) : (vector<2xf32>, i64) -> f32
    %2397 = "llvm.extractelement"(%84, %45) : (vector<2xf32>, i64) -> f32
    %2398 = "llvm.extractelement"(%82, %45) : (vector<2xf32>, i64) -> f32
    %2399 = "llvm.call"(%2396, %2397, %2398) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2400 = "llvm.insertelement"(%19, %2399, %45) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2401 = "llvm.extractelement"(%2395, %98) : (vector<2xf32>, i64) -> f32
    %2402 = "llvm.extractelement"(%84, %98) : (vector<2xf32>, i64) -> f32
    %2403 = "llvm.extractelement"(%82, %98) : (vector<2xf32>, i64) -> f32
    %2404 = "llvm.call"(%2401, %2402, %2403) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2405 = "llvm.insertelement"(%2400, %2404, %98) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2406 = "llvm.extractelement"(%2405, %45) : (vector<2xf32>, i64) -> f32
    %2407 = "llvm.call"(%2406) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_floorf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (f32) -> f32
    %2408 = "llvm.insertelement"(%19, %2407, %45) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2409 = "llvm.extractelement"(%2405, %98) : (vector<2xf32>, i64) -> f32
    %2410 = "llvm.call"(%2409) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_floorf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (f32) -> f32
    %2411 = "llvm.insertelement"(%2408, %2410, %98) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2412 = "llvm.fcmp"(%2411, %94) <{fastmathFlags = #llvm.fastmath<none>, predicate = 10 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
    %2413 = "llvm.select"(%2412, %2411, %94) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %2414 = "llvm.fcmp"(%2413, %95) <{fastmathFlags = #llvm.fastmath<none>, predicate = 12 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
    %2415 = "llvm.select"(%2414, %2413, %95) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %2416 = "llvm.extractelement"(%85, %45) : (vector<2xf32>, i64) -> f32
    %2417 = "llvm.extractelement"(%2415, %45) : (vector<2xf32>, i64) -> f32
    %2418 = "llvm.extractelement"(%2395, %45) : (vector<2xf32>, i64) -> f32
    %2419 = "llvm.call"(%2416, %2417, %2418) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2420 = "llvm.insertelement"(%19, %2419, %45) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2421 = "llvm.extractelement"(%85, %98) : (vector<2xf32>, i64) -> f32
    %2422 = "llvm.extractelement"(%2415, %98) : (vector<2xf32>, i64) -> f32
    %2423 = "llvm.extractelement"(%2395, %98) : (vector<2xf32>, i64) -> f32
    %2424 = "llvm.call"(%2421, %2422, %2423) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2425 = "llvm.insertelement"(%2420, %2424, %98) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2426 = "llvm.extractelement"(%86, %45) : (vector<2xf32>, i64) -> f32
    %2427 = "llvm.extractelement"(%2415, %45) : (vector<2xf32>, i64) -> f32
    %2428 = "llvm.extractelement"(%2425, %45) : (vector<2xf32>, i64) -> f32
    %2429 = "llvm.call"(%2426, %2427, %2428) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2430 = "llvm.insertelement"(%19, %2429, %45) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2431 = "llvm.extractelement"(%86, %98) : (vector<2xf32>, i64) -> f32
    %2432 = "llvm.extractelement"(%2415, %98) : (vector<2xf32>, i64) -> f32
    %2433 = "llvm.extractelement"(%2425, %98) : (vector<2xf32>, i64) -> f32
    %2434 = "llvm.call"(%2431, %2432, %2433) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2435 = "llvm.insertelement"(%2430, %2434, %98) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2436 = "llvm.extractelement"(%2435, %45) : (vector<2xf32>, i64) -> f32
    %2437 = "llvm.extractelement"(%87, %45) : (vector<2xf32>, i64) -> f32
    %2438 = "llvm.extractelement"(%88, %45) : (vector<2xf32>, i64) -> f32
    %2439 = "llvm.call"(%2436, %2437, %2438) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2440 = "llvm.insertelement"(%19, %2439, %45) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2441 = "llvm.extractelement"(%2435, %98) : (vector<2xf32>, i64) -> f32
    %2442 = "llvm.extractelement"(%87, %98) : (vector<2xf32>, i64) -> f32
    %2443 = "llvm.extractelement"(%88, %98) : (vector<2xf32>, i64) -> f32
    %2444 = "llvm.call"(%2441, %2442, %2443) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2445 = "llvm.insertelement"(%2440, %2444, %98) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2446 = "llvm.extractelement"(%2445, %45) : (vector<2xf32>, i64) -> f32
    %2447 = "llvm.extractelement"(%2435, %45) : (vector<2xf32>, i64) -> f32
    %2448 = "llvm.extractelement"(%89, %45) : (vector<2xf32>, i64) -> f32
    %2449 = "llvm.call"(%2446, %2447, %2448) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2450 = "llvm.insertelement"(%19, %2449, %45) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2451 = "llvm.extractelement"(%2445, %98) : (vector<2xf32>, i64) -> f32
    %2452 = "llvm.extractelement"(%2435, %98) : (vector<2xf32>, i64) -> f32
    %2453 = "llvm.extractelement"(%89, %98) : (vector<2xf32>, i64) -> f32
    %2454 = "llvm.call"(%2451, %2452, %2453) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2455 = "llvm.insertelement"(%2450, %2454, %98) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2456 = "llvm.extractelement"(%2455, %45) : (vector<2xf32>, i64) -> f32
    %2457 = "llvm.extractelement"(%2435, %45) : (vector<2xf32>, i64) -> f32
    %2458 = "llvm.extractelement"(%90, %45) : (vector<2xf32>, i64) -> f32
    %2459 = "llvm.call"(%2456, %2457, %2458) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2460 = "llvm.insertelement"(%19, %2459, %45) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2461 = "llvm.extractelement"(%2455, %98) : (vector<2xf32>, i64) -> f32
    %2462 = "llvm.extractelement"(%2435, %98) : (vector<2xf32>, i64) -> f32
    %2463 = "llvm.extractelement"(%90, %98) : (vector<2xf32>, i64) -> f32
    %2464 = "llvm.call"(%2461, %2462, %2463) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2465 = "llvm.insertelement"(%2460, %2464, %98) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2466 = "llvm.extractelement"(%2465, %45) : (vector<2xf32>, i64) -> f32
    %2467 = "llvm.extractelement"(%2435, %45) : (vector<2xf32>, i64) -> f32
    %2468 = "llvm.extractelement"(%91, %45) : (vector<2xf32>, i64) -> f32
    %2469 = "llvm.call"(%2466, %2467, %2468) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2470 = "llvm.insertelement"(%19, %2469, %45) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2471 = "llvm.extractelement"(%2465, %98) : (vector<2xf32>, i64) -> f32
    %2472 = "llvm.extractelement"(%2435, %98) : (vector<2xf32>, i64) -> f32
    %2473 = "llvm.extractelement"(%91, %98) : (vector<2xf32>, i64) -> f32
    %2474 = "llvm.call"(%2471, %2472, %2473) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2475 = "llvm.insertelement"(%2470, %2474, %98) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2476 = "llvm.extractelement"(%2475, %45) : (vector<2xf32>, i64) -> f32
    %2477 = "llvm.extractelement"(%2435, %45) : (vector<2xf32>, i64) -> f32
    %2478 = "llvm.extractelement"(%82, %45) : (vector<2xf32>, i64) -> f32
    %2479 = "llvm.call"(%2476, %2477, %2478) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2480 = "llvm.insertelement"(%19, %2479, %45) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2481 = "llvm.extractelement"(%2475, %98) : (vector<2xf32>, i64) -> f32
    %2482 = "llvm.extractelement"(%2435, %98) : (vector<2xf32>, i64) -> f32
    %2483 = "llvm.extractelement"(%82, %98) : (vector<2xf32>, i64) -> f32
    %2484 = "llvm.call"(%2481, %2482, %2483) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2485 = "llvm.insertelement"(%2480, %2484, %98) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2486 = "llvm.fmul"(%2435, %2435) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %2487 = "llvm.extractelement"(%2485, %45) : (vector<2xf32>, i64) -> f32
    %2488 = "llvm.extractelement"(%2486, %45) : (vector<2xf32>, i64) -> f32
    %2489 = "llvm.extractelement"(%2435, %45) : (vector<2xf32>, i64) -> f32
    %2490 = "llvm.call"(%2487, %2488, %2489) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2491 = "llvm.insertelement"(%19, %2490, %45) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2492 = "llvm.extractelement"(%2485, %98) : (vector<2xf32>, i64) -> f32
    %2493 = "llvm.extractelement"(%2486, %98) : (vector<2xf32>, i64) -> f32
    %2494 = "llvm.extractelement"(%2435, %98) : (vector<2xf32>, i64) -> f32
    %2495 = "llvm.call"(%2492, %2493, %2494) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2496 = "llvm.insertelement"(%2491, %2495, %98) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2497 = "llvm.fadd"(%2496, %83) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %2498 = "llvm.fptosi"(%2415) : (vector<2xf32>) -> vector<2xi32>
    %2499 = "llvm.add"(%2498, %97) <{overflowFlags = 0 : i32}> : (vector<2xi32>, vector<2xi32>) -> vector<2xi32>
    %2500 = "llvm.shl"(%2499, %96) <{overflowFlags = 0 : i32}> : (vector<2xi32>, vector<2xi32>) -> vector<2xi32>
    %2501 = "llvm.bitcast"(%2500) : (vector<2xi32>) -> vector<2xf32>
    %2502 = "llvm.fmul"(%2497, %2501) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %2503 = "llvm.fmul"(%1488, %81) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %2504 = "llvm.fcmp"(%2503, %92) <{fastmathFlags = #llvm.fastmath<none>, predicate = 10 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
    %2505 = "llvm.select"(%2504, %2503, %92) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %2506 = "llvm.fcmp"(%2505, %93) <{fastmathFlags = #llvm.fastmath<none>, predicate = 12 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
    %2507 = "llvm.select"(%2506, %2505, %93) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %2508 = "llvm.extractelement"(%2507, %45) : (vector<2xf32>, i64) -> f32
    %2509 = "llvm.extractelement"(%84, %45) : (vector<2xf32>, i64) -> f32
    %2510 = "llvm.extractelement"(%82, %45) : (vector<2xf32>, i64) -> f32
    %2511 = "llvm.call"(%2508, %2509, %2510) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2512 = "llvm.insertelement"(%19, %2511, %45) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2513 = "llvm.extractelement"(%2507, %98) : (vector<2xf32>, i64) -> f32
    %2514 = "llvm.extractelement"(%84, %98) : (vector<2xf32>, i64) -> f32
    %2515 = "llvm.extractelement"(%82, %98) : (vector<2xf32>, i64) -> f32
    %2516 = "llvm.call"(%2513, %2514, %2515) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2517 = "llvm.insertelement"(%2512, %2516, %98) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2518 = "llvm.extractelement"(%2517, %45) : (vector<2xf32>, i64) -> f32
    %2519 = "llvm.call"(%2518) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_floorf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (f32) -> f32
    %2520 = "llvm.insertelement"(%19, %2519, %45) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2521 = "llvm.extractelement"(%2517, %98) : (vector<2xf32>, i64) -> f32
    %2522 = "llvm.call"(%2521) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_floorf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (f32) -> f32
    %2523 = "llvm.insertelement"(%2520, %2522, %98) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2524 = "llvm.fcmp"(%2523, %94) <{fastmathFlags = #llvm.fastmath<none>, predicate = 10 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
    %2525 = "llvm.select"(%2524, %2523, %94) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %2526 = "llvm.fcmp"(%2525, %95) <{fastmathFlags = #llvm.fastmath<none>, predicate = 12 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
    %2527 = "llvm.select"(%2526, %2525, %95) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %2528 = "llvm.extractelement"(%85, %45) : (vector<2xf32>, i64) -> f32
    %2529 = "llvm.extractelement"(%2527, %45) : (vector<2xf32>, i64) -> f32
    %2530 = "llvm.extractelement"(%2507, %45) : (vector<2xf32>, i64) -> f32
    %2531 = "llvm.call"(%2528, %2529, %2530) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2532 = "llvm.insertelement"(%19, %2531, %45) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2533 = "llvm.extractelement"(%85, %98) : (vector<2xf32>, i64) -> f32
    %2534 = "llvm.extractelement"(%2527, %98) : (vector<2xf32>, i64) -> f32
    %2535 = "llvm.extractelement"(%2507, %98) : (vector<2xf32>, i64) -> f32
    %2536 = "llvm.call"(%2533, %2534, %2535) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2537 = "llvm.insertelement"(%2532, %2536, %98) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2538 = "llvm.extractelement"(%86, %45) : (vector<2xf32>, i64) -> f32
    %2539 = "llvm.extractelement"(%2527, %45) : (vector<2xf32>, i64) -> f32
    %2540 = "llvm.extractelement"(%2537, %45) : (vector<2xf32>, i64) -> f32
    %2541 = "llvm.call"(%2538, %2539, %2540) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2542 = "llvm.insertelement"(%19, %2541, %45) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2543 = "llvm.extractelement"(%86, %98) : (vector<2xf32>, i64) -> f32
    %2544 = "llvm.extractelement"(%2527, %98) : (vector<2xf32>, i64) -> f32
    %2545 = "llvm.extractelement"(%2537, %98) : (vector<2xf32>, i64) -> f32
    %2546 = "llvm.call"(%2543, %2544, %2545) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2547 = "llvm.insertelement"(%2542, %2546, %98) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2548 = "llvm.extractelement"(%2547, %45) : (vector<2xf32>, i64) -> f32
    %2549 = "llvm.extractelement"(%87, %45) : (vector<2xf32>, i64) -> f32
    %2550 = "llvm.extractelement"(%88, %45) : (vector<2xf32>, i64) -> f32
    %2551 = "llvm.call"(%2548, %2549, %2550) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2552 = "llvm.insertelement"(%19, %2551, %45) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2553 = "llvm.extractelement"(%2547, %98) : (vector<2xf32>, i64) -> f32
    %2554 = "llvm.extractelement"(%87, %98) : (vector<2xf32>, i64) -> f32
    %2555 = "llvm.extractelement"(%88, %98) : (vector<2xf32>, i64) -> f32
    %2556 = "llvm.call"(%2553, %2554, %2555) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2557 = "llvm.insertelement"(%2552, %2556, %98) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2558 = "llvm.extractelement"(%2557, %45) : (vector<2xf32>, i64) -> f32
    %2559 = "llvm.extractelement"(%2547, %45) : (vector<2xf32>, i64) -> f32
    %2560 = "llvm.extractelement"(%89, %45) : (vector<2xf32>, i64) -> f32
    %2561 = "llvm.call"(%2558, %2559, %2560) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2562 = "llvm.insertelement"(%19, %2561, %45) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2563 = "llvm.extractelement"(%2557, %98) : (vector<2xf32>, i64) -> f32
    %2564 = "llvm.extractelement"(%2547, %98) : (vector<2xf32>, i64) -> f32
    %2565 = "llvm.extractelement"(%89, %98) : (vector<2xf32>, i64) -> f32
    %2566 = "llvm.call"(%2563, %2564, %2565) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2567 = "llvm.insertelement"(%2562, %2566, %98) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2568 = "llvm.extractelement"(%2567, %45) : (vector<2xf32>, i64) -> f32
    %2569 = "llvm.extractelement"(%2547, %45) : (vector<2xf32>, i64) -> f32
    %2570 = "llvm.extractelement"(%90, %45) : (vector<2xf32>, i64) -> f32
    %2571 = "llvm.call"(%2568, %2569, %2570) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2572 = "llvm.insertelement"(%19, %2571, %45) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2573 = "llvm.extractelement"(%2567, %98) : (vector<2xf32>, i64) -> f32
    %2574 = "llvm.extractelement"(%2547, %98) : (vector<2xf32>, i64) -> f32
    %2575 = "llvm.extractelement"(%90, %98) : (vector<2xf32>, i64) -> f32
    %2576 = "llvm.call"(%2573, %2574, %2575) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2577 = "llvm.insertelement"(%2572, %2576, %98) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2578 = "llvm.extractelement"(%2577, %45) : (vector<2xf32>, i64) -> f32
    %2579 = "llvm.extractelement"(%2547, %45) : (vector<2xf32>, i64) -> f32
    %2580 = "llvm.extractelement"(%91, %45) : (vector<2xf32>, i64) -> f32
    %2581 = "llvm.call"(%2578, %2579, %2580) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2582 = "llvm.insertelement"(%19, %2581, %45) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2583 = "llvm.extractelement"(%2577, %98) : (vector<2xf32>, i64) -> f32
    %2584 = "llvm.extractelement"(%2547, %98) : (vector<2xf32>, i64) -> f32
    %2585 = "llvm.extractelement"(%91, %98) : (vector<2xf32>, i64) -> f32
    %2586 = "llvm.call"(%2583, %2584, %2585) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2587 = "llvm.insertelement"(%2582, %2586, %98) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2588 = "llvm.extractelement"(%2587, %45) : (vector<2xf32>, i64) -> f32
    %2589 = "llvm.extractelement"(%2547, %45) : (vector<2xf32>, i64) -> f32
    %2590 = "llvm.extractelement"(%82, %45) : (vector<2xf32>, i64) -> f32
    %2591 = "llvm.call"(%2588, %2589, %2590) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2592 = "llvm.insertelement"(%19, %2591, %45) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2593 = "llvm.extractelement"(%2587, %98) : (vector<2xf32>, i64) -> f32
    %2594 = "llvm.extractelement"(%2547, %98) : (vector<2xf32>, i64) -> f32
    %2595 = "llvm.extractelement"(%82, %98) : (vector<2xf32>, i64) -> f32
    %2596 = "llvm.call"(%2593, %2594, %2595) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2597 = "llvm.insertelement"(%2592, %2596, %98) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2598 = "llvm.fmul"(%2547, %2547) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %2599 = "llvm.extractelement"(%2597, %45) : (vector<2xf32>, i64) -> f32
    %2600 = "llvm.extractelement"(%2598, %45) : (vector<2xf32>, i64) -> f32
    %2601 = "llvm.extractelement"(%2547, %45) : (vector<2xf32>, i64) -> f32
    %2602 = "llvm.call"(%2599, %2600, %2601) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2603 = "llvm.insertelement"(%19, %2602, %45) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2604 = "llvm.extractelement"(%2597, %98) : (vector<2xf32>, i64) -> f32
    %2605 = "llvm.extractelement"(%2598, %98) : (vector<2xf32>, i64) -> f32
    %2606 = "llvm.extractelement"(%2547, %98) : (vector<2xf32>, i64) -> f32
    %2607 = "llvm.call"(%2604, %2605, %2606) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2608 = "llvm.insertelement"(%2603, %2607, %98) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2609 = "llvm.fadd"(%2608, %83) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %2610 = "llvm.fptosi"(%2527) : (vector<2xf32>) -> vector<2xi32>
    %2611 = "llvm.add"(%2610, %97) <{overflowFlags = 0 : i32}> : (vector<2xi32>, vector<2xi32>) -> vector<2xi32>
    %2612 = "llvm.shl"(%2611, %96) <{overflowFlags = 0 : i32}> : (vector<2xi32>, vector<2xi32>) -> vector<2xi32>
    %2613 = "llvm.bitcast"(%2612) : (vector<2xi32>) -> vector<2xf32>
    %2614 = "llvm.fmul"(%2609, %2613) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %2615 = "llvm.fmul"(%1489, %81) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %2616 = "llvm.fcmp"(%2615, %92) <{fastmathFlags = #llvm.fastmath<none>, predicate = 10 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
    %2617 = "llvm.select"(%2616, %2615, %92) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %2618 = "llvm.fcmp"(%2617, %93) <{fastmathFlags = #llvm.fastmath<none>, predicate = 12 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
    %2619 = "llvm.select"(%2618, %2617, %93) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %2620 = "llvm.extractelement"(%2619, %45) : (vector<2xf32>, i64) -> f32
    %2621 = "llvm.extractelement"(%84, %45) : (vector<2xf32>, i64) -> f32
    %2622 = "llvm.extractelement"(%82, %45) : (vector<2xf32>, i64) -> f32
    %2623 = "llvm.call"(%2620, %2621, %2622) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2624 = "llvm.insertelement"(%19, %2623, %45) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2625 = "llvm.extractelement"(%2619, %98) : (vector<2xf32>, i64) -> f32
    %2626 = "llvm.extractelement"(%84, %98) : (vector<2xf32>, i64) -> f32
    %2627 = "llvm.extractelement"(%82, %98) : (vector<2xf32>, i64) -> f32
    %2628 = "llvm.call"(%2625, %2626, %2627) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2629 = "llvm.insertelement"(%2624, %2628, %98) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2630 = "llvm.extractelement"(%2629, %45) : (vector<2xf32>, i64) -> f32
    %2631 = "llvm.call"(%2630) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_floorf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (f32) -> f32
    %2632 = "llvm.insertelement"(%19, %2631, %45) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2633 = "llvm.extractelement"(%2629, %98) : (vector<2xf32>, i64) -> f32
    %2634 = "llvm.call"(%2633) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_floorf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (f32) -> f32
    %2635 = "llvm.insertelement"(%2632, %2634, %98) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2636 = "llvm.fcmp"(%2635, %94) <{fastmathFlags = #llvm.fastmath<none>, predicate = 10 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
    %2637 = "llvm.select"(%2636, %2635, %94) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %2638 = "llvm.fcmp"(%2637, %95) <{fastmathFlags = #llvm.fastmath<none>, predicate = 12 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
    %2639 = "llvm.select"(%2638, %2637, %95) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %2640 = "llvm.extractelement"(%85, %45) : (vector<2xf32>, i64) -> f32
    %2641 = "llvm.extractelement"(%2639, %45) : (vector<2xf32>, i64) -> f32
    %2642 = "llvm.extractelement"(%2619, %45) : (vector<2xf32>, i64) -> f32
    %2643 = "llvm.call"(%2640, %2641, %2642) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2644 = "llvm.insertelement"(%19, %2643, %45) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2645 = "llvm.extractelement"(%85, %98) : (vector<2xf32>, i64) -> f32
    %2646 = "llvm.extractelement"(%2639, %98) : (vector<2xf32>, i64) -> f32
    %2647 = "llvm.extractelement"(%2619, %98) : (vector<2xf32>, i64) -> f32
    %2648 = "llvm.call"(%2645, %2646, %2647) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2649 = "llvm.insertelement"(%2644, %2648, %98) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2650 = "llvm.extractelement"(%86, %45) : (vector<2xf32>, i64) -> f32
    %2651 = "llvm.extractelement"(%2639, %45) : (vector<2xf32>, i64) -> f32
    %2652 = "llvm.extractelement"(%2649, %45) : (vector<2xf32>, i64) -> f32
    %2653 = "llvm.call"(%2650, %2651, %2652) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2654 = "llvm.insertelement"(%19, %2653, %45) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2655 = "llvm.extractelement"(%86, %98) : (vector<2xf32>, i64) -> f32
    %2656 = "llvm.extractelement"(%2639, %98) : (vector<2xf32>, i64) -> f32
    %2657 = "llvm.extractelement"(%2649, %98) : (vector<2xf32>, i64) -> f32
    %2658 = "llvm.call"(%2655, %2656, %2657) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2659 = "llvm.insertelement"(%2654, %2658, %98) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2660 = "llvm.extractelement"(%2659, %45) : (vector<2xf32>, i64) -> f32
    %2661 = "llvm.extractelement"(%87, %45) : (vector<2xf32>, i64) -> f32
    %2662 = "llvm.extractelement"(%88, %45) : (vector<2xf32>, i64) -> f32
    %2663 = "llvm.call"(%2660, %2661, %2662) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2664 = "llvm.insertelement"(%19, %2663, %45) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2665 = "llvm.extractelement"(%2659, %98) : (vector<2xf32>, i64) -> f32
    %2666 = "llvm.extractelement"(%87, %98) : (vector<2xf32>, i64) -> f32
    %2667 = "llvm.extractelement"(%88, %98) : (vector<2xf32>, i64) -> f32
    %2668 = "llvm.call"(%2665, %2666, %2667) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2669 = "llvm.insertelement"(%2664, %2668, %98) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2670 = "llvm.extractelement"(%2669, %45) : (vector<2xf32>, i64) -> f32
    %2671 = "llvm.extractelement"(%2659, %45) : (vector<2xf32>, i64) -> f32
    %2672 = "llvm.extractelement"(%89, %45) : (vector<2xf32>, i64) -> f32
    %2673 = "llvm.call"(%2670, %2671, %2672) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2674 = "llvm.insertelement"(%19, %2673, %45) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2675 = "llvm.extractelement"(%2669, %98) : (vector<2xf32>, i64) -> f32
    %2676 = "llvm.extractelement"(%2659, %98) : (vector<2xf32>, i64) -> f32
    %2677 = "llvm.extractelement"(%89, %98) : (vector<2xf32>, i64) -> f32
    %2678 = "llvm.call"(%2675, %2676, %2677) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2679 = "llvm.insertelement"(%2674, %2678, %98) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2680 = "llvm.extractelement"(%2679, %45) : (vector<2xf32>, i64) -> f32
    %2681 = "llvm.extractelement"(%2659, %45) : (vector<2xf32>, i64) -> f32
    %2682 = "llvm.extractelement"(%90, %45) : (vector<2xf32>, i64) -> f32
    %2683 = "llvm.call"(%2680, %2681, %2682) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2684 = "llvm.insertelement"(%19, %2683, %45) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2685 = "llvm.extractelement"(%2679, %98) : (vector<2xf32>, i64) -> f32
    %2686 = "llvm.extractelement"(%2659, %98) : (vector<2xf32>, i64) -> f32
    %2687 = "llvm.extractelement"(%90, %98) : (vector<2xf32>, i64) -> f32
    %2688 = "llvm.call"(%2685, %2686, %2687) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2689 = "llvm.insertelement"(%2684, %2688, %98) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2690 = "llvm.extractelement"(%2689, %45) : (vector<2xf32>, i64) -> f32
    %2691 = "llvm.extractelement"(%2659, %45) : (vector<2xf32>, i64) -> f32
    %2692 = "llvm.extractelement"(%91, %45) : (vector<2xf32>, i64) -> f32
    %2693 = "llvm.call"(%2690, %2691, %2692) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2694 = "llvm.insertelement"(%19, %2693, %45) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2695 = "llvm.extractelement"(%2689, %98) : (vector<2xf32>, i64) -> f32
    %2696 = "llvm.extractelement"(%2659, %98) : (vector<2xf32>, i64) -> f32
    %2697 = "llvm.extractelement"(%91, %98) : (vector<2xf32>, i64) -> f32
    %2698 = "llvm.call"(%2695, %2696, %2697) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2699 = "llvm.insertelement"(%2694, %2698, %98) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2700 = "llvm.extractelement"(%2699, %45) : (vector<2xf32>, i64) -> f32
    %2701 = "llvm.extractelement"(%2659, %45) : (vector<2xf32>, i64) -> f32
    %2702 = "llvm.extractelement"(%82, %45) : (vector<2xf32>, i64) -> f32
    %2703 = "llvm.call"(%2700, %2701, %2702) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2704 = "llvm.insertelement"(%19, %2703, %45) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2705 = "llvm.extractelement"(%2699, %98) : (vector<2xf32>, i64) -> f32
    %2706 = "llvm.extractelement"(%2659, %98) : (vector<2xf32>, i64) -> f32
    %2707 = "llvm.extractelement"(%82, %98) : (vector<2xf32>, i64) -> f32
    %2708 = "llvm.call"(%2705, %2706, %2707) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2709 = "llvm.insertelement"(%2704, %2708, %98) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2710 = "llvm.fmul"(%2659, %2659) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %2711 = "llvm.extractelement"(%2709, %45) : (vector<2xf32>, i64) -> f32
    %2712 = "llvm.extractelement"(%2710, %45) : (vector<2xf32>, i64) -> f32
    %2713 = "llvm.extractelement"(%2659, %45) : (vector<2xf32>, i64) -> f32
    %2714 = "llvm.call"(%2711, %2712, %2713) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2715 = "llvm.insertelement"(%19, %2714, %45) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2716 = "llvm.extractelement"(%2709, %98) : (vector<2xf32>, i64) -> f32
    %2717 = "llvm.extractelement"(%2710, %98) : (vector<2xf32>, i64) -> f32
    %2718 = "llvm.extractelement"(%2659, %98) : (vector<2xf32>, i64) -> f32
    %2719 = "llvm.call"(%2716, %2717, %2718) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2720 = "llvm.insertelement"(%2715, %2719, %98) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2721 = "llvm.fadd"(%2720, %83) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %2722 = "llvm.fptosi"(%2639) : (vector<2xf32>) -> vector<2xi32>
    %2723 = "llvm.add"(%2722, %97) <{overflowFlags = 0 : i32}> : (vector<2xi32>, vector<2xi32>) -> vector<2xi32>
    %2724 = "llvm.shl"(%2723, %96) <{overflowFlags = 0 : i32}> : (vector<2xi32>, vector<2xi32>) -> vector<2xi32>
    %2725 = "llvm.bitcast"(%2724) : (vector<2xi32>) -> vector<2xf32>
    %2726 = "llvm.fmul"(%2721, %2725) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %2727 = "llvm.fmul"(%1490, %81) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %2728 = "llvm.fcmp"(%2727, %92) <{fastmathFlags = #llvm.fastmath<none>, predicate = 10 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
    %2729 = "llvm.select"(%2728, %2727, %92) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %2730 = "llvm.fcmp"(%2729, %93) <{fastmathFlags = #llvm.fastmath<none>, predicate = 12 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
    %2731 = "llvm.select"(%2730, %2729, %93) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %2732 = "llvm.extractelement"(%2731, %45) : (vector<2xf32>, i64) -> f32
    %2733 = "llvm.extractelement"(%84, %45) : (vector<2xf32>, i64) -> f32
    %2734 = "llvm.extractelement"(%82, %45) : (vector<2xf32>, i64) -> f32
    %2735 = "llvm.call"(%2732, %2733, %2734) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2736 = "llvm.insertelement"(%19, %2735, %45) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2737 = "llvm.extractelement"(%2731, %98) : (vector<2xf32>, i64) -> f32
    %2738 = "llvm.extractelement"(%84, %98) : (vector<2xf32>, i64) -> f32
    %2739 = "llvm.extractelement"(%82, %98) : (vector<2xf32>, i64) -> f32
    %2740 = "llvm.call"(%2737, %2738, %2739) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2741 = "llvm.insertelement"(%2736, %2740, %98) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2742 = "llvm.extractelement"(%2741, %45) : (vector<2xf32>, i64) -> f32
    %2743 = "llvm.call"(%2742) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_floorf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (f32) -> f32
    %2744 = "llvm.insertelement"(%19, %2743, %45) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2745 = "llvm.extractelement"(%2741, %98) : (vector<2xf32>, i64) -> f32
    %2746 = "llvm.call"(%2745) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_floorf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (f32) -> f32
    %2747 = "llvm.insertelement"(%2744, %2746, %98) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2748 = "llvm.fcmp"(%2747, %94) <{fastmathFlags = #llvm.fastmath<none>, predicate = 10 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
    %2749 = "llvm.select"(%2748, %2747, %94) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %2750 = "llvm.fcmp"(%2749, %95) <{fastmathFlags = #llvm.fastmath<none>, predicate = 12 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
    %2751 = "llvm.select"(%2750, %2749, %95) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %2752 = "llvm.extractelement"(%85, %45) : (vector<2xf32>, i64) -> f32
    %2753 = "llvm.extractelement"(%2751, %45) : (vector<2xf32>, i64) -> f32
    %2754 = "llvm.extractelement"(%2731, %45) : (vector<2xf32>, i64) -> f32
    %2755 = "llvm.call"(%2752, %2753, %2754) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2756 = "llvm.insertelement"(%19, %2755, %45) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2757 = "llvm.extractelement"(%85, %98) : (vector<2xf32>, i64) -> f32
    %2758 = "llvm.extractelement"(%2751, %98) : (vector<2xf32>, i64) -> f32
    %2759 = "llvm.extractelement"(%2731, %98) : (vector<2xf32>, i64) -> f32
    %2760 = "llvm.call"(%2757, %2758, %2759) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2761 = "llvm.insertelement"(%2756, %2760, %98) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2762 = "llvm.extractelement"(%86, %45) : (vector<2xf32>, i64) -> f32
    %2763 = "llvm.extractelement"(%2751, %45) : (vector<2xf32>, i64) -> f32
    %2764 = "llvm.extractelement"(%2761, %45) : (vector<2xf32>, i64) -> f32
    %2765 = "llvm.call"(%2762, %2763, %2764) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2766 = "llvm.insertelement"(%19, %2765, %45) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2767 = "llvm.extractelement"(%86, %98) : (vector<2xf32>, i64) -> f32
    %2768 = "llvm.extractelement"(%2751, %98) : (vector<2xf32>, i64) -> f32
    %2769 = "llvm.extractelement"(%2761, %98) : (vector<2xf32>, i64) -> f32
    %2770 = "llvm.call"(%2767, %2768, %2769) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2771 = "llvm.insertelement"(%2766, %2770, %98) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2772 = "llvm.extractelement"(%2771, %45) : (vector<2xf32>, i64) -> f32
    %2773 = "llvm.extractelement"(%87, %45) : (vector<2xf32>, i64) -> f32
    %2774 = "llvm.extractelement"(%88, %45) : (vector<2xf32>, i64) -> f32
    %2775 = "llvm.call"(%2772, %2773, %2774) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2776 = "llvm.insertelement"(%19, %2775, %45) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2777 = "llvm.extractelement"(%2771, %98) : (vector<2xf32>, i64) -> f32
    %2778 = "llvm.extractelement"(%87, %98) : (vector<2xf32>, i64) -> f32
    %2779 = "llvm.extractelement"(%88, %98) : (vector<2xf32>, i64) -> f32
    %2780 = "llvm.call"(%2777, %2778, %2779) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2781 = "llvm.insertelement"(%2776, %2780, %98) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2782 = "llvm.extractelement"(%2781, %45) : (vector<2xf32>, i64) -> f32
    %2783 = "llvm.extractelement"(%2771, %45) : (vector<2xf32>, i64) -> f32
    %2784 = "llvm.extractelement"(%89, %45) : (vector<2xf32>, i64) -> f32
    %2785 = "llvm.call"(%2782, %2783, %2784) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2786 = "llvm.insertelement"(%19, %2785, %45) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2787 = "llvm.extractelement"(%2781, %98) : (vector<2xf32>, i64) -> f32
    %2788 = "llvm.extractelement"(%2771, %98) : (vector<2xf32>, i64) -> f32
    %2789 = "llvm.extractelement"(%89, %98) : (vector<2xf32>, i64) -> f32
    %2790 = "llvm.call"(%2787, %2788, %2789) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2791 = "llvm.insertelement"(%2786, %2790, %98) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2792 = "llvm.extractelement"(%2791, %45) : (vector<2xf32>, i64) -> f32
    %2793 = "llvm.extractelement"(%2771, %45) : (vector<2xf32>, i64) -> f32
    %2794 = "llvm.extractelement"(%90, %45) : (vector<2xf32>, i64) -> f32
    %2795 = "llvm.call"(%2792, %2793, %2794) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2796 = "llvm.insertelement"(%19, %2795, %45) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2797 = "llvm.extractelement"(%2791, %98) : (vector<2xf32>, i64) -> f32
    %2798 = "llvm.extractelement"(%2771, %98) : (vector<2xf32>, i64) -> f32
    %2799 = "llvm.extractelement"(%90, %98) : (vector<2xf32>, i64) -> f32
    %2800 = "llvm.call"(%2797, %2798, %2799) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2801 = "llvm.insertelement"(%2796, %2800, %98) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2802 = "llvm.extractelement"(%2801, %45) : (vector<2xf32>, i64) -> f32
    %2803 = "llvm.extractelement"(%2771, %45) : (vector<2xf32>, i64) -> f32
    %2804 = "llvm.extractelement"(%91, %45) : (vector<2xf32>, i64) -> f32
    %2805 = "llvm.call"(%2802, %2803, %2804) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2806 = "llvm.insertelement"(%19, %2805, %45) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2807 = "llvm.extractelement"(%2801, %98) : (vector<2xf32>, i64) -> f32
    %2808 = "llvm.extractelement"(%2771, %98) : (vector<2xf32>, i64) -> f32
    %2809 = "llvm.extractelement"(%91, %98) : (vector<2xf32>, i64) -> f32
    %2810 = "llvm.call"(%2807, %2808, %2809) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2811 = "llvm.insertelement"(%2806, %2810, %98) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2812 = "llvm.extractelement"(%2811, %45) : (vector<2xf32>, i64) -> f32
    %2813 = "llvm.extractelement"(%2771, %45) : (vector<2xf32>, i64) -> f32
    %2814 = "llvm.extractelement"(%82, %45) : (vector<2xf32>, i64) -> f32
    %2815 = "llvm.call"(%2812, %2813, %2814) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2816 = "llvm.insertelement"(%19, %2815, %45) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2817 = "llvm.extractelement"(%2811, %98) : (vector<2xf32>, i64) -> f32
    %2818 = "llvm.extractelement"(%2771, %98) : (vector<2xf32>, i64) -> f32
    %2819 = "llvm.extractelement"(%82, %98) : (vector<2xf32>, i64) -> f32
    %2820 = "llvm.call"(%2817, %2818, %2819) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2821 = "llvm.insertelement"(%2816, %2820, %98) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2822 = "llvm.fmul"(%2771, %2771) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %2823 = "llvm.extractelement"(%2821, %45) : (vector<2xf32>, i64) -> f32
    %2824 = "llvm.extractelement"(%2822, %45) : (vector<2xf32>, i64) -> f32
    %2825 = "llvm.extractelement"(%2771, %45) : (vector<2xf32>, i64) -> f32
    %2826 = "llvm.call"(%2823, %2824, %2825) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2827 = "llvm.insertelement"(%19, %2826, %45) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2828 = "llvm.extractelement"(%2821, %98) : (vector<2xf32>, i64) -> f32
    %2829 = "llvm.extractelement"(%2822, %98) : (vector<2xf32>, i64) -> f32
    %2830 = "llvm.extractelement"(%2771, %98) : (vector<2xf32>, i64) -> f32
    %2831 = "llvm.call"(%2828, %2829, %2830) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2832 = "llvm.insertelement"(%2827, %2831, %98) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2833 = "llvm.fadd"(%2832, %83) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %2834 = "llvm.fptosi"(%2751) : (vector<2xf32>) -> vector<2xi32>
    %2835 = "llvm.add"(%2834, %97) <{overflowFlags = 0 : i32}> : (vector<2xi32>, vector<2xi32>) -> vector<2xi32>
    %2836 = "llvm.shl"(%2835, %96) <{overflowFlags = 0 : i32}> : (vector<2xi32>, vector<2xi32>) -> vector<2xi32>
    %2837 = "llvm.bitcast"(%2836) : (vector<2xi32>) -> vector<2xf32>
    %2838 = "llvm.fmul"(%2833, %2837) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %2839 = "llvm.fmul"(%1491, %81) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %2840 = "llvm.fcmp"(%2839, %92) <{fastmathFlags = #llvm.fastmath<none>, predicate = 10 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
    %2841 = "llvm.select"(%2840, %2839, %92) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %2842 = "llvm.fcmp"(%2841, %93) <{fastmathFlags = #llvm.fastmath<none>, predicate = 12 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
    %2843 = "llvm.select"(%2842, %2841, %93) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %2844 = "llvm.extractelement"(%2843, %45) : (vector<2xf32>, i64) -> f32
    %2845 = "llvm.extractelement"(%84, %45) : (vector<2xf32>, i64) -> f32
    %2846 = "llvm.extractelement"(%82, %45) : (vector<2xf32>, i64) -> f32
    %2847 = "llvm.call"(%2844, %2845, %2846) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2848 = "llvm.insertelement"(%19, %2847, %45) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2849 = "llvm.extractelement"(%2843, %98) : (vector<2xf32>, i64) -> f32
    %2850 = "llvm.extractelement"(%84, %98) : (vector<2xf32>, i64) -> f32
    %2851 = "llvm.extractelement"(%82, %98) : (vector<2xf32>, i64) -> f32
    %2852 = "llvm.call"(%2849, %2850, %2851) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2853 = "llvm.insertelement"(%2848, %2852, %98) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2854 = "llvm.extractelement"(%2853, %45) : (vector<2xf32>, i64) -> f32
    %2855 = "llvm.call"(%2854) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_floorf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (f32) -> f32
    %2856 = "llvm.insertelement"(%19, %2855, %45) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2857 = "llvm.extractelement"(%2853, %98) : (vector<2xf32>, i64) -> f32
    %2858 = "llvm.call"(%2857) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_floorf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (f32) -> f32
    %2859 = "llvm.insertelement"(%2856, %2858, %98) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2860 = "llvm.fcmp"(%2859, %94) <{fastmathFlags = #llvm.fastmath<none>, predicate = 10 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
    %2861 = "llvm.select"(%2860, %2859, %94) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %2862 = "llvm.fcmp"(%2861, %95) <{fastmathFlags = #llvm.fastmath<none>, predicate = 12 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
    %2863 = "llvm.select"(%2862, %2861, %95) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %2864 = "llvm.extractelement"(%85, %45) : (vector<2xf32>, i64) -> f32
    %2865 = "llvm.extractelement"(%2863, %45) : (vector<2xf32>, i64) -> f32
    %2866 = "llvm.extractelement"(%2843, %45) : (vector<2xf32>, i64) -> f32
    %2867 = "llvm.call"(%2864, %2865, %2866) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2868 = "llvm.insertelement"(%19, %2867, %45) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2869 = "llvm.extractelement"(%85, %98) : (vector<2xf32>, i64) -> f32
    %2870 = "llvm.extractelement"(%2863, %98) : (vector<2xf32>, i64) -> f32
    %2871 = "llvm.extractelement"(%2843, %98) : (vector<2xf32>, i64) -> f32
    %2872 = "llvm.call"(%2869, %2870, %2871) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2873 = "llvm.insertelement"(%2868, %2872, %98) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2874 = "llvm.extractelement"(%86, %45) : (vector<2xf32>, i64) -> f32
    %2875 = "llvm.extractelement"(%2863, %45) : (vector<2xf32>, i64) -> f32
    %2876 = "llvm.extractelement"(%2873, %45) : (vector<2xf32>, i64) -> f32
    %2877 = "llvm.call"(%2874, %2875, %2876) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2878 = "llvm.insertelement"(%19, %2877, %45) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2879 = "llvm.extractelement"(%86, %98) : (vector<2xf32>, i64) -> f32
    %2880 = "llvm.extractelement"(%2863, %98) : (vector<2xf32>, i64) -> f32
    %2881 = "llvm.extractelement"(%2873, %98) : (vector<2xf32>, i64) -> f32
    %2882 = "llvm.call"(%2879, %2880, %2881) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2883 = "llvm.insertelement"(%2878, %2882, %98) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2884 = "llvm.extractelement"(%2883, %45) : (vector<2xf32>, i64) -> f32
    %2885 = "llvm.extractelement"(%87, %45) : (vector<2xf32>, i64) -> f32
    %2886 = "llvm.extractelement"(%88, %45) : (vector<2xf32>, i64) -> f32
    %2887 = "llvm.call"(%2884, %2885, %2886) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2888 = "llvm.insertelement"(%19, %2887, %45) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2889 = "llvm.extractelement"(%2883, %98) : (vector<2xf32>, i64) -> f32
    %2890 = "llvm.extractelement"(%87, %98) : (vector<2xf32>, i64) -> f32
    %2891 = "llvm.extractelement"(%88, %98) : (vector<2xf32>, i64) -> f32
    %2892 = "llvm.call"(%2889, %2890, %2891) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2893 = "llvm.insertelement"(%2888, %2892, %98) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2894 = "llvm.extractelement"(%2893, %45) : (vector<2xf32>, i64) -> f32
    %2895 = "llvm.extractelement"(%2883, %45) : (vector<2xf32>, i64) -> f32
    %2896 = "llvm.extractelement"(%89, %45) : (vector<2xf32>, i64) -> f32
    %2897 = "llvm.call"(%2894, %2895, %2896) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2898 = "llvm.insertelement"(%19, %2897, %45) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2899 = "llvm.extractelement"(%2893, %98) : (vector<2xf32>, i64) -> f32
    %2900 = "llvm.extractelement"(%2883, %98) : (vector<2xf32>, i64) -> f32
    %2901 = "llvm.extractelement"(%89, %98) : (vector<2xf32>, i64) -> f32
    %2902 = "llvm.call"(%2899, %2900, %2901) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2903 = "llvm.insertelement"(%2898, %2902, %98) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2904 = "llvm.extractelement"(%2903, %45) : (vector<2xf32>, i64) -> f32
    %2905 = "llvm.extractelement"(%2883, %45) : (vector<2xf32>, i64) -> f32
    %2906 = "llvm.extractelement"(%90, %45) : (vector<2xf32>, i64) -> f32
    %2907 = "llvm.call"(%2904, %2905, %2906) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2908 = "llvm.insertelement"(%19, %2907, %45) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2909 = "llvm.extractelement"(%2903, %98) : (vector<2xf32>, i64) -> f32
    %2910 = "llvm.extractelement"(%2883, %98) : (vector<2xf32>, i64) -> f32
    %2911 = "llvm.extractelement"(%90, %98) : (vector<2xf32>, i64) -> f32
    %2912 = "llvm.call"(%2909, %2910, %2911) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2913 = "llvm.insertelement"(%2908, %2912, %98) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2914 = "llvm.extractelement"(%2913, %45) : (vector<2xf32>, i64) -> f32
    %2915 = "llvm.extractelement"(%2883, %45) : (vector<2xf32>, i64) -> f32
    %2916 = "llvm.extractelement"(%91, %45) : (vector<2xf32>, i64) -> f32
    %2917 = "llvm.call"(%2914, %2915, %2916) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2918 = "llvm.insertelement"(%19, %2917, %45) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2919 = "llvm.extractelement"(%2913, %98) : (vector<2xf32>, i64) -> f32
    %2920 = "llvm.extractelement"(%2883, %98) : (vector<2xf32>, i64) -> f32
    %2921 = "llvm.extractelement"(%91, %98) : (vector<2xf32>, i64) -> f32
    %2922 = "llvm.call"(%2919, %2920, %2921) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2923 = "llvm.insertelement"(%2918, %2922, %98) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2924 = "llvm.extractelement"(%2923, %45) : (vector<2xf32>, i64) -> f32
    %2925 = "llvm.extractelement"(%2883, %45) : (vector<2xf32>, i64) -> f32
    %2926 = "llvm.extractelement"(%82, %45) : (vector<2xf32>, i64) -> f32
    %2927 = "llvm.call"(%2924, %2925, %2926) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2928 = "llvm.insertelement"(%19, %2927, %45) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2929 = "llvm.extractelement"(%2923, %98) : (vector<2xf32>, i64) -> f32
    %2930 = "llvm.extractelement"(%2883, %98) : (vector<2xf32>, i64) -> f32
    %2931 = "llvm.extractelement"(%82, %98) : (vector<2xf32>, i64) -> f32
    %2932 = "llvm.call"(%2929, %2930, %2931) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2933 = "llvm.insertelement"(%2928, %2932, %98) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2934 = "llvm.fmul"(%2883, %2883) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %2935 = "llvm.extractelement"(%2933, %45) : (vector<2xf32>, i64) -> f32
    %2936 = "llvm.extractelement"(%2934, %45) : (vector<2xf32>, i64) -> f32
    %2937 = "llvm.extractelement"(%2883, %45) : (vector<2xf32>, i64) -> f32
    %2938 = "llvm.call"(%2935, %2936, %2937) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2939 = "llvm.insertelement"(%19, %2938, %45) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2940 = "llvm.extractelement"(%2933, %98) : (vector<2xf32>, i64) -> f32
    %2941 = "llvm.extractelement"(%2934, %98) : (vector<2xf32>, i64) -> f32
    %2942 = "llvm.extractelement"(%2883, %98) : (vector<2xf32>, i64) -> f32
    %2943 = "llvm.call"(%2940, %2941, %2942) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2944 = "llvm.insertelement"(%2939, %2943, %98) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2945 = "llvm.fadd"(%2944, %83) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %2946 = "llvm.fptosi"(%2863) : (vector<2xf32>) -> vector<2xi32>
    %2947 = "llvm.add"(%2946, %97) <{overflowFlags = 0 : i32}> : (vector<2xi32>, vector<2xi32>) -> vector<2xi32>
    %2948 = "llvm.shl"(%2947, %96) <{overflowFlags = 0 : i32}> : (vector<2xi32>, vector<2xi32>) -> vector<2xi32>
    %2949 = "llvm.bitcast"(%2948) : (vector<2xi32>) -> vector<2xf32>
    %2950 = "llvm.fmul"(%2945, %2949) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %2951 = "llvm.fmul"(%1492, %81) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %2952 = "llvm.fcmp"(%2951, %92) <{fastmathFlags = #llvm.fastmath<none>, predicate = 10 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
    %2953 = "llvm.select"(%2952, %2951, %92) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %2954 = "llvm.fcmp"(%2953, %93) <{fastmathFlags = #llvm.fastmath<none>, predicate = 12 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
    %2955 = "llvm.select"(%2954, %2953, %93) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %2956 = "llvm.extractelement"(%2955, %45) : (vector<2xf32>, i64) -> f32
    %2957 = "llvm.extractelement"(%84, %45) : (vector<2xf32>, i64) -> f32
    %2958 = "llvm.extractelement"(%82, %45) : (vector<2xf32>, i64) -> f32
    %2959 = "llvm.call"(%2956, %2957, %2958) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2960 = "llvm.insertelement"(%19, %2959, %45) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2961 = "llvm.extractelement"(%2955, %98) : (vector<2xf32>, i64) -> f32
    %2962 = "llvm.extractelement"(%84, %98) : (vector<2xf32>, i64) -> f32
    %2963 = "llvm.extractelement"(%82, %98) : (vector<2xf32>, i64) -> f32
    %2964 = "llvm.call"(%2961, %2962, %2963) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2965 = "llvm.insertelement"(%2960, %2964, %98) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2966 = "llvm.extractelement"(%2965, %45) : (vector<2xf32>, i64) -> f32
    %2967 = "llvm.call"(%2966) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_floorf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (f32) -> f32
    %2968 = "llvm.insertelement"(%19, %2967, %45) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2969 = "llvm.extractelement"(%2965, %98) : (vector<2xf32>, i64) -> f32
    %2970 = "llvm.call"(%2969) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_floorf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (f32) -> f32
    %2971 = "llvm.insertelement"(%2968, %2970, %98) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2972 = "llvm.fcmp"(%2971, %94) <{fastmathFlags = #llvm.fastmath<none>, predicate = 10 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
    %2973 = "llvm.select"(%2972, %2971, %94) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %2974 = "llvm.fcmp"(%2973, %95) <{fastmathFlags = #llvm.fastmath<none>, predicate = 12 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
    %2975 = "llvm.select"(%2974, %2973, %95) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %2976 = "llvm.extractelement"(%85, %45) : (vector<2xf32>, i64) -> f32
    %2977 = "llvm.extractelement"(%2975, %45) : (vector<2xf32>, i64) -> f32
    %2978 = "llvm.extractelement"(%2955, %45) : (vector<2xf32>, i64) -> f32
    %2979 = "llvm.call"(%2976, %2977, %2978) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2980 = "llvm.insertelement"(%19, %2979, %45) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2981 = "llvm.extractelement"(%85, %98) : (vector<2xf32>, i64) -> f32
    %2982 = "llvm.extractelement"(%2975, %98) : (vector<2xf32>, i64) -> f32
    %2983 = "llvm.extractelement"(%2955, %98) : (vector<2xf32>, i64) -> f32
    %2984 = "llvm.call"(%2981, %2982, %2983) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2985 = "llvm.insertelement"(%2980, %2984, %98) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2986 = "llvm.extractelement"(%86, %45) : (vector<2xf32>, i64) -> f32
    %2987 = "llvm.extractelement"(%2975, %45) : (vector<2xf32>, i64) -> f32
    %2988 = "llvm.extractelement"(%2985, %45) : (vector<2xf32>, i64) -> f32
    %2989 = "llvm.call"(%2986, %2987, %2988) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2990 = "llvm.insertelement"(%19, %2989, %45) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2991 = "llvm.extractelement"(%86, %98) : (vector<2xf32>, i64) -> f32
    %2992 = "llvm.extractelement"(%2975, %98) : (vector<2xf32>, i64) -> f32
    %2993 = "llvm.extractelement"(%2985, %98) : (vector<2xf32>, i64) -> f32
    %2994 = "llvm.call"(%2991, %2992, %2993) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2995 = "llvm.insertelement"(%2990, %2994, %98) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %2996 = "llvm.extractelement"(%2995, %45) : (vector<2xf32>, i64) -> f32
    %2997 = "llvm.extractelement"(%87, %45) : (vector<2xf32>, i64) -> f32
    %2998 = "llvm.extractelement"(%88, %45) : (vector<2xf32>, i64) -> f32
    %2999 = "llvm.call"(%2996, %2997, %2998) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %3000 = "llvm.insertelement"(%19, %2999, %45) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %3001 = "llvm.extractelement"(%2995, %98) : (vector<2xf32>, i64) -> f32
    %3002 = "llvm.extractelement"(%87, %98) : (vector<2xf32>, i64) -> f32
    %3003 = "llvm.extractelement"(%88, %98) : (vector<2xf32>, i64) -> f32
    %3004 = "llvm.call"(%3001, %3002, %3003) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %3005 = "llvm.insertelement"(%3000, %3004, %98) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %3006 = "llvm.extractelement"(%3005, %45) : (vector<2xf32>, i64) -> f32
    %3007 = "llvm.extractelement"(%2995, %45) : (vector<2xf32>, i64) -> f32
    %3008 = "llvm.extractelement"(%89, %45) : (vector<2xf32>, i64) -> f32
    %3009 = "llvm.call"(%3006, %3007, %3008) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %3010 = "llvm.insertelement"(%19, %3009, %45) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %3011 = "llvm.extractelement"(%3005, %98) : (vector<2xf32>, i64) -> f32
    %3012 = "llvm.extractelement"(%2995, %98) : (vector<2xf32>, i64) -> f32
    %3013 = "llvm.extractelement"(%89, %98) : (vector<2xf32>, i64) -> f32
    %3014 = "llvm.call"(%3011, %3012, %3013) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %3015 = "llvm.insertelement"(%3010, %3014, %98) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %3016 = "llvm.extractelement"(%3015, %45) : (vector<2xf32>, i64) -> f32
    %3017 = "llvm.extractelement"(%2995, %45) : (vector<2xf32>, i64) -> f32
    %3018 = "llvm.extractelement"(%90, %45) : (vector<2xf32>, i64) -> f32
    %3019 = "llvm.call"(%3016, %3017, %3018) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %3020 = "llvm.insertelement"(%19, %3019, %45) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %3021 = "llvm.extractelement"(%3015, %98) : (vector<2xf32>, i64) -> f32
    %3022 = "llvm.extractelement"(%2995, %98) : (vector<2xf32>, i64) -> f32
    %3023 = "llvm.extractelement"(%90, %98) : (vector<2xf32>, i64) -> f32
    %3024 = "llvm.call"(%3021, %3022, %3023) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %3025 = "llvm.insertelement"(%3020, %3024, %98) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %3026 = "llvm.extractelement"(%3025, %45) : (vector<2xf32>, i64) -> f32
    %3027 = "llvm.extractelement"(%2995, %45) : (vector<2xf32>, i64) -> f32
    %3028 = "llvm.extractelement"(%91, %45) : (vector<2xf32>, i64) -> f32
    %3029 = "llvm.call"(%3026, %3027, %3028) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %3030 = "llvm.insertelement"(%19, %3029, %45) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %3031 = "llvm.extractelement"(%3025, %98) : (vector<2xf32>, i64) -> f32
    %3032 = "llvm.extractelement"(%2995, %98) : (vector<2xf32>, i64) -> f32
    %3033 = "llvm.extractelement"(%91, %98) : (vector<2xf32>, i64) -> f32
    %3034 = "llvm.call"(%3031, %3032, %3033) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %3035 = "llvm.insertelement"(%3030, %3034, %98) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %3036 = "llvm.extractelement"(%3035, %45) : (vector<2xf32>, i64) -> f32
    %3037 = "llvm.extractelement"(%2995, %45) : (vector<2xf32>, i64) -> f32
    %3038 = "llvm.extractelement"(%82, %45) : (vector<2xf32>, i64) -> f32
    %3039 = "llvm.call"(%3036, %3037, %3038) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %3040 = "llvm.insertelement"(%19, %3039, %45) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %3041 = "llvm.extractelement"(%3035, %98) : (vector<2xf32>, i64) -> f32
    %3042 = "llvm.extractelement"(%2995, %98) : (vector<2xf32>, i64) -> f32
    %3043 = "llvm.extractelement"(%82, %98) : (vector<2xf32>, i64) -> f32
    %3044 = "llvm.call"(%3041, %3042, %3043) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %3045 = "llvm.insertelement"(%3040, %3044, %98) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %3046 = "llvm.fmul"(%2995, %2995) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %3047 = "llvm.extractelement"(%3045, %45) : (vector<2xf32>, i64) -> f32
    %3048 = "llvm.extractelement"(%3046, %45) : (vector<2xf32>, i64) -> f32
    %3049 = "llvm.extractelement"(%2995, %45) : (vector<2xf32>, i64) -> f32
    %3050 = "llvm.call"(%3047, %3048, %3049) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %3051 = "llvm.insertelement"(%19, %3050, %45) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %3052 = "llvm.extractelement"(%3045, %98) : (vector<2xf32>, i64) -> f32
    %3053 = "llvm.extractelement"(%3046, %98) : (vector<2xf32>, i64) -> f32
    %3054 = "llvm.extractelement"(%2995, %98) : (vector<2xf32>, i64) -> f32
    %3055 = "llvm.call"(%3052, %3053, %3054) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %3056 = "llvm.insertelement"(%3051, %3055, %98) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %3057 = "llvm.fadd"(%3056, %83) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %3058 = "llvm.fptosi"(%2975) : (vector<2xf32>) -> vector<2xi32>
    %3059 = "llvm.add"(%3058, %97) <{overflowFlags = 0 : i32}> : (vector<2xi32>, vector<2xi32>) -> vector<2xi32>
    %3060 = "llvm.shl"(%3059, %96) <{overflowFlags = 0 : i32}> : (vector<2xi32>, vector<2xi32>) -> vector<2xi32>
    %3061 = "llvm.bitcast"(%3060) : (vector<2xi32>) -> vector<2xf32>
    %3062 = "llvm.fmul"(%3057, %3061) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %3063 = "llvm.fmul"(%1493, %81) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %3064 = "llvm.fcmp"(%3063, %92) <{fastmathFlags = #llvm.fastmath<none>, predicate = 10 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
    %3065 = "llvm.select"(%3064, %3063, %92) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %3066 = "llvm.fcmp"(%3065, %93) <{fastmathFlags = #llvm.fastmath<none>, predicate = 12 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
    %3067 = "llvm.select"(%3066, %3065, %93) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %3068 = "llvm.extractelement"(%3067, %45) : (vector<2xf32>, i64) -> f32
    %3069 = "llvm.extractelement"(%84, %45) : (vector<2xf32>, i64) -> f32
    %3070 = "llvm.extractelement"(%82, %45) : (vector<2xf32>, i64) -> f32
    %3071 = "llvm.call"(%3068, %3069, %3070) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %3072 = "llvm.insertelement"(%19, %3071, %45) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %3073 = "llvm.extractelement"(%3067, %98) : (vector<2xf32>, i64) -> f32
    %3074 = "llvm.extractelement"(%84, %98) : (vector<2xf32>, i64) -> f32
    %3075 = "llvm.extractelement"(%82, %98) : (vector<2xf32>, i64) -> f32
    %3076 = "llvm.call"(%3073, %3074, %3075) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %3077 = "llvm.insertelement"(%3072, %3076, %98) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %3078 = "llvm.extractelement"(%3077, %45) : (vector<2xf32>, i64) -> f32
    %3079 = "llvm.call"(%3078) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_floorf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (f32) -> f32
    %3080 = "llvm.insertelement"(%19, %3079, %45) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %3081 = "llvm.extractelement"(%3077, %98) : (vector<2xf32>, i64) -> f32
    %3082 = "llvm.call"(%3081) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_floorf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (f32) -> f32
    %3083 = "llvm.insertelement"(%3080, %3082, %98) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %3084 = "llvm.fcmp"(%3083, %94) <{fastmathFlags = #llvm.fastmath<none>, predicate = 10 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
    %3085 = "llvm.select"(%3084, %3083, %94) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %3086 = "llvm.fcmp"(%3085, %95) <{fastmathFlags = #llvm.fastmath<none>, predicate = 12 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
    %3087 = "llvm.select"(%3086, %3085, %95) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %3088 = "llvm.extractelement"(%85, %45) : (vector<2xf32>, i64) -> f32
    %3089 = "llvm.extractelement"(%3087, %45) : (vector<2xf32>, i64) -> f32
    %3090 = "llvm.extractelement"(%3067, %45) : (vector<2xf32>, i64) -> f32
    %3091 = "llvm.call"(%3088, %3089, %3090) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %3092 = "llvm.insertelement"(%19, %3091, %45) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %3093 = "llvm.extractelement"(%85, %98) : (vector<2xf32>, i64) -> f32
    %3094 = "llvm.extractelement"(%3087, %98) : (vector<2xf32>, i64) -> f32
    %3095 = "llvm.extractelement"(%3067, %98) : (vector<2xf32>, i64) -> f32
    %3096 = "llvm.call"(%3093, %3094, %3095) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %3097 = "llvm.insertelement"(%3092, %3096, %98) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %3098 = "llvm.extractelement"(%86, %45) : (vector<2xf32>, i64) -> f32
    %3099 = "llvm.extractelement"(%3087, %45) : (vector<2xf32>, i64) -> f32
    %3100 = "llvm.extractelement"(%3097, %45) : (vector<2xf32>, i64) -> f32
    %3101 = "llvm.call"(%3098, %3099, %3100) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %3102 = "llvm.insertelement"(%19, %3101, %45) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %3103 = "llvm.extractelement"(%86, %98) : (vector<2xf32>, i64) -> f32
    %3104 = "llvm.extractelement"(%3087, %98) : (vector<2xf32>, i64) -> f32
    %3105 = "llvm.extractelement"(%3097, %98) : (vector<2xf32>, i64) -> f32
    %3106 = "llvm.call"(%3103, %3104, %3105) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %3107 = "llvm.insertelement"(%3102, %3106, %98) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %3108 = "llvm.extractelement"(%3107, %45) : (vector<2xf32>, i64) -> f32
    %3109 = "llvm.extractelement"(%87, %45) : (vector<2xf32>, i64) -> f32
    %3110 = "llvm.extractelement"(%88, %45) : (vector<2xf32>, i64) -> f32
    %3111 = "llvm.call"(%3108, %3109, %3110) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %3112 = "llvm.insertelement"(%19, %3111, %45) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %3113 = "llvm.extractelement"(%3107, %98) : (vector<2xf32>, i64) -> f32
    %3114 = "llvm.extractelement"(%87, %98) : (vector<2xf32>, i64) -> f32
    %3115 = "llvm.extractelement"(%88, %98) : (vector<2xf32>, i64) -> f32
    %3116 = "llvm.call"(%3113, %3114, %3115) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %3117 = "llvm.insertelement"(%3112, %3116, %98) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %3118 = "llvm.extractelement"(%3117, %45) : (vector<2xf32>, i64) -> f32
    %3119 = "llvm.extractelement"(%3107, %45) : (vector<2xf32>, i64) -> f32
    %3120 = "llvm.extractelement"(%89, %45) : (vector<2xf32>, i64) -> f32
    %3121 = "llvm.call"(%3118, %3119, %3120) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %3122 = "llvm.insertelement"(%19, %3121, %45) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %3123 = "llvm.extractelement"(%3117, %98) : (vector<2xf32>, i64) -> f32
    %3124 = "llvm.extractelement"(%3107, %98) : (vector<2xf32>, i64) -> f32
    %3125 = "llvm.extractelement"(%89, %98) : (vector<2xf32>, i64) -> f32
    %3126 = "llvm.call"(%3123, %3124, %3125) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %3127 = "llvm.insertelement"(%3122, %3126, %98) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %3128 = "llvm.extractelement"(%3127, %45) : (vector<2xf32>, i64) -> f32
    %3129 = "llvm.extractelement"(%3107, %45) : (vector<2xf32>, i64) -> f32
    %3130 = "llvm.extractelement"(%90, %45) : (vector<2xf32>, i64) -> f32
    %3131 = "llvm.call"(%3128, %3129, %3130) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %3132 = "llvm.insertelement"(%19, %3131, %45) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %3133 = "llvm.extractelement"(%3127, %98) : (vector<2xf32>, i64) -> f32
    %3134 = "llvm.extractelement"(%3107, %98) : (vector<2xf32>, i64) -> f32
    %3135 = "llvm.extractelement"(%90, %98) : (vector<2xf32>, i64) -> f32
    %3136 = "llvm.call"(%3133, %3134, %3135) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %3137 = "llvm.insertelement"(%3132, %3136, %98) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %3138 = "llvm.extractelement"(%3137, %45) : (vector<2xf32>, i64) -> f32
    %3139 = "llvm.extractelement"(%3107, %45) : (vector<2xf32>, i64) -> f32
    %3140 = "llvm.extractelement"(%91, %45) : (vector<2xf32>, i64) -> f32
    %3141 = "llvm.call"(%3138, %3139, %3140) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %3142 = "llvm.insertelement"(%19, %3141, %45) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %3143 = "llvm.extractelement"(%3137, %98) : (vector<2xf32>, i64) -> f32
    %3144 = "llvm.extractelement"(%3107, %98) : (vector<2xf32>, i64) -> f32
    %3145 = "llvm.extractelement"(%91, %98) : (vector<2xf32>, i64) -> f32
    %3146 = "llvm.call"(%3143, %3144, %3145) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %3147 = "llvm.insertelement"(%3142, %3146, %98) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %3148 = "llvm.extractelement"(%3147, %45) : (vector<2xf32>, i64) -> f32
    %3149 = "llvm.extractelement"(%3107, %45) : (vector<2xf32>, i64) -> f32
    %3150 = "llvm.extractelement"(%82, %45) : (vector<2xf32>, i64) -> f32
    %3151 = "llvm.call"(%3148, %3149, %3150) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %3152 = "llvm.insertelement"(%19, %3151, %45) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %3153 = "llvm.extractelement"(%3147, %98) : (vector<2xf32>, i64) -> f32
    %3154 = "llvm.extractelement"(%3107, %98) : (vector<2xf32>, i64) -> f32
    %3155 = "llvm.extractelement"(%82, %98) : (vector<2xf32>, i64) -> f32
    %3156 = "llvm.call"(%3153, %3154, %3155) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %3157 = "llvm.insertelement"(%3152, %3156, %98) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %3158 = "llvm.fmul"(%3107, %3107) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %3159 = "llvm.extractelement"(%3157, %45) : (vector<2xf32>, i64) -> f32
    %3160 = "llvm.extractelement"(%3158, %45) : (vector<2xf32>, i64) -> f32
    %3161 = "llvm.extractelement"(%3107, %45) : (vector<2xf32>, i64) -> f32
    %3162 = "llvm.call"(%3159, %3160, %3161) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %3163 = "llvm.insertelement"(%19, %3162, %45) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %3164 = "llvm.extractelement"(%3157, %98) : (vector<2xf32>, i64) -> f32
    %3165 = "llvm.extractelement"(%3158, %98) : (vector<2xf32>, i64) -> f32
    %3166 = "llvm.extractelement"(%3107, %98) : (vector<2xf32>, i64) -> f32
    %3167 = "llvm.call"(%3164, %3165, %3166) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %3168 = "llvm.insertelement"(%3163, %3167, %98) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %3169 = "llvm.fadd"(%3168, %83) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %3170 = "llvm.fptosi"(%3087) : (vector<2xf32>) -> vector<2xi32>
    %3171 = "llvm.add"(%3170, %97) <{overflowFlags = 0 : i32}> : (vector<2xi32>, vector<2xi32>) -> vector<2xi32>
    %3172 = "llvm.shl"(%3171, %96) <{overflowFlags = 0 : i32}> : (vector<2xi32>, vector<2xi32>) -> vector<2xi32>
    %3173 = "llvm.bitcast"(%3172) : (vector<2xi32>) -> vector<2xf32>
    %3174 = "llvm.fmul"(%3169, %3173) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %3175 = "llvm.fmul"(%1494, %81) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %3176 = "llvm.fcmp"(%3175, %92) <{fastmathFlags = #llvm.fastmath<none>, predicate = 10 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
    %3177 = "llvm.select"(%3176, %3175, %92) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %3178 = "llvm.fcmp"(%3177, %93) <{fastmathFlags = #llvm.fastmath<none>, predicate = 12 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
    %3179 = "llvm.select"(%3178, %3177, %93) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %3180 = "llvm.extractelement"(%3179, %45) : (vector<2xf32>, i64) -> f32
    %3181 = "llvm.extractelement"(%84, %45) : (vector<2xf32>, i64) -> f32
    %3182 = "llvm.extractelement"(%82, %45) : (vector<2xf32>, i64) -> f32
    %3183 = "llvm.call"(%3180, %3181, %3182) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %3184 = "llvm.insertelement"(%19, %3183, %45) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %3185 = "llvm.extractelement"(%3179, %98) : (vector<2xf32>, i64) -> f32
    %3186 = "llvm.extractelement"(%84, %98) : (vector<2xf32>, i64) -> f32
    %3187 = "llvm.extractelement"(%82, %98) : (vector<2xf32>, i64) -> f32
    %3188 = "llvm.call"(%3185, %3186, %3187) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %3189 = "llvm.insertelement"(%3184, %3188, %98) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %3190 = "llvm.extractelement"(%3189, %45) : (vector<2xf32>, i64) -> f32
    %3191 = "llvm.call"(%3190) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_floorf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (f32) -> f32
    %3192 = "llvm.insertelement"(%19, %3191, %45) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %3193 = "llvm.extractelement"(%3189, %98) : (vector<2xf32>, i64) -> f32
    %3194 = "llvm.call"(%3193) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_floorf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (f32) -> f32
    %3195 = "llvm.insertelement"(%3192, %3194, %98) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %3196 = "llvm.fcmp"(%3195, %94) <{fastmathFlags = #llvm.fastmath<none>, predicate = 10 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
    %3197 = "llvm.select"(%3196, %3195, %94) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %3198 = "llvm.fcmp"(%3197, %95) <{fastmathFlags = #llvm.fastmath<none>, predicate = 12 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
    %3199 = "llvm.select"(%3198, %3197, %95) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %3200 = "llvm.extractelement"(%85, %45) : (vector<2xf32>, i64) -> f32
    %3201 = "llvm.extractelement"(%3199, %45) : (vector<2xf32>, i64) -> f32
    %3202 = "llvm.extractelement"(%3179, %45) : (vector<2xf32>, i64) -> f32
    %3203 = "llvm.call"(%3200, %3201, %3202) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %3204 = "llvm.insertelement"(%19, %3203, %45) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %3205 = "llvm.extractelement"(%85, %98) : (vector<2xf32>, i64) -> f32
    %3206 = "llvm.extractelement"(%3199, %98) : (vector<2xf32>, i64) -> f32
    %3207 = "llvm.extractelement"(%3179, %98) : (vector<2xf32>, i64) -> f32
    %3208 = "llvm.call"(%3205, %3206, %3207) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %3209 = "llvm.insertelement"(%3204, %3208, %98) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %3210 = "llvm.extractelement"(%86, %45) : (vector<2xf32>, i64) -> f32
    %3211 = "llvm.extractelement"(%3199, %45) : (vector<2xf32>, i64) -> f32
    %3212 = "llvm.extractelement"(%3209, %45) : (vector<2xf32>, i64) -> f32
    %3213 = "llvm.call"(%3210, %3211, %3212) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %3214 = "llvm.insertelement"(%19, %3213, %45) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %3215 = "llvm.extractelement"(%86, %98) : (vector<2xf32>, i64) -> f32
    %3216 = "llvm.extractelement"(%3199, %98) : (vector<2xf32>, i64) -> f32
    %3217 = "llvm.extractelement"(%3209, %98) : (vector<2xf32>, i64) -> f32
    %3218 = "llvm.call"(%3215, %3216, %3217) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %3219 = "llvm.insertelement"(%3214, %3218, %98) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %3220 = "llvm.extractelement"(%3219, %45) : (vector<2xf32>, i64) -> f32
    %3221 = "llvm.extractelement"(%87, %45) : (vector<2xf32>, i64) -> f32
    %3222 = "llvm.extractelement"(%88, %45) : (vector<2xf32>, i64) -> f32
    %3223 = "llvm.call"(%3220, %3221, %3222) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %3224 = "llvm.insertelement"(%19, %3223, %45) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %3225 = "llvm.extractelement"(%3219, %98) : (vector<2xf32>, i64) -> f32
    %3226 = "llvm.extractelement"(%87, %98) : (vector<2xf32>, i64) -> f32
    %3227 = "llvm.extractelement"(%88, %98) : (vector<2xf32>, i64) -> f32
    %3228 = "llvm.call"(%3225, %3226, %3227) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %3229 = "llvm.insertelement"(%3224, %3228, %98) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %3230 = "llvm.extractelement"(%3229, %45) : (vector<2xf32>, i64) -> f32
    %3231 = "llvm.extractelement"(%3219, %45) : (vector<2xf32>, i64) -> f32
    %3232 = "llvm.extractelement"(%89, %45) : (vector<2xf32>, i64) -> f32
    %3233 = "llvm.call"(%3230, %3231, %3232) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %3234 = "llvm.insertelement"(%19, %3233, %45) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %3235 = "llvm.extractelement"(%3229, %98) : (vector<2xf32>, i64) -> f32
    %3236 = "llvm.extractelement"(%3219, %98) : (vector<2xf32>, i64) -> f32
    %3237 = "llvm.extractelement"(%89, %98) : (vector<2xf32>, i64) -> f32
    %3238 = "llvm.call"(%3235, %3236, %3237) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %3239 = "llvm.insertelement"(%3234, %3238, %98) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %3240 = "llvm.extractelement"(%3239, %45) : (vector<2xf32>, i64) -> f32
    %3241 = "llvm.extractelement"(%3219, %45) : (vector<2xf32>, i64) -> f32
    %3242 = "llvm.extractelement"(%90, %45) : (vector<2xf32>, i64) -> f32
    %3243 = "llvm.call"(%3240, %3241, %3242) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %3244 = "llvm.insertelement"(%19, %3243, %45) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %3245 = "llvm.extractelement"(%3239, %98) : (vector<2xf32>, i64) -> f32
    %3246 = "llvm.extractelement"(%3219, %98) : (vector<2xf32>, i64) -> f32
    %3247 = "llvm.extractelement"(%90, %98) : (vector<2xf32>, i64) -> f32
    %3248 = "llvm.call"(%3245, %3246, %3247) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %3249 = "llvm.insertelement"(%3244, %3248, %98) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %3250 = "llvm.extractelement"(%3249, %45) : (vector<2xf32>, i64) -> f32
    %3251 = "llvm.extractelement"(%3219, %45) : (vector<2xf32>, i64) -> f32
    %3252 = "llvm.extractelement"(%91, %45) : (vector<2xf32>, i64) -> f32
    %3253 = "llvm.call"(%3250, %3251, %3252) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %3254 = "llvm.insertelement"(%19, %3253, %45) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %3255 = "llvm.extractelement"(%3249, %98) : (vector<2xf32>, i64) -> f32
    %3256 = "llvm.extractelement"(%3219, %98) : (vector<2xf32>, i64) -> f32
    %3257 = "llvm.extractelement"(%91, %98) : (vector<2xf32>, i64) -> f32
    %3258 = "llvm.call"(%3255, %3256, %3257) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %3259 = "llvm.insertelement"(%3254, %3258, %98) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %3260 = "llvm.extractelement"(%3259, %45) : (vector<2xf32>, i64) -> f32
    %3261 = "llvm.extractelement"(%3219, %45) : (vector<2xf32>, i64) -> f32
    %3262 = "llvm.extractelement"(%82, %45) : (vector<2xf32>, i64) -> f32
    %3263 = "llvm.call"(%3260, %3261, %3262) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %3264 = "llvm.insertelement"(%19, %3263, %45) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %3265 = "llvm.extractelement"(%3259, %98) : (vector<2xf32>, i64) -> f32
    %3266 = "llvm.extractelement"(%3219, %98) : (vector<2xf32>, i64) -> f32
    %3267 = "llvm.extractelement"(%82, %98) : (vector<2xf32>, i64) -> f32
    %3268 = "llvm.call"(%3265, %3266, %3267) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %3269 = "llvm.insertelement"(%3264, %3268, %98) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %3270 = "llvm.fmul"(%3219, %3219) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %3271 = "llvm.extractelement"(%3269, %45) : (vector<2xf32>, i64) -> f32
    %3272 = "llvm.extractelement"(%3270, %45) : (vector<2xf32>, i64) -> f32
    %3273 = "llvm.extractelement"(%3219, %45) : (vector<2xf32>, i64) -> f32
    %3274 = "llvm.call"(%3271, %3272, %3273) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %3275 = "llvm.insertelement"(%19, %3274, %45) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %3276 = "llvm.extractelement"(%3269, %98) : (vector<2xf32>, i64) -> f32
    %3277 = "llvm.extractelement"(%3270, %98) : (vector<2xf32>, i64) -> f32
    %3278 = "llvm.extractelement"(%3219, %98) : (vector<2xf32>, i64) -> f32
    %3279 = "llvm.call"(%3276, %3277, %3278) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %3280 = "llvm.insertelement"(%3275, %3279, %98) : (vector<2xf32>, f32, i64) -> vector<2xf32>
    %3281 = "llvm.fadd"(%3280, %83) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %3282 = "llvm.fptosi"(%3199) : (vector<2xf32>) -> vector<2xi32>
    %3283 = "llvm.add"(%3282, %97) <{overflowFlags = 0 : i32}> : (vector<2xi32>, vector<2xi32>) -> vector<2xi32>
    %3284 = "llvm.shl"(%3283, %96) <{overflowFlags = 0 : i32}> : (vector<2xi32>, vector<2xi32>) -> vector<2xi32>
    %3285 = "llvm.bitcast"(%3284) : (vector<2xi32>) -> vector<2xf32>
    %3286 = "llvm.fmul"(%3281, %3285) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %3287 = "llvm.extractelement"(%1606, %45) : (vector<2xf32>, i64) -> f32
    %3288 = "llvm.extractelement"(%1606, %98) : (vector<2xf32>, i64) -> f32
    %3289 = "llvm.extractelement"(%1830, %45) : (vector<2xf32>, i64) -> f32
    %3290 = "llvm.extractelement"(%1830, %98) : (vector<2xf32>, i64) -> f32
    %3291 = "llvm.extractelement"(%2054, %45) : (vector<2xf32>, i64) -> f32
    %3292 = "llvm.extractelement"(%2054, %98) : (vector<2xf32>, i64) -> f32
    %3293 = "llvm.extractelement"(%2278, %45) : (vector<2xf32>, i64) -> f32
    %3294 = "llvm.extractelement"(%2278, %98) : (vector<2xf32>, i64) -> f32
    %3295 = "llvm.extractelement"(%2502, %45) : (vector<2xf32>, i64) -> f32
    %3296 = "llvm.extractelement"(%2502, %98) : (vector<2xf32>, i64) -> f32
    %3297 = "llvm.extractelement"(%2726, %45) : (vector<2xf32>, i64) -> f32
    %3298 = "llvm.extractelement"(%2726, %98) : (vector<2xf32>, i64) -> f32
    %3299 = "llvm.extractelement"(%2950, %45) : (vector<2xf32>, i64) -> f32
    %3300 = "llvm.extractelement"(%2950, %98) : (vector<2xf32>, i64) -> f32
    %3301 = "llvm.extractelement"(%3174, %45) : (vector<2xf32>, i64) -> f32
    %3302 = "llvm.extractelement"(%3174, %98) : (vector<2xf32>, i64) -> f32
    %3303 = "llvm.extractelement"(%1718, %45) : (vector<2xf32>, i64) -> f32
    %3304 = "llvm.extractelement"(%1718, %98) : (vector<2xf32>, i64) -> f32
    %3305 = "llvm.extractelement"(%1942, %45) : (vector<2xf32>, i64) -> f32
    %3306 = "llvm.extractelement"(%1942, %98) : (vector<2xf32>, i64) -> f32
    %3307 = "llvm.extractelement"(%2166, %45) : (vector<2xf32>, i64) -> f32
    %3308 = "llvm.extractelement"(%2166, %98) : (vector<2xf32>, i64) -> f32
    %3309 = "llvm.extractelement"(%2390, %45) : (vector<2xf32>, i64) -> f32
    %3310 = "llvm.extractelement"(%2390, %98) : (vector<2xf32>, i64) -> f32
    %3311 = "llvm.extractelement"(%2614, %45) : (vector<2xf32>, i64) -> f32
    %3312 = "llvm.extractelement"(%2614, %98) : (vector<2xf32>, i64) -> f32
    %3313 = "llvm.extractelement"(%2838, %45) : (vector<2xf32>, i64) -> f32
    %3314 = "llvm.extractelement"(%2838, %98) : (vector<2xf32>, i64) -> f32
    %3315 = "llvm.extractelement"(%3062, %45) : (vector<2xf32>, i64) -> f32
    %3316 = "llvm.extractelement"(%3062, %98) : (vector<2xf32>, i64) -> f32
    %3317 = "llvm.extractelement"(%3286, %45) : (vector<2xf32>, i64) -> f32
    %3318 = "llvm.extractelement"(%3286, %98) : (vector<2xf32>, i64) -> f32
    %3319 = "llvm.insertelement"(%18, %3287, %45) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %3320 = "llvm.insertelement"(%3319, %3288, %98) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %3321 = "llvm.insertelement"(%3320, %3289, %17) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %3322 = "llvm.insertelement"(%3321, %3290, %16) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %3323 = "llvm.insertelement"(%3322, %3291, %22) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %3324 = "llvm.insertelement"(%3323, %3292, %15) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %3325 = "llvm.insertelement"(%3324, %3293, %14) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %3326 = "llvm.insertelement"(%3325, %3294, %13) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %3327 = "llvm.insertelement"(%3326, %3295, %12) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %3328 = "llvm.insertelement"(%3327, %3296, %11) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %3329 = "llvm.insertelement"(%3328, %3297, %10) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %3330 = "llvm.insertelement"(%3329, %3298, %9) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %3331 = "llvm.insertelement"(%3330, %3299, %8) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %3332 = "llvm.insertelement"(%3331, %3300, %7) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %3333 = "llvm.insertelement"(%3332, %3301, %6) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %3334 = "llvm.insertelement"(%3333, %3302, %5) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %3335 = "llvm.insertelement"(%18, %3303, %45) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %3336 = "llvm.insertelement"(%3335, %3304, %98) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %3337 = "llvm.insertelement"(%3336, %3305, %17) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %3338 = "llvm.insertelement"(%3337, %3306, %16) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %3339 = "llvm.insertelement"(%3338, %3307, %22) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %3340 = "llvm.insertelement"(%3339, %3308, %15) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %3341 = "llvm.insertelement"(%3340, %3309, %14) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %3342 = "llvm.insertelement"(%3341, %3310, %13) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %3343 = "llvm.insertelement"(%3342, %3311, %12) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %3344 = "llvm.insertelement"(%3343, %3312, %11) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %3345 = "llvm.insertelement"(%3344, %3313, %10) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %3346 = "llvm.insertelement"(%3345, %3314, %9) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %3347 = "llvm.insertelement"(%3346, %3315, %8) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %3348 = "llvm.insertelement"(%3347, %3316, %7) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %3349 = "llvm.insertelement"(%3348, %3317, %6) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %3350 = "llvm.insertelement"(%3349, %3318, %5) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %3351 = "llvm.intr.vector.reduce.fadd"(%47, %3334) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<16xf32>) -> f32
    %3352 = "llvm.intr.vector.reduce.fadd"(%47, %3350) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<16xf32>) -> f32
    %3353 = "llvm.sub"(%38, %38) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %3354 = "llvm.lshr"(%4, %3353) : (i32, i32) -> i32
    %3355 = "llvm.sub"(%38, %37) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %3356 = "nvvm.shfl.sync"(%3354, %3351, %37, %3355) <{kind = #nvvm.shfl_kind<bfly>}> : (i32, f32, i32, i32) -> f32
    %3357 = "llvm.fadd"(%3351, %3356) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
    %3358 = "llvm.sub"(%38, %38) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %3359 = "llvm.lshr"(%4, %3358) : (i32, i32) -> i32
    %3360 = "llvm.sub"(%38, %37) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %3361 = "nvvm.shfl.sync"(%3359, %3357, %39, %3360) <{kind = #nvvm.shfl_kind<bfly>}> : (i32, f32, i32, i32) -> f32
    %3362 = "llvm.fadd"(%3357, %3361) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
    %3363 = "llvm.sub"(%38, %38) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %3364 = "llvm.lshr"(%4, %3363) : (i32, i32) -> i32
    %3365 = "llvm.sub"(%38, %37) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %3366 = "nvvm.shfl.sync"(%3364, %3352, %37, %3365) <{kind = #nvvm.shfl_kind<bfly>}> : (i32, f32, i32, i32) -> f32
    %3367 = "llvm.fadd"(%3352, %3366) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
    %3368 = "llvm.sub"(%38, %38) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %3369 = "llvm.lshr"(%4, %3368) : (i32, i32) -> i32
    %3370 = "llvm.sub"(%38, %37) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %3371 = "nvvm.shfl.sync"(%3369, %3367, %39, %3370) <{kind = #nvvm.shfl_kind<bfly>}> : (i32, f32, i32, i32) -> f32
    %3372 = "llvm.fadd"(%3367, %3371) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
    %3373 = "llvm.insertelement"(%3, %3362, %49) : (vector<1xf32>, f32, i32) -> vector<1xf32>
    %3374 = "llvm.insertelement"(%3, %3372, %49) : (vector<1xf32>, f32, i32) -> vector<1xf32>
    %3375 = "llvm.fadd"(%3373, %1471) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<1xf32>, vector<1xf32>) -> vector<1xf32>
    %3376 = "llvm.fadd"(%3374, %1472) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<1xf32>, vector<1xf32>) -> vector<1xf32>
    %3377 = "llvm.fptrunc"(%1606) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>) -> vector<2xf16>
    %3378 = "llvm.fptrunc"(%1718) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>) -> vector<2xf16>
    %3379 = "llvm.fptrunc"(%1830) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>) -> vector<2xf16>
    %3380 = "llvm.fptrunc"(%1942) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>) -> vector<2xf16>
    %3381 = "llvm.fptrunc"(%2054) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>) -> vector<2xf16>
    %3382 = "llvm.fptrunc"(%2166) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>) -> vector<2xf16>
    %3383 = "llvm.fptrunc"(%2278) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>) -> vector<2xf16>
    %3384 = "llvm.fptrunc"(%2390) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>) -> vector<2xf16>
    %3385 = "llvm.fptrunc"(%2502) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>) -> vector<2xf16>
    %3386 = "llvm.fptrunc"(%2614) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>) -> vector<2xf16>
    %3387 = "llvm.fptrunc"(%2726) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>) -> vector<2xf16>
    %3388 = "llvm.fptrunc"(%2838) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>) -> vector<2xf16>
    %3389 = "llvm.fptrunc"(%2950) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>) -> vector<2xf16>
    %3390 = "llvm.fptrunc"(%3062) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>) -> vector<2xf16>
    %3391 = "llvm.fptrunc"(%3174) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>) -> vector<2xf16>
    %3392 = "llvm.fptrunc"(%3286) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>) -> vector<2xf16>
    %3393 = "llvm.extractelement"(%1406, %45) : (vector<1xf32>, i64) -> f32
    %3394 = "llvm.extractelement"(%1470, %45) : (vector<1xf32>, i64) -> f32
    %3395 = "llvm.insertelement"(%19, %3393, %49) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %3396 = "llvm.shufflevector"(%3395, %19) <{mask = array<i32: 0, 0>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %3397 = "llvm.insertelement"(%19, %3394, %49) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %3398 = "llvm.shufflevector"(%3397, %19) <{mask = array<i32: 0, 0>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %3399 = "llvm.fmul"(%3396, %355) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %3400 = "llvm.fmul"(%3398, %356) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %3401 = "llvm.fmul"(%3396, %357) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %3402 = "llvm.fmul"(%3398, %358) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %3403 = "llvm.fmul"(%3396, %359) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %3404 = "llvm.fmul"(%3398, %360) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %3405 = "llvm.fmul"(%3396, %361) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %3406 = "llvm.fmul"(%3398, %362) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %3407 = "llvm.mul"(%45, %101) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3408 = "llvm.mul"(%190, %100) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3409 = "llvm.add"(%3407, %3408) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3410 = "llvm.add"(%3409, %184) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3411 = "llvm.getelementptr"(%102, %3410) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %3412 = "llvm.load"(%3411) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %3413 = "llvm.mul"(%45, %101) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3414 = "llvm.mul"(%339, %100) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3415 = "llvm.add"(%3413, %3414) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3416 = "llvm.add"(%3415, %184) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3417 = "llvm.getelementptr"(%102, %3416) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %3418 = "llvm.load"(%3417) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %3419 = "llvm.mul"(%45, %101) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3420 = "llvm.mul"(%198, %100) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3421 = "llvm.add"(%3419, %3420) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3422 = "llvm.add"(%3421, %184) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3423 = "llvm.getelementptr"(%102, %3422) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %3424 = "llvm.load"(%3423) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %3425 = "llvm.mul"(%45, %101) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3426 = "llvm.mul"(%341, %100) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3427 = "llvm.add"(%3425, %3426) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3428 = "llvm.add"(%3427, %184) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3429 = "llvm.getelementptr"(%102, %3428) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %3430 = "llvm.load"(%3429) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %3431 = "llvm.mul"(%45, %101) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3432 = "llvm.mul"(%190, %100) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3433 = "llvm.add"(%3431, %3432) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3434 = "llvm.add"(%3433, %325) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3435 = "llvm.getelementptr"(%102, %3434) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %3436 = "llvm.load"(%3435) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %3437 = "llvm.mul"(%45, %101) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3438 = "llvm.mul"(%339, %100) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3439 = "llvm.add"(%3437, %3438) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3440 = "llvm.add"(%3439, %325) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3441 = "llvm.getelementptr"(%102, %3440) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %3442 = "llvm.load"(%3441) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %3443 = "llvm.mul"(%45, %101) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3444 = "llvm.mul"(%198, %100) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3445 = "llvm.add"(%3443, %3444) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3446 = "llvm.add"(%3445, %325) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3447 = "llvm.getelementptr"(%102, %3446) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %3448 = "llvm.load"(%3447) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %3449 = "llvm.mul"(%45, %101) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3450 = "llvm.mul"(%341, %100) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3451 = "llvm.add"(%3449, %3450) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3452 = "llvm.add"(%3451, %325) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3453 = "llvm.getelementptr"(%102, %3452) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %3454 = "llvm.load"(%3453) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %3455 = "llvm.mul"(%45, %101) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3456 = "llvm.mul"(%190, %100) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3457 = "llvm.add"(%3455, %3456) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3458 = "llvm.add"(%3457, %327) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3459 = "llvm.getelementptr"(%102, %3458) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %3460 = "llvm.load"(%3459) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %3461 = "llvm.mul"(%45, %101) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3462 = "llvm.mul"(%339, %100) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3463 = "llvm.add"(%3461, %3462) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3464 = "llvm.add"(%3463, %327) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3465 = "llvm.getelementptr"(%102, %3464) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %3466 = "llvm.load"(%3465) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %3467 = "llvm.mul"(%45, %101) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3468 = "llvm.mul"(%198, %100) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3469 = "llvm.add"(%3467, %3468) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3470 = "llvm.add"(%3469, %327) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3471 = "llvm.getelementptr"(%102, %3470) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %3472 = "llvm.load"(%3471) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %3473 = "llvm.mul"(%45, %101) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3474 = "llvm.mul"(%341, %100) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3475 = "llvm.add"(%3473, %3474) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3476 = "llvm.add"(%3475, %327) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3477 = "llvm.getelementptr"(%102, %3476) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %3478 = "llvm.load"(%3477) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %3479 = "llvm.mul"(%45, %101) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3480 = "llvm.mul"(%190, %100) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3481 = "llvm.add"(%3479, %3480) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3482 = "llvm.add"(%3481, %329) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3483 = "llvm.getelementptr"(%102, %3482) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %3484 = "llvm.load"(%3483) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %3485 = "llvm.mul"(%45, %101) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3486 = "llvm.mul"(%339, %100) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3487 = "llvm.add"(%3485, %3486) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3488 = "llvm.add"(%3487, %329) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3489 = "llvm.getelementptr"(%102, %3488) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %3490 = "llvm.load"(%3489) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %3491 = "llvm.mul"(%45, %101) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3492 = "llvm.mul"(%198, %100) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3493 = "llvm.add"(%3491, %3492) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3494 = "llvm.add"(%3493, %329) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3495 = "llvm.getelementptr"(%102, %3494) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %3496 = "llvm.load"(%3495) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %3497 = "llvm.mul"(%45, %101) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3498 = "llvm.mul"(%341, %100) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3499 = "llvm.add"(%3497, %3498) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3500 = "llvm.add"(%3499, %329) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3501 = "llvm.getelementptr"(%102, %3500) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %3502 = "llvm.load"(%3501) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %3503 = "llvm.mul"(%45, %101) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3504 = "llvm.mul"(%220, %100) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3505 = "llvm.add"(%3503, %3504) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3506 = "llvm.add"(%3505, %184) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3507 = "llvm.getelementptr"(%102, %3506) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %3508 = "llvm.load"(%3507) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %3509 = "llvm.mul"(%45, %101) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3510 = "llvm.mul"(%343, %100) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3511 = "llvm.add"(%3509, %3510) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3512 = "llvm.add"(%3511, %184) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3513 = "llvm.getelementptr"(%102, %3512) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %3514 = "llvm.load"(%3513) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %3515 = "llvm.mul"(%45, %101) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3516 = "llvm.mul"(%228, %100) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3517 = "llvm.add"(%3515, %3516) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3518 = "llvm.add"(%3517, %184) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3519 = "llvm.getelementptr"(%102, %3518) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %3520 = "llvm.load"(%3519) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %3521 = "llvm.mul"(%45, %101) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3522 = "llvm.mul"(%345, %100) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3523 = "llvm.add"(%3521, %3522) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3524 = "llvm.add"(%3523, %184) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3525 = "llvm.getelementptr"(%102, %3524) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %3526 = "llvm.load"(%3525) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %3527 = "llvm.mul"(%45, %101) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3528 = "llvm.mul"(%220, %100) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3529 = "llvm.add"(%3527, %3528) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3530 = "llvm.add"(%3529, %325) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3531 = "llvm.getelementptr"(%102, %3530) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %3532 = "llvm.load"(%3531) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %3533 = "llvm.mul"(%45, %101) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3534 = "llvm.mul"(%343, %100) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3535 = "llvm.add"(%3533, %3534) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3536 = "llvm.add"(%3535, %325) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3537 = "llvm.getelementptr"(%102, %3536) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %3538 = "llvm.load"(%3537) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %3539 = "llvm.mul"(%45, %101) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3540 = "llvm.mul"(%228, %100) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3541 = "llvm.add"(%3539, %3540) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3542 = "llvm.add"(%3541, %325) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3543 = "llvm.getelementptr"(%102, %3542) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %3544 = "llvm.load"(%3543) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %3545 = "llvm.mul"(%45, %101) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3546 = "llvm.mul"(%345, %100) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3547 = "llvm.add"(%3545, %3546) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3548 = "llvm.add"(%3547, %325) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3549 = "llvm.getelementptr"(%102, %3548) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %3550 = "llvm.load"(%3549) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %3551 = "llvm.mul"(%45, %101) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3552 = "llvm.mul"(%220, %100) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3553 = "llvm.add"(%3551, %3552) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3554 = "llvm.add"(%3553, %327) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3555 = "llvm.getelementptr"(%102, %3554) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %3556 = "llvm.load"(%3555) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %3557 = "llvm.mul"(%45, %101) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3558 = "llvm.mul"(%343, %100) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3559 = "llvm.add"(%3557, %3558) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3560 = "llvm.add"(%3559, %327) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3561 = "llvm.getelementptr"(%102, %3560) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %3562 = "llvm.load"(%3561) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %3563 = "llvm.mul"(%45, %101) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3564 = "llvm.mul"(%228, %100) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3565 = "llvm.add"(%3563, %3564) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3566 = "llvm.add"(%3565, %327) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3567 = "llvm.getelementptr"(%102, %3566) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %3568 = "llvm.load"(%3567) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %3569 = "llvm.mul"(%45, %101) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3570 = "llvm.mul"(%345, %100) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3571 = "llvm.add"(%3569, %3570) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3572 = "llvm.add"(%3571, %327) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3573 = "llvm.getelementptr"(%102, %3572) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %3574 = "llvm.load"(%3573) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %3575 = "llvm.mul"(%45, %101) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3576 = "llvm.mul"(%220, %100) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3577 = "llvm.add"(%3575, %3576) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3578 = "llvm.add"(%3577, %329) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3579 = "llvm.getelementptr"(%102, %3578) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %3580 = "llvm.load"(%3579) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %3581 = "llvm.mul"(%45, %101) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3582 = "llvm.mul"(%343, %100) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3583 = "llvm.add"(%3581, %3582) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3584 = "llvm.add"(%3583, %329) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3585 = "llvm.getelementptr"(%102, %3584) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %3586 = "llvm.load"(%3585) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %3587 = "llvm.mul"(%45, %101) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3588 = "llvm.mul"(%228, %100) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3589 = "llvm.add"(%3587, %3588) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3590 = "llvm.add"(%3589, %329) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3591 = "llvm.getelementptr"(%102, %3590) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %3592 = "llvm.load"(%3591) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %3593 = "llvm.mul"(%45, %101) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3594 = "llvm.mul"(%345, %100) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3595 = "llvm.add"(%3593, %3594) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3596 = "llvm.add"(%3595, %329) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3597 = "llvm.getelementptr"(%102, %3596) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %3598 = "llvm.load"(%3597) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %3599 = "llvm.mul"(%45, %101) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3600 = "llvm.mul"(%248, %100) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3601 = "llvm.add"(%3599, %3600) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3602 = "llvm.add"(%3601, %184) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3603 = "llvm.getelementptr"(%102, %3602) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %3604 = "llvm.load"(%3603) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %3605 = "llvm.mul"(%45, %101) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3606 = "llvm.mul"(%347, %100) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3607 = "llvm.add"(%3605, %3606) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3608 = "llvm.add"(%3607, %184) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3609 = "llvm.getelementptr"(%102, %3608) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %3610 = "llvm.load"(%3609) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %3611 = "llvm.mul"(%45, %101) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3612 = "llvm.mul"(%256, %100) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3613 = "llvm.add"(%3611, %3612) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3614 = "llvm.add"(%3613, %184) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3615 = "llvm.getelementptr"(%102, %3614) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %3616 = "llvm.load"(%3615) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %3617 = "llvm.mul"(%45, %101) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3618 = "llvm.mul"(%349, %100) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3619 = "llvm.add"(%3617, %3618) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3620 = "llvm.add"(%3619, %184) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3621 = "llvm.getelementptr"(%102, %3620) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %3622 = "llvm.load"(%3621) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %3623 = "llvm.mul"(%45, %101) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3624 = "llvm.mul"(%248, %100) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3625 = "llvm.add"(%3623, %3624) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3626 = "llvm.add"(%3625, %325) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3627 = "llvm.getelementptr"(%102, %3626) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %3628 = "llvm.load"(%3627) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %3629 = "llvm.mul"(%45, %101) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3630 = "llvm.mul"(%347, %100) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3631 = "llvm.add"(%3629, %3630) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3632 = "llvm.add"(%3631, %325) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3633 = "llvm.getelementptr"(%102, %3632) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %3634 = "llvm.load"(%3633) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %3635 = "llvm.mul"(%45, %101) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3636 = "llvm.mul"(%256, %100) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3637 = "llvm.add"(%3635, %3636) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3638 = "llvm.add"(%3637, %325) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3639 = "llvm.getelementptr"(%102, %3638) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %3640 = "llvm.load"(%3639) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %3641 = "llvm.mul"(%45, %101) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3642 = "llvm.mul"(%349, %100) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3643 = "llvm.add"(%3641, %3642) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3644 = "llvm.add"(%3643, %325) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3645 = "llvm.getelementptr"(%102, %3644) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %3646 = "llvm.load"(%3645) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %3647 = "llvm.mul"(%45, %101) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3648 = "llvm.mul"(%248, %100) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3649 = "llvm.add"(%3647, %3648) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3650 = "llvm.add"(%3649, %327) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3651 = "llvm.getelementptr"(%102, %3650) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %3652 = "llvm.load"(%3651) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %3653 = "llvm.mul"(%45, %101) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3654 = "llvm.mul"(%347, %100) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3655 = "llvm.add"(%3653, %3654) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3656 = "llvm.add"(%3655, %327) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3657 = "llvm.getelementptr"(%102, %3656) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %3658 = "llvm.load"(%3657) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %3659 = "llvm.mul"(%45, %101) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3660 = "llvm.mul"(%256, %100) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3661 = "llvm.add"(%3659, %3660) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3662 = "llvm.add"(%3661, %327) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3663 = "llvm.getelementptr"(%102, %3662) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %3664 = "llvm.load"(%3663) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %3665 = "llvm.mul"(%45, %101) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3666 = "llvm.mul"(%349, %100) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3667 = "llvm.add"(%3665, %3666) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3668 = "llvm.add"(%3667, %327) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3669 = "llvm.getelementptr"(%102, %3668) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %3670 = "llvm.load"(%3669) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %3671 = "llvm.mul"(%45, %101) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3672 = "llvm.mul"(%248, %100) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3673 = "llvm.add"(%3671, %3672) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3674 = "llvm.add"(%3673, %329) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3675 = "llvm.getelementptr"(%102, %3674) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %3676 = "llvm.load"(%3675) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %3677 = "llvm.mul"(%45, %101) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3678 = "llvm.mul"(%347, %100) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3679 = "llvm.add"(%3677, %3678) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3680 = "llvm.add"(%3679, %329) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3681 = "llvm.getelementptr"(%102, %3680) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %3682 = "llvm.load"(%3681) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %3683 = "llvm.mul"(%45, %101) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3684 = "llvm.mul"(%256, %100) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3685 = "llvm.add"(%3683, %3684) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3686 = "llvm.add"(%3685, %329) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3687 = "llvm.getelementptr"(%102, %3686) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %3688 = "llvm.load"(%3687) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %3689 = "llvm.mul"(%45, %101) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3690 = "llvm.mul"(%349, %100) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3691 = "llvm.add"(%3689, %3690) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3692 = "llvm.add"(%3691, %329) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3693 = "llvm.getelementptr"(%102, %3692) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %3694 = "llvm.load"(%3693) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %3695 = "llvm.mul"(%45, %101) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3696 = "llvm.mul"(%276, %100) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3697 = "llvm.add"(%3695, %3696) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3698 = "llvm.add"(%3697, %184) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3699 = "llvm.getelementptr"(%102, %3698) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %3700 = "llvm.load"(%3699) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %3701 = "llvm.mul"(%45, %101) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3702 = "llvm.mul"(%351, %100) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3703 = "llvm.add"(%3701, %3702) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3704 = "llvm.add"(%3703, %184) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3705 = "llvm.getelementptr"(%102, %3704) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %3706 = "llvm.load"(%3705) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %3707 = "llvm.mul"(%45, %101) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3708 = "llvm.mul"(%284, %100) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3709 = "llvm.add"(%3707, %3708) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3710 = "llvm.add"(%3709, %184) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3711 = "llvm.getelementptr"(%102, %3710) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %3712 = "llvm.load"(%3711) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %3713 = "llvm.mul"(%45, %101) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3714 = "llvm.mul"(%353, %100) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3715 = "llvm.add"(%3713, %3714) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3716 = "llvm.add"(%3715, %184) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3717 = "llvm.getelementptr"(%102, %3716) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %3718 = "llvm.load"(%3717) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %3719 = "llvm.mul"(%45, %101) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3720 = "llvm.mul"(%276, %100) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3721 = "llvm.add"(%3719, %3720) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3722 = "llvm.add"(%3721, %325) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3723 = "llvm.getelementptr"(%102, %3722) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %3724 = "llvm.load"(%3723) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %3725 = "llvm.mul"(%45, %101) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3726 = "llvm.mul"(%351, %100) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3727 = "llvm.add"(%3725, %3726) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3728 = "llvm.add"(%3727, %325) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3729 = "llvm.getelementptr"(%102, %3728) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %3730 = "llvm.load"(%3729) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %3731 = "llvm.mul"(%45, %101) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3732 = "llvm.mul"(%284, %100) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3733 = "llvm.add"(%3731, %3732) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3734 = "llvm.add"(%3733, %325) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3735 = "llvm.getelementptr"(%102, %3734) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %3736 = "llvm.load"(%3735) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %3737 = "llvm.mul"(%45, %101) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3738 = "llvm.mul"(%353, %100) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3739 = "llvm.add"(%3737, %3738) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3740 = "llvm.add"(%3739, %325) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3741 = "llvm.getelementptr"(%102, %3740) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %3742 = "llvm.load"(%3741) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %3743 = "llvm.mul"(%45, %101) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3744 = "llvm.mul"(%276, %100) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3745 = "llvm.add"(%3743, %3744) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3746 = "llvm.add"(%3745, %327) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3747 = "llvm.getelementptr"(%102, %3746) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %3748 = "llvm.load"(%3747) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %3749 = "llvm.mul"(%45, %101) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3750 = "llvm.mul"(%351, %100) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3751 = "llvm.add"(%3749, %3750) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3752 = "llvm.add"(%3751, %327) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3753 = "llvm.getelementptr"(%102, %3752) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %3754 = "llvm.load"(%3753) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %3755 = "llvm.mul"(%45, %101) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3756 = "llvm.mul"(%284, %100) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3757 = "llvm.add"(%3755, %3756) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3758 = "llvm.add"(%3757, %327) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3759 = "llvm.getelementptr"(%102, %3758) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %3760 = "llvm.load"(%3759) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %3761 = "llvm.mul"(%45, %101) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3762 = "llvm.mul"(%353, %100) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3763 = "llvm.add"(%3761, %3762) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3764 = "llvm.add"(%3763, %327) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3765 = "llvm.getelementptr"(%102, %3764) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %3766 = "llvm.load"(%3765) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %3767 = "llvm.mul"(%45, %101) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3768 = "llvm.mul"(%276, %100) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3769 = "llvm.add"(%3767, %3768) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3770 = "llvm.add"(%3769, %329) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3771 = "llvm.getelementptr"(%102, %3770) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %3772 = "llvm.load"(%3771) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %3773 = "llvm.mul"(%45, %101) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3774 = "llvm.mul"(%351, %100) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3775 = "llvm.add"(%3773, %3774) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3776 = "llvm.add"(%3775, %329) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3777 = "llvm.getelementptr"(%102, %3776) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %3778 = "llvm.load"(%3777) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %3779 = "llvm.mul"(%45, %101) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3780 = "llvm.mul"(%284, %100) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3781 = "llvm.add"(%3779, %3780) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3782 = "llvm.add"(%3781, %329) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3783 = "llvm.getelementptr"(%102, %3782) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %3784 = "llvm.load"(%3783) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %3785 = "llvm.mul"(%45, %101) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3786 = "llvm.mul"(%353, %100) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3787 = "llvm.add"(%3785, %3786) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3788 = "llvm.add"(%3787, %329) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %3789 = "llvm.getelementptr"(%102, %3788) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %3790 = "llvm.load"(%3789) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %3791 = "llvm.extractelement"(%3412, %45) : (vector<1xf16>, i64) -> f16
    %3792 = "llvm.extractelement"(%3418, %45) : (vector<1xf16>, i64) -> f16
    %3793 = "llvm.extractelement"(%3424, %45) : (vector<1xf16>, i64) -> f16
    %3794 = "llvm.extractelement"(%3430, %45) : (vector<1xf16>, i64) -> f16
    %3795 = "llvm.insertelement"(%2, %3791, %45) : (vector<4xf16>, f16, i64) -> vector<4xf16>
    %3796 = "llvm.insertelement"(%3795, %3792, %98) : (vector<4xf16>, f16, i64) -> vector<4xf16>
    %3797 = "llvm.insertelement"(%3796, %3793, %17) : (vector<4xf16>, f16, i64) -> vector<4xf16>
    %3798 = "llvm.insertelement"(%3797, %3794, %16) : (vector<4xf16>, f16, i64) -> vector<4xf16>
    %3799 = "llvm.extractelement"(%3436, %45) : (vector<1xf16>, i64) -> f16
    %3800 = "llvm.extractelement"(%3442, %45) : (vector<1xf16>, i64) -> f16
    %3801 = "llvm.extractelement"(%3448, %45) : (vector<1xf16>, i64) -> f16
    %3802 = "llvm.extractelement"(%3454, %45) : (vector<1xf16>, i64) -> f16
    %3803 = "llvm.insertelement"(%2, %3799, %45) : (vector<4xf16>, f16, i64) -> vector<4xf16>
    %3804 = "llvm.insertelement"(%3803, %3800, %98) : (vector<4xf16>, f16, i64) -> vector<4xf16>
    %3805 = "llvm.insertelement"(%3804, %3801, %17) : (vector<4xf16>, f16, i64) -> vector<4xf16>
    %3806 = "llvm.insertelement"(%3805, %3802, %16) : (vector<4xf16>, f16, i64) -> vector<4xf16>
    %3807 = "llvm.extractelement"(%3460, %45) : (vector<1xf16>, i64) -> f16
    %3808 = "llvm.extractelement"(%3466, %45) : (vector<1xf16>, i64) -> f16
    %3809 = "llvm.extractelement"(%3472, %45) : (vector<1xf16>, i64) -> f16
    %3810 = "llvm.extractelement"(%3478, %45) : (vector<1xf16>, i64) -> f16
    %3811 = "llvm.insertelement"(%2, %3807, %45) : (vector<4xf16>, f16, i64) -> vector<4xf16>
    %3812 = "llvm.insertelement"(%3811, %3808, %98) : (vector<4xf16>, f16, i64) -> vector<4xf16>
    %3813 = "llvm.insertelement"(%3812, %3809, %17) : (vector<4xf16>, f16, i64) -> vector<4xf16>
    %3814 = "llvm.insertelement"(%3813, %3810, %16) : (vector<4xf16>, f16, i64) -> vector<4xf16>
    %3815 = "llvm.extractelement"(%3484, %45) : (vector<1xf16>, i64) -> f16
    %3816 = "llvm.extractelement"(%3490, %45) : (vector<1xf16>, i64) -> f16
    %3817 = "llvm.extractelement"(%3496, %45) : (vector<1xf16>, i64) -> f16
    %3818 = "llvm.extractelement"(%3502, %45) : (vector<1xf16>, i64) -> f16
    %3819 = "llvm.insertelement"(%2, %3815, %45) : (vector<4xf16>, f16, i64) -> vector<4xf16>
    %3820 = "llvm.insertelement"(%3819, %3816, %98) : (vector<4xf16>, f16, i64) -> vector<4xf16>
    %3821 = "llvm.insertelement"(%3820, %3817, %17) : (vector<4xf16>, f16, i64) -> vector<4xf16>
    %3822 = "llvm.insertelement"(%3821, %3818, %16) : (vector<4xf16>, f16, i64) -> vector<4xf16>
    %3823 = "llvm.extractelement"(%3508, %45) : (vector<1xf16>, i64) -> f16
    %3824 = "llvm.extractelement"(%3514, %45) : (vector<1xf16>, i64) -> f16
    %3825 = "llvm.extractelement"(%3520, %45) : (vector<1xf16>, i64) -> f16
    %3826 = "llvm.extractelement"(%3526, %45) : (vector<1xf16>, i64) -> f16
    %3827 = "llvm.insertelement"(%2, %3823, %45) : (vector<4xf16>, f16, i64) -> vector<4xf16>
    %3828 = "llvm.insertelement"(%3827, %3824, %98) : (vector<4xf16>, f16, i64) -> vector<4xf16>
    %3829 = "llvm.insertelement"(%3828, %3825, %17) : (vector<4xf16>, f16, i64) -> vector<4xf16>
    %3830 = "llvm.insertelement"(%3829, %3826, %16) : (vector<4xf16>, f16, i64) -> vector<4xf16>
    %3831 = "llvm.extractelement"(%3532, %45) : (vector<1xf16>, i64) -> f16
    %3832 = "llvm.extractelement"(%3538, %45) : (vector<1xf16>, i64) -> f16
    %3833 = "llvm.extractelement"(%3544, %45) : (vector<1xf16>, i64) -> f16
    %3834 = "llvm.extractelement"(%3550, %45) : (vector<1xf16>, i64) -> f16
    %3835 = "llvm.insertelement"(%2, %3831, %45) : (vector<4xf16>, f16, i64) -> vector<4xf16>
    %3836 = "llvm.insertelement"(%3835, %3832, %98) : (vector<4xf16>, f16, i64) -> vector<4xf16>
    %3837 = "llvm.insertelement"(%3836, %3833, %17) : (vector<4xf16>, f16, i64) -> vector<4xf16>
    %3838 = "llvm.insertelement"(%3837, %3834, %16) : (vector<4xf16>, f16, i64) -> vector<4xf16>
    %3839 = "llvm.extractelement"(%3556, %45) : (vector<1xf16>, i64) -> f16
    %3840 = "llvm.extractelement"(%3562, %45) : (vector<1xf16>, i64) -> f16
    %3841 = "llvm.extractelement"(%3568, %45) : (vector<1xf16>, i64) -> f16
    %3842 = "llvm.extractelement"(%3574, %45) : (vector<1xf16>, i64) -> f16
    %3843 = "llvm.insertelement"(%2, %3839, %45) : (vector<4xf16>, f16, i64) -> vector<4xf16>
    %3844 = "llvm.insertelement"(%3843, %3840, %98) : (vector<4xf16>, f16, i64) -> vector<4xf16>
    %3845 = "llvm.insertelement"(%3844, %3841, %17) : (vector<4xf16>, f16, i64) -> vector<4xf16>
    %3846 = "llvm.insertelement"(%3845, %3842, %16) : (vector<4xf16>, f16, i64) -> vector<4xf16>
    %3847 = "llvm.extractelement"(%3580, %45) : (vector<1xf16>, i64) -> f16
    %3848 = "llvm.extractelement"(%3586, %45) : (vector<1xf16>, i64) -> f16
    %3849 = "llvm.extractelement"(%3592, %45) : (vector<1xf16>, i64) -> f16
    %3850 = "llvm.extractelement"(%3598, %45) : (vector<1xf16>, i64) -> f16
    %3851 = "llvm.insertelement"(%2, %3847, %45) : (vector<4xf16>, f16, i64) -> vector<4xf16>
    %3852 = "llvm.insertelement"(%3851, %3848, %98) : (vector<4xf16>, f16, i64) -> vector<4xf16>
    %3853 = "llvm.insertelement"(%3852, %3849, %17) : (vector<4xf16>, f16, i64) -> vector<4xf16>
    %3854 = "llvm.insertelement"(%3853, %3850, %16) : (vector<4xf16>, f16, i64) -> vector<4xf16>
    %3855 = "llvm.extractelement"(%3604, %45) : (vector<1xf16>, i64) -> f16
    %3856 = "llvm.extractelement"(%3610, %45) : (vector<1xf16>, i64) -> f16
    %3857 = "llvm.extractelement"(%3616, %45) : (vector<1xf16>, i64) -> f16
    %3858 = "llvm.extractelement"(%3622, %45) : (vector<1xf16>, i64) -> f16
    %3859 = "llvm.insertelement"(%2, %3855, %45) : (vector<4xf16>, f16, i64) -> vector<4xf16>
    %3860 = "llvm.insertelement"(%3859, %3856, %98) : (vector<4xf16>, f16, i64) -> vector<4xf16>
    %3861 = "llvm.insertelement"(%3860, %3857, %17) : (vector<4xf16>, f16, i64) -> vector<4xf16>
    %3862 = "llvm.insertelement"(%3861, %3858, %16) : (vector<4xf16>, f16, i64) -> vector<4xf16>
    %3863 = "llvm.extractelement"(%3628, %45) : (vector<1xf16>, i64) -> f16
    %3864 = "llvm.extractelement"(%3634, %45) : (vector<1xf16>, i64) -> f16
    %3865 = "llvm.extractelement"(%3640, %45) : (vector<1xf16>, i64) -> f16
    %3866 = "llvm.extractelement"(%3646, %45) : (vector<1xf16>, i64) -> f16
    %3867 = "llvm.insertelement"(%2, %3863, %45) : (vector<4xf16>, f16, i64) -> vector<4xf16>
    %3868 = "llvm.insertelement"(%3867, %3864, %98) : (vector<4xf16>, f16, i64) -> vector<4xf16>
    %3869 = "llvm.insertelement"(%3868, %3865, %17) : (vector<4xf16>, f16, i64) -> vector<4xf16>
    %3870 = "llvm.insertelement"(%3869, %3866, %16) : (vector<4xf16>, f16, i64) -> vector<4xf16>
    %3871 = "llvm.extractelement"(%3652, %45) : (vector<1xf16>, i64) -> f16
    %3872 = "llvm.extractelement"(%3658, %45) : (vector<1xf16>, i64) -> f16
    %3873 = "llvm.extractelement"(%3664, %45) : (vector<1xf16>, i64) -> f16
    %3874 = "llvm.extractelement"(%3670, %45) : (vector<1xf16>, i64) -> f16
    %3875 = "llvm.insertelement"(%2, %3871, %45) : (vector<4xf16>, f16, i64) -> vector<4xf16>
    %3876 = "llvm.insertelement"(%3875, %3872, %98) : (vector<4xf16>, f16, i64) -> vector<4xf16>
    %3877 = "llvm.insertelement"(%3876, %3873, %17) : (vector<4xf16>, f16, i64) -> vector<4xf16>
    %3878 = "llvm.insertelement"(%3877, %3874, %16) : (vector<4xf16>, f16, i64) -> vector<4xf16>
    %3879 = "llvm.extractelement"(%3676, %45) : (vector<1xf16>, i64) -> f16
    %3880 = "llvm.extractelement"(%3682, %45) : (vector<1xf16>, i64) -> f16
    %3881 = "llvm.extractelement"(%3688, %45) : (vector<1xf16>, i64) -> f16
    %3882 = "llvm.extractelement"(%3694, %45) : (vector<1xf16>, i64) -> f16
    %3883 = "llvm.insertelement"(%2, %3879, %45) : (vector<4xf16>, f16, i64) -> vector<4xf16>
    %3884 = "llvm.insertelement"(%3883, %3880, %98) : (vector<4xf16>, f16, i64) -> vector<4xf16>
    %3885 = "llvm.insertelement"(%3884, %3881, %17) : (vector<4xf16>, f16, i64) -> vector<4xf16>
    %3886 = "llvm.insertelement"(%3885, %3882, %16) : (vector<4xf16>, f16, i64) -> vector<4xf16>
    %3887 = "llvm.extractelement"(%3700, %45) : (vector<1xf16>, i64) -> f16
    %3888 = "llvm.extractelement"(%3706, %45) : (vector<1xf16>, i64) -> f16
    %3889 = "llvm.extractelement"(%3712, %45) : (vector<1xf16>, i64) -> f16
    %3890 = "llvm.extractelement"(%3718, %45) : (vector<1xf16>, i64) -> f16
    %3891 = "llvm.insertelement"(%2, %3887, %45) : (vector<4xf16>, f16, i64) -> vector<4xf16>
    %3892 = "llvm.insertelement"(%3891, %3888, %98) : (vector<4xf16>, f16, i64) -> vector<4xf16>
    %3893 = "llvm.insertelement"(%3892, %3889, %17) : (vector<4xf16>, f16, i64) -> vector<4xf16>
    %3894 = "llvm.insertelement"(%3893, %3890, %16) : (vector<4xf16>, f16, i64) -> vector<4xf16>
    %3895 = "llvm.extractelement"(%3724, %45) : (vector<1xf16>, i64) -> f16
    %3896 = "llvm.extractelement"(%3730, %45) : (vector<1xf16>, i64) -> f16
    %3897 = "llvm.extractelement"(%3736, %45) : (vector<1xf16>, i64) -> f16
    %3898 = "llvm.extractelement"(%3742, %45) : (vector<1xf16>, i64) -> f16
    %3899 = "llvm.insertelement"(%2, %3895, %45) : (vector<4xf16>, f16, i64) -> vector<4xf16>
    %3900 = "llvm.insertelement"(%3899, %3896, %98) : (vector<4xf16>, f16, i64) -> vector<4xf16>
    %3901 = "llvm.insertelement"(%3900, %3897, %17) : (vector<4xf16>, f16, i64) -> vector<4xf16>
    %3902 = "llvm.insertelement"(%3901, %3898, %16) : (vector<4xf16>, f16, i64) -> vector<4xf16>
    %3903 = "llvm.extractelement"(%3748, %45) : (vector<1xf16>, i64) -> f16
    %3904 = "llvm.extractelement"(%3754, %45) : (vector<1xf16>, i64) -> f16
    %3905 = "llvm.extractelement"(%3760, %45) : (vector<1xf16>, i64) -> f16
    %3906 = "llvm.extractelement"(%3766, %45) : (vector<1xf16>, i64) -> f16
    %3907 = "llvm.insertelement"(%2, %3903, %45) : (vector<4xf16>, f16, i64) -> vector<4xf16>
    %3908 = "llvm.insertelement"(%3907, %3904, %98) : (vector<4xf16>, f16, i64) -> vector<4xf16>
    %3909 = "llvm.insertelement"(%3908, %3905, %17) : (vector<4xf16>, f16, i64) -> vector<4xf16>
    %3910 = "llvm.insertelement"(%3909, %3906, %16) : (vector<4xf16>, f16, i64) -> vector<4xf16>
    %3911 = "llvm.extractelement"(%3772, %45) : (vector<1xf16>, i64) -> f16
    %3912 = "llvm.extractelement"(%3778, %45) : (vector<1xf16>, i64) -> f16
    %3913 = "llvm.extractelement"(%3784, %45) : (vector<1xf16>, i64) -> f16
    %3914 = "llvm.extractelement"(%3790, %45) : (vector<1xf16>, i64) -> f16
    %3915 = "llvm.insertelement"(%2, %3911, %45) : (vector<4xf16>, f16, i64) -> vector<4xf16>
    %3916 = "llvm.insertelement"(%3915, %3912, %98) : (vector<4xf16>, f16, i64) -> vector<4xf16>
    %3917 = "llvm.insertelement"(%3916, %3913, %17) : (vector<4xf16>, f16, i64) -> vector<4xf16>
    %3918 = "llvm.insertelement"(%3917, %3914, %16) : (vector<4xf16>, f16, i64) -> vector<4xf16>
    %3919 = "llvm.shufflevector"(%3798, %3798) <{mask = array<i32: 0, 1>}> : (vector<4xf16>, vector<4xf16>) -> vector<2xf16>
    %3920 = "llvm.shufflevector"(%3798, %3798) <{mask = array<i32: 2, 3>}> : (vector<4xf16>, vector<4xf16>) -> vector<2xf16>
    %3921 = "llvm.extractelement"(%3399, %45) : (vector<2xf32>, i64) -> f32
    %3922 = "llvm.extractelement"(%3399, %98) : (vector<2xf32>, i64) -> f32
    %3923 = "llvm.extractelement"(%3400, %45) : (vector<2xf32>, i64) -> f32
    %3924 = "llvm.extractelement"(%3400, %98) : (vector<2xf32>, i64) -> f32
    %3925 = "nvvm.mma.sync"(%3377, %3378, %3379, %3380, %3919, %3920, %3921, %3922, %3923, %3924) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %3926 = "llvm.extractvalue"(%3925) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %3927 = "llvm.extractvalue"(%3925) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %3928 = "llvm.insertelement"(%19, %3926, %49) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %3929 = "llvm.insertelement"(%3928, %3927, %37) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %3930 = "llvm.extractvalue"(%3925) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %3931 = "llvm.extractvalue"(%3925) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %3932 = "llvm.insertelement"(%19, %3930, %49) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %3933 = "llvm.insertelement"(%3932, %3931, %37) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %3934 = "llvm.shufflevector"(%3806, %3806) <{mask = array<i32: 0, 1>}> : (vector<4xf16>, vector<4xf16>) -> vector<2xf16>
    %3935 = "llvm.shufflevector"(%3806, %3806) <{mask = array<i32: 2, 3>}> : (vector<4xf16>, vector<4xf16>) -> vector<2xf16>
    %3936 = "llvm.extractelement"(%3401, %45) : (vector<2xf32>, i64) -> f32
    %3937 = "llvm.extractelement"(%3401, %98) : (vector<2xf32>, i64) -> f32
    %3938 = "llvm.extractelement"(%3402, %45) : (vector<2xf32>, i64) -> f32
    %3939 = "llvm.extractelement"(%3402, %98) : (vector<2xf32>, i64) -> f32
    %3940 = "nvvm.mma.sync"(%3377, %3378, %3379, %3380, %3934, %3935, %3936, %3937, %3938, %3939) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %3941 = "llvm.extractvalue"(%3940) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %3942 = "llvm.extractvalue"(%3940) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %3943 = "llvm.insertelement"(%19, %3941, %49) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %3944 = "llvm.insertelement"(%3943, %3942, %37) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %3945 = "llvm.extractvalue"(%3940) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %3946 = "llvm.extractvalue"(%3940) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %3947 = "llvm.insertelement"(%19, %3945, %49) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %3948 = "llvm.insertelement"(%3947, %3946, %37) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %3949 = "llvm.shufflevector"(%3814, %3814) <{mask = array<i32: 0, 1>}> : (vector<4xf16>, vector<4xf16>) -> vector<2xf16>
    %3950 = "llvm.shufflevector"(%3814, %3814) <{mask = array<i32: 2, 3>}> : (vector<4xf16>, vector<4xf16>) -> vector<2xf16>
    %3951 = "llvm.extractelement"(%3403, %45) : (vector<2xf32>, i64) -> f32
    %3952 = "llvm.extractelement"(%3403, %98) : (vector<2xf32>, i64) -> f32
    %3953 = "llvm.extractelement"(%3404, %45) : (vector<2xf32>, i64) -> f32
    %3954 = "llvm.extractelement"(%3404, %98) : (vector<2xf32>, i64) -> f32
    %3955 = "nvvm.mma.sync"(%3377, %3378, %3379, %3380, %3949, %3950, %3951, %3952, %3953, %3954) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %3956 = "llvm.extractvalue"(%3955) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %3957 = "llvm.extractvalue"(%3955) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %3958 = "llvm.insertelement"(%19, %3956, %49) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %3959 = "llvm.insertelement"(%3958, %3957, %37) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %3960 = "llvm.extractvalue"(%3955) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %3961 = "llvm.extractvalue"(%3955) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %3962 = "llvm.insertelement"(%19, %3960, %49) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %3963 = "llvm.insertelement"(%3962, %3961, %37) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %3964 = "llvm.shufflevector"(%3822, %3822) <{mask = array<i32: 0, 1>}> : (vector<4xf16>, vector<4xf16>) -> vector<2xf16>
    %3965 = "llvm.shufflevector"(%3822, %3822) <{mask = array<i32: 2, 3>}> : (vector<4xf16>, vector<4xf16>) -> vector<2xf16>
    %3966 = "llvm.extractelement"(%3405, %45) : (vector<2xf32>, i64) -> f32
    %3967 = "llvm.extractelement"(%3405, %98) : (vector<2xf32>, i64) -> f32
    %3968 = "llvm.extractelement"(%3406, %45) : (vector<2xf32>, i64) -> f32
    %3969 = "llvm.extractelement"(%3406, %98) : (vector<2xf32>, i64) -> f32
    %3970 = "nvvm.mma.sync"(%3377, %3378, %3379, %3380, %3964, %3965, %3966, %3967, %3968, %3969) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %3971 = "llvm.extractvalue"(%3970) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %3972 = "llvm.extractvalue"(%3970) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %3973 = "llvm.insertelement"(%19, %3971, %49) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %3974 = "llvm.insertelement"(%3973, %3972, %37) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %3975 = "llvm.extractvalue"(%3970) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %3976 = "llvm.extractvalue"(%3970) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %3977 = "llvm.insertelement"(%19, %3975, %49) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %3978 = "llvm.insertelement"(%3977, %3976, %37) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %3979 = "llvm.shufflevector"(%3830, %3830) <{mask = array<i32: 0, 1>}> : (vector<4xf16>, vector<4xf16>) -> vector<2xf16>
    %3980 = "llvm.shufflevector"(%3830, %3830) <{mask = array<i32: 2, 3>}> : (vector<4xf16>, vector<4xf16>) -> vector<2xf16>
    %3981 = "llvm.extractelement"(%3929, %45) : (vector<2xf32>, i64) -> f32
    %3982 = "llvm.extractelement"(%3929, %98) : (vector<2xf32>, i64) -> f32
    %3983 = "llvm.extractelement"(%3933, %45) : (vector<2xf32>, i64) -> f32
    %3984 = "llvm.extractelement"(%3933, %98) : (vector<2xf32>, i64) -> f32
    %3985 = "nvvm.mma.sync"(%3381, %3382, %3383, %3384, %3979, %3980, %3981, %3982, %3983, %3984) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %3986 = "llvm.extractvalue"(%3985) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %3987 = "llvm.extractvalue"(%3985) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %3988 = "llvm.insertelement"(%19, %3986, %49) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %3989 = "llvm.insertelement"(%3988, %3987, %37) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %3990 = "llvm.extractvalue"(%3985) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %3991 = "llvm.extractvalue"(%3985) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %3992 = "llvm.insertelement"(%19, %3990, %49) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %3993 = "llvm.insertelement"(%3992, %3991, %37) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %3994 = "llvm.shufflevector"(%3838, %3838) <{mask = array<i32: 0, 1>}> : (vector<4xf16>, vector<4xf16>) -> vector<2xf16>
    %3995 = "llvm.shufflevector"(%3838, %3838) <{mask = array<i32: 2, 3>}> : (vector<4xf16>, vector<4xf16>) -> vector<2xf16>
    %3996 = "llvm.extractelement"(%3944, %45) : (vector<2xf32>, i64) -> f32
    %3997 = "llvm.extractelement"(%3944, %98) : (vector<2xf32>, i64) -> f32
    %3998 = "llvm.extractelement"(%3948, %45) : (vector<2xf32>, i64) -> f32
    %3999 = "llvm.extractelement"(%3948, %98) : (vector<2xf32>, i64) -> f32
    %4000 = "nvvm.mma.sync"(%3381, %3382, %3383, %3384, %3994, %3995, %3996, %3997, %3998, %3999) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %4001 = "llvm.extractvalue"(%4000) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %4002 = "llvm.extractvalue"(%4000) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %4003 = "llvm.insertelement"(%19, %4001, %49) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %4004 = "llvm.insertelement"(%4003, %4002, %37) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %4005 = "llvm.extractvalue"(%4000) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %4006 = "llvm.extractvalue"(%4000) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %4007 = "llvm.insertelement"(%19, %4005, %49) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %4008 = "llvm.insertelement"(%4007, %4006, %37) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %4009 = "llvm.shufflevector"(%3846, %3846) <{mask = array<i32: 0, 1>}> : (vector<4xf16>, vector<4xf16>) -> vector<2xf16>
    %4010 = "llvm.shufflevector"(%3846, %3846) <{mask = array<i32: 2, 3>}> : (vector<4xf16>, vector<4xf16>) -> vector<2xf16>
    %4011 = "llvm.extractelement"(%3959, %45) : (vector<2xf32>, i64) -> f32
    %4012 = "llvm.extractelement"(%3959, %98) : (vector<2xf32>, i64) -> f32
    %4013 = "llvm.extractelement"(%3963, %45) : (vector<2xf32>, i64) -> f32
    %4014 = "llvm.extractelement"(%3963, %98) : (vector<2xf32>, i64) -> f32
    %4015 = "nvvm.mma.sync"(%3381, %3382, %3383, %3384, %4009, %4010, %4011, %4012, %4013, %4014) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %4016 = "llvm.extractvalue"(%4015) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %4017 = "llvm.extractvalue"(%4015) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %4018 = "llvm.insertelement"(%19, %4016, %49) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %4019 = "llvm.insertelement"(%4018, %4017, %37) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %4020 = "llvm.extractvalue"(%4015) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %4021 = "llvm.extractvalue"(%4015) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %4022 = "llvm.insertelement"(%19, %4020, %49) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %4023 = "llvm.insertelement"(%4022, %4021, %37) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %4024 = "llvm.shufflevector"(%3854, %3854) <{mask = array<i32: 0, 1>}> : (vector<4xf16>, vector<4xf16>) -> vector<2xf16>
    %4025 = "llvm.shufflevector"(%3854, %3854) <{mask = array<i32: 2, 3>}> : (vector<4xf16>, vector<4xf16>) -> vector<2xf16>
    %4026 = "llvm.extractelement"(%3974, %45) : (vector<2xf32>, i64) -> f32
    %4027 = "llvm.extractelement"(%3974, %98) : (vector<2xf32>, i64) -> f32
    %4028 = "llvm.extractelement"(%3978, %45) : (vector<2xf32>, i64) -> f32
    %4029 = "llvm.extractelement"(%3978, %98) : (vector<2xf32>, i64) -> f32
    %4030 = "nvvm.mma.sync"(%3381, %3382, %3383, %3384, %4024, %4025, %4026, %4027, %4028, %4029) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %4031 = "llvm.extractvalue"(%4030) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %4032 = "llvm.extractvalue"(%4030) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %4033 = "llvm.insertelement"(%19, %4031, %49) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %4034 = "llvm.insertelement"(%4033, %4032, %37) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %4035 = "llvm.extractvalue"(%4030) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %4036 = "llvm.extractvalue"(%4030) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %4037 = "llvm.insertelement"(%19, %4035, %49) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %4038 = "llvm.insertelement"(%4037, %4036, %37) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %4039 = "llvm.shufflevector"(%3862, %3862) <{mask = array<i32: 0, 1>}> : (vector<4xf16>, vector<4xf16>) -> vector<2xf16>
    %4040 = "llvm.shufflevector"(%3862, %3862) <{mask = array<i32: 2, 3>}> : (vector<4xf16>, vector<4xf16>) -> vector<2xf16>
    %4041 = "llvm.extractelement"(%3989, %45) : (vector<2xf32>, i64) -> f32
    %4042 = "llvm.extractelement"(%3989, %98) : (vector<2xf32>, i64) -> f32
    %4043 = "llvm.extractelement"(%3993, %45) : (vector<2xf32>, i64) -> f32
    %4044 = "llvm.extractelement"(%3993, %98) : (vector<2xf32>, i64) -> f32
    %4045 = "nvvm.mma.sync"(%3385, %3386, %3387, %3388, %4039, %4040, %4041, %4042, %4043, %4044) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %4046 = "llvm.extractvalue"(%4045) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %4047 = "llvm.extractvalue"(%4045) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %4048 = "llvm.insertelement"(%19, %4046, %49) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %4049 = "llvm.insertelement"(%4048, %4047, %37) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %4050 = "llvm.extractvalue"(%4045) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %4051 = "llvm.extractvalue"(%4045) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %4052 = "llvm.insertelement"(%19, %4050, %49) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %4053 = "llvm.insertelement"(%4052, %4051, %37) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %4054 = "llvm.shufflevector"(%3870, %3870) <{mask = array<i32: 0, 1>}> : (vector<4xf16>, vector<4xf16>) -> vector<2xf16>
    %4055 = "llvm.shufflevector"(%3870, %3870) <{mask = array<i32: 2, 3>}> : (vector<4xf16>, vector<4xf16>) -> vector<2xf16>
    %4056 = "llvm.extractelement"(%4004, %45) : (vector<2xf32>, i64) -> f32
    %4057 = "llvm.extractelement"(%4004, %98) : (vector<2xf32>, i64) -> f32
    %4058 = "llvm.extractelement"(%4008, %45) : (vector<2xf32>, i64) -> f32
    %4059 = "llvm.extractelement"(%4008, %98) : (vector<2xf32>, i64) -> f32
    %4060 = "nvvm.mma.sync"(%3385, %3386, %3387, %3388, %4054, %4055, %4056, %4057, %4058, %4059) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %4061 = "llvm.extractvalue"(%4060) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %4062 = "llvm.extractvalue"(%4060) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %4063 = "llvm.insertelement"(%19, %4061, %49) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %4064 = "llvm.insertelement"(%4063, %4062, %37) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %4065 = "llvm.extractvalue"(%4060) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %4066 = "llvm.extractvalue"(%4060) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %4067 = "llvm.insertelement"(%19, %4065, %49) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %4068 = "llvm.insertelement"(%4067, %4066, %37) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %4069 = "llvm.shufflevector"(%3878, %3878) <{mask = array<i32: 0, 1>}> : (vector<4xf16>, vector<4xf16>) -> vector<2xf16>
    %4070 = "llvm.shufflevector"(%3878, %3878) <{mask = array<i32: 2, 3>}> : (vector<4xf16>, vector<4xf16>) -> vector<2xf16>
    %4071 = "llvm.extractelement"(%4019, %45) : (vector<2xf32>, i64) -> f32
    %4072 = "llvm.extractelement"(%4019, %98) : (vector<2xf32>, i64) -> f32
    %4073 = "llvm.extractelement"(%4023, %45) : (vector<2xf32>, i64) -> f32
    %4074 = "llvm.extractelement"(%4023, %98) : (vector<2xf32>, i64) -> f32
    %4075 = "nvvm.mma.sync"(%3385, %3386, %3387, %3388, %4069, %4070, %4071, %4072, %4073, %4074) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %4076 = "llvm.extractvalue"(%4075) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %4077 = "llvm.extractvalue"(%4075) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %4078 = "llvm.insertelement"(%19, %4076, %49) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %4079 = "llvm.insertelement"(%4078, %4077, %37) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %4080 = "llvm.extractvalue"(%4075) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %4081 = "llvm.extractvalue"(%4075) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %4082 = "llvm.insertelement"(%19, %4080, %49) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %4083 = "llvm.insertelement"(%4082, %4081, %37) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %4084 = "llvm.shufflevector"(%3886, %3886) <{mask = array<i32: 0, 1>}> : (vector<4xf16>, vector<4xf16>) -> vector<2xf16>
    %4085 = "llvm.shufflevector"(%3886, %3886) <{mask = array<i32: 2, 3>}> : (vector<4xf16>, vector<4xf16>) -> vector<2xf16>
    %4086 = "llvm.extractelement"(%4034, %45) : (vector<2xf32>, i64) -> f32
    %4087 = "llvm.extractelement"(%4034, %98) : (vector<2xf32>, i64) -> f32
    %4088 = "llvm.extractelement"(%4038, %45) : (vector<2xf32>, i64) -> f32
    %4089 = "llvm.extractelement"(%4038, %98) : (vector<2xf32>, i64) -> f32
    %4090 = "nvvm.mma.sync"(%3385, %3386, %3387, %3388, %4084, %4085, %4086, %4087, %4088, %4089) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %4091 = "llvm.extractvalue"(%4090) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %4092 = "llvm.extractvalue"(%4090) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %4093 = "llvm.insertelement"(%19, %4091, %49) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %4094 = "llvm.insertelement"(%4093, %4092, %37) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %4095 = "llvm.extractvalue"(%4090) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %4096 = "llvm.extractvalue"(%4090) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %4097 = "llvm.insertelement"(%19, %4095, %49) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %4098 = "llvm.insertelement"(%4097, %4096, %37) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %4099 = "llvm.shufflevector"(%3894, %3894) <{mask = array<i32: 0, 1>}> : (vector<4xf16>, vector<4xf16>) -> vector<2xf16>
    %4100 = "llvm.shufflevector"(%3894, %3894) <{mask = array<i32: 2, 3>}> : (vector<4xf16>, vector<4xf16>) -> vector<2xf16>
    %4101 = "llvm.extractelement"(%4049, %45) : (vector<2xf32>, i64) -> f32
    %4102 = "llvm.extractelement"(%4049, %98) : (vector<2xf32>, i64) -> f32
    %4103 = "llvm.extractelement"(%4053, %45) : (vector<2xf32>, i64) -> f32
    %4104 = "llvm.extractelement"(%4053, %98) : (vector<2xf32>, i64) -> f32
    %4105 = "nvvm.mma.sync"(%3389, %3390, %3391, %3392, %4099, %4100, %4101, %4102, %4103, %4104) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %4106 = "llvm.extractvalue"(%4105) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %4107 = "llvm.extractvalue"(%4105) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %4108 = "llvm.insertelement"(%19, %4106, %49) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %4109 = "llvm.insertelement"(%4108, %4107, %37) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %4110 = "llvm.extractvalue"(%4105) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %4111 = "llvm.extractvalue"(%4105) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %4112 = "llvm.insertelement"(%19, %4110, %49) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %4113 = "llvm.insertelement"(%4112, %4111, %37) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %4114 = "llvm.shufflevector"(%3902, %3902) <{mask = array<i32: 0, 1>}> : (vector<4xf16>, vector<4xf16>) -> vector<2xf16>
    %4115 = "llvm.shufflevector"(%3902, %3902) <{mask = array<i32: 2, 3>}> : (vector<4xf16>, vector<4xf16>) -> vector<2xf16>
    %4116 = "llvm.extractelement"(%4064, %45) : (vector<2xf32>, i64) -> f32
    %4117 = "llvm.extractelement"(%4064, %98) : (vector<2xf32>, i64) -> f32
    %4118 = "llvm.extractelement"(%4068, %45) : (vector<2xf32>, i64) -> f32
    %4119 = "llvm.extractelement"(%4068, %98) : (vector<2xf32>, i64) -> f32
    %4120 = "nvvm.mma.sync"(%3389, %3390, %3391, %3392, %4114, %4115, %4116, %4117, %4118, %4119) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %4121 = "llvm.extractvalue"(%4120) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %4122 = "llvm.extractvalue"(%4120) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %4123 = "llvm.insertelement"(%19, %4121, %49) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %4124 = "llvm.insertelement"(%4123, %4122, %37) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %4125 = "llvm.extractvalue"(%4120) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %4126 = "llvm.extractvalue"(%4120) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %4127 = "llvm.insertelement"(%19, %4125, %49) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %4128 = "llvm.insertelement"(%4127, %4126, %37) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %4129 = "llvm.shufflevector"(%3910, %3910) <{mask = array<i32: 0, 1>}> : (vector<4xf16>, vector<4xf16>) -> vector<2xf16>
    %4130 = "llvm.shufflevector"(%3910, %3910) <{mask = array<i32: 2, 3>}> : (vector<4xf16>, vector<4xf16>) -> vector<2xf16>
    %4131 = "llvm.extractelement"(%4079, %45) : (vector<2xf32>, i64) -> f32
    %4132 = "llvm.extractelement"(%4079, %98) : (vector<2xf32>, i64) -> f32
    %4133 = "llvm.extractelement"(%4083, %45) : (vector<2xf32>, i64) -> f32
    %4134 = "llvm.extractelement"(%4083, %98) : (vector<2xf32>, i64) -> f32
    %4135 = "nvvm.mma.sync"(%3389, %3390, %3391, %3392, %4129, %4130, %4131, %4132, %4133, %4134) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %4136 = "llvm.extractvalue"(%4135) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %4137 = "llvm.extractvalue"(%4135) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %4138 = "llvm.insertelement"(%19, %4136, %49) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %4139 = "llvm.insertelement"(%4138, %4137, %37) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %4140 = "llvm.extractvalue"(%4135) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %4141 = "llvm.extractvalue"(%4135) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %4142 = "llvm.insertelement"(%19, %4140, %49) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %4143 = "llvm.insertelement"(%4142, %4141, %37) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %4144 = "llvm.shufflevector"(%3918, %3918) <{mask = array<i32: 0, 1>}> : (vector<4xf16>, vector<4xf16>) -> vector<2xf16>
    %4145 = "llvm.shufflevector"(%3918, %3918) <{mask = array<i32: 2, 3>}> : (vector<4xf16>, vector<4xf16>) -> vector<2xf16>
    %4146 = "llvm.extractelement"(%4094, %45) : (vector<2xf32>, i64) -> f32
    %4147 = "llvm.extractelement"(%4094, %98) : (vector<2xf32>, i64) -> f32
    %4148 = "llvm.extractelement"(%4098, %45) : (vector<2xf32>, i64) -> f32
    %4149 = "llvm.extractelement"(%4098, %98) : (vector<2xf32>, i64) -> f32
    %4150 = "nvvm.mma.sync"(%3389, %3390, %3391, %3392, %4144, %4145, %4146, %4147, %4148, %4149) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %4151 = "llvm.extractvalue"(%4150) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %4152 = "llvm.extractvalue"(%4150) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %4153 = "llvm.insertelement"(%19, %4151, %49) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %4154 = "llvm.insertelement"(%4153, %4152, %37) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %4155 = "llvm.extractvalue"(%4150) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %4156 = "llvm.extractvalue"(%4150) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
    %4157 = "llvm.insertelement"(%19, %4155, %49) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %4158 = "llvm.insertelement"(%4157, %4156, %37) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %4159 = "llvm.add"(%354, %64) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    "llvm.br"(%4159, %4109, %4113, %4124, %4128, %4139, %4143, %4154, %4158, %3375, %3376, %1339, %1340)[^bb1] : (i32, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>) -> ()
  ^bb3:  // pred: ^bb1
    %4160 = "llvm.fdiv"(%41, %363) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<1xf32>, vector<1xf32>) -> vector<1xf32>
    %4161 = "llvm.fdiv"(%41, %364) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<1xf32>, vector<1xf32>) -> vector<1xf32>
    %4162 = "llvm.extractelement"(%4160, %45) : (vector<1xf32>, i64) -> f32
    %4163 = "llvm.extractelement"(%4161, %45) : (vector<1xf32>, i64) -> f32
    %4164 = "llvm.insertelement"(%19, %4162, %49) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %4165 = "llvm.shufflevector"(%4164, %19) <{mask = array<i32: 0, 0>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %4166 = "llvm.insertelement"(%19, %4163, %49) : (vector<2xf32>, f32, i32) -> vector<2xf32>
    %4167 = "llvm.shufflevector"(%4166, %19) <{mask = array<i32: 0, 0>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %4168 = "llvm.fmul"(%4165, %355) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %4169 = "llvm.fmul"(%4167, %356) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %4170 = "llvm.fmul"(%4165, %357) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %4171 = "llvm.fmul"(%4167, %358) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %4172 = "llvm.fmul"(%4165, %359) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %4173 = "llvm.fmul"(%4167, %360) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %4174 = "llvm.fmul"(%4165, %361) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %4175 = "llvm.fmul"(%4167, %362) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %4176 = "llvm.fptrunc"(%4168) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>) -> vector<2xf16>
    %4177 = "llvm.fptrunc"(%4169) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>) -> vector<2xf16>
    %4178 = "llvm.fptrunc"(%4170) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>) -> vector<2xf16>
    %4179 = "llvm.fptrunc"(%4171) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>) -> vector<2xf16>
    %4180 = "llvm.fptrunc"(%4172) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>) -> vector<2xf16>
    %4181 = "llvm.fptrunc"(%4173) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>) -> vector<2xf16>
    %4182 = "llvm.fptrunc"(%4174) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>) -> vector<2xf16>
    %4183 = "llvm.fptrunc"(%4175) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>) -> vector<2xf16>
    %4184 = "llvm.add"(%189, %116) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %4185 = "llvm.zext"(%4184) : (i32) -> i64
    %4186 = "llvm.add"(%187, %115) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %4187 = "llvm.zext"(%4186) : (i32) -> i64
    %4188 = "llvm.mul"(%111, %21) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %4189 = "llvm.mul"(%4187, %99) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %4190 = "llvm.add"(%4188, %4189) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %4191 = "llvm.add"(%4190, %4185) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %4192 = "llvm.getelementptr"(%arg4, %4191) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    "llvm.store"(%4176, %4192) <{alignment = 2 : i64, ordering = 0 : i64}> : (vector<2xf16>, !llvm.ptr<1>) -> ()
    %4193 = "llvm.add"(%4186, %50) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %4194 = "llvm.zext"(%4193) : (i32) -> i64
    %4195 = "llvm.mul"(%111, %21) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %4196 = "llvm.mul"(%4194, %99) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %4197 = "llvm.add"(%4195, %4196) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %4198 = "llvm.add"(%4197, %4185) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %4199 = "llvm.getelementptr"(%arg4, %4198) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    "llvm.store"(%4177, %4199) <{alignment = 2 : i64, ordering = 0 : i64}> : (vector<2xf16>, !llvm.ptr<1>) -> ()
    %4200 = "llvm.add"(%4184, %50) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %4201 = "llvm.zext"(%4200) : (i32) -> i64
    %4202 = "llvm.mul"(%111, %21) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %4203 = "llvm.mul"(%4187, %99) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %4204 = "llvm.add"(%4202, %4203) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %4205 = "llvm.add"(%4204, %4201) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %4206 = "llvm.getelementptr"(%arg4, %4205) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    "llvm.store"(%4178, %4206) <{alignment = 2 : i64, ordering = 0 : i64}> : (vector<2xf16>, !llvm.ptr<1>) -> ()
    %4207 = "llvm.mul"(%111, %21) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %4208 = "llvm.mul"(%4194, %99) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %4209 = "llvm.add"(%4207, %4208) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %4210 = "llvm.add"(%4209, %4201) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %4211 = "llvm.getelementptr"(%arg4, %4210) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    "llvm.store"(%4179, %4211) <{alignment = 2 : i64, ordering = 0 : i64}> : (vector<2xf16>, !llvm.ptr<1>) -> ()
    %4212 = "llvm.add"(%4184, %51) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %4213 = "llvm.zext"(%4212) : (i32) -> i64
    %4214 = "llvm.mul"(%111, %21) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %4215 = "llvm.mul"(%4187, %99) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %4216 = "llvm.add"(%4214, %4215) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %4217 = "llvm.add"(%4216, %4213) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %4218 = "llvm.getelementptr"(%arg4, %4217) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    "llvm.store"(%4180, %4218) <{alignment = 2 : i64, ordering = 0 : i64}> : (vector<2xf16>, !llvm.ptr<1>) -> ()
    %4219 = "llvm.mul"(%111, %21) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %4220 = "llvm.mul"(%4194, %99) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %4221 = "llvm.add"(%4219, %4220) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %4222 = "llvm.add"(%4221, %4213) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %4223 = "llvm.getelementptr"(%arg4, %4222) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    "llvm.store"(%4181, %4223) <{alignment = 2 : i64, ordering = 0 : i64}> : (vector<2xf16>, !llvm.ptr<1>) -> ()
    %4224 = "llvm.add"(%4184, %52) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %4225 = "llvm.zext"(%4224) : (i32) -> i64
    %4226 = "llvm.mul"(%111, %21) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %4227 = "llvm.mul"(%4187, %99) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %4228 = "llvm.add"(%4226, %4227) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %4229 = "llvm.add"(%4228, %4225) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %4230 = "llvm.getelementptr"(%arg4, %4229) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    "llvm.store"(%4182, %4230) <{alignment = 2 : i64, ordering = 0 : i64}> : (vector<2xf16>, !llvm.ptr<1>) -> ()
    %4231 = "llvm.mul"(%111, %21) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %4232 = "llvm.mul"(%4194, %99) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %4233 = "llvm.add"(%4231, %4232) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %4234 = "llvm.add"(%4233, %4225) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %4235 = "llvm.getelementptr"(%arg4, %4234) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    "llvm.store"(%4183, %4235) <{alignment = 2 : i64, ordering = 0 : i64}> : (vector<2xf16>, !llvm.ptr<1>) -> ()
    "llvm.return"() : () -> ()
  }) {gpu.known_block_size = array<i32: 128, 1, 1>, iree_codegen.denormal_fp_math_f32 = #iree_codegen.denormal_fp_math<"preserve-sign">} : () -> ()
  "iree_codegen.dispatch_config"() <{function_ref = @attn_dispatch_0_attention_4x128x64x64x128, subgroup_size = 32 : i64, workgroup_size = array<i64: 128, 1, 1>}> ({
  ^bb0(%arg0: !hal.device):
    %0 = "arith.constant"() <{value = 16 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    "iree_codegen.yield"(%0, %1, %1) : (index, index, index) -> ()
  }) : () -> ()
}) : () -> ()
