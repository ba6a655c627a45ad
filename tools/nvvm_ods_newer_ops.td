// NVVM ops newer than the NVVMOps.td tools/nvvm_ods_td_rows.json was dumped from, transcribed from
// llvm-project's NVVMOps.td (arguments, results, traits that matter for effects, assembly format;
// no descriptions or C++ builders) onto Debian's MLIR 22 NVVMOps.td, whose classes and enum
// attributes they use. Dumped by tools/gen_nvvm_ods.py --newer (the command is in its header):
//   llvm-tblgen-22 --dump-json -I $(llvm-config-22 --includedir) tools/nvvm_ods_newer_ops.td
// and merged into the saved rows by name. The `NVVMRequiresSM*` traits are left out (the table
// keeps no target traits; nvvm_xdsl/target.py holds the requirements).

include "mlir/Dialect/LLVMIR/NVVMOps.td"
include "mlir/Interfaces/InferTypeOpInterface.td"

// llvm/llvm-project@57c3f83b1793a0c562100e9996ce85deee828388 (the NVVMOps.td with NVVMOpsDoc.td).
def NVVM_Newer_MBarrierCheckLayoutOp :
    NVVM_SingleResultIntrinsicOp<"mbarrier.check_layout"> {
  let results = (outs I1:$res);
  let arguments = (ins
    AnyTypeOf<[LLVM_PointerGeneric, LLVM_PointerShared]>:$addr,
    DefaultValuedAttr<ConfinedAttr<I32Attr,
                   [IntMinValue<0>, IntMaxValue<1>]>, "0">:$layout);
  let assemblyFormat =
    "$addr (`layout` `=` $layout^)? attr-dict `:` type($addr) `->` type($res)";
}

def NVVM_Newer_Tcgen05MMADecompressBOp :
    NVVM_VoidIntrinsicOp<"tcgen05.mma.decompress_b"> {
  let arguments = (ins
      LLVM_PointerTensor:$matrixD,
      AnyTypeOf<[LLVM_PointerTensor, I64]>:$matrixA,
      I64:$matrixB,
      I32:$idesc,
      I1:$enableInputD,
      LLVM_PointerTensor:$decompressBMetadata,
      Optional<FixedVectorOfLengthAndType<[4, 8], [I32]>>:$disableOutputLane,
      CTAGroupKindAttr:$ctaGroup,
      DefaultValuedAttr<Tcgen05MMACollectorOpAttr,
                        "Tcgen05MMACollectorOp::DISCARD">:$collectorOpA,
      DefaultValuedAttr<Tcgen05MMACollectorOpAttr,
                        "Tcgen05MMACollectorOp::DISCARD">:$collectorOpB);
  let assemblyFormat = [{
    $matrixD `,` $matrixA `,` $matrixB `,` $idesc `,` $enableInputD
    `,` $decompressBMetadata (`,` `mask` `=` $disableOutputLane^)?
    `cta_group` `=` $ctaGroup
    oilist(`collector_a` `=` enum($collectorOpA)
      | `collector_b` `=` enum($collectorOpB))
    attr-dict `:` `(` type(operands) `)`
  }];
}

def NVVM_Newer_Tcgen05MMABlockScaleDecompressBOp :
    NVVM_VoidIntrinsicOp<"tcgen05.mma.block_scale.decompress_b"> {
  let arguments = (ins
      LLVM_PointerTensor:$matrixD,
      AnyTypeOf<[LLVM_PointerTensor, I64]>:$matrixA,
      I64:$matrixB,
      I32:$idesc,
      I1:$enableInputD,
      LLVM_PointerTensor:$scaleA,
      LLVM_PointerTensor:$scaleB,
      LLVM_PointerTensor:$decompressBMetadata,
      CTAGroupKindAttr:$ctaGroup,
      // main confines it to `default`/`block32` (EnumAttrIsOneOf, newer than MLIR 22).
      DefaultValuedAttr<Tcgen05MMABlockScaleAttr,
                        "Tcgen05MMABlockScale::DEFAULT">:$blockScale,
      DefaultValuedAttr<Tcgen05MMACollectorOpAttr,
                        "Tcgen05MMACollectorOp::DISCARD">:$collectorOpA,
      DefaultValuedAttr<Tcgen05MMACollectorOpAttr,
                        "Tcgen05MMACollectorOp::DISCARD">:$collectorOpB);
  let assemblyFormat = [{
    $matrixD `,` $matrixA `,` $matrixB `,` $idesc `,` $enableInputD
    `,` $scaleA `,` $scaleB `,` $decompressBMetadata
    `cta_group` `=` $ctaGroup
    oilist(
      `block_scale` `=` enum($blockScale)
      | `collector_a` `=` enum($collectorOpA)
      | `collector_b` `=` enum($collectorOpB)
    ) attr-dict `:` `(` type(operands) `)`
  }];
}

// llvm/llvm-project@0249de1b23b3230d1b24fa949ebe9364188fbcb1 (not in 57c3f83's NVVMOps.td).
def NVVM_Newer_TanhOp : NVVM_Op<"tanh", [Pure, SameOperandsAndResultType]> {
  let arguments = (ins F32:$src);
  let results = (outs F32:$res);
  let assemblyFormat = "$src attr-dict `:` type($src)";
}
