"""The NVVM ops the LLVM IR exporter writes as LLVM 22 intrinsic calls
(nvvm_xdsl_testing/nvvm_intrinsic_calls.py).

Every example exports (after the front end `front_end_llvm_ir` runs) and LLVM compiles it to
PTX holding the instructions of its NVVM ops, which ptxas assembles; the one example using an op
LLVM has no intrinsic for says so by name. Each selection case of tests/test_nvvm_mma_isel.py
whose op the exporter writes is exported and compiled by LLVM, and gives the same instruction,
operands traced to the kernel parameters, as the case's hand-written LLVM kernel.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from nvvm_xdsl_testing.cuda_tools import has_tool, ptxas
from nvvm_xdsl_testing.example_flags import example_target
from nvvm_xdsl_testing.mlir_to_llvm_ir import front_end_llvm_ir, mlir_to_llvm_ir
from nvvm_xdsl_testing.nvvm_intrinsic_calls import NoLLVMIntrinsic
from tests.nvvm_isel_cases import Case, instruction, llvm_kernel, mlir_kernel
from tests.test_nvvm_mma_isel import BULK_CASES, MATRIX_CASES, MMA_CASES

llvm_oracle = pytest.importorskip("nvvm_xdsl_testing.llvm_oracle")
pytest.importorskip("llvmlite")

EXAMPLES = Path(__file__).resolve().parent.parent.parent / "examples"

# The instructions LLVM's PTX must hold for the NVVM ops of each example that uses any.
EXAMPLE_INSTRUCTIONS = {
    "bulk_copy": ["mbarrier.init.shared.b64", "mbarrier.arrive.expect_tx.shared.b64",
                  "cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes",
                  "mbarrier.try_wait.parity.shared.b64"],
    "cp_async_double_buffer": ["cp.async.cg.shared.global", "cp.async.commit_group", "cp.async.wait_group 1",
                               "cp.async.wait_group 0"],
    "mma_tile": ["ldmatrix.sync.aligned.m8n8.x4.shared.b16", "ldmatrix.sync.aligned.m8n8.x2.shared.b16",
                 "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"],
    "warp_reduce": ["shfl.sync.bfly.b32"],
}
WITHOUT_INTRINSIC = {"wgmma_tile": "nvvm.wgmma.mma_async"}


@pytest.mark.parametrize("example", sorted(EXAMPLES.glob("*.mlir")), ids=lambda p: p.stem)
def test_example_exports(example: Path):
    if example.stem in WITHOUT_INTRINSIC:
        with pytest.raises(NoLLVMIntrinsic, match=WITHOUT_INTRINSIC[example.stem]):
            front_end_llvm_ir(example.read_text())
        return
    sm = example_target(example)
    ptx = llvm_oracle.llvm_ptx(front_end_llvm_ir(example.read_text()), sm=sm, isolated=True)
    code = " ".join(ptx.split())
    for wanted in EXAMPLE_INSTRUCTIONS.get(example.stem, []):
        assert wanted in code, wanted
    if has_tool("ptxas"):
        ptxas(ptx, arch=f"sm_{sm}").check()


def _exported(case: Case) -> bool:
    try:
        mlir_to_llvm_ir(mlir_kernel(case))
    except NotImplementedError:
        return False
    return True


# The cases with an intrinsic whose op the exporter knows (ldmatrix shapes other than m8n8 b16
# and the bulk copies other than global to shared it does not write; see the module).
EXPORTED = [c for c in MMA_CASES + MATRIX_CASES + BULK_CASES if c.intrinsic is not None and _exported(c)]


def test_every_mma_sync_case_is_exported():
    assert {c.id for c in MMA_CASES} <= {c.id for c in EXPORTED}
    assert {"ldmatrix_x1", "ldmatrix_x2", "ldmatrix_x4_trans", "bulk_g2s", "bulk_g2s_shared_cta_hint"} <= {c.id for c in EXPORTED}


@pytest.mark.parametrize("case", EXPORTED, ids=lambda c: c.id)
def test_export_matches_the_hand_written_call(case: Case):
    sm, version = case.llvm_target
    exported = llvm_oracle.llvm_ptx(mlir_to_llvm_ir(mlir_kernel(case)), sm=sm, ptx_version=version, isolated=True)
    written = llvm_oracle.llvm_ptx(llvm_kernel(case), sm=sm, ptx_version=version, isolated=True)
    assert instruction(exported, case.opcode) == instruction(written, case.opcode)
