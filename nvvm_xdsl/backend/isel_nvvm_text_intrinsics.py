"""LLVM's `llvm.nvvm.*` intrinsics that are one PTX instruction taking the call's arguments in
order (LLVM IR input: `nvvm-opt FILE.ll` calls them by name, where MLIR input has nvvm ops):
mbarrier, cp.async (and its bulk copies), tcgen05 allocation/commit/fences, wgmma fences,
griddepcontrol, setmaxnreg, the tensormap proxy fences, dp4a/dp2a, pmevent, L2 applypriority/discard.

Each intrinsic is an instruction template: `$N` is argument N, `[$N]` argument N as an address
(a register), `$d0` the result. What an instruction needs of the target comes from its text
(`ptx_isa.NEEDS`, as for inline asm), plus the arch- or family-specific targets where the
instruction exists only there. Arguments PTX takes only as immediates (a group count, a register
count) must be constants: LLVM declares them `immarg`."""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from xdsl.dialects import llvm
from xdsl.ir import Operation, SSAValue

from nvvm_xdsl import address_spaces as AS
from nvvm_xdsl.backend.isel_core import Selector, SelectorCore
from nvvm_xdsl.backend.isel_nvvm_cluster_launch import query_cancel, try_cancel
from nvvm_xdsl.backend.values import Imm, Leaf
from nvvm_xdsl.diagnostics import op_error
from nvvm_xdsl.dialects import nvvm_isa as N
from nvvm_xdsl.dialects import nvvm_tcgen05_shapes as T


@dataclass(frozen=True)
class TextIntrinsic:
    """One intrinsic's instruction: `text`, the result's register class (None: no result), the
    arguments that must be immediates, and the target needs its text does not show."""

    text: str
    arguments: int
    result: str | None = None
    immediates: tuple[int, ...] = ()
    needs: dict[str, int | bool] = field(default_factory=dict)
    # Every argument in a register (llc moves dp4a's constant sources into registers).
    registers: bool = False


_PLACES = re.compile(r"\$(\d+)")


def _table() -> dict[str, TextIntrinsic]:
    table: dict[str, TextIntrinsic] = {}

    def add(
        name: str, text: str, result: str | None = None, immediates: tuple[int, ...] = (), registers: bool = False,
        needs: dict[str, int | bool] | None = None,
    ) -> None:
        arguments = len({int(n) for n in _PLACES.findall(text)})
        table["nvvm." + name] = TextIntrinsic(text, arguments, result, immediates, needs or {}, registers)

    sm90a: dict[str, int | bool] = {"min_sm": 90, "arch_specific": True}
    sm100f: dict[str, int | bool] = {"min_sm": 100, "family_specific": True}

    add("griddepcontrol.launch.dependents", "griddepcontrol.launch_dependents")
    add("griddepcontrol.wait", "griddepcontrol.wait")
    add("setmaxnreg.inc.sync.aligned.u32", "setmaxnreg.inc.sync.aligned.u32 $0", immediates=(0,))
    add("setmaxnreg.dec.sync.aligned.u32", "setmaxnreg.dec.sync.aligned.u32 $0", immediates=(0,))
    add("pm.event.mask", "pmevent.mask $0", immediates=(0,))
    # wgmma's fences: sm_90a only.
    add("wgmma.fence.sync.aligned", "wgmma.fence.sync.aligned", needs=sm90a)
    add("wgmma.commit_group.sync.aligned", "wgmma.commit_group.sync.aligned", needs=sm90a)
    add("wgmma.wait_group.sync.aligned", "wgmma.wait_group.sync.aligned $0", immediates=(0,), needs=sm90a)
    for scope in ("cta", "cluster", "gpu", "sys"):
        add(f"fence.proxy.tensormap_generic.release.{scope}", f"fence.proxy.tensormap::generic.release.{scope}")
        add(f"fence.proxy.tensormap_generic.acquire.{scope}", f"fence.proxy.tensormap::generic.acquire.{scope} [$0], $1",
            immediates=(1,))
    # cp.async (sm_80): LLVM names the shared-window forms `.shared`, as PTX does.
    add("cp.async.wait.group", "cp.async.wait_group $0", immediates=(0,))
    add("cp.async.wait.all", "cp.async.wait_all")
    add("cp.async.commit.group", "cp.async.commit_group")
    for noinc in ("", ".noinc"):
        for space in ("", ".shared"):
            add(f"cp.async.mbarrier.arrive{noinc}{space}", f"cp.async.mbarrier.arrive{noinc}{space}.b64 [$0]")
    for cache, sizes in (("ca", (4, 8, 16)), ("cg", (16,))):
        for size in sizes:
            copy = f"cp.async.{cache}.shared.global [$0], [$1], {size}"
            add(f"cp.async.{cache}.shared.global.{size}", copy)
            add(f"cp.async.{cache}.shared.global.{size}.s", f"{copy}, $2")
    # mbarrier (sm_80): the state an arrival returns is a b64, the pending count of a state a b32.
    for space in ("", ".shared"):
        add(f"mbarrier.init{space}", f"mbarrier.init{space}.b64 [$0], $1")
        add(f"mbarrier.inval{space}", f"mbarrier.inval{space}.b64 [$0]")
        for drop, ptx_drop in (("", ""), (".drop", "_drop")):
            add(f"mbarrier.arrive{drop}{space}", f"mbarrier.arrive{ptx_drop}{space}.b64 $d0, [$0]", "b64")
            add(f"mbarrier.arrive{drop}.noComplete{space}", f"mbarrier.arrive{ptx_drop}.noComplete{space}.b64 $d0, [$0], $1", "b64")
        add(f"mbarrier.test.wait{space}", f"mbarrier.test_wait{space}.b64 $d0, [$0], $1", "pred")
    add("mbarrier.pending.count", "mbarrier.pending_count.b64 $d0, $0", "b32")
    # tcgen05 (the sm_100 family's `a`/`f` targets): tensor memory addresses are 32-bit.
    for group in (1, 2):
        cg = f"cta_group::{group}"
        add(f"tcgen05.alloc.cg{group}", f"tcgen05.alloc.{cg}.sync.aligned.b32 [$0], $1", needs=sm100f)
        add(f"tcgen05.alloc.shared.cg{group}", f"tcgen05.alloc.{cg}.sync.aligned.shared::cta.b32 [$0], $1", needs=sm100f)
        add(f"tcgen05.dealloc.cg{group}", f"tcgen05.dealloc.{cg}.sync.aligned.b32 $0, $1", needs=sm100f)
        add(f"tcgen05.relinq.alloc.permit.cg{group}", f"tcgen05.relinquish_alloc_permit.{cg}.sync.aligned", needs=sm100f)
        commit = f"tcgen05.commit.{cg}.mbarrier::arrive::one.shared::cluster"
        for space in ("", ".shared"):
            add(f"tcgen05.commit{space}.cg{group}", f"{commit}.b64 [$0]", needs=sm100f)
            add(f"tcgen05.commit.mc{space}.cg{group}", f"{commit}.multicast::cluster.b64 [$0], $1", needs=sm100f)
        add(f"tcgen05.shift.down.cg{group}", f"tcgen05.shift.{cg}.down [$0]", needs=sm100f)
    add("tcgen05.fence.before.thread.sync", "tcgen05.fence::before_thread_sync", needs=sm100f)
    add("tcgen05.fence.after.thread.sync", "tcgen05.fence::after_thread_sync", needs=sm100f)
    add("tcgen05.wait.ld", "tcgen05.wait::ld.sync.aligned", needs=sm100f)
    add("tcgen05.wait.st", "tcgen05.wait::st.sync.aligned", needs=sm100f)
    # fp8 pairs from two floats (sm_89): the first float goes to the upper byte, as PTX orders them.
    for fp8 in ("e4m3x2", "e5m2x2"):
        for relu in ("", ".relu"):
            add(f"ff.to.{fp8}.rn{relu}", f"cvt.rn.satfinite{relu}.{fp8}.f32 $d0, $0, $1", "b16", registers=True)
    # L2 cache management (sm_80): the size is an immediate (128 bytes, the only one PTX takes).
    for space in ("", ".global"):
        add(f"applypriority{space}.L2.evict.normal", f"applypriority{space}.L2::evict_normal [$0], $1", immediates=(1,))
        add(f"discard{space}.L2", f"discard{space}.L2 [$0], $1", immediates=(1,))
    # dp4a/dp2a (sm_61): the first letter is a's signedness, the second b's.
    for a in ("s", "u"):
        for b in ("s", "u"):
            add(f"idp4a.{a}.{b}", f"dp4a.{a}32.{b}32 $d0, $0, $1, $2", "b32", registers=True)
    return table


TEXT_INTRINSICS = _table()


def _address_places(text: str) -> set[int]:
    return {int(n) for n in re.findall(r"\[\$(\d+)\]", text)}


def _emit(sel: SelectorCore, op: Operation, name: str, entry: TextIntrinsic, args: list[Leaf]) -> None:
    sel.info.target.require_text(op, entry.text, what=f"intrinsic 'llvm.{name}'")
    if entry.needs:
        sel.info.target.require(op, entry.text.split(" ", 1)[0], **entry.needs)  # type: ignore[arg-type]
    for index in entry.immediates:
        if not isinstance(args[index], Imm):
            raise op_error(op, f"intrinsic 'llvm.{name}': argument {index} must be a constant (PTX takes an immediate)")
    addresses = _address_places(entry.text)
    # Addresses and the sources of arithmetic (dp4a) in registers, as llc; the rest may be immediates.
    registers = set(range(len(args))) if entry.registers else addresses
    ins = [sel.reg(leaf) if index in registers else leaf for index, leaf in enumerate(args)]
    imm_ok = [index for index in range(len(ins)) if index not in registers]
    if entry.result is None:
        sel.inst(entry.text, ins, imm_ok=imm_ok)
        return
    sel.set(op.results[0], [sel.inst1(entry.text, ins, entry.result, imm_ok=imm_ok)])


def _tensor_address(sel: SelectorCore, value: SSAValue, op: Operation) -> SSAValue:
    # The MMA family's selection (and its ops) is imported by the first intrinsic that needs it.
    from nvvm_xdsl.backend.isel_nvvm_mma import _tensor_address as tensor_address

    return tensor_address(sel, value, op)


def _name(op: Operation) -> str:
    if isinstance(op, llvm.CallIntrinsicOp):
        return op.intrin.data.removeprefix("llvm.")
    assert isinstance(op, llvm.CallOp) and op.callee is not None
    return op.callee.string_value().removeprefix("llvm.")


def _arguments(sel: SelectorCore, op: Operation) -> list[Leaf]:
    """The call's arguments; a tensor-memory address narrowed to the 32 bits PTX takes."""
    return [
        _tensor_address(sel, v, op) if isinstance(v.type, llvm.LLVMPointerType) and AS.address_space_of(v.type) == AS.TENSOR
        else sel.get1(v, op)
        for v in op.operands
    ]


def _text_intrinsic(sel: SelectorCore, op: Operation) -> None:
    name = _name(op)
    args = _arguments(sel, op)
    _emit(sel, op, name, TEXT_INTRINSICS[name], args)


def _flag(sel: SelectorCore, op: Operation, index: int) -> bool:
    """An `i1 immarg` argument that picks an instruction's form."""
    leaf = sel.get1(op.operands[index], op)
    if not isinstance(leaf, Imm):
        raise op_error(op, f"intrinsic 'llvm.{_name(op)}': argument {index} must be a constant (it picks the instruction)")
    return leaf.text not in ("0", "false")


def _dp2a(sel: SelectorCore, op: Operation) -> None:
    """`llvm.nvvm.idp2a.<a>.<b>(a, b, i1 hi, c)`: dp2a.lo or .hi (the half of b's bytes used)."""
    name = _name(op)
    a, b = name.split(".")[2:4]
    half = "hi" if _flag(sel, op, 2) else "lo"
    args = [leaf for i, leaf in enumerate(_arguments(sel, op)) if i != 2]
    entry = TextIntrinsic(f"dp2a.{half}.{a}32.{b}32 $d0, $0, $1, $2", 3, "b32", registers=True)
    _emit(sel, op, name, entry, args)


def _bulk_copy(sel: SelectorCore, op: Operation) -> None:
    """The `cp.async.bulk` copies and prefetch: trailing `i1 immarg` flags say whether the
    multicast mask and the L2 cache hint arguments are used (each adds a modifier and an
    operand, in the order PTX takes them)."""
    name = _name(op)
    n = len(op.operands)
    args = _arguments(sel, op)
    if name == "nvvm.cp.async.bulk.global.to.shared.cluster":
        # (dst, mbar, src, size, mask, hint, use mask, use hint)
        multicast, hint = _flag(sel, op, n - 2), _flag(sel, op, n - 1)
        text = "cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes"
        operands, places = [args[0], args[2], args[3], args[1]], "[$0], [$1], $2, [$3]"
        if multicast:
            text += ".multicast::cluster"
            operands.append(args[4])
            places += f", ${len(operands) - 1}"
        if hint:
            text += ".L2::cache_hint"
            operands.append(args[5])
            places += f", ${len(operands) - 1}"
    elif name == "nvvm.cp.async.bulk.shared.cta.to.global":
        # (dst, src, size, hint, use hint)
        text, operands, places = "cp.async.bulk.global.shared::cta.bulk_group", args[:3], "[$0], [$1], $2"
        if _flag(sel, op, n - 1):
            text += ".L2::cache_hint"
            operands = [*operands, args[3]]
            places += ", $3"
    elif name == "nvvm.cp.async.bulk.shared.cta.to.cluster":
        # (dst, mbar, src, size)
        text = "cp.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes"
        operands, places = [args[0], args[2], args[3], args[1]], "[$0], [$1], $2, [$3]"
    else:  # cp.async.bulk.prefetch.L2: (src, size, hint, use hint)
        text, operands, places = "cp.async.bulk.prefetch.L2.global", args[:2], "[$0], $1"
        if _flag(sel, op, n - 1):
            text += ".L2::cache_hint"
            operands = [*operands, args[2]]
            places += ", $2"
    _emit(sel, op, name, TextIntrinsic(f"{text} {places}", len(operands)), operands)


def _tcgen05_ld_st(sel: SelectorCore, op: Operation) -> None:
    """`llvm.nvvm.tcgen05.ld.<shape>.x<N>(taddr, [i64 offset,] i1 pack)` -> i32 or <K x i32>, and
    `llvm.nvvm.tcgen05.st.<shape>.x<N>(taddr, [i64 offset,] values, i1 unpack)`: one register
    per 32-bit lane; shape 16x32bx2 takes the second access's column offset (an immediate)."""
    name = _name(op)
    _, _, kind, shape, repeat = name.split(".")
    address = _tensor_address(sel, op.operands[0], op)
    sel.info.target.require(op, f"tcgen05.{kind}", min_sm=100, min_ptx=(8, 6), family_specific=True)
    offset = ""
    if shape == "16x32bx2":
        leaf = sel.get1(op.operands[1], op)
        if not isinstance(leaf, Imm):
            raise op_error(op, "the offset of shape 16x32bx2 must be a constant (PTX takes an immediate)")
        offset = f", {leaf.text}"
    modifier = (".pack::16b" if kind == "ld" else ".unpack::16b") if _flag(sel, op, len(op.operands) - 1) else ""
    if kind == "ld":
        count = T.register_count(op.results[0].type)
        if count is None:
            raise op_error(op, f"intrinsic 'llvm.{name}' returns i32 or a vector of i32, not {op.results[0].type}")
        places = ", ".join(f"$d{i}" for i in range(count))
        text = f"tcgen05.ld.sync.aligned.{shape}.{repeat}{modifier}.b32 {{{places}}}, [$0]{offset}"
        sel.set(op.results[0], sel.inst(text, [address], ["b32"] * count, imm_ok=[]))
        return
    values = [sel.reg(leaf) for leaf in sel.get(op.operands[len(op.operands) - 2], op)]
    places = ", ".join(f"${i + 1}" for i in range(len(values)))
    text = f"tcgen05.st.sync.aligned.{shape}.{repeat}{modifier}.b32 [$0]{offset}, {{{places}}}"
    sel.inst(text, [address, *values], imm_ok=[])


# Each shape's repeats, as LLVM declares its intrinsics (up to 128 registers).
_TCGEN05_LD_ST = {
    f"nvvm.tcgen05.{kind}.{T.ldst_shape_text(shape)}.x{1 << n}": (3 if shape == T.Tcgen05LdStShape.SHAPE_16X32BX2 else 2)
    + (kind == "st")
    for kind in ("ld", "st")
    for shape, per in T.LDST_REGISTERS_PER_REPEAT.items()
    for n in range(8)
    if per << n <= 128
}

def _fp8_pair(sel: SelectorCore, op: Operation) -> None:
    """`llvm.nvvm.f16x2.to.<fp8>x2.rn[.relu](<2 x half>)` -> i16 and `llvm.nvvm.<fp8>x2.to.f16x2.rn[.relu](i16)`
    -> <2 x half>: PTX converts a packed f16x2 register (the vector's lanes side by side)."""
    name = _name(op)
    source, _, target, *modifiers = name.removeprefix("nvvm.").split(".")
    mode = ".".join(modifiers)
    if source == "f16x2":
        packed = sel.pack(sel.get(op.operands[0], op), "b32")
        text = f"cvt.{mode.replace('rn', 'rn.satfinite', 1)}.{target}.f16x2 $d0, $0"
        sel.info.target.require_text(op, text, what=f"intrinsic 'llvm.{name}'")
        sel.set(op.results[0], [sel.inst1(text, [packed], "b16", imm_ok=[])])
        return
    text = f"cvt.{mode}.f16x2.{source} $d0, $0"
    sel.info.target.require_text(op, text, what=f"intrinsic 'llvm.{name}'")
    packed = sel.inst1(text, [sel.reg(sel.get1(op.operands[0], op))], "b32", imm_ok=[])
    sel.set(op.results[0], sel.unpack(packed, ["b16", "b16"]))


_FP8_PAIRS = [
    name
    for fp8 in ("e4m3x2", "e5m2x2")
    for relu in ("", ".relu")
    for name in (f"nvvm.f16x2.to.{fp8}.rn{relu}", f"nvvm.{fp8}.to.f16x2.rn{relu}")
]

# `llvm.nvvm.clusterlaunchcontrol.query_cancel.<query>(i128 response)`: the nvvm op's query kinds.
_CANCEL_QUERIES = {
    "nvvm.clusterlaunchcontrol.query_cancel.is_canceled": N.ClusterLaunchControlQuery.IS_CANCELED,
    "nvvm.clusterlaunchcontrol.query_cancel.get_first_ctaid.x": N.ClusterLaunchControlQuery.GET_FIRST_CTA_ID_X,
    "nvvm.clusterlaunchcontrol.query_cancel.get_first_ctaid.y": N.ClusterLaunchControlQuery.GET_FIRST_CTA_ID_Y,
    "nvvm.clusterlaunchcontrol.query_cancel.get_first_ctaid.z": N.ClusterLaunchControlQuery.GET_FIRST_CTA_ID_Z,
}
_TRY_CANCELS = {
    "nvvm.clusterlaunchcontrol.try_cancel.async.shared": False,
    "nvvm.clusterlaunchcontrol.try_cancel.async.multicast.shared": True,
}


def _cluster_launch_control(sel: SelectorCore, op: Operation) -> None:
    name = _name(op)
    if name in _TRY_CANCELS:
        try_cancel(sel, op, op.operands[0], op.operands[1], _TRY_CANCELS[name])
        return
    sel.set(op.results[0], [query_cancel(sel, op, op.operands[0], _CANCEL_QUERIES[name])])


_BULK_COPIES = {
    "nvvm.cp.async.bulk.global.to.shared.cluster": 8,
    "nvvm.cp.async.bulk.shared.cta.to.global": 5,
    "nvvm.cp.async.bulk.shared.cta.to.cluster": 4,
    "nvvm.cp.async.bulk.prefetch.L2": 4,
}

SELECTORS: dict[str, Selector] = {
    **{name: _text_intrinsic for name in TEXT_INTRINSICS},
    **{f"nvvm.idp2a.{a}.{b}": _dp2a for a in ("s", "u") for b in ("s", "u")},
    **{name: _bulk_copy for name in _BULK_COPIES},
    **{name: _tcgen05_ld_st for name in _TCGEN05_LD_ST},
    **{name: _fp8_pair for name in _FP8_PAIRS},
    **{name: _cluster_launch_control for name in (*_TRY_CANCELS, *_CANCEL_QUERIES)},
}

# How many arguments each takes and whether it returns a value (isel_intrinsics checks a call
# against it before selecting; the kinds are checked here).
SIGNATURES: dict[str, tuple[range, bool, str]] = {
    **{name: (range(e.arguments, e.arguments + 1), e.result is not None, "*" * e.arguments) for name, e in TEXT_INTRINSICS.items()},
    **{f"nvvm.idp2a.{a}.{b}": (range(4, 5), True, "****") for a in ("s", "u") for b in ("s", "u")},
    **{name: (range(n, n + 1), False, "*" * n) for name, n in _BULK_COPIES.items()},
    **{name: (range(n, n + 1), ".ld." in name, "*" * n) for name, n in _TCGEN05_LD_ST.items()},
    **{name: (range(1, 2), True, "*") for name in (*_FP8_PAIRS, *_CANCEL_QUERIES)},
    **{name: (range(2, 3), False, "**") for name in _TRY_CANCELS},
}
