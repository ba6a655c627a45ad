"""`nvvm_xdsl.verification.memoized_op_verification` (issue 19): each op signature's constraints are
checked once, traits on every op, and a bad op fails exactly as it does without the memo."""

from __future__ import annotations

from dataclasses import dataclass

import pytest
from xdsl.dialects import test as test_dialect
from xdsl.dialects.builtin import IntegerAttr, ModuleOp, StringAttr, i32, i64
from xdsl.ir import Block, Operation, Region
from xdsl.irdl import (
    IRDLOperation,
    OpDef,
    SameVariadicOperandSize,
    attr_def,
    irdl_op_definition,
    operand_def,
    opt_prop_def,
    opt_result_def,
    prop_def,
    region_def,
    result_def,
    traits_def,
    var_operand_def,
)
from xdsl.traits import IsolatedFromAbove, NoTerminator, OpTrait
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
    constraint_checks: list[Operation] = []
    stock = verification._stock_verify
    assert OpDef.verify is stock
    check = verification._ConstraintCheck.check

    def counting(self: verification._ConstraintCheck, op: Operation) -> None:
        if isinstance(op, _CountedOp):
            constraint_checks.append(op)
        check(self, op)

    monkeypatch.setattr(verification._ConstraintCheck, "check", counting)
    module = _module([i32, i32, i32])
    _trait_calls.clear()
    with memoized_op_verification():
        module.verify()
    assert len(constraint_checks) == 1
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


def _verification_error(module: ModuleOp, memoized: bool) -> str | None:
    """The error verifying `module` raises (inside `memoized_op_verification` or not), if any."""
    try:
        if memoized:
            with memoized_op_verification():
                module.verify()
        else:
            module.verify()
    except VerifyException as error:
        return str(error)
    return None


@irdl_op_definition
class _VariadicOp(IRDLOperation):
    """Two variadic operand groups of the same size between fixed operands, an optional result,
    a required and an optional property, a required attribute."""

    name = "test_verification.variadic"
    first = operand_def(i32)
    xs = var_operand_def(i32)
    ys = var_operand_def(i64)
    last = operand_def(i64)
    res = opt_result_def(i32)
    kind = prop_def(StringAttr)
    note = opt_prop_def(StringAttr)
    tag = attr_def(IntegerAttr)
    irdl_options = (SameVariadicOperandSize(),)


def _variadic_op(
    operand_types: list, result_types: list, properties: dict, attributes: dict
) -> tuple[ModuleOp, Operation]:
    sources = [test_dialect.TestOp(result_types=[t]) for t in operand_types]
    op = _VariadicOp.create(
        operands=[source.results[0] for source in sources],
        result_types=result_types,
        properties=properties,
        attributes=attributes,
    )
    return ModuleOp([*sources, op]), op


_GOOD = ([i32, i32, i32, i64, i64, i64], [i32], {"kind": StringAttr("a")}, {"tag": IntegerAttr(1, i32)})


@pytest.mark.parametrize(
    "operand_types, result_types, properties, attributes",
    [
        _GOOD,
        ([i32, i64], [], {"kind": StringAttr("a"), "note": StringAttr("n")}, {"tag": IntegerAttr(1, i32)}),
        ([i32, i32, i32, i64, i64], [i32], *_GOOD[2:]),  # groups of unequal size
        ([i32], [i32], *_GOOD[2:]),  # too few operands
        ([i32, i32, i64, i64, i64, i64], [i32], *_GOOD[2:]),  # a type in the wrong group
        ([i32, i32, i32, i64, i64, i64], [i32, i32], *_GOOD[2:]),  # two optional results
        ([i32, i32, i32, i64, i64, i64], [i64], *_GOOD[2:]),  # the optional result's type
        (*_GOOD[:2], {}, _GOOD[3]),  # required property missing
        (*_GOOD[:2], {"kind": StringAttr("a"), "other": StringAttr("b")}, _GOOD[3]),  # undefined property
        (*_GOOD[:2], {"kind": IntegerAttr(1, i32)}, _GOOD[3]),  # property's constraint
        (*_GOOD[:3], {}),  # required attribute missing
        (*_GOOD[:3], {"tag": StringAttr("x")}),  # attribute's constraint
    ],
)
def test_constraint_check_fails_where_xdsl_fails_with_its_error(
    operand_types: list, result_types: list, properties: dict, attributes: dict
):
    """The precomputed constraint check accepts exactly what xDSL's accepts, and a rejected op
    gets xDSL's own message (twice the same op: the second is a memo candidate)."""
    stock_error = _verification_error(_variadic_op(operand_types, result_types, properties, attributes)[0], False)
    module, op = _variadic_op(operand_types, result_types, properties, attributes)
    check = verification._ConstraintCheck(op.get_irdl_definition())
    assert check.covered
    try:
        check.check(op)
        check_error = None
    except VerifyException:
        check_error = "failed"
    assert (check_error is None) == (stock_error is None)
    assert _verification_error(module, True) == stock_error


@irdl_op_definition
class _IsolatedOp(IRDLOperation):
    name = "test_verification.isolated"
    body = region_def()
    traits = traits_def(IsolatedFromAbove(), NoTerminator())


def _isolated_module(use_outside: bool, nested_isolated: bool) -> ModuleOp:
    """An isolated op whose body uses its own block argument and values defined inside, inside a
    nested isolated op too; with `use_outside`, the innermost op uses a value from outside."""
    outside = test_dialect.TestOp(result_types=[i32])
    inner_block = Block(arg_types=[i32])
    inside = test_dialect.TestOp(operands=[inner_block.args[0]], result_types=[i32])
    inner_block.add_op(inside)
    inner_block.add_op(test_dialect.TestOp(operands=[inside.results[0]]))
    last_operand = outside.results[0] if use_outside else inside.results[0]
    if nested_isolated:
        nested_block = Block(arg_types=[i32])
        nested_block.add_op(test_dialect.TestOp(operands=[nested_block.args[0]]))
        inner_block.add_op(_IsolatedOp.create(regions=[Region(nested_block)]))
    inner_block.add_op(test_dialect.TestOp(operands=[last_operand]))
    return ModuleOp([outside, _IsolatedOp.create(regions=[Region(inner_block)])])


@pytest.mark.parametrize("use_outside", [False, True])
@pytest.mark.parametrize("nested_isolated", [False, True])
def test_isolated_from_above_as_xdsl_decides(use_outside: bool, nested_isolated: bool):
    """The set-based IsolatedFromAbove check accepts what xDSL's does and fails with its error."""
    stock_error = _verification_error(_isolated_module(use_outside, nested_isolated), False)
    assert (stock_error is not None) == use_outside
    module = _isolated_module(use_outside, nested_isolated)
    assert verification._uses_only_values_from_inside(list(module.ops)[1]) == (not use_outside)
    assert _verification_error(module, True) == stock_error
    assert IsolatedFromAbove.verify is verification._stock_isolation_check


def _structure_errors() -> list[ModuleOp]:
    """Modules whose ops are each fine but whose structure is not: a block that does not end
    in a terminator, an empty block of a single-block region, a branch that does not end its
    block, a successor in another region."""
    from xdsl.dialects import test as test_dialect

    no_terminator = ModuleOp([test_dialect.TestOp(regions=[Region(Block([test_dialect.TestOp()]))])])
    empty_block = ModuleOp([test_dialect.TestOp(regions=[Region(Block())])])
    target = Block()
    branch_first = ModuleOp(
        [test_dialect.TestOp(regions=[Region([Block([test_dialect.TestTermOp(successors=[target]), test_dialect.TestOp()]), target])])]
    )
    elsewhere = Block([test_dialect.TestTermOp()])
    other_region = ModuleOp(
        [
            test_dialect.TestOp(regions=[Region(Block([test_dialect.TestTermOp(successors=[elsewhere])]))]),
            test_dialect.TestOp(regions=[Region(elsewhere)]),
        ]
    )
    return [no_terminator, empty_block, branch_first, other_region]


@pytest.mark.parametrize("index", range(4))
def test_structure_checks_fail_as_xdsls(index: int):
    """Inside the block, Operation/Block/Region.verify are the project's: same errors."""
    stock = _verification_error(_structure_errors()[index], memoized=False)
    assert stock is not None
    assert _verification_error(_structure_errors()[index], memoized=True) == stock
    assert Operation.verify.__module__.startswith("xdsl"), "xDSL's walk is back after the block"
