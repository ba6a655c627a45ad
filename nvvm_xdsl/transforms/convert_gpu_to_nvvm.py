"""`convert-gpu-to-nvvm`: the device side of the `gpu` dialect to `llvm` + `nvvm` (MLIR's pass).

* `gpu.func` becomes an `llvm.func` in the same `gpu.module`; `kernel` becomes `nvvm.kernel`,
  `known_block_size` becomes `nvvm.reqntid`. Workgroup attributions become internal
  `llvm.mlir.global`s in address space 3 (`__wg_<func>_<n>`), private attributions entry-block
  `llvm.alloca`s. `gpu.return` becomes `llvm.return`.
* `gpu.thread_id`/`block_id`/`block_dim`/`grid_dim` read `nvvm.read.ptx.sreg.{tid,ctaid,ntid,
  nctaid}.<dim>` (i32, sign-extended to the i64 index); `gpu.global_id` is ctaid*ntid+tid;
  `gpu.lane_id` and `gpu.subgroup_size` read `laneid`/`warpsize`; the cluster ids (sm_90)
  `gpu.cluster_id`/`cluster_dim`/`cluster_block_id`/`cluster_dim_blocks` read
  `clusterid`/`nclusterid`/`cluster.ctaid`/`cluster.nctaid`.
* `gpu.barrier` is `nvvm.barrier0`, with any `memfence [...]` (bar.sync orders every space).
* `gpu.shuffle` is `nvvm.shfl.sync` with `return_value_and_is_valid` (MLIR's lowering: member
  mask `0xffffffff >> (32 - width)`, clamp `((32 - width) << 8) | 31`, `((32 - width) << 8)` for
  `up`), the value and the validity flag extracted from its struct. shfl.sync moves 32 bits:
  64-bit values (i64, f64) move as two shuffles of their halves, 8- and 16-bit ones (f16, bf16)
  zero-extended in a word, short vectors (8 to 64 bits: vector<2xf16>) as the integer of their
  width, in shuffles and in the reductions below alike (gpu.all_reduce takes scalars only).
* `gpu.subgroup_reduce` is a butterfly of five `shfl.sync.bfly` steps over the whole warp (or
  xor distances size/2*stride ... stride within a `cluster(size, stride)`); with `has-redux`
  (sm_80+), a `uniform` whole-warp i32 add/and/or/xor/min/max is one `nvvm.redux.sync`;
  `gpu.all_reduce` (named operation) reduces each warp, combines the warps' results
  through a 32-slot shared scratch array between two `nvvm.barrier0`, every thread gets the total.
  Every reduction MLIR names: `maximumf`/`minimumf` combine NaN-propagating
  (`llvm.intr.maximum`/`minimum`), `maxnumf`/`minnumf` with `maxnum`/`minnum`.
* `gpu.subgroup_mma_*` become `nvvm.wmma.*` as MLIR's WmmaOpsToNvvm: a matrix is one thread's
  fragment struct (`gpu_mma.fragment_type`), `transpose`/`a_transpose`/`b_transpose` the col layout,
  `leadDimension` the stride; `constant_matrix` splats every register, `elementwise` applies its
  llvm op register by register (maxf/minf NaN-propagating).
* `gpu.printf` is a call to `@printf` with a constant format global (printf-lowering makes it
  `vprintf`), floats (f16, bf16, f32) promoted to f64 as C varargs are.
* `gpu.dynamic_shared_memory` is the address of an external, zero-sized shared array
  (`.extern .shared .align 16 .b8 __dynamic_shmem__[]`).

* `cf.assert` is CUDA's device assert, as in MLIR's lowering: the block is split, a failed
  condition branches to a call of `__assertfail(message, file, line, function, 1)` (the
  strings are internal constant globals; the file is `(unknown)` and the line 0, xDSL keeping
  no source positions) that then rejoins the rest of the block (`__assertfail` itself stops
  the kernel).

`gpu.all_reduce` with a reduction region (one block ending in `gpu.yield`) combines with a copy
of the region's ops at every step. With no identity element to pad with, the second step is
a `shfl.down` tree that combines only lanes below the number of warps, and lane 0 broadcasts
the total (`shfl.idx`). Like the named form, it assumes whole warps (a block size that is a
multiple of 32).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import cast

from xdsl.context import Context
from xdsl.dialects import builtin, cf, gpu, llvm
from xdsl.dialects.builtin import (
    BFloat16Type,
    DenseArrayBase,
    DenseIntOrFPElementsAttr,
    Float16Type,
    Float32Type,
    Float64Type,
    IntAttr,
    IntegerAttr,
    IntegerType,
    MemRefType,
    TensorType,
    UnitAttr,
    VectorType,
    i1,
    i8,
    i32,
    i64,
)
from xdsl.ir import Attribute, Block, Operation, Region, SSAValue
from xdsl.passes import ModulePass
from xdsl.pattern_rewriter import (
    GreedyRewritePatternApplier,
    PatternRewriter,
    RewritePattern,
    op_type_rewrite_pattern,
)
from xdsl.rewriter import InsertPoint, Rewriter
from xdsl.traits import SymbolTable

from nvvm_xdsl.address_spaces import SHARED, pointer_type
from nvvm_xdsl.diagnostics import op_error
from nvvm_xdsl.dialects import gpu_ext, gpu_mma, llvm_ext, nvvm, nvvm_isa, nvvm_mma
from nvvm_xdsl.kernel_abi import KERNEL_ATTR, REQNTID_ATTR
from nvvm_xdsl.llvm_conversion import (
    build_llvm_func,
    element_address,
    int_constant,
    memref_space,
    memref_strides,
    needs_descriptor,
    operands_to_llvm,
    replace_converted,
    to_llvm,
)
from nvvm_xdsl.locations import located_walker
from nvvm_xdsl.target import WARP_SIZE

_SregDimensionOp = gpu.ThreadIdOp | gpu.BlockIdOp | gpu.BlockDimOp | gpu.GridDimOp
_SREG_PREFIX: dict[type[_SregDimensionOp], str] = {
    gpu.ThreadIdOp: "tid",
    gpu.BlockIdOp: "ctaid",
    gpu.BlockDimOp: "ntid",
    gpu.GridDimOp: "nctaid",
}
# The cluster ids and sizes (sm_90), as MLIR's convert-gpu-to-nvvm reads them.
_CLUSTER_SREG_PREFIX: dict[type[Operation], str] = {
    gpu_ext.ClusterIdOp: "clusterid",
    gpu_ext.ClusterDimOp: "nclusterid",
    gpu_ext.ClusterBlockIdOp: "cluster.ctaid",
    gpu_ext.ClusterDimBlocksOp: "cluster.nctaid",
}
DYNAMIC_SHARED_MEMORY = "__dynamic_shmem__"


def _sreg(name: str) -> Operation:
    return nvvm.SPECIAL_REGISTER_BY_NAME[f"nvvm.read.ptx.sreg.{name}"]()


def _bound_read(read: Operation, op: Operation) -> None:
    """The id op's `upper_bound N` (a promise of the source) as the `range` of its register
    read, as MLIR's lowering gives it: an index is in [0, N), a size in [1, N]."""
    bound = op.attributes.get(gpu_ext.UPPER_BOUND)
    if not isinstance(bound, IntegerAttr) or not 0 < bound.value.data < 2**31:
        return
    lowest = 1 if isinstance(op, gpu.BlockDimOp | gpu.GridDimOp | gpu.SubgroupSizeOp) else 0
    read.properties["range"] = nvvm.ConstantRangeAttr(i32, IntAttr(lowest), IntAttr(bound.value.data + lowest))


def _symbol_table(op: Operation) -> Operation:
    table = op.parent_op()
    while table is not None and not table.has_trait(SymbolTable):
        table = table.parent_op()
    assert table is not None, "a gpu op outside any symbol table"
    return table


def _unique_symbol(table: Operation, base: str) -> str:
    name, counter = base, 0
    while SymbolTable.lookup_symbol(table, name) is not None:
        counter += 1
        name = f"{base}_{counter}"
    return name


def _insert_global(table: Operation, global_op: Operation, rewriter: PatternRewriter) -> None:
    rewriter.insert(global_op, InsertPoint.at_start(table.regions[0].blocks[0]))


def _shared_array(name: str, count: int, element_type: Attribute, linkage: str, alignment: int) -> llvm.GlobalOp:
    """A shared-memory global of `count` elements."""
    array_type = llvm.LLVMArrayType(IntAttr(count), element_type)
    return llvm.GlobalOp(array_type, name, linkage, addr_space=SHARED, alignment=alignment)


class FuncToLLVM(RewritePattern):
    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: gpu.FuncOp, rewriter: PatternRewriter, /):
        table = _symbol_table(op)
        name = op.sym_name.data
        entry = op.body.blocks[0] if op.body.blocks else None
        if entry is not None:
            workgroup, private = gpu_ext.attribution_arguments(op)
            point = InsertPoint.at_start(entry)
            for number, arg in enumerate(workgroup):
                memref_type = arg.type
                assert isinstance(memref_type, MemRefType)
                symbol = _unique_symbol(table, f"__wg_{name}_{number}")
                array = _shared_array(symbol, memref_type.element_count(), memref_type.element_type, "internal", 16)
                _insert_global(table, array, rewriter)
                address = llvm.AddressOfOp(symbol, pointer_type(SHARED))
                cast = builtin.UnrealizedConversionCastOp.get([address.result], [memref_type])
                rewriter.insert([address, cast], point)
                arg.replace_all_uses_with(cast.results[0])
            for arg in private:
                memref_type = arg.type
                assert isinstance(memref_type, MemRefType)
                count = int_constant(memref_type.element_count(), i64)
                alloca = llvm.AllocaOp(count, memref_type.element_type, alignment=8)
                cast = builtin.UnrealizedConversionCastOp.get([alloca.res], [memref_type])
                rewriter.insert([count, alloca, cast], point)
                arg.replace_all_uses_with(cast.results[0])
            for arg in reversed((*workgroup, *private)):
                rewriter.erase_block_argument(arg)

        extra: dict[str, Attribute] = {}
        if op.kernel is not None:
            extra[KERNEL_ATTR] = UnitAttr()
        block_size = op.attributes.get("gpu.known_block_size") or op.attributes.get(
            "known_block_size"
        )
        if isinstance(block_size, DenseArrayBase):
            extra[REQNTID_ATTR] = block_size
        for consumed in (
            "gpu.known_block_size",
            "known_block_size",
            "gpu.known_grid_size",
            "known_grid_size",
            gpu_ext.WORKGROUP_ATTRIBUTIONS,
        ):
            op.attributes.pop(consumed, None)
        new_func = build_llvm_func(
            op,
            name,
            op.function_type.inputs.data,
            op.function_type.outputs.data,
            None,
            rewriter,
            extra,
        )
        rewriter.replace(op, new_func)


class ReturnToLLVM(RewritePattern):
    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: gpu.ReturnOp, rewriter: PatternRewriter, /):
        values = operands_to_llvm(op, rewriter)
        rewriter.replace(op, llvm.ReturnOp(values[0] if values else None))


def _index_from_i32(value: SSAValue) -> Operation:
    return llvm.SExtOp(value, i64)


class IdToNVVM(RewritePattern):
    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter, /):
        dims = {"x", "y", "z"}
        if isinstance(op, gpu.GlobalIdOp):
            dim = op.dimension.data.value
            assert dim in dims
            tid, ctaid, ntid = _sreg(f"tid.{dim}"), _sreg(f"ctaid.{dim}"), _sreg(f"ntid.{dim}")
            ops = [tid, ctaid, ntid]
            wide_ids = [_index_from_i32(o.results[0]) for o in ops]
            mul = llvm.MulOp(wide_ids[1].results[0], wide_ids[2].results[0])
            add = llvm.AddOp(mul.res, wide_ids[0].results[0])
            replace_converted(op, [*ops, *wide_ids, mul, add], [add.res], rewriter)
            return
        if isinstance(op, _SregDimensionOp):
            prefix = next(p for cls, p in _SREG_PREFIX.items() if isinstance(op, cls))
            read = _sreg(f"{prefix}.{op.dimension.data.value}")
        elif (cluster := _CLUSTER_SREG_PREFIX.get(type(op))) is not None:
            read = _sreg(f"{cluster}.{cast(gpu_ext.ClusterIdOp, op).dimension.data.value}")
        elif isinstance(op, gpu.LaneIdOp):
            read = _sreg("laneid")
        elif isinstance(op, gpu.SubgroupSizeOp):
            read = _sreg("warpsize")
        else:
            return
        _bound_read(read, op)
        wide = _index_from_i32(read.results[0])
        replace_converted(op, [read, wide], wide.results, rewriter)


class BarrierToNVVM(RewritePattern):
    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: gpu.BarrierOp, rewriter: PatternRewriter, /):
        # Any `memfence [...]` form too: bar.sync already orders every state space's accesses
        # among the block's threads, so a narrower fence needs nothing more.
        rewriter.replace(op, nvvm.Barrier0Op())


_SHFL_KIND = {
    "xor": nvvm_isa.ShflKind.BFLY,
    "up": nvvm_isa.ShflKind.UP,
    "down": nvvm_isa.ShflKind.DOWN,
    "idx": nvvm_isa.ShflKind.IDX,
}


def _shfl(
    mode: str,
    value: SSAValue,
    offset: SSAValue,
    clamp: SSAValue,
    mask: SSAValue,
    with_validity: bool = False,
) -> Operation:
    """`nvvm.shfl.sync`; `with_validity`: its `!llvm.struct<(T, i1)>` form."""
    properties: dict[str, Attribute] = {"kind": nvvm_isa.ShflKindAttr(_SHFL_KIND[mode])}
    result_type: Attribute = value.type
    if with_validity:
        properties["return_value_and_is_valid"] = UnitAttr()
        result_type = llvm.LLVMStructType.from_type_list([value.type, i1])
    return nvvm_isa.ShflOp.build(
        operands=[mask, value, offset, clamp], result_types=[result_type], properties=properties
    )


def _shuffled(
    mode: str,
    value: SSAValue,
    offset: SSAValue,
    clamp: SSAValue,
    mask: SSAValue,
    ops: list[Operation],
    with_validity: bool = False,
) -> tuple[SSAValue, SSAValue | None]:
    """`value` shuffled (and the validity flag): shfl.sync moves 32 bits, so a 64-bit value
    moves as two shuffles of its halves (the low half's flag), a narrower one zero-extended in
    a 32-bit word, floats as their bits (MLIR's 64-bit shuffle decomposition and the packing of
    its subgroup_reduce expansion)."""
    t = value.type
    if t == i32 or isinstance(t, Float32Type):
        ops.append(shfl := _shfl(mode, value, offset, clamp, mask, with_validity))
        if not with_validity:
            return shfl.results[0], None
        ops.append(moved := llvm.ExtractValueOp(DenseArrayBase.from_list(i64, [0]), shfl.results[0], t))
        ops.append(flag := llvm.ExtractValueOp(DenseArrayBase.from_list(i64, [1]), shfl.results[0], i1))
        return moved.results[0], flag.results[0]
    bits = _shuffle_bits(t)
    assert bits is not None  # check_gpu
    word = IntegerType(bits)
    if bits == 32:
        # A vector of 32 bits (vector<2xf16>, vector<4xi8>) moves as one i32, as MLIR packs it.
        ops.append(packed := llvm.BitcastOp(value, i32))
        moved_word, word_valid = _shuffled(mode, packed.results[0], offset, clamp, mask, ops, with_validity)
        ops.append(unpacked := llvm.BitcastOp(moved_word, t))
        return unpacked.results[0], word_valid
    raw = value
    result: SSAValue
    valid: SSAValue | None
    if not isinstance(t, IntegerType):
        ops.append(as_int := llvm.BitcastOp(value, word))
        raw = as_int.results[0]
    if bits == 64:
        ops.append(low := llvm.TruncOp(raw, i32))
        ops.append(thirty_two := int_constant(32, i64))
        ops.append(high_bits := llvm.LShrOp(raw, thirty_two.result))
        ops.append(high := llvm.TruncOp(high_bits.res, i32))
        moved_low, valid = _shuffled(mode, low.res, offset, clamp, mask, ops, with_validity)
        moved_high, _ = _shuffled(mode, high.res, offset, clamp, mask, ops)
        ops.append(wide_low := llvm.ZExtOp(moved_low, i64))
        ops.append(wide_high := llvm.ZExtOp(moved_high, i64))
        ops.append(shifted := llvm.ShlOp(wide_high.res, thirty_two.result))
        ops.append(joined := llvm.OrOp(wide_low.res, shifted.res))
        result = joined.res
    else:
        ops.append(wide := llvm.ZExtOp(raw, i32))
        moved_word, valid = _shuffled(mode, wide.res, offset, clamp, mask, ops, with_validity)
        ops.append(narrow := llvm.TruncOp(moved_word, word))
        result = narrow.res
    if not isinstance(t, IntegerType):
        ops.append(back := llvm.BitcastOp(result, t))
        result = back.results[0]
    return result, valid


def _shuffle_bits(t: Attribute) -> int | None:
    """The width a shuffle moves a value of type `t` in (None: it cannot)."""
    if isinstance(t, IntegerType) and t.width.data in (8, 16, 32, 64):
        return t.width.data
    if isinstance(t, Float16Type | BFloat16Type):
        return 16
    if isinstance(t, Float32Type | Float64Type):
        return t.bitwidth
    if isinstance(t, VectorType) and not t.get_num_scalable_dims() and len(t.get_shape()) == 1:
        # A short vector moves as the integer of its width.
        lane = _shuffle_bits(t.get_element_type())
        if lane is not None and lane * t.get_shape()[0] in (8, 16, 32, 64):
            return lane * t.get_shape()[0]
    return None


class ShuffleToNVVM(RewritePattern):
    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: gpu_ext.ShuffleOp, rewriter: PatternRewriter, /):
        mode = op.mode.data
        ops: list[Operation] = [
            all_ones := int_constant(-1, i32),
            warp := int_constant(WARP_SIZE, i32),
            eight := int_constant(8, i32),
            lane_bits := int_constant(WARP_SIZE - 1, i32),
            unused_lanes := llvm.SubOp(warp.result, op.width),
            mask := llvm.LShrOp(all_ones.result, unused_lanes.res),
            segment := llvm.ShlOp(unused_lanes.res, eight.result),
        ]
        clamp: SSAValue = segment.res
        if mode != "up":
            ops.append(with_max := llvm.OrOp(segment.res, lane_bits.result))
            clamp = with_max.res
        value, valid = _shuffled(mode, op.value, op.offset, clamp, mask.res, ops, with_validity=True)
        rewriter.replace(op, ops, [value, valid])


_BinaryBuilder = Callable[[SSAValue, SSAValue], Operation]

_FLOAT_COMBINE: dict[str, _BinaryBuilder] = {
    "add": llvm.FAddOp,
    "mul": llvm.FMulOp,
    "maxnumf": llvm.VectorFMaxOp,
    "minnumf": llvm.VectorFMinOp,
    # NaN-propagating (arith.maximumf/minimumf), as MLIR's lowering combines them.
    "maximumf": llvm_ext.MaximumOp,
    "minimumf": llvm_ext.MinimumOp,
}
_INT_COMBINE: dict[str, _BinaryBuilder] = {
    "add": llvm.AddOp,
    "mul": llvm.MulOp,
    "and": llvm.AndOp,
    "or": llvm.OrOp,
    "xor": llvm.XOrOp,
    "maxsi": llvm_ext.SMaxOp,
    "minsi": llvm_ext.SMinOp,
    "maxui": llvm_ext.UMaxOp,
    "minui": llvm_ext.UMinOp,
}
# gpu.all_reduce names its operations without signedness (max/min are signed on integers).
_ALL_REDUCE_KIND = {"max": "maxsi", "min": "minsi"}
_ALL_REDUCE_FLOAT_KIND = {"max": "maxnumf", "min": "minnumf"}


def _element(t: Attribute) -> Attribute:
    return t.get_element_type() if isinstance(t, VectorType) else t


def _combine(kind: str, lhs: SSAValue, rhs: SSAValue) -> Operation:
    # On vectors lane by lane: the llvm ops take vectors.
    table = _INT_COMBINE if isinstance(_element(lhs.type), IntegerType) else _FLOAT_COMBINE
    return table[kind](lhs, rhs)


def _identity(kind: str, value_type: Attribute) -> Operation:
    """The neutral element of `kind` on a float or an integer type."""
    if not isinstance(value_type, IntegerType):
        value = {"add": 0.0, "mul": 1.0, "maxnumf": float("-inf"), "minnumf": float("inf"),
                 "maximumf": float("-inf"), "minimumf": float("inf")}[kind]
        float_type = cast(Float32Type, value_type)
        return llvm.ConstantOp(builtin.FloatAttr(value, float_type), float_type)
    bits = value_type.width.data
    value = {"add": 0, "mul": 1, "and": -1, "or": 0, "xor": 0, "maxsi": -(2 ** (bits - 1)),
             "minsi": 2 ** (bits - 1) - 1, "maxui": 0, "minui": -1}[kind]
    return int_constant(value, value_type)


Combine = Callable[[SSAValue, SSAValue, list[Operation]], SSAValue]
"""Appends the ops combining two values to the list; returns the combined value."""


def _named_combine(kind: str) -> Combine:
    def combine(lhs: SSAValue, rhs: SSAValue, ops: list[Operation]) -> SSAValue:
        ops.append(combined := _combine(kind, lhs, rhs))
        return combined.results[0]

    return combine


def _region_combine(region: Region) -> Combine:
    """A copy of the reduction region's ops, its two arguments bound to the values."""
    block = region.blocks[0]

    def combine(lhs: SSAValue, rhs: SSAValue, ops: list[Operation]) -> SSAValue:
        mapping: dict[SSAValue, SSAValue] = {block.args[0]: lhs, block.args[1]: rhs}
        for inner in block.ops:
            if isinstance(inner, gpu.YieldOp):
                return mapping.get(inner.values[0], inner.values[0])
            ops.append(inner.clone(value_mapper=mapping))
        raise AssertionError("check_gpu ensures the region ends in gpu.yield")

    return combine


def _butterfly(
    kind: str | Combine,
    value: SSAValue,
    ops: list[Operation],
    cluster: tuple[int, int] = (WARP_SIZE, 1),
) -> SSAValue:
    """The reduction of `value` over each cluster of (size, stride) lanes, in every lane of it:
    xor shuffles by size/2*stride ... stride (five over the whole warp)."""
    combine = _named_combine(kind) if isinstance(kind, str) else kind
    ops.append(mask := int_constant(-1, i32))
    ops.append(clamp := int_constant(WARP_SIZE - 1, i32))
    size, stride = cluster
    offset = size // 2 * stride
    while offset >= stride:
        ops.append(distance := int_constant(offset, i32))
        other, _ = _shuffled("xor", value, distance.result, clamp.result, mask.result, ops)
        value = combine(value, other, ops)
        offset //= 2
    return value


def _tree_to_lane0(
    combine: Combine, value: SSAValue, count: SSAValue, lane: SSAValue, ops: list[Operation]
) -> SSAValue:
    """The reduction of the first `count` lanes' values, in every lane: `shfl.down` steps that
    combine only partners below `count`, then lane 0's result broadcast."""
    ops.append(mask := int_constant(-1, i32))
    ops.append(clamp := int_constant(WARP_SIZE - 1, i32))
    offset = WARP_SIZE // 2
    while offset:
        ops.append(distance := int_constant(offset, i32))
        other, _ = _shuffled("down", value, distance.result, clamp.result, mask.result, ops)
        ops.append(partner := llvm.AddOp(lane, distance.result))
        ops.append(present := llvm.ICmpOp(partner.res, count, IntegerAttr(6, 64)))  # ult
        combined = combine(value, other, ops)
        ops.append(chosen := llvm.SelectOp(present.res, combined, value))
        value = chosen.res
        offset //= 2
    ops.append(first := int_constant(0, i32))
    total, _ = _shuffled("idx", value, first.result, clamp.result, mask.result, ops)
    return total


def _reduction_supported(kind: str, value_type: Attribute, vectors: bool = False) -> bool:
    """`vectors`: short vectors too (gpu.subgroup_reduce's; gpu.all_reduce takes scalars)."""
    if _shuffle_bits(value_type) is None or (isinstance(value_type, VectorType) and not vectors):
        return False
    value_type = _element(value_type)
    if isinstance(value_type, IntegerType):
        return kind in _INT_COMBINE
    return kind in _FLOAT_COMBINE


def _all_reduce_kind(op: gpu.AllReduceOp) -> str | None:
    if op.op is None:
        return None
    name = str(op.op.data.value)
    if not isinstance(op.operand.type, IntegerType):
        return _ALL_REDUCE_FLOAT_KIND.get(name, name)
    return _ALL_REDUCE_KIND.get(name, name)


# gpu.subgroup_reduce kinds redux.sync has on i32 (MLIR's GPUSubgroupReduceOpLowering).
_REDUX_KIND = {
    "add": nvvm_isa.ReduxKind.ADD, "and": nvvm_isa.ReduxKind.AND, "or": nvvm_isa.ReduxKind.OR,
    "xor": nvvm_isa.ReduxKind.XOR, "minsi": nvvm_isa.ReduxKind.MIN, "maxsi": nvvm_isa.ReduxKind.MAX,
    "minui": nvvm_isa.ReduxKind.UMIN, "maxui": nvvm_isa.ReduxKind.UMAX,
}


@dataclass
class SubgroupReduceToNVVM(RewritePattern):
    has_redux: bool = False
    """A `uniform` whole-warp reduction of an i32 is one `redux.sync` (sm_80), as MLIR lowers
    it where the target has the instruction; otherwise, and for clusters, the butterfly."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: gpu_ext.SubgroupReduceOp, rewriter: PatternRewriter, /):
        kind = _REDUX_KIND.get(op.kind)
        whole_warp = op.cluster == (WARP_SIZE, 1)
        if self.has_redux and kind is not None and op.uniform is not None and whole_warp and op.value.type == i32:
            mask = int_constant(-1, i32)
            redux = nvvm_isa.ReduxOp.create(
                operands=[op.value, mask.result], result_types=[i32],
                properties={"kind": nvvm_isa.ReduxKindAttr(kind)},
            )
            rewriter.replace(op, [mask, redux], [redux.res])
            return
        ops: list[Operation] = []
        value = _butterfly(op.kind, op.value, ops, op.cluster)
        rewriter.replace(op, ops, [value])


class AllReduceToNVVM(RewritePattern):
    """The workgroup's reduction, in every thread: each warp reduces with shuffles and stores
    its result in a 32-slot shared scratch array (every lane stores the same value), a barrier,
    each warp reduces the scratch (slots past the number of warps read the identity), and a
    second barrier lets the next all_reduce reuse the scratch."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: gpu.AllReduceOp, rewriter: PatternRewriter, /):
        kind = _all_reduce_kind(op)
        combine = _named_combine(kind) if kind is not None else _region_combine(op.body)
        value_type = op.operand.type
        table = _symbol_table(op)
        scratch = _unique_symbol(table, "__all_reduce_scratch")
        # One slot per warp, aligned to the value (i64/f64 slots on 8 bytes).
        alignment = max(4, (_shuffle_bits(value_type) or 32) // 8)
        _insert_global(table, _shared_array(scratch, WARP_SIZE, value_type, "internal", alignment), rewriter)
        ops: list[Operation] = []
        warp_value = _butterfly(combine, op.operand, ops)
        tid = [_sreg(f"tid.{d}") for d in "xyz"]
        ntid = [_sreg(f"ntid.{d}") for d in "xyz"]
        ops += [*tid, *ntid]
        ops.append(zy := llvm.MulOp(ntid[1].results[0], tid[2].results[0]))
        ops.append(y_row := llvm.AddOp(tid[1].results[0], zy.res))
        ops.append(rows := llvm.MulOp(ntid[0].results[0], y_row.res))
        ops.append(linear := llvm.AddOp(tid[0].results[0], rows.res))
        ops.append(five := int_constant(5, i32))
        ops.append(warp := llvm.LShrOp(linear.res, five.result))
        ops.append(base := llvm.AddressOfOp(scratch, pointer_type(SHARED)))
        ops.append(slot := llvm.GEPOp.from_mixed_indices(
            base.result, [warp.res], value_type, result_type=pointer_type(SHARED)))
        ops.append(llvm.StoreOp(warp_value, slot.result))
        ops.append(nvvm.Barrier0Op())
        ops.append(plane := llvm.MulOp(ntid[0].results[0], ntid[1].results[0]))
        ops.append(threads := llvm.MulOp(plane.res, ntid[2].results[0]))
        ops.append(round_up := int_constant(WARP_SIZE - 1, i32))
        ops.append(padded := llvm.AddOp(threads.res, round_up.result))
        ops.append(warps := llvm.LShrOp(padded.res, five.result))
        ops.append(lane := _sreg("laneid"))
        ops.append(one := int_constant(1, i32))
        ops.append(last_warp := llvm.SubOp(warps.res, one.result))
        ops.append(clamped := llvm_ext.UMinOp(lane.results[0], last_warp.res))
        ops.append(read_slot := llvm.GEPOp.from_mixed_indices(
            base.result, [clamped.results[0]], value_type, result_type=pointer_type(SHARED)))
        ops.append(partial := llvm.LoadOp(read_slot.result, value_type))
        if kind is None:
            total = _tree_to_lane0(
                combine, partial.dereferenced_value, warps.res, lane.results[0], ops
            )
        else:
            ops.append(identity := _identity(kind, value_type))
            ops.append(present := llvm.ICmpOp(lane.results[0], warps.res, IntegerAttr(6, 64)))
            ops.append(chosen := llvm.SelectOp(present.res, partial.dereferenced_value,
                                               identity.results[0]))
            total = _butterfly(kind, chosen.results[0], ops)
        ops.append(nvvm.Barrier0Op())
        rewriter.replace(op, ops, [total])


# -- gpu.subgroup_mma_* -> nvvm.wmma.* (MLIR's WmmaOpsToNvvm) -----------------------------------


def _wmma_properties(t: gpu_mma.MMAMatrixType, transpose: bool) -> dict[str, Attribute]:
    shape = gpu_mma.wmma_shape(t)
    eltype = gpu_mma.wmma_eltype(t)
    assert shape is not None and eltype is not None  # check_gpu
    m, n, k = shape
    return {
        "m": IntegerAttr(m, i32),
        "n": IntegerAttr(n, i32),
        "k": IntegerAttr(k, i32),
        "layout": _layout(transpose),
        "eltype": nvvm_mma.MMATypesAttr(eltype),
    }


def _layout(transpose: bool) -> nvvm_mma.MMALayoutAttr:
    return nvvm_mma.MMALayoutAttr(nvvm_mma.MMALayout.COL if transpose else nvvm_mma.MMALayout.ROW)


def _fields(value: SSAValue, rewriter: PatternRewriter, op: Operation,
            ops: list[Operation]) -> list[SSAValue]:
    """The registers of a converted matrix value."""
    struct = to_llvm(value, rewriter, InsertPoint.before(op))
    struct_type = struct.type
    assert isinstance(struct_type, llvm.LLVMStructType)
    out: list[SSAValue] = []
    for i, field in enumerate(struct_type.types.data):
        ops.append(get := llvm.ExtractValueOp(DenseArrayBase.from_list(i64, [i]), struct, field))
        out.append(get.res)
    return out


def _pack(struct_type: llvm.LLVMStructType, values: Sequence[SSAValue],
          ops: list[Operation]) -> SSAValue:
    ops.append(undef := llvm.UndefOp(struct_type))
    packed = undef.res
    for i, value in enumerate(values):
        ops.append(insert := llvm.InsertValueOp(DenseArrayBase.from_list(i64, [i]), packed, value))
        packed = insert.res
    return packed


def _fragment(t: Attribute) -> llvm.LLVMStructType:
    assert isinstance(t, gpu_mma.MMAMatrixType)
    struct = gpu_mma.fragment_type(t)
    assert struct is not None  # check_gpu
    return struct


class MmaLoadToNVVM(RewritePattern):
    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: gpu_mma.SubgroupMmaLoadMatrixOp, rewriter: PatternRewriter, /):
        t = op.res.type
        assert isinstance(t, gpu_mma.MMAMatrixType)
        ops: list[Operation] = []
        address = element_address(op, op.srcMemref, op.indices, rewriter, ops)
        ops.append(stride := int_constant(op.leadDimension.value.data, i32))
        properties = _wmma_properties(t, op.transpose is not None)
        properties["frag"] = nvvm_mma.MMAFragAttr(nvvm_mma.MMAFrag(gpu_mma.wmma_frag(t)))
        ops.append(load := nvvm_mma.WMMALoadOp.build(
            operands=[address, stride.result], result_types=[_fragment(t)], properties=properties))
        replace_converted(op, ops, load.results, rewriter)


class MmaStoreToNVVM(RewritePattern):
    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: gpu_mma.SubgroupMmaStoreMatrixOp, rewriter: PatternRewriter, /):
        t = op.src.type
        assert isinstance(t, gpu_mma.MMAMatrixType)
        ops: list[Operation] = []
        registers = _fields(op.src, rewriter, op, ops)
        address = element_address(op, op.dstMemref, op.indices, rewriter, ops)
        ops.append(stride := int_constant(op.leadDimension.value.data, i32))
        ops.append(nvvm_mma.WMMAStoreOp.build(
            operands=[address, registers, stride.result],
            properties=_wmma_properties(t, op.transpose is not None)))
        rewriter.replace(op, ops, [])


class MmaComputeToNVVM(RewritePattern):
    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: gpu_mma.SubgroupMmaComputeOp, rewriter: PatternRewriter, /):
        a, c = op.opA.type, op.opC.type
        assert isinstance(a, gpu_mma.MMAMatrixType) and isinstance(c, gpu_mma.MMAMatrixType)
        ops: list[Operation] = []
        registers = [r for v in (op.opA, op.opB, op.opC) for r in _fields(v, rewriter, op, ops)]
        shape = gpu_mma.wmma_shape(a)
        a_type, c_type = gpu_mma.wmma_eltype(a), gpu_mma.wmma_eltype(c)
        assert shape is not None and a_type is not None and c_type is not None  # check_gpu
        m, n, k = shape
        ops.append(mma := nvvm_mma.WMMAMmaOp.build(
            operands=[registers],
            result_types=[_fragment(c)],
            properties={
                "m": IntegerAttr(m, i32), "n": IntegerAttr(n, i32), "k": IntegerAttr(k, i32),
                "layoutA": _layout(op.a_transpose is not None),
                "layoutB": _layout(op.b_transpose is not None),
                "eltypeA": nvvm_mma.MMATypesAttr(a_type),
                "eltypeB": nvvm_mma.MMATypesAttr(c_type),
            },
        ))
        replace_converted(op, ops, mma.results, rewriter)


class MmaConstantToNVVM(RewritePattern):
    """Every register holds the value (both halves of a vector<2xf16> register)."""

    @op_type_rewrite_pattern
    def match_and_rewrite(
        self, op: gpu_mma.SubgroupMmaConstantMatrixOp, rewriter: PatternRewriter, /
    ):
        struct = _fragment(op.res.type)
        register = struct.types.data[0]
        ops: list[Operation] = []
        value = op.value
        if isinstance(register, VectorType):
            ops.append(vector := llvm.UndefOp(register))
            splat: SSAValue = vector.res
            for lane in range(register.get_shape()[0]):
                ops.append(index := int_constant(lane, i32))
                ops.append(insert := llvm.InsertElementOp(splat, value, index.result))
                splat = insert.res
            value = splat
        packed = _pack(struct, [value] * len(struct.types.data), ops)
        replace_converted(op, ops, [packed], rewriter)


_MMA_ELEMENTWISE: dict[str, Callable[..., Operation]] = {
    "addf": llvm.FAddOp, "mulf": llvm.FMulOp, "subf": llvm.FSubOp, "divf": llvm.FDivOp,
    # MLIR's maxf/minf propagate NaN.
    "maxf": llvm_ext.MaximumOp, "minf": llvm_ext.MinimumOp, "negatef": llvm.FNegOp,
    "addi": llvm.AddOp, "muli": llvm.MulOp, "subi": llvm.SubOp,
    "divs": llvm.SDivOp, "divu": llvm.UDivOp,
}


class MmaElementwiseToNVVM(RewritePattern):
    """The operation register by register (a vector<2xf16> register as a vector)."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: gpu_mma.SubgroupMmaElementwiseOp, rewriter: PatternRewriter, /):
        build = _MMA_ELEMENTWISE[op.opType.data.value]
        ops: list[Operation] = []
        columns = [_fields(arg, rewriter, op, ops) for arg in op.args]
        results: list[SSAValue] = []
        for registers in zip(*columns, strict=True):
            ops.append(combined := build(*registers))
            results.append(combined.results[0])
        replace_converted(op, ops, [_pack(_fragment(op.res.type), results, ops)], rewriter)


class PrintfToLLVM(RewritePattern):
    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: gpu_ext.PrintfOp, rewriter: PatternRewriter, /):
        table = _symbol_table(op)
        data = op.format.data.encode() + b"\0"
        symbol = _unique_symbol(table, "printfFormat_0")
        _insert_global(
            table,
            llvm.GlobalOp(
                llvm.LLVMArrayType(IntAttr(len(data)), i8),
                symbol,
                "internal",
                constant=True,
                value=DenseIntOrFPElementsAttr.from_list(TensorType(i8, [len(data)]), list(data)),
            ),
            rewriter,
        )
        # xDSL's printf-to-llvm may have declared printf already (returning void): call it as
        # declared.
        declaration = SymbolTable.lookup_symbol(table, "printf")
        if declaration is None:
            declaration = llvm.FuncOp(
                "printf",
                llvm.LLVMFunctionType([llvm.LLVMPointerType()], i32, is_variadic=True),
                linkage=llvm.LinkageAttr("external"),
            )
            rewriter.insert(declaration, InsertPoint.at_end(table.regions[0].blocks[0]))
        assert isinstance(declaration, llvm.FuncOp)
        printf_type = declaration.function_type
        returned = printf_type.output
        return_type = None if isinstance(returned, llvm.LLVMVoidType) else returned
        ops: list[Operation] = [fmt := llvm.AddressOfOp(symbol, llvm.LLVMPointerType())]
        args: list[SSAValue] = []
        for arg in operands_to_llvm(op, rewriter):
            if isinstance(arg.type, builtin.Float32Type | builtin.Float16Type | builtin.BFloat16Type):
                ops.append(to_double := llvm.FPExtOp(arg, builtin.f64))
                arg = to_double.results[0]
            elif isinstance(arg.type, IntegerType) and arg.type.width.data < 32:
                ops.append(to_int := llvm.SExtOp(arg, i32))
                arg = to_int.results[0]
            args.append(arg)
        ops.append(
            llvm.CallOp(
                "printf",
                fmt.result,
                *args,
                return_type=return_type,
                variadic_args=len(args),
                var_callee_type=printf_type,
            )
        )
        rewriter.replace(op, ops, [])


class DynamicSharedMemoryToLLVM(RewritePattern):
    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: gpu_ext.DynamicSharedMemoryOp, rewriter: PatternRewriter, /):
        table = _symbol_table(op)
        if SymbolTable.lookup_symbol(table, DYNAMIC_SHARED_MEMORY) is None:
            _insert_global(table, _shared_array(DYNAMIC_SHARED_MEMORY, 0, i8, "external", 16), rewriter)
        address = llvm.AddressOfOp(DYNAMIC_SHARED_MEMORY, pointer_type(SHARED))
        replace_converted(op, [address], [address.result], rewriter)


ASSERTFAIL = "__assertfail"
_ASSERTFAIL_TYPE = llvm.LLVMFunctionType(
    [llvm.LLVMPointerType(), llvm.LLVMPointerType(), i32, llvm.LLVMPointerType(), i64]
)


def _string_global(table: Operation, base: str, text: str) -> str:
    """An internal constant NUL-terminated string global in `table`; its symbol."""
    data = text.encode() + b"\0"
    symbol = _unique_symbol(table, base)
    Rewriter.insert_op(
        llvm.GlobalOp(
            llvm.LLVMArrayType(IntAttr(len(data)), i8),
            symbol,
            "internal",
            constant=True,
            value=DenseIntOrFPElementsAttr.from_list(TensorType(i8, [len(data)]), list(data)),
        ),
        InsertPoint.at_start(table.regions[0].blocks[0]),
    )
    return symbol


def _enclosing_function_name(op: Operation) -> str:
    parent = op.parent_op()
    while parent is not None:
        name = parent.properties.get("sym_name") or parent.attributes.get("sym_name")
        if isinstance(name, builtin.StringAttr):
            return name.data
        parent = parent.parent_op()
    return "(unknown)"


def lower_asserts(module: Operation) -> None:
    """Every `cf.assert` in `module` to a conditional call of `__assertfail` (see the module
    doc); the asserting function's block is split after the assert."""
    for op in [op for op in module.walk() if isinstance(op, cf.AssertOp)]:
        table = _symbol_table(op)
        if SymbolTable.lookup_symbol(table, ASSERTFAIL) is None:
            table.regions[0].blocks[0].add_op(
                llvm.FuncOp(ASSERTFAIL, _ASSERTFAIL_TYPE, linkage=llvm.LinkageAttr("external"))
            )
        message = _string_global(table, "assert_message", op.msg.data)
        file = _string_global(table, "assert_file", "(unknown)")
        function = _string_global(table, "assert_function", _enclosing_function_name(op))
        block = op.parent_block()
        assert block is not None and op.next_op is not None
        rest = block.split_before(op.next_op)
        failed = Block()
        assert block.parent is not None
        block.parent.insert_block_after(failed, block)
        condition = op.arg
        op.detach()
        op.erase()
        block.add_op(llvm.CondBrOp(condition, rest, [], failed, []))
        failed.add_ops([
            message_address := llvm.AddressOfOp(message, llvm.LLVMPointerType()),
            file_address := llvm.AddressOfOp(file, llvm.LLVMPointerType()),
            line := int_constant(0, i32),
            function_address := llvm.AddressOfOp(function, llvm.LLVMPointerType()),
            char_size := int_constant(1, i64),
            llvm.CallOp(
                ASSERTFAIL,
                message_address.result,
                file_address.result,
                line.result,
                function_address.result,
                char_size.result,
            ),
            llvm.BrOp(rest),
        ])


def _check_mma(op: Operation) -> None:
    """A subgroup_mma op whose matrices wmma has fragments for, over bare-pointer memrefs."""
    if not isinstance(op, gpu_mma.OPS):
        return
    for value in (*op.operands, *op.results):
        t = value.type
        if isinstance(t, gpu_mma.MMAMatrixType) and gpu_mma.fragment_type(t) is None:
            raise op_error(op, f"{t}: nvvm.wmma has no such fragment")
        if isinstance(t, MemRefType):
            if needs_descriptor(t):
                raise op_error(op, f"{t}: the matrix ops take memrefs with static strides")
            memref_strides(t, op)
    if isinstance(op, gpu_mma.SubgroupMmaComputeOp):
        a, c = op.opA.type, op.opC.type
        assert isinstance(a, gpu_mma.MMAMatrixType) and isinstance(c, gpu_mma.MMAMatrixType)
        shape, a_type, c_type = gpu_mma.wmma_shape(a), gpu_mma.wmma_eltype(a), gpu_mma.wmma_eltype(c)
        assert shape is not None and a_type is not None and c_type is not None
        if c_type not in nvvm_mma.WMMA_MMA_TYPES.get(a_type, ()):
            raise op_error(op, f"nvvm.wmma.mma has no {a_type} x {a_type} + {c_type} form")
    if isinstance(op, gpu_mma.SubgroupMmaElementwiseOp):
        kind = op.opType.data.value
        if kind not in _MMA_ELEMENTWISE:
            raise op_error(op, f"gpu.subgroup_mma_elementwise {kind} is not supported")
        if any(arg.type != op.res.type for arg in op.args):
            raise op_error(op, "gpu.subgroup_mma_elementwise operands must have the result's type")


def check_gpu(module: Operation) -> None:
    """Reject what this conversion cannot lower, before anything is rewritten."""
    for op in module.walk():
        if isinstance(op, gpu.AllReduceOp):
            kind = _all_reduce_kind(op)
            if kind is None:
                value_type = op.operand.type
                if _shuffle_bits(value_type) is None or isinstance(value_type, VectorType):
                    raise op_error(op, f"gpu.all_reduce of {value_type}: shuffles move integers and floats of 8 to 64 bits")
                blocks = op.body.blocks
                if len(blocks) != 1 or not isinstance(blocks[0].last_op, gpu.YieldOp):
                    raise op_error(
                        op, "gpu.all_reduce's reduction region must be one block ending in gpu.yield"
                    )
                continue
            if not _reduction_supported(kind, op.operand.type):
                raise op_error(op, f"gpu.all_reduce {kind} of {op.operand.type} is not supported")
        if isinstance(op, gpu_ext.ShuffleOp) and _shuffle_bits(op.value.type) is None:
            raise op_error(op, f"gpu.shuffle of {op.value.type}: shuffles move integers and floats of 8 to 64 bits")
        if isinstance(op, gpu_ext.SubgroupReduceOp):
            if not _reduction_supported(op.kind, op.value.type, vectors=True):
                raise op_error(
                    op, f"gpu.subgroup_reduce {op.kind} of {op.value.type} is not supported"
                )
            size, stride = op.cluster
            if size * stride > WARP_SIZE:
                raise op_error(
                    op, f"gpu.subgroup_reduce cluster of {size} lanes {stride} apart "
                    f"exceeds the {WARP_SIZE}-lane warp",
                )
        _check_mma(op)
        if isinstance(op, gpu_ext.DynamicSharedMemoryOp):
            result_type = op.result.type
            assert isinstance(result_type, MemRefType)
            if memref_space(result_type) != SHARED:
                raise op_error(op, "gpu.dynamic_shared_memory must be a memref in space 3")
        if isinstance(op, gpu_ext.PrintfOp):
            for arg in op.args:
                if isinstance(arg.type, Float64Type | Float32Type | builtin.Float16Type | builtin.BFloat16Type | IntegerType):
                    continue
                if isinstance(arg.type, builtin.IndexType | llvm.LLVMPointerType):
                    continue
                raise op_error(op, f"gpu.printf cannot print a {arg.type}")
        if isinstance(op, gpu.FuncOp):
            _, private = gpu_ext.attribution_arguments(op)
            for arg in private:
                assert isinstance(arg.type, MemRefType)
                if memref_space(arg.type) not in (0, 5):
                    raise op_error(op, f"private attribution in memory space {arg.type}")


@dataclass(frozen=True)
class ConvertGpuToNVVMPass(ModulePass):
    name = "convert-gpu-to-nvvm"

    has_redux: bool = False
    """MLIR's option: uniform whole-warp i32 `gpu.subgroup_reduce`s become `redux.sync`
    (convert-to-llvm sets it for sm_80 and newer, as MLIR's gpu-lower-to-nvvm-pipeline does)."""

    def apply(self, ctx: Context, op: builtin.ModuleOp) -> None:
        check_gpu(op)
        lower_asserts(op)
        located_walker(
            GreedyRewritePatternApplier(
                [
                    FuncToLLVM(),
                    ReturnToLLVM(),
                    IdToNVVM(),
                    BarrierToNVVM(),
                    ShuffleToNVVM(),
                    SubgroupReduceToNVVM(self.has_redux),
                    AllReduceToNVVM(),
                    PrintfToLLVM(),
                    DynamicSharedMemoryToLLVM(),
                    MmaLoadToNVVM(),
                    MmaStoreToNVVM(),
                    MmaComputeToNVVM(),
                    MmaConstantToNVVM(),
                    MmaElementwiseToNVVM(),
                ]
            ),
            apply_recursively=False,
        ).rewrite_module(op)


