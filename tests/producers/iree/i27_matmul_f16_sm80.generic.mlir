"builtin.module"() ({
  "llvm.mlir.global"() <{addr_space = 3 : i32, alignment = 16 : i64, global_type = !llvm.array<0 x i8>, linkage = #llvm.linkage<external>, sym_name = "__dynamic_shared_memory__", tls_mode = 0 : i64, visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.mlir.global"() <{addr_space = 3 : i32, alignment = 2 : i64, global_type = !llvm.array<128 x array<68 x f16>>, linkage = #llvm.linkage<private>, sym_name = "__shared_memory___0", tls_mode = 0 : i64, visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.mlir.global"() <{addr_space = 3 : i32, alignment = 2 : i64, global_type = !llvm.array<64 x array<132 x f16>>, linkage = #llvm.linkage<private>, sym_name = "__shared_memory__", tls_mode = 0 : i64, visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, arg_attrs = [{llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef, llvm.readonly}, {llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef, llvm.readonly}, {llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef}], function_type = !llvm.func<void (ptr<1>, ptr<1>, ptr<1>)>, linkage = #llvm.linkage<external>, sym_name = "mm_f16_dispatch_0_matmul_256x512x128_f16", visibility_ = 0 : i64}> ({
  ^bb0(%arg1: !llvm.ptr<1>, %arg2: !llvm.ptr<1>, %arg3: !llvm.ptr<1>):
    %2 = "llvm.mlir.poison"() : () -> vector<2xf16>
    %3 = "llvm.mlir.constant"() <{value = 512 : i64}> : () -> i64
    %4 = "llvm.mlir.constant"() <{value = true}> : () -> i1
    %5 = "llvm.mlir.addressof"() <{global_name = @__dynamic_shared_memory__}> : () -> !llvm.ptr<3>
    %6 = "llvm.mlir.constant"() <{value = 0 : i64}> : () -> i64
    %7 = "llvm.mlir.constant"() <{value = 0 : i64}> : () -> i64
    %8 = "llvm.getelementptr"(%5, %6, %7) <{elem_type = !llvm.array<0 x i8>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648, -2147483648>}> : (!llvm.ptr<3>, i64, i64) -> !llvm.ptr<3>
    %9 = "llvm.mlir.constant"() <{value = 132 : i64}> : () -> i64
    %10 = "llvm.mlir.constant"() <{value = 64 : i64}> : () -> i64
    %11 = "llvm.mlir.addressof"() <{global_name = @__dynamic_shared_memory__}> : () -> !llvm.ptr<3>
    %12 = "llvm.mlir.constant"() <{value = 0 : i64}> : () -> i64
    %13 = "llvm.mlir.constant"() <{value = 16896 : i64}> : () -> i64
    %14 = "llvm.getelementptr"(%11, %12, %13) <{elem_type = !llvm.array<0 x i8>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648, -2147483648>}> : (!llvm.ptr<3>, i64, i64) -> !llvm.ptr<3>
    %15 = "llvm.mlir.constant"() <{value = dense<0.000000e+00> : vector<2xf16>}> : () -> vector<2xf16>
    %16 = "llvm.mlir.constant"() <{value = 0 : i64}> : () -> i64
    %17 = "llvm.mlir.constant"() <{value = 64 : i32}> : () -> i32
    %18 = "llvm.mlir.constant"() <{value = 32 : i32}> : () -> i32
    %19 = "llvm.mlir.constant"() <{value = 16 : i32}> : () -> i32
    %20 = "llvm.mlir.constant"() <{value = 128 : i32}> : () -> i32
    %21 = "llvm.mlir.constant"() <{value = 256 : i32}> : () -> i32
    %22 = "llvm.mlir.constant"() <{value = 384 : i32}> : () -> i32
    %23 = "llvm.mlir.constant"() <{value = 512 : i32}> : () -> i32
    %24 = "llvm.mlir.constant"() <{value = 640 : i32}> : () -> i32
    %25 = "llvm.mlir.constant"() <{value = 768 : i32}> : () -> i32
    %26 = "llvm.mlir.constant"() <{value = 896 : i32}> : () -> i32
    %27 = "llvm.mlir.constant"() <{value = 8 : i32}> : () -> i32
    %28 = "llvm.mlir.constant"() <{value = 24 : i32}> : () -> i32
    %29 = "llvm.mlir.constant"() <{value = 40 : i32}> : () -> i32
    %30 = "llvm.mlir.constant"() <{value = 48 : i32}> : () -> i32
    %31 = "llvm.mlir.constant"() <{value = 56 : i32}> : () -> i32
    %32 = "llvm.mlir.constant"() <{value = 72 : i32}> : () -> i32
    %33 = "llvm.mlir.constant"() <{value = 80 : i32}> : () -> i32
    %34 = "llvm.mlir.constant"() <{value = 88 : i32}> : () -> i32
    %35 = "llvm.mlir.constant"() <{value = 96 : i32}> : () -> i32
    %36 = "llvm.mlir.constant"() <{value = 104 : i32}> : () -> i32
    %37 = "llvm.mlir.constant"() <{value = 112 : i32}> : () -> i32
    %38 = "llvm.mlir.constant"() <{value = 120 : i32}> : () -> i32
    %39 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
    %40 = "llvm.mlir.constant"() <{value = 9 : i32}> : () -> i32
    %41 = "llvm.mlir.constant"() <{value = 17 : i32}> : () -> i32
    %42 = "llvm.mlir.constant"() <{value = 25 : i32}> : () -> i32
    %43 = "llvm.mlir.constant"() <{value = 33 : i32}> : () -> i32
    %44 = "llvm.mlir.constant"() <{value = 41 : i32}> : () -> i32
    %45 = "llvm.mlir.constant"() <{value = 49 : i32}> : () -> i32
    %46 = "llvm.mlir.constant"() <{value = 57 : i32}> : () -> i32
    %47 = "llvm.mlir.constant"() <{value = 65 : i32}> : () -> i32
    %48 = "llvm.mlir.constant"() <{value = 73 : i32}> : () -> i32
    %49 = "llvm.mlir.constant"() <{value = 81 : i32}> : () -> i32
    %50 = "llvm.mlir.constant"() <{value = 89 : i32}> : () -> i32
    %51 = "llvm.mlir.constant"() <{value = 97 : i32}> : () -> i32
    %52 = "llvm.mlir.constant"() <{value = 105 : i32}> : () -> i32
    %53 = "llvm.mlir.constant"() <{value = 113 : i32}> : () -> i32
    %54 = "llvm.mlir.constant"() <{value = 121 : i32}> : () -> i32
    %55 = "llvm.mlir.constant"() <{value = 4 : i32}> : () -> i32
    %56 = "llvm.mlir.constant"() <{value = 2 : i32}> : () -> i32
    %57 = "llvm.mlir.constant"() <{value = 128 : i64}> : () -> i64
    %58 = "llvm.mlir.constant"() <{value = 68 : i64}> : () -> i64
    %59 = "llvm.mlir.constant"() <{value = 1 : i64}> : () -> i64
    %60 = "llvm.getelementptr"(%14) <{elem_type = !llvm.array<128 x array<68 x f16>>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 0, 0, 0>}> : (!llvm.ptr<3>) -> !llvm.ptr<3>
    %61 = "llvm.getelementptr"(%8) <{elem_type = !llvm.array<64 x array<132 x f16>>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 0, 0, 0>}> : (!llvm.ptr<3>) -> !llvm.ptr<3>
    %62 = "nvvm.read.ptx.sreg.tid.x"() <{range = #llvm.constant_range<i32, 0, 128>}> : () -> i32
    %63 = "llvm.sext"(%62) : (i32) -> i64
    "llvm.intr.assume"(%4, %arg1, %10) <{op_bundle_sizes = array<i32: 2>, op_bundle_tags = ["align"]}> : (i1, !llvm.ptr<1>, i64) -> ()
    "llvm.intr.assume"(%4, %arg2, %10) <{op_bundle_sizes = array<i32: 2>, op_bundle_tags = ["align"]}> : (i1, !llvm.ptr<1>, i64) -> ()
    "llvm.intr.assume"(%4, %arg3, %10) <{op_bundle_sizes = array<i32: 2>, op_bundle_tags = ["align"]}> : (i1, !llvm.ptr<1>, i64) -> ()
    %64 = "llvm.trunc"(%63) <{overflowFlags = 0 : i32}> : (i64) -> i32
    %65 = "llvm.udiv"(%64, %17) : (i32, i32) -> i32
    %66 = "llvm.urem"(%64, %17) : (i32, i32) -> i32
    %67 = "llvm.udiv"(%66, %18) : (i32, i32) -> i32
    %68 = "llvm.urem"(%64, %18) : (i32, i32) -> i32
    %69 = "llvm.udiv"(%64, %19) : (i32, i32) -> i32
    %70 = "llvm.zext"(%69) : (i32) -> i64
    %71 = "llvm.urem"(%64, %19) : (i32, i32) -> i32
    %72 = "llvm.mul"(%71, %27) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %73 = "llvm.zext"(%72) : (i32) -> i64
    %74 = "llvm.add"(%64, %20) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %75 = "llvm.udiv"(%74, %19) : (i32, i32) -> i32
    %76 = "llvm.zext"(%75) : (i32) -> i64
    %77 = "llvm.urem"(%74, %19) : (i32, i32) -> i32
    %78 = "llvm.mul"(%77, %27) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %79 = "llvm.zext"(%78) : (i32) -> i64
    %80 = "llvm.add"(%64, %21) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %81 = "llvm.udiv"(%80, %19) : (i32, i32) -> i32
    %82 = "llvm.zext"(%81) : (i32) -> i64
    %83 = "llvm.urem"(%80, %19) : (i32, i32) -> i32
    %84 = "llvm.mul"(%83, %27) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %85 = "llvm.zext"(%84) : (i32) -> i64
    %86 = "llvm.add"(%64, %22) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %87 = "llvm.udiv"(%86, %19) : (i32, i32) -> i32
    %88 = "llvm.zext"(%87) : (i32) -> i64
    %89 = "llvm.urem"(%86, %19) : (i32, i32) -> i32
    %90 = "llvm.mul"(%89, %27) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %91 = "llvm.zext"(%90) : (i32) -> i64
    %92 = "llvm.add"(%64, %23) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %93 = "llvm.udiv"(%92, %19) : (i32, i32) -> i32
    %94 = "llvm.zext"(%93) : (i32) -> i64
    %95 = "llvm.urem"(%92, %19) : (i32, i32) -> i32
    %96 = "llvm.mul"(%95, %27) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %97 = "llvm.zext"(%96) : (i32) -> i64
    %98 = "llvm.add"(%64, %24) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %99 = "llvm.udiv"(%98, %19) : (i32, i32) -> i32
    %100 = "llvm.zext"(%99) : (i32) -> i64
    %101 = "llvm.urem"(%98, %19) : (i32, i32) -> i32
    %102 = "llvm.mul"(%101, %27) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %103 = "llvm.zext"(%102) : (i32) -> i64
    %104 = "llvm.add"(%64, %25) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %105 = "llvm.udiv"(%104, %19) : (i32, i32) -> i32
    %106 = "llvm.zext"(%105) : (i32) -> i64
    %107 = "llvm.urem"(%104, %19) : (i32, i32) -> i32
    %108 = "llvm.mul"(%107, %27) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %109 = "llvm.zext"(%108) : (i32) -> i64
    %110 = "llvm.add"(%64, %26) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %111 = "llvm.udiv"(%110, %19) : (i32, i32) -> i32
    %112 = "llvm.zext"(%111) : (i32) -> i64
    %113 = "llvm.urem"(%110, %19) : (i32, i32) -> i32
    %114 = "llvm.mul"(%113, %27) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %115 = "llvm.zext"(%114) : (i32) -> i64
    %116 = "llvm.udiv"(%64, %27) : (i32, i32) -> i32
    %117 = "llvm.zext"(%116) : (i32) -> i64
    %118 = "llvm.urem"(%64, %27) : (i32, i32) -> i32
    %119 = "llvm.mul"(%118, %27) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %120 = "llvm.zext"(%119) : (i32) -> i64
    %121 = "llvm.udiv"(%74, %27) : (i32, i32) -> i32
    %122 = "llvm.zext"(%121) : (i32) -> i64
    %123 = "llvm.urem"(%74, %27) : (i32, i32) -> i32
    %124 = "llvm.mul"(%123, %27) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %125 = "llvm.zext"(%124) : (i32) -> i64
    %126 = "llvm.udiv"(%80, %27) : (i32, i32) -> i32
    %127 = "llvm.zext"(%126) : (i32) -> i64
    %128 = "llvm.urem"(%80, %27) : (i32, i32) -> i32
    %129 = "llvm.mul"(%128, %27) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %130 = "llvm.zext"(%129) : (i32) -> i64
    %131 = "llvm.udiv"(%86, %27) : (i32, i32) -> i32
    %132 = "llvm.zext"(%131) : (i32) -> i64
    %133 = "llvm.urem"(%86, %27) : (i32, i32) -> i32
    %134 = "llvm.mul"(%133, %27) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %135 = "llvm.zext"(%134) : (i32) -> i64
    %136 = "llvm.udiv"(%92, %27) : (i32, i32) -> i32
    %137 = "llvm.zext"(%136) : (i32) -> i64
    %138 = "llvm.urem"(%92, %27) : (i32, i32) -> i32
    %139 = "llvm.mul"(%138, %27) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %140 = "llvm.zext"(%139) : (i32) -> i64
    %141 = "llvm.udiv"(%98, %27) : (i32, i32) -> i32
    %142 = "llvm.zext"(%141) : (i32) -> i64
    %143 = "llvm.urem"(%98, %27) : (i32, i32) -> i32
    %144 = "llvm.mul"(%143, %27) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %145 = "llvm.zext"(%144) : (i32) -> i64
    %146 = "llvm.udiv"(%104, %27) : (i32, i32) -> i32
    %147 = "llvm.zext"(%146) : (i32) -> i64
    %148 = "llvm.urem"(%104, %27) : (i32, i32) -> i32
    %149 = "llvm.mul"(%148, %27) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %150 = "llvm.zext"(%149) : (i32) -> i64
    %151 = "llvm.udiv"(%110, %27) : (i32, i32) -> i32
    %152 = "llvm.zext"(%151) : (i32) -> i64
    %153 = "llvm.urem"(%110, %27) : (i32, i32) -> i32
    %154 = "llvm.mul"(%153, %27) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %155 = "llvm.zext"(%154) : (i32) -> i64
    %156 = "llvm.udiv"(%68, %55) : (i32, i32) -> i32
    %157 = "llvm.urem"(%68, %55) : (i32, i32) -> i32
    %158 = "llvm.mul"(%157, %56) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %159 = "llvm.zext"(%158) : (i32) -> i64
    %160 = "nvvm.read.ptx.sreg.ctaid.x"() <{range = #llvm.constant_range<i32, 0, 32>}> : () -> i32
    %161 = "llvm.sext"(%160) : (i32) -> i64
    %162 = "llvm.trunc"(%161) <{overflowFlags = 0 : i32}> : (i64) -> i32
    %163 = "llvm.udiv"(%162, %27) : (i32, i32) -> i32
    %164 = "llvm.urem"(%162, %27) : (i32, i32) -> i32
    %165 = "llvm.mul"(%163, %17) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %166 = "llvm.add"(%69, %165) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %167 = "llvm.zext"(%166) : (i32) -> i64
    %168 = "llvm.mul"(%167, %57) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %169 = "llvm.add"(%168, %73) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %170 = "llvm.getelementptr"(%arg1, %169) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %171 = "llvm.load"(%170) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<1>) -> vector<8xf16>
    %172 = "llvm.mul"(%70, %9) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %173 = "llvm.add"(%172, %73) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %174 = "llvm.getelementptr"(%61, %173) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    "llvm.store"(%171, %174) <{alignment = 2 : i64, ordering = 0 : i64}> : (vector<8xf16>, !llvm.ptr<3>) -> ()
    %175 = "llvm.add"(%75, %165) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %176 = "llvm.zext"(%175) : (i32) -> i64
    %177 = "llvm.mul"(%176, %57) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %178 = "llvm.add"(%177, %79) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %179 = "llvm.getelementptr"(%arg1, %178) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %180 = "llvm.load"(%179) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<1>) -> vector<8xf16>
    %181 = "llvm.mul"(%76, %9) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %182 = "llvm.add"(%181, %79) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %183 = "llvm.getelementptr"(%61, %182) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    "llvm.store"(%180, %183) <{alignment = 2 : i64, ordering = 0 : i64}> : (vector<8xf16>, !llvm.ptr<3>) -> ()
    %184 = "llvm.add"(%81, %165) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %185 = "llvm.zext"(%184) : (i32) -> i64
    %186 = "llvm.mul"(%185, %57) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %187 = "llvm.add"(%186, %85) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %188 = "llvm.getelementptr"(%arg1, %187) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %189 = "llvm.load"(%188) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<1>) -> vector<8xf16>
    %190 = "llvm.mul"(%82, %9) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %191 = "llvm.add"(%190, %85) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %192 = "llvm.getelementptr"(%61, %191) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    "llvm.store"(%189, %192) <{alignment = 2 : i64, ordering = 0 : i64}> : (vector<8xf16>, !llvm.ptr<3>) -> ()
    %193 = "llvm.add"(%87, %165) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %194 = "llvm.zext"(%193) : (i32) -> i64
    %195 = "llvm.mul"(%194, %57) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %196 = "llvm.add"(%195, %91) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %197 = "llvm.getelementptr"(%arg1, %196) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %198 = "llvm.load"(%197) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<1>) -> vector<8xf16>
    %199 = "llvm.mul"(%88, %9) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %200 = "llvm.add"(%199, %91) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %201 = "llvm.getelementptr"(%61, %200) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    "llvm.store"(%198, %201) <{alignment = 2 : i64, ordering = 0 : i64}> : (vector<8xf16>, !llvm.ptr<3>) -> ()
    %202 = "llvm.add"(%93, %165) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %203 = "llvm.zext"(%202) : (i32) -> i64
    %204 = "llvm.mul"(%203, %57) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %205 = "llvm.add"(%204, %97) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %206 = "llvm.getelementptr"(%arg1, %205) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %207 = "llvm.load"(%206) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<1>) -> vector<8xf16>
    %208 = "llvm.mul"(%94, %9) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %209 = "llvm.add"(%208, %97) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %210 = "llvm.getelementptr"(%61, %209) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    "llvm.store"(%207, %210) <{alignment = 2 : i64, ordering = 0 : i64}> : (vector<8xf16>, !llvm.ptr<3>) -> ()
    %211 = "llvm.add"(%99, %165) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %212 = "llvm.zext"(%211) : (i32) -> i64
    %213 = "llvm.mul"(%212, %57) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %214 = "llvm.add"(%213, %103) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %215 = "llvm.getelementptr"(%arg1, %214) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %216 = "llvm.load"(%215) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<1>) -> vector<8xf16>
    %217 = "llvm.mul"(%100, %9) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %218 = "llvm.add"(%217, %103) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %219 = "llvm.getelementptr"(%61, %218) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    "llvm.store"(%216, %219) <{alignment = 2 : i64, ordering = 0 : i64}> : (vector<8xf16>, !llvm.ptr<3>) -> ()
    %220 = "llvm.add"(%105, %165) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %221 = "llvm.zext"(%220) : (i32) -> i64
    %222 = "llvm.mul"(%221, %57) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %223 = "llvm.add"(%222, %109) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %224 = "llvm.getelementptr"(%arg1, %223) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %225 = "llvm.load"(%224) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<1>) -> vector<8xf16>
    %226 = "llvm.mul"(%106, %9) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %227 = "llvm.add"(%226, %109) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %228 = "llvm.getelementptr"(%61, %227) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    "llvm.store"(%225, %228) <{alignment = 2 : i64, ordering = 0 : i64}> : (vector<8xf16>, !llvm.ptr<3>) -> ()
    %229 = "llvm.add"(%111, %165) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %230 = "llvm.zext"(%229) : (i32) -> i64
    %231 = "llvm.mul"(%230, %57) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %232 = "llvm.add"(%231, %115) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %233 = "llvm.getelementptr"(%arg1, %232) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %234 = "llvm.load"(%233) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<1>) -> vector<8xf16>
    %235 = "llvm.mul"(%112, %9) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %236 = "llvm.add"(%235, %115) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %237 = "llvm.getelementptr"(%61, %236) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    "llvm.store"(%234, %237) <{alignment = 2 : i64, ordering = 0 : i64}> : (vector<8xf16>, !llvm.ptr<3>) -> ()
    %238 = "llvm.mul"(%164, %17) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %239 = "llvm.add"(%119, %238) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %240 = "llvm.zext"(%239) : (i32) -> i64
    %241 = "llvm.mul"(%117, %3) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %242 = "llvm.add"(%241, %240) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %243 = "llvm.getelementptr"(%arg2, %242) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %244 = "llvm.load"(%243) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<1>) -> vector<8xf16>
    %245 = "llvm.mul"(%117, %58) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %246 = "llvm.add"(%245, %120) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %247 = "llvm.getelementptr"(%60, %246) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    "llvm.store"(%244, %247) <{alignment = 2 : i64, ordering = 0 : i64}> : (vector<8xf16>, !llvm.ptr<3>) -> ()
    %248 = "llvm.add"(%124, %238) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %249 = "llvm.zext"(%248) : (i32) -> i64
    %250 = "llvm.mul"(%122, %3) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %251 = "llvm.add"(%250, %249) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %252 = "llvm.getelementptr"(%arg2, %251) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %253 = "llvm.load"(%252) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<1>) -> vector<8xf16>
    %254 = "llvm.mul"(%122, %58) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %255 = "llvm.add"(%254, %125) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %256 = "llvm.getelementptr"(%60, %255) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    "llvm.store"(%253, %256) <{alignment = 2 : i64, ordering = 0 : i64}> : (vector<8xf16>, !llvm.ptr<3>) -> ()
    %257 = "llvm.add"(%129, %238) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %258 = "llvm.zext"(%257) : (i32) -> i64
    %259 = "llvm.mul"(%127, %3) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %260 = "llvm.add"(%259, %258) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %261 = "llvm.getelementptr"(%arg2, %260) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %262 = "llvm.load"(%261) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<1>) -> vector<8xf16>
    %263 = "llvm.mul"(%127, %58) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %264 = "llvm.add"(%263, %130) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %265 = "llvm.getelementptr"(%60, %264) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    "llvm.store"(%262, %265) <{alignment = 2 : i64, ordering = 0 : i64}> : (vector<8xf16>, !llvm.ptr<3>) -> ()
    %266 = "llvm.add"(%134, %238) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %267 = "llvm.zext"(%266) : (i32) -> i64
    %268 = "llvm.mul"(%132, %3) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %269 = "llvm.add"(%268, %267) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %270 = "llvm.getelementptr"(%arg2, %269) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %271 = "llvm.load"(%270) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<1>) -> vector<8xf16>
    %272 = "llvm.mul"(%132, %58) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %273 = "llvm.add"(%272, %135) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %274 = "llvm.getelementptr"(%60, %273) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    "llvm.store"(%271, %274) <{alignment = 2 : i64, ordering = 0 : i64}> : (vector<8xf16>, !llvm.ptr<3>) -> ()
    %275 = "llvm.add"(%139, %238) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %276 = "llvm.zext"(%275) : (i32) -> i64
    %277 = "llvm.mul"(%137, %3) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %278 = "llvm.add"(%277, %276) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %279 = "llvm.getelementptr"(%arg2, %278) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %280 = "llvm.load"(%279) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<1>) -> vector<8xf16>
    %281 = "llvm.mul"(%137, %58) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %282 = "llvm.add"(%281, %140) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %283 = "llvm.getelementptr"(%60, %282) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    "llvm.store"(%280, %283) <{alignment = 2 : i64, ordering = 0 : i64}> : (vector<8xf16>, !llvm.ptr<3>) -> ()
    %284 = "llvm.add"(%144, %238) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %285 = "llvm.zext"(%284) : (i32) -> i64
    %286 = "llvm.mul"(%142, %3) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %287 = "llvm.add"(%286, %285) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %288 = "llvm.getelementptr"(%arg2, %287) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %289 = "llvm.load"(%288) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<1>) -> vector<8xf16>
    %290 = "llvm.mul"(%142, %58) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %291 = "llvm.add"(%290, %145) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %292 = "llvm.getelementptr"(%60, %291) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    "llvm.store"(%289, %292) <{alignment = 2 : i64, ordering = 0 : i64}> : (vector<8xf16>, !llvm.ptr<3>) -> ()
    %293 = "llvm.add"(%149, %238) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %294 = "llvm.zext"(%293) : (i32) -> i64
    %295 = "llvm.mul"(%147, %3) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %296 = "llvm.add"(%295, %294) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %297 = "llvm.getelementptr"(%arg2, %296) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %298 = "llvm.load"(%297) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<1>) -> vector<8xf16>
    %299 = "llvm.mul"(%147, %58) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %300 = "llvm.add"(%299, %150) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %301 = "llvm.getelementptr"(%60, %300) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    "llvm.store"(%298, %301) <{alignment = 2 : i64, ordering = 0 : i64}> : (vector<8xf16>, !llvm.ptr<3>) -> ()
    %302 = "llvm.add"(%154, %238) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %303 = "llvm.zext"(%302) : (i32) -> i64
    %304 = "llvm.mul"(%152, %3) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %305 = "llvm.add"(%304, %303) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %306 = "llvm.getelementptr"(%arg2, %305) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %307 = "llvm.load"(%306) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<1>) -> vector<8xf16>
    %308 = "llvm.mul"(%152, %58) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %309 = "llvm.add"(%308, %155) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %310 = "llvm.getelementptr"(%60, %309) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    "llvm.store"(%307, %310) <{alignment = 2 : i64, ordering = 0 : i64}> : (vector<8xf16>, !llvm.ptr<3>) -> ()
    "nvvm.barrier"() <{aligned = true, operandSegmentSizes = array<i32: 0, 0>}> : () -> ()
    %311 = "llvm.mul"(%65, %56) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %312 = "llvm.mul"(%65, %18) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %313 = "llvm.add"(%312, %156) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %314 = "llvm.zext"(%313) : (i32) -> i64
    %315 = "llvm.mul"(%314, %9) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %316 = "llvm.add"(%315, %159) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %317 = "llvm.getelementptr"(%61, %316) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %318 = "llvm.load"(%317) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %319 = "llvm.add"(%158, %27) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %320 = "llvm.zext"(%319) : (i32) -> i64
    %321 = "llvm.mul"(%314, %9) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %322 = "llvm.add"(%321, %320) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %323 = "llvm.getelementptr"(%61, %322) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %324 = "llvm.load"(%323) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %325 = "llvm.add"(%158, %19) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %326 = "llvm.zext"(%325) : (i32) -> i64
    %327 = "llvm.mul"(%314, %9) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %328 = "llvm.add"(%327, %326) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %329 = "llvm.getelementptr"(%61, %328) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %330 = "llvm.load"(%329) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %331 = "llvm.add"(%158, %28) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %332 = "llvm.zext"(%331) : (i32) -> i64
    %333 = "llvm.mul"(%314, %9) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %334 = "llvm.add"(%333, %332) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %335 = "llvm.getelementptr"(%61, %334) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %336 = "llvm.load"(%335) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %337 = "llvm.add"(%158, %18) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %338 = "llvm.zext"(%337) : (i32) -> i64
    %339 = "llvm.mul"(%314, %9) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %340 = "llvm.add"(%339, %338) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %341 = "llvm.getelementptr"(%61, %340) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %342 = "llvm.load"(%341) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %343 = "llvm.add"(%158, %29) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %344 = "llvm.zext"(%343) : (i32) -> i64
    %345 = "llvm.mul"(%314, %9) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %346 = "llvm.add"(%345, %344) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %347 = "llvm.getelementptr"(%61, %346) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %348 = "llvm.load"(%347) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %349 = "llvm.add"(%158, %30) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %350 = "llvm.zext"(%349) : (i32) -> i64
    %351 = "llvm.mul"(%314, %9) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %352 = "llvm.add"(%351, %350) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %353 = "llvm.getelementptr"(%61, %352) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %354 = "llvm.load"(%353) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %355 = "llvm.add"(%158, %31) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %356 = "llvm.zext"(%355) : (i32) -> i64
    %357 = "llvm.mul"(%314, %9) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %358 = "llvm.add"(%357, %356) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %359 = "llvm.getelementptr"(%61, %358) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %360 = "llvm.load"(%359) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %361 = "llvm.add"(%158, %17) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %362 = "llvm.zext"(%361) : (i32) -> i64
    %363 = "llvm.mul"(%314, %9) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %364 = "llvm.add"(%363, %362) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %365 = "llvm.getelementptr"(%61, %364) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %366 = "llvm.load"(%365) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %367 = "llvm.add"(%158, %32) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %368 = "llvm.zext"(%367) : (i32) -> i64
    %369 = "llvm.mul"(%314, %9) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %370 = "llvm.add"(%369, %368) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %371 = "llvm.getelementptr"(%61, %370) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %372 = "llvm.load"(%371) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %373 = "llvm.add"(%158, %33) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %374 = "llvm.zext"(%373) : (i32) -> i64
    %375 = "llvm.mul"(%314, %9) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %376 = "llvm.add"(%375, %374) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %377 = "llvm.getelementptr"(%61, %376) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %378 = "llvm.load"(%377) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %379 = "llvm.add"(%158, %34) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %380 = "llvm.zext"(%379) : (i32) -> i64
    %381 = "llvm.mul"(%314, %9) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %382 = "llvm.add"(%381, %380) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %383 = "llvm.getelementptr"(%61, %382) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %384 = "llvm.load"(%383) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %385 = "llvm.add"(%158, %35) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %386 = "llvm.zext"(%385) : (i32) -> i64
    %387 = "llvm.mul"(%314, %9) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %388 = "llvm.add"(%387, %386) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %389 = "llvm.getelementptr"(%61, %388) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %390 = "llvm.load"(%389) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %391 = "llvm.add"(%158, %36) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %392 = "llvm.zext"(%391) : (i32) -> i64
    %393 = "llvm.mul"(%314, %9) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %394 = "llvm.add"(%393, %392) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %395 = "llvm.getelementptr"(%61, %394) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %396 = "llvm.load"(%395) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %397 = "llvm.add"(%158, %37) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %398 = "llvm.zext"(%397) : (i32) -> i64
    %399 = "llvm.mul"(%314, %9) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %400 = "llvm.add"(%399, %398) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %401 = "llvm.getelementptr"(%61, %400) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %402 = "llvm.load"(%401) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %403 = "llvm.add"(%158, %38) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %404 = "llvm.zext"(%403) : (i32) -> i64
    %405 = "llvm.mul"(%314, %9) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %406 = "llvm.add"(%405, %404) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %407 = "llvm.getelementptr"(%61, %406) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %408 = "llvm.load"(%407) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %409 = "llvm.add"(%313, %27) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %410 = "llvm.zext"(%409) : (i32) -> i64
    %411 = "llvm.mul"(%410, %9) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %412 = "llvm.add"(%411, %159) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %413 = "llvm.getelementptr"(%61, %412) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %414 = "llvm.load"(%413) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %415 = "llvm.mul"(%410, %9) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %416 = "llvm.add"(%415, %320) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %417 = "llvm.getelementptr"(%61, %416) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %418 = "llvm.load"(%417) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %419 = "llvm.mul"(%410, %9) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %420 = "llvm.add"(%419, %326) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %421 = "llvm.getelementptr"(%61, %420) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %422 = "llvm.load"(%421) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %423 = "llvm.mul"(%410, %9) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %424 = "llvm.add"(%423, %332) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %425 = "llvm.getelementptr"(%61, %424) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %426 = "llvm.load"(%425) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %427 = "llvm.mul"(%410, %9) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %428 = "llvm.add"(%427, %338) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %429 = "llvm.getelementptr"(%61, %428) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %430 = "llvm.load"(%429) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %431 = "llvm.mul"(%410, %9) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %432 = "llvm.add"(%431, %344) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %433 = "llvm.getelementptr"(%61, %432) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %434 = "llvm.load"(%433) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %435 = "llvm.mul"(%410, %9) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %436 = "llvm.add"(%435, %350) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %437 = "llvm.getelementptr"(%61, %436) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %438 = "llvm.load"(%437) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %439 = "llvm.mul"(%410, %9) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %440 = "llvm.add"(%439, %356) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %441 = "llvm.getelementptr"(%61, %440) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %442 = "llvm.load"(%441) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %443 = "llvm.mul"(%410, %9) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %444 = "llvm.add"(%443, %362) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %445 = "llvm.getelementptr"(%61, %444) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %446 = "llvm.load"(%445) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %447 = "llvm.mul"(%410, %9) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %448 = "llvm.add"(%447, %368) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %449 = "llvm.getelementptr"(%61, %448) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %450 = "llvm.load"(%449) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %451 = "llvm.mul"(%410, %9) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %452 = "llvm.add"(%451, %374) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %453 = "llvm.getelementptr"(%61, %452) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %454 = "llvm.load"(%453) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %455 = "llvm.mul"(%410, %9) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %456 = "llvm.add"(%455, %380) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %457 = "llvm.getelementptr"(%61, %456) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %458 = "llvm.load"(%457) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %459 = "llvm.mul"(%410, %9) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %460 = "llvm.add"(%459, %386) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %461 = "llvm.getelementptr"(%61, %460) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %462 = "llvm.load"(%461) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %463 = "llvm.mul"(%410, %9) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %464 = "llvm.add"(%463, %392) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %465 = "llvm.getelementptr"(%61, %464) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %466 = "llvm.load"(%465) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %467 = "llvm.mul"(%410, %9) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %468 = "llvm.add"(%467, %398) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %469 = "llvm.getelementptr"(%61, %468) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %470 = "llvm.load"(%469) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %471 = "llvm.mul"(%410, %9) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %472 = "llvm.add"(%471, %404) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %473 = "llvm.getelementptr"(%61, %472) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %474 = "llvm.load"(%473) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %475 = "llvm.add"(%313, %19) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %476 = "llvm.zext"(%475) : (i32) -> i64
    %477 = "llvm.mul"(%476, %9) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %478 = "llvm.add"(%477, %159) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %479 = "llvm.getelementptr"(%61, %478) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %480 = "llvm.load"(%479) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %481 = "llvm.mul"(%476, %9) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %482 = "llvm.add"(%481, %320) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %483 = "llvm.getelementptr"(%61, %482) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %484 = "llvm.load"(%483) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %485 = "llvm.mul"(%476, %9) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %486 = "llvm.add"(%485, %326) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %487 = "llvm.getelementptr"(%61, %486) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %488 = "llvm.load"(%487) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %489 = "llvm.mul"(%476, %9) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %490 = "llvm.add"(%489, %332) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %491 = "llvm.getelementptr"(%61, %490) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %492 = "llvm.load"(%491) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %493 = "llvm.mul"(%476, %9) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %494 = "llvm.add"(%493, %338) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %495 = "llvm.getelementptr"(%61, %494) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %496 = "llvm.load"(%495) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %497 = "llvm.mul"(%476, %9) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %498 = "llvm.add"(%497, %344) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %499 = "llvm.getelementptr"(%61, %498) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %500 = "llvm.load"(%499) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %501 = "llvm.mul"(%476, %9) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %502 = "llvm.add"(%501, %350) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %503 = "llvm.getelementptr"(%61, %502) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %504 = "llvm.load"(%503) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %505 = "llvm.mul"(%476, %9) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %506 = "llvm.add"(%505, %356) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %507 = "llvm.getelementptr"(%61, %506) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %508 = "llvm.load"(%507) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %509 = "llvm.mul"(%476, %9) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %510 = "llvm.add"(%509, %362) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %511 = "llvm.getelementptr"(%61, %510) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %512 = "llvm.load"(%511) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %513 = "llvm.mul"(%476, %9) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %514 = "llvm.add"(%513, %368) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %515 = "llvm.getelementptr"(%61, %514) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %516 = "llvm.load"(%515) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %517 = "llvm.mul"(%476, %9) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %518 = "llvm.add"(%517, %374) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %519 = "llvm.getelementptr"(%61, %518) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %520 = "llvm.load"(%519) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %521 = "llvm.mul"(%476, %9) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %522 = "llvm.add"(%521, %380) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %523 = "llvm.getelementptr"(%61, %522) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %524 = "llvm.load"(%523) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %525 = "llvm.mul"(%476, %9) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %526 = "llvm.add"(%525, %386) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %527 = "llvm.getelementptr"(%61, %526) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %528 = "llvm.load"(%527) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %529 = "llvm.mul"(%476, %9) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %530 = "llvm.add"(%529, %392) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %531 = "llvm.getelementptr"(%61, %530) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %532 = "llvm.load"(%531) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %533 = "llvm.mul"(%476, %9) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %534 = "llvm.add"(%533, %398) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %535 = "llvm.getelementptr"(%61, %534) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %536 = "llvm.load"(%535) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %537 = "llvm.mul"(%476, %9) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %538 = "llvm.add"(%537, %404) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %539 = "llvm.getelementptr"(%61, %538) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %540 = "llvm.load"(%539) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %541 = "llvm.add"(%313, %28) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %542 = "llvm.zext"(%541) : (i32) -> i64
    %543 = "llvm.mul"(%542, %9) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %544 = "llvm.add"(%543, %159) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %545 = "llvm.getelementptr"(%61, %544) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %546 = "llvm.load"(%545) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %547 = "llvm.mul"(%542, %9) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %548 = "llvm.add"(%547, %320) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %549 = "llvm.getelementptr"(%61, %548) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %550 = "llvm.load"(%549) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %551 = "llvm.mul"(%542, %9) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %552 = "llvm.add"(%551, %326) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %553 = "llvm.getelementptr"(%61, %552) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %554 = "llvm.load"(%553) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %555 = "llvm.mul"(%542, %9) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %556 = "llvm.add"(%555, %332) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %557 = "llvm.getelementptr"(%61, %556) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %558 = "llvm.load"(%557) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %559 = "llvm.mul"(%542, %9) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %560 = "llvm.add"(%559, %338) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %561 = "llvm.getelementptr"(%61, %560) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %562 = "llvm.load"(%561) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %563 = "llvm.mul"(%542, %9) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %564 = "llvm.add"(%563, %344) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %565 = "llvm.getelementptr"(%61, %564) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %566 = "llvm.load"(%565) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %567 = "llvm.mul"(%542, %9) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %568 = "llvm.add"(%567, %350) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %569 = "llvm.getelementptr"(%61, %568) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %570 = "llvm.load"(%569) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %571 = "llvm.mul"(%542, %9) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %572 = "llvm.add"(%571, %356) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %573 = "llvm.getelementptr"(%61, %572) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %574 = "llvm.load"(%573) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %575 = "llvm.mul"(%542, %9) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %576 = "llvm.add"(%575, %362) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %577 = "llvm.getelementptr"(%61, %576) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %578 = "llvm.load"(%577) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %579 = "llvm.mul"(%542, %9) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %580 = "llvm.add"(%579, %368) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %581 = "llvm.getelementptr"(%61, %580) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %582 = "llvm.load"(%581) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %583 = "llvm.mul"(%542, %9) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %584 = "llvm.add"(%583, %374) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %585 = "llvm.getelementptr"(%61, %584) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %586 = "llvm.load"(%585) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %587 = "llvm.mul"(%542, %9) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %588 = "llvm.add"(%587, %380) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %589 = "llvm.getelementptr"(%61, %588) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %590 = "llvm.load"(%589) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %591 = "llvm.mul"(%542, %9) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %592 = "llvm.add"(%591, %386) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %593 = "llvm.getelementptr"(%61, %592) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %594 = "llvm.load"(%593) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %595 = "llvm.mul"(%542, %9) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %596 = "llvm.add"(%595, %392) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %597 = "llvm.getelementptr"(%61, %596) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %598 = "llvm.load"(%597) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %599 = "llvm.mul"(%542, %9) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %600 = "llvm.add"(%599, %398) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %601 = "llvm.getelementptr"(%61, %600) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %602 = "llvm.load"(%601) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %603 = "llvm.mul"(%542, %9) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %604 = "llvm.add"(%603, %404) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %605 = "llvm.getelementptr"(%61, %604) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %606 = "llvm.load"(%605) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<2xf16>
    %607 = "llvm.mul"(%67, %55) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %608 = "llvm.mul"(%67, %18) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %609 = "llvm.add"(%608, %156) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %610 = "llvm.zext"(%609) : (i32) -> i64
    %611 = "llvm.mul"(%159, %58) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %612 = "llvm.add"(%611, %610) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %613 = "llvm.getelementptr"(%60, %612) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %614 = "llvm.load"(%613) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %615 = "llvm.add"(%609, %27) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %616 = "llvm.zext"(%615) : (i32) -> i64
    %617 = "llvm.mul"(%159, %58) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %618 = "llvm.add"(%617, %616) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %619 = "llvm.getelementptr"(%60, %618) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %620 = "llvm.load"(%619) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %621 = "llvm.add"(%609, %19) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %622 = "llvm.zext"(%621) : (i32) -> i64
    %623 = "llvm.mul"(%159, %58) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %624 = "llvm.add"(%623, %622) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %625 = "llvm.getelementptr"(%60, %624) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %626 = "llvm.load"(%625) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %627 = "llvm.add"(%609, %28) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %628 = "llvm.zext"(%627) : (i32) -> i64
    %629 = "llvm.mul"(%159, %58) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %630 = "llvm.add"(%629, %628) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %631 = "llvm.getelementptr"(%60, %630) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %632 = "llvm.load"(%631) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %633 = "llvm.add"(%158, %39) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %634 = "llvm.zext"(%633) : (i32) -> i64
    %635 = "llvm.mul"(%634, %58) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %636 = "llvm.add"(%635, %610) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %637 = "llvm.getelementptr"(%60, %636) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %638 = "llvm.load"(%637) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %639 = "llvm.mul"(%634, %58) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %640 = "llvm.add"(%639, %616) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %641 = "llvm.getelementptr"(%60, %640) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %642 = "llvm.load"(%641) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %643 = "llvm.mul"(%634, %58) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %644 = "llvm.add"(%643, %622) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %645 = "llvm.getelementptr"(%60, %644) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %646 = "llvm.load"(%645) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %647 = "llvm.mul"(%634, %58) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %648 = "llvm.add"(%647, %628) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %649 = "llvm.getelementptr"(%60, %648) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %650 = "llvm.load"(%649) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %651 = "llvm.mul"(%320, %58) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %652 = "llvm.add"(%651, %610) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %653 = "llvm.getelementptr"(%60, %652) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %654 = "llvm.load"(%653) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %655 = "llvm.mul"(%320, %58) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %656 = "llvm.add"(%655, %616) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %657 = "llvm.getelementptr"(%60, %656) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %658 = "llvm.load"(%657) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %659 = "llvm.mul"(%320, %58) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %660 = "llvm.add"(%659, %622) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %661 = "llvm.getelementptr"(%60, %660) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %662 = "llvm.load"(%661) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %663 = "llvm.mul"(%320, %58) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %664 = "llvm.add"(%663, %628) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %665 = "llvm.getelementptr"(%60, %664) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %666 = "llvm.load"(%665) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %667 = "llvm.add"(%158, %40) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %668 = "llvm.zext"(%667) : (i32) -> i64
    %669 = "llvm.mul"(%668, %58) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %670 = "llvm.add"(%669, %610) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %671 = "llvm.getelementptr"(%60, %670) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %672 = "llvm.load"(%671) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %673 = "llvm.mul"(%668, %58) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %674 = "llvm.add"(%673, %616) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %675 = "llvm.getelementptr"(%60, %674) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %676 = "llvm.load"(%675) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %677 = "llvm.mul"(%668, %58) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %678 = "llvm.add"(%677, %622) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %679 = "llvm.getelementptr"(%60, %678) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %680 = "llvm.load"(%679) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %681 = "llvm.mul"(%668, %58) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %682 = "llvm.add"(%681, %628) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %683 = "llvm.getelementptr"(%60, %682) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %684 = "llvm.load"(%683) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %685 = "llvm.mul"(%326, %58) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %686 = "llvm.add"(%685, %610) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %687 = "llvm.getelementptr"(%60, %686) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %688 = "llvm.load"(%687) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %689 = "llvm.mul"(%326, %58) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %690 = "llvm.add"(%689, %616) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %691 = "llvm.getelementptr"(%60, %690) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %692 = "llvm.load"(%691) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %693 = "llvm.mul"(%326, %58) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %694 = "llvm.add"(%693, %622) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %695 = "llvm.getelementptr"(%60, %694) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %696 = "llvm.load"(%695) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %697 = "llvm.mul"(%326, %58) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %698 = "llvm.add"(%697, %628) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %699 = "llvm.getelementptr"(%60, %698) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %700 = "llvm.load"(%699) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %701 = "llvm.add"(%158, %41) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %702 = "llvm.zext"(%701) : (i32) -> i64
    %703 = "llvm.mul"(%702, %58) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %704 = "llvm.add"(%703, %610) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %705 = "llvm.getelementptr"(%60, %704) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %706 = "llvm.load"(%705) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %707 = "llvm.mul"(%702, %58) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %708 = "llvm.add"(%707, %616) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %709 = "llvm.getelementptr"(%60, %708) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %710 = "llvm.load"(%709) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %711 = "llvm.mul"(%702, %58) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %712 = "llvm.add"(%711, %622) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %713 = "llvm.getelementptr"(%60, %712) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %714 = "llvm.load"(%713) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %715 = "llvm.mul"(%702, %58) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %716 = "llvm.add"(%715, %628) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %717 = "llvm.getelementptr"(%60, %716) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %718 = "llvm.load"(%717) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %719 = "llvm.mul"(%332, %58) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %720 = "llvm.add"(%719, %610) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %721 = "llvm.getelementptr"(%60, %720) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %722 = "llvm.load"(%721) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %723 = "llvm.mul"(%332, %58) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %724 = "llvm.add"(%723, %616) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %725 = "llvm.getelementptr"(%60, %724) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %726 = "llvm.load"(%725) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %727 = "llvm.mul"(%332, %58) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %728 = "llvm.add"(%727, %622) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %729 = "llvm.getelementptr"(%60, %728) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %730 = "llvm.load"(%729) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %731 = "llvm.mul"(%332, %58) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %732 = "llvm.add"(%731, %628) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %733 = "llvm.getelementptr"(%60, %732) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %734 = "llvm.load"(%733) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %735 = "llvm.add"(%158, %42) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %736 = "llvm.zext"(%735) : (i32) -> i64
    %737 = "llvm.mul"(%736, %58) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %738 = "llvm.add"(%737, %610) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %739 = "llvm.getelementptr"(%60, %738) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %740 = "llvm.load"(%739) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %741 = "llvm.mul"(%736, %58) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %742 = "llvm.add"(%741, %616) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %743 = "llvm.getelementptr"(%60, %742) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %744 = "llvm.load"(%743) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %745 = "llvm.mul"(%736, %58) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %746 = "llvm.add"(%745, %622) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %747 = "llvm.getelementptr"(%60, %746) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %748 = "llvm.load"(%747) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %749 = "llvm.mul"(%736, %58) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %750 = "llvm.add"(%749, %628) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %751 = "llvm.getelementptr"(%60, %750) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %752 = "llvm.load"(%751) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %753 = "llvm.mul"(%338, %58) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %754 = "llvm.add"(%753, %610) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %755 = "llvm.getelementptr"(%60, %754) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %756 = "llvm.load"(%755) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %757 = "llvm.mul"(%338, %58) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %758 = "llvm.add"(%757, %616) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %759 = "llvm.getelementptr"(%60, %758) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %760 = "llvm.load"(%759) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %761 = "llvm.mul"(%338, %58) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %762 = "llvm.add"(%761, %622) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %763 = "llvm.getelementptr"(%60, %762) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %764 = "llvm.load"(%763) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %765 = "llvm.mul"(%338, %58) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %766 = "llvm.add"(%765, %628) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %767 = "llvm.getelementptr"(%60, %766) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %768 = "llvm.load"(%767) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %769 = "llvm.add"(%158, %43) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %770 = "llvm.zext"(%769) : (i32) -> i64
    %771 = "llvm.mul"(%770, %58) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %772 = "llvm.add"(%771, %610) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %773 = "llvm.getelementptr"(%60, %772) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %774 = "llvm.load"(%773) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %775 = "llvm.mul"(%770, %58) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %776 = "llvm.add"(%775, %616) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %777 = "llvm.getelementptr"(%60, %776) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %778 = "llvm.load"(%777) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %779 = "llvm.mul"(%770, %58) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %780 = "llvm.add"(%779, %622) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %781 = "llvm.getelementptr"(%60, %780) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %782 = "llvm.load"(%781) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %783 = "llvm.mul"(%770, %58) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %784 = "llvm.add"(%783, %628) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %785 = "llvm.getelementptr"(%60, %784) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %786 = "llvm.load"(%785) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %787 = "llvm.mul"(%344, %58) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %788 = "llvm.add"(%787, %610) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %789 = "llvm.getelementptr"(%60, %788) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %790 = "llvm.load"(%789) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %791 = "llvm.mul"(%344, %58) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %792 = "llvm.add"(%791, %616) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %793 = "llvm.getelementptr"(%60, %792) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %794 = "llvm.load"(%793) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %795 = "llvm.mul"(%344, %58) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %796 = "llvm.add"(%795, %622) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %797 = "llvm.getelementptr"(%60, %796) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %798 = "llvm.load"(%797) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %799 = "llvm.mul"(%344, %58) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %800 = "llvm.add"(%799, %628) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %801 = "llvm.getelementptr"(%60, %800) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %802 = "llvm.load"(%801) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %803 = "llvm.add"(%158, %44) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %804 = "llvm.zext"(%803) : (i32) -> i64
    %805 = "llvm.mul"(%804, %58) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %806 = "llvm.add"(%805, %610) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %807 = "llvm.getelementptr"(%60, %806) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %808 = "llvm.load"(%807) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %809 = "llvm.mul"(%804, %58) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %810 = "llvm.add"(%809, %616) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %811 = "llvm.getelementptr"(%60, %810) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %812 = "llvm.load"(%811) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %813 = "llvm.mul"(%804, %58) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %814 = "llvm.add"(%813, %622) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %815 = "llvm.getelementptr"(%60, %814) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %816 = "llvm.load"(%815) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %817 = "llvm.mul"(%804, %58) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %818 = "llvm.add"(%817, %628) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %819 = "llvm.getelementptr"(%60, %818) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %820 = "llvm.load"(%819) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %821 = "llvm.mul"(%350, %58) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %822 = "llvm.add"(%821, %610) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %823 = "llvm.getelementptr"(%60, %822) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %824 = "llvm.load"(%823) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %825 = "llvm.mul"(%350, %58) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %826 = "llvm.add"(%825, %616) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %827 = "llvm.getelementptr"(%60, %826) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %828 = "llvm.load"(%827) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %829 = "llvm.mul"(%350, %58) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %830 = "llvm.add"(%829, %622) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %831 = "llvm.getelementptr"(%60, %830) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %832 = "llvm.load"(%831) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %833 = "llvm.mul"(%350, %58) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %834 = "llvm.add"(%833, %628) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %835 = "llvm.getelementptr"(%60, %834) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %836 = "llvm.load"(%835) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %837 = "llvm.add"(%158, %45) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %838 = "llvm.zext"(%837) : (i32) -> i64
    %839 = "llvm.mul"(%838, %58) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %840 = "llvm.add"(%839, %610) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %841 = "llvm.getelementptr"(%60, %840) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %842 = "llvm.load"(%841) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %843 = "llvm.mul"(%838, %58) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %844 = "llvm.add"(%843, %616) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %845 = "llvm.getelementptr"(%60, %844) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %846 = "llvm.load"(%845) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %847 = "llvm.mul"(%838, %58) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %848 = "llvm.add"(%847, %622) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %849 = "llvm.getelementptr"(%60, %848) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %850 = "llvm.load"(%849) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %851 = "llvm.mul"(%838, %58) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %852 = "llvm.add"(%851, %628) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %853 = "llvm.getelementptr"(%60, %852) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %854 = "llvm.load"(%853) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %855 = "llvm.mul"(%356, %58) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %856 = "llvm.add"(%855, %610) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %857 = "llvm.getelementptr"(%60, %856) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %858 = "llvm.load"(%857) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %859 = "llvm.mul"(%356, %58) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %860 = "llvm.add"(%859, %616) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %861 = "llvm.getelementptr"(%60, %860) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %862 = "llvm.load"(%861) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %863 = "llvm.mul"(%356, %58) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %864 = "llvm.add"(%863, %622) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %865 = "llvm.getelementptr"(%60, %864) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %866 = "llvm.load"(%865) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %867 = "llvm.mul"(%356, %58) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %868 = "llvm.add"(%867, %628) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %869 = "llvm.getelementptr"(%60, %868) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %870 = "llvm.load"(%869) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %871 = "llvm.add"(%158, %46) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %872 = "llvm.zext"(%871) : (i32) -> i64
    %873 = "llvm.mul"(%872, %58) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %874 = "llvm.add"(%873, %610) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %875 = "llvm.getelementptr"(%60, %874) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %876 = "llvm.load"(%875) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %877 = "llvm.mul"(%872, %58) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %878 = "llvm.add"(%877, %616) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %879 = "llvm.getelementptr"(%60, %878) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %880 = "llvm.load"(%879) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %881 = "llvm.mul"(%872, %58) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %882 = "llvm.add"(%881, %622) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %883 = "llvm.getelementptr"(%60, %882) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %884 = "llvm.load"(%883) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %885 = "llvm.mul"(%872, %58) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %886 = "llvm.add"(%885, %628) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %887 = "llvm.getelementptr"(%60, %886) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %888 = "llvm.load"(%887) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %889 = "llvm.mul"(%362, %58) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %890 = "llvm.add"(%889, %610) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %891 = "llvm.getelementptr"(%60, %890) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %892 = "llvm.load"(%891) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %893 = "llvm.mul"(%362, %58) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %894 = "llvm.add"(%893, %616) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %895 = "llvm.getelementptr"(%60, %894) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %896 = "llvm.load"(%895) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %897 = "llvm.mul"(%362, %58) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %898 = "llvm.add"(%897, %622) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %899 = "llvm.getelementptr"(%60, %898) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %900 = "llvm.load"(%899) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %901 = "llvm.mul"(%362, %58) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %902 = "llvm.add"(%901, %628) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %903 = "llvm.getelementptr"(%60, %902) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %904 = "llvm.load"(%903) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %905 = "llvm.add"(%158, %47) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %906 = "llvm.zext"(%905) : (i32) -> i64
    %907 = "llvm.mul"(%906, %58) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %908 = "llvm.add"(%907, %610) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %909 = "llvm.getelementptr"(%60, %908) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %910 = "llvm.load"(%909) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %911 = "llvm.mul"(%906, %58) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %912 = "llvm.add"(%911, %616) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %913 = "llvm.getelementptr"(%60, %912) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %914 = "llvm.load"(%913) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %915 = "llvm.mul"(%906, %58) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %916 = "llvm.add"(%915, %622) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %917 = "llvm.getelementptr"(%60, %916) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %918 = "llvm.load"(%917) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %919 = "llvm.mul"(%906, %58) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %920 = "llvm.add"(%919, %628) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %921 = "llvm.getelementptr"(%60, %920) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %922 = "llvm.load"(%921) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %923 = "llvm.mul"(%368, %58) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %924 = "llvm.add"(%923, %610) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %925 = "llvm.getelementptr"(%60, %924) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %926 = "llvm.load"(%925) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %927 = "llvm.mul"(%368, %58) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %928 = "llvm.add"(%927, %616) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %929 = "llvm.getelementptr"(%60, %928) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %930 = "llvm.load"(%929) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %931 = "llvm.mul"(%368, %58) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %932 = "llvm.add"(%931, %622) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %933 = "llvm.getelementptr"(%60, %932) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %934 = "llvm.load"(%933) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %935 = "llvm.mul"(%368, %58) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %936 = "llvm.add"(%935, %628) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %937 = "llvm.getelementptr"(%60, %936) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %938 = "llvm.load"(%937) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %939 = "llvm.add"(%158, %48) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %940 = "llvm.zext"(%939) : (i32) -> i64
    %941 = "llvm.mul"(%940, %58) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %942 = "llvm.add"(%941, %610) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %943 = "llvm.getelementptr"(%60, %942) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %944 = "llvm.load"(%943) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %945 = "llvm.mul"(%940, %58) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %946 = "llvm.add"(%945, %616) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %947 = "llvm.getelementptr"(%60, %946) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %948 = "llvm.load"(%947) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %949 = "llvm.mul"(%940, %58) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %950 = "llvm.add"(%949, %622) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %951 = "llvm.getelementptr"(%60, %950) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %952 = "llvm.load"(%951) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %953 = "llvm.mul"(%940, %58) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %954 = "llvm.add"(%953, %628) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %955 = "llvm.getelementptr"(%60, %954) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %956 = "llvm.load"(%955) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %957 = "llvm.mul"(%374, %58) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %958 = "llvm.add"(%957, %610) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %959 = "llvm.getelementptr"(%60, %958) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %960 = "llvm.load"(%959) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %961 = "llvm.mul"(%374, %58) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %962 = "llvm.add"(%961, %616) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %963 = "llvm.getelementptr"(%60, %962) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %964 = "llvm.load"(%963) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %965 = "llvm.mul"(%374, %58) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %966 = "llvm.add"(%965, %622) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %967 = "llvm.getelementptr"(%60, %966) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %968 = "llvm.load"(%967) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %969 = "llvm.mul"(%374, %58) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %970 = "llvm.add"(%969, %628) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %971 = "llvm.getelementptr"(%60, %970) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %972 = "llvm.load"(%971) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %973 = "llvm.add"(%158, %49) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %974 = "llvm.zext"(%973) : (i32) -> i64
    %975 = "llvm.mul"(%974, %58) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %976 = "llvm.add"(%975, %610) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %977 = "llvm.getelementptr"(%60, %976) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %978 = "llvm.load"(%977) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %979 = "llvm.mul"(%974, %58) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %980 = "llvm.add"(%979, %616) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %981 = "llvm.getelementptr"(%60, %980) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %982 = "llvm.load"(%981) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %983 = "llvm.mul"(%974, %58) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %984 = "llvm.add"(%983, %622) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %985 = "llvm.getelementptr"(%60, %984) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %986 = "llvm.load"(%985) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %987 = "llvm.mul"(%974, %58) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %988 = "llvm.add"(%987, %628) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %989 = "llvm.getelementptr"(%60, %988) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %990 = "llvm.load"(%989) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %991 = "llvm.mul"(%380, %58) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %992 = "llvm.add"(%991, %610) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %993 = "llvm.getelementptr"(%60, %992) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %994 = "llvm.load"(%993) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %995 = "llvm.mul"(%380, %58) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %996 = "llvm.add"(%995, %616) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %997 = "llvm.getelementptr"(%60, %996) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %998 = "llvm.load"(%997) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %999 = "llvm.mul"(%380, %58) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1000 = "llvm.add"(%999, %622) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1001 = "llvm.getelementptr"(%60, %1000) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %1002 = "llvm.load"(%1001) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %1003 = "llvm.mul"(%380, %58) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1004 = "llvm.add"(%1003, %628) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1005 = "llvm.getelementptr"(%60, %1004) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %1006 = "llvm.load"(%1005) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %1007 = "llvm.add"(%158, %50) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %1008 = "llvm.zext"(%1007) : (i32) -> i64
    %1009 = "llvm.mul"(%1008, %58) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1010 = "llvm.add"(%1009, %610) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1011 = "llvm.getelementptr"(%60, %1010) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %1012 = "llvm.load"(%1011) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %1013 = "llvm.mul"(%1008, %58) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1014 = "llvm.add"(%1013, %616) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1015 = "llvm.getelementptr"(%60, %1014) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %1016 = "llvm.load"(%1015) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %1017 = "llvm.mul"(%1008, %58) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1018 = "llvm.add"(%1017, %622) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1019 = "llvm.getelementptr"(%60, %1018) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %1020 = "llvm.load"(%1019) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %1021 = "llvm.mul"(%1008, %58) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1022 = "llvm.add"(%1021, %628) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1023 = "llvm.getelementptr"(%60, %1022) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %1024 = "llvm.load"(%1023) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %1025 = "llvm.mul"(%386, %58) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1026 = "llvm.add"(%1025, %610) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1027 = "llvm.getelementptr"(%60, %1026) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %1028 = "llvm.load"(%1027) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %1029 = "llvm.mul"(%386, %58) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1030 = "llvm.add"(%1029, %616) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1031 = "llvm.getelementptr"(%60, %1030) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %1032 = "llvm.load"(%1031) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %1033 = "llvm.mul"(%386, %58) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1034 = "llvm.add"(%1033, %622) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1035 = "llvm.getelementptr"(%60, %1034) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %1036 = "llvm.load"(%1035) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %1037 = "llvm.mul"(%386, %58) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1038 = "llvm.add"(%1037, %628) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1039 = "llvm.getelementptr"(%60, %1038) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %1040 = "llvm.load"(%1039) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %1041 = "llvm.add"(%158, %51) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %1042 = "llvm.zext"(%1041) : (i32) -> i64
    %1043 = "llvm.mul"(%1042, %58) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1044 = "llvm.add"(%1043, %610) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1045 = "llvm.getelementptr"(%60, %1044) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %1046 = "llvm.load"(%1045) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %1047 = "llvm.mul"(%1042, %58) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1048 = "llvm.add"(%1047, %616) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1049 = "llvm.getelementptr"(%60, %1048) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %1050 = "llvm.load"(%1049) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %1051 = "llvm.mul"(%1042, %58) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1052 = "llvm.add"(%1051, %622) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1053 = "llvm.getelementptr"(%60, %1052) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %1054 = "llvm.load"(%1053) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %1055 = "llvm.mul"(%1042, %58) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1056 = "llvm.add"(%1055, %628) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1057 = "llvm.getelementptr"(%60, %1056) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %1058 = "llvm.load"(%1057) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %1059 = "llvm.mul"(%392, %58) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1060 = "llvm.add"(%1059, %610) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1061 = "llvm.getelementptr"(%60, %1060) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %1062 = "llvm.load"(%1061) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %1063 = "llvm.mul"(%392, %58) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1064 = "llvm.add"(%1063, %616) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1065 = "llvm.getelementptr"(%60, %1064) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %1066 = "llvm.load"(%1065) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %1067 = "llvm.mul"(%392, %58) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1068 = "llvm.add"(%1067, %622) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1069 = "llvm.getelementptr"(%60, %1068) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %1070 = "llvm.load"(%1069) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %1071 = "llvm.mul"(%392, %58) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1072 = "llvm.add"(%1071, %628) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1073 = "llvm.getelementptr"(%60, %1072) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %1074 = "llvm.load"(%1073) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %1075 = "llvm.add"(%158, %52) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %1076 = "llvm.zext"(%1075) : (i32) -> i64
    %1077 = "llvm.mul"(%1076, %58) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1078 = "llvm.add"(%1077, %610) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1079 = "llvm.getelementptr"(%60, %1078) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %1080 = "llvm.load"(%1079) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %1081 = "llvm.mul"(%1076, %58) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1082 = "llvm.add"(%1081, %616) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1083 = "llvm.getelementptr"(%60, %1082) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %1084 = "llvm.load"(%1083) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %1085 = "llvm.mul"(%1076, %58) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1086 = "llvm.add"(%1085, %622) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1087 = "llvm.getelementptr"(%60, %1086) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %1088 = "llvm.load"(%1087) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %1089 = "llvm.mul"(%1076, %58) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1090 = "llvm.add"(%1089, %628) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1091 = "llvm.getelementptr"(%60, %1090) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %1092 = "llvm.load"(%1091) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %1093 = "llvm.mul"(%398, %58) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1094 = "llvm.add"(%1093, %610) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1095 = "llvm.getelementptr"(%60, %1094) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %1096 = "llvm.load"(%1095) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %1097 = "llvm.mul"(%398, %58) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1098 = "llvm.add"(%1097, %616) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1099 = "llvm.getelementptr"(%60, %1098) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %1100 = "llvm.load"(%1099) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %1101 = "llvm.mul"(%398, %58) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1102 = "llvm.add"(%1101, %622) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1103 = "llvm.getelementptr"(%60, %1102) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %1104 = "llvm.load"(%1103) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %1105 = "llvm.mul"(%398, %58) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1106 = "llvm.add"(%1105, %628) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1107 = "llvm.getelementptr"(%60, %1106) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %1108 = "llvm.load"(%1107) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %1109 = "llvm.add"(%158, %53) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %1110 = "llvm.zext"(%1109) : (i32) -> i64
    %1111 = "llvm.mul"(%1110, %58) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1112 = "llvm.add"(%1111, %610) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1113 = "llvm.getelementptr"(%60, %1112) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %1114 = "llvm.load"(%1113) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %1115 = "llvm.mul"(%1110, %58) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1116 = "llvm.add"(%1115, %616) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1117 = "llvm.getelementptr"(%60, %1116) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %1118 = "llvm.load"(%1117) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %1119 = "llvm.mul"(%1110, %58) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1120 = "llvm.add"(%1119, %622) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1121 = "llvm.getelementptr"(%60, %1120) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %1122 = "llvm.load"(%1121) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %1123 = "llvm.mul"(%1110, %58) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1124 = "llvm.add"(%1123, %628) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1125 = "llvm.getelementptr"(%60, %1124) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %1126 = "llvm.load"(%1125) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %1127 = "llvm.mul"(%404, %58) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1128 = "llvm.add"(%1127, %610) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1129 = "llvm.getelementptr"(%60, %1128) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %1130 = "llvm.load"(%1129) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %1131 = "llvm.mul"(%404, %58) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1132 = "llvm.add"(%1131, %616) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1133 = "llvm.getelementptr"(%60, %1132) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %1134 = "llvm.load"(%1133) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %1135 = "llvm.mul"(%404, %58) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1136 = "llvm.add"(%1135, %622) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1137 = "llvm.getelementptr"(%60, %1136) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %1138 = "llvm.load"(%1137) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %1139 = "llvm.mul"(%404, %58) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1140 = "llvm.add"(%1139, %628) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1141 = "llvm.getelementptr"(%60, %1140) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %1142 = "llvm.load"(%1141) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %1143 = "llvm.add"(%158, %54) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %1144 = "llvm.zext"(%1143) : (i32) -> i64
    %1145 = "llvm.mul"(%1144, %58) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1146 = "llvm.add"(%1145, %610) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1147 = "llvm.getelementptr"(%60, %1146) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %1148 = "llvm.load"(%1147) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %1149 = "llvm.mul"(%1144, %58) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1150 = "llvm.add"(%1149, %616) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1151 = "llvm.getelementptr"(%60, %1150) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %1152 = "llvm.load"(%1151) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %1153 = "llvm.mul"(%1144, %58) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1154 = "llvm.add"(%1153, %622) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1155 = "llvm.getelementptr"(%60, %1154) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %1156 = "llvm.load"(%1155) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %1157 = "llvm.mul"(%1144, %58) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1158 = "llvm.add"(%1157, %628) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1159 = "llvm.getelementptr"(%60, %1158) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %1160 = "llvm.load"(%1159) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<1xf16>
    %1161 = "llvm.extractelement"(%614, %16) : (vector<1xf16>, i64) -> f16
    %1162 = "llvm.extractelement"(%620, %16) : (vector<1xf16>, i64) -> f16
    %1163 = "llvm.extractelement"(%626, %16) : (vector<1xf16>, i64) -> f16
    %1164 = "llvm.extractelement"(%632, %16) : (vector<1xf16>, i64) -> f16
    %1165 = "llvm.extractelement"(%638, %16) : (vector<1xf16>, i64) -> f16
    %1166 = "llvm.extractelement"(%642, %16) : (vector<1xf16>, i64) -> f16
    %1167 = "llvm.extractelement"(%646, %16) : (vector<1xf16>, i64) -> f16
    %1168 = "llvm.extractelement"(%650, %16) : (vector<1xf16>, i64) -> f16
    %1169 = "llvm.extractelement"(%654, %16) : (vector<1xf16>, i64) -> f16
    %1170 = "llvm.extractelement"(%658, %16) : (vector<1xf16>, i64) -> f16
    %1171 = "llvm.extractelement"(%662, %16) : (vector<1xf16>, i64) -> f16
    %1172 = "llvm.extractelement"(%666, %16) : (vector<1xf16>, i64) -> f16
    %1173 = "llvm.extractelement"(%672, %16) : (vector<1xf16>, i64) -> f16
    %1174 = "llvm.extractelement"(%676, %16) : (vector<1xf16>, i64) -> f16
    %1175 = "llvm.extractelement"(%680, %16) : (vector<1xf16>, i64) -> f16
    %1176 = "llvm.extractelement"(%684, %16) : (vector<1xf16>, i64) -> f16
    %1177 = "llvm.extractelement"(%688, %16) : (vector<1xf16>, i64) -> f16
    %1178 = "llvm.extractelement"(%692, %16) : (vector<1xf16>, i64) -> f16
    %1179 = "llvm.extractelement"(%696, %16) : (vector<1xf16>, i64) -> f16
    %1180 = "llvm.extractelement"(%700, %16) : (vector<1xf16>, i64) -> f16
    %1181 = "llvm.extractelement"(%706, %16) : (vector<1xf16>, i64) -> f16
    %1182 = "llvm.extractelement"(%710, %16) : (vector<1xf16>, i64) -> f16
    %1183 = "llvm.extractelement"(%714, %16) : (vector<1xf16>, i64) -> f16
    %1184 = "llvm.extractelement"(%718, %16) : (vector<1xf16>, i64) -> f16
    %1185 = "llvm.extractelement"(%722, %16) : (vector<1xf16>, i64) -> f16
    %1186 = "llvm.extractelement"(%726, %16) : (vector<1xf16>, i64) -> f16
    %1187 = "llvm.extractelement"(%730, %16) : (vector<1xf16>, i64) -> f16
    %1188 = "llvm.extractelement"(%734, %16) : (vector<1xf16>, i64) -> f16
    %1189 = "llvm.extractelement"(%740, %16) : (vector<1xf16>, i64) -> f16
    %1190 = "llvm.extractelement"(%744, %16) : (vector<1xf16>, i64) -> f16
    %1191 = "llvm.extractelement"(%748, %16) : (vector<1xf16>, i64) -> f16
    %1192 = "llvm.extractelement"(%752, %16) : (vector<1xf16>, i64) -> f16
    %1193 = "llvm.extractelement"(%756, %16) : (vector<1xf16>, i64) -> f16
    %1194 = "llvm.extractelement"(%760, %16) : (vector<1xf16>, i64) -> f16
    %1195 = "llvm.extractelement"(%764, %16) : (vector<1xf16>, i64) -> f16
    %1196 = "llvm.extractelement"(%768, %16) : (vector<1xf16>, i64) -> f16
    %1197 = "llvm.extractelement"(%774, %16) : (vector<1xf16>, i64) -> f16
    %1198 = "llvm.extractelement"(%778, %16) : (vector<1xf16>, i64) -> f16
    %1199 = "llvm.extractelement"(%782, %16) : (vector<1xf16>, i64) -> f16
    %1200 = "llvm.extractelement"(%786, %16) : (vector<1xf16>, i64) -> f16
    %1201 = "llvm.extractelement"(%790, %16) : (vector<1xf16>, i64) -> f16
    %1202 = "llvm.extractelement"(%794, %16) : (vector<1xf16>, i64) -> f16
    %1203 = "llvm.extractelement"(%798, %16) : (vector<1xf16>, i64) -> f16
    %1204 = "llvm.extractelement"(%802, %16) : (vector<1xf16>, i64) -> f16
    %1205 = "llvm.extractelement"(%808, %16) : (vector<1xf16>, i64) -> f16
    %1206 = "llvm.extractelement"(%812, %16) : (vector<1xf16>, i64) -> f16
    %1207 = "llvm.extractelement"(%816, %16) : (vector<1xf16>, i64) -> f16
    %1208 = "llvm.extractelement"(%820, %16) : (vector<1xf16>, i64) -> f16
    %1209 = "llvm.extractelement"(%824, %16) : (vector<1xf16>, i64) -> f16
    %1210 = "llvm.extractelement"(%828, %16) : (vector<1xf16>, i64) -> f16
    %1211 = "llvm.extractelement"(%832, %16) : (vector<1xf16>, i64) -> f16
    %1212 = "llvm.extractelement"(%836, %16) : (vector<1xf16>, i64) -> f16
    %1213 = "llvm.extractelement"(%842, %16) : (vector<1xf16>, i64) -> f16
    %1214 = "llvm.extractelement"(%846, %16) : (vector<1xf16>, i64) -> f16
    %1215 = "llvm.extractelement"(%850, %16) : (vector<1xf16>, i64) -> f16
    %1216 = "llvm.extractelement"(%854, %16) : (vector<1xf16>, i64) -> f16
    %1217 = "llvm.extractelement"(%858, %16) : (vector<1xf16>, i64) -> f16
    %1218 = "llvm.extractelement"(%862, %16) : (vector<1xf16>, i64) -> f16
    %1219 = "llvm.extractelement"(%866, %16) : (vector<1xf16>, i64) -> f16
    %1220 = "llvm.extractelement"(%870, %16) : (vector<1xf16>, i64) -> f16
    %1221 = "llvm.extractelement"(%876, %16) : (vector<1xf16>, i64) -> f16
    %1222 = "llvm.extractelement"(%880, %16) : (vector<1xf16>, i64) -> f16
    %1223 = "llvm.extractelement"(%884, %16) : (vector<1xf16>, i64) -> f16
    %1224 = "llvm.extractelement"(%888, %16) : (vector<1xf16>, i64) -> f16
    %1225 = "llvm.extractelement"(%892, %16) : (vector<1xf16>, i64) -> f16
    %1226 = "llvm.extractelement"(%896, %16) : (vector<1xf16>, i64) -> f16
    %1227 = "llvm.extractelement"(%900, %16) : (vector<1xf16>, i64) -> f16
    %1228 = "llvm.extractelement"(%904, %16) : (vector<1xf16>, i64) -> f16
    %1229 = "llvm.extractelement"(%910, %16) : (vector<1xf16>, i64) -> f16
    %1230 = "llvm.extractelement"(%914, %16) : (vector<1xf16>, i64) -> f16
    %1231 = "llvm.extractelement"(%918, %16) : (vector<1xf16>, i64) -> f16
    %1232 = "llvm.extractelement"(%922, %16) : (vector<1xf16>, i64) -> f16
    %1233 = "llvm.extractelement"(%926, %16) : (vector<1xf16>, i64) -> f16
    %1234 = "llvm.extractelement"(%930, %16) : (vector<1xf16>, i64) -> f16
    %1235 = "llvm.extractelement"(%934, %16) : (vector<1xf16>, i64) -> f16
    %1236 = "llvm.extractelement"(%938, %16) : (vector<1xf16>, i64) -> f16
    %1237 = "llvm.extractelement"(%944, %16) : (vector<1xf16>, i64) -> f16
    %1238 = "llvm.extractelement"(%948, %16) : (vector<1xf16>, i64) -> f16
    %1239 = "llvm.extractelement"(%952, %16) : (vector<1xf16>, i64) -> f16
    %1240 = "llvm.extractelement"(%956, %16) : (vector<1xf16>, i64) -> f16
    %1241 = "llvm.extractelement"(%960, %16) : (vector<1xf16>, i64) -> f16
    %1242 = "llvm.extractelement"(%964, %16) : (vector<1xf16>, i64) -> f16
    %1243 = "llvm.extractelement"(%968, %16) : (vector<1xf16>, i64) -> f16
    %1244 = "llvm.extractelement"(%972, %16) : (vector<1xf16>, i64) -> f16
    %1245 = "llvm.extractelement"(%978, %16) : (vector<1xf16>, i64) -> f16
    %1246 = "llvm.extractelement"(%982, %16) : (vector<1xf16>, i64) -> f16
    %1247 = "llvm.extractelement"(%986, %16) : (vector<1xf16>, i64) -> f16
    %1248 = "llvm.extractelement"(%990, %16) : (vector<1xf16>, i64) -> f16
    %1249 = "llvm.extractelement"(%994, %16) : (vector<1xf16>, i64) -> f16
    %1250 = "llvm.extractelement"(%998, %16) : (vector<1xf16>, i64) -> f16
    %1251 = "llvm.extractelement"(%1002, %16) : (vector<1xf16>, i64) -> f16
    %1252 = "llvm.extractelement"(%1006, %16) : (vector<1xf16>, i64) -> f16
    %1253 = "llvm.extractelement"(%1012, %16) : (vector<1xf16>, i64) -> f16
    %1254 = "llvm.extractelement"(%1016, %16) : (vector<1xf16>, i64) -> f16
    %1255 = "llvm.extractelement"(%1020, %16) : (vector<1xf16>, i64) -> f16
    %1256 = "llvm.extractelement"(%1024, %16) : (vector<1xf16>, i64) -> f16
    %1257 = "llvm.extractelement"(%1028, %16) : (vector<1xf16>, i64) -> f16
    %1258 = "llvm.extractelement"(%1032, %16) : (vector<1xf16>, i64) -> f16
    %1259 = "llvm.extractelement"(%1036, %16) : (vector<1xf16>, i64) -> f16
    %1260 = "llvm.extractelement"(%1040, %16) : (vector<1xf16>, i64) -> f16
    %1261 = "llvm.extractelement"(%1046, %16) : (vector<1xf16>, i64) -> f16
    %1262 = "llvm.extractelement"(%1050, %16) : (vector<1xf16>, i64) -> f16
    %1263 = "llvm.extractelement"(%1054, %16) : (vector<1xf16>, i64) -> f16
    %1264 = "llvm.extractelement"(%1058, %16) : (vector<1xf16>, i64) -> f16
    %1265 = "llvm.extractelement"(%1062, %16) : (vector<1xf16>, i64) -> f16
    %1266 = "llvm.extractelement"(%1066, %16) : (vector<1xf16>, i64) -> f16
    %1267 = "llvm.extractelement"(%1070, %16) : (vector<1xf16>, i64) -> f16
    %1268 = "llvm.extractelement"(%1074, %16) : (vector<1xf16>, i64) -> f16
    %1269 = "llvm.extractelement"(%1080, %16) : (vector<1xf16>, i64) -> f16
    %1270 = "llvm.extractelement"(%1084, %16) : (vector<1xf16>, i64) -> f16
    %1271 = "llvm.extractelement"(%1088, %16) : (vector<1xf16>, i64) -> f16
    %1272 = "llvm.extractelement"(%1092, %16) : (vector<1xf16>, i64) -> f16
    %1273 = "llvm.extractelement"(%1096, %16) : (vector<1xf16>, i64) -> f16
    %1274 = "llvm.extractelement"(%1100, %16) : (vector<1xf16>, i64) -> f16
    %1275 = "llvm.extractelement"(%1104, %16) : (vector<1xf16>, i64) -> f16
    %1276 = "llvm.extractelement"(%1108, %16) : (vector<1xf16>, i64) -> f16
    %1277 = "llvm.extractelement"(%1114, %16) : (vector<1xf16>, i64) -> f16
    %1278 = "llvm.extractelement"(%1118, %16) : (vector<1xf16>, i64) -> f16
    %1279 = "llvm.extractelement"(%1122, %16) : (vector<1xf16>, i64) -> f16
    %1280 = "llvm.extractelement"(%1126, %16) : (vector<1xf16>, i64) -> f16
    %1281 = "llvm.extractelement"(%1130, %16) : (vector<1xf16>, i64) -> f16
    %1282 = "llvm.extractelement"(%1134, %16) : (vector<1xf16>, i64) -> f16
    %1283 = "llvm.extractelement"(%1138, %16) : (vector<1xf16>, i64) -> f16
    %1284 = "llvm.extractelement"(%1142, %16) : (vector<1xf16>, i64) -> f16
    %1285 = "llvm.extractelement"(%1148, %16) : (vector<1xf16>, i64) -> f16
    %1286 = "llvm.extractelement"(%1152, %16) : (vector<1xf16>, i64) -> f16
    %1287 = "llvm.extractelement"(%1156, %16) : (vector<1xf16>, i64) -> f16
    %1288 = "llvm.extractelement"(%1160, %16) : (vector<1xf16>, i64) -> f16
    %1289 = "llvm.insertelement"(%2, %1161, %16) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1290 = "llvm.insertelement"(%1289, %1165, %59) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1291 = "llvm.insertelement"(%2, %1169, %16) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1292 = "llvm.insertelement"(%1291, %1173, %59) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1293 = "llvm.insertelement"(%2, %1162, %16) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1294 = "llvm.insertelement"(%1293, %1166, %59) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1295 = "llvm.insertelement"(%2, %1170, %16) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1296 = "llvm.insertelement"(%1295, %1174, %59) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1297 = "llvm.insertelement"(%2, %1163, %16) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1298 = "llvm.insertelement"(%1297, %1167, %59) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1299 = "llvm.insertelement"(%2, %1171, %16) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1300 = "llvm.insertelement"(%1299, %1175, %59) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1301 = "llvm.insertelement"(%2, %1164, %16) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1302 = "llvm.insertelement"(%1301, %1168, %59) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1303 = "llvm.insertelement"(%2, %1172, %16) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1304 = "llvm.insertelement"(%1303, %1176, %59) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1305 = "llvm.insertelement"(%2, %1177, %16) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1306 = "llvm.insertelement"(%1305, %1181, %59) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1307 = "llvm.insertelement"(%2, %1185, %16) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1308 = "llvm.insertelement"(%1307, %1189, %59) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1309 = "llvm.insertelement"(%2, %1178, %16) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1310 = "llvm.insertelement"(%1309, %1182, %59) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1311 = "llvm.insertelement"(%2, %1186, %16) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1312 = "llvm.insertelement"(%1311, %1190, %59) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1313 = "llvm.insertelement"(%2, %1179, %16) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1314 = "llvm.insertelement"(%1313, %1183, %59) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1315 = "llvm.insertelement"(%2, %1187, %16) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1316 = "llvm.insertelement"(%1315, %1191, %59) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1317 = "llvm.insertelement"(%2, %1180, %16) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1318 = "llvm.insertelement"(%1317, %1184, %59) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1319 = "llvm.insertelement"(%2, %1188, %16) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1320 = "llvm.insertelement"(%1319, %1192, %59) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1321 = "llvm.insertelement"(%2, %1193, %16) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1322 = "llvm.insertelement"(%1321, %1197, %59) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1323 = "llvm.insertelement"(%2, %1201, %16) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1324 = "llvm.insertelement"(%1323, %1205, %59) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1325 = "llvm.insertelement"(%2, %1194, %16) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1326 = "llvm.insertelement"(%1325, %1198, %59) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1327 = "llvm.insertelement"(%2, %1202, %16) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1328 = "llvm.insertelement"(%1327, %1206, %59) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1329 = "llvm.insertelement"(%2, %1195, %16) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1330 = "llvm.insertelement"(%1329, %1199, %59) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1331 = "llvm.insertelement"(%2, %1203, %16) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1332 = "llvm.insertelement"(%1331, %1207, %59) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1333 = "llvm.insertelement"(%2, %1196, %16) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1334 = "llvm.insertelement"(%1333, %1200, %59) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1335 = "llvm.insertelement"(%2, %1204, %16) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1336 = "llvm.insertelement"(%1335, %1208, %59) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1337 = "llvm.insertelement"(%2, %1209, %16) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1338 = "llvm.insertelement"(%1337, %1213, %59) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1339 = "llvm.insertelement"(%2, %1217, %16) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1340 = "llvm.insertelement"(%1339, %1221, %59) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1341 = "llvm.insertelement"(%2, %1210, %16) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1342 = "llvm.insertelement"(%1341, %1214, %59) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1343 = "llvm.insertelement"(%2, %1218, %16) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1344 = "llvm.insertelement"(%1343, %1222, %59) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1345 = "llvm.insertelement"(%2, %1211, %16) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1346 = "llvm.insertelement"(%1345, %1215, %59) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1347 = "llvm.insertelement"(%2, %1219, %16) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1348 = "llvm.insertelement"(%1347, %1223, %59) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1349 = "llvm.insertelement"(%2, %1212, %16) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1350 = "llvm.insertelement"(%1349, %1216, %59) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1351 = "llvm.insertelement"(%2, %1220, %16) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1352 = "llvm.insertelement"(%1351, %1224, %59) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1353 = "llvm.insertelement"(%2, %1225, %16) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1354 = "llvm.insertelement"(%1353, %1229, %59) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1355 = "llvm.insertelement"(%2, %1233, %16) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1356 = "llvm.insertelement"(%1355, %1237, %59) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1357 = "llvm.insertelement"(%2, %1226, %16) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1358 = "llvm.insertelement"(%1357, %1230, %59) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1359 = "llvm.insertelement"(%2, %1234, %16) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1360 = "llvm.insertelement"(%1359, %1238, %59) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1361 = "llvm.insertelement"(%2, %1227, %16) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1362 = "llvm.insertelement"(%1361, %1231, %59) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1363 = "llvm.insertelement"(%2, %1235, %16) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1364 = "llvm.insertelement"(%1363, %1239, %59) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1365 = "llvm.insertelement"(%2, %1228, %16) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1366 = "llvm.insertelement"(%1365, %1232, %59) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1367 = "llvm.insertelement"(%2, %1236, %16) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1368 = "llvm.insertelement"(%1367, %1240, %59) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1369 = "llvm.insertelement"(%2, %1241, %16) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1370 = "llvm.insertelement"(%1369, %1245, %59) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1371 = "llvm.insertelement"(%2, %1249, %16) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1372 = "llvm.insertelement"(%1371, %1253, %59) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1373 = "llvm.insertelement"(%2, %1242, %16) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1374 = "llvm.insertelement"(%1373, %1246, %59) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1375 = "llvm.insertelement"(%2, %1250, %16) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1376 = "llvm.insertelement"(%1375, %1254, %59) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1377 = "llvm.insertelement"(%2, %1243, %16) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1378 = "llvm.insertelement"(%1377, %1247, %59) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1379 = "llvm.insertelement"(%2, %1251, %16) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1380 = "llvm.insertelement"(%1379, %1255, %59) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1381 = "llvm.insertelement"(%2, %1244, %16) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1382 = "llvm.insertelement"(%1381, %1248, %59) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1383 = "llvm.insertelement"(%2, %1252, %16) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1384 = "llvm.insertelement"(%1383, %1256, %59) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1385 = "llvm.insertelement"(%2, %1257, %16) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1386 = "llvm.insertelement"(%1385, %1261, %59) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1387 = "llvm.insertelement"(%2, %1265, %16) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1388 = "llvm.insertelement"(%1387, %1269, %59) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1389 = "llvm.insertelement"(%2, %1258, %16) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1390 = "llvm.insertelement"(%1389, %1262, %59) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1391 = "llvm.insertelement"(%2, %1266, %16) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1392 = "llvm.insertelement"(%1391, %1270, %59) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1393 = "llvm.insertelement"(%2, %1259, %16) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1394 = "llvm.insertelement"(%1393, %1263, %59) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1395 = "llvm.insertelement"(%2, %1267, %16) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1396 = "llvm.insertelement"(%1395, %1271, %59) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1397 = "llvm.insertelement"(%2, %1260, %16) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1398 = "llvm.insertelement"(%1397, %1264, %59) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1399 = "llvm.insertelement"(%2, %1268, %16) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1400 = "llvm.insertelement"(%1399, %1272, %59) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1401 = "llvm.insertelement"(%2, %1273, %16) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1402 = "llvm.insertelement"(%1401, %1277, %59) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1403 = "llvm.insertelement"(%2, %1281, %16) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1404 = "llvm.insertelement"(%1403, %1285, %59) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1405 = "llvm.insertelement"(%2, %1274, %16) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1406 = "llvm.insertelement"(%1405, %1278, %59) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1407 = "llvm.insertelement"(%2, %1282, %16) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1408 = "llvm.insertelement"(%1407, %1286, %59) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1409 = "llvm.insertelement"(%2, %1275, %16) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1410 = "llvm.insertelement"(%1409, %1279, %59) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1411 = "llvm.insertelement"(%2, %1283, %16) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1412 = "llvm.insertelement"(%1411, %1287, %59) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1413 = "llvm.insertelement"(%2, %1276, %16) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1414 = "llvm.insertelement"(%1413, %1280, %59) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1415 = "llvm.insertelement"(%2, %1284, %16) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1416 = "llvm.insertelement"(%1415, %1288, %59) : (vector<2xf16>, f16, i64) -> vector<2xf16>
    %1417 = "nvvm.mma.sync"(%318, %414, %324, %418, %1290, %1292, %15, %15) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 2>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
    %1418 = "llvm.extractvalue"(%1417) <{position = array<i64: 0>}> : (!llvm.struct<(vector<2xf16>, vector<2xf16>)>) -> vector<2xf16>
    %1419 = "llvm.extractvalue"(%1417) <{position = array<i64: 1>}> : (!llvm.struct<(vector<2xf16>, vector<2xf16>)>) -> vector<2xf16>
    %1420 = "nvvm.mma.sync"(%318, %414, %324, %418, %1294, %1296, %15, %15) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 2>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
    %1421 = "llvm.extractvalue"(%1420) <{position = array<i64: 0>}> : (!llvm.struct<(vector<2xf16>, vector<2xf16>)>) -> vector<2xf16>
    %1422 = "llvm.extractvalue"(%1420) <{position = array<i64: 1>}> : (!llvm.struct<(vector<2xf16>, vector<2xf16>)>) -> vector<2xf16>
    %1423 = "nvvm.mma.sync"(%318, %414, %324, %418, %1298, %1300, %15, %15) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 2>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
    %1424 = "llvm.extractvalue"(%1423) <{position = array<i64: 0>}> : (!llvm.struct<(vector<2xf16>, vector<2xf16>)>) -> vector<2xf16>
    %1425 = "llvm.extractvalue"(%1423) <{position = array<i64: 1>}> : (!llvm.struct<(vector<2xf16>, vector<2xf16>)>) -> vector<2xf16>
    %1426 = "nvvm.mma.sync"(%318, %414, %324, %418, %1302, %1304, %15, %15) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 2>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
    %1427 = "llvm.extractvalue"(%1426) <{position = array<i64: 0>}> : (!llvm.struct<(vector<2xf16>, vector<2xf16>)>) -> vector<2xf16>
    %1428 = "llvm.extractvalue"(%1426) <{position = array<i64: 1>}> : (!llvm.struct<(vector<2xf16>, vector<2xf16>)>) -> vector<2xf16>
    %1429 = "nvvm.mma.sync"(%480, %546, %484, %550, %1290, %1292, %15, %15) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 2>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
    %1430 = "llvm.extractvalue"(%1429) <{position = array<i64: 0>}> : (!llvm.struct<(vector<2xf16>, vector<2xf16>)>) -> vector<2xf16>
    %1431 = "llvm.extractvalue"(%1429) <{position = array<i64: 1>}> : (!llvm.struct<(vector<2xf16>, vector<2xf16>)>) -> vector<2xf16>
    %1432 = "nvvm.mma.sync"(%480, %546, %484, %550, %1294, %1296, %15, %15) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 2>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
    %1433 = "llvm.extractvalue"(%1432) <{position = array<i64: 0>}> : (!llvm.struct<(vector<2xf16>, vector<2xf16>)>) -> vector<2xf16>
    %1434 = "llvm.extractvalue"(%1432) <{position = array<i64: 1>}> : (!llvm.struct<(vector<2xf16>, vector<2xf16>)>) -> vector<2xf16>
    %1435 = "nvvm.mma.sync"(%480, %546, %484, %550, %1298, %1300, %15, %15) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 2>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
    %1436 = "llvm.extractvalue"(%1435) <{position = array<i64: 0>}> : (!llvm.struct<(vector<2xf16>, vector<2xf16>)>) -> vector<2xf16>
    %1437 = "llvm.extractvalue"(%1435) <{position = array<i64: 1>}> : (!llvm.struct<(vector<2xf16>, vector<2xf16>)>) -> vector<2xf16>
    %1438 = "nvvm.mma.sync"(%480, %546, %484, %550, %1302, %1304, %15, %15) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 2>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
    %1439 = "llvm.extractvalue"(%1438) <{position = array<i64: 0>}> : (!llvm.struct<(vector<2xf16>, vector<2xf16>)>) -> vector<2xf16>
    %1440 = "llvm.extractvalue"(%1438) <{position = array<i64: 1>}> : (!llvm.struct<(vector<2xf16>, vector<2xf16>)>) -> vector<2xf16>
    %1441 = "nvvm.mma.sync"(%330, %422, %336, %426, %1306, %1308, %1418, %1419) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 2>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
    %1442 = "llvm.extractvalue"(%1441) <{position = array<i64: 0>}> : (!llvm.struct<(vector<2xf16>, vector<2xf16>)>) -> vector<2xf16>
    %1443 = "llvm.extractvalue"(%1441) <{position = array<i64: 1>}> : (!llvm.struct<(vector<2xf16>, vector<2xf16>)>) -> vector<2xf16>
    %1444 = "nvvm.mma.sync"(%330, %422, %336, %426, %1310, %1312, %1421, %1422) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 2>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
    %1445 = "llvm.extractvalue"(%1444) <{position = array<i64: 0>}> : (!llvm.struct<(vector<2xf16>, vector<2xf16>)>) -> vector<2xf16>
    %1446 = "llvm.extractvalue"(%1444) <{position = array<i64: 1>}> : (!llvm.struct<(vector<2xf16>, vector<2xf16>)>) -> vector<2xf16>
    %1447 = "nvvm.mma.sync"(%330, %422, %336, %426, %1314, %1316, %1424, %1425) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 2>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
    %1448 = "llvm.extractvalue"(%1447) <{position = array<i64: 0>}> : (!llvm.struct<(vector<2xf16>, vector<2xf16>)>) -> vector<2xf16>
    %1449 = "llvm.extractvalue"(%1447) <{position = array<i64: 1>}> : (!llvm.struct<(vector<2xf16>, vector<2xf16>)>) -> vector<2xf16>
    %1450 = "nvvm.mma.sync"(%330, %422, %336, %426, %1318, %1320, %1427, %1428) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 2>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
    %1451 = "llvm.extractvalue"(%1450) <{position = array<i64: 0>}> : (!llvm.struct<(vector<2xf16>, vector<2xf16>)>) -> vector<2xf16>
    %1452 = "llvm.extractvalue"(%1450) <{position = array<i64: 1>}> : (!llvm.struct<(vector<2xf16>, vector<2xf16>)>) -> vector<2xf16>
    %1453 = "nvvm.mma.sync"(%488, %554, %492, %558, %1306, %1308, %1430, %1431) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 2>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
    %1454 = "llvm.extractvalue"(%1453) <{position = array<i64: 0>}> : (!llvm.struct<(vector<2xf16>, vector<2xf16>)>) -> vector<2xf16>
    %1455 = "llvm.extractvalue"(%1453) <{position = array<i64: 1>}> : (!llvm.struct<(vector<2xf16>, vector<2xf16>)>) -> vector<2xf16>
    %1456 = "nvvm.mma.sync"(%488, %554, %492, %558, %1310, %1312, %1433, %1434) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 2>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
    %1457 = "llvm.extractvalue"(%1456) <{position = array<i64: 0>}> : (!llvm.struct<(vector<2xf16>, vector<2xf16>)>) -> vector<2xf16>
    %1458 = "llvm.extractvalue"(%1456) <{position = array<i64: 1>}> : (!llvm.struct<(vector<2xf16>, vector<2xf16>)>) -> vector<2xf16>
    %1459 = "nvvm.mma.sync"(%488, %554, %492, %558, %1314, %1316, %1436, %1437) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 2>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
    %1460 = "llvm.extractvalue"(%1459) <{position = array<i64: 0>}> : (!llvm.struct<(vector<2xf16>, vector<2xf16>)>) -> vector<2xf16>
    %1461 = "llvm.extractvalue"(%1459) <{position = array<i64: 1>}> : (!llvm.struct<(vector<2xf16>, vector<2xf16>)>) -> vector<2xf16>
    %1462 = "nvvm.mma.sync"(%488, %554, %492, %558, %1318, %1320, %1439, %1440) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 2>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
    %1463 = "llvm.extractvalue"(%1462) <{position = array<i64: 0>}> : (!llvm.struct<(vector<2xf16>, vector<2xf16>)>) -> vector<2xf16>
    %1464 = "llvm.extractvalue"(%1462) <{position = array<i64: 1>}> : (!llvm.struct<(vector<2xf16>, vector<2xf16>)>) -> vector<2xf16>
    %1465 = "nvvm.mma.sync"(%342, %430, %348, %434, %1322, %1324, %1442, %1443) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 2>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
    %1466 = "llvm.extractvalue"(%1465) <{position = array<i64: 0>}> : (!llvm.struct<(vector<2xf16>, vector<2xf16>)>) -> vector<2xf16>
    %1467 = "llvm.extractvalue"(%1465) <{position = array<i64: 1>}> : (!llvm.struct<(vector<2xf16>, vector<2xf16>)>) -> vector<2xf16>
    %1468 = "nvvm.mma.sync"(%342, %430, %348, %434, %1326, %1328, %1445, %1446) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 2>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
    %1469 = "llvm.extractvalue"(%1468) <{position = array<i64: 0>}> : (!llvm.struct<(vector<2xf16>, vector<2xf16>)>) -> vector<2xf16>
    %1470 = "llvm.extractvalue"(%1468) <{position = array<i64: 1>}> : (!llvm.struct<(vector<2xf16>, vector<2xf16>)>) -> vector<2xf16>
    %1471 = "nvvm.mma.sync"(%342, %430, %348, %434, %1330, %1332, %1448, %1449) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 2>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
    %1472 = "llvm.extractvalue"(%1471) <{position = array<i64: 0>}> : (!llvm.struct<(vector<2xf16>, vector<2xf16>)>) -> vector<2xf16>
    %1473 = "llvm.extractvalue"(%1471) <{position = array<i64: 1>}> : (!llvm.struct<(vector<2xf16>, vector<2xf16>)>) -> vector<2xf16>
    %1474 = "nvvm.mma.sync"(%342, %430, %348, %434, %1334, %1336, %1451, %1452) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 2>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
    %1475 = "llvm.extractvalue"(%1474) <{position = array<i64: 0>}> : (!llvm.struct<(vector<2xf16>, vector<2xf16>)>) -> vector<2xf16>
    %1476 = "llvm.extractvalue"(%1474) <{position = array<i64: 1>}> : (!llvm.struct<(vector<2xf16>, vector<2xf16>)>) -> vector<2xf16>
    %1477 = "nvvm.mma.sync"(%496, %562, %500, %566, %1322, %1324, %1454, %1455) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 2>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
    %1478 = "llvm.extractvalue"(%1477) <{position = array<i64: 0>}> : (!llvm.struct<(vector<2xf16>, vector<2xf16>)>) -> vector<2xf16>
    %1479 = "llvm.extractvalue"(%1477) <{position = array<i64: 1>}> : (!llvm.struct<(vector<2xf16>, vector<2xf16>)>) -> vector<2xf16>
    %1480 = "nvvm.mma.sync"(%496, %562, %500, %566, %1326, %1328, %1457, %1458) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 2>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
    %1481 = "llvm.extractvalue"(%1480) <{position = array<i64: 0>}> : (!llvm.struct<(vector<2xf16>, vector<2xf16>)>) -> vector<2xf16>
    %1482 = "llvm.extractvalue"(%1480) <{position = array<i64: 1>}> : (!llvm.struct<(vector<2xf16>, vector<2xf16>)>) -> vector<2xf16>
    %1483 = "nvvm.mma.sync"(%496, %562, %500, %566, %1330, %1332, %1460, %1461) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 2>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
    %1484 = "llvm.extractvalue"(%1483) <{position = array<i64: 0>}> : (!llvm.struct<(vector<2xf16>, vector<2xf16>)>) -> vector<2xf16>
    %1485 = "llvm.extractvalue"(%1483) <{position = array<i64: 1>}> : (!llvm.struct<(vector<2xf16>, vector<2xf16>)>) -> vector<2xf16>
    %1486 = "nvvm.mma.sync"(%496, %562, %500, %566, %1334, %1336, %1463, %1464) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 2>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
    %1487 = "llvm.extractvalue"(%1486) <{position = array<i64: 0>}> : (!llvm.struct<(vector<2xf16>, vector<2xf16>)>) -> vector<2xf16>
    %1488 = "llvm.extractvalue"(%1486) <{position = array<i64: 1>}> : (!llvm.struct<(vector<2xf16>, vector<2xf16>)>) -> vector<2xf16>
    %1489 = "nvvm.mma.sync"(%354, %438, %360, %442, %1338, %1340, %1466, %1467) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 2>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
    %1490 = "llvm.extractvalue"(%1489) <{position = array<i64: 0>}> : (!llvm.struct<(vector<2xf16>, vector<2xf16>)>) -> vector<2xf16>
    %1491 = "llvm.extractvalue"(%1489) <{position = array<i64: 1>}> : (!llvm.struct<(vector<2xf16>, vector<2xf16>)>) -> vector<2xf16>
    %1492 = "nvvm.mma.sync"(%354, %438, %360, %442, %1342, %1344, %1469, %1470) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 2>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
    %1493 = "llvm.extractvalue"(%1492) <{position = array<i64: 0>}> : (!llvm.struct<(vector<2xf16>, vector<2xf16>)>) -> vector<2xf16>
    %1494 = "llvm.extractvalue"(%1492) <{position = array<i64: 1>}> : (!llvm.struct<(vector<2xf16>, vector<2xf16>)>) -> vector<2xf16>
    %1495 = "nvvm.mma.sync"(%354, %438, %360, %442, %1346, %1348, %1472, %1473) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 2>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
    %1496 = "llvm.extractvalue"(%1495) <{position = array<i64: 0>}> : (!llvm.struct<(vector<2xf16>, vector<2xf16>)>) -> vector<2xf16>
    %1497 = "llvm.extractvalue"(%1495) <{position = array<i64: 1>}> : (!llvm.struct<(vector<2xf16>, vector<2xf16>)>) -> vector<2xf16>
    %1498 = "nvvm.mma.sync"(%354, %438, %360, %442, %1350, %1352, %1475, %1476) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 2>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
    %1499 = "llvm.extractvalue"(%1498) <{position = array<i64: 0>}> : (!llvm.struct<(vector<2xf16>, vector<2xf16>)>) -> vector<2xf16>
    %1500 = "llvm.extractvalue"(%1498) <{position = array<i64: 1>}> : (!llvm.struct<(vector<2xf16>, vector<2xf16>)>) -> vector<2xf16>
    %1501 = "nvvm.mma.sync"(%504, %570, %508, %574, %1338, %1340, %1478, %1479) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 2>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
    %1502 = "llvm.extractvalue"(%1501) <{position = array<i64: 0>}> : (!llvm.struct<(vector<2xf16>, vector<2xf16>)>) -> vector<2xf16>
    %1503 = "llvm.extractvalue"(%1501) <{position = array<i64: 1>}> : (!llvm.struct<(vector<2xf16>, vector<2xf16>)>) -> vector<2xf16>
    %1504 = "nvvm.mma.sync"(%504, %570, %508, %574, %1342, %1344, %1481, %1482) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 2>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
    %1505 = "llvm.extractvalue"(%1504) <{position = array<i64: 0>}> : (!llvm.struct<(vector<2xf16>, vector<2xf16>)>) -> vector<2xf16>
    %1506 = "llvm.extractvalue"(%1504) <{position = array<i64: 1>}> : (!llvm.struct<(vector<2xf16>, vector<2xf16>)>) -> vector<2xf16>
    %1507 = "nvvm.mma.sync"(%504, %570, %508, %574, %1346, %1348, %1484, %1485) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 2>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
    %1508 = "llvm.extractvalue"(%1507) <{position = array<i64: 0>}> : (!llvm.struct<(vector<2xf16>, vector<2xf16>)>) -> vector<2xf16>
    %1509 = "llvm.extractvalue"(%1507) <{position = array<i64: 1>}> : (!llvm.struct<(vector<2xf16>, vector<2xf16>)>) -> vector<2xf16>
    %1510 = "nvvm.mma.sync"(%504, %570, %508, %574, %1350, %1352, %1487, %1488) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 2>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
    %1511 = "llvm.extractvalue"(%1510) <{position = array<i64: 0>}> : (!llvm.struct<(vector<2xf16>, vector<2xf16>)>) -> vector<2xf16>
    %1512 = "llvm.extractvalue"(%1510) <{position = array<i64: 1>}> : (!llvm.struct<(vector<2xf16>, vector<2xf16>)>) -> vector<2xf16>
    %1513 = "nvvm.mma.sync"(%366, %446, %372, %450, %1354, %1356, %1490, %1491) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 2>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
    %1514 = "llvm.extractvalue"(%1513) <{position = array<i64: 0>}> : (!llvm.struct<(vector<2xf16>, vector<2xf16>)>) -> vector<2xf16>
    %1515 = "llvm.extractvalue"(%1513) <{position = array<i64: 1>}> : (!llvm.struct<(vector<2xf16>, vector<2xf16>)>) -> vector<2xf16>
    %1516 = "nvvm.mma.sync"(%366, %446, %372, %450, %1358, %1360, %1493, %1494) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 2>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
    %1517 = "llvm.extractvalue"(%1516) <{position = array<i64: 0>}> : (!llvm.struct<(vector<2xf16>, vector<2xf16>)>) -> vector<2xf16>
    %1518 = "llvm.extractvalue"(%1516) <{position = array<i64: 1>}> : (!llvm.struct<(vector<2xf16>, vector<2xf16>)>) -> vector<2xf16>
    %1519 = "nvvm.mma.sync"(%366, %446, %372, %450, %1362, %1364, %1496, %1497) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 2>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
    %1520 = "llvm.extractvalue"(%1519) <{position = array<i64: 0>}> : (!llvm.struct<(vector<2xf16>, vector<2xf16>)>) -> vector<2xf16>
    %1521 = "llvm.extractvalue"(%1519) <{position = array<i64: 1>}> : (!llvm.struct<(vector<2xf16>, vector<2xf16>)>) -> vector<2xf16>
    %1522 = "nvvm.mma.sync"(%366, %446, %372, %450, %1366, %1368, %1499, %1500) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 2>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
    %1523 = "llvm.extractvalue"(%1522) <{position = array<i64: 0>}> : (!llvm.struct<(vector<2xf16>, vector<2xf16>)>) -> vector<2xf16>
    %1524 = "llvm.extractvalue"(%1522) <{position = array<i64: 1>}> : (!llvm.struct<(vector<2xf16>, vector<2xf16>)>) -> vector<2xf16>
    %1525 = "nvvm.mma.sync"(%512, %578, %516, %582, %1354, %1356, %1502, %1503) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 2>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
    %1526 = "llvm.extractvalue"(%1525) <{position = array<i64: 0>}> : (!llvm.struct<(vector<2xf16>, vector<2xf16>)>) -> vector<2xf16>
    %1527 = "llvm.extractvalue"(%1525) <{position = array<i64: 1>}> : (!llvm.struct<(vector<2xf16>, vector<2xf16>)>) -> vector<2xf16>
    %1528 = "nvvm.mma.sync"(%512, %578, %516, %582, %1358, %1360, %1505, %1506) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 2>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
    %1529 = "llvm.extractvalue"(%1528) <{position = array<i64: 0>}> : (!llvm.struct<(vector<2xf16>, vector<2xf16>)>) -> vector<2xf16>
    %1530 = "llvm.extractvalue"(%1528) <{position = array<i64: 1>}> : (!llvm.struct<(vector<2xf16>, vector<2xf16>)>) -> vector<2xf16>
    %1531 = "nvvm.mma.sync"(%512, %578, %516, %582, %1362, %1364, %1508, %1509) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 2>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
    %1532 = "llvm.extractvalue"(%1531) <{position = array<i64: 0>}> : (!llvm.struct<(vector<2xf16>, vector<2xf16>)>) -> vector<2xf16>
    %1533 = "llvm.extractvalue"(%1531) <{position = array<i64: 1>}> : (!llvm.struct<(vector<2xf16>, vector<2xf16>)>) -> vector<2xf16>
    %1534 = "nvvm.mma.sync"(%512, %578, %516, %582, %1366, %1368, %1511, %1512) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 2>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
    %1535 = "llvm.extractvalue"(%1534) <{position = array<i64: 0>}> : (!llvm.struct<(vector<2xf16>, vector<2xf16>)>) -> vector<2xf16>
    %1536 = "llvm.extractvalue"(%1534) <{position = array<i64: 1>}> : (!llvm.struct<(vector<2xf16>, vector<2xf16>)>) -> vector<2xf16>
    %1537 = "nvvm.mma.sync"(%378, %454, %384, %458, %1370, %1372, %1514, %1515) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 2>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
    %1538 = "llvm.extractvalue"(%1537) <{position = array<i64: 0>}> : (!llvm.struct<(vector<2xf16>, vector<2xf16>)>) -> vector<2xf16>
    %1539 = "llvm.extractvalue"(%1537) <{position = array<i64: 1>}> : (!llvm.struct<(vector<2xf16>, vector<2xf16>)>) -> vector<2xf16>
    %1540 = "nvvm.mma.sync"(%378, %454, %384, %458, %1374, %1376, %1517, %1518) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 2>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
    %1541 = "llvm.extractvalue"(%1540) <{position = array<i64: 0>}> : (!llvm.struct<(vector<2xf16>, vector<2xf16>)>) -> vector<2xf16>
    %1542 = "llvm.extractvalue"(%1540) <{position = array<i64: 1>}> : (!llvm.struct<(vector<2xf16>, vector<2xf16>)>) -> vector<2xf16>
    %1543 = "nvvm.mma.sync"(%378, %454, %384, %458, %1378, %1380, %1520, %1521) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 2>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
    %1544 = "llvm.extractvalue"(%1543) <{position = array<i64: 0>}> : (!llvm.struct<(vector<2xf16>, vector<2xf16>)>) -> vector<2xf16>
    %1545 = "llvm.extractvalue"(%1543) <{position = array<i64: 1>}> : (!llvm.struct<(vector<2xf16>, vector<2xf16>)>) -> vector<2xf16>
    %1546 = "nvvm.mma.sync"(%378, %454, %384, %458, %1382, %1384, %1523, %1524) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 2>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
    %1547 = "llvm.extractvalue"(%1546) <{position = array<i64: 0>}> : (!llvm.struct<(vector<2xf16>, vector<2xf16>)>) -> vector<2xf16>
    %1548 = "llvm.extractvalue"(%1546) <{position = array<i64: 1>}> : (!llvm.struct<(vector<2xf16>, vector<2xf16>)>) -> vector<2xf16>
    %1549 = "nvvm.mma.sync"(%520, %586, %524, %590, %1370, %1372, %1526, %1527) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 2>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
    %1550 = "llvm.extractvalue"(%1549) <{position = array<i64: 0>}> : (!llvm.struct<(vector<2xf16>, vector<2xf16>)>) -> vector<2xf16>
    %1551 = "llvm.extractvalue"(%1549) <{position = array<i64: 1>}> : (!llvm.struct<(vector<2xf16>, vector<2xf16>)>) -> vector<2xf16>
    %1552 = "nvvm.mma.sync"(%520, %586, %524, %590, %1374, %1376, %1529, %1530) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 2>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
    %1553 = "llvm.extractvalue"(%1552) <{position = array<i64: 0>}> : (!llvm.struct<(vector<2xf16>, vector<2xf16>)>) -> vector<2xf16>
    %1554 = "llvm.extractvalue"(%1552) <{position = array<i64: 1>}> : (!llvm.struct<(vector<2xf16>, vector<2xf16>)>) -> vector<2xf16>
    %1555 = "nvvm.mma.sync"(%520, %586, %524, %590, %1378, %1380, %1532, %1533) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 2>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
    %1556 = "llvm.extractvalue"(%1555) <{position = array<i64: 0>}> : (!llvm.struct<(vector<2xf16>, vector<2xf16>)>) -> vector<2xf16>
    %1557 = "llvm.extractvalue"(%1555) <{position = array<i64: 1>}> : (!llvm.struct<(vector<2xf16>, vector<2xf16>)>) -> vector<2xf16>
    %1558 = "nvvm.mma.sync"(%520, %586, %524, %590, %1382, %1384, %1535, %1536) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 2>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
    %1559 = "llvm.extractvalue"(%1558) <{position = array<i64: 0>}> : (!llvm.struct<(vector<2xf16>, vector<2xf16>)>) -> vector<2xf16>
    %1560 = "llvm.extractvalue"(%1558) <{position = array<i64: 1>}> : (!llvm.struct<(vector<2xf16>, vector<2xf16>)>) -> vector<2xf16>
    %1561 = "nvvm.mma.sync"(%390, %462, %396, %466, %1386, %1388, %1538, %1539) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 2>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
    %1562 = "llvm.extractvalue"(%1561) <{position = array<i64: 0>}> : (!llvm.struct<(vector<2xf16>, vector<2xf16>)>) -> vector<2xf16>
    %1563 = "llvm.extractvalue"(%1561) <{position = array<i64: 1>}> : (!llvm.struct<(vector<2xf16>, vector<2xf16>)>) -> vector<2xf16>
    %1564 = "nvvm.mma.sync"(%390, %462, %396, %466, %1390, %1392, %1541, %1542) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 2>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
    %1565 = "llvm.extractvalue"(%1564) <{position = array<i64: 0>}> : (!llvm.struct<(vector<2xf16>, vector<2xf16>)>) -> vector<2xf16>
    %1566 = "llvm.extractvalue"(%1564) <{position = array<i64: 1>}> : (!llvm.struct<(vector<2xf16>, vector<2xf16>)>) -> vector<2xf16>
    %1567 = "nvvm.mma.sync"(%390, %462, %396, %466, %1394, %1396, %1544, %1545) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 2>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
    %1568 = "llvm.extractvalue"(%1567) <{position = array<i64: 0>}> : (!llvm.struct<(vector<2xf16>, vector<2xf16>)>) -> vector<2xf16>
    %1569 = "llvm.extractvalue"(%1567) <{position = array<i64: 1>}> : (!llvm.struct<(vector<2xf16>, vector<2xf16>)>) -> vector<2xf16>
    %1570 = "nvvm.mma.sync"(%390, %462, %396, %466, %1398, %1400, %1547, %1548) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 2>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
    %1571 = "llvm.extractvalue"(%1570) <{position = array<i64: 0>}> : (!llvm.struct<(vector<2xf16>, vector<2xf16>)>) -> vector<2xf16>
    %1572 = "llvm.extractvalue"(%1570) <{position = array<i64: 1>}> : (!llvm.struct<(vector<2xf16>, vector<2xf16>)>) -> vector<2xf16>
    %1573 = "nvvm.mma.sync"(%528, %594, %532, %598, %1386, %1388, %1550, %1551) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 2>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
    %1574 = "llvm.extractvalue"(%1573) <{position = array<i64: 0>}> : (!llvm.struct<(vector<2xf16>, vector<2xf16>)>) -> vector<2xf16>
    %1575 = "llvm.extractvalue"(%1573) <{position = array<i64: 1>}> : (!llvm.struct<(vector<2xf16>, vector<2xf16>)>) -> vector<2xf16>
    %1576 = "nvvm.mma.sync"(%528, %594, %532, %598, %1390, %1392, %1553, %1554) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 2>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
    %1577 = "llvm.extractvalue"(%1576) <{position = array<i64: 0>}> : (!llvm.struct<(vector<2xf16>, vector<2xf16>)>) -> vector<2xf16>
    %1578 = "llvm.extractvalue"(%1576) <{position = array<i64: 1>}> : (!llvm.struct<(vector<2xf16>, vector<2xf16>)>) -> vector<2xf16>
    %1579 = "nvvm.mma.sync"(%528, %594, %532, %598, %1394, %1396, %1556, %1557) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 2>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
    %1580 = "llvm.extractvalue"(%1579) <{position = array<i64: 0>}> : (!llvm.struct<(vector<2xf16>, vector<2xf16>)>) -> vector<2xf16>
    %1581 = "llvm.extractvalue"(%1579) <{position = array<i64: 1>}> : (!llvm.struct<(vector<2xf16>, vector<2xf16>)>) -> vector<2xf16>
    %1582 = "nvvm.mma.sync"(%528, %594, %532, %598, %1398, %1400, %1559, %1560) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 2>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
    %1583 = "llvm.extractvalue"(%1582) <{position = array<i64: 0>}> : (!llvm.struct<(vector<2xf16>, vector<2xf16>)>) -> vector<2xf16>
    %1584 = "llvm.extractvalue"(%1582) <{position = array<i64: 1>}> : (!llvm.struct<(vector<2xf16>, vector<2xf16>)>) -> vector<2xf16>
    %1585 = "nvvm.mma.sync"(%402, %470, %408, %474, %1402, %1404, %1562, %1563) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 2>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
    %1586 = "llvm.extractvalue"(%1585) <{position = array<i64: 0>}> : (!llvm.struct<(vector<2xf16>, vector<2xf16>)>) -> vector<2xf16>
    %1587 = "llvm.extractvalue"(%1585) <{position = array<i64: 1>}> : (!llvm.struct<(vector<2xf16>, vector<2xf16>)>) -> vector<2xf16>
    %1588 = "nvvm.mma.sync"(%402, %470, %408, %474, %1406, %1408, %1565, %1566) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 2>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
    %1589 = "llvm.extractvalue"(%1588) <{position = array<i64: 0>}> : (!llvm.struct<(vector<2xf16>, vector<2xf16>)>) -> vector<2xf16>
    %1590 = "llvm.extractvalue"(%1588) <{position = array<i64: 1>}> : (!llvm.struct<(vector<2xf16>, vector<2xf16>)>) -> vector<2xf16>
    %1591 = "nvvm.mma.sync"(%402, %470, %408, %474, %1410, %1412, %1568, %1569) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 2>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
    %1592 = "llvm.extractvalue"(%1591) <{position = array<i64: 0>}> : (!llvm.struct<(vector<2xf16>, vector<2xf16>)>) -> vector<2xf16>
    %1593 = "llvm.extractvalue"(%1591) <{position = array<i64: 1>}> : (!llvm.struct<(vector<2xf16>, vector<2xf16>)>) -> vector<2xf16>
    %1594 = "nvvm.mma.sync"(%402, %470, %408, %474, %1414, %1416, %1571, %1572) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 2>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
    %1595 = "llvm.extractvalue"(%1594) <{position = array<i64: 0>}> : (!llvm.struct<(vector<2xf16>, vector<2xf16>)>) -> vector<2xf16>
    %1596 = "llvm.extractvalue"(%1594) <{position = array<i64: 1>}> : (!llvm.struct<(vector<2xf16>, vector<2xf16>)>) -> vector<2xf16>
    %1597 = "nvvm.mma.sync"(%536, %602, %540, %606, %1402, %1404, %1574, %1575) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 2>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
    %1598 = "llvm.extractvalue"(%1597) <{position = array<i64: 0>}> : (!llvm.struct<(vector<2xf16>, vector<2xf16>)>) -> vector<2xf16>
    %1599 = "llvm.extractvalue"(%1597) <{position = array<i64: 1>}> : (!llvm.struct<(vector<2xf16>, vector<2xf16>)>) -> vector<2xf16>
    %1600 = "nvvm.mma.sync"(%536, %602, %540, %606, %1406, %1408, %1577, %1578) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 2>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
    %1601 = "llvm.extractvalue"(%1600) <{position = array<i64: 0>}> : (!llvm.struct<(vector<2xf16>, vector<2xf16>)>) -> vector<2xf16>
    %1602 = "llvm.extractvalue"(%1600) <{position = array<i64: 1>}> : (!llvm.struct<(vector<2xf16>, vector<2xf16>)>) -> vector<2xf16>
    %1603 = "nvvm.mma.sync"(%536, %602, %540, %606, %1410, %1412, %1580, %1581) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 2>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
    %1604 = "llvm.extractvalue"(%1603) <{position = array<i64: 0>}> : (!llvm.struct<(vector<2xf16>, vector<2xf16>)>) -> vector<2xf16>
    %1605 = "llvm.extractvalue"(%1603) <{position = array<i64: 1>}> : (!llvm.struct<(vector<2xf16>, vector<2xf16>)>) -> vector<2xf16>
    %1606 = "nvvm.mma.sync"(%536, %602, %540, %606, %1414, %1416, %1583, %1584) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 2>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
    %1607 = "llvm.extractvalue"(%1606) <{position = array<i64: 0>}> : (!llvm.struct<(vector<2xf16>, vector<2xf16>)>) -> vector<2xf16>
    %1608 = "llvm.extractvalue"(%1606) <{position = array<i64: 1>}> : (!llvm.struct<(vector<2xf16>, vector<2xf16>)>) -> vector<2xf16>
    %1609 = "llvm.mul"(%163, %55) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %1610 = "llvm.add"(%311, %1609) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %1611 = "llvm.mul"(%164, %27) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %1612 = "llvm.add"(%607, %1611) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %1613 = "llvm.mul"(%1610, %19) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %1614 = "llvm.add"(%1613, %156) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %1615 = "llvm.zext"(%1614) : (i32) -> i64
    %1616 = "llvm.mul"(%1612, %27) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %1617 = "llvm.add"(%1616, %158) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %1618 = "llvm.zext"(%1617) : (i32) -> i64
    %1619 = "llvm.mul"(%1615, %3) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1620 = "llvm.add"(%1619, %1618) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1621 = "llvm.getelementptr"(%arg3, %1620) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    "llvm.store"(%1586, %1621) <{alignment = 2 : i64, ordering = 0 : i64}> : (vector<2xf16>, !llvm.ptr<1>) -> ()
    %1622 = "llvm.add"(%1617, %27) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %1623 = "llvm.zext"(%1622) : (i32) -> i64
    %1624 = "llvm.mul"(%1615, %3) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1625 = "llvm.add"(%1624, %1623) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1626 = "llvm.getelementptr"(%arg3, %1625) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    "llvm.store"(%1589, %1626) <{alignment = 2 : i64, ordering = 0 : i64}> : (vector<2xf16>, !llvm.ptr<1>) -> ()
    %1627 = "llvm.add"(%1617, %19) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %1628 = "llvm.zext"(%1627) : (i32) -> i64
    %1629 = "llvm.mul"(%1615, %3) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1630 = "llvm.add"(%1629, %1628) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1631 = "llvm.getelementptr"(%arg3, %1630) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    "llvm.store"(%1592, %1631) <{alignment = 2 : i64, ordering = 0 : i64}> : (vector<2xf16>, !llvm.ptr<1>) -> ()
    %1632 = "llvm.add"(%1617, %28) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %1633 = "llvm.zext"(%1632) : (i32) -> i64
    %1634 = "llvm.mul"(%1615, %3) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1635 = "llvm.add"(%1634, %1633) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1636 = "llvm.getelementptr"(%arg3, %1635) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    "llvm.store"(%1595, %1636) <{alignment = 2 : i64, ordering = 0 : i64}> : (vector<2xf16>, !llvm.ptr<1>) -> ()
    %1637 = "llvm.add"(%1614, %27) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %1638 = "llvm.zext"(%1637) : (i32) -> i64
    %1639 = "llvm.mul"(%1638, %3) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1640 = "llvm.add"(%1639, %1618) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1641 = "llvm.getelementptr"(%arg3, %1640) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    "llvm.store"(%1587, %1641) <{alignment = 2 : i64, ordering = 0 : i64}> : (vector<2xf16>, !llvm.ptr<1>) -> ()
    %1642 = "llvm.mul"(%1638, %3) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1643 = "llvm.add"(%1642, %1623) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1644 = "llvm.getelementptr"(%arg3, %1643) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    "llvm.store"(%1590, %1644) <{alignment = 2 : i64, ordering = 0 : i64}> : (vector<2xf16>, !llvm.ptr<1>) -> ()
    %1645 = "llvm.mul"(%1638, %3) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1646 = "llvm.add"(%1645, %1628) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1647 = "llvm.getelementptr"(%arg3, %1646) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    "llvm.store"(%1593, %1647) <{alignment = 2 : i64, ordering = 0 : i64}> : (vector<2xf16>, !llvm.ptr<1>) -> ()
    %1648 = "llvm.mul"(%1638, %3) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1649 = "llvm.add"(%1648, %1633) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1650 = "llvm.getelementptr"(%arg3, %1649) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    "llvm.store"(%1596, %1650) <{alignment = 2 : i64, ordering = 0 : i64}> : (vector<2xf16>, !llvm.ptr<1>) -> ()
    %1651 = "llvm.add"(%1614, %19) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %1652 = "llvm.zext"(%1651) : (i32) -> i64
    %1653 = "llvm.mul"(%1652, %3) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1654 = "llvm.add"(%1653, %1618) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1655 = "llvm.getelementptr"(%arg3, %1654) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    "llvm.store"(%1598, %1655) <{alignment = 2 : i64, ordering = 0 : i64}> : (vector<2xf16>, !llvm.ptr<1>) -> ()
    %1656 = "llvm.mul"(%1652, %3) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1657 = "llvm.add"(%1656, %1623) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1658 = "llvm.getelementptr"(%arg3, %1657) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    "llvm.store"(%1601, %1658) <{alignment = 2 : i64, ordering = 0 : i64}> : (vector<2xf16>, !llvm.ptr<1>) -> ()
    %1659 = "llvm.mul"(%1652, %3) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1660 = "llvm.add"(%1659, %1628) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1661 = "llvm.getelementptr"(%arg3, %1660) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    "llvm.store"(%1604, %1661) <{alignment = 2 : i64, ordering = 0 : i64}> : (vector<2xf16>, !llvm.ptr<1>) -> ()
    %1662 = "llvm.mul"(%1652, %3) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1663 = "llvm.add"(%1662, %1633) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1664 = "llvm.getelementptr"(%arg3, %1663) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    "llvm.store"(%1607, %1664) <{alignment = 2 : i64, ordering = 0 : i64}> : (vector<2xf16>, !llvm.ptr<1>) -> ()
    %1665 = "llvm.add"(%1614, %28) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %1666 = "llvm.zext"(%1665) : (i32) -> i64
    %1667 = "llvm.mul"(%1666, %3) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1668 = "llvm.add"(%1667, %1618) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1669 = "llvm.getelementptr"(%arg3, %1668) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    "llvm.store"(%1599, %1669) <{alignment = 2 : i64, ordering = 0 : i64}> : (vector<2xf16>, !llvm.ptr<1>) -> ()
    %1670 = "llvm.mul"(%1666, %3) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1671 = "llvm.add"(%1670, %1623) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1672 = "llvm.getelementptr"(%arg3, %1671) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    "llvm.store"(%1602, %1672) <{alignment = 2 : i64, ordering = 0 : i64}> : (vector<2xf16>, !llvm.ptr<1>) -> ()
    %1673 = "llvm.mul"(%1666, %3) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1674 = "llvm.add"(%1673, %1628) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1675 = "llvm.getelementptr"(%arg3, %1674) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    "llvm.store"(%1605, %1675) <{alignment = 2 : i64, ordering = 0 : i64}> : (vector<2xf16>, !llvm.ptr<1>) -> ()
    %1676 = "llvm.mul"(%1666, %3) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1677 = "llvm.add"(%1676, %1633) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %1678 = "llvm.getelementptr"(%arg3, %1677) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    "llvm.store"(%1608, %1678) <{alignment = 2 : i64, ordering = 0 : i64}> : (vector<2xf16>, !llvm.ptr<1>) -> ()
    "nvvm.barrier"() <{aligned = true, operandSegmentSizes = array<i32: 0, 0>}> : () -> ()
    "llvm.return"() : () -> ()
  }) {gpu.known_block_size = array<i32: 128, 1, 1>} : () -> ()
  "iree_codegen.dispatch_config"() <{function_ref = @mm_f16_dispatch_0_matmul_256x512x128_f16, subgroup_size = 32 : i64, workgroup_size = array<i64: 128, 1, 1>}> ({
  ^bb0(%arg0: !hal.device):
    %0 = "arith.constant"() <{value = 32 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    "iree_codegen.yield"(%0, %1, %1) : (index, index, index) -> ()
  }) : () -> ()
}) : () -> ()
