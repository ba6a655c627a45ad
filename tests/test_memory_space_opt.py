"""memory-space-opt against LLVM's NVPTX backend (llvmlite): for each kernel below, every load,
store and atomic of our PTX uses the same state space as LLVM's (ld.global, st.shared, ld.local,
ld.param, atom.global, generic ld/st), counted per space, and ptxas accepts ours."""

from __future__ import annotations

import re
from collections import Counter

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from nvvm_xdsl_testing import cuda_tools
from nvvm_xdsl_testing.ptx_compile import compile_to_ptx
from nvvm_xdsl_testing.ptx_parse import parse_ptx

KERNELS = {
    # Kernel pointer params are global, also through GEPs and a loop-carried pointer.
    "loop": """
llvm.func @k(%out: !llvm.ptr, %in: !llvm.ptr, %n: i32) attributes {nvvm.kernel} {
  %zero = llvm.mlir.constant(0 : i32) : i32
  %one = llvm.mlir.constant(1 : i32) : i32
  llvm.br ^head(%in, %zero, %zero : !llvm.ptr, i32, i32)
^head(%p: !llvm.ptr, %i: i32, %acc: i32):
  %c = llvm.icmp "slt" %i, %n : i32
  llvm.cond_br %c, ^body, ^exit
^body:
  %v = llvm.load %p : !llvm.ptr -> i32
  %acc2 = llvm.add %acc, %v : i32
  %p2 = llvm.getelementptr %p[1] : (!llvm.ptr) -> !llvm.ptr, i32
  %i2 = llvm.add %i, %one : i32
  llvm.br ^head(%p2, %i2, %acc2 : !llvm.ptr, i32, i32)
^exit:
  llvm.store %acc, %out : i32, !llvm.ptr
  llvm.return
}
""",
    # Shared memory through a generic cast, and a select between two kernel pointers.
    "shared_select": """
llvm.mlir.global internal @tile() {addr_space = 3 : i32} : !llvm.array<64 x f32>
llvm.func @k(%a: !llvm.ptr, %b: !llvm.ptr, %c: i1, %i: i32) attributes {nvvm.kernel} {
  %t3 = llvm.mlir.addressof @tile : !llvm.ptr<3>
  %t = llvm.addrspacecast %t3 : !llvm.ptr<3> to !llvm.ptr
  %src = llvm.select %c, %a, %b : i1, !llvm.ptr
  %sp = llvm.getelementptr %src[%i] : (!llvm.ptr, i32) -> !llvm.ptr, f32
  %v = llvm.load %sp : !llvm.ptr -> f32
  %tp = llvm.getelementptr %t[0, %i] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.array<64 x f32>
  llvm.store %v, %tp : f32, !llvm.ptr
  nvvm.barrier0
  %w = llvm.load %t : !llvm.ptr -> f32
  llvm.store %w, %a : f32, !llvm.ptr
  llvm.return
}
""",
    # A pointer read out of a byval struct points to global memory; fields come from ld.param.
    "byval_pointer": """
llvm.func @k(%s: !llvm.ptr {llvm.byval = !llvm.struct<(ptr, i32, ptr)>, llvm.align = 8 : i64}) attributes {nvvm.kernel} {
  %pp = llvm.getelementptr %s[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(ptr, i32, ptr)>
  %p = llvm.load %pp : !llvm.ptr -> !llvm.ptr
  %np = llvm.getelementptr %s[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(ptr, i32, ptr)>
  %n = llvm.load %np : !llvm.ptr -> i32
  %qp = llvm.getelementptr %s[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(ptr, i32, ptr)>
  %q = llvm.load %qp : !llvm.ptr -> !llvm.ptr
  %src = llvm.getelementptr %p[%n] : (!llvm.ptr, i32) -> !llvm.ptr, f64
  %v = llvm.load %src : !llvm.ptr -> f64
  llvm.store %v, %q : f64, !llvm.ptr
  llvm.return
}
""",
    # Grid constants picked by a select are read with ld.param through the address.
    "grid_constant_select": """
llvm.func @k(%s: !llvm.ptr {llvm.byval = i32, llvm.align = 4 : i64, nvvm.grid_constant}, %t: !llvm.ptr {llvm.byval = i32, llvm.align = 4 : i64, nvvm.grid_constant}, %c: i1, %out: !llvm.ptr) attributes {nvvm.kernel} {
  %p = llvm.select %c, %s, %t : i1, !llvm.ptr
  %v = llvm.load %p : !llvm.ptr -> i32
  llvm.store %v, %out : i32, !llvm.ptr
  llvm.return
}
""",
    # Atomics on a kernel pointer (global) and on shared memory.
    "atomics": """
llvm.mlir.global internal @count() {addr_space = 3 : i32} : i32
llvm.func @k(%counter: !llvm.ptr, %v: i32, %out: !llvm.ptr) attributes {nvvm.kernel} {
  %one = llvm.mlir.constant(1 : i32) : i32
  %old = llvm.atomicrmw add %counter, %one monotonic : !llvm.ptr, i32
  %q = llvm.getelementptr %counter[1] : (!llvm.ptr) -> !llvm.ptr, i32
  %pair = llvm.cmpxchg %q, %old, %v acq_rel monotonic : !llvm.ptr, i32
  %c3 = llvm.mlir.addressof @count : !llvm.ptr<3>
  %c = llvm.addrspacecast %c3 : !llvm.ptr<3> to !llvm.ptr
  %n = llvm.atomicrmw add %c, %one monotonic : !llvm.ptr, i32
  %prev = llvm.extractvalue %pair[0] : !llvm.struct<(i32, i1)>
  %s = llvm.add %prev, %n : i32
  llvm.store %s, %out : i32, !llvm.ptr
  llvm.return
}
""",
    # A local array indexed at run time, and a pointer that escapes to a device function.
    "local_and_escape": """
llvm.func @sink(%p: !llvm.ptr) -> i32 attributes {no_inline} {
  %v = llvm.load %p : !llvm.ptr -> i32
  llvm.return %v : i32
}
llvm.func @k(%out: !llvm.ptr, %i: i32) attributes {nvvm.kernel} {
  %one = llvm.mlir.constant(1 : i32) : i32
  %a = llvm.alloca %one x !llvm.array<8 x i32> : (i32) -> !llvm.ptr
  %p = llvm.getelementptr %a[0, %i] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.array<8 x i32>
  llvm.store %i, %p : i32, !llvm.ptr
  %v = llvm.call @sink(%a) : (!llvm.ptr) -> i32
  llvm.store %v, %out : i32, !llvm.ptr
  llvm.return
}
""",
}


_ATOM = re.compile(r"^\s*atom((?:\.\w+)+)\s", re.MULTILINE)


def spaces(ptx: str) -> dict[str, Counter[tuple[str, str]]]:
    module = parse_ptx(ptx)
    result = {
        name: Counter((op.opcode, op.space) for op in fn.memory_ops)
        for name, fn in module.functions.items()
        if fn.is_definition
    }
    # Atomics of the whole module (ptx_parse reads only ld/st).
    for modifiers in _ATOM.findall(ptx):
        parts = modifiers.split(".")
        space = next((p for p in parts if p in ("global", "shared")), "generic")
        result.setdefault("<atomics>", Counter())[("atom", space)] += 1
    return result


@pytest.mark.parametrize("name", sorted(KERNELS))
def test_state_spaces_match_llvm(name: str):
    pytest.importorskip("llvmlite")
    from nvvm_xdsl_testing.llvm_oracle import llvm_ptx
    from nvvm_xdsl_testing.mlir_to_llvm_ir import mlir_to_llvm_ir

    text = KERNELS[name]
    ours = compile_to_ptx(text, verify=True)
    assert spaces(ours) == spaces(llvm_ptx(mlir_to_llvm_ir(text)))
    if cuda_tools.has_tool("ptxas"):
        cuda_tools.ptxas(ours, arch="sm_90").check()


# ---------------------------------------------------------------------------------------------
# Random pointer programs
# ---------------------------------------------------------------------------------------------

_SOURCES = ("%a", "%b", "%sh", "%cst")
_PROLOGUE = """
llvm.mlir.global internal @sh() {addr_space = 3 : i32} : !llvm.array<64 x i32>
llvm.mlir.global internal @cst() {addr_space = 4 : i32} : !llvm.array<64 x i32>
llvm.func @k(%a: !llvm.ptr, %b: !llvm.ptr, %c: i1, %d: i1) attributes {nvvm.kernel} {
  %sh3 = llvm.mlir.addressof @sh : !llvm.ptr<3>
  %sh = llvm.addrspacecast %sh3 : !llvm.ptr<3> to !llvm.ptr
  %cst4 = llvm.mlir.addressof @cst : !llvm.ptr<4>
  %cst = llvm.addrspacecast %cst4 : !llvm.ptr<4> to !llvm.ptr
"""


@st.composite
def pointer_programs(draw: st.DrawFn) -> str:
    """Straight-line GEPs and selects over global, shared and const pointers, then a diamond
    that merges two of them in a block argument; every derived pointer is loaded once."""
    values = list(_SOURCES)
    lines: list[str] = []
    made: set[tuple[object, ...]] = set()  # no two values compute the same address (LLVM's CSE)
    for n in range(draw(st.integers(1, 6))):
        if draw(st.booleans()):
            key: tuple[object, ...] = ("gep", draw(st.sampled_from(values)), draw(st.integers(1, 8)))
            line = f"  %g{n} = llvm.getelementptr {key[1]}[{key[2]}] : (!llvm.ptr) -> !llvm.ptr, i32"
            name = f"%g{n}"
        else:
            pair = draw(st.lists(st.sampled_from(values), min_size=2, max_size=2, unique=True))
            key = ("select", *pair)
            line = f"  %s{n} = llvm.select %c, {pair[0]}, {pair[1]} : i1, !llvm.ptr"
            name = f"%s{n}"
        if key in made:
            continue
        made.add(key)
        lines.append(line)
        values.append(name)
    loaded = values[len(_SOURCES) :]
    then_value, else_value = draw(st.lists(st.sampled_from(values), min_size=2, max_size=2))
    sums = ["%zero"]
    body = ["  %zero = llvm.mlir.constant(0 : i32) : i32", *lines]
    for n, value in enumerate(loaded):
        body.append(f"  %v{n} = llvm.load {value} : !llvm.ptr -> i32")
        body.append(f"  %t{n} = llvm.add {sums[-1]}, %v{n} : i32")
        sums.append(f"%t{n}")
    body += [
        f"  llvm.cond_br %d, ^x({then_value}, {sums[-1]} : !llvm.ptr, i32), "
        f"^x({else_value}, {sums[-1]} : !llvm.ptr, i32)",
        "^x(%m: !llvm.ptr, %acc: i32):",
        "  %mv = llvm.getelementptr %m[9] : (!llvm.ptr) -> !llvm.ptr, i32",
        "  %last = llvm.load %mv : !llvm.ptr -> i32",
        "  %total = llvm.add %acc, %last : i32",
        "  llvm.store %total, %a : i32, !llvm.ptr",
        "  llvm.return",
        "}",
    ]
    return _PROLOGUE + "\n".join(body) + "\n"


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(pointer_programs())
def test_random_pointer_programs_match_llvm(text: str):
    """The meet over selects and block arguments gives LLVM's state spaces: one space when all
    sources agree, generic otherwise."""
    pytest.importorskip("llvmlite")
    from nvvm_xdsl_testing.llvm_oracle import llvm_ptx
    from nvvm_xdsl_testing.mlir_to_llvm_ir import mlir_to_llvm_ir

    ours = compile_to_ptx(text, verify=True)

    def non_param(ptx: str) -> dict[str, set[tuple[str, str]]]:
        # Which (access, space) pairs occur is the inference's result; how often each occurs
        # depends on LLVM's branch folding and load CSE (two GEPs to one address read once),
        # and how many kernel params are read likewise.
        return {
            name: {key for key in counts if key[1] != "param"}
            for name, counts in spaces(ptx).items()
        }

    assert non_param(ours) == non_param(llvm_ptx(mlir_to_llvm_ir(text)))
