"""Selection of `nvvm.barrier.reduction`, `store.async.global/shared`, `tensormap.replace` and
`tcgen05.ld.red` (backend/isel_nvvm_ods_memory.py): each op in a kernel at the lowest target that
has its instruction, assembled by ptxas, and, where LLVM 22 has the intrinsic MLIR translates the
op to (`llvm.nvvm.barrier.cta.red.*`, `llvm.nvvm.tensormap.replace.*`), compared with what
LLVM 22 prints for it (the checks of tests/nvvm_isel_cases.py)."""

from __future__ import annotations

import pytest

from tests.nvvm_isel_cases import Case, compile_error, compile_ours, instruction, llvm_kernel, selection_tests

_G, _S, _C, _T = "!llvm.ptr<1>", "!llvm.ptr<3>", "!llvm.ptr<7>", "!llvm.ptr<6>"
_I1 = ((0, "i1"),)  # LLVM's barrier reductions take the predicate as an i1


def _red(id_: str, kind: str, sm: str, with_id: bool, aligned: bool, opcode: str) -> Case:
    params = ("i32", "i32") if with_id else ("i32",)
    text = f"%r = nvvm.barrier.reduction #nvvm.reduction<{kind}> %p0{' id = %p1' if with_id else ''} -> i32"
    text += "" if aligned else " aligned = false"
    name = f"llvm.nvvm.barrier.cta.red.{kind}{'.aligned' if aligned else ''}.all"
    llvm_result = "i32" if kind == "popc" else "i1"
    return Case(id_, sm, params, text, "i32", (name, (1 if with_id else "i32 0", 0)), opcode,
                llvm_result=llvm_result, llvm_params=_I1)


def _tensormap(id_: str, field: str, ptr: str, value: str | None, index: int | None, llvm_value: str,
               llvm_target: tuple[str, str] = ("90a", "8.3"), sm: str = "90a") -> Case:
    """`nvvm.tensormap.replace field = <field>[index], new_value = <value> in %p0`."""
    params = (ptr, value) if value and value.startswith("i") else (ptr,)
    new_value = "%p1" if len(params) == 2 else value
    types = f"{ptr}, {value}" if len(params) == 2 else ptr
    text = f"nvvm.tensormap.replace field = {field}{f'[{index}]' if index is not None else ''}, new_value = {new_value} in %p0 : {types}"
    intrinsic = "llvm.nvvm.tensormap.replace." + field.replace("_", ".") + (".p3" if ptr == _S else ".p1")
    args: tuple[int | str, ...] = (0, *((f"i32 {index}",) if index is not None else ()), 1 if len(params) == 2 else llvm_value)
    return Case(id_, sm, params, text, None, (intrinsic, args), "tensormap.replace", llvm_target)


CASES = [
    _red("red_and", "and", "75", False, True, "bar.red.and.pred"),
    _red("red_or_id", "or", "75", True, True, "bar.red.or.pred"),
    _red("red_popc_id", "popc", "75", True, True, "bar.red.popc.u32"),
    _red("red_popc_unaligned", "popc", "75", True, False, "barrier.red.popc.u32"),
    _red("red_and_unaligned", "and", "75", False, False, "barrier.red.and.pred"),
    _tensormap("tm_global_address", "global_address", _G, "i64", None, ""),
    _tensormap("tm_global_address_shared", "global_address", _S, "i64", None, ""),
    _tensormap("tm_rank", "rank", _G, "i32", None, ""),
    _tensormap("tm_box_dim", "box_dim", _G, "i32", 2, ""),
    _tensormap("tm_global_stride", "global_stride", _S, "i64", 1, ""),
    _tensormap("tm_element_stride", "element_stride", _G, "i32", 3, ""),
    _tensormap("tm_elemtype", "elemtype", _G, "#nvvm.tensormap_elemtype<bf16>", None, "i32 10"),
    _tensormap("tm_swizzle_mode", "swizzle_mode", _G, "#nvvm.tensormap_swizzle_mode<b128>", None, "i32 3"),
    _tensormap("tm_interleave", "interleave_layout", _G, "#nvvm.tensormap_interleave_layout<b32>", None, "i32 2"),
    _tensormap("tm_fill_mode", "fill_mode", _G, "#nvvm.tensormap_fill_mode<oob_nan>", None, "i32 1"),
    _tensormap("tm_swizzle_atomicity", "swizzle_atomicity", _G, "#nvvm.tensormap_swizzle_atomicity<b32_flip_b8>",
               None, "i32 2", ("100a", "8.8"), "100a"),
    # Newer than LLVM 22: the PTX ISA's instruction, assembled by ptxas.
    Case("tm_elemtype_packed", "100a", (_G,),
        f"nvvm.tensormap.replace field = elemtype, new_value = #nvvm.tensormap_elemtype<b6x16_p32> in %p0 : {_G}",
        None, None, "tensormap.replace.tile.elemtype.global.b1024.b32"),
    Case("st_async_sys", "100", (_G, "i32"), f"nvvm.store.async.global %p0, %p1 scope = sys : {_G}, i32", None, None,
         "st.async.release.sys.global.b32"),
    Case("st_async_gpu_i8", "100", (_G, "i8"), f"nvvm.store.async.global %p0, %p1 scope = gpu : {_G}, i8", None, None,
         "st.async.release.gpu.global.b8"),
    Case("st_async_mmio_i64", "100", (_G, "i64"), f"nvvm.store.async.global %p0, %p1 scope = sys mmio = true : {_G}, i64",
         None, None, "st.async.mmio.release.sys.global.b64"),
    Case("st_async_multimem_i16", "100", (_G, "i16"),
         f"nvvm.store.async.global %p0, %p1 scope = gpu multimem = true : {_G}, i16", None, None,
         "multimem.st.async.release.gpu.global.b16"),
    Case("st_async_shared_i32", "90", (_C, "i32", _C),
         f"nvvm.store.async.shared %p0, %p1, mbarrier = %p2 : {_C}, i32, {_C}", None, None,
         "st.async.shared::cluster.mbarrier::complete_tx::bytes.b32"),
    Case("st_async_shared_i64", "90", (_C, "i64", _C),
         f"nvvm.store.async.shared %p0, %p1, mbarrier = %p2 : {_C}, i64, {_C}", None, None,
         "st.async.shared::cluster.mbarrier::complete_tx::bytes.b64"),
    Case("st_async_shared_i128", "90", (_C, "i128", _C),
         f"nvvm.store.async.shared %p0, %p1, mbarrier = %p2 : {_C}, i128, {_C}", None, None,
         "st.async.shared::cluster.mbarrier::complete_tx::bytes.b128"),
    Case("ld_red_min_i32", "103a", (_T,), "%d, %r = nvvm.tcgen05.ld.red min %p0 shape = shape_32x32b : vector<2xi32>, i32",
         "i32", None, "tcgen05.ld.red.sync.aligned.32x32b.x2.min.s32"),
    Case("ld_red_max_f32_abs_nan", "110f", (_T,),
         "%d, %r = nvvm.tcgen05.ld.red max %p0 shape = shape_32x32b abs nan : vector<8xf32>, f32", "f32", None,
         "tcgen05.ld.red.sync.aligned.32x32b.x8.max.abs.NaN.f32"),
    Case("ld_red_16x32bx2", "103f", (_T,),
         "%o = llvm.mlir.constant(4 : i64) : i64\n  "
         "%d, %r = nvvm.tcgen05.ld.red min %p0, %o shape = shape_16x32bx2 : vector<4xf32>, f32", "f32", None,
         "tcgen05.ld.red.sync.aligned.16x32bx2.x4.min.f32"),
]

test_selects, test_assembles_at_lowest_target, _ = selection_tests(CASES)


def test_matches_llvm():
    """Each instruction equals LLVM 22's for the intrinsic, all cases in one LLVM module compiled
    once for sm_100a (an LLVM compile is a child process of seconds; the instructions are the
    same on every target that has them)."""
    llvm_oracle = pytest.importorskip("nvvm_xdsl_testing.llvm_oracle")
    pytest.importorskip("llvmlite")
    compared = [case for case in CASES if case.intrinsic is not None]
    declares: dict[str, None] = {}
    kernels = []
    for index, case in enumerate(compared):
        declare, kernel = llvm_kernel(case).split("\n", 1)
        declares[declare] = None
        kernels.append(kernel.replace("@k(", f"@k{index}("))
    ptx_text = llvm_oracle.llvm_ptx("\n".join([*declares, *kernels]), sm="100a", ptx_version="8.8", isolated=True,
                                   short_pointers=True)
    entries = ptx_text.split(".entry ")[1:]
    assert len(entries) == len(compared)
    for index, (case, entry) in enumerate(zip(compared, entries, strict=True)):
        theirs = instruction(".entry " + entry.replace(f"k{index}_param_", "k_param_"), case.opcode)
        assert instruction(compile_ours(case), case.opcode) == theirs, case.id

_BY_ID = {case.id: case for case in CASES}


@pytest.mark.parametrize(
    ("case_id", "sm", "wanted"),
    [
        ("red_and_unaligned", "60", "sm_70"),
        ("tm_rank", "90", "sm_90a"),
        ("tm_swizzle_atomicity", "90a", "sm_100a"),
        ("tm_elemtype_packed", "90a", "sm_100a"),
        ("st_async_sys", "90a", "sm_100"),
        ("st_async_multimem_i16", "100", "PTX"),  # ptx-version given below
        ("ld_red_min_i32", "100a", "sm_103f"),
        ("ld_red_min_i32", "120a", "sm_103f"),
    ],
)
def test_below_the_target_is_a_located_error(case_id: str, sm: str, wanted: str):
    case = _BY_ID[case_id]
    if wanted == "PTX":
        from nvvm_xdsl.transforms.lower_to_ptx import LowerToPTXPass
        from nvvm_xdsl_testing.ptx_compile import compile_to_ptx
        from tests.nvvm_isel_cases import mlir_kernel

        with pytest.raises(Exception) as info:
            compile_to_ptx(mlir_kernel(case), LowerToPTXPass(sm=sm, ptx_version="9.2"))
        message = str(info.value)
        wanted = "PTX ISA 9.3"
    else:
        message = compile_error(case, sm)
    assert "nvvm." in message and wanted in message, message


def test_versions_follow_the_instructions():
    """The automatic `.version` is the lowest that has each instruction (PTX ISA, ptxas-checked)."""
    assert ".version 8.7" in compile_ours(_BY_ID["st_async_sys"])
    assert ".version 9.3" in compile_ours(_BY_ID["st_async_multimem_i16"])
    assert ".version 9.2" in compile_ours(_BY_ID["st_async_shared_i128"])
    assert ".version 8.3" in compile_ours(_BY_ID["tm_rank"])


def test_unused_results_stay():
    """A barrier reduction synchronises the CTA and tcgen05.ld.red reads tensor memory: neither is
    deleted when its results are unused."""
    ptx_text = compile_ours(
        Case("unused", "103a", ("i32", _T), "%u = nvvm.barrier.reduction #nvvm.reduction<or> %p0 -> i32\n  "
             "%d, %v = nvvm.tcgen05.ld.red max %p1 shape = shape_32x32b : vector<2xi32>, i32", None, None, "")
    )
    assert "bar.red.or.pred" in ptx_text and "tcgen05.ld.red" in ptx_text


@pytest.mark.parametrize(
    ("op", "params", "wanted"),
    [
        (f"nvvm.store.async.global %p0, %p1 scope = cta : {_G}, i32", (_G, "i32"), "scope must be gpu or sys"),
        (f"nvvm.store.async.global %p0, %p1 scope = gpu mmio = true : {_G}, i32", (_G, "i32"), "mmio is only for sys"),
        ("%d, %r = nvvm.tcgen05.ld.red add %p0 shape = shape_32x32b : vector<2xi32>, i32", (_T,), "min or max only"),
        ("%d, %r = nvvm.tcgen05.ld.red min %p0 shape = shape_16x64b : vector<2xi32>, i32", (_T,), "shapes 32x32b"),
        ("%d, %r = nvvm.tcgen05.ld.red min %p0 shape = shape_32x32b abs : vector<2xi32>, i32", (_T,), "f32 only"),
        (f"nvvm.tensormap.replace field = box_dim, new_value = %p1 in %p0 : {_G}, i32", (_G, "i32"), "element index"),
    ],
)
def test_bad_forms_are_located_errors(op: str, params: tuple[str, ...], wanted: str):
    message = compile_error(Case("bad", "103a", params, op, None, None, ""))
    assert "nvvm." in message and wanted in message, message
