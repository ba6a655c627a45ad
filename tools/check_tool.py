"""The tool as a user meets it (issue #28), checked from outside: each finding of the issue run as
the real commands (`nvvm-opt`, stock `xdsl-opt`, `python -c` with the API) in a scratch
directory, one PASS/FAIL line each; exit status 1 when any fails.

    python tools/check_tool.py            # all checks
    python tools/check_tool.py -k cubin   # the checks whose name contains "cubin"

tests/test_check_tool.py runs it. The unit tests of each behaviour are in
tests/test_nvvm_opt_driver.py (in-process); this script is the end-to-end view.
"""

from __future__ import annotations

import argparse
import re
import subprocess
import sys
import tempfile
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
NVVM_OPT = [sys.executable, "-m", "nvvm_xdsl.nvvm_opt"]
XDSL_OPT = [sys.executable, "-m", "xdsl.tools.xdsl_opt"]

KERNEL = """\
llvm.func @k(%p: !llvm.ptr, %i: i64) attributes {nvvm.kernel} {
  %q = llvm.getelementptr %p[%i] : (!llvm.ptr, i64) -> !llvm.ptr, f32 loc("/src/k.py":10:3)
  %v = llvm.load %q : !llvm.ptr -> f32 loc("/src/k.py":11:3)
  %w = llvm.fmul %v, %v : f32 loc("/src/k.py":12:3)
  %r = llvm.fadd %w, %v : f32 loc("/src/k.py":12:3)
  llvm.store %r, %q : f32, !llvm.ptr loc("/src/k.py":13:3)
  llvm.return loc("/src/k.py":14:1)
} loc("/src/k.py":9:1)
"""

COPY = """\
llvm.func @c(%dst: !llvm.ptr<1>, %src: !llvm.ptr<1>, %n: i64, %v: i32) attributes {nvvm.kernel} {
  llvm.store %v, %dst : i32, !llvm.ptr<1> loc("/src/c.py":19:3)
  "llvm.intr.memcpy"(%dst, %src, %n) <{isVolatile = false}> : (!llvm.ptr<1>, !llvm.ptr<1>, i64) -> () loc("/src/c.py":20:3)
  llvm.return loc("/src/c.py":21:1)
}
"""

TWO_MODULES = """\
module attributes {gpu.container_module} {
  gpu.module @first {
    llvm.func @k1() attributes {nvvm.kernel} {
      llvm.return
    }
  }
  gpu.module @second [#nvvm.target<chip = "sm_80">] {
    llvm.func @k2() attributes {nvvm.kernel} {
      llvm.return
    }
  }
}
"""

NOT_A_KERNEL = """\
llvm.func @f() attributes {nvvm.reqntid = array<i32: 128, 1, 1>} {
  llvm.return
}
"""

BAD_MEMREF_LOAD = """\
func.func @f(%m: memref<4x4xf32>, %i: index) -> f32 {
  %v = memref.load %m[%i] : memref<4x4xf32>
  func.return %v : f32
}
"""


class Failed(Exception):
    pass


def expect(condition: bool, why: str) -> None:
    if not condition:
        raise Failed(why)


class Scratch:
    """A scratch directory with the inputs; runs the commands with it as the working directory."""

    def __init__(self, root: Path) -> None:
        self.root = root
        for name, text in {
            "k.mlir": KERNEL, "c.mlir": COPY, "two.mlir": TWO_MODULES, "f.mlir": NOT_A_KERNEL,
            "bad.mlir": BAD_MEMREF_LOAD, "empty.mlir": "// nothing\n", "k.txt": KERNEL,
        }.items():
            (root / name).write_text(text)
        (root / "bin.mlir").write_bytes(b"\x7fELF\x02\x01\x01\x00\xff\xfe")
        (root / "adir").mkdir()

    def run(self, command: list[str], *args: str, stdin: str = "", cwd: Path | None = None) -> subprocess.CompletedProcess[str]:
        return subprocess.run(
            [*command, *args], input=stdin, capture_output=True, text=True, cwd=cwd or self.root, timeout=300
        )

    def nvvm_opt(self, *args: str, stdin: str = "", cwd: Path | None = None) -> subprocess.CompletedProcess[str]:
        return self.run(NVVM_OPT, *args, stdin=stdin, cwd=cwd)

    def xdsl_opt(self, *args: str) -> subprocess.CompletedProcess[str]:
        return self.run(XDSL_OPT, *args)


def one_error_line(proc: subprocess.CompletedProcess[str], pattern: str, status: int = 1) -> None:
    lines = proc.stderr.strip().splitlines()
    expect(proc.returncode == status, f"exit {proc.returncode}, not {status}: {proc.stderr.strip()[-300:]}")
    expect("Traceback" not in proc.stderr and "internal compiler error" not in proc.stderr, proc.stderr[-300:])
    expect(len(lines) == 1 and re.search(pattern, lines[0]) is not None, f"not one line matching {pattern!r}: {proc.stderr[-300:]}")


# -- the checks --------------------------------------------------------------------------------


def options_apply_under_p(s: Scratch) -> None:
    proc = s.nvvm_opt("k.mlir", "-p", "lower-to-ptx", "-t", "ptx", "--sm", "75", "-O1", "--no-line-info", "--fp-contract", "fast")
    expect(proc.returncode == 0, proc.stderr)
    expect(".target sm_75" in proc.stdout, "--sm ignored under -p")
    expect(".loc" not in proc.stdout, "--no-line-info ignored under -p")
    expect("fma.rn.f32" in proc.stdout, "--fp-contract fast ignored under -p")
    proc = s.nvvm_opt("k.mlir", "-p", "memory-space-opt", "--sm", "75")
    expect(proc.returncode == 2 and "--sm" in proc.stderr, f"--sm with no pass taking it: exit {proc.returncode}")


def reports_on_stderr(s: Scratch) -> None:
    plain = s.nvvm_opt("k.mlir")
    proc = s.nvvm_opt("k.mlir", "--time-passes", "--print-between-passes")
    expect(proc.returncode == 0 and proc.stdout == plain.stdout, "reports changed stdout")
    expect("Total Execution Time" in proc.stderr and "Parser" in proc.stderr, "no timing report on stderr")
    expect(re.search(r"^\s+\d+\.\d{4} \(\s*\d+\.\d%\)  Total$", proc.stderr, re.M) is not None, "no total line")


def stdin_and_stdout_dashes(s: Scratch) -> None:
    cwd = s.root / "adir"
    proc = s.nvvm_opt("-", "-o", "-", stdin=KERNEL, cwd=cwd)
    expect(proc.returncode == 0 and ".visible .entry k(" in proc.stdout, proc.stderr)
    expect(not (cwd / "-").exists(), "`-o -` wrote a file named '-'")


def file_errors(s: Scratch) -> None:
    for name, text in (
        ("missing.mlir", "No such file"), ("adir", "is a directory"), ("bin.mlir", "not UTF-8"), ("k.txt", "unknown input kind"),
    ):
        try:
            one_error_line(s.nvvm_opt(name), re.escape(text))
        except Failed as failure:
            raise Failed(f"{name}: {failure}") from None


def empty_module(s: Scratch) -> None:
    proc = s.nvvm_opt("empty.mlir")
    expect(proc.returncode == 0 and ".target sm_90" in proc.stdout, f"nvvm-opt: {proc.stderr}")
    proc = s.xdsl_opt("empty.mlir", "-p", "lower-to-ptx", "-t", "ptx")
    expect(proc.returncode == 0 and ".target sm_90" in proc.stdout, f"xdsl-opt: {proc.stderr}")


def located_verifier_errors(s: Scratch) -> None:
    pattern = r"^bad\.mlir:2:\d+: error: 'memref\.load'"
    one_error_line(s.nvvm_opt("bad.mlir"), pattern)
    try:
        one_error_line(s.xdsl_opt("bad.mlir", "-p", "lower-to-ptx", "-t", "ptx"), pattern)
    except Failed as failure:
        raise Failed(f"xdsl-opt: {failure}") from None


def version(s: Scratch) -> None:
    proc = s.nvvm_opt("--version")
    expect(proc.returncode == 0 and "nvvm-xdsl" in proc.stdout and "xDSL" in proc.stdout, proc.stdout)


API = """\
import nvvm_xdsl, sys
ptx = nvvm_xdsl.compile(sys.argv[1], sm=80)
assert isinstance(ptx, str) and ".target sm_80" in ptx, ptx
try:
    nvvm_xdsl.compile(sys.argv[2], filename="bad.mlir")
except nvvm_xdsl.CompileError as error:
    assert error.diagnostics[0].startswith("bad.mlir:2:"), error.diagnostics
else:
    raise SystemExit("no CompileError")
print(nvvm_xdsl.__version__)
"""


def python_api(s: Scratch) -> None:
    proc = s.run([sys.executable, "-c", API], KERNEL, BAD_MEMREF_LOAD)
    expect(proc.returncode == 0 and re.fullmatch(r"\d+\.\d+\S*\n", proc.stdout) is not None, proc.stderr[-500:])


def one_output_per_gpu_module(s: Scratch) -> None:
    out = s.root / "ptx_out"
    out.mkdir()
    proc = s.nvvm_opt("two.mlir", "-o", str(out))
    expect(proc.returncode == 0, proc.stderr)
    expect(sorted(p.name for p in out.iterdir()) == ["first.ptx", "second.ptx"], str(list(out.iterdir())))
    expect(".target sm_80" in (out / "second.ptx").read_text(), "second.ptx is not sm_80 (its #nvvm.target)")


def cubin(s: Scratch) -> None:
    from nvvm_xdsl.cuda_tools import find_tool

    out = s.root / "cubin_out"
    out.mkdir()
    proc = s.nvvm_opt("two.mlir", "-t", "cubin", "-o", str(out))
    if find_tool("ptxas") is None:
        expect(proc.returncode == 1 and "ptxas not found" in proc.stderr, proc.stderr)
        return
    expect(proc.returncode == 0, proc.stderr)
    for name in ("first", "second"):
        expect((out / f"{name}.cubin").read_bytes().startswith(b"\x7fELF"), f"{name}.cubin is not ELF")


def ptx_version_validated(s: Scratch) -> None:
    proc = s.nvvm_opt("k.mlir", "--ptx-version", "99.9")
    expect(proc.returncode == 2 and "99.9" in proc.stderr, f"nvvm-opt: exit {proc.returncode}: {proc.stderr[-300:]}")
    one_error_line(s.xdsl_opt("k.mlir", "-p", 'lower-to-ptx{ptx-version="99.9"}', "-t", "ptx"), "unknown PTX ISA version 99.9")


def non_kernel_warning(s: Scratch) -> None:
    for route, proc in (("nvvm-opt", s.nvvm_opt("f.mlir")), ("xdsl-opt", s.xdsl_opt("f.mlir", "-p", "lower-to-ptx", "-t", "ptx"))):
        expect(proc.returncode == 0, f"{route}: {proc.stderr}")
        expect(re.search(r"f\.mlir:1:1: warning: 'nvvm\.reqntid' on @f, which is not a kernel", proc.stderr) is not None,
               f"{route}: no located warning: {proc.stderr[-300:]}")


def locations_kept(s: Scratch) -> None:
    proc = s.nvvm_opt("k.mlir", "-O0")
    body = proc.stdout[proc.stdout.find("cvta.to.global"):]
    expect(re.search(r"\.loc\t1 10 3\n\tshl\.b64", body) is not None, "memory-space-opt's GEP lost line 10")
    proc = s.nvvm_opt("c.mlir")
    expect(proc.returncode == 0, proc.stderr)
    lines = proc.stdout.splitlines()
    loads = [i for i, line in enumerate(lines) if line.startswith("\tld.global")]
    expect(bool(loads), "no copy loop")
    for index in loads:
        current = next(line for line in reversed(lines[:index]) if line.startswith("\t.loc"))
        expect(current.split()[2] == "20", f"the memcpy's load runs under {current.strip()!r}, not line 20")


CHECKS: dict[str, Callable[[Scratch], None]] = {
    "options apply under -p": options_apply_under_p,
    "timing and IR dumps on stderr": reports_on_stderr,
    "'-' is stdin, '-o -' stdout": stdin_and_stdout_dashes,
    "file errors are plain errors": file_errors,
    "an empty module is accepted (both routes)": empty_module,
    "verifier errors located (both routes)": located_verifier_errors,
    "--version names nvvm-xdsl and xDSL": version,
    "Python API: compile, CompileError, __version__": python_api,
    "one PTX per gpu.module with -o DIR": one_output_per_gpu_module,
    "-t cubin (or a clear error without ptxas)": cubin,
    "--ptx-version validated (both routes)": ptx_version_validated,
    "warning for launch bounds on a non-kernel (both routes)": non_kernel_warning,
    "locations kept by rewrites (.loc)": locations_kept,
}


def run_check(name: str, check: Callable[[Scratch], None]) -> tuple[str, str | None]:
    with tempfile.TemporaryDirectory(prefix="check_tool_") as directory:
        try:
            check(Scratch(Path(directory)))
        except Failed as failure:
            return name, str(failure)
        except Exception as error:  # noqa: BLE001 - a broken check is a failure to report, not a crash
            return name, f"{type(error).__name__}: {error}"
    return name, None


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("-k", default="", help="run the checks whose name contains this text")
    parser.add_argument("-j", type=int, default=4, help="checks run at once (default 4)")
    args = parser.parse_args(argv)
    chosen = {name: check for name, check in CHECKS.items() if args.k in name}
    with ThreadPoolExecutor(max_workers=max(1, args.j)) as pool:
        results = list(pool.map(lambda item: run_check(*item), chosen.items()))
    for name, failure in results:
        print(f"PASS  {name}" if failure is None else f"FAIL  {name}: {failure}")
    failed = sum(failure is not None for _, failure in results)
    print(f"{len(results) - failed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.path.insert(0, str(ROOT))
    sys.exit(main())
