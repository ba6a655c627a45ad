"""math.ipowi as convert-math-to-nvvm expands it, run on the host: the llvm-dialect function is
exported to LLVM IR and JIT-compiled by llvmlite, then compared with Python's integer power
(wrapped to the width) for run-time and constant exponents, negative ones included (MLIR's
answer: 1 for a base of 1, +-1 for -1, 0 otherwise)."""

from __future__ import annotations

import ctypes

import pytest
from xdsl.parser import Parser

from nvvm_xdsl.transforms.convert_math_to_nvvm import ConvertMathToNVVMPass
from nvvm_xdsl_testing.mlir_to_llvm_ir import export_module, universe_context

llvm = pytest.importorskip("llvmlite.binding")

SOURCE = """
llvm.func @power(%b: {t}, %e: {t}) -> {t} {{
  %p = math.ipowi %b, %e : {t}
  llvm.return %p : {t}
}}
llvm.func @cube(%b: {t}) -> {t} {{
  %three = llvm.mlir.constant(3 : {t}) : {t}
  %p = math.ipowi %b, %three : {t}
  llvm.return %p : {t}
}}
"""
CTYPES = {8: ctypes.c_int8, 32: ctypes.c_int32, 64: ctypes.c_int64}


def compiled(width: int):
    ctx = universe_context()
    module = Parser(ctx, SOURCE.format(t=f"i{width}")).parse_module()
    ConvertMathToNVVMPass().apply(ctx, module)
    llvm.initialize_native_target()
    llvm.initialize_native_asmprinter()
    ir = llvm.parse_assembly(export_module(module))
    machine = llvm.Target.from_default_triple().create_target_machine()
    engine = llvm.create_mcjit_compiler(ir, machine)
    engine.finalize_object()
    c_type = CTYPES[width]
    power = ctypes.CFUNCTYPE(c_type, c_type, c_type)(engine.get_function_address("power"))
    cube = ctypes.CFUNCTYPE(c_type, c_type)(engine.get_function_address("cube"))
    return engine, power, cube


def expected(base: int, exponent: int, width: int) -> int:
    if exponent < 0:
        value = 1 if base == 1 else (-1) ** (-exponent) if base == -1 else 0
    else:
        value = pow(base, exponent, 1 << width)
    value &= (1 << width) - 1
    return value - (1 << width) if value >> (width - 1) else value


@pytest.mark.parametrize("width", [8, 32, 64])
def test_ipowi(width: int):
    engine, power, cube = compiled(width)
    top = (1 << (width - 1)) - 1
    bases = [-3, -2, -1, 0, 1, 2, 3, 7, 100, top, -top - 1]
    exponents = [-5, -2, -1, 0, 1, 2, 3, 5, 8, 13, 31, top]
    for base in bases:
        assert cube(base) == expected(base, 3, width), base
        for exponent in exponents:
            assert power(base, exponent) == expected(base, exponent, width), (base, exponent)
    del engine
