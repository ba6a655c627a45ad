"""Hand-checkable DataLayout facts the seeds and issues name (the full property test against
LLVM is tests/test_datalayout.py)."""

import pytest
from xdsl.dialects.builtin import IntegerType, VectorType, f32, f64, i8, i32, i64
from xdsl.dialects.llvm import LLVMArrayType, LLVMPointerType, LLVMStructType

from nvvm_xdsl import datalayout as DL


def struct(*types):
    return LLVMStructType.from_type_list(list(types))


def test_seed000_struct_uses_llvm_alloc_size_not_seed_size():
    # Seed 000 says 28 bytes for {f64, i8, [4 x i32]}; LLVM (and so the PTX ABI) rounds to 32.
    s = struct(f64, i8, LLVMArrayType(4, i32))
    assert DL.field_offsets(s) == (0, 8, 12)
    assert DL.alloc_size(s) == 32
    assert DL.abi_align(s) == 8


def test_flatten_orders_leaves_by_offset():
    s = struct(i32, struct(f32, f64), IntegerType(16))
    leaves = DL.flatten(s)
    assert [leaf.type for leaf in leaves] == [i32, f32, f64, IntegerType(16)]
    assert [leaf.offset for leaf in leaves] == [0, 8, 16, 24]
    assert [leaf.path for leaf in leaves] == [(0,), (1, 0), (1, 1), (2,)]


def test_i128_and_odd_vectors():
    assert DL.abi_align(IntegerType(128)) == 16
    v3 = VectorType(i32, [3])
    assert (DL.store_size(v3), DL.alloc_size(v3), DL.abi_align(v3)) == (12, 16, 16)
    assert DL.alloc_size(LLVMPointerType()) == 8 and DL.abi_align(i64) == 8


def test_common_alignment():
    assert DL.common_alignment(8, 0) == 8
    assert DL.common_alignment(8, 4) == 4
    assert DL.common_alignment(8, 24) == 8
    assert DL.common_alignment(16, 6) == 2


def test_identity_table_answers_as_the_cache_and_stays_bounded(monkeypatch: pytest.MonkeyPatch):
    """`flatten` & co. look a type up by identity before `functools.cache` (issue 19); equal
    types made separately get equal answers, and the table empties itself past its limit."""
    from xdsl.dialects.builtin import f32 as f32_type
    from xdsl.dialects.builtin import i8 as i8_type
    from xdsl.dialects.llvm import LLVMStructType

    from nvvm_xdsl import datalayout

    monkeypatch.setattr(datalayout, "_IDENTITY_TABLE_LIMIT", 3)
    types = [LLVMStructType.from_type_list([f32_type] * n + [i8_type]) for n in range(1, 9)]
    first = [datalayout.flatten(t) for t in types]
    again = [datalayout.flatten(LLVMStructType.from_type_list([f32_type] * n + [i8_type])) for n in range(1, 9)]
    assert first == again
    assert first == [datalayout.flatten.__wrapped__(t) for t in types]  # computed afresh
    assert [datalayout.size_in_bits(t) for t in types] == [datalayout.size_in_bits.__wrapped__(t) for t in types]
