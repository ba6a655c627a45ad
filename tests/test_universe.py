"""The plugin wiring: stock xdsl-opt sees our passes, dialects and the ptx target."""

import os
import subprocess
import sys
from pathlib import Path

import pytest
from xdsl.universe import Universe

PASSES = (
    "lower-struct-args",
    "memory-space-opt",
    "lower-aggr-copies",
    "printf-lowering",
    "lower-varargs",
    "convert-llvm-to-ptx",
    "lower-to-ptx",
)
BIN = Path(sys.executable).parent


def test_multiverse_contains_project():
    multiverse = Universe.get_multiverse()
    for name in PASSES:
        assert name in multiverse.all_passes
    assert "ptx" in multiverse.all_targets
    assert {"nvvm", "ptx"} <= set(multiverse.all_dialects)
    # Dialect factories are keyed by the dialect's own name (xDSL loads them lazily by prefix).
    for key in ("nvvm", "ptx", "llvm"):
        assert multiverse.all_dialects[key]().name == key


def test_stock_xdsl_opt_help_lists_passes_and_target():
    # A wide terminal keeps argparse from hyphen-wrapping the pass lists.
    env = {**os.environ, "COLUMNS": "10000"}
    help_text = subprocess.run(
        [str(BIN / "xdsl-opt"), "--help"], capture_output=True, text=True, check=True, env=env
    ).stdout
    passes = help_text.split("Available passes are:")[1].split()[0].split(",")
    targets = help_text.split("Available targets are:")[1].split()[0].split(",")
    assert set(PASSES) <= set(passes)
    assert "ptx" in targets


def test_extended_llvm_dialect_keeps_xdsl_ops():
    from xdsl.dialects.llvm import LLVM

    from nvvm_xdsl.universe import extended_llvm_dialect

    extended = {op.name for op in extended_llvm_dialect().operations}
    assert {op.name for op in LLVM.operations} <= extended


@pytest.mark.parametrize("name", PASSES)
def test_every_pass_is_a_frozen_dataclass_with_its_name(name):
    pass_class = Universe.get_multiverse().all_passes[name]()
    assert pass_class.name == name
    assert pass_class.__dataclass_params__.frozen


def test_nvvm_opt_exists():
    result = subprocess.run([str(BIN / "nvvm-opt"), "--help"], capture_output=True, text=True)
    assert result.returncode == 0
    assert "--sm" in result.stdout
