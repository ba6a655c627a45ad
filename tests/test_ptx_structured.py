"""The structured `ptx` instructions (#13): each prints its own PTX line, side effects come from
traits so that xDSL's stock `cse`/`region_dce` work on selected code, and the LLVM orderings map
to PTX semantics in one place."""

from __future__ import annotations

import pytest
from xdsl.dialects.builtin import ModuleOp
from xdsl.ir import Block, Region, SSAValue
from xdsl.transforms.common_subexpression_elimination import cse
from xdsl.transforms.dead_code_elimination import region_dce

from nvvm_xdsl.backend.orderings import ORDERINGS, access_semantics, atomic_semantics
from nvvm_xdsl.dialects import ptx

Imm = ptx.Imm


def _lines(ops: list, args: list[SSAValue], arg_names: list[str]) -> list[str]:
    block = Block()
    for op in ops:
        block.add_op(op)
    names = dict(zip(args, arg_names, strict=True))
    for index, op in enumerate(ops):
        for result_index, result in enumerate(op.results):
            names[result] = f"%v{index}" if len(op.results) == 1 else f"%v{index}_{result_index}"
    return [op.assembly_line(names) for op in ops]


def test_each_family_prints_its_line():
    holder = Block(arg_types=[ptx.B32, ptx.B64, ptx.PRED])
    a, p, c = holder.args
    ops = [
        ptx.MovOp("b64", Imm("fmt", "b64"), ptx.B64),
        ptx.ArithOp("mul", "s32", [a, Imm("4", "b32")], ptx.B64, ["wide"]),
        ptx.ArithOp("fma", "f32", [a, a, a], ptx.F32, ["rn"]),
        ptx.SetpOp("ltu", "f32", a, Imm("0f00000000", "f32"), ptx.PRED),
        ptx.SelpOp("u16", Imm("1", "b16"), Imm("0", "b16"), c, ptx.B16),
        ptx.CvtOp("s32", "f64", a, ptx.B32, ["rzi"]),
        ptx.CvtaOp(ptx.StateSpace.GLOBAL, "u64", p, ptx.B64, to_space=True),
        ptx.LdOp(ptx.StateSpace.PARAM, "b32", [ptx.B32], symbol="k_param_1", offset=4),
        ptx.LdOp(ptx.StateSpace.GLOBAL, "f32", [ptx.F32] * 4, base=p, offset=-16),
        ptx.LdOp(
            ptx.StateSpace.GENERIC, "u32", [ptx.B32], base=p, order=ptx.AccessOrder(ptx.MemorySemantics.ACQUIRE, ptx.MemoryScope.GPU)
        ),
        ptx.StOp(ptx.StateSpace.SHARED_CLUSTER, "b32", [Imm("7", "b32")], base=p),
        ptx.StOp(ptx.StateSpace.LOCAL, "b16", [a, a], symbol="__local_depot0", order=ptx.VOLATILE),
        ptx.AtomOp(ptx.StateSpace.SHARED, "cas", "b64", [p, p], [ptx.B64], base=p),
        ptx.AtomOp(
            ptx.StateSpace.GLOBAL, "add", "f16", [a, a], [ptx.B16, ptx.B16], base=p, noftz=True,
            order=ptx.AccessOrder(ptx.MemorySemantics.ACQ_REL, ptx.MemoryScope.SYS),
        ),
        ptx.BarOp(Imm("0", "b32")),
        ptx.BarOp(a, Imm("128", "b32")),
    ]
    assert _lines(ops, [a, p, c], ["%r1", "%rd1", "%p1"]) == [
        "mov.b64 %v0, fmt",
        "mul.wide.s32 %v1, %r1, 4",
        "fma.rn.f32 %v2, %r1, %r1, %r1",
        "setp.ltu.f32 %v3, %r1, 0f00000000",
        "selp.u16 %v4, 1, 0, %p1",
        "cvt.rzi.s32.f64 %v5, %r1",
        "cvta.to.global.u64 %v6, %rd1",
        "ld.param.b32 %v7, [k_param_1+4]",
        "ld.global.v4.f32 {%v8_0, %v8_1, %v8_2, %v8_3}, [%rd1+-16]",
        "ld.acquire.gpu.u32 %v9, [%rd1]",
        "st.shared::cluster.b32 [%rd1], 7",
        "st.volatile.local.v2.b16 [__local_depot0], {%r1, %r1}",
        "atom.shared.cas.b64 %v12, [%rd1], %rd1, %rd1",
        "atom.acq_rel.sys.global.add.noftz.v2.f16 {%v13_0, %v13_1}, [%rd1], {%r1, %r1}",
        "bar.sync 0",
        "bar.sync %r1, 128",
    ]
    for op in ops:
        op.verify()


def _function(ops: list) -> tuple[ModuleOp, Block]:
    block = Block(arg_types=[ptx.B64])
    for op in ops(block.args[0]):
        block.add_op(op)
    block.add_op(ptx.RetOp())
    return ModuleOp(Region(block)), block


def test_stock_cse_merges_pure_instructions_and_dce_erases_unused_loads():
    def ops(p: SSAValue) -> list:
        first = ptx.ArithOp("add", "s64", [p, Imm("8", "b64")], ptx.B64)
        second = ptx.ArithOp("add", "s64", [p, Imm("8", "b64")], ptx.B64)
        unused_load = ptx.LdOp(ptx.StateSpace.GLOBAL, "b32", [ptx.B32], base=p)
        volatile_load = ptx.LdOp(ptx.StateSpace.GLOBAL, "b32", [ptx.B32], base=p, order=ptx.VOLATILE)
        store = ptx.StOp(ptx.StateSpace.GLOBAL, "b64", [first], base=second.result)
        return [first, second, unused_load, volatile_load, store]

    _, block = _function(ops)
    cse(block)
    region_dce(block.parent_region())  # type: ignore[arg-type]
    kinds = [op.name for op in block.ops]
    # One add left (used twice by the store), the plain load gone, the volatile one kept.
    assert kinds == ["ptx.arith", "ptx.ld", "ptx.st", "ptx.ret"]
    load = next(op for op in block.ops if isinstance(op, ptx.LdOp))
    assert load.semantics is not None


def test_text_instructions_keep_their_effects():
    def ops(p: SSAValue) -> list:
        clocks = [ptx.InstOp("mov.u64 $d0, %clock64", [], [ptx.B64]) for _ in range(2)]
        pure = [ptx.InstOp("popc.b64 $d0, $0", [p], [ptx.B32]) for _ in range(2)]
        store = ptx.StOp(ptx.StateSpace.GLOBAL, "b64", [clocks[0], clocks[1]], base=p)
        return [*clocks, *pure, store]

    _, block = _function(ops)
    cse(block)
    region_dce(block.parent_region())  # type: ignore[arg-type]
    texts = [op.text.data for op in block.ops if isinstance(op, ptx.InstOp)]
    # Two clock reads stay two; the unused pure instruction goes.
    assert texts == ["mov.u64 $d0, %clock64", "mov.u64 $d0, %clock64"]


@pytest.mark.parametrize(
    "ordering, load, store, atomic",
    [
        ("monotonic", "relaxed", "relaxed", None),
        ("consume", "relaxed", "relaxed", "acquire"),
        ("acquire", "acquire", None, "acquire"),
        ("release", None, "release", "release"),
        ("acq_rel", "acquire", "release", "acq_rel"),
        ("seq_cst", "acquire", "release", "acquire"),
    ],
)
def test_orderings_have_one_home(ordering: str, load: str | None, store: str | None, atomic: str | None):
    """What an ordering becomes on a load, a store (None: the case LLVM rejects) and an atom
    (None: relaxed, atom's default); a seq_cst access also gets a fence.sc before it."""
    assert ordering in ORDERINGS
    assert access_semantics("not_atomic", is_store=False) is None
    if load is not None:
        assert access_semantics(ordering, is_store=False) == ptx.MemorySemantics(load)
    if store is not None:
        assert access_semantics(ordering, is_store=True) == ptx.MemorySemantics(store)
    result = atomic_semantics(ordering)
    assert (result.value if result is not None else None) == atomic
