"""The GPU checks of the xDSL programs (tests/gpu/test_xdsl_programs_gpu.py, NumPy references)
run on the host CPU: a check NumPy's reference and the lowering must both pass where no GPU is.

Each check runs as written, with its `kernel(program, route)` replaced: the program goes
through the route with `convert-to-llvm` in place of `lower-to-ptx` (the same front stage), the
device code is exported to LLVM IR, JIT-compiled by llvmlite (special registers read host
globals, as in `nvvm_xdsl_testing.host_exec`) and every thread of the grid runs in turn. Only
programs whose meaning survives threads running one after another are here: none with warp
shuffles, barriers, libdevice calls or printf. The host's f16/bf16 conversion helpers, which
LLVM calls on x86 and the JIT does not have, are supplied here.

Needs NumPy and llvmlite (skipped without them).
"""

from __future__ import annotations

import ctypes
import importlib.util
import struct
import sys
import types
from pathlib import Path

import pytest
from xdsl.dialects import builtin, llvm
from xdsl.parser import Parser
from xdsl.passes import PassPipeline
from xdsl.universe import Universe

import nvvm_xdsl_testing.gpu as gpu_support
from nvvm_xdsl_testing.host_exec import hostify
from nvvm_xdsl_testing.mlir_to_llvm_ir import export_module, universe_context

np = pytest.importorskip("numpy")
binding = pytest.importorskip("llvmlite.binding")

HOST_PROGRAMS = [
    "checked_mix", "collatz", "device_call", "dynamic_matrix", "int_division", "leaky_sum",
    "narrow_types", "saxpy", "switch_select", "transpose3d", "vector_axpy", "views",
]
GPU_CHECKS = Path(__file__).resolve().parent / "gpu" / "test_xdsl_programs_gpu.py"


class HostArray(np.ndarray):
    """A NumPy array standing in for a CuPy one (`.get()` copies it back)."""

    def get(self):
        return np.asarray(self).copy()


def _host_cupy() -> types.SimpleNamespace:
    return types.SimpleNamespace(
        asarray=lambda a: np.ascontiguousarray(np.array(a)).view(HostArray),
        zeros=lambda shape, dtype=None: np.zeros(shape, dtype=dtype).view(HostArray),
    )


def _load_gpu_checks() -> types.ModuleType:
    """A private copy of the GPU check module, imported with the host in place of CuPy (the
    real module, and nvvm_xdsl_testing.gpu, are left as they are)."""
    saved = gpu_support.require_gpu, gpu_support.device_sm
    gpu_support.require_gpu = lambda: (np, _host_cupy())  # type: ignore[assignment]
    gpu_support.device_sm = lambda at_most=None: 90  # type: ignore[assignment]
    try:
        spec = importlib.util.spec_from_file_location("xdsl_programs_host_checks", GPU_CHECKS)
        assert spec is not None and spec.loader is not None
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
    finally:
        gpu_support.require_gpu, gpu_support.device_sm = saved
    return module


checks = _load_gpu_checks()


def _float_from_bits(bits: int) -> float:
    return struct.unpack("<f", struct.pack("<I", bits))[0]


def _bits_of_float(value: float) -> int:
    return struct.unpack("<I", struct.pack("<f", value))[0]


# x86-64 passes half and bfloat in xmm registers: a float whose low 16 bits are the value's.
@ctypes.CFUNCTYPE(ctypes.c_float, ctypes.c_float)
def _truncsfhf2(value):
    half = np.array(value, dtype=np.float32).astype(np.float16).view(np.uint16)
    return _float_from_bits(int(half))


@ctypes.CFUNCTYPE(ctypes.c_float, ctypes.c_float)
def _extendhfsf2(value):
    half = np.array(_bits_of_float(value) & 0xFFFF, dtype=np.uint16).view(np.float16)
    return float(half.astype(np.float32))


@ctypes.CFUNCTYPE(ctypes.c_float, ctypes.c_float)
def _truncsfbf2(value):
    bits = _bits_of_float(value)
    return _float_from_bits(((bits + 0x7FFF + ((bits >> 16) & 1)) >> 16) & 0xFFFF)


_ARGUMENT_TYPES = {
    "i8": ctypes.c_int8, "i16": ctypes.c_int16, "i32": ctypes.c_int32, "i64": ctypes.c_int64,
    "f32": ctypes.c_float, "f64": ctypes.c_double, "ptr": ctypes.c_void_p,
}
_engines: list[object] = []  # kept alive while their functions may run


def _device_module(program: str, route: str) -> builtin.ModuleOp:
    ctx = universe_context()
    module = Parser(ctx, checks.SOURCES[program].read_text()).parse_module()
    pipeline = checks.ROUTES[route].replace("lower-to-ptx", "convert-to-llvm")
    PassPipeline.parse_spec(Universe.get_multiverse().all_passes, pipeline).apply(ctx, module)
    gpu_modules = [op for op in module.ops if op.name == "gpu.module"]
    if gpu_modules:
        return builtin.ModuleOp(gpu_modules[0].detach_region(gpu_modules[0].body))
    return module


def host_kernel(program: str, route: str):
    """`kernel(program, route)` of the GPU checks, on the host."""
    module = _device_module(program, route)
    func = next(
        op for op in module.ops if isinstance(op, llvm.FuncOp) and op.sym_name.data == program
    )
    kinds = [
        "ptr" if isinstance(t, llvm.LLVMPointerType) else str(t)
        for t in func.function_type.inputs.data
    ]
    ir, registers = hostify(export_module(module))
    # a failed device assert stops the kernel: abort the run
    ir = ir.replace(
        "declare void @__assertfail(",
        "define void @__assertfail(ptr %m, ptr %f, i32 %l, ptr %n, i64 %s) {\n"
        "  call void @abort()\n  ret void\n}\ndeclare void @abort()\ndeclare void @unused(",
    )
    binding.initialize_native_target()
    binding.initialize_native_asmprinter()
    for name, helper in (("__truncsfhf2", _truncsfhf2), ("__extendhfsf2", _extendhfsf2),
                         ("__truncsfbf2", _truncsfbf2)):
        binding.add_symbol(name, ctypes.cast(helper, ctypes.c_void_p).value)
    llvm_module = binding.parse_assembly(ir)
    llvm_module.verify()
    machine = binding.Target.from_default_triple().create_target_machine()
    engine = binding.create_mcjit_compiler(llvm_module, machine)
    engine.finalize_object()
    _engines.append(engine)
    function = ctypes.CFUNCTYPE(None, *(_ARGUMENT_TYPES[k] for k in kinds))(
        engine.get_function_address(program)
    )
    slots = {
        register: ctypes.c_int32.from_address(engine.get_global_value_address(f"host.sreg.{register}"))
        for register in registers
    }

    def launch(grid, block, args, shared_mem=0):
        grid = (*grid, 1, 1)[:3]
        block = (*block, 1, 1)[:3]
        values = [a.ctypes.data if isinstance(a, np.ndarray) else a.item() for a in args]
        for bz in range(grid[2]):
            for by in range(grid[1]):
                for bx in range(grid[0]):
                    for tz in range(block[2]):
                        for ty in range(block[1]):
                            for tx in range(block[0]):
                                registers_now = {
                                    "tid.x": tx, "tid.y": ty, "tid.z": tz,
                                    "ctaid.x": bx, "ctaid.y": by, "ctaid.z": bz,
                                    "ntid.x": block[0], "ntid.y": block[1], "ntid.z": block[2],
                                    "nctaid.x": grid[0], "nctaid.y": grid[1], "nctaid.z": grid[2],
                                    "laneid": (tx + block[0] * (ty + block[1] * tz)) % 32,
                                    "warpsize": 32,
                                }
                                for register, slot in slots.items():
                                    slot.value = registers_now[register]
                                function(*values)

    return launch


@pytest.mark.parametrize("route", sorted(checks.ROUTES))
@pytest.mark.parametrize("program", HOST_PROGRAMS)
def test_gpu_check_on_host(program: str, route: str, monkeypatch: pytest.MonkeyPatch):
    monkeypatch.setattr(checks, "kernel", host_kernel)
    getattr(checks, f"test_{program}")(route)


def test_host_programs_have_gpu_checks():
    assert set(HOST_PROGRAMS) <= set(checks.SOURCES)
    assert all(hasattr(checks, f"test_{program}") for program in HOST_PROGRAMS)
    assert sys.modules.get("xdsl_programs_host_checks") is None  # a private copy
