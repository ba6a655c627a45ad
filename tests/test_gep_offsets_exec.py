"""Address and offset rules of llvm-peephole found on Triton's held-out kernels (v29, #26),
run on the host by LLVM's JIT before and after the middle end on the same inputs:

* `gep (gep p[c])[x]` -> `gep (gep p[x])[c]` (SinkConstantGEP);
* `gep p[x ^ c]` / `gep p[x | c]` with bits of c known zero in x: those bits an added offset
  (SplitConstantGEPIndex);
* `(x + c2) * y` after `(x + c1) * y` -> `(x + c1) * y + (c2 - c1) * y`
  (StrengthReduceOffsetProducts), with wrapping values of x, y and c;
* `icmp (sext/zext x), c` -> `icmp x, c'` (NarrowExtendedCompare), every predicate, constants
  at and beyond the narrow type's limits.
"""

from __future__ import annotations

import random

import pytest

pytest.importorskip("llvmlite")

from xdsl.dialects import llvm  # noqa: E402
from xdsl.dialects.builtin import IntegerType  # noqa: E402

from nvvm_xdsl.transforms.llvm_peephole import constant_int  # noqa: E402
from nvvm_xdsl_testing.exec_check import assert_same_memory, optimised, word_args  # noqa: E402
from nvvm_xdsl_testing.mlir_to_llvm_ir import parse_mlir  # noqa: E402
from tests.test_middle_end_exec import EDGE_VALUES, loop_kernel  # noqa: E402

OFFSETS = (0, 5, -7, 100000, 2**31 - 1, -(2**31))
# the table read through the swizzled indices: 64 words
TABLE = 64


def _body() -> tuple[list[str], int]:
    lines = [
        "    %c3 = llvm.mlir.constant(3 : i32) : i32",
        "    %y = llvm.add %i, %c3 : i32",
        "    %m15 = llvm.mlir.constant(15 : i32) : i32",
        "    %low = llvm.and %x, %m15 : i32",
    ]
    results = []
    for k, c in enumerate(OFFSETS):
        lines += [f"    %o{k} = llvm.mlir.constant({c} : i32) : i32", f"    %a{k} = llvm.add %x, %o{k} : i32",
                  f"    %r{k} = llvm.mul %a{k}, %y : i32"]
        results.append(f"%r{k}")
    # (x & 15) ^ 48 and (x & 15) | 32: the high bits are offsets into the table
    for k, (op, c) in enumerate((("xor", 48), ("xor", 33), ("or", 32), ("or", 47))):
        lines += [f"    %s{k} = llvm.mlir.constant({c} : i32) : i32", f"    %j{k} = llvm.{op} %low, %s{k} : i32",
                  f"    %q{k} = llvm.getelementptr %table[%j{k}] : (!llvm.ptr, i32) -> !llvm.ptr, i32",
                  f"    %v{k} = llvm.load %q{k} : !llvm.ptr -> i32"]
        results.append(f"%v{k}")
    # gep (gep table[40])[x & 15], two chains
    for k, c in enumerate((40, 3)):
        lines += [f"    %b{k}c = llvm.mlir.constant({c} : i32) : i32",
                  f"    %b{k} = llvm.getelementptr %table[%b{k}c] : (!llvm.ptr, i32) -> !llvm.ptr, i32",
                  f"    %g{k} = llvm.getelementptr %b{k}[%low] : (!llvm.ptr, i32) -> !llvm.ptr, i32",
                  f"    %w{k} = llvm.load %g{k} : !llvm.ptr -> i32"]
        results.append(f"%w{k}")
    for slot, value in enumerate(results):
        lines += [
            f"    %slot{slot} = llvm.mlir.constant({slot} : i32) : i32",
            f"    %at{slot} = llvm.add %base, %slot{slot} : i32",
            f"    %p{slot} = llvm.getelementptr %out[%at{slot}] : (!llvm.ptr, i32) -> !llvm.ptr, i32",
            f"    llvm.store {value}, %p{slot} : i32, !llvm.ptr",
        ]
    return lines, len(results)


def test_offset_rules_compute_the_same_on_the_host():
    lines, width = _body()
    # the table is the input itself: in[0..63]
    text = loop_kernel("i32", width, ["    %table = llvm.getelementptr %in[0] : (!llvm.ptr) -> !llvm.ptr, i32", *lines])
    before = parse_mlir(text)
    after = optimised(before)
    # the rules applied: no xor/or by a constant with a bit above 15 left, no `mul` of `x + c`
    for op in after.walk():
        if isinstance(op, llvm.XOrOp | llvm.OrOp) and (c := constant_int(op.operands[1])) is not None:
            assert c < 16, op
    def offset_of_x(value) -> bool:  # `x + c`, x the loaded word
        add = value.owner
        return isinstance(add, llvm.AddOp) and isinstance(add.lhs.owner, llvm.LoadOp) and (
            constant_int(add.rhs) is not None)

    products = [op for op in after.walk() if isinstance(op, llvm.MulOp) and any(map(offset_of_x, op.operands))]
    assert not products, products
    rng = random.Random(29)
    inputs = (EDGE_VALUES + [rng.randint(-(2**31), 2**31 - 1) for _ in range(TABLE)])[:TABLE]
    assert_same_memory(before, after, word_args(inputs, 4 * len(inputs) * width), label=text)


PREDICATES = ("eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge")
COMPARED = (0, 1, -1, 7, 2**31 - 1, -(2**31), 2**31, 2**32 - 1, 2**32, -(2**31) - 1)


def test_narrowed_compares_compute_the_same_on_the_host():
    # x and x + 1, each sign- and zero-extended, compared with each other and with constants
    body = ["    %s = llvm.sext %x : i32 to i64", "    %z = llvm.zext %x : i32 to i64",
            "    %c1 = llvm.mlir.constant(1 : i32) : i32", "    %x1 = llvm.add %x, %c1 : i32",
            "    %s1 = llvm.sext %x1 : i32 to i64", "    %z1 = llvm.zext %x1 : i32 to i64",
            *(f"    %k{k} = llvm.mlir.constant({c} : i64) : i64" for k, c in enumerate(COMPARED))]
    results = []
    for p, predicate in enumerate(PREDICATES):
        for e in ("s", "z"):
            for k, rhs in enumerate([f"%{e}1", *(f"%k{k}" for k in range(len(COMPARED)))]):
                body += [f"    %t{p}{e}{k} = llvm.icmp \"{predicate}\" %{e}, {rhs} : i64",
                         f"    %w{p}{e}{k} = llvm.zext %t{p}{e}{k} : i1 to i32"]
                results.append(f"%w{p}{e}{k}")
    for slot, value in enumerate(results):
        body += [
            f"    %slot{slot} = llvm.mlir.constant({slot} : i32) : i32",
            f"    %at{slot} = llvm.add %base, %slot{slot} : i32",
            f"    %p{slot} = llvm.getelementptr %out[%at{slot}] : (!llvm.ptr, i32) -> !llvm.ptr, i32",
            f"    llvm.store {value}, %p{slot} : i32, !llvm.ptr",
        ]
    text = loop_kernel("i32", len(results), body)
    before = parse_mlir(text)
    after = optimised(before)
    wide = [op for op in after.walk() if isinstance(op, llvm.ICmpOp) and op.lhs.type == IntegerType(64)]
    assert len(wide) < len(results) // 2, len(wide)  # most narrowed (not: constants out of range)
    assert_same_memory(before, after, word_args(EDGE_VALUES, 4 * len(EDGE_VALUES) * len(results)), label="compares")
