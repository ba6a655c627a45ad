"""Debian's `mlir-opt-22` as the reference printer, and our printing of the same text, for the
tests that compare the two (skipped where mlir-opt-22 is not installed)."""

from __future__ import annotations

import shutil
import subprocess
from io import StringIO

from xdsl.printer import Printer

from nvvm_xdsl_testing.mlir_to_llvm_ir import make_context, parse_mlir

MLIR_OPT = shutil.which("mlir-opt-22")


def run_mlir_opt(text: str, *args: str) -> str:
    """What mlir-opt-22 prints for `text` with `args`."""
    assert MLIR_OPT is not None
    return subprocess.run([MLIR_OPT, *args], input=text, capture_output=True, text=True, check=True).stdout


def print_ours(text: str) -> str:
    """`text` parsed in the project's context and printed back."""
    out = StringIO()
    Printer(stream=out).print_op(parse_mlir(text, make_context()))
    return out.getvalue()
