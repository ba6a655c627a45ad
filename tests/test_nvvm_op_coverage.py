"""How much of MLIR's NVVM dialect the `nvvm` dialect registers.

`tests/nvvm_ops_td.txt` lists the ops of NVVMOps.td (the commit it was read at is in its
header). The gap is stated here exactly, so that an op added without updating `NOT_YET_REGISTERED`,
or a listed op that disappears, fails the test.
"""

from __future__ import annotations

from pathlib import Path

from nvvm_xdsl.dialects.nvvm import NVVM

TD_OPS_FILE = Path(__file__).with_name("nvvm_ops_td.txt")

# Ops of NVVMOps.td the dialect does not register yet (issue #14): none at this commit.
NOT_YET_REGISTERED: frozenset[str] = frozenset()

# Registered ops MLIR's current NVVMOps.td does not define: this project's ABI ops (see
# dialects/nvvm.py) and the `.shared` mbarrier ops older MLIR had (kept so older input parses).
PROJECT_OPS: frozenset[str] = frozenset(
    {
        "nvvm.cvt.generic.to.as",
        "nvvm.cvt.param.to.generic",
        "nvvm.cvt.param.to.global",
        "nvvm.ldparam",
        "nvvm.split.struct",
        "nvvm.vararg.base",
        "nvvm.mbarrier.arrive.nocomplete.shared",
        "nvvm.mbarrier.arrive.shared",
        "nvvm.mbarrier.init.shared",
        "nvvm.mbarrier.inval.shared",
        "nvvm.mbarrier.test.wait.shared",
    }
)


def td_ops() -> set[str]:
    lines = TD_OPS_FILE.read_text().splitlines()
    return {line.strip() for line in lines if line.strip() and not line.startswith("#")}


def registered_ops() -> set[str]:
    return {op.name for op in NVVM.operations}


def test_list_is_well_formed():
    ops = td_ops()
    assert len(ops) == 166
    assert all(op.startswith("nvvm.") for op in ops)


def test_gap_is_exactly_the_known_one():
    missing = td_ops() - registered_ops()
    assert missing == NOT_YET_REGISTERED, (
        f"newly registered: {sorted(NOT_YET_REGISTERED - missing)}; newly missing: {sorted(missing - NOT_YET_REGISTERED)}"
    )


def test_extra_ops_are_the_projects_own():
    assert registered_ops() - td_ops() == PROJECT_OPS


def test_coverage_count():
    """The number the README states: N of M NVVMOps.td ops registered."""
    ops = td_ops()
    covered = len(ops & registered_ops())
    assert (covered, len(ops)) == (len(ops) - len(NOT_YET_REGISTERED), 166)


def test_every_registered_op_has_a_selector():
    """Selection knows every op the dialect registers (by name in isel.py's table, or by class
    in the NVVM tables); special registers share one handler."""
    from nvvm_xdsl.backend import isel
    from nvvm_xdsl.backend.isel_nvvm import NVVM_SELECTORS
    from nvvm_xdsl.backend.isel_nvvm_mma import SELECTORS as MMA_SELECTORS
    from nvvm_xdsl.backend.isel_nvvm_ops import SELECTORS as NVVM_OP_SELECTORS

    unselected = [
        op.name
        for op in NVVM.operations
        if op.name not in isel._HANDLERS  # noqa: SLF001 - the by-name table
        and op not in NVVM_SELECTORS
        and op not in MMA_SELECTORS
        and op not in NVVM_OP_SELECTORS
        and not op.name.startswith("nvvm.read.ptx.sreg.")
    ]
    assert unselected == []
