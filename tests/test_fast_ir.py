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
    assert type(llvm.AddOp) is fast.ConcreteIRMeta
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

    assert type(Base) is fast.ConcreteIRMeta
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
