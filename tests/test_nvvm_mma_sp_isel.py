"""Selection of the sparse and block-scaled warp MMA ops (`nvvm.mma.sp.sync`,
`nvvm.mma.block_scale`, `nvvm.mma.sp.block_scale`; nvvm_xdsl/backend/isel_nvvm_mma.py).

Each case is one op in a kernel, selected at the lowest target that has the instruction,
assembled by ptxas for it and compared with the instruction LLVM 22 prints for the matching
`llvm.nvvm.mma.sp.*` / `llvm.nvvm.mma.block.scale.*` intrinsic (tests/nvvm_isel_cases.py).
"""

from __future__ import annotations

import re
from dataclasses import replace

import pytest

from tests.nvvm_isel_cases import Case, compile_error, compile_mlir, compile_ours, instruction, selection_tests
from tests.test_nvvm_mma_isel import _mma_case

V2F16 = "vector<2xf16>"
SELECTOR = "%sel = llvm.mlir.constant({} : i32) : i32\n  "


def _struct(t: str, n: int) -> str:
    return f"!llvm.struct<({', '.join([t] * n)})>"


def _groups(a: tuple[str, int], b: tuple[str, int], c: tuple[str, int]) -> tuple[tuple[str, ...], list[str]]:
    params = (a[0],) * a[1] + (b[0],) * b[1] + (c[0],) * c[1]
    names = [f"%p{i}" for i in range(len(params))]
    na, nb = a[1], b[1]
    text = f"A[{', '.join(names[:na])}] B[{', '.join(names[na:na + nb])}] C[{', '.join(names[na + nb:])}]"
    return params, [text]


def _sp_case(id: str, target: str, k: int, a, b, c, attrs: str, intrinsic: str, selector: int = 0, llvm_target=(90, "8.5")) -> Case:
    params, (groups,) = _groups(a, b, c)
    meta = len(params)
    result = _struct(c[0], c[1])
    op = (
        SELECTOR.format(selector)
        + f"%r = nvvm.mma.sp.sync {groups} sparseMetadata[%p{meta}] selector[%sel] "
        f"{{shape = #nvvm.shape<m = 16, n = 8, k = {k}>{attrs}}} : ({a[0]}, {b[0]}, {c[0]}) -> {result}"
    )
    args = (*range(meta + 1), f"i32 {selector}")
    return Case(id, target, (*params, "i32"), op, result, (intrinsic, args), "mma.sp", llvm_target)


def _types(a: str, b: str) -> str:
    return f", multiplicandAPtxType = #nvvm.mma_type<{a}>, multiplicandBPtxType = #nvvm.mma_type<{b}>"


_SCALES = ("i32", "i16", "i16", "i32", "i16", "i16")


def _block_scale_case(id: str, k: int, a: str, b: str, kind: str, vec: str, fmt: str, intrinsic: str, sparse: bool = False) -> Case:
    a_regs, b_regs = 4, 4 if sparse else 2
    params, (groups,) = _groups(("i32", a_regs), ("i32", b_regs), ("f32", 4))
    first = len(params)
    sparse_params: tuple[str, ...] = ("i32",) if sparse else ()
    scale_at = first + len(sparse_params)
    names = [f"%p{scale_at + i}" for i in range(6)]
    sparse_text = f"sparseMetadata[%p{first}] selector[%sel] " if sparse else ""
    op = (
        (SELECTOR.format(0) if sparse else "")
        + f"%r = nvvm.mma.{'sp.' if sparse else ''}block_scale {groups} {sparse_text}"
        f"scaleA[{', '.join(names[:3])}] scaleB[{', '.join(names[3:])}] "
        f"{{blockScaleFormat = #nvvm.block_scale_format<{fmt}>, kind = #nvvm.block_scale_kind<{kind}>, "
        f"scaleVecSize = #nvvm.scale_vec_size<{vec}>, shape = #nvvm.shape<m = 16, n = 8, k = {k}>{_types(a, b)}}} "
        f": (i32, i32, f32) -> {_struct('f32', 4)}"
    )
    args: tuple[int | str, ...] = tuple(range(first))
    if sparse:
        args += (first, "i32 0")
    args += tuple(range(scale_at, scale_at + 6))
    return Case(id, "120a", (*params, *sparse_params, *_SCALES), op, _struct("f32", 4), (intrinsic, args), "mma", ("120a", "8.7"))


SP_CASES = [
    _sp_case("sp_m16n8k16_f16_f16", "80", 16, (V2F16, 2), (V2F16, 2), (V2F16, 2), "", "llvm.nvvm.mma.sp.m16n8k16.row.col.f16.f16", 1),
    _sp_case("sp_m16n8k32_f16_f32", "80", 32, (V2F16, 4), (V2F16, 4), ("f32", 4), "", "llvm.nvvm.mma.sp.m16n8k32.row.col.f32.f32"),
    _sp_case("sp_m16n8k32_bf16", "80", 32, ("i32", 4), ("i32", 4), ("f32", 4), _types("bf16", "bf16"), "llvm.nvvm.mma.sp.m16n8k32.row.col.bf16"),
    _sp_case("sp_m16n8k8_tf32", "80", 8, ("i32", 2), ("i32", 2), ("f32", 4), _types("tf32", "tf32"), "llvm.nvvm.mma.sp.m16n8k8.row.col.tf32", 3),
    _sp_case("sp_m16n8k32_s8_u8_satfinite", "80", 32, ("i32", 2), ("i32", 2), ("i32", 4),
             _types("s8", "u8") + ", intOverflowBehavior = #nvvm.mma_int_overflow<satfinite>", "llvm.nvvm.mma.sp.m16n8k32.row.col.satfinite.s8.u8"),
    _sp_case("sp_m16n8k128_u4_ordered", "80", 128, ("i32", 4), ("i32", 4), ("i32", 4),
             _types("u4", "u4") + ", intOverflowBehavior = #nvvm.mma_int_overflow<wrapped>, orderedMetadata",
             "llvm.nvvm.mma.sp.ordered.metadata.m16n8k128.row.col.u4"),
    _sp_case("sp_m16n8k64_e4m3_e5m2", "89", 64, ("i32", 4), ("i32", 4), ("f32", 4), _types("e4m3", "e5m2"),
             "llvm.nvvm.mma.sp.m16n8k64.row.col.f32.e4m3.e5m2.f32"),
    _sp_case("sp_m16n8k64_kind_e3m2_e2m1_f16", "120a", 64, ("i32", 4), ("i32", 4), (V2F16, 2),
             _types("e3m2", "e2m1") + ", kind = #nvvm.mma_kind<f8f6f4>, orderedMetadata",
             "llvm.nvvm.mma.sp.ordered.metadata.m16n8k64.row.col.kind.f8f6f4.f16.e3m2.e2m1.f16", llvm_target=("120a", "8.7")),
]

BLOCK_SCALE_CASES = [
    _block_scale_case("block_scale_mxf8f6f4_e4m3_e2m1", 32, "e4m3", "e2m1", "mxf8f6f4", "x1", "ue8m0",
                      "llvm.nvvm.mma.block.scale.m16n8k32.row.col.mxf8f6f4.scale.1x.f32.e4m3.e2m1.f32.ue8m0"),
    _block_scale_case("block_scale_mxf4nvf4_x4", 64, "e2m1", "e2m1", "mxf4nvf4", "x4", "ue4m3",
                      "llvm.nvvm.mma.block.scale.m16n8k64.row.col.mxf4nvf4.scale.4x.f32.e2m1.e2m1.f32.ue4m3"),
    _block_scale_case("block_scale_mxf4_x2", 64, "e2m1", "e2m1", "mxf4", "x2", "ue8m0",
                      "llvm.nvvm.mma.block.scale.m16n8k64.row.col.mxf4.scale.2x.f32.e2m1.e2m1.f32.ue8m0"),
    _block_scale_case("sp_block_scale_mxf8f6f4_e5m2", 64, "e5m2", "e3m2", "mxf8f6f4", "x1", "ue8m0",
                      "llvm.nvvm.mma.sp.ordered.metadata.block.scale.m16n8k64.row.col.mxf8f6f4.scale.1x.f32.e5m2.e3m2.f32.ue8m0", sparse=True),
    _block_scale_case("sp_block_scale_mxf4nvf4_x2", 128, "e2m1", "e2m1", "mxf4nvf4", "x2", "ue8m0",
                      "llvm.nvvm.mma.sp.ordered.metadata.block.scale.m16n8k128.row.col.mxf4nvf4.scale.2x.f32.e2m1.e2m1.f32.ue8m0", sparse=True),
]

# mma.sync with the fp8 multiplicand types the sparse forms brought into `#nvvm.mma_type`.
FP8_MMA_SYNC_CASES = [
    replace(_mma_case("mma_sync_m16n8k32_e4m3_e5m2", "89", "m = 16, n = 8, k = 32", ("i32", 4), ("i32", 2), ("f32", 4), ("f32", 4),
              _types("e4m3", "e5m2"), "llvm.nvvm.mma.m16n8k32.row.col.f32.e4m3.e5m2.f32"), llvm_target=(89, "8.7")),
    replace(_mma_case("mma_sync_m16n8k16_e5m2_f16", "89", "m = 16, n = 8, k = 16", ("i32", 2), ("i32", 1), (V2F16, 2), (V2F16, 2),
              _types("e5m2", "e5m2"), "llvm.nvvm.mma.m16n8k16.row.col.f16.e5m2.e5m2.f16"), llvm_target=(89, "8.7")),
]

CASES = SP_CASES + BLOCK_SCALE_CASES + FP8_MMA_SYNC_CASES

test_selects, test_assembles_at_lowest_target, test_matches_llvm = selection_tests(CASES)


@pytest.mark.parametrize(
    ("case", "sm", "message"),
    [
        (SP_CASES[0], "75", "sm_80"),
        (SP_CASES[6], "80", "sm_89"),
        (SP_CASES[7], "90", "sm_120a"),
        (BLOCK_SCALE_CASES[0], "100a", "sm_120a"),
    ],
    ids=["sp_before_sm80", "sp_e4m3_before_sm89", "sp_kind_not_sm120a", "block_scale_not_sm120a"],
)
def test_refused_below_its_target(case: Case, sm: str, message: str):
    """A target without the instruction is a located error naming the one that has it."""
    assert message in compile_error(case, sm)


def test_selector_must_be_a_constant_in_range():
    """PTX takes the sparsity selector as an immediate below the number of metadata threads."""
    case = SP_CASES[1]  # f16 m16n8k32: two threads contribute metadata
    bad = Case(case.id, case.target, case.params, case.op.replace("constant(0 : i32)", "constant(2 : i32)"), case.result, None, case.opcode)
    assert "constant sparsity selector in [0, 2)" in compile_error(bad)


def test_block_scale_registers_as_vectors():
    """MLIR's tests pass the block-scale registers as vectors (`A[%a] : (vector<4xi32>, ...)`),
    which MLIR's verifier accepts: the same instruction, one register per element."""
    case = BLOCK_SCALE_CASES[0]
    scalar = instruction(compile_ours(case), "mma")
    op = re.sub(r"A\[[^\]]*\] B\[[^\]]*\] C\[[^\]]*\]", "A[%va] B[%vb] C[%vc]", case.op).replace(
        ": (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>", ": (vector<4xi32>, vector<2xi32>, vector<4xf32>) -> !llvm.struct<(vector<4xf32>)>"
    )
    packs = []
    for name, t, first, count in (("va", "i32", 0, 4), ("vb", "i32", 4, 2), ("vc", "f32", 6, 4)):
        value = f"%{name}0 = llvm.mlir.poison : vector<{count}x{t}>"
        for i in range(count):
            value += f"\n  %{name}{i + 1}_i = llvm.mlir.constant({i} : i32) : i32"
            value += f"\n  %{name}{i + 1} = llvm.insertelement %p{first + i}, %{name}{i}[%{name}{i + 1}_i : i32] : vector<{count}x{t}>"
        packs.append(value + f"\n  %{name} = llvm.bitcast %{name}{count} : vector<{count}x{t}> to vector<{count}x{t}>")
    result = "!llvm.struct<(vector<4xf32>)>"
    body = "\n  ".join(packs) + "\n  " + op + f"\n  %v = llvm.extractvalue %r[0] : {result}"
    for j in range(4):
        body += f"\n  %i{j} = llvm.mlir.constant({j} : i32) : i32\n  %e{j} = llvm.extractelement %v[%i{j} : i32] : vector<4xf32>"
        body += f"\n  %g{j} = llvm.getelementptr %out[{8 * j}] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i8\n  llvm.store %e{j}, %g{j} : f32, !llvm.ptr<1>"
    params = ", ".join(["%out: !llvm.ptr<1>", *(f"%p{i}: {t}" for i, t in enumerate(case.params))])
    text = f"llvm.func @k({params}) attributes {{nvvm.kernel}} {{\n  {body}\n  llvm.return\n}}\n"
    assert instruction(compile_mlir(text, case.target), "mma") == scalar


def test_block_scale_wrong_register_count_is_located():
    """Selection, not the verifier (MLIR's verifier does not count them), refuses registers the
    instruction does not take."""
    case = BLOCK_SCALE_CASES[0]
    op = case.op.replace("B[%p4, %p5]", "B[%p4, %p4, %p5]")
    bad = Case(case.id, case.target, case.params, op, case.result, None, case.opcode)
    assert "takes 2 i32 B registers" in compile_error(bad)


def test_every_op_has_cases():
    """Each op of nvvm_mma_sp has a selector and cases compiled, assembled and compared above."""
    from nvvm_xdsl.backend.isel_nvvm_mma import SELECTORS
    from nvvm_xdsl.dialects.nvvm_mma_sp import MMA_SP_OPS

    assert set(MMA_SP_OPS) <= set(SELECTORS)
    cased = {m.group(0) for c in CASES if (m := re.search(r"nvvm\.mma[\w.]*", c.op))}
    assert {op.name for op in MMA_SP_OPS} <= cased
