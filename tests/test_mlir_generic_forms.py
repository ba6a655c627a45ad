"""MLIR's generic form of its own llvm and nvvm round-trip tests, as MLIR 19 and MLIR 22 print it:
every property in the storage of the version that printed it (defaults included), which is where
the versions differ (`overflowFlags = 0 : i32` or `#llvm.overflow<none>`, MLIR 19's unit
`inbounds`, enum properties as `N : i64`, `nvvm.barrier <{aligned = ...}>`).

The captures under tests/filecheck/dialects/{llvm,nvvm}/mlir_tests/generic/ hold, per chunk of
`roundtrip.mlir` and `nvvm.mlir` that the version reads, its generic form (`<test>.mlirNN.mlir`)
and the llvm/nvvm ops mlir-opt-22 prints when it reads that generic form back
(`<test>.mlirNN.expected`, SSA and block names and spacing normalised). The test parses each
generic chunk and compares our printing with that reference; the counts are stated exactly.
Regenerate with `python tests/test_mlir_generic_forms.py` (needs mlir-opt-19 and mlir-opt-22)."""

from __future__ import annotations

import functools
import re
import shutil
import subprocess
import sys
from io import StringIO
from pathlib import Path

import pytest
from xdsl.printer import Printer

from nvvm_xdsl_testing.mlir_to_llvm_ir import parse_mlir, universe_context

TESTS = Path(__file__).parent / "filecheck" / "dialects"
SOURCES = {"roundtrip": (TESTS / "llvm" / "mlir_tests", "llvm"), "nvvm": (TESTS / "nvvm" / "mlir_tests", "nvvm")}
VERSIONS = ("mlir19", "mlir22")
SPLIT = "// -----"

# (test, version) -> (chunks that version reads, of those how many print as mlir-opt-22 prints).
EXPECTED = {
    ("roundtrip", "mlir19"): (17, 17),
    ("roundtrip", "mlir22"): (44, 44),
    ("nvvm", "mlir19"): (21, 21),
    ("nvvm", "mlir22"): (32, 32),
}


def normalised(text: str, dialect: str) -> list[str]:
    """The printed `dialect` ops of a module, one per line, SSA and block names and spacing aside."""
    ops = []
    for line in text.splitlines():
        line = line.strip()
        if re.match(rf'(%[\w:#, ]+ = )?"?{dialect}\.', line):
            line = re.sub(r"\^[\w]+", "^_", re.sub(r"%[\w#]+", "%_", line))
            ops.append(re.sub(r"\s+", " ", line.split("= ", 1)[1] if line.startswith("%") else line))
    return ops


def _paths(test: str, version: str) -> tuple[Path, Path, str]:
    folder, dialect = SOURCES[test]
    return folder / "generic" / f"{test}.{version}.mlir", folder / "generic" / f"{test}.{version}.expected", dialect


@functools.cache
def _context():
    return universe_context()


def _ours(text: str, dialect: str) -> list[str] | None:
    try:
        module = parse_mlir(text, _context())
    except Exception:  # noqa: BLE001 - a chunk we cannot parse counts as not alike
        return None
    out = StringIO()
    Printer(stream=out).print_op(module)
    return normalised(out.getvalue(), dialect)


@pytest.mark.parametrize("test, version", list(EXPECTED), ids=[f"{t}-{v}" for t, v in EXPECTED])
def test_generic_form_prints_as_mlir_opt_22(test, version):
    generic_path, expected_path, dialect = _paths(test, version)
    chunks = generic_path.read_text().split(SPLIT)
    references = expected_path.read_text().split(SPLIT)
    assert len(chunks) == len(references)
    different = [
        (ours, reference)
        for chunk, reference in zip(chunks, references, strict=True)
        if (ours := _ours(chunk, dialect)) != reference.strip().splitlines()
    ]
    assert (len(chunks), len(chunks) - len(different)) == EXPECTED[test, version], different


def _regenerate() -> None:
    """Each chunk of the round-trip inputs that mlir-opt-19/22 reads, in its generic form, with
    mlir-opt-22's printing of that generic form."""
    sys.path.insert(0, str(Path(__file__).parent))
    import test_llvm_mlir_roundtrip
    import test_nvvm_mlir_roundtrip

    inputs = {"roundtrip": test_llvm_mlir_roundtrip._chunks(), "nvvm": test_nvvm_mlir_roundtrip._chunks()}

    def run(tool: str, text: str, *args: str) -> str | None:
        done = subprocess.run([tool, *args, "-"], input=text, capture_output=True, text=True)
        return done.stdout if done.returncode == 0 else None

    for (test, version), _ in EXPECTED.items():
        generic_path, expected_path, dialect = _paths(test, version)
        tool = shutil.which(f"mlir-opt-{version[4:]}")
        assert tool is not None
        generic_chunks, references = [], []
        for chunk in inputs[test]:
            generic = run(tool, chunk, "--mlir-print-op-generic")
            reference = run("mlir-opt-22", generic) if generic is not None else None
            if generic is not None and reference is not None:
                generic_chunks.append(generic)
                references.append("\n".join(normalised(reference, dialect)) + "\n")
        generic_path.parent.mkdir(exist_ok=True)
        header = f"// MLIR's {test}.mlir (see ../{test}.mlir), each chunk {tool} reads in its generic form.\n"
        generic_path.write_text(header + f"\n{SPLIT}\n".join(generic_chunks))
        expected_path.write_text(f"\n{SPLIT}\n".join(references))
        print(f"{generic_path.name}: {len(generic_chunks)} chunks")


if __name__ == "__main__":
    _regenerate()
