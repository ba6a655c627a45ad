"""Selection of the ops defined from the ODS table (backend/isel_nvvm_ods.py): each op in a kernel
at the lowest target that has its instruction, assembled by ptxas, and compared with what LLVM 22
prints for the intrinsic MLIR 22's translation calls (the checks of tests/nvvm_isel_cases.py)."""

from __future__ import annotations

import re

import pytest

from tests.nvvm_isel_cases import Case, compile_error, selection_tests

_S, _C, _G = "!llvm.ptr<3>", "!llvm.ptr<7>", "!llvm.ptr"
_SM90_PTX86 = (90, "8.6")


def _prmt(mode: str, intrinsic: str, two_words: bool) -> Case:
    params = ("i32", "i32", "i32") if two_words else ("i32", "i32")
    operands = "%p2, %p0, %p1" if two_words else "%p1, %p0"
    args = (0, 1, 2) if two_words else (0, 1)
    suffix = "" if mode == "default" else f".{mode}"
    return Case(f"prmt_{mode}", "75", params, f"%r = nvvm.prmt <{mode}> {operands} : i32", "i32", (intrinsic, args),
                f"prmt.b32{suffix}")


def _minmax(which: str, words: str, sm: str, suffix: str, opcode: str, three: bool = False) -> Case:
    """`nvvm.fmax`/`fmin` (MLIR 23, CuTe DSL); LLVM 22 has no three-input intrinsic."""
    params = ("f32",) * (3 if three else 2)
    operands = ", ".join(f"%p{i}" for i in range(len(params)))
    intrinsic = None if three else (f"llvm.nvvm.f{which}{suffix}.f", (0, 1))
    text = f"%r = nvvm.f{which} {words + ' ' if words else ''}{operands}"
    llvm_target = {"80": (80, "7.0"), "86": (86, "7.2")}.get(sm, (90, "8.0"))
    return Case(f"f{which}_{words.replace(' ', '_') or 'plain'}{'_3' if three else ''}", sm, params, text, "f32",
                intrinsic, opcode, llvm_target)


def _approx(op: str, ptx: str, ftz: bool) -> Case:
    """`nvvm.sin`/`cos`/`ex2`/`log2` (MLIR 23) against LLVM's `llvm.nvvm.<ptx>.approx{.ftz}.f`."""
    attrs = " {ftz = true}" if ftz else ""
    suffix = ".ftz" if ftz else ""
    return Case(f"{op}{'_ftz' if ftz else ''}", "75", ("f32",), f"%r = nvvm.{op} %p0{attrs} : f32", "f32",
                (f"llvm.nvvm.{ptx}.approx{suffix}.f", (0,)), f"{ptx}.approx{suffix}.f32")


def _arith(id_: str, sm: str, t: str, op: str, intrinsic: str | None, opcode: str, llvm_sm: tuple[int, str]) -> Case:
    """`nvvm.addf`/`subf`/`fma` (MLIR 23) against LLVM 22's intrinsic of the same instruction."""
    count = 3 if op.startswith("nvvm.fma") else 2
    params = (t,) * count
    operands = ", ".join(f"%p{i}" for i in range(count))
    name, _, attrs = op.partition(" ")
    text = f"%r = {name} {operands}{' ' + attrs if attrs else ''} : {t}"
    return Case(id_, sm, params, text, t, None if intrinsic is None else (intrinsic, tuple(range(count))), opcode, llvm_sm)


_RN, _RZ = "rnd = #nvvm.fp_rnd_mode<rn>", "rnd = #nvvm.fp_rnd_mode<rz>"
_ARITH = [
    _arith("addf", "75", "f32", "nvvm.addf", None, "add.f32", (90, "8.0")),
    _arith("addf_rz_ftz", "75", "f32", f"nvvm.addf {{ftz = true, {_RZ}}}", "llvm.nvvm.add.rz.ftz.f", "add.rz.ftz.f32",
           (75, "6.3")),
    _arith("subf_rn_f16", "75", "f16", f"nvvm.subf {{{_RN}}}", None, "sub.rn.f16", (75, "6.3")),
    _arith("addf_f64_rm", "75", "f64", "nvvm.addf {rnd = #nvvm.fp_rnd_mode<rm>}", "llvm.nvvm.add.rm.d", "add.rm.f64",
           (75, "6.3")),
    _arith("fma_rn", "75", "f32", f"nvvm.fma {{{_RN}}}", "llvm.nvvm.fma.rn.f", "fma.rn.f32", (75, "6.3")),
    _arith("fma_rz_f64", "75", "f64", f"nvvm.fma {{{_RZ}}}", "llvm.nvvm.fma.rz.d", "fma.rz.f64", (75, "6.3")),
    _arith("fma_relu_bf16", "80", "bf16", f"nvvm.fma {{relu = true, {_RN}}}", "llvm.nvvm.fma.rn.relu.bf16",
           "fma.rn.relu.bf16", (80, "7.0")),
    _arith("fma_oob_f16", "90", "f16", f"nvvm.fma {{oob = true, {_RN}}}", None, "fma.rn.oob.f16",  # LLVM 22 has no oob intrinsic
           (90, "8.1")),
]


CASES = [
    *_ARITH,
    *(_approx(op, ptx, ftz) for op, ptx in (("sin", "sin"), ("cos", "cos"), ("ex2", "ex2"), ("log2", "lg2"))
      for ftz in (False, True)),
    _minmax("max", "", "75", "", "max.f32"),
    _minmax("min", "ftz", "75", ".ftz", "min.ftz.f32"),
    _minmax("max", "nan", "80", ".nan", "max.NaN.f32"),
    _minmax("min", "ftz nan", "80", ".ftz.nan", "min.ftz.NaN.f32"),
    _minmax("max", "abs", "86", ".xorsign.abs", "max.xorsign.abs.f32"),
    _minmax("min", "ftz nan abs", "86", ".ftz.nan.xorsign.abs", "min.ftz.NaN.xorsign.abs.f32"),
    _minmax("max", "", "100", "", "max.f32", three=True),
    _minmax("min", "ftz nan abs", "100", "", "min.ftz.NaN.abs.f32", three=True),
    _prmt("default", "llvm.nvvm.prmt", True),
    _prmt("f4e", "llvm.nvvm.prmt.f4e", True),
    _prmt("rc8", "llvm.nvvm.prmt.rc8", False),
    _prmt("ecl", "llvm.nvvm.prmt.ecl", False),
    Case("aggr_smem_size", "90", (), "%r = nvvm.read.ptx.sreg.aggr.smem.size : i32", "i32",
         ("llvm.nvvm.read.ptx.sreg.aggr_smem_size", ()), "mov.u32", (90, "8.1")),
    Case("dynamic_smem_size", "75", (), "%r = nvvm.read.ptx.sreg.dynamic.smem.size : i32", "i32", None, "mov.u32"),
    Case("total_smem_size", "75", (), "%r = nvvm.read.ptx.sreg.total.smem.size : i32", "i32", None, "mov.u32"),
    Case("fence_acquire_sync_restrict", "90", (), "nvvm.fence.sync_restrict {order = #nvvm.mem_order<acquire>}", None,
         ("llvm.nvvm.fence.acquire.sync_restrict.space.cluster.scope.cluster", ()), "fence.acquire", _SM90_PTX86),
    Case("fence_release_sync_restrict", "90", (), "nvvm.fence.sync_restrict {order = #nvvm.mem_order<release>}", None,
         ("llvm.nvvm.fence.release.sync_restrict.space.cta.scope.cluster", ()), "fence.release", _SM90_PTX86),
    Case("fence_proxy_release_sync_restrict", "90", (), "nvvm.fence.proxy.sync_restrict {order = #nvvm.mem_order<release>}",
         None, ("llvm.nvvm.fence.proxy.async_generic.release.sync_restrict.space.cta.scope.cluster", ()), "fence.proxy",
         _SM90_PTX86),
    Case("fence_proxy_acquire_sync_restrict", "90", (), "nvvm.fence.proxy.sync_restrict {order = #nvvm.mem_order<acquire>}",
         None, ("llvm.nvvm.fence.proxy.async_generic.acquire.sync_restrict.space.cluster.scope.cluster", ()),
         "fence.proxy", _SM90_PTX86),
    Case("expect_tx", "90", (_S, "i32"), f"nvvm.mbarrier.expect_tx %p0, %p1 : {_S}, i32", None,
         ("llvm.nvvm.mbarrier.expect.tx.scope.cta.space.cta", (0, 1)), "mbarrier.expect_tx"),
    Case("expect_tx_cluster", "90", (_C, "i32"),
         f"nvvm.mbarrier.expect_tx %p0, %p1 {{scope = #nvvm.mem_scope<cluster>}} : {_C}, i32", None,
         ("llvm.nvvm.mbarrier.expect.tx.scope.cluster.space.cluster", (0, 1)), "mbarrier.expect_tx"),
    Case("complete_tx", "90", (_S, "i32"), f"nvvm.mbarrier.complete_tx %p0, %p1 : {_S}, i32", None,
         ("llvm.nvvm.mbarrier.complete.tx.scope.cta.space.cta", (0, 1)), "mbarrier.complete_tx"),
    Case("try_wait_state", "90", (_S, "i64"), f"%r = nvvm.mbarrier.try_wait %p0, %p1 : {_S}, i64 -> i1", "i1",
         ("llvm.nvvm.mbarrier.try.wait.scope.cta.space.cta", (0, 1)), "mbarrier.try_wait"),
    Case("try_wait_parity_relaxed_ticks", "90", (_S, "i32", "i32"),
         f"%r = nvvm.mbarrier.try_wait %p0, %p1, %p2 {{relaxed = true}} : {_S}, i32, i32 -> i1", "i1",
         ("llvm.nvvm.mbarrier.try.wait.parity.tl.relaxed.scope.cta.space.cta", (0, 1, 2)), "mbarrier.try_wait",
         _SM90_PTX86),
    Case("try_wait_cluster_ticks", "90", (_S, "i64", "i32"),
         f"%r = nvvm.mbarrier.try_wait %p0, %p1, %p2 {{scope = #nvvm.mem_scope<cluster>}} : {_S}, i64, i32 -> i1", "i1",
         ("llvm.nvvm.mbarrier.try.wait.tl.scope.cluster.space.cta", (0, 1, 2)), "mbarrier.try_wait"),
    Case("arrive_drop_count", "90", (_S, "i32"), f"%r = nvvm.mbarrier.arrive_drop %p0, %p1 : {_S} -> i64", "i64",
         ("llvm.nvvm.mbarrier.arrive.drop.scope.cta.space.cta", (0, 1)), "mbarrier.arrive_drop"),
    Case("arrive_drop", "80", (_S,), f"%r = nvvm.mbarrier.arrive_drop %p0 : {_S} -> i64", "i64", None,
         "mbarrier.arrive_drop"),
    Case("arrive_drop_cluster", "90", (_C, "i32"),
         f"nvvm.mbarrier.arrive_drop %p0, %p1 {{scope = #nvvm.mem_scope<cluster>}} : {_C}", None,
         ("llvm.nvvm.mbarrier.arrive.drop.scope.cluster.space.cluster", (0, 1)), "mbarrier.arrive_drop"),
    Case("arrive_drop_relaxed", "90", (_S, "i32"),
         f"%r = nvvm.mbarrier.arrive_drop %p0, %p1 {{relaxed = true}} : {_S} -> i64", "i64",
         ("llvm.nvvm.mbarrier.arrive.drop.relaxed.scope.cta.space.cta", (0, 1)), "mbarrier.arrive_drop", _SM90_PTX86),
    Case("arrive_drop_expect_tx", "90", (_S, "i32"),
         f"%r = nvvm.mbarrier.arrive_drop.expect_tx %p0, %p1 : {_S}, i32 -> i64", "i64",
         ("llvm.nvvm.mbarrier.arrive.drop.expect.tx.scope.cta.space.cta", (0, 1)), "mbarrier.arrive_drop.expect_tx"),
    Case("arrive_drop_nocomplete", "80", (_G, "i32"),
         f"%r = nvvm.mbarrier.arrive_drop.nocomplete %p0, %p1 : {_G}, i32 -> i64", "i64",
         ("llvm.nvvm.mbarrier.arrive.drop.noComplete", (0, 1)), "mbarrier.arrive_drop.noComplete"),
    # Ops newer than MLIR 22, in the syntax of llvm-project's NVVMOps.td (ops generated from their
    # table row), against LLVM 22's intrinsic of the same instruction.
    Case("sqrt_rn", "75", ("f32",), "%r = nvvm.sqrt %p0, rnd = <rn> : f32", "f32",
         ("llvm.nvvm.sqrt.rn.f", (0,)), "sqrt.rn.f32", (75, "6.3")),
    Case("sqrt_rz_f64", "75", ("f64",), "%r = nvvm.sqrt %p0, rnd = <rz> : f64", "f64",
         ("llvm.nvvm.sqrt.rz.d", (0,)), "sqrt.rz.f64", (75, "6.3")),
    Case("sqrt_approx_ftz", "75", ("f32",), "%r = nvvm.sqrt.approx %p0 ftz = true : f32", "f32",
         ("llvm.nvvm.sqrt.approx.ftz.f", (0,)), "sqrt.approx.ftz.f32", (75, "6.3")),
    Case("rsqrt", "75", ("f32",), "%r = nvvm.rsqrt %p0 : f32", "f32",
         ("llvm.nvvm.rsqrt.approx.f", (0,)), "rsqrt.approx.f32", (75, "6.3")),
    Case("rsqrt_f64", "75", ("f64",), "%r = nvvm.rsqrt %p0 : f64", "f64",
         ("llvm.nvvm.rsqrt.approx.d", (0,)), "rsqrt.approx.f64", (75, "6.3")),
    Case("divf", "75", ("f32", "f32"), "%r = nvvm.divf %p0, %p1 : f32", "f32",
         ("llvm.nvvm.div.rn.f", (0, 1)), "div.rn.f32", (75, "6.3")),
    Case("divf_approx_ftz", "75", ("f32", "f32"), "%r = nvvm.divf %p0, %p1 ftz = true approx = true : f32", "f32",
         ("llvm.nvvm.div.approx.ftz.f", (0, 1)), "div.approx.ftz.f32", (75, "6.3")),
    Case("divf_full", "75", ("f32", "f32"), "%r = nvvm.divf %p0, %p1 full = true : f32", "f32",
         ("llvm.nvvm.div.full", (0, 1)), "div.full.f32", (75, "6.3")),
    Case("divf_rp_f64", "75", ("f64", "f64"), "%r = nvvm.divf %p0, %p1 rnd = <rp> : f64", "f64",
         ("llvm.nvvm.div.rp.d", (0, 1)), "div.rp.f64", (75, "6.3")),
    Case("movmatrix", "75", ("i32",), "%r = nvvm.movmatrix %p0, shape = <m = 8, n = 8>, element_type = <b16> : i32",
         "i32", None, "movmatrix.sync.aligned.m8n8.trans.b16"),
    # Newer than the table's NVVMOps.td (tools/nvvm_ods_newer_ops.td); LLVM 22 has neither
    # intrinsic (MLIR translates tanh to `llvm.tanh` with `afn`).
    Case("tanh", "75", ("f32",), "%r = nvvm.tanh %p0 : f32", "f32", None, "tanh.approx.f32"),
    Case("check_layout", "90", (_S,), f"%r = nvvm.mbarrier.check_layout %p0 : {_S} -> i1", "i1", None,
         "mbarrier.check_layout.layout::v0.shared.b64"),
    Case("check_layout_v1_generic", "90", (_G,), f"%r = nvvm.mbarrier.check_layout %p0 layout = 1 : {_G} -> i1", "i1",
         None, "mbarrier.check_layout.layout::v1.b64"),
]

test_selects, test_assembles_at_lowest_target, test_matches_llvm = selection_tests(CASES)

_BY_ID = {case.id: case for case in CASES}


@pytest.mark.parametrize(
    ("case_id", "sm", "wanted"),
    [
        ("aggr_smem_size", "80", "sm_90"),
        ("fence_acquire_sync_restrict", "80", "sm_90"),
        ("try_wait_state", "80", "sm_90"),
        ("expect_tx", "80", "sm_90"),
        ("arrive_drop_nocomplete", "75", "sm_80"),
        ("fmax_nan", "75", "sm_80"),
        ("fmax_abs", "80", "sm_86"),
        ("fmax_plain_3", "90", "sm_100"),
        ("fma_relu_bf16", "75", "sm_80"),
        ("fma_oob_f16", "80", "sm_90"),
        ("movmatrix", "70", "sm_75"),
        ("tanh", "70", "sm_75"),
        ("check_layout", "80", "sm_90"),
    ],
)
def test_below_the_target_is_a_located_error(case_id: str, sm: str, wanted: str):
    message = compile_error(_BY_ID[case_id], sm)
    op_name = re.search(r"nvvm\.[\w.]+", _BY_ID[case_id].op).group(0)  # type: ignore[union-attr]
    assert op_name in message and wanted in message


def test_relaxed_needs_ptx_8_6():
    """`.relaxed` mbarrier forms exist from PTX ISA 8.6: the automatic `.version` follows."""
    from tests.nvvm_isel_cases import compile_ours

    assert ".version 8.6" in compile_ours(_BY_ID["arrive_drop_relaxed"])
    assert ".version 8.6" not in compile_ours(_BY_ID["arrive_drop_count"])


@pytest.mark.parametrize(
    ("t", "op", "wanted"),
    [
        ("f64", "nvvm.addf {ftz = true}", "ftz/sat on f64"),
        ("f16", f"nvvm.fma {{{_RZ}}}", "rounding mode rz on f16"),
        ("f32", "nvvm.fma {ftz = false}", "property 'rnd' expected"),  # required, as in MLIR
        ("f32", f"nvvm.fma {{relu = true, {_RN}}}", "relu/oob off an f16/bf16 fma"),
        ("f32", "nvvm.subf {sat = #nvvm.sat_mode<satfinite>}", "no .satfinite form"),
    ],
)
def test_forms_ptx_lacks_are_located_errors(t: str, op: str, wanted: str):
    """`nvvm.addf`/`subf`/`fma` combinations no PTX instruction has: an error naming the op."""
    message = compile_error(_arith("bad", "90", t, op, None, "", (90, "8.0")))
    assert op.split(" ")[0] in message and wanted in message


@pytest.mark.parametrize(
    ("params", "op", "wanted"),
    [
        (("f32",), "%r = nvvm.sqrt %p0, rnd = <rna> : f32", "needs a rounding mode rn/rz/rm/rp"),
        (("f64", "f64"), "%r = nvvm.divf %p0, %p1 approx = true : f64", "approx/full is an f32 division"),
        (("i32",), "%r = nvvm.movmatrix %p0, shape = <m = 16, n = 8>, element_type = <b16> : i32", "only the m8n8 b16"),
        # An op of the table no selector handles yet (issue #30): located, naming the op.
        ((_G, _S, "!llvm.ptr<1>", "i32"),
         "nvvm.cp.async.bulk.tensor.global.shared.cta.override %p0, %p1, %p2, box[%p3] : !llvm.ptr, !llvm.ptr<3>, !llvm.ptr<1>",
         "nvvm.cp.async.bulk.tensor.global.shared.cta.override is not supported by instruction selection yet (issue #30)"),
    ],
)
def test_new_ops_refuse_forms_ptx_lacks(params: tuple[str, ...], op: str, wanted: str):
    result = "i32" if "movmatrix" in op else params[0] if op.startswith("%r") else None
    message = compile_error(Case("bad", "90", params, op, result, None, ""), "90")
    assert re.search(r"nvvm\.[\w.]+", op).group(0) in message and wanted in message  # type: ignore[union-attr]
