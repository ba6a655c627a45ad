"""32-bit shared-memory pointers (#26): the DataLayout's `p3:32:32` and the backend's `.b32`
shared addresses, checked against LLVM 22 itself.

Each LLVM IR kernel goes through our frontend and `lower-to-ptx` and through
`llc-22 --nvptx-short-ptr` (the option Triton gives LLVM); the shared-memory instructions of
both (opcode without types or memory orders, and the width of the address register) must be
the same. With `short-shared-ptr=false` ours must match llc-22 without the flag. Our PTX is
assembled by ptxas in both modes."""

from __future__ import annotations

import re
import shutil
import subprocess
from collections import Counter
from io import StringIO

import pytest
from xdsl.dialects.builtin import IntAttr, IntegerType
from xdsl.dialects.llvm import LLVMArrayType, LLVMPointerType, LLVMStructType

from nvvm_xdsl import datalayout as DL
from nvvm_xdsl.backend import abi
from nvvm_xdsl_testing.cuda_tools import has_tool, ptxas

LLC = shutil.which("llc-22")
SM = "80"

KERNELS = {
    "gep_load_store": """
@tile = internal addrspace(3) global [512 x i32] undef, align 16
define ptx_kernel void @k(ptr addrspace(1) %out, i64 %i, i32 %j) {
  %a = getelementptr i32, ptr addrspace(3) @tile, i64 %i
  %x = load i32, ptr addrspace(3) %a, align 4
  %js = sext i32 %j to i64
  %b = getelementptr [3 x i32], ptr addrspace(3) @tile, i64 %js, i64 1
  store i32 %x, ptr addrspace(3) %b, align 4
  %c = getelementptr i8, ptr addrspace(3) @tile, i32 %j
  %y = load i8, ptr addrspace(3) %c, align 1
  %z = zext i8 %y to i32
  store i32 %z, ptr addrspace(1) %out, align 4
  ret void
}
""",
    "casts": """
@tile = internal addrspace(3) global [512 x i32] undef, align 16
define ptx_kernel void @k(ptr addrspace(1) %out, i64 %i, ptr %gp) {
  %a = getelementptr i32, ptr addrspace(3) @tile, i64 %i
  %g = addrspacecast ptr addrspace(3) %a to ptr
  %gi = ptrtoint ptr %g to i64
  store i64 %gi, ptr addrspace(1) %out, align 8
  %s = addrspacecast ptr %gp to ptr addrspace(3)
  store i32 1, ptr addrspace(3) %s, align 4
  %w = ptrtoint ptr addrspace(3) %a to i64
  %o1 = getelementptr i64, ptr addrspace(1) %out, i64 1
  store i64 %w, ptr addrspace(1) %o1, align 8
  %n = ptrtoint ptr addrspace(3) %a to i32
  %o2 = getelementptr i32, ptr addrspace(1) %out, i64 4
  store i32 %n, ptr addrspace(1) %o2, align 4
  %p = inttoptr i64 %i to ptr addrspace(3)
  store i32 2, ptr addrspace(3) %p, align 4
  ret void
}
""",
    "param_atomic_and_pointer_in_memory": """
define ptx_kernel void @k(ptr addrspace(1) %out, ptr addrspace(3) %s, i32 %v) {
  %old = atomicrmw add ptr addrspace(3) %s, i32 %v monotonic, align 4
  store i32 %old, ptr addrspace(1) %out, align 4
  %o = getelementptr i8, ptr addrspace(1) %out, i64 8
  store ptr addrspace(3) %s, ptr addrspace(1) %o, align 4
  ret void
}
""",
    "call_abi": """
@tile = internal addrspace(3) global [64 x i32] undef, align 4
define ptr addrspace(3) @next(ptr addrspace(3) %p) noinline {
  %q = getelementptr i32, ptr addrspace(3) %p, i32 1
  ret ptr addrspace(3) %q
}
define ptx_kernel void @k(ptr addrspace(1) %out) {
  %r = call ptr addrspace(3) @next(ptr addrspace(3) @tile)
  %v = load i32, ptr addrspace(3) %r, align 4
  store i32 %v, ptr addrspace(1) %out, align 4
  ret void
}
""",
    "inline_asm": """
@dyn = external addrspace(3) global [0 x i8], align 16
define ptx_kernel void @k(ptr addrspace(1) %out, ptr addrspace(1) %g, i32 %n) {
  %r = call i32 asm sideeffect "ld.shared.b32 $0, [$1];", "=r,r"(ptr addrspace(3) @dyn)
  store i32 %r, ptr addrspace(1) %out, align 4
  %b = getelementptr i8, ptr addrspace(3) @dyn, i32 64
  call void asm sideeffect "mbarrier.init.shared.b64 [$0], $1;", "r,r"(ptr addrspace(3) %b, i32 %n)
  %m = call i32 asm sideeffect "ld.shared.b32 $0, [$1];", "=r,r"(ptr addrspace(3) %b)
  %o = getelementptr i32, ptr addrspace(1) %out, i64 1
  store i32 %m, ptr addrspace(1) %o, align 4
  ret void
}
""",
}

_ORDERS = {"relaxed", "acquire", "release", "acq_rel", "volatile", "sys", "gpu", "cta", "cluster"}
_TYPES = re.compile(r"^[bsuf](8|16|32|64)$")


def shared_accesses(ptx_text: str) -> Counter[tuple[str, str]]:
    """(opcode without its types and memory order, the address kind) of every instruction on
    shared memory: `r32`/`r64` for a register address, `sym` for a symbol, `-` for a cvta."""
    code = re.sub(r"//[^\n]*", "", ptx_text)
    found: Counter[tuple[str, str]] = Counter()
    for raw in code.split(";"):
        statement = " ".join(raw.split()).lstrip("{} ")
        opcode, _, operands = statement.partition(" ")
        if ".shared" not in opcode or opcode.startswith("."):
            continue
        stem = ".".join(part for part in opcode.split(".") if part not in _ORDERS and not _TYPES.match(part))
        address = re.search(r"\[\s*([^\]+\s]+)", operands)
        kind = "-"
        if address is not None:
            base = address.group(1)
            kind = "r64" if base.startswith("%rd") else "r32" if base.startswith("%r") else "sym"
        found[(stem, kind)] += 1
    return found


def llc_ptx(ir: str, short: bool) -> str:
    assert LLC is not None
    flags = ["--nvptx-short-ptr"] if short else []
    proc = subprocess.run(
        [LLC, "-mtriple=nvptx64-nvidia-cuda", f"-mcpu=sm_{SM}", *flags, "-o", "-"],
        input=ir, capture_output=True, text=True, check=True,
    )
    return proc.stdout


def our_ptx(ir: str, short: bool) -> str:
    """Our PTX; -O0 for a kernel calling a device function, which llc keeps (our inliner does not
    read the frontend's `noinline`)."""
    from nvvm_xdsl.backend.ptx_printer import PTXTarget
    from nvvm_xdsl.datalayout import DATA_LAYOUT_STRING
    from nvvm_xdsl.frontend.llvm_ir import import_llvm_ir
    from nvvm_xdsl.transforms.lower_to_ptx import LowerToPTXPass
    from nvvm_xdsl_testing.mlir_to_llvm_ir import universe_context

    ctx = universe_context()
    # LLVM IR is compiled with the layout it states (none: llc's, 64-bit shared pointers);
    # `--nvptx-short-ptr` is llc's way of stating `p3:32`, so the short variant states it.
    stated = f'target datalayout = "{DATA_LAYOUT_STRING}"\n' if short else ""
    module = import_llvm_ir((stated + ir).encode(), "kernel.ll", ctx)
    opt_level = 0 if " call ptr" in ir else 2
    LowerToPTXPass(sm=SM, short_shared_ptr=short, opt_level=opt_level).apply(ctx, module)
    out = StringIO()
    PTXTarget().emit(ctx, module, out)
    return out.getvalue()


@pytest.mark.skipif(LLC is None, reason="llc-22 not installed")
@pytest.mark.parametrize("short", [True, False], ids=["short", "long"])
@pytest.mark.parametrize("name", sorted(KERNELS))
def test_shared_accesses_match_llc(name: str, short: bool) -> None:
    pytest.importorskip("llvmlite")
    ir = KERNELS[name]
    ours = our_ptx(ir, short)
    theirs = llc_ptx(ir, short)
    assert shared_accesses(ours) == shared_accesses(theirs), f"ours:\n{ours}\nllc-22:\n{theirs}"
    if short:
        # No shared access through a 64-bit register (in the long mode, `r` asm operands are 32-bit).
        assert all(kind != "r64" for _, kind in shared_accesses(ours))
    if has_tool("ptxas"):
        ptxas(ours, arch=f"sm_{SM}").check()


@pytest.mark.skipif(LLC is None, reason="llc-22 not installed")
def test_kernel_and_call_params_match_llc() -> None:
    """A shared pointer is a `.u32 .ptr .shared` kernel parameter and a `.b32` device one (the
    parameters, not the return value, which llc-22 declares `.b64` and writes with `st.param.b32`)."""
    pytest.importorskip("llvmlite")
    for name in ("param_atomic_and_pointer_in_memory", "call_abi"):
        ours, theirs = our_ptx(KERNELS[name], True), llc_ptx(KERNELS[name], True)
        params = re.compile(r"\.param (\.(?:u32|u64|b32|b64)(?: \.ptr \.shared)?)(?: \.align \d+)? \w*param_?\d+")
        found = [Counter(params.findall(" ".join(text.split()))) for text in (ours, theirs)]
        assert found[0] == found[1] and found[0], f"ours:\n{ours}\nllc-22:\n{theirs}"


SHARED = LLVMPointerType(IntAttr(3))


def test_layout_and_register_class_follow_the_option() -> None:
    struct = LLVMStructType.from_type_list([SHARED, SHARED])
    assert (DL.size_in_bits(SHARED), DL.alloc_size(struct), abi.reg_class(SHARED)) == (32, 8, "b32")
    with DL.shared_pointer_bits(False):
        assert (DL.size_in_bits(SHARED), DL.alloc_size(struct), abi.reg_class(SHARED)) == (64, 16, "b64")
        assert DL.layout_string() == DL.LONG_SHARED_DATA_LAYOUT_STRING
    assert DL.size_in_bits(SHARED) == 32 and DL.layout_string() == DL.DATA_LAYOUT_STRING


def test_short_layout_matches_llvm() -> None:
    """Our default layout string is what LLVM lays shared pointers out with (llvmlite)."""
    pytest.importorskip("llvmlite")
    from nvvm_xdsl_testing.llvm_oracle import llvm_datalayout_queries

    layout = llvm_datalayout_queries("{ i8, ptr addrspace(3), [3 x ptr addrspace(3)], ptr }", DL.DATA_LAYOUT_STRING)
    struct = LLVMStructType.from_type_list(
        [IntegerType(8), SHARED, LLVMArrayType(IntAttr(3), SHARED), LLVMPointerType()]
    )
    assert (DL.alloc_size(struct), list(DL.field_offsets(struct))) == (layout.alloc_size, layout.field_offsets)


_STRUCT_KERNEL = """
llvm.mlir.global internal @tile() {addr_space = 3 : i32, alignment = 8 : i64} : !llvm.array<64 x i32>
llvm.func @k(%out: !llvm.ptr<1>, %slot: !llvm.ptr<1>, %i: i32) attributes {nvvm.kernel} {
  %t = llvm.mlir.addressof @tile : !llvm.ptr<3>
  %a = llvm.getelementptr %t[%i] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
  %u = llvm.mlir.undef : !llvm.struct<(ptr<3>, i32)>
  %s = llvm.insertvalue %a, %u[0] : !llvm.struct<(ptr<3>, i32)>
  %s2 = llvm.insertvalue %i, %s[1] : !llvm.struct<(ptr<3>, i32)>
  llvm.store %s2, %slot : !llvm.struct<(ptr<3>, i32)>, !llvm.ptr<1>
  %v = llvm.load %a : !llvm.ptr<3> -> i32
  llvm.store %v, %out : i32, !llvm.ptr<1>
  llvm.return
}
"""


def test_driver_flag_and_api_select_the_layout() -> None:
    """`nvvm-opt --no-short-shared-ptr` and `compile(short_shared_ptr=False)` give 64-bit shared
    addresses, and every pass of the spelled-out pipeline lays a struct holding a shared
    pointer out in the same layout (the field after it at offset 4, or 8)."""
    import sys

    from nvvm_xdsl import compile as compile_mlir

    short = compile_mlir(_STRUCT_KERNEL, sm=80)
    long = compile_mlir(_STRUCT_KERNEL, sm=80, short_shared_ptr=False)
    proc = subprocess.run(
        [sys.executable, "-m", "nvvm_xdsl.nvvm_opt", "-", "--sm", "80", "--no-short-shared-ptr"],
        input=_STRUCT_KERNEL, capture_output=True, text=True, check=True,
    )
    assert proc.stdout == long
    assert isinstance(short, str) and isinstance(long, str)
    assert re.search(r"ld\.shared\.b32 %r\d+, \[%r\d+\]", short) and re.search(r"st\.global\.b32 \[%rd\d+\+4\]", short)
    assert re.search(r"ld\.shared\.b32 %r\d+, \[%rd\d+\]", long) and re.search(r"st\.global\.b32 \[%rd\d+\+8\]", long)
    if has_tool("ptxas"):
        for text in (short, long):
            ptxas(text, arch=f"sm_{SM}").check()
