"""MLIR's `nvgpu` dialect (NVGPUOps.td, NVGPUTypes.td of MLIR 22): the bridge between memrefs and
vectors and the NVVM ops for mbarriers, TMA, warpgroup MMA, `ldmatrix`/`mma.sync` and `cp.async`,
as MLIR's CUDA integration tests (`mlir/test/Integration/GPU/CUDA/sm90/`) write them.

The types print as MLIR prints them, `struct(params)`: `!nvgpu.mbarrier.group<memorySpace =
#gpu.address_space<workgroup>, num_barriers = 2>` (`num_barriers` omitted when 1, its default);
in an op's type list the dialect's own types may be written without the `!nvgpu.mnemonic`
prefix (`: <memorySpace = ...>`), which is also how MLIR prints them there (short_types.py).
The ops carry their ODS operands, properties and assembly formats; `convert-nvgpu-to-nvvm`
(nvvm_xdsl/transforms/convert_nvgpu_to_nvvm.py) lowers them.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import ClassVar, cast

from xdsl.dialects.builtin import (
    ArrayAttr,
    Float32Type,
    IndexType,
    IntAttr,
    IntegerAttr,
    IntegerType,
    MemRefType,
    StringAttr,
    UnitAttr,
    UnrankedMemRefType,
    VectorType,
    i1,
    i16,
)
from xdsl.dialects.utils import EnumAttribute
from xdsl.ir import (
    Attribute,
    Dialect,
    ParametrizedAttribute,
    SpacedOpaqueSyntaxAttribute,
    SSAValue,
    TypeAttribute,
)
from xdsl.irdl import (
    AttrSizedOperandSegments,
    IRDLOperation,
    ParsePropInAttrDict,
    VarConstraint,
    irdl_attr_definition,
    irdl_op_definition,
    operand_def,
    opt_operand_def,
    opt_prop_def,
    prop_def,
    result_def,
    var_operand_def,
)
from xdsl.parser import AttrParser, Parser
from xdsl.printer import Printer
from xdsl.utils.exceptions import VerifyException
from xdsl.utils.str_enum import StrEnum

from nvvm_xdsl.dialects.short_types import short_type_directive

# The enum keywords of the tensor map descriptor (NVGPU.td), in their encoding order.
SWIZZLE = ("none", "swizzle_32b", "swizzle_64b", "swizzle_128b")
L2PROMO = ("none", "l2promo_64b", "l2promo_128b", "l2promo_256b")
OOB = ("zero", "nan")
INTERLEAVE = ("none", "interleave_16b", "interleave_32b")

Spec = str | tuple[str, ...]
"""How a `struct(params)` parameter is written: "type", "attr", "int", or its keywords."""


def _parse_struct(parser: AttrParser, specs: dict[str, Spec], defaults: dict[str, Attribute]) -> list[Attribute]:
    """`<name = value, ...>` in any order, every parameter without a default present."""
    values: dict[str, Attribute] = {}

    def parse_one() -> None:
        pos = parser.pos
        key = parser.parse_identifier("a parameter name")
        if key not in specs or key in values:
            parser.raise_error(f"unexpected parameter '{key}'", pos, parser.pos)
        parser.parse_punctuation("=")
        spec = specs[key]
        if spec == "type":
            values[key] = parser.parse_type()
        elif spec == "attr":
            values[key] = parser.parse_attribute()
        elif spec == "int":
            values[key] = IntAttr(parser.parse_integer(allow_boolean=False))
        else:
            pos = parser.pos
            word = parser.parse_identifier()
            if word not in spec:
                parser.raise_error(f"expected one of {', '.join(spec)}, got '{word}'", pos, parser.pos)
            values[key] = StringAttr(word)

    parser.parse_comma_separated_list(parser.Delimiter.ANGLE, parse_one)
    for key in specs:
        if key not in values:
            if key not in defaults:
                parser.raise_error(f"missing parameter '{key}'")
            values[key] = defaults[key]
    return [values[key] for key in specs]


def _print_struct(printer: Printer, fields: Sequence[tuple[str, Attribute]]) -> None:
    printer.print_string("<")
    for i, (key, value) in enumerate(fields):
        if i:
            printer.print_string(", ")
        printer.print_string(f"{key} = ")
        if isinstance(value, StringAttr):
            printer.print_string(value.data)
        elif isinstance(value, IntAttr):
            printer.print_string(str(value.data))
        else:
            printer.print_attribute(value)
    printer.print_string(">")


@irdl_attr_definition
class DeviceAsyncTokenType(ParametrizedAttribute, TypeAttribute):
    """`!nvgpu.device.async.token`: links a `device_async_copy` to its group and wait."""

    name = "nvgpu.device.async.token"


@irdl_attr_definition
class MBarrierTokenType(ParametrizedAttribute, TypeAttribute):
    """`!nvgpu.mbarrier.token`: the phase an `mbarrier.arrive` observed."""

    name = "nvgpu.mbarrier.token"


@irdl_attr_definition
class MBarrierGroupType(ParametrizedAttribute, TypeAttribute):
    """`!nvgpu.mbarrier.group<memorySpace = S, num_barriers = N>`: N 64-bit mbarriers in S."""

    name = "nvgpu.mbarrier.group"

    memorySpace: Attribute
    num_barriers: IntAttr

    SPECS: ClassVar[dict[str, Spec]] = {"memorySpace": "attr", "num_barriers": "int"}

    def __init__(self, memory_space: Attribute, num_barriers: int = 1):
        super().__init__(memory_space, IntAttr(num_barriers))

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> list[Attribute]:
        return _parse_struct(parser, cls.SPECS, {"num_barriers": IntAttr(1)})

    def print_parameters(self, printer: Printer) -> None:
        fields: list[tuple[str, Attribute]] = [("memorySpace", self.memorySpace)]
        if self.num_barriers.data != 1:  # MLIR elides a parameter at its default
            fields.append(("num_barriers", self.num_barriers))
        _print_struct(printer, fields)

    def verify(self) -> None:
        if self.num_barriers.data < 1:
            raise VerifyException("nvgpu.mbarrier.group needs at least one barrier")


@irdl_attr_definition
class TensorMapDescriptorType(ParametrizedAttribute, TypeAttribute):
    """`!nvgpu.tensormap.descriptor<tensor = memref<..., 3>, swizzle = ..., l2promo = ...,
    oob = ..., interleave = ...>`: a TMA descriptor (128 bytes in global memory) for copies of
    the `tensor` box."""

    name = "nvgpu.tensormap.descriptor"

    tensor: MemRefType
    swizzle: StringAttr
    l2promo: StringAttr
    oob: StringAttr
    interleave: StringAttr

    SPECS: ClassVar[dict[str, Spec]] = {
        "tensor": "type",
        "swizzle": SWIZZLE,
        "l2promo": L2PROMO,
        "oob": OOB,
        "interleave": INTERLEAVE,
    }

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> list[Attribute]:
        return _parse_struct(parser, cls.SPECS, {})

    def print_parameters(self, printer: Printer) -> None:
        _print_struct(printer, list(zip(self.SPECS, self.parameters, strict=True)))

    def verify(self) -> None:
        for key, value in list(zip(self.SPECS, self.parameters, strict=True))[1:]:
            assert isinstance(value, StringAttr)
            if value.data not in self.SPECS[key]:
                raise VerifyException(f"nvgpu.tensormap.descriptor {key} cannot be '{value.data}'")


@irdl_attr_definition
class WarpgroupMatrixDescriptorType(ParametrizedAttribute, TypeAttribute):
    """`!nvgpu.warpgroup.descriptor<tensor = memref<...>>`: a wgmma shared-memory matrix
    descriptor (64 bits)."""

    name = "nvgpu.warpgroup.descriptor"

    tensor: MemRefType

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> list[Attribute]:
        return _parse_struct(parser, {"tensor": "type"}, {})

    def print_parameters(self, printer: Printer) -> None:
        _print_struct(printer, [("tensor", self.tensor)])


@irdl_attr_definition
class WarpgroupAccumulatorType(ParametrizedAttribute, TypeAttribute):
    """`!nvgpu.warpgroup.accumulator<fragmented = vector<MxNxT>>`: the accumulator a warpgroup
    holds in registers, spread over its 128 threads."""

    name = "nvgpu.warpgroup.accumulator"

    fragmented: VectorType

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> list[Attribute]:
        return _parse_struct(parser, {"fragmented": "type"}, {})

    def print_parameters(self, printer: Printer) -> None:
        _print_struct(printer, [("fragmented", self.fragmented)])


_SHORT_FORM_TYPES = (
    MBarrierGroupType,
    TensorMapDescriptorType,
    WarpgroupMatrixDescriptorType,
    WarpgroupAccumulatorType,
)


SHORT_TYPES = tuple(short_type_directive(t, t.__name__.removesuffix("Type")) for t in _SHORT_FORM_TYPES)


def _short(name: str) -> Callable[[str], str]:
    return lambda var: f"custom<{name}>(type(${var}))"


_bars = _short("MBarrierGroup")
_map = _short("TensorMapDescriptor")
_desc = _short("WarpgroupMatrixDescriptor")
_acc = _short("WarpgroupAccumulator")

INDEX = IndexType()


class _NVGPUOp(IRDLOperation):
    irdl_options = (ParsePropInAttrDict(),)
    custom_directives = SHORT_TYPES


@irdl_op_definition
class LdMatrixOp(_NVGPUOp):
    name = "nvgpu.ldmatrix"

    srcMemref = operand_def(MemRefType)
    indices = var_operand_def(INDEX)
    transpose = prop_def(IntegerAttr[IntegerType])  # BoolAttr
    numTiles = prop_def(IntegerAttr[IntegerType])
    res = result_def(VectorType)

    assembly_format = "$srcMemref `[` $indices `]` attr-dict `:` type($srcMemref) `->` type($res)"


@irdl_op_definition
class MmaSyncOp(_NVGPUOp):
    name = "nvgpu.mma.sync"

    matrixA = operand_def(VectorType)
    matrixB = operand_def(VectorType)
    matrixC = operand_def(VectorType)
    mmaShape = prop_def(ArrayAttr[IntegerAttr])
    tf32Enabled = opt_prop_def(UnitAttr)
    res = result_def(VectorType)

    assembly_format = (
        "`(` $matrixA `,` $matrixB `,` $matrixC `)` attr-dict `:` "
        "`(` type($matrixA) `,` type($matrixB) `,` type($matrixC) `)` `->` type($res)"
    )


@irdl_op_definition
class DeviceAsyncCopyOp(_NVGPUOp):
    name = "nvgpu.device_async_copy"

    dst = operand_def(MemRefType)
    dstIndices = var_operand_def(INDEX)
    src = operand_def(MemRefType)
    srcIndices = var_operand_def(INDEX)
    dstElements = prop_def(IntegerAttr[IndexType])
    srcElements = opt_operand_def(INDEX)
    bypassL1 = opt_prop_def(UnitAttr)
    asyncToken = result_def(DeviceAsyncTokenType())

    irdl_options = (ParsePropInAttrDict(), AttrSizedOperandSegments(as_property=True))  # type: ignore[assignment]
    assembly_format = (
        "$src `[` $srcIndices `]` `,` $dst `[` $dstIndices `]` `,` $dstElements (`,` $srcElements^)? "
        "attr-dict `:` type($src) `to` type($dst)"
    )

    def verify_(self) -> None:
        # MLIR's verifier: bypassL1 (cp.async.cg) only for a 16-byte copy
        element = cast(MemRefType, self.dst.type).element_type
        bits = element.bitwidth if hasattr(element, "bitwidth") else 0  # pyright: ignore
        if self.bypassL1 is not None and bits * self.dstElements.value.data != 128:
            raise VerifyException(f"{self.name}: bypassL1 needs a 16-byte copy")


@irdl_op_definition
class DeviceAsyncCreateGroupOp(_NVGPUOp):
    name = "nvgpu.device_async_create_group"

    inputTokens = var_operand_def(DeviceAsyncTokenType())
    asyncToken = result_def(DeviceAsyncTokenType())

    assembly_format = "$inputTokens attr-dict"


@irdl_op_definition
class DeviceAsyncWaitOp(_NVGPUOp):
    name = "nvgpu.device_async_wait"

    asyncDependencies = operand_def(DeviceAsyncTokenType())
    numGroups = opt_prop_def(IntegerAttr[IntegerType])

    assembly_format = "$asyncDependencies attr-dict"


@irdl_op_definition
class MBarrierCreateOp(_NVGPUOp):
    name = "nvgpu.mbarrier.create"

    barriers = result_def(MBarrierGroupType)

    assembly_format = f"attr-dict `->` {_bars('barriers')}"


@irdl_op_definition
class MBarrierGetOp(_NVGPUOp):
    name = "nvgpu.mbarrier.get"

    barriers = operand_def(MBarrierGroupType)
    mbarId = operand_def(INDEX)
    mbarrierPointer = result_def(IntegerType)

    assembly_format = f"$barriers `[` $mbarId `]` attr-dict `:` {_bars('barriers')} `->` type($mbarrierPointer)"


@irdl_op_definition
class MBarrierInitOp(_NVGPUOp):
    name = "nvgpu.mbarrier.init"

    barriers = operand_def(MBarrierGroupType)
    count = operand_def(INDEX)
    mbarId = operand_def(INDEX)
    predicate = opt_operand_def(i1)

    assembly_format = (
        f"$barriers `[` $mbarId `]` `,` $count (`,` `predicate` `=` $predicate^)? attr-dict `:` {_bars('barriers')}"
    )


@irdl_op_definition
class MBarrierTestWaitOp(_NVGPUOp):
    name = "nvgpu.mbarrier.test.wait"

    barriers = operand_def(MBarrierGroupType)
    token = operand_def(MBarrierTokenType())
    mbarId = operand_def(INDEX)
    waitComplete = result_def(i1)

    assembly_format = f"$barriers `[` $mbarId `]` `,` $token attr-dict `:` {_bars('barriers')} `,` type($token)"


@irdl_op_definition
class MBarrierArriveOp(_NVGPUOp):
    name = "nvgpu.mbarrier.arrive"

    barriers = operand_def(MBarrierGroupType)
    mbarId = operand_def(INDEX)
    token = result_def(MBarrierTokenType())

    assembly_format = f"$barriers `[` $mbarId `]` attr-dict `:` {_bars('barriers')} `->` type($token)"


@irdl_op_definition
class MBarrierArriveNoCompleteOp(_NVGPUOp):
    name = "nvgpu.mbarrier.arrive.nocomplete"

    barriers = operand_def(MBarrierGroupType)
    mbarId = operand_def(INDEX)
    count = operand_def(INDEX)
    token = result_def(MBarrierTokenType())

    assembly_format = (
        f"$barriers `[` $mbarId `]` `,` $count attr-dict `:` {_bars('barriers')} `->` type($token)"
    )


@irdl_op_definition
class MBarrierArriveExpectTxOp(_NVGPUOp):
    name = "nvgpu.mbarrier.arrive.expect_tx"

    barriers = operand_def(MBarrierGroupType)
    txcount = operand_def(INDEX)
    mbarId = operand_def(INDEX)
    predicate = opt_operand_def(i1)

    assembly_format = (
        f"$barriers `[` $mbarId `]` `,` $txcount (`,` `predicate` `=` $predicate^)? attr-dict `:` {_bars('barriers')}"
    )


@irdl_op_definition
class MBarrierTryWaitParityOp(_NVGPUOp):
    name = "nvgpu.mbarrier.try_wait.parity"

    barriers = operand_def(MBarrierGroupType)
    phaseParity = operand_def(i1)
    ticks = operand_def(INDEX)
    mbarId = operand_def(INDEX)

    assembly_format = (
        f"$barriers `[` $mbarId `]` `,` $phaseParity `,` $ticks attr-dict `:` {_bars('barriers')}"
    )


@irdl_op_definition
class TmaFenceOp(_NVGPUOp):
    name = "nvgpu.tma.fence.descriptor"

    tensorMapDescriptor = operand_def(TensorMapDescriptorType)

    assembly_format = f"$tensorMapDescriptor attr-dict `:` {_map('tensorMapDescriptor')}"


@irdl_op_definition
class TmaPrefetchOp(_NVGPUOp):
    name = "nvgpu.tma.prefetch.descriptor"

    tensorMapDescriptor = operand_def(TensorMapDescriptorType)
    predicate = opt_operand_def(i1)

    assembly_format = (
        f"$tensorMapDescriptor (`,` `predicate` `=` $predicate^)? attr-dict `:` {_map('tensorMapDescriptor')}"
    )


@irdl_op_definition
class TmaAsyncLoadOp(_NVGPUOp):
    name = "nvgpu.tma.async.load"

    dst = operand_def(MemRefType)
    barriers = operand_def(MBarrierGroupType)
    tensorMapDescriptor = operand_def(TensorMapDescriptorType)
    coordinates = var_operand_def(INDEX)
    mbarId = operand_def(INDEX)
    multicastMask = opt_operand_def(i16)
    predicate = opt_operand_def(i1)

    irdl_options = (ParsePropInAttrDict(), AttrSizedOperandSegments(as_property=True))  # type: ignore[assignment]
    assembly_format = (
        "$tensorMapDescriptor `[` $coordinates `]` `,` $barriers `[` $mbarId `]` `to` $dst "
        "(`multicast_mask` `=` $multicastMask^)? (`,` `predicate` `=` $predicate^)? attr-dict `:` "
        f"{_map('tensorMapDescriptor')} `,` {_bars('barriers')} `->` type($dst)"
    )

    def verify_(self) -> None:
        _check_coordinates(self, len(self.coordinates))


@irdl_op_definition
class TmaAsyncStoreOp(_NVGPUOp):
    name = "nvgpu.tma.async.store"

    src = operand_def(MemRefType)
    tensorMapDescriptor = operand_def(TensorMapDescriptorType)
    coordinates = var_operand_def(INDEX)
    predicate = opt_operand_def(i1)

    irdl_options = (ParsePropInAttrDict(), AttrSizedOperandSegments(as_property=True))  # type: ignore[assignment]
    assembly_format = (
        "$src `to` $tensorMapDescriptor `[` $coordinates `]` (`,` `predicate` `=` $predicate^)? "
        f"attr-dict `:` type($src) `->` {_map('tensorMapDescriptor')}"
    )

    def verify_(self) -> None:
        _check_coordinates(self, len(self.coordinates))


# PTX's cp.async.bulk.tensor takes 1 to 5 coordinates (MLIR's verifier, kMaxTMATensorDimension).
MAX_TMA_DIMENSIONS = 5


def _check_coordinates(op: IRDLOperation, count: int) -> None:
    if not 1 <= count <= MAX_TMA_DIMENSIONS:
        raise VerifyException(f"{op.name} takes 1 to {MAX_TMA_DIMENSIONS} coordinates, got {count}")


@irdl_op_definition
class TmaCreateDescriptorOp(_NVGPUOp):
    """Host code (a runtime call encodes the descriptor): parsed beside the kernels, never
    lowered by this project."""

    name = "nvgpu.tma.create.descriptor"

    tensor = operand_def(UnrankedMemRefType)
    boxDimensions = var_operand_def(INDEX)
    tensorMap = result_def(TensorMapDescriptorType)

    assembly_format = (
        f"$tensor `box` `[` $boxDimensions `]` attr-dict `:` type($tensor) `->` {_map('tensorMap')}"
    )


@irdl_op_definition
class WarpgroupGenerateDescriptorOp(_NVGPUOp):
    name = "nvgpu.warpgroup.generate.descriptor"

    tensor = operand_def(MemRefType)
    tensorMap = operand_def(TensorMapDescriptorType)
    descriptor = result_def(WarpgroupMatrixDescriptorType)

    assembly_format = (
        f"$tensor `,` $tensorMap attr-dict `:` type($tensor) `,` {_map('tensorMap')} `->` {_desc('descriptor')}"
    )


@irdl_op_definition
class WarpgroupMmaOp(_NVGPUOp):
    name = "nvgpu.warpgroup.mma"

    descriptorA = operand_def(WarpgroupMatrixDescriptorType)
    descriptorB = operand_def(WarpgroupMatrixDescriptorType)
    waitGroup = opt_prop_def(IntegerAttr[IntegerType])  # MLIR's default: 1
    transposeA = opt_prop_def(UnitAttr)
    transposeB = opt_prop_def(UnitAttr)
    matrixC = operand_def(WarpgroupAccumulatorType)
    matrixD = result_def(WarpgroupAccumulatorType)

    assembly_format = (
        "$descriptorA `,` $descriptorB `,` $matrixC attr-dict `:` "
        f"{_desc('descriptorA')} `,` {_desc('descriptorB')} `,` {_acc('matrixC')} `->` {_acc('matrixD')}"
    )

    @property
    def wait_group(self) -> int:
        return 1 if self.waitGroup is None else self.waitGroup.value.data


@irdl_op_definition
class WarpgroupMmaStoreOp(_NVGPUOp):
    name = "nvgpu.warpgroup.mma.store"

    matrixD = operand_def(WarpgroupAccumulatorType)
    dstMemref = operand_def(MemRefType)

    assembly_format = f"$matrixD `,` $dstMemref attr-dict `:` {_acc('matrixD')} `to` type($dstMemref)"


@irdl_op_definition
class WarpgroupMmaInitAccumulatorOp(_NVGPUOp):
    name = "nvgpu.warpgroup.mma.init.accumulator"

    matrixC = result_def(WarpgroupAccumulatorType)

    assembly_format = f"attr-dict `->` {_acc('matrixC')}"


class RcpRoundingMode(StrEnum):
    """NVGPUOps.td's RcpRoundingMode."""

    APPROX = "approx"
    RN = "rn"
    RZ = "rz"
    RM = "rm"
    RP = "rp"


@irdl_attr_definition
class RcpRoundingModeAttr(EnumAttribute[RcpRoundingMode], SpacedOpaqueSyntaxAttribute):
    """`#nvgpu<rcp_rounding_mode approx>` (the generic form's property)."""

    name = "nvgpu.rcp_rounding_mode"


@irdl_op_definition
class RcpOp(_NVGPUOp):
    """`%r = nvgpu.rcp %v {rounding = approx, ftz} : vector<4xf32>`: each lane's reciprocal.
    As in MLIR, only the approximate, flush-to-zero form exists (its verifier's rule)."""

    name = "nvgpu.rcp"

    T: ClassVar = VarConstraint("T", VectorType.constr(Float32Type()))
    in_ = operand_def(T)
    rounding = prop_def(RcpRoundingModeAttr, default_value=RcpRoundingModeAttr(RcpRoundingMode.APPROX))
    ftz = opt_prop_def(UnitAttr)
    out = result_def(T)

    def __init__(self, value: SSAValue, rounding: RcpRoundingMode = RcpRoundingMode.APPROX, ftz: bool = True):
        properties: dict[str, Attribute] = {"rounding": RcpRoundingModeAttr(rounding)}
        if ftz:
            properties["ftz"] = UnitAttr()
        super().__init__(operands=[value], result_types=[value.type], properties=properties)

    def verify_(self) -> None:
        if self.rounding.data != RcpRoundingMode.APPROX or self.ftz is None:
            raise VerifyException(
                f"'{self.name}' op has a limitation. {self.rounding.data.value} or non-ftz is not supported yet."
            )

    @classmethod
    def parse(cls, parser: Parser) -> RcpOp:
        value = parser.parse_unresolved_operand()
        parser.parse_punctuation("{")
        parser.parse_keyword("rounding")
        parser.parse_punctuation("=")
        at = parser.pos
        word = parser.parse_identifier()
        if word not in set(RcpRoundingMode):
            parser.raise_error(f"expected one of {', '.join(RcpRoundingMode)}", at, parser.pos)
        ftz = False
        if parser.parse_optional_punctuation(",") is not None:
            parser.parse_keyword("ftz")
            ftz = True
        parser.parse_punctuation("}")
        attributes = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        value_type = parser.parse_type()
        op = cls(parser.resolve_operand(value, value_type), RcpRoundingMode(word), ftz)
        op.attributes.update(attributes)
        return op

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_operand(self.in_)
        # As MLIR's assembly format prints it: no space before `{`, two after `=`.
        printer.print_string(f"{{rounding =  {self.rounding.data.value}{', ftz' if self.ftz is not None else ''}}}")
        printer.print_op_attributes(self.attributes)
        printer.print_string(" : ")
        printer.print_attribute(self.out.type)


NVGPU = Dialect(
    "nvgpu",
    [
        RcpOp,
        LdMatrixOp,
        MmaSyncOp,
        DeviceAsyncCopyOp,
        DeviceAsyncCreateGroupOp,
        DeviceAsyncWaitOp,
        MBarrierCreateOp,
        MBarrierGetOp,
        MBarrierInitOp,
        MBarrierTestWaitOp,
        MBarrierArriveOp,
        MBarrierArriveNoCompleteOp,
        MBarrierArriveExpectTxOp,
        MBarrierTryWaitParityOp,
        TmaFenceOp,
        TmaPrefetchOp,
        TmaAsyncLoadOp,
        TmaAsyncStoreOp,
        TmaCreateDescriptorOp,
        WarpgroupGenerateDescriptorOp,
        WarpgroupMmaOp,
        WarpgroupMmaStoreOp,
        WarpgroupMmaInitAccumulatorOp,
    ],
    [
        DeviceAsyncTokenType,
        MBarrierTokenType,
        MBarrierGroupType,
        TensorMapDescriptorType,
        WarpgroupMatrixDescriptorType,
        WarpgroupAccumulatorType,
        RcpRoundingModeAttr,
    ],
)
