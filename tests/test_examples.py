"""Every example compiles with `nvvm-opt` (the README's main job) and ptxas assembles the PTX;
the pipeline can also be run one pass at a time through text files with the same result."""

from __future__ import annotations

import subprocess
import sys
from io import StringIO
from pathlib import Path

import pytest
from xdsl.context import Context
from xdsl.parser import Parser
from xdsl.printer import Printer

from nvvm_xdsl.backend.ptx_printer import PTXTarget
from nvvm_xdsl.transforms.lower_to_ptx import LowerToPTXPass
from nvvm_xdsl_testing.cuda_tools import has_tool, ptxas
from nvvm_xdsl_testing.example_flags import example_flags, example_target
from nvvm_xdsl_testing.mlir_to_llvm_ir import universe_context

ROOT = Path(__file__).resolve().parent.parent
EXAMPLES = sorted((ROOT / "examples").glob("*.mlir"))
NVVM_OPT = Path(sys.executable).parent / "nvvm-opt"

def parse_mlir(text: str, ctx: Context):
    return Parser(ctx, text).parse_module()


needs_ptxas = pytest.mark.skipif(not has_tool("ptxas"), reason="ptxas is not installed")


def compile_example(path: Path, *extra: str) -> str:
    result = subprocess.run(
        [str(NVVM_OPT), str(path), *example_flags(path), *extra], capture_output=True, text=True
    )
    assert result.returncode == 0, result.stderr
    assert "Traceback" not in result.stderr
    return result.stdout


def test_examples_exist():
    names = {path.stem for path in EXAMPLES}
    assert {"saxpy", "reduction", "struct_byval", "printf", "varargs", "aggregate_copy"} <= names


@needs_ptxas
@pytest.mark.parametrize("example", EXAMPLES, ids=lambda p: p.stem)
def test_example_assembles(example: Path, tmp_path: Path):
    out = tmp_path / "out.ptx"
    compile_example(example, "-o", str(out))
    ptx = out.read_text()
    target = example_target(example)
    assert f".target sm_{target}\n" in ptx and ".address_size 64" in ptx
    ptxas(ptx, arch=f"sm_{target}").check()


@needs_ptxas
@pytest.mark.parametrize(
    "example, kernel",
    [("struct_byval", "apply_params"), ("aggregate_copy", "struct_split_test"), ("saxpy", "saxpy")],
)
def test_example_needs_no_stack_frame(example: str, kernel: str):
    """Byval fields read from param space and split aggregates stay out of local memory."""
    ptx = compile_example(ROOT / "examples" / f"{example}.mlir")
    resources = ptxas(ptx, arch="sm_90", extra_args=("-v",)).check().functions
    assert resources[kernel].stack_frame == 0, resources[kernel]


@pytest.mark.parametrize("example", EXAMPLES, ids=lambda p: p.stem)
def test_pipeline_step_by_step_through_text(example: Path):
    """Each pass's output is valid IR that the next pass reads back from text, and running the
    passes one at a time that way gives the same PTX as the whole pipeline at once."""
    text = example.read_text()
    ctx = universe_context()
    one_shot = parse_mlir(text, ctx)
    pipeline = LowerToPTXPass(sm=example_target(example))
    pipeline.apply(ctx, one_shot)
    expected = StringIO()
    PTXTarget().emit(ctx, one_shot, expected)

    for step in pipeline.passes():
        ctx = universe_context()
        module = parse_mlir(text, ctx)
        step.apply(ctx, module)
        module.verify()
        printed = StringIO()
        Printer(stream=printed).print_op(module)
        text = printed.getvalue()
    ctx = universe_context()
    final = parse_mlir(text, ctx)
    actual = StringIO()
    PTXTarget().emit(ctx, final, actual)
    assert actual.getvalue() == expected.getvalue()
