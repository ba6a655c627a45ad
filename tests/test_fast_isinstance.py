"""`xdsl_compat_fast_isinstance`: IR classes answer `isinstance` from their MRO, exactly as
ABCMeta would, and a `register`ed virtual subclass still counts."""

from __future__ import annotations

import abc

import nvvm_xdsl.dialects.xdsl_compat_fast_isinstance as fast
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
