"""Instruction selection of MLIR's NVVM ops (`nvvm_xdsl.dialects.nvvm_isa`): one small function
per op, found by op class in `NVVM_SELECTORS`. Each first states what the instruction needs
of the target (`TargetUse.require`), then emits it through `SelectorCore`: a structured ptx op
where the dialect has one, else the text escape hatch `ptx.inst` (see the note above
`NVVM_SELECTORS` for which instructions stay text and why).

The instruction spellings are the ones LLVM's NVPTX backend prints for the matching
`llvm.nvvm.*` intrinsics (tests/test_nvvm_isel.py compares them); the PTX ISA versions and
targets are the PTX ISA manual's, checked by assembling each at its lowest target.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from xdsl.dialects import llvm
from xdsl.dialects.builtin import Float32Type, Float64Type, i32
from xdsl.ir import Attribute, Operation, SSAValue

from nvvm_xdsl import address_spaces as AS
from nvvm_xdsl.backend import abi
from nvvm_xdsl.backend.isel_core import SelectorCore
from nvvm_xdsl.backend.values import Imm, Leaf, float_type_name, leaf_cls
from nvvm_xdsl.diagnostics import op_error
from nvvm_xdsl.dialects import nvvm_isa as N
from nvvm_xdsl.dialects import ptx
from nvvm_xdsl.dialects.nvvm import BarrierOp
from nvvm_xdsl.dialects.ptx.instructions import ARITH_MODIFIERS, ARITH_OPCODES, CVT_MODIFIERS
from nvvm_xdsl.ptx_isa import rule
from nvvm_xdsl.target import REDUX_SYNC_NEEDS, WARP_SIZE

Selector = Callable[[SelectorCore, Operation], None]
# A table entry: the selector of one op class, which it takes as that class (a dict cannot
# tie each value's parameter to its key, hence `Any`).
OpSelector = Callable[[SelectorCore, Any], None]

def _args(sel: SelectorCore, op: Operation) -> list[Leaf]:
    return [sel.get1(v, op) for v in op.operands]


def _address(sel: SelectorCore, op: Operation, value: SSAValue, first: int) -> tuple[str, list[Leaf], int]:
    """`[reg]` text for a pointer operand, its inputs, and its address space."""
    addr = sel.addr_of(value, op)
    text, ins = sel.addr_text(addr, first)
    return text, ins, addr.space


def _shared_suffix(space: int) -> str:
    """mbarrier and cp.async instructions name shared-window addresses `.shared`."""
    return ".shared" if space == AS.SHARED else ""


def _predicate(op: Operation) -> SSAValue | None:
    """MLIR's optional `predicate` operand of the mbarrier ops that have one (a factory makes
    their classes, so the type checker does not see the field)."""
    return getattr(op, "predicate", None)


def _guarded(text: str, predicate: SSAValue | None, sel: SelectorCore, op: Operation, ins: list[Leaf]) -> str:
    """Prefix `@p` when the op carries MLIR's optional `predicate` operand."""
    if predicate is None:
        return text
    ins.append(sel.reg(sel.get1(predicate, op)))
    return f"@${len(ins) - 1} {text}"


# Warp collectives ------------------------------------------------------------------------------


def _shfl(sel: SelectorCore, op: N.ShflOp) -> None:
    sel.info.target.require(op, "shfl.sync", min_sm=30, min_ptx=(6, 0))
    mask, value, offset, clamp = _args(sel, op)
    cls = abi.reg_class(op.val.type)
    if cls not in ("b32", "f32"):
        raise op_error(op, f"shfl.sync of {op.val.type} is not supported (PTX shuffles 32 bits)")
    with_validity = op.return_value_and_is_valid is not None
    sel.set(op.res, sel.shfl(op.kind.data.value, value, offset, clamp, mask, cls, with_validity))


def _vote(sel: SelectorCore, op: N.VoteSyncOp) -> None:
    sel.info.target.require(op, "vote.sync", min_sm=30, min_ptx=(6, 0))
    mask, pred = _args(sel, op)
    sel.set(op.res, [sel.vote(op.kind.data.value, pred, mask)])


def _match(sel: SelectorCore, op: N.MatchSyncOp) -> None:
    sel.info.target.require(op, "match.sync", min_sm=70, min_ptx=(6, 0))
    mask, value = _args(sel, op)
    bits = 64 if abi.reg_class(op.val.type) == "b64" else 32
    if op.kind.data == N.MatchSyncKind.ANY:
        sel.set(op.res, [sel.inst1(f"match.any.sync.b{bits} $d0, $0, $1", [value, mask], "b32", imm_ok=[1])])
        return
    lanes, agreed = sel.inst(f"match.all.sync.b{bits} $d0|$d1, $0, $1", [value, mask], ["b32", "pred"], imm_ok=[1])
    sel.set(op.res, [lanes, agreed])


_INT_REDUX = {
    "add": "add.s32", "min": "min.s32", "max": "max.s32", "umin": "min.u32", "umax": "max.u32",
    "and": "and.b32", "or": "or.b32", "xor": "xor.b32",
}


def _redux(sel: SelectorCore, op: N.ReduxOp) -> None:
    value, mask = _args(sel, op)
    kind = op.kind.data.value
    if isinstance(op.val.type, Float32Type):
        sel.info.target.require(op, "redux.sync on f32", min_sm=100, min_ptx=(8, 6), family_specific=True)
        nan = op.nan.value.data or "NaN" in op.attributes
        modifiers = (".abs" if op.abs.value.data else "") + (".NaN" if nan else "")
        text = f"redux.sync.{kind[1:]}{modifiers}.f32 $d0, $0, $1"
        sel.set(op.res, [sel.inst1(text, [value, mask], "f32", imm_ok=[1])])
        return
    sel.info.target.require(op, "redux.sync", **REDUX_SYNC_NEEDS)
    sel.set(op.res, [sel.inst1(f"redux.sync.{_INT_REDUX[kind]} $d0, $0, $1", [value, mask], "b32", imm_ok=[1])])


def _redux_intrinsic(kind: str) -> Callable[[SelectorCore, Operation], None]:
    """`llvm.nvvm.redux.sync.<kind>(i32 value, i32 mask)`, clang's `__nvvm_redux_sync_*`."""

    def select(sel: SelectorCore, op: Operation) -> None:
        value, mask = _args(sel, op)
        sel.info.target.require(op, "redux.sync", **REDUX_SYNC_NEEDS)
        sel.set(op.results[0], [sel.inst1(f"redux.sync.{_INT_REDUX[kind]} $d0, $0, $1", [value, mask], "b32", imm_ok=[1])])

    return select


def _bar_warp_sync(sel: SelectorCore, op: N.SyncWarpOp) -> None:
    sel.info.target.require(op, "bar.warp.sync", min_sm=30, min_ptx=(6, 0))
    (mask,) = _args(sel, op)
    sel.bar_warp_sync(mask)


def _elect(sel: SelectorCore, op: N.ElectSyncOp) -> None:
    sel.info.target.require(op, "elect.sync", min_sm=90, min_ptx=(8, 0))
    mask = sel.get1(op.membermask, op) if op.membermask is not None else Imm("-1", "b32")
    _, leader = sel.inst("elect.sync $d0|$d1, $0", [mask], ["b32", "pred"])
    sel.set(op.pred, [leader])


# Barriers and fences ---------------------------------------------------------------------------


def _barrier_arrive(sel: SelectorCore, op: N.BarrierArriveOp) -> None:
    barrier = sel.get1(op.barrierId, op) if op.barrierId is not None else Imm("0", "b32")
    sel.inst("bar.arrive $0, $1", checked_barrier(op, [barrier, sel.get1(op.numberOfThreads, op)]))


def _cluster_barrier(mnemonic: str, min_ptx: tuple[int, int], aligned: bool = False) -> Selector:
    """The nvvm op (`aligned` a property) or LLVM's intrinsic (`.aligned` in its name)."""

    def select(sel: SelectorCore, op: Operation) -> None:
        sel.info.target.require(op, mnemonic, min_sm=90, min_ptx=min_ptx)
        suffix = ".aligned" if aligned or op.properties.get("aligned") is not None else ""
        sel.inst(mnemonic + suffix)

    return select


def _fixed(mnemonic: str, feature: str = "", **needs) -> Selector:
    """An instruction without operands; `needs` go to `require`."""

    def select(sel: SelectorCore, op: Operation) -> None:
        if needs:
            sel.info.target.require(op, feature or mnemonic, **needs)
        sel.inst(mnemonic)

    return select


def _fence_proxy(sel: SelectorCore, op: N.FenceProxyOp) -> None:
    kind = op.kind.data
    if kind == N.ProxyKind.ALIAS:
        sel.info.target.require(op, "fence.proxy.alias", min_sm=70, min_ptx=(7, 5))
        sel.inst("fence.proxy.alias")
        return
    sel.info.target.require(op, f"fence.proxy.{kind.value}", min_sm=90, min_ptx=(8, 0))
    if kind == N.ProxyKind.ASYNC_SHARED:
        assert op.space is not None
        sel.inst(f"fence.proxy.async.shared::{op.space.data.value}")
    else:
        sel.inst(f"fence.proxy.{kind.value}")


def _fence_proxy_acquire(sel: SelectorCore, op: N.FenceProxyAcquireOp) -> None:
    sel.info.target.require(op, "fence.proxy.tensormap::generic", min_sm=90, min_ptx=(8, 3))
    addr, size = _args(sel, op)
    sel.inst(f"fence.proxy.tensormap::generic.acquire.{op.scope.data.value} [$0], $1", [addr, size], imm_ok=[1])


def _fence_proxy_release(sel: SelectorCore, op: N.FenceProxyReleaseOp) -> None:
    sel.info.target.require(op, "fence.proxy.tensormap::generic", min_sm=90, min_ptx=(8, 3))
    sel.inst(f"fence.proxy.tensormap::generic.release.{op.scope.data.value}")


def _membar(sel: SelectorCore, op: N.MembarOp | N.MemoryBarrierOp) -> None:
    sel.membar(op.scope.data.value)


def _membar_level(sel: SelectorCore, op: N.MembarLevelOp) -> None:
    level = op.level.data
    sel.membar("gpu" if level == N.MemLevel.GL else level.value)


def _fence_sc_cluster(sel: SelectorCore, op: Operation) -> None:
    sel.info.target.require(op, "fence.sc.cluster", min_sm=90, min_ptx=(7, 8))
    sel.fence("sc", "cluster")


SETMAXNREG = rule("setmaxnreg")


def _setmaxnreg(sel: SelectorCore, op: N.SetMaxRegisterOp) -> None:
    sel.info.target.require(op, "setmaxnreg", min_sm=SETMAXNREG.min_sm, min_ptx=SETMAXNREG.min_ptx, any_specific=True)
    direction = "inc" if op.action.data == N.SetMaxRegisterAction.INCREASE else "dec"
    sel.inst(f"setmaxnreg.{direction}.sync.aligned.u32 {op.regCount.value.data}")


def _nanosleep(sel: SelectorCore, op: N.NanosleepOp) -> None:
    sel.info.target.require(op, "nanosleep", min_sm=70, min_ptx=(6, 3))
    if op.duration is not None:
        sel.inst(f"nanosleep.u32 {op.duration.value.data}")
    else:
        assert op.duration_value is not None  # the verifier wants one of the two
        sel.inst("nanosleep.u32 $0", [sel.get1(op.duration_value, op)])


def _pmevent(sel: SelectorCore, op: N.PMEventOp) -> None:
    if op.eventId is not None:
        sel.inst(f"pmevent {op.eventId.value.data}")
    else:
        assert op.maskedEventId is not None
        sel.inst(f"pmevent.mask {op.maskedEventId.value.data & 0xFFFF}")


def _griddepcontrol(sel: SelectorCore, op: N.GriddepcontrolOp) -> None:
    sel.info.target.require(op, "griddepcontrol", min_sm=90, min_ptx=(7, 8))
    sel.inst(f"griddepcontrol.{op.kind.data.value}")


def _wgmma_wait(sel: SelectorCore, op: N.WgmmaWaitGroupSyncOp) -> None:
    sel.info.target.require(op, "wgmma", min_sm=90, min_ptx=(8, 0), arch_specific=True)
    sel.inst(f"wgmma.wait_group.sync.aligned {op.group.value.data}")


# mbarrier --------------------------------------------------------------------------------------


MBARRIER_MAX_COUNT = (1 << 20) - 1
"""The largest arrival count an mbarrier holds (PTX ISA, mbarrier.init)."""


def _mbarrier_init(sel: SelectorCore, op: Operation) -> None:
    sel.info.target.require(op, "mbarrier", min_sm=80, min_ptx=(7, 0))
    text, ins, space = _address(sel, op, op.operands[0], 0)
    count = sel.get1(op.operands[1], op)
    if isinstance(count, Imm) and not 1 <= int(count.text, 0) % (1 << 32) <= MBARRIER_MAX_COUNT:
        raise op_error(op, f"the expected arrival count {int(count.text, 0)} is out of range: PTX takes 1..{MBARRIER_MAX_COUNT}")
    ins.append(count)
    body = f"mbarrier.init{_shared_suffix(space)}.b64 {text}, ${len(ins) - 1}"
    sel.inst(_guarded(body, _predicate(op), sel, op, ins), ins, imm_ok=[len(ins) - 1])


def _mbarrier_inval(sel: SelectorCore, op: Operation) -> None:
    sel.info.target.require(op, "mbarrier", min_sm=80, min_ptx=(7, 0))
    text, ins, space = _address(sel, op, op.operands[0], 0)
    sel.inst(f"mbarrier.inval{_shared_suffix(space)}.b64 {text}", ins)


def _mbarrier_arrive(sel: SelectorCore, op: Operation) -> None:
    count = getattr(op, "count", None)
    if count is None:
        sel.info.target.require(op, "mbarrier", min_sm=80, min_ptx=(7, 0))
    else:
        sel.info.target.require(op, "mbarrier.arrive with a count", min_sm=90, min_ptx=(7, 8))
    text, ins, space = _address(sel, op, op.operands[0], 0)
    suffix = _shared_suffix(space)
    if space == AS.SHARED_CLUSTER:
        sel.info.target.require(op, "mbarrier.arrive on a shared::cluster address", min_sm=90, min_ptx=(8, 0))
        suffix = ".shared::cluster"
    imm = [] if count is None else [len(ins)]
    if count is not None:
        ins.append(sel.get1(count, op))
    tail = "" if count is None else f", ${len(ins) - 1}"
    if not op.results:
        sel.info.target.require(op, "mbarrier.arrive without its state", min_sm=80, min_ptx=(7, 1))
        sel.inst(f"mbarrier.arrive{suffix}.b64 _, {text}{tail}", ins, imm_ok=imm or None)
        return
    state = sel.inst1(f"mbarrier.arrive{suffix}.b64 $d0, {text}{tail}", ins, "b64", imm_ok=imm or None)
    sel.set(op.results[0], [state])


def _mbarrier_wait_parity(sel: SelectorCore, op: N.MBarrierWaitParityOp) -> None:
    # test_wait.parity: sm_80, PTX 7.1; try_wait.parity: sm_90, PTX 7.8.
    testing = op.wait_kind == N.MBarrierWaitKind.TEST
    if testing:
        sel.info.target.require(op, "mbarrier.test_wait.parity", min_sm=80, min_ptx=(7, 1))
    else:
        sel.info.target.require(op, "mbarrier.try_wait.parity", min_sm=90, min_ptx=(7, 8))
    text, ins, space = _address(sel, op, op.addr, 0)
    ins.append(sel.get1(op.phase, op))
    phase = len(ins) - 1
    verb = "test_wait" if testing else "try_wait"
    body = f"mbarrier.{verb}.parity{_shared_suffix(space)}.b64 $d0, {text}, ${phase}"
    sel.set(op.res, [sel.inst1(body, ins, "pred", imm_ok=[phase])])


def _mbarrier_arrive_nocomplete(sel: SelectorCore, op: Operation) -> None:
    sel.info.target.require(op, "mbarrier", min_sm=80, min_ptx=(7, 0))
    text, ins, space = _address(sel, op, op.operands[0], 0)
    ins.append(sel.get1(op.operands[1], op))
    count = len(ins) - 1
    state = sel.inst1(
        f"mbarrier.arrive.noComplete{_shared_suffix(space)}.b64 $d0, {text}, ${count}", ins, "b64", imm_ok=[count]
    )
    sel.set(op.results[0], [state])


def _mbarrier_arrive_expect_tx(sel: SelectorCore, op: Operation) -> None:
    sel.info.target.require(op, "mbarrier.arrive.expect_tx", min_sm=90, min_ptx=(8, 0))
    text, ins, space = _address(sel, op, op.operands[0], 0)
    ins.append(sel.get1(op.operands[1], op))
    count = len(ins) - 1
    if op.results and op.results[0].uses and _predicate(op) is None:
        body = f"mbarrier.arrive.expect_tx{_shared_suffix(space)}.b64 $d0, {text}, ${count}"
        sel.set(op.results[0], [sel.inst1(body, ins, "b64", imm_ok=[count])])
        return
    body = f"mbarrier.arrive.expect_tx{_shared_suffix(space)}.b64 _, {text}, ${count}"
    sel.inst(_guarded(body, _predicate(op), sel, op, ins), ins, imm_ok=[count])
    if op.results:
        # The state of a predicated-off arrival is never read (MLIR gives no such form).
        sel.set(op.results[0], [Imm("0", "b64")])


def _mbarrier_try_wait_parity(sel: SelectorCore, op: Operation) -> None:
    """MLIR's op waits until the phase completed: a loop around the try_wait, which may
    return false after a time limit."""
    sel.info.target.require(op, "mbarrier.try_wait", min_sm=90, min_ptx=(7, 8))
    text, ins, space = _address(sel, op, op.operands[0], 0)
    first = len(ins)
    ins += [sel.reg(sel.get1(op.operands[1], op)), sel.reg(sel.get1(op.operands[2], op))]
    regs = [sel.reg(leaf) for leaf in ins]
    # PTX labels are function-scoped: number the loops of this function.
    index = sum(1 for o in sel.pfunc.walk() if isinstance(o, ptx.AsmOp) and "mbarrier.try_wait" in o.text.data)
    loop, done = f"$L__mbarrier_wait{index}", f"$L__mbarrier_done{index}"
    # The loop is one scoped block of PTX text, like MLIR's own lowering of this op.
    body = (
        f".reg .pred p;\n{loop}:\n"
        f"mbarrier.try_wait.parity{_shared_suffix(space)}.b64 p, {text}, ${first}, ${first + 1};\n"
        f"@p bra.uni {done};\nbra.uni {loop};\n{done}:"
    )
    sel.add(ptx.AsmOp(body, regs, [], True))


def _mbarrier_test_wait(sel: SelectorCore, op: Operation) -> None:
    sel.info.target.require(op, "mbarrier", min_sm=80, min_ptx=(7, 0))
    text, ins, space = _address(sel, op, op.operands[0], 0)
    ins.append(sel.get1(op.operands[1], op))
    state = len(ins) - 1
    done = sel.inst1(f"mbarrier.test_wait{_shared_suffix(space)}.b64 $d0, {text}, ${state}", ins, "pred")
    sel.set(op.results[0], [done])


# cp.async --------------------------------------------------------------------------------------


def _cp_async(sel: SelectorCore, op: N.CpAsyncOp) -> None:
    sel.info.target.require(op, "cp.async", min_sm=80, min_ptx=(7, 0))
    dst, ins, _ = _address(sel, op, op.dst, 0)
    src, src_ins, _ = _address(sel, op, op.src, len(ins))
    ins += src_ins
    text = f"cp.async.{op.modifier.data.value}.shared.global {dst}, {src}, {op.size.value.data}"
    if op.cpSize is not None:
        ins.append(sel.get1(op.cpSize, op))
        text += f", ${len(ins) - 1}"
    sel.inst(text, ins, imm_ok=[len(ins) - 1] if op.cpSize is not None else [])


def _cp_async_wait(sel: SelectorCore, op: N.CpAsyncWaitGroupOp) -> None:
    sel.info.target.require(op, "cp.async", min_sm=80, min_ptx=(7, 0))
    sel.inst(f"cp.async.wait_group {op.n.value.data}")


def _cp_async_mbarrier_arrive(sel: SelectorCore, op: N.CpAsyncMBarrierArriveOp) -> None:
    sel.info.target.require(op, "cp.async.mbarrier.arrive", min_sm=80, min_ptx=(7, 0))
    text, ins, space = _address(sel, op, op.addr, 0)
    noinc = ".noinc" if op.noinc.value.data else ""
    sel.inst(f"cp.async.mbarrier.arrive{noinc}{_shared_suffix(space)}.b64 {text}", ins)


# Cluster, memory and arithmetic ----------------------------------------------------------------


def _mapa(sel: SelectorCore, op: Operation) -> None:
    """`nvvm.mapa`, and LLVM's `llvm.nvvm.mapa[.shared.cluster](ptr, i32 rank)`."""
    sel.info.target.require(op, "mapa", min_sm=90, min_ptx=(7, 8))
    address, rank = _args(sel, op)
    space = ".shared::cluster" if AS.address_space_of(op.operands[0].type) == AS.SHARED else ""  # type: ignore[arg-type]
    if leaf_cls(address) == "b32":
        # A 32-bit shared address maps to a 32-bit one (LLVM's `mapa.shared::cluster.u32` with
        # short pointers), zero-extended to the 64-bit cluster pointer.
        mapped = sel.inst1(f"mapa{space}.u32 $d0, $0, $1", [address, rank], "b32", imm_ok=[1])
        sel.set(op.results[0], [sel.cvt("u64", "u32", mapped, "b64")])
        return
    sel.set(op.results[0], [sel.inst1(f"mapa{space}.u64 $d0, $0, $1", [address, rank], "b64", imm_ok=[1])])


def _st_bulk(sel: SelectorCore, op: N.BulkStoreOp) -> None:
    sel.info.target.require(op, "st.bulk", min_sm=100, min_ptx=(8, 6))
    text, ins, space = _address(sel, op, op.addr, 0)
    ins.append(sel.get1(op.size, op))
    shared = ".shared::cta" if space == AS.SHARED else ""
    sel.inst(f"st.bulk{shared} {text}, ${len(ins) - 1}, 0", ins, imm_ok=[len(ins) - 1])


def _rcp_approx_ftz(sel: SelectorCore, op: N.RcpApproxFtzF32Op) -> None:
    (x,) = _args(sel, op)
    sel.set(op.res, [sel.arith("rcp", "f32", [sel.reg(x)], "f32", ["approx", "ftz"])])


def _packed_b32(sel: SelectorCore, op: Operation, value: SSAValue) -> Leaf:
    """A vector<4xi8> or vector<2xi16> operand as the one 32-bit register PTX wants."""
    lanes = [sel.reg(leaf) for leaf in sel.get(value, op)]
    if len(lanes) == 1:
        return lanes[0]
    if len(lanes) == 2:
        return sel.pack(lanes, "b32")
    # i8 lanes sit in the low byte of 16-bit registers: pair them, then pick bytes 0, 2, 4, 6.
    low = sel.pack(lanes[:2], "b32")
    high = sel.pack(lanes[2:], "b32")
    return sel.arith("prmt", "b32", [low, high, Imm("0x6420", "b32")], "b32")


def _dot_type(attr: N.DotAccumulateTypeAttr) -> str:
    return "s32" if attr.data == N.DotAccumulateType.SIGNED else "u32"


def _dot4(sel: SelectorCore, op: N.DotAccumulate4WayOp) -> None:
    sel.info.target.require(op, "dp4a", min_sm=61, min_ptx=(5, 0))
    a, b = _packed_b32(sel, op, op.a), _packed_b32(sel, op, op.b)
    text = f"dp4a.{_dot_type(op.a_type)}.{_dot_type(op.b_type)} $d0, $0, $1, $2"
    sel.set(op.res, [sel.inst1(text, [a, b, sel.get1(op.c, op)], "b32", imm_ok=[2])])


def _dot2(sel: SelectorCore, op: N.DotAccumulate2WayOp) -> None:
    sel.info.target.require(op, "dp2a", min_sm=61, min_ptx=(5, 0))
    a, b = _packed_b32(sel, op, op.a), _packed_b32(sel, op, op.b)
    half = "hi" if op.b_hi.value.data else "lo"
    text = f"dp2a.{half}.{_dot_type(op.a_type)}.{_dot_type(op.b_type)} $d0, $0, $1, $2"
    sel.set(op.res, [sel.inst1(text, [a, b, sel.get1(op.c, op)], "b32", imm_ok=[2])])


_PREFETCH_SPACE = {AS.GENERIC: "", AS.GLOBAL: ".global", AS.LOCAL: ".local", AS.CONST: ".const"}


def _prefetch(sel: SelectorCore, op: N.PrefetchOp) -> None:
    text, ins, space = _address(sel, op, op.addr, 0)
    if op.tensormap is not None:
        sel.info.target.require(op, "prefetch.tensormap", min_sm=90, min_ptx=(8, 0))
        # A kernel's byval descriptor that is only read is addressed by its parameter's name.
        state = ".param" if op.in_param_space is not None or space == AS.PARAM else _PREFETCH_SPACE[space]
        body = f"prefetch{state}.tensormap {text}"
    else:
        assert op.cacheLevel is not None or op.uniform is not None
        level = "L1" if op.cacheLevel is None else op.cacheLevel.data.value
        body = _prefetch_cache(sel, op, text, space, level, op.evictPriority, op.uniform is not None)
    sel.inst(_guarded(body, op.predicate, sel, op, ins), ins)


def _prefetch_cache(
    sel: SelectorCore, op: Operation, text: str, space: int, level: str, evict: Attribute | None, uniform: bool
) -> str:
    """`prefetch[.space].level[::evict_*]` or `prefetchu.L1` of an address."""
    if uniform:
        return f"prefetchu.L1 {text}"
    if isinstance(evict, N.CacheEvictionPriorityAttr):
        sel.info.target.require(op, "prefetch with an eviction priority", min_sm=80, min_ptx=(7, 4))
        level += "::" + evict.data.value
    return f"prefetch{_PREFETCH_SPACE[space]}.{level} {text}"


def _prefetch_level(sel: SelectorCore, op: N.PrefetchL1Op | N.PrefetchL2Op | N.PrefetchL1UniformOp) -> None:
    text, ins, space = _address(sel, op, op.addr, 0)
    level = "L2" if isinstance(op, N.PrefetchL2Op) else "L1"
    sel.inst(_prefetch_cache(sel, op, text, space, level, op.evictPriority, isinstance(op, N.PrefetchL1UniformOp)), ins)


# What stays text (`ptx.inst`, the escape hatch, as MLIR keeps `nvvm.inline_ptx`): the
# instructions no pass needs to see into, each used by a handful of ops with spellings of its
# own, where an op class would only restate the PTX ISA's grammar: mbarrier, cp.async, elect,
# match, redux, bar.arrive/bar.red, barrier.cluster, setmaxnreg, griddepcontrol, nanosleep,
# pmevent, wgmma fences, exit/brkpt, the proxy and mbarrier_init fences, prefetch, mapa,
# st.bulk, dp4a/dp2a and activemask. Their side effects come from the opcode
# (`ptx.text.TextEffects`). Everything a pass may merge, erase or reorder (fences, arithmetic
# and conversions, packing), or must see as a warp collective (shfl, vote), is a structured op.
NVVM_SELECTORS: dict[type[Operation], OpSelector] = {
    N.ShflOp: _shfl,
    N.VoteSyncOp: _vote,
    N.MatchSyncOp: _match,
    N.ReduxOp: _redux,
    N.SyncWarpOp: _bar_warp_sync,
    N.ElectSyncOp: _elect,
    N.BarrierArriveOp: _barrier_arrive,
    N.ClusterArriveOp: _cluster_barrier("barrier.cluster.arrive", (7, 8)),
    N.ClusterArriveRelaxedOp: _cluster_barrier("barrier.cluster.arrive.relaxed", (8, 0)),
    N.ClusterWaitOp: _cluster_barrier("barrier.cluster.wait", (7, 8)),
    N.FenceScClusterOp: _fence_sc_cluster,
    N.FenceMbarrierInitOp: _fixed("fence.mbarrier_init.release.cluster", min_sm=90, min_ptx=(8, 0)),
    N.FenceProxyOp: _fence_proxy,
    N.FenceProxyAcquireOp: _fence_proxy_acquire,
    N.FenceProxyReleaseOp: _fence_proxy_release,
    N.MembarOp: _membar,
    N.MemoryBarrierOp: _membar,
    N.MembarLevelOp: _membar_level,
    N.SetMaxRegisterOp: _setmaxnreg,
    N.NanosleepOp: _nanosleep,
    N.PMEventOp: _pmevent,
    N.GriddepcontrolOp: _griddepcontrol,
    N.WgmmaFenceAlignedOp: _fixed(
        "wgmma.fence.sync.aligned", "wgmma", min_sm=90, min_ptx=(8, 0), arch_specific=True
    ),
    N.WgmmaGroupSyncAlignedOp: _fixed(
        "wgmma.commit_group.sync.aligned", "wgmma", min_sm=90, min_ptx=(8, 0), arch_specific=True
    ),
    N.WgmmaWaitGroupSyncOp: _wgmma_wait,
    N.ExitOp: _fixed("exit"),
    N.BreakpointOp: _fixed("brkpt"),
    N.MBarrierInitOp: _mbarrier_init,
    N.MBarrierInitSharedOp: _mbarrier_init,
    N.MBarrierInvalOp: _mbarrier_inval,
    N.MBarrierInvalSharedOp: _mbarrier_inval,
    N.MBarrierArriveOp: _mbarrier_arrive,
    N.MBarrierArriveSharedOp: _mbarrier_arrive,
    N.MBarrierArriveNocompleteOp: _mbarrier_arrive_nocomplete,
    N.MBarrierArriveNocompleteSharedOp: _mbarrier_arrive_nocomplete,
    N.MBarrierArriveExpectTxOp: _mbarrier_arrive_expect_tx,
    N.MBarrierArriveExpectTxSharedOp: _mbarrier_arrive_expect_tx,
    N.MBarrierTryWaitParityOp: _mbarrier_try_wait_parity,
    N.MBarrierTryWaitParitySharedOp: _mbarrier_try_wait_parity,
    N.MBarrierTestWaitOp: _mbarrier_test_wait,
    N.MBarrierTestWaitSharedOp: _mbarrier_test_wait,
    N.MBarrierWaitParityOp: _mbarrier_wait_parity,
    N.CpAsyncOp: _cp_async,
    N.CpAsyncCommitGroupOp: _fixed("cp.async.commit_group", min_sm=80, min_ptx=(7, 0)),
    N.CpAsyncWaitGroupOp: _cp_async_wait,
    N.CpAsyncMBarrierArriveOp: _cp_async_mbarrier_arrive,
    N.MapaOp: _mapa,
    N.BulkStoreOp: _st_bulk,
    N.RcpApproxFtzF32Op: _rcp_approx_ftz,
    N.DotAccumulate4WayOp: _dot4,
    N.DotAccumulate2WayOp: _dot2,
    N.PrefetchOp: _prefetch,
    N.PrefetchL1Op: _prefetch_level,
    N.PrefetchL2Op: _prefetch_level,
    N.PrefetchL1UniformOp: _prefetch_level,
}


# `llvm.nvvm.*` intrinsics called through llvm.call_intrinsic ----------------------------------
#
# Most are one instruction whose operands are the call's arguments in order; the table maps the
# intrinsic (without `llvm.`) to that instruction, as LLVM 22's NVPTX backend spells it, and to
# what the instruction needs of the target. (`llvm.nvvm.lg2.approx.d` is left out: LLVM prints
# `lg2.approx.f64`, which ptxas rejects.)

_ROUNDINGS = ("rn", "rz", "rm", "rp")
_FTZ = ("", ".ftz")


def _one_instruction_intrinsics() -> dict[str, tuple[str, dict]]:
    table: dict[str, tuple[str, dict]] = {}

    def add(name: str, mnemonic: str, **needs) -> None:
        table["nvvm." + name] = (mnemonic, needs)

    for ftz in _FTZ:
        for fn in ("ex2", "lg2", "sin", "cos", "rsqrt", "sqrt"):
            add(f"{fn}.approx{ftz}.f", f"{fn}.approx{ftz}.f32")
        add(f"ex2.approx{ftz}.f32", f"ex2.approx{ftz}.f32")  # the spelling Triton emits
        add(f"div.approx{ftz}.f", f"div.approx{ftz}.f32")
        add(f"div.full{ftz}", f"div.full{ftz}.f32")
        add(f"fabs{ftz}.f", f"abs{ftz}.f32")
        add(f"saturate{ftz}.f", f"cvt{ftz}.sat.f32.f32")
        for fn, mode in (("ceil", "rpi"), ("floor", "rmi"), ("trunc", "rzi"), ("round", "rni")):
            add(f"{fn}{ftz}.f", f"cvt.{mode}{ftz}.f32.f32")
        for rnd in _ROUNDINGS:
            for fn in ("sqrt", "rcp", "div", "add", "mul", "fma"):
                add(f"{fn}.{rnd}{ftz}.f", f"{fn}.{rnd}{ftz}.f32")
        add(f"fma.rn{ftz}.sat.f", f"fma.rn{ftz}.sat.f32")
        for fn in ("fmin", "fmax"):
            for nan in ("", ".nan"):
                for xorsign in ("", ".xorsign.abs"):
                    needs = {"min_sm": 86, "min_ptx": (7, 2)} if xorsign else {"min_sm": 80, "min_ptx": (7, 0)} if nan else {}
                    add(f"{fn}{ftz}{nan}{xorsign}.f", f"{fn[1:]}{ftz}{'.NaN' if nan else ''}{xorsign}.f32", **needs)
    add("rcp.approx.ftz.f", "rcp.approx.ftz.f32")
    # LLVM 22's spellings in libdevice once auto-upgraded, and its rounding conversions
    # (link-libdevice-ir imports libdevice's IR with them).
    for ftz in _FTZ:
        add(f"fabs{ftz}.f32", f"abs{ftz}.f32")
    add("fabs.f64", "abs.f64")
    for rnd in _ROUNDINGS:
        for short, int_type in (("i", "s32"), ("ui", "u32"), ("ll", "s64"), ("ull", "u64")):
            for ftz in _FTZ:
                add(f"f2{short}.{rnd}{ftz}", f"cvt.{rnd}i{ftz}.{int_type}.f32")
            add(f"d2{short}.{rnd}", f"cvt.{rnd}i.{int_type}.f64")
            add(f"{short}2f.{rnd}", f"cvt.{rnd}.f32.{int_type}")
            add(f"{short}2d.{rnd}", f"cvt.{rnd}.f64.{int_type}")
        for ftz in _FTZ:
            add(f"d2f.{rnd}{ftz}", f"cvt.{rnd}{ftz}.f32.f64")
    add("sqrt.f", "sqrt.rn.f32")
    for fn, mode in (("ceil", "rpi"), ("floor", "rmi"), ("trunc", "rzi"), ("round", "rni")):
        add(f"{fn}.d", f"cvt.{mode}.f64.f64")
    for ftz in _FTZ:
        # The half's bits in an i16 (libdevice's __nv_float2half_rn).
        add(f"f2h.rn{ftz}", f"cvt.rn{ftz}.f16.f32")
    for rnd in _ROUNDINGS:
        for fn in ("sqrt", "rcp", "div", "add", "mul", "fma"):
            add(f"{fn}.{rnd}.d", f"{fn}.{rnd}.f64")
    for name, mnemonic in (
        ("rcp.approx.ftz.d", "rcp.approx.ftz.f64"), ("rsqrt.approx.d", "rsqrt.approx.f64"),
        ("fabs.d", "abs.f64"), ("saturate.d", "cvt.sat.f64.f64"),
        ("fmin.d", "min.f64"), ("fmax.d", "max.f64"),
        ("mulhi.s", "mul.hi.s16"), ("mulhi.us", "mul.hi.u16"), ("mulhi.i", "mul.hi.s32"), ("mulhi.ui", "mul.hi.u32"), ("mulhi.ll", "mul.hi.s64"), ("mulhi.ull", "mul.hi.u64"),
        ("mul24.i", "mul24.lo.s32"), ("mul24.ui", "mul24.lo.u32"), ("sad.i", "sad.s32"), ("sad.ui", "sad.u32"),
        ("brev32", "brev.b32"), ("brev64", "brev.b64"), ("clz.i", "clz.b32"), ("clz.ll", "clz.b64"),
        ("popc.i", "popc.b32"), ("popc.ll", "popc.b64"), ("prmt", "prmt.b32"),
    ):
        add(name, mnemonic)
    add("activemask", "activemask.b32", min_sm=30, min_ptx=(6, 2))
    add("bmsk.wrap", "bmsk.wrap.b32", min_sm=70, min_ptx=(7, 6))
    add("bmsk.clamp", "bmsk.clamp.b32", min_sm=70, min_ptx=(7, 6))
    add("fns", "fns.b32", min_sm=30, min_ptx=(6, 0))
    for rnd in ("rn", "rz"):
        for relu in ("", ".relu"):
            add(f"f2bf16.{rnd}{relu}", f"cvt.{rnd}{relu}.bf16.f32", min_sm=80, min_ptx=(7, 0))
    add("f2tf32.rna", "cvt.rna.tf32.f32", min_sm=80, min_ptx=(7, 0))
    for rnd in ("rn", "rz"):
        for relu in ("", ".relu"):
            add(f"f2tf32.{rnd}{relu}", f"cvt.{rnd}{relu}.tf32.f32", min_sm=90, min_ptx=(7, 8))
    add("f2tf32.rna.satfinite", "cvt.rna.satfinite.tf32.f32", min_sm=89, min_ptx=(8, 1))
    return table


ONE_INSTRUCTION_INTRINSICS = _one_instruction_intrinsics()


def _intrinsic_name(op: Operation) -> str:
    """`nvvm.div.full` for `llvm.call_intrinsic "llvm.nvvm.div.full"` or `llvm.call @llvm.nvvm.div.full`."""
    if isinstance(op, llvm.CallIntrinsicOp):
        return op.intrin.data.removeprefix("llvm.")
    assert isinstance(op, llvm.CallOp) and op.callee is not None
    return op.callee.string_value().removeprefix("llvm.")


def _structured_form(mnemonic: str) -> tuple[str, list[str], str, str] | None:
    """(opcode, modifiers, type, source type) of a `ptx.arith` or `ptx.cvt` spelled `mnemonic`
    (`fma.rn.ftz.f32`, `cvt.rpi.f32.f32`; the source type is empty for arith), None for
    the instructions that stay text (`activemask`)."""
    opcode, *modifiers, type_name = mnemonic.split(".")
    if opcode == "cvt" and modifiers and all(m in CVT_MODIFIERS for m in modifiers[:-1]):
        return opcode, modifiers[:-1], modifiers[-1], type_name
    if opcode in ARITH_OPCODES and all(m in ARITH_MODIFIERS for m in modifiers):
        return opcode, modifiers, type_name, ""
    return None


def _one_instruction(sel: SelectorCore, op: Operation) -> None:
    name = _intrinsic_name(op)
    mnemonic, needs = ONE_INSTRUCTION_INTRINSICS[name]
    if needs:
        sel.info.target.require(op, mnemonic, **needs)
    args = _args(sel, op)
    cls = abi.reg_class(op.results[0].type)
    form = _structured_form(mnemonic)
    if form is None:
        operands = ", ".join(f"${i}" for i in range(len(args)))
        text = f"{mnemonic} $d0" + (f", {operands}" if operands else "")
        sel.set(op.results[0], [sel.inst1(text, args, cls, imm_ok=[])])
        return
    opcode, modifiers, type_name, source_type = form
    # LLVM puts every argument of these intrinsics in a register.
    sources = [sel.reg(arg) for arg in args]
    if opcode == "cvt":
        sel.set(op.results[0], [sel.cvt(type_name, source_type, sources[0], cls, modifiers)])
    else:
        sel.set(op.results[0], [sel.arith(opcode, type_name, sources, cls, modifiers)])


def _shfl_with_validity(sel: SelectorCore, op: Operation) -> None:
    """`llvm.nvvm.shfl.sync.<mode>.<i32|f32>p`: `{value, in range}` (a 2-field struct)."""
    sel.info.target.require(op, "shfl.sync", min_sm=30, min_ptx=(6, 0))
    name = _intrinsic_name(op)
    mode = name.split(".")[3]
    mask, value, offset, clamp = _args(sel, op)
    cls = "f32" if name.endswith("f32p") else "b32"
    sel.set(op.results[0], sel.shfl(mode, value, offset, clamp, mask, cls, with_validity=True))


# PTX: 16 named barriers per CTA; a thread count is a multiple of the warp size.
BARRIER_IDS = range(16)


def checked_barrier(op: Operation, leaves: Sequence[Leaf]) -> list[Leaf]:
    """A barrier instruction's id and optional thread count, checked where they are immediates
    (ptxas rejects an id outside [0, 15] and a count that is not a multiple of 32)."""
    for index, leaf in enumerate(leaves[:2]):
        if not isinstance(leaf, Imm):
            continue
        try:
            value = int(leaf.text, 0)
        except ValueError:
            continue
        if index == 0 and value not in BARRIER_IDS:
            raise op_error(op, f"barrier id {value} is out of range: PTX has barriers 0 to {BARRIER_IDS[-1]}")
        if index == 1 and value % WARP_SIZE:
            raise op_error(op, f"barrier thread count {value} is not a multiple of the warp size ({WARP_SIZE})")
    return list(leaves)


def _reduce_at_barrier(
    sel: SelectorCore, kind: str, value: Leaf, barrier: Sequence[Leaf], aligned: bool = True
) -> SSAValue:
    """`bar.red.<kind>` of the predicate `value != 0` at barrier `barrier` (id and, optionally,
    thread count; none: barrier 0, all threads): 0/1 for and/or, the count of true for popc.
    Not `aligned`: `barrier.red` (threads may reach it from different code)."""
    pred = sel.setp("ne", "b32", value, Imm("0", "b32"))
    reduced = reduce_predicate_at_barrier(sel, kind, pred, barrier, aligned)
    if kind == "popc":
        return reduced
    return sel.selp("u32", Imm("1", "b32"), Imm("0", "b32"), reduced, "b32")


def reduce_predicate_at_barrier(
    sel: SelectorCore, kind: str, pred: Leaf, barrier: Sequence[Leaf], aligned: bool = True
) -> SSAValue:
    """`bar.red.<kind>` of a predicate register: a b32 count for popc, a predicate for and/or
    (LLVM's `llvm.nvvm.barrier.cta.red.*` intrinsics take and give i1 so)."""
    ids = list(barrier) or [Imm("0", "b32")]
    places = ", ".join(f"${index}" for index in range(len(ids)))
    last = f"${len(ids)}"
    opcode = "bar.red" if aligned else "barrier.red"
    if kind == "popc":
        return sel.inst1(f"{opcode}.popc.u32 $d0, {places}, {last}", [*ids, pred], "b32", imm_ok=range(len(ids)))
    return sel.inst1(f"{opcode}.{kind}.pred $d0, {places}, {last}", [*ids, pred], "pred", imm_ok=range(len(ids)))


def _barrier_reduction(kind: str) -> Selector:
    """`llvm.nvvm.barrier0.<popc|and|or>(i32 pred)`: bar.sync 0 that also reduces a predicate."""

    def select(sel: SelectorCore, op: Operation) -> None:
        (value,) = _args(sel, op)
        sel.set(op.results[0], [_reduce_at_barrier(sel, kind, value, [])])

    return select


def select_barrier_reduction(sel: SelectorCore, op: BarrierOp) -> None:
    """`nvvm.barrier [id = %i [number_of_threads = %n]] #nvvm.reduction<kind> %p -> i32`."""
    assert op.reductionOp is not None and op.reductionPredicate is not None and op.res is not None
    barrier = [sel.get1(v, op) for v in (op.barrierId, op.numberOfThreads) if v is not None]
    if op.barrierId is None and op.numberOfThreads is not None:
        barrier = [Imm("0", "b32"), *barrier]  # a thread count alone counts at barrier 0
    value = sel.get1(op.reductionPredicate, op)
    sel.set(op.res, [_reduce_at_barrier(sel, op.reductionOp.data.value, value, checked_barrier(op, barrier))])


def _half_intrinsics() -> dict[str, tuple[str, dict]]:
    """The f16/bf16 math intrinsics (`nvvm.fmin.ftz.nan.f16`, `nvvm.fma.rn.relu.bf16x2`,
    `nvvm.fabs.v2bf16`, ...): intrinsic -> the one-lane instruction, applied to each lane (the
    x2 forms are lane-wise), and what it needs of the target."""
    table: dict[str, tuple[str, dict]] = {}
    sm80 = {"min_sm": 80, "min_ptx": (7, 0)}
    for t in ("f16", "bf16"):
        for fn in ("fmin", "fmax"):
            for ftz in _FTZ if t == "f16" else ("",):
                for nan in ("", ".nan"):
                    for xorsign in ("", ".xorsign.abs"):
                        needs = {"min_sm": 86, "min_ptx": (7, 2)} if xorsign else sm80
                        mnemonic = f"{fn[1:]}{ftz}{'.NaN' if nan else ''}{xorsign}.{t}"
                        table[f"nvvm.{fn}{ftz}{nan}{xorsign}.{t}"] = (mnemonic, needs)
                        table[f"nvvm.{fn}{ftz}{nan}{xorsign}.{t}x2"] = (mnemonic, needs)
        for ftz in _FTZ if t == "f16" else ("",):
            for sat in ("", ".sat") if t == "f16" else ("",):
                for relu in ("", ".relu"):
                    if sat and relu:
                        continue
                    needs = sm80 if relu or t == "bf16" else {}
                    mnemonic = f"fma.rn{ftz}{sat}{relu}.{t}"
                    table[f"nvvm.fma.rn{ftz}{sat}{relu}.{t}"] = (mnemonic, needs)
                    table[f"nvvm.fma.rn{ftz}{sat}{relu}.{t}x2"] = (mnemonic, needs)
        for ftz in _FTZ if t == "f16" else ("",):
            # LLVM 22 upgrades nvvm.abs.bf16 to nvvm.fabs.bf16.
            table[f"nvvm.fabs{ftz}.{t}"] = (f"abs{ftz}.{t}", sm80 if t == "bf16" else {"min_sm": 53, "min_ptx": (6, 5)})
            table[f"nvvm.fabs{ftz}.v2{t}"] = table[f"nvvm.fabs{ftz}.{t}"]
        table[f"nvvm.neg.{t}"] = (f"neg.{t}", sm80)
        table[f"nvvm.neg.{t}x2"] = (f"neg.{t}", sm80)
    # 2^x of halves (clang's __nvvm_ex2_approx_f16x2 and friends): f16 from sm_75, bf16 (ftz
    # only) from sm_90.
    for ftz, t, needs in (("", "f16", {"min_sm": 75, "min_ptx": (7, 0)}), (".ftz", "bf16", {"min_sm": 90, "min_ptx": (7, 8)})):
        table[f"nvvm.ex2.approx{ftz}.{t}"] = (f"ex2.approx{ftz}.{t}", needs)
        table[f"nvvm.ex2.approx{ftz}.v2{t}"] = (f"ex2.approx{ftz}.{t}", needs)
    return table


HALF_INTRINSICS = _half_intrinsics()


def _half_lanewise(sel: SelectorCore, op: Operation) -> None:
    mnemonic, needs = HALF_INTRINSICS[_intrinsic_name(op)]
    if needs:
        sel.info.target.require(op, mnemonic, **needs)
    operands = [sel.get(v, op) for v in op.operands]
    lanes = len(operands[0])
    if any(len(leaves) != lanes for leaves in operands) or lanes not in (1, 2):
        raise op_error(op, f"'{_intrinsic_name(op)}' on {op.results[0].type} is not supported")
    places = ", ".join(f"${i}" for i in range(len(operands)))
    out = [
        sel.inst1(f"{mnemonic} $d0, {places}", [sel.reg(leaves[lane]) for leaves in operands], "b16", imm_ok=[])
        for lane in range(lanes)
    ]
    sel.set(op.results[0], out)


def _match_any(sel: SelectorCore, op: Operation) -> None:
    """`llvm.nvvm.match.any.sync.i32|i64(mask, value)`: PTX takes the value first."""
    sel.info.target.require(op, "match.any.sync", min_sm=70, min_ptx=(6, 0))
    mask, value = _args(sel, op)
    bits = "b64" if _intrinsic_name(op).endswith("i64") else "b32"
    sel.set(op.results[0], [sel.inst1(f"match.any.sync.{bits} $d0, $0, $1", [sel.reg(value), mask], "b32", imm_ok=[1])])


def _match_all(sel: SelectorCore, op: Operation) -> None:
    """`llvm.nvvm.match.all.sync.i32p|i64p(mask, value)`: `{lanes, all agree}` (a 2-field struct);
    libNVVM spells them `.i32`/`.i64` (numba-cuda's `match_all_sync`)."""
    sel.info.target.require(op, "match.all.sync", min_sm=70, min_ptx=(6, 0))
    mask, value = _args(sel, op)
    bits = "b64" if _intrinsic_name(op).endswith(("i64p", "i64")) else "b32"
    lanes, agreed = sel.inst(f"match.all.sync.{bits} $d0|$d1, $0, $1", [sel.reg(value), mask], ["b32", "pred"], imm_ok=[1])
    sel.set(op.results[0], [lanes, agreed])


def _nanosleep_intrinsic(sel: SelectorCore, op: Operation) -> None:
    """`llvm.nvvm.nanosleep(i32)` (nvvm.nanosleep's op form is selected above)."""
    sel.info.target.require(op, "nanosleep", min_sm=70, min_ptx=(6, 3))
    (duration,) = _args(sel, op)
    sel.inst("nanosleep.u32 $0", [duration])


def _double_half(high: bool) -> Selector:
    """`llvm.nvvm.d2i.hi|lo(double)`: the high or low 32 bits of a double (libdevice's f64 math
    takes exponents apart with them): one half of `mov.b64 {lo, hi}`, as LLVM."""

    def select(sel: SelectorCore, op: Operation) -> None:
        if op.operands[0].type != Float64Type() or op.results[0].type != i32:
            raise op_error(op, f"'{_intrinsic_name(op)}' takes a double and returns an i32")
        (value,) = _args(sel, op)
        sel.set(op.results[0], [sel.unpack(value, ["b32", "b32"])[int(high)]])

    return select


def _lohi_to_double(sel: SelectorCore, op: Operation) -> None:
    """`llvm.nvvm.lohi.i2d(i32 lo, i32 hi)`: the double of those bits, `mov.b64 %fd, {lo, hi}`."""
    if any(v.type != i32 for v in op.operands) or op.results[0].type != Float64Type():
        raise op_error(op, "'nvvm.lohi.i2d' takes two i32 and returns a double")
    sel.set(op.results[0], [sel.pack(_args(sel, op), "f64")])


def _elect_intrinsic(sel: SelectorCore, op: Operation) -> None:
    """`llvm.nvvm.elect.sync(i32 mask)`: `{leader lane, is leader}` (a 2-field struct)."""
    sel.info.target.require(op, "elect.sync", min_sm=90, min_ptx=(8, 0))
    (mask,) = _args(sel, op)
    lane, leader = sel.inst("elect.sync $d0|$d1, $0", [mask], ["b32", "pred"])
    sel.set(op.results[0], [lane, leader])


# `llvm.nvvm.isspacep.<space>(ptr)`: the PTX state space each tests a generic address for.
_ISSPACEP = {"global": "global", "shared": "shared", "const": "const", "local": "local", "shared.cluster": "shared::cluster"}


def _isspacep(sel: SelectorCore, op: Operation) -> None:
    space = _ISSPACEP[_intrinsic_name(op).removeprefix("nvvm.isspacep.")]
    if space == "shared::cluster":
        sel.info.target.require(op, "isspacep.shared::cluster", min_sm=90, min_ptx=(7, 8))
    (address,) = _args(sel, op)
    sel.set(op.results[0], [sel.inst1(f"isspacep.{space} $d0, $0", [sel.reg(address)], "pred", imm_ok=[])])


def _getctarank(sel: SelectorCore, op: Operation) -> None:
    """`llvm.nvvm.getctarank[.shared.cluster](ptr)`: the rank of the CTA an address is in."""
    sel.info.target.require(op, "getctarank", min_sm=90, min_ptx=(7, 8))
    (address,) = _args(sel, op)
    space = ".shared::cluster" if AS.address_space_of(op.operands[0].type) == AS.SHARED else ""  # type: ignore[arg-type]
    bits = "u32" if leaf_cls(address) == "b32" else "u64"
    sel.set(op.results[0], [sel.inst1(f"getctarank{space}.{bits} $d0, $0", [sel.reg(address)], "b32", imm_ok=[])])


def _is_explicit_cluster(sel: SelectorCore, op: Operation) -> None:
    sel.info.target.require(op, "%is_explicit_cluster", min_sm=90, min_ptx=(7, 8))
    sel.set(op.results[0], [sel.inst1("mov.pred $d0, %is_explicit_cluster", [], "pred")])


def _packed_pair_conversion(sel: SelectorCore, op: Operation) -> None:
    """`llvm.nvvm.ff2{bf16,f16}x2.<rn|rz>[.relu](float a, float b)`: `cvt.<rnd>[.relu].<t>x2.f32`,
    which puts a's value in the upper half: the vector is <b, a>."""
    name = _intrinsic_name(op)
    pair, *modifiers = name.removeprefix("nvvm.").split(".")
    type_name = pair.removeprefix("ff2")
    sel.info.target.require(op, f"cvt.{type_name}.f32", min_sm=80, min_ptx=(7, 0))
    a, b = (sel.reg(leaf) for leaf in _args(sel, op))
    packed = sel.inst1(f"cvt.{'.'.join(modifiers)}.{type_name}.f32 $d0, $0, $1", [a, b], "b32", imm_ok=[])
    sel.set(op.results[0], sel.unpack(packed, ["b16", "b16"]))


NVVM_INTRINSICS: dict[str, Selector] = {
    "nvvm.elect.sync": _elect_intrinsic,
    **{f"nvvm.isspacep.{space}": _isspacep for space in _ISSPACEP},
    "nvvm.getctarank": _getctarank,
    "nvvm.getctarank.shared.cluster": _getctarank,
    "nvvm.mapa": _mapa,
    "nvvm.mapa.shared.cluster": _mapa,
    "nvvm.is_explicit_cluster": _is_explicit_cluster,
    **{f"nvvm.barrier.cluster.{name}{aligned}": _cluster_barrier(f"barrier.cluster.{name}", ptx, bool(aligned))
       for name, ptx in (("arrive", (7, 8)), ("arrive.relaxed", (8, 0)), ("wait", (7, 8))) for aligned in ("", ".aligned")},
    "nvvm.fence.sc.cluster": _fence_sc_cluster,
    **{f"nvvm.ff2{t}x2.{rnd}{relu}": _packed_pair_conversion for t in ("bf16", "f16") for rnd in ("rn", "rz") for relu in ("", ".relu")},
    **{name: _one_instruction for name in ONE_INSTRUCTION_INTRINSICS},
    "nvvm.d2i.hi": _double_half(high=True),
    "nvvm.d2i.lo": _double_half(high=False),
    "nvvm.lohi.i2d": _lohi_to_double,
    "nvvm.nanosleep": _nanosleep_intrinsic,
    "nvvm.match.any.sync.i32": _match_any,
    "nvvm.match.any.sync.i64": _match_any,
    "nvvm.match.all.sync.i32p": _match_all,
    "nvvm.match.all.sync.i64p": _match_all,
    "nvvm.match.all.sync.i32": _match_all,
    "nvvm.match.all.sync.i64": _match_all,
    **{name: _half_lanewise for name in HALF_INTRINSICS},
    **{f"nvvm.shfl.sync.{mode}.{t}p": _shfl_with_validity for mode in ("bfly", "up", "down", "idx") for t in ("i32", "f32")},
    **{f"nvvm.barrier0.{kind}": _barrier_reduction(kind) for kind in ("popc", "and", "or")},
    **{f"nvvm.redux.sync.{kind}": _redux_intrinsic(kind) for kind in _INT_REDUX},
}


# llvm.intr.maximum / minimum: NaN-propagating, and -0 below +0 -------------------------------


def _nan_propagating(which: str) -> Selector:
    def select(sel: SelectorCore, op: Operation) -> None:
        t = op.results[0].type
        cls = abi.reg_class(t)
        a, b = (sel.reg(leaf) for leaf in _args(sel, op))
        type_name = {"f32": "f32", "f64": "f64"}.get(cls)
        if type_name == "f32" and sel.info.target.has(min_sm=80, min_ptx=(7, 0)):
            sel.set(op.results[0], [sel.arith(which, "f32", [a, b], cls, ["NaN"])])
            return
        if cls == "b16":
            # Halves: `max.NaN.f16`/`.bf16` (sm_80, PTX 7.0), as for f32; in registers (half
            # literals are not PTX immediates).
            name = float_type_name(t)
            sel.info.target.require(op, f"{which}.NaN.{name}", min_sm=80, min_ptx=(7, 0))
            sel.set(op.results[0], [sel.arith(which, name, [a, b], cls, ["NaN"])])
            return
        if type_name is None:
            raise op_error(op, f"llvm.intr.{'maximum' if which == 'max' else 'minimum'} of {t} is not supported")
        # As LLVM expands it where PTX has no .NaN form: the plain min/max, NaN if either input
        # is NaN, and for a zero result the input that is the preferred signed zero (+0 for max,
        # -0 for min), which min/max may not pick.
        bits = 32 if type_name == "f32" else 64
        nan = "0f7FC00000" if bits == 32 else "0d7FF8000000000000"
        zero = "0f00000000" if bits == 32 else "0d0000000000000000"
        preferred = "0" if which == "max" else str(-(1 << (bits - 1)))
        unordered = sel.setp("nan", type_name, a, b)
        plain = sel.arith(which, type_name, [a, b], cls)
        result = sel.selp(type_name, Imm(nan, cls), plain, unordered, cls)
        # The sign test compares the bits: -0 and +0 are equal as floats.
        a_is_zero = sel.setp("eq", f"b{bits}", a, Imm(preferred, f"b{bits}"))
        choice = sel.selp(type_name, a, result, a_is_zero, cls)
        b_is_zero = sel.setp("eq", f"b{bits}", b, Imm(preferred, f"b{bits}"))
        choice = sel.selp(type_name, b, choice, b_is_zero, cls)
        result_is_zero = sel.setp("eq", type_name, result, Imm(zero, cls))
        sel.set(op.results[0], [sel.selp(type_name, choice, result, result_is_zero, cls)])

    return select


select_maximum = _nan_propagating("max")
select_minimum = _nan_propagating("min")
