"""One NVVM op in a kernel, compiled by this backend and, around the matching `llvm.nvvm.*`
intrinsic, by LLVM 22, and the checks every selection test file (tests/test_nvvm_*_isel.py)
runs on its cases.

A case compiles through the whole `lower-to-ptx` pipeline at the lowest target that has the
instruction, and ptxas assembles the PTX for that target. Where LLVM 22 has the intrinsic, the
same kernel is written in LLVM IR around it, compiled by llvmlite's NVPTX backend, and the two
instructions must agree: mnemonic and modifiers, and every operand traced back to the kernel
parameter it comes from (results are numbered by position), so operand order and grouping are
compared too.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

import pytest

from nvvm_xdsl.transforms.lower_to_ptx import LowerToPTXPass
from nvvm_xdsl_testing import cuda_tools
from nvvm_xdsl_testing.ptx_compile import compile_to_ptx
from tests.test_examples import needs_ptxas


@dataclass(frozen=True)
class Case:
    """One op in a kernel `@k(%out: !llvm.ptr<1>, %p0: params[0], ...)`; `%r` is its result."""

    id: str
    target: str
    params: tuple[str, ...]
    op: str
    result: str | None
    # "name(args)" of the equivalent LLVM intrinsic; an arg is a parameter index or a typed literal
    intrinsic: tuple[str, tuple[int | str, ...]] | None
    opcode: str
    llvm_target: tuple[int | str, str] = field(default=(90, "8.0"))
    # LLVM's spelling where it differs: the result type, and parameter types by index
    llvm_result: str | None = None
    llvm_params: tuple[tuple[int, str], ...] = ()


# ---------------------------------------------------------------------------------------------
# Building the kernels
# ---------------------------------------------------------------------------------------------


def members(t: str) -> list[str]:
    """The member types of an `!llvm.struct<(...)>`, or `[t]` for any other type."""
    if t.startswith("!llvm.struct<("):
        inner = t[len("!llvm.struct<(") : -2]
        return [m.strip() for m in inner.split(", ")]
    return [t]


def mlir_kernel(case: Case) -> str:
    params = ", ".join(["%out: !llvm.ptr<1>", *(f"%p{i}: {t}" for i, t in enumerate(case.params))])
    lines = [case.op]
    if case.result is not None:
        for j, member in enumerate(members(case.result)):
            value = "%r"
            if case.result.startswith("!llvm.struct"):
                value = f"%e{j}"
                lines.append(f"%e{j} = llvm.extractvalue %r[{j}] : {case.result}")
            lines.append(f"%g{j} = llvm.getelementptr %out[{8 * j}] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i8")
            lines.append(f"llvm.store {value}, %g{j} : {member}, !llvm.ptr<1>")
    body = "\n  ".join(lines)
    return f"llvm.func @k({params}) attributes {{nvvm.kernel}} {{\n  {body}\n  llvm.return\n}}\n"


_LLVM_TYPES = {
    "i1": "i1", "i8": "i8", "i16": "i16", "i32": "i32", "i64": "i64", "i128": "i128", "f32": "float", "f64": "double",
    "f16": "half", "bf16": "bfloat", "vector<2xf16>": "<2 x half>", "vector<2xbf16>": "<2 x bfloat>",
}


def llvm_type(t: str) -> str:
    if t in _LLVM_TYPES:
        return _LLVM_TYPES[t]
    if t == "!llvm.ptr":
        return "ptr"
    match = re.fullmatch(r"!llvm\.ptr<(\d+)>", t)
    if match:
        return f"ptr addrspace({match.group(1)})"
    if t.startswith("!llvm.struct"):
        return "{" + ", ".join(llvm_type(m) for m in members(t)) + "}"
    vector = re.fullmatch(r"vector<(\d+)x(\w+)>", t)
    if vector:
        return f"<{vector.group(1)} x {llvm_type(vector.group(2))}>"
    raise AssertionError(t)


def llvm_kernel(case: Case) -> str:
    assert case.intrinsic is not None
    name, args = case.intrinsic
    param_types = [llvm_type(t) for t in case.params]
    for index, t in case.llvm_params:
        param_types[index] = t
    typed = [f"{param_types[a]} %p{a}" if isinstance(a, int) else a for a in args]
    result_mlir = case.llvm_result or case.result
    result = llvm_type(result_mlir) if result_mlir else "void"
    declare = f"declare {result} @{name}({', '.join(t.rsplit(' ', 1)[0] for t in typed)})"
    params = ", ".join(["ptr addrspace(1) %out", *(f"{t} %p{i}" for i, t in enumerate(param_types))])
    call = f"call {result} @{name}({', '.join(typed)})"
    lines = [f"%r = {call}" if case.result else call]
    if result_mlir is not None:
        for j, member in enumerate(members(result_mlir)):
            value = "%r"
            if result_mlir.startswith("!llvm.struct"):
                value = f"%e{j}"
                lines.append(f"%e{j} = extractvalue {result} %r, {j}")
            lines.append(f"%g{j} = getelementptr i8, ptr addrspace(1) %out, i64 {8 * j}")
            lines.append(f"store {llvm_type(member)} {value}, ptr addrspace(1) %g{j}")
    body = "\n  ".join(lines)
    return f"{declare}\ndefine ptx_kernel void @k({params}) {{\n  {body}\n  ret void\n}}\n"


def compile_mlir(text: str, sm: str, short_shared_ptr: bool = True) -> str:
    """The PTX of an MLIR module through the whole `lower-to-ptx` pipeline for `sm`."""
    return compile_to_ptx(text, LowerToPTXPass(sm=sm, short_shared_ptr=short_shared_ptr))


def compile_ours(case: Case, sm: str | None = None, short_shared_ptr: bool = True) -> str:
    return compile_mlir(mlir_kernel(case), sm or case.target, short_shared_ptr)


# ---------------------------------------------------------------------------------------------
# Comparing instructions
# ---------------------------------------------------------------------------------------------

_REGISTER = re.compile(r"%[a-z]+\d+")
_PARAM_LOAD = re.compile(r"ld\.param(?:\.v(\d))?\.[a-z]+(\d+)\s+(\{[^}]*\}|%\w+),\s*\[k_param_(\d+)(?:\+(\d+))?\]")
_PACK = re.compile(r"mov\.b32\s+(%\w+),\s*\{\s*(%\w+),\s*(%\w+)\s*\}")


def instruction(ptx_text: str, opcode: str) -> str:
    """The `opcode...` instruction with each register named by the kernel parameter (and
    byte offset) it was loaded from (`P3`, `P1+2`), or `D<n>` for the instruction's results."""
    origin: dict[str, str] = {}
    target = None
    # LLVM spreads long instructions over several lines: work on `;`-terminated statements.
    code = re.sub(r"//[^\n]*", "", ptx_text)
    code = code[code.index("\n{", code.index(".entry")) + 2 :]  # the kernel's body
    for raw in code.split(";"):
        line = " ".join(raw.split())
        load = _PARAM_LOAD.match(line)
        if load:
            regs = _REGISTER.findall(load.group(3))
            width = int(load.group(2)) // 8
            param, base = int(load.group(4)), int(load.group(5) or 0)
            for i, reg in enumerate(regs):
                offset = base + i * width
                origin[reg] = f"P{param - 1}" + (f"+{offset}" if offset else "")
            continue
        pack = _PACK.match(line)
        if pack and pack.group(2) in origin and origin[pack.group(3)] == _plus(origin[pack.group(2)], 2):
            origin[pack.group(1)] = origin[pack.group(2)]
            continue
        if line.startswith(opcode) and target is None:
            target = line
    assert target is not None, f"no {opcode} instruction in:\n{ptx_text}"
    results: dict[str, str] = {}

    def rename(match: re.Match[str]) -> str:
        reg = match.group(0)
        if reg in origin:
            return origin[reg]
        return results.setdefault(reg, f"D{len(results)}")

    text = _REGISTER.sub(rename, target)
    return re.sub(r"\s*([,{}\[\]])\s*", r"\1", re.sub(r"\s+", " ", text)).strip()


def _plus(origin: str, delta: int) -> str:
    name, _, offset = origin.partition("+")
    total = int(offset or 0) + delta
    return f"{name}+{total}" if total else name


# ---------------------------------------------------------------------------------------------
# The checks
# ---------------------------------------------------------------------------------------------


def short_pointers_comparable(mlir_text: str) -> bool:
    """Whether our short-shared-pointer PTX of a kernel can be compared with llc's under
    `--nvptx-short-ptr`, which also narrows const and local pointers (ours stay 64-bit)."""
    return re.search(r"!llvm\.ptr<[45]>", mlir_text) is None


def llvm_ptx(case: Case, short_pointers: bool = False) -> str:
    """The PTX LLVM 22 prints for the case's intrinsic kernel (skips where llvmlite is missing),
    with `--nvptx-short-ptr` when `short_pointers`."""
    llvm_oracle = pytest.importorskip("nvvm_xdsl_testing.llvm_oracle")
    pytest.importorskip("llvmlite")
    sm, version = case.llvm_target
    return llvm_oracle.llvm_ptx(llvm_kernel(case), sm=sm, ptx_version=version, isolated=True, short_pointers=short_pointers)


def compile_error(case: Case, sm: str | None = None) -> str:
    """The message of the error that compiling the case (for `sm`, by default its own target)
    must raise."""
    with pytest.raises(Exception) as info:
        compile_ours(case, sm)
    return str(info.value)


def _case_id(case: Case) -> str:
    return case.id


def selection_tests(
    cases: Sequence[Case], our_ptx: Callable[[str], str] = lambda ptx_text: ptx_text
) -> tuple[Callable[[Case], None], Callable[[Case], None], Callable[[Case], None]]:
    """The three tests of a selection file, parametrised by its cases: the op selects at its
    lowest target, ptxas assembles that PTX, and the instruction equals LLVM's for each case
    with an intrinsic. `our_ptx` maps our PTX before the comparison, where the two sides
    reach the instruction's operands differently. A file binds them to module names
    (`test_selects, test_assembles_at_lowest_target, test_matches_llvm = selection_tests(CASES)`)
    for pytest to collect; each call makes new functions, so the marks of one file stay there."""

    @pytest.mark.parametrize("case", cases, ids=_case_id)
    def test_selects(case: Case) -> None:
        ptx_text = compile_ours(case)
        assert f".target sm_{case.target}" in ptx_text
        instruction(ptx_text, case.opcode)

    @needs_ptxas
    @pytest.mark.parametrize("case", cases, ids=_case_id)
    def test_assembles_at_lowest_target(case: Case) -> None:
        cuda_tools.ptxas(compile_ours(case), arch=f"sm_{case.target}").check()

    @pytest.mark.parametrize("case", [c for c in cases if c.intrinsic is not None], ids=_case_id)
    def test_matches_llvm(case: Case) -> None:
        short = short_pointers_comparable(mlir_kernel(case))
        theirs = instruction(llvm_ptx(case, short), case.opcode)
        assert instruction(our_ptx(compile_ours(case, short_shared_ptr=short)), case.opcode) == theirs

    return test_selects, test_assembles_at_lowest_target, test_matches_llvm
