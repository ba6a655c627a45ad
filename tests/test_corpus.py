"""The kernel corpus (tests/corpus): varied, realistic llvm-dialect kernels run through the
whole `nvvm-opt` driver, as a user would.

For every corpus file: `nvvm-opt FILE -o OUT` exits 0 without a traceback, ptxas accepts the
PTX, and every `.entry`/`.func` declaration has the parameter ABI (kinds, sizes, alignments,
returns) and the launch-bound directives of LLVM 22's NVPTX backend for the same MLIR. Files
with variadic device functions are compared with nvcc instead (LLVM's variadic ABI is not
the one CUDA uses), through a CUDA equivalent in NVCC_EQUIVALENTS.

Files that still fail because of a known compiler bug are listed in KNOWN_FAILURES with the
bug (see .helpers/BUGS.md); the test asserts that they still fail *cleanly* (exit 1, one
located error line) or are still rejected by ptxas, so fixing a bug forces the list to be
updated.
"""

from __future__ import annotations

import re
import subprocess
import sys
from functools import cache
from pathlib import Path

import pytest

from nvvm_xdsl_testing import cuda_tools
from nvvm_xdsl_testing.ptx_parse import PtxFunction, parse_ptx
from tests.nvvm_isel_cases import short_pointers_comparable

CORPUS = Path(__file__).parent / "corpus"
ALL = sorted(p.stem for p in CORPUS.glob("*.mlir"))

# name -> what is wrong (the backend owners' bugs, recorded in .helpers/BUGS.md).
KNOWN_FAILURES: dict[str, str] = {
    "aggregate_freeze": "llvm.freeze of a struct value cannot be split by lower-aggr-copies",
}

# Variadic device functions: a CUDA source with the same functions, for nvcc's declarations.
NVCC_EQUIVALENTS: dict[str, str] = {
    "varargs_helpers": r"""
#include <cstdarg>
extern "C" __device__ __noinline__ double sumd(int n, ...) {
  va_list ap; va_start(ap, n); double acc = 0;
  for (int i = 0; i < n; ++i) acc += va_arg(ap, double);
  va_end(ap); return acc;
}
extern "C" __device__ __noinline__ long long mixed(char tag, ...) {
  va_list ap; va_start(ap, tag);
  int a = va_arg(ap, int); long long b = va_arg(ap, long long); long long *p = va_arg(ap, long long *);
  va_end(ap); return a + b + *p;
}
extern "C" __global__ void k(double *out, double x, float y, int i, long long l, short h) {
  double s0 = sumd(0); double s1 = sumd(1, x); double s3 = sumd(3, x, (double)y, s1);
  long long m = mixed((char)i, h, l, out);
  out[0] = s0 + s3; ((long long *)out)[1] = m;
}
""",
    "varargs_wide_narrow": r"""
#include <cstdarg>
extern "C" __device__ __noinline__ long long collect(int n, ...) {
  va_list ap; va_start(ap, n);
  int a = va_arg(ap, int); int b = va_arg(ap, int); int c = va_arg(ap, int);
  __int128 w = va_arg(ap, __int128); double d = va_arg(ap, double); long long *p = va_arg(ap, long long *);
  va_end(ap); long long t = (long long)(a + b + c) + (long long)w + (long long)d; *p = t; return t;
}
extern "C" __global__ void k(long long *out, bool f, signed char b, short h, __int128 w, double d) {
  long long r = collect(6, f, b, h, w, d, out); out[1] = r;
}
""",
    "varargs_vacopy_indirect": r"""
#include <cstdarg>
extern "C" __device__ __noinline__ double twice(int n, ...) {
  va_list ap, aq; va_start(ap, n); va_copy(aq, ap);
  double a = va_arg(ap, double); double b = va_arg(aq, double); double *p = va_arg(aq, double *);
  va_end(aq); va_end(ap); double t = (a + b) * n; *p = t; return t;
}
extern "C" __global__ void k(double *out, double x, int n) {
  double r1 = twice(n, x, out);
  double (*volatile fp)(int, ...) = twice;
  double r2 = fp(n, r1, out);
  out[1] = r2;
}
""",
}

# Files whose compilation prints a diagnostic on purpose (a located warning); every other file
# must compile silently.
EXPECTED_WARNINGS: dict[str, str] = {
    "printf_struct_arg": "warning: format '%d' expects a 32-bit integer",
    "launch_bounds_device_fn": "warning: 'nvvm.reqntid', 'nvvm.maxnreg' on @helper, which is not a kernel",
}

needs_ptxas = pytest.mark.skipif(not cuda_tools.has_tool("ptxas"), reason="ptxas not installed")


def run_nvvm_opt(path: Path, out: Path, *flags: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "nvvm_xdsl.nvvm_opt", str(path), "-o", str(out), *flags],
        capture_output=True,
        text=True,
    )


@cache
def compile_corpus(name: str, tmp_root: Path, short_shared_ptr: bool = True) -> tuple[subprocess.CompletedProcess[str], str | None]:
    out = tmp_root / f"{name}{'' if short_shared_ptr else '.long'}.ptx"
    proc = run_nvvm_opt(CORPUS / f"{name}.mlir", out, *(() if short_shared_ptr else ("--no-short-shared-ptr",)))
    return proc, out.read_text() if out.exists() else None


@pytest.fixture(scope="module")
def tmp_root(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("corpus")


def assemble(ptx: str) -> cuda_tools.PtxasResult:
    # Calls to functions only declared here (`.extern .func`) resolve at link time.
    return cuda_tools.ptxas(ptx, relocatable=".extern .func" in ptx)


def defines_variadic_function(text: str) -> bool:
    return re.search(r"llvm\.func\s+(?:\w+\s+)*@\w+\([^)]*\.\.\.\)[^{\n]*\{", text) is not None


def test_corpus_is_large_and_documented():
    assert len(ALL) >= 40
    for name in ALL:
        first = (CORPUS / f"{name}.mlir").read_text().splitlines()[0]
        assert first.startswith("// ") and len(first) > 20, f"{name}: first line must say what it exercises"
    assert set(KNOWN_FAILURES) <= set(ALL), set(KNOWN_FAILURES) - set(ALL)
    for name in ALL:
        if defines_variadic_function((CORPUS / f"{name}.mlir").read_text()):
            assert name in NVCC_EQUIVALENTS, f"{name}: variadic; give nvcc a CUDA equivalent"


PASSING = [n for n in ALL if n not in KNOWN_FAILURES]


@pytest.mark.parametrize("name", PASSING)
def test_compiles(name: str, tmp_root: Path):
    proc, ptx = compile_corpus(name, tmp_root)
    assert "Traceback" not in proc.stderr, proc.stderr
    assert proc.returncode == 0, proc.stderr
    assert ptx is not None and ".entry" in ptx
    if name in EXPECTED_WARNINGS:
        lines = proc.stderr.strip().splitlines()
        assert len(lines) == 1 and EXPECTED_WARNINGS[name] in lines[0], proc.stderr
        assert re.match(r"^\S+\.mlir:\d+:\d+: warning: ", lines[0]), lines[0]
    else:
        assert proc.stderr == "", f"unexpected diagnostics: {proc.stderr}"


@needs_ptxas
@pytest.mark.parametrize("name", PASSING)
def test_ptxas_accepts(name: str, tmp_root: Path):
    _, ptx = compile_corpus(name, tmp_root)
    if ptx is None:
        pytest.fail("nvvm-opt produced no PTX")
    assemble(ptx).check()


def _signature(fn: PtxFunction) -> tuple[object, ...]:
    return (fn.kind, fn.abi())


def _llvm_reference(name: str, short_pointers: bool) -> str:
    from nvvm_xdsl.transforms.printf_lowering import PrintfLoweringPass
    from nvvm_xdsl_testing.llvm_oracle import llvm_ptx
    from nvvm_xdsl_testing.mlir_to_llvm_ir import export_module, make_context, parse_mlir

    ctx = make_context()
    module = parse_mlir((CORPUS / f"{name}.mlir").read_text(), ctx)
    # clang lowers printf in its front end: LLVM gets the vprintf form.
    PrintfLoweringPass().apply(ctx, module)
    return llvm_ptx(export_module(module), isolated=True, short_pointers=short_pointers)


@pytest.mark.parametrize("name", [n for n in PASSING if n not in NVCC_EQUIVALENTS])
def test_declarations_match_llvm(name: str, tmp_root: Path):
    pytest.importorskip("llvmlite")
    # A module with shared pointers against llc with --nvptx-short-ptr, unless it has const or
    # local pointers, which that flag narrows too (ours stay 64-bit), or byval arguments (llc-22
    # asserts on those under the flag): then both sides with 64-bit shared pointers.
    text = (CORPUS / f"{name}.mlir").read_text()
    short = "ptr<3>" in text and "llvm.byval" not in text and short_pointers_comparable(text)
    _, ptx = compile_corpus(name, tmp_root, short)
    if ptx is None:
        pytest.fail("nvvm-opt produced no PTX")
    from nvvm_xdsl_testing.llvm_oracle import LLVMCrash

    try:
        reference = parse_ptx(_llvm_reference(name, short))
    except NotImplementedError as unsupported:  # the exporter lacks an op: nothing to compare
        pytest.skip(str(unsupported))
    except LLVMCrash as crash:
        # The MLIR -> LLVM IR exporter (a test helper) wrote IR LLVM cannot parse: no reference.
        if "LLVM IR parsing error" in str(crash):
            pytest.skip(f"exporter limitation: {str(crash).strip().splitlines()[-2:]}")
        raise
    ours = parse_ptx(ptx)
    assert ours.functions
    for fname, fn in ours.functions.items():
        assert fname in reference.functions, f"{fname} missing from LLVM's output"
        ref = reference.functions[fname]
        assert _signature(fn) == _signature(ref), fname
        assert fn.directives == ref.directives, fname
    # A module-local or `linkonce*` function may be gone: -O1 and above inline its calls and drop
    # it, as LLVM's optimiser (global DCE) does; the reference here is unoptimised llc.
    discardable = set(re.findall(r"llvm\.func (?:linkonce|linkonce_odr) @([\w$.]+)", text))
    for fname, fn in reference.functions.items():
        if fn.is_definition and ((fn.linkage is not None and fname not in discardable) or fname in ours.functions):
            assert fname in ours.functions and ours.functions[fname].is_definition, fname


def _nvcc_shape(fn: PtxFunction) -> tuple[object, ...]:
    # nvcc writes kernel pointers without `.ptr`: compare kinds, sizes and array alignments.
    params = [(p.kind, p.size, p.align if p.kind == "array" else None) for p in fn.params]
    return (fn.kind, params, [(p.kind, p.size) for p in fn.returns])


@pytest.mark.skipif(not cuda_tools.has_tool("nvcc"), reason="nvcc not installed")
@pytest.mark.parametrize("name", sorted(NVCC_EQUIVALENTS))
def test_variadic_declarations_match_nvcc(name: str, tmp_root: Path):
    _, ptx = compile_corpus(name, tmp_root)
    if ptx is None:
        pytest.fail("nvvm-opt produced no PTX")
    ours = parse_ptx(ptx)
    reference = parse_ptx(cuda_tools.nvcc_ptx(NVCC_EQUIVALENTS[name]))
    for fname, fn in ours.functions.items():
        assert fname in reference.functions, f"{fname} missing from nvcc's output"
        assert _nvcc_shape(fn) == _nvcc_shape(reference.functions[fname]), fname


_LOCATED_ERROR = re.compile(r"^\S+\.mlir:\d+:\d+: error: \S.*$")


@pytest.mark.parametrize("name", sorted(KNOWN_FAILURES))
def test_known_failures_still_fail_cleanly(name: str, tmp_root: Path):
    proc, ptx = compile_corpus(name, tmp_root)
    assert "Traceback" not in proc.stderr, proc.stderr
    if proc.returncode != 0:
        assert proc.returncode == 1
        lines = proc.stderr.strip().splitlines()
        assert len(lines) == 1 and _LOCATED_ERROR.match(lines[0]), proc.stderr
        assert ptx is None, "an output file was written despite the error"
        return
    # nvvm-opt accepted it: the known bug is then in the PTX, which ptxas must still reject.
    if not cuda_tools.has_tool("ptxas"):
        pytest.skip("ptxas not installed")
    assert ptx is not None
    result = assemble(ptx)
    assert not result.ok, f"{name} now works: remove it from KNOWN_FAILURES ({KNOWN_FAILURES[name]})"
