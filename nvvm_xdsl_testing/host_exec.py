"""Run llvm-dialect kernels on the host CPU, to check by execution that a transformation keeps
their meaning (the middle end: `run_middle_end` before vs. after).

The module is exported to LLVM IR (`mlir_to_llvm_ir.export_module`) and JIT-compiled by
llvmlite for the host. GPU-only parts are replaced, in the LLVM IR text:

* `ptx_kernel` functions become ordinary C functions;
* NVVM special registers (`llvm.nvvm.read.ptx.sreg.*`) read host globals that the harness sets
  before each simulated thread; barriers do nothing (threads run one after another, in the same
  order for both versions compared, so both see the same interleaving);
* any other `llvm.nvvm.*` intrinsic makes the module unsupported (`HostUnsupported`).

Every kernel call runs in a child process: a kernel that reads out of bounds for the random
arguments crashes the child, not the test run, and the outcome says so.
"""

from __future__ import annotations

import ctypes
import queue as queue_module
import random
import re
import struct
import time
from dataclasses import dataclass

from xdsl.dialects import builtin, llvm
from xdsl.dialects.builtin import Float32Type, Float64Type, IntegerType

from nvvm_xdsl_testing.children import child_context
from nvvm_xdsl_testing.mlir_to_llvm_ir import export_module

THREADS_PER_BLOCK = 4
BLOCKS = 2
BUFFER_BYTES = 1 << 16


class HostUnsupported(Exception):
    """The module uses something the host cannot run (named in the message)."""


_SREG_DECLARE = re.compile(r"^declare (\w+) @llvm\.nvvm\.read\.ptx\.sreg\.([\w.]+)\(\).*$", re.M)
_BARRIER_DECLARE = re.compile(r"^declare void @(llvm\.nvvm\.barrier[\w.]*)\(([^)]*)\).*$", re.M)


def hostify(ir: str) -> tuple[str, list[str]]:
    """The LLVM IR with GPU-only parts replaced; the special registers it reads."""
    ir = ir.replace("define ptx_kernel ", "define ")
    registers: list[str] = []

    def sreg(match: re.Match[str]) -> str:
        type_, register = match.group(1), match.group(2)
        registers.append(register)
        return (
            f"@host.sreg.{register} = global {type_} 0\n"
            f"define {type_} @host.read.{register}() {{\n"
            f"  %v = load {type_}, ptr @host.sreg.{register}\n  ret {type_} %v\n}}"
        )

    ir = _SREG_DECLARE.sub(sreg, ir)
    ir = ir.replace("@llvm.nvvm.read.ptx.sreg.", "@host.read.")
    ir = _BARRIER_DECLARE.sub(lambda m: f"define void @host.{m.group(1)}({m.group(2)}) {{\n  ret void\n}}", ir)
    ir = re.sub(r"@(llvm\.nvvm\.barrier[\w.]*)", r"@host.\1", ir)
    if (other := re.search(r"@llvm\.nvvm\.[\w.]+", ir)) is not None:
        raise HostUnsupported(f"{other.group(0)} has no host equivalent")
    ir = re.sub(r"^target (triple|datalayout) = .*$", "", ir, flags=re.M)
    return ir, registers


@dataclass(frozen=True)
class KernelArgs:
    """Random arguments for one kernel: buffers for pointers, small values for scalars (small so
    that scalar arguments used as sizes or offsets stay inside the buffers)."""

    kinds: tuple[str, ...]
    """Per argument: 'ptr', 'i8'..'i64', 'f32', 'f64'."""
    buffers: tuple[bytes, ...]
    scalars: tuple[int | float, ...]
    block_size: tuple[int, int, int] = (THREADS_PER_BLOCK, 1, 1)
    """What `ntid` reads: a kernel's `nvvm.reqntid` (the middle end may fold it to a constant),
    though only THREADS_PER_BLOCK threads of it are simulated."""

    @staticmethod
    def random_for(func: llvm.FuncOp, rng: random.Random) -> KernelArgs:
        kinds: list[str] = []
        buffers: list[bytes] = []
        scalars: list[int | float] = []
        for type_ in func.function_type.inputs.data:
            if isinstance(type_, llvm.LLVMPointerType):
                kinds.append("ptr")
                # Small floats and small integers interleaved: either reading is a sane value.
                words = [struct.pack("<f", rng.uniform(-8, 8)) if i % 2 else struct.pack("<i", rng.randrange(0, 16))
                         for i in range(BUFFER_BYTES // 4)]
                buffers.append(b"".join(words))
            elif isinstance(type_, IntegerType):
                kinds.append(f"i{type_.width.data}")
                scalars.append(rng.randrange(0, 16))
            elif isinstance(type_, Float32Type | Float64Type):
                kinds.append("f32" if isinstance(type_, Float32Type) else "f64")
                scalars.append(rng.uniform(-8, 8))
            else:
                raise HostUnsupported(f"kernel argument of type {type_}")
        block_size = (THREADS_PER_BLOCK, 1, 1)
        required = func.attributes.get("nvvm.reqntid")
        if isinstance(required, builtin.DenseArrayBase):
            sizes = [int(v) for v in required.get_values()]
            block_size = tuple((sizes + [1, 1, 1])[:3])  # type: ignore[assignment]
        return KernelArgs(tuple(kinds), tuple(buffers), tuple(scalars), block_size)


_CTYPES = {"i1": ctypes.c_bool, "i8": ctypes.c_int8, "i16": ctypes.c_int16, "i32": ctypes.c_int32,
           "i64": ctypes.c_int64, "f32": ctypes.c_float, "f64": ctypes.c_double, "ptr": ctypes.c_void_p}

_REGISTER_VALUES = {
    "ntid.x": THREADS_PER_BLOCK, "ntid.y": 1, "ntid.z": 1,
    "nctaid.x": BLOCKS, "nctaid.y": 1, "nctaid.z": 1,
    "warpsize": 32,
}


def _run_in_child(irs: list[tuple[str, list[str]]], name: str, args: KernelArgs, queue) -> None:
    import llvmlite.binding as binding

    binding.initialize_native_target()
    binding.initialize_native_asmprinter()
    truncate_to_bf16 = ctypes.CFUNCTYPE(ctypes.c_float, ctypes.c_float)(_truncate_to_bf16)
    binding.add_symbol("__truncsfbf2", ctypes.cast(truncate_to_bf16, ctypes.c_void_p).value)
    for ir, registers in irs:
        module = binding.parse_assembly(ir)
        module.verify()
        # F16C where the host has it: f16 -> f32 is otherwise a runtime call the JIT may not find.
        # Not the host's whole CPU: AVX512-BF16's f32 -> bf16 flushes subnormals (not IEEE).
        machine = binding.Target.from_default_triple().create_target_machine(
            features="+f16c" if host_has_half_conversions("f16") else ""
        )
        engine = binding.create_mcjit_compiler(module, machine)
        engine.finalize_object()
        function = ctypes.CFUNCTYPE(None, *(_CTYPES[k] for k in args.kinds))(engine.get_function_address(name))
        memory = [_AlignedBuffer(b) for b in args.buffers]
        slots = {r: ctypes.c_int32.from_address(engine.get_global_value_address(f"host.sreg.{r}")) for r in registers}
        for block in range(BLOCKS):
            for thread in range(THREADS_PER_BLOCK):
                values = {"tid.x": thread, "ctaid.x": block, "laneid": thread % 32, "warpid": thread // 32,
                          "ntid.x": args.block_size[0], "ntid.y": args.block_size[1], "ntid.z": args.block_size[2]}
                for register, slot in slots.items():
                    slot.value = values.get(register, _REGISTER_VALUES.get(register, 0))
                buffers = iter(memory)
                scalars = iter(args.scalars)
                function(*(next(buffers).address if k == "ptr" else next(scalars) for k in args.kinds))
        queue.put([m.raw for m in memory])


# cudaMalloc's buffers are 256-byte aligned and kernels may rely on it (a vector<8xi32> store
# without `alignment` is 32-byte aligned in LLVM; with AVX, which F16C brings, the JIT's code
# faults on less).
_BUFFER_ALIGNMENT = 256


class _AlignedBuffer:
    """A kernel's pointer argument: `data` copied to a `_BUFFER_ALIGNMENT`-aligned address."""

    def __init__(self, data: bytes) -> None:
        self._storage = ctypes.create_string_buffer(len(data) + _BUFFER_ALIGNMENT)
        self.address = -ctypes.addressof(self._storage) % _BUFFER_ALIGNMENT + ctypes.addressof(self._storage)
        self.size = len(data)
        ctypes.memmove(self.address, data, len(data))

    @property
    def raw(self) -> bytes:
        return ctypes.string_at(self.address, self.size)


def host_has_half_conversions(type_name: str) -> bool:
    """Whether the host JIT can convert `type_name` (f16/bf16) to and from f32: bf16 by shifts
    and `_truncate_to_bf16`; f16 needs F16C's instructions (the generic lowering of f16 -> f32
    calls a runtime function the JIT does not find)."""
    import llvmlite.binding as binding

    return type_name == "bf16" or "+f16c" in binding.get_host_cpu_features().flatten().split(",")


def _truncate_to_bf16(value: float) -> float:
    """`__truncsfbf2`, LLVM's runtime call for f32 -> bf16 on x86 (which the JIT does not find):
    round to nearest even, NaNs quieted. The bf16 is returned in the low 16 bits of an f32 (a
    subnormal, which ctypes passes through a double exactly)."""
    bits = struct.unpack("<I", struct.pack("<f", value))[0]
    if (bits & 0x7FFFFFFF) > 0x7F800000:
        half = (bits >> 16) | 0x40
    else:
        half = (bits + 0x7FFF + ((bits >> 16) & 1)) >> 16
    return struct.unpack("<f", struct.pack("<I", half & 0xFFFF))[0]


def run_kernels(modules: list[builtin.ModuleOp], name: str, args: KernelArgs) -> list[list[bytes] | str]:
    """For each module, the pointer arguments' memory after every simulated thread ran kernel
    `name`, or a string saying how that run failed (a crash, a time-out). The modules run in
    one child process, in order: once one fails, the rest are not run."""
    irs = [hostify(export_module(module)) for module in modules]
    context = child_context()
    queue = context.Queue()
    child = context.Process(target=_run_in_child, args=(irs, name, args, queue))
    child.start()
    child_started = time.monotonic()
    results: list[list[bytes] | str] = []
    while len(results) < len(irs):
        try:
            results.append(queue.get(timeout=1))
        except queue_module.Empty:
            if not child.is_alive():
                results.extend([f"crashed (exit {child.exitcode})"] * (len(irs) - len(results)))
            elif (time.monotonic() - child_started) > 30:
                child.kill()
                results.extend(["timed out"] * (len(irs) - len(results)))
    child.join()
    return results
