"""gpu.module containers (nvvm_xdsl/device_code.py): the pipeline compiles each gpu.module's
llvm.funcs, a #nvvm.target sets the default sm / PTX version, host code is left alone."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from nvvm_xdsl.backend.ptx_printer import GPU_MODULE_SEPARATOR
from nvvm_xdsl.device_code import target_options, with_target
from nvvm_xdsl_testing import cuda_tools
from nvvm_xdsl_testing.mlir_to_llvm_ir import make_context, parse_mlir
from nvvm_xdsl_testing.ptx_parse import parse_ptx
from nvvm_xdsl.target import DEFAULT_SM
from nvvm_xdsl.transforms.lower_to_ptx import LowerToPTXPass

BIN = Path(sys.executable).parent
needs_ptxas = pytest.mark.skipif(not cuda_tools.has_tool("ptxas"), reason="ptxas not installed")

# The shape MLIR's GPU lowering gives a kernel taking a 1-d memref<?xf32> and an f32: the
# memref descriptor expanded into (allocated, aligned, offset, size, stride).
DEVICE_MODULE = """
  gpu.module @{name} [#nvvm.target<O = 3, chip = "{chip}", features = "+ptx{ptx}">] {{
    llvm.func @{name}_add(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: f32) attributes {{gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 64, 1, 1>}} {{
      %0 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 64> : i32
      %1 = llvm.zext nneg %0 : i32 to i64
      %2 = llvm.getelementptr inbounds|nuw %arg1[%arg2] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %3 = llvm.getelementptr inbounds|nuw %2[%1] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %4 = llvm.load %3 {{alignment = 4 : i64}} : !llvm.ptr -> f32
      %5 = llvm.fadd %4, %arg5 : f32
      llvm.store %5, %3 {{alignment = 4 : i64}} : f32, !llvm.ptr
      llvm.return
    }}
  }}
"""

HOST = """
  func.func @host() {
    func.return
  }
"""


def program(*modules: tuple[str, str, str]) -> str:
    body = "".join(DEVICE_MODULE.format(name=n, chip=c, ptx=p) for n, c, p in modules)
    return "module attributes {gpu.container_module} {" + body + HOST + "}\n"


def run(tool: str, text: str, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [str(BIN / tool), *args], input=text, capture_output=True, text=True, check=False
    )


def split_parts(ptx: str) -> dict[str, str]:
    """gpu.module name -> its PTX, from `-t ptx` output holding several."""
    parts: dict[str, str] = {}
    for chunk in ptx.split(GPU_MODULE_SEPARATOR)[1:]:
        name, _, text = chunk.partition("\n")
        parts[name] = text
    return parts


@pytest.mark.parametrize("route", ["nvvm-opt", "xdsl-opt"])
def test_gpu_module_kernel_matches_llvm_signature(route: str):
    pytest.importorskip("llvmlite")
    from nvvm_xdsl_testing.mlir_to_llvm_ir import mlir_reference_ptx

    text = program(("dev", "sm_80", "78"))
    args = [] if route == "nvvm-opt" else ["-p", "lower-to-ptx", "-t", "ptx"]
    result = run(route, text, *args)
    assert result.returncode == 0, result.stderr
    ours = parse_ptx(result.stdout)
    reference = parse_ptx(mlir_reference_ptx(text, sm=80, ptx_version="7.8"))
    assert list(ours.functions) == ["dev_add"] == list(reference.functions)
    ours_fn, ref_fn = ours.functions["dev_add"], reference.functions["dev_add"]
    assert (ours_fn.kind, ours_fn.abi()) == (ref_fn.kind, ref_fn.abi())
    assert ours_fn.directives == ref_fn.directives
    assert ".version 7.8" in result.stdout and ".target sm_80" in result.stdout
    if cuda_tools.has_tool("ptxas"):
        cuda_tools.ptxas(result.stdout, arch="sm_80").check()


@needs_ptxas
def test_several_gpu_modules_print_one_ptx_module_each():
    text = program(("first", "sm_80", "78"), ("second", "sm_90", "83"))
    result = run("nvvm-opt", text)
    assert result.returncode == 0, result.stderr
    parts = split_parts(result.stdout)
    assert list(parts) == ["first", "second"]
    for name, sm, version in (("first", 80, "7.8"), ("second", 90, "8.3")):
        ptx = parts[name]
        assert f".target sm_{sm}\n" in ptx and f".version {version}\n" in ptx
        assert list(parse_ptx(ptx).functions) == [f"{name}_add"]
        cuda_tools.ptxas(ptx, arch=f"sm_{sm}").check()


def test_error_inside_gpu_module_is_located(tmp_path: Path):
    # i128 division is one of the backend's named rejections. At -O0: the middle end would
    # delete the unused division before selection sees it.
    text = program(("dev", "sm_80", "78")).replace(
        "%5 = llvm.fadd %4, %arg5 : f32",
        "%5 = llvm.fadd %4, %arg5 : f32\n"
        "      %w = llvm.sext %0 : i32 to i128\n"
        "      %q = llvm.sdiv %w, %w : i128",
    )
    source = tmp_path / "bad.mlir"
    source.write_text(text)
    line = text.splitlines().index("      %q = llvm.sdiv %w, %w : i128") + 1
    for args in (["-O0"], ["-p", "lower-to-ptx{opt-level=0}", "-t", "ptx"]):
        result = subprocess.run(
            [str(BIN / "nvvm-opt"), str(source), *args], capture_output=True, text=True, check=False
        )
        assert result.returncode == 1
        assert "Traceback" not in result.stderr
        assert result.stderr.startswith(f"{source}:{line}:7: error: 'llvm.sdiv'"), result.stderr


def test_target_options_explicit_wins_then_target_then_default():
    module = parse_mlir(program(("dev", "sm_75", "81")), make_context())
    gpu_module = next(iter(module.ops))
    assert target_options(None, None, gpu_module) == ("sm_75", "8.1")
    assert target_options(86, None, gpu_module) == (86, "8.1")
    assert target_options(None, "7.0", gpu_module) == ("sm_75", "7.0")
    assert target_options(None, "", gpu_module) == ("sm_75", "")
    assert target_options(None, None, None) == (DEFAULT_SM, "")
    configured = with_target(LowerToPTXPass(), gpu_module)
    assert (configured.sm, configured.ptx_version) == ("sm_75", "8.1")
    assert with_target(LowerToPTXPass(sm=70), gpu_module).sm == 70


@needs_ptxas
def test_arch_specific_chip_from_target():
    text = program(("dev", "sm_90a", "80"))
    result = run("nvvm-opt", text)
    assert result.returncode == 0, result.stderr
    assert ".target sm_90a\n" in result.stdout
    cuda_tools.ptxas(result.stdout, arch="sm_90a").check()
