"""MLIR's own llvm-dialect round-trip test (tests/filecheck/dialects/llvm/mlir_tests/roundtrip.mlir,
from llvm-project's mlir/test/Dialect/LLVMIR/roundtrip.mlir, one function per chunk): each chunk is
parsed, and its printed llvm ops are compared with what Debian's mlir-opt-22 prints for the same
input (SSA and block names and spacing aside); a chunk newer than MLIR 22 (which it cannot read) is
compared with the CHECK lines MLIR's own test has for it (`NEWER_THAN_MLIR_22`, from the same
llvm-project commit as the input). The counts are stated exactly, so that a change
that breaks or fixes an op's parsing or printing fails until the numbers here (and the README's)
follow."""

from __future__ import annotations

import functools
import re
import shutil
import subprocess
from io import StringIO
from pathlib import Path

import pytest
from xdsl.printer import Printer

from nvvm_xdsl_testing.mlir_to_llvm_ir import parse_mlir, universe_context

INPUT = Path(__file__).parent / "filecheck" / "dialects" / "llvm" / "mlir_tests" / "roundtrip.mlir"
MLIR_OPT = shutil.which("mlir-opt-22")

# Functions (chunks), those that parse here, those mlir-opt-22 reads, and of these how many we
# print op for op as it does; then the llvm ops of those chunks, and how many print alike; then
# the chunks only newer MLIR reads whose printing has every CHECK line of MLIR's test, in order.
FUNCTIONS, PARSED, READ_BY_MLIR_22, FUNCTIONS_ALIKE = 54, 54, 44, 44
OPS, OPS_ALIKE = 319, 319
NEWER_ALIKE = 10

# MLIR's CHECK lines (roundtrip.mlir at llvm/llvm-project@0004f352) for the chunks mlir-opt-22
# cannot read, `%{{.*}}` and `%[[NAME]]` written `%_`.
NEWER_THAN_MLIR_22: dict[str, list[str]] = {
    "ops_ptrtoaddr": ["llvm.inttoptr %_ : i32 to !llvm.ptr", "llvm.ptrtoaddr %_ : !llvm.ptr to i64"],
    "atomicrmw": [
        "llvm.atomicrmw fadd %_, %_ monotonic : !llvm.ptr, f32",
        'llvm.atomicrmw volatile fsub %_, %_ syncscope("singlethread") monotonic {alignment = 16 : i64} : !llvm.ptr, f32',
        "llvm.atomicrmw fmin %_, %_ monotonic : !llvm.ptr, vector<2xf16>",
        "llvm.atomicrmw fminimumnum %_, %_ monotonic : !llvm.ptr, f32",
    ],
    "experimental_constrained_fadd": ["llvm.intr.experimental.constrained.fadd %_, %_ towardzero ignore : f32"],
    "experimental_constrained_fma": ["llvm.intr.experimental.constrained.fma %_, %_, %_ towardzero ignore : f32"],
    **{
        f"experimental_constrained_{kind}": [f"llvm.intr.experimental.constrained.{kind} %_, %_ towardzero ignore : f32"]
        for kind in ("fsub", "fmul", "fdiv", "frem")
    },
    "experimental_constrained_fmuladd": [
        "llvm.intr.experimental.constrained.fmuladd %_, %_, %_ towardzero ignore : f32"
    ],
    "experimental_constrained_fp_call": [
        'llvm.intr.experimental.constrained_fp_call "llvm.experimental.constrained.cos.f32"(%_) towardzero ignore : (f32) -> f32',
        'llvm.intr.experimental.constrained_fp_call "llvm.experimental.constrained.maximum.f64"(%_, %_) strict : (f64, f64) -> f64',
        'llvm.intr.experimental.constrained_fp_call "llvm.experimental.constrained.powi.f32"(%_, %_) tonearest ignore : (f32, i32) -> f32',
    ],
}


def _chunks() -> list[str]:
    return INPUT.read_text().split("// -----")


def _name(chunk: str) -> str:
    return re.findall(r"func @(\w+)\(%?", chunk)[-1]


def _llvm_lines(text: str) -> list[str]:
    """The printed llvm ops of a module, SSA and block names and spacing normalised."""
    ops = []
    for line in text.splitlines():
        line = line.strip()
        if re.match(r"(%[\w:#, ]+ = )?\"?llvm\.", line):
            line = re.sub(r"\^[\w]+", "^_", re.sub(r"%[\w#]+", "%_", line))
            ops.append(re.sub(r"\s+", " ", line.split("= ", 1)[1] if line.startswith("%") else line))
    return ops


@functools.cache
def _context():
    return universe_context()


@functools.cache
def _ours(chunk: str) -> list[str] | None:
    try:
        module = parse_mlir(chunk, _context())
    except Exception:  # noqa: BLE001 - a chunk we cannot parse counts as not printed
        return None
    out = StringIO()
    Printer(stream=out).print_op(module)
    return _llvm_lines(out.getvalue())


@functools.cache
def _theirs(chunk: str) -> list[str] | None:
    assert MLIR_OPT is not None
    done = subprocess.run([MLIR_OPT, "-"], input=chunk, capture_output=True, text=True)
    return _llvm_lines(done.stdout) if done.returncode == 0 else None


def _has_in_order(lines: list[str], checks: list[str]) -> bool:
    at = 0
    for check in checks:
        while at < len(lines) and lines[at] != check:
            at += 1
        if at == len(lines):
            return False
        at += 1
    return True


def _compare(ours: list[str], theirs: list[str], diffs: list[tuple[str, str]]) -> tuple[bool, int]:
    """(whether the two printings are equal, how many ops print alike); each differing pair goes to
    `diffs`."""
    ops_alike = 0
    for mine, ref in zip(ours, theirs, strict=False):
        ops_alike += mine == ref
        if mine != ref:
            diffs.append((mine, ref))
    return ours == theirs, ops_alike


def measure() -> tuple[tuple[int, int, int, int, int, int, int], list[str], list[tuple[str, str]]]:
    """((functions, parsed, read by mlir-opt-22, printed alike, ops, ops alike, newer chunks
    printed as MLIR's CHECK lines say), unparsed, diffs)."""
    parsed = read = alike = ops = ops_alike = newer_alike = 0
    unparsed: list[str] = []
    diffs: list[tuple[str, str]] = []
    for chunk in _chunks():
        ours, theirs = _ours(chunk), _theirs(chunk)
        if ours is None:
            unparsed.append(_name(chunk))
        parsed += ours is not None
        if theirs is None:
            checks = NEWER_THAN_MLIR_22.get(_name(chunk), [])
            if ours is not None and checks and _has_in_order(ours, checks):
                newer_alike += 1
            else:
                diffs.append(("not as MLIR's CHECK lines", f"@{_name(chunk)}"))
            continue
        read += 1
        same, ops_alike_here = _compare(ours or [], theirs, diffs)
        alike += same
        ops += len(theirs)
        ops_alike += ops_alike_here
        if len(ours or []) != len(theirs):
            diffs.append((f"{len(ours or [])} ops", f"{len(theirs)} ops in @{_name(chunk)}"))
    return (len(_chunks()), parsed, read, alike, ops, ops_alike, newer_alike), unparsed, diffs


def measure_file(path: Path) -> tuple[tuple[int, int, int, int, int, int], list[int], list[tuple[str, str]]]:
    """For another of MLIR's llvm-dialect test files (chunks without expected errors):
    ((chunks, parsed, read by mlir-opt-22, printed alike, llvm ops, ops alike), unparsed chunk
    numbers, diffs)."""
    chunks = path.read_text().split("// -----")
    parsed = read = alike = ops = ops_alike = 0
    unparsed: list[int] = []
    diffs: list[tuple[str, str]] = []
    for number, chunk in enumerate(chunks):
        ours, theirs = _ours(chunk), _theirs(chunk)
        if ours is None:
            unparsed.append(number)
        parsed += ours is not None
        if theirs is None:
            continue
        read += 1
        same, ops_alike_here = _compare(ours or [], theirs, diffs)
        alike += same
        ops += len(theirs)
        ops_alike += ops_alike_here
    return (len(chunks), parsed, read, alike, ops, ops_alike), unparsed, diffs


# MLIR's other llvm-dialect test files checked in beside roundtrip.mlir (their headers name the
# llvm-project commit): file -> (chunks, parsed here, read by mlir-opt-22, printed as it prints
# them, llvm ops it prints, printed alike). The gaps (issue #30): `llvm.invoke`/`llvm.landingpad`
# (calling-conventions' second chunk), `llvm.comdat` and a global's `comdat(...)` (global.mlir's
# first), `!llvm.target<...>` types (its last), and the attribute-dictionary form of
# `llvm.mlir.global_ctors`/`dtors` (newer than MLIR 22, which cannot read those two chunks either).
# At 838a203 calling-conventions' first chunk did not parse either (`cc_10`, `llvm.call ccc`).
OTHER_FILES = {
    "call-intrin.mlir": (6, 6, 6, 6, 25, 25),
    "calling-conventions.mlir": (2, 1, 2, 1, 26, 12),
    "global.mlir": (4, 0, 2, 0, 42, 0),
    "tail-call-kinds.mlir": (1, 1, 1, 1, 16, 16),
}


@pytest.mark.skipif(MLIR_OPT is None, reason="mlir-opt-22 not installed")
@pytest.mark.parametrize("name", sorted(OTHER_FILES))
def test_other_mlir_llvm_tests(name: str):
    counts, unparsed, diffs = measure_file(INPUT.parent / name)
    assert counts == OTHER_FILES[name], (unparsed, diffs)


@pytest.mark.skipif(MLIR_OPT is None, reason="mlir-opt-22 not installed")
def test_mlir_llvm_roundtrip_prints_as_mlir_22():
    counts, unparsed, diffs = measure()
    expected = (FUNCTIONS, PARSED, READ_BY_MLIR_22, FUNCTIONS_ALIKE, OPS, OPS_ALIKE, NEWER_ALIKE)
    assert counts == expected, (unparsed, diffs)


if __name__ == "__main__":
    (functions, parsed, read, alike, ops, ops_alike, newer), unparsed, diffs = measure()
    print(
        f"{parsed} of {functions} functions parse here; of the {read} mlir-opt-22 reads, {alike} print as it does "
        f"({ops_alike} of {ops} llvm ops); of the {functions - read} newer ones, {newer} print as MLIR's CHECK lines say"
        f"\n  unparsed: {' '.join(unparsed)}"
    )
    for mine, ref in diffs:
        print(f"  ours:   {mine}\n  mlir22: {ref}")
