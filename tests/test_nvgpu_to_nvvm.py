"""The `nvgpu` dialect and `convert-nvgpu-to-nvvm` against Debian's `mlir-opt-22`:

* its printing of the round-trip lit test is ours (names of values aside);
* on each lowering lit test, `mlir-opt-22 --convert-nvgpu-to-nvvm` and our pass give the same
  NVVM ops in the same order, each with the same properties and operand/result types (the
  address arithmetic around them differs: MLIR reads memref descriptors, we bare pointers);
* the wgmma matrix descriptors' constant fields are MLIR's (the constants both add or `or` in).
"""

from __future__ import annotations

import re
from io import StringIO
from pathlib import Path

import pytest
from xdsl.dialects.builtin import IntegerAttr, ModuleOp
from xdsl.printer import Printer

from nvvm_xdsl.transforms.convert_nvgpu_to_nvvm import ConvertNVGPUToNVVMPass
from nvvm_xdsl_testing.mlir_opt import MLIR_OPT
from nvvm_xdsl_testing.mlir_opt import run_mlir_opt as _mlir_opt
from nvvm_xdsl_testing.mlir_to_llvm_ir import parse_mlir, universe_context

ROOT = Path(__file__).resolve().parent.parent
LOWERING = ROOT / "tests" / "filecheck" / "transforms" / "convert_nvgpu_to_nvvm"
ROUND_TRIP = ROOT / "tests" / "filecheck" / "dialects" / "nvgpu" / "ops.mlir"
needs_mlir_opt = pytest.mark.skipif(MLIR_OPT is None, reason="mlir-opt-22 not installed")
CASES = sorted(p.name for p in LOWERING.glob("*.mlir") if p.name != "invalid.mlir")


def _print(module: ModuleOp) -> str:
    out = StringIO()
    Printer(stream=out).print_op(module)
    return out.getvalue()


def _values_renamed(text: str) -> list[str]:
    return [re.sub(r"%[\w.$-]+", "%v", line.strip()) for line in text.strip().splitlines()[1:]]


@needs_mlir_opt
def test_round_trip_prints_as_mlir_opt_22():
    text = ROUND_TRIP.read_text()
    ours = _values_renamed(_print(parse_mlir(text, universe_context())))
    theirs = _values_renamed(_mlir_opt(text))
    # xDSL prints func.return in full, a memref's integer memory space and an i64 array's
    # elements with their type (MLIR elides them); everything of the nvgpu dialect prints alike
    ours = [re.sub(r"(memref<[^>]*, \d+) : i64>", r"\1>", line) for line in ours]
    ours = [line.replace("func.return", "return").replace(" : i64, ", ", ").replace(" : i64]", "]")
            if "func.return" in line or "mmaShape" in line else line for line in ours]
    assert ours == theirs


def _nvvm_ops(module: ModuleOp) -> list[tuple[str, str, str, str]]:
    """(name, properties, operand types, result types) of every nvvm op, in order."""
    found = []
    for op in module.walk():
        if op.dialect_name() != "nvvm":
            continue
        properties = {k: v for k, v in op.properties.items() if k != "operandSegmentSizes"}
        found.append((op.name, str(sorted((k, str(v)) for k, v in properties.items())),
                      str([str(o.type) for o in op.operands]), str([str(r.type) for r in op.results])))
    return found


@needs_mlir_opt
@pytest.mark.parametrize("name", CASES)
def test_same_nvvm_ops_as_mlir_opt_22(name: str):
    text = (LOWERING / name).read_text()
    theirs = parse_mlir(_mlir_opt(text, "--convert-nvgpu-to-nvvm"), universe_context())
    ours = parse_mlir(text, universe_context())
    ConvertNVGPUToNVVMPass().apply(universe_context(), ours)
    expected = _nvvm_ops(theirs)
    assert expected, "the case lowers to no NVVM op"
    assert _nvvm_ops(ours) == expected


def _constants(module: ModuleOp) -> set[int]:
    return {
        op.value.value.data for op in module.walk()
        if op.name == "llvm.mlir.constant" and isinstance(op.value, IntegerAttr)  # pyright: ignore
    }


@needs_mlir_opt
def test_wgmma_descriptor_fields_are_mlirs():
    """MLIR ors the swizzle, stride and leading dimension in one by one; we fold them into one
    constant: ours must be their or, and the per-step offsets must be theirs."""
    text = (LOWERING / "warpgroup_mma.mlir").read_text()
    theirs = _constants(parse_mlir(_mlir_opt(text, "--convert-nvgpu-to-nvvm"), universe_context()))
    ours_module = parse_mlir(text, universe_context())
    ConvertNVGPUToNVVMPass().apply(universe_context(), ours_module)
    ours = _constants(ours_module)
    swizzle, stride = 1 << 62, 64 << 32
    for leading in (1024, 512):  # 128 and 64 rows
        assert leading in theirs and (1 << 62) >> 62 in theirs and 64 in theirs
        assert swizzle | stride | (leading << 16) in ours
    steps = {c for c in theirs if 0 < c < 4096 and c % 2 == 0} - {16, 32, 46, 50, 62, 64, 512, 1024}
    assert steps and steps <= ours
