"builtin.module"() ({
  "llvm.mlir.global"() <{addr_space = 3 : i32, alignment = 16 : i64, global_type = !llvm.array<0 x i8>, linkage = #llvm.linkage<external>, sym_name = "__dynamic_shared_memory__", tls_mode = 0 : i64, visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.mlir.global"() <{addr_space = 3 : i32, alignment = 4 : i64, global_type = !llvm.array<32 x array<34 x f32>>, linkage = #llvm.linkage<private>, sym_name = "__shared_memory__", tls_mode = 0 : i64, visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, arg_attrs = [{llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef, llvm.readonly}, {llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef}], function_type = !llvm.func<void (ptr<1>, ptr<1>)>, linkage = #llvm.linkage<external>, sym_name = "transpose_dispatch_0_transpose_256x512_f32", visibility_ = 0 : i64}> ({
  ^bb0(%arg1: !llvm.ptr<1>, %arg2: !llvm.ptr<1>):
    %2 = "llvm.mlir.constant"() <{value = 3 : i64}> : () -> i64
    %3 = "llvm.mlir.constant"() <{value = 2 : i64}> : () -> i64
    %4 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
    %5 = "llvm.mlir.poison"() : () -> vector<1xf32>
    %6 = "llvm.mlir.constant"() <{value = 64 : i64}> : () -> i64
    %7 = "llvm.mlir.constant"() <{value = true}> : () -> i1
    %8 = "llvm.mlir.constant"() <{value = 512 : i64}> : () -> i64
    %9 = "llvm.mlir.constant"() <{value = 256 : i64}> : () -> i64
    %10 = "llvm.mlir.addressof"() <{global_name = @__dynamic_shared_memory__}> : () -> !llvm.ptr<3>
    %11 = "llvm.mlir.constant"() <{value = 0 : i64}> : () -> i64
    %12 = "llvm.mlir.constant"() <{value = 0 : i64}> : () -> i64
    %13 = "llvm.getelementptr"(%10, %11, %12) <{elem_type = !llvm.array<0 x i8>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648, -2147483648>}> : (!llvm.ptr<3>, i64, i64) -> !llvm.ptr<3>
    %14 = "llvm.mlir.constant"() <{value = 0 : i64}> : () -> i64
    %15 = "llvm.mlir.constant"() <{value = 4 : i32}> : () -> i32
    %16 = "llvm.mlir.constant"() <{value = 16 : i32}> : () -> i32
    %17 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
    %18 = "llvm.mlir.constant"() <{value = 2 : i32}> : () -> i32
    %19 = "llvm.mlir.constant"() <{value = 3 : i32}> : () -> i32
    %20 = "llvm.mlir.constant"() <{value = 32 : i32}> : () -> i32
    %21 = "llvm.mlir.constant"() <{value = 34 : i64}> : () -> i64
    %22 = "llvm.mlir.constant"() <{value = 1 : i64}> : () -> i64
    %23 = "llvm.getelementptr"(%13) <{elem_type = !llvm.array<32 x array<34 x f32>>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 0, 0, 0>}> : (!llvm.ptr<3>) -> !llvm.ptr<3>
    %24 = "nvvm.read.ptx.sreg.tid.y"() <{range = #llvm.constant_range<i32, 0, 32>}> : () -> i32
    %25 = "llvm.sext"(%24) : (i32) -> i64
    %26 = "nvvm.read.ptx.sreg.tid.x"() <{range = #llvm.constant_range<i32, 0, 8>}> : () -> i32
    %27 = "llvm.sext"(%26) : (i32) -> i64
    "llvm.intr.assume"(%7, %arg1, %6) <{op_bundle_sizes = array<i32: 2>, op_bundle_tags = ["align"]}> : (i1, !llvm.ptr<1>, i64) -> ()
    "llvm.intr.assume"(%7, %arg2, %6) <{op_bundle_sizes = array<i32: 2>, op_bundle_tags = ["align"]}> : (i1, !llvm.ptr<1>, i64) -> ()
    %28 = "llvm.trunc"(%27) <{overflowFlags = 0 : i32}> : (i64) -> i32
    %29 = "llvm.mul"(%28, %15) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %30 = "llvm.zext"(%29) : (i32) -> i64
    %31 = "nvvm.read.ptx.sreg.ctaid.x"() <{range = #llvm.constant_range<i32, 0, 128>}> : () -> i32
    %32 = "llvm.sext"(%31) : (i32) -> i64
    %33 = "llvm.trunc"(%32) <{overflowFlags = 0 : i32}> : (i64) -> i32
    %34 = "llvm.udiv"(%33, %16) : (i32, i32) -> i32
    %35 = "llvm.urem"(%33, %16) : (i32, i32) -> i32
    %36 = "llvm.mul"(%34, %20) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %37 = "llvm.trunc"(%25) <{overflowFlags = 0 : i32}> : (i64) -> i32
    %38 = "llvm.add"(%37, %36) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %39 = "llvm.zext"(%38) : (i32) -> i64
    %40 = "llvm.mul"(%35, %20) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %41 = "llvm.add"(%29, %40) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %42 = "llvm.zext"(%41) : (i32) -> i64
    %43 = "llvm.mul"(%39, %8) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %44 = "llvm.add"(%43, %42) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %45 = "llvm.getelementptr"(%arg1, %44) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    %46 = "llvm.load"(%45) <{alignment = 4 : i64, ordering = 0 : i64}> : (!llvm.ptr<1>) -> vector<4xf32>
    %47 = "llvm.extractelement"(%46, %14) : (vector<4xf32>, i64) -> f32
    %48 = "llvm.insertelement"(%5, %47, %4) : (vector<1xf32>, f32, i32) -> vector<1xf32>
    %49 = "llvm.extractelement"(%46, %22) : (vector<4xf32>, i64) -> f32
    %50 = "llvm.insertelement"(%5, %49, %4) : (vector<1xf32>, f32, i32) -> vector<1xf32>
    %51 = "llvm.extractelement"(%46, %3) : (vector<4xf32>, i64) -> f32
    %52 = "llvm.insertelement"(%5, %51, %4) : (vector<1xf32>, f32, i32) -> vector<1xf32>
    %53 = "llvm.extractelement"(%46, %2) : (vector<4xf32>, i64) -> f32
    %54 = "llvm.insertelement"(%5, %53, %4) : (vector<1xf32>, f32, i32) -> vector<1xf32>
    %55 = "llvm.mul"(%30, %21) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %56 = "llvm.add"(%55, %25) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %57 = "llvm.getelementptr"(%23, %56) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    "llvm.store"(%48, %57) <{alignment = 4 : i64, ordering = 0 : i64}> : (vector<1xf32>, !llvm.ptr<3>) -> ()
    %58 = "llvm.add"(%29, %17) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %59 = "llvm.zext"(%58) : (i32) -> i64
    %60 = "llvm.mul"(%59, %21) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %61 = "llvm.add"(%60, %25) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %62 = "llvm.getelementptr"(%23, %61) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    "llvm.store"(%50, %62) <{alignment = 4 : i64, ordering = 0 : i64}> : (vector<1xf32>, !llvm.ptr<3>) -> ()
    %63 = "llvm.add"(%29, %18) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %64 = "llvm.zext"(%63) : (i32) -> i64
    %65 = "llvm.mul"(%64, %21) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %66 = "llvm.add"(%65, %25) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %67 = "llvm.getelementptr"(%23, %66) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    "llvm.store"(%52, %67) <{alignment = 4 : i64, ordering = 0 : i64}> : (vector<1xf32>, !llvm.ptr<3>) -> ()
    %68 = "llvm.add"(%29, %19) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %69 = "llvm.zext"(%68) : (i32) -> i64
    %70 = "llvm.mul"(%69, %21) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %71 = "llvm.add"(%70, %25) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %72 = "llvm.getelementptr"(%23, %71) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    "llvm.store"(%54, %72) <{alignment = 4 : i64, ordering = 0 : i64}> : (vector<1xf32>, !llvm.ptr<3>) -> ()
    "nvvm.barrier"() <{aligned = true, operandSegmentSizes = array<i32: 0, 0>}> : () -> ()
    %73 = "llvm.mul"(%25, %21) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %74 = "llvm.add"(%73, %30) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %75 = "llvm.getelementptr"(%23, %74) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
    %76 = "llvm.load"(%75) <{alignment = 4 : i64, ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<4xf32>
    %77 = "llvm.add"(%37, %40) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %78 = "llvm.zext"(%77) : (i32) -> i64
    %79 = "llvm.add"(%29, %36) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %80 = "llvm.zext"(%79) : (i32) -> i64
    %81 = "llvm.mul"(%78, %9) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %82 = "llvm.add"(%81, %80) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %83 = "llvm.getelementptr"(%arg2, %82) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>
    "llvm.store"(%76, %83) <{alignment = 4 : i64, ordering = 0 : i64}> : (vector<4xf32>, !llvm.ptr<1>) -> ()
    "nvvm.barrier"() <{aligned = true, operandSegmentSizes = array<i32: 0, 0>}> : () -> ()
    "llvm.return"() : () -> ()
  }) {gpu.known_block_size = array<i32: 8, 32, 1>} : () -> ()
  "iree_codegen.dispatch_config"() <{function_ref = @transpose_dispatch_0_transpose_256x512_f32, subgroup_size = 32 : i64, workgroup_size = array<i64: 8, 32, 1>}> ({
  ^bb0(%arg0: !hal.device):
    %0 = "arith.constant"() <{value = 128 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    "iree_codegen.yield"(%0, %1, %1) : (index, index, index) -> ()
  }) : () -> ()
}) : () -> ()
