"""The libdevice functions MLIR's math-to-nvvm lowering calls, and kernels that call them.

`MATH_TO_NVVM_FUNCTIONS` is the set `populateLibDeviceConversionPatterns`
(mlir/lib/Conversion/MathToNVVM/MathToNVVM.cpp) can emit, each with libdevice's signature:
the f32 and f64 function of every math/arith op, the `afn` approximations (`__nv_fast_*`),
`__nv_abs` for math.absi, `__nv_powif`/`__nv_powi` for math.fpowi and the sincos family.
`elementwise_kernel(...)` builds one kernel per function: thread i reads its arguments from
one array each and writes the result(s) to output arrays.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass


@dataclass(frozen=True)
class LibdeviceFunction:
    name: str
    # MLIR types: "f32", "f64", "i32"; "ptr" only for sincos's outputs.
    params: tuple[str, ...]
    result: str | None

    @property
    def inputs(self) -> tuple[str, ...]:
        return tuple(t for t in self.params if t != "ptr")

    @property
    def outputs(self) -> tuple[str, ...]:
        """Element types of the output arrays (sincos writes two through its pointers)."""
        if self.result is not None:
            return (self.result,)
        return tuple(self.params[0] for t in self.params if t == "ptr")

    def declaration(self) -> str:
        result = f" -> {self.result}" if self.result else ""
        params = ", ".join("!llvm.ptr" if t == "ptr" else t for t in self.params)
        return f"llvm.func @{self.name}({params}){result}"


_UNARY = (
    "fabs", "acos", "acosh", "asin", "asinh", "atan", "atanh", "cbrt", "ceil", "cos", "cosh",
    "erf", "erfc", "exp", "exp2", "expm1", "floor", "log", "log10", "log1p", "log2", "round",
    "rint", "rsqrt", "sin", "sinh", "sqrt", "tan", "tanh",
)
_BINARY = ("fmod", "fmax", "fmin", "atan2", "copysign", "pow")
_FAST_UNARY = ("cos", "exp", "log", "log10", "log2", "sin", "tan")


def _math_to_nvvm_functions() -> tuple[LibdeviceFunction, ...]:
    found: list[LibdeviceFunction] = []
    for base in _UNARY:
        found += [LibdeviceFunction(f"__nv_{base}f", ("f32",), "f32"), LibdeviceFunction(f"__nv_{base}", ("f64",), "f64")]
    for base in _BINARY:
        found += [
            LibdeviceFunction(f"__nv_{base}f", ("f32", "f32"), "f32"),
            LibdeviceFunction(f"__nv_{base}", ("f64", "f64"), "f64"),
        ]
    found += [LibdeviceFunction("__nv_fmaf", ("f32",) * 3, "f32"), LibdeviceFunction("__nv_fma", ("f64",) * 3, "f64")]
    # math.isfinite / isinf / isnan: libdevice answers in an i32.
    for f32_name, f64_name in (("__nv_finitef", "__nv_isfinited"), ("__nv_isinff", "__nv_isinfd"), ("__nv_isnanf", "__nv_isnand")):
        found += [LibdeviceFunction(f32_name, ("f32",), "i32"), LibdeviceFunction(f64_name, ("f64",), "i32")]
    found += [LibdeviceFunction(f"__nv_fast_{base}f", ("f32",), "f32") for base in _FAST_UNARY]
    found.append(LibdeviceFunction("__nv_fast_powf", ("f32", "f32"), "f32"))
    found.append(LibdeviceFunction("__nv_abs", ("i32",), "i32"))
    found += [LibdeviceFunction("__nv_powif", ("f32", "i32"), "f32"), LibdeviceFunction("__nv_powi", ("f64", "i32"), "f64")]
    found += [
        LibdeviceFunction("__nv_sincosf", ("f32", "ptr", "ptr"), None),
        LibdeviceFunction("__nv_fast_sincosf", ("f32", "ptr", "ptr"), None),
        LibdeviceFunction("__nv_sincos", ("f64", "ptr", "ptr"), None),
    ]
    return tuple(found)


MATH_TO_NVVM_FUNCTIONS: tuple[LibdeviceFunction, ...] = _math_to_nvvm_functions()
BY_NAME = {f.name: f for f in MATH_TO_NVVM_FUNCTIONS}

_BYTES = {"f32": 4, "f64": 8, "i32": 4}


def kernel_name(function: LibdeviceFunction) -> str:
    return f"apply{function.name}"


def _kernel(function: LibdeviceFunction) -> str:
    """`apply__nv_f(in0, ..., out0, ..., n)`: out[i] = f(in[i]) for i < n."""
    inputs, outputs = function.inputs, function.outputs
    args = [f"%in{k}: !llvm.ptr" for k in range(len(inputs))]
    args += [f"%out{k}: !llvm.ptr" for k in range(len(outputs))]
    lines = [
        f"llvm.func @{kernel_name(function)}({', '.join(args)}, %n: i32) attributes {{nvvm.kernel}} {{",
        "  %block = nvvm.read.ptx.sreg.ctaid.x : i32",
        "  %block_dim = nvvm.read.ptx.sreg.ntid.x : i32",
        "  %thread = nvvm.read.ptx.sreg.tid.x : i32",
        "  %base = llvm.mul %block, %block_dim : i32",
        "  %i = llvm.add %base, %thread : i32",
        "  %in_range = llvm.icmp \"slt\" %i, %n : i32",
        "  llvm.cond_br %in_range, ^body, ^exit",
        "^body:",
        "  %index = llvm.sext %i : i32 to i64",
    ]
    for k, t in enumerate(inputs):
        lines += [
            f"  %in{k}_at = llvm.getelementptr inbounds %in{k}[%index] : (!llvm.ptr, i64) -> !llvm.ptr, {t}",
            f"  %x{k} = llvm.load %in{k}_at {{alignment = {_BYTES[t]} : i64}} : !llvm.ptr -> {t}",
        ]
    for k, t in enumerate(outputs):
        lines.append(f"  %out{k}_at = llvm.getelementptr inbounds %out{k}[%index] : (!llvm.ptr, i64) -> !llvm.ptr, {t}")
    call_args: list[str] = []
    call_types: list[str] = []
    next_input = next_output = 0
    for t in function.params:
        if t == "ptr":
            call_args.append(f"%out{next_output}_at")
            call_types.append("!llvm.ptr")
            next_output += 1
        else:
            call_args.append(f"%x{next_input}")
            call_types.append(t)
            next_input += 1
    signature = f"({', '.join(call_types)}) -> {function.result or '()'}"
    call = f"llvm.call @{function.name}({', '.join(call_args)}) : {signature}"
    if function.result is not None:
        lines += [f"  %y = {call}", f"  llvm.store %y, %out0_at {{alignment = {_BYTES[function.result]} : i64}} : {function.result}, !llvm.ptr"]
    else:
        lines.append(f"  {call}")
    lines += ["  llvm.br ^exit", "^exit:", "  llvm.return", "}"]
    return "\n".join(lines)


def elementwise_module(functions: Iterable[LibdeviceFunction | str]) -> str:
    """An MLIR module with the declaration of each function and a kernel applying it."""
    chosen: Sequence[LibdeviceFunction] = [BY_NAME[f] if isinstance(f, str) else f for f in functions]
    parts = [f.declaration() for f in chosen] + [_kernel(f) for f in chosen]
    return "module {\n" + "\n".join(parts) + "\n}\n"
