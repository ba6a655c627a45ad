"""Host code beside gpu.modules, as MLIR prints it: parsed, kept and printed back, never compiled.

A whole MLIR GPU program (MLIR's CUDA integration tests, `gpu-lower-to-nvvm-pipeline` stopped
before `gpu-module-to-binary`) keeps its host side next to the kernels: `gpu.alloc`,
`gpu.dealloc`, `gpu.memcpy`, `gpu.wait` on async token chains, and `async.execute` regions.
xDSL 0.74 has the gpu ops only in generic form and no `async` dialect. The gpu ops here are
xDSL's classes with MLIR's assembly formats (so `isinstance` against `xdsl.dialects.gpu` holds);
the `async` dialect is the small subset host code uses. No pass reads any of them: nvvm-opt
compiles only the gpu.modules' bodies (`device_code.py`).
"""

from __future__ import annotations

from collections.abc import Sequence

from xdsl.dialects import gpu, memref
from xdsl.dialects.builtin import DenseArrayBase, IndexType, UnitAttr, i32
from xdsl.ir import Attribute, Dialect, Operation, ParametrizedAttribute, SSAValue, TypeAttribute
from xdsl.irdl import (
    AttrSizedOperandSegments,
    IRDLOperation,
    irdl_attr_definition,
    irdl_op_definition,
    operand_def,
    opt_result_def,
    region_def,
    result_def,
    traits_def,
    var_operand_def,
    var_result_def,
)
from xdsl.parser import AttrParser, Parser
from xdsl.printer import Printer
from xdsl.traits import IsTerminator

# --- the `[async] [[%deps]]` prefix MLIR's gpu host ops share (custom<AsyncDependencies>) ------


def _parse_async(parser: Parser) -> tuple[bool, list[SSAValue]]:
    is_async = parser.parse_optional_keyword("async") is not None
    deps: list[SSAValue] = []
    if parser.parse_optional_punctuation("[") is not None:
        if parser.parse_optional_punctuation("]") is None:
            names = parser.parse_comma_separated_list(parser.Delimiter.NONE, parser.parse_unresolved_operand)
            parser.parse_punctuation("]")
            deps = [parser.resolve_operand(n, gpu.AsyncTokenType()) for n in names]
    return is_async, deps


def _print_async(printer: Printer, token: SSAValue | None, deps: Sequence[SSAValue]) -> None:
    if token is not None:
        printer.print_string(" async")
    if deps:
        printer.print_string(" [")
        printer.print_list(deps, printer.print_operand)
        printer.print_string("]")


def _segments(*sizes: int) -> DenseArrayBase:
    return DenseArrayBase.from_list(i32, list(sizes))


class AllocOp(gpu.AllocOp):
    """`%m[, %t] = gpu.alloc [async] [[%deps]] [host_shared] (%sizes) [[%symbols]] : memref<...>`"""

    @classmethod
    def parse(cls, parser: Parser) -> AllocOp:
        is_async, deps = _parse_async(parser)
        props: dict[str, Attribute] = {}
        if parser.parse_optional_keyword("host_shared") is not None:
            props["hostShared"] = UnitAttr()
        sizes = parser.parse_comma_separated_list(parser.Delimiter.PAREN, parser.parse_unresolved_operand)
        symbols = []
        if parser.parse_optional_punctuation("[") is not None:
            symbols = parser.parse_comma_separated_list(parser.Delimiter.NONE, parser.parse_unresolved_operand)
            parser.parse_punctuation("]")
        attrs = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        memref_type = parser.parse_type()
        index = IndexType()
        operands = [
            *deps,
            *(parser.resolve_operand(s, index) for s in sizes),
            *(parser.resolve_operand(s, index) for s in symbols),
        ]
        props["operandSegmentSizes"] = _segments(len(deps), len(sizes), len(symbols))
        results: list[Attribute] = [memref_type, *([gpu.AsyncTokenType()] if is_async else [])]
        return cls.create(operands=operands, result_types=results, properties=props, attributes=attrs)

    def print(self, printer: Printer) -> None:
        _print_async(printer, self.asyncToken, self.asyncDependencies)
        if self.hostShared is not None:
            printer.print_string(" host_shared")
        printer.print_string(" (")
        printer.print_list(self.dynamicSizes, printer.print_operand)
        printer.print_string(")")
        if self.symbolOperands:
            printer.print_string(" [")
            printer.print_list(self.symbolOperands, printer.print_operand)
            printer.print_string("]")
        printer.print_op_attributes(self.attributes)
        printer.print_string(" : ")
        printer.print_attribute(self.result.type)


def _parse_memrefs(parser: Parser, count: int) -> tuple[list[SSAValue], dict[str, Attribute]]:
    names = [parser.parse_unresolved_operand()]
    for _ in range(count - 1):
        parser.parse_punctuation(",")
        names.append(parser.parse_unresolved_operand())
    attrs = parser.parse_optional_attr_dict()
    parser.parse_punctuation(":")
    types = [parser.parse_type()]
    for _ in range(count - 1):
        parser.parse_punctuation(",")
        types.append(parser.parse_type())
    return [parser.resolve_operand(n, t) for n, t in zip(names, types, strict=True)], attrs


def _print_memrefs(printer: Printer, op: Operation, values: Sequence[SSAValue]) -> None:
    printer.print_string(" ")
    printer.print_list(values, printer.print_operand)
    printer.print_op_attributes({k: v for k, v in op.attributes.items() if k != "operandSegmentSizes"})
    printer.print_string(" : ")
    printer.print_list([v.type for v in values], printer.print_attribute)


class DeallocOp(gpu.DeallocOp):
    """`[%t =] gpu.dealloc [async] [[%deps]] %m : memref<...>`"""

    @classmethod
    def parse(cls, parser: Parser) -> DeallocOp:
        is_async, deps = _parse_async(parser)
        (buffer,), attrs = _parse_memrefs(parser, 1)
        attrs["operandSegmentSizes"] = _segments(len(deps), 1)
        return cls.create(
            operands=[*deps, buffer], result_types=[gpu.AsyncTokenType()] if is_async else [], attributes=attrs
        )

    def print(self, printer: Printer) -> None:
        _print_async(printer, self.asyncToken, self.asyncDependencies)
        _print_memrefs(printer, self, [self.buffer])


class MemcpyOp(gpu.MemcpyOp):
    """`[%t =] gpu.memcpy [async] [[%deps]] %dst, %src : memref<...>, memref<...>`"""

    @classmethod
    def parse(cls, parser: Parser) -> MemcpyOp:
        is_async, deps = _parse_async(parser)
        (dst, src), attrs = _parse_memrefs(parser, 2)
        attrs["operandSegmentSizes"] = _segments(len(deps), 1, 1)
        return cls.create(
            operands=[*deps, dst, src], result_types=[gpu.AsyncTokenType()] if is_async else [], attributes=attrs
        )

    def print(self, printer: Printer) -> None:
        _print_async(printer, self.asyncToken, self.asyncDependencies)
        _print_memrefs(printer, self, [self.dst, self.src])


class WaitOp(gpu.WaitOp):
    """`[%t =] gpu.wait [async] [[%deps]]`"""

    @classmethod
    def parse(cls, parser: Parser) -> WaitOp:
        is_async, deps = _parse_async(parser)
        attrs = parser.parse_optional_attr_dict()
        return cls.create(operands=deps, result_types=[gpu.AsyncTokenType()] if is_async else [], attributes=attrs)

    def print(self, printer: Printer) -> None:
        _print_async(printer, self.asyncToken, self.asyncDependencies)
        printer.print_op_attributes(self.attributes)


@irdl_op_definition
class HostRegisterOp(gpu.HostRegisterOp):
    """`gpu.host_register %m : memref<*xf32>`; a ranked memref too (MLIR after 22 registers
    those: host code must not stop at it)."""

    value = operand_def(memref.UnrankedMemRefType | memref.MemRefType)

    def verify_(self) -> None:
        # Only the definition above: xDSL's inherited verifier would check its own (unranked only).
        pass

    @classmethod
    def parse(cls, parser: Parser) -> HostRegisterOp:
        (value,), attrs = _parse_memrefs(parser, 1)
        return cls.create(operands=[value], attributes=attrs)

    def print(self, printer: Printer) -> None:
        _print_memrefs(printer, self, [self.value])


@irdl_op_definition
class MemsetOp(IRDLOperation):
    """`[%t =] gpu.memset [async] [[%deps]] %dst, %value : memref<...>, f32` (xDSL 0.74 has no
    gpu.memset)."""

    name = "gpu.memset"
    asyncDependencies = var_operand_def(gpu.AsyncTokenType)
    dst = operand_def(memref.MemRefType)
    value = operand_def()
    asyncToken = opt_result_def(gpu.AsyncTokenType)
    irdl_options = (AttrSizedOperandSegments(),)

    @classmethod
    def parse(cls, parser: Parser) -> MemsetOp:
        is_async, deps = _parse_async(parser)
        (dst, value), attrs = _parse_memrefs(parser, 2)
        attrs["operandSegmentSizes"] = _segments(len(deps), 1, 1)
        return cls.create(
            operands=[*deps, dst, value], result_types=[gpu.AsyncTokenType()] if is_async else [], attributes=attrs
        )

    def print(self, printer: Printer) -> None:
        _print_async(printer, self.asyncToken, self.asyncDependencies)
        _print_memrefs(printer, self, [self.dst, self.value])


GPU_HOST_OPS: tuple[type[Operation], ...] = (AllocOp, DeallocOp, MemcpyOp, WaitOp, HostRegisterOp)
# Host ops xDSL's gpu dialect lacks.
NEW_GPU_HOST_OPS: tuple[type[Operation], ...] = (MemsetOp,)


def with_host_syntax(base: Dialect) -> Dialect:
    """`base` (the gpu dialect) with the host ops above in place of xDSL's generic-only ones,
    and those it lacks (an op a later xDSL provides natively wins)."""
    replaced = {op.name: op for op in GPU_HOST_OPS}
    operations = [replaced.get(op.name, op) for op in base.operations]
    have = {op.name for op in operations}
    operations += [op for op in NEW_GPU_HOST_OPS if op.name not in have]
    return Dialect(base.name, operations, list(base.attributes))


# --- the `async` dialect's host subset --------------------------------------------------------


@irdl_attr_definition
class TokenType(ParametrizedAttribute, TypeAttribute):
    """`!async.token`"""

    name = "async.token"


@irdl_attr_definition
class ValueType(ParametrizedAttribute, TypeAttribute):
    """`!async.value<T>`"""

    name = "async.value"
    value_type: Attribute

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> Sequence[Attribute]:
        with parser.in_angle_brackets():
            return (parser.parse_type(),)

    def print_parameters(self, printer: Printer) -> None:
        with printer.in_angle_brackets():
            printer.print_attribute(self.value_type)


@irdl_attr_definition
class GroupType(ParametrizedAttribute, TypeAttribute):
    """`!async.group`"""

    name = "async.group"


@irdl_op_definition
class ExecuteOp(IRDLOperation):
    """`%t, %v... = async.execute [[%deps]] [(%f as %a : !async.value<T>, ...)] [-> (!async.value<T>...)]
    {body}`: the body's arguments are the unwrapped values of the operands."""

    name = "async.execute"
    dependencies = var_operand_def(TokenType)
    body_operands = var_operand_def()
    token = result_def(TokenType)
    body_results = var_result_def()
    body = region_def()
    irdl_options = (AttrSizedOperandSegments(as_property=True),)

    @classmethod
    def parse(cls, parser: Parser) -> ExecuteOp:
        deps: list[SSAValue] = []
        if parser.parse_optional_punctuation("[") is not None:
            names = parser.parse_comma_separated_list(parser.Delimiter.NONE, parser.parse_unresolved_operand)
            parser.parse_punctuation("]")
            deps = [parser.resolve_operand(n, TokenType()) for n in names]
        operands: list[SSAValue] = []
        arguments: list[Parser.Argument] = []
        if parser.parse_optional_punctuation("(") is not None:

            def one() -> None:
                outer = parser.parse_unresolved_operand()
                parser.parse_keyword("as")
                inner = parser.parse_argument(expect_type=False)
                parser.parse_punctuation(":")
                outer_type = parser.parse_type()
                operands.append(parser.resolve_operand(outer, outer_type))
                body_type = outer_type.value_type if isinstance(outer_type, ValueType) else outer_type
                arguments.append(inner.resolve(body_type))

            if parser.parse_optional_punctuation(")") is None:
                parser.parse_comma_separated_list(parser.Delimiter.NONE, one)
                parser.parse_punctuation(")")
        results: list[Attribute] = []
        if parser.parse_optional_punctuation("->") is not None:
            if parser.parse_optional_punctuation("(") is not None:
                results = parser.parse_comma_separated_list(parser.Delimiter.NONE, parser.parse_type)
                parser.parse_punctuation(")")
            else:
                results = [parser.parse_type()]
        attrs = parser.parse_optional_attr_dict_with_keyword()
        region = parser.parse_region(arguments)
        return cls.create(
            operands=[*deps, *operands],
            result_types=[TokenType(), *results],
            properties={"operandSegmentSizes": _segments(len(deps), len(operands))},
            attributes=attrs.data if attrs is not None else {},
            regions=[region],
        )

    def print(self, printer: Printer) -> None:
        if self.dependencies:
            printer.print_string(" [")
            printer.print_list(self.dependencies, printer.print_operand)
            printer.print_string("]")
        block = self.body.block
        if self.body_operands:
            printer.print_string(" (")

            def one(pair: tuple[SSAValue, SSAValue]) -> None:
                printer.print_operand(pair[0])
                printer.print_string(" as ")
                printer.print_operand(pair[1])
                printer.print_string(" : ")
                printer.print_attribute(pair[0].type)

            printer.print_list(list(zip(self.body_operands, block.args, strict=True)), one)
            printer.print_string(")")
        if self.body_results:
            printer.print_string(" -> (")
            printer.print_list([r.type for r in self.body_results], printer.print_attribute)
            printer.print_string(")")
        printer.print_op_attributes(self.attributes, print_keyword=True)
        printer.print_string(" ")
        printer.print_region(self.body, print_entry_block_args=False)


@irdl_op_definition
class YieldOp(IRDLOperation):
    """`async.yield [%v : T, ...]`"""

    name = "async.yield"
    values = var_operand_def()
    traits = traits_def(IsTerminator())

    @classmethod
    def parse(cls, parser: Parser) -> YieldOp:
        names = parser.parse_optional_undelimited_comma_separated_list(
            parser.parse_optional_unresolved_operand, parser.parse_unresolved_operand
        )
        values: list[SSAValue] = []
        if names:
            parser.parse_punctuation(":")
            types = parser.parse_comma_separated_list(parser.Delimiter.NONE, parser.parse_type)
            values = [parser.resolve_operand(n, t) for n, t in zip(names, types, strict=True)]
        return cls.create(operands=values)

    def print(self, printer: Printer) -> None:
        if self.values:
            printer.print_string(" ")
            printer.print_list(self.values, printer.print_operand)
            printer.print_string(" : ")
            printer.print_list([v.type for v in self.values], printer.print_attribute)


@irdl_op_definition
class AwaitOp(IRDLOperation):
    """`[%v =] async.await %x : !async.token | !async.value<T>`"""

    name = "async.await"
    operand = operand_def()
    results_ = var_result_def()

    @classmethod
    def parse(cls, parser: Parser) -> AwaitOp:
        name = parser.parse_unresolved_operand()
        parser.parse_punctuation(":")
        awaited = parser.parse_type()
        results = [awaited.value_type] if isinstance(awaited, ValueType) else []
        return cls.create(operands=[parser.resolve_operand(name, awaited)], result_types=results)

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_operand(self.operand)
        printer.print_string(" : ")
        printer.print_attribute(self.operand.type)


ASYNC = Dialect("async", [ExecuteOp, YieldOp, AwaitOp], [TokenType, ValueType, GroupType])

__all__ = [
    "ASYNC",
    "GPU_HOST_OPS",
    "AllocOp",
    "DeallocOp",
    "ExecuteOp",
    "MemcpyOp",
    "WaitOp",
    "with_host_syntax",
]
