"""legalize-int-widths (integers of widths PTX has no register for promoted to the next one)
keeps programs' meaning, checked by execution on the host (llvmlite's JIT computes iN natively):
a kernel doing every supported operation on iN values built from random inputs leaves the same
memory before and after the pass; and the promoted kernel compiles and assembles."""

from __future__ import annotations

import random
import re

import pytest

pytest.importorskip("llvmlite")

from xdsl.dialects import llvm  # noqa: E402
from xdsl.dialects.builtin import IntegerType  # noqa: E402

from nvvm_xdsl.frontend.llvm_ir import import_llvm_ir  # noqa: E402
from nvvm_xdsl.transforms.legalize_int_widths import LEGAL_WIDTHS, LegalizeIntWidthsPass  # noqa: E402
from nvvm_xdsl_testing.host_exec import KernelArgs, run_kernels  # noqa: E402
from nvvm_xdsl_testing.mlir_to_llvm_ir import make_context  # noqa: E402

OPS = ["add", "sub", "mul", "and", "or", "xor", "shl", "lshr", "ashr", "udiv", "urem", "sdiv", "srem"]
PREDICATES = ["eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"]


def kernel(n: int) -> str:
    """Each thread reads two words, makes iN values of them (wrapping products, so the high
    bits of N matter), and stores every result widened to i64 into its own slot."""
    lines = [
        "%tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()",
        "%ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()",
        "%t4 = shl i32 %ctaid, 2",
        "%thread = add i32 %t4, %tid",
        "%i = zext i32 %thread to i64",
        "%pa = getelementptr i32, ptr %p, i64 %i",
        "%ib = add i64 %i, 100",
        "%pb = getelementptr i32, ptr %p, i64 %ib",
        "%a32 = load i32, ptr %pa",
        "%b32 = load i32, ptr %pb",
        "%base = mul i64 %i, 64",
    ]
    ext = "trunc" if n < 32 else "sext"
    lines += [
        f"%a0 = {ext} i32 %a32 to i{n}",
        f"%b0 = {ext} i32 %b32 to i{n}",
        f"%a = mul i{n} %a0, 2654435761",  # spreads the bits over all N
        f"%b1 = mul i{n} %b0, 40503",
        f"%b = or i{n} %b1, 1",  # a divisor that is never 0
        f"%bm = and i{n} %b1, {n - 1}",  # a shift amount below N
        f"%bp = lshr i{n} %b, 1",  # a positive divisor: no INT_MIN / -1
        f"%bq = or i{n} %bp, 1",
    ]
    results = []
    # The host's JIT has no runtime (compiler-rt's __udivti3) for divisions above 64 bits.
    for op in OPS if n <= 64 else [op for op in OPS if "div" not in op and "rem" not in op]:
        rhs = "%bm" if op in ("shl", "lshr", "ashr") else "%bq" if op in ("sdiv", "srem") else "%b"
        lines.append(f"%r_{op} = {op} i{n} %a, {rhs}")
        results.append(f"%r_{op}")
    for pred in PREDICATES:
        lines.append(f"%c_{pred} = icmp {pred} i{n} %a, %b")
        lines.append(f"%r_{pred} = zext i1 %c_{pred} to i{n}")
        results.append(f"%r_{pred}")
    lines.append(f"%sel = select i1 %c_slt, i{n} %a, i{n} %b")
    results.append("%sel")
    # Through memory (its store size: split where that is no register width), at an odd and at
    # an aligned address; the slots are zeroed after, since the bits above N in the last byte
    # are unspecified (LLVM's host backend and NVPTX's may store different ones).
    lines += [
        "%os = add i64 %base, 1600",
        "%qs = getelementptr i64, ptr %p, i64 %os",
        "%qs1 = getelementptr i8, ptr %qs, i64 1",
        f"store i{n} %a, ptr %qs1, align 1",
        f"%ld1 = load i{n}, ptr %qs1, align 1",
        f"store i{n} %b, ptr %qs",
        f"%ld2 = load i{n}, ptr %qs",
        "store i64 0, ptr %qs",
        "%qs8 = getelementptr i64, ptr %qs, i64 1",
        "store i64 0, ptr %qs8",
    ]
    results += ["%ld1", "%ld2"]
    wide = 128 if n > 64 else 64
    out = []
    for k, r in enumerate(results):
        for kind in ("zext", "sext"):
            slot = 2 * k + (kind == "sext")
            if wide == 64:
                out += [f"%w{slot} = {kind} i{n} {r} to i64"]
            else:
                out += [f"%x{slot} = {kind} i{n} {r} to i128", f"%w{slot} = trunc i128 %x{slot} to i64"]
            out += [
                f"%o{slot} = add i64 %base, {1000 + slot}",
                f"%q{slot} = getelementptr i64, ptr %p, i64 %o{slot}",
                f"store i64 %w{slot}, ptr %q{slot}",
            ]
    # The same values through float conversions (above 64 bits the JIT would call compiler-rt).
    out += [] if n > 64 else [
        f"%fu = uitofp i{n} %a to double",
        f"%fs = sitofp i{n} %a to double",
        "%of = add i64 %base, 1500",
        "%qf = getelementptr double, ptr %p, i64 %of",
        "store double %fu, ptr %qf",
        "%qg = getelementptr double, ptr %qf, i64 1",
        "store double %fs, ptr %qg",
    ]
    body = "\n  ".join(lines + out)
    return (
        'target triple = "nvptx64-nvidia-cuda"\n'
        "declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n"
        "declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()\n"
        f"define ptx_kernel void @k(ptr %p) {{\n  {body}\n  ret void\n}}\n"
    )


@pytest.mark.parametrize("n", [7, 24, 33, 65])
def test_promoted_kernel_computes_the_same(n: int):
    ctx = make_context()
    before = import_llvm_ir(kernel(n).encode(), f"i{n}.ll", ctx)
    after = before.clone()
    LegalizeIntWidthsPass().apply(ctx, after)
    after.verify()
    widths = {r.type.width.data for op in after.walk() for r in op.results if isinstance(r.type, IntegerType)}
    assert widths <= set(LEGAL_WIDTHS), widths
    func = next(op for op in before.walk() if isinstance(op, llvm.FuncOp) and op.body.blocks)
    args = KernelArgs.random_for(func, random.Random(n))
    expected, actual = run_kernels([before, after], "k", args)
    assert isinstance(expected, list), expected
    assert expected == actual


def test_control_o2_i33_compiles():
    """clang -O2's i33 (LLVM's loop passes widen a triangular sum's product) through nvvm-opt."""
    from tests.test_llvm_ir_frontend import PRODUCERS, compile_ll

    ptx = compile_ll((PRODUCERS / "clang" / "control.O2.ll").read_bytes(), "control.O2.ll", "80")
    assert "and.b64" in ptx  # the i33 product's high bits cleared before its lshr


def test_atomic_memory_of_illegal_width_is_a_located_error():
    """LLVM IR cannot say it (atomics are of power-of-two sizes); MLIR's llvm dialect can."""
    from xdsl.parser import Parser

    from nvvm_xdsl.diagnostics import OpDiagnostic

    text = """llvm.func @f(%p: !llvm.ptr) {
  %v = llvm.load %p atomic monotonic {alignment = 8 : i64} : !llvm.ptr -> i33
  llvm.return
}"""
    ctx = make_context()
    module = Parser(ctx, text, "m.mlir").parse_module()
    with pytest.raises(OpDiagnostic, match=r"m\.mlir:2:\d+: .*an atomic 'llvm.load' of an integer of a width PTX has no register for"):
        LegalizeIntWidthsPass().apply(ctx, module)


def test_split_memory_accesses_match_llc():
    """An i24/i40/i56 load or store is split into llc's pieces (widths and offsets)."""
    from tests.test_llvm_ir_frontend import compile_ll

    ll = b'''target triple = "nvptx64-nvidia-cuda"
define void @f(ptr addrspace(1) %p, ptr addrspace(1) %q) {
  %a = load i24, ptr addrspace(1) %p, align 1
  store i24 %a, ptr addrspace(1) %q, align 4
  %p5 = getelementptr i8, ptr addrspace(1) %p, i64 8
  %b = load i40, ptr addrspace(1) %p5, align 8
  %q5 = getelementptr i8, ptr addrspace(1) %q, i64 8
  store i40 %b, ptr addrspace(1) %q5, align 8
  %p7 = getelementptr i8, ptr addrspace(1) %p, i64 16
  %c = load i56, ptr addrspace(1) %p7, align 8
  %q7 = getelementptr i8, ptr addrspace(1) %q, i64 16
  store i56 %c, ptr addrspace(1) %q7, align 8
  ret void
}
'''
    accesses = lambda ptx, op: sorted(re.findall(rf"{op}\.global\.(?:u|b)(\d+)\s+\S*\[%rd\d+(\+\d+)?\]", ptx))  # noqa: E731
    ours = compile_ll(ll, "split.ll", "80")
    from nvvm_xdsl_testing.llvm_oracle import llvm_ptx

    theirs = llvm_ptx(ll.decode(), sm=80)
    for op in ("ld", "st"):
        assert accesses(ours, op) == accesses(theirs, op), op



def test_truncation_to_the_same_register_width_keeps_its_users_exact():
    """`trunc i8 to i3` promotes to nothing (i3 lives in an i8): the users that read the i3's
    high bits (zext, sext, lshr, compares) must still see only its low 3 bits."""
    body = "\n  ".join([
        "%tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()",
        "%i = zext i32 %tid to i64",
        "%pa = getelementptr i8, ptr %p, i64 %i",
        "%a = load i8, ptr %pa",
        "%t = trunc i8 %a to i3",
        "%z = zext i3 %t to i64",
        "%s = sext i3 %t to i64",
        "%h = lshr i3 %t, 1",
        "%hz = zext i3 %h to i64",
        "%c = icmp ult i3 %t, 3",
        "%cz = zext i1 %c to i64",
        "%r0 = add i64 %z, %s",
        "%r1 = add i64 %hz, %cz",
        "%r = mul i64 %r0, %r1",
        "%o = add i64 %i, 64",
        "%q = getelementptr i64, ptr %p, i64 %o",
        "store i64 %r, ptr %q",
    ])
    source = (
        'target triple = "nvptx64-nvidia-cuda"\n'
        "declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n"
        f"define ptx_kernel void @k(ptr %p) {{\n  {body}\n  ret void\n}}\n"
    )
    ctx = make_context()
    before = import_llvm_ir(source.encode(), "trunc.ll", ctx)
    after = before.clone()
    LegalizeIntWidthsPass().apply(ctx, after)
    after.verify()
    func = next(op for op in before.walk() if isinstance(op, llvm.FuncOp) and op.body.blocks)
    args = KernelArgs.random_for(func, random.Random(3))
    expected, actual = run_kernels([before, after], "k", args)
    assert isinstance(expected, list), expected
    assert expected == actual
