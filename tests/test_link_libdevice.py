"""link-libdevice: `__nv_*` calls resolved with NVIDIA's libdevice compiled by LLVM.

Everything here needs the `libdevice` extra (llvmlite and the libdevice bitcode, both in the
`test` extra) and ptxas; the missing-extra errors are tested by simulating its absence.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest
from xdsl.dialects import llvm

from nvvm_xdsl.diagnostics import OpDiagnostic
from nvvm_xdsl.dialects import ptx
from nvvm_xdsl.transforms import link_libdevice
from nvvm_xdsl.transforms.link_libdevice import LinkLibdevicePass, find_libdevice
from nvvm_xdsl.transforms.lower_to_ptx import LowerToPTXPass
from nvvm_xdsl_testing import cuda_tools
from nvvm_xdsl_testing.libdevice_kernels import MATH_TO_NVVM_FUNCTIONS, elementwise_module, kernel_name
from nvvm_xdsl_testing.mlir_to_llvm_ir import make_context, parse_mlir
from nvvm_xdsl_testing.ptx_compile import compile_to_ptx
from nvvm_xdsl_testing.ptx_parse import parse_ptx

pytest.importorskip("llvmlite", reason="llvmlite (the libdevice extra) is not installed")
LIBDEVICE = find_libdevice()
if LIBDEVICE is None:
    pytest.skip("no libdevice.10.bc installed (the libdevice extra)", allow_module_level=True)
if not cuda_tools.has_tool("ptxas"):
    pytest.skip("ptxas not installed", allow_module_level=True)

NVVM_OPT = [sys.executable, "-m", "nvvm_xdsl.nvvm_opt"]

EXP_POW_ERF = """
llvm.func @__nv_expf(f32) -> f32
llvm.func @__nv_powf(f32, f32) -> f32
llvm.func @__nv_erff(f32) -> f32
llvm.func @__nv_logf(f32) -> f32
llvm.func @activation(%x: !llvm.ptr, %y: !llvm.ptr) attributes {nvvm.kernel} {
  %a = llvm.load %x : !llvm.ptr -> f32
  %e = llvm.call @__nv_expf(%a) : (f32) -> f32
  %p = llvm.call @__nv_powf(%e, %a) : (f32, f32) -> f32
  %r = llvm.call @__nv_erff(%p) : (f32) -> f32
  llvm.store %r, %y : f32, !llvm.ptr
  llvm.return
}
"""


def compile_ptx(mlir_text: str, **options: object) -> str:
    """At -O0 unless told: above it llvm-libdevice-leaves puts the instruction of libdevice's
    one-instruction functions (`__nv_sqrtf`, `__nv_fabsf`) in place of their calls, and these
    tests are about the functions link-libdevice gives (tests/test_llvm_libdevice_leaves.py
    checks the leaves against them)."""
    options.setdefault("opt_level", 0)
    return compile_to_ptx(mlir_text, LowerToPTXPass(**options), verify=True)  # type: ignore[arg-type]


def function_text(ptx_text: str, name: str) -> str:
    """The definition of `.func name` (header to closing brace), without `.visible`."""
    header = re.search(rf"^(?:\.visible\s+)?(\.func\s+(?:\([^)]*\)\s*)?{re.escape(name)}\((?:[^;{{]*)\{{)", ptx_text, re.MULTILINE)
    assert header is not None, f".func {name} is not defined"
    depth, i = 1, header.end()
    while depth:
        depth += {"{": 1, "}": -1}.get(ptx_text[i], 0)
        i += 1
    return ptx_text[header.start(1) : i]


def defined_functions(ptx_text: str) -> list[str]:
    return re.findall(r"^(?:\.visible\s+)?\.func\s+(?:\([^)]*\)\s*)?([\w$]+)\(", ptx_text, re.MULTILINE)


def test_every_math_to_nvvm_function_compiles_and_assembles():
    """All 92 functions MLIR's math-to-nvvm lowering can call, in two modules: each is defined
    once, no `.extern` is left, and whole-program ptxas (which rejects unresolved calls) accepts it."""
    assert len(MATH_TO_NVVM_FUNCTIONS) == 92
    half = len(MATH_TO_NVVM_FUNCTIONS) // 2
    for batch in (MATH_TO_NVVM_FUNCTIONS[:half], MATH_TO_NVVM_FUNCTIONS[half:]):
        text = compile_ptx(elementwise_module(batch))
        assert ".extern" not in text
        defined = defined_functions(text)
        for function in batch:
            assert defined.count(function.name) == 1, function.name
            assert f".visible .entry {kernel_name(function)}(" in text
        cuda_tools.ptxas(text).check()


def test_kernel_with_expf_powf_erff(tmp_path: Path):
    # -O0: the late route alone (above it link-libdevice-ir brings them as IR and they are inlined).
    source = tmp_path / "activation.mlir"
    source.write_text(EXP_POW_ERF)
    proc = subprocess.run([*NVVM_OPT, "-O0", str(source)], capture_output=True, text=True)
    assert proc.returncode == 0, proc.stderr
    text = proc.stdout
    assert sorted(defined_functions(text)) == ["__nv_erff", "__nv_expf", "__nv_powf"]
    # Only referenced functions: logf is declared and never called, so it stays a declaration.
    logf = parse_ptx(text).functions["__nv_logf"]
    assert logf.linkage == "extern" and not logf.is_definition
    # Linked copies are private to the module, as nvcc's internalized libdevice.
    assert ".visible .func" not in text
    assert re.search(r"call\.uni \(retval0\), __nv_powf, \(param0, param1\);", text)
    cuda_tools.ptxas(text).check()


def _renumbered(body: str) -> str:
    """The function text with registers and labels numbered by first appearance, so two
    compilations of the same code compare equal however the module numbered them."""
    seen: dict[str, str] = {}

    def rename(match: re.Match[str]) -> str:
        token = match.group(0)
        if token not in seen:
            prefix = re.sub(r"\d+$", "", token) if token.startswith("%") else "$L"
            count = sum(1 for v in seen.values() if v.startswith(prefix + "#"))
            seen[token] = f"{prefix}#{count}"
        return seen[token]

    body = re.sub(r"__local_depot\d+", "__local_depot", body)
    body = re.sub(r"callseq \d+", "callseq #", body)
    body = re.sub(r"\$L__BB\d+_\d+|%(?:rd|rs|fd|r|f|p)\d+", rename, body)
    return "\n".join(" ".join(line.split()) for line in body.splitlines() if line.strip())


_LLVM_LINKS_LIBDEVICE = """
import json, sys
import llvmlite.binding as llvm
from nvvm_xdsl_testing.llvm_oracle import NVPTX_TRIPLE, optimize, parse_llvm_ir, target_machine

# nvcc's default; LLVM's own NVVMReflect answers every other query with 0 unless told.
llvm.set_option("oracle", "-nvvm-reflect-add=__CUDA_PREC_SQRT=1")
kernel_ir, path, roots = json.load(sys.stdin)
module = parse_llvm_ir(kernel_ir)
library = llvm.parse_bitcode(open(path, "rb").read())
library.triple = NVPTX_TRIPLE
library.data_layout = str(target_machine().target_data)
for function in library.functions:
    if not function.is_declaration and function.name not in roots:
        function.linkage = "internal"
module.link_in(library)
optimize(module, 3)
sys.stdout.write(target_machine().emit_assembly(module))
"""


def test_functions_are_llvms_own_libdevice_ptx():
    """Differential: LLVM links libdevice into the exported kernel itself (its own linker, its
    own NVVMReflect with nvcc's settings, -O3) and compiles; each libdevice function we emit is
    the PTX LLVM prints for it, up to register and label numbering."""
    from nvvm_xdsl_testing.mlir_to_llvm_ir import mlir_to_llvm_ir

    names = ["__nv_expf", "__nv_powf", "__nv_erff", "__nv_sin", "__nv_sqrtf"]
    source = elementwise_module(names)
    ours = compile_ptx(source)
    request = json.dumps([mlir_to_llvm_ir(source), str(LIBDEVICE), names])
    proc = subprocess.run(
        [sys.executable, "-c", _LLVM_LINKS_LIBDEVICE], input=request, capture_output=True, text=True
    )
    assert proc.returncode == 0, proc.stderr[-3000:]
    reference = proc.stdout
    for name in names:
        assert _renumbered(function_text(ours, name)) == _renumbered(function_text(reference, name)), name
    # sin(double) reads libdevice's coefficient table: carried as LLVM printed it.
    table = re.search(r"^\.global .*__cudart_sin_cos_coeffs\[\d+\] = \{[^}]*\};", reference, re.MULTILINE)
    assert table is not None and table.group(0) in ours


def test_reflect_answers_come_from_the_options():
    source = elementwise_module(["__nv_expf", "__nv_sqrtf"])
    default = compile_ptx(source)
    assert "fma.rn.f32" in function_text(default, "__nv_expf")
    assert "fma.rn.ftz.f32" not in function_text(default, "__nv_expf")
    assert "sqrt.rn.f32" in function_text(default, "__nv_sqrtf")
    flushed = compile_ptx(source, ftz=True, prec_sqrt=False)
    assert "fma.rn.ftz.f32" in function_text(flushed, "__nv_expf")
    assert "fma.rn.f32" not in function_text(flushed, "__nv_expf")
    assert "sqrt.rn" not in function_text(flushed, "__nv_sqrtf")
    assert "sqrt.approx.ftz.f32" in function_text(flushed, "__nv_sqrtf")
    cuda_tools.ptxas(flushed).check()


def test_helper_symbols_that_clash_are_renamed():
    source = elementwise_module(["__nv_sin"]).replace(
        "module {\n",
        'module {\nllvm.mlir.global internal constant @__cudart_sin_cos_coeffs(dense<1.0> : tensor<2xf64>) '
        "{addr_space = 1 : i32} : !llvm.array<2 x f64>\n",
    )
    text = compile_ptx(source)
    assert "__cudart_sin_cos_coeffs_1[128]" in text
    assert re.search(r"\.global .align 8 .b8 __cudart_sin_cos_coeffs\[16\]", text)
    assert "__cudart_sin_cos_coeffs_1" in function_text(text, "__nv_sin")
    cuda_tools.ptxas(text).check()


def test_pass_shows_the_carried_ptx_and_is_idempotent():
    ctx = make_context()
    module = parse_mlir(EXP_POW_ERF, ctx)
    LinkLibdevicePass().apply(ctx, module)
    carried = [op for op in module.ops if isinstance(op, ptx.VerbatimOp)]
    assert sorted(op.symbol.data for op in carried) == ["__nv_erff", "__nv_expf", "__nv_powf"]
    # The declarations stay (the llvm calls name them); selection drops them.
    assert sum(isinstance(op, llvm.FuncOp) for op in module.ops) == 5
    LinkLibdevicePass().apply(ctx, module)
    module.verify()
    assert len([op for op in module.ops if isinstance(op, ptx.VerbatimOp)]) == len(carried)


def _error_of(mlir_text: str, **options: object) -> str:
    ctx = make_context()
    module = parse_mlir(mlir_text, ctx)
    before = str(module)
    with pytest.raises(OpDiagnostic) as caught:
        LinkLibdevicePass(**options).apply(ctx, module)  # type: ignore[arg-type]
    assert str(module) == before, "the module was changed before the error"
    assert isinstance(caught.value.op, llvm.CallOp)
    return caught.value.message


def test_missing_libdevice_file_names_the_function_and_the_extra(monkeypatch: pytest.MonkeyPatch):
    monkeypatch.setattr(link_libdevice, "find_libdevice", lambda: None)
    message = _error_of(EXP_POW_ERF)
    assert "@__nv_expf" in message and "pip install 'nvvm-xdsl[libdevice]'" in message


def test_missing_llvmlite_names_the_function_and_the_extra(monkeypatch: pytest.MonkeyPatch):
    def no_llvmlite():
        raise ImportError("No module named 'llvmlite'")

    monkeypatch.setattr(link_libdevice, "llvm_binding", no_llvmlite)
    message = _error_of(EXP_POW_ERF)
    assert "@__nv_expf" in message and "llvmlite" in message and "nvvm-xdsl[libdevice]" in message


def test_unknown_function_and_wrong_type_are_located_errors():
    unknown = "llvm.func @__nv_nosuchf(f32) -> f32\n" + EXP_POW_ERF.replace("@__nv_erff(%p)", "@__nv_nosuchf(%p)").replace(
        "llvm.func @__nv_erff(f32) -> f32\n", ""
    )
    assert "has no function @__nv_nosuchf" in _error_of(unknown)
    wrong = EXP_POW_ERF.replace("llvm.func @__nv_powf(f32, f32) -> f32", "llvm.func @__nv_powf(f32, i32) -> f32")
    wrong = wrong.replace("@__nv_powf(%e, %a) : (f32, f32)", "@__nv_powf(%e, %n) : (f32, i32)")
    wrong = wrong.replace("%e = llvm.call", "%n = llvm.mlir.constant(2 : i32) : i32\n  %e = llvm.call")
    assert "declared as 'float (float, i32)' but libdevice defines it as 'float (float, float)'" in _error_of(wrong)


def test_libdevice_flag_and_pass_option(tmp_path: Path):
    source = tmp_path / "activation.mlir"
    source.write_text(EXP_POW_ERF)
    # Another copy of the file works like the installed one.
    copy = tmp_path / "my-libdevice.bc"
    copy.write_bytes(LIBDEVICE.read_bytes())
    good = subprocess.run([*NVVM_OPT, "-O0", str(source), "--libdevice", str(copy)], capture_output=True, text=True)
    assert good.returncode == 0, good.stderr
    assert "__nv_expf" in good.stdout
    for bad, reason in ((tmp_path / "missing.bc", "is not a readable file"), (source, "is not LLVM bitcode")):
        proc = subprocess.run([*NVVM_OPT, str(source), "--libdevice", str(bad)], capture_output=True, text=True)
        assert proc.returncode == 1
        assert "Traceback" not in proc.stderr
        lines = proc.stderr.strip().splitlines()
        assert len(lines) == 1 and re.match(rf"{re.escape(str(source))}:8:3: error: 'llvm.call': ", lines[0])
        assert reason in lines[0] and str(bad) in lines[0]
    xdsl_opt = Path(sys.executable).parent / "xdsl-opt"
    proc = subprocess.run(
        [str(xdsl_opt), str(source), "-p", f'lower-to-ptx{{libdevice="{tmp_path / "missing.bc"}"}}', "-t", "ptx"],
        capture_output=True,
        text=True,
    )
    assert proc.returncode != 0 and "is not a readable file" in proc.stderr


def test_nvvm_opt_without_the_extra_reports_one_located_line(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
):
    from nvvm_xdsl import nvvm_opt

    source = tmp_path / "activation.mlir"
    source.write_text(EXP_POW_ERF)
    monkeypatch.setattr(link_libdevice, "find_libdevice", lambda: None)
    with pytest.raises(SystemExit) as exited:
        nvvm_opt.main([str(source)])
    assert exited.value.code == 1
    lines = capsys.readouterr().err.strip().splitlines()
    assert len(lines) == 1
    assert lines[0].startswith(f"{source}:8:3: error: 'llvm.call': @__nv_expf is a libdevice function")
    assert "pip install 'nvvm-xdsl[libdevice]'" in lines[0]


def test_stack_frames_are_function_scoped():
    """sinf keeps its reduction buffer in a local depot LLVM names `__local_depot0`, as our own
    kernel's frame is named: PTX scopes `.local` declarations to their function."""
    source = """
llvm.func @__nv_sinf(f32) -> f32
llvm.func @k(%x: f32, %p: !llvm.ptr, %i: i64) attributes {nvvm.kernel} {
  %one = llvm.mlir.constant(1 : i32) : i32
  %buf = llvm.alloca %one x !llvm.array<8 x f32> : (i32) -> !llvm.ptr
  %s = llvm.call @__nv_sinf(%x) : (f32) -> f32
  %q = llvm.getelementptr %buf[0, %i] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<8 x f32>
  llvm.store %s, %q : f32, !llvm.ptr
  %r = llvm.load %buf : !llvm.ptr -> f32
  llvm.store %r, %p : f32, !llvm.ptr
  llvm.return
}
"""
    text = compile_ptx(source)
    assert "__local_depot0[28]" in function_text(text, "__nv_sinf")
    assert text.count(".local .align 4 .b8 \t__local_depot0[") == 2
    cuda_tools.ptxas(text).check()


@pytest.mark.parametrize(("sm", "ptx_version", "arch"), [("90a", "", "sm_90a"), (80, "7.8", "sm_80"), ("100f", "", "sm_100f")])
def test_other_targets(sm: object, ptx_version: str, arch: str):
    """libdevice is compiled for the module's SM and PTX ISA version (an arch- or
    family-specific target gets the plain SM's code, which it runs)."""
    text = compile_ptx(elementwise_module(["__nv_expf", "__nv_sin"]), sm=sm, ptx_version=ptx_version)
    assert f".target {arch}" in text
    if ptx_version:
        assert f".version {ptx_version}" in text
    cuda_tools.ptxas(text, arch=arch).check()
