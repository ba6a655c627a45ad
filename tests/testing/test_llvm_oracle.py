from __future__ import annotations

import pytest

pytest.importorskip("llvmlite")

from nvvm_xdsl_testing.llvm_oracle import (  # noqa: E402
    PROJECT_DATALAYOUT,
    llvm_datalayout,
    llvm_datalayout_queries,
    llvm_gep_offsets,
    llvm_ptx,
    with_target_header,
)
from nvvm_xdsl_testing.ptx_parse import parse_ptx  # noqa: E402

KERNEL = """
define ptx_kernel void @k(ptr addrspace(1) %p, i32 %x) "nvvm.maxntid"="64,2,1" {
  %q = getelementptr i32, ptr addrspace(1) %p, i32 %x
  store i32 %x, ptr addrspace(1) %q, align 4
  ret void
}
"""


def test_llvm_ptx_target_and_version():
    ptx = parse_ptx(llvm_ptx(KERNEL, sm=80, ptx_version="7.8"))
    assert ptx.target == "sm_80" and ptx.version == "7.8" and ptx.address_size == 64
    (k,) = ptx.entries()
    assert k.name == "k" and k.directives["maxntid"] == [64, 2, 1]
    (store,) = [op for op in k.memory_ops if op.opcode == "st"]
    assert store.space == "global" and store.width_bits == 32


def test_opt_level_runs_the_middle_end():
    src = """
    define i32 @f(i32 %x) {
      %a = alloca i32, align 4
      store i32 %x, ptr %a
      %v = load i32, ptr %a
      ret i32 %v
    }
    """
    plain = parse_ptx(llvm_ptx(src)).functions["f"]
    optimized = parse_ptx(llvm_ptx(src, opt_level=2)).functions["f"]
    assert not any(op.space == "local" for op in optimized.memory_ops)
    assert len(optimized.memory_ops) <= len(plain.memory_ops)


def test_header_is_added_once():
    text = with_target_header(KERNEL)
    assert text.count("target triple") == 1 and llvm_datalayout() in text
    assert with_target_header(text) == text


def test_backend_layout_extends_the_project_layout():
    # LLVM 22's NVPTX layout = the project's plus specs for types the project never lays out
    backend = set(llvm_datalayout().split("-"))
    project = set(PROJECT_DATALAYOUT.split("-"))
    assert project <= backend
    assert backend - project <= {"p6:32:32", "i256:256"}


@pytest.mark.parametrize(
    "type_text",
    [
        "{ i8, { i16, [3 x i64] }, <3 x half>, ptr addrspace(3) }",
        "{ i1, i128, [2 x { bfloat, double }], <4 x i32> }",
        "[4 x { i8, <2 x float>, i16 }]",
    ],
)
def test_gep_folding_agrees_with_target_data(type_text):
    """Two independent LLVM paths (TargetData and constant-folded GEPs in codegen) agree."""
    layout = llvm_datalayout_queries(type_text)
    paths: list[list[int]] = [[1], [2], [-1]]
    expected = [layout.alloc_size, 2 * layout.alloc_size, -layout.alloc_size]

    def walk(node, prefix, base):
        if node.kind == "struct":
            for i, (off, member) in enumerate(zip(node.field_offsets, node.members)):
                paths.append([0, *prefix, i])
                expected.append(base + off)
                walk(member, [*prefix, i], base + off)
        elif node.kind == "array":
            elem = node.members[0]
            for i in range(node.count):
                paths.append([0, *prefix, i])
                expected.append(base + i * elem.alloc_size)
                walk(elem, [*prefix, i], base + i * elem.alloc_size)

    walk(layout, [], 0)
    assert llvm_gep_offsets(type_text, paths) == expected


def test_datalayout_queries_report_llvm_rules():
    layout = llvm_datalayout_queries("{ i1, <3 x half>, ptr addrspace(5) }")
    assert layout.kind == "struct"
    assert [m.kind for m in layout.members] == ["integer", "vector", "pointer"]
    vec = layout.members[1]
    assert vec.count == 3 and vec.size_in_bits == 48 and vec.store_size == 6
    assert vec.alloc_size % vec.abi_align == 0 and vec.alloc_size >= vec.store_size
    assert layout.field_offsets[2] % layout.members[2].abi_align == 0
