"""nvvm_xdsl.target: target spellings, the PTX ISA version of each target (checked against
ptxas), the automatic `.version`, and the one requirement check selection uses."""

from __future__ import annotations

import pytest
from xdsl.dialects import test as test_dialect

from nvvm_xdsl.diagnostics import OpDiagnostic
from nvvm_xdsl.target import _TARGET_PTX, Target, TargetUse
from nvvm_xdsl_testing.cuda_tools import CudaToolMissing, find_tool, ptxas

# Targets ptxas 13.5 takes as -arch (`ptxas --help`); older PTX targets assemble for sm_75.
_PTXAS_ARCHS = {
    "sm_75", "sm_80", "sm_86", "sm_87", "sm_88", "sm_89", "sm_90", "sm_90a",
    "sm_100", "sm_100a", "sm_100f", "sm_103", "sm_103a", "sm_103f", "sm_110", "sm_110a",
    "sm_110f", "sm_120", "sm_120a", "sm_120f", "sm_121", "sm_121a", "sm_121f",
}


@pytest.mark.parametrize(
    ("spelling", "name", "flag"),
    [(90, "sm_90", "90"), ("90a", "sm_90a", "90a"), ("sm_100f", "sm_100f", "100f"), (" 120a", "sm_120a", "120a")],
)
def test_parse(spelling: int | str, name: str, flag: str) -> None:
    target = Target.parse(spelling)
    assert (target.name, target.flag) == (name, flag)


@pytest.mark.parametrize("spelling", ["90x", "sm90", "91", "90f", "compute_90", ""])
def test_parse_rejects(spelling: str) -> None:
    with pytest.raises(ValueError):
        Target.parse(spelling)


def test_automatic_version() -> None:
    assert Target.parse(90).ptx_version() == (8, 0)  # the default never goes below 8.0
    assert Target.parse(80).ptx_version() == (8, 0)
    assert Target.parse("100a").ptx_version() == (8, 6)
    assert Target.parse("100f").ptx_version() == (8, 8)
    assert Target.parse("90a").ptx_version(needed=(8, 3)) == (8, 3)
    assert Target.parse("90a", "7.8").ptx_version(needed=(8, 3)) == (7, 8)  # explicit wins


# PTX ISA versions in release order (there is no 5.1 or 6.6).
_PTX_VERSIONS = [(3, 2), (4, 0), (4, 1), (4, 2), (4, 3), (5, 0), *((6, m) for m in range(6)),
                 *((7, m) for m in range(9)), *((8, m) for m in range(9)), (9, 0)]


def _ptx(version: tuple[int, int], target: str) -> str:
    return f".version {version[0]}.{version[1]}\n.target {target}\n.address_size 64\n\n.visible .entry k()\n{{\n\tret;\n}}\n"


@pytest.mark.parametrize("key", sorted(_TARGET_PTX), ids=lambda key: f"sm_{key[0]}{key[1]}")
def test_first_ptx_version_of_each_target(key: tuple[int, str]) -> None:
    """ptxas takes each target at the version the table names and rejects it one before."""
    try:
        find_tool("ptxas")
    except CudaToolMissing as missing:
        pytest.skip(str(missing))
    target = Target(*key)
    arch = target.name if target.name in _PTXAS_ARCHS else "sm_75" if target.sm < 75 else None
    if arch is None:
        pytest.skip(f"ptxas 13.5 has no -arch for {target.name}")
    major, minor = target.min_ptx
    ptxas(_ptx((major, minor), target.name), arch).check()
    earlier = _PTX_VERSIONS[_PTX_VERSIONS.index((major, minor)) - 1]
    rejected = ptxas(_ptx(earlier, target.name), arch)
    assert not rejected.ok and f"does not support .target {target.name}" in rejected.stderr


def _use(sm: str, ptx: str | None = None) -> TargetUse:
    return TargetUse(Target.parse(sm, ptx))


def test_require_records_the_version_it_needs() -> None:
    use = _use("90a")
    use.require(test_dialect.TestOp(), "feature", min_sm=90, arch_specific=True, min_ptx=(8, 4))
    assert use.ptx_version == (8, 4)


@pytest.mark.parametrize(
    ("sm", "ptx", "needs", "message"),
    [
        ("80", None, {"min_sm": 90, "arch_specific": True},
         "wgmma needs sm_90a, but the target is sm_80: pass --sm 90a to nvvm-opt (sm=90a to the pass)"),
        ("90", None, {"min_sm": 90, "arch_specific": True}, "but the target is sm_90: pass --sm 90a"),
        ("100a", None, {"min_sm": 90, "arch_specific": True}, "wgmma needs sm_90a, but the target is sm_100a"),
        ("70", None, {"min_sm": 80}, "wgmma needs sm_80 or newer, but the target is sm_70: pass --sm 80"),
        ("90", "7.8", {"min_sm": 90, "min_ptx": (8, 0)},
         "wgmma needs PTX ISA 8.0 or newer, but the ptx-version is 7.8: pass --ptx-version 8.0"),
        ("120a", None, {"min_sm": 100, "family_specific": True}, "wgmma needs sm_100f or sm_100a"),
    ],
)
def test_require_names_the_need_and_the_flag(sm: str, ptx: str | None, needs: dict, message: str) -> None:
    with pytest.raises(OpDiagnostic) as raised:
        _use(sm, ptx).require(test_dialect.TestOp(), "wgmma", **needs)
    assert message in str(raised.value)
    assert "'test.op'" in str(raised.value)


@pytest.mark.parametrize(("sm", "ok"), [("100a", True), ("100f", True), ("103f", True), ("103a", True), ("100", False), ("120f", False)])
def test_family_specific(sm: str, ok: bool) -> None:
    assert Target.parse(sm).has(min_sm=100, family_specific=True) is ok
