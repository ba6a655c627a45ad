"""The tool as users expect it (issue 28): mlir-opt/llc conventions of `nvvm-opt`, the Python
API (`nvvm_xdsl.compile`), `-t cubin` and one output per gpu.module. Driver runs are in-process
(`main`) unless the behaviour is the process's own (stock xdsl-opt's error report, start-up)."""

from __future__ import annotations

import io
import re
import subprocess
import sys
from pathlib import Path

import pytest

import nvvm_xdsl
from nvvm_xdsl import cuda_tools
from nvvm_xdsl.nvvm_opt import main
from nvvm_xdsl_testing.cuda_tools import has_tool, ptxas

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

TWO_MODULES = """\
module attributes {gpu.container_module} {
  gpu.module @first {
    llvm.func @k1(%p: !llvm.ptr<1>) attributes {nvvm.kernel} {
      %c = llvm.mlir.constant(1.0 : f32) : f32
      llvm.store %c, %p : f32, !llvm.ptr<1>
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


def run(args: list[str], capsys: pytest.CaptureFixture[str], stdin: bytes = b"") -> tuple[int, str, str]:
    """nvvm-opt in-process: (exit status, stdout, stderr)."""
    old_stdin = sys.stdin
    sys.stdin = io.TextIOWrapper(io.BytesIO(stdin))
    try:
        main(args)
        status = 0
    except SystemExit as exit_:
        status = exit_.code if isinstance(exit_.code, int) else 1
    finally:
        sys.stdin = old_stdin
    out, err = capsys.readouterr()
    return status, out, err


def assembles(ptx_text: str, arch: str = "sm_90") -> None:
    if has_tool("ptxas"):
        ptxas(ptx_text, arch).check()


def xdsl_opt(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "xdsl.tools.xdsl_opt", *args], capture_output=True, text=True)


def one_plain_error(status: int, err: str, text: str) -> None:
    lines = err.strip().splitlines()
    assert status == 1 and len(lines) == 1, err
    assert text in lines[0] and "internal compiler error" not in err and "Traceback" not in err


@pytest.fixture
def kernel(tmp_path: Path) -> Path:
    path = tmp_path / "k.mlir"
    path.write_text(KERNEL)
    return path


# -- the driver's options apply to lower-to-ptx inside -p -------------------------------------


@pytest.mark.parametrize("pipeline", [[], ["-p", "lower-to-ptx", "-t", "ptx"], ["-t", "ptx"]])
def test_options_reach_lower_to_ptx_in_any_pipeline(kernel: Path, pipeline: list[str], capsys):
    status, out, err = run([str(kernel), *pipeline, "--sm", "75", "-O1", "--no-line-info", "--fp-contract", "fast"], capsys)
    assert status == 0, err
    assert ".target sm_75" in out and ".loc" not in out
    assert "fma.rn.f32" in out  # fp-contract=fast fused the uncontracted fmul+fadd
    assembles(out, "sm_75")
    default = run([str(kernel), "--sm", "75", "-O1", "--no-line-info", "--fp-contract", "fast"], capsys)[1]
    assert out == default


def test_option_no_pass_takes_or_contradicted_is_a_usage_error(kernel: Path, capsys):
    status, _, err = run([str(kernel), "-p", "memory-space-opt", "--sm", "75"], capsys)
    assert status == 2 and "--sm" in err and "no pass" in err
    status, _, err = run([str(kernel), "-p", "lower-to-ptx{sm=80}", "-t", "ptx", "--sm", "75"], capsys)
    assert status == 2 and "contradicts" in err


# -- reports on stderr ------------------------------------------------------------------------


def test_time_passes_and_print_between_passes_go_to_stderr(kernel: Path, capsys):
    plain = run([str(kernel)], capsys)[1]
    status, out, err = run([str(kernel), "--time-passes", "--print-between-passes"], capsys)
    assert status == 0 and out == plain
    assert "IR Dump After verify-nvvm-input" in err
    report = err[err.index("Execution time report") :]
    names = re.findall(r"^\s+\d+\.\d{4} \(\s*\d+\.\d%\)  (\S+)$", report, re.M)
    assert names[0] == "Parser" and names[-3:] == ["Output", "Rest", "Total"]
    assert {"memory-space-opt", "convert-llvm-to-ptx"} <= set(names)
    assert re.search(r"Total Execution Time: \d+\.\d{4} seconds", report)


# -- inputs and outputs -----------------------------------------------------------------------


def test_stdin_and_stdout_dashes(kernel: Path, capsys, tmp_path: Path):
    status, out, err = run(["-", "-o", "-"], capsys, stdin=KERNEL.encode())
    assert status == 0, err
    assert ".visible .entry k(" in out and not (tmp_path / "-").exists()
    assert out == run([str(kernel)], capsys)[1].replace(str(kernel), "<stdin>")


@pytest.mark.parametrize(
    ("make", "text"),
    [
        (lambda d: d / "missing.mlir", "cannot read: No such file"),
        (lambda d: d, "is a directory"),
        (lambda d: (d / "bin.mlir").write_bytes(b"\x7fELF\x02\x01\x01\x00\xff\xfe") and d / "bin.mlir", "not UTF-8 text"),
        (lambda d: (d / "k.txt").write_text(KERNEL) and d / "k.txt", "unknown input kind '.txt'"),
    ],
    ids=["missing", "directory", "binary", "extension"],
)
def test_unreadable_inputs_are_plain_errors(make, text: str, tmp_path: Path, capsys):
    status, out, err = run([str(make(tmp_path))], capsys)
    one_plain_error(status, err, text)
    assert out == ""


def test_input_kind_by_x(tmp_path: Path, capsys):
    (tmp_path / "k.txt").write_text(KERNEL)
    status, out, err = run(["-x", "mlir", str(tmp_path / "k.txt")], capsys)
    assert status == 0 and ".visible .entry k(" in out, err


def test_llvm_ir_input_needs_the_frontend(tmp_path: Path, capsys):
    try:
        import nvvm_xdsl.frontend.llvm_ir  # type: ignore[import-not-found,unused-ignore]  # noqa: F401
    except ModuleNotFoundError:
        (tmp_path / "k.ll").write_text("define void @k() {\n  ret void\n}\n")
        status, _, err = run([str(tmp_path / "k.ll")], capsys)
        one_plain_error(status, err, "LLVM IR input needs the llvm frontend")
    else:
        pytest.skip("the LLVM IR frontend is installed (its own tests cover it)")


@pytest.mark.parametrize("text", ["", "\n", "// only a comment\n"])
def test_empty_file_is_an_empty_module(tmp_path: Path, capsys, text: str):
    (tmp_path / "empty.mlir").write_text(text)
    status, out, err = run([str(tmp_path / "empty.mlir")], capsys)
    assert status == 0, err
    assert ".target sm_90" in out and ".entry" not in out
    assembles(out)
    assert nvvm_xdsl.compile("") == out
    if text.startswith("//"):  # stock xdsl-opt too (once: a process start costs a second)
        proc = xdsl_opt(str(tmp_path / "empty.mlir"), "-p", "lower-to-ptx", "-t", "ptx")
        assert proc.returncode == 0 and proc.stdout == out.replace(str(tmp_path / "empty.mlir"), ""), proc.stderr


def test_version_names_both(capsys):
    status, out, _ = run(["--version"], capsys)
    assert status == 0 and f"nvvm-xdsl {nvvm_xdsl.__version__}" in out and "xDSL 0.74" in out


def test_help_leads_with_own_options(capsys):
    status, out, _ = run(["--help"], capsys)
    assert status == 0
    body = out[out.index("nvvm-opt options") :]
    assert body.index("--sm") < body.index("--passes") < body.index("--print-op-generic")
    assert "replaces the default pipeline" in out or "replacing the default" in out
    assert "convert-linalg-to-loops" not in out  # xDSL's own passes are not listed


# -- validation and warnings, both routes ----------------------------------------------------


def test_unknown_ptx_version_refused(kernel: Path, capsys):
    status, _, err = run([str(kernel), "--ptx-version", "99.9"], capsys)
    assert status == 2 and "unknown PTX ISA version 99.9" in err
    status, _, err = run([str(kernel), "--ptx-version", "8.5"], capsys)
    assert status == 0, err
    proc = xdsl_opt(str(kernel), "-p", 'lower-to-ptx{ptx-version="99.9"}', "-t", "ptx")
    assert proc.returncode == 1 and "unknown PTX ISA version 99.9" in proc.stderr and "Traceback" not in proc.stderr


NOT_A_KERNEL = """\
llvm.func @f() attributes {nvvm.reqntid = array<i32: 128, 1, 1>} {
  llvm.return
}
"""


def test_launch_bounds_on_a_non_kernel_warn(tmp_path: Path, capsys):
    path = tmp_path / "f.mlir"
    path.write_text(NOT_A_KERNEL)
    status, out, err = run([str(path)], capsys)
    assert status == 0 and ".func f()" in out
    assert f"{path}:1:1: warning: 'nvvm.reqntid' on @f, which is not a kernel" in err
    proc = xdsl_opt(str(path), "-p", "lower-to-ptx", "-t", "ptx")
    assert proc.returncode == 0 and "warning: 'nvvm.reqntid' on @f, which is not a kernel" in proc.stderr


GPU_PRINTF_MISMATCH = """\
gpu.module @m {
  gpu.func @k(%s: f32) kernel {
    gpu.printf "%d %s\\n", %s : f32
    gpu.return
  }
}
"""


def test_warnings_on_rewritten_ops_name_the_input_line(tmp_path: Path, capsys):
    """gpu.printf's format warning concerns the llvm.call a rewrite made of it: it names the
    gpu.printf's line on both routes (the fuzzer found it unlocated)."""
    path = tmp_path / "p.mlir"
    path.write_text(GPU_PRINTF_MISMATCH)
    status, _, err = run([str(path)], capsys)
    assert status == 0 and f"{path}:3:5: warning: format '%d'" in err, err
    proc = xdsl_opt(str(path), "-p", "lower-to-ptx", "-t", "ptx")
    assert proc.returncode == 0 and f"{path}:3:5: warning: format '%d'" in proc.stderr, proc.stderr
    assert all(re.match(r"^\S+:\d+:\d+: warning: ", line) for line in proc.stderr.splitlines())


def test_memory_space_opt_keeps_locations():
    ptx_text = str(nvvm_xdsl.compile(KERNEL, opt_level=0))
    body = ptx_text[ptx_text.index("cvta.to.global") :]
    # The address arithmetic of the GEP it retyped is line 10's, not the function's line 9.
    assert re.search(r"\.loc\t1 10 3\n\tshl\.b64", body), body
    assembles(ptx_text)


# -- the Python API ---------------------------------------------------------------------------


def test_compile_api(capsys, kernel: Path):
    ptx_text = nvvm_xdsl.compile(KERNEL, sm=80, ptx_version="8.0")
    assert isinstance(ptx_text, str) and ".target sm_80" in ptx_text and ".version 8.0" in ptx_text
    assembles(ptx_text, "sm_80")
    assert ptx_text == run([str(kernel), "--sm", "80", "--ptx-version", "8.0"], capsys)[1].replace(str(kernel), "<source>")
    bad_inputs = Path(__file__).with_name("bad_inputs")
    with pytest.raises(nvvm_xdsl.CompileError) as error:
        nvvm_xdsl.compile((bad_inputs / "atomicrmw_fadd_int.mlir").read_text(), filename="bad.mlir")
    assert error.value.diagnostics == [
        "bad.mlir:3:3: error: 'llvm.atomicrmw' does not verify: 'fadd' expects a floating-point value, got i32"
    ]
    with pytest.raises(nvvm_xdsl.CompileError, match=r"<source>:3:\d+: error: 'memref.load' does not verify: expected an index"):
        nvvm_xdsl.compile((bad_inputs / "memref_load_index_count.mlir").read_text())
    assert re.fullmatch(r"\d+\.\d+.*", nvvm_xdsl.__version__)


def test_import_is_cheap():
    code = "import sys, nvvm_xdsl; print(sorted(m for m in sys.modules if m.startswith('xdsl')))"
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert proc.stdout.strip() == "[]"


# -- one PTX/cubin per gpu.module, -t cubin ----------------------------------------------------


def test_one_output_per_gpu_module(tmp_path: Path, capsys):
    source = tmp_path / "two.mlir"
    source.write_text(TWO_MODULES)
    out_dir = tmp_path / "out"
    out_dir.mkdir()
    status, _, err = run([str(source), "-o", str(out_dir)], capsys)
    assert status == 0, err
    assert sorted(p.name for p in out_dir.iterdir()) == ["first.ptx", "second.ptx"]
    assembles((out_dir / "first.ptx").read_text(), "sm_90")
    assembles((out_dir / "second.ptx").read_text(), "sm_80")
    modules = nvvm_xdsl.compile_modules(TWO_MODULES)
    assert modules == {"first": (out_dir / "first.ptx").read_text(), "second": (out_dir / "second.ptx").read_text()}


def test_cubin(tmp_path: Path, capsys, kernel: Path):
    if not has_tool("ptxas"):
        pytest.skip("ptxas is not installed")
    source = tmp_path / "two.mlir"
    source.write_text(TWO_MODULES)
    status, _, err = run([str(source), "-t", "cubin", "-o", str(tmp_path)], capsys)
    assert status == 0, err
    for name in ("first", "second"):
        assert (tmp_path / f"{name}.cubin").read_bytes().startswith(b"\x7fELF")
    status, _, err = run([str(source), "-t", "cubin", "-o", str(tmp_path / "x.cubin")], capsys)
    assert status == 1 and "-o DIR" in err
    cubin = nvvm_xdsl.compile(KERNEL, output="cubin")
    assert isinstance(cubin, bytes) and cubin.startswith(b"\x7fELF")


def test_cubin_without_ptxas_names_where_to_get_it(monkeypatch):
    monkeypatch.setattr(cuda_tools, "wheel_bin_dirs", lambda: [])
    monkeypatch.delenv("CUDA_HOME", raising=False)
    monkeypatch.delenv("CUDA_PATH", raising=False)
    monkeypatch.setenv("PATH", "")
    cuda_tools.find_tool.cache_clear()
    try:
        with pytest.raises(nvvm_xdsl.CompileError) as error:
            nvvm_xdsl.compile(KERNEL, output="cubin")
    finally:
        cuda_tools.find_tool.cache_clear()
    message = str(error.value)
    assert "ptxas not found" in message and "nvidia-cuda-nvcc" in message and "CUDA_HOME" in message


def test_memory_space_opt_leaves_no_op_unlocated():
    """Corpus kernels with every op located when memory-space-opt starts: every op it adds has
    a location (its retyped GEP/select copies and casts used to be `loc(unknown)`)."""
    from xdsl.dialects.builtin import FileLineColLoc, IntAttr, StringAttr, UnknownLoc

    from nvvm_xdsl.compiler import parse_input, universe_context, verify_input
    from nvvm_xdsl.transforms.lower_to_ptx import LowerToPTXPass
    from nvvm_xdsl.transforms.memory_space_opt import MemorySpaceOptPass

    added = 0
    for path in sorted((Path(__file__).parent / "corpus").glob("*.mlir")):
        ctx = universe_context()
        module = parse_input(ctx, path.read_bytes(), str(path))
        passes = LowerToPTXPass(opt_level=0).passes()
        try:
            verify_input(module)
            for module_pass in passes[: [type(p) for p in passes].index(MemorySpaceOptPass)]:
                module_pass.apply(ctx, module)
        except Exception:  # noqa: BLE001 - the corpus's known failures are test_corpus's
            continue
        for line, op in enumerate(module.walk(), start=1):
            op.location = FileLineColLoc(StringAttr("/src/k.py"), IntAttr(line), IntAttr(1))
        count = sum(1 for _ in module.walk())
        MemorySpaceOptPass().apply(ctx, module)
        added += max(0, sum(1 for _ in module.walk()) - count)
        assert not [op.name for op in module.walk() if isinstance(op.location, UnknownLoc)], path.name
    assert added > 50  # the corpus exercises the rewrites
