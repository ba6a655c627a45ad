"""`nvvm_xdsl.verification.memoized_op_verification` (issue 19): each op signature's constraints are
checked once, traits on every op, and a bad op fails exactly as it does without the memo."""

from __future__ import annotations

from dataclasses import dataclass

import pytest
from xdsl.dialects import test as test_dialect
from xdsl.dialects.builtin import ModuleOp, i32, i64
from xdsl.ir import Operation
from xdsl.irdl import IRDLOperation, OpDef, irdl_op_definition, operand_def, result_def, traits_def
from xdsl.traits import OpTrait
from xdsl.utils.exceptions import VerifyException

from nvvm_xdsl import verification
from nvvm_xdsl.verification import memoized_op_verification

_trait_calls: list[Operation] = []


@dataclass(frozen=True)
class _CountingTrait(OpTrait):
    def verify(self, op: Operation) -> None:
        _trait_calls.append(op)


@irdl_op_definition
class _CountedOp(IRDLOperation):
    name = "test_verification.counted"
    x = operand_def(i32)
    res = result_def(i32)
    traits = traits_def(_CountingTrait())


def _module(result_types: list) -> ModuleOp:
    source = test_dialect.TestOp(result_types=[i32])
    ops: list[Operation] = [source]
    for result_type in result_types:
        ops.append(_CountedOp.create(operands=[source.results[0]], result_types=[result_type]))
    return ModuleOp(ops)


def test_one_constraint_check_per_signature_traits_on_every_op(monkeypatch: pytest.MonkeyPatch):
    stock_checks: list[Operation] = []
    stock = verification._stock_verify
    assert OpDef.verify is stock

    def counting(op_def: OpDef, op: Operation) -> None:
        if isinstance(op, _CountedOp):
            stock_checks.append(op)
        stock(op_def, op)

    monkeypatch.setattr(verification, "_stock_verify", counting)
    module = _module([i32, i32, i32])
    _trait_calls.clear()
    with memoized_op_verification():
        module.verify()
    assert len(stock_checks) == 1
    assert len(_trait_calls) == 3
    assert OpDef.verify is stock, "the stock check is back after the block"


def test_a_bad_op_after_good_ones_fails_as_without_the_memo():
    with pytest.raises(VerifyException) as expected:
        _module([i64]).verify()
    with pytest.raises(VerifyException) as memoized:
        with memoized_op_verification():
            _module([i32, i32, i64]).verify()
    assert str(memoized.value) == str(expected.value)
    assert "i64" in str(memoized.value)
