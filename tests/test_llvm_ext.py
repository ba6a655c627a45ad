"""Python constructors and verifiers of nvvm_xdsl/dialects/llvm_ext.py.

Each constructor is used the way a pass would use it; the built IR must verify, print in MLIR's
syntax and parse back. The atomics and casts verifiers are checked against LLVM 22's own IR
verifier (llvmlite) over a grid of types and orderings.
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence

import pytest
from xdsl.context import Context
from xdsl.dialects.builtin import (
    BFloat16Type,
    Builtin,
    IntAttr,
    IntegerType,
    ModuleOp,
    VectorType,
    f16,
    f32,
    f64,
    i1,
    i8,
    i32,
    i64,
)
from xdsl.dialects.llvm import (
    FuncOp,
    LLVMFunctionType,
    LLVMPointerType,
    LLVMStructType,
    LLVMVoidType,
    ReturnOp,
)
from xdsl.ir import Attribute, Block, Operation, Region, SSAValue
from xdsl.irdl import IRDLOperation
from xdsl.parser import Parser
from xdsl.traits import is_side_effect_free
from xdsl.transforms.dead_code_elimination import is_trivially_dead
from xdsl.utils.exceptions import VerifyException

from nvvm_xdsl.dialects.llvm_ext import (
    EXTRA_LLVM_OPS,
    AbsOp,
    AddrSpaceCastOp,
    AtomicBinOp,
    AtomicCmpXchgOp,
    AtomicOrdering,
    AtomicRMWOp,
    CountLeadingZerosOp,
    CountTrailingZerosOp,
    CtPopOp,
    ExtractElementOp,
    FenceOp,
    FPToSIOp,
    FPToUIOp,
    FreezeOp,
    MemcpyOp,
    MemmoveOp,
    MemsetOp,
    PoisonOp,
    SMaxOp,
    SMinOp,
    SwitchOp,
    UIToFPOp,
    UMaxOp,
    UMinOp,
    VaArgOp,
    VaCopyOp,
    VaEndOp,
    VaStartOp,
)
from nvvm_xdsl.universe import extended_llvm_dialect

PTR = LLVMPointerType()


def ptr(space: int) -> LLVMPointerType:
    return LLVMPointerType(IntAttr(space))


def context() -> Context:
    ctx = Context()
    ctx.load_dialect(Builtin)
    ctx.load_dialect(extended_llvm_dialect())
    return ctx


def function(
    arg_types: list[Attribute], extra_blocks: Sequence[Block] = (), variadic: bool = False
) -> tuple[FuncOp, Block]:
    entry = Block(arg_types=arg_types)
    fn = FuncOp(
        "f",
        LLVMFunctionType(arg_types, LLVMVoidType(), is_variadic=variadic),
        body=Region([entry, *extra_blocks]),
    )
    return fn, entry


def round_trip(fn: FuncOp) -> str:
    """Verify, print, re-parse and re-print; the two texts must agree."""
    module = ModuleOp([fn])
    module.verify()
    text = str(module)
    reparsed = Parser(context(), text).parse_module()
    reparsed.verify()
    assert str(reparsed) == text
    return text


def test_every_op_is_registered_under_llvm():
    dialect = extended_llvm_dialect()
    names = {op.name for op in dialect.operations}
    for op in EXTRA_LLVM_OPS:
        assert op.name.startswith("llvm.")
        assert op.name in names
    # The extension adds to xDSL's ops, it does not replace them.
    assert "llvm.load" in names and "llvm.call" in names


def test_values_and_casts():
    fn, b = function([ptr(1), f32, i32, VectorType(f32, [4]), VectorType(i64, [2])])
    g, f, x, v, vi = b.args
    ops: list[Operation] = [
        poison := PoisonOp(LLVMStructType.from_type_list([i32, f32])),
        cast := AddrSpaceCastOp(g, PTR),
        FPToSIOp(f, i32),
        FPToUIOp(f, i64),
        UIToFPOp(x, f64),
        nneg := UIToFPOp(x, f32, non_neg=True),
        UIToFPOp(vi, VectorType(f64, [2])),
        elem := ExtractElementOp(v, x),
        frozen := FreezeOp(poison),
        ReturnOp(),
    ]
    b.add_ops(ops)
    assert elem.res.type == f32
    assert frozen.res.type == poison.res.type
    assert cast.result.type == PTR
    text = round_trip(fn)
    assert "llvm.addrspacecast %0 : !llvm.ptr<1> to !llvm.ptr" in text
    assert "llvm.uitofp nneg %2 : i32 to f32" in text
    assert nneg.nonNeg is not None
    assert "llvm.mlir.poison : !llvm.struct<(i32, f32)>" in text
    assert "llvm.extractelement %3[%2 : i32] : vector<4xf32>" in text
    assert "llvm.freeze" in text


def test_cast_verifiers_reject():
    b = Block(arg_types=[PTR, i32, f32])
    p, x, f = b.args
    bad: list[IRDLOperation] = [
        AddrSpaceCastOp(p, ptr(0)),  # generic space spelled two ways is still the same space
        AddrSpaceCastOp(x, PTR),
        FPToSIOp(x, i32),
        FPToUIOp(f, f64),
        UIToFPOp(f, f32),
        FPToSIOp(f, VectorType(i32, [2])),
    ]
    for op in bad:
        with pytest.raises(VerifyException):
            op.verify()


def test_switch_constructor_and_accessors():
    default, one, two = Block(), Block(arg_types=[i32]), Block(arg_types=[i32, f32])
    fn, b = function([i32, f32], [default, one, two])
    x, f = b.args
    switch = SwitchOp(
        x,
        default,
        [],
        case_values=[1, -7],
        case_destinations=[one, two],
        case_operands=[[x], [x, f]],
        branch_weights=[1, 2, 3],
    )
    b.add_op(switch)
    for blk in (default, one, two):
        blk.add_op(ReturnOp())
    assert switch.case_value_list() == [1, -7]
    assert switch.case_operand_groups() == [(x,), (x, f)]
    assert list(switch.case_destinations) == [one, two]
    text = round_trip(fn)
    assert "llvm.switch %0 : i32, ^" in text
    assert "1: ^" in text and "-7: ^" in text
    assert "{branch_weights = array<i32: 1, 2, 3>}" in text

    # No cases: MLIR prints an empty bracket pair.
    fn2, b2 = function([i32], [Block()])
    only = fn2.body.blocks[1]
    b2.add_op(SwitchOp(b2.args[0], only))
    only.add_op(ReturnOp())
    assert "[\n" in round_trip(fn2)


def test_switch_verifier_rejects_mismatched_cases():
    default, one = Block(), Block(arg_types=[i32])
    # Successors must live in a region: the function holds them.
    _fn, b = function([i32], [default, one])
    # Case destination expects an i32 but gets nothing.
    op = SwitchOp(b.args[0], default, [], case_values=[3], case_destinations=[one])
    b.add_op(op)
    with pytest.raises(VerifyException, match="case #0 destination operand types"):
        op.verify()
    op.detach()
    # One case value too many.
    op2 = SwitchOp(b.args[0], default, [], case_values=[3], case_destinations=[])
    b.add_op(op2)
    with pytest.raises(VerifyException, match="number of case values"):
        op2.verify()


def test_atomics_constructors():
    fn, b = function([PTR, i32, f32])
    p, x, f = b.args
    ops: list[Operation] = [
        rmw := AtomicRMWOp(AtomicBinOp.ADD, p, x, AtomicOrdering.MONOTONIC),
        AtomicRMWOp(
            AtomicBinOp.FADD,
            p,
            f,
            AtomicOrdering.SEQ_CST,
            syncscope="agent",
            alignment=4,
            volatile=True,
        ),
        cx := AtomicCmpXchgOp(p, x, x, AtomicOrdering.ACQ_REL, AtomicOrdering.MONOTONIC),
        AtomicCmpXchgOp(
            p, x, x, AtomicOrdering.SEQ_CST, AtomicOrdering.ACQUIRE, "block", 4, True, True
        ),
        FenceOp(AtomicOrdering.ACQUIRE),
        FenceOp(AtomicOrdering.SEQ_CST, syncscope="agent"),
        ReturnOp(),
    ]
    b.add_ops(ops)
    assert rmw.res.type == i32
    assert cx.res.type == LLVMStructType.from_type_list([i32, i1])
    text = round_trip(fn)
    assert "llvm.atomicrmw add %0, %1 monotonic : !llvm.ptr, i32" in text
    assert (
        'llvm.atomicrmw volatile fadd %0, %2 syncscope("agent") seq_cst {alignment = 4 : i64}'
        in text
    )
    assert "llvm.cmpxchg %0, %1, %1 acq_rel monotonic : !llvm.ptr, i32" in text
    assert 'llvm.cmpxchg weak volatile %0, %1, %1 syncscope("block") seq_cst acquire' in text
    assert 'llvm.fence syncscope("agent") seq_cst' in text


def test_varargs_and_memory_intrinsics():
    fn, b = function([PTR, ptr(101), i64, i8], variadic=True)
    dst, src, n, byte = b.args
    ops: list[Operation] = [
        VaStartOp(dst),
        arg := VaArgOp(dst, f64),
        VaCopyOp(dst, dst),
        VaEndOp(dst),
        cpy := MemcpyOp(dst, src, n),
        mov := MemmoveOp(dst, dst, n, is_volatile=True),
        st := MemsetOp(dst, byte, n),
        ReturnOp(),
    ]
    b.add_ops(ops)
    assert arg.res.type == f64
    assert (cpy.dst, cpy.src, cpy.len, cpy.is_volatile) == (dst, src, n, False)
    assert (mov.dst, mov.src, mov.len, mov.is_volatile) == (dst, dst, n, True)
    assert (st.dst, st.val, st.len, st.is_volatile) == (dst, byte, n, False)
    text = round_trip(fn)
    assert "llvm.intr.vastart %0 : !llvm.ptr" in text
    assert "llvm.va_arg %0 : (!llvm.ptr) -> f64" in text
    assert "llvm.intr.vacopy %0 to %0 : !llvm.ptr, !llvm.ptr" in text
    # MLIR's generic spelling, property included.
    assert (
        '"llvm.intr.memcpy"(%0, %1, %2) <{isVolatile = false}> : '
        "(!llvm.ptr, !llvm.ptr<101>, i64) -> ()" in text
    )
    assert '"llvm.intr.memmove"(%0, %0, %2) <{isVolatile = true}>' in text
    assert '"llvm.intr.memset"(%0, %3, %2) <{isVolatile = false}>' in text


def test_integer_intrinsics():
    fn, b = function([i32, VectorType(i32, [4])])
    x, v = b.args
    ops: list[Operation] = [
        SMaxOp(x, x),
        SMinOp(x, x),
        UMaxOp(v, v),
        UMinOp(x, x),
        abs_op := AbsOp(x, True),
        CtPopOp(v),
        ctlz := CountLeadingZerosOp(x, False),
        CountTrailingZerosOp(x, True),
        ReturnOp(),
    ]
    b.add_ops(ops)
    assert abs_op.flag is True and ctlz.flag is False
    text = round_trip(fn)
    assert "llvm.intr.smax(%0, %0) : (i32, i32) -> i32" in text
    assert "llvm.intr.ctpop(%1) : (vector<4xi32>) -> vector<4xi32>" in text
    assert '"llvm.intr.abs"(%0) <{is_int_min_poison = true}> : (i32) -> i32' in text
    assert '"llvm.intr.ctlz"(%0) <{is_zero_poison = false}> : (i32) -> i32' in text
    assert '"llvm.intr.cttz"(%0) <{is_zero_poison = true}> : (i32) -> i32' in text


def test_effects_decide_what_dce_may_erase():
    b = Block(arg_types=[PTR, i32, f32, i64, i8])
    p, x, f, n, byte = b.args
    pure = [
        PoisonOp(i32),
        AddrSpaceCastOp(p, ptr(1)),
        FPToSIOp(f, i32),
        FreezeOp(x),
        SMaxOp(x, x),
        CountLeadingZerosOp(x, False),
    ]
    effectful = [
        AtomicRMWOp(AtomicBinOp.ADD, p, x, AtomicOrdering.MONOTONIC),
        AtomicCmpXchgOp(p, x, x, AtomicOrdering.SEQ_CST, AtomicOrdering.SEQ_CST),
        FenceOp(AtomicOrdering.SEQ_CST),
        VaArgOp(p, i32),
        VaStartOp(p),
        VaEndOp(p),
        VaCopyOp(p, p),
        MemcpyOp(p, p, n),
        MemmoveOp(p, p, n),
        MemsetOp(p, byte, n),
    ]
    b.add_ops([*pure, *effectful])
    for op in pure:
        assert is_side_effect_free(op) and is_trivially_dead(op), op.name
    for op in effectful:
        assert not is_trivially_dead(op), op.name


# ---------------------------------------------------------------------------------------------
# Differential checks against LLVM's IR verifier.
# ---------------------------------------------------------------------------------------------

_LLVM_TYPES: dict[str, Attribute] = {
    "i1": i1,
    "i7": IntegerType(7),
    "i8": i8,
    "i16": IntegerType(16),
    "i32": i32,
    "i64": i64,
    "half": f16,
    "bfloat": BFloat16Type(),
    "float": f32,
    "double": f64,
    "ptr": PTR,
    "<2 x half>": VectorType(f16, [2]),
    "<2 x i32>": VectorType(i32, [2]),
}


def _ours(op: IRDLOperation) -> bool:
    try:
        op.verify()
    except VerifyException:
        return False
    return True


def _llvm_accepts(body: str, ty: str) -> bool:
    from nvvm_xdsl_testing.llvm_oracle import parse_llvm_ir

    text = f"define void @f(ptr %p, {ty} %v) {{\n  {body}\n  ret void\n}}\n"
    try:
        parse_llvm_ir(text)
    except RuntimeError:
        return False
    return True


# LLVM 22 (llvmlite) predates these two MLIR enumerators; MLIR's verifier accepts them.
_NEWER_THAN_LLVM_22 = {AtomicBinOp.FMAXIMUMNUM, AtomicBinOp.FMINIMUMNUM}


def test_atomicrmw_verifier_matches_llvm():
    pytest.importorskip("llvmlite")
    orderings = [AtomicOrdering.UNORDERED, AtomicOrdering.MONOTONIC, AtomicOrdering.SEQ_CST]
    checked = 0
    for bin_op, (name, ty), ordering in itertools.product(
        AtomicBinOp, _LLVM_TYPES.items(), orderings
    ):
        if bin_op in _NEWER_THAN_LLVM_22:
            continue
        block = Block(arg_types=[PTR, ty])
        op = AtomicRMWOp(bin_op, block.args[0], block.args[1], ordering)
        body = f"%r = atomicrmw {bin_op.llvm_name} ptr %p, {name} %v {ordering.keyword}, align 16"
        assert _ours(op) == _llvm_accepts(body, name), (bin_op.keyword, name, ordering.keyword)
        checked += 1
    assert checked > 500


def test_cmpxchg_and_fence_verifiers_match_llvm():
    pytest.importorskip("llvmlite")
    real_orderings = [o for o in AtomicOrdering if o != AtomicOrdering.NOT_ATOMIC]
    for (name, ty), success, failure in itertools.product(
        _LLVM_TYPES.items(), real_orderings, real_orderings
    ):
        block = Block(arg_types=[PTR, ty])
        v = block.args[1]
        op = AtomicCmpXchgOp(block.args[0], v, v, success, failure)
        body = (
            f"%r = cmpxchg ptr %p, {name} %v, {name} %v "
            f"{success.keyword} {failure.keyword}, align 16"
        )
        assert _ours(op) == _llvm_accepts(body, name), (name, success.keyword, failure.keyword)
    for ordering in real_orderings:
        assert _ours(FenceOp(ordering)) == _llvm_accepts(f"fence {ordering.keyword}", "i32")


def test_cast_verifiers_match_llvm():
    pytest.importorskip("llvmlite")
    types: dict[str, Attribute] = {
        "i32": i32,
        "i64": i64,
        "float": f32,
        "double": f64,
        "ptr": PTR,
        "ptr addrspace(1)": ptr(1),
        "ptr addrspace(3)": ptr(3),
        "<2 x float>": VectorType(f32, [2]),
        "<2 x i32>": VectorType(i32, [2]),
        "<4 x i32>": VectorType(i32, [4]),
    }
    casts: dict[str, type[IRDLOperation]] = {
        "addrspacecast": AddrSpaceCastOp,
        "fptosi": FPToSIOp,
        "fptoui": FPToUIOp,
        "uitofp": UIToFPOp,
    }
    for (keyword, cls), (src_name, src), (dst_name, dst) in itertools.product(
        casts.items(), types.items(), types.items()
    ):
        block = Block(arg_types=[PTR, src])
        op = cls(block.args[1], dst)  # pyright: ignore[reportCallIssue]
        body = f"%r = {keyword} {src_name} %v to {dst_name}"
        assert _ours(op) == _llvm_accepts(body, src_name), (keyword, src_name, dst_name)


def test_values_stay_usable_by_passes():
    """Ops built by passes keep working SSA results (used as operands further on)."""
    b = Block(arg_types=[ptr(1)])
    cast = AddrSpaceCastOp(b.args[0], PTR)
    load_src = SSAValue.get(cast)
    va = VaArgOp(load_src, i32)
    b.add_ops([cast, va])
    assert va.arg is cast.result
    assert list(cast.result.uses)[0].operation is va


def test_vastart_requires_variadic_function():
    fn, b = function([PTR])
    start = VaStartOp(b.args[0])
    b.add_ops([start, ReturnOp()])
    with pytest.raises(VerifyException, match="non-variadic function @f"):
        start.verify()
    # Built outside any function (as a pass may do before inserting it): nothing to check yet.
    VaStartOp(Block(arg_types=[PTR]).args[0]).verify()


def test_round_trip_file_translates_to_valid_llvm_ir():
    """Every function of the round-trip test, exported to LLVM IR, passes LLVM's verifier:
    what our verifiers accept is valid LLVM, with the property names the exporter expects."""
    pytest.importorskip("llvmlite")
    import re
    from pathlib import Path

    from nvvm_xdsl_testing.llvm_oracle import parse_llvm_ir
    from nvvm_xdsl_testing.mlir_to_llvm_ir import mlir_to_llvm_ir

    path = Path(__file__).parent / "filecheck" / "dialects" / "llvm_ext" / "ops.mlir"
    source = "\n".join(
        line for line in path.read_text().splitlines() if not line.startswith("//")
    )
    functions = [f for f in re.split(r"(?=^llvm\.func )", source, flags=re.M) if f.strip()]
    assert len(functions) >= 6
    exported = []
    for text in functions:
        ir = mlir_to_llvm_ir(text)
        parse_llvm_ir(ir)
        exported.append(ir)
    all_ir = "\n".join(exported)
    for instruction in (
        "addrspacecast", "fptosi", "fptoui", "uitofp nneg", "extractelement", "freeze",
        "atomicrmw volatile fadd", "cmpxchg weak volatile", 'fence syncscope("agent") seq_cst',
        "va_arg", "@llvm.va_start", "@llvm.va_copy", "@llvm.va_end", "@llvm.memcpy",
        "@llvm.memmove", "@llvm.memset", "@llvm.smax", "@llvm.umin", "@llvm.abs", "@llvm.ctpop",
        "@llvm.ctlz", "@llvm.cttz", "switch i32",
    ):  # fmt: skip
        assert instruction in all_ir, instruction
