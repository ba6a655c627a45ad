"""MLIR's own NVVM round-trip tests (tests/filecheck/dialects/nvvm/mlir_tests/*.mlir, from
llvm-project: nvvm.mlir and the mma files OTHER_FILES lists): each chunk is parsed, and every nvvm
op printed is compared with what Debian's mlir-opt-22 prints for it (SSA names and spacing aside); where mlir-opt-22 cannot read a chunk
(syntax or ops newer than MLIR 22), with the test's own CHECK lines, as FileCheck reads them. The
counts are stated exactly, so that a change that breaks or fixes an op's printing fails until the
numbers here (and the README's) follow."""

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

INPUTS = Path(__file__).parent / "filecheck" / "dialects" / "nvvm" / "mlir_tests"
INPUT = INPUTS / "nvvm.mlir"
MLIR_OPT = shutil.which("mlir-opt-22")

# Of the nvvm ops in the chunks mlir-opt-22 reads: how many we print as it does.
NVVM_OPS, PRINTED_AS_MLIR = 86, 86
# Of the CHECK lines of the chunks it cannot read: how many our printing matches. The others are
# newer MLIR printing properties as `<{aligned}>` where MLIR 22 (and we) print `{aligned}`, and the
# chunks below. The reference printer for ops MLIR 22 has is mlir-opt-22 (test_unit_property_spellings).
CHECKS, CHECKS_MATCHED = 34, 23
# The chunk that does not parse here (issue #30): `nvvm.movmatrix` in its property-dict form (older
# than the table's format, newer than MLIR 22, which has no movmatrix).
UNPARSED = ["nvvm_movmatrix"]


def _chunks(path: Path = INPUT) -> list[str]:
    code = (chunk for chunk in path.read_text().split("// -----"))
    return [chunk for chunk in code if "nvvm." in re.sub(r"(?m)^\s*//.*$", "", chunk)]


def _check_regex(check: str) -> re.Pattern[str]:
    """A CHECK line as FileCheck reads it: `{{re}}` a regex, `%[[name]]` a value, the rest literal."""
    parts = re.split(r"(\{\{.*?\}\}|%\[\[\w+(?::[^\]]*)?\]\])", check.strip())
    return re.compile("".join(
        p[2:-2] if p.startswith("{{") else r"%[\w#]+" if p.startswith("%[[") else re.escape(p) for p in parts
    ))


def _checks_matched(chunk: str, printed: list[str]) -> tuple[int, int]:
    """(CHECK lines, how many match the printed nvvm ops in order, each after the previous one)."""
    checks = [_check_regex(line.split("CHECK:", 1)[1]) for line in chunk.splitlines() if "// CHECK:" in line]
    matched, at = 0, 0
    for check in checks:
        for i in range(at, len(printed)):
            if check.search(printed[i]):
                matched, at = matched + 1, i + 1
                break
    return len(checks), matched


def _nvvm_lines(text: str) -> list[str]:
    """The printed nvvm ops of a module, SSA names and spacing normalised."""
    ops = []
    for line in text.splitlines():
        line = line.strip()
        if re.match(r"(%[\w:#, ]+ = )?nvvm\.", line):
            line = re.sub(r"%[\w#]+", "%_", line)
            ops.append(re.sub(r"\s+", " ", line.split("= ", 1)[1] if line.startswith("%") else line))
    return ops


@functools.cache
def _context():
    return universe_context()


@functools.cache
def _printed(chunk: str) -> str | None:
    try:
        module = parse_mlir(chunk, _context())
    except Exception:  # noqa: BLE001 - a chunk we cannot parse counts as not printed
        return None
    out = StringIO()
    Printer(stream=out).print_op(module)
    return out.getvalue()


def _ours(chunk: str) -> list[str] | None:
    printed = _printed(chunk)
    return None if printed is None else _nvvm_lines(printed)


@functools.cache
def _theirs(chunk: str) -> list[str] | None:
    assert MLIR_OPT is not None
    done = subprocess.run([MLIR_OPT, "-", "--allow-unregistered-dialect"], input=chunk, capture_output=True, text=True)
    return _nvvm_lines(done.stdout) if done.returncode == 0 else None


def measure(path: Path = INPUT) -> tuple[tuple[int, int], tuple[int, int], list[tuple[str, str]]]:
    """((nvvm ops mlir-opt-22 prints, printed alike), (CHECK lines elsewhere, matched), differences)."""
    total = same = checks = matched = 0
    diffs: list[tuple[str, str]] = []
    for chunk in _chunks(path):
        theirs = _theirs(chunk)
        if theirs is None:
            printed = _printed(chunk)
            lines = [] if printed is None else [ln.strip() for ln in printed.splitlines() if "nvvm." in ln]
            n, m = _checks_matched(chunk, lines)
            checks, matched = checks + n, matched + m
            if m < n:
                diffs.append(("\n".join(lines), "CHECKs of " + chunk.strip().splitlines()[0]))
            continue
        ours = _ours(chunk) or [""] * len(theirs)
        total += len(theirs)
        for mine, ref in zip(ours, theirs, strict=False):
            if mine == ref:
                same += 1
            else:
                diffs.append((mine, ref))
    return (total, same), (checks, matched), diffs


def reprinted(path: Path = INPUT) -> tuple[int, int, int, list[tuple[str, str]]]:
    """For the chunks mlir-opt-22 cannot read (newer syntax: `<{aligned}>`, MLIR 24's keywords):
    (such chunks, nvvm ops in those of them whose printing here mlir-opt-22 reads, printed alike
    with mlir-opt-22's printing of that). MLIR 22 has these ops: where it does, its printing is
    the reference, whatever spelling a newer MLIR's test reads."""
    chunks = total = same = 0
    diffs: list[tuple[str, str]] = []
    for chunk in _chunks(path):
        if _theirs(chunk) is not None:
            continue
        chunks += 1
        printed = _printed(chunk)
        theirs = None if printed is None else _theirs(printed)
        if theirs is None:
            continue
        ours = _ours(chunk) or []
        total += len(theirs)
        for mine, ref in zip(ours, theirs, strict=False):
            if mine == ref:
                same += 1
            else:
                diffs.append((mine, ref))
    return chunks, total, same, diffs


# Of the nvvm.mlir chunks mlir-opt-22 cannot read: how many, the nvvm ops of those it reads from
# our printing (8 chunks), and how many of them it prints as we do. It refuses the other 5:
# `barrier.reduction` and `movmatrix` (MLIR 22 lacks them), fp8 `mma.sync`, and `nvvm.barrier
# number_of_threads = %n` without an id.
NEWER_CHUNKS, REPRINTED_OPS, REPRINTED_ALIKE = 13, 20, 20


@pytest.mark.skipif(MLIR_OPT is None, reason="mlir-opt-22 not installed")
def test_newer_syntax_prints_as_mlir_22():
    chunks, total, same, diffs = reprinted()
    assert (chunks, total, same) == (NEWER_CHUNKS, REPRINTED_OPS, REPRINTED_ALIKE), diffs


@pytest.mark.skipif(MLIR_OPT is None, reason="mlir-opt-22 not installed")
def test_mlir_nvvm_test_prints_as_mlir_22():
    (total, same), (checks, matched), diffs = measure()
    assert (total, same, checks, matched) == (NVVM_OPS, PRINTED_AS_MLIR, CHECKS, CHECKS_MATCHED), diffs


@pytest.mark.parametrize("op", ["nvvm.cluster.arrive", "nvvm.cluster.arrive.relaxed", "nvvm.cluster.wait"])
def test_unit_property_spellings(op: str):
    """`aligned` as MLIR 22 writes it (`{aligned}`, an attribute dictionary: the reference, what
    mlir-opt-22 prints), as the newer nvvm.mlir of hexagon-geo-surv/llvm-project@03687a0 does
    (`<{aligned}>`, a property dictionary) and as llvm/llvm-project@57c3f83's format does (the
    keyword): each reads, and each prints as mlir-opt-22 prints the first."""
    for spelling in ("{aligned}", "<{aligned}>", "aligned", ""):
        chunk = f"llvm.func @f() {{\n  {op} {spelling}\n  llvm.return\n}}\n"
        assert _ours(chunk) == [f"{op} {{aligned}}" if spelling else op], spelling
        if MLIR_OPT is not None and spelling in ("{aligned}", ""):
            assert _theirs(chunk) == _ours(chunk)


def test_chunks_parse():
    """44 of the 45 chunks parse and verify here, ops newer than MLIR 22 included; the others are
    the known gap."""
    unparsed = [re.search(r"@(\w+)", chunk).group(1) for chunk in _chunks() if _ours(chunk) is None]  # type: ignore[union-attr]
    assert (len(_chunks()), unparsed) == (45, UNPARSED)


# MLIR's other NVVM test files checked in (trimmed): file -> (chunks, nvvm ops mlir-opt-22 prints,
# printed alike, CHECK lines of the chunks it cannot read, matched, nvvm ops of those chunks it
# reads from our printing, printed alike). mlir-opt-22 reads no chunk of nvvm-mma-sp-kind.mlir (its
# verifier wants two A registers for the sparse m16n8k64 narrow floats; LLVM's intrinsics, and
# newer MLIR, take four) nor MLIR 24's keyword form of nvvm-mma-sp.mlir, whose CHECK lines are that
# form: we print MLIR 22's, which mlir-opt-22 reads back and prints alike.
#
# nvvm-transcendentals.mlir (llvm/llvm-project@0249de1) writes `ftz` in the attribute dictionary,
# as CuTe DSL's MLIR prints these ops (what we print: MLIR 22 has none of them); the newer
# nvvm-fp-assembly.mlir (@07ece12) checks the `oilist` keywords for addf/fma, which we read but
# do not print (3 CHECK lines: addf and fma in CuTe's form, convert.float.to.tf32 in MLIR 22's,
# which mlir-opt-22 prints alike). nvvm-mma-sp-ordered.mlir checks MLIR 24's keyword form with
# the bare `ordered_metadata`: we print MLIR 22's, which mlir-opt-22 reads back and prints alike.
# Before this list grew (838a203): transcendentals 8 of 9 chunks parsed (`nvvm.tanh`), 8 of 9
# CHECK lines; mma-sp-ordered 0 of 7 chunks (`ordered_metadata` unread), 0 reprinted.
OTHER_FILES = {
    "nvvm-barrier-loc.mlir": (1, 0, 0, 5, 5, 5, 5),
    "nvvm-fp-assembly.mlir": (2, 0, 0, 5, 2, 1, 1),
    "nvvm-mma-blockscale.mlir": (12, 12, 12, 0, 0, 0, 0),
    "nvvm-mma-sp-kind.mlir": (10, 0, 0, 10, 10, 0, 0),
    "nvvm-mma-sp-ordered.mlir": (7, 0, 0, 7, 0, 7, 7),
    "nvvm-mma-sp.mlir": (14, 0, 0, 14, 0, 14, 14),
    "nvvm-mma-sparse-blockscale.mlir": (9, 9, 9, 0, 0, 0, 0),
    "nvvm-transcendentals.mlir": (9, 0, 0, 9, 9, 0, 0),
}


@pytest.mark.skipif(MLIR_OPT is None, reason="mlir-opt-22 not installed")
@pytest.mark.parametrize("name", sorted(OTHER_FILES))
def test_other_mlir_nvvm_tests(name: str):
    """Every chunk of each file parses and verifies here, and prints as mlir-opt-22 or the
    file's CHECK lines say."""
    path = INPUTS / name
    assert [_ours(chunk) is not None for chunk in _chunks(path)] == [True] * OTHER_FILES[name][0]
    (total, same), (checks, matched), diffs = measure(path)
    _, re_total, re_same, re_diffs = reprinted(path)
    assert (len(_chunks(path)), total, same, checks, matched, re_total, re_same) == OTHER_FILES[name], diffs + re_diffs


if __name__ == "__main__":
    for path in sorted(INPUTS.glob("*.mlir")):
        (total, same), (checks, matched), diffs = measure(path)
        chunks, re_total, re_same, re_diffs = reprinted(path)
        print(
            f"{path.name}: {same} of {total} nvvm ops print as mlir-opt-22; {matched} of {checks} CHECK lines match; "
            f"{chunks} chunks mlir-opt-22 cannot read: {re_same} of {re_total} ops print as it prints our printing"
        )
        diffs += re_diffs
        for mine, ref in diffs:
            print(f"  ours:   {mine}\n  mlir22: {ref}")
