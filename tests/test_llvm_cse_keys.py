"""llvm-cse's per-class shortcuts (issue 19) decide as the plain rules do: which ops merge
(`llvm.*`, results, no regions or successors, not a terminator, no side effects), and equal
`OperationInfo`s get equal keys."""

from __future__ import annotations

from pathlib import Path

import pytest
from xdsl.context import Context
from xdsl.ir import Operation
from xdsl.traits import IsTerminator, is_side_effect_free
from xdsl.transforms.common_subexpression_elimination import OperationInfo
from xdsl.universe import Universe

from nvvm_xdsl.fast_parse import CachingParser
from nvvm_xdsl.transforms.llvm_cse import _Key, _Mergeable

ROOT = Path(__file__).resolve().parent.parent
MODULES = [
    ROOT / "tests" / "producers" / "triton" / "flash_attention.mlir",
    *sorted(ROOT.glob("tests/producers/mlir_gpu/*.mlir")),
]


def _plain_rule(op: Operation) -> bool:
    return (
        op.name.startswith("llvm.")
        and bool(op.results)
        and not op.regions
        and not op.successors
        and not op.has_trait(IsTerminator)
        and is_side_effect_free(op)
    )


@pytest.mark.parametrize("path", MODULES, ids=[p.stem for p in MODULES])
def test_mergeable_and_keys_as_the_plain_rules(path: Path):
    ctx = Context()
    for name, factory in Universe.get_multiverse().all_dialects.items():
        ctx.register_dialect(name, factory)
    module = CachingParser(ctx, path.read_text(), str(path)).parse_module()
    mergeable = _Mergeable()
    hashes: dict[int, tuple] = {}
    ops = list(module.walk())
    assert [mergeable(op) for op in ops] == [_plain_rule(op) for op in ops]
    keys = [(_Key(op, hashes), OperationInfo(op)) for op in ops if _plain_rule(op)]
    by_info: dict[OperationInfo, _Key] = {}
    for key, info in keys:
        if info in by_info:
            assert by_info[info] == key and hash(by_info[info]) == hash(key)
        by_info.setdefault(info, key)
    if path.stem == "flash_attention":
        assert len(by_info) < len(keys), "some ops are equal (CSE candidates)"
