"""The mutation fuzzer (`tools/fuzz.py`, issue #29): a short fixed-seed run over both routes must
find no defect, and the fuzzer itself must tell defects from valid outcomes (the README says how
to run 1,000 mutants per route)."""

from __future__ import annotations

import importlib.util
import random
import sys
from pathlib import Path

import pytest

from nvvm_xdsl_testing.cuda_tools import has_tool

ROOT = Path(__file__).resolve().parent.parent
_spec = importlib.util.spec_from_file_location("nvvm_fuzz", ROOT / "tools" / "fuzz.py")
assert _spec is not None and _spec.loader is not None
fuzz = importlib.util.module_from_spec(_spec)
sys.modules["nvvm_fuzz"] = fuzz
_spec.loader.exec_module(fuzz)

needs_ptxas = pytest.mark.skipif(not has_tool("ptxas"), reason="ptxas not installed")


@pytest.fixture(scope="module")
def fuzzer(tmp_path_factory: pytest.TempPathFactory):
    workdir = tmp_path_factory.mktemp("fuzz")
    fuzz.warm_up(workdir)
    return fuzz.Fuzzer(fuzz.ROUTES, timeout=60, use_subprocess=False, workdir=workdir)


def test_mutants_are_reproducible_by_seed():
    seeds = fuzz.corpus()
    assert len(seeds) > 100
    assert {s.path.parent.name for s in seeds} >= {"corpus", "xdsl_programs", "examples", "triton", "mlir_gpu"}
    first = [fuzz.make_mutant(seeds, 5, i) for i in range(6)]
    again = [fuzz.make_mutant(seeds, 5, i) for i in range(6)]
    assert [(m.seed_file, m.what, m.text) for m in first] == [(m.seed_file, m.what, m.text) for m in again]
    assert {m.level for m in (fuzz.make_mutant(seeds, 5, i) for i in range(40))} == {"text", "ir"}


def test_llvm_ir_mutants():
    # The producers' .ll captures, each with its reference PTX's target; text edits only.
    seeds = fuzz.ll_corpus()
    assert len(seeds) > 100 and all(s.path.suffix == ".ll" and "--sm" in s.flags for s in seeds)
    mutants = [fuzz.make_mutant(seeds, 5, i) for i in range(20)]
    assert {(m.level, m.suffix) for m in mutants} == {("text", ".ll")}
    assert fuzz._route_argv("xdsl-opt", Path("m.ll"), Path("o"), ("--sm", "80", "--ptx-version", "7.0"))[2] == (
        'lower-to-ptx{sm=80 ptx_version="7.0"}'
    )


@needs_ptxas
def test_fixed_seed_run_finds_no_defect(fuzzer):
    seeds = fuzz.corpus()
    found = {}
    for index in range(24):
        mutant = fuzz.make_mutant(seeds, 2029, index)
        for route, outcome in fuzzer.outcomes(mutant).items():
            found[(index, route)] = outcome
    defects = {k: f"{o.key} ({fuzz.make_mutant(seeds, 2029, k[0]).what})" for k, o in found.items() if o.is_defect}
    assert not defects
    # Both kinds of valid outcome occur, so the run exercises errors and PTX alike.
    assert {o.kind for o in found.values()} >= {"located", "ptx"}


def test_classification_of_defects(tmp_path: Path):
    path = tmp_path / "m.mlir"
    run = fuzz.Run
    located = run(1, "", f"{path}:3:5: error: 'llvm.load': alignment must be a positive power of two, got 0\n", None, 0.1)
    assert fuzz.classify("nvvm-opt", located, (), path).kind == "located"
    for stderr, kind in [
        ("Traceback (most recent call last):\n  File \"/x/isel.py\", line 3, in f\nKeyError: 1\n", "traceback"),
        (f"{path}: error: internal compiler error (ZeroDivisionError): division by zero\n", "ice"),
        (f"{path}: error: 'llvm.load' in @k: i24 is not supported\n", "unlocated"),
        (f"{path}:1:1: error: 'llvm.extractvalue': invalid operation (IndexError: tuple index out of range)\n", "exception-name"),
        (f"{path}:1:1: error: one\n{path}:2:1: error: two\n", "multi-line"),
    ]:
        assert fuzz.classify("nvvm-opt", run(1, "", stderr, None, 0.1), (), path).kind == kind
    assert fuzz.classify("nvvm-opt", run(None, "", "", None, 61), (), path).kind == "hang"
    # An .ll input's error located in the frontend's intermediate MLIR text names no file the user has.
    ll = tmp_path / "m.ll"
    imported = run(1, "", f"{ll}.mlir:4:5: error: 'llvm.fence': needs sm_90\n", None, 0.1)
    assert fuzz.classify("nvvm-opt", imported, (), ll).kind == "unlocated"
    assert fuzz.classify("xdsl-opt", run(1, ".version 8.0\n", located.stderr, None, 0.1), (), path).kind == "half-written"
    a, b = fuzz.Outcome("located", text="x:1:1: error: a"), fuzz.Outcome("ptx", text=".version 8.0")
    assert fuzz.compare(a, b) is not None and fuzz.compare(a, a) is None


def test_shrinker_keeps_the_failure():
    lines = [f"line {i}\n" for i in range(40)]
    text = "".join(lines)
    shrunk = fuzz.shrink(text, lambda t: "line 7\n" in t and "line 31\n" in t)
    assert shrunk == "line 7\nline 31\n"
    rng = random.Random(0)
    noisy = "".join(rng.sample(lines, len(lines)))
    assert fuzz.shrink(noisy, lambda t: "line 3\n" in t) == "line 3\n"
