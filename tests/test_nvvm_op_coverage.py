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

# Ops of NVVMOps.td the dialect does not register yet (issue #30): MLIR parses and prints these
# three with C++ code of their own (no declarative format in the table).
NOT_YET_REGISTERED: frozenset[str] = frozenset({"nvvm.mma.sp.sync", "nvvm.mma.block_scale", "nvvm.mma.sp.block_scale"})
# 185 of MLIR 22's NVVMOps.td and the 9 newer ones taken from CuTe DSL's bundled MLIR
# (tools/nvvm_ods_bindings_rows.json: nvvm.fmax/fmin/sin/cos/ex2/log2/addf/subf/fma).
TD_OP_COUNT = 194

# Registered ops the NVVMOps.td of the list does not define: this project's ABI ops (see
# dialects/nvvm.py), and ops of older MLIR kept so older input parses (the `.shared` mbarrier
# ops and `memory_barrier`, now `memory.barrier`).
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
        # MLIR 23 (CuTe DSL 4.8), newer than the NVVMOps.td the list above was taken from.
        "nvvm.mbarrier.wait.parity",
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
    table isel.py dispatches by."""
    from nvvm_xdsl.backend.isel import SELECTORS

    unselected = [op.name for op in NVVM.operations if op not in SELECTORS]
    assert unselected == []


def test_llvm_ops_without_a_selector():
    """The llvm ops of the universe selection has no pattern for (by class): the ones earlier
    passes remove (lower-varargs, convert-math-to-nvvm) and those no producer of ours emits."""
    from nvvm_xdsl.backend.isel import SELECTORS
    from nvvm_xdsl.universe import extended_llvm_dialect

    unselected = {op.name for op in extended_llvm_dialect().operations if op not in SELECTORS}
    assert unselected - {"llvm.func", "llvm.mlir.global"} == {
        "llvm.intr.exp", "llvm.intr.log", "llvm.intr.pow", "llvm.intr.masked.store",
        "llvm.va_arg", "llvm.intr.vastart", "llvm.intr.vaend", "llvm.intr.vacopy",
    }


# The attributes NVVMOps.td defines (same commit as the op list); all registered.
NOT_YET_REGISTERED_ATTRIBUTES: frozenset[str] = frozenset()
TD_ATTRIBUTES = frozenset(
    "nvvm." + name
    for name in (
        "cache_eviction_priority memory_space redux_kind shared_space proxy_kind mem_scope action shfl_kind "
        "vote_sync_kind load_cache_modifier fp_rnd_mode sat_mode mma_b1op mma_int_overflow shape mma_layout "
        "mma_type mma_frag ld_st_matrix_shape ld_st_matrix_elt_type tma_load_mode tma_store_mode cta_group "
        "prefetch_cache_level tma_redux_kind wgmma_scale_in wgmma_scale_out wgmma_type grid_dep_action "
        "match_sync_kind tcgen05_fence tcgen05_wait tcgen05_cp_shape tcgen05_cp_multicast tcgen05_cp_src_fmt "
        "tcgen05_ldst_shape dot_accumulate_type cluster_launch_control_query_type target reduction tcgen05_mma_kind "
        "tcgen05_mma_collectorop tcgen05_mma_block_scale_kind tcgen05_mma_block_scale tcgen05_mma_collectorb"
    ).split()
)


def test_every_td_attribute_is_registered():
    assert len(TD_ATTRIBUTES) == 45
    assert TD_ATTRIBUTES - {attr.name for attr in NVVM.attributes} == NOT_YET_REGISTERED_ATTRIBUTES


def test_memory_space_attribute_names_the_address_spaces():
    """MLIR's NVVMMemorySpace enum numbers each space as the NVPTX address space."""
    from nvvm_xdsl.dialects.nvvm_memory_space import NVVMMemorySpace, NVVMMemorySpaceAttr

    numbers = {space.value: NVVMMemorySpaceAttr(space).address_space for space in NVVMMemorySpace}
    assert numbers == {"generic": 0, "global": 1, "shared": 3, "constant": 4, "local": 5, "tensor": 6, "shared_cluster": 7}


# Enum attributes of the table only the three unregistered mma ops use, and the narrow-float
# keywords MLIR 22's `#nvvm.mma_type` has for them (sparse / block-scale mma).
ENUMS_OF_UNREGISTERED_OPS = frozenset({"nvvm.block_scale_format", "nvvm.block_scale_kind", "nvvm.mma_kind", "nvvm.scale_vec_size"})
KEYWORD_GAPS = {"nvvm.mma_type": {"e4m3", "e5m2", "e3m2", "e2m3", "e2m1"}}


def test_enum_attributes_match_the_table():
    """Every enum attribute of the table is registered with MLIR's keywords (the gap stated above)."""
    from nvvm_xdsl.dialects.nvvm_ods import ENUMS

    registered = {attr.name: attr for attr in NVVM.attributes}
    assert set(ENUMS) - set(registered) == ENUMS_OF_UNREGISTERED_OPS
    gaps = {}
    for name, keywords in ENUMS.items():
        if name in registered:
            ours = {member.value for member in registered[name].enum_type}  # type: ignore[attr-defined]
            assert ours <= set(keywords), name
            if set(keywords) - ours:
                gaps[name] = set(keywords) - ours
    assert gaps == KEYWORD_GAPS


def test_table_is_what_the_generator_makes(tmp_path):
    """The checked-in table is tools/gen_nvvm_ods.py's output for Debian's MLIR 22 NVVMOps.td
    (where llvm-tblgen-22 is installed): an edit by hand, or a generator change not rerun, fails."""
    import shutil
    import subprocess
    import sys

    import pytest

    if shutil.which("llvm-tblgen-22") is None or shutil.which("llvm-config-22") is None:
        pytest.skip("llvm-tblgen-22 not installed")
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
