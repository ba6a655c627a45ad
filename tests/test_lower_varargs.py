"""lower-varargs: the vararg array layout against nvcc, caller/callee agreement, and error hygiene."""

from __future__ import annotations

import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from xdsl.context import Context
from xdsl.dialects import builtin, llvm
from xdsl.dialects.builtin import Float16Type, Float32Type, Float64Type, IntegerType, i8
from xdsl.ir import Attribute
from xdsl.parser import Parser

from nvvm_xdsl.datalayout import abi_align, alloc_size, field_offsets, store_size
from nvvm_xdsl.diagnostics import OpDiagnostic
from nvvm_xdsl.dialects.llvm_ext import VaArgOp
from nvvm_xdsl.dialects.nvvm import NVVM
from nvvm_xdsl.kernel_abi import VARARGS_PACKED_ATTR
from nvvm_xdsl.transforms.lower_varargs import (
    LowerVarargsPass,
    pack_layout,
    vararg_slot,
)
from nvvm_xdsl.universe import extended_llvm_dialect

i1, i16, i32, i64, i128 = (IntegerType(w) for w in (1, 16, 32, 64, 128))
f16, f32, f64 = Float16Type(), Float32Type(), Float64Type()
SCALARS: list[Attribute] = [
    i1,
    i8,
    i16,
    i32,
    i64,
    i128,
    IntegerType(24),
    IntegerType(48),
    f16,
    f32,
    f64,
    llvm.LLVMPointerType(),
    llvm.LLVMPointerType(builtin.IntAttr(1)),
    builtin.VectorType(f32, [2]),
    builtin.VectorType(f32, [4]),
    builtin.VectorType(i16, [3]),
]


def _context() -> Context:
    ctx = Context()
    ctx.load_dialect(builtin.Builtin)
    ctx.load_dialect(extended_llvm_dialect())
    ctx.load_dialect(NVVM)
    return ctx


def _run(source: str) -> builtin.ModuleOp:
    ctx = _context()
    module = Parser(ctx, source).parse_module()
    LowerVarargsPass().apply(ctx, module)
    module.verify()
    return module


# ---------------------------------------------------------------------------------------------
# Layout rules
# ---------------------------------------------------------------------------------------------


def _argument_offsets(types: list[Attribute]) -> tuple[list[int], int]:
    """Where each argument starts in the struct the pass builds, read back through the DataLayout."""
    layout = pack_layout(types)
    offsets = field_offsets(layout.struct_type) if layout.fields else ()
    return [offsets[first] for _, first in layout.placements], layout.end_offset


def test_mixed_i32_f64_i64_offsets_and_size():
    starts, end = _argument_offsets([i32, f64, i64])
    assert starts == [0, 8, 16]
    assert end == 24
    assert pack_layout([i32, f64, i64]).fields == (i32, llvm.LLVMArrayType(4, i8), f64, i64)


def test_no_variadic_arguments_has_no_fields():
    layout = pack_layout([])
    assert layout.fields == () and layout.end_offset == 0


def _model_offsets(types: list[Attribute]) -> tuple[list[int], int]:
    """nvcc's rule written independently: ints < 32 bits take 4 bytes, alignment capped at 8."""
    offset, starts = 0, []
    for t in types:
        narrow_int = isinstance(t, IntegerType) and t.width.data < 32
        align = 4 if narrow_int else min(abi_align(t), 8)
        size = 4 if narrow_int else alloc_size(t)
        offset = (offset + align - 1) // align * align
        starts.append(offset)
        offset += size
    return starts, offset


@settings(max_examples=200, deadline=None)
@given(st.lists(st.sampled_from(SCALARS), max_size=8))
def test_struct_fields_land_where_the_rule_says(types: list[Attribute]):
    # The pack is a plain (non-packed) struct, so the backend reads offsets through the
    # DataLayout; they must be the rule's offsets, padding fields included.
    assert _argument_offsets(types) == _model_offsets(types)


@settings(max_examples=200, deadline=None)
@given(
    st.lists(st.sampled_from(SCALARS), max_size=8),
    st.integers(min_value=0, max_value=1 << 20).map(lambda n: n * 8),
)
def test_callee_cursor_finds_every_argument(types: list[Attribute], base: int):
    # The callee only knows the array is 8-aligned: replay its align-up/advance arithmetic from
    # any 8-aligned base and it must reach the caller's offsets.
    starts, _ = _argument_offsets(types)
    cursor = base
    for t, start in zip(types, starts, strict=True):
        slot = vararg_slot(t)
        cursor = (cursor + slot.align - 1) & -slot.align
        assert cursor - base == start
        assert store_size(t) <= slot.size
        cursor += slot.size


# ---------------------------------------------------------------------------------------------
# nvcc oracle: the caller's .param array (size, and the offset/width of every store)
# ---------------------------------------------------------------------------------------------

# CUDA type -> the llvm type a C frontend passes through '...' (float is promoted to double;
# char/short/bool are left narrow to exercise the pass's own widening).
CUDA_TYPES: dict[str, Attribute] = {
    "int": i32,
    "unsigned": i32,
    "double": f64,
    "float": f64,
    "long long": i64,
    "char": i8,
    "short": i16,
    "bool": i1,
    "int*": llvm.LLVMPointerType(),
    "__int128": i128,
}


def _nvcc_call_array(cuda_types: list[str]) -> tuple[int | None, list[tuple[int, int]], str]:
    from nvvm_xdsl_testing.cuda_tools import nvcc_ptx

    params = ", ".join(f"{t} a{i}" for i, t in enumerate(cuda_types))
    args = "".join(f", a{i}" for i in range(len(cuda_types)))
    source = f"""
#include <cstdarg>
__device__ __noinline__ int vf(int n, ...) {{
  va_list ap; va_start(ap, n); int r = n ? va_arg(ap, int) : 0; va_end(ap); return r;
}}
__global__ void k(int *out{", " if params else ""}{params}) {{ out[0] = vf(0{args}); }}
"""
    ptx = nvcc_ptx(source)
    decl = re.search(r"\.param \.align 8 \.b8 param1\[(\d+)\];", ptx)
    stores: list[tuple[int, int]] = []
    for m in re.finditer(
        r"st\.param(?:\.v(\d))?\.[a-z]+(\d+)\s+\[param1(?:\+(\d+))?\]", ptx
    ):
        count, bits, offset = int(m.group(1) or 1), int(m.group(2)), int(m.group(3) or 0)
        stores += [(offset + k * bits // 8, bits // 8) for k in range(count)]
    return (int(decl.group(1)) if decl else None), sorted(stores), ptx


def _our_stores(types: list[Attribute]) -> list[tuple[int, int]]:
    layout = pack_layout(types)
    offsets = field_offsets(layout.struct_type) if layout.fields else ()
    stores = []
    for slot, first in layout.placements:
        for k, piece in enumerate(slot.pieces):
            stores.append((offsets[first + k], store_size(piece)))
    return sorted(stores)


NVCC_CASES = [
    ["int", "double", "long long"],
    [],
    ["char", "float", "short", "long long"],
    ["bool", "int*", "char"],
    ["int", "__int128", "int"],
    ["double", "int", "int", "int", "double"],
    ["short"],
]


@pytest.mark.parametrize("cuda_types", NVCC_CASES, ids=lambda ts: "-".join(ts) or "none")
def test_call_array_matches_nvcc(cuda_types: list[str]):
    from tests.testing.conftest import require_tools

    require_tools("nvcc")
    size, stores, ptx = _nvcc_call_array(cuda_types)
    # nvcc's callee takes the unsized array after its fixed params (ours: vf_vararg).
    assert re.search(r"\.param \.align 8 \.b8 %VAParam\[\]", ptx)
    types = [CUDA_TYPES[t] for t in cuda_types]
    if not types:
        assert size is None, "nvcc declares no array for a call without variadic arguments"
        return
    assert size == pack_layout(types).end_offset
    assert stores == _our_stores(types)


# ---------------------------------------------------------------------------------------------
# The pass on IR
# ---------------------------------------------------------------------------------------------

GOOD_THEN_BAD = """
llvm.func @f(i32, ...)
llvm.func @g(%x: i32, %s: !llvm.struct<(i32, f64)>, %ap: !llvm.ptr) {
  llvm.call @f(%x, %x) vararg(!llvm.func<void (i32, ...)>) : (i32, i32) -> ()
  %v = llvm.va_arg %ap : (!llvm.ptr) -> f64
  llvm.call @f(%x, %s) vararg(!llvm.func<void (i32, ...)>) : (i32, !llvm.struct<(i32, f64)>) -> ()
  llvm.return
}
"""


def test_error_leaves_the_module_unchanged():
    ctx = _context()
    module = Parser(ctx, GOOD_THEN_BAD).parse_module()
    before = str(module)
    with pytest.raises(OpDiagnostic, match=r"call to @f in @g passes aggregate"):
        LowerVarargsPass().apply(ctx, module)
    assert str(module) == before


def test_second_run_changes_nothing():
    source = GOOD_THEN_BAD.replace(
        "  llvm.call @f(%x, %s) vararg(!llvm.func<void (i32, ...)>) : (i32, !llvm.struct<(i32, f64)>) -> ()\n",
        "",
    )
    ctx = _context()
    module = _run(source)
    once = str(module)
    LowerVarargsPass().apply(ctx, module)
    assert str(module) == once
    assert not any(isinstance(op, VaArgOp) for op in module.walk())
    calls = [op for op in module.walk() if isinstance(op, llvm.CallOp)]
    assert all(VARARGS_PACKED_ATTR in call.attributes for call in calls)


def test_vararg_slot_rejects_aggregates():
    from nvvm_xdsl.datalayout import UnsupportedTypeError

    with pytest.raises(UnsupportedTypeError):
        vararg_slot(llvm.LLVMStructType.from_type_list([i32]))


# ---------------------------------------------------------------------------------------------
# PTX: our .param declarations against nvcc's for the same CUDA source
# ---------------------------------------------------------------------------------------------

PTX_CUDA = """
#include <cstdarg>
extern "C" __device__ int ext(int n, ...);
extern "C" __device__ __noinline__ long long sum(int n, ...) {
  va_list ap; va_start(ap, n);
  long long s = va_arg(ap, int);
  s += (long long)va_arg(ap, double);
  s += va_arg(ap, long long);
  va_end(ap);
  return s;
}
extern "C" __global__ void k(long long *out, int a, double b, long long c) {
  out[0] = sum(3, a, b, c);
  out[1] = sum(0);
  out[2] = ext(1, c, a);
}
"""

PTX_MLIR = """
llvm.func @ext(i32, ...) -> i32
llvm.func @sum(%n: i32, ...) -> i64 {
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %ap = llvm.alloca %c1 x !llvm.ptr {alignment = 8 : i64} : (i64) -> !llvm.ptr
  llvm.intr.vastart %ap : !llvm.ptr
  %a = llvm.va_arg %ap : (!llvm.ptr) -> i32
  %b = llvm.va_arg %ap : (!llvm.ptr) -> f64
  %c = llvm.va_arg %ap : (!llvm.ptr) -> i64
  llvm.intr.vaend %ap : !llvm.ptr
  %a64 = llvm.sext %a : i32 to i64
  %bi = llvm.fptosi %b : f64 to i64
  %s1 = llvm.add %bi, %a64 : i64
  %s2 = llvm.add %s1, %c : i64
  llvm.return %s2 : i64
}
llvm.func @k(%out: !llvm.ptr, %a: i32, %b: f64, %c: i64) attributes {nvvm.kernel} {
  %three = llvm.mlir.constant(3 : i32) : i32
  %r0 = llvm.call @sum(%three, %a, %b, %c) vararg(!llvm.func<i64 (i32, ...)>) : (i32, i32, f64, i64) -> i64
  llvm.store %r0, %out {alignment = 8 : i64} : i64, !llvm.ptr
  %zero = llvm.mlir.constant(0 : i32) : i32
  %r1 = llvm.call @sum(%zero) vararg(!llvm.func<i64 (i32, ...)>) : (i32) -> i64
  %p1 = llvm.getelementptr %out[1] : (!llvm.ptr) -> !llvm.ptr, i64
  llvm.store %r1, %p1 {alignment = 8 : i64} : i64, !llvm.ptr
  %one = llvm.mlir.constant(1 : i32) : i32
  %r2 = llvm.call @ext(%one, %c, %a) vararg(!llvm.func<i32 (i32, ...)>) : (i32, i64, i32) -> i32
  %r2w = llvm.sext %r2 : i32 to i64
  %p2 = llvm.getelementptr %out[2] : (!llvm.ptr) -> !llvm.ptr, i64
  llvm.store %r2w, %p2 {alignment = 8 : i64} : i64, !llvm.ptr
  llvm.return
}
"""

_CALL_PARAM_DECL = re.compile(r"\.param\s+((?:\.align\s+\d+\s+)?\.\w+)\s+(param\d+|retval0)(\[\d+\])?\s*;")
_CALL_ARRAY_STORE = re.compile(r"st\.param(?:\.v(\d))?\.[a-z]+(\d+)\s+\[param1(?:\+(\d+))?\]")


def _our_ptx(mlir: str, pipeline: str, tmp_path) -> str:
    import subprocess
    import sys
    from pathlib import Path

    source = tmp_path / "in.mlir"
    source.write_text(mlir)
    xdsl_opt = Path(sys.executable).parent / "xdsl-opt"
    proc = subprocess.run(
        [str(xdsl_opt), str(source), "-p", pipeline, "-t", "ptx"], capture_output=True, text=True
    )
    assert proc.returncode == 0, proc.stderr
    return proc.stdout


def _va_arg_reads(ptx_text: str, func: str) -> list[tuple[int, int]]:
    """(alignment mask, load width) of each va_arg in `func`: its `and.b64 ..., -A` and ld.local."""
    body = ptx_text[re.search(rf"\b{func}\s*\(", ptx_text).start() :]
    body = body[: body.index("ret;")]
    masks = [int(m) for m in re.findall(r"and\.b64\s+%\w+,\s*%\w+,\s*-(\d+);", body)]
    widths = [int(w) for w in re.findall(r"ld\.local\.[a-z]+(\d+)\s+%\w+,\s*\[%rd", body)]
    return list(zip(masks, widths, strict=True))


def _signature(fn) -> tuple:
    # Everything but the names (nvcc calls the array %VAParam, we call it <f>_vararg).
    return tuple((p.kind, p.type, p.align, p.array_size) for p in [*fn.returns, *fn.params])


def _call_sites(ptx_text: str, kernel: str) -> list[tuple[list[tuple[str, str, str]], list[tuple[int, int]]]]:
    """Per call in `kernel`, in order: its .param declarations and the (offset, bytes) of its array stores."""
    body = ptx_text[ptx_text.index(f".entry {kernel}") :]
    sites = []
    for segment in re.split(r"\bcall(?:\.uni)?\b", body)[:-1]:
        decls = sorted(
            (" ".join(m.group(1).split()), m.group(2), m.group(3) or "")
            for m in _CALL_PARAM_DECL.finditer(segment)
        )
        stores = []
        for m in _CALL_ARRAY_STORE.finditer(segment):
            count, bits, offset = int(m.group(1) or 1), int(m.group(2)), int(m.group(3) or 0)
            stores += [(offset + k * bits // 8, bits // 8) for k in range(count)]
        sites.append((decls, sorted(stores)))
    return sites


@pytest.mark.parametrize("pipeline", ["lower-varargs,convert-llvm-to-ptx", "lower-to-ptx"])
def test_param_declarations_match_nvcc(pipeline: str, tmp_path):
    from nvvm_xdsl_testing.cuda_tools import nvcc_ptx, ptxas
    from nvvm_xdsl_testing.ptx_parse import parse_ptx
    from tests.testing.conftest import require_tools

    require_tools("nvcc", "ptxas")
    theirs_text = nvcc_ptx(PTX_CUDA, extra_args=["-rdc=true"])
    ours_text = _our_ptx(PTX_MLIR, pipeline, tmp_path)
    theirs, ours = parse_ptx(theirs_text), parse_ptx(ours_text)
    for name in ("sum", "ext"):
        assert _signature(ours.functions[name]) == _signature(theirs.functions[name]), name
        assert theirs.functions[name].params[-1].name == "%VAParam"
        assert ours.functions[name].params[-1].name == f"{name}_vararg"
    # Same declarations at every call (param0, param1[SIZE] or none, retval0), same stores.
    assert _call_sites(ours_text, "k") == _call_sites(theirs_text, "k")
    # va_arg reads the array through local space, like nvcc, with the same alignment masks.
    assert {op.space for op in ours.functions["sum"].memory_ops if op.opcode == "ld"} == {"local"}
    assert _va_arg_reads(ours_text, "sum") == _va_arg_reads(theirs_text, "sum")
    ptxas(ours_text, arch="sm_90", extra_args=["-c"]).check()


# CUDA parameter type -> (llvm kernel parameter type, what a C frontend passes through '...':
# the llvm type and the conversion op, if any; narrow ints are left to the pass).
E2E_TYPES: dict[str, tuple[str, str, str | None]] = {
    "int": ("i32", "i32", None),
    "double": ("f64", "f64", None),
    "float": ("f32", "f64", "llvm.fpext"),
    "long long": ("i64", "i64", None),
    "char": ("i8", "i8", None),
    "short": ("i16", "i16", None),
    "int*": ("!llvm.ptr", "!llvm.ptr", None),
}
E2E_CASES = [
    ["int", "double", "long long"],
    ["char", "float", "short", "long long", "int*"],
    ["double", "int", "int", "int", "double"],
    ["short", "char"],
    ["int*", "float", "char", "double"],
]


def _e2e_sources(cuda_types: list[str]) -> tuple[str, str]:
    params = "".join(f", {t} a{i}" for i, t in enumerate(cuda_types))
    args = "".join(f", a{i}" for i in range(len(cuda_types)))
    cuda = f"""
#include <cstdarg>
extern "C" __device__ int vf(int n, ...);
extern "C" __global__ void k(int *out{params}) {{ out[0] = vf({len(cuda_types)}{args}); }}
"""
    kernel_params = "".join(f", %a{i}: {E2E_TYPES[t][0]}" for i, t in enumerate(cuda_types))
    body, values, types = [], [], []
    for i, t in enumerate(cuda_types):
        param_type, pass_type, conversion = E2E_TYPES[t]
        if conversion:
            body.append(f"  %v{i} = {conversion} %a{i} : {param_type} to {pass_type}")
            values.append(f"%v{i}")
        else:
            values.append(f"%a{i}")
        types.append(pass_type)
    call_args = "".join(f", {v}" for v in values)
    call_types = "".join(f", {t}" for t in types)
    mlir = "\n".join(
        [
            "llvm.func @vf(i32, ...) -> i32",
            f"llvm.func @k(%out: !llvm.ptr{kernel_params}) attributes {{nvvm.kernel}} {{",
            f"  %n = llvm.mlir.constant({len(cuda_types)} : i32) : i32",
            *body,
            f"  %r = llvm.call @vf(%n{call_args}) vararg(!llvm.func<i32 (i32, ...)>) : "
            f"(i32{call_types}) -> i32",
            "  llvm.store %r, %out {alignment = 4 : i64} : i32, !llvm.ptr",
            "  llvm.return",
            "}",
        ]
    )
    return cuda, mlir


@pytest.mark.parametrize("cuda_types", E2E_CASES, ids="-".join)
def test_call_site_matches_nvcc_end_to_end(cuda_types: list[str], tmp_path):
    from nvvm_xdsl_testing.cuda_tools import nvcc_ptx, ptxas
    from tests.testing.conftest import require_tools

    require_tools("nvcc", "ptxas")
    cuda, mlir = _e2e_sources(cuda_types)
    theirs_text = nvcc_ptx(cuda, extra_args=["-rdc=true"])
    ours_text = _our_ptx(mlir, "lower-to-ptx", tmp_path)
    assert _call_sites(ours_text, "k") == _call_sites(theirs_text, "k")
    ptxas(ours_text, arch="sm_90", extra_args=["-c"]).check()
