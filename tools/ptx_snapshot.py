"""Compile every test and example input to PTX and write the results into one directory, so that
a refactoring of the backend can be checked to leave the PTX byte-identical (issue #13):

    python tools/ptx_snapshot.py /tmp/ptx_before      # on the old commit
    python tools/ptx_snapshot.py /tmp/ptx_after       # on the new one
    python tools/ptx_snapshot.py --compare /tmp/ptx_before /tmp/ptx_after

Inputs and flags are the ones the tests use: `tests/corpus` (nvvm-opt's defaults),
`tests/producers` (`--sm` from the capture's JSON), `examples` (their `// nvvm-opt flags:` line),
`tests/xdsl_programs` (both pipelines of tests/test_xdsl_programs.py); corpus and producers are
also compiled at `-O0`, where the backend sees code the middle end would have simplified. A file
that fails to compile is recorded as `<name>.err` with its diagnostic, so failures compare too.
"""

from __future__ import annotations

import argparse
import contextlib
import difflib
import io
import json
import sys
from collections.abc import Callable, Iterator
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
# The test oracles (nvvm_xdsl_testing/) live beside the package, not in it: run from any directory.
sys.path.insert(0, str(ROOT))

from nvvm_xdsl_testing.example_flags import example_flags  # noqa: E402

XDSL_FIRST = (
    "convert-memref-to-ptr{lower_func=true},convert-ptr-type-offsets,convert-ptr-to-llvm,"
    "convert-scf-to-cf,printf-to-llvm,lower-to-ptx"
)
XDSL_ROUTES = {"lower-to-ptx": "lower-to-ptx", "xdsl-first": XDSL_FIRST}


def _producer_sm(path: Path) -> str:
    stem = path.name.removesuffix(".mlir").removesuffix(".debug").removesuffix(".generic")
    meta = path.parent / f"{stem}.json"
    if not meta.exists():  # a variant of a capture (`gpu_tests.mlir19.mlir`): the capture's JSON
        meta = path.parent / f"{stem.split('.')[0]}.json"
    target = json.loads(meta.read_text())["target"]
    arch = target["ptx_target"] if isinstance(target, dict) else target
    return arch.removeprefix("sm_")


def jobs() -> Iterator[tuple[str, str, tuple[str, ...]]]:
    """(snapshot name, kind, arguments) for every compilation."""
    for path in sorted((ROOT / "tests" / "corpus").glob("*.mlir")):
        rel = path.relative_to(ROOT).as_posix()
        yield rel, "nvvm-opt", (str(path),)
        yield rel + ".O0", "nvvm-opt", (str(path), "-O0")
    for path in sorted((ROOT / "tests" / "producers").glob("*/*.mlir")):
        rel = path.relative_to(ROOT).as_posix()
        sm = _producer_sm(path)
        yield rel, "nvvm-opt", (str(path), "--sm", sm)
        yield rel + ".O0", "nvvm-opt", (str(path), "--sm", sm, "-O0")
    for path in sorted((ROOT / "examples").glob("*.mlir")):
        yield path.relative_to(ROOT).as_posix(), "nvvm-opt", (str(path), *example_flags(path))
    programs = [*(ROOT / "tests" / "xdsl_programs").glob("*.mlir"), *(ROOT / "examples").glob("xdsl_*.mlir")]
    for path in sorted(programs):
        for route, pipeline in XDSL_ROUTES.items():
            yield f"{path.relative_to(ROOT).as_posix()}.{route}", "xdsl", (str(path), pipeline)


def _run_nvvm_opt(args: tuple[str, ...]) -> tuple[bool, str]:
    from nvvm_xdsl.nvvm_opt import main

    out, err = io.StringIO(), io.StringIO()
    try:
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            main(list(args))
    except SystemExit as exit_:
        if exit_.code:
            return False, err.getvalue()
    return True, out.getvalue()


def _run_xdsl(args: tuple[str, ...]) -> tuple[bool, str]:
    from xdsl.parser import Parser
    from xdsl.passes import PassPipeline
    from xdsl.universe import Universe

    from nvvm_xdsl.backend.ptx_printer import PTXTarget
    from nvvm_xdsl_testing.mlir_to_llvm_ir import universe_context

    path, pipeline = args
    ctx = universe_context()
    try:
        module = Parser(ctx, Path(path).read_text()).parse_module()
        PassPipeline.parse_spec(Universe.get_multiverse().all_passes, pipeline).apply(ctx, module)
        out = io.StringIO()
        PTXTarget().emit(ctx, module, out)
    except Exception as error:  # a snapshot records failures instead of stopping
        return False, f"{type(error).__name__}: {error}"
    return True, out.getvalue()


RUNNERS: dict[str, Callable[[tuple[str, ...]], tuple[bool, str]]] = {"nvvm-opt": _run_nvvm_opt, "xdsl": _run_xdsl}


def _compile(job: tuple[str, str, tuple[str, ...]]) -> tuple[str, bool, str]:
    name, kind, args = job
    ok, text = RUNNERS[kind](args)
    # Diagnostics name the input by path: relative, so snapshots of two checkouts compare.
    return name, ok, text.replace(f"{ROOT}/", "")


def _file_name(name: str) -> str:
    return name.replace("/", "__")


def snapshot(directory: Path, workers: int) -> None:
    directory.mkdir(parents=True, exist_ok=True)
    for stale in [*directory.glob("*.ptx"), *directory.glob("*.err")]:
        stale.unlink()
    with ProcessPoolExecutor(max_workers=workers) as pool:
        for name, ok, text in pool.map(_compile, list(jobs()), chunksize=4):
            (directory / (_file_name(name) + (".ptx" if ok else ".err"))).write_text(text)


def compare(before: Path, after: Path) -> int:
    old = {p.name: p for p in before.iterdir()}
    new = {p.name: p for p in after.iterdir()}
    identical = 0
    differing: list[str] = []
    for name in sorted(old.keys() | new.keys()):
        if name not in old or name not in new:
            differing.append(name)
            print(f"only in {'after' if name in new else 'before'}: {name}")
            continue
        a, b = old[name].read_text(), new[name].read_text()
        if a == b:
            identical += 1
            continue
        differing.append(name)
        print(f"--- {name}")
        sys.stdout.writelines(list(difflib.unified_diff(a.splitlines(True), b.splitlines(True), n=1))[2:40])
    print(f"{len(old.keys() | new.keys())} files compared, {identical} identical, {len(differing)} differ")
    return 1 if differing else 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("directory", type=Path)
    parser.add_argument("other", type=Path, nargs="?")
    parser.add_argument("--compare", action="store_true", help="compare two snapshot directories")
    parser.add_argument("-j", "--jobs", type=int, default=2)
    args = parser.parse_args()
    if args.compare:
        if args.other is None:
            parser.error("--compare needs two directories")
        return compare(args.directory, args.other)
    snapshot(args.directory, args.jobs)
    return 0


if __name__ == "__main__":
    sys.exit(main())
