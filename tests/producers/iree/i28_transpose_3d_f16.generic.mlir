"builtin.module"() ({
  "llvm.mlir.global"() <{addr_space = 3 : i32, alignment = 16 : i64, global_type = !llvm.array<0 x i8>, linkage = #llvm.linkage<external>, sym_name = "__dynamic_shared_memory__", tls_mode = 0 : i64, visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.mlir.global"() <{addr_space = 3 : i32, alignment = 2 : i64, global_type = !llvm.array<1 x array<32 x array<36 x f16>>>, linkage = #llvm.linkage<private>, sym_name = "__shared_memory__", tls_mode = 0 : i64, visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, arg_attrs = [{llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef, llvm.readonly}, {llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef}], function_type = !llvm.func<void (ptr<1>, ptr<1>)>, linkage = #llvm.linkage<external>, sym_name = "perm_dispatch_0_transpose_16x128x96_f16", visibility_ = 0 : i64}> ({
  ^bb0(%arg1: !llvm.ptr<1>, %arg2: !llvm.ptr<1>):
    %2 = "llvm.mlir.constant"() <{value = 3 : i64}> : () -> i64
    %3 = "llvm.mlir.constant"() <{value = 2 : i64}> : () -> i64
    %4 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
    %5 = "llvm.mlir.poison"() : () -> vector<1xf16>
    %6 = "llvm.mlir.constant"() <{value = 64 : i64}> : () -> i64
    %7 = "llvm.mlir.constant"() <{value = true}> : () -> i1
    %8 = "llvm.mlir.constant"() <{value = 96 : i64}> : () -> i64
    %9 = "llvm.mlir.constant"() <{value = 128 : i64}> : () -> i64
    %10 = "llvm.mlir.constant"() <{value = 12288 : i64}> : () -> i64
    %11 = "llvm.mlir.addressof"() <{global_name = @__dynamic_shared_memory__}> : () -> !llvm.ptr<3>
    %12 = "llvm.mlir.constant"() <{value = 0 : i64}> : () -> i64
    %13 = "llvm.mlir.constant"() <{value = 0 : i64}> : () -> i64
    %14 = "llvm.getelementptr"(%11, %12, %13) <{elem_type = !llvm.array<0 x i8>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648, -2147483648>}> : (!llvm.ptr<3>, i64, i64) -> !llvm.ptr<3>
    %15 = "llvm.mlir.constant"() <{value = 0 : i64}> : () -> i64
    %16 = "llvm.mlir.constant"() <{value = 4 : i32}> : () -> i32
    %17 = "llvm.mlir.constant"() <{value = 12 : i32}> : () -> i32
    %18 = "llvm.mlir.constant"() <{value = 3 : i32}> : () -> i32
    %19 = "llvm.mlir.constant"() <{value = 32 : i32}> : () -> i32
    %20 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
    %21 = "llvm.mlir.constant"() <{value = 2 : i32}> : () -> i32
    %22 = "llvm.mlir.constant"() <{value = 1 : i64}> : () -> i64
    %23 = "llvm.mlir.constant"() <{value = 36 : i64}> : () -> i64
    %24 = "llvm.mlir.constant"() <{value = 1152 : i64}> : () -> i64
    %25 = "llvm.getelementptr"(%14) <{elem_type = !llvm.array<1 x array<32 x array<36 x f16>>>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 0, 0, 0, 0>}> : (!llvm.ptr<3>) -> !llvm.ptr<3>
    %26 = "nvvm.read.ptx.sreg.tid.y"() <{range = #llvm.constant_range<i32, 0, 32>}> : () -> i32
    %27 = "llvm.sext"(%26) : (i32) -> i64
    %28 = "nvvm.read.ptx.sreg.tid.x"() <{range = #llvm.constant_range<i32, 0, 8>}> : () -> i32
    %29 = "llvm.sext"(%28) : (i32) -> i64
    "llvm.intr.assume"(%7, %arg1, %6) <{op_bundle_sizes = array<i32: 2>, op_bundle_tags = ["align"]}> : (i1, !llvm.ptr<1>, i64) -> ()
    "llvm.intr.assume"(%7, %arg2, %6) <{op_bundle_sizes = array<i32: 2>, op_bundle_tags = ["align"]}> : (i1, !llvm.ptr<1>, i64) -> ()
    %30 = "llvm.trunc"(%29) <{overflowFlags = 0 : i32}> : (i64) -> i32
    %31 = "llvm.mul"(%30, %16) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %32 = "llvm.zext"(%31) : (i32) -> i64
    %33 = "nvvm.read.ptx.sreg.ctaid.x"() <{range = #llvm.constant_range<i32, 0, 192>}> : () -> i32
    %34 = "llvm.sext"(%33) : (i32) -> i64
    %35 = "llvm.trunc"(%34) <{overflowFlags = 0 : i32}> : (i64) -> i32
    %36 = "llvm.udiv"(%35, %17) : (i32, i32) -> i32
    %37 = "llvm.zext"(%36) : (i32) -> i64
    %38 = "llvm.urem"(%35, %17) : (i32, i32) -> i32
    %39 = "llvm.udiv"(%38, %18) : (i32, i32) -> i32
    %40 = "llvm.urem"(%35, %18) : (i32, i32) -> i32
    %41 = "llvm.mul"(%39, %19) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %42 = "llvm.trunc"(%27) <{overflowFlags = 0 : i32}> : (i64) -> i32
    %43 = "llvm.add"(%42, %41) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %44 = "llvm.zext"(%43) : (i32) -> i64
    %45 = "llvm.mul"(%40, %19) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %46 = "llvm.add"(%31, %45) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %47 = "llvm.zext"(%46) : (i32) -> i64
    %48 = "llvm.mul"(%37, %10) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %49 = "llvm.mul"(%44, %8) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %50 = "llvm.add"(%48, %49) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %51 = "llvm.add"(%50, %47) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %52 = "llvm.getelementptr"(%arg1, %51) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %53 = "llvm.load"(%52) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<1>) -> vector<4xf16>
    %54 = "llvm.extractelement"(%53, %15) : (vector<4xf16>, i64) -> f16
    %55 = "llvm.insertelement"(%5, %54, %4) : (vector<1xf16>, f16, i32) -> vector<1xf16>
    %56 = "llvm.extractelement"(%53, %22) : (vector<4xf16>, i64) -> f16
    %57 = "llvm.insertelement"(%5, %56, %4) : (vector<1xf16>, f16, i32) -> vector<1xf16>
    %58 = "llvm.extractelement"(%53, %3) : (vector<4xf16>, i64) -> f16
    %59 = "llvm.insertelement"(%5, %58, %4) : (vector<1xf16>, f16, i32) -> vector<1xf16>
    %60 = "llvm.extractelement"(%53, %2) : (vector<4xf16>, i64) -> f16
    %61 = "llvm.insertelement"(%5, %60, %4) : (vector<1xf16>, f16, i32) -> vector<1xf16>
    %62 = "llvm.mul"(%15, %24) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %63 = "llvm.mul"(%32, %23) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %64 = "llvm.add"(%62, %63) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %65 = "llvm.add"(%64, %27) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %66 = "llvm.getelementptr"(%25, %65) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    "llvm.store"(%55, %66) <{alignment = 2 : i64, ordering = 0 : i64}> : (vector<1xf16>, !llvm.ptr<3>) -> ()
    %67 = "llvm.add"(%31, %20) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %68 = "llvm.zext"(%67) : (i32) -> i64
    %69 = "llvm.mul"(%15, %24) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %70 = "llvm.mul"(%68, %23) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %71 = "llvm.add"(%69, %70) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %72 = "llvm.add"(%71, %27) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %73 = "llvm.getelementptr"(%25, %72) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    "llvm.store"(%57, %73) <{alignment = 2 : i64, ordering = 0 : i64}> : (vector<1xf16>, !llvm.ptr<3>) -> ()
    %74 = "llvm.add"(%31, %21) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %75 = "llvm.zext"(%74) : (i32) -> i64
    %76 = "llvm.mul"(%15, %24) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %77 = "llvm.mul"(%75, %23) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %78 = "llvm.add"(%76, %77) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %79 = "llvm.add"(%78, %27) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %80 = "llvm.getelementptr"(%25, %79) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    "llvm.store"(%59, %80) <{alignment = 2 : i64, ordering = 0 : i64}> : (vector<1xf16>, !llvm.ptr<3>) -> ()
    %81 = "llvm.add"(%31, %18) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %82 = "llvm.zext"(%81) : (i32) -> i64
    %83 = "llvm.mul"(%15, %24) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %84 = "llvm.mul"(%82, %23) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %85 = "llvm.add"(%83, %84) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %86 = "llvm.add"(%85, %27) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %87 = "llvm.getelementptr"(%25, %86) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    "llvm.store"(%61, %87) <{alignment = 2 : i64, ordering = 0 : i64}> : (vector<1xf16>, !llvm.ptr<3>) -> ()
    "nvvm.barrier"() <{aligned = true, operandSegmentSizes = array<i32: 0, 0>}> : () -> ()
    %88 = "llvm.mul"(%15, %24) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %89 = "llvm.mul"(%27, %23) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %90 = "llvm.add"(%88, %89) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %91 = "llvm.add"(%90, %32) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %92 = "llvm.getelementptr"(%25, %91) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %93 = "llvm.load"(%92) <{alignment = 2 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<4xf16>
    %94 = "llvm.add"(%42, %45) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %95 = "llvm.zext"(%94) : (i32) -> i64
    %96 = "llvm.add"(%31, %41) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %97 = "llvm.zext"(%96) : (i32) -> i64
    %98 = "llvm.mul"(%37, %10) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %99 = "llvm.mul"(%95, %9) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %100 = "llvm.add"(%98, %99) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %101 = "llvm.add"(%100, %97) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %102 = "llvm.getelementptr"(%arg2, %101) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    "llvm.store"(%93, %102) <{alignment = 2 : i64, ordering = 0 : i64}> : (vector<4xf16>, !llvm.ptr<1>) -> ()
    "nvvm.barrier"() <{aligned = true, operandSegmentSizes = array<i32: 0, 0>}> : () -> ()
    "llvm.return"() : () -> ()
  }) {gpu.known_block_size = array<i32: 8, 32, 1>} : () -> ()
  "iree_codegen.dispatch_config"() <{function_ref = @perm_dispatch_0_transpose_16x128x96_f16, subgroup_size = 32 : i64, workgroup_size = array<i64: 8, 32, 1>}> ({
  ^bb0(%arg0: !hal.device):
    %0 = "arith.constant"() <{value = 192 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    "iree_codegen.yield"(%0, %1, %1) : (index, index, index) -> ()
  }) : () -> ()
}) : () -> ()
