"""The NVVM ops the LLVM IR exporter (mlir_to_llvm_ir.py) writes as calls of LLVM 22's NVPTX
intrinsics, so that the examples using them (TMA bulk copies, cp.async, ldmatrix/mma.sync, warp
shuffles, wgmma fences) have an LLVM reference too.

`intrinsic_call(op)` says which intrinsic an op is and with which arguments, or None for an op
this module does not know. An op LLVM has no intrinsic for (MLIR lowers it to inline PTX:
`nvvm.wgmma.mma_async`) raises `NoLLVMIntrinsic`; a form of a known op this module does not
write raises NotImplementedError naming it. The names and argument orders are LLVM 22's
(llvm/include/llvm/IR/IntrinsicsNVVM.td), checked by tests/testing/test_nvvm_intrinsic_calls.py
against the instruction LLVM prints.
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.dialects.builtin import Float32Type, IntegerType
from xdsl.dialects.llvm import LLVMPointerType, LLVMStructType
from xdsl.ir import Attribute, Operation, SSAValue

from nvvm_xdsl import address_spaces as AS
from nvvm_xdsl.dialects import nvvm_isa, nvvm_mma
from nvvm_xdsl.llvmlite_nvptx import llvm_type


class NoLLVMIntrinsic(NotImplementedError):
    """An op LLVM has no intrinsic for: a kernel using it has no LLVM reference."""


@dataclass(frozen=True)
class IntrinsicCall:
    """`call <result> @<name>(<args>)`: an argument is an operand of the op or a typed
    literal (`i1 0`); `result` is the LLVM type the intrinsic returns ("void" for none),
    which the op may leave unused (the state `mbarrier.arrive.expect.tx` returns)."""

    name: str
    result: str
    args: tuple[SSAValue | str, ...]


@dataclass(frozen=True)
class InlineAsmCall:
    """`call void asm sideeffect <asm>, <constraints>(<args>)`, for an op MLIR itself
    translates to inline PTX around an instruction LLVM has (a wait loop)."""

    asm: str
    constraints: str
    args: tuple[SSAValue, ...]


def _space(value: SSAValue) -> int:
    assert isinstance(value.type, LLVMPointerType)
    return AS.address_space_of(value.type)


def _shared_only(op: Operation) -> None:
    if _space(op.operands[0]) != AS.SHARED:
        raise NotImplementedError(f"{op.name} of a generic address: the exporter writes the shared form only")


def _mbarrier(op: Operation) -> IntrinsicCall | InlineAsmCall | None:
    if isinstance(op, nvvm_isa.MBarrierInitOp | nvvm_isa.MBarrierInitSharedOp):
        if op.predicate is not None:
            raise NotImplementedError(f"{op.name} with a predicate")
        shared = _space(op.addr) == AS.SHARED
        return IntrinsicCall("llvm.nvvm.mbarrier.init" + (".shared" if shared else ""), "void", (op.addr, op.count))
    if isinstance(op, nvvm_isa.MBarrierArriveExpectTxOp | nvvm_isa.MBarrierArriveExpectTxSharedOp):
        if op.predicate is not None:
            raise NotImplementedError(f"{op.name} with a predicate")
        _shared_only(op)
        # LLVM 22's form with the default semantics (release, CTA scope) of the op's instruction.
        return IntrinsicCall("llvm.nvvm.mbarrier.arrive.expect.tx.scope.cta.space.cta", "i64", (op.addr, op.txcount))
    if isinstance(op, nvvm_isa.MBarrierTryWaitParityOp | nvvm_isa.MBarrierTryWaitParitySharedOp):
        _shared_only(op)
        # The op waits until the phase completed: a loop, which the exporter cannot open inside a
        # block (its phis name whole blocks), so inline PTX, as MLIR translates it.
        asm = (
            "{\n\t.reg .pred %complete;\n\t$$Lwait${:uid}:\n\t"
            "mbarrier.try_wait.parity.shared.b64 %complete, [$0], $1, $2;\n\t"
            "@!%complete bra $$Lwait${:uid};\n\t}"
        )
        return InlineAsmCall(asm, "l,r,r", (op.addr, op.phase, op.ticks))
    return None


def _cp_async(op: Operation) -> IntrinsicCall | None:
    if isinstance(op, nvvm_isa.CpAsyncOp):
        if _space(op.dst) != AS.SHARED or _space(op.src) != AS.GLOBAL:
            raise NotImplementedError(f"{op.name} between these address spaces")
        name = f"llvm.nvvm.cp.async.{op.modifier.data.value}.shared.global.{op.size.value.data}"
        if op.cpSize is not None:  # the bytes read, the rest zero-filled
            return IntrinsicCall(name + ".s", "void", (op.dst, op.src, op.cpSize))
        return IntrinsicCall(name, "void", (op.dst, op.src))
    if op.name == "nvvm.cp.async.commit.group":
        return IntrinsicCall("llvm.nvvm.cp.async.commit.group", "void", ())
    if isinstance(op, nvvm_isa.CpAsyncWaitGroupOp):
        return IntrinsicCall("llvm.nvvm.cp.async.wait.group", "void", (f"i32 {op.n.value.data}",))
    if isinstance(op, nvvm_mma.CpAsyncBulkGlobalToSharedClusterOp):
        mask, hint = op.multicastMask, op.l2CacheHint
        hint_arg = hint if hint is not None else "i64 0"
        if _space(op.dstMem) == AS.SHARED:  # the CTA's own shared memory: no multicast
            return IntrinsicCall(
                "llvm.nvvm.cp.async.bulk.global.to.shared.cta", "void",
                (op.dstMem, op.mbar, op.srcMem, op.size, hint_arg, f"i1 {int(hint is not None)}"),
            )
        return IntrinsicCall(
            "llvm.nvvm.cp.async.bulk.global.to.shared.cluster", "void",
            (op.dstMem, op.mbar, op.srcMem, op.size, mask if mask is not None else "i16 0", hint_arg,
             f"i1 {int(mask is not None)}", f"i1 {int(hint is not None)}"),
        )
    return None


def _shuffle_type(t: Attribute) -> str | None:
    if isinstance(t, Float32Type):
        return "f32"
    if isinstance(t, IntegerType) and t.width.data == 32:
        return "i32"
    return None


def _shuffle(op: nvvm_isa.ShflOp) -> IntrinsicCall:
    value_type = _shuffle_type(op.val.type)
    if value_type is None:
        raise NotImplementedError(f"{op.name} of {op.val.type}: LLVM shuffles 32-bit values")
    # The `p` form also returns whether the source lane was in range, as the op's struct does.
    with_valid = "p" if op.return_value_and_is_valid is not None else ""
    return IntrinsicCall(
        f"llvm.nvvm.shfl.sync.{op.kind.data.value}.{value_type}{with_valid}", llvm_type(op.res.type),
        (op.thread_mask, op.val, op.offset, op.mask_and_clamp),
    )


_FENCE_PROXY = {
    (nvvm_isa.ProxyKind.ALIAS, None): "alias",
    (nvvm_isa.ProxyKind.ASYNC, None): "async",
    (nvvm_isa.ProxyKind.ASYNC_GLOBAL, None): "async.global",
    (nvvm_isa.ProxyKind.ASYNC_SHARED, nvvm_isa.SharedSpace.CTA): "async.shared_cta",
    (nvvm_isa.ProxyKind.ASYNC_SHARED, nvvm_isa.SharedSpace.CLUSTER): "async.shared_cluster",
}


def _fences(op: Operation) -> IntrinsicCall | None:
    if isinstance(op, nvvm_isa.FenceProxyOp):
        space = op.space.data if op.space is not None else None
        suffix = _FENCE_PROXY.get((op.kind.data, space))
        if suffix is None:
            raise NotImplementedError(f"{op.name} of kind {op.kind.data.value}")
        return IntrinsicCall(f"llvm.nvvm.fence.proxy.{suffix}", "void", ())
    if op.name == "nvvm.wgmma.fence.aligned":
        return IntrinsicCall("llvm.nvvm.wgmma.fence.sync.aligned", "void", ())
    if op.name == "nvvm.wgmma.commit.group.sync.aligned":
        return IntrinsicCall("llvm.nvvm.wgmma.commit_group.sync.aligned", "void", ())
    if isinstance(op, nvvm_isa.WgmmaWaitGroupSyncOp):
        return IntrinsicCall("llvm.nvvm.wgmma.wait_group.sync.aligned", "void", (f"i64 {op.group.value.data}",))
    if isinstance(op, nvvm_mma.WgmmaMmaAsyncOp):
        raise NoLLVMIntrinsic(f"{op.name} has no LLVM intrinsic (MLIR lowers it to inline PTX)")
    return None


def _ldmatrix(op: nvvm_mma.LdMatrixOp) -> IntrinsicCall:
    shape = op.shape.mn if op.shape is not None else (8, 8)
    element = op.eltType.data if op.eltType is not None else nvvm_mma.LdStMatrixEltType.B16
    if shape != (8, 8) or element != nvvm_mma.LdStMatrixEltType.B16 or _space(op.ptr) != AS.SHARED:
        raise NotImplementedError(f"{op.name} other than m8n8 b16 from shared memory")
    trans = ".trans" if op.layout.data == nvvm_mma.MMALayout.COL else ""
    name = f"llvm.nvvm.ldmatrix.sync.aligned.m8n8.x{op.num.value.data}{trans}.b16"
    return IntrinsicCall(name, llvm_type(op.res.type), (op.ptr,))


def _mma_types(op: nvvm_mma.MmaOp) -> str:
    """The type part of an `llvm.nvvm.mma.*` name: D and C for f16 inputs, the input type
    for bf16/tf32/f64, A (and B where it differs) for integers."""
    a, b = op.a_type, op.b_type
    if a == nvvm_mma.MMATypes.F16:
        d, c = op.d_type, op.c_type
        assert d is not None and c is not None
        return f"{d.value}.{c.value}"
    assert a is not None and b is not None
    if a in (nvvm_mma.MMATypes.S8, nvvm_mma.MMATypes.U8, nvvm_mma.MMATypes.S4, nvvm_mma.MMATypes.U4):
        satfinite = "satfinite." if op.intOverflowBehavior is not None and (
            op.intOverflowBehavior.data == nvvm_mma.MMAIntOverflow.SATFINITE) else ""
        return satfinite + (a.value if a == b else f"{a.value}.{b.value}")
    return a.value


def _mma(op: nvvm_mma.MmaOp) -> IntrinsicCall:
    shape = f"m{op.shape.m.data}n{op.shape.n.data}k{op.shape.k.data}"
    layouts = f"{op.layoutA.data.value}.{op.layoutB.data.value}"
    if op.a_type == nvvm_mma.MMATypes.B1:
        assert op.b1Op is not None  # the op's verifier requires it for b1
        popc = op.b1Op.data.value.replace("_", ".")
        name = f"llvm.nvvm.mma.{popc}.{shape}.{layouts}.b1"
    else:
        name = f"llvm.nvvm.mma.{shape}.{layouts}.{_mma_types(op)}"
    assert isinstance(op.res.type, LLVMStructType)
    return IntrinsicCall(name, llvm_type(op.res.type), (*op.operandA, *op.operandB, *op.operandC))


def intrinsic_call(op: Operation) -> IntrinsicCall | InlineAsmCall | None:
    """The intrinsic call (or inline PTX) the exporter writes for `op`; None if this module
    does not know the op."""
    if isinstance(op, nvvm_isa.ShflOp):
        return _shuffle(op)
    if isinstance(op, nvvm_mma.LdMatrixOp):
        return _ldmatrix(op)
    if isinstance(op, nvvm_mma.MmaOp):
        return _mma(op)
    for family in (_mbarrier, _cp_async, _fences):
        call = family(op)
        if call is not None:
            return call
    return None

