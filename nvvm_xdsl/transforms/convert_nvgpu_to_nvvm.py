"""`convert-nvgpu-to-nvvm`: MLIR's `nvgpu` dialect to `nvvm` + `llvm` ops, as MLIR's pass of the
same name lowers it (the NVVM ops and their operands are MLIR 22's; `tests/test_nvgpu_to_nvvm.py`
compares them with `mlir-opt-22 --convert-nvgpu-to-nvvm`).

Types (`llvm_conversion.convert_type`): an `!nvgpu.mbarrier.group` is the address of its
`memref<N x i64, space>` (a bare `!llvm.ptr<3>`), a tensor map descriptor a generic `!llvm.ptr`
(the kernel parameter holding the descriptor's global address), a warpgroup matrix descriptor an
i64, a warpgroup accumulator a struct of one wgmma result struct per 64 rows, an mbarrier token
the i64 state, a device async token an i32 (always 0, as in MLIR).

* `mbarrier.create` is an internal shared global `__mbarrier` (`!llvm.array<N x i64>`, align 8);
  barrier `i` of a group is `getelementptr group[i] : i64`. `mbarrier.init`/`arrive`/
  `arrive.nocomplete`/`arrive.expect_tx`/`try_wait.parity`/`test.wait` are the NVVM ops of the
  same names on that address (counts truncated to i32, the parity zero-extended);
  `mbarrier.get` is the address as an integer.
* `tma.async.load` is `nvvm.cp.async.bulk.tensor.shared.cluster.global` (destination cast to
  `!llvm.ptr<7>`), `tma.async.store` `nvvm.cp.async.bulk.tensor.global.shared.cta`, coordinates
  truncated to i32 in the order written; `tma.prefetch.descriptor` is `nvvm.prefetch tensormap`,
  `tma.fence.descriptor` `nvvm.fence.proxy.acquire <sys>` of the descriptor's 128 bytes.
* `warpgroup.generate.descriptor` packs the wgmma matrix descriptor: the shared address's bits
  4..17, the leading dimension `rows * 128 >> 4` at bit 16, the stride `128 * 8 >> 4` at bit 32,
  the 128-byte swizzle mode at bit 62 (MLIR accepts only that swizzle).
  `warpgroup.mma` splits the product into `wgmma.mma_async` m64nNkK steps (K by element type),
  each step's descriptors advanced by its byte offset `>> 4`, between `wgmma.fence.aligned` and
  `wgmma.commit.group.sync.aligned` + `wgmma.wait.group.sync.aligned waitGroup`.
  `warpgroup.mma.store` writes each thread's registers at the rows and columns of the wgmma
  accumulator layout (memref.store, lowered later); `warpgroup.mma.init.accumulator` is zeros.
* `device_async_copy` is `nvvm.cp.async.shared.global` (the source cast to global, `cache = cg`
  for 16 bytes with `bypassL1`, else `ca`; with `srcElements` the source byte count),
  `device_async_create_group` `nvvm.cp.async.commit.group`, `device_async_wait`
  `nvvm.cp.async.wait.group numGroups` (default 0).

* `ldmatrix` is `nvvm.ldmatrix` (m8n8 b16, `num = numTiles`, `transpose` the col layout) at the
  element's shared address; each 32-bit register it returns is one row of the rank-2 result,
  bitcast to the row's vector type. `mma.sync` is `nvvm.mma.sync` (row/col): a rank-2 vector is
  an `!llvm.array` of rows (`llvm_conversion.convert_type`, MLIR's n-D vector rule); A and B
  rows are the registers, as they are (f16), bitcast to i32 (i8/i4 packed, tf32 with
  `tf32Enabled`) or element by element (f64); C's f32/i32/f64 accumulators element by element;
  integer products saturate (`satfinite`); the result struct is put back into rows.

* `rcp {rounding = approx, ftz}` is `nvvm.rcp.approx.ftz.f` lane by lane (row by row for n-D).

`tma.create.descriptor` is host code (a runtime call) and is refused in device code;
`mma.sp.sync` is refused at the op.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import cast

from xdsl.context import Context
from xdsl.dialects import arith, builtin, llvm, memref
from xdsl.dialects.builtin import (
    DenseArrayBase,
    Float16Type,
    Float32Type,
    FloatAttr,
    IndexType,
    IntAttr,
    IntegerAttr,
    IntegerType,
    MemRefType,
    UnitAttr,
    i1,
    i32,
    i64,
)
from xdsl.ir import Attribute, Operation, SSAValue
from xdsl.irdl import IRDLOperation
from xdsl.passes import ModulePass
from xdsl.pattern_rewriter import (
    GreedyRewritePatternApplier,
    PatternRewriter,
    RewritePattern,
    op_type_rewrite_pattern,
)
from xdsl.rewriter import InsertPoint
from xdsl.traits import SymbolTable

from nvvm_xdsl.address_spaces import GLOBAL, SHARED_CLUSTER, address_space_of, pointer_type
from nvvm_xdsl.device_code import on_device_code
from nvvm_xdsl.diagnostics import op_error
from nvvm_xdsl.dialects import llvm_ext, nvgpu, nvvm, nvvm_isa, nvvm_mma
from nvvm_xdsl.llvm_conversion import (
    convert_type,
    element_address,
    int_constant,
    needs_descriptor,
    replace_converted,
    to_llvm,
)
from nvvm_xdsl.locations import located_walker

WGMMA_M = 64
"""Rows of one wgmma instruction (and of one inner struct of an accumulator)."""
TMA_DESCRIPTOR_BYTES = 128
SWIZZLE_128B = 1
"""The wgmma descriptor's encoding of the 128-byte swizzle (bits 62..63)."""
_SWIZZLE_BYTES = 128
_EXCLUDE_4_LSB = 4


# -- types ---------------------------------------------------------------------------------------


def barrier_memref(group: nvgpu.MBarrierGroupType) -> MemRefType:
    """The memref an mbarrier group lives in: N i64 in its memory space."""
    return MemRefType(i64, [group.num_barriers.data], memory_space=group.memorySpace)


def accumulator_struct(t: nvgpu.WarpgroupAccumulatorType) -> llvm.LLVMStructType | None:
    """One struct of N/2 registers per 64 rows (f32 or i32 accumulators); None otherwise."""
    fragmented = t.fragmented
    shape = fragmented.get_shape()
    element = fragmented.get_element_type()
    if len(shape) != 2 or not (isinstance(element, Float32Type) or element == i32):
        return None
    rows, columns = shape
    if rows % WGMMA_M or columns % 2:
        return None
    inner = llvm.LLVMStructType.from_type_list([element] * (columns // 2))
    return llvm.LLVMStructType.from_type_list([inner] * (rows // WGMMA_M))


def nvgpu_llvm_type(attr: Attribute) -> Attribute | None:
    """The llvm-dialect type of an nvgpu type (None for other types)."""
    if isinstance(attr, nvgpu.MBarrierGroupType):
        return convert_type(barrier_memref(attr))
    if isinstance(attr, nvgpu.TensorMapDescriptorType):
        return pointer_type(0)
    if isinstance(attr, nvgpu.WarpgroupMatrixDescriptorType | nvgpu.MBarrierTokenType):
        return i64
    if isinstance(attr, nvgpu.DeviceAsyncTokenType):
        return i32
    if isinstance(attr, nvgpu.WarpgroupAccumulatorType):
        return accumulator_struct(attr) or attr
    return None


# -- helpers -------------------------------------------------------------------------------------


def _llvm(value: SSAValue, rewriter: PatternRewriter, op: Operation) -> SSAValue:
    return to_llvm(value, rewriter, InsertPoint.before(op))


def _to_i32(value: SSAValue, rewriter: PatternRewriter, op: Operation, ops: list[Operation]) -> SSAValue:
    """An index operand truncated to i32, as MLIR's lowering passes counts and coordinates."""
    ops.append(trunc := llvm.TruncOp(_llvm(value, rewriter, op), i32))
    return trunc.res


def _barrier(op: Operation, barriers: SSAValue, mbar_id: SSAValue, rewriter: PatternRewriter,
             ops: list[Operation]) -> SSAValue:
    """The address of barrier `mbar_id` of the group."""
    base = _llvm(barriers, rewriter, op)
    assert isinstance(base.type, llvm.LLVMPointerType)  # nvgpu_llvm_type
    ops.append(gep := llvm.GEPOp.from_mixed_indices(
        base, [_llvm(mbar_id, rewriter, op)], i64, result_type=base.type))
    return gep.result


def _predicate(value: SSAValue | None) -> list[SSAValue]:
    return [] if value is None else [value]


def _constant64(ops: list[Operation], value: int) -> SSAValue:
    ops.append(constant := int_constant(value, i64))
    return constant.result


def _element_type_name(attr: Attribute, op: Operation) -> nvvm_mma.WGMMATypes:
    """The wgmma type of a matrix element type."""
    if isinstance(attr, Float16Type):
        return nvvm_mma.WGMMATypes.F16
    if isinstance(attr, Float32Type):
        return nvvm_mma.WGMMATypes.F32
    name = {"bf16": "bf16", "tf32": "tf32", "f8E4M3FN": "e4m3", "f8E5M2": "e5m2", "i8": "s8", "i32": "s32"}.get(
        str(attr).lstrip("!"))
    if name is None:
        raise op_error(op, f"nvgpu.warpgroup.mma has no wgmma form for {attr}")
    return nvvm_mma.WGMMATypes(name)


# The K of one wgmma instruction per input type (PTX ISA's wgmma shapes).
_WGMMA_K = {
    nvvm_mma.WGMMATypes.F16: 16,
    nvvm_mma.WGMMATypes.BF16: 16,
    nvvm_mma.WGMMATypes.TF32: 8,
    nvvm_mma.WGMMATypes.E4M3: 32,
    nvvm_mma.WGMMATypes.E5M2: 32,
    nvvm_mma.WGMMATypes.S8: 32,
}


def _bit_width(attr: Attribute) -> int:
    if isinstance(attr, IntegerType):
        return attr.width.data
    bits = getattr(attr, "bitwidth", None)
    assert isinstance(bits, int), attr
    return bits


# -- mbarriers -----------------------------------------------------------------------------------


def _mbarrier_op(name: str) -> type[IRDLOperation]:
    """nvvm_isa's mbarrier op classes (made with `type()`, hence untyped there)."""
    return cast(type[IRDLOperation], getattr(nvvm_isa, name))


class MBarrierCreateToNVVM(RewritePattern):
    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: nvgpu.MBarrierCreateOp, rewriter: PatternRewriter, /):
        group = op.barriers.type
        assert isinstance(group, nvgpu.MBarrierGroupType)
        table = op.parent_op()
        while table is not None and not table.has_trait(SymbolTable):
            table = table.parent_op()
        assert table is not None, "nvgpu.mbarrier.create outside a symbol table"
        name, counter = "__mbarrier", 0
        while SymbolTable.lookup_symbol(table, name) is not None:
            name, counter = f"__mbarrier_{counter}", counter + 1
        memref_type = barrier_memref(group)
        address_type = convert_type(memref_type)
        assert isinstance(address_type, llvm.LLVMPointerType)
        space = address_space_of(address_type)
        array = llvm.LLVMArrayType(IntAttr(group.num_barriers.data), i64)
        rewriter.insert(
            llvm.GlobalOp(array, name, "internal", addr_space=space, alignment=8),
            InsertPoint.at_start(table.regions[0].blocks[0]),
        )
        address = llvm.AddressOfOp(name, address_type)
        replace_converted(op, [address], [address.result], rewriter)


class MBarrierToNVVM(RewritePattern):
    """The per-barrier ops: each is the NVVM op of the same name on the barrier's address."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter, /):
        ops: list[Operation] = []
        if isinstance(op, nvgpu.MBarrierInitOp):
            address = _barrier(op, op.barriers, op.mbarId, rewriter, ops)
            count = _to_i32(op.count, rewriter, op, ops)
            ops.append(_mbarrier_op("MBarrierInitOp").build(operands=[address, count, _predicate(op.predicate)]))
            rewriter.replace(op, ops, [])
        elif isinstance(op, nvgpu.MBarrierArriveOp):
            address = _barrier(op, op.barriers, op.mbarId, rewriter, ops)
            ops.append(arrive := _mbarrier_op("MBarrierArriveOp").build(operands=[address, []], result_types=[i64]))
            replace_converted(op, ops, arrive.results, rewriter)
        elif isinstance(op, nvgpu.MBarrierArriveNoCompleteOp):
            address = _barrier(op, op.barriers, op.mbarId, rewriter, ops)
            count = _to_i32(op.count, rewriter, op, ops)
            ops.append(arrive := _mbarrier_op("MBarrierArriveNocompleteOp").build(
                operands=[address, count], result_types=[i64]))
            replace_converted(op, ops, arrive.results, rewriter)
        elif isinstance(op, nvgpu.MBarrierArriveExpectTxOp):
            address = _barrier(op, op.barriers, op.mbarId, rewriter, ops)
            count = _to_i32(op.txcount, rewriter, op, ops)
            ops.append(_mbarrier_op("MBarrierArriveExpectTxOp").build(
                operands=[address, count, _predicate(op.predicate)], result_types=[[]]))
            rewriter.replace(op, ops, [])
        elif isinstance(op, nvgpu.MBarrierTryWaitParityOp):
            address = _barrier(op, op.barriers, op.mbarId, rewriter, ops)
            ticks = _to_i32(op.ticks, rewriter, op, ops)
            ops.append(phase := llvm.ZExtOp(op.phaseParity, i32))
            ops.append(_mbarrier_op("MBarrierTryWaitParityOp").build(operands=[address, phase.res, ticks]))
            rewriter.replace(op, ops, [])
        elif isinstance(op, nvgpu.MBarrierTestWaitOp):
            address = _barrier(op, op.barriers, op.mbarId, rewriter, ops)
            token = _llvm(op.token, rewriter, op)
            ops.append(wait := _mbarrier_op("MBarrierTestWaitOp").build(operands=[address, token], result_types=[i1]))
            rewriter.replace(op, ops, wait.results)
        elif isinstance(op, nvgpu.MBarrierGetOp):
            address = _barrier(op, op.barriers, op.mbarId, rewriter, ops)
            ops.append(to_int := llvm.PtrToIntOp(address, op.mbarrierPointer.type))
            rewriter.replace(op, ops, to_int.results)


# -- TMA -----------------------------------------------------------------------------------------


class TmaToNVVM(RewritePattern):
    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter, /):
        ops: list[Operation] = []
        if isinstance(op, nvgpu.TmaAsyncLoadOp):
            destination = _llvm(op.dst, rewriter, op)
            ops.append(cluster := llvm_ext.AddrSpaceCastOp(destination, pointer_type(SHARED_CLUSTER)))
            descriptor = _llvm(op.tensorMapDescriptor, rewriter, op)
            barrier = _barrier(op, op.barriers, op.mbarId, rewriter, ops)
            coordinates = [_to_i32(c, rewriter, op, ops) for c in op.coordinates]
            mask = [] if op.multicastMask is None else [op.multicastMask]
            ops.append(nvvm_mma.CpAsyncBulkTensorGlobalToSharedClusterOp.build(
                operands=[cluster.results[0], descriptor, coordinates, barrier, [], mask, [],
                          _predicate(op.predicate)]))
            rewriter.replace(op, ops, [])
        elif isinstance(op, nvgpu.TmaAsyncStoreOp):
            source = _llvm(op.src, rewriter, op)
            descriptor = _llvm(op.tensorMapDescriptor, rewriter, op)
            coordinates = [_to_i32(c, rewriter, op, ops) for c in op.coordinates]
            ops.append(nvvm_mma.CpAsyncBulkTensorSharedCTAToGlobalOp.build(operands=[descriptor, source, coordinates, [], _predicate(op.predicate)]))
            rewriter.replace(op, ops, [])
        elif isinstance(op, nvgpu.TmaPrefetchOp):
            descriptor = _llvm(op.tensorMapDescriptor, rewriter, op)
            ops.append(nvvm_isa.PrefetchOp.build(
                operands=[descriptor, _predicate(op.predicate)], properties={"tensormap": UnitAttr()}))
            rewriter.replace(op, ops, [])
        elif isinstance(op, nvgpu.TmaFenceOp):
            descriptor = _llvm(op.tensorMapDescriptor, rewriter, op)
            ops.append(size := int_constant(TMA_DESCRIPTOR_BYTES, i32))
            ops.append(nvvm_isa.FenceProxyAcquireOp.build(
                operands=[descriptor, size.result],
                properties={"scope": nvvm_isa.MemScopeAttr(nvvm_isa.MemScope.SYS)}))
            rewriter.replace(op, ops, [])


# -- warpgroup MMA -------------------------------------------------------------------------------


class GenerateDescriptorToNVVM(RewritePattern):
    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: nvgpu.WarpgroupGenerateDescriptorOp, rewriter: PatternRewriter, /):
        tensor_map = op.tensorMap.type
        assert isinstance(tensor_map, nvgpu.TensorMapDescriptorType)
        ops: list[Operation] = []
        rows = tensor_map.tensor.get_shape()[0]
        leading = (rows * _SWIZZLE_BYTES) >> _EXCLUDE_4_LSB
        stride = (_SWIZZLE_BYTES << 3) >> _EXCLUDE_4_LSB
        fields = (SWIZZLE_128B << 62) | (stride << 32) | (leading << 16)
        address = _llvm(op.tensor, rewriter, op)
        ops.append(as_int := llvm.PtrToIntOp(address, i64))
        # the shared address's bits 4..17 (14 bits, 16-byte units) are the start address
        ops.append(high := llvm.ShlOp(as_int.output, _constant64(ops, 64 - 18)))
        ops.append(start := llvm.LShrOp(high.res, _constant64(ops, 64 - 14)))
        ops.append(descriptor := llvm.OrOp(start.res, _constant64(ops, fields)))
        replace_converted(op, ops, descriptor.results, rewriter)


class WarpgroupMmaToNVVM(RewritePattern):
    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: nvgpu.WarpgroupMmaOp, rewriter: PatternRewriter, /):
        a_type, b_type = op.descriptorA.type, op.descriptorB.type
        assert isinstance(a_type, nvgpu.WarpgroupMatrixDescriptorType)
        assert isinstance(b_type, nvgpu.WarpgroupMatrixDescriptorType)
        accumulator = op.matrixC.type
        assert isinstance(accumulator, nvgpu.WarpgroupAccumulatorType)
        struct = accumulator_struct(accumulator)
        assert struct is not None  # check_nvgpu
        a_matrix, b_matrix = a_type.tensor, b_type.tensor
        total_m, total_k = a_matrix.get_shape()
        total_n = b_matrix.get_shape()[1]
        type_a = _element_type_name(a_matrix.element_type, op)
        type_b = _element_type_name(b_matrix.element_type, op)
        type_d = _element_type_name(accumulator.fragmented.get_element_type(), op)
        wgmma_k = _WGMMA_K[type_a]
        a_bytes = _bit_width(a_matrix.element_type) // 8
        b_bytes = _bit_width(b_matrix.element_type) // 8
        properties = {
            "shape": nvvm_mma.MMAShapeAttr.get(WGMMA_M, total_n, wgmma_k),
            "typeA": nvvm_mma.WGMMATypesAttr(type_a),
            "typeB": nvvm_mma.WGMMATypesAttr(type_b),
            "typeD": nvvm_mma.WGMMATypesAttr(type_d),
            "scaleD": nvvm_mma.WGMMAScaleOutAttr(nvvm_mma.WGMMAScaleOut.ONE),
            "scaleA": nvvm_mma.WGMMAScaleInAttr(nvvm_mma.WGMMAScaleIn.ONE),
            "scaleB": nvvm_mma.WGMMAScaleInAttr(nvvm_mma.WGMMAScaleIn.ONE),
            "layoutA": nvvm_mma.MMALayoutAttr(
                nvvm_mma.MMALayout.COL if op.transposeA is not None else nvvm_mma.MMALayout.ROW),
            "layoutB": nvvm_mma.MMALayoutAttr(
                nvvm_mma.MMALayout.ROW if op.transposeB is not None else nvvm_mma.MMALayout.COL),
            "satfinite": nvvm_mma.MMAIntOverflowAttr(nvvm_mma.MMAIntOverflow.WRAPPED),
        }
        ops: list[Operation] = [nvvm_isa.WgmmaFenceAlignedOp()]
        descriptor_a = _llvm(op.descriptorA, rewriter, op)
        descriptor_b = _llvm(op.descriptorB, rewriter, op)
        matrix_c = _llvm(op.matrixC, rewriter, op)
        ops.append(result := llvm_ext.PoisonOp(struct))
        packed = result.res
        for i, inner in enumerate(struct.types.data):
            ops.append(part := llvm.ExtractValueOp(DenseArrayBase.from_list(i64, [i]), matrix_c, inner))
            value = part.res
            for k in range(total_k // wgmma_k):
                # byte offsets of the step's tiles, in the descriptor's 16-byte units
                a_offset = ((wgmma_k * k) + (total_k * a_matrix.get_shape()[1] * i)) * a_bytes >> _EXCLUDE_4_LSB
                b_offset = (b_matrix.get_shape()[0] * wgmma_k * k * b_bytes) >> _EXCLUDE_4_LSB
                step_a = _advance(descriptor_a, a_offset, ops)
                step_b = _advance(descriptor_b, b_offset, ops)
                ops.append(mma := nvvm_mma.WgmmaMmaAsyncOp.build(
                    operands=[value, step_a, step_b], result_types=[inner], properties=properties))
                value = mma.results[0]
            ops.append(insert := llvm.InsertValueOp(DenseArrayBase.from_list(i64, [i]), packed, value))
            packed = insert.res
        ops.append(nvvm_isa.WgmmaGroupSyncAlignedOp())
        ops.append(nvvm_isa.WgmmaWaitGroupSyncOp.build(
            properties={"group": IntegerAttr(op.wait_group, i64)}))
        replace_converted(op, ops, [packed], rewriter)


def _advance(descriptor: SSAValue, offset: int, ops: list[Operation]) -> SSAValue:
    if not offset:
        return descriptor
    ops.append(add := llvm.AddOp(descriptor, _constant64(ops, offset)))
    return add.res


class InitAccumulatorToNVVM(RewritePattern):
    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: nvgpu.WarpgroupMmaInitAccumulatorOp, rewriter: PatternRewriter, /):
        accumulator = op.matrixC.type
        assert isinstance(accumulator, nvgpu.WarpgroupAccumulatorType)
        struct = accumulator_struct(accumulator)
        assert struct is not None  # check_nvgpu
        element = accumulator.fragmented.get_element_type()
        zero_attr = FloatAttr(0.0, element) if isinstance(element, Float32Type) \
            else IntegerAttr(0, cast(IntegerType, element))
        ops: list[Operation] = [zero := llvm.ConstantOp(zero_attr, element), result := llvm_ext.PoisonOp(struct)]
        packed = result.res
        for i, inner in enumerate(struct.types.data):
            assert isinstance(inner, llvm.LLVMStructType)
            ops.append(inner_value := llvm_ext.PoisonOp(inner))
            value = inner_value.res
            for j in range(len(inner.types.data)):
                ops.append(insert := llvm.InsertValueOp(DenseArrayBase.from_list(i64, [j]), value, zero.result))
                value = insert.res
            ops.append(outer := llvm.InsertValueOp(DenseArrayBase.from_list(i64, [i]), packed, value))
            packed = outer.res
        replace_converted(op, ops, [packed], rewriter)


class MmaStoreToNVVM(RewritePattern):
    """Thread t of the warpgroup holds, per 64-row block, rows `t%32/4 + 16*(t/32)` (+8) and
    columns `2*(t%4) + 8*j` (+1) of the accumulator (PTX ISA's wgmma D fragment layout)."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: nvgpu.WarpgroupMmaStoreOp, rewriter: PatternRewriter, /):
        matrix = _llvm(op.matrixD, rewriter, op)
        struct = matrix.type
        assert isinstance(struct, llvm.LLVMStructType)
        ops: list[Operation] = []

        def constant(value: int) -> SSAValue:
            ops.append(c := int_constant(value, i32))
            return c.result

        def binary(kind: Callable[[SSAValue, SSAValue], Operation], lhs: SSAValue, rhs: SSAValue) -> SSAValue:
            ops.append(result := kind(lhs, rhs))
            return result.results[0]

        def index(value: SSAValue) -> SSAValue:
            ops.append(cast := arith.IndexCastOp(value, IndexType()))
            return cast.result

        offset = 0
        for i, inner in enumerate(struct.types.data):
            assert isinstance(inner, llvm.LLVMStructType)
            ops.append(part := llvm.ExtractValueOp(DenseArrayBase.from_list(i64, [i]), matrix, inner))
            # per 64-row block, as MLIR's lowering reads them (CSE merges the repeats)
            ops.append(tid := nvvm.SPECIAL_REGISTER_BY_NAME["nvvm.read.ptx.sreg.tid.x"]())
            lane = binary(llvm.URemOp, tid.results[0], constant(32))
            warp = binary(llvm.UDivOp, tid.results[0], constant(32))
            row_in_warp = binary(llvm.UDivOp, lane, constant(4))
            column = binary(llvm.MulOp, binary(llvm.URemOp, lane, constant(4)), constant(2))
            first_row = binary(llvm.AddOp, row_in_warp, binary(llvm.MulOp, warp, constant(16)))
            row0 = binary(llvm.AddOp, first_row, constant(offset)) if offset else first_row
            count = len(inner.types.data)
            for half in range(2):  # the two 8-row matrices one below the other
                row = index(binary(llvm.AddOp, row0, constant(8 * half)))
                for j in range(count // 4):
                    col = binary(llvm.AddOp, column, constant(8 * j))
                    field = 2 * half + 4 * j
                    for pair in range(2):
                        ops.append(value := llvm.ExtractValueOp(
                            DenseArrayBase.from_list(i64, [field + pair]), part.res, inner.types.data[field + pair]))
                        target = binary(llvm.AddOp, col, constant(1)) if pair else col
                        ops.append(memref.StoreOp.get(value.res, op.dstMemref, [row, index(target)]))
            offset += count  # MLIR's lowering advances the rows by the registers per block
        rewriter.replace(op, ops, [])


# -- cp.async ------------------------------------------------------------------------------------


class DeviceAsyncToNVVM(RewritePattern):
    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter, /):
        ops: list[Operation] = []
        if isinstance(op, nvgpu.DeviceAsyncCopyOp):
            dst_type, src_type = op.dst.type, op.src.type
            assert isinstance(dst_type, MemRefType) and isinstance(src_type, MemRefType)
            destination = element_address(op, op.dst, op.dstIndices, rewriter, ops)
            source = element_address(op, op.src, op.srcIndices, rewriter, ops)
            if source.type != pointer_type(GLOBAL):
                ops.append(cast := llvm_ext.AddrSpaceCastOp(source, pointer_type(GLOBAL)))
                source = cast.results[0]
            size = _bit_width(dst_type.element_type) * op.dstElements.value.data // 8
            source_bytes: list[SSAValue] = []
            if op.srcElements is not None:
                three = int_constant(3, i32)
                bits = int_constant(_bit_width(src_type.element_type), i32)
                ops += [three, bits]
                elements = _to_i32(op.srcElements, rewriter, op, ops)
                ops.append(product := llvm.MulOp(bits.result, elements))
                ops.append(shift := llvm.LShrOp(product.res, three.result))
                source_bytes.append(shift.res)
            modifier = nvvm_isa.LoadCacheModifier.CG if op.bypassL1 is not None and size == 16 \
                else nvvm_isa.LoadCacheModifier.CA
            ops.append(nvvm_isa.CpAsyncOp.build(
                operands=[destination, source, source_bytes],
                properties={"size": IntegerAttr(size, i32), "modifier": nvvm_isa.LoadCacheModifierAttr(modifier)}))
            ops.append(token := int_constant(0, i32))
            replace_converted(op, ops, token.results, rewriter)
        elif isinstance(op, nvgpu.DeviceAsyncCreateGroupOp):
            ops.append(nvvm_isa.CpAsyncCommitGroupOp())
            ops.append(token := int_constant(0, i32))
            replace_converted(op, ops, token.results, rewriter)
        elif isinstance(op, nvgpu.DeviceAsyncWaitOp):
            groups = 0 if op.numGroups is None else op.numGroups.value.data
            rewriter.replace(op, nvvm_isa.CpAsyncWaitGroupOp.build(properties={"n": IntegerAttr(groups, i32)}), [])


def _rows(value: SSAValue, rewriter: PatternRewriter, op: Operation, ops: list[Operation]) -> list[SSAValue]:
    """The rows of a rank-2 vector value (its `!llvm.array` elements)."""
    array = _llvm(value, rewriter, op)
    assert isinstance(array.type, llvm.LLVMArrayType)
    row_type = array.type.type
    rows: list[SSAValue] = []
    for i in range(array.type.size.data):
        ops.append(row := llvm.ExtractValueOp(DenseArrayBase.from_list(i64, [i]), array, row_type))
        rows.append(row.res)
    return rows


def _lanes(row: SSAValue, ops: list[Operation]) -> list[SSAValue]:
    assert isinstance(row.type, builtin.VectorType)
    lanes: list[SSAValue] = []
    for j in range(row.type.get_shape()[0]):
        ops.append(index := int_constant(j, i64))
        ops.append(lane := llvm_ext.ExtractElementOp(row, index.result))
        lanes.append(lane.res)
    return lanes


def _registers(value: SSAValue, packed: bool, rewriter: PatternRewriter, op: Operation,
               ops: list[Operation]) -> list[SSAValue]:
    """One mma operand's registers: each row as it is (f16x2), bitcast to i32 (`packed`: i8, i4,
    tf32) or split into its elements (f32, f64, i32)."""
    registers: list[SSAValue] = []
    for row in _rows(value, rewriter, op, ops):
        assert isinstance(row.type, builtin.VectorType)
        element = row.type.get_element_type()
        if packed:
            ops.append(cast := llvm.BitcastOp(row, i32))
            registers.append(cast.result)
        elif isinstance(element, Float16Type | builtin.BFloat16Type):
            registers.append(row)
        else:
            registers += _lanes(row, ops)
    return registers


def _array_of_rows(rows: list[SSAValue], ops: list[Operation]) -> SSAValue:
    array_type = llvm.LLVMArrayType(IntAttr(len(rows)), rows[0].type)
    ops.append(array := llvm.UndefOp(array_type))
    result = array.res
    for i, row in enumerate(rows):
        ops.append(insert := llvm.InsertValueOp(DenseArrayBase.from_list(i64, [i]), result, row))
        result = insert.res
    return result


class RcpToNVVM(RewritePattern):
    """`nvgpu.rcp {approx, ftz}` is `nvvm.rcp.approx.ftz.f` lane by lane, row by row for an n-D
    vector (an `!llvm.array` of rows), as MLIR's lowering."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: nvgpu.RcpOp, rewriter: PatternRewriter, /):
        vector_type = op.in_.type
        assert isinstance(vector_type, builtin.VectorType)
        ops: list[Operation] = []

        def reciprocal(row: SSAValue) -> SSAValue:
            ops.append(undef := llvm.UndefOp(row.type))
            result: SSAValue = undef.res
            for lane, value in enumerate(_lanes(row, ops)):
                ops.append(rcp := nvvm_isa.RcpApproxFtzF32Op.create(operands=[value], result_types=[value.type]))
                ops.append(position := int_constant(lane, i64))
                ops.append(inserted := llvm.InsertElementOp(result, rcp.results[0], position.result))
                result = inserted.res
            return result

        if len(vector_type.get_shape()) == 1:
            value = reciprocal(_llvm(op.in_, rewriter, op))
        else:
            value = _array_of_rows([reciprocal(row) for row in _rows(op.in_, rewriter, op, ops)], ops)
        replace_converted(op, ops, [value], rewriter)


def _mma_ptx_type(element: Attribute, tf32: bool) -> nvvm_mma.MMATypes | None:
    if isinstance(element, Float16Type):
        return nvvm_mma.MMATypes.F16
    if isinstance(element, builtin.Float64Type):
        return nvvm_mma.MMATypes.F64
    if isinstance(element, Float32Type) and tf32:
        return nvvm_mma.MMATypes.TF32
    if element == builtin.i8:
        return nvvm_mma.MMATypes.S8
    if element == builtin.IntegerType(4):
        return nvvm_mma.MMATypes.S4
    return None


class MmaSyncToNVVM(RewritePattern):
    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: nvgpu.MmaSyncOp, rewriter: PatternRewriter, /):
        a_type, c_type = op.matrixA.type, op.matrixC.type
        assert isinstance(a_type, builtin.VectorType) and isinstance(c_type, builtin.VectorType)
        element = a_type.get_element_type()
        kind = _mma_ptx_type(element, op.tf32Enabled is not None)
        assert kind is not None  # check_nvgpu
        packed = kind not in (nvvm_mma.MMATypes.F16, nvvm_mma.MMATypes.F64)
        ops: list[Operation] = []
        a = _registers(op.matrixA, packed, rewriter, op, ops)
        b = _registers(op.matrixB, packed, rewriter, op, ops)
        c = _registers(op.matrixC, False, rewriter, op, ops)
        m, n, k = (attr.value.data for attr in op.mmaShape.data)
        properties: dict[str, Attribute] = {
            "shape": nvvm_mma.MMAShapeAttr.get(m, n, k),
            "layoutA": nvvm_mma.MMALayoutAttr(nvvm_mma.MMALayout.ROW),
            "layoutB": nvvm_mma.MMALayoutAttr(nvvm_mma.MMALayout.COL),
        }
        properties["multiplicandAPtxType"] = nvvm_mma.MMATypesAttr(kind)
        properties["multiplicandBPtxType"] = nvvm_mma.MMATypesAttr(kind)
        if kind in nvvm_mma.INTEGER_MMA_TYPES:
            properties["intOverflowBehavior"] = nvvm_mma.MMAIntOverflowAttr(nvvm_mma.MMAIntOverflow.SATFINITE)
        struct = llvm.LLVMStructType.from_type_list([v.type for v in c])
        ops.append(mma := nvvm_mma.MmaOp.build(operands=[a, b, c], properties=properties, result_types=[struct]))
        rows_count, width = c_type.get_shape()
        row_type = builtin.VectorType(c_type.get_element_type(), [width])
        rows: list[SSAValue] = []
        members = [llvm.ExtractValueOp(DenseArrayBase.from_list(i64, [i]), mma.results[0], t)
                   for i, t in enumerate(struct.types.data)]
        ops += members
        if all(isinstance(t, builtin.VectorType) for t in struct.types.data):
            rows = [member.res for member in members]
        else:
            for r in range(rows_count):
                ops.append(row := llvm.UndefOp(row_type))
                value = row.res
                for j in range(width):
                    ops.append(index := int_constant(j, i32))
                    ops.append(insert := llvm.InsertElementOp(value, members[r * width + j].res, index.result))
                    value = insert.res
                rows.append(value)
        replace_converted(op, ops, [_array_of_rows(rows, ops)], rewriter)


class LdMatrixToNVVM(RewritePattern):
    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: nvgpu.LdMatrixOp, rewriter: PatternRewriter, /):
        result_type = op.res.type
        assert isinstance(result_type, builtin.VectorType)
        rows_count, width = result_type.get_shape()
        row_type = builtin.VectorType(result_type.get_element_type(), [width])
        ops: list[Operation] = []
        address = element_address(op, op.srcMemref, op.indices, rewriter, ops)
        num = op.numTiles.value.data
        registers = i32 if num == 1 else llvm.LLVMStructType.from_type_list([i32] * num)
        layout = nvvm_mma.MMALayout.COL if op.transpose.value.data else nvvm_mma.MMALayout.ROW
        ops.append(load := nvvm_mma.LdMatrixOp.build(
            operands=[address], result_types=[registers],
            properties={
                "num": IntegerAttr(num, i32),
                "layout": nvvm_mma.MMALayoutAttr(layout),
                "shape": nvvm_mma.LdStMatrixShapeAttr(IntAttr(8), IntAttr(8)),
                "eltType": nvvm_mma.LdStMatrixEltTypeAttr(nvvm_mma.LdStMatrixEltType.B16),
            }))
        rows: list[SSAValue] = []
        for i in range(rows_count):
            register = load.results[0]
            if num != 1:
                ops.append(member := llvm.ExtractValueOp(DenseArrayBase.from_list(i64, [i]), register, i32))
                register = member.res
            ops.append(cast := llvm.BitcastOp(register, row_type))
            rows.append(cast.result)
        replace_converted(op, ops, [_array_of_rows(rows, ops)], rewriter)


# -- checks --------------------------------------------------------------------------------------

_NOT_LOWERED = {
    "nvgpu.mma.sp.sync": "its rank-2 vector operands",
}


def check_nvgpu(module: Operation) -> None:
    """Refuse, before anything is rewritten, what this conversion cannot lower."""
    for op in module.walk():
        if op.dialect_name() != "nvgpu":
            continue
        if op.name in _NOT_LOWERED:
            raise op_error(op, f"{op.name} is not lowered to NVVM here ({_NOT_LOWERED[op.name]})")
        if isinstance(op, nvgpu.MmaSyncOp):
            a_type = op.matrixA.type
            assert isinstance(a_type, builtin.VectorType)
            if _mma_ptx_type(a_type.get_element_type(), op.tf32Enabled is not None) is None:
                raise op_error(op, f"nvgpu.mma.sync of {a_type.get_element_type()} multiplicands is not lowered "
                               "(f16, tf32, f64, i8 and i4 are)")
        if isinstance(op, nvgpu.LdMatrixOp):
            result_type = op.res.type
            assert isinstance(result_type, builtin.VectorType)
            shape = result_type.get_shape()
            bits = _bit_width(result_type.get_element_type()) * (shape[-1] if len(shape) == 2 else 0)
            if len(shape) != 2 or bits != 32 or shape[0] != op.numTiles.value.data:
                raise op_error(op, f"nvgpu.ldmatrix into {result_type}: each of numTiles rows must hold 32 bits")
        if isinstance(op, nvgpu.TmaCreateDescriptorOp):
            raise op_error(op, "nvgpu.tma.create.descriptor is host code: create the descriptor outside the kernel")
        for value in (*op.operands, *op.results):
            if isinstance(value.type, nvgpu.WarpgroupAccumulatorType) and accumulator_struct(value.type) is None:
                raise op_error(op, f"{value.type}: only f32 and i32 accumulators of 64-row blocks are lowered")
        if isinstance(op, nvgpu.WarpgroupGenerateDescriptorOp):
            tensor_map = op.tensorMap.type
            assert isinstance(tensor_map, nvgpu.TensorMapDescriptorType)
            if tensor_map.swizzle.data != "swizzle_128b":
                raise op_error(op, "nvgpu.warpgroup.generate.descriptor supports only the swizzle_128b tensor map")
        if isinstance(op, nvgpu.WarpgroupMmaOp):
            a_type = op.descriptorA.type
            assert isinstance(a_type, nvgpu.WarpgroupMatrixDescriptorType)
            kind = _element_type_name(a_type.tensor.element_type, op)
            if kind not in _WGMMA_K:
                raise op_error(op, f"nvgpu.warpgroup.mma of {a_type.tensor.element_type} inputs is not lowered")
            m, k = a_type.tensor.get_shape()
            if m % WGMMA_M or k % _WGMMA_K[kind]:
                raise op_error(op, f"nvgpu.warpgroup.mma needs A's rows a multiple of {WGMMA_M} and its "
                               f"columns a multiple of {_WGMMA_K[kind]}")
        for value in op.operands:
            if isinstance(value.type, MemRefType) and needs_descriptor(value.type):
                raise op_error(op, f"{op.name} of {value.type}: the strides must be static")
        if isinstance(op, nvgpu.DeviceAsyncCopyOp):
            dst_type = op.dst.type
            assert isinstance(dst_type, MemRefType)
            size = _bit_width(dst_type.element_type) * op.dstElements.value.data // 8
            if size not in (4, 8, 16):
                raise op_error(op, f"nvgpu.device_async_copy of {size} bytes: cp.async copies 4, 8 or 16")


@dataclass(frozen=True)
class ConvertNVGPUToNVVMPass(ModulePass):
    name = "convert-nvgpu-to-nvvm"

    @on_device_code
    def apply(self, ctx: Context, op: builtin.ModuleOp) -> None:
        check_nvgpu(op)
        located_walker(
            GreedyRewritePatternApplier(
                [
                    MBarrierCreateToNVVM(),
                    MBarrierToNVVM(),
                    TmaToNVVM(),
                    GenerateDescriptorToNVVM(),
                    WarpgroupMmaToNVVM(),
                    InitAccumulatorToNVVM(),
                    MmaStoreToNVVM(),
                    DeviceAsyncToNVVM(),
                    MmaSyncToNVVM(),
                    LdMatrixToNVVM(),
                    RcpToNVVM(),
                ]
            ),
            apply_recursively=False,
        ).rewrite_module(op)
