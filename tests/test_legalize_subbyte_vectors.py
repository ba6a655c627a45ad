"""legalize-subbyte-vectors (vectors of sub-byte integers held as the integer of their bits, as
CuTe DSL's int4/fp4 fragments are) keeps programs' meaning, checked by execution on the host
(llvmlite's JIT computes `<8 x i4>` natively): every lane read and write, constant, select and
memory round trip leaves the same memory before and after the pass; and the kernel compiles and
assembles."""

from __future__ import annotations

import random

import pytest

pytest.importorskip("llvmlite")

from xdsl.dialects import llvm  # noqa: E402
from xdsl.dialects.builtin import VectorType  # noqa: E402

from nvvm_xdsl.frontend.llvm_ir import import_llvm_ir  # noqa: E402
from nvvm_xdsl.transforms.legalize_int_widths import LegalizeIntWidthsPass  # noqa: E402
from nvvm_xdsl.transforms.legalize_subbyte_vectors import LegalizeSubbyteVectorsPass, packed_width  # noqa: E402
from nvvm_xdsl_testing.host_exec import KernelArgs, run_kernels  # noqa: E402
from nvvm_xdsl_testing.mlir_to_llvm_ir import make_context  # noqa: E402

# (vector type, the integer of its bits)
SHAPES = [("<8 x i4>", "i32"), ("<2 x i4>", "i8"), ("<4 x i2>", "i8"), ("<4 x i4>", "i16"), ("<16 x i4>", "i64")]


def kernel(vec: str, word: str) -> str:
    """Each thread bitcasts a loaded word to `vec`, reads lanes at constant and data-dependent
    indices, writes lanes (constant and dynamic index), selects against a constant vector, and
    stores the vectors (through a stack slot too) and every lane read, widened to i64."""
    lanes = int(vec[1:].split()[0])
    lane_t = vec.split()[-1].rstrip(">")
    const = ", ".join(f"{lane_t} {(3 * i + 1) % (1 << int(lane_t[1:])) - (1 << (int(lane_t[1:]) - 1))}" for i in range(lanes))
    lines = [
        "%tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()",
        "%i = zext i32 %tid to i64",
        "%pa = getelementptr i64, ptr %p, i64 %i",
        "%a64 = load i64, ptr %pa",
        f"%a = trunc i64 %a64 to {word}" if word != "i64" else "%a = xor i64 %a64, 0",
        f"%v = bitcast {word} %a to {vec}",
        f"%idx = and i32 %tid, {lanes - 1}",
        f"%e0 = extractelement {vec} %v, i32 0",
        f"%e1 = extractelement {vec} %v, i32 {lanes - 1}",
        f"%ed = extractelement {vec} %v, i32 %idx",
        f"%w0 = insertelement {vec} %v, {lane_t} %ed, i32 1",
        f"%w1 = insertelement {vec} %w0, {lane_t} %e0, i32 %idx",
        "%odd = trunc i32 %tid to i1",
        f"%s = select i1 %odd, {vec} %w1, {vec} <{const}>",
        f"%slot = alloca {vec}",
        f"store {vec} %s, ptr %slot",
        f"%r = load {vec}, ptr %slot",
        f"%eb = extractelement {vec} %r, i64 2",
        f"%back = bitcast {vec} %r to {word}",
        "%base = mul i64 %i, 8",
    ]
    results = [("%back", word), ("%e0", lane_t), ("%e1", lane_t), ("%ed", lane_t), ("%eb", lane_t)]
    for k, (r, t) in enumerate(results):
        lines += [
            f"%x{k} = zext {t} {r} to i64" if t != "i64" else f"%x{k} = or i64 {r}, 0",
            f"%o{k} = add i64 %base, {1000 + k}",
            f"%q{k} = getelementptr i64, ptr %p, i64 %o{k}",
            f"store i64 %x{k}, ptr %q{k}",
        ]
    body = "\n  ".join(lines)
    return (
        'target triple = "nvptx64-nvidia-cuda"\n'
        "declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n"
        f"define ptx_kernel void @k(ptr %p) {{\n  {body}\n  ret void\n}}\n"
    )


@pytest.mark.parametrize(("vec", "word"), SHAPES)
def test_packed_vector_computes_the_same(vec: str, word: str):
    ctx = make_context()
    before = import_llvm_ir(kernel(vec, word).encode(), "packed.ll", ctx)
    after = before.clone()
    LegalizeSubbyteVectorsPass().apply(ctx, after)
    after.verify()
    left = [r.type for op in after.walk() for r in op.results if isinstance(r.type, VectorType) and packed_width(r.type)]
    assert not left, left
    LegalizeIntWidthsPass().apply(ctx, after)
    after.verify()
    func = next(op for op in before.walk() if isinstance(op, llvm.FuncOp) and op.body.blocks)
    args = KernelArgs.random_for(func, random.Random(len(vec)))
    expected, actual = run_kernels([before, after], "k", args)
    assert isinstance(expected, list), expected
    assert expected == actual


def test_packed_vector_compiles_and_assembles():
    from tests.test_llvm_ir_frontend import compile_ll

    ptx = compile_ll(kernel("<8 x i4>", "i32").encode(), "packed.ll", "80")
    assert ".local" not in ptx  # the slot of the vector is promoted: it is an i32


def test_arithmetic_on_a_packed_vector_is_a_located_error(tmp_path):
    import subprocess
    import sys

    src = tmp_path / "add.mlir"
    src.write_text(
        "llvm.func @k(%a: i32) -> i32 {\n"
        "  %v = llvm.bitcast %a : i32 to vector<8xi4>\n"
        "  %w = llvm.add %v, %v : vector<8xi4>\n"
        "  %r = llvm.bitcast %w : vector<8xi4> to i32\n"
        "  llvm.return %r : i32\n"
        "}\n"
    )
    proc = subprocess.run([sys.executable, "-m", "nvvm_xdsl.nvvm_opt", str(src)], capture_output=True, text=True)
    assert proc.returncode == 1
    assert proc.stderr.strip() == (
        f"{src}:3:3: error: 'llvm.add': a vector<8xi4> (sub-byte lanes, held as their bits) takes bitcasts, loads, "
        "stores, selects and lane reads and writes only"
    )
