"builtin.module"() ({
  "gpu.module"() <{sym_name = "kernels", targets = [#nvvm.target<chip = "sm_80", features = "+ptx80">]}> ({
    "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (ptr, ptr, i64, i64, i64, ptr, ptr, i64, i64, i64, ptr, ptr, i64, i64, i64, ptr, ptr, i64, i64, i64, i64, i64, ptr, ptr, i64, i64, i64, i64, i64, ptr, ptr, i64, i64, i64)>, linkage = #llvm.linkage<external>, sym_name = "reduce", visibility_ = 0 : i64}> ({
    ^bb0(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: !llvm.ptr, %arg6: !llvm.ptr, %arg7: i64, %arg8: i64, %arg9: i64, %arg10: !llvm.ptr, %arg11: !llvm.ptr, %arg12: i64, %arg13: i64, %arg14: i64, %arg15: !llvm.ptr, %arg16: !llvm.ptr, %arg17: i64, %arg18: i64, %arg19: i64, %arg20: i64, %arg21: i64, %arg22: !llvm.ptr, %arg23: !llvm.ptr, %arg24: i64, %arg25: i64, %arg26: i64, %arg27: i64, %arg28: i64, %arg29: !llvm.ptr, %arg30: !llvm.ptr, %arg31: i64, %arg32: i64, %arg33: i64):
      %50 = "llvm.mlir.constant"() <{value = 64 : index}> : () -> i64
      %51 = "llvm.mlir.constant"() <{value = -1 : i32}> : () -> i32
      %52 = "llvm.mlir.constant"() <{value = 0 : index}> : () -> i64
      %53 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %54 = "llvm.mlir.constant"() <{value = 32 : i32}> : () -> i32
      %55 = "llvm.mlir.constant"() <{value = 2 : i32}> : () -> i32
      %56 = "llvm.mlir.constant"() <{value = 4 : i32}> : () -> i32
      %57 = "llvm.mlir.constant"() <{value = 8 : i32}> : () -> i32
      %58 = "llvm.mlir.constant"() <{value = 16 : i32}> : () -> i32
      %59 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
      %60 = "llvm.mlir.constant"() <{value = 2 : index}> : () -> i64
      %61 = "nvvm.read.ptx.sreg.tid.x"() <{range = #llvm.constant_range<i32, 0, 64>}> : () -> i32
      %62 = "llvm.sext"(%61) : (i32) -> i64
      %63 = "llvm.getelementptr"(%arg1, %62) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
      %64 = "llvm.load"(%63) <{ordering = 0 : i64}> : (!llvm.ptr) -> f32
      %65 = "llvm.getelementptr"(%arg6, %62) <{elem_type = i32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
      %66 = "llvm.load"(%65) <{ordering = 0 : i64}> : (!llvm.ptr) -> i32
      %67 = "llvm.getelementptr"(%arg11, %62) <{elem_type = f16, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
      %68 = "llvm.load"(%67) <{ordering = 0 : i64}> : (!llvm.ptr) -> f16
      %69 = "llvm.sub"(%54, %54) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %70 = "llvm.lshr"(%51, %69) : (i32, i32) -> i32
      %71 = "llvm.sub"(%54, %53) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %72 = "nvvm.shfl.sync"(%70, %64, %53, %71) <{kind = #nvvm<shfl_kind bfly>}> : (i32, f32, i32, i32) -> f32
      %73 = "llvm.fadd"(%64, %72) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
      %74 = "nvvm.shfl.sync"(%70, %73, %55, %71) <{kind = #nvvm<shfl_kind bfly>}> : (i32, f32, i32, i32) -> f32
      %75 = "llvm.fadd"(%73, %74) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
      %76 = "nvvm.shfl.sync"(%70, %75, %56, %71) <{kind = #nvvm<shfl_kind bfly>}> : (i32, f32, i32, i32) -> f32
      %77 = "llvm.fadd"(%75, %76) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
      %78 = "nvvm.shfl.sync"(%70, %77, %57, %71) <{kind = #nvvm<shfl_kind bfly>}> : (i32, f32, i32, i32) -> f32
      %79 = "llvm.fadd"(%77, %78) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
      %80 = "nvvm.shfl.sync"(%70, %79, %58, %71) <{kind = #nvvm<shfl_kind bfly>}> : (i32, f32, i32, i32) -> f32
      %81 = "llvm.fadd"(%79, %80) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
      %82 = "llvm.intr.maxnum"(%64, %72) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
      %83 = "nvvm.shfl.sync"(%70, %82, %55, %71) <{kind = #nvvm<shfl_kind bfly>}> : (i32, f32, i32, i32) -> f32
      %84 = "llvm.intr.maxnum"(%82, %83) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
      %85 = "nvvm.shfl.sync"(%70, %84, %56, %71) <{kind = #nvvm<shfl_kind bfly>}> : (i32, f32, i32, i32) -> f32
      %86 = "llvm.intr.maxnum"(%84, %85) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
      %87 = "nvvm.shfl.sync"(%70, %64, %57, %71) <{kind = #nvvm<shfl_kind bfly>}> : (i32, f32, i32, i32) -> f32
      %88 = "llvm.intr.minimum"(%64, %87) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
      %89 = "nvvm.shfl.sync"(%70, %88, %58, %71) <{kind = #nvvm<shfl_kind bfly>}> : (i32, f32, i32, i32) -> f32
      %90 = "llvm.intr.minimum"(%88, %89) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
      %91 = "llvm.mul"(%52, %50) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
      %92 = "llvm.add"(%91, %62) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
      %93 = "llvm.getelementptr"(%arg16, %92) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
      "llvm.store"(%81, %93) <{ordering = 0 : i64}> : (f32, !llvm.ptr) -> ()
      %94 = "llvm.mul"(%59, %50) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
      %95 = "llvm.add"(%94, %62) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
      %96 = "llvm.getelementptr"(%arg16, %95) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
      "llvm.store"(%86, %96) <{ordering = 0 : i64}> : (f32, !llvm.ptr) -> ()
      %97 = "llvm.mul"(%60, %50) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
      %98 = "llvm.add"(%97, %62) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
      %99 = "llvm.getelementptr"(%arg16, %98) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
      "llvm.store"(%90, %99) <{ordering = 0 : i64}> : (f32, !llvm.ptr) -> ()
      %100 = "nvvm.shfl.sync"(%70, %66, %53, %71) <{kind = #nvvm<shfl_kind bfly>}> : (i32, i32, i32, i32) -> i32
      %101 = "llvm.intr.smin"(%66, %100) : (i32, i32) -> i32
      %102 = "nvvm.shfl.sync"(%70, %101, %55, %71) <{kind = #nvvm<shfl_kind bfly>}> : (i32, i32, i32, i32) -> i32
      %103 = "llvm.intr.smin"(%101, %102) : (i32, i32) -> i32
      %104 = "nvvm.shfl.sync"(%70, %103, %56, %71) <{kind = #nvvm<shfl_kind bfly>}> : (i32, i32, i32, i32) -> i32
      %105 = "llvm.intr.smin"(%103, %104) : (i32, i32) -> i32
      %106 = "nvvm.shfl.sync"(%70, %105, %57, %71) <{kind = #nvvm<shfl_kind bfly>}> : (i32, i32, i32, i32) -> i32
      %107 = "llvm.intr.smin"(%105, %106) : (i32, i32) -> i32
      %108 = "nvvm.shfl.sync"(%70, %107, %58, %71) <{kind = #nvvm<shfl_kind bfly>}> : (i32, i32, i32, i32) -> i32
      %109 = "llvm.intr.smin"(%107, %108) : (i32, i32) -> i32
      %110 = "llvm.xor"(%66, %100) : (i32, i32) -> i32
      %111 = "nvvm.shfl.sync"(%70, %110, %55, %71) <{kind = #nvvm<shfl_kind bfly>}> : (i32, i32, i32, i32) -> i32
      %112 = "llvm.xor"(%110, %111) : (i32, i32) -> i32
      %113 = "nvvm.shfl.sync"(%70, %112, %56, %71) <{kind = #nvvm<shfl_kind bfly>}> : (i32, i32, i32, i32) -> i32
      %114 = "llvm.xor"(%112, %113) : (i32, i32) -> i32
      %115 = "nvvm.shfl.sync"(%70, %114, %57, %71) <{kind = #nvvm<shfl_kind bfly>}> : (i32, i32, i32, i32) -> i32
      %116 = "llvm.xor"(%114, %115) : (i32, i32) -> i32
      %117 = "nvvm.shfl.sync"(%70, %116, %58, %71) <{kind = #nvvm<shfl_kind bfly>}> : (i32, i32, i32, i32) -> i32
      %118 = "llvm.xor"(%116, %117) : (i32, i32) -> i32
      %119 = "llvm.intr.umax"(%66, %100) : (i32, i32) -> i32
      %120 = "nvvm.shfl.sync"(%70, %119, %55, %71) <{kind = #nvvm<shfl_kind bfly>}> : (i32, i32, i32, i32) -> i32
      %121 = "llvm.intr.umax"(%119, %120) : (i32, i32) -> i32
      %122 = "nvvm.shfl.sync"(%70, %121, %56, %71) <{kind = #nvvm<shfl_kind bfly>}> : (i32, i32, i32, i32) -> i32
      %123 = "llvm.intr.umax"(%121, %122) : (i32, i32) -> i32
      %124 = "nvvm.shfl.sync"(%70, %123, %57, %71) <{kind = #nvvm<shfl_kind bfly>}> : (i32, i32, i32, i32) -> i32
      %125 = "llvm.intr.umax"(%123, %124) : (i32, i32) -> i32
      %126 = "llvm.getelementptr"(%arg23, %92) <{elem_type = i32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
      "llvm.store"(%109, %126) <{ordering = 0 : i64}> : (i32, !llvm.ptr) -> ()
      %127 = "llvm.getelementptr"(%arg23, %95) <{elem_type = i32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
      "llvm.store"(%118, %127) <{ordering = 0 : i64}> : (i32, !llvm.ptr) -> ()
      %128 = "llvm.getelementptr"(%arg23, %98) <{elem_type = i32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
      "llvm.store"(%125, %128) <{ordering = 0 : i64}> : (i32, !llvm.ptr) -> ()
      %129 = "llvm.bitcast"(%68) : (f16) -> i16
      %130 = "llvm.zext"(%129) : (i16) -> i32
      %131 = "nvvm.shfl.sync"(%70, %130, %53, %71) <{kind = #nvvm<shfl_kind bfly>}> : (i32, i32, i32, i32) -> i32
      %132 = "llvm.trunc"(%131) <{overflowFlags = 0 : i32}> : (i32) -> i16
      %133 = "llvm.bitcast"(%132) : (i16) -> f16
      %134 = "llvm.fadd"(%68, %133) <{fastmathFlags = #llvm.fastmath<none>}> : (f16, f16) -> f16
      %135 = "llvm.bitcast"(%134) : (f16) -> i16
      %136 = "llvm.zext"(%135) : (i16) -> i32
      %137 = "nvvm.shfl.sync"(%70, %136, %55, %71) <{kind = #nvvm<shfl_kind bfly>}> : (i32, i32, i32, i32) -> i32
      %138 = "llvm.trunc"(%137) <{overflowFlags = 0 : i32}> : (i32) -> i16
      %139 = "llvm.bitcast"(%138) : (i16) -> f16
      %140 = "llvm.fadd"(%134, %139) <{fastmathFlags = #llvm.fastmath<none>}> : (f16, f16) -> f16
      %141 = "llvm.bitcast"(%140) : (f16) -> i16
      %142 = "llvm.zext"(%141) : (i16) -> i32
      %143 = "nvvm.shfl.sync"(%70, %142, %56, %71) <{kind = #nvvm<shfl_kind bfly>}> : (i32, i32, i32, i32) -> i32
      %144 = "llvm.trunc"(%143) <{overflowFlags = 0 : i32}> : (i32) -> i16
      %145 = "llvm.bitcast"(%144) : (i16) -> f16
      %146 = "llvm.fadd"(%140, %145) <{fastmathFlags = #llvm.fastmath<none>}> : (f16, f16) -> f16
      %147 = "llvm.bitcast"(%146) : (f16) -> i16
      %148 = "llvm.zext"(%147) : (i16) -> i32
      %149 = "nvvm.shfl.sync"(%70, %148, %57, %71) <{kind = #nvvm<shfl_kind bfly>}> : (i32, i32, i32, i32) -> i32
      %150 = "llvm.trunc"(%149) <{overflowFlags = 0 : i32}> : (i32) -> i16
      %151 = "llvm.bitcast"(%150) : (i16) -> f16
      %152 = "llvm.fadd"(%146, %151) <{fastmathFlags = #llvm.fastmath<none>}> : (f16, f16) -> f16
      %153 = "llvm.bitcast"(%152) : (f16) -> i16
      %154 = "llvm.zext"(%153) : (i16) -> i32
      %155 = "nvvm.shfl.sync"(%70, %154, %58, %71) <{kind = #nvvm<shfl_kind bfly>}> : (i32, i32, i32, i32) -> i32
      %156 = "llvm.trunc"(%155) <{overflowFlags = 0 : i32}> : (i32) -> i16
      %157 = "llvm.bitcast"(%156) : (i16) -> f16
      %158 = "llvm.fadd"(%152, %157) <{fastmathFlags = #llvm.fastmath<none>}> : (f16, f16) -> f16
      %159 = "llvm.getelementptr"(%arg30, %62) <{elem_type = f16, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
      "llvm.store"(%158, %159) <{ordering = 0 : i64}> : (f16, !llvm.ptr) -> ()
      "llvm.return"() : () -> ()
    }) {gpu.kernel, gpu.known_block_size = array<i32: 64, 1, 1>, nvvm.kernel, nvvm.maxntid = array<i32: 64, 1, 1>} : () -> ()
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "main", visibility_ = 0 : i64}> ({
    %0 = "llvm.mlir.constant"() <{value = 64 : index}> : () -> i64
    %1 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %2 = "builtin.unrealized_conversion_cast"(%1) : (i64) -> index
    %3 = "builtin.unrealized_conversion_cast"(%0) : (i64) -> index
    %4 = "gpu.alloc"() <{operandSegmentSizes = array<i32: 0, 0, 0>}> : () -> memref<64xf32>
    %5 = "builtin.unrealized_conversion_cast"(%4) : (memref<64xf32>) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %6 = "gpu.alloc"() <{operandSegmentSizes = array<i32: 0, 0, 0>}> : () -> memref<64xi32>
    %7 = "builtin.unrealized_conversion_cast"(%6) : (memref<64xi32>) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %8 = "gpu.alloc"() <{operandSegmentSizes = array<i32: 0, 0, 0>}> : () -> memref<64xf16>
    %9 = "builtin.unrealized_conversion_cast"(%8) : (memref<64xf16>) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %10 = "gpu.alloc"() <{operandSegmentSizes = array<i32: 0, 0, 0>}> : () -> memref<3x64xf32>
    %11 = "builtin.unrealized_conversion_cast"(%10) : (memref<3x64xf32>) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %12 = "gpu.alloc"() <{operandSegmentSizes = array<i32: 0, 0, 0>}> : () -> memref<3x64xi32>
    %13 = "builtin.unrealized_conversion_cast"(%12) : (memref<3x64xi32>) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %14 = "gpu.alloc"() <{operandSegmentSizes = array<i32: 0, 0, 0>}> : () -> memref<64xf16>
    %15 = "builtin.unrealized_conversion_cast"(%14) : (memref<64xf16>) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %16 = "llvm.extractvalue"(%5) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> !llvm.ptr
    %17 = "llvm.extractvalue"(%5) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> !llvm.ptr
    %18 = "llvm.extractvalue"(%5) <{position = array<i64: 2>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> i64
    %19 = "llvm.extractvalue"(%5) <{position = array<i64: 3, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> i64
    %20 = "llvm.extractvalue"(%5) <{position = array<i64: 4, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> i64
    %21 = "llvm.extractvalue"(%7) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> !llvm.ptr
    %22 = "llvm.extractvalue"(%7) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> !llvm.ptr
    %23 = "llvm.extractvalue"(%7) <{position = array<i64: 2>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> i64
    %24 = "llvm.extractvalue"(%7) <{position = array<i64: 3, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> i64
    %25 = "llvm.extractvalue"(%7) <{position = array<i64: 4, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> i64
    %26 = "llvm.extractvalue"(%9) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> !llvm.ptr
    %27 = "llvm.extractvalue"(%9) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> !llvm.ptr
    %28 = "llvm.extractvalue"(%9) <{position = array<i64: 2>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> i64
    %29 = "llvm.extractvalue"(%9) <{position = array<i64: 3, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> i64
    %30 = "llvm.extractvalue"(%9) <{position = array<i64: 4, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> i64
    %31 = "llvm.extractvalue"(%11) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> !llvm.ptr
    %32 = "llvm.extractvalue"(%11) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> !llvm.ptr
    %33 = "llvm.extractvalue"(%11) <{position = array<i64: 2>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> i64
    %34 = "llvm.extractvalue"(%11) <{position = array<i64: 3, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> i64
    %35 = "llvm.extractvalue"(%11) <{position = array<i64: 3, 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> i64
    %36 = "llvm.extractvalue"(%11) <{position = array<i64: 4, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> i64
    %37 = "llvm.extractvalue"(%11) <{position = array<i64: 4, 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> i64
    %38 = "llvm.extractvalue"(%13) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> !llvm.ptr
    %39 = "llvm.extractvalue"(%13) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> !llvm.ptr
    %40 = "llvm.extractvalue"(%13) <{position = array<i64: 2>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> i64
    %41 = "llvm.extractvalue"(%13) <{position = array<i64: 3, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> i64
    %42 = "llvm.extractvalue"(%13) <{position = array<i64: 3, 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> i64
    %43 = "llvm.extractvalue"(%13) <{position = array<i64: 4, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> i64
    %44 = "llvm.extractvalue"(%13) <{position = array<i64: 4, 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> i64
    %45 = "llvm.extractvalue"(%15) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> !llvm.ptr
    %46 = "llvm.extractvalue"(%15) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> !llvm.ptr
    %47 = "llvm.extractvalue"(%15) <{position = array<i64: 2>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> i64
    %48 = "llvm.extractvalue"(%15) <{position = array<i64: 3, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> i64
    %49 = "llvm.extractvalue"(%15) <{position = array<i64: 4, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> i64
    "gpu.launch_func"(%1, %1, %1, %0, %1, %1, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49) <{kernel = @kernels::@reduce, operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 34, 0>}> : (i64, i64, i64, i64, i64, i64, !llvm.ptr, !llvm.ptr, i64, i64, i64, !llvm.ptr, !llvm.ptr, i64, i64, i64, !llvm.ptr, !llvm.ptr, i64, i64, i64, !llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64, !llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64, !llvm.ptr, !llvm.ptr, i64, i64, i64) -> ()
    "llvm.return"() : () -> ()
  }) : () -> ()
}) {gpu.container_module} : () -> ()
