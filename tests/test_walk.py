"""`nvvm_xdsl.walk` (issue 19): the same ops in the same order as xDSL's `walk()`, on modules
with nested regions (gpu.modules, scf) and on the big producer modules."""

from __future__ import annotations

from pathlib import Path

import pytest
from xdsl.context import Context
from xdsl.dialects import llvm
from xdsl.universe import Universe

from nvvm_xdsl.fast_parse import CachingParser
from nvvm_xdsl.walk import blocks, blocks_and_operations, functions, operations, operations_in, operations_of_type

ROOT = Path(__file__).resolve().parent.parent
MODULES = sorted(
    {
        *ROOT.glob("tests/producers/triton/matmul_sm80.mlir"),
        *ROOT.glob("tests/producers/mlir_gpu/*.mlir"),
        *ROOT.glob("tests/xdsl_programs/*.mlir"),
    }
)


@pytest.mark.parametrize("path", MODULES, ids=[str(p.relative_to(ROOT)) for p in MODULES])
def test_same_ops_in_the_same_order_as_walk(path: Path):
    ctx = Context(allow_unregistered=True)
    for name, factory in Universe.get_multiverse().all_dialects.items():
        ctx.register_dialect(name, factory)
    module = CachingParser(ctx, path.read_text(), str(path)).parse_module()
    walked = list(module.walk())
    assert operations(module) == walked
    assert operations_in(module.body) == list(module.body.walk())
    assert operations_of_type(module, llvm.FuncOp) == [op for op in walked if isinstance(op, llvm.FuncOp)]
    assert functions(module) == operations_of_type(module, llvm.FuncOp)
    assert blocks(module) == list(module.walk_blocks())
    assert blocks_and_operations(module) == (list(module.walk_blocks()), walked[1:])
    for func in functions(module):
        assert blocks_and_operations(func) == (list(func.walk_blocks()), list(func.body.walk()))


def test_modules_with_nested_regions_are_among_them():
    """The comparison above covers ops inside regions inside regions."""
    assert any("gpu.module" in path.read_text() and "scf." in path.read_text() for path in MODULES)
