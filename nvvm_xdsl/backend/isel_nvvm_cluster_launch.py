"""Selection of the cluster launch control ops (`nvvm.clusterlaunchcontrol.try.cancel` and
`.query.cancel`, defined in `nvvm_isa`), as LLVM 22's NVPTX backend prints their intrinsics.

The try_cancel response is a 128-bit value in shared memory. Loaded, it is an i128: two 64-bit
halves in this backend, joined into a `.b128` register in a scope of its own for the query.
"""

from __future__ import annotations

from collections.abc import Callable

from xdsl.ir import Operation, SSAValue

from nvvm_xdsl.backend.isel_core import SelectorCore
from nvvm_xdsl.backend.values import leaf_cls
from nvvm_xdsl.diagnostics import op_error
from nvvm_xdsl.dialects import nvvm_isa as N
from nvvm_xdsl.dialects import ptx

# Both instructions came with sm_100 and PTX ISA 8.6.
_MIN_SM = 100
_MIN_PTX = (8, 6)


def select_try_cancel(sel: SelectorCore, op: Operation) -> None:
    assert isinstance(op, N.ClusterLaunchControlTryCancelOp)
    try_cancel(sel, op, op.smemAddress, op.mbarrier, op.multicast is not None)


def try_cancel(sel: SelectorCore, op: Operation, response_address: SSAValue, mbarrier_address: SSAValue, to_all: bool) -> None:
    """The try_cancel of `op` (the nvvm op, or LLVM's intrinsic call): the response to
    `response_address`, completion at `mbarrier_address`, to every CTA of the cluster if `to_all`."""
    multicast = ""
    if to_all:
        # Writing the response to every CTA of the cluster is an sm_100 family feature.
        sel.info.target.require(op, "clusterlaunchcontrol.try_cancel.multicast", family_specific=True, min_sm=_MIN_SM, min_ptx=_MIN_PTX)
        multicast = ".multicast::cluster::all"
    else:
        sel.info.target.require(op, "clusterlaunchcontrol.try_cancel", min_sm=_MIN_SM, min_ptx=_MIN_PTX)
    response, response_regs = sel.addr_text(sel.addr_of(response_address, op), 0)
    mbarrier, mbarrier_regs = sel.addr_text(sel.addr_of(mbarrier_address, op), len(response_regs))
    sel.inst(
        f"clusterlaunchcontrol.try_cancel.async.shared::cta.mbarrier::complete_tx::bytes{multicast}.b128 "
        f"{response}, {mbarrier}",
        [*response_regs, *mbarrier_regs],
        [],
        imm_ok=[],
    )


# The query's PTX modifiers and its result's register class.
_QUERIES = {
    N.ClusterLaunchControlQuery.IS_CANCELED: ("is_canceled.pred", "pred"),
    N.ClusterLaunchControlQuery.GET_FIRST_CTA_ID_X: ("get_first_ctaid::x.b32", "b32"),
    N.ClusterLaunchControlQuery.GET_FIRST_CTA_ID_Y: ("get_first_ctaid::y.b32", "b32"),
    N.ClusterLaunchControlQuery.GET_FIRST_CTA_ID_Z: ("get_first_ctaid::z.b32", "b32"),
}


def select_query_cancel(sel: SelectorCore, op: Operation) -> None:
    assert isinstance(op, N.ClusterLaunchControlQueryCancelOp)
    sel.set(op.res, [query_cancel(sel, op, op.try_cancel_response, op.query_type.data)])


def query_cancel(sel: SelectorCore, op: Operation, response: SSAValue, query_type: N.ClusterLaunchControlQuery) -> SSAValue:
    """The query of a try_cancel `response` (an i128) that `op` makes; its result register."""
    sel.info.target.require(op, "clusterlaunchcontrol.query_cancel", min_sm=_MIN_SM, min_ptx=_MIN_PTX)
    halves = [sel.reg(leaf) for leaf in sel.get(response, op)]
    if len(halves) != 2 or any(leaf_cls(h) != "b64" for h in halves):
        raise op_error(op, "the try_cancel response must be an i128 (two 64-bit halves)")
    modifiers, result_cls = _QUERIES[query_type]
    text = (
        ".reg .b128 %cancel_response;\n"
        "mov.b128 %cancel_response, {$0, $1};\n"
        f"clusterlaunchcontrol.query_cancel.{modifiers}.b128 $d0, %cancel_response;"
    )
    query = ptx.AsmOp(text, halves, [ptx.REG_TYPES[result_cls]], False)
    sel.add(query)
    return query.outs[0]


SELECTORS: dict[type[Operation], Callable[[SelectorCore, Operation], None]] = {
    N.ClusterLaunchControlTryCancelOp: select_try_cancel,
    N.ClusterLaunchControlQueryCancelOp: select_query_cancel,
}
