"builtin.module"() ({
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<f32 (f32, f32, f32)>, linkage = #llvm.linkage<external>, sym_name = "__nv_fmaf", visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, arg_attrs = [{llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef, llvm.readonly}, {llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef, llvm.readonly}, {llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef}], function_type = !llvm.func<void (ptr<1>, ptr<1>, ptr<1>)>, linkage = #llvm.linkage<external>, sym_name = "matmul_dispatch_0_matmul_128x128x128_f32", visibility_ = 0 : i64}> ({
  ^bb0(%arg1: !llvm.ptr<1>, %arg2: !llvm.ptr<1>, %arg3: !llvm.ptr<1>):
    %2 = "llvm.mlir.poison"() : () -> vector<16xf32>
    %3 = "llvm.mlir.constant"() <{value = 31 : i64}> : () -> i64
    %4 = "llvm.mlir.constant"() <{value = 30 : i64}> : () -> i64
    %5 = "llvm.mlir.constant"() <{value = 29 : i64}> : () -> i64
    %6 = "llvm.mlir.constant"() <{value = 28 : i64}> : () -> i64
    %7 = "llvm.mlir.constant"() <{value = 27 : i64}> : () -> i64
    %8 = "llvm.mlir.constant"() <{value = 26 : i64}> : () -> i64
    %9 = "llvm.mlir.constant"() <{value = 25 : i64}> : () -> i64
    %10 = "llvm.mlir.constant"() <{value = 24 : i64}> : () -> i64
    %11 = "llvm.mlir.constant"() <{value = 23 : i64}> : () -> i64
    %12 = "llvm.mlir.constant"() <{value = 22 : i64}> : () -> i64
    %13 = "llvm.mlir.constant"() <{value = 21 : i64}> : () -> i64
    %14 = "llvm.mlir.constant"() <{value = 20 : i64}> : () -> i64
    %15 = "llvm.mlir.constant"() <{value = 19 : i64}> : () -> i64
    %16 = "llvm.mlir.constant"() <{value = 18 : i64}> : () -> i64
    %17 = "llvm.mlir.constant"() <{value = 17 : i64}> : () -> i64
    %18 = "llvm.mlir.constant"() <{value = 16 : i64}> : () -> i64
    %19 = "llvm.mlir.constant"() <{value = 15 : i64}> : () -> i64
    %20 = "llvm.mlir.constant"() <{value = 14 : i64}> : () -> i64
    %21 = "llvm.mlir.constant"() <{value = 13 : i64}> : () -> i64
    %22 = "llvm.mlir.constant"() <{value = 12 : i64}> : () -> i64
    %23 = "llvm.mlir.constant"() <{value = 11 : i64}> : () -> i64
    %24 = "llvm.mlir.constant"() <{value = 10 : i64}> : () -> i64
    %25 = "llvm.mlir.constant"() <{value = 9 : i64}> : () -> i64
    %26 = "llvm.mlir.constant"() <{value = 8 : i64}> : () -> i64
    %27 = "llvm.mlir.constant"() <{value = 7 : i64}> : () -> i64
    %28 = "llvm.mlir.constant"() <{value = 6 : i64}> : () -> i64
    %29 = "llvm.mlir.constant"() <{value = 5 : i64}> : () -> i64
    %30 = "llvm.mlir.constant"() <{value = 4 : i64}> : () -> i64
    %31 = "llvm.mlir.constant"() <{value = 3 : i64}> : () -> i64
    %32 = "llvm.mlir.constant"() <{value = 2 : i64}> : () -> i64
    %33 = "llvm.mlir.constant"() <{value = 64 : i64}> : () -> i64
    %34 = "llvm.mlir.constant"() <{value = true}> : () -> i1
    %35 = "llvm.mlir.constant"() <{value = 1 : i64}> : () -> i64
    %36 = "llvm.mlir.constant"() <{value = 128 : i64}> : () -> i64
    %37 = "llvm.mlir.constant"() <{value = 31 : i32}> : () -> i32
    %38 = "llvm.mlir.constant"() <{value = 30 : i32}> : () -> i32
    %39 = "llvm.mlir.constant"() <{value = 29 : i32}> : () -> i32
    %40 = "llvm.mlir.constant"() <{value = 28 : i32}> : () -> i32
    %41 = "llvm.mlir.constant"() <{value = 27 : i32}> : () -> i32
    %42 = "llvm.mlir.constant"() <{value = 26 : i32}> : () -> i32
    %43 = "llvm.mlir.constant"() <{value = 25 : i32}> : () -> i32
    %44 = "llvm.mlir.constant"() <{value = 24 : i32}> : () -> i32
    %45 = "llvm.mlir.constant"() <{value = 23 : i32}> : () -> i32
    %46 = "llvm.mlir.constant"() <{value = 22 : i32}> : () -> i32
    %47 = "llvm.mlir.constant"() <{value = 21 : i32}> : () -> i32
    %48 = "llvm.mlir.constant"() <{value = 20 : i32}> : () -> i32
    %49 = "llvm.mlir.constant"() <{value = 19 : i32}> : () -> i32
    %50 = "llvm.mlir.constant"() <{value = 18 : i32}> : () -> i32
    %51 = "llvm.mlir.constant"() <{value = 17 : i32}> : () -> i32
    %52 = "llvm.mlir.constant"() <{value = 16 : i32}> : () -> i32
    %53 = "llvm.mlir.constant"() <{value = 15 : i32}> : () -> i32
    %54 = "llvm.mlir.constant"() <{value = 14 : i32}> : () -> i32
    %55 = "llvm.mlir.constant"() <{value = 13 : i32}> : () -> i32
    %56 = "llvm.mlir.constant"() <{value = 12 : i32}> : () -> i32
    %57 = "llvm.mlir.constant"() <{value = 11 : i32}> : () -> i32
    %58 = "llvm.mlir.constant"() <{value = 10 : i32}> : () -> i32
    %59 = "llvm.mlir.constant"() <{value = 9 : i32}> : () -> i32
    %60 = "llvm.mlir.constant"() <{value = 8 : i32}> : () -> i32
    %61 = "llvm.mlir.constant"() <{value = 7 : i32}> : () -> i32
    %62 = "llvm.mlir.constant"() <{value = 6 : i32}> : () -> i32
    %63 = "llvm.mlir.constant"() <{value = 5 : i32}> : () -> i32
    %64 = "llvm.mlir.constant"() <{value = 4 : i32}> : () -> i32
    %65 = "llvm.mlir.constant"() <{value = 3 : i32}> : () -> i32
    %66 = "llvm.mlir.constant"() <{value = 2 : i32}> : () -> i32
    %67 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
    %68 = "llvm.mlir.constant"() <{value = 128 : i32}> : () -> i32
    %69 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
    %70 = "llvm.mlir.constant"() <{value = 32 : i32}> : () -> i32
    %71 = "llvm.mlir.constant"() <{value = 0 : i64}> : () -> i64
    %72 = "llvm.mlir.constant"() <{value = dense<0.000000e+00> : vector<16xf32>}> : () -> vector<16xf32>
    %73 = "nvvm.read.ptx.sreg.tid.y"() <{range = #llvm.constant_range<i32, 0, 8>}> : () -> i32
    %74 = "llvm.sext"(%73) : (i32) -> i64
    %75 = "nvvm.read.ptx.sreg.tid.x"() <{range = #llvm.constant_range<i32, 0, 32>}> : () -> i32
    %76 = "llvm.sext"(%75) : (i32) -> i64
    %77 = "llvm.trunc"(%74) <{overflowFlags = 0 : i32}> : (i64) -> i32
    %78 = "llvm.mul"(%77, %70) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %79 = "llvm.trunc"(%76) <{overflowFlags = 0 : i32}> : (i64) -> i32
    %80 = "llvm.add"(%78, %79) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    "llvm.intr.assume"(%34, %arg1, %33) <{op_bundle_sizes = array<i32: 2>, op_bundle_tags = ["align"]}> : (i1, !llvm.ptr<1>, i64) -> ()
    "llvm.intr.assume"(%34, %arg2, %33) <{op_bundle_sizes = array<i32: 2>, op_bundle_tags = ["align"]}> : (i1, !llvm.ptr<1>, i64) -> ()
    "llvm.intr.assume"(%34, %arg3, %33) <{op_bundle_sizes = array<i32: 2>, op_bundle_tags = ["align"]}> : (i1, !llvm.ptr<1>, i64) -> ()
    %81 = "llvm.udiv"(%80, %60) : (i32, i32) -> i32
    %82 = "llvm.urem"(%80, %60) : (i32, i32) -> i32
    %83 = "llvm.mul"(%82, %52) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %84 = "llvm.zext"(%83) : (i32) -> i64
    %85 = "nvvm.read.ptx.sreg.ctaid.x"() <{range = #llvm.constant_range<i32, 0, 4>}> : () -> i32
    %86 = "llvm.sext"(%85) : (i32) -> i64
    %87 = "llvm.trunc"(%86) <{overflowFlags = 0 : i32}> : (i64) -> i32
    %88 = "llvm.mul"(%87, %70) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %89 = "llvm.add"(%81, %88) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %90 = "llvm.zext"(%89) : (i32) -> i64
    "llvm.br"(%69, %72)[^bb1] : (i32, vector<16xf32>) -> ()
  ^bb1(%91: i32, %92: vector<16xf32>):  // 2 preds: ^bb0, ^bb2
    %93 = "llvm.icmp"(%91, %68) <{predicate = 2 : i64}> : (i32, i32) -> i1
    "llvm.cond_br"(%93)[^bb2, ^bb3] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb2:  // pred: ^bb1
    %94 = "llvm.zext"(%91) : (i32) -> i64
    %95 = "llvm.mul"(%90, %36) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %96 = "llvm.add"(%95, %94) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %97 = "llvm.getelementptr"(%arg1, %96) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %98 = "llvm.load"(%97) <{alignment = 4 : i64, ordering = 0 : i64}> : (!llvm.ptr<1>) -> vector<32xf32>
    %99 = "llvm.mul"(%94, %36) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %100 = "llvm.add"(%99, %84) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %101 = "llvm.getelementptr"(%arg2, %100) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %102 = "llvm.load"(%101) <{alignment = 4 : i64, ordering = 0 : i64}> : (!llvm.ptr<1>) -> vector<16xf32>
    %103 = "llvm.add"(%91, %67) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %104 = "llvm.zext"(%103) : (i32) -> i64
    %105 = "llvm.mul"(%104, %36) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %106 = "llvm.add"(%105, %84) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %107 = "llvm.getelementptr"(%arg2, %106) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %108 = "llvm.load"(%107) <{alignment = 4 : i64, ordering = 0 : i64}> : (!llvm.ptr<1>) -> vector<16xf32>
    %109 = "llvm.add"(%91, %66) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %110 = "llvm.zext"(%109) : (i32) -> i64
    %111 = "llvm.mul"(%110, %36) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %112 = "llvm.add"(%111, %84) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %113 = "llvm.getelementptr"(%arg2, %112) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %114 = "llvm.load"(%113) <{alignment = 4 : i64, ordering = 0 : i64}> : (!llvm.ptr<1>) -> vector<16xf32>
    %115 = "llvm.add"(%91, %65) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %116 = "llvm.zext"(%115) : (i32) -> i64
    %117 = "llvm.mul"(%116, %36) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %118 = "llvm.add"(%117, %84) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %119 = "llvm.getelementptr"(%arg2, %118) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %120 = "llvm.load"(%119) <{alignment = 4 : i64, ordering = 0 : i64}> : (!llvm.ptr<1>) -> vector<16xf32>
    %121 = "llvm.add"(%91, %64) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %122 = "llvm.zext"(%121) : (i32) -> i64
    %123 = "llvm.mul"(%122, %36) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %124 = "llvm.add"(%123, %84) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %125 = "llvm.getelementptr"(%arg2, %124) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %126 = "llvm.load"(%125) <{alignment = 4 : i64, ordering = 0 : i64}> : (!llvm.ptr<1>) -> vector<16xf32>
    %127 = "llvm.add"(%91, %63) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %128 = "llvm.zext"(%127) : (i32) -> i64
    %129 = "llvm.mul"(%128, %36) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %130 = "llvm.add"(%129, %84) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %131 = "llvm.getelementptr"(%arg2, %130) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %132 = "llvm.load"(%131) <{alignment = 4 : i64, ordering = 0 : i64}> : (!llvm.ptr<1>) -> vector<16xf32>
    %133 = "llvm.add"(%91, %62) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %134 = "llvm.zext"(%133) : (i32) -> i64
    %135 = "llvm.mul"(%134, %36) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %136 = "llvm.add"(%135, %84) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %137 = "llvm.getelementptr"(%arg2, %136) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %138 = "llvm.load"(%137) <{alignment = 4 : i64, ordering = 0 : i64}> : (!llvm.ptr<1>) -> vector<16xf32>
    %139 = "llvm.add"(%91, %61) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %140 = "llvm.zext"(%139) : (i32) -> i64
    %141 = "llvm.mul"(%140, %36) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %142 = "llvm.add"(%141, %84) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %143 = "llvm.getelementptr"(%arg2, %142) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %144 = "llvm.load"(%143) <{alignment = 4 : i64, ordering = 0 : i64}> : (!llvm.ptr<1>) -> vector<16xf32>
    %145 = "llvm.add"(%91, %60) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %146 = "llvm.zext"(%145) : (i32) -> i64
    %147 = "llvm.mul"(%146, %36) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %148 = "llvm.add"(%147, %84) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %149 = "llvm.getelementptr"(%arg2, %148) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %150 = "llvm.load"(%149) <{alignment = 4 : i64, ordering = 0 : i64}> : (!llvm.ptr<1>) -> vector<16xf32>
    %151 = "llvm.add"(%91, %59) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %152 = "llvm.zext"(%151) : (i32) -> i64
    %153 = "llvm.mul"(%152, %36) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %154 = "llvm.add"(%153, %84) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %155 = "llvm.getelementptr"(%arg2, %154) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %156 = "llvm.load"(%155) <{alignment = 4 : i64, ordering = 0 : i64}> : (!llvm.ptr<1>) -> vector<16xf32>
    %157 = "llvm.add"(%91, %58) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %158 = "llvm.zext"(%157) : (i32) -> i64
    %159 = "llvm.mul"(%158, %36) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %160 = "llvm.add"(%159, %84) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %161 = "llvm.getelementptr"(%arg2, %160) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %162 = "llvm.load"(%161) <{alignment = 4 : i64, ordering = 0 : i64}> : (!llvm.ptr<1>) -> vector<16xf32>
    %163 = "llvm.add"(%91, %57) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %164 = "llvm.zext"(%163) : (i32) -> i64
    %165 = "llvm.mul"(%164, %36) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %166 = "llvm.add"(%165, %84) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %167 = "llvm.getelementptr"(%arg2, %166) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %168 = "llvm.load"(%167) <{alignment = 4 : i64, ordering = 0 : i64}> : (!llvm.ptr<1>) -> vector<16xf32>
    %169 = "llvm.add"(%91, %56) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %170 = "llvm.zext"(%169) : (i32) -> i64
    %171 = "llvm.mul"(%170, %36) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %172 = "llvm.add"(%171, %84) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %173 = "llvm.getelementptr"(%arg2, %172) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %174 = "llvm.load"(%173) <{alignment = 4 : i64, ordering = 0 : i64}> : (!llvm.ptr<1>) -> vector<16xf32>
    %175 = "llvm.add"(%91, %55) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %176 = "llvm.zext"(%175) : (i32) -> i64
    %177 = "llvm.mul"(%176, %36) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %178 = "llvm.add"(%177, %84) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %179 = "llvm.getelementptr"(%arg2, %178) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %180 = "llvm.load"(%179) <{alignment = 4 : i64, ordering = 0 : i64}> : (!llvm.ptr<1>) -> vector<16xf32>
    %181 = "llvm.add"(%91, %54) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %182 = "llvm.zext"(%181) : (i32) -> i64
    %183 = "llvm.mul"(%182, %36) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %184 = "llvm.add"(%183, %84) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %185 = "llvm.getelementptr"(%arg2, %184) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %186 = "llvm.load"(%185) <{alignment = 4 : i64, ordering = 0 : i64}> : (!llvm.ptr<1>) -> vector<16xf32>
    %187 = "llvm.add"(%91, %53) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %188 = "llvm.zext"(%187) : (i32) -> i64
    %189 = "llvm.mul"(%188, %36) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %190 = "llvm.add"(%189, %84) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %191 = "llvm.getelementptr"(%arg2, %190) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %192 = "llvm.load"(%191) <{alignment = 4 : i64, ordering = 0 : i64}> : (!llvm.ptr<1>) -> vector<16xf32>
    %193 = "llvm.add"(%91, %52) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %194 = "llvm.zext"(%193) : (i32) -> i64
    %195 = "llvm.mul"(%194, %36) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %196 = "llvm.add"(%195, %84) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %197 = "llvm.getelementptr"(%arg2, %196) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %198 = "llvm.load"(%197) <{alignment = 4 : i64, ordering = 0 : i64}> : (!llvm.ptr<1>) -> vector<16xf32>
    %199 = "llvm.add"(%91, %51) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %200 = "llvm.zext"(%199) : (i32) -> i64
    %201 = "llvm.mul"(%200, %36) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %202 = "llvm.add"(%201, %84) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %203 = "llvm.getelementptr"(%arg2, %202) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %204 = "llvm.load"(%203) <{alignment = 4 : i64, ordering = 0 : i64}> : (!llvm.ptr<1>) -> vector<16xf32>
    %205 = "llvm.add"(%91, %50) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %206 = "llvm.zext"(%205) : (i32) -> i64
    %207 = "llvm.mul"(%206, %36) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %208 = "llvm.add"(%207, %84) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %209 = "llvm.getelementptr"(%arg2, %208) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %210 = "llvm.load"(%209) <{alignment = 4 : i64, ordering = 0 : i64}> : (!llvm.ptr<1>) -> vector<16xf32>
    %211 = "llvm.add"(%91, %49) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %212 = "llvm.zext"(%211) : (i32) -> i64
    %213 = "llvm.mul"(%212, %36) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %214 = "llvm.add"(%213, %84) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %215 = "llvm.getelementptr"(%arg2, %214) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %216 = "llvm.load"(%215) <{alignment = 4 : i64, ordering = 0 : i64}> : (!llvm.ptr<1>) -> vector<16xf32>
    %217 = "llvm.add"(%91, %48) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %218 = "llvm.zext"(%217) : (i32) -> i64
    %219 = "llvm.mul"(%218, %36) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %220 = "llvm.add"(%219, %84) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %221 = "llvm.getelementptr"(%arg2, %220) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %222 = "llvm.load"(%221) <{alignment = 4 : i64, ordering = 0 : i64}> : (!llvm.ptr<1>) -> vector<16xf32>
    %223 = "llvm.add"(%91, %47) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %224 = "llvm.zext"(%223) : (i32) -> i64
    %225 = "llvm.mul"(%224, %36) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %226 = "llvm.add"(%225, %84) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %227 = "llvm.getelementptr"(%arg2, %226) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %228 = "llvm.load"(%227) <{alignment = 4 : i64, ordering = 0 : i64}> : (!llvm.ptr<1>) -> vector<16xf32>
    %229 = "llvm.add"(%91, %46) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %230 = "llvm.zext"(%229) : (i32) -> i64
    %231 = "llvm.mul"(%230, %36) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %232 = "llvm.add"(%231, %84) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %233 = "llvm.getelementptr"(%arg2, %232) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %234 = "llvm.load"(%233) <{alignment = 4 : i64, ordering = 0 : i64}> : (!llvm.ptr<1>) -> vector<16xf32>
    %235 = "llvm.add"(%91, %45) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %236 = "llvm.zext"(%235) : (i32) -> i64
    %237 = "llvm.mul"(%236, %36) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %238 = "llvm.add"(%237, %84) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %239 = "llvm.getelementptr"(%arg2, %238) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %240 = "llvm.load"(%239) <{alignment = 4 : i64, ordering = 0 : i64}> : (!llvm.ptr<1>) -> vector<16xf32>
    %241 = "llvm.add"(%91, %44) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %242 = "llvm.zext"(%241) : (i32) -> i64
    %243 = "llvm.mul"(%242, %36) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %244 = "llvm.add"(%243, %84) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %245 = "llvm.getelementptr"(%arg2, %244) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %246 = "llvm.load"(%245) <{alignment = 4 : i64, ordering = 0 : i64}> : (!llvm.ptr<1>) -> vector<16xf32>
    %247 = "llvm.add"(%91, %43) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %248 = "llvm.zext"(%247) : (i32) -> i64
    %249 = "llvm.mul"(%248, %36) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %250 = "llvm.add"(%249, %84) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %251 = "llvm.getelementptr"(%arg2, %250) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %252 = "llvm.load"(%251) <{alignment = 4 : i64, ordering = 0 : i64}> : (!llvm.ptr<1>) -> vector<16xf32>
    %253 = "llvm.add"(%91, %42) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %254 = "llvm.zext"(%253) : (i32) -> i64
    %255 = "llvm.mul"(%254, %36) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %256 = "llvm.add"(%255, %84) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %257 = "llvm.getelementptr"(%arg2, %256) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %258 = "llvm.load"(%257) <{alignment = 4 : i64, ordering = 0 : i64}> : (!llvm.ptr<1>) -> vector<16xf32>
    %259 = "llvm.add"(%91, %41) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %260 = "llvm.zext"(%259) : (i32) -> i64
    %261 = "llvm.mul"(%260, %36) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %262 = "llvm.add"(%261, %84) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %263 = "llvm.getelementptr"(%arg2, %262) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %264 = "llvm.load"(%263) <{alignment = 4 : i64, ordering = 0 : i64}> : (!llvm.ptr<1>) -> vector<16xf32>
    %265 = "llvm.add"(%91, %40) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %266 = "llvm.zext"(%265) : (i32) -> i64
    %267 = "llvm.mul"(%266, %36) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %268 = "llvm.add"(%267, %84) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %269 = "llvm.getelementptr"(%arg2, %268) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %270 = "llvm.load"(%269) <{alignment = 4 : i64, ordering = 0 : i64}> : (!llvm.ptr<1>) -> vector<16xf32>
    %271 = "llvm.add"(%91, %39) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %272 = "llvm.zext"(%271) : (i32) -> i64
    %273 = "llvm.mul"(%272, %36) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %274 = "llvm.add"(%273, %84) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %275 = "llvm.getelementptr"(%arg2, %274) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %276 = "llvm.load"(%275) <{alignment = 4 : i64, ordering = 0 : i64}> : (!llvm.ptr<1>) -> vector<16xf32>
    %277 = "llvm.add"(%91, %38) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %278 = "llvm.zext"(%277) : (i32) -> i64
    %279 = "llvm.mul"(%278, %36) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %280 = "llvm.add"(%279, %84) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %281 = "llvm.getelementptr"(%arg2, %280) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %282 = "llvm.load"(%281) <{alignment = 4 : i64, ordering = 0 : i64}> : (!llvm.ptr<1>) -> vector<16xf32>
    %283 = "llvm.add"(%91, %37) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %284 = "llvm.zext"(%283) : (i32) -> i64
    %285 = "llvm.mul"(%284, %36) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %286 = "llvm.add"(%285, %84) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %287 = "llvm.getelementptr"(%arg2, %286) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %288 = "llvm.load"(%287) <{alignment = 4 : i64, ordering = 0 : i64}> : (!llvm.ptr<1>) -> vector<16xf32>
    %289 = "llvm.extractelement"(%98, %71) : (vector<32xf32>, i64) -> f32
    %290 = "llvm.extractelement"(%98, %35) : (vector<32xf32>, i64) -> f32
    %291 = "llvm.extractelement"(%98, %32) : (vector<32xf32>, i64) -> f32
    %292 = "llvm.extractelement"(%98, %31) : (vector<32xf32>, i64) -> f32
    %293 = "llvm.extractelement"(%98, %30) : (vector<32xf32>, i64) -> f32
    %294 = "llvm.extractelement"(%98, %29) : (vector<32xf32>, i64) -> f32
    %295 = "llvm.extractelement"(%98, %28) : (vector<32xf32>, i64) -> f32
    %296 = "llvm.extractelement"(%98, %27) : (vector<32xf32>, i64) -> f32
    %297 = "llvm.extractelement"(%98, %26) : (vector<32xf32>, i64) -> f32
    %298 = "llvm.extractelement"(%98, %25) : (vector<32xf32>, i64) -> f32
    %299 = "llvm.extractelement"(%98, %24) : (vector<32xf32>, i64) -> f32
    %300 = "llvm.extractelement"(%98, %23) : (vector<32xf32>, i64) -> f32
    %301 = "llvm.extractelement"(%98, %22) : (vector<32xf32>, i64) -> f32
    %302 = "llvm.extractelement"(%98, %21) : (vector<32xf32>, i64) -> f32
    %303 = "llvm.extractelement"(%98, %20) : (vector<32xf32>, i64) -> f32
    %304 = "llvm.extractelement"(%98, %19) : (vector<32xf32>, i64) -> f32
    %305 = "llvm.extractelement"(%98, %18) : (vector<32xf32>, i64) -> f32
    %306 = "llvm.extractelement"(%98, %17) : (vector<32xf32>, i64) -> f32
    %307 = "llvm.extractelement"(%98, %16) : (vector<32xf32>, i64) -> f32
    %308 = "llvm.extractelement"(%98, %15) : (vector<32xf32>, i64) -> f32
    %309 = "llvm.extractelement"(%98, %14) : (vector<32xf32>, i64) -> f32
    %310 = "llvm.extractelement"(%98, %13) : (vector<32xf32>, i64) -> f32
    %311 = "llvm.extractelement"(%98, %12) : (vector<32xf32>, i64) -> f32
    %312 = "llvm.extractelement"(%98, %11) : (vector<32xf32>, i64) -> f32
    %313 = "llvm.extractelement"(%98, %10) : (vector<32xf32>, i64) -> f32
    %314 = "llvm.extractelement"(%98, %9) : (vector<32xf32>, i64) -> f32
    %315 = "llvm.extractelement"(%98, %8) : (vector<32xf32>, i64) -> f32
    %316 = "llvm.extractelement"(%98, %7) : (vector<32xf32>, i64) -> f32
    %317 = "llvm.extractelement"(%98, %6) : (vector<32xf32>, i64) -> f32
    %318 = "llvm.extractelement"(%98, %5) : (vector<32xf32>, i64) -> f32
    %319 = "llvm.extractelement"(%98, %4) : (vector<32xf32>, i64) -> f32
    %320 = "llvm.extractelement"(%98, %3) : (vector<32xf32>, i64) -> f32
    %321 = "llvm.insertelement"(%2, %289, %69) : (vector<16xf32>, f32, i32) -> vector<16xf32>
    %322 = "llvm.shufflevector"(%321, %2) <{mask = array<i32: 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0>}> : (vector<16xf32>, vector<16xf32>) -> vector<16xf32>
    %323 = "llvm.insertelement"(%2, %290, %69) : (vector<16xf32>, f32, i32) -> vector<16xf32>
    %324 = "llvm.shufflevector"(%323, %2) <{mask = array<i32: 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0>}> : (vector<16xf32>, vector<16xf32>) -> vector<16xf32>
    %325 = "llvm.insertelement"(%2, %291, %69) : (vector<16xf32>, f32, i32) -> vector<16xf32>
    %326 = "llvm.shufflevector"(%325, %2) <{mask = array<i32: 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0>}> : (vector<16xf32>, vector<16xf32>) -> vector<16xf32>
    %327 = "llvm.insertelement"(%2, %292, %69) : (vector<16xf32>, f32, i32) -> vector<16xf32>
    %328 = "llvm.shufflevector"(%327, %2) <{mask = array<i32: 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0>}> : (vector<16xf32>, vector<16xf32>) -> vector<16xf32>
    %329 = "llvm.insertelement"(%2, %293, %69) : (vector<16xf32>, f32, i32) -> vector<16xf32>
    %330 = "llvm.shufflevector"(%329, %2) <{mask = array<i32: 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0>}> : (vector<16xf32>, vector<16xf32>) -> vector<16xf32>
    %331 = "llvm.insertelement"(%2, %294, %69) : (vector<16xf32>, f32, i32) -> vector<16xf32>
    %332 = "llvm.shufflevector"(%331, %2) <{mask = array<i32: 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0>}> : (vector<16xf32>, vector<16xf32>) -> vector<16xf32>
    %333 = "llvm.insertelement"(%2, %295, %69) : (vector<16xf32>, f32, i32) -> vector<16xf32>
    %334 = "llvm.shufflevector"(%333, %2) <{mask = array<i32: 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0>}> : (vector<16xf32>, vector<16xf32>) -> vector<16xf32>
    %335 = "llvm.insertelement"(%2, %296, %69) : (vector<16xf32>, f32, i32) -> vector<16xf32>
    %336 = "llvm.shufflevector"(%335, %2) <{mask = array<i32: 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0>}> : (vector<16xf32>, vector<16xf32>) -> vector<16xf32>
    %337 = "llvm.insertelement"(%2, %297, %69) : (vector<16xf32>, f32, i32) -> vector<16xf32>
    %338 = "llvm.shufflevector"(%337, %2) <{mask = array<i32: 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0>}> : (vector<16xf32>, vector<16xf32>) -> vector<16xf32>
    %339 = "llvm.insertelement"(%2, %298, %69) : (vector<16xf32>, f32, i32) -> vector<16xf32>
    %340 = "llvm.shufflevector"(%339, %2) <{mask = array<i32: 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0>}> : (vector<16xf32>, vector<16xf32>) -> vector<16xf32>
    %341 = "llvm.insertelement"(%2, %299, %69) : (vector<16xf32>, f32, i32) -> vector<16xf32>
    %342 = "llvm.shufflevector"(%341, %2) <{mask = array<i32: 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0>}> : (vector<16xf32>, vector<16xf32>) -> vector<16xf32>
    %343 = "llvm.insertelement"(%2, %300, %69) : (vector<16xf32>, f32, i32) -> vector<16xf32>
    %344 = "llvm.shufflevector"(%343, %2) <{mask = array<i32: 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0>}> : (vector<16xf32>, vector<16xf32>) -> vector<16xf32>
    %345 = "llvm.insertelement"(%2, %301, %69) : (vector<16xf32>, f32, i32) -> vector<16xf32>
    %346 = "llvm.shufflevector"(%345, %2) <{mask = array<i32: 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0>}> : (vector<16xf32>, vector<16xf32>) -> vector<16xf32>
    %347 = "llvm.insertelement"(%2, %302, %69) : (vector<16xf32>, f32, i32) -> vector<16xf32>
    %348 = "llvm.shufflevector"(%347, %2) <{mask = array<i32: 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0>}> : (vector<16xf32>, vector<16xf32>) -> vector<16xf32>
    %349 = "llvm.insertelement"(%2, %303, %69) : (vector<16xf32>, f32, i32) -> vector<16xf32>
    %350 = "llvm.shufflevector"(%349, %2) <{mask = array<i32: 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0>}> : (vector<16xf32>, vector<16xf32>) -> vector<16xf32>
    %351 = "llvm.insertelement"(%2, %304, %69) : (vector<16xf32>, f32, i32) -> vector<16xf32>
    %352 = "llvm.shufflevector"(%351, %2) <{mask = array<i32: 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0>}> : (vector<16xf32>, vector<16xf32>) -> vector<16xf32>
    %353 = "llvm.insertelement"(%2, %305, %69) : (vector<16xf32>, f32, i32) -> vector<16xf32>
    %354 = "llvm.shufflevector"(%353, %2) <{mask = array<i32: 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0>}> : (vector<16xf32>, vector<16xf32>) -> vector<16xf32>
    %355 = "llvm.insertelement"(%2, %306, %69) : (vector<16xf32>, f32, i32) -> vector<16xf32>
    %356 = "llvm.shufflevector"(%355, %2) <{mask = array<i32: 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0>}> : (vector<16xf32>, vector<16xf32>) -> vector<16xf32>
    %357 = "llvm.insertelement"(%2, %307, %69) : (vector<16xf32>, f32, i32) -> vector<16xf32>
    %358 = "llvm.shufflevector"(%357, %2) <{mask = array<i32: 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0>}> : (vector<16xf32>, vector<16xf32>) -> vector<16xf32>
    %359 = "llvm.insertelement"(%2, %308, %69) : (vector<16xf32>, f32, i32) -> vector<16xf32>
    %360 = "llvm.shufflevector"(%359, %2) <{mask = array<i32: 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0>}> : (vector<16xf32>, vector<16xf32>) -> vector<16xf32>
    %361 = "llvm.insertelement"(%2, %309, %69) : (vector<16xf32>, f32, i32) -> vector<16xf32>
    %362 = "llvm.shufflevector"(%361, %2) <{mask = array<i32: 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0>}> : (vector<16xf32>, vector<16xf32>) -> vector<16xf32>
    %363 = "llvm.insertelement"(%2, %310, %69) : (vector<16xf32>, f32, i32) -> vector<16xf32>
    %364 = "llvm.shufflevector"(%363, %2) <{mask = array<i32: 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0>}> : (vector<16xf32>, vector<16xf32>) -> vector<16xf32>
    %365 = "llvm.insertelement"(%2, %311, %69) : (vector<16xf32>, f32, i32) -> vector<16xf32>
    %366 = "llvm.shufflevector"(%365, %2) <{mask = array<i32: 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0>}> : (vector<16xf32>, vector<16xf32>) -> vector<16xf32>
    %367 = "llvm.insertelement"(%2, %312, %69) : (vector<16xf32>, f32, i32) -> vector<16xf32>
    %368 = "llvm.shufflevector"(%367, %2) <{mask = array<i32: 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0>}> : (vector<16xf32>, vector<16xf32>) -> vector<16xf32>
    %369 = "llvm.insertelement"(%2, %313, %69) : (vector<16xf32>, f32, i32) -> vector<16xf32>
    %370 = "llvm.shufflevector"(%369, %2) <{mask = array<i32: 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0>}> : (vector<16xf32>, vector<16xf32>) -> vector<16xf32>
    %371 = "llvm.insertelement"(%2, %314, %69) : (vector<16xf32>, f32, i32) -> vector<16xf32>
    %372 = "llvm.shufflevector"(%371, %2) <{mask = array<i32: 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0>}> : (vector<16xf32>, vector<16xf32>) -> vector<16xf32>
    %373 = "llvm.insertelement"(%2, %315, %69) : (vector<16xf32>, f32, i32) -> vector<16xf32>
    %374 = "llvm.shufflevector"(%373, %2) <{mask = array<i32: 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0>}> : (vector<16xf32>, vector<16xf32>) -> vector<16xf32>
    %375 = "llvm.insertelement"(%2, %316, %69) : (vector<16xf32>, f32, i32) -> vector<16xf32>
    %376 = "llvm.shufflevector"(%375, %2) <{mask = array<i32: 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0>}> : (vector<16xf32>, vector<16xf32>) -> vector<16xf32>
    %377 = "llvm.insertelement"(%2, %317, %69) : (vector<16xf32>, f32, i32) -> vector<16xf32>
    %378 = "llvm.shufflevector"(%377, %2) <{mask = array<i32: 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0>}> : (vector<16xf32>, vector<16xf32>) -> vector<16xf32>
    %379 = "llvm.insertelement"(%2, %318, %69) : (vector<16xf32>, f32, i32) -> vector<16xf32>
    %380 = "llvm.shufflevector"(%379, %2) <{mask = array<i32: 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0>}> : (vector<16xf32>, vector<16xf32>) -> vector<16xf32>
    %381 = "llvm.insertelement"(%2, %319, %69) : (vector<16xf32>, f32, i32) -> vector<16xf32>
    %382 = "llvm.shufflevector"(%381, %2) <{mask = array<i32: 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0>}> : (vector<16xf32>, vector<16xf32>) -> vector<16xf32>
    %383 = "llvm.insertelement"(%2, %320, %69) : (vector<16xf32>, f32, i32) -> vector<16xf32>
    %384 = "llvm.shufflevector"(%383, %2) <{mask = array<i32: 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0>}> : (vector<16xf32>, vector<16xf32>) -> vector<16xf32>
    %385 = "llvm.extractelement"(%384, %71) : (vector<16xf32>, i64) -> f32
    %386 = "llvm.extractelement"(%288, %71) : (vector<16xf32>, i64) -> f32
    %387 = "llvm.extractelement"(%92, %71) : (vector<16xf32>, i64) -> f32
    %388 = "llvm.call"(%385, %386, %387) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %389 = "llvm.insertelement"(%2, %388, %71) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %390 = "llvm.extractelement"(%384, %35) : (vector<16xf32>, i64) -> f32
    %391 = "llvm.extractelement"(%288, %35) : (vector<16xf32>, i64) -> f32
    %392 = "llvm.extractelement"(%92, %35) : (vector<16xf32>, i64) -> f32
    %393 = "llvm.call"(%390, %391, %392) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %394 = "llvm.insertelement"(%389, %393, %35) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %395 = "llvm.extractelement"(%384, %32) : (vector<16xf32>, i64) -> f32
    %396 = "llvm.extractelement"(%288, %32) : (vector<16xf32>, i64) -> f32
    %397 = "llvm.extractelement"(%92, %32) : (vector<16xf32>, i64) -> f32
    %398 = "llvm.call"(%395, %396, %397) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %399 = "llvm.insertelement"(%394, %398, %32) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %400 = "llvm.extractelement"(%384, %31) : (vector<16xf32>, i64) -> f32
    %401 = "llvm.extractelement"(%288, %31) : (vector<16xf32>, i64) -> f32
    %402 = "llvm.extractelement"(%92, %31) : (vector<16xf32>, i64) -> f32
    %403 = "llvm.call"(%400, %401, %402) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %404 = "llvm.insertelement"(%399, %403, %31) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %405 = "llvm.extractelement"(%384, %30) : (vector<16xf32>, i64) -> f32
    %406 = "llvm.extractelement"(%288, %30) : (vector<16xf32>, i64) -> f32
    %407 = "llvm.extractelement"(%92, %30) : (vector<16xf32>, i64) -> f32
    %408 = "llvm.call"(%405, %406, %407) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %409 = "llvm.insertelement"(%404, %408, %30) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %410 = "llvm.extractelement"(%384, %29) : (vector<16xf32>, i64) -> f32
    %411 = "llvm.extractelement"(%288, %29) : (vector<16xf32>, i64) -> f32
    %412 = "llvm.extractelement"(%92, %29) : (vector<16xf32>, i64) -> f32
    %413 = "llvm.call"(%410, %411, %412) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %414 = "llvm.insertelement"(%409, %413, %29) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %415 = "llvm.extractelement"(%384, %28) : (vector<16xf32>, i64) -> f32
    %416 = "llvm.extractelement"(%288, %28) : (vector<16xf32>, i64) -> f32
    %417 = "llvm.extractelement"(%92, %28) : (vector<16xf32>, i64) -> f32
    %418 = "llvm.call"(%415, %416, %417) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %419 = "llvm.insertelement"(%414, %418, %28) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %420 = "llvm.extractelement"(%384, %27) : (vector<16xf32>, i64) -> f32
    %421 = "llvm.extractelement"(%288, %27) : (vector<16xf32>, i64) -> f32
    %422 = "llvm.extractelement"(%92, %27) : (vector<16xf32>, i64) -> f32
    %423 = "llvm.call"(%420, %421, %422) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %424 = "llvm.insertelement"(%419, %423, %27) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %425 = "llvm.extractelement"(%384, %26) : (vector<16xf32>, i64) -> f32
    %426 = "llvm.extractelement"(%288, %26) : (vector<16xf32>, i64) -> f32
    %427 = "llvm.extractelement"(%92, %26) : (vector<16xf32>, i64) -> f32
    %428 = "llvm.call"(%425, %426, %427) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %429 = "llvm.insertelement"(%424, %428, %26) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %430 = "llvm.extractelement"(%384, %25) : (vector<16xf32>, i64) -> f32
    %431 = "llvm.extractelement"(%288, %25) : (vector<16xf32>, i64) -> f32
    %432 = "llvm.extractelement"(%92, %25) : (vector<16xf32>, i64) -> f32
    %433 = "llvm.call"(%430, %431, %432) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %434 = "llvm.insertelement"(%429, %433, %25) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %435 = "llvm.extractelement"(%384, %24) : (vector<16xf32>, i64) -> f32
    %436 = "llvm.extractelement"(%288, %24) : (vector<16xf32>, i64) -> f32
    %437 = "llvm.extractelement"(%92, %24) : (vector<16xf32>, i64) -> f32
    %438 = "llvm.call"(%435, %436, %437) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %439 = "llvm.insertelement"(%434, %438, %24) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %440 = "llvm.extractelement"(%384, %23) : (vector<16xf32>, i64) -> f32
    %441 = "llvm.extractelement"(%288, %23) : (vector<16xf32>, i64) -> f32
    %442 = "llvm.extractelement"(%92, %23) : (vector<16xf32>, i64) -> f32
    %443 = "llvm.call"(%440, %441, %442) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %444 = "llvm.insertelement"(%439, %443, %23) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %445 = "llvm.extractelement"(%384, %22) : (vector<16xf32>, i64) -> f32
    %446 = "llvm.extractelement"(%288, %22) : (vector<16xf32>, i64) -> f32
    %447 = "llvm.extractelement"(%92, %22) : (vector<16xf32>, i64) -> f32
    %448 = "llvm.call"(%445, %446, %447) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %449 = "llvm.insertelement"(%444, %448, %22) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %450 = "llvm.extractelement"(%384, %21) : (vector<16xf32>, i64) -> f32
    %451 = "llvm.extractelement"(%288, %21) : (vector<16xf32>, i64) -> f32
    %452 = "llvm.extractelement"(%92, %21) : (vector<16xf32>, i64) -> f32
    %453 = "llvm.call"(%450, %451, %452) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %454 = "llvm.insertelement"(%449, %453, %21) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %455 = "llvm.extractelement"(%384, %20) : (vector<16xf32>, i64) -> f32
    %456 = "llvm.extractelement"(%288, %20) : (vector<16xf32>, i64) -> f32
    %457 = "llvm.extractelement"(%92, %20) : (vector<16xf32>, i64) -> f32
    %458 = "llvm.call"(%455, %456, %457) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %459 = "llvm.insertelement"(%454, %458, %20) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %460 = "llvm.extractelement"(%384, %19) : (vector<16xf32>, i64) -> f32
    %461 = "llvm.extractelement"(%288, %19) : (vector<16xf32>, i64) -> f32
    %462 = "llvm.extractelement"(%92, %19) : (vector<16xf32>, i64) -> f32
    %463 = "llvm.call"(%460, %461, %462) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %464 = "llvm.insertelement"(%459, %463, %19) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %465 = "llvm.extractelement"(%382, %71) : (vector<16xf32>, i64) -> f32
    %466 = "llvm.extractelement"(%282, %71) : (vector<16xf32>, i64) -> f32
    %467 = "llvm.extractelement"(%464, %71) : (vector<16xf32>, i64) -> f32
    %468 = "llvm.call"(%465, %466, %467) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %469 = "llvm.insertelement"(%2, %468, %71) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %470 = "llvm.extractelement"(%382, %35) : (vector<16xf32>, i64) -> f32
    %471 = "llvm.extractelement"(%282, %35) : (vector<16xf32>, i64) -> f32
    %472 = "llvm.extractelement"(%464, %35) : (vector<16xf32>, i64) -> f32
    %473 = "llvm.call"(%470, %471, %472) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %474 = "llvm.insertelement"(%469, %473, %35) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %475 = "llvm.extractelement"(%382, %32) : (vector<16xf32>, i64) -> f32
    %476 = "llvm.extractelement"(%282, %32) : (vector<16xf32>, i64) -> f32
    %477 = "llvm.extractelement"(%464, %32) : (vector<16xf32>, i64) -> f32
    %478 = "llvm.call"(%475, %476, %477) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %479 = "llvm.insertelement"(%474, %478, %32) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %480 = "llvm.extractelement"(%382, %31) : (vector<16xf32>, i64) -> f32
    %481 = "llvm.extractelement"(%282, %31) : (vector<16xf32>, i64) -> f32
    %482 = "llvm.extractelement"(%464, %31) : (vector<16xf32>, i64) -> f32
    %483 = "llvm.call"(%480, %481, %482) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %484 = "llvm.insertelement"(%479, %483, %31) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %485 = "llvm.extractelement"(%382, %30) : (vector<16xf32>, i64) -> f32
    %486 = "llvm.extractelement"(%282, %30) : (vector<16xf32>, i64) -> f32
    %487 = "llvm.extractelement"(%464, %30) : (vector<16xf32>, i64) -> f32
    %488 = "llvm.call"(%485, %486, %487) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %489 = "llvm.insertelement"(%484, %488, %30) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %490 = "llvm.extractelement"(%382, %29) : (vector<16xf32>, i64) -> f32
    %491 = "llvm.extractelement"(%282, %29) : (vector<16xf32>, i64) -> f32
    %492 = "llvm.extractelement"(%464, %29) : (vector<16xf32>, i64) -> f32
    %493 = "llvm.call"(%490, %491, %492) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %494 = "llvm.insertelement"(%489, %493, %29) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %495 = "llvm.extractelement"(%382, %28) : (vector<16xf32>, i64) -> f32
    %496 = "llvm.extractelement"(%282, %28) : (vector<16xf32>, i64) -> f32
    %497 = "llvm.extractelement"(%464, %28) : (vector<16xf32>, i64) -> f32
    %498 = "llvm.call"(%495, %496, %497) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %499 = "llvm.insertelement"(%494, %498, %28) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %500 = "llvm.extractelement"(%382, %27) : (vector<16xf32>, i64) -> f32
    %501 = "llvm.extractelement"(%282, %27) : (vector<16xf32>, i64) -> f32
    %502 = "llvm.extractelement"(%464, %27) : (vector<16xf32>, i64) -> f32
    %503 = "llvm.call"(%500, %501, %502) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %504 = "llvm.insertelement"(%499, %503, %27) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %505 = "llvm.extractelement"(%382, %26) : (vector<16xf32>, i64) -> f32
    %506 = "llvm.extractelement"(%282, %26) : (vector<16xf32>, i64) -> f32
    %507 = "llvm.extractelement"(%464, %26) : (vector<16xf32>, i64) -> f32
    %508 = "llvm.call"(%505, %506, %507) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %509 = "llvm.insertelement"(%504, %508, %26) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %510 = "llvm.extractelement"(%382, %25) : (vector<16xf32>, i64) -> f32
    %511 = "llvm.extractelement"(%282, %25) : (vector<16xf32>, i64) -> f32
    %512 = "llvm.extractelement"(%464, %25) : (vector<16xf32>, i64) -> f32
    %513 = "llvm.call"(%510, %511, %512) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %514 = "llvm.insertelement"(%509, %513, %25) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %515 = "llvm.extractelement"(%382, %24) : (vector<16xf32>, i64) -> f32
    %516 = "llvm.extractelement"(%282, %24) : (vector<16xf32>, i64) -> f32
    %517 = "llvm.extractelement"(%464, %24) : (vector<16xf32>, i64) -> f32
    %518 = "llvm.call"(%515, %516, %517) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %519 = "llvm.insertelement"(%514, %518, %24) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %520 = "llvm.extractelement"(%382, %23) : (vector<16xf32>, i64) -> f32
    %521 = "llvm.extractelement"(%282, %23) : (vector<16xf32>, i64) -> f32
    %522 = "llvm.extractelement"(%464, %23) : (vector<16xf32>, i64) -> f32
    %523 = "llvm.call"(%520, %521, %522) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %524 = "llvm.insertelement"(%519, %523, %23) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %525 = "llvm.extractelement"(%382, %22) : (vector<16xf32>, i64) -> f32
    %526 = "llvm.extractelement"(%282, %22) : (vector<16xf32>, i64) -> f32
    %527 = "llvm.extractelement"(%464, %22) : (vector<16xf32>, i64) -> f32
    %528 = "llvm.call"(%525, %526, %527) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %529 = "llvm.insertelement"(%524, %528, %22) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %530 = "llvm.extractelement"(%382, %21) : (vector<16xf32>, i64) -> f32
    %531 = "llvm.extractelement"(%282, %21) : (vector<16xf32>, i64) -> f32
    %532 = "llvm.extractelement"(%464, %21) : (vector<16xf32>, i64) -> f32
    %533 = "llvm.call"(%530, %531, %532) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %534 = "llvm.insertelement"(%529, %533, %21) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %535 = "llvm.extractelement"(%382, %20) : (vector<16xf32>, i64) -> f32
    %536 = "llvm.extractelement"(%282, %20) : (vector<16xf32>, i64) -> f32
    %537 = "llvm.extractelement"(%464, %20) : (vector<16xf32>, i64) -> f32
    %538 = "llvm.call"(%535, %536, %537) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %539 = "llvm.insertelement"(%534, %538, %20) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %540 = "llvm.extractelement"(%382, %19) : (vector<16xf32>, i64) -> f32
    %541 = "llvm.extractelement"(%282, %19) : (vector<16xf32>, i64) -> f32
    %542 = "llvm.extractelement"(%464, %19) : (vector<16xf32>, i64) -> f32
    %543 = "llvm.call"(%540, %541, %542) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %544 = "llvm.insertelement"(%539, %543, %19) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %545 = "llvm.extractelement"(%380, %71) : (vector<16xf32>, i64) -> f32
    %546 = "llvm.extractelement"(%276, %71) : (vector<16xf32>, i64) -> f32
    %547 = "llvm.extractelement"(%544, %71) : (vector<16xf32>, i64) -> f32
    %548 = "llvm.call"(%545, %546, %547) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %549 = "llvm.insertelement"(%2, %548, %71) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %550 = "llvm.extractelement"(%380, %35) : (vector<16xf32>, i64) -> f32
    %551 = "llvm.extractelement"(%276, %35) : (vector<16xf32>, i64) -> f32
    %552 = "llvm.extractelement"(%544, %35) : (vector<16xf32>, i64) -> f32
    %553 = "llvm.call"(%550, %551, %552) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %554 = "llvm.insertelement"(%549, %553, %35) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %555 = "llvm.extractelement"(%380, %32) : (vector<16xf32>, i64) -> f32
    %556 = "llvm.extractelement"(%276, %32) : (vector<16xf32>, i64) -> f32
    %557 = "llvm.extractelement"(%544, %32) : (vector<16xf32>, i64) -> f32
    %558 = "llvm.call"(%555, %556, %557) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %559 = "llvm.insertelement"(%554, %558, %32) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %560 = "llvm.extractelement"(%380, %31) : (vector<16xf32>, i64) -> f32
    %561 = "llvm.extractelement"(%276, %31) : (vector<16xf32>, i64) -> f32
    %562 = "llvm.extractelement"(%544, %31) : (vector<16xf32>, i64) -> f32
    %563 = "llvm.call"(%560, %561, %562) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %564 = "llvm.insertelement"(%559, %563, %31) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %565 = "llvm.extractelement"(%380, %30) : (vector<16xf32>, i64) -> f32
    %566 = "llvm.extractelement"(%276, %30) : (vector<16xf32>, i64) -> f32
    %567 = "llvm.extractelement"(%544, %30) : (vector<16xf32>, i64) -> f32
    %568 = "llvm.call"(%565, %566, %567) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %569 = "llvm.insertelement"(%564, %568, %30) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %570 = "llvm.extractelement"(%380, %29) : (vector<16xf32>, i64) -> f32
    %571 = "llvm.extractelement"(%276, %29) : (vector<16xf32>, i64) -> f32
    %572 = "llvm.extractelement"(%544, %29) : (vector<16xf32>, i64) -> f32
    %573 = "llvm.call"(%570, %571, %572) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %574 = "llvm.insertelement"(%569, %573, %29) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %575 = "llvm.extractelement"(%380, %28) : (vector<16xf32>, i64) -> f32
    %576 = "llvm.extractelement"(%276, %28) : (vector<16xf32>, i64) -> f32
    %577 = "llvm.extractelement"(%544, %28) : (vector<16xf32>, i64) -> f32
    %578 = "llvm.call"(%575, %576, %577) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %579 = "llvm.insertelement"(%574, %578, %28) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %580 = "llvm.extractelement"(%380, %27) : (vector<16xf32>, i64) -> f32
    %581 = "llvm.extractelement"(%276, %27) : (vector<16xf32>, i64) -> f32
    %582 = "llvm.extractelement"(%544, %27) : (vector<16xf32>, i64) -> f32
    %583 = "llvm.call"(%580, %581, %582) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %584 = "llvm.insertelement"(%579, %583, %27) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %585 = "llvm.extractelement"(%380, %26) : (vector<16xf32>, i64) -> f32
    %586 = "llvm.extractelement"(%276, %26) : (vector<16xf32>, i64) -> f32
    %587 = "llvm.extractelement"(%544, %26) : (vector<16xf32>, i64) -> f32
    %588 = "llvm.call"(%585, %586, %587) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %589 = "llvm.insertelement"(%584, %588, %26) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %590 = "llvm.extractelement"(%380, %25) : (vector<16xf32>, i64) -> f32
    %591 = "llvm.extractelement"(%276, %25) : (vector<16xf32>, i64) -> f32
    %592 = "llvm.extractelement"(%544, %25) : (vector<16xf32>, i64) -> f32
    %593 = "llvm.call"(%590, %591, %592) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %594 = "llvm.insertelement"(%589, %593, %25) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %595 = "llvm.extractelement"(%380, %24) : (vector<16xf32>, i64) -> f32
    %596 = "llvm.extractelement"(%276, %24) : (vector<16xf32>, i64) -> f32
    %597 = "llvm.extractelement"(%544, %24) : (vector<16xf32>, i64) -> f32
    %598 = "llvm.call"(%595, %596, %597) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %599 = "llvm.insertelement"(%594, %598, %24) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %600 = "llvm.extractelement"(%380, %23) : (vector<16xf32>, i64) -> f32
    %601 = "llvm.extractelement"(%276, %23) : (vector<16xf32>, i64) -> f32
    %602 = "llvm.extractelement"(%544, %23) : (vector<16xf32>, i64) -> f32
    %603 = "llvm.call"(%600, %601, %602) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %604 = "llvm.insertelement"(%599, %603, %23) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %605 = "llvm.extractelement"(%380, %22) : (vector<16xf32>, i64) -> f32
    %606 = "llvm.extractelement"(%276, %22) : (vector<16xf32>, i64) -> f32
    %607 = "llvm.extractelement"(%544, %22) : (vector<16xf32>, i64) -> f32
    %608 = "llvm.call"(%605, %606, %607) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %609 = "llvm.insertelement"(%604, %608, %22) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %610 = "llvm.extractelement"(%380, %21) : (vector<16xf32>, i64) -> f32
    %611 = "llvm.extractelement"(%276, %21) : (vector<16xf32>, i64) -> f32
    %612 = "llvm.extractelement"(%544, %21) : (vector<16xf32>, i64) -> f32
    %613 = "llvm.call"(%610, %611, %612) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %614 = "llvm.insertelement"(%609, %613, %21) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %615 = "llvm.extractelement"(%380, %20) : (vector<16xf32>, i64) -> f32
    %616 = "llvm.extractelement"(%276, %20) : (vector<16xf32>, i64) -> f32
    %617 = "llvm.extractelement"(%544, %20) : (vector<16xf32>, i64) -> f32
    %618 = "llvm.call"(%615, %616, %617) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %619 = "llvm.insertelement"(%614, %618, %20) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %620 = "llvm.extractelement"(%380, %19) : (vector<16xf32>, i64) -> f32
    %621 = "llvm.extractelement"(%276, %19) : (vector<16xf32>, i64) -> f32
    %622 = "llvm.extractelement"(%544, %19) : (vector<16xf32>, i64) -> f32
    %623 = "llvm.call"(%620, %621, %622) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %624 = "llvm.insertelement"(%619, %623, %19) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %625 = "llvm.extractelement"(%378, %71) : (vector<16xf32>, i64) -> f32
    %626 = "llvm.extractelement"(%270, %71) : (vector<16xf32>, i64) -> f32
    %627 = "llvm.extractelement"(%624, %71) : (vector<16xf32>, i64) -> f32
    %628 = "llvm.call"(%625, %626, %627) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %629 = "llvm.insertelement"(%2, %628, %71) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %630 = "llvm.extractelement"(%378, %35) : (vector<16xf32>, i64) -> f32
    %631 = "llvm.extractelement"(%270, %35) : (vector<16xf32>, i64) -> f32
    %632 = "llvm.extractelement"(%624, %35) : (vector<16xf32>, i64) -> f32
    %633 = "llvm.call"(%630, %631, %632) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %634 = "llvm.insertelement"(%629, %633, %35) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %635 = "llvm.extractelement"(%378, %32) : (vector<16xf32>, i64) -> f32
    %636 = "llvm.extractelement"(%270, %32) : (vector<16xf32>, i64) -> f32
    %637 = "llvm.extractelement"(%624, %32) : (vector<16xf32>, i64) -> f32
    %638 = "llvm.call"(%635, %636, %637) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %639 = "llvm.insertelement"(%634, %638, %32) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %640 = "llvm.extractelement"(%378, %31) : (vector<16xf32>, i64) -> f32
    %641 = "llvm.extractelement"(%270, %31) : (vector<16xf32>, i64) -> f32
    %642 = "llvm.extractelement"(%624, %31) : (vector<16xf32>, i64) -> f32
    %643 = "llvm.call"(%640, %641, %642) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %644 = "llvm.insertelement"(%639, %643, %31) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %645 = "llvm.extractelement"(%378, %30) : (vector<16xf32>, i64) -> f32
    %646 = "llvm.extractelement"(%270, %30) : (vector<16xf32>, i64) -> f32
    %647 = "llvm.extractelement"(%624, %30) : (vector<16xf32>, i64) -> f32
    %648 = "llvm.call"(%645, %646, %647) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %649 = "llvm.insertelement"(%644, %648, %30) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %650 = "llvm.extractelement"(%378, %29) : (vector<16xf32>, i64) -> f32
    %651 = "llvm.extractelement"(%270, %29) : (vector<16xf32>, i64) -> f32
    %652 = "llvm.extractelement"(%624, %29) : (vector<16xf32>, i64) -> f32
    %653 = "llvm.call"(%650, %651, %652) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %654 = "llvm.insertelement"(%649, %653, %29) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %655 = "llvm.extractelement"(%378, %28) : (vector<16xf32>, i64) -> f32
    %656 = "llvm.extractelement"(%270, %28) : (vector<16xf32>, i64) -> f32
    %657 = "llvm.extractelement"(%624, %28) : (vector<16xf32>, i64) -> f32
    %658 = "llvm.call"(%655, %656, %657) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %659 = "llvm.insertelement"(%654, %658, %28) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %660 = "llvm.extractelement"(%378, %27) : (vector<16xf32>, i64) -> f32
    %661 = "llvm.extractelement"(%270, %27) : (vector<16xf32>, i64) -> f32
    %662 = "llvm.extractelement"(%624, %27) : (vector<16xf32>, i64) -> f32
    %663 = "llvm.call"(%660, %661, %662) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %664 = "llvm.insertelement"(%659, %663, %27) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %665 = "llvm.extractelement"(%378, %26) : (vector<16xf32>, i64) -> f32
    %666 = "llvm.extractelement"(%270, %26) : (vector<16xf32>, i64) -> f32
    %667 = "llvm.extractelement"(%624, %26) : (vector<16xf32>, i64) -> f32
    %668 = "llvm.call"(%665, %666, %667) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %669 = "llvm.insertelement"(%664, %668, %26) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %670 = "llvm.extractelement"(%378, %25) : (vector<16xf32>, i64) -> f32
    %671 = "llvm.extractelement"(%270, %25) : (vector<16xf32>, i64) -> f32
    %672 = "llvm.extractelement"(%624, %25) : (vector<16xf32>, i64) -> f32
    %673 = "llvm.call"(%670, %671, %672) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %674 = "llvm.insertelement"(%669, %673, %25) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %675 = "llvm.extractelement"(%378, %24) : (vector<16xf32>, i64) -> f32
    %676 = "llvm.extractelement"(%270, %24) : (vector<16xf32>, i64) -> f32
    %677 = "llvm.extractelement"(%624, %24) : (vector<16xf32>, i64) -> f32
    %678 = "llvm.call"(%675, %676, %677) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %679 = "llvm.insertelement"(%674, %678, %24) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %680 = "llvm.extractelement"(%378, %23) : (vector<16xf32>, i64) -> f32
    %681 = "llvm.extractelement"(%270, %23) : (vector<16xf32>, i64) -> f32
    %682 = "llvm.extractelement"(%624, %23) : (vector<16xf32>, i64) -> f32
    %683 = "llvm.call"(%680, %681, %682) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %684 = "llvm.insertelement"(%679, %683, %23) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %685 = "llvm.extractelement"(%378, %22) : (vector<16xf32>, i64) -> f32
    %686 = "llvm.extractelement"(%270, %22) : (vector<16xf32>, i64) -> f32
    %687 = "llvm.extractelement"(%624, %22) : (vector<16xf32>, i64) -> f32
    %688 = "llvm.call"(%685, %686, %687) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %689 = "llvm.insertelement"(%684, %688, %22) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %690 = "llvm.extractelement"(%378, %21) : (vector<16xf32>, i64) -> f32
    %691 = "llvm.extractelement"(%270, %21) : (vector<16xf32>, i64) -> f32
    %692 = "llvm.extractelement"(%624, %21) : (vector<16xf32>, i64) -> f32
    %693 = "llvm.call"(%690, %691, %692) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %694 = "llvm.insertelement"(%689, %693, %21) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %695 = "llvm.extractelement"(%378, %20) : (vector<16xf32>, i64) -> f32
    %696 = "llvm.extractelement"(%270, %20) : (vector<16xf32>, i64) -> f32
    %697 = "llvm.extractelement"(%624, %20) : (vector<16xf32>, i64) -> f32
    %698 = "llvm.call"(%695, %696, %697) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %699 = "llvm.insertelement"(%694, %698, %20) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %700 = "llvm.extractelement"(%378, %19) : (vector<16xf32>, i64) -> f32
    %701 = "llvm.extractelement"(%270, %19) : (vector<16xf32>, i64) -> f32
    %702 = "llvm.extractelement"(%624, %19) : (vector<16xf32>, i64) -> f32
    %703 = "llvm.call"(%700, %701, %702) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %704 = "llvm.insertelement"(%699, %703, %19) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %705 = "llvm.extractelement"(%376, %71) : (vector<16xf32>, i64) -> f32
    %706 = "llvm.extractelement"(%264, %71) : (vector<16xf32>, i64) -> f32
    %707 = "llvm.extractelement"(%704, %71) : (vector<16xf32>, i64) -> f32
    %708 = "llvm.call"(%705, %706, %707) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %709 = "llvm.insertelement"(%2, %708, %71) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %710 = "llvm.extractelement"(%376, %35) : (vector<16xf32>, i64) -> f32
    %711 = "llvm.extractelement"(%264, %35) : (vector<16xf32>, i64) -> f32
    %712 = "llvm.extractelement"(%704, %35) : (vector<16xf32>, i64) -> f32
    %713 = "llvm.call"(%710, %711, %712) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %714 = "llvm.insertelement"(%709, %713, %35) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %715 = "llvm.extractelement"(%376, %32) : (vector<16xf32>, i64) -> f32
    %716 = "llvm.extractelement"(%264, %32) : (vector<16xf32>, i64) -> f32
    %717 = "llvm.extractelement"(%704, %32) : (vector<16xf32>, i64) -> f32
    %718 = "llvm.call"(%715, %716, %717) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %719 = "llvm.insertelement"(%714, %718, %32) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %720 = "llvm.extractelement"(%376, %31) : (vector<16xf32>, i64) -> f32
    %721 = "llvm.extractelement"(%264, %31) : (vector<16xf32>, i64) -> f32
    %722 = "llvm.extractelement"(%704, %31) : (vector<16xf32>, i64) -> f32
    %723 = "llvm.call"(%720, %721, %722) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %724 = "llvm.insertelement"(%719, %723, %31) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %725 = "llvm.extractelement"(%376, %30) : (vector<16xf32>, i64) -> f32
    %726 = "llvm.extractelement"(%264, %30) : (vector<16xf32>, i64) -> f32
    %727 = "llvm.extractelement"(%704, %30) : (vector<16xf32>, i64) -> f32
    %728 = "llvm.call"(%725, %726, %727) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %729 = "llvm.insertelement"(%724, %728, %30) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %730 = "llvm.extractelement"(%376, %29) : (vector<16xf32>, i64) -> f32
    %731 = "llvm.extractelement"(%264, %29) : (vector<16xf32>, i64) -> f32
    %732 = "llvm.extractelement"(%704, %29) : (vector<16xf32>, i64) -> f32
    %733 = "llvm.call"(%730, %731, %732) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %734 = "llvm.insertelement"(%729, %733, %29) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %735 = "llvm.extractelement"(%376, %28) : (vector<16xf32>, i64) -> f32
    %736 = "llvm.extractelement"(%264, %28) : (vector<16xf32>, i64) -> f32
    %737 = "llvm.extractelement"(%704, %28) : (vector<16xf32>, i64) -> f32
    %738 = "llvm.call"(%735, %736, %737) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %739 = "llvm.insertelement"(%734, %738, %28) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %740 = "llvm.extractelement"(%376, %27) : (vector<16xf32>, i64) -> f32
    %741 = "llvm.extractelement"(%264, %27) : (vector<16xf32>, i64) -> f32
    %742 = "llvm.extractelement"(%704, %27) : (vector<16xf32>, i64) -> f32
    %743 = "llvm.call"(%740, %741, %742) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %744 = "llvm.insertelement"(%739, %743, %27) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %745 = "llvm.extractelement"(%376, %26) : (vector<16xf32>, i64) -> f32
    %746 = "llvm.extractelement"(%264, %26) : (vector<16xf32>, i64) -> f32
    %747 = "llvm.extractelement"(%704, %26) : (vector<16xf32>, i64) -> f32
    %748 = "llvm.call"(%745, %746, %747) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %749 = "llvm.insertelement"(%744, %748, %26) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %750 = "llvm.extractelement"(%376, %25) : (vector<16xf32>, i64) -> f32
    %751 = "llvm.extractelement"(%264, %25) : (vector<16xf32>, i64) -> f32
    %752 = "llvm.extractelement"(%704, %25) : (vector<16xf32>, i64) -> f32
    %753 = "llvm.call"(%750, %751, %752) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %754 = "llvm.insertelement"(%749, %753, %25) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %755 = "llvm.extractelement"(%376, %24) : (vector<16xf32>, i64) -> f32
    %756 = "llvm.extractelement"(%264, %24) : (vector<16xf32>, i64) -> f32
    %757 = "llvm.extractelement"(%704, %24) : (vector<16xf32>, i64) -> f32
    %758 = "llvm.call"(%755, %756, %757) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %759 = "llvm.insertelement"(%754, %758, %24) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %760 = "llvm.extractelement"(%376, %23) : (vector<16xf32>, i64) -> f32
    %761 = "llvm.extractelement"(%264, %23) : (vector<16xf32>, i64) -> f32
    %762 = "llvm.extractelement"(%704, %23) : (vector<16xf32>, i64) -> f32
    %763 = "llvm.call"(%760, %761, %762) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %764 = "llvm.insertelement"(%759, %763, %23) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %765 = "llvm.extractelement"(%376, %22) : (vector<16xf32>, i64) -> f32
    %766 = "llvm.extractelement"(%264, %22) : (vector<16xf32>, i64) -> f32
    %767 = "llvm.extractelement"(%704, %22) : (vector<16xf32>, i64) -> f32
    %768 = "llvm.call"(%765, %766, %767) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %769 = "llvm.insertelement"(%764, %768, %22) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %770 = "llvm.extractelement"(%376, %21) : (vector<16xf32>, i64) -> f32
    %771 = "llvm.extractelement"(%264, %21) : (vector<16xf32>, i64) -> f32
    %772 = "llvm.extractelement"(%704, %21) : (vector<16xf32>, i64) -> f32
    %773 = "llvm.call"(%770, %771, %772) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %774 = "llvm.insertelement"(%769, %773, %21) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %775 = "llvm.extractelement"(%376, %20) : (vector<16xf32>, i64) -> f32
    %776 = "llvm.extractelement"(%264, %20) : (vector<16xf32>, i64) -> f32
    %777 = "llvm.extractelement"(%704, %20) : (vector<16xf32>, i64) -> f32
    %778 = "llvm.call"(%775, %776, %777) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %779 = "llvm.insertelement"(%774, %778, %20) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %780 = "llvm.extractelement"(%376, %19) : (vector<16xf32>, i64) -> f32
    %781 = "llvm.extractelement"(%264, %19) : (vector<16xf32>, i64) -> f32
    %782 = "llvm.extractelement"(%704, %19) : (vector<16xf32>, i64) -> f32
    %783 = "llvm.call"(%780, %781, %782) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %784 = "llvm.insertelement"(%779, %783, %19) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %785 = "llvm.extractelement"(%374, %71) : (vector<16xf32>, i64) -> f32
    %786 = "llvm.extractelement"(%258, %71) : (vector<16xf32>, i64) -> f32
    %787 = "llvm.extractelement"(%784, %71) : (vector<16xf32>, i64) -> f32
    %788 = "llvm.call"(%785, %786, %787) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %789 = "llvm.insertelement"(%2, %788, %71) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %790 = "llvm.extractelement"(%374, %35) : (vector<16xf32>, i64) -> f32
    %791 = "llvm.extractelement"(%258, %35) : (vector<16xf32>, i64) -> f32
    %792 = "llvm.extractelement"(%784, %35) : (vector<16xf32>, i64) -> f32
    %793 = "llvm.call"(%790, %791, %792) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %794 = "llvm.insertelement"(%789, %793, %35) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %795 = "llvm.extractelement"(%374, %32) : (vector<16xf32>, i64) -> f32
    %796 = "llvm.extractelement"(%258, %32) : (vector<16xf32>, i64) -> f32
    %797 = "llvm.extractelement"(%784, %32) : (vector<16xf32>, i64) -> f32
    %798 = "llvm.call"(%795, %796, %797) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %799 = "llvm.insertelement"(%794, %798, %32) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %800 = "llvm.extractelement"(%374, %31) : (vector<16xf32>, i64) -> f32
    %801 = "llvm.extractelement"(%258, %31) : (vector<16xf32>, i64) -> f32
    %802 = "llvm.extractelement"(%784, %31) : (vector<16xf32>, i64) -> f32
    %803 = "llvm.call"(%800, %801, %802) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %804 = "llvm.insertelement"(%799, %803, %31) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %805 = "llvm.extractelement"(%374, %30) : (vector<16xf32>, i64) -> f32
    %806 = "llvm.extractelement"(%258, %30) : (vector<16xf32>, i64) -> f32
    %807 = "llvm.extractelement"(%784, %30) : (vector<16xf32>, i64) -> f32
    %808 = "llvm.call"(%805, %806, %807) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %809 = "llvm.insertelement"(%804, %808, %30) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %810 = "llvm.extractelement"(%374, %29) : (vector<16xf32>, i64) -> f32
    %811 = "llvm.extractelement"(%258, %29) : (vector<16xf32>, i64) -> f32
    %812 = "llvm.extractelement"(%784, %29) : (vector<16xf32>, i64) -> f32
    %813 = "llvm.call"(%810, %811, %812) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %814 = "llvm.insertelement"(%809, %813, %29) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %815 = "llvm.extractelement"(%374, %28) : (vector<16xf32>, i64) -> f32
    %816 = "llvm.extractelement"(%258, %28) : (vector<16xf32>, i64) -> f32
    %817 = "llvm.extractelement"(%784, %28) : (vector<16xf32>, i64) -> f32
    %818 = "llvm.call"(%815, %816, %817) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %819 = "llvm.insertelement"(%814, %818, %28) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %820 = "llvm.extractelement"(%374, %27) : (vector<16xf32>, i64) -> f32
    %821 = "llvm.extractelement"(%258, %27) : (vector<16xf32>, i64) -> f32
    %822 = "llvm.extractelement"(%784, %27) : (vector<16xf32>, i64) -> f32
    %823 = "llvm.call"(%820, %821, %822) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %824 = "llvm.insertelement"(%819, %823, %27) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %825 = "llvm.extractelement"(%374, %26) : (vector<16xf32>, i64) -> f32
    %826 = "llvm.extractelement"(%258, %26) : (vector<16xf32>, i64) -> f32
    %827 = "llvm.extractelement"(%784, %26) : (vector<16xf32>, i64) -> f32
    %828 = "llvm.call"(%825, %826, %827) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %829 = "llvm.insertelement"(%824, %828, %26) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %830 = "llvm.extractelement"(%374, %25) : (vector<16xf32>, i64) -> f32
    %831 = "llvm.extractelement"(%258, %25) : (vector<16xf32>, i64) -> f32
    %832 = "llvm.extractelement"(%784, %25) : (vector<16xf32>, i64) -> f32
    %833 = "llvm.call"(%830, %831, %832) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %834 = "llvm.insertelement"(%829, %833, %25) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %835 = "llvm.extractelement"(%374, %24) : (vector<16xf32>, i64) -> f32
    %836 = "llvm.extractelement"(%258, %24) : (vector<16xf32>, i64) -> f32
    %837 = "llvm.extractelement"(%784, %24) : (vector<16xf32>, i64) -> f32
    %838 = "llvm.call"(%835, %836, %837) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %839 = "llvm.insertelement"(%834, %838, %24) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %840 = "llvm.extractelement"(%374, %23) : (vector<16xf32>, i64) -> f32
    %841 = "llvm.extractelement"(%258, %23) : (vector<16xf32>, i64) -> f32
    %842 = "llvm.extractelement"(%784, %23) : (vector<16xf32>, i64) -> f32
    %843 = "llvm.call"(%840, %841, %842) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %844 = "llvm.insertelement"(%839, %843, %23) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %845 = "llvm.extractelement"(%374, %22) : (vector<16xf32>, i64) -> f32
    %846 = "llvm.extractelement"(%258, %22) : (vector<16xf32>, i64) -> f32
    %847 = "llvm.extractelement"(%784, %22) : (vector<16xf32>, i64) -> f32
    %848 = "llvm.call"(%845, %846, %847) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %849 = "llvm.insertelement"(%844, %848, %22) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %850 = "llvm.extractelement"(%374, %21) : (vector<16xf32>, i64) -> f32
    %851 = "llvm.extractelement"(%258, %21) : (vector<16xf32>, i64) -> f32
    %852 = "llvm.extractelement"(%784, %21) : (vector<16xf32>, i64) -> f32
    %853 = "llvm.call"(%850, %851, %852) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %854 = "llvm.insertelement"(%849, %853, %21) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %855 = "llvm.extractelement"(%374, %20) : (vector<16xf32>, i64) -> f32
    %856 = "llvm.extractelement"(%258, %20) : (vector<16xf32>, i64) -> f32
    %857 = "llvm.extractelement"(%784, %20) : (vector<16xf32>, i64) -> f32
    %858 = "llvm.call"(%855, %856, %857) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %859 = "llvm.insertelement"(%854, %858, %20) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %860 = "llvm.extractelement"(%374, %19) : (vector<16xf32>, i64) -> f32
    %861 = "llvm.extractelement"(%258, %19) : (vector<16xf32>, i64) -> f32
    %862 = "llvm.extractelement"(%784, %19) : (vector<16xf32>, i64) -> f32
    %863 = "llvm.call"(%860, %861, %862) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %864 = "llvm.insertelement"(%859, %863, %19) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %865 = "llvm.extractelement"(%372, %71) : (vector<16xf32>, i64) -> f32
    %866 = "llvm.extractelement"(%252, %71) : (vector<16xf32>, i64) -> f32
    %867 = "llvm.extractelement"(%864, %71) : (vector<16xf32>, i64) -> f32
    %868 = "llvm.call"(%865, %866, %867) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %869 = "llvm.insertelement"(%2, %868, %71) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %870 = "llvm.extractelement"(%372, %35) : (vector<16xf32>, i64) -> f32
    %871 = "llvm.extractelement"(%252, %35) : (vector<16xf32>, i64) -> f32
    %872 = "llvm.extractelement"(%864, %35) : (vector<16xf32>, i64) -> f32
    %873 = "llvm.call"(%870, %871, %872) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %874 = "llvm.insertelement"(%869, %873, %35) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %875 = "llvm.extractelement"(%372, %32) : (vector<16xf32>, i64) -> f32
    %876 = "llvm.extractelement"(%252, %32) : (vector<16xf32>, i64) -> f32
    %877 = "llvm.extractelement"(%864, %32) : (vector<16xf32>, i64) -> f32
    %878 = "llvm.call"(%875, %876, %877) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %879 = "llvm.insertelement"(%874, %878, %32) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %880 = "llvm.extractelement"(%372, %31) : (vector<16xf32>, i64) -> f32
    %881 = "llvm.extractelement"(%252, %31) : (vector<16xf32>, i64) -> f32
    %882 = "llvm.extractelement"(%864, %31) : (vector<16xf32>, i64) -> f32
    %883 = "llvm.call"(%880, %881, %882) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %884 = "llvm.insertelement"(%879, %883, %31) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %885 = "llvm.extractelement"(%372, %30) : (vector<16xf32>, i64) -> f32
    %886 = "llvm.extractelement"(%252, %30) : (vector<16xf32>, i64) -> f32
    %887 = "llvm.extractelement"(%864, %30) : (vector<16xf32>, i64) -> f32
    %888 = "llvm.call"(%885, %886, %887) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %889 = "llvm.insertelement"(%884, %888, %30) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %890 = "llvm.extractelement"(%372, %29) : (vector<16xf32>, i64) -> f32
    %891 = "llvm.extractelement"(%252, %29) : (vector<16xf32>, i64) -> f32
    %892 = "llvm.extractelement"(%864, %29) : (vector<16xf32>, i64) -> f32
    %893 = "llvm.call"(%890, %891, %892) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %894 = "llvm.insertelement"(%889, %893, %29) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %895 = "llvm.extractelement"(%372, %28) : (vector<16xf32>, i64) -> f32
    %896 = "llvm.extractelement"(%252, %28) : (vector<16xf32>, i64) -> f32
    %897 = "llvm.extractelement"(%864, %28) : (vector<16xf32>, i64) -> f32
    %898 = "llvm.call"(%895, %896, %897) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %899 = "llvm.insertelement"(%894, %898, %28) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %900 = "llvm.extractelement"(%372, %27) : (vector<16xf32>, i64) -> f32
    %901 = "llvm.extractelement"(%252, %27) : (vector<16xf32>, i64) -> f32
    %902 = "llvm.extractelement"(%864, %27) : (vector<16xf32>, i64) -> f32
    %903 = "llvm.call"(%900, %901, %902) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %904 = "llvm.insertelement"(%899, %903, %27) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %905 = "llvm.extractelement"(%372, %26) : (vector<16xf32>, i64) -> f32
    %906 = "llvm.extractelement"(%252, %26) : (vector<16xf32>, i64) -> f32
    %907 = "llvm.extractelement"(%864, %26) : (vector<16xf32>, i64) -> f32
    %908 = "llvm.call"(%905, %906, %907) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %909 = "llvm.insertelement"(%904, %908, %26) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %910 = "llvm.extractelement"(%372, %25) : (vector<16xf32>, i64) -> f32
    %911 = "llvm.extractelement"(%252, %25) : (vector<16xf32>, i64) -> f32
    %912 = "llvm.extractelement"(%864, %25) : (vector<16xf32>, i64) -> f32
    %913 = "llvm.call"(%910, %911, %912) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %914 = "llvm.insertelement"(%909, %913, %25) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %915 = "llvm.extractelement"(%372, %24) : (vector<16xf32>, i64) -> f32
    %916 = "llvm.extractelement"(%252, %24) : (vector<16xf32>, i64) -> f32
    %917 = "llvm.extractelement"(%864, %24) : (vector<16xf32>, i64) -> f32
    %918 = "llvm.call"(%915, %916, %917) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %919 = "llvm.insertelement"(%914, %918, %24) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %920 = "llvm.extractelement"(%372, %23) : (vector<16xf32>, i64) -> f32
    %921 = "llvm.extractelement"(%252, %23) : (vector<16xf32>, i64) -> f32
    %922 = "llvm.extractelement"(%864, %23) : (vector<16xf32>, i64) -> f32
    %923 = "llvm.call"(%920, %921, %922) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %924 = "llvm.insertelement"(%919, %923, %23) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %925 = "llvm.extractelement"(%372, %22) : (vector<16xf32>, i64) -> f32
    %926 = "llvm.extractelement"(%252, %22) : (vector<16xf32>, i64) -> f32
    %927 = "llvm.extractelement"(%864, %22) : (vector<16xf32>, i64) -> f32
    %928 = "llvm.call"(%925, %926, %927) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %929 = "llvm.insertelement"(%924, %928, %22) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %930 = "llvm.extractelement"(%372, %21) : (vector<16xf32>, i64) -> f32
    %931 = "llvm.extractelement"(%252, %21) : (vector<16xf32>, i64) -> f32
    %932 = "llvm.extractelement"(%864, %21) : (vector<16xf32>, i64) -> f32
    %933 = "llvm.call"(%930, %931, %932) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %934 = "llvm.insertelement"(%929, %933, %21) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %935 = "llvm.extractelement"(%372, %20) : (vector<16xf32>, i64) -> f32
    %936 = "llvm.extractelement"(%252, %20) : (vector<16xf32>, i64) -> f32
    %937 = "llvm.extractelement"(%864, %20) : (vector<16xf32>, i64) -> f32
    %938 = "llvm.call"(%935, %936, %937) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %939 = "llvm.insertelement"(%934, %938, %20) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %940 = "llvm.extractelement"(%372, %19) : (vector<16xf32>, i64) -> f32
    %941 = "llvm.extractelement"(%252, %19) : (vector<16xf32>, i64) -> f32
    %942 = "llvm.extractelement"(%864, %19) : (vector<16xf32>, i64) -> f32
    %943 = "llvm.call"(%940, %941, %942) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %944 = "llvm.insertelement"(%939, %943, %19) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %945 = "llvm.extractelement"(%370, %71) : (vector<16xf32>, i64) -> f32
    %946 = "llvm.extractelement"(%246, %71) : (vector<16xf32>, i64) -> f32
    %947 = "llvm.extractelement"(%944, %71) : (vector<16xf32>, i64) -> f32
    %948 = "llvm.call"(%945, %946, %947) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %949 = "llvm.insertelement"(%2, %948, %71) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %950 = "llvm.extractelement"(%370, %35) : (vector<16xf32>, i64) -> f32
    %951 = "llvm.extractelement"(%246, %35) : (vector<16xf32>, i64) -> f32
    %952 = "llvm.extractelement"(%944, %35) : (vector<16xf32>, i64) -> f32
    %953 = "llvm.call"(%950, %951, %952) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %954 = "llvm.insertelement"(%949, %953, %35) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %955 = "llvm.extractelement"(%370, %32) : (vector<16xf32>, i64) -> f32
    %956 = "llvm.extractelement"(%246, %32) : (vector<16xf32>, i64) -> f32
    %957 = "llvm.extractelement"(%944, %32) : (vector<16xf32>, i64) -> f32
    %958 = "llvm.call"(%955, %956, %957) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %959 = "llvm.insertelement"(%954, %958, %32) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %960 = "llvm.extractelement"(%370, %31) : (vector<16xf32>, i64) -> f32
    %961 = "llvm.extractelement"(%246, %31) : (vector<16xf32>, i64) -> f32
    %962 = "llvm.extractelement"(%944, %31) : (vector<16xf32>, i64) -> f32
    %963 = "llvm.call"(%960, %961, %962) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %964 = "llvm.insertelement"(%959, %963, %31) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %965 = "llvm.extractelement"(%370, %30) : (vector<16xf32>, i64) -> f32
    %966 = "llvm.extractelement"(%246, %30) : (vector<16xf32>, i64) -> f32
    %967 = "llvm.extractelement"(%944, %30) : (vector<16xf32>, i64) -> f32
    %968 = "llvm.call"(%965, %966, %967) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %969 = "llvm.insertelement"(%964, %968, %30) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %970 = "llvm.extractelement"(%370, %29) : (vector<16xf32>, i64) -> f32
    %971 = "llvm.extractelement"(%246, %29) : (vector<16xf32>, i64) -> f32
    %972 = "llvm.extractelement"(%944, %29) : (vector<16xf32>, i64) -> f32
    %973 = "llvm.call"(%970, %971, %972) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %974 = "llvm.insertelement"(%969, %973, %29) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %975 = "llvm.extractelement"(%370, %28) : (vector<16xf32>, i64) -> f32
    %976 = "llvm.extractelement"(%246, %28) : (vector<16xf32>, i64) -> f32
    %977 = "llvm.extractelement"(%944, %28) : (vector<16xf32>, i64) -> f32
    %978 = "llvm.call"(%975, %976, %977) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %979 = "llvm.insertelement"(%974, %978, %28) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %980 = "llvm.extractelement"(%370, %27) : (vector<16xf32>, i64) -> f32
    %981 = "llvm.extractelement"(%246, %27) : (vector<16xf32>, i64) -> f32
    %982 = "llvm.extractelement"(%944, %27) : (vector<16xf32>, i64) -> f32
    %983 = "llvm.call"(%980, %981, %982) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %984 = "llvm.insertelement"(%979, %983, %27) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %985 = "llvm.extractelement"(%370, %26) : (vector<16xf32>, i64) -> f32
    %986 = "llvm.extractelement"(%246, %26) : (vector<16xf32>, i64) -> f32
    %987 = "llvm.extractelement"(%944, %26) : (vector<16xf32>, i64) -> f32
    %988 = "llvm.call"(%985, %986, %987) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %989 = "llvm.insertelement"(%984, %988, %26) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %990 = "llvm.extractelement"(%370, %25) : (vector<16xf32>, i64) -> f32
    %991 = "llvm.extractelement"(%246, %25) : (vector<16xf32>, i64) -> f32
    %992 = "llvm.extractelement"(%944, %25) : (vector<16xf32>, i64) -> f32
    %993 = "llvm.call"(%990, %991, %992) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %994 = "llvm.insertelement"(%989, %993, %25) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %995 = "llvm.extractelement"(%370, %24) : (vector<16xf32>, i64) -> f32
    %996 = "llvm.extractelement"(%246, %24) : (vector<16xf32>, i64) -> f32
    %997 = "llvm.extractelement"(%944, %24) : (vector<16xf32>, i64) -> f32
    %998 = "llvm.call"(%995, %996, %997) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %999 = "llvm.insertelement"(%994, %998, %24) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1000 = "llvm.extractelement"(%370, %23) : (vector<16xf32>, i64) -> f32
    %1001 = "llvm.extractelement"(%246, %23) : (vector<16xf32>, i64) -> f32
    %1002 = "llvm.extractelement"(%944, %23) : (vector<16xf32>, i64) -> f32
    %1003 = "llvm.call"(%1000, %1001, %1002) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1004 = "llvm.insertelement"(%999, %1003, %23) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1005 = "llvm.extractelement"(%370, %22) : (vector<16xf32>, i64) -> f32
    %1006 = "llvm.extractelement"(%246, %22) : (vector<16xf32>, i64) -> f32
    %1007 = "llvm.extractelement"(%944, %22) : (vector<16xf32>, i64) -> f32
    %1008 = "llvm.call"(%1005, %1006, %1007) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1009 = "llvm.insertelement"(%1004, %1008, %22) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1010 = "llvm.extractelement"(%370, %21) : (vector<16xf32>, i64) -> f32
    %1011 = "llvm.extractelement"(%246, %21) : (vector<16xf32>, i64) -> f32
    %1012 = "llvm.extractelement"(%944, %21) : (vector<16xf32>, i64) -> f32
    %1013 = "llvm.call"(%1010, %1011, %1012) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1014 = "llvm.insertelement"(%1009, %1013, %21) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1015 = "llvm.extractelement"(%370, %20) : (vector<16xf32>, i64) -> f32
    %1016 = "llvm.extractelement"(%246, %20) : (vector<16xf32>, i64) -> f32
    %1017 = "llvm.extractelement"(%944, %20) : (vector<16xf32>, i64) -> f32
    %1018 = "llvm.call"(%1015, %1016, %1017) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1019 = "llvm.insertelement"(%1014, %1018, %20) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1020 = "llvm.extractelement"(%370, %19) : (vector<16xf32>, i64) -> f32
    %1021 = "llvm.extractelement"(%246, %19) : (vector<16xf32>, i64) -> f32
    %1022 = "llvm.extractelement"(%944, %19) : (vector<16xf32>, i64) -> f32
    %1023 = "llvm.call"(%1020, %1021, %1022) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1024 = "llvm.insertelement"(%1019, %1023, %19) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1025 = "llvm.extractelement"(%368, %71) : (vector<16xf32>, i64) -> f32
    %1026 = "llvm.extractelement"(%240, %71) : (vector<16xf32>, i64) -> f32
    %1027 = "llvm.extractelement"(%1024, %71) : (vector<16xf32>, i64) -> f32
    %1028 = "llvm.call"(%1025, %1026, %1027) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1029 = "llvm.insertelement"(%2, %1028, %71) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1030 = "llvm.extractelement"(%368, %35) : (vector<16xf32>, i64) -> f32
    %1031 = "llvm.extractelement"(%240, %35) : (vector<16xf32>, i64) -> f32
    %1032 = "llvm.extractelement"(%1024, %35) : (vector<16xf32>, i64) -> f32
    %1033 = "llvm.call"(%1030, %1031, %1032) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1034 = "llvm.insertelement"(%1029, %1033, %35) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1035 = "llvm.extractelement"(%368, %32) : (vector<16xf32>, i64) -> f32
    %1036 = "llvm.extractelement"(%240, %32) : (vector<16xf32>, i64) -> f32
    %1037 = "llvm.extractelement"(%1024, %32) : (vector<16xf32>, i64) -> f32
    %1038 = "llvm.call"(%1035, %1036, %1037) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1039 = "llvm.insertelement"(%1034, %1038, %32) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1040 = "llvm.extractelement"(%368, %31) : (vector<16xf32>, i64) -> f32
    %1041 = "llvm.extractelement"(%240, %31) : (vector<16xf32>, i64) -> f32
    %1042 = "llvm.extractelement"(%1024, %31) : (vector<16xf32>, i64) -> f32
    %1043 = "llvm.call"(%1040, %1041, %1042) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1044 = "llvm.insertelement"(%1039, %1043, %31) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1045 = "llvm.extractelement"(%368, %30) : (vector<16xf32>, i64) -> f32
    %1046 = "llvm.extractelement"(%240, %30) : (vector<16xf32>, i64) -> f32
    %1047 = "llvm.extractelement"(%1024, %30) : (vector<16xf32>, i64) -> f32
    %1048 = "llvm.call"(%1045, %1046, %1047) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1049 = "llvm.insertelement"(%1044, %1048, %30) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1050 = "llvm.extractelement"(%368, %29) : (vector<16xf32>, i64) -> f32
    %1051 = "llvm.extractelement"(%240, %29) : (vector<16xf32>, i64) -> f32
    %1052 = "llvm.extractelement"(%1024, %29) : (vector<16xf32>, i64) -> f32
    %1053 = "llvm.call"(%1050, %1051, %1052) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1054 = "llvm.insertelement"(%1049, %1053, %29) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1055 = "llvm.extractelement"(%368, %28) : (vector<16xf32>, i64) -> f32
    %1056 = "llvm.extractelement"(%240, %28) : (vector<16xf32>, i64) -> f32
    %1057 = "llvm.extractelement"(%1024, %28) : (vector<16xf32>, i64) -> f32
    %1058 = "llvm.call"(%1055, %1056, %1057) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1059 = "llvm.insertelement"(%1054, %1058, %28) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1060 = "llvm.extractelement"(%368, %27) : (vector<16xf32>, i64) -> f32
    %1061 = "llvm.extractelement"(%240, %27) : (vector<16xf32>, i64) -> f32
    %1062 = "llvm.extractelement"(%1024, %27) : (vector<16xf32>, i64) -> f32
    %1063 = "llvm.call"(%1060, %1061, %1062) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1064 = "llvm.insertelement"(%1059, %1063, %27) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1065 = "llvm.extractelement"(%368, %26) : (vector<16xf32>, i64) -> f32
    %1066 = "llvm.extractelement"(%240, %26) : (vector<16xf32>, i64) -> f32
    %1067 = "llvm.extractelement"(%1024, %26) : (vector<16xf32>, i64) -> f32
    %1068 = "llvm.call"(%1065, %1066, %1067) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1069 = "llvm.insertelement"(%1064, %1068, %26) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1070 = "llvm.extractelement"(%368, %25) : (vector<16xf32>, i64) -> f32
    %1071 = "llvm.extractelement"(%240, %25) : (vector<16xf32>, i64) -> f32
    %1072 = "llvm.extractelement"(%1024, %25) : (vector<16xf32>, i64) -> f32
    %1073 = "llvm.call"(%1070, %1071, %1072) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1074 = "llvm.insertelement"(%1069, %1073, %25) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1075 = "llvm.extractelement"(%368, %24) : (vector<16xf32>, i64) -> f32
    %1076 = "llvm.extractelement"(%240, %24) : (vector<16xf32>, i64) -> f32
    %1077 = "llvm.extractelement"(%1024, %24) : (vector<16xf32>, i64) -> f32
    %1078 = "llvm.call"(%1075, %1076, %1077) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1079 = "llvm.insertelement"(%1074, %1078, %24) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1080 = "llvm.extractelement"(%368, %23) : (vector<16xf32>, i64) -> f32
    %1081 = "llvm.extractelement"(%240, %23) : (vector<16xf32>, i64) -> f32
    %1082 = "llvm.extractelement"(%1024, %23) : (vector<16xf32>, i64) -> f32
    %1083 = "llvm.call"(%1080, %1081, %1082) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1084 = "llvm.insertelement"(%1079, %1083, %23) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1085 = "llvm.extractelement"(%368, %22) : (vector<16xf32>, i64) -> f32
    %1086 = "llvm.extractelement"(%240, %22) : (vector<16xf32>, i64) -> f32
    %1087 = "llvm.extractelement"(%1024, %22) : (vector<16xf32>, i64) -> f32
    %1088 = "llvm.call"(%1085, %1086, %1087) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1089 = "llvm.insertelement"(%1084, %1088, %22) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1090 = "llvm.extractelement"(%368, %21) : (vector<16xf32>, i64) -> f32
    %1091 = "llvm.extractelement"(%240, %21) : (vector<16xf32>, i64) -> f32
    %1092 = "llvm.extractelement"(%1024, %21) : (vector<16xf32>, i64) -> f32
    %1093 = "llvm.call"(%1090, %1091, %1092) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1094 = "llvm.insertelement"(%1089, %1093, %21) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1095 = "llvm.extractelement"(%368, %20) : (vector<16xf32>, i64) -> f32
    %1096 = "llvm.extractelement"(%240, %20) : (vector<16xf32>, i64) -> f32
    %1097 = "llvm.extractelement"(%1024, %20) : (vector<16xf32>, i64) -> f32
    %1098 = "llvm.call"(%1095, %1096, %1097) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1099 = "llvm.insertelement"(%1094, %1098, %20) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1100 = "llvm.extractelement"(%368, %19) : (vector<16xf32>, i64) -> f32
    %1101 = "llvm.extractelement"(%240, %19) : (vector<16xf32>, i64) -> f32
    %1102 = "llvm.extractelement"(%1024, %19) : (vector<16xf32>, i64) -> f32
    %1103 = "llvm.call"(%1100, %1101, %1102) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1104 = "llvm.insertelement"(%1099, %1103, %19) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1105 = "llvm.extractelement"(%366, %71) : (vector<16xf32>, i64) -> f32
    %1106 = "llvm.extractelement"(%234, %71) : (vector<16xf32>, i64) -> f32
    %1107 = "llvm.extractelement"(%1104, %71) : (vector<16xf32>, i64) -> f32
    %1108 = "llvm.call"(%1105, %1106, %1107) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1109 = "llvm.insertelement"(%2, %1108, %71) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1110 = "llvm.extractelement"(%366, %35) : (vector<16xf32>, i64) -> f32
    %1111 = "llvm.extractelement"(%234, %35) : (vector<16xf32>, i64) -> f32
    %1112 = "llvm.extractelement"(%1104, %35) : (vector<16xf32>, i64) -> f32
    %1113 = "llvm.call"(%1110, %1111, %1112) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1114 = "llvm.insertelement"(%1109, %1113, %35) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1115 = "llvm.extractelement"(%366, %32) : (vector<16xf32>, i64) -> f32
    %1116 = "llvm.extractelement"(%234, %32) : (vector<16xf32>, i64) -> f32
    %1117 = "llvm.extractelement"(%1104, %32) : (vector<16xf32>, i64) -> f32
    %1118 = "llvm.call"(%1115, %1116, %1117) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1119 = "llvm.insertelement"(%1114, %1118, %32) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1120 = "llvm.extractelement"(%366, %31) : (vector<16xf32>, i64) -> f32
    %1121 = "llvm.extractelement"(%234, %31) : (vector<16xf32>, i64) -> f32
    %1122 = "llvm.extractelement"(%1104, %31) : (vector<16xf32>, i64) -> f32
    %1123 = "llvm.call"(%1120, %1121, %1122) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1124 = "llvm.insertelement"(%1119, %1123, %31) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1125 = "llvm.extractelement"(%366, %30) : (vector<16xf32>, i64) -> f32
    %1126 = "llvm.extractelement"(%234, %30) : (vector<16xf32>, i64) -> f32
    %1127 = "llvm.extractelement"(%1104, %30) : (vector<16xf32>, i64) -> f32
    %1128 = "llvm.call"(%1125, %1126, %1127) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1129 = "llvm.insertelement"(%1124, %1128, %30) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1130 = "llvm.extractelement"(%366, %29) : (vector<16xf32>, i64) -> f32
    %1131 = "llvm.extractelement"(%234, %29) : (vector<16xf32>, i64) -> f32
    %1132 = "llvm.extractelement"(%1104, %29) : (vector<16xf32>, i64) -> f32
    %1133 = "llvm.call"(%1130, %1131, %1132) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1134 = "llvm.insertelement"(%1129, %1133, %29) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1135 = "llvm.extractelement"(%366, %28) : (vector<16xf32>, i64) -> f32
    %1136 = "llvm.extractelement"(%234, %28) : (vector<16xf32>, i64) -> f32
    %1137 = "llvm.extractelement"(%1104, %28) : (vector<16xf32>, i64) -> f32
    %1138 = "llvm.call"(%1135, %1136, %1137) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1139 = "llvm.insertelement"(%1134, %1138, %28) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1140 = "llvm.extractelement"(%366, %27) : (vector<16xf32>, i64) -> f32
    %1141 = "llvm.extractelement"(%234, %27) : (vector<16xf32>, i64) -> f32
    %1142 = "llvm.extractelement"(%1104, %27) : (vector<16xf32>, i64) -> f32
    %1143 = "llvm.call"(%1140, %1141, %1142) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1144 = "llvm.insertelement"(%1139, %1143, %27) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1145 = "llvm.extractelement"(%366, %26) : (vector<16xf32>, i64) -> f32
    %1146 = "llvm.extractelement"(%234, %26) : (vector<16xf32>, i64) -> f32
    %1147 = "llvm.extractelement"(%1104, %26) : (vector<16xf32>, i64) -> f32
    %1148 = "llvm.call"(%1145, %1146, %1147) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1149 = "llvm.insertelement"(%1144, %1148, %26) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1150 = "llvm.extractelement"(%366, %25) : (vector<16xf32>, i64) -> f32
    %1151 = "llvm.extractelement"(%234, %25) : (vector<16xf32>, i64) -> f32
    %1152 = "llvm.extractelement"(%1104, %25) : (vector<16xf32>, i64) -> f32
    %1153 = "llvm.call"(%1150, %1151, %1152) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1154 = "llvm.insertelement"(%1149, %1153, %25) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1155 = "llvm.extractelement"(%366, %24) : (vector<16xf32>, i64) -> f32
    %1156 = "llvm.extractelement"(%234, %24) : (vector<16xf32>, i64) -> f32
    %1157 = "llvm.extractelement"(%1104, %24) : (vector<16xf32>, i64) -> f32
    %1158 = "llvm.call"(%1155, %1156, %1157) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1159 = "llvm.insertelement"(%1154, %1158, %24) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1160 = "llvm.extractelement"(%366, %23) : (vector<16xf32>, i64) -> f32
    %1161 = "llvm.extractelement"(%234, %23) : (vector<16xf32>, i64) -> f32
    %1162 = "llvm.extractelement"(%1104, %23) : (vector<16xf32>, i64) -> f32
    %1163 = "llvm.call"(%1160, %1161, %1162) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1164 = "llvm.insertelement"(%1159, %1163, %23) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1165 = "llvm.extractelement"(%366, %22) : (vector<16xf32>, i64) -> f32
    %1166 = "llvm.extractelement"(%234, %22) : (vector<16xf32>, i64) -> f32
    %1167 = "llvm.extractelement"(%1104, %22) : (vector<16xf32>, i64) -> f32
    %1168 = "llvm.call"(%1165, %1166, %1167) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1169 = "llvm.insertelement"(%1164, %1168, %22) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1170 = "llvm.extractelement"(%366, %21) : (vector<16xf32>, i64) -> f32
    %1171 = "llvm.extractelement"(%234, %21) : (vector<16xf32>, i64) -> f32
    %1172 = "llvm.extractelement"(%1104, %21) : (vector<16xf32>, i64) -> f32
    %1173 = "llvm.call"(%1170, %1171, %1172) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1174 = "llvm.insertelement"(%1169, %1173, %21) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1175 = "llvm.extractelement"(%366, %20) : (vector<16xf32>, i64) -> f32
    %1176 = "llvm.extractelement"(%234, %20) : (vector<16xf32>, i64) -> f32
    %1177 = "llvm.extractelement"(%1104, %20) : (vector<16xf32>, i64) -> f32
    %1178 = "llvm.call"(%1175, %1176, %1177) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1179 = "llvm.insertelement"(%1174, %1178, %20) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1180 = "llvm.extractelement"(%366, %19) : (vector<16xf32>, i64) -> f32
    %1181 = "llvm.extractelement"(%234, %19) : (vector<16xf32>, i64) -> f32
    %1182 = "llvm.extractelement"(%1104, %19) : (vector<16xf32>, i64) -> f32
    %1183 = "llvm.call"(%1180, %1181, %1182) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1184 = "llvm.insertelement"(%1179, %1183, %19) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1185 = "llvm.extractelement"(%364, %71) : (vector<16xf32>, i64) -> f32
    %1186 = "llvm.extractelement"(%228, %71) : (vector<16xf32>, i64) -> f32
    %1187 = "llvm.extractelement"(%1184, %71) : (vector<16xf32>, i64) -> f32
    %1188 = "llvm.call"(%1185, %1186, %1187) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1189 = "llvm.insertelement"(%2, %1188, %71) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1190 = "llvm.extractelement"(%364, %35) : (vector<16xf32>, i64) -> f32
    %1191 = "llvm.extractelement"(%228, %35) : (vector<16xf32>, i64) -> f32
    %1192 = "llvm.extractelement"(%1184, %35) : (vector<16xf32>, i64) -> f32
    %1193 = "llvm.call"(%1190, %1191, %1192) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1194 = "llvm.insertelement"(%1189, %1193, %35) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1195 = "llvm.extractelement"(%364, %32) : (vector<16xf32>, i64) -> f32
    %1196 = "llvm.extractelement"(%228, %32) : (vector<16xf32>, i64) -> f32
    %1197 = "llvm.extractelement"(%1184, %32) : (vector<16xf32>, i64) -> f32
    %1198 = "llvm.call"(%1195, %1196, %1197) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1199 = "llvm.insertelement"(%1194, %1198, %32) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1200 = "llvm.extractelement"(%364, %31) : (vector<16xf32>, i64) -> f32
    %1201 = "llvm.extractelement"(%228, %31) : (vector<16xf32>, i64) -> f32
    %1202 = "llvm.extractelement"(%1184, %31) : (vector<16xf32>, i64) -> f32
    %1203 = "llvm.call"(%1200, %1201, %1202) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1204 = "llvm.insertelement"(%1199, %1203, %31) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1205 = "llvm.extractelement"(%364, %30) : (vector<16xf32>, i64) -> f32
    %1206 = "llvm.extractelement"(%228, %30) : (vector<16xf32>, i64) -> f32
    %1207 = "llvm.extractelement"(%1184, %30) : (vector<16xf32>, i64) -> f32
    %1208 = "llvm.call"(%1205, %1206, %1207) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1209 = "llvm.insertelement"(%1204, %1208, %30) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1210 = "llvm.extractelement"(%364, %29) : (vector<16xf32>, i64) -> f32
    %1211 = "llvm.extractelement"(%228, %29) : (vector<16xf32>, i64) -> f32
    %1212 = "llvm.extractelement"(%1184, %29) : (vector<16xf32>, i64) -> f32
    %1213 = "llvm.call"(%1210, %1211, %1212) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1214 = "llvm.insertelement"(%1209, %1213, %29) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1215 = "llvm.extractelement"(%364, %28) : (vector<16xf32>, i64) -> f32
    %1216 = "llvm.extractelement"(%228, %28) : (vector<16xf32>, i64) -> f32
    %1217 = "llvm.extractelement"(%1184, %28) : (vector<16xf32>, i64) -> f32
    %1218 = "llvm.call"(%1215, %1216, %1217) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1219 = "llvm.insertelement"(%1214, %1218, %28) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1220 = "llvm.extractelement"(%364, %27) : (vector<16xf32>, i64) -> f32
    %1221 = "llvm.extractelement"(%228, %27) : (vector<16xf32>, i64) -> f32
    %1222 = "llvm.extractelement"(%1184, %27) : (vector<16xf32>, i64) -> f32
    %1223 = "llvm.call"(%1220, %1221, %1222) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1224 = "llvm.insertelement"(%1219, %1223, %27) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1225 = "llvm.extractelement"(%364, %26) : (vector<16xf32>, i64) -> f32
    %1226 = "llvm.extractelement"(%228, %26) : (vector<16xf32>, i64) -> f32
    %1227 = "llvm.extractelement"(%1184, %26) : (vector<16xf32>, i64) -> f32
    %1228 = "llvm.call"(%1225, %1226, %1227) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1229 = "llvm.insertelement"(%1224, %1228, %26) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1230 = "llvm.extractelement"(%364, %25) : (vector<16xf32>, i64) -> f32
    %1231 = "llvm.extractelement"(%228, %25) : (vector<16xf32>, i64) -> f32
    %1232 = "llvm.extractelement"(%1184, %25) : (vector<16xf32>, i64) -> f32
    %1233 = "llvm.call"(%1230, %1231, %1232) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1234 = "llvm.insertelement"(%1229, %1233, %25) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1235 = "llvm.extractelement"(%364, %24) : (vector<16xf32>, i64) -> f32
    %1236 = "llvm.extractelement"(%228, %24) : (vector<16xf32>, i64) -> f32
    %1237 = "llvm.extractelement"(%1184, %24) : (vector<16xf32>, i64) -> f32
    %1238 = "llvm.call"(%1235, %1236, %1237) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1239 = "llvm.insertelement"(%1234, %1238, %24) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1240 = "llvm.extractelement"(%364, %23) : (vector<16xf32>, i64) -> f32
    %1241 = "llvm.extractelement"(%228, %23) : (vector<16xf32>, i64) -> f32
    %1242 = "llvm.extractelement"(%1184, %23) : (vector<16xf32>, i64) -> f32
    %1243 = "llvm.call"(%1240, %1241, %1242) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1244 = "llvm.insertelement"(%1239, %1243, %23) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1245 = "llvm.extractelement"(%364, %22) : (vector<16xf32>, i64) -> f32
    %1246 = "llvm.extractelement"(%228, %22) : (vector<16xf32>, i64) -> f32
    %1247 = "llvm.extractelement"(%1184, %22) : (vector<16xf32>, i64) -> f32
    %1248 = "llvm.call"(%1245, %1246, %1247) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1249 = "llvm.insertelement"(%1244, %1248, %22) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1250 = "llvm.extractelement"(%364, %21) : (vector<16xf32>, i64) -> f32
    %1251 = "llvm.extractelement"(%228, %21) : (vector<16xf32>, i64) -> f32
    %1252 = "llvm.extractelement"(%1184, %21) : (vector<16xf32>, i64) -> f32
    %1253 = "llvm.call"(%1250, %1251, %1252) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1254 = "llvm.insertelement"(%1249, %1253, %21) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1255 = "llvm.extractelement"(%364, %20) : (vector<16xf32>, i64) -> f32
    %1256 = "llvm.extractelement"(%228, %20) : (vector<16xf32>, i64) -> f32
    %1257 = "llvm.extractelement"(%1184, %20) : (vector<16xf32>, i64) -> f32
    %1258 = "llvm.call"(%1255, %1256, %1257) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1259 = "llvm.insertelement"(%1254, %1258, %20) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1260 = "llvm.extractelement"(%364, %19) : (vector<16xf32>, i64) -> f32
    %1261 = "llvm.extractelement"(%228, %19) : (vector<16xf32>, i64) -> f32
    %1262 = "llvm.extractelement"(%1184, %19) : (vector<16xf32>, i64) -> f32
    %1263 = "llvm.call"(%1260, %1261, %1262) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1264 = "llvm.insertelement"(%1259, %1263, %19) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1265 = "llvm.extractelement"(%362, %71) : (vector<16xf32>, i64) -> f32
    %1266 = "llvm.extractelement"(%222, %71) : (vector<16xf32>, i64) -> f32
    %1267 = "llvm.extractelement"(%1264, %71) : (vector<16xf32>, i64) -> f32
    %1268 = "llvm.call"(%1265, %1266, %1267) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1269 = "llvm.insertelement"(%2, %1268, %71) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1270 = "llvm.extractelement"(%362, %35) : (vector<16xf32>, i64) -> f32
    %1271 = "llvm.extractelement"(%222, %35) : (vector<16xf32>, i64) -> f32
    %1272 = "llvm.extractelement"(%1264, %35) : (vector<16xf32>, i64) -> f32
    %1273 = "llvm.call"(%1270, %1271, %1272) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1274 = "llvm.insertelement"(%1269, %1273, %35) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1275 = "llvm.extractelement"(%362, %32) : (vector<16xf32>, i64) -> f32
    %1276 = "llvm.extractelement"(%222, %32) : (vector<16xf32>, i64) -> f32
    %1277 = "llvm.extractelement"(%1264, %32) : (vector<16xf32>, i64) -> f32
    %1278 = "llvm.call"(%1275, %1276, %1277) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1279 = "llvm.insertelement"(%1274, %1278, %32) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1280 = "llvm.extractelement"(%362, %31) : (vector<16xf32>, i64) -> f32
    %1281 = "llvm.extractelement"(%222, %31) : (vector<16xf32>, i64) -> f32
    %1282 = "llvm.extractelement"(%1264, %31) : (vector<16xf32>, i64) -> f32
    %1283 = "llvm.call"(%1280, %1281, %1282) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1284 = "llvm.insertelement"(%1279, %1283, %31) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1285 = "llvm.extractelement"(%362, %30) : (vector<16xf32>, i64) -> f32
    %1286 = "llvm.extractelement"(%222, %30) : (vector<16xf32>, i64) -> f32
    %1287 = "llvm.extractelement"(%1264, %30) : (vector<16xf32>, i64) -> f32
    %1288 = "llvm.call"(%1285, %1286, %1287) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1289 = "llvm.insertelement"(%1284, %1288, %30) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1290 = "llvm.extractelement"(%362, %29) : (vector<16xf32>, i64) -> f32
    %1291 = "llvm.extractelement"(%222, %29) : (vector<16xf32>, i64) -> f32
    %1292 = "llvm.extractelement"(%1264, %29) : (vector<16xf32>, i64) -> f32
    %1293 = "llvm.call"(%1290, %1291, %1292) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1294 = "llvm.insertelement"(%1289, %1293, %29) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1295 = "llvm.extractelement"(%362, %28) : (vector<16xf32>, i64) -> f32
    %1296 = "llvm.extractelement"(%222, %28) : (vector<16xf32>, i64) -> f32
    %1297 = "llvm.extractelement"(%1264, %28) : (vector<16xf32>, i64) -> f32
    %1298 = "llvm.call"(%1295, %1296, %1297) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1299 = "llvm.insertelement"(%1294, %1298, %28) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1300 = "llvm.extractelement"(%362, %27) : (vector<16xf32>, i64) -> f32
    %1301 = "llvm.extractelement"(%222, %27) : (vector<16xf32>, i64) -> f32
    %1302 = "llvm.extractelement"(%1264, %27) : (vector<16xf32>, i64) -> f32
    %1303 = "llvm.call"(%1300, %1301, %1302) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1304 = "llvm.insertelement"(%1299, %1303, %27) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1305 = "llvm.extractelement"(%362, %26) : (vector<16xf32>, i64) -> f32
    %1306 = "llvm.extractelement"(%222, %26) : (vector<16xf32>, i64) -> f32
    %1307 = "llvm.extractelement"(%1264, %26) : (vector<16xf32>, i64) -> f32
    %1308 = "llvm.call"(%1305, %1306, %1307) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1309 = "llvm.insertelement"(%1304, %1308, %26) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1310 = "llvm.extractelement"(%362, %25) : (vector<16xf32>, i64) -> f32
    %1311 = "llvm.extractelement"(%222, %25) : (vector<16xf32>, i64) -> f32
    %1312 = "llvm.extractelement"(%1264, %25) : (vector<16xf32>, i64) -> f32
    %1313 = "llvm.call"(%1310, %1311, %1312) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1314 = "llvm.insertelement"(%1309, %1313, %25) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1315 = "llvm.extractelement"(%362, %24) : (vector<16xf32>, i64) -> f32
    %1316 = "llvm.extractelement"(%222, %24) : (vector<16xf32>, i64) -> f32
    %1317 = "llvm.extractelement"(%1264, %24) : (vector<16xf32>, i64) -> f32
    %1318 = "llvm.call"(%1315, %1316, %1317) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1319 = "llvm.insertelement"(%1314, %1318, %24) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1320 = "llvm.extractelement"(%362, %23) : (vector<16xf32>, i64) -> f32
    %1321 = "llvm.extractelement"(%222, %23) : (vector<16xf32>, i64) -> f32
    %1322 = "llvm.extractelement"(%1264, %23) : (vector<16xf32>, i64) -> f32
    %1323 = "llvm.call"(%1320, %1321, %1322) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1324 = "llvm.insertelement"(%1319, %1323, %23) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1325 = "llvm.extractelement"(%362, %22) : (vector<16xf32>, i64) -> f32
    %1326 = "llvm.extractelement"(%222, %22) : (vector<16xf32>, i64) -> f32
    %1327 = "llvm.extractelement"(%1264, %22) : (vector<16xf32>, i64) -> f32
    %1328 = "llvm.call"(%1325, %1326, %1327) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1329 = "llvm.insertelement"(%1324, %1328, %22) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1330 = "llvm.extractelement"(%362, %21) : (vector<16xf32>, i64) -> f32
    %1331 = "llvm.extractelement"(%222, %21) : (vector<16xf32>, i64) -> f32
    %1332 = "llvm.extractelement"(%1264, %21) : (vector<16xf32>, i64) -> f32
    %1333 = "llvm.call"(%1330, %1331, %1332) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1334 = "llvm.insertelement"(%1329, %1333, %21) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1335 = "llvm.extractelement"(%362, %20) : (vector<16xf32>, i64) -> f32
    %1336 = "llvm.extractelement"(%222, %20) : (vector<16xf32>, i64) -> f32
    %1337 = "llvm.extractelement"(%1264, %20) : (vector<16xf32>, i64) -> f32
    %1338 = "llvm.call"(%1335, %1336, %1337) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1339 = "llvm.insertelement"(%1334, %1338, %20) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1340 = "llvm.extractelement"(%362, %19) : (vector<16xf32>, i64) -> f32
    %1341 = "llvm.extractelement"(%222, %19) : (vector<16xf32>, i64) -> f32
    %1342 = "llvm.extractelement"(%1264, %19) : (vector<16xf32>, i64) -> f32
    %1343 = "llvm.call"(%1340, %1341, %1342) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1344 = "llvm.insertelement"(%1339, %1343, %19) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1345 = "llvm.extractelement"(%360, %71) : (vector<16xf32>, i64) -> f32
    %1346 = "llvm.extractelement"(%216, %71) : (vector<16xf32>, i64) -> f32
    %1347 = "llvm.extractelement"(%1344, %71) : (vector<16xf32>, i64) -> f32
    %1348 = "llvm.call"(%1345, %1346, %1347) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1349 = "llvm.insertelement"(%2, %1348, %71) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1350 = "llvm.extractelement"(%360, %35) : (vector<16xf32>, i64) -> f32
    %1351 = "llvm.extractelement"(%216, %35) : (vector<16xf32>, i64) -> f32
    %1352 = "llvm.extractelement"(%1344, %35) : (vector<16xf32>, i64) -> f32
    %1353 = "llvm.call"(%1350, %1351, %1352) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1354 = "llvm.insertelement"(%1349, %1353, %35) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1355 = "llvm.extractelement"(%360, %32) : (vector<16xf32>, i64) -> f32
    %1356 = "llvm.extractelement"(%216, %32) : (vector<16xf32>, i64) -> f32
    %1357 = "llvm.extractelement"(%1344, %32) : (vector<16xf32>, i64) -> f32
    %1358 = "llvm.call"(%1355, %1356, %1357) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1359 = "llvm.insertelement"(%1354, %1358, %32) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1360 = "llvm.extractelement"(%360, %31) : (vector<16xf32>, i64) -> f32
    %1361 = "llvm.extractelement"(%216, %31) : (vector<16xf32>, i64) -> f32
    %1362 = "llvm.extractelement"(%1344, %31) : (vector<16xf32>, i64) -> f32
    %1363 = "llvm.call"(%1360, %1361, %1362) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1364 = "llvm.insertelement"(%1359, %1363, %31) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1365 = "llvm.extractelement"(%360, %30) : (vector<16xf32>, i64) -> f32
    %1366 = "llvm.extractelement"(%216, %30) : (vector<16xf32>, i64) -> f32
    %1367 = "llvm.extractelement"(%1344, %30) : (vector<16xf32>, i64) -> f32
    %1368 = "llvm.call"(%1365, %1366, %1367) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1369 = "llvm.insertelement"(%1364, %1368, %30) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1370 = "llvm.extractelement"(%360, %29) : (vector<16xf32>, i64) -> f32
    %1371 = "llvm.extractelement"(%216, %29) : (vector<16xf32>, i64) -> f32
    %1372 = "llvm.extractelement"(%1344, %29) : (vector<16xf32>, i64) -> f32
    %1373 = "llvm.call"(%1370, %1371, %1372) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1374 = "llvm.insertelement"(%1369, %1373, %29) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1375 = "llvm.extractelement"(%360, %28) : (vector<16xf32>, i64) -> f32
    %1376 = "llvm.extractelement"(%216, %28) : (vector<16xf32>, i64) -> f32
    %1377 = "llvm.extractelement"(%1344, %28) : (vector<16xf32>, i64) -> f32
    %1378 = "llvm.call"(%1375, %1376, %1377) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1379 = "llvm.insertelement"(%1374, %1378, %28) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1380 = "llvm.extractelement"(%360, %27) : (vector<16xf32>, i64) -> f32
    %1381 = "llvm.extractelement"(%216, %27) : (vector<16xf32>, i64) -> f32
    %1382 = "llvm.extractelement"(%1344, %27) : (vector<16xf32>, i64) -> f32
    %1383 = "llvm.call"(%1380, %1381, %1382) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1384 = "llvm.insertelement"(%1379, %1383, %27) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1385 = "llvm.extractelement"(%360, %26) : (vector<16xf32>, i64) -> f32
    %1386 = "llvm.extractelement"(%216, %26) : (vector<16xf32>, i64) -> f32
    %1387 = "llvm.extractelement"(%1344, %26) : (vector<16xf32>, i64) -> f32
    %1388 = "llvm.call"(%1385, %1386, %1387) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1389 = "llvm.insertelement"(%1384, %1388, %26) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1390 = "llvm.extractelement"(%360, %25) : (vector<16xf32>, i64) -> f32
    %1391 = "llvm.extractelement"(%216, %25) : (vector<16xf32>, i64) -> f32
    %1392 = "llvm.extractelement"(%1344, %25) : (vector<16xf32>, i64) -> f32
    %1393 = "llvm.call"(%1390, %1391, %1392) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1394 = "llvm.insertelement"(%1389, %1393, %25) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1395 = "llvm.extractelement"(%360, %24) : (vector<16xf32>, i64) -> f32
    %1396 = "llvm.extractelement"(%216, %24) : (vector<16xf32>, i64) -> f32
    %1397 = "llvm.extractelement"(%1344, %24) : (vector<16xf32>, i64) -> f32
    %1398 = "llvm.call"(%1395, %1396, %1397) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1399 = "llvm.insertelement"(%1394, %1398, %24) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1400 = "llvm.extractelement"(%360, %23) : (vector<16xf32>, i64) -> f32
    %1401 = "llvm.extractelement"(%216, %23) : (vector<16xf32>, i64) -> f32
    %1402 = "llvm.extractelement"(%1344, %23) : (vector<16xf32>, i64) -> f32
    %1403 = "llvm.call"(%1400, %1401, %1402) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1404 = "llvm.insertelement"(%1399, %1403, %23) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1405 = "llvm.extractelement"(%360, %22) : (vector<16xf32>, i64) -> f32
    %1406 = "llvm.extractelement"(%216, %22) : (vector<16xf32>, i64) -> f32
    %1407 = "llvm.extractelement"(%1344, %22) : (vector<16xf32>, i64) -> f32
    %1408 = "llvm.call"(%1405, %1406, %1407) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1409 = "llvm.insertelement"(%1404, %1408, %22) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1410 = "llvm.extractelement"(%360, %21) : (vector<16xf32>, i64) -> f32
    %1411 = "llvm.extractelement"(%216, %21) : (vector<16xf32>, i64) -> f32
    %1412 = "llvm.extractelement"(%1344, %21) : (vector<16xf32>, i64) -> f32
    %1413 = "llvm.call"(%1410, %1411, %1412) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1414 = "llvm.insertelement"(%1409, %1413, %21) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1415 = "llvm.extractelement"(%360, %20) : (vector<16xf32>, i64) -> f32
    %1416 = "llvm.extractelement"(%216, %20) : (vector<16xf32>, i64) -> f32
    %1417 = "llvm.extractelement"(%1344, %20) : (vector<16xf32>, i64) -> f32
    %1418 = "llvm.call"(%1415, %1416, %1417) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1419 = "llvm.insertelement"(%1414, %1418, %20) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1420 = "llvm.extractelement"(%360, %19) : (vector<16xf32>, i64) -> f32
    %1421 = "llvm.extractelement"(%216, %19) : (vector<16xf32>, i64) -> f32
    %1422 = "llvm.extractelement"(%1344, %19) : (vector<16xf32>, i64) -> f32
    %1423 = "llvm.call"(%1420, %1421, %1422) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1424 = "llvm.insertelement"(%1419, %1423, %19) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1425 = "llvm.extractelement"(%358, %71) : (vector<16xf32>, i64) -> f32
    %1426 = "llvm.extractelement"(%210, %71) : (vector<16xf32>, i64) -> f32
    %1427 = "llvm.extractelement"(%1424, %71) : (vector<16xf32>, i64) -> f32
    %1428 = "llvm.call"(%1425, %1426, %1427) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1429 = "llvm.insertelement"(%2, %1428, %71) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1430 = "llvm.extractelement"(%358, %35) : (vector<16xf32>, i64) -> f32
    %1431 = "llvm.extractelement"(%210, %35) : (vector<16xf32>, i64) -> f32
    %1432 = "llvm.extractelement"(%1424, %35) : (vector<16xf32>, i64) -> f32
    %1433 = "llvm.call"(%1430, %1431, %1432) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1434 = "llvm.insertelement"(%1429, %1433, %35) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1435 = "llvm.extractelement"(%358, %32) : (vector<16xf32>, i64) -> f32
    %1436 = "llvm.extractelement"(%210, %32) : (vector<16xf32>, i64) -> f32
    %1437 = "llvm.extractelement"(%1424, %32) : (vector<16xf32>, i64) -> f32
    %1438 = "llvm.call"(%1435, %1436, %1437) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1439 = "llvm.insertelement"(%1434, %1438, %32) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1440 = "llvm.extractelement"(%358, %31) : (vector<16xf32>, i64) -> f32
    %1441 = "llvm.extractelement"(%210, %31) : (vector<16xf32>, i64) -> f32
    %1442 = "llvm.extractelement"(%1424, %31) : (vector<16xf32>, i64) -> f32
    %1443 = "llvm.call"(%1440, %1441, %1442) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1444 = "llvm.insertelement"(%1439, %1443, %31) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1445 = "llvm.extractelement"(%358, %30) : (vector<16xf32>, i64) -> f32
    %1446 = "llvm.extractelement"(%210, %30) : (vector<16xf32>, i64) -> f32
    %1447 = "llvm.extractelement"(%1424, %30) : (vector<16xf32>, i64) -> f32
    %1448 = "llvm.call"(%1445, %1446, %1447) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1449 = "llvm.insertelement"(%1444, %1448, %30) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1450 = "llvm.extractelement"(%358, %29) : (vector<16xf32>, i64) -> f32
    %1451 = "llvm.extractelement"(%210, %29) : (vector<16xf32>, i64) -> f32
    %1452 = "llvm.extractelement"(%1424, %29) : (vector<16xf32>, i64) -> f32
    %1453 = "llvm.call"(%1450, %1451, %1452) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1454 = "llvm.insertelement"(%1449, %1453, %29) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1455 = "llvm.extractelement"(%358, %28) : (vector<16xf32>, i64) -> f32
    %1456 = "llvm.extractelement"(%210, %28) : (vector<16xf32>, i64) -> f32
    %1457 = "llvm.extractelement"(%1424, %28) : (vector<16xf32>, i64) -> f32
    %1458 = "llvm.call"(%1455, %1456, %1457) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1459 = "llvm.insertelement"(%1454, %1458, %28) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1460 = "llvm.extractelement"(%358, %27) : (vector<16xf32>, i64) -> f32
    %1461 = "llvm.extractelement"(%210, %27) : (vector<16xf32>, i64) -> f32
    %1462 = "llvm.extractelement"(%1424, %27) : (vector<16xf32>, i64) -> f32
    %1463 = "llvm.call"(%1460, %1461, %1462) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1464 = "llvm.insertelement"(%1459, %1463, %27) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1465 = "llvm.extractelement"(%358, %26) : (vector<16xf32>, i64) -> f32
    %1466 = "llvm.extractelement"(%210, %26) : (vector<16xf32>, i64) -> f32
    %1467 = "llvm.extractelement"(%1424, %26) : (vector<16xf32>, i64) -> f32
    %1468 = "llvm.call"(%1465, %1466, %1467) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1469 = "llvm.insertelement"(%1464, %1468, %26) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1470 = "llvm.extractelement"(%358, %25) : (vector<16xf32>, i64) -> f32
    %1471 = "llvm.extractelement"(%210, %25) : (vector<16xf32>, i64) -> f32
    %1472 = "llvm.extractelement"(%1424, %25) : (vector<16xf32>, i64) -> f32
    %1473 = "llvm.call"(%1470, %1471, %1472) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1474 = "llvm.insertelement"(%1469, %1473, %25) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1475 = "llvm.extractelement"(%358, %24) : (vector<16xf32>, i64) -> f32
    %1476 = "llvm.extractelement"(%210, %24) : (vector<16xf32>, i64) -> f32
    %1477 = "llvm.extractelement"(%1424, %24) : (vector<16xf32>, i64) -> f32
    %1478 = "llvm.call"(%1475, %1476, %1477) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1479 = "llvm.insertelement"(%1474, %1478, %24) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1480 = "llvm.extractelement"(%358, %23) : (vector<16xf32>, i64) -> f32
    %1481 = "llvm.extractelement"(%210, %23) : (vector<16xf32>, i64) -> f32
    %1482 = "llvm.extractelement"(%1424, %23) : (vector<16xf32>, i64) -> f32
    %1483 = "llvm.call"(%1480, %1481, %1482) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1484 = "llvm.insertelement"(%1479, %1483, %23) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1485 = "llvm.extractelement"(%358, %22) : (vector<16xf32>, i64) -> f32
    %1486 = "llvm.extractelement"(%210, %22) : (vector<16xf32>, i64) -> f32
    %1487 = "llvm.extractelement"(%1424, %22) : (vector<16xf32>, i64) -> f32
    %1488 = "llvm.call"(%1485, %1486, %1487) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1489 = "llvm.insertelement"(%1484, %1488, %22) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1490 = "llvm.extractelement"(%358, %21) : (vector<16xf32>, i64) -> f32
    %1491 = "llvm.extractelement"(%210, %21) : (vector<16xf32>, i64) -> f32
    %1492 = "llvm.extractelement"(%1424, %21) : (vector<16xf32>, i64) -> f32
    %1493 = "llvm.call"(%1490, %1491, %1492) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1494 = "llvm.insertelement"(%1489, %1493, %21) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1495 = "llvm.extractelement"(%358, %20) : (vector<16xf32>, i64) -> f32
    %1496 = "llvm.extractelement"(%210, %20) : (vector<16xf32>, i64) -> f32
    %1497 = "llvm.extractelement"(%1424, %20) : (vector<16xf32>, i64) -> f32
    %1498 = "llvm.call"(%1495, %1496, %1497) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1499 = "llvm.insertelement"(%1494, %1498, %20) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1500 = "llvm.extractelement"(%358, %19) : (vector<16xf32>, i64) -> f32
    %1501 = "llvm.extractelement"(%210, %19) : (vector<16xf32>, i64) -> f32
    %1502 = "llvm.extractelement"(%1424, %19) : (vector<16xf32>, i64) -> f32
    %1503 = "llvm.call"(%1500, %1501, %1502) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1504 = "llvm.insertelement"(%1499, %1503, %19) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1505 = "llvm.extractelement"(%356, %71) : (vector<16xf32>, i64) -> f32
    %1506 = "llvm.extractelement"(%204, %71) : (vector<16xf32>, i64) -> f32
    %1507 = "llvm.extractelement"(%1504, %71) : (vector<16xf32>, i64) -> f32
    %1508 = "llvm.call"(%1505, %1506, %1507) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1509 = "llvm.insertelement"(%2, %1508, %71) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1510 = "llvm.extractelement"(%356, %35) : (vector<16xf32>, i64) -> f32
    %1511 = "llvm.extractelement"(%204, %35) : (vector<16xf32>, i64) -> f32
    %1512 = "llvm.extractelement"(%1504, %35) : (vector<16xf32>, i64) -> f32
    %1513 = "llvm.call"(%1510, %1511, %1512) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1514 = "llvm.insertelement"(%1509, %1513, %35) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1515 = "llvm.extractelement"(%356, %32) : (vector<16xf32>, i64) -> f32
    %1516 = "llvm.extractelement"(%204, %32) : (vector<16xf32>, i64) -> f32
    %1517 = "llvm.extractelement"(%1504, %32) : (vector<16xf32>, i64) -> f32
    %1518 = "llvm.call"(%1515, %1516, %1517) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1519 = "llvm.insertelement"(%1514, %1518, %32) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1520 = "llvm.extractelement"(%356, %31) : (vector<16xf32>, i64) -> f32
    %1521 = "llvm.extractelement"(%204, %31) : (vector<16xf32>, i64) -> f32
    %1522 = "llvm.extractelement"(%1504, %31) : (vector<16xf32>, i64) -> f32
    %1523 = "llvm.call"(%1520, %1521, %1522) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1524 = "llvm.insertelement"(%1519, %1523, %31) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1525 = "llvm.extractelement"(%356, %30) : (vector<16xf32>, i64) -> f32
    %1526 = "llvm.extractelement"(%204, %30) : (vector<16xf32>, i64) -> f32
    %1527 = "llvm.extractelement"(%1504, %30) : (vector<16xf32>, i64) -> f32
    %1528 = "llvm.call"(%1525, %1526, %1527) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1529 = "llvm.insertelement"(%1524, %1528, %30) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1530 = "llvm.extractelement"(%356, %29) : (vector<16xf32>, i64) -> f32
    %1531 = "llvm.extractelement"(%204, %29) : (vector<16xf32>, i64) -> f32
    %1532 = "llvm.extractelement"(%1504, %29) : (vector<16xf32>, i64) -> f32
    %1533 = "llvm.call"(%1530, %1531, %1532) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1534 = "llvm.insertelement"(%1529, %1533, %29) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1535 = "llvm.extractelement"(%356, %28) : (vector<16xf32>, i64) -> f32
    %1536 = "llvm.extractelement"(%204, %28) : (vector<16xf32>, i64) -> f32
    %1537 = "llvm.extractelement"(%1504, %28) : (vector<16xf32>, i64) -> f32
    %1538 = "llvm.call"(%1535, %1536, %1537) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1539 = "llvm.insertelement"(%1534, %1538, %28) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1540 = "llvm.extractelement"(%356, %27) : (vector<16xf32>, i64) -> f32
    %1541 = "llvm.extractelement"(%204, %27) : (vector<16xf32>, i64) -> f32
    %1542 = "llvm.extractelement"(%1504, %27) : (vector<16xf32>, i64) -> f32
    %1543 = "llvm.call"(%1540, %1541, %1542) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1544 = "llvm.insertelement"(%1539, %1543, %27) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1545 = "llvm.extractelement"(%356, %26) : (vector<16xf32>, i64) -> f32
    %1546 = "llvm.extractelement"(%204, %26) : (vector<16xf32>, i64) -> f32
    %1547 = "llvm.extractelement"(%1504, %26) : (vector<16xf32>, i64) -> f32
    %1548 = "llvm.call"(%1545, %1546, %1547) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1549 = "llvm.insertelement"(%1544, %1548, %26) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1550 = "llvm.extractelement"(%356, %25) : (vector<16xf32>, i64) -> f32
    %1551 = "llvm.extractelement"(%204, %25) : (vector<16xf32>, i64) -> f32
    %1552 = "llvm.extractelement"(%1504, %25) : (vector<16xf32>, i64) -> f32
    %1553 = "llvm.call"(%1550, %1551, %1552) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1554 = "llvm.insertelement"(%1549, %1553, %25) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1555 = "llvm.extractelement"(%356, %24) : (vector<16xf32>, i64) -> f32
    %1556 = "llvm.extractelement"(%204, %24) : (vector<16xf32>, i64) -> f32
    %1557 = "llvm.extractelement"(%1504, %24) : (vector<16xf32>, i64) -> f32
    %1558 = "llvm.call"(%1555, %1556, %1557) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1559 = "llvm.insertelement"(%1554, %1558, %24) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1560 = "llvm.extractelement"(%356, %23) : (vector<16xf32>, i64) -> f32
    %1561 = "llvm.extractelement"(%204, %23) : (vector<16xf32>, i64) -> f32
    %1562 = "llvm.extractelement"(%1504, %23) : (vector<16xf32>, i64) -> f32
    %1563 = "llvm.call"(%1560, %1561, %1562) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1564 = "llvm.insertelement"(%1559, %1563, %23) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1565 = "llvm.extractelement"(%356, %22) : (vector<16xf32>, i64) -> f32
    %1566 = "llvm.extractelement"(%204, %22) : (vector<16xf32>, i64) -> f32
    %1567 = "llvm.extractelement"(%1504, %22) : (vector<16xf32>, i64) -> f32
    %1568 = "llvm.call"(%1565, %1566, %1567) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1569 = "llvm.insertelement"(%1564, %1568, %22) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1570 = "llvm.extractelement"(%356, %21) : (vector<16xf32>, i64) -> f32
    %1571 = "llvm.extractelement"(%204, %21) : (vector<16xf32>, i64) -> f32
    %1572 = "llvm.extractelement"(%1504, %21) : (vector<16xf32>, i64) -> f32
    %1573 = "llvm.call"(%1570, %1571, %1572) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1574 = "llvm.insertelement"(%1569, %1573, %21) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1575 = "llvm.extractelement"(%356, %20) : (vector<16xf32>, i64) -> f32
    %1576 = "llvm.extractelement"(%204, %20) : (vector<16xf32>, i64) -> f32
    %1577 = "llvm.extractelement"(%1504, %20) : (vector<16xf32>, i64) -> f32
    %1578 = "llvm.call"(%1575, %1576, %1577) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1579 = "llvm.insertelement"(%1574, %1578, %20) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1580 = "llvm.extractelement"(%356, %19) : (vector<16xf32>, i64) -> f32
    %1581 = "llvm.extractelement"(%204, %19) : (vector<16xf32>, i64) -> f32
    %1582 = "llvm.extractelement"(%1504, %19) : (vector<16xf32>, i64) -> f32
    %1583 = "llvm.call"(%1580, %1581, %1582) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1584 = "llvm.insertelement"(%1579, %1583, %19) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1585 = "llvm.extractelement"(%354, %71) : (vector<16xf32>, i64) -> f32
    %1586 = "llvm.extractelement"(%198, %71) : (vector<16xf32>, i64) -> f32
    %1587 = "llvm.extractelement"(%1584, %71) : (vector<16xf32>, i64) -> f32
    %1588 = "llvm.call"(%1585, %1586, %1587) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1589 = "llvm.insertelement"(%2, %1588, %71) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1590 = "llvm.extractelement"(%354, %35) : (vector<16xf32>, i64) -> f32
    %1591 = "llvm.extractelement"(%198, %35) : (vector<16xf32>, i64) -> f32
    %1592 = "llvm.extractelement"(%1584, %35) : (vector<16xf32>, i64) -> f32
    %1593 = "llvm.call"(%1590, %1591, %1592) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1594 = "llvm.insertelement"(%1589, %1593, %35) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1595 = "llvm.extractelement"(%354, %32) : (vector<16xf32>, i64) -> f32
    %1596 = "llvm.extractelement"(%198, %32) : (vector<16xf32>, i64) -> f32
    %1597 = "llvm.extractelement"(%1584, %32) : (vector<16xf32>, i64) -> f32
    %1598 = "llvm.call"(%1595, %1596, %1597) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1599 = "llvm.insertelement"(%1594, %1598, %32) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1600 = "llvm.extractelement"(%354, %31) : (vector<16xf32>, i64) -> f32
    %1601 = "llvm.extractelement"(%198, %31) : (vector<16xf32>, i64) -> f32
    %1602 = "llvm.extractelement"(%1584, %31) : (vector<16xf32>, i64) -> f32
    %1603 = "llvm.call"(%1600, %1601, %1602) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1604 = "llvm.insertelement"(%1599, %1603, %31) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1605 = "llvm.extractelement"(%354, %30) : (vector<16xf32>, i64) -> f32
    %1606 = "llvm.extractelement"(%198, %30) : (vector<16xf32>, i64) -> f32
    %1607 = "llvm.extractelement"(%1584, %30) : (vector<16xf32>, i64) -> f32
    %1608 = "llvm.call"(%1605, %1606, %1607) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1609 = "llvm.insertelement"(%1604, %1608, %30) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1610 = "llvm.extractelement"(%354, %29) : (vector<16xf32>, i64) -> f32
    %1611 = "llvm.extractelement"(%198, %29) : (vector<16xf32>, i64) -> f32
    %1612 = "llvm.extractelement"(%1584, %29) : (vector<16xf32>, i64) -> f32
    %1613 = "llvm.call"(%1610, %1611, %1612) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1614 = "llvm.insertelement"(%1609, %1613, %29) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1615 = "llvm.extractelement"(%354, %28) : (vector<16xf32>, i64) -> f32
    %1616 = "llvm.extractelement"(%198, %28) : (vector<16xf32>, i64) -> f32
    %1617 = "llvm.extractelement"(%1584, %28) : (vector<16xf32>, i64) -> f32
    %1618 = "llvm.call"(%1615, %1616, %1617) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1619 = "llvm.insertelement"(%1614, %1618, %28) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1620 = "llvm.extractelement"(%354, %27) : (vector<16xf32>, i64) -> f32
    %1621 = "llvm.extractelement"(%198, %27) : (vector<16xf32>, i64) -> f32
    %1622 = "llvm.extractelement"(%1584, %27) : (vector<16xf32>, i64) -> f32
    %1623 = "llvm.call"(%1620, %1621, %1622) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1624 = "llvm.insertelement"(%1619, %1623, %27) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1625 = "llvm.extractelement"(%354, %26) : (vector<16xf32>, i64) -> f32
    %1626 = "llvm.extractelement"(%198, %26) : (vector<16xf32>, i64) -> f32
    %1627 = "llvm.extractelement"(%1584, %26) : (vector<16xf32>, i64) -> f32
    %1628 = "llvm.call"(%1625, %1626, %1627) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1629 = "llvm.insertelement"(%1624, %1628, %26) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1630 = "llvm.extractelement"(%354, %25) : (vector<16xf32>, i64) -> f32
    %1631 = "llvm.extractelement"(%198, %25) : (vector<16xf32>, i64) -> f32
    %1632 = "llvm.extractelement"(%1584, %25) : (vector<16xf32>, i64) -> f32
    %1633 = "llvm.call"(%1630, %1631, %1632) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1634 = "llvm.insertelement"(%1629, %1633, %25) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1635 = "llvm.extractelement"(%354, %24) : (vector<16xf32>, i64) -> f32
    %1636 = "llvm.extractelement"(%198, %24) : (vector<16xf32>, i64) -> f32
    %1637 = "llvm.extractelement"(%1584, %24) : (vector<16xf32>, i64) -> f32
    %1638 = "llvm.call"(%1635, %1636, %1637) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1639 = "llvm.insertelement"(%1634, %1638, %24) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1640 = "llvm.extractelement"(%354, %23) : (vector<16xf32>, i64) -> f32
    %1641 = "llvm.extractelement"(%198, %23) : (vector<16xf32>, i64) -> f32
    %1642 = "llvm.extractelement"(%1584, %23) : (vector<16xf32>, i64) -> f32
    %1643 = "llvm.call"(%1640, %1641, %1642) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1644 = "llvm.insertelement"(%1639, %1643, %23) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1645 = "llvm.extractelement"(%354, %22) : (vector<16xf32>, i64) -> f32
    %1646 = "llvm.extractelement"(%198, %22) : (vector<16xf32>, i64) -> f32
    %1647 = "llvm.extractelement"(%1584, %22) : (vector<16xf32>, i64) -> f32
    %1648 = "llvm.call"(%1645, %1646, %1647) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1649 = "llvm.insertelement"(%1644, %1648, %22) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1650 = "llvm.extractelement"(%354, %21) : (vector<16xf32>, i64) -> f32
    %1651 = "llvm.extractelement"(%198, %21) : (vector<16xf32>, i64) -> f32
    %1652 = "llvm.extractelement"(%1584, %21) : (vector<16xf32>, i64) -> f32
    %1653 = "llvm.call"(%1650, %1651, %1652) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1654 = "llvm.insertelement"(%1649, %1653, %21) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1655 = "llvm.extractelement"(%354, %20) : (vector<16xf32>, i64) -> f32
    %1656 = "llvm.extractelement"(%198, %20) : (vector<16xf32>, i64) -> f32
    %1657 = "llvm.extractelement"(%1584, %20) : (vector<16xf32>, i64) -> f32
    %1658 = "llvm.call"(%1655, %1656, %1657) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1659 = "llvm.insertelement"(%1654, %1658, %20) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1660 = "llvm.extractelement"(%354, %19) : (vector<16xf32>, i64) -> f32
    %1661 = "llvm.extractelement"(%198, %19) : (vector<16xf32>, i64) -> f32
    %1662 = "llvm.extractelement"(%1584, %19) : (vector<16xf32>, i64) -> f32
    %1663 = "llvm.call"(%1660, %1661, %1662) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1664 = "llvm.insertelement"(%1659, %1663, %19) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1665 = "llvm.extractelement"(%352, %71) : (vector<16xf32>, i64) -> f32
    %1666 = "llvm.extractelement"(%192, %71) : (vector<16xf32>, i64) -> f32
    %1667 = "llvm.extractelement"(%1664, %71) : (vector<16xf32>, i64) -> f32
    %1668 = "llvm.call"(%1665, %1666, %1667) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1669 = "llvm.insertelement"(%2, %1668, %71) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1670 = "llvm.extractelement"(%352, %35) : (vector<16xf32>, i64) -> f32
    %1671 = "llvm.extractelement"(%192, %35) : (vector<16xf32>, i64) -> f32
    %1672 = "llvm.extractelement"(%1664, %35) : (vector<16xf32>, i64) -> f32
    %1673 = "llvm.call"(%1670, %1671, %1672) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1674 = "llvm.insertelement"(%1669, %1673, %35) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1675 = "llvm.extractelement"(%352, %32) : (vector<16xf32>, i64) -> f32
    %1676 = "llvm.extractelement"(%192, %32) : (vector<16xf32>, i64) -> f32
    %1677 = "llvm.extractelement"(%1664, %32) : (vector<16xf32>, i64) -> f32
    %1678 = "llvm.call"(%1675, %1676, %1677) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1679 = "llvm.insertelement"(%1674, %1678, %32) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1680 = "llvm.extractelement"(%352, %31) : (vector<16xf32>, i64) -> f32
    %1681 = "llvm.extractelement"(%192, %31) : (vector<16xf32>, i64) -> f32
    %1682 = "llvm.extractelement"(%1664, %31) : (vector<16xf32>, i64) -> f32
    %1683 = "llvm.call"(%1680, %1681, %1682) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1684 = "llvm.insertelement"(%1679, %1683, %31) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1685 = "llvm.extractelement"(%352, %30) : (vector<16xf32>, i64) -> f32
    %1686 = "llvm.extractelement"(%192, %30) : (vector<16xf32>, i64) -> f32
    %1687 = "llvm.extractelement"(%1664, %30) : (vector<16xf32>, i64) -> f32
    %1688 = "llvm.call"(%1685, %1686, %1687) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1689 = "llvm.insertelement"(%1684, %1688, %30) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1690 = "llvm.extractelement"(%352, %29) : (vector<16xf32>, i64) -> f32
    %1691 = "llvm.extractelement"(%192, %29) : (vector<16xf32>, i64) -> f32
    %1692 = "llvm.extractelement"(%1664, %29) : (vector<16xf32>, i64) -> f32
    %1693 = "llvm.call"(%1690, %1691, %1692) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1694 = "llvm.insertelement"(%1689, %1693, %29) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1695 = "llvm.extractelement"(%352, %28) : (vector<16xf32>, i64) -> f32
    %1696 = "llvm.extractelement"(%192, %28) : (vector<16xf32>, i64) -> f32
    %1697 = "llvm.extractelement"(%1664, %28) : (vector<16xf32>, i64) -> f32
    %1698 = "llvm.call"(%1695, %1696, %1697) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1699 = "llvm.insertelement"(%1694, %1698, %28) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1700 = "llvm.extractelement"(%352, %27) : (vector<16xf32>, i64) -> f32
    %1701 = "llvm.extractelement"(%192, %27) : (vector<16xf32>, i64) -> f32
    %1702 = "llvm.extractelement"(%1664, %27) : (vector<16xf32>, i64) -> f32
    %1703 = "llvm.call"(%1700, %1701, %1702) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1704 = "llvm.insertelement"(%1699, %1703, %27) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1705 = "llvm.extractelement"(%352, %26) : (vector<16xf32>, i64) -> f32
    %1706 = "llvm.extractelement"(%192, %26) : (vector<16xf32>, i64) -> f32
    %1707 = "llvm.extractelement"(%1664, %26) : (vector<16xf32>, i64) -> f32
    %1708 = "llvm.call"(%1705, %1706, %1707) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1709 = "llvm.insertelement"(%1704, %1708, %26) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1710 = "llvm.extractelement"(%352, %25) : (vector<16xf32>, i64) -> f32
    %1711 = "llvm.extractelement"(%192, %25) : (vector<16xf32>, i64) -> f32
    %1712 = "llvm.extractelement"(%1664, %25) : (vector<16xf32>, i64) -> f32
    %1713 = "llvm.call"(%1710, %1711, %1712) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1714 = "llvm.insertelement"(%1709, %1713, %25) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1715 = "llvm.extractelement"(%352, %24) : (vector<16xf32>, i64) -> f32
    %1716 = "llvm.extractelement"(%192, %24) : (vector<16xf32>, i64) -> f32
    %1717 = "llvm.extractelement"(%1664, %24) : (vector<16xf32>, i64) -> f32
    %1718 = "llvm.call"(%1715, %1716, %1717) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1719 = "llvm.insertelement"(%1714, %1718, %24) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1720 = "llvm.extractelement"(%352, %23) : (vector<16xf32>, i64) -> f32
    %1721 = "llvm.extractelement"(%192, %23) : (vector<16xf32>, i64) -> f32
    %1722 = "llvm.extractelement"(%1664, %23) : (vector<16xf32>, i64) -> f32
    %1723 = "llvm.call"(%1720, %1721, %1722) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1724 = "llvm.insertelement"(%1719, %1723, %23) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1725 = "llvm.extractelement"(%352, %22) : (vector<16xf32>, i64) -> f32
    %1726 = "llvm.extractelement"(%192, %22) : (vector<16xf32>, i64) -> f32
    %1727 = "llvm.extractelement"(%1664, %22) : (vector<16xf32>, i64) -> f32
    %1728 = "llvm.call"(%1725, %1726, %1727) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1729 = "llvm.insertelement"(%1724, %1728, %22) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1730 = "llvm.extractelement"(%352, %21) : (vector<16xf32>, i64) -> f32
    %1731 = "llvm.extractelement"(%192, %21) : (vector<16xf32>, i64) -> f32
    %1732 = "llvm.extractelement"(%1664, %21) : (vector<16xf32>, i64) -> f32
    %1733 = "llvm.call"(%1730, %1731, %1732) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1734 = "llvm.insertelement"(%1729, %1733, %21) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1735 = "llvm.extractelement"(%352, %20) : (vector<16xf32>, i64) -> f32
    %1736 = "llvm.extractelement"(%192, %20) : (vector<16xf32>, i64) -> f32
    %1737 = "llvm.extractelement"(%1664, %20) : (vector<16xf32>, i64) -> f32
    %1738 = "llvm.call"(%1735, %1736, %1737) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1739 = "llvm.insertelement"(%1734, %1738, %20) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1740 = "llvm.extractelement"(%352, %19) : (vector<16xf32>, i64) -> f32
    %1741 = "llvm.extractelement"(%192, %19) : (vector<16xf32>, i64) -> f32
    %1742 = "llvm.extractelement"(%1664, %19) : (vector<16xf32>, i64) -> f32
    %1743 = "llvm.call"(%1740, %1741, %1742) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1744 = "llvm.insertelement"(%1739, %1743, %19) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1745 = "llvm.extractelement"(%350, %71) : (vector<16xf32>, i64) -> f32
    %1746 = "llvm.extractelement"(%186, %71) : (vector<16xf32>, i64) -> f32
    %1747 = "llvm.extractelement"(%1744, %71) : (vector<16xf32>, i64) -> f32
    %1748 = "llvm.call"(%1745, %1746, %1747) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1749 = "llvm.insertelement"(%2, %1748, %71) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1750 = "llvm.extractelement"(%350, %35) : (vector<16xf32>, i64) -> f32
    %1751 = "llvm.extractelement"(%186, %35) : (vector<16xf32>, i64) -> f32
    %1752 = "llvm.extractelement"(%1744, %35) : (vector<16xf32>, i64) -> f32
    %1753 = "llvm.call"(%1750, %1751, %1752) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1754 = "llvm.insertelement"(%1749, %1753, %35) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1755 = "llvm.extractelement"(%350, %32) : (vector<16xf32>, i64) -> f32
    %1756 = "llvm.extractelement"(%186, %32) : (vector<16xf32>, i64) -> f32
    %1757 = "llvm.extractelement"(%1744, %32) : (vector<16xf32>, i64) -> f32
    %1758 = "llvm.call"(%1755, %1756, %1757) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1759 = "llvm.insertelement"(%1754, %1758, %32) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1760 = "llvm.extractelement"(%350, %31) : (vector<16xf32>, i64) -> f32
    %1761 = "llvm.extractelement"(%186, %31) : (vector<16xf32>, i64) -> f32
    %1762 = "llvm.extractelement"(%1744, %31) : (vector<16xf32>, i64) -> f32
    %1763 = "llvm.call"(%1760, %1761, %1762) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1764 = "llvm.insertelement"(%1759, %1763, %31) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1765 = "llvm.extractelement"(%350, %30) : (vector<16xf32>, i64) -> f32
    %1766 = "llvm.extractelement"(%186, %30) : (vector<16xf32>, i64) -> f32
    %1767 = "llvm.extractelement"(%1744, %30) : (vector<16xf32>, i64) -> f32
    %1768 = "llvm.call"(%1765, %1766, %1767) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1769 = "llvm.insertelement"(%1764, %1768, %30) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1770 = "llvm.extractelement"(%350, %29) : (vector<16xf32>, i64) -> f32
    %1771 = "llvm.extractelement"(%186, %29) : (vector<16xf32>, i64) -> f32
    %1772 = "llvm.extractelement"(%1744, %29) : (vector<16xf32>, i64) -> f32
    %1773 = "llvm.call"(%1770, %1771, %1772) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1774 = "llvm.insertelement"(%1769, %1773, %29) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1775 = "llvm.extractelement"(%350, %28) : (vector<16xf32>, i64) -> f32
    %1776 = "llvm.extractelement"(%186, %28) : (vector<16xf32>, i64) -> f32
    %1777 = "llvm.extractelement"(%1744, %28) : (vector<16xf32>, i64) -> f32
    %1778 = "llvm.call"(%1775, %1776, %1777) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1779 = "llvm.insertelement"(%1774, %1778, %28) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1780 = "llvm.extractelement"(%350, %27) : (vector<16xf32>, i64) -> f32
    %1781 = "llvm.extractelement"(%186, %27) : (vector<16xf32>, i64) -> f32
    %1782 = "llvm.extractelement"(%1744, %27) : (vector<16xf32>, i64) -> f32
    %1783 = "llvm.call"(%1780, %1781, %1782) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1784 = "llvm.insertelement"(%1779, %1783, %27) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1785 = "llvm.extractelement"(%350, %26) : (vector<16xf32>, i64) -> f32
    %1786 = "llvm.extractelement"(%186, %26) : (vector<16xf32>, i64) -> f32
    %1787 = "llvm.extractelement"(%1744, %26) : (vector<16xf32>, i64) -> f32
    %1788 = "llvm.call"(%1785, %1786, %1787) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1789 = "llvm.insertelement"(%1784, %1788, %26) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1790 = "llvm.extractelement"(%350, %25) : (vector<16xf32>, i64) -> f32
    %1791 = "llvm.extractelement"(%186, %25) : (vector<16xf32>, i64) -> f32
    %1792 = "llvm.extractelement"(%1744, %25) : (vector<16xf32>, i64) -> f32
    %1793 = "llvm.call"(%1790, %1791, %1792) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1794 = "llvm.insertelement"(%1789, %1793, %25) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1795 = "llvm.extractelement"(%350, %24) : (vector<16xf32>, i64) -> f32
    %1796 = "llvm.extractelement"(%186, %24) : (vector<16xf32>, i64) -> f32
    %1797 = "llvm.extractelement"(%1744, %24) : (vector<16xf32>, i64) -> f32
    %1798 = "llvm.call"(%1795, %1796, %1797) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1799 = "llvm.insertelement"(%1794, %1798, %24) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1800 = "llvm.extractelement"(%350, %23) : (vector<16xf32>, i64) -> f32
    %1801 = "llvm.extractelement"(%186, %23) : (vector<16xf32>, i64) -> f32
    %1802 = "llvm.extractelement"(%1744, %23) : (vector<16xf32>, i64) -> f32
    %1803 = "llvm.call"(%1800, %1801, %1802) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1804 = "llvm.insertelement"(%1799, %1803, %23) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1805 = "llvm.extractelement"(%350, %22) : (vector<16xf32>, i64) -> f32
    %1806 = "llvm.extractelement"(%186, %22) : (vector<16xf32>, i64) -> f32
    %1807 = "llvm.extractelement"(%1744, %22) : (vector<16xf32>, i64) -> f32
    %1808 = "llvm.call"(%1805, %1806, %1807) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1809 = "llvm.insertelement"(%1804, %1808, %22) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1810 = "llvm.extractelement"(%350, %21) : (vector<16xf32>, i64) -> f32
    %1811 = "llvm.extractelement"(%186, %21) : (vector<16xf32>, i64) -> f32
    %1812 = "llvm.extractelement"(%1744, %21) : (vector<16xf32>, i64) -> f32
    %1813 = "llvm.call"(%1810, %1811, %1812) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1814 = "llvm.insertelement"(%1809, %1813, %21) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1815 = "llvm.extractelement"(%350, %20) : (vector<16xf32>, i64) -> f32
    %1816 = "llvm.extractelement"(%186, %20) : (vector<16xf32>, i64) -> f32
    %1817 = "llvm.extractelement"(%1744, %20) : (vector<16xf32>, i64) -> f32
    %1818 = "llvm.call"(%1815, %1816, %1817) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1819 = "llvm.insertelement"(%1814, %1818, %20) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1820 = "llvm.extractelement"(%350, %19) : (vector<16xf32>, i64) -> f32
    %1821 = "llvm.extractelement"(%186, %19) : (vector<16xf32>, i64) -> f32
    %1822 = "llvm.extractelement"(%1744, %19) : (vector<16xf32>, i64) -> f32
    %1823 = "llvm.call"(%1820, %1821, %1822) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1824 = "llvm.insertelement"(%1819, %1823, %19) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1825 = "llvm.extractelement"(%348, %71) : (vector<16xf32>, i64) -> f32
    %1826 = "llvm.extractelement"(%180, %71) : (vector<16xf32>, i64) -> f32
    %1827 = "llvm.extractelement"(%1824, %71) : (vector<16xf32>, i64) -> f32
    %1828 = "llvm.call"(%1825, %1826, %1827) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1829 = "llvm.insertelement"(%2, %1828, %71) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1830 = "llvm.extractelement"(%348, %35) : (vector<16xf32>, i64) -> f32
    %1831 = "llvm.extractelement"(%180, %35) : (vector<16xf32>, i64) -> f32
    %1832 = "llvm.extractelement"(%1824, %35) : (vector<16xf32>, i64) -> f32
    %1833 = "llvm.call"(%1830, %1831, %1832) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1834 = "llvm.insertelement"(%1829, %1833, %35) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1835 = "llvm.extractelement"(%348, %32) : (vector<16xf32>, i64) -> f32
    %1836 = "llvm.extractelement"(%180, %32) : (vector<16xf32>, i64) -> f32
    %1837 = "llvm.extractelement"(%1824, %32) : (vector<16xf32>, i64) -> f32
    %1838 = "llvm.call"(%1835, %1836, %1837) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1839 = "llvm.insertelement"(%1834, %1838, %32) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1840 = "llvm.extractelement"(%348, %31) : (vector<16xf32>, i64) -> f32
    %1841 = "llvm.extractelement"(%180, %31) : (vector<16xf32>, i64) -> f32
    %1842 = "llvm.extractelement"(%1824, %31) : (vector<16xf32>, i64) -> f32
    %1843 = "llvm.call"(%1840, %1841, %1842) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1844 = "llvm.insertelement"(%1839, %1843, %31) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1845 = "llvm.extractelement"(%348, %30) : (vector<16xf32>, i64) -> f32
    %1846 = "llvm.extractelement"(%180, %30) : (vector<16xf32>, i64) -> f32
    %1847 = "llvm.extractelement"(%1824, %30) : (vector<16xf32>, i64) -> f32
    %1848 = "llvm.call"(%1845, %1846, %1847) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1849 = "llvm.insertelement"(%1844, %1848, %30) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1850 = "llvm.extractelement"(%348, %29) : (vector<16xf32>, i64) -> f32
    %1851 = "llvm.extractelement"(%180, %29) : (vector<16xf32>, i64) -> f32
    %1852 = "llvm.extractelement"(%1824, %29) : (vector<16xf32>, i64) -> f32
    %1853 = "llvm.call"(%1850, %1851, %1852) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1854 = "llvm.insertelement"(%1849, %1853, %29) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1855 = "llvm.extractelement"(%348, %28) : (vector<16xf32>, i64) -> f32
    %1856 = "llvm.extractelement"(%180, %28) : (vector<16xf32>, i64) -> f32
    %1857 = "llvm.extractelement"(%1824, %28) : (vector<16xf32>, i64) -> f32
    %1858 = "llvm.call"(%1855, %1856, %1857) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1859 = "llvm.insertelement"(%1854, %1858, %28) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1860 = "llvm.extractelement"(%348, %27) : (vector<16xf32>, i64) -> f32
    %1861 = "llvm.extractelement"(%180, %27) : (vector<16xf32>, i64) -> f32
    %1862 = "llvm.extractelement"(%1824, %27) : (vector<16xf32>, i64) -> f32
    %1863 = "llvm.call"(%1860, %1861, %1862) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1864 = "llvm.insertelement"(%1859, %1863, %27) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1865 = "llvm.extractelement"(%348, %26) : (vector<16xf32>, i64) -> f32
    %1866 = "llvm.extractelement"(%180, %26) : (vector<16xf32>, i64) -> f32
    %1867 = "llvm.extractelement"(%1824, %26) : (vector<16xf32>, i64) -> f32
    %1868 = "llvm.call"(%1865, %1866, %1867) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1869 = "llvm.insertelement"(%1864, %1868, %26) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1870 = "llvm.extractelement"(%348, %25) : (vector<16xf32>, i64) -> f32
    %1871 = "llvm.extractelement"(%180, %25) : (vector<16xf32>, i64) -> f32
    %1872 = "llvm.extractelement"(%1824, %25) : (vector<16xf32>, i64) -> f32
    %1873 = "llvm.call"(%1870, %1871, %1872) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1874 = "llvm.insertelement"(%1869, %1873, %25) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1875 = "llvm.extractelement"(%348, %24) : (vector<16xf32>, i64) -> f32
    %1876 = "llvm.extractelement"(%180, %24) : (vector<16xf32>, i64) -> f32
    %1877 = "llvm.extractelement"(%1824, %24) : (vector<16xf32>, i64) -> f32
    %1878 = "llvm.call"(%1875, %1876, %1877) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1879 = "llvm.insertelement"(%1874, %1878, %24) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1880 = "llvm.extractelement"(%348, %23) : (vector<16xf32>, i64) -> f32
    %1881 = "llvm.extractelement"(%180, %23) : (vector<16xf32>, i64) -> f32
    %1882 = "llvm.extractelement"(%1824, %23) : (vector<16xf32>, i64) -> f32
    %1883 = "llvm.call"(%1880, %1881, %1882) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1884 = "llvm.insertelement"(%1879, %1883, %23) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1885 = "llvm.extractelement"(%348, %22) : (vector<16xf32>, i64) -> f32
    %1886 = "llvm.extractelement"(%180, %22) : (vector<16xf32>, i64) -> f32
    %1887 = "llvm.extractelement"(%1824, %22) : (vector<16xf32>, i64) -> f32
    %1888 = "llvm.call"(%1885, %1886, %1887) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1889 = "llvm.insertelement"(%1884, %1888, %22) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1890 = "llvm.extractelement"(%348, %21) : (vector<16xf32>, i64) -> f32
    %1891 = "llvm.extractelement"(%180, %21) : (vector<16xf32>, i64) -> f32
    %1892 = "llvm.extractelement"(%1824, %21) : (vector<16xf32>, i64) -> f32
    %1893 = "llvm.call"(%1890, %1891, %1892) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1894 = "llvm.insertelement"(%1889, %1893, %21) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1895 = "llvm.extractelement"(%348, %20) : (vector<16xf32>, i64) -> f32
    %1896 = "llvm.extractelement"(%180, %20) : (vector<16xf32>, i64) -> f32
    %1897 = "llvm.extractelement"(%1824, %20) : (vector<16xf32>, i64) -> f32
    %1898 = "llvm.call"(%1895, %1896, %1897) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1899 = "llvm.insertelement"(%1894, %1898, %20) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1900 = "llvm.extractelement"(%348, %19) : (vector<16xf32>, i64) -> f32
    %1901 = "llvm.extractelement"(%180, %19) : (vector<16xf32>, i64) -> f32
    %1902 = "llvm.extractelement"(%1824, %19) : (vector<16xf32>, i64) -> f32
    %1903 = "llvm.call"(%1900, %1901, %1902) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1904 = "llvm.insertelement"(%1899, %1903, %19) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1905 = "llvm.extractelement"(%346, %71) : (vector<16xf32>, i64) -> f32
    %1906 = "llvm.extractelement"(%174, %71) : (vector<16xf32>, i64) -> f32
    %1907 = "llvm.extractelement"(%1904, %71) : (vector<16xf32>, i64) -> f32
    %1908 = "llvm.call"(%1905, %1906, %1907) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1909 = "llvm.insertelement"(%2, %1908, %71) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1910 = "llvm.extractelement"(%346, %35) : (vector<16xf32>, i64) -> f32
    %1911 = "llvm.extractelement"(%174, %35) : (vector<16xf32>, i64) -> f32
    %1912 = "llvm.extractelement"(%1904, %35) : (vector<16xf32>, i64) -> f32
    %1913 = "llvm.call"(%1910, %1911, %1912) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1914 = "llvm.insertelement"(%1909, %1913, %35) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1915 = "llvm.extractelement"(%346, %32) : (vector<16xf32>, i64) -> f32
    %1916 = "llvm.extractelement"(%174, %32) : (vector<16xf32>, i64) -> f32
    %1917 = "llvm.extractelement"(%1904, %32) : (vector<16xf32>, i64) -> f32
    %1918 = "llvm.call"(%1915, %1916, %1917) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1919 = "llvm.insertelement"(%1914, %1918, %32) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1920 = "llvm.extractelement"(%346, %31) : (vector<16xf32>, i64) -> f32
    %1921 = "llvm.extractelement"(%174, %31) : (vector<16xf32>, i64) -> f32
    %1922 = "llvm.extractelement"(%1904, %31) : (vector<16xf32>, i64) -> f32
    %1923 = "llvm.call"(%1920, %1921, %1922) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1924 = "llvm.insertelement"(%1919, %1923, %31) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1925 = "llvm.extractelement"(%346, %30) : (vector<16xf32>, i64) -> f32
    %1926 = "llvm.extractelement"(%174, %30) : (vector<16xf32>, i64) -> f32
    %1927 = "llvm.extractelement"(%1904, %30) : (vector<16xf32>, i64) -> f32
    %1928 = "llvm.call"(%1925, %1926, %1927) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1929 = "llvm.insertelement"(%1924, %1928, %30) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1930 = "llvm.extractelement"(%346, %29) : (vector<16xf32>, i64) -> f32
    %1931 = "llvm.extractelement"(%174, %29) : (vector<16xf32>, i64) -> f32
    %1932 = "llvm.extractelement"(%1904, %29) : (vector<16xf32>, i64) -> f32
    %1933 = "llvm.call"(%1930, %1931, %1932) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1934 = "llvm.insertelement"(%1929, %1933, %29) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1935 = "llvm.extractelement"(%346, %28) : (vector<16xf32>, i64) -> f32
    %1936 = "llvm.extractelement"(%174, %28) : (vector<16xf32>, i64) -> f32
    %1937 = "llvm.extractelement"(%1904, %28) : (vector<16xf32>, i64) -> f32
    %1938 = "llvm.call"(%1935, %1936, %1937) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1939 = "llvm.insertelement"(%1934, %1938, %28) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1940 = "llvm.extractelement"(%346, %27) : (vector<16xf32>, i64) -> f32
    %1941 = "llvm.extractelement"(%174, %27) : (vector<16xf32>, i64) -> f32
    %1942 = "llvm.extractelement"(%1904, %27) : (vector<16xf32>, i64) -> f32
    %1943 = "llvm.call"(%1940, %1941, %1942) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1944 = "llvm.insertelement"(%1939, %1943, %27) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1945 = "llvm.extractelement"(%346, %26) : (vector<16xf32>, i64) -> f32
    %1946 = "llvm.extractelement"(%174, %26) : (vector<16xf32>, i64) -> f32
    %1947 = "llvm.extractelement"(%1904, %26) : (vector<16xf32>, i64) -> f32
    %1948 = "llvm.call"(%1945, %1946, %1947) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1949 = "llvm.insertelement"(%1944, %1948, %26) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1950 = "llvm.extractelement"(%346, %25) : (vector<16xf32>, i64) -> f32
    %1951 = "llvm.extractelement"(%174, %25) : (vector<16xf32>, i64) -> f32
    %1952 = "llvm.extractelement"(%1904, %25) : (vector<16xf32>, i64) -> f32
    %1953 = "llvm.call"(%1950, %1951, %1952) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1954 = "llvm.insertelement"(%1949, %1953, %25) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1955 = "llvm.extractelement"(%346, %24) : (vector<16xf32>, i64) -> f32
    %1956 = "llvm.extractelement"(%174, %24) : (vector<16xf32>, i64) -> f32
    %1957 = "llvm.extractelement"(%1904, %24) : (vector<16xf32>, i64) -> f32
    %1958 = "llvm.call"(%1955, %1956, %1957) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1959 = "llvm.insertelement"(%1954, %1958, %24) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1960 = "llvm.extractelement"(%346, %23) : (vector<16xf32>, i64) -> f32
    %1961 = "llvm.extractelement"(%174, %23) : (vector<16xf32>, i64) -> f32
    %1962 = "llvm.extractelement"(%1904, %23) : (vector<16xf32>, i64) -> f32
    %1963 = "llvm.call"(%1960, %1961, %1962) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1964 = "llvm.insertelement"(%1959, %1963, %23) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1965 = "llvm.extractelement"(%346, %22) : (vector<16xf32>, i64) -> f32
    %1966 = "llvm.extractelement"(%174, %22) : (vector<16xf32>, i64) -> f32
    %1967 = "llvm.extractelement"(%1904, %22) : (vector<16xf32>, i64) -> f32
    %1968 = "llvm.call"(%1965, %1966, %1967) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1969 = "llvm.insertelement"(%1964, %1968, %22) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1970 = "llvm.extractelement"(%346, %21) : (vector<16xf32>, i64) -> f32
    %1971 = "llvm.extractelement"(%174, %21) : (vector<16xf32>, i64) -> f32
    %1972 = "llvm.extractelement"(%1904, %21) : (vector<16xf32>, i64) -> f32
    %1973 = "llvm.call"(%1970, %1971, %1972) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1974 = "llvm.insertelement"(%1969, %1973, %21) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1975 = "llvm.extractelement"(%346, %20) : (vector<16xf32>, i64) -> f32
    %1976 = "llvm.extractelement"(%174, %20) : (vector<16xf32>, i64) -> f32
    %1977 = "llvm.extractelement"(%1904, %20) : (vector<16xf32>, i64) -> f32
    %1978 = "llvm.call"(%1975, %1976, %1977) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1979 = "llvm.insertelement"(%1974, %1978, %20) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1980 = "llvm.extractelement"(%346, %19) : (vector<16xf32>, i64) -> f32
    %1981 = "llvm.extractelement"(%174, %19) : (vector<16xf32>, i64) -> f32
    %1982 = "llvm.extractelement"(%1904, %19) : (vector<16xf32>, i64) -> f32
    %1983 = "llvm.call"(%1980, %1981, %1982) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1984 = "llvm.insertelement"(%1979, %1983, %19) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1985 = "llvm.extractelement"(%344, %71) : (vector<16xf32>, i64) -> f32
    %1986 = "llvm.extractelement"(%168, %71) : (vector<16xf32>, i64) -> f32
    %1987 = "llvm.extractelement"(%1984, %71) : (vector<16xf32>, i64) -> f32
    %1988 = "llvm.call"(%1985, %1986, %1987) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1989 = "llvm.insertelement"(%2, %1988, %71) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1990 = "llvm.extractelement"(%344, %35) : (vector<16xf32>, i64) -> f32
    %1991 = "llvm.extractelement"(%168, %35) : (vector<16xf32>, i64) -> f32
    %1992 = "llvm.extractelement"(%1984, %35) : (vector<16xf32>, i64) -> f32
    %1993 = "llvm.call"(%1990, %1991, %1992) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1994 = "llvm.insertelement"(%1989, %1993, %35) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %1995 = "llvm.extractelement"(%344, %32) : (vector<16xf32>, i64) -> f32
    %1996 = "llvm.extractelement"(%168, %32) : (vector<16xf32>, i64) -> f32
    %1997 = "llvm.extractelement"(%1984, %32) : (vector<16xf32>, i64) -> f32
    %1998 = "llvm.call"(%1995, %1996, %1997) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %1999 = "llvm.insertelement"(%1994, %1998, %32) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2000 = "llvm.extractelement"(%344, %31) : (vector<16xf32>, i64) -> f32
    %2001 = "llvm.extractelement"(%168, %31) : (vector<16xf32>, i64) -> f32
    %2002 = "llvm.extractelement"(%1984, %31) : (vector<16xf32>, i64) -> f32
    %2003 = "llvm.call"(%2000, %2001, %2002) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2004 = "llvm.insertelement"(%1999, %2003, %31) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2005 = "llvm.extractelement"(%344, %30) : (vector<16xf32>, i64) -> f32
    %2006 = "llvm.extractelement"(%168, %30) : (vector<16xf32>, i64) -> f32
    %2007 = "llvm.extractelement"(%1984, %30) : (vector<16xf32>, i64) -> f32
    %2008 = "llvm.call"(%2005, %2006, %2007) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2009 = "llvm.insertelement"(%2004, %2008, %30) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2010 = "llvm.extractelement"(%344, %29) : (vector<16xf32>, i64) -> f32
    %2011 = "llvm.extractelement"(%168, %29) : (vector<16xf32>, i64) -> f32
    %2012 = "llvm.extractelement"(%1984, %29) : (vector<16xf32>, i64) -> f32
    %2013 = "llvm.call"(%2010, %2011, %2012) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2014 = "llvm.insertelement"(%2009, %2013, %29) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2015 = "llvm.extractelement"(%344, %28) : (vector<16xf32>, i64) -> f32
    %2016 = "llvm.extractelement"(%168, %28) : (vector<16xf32>, i64) -> f32
    %2017 = "llvm.extractelement"(%1984, %28) : (vector<16xf32>, i64) -> f32
    %2018 = "llvm.call"(%2015, %2016, %2017) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2019 = "llvm.insertelement"(%2014, %2018, %28) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2020 = "llvm.extractelement"(%344, %27) : (vector<16xf32>, i64) -> f32
    %2021 = "llvm.extractelement"(%168, %27) : (vector<16xf32>, i64) -> f32
    %2022 = "llvm.extractelement"(%1984, %27) : (vector<16xf32>, i64) -> f32
    %2023 = "llvm.call"(%2020, %2021, %2022) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2024 = "llvm.insertelement"(%2019, %2023, %27) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2025 = "llvm.extractelement"(%344, %26) : (vector<16xf32>, i64) -> f32
    %2026 = "llvm.extractelement"(%168, %26) : (vector<16xf32>, i64) -> f32
    %2027 = "llvm.extractelement"(%1984, %26) : (vector<16xf32>, i64) -> f32
    %2028 = "llvm.call"(%2025, %2026, %2027) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2029 = "llvm.insertelement"(%2024, %2028, %26) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2030 = "llvm.extractelement"(%344, %25) : (vector<16xf32>, i64) -> f32
    %2031 = "llvm.extractelement"(%168, %25) : (vector<16xf32>, i64) -> f32
    %2032 = "llvm.extractelement"(%1984, %25) : (vector<16xf32>, i64) -> f32
    %2033 = "llvm.call"(%2030, %2031, %2032) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2034 = "llvm.insertelement"(%2029, %2033, %25) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2035 = "llvm.extractelement"(%344, %24) : (vector<16xf32>, i64) -> f32
    %2036 = "llvm.extractelement"(%168, %24) : (vector<16xf32>, i64) -> f32
    %2037 = "llvm.extractelement"(%1984, %24) : (vector<16xf32>, i64) -> f32
    %2038 = "llvm.call"(%2035, %2036, %2037) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2039 = "llvm.insertelement"(%2034, %2038, %24) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2040 = "llvm.extractelement"(%344, %23) : (vector<16xf32>, i64) -> f32
    %2041 = "llvm.extractelement"(%168, %23) : (vector<16xf32>, i64) -> f32
    %2042 = "llvm.extractelement"(%1984, %23) : (vector<16xf32>, i64) -> f32
    %2043 = "llvm.call"(%2040, %2041, %2042) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2044 = "llvm.insertelement"(%2039, %2043, %23) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2045 = "llvm.extractelement"(%344, %22) : (vector<16xf32>, i64) -> f32
    %2046 = "llvm.extractelement"(%168, %22) : (vector<16xf32>, i64) -> f32
    %2047 = "llvm.extractelement"(%1984, %22) : (vector<16xf32>, i64) -> f32
    %2048 = "llvm.call"(%2045, %2046, %2047) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2049 = "llvm.insertelement"(%2044, %2048, %22) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2050 = "llvm.extractelement"(%344, %21) : (vector<16xf32>, i64) -> f32
    %2051 = "llvm.extractelement"(%168, %21) : (vector<16xf32>, i64) -> f32
    %2052 = "llvm.extractelement"(%1984, %21) : (vector<16xf32>, i64) -> f32
    %2053 = "llvm.call"(%2050, %2051, %2052) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2054 = "llvm.insertelement"(%2049, %2053, %21) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2055 = "llvm.extractelement"(%344, %20) : (vector<16xf32>, i64) -> f32
    %2056 = "llvm.extractelement"(%168, %20) : (vector<16xf32>, i64) -> f32
    %2057 = "llvm.extractelement"(%1984, %20) : (vector<16xf32>, i64) -> f32
    %2058 = "llvm.call"(%2055, %2056, %2057) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2059 = "llvm.insertelement"(%2054, %2058, %20) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2060 = "llvm.extractelement"(%344, %19) : (vector<16xf32>, i64) -> f32
    %2061 = "llvm.extractelement"(%168, %19) : (vector<16xf32>, i64) -> f32
    %2062 = "llvm.extractelement"(%1984, %19) : (vector<16xf32>, i64) -> f32
    %2063 = "llvm.call"(%2060, %2061, %2062) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2064 = "llvm.insertelement"(%2059, %2063, %19) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2065 = "llvm.extractelement"(%342, %71) : (vector<16xf32>, i64) -> f32
    %2066 = "llvm.extractelement"(%162, %71) : (vector<16xf32>, i64) -> f32
    %2067 = "llvm.extractelement"(%2064, %71) : (vector<16xf32>, i64) -> f32
    %2068 = "llvm.call"(%2065, %2066, %2067) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2069 = "llvm.insertelement"(%2, %2068, %71) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2070 = "llvm.extractelement"(%342, %35) : (vector<16xf32>, i64) -> f32
    %2071 = "llvm.extractelement"(%162, %35) : (vector<16xf32>, i64) -> f32
    %2072 = "llvm.extractelement"(%2064, %35) : (vector<16xf32>, i64) -> f32
    %2073 = "llvm.call"(%2070, %2071, %2072) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2074 = "llvm.insertelement"(%2069, %2073, %35) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2075 = "llvm.extractelement"(%342, %32) : (vector<16xf32>, i64) -> f32
    %2076 = "llvm.extractelement"(%162, %32) : (vector<16xf32>, i64) -> f32
    %2077 = "llvm.extractelement"(%2064, %32) : (vector<16xf32>, i64) -> f32
    %2078 = "llvm.call"(%2075, %2076, %2077) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2079 = "llvm.insertelement"(%2074, %2078, %32) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2080 = "llvm.extractelement"(%342, %31) : (vector<16xf32>, i64) -> f32
    %2081 = "llvm.extractelement"(%162, %31) : (vector<16xf32>, i64) -> f32
    %2082 = "llvm.extractelement"(%2064, %31) : (vector<16xf32>, i64) -> f32
    %2083 = "llvm.call"(%2080, %2081, %2082) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2084 = "llvm.insertelement"(%2079, %2083, %31) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2085 = "llvm.extractelement"(%342, %30) : (vector<16xf32>, i64) -> f32
    %2086 = "llvm.extractelement"(%162, %30) : (vector<16xf32>, i64) -> f32
    %2087 = "llvm.extractelement"(%2064, %30) : (vector<16xf32>, i64) -> f32
    %2088 = "llvm.call"(%2085, %2086, %2087) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2089 = "llvm.insertelement"(%2084, %2088, %30) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2090 = "llvm.extractelement"(%342, %29) : (vector<16xf32>, i64) -> f32
    %2091 = "llvm.extractelement"(%162, %29) : (vector<16xf32>, i64) -> f32
    %2092 = "llvm.extractelement"(%2064, %29) : (vector<16xf32>, i64) -> f32
    %2093 = "llvm.call"(%2090, %2091, %2092) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2094 = "llvm.insertelement"(%2089, %2093, %29) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2095 = "llvm.extractelement"(%342, %28) : (vector<16xf32>, i64) -> f32
    %2096 = "llvm.extractelement"(%162, %28) : (vector<16xf32>, i64) -> f32
    %2097 = "llvm.extractelement"(%2064, %28) : (vector<16xf32>, i64) -> f32
    %2098 = "llvm.call"(%2095, %2096, %2097) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2099 = "llvm.insertelement"(%2094, %2098, %28) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2100 = "llvm.extractelement"(%342, %27) : (vector<16xf32>, i64) -> f32
    %2101 = "llvm.extractelement"(%162, %27) : (vector<16xf32>, i64) -> f32
    %2102 = "llvm.extractelement"(%2064, %27) : (vector<16xf32>, i64) -> f32
    %2103 = "llvm.call"(%2100, %2101, %2102) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2104 = "llvm.insertelement"(%2099, %2103, %27) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2105 = "llvm.extractelement"(%342, %26) : (vector<16xf32>, i64) -> f32
    %2106 = "llvm.extractelement"(%162, %26) : (vector<16xf32>, i64) -> f32
    %2107 = "llvm.extractelement"(%2064, %26) : (vector<16xf32>, i64) -> f32
    %2108 = "llvm.call"(%2105, %2106, %2107) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2109 = "llvm.insertelement"(%2104, %2108, %26) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2110 = "llvm.extractelement"(%342, %25) : (vector<16xf32>, i64) -> f32
    %2111 = "llvm.extractelement"(%162, %25) : (vector<16xf32>, i64) -> f32
    %2112 = "llvm.extractelement"(%2064, %25) : (vector<16xf32>, i64) -> f32
    %2113 = "llvm.call"(%2110, %2111, %2112) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2114 = "llvm.insertelement"(%2109, %2113, %25) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2115 = "llvm.extractelement"(%342, %24) : (vector<16xf32>, i64) -> f32
    %2116 = "llvm.extractelement"(%162, %24) : (vector<16xf32>, i64) -> f32
    %2117 = "llvm.extractelement"(%2064, %24) : (vector<16xf32>, i64) -> f32
    %2118 = "llvm.call"(%2115, %2116, %2117) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2119 = "llvm.insertelement"(%2114, %2118, %24) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2120 = "llvm.extractelement"(%342, %23) : (vector<16xf32>, i64) -> f32
    %2121 = "llvm.extractelement"(%162, %23) : (vector<16xf32>, i64) -> f32
    %2122 = "llvm.extractelement"(%2064, %23) : (vector<16xf32>, i64) -> f32
    %2123 = "llvm.call"(%2120, %2121, %2122) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2124 = "llvm.insertelement"(%2119, %2123, %23) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2125 = "llvm.extractelement"(%342, %22) : (vector<16xf32>, i64) -> f32
    %2126 = "llvm.extractelement"(%162, %22) : (vector<16xf32>, i64) -> f32
    %2127 = "llvm.extractelement"(%2064, %22) : (vector<16xf32>, i64) -> f32
    %2128 = "llvm.call"(%2125, %2126, %2127) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2129 = "llvm.insertelement"(%2124, %2128, %22) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2130 = "llvm.extractelement"(%342, %21) : (vector<16xf32>, i64) -> f32
    %2131 = "llvm.extractelement"(%162, %21) : (vector<16xf32>, i64) -> f32
    %2132 = "llvm.extractelement"(%2064, %21) : (vector<16xf32>, i64) -> f32
    %2133 = "llvm.call"(%2130, %2131, %2132) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2134 = "llvm.insertelement"(%2129, %2133, %21) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2135 = "llvm.extractelement"(%342, %20) : (vector<16xf32>, i64) -> f32
    %2136 = "llvm.extractelement"(%162, %20) : (vector<16xf32>, i64) -> f32
    %2137 = "llvm.extractelement"(%2064, %20) : (vector<16xf32>, i64) -> f32
    %2138 = "llvm.call"(%2135, %2136, %2137) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2139 = "llvm.insertelement"(%2134, %2138, %20) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2140 = "llvm.extractelement"(%342, %19) : (vector<16xf32>, i64) -> f32
    %2141 = "llvm.extractelement"(%162, %19) : (vector<16xf32>, i64) -> f32
    %2142 = "llvm.extractelement"(%2064, %19) : (vector<16xf32>, i64) -> f32
    %2143 = "llvm.call"(%2140, %2141, %2142) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2144 = "llvm.insertelement"(%2139, %2143, %19) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2145 = "llvm.extractelement"(%340, %71) : (vector<16xf32>, i64) -> f32
    %2146 = "llvm.extractelement"(%156, %71) : (vector<16xf32>, i64) -> f32
    %2147 = "llvm.extractelement"(%2144, %71) : (vector<16xf32>, i64) -> f32
    %2148 = "llvm.call"(%2145, %2146, %2147) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2149 = "llvm.insertelement"(%2, %2148, %71) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2150 = "llvm.extractelement"(%340, %35) : (vector<16xf32>, i64) -> f32
    %2151 = "llvm.extractelement"(%156, %35) : (vector<16xf32>, i64) -> f32
    %2152 = "llvm.extractelement"(%2144, %35) : (vector<16xf32>, i64) -> f32
    %2153 = "llvm.call"(%2150, %2151, %2152) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2154 = "llvm.insertelement"(%2149, %2153, %35) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2155 = "llvm.extractelement"(%340, %32) : (vector<16xf32>, i64) -> f32
    %2156 = "llvm.extractelement"(%156, %32) : (vector<16xf32>, i64) -> f32
    %2157 = "llvm.extractelement"(%2144, %32) : (vector<16xf32>, i64) -> f32
    %2158 = "llvm.call"(%2155, %2156, %2157) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2159 = "llvm.insertelement"(%2154, %2158, %32) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2160 = "llvm.extractelement"(%340, %31) : (vector<16xf32>, i64) -> f32
    %2161 = "llvm.extractelement"(%156, %31) : (vector<16xf32>, i64) -> f32
    %2162 = "llvm.extractelement"(%2144, %31) : (vector<16xf32>, i64) -> f32
    %2163 = "llvm.call"(%2160, %2161, %2162) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2164 = "llvm.insertelement"(%2159, %2163, %31) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2165 = "llvm.extractelement"(%340, %30) : (vector<16xf32>, i64) -> f32
    %2166 = "llvm.extractelement"(%156, %30) : (vector<16xf32>, i64) -> f32
    %2167 = "llvm.extractelement"(%2144, %30) : (vector<16xf32>, i64) -> f32
    %2168 = "llvm.call"(%2165, %2166, %2167) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2169 = "llvm.insertelement"(%2164, %2168, %30) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2170 = "llvm.extractelement"(%340, %29) : (vector<16xf32>, i64) -> f32
    %2171 = "llvm.extractelement"(%156, %29) : (vector<16xf32>, i64) -> f32
    %2172 = "llvm.extractelement"(%2144, %29) : (vector<16xf32>, i64) -> f32
    %2173 = "llvm.call"(%2170, %2171, %2172) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2174 = "llvm.insertelement"(%2169, %2173, %29) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2175 = "llvm.extractelement"(%340, %28) : (vector<16xf32>, i64) -> f32
    %2176 = "llvm.extractelement"(%156, %28) : (vector<16xf32>, i64) -> f32
    %2177 = "llvm.extractelement"(%2144, %28) : (vector<16xf32>, i64) -> f32
    %2178 = "llvm.call"(%2175, %2176, %2177) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2179 = "llvm.insertelement"(%2174, %2178, %28) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2180 = "llvm.extractelement"(%340, %27) : (vector<16xf32>, i64) -> f32
    %2181 = "llvm.extractelement"(%156, %27) : (vector<16xf32>, i64) -> f32
    %2182 = "llvm.extractelement"(%2144, %27) : (vector<16xf32>, i64) -> f32
    %2183 = "llvm.call"(%2180, %2181, %2182) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2184 = "llvm.insertelement"(%2179, %2183, %27) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2185 = "llvm.extractelement"(%340, %26) : (vector<16xf32>, i64) -> f32
    %2186 = "llvm.extractelement"(%156, %26) : (vector<16xf32>, i64) -> f32
    %2187 = "llvm.extractelement"(%2144, %26) : (vector<16xf32>, i64) -> f32
    %2188 = "llvm.call"(%2185, %2186, %2187) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2189 = "llvm.insertelement"(%2184, %2188, %26) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2190 = "llvm.extractelement"(%340, %25) : (vector<16xf32>, i64) -> f32
    %2191 = "llvm.extractelement"(%156, %25) : (vector<16xf32>, i64) -> f32
    %2192 = "llvm.extractelement"(%2144, %25) : (vector<16xf32>, i64) -> f32
    %2193 = "llvm.call"(%2190, %2191, %2192) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2194 = "llvm.insertelement"(%2189, %2193, %25) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2195 = "llvm.extractelement"(%340, %24) : (vector<16xf32>, i64) -> f32
    %2196 = "llvm.extractelement"(%156, %24) : (vector<16xf32>, i64) -> f32
    %2197 = "llvm.extractelement"(%2144, %24) : (vector<16xf32>, i64) -> f32
    %2198 = "llvm.call"(%2195, %2196, %2197) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2199 = "llvm.insertelement"(%2194, %2198, %24) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2200 = "llvm.extractelement"(%340, %23) : (vector<16xf32>, i64) -> f32
    %2201 = "llvm.extractelement"(%156, %23) : (vector<16xf32>, i64) -> f32
    %2202 = "llvm.extractelement"(%2144, %23) : (vector<16xf32>, i64) -> f32
    %2203 = "llvm.call"(%2200, %2201, %2202) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2204 = "llvm.insertelement"(%2199, %2203, %23) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2205 = "llvm.extractelement"(%340, %22) : (vector<16xf32>, i64) -> f32
    %2206 = "llvm.extractelement"(%156, %22) : (vector<16xf32>, i64) -> f32
    %2207 = "llvm.extractelement"(%2144, %22) : (vector<16xf32>, i64) -> f32
    %2208 = "llvm.call"(%2205, %2206, %2207) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2209 = "llvm.insertelement"(%2204, %2208, %22) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2210 = "llvm.extractelement"(%340, %21) : (vector<16xf32>, i64) -> f32
    %2211 = "llvm.extractelement"(%156, %21) : (vector<16xf32>, i64) -> f32
    %2212 = "llvm.extractelement"(%2144, %21) : (vector<16xf32>, i64) -> f32
    %2213 = "llvm.call"(%2210, %2211, %2212) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2214 = "llvm.insertelement"(%2209, %2213, %21) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2215 = "llvm.extractelement"(%340, %20) : (vector<16xf32>, i64) -> f32
    %2216 = "llvm.extractelement"(%156, %20) : (vector<16xf32>, i64) -> f32
    %2217 = "llvm.extractelement"(%2144, %20) : (vector<16xf32>, i64) -> f32
    %2218 = "llvm.call"(%2215, %2216, %2217) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2219 = "llvm.insertelement"(%2214, %2218, %20) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2220 = "llvm.extractelement"(%340, %19) : (vector<16xf32>, i64) -> f32
    %2221 = "llvm.extractelement"(%156, %19) : (vector<16xf32>, i64) -> f32
    %2222 = "llvm.extractelement"(%2144, %19) : (vector<16xf32>, i64) -> f32
    %2223 = "llvm.call"(%2220, %2221, %2222) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2224 = "llvm.insertelement"(%2219, %2223, %19) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2225 = "llvm.extractelement"(%338, %71) : (vector<16xf32>, i64) -> f32
    %2226 = "llvm.extractelement"(%150, %71) : (vector<16xf32>, i64) -> f32
    %2227 = "llvm.extractelement"(%2224, %71) : (vector<16xf32>, i64) -> f32
    %2228 = "llvm.call"(%2225, %2226, %2227) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2229 = "llvm.insertelement"(%2, %2228, %71) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2230 = "llvm.extractelement"(%338, %35) : (vector<16xf32>, i64) -> f32
    %2231 = "llvm.extractelement"(%150, %35) : (vector<16xf32>, i64) -> f32
    %2232 = "llvm.extractelement"(%2224, %35) : (vector<16xf32>, i64) -> f32
    %2233 = "llvm.call"(%2230, %2231, %2232) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2234 = "llvm.insertelement"(%2229, %2233, %35) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2235 = "llvm.extractelement"(%338, %32) : (vector<16xf32>, i64) -> f32
    %2236 = "llvm.extractelement"(%150, %32) : (vector<16xf32>, i64) -> f32
    %2237 = "llvm.extractelement"(%2224, %32) : (vector<16xf32>, i64) -> f32
    %2238 = "llvm.call"(%2235, %2236, %2237) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2239 = "llvm.insertelement"(%2234, %2238, %32) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2240 = "llvm.extractelement"(%338, %31) : (vector<16xf32>, i64) -> f32
    %2241 = "llvm.extractelement"(%150, %31) : (vector<16xf32>, i64) -> f32
    %2242 = "llvm.extractelement"(%2224, %31) : (vector<16xf32>, i64) -> f32
    %2243 = "llvm.call"(%2240, %2241, %2242) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2244 = "llvm.insertelement"(%2239, %2243, %31) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2245 = "llvm.extractelement"(%338, %30) : (vector<16xf32>, i64) -> f32
    %2246 = "llvm.extractelement"(%150, %30) : (vector<16xf32>, i64) -> f32
    %2247 = "llvm.extractelement"(%2224, %30) : (vector<16xf32>, i64) -> f32
    %2248 = "llvm.call"(%2245, %2246, %2247) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2249 = "llvm.insertelement"(%2244, %2248, %30) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2250 = "llvm.extractelement"(%338, %29) : (vector<16xf32>, i64) -> f32
    %2251 = "llvm.extractelement"(%150, %29) : (vector<16xf32>, i64) -> f32
    %2252 = "llvm.extractelement"(%2224, %29) : (vector<16xf32>, i64) -> f32
    %2253 = "llvm.call"(%2250, %2251, %2252) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2254 = "llvm.insertelement"(%2249, %2253, %29) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2255 = "llvm.extractelement"(%338, %28) : (vector<16xf32>, i64) -> f32
    %2256 = "llvm.extractelement"(%150, %28) : (vector<16xf32>, i64) -> f32
    %2257 = "llvm.extractelement"(%2224, %28) : (vector<16xf32>, i64) -> f32
    %2258 = "llvm.call"(%2255, %2256, %2257) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2259 = "llvm.insertelement"(%2254, %2258, %28) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2260 = "llvm.extractelement"(%338, %27) : (vector<16xf32>, i64) -> f32
    %2261 = "llvm.extractelement"(%150, %27) : (vector<16xf32>, i64) -> f32
    %2262 = "llvm.extractelement"(%2224, %27) : (vector<16xf32>, i64) -> f32
    %2263 = "llvm.call"(%2260, %2261, %2262) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2264 = "llvm.insertelement"(%2259, %2263, %27) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2265 = "llvm.extractelement"(%338, %26) : (vector<16xf32>, i64) -> f32
    %2266 = "llvm.extractelement"(%150, %26) : (vector<16xf32>, i64) -> f32
    %2267 = "llvm.extractelement"(%2224, %26) : (vector<16xf32>, i64) -> f32
    %2268 = "llvm.call"(%2265, %2266, %2267) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2269 = "llvm.insertelement"(%2264, %2268, %26) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2270 = "llvm.extractelement"(%338, %25) : (vector<16xf32>, i64) -> f32
    %2271 = "llvm.extractelement"(%150, %25) : (vector<16xf32>, i64) -> f32
    %2272 = "llvm.extractelement"(%2224, %25) : (vector<16xf32>, i64) -> f32
    %2273 = "llvm.call"(%2270, %2271, %2272) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2274 = "llvm.insertelement"(%2269, %2273, %25) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2275 = "llvm.extractelement"(%338, %24) : (vector<16xf32>, i64) -> f32
    %2276 = "llvm.extractelement"(%150, %24) : (vector<16xf32>, i64) -> f32
    %2277 = "llvm.extractelement"(%2224, %24) : (vector<16xf32>, i64) -> f32
    %2278 = "llvm.call"(%2275, %2276, %2277) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2279 = "llvm.insertelement"(%2274, %2278, %24) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2280 = "llvm.extractelement"(%338, %23) : (vector<16xf32>, i64) -> f32
    %2281 = "llvm.extractelement"(%150, %23) : (vector<16xf32>, i64) -> f32
    %2282 = "llvm.extractelement"(%2224, %23) : (vector<16xf32>, i64) -> f32
    %2283 = "llvm.call"(%2280, %2281, %2282) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2284 = "llvm.insertelement"(%2279, %2283, %23) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2285 = "llvm.extractelement"(%338, %22) : (vector<16xf32>, i64) -> f32
    %2286 = "llvm.extractelement"(%150, %22) : (vector<16xf32>, i64) -> f32
    %2287 = "llvm.extractelement"(%2224, %22) : (vector<16xf32>, i64) -> f32
    %2288 = "llvm.call"(%2285, %2286, %2287) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2289 = "llvm.insertelement"(%2284, %2288, %22) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2290 = "llvm.extractelement"(%338, %21) : (vector<16xf32>, i64) -> f32
    %2291 = "llvm.extractelement"(%150, %21) : (vector<16xf32>, i64) -> f32
    %2292 = "llvm.extractelement"(%2224, %21) : (vector<16xf32>, i64) -> f32
    %2293 = "llvm.call"(%2290, %2291, %2292) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2294 = "llvm.insertelement"(%2289, %2293, %21) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2295 = "llvm.extractelement"(%338, %20) : (vector<16xf32>, i64) -> f32
    %2296 = "llvm.extractelement"(%150, %20) : (vector<16xf32>, i64) -> f32
    %2297 = "llvm.extractelement"(%2224, %20) : (vector<16xf32>, i64) -> f32
    %2298 = "llvm.call"(%2295, %2296, %2297) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2299 = "llvm.insertelement"(%2294, %2298, %20) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2300 = "llvm.extractelement"(%338, %19) : (vector<16xf32>, i64) -> f32
    %2301 = "llvm.extractelement"(%150, %19) : (vector<16xf32>, i64) -> f32
    %2302 = "llvm.extractelement"(%2224, %19) : (vector<16xf32>, i64) -> f32
    %2303 = "llvm.call"(%2300, %2301, %2302) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2304 = "llvm.insertelement"(%2299, %2303, %19) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2305 = "llvm.extractelement"(%336, %71) : (vector<16xf32>, i64) -> f32
    %2306 = "llvm.extractelement"(%144, %71) : (vector<16xf32>, i64) -> f32
    %2307 = "llvm.extractelement"(%2304, %71) : (vector<16xf32>, i64) -> f32
    %2308 = "llvm.call"(%2305, %2306, %2307) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2309 = "llvm.insertelement"(%2, %2308, %71) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2310 = "llvm.extractelement"(%336, %35) : (vector<16xf32>, i64) -> f32
    %2311 = "llvm.extractelement"(%144, %35) : (vector<16xf32>, i64) -> f32
    %2312 = "llvm.extractelement"(%2304, %35) : (vector<16xf32>, i64) -> f32
    %2313 = "llvm.call"(%2310, %2311, %2312) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2314 = "llvm.insertelement"(%2309, %2313, %35) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2315 = "llvm.extractelement"(%336, %32) : (vector<16xf32>, i64) -> f32
    %2316 = "llvm.extractelement"(%144, %32) : (vector<16xf32>, i64) -> f32
    %2317 = "llvm.extractelement"(%2304, %32) : (vector<16xf32>, i64) -> f32
    %2318 = "llvm.call"(%2315, %2316, %2317) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2319 = "llvm.insertelement"(%2314, %2318, %32) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2320 = "llvm.extractelement"(%336, %31) : (vector<16xf32>, i64) -> f32
    %2321 = "llvm.extractelement"(%144, %31) : (vector<16xf32>, i64) -> f32
    %2322 = "llvm.extractelement"(%2304, %31) : (vector<16xf32>, i64) -> f32
    %2323 = "llvm.call"(%2320, %2321, %2322) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2324 = "llvm.insertelement"(%2319, %2323, %31) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2325 = "llvm.extractelement"(%336, %30) : (vector<16xf32>, i64) -> f32
    %2326 = "llvm.extractelement"(%144, %30) : (vector<16xf32>, i64) -> f32
    %2327 = "llvm.extractelement"(%2304, %30) : (vector<16xf32>, i64) -> f32
    %2328 = "llvm.call"(%2325, %2326, %2327) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2329 = "llvm.insertelement"(%2324, %2328, %30) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2330 = "llvm.extractelement"(%336, %29) : (vector<16xf32>, i64) -> f32
    %2331 = "llvm.extractelement"(%144, %29) : (vector<16xf32>, i64) -> f32
    %2332 = "llvm.extractelement"(%2304, %29) : (vector<16xf32>, i64) -> f32
    %2333 = "llvm.call"(%2330, %2331, %2332) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2334 = "llvm.insertelement"(%2329, %2333, %29) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2335 = "llvm.extractelement"(%336, %28) : (vector<16xf32>, i64) -> f32
    %2336 = "llvm.extractelement"(%144, %28) : (vector<16xf32>, i64) -> f32
    %2337 = "llvm.extractelement"(%2304, %28) : (vector<16xf32>, i64) -> f32
    %2338 = "llvm.call"(%2335, %2336, %2337) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2339 = "llvm.insertelement"(%2334, %2338, %28) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2340 = "llvm.extractelement"(%336, %27) : (vector<16xf32>, i64) -> f32
    %2341 = "llvm.extractelement"(%144, %27) : (vector<16xf32>, i64) -> f32
    %2342 = "llvm.extractelement"(%2304, %27) : (vector<16xf32>, i64) -> f32
    %2343 = "llvm.call"(%2340, %2341, %2342) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2344 = "llvm.insertelement"(%2339, %2343, %27) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2345 = "llvm.extractelement"(%336, %26) : (vector<16xf32>, i64) -> f32
    %2346 = "llvm.extractelement"(%144, %26) : (vector<16xf32>, i64) -> f32
    %2347 = "llvm.extractelement"(%2304, %26) : (vector<16xf32>, i64) -> f32
    %2348 = "llvm.call"(%2345, %2346, %2347) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2349 = "llvm.insertelement"(%2344, %2348, %26) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2350 = "llvm.extractelement"(%336, %25) : (vector<16xf32>, i64) -> f32
    %2351 = "llvm.extractelement"(%144, %25) : (vector<16xf32>, i64) -> f32
    %2352 = "llvm.extractelement"(%2304, %25) : (vector<16xf32>, i64) -> f32
    %2353 = "llvm.call"(%2350, %2351, %2352) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2354 = "llvm.insertelement"(%2349, %2353, %25) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2355 = "llvm.extractelement"(%336, %24) : (vector<16xf32>, i64) -> f32
    %2356 = "llvm.extractelement"(%144, %24) : (vector<16xf32>, i64) -> f32
    %2357 = "llvm.extractelement"(%2304, %24) : (vector<16xf32>, i64) -> f32
    %2358 = "llvm.call"(%2355, %2356, %2357) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2359 = "llvm.insertelement"(%2354, %2358, %24) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2360 = "llvm.extractelement"(%336, %23) : (vector<16xf32>, i64) -> f32
    %2361 = "llvm.extractelement"(%144, %23) : (vector<16xf32>, i64) -> f32
    %2362 = "llvm.extractelement"(%2304, %23) : (vector<16xf32>, i64) -> f32
    %2363 = "llvm.call"(%2360, %2361, %2362) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2364 = "llvm.insertelement"(%2359, %2363, %23) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2365 = "llvm.extractelement"(%336, %22) : (vector<16xf32>, i64) -> f32
    %2366 = "llvm.extractelement"(%144, %22) : (vector<16xf32>, i64) -> f32
    %2367 = "llvm.extractelement"(%2304, %22) : (vector<16xf32>, i64) -> f32
    %2368 = "llvm.call"(%2365, %2366, %2367) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2369 = "llvm.insertelement"(%2364, %2368, %22) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2370 = "llvm.extractelement"(%336, %21) : (vector<16xf32>, i64) -> f32
    %2371 = "llvm.extractelement"(%144, %21) : (vector<16xf32>, i64) -> f32
    %2372 = "llvm.extractelement"(%2304, %21) : (vector<16xf32>, i64) -> f32
    %2373 = "llvm.call"(%2370, %2371, %2372) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2374 = "llvm.insertelement"(%2369, %2373, %21) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2375 = "llvm.extractelement"(%336, %20) : (vector<16xf32>, i64) -> f32
    %2376 = "llvm.extractelement"(%144, %20) : (vector<16xf32>, i64) -> f32
    %2377 = "llvm.extractelement"(%2304, %20) : (vector<16xf32>, i64) -> f32
    %2378 = "llvm.call"(%2375, %2376, %2377) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2379 = "llvm.insertelement"(%2374, %2378, %20) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2380 = "llvm.extractelement"(%336, %19) : (vector<16xf32>, i64) -> f32
    %2381 = "llvm.extractelement"(%144, %19) : (vector<16xf32>, i64) -> f32
    %2382 = "llvm.extractelement"(%2304, %19) : (vector<16xf32>, i64) -> f32
    %2383 = "llvm.call"(%2380, %2381, %2382) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2384 = "llvm.insertelement"(%2379, %2383, %19) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2385 = "llvm.extractelement"(%334, %71) : (vector<16xf32>, i64) -> f32
    %2386 = "llvm.extractelement"(%138, %71) : (vector<16xf32>, i64) -> f32
    %2387 = "llvm.extractelement"(%2384, %71) : (vector<16xf32>, i64) -> f32
    %2388 = "llvm.call"(%2385, %2386, %2387) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2389 = "llvm.insertelement"(%2, %2388, %71) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2390 = "llvm.extractelement"(%334, %35) : (vector<16xf32>, i64) -> f32
    %2391 = "llvm.extractelement"(%138, %35) : (vector<16xf32>, i64) -> f32
    %2392 = "llvm.extractelement"(%2384, %35) : (vector<16xf32>, i64) -> f32
    %2393 = "llvm.call"(%2390, %2391, %2392) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2394 = "llvm.insertelement"(%2389, %2393, %35) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2395 = "llvm.extractelement"(%334, %32) : (vector<16xf32>, i64) -> f32
    %2396 = "llvm.extractelement"(%138, %32) : (vector<16xf32>, i64) -> f32
    %2397 = "llvm.extractelement"(%2384, %32) : (vector<16xf32>, i64) -> f32
    %2398 = "llvm.call"(%2395, %2396, %2397) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2399 = "llvm.insertelement"(%2394, %2398, %32) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2400 = "llvm.extractelement"(%334, %31) : (vector<16xf32>, i64) -> f32
    %2401 = "llvm.extractelement"(%138, %31) : (vector<16xf32>, i64) -> f32
    %2402 = "llvm.extractelement"(%2384, %31) : (vector<16xf32>, i64) -> f32
    %2403 = "llvm.call"(%2400, %2401, %2402) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2404 = "llvm.insertelement"(%2399, %2403, %31) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2405 = "llvm.extractelement"(%334, %30) : (vector<16xf32>, i64) -> f32
    %2406 = "llvm.extractelement"(%138, %30) : (vector<16xf32>, i64) -> f32
    %2407 = "llvm.extractelement"(%2384, %30) : (vector<16xf32>, i64) -> f32
    %2408 = "llvm.call"(%2405, %2406, %2407) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2409 = "llvm.insertelement"(%2404, %2408, %30) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2410 = "llvm.extractelement"(%334, %29) : (vector<16xf32>, i64) -> f32
    %2411 = "llvm.extractelement"(%138, %29) : (vector<16xf32>, i64) -> f32
    %2412 = "llvm.extractelement"(%2384, %29) : (vector<16xf32>, i64) -> f32
    %2413 = "llvm.call"(%2410, %2411, %2412) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2414 = "llvm.insertelement"(%2409, %2413, %29) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2415 = "llvm.extractelement"(%334, %28) : (vector<16xf32>, i64) -> f32
    %2416 = "llvm.extractelement"(%138, %28) : (vector<16xf32>, i64) -> f32
    %2417 = "llvm.extractelement"(%2384, %28) : (vector<16xf32>, i64) -> f32
    %2418 = "llvm.call"(%2415, %2416, %2417) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2419 = "llvm.insertelement"(%2414, %2418, %28) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2420 = "llvm.extractelement"(%334, %27) : (vector<16xf32>, i64) -> f32
    %2421 = "llvm.extractelement"(%138, %27) : (vector<16xf32>, i64) -> f32
    %2422 = "llvm.extractelement"(%2384, %27) : (vector<16xf32>, i64) -> f32
    %2423 = "llvm.call"(%2420, %2421, %2422) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2424 = "llvm.insertelement"(%2419, %2423, %27) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2425 = "llvm.extractelement"(%334, %26) : (vector<16xf32>, i64) -> f32
    %2426 = "llvm.extractelement"(%138, %26) : (vector<16xf32>, i64) -> f32
    %2427 = "llvm.extractelement"(%2384, %26) : (vector<16xf32>, i64) -> f32
    %2428 = "llvm.call"(%2425, %2426, %2427) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2429 = "llvm.insertelement"(%2424, %2428, %26) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2430 = "llvm.extractelement"(%334, %25) : (vector<16xf32>, i64) -> f32
    %2431 = "llvm.extractelement"(%138, %25) : (vector<16xf32>, i64) -> f32
    %2432 = "llvm.extractelement"(%2384, %25) : (vector<16xf32>, i64) -> f32
    %2433 = "llvm.call"(%2430, %2431, %2432) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2434 = "llvm.insertelement"(%2429, %2433, %25) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2435 = "llvm.extractelement"(%334, %24) : (vector<16xf32>, i64) -> f32
    %2436 = "llvm.extractelement"(%138, %24) : (vector<16xf32>, i64) -> f32
    %2437 = "llvm.extractelement"(%2384, %24) : (vector<16xf32>, i64) -> f32
    %2438 = "llvm.call"(%2435, %2436, %2437) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2439 = "llvm.insertelement"(%2434, %2438, %24) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2440 = "llvm.extractelement"(%334, %23) : (vector<16xf32>, i64) -> f32
    %2441 = "llvm.extractelement"(%138, %23) : (vector<16xf32>, i64) -> f32
    %2442 = "llvm.extractelement"(%2384, %23) : (vector<16xf32>, i64) -> f32
    %2443 = "llvm.call"(%2440, %2441, %2442) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2444 = "llvm.insertelement"(%2439, %2443, %23) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2445 = "llvm.extractelement"(%334, %22) : (vector<16xf32>, i64) -> f32
    %2446 = "llvm.extractelement"(%138, %22) : (vector<16xf32>, i64) -> f32
    %2447 = "llvm.extractelement"(%2384, %22) : (vector<16xf32>, i64) -> f32
    %2448 = "llvm.call"(%2445, %2446, %2447) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2449 = "llvm.insertelement"(%2444, %2448, %22) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2450 = "llvm.extractelement"(%334, %21) : (vector<16xf32>, i64) -> f32
    %2451 = "llvm.extractelement"(%138, %21) : (vector<16xf32>, i64) -> f32
    %2452 = "llvm.extractelement"(%2384, %21) : (vector<16xf32>, i64) -> f32
    %2453 = "llvm.call"(%2450, %2451, %2452) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2454 = "llvm.insertelement"(%2449, %2453, %21) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2455 = "llvm.extractelement"(%334, %20) : (vector<16xf32>, i64) -> f32
    %2456 = "llvm.extractelement"(%138, %20) : (vector<16xf32>, i64) -> f32
    %2457 = "llvm.extractelement"(%2384, %20) : (vector<16xf32>, i64) -> f32
    %2458 = "llvm.call"(%2455, %2456, %2457) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2459 = "llvm.insertelement"(%2454, %2458, %20) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2460 = "llvm.extractelement"(%334, %19) : (vector<16xf32>, i64) -> f32
    %2461 = "llvm.extractelement"(%138, %19) : (vector<16xf32>, i64) -> f32
    %2462 = "llvm.extractelement"(%2384, %19) : (vector<16xf32>, i64) -> f32
    %2463 = "llvm.call"(%2460, %2461, %2462) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2464 = "llvm.insertelement"(%2459, %2463, %19) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2465 = "llvm.extractelement"(%332, %71) : (vector<16xf32>, i64) -> f32
    %2466 = "llvm.extractelement"(%132, %71) : (vector<16xf32>, i64) -> f32
    %2467 = "llvm.extractelement"(%2464, %71) : (vector<16xf32>, i64) -> f32
    %2468 = "llvm.call"(%2465, %2466, %2467) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2469 = "llvm.insertelement"(%2, %2468, %71) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2470 = "llvm.extractelement"(%332, %35) : (vector<16xf32>, i64) -> f32
    %2471 = "llvm.extractelement"(%132, %35) : (vector<16xf32>, i64) -> f32
    %2472 = "llvm.extractelement"(%2464, %35) : (vector<16xf32>, i64) -> f32
    %2473 = "llvm.call"(%2470, %2471, %2472) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2474 = "llvm.insertelement"(%2469, %2473, %35) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2475 = "llvm.extractelement"(%332, %32) : (vector<16xf32>, i64) -> f32
    %2476 = "llvm.extractelement"(%132, %32) : (vector<16xf32>, i64) -> f32
    %2477 = "llvm.extractelement"(%2464, %32) : (vector<16xf32>, i64) -> f32
    %2478 = "llvm.call"(%2475, %2476, %2477) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2479 = "llvm.insertelement"(%2474, %2478, %32) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2480 = "llvm.extractelement"(%332, %31) : (vector<16xf32>, i64) -> f32
    %2481 = "llvm.extractelement"(%132, %31) : (vector<16xf32>, i64) -> f32
    %2482 = "llvm.extractelement"(%2464, %31) : (vector<16xf32>, i64) -> f32
    %2483 = "llvm.call"(%2480, %2481, %2482) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2484 = "llvm.insertelement"(%2479, %2483, %31) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2485 = "llvm.extractelement"(%332, %30) : (vector<16xf32>, i64) -> f32
    %2486 = "llvm.extractelement"(%132, %30) : (vector<16xf32>, i64) -> f32
    %2487 = "llvm.extractelement"(%2464, %30) : (vector<16xf32>, i64) -> f32
    %2488 = "llvm.call"(%2485, %2486, %2487) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2489 = "llvm.insertelement"(%2484, %2488, %30) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2490 = "llvm.extractelement"(%332, %29) : (vector<16xf32>, i64) -> f32
    %2491 = "llvm.extractelement"(%132, %29) : (vector<16xf32>, i64) -> f32
    %2492 = "llvm.extractelement"(%2464, %29) : (vector<16xf32>, i64) -> f32
    %2493 = "llvm.call"(%2490, %2491, %2492) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2494 = "llvm.insertelement"(%2489, %2493, %29) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2495 = "llvm.extractelement"(%332, %28) : (vector<16xf32>, i64) -> f32
    %2496 = "llvm.extractelement"(%132, %28) : (vector<16xf32>, i64) -> f32
    %2497 = "llvm.extractelement"(%2464, %28) : (vector<16xf32>, i64) -> f32
    %2498 = "llvm.call"(%2495, %2496, %2497) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2499 = "llvm.insertelement"(%2494, %2498, %28) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2500 = "llvm.extractelement"(%332, %27) : (vector<16xf32>, i64) -> f32
    %2501 = "llvm.extractelement"(%132, %27) : (vector<16xf32>, i64) -> f32
    %2502 = "llvm.extractelement"(%2464, %27) : (vector<16xf32>, i64) -> f32
    %2503 = "llvm.call"(%2500, %2501, %2502) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2504 = "llvm.insertelement"(%2499, %2503, %27) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2505 = "llvm.extractelement"(%332, %26) : (vector<16xf32>, i64) -> f32
    %2506 = "llvm.extractelement"(%132, %26) : (vector<16xf32>, i64) -> f32
    %2507 = "llvm.extractelement"(%2464, %26) : (vector<16xf32>, i64) -> f32
    %2508 = "llvm.call"(%2505, %2506, %2507) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2509 = "llvm.insertelement"(%2504, %2508, %26) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2510 = "llvm.extractelement"(%332, %25) : (vector<16xf32>, i64) -> f32
    %2511 = "llvm.extractelement"(%132, %25) : (vector<16xf32>, i64) -> f32
    %2512 = "llvm.extractelement"(%2464, %25) : (vector<16xf32>, i64) -> f32
    %2513 = "llvm.call"(%2510, %2511, %2512) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2514 = "llvm.insertelement"(%2509, %2513, %25) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2515 = "llvm.extractelement"(%332, %24) : (vector<16xf32>, i64) -> f32
    %2516 = "llvm.extractelement"(%132, %24) : (vector<16xf32>, i64) -> f32
    %2517 = "llvm.extractelement"(%2464, %24) : (vector<16xf32>, i64) -> f32
    %2518 = "llvm.call"(%2515, %2516, %2517) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2519 = "llvm.insertelement"(%2514, %2518, %24) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2520 = "llvm.extractelement"(%332, %23) : (vector<16xf32>, i64) -> f32
    %2521 = "llvm.extractelement"(%132, %23) : (vector<16xf32>, i64) -> f32
    %2522 = "llvm.extractelement"(%2464, %23) : (vector<16xf32>, i64) -> f32
    %2523 = "llvm.call"(%2520, %2521, %2522) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2524 = "llvm.insertelement"(%2519, %2523, %23) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2525 = "llvm.extractelement"(%332, %22) : (vector<16xf32>, i64) -> f32
    %2526 = "llvm.extractelement"(%132, %22) : (vector<16xf32>, i64) -> f32
    %2527 = "llvm.extractelement"(%2464, %22) : (vector<16xf32>, i64) -> f32
    %2528 = "llvm.call"(%2525, %2526, %2527) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2529 = "llvm.insertelement"(%2524, %2528, %22) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2530 = "llvm.extractelement"(%332, %21) : (vector<16xf32>, i64) -> f32
    %2531 = "llvm.extractelement"(%132, %21) : (vector<16xf32>, i64) -> f32
    %2532 = "llvm.extractelement"(%2464, %21) : (vector<16xf32>, i64) -> f32
    %2533 = "llvm.call"(%2530, %2531, %2532) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2534 = "llvm.insertelement"(%2529, %2533, %21) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2535 = "llvm.extractelement"(%332, %20) : (vector<16xf32>, i64) -> f32
    %2536 = "llvm.extractelement"(%132, %20) : (vector<16xf32>, i64) -> f32
    %2537 = "llvm.extractelement"(%2464, %20) : (vector<16xf32>, i64) -> f32
    %2538 = "llvm.call"(%2535, %2536, %2537) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2539 = "llvm.insertelement"(%2534, %2538, %20) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2540 = "llvm.extractelement"(%332, %19) : (vector<16xf32>, i64) -> f32
    %2541 = "llvm.extractelement"(%132, %19) : (vector<16xf32>, i64) -> f32
    %2542 = "llvm.extractelement"(%2464, %19) : (vector<16xf32>, i64) -> f32
    %2543 = "llvm.call"(%2540, %2541, %2542) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2544 = "llvm.insertelement"(%2539, %2543, %19) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2545 = "llvm.extractelement"(%330, %71) : (vector<16xf32>, i64) -> f32
    %2546 = "llvm.extractelement"(%126, %71) : (vector<16xf32>, i64) -> f32
    %2547 = "llvm.extractelement"(%2544, %71) : (vector<16xf32>, i64) -> f32
    %2548 = "llvm.call"(%2545, %2546, %2547) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2549 = "llvm.insertelement"(%2, %2548, %71) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2550 = "llvm.extractelement"(%330, %35) : (vector<16xf32>, i64) -> f32
    %2551 = "llvm.extractelement"(%126, %35) : (vector<16xf32>, i64) -> f32
    %2552 = "llvm.extractelement"(%2544, %35) : (vector<16xf32>, i64) -> f32
    %2553 = "llvm.call"(%2550, %2551, %2552) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2554 = "llvm.insertelement"(%2549, %2553, %35) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2555 = "llvm.extractelement"(%330, %32) : (vector<16xf32>, i64) -> f32
    %2556 = "llvm.extractelement"(%126, %32) : (vector<16xf32>, i64) -> f32
    %2557 = "llvm.extractelement"(%2544, %32) : (vector<16xf32>, i64) -> f32
    %2558 = "llvm.call"(%2555, %2556, %2557) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2559 = "llvm.insertelement"(%2554, %2558, %32) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2560 = "llvm.extractelement"(%330, %31) : (vector<16xf32>, i64) -> f32
    %2561 = "llvm.extractelement"(%126, %31) : (vector<16xf32>, i64) -> f32
    %2562 = "llvm.extractelement"(%2544, %31) : (vector<16xf32>, i64) -> f32
    %2563 = "llvm.call"(%2560, %2561, %2562) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2564 = "llvm.insertelement"(%2559, %2563, %31) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2565 = "llvm.extractelement"(%330, %30) : (vector<16xf32>, i64) -> f32
    %2566 = "llvm.extractelement"(%126, %30) : (vector<16xf32>, i64) -> f32
    %2567 = "llvm.extractelement"(%2544, %30) : (vector<16xf32>, i64) -> f32
    %2568 = "llvm.call"(%2565, %2566, %2567) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2569 = "llvm.insertelement"(%2564, %2568, %30) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2570 = "llvm.extractelement"(%330, %29) : (vector<16xf32>, i64) -> f32
    %2571 = "llvm.extractelement"(%126, %29) : (vector<16xf32>, i64) -> f32
    %2572 = "llvm.extractelement"(%2544, %29) : (vector<16xf32>, i64) -> f32
    %2573 = "llvm.call"(%2570, %2571, %2572) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2574 = "llvm.insertelement"(%2569, %2573, %29) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2575 = "llvm.extractelement"(%330, %28) : (vector<16xf32>, i64) -> f32
    %2576 = "llvm.extractelement"(%126, %28) : (vector<16xf32>, i64) -> f32
    %2577 = "llvm.extractelement"(%2544, %28) : (vector<16xf32>, i64) -> f32
    %2578 = "llvm.call"(%2575, %2576, %2577) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2579 = "llvm.insertelement"(%2574, %2578, %28) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2580 = "llvm.extractelement"(%330, %27) : (vector<16xf32>, i64) -> f32
    %2581 = "llvm.extractelement"(%126, %27) : (vector<16xf32>, i64) -> f32
    %2582 = "llvm.extractelement"(%2544, %27) : (vector<16xf32>, i64) -> f32
    %2583 = "llvm.call"(%2580, %2581, %2582) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2584 = "llvm.insertelement"(%2579, %2583, %27) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2585 = "llvm.extractelement"(%330, %26) : (vector<16xf32>, i64) -> f32
    %2586 = "llvm.extractelement"(%126, %26) : (vector<16xf32>, i64) -> f32
    %2587 = "llvm.extractelement"(%2544, %26) : (vector<16xf32>, i64) -> f32
    %2588 = "llvm.call"(%2585, %2586, %2587) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2589 = "llvm.insertelement"(%2584, %2588, %26) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2590 = "llvm.extractelement"(%330, %25) : (vector<16xf32>, i64) -> f32
    %2591 = "llvm.extractelement"(%126, %25) : (vector<16xf32>, i64) -> f32
    %2592 = "llvm.extractelement"(%2544, %25) : (vector<16xf32>, i64) -> f32
    %2593 = "llvm.call"(%2590, %2591, %2592) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2594 = "llvm.insertelement"(%2589, %2593, %25) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2595 = "llvm.extractelement"(%330, %24) : (vector<16xf32>, i64) -> f32
    %2596 = "llvm.extractelement"(%126, %24) : (vector<16xf32>, i64) -> f32
    %2597 = "llvm.extractelement"(%2544, %24) : (vector<16xf32>, i64) -> f32
    %2598 = "llvm.call"(%2595, %2596, %2597) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2599 = "llvm.insertelement"(%2594, %2598, %24) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2600 = "llvm.extractelement"(%330, %23) : (vector<16xf32>, i64) -> f32
    %2601 = "llvm.extractelement"(%126, %23) : (vector<16xf32>, i64) -> f32
    %2602 = "llvm.extractelement"(%2544, %23) : (vector<16xf32>, i64) -> f32
    %2603 = "llvm.call"(%2600, %2601, %2602) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2604 = "llvm.insertelement"(%2599, %2603, %23) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2605 = "llvm.extractelement"(%330, %22) : (vector<16xf32>, i64) -> f32
    %2606 = "llvm.extractelement"(%126, %22) : (vector<16xf32>, i64) -> f32
    %2607 = "llvm.extractelement"(%2544, %22) : (vector<16xf32>, i64) -> f32
    %2608 = "llvm.call"(%2605, %2606, %2607) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2609 = "llvm.insertelement"(%2604, %2608, %22) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2610 = "llvm.extractelement"(%330, %21) : (vector<16xf32>, i64) -> f32
    %2611 = "llvm.extractelement"(%126, %21) : (vector<16xf32>, i64) -> f32
    %2612 = "llvm.extractelement"(%2544, %21) : (vector<16xf32>, i64) -> f32
    %2613 = "llvm.call"(%2610, %2611, %2612) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2614 = "llvm.insertelement"(%2609, %2613, %21) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2615 = "llvm.extractelement"(%330, %20) : (vector<16xf32>, i64) -> f32
    %2616 = "llvm.extractelement"(%126, %20) : (vector<16xf32>, i64) -> f32
    %2617 = "llvm.extractelement"(%2544, %20) : (vector<16xf32>, i64) -> f32
    %2618 = "llvm.call"(%2615, %2616, %2617) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2619 = "llvm.insertelement"(%2614, %2618, %20) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2620 = "llvm.extractelement"(%330, %19) : (vector<16xf32>, i64) -> f32
    %2621 = "llvm.extractelement"(%126, %19) : (vector<16xf32>, i64) -> f32
    %2622 = "llvm.extractelement"(%2544, %19) : (vector<16xf32>, i64) -> f32
    %2623 = "llvm.call"(%2620, %2621, %2622) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2624 = "llvm.insertelement"(%2619, %2623, %19) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2625 = "llvm.extractelement"(%328, %71) : (vector<16xf32>, i64) -> f32
    %2626 = "llvm.extractelement"(%120, %71) : (vector<16xf32>, i64) -> f32
    %2627 = "llvm.extractelement"(%2624, %71) : (vector<16xf32>, i64) -> f32
    %2628 = "llvm.call"(%2625, %2626, %2627) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2629 = "llvm.insertelement"(%2, %2628, %71) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2630 = "llvm.extractelement"(%328, %35) : (vector<16xf32>, i64) -> f32
    %2631 = "llvm.extractelement"(%120, %35) : (vector<16xf32>, i64) -> f32
    %2632 = "llvm.extractelement"(%2624, %35) : (vector<16xf32>, i64) -> f32
    %2633 = "llvm.call"(%2630, %2631, %2632) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2634 = "llvm.insertelement"(%2629, %2633, %35) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2635 = "llvm.extractelement"(%328, %32) : (vector<16xf32>, i64) -> f32
    %2636 = "llvm.extractelement"(%120, %32) : (vector<16xf32>, i64) -> f32
    %2637 = "llvm.extractelement"(%2624, %32) : (vector<16xf32>, i64) -> f32
    %2638 = "llvm.call"(%2635, %2636, %2637) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2639 = "llvm.insertelement"(%2634, %2638, %32) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2640 = "llvm.extractelement"(%328, %31) : (vector<16xf32>, i64) -> f32
    %2641 = "llvm.extractelement"(%120, %31) : (vector<16xf32>, i64) -> f32
    %2642 = "llvm.extractelement"(%2624, %31) : (vector<16xf32>, i64) -> f32
    %2643 = "llvm.call"(%2640, %2641, %2642) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2644 = "llvm.insertelement"(%2639, %2643, %31) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2645 = "llvm.extractelement"(%328, %30) : (vector<16xf32>, i64) -> f32
    %2646 = "llvm.extractelement"(%120, %30) : (vector<16xf32>, i64) -> f32
    %2647 = "llvm.extractelement"(%2624, %30) : (vector<16xf32>, i64) -> f32
    %2648 = "llvm.call"(%2645, %2646, %2647) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2649 = "llvm.insertelement"(%2644, %2648, %30) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2650 = "llvm.extractelement"(%328, %29) : (vector<16xf32>, i64) -> f32
    %2651 = "llvm.extractelement"(%120, %29) : (vector<16xf32>, i64) -> f32
    %2652 = "llvm.extractelement"(%2624, %29) : (vector<16xf32>, i64) -> f32
    %2653 = "llvm.call"(%2650, %2651, %2652) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2654 = "llvm.insertelement"(%2649, %2653, %29) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2655 = "llvm.extractelement"(%328, %28) : (vector<16xf32>, i64) -> f32
    %2656 = "llvm.extractelement"(%120, %28) : (vector<16xf32>, i64) -> f32
    %2657 = "llvm.extractelement"(%2624, %28) : (vector<16xf32>, i64) -> f32
    %2658 = "llvm.call"(%2655, %2656, %2657) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2659 = "llvm.insertelement"(%2654, %2658, %28) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2660 = "llvm.extractelement"(%328, %27) : (vector<16xf32>, i64) -> f32
    %2661 = "llvm.extractelement"(%120, %27) : (vector<16xf32>, i64) -> f32
    %2662 = "llvm.extractelement"(%2624, %27) : (vector<16xf32>, i64) -> f32
    %2663 = "llvm.call"(%2660, %2661, %2662) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2664 = "llvm.insertelement"(%2659, %2663, %27) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2665 = "llvm.extractelement"(%328, %26) : (vector<16xf32>, i64) -> f32
    %2666 = "llvm.extractelement"(%120, %26) : (vector<16xf32>, i64) -> f32
    %2667 = "llvm.extractelement"(%2624, %26) : (vector<16xf32>, i64) -> f32
    %2668 = "llvm.call"(%2665, %2666, %2667) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2669 = "llvm.insertelement"(%2664, %2668, %26) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2670 = "llvm.extractelement"(%328, %25) : (vector<16xf32>, i64) -> f32
    %2671 = "llvm.extractelement"(%120, %25) : (vector<16xf32>, i64) -> f32
    %2672 = "llvm.extractelement"(%2624, %25) : (vector<16xf32>, i64) -> f32
    %2673 = "llvm.call"(%2670, %2671, %2672) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2674 = "llvm.insertelement"(%2669, %2673, %25) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2675 = "llvm.extractelement"(%328, %24) : (vector<16xf32>, i64) -> f32
    %2676 = "llvm.extractelement"(%120, %24) : (vector<16xf32>, i64) -> f32
    %2677 = "llvm.extractelement"(%2624, %24) : (vector<16xf32>, i64) -> f32
    %2678 = "llvm.call"(%2675, %2676, %2677) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2679 = "llvm.insertelement"(%2674, %2678, %24) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2680 = "llvm.extractelement"(%328, %23) : (vector<16xf32>, i64) -> f32
    %2681 = "llvm.extractelement"(%120, %23) : (vector<16xf32>, i64) -> f32
    %2682 = "llvm.extractelement"(%2624, %23) : (vector<16xf32>, i64) -> f32
    %2683 = "llvm.call"(%2680, %2681, %2682) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2684 = "llvm.insertelement"(%2679, %2683, %23) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2685 = "llvm.extractelement"(%328, %22) : (vector<16xf32>, i64) -> f32
    %2686 = "llvm.extractelement"(%120, %22) : (vector<16xf32>, i64) -> f32
    %2687 = "llvm.extractelement"(%2624, %22) : (vector<16xf32>, i64) -> f32
    %2688 = "llvm.call"(%2685, %2686, %2687) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2689 = "llvm.insertelement"(%2684, %2688, %22) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2690 = "llvm.extractelement"(%328, %21) : (vector<16xf32>, i64) -> f32
    %2691 = "llvm.extractelement"(%120, %21) : (vector<16xf32>, i64) -> f32
    %2692 = "llvm.extractelement"(%2624, %21) : (vector<16xf32>, i64) -> f32
    %2693 = "llvm.call"(%2690, %2691, %2692) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2694 = "llvm.insertelement"(%2689, %2693, %21) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2695 = "llvm.extractelement"(%328, %20) : (vector<16xf32>, i64) -> f32
    %2696 = "llvm.extractelement"(%120, %20) : (vector<16xf32>, i64) -> f32
    %2697 = "llvm.extractelement"(%2624, %20) : (vector<16xf32>, i64) -> f32
    %2698 = "llvm.call"(%2695, %2696, %2697) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2699 = "llvm.insertelement"(%2694, %2698, %20) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2700 = "llvm.extractelement"(%328, %19) : (vector<16xf32>, i64) -> f32
    %2701 = "llvm.extractelement"(%120, %19) : (vector<16xf32>, i64) -> f32
    %2702 = "llvm.extractelement"(%2624, %19) : (vector<16xf32>, i64) -> f32
    %2703 = "llvm.call"(%2700, %2701, %2702) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2704 = "llvm.insertelement"(%2699, %2703, %19) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2705 = "llvm.extractelement"(%326, %71) : (vector<16xf32>, i64) -> f32
    %2706 = "llvm.extractelement"(%114, %71) : (vector<16xf32>, i64) -> f32
    %2707 = "llvm.extractelement"(%2704, %71) : (vector<16xf32>, i64) -> f32
    %2708 = "llvm.call"(%2705, %2706, %2707) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2709 = "llvm.insertelement"(%2, %2708, %71) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2710 = "llvm.extractelement"(%326, %35) : (vector<16xf32>, i64) -> f32
    %2711 = "llvm.extractelement"(%114, %35) : (vector<16xf32>, i64) -> f32
    %2712 = "llvm.extractelement"(%2704, %35) : (vector<16xf32>, i64) -> f32
    %2713 = "llvm.call"(%2710, %2711, %2712) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2714 = "llvm.insertelement"(%2709, %2713, %35) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2715 = "llvm.extractelement"(%326, %32) : (vector<16xf32>, i64) -> f32
    %2716 = "llvm.extractelement"(%114, %32) : (vector<16xf32>, i64) -> f32
    %2717 = "llvm.extractelement"(%2704, %32) : (vector<16xf32>, i64) -> f32
    %2718 = "llvm.call"(%2715, %2716, %2717) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2719 = "llvm.insertelement"(%2714, %2718, %32) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2720 = "llvm.extractelement"(%326, %31) : (vector<16xf32>, i64) -> f32
    %2721 = "llvm.extractelement"(%114, %31) : (vector<16xf32>, i64) -> f32
    %2722 = "llvm.extractelement"(%2704, %31) : (vector<16xf32>, i64) -> f32
    %2723 = "llvm.call"(%2720, %2721, %2722) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2724 = "llvm.insertelement"(%2719, %2723, %31) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2725 = "llvm.extractelement"(%326, %30) : (vector<16xf32>, i64) -> f32
    %2726 = "llvm.extractelement"(%114, %30) : (vector<16xf32>, i64) -> f32
    %2727 = "llvm.extractelement"(%2704, %30) : (vector<16xf32>, i64) -> f32
    %2728 = "llvm.call"(%2725, %2726, %2727) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2729 = "llvm.insertelement"(%2724, %2728, %30) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2730 = "llvm.extractelement"(%326, %29) : (vector<16xf32>, i64) -> f32
    %2731 = "llvm.extractelement"(%114, %29) : (vector<16xf32>, i64) -> f32
    %2732 = "llvm.extractelement"(%2704, %29) : (vector<16xf32>, i64) -> f32
    %2733 = "llvm.call"(%2730, %2731, %2732) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2734 = "llvm.insertelement"(%2729, %2733, %29) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2735 = "llvm.extractelement"(%326, %28) : (vector<16xf32>, i64) -> f32
    %2736 = "llvm.extractelement"(%114, %28) : (vector<16xf32>, i64) -> f32
    %2737 = "llvm.extractelement"(%2704, %28) : (vector<16xf32>, i64) -> f32
    %2738 = "llvm.call"(%2735, %2736, %2737) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2739 = "llvm.insertelement"(%2734, %2738, %28) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2740 = "llvm.extractelement"(%326, %27) : (vector<16xf32>, i64) -> f32
    %2741 = "llvm.extractelement"(%114, %27) : (vector<16xf32>, i64) -> f32
    %2742 = "llvm.extractelement"(%2704, %27) : (vector<16xf32>, i64) -> f32
    %2743 = "llvm.call"(%2740, %2741, %2742) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2744 = "llvm.insertelement"(%2739, %2743, %27) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2745 = "llvm.extractelement"(%326, %26) : (vector<16xf32>, i64) -> f32
    %2746 = "llvm.extractelement"(%114, %26) : (vector<16xf32>, i64) -> f32
    %2747 = "llvm.extractelement"(%2704, %26) : (vector<16xf32>, i64) -> f32
    %2748 = "llvm.call"(%2745, %2746, %2747) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2749 = "llvm.insertelement"(%2744, %2748, %26) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2750 = "llvm.extractelement"(%326, %25) : (vector<16xf32>, i64) -> f32
    %2751 = "llvm.extractelement"(%114, %25) : (vector<16xf32>, i64) -> f32
    %2752 = "llvm.extractelement"(%2704, %25) : (vector<16xf32>, i64) -> f32
    %2753 = "llvm.call"(%2750, %2751, %2752) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2754 = "llvm.insertelement"(%2749, %2753, %25) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2755 = "llvm.extractelement"(%326, %24) : (vector<16xf32>, i64) -> f32
    %2756 = "llvm.extractelement"(%114, %24) : (vector<16xf32>, i64) -> f32
    %2757 = "llvm.extractelement"(%2704, %24) : (vector<16xf32>, i64) -> f32
    %2758 = "llvm.call"(%2755, %2756, %2757) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2759 = "llvm.insertelement"(%2754, %2758, %24) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2760 = "llvm.extractelement"(%326, %23) : (vector<16xf32>, i64) -> f32
    %2761 = "llvm.extractelement"(%114, %23) : (vector<16xf32>, i64) -> f32
    %2762 = "llvm.extractelement"(%2704, %23) : (vector<16xf32>, i64) -> f32
    %2763 = "llvm.call"(%2760, %2761, %2762) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2764 = "llvm.insertelement"(%2759, %2763, %23) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2765 = "llvm.extractelement"(%326, %22) : (vector<16xf32>, i64) -> f32
    %2766 = "llvm.extractelement"(%114, %22) : (vector<16xf32>, i64) -> f32
    %2767 = "llvm.extractelement"(%2704, %22) : (vector<16xf32>, i64) -> f32
    %2768 = "llvm.call"(%2765, %2766, %2767) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2769 = "llvm.insertelement"(%2764, %2768, %22) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2770 = "llvm.extractelement"(%326, %21) : (vector<16xf32>, i64) -> f32
    %2771 = "llvm.extractelement"(%114, %21) : (vector<16xf32>, i64) -> f32
    %2772 = "llvm.extractelement"(%2704, %21) : (vector<16xf32>, i64) -> f32
    %2773 = "llvm.call"(%2770, %2771, %2772) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2774 = "llvm.insertelement"(%2769, %2773, %21) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2775 = "llvm.extractelement"(%326, %20) : (vector<16xf32>, i64) -> f32
    %2776 = "llvm.extractelement"(%114, %20) : (vector<16xf32>, i64) -> f32
    %2777 = "llvm.extractelement"(%2704, %20) : (vector<16xf32>, i64) -> f32
    %2778 = "llvm.call"(%2775, %2776, %2777) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2779 = "llvm.insertelement"(%2774, %2778, %20) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2780 = "llvm.extractelement"(%326, %19) : (vector<16xf32>, i64) -> f32
    %2781 = "llvm.extractelement"(%114, %19) : (vector<16xf32>, i64) -> f32
    %2782 = "llvm.extractelement"(%2704, %19) : (vector<16xf32>, i64) -> f32
    %2783 = "llvm.call"(%2780, %2781, %2782) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2784 = "llvm.insertelement"(%2779, %2783, %19) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2785 = "llvm.extractelement"(%324, %71) : (vector<16xf32>, i64) -> f32
    %2786 = "llvm.extractelement"(%108, %71) : (vector<16xf32>, i64) -> f32
    %2787 = "llvm.extractelement"(%2784, %71) : (vector<16xf32>, i64) -> f32
    %2788 = "llvm.call"(%2785, %2786, %2787) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2789 = "llvm.insertelement"(%2, %2788, %71) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2790 = "llvm.extractelement"(%324, %35) : (vector<16xf32>, i64) -> f32
    %2791 = "llvm.extractelement"(%108, %35) : (vector<16xf32>, i64) -> f32
    %2792 = "llvm.extractelement"(%2784, %35) : (vector<16xf32>, i64) -> f32
    %2793 = "llvm.call"(%2790, %2791, %2792) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2794 = "llvm.insertelement"(%2789, %2793, %35) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2795 = "llvm.extractelement"(%324, %32) : (vector<16xf32>, i64) -> f32
    %2796 = "llvm.extractelement"(%108, %32) : (vector<16xf32>, i64) -> f32
    %2797 = "llvm.extractelement"(%2784, %32) : (vector<16xf32>, i64) -> f32
    %2798 = "llvm.call"(%2795, %2796, %2797) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2799 = "llvm.insertelement"(%2794, %2798, %32) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2800 = "llvm.extractelement"(%324, %31) : (vector<16xf32>, i64) -> f32
    %2801 = "llvm.extractelement"(%108, %31) : (vector<16xf32>, i64) -> f32
    %2802 = "llvm.extractelement"(%2784, %31) : (vector<16xf32>, i64) -> f32
    %2803 = "llvm.call"(%2800, %2801, %2802) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2804 = "llvm.insertelement"(%2799, %2803, %31) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2805 = "llvm.extractelement"(%324, %30) : (vector<16xf32>, i64) -> f32
    %2806 = "llvm.extractelement"(%108, %30) : (vector<16xf32>, i64) -> f32
    %2807 = "llvm.extractelement"(%2784, %30) : (vector<16xf32>, i64) -> f32
    %2808 = "llvm.call"(%2805, %2806, %2807) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2809 = "llvm.insertelement"(%2804, %2808, %30) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2810 = "llvm.extractelement"(%324, %29) : (vector<16xf32>, i64) -> f32
    %2811 = "llvm.extractelement"(%108, %29) : (vector<16xf32>, i64) -> f32
    %2812 = "llvm.extractelement"(%2784, %29) : (vector<16xf32>, i64) -> f32
    %2813 = "llvm.call"(%2810, %2811, %2812) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2814 = "llvm.insertelement"(%2809, %2813, %29) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2815 = "llvm.extractelement"(%324, %28) : (vector<16xf32>, i64) -> f32
    %2816 = "llvm.extractelement"(%108, %28) : (vector<16xf32>, i64) -> f32
    %2817 = "llvm.extractelement"(%2784, %28) : (vector<16xf32>, i64) -> f32
    %2818 = "llvm.call"(%2815, %2816, %2817) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2819 = "llvm.insertelement"(%2814, %2818, %28) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2820 = "llvm.extractelement"(%324, %27) : (vector<16xf32>, i64) -> f32
    %2821 = "llvm.extractelement"(%108, %27) : (vector<16xf32>, i64) -> f32
    %2822 = "llvm.extractelement"(%2784, %27) : (vector<16xf32>, i64) -> f32
    %2823 = "llvm.call"(%2820, %2821, %2822) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2824 = "llvm.insertelement"(%2819, %2823, %27) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2825 = "llvm.extractelement"(%324, %26) : (vector<16xf32>, i64) -> f32
    %2826 = "llvm.extractelement"(%108, %26) : (vector<16xf32>, i64) -> f32
    %2827 = "llvm.extractelement"(%2784, %26) : (vector<16xf32>, i64) -> f32
    %2828 = "llvm.call"(%2825, %2826, %2827) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2829 = "llvm.insertelement"(%2824, %2828, %26) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2830 = "llvm.extractelement"(%324, %25) : (vector<16xf32>, i64) -> f32
    %2831 = "llvm.extractelement"(%108, %25) : (vector<16xf32>, i64) -> f32
    %2832 = "llvm.extractelement"(%2784, %25) : (vector<16xf32>, i64) -> f32
    %2833 = "llvm.call"(%2830, %2831, %2832) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2834 = "llvm.insertelement"(%2829, %2833, %25) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2835 = "llvm.extractelement"(%324, %24) : (vector<16xf32>, i64) -> f32
    %2836 = "llvm.extractelement"(%108, %24) : (vector<16xf32>, i64) -> f32
    %2837 = "llvm.extractelement"(%2784, %24) : (vector<16xf32>, i64) -> f32
    %2838 = "llvm.call"(%2835, %2836, %2837) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2839 = "llvm.insertelement"(%2834, %2838, %24) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2840 = "llvm.extractelement"(%324, %23) : (vector<16xf32>, i64) -> f32
    %2841 = "llvm.extractelement"(%108, %23) : (vector<16xf32>, i64) -> f32
    %2842 = "llvm.extractelement"(%2784, %23) : (vector<16xf32>, i64) -> f32
    %2843 = "llvm.call"(%2840, %2841, %2842) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2844 = "llvm.insertelement"(%2839, %2843, %23) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2845 = "llvm.extractelement"(%324, %22) : (vector<16xf32>, i64) -> f32
    %2846 = "llvm.extractelement"(%108, %22) : (vector<16xf32>, i64) -> f32
    %2847 = "llvm.extractelement"(%2784, %22) : (vector<16xf32>, i64) -> f32
    %2848 = "llvm.call"(%2845, %2846, %2847) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2849 = "llvm.insertelement"(%2844, %2848, %22) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2850 = "llvm.extractelement"(%324, %21) : (vector<16xf32>, i64) -> f32
    %2851 = "llvm.extractelement"(%108, %21) : (vector<16xf32>, i64) -> f32
    %2852 = "llvm.extractelement"(%2784, %21) : (vector<16xf32>, i64) -> f32
    %2853 = "llvm.call"(%2850, %2851, %2852) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2854 = "llvm.insertelement"(%2849, %2853, %21) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2855 = "llvm.extractelement"(%324, %20) : (vector<16xf32>, i64) -> f32
    %2856 = "llvm.extractelement"(%108, %20) : (vector<16xf32>, i64) -> f32
    %2857 = "llvm.extractelement"(%2784, %20) : (vector<16xf32>, i64) -> f32
    %2858 = "llvm.call"(%2855, %2856, %2857) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2859 = "llvm.insertelement"(%2854, %2858, %20) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2860 = "llvm.extractelement"(%324, %19) : (vector<16xf32>, i64) -> f32
    %2861 = "llvm.extractelement"(%108, %19) : (vector<16xf32>, i64) -> f32
    %2862 = "llvm.extractelement"(%2784, %19) : (vector<16xf32>, i64) -> f32
    %2863 = "llvm.call"(%2860, %2861, %2862) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2864 = "llvm.insertelement"(%2859, %2863, %19) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2865 = "llvm.extractelement"(%322, %71) : (vector<16xf32>, i64) -> f32
    %2866 = "llvm.extractelement"(%102, %71) : (vector<16xf32>, i64) -> f32
    %2867 = "llvm.extractelement"(%2864, %71) : (vector<16xf32>, i64) -> f32
    %2868 = "llvm.call"(%2865, %2866, %2867) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2869 = "llvm.insertelement"(%2, %2868, %71) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2870 = "llvm.extractelement"(%322, %35) : (vector<16xf32>, i64) -> f32
    %2871 = "llvm.extractelement"(%102, %35) : (vector<16xf32>, i64) -> f32
    %2872 = "llvm.extractelement"(%2864, %35) : (vector<16xf32>, i64) -> f32
    %2873 = "llvm.call"(%2870, %2871, %2872) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2874 = "llvm.insertelement"(%2869, %2873, %35) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2875 = "llvm.extractelement"(%322, %32) : (vector<16xf32>, i64) -> f32
    %2876 = "llvm.extractelement"(%102, %32) : (vector<16xf32>, i64) -> f32
    %2877 = "llvm.extractelement"(%2864, %32) : (vector<16xf32>, i64) -> f32
    %2878 = "llvm.call"(%2875, %2876, %2877) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2879 = "llvm.insertelement"(%2874, %2878, %32) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2880 = "llvm.extractelement"(%322, %31) : (vector<16xf32>, i64) -> f32
    %2881 = "llvm.extractelement"(%102, %31) : (vector<16xf32>, i64) -> f32
    %2882 = "llvm.extractelement"(%2864, %31) : (vector<16xf32>, i64) -> f32
    %2883 = "llvm.call"(%2880, %2881, %2882) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2884 = "llvm.insertelement"(%2879, %2883, %31) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2885 = "llvm.extractelement"(%322, %30) : (vector<16xf32>, i64) -> f32
    %2886 = "llvm.extractelement"(%102, %30) : (vector<16xf32>, i64) -> f32
    %2887 = "llvm.extractelement"(%2864, %30) : (vector<16xf32>, i64) -> f32
    %2888 = "llvm.call"(%2885, %2886, %2887) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2889 = "llvm.insertelement"(%2884, %2888, %30) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2890 = "llvm.extractelement"(%322, %29) : (vector<16xf32>, i64) -> f32
    %2891 = "llvm.extractelement"(%102, %29) : (vector<16xf32>, i64) -> f32
    %2892 = "llvm.extractelement"(%2864, %29) : (vector<16xf32>, i64) -> f32
    %2893 = "llvm.call"(%2890, %2891, %2892) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2894 = "llvm.insertelement"(%2889, %2893, %29) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2895 = "llvm.extractelement"(%322, %28) : (vector<16xf32>, i64) -> f32
    %2896 = "llvm.extractelement"(%102, %28) : (vector<16xf32>, i64) -> f32
    %2897 = "llvm.extractelement"(%2864, %28) : (vector<16xf32>, i64) -> f32
    %2898 = "llvm.call"(%2895, %2896, %2897) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2899 = "llvm.insertelement"(%2894, %2898, %28) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2900 = "llvm.extractelement"(%322, %27) : (vector<16xf32>, i64) -> f32
    %2901 = "llvm.extractelement"(%102, %27) : (vector<16xf32>, i64) -> f32
    %2902 = "llvm.extractelement"(%2864, %27) : (vector<16xf32>, i64) -> f32
    %2903 = "llvm.call"(%2900, %2901, %2902) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2904 = "llvm.insertelement"(%2899, %2903, %27) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2905 = "llvm.extractelement"(%322, %26) : (vector<16xf32>, i64) -> f32
    %2906 = "llvm.extractelement"(%102, %26) : (vector<16xf32>, i64) -> f32
    %2907 = "llvm.extractelement"(%2864, %26) : (vector<16xf32>, i64) -> f32
    %2908 = "llvm.call"(%2905, %2906, %2907) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2909 = "llvm.insertelement"(%2904, %2908, %26) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2910 = "llvm.extractelement"(%322, %25) : (vector<16xf32>, i64) -> f32
    %2911 = "llvm.extractelement"(%102, %25) : (vector<16xf32>, i64) -> f32
    %2912 = "llvm.extractelement"(%2864, %25) : (vector<16xf32>, i64) -> f32
    %2913 = "llvm.call"(%2910, %2911, %2912) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2914 = "llvm.insertelement"(%2909, %2913, %25) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2915 = "llvm.extractelement"(%322, %24) : (vector<16xf32>, i64) -> f32
    %2916 = "llvm.extractelement"(%102, %24) : (vector<16xf32>, i64) -> f32
    %2917 = "llvm.extractelement"(%2864, %24) : (vector<16xf32>, i64) -> f32
    %2918 = "llvm.call"(%2915, %2916, %2917) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2919 = "llvm.insertelement"(%2914, %2918, %24) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2920 = "llvm.extractelement"(%322, %23) : (vector<16xf32>, i64) -> f32
    %2921 = "llvm.extractelement"(%102, %23) : (vector<16xf32>, i64) -> f32
    %2922 = "llvm.extractelement"(%2864, %23) : (vector<16xf32>, i64) -> f32
    %2923 = "llvm.call"(%2920, %2921, %2922) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2924 = "llvm.insertelement"(%2919, %2923, %23) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2925 = "llvm.extractelement"(%322, %22) : (vector<16xf32>, i64) -> f32
    %2926 = "llvm.extractelement"(%102, %22) : (vector<16xf32>, i64) -> f32
    %2927 = "llvm.extractelement"(%2864, %22) : (vector<16xf32>, i64) -> f32
    %2928 = "llvm.call"(%2925, %2926, %2927) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2929 = "llvm.insertelement"(%2924, %2928, %22) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2930 = "llvm.extractelement"(%322, %21) : (vector<16xf32>, i64) -> f32
    %2931 = "llvm.extractelement"(%102, %21) : (vector<16xf32>, i64) -> f32
    %2932 = "llvm.extractelement"(%2864, %21) : (vector<16xf32>, i64) -> f32
    %2933 = "llvm.call"(%2930, %2931, %2932) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2934 = "llvm.insertelement"(%2929, %2933, %21) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2935 = "llvm.extractelement"(%322, %20) : (vector<16xf32>, i64) -> f32
    %2936 = "llvm.extractelement"(%102, %20) : (vector<16xf32>, i64) -> f32
    %2937 = "llvm.extractelement"(%2864, %20) : (vector<16xf32>, i64) -> f32
    %2938 = "llvm.call"(%2935, %2936, %2937) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2939 = "llvm.insertelement"(%2934, %2938, %20) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2940 = "llvm.extractelement"(%322, %19) : (vector<16xf32>, i64) -> f32
    %2941 = "llvm.extractelement"(%102, %19) : (vector<16xf32>, i64) -> f32
    %2942 = "llvm.extractelement"(%2864, %19) : (vector<16xf32>, i64) -> f32
    %2943 = "llvm.call"(%2940, %2941, %2942) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @__nv_fmaf, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (f32, f32, f32) -> f32
    %2944 = "llvm.insertelement"(%2939, %2943, %19) : (vector<16xf32>, f32, i64) -> vector<16xf32>
    %2945 = "llvm.add"(%91, %70) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    "llvm.br"(%2945, %2944)[^bb1] : (i32, vector<16xf32>) -> ()
  ^bb3:  // pred: ^bb1
    %2946 = "llvm.mul"(%90, %36) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %2947 = "llvm.add"(%2946, %84) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %2948 = "llvm.getelementptr"(%arg3, %2947) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    "llvm.store"(%92, %2948) <{alignment = 4 : i64, ordering = 0 : i64}> : (vector<16xf32>, !llvm.ptr<1>) -> ()
    "llvm.return"() : () -> ()
  }) {gpu.known_block_size = array<i32: 32, 8, 1>} : () -> ()
  "iree_codegen.dispatch_config"() <{function_ref = @matmul_dispatch_0_matmul_128x128x128_f32, subgroup_size = 32 : i64, workgroup_size = array<i64: 32, 8, 1>}> ({
  ^bb0(%arg0: !hal.device):
    %0 = "arith.constant"() <{value = 4 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    "iree_codegen.yield"(%0, %1, %1) : (index, index, index) -> ()
  }) : () -> ()
}) : () -> ()
