"""Every rewrite keeps source locations (issue #28): an op a pass creates takes the location of
the op it stands for, so PTX `.loc` lines and diagnostics point at the right source line.

Each input below (the corpus kernels that exercise each pass, the producers' captures with
debug locations, xDSL-dialect programs, clang's `.ll` with `!dbg`) first has every op but the
modules given a location of its own (where the parser found it, else a synthetic line); then
the passes of `lower-to-ptx` run one by one, and after each, every op that was not there before
must carry a location. Symbol-level ops (declarations, globals, libdevice's PTX) and the bodies
link-libdevice-ir brings stand for no source op and are not checked (once inlined, they run
under the call's location).
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from xdsl.dialects import llvm
from xdsl.dialects.builtin import FileLineColLoc, IntAttr, StringAttr, UnknownLoc
from xdsl.ir import Operation
from xdsl.traits import SymbolTable

from nvvm_xdsl.compiler import compile, input_kind, parse_input, universe_context
from nvvm_xdsl.diagnostics import location_of
from nvvm_xdsl.transforms.convert_llvm_to_ptx import ConvertLLVMToPTXPass
from nvvm_xdsl.transforms.lower_to_ptx import LowerToPTXPass
from nvvm_xdsl_testing.cuda_tools import has_tool, ptxas
from tests.test_line_info import line_table

TESTS = Path(__file__).parent
INPUTS = sorted(
    [
        # one or more corpus kernels per pass that creates ops
        *(
            TESTS / "corpus" / f"{name}.mlir"
            for name in (
                "aggregate_copy_struct",  # lower-aggr-copies: unrolled copies
                "call_intrinsic_memcpy_dynamic",  # lower-aggr-copies: copy loops
                "aggregate_select_phi",  # lower-aggr-copies: selects and branches
                "aggregate_kernel_params",  # lower-aggr-copies, llvm-inline
                "big_struct_return",
                "varargs_helpers",  # lower-varargs
                "varargs_wide_narrow",
                "printf_format_offset",  # printf-lowering
                "printf_struct_arg",
                "byval_array_struct",  # lower-struct-args, llvm-peephole
                "byval_pointer_fields",
                "byval_forward_device",  # lower-struct-args' local copy, memory-space-opt
                "byval_written",  # llvm-sroa
                "grid_constant_arg",
                "multi_return_unreachable",  # llvm-inline
                "narrow_int_params",
            )
        ),
        *(TESTS / "producers").glob("*/*.debug.mlir"),
        TESTS / "producers" / "triton" / "matmul_sm80.mlir",  # llvm-lsr
        *(TESTS / "xdsl_programs" / f"{name}.mlir" for name in ("block_center", "checked_mix", "gpu_printf")),
        # convert-nvgpu-to-nvvm: mbarriers, TMA, warpgroup MMA, cp.async
        *(
            TESTS / "filecheck" / "transforms" / "convert_nvgpu_to_nvvm" / f"{name}.mlir"
            for name in ("mbarrier", "tma", "warpgroup_mma", "device_async_copy")
        ),
        TESTS / "producers" / "clang" / "saxpy_byval.O2.ll",
        TESTS / "producers" / "clang" / "control.O0.ll",
    ],
    key=str,
)


def _in_function(op: Operation) -> bool:
    """Not a symbol-level op: its parent is not a symbol table (module, gpu.module)."""
    parent = op.parent_op()
    return parent is not None and not parent.has_trait(SymbolTable)


def _function_of(op: Operation) -> Operation | None:
    while op is not None and not isinstance(op, llvm.FuncOp):
        op = op.parent_op()
    return op


def _locate_everything(module: Operation, name: str) -> None:
    source = StringAttr(f"/src/{name}")
    for number, op in enumerate(module.walk(), start=1):
        if op.has_trait(SymbolTable) or not isinstance(op.location, UnknownLoc):
            continue
        where = location_of(op)  # where the parser found it (None: an imported .ll)
        line, column = (where.line.data, where.column.data) if where is not None else (number, 1)
        op.location = FileLineColLoc(source, IntAttr(line), IntAttr(column))


def unlocated_ops_per_pass(path: Path) -> dict[str, list[str]]:
    """pass name -> the ops it created without a location, for an input fully located."""
    ctx = universe_context()
    module = parse_input(ctx, path.read_bytes(), str(path), input_kind(str(path)))
    _locate_everything(module, path.name)
    found: dict[str, list[str]] = {}
    library: set[int] = set()  # the functions link-libdevice-ir brought: no source op
    for module_pass in LowerToPTXPass().passes():
        if isinstance(module_pass, ConvertLLVMToPTXPass):
            break  # selection: its .loc lines are checked below and in test_line_info.py
        before = list(module.walk())  # kept alive, so that no id is reused
        seen = {id(op) for op in before}
        module_pass.apply(ctx, module)
        if module_pass.name == "link-libdevice-ir":
            library |= {id(op) for op in module.walk() if id(op) not in seen and isinstance(op, llvm.FuncOp)}
        lost = [
            op.name for op in module.walk()
            if id(op) not in seen and isinstance(op.location, UnknownLoc) and _in_function(op)
            and id(_function_of(op)) not in library
        ]
        if lost:
            found[module_pass.name] = lost
    return found


@pytest.mark.parametrize("path", INPUTS, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_every_created_op_keeps_a_location(path: Path):
    assert path.exists(), path
    assert unlocated_ops_per_pass(path) == {}


# -- the PTX: the instructions a rewrite creates run under the line of the op they replace ------

COPY_KERNEL = """\
llvm.func @k(%dst: !llvm.ptr<1>, %src: !llvm.ptr<1>, %n: i64, %v: i32) attributes {nvvm.kernel} {
  llvm.store %v, %dst : i32, !llvm.ptr<1> loc("/src/k.py":19:3)
  "llvm.intr.memcpy"(%dst, %src, %n) <{isVolatile = false}> : (!llvm.ptr<1>, !llvm.ptr<1>, i64) -> () loc("/src/k.py":20:3)
  llvm.return loc("/src/k.py":21:1)
} loc("/src/k.py":18:1)
"""


def test_copy_loop_runs_under_the_memcpy_line():
    """lower-aggr-copies turns the memcpy into a loop of byte loads and stores: each of them,
    and the loop's compare and branch, must run under the memcpy's line 20 (without its location
    they ran under the store's line 19)."""
    ptx = compile(COPY_KERNEL)
    assert isinstance(ptx, str)
    table = line_table(ptx)
    copy_ops = [(where, opcode) for where, opcode in table if opcode.startswith(("ld.global", "setp", "@"))]
    assert copy_ops, ptx
    for where, opcode in copy_ops:
        assert where == ("/src/k.py", 20, 3), (opcode, where, ptx)
    assert re.search(r"\.loc\s+\d+\s+19\s+3\n\s*st\.global\.b32", ptx), ptx
    if has_tool("ptxas"):
        ptxas(ptx, extra_args=["-lineinfo"]).check()
