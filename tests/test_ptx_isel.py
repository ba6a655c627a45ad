"""Instruction selection over the whole op x type matrix: every combination selects and ptxas
accepts the result; unsupported input fails with a located error and leaves the IR unchanged."""

from __future__ import annotations

import pytest

from nvvm_xdsl.diagnostics import OpDiagnostic
from nvvm_xdsl.transforms.convert_llvm_to_ptx import ConvertLLVMToPTXPass
from nvvm_xdsl_testing import cuda_tools
from nvvm_xdsl_testing.mlir_to_llvm_ir import make_context, parse_mlir
from nvvm_xdsl_testing.ptx_compile import compile_to_ptx

INT_TYPES = ["i8", "i16", "i32", "i64"]
FLOAT_TYPES = ["f32", "f64"]
INT_BINARY = ["add", "sub", "mul", "sdiv", "udiv", "srem", "urem", "and", "or", "xor", "shl", "lshr", "ashr"]
FLOAT_BINARY = ["fadd", "fsub", "fmul", "fdiv", "frem"]
ICMP = ["eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"]
FCMP = ["oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt", "uge", "ult", "ule", "une", "uno"]


def _matrix_kernel() -> str:
    """One kernel that loads operands of every type, applies every op, and stores the results."""
    lines: list[str] = []
    n = 0

    def fresh() -> str:
        nonlocal n
        n += 1
        return f"%v{n}"

    def load(t: str, offset: int) -> str:
        p, v = fresh(), fresh()
        lines.append(f"{p} = llvm.getelementptr %in[{offset}] : (!llvm.ptr) -> !llvm.ptr, i8")
        lines.append(f"{v} = llvm.load {p} : !llvm.ptr -> {t}")
        return v

    def store(v: str, t: str) -> None:
        lines.append(f"llvm.store {v}, %out : {t}, !llvm.ptr")

    for t in INT_TYPES:
        a, b = load(t, 0), load(t, 8)
        for op in INT_BINARY:
            r = fresh()
            lines.append(f"{r} = llvm.{op} {a}, {b} : {t}")
            store(r, t)
            k = fresh()
            lines.append(f"{k} = llvm.mlir.constant(3 : {t}) : {t}")
            r2 = fresh()
            lines.append(f"{r2} = llvm.{op} {a}, {k} : {t}")
            store(r2, t)
        for pred in ICMP:
            c = fresh()
            lines.append(f'{c} = llvm.icmp "{pred}" {a}, {b} : {t}')
            s = fresh()
            lines.append(f"{s} = llvm.select {c}, {a}, {b} : i1, {t}")
            store(s, t)
            store(c, "i1")
        for other in INT_TYPES:
            wa, wb = int(t[1:]), int(other[1:])
            if wa < wb:
                for cast in ("zext", "sext"):
                    r = fresh()
                    lines.append(f"{r} = llvm.{cast} {a} : {t} to {other}")
                    store(r, other)
            elif wa > wb:
                r = fresh()
                lines.append(f"{r} = llvm.trunc {a} : {t} to {other}")
                store(r, other)
        for ft in FLOAT_TYPES:
            for cast in ("sitofp", "uitofp"):
                r = fresh()
                lines.append(f"{r} = llvm.{cast} {a} : {t} to {ft}")
                store(r, ft)
        c1 = fresh()
        lines.append(f"{c1} = llvm.trunc {a} : {t} to i1")
        for cast in ("zext", "sext"):
            r = fresh()
            lines.append(f"{r} = llvm.{cast} {c1} : i1 to {t}")
            store(r, t)
    for t in FLOAT_TYPES:
        a, b = load(t, 16), load(t, 24)
        for op in FLOAT_BINARY:
            r = fresh()
            lines.append(f"{r} = llvm.{op} {a}, {b} : {t}")
            store(r, t)
        for pred in FCMP:
            c = fresh()
            lines.append(f'{c} = llvm.fcmp "{pred}" {a}, {b} : {t}')
            store(c, "i1")
        for it in INT_TYPES:
            for cast in ("fptosi", "fptoui"):
                r = fresh()
                lines.append(f"{r} = llvm.{cast} {a} : {t} to {it}")
                store(r, it)
        for op in ("fneg", "intr.fabs", "intr.sqrt", "intr.floor", "intr.ceil"):
            r = fresh()
            if op == "fneg":
                lines.append(f"{r} = llvm.fneg {a} : {t}")
            else:
                lines.append(f"{r} = llvm.{op}({a}) : ({t}) -> {t}")
            store(r, t)
        for op in ("maxnum", "minnum", "copysign"):
            r = fresh()
            lines.append(f"{r} = llvm.intr.{op}({a}, {b}) : ({t}, {t}) -> {t}")
            store(r, t)
        r = fresh()
        lines.append(f"{r} = llvm.intr.fma({a}, {b}, {a}) : ({t}, {t}, {t}) -> {t}")
        store(r, t)
    f, d = load("f32", 16), load("f64", 24)
    for src, st, dt, cast in ((f, "f32", "f64", "fpext"), (d, "f64", "f32", "fptrunc")):
        r = fresh()
        lines.append(f"{r} = llvm.{cast} {src} : {st} to {dt}")
        store(r, dt)
    for t in ("i32", "i64"):
        a, b = load(t, 32), load(t, 40)
        for op in ("smax", "smin", "umax", "umin"):
            r = fresh()
            lines.append(f"{r} = llvm.intr.{op}({a}, {b}) : ({t}, {t}) -> {t}")
            store(r, t)
    body = "\n    ".join(lines)
    return f"""
llvm.func @matrix(%in: !llvm.ptr, %out: !llvm.ptr) attributes {{nvvm.kernel}} {{
    {body}
    llvm.return
}}
"""


def _compile(text: str, sm: int = 90) -> str:
    return compile_to_ptx(text, ConvertLLVMToPTXPass(sm=sm), verify=True)


def test_op_type_matrix_selects():
    ptx_text = _compile(_matrix_kernel())
    assert ".visible .entry matrix(" in ptx_text
    for opcode in ("div.s16", "rem.u64", "shr.s64", "setp.ltu.f64", "cvt.rzi.u16.f32", "cvt.rn.f32.u64", "max.u32"):
        assert opcode in ptx_text, opcode


@pytest.mark.skipif(not cuda_tools.has_tool("ptxas"), reason="ptxas not installed")
@pytest.mark.parametrize("sm", [75, 90])
def test_op_type_matrix_assembles(sm: int):
    cuda_tools.ptxas(_compile(_matrix_kernel(), sm), arch=f"sm_{sm}").check()


BAD = """
llvm.func @good(%p: !llvm.ptr) attributes {nvvm.kernel} {
  %c = llvm.mlir.constant(1 : i32) : i32
  llvm.store %c, %p : i32, !llvm.ptr
  llvm.return
}
llvm.func @bad(%p: !llvm.ptr) attributes {nvvm.kernel} {
  %v = llvm.load %p : !llvm.ptr -> vector<2xf32>
  %m = llvm.mlir.constant(dense<true> : vector<2xi1>) : vector<2xi1>
  "llvm.intr.masked.store"(%v, %p, %m) <{alignment = 4 : i32}> : (vector<2xf32>, !llvm.ptr, vector<2xi1>) -> ()
  llvm.return
}
"""


def test_error_names_the_op_and_leaves_ir_unchanged():
    ctx = make_context()
    module = parse_mlir(BAD, ctx)
    before = str(module)
    with pytest.raises(OpDiagnostic, match="cannot select 'llvm.intr.masked.store'") as info:
        ConvertLLVMToPTXPass().apply(ctx, module)
    assert info.value.op.name == "llvm.intr.masked.store"
    assert str(module) == before


MEMORY_INTRINSICS = """
llvm.func @copies(%p: !llvm.ptr<1>, %q: !llvm.ptr<1>) attributes {nvvm.kernel} {
  %n = llvm.mlir.constant(3 : i64) : i64
  %t = llvm.mlir.constant(true) : i1
  "llvm.intr.memmove"(%p, %q, %n) <{isVolatile = false}> : (!llvm.ptr<1>, !llvm.ptr<1>, i64) -> ()
  llvm.call_intrinsic "llvm.memmove.p1.p1.i64"(%q, %p, %n, %t) : (!llvm.ptr<1>, !llvm.ptr<1>, i64, i1) -> ()
  llvm.return
}
"""


def test_memmove_selected_directly_loads_every_byte_first():
    """A memmove selection sees (lower-aggr-copies not run): every byte is read before the first
    write, so overlapping ranges copy correctly; the intrinsic's volatile flag makes the
    accesses volatile."""
    ptx_text = _compile(MEMORY_INTRINSICS)
    lines = [line.strip() for line in ptx_text.splitlines()]
    plain = [line for line in lines if line.startswith(("ld.global.b8", "st.global.b8"))]
    assert [line.split()[0] for line in plain] == ["ld.global.b8"] * 3 + ["st.global.b8"] * 3
    volatile = [line for line in lines if line.startswith(("ld.volatile.global.b8", "st.volatile.global.b8"))]
    assert [line.split()[0] for line in volatile] == ["ld.volatile.global.b8"] * 3 + ["st.volatile.global.b8"] * 3
    if cuda_tools.has_tool("ptxas"):
        cuda_tools.ptxas(ptx_text, arch="sm_90").check()


def test_vector_lane_beyond_the_vector_is_poison_not_a_crash():
    """extractelement/insertelement at a constant lane beyond the vector give poison (LLVM's
    semantics); selection raised IndexError (fuzzer, seed 37)."""
    import nvvm_xdsl
    from nvvm_xdsl_testing.cuda_tools import has_tool, ptxas

    src = """llvm.func @k(%p: !llvm.ptr<1>, %v: vector<4xf32>, %x: f32) attributes {nvvm.kernel} {
  %i = llvm.mlir.constant(2147483648 : i64) : i64
  %e = llvm.extractelement %v[%i : i64] : vector<4xf32>
  %w = llvm.insertelement %x, %v[%i : i64] : vector<4xf32>
  %f = llvm.extractelement %w[%i : i64] : vector<4xf32>
  %s = llvm.fadd %e, %f : f32
  llvm.store %s, %p : f32, !llvm.ptr<1>
  llvm.return
}
"""
    ptx_text = nvvm_xdsl.compile(src, opt_level=0)
    assert isinstance(ptx_text, str) and "add.rn.f32" in ptx_text
    if has_tool("ptxas"):
        ptxas(ptx_text).check()
