"""Op definitions built on first use (nvvm_xdsl/dialects/xdsl_compat_lazy_op_defs.py): every op of
the universe's dialects still defines, and a pending op behaves as a defined one wherever it is used."""

from __future__ import annotations

import xdsl.irdl
from xdsl.dialects.builtin import IntegerAttr, i32
from xdsl.irdl import IRDLOperation, operand_def, prop_def, result_def
from xdsl.utils.test_value import create_ssa_value

from nvvm_xdsl.compiler import universe_context
from nvvm_xdsl.dialects import xdsl_compat_lazy_op_defs as lazy
from nvvm_xdsl.dialects.xdsl_compat_fast_ir import ConcreteIRMeta


def test_every_pending_op_defines() -> None:
    ctx = universe_context()
    for name in list(ctx.registered_dialect_names):
        ctx.get_optional_dialect(name)
    # The nvvm op families, loaded on the first nvvm name the dialect's core lacks.
    assert ctx.get_optional_op("nvvm.wgmma.mma_async") is not None
    lazy.define_all()  # earlier tests' ops too
    assert not lazy._pending
    # Every op of the dialects is defined, as at import before the workaround.
    ops = [op for op in ctx.loaded_ops if issubclass(op, IRDLOperation)]
    assert len(ops) > 300
    assert all(type(op) is not lazy.PendingOpMeta for op in ops)
    assert all(op.get_irdl_definition().name == op.name for op in ops)


def _pending_op() -> type[IRDLOperation]:
    # As a dialect module imported after the workaround reads it (this module's imports ran before).
    @xdsl.irdl.irdl_op_definition
    class AddOneOp(IRDLOperation):
        name = "test.add_one"
        value = operand_def(i32)
        res = result_def(i32)
        step = prop_def(IntegerAttr)

    return AddOneOp


def test_name_isinstance_and_hash_leave_an_op_pending() -> None:
    op = _pending_op()
    assert type(op) is lazy.PendingOpMeta and op in lazy._pending
    assert op.name == "test.add_one" and op.__name__ == "AddOneOp"
    assert not isinstance(object(), op) and issubclass(op, IRDLOperation)
    assert {op: 1}[op] == 1
    assert op in lazy._pending


def test_first_use_defines() -> None:
    # Each a way passes and the parser first meet an op: its class attributes, a call, a subclass.
    by_attribute = _pending_op()
    assert by_attribute.get_irdl_definition().operands[0][0] == "value"
    assert type(by_attribute) is ConcreteIRMeta and by_attribute not in lazy._pending

    by_call = _pending_op()
    value = create_ssa_value(i32)
    built = by_call.create(operands=[value], result_types=[i32], properties={"step": IntegerAttr(1, i32)})
    assert built.value is value and built.res.type == i32 and built.step == IntegerAttr(1, i32)
    assert by_call.__init__ is not None
    direct = _pending_op()
    assert direct(operands=[value], result_types=[i32], properties={"step": IntegerAttr(2, i32)}).value is value
    assert direct not in lazy._pending

    base = _pending_op()

    class Derived(base):  # type: ignore[valid-type,misc]
        name = "test.add_one_derived"

    assert base not in lazy._pending and type(Derived) is ConcreteIRMeta
    assert Derived.get_irdl_definition() is base.get_irdl_definition()


def test_a_method_set_on_a_pending_op_replaces_the_defined_one() -> None:
    op = _pending_op()

    def verify_(self: IRDLOperation) -> None:
        raise AssertionError("only this one")

    op.verify_ = verify_  # type: ignore[method-assign]
    assert op not in lazy._pending and op.verify_ is verify_


def test_when_defined_runs_after_the_definition() -> None:
    seen: list[object] = []
    op = _pending_op()
    lazy.when_defined(op, lambda cls: seen.append(cls.get_irdl_definition().name))
    assert not seen
    op.get_irdl_definition()
    assert seen == ["test.add_one"]
    lazy.when_defined(op, lambda cls: seen.append(cls))
    assert seen == ["test.add_one", op]
