"""Selection of MLIR's NVVM ops (nvvm_xdsl/dialects/nvvm_isa.py, backend/isel_nvvm.py).

Each case is one op in a kernel: it must select, assemble with ptxas at the lowest target that
has the instruction, and be refused one step below it (when ptxas still knows that target).
Where LLVM 22 has the matching `llvm.nvvm.*` intrinsic, the instruction must read as the one
LLVM's NVPTX backend emits: same mnemonic and modifiers, same operands in the same order
(registers named after the kernel parameter they were loaded from).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

import pytest

from nvvm_xdsl.diagnostics import OpDiagnostic
from nvvm_xdsl.target import Target
from nvvm_xdsl.transforms.lower_to_ptx import LowerToPTXPass
from nvvm_xdsl_testing import cuda_tools
from nvvm_xdsl_testing.ptx_compile import compile_to_ptx
from tests.nvvm_isel_cases import short_pointers_comparable

_MLIR_KERNEL = """
llvm.func @k(%out: !llvm.ptr, %p: !llvm.ptr, %g: !llvm.ptr<1>, %s: !llvm.ptr<3>, %a: i32, %b: i32,
             %c: i32, %w: i64, %f: f32, %v4: vector<4xi8>, %v2: vector<2xi16>) attributes {{nvvm.kernel}} {{
  %t = llvm.icmp "ne" %a, %b : i32
  {body}
  llvm.return
}}
"""

_LLVM_KERNEL = """
define ptx_kernel void @k(ptr %out, ptr %p, ptr addrspace(1) %g, ptr addrspace(3) %s, i32 %a, i32 %b,
                          i32 %c, i64 %w, float %f, <4 x i8> %v4, <2 x i16> %v2) {{
  %t = icmp ne i32 %a, %b
  {body}
  ret void
}}
"""


@dataclass(frozen=True)
class Case:
    name: str
    mlir: str
    target: str
    mnemonic: str
    """The instruction our selection must emit (its first token, modifiers included)."""
    llvm: str | None = None
    """The same operation as a call of LLVM's intrinsic, when LLVM 22 has one."""
    below: str | None = None
    """A target just below `target` that must be refused (ptxas-visible), if any."""
    assemble_for: str | None = None
    """Where ptxas itself fails at `target` on LLVM's PTX too: the target it is assembled for."""
    llvm_target: str | None = None
    """Where LLVM selects the intrinsic only for a newer target than PTX has it."""


def _store(value: str, t: str) -> str:
    return f"llvm.store {value}, %out : {t}, !llvm.ptr"


CASES = [
    Case("shfl_bfly_i32", "%r = nvvm.shfl.sync bfly %a, %b, %c, %a : i32 -> i32\n" + _store("%r", "i32"), "80",
         "shfl.sync.bfly.b32", "%r = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 %a, i32 %b, i32 %c, i32 %a)\nstore i32 %r, ptr %out"),
    Case("shfl_up_f32_valid",
         "%r = nvvm.shfl.sync up %a, %f, %c, %b {return_value_and_is_valid} : f32 -> !llvm.struct<(f32, i1)>\n"
         + _store("%r", "!llvm.struct<(f32, i1)>"), "80", "shfl.sync.up.b32",
         "%r = call {float, i1} @llvm.nvvm.shfl.sync.up.f32p(i32 %a, float %f, i32 %c, i32 %b)\nstore {float, i1} %r, ptr %out"),
    Case("shfl_idx", "%r = nvvm.shfl.sync idx %a, %b, %c, %a : i32 -> i32\n" + _store("%r", "i32"), "80",
         "shfl.sync.idx.b32", "%r = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 %a, i32 %b, i32 %c, i32 %a)\nstore i32 %r, ptr %out"),
    Case("vote_ballot", "%r = nvvm.vote.sync ballot %a, %t -> i32\n" + _store("%r", "i32"), "80", "vote.sync.ballot.b32",
         "%r = call i32 @llvm.nvvm.vote.ballot.sync(i32 %a, i1 %t)\nstore i32 %r, ptr %out"),
    Case("vote_all", "%r = nvvm.vote.sync all %a, %t -> i1\n" + _store("%r", "i1"), "80", "vote.sync.all.pred",
         "%r = call i1 @llvm.nvvm.vote.all.sync(i32 %a, i1 %t)\nstore i1 %r, ptr %out"),
    Case("match_any_i64", "%r = nvvm.match.sync any %a, %w : i64 -> i32\n" + _store("%r", "i32"), "80", "match.any.sync.b64",
         "%r = call i32 @llvm.nvvm.match.any.sync.i64(i32 %a, i64 %w)\nstore i32 %r, ptr %out"),
    Case("match_all_i32", "%r = nvvm.match.sync all %a, %b : i32 -> !llvm.struct<(i32, i1)>\n" + _store("%r", "!llvm.struct<(i32, i1)>"),
         "80", "match.all.sync.b32",
         "%r = call {i32, i1} @llvm.nvvm.match.all.sync.i32p(i32 %a, i32 %b)\nstore {i32, i1} %r, ptr %out"),
    Case("redux_umin", "%r = nvvm.redux.sync umin %a, %b : i32 -> i32\n" + _store("%r", "i32"), "80", "redux.sync.min.u32",
         "%r = call i32 @llvm.nvvm.redux.sync.umin(i32 %a, i32 %b)\nstore i32 %r, ptr %out", below="75"),
    Case("redux_add", "%r = nvvm.redux.sync add %a, %b : i32 -> i32\n" + _store("%r", "i32"), "80", "redux.sync.add.s32",
         "%r = call i32 @llvm.nvvm.redux.sync.add(i32 %a, i32 %b)\nstore i32 %r, ptr %out"),
    Case("redux_fmax_abs_nan", "%r = nvvm.redux.sync fmax %f, %b {abs = true, nan = true} : f32 -> f32\n" + _store("%r", "f32"),
         "100a", "redux.sync.max.abs.NaN.f32",
         "%r = call float @llvm.nvvm.redux.sync.fmax.abs.NaN(float %f, i32 %b)\nstore float %r, ptr %out", below="100"),
    Case("bar_warp_sync", "nvvm.bar.warp.sync %a : i32", "80", "bar.warp.sync",
         "call void @llvm.nvvm.bar.warp.sync(i32 %a)"),
    Case("elect_sync", "%r = nvvm.elect.sync -> i1\n" + _store("%r", "i1"), "90", "elect.sync",
         "%e = call {i32, i1} @llvm.nvvm.elect.sync(i32 -1)\n%r = extractvalue {i32, i1} %e, 1\nstore i1 %r, ptr %out", below="89"),
    Case("barrier_reduce_and", "%r = nvvm.barrier #nvvm.reduction<and> %c -> i32\n" + _store("%r", "i32"), "75",
         "bar.red.and.pred", "%r = call i32 @llvm.nvvm.barrier0.and(i32 %c)\nstore i32 %r, ptr %out"),
    Case("barrier_reduce_or", "%r = nvvm.barrier #nvvm.reduction<or> %c -> i32\n" + _store("%r", "i32"), "75",
         "bar.red.or.pred", "%r = call i32 @llvm.nvvm.barrier0.or(i32 %c)\nstore i32 %r, ptr %out"),
    # MLIR's text puts an id/thread count before the reduction; written generically here.
    Case("barrier_reduce_popc_count",
         '%r = "nvvm.barrier"(%a, %b, %c) <{reductionOp = #nvvm.reduction<popc>, operandSegmentSizes = array<i32: 1, 1, 1>}>'
         " : (i32, i32, i32) -> i32\n" + _store("%r", "i32"), "75", "bar.red.popc.u32",
         "%q = icmp ne i32 %c, 0\n%r = call i32 @llvm.nvvm.barrier.cta.red.popc.aligned.count(i32 %a, i32 %b, i1 %q)\n"
         "store i32 %r, ptr %out"),
    Case("barrier_arrive", "nvvm.barrier.arrive id = %a number_of_threads = %b", "80", "bar.arrive"),
    Case("cluster_arrive_aligned", "nvvm.cluster.arrive {aligned}", "90", "barrier.cluster.arrive.aligned",
         "call void @llvm.nvvm.barrier.cluster.arrive.aligned()", below="89"),
    Case("cluster_arrive_relaxed", "nvvm.cluster.arrive.relaxed", "90", "barrier.cluster.arrive.relaxed",
         "call void @llvm.nvvm.barrier.cluster.arrive.relaxed()"),
    Case("cluster_wait", "nvvm.cluster.wait", "90", "barrier.cluster.wait", "call void @llvm.nvvm.barrier.cluster.wait()"),
    Case("fence_sc_cluster", "nvvm.fence.sc.cluster", "90", "fence.sc.cluster", "call void @llvm.nvvm.fence.sc.cluster()"),
    Case("fence_mbarrier_init", "nvvm.fence.mbarrier.init", "90", "fence.mbarrier_init.release.cluster"),
    Case("fence_proxy_alias", "nvvm.fence.proxy {kind = #nvvm.proxy_kind<alias>}", "75", "fence.proxy.alias",
         "call void @llvm.nvvm.fence.proxy.alias()"),
    Case("fence_proxy_async_shared", "nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cluster>}",
         "90", "fence.proxy.async.shared::cluster", "call void @llvm.nvvm.fence.proxy.async.shared_cluster()"),
    Case("fence_proxy_acquire", "%n = llvm.mlir.constant(128 : i32) : i32\nnvvm.fence.proxy.acquire <gpu> %p, %n", "90",
         "fence.proxy.tensormap::generic.acquire.gpu",
         "call void @llvm.nvvm.fence.proxy.tensormap_generic.acquire.gpu(ptr %p, i32 128)"),
    Case("fence_proxy_release", "nvvm.fence.proxy.release <cta>", "90", "fence.proxy.tensormap::generic.release.cta",
         "call void @llvm.nvvm.fence.proxy.tensormap_generic.release.cta()"),
    Case("membar_gpu", "nvvm.memory_barrier <gpu>", "75", "membar.gl", "call void @llvm.nvvm.membar.gl()"),
    Case("setmaxnreg", "nvvm.setmaxregister increase 232", "90a", "setmaxnreg.inc.sync.aligned.u32",
         "call void @llvm.nvvm.setmaxnreg.inc.sync.aligned.u32(i32 232)", below="90"),
    Case("nanosleep", "nvvm.nanosleep 1000", "75", "nanosleep.u32", "call void @llvm.nvvm.nanosleep(i32 1000)"),
    Case("pmevent_mask", "nvvm.pmevent mask = 3", "75", "pmevent.mask", "call void @llvm.nvvm.pm.event.mask(i16 3)"),
    Case("griddepcontrol_wait", "nvvm.griddepcontrol wait", "90", "griddepcontrol.wait",
         "call void @llvm.nvvm.griddepcontrol.wait()"),
    Case("griddepcontrol_launch", "nvvm.griddepcontrol launch_dependents", "90", "griddepcontrol.launch_dependents",
         "call void @llvm.nvvm.griddepcontrol.launch.dependents()"),
    Case("wgmma_fence", "nvvm.wgmma.fence.aligned", "90a", "wgmma.fence.sync.aligned",
         "call void @llvm.nvvm.wgmma.fence.sync.aligned()", below="90"),
    Case("wgmma_commit", "nvvm.wgmma.commit.group.sync.aligned", "90a", "wgmma.commit_group.sync.aligned",
         "call void @llvm.nvvm.wgmma.commit_group.sync.aligned()"),
    Case("wgmma_wait", "nvvm.wgmma.wait.group.sync.aligned 2", "90a", "wgmma.wait_group.sync.aligned",
         "call void @llvm.nvvm.wgmma.wait_group.sync.aligned(i64 2)"),
    Case("exit", "nvvm.exit", "75", "exit", "call void @llvm.nvvm.exit()"),
    Case("breakpoint", "nvvm.breakpoint", "75", "brkpt", "call void @llvm.debugtrap()"),
    Case("mbarrier_init", "nvvm.mbarrier.init %p, %a : !llvm.ptr, i32", "80", "mbarrier.init.b64",
         "call void @llvm.nvvm.mbarrier.init(ptr %p, i32 %a)", below="75"),
    Case("mbarrier_init_shared", "nvvm.mbarrier.init.shared %s, %a : !llvm.ptr<3>, i32", "80", "mbarrier.init.shared.b64",
         "call void @llvm.nvvm.mbarrier.init.shared(ptr addrspace(3) %s, i32 %a)"),
    Case("mbarrier_init_predicated", "nvvm.mbarrier.init %s, %a, predicate = %t : !llvm.ptr<3>, i32, i1", "80",
         "@%p1 mbarrier.init.shared.b64"),
    Case("mbarrier_inval", "nvvm.mbarrier.inval %p : !llvm.ptr", "80", "mbarrier.inval.b64",
         "call void @llvm.nvvm.mbarrier.inval(ptr %p)"),
    Case("mbarrier_inval_shared", "nvvm.mbarrier.inval.shared %s : !llvm.ptr<3>", "80", "mbarrier.inval.shared.b64",
         "call void @llvm.nvvm.mbarrier.inval.shared(ptr addrspace(3) %s)"),
    Case("mbarrier_arrive", "%r = nvvm.mbarrier.arrive %p : !llvm.ptr -> i64\n" + _store("%r", "i64"), "80",
         "mbarrier.arrive.b64", "%r = call i64 @llvm.nvvm.mbarrier.arrive(ptr %p)\nstore i64 %r, ptr %out"),
    Case("mbarrier_arrive_shared", "%r = nvvm.mbarrier.arrive.shared %s : !llvm.ptr<3> -> i64\n" + _store("%r", "i64"), "80",
         "mbarrier.arrive.shared.b64",
         "%r = call i64 @llvm.nvvm.mbarrier.arrive.shared(ptr addrspace(3) %s)\nstore i64 %r, ptr %out"),
    Case("mbarrier_arrive_nocomplete",
         "%r = nvvm.mbarrier.arrive.nocomplete %p, %a : !llvm.ptr, i32 -> i64\n" + _store("%r", "i64"), "80",
         "mbarrier.arrive.noComplete.b64",
         "%r = call i64 @llvm.nvvm.mbarrier.arrive.noComplete(ptr %p, i32 %a)\nstore i64 %r, ptr %out"),
    Case("mbarrier_expect_tx", "nvvm.mbarrier.arrive.expect_tx.shared %s, %a : !llvm.ptr<3>, i32", "90",
         "mbarrier.arrive.expect_tx.shared.b64", below="89"),
    Case("mbarrier_try_wait_parity", "nvvm.mbarrier.try_wait.parity %p, %a, %b : !llvm.ptr, i32, i32", "90",
         "mbarrier.try_wait.parity.b64", below="89"),
    Case("mbarrier_test_wait", "%r = nvvm.mbarrier.test.wait %p, %w : !llvm.ptr, i64 -> i1\n" + _store("%r", "i1"), "80",
         "mbarrier.test_wait.b64", "%r = call i1 @llvm.nvvm.mbarrier.test.wait(ptr %p, i64 %w)\nstore i1 %r, ptr %out",
         # ptxas 13.5 crashes (SIGSEGV) on test_wait for sm_80..sm_89, on LLVM's PTX as well.
         assemble_for="90"),
    Case("cp_async_ca", "nvvm.cp.async.shared.global %s, %g, 4, cache = ca : !llvm.ptr<3>, !llvm.ptr<1>", "80",
         "cp.async.ca.shared.global",
         "call void @llvm.nvvm.cp.async.ca.shared.global.4(ptr addrspace(3) %s, ptr addrspace(1) %g)", below="75"),
    Case("cp_async_cg_src_size", "nvvm.cp.async.shared.global %s, %g, 16, cache = cg, %a : !llvm.ptr<3>, !llvm.ptr<1>, i32",
         "80", "cp.async.cg.shared.global",
         "call void @llvm.nvvm.cp.async.cg.shared.global.16.s(ptr addrspace(3) %s, ptr addrspace(1) %g, i32 %a)"),
    Case("cp_async_commit", "nvvm.cp.async.commit.group", "80", "cp.async.commit_group",
         "call void @llvm.nvvm.cp.async.commit.group()"),
    Case("cp_async_wait", "nvvm.cp.async.wait.group 1", "80", "cp.async.wait_group",
         "call void @llvm.nvvm.cp.async.wait.group(i32 1)"),
    Case("cp_async_mbarrier_arrive_noinc", "nvvm.cp.async.mbarrier.arrive %s {noinc = true} : !llvm.ptr<3>", "80",
         "cp.async.mbarrier.arrive.noinc.shared.b64",
         "call void @llvm.nvvm.cp.async.mbarrier.arrive.noinc.shared(ptr addrspace(3) %s)"),
    Case("mapa_generic", "%r = nvvm.mapa %p, %a : !llvm.ptr -> !llvm.ptr\n" + _store("%r", "!llvm.ptr"), "90", "mapa.u64",
         "%r = call ptr @llvm.nvvm.mapa(ptr %p, i32 %a)\nstore ptr %r, ptr %out", below="89"),
    Case("mapa_shared", "%r = nvvm.mapa %s, %a : !llvm.ptr<3> -> !llvm.ptr<7>\n" + _store("%r", "!llvm.ptr<7>"), "90",
         "mapa.shared::cluster.u32",
         "%r = call ptr addrspace(7) @llvm.nvvm.mapa.shared.cluster(ptr addrspace(3) %s, i32 %a)\nstore ptr addrspace(7) %r, ptr %out"),
    Case("st_bulk_shared", "nvvm.st.bulk %s, size = %w : !llvm.ptr<3>", "100", "st.bulk.shared::cta",
         "call void @llvm.nvvm.st.bulk.shared.cta(ptr addrspace(3) %s, i64 %w, i64 0)", below="90a"),
    Case("rcp_approx_ftz", "%r = nvvm.rcp.approx.ftz.f %f : f32\n" + _store("%r", "f32"), "75", "rcp.approx.ftz.f32",
         "%r = call float @llvm.nvvm.rcp.approx.ftz.f(float %f)\nstore float %r, ptr %out"),
    Case("dp4a", "%r = nvvm.dot.accumulate.4way %v4 <signed>, %v4 <unsigned>, %a : vector<4xi8>, vector<4xi8>\n"
         + _store("%r", "i32"), "75", "dp4a.s32.u32"),
    Case("dp2a_hi", "%r = nvvm.dot.accumulate.2way %v2 <unsigned>, %v4 <signed>, %a {b_hi = true} : vector<2xi16>, vector<4xi8>\n"
         + _store("%r", "i32"), "75", "dp2a.hi.u32.s32"),
    Case("prefetch_global_l2_evict_last", "nvvm.prefetch level = L2, evict_priority = evict_last, %g : !llvm.ptr<1>", "80",
         "prefetch.global.L2::evict_last",
         "call void @llvm.nvvm.prefetch.global.L2.evict.last(ptr addrspace(1) %g)",
         llvm_target="90", below="75"),
    Case("prefetch_l1", "nvvm.prefetch level = L1, %p : !llvm.ptr", "75", "prefetch.L1",
         "call void @llvm.nvvm.prefetch.L1(ptr %p)",
         llvm_target="90"),
    Case("prefetchu", "nvvm.prefetch level = L1 uniform, %p : !llvm.ptr", "75", "prefetchu.L1",
         "call void @llvm.nvvm.prefetchu.L1(ptr %p)",
         llvm_target="90"),
    Case("prefetch_tensormap", "nvvm.prefetch tensormap, %p : !llvm.ptr", "90", "prefetch.tensormap",
         "call void @llvm.nvvm.prefetch.tensormap.p0(ptr %p)", below="89"),
    Case("sreg_cluster_ctarank", "%r = nvvm.read.ptx.sreg.cluster.ctarank : i32\n" + _store("%r", "i32"), "90",
         "mov.u32", "%r = call i32 @llvm.nvvm.read.ptx.sreg.cluster.ctarank()\nstore i32 %r, ptr %out", below="89"),
    Case("sreg_lanemask_ge", "%r = nvvm.read.ptx.sreg.lanemask.ge : i32\n" + _store("%r", "i32"), "75", "mov.u32",
         "%r = call i32 @llvm.nvvm.read.ptx.sreg.lanemask.ge()\nstore i32 %r, ptr %out"),
    Case("sreg_globaltimer", "%r = nvvm.read.ptx.sreg.globaltimer : i64\n" + _store("%r", "i64"), "75", "mov.u64",
         "%r = call i64 @llvm.nvvm.read.ptx.sreg.globaltimer()\nstore i64 %r, ptr %out"),
]


def _compile(case: Case, target: str, short_shared_ptr: bool = True) -> str:
    text = _MLIR_KERNEL.format(body=case.mlir.replace("\n", "\n  "))
    return compile_to_ptx(text, LowerToPTXPass(sm=target, short_shared_ptr=short_shared_ptr), verify=True)


def _instruction(ptx_text: str, mnemonic: str) -> str:
    """The first instruction starting with `mnemonic`, its registers renamed after the kernel
    parameter they were loaded from (`P4`) or `%R` for any other."""
    params = {m.group(1): f"P{m.group(2)}" for m in re.finditer(r"ld\.param\.\w+\s+(%\w+), \[k_param_(\d+)\]", ptx_text)}
    for line in ptx_text.splitlines():
        text = " ".join(line.split()).rstrip(";")
        if text.startswith(mnemonic + " ") or text == mnemonic:
            return re.sub(r"%[a-z]+\d+", lambda m: params.get(m.group(0), "%R"), text)
    raise AssertionError(f"no '{mnemonic}' instruction in:\n{ptx_text}")


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.name)
def test_selects_and_assembles_at_lowest_target(case: Case) -> None:
    ptx_text = _compile(case, case.target)
    _instruction(ptx_text, case.mnemonic)
    if not cuda_tools.has_tool("ptxas"):
        pytest.skip("ptxas not installed")
    if case.assemble_for is not None:
        ptx_text = _compile(case, case.assemble_for)
    cuda_tools.ptxas(ptx_text, Target.parse(case.assemble_for or case.target).name).check()


@pytest.mark.parametrize("case", [c for c in CASES if c.below], ids=lambda c: c.name)
def test_refused_below_lowest_target(case: Case) -> None:
    assert case.below is not None
    with pytest.raises(OpDiagnostic, match=r"needs .*: pass --sm"):
        _compile(case, case.below)


@pytest.mark.parametrize("case", [c for c in CASES if c.llvm], ids=lambda c: c.name)
def test_same_instruction_as_llvm(case: Case) -> None:
    llvm_oracle = pytest.importorskip("nvvm_xdsl_testing.llvm_oracle")
    pytest.importorskip("llvmlite")
    target = case.llvm_target or case.target
    short = short_pointers_comparable(_MLIR_KERNEL.format(body=case.mlir))
    ours = _compile(case, target, short)
    ptx_version = re.search(r"^\.version (\S+)", ours, re.M).group(1)  # type: ignore[union-attr]
    theirs = llvm_oracle.llvm_ptx(
        _LLVM_KERNEL.format(body=(case.llvm or "").replace("\n", "\n  ")), Target.parse(target).flag, ptx_version,
        isolated=True, short_pointers=short,
    )
    mnemonic = case.mnemonic.removeprefix("@%p1 ")
    assert _instruction(ours, mnemonic) == _instruction(theirs, mnemonic)
