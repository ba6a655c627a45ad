"""Selection patterns of control flow: `llvm.br`, `llvm.cond_br`, `llvm.switch`, `llvm.return`,
`llvm.unreachable`. Values passed to block arguments travel on `ptx.bra` (ptx-lower-block-args
turns them into moves); a conditional edge that passes values gets a block of its own.
`SELECTORS` maps each op class to its pattern."""

from __future__ import annotations

from collections.abc import Sequence

from xdsl.dialects import llvm
from xdsl.dialects.builtin import DictionaryAttr, IntegerType
from xdsl.ir import Block, Operation, SSAValue

from nvvm_xdsl import address_spaces as AS
from nvvm_xdsl.backend import abi
from nvvm_xdsl.backend.isel_core import Selector, SelectorCore
from nvvm_xdsl.backend.values import REG_BITS, Addr, Imm, leaf_cls
from nvvm_xdsl.dialects import llvm_ext, ptx
from nvvm_xdsl.kernel_abi import SIGNEXT_ATTR


def _edge(sel: SelectorCore, dest: Block, args: Sequence[SSAValue], op: Operation) -> tuple[Block, list[SSAValue]]:
    """The ptx block of `dest` and the registers an edge to it passes."""
    regs: list[SSAValue] = []
    for value in args:
        regs.extend(sel.reg(leaf) for leaf in sel.get(value, op))
    return sel.blocks[dest], regs


def _branch_target(sel: SelectorCore, dest: Block, args: Sequence[SSAValue], op: Operation) -> Block:
    """The block a conditional branch jumps to; edges with values get a block of their own."""
    target, regs = _edge(sel, dest, args, op)
    if not regs:
        return target
    assert sel.current is not None
    split = Block()
    sel.pfunc.body.insert_block_after(split, sel.current)
    saved = sel.current
    sel.current = split
    sel.add(ptx.BraOp(target, regs))
    sel.current = saved
    return split


def select_br(sel: SelectorCore, op: llvm.BrOp) -> None:
    dest, regs = _edge(sel, op.successor, op.arguments, op)
    sel.add(ptx.BraOp(dest, regs))


def select_cond_br(sel: SelectorCore, op: llvm.CondBrOp) -> None:
    cond = sel.reg(sel.get1(op.cond, op))
    else_target = _branch_target(sel, op.else_block, op.else_arguments, op)
    then_target = _branch_target(sel, op.then_block, op.then_arguments, op)
    sel.add(ptx.CBraOp(cond, then_target, else_target))


def select_switch(sel: SelectorCore, op: llvm_ext.SwitchOp) -> None:
    """A chain of compare-and-branch, one per case, then the default edge."""
    t = op.value.type
    value = sel.reg(sel.normalized(sel.get1(op.value, op), t, False))
    cls = leaf_cls(value)
    bits = 16 if cls == "b16" else REG_BITS[cls]
    cases = zip(op.case_value_list(), op.case_destinations, op.case_operand_groups(), strict=False)
    for case_value, dest, args in cases:
        if isinstance(t, IntegerType) and t.width.data == 8:
            case_value &= 0xFF
        target = _branch_target(sel, dest, args, op)
        pred = sel.setp("eq", f"b{bits}", value, Imm(str(case_value), cls))
        assert sel.current is not None
        following = Block()
        sel.pfunc.body.insert_block_after(following, sel.current)
        sel.add(ptx.CBraOp(pred, target, following))
        sel.current = following
    dest, regs = _edge(sel, op.default_destination, op.default_operands, op)
    sel.add(ptx.BraOp(dest, regs))


def _returns_sign_extended(func: llvm.FuncOp) -> bool:
    res_attrs = func.res_attrs
    if res_attrs is None or not res_attrs.data:
        return False
    entry = res_attrs.data[0]
    return isinstance(entry, DictionaryAttr) and SIGNEXT_ATTR in entry.data


def select_return(sel: SelectorCore, op: llvm.ReturnOp) -> None:
    if op.operands:
        value = op.operands[0]
        t = value.type
        leaves = sel.get(value, op)
        if abi.passed_as_array(t):
            for leaf, v in zip(abi.leaves(t), leaves, strict=False):
                sel.store_leaf(Addr(abi.RETVAL_NAME, leaf.offset, AS.PARAM), leaf.type, v, op)
        else:
            sel.store_promoted(abi.RETVAL_NAME, t, leaves[0], signed=_returns_sign_extended(sel.func))
    sel.add(ptx.RetOp())


def select_unreachable(sel: SelectorCore, op: llvm.UnreachableOp) -> None:
    sel.add(ptx.TrapOp())


SELECTORS: dict[type[Operation], Selector] = {
    llvm.BrOp: select_br,
    llvm.CondBrOp: select_cond_br,
    llvm_ext.SwitchOp: select_switch,
    llvm.ReturnOp: select_return,
    llvm.UnreachableOp: select_unreachable,
}
