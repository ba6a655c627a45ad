"""Thin wrappers around the CUDA command-line tools used as oracles.

The tools come from the pip wheels `nvidia-cuda-nvcc`, `nvidia-cuda-cuobjdump` and
`nvidia-cuda-nvdisasm` (cuobjdump -sass runs nvdisasm), else a CUDA toolkit: found by
`nvvm_xdsl.cuda_tools.find_tool` (the package's `-t cubin` uses the same finder).
"""

from __future__ import annotations

import re
import subprocess
import tempfile
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

from nvvm_xdsl.cuda_tools import CudaToolMissing, find_tool, has_tool, run_tool
from nvvm_xdsl.target import DEFAULT_TARGET

__all__ = ["CudaToolMissing", "find_tool", "has_tool"]


def _run(argv: Sequence[str | Path], cwd: Path) -> subprocess.CompletedProcess[str]:
    return run_tool(list(argv), cwd)


@dataclass
class FunctionResources:
    """What `ptxas -v` reports for one function."""

    name: str
    is_entry: bool = False
    registers: int | None = None
    barriers: int | None = None
    stack_frame: int = 0
    spill_stores: int = 0
    spill_loads: int = 0
    cumulative_stack: int | None = None
    cmem: dict[int, int] = field(default_factory=dict)


@dataclass
class PtxasResult:
    returncode: int
    stdout: str
    stderr: str
    cubin: bytes | None
    functions: dict[str, FunctionResources]

    @property
    def ok(self) -> bool:
        return self.returncode == 0

    def check(self) -> PtxasResult:
        if not self.ok:
            raise AssertionError(f"ptxas failed (rc={self.returncode}):\n{self.stderr}")
        return self

    @property
    def advisories(self) -> list[str]:
        """The performance advisories ptxas prints (`ptxas info : (C7517) wgmma.wait_group is
        injected ...`, C7514 serialised wgmma, ...), one line each, in order."""
        return [line for line in (self.stdout + "\n" + self.stderr).splitlines() if _ADVISORY.search(line)]


_ADVISORY = re.compile(r"\(C75\d\d\)")
_COMPILING = re.compile(r"Compiling entry function '([^']+)'")
_PROPERTIES = re.compile(r"Function properties for (\S+)")
_FRAME = re.compile(
    r"(\d+) bytes stack frame, (\d+) bytes spill stores, (\d+) bytes spill loads"
)
_USED = re.compile(r"Used (\d+) registers")
_BARRIERS = re.compile(r"used (\d+) barriers")
_CUMULATIVE = re.compile(r"(\d+) bytes cumulative stack size")
_CMEM = re.compile(r"(\d+) bytes cmem\[(\d+)\]")


def parse_ptxas_verbose(text: str) -> dict[str, FunctionResources]:
    """Per-function resource usage from `ptxas -v` output (ptxas prints it on stderr)."""
    functions: dict[str, FunctionResources] = {}
    current: FunctionResources | None = None
    for line in text.splitlines():
        if m := _COMPILING.search(line):
            current = functions.setdefault(m.group(1), FunctionResources(m.group(1)))
            current.is_entry = True
            continue
        if m := _PROPERTIES.search(line):
            current = functions.setdefault(m.group(1), FunctionResources(m.group(1)))
            continue
        if current is None:
            continue
        if m := _FRAME.search(line):
            current.stack_frame = int(m.group(1))
            current.spill_stores = int(m.group(2))
            current.spill_loads = int(m.group(3))
        if m := _USED.search(line):
            current.registers = int(m.group(1))
            if b := _BARRIERS.search(line):
                current.barriers = int(b.group(1))
            if c := _CUMULATIVE.search(line):
                current.cumulative_stack = int(c.group(1))
            current.cmem = {int(bank): int(n) for n, bank in _CMEM.findall(line)}
    return functions


def ptxas(
    ptx_text: str,
    arch: str = DEFAULT_TARGET.name,
    extra_args: Sequence[str] = (),
    relocatable: bool = False,
) -> PtxasResult:
    """Assemble PTX with ptxas in a temporary directory.

    `functions` is filled when `-v` is among `extra_args`. The result is returned whether or
    not ptxas succeeded; call `.check()` to turn a failure into an AssertionError.
    `relocatable=True` (`-c`) accepts calls to `.extern` functions defined elsewhere, which
    whole-program assembly (the default, as nvcc does it) rejects as unresolved.
    """
    exe = find_tool("ptxas")
    if relocatable:
        extra_args = ["-c", *extra_args]
    with tempfile.TemporaryDirectory(prefix="nvvm_xdsl_ptxas_") as tmp:
        tmpdir = Path(tmp)
        (tmpdir / "in.ptx").write_text(ptx_text)
        proc = _run(
            [exe, f"-arch={arch}", *extra_args, "in.ptx", "-o", "out.cubin"], tmpdir
        )
        cubin_path = tmpdir / "out.cubin"
        cubin = cubin_path.read_bytes() if proc.returncode == 0 and cubin_path.exists() else None
    functions = parse_ptxas_verbose(proc.stdout + "\n" + proc.stderr)
    return PtxasResult(proc.returncode, proc.stdout, proc.stderr, cubin, functions)


@dataclass
class SassResult:
    text: str
    # SASS instructions per function, in program order (without the address/encoding columns).
    instructions: dict[str, list[str]]

    def counts(self, *, include_padding: bool = False) -> dict[str, int]:
        """Instruction count per function; by default without the trailing self-branch
        and NOP padding that ends every function."""
        return {
            name: len(insts if include_padding else strip_padding(insts))
            for name, insts in self.instructions.items()
        }


_SASS_FUNCTION = re.compile(r"^\s*Function\s*:\s*(\S+)")
_SASS_INSTRUCTION = re.compile(r"^\s*/\*([0-9a-f]{4,})\*/\s+(.*?)\s*;")


def strip_padding(instructions: list[str]) -> list[str]:
    end = len(instructions)
    while end and instructions[end - 1].split()[0] == "NOP":
        end -= 1
    # The function ends with `BRA <own address>`: an endless loop that is never reached.
    if end and instructions[end - 1].startswith("BRA"):
        end -= 1
    return instructions[:end]


def parse_sass(text: str) -> dict[str, list[str]]:
    functions: dict[str, list[str]] = {}
    current: list[str] | None = None
    for line in text.splitlines():
        if m := _SASS_FUNCTION.match(line):
            current = functions.setdefault(m.group(1), [])
            continue
        if current is not None and (m := _SASS_INSTRUCTION.match(line)):
            current.append(m.group(2))
    return functions


def cuobjdump_sass(cubin: bytes | str | Path) -> SassResult:
    """Disassemble a cubin (bytes or a path) with `cuobjdump -sass`."""
    exe = find_tool("cuobjdump")
    find_tool("nvdisasm")  # cuobjdump -sass delegates to it; fail with our message
    with tempfile.TemporaryDirectory(prefix="nvvm_xdsl_sass_") as tmp:
        tmpdir = Path(tmp)
        if isinstance(cubin, bytes):
            path = tmpdir / "in.cubin"
            path.write_bytes(cubin)
        else:
            path = Path(cubin).resolve()
        proc = _run([exe, "-sass", path], tmpdir)
    if proc.returncode != 0:
        raise RuntimeError(f"cuobjdump -sass failed:\n{proc.stderr}")
    return SassResult(proc.stdout, parse_sass(proc.stdout))


def cuda_include_dirs() -> list[Path]:
    """Header directories of the CUDA wheels (the CUDA runtime headers live with nvcc's)."""
    nvcc = find_tool("nvcc")
    top = nvcc.parent.parent
    dirs = [top / "include", top / "include" / "cccl"]
    return [d for d in dirs if d.is_dir()]


def nvcc_ptx(
    cuda_source: str, arch: str = DEFAULT_TARGET.name, extra_args: Sequence[str] = ()
) -> str:
    """Compile CUDA source to PTX with `nvcc -ptx` (runs cicc on the CPU, no GPU needed)."""
    exe = find_tool("nvcc")
    includes = [f"-I{d}" for d in cuda_include_dirs()]
    with tempfile.TemporaryDirectory(prefix="nvvm_xdsl_nvcc_") as tmp:
        tmpdir = Path(tmp)
        (tmpdir / "in.cu").write_text(cuda_source)
        proc = _run(
            [exe, "-ptx", f"-arch={arch}", *includes, *extra_args, "in.cu", "-o", "out.ptx"],
            tmpdir,
        )
        if proc.returncode != 0:
            raise RuntimeError(f"nvcc -ptx failed (rc={proc.returncode}):\n{proc.stderr}")
        return (tmpdir / "out.ptx").read_text()


def ptx_sass_counts(ptx_text: str, arch: str = DEFAULT_TARGET.name) -> dict[str, int]:
    """SASS instruction count per kernel/function (padding excluded) of assembled PTX."""
    return cuobjdump_sass(ptxas(ptx_text, arch).check().cubin or b"").counts()
