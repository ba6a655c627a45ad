"""lower-aggr-copies: semantic checks by execution, invariants, options and errors.

The lowered IR is run by a small byte-memory interpreter of the llvm-dialect subset the pass
emits (loads, stores, GEPs, integer arithmetic, branches with block arguments). The reference
is Python's own memmove/memset on the same memory, and the DataLayout leaves for aggregates, so
every copy shape (unrolled, chunk loop, byte remainder, run-time memmove direction) is checked
against what it must compute rather than against hand-written IR.
"""

from __future__ import annotations

import random
import struct
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from xdsl.dialects import llvm
from xdsl.dialects.builtin import (
    DenseIntOrFPElementsAttr,
    Float32Type,
    Float64Type,
    FloatAttr,
    IntegerAttr,
    IntegerType,
    ModuleOp,
)
from xdsl.ir import Block, BlockArgument, Operation, SSAValue

from nvvm_xdsl.datalayout import abi_align, flatten, gep_offset, is_aggregate, store_size
from nvvm_xdsl.diagnostics import OpDiagnostic
from nvvm_xdsl.dialects import llvm_ext
from nvvm_xdsl.dialects.nvvm import LdParamOp, SplitStructOp
from nvvm_xdsl.transforms.convert_llvm_to_ptx import ConvertLLVMToPTXPass
from nvvm_xdsl.transforms.lower_aggr_copies import LowerAggrCopiesPass
from nvvm_xdsl_testing.mlir_to_llvm_ir import parse_mlir
from nvvm_xdsl_testing.ptx_compile import compile_to_ptx

MEMORY_SIZE = 1024
_PREDICATES = {6: lambda a, b: a < b, 8: lambda a, b: a > b}
_BINARY = {
    llvm.AddOp: lambda a, b: a + b,
    llvm.SubOp: lambda a, b: a - b,
    llvm.AndOp: lambda a, b: a & b,
    llvm.OrOp: lambda a, b: a | b,
    llvm.MulOp: lambda a, b: a * b,
    llvm.ShlOp: lambda a, b: a << b,
    llvm.LShrOp: lambda a, b: a >> b,
}


class Interpreter:
    """Runs one llvm.func on a byte memory. Pointers are integer addresses; ints are unsigned."""

    def __init__(self, memory: bytearray):
        self.memory = memory
        self.steps = 0

    def run(self, func: llvm.FuncOp, args: list[int]) -> None:
        env: dict[SSAValue, object] = {}
        block: Block = func.body.blocks[0]
        for arg, value in zip(block.args, args, strict=True):
            env[arg] = value
        while True:
            for op in block.ops:
                self.steps += 1
                assert self.steps < 200_000, "runaway loop"
                target = self.step(op, env)
                if target is not None:
                    if target == "return":
                        return
                    block, values = target
                    for arg, value in zip(block.args, values, strict=True):
                        env[arg] = value
                    break

    def step(self, op: Operation, env: dict[SSAValue, object]):
        get = env.__getitem__
        if isinstance(op, llvm.ConstantOp):
            value = op.value
            assert isinstance(value, IntegerAttr | FloatAttr)
            result = value.value.data
            if isinstance(op.result.type, IntegerType):
                result %= 1 << op.result.type.width.data
            env[op.result] = result
        elif isinstance(op, llvm.UndefOp | llvm_ext.PoisonOp | llvm.ZeroOp):
            t = op.results[0].type
            env[op.results[0]] = tuple(0 for _ in flatten(t)) if is_aggregate(t) else 0
        elif isinstance(op, llvm.ExtractValueOp):
            start, end = _leaf_slice(op.container.type, op.position.get_values())
            leaves = get(op.container)[start:end]
            env[op.res] = leaves if is_aggregate(op.res.type) else leaves[0]
        elif isinstance(op, llvm.InsertValueOp):
            start, end = _leaf_slice(op.container.type, op.position.get_values())
            value = get(op.value)
            inserted = value if is_aggregate(op.value.type) else (value,)
            container = get(op.container)
            env[op.res] = container[:start] + tuple(inserted) + container[end:]
        elif isinstance(op, SplitStructOp):
            for result, leaf in zip(op.leaves, get(op.aggregate), strict=True):
                env[result] = leaf
        elif isinstance(op, llvm.SelectOp):
            env[op.res] = get(op.lhs) if get(op.cond) else get(op.rhs)
        elif isinstance(op, llvm.GEPOp):
            offset = gep_offset(op)
            address = get(op.ptr) + offset.constant
            address += sum(get(index) * scale for index, scale in offset.dynamic)
            env[op.result] = address
        elif isinstance(op, llvm.LoadOp):
            env[op.dereferenced_value] = self.load(get(op.ptr), op.dereferenced_value.type, op)
        elif isinstance(op, LdParamOp):
            address = get(op.ptr) + op.constant_offset
            if op.dynamic_offset is not None:
                address += get(op.dynamic_offset)
            env[op.res] = self.load(address, op.res.type, op)
        elif isinstance(op, llvm.StoreOp):
            self.store(get(op.ptr), get(op.value), op.value.type, op)
        elif isinstance(op, tuple(_BINARY)):
            a, b = get(op.lhs), get(op.rhs)
            width = op.res.type.width.data
            env[op.res] = _BINARY[type(op)](a, b) % (1 << width)
        elif isinstance(op, llvm.ZExtOp):
            env[op.res] = get(op.arg)
        elif isinstance(op, llvm.TruncOp):
            env[op.res] = get(op.arg) % (1 << op.res.type.width.data)
        elif isinstance(op, llvm.PtrToIntOp | llvm_ext.AddrSpaceCastOp):
            env[op.results[0]] = get(op.operands[0])
        elif isinstance(op, llvm.ICmpOp):
            env[op.res] = int(_PREDICATES[op.predicate.value.data](get(op.lhs), get(op.rhs)))
        elif isinstance(op, llvm.BrOp):
            return op.successor, [get(v) for v in op.arguments]
        elif isinstance(op, llvm.CondBrOp):
            if get(op.cond):
                return op.then_block, [get(v) for v in op.then_arguments]
            return op.else_block, [get(v) for v in op.else_arguments]
        elif isinstance(op, llvm.ReturnOp):
            return "return"
        else:
            raise NotImplementedError(op.name)
        return None

    def load(self, address: int, t, op: Operation) -> object:
        """Values are raw bits (ints), floats included; an aggregate is the tuple of its leaves."""
        self.check_alignment(address, op)
        if is_aggregate(t):
            return tuple(self.raw_load(address + leaf.offset, leaf.type) for leaf in flatten(t))
        return self.raw_load(address, t)

    def raw_load(self, address: int, t) -> int:
        size = store_size(t)
        data = bytes(self.memory[address : address + size])
        assert len(data) == size, "out-of-bounds load"
        return int.from_bytes(data, "little")

    def store(self, address: int, value, t, op: Operation) -> None:
        self.check_alignment(address, op)
        if is_aggregate(t):
            for leaf, leaf_value in zip(flatten(t), value, strict=True):
                self.raw_store(address + leaf.offset, leaf_value, leaf.type)
            return
        self.raw_store(address, value, t)

    def raw_store(self, address: int, value, t) -> None:
        size = store_size(t)
        if isinstance(value, float):
            data = struct.pack("<f" if isinstance(t, Float32Type) else "<d", value)
        else:
            data = int(value).to_bytes(size, "little")
        assert address + size <= len(self.memory), "out-of-bounds store"
        self.memory[address : address + size] = data

    @staticmethod
    def check_alignment(address: int, op: Operation) -> None:
        alignment = op.properties.get("alignment")
        if isinstance(alignment, IntegerAttr):
            assert address % alignment.value.data == 0, f"{op.name} misaligned at {address}"


def _leaf_slice(t, path) -> tuple[int, int]:
    """Leaves [start, end) of `t` under an extractvalue/insertvalue index path."""
    path = tuple(path)
    hits = [i for i, leaf in enumerate(flatten(t)) if leaf.path[: len(path)] == path]
    return hits[0], hits[-1] + 1


def lower(text: str, **options) -> ModuleOp:
    module = parse_mlir(text)
    LowerAggrCopiesPass(**options).apply(None, module)  # type: ignore[arg-type]
    module.verify()
    return module


def only_function(module: ModuleOp) -> llvm.FuncOp:
    (func,) = [op for op in module.ops if isinstance(op, llvm.FuncOp)]
    return func


def random_memory(seed: int) -> bytearray:
    rng = random.Random(seed)
    return bytearray(rng.randrange(256) for _ in range(MEMORY_SIZE))


# ---------------------------------------------------------------------------------------------
# memcpy / memmove / memset executed against Python's reference
# ---------------------------------------------------------------------------------------------

ALIGNMENTS = st.sampled_from([1, 2, 4, 8, 16])


def intrinsic_function(kind: str, length: int | None, dst_align: int, src_align: int) -> str:
    length_type = "i64"
    attrs = f"arg_attrs = [{{llvm.align = {dst_align} : i64}}, {{llvm.align = {src_align} : i64}}, {{}}]"
    constant = ""
    length_value = "%n"
    if length is not None:
        constant = f"  %len = llvm.mlir.constant({length} : i64) : i64\n"
        length_value = "%len"
    if kind == "memset":
        call = (
            f'  "llvm.intr.memset"(%d, %v, {length_value}) <{{isVolatile = false, {attrs}}}> '
            f": (!llvm.ptr, i8, {length_type}) -> ()\n"
        )
    else:
        call = (
            f'  "llvm.intr.{kind}"(%d, %s, {length_value}) <{{isVolatile = false, {attrs}}}> '
            f": (!llvm.ptr, !llvm.ptr, {length_type}) -> ()\n"
        )
    return (
        "llvm.func @f(%d: !llvm.ptr, %s: !llvm.ptr, %n: i64, %v: i8) {\n"
        + constant
        + call
        + "  llvm.return\n}\n"
    )


@st.composite
def copy_cases(draw, kind: str):
    dst_align = draw(ALIGNMENTS)
    src_align = draw(ALIGNMENTS)
    length = draw(st.one_of(st.integers(0, 40), st.integers(100, 300)))
    constant = draw(st.booleans())
    dst = draw(st.integers(0, 300)) // dst_align * dst_align
    if kind == "memmove":
        # Overlapping ranges in both directions, and disjoint ones.
        src = dst + draw(st.integers(-64, 64))
        src = max(0, src) // src_align * src_align
    else:
        src = (608 + draw(st.integers(0, 100))) // src_align * src_align
    limit = draw(st.sampled_from([0, 4, 32]))
    max_size = draw(st.sampled_from([0, 16, 128]))
    fill = draw(st.integers(0, 255))
    return dst_align, src_align, length, constant, dst, src, limit, max_size, fill


@pytest.mark.parametrize("kind", ["memcpy", "memmove", "memset"])
@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_intrinsics_compute_what_libc_computes(kind: str, data):
    dst_align, src_align, length, constant, dst, src, limit, max_size, fill = data.draw(
        copy_cases(kind)
    )
    text = intrinsic_function(kind, length if constant else None, dst_align, src_align)
    module = lower(
        text, max_aggr_copy_size=max_size, lower_aggr_unrolled_stores_limit=limit
    )
    func = only_function(module)
    assert not any(
        isinstance(op, llvm_ext.MemcpyOp | llvm_ext.MemmoveOp | llvm_ext.MemsetOp)
        for op in func.walk()
    )
    memory = random_memory(length + dst)
    expected = bytearray(memory)
    if kind == "memset":
        expected[dst : dst + length] = bytes([fill]) * length
    else:
        expected[dst : dst + length] = bytes(memory[src : src + length])
    Interpreter(memory).run(func, [dst, src, length, fill])
    assert memory == expected


def _access_widths(func: llvm.FuncOp) -> tuple[list[int], list[int]]:
    loads = [op.dereferenced_value.type.width.data for op in func.walk() if isinstance(op, llvm.LoadOp)]
    stores = [op.value.type.width.data for op in func.walk() if isinstance(op, llvm.StoreOp)]
    return loads, stores


def test_small_constant_copy_is_unrolled_with_widest_accesses():
    """Each side is as wide as its own alignment allows; the values are re-cut in registers."""
    func = only_function(lower(intrinsic_function("memcpy", 20, 8, 4)))
    assert _access_widths(func) == ([32] * 5, [64, 64, 32])
    assert len(func.body.blocks) == 1
    func = only_function(lower(intrinsic_function("memcpy", 23, 8, 8)))
    assert _access_widths(func) == ([64, 64, 32, 16, 8], [64, 64, 32, 16, 8])
    func = only_function(lower(intrinsic_function("memcpy", 16, 2, 16)))
    assert _access_widths(func) == ([64, 64], [16] * 8)


def test_large_or_dynamic_copies_become_chunk_loops():
    for length in (None, 300):
        func = only_function(lower(intrinsic_function("memcpy", length, 8, 8)))
        loads = [op for op in func.walk() if isinstance(op, llvm.LoadOp)]
        assert IntegerType(64) in [op.dereferenced_value.type for op in loads]
        assert len(func.body.blocks) > 1
        names = {op.results[0].name_hint for op in func.walk() if isinstance(op, llvm.GEPOp)}
        assert {"srcptr", "dstptr"} <= names
    func = only_function(lower(intrinsic_function("memcpy", None, 8, 8)))
    names = {op.results[0].name_hint for op in func.walk() if isinstance(op, llvm.GEPOp)}
    assert {"remsrc", "remdst"} <= names
    func = only_function(lower(intrinsic_function("memset", None, 4, 4)))
    names = {op.results[0].name_hint for op in func.walk() if isinstance(op, llvm.GEPOp)}
    assert {"dstptr", "i8dst"} <= names


def test_known_alignment_of_allocas_and_geps_widens_accesses():
    text = """
    llvm.func @f(%s: !llvm.ptr {llvm.align = 16 : i64}) {
      %one = llvm.mlir.constant(1 : i64) : i64
      %a = llvm.alloca %one x !llvm.array<8 x i64> {alignment = 16 : i64} : (i64) -> !llvm.ptr
      %g = llvm.getelementptr %a[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<8 x i64>
      %len = llvm.mlir.constant(16 : i64) : i64
      "llvm.intr.memcpy"(%g, %s, %len) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
      llvm.return
    }
    """
    func = only_function(lower(text))
    stores = [op for op in func.walk() if isinstance(op, llvm.StoreOp)]
    assert [op.value.type for op in stores] == [IntegerType(64)] * 2


def test_param_space_source_reads_with_ldparam():
    text = """
    llvm.func @k(%s: !llvm.ptr<101>, %d: !llvm.ptr) {
      %len = llvm.mlir.constant(300 : i64) : i64
      "llvm.intr.memcpy"(%d, %s, %len) <{isVolatile = false, arg_attrs = [{llvm.align = 4 : i64}, {llvm.align = 4 : i64}, {}]}> : (!llvm.ptr, !llvm.ptr<101>, i64) -> ()
      %l2 = llvm.mlir.constant(12 : i64) : i64
      "llvm.intr.memcpy"(%d, %s, %l2) <{isVolatile = false, arg_attrs = [{llvm.align = 4 : i64}, {llvm.align = 4 : i64}, {}]}> : (!llvm.ptr, !llvm.ptr<101>, i64) -> ()
      llvm.return
    }
    """
    func = only_function(lower(text))
    assert not any(isinstance(op, llvm.LoadOp) for op in func.walk())
    reads = [op for op in func.walk() if isinstance(op, LdParamOp)]
    assert any(op.dynamic_offset is not None for op in reads)
    assert [op.constant_offset for op in reads if op.dynamic_offset is None] == [0, 4, 8]
    memory = random_memory(7)
    expected = bytearray(memory)
    expected[500:800] = memory[100:400]
    Interpreter(memory).run(func, [100, 500])
    assert memory == expected


# ---------------------------------------------------------------------------------------------
# aggregates: random struct types, split and copied, executed
# ---------------------------------------------------------------------------------------------

SCALARS = ["i8", "i16", "i32", "i64", "f32", "f64"]


@st.composite
def aggregate_types(draw, depth: int = 0) -> str:
    count = draw(st.integers(1, 4))
    fields = []
    for _ in range(count):
        choice = draw(st.integers(0, 9 if depth < 2 else 5))
        if choice <= 5:
            fields.append(SCALARS[choice])
        elif choice <= 7:
            fields.append(draw(aggregate_types(depth + 1)))
        else:
            fields.append(f"!llvm.array<{draw(st.integers(1, 3))} x {draw(st.sampled_from(SCALARS))}>")
    return f"!llvm.struct<({', '.join(fields)})>"


def leaf_bytes(t) -> set[int]:
    return {leaf.offset + i for leaf in flatten(t) for i in range(store_size(leaf.type))}


def _no_aggregates_left(func: llvm.FuncOp) -> bool:
    return not any(
        is_aggregate(v.type) for op in func.walk() for v in (*op.results, *op.operands)
    )


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(type_text=aggregate_types(), pair=st.booleans(), limit=st.sampled_from([0, 8, 32]))
def test_aggregate_copy_copies_exactly_the_leaf_bytes(type_text: str, pair: bool, limit: int):
    """`store (load p), q` copies every leaf byte and leaves padding alone, as LLVM does.

    With `pair` the load feeds only the store (the copy path); otherwise a second, unrelated use
    of the value forces the split path (leaf loads and leaf stores).
    """
    extra = "" if pair else "  %dup = llvm.extractvalue %v[0] : T\n"
    text = (
        "llvm.func @f(%p: !llvm.ptr, %q: !llvm.ptr) {\n"
        "  %v = llvm.load %p : !llvm.ptr -> T\n" + extra + "  llvm.store %v, %q : T, !llvm.ptr\n"
        "  llvm.return\n}\n"
    ).replace("T", type_text)
    module = lower(text, lower_aggr_unrolled_stores_limit=limit)
    func = only_function(module)
    assert _no_aggregates_left(func)
    load = next(op for op in parse_mlir(text).walk() if isinstance(op, llvm.LoadOp))
    aggregate = load.dereferenced_value.type
    align = abi_align(aggregate)
    src, dst = 64 * align, 512
    memory = random_memory(hash(type_text) & 0xFFFF)
    expected = bytearray(memory)
    size = store_size(aggregate)
    if size > 128 or (pair and limit == 0):
        # The loop path copies whole chunks: padding may be copied too (it is undefined).
        covered = set(range(size))
    else:
        covered = leaf_bytes(aggregate)
    for byte in leaf_bytes(aggregate):
        expected[dst + byte] = memory[src + byte]
    Interpreter(memory).run(func, [src, dst])
    for byte in range(size):
        if byte in leaf_bytes(aggregate) or byte not in covered:
            assert memory[dst + byte] == expected[dst + byte], f"byte {byte}"


@st.composite
def aggregate_programs(draw) -> tuple[str, str]:
    """A function that loads two aggregates, moves a piece of one into the other, selects,
    passes the result through a phi on either path and stores it: every splitting rule at once."""
    type_text = draw(aggregate_types())
    aggregate = parse_mlir(f"llvm.func @f(!llvm.ptr) -> {type_text}").ops.first.function_type.output  # type: ignore[union-attr]
    leaf = draw(st.sampled_from(flatten(aggregate)))
    path = leaf.path[: draw(st.integers(1, len(leaf.path)))]
    piece = aggregate
    for index in path:
        piece = piece.types.data[index] if hasattr(piece, "types") else piece.type  # type: ignore[attr-defined]
    position = ", ".join(map(str, path))
    text = f"""
    llvm.func @f(%p: !llvm.ptr, %q: !llvm.ptr, %c: i1, %d: i1) {{
      %a = llvm.load %p : !llvm.ptr -> T
      %g = llvm.getelementptr %p[1] : (!llvm.ptr) -> !llvm.ptr, T
      %b = llvm.load %g : !llvm.ptr -> T
      %x = llvm.extractvalue %b[{position}] : T
      %m = llvm.insertvalue %x, %a[{position}] : T
      %s = llvm.select %d, %m, %b : i1, T
      llvm.cond_br %c, ^left(%s : T), ^right
    ^left(%u: T):
      llvm.br ^join(%u : T)
    ^right:
      llvm.br ^join(%a : T)
    ^join(%w: T):
      llvm.store %w, %q : T, !llvm.ptr
      llvm.return
    }}
    """.replace("T", type_text)
    return text, type_text


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(program=aggregate_programs(), c=st.booleans(), d=st.booleans(), split_args=st.booleans())
def test_split_program_computes_what_the_aggregate_program_computes(
    program: tuple[str, str], c: bool, d: bool, split_args: bool
):
    """Differential: the same memory after running the input (aggregates as leaf tuples) and
    the lowered function (scalars only)."""
    text, _ = program
    original = only_function(parse_mlir(text))
    load = next(op for op in original.walk() if isinstance(op, llvm.LoadOp))
    src = 8 * abi_align(load.dereferenced_value.type)
    dst = 512
    memory = random_memory(len(text))
    expected = bytearray(memory)
    Interpreter(expected).run(original, [src, dst, int(c), int(d)])
    lowered = only_function(lower(text, lower_aggr_func_args=split_args))
    assert _no_aggregates_left(lowered)
    Interpreter(memory).run(lowered, [src, dst, int(c), int(d)])
    assert memory == expected


def test_split_load_keeps_the_alignment_the_offset_allows():
    text = """
    llvm.func @f(%p: !llvm.ptr, %q: !llvm.ptr) -> i32 {
      %v = llvm.load %p {alignment = 16 : i64} : !llvm.ptr -> !llvm.struct<(i32, f32, i64, i8)>
      %a = llvm.extractvalue %v[0] : !llvm.struct<(i32, f32, i64, i8)>
      llvm.store %v, %q {alignment = 4 : i64} : !llvm.struct<(i32, f32, i64, i8)>, !llvm.ptr
      llvm.return %a : i32
    }
    """
    func = only_function(lower(text))
    loads = [(op.dereferenced_value.type, op.alignment.value.data) for op in func.walk() if isinstance(op, llvm.LoadOp)]
    assert [a for _, a in loads] == [16, 4, 8, 16]
    stores = [op.alignment.value.data for op in func.walk() if isinstance(op, llvm.StoreOp)]
    assert stores == [4, 4, 4, 4]
    assert {op.results[0].name_hint for op in func.walk() if isinstance(op, llvm.LoadOp)} == {"split"}
    assert {op.results[0].name_hint for op in func.walk() if isinstance(op, llvm.GEPOp)} == {"ptr"}


def test_unused_leaves_of_a_load_are_not_loaded():
    text = """
    llvm.func @f(%p: !llvm.ptr) -> f64 {
      %v = llvm.load %p : !llvm.ptr -> !llvm.struct<(i32, array<4 x f64>)>
      %a = llvm.extractvalue %v[1, 2] : !llvm.struct<(i32, array<4 x f64>)>
      llvm.return %a : f64
    }
    """
    func = only_function(lower(text))
    (load,) = [op for op in func.walk() if isinstance(op, llvm.LoadOp)]
    (gep,) = [op for op in func.walk() if isinstance(op, llvm.GEPOp)]
    assert tuple(gep.rawConstantIndices.get_values()) == (24,)
    assert load.dereferenced_value.type == Float64Type()


# ---------------------------------------------------------------------------------------------
# boundaries, options, invariant, errors
# ---------------------------------------------------------------------------------------------

CALLS = """
llvm.func @make(f32) -> !llvm.struct<(f32, i32, f32)>
llvm.func @use(%s: !llvm.struct<(f32, i32, f32)>) -> !llvm.struct<(f32, i32, f32)> {
  %one = llvm.mlir.constant(1.0 : f32) : f32
  %r = llvm.call @make(%one) : (f32) -> !llvm.struct<(f32, i32, f32)>
  %x = llvm.extractvalue %r[2] : !llvm.struct<(f32, i32, f32)>
  %t = llvm.insertvalue %x, %s[0] : !llvm.struct<(f32, i32, f32)>
  llvm.return %t : !llvm.struct<(f32, i32, f32)>
}
"""


def aggregate_values(func: llvm.FuncOp) -> list[SSAValue]:
    values = [v for op in func.walk() for v in op.results if is_aggregate(v.type)]
    values += [a for b in func.walk_blocks() for a in b.args if is_aggregate(a.type)]
    return values


@pytest.mark.parametrize("split_args", [True, False])
def test_aggregates_remain_only_at_boundaries(split_args: bool):
    module = lower(CALLS, lower_aggr_func_args=split_args)
    func = [op for op in module.ops if isinstance(op, llvm.FuncOp) and op.body.blocks][0]
    for value in aggregate_values(func):
        users = {type(u.operation) for u in value.uses}
        if isinstance(value, BlockArgument):
            assert users <= ({SplitStructOp} if split_args else {llvm.ExtractValueOp})
        elif isinstance(value.owner, llvm.CallOp):
            assert users == {SplitStructOp}
        else:  # the chain rebuilt for the return
            assert isinstance(value.owner, llvm.InsertValueOp | llvm_ext.PoisonOp)
            assert users <= {llvm.InsertValueOp, llvm.ReturnOp}
    splits = [op for op in func.walk() if isinstance(op, SplitStructOp)]
    assert len(splits) == (2 if split_args else 1)


def test_unknown_consumer_is_reported_and_ir_is_unchanged():
    text = """
    llvm.func @f(%p: !llvm.ptr, %q: !llvm.ptr) {
      %v = llvm.load %p : !llvm.ptr -> !llvm.struct<(i32, i32)>
      %w = llvm.freeze %v : !llvm.struct<(i32, i32)>
      %len = llvm.mlir.constant(300 : i64) : i64
      "llvm.intr.memcpy"(%q, %p, %len) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
      llvm.return
    }
    """
    module = parse_mlir(text)
    before = str(module)
    with pytest.raises(OpDiagnostic, match="llvm.freeze") as info:
        LowerAggrCopiesPass().apply(None, module)  # type: ignore[arg-type]
    assert "cannot split the aggregate operand" in info.value.message
    assert str(module) == before


def test_invariant_names_the_surviving_op():
    """The post-check itself: an aggregate made by a pass bug is reported, not passed on."""
    from nvvm_xdsl.transforms.lower_aggr_copies import _FunctionLowering

    module = parse_mlir(
        """
        llvm.func @f(%p: !llvm.ptr) {
          %v = llvm.load %p : !llvm.ptr -> !llvm.struct<(i32, i32)>
          llvm.return
        }
        """
    )
    lowering = _FunctionLowering(only_function(module), True)
    with pytest.raises(OpDiagnostic, match="survives lower-aggr-copies") as info:
        lowering.check()
    assert info.value.op.name == "llvm.load"


def test_zero_sized_and_dense_constant_aggregates():
    text = """
    llvm.func @g(!llvm.struct<()>, !llvm.array<2 x i32>)
    llvm.func @f(%p: !llvm.ptr) {
      %e = llvm.mlir.zero : !llvm.struct<()>
      %z = llvm.mlir.zero : !llvm.array<2 x i32>
      llvm.store %e, %p : !llvm.struct<()>, !llvm.ptr
      llvm.call @g(%e, %z) : (!llvm.struct<()>, !llvm.array<2 x i32>) -> ()
      llvm.return
    }
    """
    module = lower(text)
    func = [op for op in module.ops if isinstance(op, llvm.FuncOp) and op.body.blocks][0]
    assert not any(isinstance(op, llvm.StoreOp) for op in func.walk())
    call = next(op for op in func.walk() if isinstance(op, llvm.CallOp))
    assert all(is_aggregate(v.type) for v in call.args)


def test_negative_options_are_rejected():
    from xdsl.utils.exceptions import PassFailedException

    with pytest.raises(PassFailedException, match="max-aggr-copy-size"):
        LowerAggrCopiesPass(max_aggr_copy_size=-1).apply(None, ModuleOp([]))  # type: ignore[arg-type]


def test_zero_aggregate_leaves_are_typed_zeros():
    text = """
    llvm.func @f(%p: !llvm.ptr) {
      %z = llvm.mlir.zero : !llvm.struct<(vector<2xf32>, ptr, f64)>
      llvm.store %z, %p : !llvm.struct<(vector<2xf32>, ptr, f64)>, !llvm.ptr
      llvm.return
    }
    """
    func = only_function(lower(text))
    constants = [op for op in func.walk() if isinstance(op, llvm.ConstantOp)]
    assert any(isinstance(op.value, DenseIntOrFPElementsAttr) for op in constants)
    assert any(isinstance(op, llvm.ZeroOp) for op in func.walk())


# ---------------------------------------------------------------------------------------------
# PTX oracle: the bytes our copy reads and writes are the bytes LLVM's NVPTX backend touches
# ---------------------------------------------------------------------------------------------


def _global_accesses(ptx: str, function: str) -> list:
    from nvvm_xdsl_testing.ptx_parse import parse_ptx

    return [op for op in parse_ptx(ptx).functions[function].memory_ops if op.space == "global"]


def _global_coverage(ptx: str, function: str) -> tuple[set[int], set[int]]:
    read: set[int] = set()
    written: set[int] = set()
    for op in _global_accesses(ptx, function):
        target = read if op.opcode in ("ld", "ldu") else written
        target.update(range(op.offset, op.offset + op.width_bits // 8))
    return read, written


def _our_ptx(text: str) -> str:
    # Every copy up to max-aggr-copy-size unrolled, as LLVM's SelectionDAG does below 128.
    return compile_to_ptx(text, LowerAggrCopiesPass(lower_aggr_unrolled_stores_limit=1 << 20), ConvertLLVMToPTXPass())


def _copy_kernel(type_text: str, src_align: int, dst_align: int, field_text: str | None) -> str:
    """`store (load p), q` of one aggregate; with `field_text`, field 0 is also stored to r,
    which makes the value a second reader's and sends it down the split path."""
    extra = ""
    if field_text is not None:
        extra = (
            f"  %f = llvm.extractvalue %v[0] : {type_text}\n"
            f"  llvm.store %f, %r : {field_text}, !llvm.ptr<1>\n"
        )
    return (
        "llvm.func @copy(%p: !llvm.ptr<1>, %q: !llvm.ptr<1>, %r: !llvm.ptr<1>) "
        "attributes {nvvm.kernel} {\n"
        f"  %v = llvm.load %p {{alignment = {src_align} : i64}} : !llvm.ptr<1> -> {type_text}\n"
        + extra
        + f"  llvm.store %v, %q {{alignment = {dst_align} : i64}} : {type_text}, !llvm.ptr<1>\n"
        "  llvm.return\n}\n"
    )


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    type_text=aggregate_types(),
    src_align=ALIGNMENTS,
    dst_align=ALIGNMENTS,
    second_use=st.booleans(),
)
def test_copy_bytes_match_llvm_nvptx(
    type_text: str, src_align: int, dst_align: int, second_use: bool
):
    """Random struct copies: our PTX reads and writes exactly the global bytes LLVM's does
    (the leaves, never the padding), and ptxas accepts it."""
    pytest.importorskip("llvmlite")
    from nvvm_xdsl_testing.cuda_tools import has_tool, ptxas
    from nvvm_xdsl_testing.llvm_oracle import llvm_ptx
    from nvvm_xdsl_testing.mlir_to_llvm_ir import mlir_to_llvm_ir

    signature = parse_mlir(f"llvm.func @f(!llvm.ptr) -> {type_text}").ops.first
    assert isinstance(signature, llvm.FuncOp)
    aggregate = signature.function_type.output
    # 128 bytes and up are byte loops in LLVM: no static footprint to compare.
    if store_size(aggregate) >= 128:
        return
    field_text = None
    first_field = aggregate.types.data[0]  # type: ignore[attr-defined]
    if second_use and not is_aggregate(first_field):
        # Split leaves are accessed with their own types: keep them naturally aligned.
        src_align = dst_align = max(src_align, dst_align, abi_align(aggregate))
        field_text = str(first_field)
    text = _copy_kernel(type_text, src_align, dst_align, field_text)
    ours = _our_ptx(text)
    theirs = llvm_ptx(mlir_to_llvm_ir(text))
    assert _global_coverage(ours, "copy") == _global_coverage(theirs, "copy")
    if field_text is None:
        # A copy moves the widest pieces; split stores go leaf by leaf by design (LLVM's DAG
        # may merge adjacent leaf stores there).
        assert len(_global_accesses(ours, "copy")) <= len(_global_accesses(theirs, "copy"))
    if has_tool("ptxas"):
        ptxas(ours).check()


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(length=st.integers(1, 127), dst_align=ALIGNMENTS, src_align=ALIGNMENTS)
def test_memcpy_bytes_match_llvm_nvptx(length: int, dst_align: int, src_align: int):
    """Where LLVM unrolls a constant memcpy too, both cover [0, length) and ours needs no more
    accesses; where LLVM emits its byte loop, ours is straight-line code."""
    pytest.importorskip("llvmlite")
    from nvvm_xdsl_testing.cuda_tools import has_tool, ptxas
    from nvvm_xdsl_testing.llvm_oracle import llvm_ptx

    text = intrinsic_function("memcpy", length, dst_align, src_align).replace("!llvm.ptr", "!llvm.ptr<1>")
    text = text.replace("llvm.func @f(", "llvm.func @copy(").replace(
        ") {\n", ") attributes {nvvm.kernel} {\n", 1
    )
    ours = _our_ptx(text)
    # The exporter drops memcpy's `arg_attrs`, so LLVM's input is written out by hand.
    theirs = llvm_ptx(
        "declare void @llvm.memcpy.p1.p1.i64(ptr addrspace(1), ptr addrspace(1), i64, i1)\n"
        "define ptx_kernel void @copy(ptr addrspace(1) %d, ptr addrspace(1) %s, i64 %n, i8 %v) {\n"
        f"  call void @llvm.memcpy.p1.p1.i64(ptr addrspace(1) align {dst_align} %d, "
        f"ptr addrspace(1) align {src_align} %s, i64 {length}, i1 false)\n"
        "  ret void\n}\n"
    )
    assert "bra" not in ours[ours.index("{"):]
    our_read, our_written = _global_coverage(ours, "copy")
    assert our_read == our_written == set(range(length))
    if "bra" not in theirs[theirs.index("{"):]:
        assert _global_coverage(theirs, "copy") == (our_read, our_written)
        assert len(_global_accesses(ours, "copy")) <= len(_global_accesses(theirs, "copy"))
    if has_tool("ptxas"):
        ptxas(ours).check()


FILECHECK_DIR = Path(__file__).parent / "filecheck" / "transforms" / "lower_aggr_copies"
IR_TESTS = sorted(p for p in FILECHECK_DIR.glob("*.mlir") if not p.name.startswith(("errors", "ptx_")))


@pytest.mark.parametrize("path", IR_TESTS, ids=lambda p: p.stem)
def test_every_lowered_test_input_assembles(path: Path):
    """Every shape in the FileCheck inputs goes through the backend and ptxas, and running the
    pass a second time changes nothing."""
    from nvvm_xdsl_testing.cuda_tools import has_tool, ptxas

    for chunk in path.read_text().split("// -----"):
        module = lower(chunk)
        once = str(module)
        LowerAggrCopiesPass().apply(None, module)  # type: ignore[arg-type]
        assert str(module) == once
        ptx = _our_ptx(chunk)
        if has_tool("ptxas"):
            ptxas(ptx, relocatable=True).check()


def _leaf_range_by_scan(aggregate_type, path) -> tuple[int, int]:
    """The leaves below `path`, found by scanning every leaf (zero-sized members: an empty
    range where their leaves would be)."""
    hits = [i for i, leaf in enumerate(flatten(aggregate_type)) if leaf.path[: len(path)] == path]
    if not hits:
        start = sum(1 for leaf in flatten(aggregate_type) if leaf.path < path)
        return start, start
    return hits[0], hits[-1] + 1


def test_leaf_ranges_from_the_table_are_the_scanned_ones():
    """`_leaf_range` reads a per-type table of every index path's leaves (issue 19)."""
    from itertools import product

    from xdsl.dialects.builtin import f32, i8, i32
    from xdsl.dialects.llvm import LLVMArrayType, LLVMStructType

    from nvvm_xdsl.transforms.lower_aggr_copies import _leaf_range

    empty = LLVMStructType.from_type_list([])
    types = [
        LLVMStructType.from_type_list(
            [i32, LLVMStructType.from_type_list([f32, i8]), LLVMArrayType(3, i32), empty, i8]
        ),
        LLVMArrayType(2, LLVMStructType.from_type_list([empty, f32, LLVMArrayType(0, i32), i32])),
        LLVMStructType.from_type_list([f32] * 128),
    ]
    for aggregate_type in types:
        for length in range(4):
            for path in product(range(5), repeat=length):
                assert _leaf_range(aggregate_type, path) == _leaf_range_by_scan(aggregate_type, path)
