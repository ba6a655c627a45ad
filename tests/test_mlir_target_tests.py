"""MLIR's own LLVM IR translation tests (mlir/test/Target/LLVMIR/nvvmir.mlir and nvvm/*.mlir,
checked in trimmed under tests/filecheck/dialects/nvvm/mlir_target_tests/): every op there is one
the NVPTX backend selects. Each split-input chunk is compiled to PTX at the target its ops need
and assembled by ptxas; where Debian's mlir-translate-22 and llc-22 are installed, each function's
instructions (opcode and modifiers, the calling convention's moves and parameter accesses aside)
are compared with llc-22's for mlir-translate-22's translation of the same chunk (of our printing
of it where MLIR 22 cannot read the chunk's newer syntax), at the same target and PTX version."""

from __future__ import annotations

import functools
import re
import shutil
import subprocess
from pathlib import Path

import pytest

from nvvm_xdsl.transforms.lower_to_ptx import LowerToPTXPass
from nvvm_xdsl_testing import cuda_tools
from nvvm_xdsl_testing.mlir_to_llvm_ir import parse_mlir, universe_context
from nvvm_xdsl_testing.ptx_compile import compile_to_ptx
from tests.test_examples import needs_ptxas

INPUTS = Path(__file__).parent / "filecheck" / "dialects" / "nvvm" / "mlir_target_tests"
TRANSLATE, LLC = shutil.which("mlir-translate-22"), shutil.which("llc-22")

# The target a chunk's ops need, where sm_100a (every op below but wgmma's) is not it.
TARGETS = {"nvvm_wgmma": "90a"}
DEFAULT_TARGET = "100a"

# Chunks that do not parse here (file, first function), with the reason (none at present).
UNPARSED: set[tuple[str, str]] = set()


def _chunks(path: Path) -> list[str]:
    """The split-input chunks of a file, a chunk of several functions that need different targets
    split per function (nvvmir.mlir's first chunk)."""
    chunks = []
    for chunk in path.read_text().split("// -----"):
        functions = re.split(r"(?m)^(?=llvm\.func )", chunk)
        chunks.extend(f for f in functions if f.startswith("llvm.func"))
    return chunks


def _name(chunk: str) -> str:
    return re.search(r"llvm\.func @(\w+)", chunk).group(1)  # type: ignore[union-attr]


CHUNKS = [(path.name, i, chunk) for path in sorted(INPUTS.glob("*.mlir")) for i, chunk in enumerate(_chunks(path))]


def _target(chunk: str) -> str:
    return next((sm for prefix, sm in TARGETS.items() if _name(chunk).startswith(prefix)), DEFAULT_TARGET)


@functools.cache
def _context():
    return universe_context()


@functools.cache
def _ptx(chunk: str) -> str:
    return compile_to_ptx(chunk, LowerToPTXPass(sm=_target(chunk)))


_DIRECTIVE = re.compile(r"\s*\.(reqntid|maxntid|minnctapersm|maxnreg|reqnctapercluster|maxclusterrank|blocksareclusters)\b")
_PLUMBING = re.compile(r"(ld|st)\.param|mov|ret|cvta|call|\{|\}")


def _instructions(ptx: str) -> dict[str, set[str]]:
    """Per function, its launch directives and the opcodes (with modifiers) of its body, the
    calling convention's moves and parameter accesses left out (llc and this backend place and
    type those differently)."""
    code = re.sub(r"//[^\n]*", "", ptx)
    functions: dict[str, set[str]] = {}
    for match in re.finditer(r"\.(?:func|entry)\s+(?:\([^)]*\)\s*)?(\w+)([^{]*)\{(.*?)\n\}", code, re.S):
        # The launch directives (`.reqntid 1, 23, 32`, `.blocksareclusters`) whole.
        opcodes = {" ".join(line.split()) for line in match.group(2).splitlines() if _DIRECTIVE.match(line)}
        for statement in match.group(3).split(";"):
            line = re.sub(r"^\$?\w+:\s*", "", " ".join(statement.split()))
            if line.startswith("@"):
                line = line.split(" ", 1)[1]
            opcode = line.split(" ")[0]
            if opcode and not opcode.startswith(".") and not _PLUMBING.match(opcode):
                opcodes.add(opcode)
        functions[match.group(1)] = opcodes
    return functions


def _llc_ptx(chunk: str, sm: str, version: str) -> str | None:
    """llc-22's PTX for mlir-translate-22's translation of the chunk (of our printing of it where
    MLIR 22 cannot read the chunk); None where MLIR 22 has not the chunk's ops."""
    assert TRANSLATE is not None and LLC is not None
    translated = subprocess.run([TRANSLATE, "--mlir-to-llvmir"], input=chunk, capture_output=True, text=True)
    if translated.returncode != 0:
        from io import StringIO

        from xdsl.printer import Printer

        printed = StringIO()
        Printer(stream=printed).print_op(parse_mlir(chunk, _context()))
        translated = subprocess.run([TRANSLATE, "--mlir-to-llvmir"], input=printed.getvalue(), capture_output=True, text=True)
        if translated.returncode != 0:
            return None
    argv = [LLC, "-mtriple=nvptx64-nvidia-cuda", f"-mcpu=sm_{sm}", f"-mattr=+ptx{version.replace('.', '')}"]
    done = subprocess.run(argv, input=translated.stdout, capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    return done.stdout


def _id(case: tuple[str, int, str]) -> str:
    return f"{case[0]}:{_name(case[2])}"


@needs_ptxas
@pytest.mark.parametrize("case", CHUNKS, ids=[_id(c) for c in CHUNKS])
def test_compiles_and_assembles(case: tuple[str, int, str]):
    """Each chunk parses, compiles and assembles at its target (or is a known parse gap)."""
    name, _, chunk = case
    if (name, _name(chunk)) in UNPARSED:
        with pytest.raises(Exception):  # noqa: B017, PT011 - any parse error: the gap is the point
            parse_mlir(chunk, _context())
        return
    cuda_tools.ptxas(_ptx(chunk), arch=f"sm_{_target(chunk)}").check()


# Functions whose instructions differ from llc-22's, with the reason (none at present).
DIFFERENT: dict[str, str] = {}


@pytest.mark.skipif(TRANSLATE is None or LLC is None, reason="mlir-translate-22/llc-22 not installed")
def test_instructions_match_llc():
    """Every function of the chunks that compile selects the instructions llc-22 selects."""
    compared, differences, unknown_to_mlir_22 = 0, {}, set()
    for name, _, chunk in CHUNKS:
        if (name, _name(chunk)) in UNPARSED:
            continue
        ours = _ptx(chunk)
        version = re.search(r"^\.version (\d+\.\d+)", ours, re.M).group(1)  # type: ignore[union-attr]
        reference = _llc_ptx(chunk, _target(chunk), version)
        if reference is None:
            unknown_to_mlir_22.add(f"{name}:{_name(chunk)}")
            continue
        theirs = _instructions(reference)
        for function, opcodes in _instructions(ours).items():
            compared += 1
            if opcodes != theirs.get(function):
                differences[f"{name}:{function}"] = (sorted(opcodes), sorted(theirs.get(function, ())))
    assert (compared, unknown_to_mlir_22) == (FUNCTIONS, NOT_READ_BY_MLIR_22)
    assert set(differences) == set(DIFFERENT), differences


# Functions compared: those of the chunks that parse, but for the chunks MLIR 22 cannot read, in
# their own form or ours: ops it lacks (`barrier.reduction`, `membar`, MLIR 21's `prefetch.L1`/`L2`)
# and `nvvm.nanosleep 4000` (the duration an attribute: MLIR 22 has it as an operand).
FUNCTIONS = 73
NOT_READ_BY_MLIR_22 = {
    "barrier.mlir:llvm_nvvm_barrier", "nvvmir.mlir:memorybarrier", "nvvmir.mlir:nanosleep",
    *(f"prefetch.mlir:{name}" for name in ("prefetch_L1", "prefetch_L2", "prefetch_L2_eviction_priority", "prefetch_L1_uniform")),
}
