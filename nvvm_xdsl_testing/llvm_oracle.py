"""LLVM's NVPTX backend (through llvmlite, LLVM 22) as a reference compiler and DataLayout oracle.

llvmlite is a test extra: it is imported inside the functions, never at module import.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any

from nvvm_xdsl.llvmlite_nvptx import DEFAULT_PTX_VERSION_TEXT as DEFAULT_PTX
from nvvm_xdsl.llvmlite_nvptx import NVPTX_TRIPLE, llvm_binding, optimize, target_machine
from nvvm_xdsl.target import DEFAULT_SM

# The layout the project's DataLayout models (nvvm_xdsl/datalayout.py). LLVM 22's own NVPTX64
# layout additionally says p6:32:32 (tensor-memory pointers) and i256:256; `llvm_datalayout()`
# returns the backend's string, which is what `llvm_ptx` compiles with.
PROJECT_DATALAYOUT = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"


@cache
def llvm_datalayout() -> str:
    """The data layout string LLVM's NVPTX64 target machine uses."""
    return str(target_machine().target_data)


_HAS_TRIPLE = re.compile(r"^\s*target\s+triple\s*=", re.MULTILINE)
_HAS_LAYOUT = re.compile(r"^\s*target\s+datalayout\s*=", re.MULTILINE)


def with_target_header(llvm_ir_text: str) -> str:
    """Prefix the NVPTX triple and data layout unless the module already names them."""
    header = ""
    if not _HAS_LAYOUT.search(llvm_ir_text):
        header += f'target datalayout = "{llvm_datalayout()}"\n'
    if not _HAS_TRIPLE.search(llvm_ir_text):
        header += f'target triple = "{NVPTX_TRIPLE}"\n'
    return header + llvm_ir_text


def parse_llvm_ir(llvm_ir_text: str) -> Any:
    """Parse and verify LLVM IR text (with the NVPTX header added); returns a ModuleRef."""
    llvm = llvm_binding()
    module = llvm.parse_assembly(with_target_header(llvm_ir_text))
    module.verify()
    return module


class LLVMCrash(RuntimeError):
    """LLVM aborted (a fatal error or an assertion) while compiling in a child process."""


def llvm_ptx(
    llvm_ir_text: str,
    sm: int | str = DEFAULT_SM,
    ptx_version: str = DEFAULT_PTX,
    opt_level: int | None = None,
    isolated: bool = False,
    short_pointers: bool = False,
) -> str:
    """Compile LLVM IR text to PTX with LLVM's NVPTX backend (llc-like, codegen -O2).

    `opt_level` additionally runs the middle-end `-O<n>` pipeline first (as clang would).
    LLVM reports some errors (an unsupported syncscope, a failed assertion) by aborting the
    process; `isolated=True` compiles in a child process and raises LLVMCrash instead.
    `short_pointers` is llc's `--nvptx-short-ptr` (32-bit shared, const and local pointers, as
    Triton asks for): a process-wide LLVM option, so it is set in a child process only.
    """
    if isolated or short_pointers:
        return _llvm_ptx_in_child(llvm_ir_text, sm, ptx_version, opt_level, short_pointers)
    module = parse_llvm_ir(llvm_ir_text)
    if opt_level is not None:
        optimize(module, opt_level, sm, ptx_version)
    return target_machine(sm, ptx_version).emit_assembly(module)


def _llvm_ptx_in_child(
    llvm_ir_text: str, sm: int | str, ptx_version: str, opt_level: int | None, short_pointers: bool = False
) -> str:
    import tempfile

    from nvvm_xdsl_testing.children import child_context

    with tempfile.TemporaryDirectory(prefix="nvvm_xdsl_llc_") as tmp:
        out, err = Path(tmp) / "out.ptx", Path(tmp) / "stderr"
        child = child_context().Process(
            target=_compile_in_child, args=(llvm_ir_text, sm, ptx_version, opt_level, short_pointers, out, err)
        )
        child.start()
        child.join()
        if child.exitcode != 0:
            stderr = err.read_text(errors="replace") if err.exists() else ""
            raise LLVMCrash(f"LLVM failed (exit {child.exitcode}):\n{stderr[-4000:]}")
        return out.read_text()


def _compile_in_child(
    llvm_ir_text: str, sm: int | str, ptx_version: str, opt_level: int | None, short_pointers: bool, out: Path, err: Path
) -> None:
    import os

    # What LLVM prints before it aborts, or the traceback of an error, is the LLVMCrash's message.
    fd = os.open(err, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o644)
    os.dup2(fd, 2)
    os.close(fd)
    if short_pointers:
        llvm_binding().set_option("", "--nvptx-short-ptr")
    out.write_text(llvm_ptx(llvm_ir_text, sm, ptx_version, opt_level))


@dataclass
class TypeLayout:
    """LLVM's DataLayout answers for one type (and recursively for its members)."""

    type_text: str
    size_in_bits: int
    store_size: int
    alloc_size: int
    abi_align: int
    # struct: byte offset of each field; array/vector: empty
    field_offsets: list[int] = field(default_factory=list)
    # struct fields / the array or vector element (one entry)
    members: list[TypeLayout] = field(default_factory=list)
    kind: str = ""
    count: int | None = None


def _layout_of(td: Any, ty: Any) -> TypeLayout:
    text = str(ty)
    alloc = td.get_abi_size(ty)  # LLVMABISizeOfType is getTypeAllocSize
    align = td.get_abi_alignment(ty)
    kind = ty.type_kind.name
    if ty.is_struct:
        members = [_layout_of(td, e) for e in ty.elements]
        offsets = [td.get_element_offset(ty, i) for i in range(len(members))]
        # A (non-packed) struct's size in bits is 8 * its padded size, so store == alloc.
        return TypeLayout(text, alloc * 8, alloc, alloc, align, offsets, members, kind)
    if ty.is_array:
        elem = _layout_of(td, next(iter(ty.elements)))
        n = ty.element_count
        return TypeLayout(text, n * elem.alloc_size * 8, n * elem.alloc_size, alloc, align,
                          [], [elem], kind, n)
    if ty.is_pointer:
        # pointer width is the layout's pointer size; TypeRef.type_width is 0 for pointers
        return TypeLayout(text, alloc * 8, alloc, alloc, align, kind=kind)
    bits = ty.type_width  # primitive size in bits, vectors included
    members: list[TypeLayout] = []
    count = None
    if ty.is_vector:
        members = [_layout_of(td, next(iter(ty.elements)))]
        count = ty.element_count
    return TypeLayout(text, bits, (bits + 7) // 8, alloc, align, [], members, kind, count)


def llvm_datalayout_queries(
    type_text: str, datalayout: str = PROJECT_DATALAYOUT
) -> TypeLayout:
    """Size in bits, store size, alloc size, ABI alignment and struct field offsets of an LLVM
    type given as IR text (e.g. `{ i8, [3 x i64], ptr addrspace(3) }`), recursively."""
    llvm = llvm_binding()
    module = llvm.parse_assembly(
        f'target datalayout = "{datalayout}"\n@probe = external global {type_text}\n'
    )
    ty = module.get_global_variable("probe").global_value_type
    return _layout_of(llvm.create_target_data(datalayout), ty)


# A zero initializer is printed without `= ...`.
_PTX_GLOBAL_INIT = re.compile(r"\.u64\s+(gep_probe_\d+)(?:\s*=\s*([-+0-9\s]+))?;")


def llvm_gep_offsets(
    source_type_text: str, index_paths: Sequence[Sequence[int]], datalayout: str | None = None
) -> list[int]:
    """Byte offset LLVM computes for `getelementptr T, ptr null, idx...` for each index path.

    The first index of a path steps over whole T's; struct indices are emitted as i32, every
    other index as i64. LLVM folds each `ptrtoint (gep ...)` initializer to a constant.
    """
    if not index_paths:
        return []
    layout = datalayout or llvm_datalayout()
    llvm = llvm_binding()
    lines = [f'target datalayout = "{layout}"', f'target triple = "{NVPTX_TRIPLE}"']
    module = llvm.parse_assembly(
        f'target datalayout = "{layout}"\n@probe = external global {source_type_text}\n'
    )
    source = module.get_global_variable("probe").global_value_type
    for n, path in enumerate(index_paths):
        ty = source
        operands = []
        for depth, idx in enumerate(path):
            if depth == 0:
                operands.append(f"i64 {idx}")
                continue
            if ty.is_struct:
                operands.append(f"i32 {idx}")
                ty = list(ty.elements)[idx]
            elif ty.is_array or ty.is_vector:
                operands.append(f"i64 {idx}")
                ty = next(iter(ty.elements))
            else:
                raise ValueError(f"index path {list(path)} indexes into scalar {ty}")
        lines.append(
            f"@gep_probe_{n} = global i64 ptrtoint (ptr getelementptr "
            f"({source_type_text}, ptr null, {', '.join(operands)}) to i64)"
        )
    ptx = target_machine().emit_assembly(llvm.parse_assembly("\n".join(lines) + "\n"))
    found: dict[str, int] = {}
    for name, expr in _PTX_GLOBAL_INIT.findall(ptx):
        # The backend prints folded initializers as e.g. `0+72`.
        found[name] = sum(int(t) for t in re.findall(r"[-+]?\d+", expr.replace(" ", "")))
    return [found[f"gep_probe_{n}"] for n in range(len(index_paths))]
