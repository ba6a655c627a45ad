"""printf-lowering against oracles: LLVM's DataLayout (buffer layout = clang's non-packed struct
of the promoted arguments), LLVM's NVPTX backend and ptxas (the lowered IR is valid and
assembles), nvcc (same vprintf ABI), plus the format checker and error atomicity."""

from __future__ import annotations

import re
from dataclasses import dataclass

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from xdsl.context import Context
from xdsl.dialects import llvm
from xdsl.dialects.builtin import (
    BFloat16Type,
    Float16Type,
    Float64Type,
    IntegerType,
    ModuleOp,
    VectorType,
    f32,
    f64,
    i1,
    i8,
    i16,
    i32,
    i64,
)
from xdsl.ir import Attribute

from nvvm_xdsl.address_spaces import pointer_type
from nvvm_xdsl.datalayout import DATA_LAYOUT_STRING
from nvvm_xdsl.diagnostics import OpDiagnostic
from nvvm_xdsl.transforms.printf_lowering import (
    DOUBLE,
    INT,
    LONG,
    POINTER,
    PrintfLoweringPass,
    check_format,
    parse_format,
    promote,
)
from nvvm_xdsl_testing.mlir_to_llvm_ir import export_module, llvm_type, make_context, parse_mlir
from nvvm_xdsl_testing.ptx_compile import compile_to_ptx

i128 = IntegerType(128)

SCALARS: list[Attribute] = [
    i1, i8, i16, i32, i64, i128,
    Float16Type(), BFloat16Type(), f32, f64,
    pointer_type(0), pointer_type(1), pointer_type(3),
    VectorType(f32, [2]), VectorType(i32, [4]), VectorType(i8, [3]),
]  # fmt: skip


def aggregates(depth: int, scalars: list[Attribute] = SCALARS) -> st.SearchStrategy[Attribute]:
    """Scalars, or structs/arrays of them nested at most `depth` levels."""
    leaves = st.sampled_from(scalars)
    if depth == 0:
        return leaves
    inner = aggregates(depth - 1, scalars)
    return st.one_of(
        leaves,
        st.lists(inner, min_size=1, max_size=3).map(llvm.LLVMStructType.from_type_list),
        st.builds(llvm.LLVMArrayType, st.integers(1, 3), inner),
    )


ARG_LISTS = st.lists(aggregates(3), min_size=1, max_size=6)


def printf_module(arg_types: list[Attribute], fmt: str = "x\\0A\\00") -> str:
    """A function passing one argument of each type to printf."""
    params = ", ".join(f"%a{i}: {t}" for i, t in enumerate(arg_types))
    args = "".join(f", %a{i}" for i in range(len(arg_types)))
    types = "".join(f", {t}" for t in arg_types)
    return f"""
    llvm.mlir.global internal constant @fmt("{fmt}") {{addr_space = 0 : i32}}
    llvm.func @printf(!llvm.ptr, ...) -> i32
    llvm.func @f({params}) -> i32 {{
      %fmt = llvm.mlir.addressof @fmt : !llvm.ptr
      %r = llvm.call @printf(%fmt{args}) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr{types}) -> i32
      llvm.return %r : i32
    }}
    """


def lower(text: str) -> ModuleOp:
    module = parse_mlir(text)
    PrintfLoweringPass().apply(make_context(), module)
    module.verify()
    return module


@dataclass(frozen=True)
class Stored:
    offset: int
    type: str


def stores_into_buffer(module: ModuleOp) -> tuple[llvm.AllocaOp, list[Stored]]:
    """The buffer alloca and every (offset, LLVM type) stored through a bufIndexed GEP."""
    (alloca,) = [op for op in module.walk() if isinstance(op, llvm.AllocaOp)]
    stored: list[Stored] = []
    for op in module.walk():
        if isinstance(op, llvm.StoreOp):
            gep = op.ptr.owner
            assert isinstance(gep, llvm.GEPOp) and gep.ptr == alloca.res
            assert gep.result.name_hint is not None and gep.result.name_hint.startswith("bufIndexed")
            (offset,) = gep.rawConstantIndices.iter_values()
            stored.append(Stored(offset, llvm_type(op.value.type)))
    return alloca, stored


def expected_leaves(layout, base: int) -> list[Stored]:
    """Scalar leaves of an llvmlite TypeLayout, in memory order."""
    if layout.kind == "struct":
        return [
            leaf
            for member, offset in zip(layout.members, layout.field_offsets, strict=True)
            for leaf in expected_leaves(member, base + offset)
        ]
    if layout.kind == "array":
        (element,) = layout.members
        return [
            leaf
            for k in range(layout.count)
            for leaf in expected_leaves(element, base + k * element.alloc_size)
        ]
    # An i1 sits in memory as a byte.
    return [Stored(base, "i8" if layout.type_text == "i1" else layout.type_text)]


def expected_packing(arg_types: list[Attribute]) -> tuple[list[Stored], int, int]:
    """Leaves, end offset and alignment of cicc's packing, sizes and offsets from LLVM:
    each promoted argument at the next multiple of its alloc size."""
    from nvvm_xdsl_testing.llvm_oracle import llvm_datalayout_queries

    leaves: list[Stored] = []
    offset, align = 0, 8
    for t in arg_types:
        layout = llvm_datalayout_queries(llvm_type(promote(t).type), DATA_LAYOUT_STRING)
        if layout.alloc_size:
            offset = -(-offset // layout.alloc_size) * layout.alloc_size
        leaves += expected_leaves(layout, offset)
        offset += layout.alloc_size
        align = max(align, layout.abi_align)
    return leaves, offset, align


def check_buffer(module: ModuleOp, leaves: list[Stored], size: int, align: int) -> None:
    alloca, stored = stores_into_buffer(module)
    assert stored == leaves
    assert isinstance(alloca.elem_type, llvm.LLVMArrayType)
    assert alloca.elem_type.size.data == size
    assert alloca.alignment is not None and alloca.alignment.value.data == align


@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.sampled_from(SCALARS), min_size=1, max_size=8))
def test_scalar_buffer_is_clangs_struct_of_promoted_types(arg_types: list[Attribute]):
    """clang's rule: the buffer is a non-packed struct of the promoted argument types."""
    pytest.importorskip("llvmlite")
    from nvvm_xdsl_testing.llvm_oracle import llvm_datalayout_queries

    promoted = [promote(t).type for t in arg_types]
    struct = llvm_datalayout_queries("{ " + ", ".join(llvm_type(t) for t in promoted) + " }", DATA_LAYOUT_STRING)
    # The buffer holds the whole packing (the struct minus its tail padding) and is aligned
    # for every argument, and at least to 8 as vprintf expects.
    end = struct.field_offsets[-1] + struct.members[-1].alloc_size
    check_buffer(
        lower(printf_module(arg_types)), expected_leaves(struct, 0), end, max(8, struct.abi_align)
    )


@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(ARG_LISTS)
def test_aggregates_pack_at_multiples_of_their_size(arg_types: list[Attribute]):
    pytest.importorskip("llvmlite")
    check_buffer(lower(printf_module(arg_types)), *expected_packing(arg_types))


VPRINTF_EXTERN = re.compile(
    r"\.extern\s+\.func\s*\(\s*\.param\s+\.b32\s+func_retval0\s*\)\s*vprintf\s*\(([^)]*)\)"
)
CALLSEQ = re.compile(r"\{\s*// callseq.*?\}\s*// callseq[^\n]*", re.DOTALL)


def vprintf_abi(ptx: str) -> tuple[list[str], list[list[str]]]:
    """vprintf's declared parameter types, and the `.param` declarations of each call."""
    match = VPRINTF_EXTERN.search(ptx)
    assert match, "no `.extern .func (.param .b32 func_retval0) vprintf(...)` declaration"
    declared = [" ".join(p.split()[:-1]) for p in match.group(1).split(",")]
    calls = [
        [" ".join(line.split()).rstrip(";") for line in block.splitlines() if line.strip().startswith(".param")]
        for block in CALLSEQ.findall(ptx)
        if "vprintf" in block
    ]
    return declared, calls


def llvm_ptx_of_lowered(module: ModuleOp) -> str:
    from nvvm_xdsl_testing.llvm_oracle import llvm_ptx

    return llvm_ptx(export_module(module))


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(ARG_LISTS)
def test_lowered_ir_compiles_with_llvm_and_ptxas(arg_types: list[Attribute]):
    """The lowered IR is valid LLVM IR that NVPTX compiles into a vprintf call ptxas accepts."""
    pytest.importorskip("llvmlite")
    from nvvm_xdsl_testing.cuda_tools import has_tool, ptxas

    ptx = llvm_ptx_of_lowered(lower(printf_module(arg_types)))
    declared, calls = vprintf_abi(ptx)
    assert declared == [".param .b64", ".param .b64"]
    assert calls == [[".param .b64 param0", ".param .b64 param1", ".param .b32 retval0"]]
    if has_tool("ptxas"):
        ptxas(ptx, arch="sm_90").check()


def local_bytes(ptx: str, function: str) -> tuple[int, set[int]]:
    """The local depot size of `function` and every byte its st.local instructions write."""
    from nvvm_xdsl_testing.ptx_parse import parse_ptx

    depot = re.search(r"\.local\s+\.align\s+\d+\s+\.b8\s+__local_depot\d+\[(\d+)\]", ptx)
    written: set[int] = set()
    for m in parse_ptx(ptx).functions[function].memory_ops:
        if m.opcode == "st" and m.space == "local":
            written.update(range(m.offset, m.offset + m.width_bits // 8))
    return (int(depot.group(1)) if depot else 0), written


S3 = "struct S3 { char c; double d; short s[3]; };"
S3_TYPE = llvm.LLVMStructType.from_type_list([i8, f64, llvm.LLVMArrayType(3, i16)])
CUDA_PRINTFS = [
    # (CUDA declarations, parameters, printf arguments, MLIR types of the parameters)
    ("", "", '"hello\\n"', []),
    ("", "char c, short s, int i, long l, float f, double d, const char *p",
     '"%c %hd %d %ld %f %f %s\\n", c, s, i, l, f, d, p', [i8, i16, i32, i64, f32, f64, pointer_type(0)]),
    ("struct P { int a, b; };", "int x, P p", '"%d %d %d\\n", x, p', [i32, llvm.LLVMStructType.from_type_list([i32, i32])]),
    ("struct C3 { char a, b, c; };", "int x, C3 b, int y", '"%d\\n", x, b, y',
     [i32, llvm.LLVMStructType.from_type_list([i8, i8, i8]), i32]),
    (S3, "char c, S3 s, float g", '"%d\\n", c, s, g', [i8, S3_TYPE, f32]),
    (S3 + " struct T { S3 inner; int x; };", "short h, T t, double d", '"%d\\n", h, t, d',
     [i16, llvm.LLVMStructType.from_type_list([S3_TYPE, i32]), f64]),
    ("struct B { double a[5]; };", "int x, B b", '"%d\\n", x, b', [i32, llvm.LLVMStructType.from_type_list([llvm.LLVMArrayType(5, f64)])]),
]  # fmt: skip


@pytest.mark.parametrize("decls, params, call, arg_types", CUDA_PRINTFS)
def test_printf_matches_nvcc(decls: str, params: str, call: str, arg_types: list[Attribute]):
    """nvcc's PTX for the same printf declares and calls vprintf as ours does, and packs the
    arguments at the same places: the same depot size, and every byte we store nvcc stores
    too (nvcc also copies some padding)."""
    pytest.importorskip("llvmlite")
    from nvvm_xdsl_testing.cuda_tools import has_tool, nvcc_ptx

    if not has_tool("nvcc"):
        pytest.skip("nvcc is not installed")
    source = f'#include <cstdio>\n{decls}\nextern "C" __device__ int f({params}) {{ return printf({call}); }}\n'
    reference = nvcc_ptx(source, extra_args=["-rdc=true"])
    fmt = call.split('"')[1].replace("\\n", "\\0A") + "\\00"
    module_text = printf_module(arg_types, fmt)
    assert vprintf_abi(llvm_ptx_of_lowered(lower(module_text))) == vprintf_abi(reference)
    ours = our_ptx(module_text)
    assert vprintf_abi(ours) == vprintf_abi(reference)
    nvcc_depot, nvcc_bytes = local_bytes(reference, "f")
    our_depot, our_bytes = local_bytes(ours, "f")
    assert our_depot == nvcc_depot
    assert our_bytes <= nvcc_bytes


# --- through our own backend (lower-to-ptx, -t ptx) ----------------------------------------

# The PTX backend takes no i128 or vector function arguments yet.
BACKEND_SCALARS = [t for t in SCALARS if not isinstance(t, VectorType) and t != i128]


def our_ptx(mlir_text: str) -> str:
    return compile_to_ptx(mlir_text)


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(aggregates(3, BACKEND_SCALARS), min_size=1, max_size=5))
def test_backend_ptx_stores_the_layout_and_assembles(arg_types: list[Attribute]):
    """lower-to-ptx: the local buffer gets one st.local per leaf at LLVM's struct offsets,
    vprintf is declared and called as nvcc does, and ptxas accepts the result."""
    pytest.importorskip("llvmlite")
    from nvvm_xdsl_testing.cuda_tools import has_tool, ptxas
    from nvvm_xdsl_testing.ptx_parse import parse_ptx

    ptx = our_ptx(printf_module(arg_types))
    declared, calls = vprintf_abi(ptx)
    assert declared == [".param .b64", ".param .b64"]
    assert calls == [[".param .b64 param0", ".param .b64 param1", ".param .b32 retval0"]]
    leaves, _, _ = expected_packing(arg_types)
    expected = sorted((leaf.offset, leaf_bytes(leaf.type)) for leaf in leaves)
    stores = [m for m in parse_ptx(ptx).functions["f"].memory_ops if m.opcode == "st" and m.space == "local"]
    assert sorted((m.offset, m.width_bits // 8) for m in stores) == expected
    if has_tool("ptxas"):
        ptxas(ptx, arch="sm_90").check()


def leaf_bytes(type_text: str) -> int:
    # A shared pointer is 4 bytes in the default layout (p3:32:32).
    return {"i8": 1, "i16": 2, "half": 2, "bfloat": 2, "i32": 4, "float": 4, "ptr addrspace(3)": 4}.get(type_text, 8)


# --- format checking -----------------------------------------------------------------------


def test_parse_format_kinds():
    slots = parse_format(b"%%%d %5.2lf %-*.*s %llx %zu %c %p %hhd %Lf\0%d")
    assert [s.kind for s in slots.slots] == [INT, DOUBLE, INT, INT, POINTER, LONG, LONG, INT, POINTER, INT, DOUBLE]
    assert slots.problem is None
    assert parse_format(b"50%").problem is not None
    assert parse_format(b"%1$d").problem is not None
    assert parse_format(b"%k").problem is not None


MATCHING_CONVERSIONS = {INT: ["%d", "%i", "%u", "%x", "%c", "%hhd", "%ho"], LONG: ["%ld", "%llu", "%zx", "%jd"],
                        DOUBLE: ["%f", "%e", "%G", "%a", "%8.3f"], POINTER: ["%s", "%p"]}  # fmt: skip
ARG_FOR_KIND = {INT: [i1, i8, i16, i32], LONG: [i64], DOUBLE: [Float16Type(), f32, f64], POINTER: [pointer_type(0), pointer_type(3)]}  # fmt: skip


@given(st.lists(st.sampled_from([INT, LONG, DOUBLE, POINTER]), max_size=8), st.data())
def test_matching_format_has_no_warning(kinds: list[str], data: st.DataObject):
    conversions = [data.draw(st.sampled_from(MATCHING_CONVERSIONS[k])) for k in kinds]
    args = [data.draw(st.sampled_from(ARG_FOR_KIND[k])) for k in kinds]
    fmt = ("<" + " | ".join(conversions) + "%%>\n").encode()
    assert check_format(fmt, [promote(t).type for t in args]) == []


@given(st.lists(st.sampled_from([INT, LONG, DOUBLE, POINTER]), min_size=1, max_size=8), st.data())
def test_mismatch_names_the_argument(kinds: list[str], data: st.DataObject):
    wrong = data.draw(st.integers(0, len(kinds) - 1))
    other = data.draw(st.sampled_from([k for k in MATCHING_CONVERSIONS if k != kinds[wrong]]))
    conversions = [MATCHING_CONVERSIONS[k][0] for k in kinds]
    conversions[wrong] = MATCHING_CONVERSIONS[other][0]
    args = [ARG_FOR_KIND[k][-1] for k in kinds]
    warnings = check_format(" ".join(conversions).encode(), args)
    assert len(warnings) == 1 and f"argument {wrong + 2} " in warnings[0]


def test_argument_count_warnings():
    assert "argument 3" in check_format(b"%d %d", [i32])[0]
    assert check_format(b"%d", [i32, i32]) == ["too many arguments for the format: argument 3 is not used"]


# --- errors leave the module untouched ------------------------------------------------------


BAD_AFTER_GOOD = """
llvm.mlir.global internal constant @fmt("%d\\0A\\00") {addr_space = 0 : i32}
llvm.func @printf(!llvm.ptr, ...) -> i32
llvm.func @f(%p: !llvm.ptr, %x: i32) {
  %fmt = llvm.mlir.addressof @fmt : !llvm.ptr
  %0 = llvm.call @printf(%fmt, %x) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32) -> i32
  %1 = llvm.call @printf(%p, %x) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32) -> i32
  llvm.return
}
"""


def test_error_rewrites_nothing():
    module = parse_mlir(BAD_AFTER_GOOD)
    before = str(module)
    with pytest.raises(OpDiagnostic, match="The first argument for printf must be a string literal!"):
        PrintfLoweringPass().apply(make_context(), module)
    assert str(module) == before


def test_disabled_pass_changes_nothing():
    module = parse_mlir(printf_module([i8, f32]))
    before = str(module)
    PrintfLoweringPass(nvvm_lower_printf=False).apply(Context(), module)
    assert str(module) == before


def test_promotions():
    assert promote(i1) == promote(IntegerType(1)) and promote(i1).cast is llvm.ZExtOp
    assert promote(i8).cast is llvm.SExtOp and promote(i16).type == i32
    assert promote(f32).type == f64 and promote(Float16Type()).cast is llvm.FPExtOp
    assert promote(i64).cast is None and promote(i128).cast is None
    assert isinstance(promote(Float64Type()).type, Float64Type)
