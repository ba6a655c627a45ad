"""lower-struct-args against LLVM's NVPTX backend (llvmlite) and ptxas.

For random nested struct types, a kernel that reads every leaf of its byval struct must declare
the same `.param` array (alignment, size) as LLVM and read every leaf with `ld.param` at the
offset LLVM reads it at; ptxas must accept our PTX, and such a kernel needs no stack frame.
The escape paths (grid-constant cast, local copy) and the analyse-then-rewrite guarantee are
checked here too.
"""

from __future__ import annotations

import re
from io import StringIO

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st
from xdsl.dialects import llvm
from xdsl.dialects.builtin import ModuleOp
from xdsl.ir import Attribute
from xdsl.passes import ModulePass
from xdsl.printer import Printer

from nvvm_xdsl.backend.ptx_printer import PTXTarget
from nvvm_xdsl.datalayout import abi_align, alloc_size, element_type, flatten
from nvvm_xdsl.diagnostics import OpDiagnostic
from nvvm_xdsl_testing import cuda_tools
from nvvm_xdsl_testing.mlir_to_llvm_ir import make_context, parse_mlir
from nvvm_xdsl_testing.ptx_parse import MemoryOp, PtxModule, parse_ptx, type_bits
from nvvm_xdsl.transforms.convert_llvm_to_ptx import ConvertLLVMToPTXPass
from nvvm_xdsl.transforms.lower_struct_args import LowerStructArgsPass
from nvvm_xdsl.transforms.memory_space_opt import MemorySpaceOptPass

needs_ptxas = pytest.mark.skipif(not cuda_tools.has_tool("ptxas"), reason="ptxas not installed")

# ---------------------------------------------------------------------------------------------
# Random struct types (as MLIR type text)
# ---------------------------------------------------------------------------------------------

SCALARS = ["i8", "i16", "i32", "i64", "f32", "f64", "!llvm.ptr"]


def _types(depth: int) -> st.SearchStrategy[str]:
    scalar = st.sampled_from(SCALARS)
    if depth == 0:
        return scalar
    inner = _types(depth - 1)
    array = st.builds(lambda n, t: f"!llvm.array<{n} x {t}>", st.integers(1, 4), inner)
    struct = st.lists(inner, min_size=1, max_size=4).map(
        lambda fields: f"!llvm.struct<({', '.join(fields)})>"
    )
    return st.one_of(scalar, array, struct)


STRUCTS = st.lists(_types(2), min_size=1, max_size=5).map(
    lambda fields: f"!llvm.struct<({', '.join(fields)})>"
)


def struct_type(struct_text: str) -> Attribute:
    ctx = make_context()
    probe = parse_mlir(
        f"llvm.func @probe(%s: !llvm.ptr {{llvm.byval = {struct_text}}}) {{ llvm.return }}", ctx
    )
    func = next(iter(probe.body.block.ops))
    assert isinstance(func, llvm.FuncOp) and func.arg_attrs is not None
    return func.arg_attrs.data[0].data["llvm.byval"]


def reader_kernel(struct_text: str, align: int | None = None) -> str:
    """A kernel that loads every leaf of its byval struct and stores it to `out`."""
    struct = struct_type(struct_text)
    align = max(align or 1, abi_align(struct))
    lines = [
        f"llvm.func @k(%s: !llvm.ptr {{llvm.byval = {struct_text}, llvm.align = {align} : i64}},"
        " %out: !llvm.ptr) attributes {nvvm.kernel} {"
    ]
    out_offset = 0
    for n, leaf in enumerate(flatten(struct)):
        indices = ", ".join(str(i) for i in (0, *leaf.path))
        leaf_text = str(leaf.type)
        lines += [
            f"  %p{n} = llvm.getelementptr %s[{indices}] : (!llvm.ptr) -> !llvm.ptr, {struct_text}",
            f"  %v{n} = llvm.load %p{n} : !llvm.ptr -> {leaf_text}",
            f"  %o{n} = llvm.getelementptr %out[{out_offset}] : (!llvm.ptr) -> !llvm.ptr, i8",
            f"  llvm.store %v{n}, %o{n} : {leaf_text}, !llvm.ptr",
        ]
        out_offset += 8
    lines += ["  llvm.return", "}"]
    return "\n".join(lines)


def dynamic_reader_kernel(struct_text: str) -> str | None:
    """A kernel reading one leaf through a run-time array index (None: the struct has no array)."""
    struct = struct_type(struct_text)
    for leaf in flatten(struct):
        current: Attribute = struct
        indices: list[str] = ["0"]
        dynamic = False
        for index in leaf.path:
            if isinstance(current, llvm.LLVMArrayType) and not dynamic:
                indices.append("%i")
                dynamic = True
            else:
                indices.append(str(index))
            current = element_type(current, index)
        if not dynamic:
            continue
        leaf_text = str(leaf.type)
        return f"""
llvm.func @k(%s: !llvm.ptr {{llvm.byval = {struct_text}, llvm.align = {abi_align(struct)} : i64}}, %i: i32, %out: !llvm.ptr) attributes {{nvvm.kernel}} {{
  %p = llvm.getelementptr %s[{", ".join(indices)}] : (!llvm.ptr, i32) -> !llvm.ptr, {struct_text}
  %v = llvm.load %p : !llvm.ptr -> {leaf_text}
  llvm.store %v, %out : {leaf_text}, !llvm.ptr
  llvm.return
}}
"""
    return None


# ---------------------------------------------------------------------------------------------
# Compiling
# ---------------------------------------------------------------------------------------------


def run_passes(text: str, passes: list[ModulePass]) -> tuple[ModuleOp, object]:
    ctx = make_context()
    module = parse_mlir(text, ctx)
    for p in passes:
        p.apply(ctx, module)
    module.verify()
    return module, ctx


def our_ptx(text: str, sm: int = 90, ptx_version: str = "8.0") -> str:
    module, ctx = run_passes(
        text,
        [
            LowerStructArgsPass(sm=sm, ptx_version=ptx_version),
            MemorySpaceOptPass(),
            ConvertLLVMToPTXPass(sm=sm, ptx_version=ptx_version),
        ],
    )
    out = StringIO()
    PTXTarget(sm=sm, ptx_version=ptx_version).emit(ctx, module, out)  # pyright: ignore
    return out.getvalue()


def llvm_reference_ptx(text: str, sm: int = 90, ptx_version: str = "8.0") -> str:
    pytest.importorskip("llvmlite")
    from nvvm_xdsl_testing.llvm_oracle import llvm_ptx
    from nvvm_xdsl_testing.mlir_to_llvm_ir import mlir_to_llvm_ir

    return llvm_ptx(mlir_to_llvm_ir(text), sm, ptx_version)


def param_reads(module: PtxModule, kernel: str, param: str) -> list[tuple[int, int]]:
    """(byte offset, bits) of every element read from a param with `ld.param [param+off]`,
    vector loads split into their elements."""
    reads: list[tuple[int, int]] = []
    for op in module.functions[kernel].memory_ops:
        if op.opcode == "ld" and op.space == "param" and op.base == param:
            bits = type_bits(op.type)
            reads += [(op.offset + i * bits // 8, bits) for i in range(op.vector)]
    return sorted(reads)


def memory_ops(module: PtxModule, kernel: str, space: str) -> list[MemoryOp]:
    return [op for op in module.functions[kernel].memory_ops if op.space == space]


# ---------------------------------------------------------------------------------------------
# Differential tests
# ---------------------------------------------------------------------------------------------


@needs_ptxas
@settings(
    max_examples=60,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
@given(STRUCTS, st.sampled_from([None, 16]))
def test_random_structs_match_llvm(struct_text: str, align: int | None):
    kernel = reader_kernel(struct_text, align)
    ours = our_ptx(kernel)
    reference = parse_ptx(llvm_reference_ptx(kernel))
    mine = parse_ptx(ours)

    # The .param declaration: `.param .align A .b8 k_param_0[allocsize]`.
    assert mine.functions["k"].params[0] == reference.functions["k"].params[0]
    assert mine.functions["k"].params[0].kind == "array"

    # Every leaf is read straight from param space at LLVM's offset, with LLVM's width.
    assert param_reads(mine, "k", "k_param_0") == param_reads(reference, "k", "k_param_0")
    assert not memory_ops(mine, "k", "local")

    result = cuda_tools.ptxas(ours, arch="sm_90", extra_args=("-v",)).check()
    assert result.functions["k"].stack_frame == 0, result.functions["k"]


@needs_ptxas
@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(STRUCTS)
def test_random_dynamic_index_reads_param_space_like_llvm(struct_text: str):
    """A run-time index into a byval array needs no copy: like LLVM, we read with ld.param
    through the parameter's address."""
    kernel = dynamic_reader_kernel(struct_text)
    assume(kernel is not None)
    assert kernel is not None
    ours = our_ptx(kernel)
    reference = llvm_reference_ptx(kernel)
    for ptx in (ours, reference):
        assert "__local_depot" not in ptx
        reads = [
            op
            for op in parse_ptx(ptx).functions["k"].memory_ops
            if op.opcode == "ld" and op.space == "param"
        ]
        assert any(op.base_is_register for op in reads), ptx
    result = cuda_tools.ptxas(ours, arch="sm_90", extra_args=("-v",)).check()
    assert result.functions["k"].stack_frame == 0


_DEPOT = re.compile(r"\.local\s+\.align\s+(\d+)\s+\.b8\s+__local_depot\d+\[(\d+)\]")


def escaping_kernel(struct_text: str, grid_constant: bool) -> str:
    grid = ", nvvm.grid_constant" if grid_constant else ""
    return f"""
llvm.func @escape(%p: !llvm.ptr) {{
  llvm.return
}}
llvm.func @k(%s: !llvm.ptr {{llvm.byval = {struct_text}{grid}}}) attributes {{nvvm.kernel}} {{
  llvm.call @escape(%s) : (!llvm.ptr) -> ()
  llvm.return
}}
"""


@needs_ptxas
@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(STRUCTS, st.booleans())
def test_random_escapes_match_llvm(struct_text: str, grid_constant: bool):
    """An escaping struct: a grid constant is passed as its cvta.param address with no stack
    (like LLVM); otherwise both copy it into a local depot of the same alignment and size."""
    kernel = escaping_kernel(struct_text, grid_constant)
    ours = our_ptx(kernel)
    reference = llvm_reference_ptx(kernel)
    # LLVM's frame is at least 8-aligned and a multiple of 8 bytes (its stack alignment); the
    # copy itself is the struct's alloc size with the byval alignment in both.
    def frame(ptx: str) -> list[tuple[int, int]]:
        return [(max(int(a), 8), -(-int(n) // 8) * 8) for a, n in _DEPOT.findall(ptx)]

    assert frame(ours) == frame(reference)
    if not grid_constant:
        assert [int(n) for _, n in _DEPOT.findall(ours)] == [alloc_size(struct_type(struct_text))]
    assert ("cvta.param" in ours) == grid_constant == ("cvta.param" in reference)
    result = cuda_tools.ptxas(ours, arch="sm_90", extra_args=("-v",)).check()
    if grid_constant:
        assert result.functions["k"].stack_frame == 0


def test_seed_example_offsets_and_alloc_size():
    """Seed 000: {f64, i8, [4 x i32]} reads at 0, 8 and 24; LLVM declares 32 bytes, not 28."""
    struct = "!llvm.struct<(f64, i8, !llvm.array<4 x i32>)>"
    kernel = f"""
llvm.func @k(%s: !llvm.ptr {{llvm.byval = {struct}, llvm.align = 8 : i64}}, %out: !llvm.ptr) attributes {{nvvm.kernel}} {{
  %a = llvm.getelementptr %s[0, 0] : (!llvm.ptr) -> !llvm.ptr, {struct}
  %f = llvm.load %a : !llvm.ptr -> f64
  %b = llvm.getelementptr %s[0, 1] : (!llvm.ptr) -> !llvm.ptr, {struct}
  %c = llvm.load %b : !llvm.ptr -> i8
  %d = llvm.getelementptr %s[0, 2, 3] : (!llvm.ptr) -> !llvm.ptr, {struct}
  %e = llvm.load %d : !llvm.ptr -> i32
  llvm.store %f, %out : f64, !llvm.ptr
  %o1 = llvm.getelementptr %out[8] : (!llvm.ptr) -> !llvm.ptr, i8
  llvm.store %c, %o1 : i8, !llvm.ptr
  %o2 = llvm.getelementptr %out[12] : (!llvm.ptr) -> !llvm.ptr, i8
  llvm.store %e, %o2 : i32, !llvm.ptr
  llvm.return
}}
"""
    mine = parse_ptx(our_ptx(kernel))
    assert [off for off, _ in param_reads(mine, "k", "k_param_0")] == [0, 8, 24]
    param = mine.functions["k"].params[0]
    assert (param.align, param.array_size) == (8, 32)
    if cuda_tools.has_tool("ptxas"):
        pytest.importorskip("llvmlite")
        reference = parse_ptx(llvm_reference_ptx(kernel))
        assert reference.functions["k"].params[0] == param
        assert param_reads(reference, "k", "k_param_0") == param_reads(mine, "k", "k_param_0")


# ---------------------------------------------------------------------------------------------
# Escapes
# ---------------------------------------------------------------------------------------------

ESCAPING_KERNEL = """
llvm.func @escape(%p: !llvm.ptr) {
  llvm.return
}
llvm.func @k(%s: !llvm.ptr {llvm.byval = !llvm.struct<(i32, f64, array<3 x i16>)>, llvm.align = 8 : i64%GRID%}, %out: !llvm.ptr) attributes {nvvm.kernel} {
  %p = llvm.getelementptr %s[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, f64, array<3 x i16>)>
  %v = llvm.load %p : !llvm.ptr -> f64
  llvm.store %v, %out : f64, !llvm.ptr
  llvm.call @escape(%p) : (!llvm.ptr) -> ()
  llvm.return
}
"""


@needs_ptxas
def test_grid_constant_escape_uses_cvta_param_without_copy():
    kernel = ESCAPING_KERNEL.replace("%GRID%", ", nvvm.grid_constant")
    ptx = our_ptx(kernel, sm=90)
    assert "cvta.param.u64" in ptx
    assert "__local_depot" not in ptx
    mine = parse_ptx(ptx)
    assert param_reads(mine, "k", "k_param_0") == [(8, 64)]
    result = cuda_tools.ptxas(ptx, arch="sm_90", extra_args=("-v",)).check()
    assert result.functions["k"].stack_frame == 0
    # LLVM takes the same no-copy path for a grid constant.
    reference = llvm_reference_ptx(kernel, sm=90)
    assert "cvta.param.u64" in reference and "__local_depot" not in reference


@needs_ptxas
@pytest.mark.parametrize(
    "grid, sm, ptx_version",
    [("", 90, "8.0"), (", nvvm.grid_constant", 60, "8.0"), (", nvvm.grid_constant", 80, "7.6")],
)
def test_escape_without_cvta_param_copies_whole_struct(grid: str, sm: int, ptx_version: str):
    """No grid constant, or no cvta.param on the target: one local copy of the whole struct
    (alloc size 24 here: i32 @0, f64 @8, [3 x i16] @16, padded to 24)."""
    kernel = ESCAPING_KERNEL.replace("%GRID%", grid)
    module, _ = run_passes(kernel, [LowerStructArgsPass(sm=sm, ptx_version=ptx_version)])
    text = StringIO()
    Printer(stream=text).print_op(module)
    assert "llvm.alloca" in text.getvalue()
    assert "llvm.mlir.constant(24) : i64" in text.getvalue()
    assert "nvvm.cvt.param" not in text.getvalue()
    ptx = our_ptx(kernel, sm=sm, ptx_version=ptx_version)
    assert "cvta.param" not in ptx
    # This ptxas no longer generates code for sm_60; sm_75 code from sm_60 PTX is fine.
    cuda_tools.ptxas(ptx, arch=f"sm_{max(sm, 75)}").check()


# ---------------------------------------------------------------------------------------------
# Analyse, then rewrite
# ---------------------------------------------------------------------------------------------


def test_unknown_op_leaves_the_module_unchanged():
    text = """
llvm.func @first(%s: !llvm.ptr {llvm.byval = i32, llvm.align = 4 : i64}, %out: !llvm.ptr) attributes {nvvm.kernel} {
  %v = llvm.load %s : !llvm.ptr -> i32
  llvm.store %v, %out : i32, !llvm.ptr
  llvm.return
}
llvm.func @second(%s: !llvm.ptr {llvm.byval = !llvm.struct<(i32, i32)>, llvm.align = 4 : i64}, %t: !llvm.ptr {llvm.byval = i32, llvm.align = 4 : i64}) attributes {nvvm.kernel} {
  %v = llvm.load %t : !llvm.ptr -> i32
  %w = llvm.va_arg %s : (!llvm.ptr) -> i32
  llvm.return
}
"""
    ctx = make_context()
    module = parse_mlir(text, ctx)
    before = StringIO()
    Printer(stream=before).print_op(module)
    with pytest.raises(OpDiagnostic) as info:
        LowerStructArgsPass().apply(ctx, module)
    assert "llvm.va_arg" in str(info.value)
    assert "byval argument #0 of kernel @second" in str(info.value)
    after = StringIO()
    Printer(stream=after).print_op(module)
    assert after.getvalue() == before.getvalue()


def test_opt_byval_false_changes_no_function():
    kernel = reader_kernel("!llvm.struct<(i32, f64)>")
    ctx = make_context()
    module = parse_mlir(kernel, ctx)
    before = [str(op) for op in module.body.block.ops]
    LowerStructArgsPass(opt_byval=False).apply(ctx, module)
    assert [str(op) for op in module.body.block.ops] == before
