"""MLIR's custom syntax for xDSL 0.74's `gpu` ops, and the `gpu` ops MLIR has and xDSL lacks.

xDSL 0.74 parses `gpu.thread_id`, `gpu.barrier`, `gpu.func`, `gpu.return`, ... only in generic
form; MLIR prints `%t = gpu.thread_id x`, `gpu.barrier`, `gpu.func @k(...) kernel workgroup(...)`.
The subclasses here keep xDSL's op classes (so `isinstance` against `xdsl.dialects.gpu` still
holds) and add MLIR's parse/print. `gpu.shuffle`, `gpu.printf`, `gpu.subgroup_reduce` and
`gpu.dynamic_shared_memory` are new ops with MLIR's assembly formats. The universe registers
them into `gpu` (`extended_gpu_dialect`).

`gpu.func` attributions follow MLIR: the entry block's arguments are the inputs, then the
`workgroup(...)` buffers, then the `private(...)` buffers; the count of workgroup buffers is the
attribute `workgroup_attributions`.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import ClassVar, TypeVar, cast

from xdsl.dialects import gpu
from xdsl.dialects.builtin import (
    I1,
    I32,
    ArrayAttr,
    DenseArrayBase,
    DictionaryAttr,
    IndexType,
    IntegerAttr,
    IntegerType,
    MemRefType,
    StringAttr,
    SymbolRefAttr,
    UnitAttr,
    i32,
)
from xdsl.dialects.utils import EnumAttribute
from xdsl.ir import (
    Attribute,
    BlockArgument,
    Dialect,
    Operation,
    ParametrizedAttribute,
    SpacedOpaqueSyntaxAttribute,
    SSAValue,
)
from xdsl.irdl import (
    AnyAttr,
    IRDLOperation,
    VarConstraint,
    irdl_attr_definition,
    irdl_op_definition,
    operand_def,
    opt_prop_def,
    prop_def,
    region_def,
    result_def,
    traits_def,
    var_operand_def,
)
from xdsl.parser import AttrParser, Parser, UnresolvedOperand
from xdsl.printer import Printer
from xdsl.traits import IsolatedFromAbove
from xdsl.utils.exceptions import VerifyException
from xdsl.utils.str_enum import StrEnum

from nvvm_xdsl.dialects import gpu_mma

WORKGROUP_ATTRIBUTIONS = "workgroup_attributions"

_DIMENSIONS = ("x", "y", "z")


def _parse_dimension(parser: Parser) -> gpu.DimensionAttr:
    dim = parser.expect(
        lambda: parser.parse_optional_keyword("x")
        or parser.parse_optional_keyword("y")
        or parser.parse_optional_keyword("z"),
        "expected a dimension (x, y or z)",
    )
    return gpu.DimensionAttr(gpu.DimensionEnum(dim))


_OpT = TypeVar("_OpT", bound=Operation)

_GpuDimensionOp = gpu.ThreadIdOp | gpu.BlockIdOp | gpu.BlockDimOp | gpu.GridDimOp | gpu.GlobalIdOp


# MLIR's optional `upper_bound N` of the id ops, a promise that the id stays below N. xDSL 0.74's
# op classes have no such property: it is kept as an attribute of that name.
UPPER_BOUND = "upper_bound"


def _parse_upper_bound(parser: Parser) -> dict[str, Attribute]:
    if parser.parse_optional_keyword(UPPER_BOUND) is None:
        return {}
    return {UPPER_BOUND: IntegerAttr(parser.parse_integer(allow_boolean=False), IndexType())}


def _print_upper_bound_and_attributes(op: Operation, printer: Printer) -> None:
    bound = op.attributes.get(UPPER_BOUND)
    shown = isinstance(bound, IntegerAttr) and isinstance(bound.type, IndexType)
    if shown:
        printer.print_string(f" {UPPER_BOUND} {cast(IntegerAttr, bound).value.data}")
    printer.print_op_attributes(op.attributes, reserved_attr_names=(UPPER_BOUND,) if shown else ())


def _finish(op: _OpT, parser: Parser, attributes: dict[str, Attribute]) -> _OpT:
    op.attributes.update(attributes)
    op.attributes.update(parser.parse_optional_attr_dict())
    return op


class _DimensionSyntax:
    """MLIR's `%r = gpu.<id> x (upper_bound N)? attr-dict` for xDSL's id ops, which only have
    the generic form. (MLIR prints no result type: it is always index.)"""

    @classmethod
    def parse(cls, parser: Parser) -> Operation:
        dimension = _parse_dimension(parser)
        bound = _parse_upper_bound(parser)
        # Mixed only into the op classes below, whose constructors take the dimension.
        return _finish(cast(Callable[[gpu.DimensionAttr], Operation], cls)(dimension), parser, bound)

    def print(self, printer: Printer) -> None:
        op = cast(_GpuDimensionOp, self)
        printer.print_string(" " + op.dimension.data.value)
        _print_upper_bound_and_attributes(op, printer)


class ThreadIdOp(_DimensionSyntax, gpu.ThreadIdOp):
    pass


class BlockIdOp(_DimensionSyntax, gpu.BlockIdOp):
    pass


class BlockDimOp(_DimensionSyntax, gpu.BlockDimOp):
    pass


class GridDimOp(_DimensionSyntax, gpu.GridDimOp):
    pass


class GlobalIdOp(_DimensionSyntax, gpu.GlobalIdOp):
    pass


class _ClusterIdOp(_DimensionSyntax, IRDLOperation):
    """The thread-block-cluster ids and sizes (sm_90) xDSL 0.74 lacks: `%r = gpu.cluster_id x`."""

    dimension = prop_def(gpu.DimensionAttr)
    result = result_def(IndexType)

    def __init__(self, dimension: gpu.DimensionAttr):
        super().__init__(properties={"dimension": dimension}, result_types=[IndexType()])


@irdl_op_definition
class ClusterIdOp(_ClusterIdOp):
    """The cluster's index in the grid (`%clusterid`)."""

    name = "gpu.cluster_id"


@irdl_op_definition
class ClusterDimOp(_ClusterIdOp):
    """The number of clusters in the grid (`%nclusterid`)."""

    name = "gpu.cluster_dim"


@irdl_op_definition
class ClusterBlockIdOp(_ClusterIdOp):
    """The block's index in its cluster (`%cluster_ctaid`)."""

    name = "gpu.cluster_block_id"


@irdl_op_definition
class ClusterDimBlocksOp(_ClusterIdOp):
    """The number of blocks in a cluster (`%cluster_nctaid`)."""

    name = "gpu.cluster_dim_blocks"


class _NullarySyntax:
    """MLIR's syntax for xDSL's operand-free gpu ops: the name, `upper_bound N` where
    `BOUNDED`, any attributes, then `: index` where `TYPED` (MLIR's `gpu.subgroup_size :
    index`; the type may be left out when parsing, as this project printed it before)."""

    BOUNDED: ClassVar[bool] = True
    TYPED: ClassVar[bool] = False

    @classmethod
    def parse(cls, parser: Parser) -> Operation:
        bound = _parse_upper_bound(parser) if cls.BOUNDED else {}
        # Mixed only into the op classes below, whose constructors take no arguments.
        op = _finish(cast(Callable[[], Operation], cls)(), parser, bound)
        if cls.TYPED and parser.parse_optional_punctuation(":") is not None:
            at = parser.pos
            result_type = parser.parse_type()
            if not isinstance(result_type, IndexType):
                parser.raise_error(f"'{op.name}' returns index, not {result_type}", at, parser.pos)
        return op

    def print(self, printer: Printer) -> None:
        op = cast(Operation, self)
        _print_upper_bound_and_attributes(op, printer)
        if self.TYPED:
            printer.print_string(" : ")
            printer.print_attribute(op.results[0].type)


# Newer MLIR's `gpu.barrier memfence [#gpu.address_space<workgroup>, ...]`: the memory whose
# accesses the barrier orders (`[]`: none). xDSL 0.74's op has no such property: it is kept as an
# attribute of that name.
MEMFENCE = "address_spaces"


class BarrierOp(_NullarySyntax, gpu.BarrierOp):
    BOUNDED = False

    @classmethod
    def parse(cls, parser: Parser) -> Operation:
        fenced: dict[str, Attribute] = {}
        if parser.parse_optional_keyword("memfence") is not None:
            spaces = parser.parse_comma_separated_list(parser.Delimiter.SQUARE, parser.parse_attribute)
            fenced[MEMFENCE] = ArrayAttr(spaces)
        return _finish(cls(), parser, fenced)

    def print(self, printer: Printer) -> None:
        spaces = self.attributes.get(MEMFENCE)
        if isinstance(spaces, ArrayAttr):
            printer.print_string(" memfence [")
            printer.print_list(spaces.data, printer.print_attribute)
            printer.print_string("]")
        printer.print_op_attributes(self.attributes, reserved_attr_names=(MEMFENCE,) if isinstance(spaces, ArrayAttr) else ())


class LaneIdOp(_NullarySyntax, gpu.LaneIdOp):
    pass


class SubgroupSizeOp(_NullarySyntax, gpu.SubgroupSizeOp):
    TYPED = True


class SubgroupIdOp(_NullarySyntax, gpu.SubgroupIdOp):
    TYPED = True


class NumSubgroupsOp(_NullarySyntax, gpu.NumSubgroupsOp):
    TYPED = True


class ReturnOp(gpu.ReturnOp):
    """`gpu.return` / `gpu.return %a, %b : f32, i32`."""

    @classmethod
    def parse(cls, parser: Parser) -> ReturnOp:
        attributes = parser.parse_optional_attr_dict()
        operands: list[UnresolvedOperand] = []
        if (first := parser.parse_optional_unresolved_operand()) is not None:
            operands = [first]
            while parser.parse_optional_punctuation(","):
                operands.append(parser.parse_unresolved_operand())
            parser.parse_punctuation(":")
            types = parser.parse_comma_separated_list(parser.Delimiter.NONE, parser.parse_type)
            values = list(parser.resolve_operands(operands, types, parser.pos))
        else:
            values = []
        op = cls(values)
        op.attributes.update(attributes)
        return op

    def print(self, printer: Printer) -> None:
        printer.print_op_attributes(self.attributes)
        if self.args:
            printer.print_string(" ")
            printer.print_list(self.args, printer.print_operand)
            printer.print_string(" : ")
            printer.print_list((a.type for a in self.args), printer.print_attribute)


class FuncOp(gpu.FuncOp):
    """`gpu.func @k(%a: T, ...) [-> R] workgroup(%w: M, ...) private(%p: M, ...) kernel
    attributes {...} { ... }` (MLIR's form); the entry block has the attributions after the
    inputs."""

    def verify_(self) -> None:
        if not self.body.blocks:
            return
        inputs = self.function_type.inputs.data
        arg_types = self.body.blocks[0].arg_types
        if arg_types[: len(inputs)] != inputs:
            raise VerifyException(
                "Expected first entry block arguments to have the same types as the "
                "function input types"
            )
        workgroup = workgroup_attribution_count(self)
        if len(inputs) + workgroup > len(arg_types):
            raise VerifyException(f"{WORKGROUP_ATTRIBUTIONS} exceeds the entry block arguments")
        for attribution in arg_types[len(inputs) :]:
            if not isinstance(attribution, MemRefType):
                raise VerifyException(f"attributions must be memrefs, got {attribution}")
        if self.kernel is not None and self.function_type.outputs.data:
            raise VerifyException("Expected void return type for kernel function")

    @classmethod
    def parse(cls, parser: Parser) -> FuncOp:
        name = parser.parse_symbol_name().data
        inputs = parser.parse_comma_separated_list(
            parser.Delimiter.PAREN, lambda: _parse_typed_argument(parser)
        )
        outputs: list[Attribute] = []
        if parser.parse_optional_punctuation("->"):
            if parser.parse_optional_punctuation("(") is not None:
                if parser.parse_optional_punctuation(")") is None:
                    outputs = parser.parse_comma_separated_list(
                        parser.Delimiter.NONE, parser.parse_type
                    )
                    parser.parse_punctuation(")")
            else:
                outputs = [parser.parse_type()]
        workgroup: list[Parser.Argument] = []
        private: list[Parser.Argument] = []
        kernel = False
        attributes: dict[str, Attribute] = {}
        while True:
            if parser.parse_optional_keyword("workgroup"):
                workgroup = parser.parse_comma_separated_list(
                    parser.Delimiter.PAREN, lambda: _parse_typed_argument(parser)
                )
            elif parser.parse_optional_keyword("private"):
                private = parser.parse_comma_separated_list(
                    parser.Delimiter.PAREN, lambda: _parse_typed_argument(parser)
                )
            elif parser.parse_optional_keyword("kernel"):
                kernel = True
            elif parser.parse_optional_keyword("attributes"):
                attributes = parser.parse_optional_attr_dict()
            else:
                break
        region = parser.parse_region([*inputs, *workgroup, *private])
        op = cls(
            name,
            ([arg.type for arg in inputs], outputs),
            region,
            kernel=kernel or None,
        )
        op.attributes.update(attributes)
        if workgroup:
            op.attributes[WORKGROUP_ATTRIBUTIONS] = IntegerAttr(len(workgroup), 64)
        return op

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_symbol_name(self.sym_name.data)
        block = self.body.blocks[0]
        inputs = len(self.function_type.inputs)
        workgroup = workgroup_attribution_count(self)
        args = block.args

        def print_args(values: Sequence[BlockArgument]) -> None:
            printer.print_string("(")
            printer.print_list(values, printer.print_block_argument)
            printer.print_string(")")

        print_args(args[:inputs])
        outputs = self.function_type.outputs.data
        if outputs:
            printer.print_string(" -> ")
            if len(outputs) == 1:
                printer.print_attribute(outputs[0])
            else:
                printer.print_string("(")
                printer.print_list(outputs, printer.print_attribute)
                printer.print_string(")")
        if workgroup:
            printer.print_string(" workgroup")
            print_args(args[inputs : inputs + workgroup])
        if len(args) > inputs + workgroup:
            printer.print_string(" private")
            print_args(args[inputs + workgroup :])
        if self.kernel is not None:
            printer.print_string(" kernel")
        extra = {
            k: v
            for k, v in self.attributes.items()
            if k not in ("sym_name", WORKGROUP_ATTRIBUTIONS)
        }
        if extra:
            printer.print_string(" attributes ")
            printer.print_attribute(DictionaryAttr(extra))
        printer.print_string(" ")
        printer.print_region(self.body, print_entry_block_args=False)


class AllReduceOperation(StrEnum):
    """MLIR's `#gpu<all_reduce_op ...>` (GPUBase.td's AllReduceOperation); xDSL 0.74's enum
    still has the names MLIR dropped (`max`, `min`), kept here so its printing parses back."""

    ADD = "add"
    MUL = "mul"
    MINUI = "minui"
    MINSI = "minsi"
    MINNUMF = "minnumf"
    MAXUI = "maxui"
    MAXSI = "maxsi"
    MAXNUMF = "maxnumf"
    AND = "and"
    OR = "or"
    XOR = "xor"
    MINIMUMF = "minimumf"
    MAXIMUMF = "maximumf"
    MAX = "max"
    MIN = "min"


@irdl_attr_definition
class AllReduceOperationAttr(EnumAttribute[AllReduceOperation], SpacedOpaqueSyntaxAttribute):
    """`#gpu<all_reduce_op maximumf>`, replacing xDSL's attribute of that name in `gpu`."""

    name = "gpu.all_reduce_op"


def _parse_reduction(parser: Parser) -> AllReduceOperation | None:
    # Longest names first: `max` is a prefix of no keyword, but keep the order obvious.
    for kind in sorted(AllReduceOperation, key=lambda k: -len(k.value)):
        if parser.parse_optional_keyword(kind.value) is not None:
            return kind
    return None


@irdl_op_definition
class AllReduceOp(gpu.AllReduceOp):
    """`%r = gpu.all_reduce add %v uniform {} : (f32) -> (f32)` (MLIR's form; a reduction region
    instead of the operation name also parses)."""

    # Every field again: irdl_op_definition rebuilds the definition from this class's own.
    name = "gpu.all_reduce"
    op = opt_prop_def(AllReduceOperationAttr)  # type: ignore[assignment]  # MLIR's enum, not xDSL's
    uniform = opt_prop_def(UnitAttr)
    operand = operand_def(Attribute)
    result = result_def(Attribute)
    body = region_def()

    traits = traits_def(IsolatedFromAbove())

    def verify_(self) -> None:
        # Not xDSL's verify_: that one checks its own definition (xDSL's enum) first.
        if self.result.type != self.operand.type:
            raise VerifyException("gpu.all_reduce's result type must be its operand's")
        if bool(self.body.blocks) == (self.op is not None):
            raise VerifyException("gpu.all_reduce needs either an operation or a region, not both")
        if self.body.blocks and self.body.blocks[0].arg_types != (self.operand.type,) * 2:
            raise VerifyException("gpu.all_reduce's region takes two values of the operand's type")

    @classmethod
    def parse(cls, parser: Parser) -> AllReduceOp:
        kind = _parse_reduction(parser)
        operand = parser.parse_unresolved_operand()
        uniform = parser.parse_optional_keyword("uniform") is not None
        body = parser.parse_region()
        attributes = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        parser.parse_punctuation("(")
        operand_type = parser.parse_type()
        parser.parse_punctuation(")")
        parser.parse_punctuation("->")
        # MLIR prints `(f32) -> f32`; xDSL printed `(f32) -> (f32)`.
        if parser.parse_optional_punctuation("(") is not None:
            parser.parse_type()
            parser.parse_punctuation(")")
        else:
            parser.parse_type()
        value = parser.resolve_operand(operand, operand_type)
        properties: dict[str, Attribute] = {}
        if kind is not None:
            properties["op"] = AllReduceOperationAttr(kind)
        if uniform:
            properties["uniform"] = UnitAttr()
        op = cls.build(
            operands=[value],
            result_types=[operand_type],
            properties=properties,
            regions=[body],
            attributes=attributes,
        )
        return op

    def print(self, printer: Printer) -> None:
        if self.op is not None:
            printer.print_string(f" {self.op.data.value}")
        printer.print_string(" ")
        printer.print_operand(self.operand)
        if self.uniform is not None:
            printer.print_string(" uniform")
        printer.print_string(" ")
        printer.print_region(self.body)
        printer.print_op_attributes(self.attributes)
        printer.print_string(" : (")
        printer.print_attribute(self.operand.type)
        printer.print_string(") -> ")
        printer.print_attribute(self.result.type)


def _parse_async(parser: Parser) -> tuple[bool, list[SSAValue]]:
    """The `[async] [[%deps]]` that starts the launch ops: whether the launch returns a token,
    and the tokens it waits for."""
    async_launch = parser.parse_optional_keyword("async") is not None
    dependencies: list[SSAValue] = []
    if parser.parse_optional_punctuation("[") is not None:
        if parser.parse_optional_punctuation("]") is None:
            names = parser.parse_comma_separated_list(parser.Delimiter.NONE, parser.parse_unresolved_operand)
            parser.parse_punctuation("]")
            dependencies = [parser.resolve_operand(n, gpu.AsyncTokenType()) for n in names]
    return async_launch, dependencies


def _print_async(token: SSAValue | None, dependencies: Sequence[SSAValue], printer: Printer) -> None:
    if token is not None:
        printer.print_string(" async")
    if dependencies:
        printer.print_string(" [")
        printer.print_list(dependencies, printer.print_operand)
        printer.print_string("]")


class LaunchFuncOp(gpu.LaunchFuncOp):
    """`gpu.launch_func [async] [[%deps]] @module::@kernel blocks in (%gx, %gy, %gz) threads in
    (%bx, %by, %bz) [: i64] [clusters in (...)] [dynamic_shared_memory_size %s]
    [args(%a : T, ...)]` (MLIR's form; host code, which lower-to-ptx leaves alone)."""

    @classmethod
    def parse(cls, parser: Parser) -> LaunchFuncOp:
        async_launch, dependencies = _parse_async(parser)
        # `<%stream : !llvm.ptr>`: the stream gpu-to-llvm gives the launch in place of tokens.
        async_object = None
        if parser.parse_optional_punctuation("<") is not None:
            stream = parser.parse_unresolved_operand()
            parser.parse_punctuation(":")
            async_object = parser.resolve_operand(stream, parser.parse_type())
            parser.parse_punctuation(">")
        kernel = parser.parse_attribute()
        if not isinstance(kernel, SymbolRefAttr):
            parser.raise_error(f"gpu.launch_func needs a kernel symbol (@module::@kernel), got {kernel}")

        def triple(keyword: str) -> list[UnresolvedOperand]:
            parser.parse_keyword(keyword)
            parser.parse_keyword("in")
            return parser.parse_comma_separated_list(
                parser.Delimiter.PAREN, parser.parse_unresolved_operand
            )

        clusters: list[UnresolvedOperand] | None = None
        if parser.parse_optional_keyword("clusters") is not None:
            parser.parse_keyword("in")
            clusters = parser.parse_comma_separated_list(
                parser.Delimiter.PAREN, parser.parse_unresolved_operand
            )
        blocks = triple("blocks")
        threads = triple("threads")
        size_type: Attribute = IndexType()
        if parser.parse_optional_punctuation(":") is not None:
            size_type = parser.parse_type()
        shared = None
        if parser.parse_optional_keyword("dynamic_shared_memory_size") is not None:
            shared = parser.resolve_operand(parser.parse_unresolved_operand(), i32)
        arguments: list[SSAValue] = []
        if parser.parse_optional_keyword("args") is not None:

            def argument() -> SSAValue:
                name = parser.parse_unresolved_operand()
                parser.parse_punctuation(":")
                return parser.resolve_operand(name, parser.parse_type())

            arguments = parser.parse_comma_separated_list(parser.Delimiter.PAREN, argument)
        attributes = parser.parse_optional_attr_dict()

        def resolve(names: list[UnresolvedOperand]) -> list[SSAValue]:
            return [parser.resolve_operand(name, size_type) for name in names]

        op = cls(
            kernel,
            resolve(blocks),
            resolve(threads),
            resolve(clusters) if clusters is not None else None,
            arguments,
            async_launch,
            dependencies,
            shared,
        )
        op.attributes.update(attributes)
        if async_object is not None:
            op.operands = [*op.operands, async_object]
            op.properties["operandSegmentSizes"] = DenseArrayBase.from_list(
                i32, [*cast(DenseArrayBase[IntegerType], op.properties["operandSegmentSizes"]).get_values()[:-1], 1]
            )
        return op

    def print(self, printer: Printer) -> None:
        _print_async(self.asyncToken, self.asyncDependencies, printer)
        if self.asyncObject is not None:
            printer.print_string(" <")
            printer.print_operand(self.asyncObject)
            printer.print_string(" : ")
            printer.print_attribute(self.asyncObject.type)
            printer.print_string(">")
        printer.print_string(" ")
        printer.print_attribute(self.kernel)
        if self.clusterSizeX is not None:
            printer.print_string(" clusters in (")
            clusters = (self.clusterSizeX, self.clusterSizeY, self.clusterSizeZ)
            printer.print_list([size for size in clusters if size is not None], printer.print_operand)
            printer.print_string(")")
        printer.print_string(" blocks in (")
        printer.print_list([self.gridSizeX, self.gridSizeY, self.gridSizeZ], printer.print_operand)
        printer.print_string(") threads in (")
        printer.print_list(
            [self.blockSizeX, self.blockSizeY, self.blockSizeZ], printer.print_operand
        )
        printer.print_string(")")
        if not isinstance(self.gridSizeX.type, IndexType):
            printer.print_string(" : ")
            printer.print_attribute(self.gridSizeX.type)
        if self.dynamicSharedMemorySize is not None:
            printer.print_string(" dynamic_shared_memory_size ")
            printer.print_operand(self.dynamicSharedMemorySize)
        if self.kernelOperands:
            printer.print_string(" args(")

            def print_argument(value: SSAValue) -> None:
                printer.print_operand(value)
                printer.print_string(" : ")
                printer.print_attribute(value.type)

            printer.print_list(self.kernelOperands, print_argument)
            printer.print_string(")")
        printer.print_op_attributes(self.attributes)


LAUNCH_IDS = 12
"""gpu.launch's leading body arguments: block ids, thread ids, grid sizes, block sizes (x, y, z);
with clusters, the cluster ids and cluster sizes follow (`launch_id_count`)."""


def launch_id_count(launch: gpu.LaunchOp) -> int:
    """The body's leading id and size arguments: 12, or 18 with clusters (MLIR's order)."""
    return LAUNCH_IDS + (6 if launch.clusterSizeX is not None else 0)


class LaunchOp(gpu.LaunchOp):
    """`gpu.launch [async] [[%deps]] blocks(%bx, %by, %bz) in (%gx = %a, %gy = %b, %gz = %c)
    threads(%tx, %ty, %tz) in (%sx = %d, %sy = %e, %sz = %f) [dynamic_shared_memory_size %s]
    [workgroup(%w : M, ...)] [private(%p : M, ...)] { ... gpu.terminator } [attr-dict]` (MLIR's
    form, `clusters(%cx, %cy, %cz) in (%sx = ..., ...)` first where given): the body's arguments are
    the 12 ids and sizes (18 with the cluster ids and sizes), then the attributions (their count
    in `workgroup_attributions`, as for gpu.func)."""

    def verify_(self) -> None:
        if not any(b.ops for b in self.body.blocks):
            raise VerifyException("gpu.launch requires a non-empty body")
        arg_types = self.body.blocks[0].arg_types
        ids = launch_id_count(self)
        if arg_types[:ids] != (IndexType(),) * ids:
            raise VerifyException(f"gpu.launch's body starts with {ids} index arguments")
        for attribution in arg_types[ids:]:
            if not isinstance(attribution, MemRefType):
                raise VerifyException(f"attributions must be memrefs, got {attribution}")

    @classmethod
    def parse(cls, parser: Parser) -> LaunchOp:
        async_launch, dependencies = _parse_async(parser)

        def ids_and_sizes(
            keyword: str,
        ) -> tuple[list[Parser.UnresolvedArgument], list[Parser.UnresolvedArgument], list[SSAValue]]:
            parser.parse_keyword(keyword)
            ids = parser.parse_comma_separated_list(
                parser.Delimiter.PAREN, lambda: parser.parse_argument(expect_type=False)
            )
            parser.parse_keyword("in")
            sizes: list[Parser.UnresolvedArgument] = []
            operands: list[SSAValue] = []

            def size() -> None:
                sizes.append(parser.parse_argument(expect_type=False))
                parser.parse_punctuation("=")
                operands.append(parser.parse_operand(IndexType()))

            parser.parse_comma_separated_list(parser.Delimiter.PAREN, size)
            if len(ids) != 3 or len(sizes) != 3:
                parser.raise_error(f"gpu.launch {keyword} takes three ids and three sizes")
            return ids, sizes, operands

        cluster_ids: list[Parser.UnresolvedArgument] = []
        cluster_args: list[Parser.UnresolvedArgument] = []
        cluster: list[SSAValue] = []
        if parser._current_token.text == "clusters":  # pyright: ignore[reportPrivateUsage]
            cluster_ids, cluster_args, cluster = ids_and_sizes("clusters")
        block_ids, grid_args, grid = ids_and_sizes("blocks")
        thread_ids, block_args, block = ids_and_sizes("threads")
        shared = None
        if parser.parse_optional_keyword("dynamic_shared_memory_size") is not None:
            shared = parser.resolve_operand(parser.parse_unresolved_operand(), i32)
        workgroup: list[Parser.Argument] = []
        private: list[Parser.Argument] = []
        if parser.parse_optional_keyword("workgroup"):
            workgroup = parser.parse_comma_separated_list(
                parser.Delimiter.PAREN, lambda: _parse_typed_argument(parser)
            )
        if parser.parse_optional_keyword("private"):
            private = parser.parse_comma_separated_list(
                parser.Delimiter.PAREN, lambda: _parse_typed_argument(parser)
            )
        ids = [
            arg.resolve(IndexType())
            for arg in (*block_ids, *thread_ids, *grid_args, *block_args, *cluster_ids, *cluster_args)
        ]
        body = parser.parse_region([*ids, *workgroup, *private])
        attributes = parser.parse_optional_attr_dict()
        op = cls(body, grid, block, cluster, async_launch, dependencies, shared)
        op.attributes.update(attributes)
        if workgroup:
            op.attributes[WORKGROUP_ATTRIBUTIONS] = IntegerAttr(len(workgroup), 64)
        return op

    def print(self, printer: Printer) -> None:
        _print_async(self.asyncToken, self.asyncDependencies, printer)
        args = self.body.blocks[0].args

        def ids_and_sizes(keyword: str, ids: Sequence[SSAValue], sizes: Sequence[SSAValue],
                          operands: Sequence[SSAValue]) -> None:
            printer.print_string(f" {keyword}(")
            printer.print_list(ids, printer.print_operand)
            printer.print_string(") in (")

            def size(pair: tuple[SSAValue, SSAValue]) -> None:
                printer.print_operand(pair[0])
                printer.print_string(" = ")
                printer.print_operand(pair[1])

            printer.print_list(list(zip(sizes, operands, strict=True)), size)
            printer.print_string(")")

        if self.clusterSizeX is not None and self.clusterSizeY is not None and self.clusterSizeZ is not None:
            ids_and_sizes("clusters", args[12:15], args[15:18],
                          [self.clusterSizeX, self.clusterSizeY, self.clusterSizeZ])
        ids_and_sizes("blocks", args[0:3], args[6:9],
                      [self.gridSizeX, self.gridSizeY, self.gridSizeZ])
        ids_and_sizes("threads", args[3:6], args[9:12],
                      [self.blockSizeX, self.blockSizeY, self.blockSizeZ])
        if self.dynamicSharedMemorySize is not None:
            printer.print_string(" dynamic_shared_memory_size ")
            printer.print_operand(self.dynamicSharedMemorySize)
        workgroup = launch_workgroup_count(self)
        attributions = args[launch_id_count(self):]
        for keyword, values in (("workgroup", attributions[:workgroup]),
                                ("private", attributions[workgroup:])):
            if values:
                printer.print_string(f" {keyword}(")
                printer.print_list(values, printer.print_block_argument)
                printer.print_string(")")
        printer.print_string(" ")
        printer.print_region(self.body, print_entry_block_args=False)
        extra = {k: v for k, v in self.attributes.items() if k != WORKGROUP_ATTRIBUTIONS}
        printer.print_op_attributes(extra)


class TerminatorOp(gpu.TerminatorOp):
    """`gpu.terminator` (ends a gpu.launch body)."""

    @classmethod
    def parse(cls, parser: Parser) -> TerminatorOp:
        op = cls()
        op.attributes.update(parser.parse_optional_attr_dict())
        return op

    def print(self, printer: Printer) -> None:
        printer.print_op_attributes(self.attributes)


class YieldOp(gpu.YieldOp):
    """`gpu.yield %v : f32` (ends a gpu.all_reduce's or gpu.subgroup_reduce's combining region;
    MLIR: `attr-dict ($values^ `:` type($values))?`)."""

    @classmethod
    def parse(cls, parser: Parser) -> YieldOp:
        attributes = parser.parse_optional_attr_dict()
        operands = parser.parse_optional_undelimited_comma_separated_list(
            parser.parse_optional_unresolved_operand, parser.parse_unresolved_operand
        ) or []
        values: list[SSAValue] = []
        if operands:
            parser.parse_punctuation(":")
            types = parser.parse_comma_separated_list(Parser.Delimiter.NONE, parser.parse_type)
            values = list(parser.resolve_operands(operands, types, parser.pos))
        op = cls(values)
        op.attributes.update(attributes)
        return op

    def print(self, printer: Printer) -> None:
        printer.print_op_attributes(self.attributes)
        if self.values:
            printer.print_string(" ")
            printer.print_list(self.values, printer.print_operand)
            printer.print_string(" : ")
            printer.print_list(self.values.types, printer.print_attribute)


def launch_workgroup_count(launch: gpu.LaunchOp) -> int:
    count = launch.attributes.get(WORKGROUP_ATTRIBUTIONS)
    return count.value.data if isinstance(count, IntegerAttr) else 0


def _parse_typed_argument(parser: Parser) -> Parser.Argument:
    name = parser.parse_argument(expect_type=True)
    return name


def workgroup_attribution_count(func: gpu.FuncOp) -> int:
    count = func.attributes.get(WORKGROUP_ATTRIBUTIONS)
    return count.value.data if isinstance(count, IntegerAttr) else 0


def attribution_arguments(func: gpu.FuncOp) -> tuple[list[BlockArgument], list[BlockArgument]]:
    """(workgroup, private) attribution block arguments of `func`."""
    inputs = len(func.function_type.inputs)
    workgroup = workgroup_attribution_count(func)
    args = list(func.body.blocks[0].args) if func.body.blocks else []
    return args[inputs : inputs + workgroup], args[inputs + workgroup :]


SHUFFLE_MODES = ("xor", "up", "down", "idx")


@irdl_op_definition
class ShuffleOp(IRDLOperation):
    """`%r, %valid = gpu.shuffle xor %value, %offset, %width : f32` (MLIR's op)."""

    name = "gpu.shuffle"

    T: ClassVar = VarConstraint("T", AnyAttr())
    value = operand_def(T)
    offset = operand_def(I32)
    width = operand_def(I32)
    mode = prop_def(StringAttr)
    shuffle_result = result_def(T)
    valid = result_def(I1)

    def __init__(self, mode: str, value: SSAValue, offset: SSAValue, width: SSAValue):
        super().__init__(
            operands=[value, offset, width],
            result_types=[value.type, IntegerAttr(0, 1).type],
            properties={"mode": StringAttr(mode)},
        )

    def verify_(self) -> None:
        if self.mode.data not in SHUFFLE_MODES:
            raise VerifyException(f"shuffle mode must be one of {', '.join(SHUFFLE_MODES)}")

    @classmethod
    def parse(cls, parser: Parser) -> ShuffleOp:
        mode = parser.expect(
            lambda: next(
                (m for m in SHUFFLE_MODES if parser.parse_optional_keyword(m)), None
            ),
            "expected a shuffle mode (xor, up, down, idx)",
        )
        value = parser.parse_unresolved_operand()
        parser.parse_punctuation(",")
        offset = parser.parse_unresolved_operand()
        parser.parse_punctuation(",")
        width = parser.parse_unresolved_operand()
        attributes = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        value_type = parser.parse_type()
        resolved = parser.resolve_operands([value, offset, width], [value_type, i32, i32], parser.pos)
        op = cls(mode, *resolved)
        op.attributes.update(attributes)
        return op

    def print(self, printer: Printer) -> None:
        printer.print_string(f" {self.mode.data} ")
        printer.print_list([self.value, self.offset, self.width], printer.print_operand)
        printer.print_op_attributes(self.attributes)
        printer.print_string(" : ")
        printer.print_attribute(self.value.type)


@irdl_op_definition
class PrintfOp(IRDLOperation):
    """`gpu.printf "x = %d\\n", %x : i32` (MLIR's op: a C format string; MLIR 19's form without
    the comma is read too)."""

    name = "gpu.printf"

    format = prop_def(StringAttr)
    args = var_operand_def()

    def __init__(self, format: str, args: Sequence[SSAValue]):
        super().__init__(operands=[args], properties={"format": StringAttr(format)})

    @classmethod
    def parse(cls, parser: Parser) -> PrintfOp:
        format = parser.parse_str_literal()
        operands: list[UnresolvedOperand] = []
        # MLIR 19 and older print no comma after the format (`gpu.printf "%d" %x : i32`).
        if (first := parser.parse_optional_unresolved_operand()) is not None:
            operands.append(first)
        while parser.parse_optional_punctuation(","):
            operands.append(parser.parse_unresolved_operand())
        attributes = parser.parse_optional_attr_dict()
        values: Sequence[SSAValue] = []
        if operands:
            parser.parse_punctuation(":")
            types = parser.parse_comma_separated_list(parser.Delimiter.NONE, parser.parse_type)
            values = list(parser.resolve_operands(operands, types, parser.pos))
        op = cls(format, values)
        op.attributes.update(attributes)
        return op

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_string_literal(self.format.data)
        for arg in self.args:
            printer.print_string(", ")
            printer.print_operand(arg)
        printer.print_op_attributes(self.attributes)
        if self.args:
            printer.print_string(" : ")
            printer.print_list((a.type for a in self.args), printer.print_attribute)


@irdl_op_definition
class SubgroupReduceOp(IRDLOperation):
    """`%r = gpu.subgroup_reduce add %v [uniform] [cluster(size = 4[, stride = 2])] : (f32) -> f32`
    (MLIR's op): without a cluster the whole warp; with one, each group of `size` lanes
    `stride` apart."""

    name = "gpu.subgroup_reduce"

    T: ClassVar = VarConstraint("T", AnyAttr())
    value = operand_def(T)
    op = prop_def(AllReduceOperationAttr)
    uniform = opt_prop_def(UnitAttr)
    cluster_size = opt_prop_def(IntegerAttr[I32])
    cluster_stride = opt_prop_def(IntegerAttr[I32])
    result = result_def(T)

    def __init__(
        self,
        op: str,
        value: SSAValue,
        uniform: bool = False,
        cluster_size: int | None = None,
        cluster_stride: int = 1,
    ):
        properties: dict[str, Attribute] = {
            "op": AllReduceOperationAttr(AllReduceOperation(op)),
            # MLIR's default, which its generic form always shows.
            "cluster_stride": IntegerAttr(cluster_stride, i32),
        }
        if uniform:
            properties["uniform"] = UnitAttr()
        if cluster_size is not None:
            properties["cluster_size"] = IntegerAttr(cluster_size, i32)
        super().__init__(operands=[value], result_types=[value.type], properties=properties)

    @property
    def kind(self) -> str:
        return self.op.data.value

    @property
    def cluster(self) -> tuple[int, int]:
        """(size, stride): the lanes reduced together; the whole warp without a cluster."""
        stride = 1 if self.cluster_stride is None else self.cluster_stride.value.data
        if self.cluster_size is None:
            return (32 // stride, stride)
        return (self.cluster_size.value.data, stride)

    def verify_(self) -> None:
        if self.kind in ("max", "min"):
            raise VerifyException(f"gpu.subgroup_reduce has no reduction {self.kind}")
        size, stride = self.cluster
        # MLIR's verifier: both powers of two; the subgroup bound is the lowering's to check.
        for what, n in (("cluster size", size), ("cluster stride", stride)):
            if n < 1 or n & (n - 1):
                raise VerifyException(f"{what} {n} is not a power of two")

    @classmethod
    def parse(cls, parser: Parser) -> SubgroupReduceOp:
        kind = parser.expect(
            lambda: _parse_reduction(parser), "expected a reduction (add, mul, maxnumf, ...)"
        )
        value = parser.parse_unresolved_operand()
        uniform = parser.parse_optional_keyword("uniform") is not None
        size: int | None = None
        stride = 1
        if parser.parse_optional_keyword("cluster") is not None:
            parser.parse_punctuation("(")
            parser.parse_keyword("size")
            parser.parse_punctuation("=")
            size = parser.parse_integer(allow_boolean=False)
            if parser.parse_optional_punctuation(",") is not None:
                parser.parse_keyword("stride")
                parser.parse_punctuation("=")
                stride = parser.parse_integer(allow_boolean=False)
            parser.parse_punctuation(")")
        attributes = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        parser.parse_punctuation("(")
        value_type = parser.parse_type()
        parser.parse_punctuation(")")
        parser.parse_punctuation("->")
        # MLIR's functional-type takes `-> i32` and `-> (i32)`.
        if parser.parse_optional_punctuation("(") is not None:
            parser.parse_type()
            parser.parse_punctuation(")")
        else:
            parser.parse_type()
        op = cls(kind.value, parser.resolve_operand(value, value_type), uniform, size, stride)
        op.attributes.update(attributes)
        return op

    def print(self, printer: Printer) -> None:
        printer.print_string(f" {self.kind} ")
        printer.print_operand(self.value)
        if self.uniform is not None:
            printer.print_string(" uniform")
        if self.cluster_size is not None:
            printer.print_string(f" cluster(size = {self.cluster_size.value.data}")
            if self.cluster[1] != 1:
                printer.print_string(f", stride = {self.cluster[1]}")
            printer.print_string(")")
        printer.print_op_attributes(self.attributes)
        printer.print_string(" : (")
        printer.print_attribute(self.value.type)
        printer.print_string(") -> ")
        printer.print_attribute(self.result.type)


@irdl_op_definition
class DynamicSharedMemoryOp(IRDLOperation):
    """`%m = gpu.dynamic_shared_memory : memref<?xi8, 3>`: the kernel's dynamic shared memory."""

    name = "gpu.dynamic_shared_memory"

    result = result_def(MemRefType)

    assembly_format = "attr-dict `:` type($result)"

    def __init__(self, result_type: MemRefType):
        super().__init__(result_types=[result_type])


@irdl_attr_definition
class AddressSpaceAttr(ParametrizedAttribute):
    """`#gpu.address_space<workgroup>`: a memref memory space named as the gpu dialect names
    it (`global`, `workgroup`, `private`); `nvvm_xdsl.address_spaces.gpu_address_space` gives
    its NVPTX number."""

    name = "gpu.address_space"

    space: StringAttr

    KINDS: ClassVar[tuple[str, ...]] = ("global", "workgroup", "private")

    def __init__(self, space: str):
        super().__init__(StringAttr(space))

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> Sequence[Attribute]:
        with parser.in_angle_brackets():
            space = parser.parse_identifier()
        if space not in cls.KINDS:
            parser.raise_error(f"expected one of {', '.join(cls.KINDS)}, got {space}")
        return (StringAttr(space),)

    def print_parameters(self, printer: Printer) -> None:
        printer.print_string(f"<{self.space.data}>")


REPLACED: tuple[type[Operation], ...] = (
    YieldOp,
    ThreadIdOp,
    BlockIdOp,
    BlockDimOp,
    GridDimOp,
    GlobalIdOp,
    BarrierOp,
    LaneIdOp,
    SubgroupSizeOp,
    SubgroupIdOp,
    NumSubgroupsOp,
    ReturnOp,
    FuncOp,
    AllReduceOp,
    LaunchFuncOp,
    LaunchOp,
    TerminatorOp,
)
NEW_OPS: tuple[type[Operation], ...] = (
    ClusterIdOp,
    ClusterDimOp,
    ClusterBlockIdOp,
    ClusterDimBlocksOp,
    ShuffleOp,
    PrintfOp,
    SubgroupReduceOp,
    DynamicSharedMemoryOp,
)


def with_mlir_syntax(base: Dialect) -> Dialect:
    """`base` (xDSL's gpu dialect) with the ops above replacing or joining its own; an op a
    later xDSL provides natively wins over a new op here."""
    replaced = {op.name: op for op in REPLACED}
    operations = [replaced.get(op.name, op) for op in base.operations]
    have = {op.name for op in operations}
    operations += [op for op in (*NEW_OPS, *gpu_mma.OPS) if op.name not in have]
    attributes = list(base.attributes)
    attributes += [a for a in gpu_mma.ATTRIBUTES if a not in attributes]
    if not any(attr.name == AddressSpaceAttr.name for attr in attributes):
        attributes.append(AddressSpaceAttr)
    attributes = [a for a in attributes if a.name != AllReduceOperationAttr.name]
    attributes.append(AllReduceOperationAttr)
    return Dialect(base.name, operations, attributes)


