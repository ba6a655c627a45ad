"""Property tests: nvvm_xdsl.datalayout against LLVM's own NVPTX64 DataLayout (llvmlite).

Random nested structs/arrays/vectors of every scalar kind are laid out by both; every size,
alignment and (recursive) field offset must agree, and so must constant GEP offsets and the
scales of dynamic GEP indices."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from xdsl.dialects.builtin import (
    BFloat16Type,
    Float16Type,
    Float32Type,
    Float64Type,
    IntAttr,
    IntegerType,
    VectorType,
)
from xdsl.dialects.llvm import LLVMArrayType, LLVMPointerType, LLVMStructType
from xdsl.ir import Attribute

from nvvm_xdsl import datalayout
from nvvm_xdsl_testing.mlir_to_llvm_ir import llvm_type, parse_mlir

pytest.importorskip("llvmlite")
from nvvm_xdsl_testing.llvm_oracle import (  # noqa: E402
    TypeLayout,
    llvm_datalayout,
    llvm_datalayout_queries,
    llvm_gep_offsets,
)

INTS = [IntegerType(w) for w in (1, 8, 16, 32, 64, 128)]
FLOATS = [Float16Type(), BFloat16Type(), Float32Type(), Float64Type()]


def pointer(space: int) -> LLVMPointerType:
    return LLVMPointerType(IntAttr(space)) if space else LLVMPointerType()


scalars = st.sampled_from([*INTS, *FLOATS, *(pointer(s) for s in (0, 1, 3, 5))])
vectors = st.builds(
    lambda elem, n: VectorType(elem, [n]),
    st.sampled_from([*INTS, *FLOATS]),
    st.integers(min_value=1, max_value=8),
)
leaves = st.one_of(scalars, vectors)


def aggregates(children: st.SearchStrategy[Attribute]) -> st.SearchStrategy[Attribute]:
    return st.one_of(
        st.lists(children, min_size=0, max_size=5).map(LLVMStructType.from_type_list),
        st.builds(
            lambda t, n: LLVMArrayType(n, t), children, st.integers(min_value=0, max_value=4)
        ),
    )


types = st.recursive(leaves, aggregates, max_leaves=12)
aggregate_types = aggregates(types)

SETTINGS = settings(
    max_examples=500, deadline=None, suppress_health_check=[HealthCheck.too_slow]
)


def assert_same_layout(t: Attribute, ref: TypeLayout, where: str = "") -> None:
    here = f"{t}{where}"
    assert datalayout.size_in_bits(t) == ref.size_in_bits, f"size_in_bits of {here}"
    assert datalayout.store_size(t) == ref.store_size, f"store_size of {here}"
    assert datalayout.alloc_size(t) == ref.alloc_size, f"alloc_size of {here}"
    assert datalayout.abi_align(t) == ref.abi_align, f"abi_align of {here}"
    if isinstance(t, LLVMStructType):
        assert list(datalayout.field_offsets(t)) == ref.field_offsets, f"field offsets of {here}"
        for i, (field, member) in enumerate(zip(t.types.data, ref.members, strict=True)):
            assert_same_layout(field, member, f"{where} field {i}")
    elif isinstance(t, LLVMArrayType):
        assert_same_layout(t.type, ref.members[0], f"{where} element")


def llvm_leaf_offsets(ref: TypeLayout, base: int = 0) -> list[int]:
    if ref.kind == "struct":
        return [
            off
            for field_off, member in zip(ref.field_offsets, ref.members, strict=True)
            for off in llvm_leaf_offsets(member, base + field_off)
        ]
    if ref.kind == "array":
        elem = ref.members[0]
        return [
            off for i in range(ref.count or 0) for off in llvm_leaf_offsets(elem, base + i * elem.alloc_size)
        ]
    return [base]


def test_layout_strings_are_llvms():
    # The 64-bit-shared layout is LLVM 22's own NVPTX64 one; the default adds the 32-bit shared
    # pointers `--nvptx-short-ptr` gives (LLVM's target machine then says p3:32:32 as well).
    assert datalayout.LONG_SHARED_DATA_LAYOUT_STRING == llvm_datalayout()
    assert datalayout.DATA_LAYOUT_STRING == llvm_datalayout().replace("e-", "e-p3:32:32-", 1)


@SETTINGS
@given(types)
def test_layout_matches_llvm(t: Attribute):
    # The default layout (32-bit shared pointers), as LLVM lays it out.
    ref = llvm_datalayout_queries(llvm_type(t), datalayout.DATA_LAYOUT_STRING)
    assert_same_layout(t, ref)
    # flatten(): leaves in memory order at LLVM's offsets; each leaf's index path leads there
    leaves_ = datalayout.flatten(t)
    assert [leaf.offset for leaf in leaves_] == llvm_leaf_offsets(ref)
    for leaf in leaves_:
        assert datalayout.path_offset(t, leaf.path) == (leaf.offset, leaf.type)


# LLVM 22's NVPTX64 layout also says i256:256 (integers wider than 128 bits align to 32) and
# p6:32:32 (tensor-memory pointers are 32-bit); the random types above rarely reach either.
@pytest.mark.parametrize(
    "t",
    [IntegerType(129), IntegerType(256), IntegerType(512), pointer(6),
     LLVMStructType.from_type_list([IntegerType(8), pointer(6)])],
    ids=str,
)
def test_wide_integers_and_tensor_pointers_match_llvm22(t: Attribute):
    ref = llvm_datalayout_queries(llvm_type(t), llvm_datalayout())
    assert_same_layout(t, ref)


@pytest.mark.parametrize("short", [True, False])
def test_shared_pointers_in_both_layouts_match_llvm(short: bool):
    t = LLVMStructType.from_type_list([IntegerType(8), pointer(3), LLVMArrayType(IntAttr(3), pointer(3)), pointer(0)])
    layout = datalayout.DATA_LAYOUT_STRING if short else llvm_datalayout()
    with datalayout.shared_pointer_bits(short):
        assert_same_layout(t, llvm_datalayout_queries(llvm_type(t), layout))


@st.composite
def gep_cases(draw) -> tuple[Attribute, list[int], list[int]]:
    """A type, a constant index path into it, and which positions (after the first) are
    passed as SSA values instead of constants (never struct positions)."""
    t = draw(types)
    path = [draw(st.integers(min_value=-3, max_value=3))]
    dynamic: list[int] = []
    if draw(st.booleans()):
        dynamic.append(0)
    current = t
    while isinstance(current, LLVMStructType | LLVMArrayType) and draw(st.integers(0, 3)):
        if isinstance(current, LLVMStructType):
            if not current.types.data:
                break
            index = draw(st.integers(0, len(current.types.data) - 1))
            current = current.types.data[index]
        else:
            # out-of-range array indices are valid GEP arithmetic
            index = draw(st.integers(min_value=-1, max_value=current.size.data + 1))
            if draw(st.booleans()):
                dynamic.append(len(path))
            current = current.type
        path.append(index)
    return t, path, dynamic


def parse_gep(t: Attribute, path: list[int], dynamic: list[int]):
    ssa_args = [f"%i{p}" for p in dynamic]
    index_text = ", ".join(f"%i{p}" if p in dynamic else str(i) for p, i in enumerate(path))
    params = ", ".join(["%p: !llvm.ptr", *(f"{a}: i64" for a in ssa_args)])
    operand_types = ", ".join(["!llvm.ptr", *("i64" for _ in ssa_args)])
    module = parse_mlir(
        f"llvm.func @f({params}) -> !llvm.ptr {{\n"
        f"  %g = llvm.getelementptr %p[{index_text}] : ({operand_types}) -> !llvm.ptr, {t}\n"
        f"  llvm.return %g : !llvm.ptr\n}}"
    )
    func = next(iter(module.ops))
    gep = next(iter(func.body.blocks[0].ops))
    args = {p: func.body.blocks[0].args[1 + k] for k, p in enumerate(dynamic)}
    return gep, args


@SETTINGS
@given(gep_cases())
def test_gep_offset_matches_llvm(case):
    t, path, dynamic = case
    gep, args = parse_gep(t, path, dynamic)
    # The oracle folds the offsets with LLVM's target machine, whose layout has 64-bit shared
    # pointers (the sizes of the default layout are checked by test_layout_matches_llvm).
    with datalayout.shared_pointer_bits(False):
        result = datalayout.gep_offset(gep)
    # With every SSA index at its drawn value, the offset is LLVM's for the constant path.
    by_value = {args[p]: path[p] for p in dynamic}
    total = result.constant + sum(by_value[v] * scale for v, scale in result.dynamic)
    probes = [path] + [[*path[:p], path[p] + 1, *path[p + 1 :]] for p in dynamic]
    offsets = llvm_gep_offsets(llvm_type(t), probes)
    assert total == offsets[0], f"gep {path} into {t}"
    # each dynamic index is scaled by the stride LLVM steps when that index grows by one
    scales = dict(zip((p for p in dynamic), (o - offsets[0] for o in offsets[1:]), strict=True))
    assert {p: s for p, (v, s) in zip(dynamic, result.dynamic, strict=True)} == scales
    assert [v for v, _ in result.dynamic] == [args[p] for p in dynamic]
