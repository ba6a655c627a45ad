"""Real producers' output (tests/producers/, see its README): Triton 3.9's LLVM-dialect modules and
upstream MLIR's GPU lowering (through IREE 3.13), captured from this project's own kernels.

For every captured `.mlir` (plain and `.debug.mlir`):
  - test_parses_and_verifies: `nvvm-opt FILE -t mlir` (the driver's parser and input checks)
    exits 0;
  - test_compiles_and_assembles: `nvvm-opt FILE` gives PTX that ptxas assembles for the target
    recorded in the file's launch JSON;
  - test_rejection_is_clean: while a file is rejected, it is rejected as bad input should be:
    exit status 1, one `file:line:col: error:` line, no traceback.
The producers' own PTX (NAME.triton.ptx, NAME.ref.ptx) must assemble too (test_reference_ptx):
that is what our PTX will be compared with.

KNOWN_PARSE_FAILURES / KNOWN_COMPILE_FAILURES list what fails today with the issue that fixes it
(strict xfail: fixing it makes the test XPASS and forces the list to be updated). The reasons
name the first error and, where measured, the next one behind it.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
from functools import cache
from pathlib import Path

import pytest

from nvvm_xdsl_testing import cuda_tools

PRODUCERS = Path(__file__).parent / "producers"
# tests/producers/<producer>/NAME[.debug].mlir; the sources under mlir_gpu/src are not llvm dialect.
FILES = sorted(p.relative_to(PRODUCERS).as_posix() for p in PRODUCERS.glob("*/*.mlir"))
REFERENCE_PTX = sorted(p.relative_to(PRODUCERS).as_posix() for p in PRODUCERS.glob("*/*.ptx"))

KNOWN_PARSE_FAILURES: dict[str, str] = {}

KNOWN_COMPILE_FAILURES: dict[str, str] = {
    **{name: f"does not parse yet: {reason}" for name, reason in KNOWN_PARSE_FAILURES.items()},
}
# Triton bitcasts scalars to one-lane vectors; at the default -O2 the middle end (#18) folds them
# away, and at -O0 the backend must select them itself.
ONE_LANE_FILES = [
    *(f"triton/{stem}{variant}.mlir"
      for stem in ("fused_softmax", "gelu_variants", "int_bucket", "row_sum_max", "vector_add")
      for variant in ("", ".debug")),
    "triton/matmul_sm90.mlir",
]

needs_ptxas = pytest.mark.skipif(not cuda_tools.has_tool("ptxas"), reason="ptxas not installed")


def _cases(known: dict[str, str]) -> list:
    return [
        pytest.param(name, marks=pytest.mark.xfail(strict=True, reason=known[name]))
        if name in known
        else name
        for name in FILES
    ]


def launch_info(name: str) -> dict:
    """The capture's JSON for a .mlir or .debug.mlir file."""
    stem = name.removesuffix(".mlir").removesuffix(".debug")
    return json.loads((PRODUCERS / f"{stem}.json").read_text())


def ptx_arch(name: str) -> str:
    """The ptxas architecture the producer compiled for (Triton's sm_90 kernels use sm_90a)."""
    target = launch_info(name)["target"]
    return target["ptx_target"] if isinstance(target, dict) else target


def nvvm_opt(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "nvvm_xdsl.nvvm_opt", *args], capture_output=True, text=True
    )


@cache
def parse_only(name: str) -> subprocess.CompletedProcess[str]:
    # -t mlir: the driver's parser and input verification, no passes, the module printed back.
    return nvvm_opt(str(PRODUCERS / name), "-t", "mlir", "-o", "/dev/null")


def test_corpus_is_complete():
    """Both producers are there, each .mlir has its launch JSON, each producer keeps at least
    three debug variants, and the lists name only files that exist."""
    producers = {name.split("/")[0] for name in FILES}
    assert producers == {"triton", "mlir_gpu"}
    for producer in producers:
        debug = [n for n in FILES if n.startswith(producer + "/") and n.endswith(".debug.mlir")]
        assert len(debug) >= 3, producer
    for name in FILES:
        info = launch_info(name)
        assert info["grid"] and info["block"], name
        assert ptx_arch(name).startswith("sm_"), name
    assert set(KNOWN_PARSE_FAILURES) <= set(FILES), set(KNOWN_PARSE_FAILURES) - set(FILES)
    assert set(KNOWN_COMPILE_FAILURES) <= set(FILES), set(KNOWN_COMPILE_FAILURES) - set(FILES)
    for reason in (*KNOWN_PARSE_FAILURES.values(), *KNOWN_COMPILE_FAILURES.values()):
        assert re.search(r"#\d+\b", reason), reason


@pytest.mark.parametrize("name", _cases(KNOWN_PARSE_FAILURES))
def test_parses_and_verifies(name: str):
    proc = parse_only(name)
    assert proc.returncode == 0, proc.stderr


@pytest.mark.parametrize("name", [n for n in FILES if n in KNOWN_PARSE_FAILURES])
def test_rejection_is_clean(name: str):
    proc = parse_only(name)
    if proc.returncode == 0:
        pytest.fail("parses now: remove it from KNOWN_PARSE_FAILURES")
    assert proc.returncode == 1
    assert "Traceback" not in proc.stderr, proc.stderr
    lines = proc.stderr.strip().splitlines()
    assert len(lines) == 1, proc.stderr
    assert re.match(r"^\S+\.mlir:\d+:\d+: error: \S", lines[0]), lines[0]


@needs_ptxas
@pytest.mark.parametrize("name", _cases(KNOWN_COMPILE_FAILURES))
def test_compiles_and_assembles(name: str, tmp_path: Path):
    parsed = parse_only(name)
    assert parsed.returncode == 0, f"does not parse: {parsed.stderr}"
    arch = ptx_arch(name)
    sm = arch.removeprefix("sm_")  # arch-specific targets (sm_90a) keep their suffix
    out = tmp_path / "out.ptx"
    proc = nvvm_opt(str(PRODUCERS / name), "--sm", sm, "-o", str(out))
    assert proc.returncode == 0, proc.stderr
    ptx = out.read_text()
    assert ".entry" in ptx
    # Calls to libdevice (`.extern .func __nv_*`) resolve at link time.
    cuda_tools.ptxas(ptx, arch=arch, relocatable=".extern .func" in ptx).check()


@needs_ptxas
@pytest.mark.parametrize("name", ONE_LANE_FILES[:1] + ONE_LANE_FILES[-1:])
def test_compiles_and_assembles_without_the_middle_end(name: str, tmp_path: Path):
    arch = ptx_arch(name)
    out = tmp_path / "out.ptx"
    proc = nvvm_opt(str(PRODUCERS / name), "--sm", arch.removeprefix("sm_"), "-O0", "-o", str(out))
    assert proc.returncode == 0, proc.stderr
    cuda_tools.ptxas(out.read_text(), arch=arch, relocatable=".extern .func" in out.read_text()).check()


@needs_ptxas
@pytest.mark.parametrize("name", REFERENCE_PTX)
def test_reference_ptx(name: str):
    ptx = (PRODUCERS / name).read_text()
    arch = re.search(r"^\.target\s+(sm_\w+)", ptx, re.M).group(1)
    assert re.search(r"^\.visible \.entry ", ptx, re.M)
    cuda_tools.ptxas(ptx, arch=arch, relocatable=".extern .func" in ptx).check()
