// Debug locations as MLIR prints them with debug info (Triton's and MLIR's GPU lowering's
// output): `#loc` aliases used before their definition at the end of the file, `#llvm.di_*`
// attributes, `fused<#di_subprogram>[...]`, call-site and name locations. Both parsers keep them.
// RUN: xdsl-opt %s --print-debuginfo | filecheck %s
// RUN: xdsl-opt %s --print-debuginfo --print-op-generic | xdsl-opt --print-debuginfo | filecheck %s
// RUN: nvvm-opt %s -t mlir --print-debuginfo | filecheck %s

#di_file = #llvm.di_file<"kernel.py" in "/src">
#di_compile_unit = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C, file = #di_file, producer = "my-compiler", isOptimized = true, emissionKind = LineTablesOnly>
#di_basic_type = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "float", sizeInBits = 32, encoding = DW_ATE_float>
#di_null_type = #llvm.di_null_type
#di_subroutine_type = #llvm.di_subroutine_type<callingConvention = DW_CC_normal, types = #di_null_type, #di_basic_type>
#di_subprogram = #llvm.di_subprogram<id = distinct[1]<>, compileUnit = #di_compile_unit, scope = #di_file, name = "scale", linkageName = "scale", file = #di_file, line = 4, scopeLine = 4, subprogramFlags = "Definition|Optimized", type = #di_subroutine_type>
#loc = loc("kernel.py":4:0)
module {
  llvm.func @scale(%arg0: !llvm.ptr<1> loc("x_ptr"(#loc)), %arg1: f32 loc("a"(#loc))) attributes {nvvm.kernel = 1 : ui1} {
    %0 = llvm.load %arg0 : !llvm.ptr<1> -> f32 loc(#loc4)
    %1 = llvm.fmul %0, %arg1 : f32 loc(#loc5)
    llvm.store %1, %arg0 : f32, !llvm.ptr<1> loc(#loc6)
    llvm.return loc(#loc7)
  } loc(#loc8)
} loc(#loc)
#loc1 = loc("kernel.py":6:12)
#loc2 = loc("kernel.py":7:16)
#loc3 = loc("helper.py":20:3)
#loc4 = loc(fused<#di_subprogram>[#loc1])
#loc5 = loc(callsite(#loc3 at #loc2))
#loc6 = loc("store"(#loc2))
#loc7 = loc(unknown)
#loc8 = loc(fused<#di_subprogram>[#loc])

// CHECK:      llvm.func @scale(
// CHECK:        llvm.load {{.*}} loc(fused<#llvm.di_subprogram<id = distinct[1]<>, compileUnit = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C, file = #llvm.di_file<"kernel.py" in "/src">, producer = "my-compiler", isOptimized = true, emissionKind = LineTablesOnly>, scope = #llvm.di_file<"kernel.py" in "/src">, name = "scale", {{.*}}type = #llvm.di_subroutine_type<callingConvention = DW_CC_normal, types = #llvm.di_null_type, #llvm.di_basic_type<tag = DW_TAG_base_type, name = "float", sizeInBits = 32, encoding = DW_ATE_float>>>>["kernel.py":6:12])
// CHECK-NEXT:   llvm.fmul {{.*}} loc(callsite("helper.py":20:3 at "kernel.py":7:16))
// CHECK-NEXT:   llvm.store {{.*}} loc("store"("kernel.py":7:16))
// CHECK-NEXT:   llvm.return loc(unknown)
// CHECK-NEXT: } loc(fused<#llvm.di_subprogram<{{.*}}>>["kernel.py":4:0])
// CHECK-NEXT: } loc("kernel.py":4:0)
