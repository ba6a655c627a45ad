"""The structured `ptx` instructions (#13): each prints its own PTX line, side effects come from
traits so that xDSL's stock `cse`/`region_dce` work on selected code, and the LLVM orderings map
to PTX semantics in one place."""

from __future__ import annotations

from io import StringIO

import pytest
from xdsl.context import Context
from xdsl.dialects.builtin import Builtin, ModuleOp
from xdsl.ir import Block, Region, SSAValue
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.transforms.common_subexpression_elimination import cse
from xdsl.transforms.dead_code_elimination import region_dce
from xdsl.utils.exceptions import VerifyException

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


def test_constructors_build_what_irdls_builder_builds():
    """The instruction constructors skip IRDL's builder (selection builds thousands of ops): the
    operands, results and properties, a store's and an atom's operand segments included, are
    the builder's, and instructions share their property attributes."""
    holder = Block(arg_types=[ptx.B32, ptx.B64])
    a, p = holder.args
    store = ptx.StOp(ptx.StateSpace.GLOBAL, "b32", [a, Imm("1", "b32")], base=p, offset=8)
    by_builder = ptx.StOp.build(operands=[[p], [a]], properties=dict(store.properties))
    assert store.operands == by_builder.operands
    assert store.properties == by_builder.properties
    assert store.srcs == (a,) and store.base is p
    depot_store = ptx.StOp(ptx.StateSpace.LOCAL, "b32", [a], symbol="__local_depot0")
    assert depot_store.base is None and depot_store.srcs == (a,)
    atom = ptx.AtomOp(ptx.StateSpace.SHARED, "cas", "b64", [p, p], [ptx.B64], base=p)
    atom_by_builder = ptx.AtomOp.build(operands=[[p], [p, p]], result_types=[[ptx.B64]], properties=dict(atom.properties))
    assert atom.properties == atom_by_builder.properties and atom.result_types == atom_by_builder.result_types
    first, second = (ptx.ArithOp("mul", "s32", [a, Imm("4", "b32")], ptx.B64, ["wide"]) for _ in range(2))
    assert first.opcode is second.opcode and first.modifiers is second.modifiers
    assert first.imms is not None and second.imms is not None and first.imms.data[0] is second.imms.data[0]
    for op in (store, depot_store, atom, first):
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


def test_packing_collectives_fences_and_stack_print_their_lines():
    holder = Block(arg_types=[ptx.B32, ptx.B64, ptx.PRED, ptx.B16])
    a, p, c, h = holder.args
    ops = [
        ptx.PackOp([h, h], ptx.B32),
        ptx.PackOp([a, a], ptx.B64),
        ptx.PackOp([p, p], ptx.B128),
        ptx.UnpackOp(a, [ptx.B16, ptx.B16]),
        ptx.UnpackOp(p, [ptx.B16] * 4),
        ptx.ShflOp(ptx.ShflMode.BFLY, a, Imm("1", "b32"), Imm("31", "b32"), Imm("-1", "b32"), ptx.F32, with_validity=True),
        ptx.ShflOp(ptx.ShflMode.UP, a, a, Imm("0", "b32"), a, ptx.B32),
        ptx.VoteOp(ptx.VoteMode.UNI, c, Imm("-1", "b32")),
        ptx.VoteOp(ptx.VoteMode.BALLOT, c, a),
        ptx.BarWarpSyncOp(Imm("-1", "b32")),
        ptx.MembarOp(ptx.MemoryScope.GPU),
        ptx.FenceOp(ptx.FenceSemantics.ACQ_REL, ptx.MemoryScope.CLUSTER),
        ptx.ReadCounterOp("u64", "%globaltimer", ptx.B64),
        ptx.AllocaOp("u64", a, 16, ptx.B64),
        ptx.StackSaveOp("u64", ptx.B64),
        ptx.StackRestoreOp("u64", p),
    ]
    assert _lines(ops, [a, p, c, h], ["%r1", "%rd1", "%p1", "%rs1"]) == [
        "mov.b32 %v0, {%rs1, %rs1}",
        "mov.b64 %v1, {%r1, %r1}",
        "mov.b128 %v2, {%rd1, %rd1}",
        "mov.b32 {%v3_0, %v3_1}, %r1",
        "mov.b64 {%v4_0, %v4_1, %v4_2, %v4_3}, %rd1",
        "shfl.sync.bfly.b32 %v5_0|%v5_1, %r1, 1, 31, -1",
        "shfl.sync.up.b32 %v6, %r1, %r1, 0, %r1",
        "vote.sync.uni.pred %v7, %p1, -1",
        "vote.sync.ballot.b32 %v8, %p1, %r1",
        "bar.warp.sync -1",
        "membar.gl",
        "fence.acq_rel.cluster",
        "mov.u64 %v12, %globaltimer",
        "alloca.u64 %v13, %r1, 16",
        "stacksave.u64 %v14",
        "stackrestore.u64 %rd1",
    ]
    for op in ops:
        op.verify()


@pytest.mark.parametrize(
    "make, message",
    [
        (lambda a, p, c: ptx.PackOp([a, a, a], ptx.B64), "two or four lanes"),
        (lambda a, p, c: ptx.PackOp([a, a], ptx.B32), "do not fill"),
        (lambda a, p, c: ptx.PackOp([c, c], ptx.B16), "not predicates"),
        (lambda a, p, c: ptx.UnpackOp(p, [ptx.B32, ptx.B16]), "one width"),
        (lambda a, p, c: ptx.ShflOp(ptx.ShflMode.IDX, a, a, a, a, ptx.B64), "b32 or f32"),
        (lambda a, p, c: ptx.VoteOp(ptx.VoteMode.ALL, a, a), "predicate register"),
        (lambda a, p, c: ptx.MembarOp(ptx.MemoryScope.CLUSTER), "no cluster level"),
        (lambda a, p, c: ptx.ReadCounterOp("u64", "%tid.x", ptx.B64), "not a clock"),
        (lambda a, p, c: ptx.AllocaOp("u64", a, 12, ptx.B64), "power of two"),
        (lambda a, p, c: ptx.StackSaveOp("b64", ptx.B64), ".u32 or .u64"),
    ],
)
def test_new_families_reject_malformed_instructions(make, message: str):
    holder = Block(arg_types=[ptx.B32, ptx.B64, ptx.PRED])
    with pytest.raises(VerifyException, match=message):
        make(*holder.args).verify()


def test_stock_cse_and_dce_on_collectives_counters_fences_and_stack():
    def ops(p: SSAValue) -> list:
        lanes = [ptx.UnpackOp(p, [ptx.B32, ptx.B32]) for _ in range(2)]
        value = lanes[0].results[0]
        shuffles = [ptx.ShflOp(ptx.ShflMode.DOWN, value, Imm("1", "b32"), Imm("31", "b32"), Imm("-1", "b32"), ptx.B32) for _ in range(2)]
        unused_vote = ptx.VoteOp(ptx.VoteMode.ANY, ptx.SetpOp("ne", "b32", value, Imm("0", "b32"), ptx.PRED), Imm("-1", "b32"))
        clocks = [ptx.ReadCounterOp("u64", "%clock64", ptx.B64) for _ in range(2)]
        unused_clock = ptx.ReadCounterOp("u32", "%clock", ptx.B32)
        fences = [ptx.FenceOp(ptx.FenceSemantics.SC, ptx.MemoryScope.GPU) for _ in range(2)]
        saved = ptx.StackSaveOp("u64", ptx.B64)
        unused_saves = [ptx.StackSaveOp("u64", ptx.B64)]  # kept: it reads the stack pointer
        packed = ptx.PackOp([shuffles[0], shuffles[1]], ptx.B64)
        store = ptx.StOp(ptx.StateSpace.GLOBAL, "b64", [packed, clocks[0], clocks[1], saved], base=p)
        return [
            *lanes, *shuffles, unused_vote.operands[0].owner, unused_vote, *clocks, unused_clock, *fences, saved,
            *unused_saves, packed, store,
        ]

    _, block = _function(ops)
    cse(block)
    region_dce(block.parent_region())  # type: ignore[arg-type]
    kinds = [op.name for op in block.ops]
    # One unpack left; both shuffles and the unused vote stay (warp collectives synchronise the
    # lanes the mask names, so they are neither merged nor dead, as llc keeps them); the clock
    # reads, fences and stack reads all stay.
    assert kinds == [
        "ptx.unpack", "ptx.shfl", "ptx.shfl", "ptx.setp", "ptx.vote", "ptx.read_counter", "ptx.read_counter",
        "ptx.read_counter", "ptx.fence", "ptx.fence", "ptx.stacksave", "ptx.stacksave", "ptx.pack", "ptx.st",
        "ptx.ret",
    ]


def _reparsed(module: ModuleOp, generic: bool) -> ModuleOp:
    ctx = Context()
    ctx.load_dialect(Builtin)
    ctx.load_dialect(ptx.PTX)
    text = StringIO()
    Printer(text, print_generic_format=generic).print_op(module)
    return Parser(ctx, text.getvalue()).parse_module()


def test_custom_and_generic_forms_parse_back_to_the_same_ops():
    """parse(print(x)) == x for every family, with the literals and symbols whose spelling the
    custom form must keep (quoted when not a plain decimal, a `$` symbol quoted)."""

    def ops(p: SSAValue) -> list:
        a = ptx.MovOp("b32", Imm("007", "b32"), ptx.B32)
        h = ptx.CvtOp("u16", "u32", a, ptx.B16, ["sat"])
        pred = ptx.SetpOp("ne", "b32", a, Imm("-0", "b32"), ptx.PRED)
        return [
            a, h, pred,
            ptx.MovOp("b64", Imm("$str", "b64"), ptx.B64),
            ptx.ArithOp("fma", "f32", [Imm("0f3F800000", "f32"), ptx.MovOp("f32", Imm("0f00000000", "f32"), ptx.F32)] * 1 + [Imm("-1", "f32")], ptx.F32, ["rn", "ftz"]),
            ptx.SelpOp("b16", Imm("0x3C00", "b16"), h, pred, ptx.B16),
            ptx.CvtaOp(ptx.StateSpace.SHARED_CLUSTER, "u64", p, ptx.B64, to_space=True),
            ptx.LdOp(ptx.StateSpace.GLOBAL, "f32", [ptx.F32] * 2, base=p, offset=-8, order=ptx.AccessOrder(ptx.MemorySemantics.RELAXED, ptx.MemoryScope.SYS)),
            ptx.LdOp(ptx.StateSpace.CONST, "b8", [ptx.B16], symbol="$str", offset=3),
            ptx.StOp(ptx.StateSpace.LOCAL, "b32", [a, Imm("1", "b32")], symbol="__local_depot0", order=ptx.VOLATILE),
            ptx.AtomOp(ptx.StateSpace.GLOBAL, "add", "f16", [h, Imm("0x3C00", "b16")], [ptx.B16, ptx.B16], base=p, noftz=True),
            ptx.BarOp(Imm("1", "b32"), a),
            ptx.ShflOp(ptx.ShflMode.UP, a, Imm("1", "b32"), Imm("0", "b32"), Imm("-1", "b32"), ptx.B32, with_validity=True),
            ptx.VoteOp(ptx.VoteMode.BALLOT, pred, Imm("-1", "b32")),
            ptx.BarWarpSyncOp(a),
            ptx.MembarOp(ptx.MemoryScope.CTA),
            ptx.FenceOp(ptx.FenceSemantics.SC, ptx.MemoryScope.SYS),
            ptx.AllocaOp("u64", Imm("64", "b64"), 8, ptx.B64),
            ptx.ReadCounterOp("u32", "%globaltimer_lo", ptx.B32),
        ]

    def flat(p: SSAValue) -> list:
        # Operands built inline (the fma's second source) go in front of their user.
        result = []
        for op in ops(p):
            for operand in op.operands:
                owner = operand.owner
                if isinstance(owner, ptx.InstructionOp) and owner not in result and owner.parent is None:
                    result.append(owner)
            result.append(op)
        return result

    module, _ = _function(flat)
    module.verify()
    for generic in (False, True):
        assert _reparsed(module, generic).is_structurally_equivalent(module)
