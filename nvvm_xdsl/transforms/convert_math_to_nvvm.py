"""`convert-math-to-nvvm`: `math` ops to exact PTX instructions where PTX has one, libdevice
calls otherwise (what MLIR's GPU-to-NVVM lowering does with its math-to-libdevice patterns).

Exact instructions: `sqrt` (`sqrt.rn`), `fma` (`fma.rn`), `absf` (`abs`), `floor`/`ceil`
(`cvt.rmi`/`cvt.rpi`), `copysign`, and the integer `absi`/`ctlz`/`cttz`/`ctpop`. Everything
else is a call to `__nv_<name>f` (f32) or `__nv_<name>` (f64), declared in the enclosing symbol
table, for `link-libdevice` to resolve; `fpowi` (i32 exponent) is libdevice's
`__nv_powif`/`__nv_powi`. On f16 and bf16 an op is computed in f32 between an `fpext` and an
`fptrunc` (as MLIR's libdevice lowering does for f16); other float types are rejected at the op.
On a 1-D vector an op is applied lane by lane (extractelement, the scalar op, insertelement).

`ipowi` has neither: it is expanded here (MLIR's convert-math-to-funcs writes a loop for it).
A constant exponent is a chain of multiplications by squaring; a run-time one is square and
multiply over every bit of the exponent, unrolled and branch-free (one select per bit). A
negative exponent gives MLIR's answer: 1 for a base of 1, +-1 for -1, 0 otherwise (a base of 0,
a division by zero in MLIR, gives 0).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects import builtin, llvm, math
from xdsl.dialects.builtin import Float32Type, Float64Type, IntegerAttr, IntegerType
from xdsl.ir import Operation, SSAValue
from xdsl.passes import ModulePass
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern
from xdsl.rewriter import InsertPoint
from xdsl.traits import SymbolTable

from nvvm_xdsl.diagnostics import op_error
from nvvm_xdsl.dialects import llvm_ext
from nvvm_xdsl.llvm_conversion import int_constant
from nvvm_xdsl.locations import located_walker

_EXACT_UNARY: dict[type[Operation], Callable[[SSAValue], Operation]] = {
    math.SqrtOp: llvm.FSqrtOp,
    math.FloorOp: llvm.FFloorOp,
    math.CeilOp: llvm.FCeilOp,
}
"""The float ops whose llvm counterpart takes the one operand alone (`absf` also takes its type)."""

_LIBDEVICE: dict[type[Operation], str] = {
    math.AcosOp: "acos",
    math.AcoshOp: "acosh",
    math.AsinOp: "asin",
    math.AsinhOp: "asinh",
    math.AtanOp: "atan",
    math.Atan2Op: "atan2",
    math.AtanhOp: "atanh",
    math.CbrtOp: "cbrt",
    math.CosOp: "cos",
    math.CoshOp: "cosh",
    math.ErfOp: "erf",
    math.ExpOp: "exp",
    math.Exp2Op: "exp2",
    math.ExpM1Op: "expm1",
    math.LogOp: "log",
    math.Log10Op: "log10",
    math.Log1pOp: "log1p",
    math.Log2Op: "log2",
    math.PowFOp: "pow",
    math.RoundOp: "round",
    math.RoundEvenOp: "rint",
    math.RsqrtOp: "rsqrt",
    math.SinOp: "sin",
    math.SinhOp: "sinh",
    math.TanOp: "tan",
    math.TanhOp: "tanh",
    math.TruncOp: "trunc",
}


def libdevice_name(op: Operation) -> str | None:
    """`__nv_expf` for an f32 `math.exp`, `__nv_exp` for f64; None: not a libdevice op."""
    if isinstance(op, math.FPowIOp):
        result_type = op.result.type
        if isinstance(result_type, Float32Type):
            return "__nv_powif"
        if isinstance(result_type, Float64Type):
            return "__nv_powi"
        raise op_error(op, f"{op.name} on {result_type}: libdevice has f32 and f64 only")
    base = _LIBDEVICE.get(type(op))
    if base is None:
        return None
    result_type = op.results[0].type
    if isinstance(result_type, Float32Type):
        return f"__nv_{base}f"
    if isinstance(result_type, Float64Type):
        return f"__nv_{base}"
    raise op_error(op, f"{op.name} on {result_type}: libdevice has f32 and f64 only")


def _declare(op: Operation, name: str, rewriter: PatternRewriter) -> None:
    table = op.parent_op()
    while table is not None and not table.has_trait(SymbolTable):
        table = table.parent_op()
    assert table is not None
    if SymbolTable.lookup_symbol(table, name) is not None:
        return
    types = [operand.type for operand in op.operands]
    declaration = llvm.FuncOp(
        name,
        llvm.LLVMFunctionType(types, op.results[0].type),
        linkage=llvm.LinkageAttr("external"),
    )
    rewriter.insert(declaration, InsertPoint.at_end(table.regions[0].blocks[0]))


def _exact(op: Operation, operands: tuple[SSAValue, ...]) -> Operation | None:
    if isinstance(op, math.AbsFOp):
        return llvm.FAbsOp(operands[0], op.results[0].type)
    if (new_class := _EXACT_UNARY.get(type(op))) is not None:
        return new_class(operands[0])
    if isinstance(op, math.FmaOp):
        return llvm.FMAOp(operands[0], operands[1], operands[2])
    if isinstance(op, math.CopySignOp):
        return llvm.FCopySignOp(operands[0], operands[1])
    if isinstance(op, math.AbsIOp):
        return llvm_ext.AbsOp(operands[0], False)
    if isinstance(op, math.CountLeadingZerosOp):
        return llvm_ext.CountLeadingZerosOp(operands[0], False)
    if isinstance(op, math.CountTrailingZerosOp):
        return llvm_ext.CountTrailingZerosOp(operands[0], False)
    if isinstance(op, math.CtPopOp):
        return llvm_ext.CtPopOp(operands[0])
    return None


def _constant_value(value: SSAValue) -> int | None:
    attr = getattr(value.owner, "value", None)
    if isinstance(attr, IntegerAttr) and isinstance(attr.type, IntegerType):
        return attr.value.data
    return None


def _expand_ipowi(base: SSAValue, exponent: SSAValue) -> tuple[list[Operation], SSAValue]:
    """`base ** exponent` on integers (see the module doc)."""
    int_type = base.type
    # check_math let ipowi through on integers only; its operands and result share the type.
    assert isinstance(int_type, IntegerType)
    ops: list[Operation] = [one := int_constant(1, int_type)]
    known = _constant_value(exponent)
    if known is not None and known >= 0:
        result: SSAValue = one.result
        power = base
        while known:
            if known & 1:
                ops.append(product := llvm.MulOp(result, power))
                result = product.res
            known >>= 1
            if known:
                ops.append(square := llvm.MulOp(power, power))
                power = square.res
        return ops, result
    width = int_type.width.data
    ops += [zero := int_constant(0, int_type), bit_one := int_constant(1, int_type)]
    ops.append(negative := llvm.ICmpOp(exponent, zero.result, IntegerAttr(2, 64)))  # slt
    # exponent bits 0..width-2; a negative exponent is handled below
    ops.append(remaining := llvm.SelectOp(negative.res, zero.result, exponent))
    bits: SSAValue = remaining.res
    result, power = one.result, base
    for step in range(width - 1):
        ops.append(low := llvm.AndOp(bits, bit_one.result))
        ops.append(odd := llvm.ICmpOp(low.res, zero.result, IntegerAttr(1, 64)))  # ne
        ops.append(product := llvm.MulOp(result, power))
        ops.append(chosen := llvm.SelectOp(odd.res, product.res, result))
        result = chosen.res
        if step < width - 2:
            ops.append(square := llvm.MulOp(power, power))
            power = square.res
            ops.append(shifted := llvm.LShrOp(bits, bit_one.result))
            bits = shifted.res
    # negative exponents: 1 / base**-n is 1 for base 1, +-1 for base -1, else 0
    ops.append(minus_one := int_constant(-1, int_type))
    ops.append(base_zero := int_constant(0, int_type))
    ops.append(exponent_low := llvm.AndOp(exponent, bit_one.result))
    ops.append(exponent_odd := llvm.ICmpOp(exponent_low.res, zero.result, IntegerAttr(1, 64)))
    ops.append(sign := llvm.SelectOp(exponent_odd.res, minus_one.result, one.result))
    ops.append(is_minus_one := llvm.ICmpOp(base, minus_one.result, IntegerAttr(0, 64)))
    ops.append(is_one := llvm.ICmpOp(base, one.result, IntegerAttr(0, 64)))
    ops.append(for_minus_one := llvm.SelectOp(is_minus_one.res, sign.res, base_zero.result))
    ops.append(reciprocal := llvm.SelectOp(is_one.res, one.result, for_minus_one.res))
    ops.append(answer := llvm.SelectOp(negative.res, reciprocal.res, result))
    return ops, answer.res


_WIDENED = (builtin.Float16Type, builtin.BFloat16Type)
"""Float types computed in f32 (MLIR's libdevice lowering extends f16 the same way)."""


def _in_f32(op: Operation) -> list[Operation]:
    """`op` on f16/bf16 as the same op on f32 between an extension and a truncation."""
    ops: list[Operation] = []
    operands: list[SSAValue] = []
    for operand in op.operands:
        if isinstance(operand.type, _WIDENED):
            ops.append(wide := llvm.FPExtOp(operand, builtin.f32))
            operands.append(wide.results[0])
        else:
            operands.append(operand)
    ops.append(
        in_f32 := type(op).create(
            operands=operands,
            result_types=[builtin.f32],
            properties=dict(op.properties),
            attributes=dict(op.attributes),
        )
    )
    ops.append(llvm.FPTruncOp(in_f32.results[0], op.results[0].type))
    return ops


def _lane_by_lane(op: Operation) -> list[Operation]:
    """`op` on 1-D vectors as the same op on each lane (MLIR's ScalarizeVectorOpLowering for
    its libdevice patterns; the scalar ops are then lowered as any other): extractelement of
    every operand, the scalar op, insertelement into the result."""
    result_type = op.results[0].type
    assert isinstance(result_type, builtin.VectorType)
    ops: list[Operation] = [vector := llvm.UndefOp(result_type)]
    value: SSAValue = vector.res
    for lane in range(result_type.get_shape()[0]):
        ops.append(index := int_constant(lane, builtin.i64))
        scalars: list[SSAValue] = []
        for operand in op.operands:
            if isinstance(operand.type, builtin.VectorType):
                ops.append(element := llvm_ext.ExtractElementOp(operand, index.result))
                scalars.append(element.res)
            else:
                scalars.append(operand)
        ops.append(
            scalar := type(op).create(
                operands=scalars,
                result_types=[result_type.get_element_type()],
                properties=dict(op.properties),
                attributes=dict(op.attributes),
            )
        )
        ops.append(inserted := llvm.InsertElementOp(value, scalar.results[0], index.result))
        value = inserted.res
    return ops


class MathToNVVM(RewritePattern):
    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter, /):
        if op.dialect_name() != "math":
            return
        if isinstance(op.results[0].type, builtin.VectorType):
            ops = _lane_by_lane(op)
            rewriter.replace(op, ops, [ops[-1].results[0]])
            return
        if isinstance(op.results[0].type, _WIDENED):
            ops = _in_f32(op)
            rewriter.replace(op, ops, [ops[-1].results[0]])
            return
        if isinstance(op, math.IPowIOp):
            ops, result = _expand_ipowi(op.lhs, op.rhs)
            rewriter.replace(op, ops, [result])
            return
        operands = tuple(op.operands)
        new_op = _exact(op, operands)
        if new_op is None:
            name = libdevice_name(op)
            assert name is not None
            _declare(op, name, rewriter)
            new_op = llvm.CallOp(name, *operands, return_type=op.results[0].type)
        rewriter.replace(op, new_op)


def check_math(module: Operation) -> None:
    for op in module.walk():
        if op.dialect_name() != "math":
            continue
        result_type = op.results[0].type
        if isinstance(result_type, builtin.VectorType):
            if result_type.get_num_dims() != 1 or result_type.get_num_scalable_dims():
                raise op_error(op, f"{op.name} on {result_type} is not supported (1-D vectors are)")
            result_type = result_type.get_element_type()  # each lane checked as a scalar op
        if isinstance(result_type, _WIDENED):
            continue  # computed in f32
        if isinstance(result_type, builtin.AnyFloat) and not isinstance(
            result_type, Float32Type | Float64Type
        ):
            raise op_error(
                op, f"{op.name} on {result_type} is not supported (f16, bf16, f32 and f64 are)"
            )
        if isinstance(op, math.FPowIOp):
            exponent = op.rhs.type
            if isinstance(exponent, builtin.VectorType):
                exponent = exponent.get_element_type()
            if exponent != builtin.i32:
                raise op_error(op, f"math.fpowi with a {op.rhs.type} exponent (libdevice takes i32)")
        if isinstance(op, math.IPowIOp):
            if not isinstance(result_type, IntegerType):
                raise op_error(op, f"math.ipowi on {result_type} is not supported")
            continue
        if _LIBDEVICE.get(type(op)) is not None or isinstance(op, math.FPowIOp):
            if not isinstance(op.results[0].type, builtin.VectorType):  # lanes: f32/f64 checked above
                libdevice_name(op)
        elif type(op) not in _EXACT_UNARY and not isinstance(
            op,
            math.AbsFOp
            | math.FmaOp
            | math.CopySignOp
            | math.AbsIOp
            | math.CountLeadingZerosOp
            | math.CountTrailingZerosOp
            | math.CtPopOp,
        ):
            raise op_error(op, f"{op.name} is not supported by convert-math-to-nvvm")


@dataclass(frozen=True)
class ConvertMathToNVVMPass(ModulePass):
    name = "convert-math-to-nvvm"

    def apply(self, ctx: Context, op: builtin.ModuleOp) -> None:
        check_math(op)
        # recursive: an f16 op is rewritten into the f32 op, which is then lowered
        located_walker(MathToNVVM()).rewrite_module(op)


