"""Malformed or unsupported inputs (tests/bad_inputs) through both command-line routes:
`nvvm-opt FILE` and the stock `xdsl-opt FILE -p lower-to-ptx -t ptx`.

Each must give exit status 1 and exactly one `where: error: message` line on stderr, no Python
traceback, and no PTX: with `nvvm-opt`, no output file (neither a new one nor a change to an
existing one); with `xdsl-opt`, nothing on stdout. `where` is `file:line:col` on both routes, and
the message names no Python exception.

A file marks what it expects with a comment:
* `// ERROR: text` at the end of the offending line: the error is reported on that line and
  its message contains `text` (which, for a bad op, is the op's quoted name);
* `// ERROR-SOMEWHERE: text` anywhere: the message contains `text`, the line is not checked
  (the parser reports some errors at the end of the input).
"""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

BAD_INPUTS = Path(__file__).parent / "bad_inputs"
# MLIR, and LLVM IR (`.ll`, through the LLVM IR frontend on both routes; `;` comments).
ALL = sorted(p.name for p in [*BAD_INPUTS.glob("*.mlir"), *BAD_INPUTS.glob("*.ll")])

# Bad inputs the compiler still accepts (bugs recorded in .helpers/BUGS.md); strict xfail, so a
# fix makes the run fail until the entry is removed.
KNOWN_ACCEPTED: dict[str, str] = {}

_AT_LINE = re.compile(r"(?://|;)\s*ERROR:\s*(.*?)\s*$")
_ANYWHERE = re.compile(r"(?://|;)\s*ERROR-SOMEWHERE:\s*(.*?)\s*$")


def expectations(path: Path) -> tuple[int | None, list[str]]:
    """(line the error must be reported on or None, substrings the message must contain)."""
    line: int | None = None
    texts: list[str] = []
    for number, text in enumerate(path.read_text(errors="replace").splitlines(), start=1):
        if m := _ANYWHERE.search(text):
            texts.append(m.group(1))
        elif m := _AT_LINE.search(text):
            line = number
            texts.append(m.group(1))
    return line, [t for t in texts if t]


def run_nvvm_opt(path: Path, out: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "nvvm_xdsl.nvvm_opt", str(path), "-o", str(out)],
        capture_output=True,
        text=True,
    )


def run_xdsl_opt(path: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "xdsl.tools.xdsl_opt", str(path), "-p", "lower-to-ptx", "-t", "ptx"],
        capture_output=True,
        text=True,
    )


def test_enough_bad_inputs_each_with_an_expectation():
    assert len(ALL) >= 25
    for name in ALL:
        line, texts = expectations(BAD_INPUTS / name)
        assert line is not None or texts, f"{name}: mark the expected error"
        assert (BAD_INPUTS / name).read_text(errors="replace").startswith(("// ", "; ")), f"{name}: say what is wrong"


@pytest.mark.parametrize("route", ["nvvm-opt", "xdsl-opt"])
@pytest.mark.parametrize(
    "name",
    [
        pytest.param(n, marks=pytest.mark.xfail(strict=True, reason=KNOWN_ACCEPTED[n]))
        if n in KNOWN_ACCEPTED
        else n
        for n in ALL
    ],
)
def test_rejected_with_one_located_error(name: str, route: str, tmp_path: Path):
    path = BAD_INPUTS / name
    out = tmp_path / "out.ptx"
    proc = run_nvvm_opt(path, out) if route == "nvvm-opt" else run_xdsl_opt(path)
    assert "Traceback" not in proc.stderr + proc.stdout, proc.stderr
    assert proc.returncode == 1, proc.stderr
    assert ".version" not in proc.stdout and ".entry" not in proc.stdout, "PTX printed despite the error"
    lines = proc.stderr.strip().splitlines()
    assert len(lines) == 1, proc.stderr
    assert "internal compiler error" not in lines[0]
    expected_line, texts = expectations(path)
    # Both routes locate every error (under xdsl-opt, the universe records op positions).
    located = re.match(rf"^{re.escape(str(path))}:(\d+):(\d+): error: (\S.*)$", lines[0])
    assert located, lines[0]
    if expected_line is not None:
        assert int(located.group(1)) == expected_line, lines[0]
    message = located.group(3)
    assert not re.search(r"\b[A-Z][A-Za-z]*(Error|Exception)\b|StopIteration", message), lines[0]
    for text in texts:
        assert text in message, lines[0]
    assert not out.exists(), "an output file was written despite the error"


@pytest.mark.parametrize("route", ["nvvm-opt", "xdsl-opt"])
@pytest.mark.parametrize(
    "location",
    ['"/src/k.py":7:3', 'callsite("/src/k.py":7:3 at "/src/main.py":2:1)', '"call"("/src/k.py":7:3)'],
    ids=["file", "callsite", "name"],
)
def test_error_at_the_source_location_the_input_states(route: str, location: str, tmp_path: Path):
    # As MLIR reports an op at its location: the source line a loc(...) names wins over the
    # op's place in the .mlir file, identically on both routes.
    src = tmp_path / "located.mlir"
    src.write_text(
        "llvm.func @add2(i32, i32) -> i32\n"
        "llvm.func @k(%a: i32) {\n"
        f"  %r = llvm.call @add2(%a) : (i32) -> i32 loc({location})\n"
        "  llvm.return\n"
        "}\n"
    )
    proc = run_nvvm_opt(src, tmp_path / "out.ptx") if route == "nvvm-opt" else run_xdsl_opt(src)
    assert proc.returncode == 1 and "Traceback" not in proc.stderr, proc.stderr
    assert proc.stderr.strip() == (
        "/src/k.py:7:3: error: 'llvm.call': incorrect number of operands (1) for callee @add2 "
        "(expecting: 2)"
    )


@pytest.mark.parametrize("name", ["call_wrong_arity.mlir", "printf_nonliteral_format.mlir"])
def test_existing_output_file_left_untouched(name: str, tmp_path: Path):
    out = tmp_path / "out.ptx"
    out.write_text("previous contents\n")
    proc = run_nvvm_opt(BAD_INPUTS / name, out)
    assert proc.returncode == 1
    assert out.read_text() == "previous contents\n"
    assert list(tmp_path.iterdir()) == [out], "a temporary file was left behind"


def test_success_writes_the_output_file(tmp_path: Path):
    # The counterpart: a good input does produce the file (atomically, with no leftovers).
    good = tmp_path / "good.mlir"
    good.write_text(
        "llvm.func @k(%p: !llvm.ptr) attributes {nvvm.kernel} {\n"
        "  %c = llvm.mlir.constant(1 : i32) : i32\n"
        "  llvm.store %c, %p : i32, !llvm.ptr\n"
        "  llvm.return\n"
        "}\n"
    )
    out = tmp_path / "good.ptx"
    proc = run_nvvm_opt(good, out)
    assert proc.returncode == 0, proc.stderr
    assert ".entry k" in out.read_text()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["good.mlir", "good.ptx"]
    # A symbolic link (`-o /dev/stdout`) is written through, not replaced by a plain file.
    target = tmp_path / "target.ptx"
    target.write_text("")
    link = tmp_path / "link.ptx"
    link.symlink_to(target)
    proc = run_nvvm_opt(good, link)
    assert proc.returncode == 0, proc.stderr
    assert link.is_symlink()
    assert ".entry k" in target.read_text()


# -- mutated corpus kernels ------------------------------------------------------------------
#
# Bad inputs nobody wrote by hand: corpus kernels with one line deleted or one token changed
# (types, address spaces, op names, attributes). Whatever the mutation, the driver either
# compiles the input or rejects it with one located error line; it never crashes.

CORPUS = Path(__file__).parent / "corpus"
_MUTATIONS = [
    ("i32", "i64"), ("f32", "f64"), ("!llvm.ptr", "!llvm.ptr<3>"), ("i32", "i1"), ("f32", "i32"),
    ("[0, ", "[0, 99, "), ("llvm.add", "llvm.fadd"), ("nvvm.kernel", "nvvm.kernelx"),
    ("llvm.return", "llvm.unreachable"), (": i32", ": i33"), ("alignment = 4", "alignment = 3"),
    ("addr_space = 3", "addr_space = 7"), ("monotonic", "unordered"), ("\"slt\"", "\"olt\""),
]


def _mutants(count: int, seed: int) -> list[tuple[str, str]]:
    import random

    rng = random.Random(seed)
    files = sorted(CORPUS.glob("*.mlir"))
    found: list[tuple[str, str]] = []
    while len(found) < count:
        path = rng.choice(files)
        lines = path.read_text().splitlines()
        index = rng.randrange(1, len(lines))
        if rng.random() < 0.2:
            del lines[index]
            what = f"{path.stem}: line {index + 1} deleted"
        else:
            old, new = rng.choice(_MUTATIONS)
            if old not in lines[index]:
                continue
            lines[index] = lines[index].replace(old, new, 1)
            what = f"{path.stem}: line {index + 1} {old!r} -> {new!r}"
        found.append((what, "\n".join(lines) + "\n"))
    return found


@pytest.mark.parametrize(("what", "text"), _mutants(40, seed=2026), ids=lambda v: v if "\n" not in v else "")
def test_mutated_kernel_never_crashes(what: str, text: str, tmp_path: Path):
    src = tmp_path / "mutant.mlir"
    src.write_text(text)
    out = tmp_path / "out.ptx"
    proc = run_nvvm_opt(src, out)
    assert "Traceback" not in proc.stderr and "internal compiler error" not in proc.stderr, proc.stderr
    assert proc.returncode in (0, 1), proc.stderr
    if proc.returncode == 1:
        lines = proc.stderr.strip().splitlines()
        # The location is the op's: the input file, or a loc(...) the kernel carries.
        assert len(lines) == 1 and re.match(r"^\S+:\d+:\d+: error: \S", lines[0]), proc.stderr
        assert not out.exists()
    else:
        assert out.exists() and ".version" in out.read_text()
