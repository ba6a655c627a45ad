"""`xdsl_compat_fast_ir`: IR classes answer `isinstance` from their MRO, exactly as
ABCMeta would, and a `register`ed virtual subclass still counts."""

from __future__ import annotations

import abc

import nvvm_xdsl.dialects.xdsl_compat_fast_ir as fast
from nvvm_xdsl.universe import extended_llvm_dialect


def test_op_classes_skip_abcmeta_and_answer_as_before() -> None:
    from xdsl.dialects import builtin, llvm

    from nvvm_xdsl.dialects.llvm_ext import InlineAsmOp

    dialect = extended_llvm_dialect()
    ops = list(dialect.operations)
    # (PendingOpMeta, a ConcreteIRMeta, while the op's definition has not been built yet)
    assert issubclass(type(llvm.AddOp), fast.ConcreteIRMeta)
    assert type(builtin.IntegerType) is fast.ConcreteIRMeta
    # This project registers its InlineAsmOp as xDSL's: that class keeps ABCMeta's check.
    assert type(llvm.InlineAsmOp) is abc.ABCMeta
    assert isinstance(InlineAsmOp.create(), llvm.InlineAsmOp)
    instances = [op.create() for op in ops[:60]]
    for cls in ops[:60]:
        for instance in instances:
            assert isinstance(instance, cls) == abc.ABCMeta.__instancecheck__(cls, instance)


def test_a_later_registration_goes_back_to_abcmeta() -> None:
    from xdsl.irdl import IRDLOperation, irdl_op_definition

    @irdl_op_definition
    class Base(IRDLOperation):
        name = "test.fast_isinstance_base"

    @irdl_op_definition
    class Other(IRDLOperation):
        name = "test.fast_isinstance_other"

    assert isinstance(Base, fast.ConcreteIRMeta)  # (a subclass while its definition is pending)
    assert not isinstance(Other.create(), Base)
    Base.register(Other)
    assert type(Base) is abc.ABCMeta
    assert isinstance(Other.create(), Base)


def test_named_operands_results_and_uses() -> None:
    from xdsl.dialects import builtin, llvm
    from xdsl.ir.core import SSAValues
    from xdsl.utils.test_value import create_ssa_value

    lhs, rhs = create_ssa_value(builtin.i32), create_ssa_value(builtin.i32)
    add = llvm.AddOp(lhs, rhs)
    assert add.lhs is lhs and add.rhs is rhs and add.res is add.results[0]
    assert add.operands[1] is rhs and add.operands[-1] is rhs
    assert type(add.operands[0:1]) is SSAValues and tuple(add.operands[0:1]) == (lhs,)
    assert [use.operation for use in lhs.uses] == [add] and [use.index for use in rhs.uses] == [1]
    call = llvm.CallOp("f", lhs, rhs, return_type=builtin.i32)
    assert tuple(call.args) == (lhs, rhs) and type(call.args) is SSAValues
    # Building an op again (xDSL's setters) drops the old uses.
    llvm.AddOp.__init__(add, rhs, rhs)
    assert [use.operation for use in lhs.uses] == [call]
    assert sorted((use.operation.name, use.index) for use in rhs.uses) == [("llvm.add", 0), ("llvm.add", 1), ("llvm.call", 1)]


def test_defaults_filled_in_as_xdsl_does() -> None:
    from xdsl.dialects import llvm
    from xdsl.irdl import IRDLOperation
    from xdsl.irdl.operations import OptionalDef

    for op_class in extended_llvm_dialect().operations:
        op = op_class.create()
        op_def = op_class.get_irdl_definition()
        for present, definitions in ((op.properties, op_def.properties), (op.attributes, op_def.attributes)):
            expected = {
                name: definition.default_value
                for name, definition in definitions.items()
                if not isinstance(definition, OptionalDef) and definition.default_value is not None
            }
            assert present == expected, op_class.name
    assert issubclass(llvm.AddOp, IRDLOperation)


def _reference_walk(op, reverse: bool, region_first: bool) -> list:
    """xDSL's walk order, spelt out: op, then its regions' blocks' ops (or op last)."""
    found = [] if region_first else [op]
    for region in reversed(op.regions) if reverse else op.regions:
        for block in reversed(list(region.blocks)) if reverse else list(region.blocks):
            ops = list(block.ops)
            for inner in reversed(ops) if reverse else ops:
                found.extend(_reference_walk(inner, reverse, region_first))
    return found + [op] if region_first else found


def test_walks_links_and_block_iteration() -> None:
    from xdsl.dialects import llvm

    from nvvm_xdsl.compiler import parse_input, universe_context

    text = b"""
    llvm.func @f(%a: i32, %c: i1) -> i32 {
      %one = llvm.mlir.constant(1 : i32) : i32
      llvm.cond_br %c, ^b1, ^b2
    ^b1:
      %x = llvm.add %a, %one : i32
      llvm.return %x : i32
    ^b2:
      llvm.return %a : i32
    }
    llvm.func @g() {
      llvm.return
    }
    """
    module = parse_input(universe_context(), text, "walk.mlir")
    for reverse in (False, True):
        for region_first in (False, True):
            expected = _reference_walk(module, reverse, region_first)
            assert list(module.walk(reverse=reverse, region_first=region_first)) == expected
            assert list(module.body.walk(reverse=reverse, region_first=region_first)) == [
                op for op in expected if op is not module
            ]
    func = next(op for op in module.walk() if isinstance(op, llvm.FuncOp))
    first, second = func.body.blocks[0], func.body.blocks[1]
    assert list(first.walk(reverse=True)) == list(reversed(list(first.ops)))
    assert first.next_block is second and second.prev_block is first and first.first_op.next_op.prev_op is first.first_op
    assert first.args[0].owner is first and first.first_op.results[0].owner is first.first_op
    assert first.args[0].type == first.args[0]._type and [use.operation for use in first.args[0].uses]
    # The next op is read before an op is handed out: erasing the current op keeps the walk going.
    seen = []
    for op in second.walk():
        seen.append(op.name)
        op.detach()
        op.erase(safe_erase=False)
    assert seen == ["llvm.add", "llvm.return"] and second.first_op is None


def test_operand_views_and_identity_hashes() -> None:
    from xdsl.dialects import builtin, llvm
    from xdsl.ir import Block
    from xdsl.utils.test_value import create_ssa_value

    lhs, rhs = create_ssa_value(builtin.i32), create_ssa_value(builtin.i32)
    add = llvm.AddOp(lhs, rhs)
    view = add.operands
    assert tuple(view) == (lhs, rhs)
    add.operands = [rhs, rhs]  # the setter moves the uses; a view reads the op's operands live
    assert tuple(view) == (rhs, rhs) and lhs.first_use is None and len(list(rhs.uses)) == 2
    view[0] = lhs
    assert add.lhs is lhs and [use.index for use in lhs.uses] == [0]
    target = Block()
    branch = llvm.BrOp(target)
    assert list(branch.successors) == [target]
    assert [use.operation for use in target.uses] == [branch]
    for thing in (add, add.res, target, lhs.first_use):
        assert hash(thing) == object.__hash__(thing) and thing == thing
    assert add != llvm.AddOp(lhs, rhs)


def test_builder_form_builds_what_irdl_op_init_builds() -> None:
    """The direct path of `irdl_op_init` gives the op xDSL's builds (same operands, uses, result
    types, properties, attributes); the other cases (an op as an operand, a variadic or a
    segment-sized definition, a wrong count) still go through xDSL's, errors included."""
    import pytest
    from xdsl.dialects import llvm
    from xdsl.dialects.builtin import IntegerAttr, StringAttr, i1, i32
    from xdsl.ir import Block

    block = Block(arg_types=[i32, i32, i1])
    x, y, c = block.args

    def both(build):
        fast_op = build()
        irdl_operations = fast.irdl_operations
        irdl_operations.irdl_op_init = fast._stock_irdl_op_init
        try:
            stock_op = build()
        finally:
            irdl_operations.irdl_op_init = fast._irdl_op_init
        assert fast_op.operands == stock_op.operands and fast_op.result_types == stock_op.result_types
        assert fast_op.properties == stock_op.properties and fast_op.attributes == stock_op.attributes
        assert [use.index for use in fast_op._operand_uses] == list(range(len(fast_op.operands)))
        return fast_op

    add = both(lambda: llvm.AddOp(x, y))
    assert fast._plain(add.get_irdl_definition()) and add in [use.operation for use in x.uses]
    const = both(lambda: llvm.ConstantOp(IntegerAttr(7, i32), i32))
    both(lambda: llvm.SelectOp(c, x, y))
    both(lambda: llvm.AddOp.build(operands=[const, const], result_types=[i32]))  # ops as operands: xDSL's path
    both(lambda: llvm.CallOp("f", x, y, return_type=i32))  # variadic operands
    both(lambda: llvm.ICmpOp(x, y, IntegerAttr(0, 64)))
    assert not fast._plain(llvm.CallOp.get_irdl_definition())
    with pytest.raises(ValueError, match="Expected 2 operand, but got 1"):
        llvm.AddOp.build(operands=[x], result_types=[i32])
    tagged = llvm.AddOp.build(operands=[x, y], result_types=[i32], attributes={"tag": StringAttr("t"), "none": None})
    assert tagged.attributes["tag"] == StringAttr("t") and "none" not in tagged.attributes
