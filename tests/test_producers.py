"""Real producers' output (tests/producers/, see its README): Triton 3.9's LLVM-dialect modules,
upstream MLIR's GPU lowering (through IREE 3.13), IREE 3.13's own pipeline (iree-compile), whole MLIR GPU programs (host code beside the
gpu.modules) lowered by Debian's mlir-opt-22, kernels in the style of MLIR's GPU conversion tests lowered
by mlir-opt-19 and mlir-opt-22 (pretty and generic form), and NVIDIA CuTe DSL 4.8's final llvm/nvvm modules
(host code in NVIDIA's `cuda` dialect beside the gpu.module), captured from this project's own
kernels.

For every captured `.mlir` (plain and `.debug.mlir`):
  - test_parses_and_verifies: `nvvm-opt FILE -t mlir` (the driver's parser and input checks)
    exits 0;
  - test_compiles_and_assembles: `nvvm-opt FILE` gives PTX that ptxas assembles for the target
    recorded in the file's launch JSON;
  - test_rejection_is_clean: while a file is rejected, it is rejected as bad input should be:
    exit status 1, one `file:line:col: error:` line, no traceback.
The producers' own PTX (NAME.triton.ptx, NAME.ref.ptx, NAME.cute.ptx) must assemble too (test_reference_ptx):
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
import tempfile
from functools import cache
from pathlib import Path

import pytest

from nvvm_xdsl_testing import cuda_tools

PRODUCERS = Path(__file__).parent / "producers"
# tests/producers/<producer>/NAME[.debug].mlir; the sources under mlir_gpu/src are not llvm dialect.
FILES = sorted(p.relative_to(PRODUCERS).as_posix() for p in PRODUCERS.glob("*/*.mlir"))
# The MLIR producers' PTX; the LLVM IR producers' (numba, clang, llvm_nvptx: device functions
# without kernels among them) are tests/test_llvm_ir_frontend.py's references.
LLVM_IR_PRODUCERS = ("numba", "clang", "llvm_nvptx")
REFERENCE_PTX = sorted(
    p.relative_to(PRODUCERS).as_posix() for p in PRODUCERS.glob("*/*.ptx") if p.parent.name not in LLVM_IR_PRODUCERS
)

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


def _cases(known: dict[str, str], names: list[str] | None = None) -> list:
    return [
        pytest.param(name, marks=pytest.mark.xfail(strict=True, reason=known[name]))
        if name in known
        else name
        for name in (FILES if names is None else names)
    ]


def launch_info(name: str) -> dict:
    """The capture's JSON for a .mlir or .debug.mlir file."""
    stem = name.removesuffix(".mlir").removesuffix(".debug").removesuffix(".generic").removesuffix(".mlir19")
    return json.loads((PRODUCERS / f"{stem}.json").read_text())


def ptx_arch(name: str) -> str:
    """The ptxas architecture the producer compiled for (Triton's sm_90 kernels use sm_90a)."""
    target = launch_info(name)["target"]
    return target["ptx_target"] if isinstance(target, dict) else target


def nvvm_opt(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "nvvm_xdsl.nvvm_opt", *args], capture_output=True, text=True
    )


def assemble(ptx: str, arch: str) -> None:
    """ptxas on each gpu.module's PTX (nvvm-opt prints one after the other, each part preceded by
    `// ----- gpu.module @NAME` where there are several; each part assembles alone)."""
    for part in re.split(r"^// ----- gpu\.module @\w+\n", ptx, flags=re.M):
        if part.strip():
            cuda_tools.ptxas(part, arch=arch, relocatable=".extern .func" in part).check()


@cache
def compiled(name: str) -> tuple[subprocess.CompletedProcess[str], str]:
    """`nvvm-opt FILE --sm <the file's target>` and the PTX it wrote (once per file)."""
    sm = ptx_arch(name).removeprefix("sm_")  # arch-specific targets (sm_90a) keep their suffix
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp) / "out.ptx"
        proc = nvvm_opt(str(PRODUCERS / name), "--sm", sm, "-o", str(out))
        return proc, out.read_text() if out.exists() else ""


@cache
def parse_only(name: str) -> subprocess.CompletedProcess[str]:
    # -t mlir: the driver's parser and input verification, no passes, the module printed back.
    return nvvm_opt(str(PRODUCERS / name), "-t", "mlir", "-o", "/dev/null")


# Producers whose captures keep printing variants (CuTe's pipeline strips locations).
VARIANTS = (("triton", ".debug"), ("mlir_gpu", ".debug"), ("mlir_cuda", ".generic"), ("iree", ".generic"))


def test_corpus_is_complete():
    """Every producer is there, each .mlir has its launch JSON, the producers with debug
    variants keep at least three, and the lists name only files that exist."""
    producers = {name.split("/")[0] for name in FILES}
    assert producers == {"triton", "mlir_gpu", "mlir_cuda", "cute", "iree", "mlir_gpu_tests"}
    for producer, variant in VARIANTS:
        variants = [n for n in FILES if n.startswith(producer + "/") and n.endswith(variant + ".mlir")]
        assert len(variants) >= 3, producer
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
def test_compiles_and_assembles(name: str):
    parsed = parse_only(name)
    assert parsed.returncode == 0, f"does not parse: {parsed.stderr}"
    arch = ptx_arch(name)
    proc, ptx = compiled(name)
    assert proc.returncode == 0, proc.stderr
    assert ".entry" in ptx
    # Calls to libdevice (`.extern .func __nv_*`) resolve at link time.
    assemble(ptx, arch)


def _entries(ptx: str) -> dict[str, str]:
    """Kernel name -> its `.entry` parameter list, whitespace collapsed."""
    return {
        name: " ".join(params.split())
        for name, params in re.findall(r"^\.visible \.entry (\w+)\(([^)]*)\)", ptx, re.M)
    }


MLIR_CUDA = [
    n for n in FILES if n.startswith(("mlir_cuda/", "mlir_gpu_tests/")) and n not in KNOWN_COMPILE_FAILURES
]


@needs_ptxas
@pytest.mark.parametrize("name", MLIR_CUDA)
def test_entry_signatures_match_llvm(name: str):
    """A whole MLIR GPU program (host code beside its gpu.modules): the kernels' `.entry`
    parameter lists are LLVM's from the same pipeline run to the end (NAME.ref.ptx)."""
    stem = name.removesuffix(".mlir").removesuffix(".generic").removesuffix(".mlir19")
    proc, ptx = compiled(name)
    assert proc.returncode == 0, proc.stderr
    ours = _entries(ptx)
    reference = {}
    for ref in PRODUCERS.glob(f"{stem}*.ref.ptx"):
        reference.update(_entries(ref.read_text()))
    assert ours and ours == reference


IREE = [n for n in FILES if n.startswith("iree/") and n not in KNOWN_COMPILE_FAILURES]


@needs_ptxas
@pytest.mark.parametrize("name", IREE)
def test_iree_entry_signatures(name: str):
    """IREE's kernels: the `.entry` parameter lists are those of IREE's own PTX (NAME.iree.ptx).
    Its LLVM 24 writes `.b32` where LLVM 22 and we write `.u32` for an integer parameter: the
    same register class and size, so integer `.b`/`.u`/`.s` compare as one."""
    stem = name.removesuffix(".mlir").removesuffix(".generic")
    proc, ptx = compiled(name)
    assert proc.returncode == 0, proc.stderr

    def bits(entries: dict[str, str]) -> dict[str, str]:
        return {k: re.sub(r"\.[bus](8|16|32|64)\b", r".b\1", v) for k, v in entries.items()}

    reference = _entries((PRODUCERS / f"{stem}.iree.ptx").read_text())
    assert reference and bits(_entries(ptx)) == bits(reference)


CUTE = [n for n in FILES if n.startswith("cute/") and n not in KNOWN_COMPILE_FAILURES]


@needs_ptxas
@pytest.mark.parametrize("name", CUTE)
def test_cute_entry_signatures(name: str):
    """CuTe DSL's kernels: the `.entry` parameter lists (TMA descriptors as `.align 64 .b8`
    arrays, tensors' structs, scalars) are those of CuTe's own PTX (NAME.cute.ptx)."""
    proc, ptx = compiled(name)
    assert proc.returncode == 0, proc.stderr
    reference = _entries((PRODUCERS / f"{name.removesuffix('.mlir')}.cute.ptx").read_text())
    assert reference and _entries(ptx) == reference


# The programs themselves (gpu.modules, gpu.launch bodies and their host code), compiled straight
# from their sources by nvvm-opt's own lowering.
SOURCES = sorted(
    p.relative_to(PRODUCERS).as_posix() for d in ("mlir_cuda", "mlir_gpu_tests") for p in PRODUCERS.glob(f"{d}/src/*.mlir")
)
KNOWN_SOURCE_FAILURES: dict[str, str] = {}


@needs_ptxas
@pytest.mark.parametrize(
    "name",
    [
        pytest.param(n, marks=pytest.mark.xfail(strict=True, reason=KNOWN_SOURCE_FAILURES[n]))
        if n in KNOWN_SOURCE_FAILURES
        else n
        for n in SOURCES
    ],
)
def test_source_compiles_and_assembles(name: str, tmp_path: Path):
    """Host code beside the kernels parses and is left alone; only device code becomes PTX."""
    arch = launch_info(name.replace("/src/", "/"))["target"]
    out = tmp_path / "out.ptx"
    proc = nvvm_opt(str(PRODUCERS / name), "--sm", arch.removeprefix("sm_"), "-o", str(out))
    assert proc.returncode == 0, proc.stderr
    ptx = out.read_text()
    assert ".entry" in ptx and "main" not in _entries(ptx)
    assemble(ptx, arch)


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


def _reference_of(name: str) -> Path | None:
    """The producer's own PTX for a capture (NAME.triton.ptx, NAME.ref.ptx, NAME.cute.ptx)."""
    stem = name.removesuffix(".mlir")
    return next((p for p in PRODUCERS.glob(f"{stem}.*.ptx") if p.name.count(".") == 2), None)


# The arch-specific Hopper/Blackwell captures that have the producer's PTX beside them.
ARCH_SPECIFIC = [
    n for n in FILES
    if ptx_arch(n) in ("sm_90a", "sm_100a") and n not in KNOWN_COMPILE_FAILURES and _reference_of(n) is not None
]


KNOWN_ADVISORIES: dict[str, str] = {
    # (cute/wgmma_gemm_sm90.mlir was here: its accumulator, indexed by the induction variables of
    # loops CuTe marks `unroll full`, is promoted since llvm-loop-unroll runs before llvm-sroa.)
}


@needs_ptxas
@pytest.mark.parametrize("name", _cases(KNOWN_ADVISORIES, ARCH_SPECIFIC))
def test_no_ptxas_advisory_the_producer_avoids(name: str):
    """ptxas's performance advisories (C75xx: `wgmma.wait_group` injected, wgmma serialised
    because a non-wgmma instruction reads an accumulator in flight, ...) that the producer's
    own PTX does not get are ours to avoid: copies of a wgmma accumulator between MMAs or
    round a loop cost most of the tensor cores' throughput on an H100, invisible in SASS counts."""
    arch = ptx_arch(name)
    reference = _reference_of(name)
    assert reference is not None
    theirs = cuda_tools.ptxas(reference.read_text(), arch=arch).check().advisories
    if theirs:
        pytest.skip(f"the producer's PTX gets advisories too: {theirs[0]}")
    proc, ptx = compiled(name)
    assert proc.returncode == 0, proc.stderr
    ours = [a for part in re.split(r"^// ----- gpu\.module @\w+\n", ptx, flags=re.M) if part.strip()
            for a in cuda_tools.ptxas(part, arch=arch, relocatable=".extern .func" in part).check().advisories]
    assert not ours, "\n".join(ours)


# CuTe's register fragments are llvm.alloca arrays its compiler promotes to registers; ours must
# be promoted too (issue 24: a fragment in local memory costs several times the runtime).
CUTE_WITH_PTX = [n for n in FILES if n.startswith("cute/") and _reference_of(n) is not None]
KNOWN_STACK_FRAMES: dict[str, str] = {}


@needs_ptxas
@pytest.mark.parametrize("name", _cases(KNOWN_STACK_FRAMES, CUTE_WITH_PTX))
def test_no_stack_frame_the_producer_avoids(name: str):
    """Each kernel's stack frame (ptxas -v) is no larger than in the producer's own PTX."""
    arch = ptx_arch(name)
    reference = _reference_of(name)
    assert reference is not None
    theirs = cuda_tools.ptxas(reference.read_text(), arch=arch, extra_args=["-v"]).check().functions
    proc, ptx = compiled(name)
    assert proc.returncode == 0, proc.stderr
    ours = cuda_tools.ptxas(ptx, arch=arch, extra_args=["-v"], relocatable=".extern .func" in ptx).check().functions
    kernels = {f.name: f.stack_frame for f in theirs.values() if f.is_entry}
    assert kernels
    for kernel, frame in kernels.items():
        assert kernel in ours, kernel
        assert ours[kernel].stack_frame <= frame, (kernel, ours[kernel].stack_frame, frame)
