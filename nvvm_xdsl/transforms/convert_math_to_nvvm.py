"""`convert-math-to-nvvm`: `math` ops to exact PTX instructions where PTX has one, libdevice
calls otherwise (what MLIR's GPU-to-NVVM lowering does with its math-to-libdevice patterns).

Exact instructions: `sqrt` (`sqrt.rn`), `fma` (`fma.rn`), `absf` (`abs`), `floor`/`ceil`
(`cvt.rmi`/`cvt.rpi`), `copysign`, and the integer `absi`/`ctlz`/`cttz`/`ctpop`. Everything
else is a call to `__nv_<name>f` (f32) or `__nv_<name>` (f64), declared in the enclosing symbol
table, for `link-libdevice` to resolve. Other float types are rejected at the op.
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects import builtin, llvm, math
from xdsl.dialects.builtin import Float32Type, Float64Type
from xdsl.ir import Operation, SSAValue
from xdsl.passes import ModulePass
from xdsl.pattern_rewriter import PatternRewriter, PatternRewriteWalker, RewritePattern
from xdsl.rewriter import InsertPoint
from xdsl.traits import SymbolTable

from nvvm_xdsl.diagnostics import op_error
from nvvm_xdsl.dialects import llvm_ext

_EXACT_FLOAT: dict[type[Operation], type[Operation]] = {
    math.SqrtOp: llvm.FSqrtOp,
    math.AbsFOp: llvm.FAbsOp,
    math.FloorOp: llvm.FFloorOp,
    math.CeilOp: llvm.FCeilOp,
}

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
    if (new_class := _EXACT_FLOAT.get(type(op))) is not None:
        return new_class(operands[0])
    if isinstance(op, math.FmaOp):
        return llvm.FMAOp(*operands)
    if isinstance(op, math.CopySignOp):
        return llvm.FCopySignOp(*operands)
    if isinstance(op, math.AbsIOp):
        return llvm_ext.AbsOp(operands[0], False)
    if isinstance(op, math.CountLeadingZerosOp):
        return llvm_ext.CountLeadingZerosOp(operands[0], False)
    if isinstance(op, math.CountTrailingZerosOp):
        return llvm_ext.CountTrailingZerosOp(operands[0], False)
    if isinstance(op, math.CtPopOp):
        return llvm_ext.CtPopOp(operands[0])
    return None


class MathToNVVM(RewritePattern):
    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter, /):
        if op.dialect_name() != "math":
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
        if any(isinstance(t, builtin.VectorType) for t in op.result_types):
            raise op_error(op, f"{op.name} on vectors is not supported")
        result_type = op.results[0].type
        if isinstance(result_type, builtin.AnyFloat) and not isinstance(
            result_type, Float32Type | Float64Type
        ):
            raise op_error(op, f"{op.name} on {result_type} is not supported (f32 and f64 are)")
        if _LIBDEVICE.get(type(op)) is not None:
            libdevice_name(op)
        elif type(op) not in _EXACT_FLOAT and not isinstance(
            op,
            math.FmaOp
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
        PatternRewriteWalker(MathToNVVM(), apply_recursively=False).rewrite_module(op)


