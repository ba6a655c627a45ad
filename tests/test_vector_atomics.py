"""Vector atomicrmw: every lane against the scalar semantics.

* LLVM's own meaning of each case is run on the CPU: the project's MLIR -> LLVM IR exporter and
  llvmlite's JIT (which expands the vector atomic into a compare-and-swap loop) must give, lane by
  lane, `memory[i] = memory[i] <op> value[i]` and return the old `memory[i]`.
* Our PTX must do the same: followed through the PTX dataflow, lane i of the operand reaches
  position i of the vector `atom` (or of the packed pair) at the address of lane 0, and position i
  of its result is what the kernel stores for lane i; ptxas assembles it.
* Older targets get the seed's diagnostic at the op, or per-lane atomics when asked for.
(tests/gpu/test_vector_atomics_gpu.py runs the instructions themselves on a GPU.)
"""

from __future__ import annotations

import ctypes
import multiprocessing
import re
import struct

import pytest

from nvvm_xdsl.diagnostics import OpDiagnostic
from nvvm_xdsl.transforms.lower_to_ptx import LowerToPTXPass
from nvvm_xdsl_testing import cuda_tools
from nvvm_xdsl_testing.mlir_to_llvm_ir import mlir_to_llvm_ir
from nvvm_xdsl_testing.ptx_compile import compile_to_ptx

needs_ptxas = pytest.mark.skipif(not cuda_tools.has_tool("ptxas"), reason="ptxas not installed")

# (element type, lanes, atomicrmw operation): every vector form PTX has, by element type.
CASES = [
    ("f32", 2, "fadd"),
    ("f32", 4, "fadd"),
    ("f16", 2, "fadd"),
    ("f16", 4, "fmin"),
    ("f16", 8, "fadd"),
    ("bf16", 2, "fadd"),
    ("bf16", 4, "fmax"),
    ("bf16", 8, "fmin"),
    ("bf16", 2, "fmax"),
]
# Values exact in every element type (so fadd needs no rounding), both signs, ties for min/max.
MEMORY = [1.5, -2.0, 0.25, 7.0, -0.5, 3.0, 96.0, -8.0]
OPERAND = [2.0, -3.0, 0.25, -7.0, 4.5, 3.0, -96.0, 16.0]
ELEM_BYTES = {"f32": 4, "f16": 2, "bf16": 2}


def _ids(case: tuple[str, int, str]) -> str:
    elem, lanes, kind = case
    return f"{kind}-{lanes}x{elem}"


def _pack(elem: str, values: list[float]) -> bytes:
    if elem == "f32":
        return struct.pack(f"<{len(values)}f", *values)
    if elem == "f16":
        return struct.pack(f"<{len(values)}e", *values)
    return b"".join(struct.pack("<f", v)[2:] for v in values)  # bf16: the high half of an f32


def _unpack(elem: str, data: bytes) -> list[float]:
    if elem == "f32":
        return list(struct.unpack(f"<{len(data) // 4}f", data))
    if elem == "f16":
        return list(struct.unpack(f"<{len(data) // 2}e", data))
    return [struct.unpack("<f", b"\0\0" + data[i : i + 2])[0] for i in range(0, len(data), 2)]


def _scalar(kind: str, old: float, value: float) -> float:
    return {"fadd": old + value, "fmin": min(old, value), "fmax": max(old, value)}[kind]


# ---------------------------------------------------------------------------------------------
# LLVM's semantics on the CPU
# ---------------------------------------------------------------------------------------------


def _jit_in_child(ir: str, memory: bytes, operand: bytes, queue) -> None:
    import llvmlite.binding as llvm

    llvm.initialize_native_target()
    llvm.initialize_native_asmprinter()
    module = llvm.parse_assembly(ir)
    module.verify()
    # The host's own features: half-precision conversions are instructions there, not libcalls
    # the JIT cannot resolve.
    machine = llvm.Target.from_default_triple().create_target_machine(
        cpu=llvm.get_host_cpu_name(), features=llvm.get_host_cpu_features().flatten()
    )
    engine = llvm.create_mcjit_compiler(module, machine)
    engine.finalize_object()
    function = ctypes.CFUNCTYPE(None, ctypes.c_void_p, ctypes.c_void_p, ctypes.c_void_p)(engine.get_function_address("rmw"))
    buffers = [ctypes.create_string_buffer(memory, len(memory)), ctypes.create_string_buffer(operand, len(operand)), ctypes.create_string_buffer(len(memory))]
    function(*(ctypes.addressof(b) for b in buffers))
    queue.put((buffers[0].raw, buffers[2].raw))


@pytest.mark.parametrize("case", CASES, ids=_ids)
def test_llvm_jit_gives_the_scalar_semantics_per_lane(case):
    pytest.importorskip("llvmlite")
    elem, lanes, kind = case
    vector = f"vector<{lanes}x{elem}>"
    ir = mlir_to_llvm_ir(f"""
llvm.func @rmw(%p: !llvm.ptr, %vp: !llvm.ptr, %out: !llvm.ptr) {{
  %v = llvm.load %vp : !llvm.ptr -> {vector}
  %old = llvm.atomicrmw {kind} %p, %v monotonic : !llvm.ptr, {vector}
  llvm.store %old, %out : {vector}, !llvm.ptr
  llvm.return
}}
""")
    assert f"atomicrmw {kind} ptr %arg0, <{lanes} x" in ir
    memory, operand = MEMORY[:lanes], OPERAND[:lanes]
    # A child process: a JIT that cannot lower half precision on this host crashes, not pytest.
    context = multiprocessing.get_context("spawn")
    queue = context.Queue()
    child = context.Process(target=_jit_in_child, args=(ir, _pack(elem, memory), _pack(elem, operand), queue))
    child.start()
    child.join(120)
    if child.exitcode != 0:
        pytest.skip(f"the host JIT could not run {elem} code (exit {child.exitcode})")
    after, old = queue.get(timeout=10)
    assert _unpack(elem, old) == memory
    assert _unpack(elem, after) == [_scalar(kind, m, v) for m, v in zip(memory, operand, strict=True)]


# ---------------------------------------------------------------------------------------------
# Our PTX, lane by lane
# ---------------------------------------------------------------------------------------------


def _kernel(elem: str, lanes: int, kind: str) -> str:
    vector = f"vector<{lanes}x{elem}>"
    return f"""
llvm.func @k(%p: !llvm.ptr, %out: !llvm.ptr, %v: {vector}) attributes {{nvvm.kernel}} {{
  %old = llvm.atomicrmw {kind} %p, %v monotonic : !llvm.ptr, {vector}
  llvm.store %old, %out : {vector}, !llvm.ptr
  llvm.return
}}
"""


def _ptx(text: str, **options) -> str:
    return compile_to_ptx(text, LowerToPTXPass(**options))


_REGS = r"(\{[^}]*\}|%\w+)"
_PARAM_LOAD = re.compile(r"ld\.param\.\w+ (%\w+), \[k_param_2(?:\+(\d+))?\];")
_STORE = re.compile(r"st\.global(?:\.v\d)?\.\w+ \[%rd\d+(?:\+(\d+))?\], " + _REGS + ";")
_ATOM = re.compile(r"(atom\S*) " + _REGS + r", \[(%rd\d+)\], " + _REGS + ";")
_PACK = re.compile(r"mov\.b32 (%\w+), \{(%\w+), (%\w+)\};")
_UNPACK = re.compile(r"mov\.b32 \{(%\w+), (%\w+)\}, (%\w+);")


def _regs(text: str) -> list[str]:
    return [r.strip() for r in text.strip("{}").split(",")]


def _lane_flow(ptx: str, elem_bytes: int) -> tuple[str, list[int], list[int]]:
    """(the atom instruction, the operand lane at each position of the atom's source, the lane
    each position of the atom's result is stored as)."""
    lane_of_param = {m.group(1): int(m.group(2) or 0) // elem_bytes for m in _PARAM_LOAD.finditer(ptx)}
    lane_of_store: dict[str, int] = {}
    for m in _STORE.finditer(ptx):
        for j, reg in enumerate(_regs(m.group(2))):
            lane_of_store[reg] = int(m.group(1) or 0) // elem_bytes + j
    atoms = _ATOM.findall(ptx)
    assert len(atoms) == 1, atoms
    opcode, dests, _, sources = atoms[0]
    source_regs, dest_regs = _regs(sources), _regs(dests)
    if len(source_regs) == 1:
        # A packed pair: the operand is packed from two halves, the result unpacked into two.
        packs = {m.group(1): [m.group(2), m.group(3)] for m in _PACK.finditer(ptx)}
        unpacks = {m.group(3): [m.group(1), m.group(2)] for m in _UNPACK.finditer(ptx)}
        source_regs, dest_regs = packs[source_regs[0]], unpacks[dest_regs[0]]
    return opcode, [lane_of_param[r] for r in source_regs], [lane_of_store[r] for r in dest_regs]


@needs_ptxas
@pytest.mark.parametrize("case", CASES, ids=_ids)
def test_ptx_lanes_follow_the_scalar_semantics(case):
    elem, lanes, kind = case
    ptx = _ptx(_kernel(elem, lanes, kind), sm=90, ptx_version="8.1")
    cuda_tools.ptxas(ptx, arch="sm_90").check()
    opcode, source_lanes, result_lanes = _lane_flow(ptx, ELEM_BYTES[elem])
    op = {"fadd": "add", "fmin": "min", "fmax": "max"}[kind]
    if lanes == 2 and kind == "fadd" and elem != "f32":
        assert opcode == f"atom.global.add.noftz.{elem}x2"
    else:
        noftz = "" if elem == "f32" else ".noftz"
        assert opcode == f"atom.global.{op}{noftz}.v{lanes}.{elem}"
    assert source_lanes == list(range(lanes))
    assert result_lanes == list(range(lanes))


@pytest.mark.parametrize("case", [c for c in CASES if not (c[1] == 2 and c[2] == "fadd" and c[0] != "f32")], ids=_ids)
@pytest.mark.parametrize("sm,ptx_version", [(80, "8.1"), (89, "8.1"), (90, "8.0")])
def test_older_targets_get_the_seed_diagnostic(case, sm: int, ptx_version: str):
    with pytest.raises(OpDiagnostic, match=r"'llvm.atomicrmw': vector atomics not supported on this architecture! \(atom\.global\."):
        _ptx(_kernel(*case), sm=sm, ptx_version=ptx_version)


def test_llvm_22_loops_on_compare_and_swap_where_we_use_the_vector_atom():
    """The point of the feature: LLVM's NVPTX backend expands a vector fadd into a 64-bit CAS
    loop even on sm_90 with PTX 8.1; we select the one native instruction."""
    pytest.importorskip("llvmlite")
    from nvvm_xdsl_testing.llvm_oracle import llvm_ptx

    text = _kernel("f32", 2, "fadd")
    theirs = llvm_ptx(mlir_to_llvm_ir(text), sm=90, ptx_version="8.1")
    ours = _ptx(text, sm=90, ptx_version="8.1")
    assert re.search(r"atom\.\S*cas\.b64", theirs) and ".v2.f32" not in "".join(re.findall(r"atom\S*", theirs))
    assert "atom.global.add.v2.f32" in ours and ".cas." not in ours


@needs_ptxas
def test_without_a_ptx_version_vector_atomics_raise_version_to_8_1():
    ptx = _ptx(_kernel("f32", 4, "fadd"), sm=90, ptx_version="")
    assert ".version 8.1" in ptx and "atom.global.add.v4.f32" in ptx
    cuda_tools.ptxas(ptx, arch="sm_90").check()


@needs_ptxas
def test_half_pairs_are_native_before_sm_90():
    ptx = _ptx(_kernel("f16", 2, "fadd"), sm=80, ptx_version="8.0")
    cuda_tools.ptxas(ptx, arch="sm_80").check()
    assert _lane_flow(ptx, 2) == ("atom.global.add.noftz.f16x2", [0, 1], [0, 1])
    # bf16x2 arrives with sm_90 (and PTX 7.8).
    with pytest.raises(OpDiagnostic, match="not supported on this architecture"):
        _ptx(_kernel("bf16", 2, "fadd"), sm=80, ptx_version="8.0")


@needs_ptxas
@pytest.mark.parametrize("case", CASES, ids=_ids)
def test_expansion_is_one_atomic_per_lane(case):
    elem, lanes, kind = case
    ptx = _ptx(_kernel(elem, lanes, kind), sm=80, ptx_version="8.0", expand_vector_atomics=True)
    cuda_tools.ptxas(ptx, arch="sm_80").check()
    atoms = re.findall(r"^\s*(atom\S*) ", ptx, re.MULTILINE)
    assert not any(".v2." in a or ".v4." in a or ".v8." in a for a in atoms)
    if elem == "f32":
        # Scalar atom.add.f32 at the address of each lane.
        addresses = re.findall(r"atom\.global\.add\.f32 %f\d+, \[%rd\d+(?:\+(\d+))?\]", ptx)
        assert [int(a or 0) for a in addresses] == [4 * i for i in range(lanes)]
    elif lanes == 2 and kind == "fadd" and elem == "f16":
        assert atoms == ["atom.global.add.noftz.f16x2"]
    else:
        # One compare-and-swap loop (or native f16 add) per lane.
        assert len(atoms) == lanes
