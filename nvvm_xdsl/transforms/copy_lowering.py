"""Copies as loads and stores: `llvm.intr.memcpy`/`memmove`/`memset` and aggregate
load-then-store pairs, unrolled when short, else a loop over the widest chunk both alignments
allow plus a remainder (lower_aggr_copies' docstring, part 2, says how). lower-aggr-copies finds
the copies (`Copy`) while it analyses a function and lowers them with `CopyLowering` once it
has split the aggregates; the alignments it reads from the ops and pointers are here too."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from xdsl.dialects import builtin, llvm
from xdsl.dialects.builtin import DictionaryAttr, IntegerAttr, IntegerType, i8, i64
from xdsl.ir import Attribute, BlockArgument, Operation, OpResult, SSAValue
from xdsl.rewriter import InsertPoint, Rewriter

from nvvm_xdsl import address_spaces as AS
from nvvm_xdsl.datalayout import (
    UnsupportedTypeError,
    abi_align,
    common_alignment,
    flatten,
    gep_offset,
    store_size,
)
from nvvm_xdsl.dialects import llvm_ext
from nvvm_xdsl.dialects.nvvm import CvtGenericToASOp, CvtParamToGenericOp, CvtParamToGlobalOp, LdParamOp
from nvvm_xdsl.kernel_abi import ALIGN_ATTR, arg_attrs
from nvvm_xdsl.llvm_conversion import int_constant
from nvvm_xdsl.locations import insert_located
from nvvm_xdsl.transforms.loop_builder import ICMP_ULT, BlockBuilder, counted_loop, pointer_space

# The widest scalar access the copies use (ld/st .b64).
MAX_ACCESS_BYTES = 8


def leaf_byte_runs(t: Attribute) -> list[tuple[int, int]]:
    """The byte ranges the leaves of `t` occupy, adjacent ones merged (padding excluded)."""
    runs: list[tuple[int, int]] = []
    for leaf in flatten(t):
        start, end = leaf.offset, leaf.offset + store_size(leaf.type)
        if runs and runs[-1][1] == start:
            runs[-1] = (runs[-1][0], end)
        elif end > start:
            runs.append((start, end))
    return runs


def _chunks(runs: Sequence[tuple[int, int]], align: int) -> list[tuple[int, int]]:
    """(offset, width) accesses covering `runs`, each as wide as `align` at its offset allows."""
    chunks: list[tuple[int, int]] = []
    for start, end in runs:
        offset = start
        while offset < end:
            allowed = min(common_alignment(align, offset), MAX_ACCESS_BYTES)
            width = min(1 << ((end - offset).bit_length() - 1), allowed)
            chunks.append((offset, width))
            offset += width
    return chunks


def offset_pointer(ptr: SSAValue, offset: int, ops: list[Operation], name: str = "") -> SSAValue:
    """`ptr` advanced by `offset` bytes (an inbounds i8 GEP appended to `ops`, none for 0)."""
    if offset == 0:
        return ptr
    gep = llvm.GEPOp(ptr, [offset], i8, result_type=AS.pointer_type_of(ptr), inbounds=True)
    if name:
        gep.result.name_hint = name
    ops.append(gep)
    return gep.result


def int_constant_value(value: SSAValue) -> int | None:
    """The value of an integer `llvm.mlir.constant`, else None."""
    if isinstance(value, OpResult) and isinstance(value.op, llvm.ConstantOp):
        attr = value.op.value
        if isinstance(attr, IntegerAttr):
            return attr.value.data
    return None


def known_alignment(ptr: SSAValue, depth: int = 0) -> int:
    """An alignment `ptr` is known to have, from allocas, aligned args, globals and GEPs."""
    if depth > 16:
        return 1
    if isinstance(ptr, BlockArgument):
        block = ptr.block
        func = block.parent_op()
        if isinstance(func, llvm.FuncOp) and block is func.body.first_block:
            align = arg_attrs(func, ptr.index).get(ALIGN_ATTR)
            if isinstance(align, IntegerAttr):
                return align.value.data
        return 1
    op = ptr.owner
    if isinstance(op, llvm.AllocaOp):
        if op.alignment is not None:
            return op.alignment.value.data
        return abi_align(op.elem_type)
    if isinstance(op, llvm.GEPOp):
        try:
            offset = gep_offset(op)
        except (UnsupportedTypeError, StopIteration, IndexError):
            return 1
        gep_align = common_alignment(known_alignment(op.ptr, depth + 1), offset.constant)
        for _, scale in offset.dynamic:
            if scale:
                gep_align = min(gep_align, scale & -scale)
        return gep_align
    if isinstance(
        op,
        llvm_ext.AddrSpaceCastOp | CvtParamToGenericOp | CvtParamToGlobalOp | CvtGenericToASOp,
    ):
        return known_alignment(op.operands[0], depth + 1)
    return 1


def operand_align(op: Operation, operand_index: int) -> int:
    """The `llvm.align` an intrinsic's `arg_attrs` give operand `operand_index`, else 1."""
    operand_attrs = op.properties.get("arg_attrs")
    if isinstance(operand_attrs, builtin.ArrayAttr) and operand_index < len(operand_attrs.data):
        attrs = operand_attrs.data[operand_index]
        if isinstance(attrs, DictionaryAttr):
            align = attrs.data.get(ALIGN_ATTR)
            if isinstance(align, IntegerAttr):
                return align.value.data
    return 1


def load_align(op: llvm.LoadOp) -> int:
    if op.alignment is not None:
        return op.alignment.value.data
    return abi_align(op.dereferenced_value.type)


def store_align(op: llvm.StoreOp) -> int:
    return op.alignment.value.data if op.alignment is not None else abi_align(op.value.type)


def _read(
    ptr: SSAValue,
    result_type: Attribute,
    align: int,
    offset: int = 0,
    index: SSAValue | None = None,
) -> tuple[list[Operation], SSAValue]:
    """Load `result_type` at ptr + offset (+ index). Kernel-param reads use nvvm.ldparam."""
    ops: list[Operation] = []
    if pointer_space(ptr) == AS.PARAM:
        read = LdParamOp(ptr, result_type, offset, index)
        return [read], read.res
    if index is not None:
        gep = llvm.GEPOp(
            ptr, [llvm.GEP_USE_SSA_VAL], i8, [index], result_type=AS.pointer_type_of(ptr), inbounds=True
        )
        ops.append(gep)
        ptr = gep.result
    ptr = offset_pointer(ptr, offset, ops)
    load = llvm.LoadOp(ptr, result_type, alignment=align)
    ops.append(load)
    return ops, load.dereferenced_value


def disjoint_spaces(a: SSAValue, b: SSAValue) -> bool:
    """Two different specific address spaces never overlap (generic may alias anything)."""
    return pointer_space(a) != pointer_space(b) and AS.GENERIC not in (pointer_space(a), pointer_space(b))


# ---------------------------------------------------------------------------------------------
# Copies
# ---------------------------------------------------------------------------------------------


@dataclass
class Copy:
    """One copy (or fill) to lower, found by the analysis; `anchor` is the op it replaces."""

    anchor: Operation
    dst: SSAValue
    src: SSAValue | None  # None: a memset
    fill: SSAValue | None  # the i8 memset value
    length: int | SSAValue
    dst_align: int
    src_align: int
    may_overlap: bool
    volatile: bool
    # Byte ranges a constant-length copy must cover (a load/store pair skips padding).
    runs: list[tuple[int, int]] | None = None
    extra_erase: list[Operation] = field(default_factory=list)


class CopyLowering:
    """Lowers the copies a function's analysis found, unrolled up to `max_size` bytes and
    `store_limit` accesses, else as loops (the pass's options)."""

    def __init__(self, max_size: int, store_limit: int):
        self.max_size = max_size
        self.store_limit = store_limit

    def lower(self, copy: Copy) -> None:
        anchor = copy.anchor
        # Planned only when short enough to unroll: a plan has one entry per access.
        if isinstance(copy.length, int) and copy.length <= self.max_size:
            runs = copy.runs if copy.runs is not None else [(0, copy.length)]
            loads, stores = self._plan(copy, runs)
            if max(len(loads), len(stores)) <= self.store_limit:
                ops = self._unrolled(copy, runs)
                insert_located(ops, InsertPoint.before(anchor))
                self._erase(copy)
                return
        self._loop(copy)
        self._erase(copy)

    @staticmethod
    def _plan(
        copy: Copy, runs: Sequence[tuple[int, int]]
    ) -> tuple[list[tuple[int, int]], list[tuple[int, int]]]:
        """Load and store chunks, each side as wide as its own alignment allows.

        Both are aligned power-of-two pieces of the same runs, so every store chunk either
        lies inside one load chunk or is exactly a union of load chunks.
        """
        loads = [] if copy.src is None else _chunks(runs, copy.src_align)
        return loads, _chunks(runs, copy.dst_align)

    @staticmethod
    def _erase(copy: Copy) -> None:
        Rewriter.erase_op(copy.anchor)
        for op in copy.extra_erase:
            Rewriter.erase_op(op)

    # -- straight-line copies -----------------------------------------------------------------

    def _unrolled(
        self,
        copy: Copy,
        runs: Sequence[tuple[int, int]],
        names: tuple[str, str] = ("srcptr", "dstptr"),
    ) -> list[Operation]:
        """Every load first, then the stores: correct even if src and dst overlap."""
        ops: list[Operation] = []
        load_chunks, store_chunks = self._plan(copy, runs)
        loaded: list[tuple[int, int, SSAValue]] = []
        for offset, width in load_chunks:
            assert copy.src is not None
            read_ops, value = _read(
                copy.src, IntegerType(width * 8), common_alignment(copy.src_align, offset), offset
            )
            if names[0] and isinstance(read_ops[0], llvm.GEPOp):
                read_ops[0].result.name_hint = names[0]
            ops += read_ops
            loaded.append((offset, width, value))
        splats: dict[int, SSAValue] = {}
        for offset, width in store_chunks:
            if copy.src is None:
                value = self._splat(copy.fill, width, splats, ops)
            else:
                value = self._assemble(offset, width, loaded, ops)
            ptr = offset_pointer(copy.dst, offset, ops, names[1])
            ops.append(
                llvm.StoreOp(
                    value,
                    ptr,
                    alignment=common_alignment(copy.dst_align, offset),
                    volatile=copy.volatile,
                )
            )
        return ops

    @staticmethod
    def _assemble(
        offset: int, width: int, loaded: Sequence[tuple[int, int, SSAValue]], ops: list[Operation]
    ) -> SSAValue:
        """The `width` bytes at `offset` from the loaded chunks (little-endian)."""
        chunk_type = IntegerType(width * 8)
        for start, size, value in loaded:
            if start <= offset and offset + width <= start + size:
                if size == width:
                    return value
                shift = (offset - start) * 8
                if shift:
                    amount = int_constant(shift, IntegerType(size * 8))
                    shifted = llvm.LShrOp(value, amount.result)
                    ops += [amount, shifted]
                    value = shifted.res
                narrow = llvm.TruncOp(value, chunk_type)
                ops.append(narrow)
                return narrow.res
        combined: SSAValue | None = None
        for start, size, value in loaded:
            if offset <= start and start + size <= offset + width:
                wide = llvm.ZExtOp(value, chunk_type)
                ops.append(wide)
                part = wide.res
                if start > offset:
                    amount = int_constant((start - offset) * 8, chunk_type)
                    moved_up = llvm.ShlOp(part, amount.result)
                    ops += [amount, moved_up]
                    part = moved_up.res
                if combined is not None:
                    merged = llvm.OrOp(combined, part)
                    ops.append(merged)
                    part = merged.res
                combined = part
        assert combined is not None, "store chunk not covered by the loads"
        return combined

    @staticmethod
    def _splat(
        fill: SSAValue | None, width: int, cache: dict[int, SSAValue], ops: list[Operation]
    ) -> SSAValue:
        """The memset byte repeated `width` times."""
        assert fill is not None
        if width in cache:
            return cache[width]
        chunk_type = IntegerType(width * 8)
        byte = int_constant_value(fill)
        if width == 1:
            value = fill
        elif byte is not None:
            pattern = int.from_bytes(bytes([byte & 0xFF]) * width, "little")
            if pattern >= 1 << (width * 8 - 1):
                pattern -= 1 << (width * 8)
            constant = int_constant(pattern, chunk_type)
            ops.append(constant)
            value = constant.result
        else:
            wide = llvm.ZExtOp(fill, chunk_type)
            ones = int.from_bytes(b"\x01" * width, "little")
            multiplier = int_constant(ones, chunk_type)
            mul = llvm.MulOp(wide.res, multiplier.result)
            ops += [wide, multiplier, mul]
            value = mul.res
        if value is not fill:
            value.name_hint = "splat"
        cache[width] = value
        return value

    # -- loops --------------------------------------------------------------------------------

    def _loop(self, copy: Copy) -> None:
        anchor = copy.anchor
        block = anchor.parent_block()
        assert block is not None
        cont = block.split_before(anchor)
        builder = BlockBuilder(block, anchor.location)

        width = min(
            MAX_ACCESS_BYTES,
            copy.dst_align & -copy.dst_align,
            (copy.src_align & -copy.src_align) if copy.src is not None else MAX_ACCESS_BYTES,
        )
        if isinstance(copy.length, int):
            length_value: SSAValue | int = copy.length
            main_bytes: int | SSAValue = copy.length - copy.length % width
        else:
            length = copy.length
            if isinstance(length.type, IntegerType) and length.type.width.data < 64:
                length = builder.add(llvm.ZExtOp(length, i64)).res
            length_value = length
            if width > 1:
                mask = builder.add(int_constant(-width, i64)).result
                main_bytes = builder.add(llvm.AndOp(length, mask)).res
            else:
                main_bytes = length
        main_bytes_value = builder.constant(main_bytes)
        # The memset chunk value is computed once, before the loops.
        fill_chunk: SSAValue | None = None
        if copy.fill is not None:
            hoisted: list[Operation] = []
            fill_chunk = self._splat(copy.fill, width, {}, hoisted)
            builder.extend(hoisted)
        main_known_nonempty = isinstance(main_bytes, int) and main_bytes > 0

        def copy_main(b: BlockBuilder, backward: bool) -> None:
            if main_bytes == 0:
                return
            counted_loop(
                b,
                main_bytes_value,
                width,
                backward,
                lambda bb, i: self._chunk(bb, copy, i, width, fill_chunk),
                known_nonempty=main_known_nonempty,
            )

        def copy_rest(b: BlockBuilder, backward: bool) -> None:
            if isinstance(length_value, int):
                assert isinstance(main_bytes, int)
                if main_bytes < length_value:
                    names = ("remsrc", "remdst") if copy.src is not None else ("", "i8dst")
                    b.extend(self._unrolled(copy, [(main_bytes, length_value)], names))
                return
            if width == 1:
                return
            counted_loop(
                b,
                length_value,
                1,
                backward,
                lambda bb, i: self._chunk(bb, copy, i, 1, copy.fill, remainder=True),
                start=main_bytes_value,
            )

        if copy.may_overlap and copy.src is not None:
            backward_block = builder.new_block_after()
            forward_block = backward_block.new_block_after()
            src_address = builder.address_as_int(copy.src, copy.dst)
            dst_address = builder.address_as_int(copy.dst, copy.src)
            is_backward = builder.add(
                llvm.ICmpOp(src_address, dst_address, IntegerAttr(ICMP_ULT, i64))
            ).res
            builder.terminate(
                llvm.CondBrOp(is_backward, backward_block.block, [], forward_block.block, [])
            )
            copy_rest(backward_block, True)
            copy_main(backward_block, True)
            backward_block.terminate(llvm.BrOp(cont))
            copy_main(forward_block, False)
            copy_rest(forward_block, False)
            forward_block.terminate(llvm.BrOp(cont))
        else:
            copy_main(builder, False)
            copy_rest(builder, False)
            builder.terminate(llvm.BrOp(cont))

    @staticmethod
    def _chunk(
        b: BlockBuilder,
        copy: Copy,
        index: SSAValue,
        width: int,
        fill: SSAValue | None,
        remainder: bool = False,
    ) -> None:
        chunk_type = IntegerType(width * 8)
        if copy.src is not None:
            read_ops, value = _read(copy.src, chunk_type, width, index=index)
            if isinstance(read_ops[0], llvm.GEPOp):
                read_ops[0].result.name_hint = "remsrc" if remainder else "srcptr"
            b.extend(read_ops)
            dst_name = "remdst" if remainder else "dstptr"
        else:
            assert fill is not None
            value = fill
            dst_name = "i8dst" if remainder else "dstptr"
        dst = b.gep(copy.dst, index, dst_name)
        b.add(llvm.StoreOp(value, dst, alignment=width, volatile=copy.volatile))
