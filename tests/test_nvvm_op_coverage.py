"""How much of MLIR's NVVM dialect the `nvvm` dialect registers.

The ops of NVVMOps.td are the generated table `nvvm_xdsl/dialects/nvvm_ods.py` (its header names
the source; `tools/gen_nvvm_ods.py` also writes their names to `tests/nvvm_ops_td.txt`). The gap
is stated here exactly, so that an op added without updating `NOT_YET_REGISTERED`, or a table op
that disappears, fails the test.
"""

from __future__ import annotations

from pathlib import Path

from nvvm_xdsl.dialects.nvvm import NVVM
from nvvm_xdsl.dialects.nvvm_ods import OPS

TD_OPS_FILE = Path(__file__).with_name("nvvm_ops_td.txt")

# Every op of the table is registered: the ones no module defines by hand come from their table
# rows (nvvm_ods_ops.generated_ops). Those without a selection yet (issue #30): selection stops at
# them with a located error (tests/test_nvvm_ods_isel.py checks one).
NOT_YET_REGISTERED: frozenset[str] = frozenset()
NOT_YET_SELECTED: frozenset[str] = frozenset(
    {
        "nvvm.cp.async.bulk.tensor.global.shared.cta.override",
        "nvvm.cp.async.bulk.tensor.reduce.override",
        # sm_107 only (`NVVMRequiresSMf<[107]>`); LLVM 22 has no intrinsic to compare with.
        "nvvm.tcgen05.mma.decompress_b",
        "nvvm.tcgen05.mma.block_scale.decompress_b",
    }
)
# The 212 ops of the NVVMOps.td the table was generated from (its header names it), the 2 only
# CuTe DSL's MLIR has (tools/nvvm_ods_bindings_rows.json: nvvm.fmax/fmin), and 4 of newer
# NVVMOps.td versions (tools/nvvm_ods_newer_ops.td: llvm/llvm-project@57c3f83's 215 ops hold
# three more, mbarrier.check_layout and the two tcgen05.mma decompress_b forms; @0249de1 has tanh,
# which 57c3f83 does not).
TD_OP_COUNT = 218

# Registered ops the NVVMOps.td of the list does not define: this project's ABI ops (see
# dialects/nvvm.py), and ops of older MLIR kept so older input parses (the `.shared` mbarrier
# ops, `memory_barrier`, now `memory.barrier`, and MLIR 22's `barrier0`).
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
        "nvvm.mbarrier.arrive.expect_tx.shared",
        "nvvm.mbarrier.try_wait.parity.shared",
        "nvvm.memory_barrier",
        "nvvm.barrier0",
        # MLIR 23 (CuTe DSL 4.8), not in the NVVMOps.td the list above was taken from.
        "nvvm.mbarrier.wait.parity",
        # llvm-project's nvvmir.mlir translation test (llvm/llvm-project@02ae9ea), newer than the table.
        "nvvm.membar",
        # MLIR 21's per-level prefetch ops (nvvm/prefetch.mlir at llvm/llvm-project@08e6f7e).
        "nvvm.prefetch.L1",
        "nvvm.prefetch.L2",
        "nvvm.prefetch.L1.uniform",
    }
)


def td_ops() -> set[str]:
    return set(OPS)


def test_op_list_is_the_tables():
    lines = TD_OPS_FILE.read_text().splitlines()
    assert [line for line in lines if line and not line.startswith("#")] == list(OPS)


def registered_ops() -> set[str]:
    return {op.name for op in NVVM.operations}


def test_list_is_well_formed():
    ops = td_ops()
    assert len(ops) == TD_OP_COUNT
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
    assert (covered, len(ops)) == (len(ops) - len(NOT_YET_REGISTERED), TD_OP_COUNT)


def test_every_registered_op_has_a_selector():
    """Selection knows every op the dialect registers: each class has a pattern in the merged
    table isel.py dispatches by, the ops not selected yet exactly the listed ones (the located
    error); an op selected or added without updating the list fails."""
    from nvvm_xdsl.backend.isel import SELECTORS, load_family_selectors
    from nvvm_xdsl.backend.isel_nvvm_ods import _not_supported_yet

    load_family_selectors()  # as selection does on the first op of the families

    unselected = [op.name for op in NVVM.operations if op not in SELECTORS]
    assert unselected == []
    assert {op.name for op in NVVM.operations if SELECTORS[op] is _not_supported_yet} == NOT_YET_SELECTED


def test_llvm_ops_without_a_selector():
    """The llvm ops of the universe selection has no pattern for (by class): the ones earlier
    passes remove (lower-varargs, convert-math-to-nvvm, expand-vector-intrinsics, lower-aggr-copies,
    expand-llvm-intrinsics)."""
    from nvvm_xdsl.backend.isel import SELECTORS
    from nvvm_xdsl.dialects.llvm_ext import CONSTRAINED_FP_OPS, VP_OPS
    from nvvm_xdsl.universe import extended_llvm_dialect

    unselected = {op.name for op in extended_llvm_dialect().operations if op not in SELECTORS}
    assert unselected - {"llvm.func", "llvm.mlir.global"} == {
        "llvm.intr.exp", "llvm.intr.log", "llvm.intr.pow",
        "llvm.va_arg", "llvm.intr.vastart", "llvm.intr.vaend", "llvm.intr.vacopy",
        "llvm.intr.masked.load", "llvm.intr.masked.store", "llvm.intr.masked.gather",
        "llvm.intr.masked.scatter", "llvm.intr.stepvector", "llvm.intr.memcpy.inline",
        "llvm.ptrtoaddr", "llvm.intr.eh.typeid.for", "llvm.intr.vector.insert", "llvm.intr.vector.extract",
        "llvm.intr.experimental.constrained_fp_call",
        *(op.name for op in (*CONSTRAINED_FP_OPS.values(), *VP_OPS.values())),
    }


def test_every_td_attribute_is_registered():
    """Every enum attribute of the table is registered (the hand-written ones and those made from
    the table's keywords), and the non-enum attributes NVVMOps.td defines."""
    from nvvm_xdsl.dialects.nvvm_ods import ENUMS

    registered = {attr.name for attr in NVVM.attributes}
    assert set(ENUMS) - registered == set()
    assert {"nvvm.shape", "nvvm.ld_st_matrix_shape", "nvvm.target"} <= registered


def test_memory_space_attribute_names_the_address_spaces():
    """MLIR's NVVMMemorySpace enum numbers each space as the NVPTX address space."""
    from nvvm_xdsl.dialects.nvvm_memory_space import NVVMMemorySpace, NVVMMemorySpaceAttr

    numbers = {space.value: NVVMMemorySpaceAttr(space).address_space for space in NVVMMemorySpace}
    assert numbers == {"generic": 0, "global": 1, "shared": 3, "constant": 4, "local": 5, "tensor": 6, "shared_cluster": 7}


# Keywords of the table's enums the hand-written enum attributes lack (issue #30): newer MLIR's
# cases (`ti16`, `im2col_w` stores) and the block-scale kinds main's one `tcgen05_mma_kind` enum
# also holds (the hand-written block-scale ops keep their own enum).
KEYWORD_GAPS = {
    "nvvm.tcgen05_mma_kind": {"mxf4", "mxf4nvf4", "mxf8f6f4", "ti16"},
    "nvvm.tma_store_mode": {"im2col_w"},
}


def test_enum_attributes_match_the_table():
    """Every enum attribute of the table is registered with MLIR's keywords (the gap stated above)."""
    from nvvm_xdsl.dialects.nvvm_ods import ENUMS

    registered = {attr.name: attr for attr in NVVM.attributes}
    gaps = {}
    for name, keywords in ENUMS.items():
        ours = {member.value for member in registered[name].enum_type}  # type: ignore[attr-defined]
        assert ours <= set(keywords), (name, ours - set(keywords))
        if set(keywords) - ours:
            gaps[name] = set(keywords) - ours
    assert gaps == KEYWORD_GAPS


def test_table_is_what_the_generator_makes(tmp_path):
    """The checked-in table is tools/gen_nvvm_ods.py's output for the saved rows of the NVVMOps.td
    it names (tools/nvvm_ods_td_rows.json): an edit by hand, or a generator change not rerun, fails."""
    import subprocess
    import sys


    root = Path(__file__).resolve().parent.parent
    table = tmp_path / "nvvm_ods.py"
    listing = tmp_path / "nvvm_ops_td.txt"
    subprocess.run(
        [sys.executable, str(root / "tools" / "gen_nvvm_ods.py"), "-o", str(table), "--list", str(listing)],
        check=True,
        capture_output=True,
    )
    assert table.read_text() == (root / "nvvm_xdsl" / "dialects" / "nvvm_ods.py").read_text()
    assert listing.read_text() == TD_OPS_FILE.read_text()
