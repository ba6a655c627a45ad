"builtin.module"() ({
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, arg_attrs = [{llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef, llvm.readonly}, {llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef, llvm.readonly}, {llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef}], function_type = !llvm.func<void (ptr<1>, ptr<1>, ptr<1>)>, linkage = #llvm.linkage<external>, sym_name = "mm_i8_dispatch_0_matmul_128x128x256_i8xi8xi32", visibility_ = 0 : i64}> ({
  ^bb0(%arg1: !llvm.ptr<1>, %arg2: !llvm.ptr<1>, %arg3: !llvm.ptr<1>):
    %2 = "llvm.mlir.constant"() <{value = 31 : i64}> : () -> i64
    %3 = "llvm.mlir.constant"() <{value = 30 : i64}> : () -> i64
    %4 = "llvm.mlir.constant"() <{value = 29 : i64}> : () -> i64
    %5 = "llvm.mlir.constant"() <{value = 28 : i64}> : () -> i64
    %6 = "llvm.mlir.constant"() <{value = 27 : i64}> : () -> i64
    %7 = "llvm.mlir.constant"() <{value = 26 : i64}> : () -> i64
    %8 = "llvm.mlir.constant"() <{value = 25 : i64}> : () -> i64
    %9 = "llvm.mlir.constant"() <{value = 24 : i64}> : () -> i64
    %10 = "llvm.mlir.constant"() <{value = 23 : i64}> : () -> i64
    %11 = "llvm.mlir.constant"() <{value = 22 : i64}> : () -> i64
    %12 = "llvm.mlir.constant"() <{value = 21 : i64}> : () -> i64
    %13 = "llvm.mlir.constant"() <{value = 20 : i64}> : () -> i64
    %14 = "llvm.mlir.constant"() <{value = 19 : i64}> : () -> i64
    %15 = "llvm.mlir.constant"() <{value = 18 : i64}> : () -> i64
    %16 = "llvm.mlir.constant"() <{value = 17 : i64}> : () -> i64
    %17 = "llvm.mlir.constant"() <{value = 16 : i64}> : () -> i64
    %18 = "llvm.mlir.constant"() <{value = 15 : i64}> : () -> i64
    %19 = "llvm.mlir.constant"() <{value = 14 : i64}> : () -> i64
    %20 = "llvm.mlir.constant"() <{value = 13 : i64}> : () -> i64
    %21 = "llvm.mlir.constant"() <{value = 12 : i64}> : () -> i64
    %22 = "llvm.mlir.constant"() <{value = 11 : i64}> : () -> i64
    %23 = "llvm.mlir.constant"() <{value = 10 : i64}> : () -> i64
    %24 = "llvm.mlir.constant"() <{value = 9 : i64}> : () -> i64
    %25 = "llvm.mlir.constant"() <{value = 8 : i64}> : () -> i64
    %26 = "llvm.mlir.constant"() <{value = 7 : i64}> : () -> i64
    %27 = "llvm.mlir.constant"() <{value = 6 : i64}> : () -> i64
    %28 = "llvm.mlir.constant"() <{value = 5 : i64}> : () -> i64
    %29 = "llvm.mlir.constant"() <{value = 4 : i64}> : () -> i64
    %30 = "llvm.mlir.constant"() <{value = 3 : i64}> : () -> i64
    %31 = "llvm.mlir.constant"() <{value = 2 : i64}> : () -> i64
    %32 = "llvm.mlir.poison"() : () -> vector<16xi32>
    %33 = "llvm.mlir.constant"() <{value = 64 : i64}> : () -> i64
    %34 = "llvm.mlir.constant"() <{value = true}> : () -> i1
    %35 = "llvm.mlir.constant"() <{value = 1 : i64}> : () -> i64
    %36 = "llvm.mlir.constant"() <{value = 256 : i64}> : () -> i64
    %37 = "llvm.mlir.constant"() <{value = 128 : i64}> : () -> i64
    %38 = "llvm.mlir.constant"() <{value = 31 : i32}> : () -> i32
    %39 = "llvm.mlir.constant"() <{value = 30 : i32}> : () -> i32
    %40 = "llvm.mlir.constant"() <{value = 29 : i32}> : () -> i32
    %41 = "llvm.mlir.constant"() <{value = 28 : i32}> : () -> i32
    %42 = "llvm.mlir.constant"() <{value = 27 : i32}> : () -> i32
    %43 = "llvm.mlir.constant"() <{value = 26 : i32}> : () -> i32
    %44 = "llvm.mlir.constant"() <{value = 25 : i32}> : () -> i32
    %45 = "llvm.mlir.constant"() <{value = 24 : i32}> : () -> i32
    %46 = "llvm.mlir.constant"() <{value = 23 : i32}> : () -> i32
    %47 = "llvm.mlir.constant"() <{value = 22 : i32}> : () -> i32
    %48 = "llvm.mlir.constant"() <{value = 21 : i32}> : () -> i32
    %49 = "llvm.mlir.constant"() <{value = 20 : i32}> : () -> i32
    %50 = "llvm.mlir.constant"() <{value = 19 : i32}> : () -> i32
    %51 = "llvm.mlir.constant"() <{value = 18 : i32}> : () -> i32
    %52 = "llvm.mlir.constant"() <{value = 17 : i32}> : () -> i32
    %53 = "llvm.mlir.constant"() <{value = 16 : i32}> : () -> i32
    %54 = "llvm.mlir.constant"() <{value = 15 : i32}> : () -> i32
    %55 = "llvm.mlir.constant"() <{value = 14 : i32}> : () -> i32
    %56 = "llvm.mlir.constant"() <{value = 13 : i32}> : () -> i32
    %57 = "llvm.mlir.constant"() <{value = 12 : i32}> : () -> i32
    %58 = "llvm.mlir.constant"() <{value = 11 : i32}> : () -> i32
    %59 = "llvm.mlir.constant"() <{value = 10 : i32}> : () -> i32
    %60 = "llvm.mlir.constant"() <{value = 9 : i32}> : () -> i32
    %61 = "llvm.mlir.constant"() <{value = 8 : i32}> : () -> i32
    %62 = "llvm.mlir.constant"() <{value = 7 : i32}> : () -> i32
    %63 = "llvm.mlir.constant"() <{value = 6 : i32}> : () -> i32
    %64 = "llvm.mlir.constant"() <{value = 5 : i32}> : () -> i32
    %65 = "llvm.mlir.constant"() <{value = 4 : i32}> : () -> i32
    %66 = "llvm.mlir.constant"() <{value = 3 : i32}> : () -> i32
    %67 = "llvm.mlir.constant"() <{value = 2 : i32}> : () -> i32
    %68 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
    %69 = "llvm.mlir.constant"() <{value = 256 : i32}> : () -> i32
    %70 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
    %71 = "llvm.mlir.constant"() <{value = 32 : i32}> : () -> i32
    %72 = "llvm.mlir.constant"() <{value = 0 : i64}> : () -> i64
    %73 = "llvm.mlir.constant"() <{value = dense<0> : vector<16xi32>}> : () -> vector<16xi32>
    %74 = "nvvm.read.ptx.sreg.tid.y"() <{range = #llvm.constant_range<i32, 0, 8>}> : () -> i32
    %75 = "llvm.sext"(%74) : (i32) -> i64
    %76 = "nvvm.read.ptx.sreg.tid.x"() <{range = #llvm.constant_range<i32, 0, 32>}> : () -> i32
    %77 = "llvm.sext"(%76) : (i32) -> i64
    %78 = "llvm.trunc"(%75) <{overflowFlags = 0 : i32}> : (i64) -> i32
    %79 = "llvm.mul"(%78, %71) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %80 = "llvm.trunc"(%77) <{overflowFlags = 0 : i32}> : (i64) -> i32
    %81 = "llvm.add"(%79, %80) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    "llvm.intr.assume"(%34, %arg1, %33) <{op_bundle_sizes = array<i32: 2>, op_bundle_tags = ["align"]}> : (i1, !llvm.ptr<1>, i64) -> ()
    "llvm.intr.assume"(%34, %arg2, %33) <{op_bundle_sizes = array<i32: 2>, op_bundle_tags = ["align"]}> : (i1, !llvm.ptr<1>, i64) -> ()
    "llvm.intr.assume"(%34, %arg3, %33) <{op_bundle_sizes = array<i32: 2>, op_bundle_tags = ["align"]}> : (i1, !llvm.ptr<1>, i64) -> ()
    %82 = "llvm.udiv"(%81, %61) : (i32, i32) -> i32
    %83 = "llvm.urem"(%81, %61) : (i32, i32) -> i32
    %84 = "llvm.mul"(%83, %53) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %85 = "llvm.zext"(%84) : (i32) -> i64
    %86 = "nvvm.read.ptx.sreg.ctaid.x"() <{range = #llvm.constant_range<i32, 0, 4>}> : () -> i32
    %87 = "llvm.sext"(%86) : (i32) -> i64
    %88 = "llvm.trunc"(%87) <{overflowFlags = 0 : i32}> : (i64) -> i32
    %89 = "llvm.mul"(%88, %71) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %90 = "llvm.add"(%82, %89) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %91 = "llvm.zext"(%90) : (i32) -> i64
    "llvm.br"(%70, %73)[^bb1] : (i32, vector<16xi32>) -> ()
  ^bb1(%92: i32, %93: vector<16xi32>):  // 2 preds: ^bb0, ^bb2
    %94 = "llvm.icmp"(%92, %69) <{predicate = 2 : i64}> : (i32, i32) -> i1
    "llvm.cond_br"(%94)[^bb2, ^bb3] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb2:  // pred: ^bb1
    %95 = "llvm.zext"(%92) : (i32) -> i64
    %96 = "llvm.mul"(%91, %36) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %97 = "llvm.add"(%96, %95) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %98 = "llvm.getelementptr"(%arg1, %97) <{elem_type = i8, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %99 = "llvm.load"(%98) <{alignment = 1 : i64, ordering = 0 : i64}> : (!llvm.ptr<1>) -> vector<32xi8>
    %100 = "llvm.mul"(%95, %37) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %101 = "llvm.add"(%100, %85) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %102 = "llvm.getelementptr"(%arg2, %101) <{elem_type = i8, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %103 = "llvm.load"(%102) <{alignment = 1 : i64, ordering = 0 : i64}> : (!llvm.ptr<1>) -> vector<16xi8>
    %104 = "llvm.add"(%92, %68) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %105 = "llvm.zext"(%104) : (i32) -> i64
    %106 = "llvm.mul"(%105, %37) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %107 = "llvm.add"(%106, %85) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %108 = "llvm.getelementptr"(%arg2, %107) <{elem_type = i8, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %109 = "llvm.load"(%108) <{alignment = 1 : i64, ordering = 0 : i64}> : (!llvm.ptr<1>) -> vector<16xi8>
    %110 = "llvm.add"(%92, %67) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %111 = "llvm.zext"(%110) : (i32) -> i64
    %112 = "llvm.mul"(%111, %37) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %113 = "llvm.add"(%112, %85) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %114 = "llvm.getelementptr"(%arg2, %113) <{elem_type = i8, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %115 = "llvm.load"(%114) <{alignment = 1 : i64, ordering = 0 : i64}> : (!llvm.ptr<1>) -> vector<16xi8>
    %116 = "llvm.add"(%92, %66) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %117 = "llvm.zext"(%116) : (i32) -> i64
    %118 = "llvm.mul"(%117, %37) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %119 = "llvm.add"(%118, %85) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %120 = "llvm.getelementptr"(%arg2, %119) <{elem_type = i8, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %121 = "llvm.load"(%120) <{alignment = 1 : i64, ordering = 0 : i64}> : (!llvm.ptr<1>) -> vector<16xi8>
    %122 = "llvm.add"(%92, %65) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %123 = "llvm.zext"(%122) : (i32) -> i64
    %124 = "llvm.mul"(%123, %37) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %125 = "llvm.add"(%124, %85) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %126 = "llvm.getelementptr"(%arg2, %125) <{elem_type = i8, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %127 = "llvm.load"(%126) <{alignment = 1 : i64, ordering = 0 : i64}> : (!llvm.ptr<1>) -> vector<16xi8>
    %128 = "llvm.add"(%92, %64) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %129 = "llvm.zext"(%128) : (i32) -> i64
    %130 = "llvm.mul"(%129, %37) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %131 = "llvm.add"(%130, %85) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %132 = "llvm.getelementptr"(%arg2, %131) <{elem_type = i8, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %133 = "llvm.load"(%132) <{alignment = 1 : i64, ordering = 0 : i64}> : (!llvm.ptr<1>) -> vector<16xi8>
    %134 = "llvm.add"(%92, %63) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %135 = "llvm.zext"(%134) : (i32) -> i64
    %136 = "llvm.mul"(%135, %37) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %137 = "llvm.add"(%136, %85) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %138 = "llvm.getelementptr"(%arg2, %137) <{elem_type = i8, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %139 = "llvm.load"(%138) <{alignment = 1 : i64, ordering = 0 : i64}> : (!llvm.ptr<1>) -> vector<16xi8>
    %140 = "llvm.add"(%92, %62) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %141 = "llvm.zext"(%140) : (i32) -> i64
    %142 = "llvm.mul"(%141, %37) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %143 = "llvm.add"(%142, %85) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %144 = "llvm.getelementptr"(%arg2, %143) <{elem_type = i8, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %145 = "llvm.load"(%144) <{alignment = 1 : i64, ordering = 0 : i64}> : (!llvm.ptr<1>) -> vector<16xi8>
    %146 = "llvm.add"(%92, %61) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %147 = "llvm.zext"(%146) : (i32) -> i64
    %148 = "llvm.mul"(%147, %37) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %149 = "llvm.add"(%148, %85) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %150 = "llvm.getelementptr"(%arg2, %149) <{elem_type = i8, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %151 = "llvm.load"(%150) <{alignment = 1 : i64, ordering = 0 : i64}> : (!llvm.ptr<1>) -> vector<16xi8>
    %152 = "llvm.add"(%92, %60) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %153 = "llvm.zext"(%152) : (i32) -> i64
    %154 = "llvm.mul"(%153, %37) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %155 = "llvm.add"(%154, %85) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %156 = "llvm.getelementptr"(%arg2, %155) <{elem_type = i8, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %157 = "llvm.load"(%156) <{alignment = 1 : i64, ordering = 0 : i64}> : (!llvm.ptr<1>) -> vector<16xi8>
    %158 = "llvm.add"(%92, %59) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %159 = "llvm.zext"(%158) : (i32) -> i64
    %160 = "llvm.mul"(%159, %37) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %161 = "llvm.add"(%160, %85) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %162 = "llvm.getelementptr"(%arg2, %161) <{elem_type = i8, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %163 = "llvm.load"(%162) <{alignment = 1 : i64, ordering = 0 : i64}> : (!llvm.ptr<1>) -> vector<16xi8>
    %164 = "llvm.add"(%92, %58) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %165 = "llvm.zext"(%164) : (i32) -> i64
    %166 = "llvm.mul"(%165, %37) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %167 = "llvm.add"(%166, %85) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %168 = "llvm.getelementptr"(%arg2, %167) <{elem_type = i8, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %169 = "llvm.load"(%168) <{alignment = 1 : i64, ordering = 0 : i64}> : (!llvm.ptr<1>) -> vector<16xi8>
    %170 = "llvm.add"(%92, %57) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %171 = "llvm.zext"(%170) : (i32) -> i64
    %172 = "llvm.mul"(%171, %37) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %173 = "llvm.add"(%172, %85) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %174 = "llvm.getelementptr"(%arg2, %173) <{elem_type = i8, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %175 = "llvm.load"(%174) <{alignment = 1 : i64, ordering = 0 : i64}> : (!llvm.ptr<1>) -> vector<16xi8>
    %176 = "llvm.add"(%92, %56) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %177 = "llvm.zext"(%176) : (i32) -> i64
    %178 = "llvm.mul"(%177, %37) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %179 = "llvm.add"(%178, %85) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %180 = "llvm.getelementptr"(%arg2, %179) <{elem_type = i8, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %181 = "llvm.load"(%180) <{alignment = 1 : i64, ordering = 0 : i64}> : (!llvm.ptr<1>) -> vector<16xi8>
    %182 = "llvm.add"(%92, %55) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %183 = "llvm.zext"(%182) : (i32) -> i64
    %184 = "llvm.mul"(%183, %37) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %185 = "llvm.add"(%184, %85) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %186 = "llvm.getelementptr"(%arg2, %185) <{elem_type = i8, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %187 = "llvm.load"(%186) <{alignment = 1 : i64, ordering = 0 : i64}> : (!llvm.ptr<1>) -> vector<16xi8>
    %188 = "llvm.add"(%92, %54) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %189 = "llvm.zext"(%188) : (i32) -> i64
    %190 = "llvm.mul"(%189, %37) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %191 = "llvm.add"(%190, %85) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %192 = "llvm.getelementptr"(%arg2, %191) <{elem_type = i8, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %193 = "llvm.load"(%192) <{alignment = 1 : i64, ordering = 0 : i64}> : (!llvm.ptr<1>) -> vector<16xi8>
    %194 = "llvm.add"(%92, %53) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %195 = "llvm.zext"(%194) : (i32) -> i64
    %196 = "llvm.mul"(%195, %37) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %197 = "llvm.add"(%196, %85) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %198 = "llvm.getelementptr"(%arg2, %197) <{elem_type = i8, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %199 = "llvm.load"(%198) <{alignment = 1 : i64, ordering = 0 : i64}> : (!llvm.ptr<1>) -> vector<16xi8>
    %200 = "llvm.add"(%92, %52) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %201 = "llvm.zext"(%200) : (i32) -> i64
    %202 = "llvm.mul"(%201, %37) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %203 = "llvm.add"(%202, %85) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %204 = "llvm.getelementptr"(%arg2, %203) <{elem_type = i8, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %205 = "llvm.load"(%204) <{alignment = 1 : i64, ordering = 0 : i64}> : (!llvm.ptr<1>) -> vector<16xi8>
    %206 = "llvm.add"(%92, %51) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %207 = "llvm.zext"(%206) : (i32) -> i64
    %208 = "llvm.mul"(%207, %37) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %209 = "llvm.add"(%208, %85) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %210 = "llvm.getelementptr"(%arg2, %209) <{elem_type = i8, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %211 = "llvm.load"(%210) <{alignment = 1 : i64, ordering = 0 : i64}> : (!llvm.ptr<1>) -> vector<16xi8>
    %212 = "llvm.add"(%92, %50) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %213 = "llvm.zext"(%212) : (i32) -> i64
    %214 = "llvm.mul"(%213, %37) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %215 = "llvm.add"(%214, %85) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %216 = "llvm.getelementptr"(%arg2, %215) <{elem_type = i8, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %217 = "llvm.load"(%216) <{alignment = 1 : i64, ordering = 0 : i64}> : (!llvm.ptr<1>) -> vector<16xi8>
    %218 = "llvm.add"(%92, %49) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %219 = "llvm.zext"(%218) : (i32) -> i64
    %220 = "llvm.mul"(%219, %37) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %221 = "llvm.add"(%220, %85) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %222 = "llvm.getelementptr"(%arg2, %221) <{elem_type = i8, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %223 = "llvm.load"(%222) <{alignment = 1 : i64, ordering = 0 : i64}> : (!llvm.ptr<1>) -> vector<16xi8>
    %224 = "llvm.add"(%92, %48) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %225 = "llvm.zext"(%224) : (i32) -> i64
    %226 = "llvm.mul"(%225, %37) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %227 = "llvm.add"(%226, %85) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %228 = "llvm.getelementptr"(%arg2, %227) <{elem_type = i8, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %229 = "llvm.load"(%228) <{alignment = 1 : i64, ordering = 0 : i64}> : (!llvm.ptr<1>) -> vector<16xi8>
    %230 = "llvm.add"(%92, %47) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %231 = "llvm.zext"(%230) : (i32) -> i64
    %232 = "llvm.mul"(%231, %37) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %233 = "llvm.add"(%232, %85) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %234 = "llvm.getelementptr"(%arg2, %233) <{elem_type = i8, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %235 = "llvm.load"(%234) <{alignment = 1 : i64, ordering = 0 : i64}> : (!llvm.ptr<1>) -> vector<16xi8>
    %236 = "llvm.add"(%92, %46) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %237 = "llvm.zext"(%236) : (i32) -> i64
    %238 = "llvm.mul"(%237, %37) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %239 = "llvm.add"(%238, %85) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %240 = "llvm.getelementptr"(%arg2, %239) <{elem_type = i8, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %241 = "llvm.load"(%240) <{alignment = 1 : i64, ordering = 0 : i64}> : (!llvm.ptr<1>) -> vector<16xi8>
    %242 = "llvm.add"(%92, %45) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %243 = "llvm.zext"(%242) : (i32) -> i64
    %244 = "llvm.mul"(%243, %37) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %245 = "llvm.add"(%244, %85) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %246 = "llvm.getelementptr"(%arg2, %245) <{elem_type = i8, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %247 = "llvm.load"(%246) <{alignment = 1 : i64, ordering = 0 : i64}> : (!llvm.ptr<1>) -> vector<16xi8>
    %248 = "llvm.add"(%92, %44) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %249 = "llvm.zext"(%248) : (i32) -> i64
    %250 = "llvm.mul"(%249, %37) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %251 = "llvm.add"(%250, %85) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %252 = "llvm.getelementptr"(%arg2, %251) <{elem_type = i8, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %253 = "llvm.load"(%252) <{alignment = 1 : i64, ordering = 0 : i64}> : (!llvm.ptr<1>) -> vector<16xi8>
    %254 = "llvm.add"(%92, %43) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %255 = "llvm.zext"(%254) : (i32) -> i64
    %256 = "llvm.mul"(%255, %37) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %257 = "llvm.add"(%256, %85) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %258 = "llvm.getelementptr"(%arg2, %257) <{elem_type = i8, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %259 = "llvm.load"(%258) <{alignment = 1 : i64, ordering = 0 : i64}> : (!llvm.ptr<1>) -> vector<16xi8>
    %260 = "llvm.add"(%92, %42) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %261 = "llvm.zext"(%260) : (i32) -> i64
    %262 = "llvm.mul"(%261, %37) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %263 = "llvm.add"(%262, %85) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %264 = "llvm.getelementptr"(%arg2, %263) <{elem_type = i8, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %265 = "llvm.load"(%264) <{alignment = 1 : i64, ordering = 0 : i64}> : (!llvm.ptr<1>) -> vector<16xi8>
    %266 = "llvm.add"(%92, %41) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %267 = "llvm.zext"(%266) : (i32) -> i64
    %268 = "llvm.mul"(%267, %37) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %269 = "llvm.add"(%268, %85) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %270 = "llvm.getelementptr"(%arg2, %269) <{elem_type = i8, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %271 = "llvm.load"(%270) <{alignment = 1 : i64, ordering = 0 : i64}> : (!llvm.ptr<1>) -> vector<16xi8>
    %272 = "llvm.add"(%92, %40) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %273 = "llvm.zext"(%272) : (i32) -> i64
    %274 = "llvm.mul"(%273, %37) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %275 = "llvm.add"(%274, %85) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %276 = "llvm.getelementptr"(%arg2, %275) <{elem_type = i8, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %277 = "llvm.load"(%276) <{alignment = 1 : i64, ordering = 0 : i64}> : (!llvm.ptr<1>) -> vector<16xi8>
    %278 = "llvm.add"(%92, %39) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %279 = "llvm.zext"(%278) : (i32) -> i64
    %280 = "llvm.mul"(%279, %37) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %281 = "llvm.add"(%280, %85) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %282 = "llvm.getelementptr"(%arg2, %281) <{elem_type = i8, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %283 = "llvm.load"(%282) <{alignment = 1 : i64, ordering = 0 : i64}> : (!llvm.ptr<1>) -> vector<16xi8>
    %284 = "llvm.add"(%92, %38) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %285 = "llvm.zext"(%284) : (i32) -> i64
    %286 = "llvm.mul"(%285, %37) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %287 = "llvm.add"(%286, %85) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %288 = "llvm.getelementptr"(%arg2, %287) <{elem_type = i8, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %289 = "llvm.load"(%288) <{alignment = 1 : i64, ordering = 0 : i64}> : (!llvm.ptr<1>) -> vector<16xi8>
    %290 = "llvm.extractelement"(%99, %72) : (vector<32xi8>, i64) -> i8
    %291 = "llvm.sext"(%103) : (vector<16xi8>) -> vector<16xi32>
    %292 = "llvm.sext"(%290) : (i8) -> i32
    %293 = "llvm.insertelement"(%32, %292, %70) : (vector<16xi32>, i32, i32) -> vector<16xi32>
    %294 = "llvm.shufflevector"(%293, %32) <{mask = array<i32: 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0>}> : (vector<16xi32>, vector<16xi32>) -> vector<16xi32>
    %295 = "llvm.mul"(%291, %294) <{overflowFlags = 0 : i32}> : (vector<16xi32>, vector<16xi32>) -> vector<16xi32>
    %296 = "llvm.add"(%295, %93) <{overflowFlags = 0 : i32}> : (vector<16xi32>, vector<16xi32>) -> vector<16xi32>
    %297 = "llvm.extractelement"(%99, %35) : (vector<32xi8>, i64) -> i8
    %298 = "llvm.sext"(%109) : (vector<16xi8>) -> vector<16xi32>
    %299 = "llvm.sext"(%297) : (i8) -> i32
    %300 = "llvm.insertelement"(%32, %299, %70) : (vector<16xi32>, i32, i32) -> vector<16xi32>
    %301 = "llvm.shufflevector"(%300, %32) <{mask = array<i32: 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0>}> : (vector<16xi32>, vector<16xi32>) -> vector<16xi32>
    %302 = "llvm.mul"(%298, %301) <{overflowFlags = 0 : i32}> : (vector<16xi32>, vector<16xi32>) -> vector<16xi32>
    %303 = "llvm.add"(%302, %296) <{overflowFlags = 0 : i32}> : (vector<16xi32>, vector<16xi32>) -> vector<16xi32>
    %304 = "llvm.extractelement"(%99, %31) : (vector<32xi8>, i64) -> i8
    %305 = "llvm.sext"(%115) : (vector<16xi8>) -> vector<16xi32>
    %306 = "llvm.sext"(%304) : (i8) -> i32
    %307 = "llvm.insertelement"(%32, %306, %70) : (vector<16xi32>, i32, i32) -> vector<16xi32>
    %308 = "llvm.shufflevector"(%307, %32) <{mask = array<i32: 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0>}> : (vector<16xi32>, vector<16xi32>) -> vector<16xi32>
    %309 = "llvm.mul"(%305, %308) <{overflowFlags = 0 : i32}> : (vector<16xi32>, vector<16xi32>) -> vector<16xi32>
    %310 = "llvm.add"(%309, %303) <{overflowFlags = 0 : i32}> : (vector<16xi32>, vector<16xi32>) -> vector<16xi32>
    %311 = "llvm.extractelement"(%99, %30) : (vector<32xi8>, i64) -> i8
    %312 = "llvm.sext"(%121) : (vector<16xi8>) -> vector<16xi32>
    %313 = "llvm.sext"(%311) : (i8) -> i32
    %314 = "llvm.insertelement"(%32, %313, %70) : (vector<16xi32>, i32, i32) -> vector<16xi32>
    %315 = "llvm.shufflevector"(%314, %32) <{mask = array<i32: 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0>}> : (vector<16xi32>, vector<16xi32>) -> vector<16xi32>
    %316 = "llvm.mul"(%312, %315) <{overflowFlags = 0 : i32}> : (vector<16xi32>, vector<16xi32>) -> vector<16xi32>
    %317 = "llvm.add"(%316, %310) <{overflowFlags = 0 : i32}> : (vector<16xi32>, vector<16xi32>) -> vector<16xi32>
    %318 = "llvm.extractelement"(%99, %29) : (vector<32xi8>, i64) -> i8
    %319 = "llvm.sext"(%127) : (vector<16xi8>) -> vector<16xi32>
    %320 = "llvm.sext"(%318) : (i8) -> i32
    %321 = "llvm.insertelement"(%32, %320, %70) : (vector<16xi32>, i32, i32) -> vector<16xi32>
    %322 = "llvm.shufflevector"(%321, %32) <{mask = array<i32: 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0>}> : (vector<16xi32>, vector<16xi32>) -> vector<16xi32>
    %323 = "llvm.mul"(%319, %322) <{overflowFlags = 0 : i32}> : (vector<16xi32>, vector<16xi32>) -> vector<16xi32>
    %324 = "llvm.add"(%323, %317) <{overflowFlags = 0 : i32}> : (vector<16xi32>, vector<16xi32>) -> vector<16xi32>
    %325 = "llvm.extractelement"(%99, %28) : (vector<32xi8>, i64) -> i8
    %326 = "llvm.sext"(%133) : (vector<16xi8>) -> vector<16xi32>
    %327 = "llvm.sext"(%325) : (i8) -> i32
    %328 = "llvm.insertelement"(%32, %327, %70) : (vector<16xi32>, i32, i32) -> vector<16xi32>
    %329 = "llvm.shufflevector"(%328, %32) <{mask = array<i32: 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0>}> : (vector<16xi32>, vector<16xi32>) -> vector<16xi32>
    %330 = "llvm.mul"(%326, %329) <{overflowFlags = 0 : i32}> : (vector<16xi32>, vector<16xi32>) -> vector<16xi32>
    %331 = "llvm.add"(%330, %324) <{overflowFlags = 0 : i32}> : (vector<16xi32>, vector<16xi32>) -> vector<16xi32>
    %332 = "llvm.extractelement"(%99, %27) : (vector<32xi8>, i64) -> i8
    %333 = "llvm.sext"(%139) : (vector<16xi8>) -> vector<16xi32>
    %334 = "llvm.sext"(%332) : (i8) -> i32
    %335 = "llvm.insertelement"(%32, %334, %70) : (vector<16xi32>, i32, i32) -> vector<16xi32>
    %336 = "llvm.shufflevector"(%335, %32) <{mask = array<i32: 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0>}> : (vector<16xi32>, vector<16xi32>) -> vector<16xi32>
    %337 = "llvm.mul"(%333, %336) <{overflowFlags = 0 : i32}> : (vector<16xi32>, vector<16xi32>) -> vector<16xi32>
    %338 = "llvm.add"(%337, %331) <{overflowFlags = 0 : i32}> : (vector<16xi32>, vector<16xi32>) -> vector<16xi32>
    %339 = "llvm.extractelement"(%99, %26) : (vector<32xi8>, i64) -> i8
    %340 = "llvm.sext"(%145) : (vector<16xi8>) -> vector<16xi32>
    %341 = "llvm.sext"(%339) : (i8) -> i32
    %342 = "llvm.insertelement"(%32, %341, %70) : (vector<16xi32>, i32, i32) -> vector<16xi32>
    %343 = "llvm.shufflevector"(%342, %32) <{mask = array<i32: 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0>}> : (vector<16xi32>, vector<16xi32>) -> vector<16xi32>
    %344 = "llvm.mul"(%340, %343) <{overflowFlags = 0 : i32}> : (vector<16xi32>, vector<16xi32>) -> vector<16xi32>
    %345 = "llvm.add"(%344, %338) <{overflowFlags = 0 : i32}> : (vector<16xi32>, vector<16xi32>) -> vector<16xi32>
    %346 = "llvm.extractelement"(%99, %25) : (vector<32xi8>, i64) -> i8
    %347 = "llvm.sext"(%151) : (vector<16xi8>) -> vector<16xi32>
    %348 = "llvm.sext"(%346) : (i8) -> i32
    %349 = "llvm.insertelement"(%32, %348, %70) : (vector<16xi32>, i32, i32) -> vector<16xi32>
    %350 = "llvm.shufflevector"(%349, %32) <{mask = array<i32: 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0>}> : (vector<16xi32>, vector<16xi32>) -> vector<16xi32>
    %351 = "llvm.mul"(%347, %350) <{overflowFlags = 0 : i32}> : (vector<16xi32>, vector<16xi32>) -> vector<16xi32>
    %352 = "llvm.add"(%351, %345) <{overflowFlags = 0 : i32}> : (vector<16xi32>, vector<16xi32>) -> vector<16xi32>
    %353 = "llvm.extractelement"(%99, %24) : (vector<32xi8>, i64) -> i8
    %354 = "llvm.sext"(%157) : (vector<16xi8>) -> vector<16xi32>
    %355 = "llvm.sext"(%353) : (i8) -> i32
    %356 = "llvm.insertelement"(%32, %355, %70) : (vector<16xi32>, i32, i32) -> vector<16xi32>
    %357 = "llvm.shufflevector"(%356, %32) <{mask = array<i32: 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0>}> : (vector<16xi32>, vector<16xi32>) -> vector<16xi32>
    %358 = "llvm.mul"(%354, %357) <{overflowFlags = 0 : i32}> : (vector<16xi32>, vector<16xi32>) -> vector<16xi32>
    %359 = "llvm.add"(%358, %352) <{overflowFlags = 0 : i32}> : (vector<16xi32>, vector<16xi32>) -> vector<16xi32>
    %360 = "llvm.extractelement"(%99, %23) : (vector<32xi8>, i64) -> i8
    %361 = "llvm.sext"(%163) : (vector<16xi8>) -> vector<16xi32>
    %362 = "llvm.sext"(%360) : (i8) -> i32
    %363 = "llvm.insertelement"(%32, %362, %70) : (vector<16xi32>, i32, i32) -> vector<16xi32>
    %364 = "llvm.shufflevector"(%363, %32) <{mask = array<i32: 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0>}> : (vector<16xi32>, vector<16xi32>) -> vector<16xi32>
    %365 = "llvm.mul"(%361, %364) <{overflowFlags = 0 : i32}> : (vector<16xi32>, vector<16xi32>) -> vector<16xi32>
    %366 = "llvm.add"(%365, %359) <{overflowFlags = 0 : i32}> : (vector<16xi32>, vector<16xi32>) -> vector<16xi32>
    %367 = "llvm.extractelement"(%99, %22) : (vector<32xi8>, i64) -> i8
    %368 = "llvm.sext"(%169) : (vector<16xi8>) -> vector<16xi32>
    %369 = "llvm.sext"(%367) : (i8) -> i32
    %370 = "llvm.insertelement"(%32, %369, %70) : (vector<16xi32>, i32, i32) -> vector<16xi32>
    %371 = "llvm.shufflevector"(%370, %32) <{mask = array<i32: 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0>}> : (vector<16xi32>, vector<16xi32>) -> vector<16xi32>
    %372 = "llvm.mul"(%368, %371) <{overflowFlags = 0 : i32}> : (vector<16xi32>, vector<16xi32>) -> vector<16xi32>
    %373 = "llvm.add"(%372, %366) <{overflowFlags = 0 : i32}> : (vector<16xi32>, vector<16xi32>) -> vector<16xi32>
    %374 = "llvm.extractelement"(%99, %21) : (vector<32xi8>, i64) -> i8
    %375 = "llvm.sext"(%175) : (vector<16xi8>) -> vector<16xi32>
    %376 = "llvm.sext"(%374) : (i8) -> i32
    %377 = "llvm.insertelement"(%32, %376, %70) : (vector<16xi32>, i32, i32) -> vector<16xi32>
    %378 = "llvm.shufflevector"(%377, %32) <{mask = array<i32: 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0>}> : (vector<16xi32>, vector<16xi32>) -> vector<16xi32>
    %379 = "llvm.mul"(%375, %378) <{overflowFlags = 0 : i32}> : (vector<16xi32>, vector<16xi32>) -> vector<16xi32>
    %380 = "llvm.add"(%379, %373) <{overflowFlags = 0 : i32}> : (vector<16xi32>, vector<16xi32>) -> vector<16xi32>
    %381 = "llvm.extractelement"(%99, %20) : (vector<32xi8>, i64) -> i8
    %382 = "llvm.sext"(%181) : (vector<16xi8>) -> vector<16xi32>
    %383 = "llvm.sext"(%381) : (i8) -> i32
    %384 = "llvm.insertelement"(%32, %383, %70) : (vector<16xi32>, i32, i32) -> vector<16xi32>
    %385 = "llvm.shufflevector"(%384, %32) <{mask = array<i32: 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0>}> : (vector<16xi32>, vector<16xi32>) -> vector<16xi32>
    %386 = "llvm.mul"(%382, %385) <{overflowFlags = 0 : i32}> : (vector<16xi32>, vector<16xi32>) -> vector<16xi32>
    %387 = "llvm.add"(%386, %380) <{overflowFlags = 0 : i32}> : (vector<16xi32>, vector<16xi32>) -> vector<16xi32>
    %388 = "llvm.extractelement"(%99, %19) : (vector<32xi8>, i64) -> i8
    %389 = "llvm.sext"(%187) : (vector<16xi8>) -> vector<16xi32>
    %390 = "llvm.sext"(%388) : (i8) -> i32
    %391 = "llvm.insertelement"(%32, %390, %70) : (vector<16xi32>, i32, i32) -> vector<16xi32>
    %392 = "llvm.shufflevector"(%391, %32) <{mask = array<i32: 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0>}> : (vector<16xi32>, vector<16xi32>) -> vector<16xi32>
    %393 = "llvm.mul"(%389, %392) <{overflowFlags = 0 : i32}> : (vector<16xi32>, vector<16xi32>) -> vector<16xi32>
    %394 = "llvm.add"(%393, %387) <{overflowFlags = 0 : i32}> : (vector<16xi32>, vector<16xi32>) -> vector<16xi32>
    %395 = "llvm.extractelement"(%99, %18) : (vector<32xi8>, i64) -> i8
    %396 = "llvm.sext"(%193) : (vector<16xi8>) -> vector<16xi32>
    %397 = "llvm.sext"(%395) : (i8) -> i32
    %398 = "llvm.insertelement"(%32, %397, %70) : (vector<16xi32>, i32, i32) -> vector<16xi32>
    %399 = "llvm.shufflevector"(%398, %32) <{mask = array<i32: 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0>}> : (vector<16xi32>, vector<16xi32>) -> vector<16xi32>
    %400 = "llvm.mul"(%396, %399) <{overflowFlags = 0 : i32}> : (vector<16xi32>, vector<16xi32>) -> vector<16xi32>
    %401 = "llvm.add"(%400, %394) <{overflowFlags = 0 : i32}> : (vector<16xi32>, vector<16xi32>) -> vector<16xi32>
    %402 = "llvm.extractelement"(%99, %17) : (vector<32xi8>, i64) -> i8
    %403 = "llvm.sext"(%199) : (vector<16xi8>) -> vector<16xi32>
    %404 = "llvm.sext"(%402) : (i8) -> i32
    %405 = "llvm.insertelement"(%32, %404, %70) : (vector<16xi32>, i32, i32) -> vector<16xi32>
    %406 = "llvm.shufflevector"(%405, %32) <{mask = array<i32: 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0>}> : (vector<16xi32>, vector<16xi32>) -> vector<16xi32>
    %407 = "llvm.mul"(%403, %406) <{overflowFlags = 0 : i32}> : (vector<16xi32>, vector<16xi32>) -> vector<16xi32>
    %408 = "llvm.add"(%407, %401) <{overflowFlags = 0 : i32}> : (vector<16xi32>, vector<16xi32>) -> vector<16xi32>
    %409 = "llvm.extractelement"(%99, %16) : (vector<32xi8>, i64) -> i8
    %410 = "llvm.sext"(%205) : (vector<16xi8>) -> vector<16xi32>
    %411 = "llvm.sext"(%409) : (i8) -> i32
    %412 = "llvm.insertelement"(%32, %411, %70) : (vector<16xi32>, i32, i32) -> vector<16xi32>
    %413 = "llvm.shufflevector"(%412, %32) <{mask = array<i32: 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0>}> : (vector<16xi32>, vector<16xi32>) -> vector<16xi32>
    %414 = "llvm.mul"(%410, %413) <{overflowFlags = 0 : i32}> : (vector<16xi32>, vector<16xi32>) -> vector<16xi32>
    %415 = "llvm.add"(%414, %408) <{overflowFlags = 0 : i32}> : (vector<16xi32>, vector<16xi32>) -> vector<16xi32>
    %416 = "llvm.extractelement"(%99, %15) : (vector<32xi8>, i64) -> i8
    %417 = "llvm.sext"(%211) : (vector<16xi8>) -> vector<16xi32>
    %418 = "llvm.sext"(%416) : (i8) -> i32
    %419 = "llvm.insertelement"(%32, %418, %70) : (vector<16xi32>, i32, i32) -> vector<16xi32>
    %420 = "llvm.shufflevector"(%419, %32) <{mask = array<i32: 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0>}> : (vector<16xi32>, vector<16xi32>) -> vector<16xi32>
    %421 = "llvm.mul"(%417, %420) <{overflowFlags = 0 : i32}> : (vector<16xi32>, vector<16xi32>) -> vector<16xi32>
    %422 = "llvm.add"(%421, %415) <{overflowFlags = 0 : i32}> : (vector<16xi32>, vector<16xi32>) -> vector<16xi32>
    %423 = "llvm.extractelement"(%99, %14) : (vector<32xi8>, i64) -> i8
    %424 = "llvm.sext"(%217) : (vector<16xi8>) -> vector<16xi32>
    %425 = "llvm.sext"(%423) : (i8) -> i32
    %426 = "llvm.insertelement"(%32, %425, %70) : (vector<16xi32>, i32, i32) -> vector<16xi32>
    %427 = "llvm.shufflevector"(%426, %32) <{mask = array<i32: 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0>}> : (vector<16xi32>, vector<16xi32>) -> vector<16xi32>
    %428 = "llvm.mul"(%424, %427) <{overflowFlags = 0 : i32}> : (vector<16xi32>, vector<16xi32>) -> vector<16xi32>
    %429 = "llvm.add"(%428, %422) <{overflowFlags = 0 : i32}> : (vector<16xi32>, vector<16xi32>) -> vector<16xi32>
    %430 = "llvm.extractelement"(%99, %13) : (vector<32xi8>, i64) -> i8
    %431 = "llvm.sext"(%223) : (vector<16xi8>) -> vector<16xi32>
    %432 = "llvm.sext"(%430) : (i8) -> i32
    %433 = "llvm.insertelement"(%32, %432, %70) : (vector<16xi32>, i32, i32) -> vector<16xi32>
    %434 = "llvm.shufflevector"(%433, %32) <{mask = array<i32: 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0>}> : (vector<16xi32>, vector<16xi32>) -> vector<16xi32>
    %435 = "llvm.mul"(%431, %434) <{overflowFlags = 0 : i32}> : (vector<16xi32>, vector<16xi32>) -> vector<16xi32>
    %436 = "llvm.add"(%435, %429) <{overflowFlags = 0 : i32}> : (vector<16xi32>, vector<16xi32>) -> vector<16xi32>
    %437 = "llvm.extractelement"(%99, %12) : (vector<32xi8>, i64) -> i8
    %438 = "llvm.sext"(%229) : (vector<16xi8>) -> vector<16xi32>
    %439 = "llvm.sext"(%437) : (i8) -> i32
    %440 = "llvm.insertelement"(%32, %439, %70) : (vector<16xi32>, i32, i32) -> vector<16xi32>
    %441 = "llvm.shufflevector"(%440, %32) <{mask = array<i32: 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0>}> : (vector<16xi32>, vector<16xi32>) -> vector<16xi32>
    %442 = "llvm.mul"(%438, %441) <{overflowFlags = 0 : i32}> : (vector<16xi32>, vector<16xi32>) -> vector<16xi32>
    %443 = "llvm.add"(%442, %436) <{overflowFlags = 0 : i32}> : (vector<16xi32>, vector<16xi32>) -> vector<16xi32>
    %444 = "llvm.extractelement"(%99, %11) : (vector<32xi8>, i64) -> i8
    %445 = "llvm.sext"(%235) : (vector<16xi8>) -> vector<16xi32>
    %446 = "llvm.sext"(%444) : (i8) -> i32
    %447 = "llvm.insertelement"(%32, %446, %70) : (vector<16xi32>, i32, i32) -> vector<16xi32>
    %448 = "llvm.shufflevector"(%447, %32) <{mask = array<i32: 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0>}> : (vector<16xi32>, vector<16xi32>) -> vector<16xi32>
    %449 = "llvm.mul"(%445, %448) <{overflowFlags = 0 : i32}> : (vector<16xi32>, vector<16xi32>) -> vector<16xi32>
    %450 = "llvm.add"(%449, %443) <{overflowFlags = 0 : i32}> : (vector<16xi32>, vector<16xi32>) -> vector<16xi32>
    %451 = "llvm.extractelement"(%99, %10) : (vector<32xi8>, i64) -> i8
    %452 = "llvm.sext"(%241) : (vector<16xi8>) -> vector<16xi32>
    %453 = "llvm.sext"(%451) : (i8) -> i32
    %454 = "llvm.insertelement"(%32, %453, %70) : (vector<16xi32>, i32, i32) -> vector<16xi32>
    %455 = "llvm.shufflevector"(%454, %32) <{mask = array<i32: 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0>}> : (vector<16xi32>, vector<16xi32>) -> vector<16xi32>
    %456 = "llvm.mul"(%452, %455) <{overflowFlags = 0 : i32}> : (vector<16xi32>, vector<16xi32>) -> vector<16xi32>
    %457 = "llvm.add"(%456, %450) <{overflowFlags = 0 : i32}> : (vector<16xi32>, vector<16xi32>) -> vector<16xi32>
    %458 = "llvm.extractelement"(%99, %9) : (vector<32xi8>, i64) -> i8
    %459 = "llvm.sext"(%247) : (vector<16xi8>) -> vector<16xi32>
    %460 = "llvm.sext"(%458) : (i8) -> i32
    %461 = "llvm.insertelement"(%32, %460, %70) : (vector<16xi32>, i32, i32) -> vector<16xi32>
    %462 = "llvm.shufflevector"(%461, %32) <{mask = array<i32: 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0>}> : (vector<16xi32>, vector<16xi32>) -> vector<16xi32>
    %463 = "llvm.mul"(%459, %462) <{overflowFlags = 0 : i32}> : (vector<16xi32>, vector<16xi32>) -> vector<16xi32>
    %464 = "llvm.add"(%463, %457) <{overflowFlags = 0 : i32}> : (vector<16xi32>, vector<16xi32>) -> vector<16xi32>
    %465 = "llvm.extractelement"(%99, %8) : (vector<32xi8>, i64) -> i8
    %466 = "llvm.sext"(%253) : (vector<16xi8>) -> vector<16xi32>
    %467 = "llvm.sext"(%465) : (i8) -> i32
    %468 = "llvm.insertelement"(%32, %467, %70) : (vector<16xi32>, i32, i32) -> vector<16xi32>
    %469 = "llvm.shufflevector"(%468, %32) <{mask = array<i32: 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0>}> : (vector<16xi32>, vector<16xi32>) -> vector<16xi32>
    %470 = "llvm.mul"(%466, %469) <{overflowFlags = 0 : i32}> : (vector<16xi32>, vector<16xi32>) -> vector<16xi32>
    %471 = "llvm.add"(%470, %464) <{overflowFlags = 0 : i32}> : (vector<16xi32>, vector<16xi32>) -> vector<16xi32>
    %472 = "llvm.extractelement"(%99, %7) : (vector<32xi8>, i64) -> i8
    %473 = "llvm.sext"(%259) : (vector<16xi8>) -> vector<16xi32>
    %474 = "llvm.sext"(%472) : (i8) -> i32
    %475 = "llvm.insertelement"(%32, %474, %70) : (vector<16xi32>, i32, i32) -> vector<16xi32>
    %476 = "llvm.shufflevector"(%475, %32) <{mask = array<i32: 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0>}> : (vector<16xi32>, vector<16xi32>) -> vector<16xi32>
    %477 = "llvm.mul"(%473, %476) <{overflowFlags = 0 : i32}> : (vector<16xi32>, vector<16xi32>) -> vector<16xi32>
    %478 = "llvm.add"(%477, %471) <{overflowFlags = 0 : i32}> : (vector<16xi32>, vector<16xi32>) -> vector<16xi32>
    %479 = "llvm.extractelement"(%99, %6) : (vector<32xi8>, i64) -> i8
    %480 = "llvm.sext"(%265) : (vector<16xi8>) -> vector<16xi32>
    %481 = "llvm.sext"(%479) : (i8) -> i32
    %482 = "llvm.insertelement"(%32, %481, %70) : (vector<16xi32>, i32, i32) -> vector<16xi32>
    %483 = "llvm.shufflevector"(%482, %32) <{mask = array<i32: 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0>}> : (vector<16xi32>, vector<16xi32>) -> vector<16xi32>
    %484 = "llvm.mul"(%480, %483) <{overflowFlags = 0 : i32}> : (vector<16xi32>, vector<16xi32>) -> vector<16xi32>
    %485 = "llvm.add"(%484, %478) <{overflowFlags = 0 : i32}> : (vector<16xi32>, vector<16xi32>) -> vector<16xi32>
    %486 = "llvm.extractelement"(%99, %5) : (vector<32xi8>, i64) -> i8
    %487 = "llvm.sext"(%271) : (vector<16xi8>) -> vector<16xi32>
    %488 = "llvm.sext"(%486) : (i8) -> i32
    %489 = "llvm.insertelement"(%32, %488, %70) : (vector<16xi32>, i32, i32) -> vector<16xi32>
    %490 = "llvm.shufflevector"(%489, %32) <{mask = array<i32: 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0>}> : (vector<16xi32>, vector<16xi32>) -> vector<16xi32>
    %491 = "llvm.mul"(%487, %490) <{overflowFlags = 0 : i32}> : (vector<16xi32>, vector<16xi32>) -> vector<16xi32>
    %492 = "llvm.add"(%491, %485) <{overflowFlags = 0 : i32}> : (vector<16xi32>, vector<16xi32>) -> vector<16xi32>
    %493 = "llvm.extractelement"(%99, %4) : (vector<32xi8>, i64) -> i8
    %494 = "llvm.sext"(%277) : (vector<16xi8>) -> vector<16xi32>
    %495 = "llvm.sext"(%493) : (i8) -> i32
    %496 = "llvm.insertelement"(%32, %495, %70) : (vector<16xi32>, i32, i32) -> vector<16xi32>
    %497 = "llvm.shufflevector"(%496, %32) <{mask = array<i32: 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0>}> : (vector<16xi32>, vector<16xi32>) -> vector<16xi32>
    %498 = "llvm.mul"(%494, %497) <{overflowFlags = 0 : i32}> : (vector<16xi32>, vector<16xi32>) -> vector<16xi32>
    %499 = "llvm.add"(%498, %492) <{overflowFlags = 0 : i32}> : (vector<16xi32>, vector<16xi32>) -> vector<16xi32>
    %500 = "llvm.extractelement"(%99, %3) : (vector<32xi8>, i64) -> i8
    %501 = "llvm.sext"(%283) : (vector<16xi8>) -> vector<16xi32>
    %502 = "llvm.sext"(%500) : (i8) -> i32
    %503 = "llvm.insertelement"(%32, %502, %70) : (vector<16xi32>, i32, i32) -> vector<16xi32>
    %504 = "llvm.shufflevector"(%503, %32) <{mask = array<i32: 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0>}> : (vector<16xi32>, vector<16xi32>) -> vector<16xi32>
    %505 = "llvm.mul"(%501, %504) <{overflowFlags = 0 : i32}> : (vector<16xi32>, vector<16xi32>) -> vector<16xi32>
    %506 = "llvm.add"(%505, %499) <{overflowFlags = 0 : i32}> : (vector<16xi32>, vector<16xi32>) -> vector<16xi32>
    %507 = "llvm.extractelement"(%99, %2) : (vector<32xi8>, i64) -> i8
    %508 = "llvm.sext"(%289) : (vector<16xi8>) -> vector<16xi32>
    %509 = "llvm.sext"(%507) : (i8) -> i32
    %510 = "llvm.insertelement"(%32, %509, %70) : (vector<16xi32>, i32, i32) -> vector<16xi32>
    %511 = "llvm.shufflevector"(%510, %32) <{mask = array<i32: 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0>}> : (vector<16xi32>, vector<16xi32>) -> vector<16xi32>
    %512 = "llvm.mul"(%508, %511) <{overflowFlags = 0 : i32}> : (vector<16xi32>, vector<16xi32>) -> vector<16xi32>
    %513 = "llvm.add"(%512, %506) <{overflowFlags = 0 : i32}> : (vector<16xi32>, vector<16xi32>) -> vector<16xi32>
    %514 = "llvm.add"(%92, %71) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    "llvm.br"(%514, %513)[^bb1] : (i32, vector<16xi32>) -> ()
  ^bb3:  // pred: ^bb1
    %515 = "llvm.mul"(%91, %37) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %516 = "llvm.add"(%515, %85) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %517 = "llvm.getelementptr"(%arg3, %516) <{elem_type = i32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    "llvm.store"(%93, %517) <{alignment = 4 : i64, ordering = 0 : i64}> : (vector<16xi32>, !llvm.ptr<1>) -> ()
    "llvm.return"() : () -> ()
  }) {gpu.known_block_size = array<i32: 32, 8, 1>} : () -> ()
  "iree_codegen.dispatch_config"() <{function_ref = @mm_i8_dispatch_0_matmul_128x128x256_i8xi8xi32, subgroup_size = 32 : i64, workgroup_size = array<i64: 32, 8, 1>}> ({
  ^bb0(%arg0: !hal.device):
    %0 = "arith.constant"() <{value = 4 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    "iree_codegen.yield"(%0, %1, %1) : (index, index, index) -> ()
  }) : () -> ()
}) : () -> ()
