"""Programs written in xDSL's own dialects (tests/xdsl_programs) reach ptxas-valid PTX both ways
issue #16 asks for: `lower-to-ptx` alone, and xDSL 0.74's own memref/ptr/scf passes first.

Where a memory space is known (kernel memref arguments, `memref.global` in space 3,
`memref.alloca`), the loads and stores must use it: the counts below are the exact number of
`ld.global`/`st.shared`/... instructions, and no generic `ld`/`st` may remain.
"""

from __future__ import annotations

import re
from io import StringIO
from pathlib import Path

import pytest
from xdsl.dialects.builtin import ModuleOp
from xdsl.parser import Parser
from xdsl.passes import ModulePass, PassPipeline
from xdsl.universe import Universe

from nvvm_xdsl.backend.ptx_printer import PTXTarget
from nvvm_xdsl.diagnostics import OpDiagnostic
from nvvm_xdsl_testing.cuda_tools import has_tool, ptxas
from nvvm_xdsl_testing.mlir_to_llvm_ir import universe_context

ROOT = Path(__file__).resolve().parent.parent
# Two of the programs are also examples (examples/xdsl_*.mlir, named in the README).
SOURCES = {
    path.stem.removeprefix("xdsl_"): path
    for path in [
        *(ROOT / "tests" / "xdsl_programs").glob("*.mlir"),
        *(ROOT / "examples").glob("xdsl_*.mlir"),
    ]
}
PROGRAMS = sorted(SOURCES)

XDSL_FIRST = (
    "convert-memref-to-ptr{lower_func=true},convert-ptr-type-offsets,convert-ptr-to-llvm,"
    "convert-scf-to-cf,printf-to-llvm,lower-to-ptx"
)
ROUTES = {"lower-to-ptx": "lower-to-ptx", "xdsl-passes-first": XDSL_FIRST}

# Where a route's accesses differ from EXPECTED_ACCESSES.
ROUTE_ACCESSES: dict[tuple[str, str], dict[str, int]] = {}

# Memory accesses per program (state space and width as PTX spells them), parameters excluded.
EXPECTED_ACCESSES: dict[str, dict[str, int]] = {
    "block_center": {"ld.global": 1, "st.shared": 1, "ld.shared": 1, "st.global": 1},
    "block_sum": {"ld.global": 1, "st.shared": 1, "ld.shared": 1, "st.global": 1},
    "collatz": {"ld.global": 1, "st.global": 1},
    "gpu_printf": {"st.local": 3},
    # the window's fill loop is unrolled (llvm-loop-unroll: it indexes the slot), one load per element
    "local_stencil": {"ld.global": 3, "st.global": 1},
    "math_ops": {"ld.global": 2, "st.global": 1},
    "parallel_scale": {"ld.global": 1, "st.global": 1},
    "printf_ids": {"st.local": 3},
    "row_sum": {"ld.global": 1, "st.global": 1},
    "saxpy": {"ld.global": 2, "st.global": 1},
    "shared_reverse": {"ld.global": 1, "st.shared": 1, "ld.shared": 1, "st.global": 1},
    "struct_arg": {"ld.global": 1, "st.global": 1},
    "warp_sum": {"ld.global": 1, "st.global": 1},
    "leaky_sum": {"ld.global": 1, "st.global": 2},
    "transpose3d": {"ld.global": 1, "st.global": 1},
    "narrow_types": {"ld.global": 3, "st.global": 3},
    "int_division": {"ld.global": 2, "st.global": 9},
    # + 6 loads of libdevice's __cudart_i2opi_f table: __nv_sinf/cosf inlined (link-libdevice-ir)
    "math_more": {"ld.global": 8, "st.global": 9},
    "shuffle_modes": {"ld.global": 2, "st.global": 5},
    # the atomics are atom.*, not ld/st
    "shared_histogram": {"st.shared": 1, "ld.global": 1, "ld.shared": 1},
    "dynamic_shared_view": {"ld.global": 1, "st.shared": 2, "ld.shared": 2, "st.global": 2},
    # store_at's memref argument has no memory space (and store_at is not a kernel): generic
    # store_at's own generic store, and the kernel's copies of horner's table load and of
    # store_at's store, inlined where the spaces are known.
    "device_call": {"ld.global": 3, "st": 1, "st.global": 1},
    "switch_select": {"ld.global": 2, "st.global": 2},
    # the 4x4 table's loops are unrolled and its alloca, after cf.assert's block split, is hoisted
    # into the entry block (that block runs once): llvm-sroa splits it, no local memory
    "checked_mix": {"ld.global": 2, "st.global": 4},
    "region_reduce": {"ld.global": 2, "st.shared": 2, "ld.shared": 2, "st.global": 2},
    "views": {"ld.global": 3, "st.global": 3},
    "dynamic_matrix": {"ld.global": 1, "st.global": 1},
    # 4-lane accesses aligned to the element: split into scalar accesses, as LLVM does
    "vector_axpy": {"ld.global": 8, "st.global": 4},
}

# Instructions that show the program's own feature was lowered, not dropped.
EXPECTED_INSTRUCTIONS: dict[str, tuple[str, ...]] = {
    # expf: libdevice inlined (link-libdevice-ir), its ex2 in the kernel
    "math_ops": ("sqrt.rn.f32", "fma.rn.f32", "abs.f32", "cvt.rmi.f32.f32", "ex2.approx.ftz.f32"),
    "printf_ids": ("call.uni (retval0), vprintf",),
    "shared_reverse": ("bar.sync 0",),
    "block_center": ("shfl.sync.bfly.b32", "bar.sync 0"),
    "block_sum": (".reqntid 256, 1, 1", "shfl.sync.bfly.b32", "bar.sync 0"),
    "gpu_printf": ("call.uni (retval0), vprintf",),
    "warp_sum": ("shfl.sync.bfly.b32",),
    "parallel_scale": ("%ctaid.x", "%nctaid.x", "%ctaid.y"),
    "leaky_sum": ("setp.gt.f32",),
    "transpose3d": ("%tid.y",),
    "narrow_types": ("cvt.rn.bf16.f32", "cvt.f32.bf16", "cvt.rn.f16.f32", "cvt.f32.f16",
                     "cvt.rzi.s32.f32", "cvt.s16.s8", "cvt.u32.u8"),
    # Each remainder follows the division of the same operands: a - (a / d) * d, one division
    # (llvm-peephole's div/rem pair rule, as LLVM's DivRemPairs on a target without divrem).
    "int_division": ("div.s32", "div.u32", "mul.lo.s32", "sub.s32", "min.s32", "max.u32",
                     "shr.s32", "shr.u32"),
    # __nv_powif, __nv_tanhf and f64 __nv_exp are inlined (link-libdevice-ir; __nv_exp's body
    # takes the exponent apart with d2i.hi/lo and puts it together with lohi.i2d: mov.b64)
    "math_more": ("clz.b32", "popc.b32", "ex2.approx", "fma.rn.f64", "mov.b64 {"),
    "shuffle_modes": ("shfl.sync.down.b32", "shfl.sync.up.b32", "shfl.sync.idx.b32",
                      "shfl.sync.bfly.b32", "max.s32", "min.f32"),
    "shared_histogram": ("atom.acq_rel.sys.shared.add.u32", "atom.acq_rel.sys.global.max.s32",
                         "atom.acq_rel.sys.global.add.f32", "atom.acq_rel.sys.global.add.u32",
                         "bar.sync 0"),
    "dynamic_shared_view": (".extern .shared .align 16 .b8 __dynamic_shmem__[]", "bar.sync 0"),
    # -O2 inlines the three calls (llvm-inline); the functions stay (external linkage).
    "device_call": (".func (.param .b32 func_retval0) horner(", ".func store_at(", "max.f32", "min.f32"),
    "checked_mix": ("call.uni __assertfail", ".extern .func __assertfail", "max.NaN.f32",
                    "min.NaN.f32"),
    "vector_axpy": ("min.NaN.f32", "cvt.rn.f16.f32"),
    # two descriptors: 7 parameters each
    "dynamic_matrix": ("dynamic_matrix_param_13",),
    "region_reduce": ("shfl.sync.bfly.b32", "shfl.sync.down.b32", "shfl.sync.idx.b32", "max.f32",
                      "bar.sync 0"),
}

# libdevice's own functions (linked in by link-libdevice) access memory as LLVM compiled them.
_LIBDEVICE_FUNCTION = re.compile(r"^\.func\b[^\n]*\b__nv_\w+\(.*?^\}", re.M | re.S)
_ACCESS = re.compile(r"^\s*(?:@!?%p\d+\s+)?(ld|st)(\.(?:global|shared|local|const|param))?\.", re.M)


def _verify(_previous: ModulePass | None, module: ModuleOp, _next: ModulePass | None) -> None:
    module.verify()


def compile_program(name: str, pipeline: str) -> str:
    """The program's PTX, the IR verified before and after every pass (as xdsl-opt does)."""
    ctx = universe_context()
    module = Parser(ctx, SOURCES[name].read_text()).parse_module()
    passes = Universe.get_multiverse().all_passes
    PassPipeline.parse_spec(passes, pipeline, _verify).apply(ctx, module)
    out = StringIO()
    PTXTarget().emit(ctx, module, out)
    return out.getvalue()


def access_counts(ptx: str) -> dict[str, int]:
    """Loads and stores of the program's own functions, by state space."""
    counts: dict[str, int] = {}
    for kind, space in _ACCESS.findall(_LIBDEVICE_FUNCTION.sub("", ptx)):
        key = kind + (space or "")
        counts[key] = counts.get(key, 0) + 1
    return counts


def test_every_program_has_expectations():
    assert set(PROGRAMS) == set(EXPECTED_ACCESSES)


@pytest.mark.parametrize("route", sorted(ROUTES))
@pytest.mark.parametrize("name", PROGRAMS)
def test_program_reaches_ptx(name: str, route: str):
    ptx = compile_program(name, ROUTES[route])
    counts = access_counts(ptx)
    counts.pop("ld.param", None)
    counts.pop("st.param", None)
    assert counts == ROUTE_ACCESSES.get((name, route), EXPECTED_ACCESSES[name]), ptx
    for instruction in EXPECTED_INSTRUCTIONS.get(name, ()):
        assert instruction in ptx
    if has_tool("ptxas"):
        ptxas(ptx).check()


# Hand-written MLIR GPU programs (the sources tests/producers/mlir_gpu was captured from with
# upstream MLIR): programs this suite did not write, in MLIR's own syntax.
MLIR_SOURCES = {
    path.stem: path for path in sorted((ROOT / "tests" / "producers" / "mlir_gpu" / "src").glob("*.mlir"))
}


@pytest.mark.parametrize("route", sorted(ROUTES))
@pytest.mark.parametrize("name", sorted(MLIR_SOURCES))
def test_mlir_source_reaches_ptx(name: str, route: str):
    ctx = universe_context()
    module = Parser(ctx, MLIR_SOURCES[name].read_text()).parse_module()
    passes = Universe.get_multiverse().all_passes
    PassPipeline.parse_spec(passes, ROUTES[route], _verify).apply(ctx, module)
    out = StringIO()
    PTXTarget().emit(ctx, module, out)
    ptx = out.getvalue()
    assert ".entry" in ptx
    # kernel memref arguments are global memory: no generic access in the kernels
    counts = access_counts(ptx)
    assert "ld" not in counts and "st" not in counts, counts
    if has_tool("ptxas"):
        ptxas(ptx).check()


@pytest.mark.parametrize(
    ("source", "message"),
    [
        (
            "func.func @k(%a: memref<4xf32>) attributes {nvvm.kernel} {\n"
            "  %m = memref.alloc() : memref<4xf32>\n  func.return\n}",
            "memref.alloc has no device lowering",
        ),
        (
            "func.func @k(%a: memref<?xf32>, %i: index) attributes {nvvm.kernel} {\n"
            "  %n = memref.dim %a, %i : memref<?xf32>\n  func.return\n}",
            "memref.dim of a dynamic size of memref<?xf32>: a bare pointer does not carry it",
        ),
        (
            "func.func @k(%x: f80) attributes {nvvm.kernel} {\n"
            "  %v = math.exp %x : f80\n  func.return\n}",
            "math.exp on f80 is not supported (f16, bf16, f32 and f64 are)",
        ),
        (
            "func.func @k(%a: memref<4xf32>, %i: index) attributes {nvvm.kernel} {\n"
            '  %r = "scf.parallel"(%i, %i, %i, %i) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>}> ({\n'
            "  ^bb0(%j: index):\n"
            '    "scf.reduce"(%i) ({\n'
            "    ^bb1(%l: index, %rr: index):\n"
            '      "scf.reduce.return"(%l) : (index) -> ()\n'
            "    }) : (index) -> ()\n"
            "  }) : (index, index, index, index) -> index\n  func.return\n}",
            "scf.parallel with reductions is not supported on threads",
        ),
        (
            "func.func @k(%x: tensor<4xf32>) attributes {nvvm.kernel} {\n"
            "  %v = tensor.empty() : tensor<4xf32>\n  func.return\n}",
            "tensor.empty cannot be lowered to NVVM",
        ),
    ],
)
def test_unsupported_input_is_a_located_error(source: str, message: str):
    ctx = universe_context()
    module = Parser(ctx, source).parse_module()
    before = str(module)
    passes = Universe.get_multiverse().all_passes
    with pytest.raises(OpDiagnostic, match=re.escape(message)):
        PassPipeline.parse_spec(passes, "lower-to-ptx").apply(ctx, module)
    assert str(module) == before  # analysed before anything was rewritten
