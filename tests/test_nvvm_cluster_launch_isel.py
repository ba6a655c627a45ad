"""Selection of the cluster launch control ops (backend/isel_nvvm_cluster_launch.py): each op in
a kernel for sm_100 (sm_100a for the multicast form), assembled by ptxas, and compared with the
instruction LLVM 22 prints for the `llvm.nvvm.clusterlaunchcontrol.*` intrinsic (the kernels and
checks of tests/nvvm_isel_cases.py). The query reads the 128-bit response from
an i128 kernel parameter; the `.b128` register both sides declare for it has a different name,
which the comparison does not look at.
"""

from __future__ import annotations

import re

import pytest

from tests.nvvm_isel_cases import Case, compile_error, compile_ours, instruction, llvm_ptx, selection_tests

_SHARED = ("!llvm.ptr<3>", "!llvm.ptr<3>")


def _query(id: str, query: str, result: str, intrinsic: str) -> Case:
    return Case(
        id,
        "100",
        ("i128",),
        f"%r = nvvm.clusterlaunchcontrol.query.cancel query = {query}, %p0 : {result}",
        result,
        (intrinsic, (0,)),
        "clusterlaunchcontrol.query_cancel",
        (100, "8.6"),
    )


CASES = [
    Case("try_cancel", "100", _SHARED, "nvvm.clusterlaunchcontrol.try.cancel %p0, %p1", None,
         ("llvm.nvvm.clusterlaunchcontrol.try_cancel.async.shared", (0, 1)), "clusterlaunchcontrol.try_cancel", (100, "8.6")),
    Case("try_cancel_multicast", "100a", _SHARED, "nvvm.clusterlaunchcontrol.try.cancel multicast, %p0, %p1", None,
         ("llvm.nvvm.clusterlaunchcontrol.try_cancel.async.multicast.shared", (0, 1)), "clusterlaunchcontrol.try_cancel",
         ("100a", "8.6")),
    _query("query_is_canceled", "is_canceled", "i1", "llvm.nvvm.clusterlaunchcontrol.query_cancel.is_canceled"),
    _query("query_first_ctaid_x", "get_first_cta_id_x", "i32", "llvm.nvvm.clusterlaunchcontrol.query_cancel.get_first_ctaid.x"),
    _query("query_first_ctaid_z", "get_first_cta_id_z", "i32", "llvm.nvvm.clusterlaunchcontrol.query_cancel.get_first_ctaid.z"),
]


# The comparison with LLVM is this file's own (below): two instructions, the `.b128` register renamed.
test_selects, test_assembles_at_lowest_target, _ = selection_tests(CASES)


_B128 = re.compile(r"%(?:cancel_response|clc_handle)\b")


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.id)
@pytest.mark.parametrize("opcode", ["clusterlaunchcontrol", "mov.b128"])
def test_matches_llvm(case: Case, opcode: str):
    if opcode == "mov.b128" and case.result is None:
        pytest.skip("try_cancel has no 128-bit operand")
    theirs = llvm_ptx(case)
    ours = compile_ours(case)
    assert _B128.sub("%response", instruction(ours, opcode)) == _B128.sub("%response", instruction(theirs, opcode))


@pytest.mark.parametrize(("case", "below", "wanted"), [(CASES[0], "90a", "sm_100"), (CASES[1], "100", "sm_100a"), (CASES[2], "90", "sm_100")],
                         ids=["try_cancel", "multicast", "query"])
def test_lower_target_is_a_located_error(case: Case, below: str, wanted: str):
    message = compile_error(case, below)
    assert "nvvm.clusterlaunchcontrol" in message and wanted in message
