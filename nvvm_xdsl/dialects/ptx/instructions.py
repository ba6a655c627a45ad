"""PTX instructions as structure: one op per instruction family.

Each op keeps what the instruction means as properties (the PTX type, the modifiers, the
state space, the memory semantics and scope as enum attributes) and prints its own PTX line,
`assembly_line(names)`, given the names the printer chose for its registers.

Registers are typed SSA values. A source operand may instead be an immediate
(`immediates.py`): instruction selection decides which operands fold (PTX accepts a literal in
most source positions), so an op's sources are its register operands `srcs` interleaved with
the immediates `imms`, each `#ptx.imm<position class "text">` naming the source position it
takes. An immediate keeps its PTX spelling (`5`, `-1`, `0f3F800000`, `0x3C00` for
half-precision bits, a symbol such as `fmt`, a special register such as `%tid.x`) with the
register class it stands for: the spelling is the selector's decision (PTX has several for one
value) and the printer must not make it. The custom syntax (`syntax.py`) lists the sources as
PTX does: `ptx.arith add.s32 %r1, 5 : (!ptx.reg<b32>, b32) -> !ptx.reg<b32>`.

Side effects come from traits: computation is `Pure`, so xDSL's `cse` and `dce` apply; a load
reads memory (an ordered or volatile one also orders other accesses, which is modelled as a
write), a store writes.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import ClassVar

from xdsl.dialects.builtin import UNKNOWN_LOC, ArrayAttr, DenseArrayBase, IntAttr, StringAttr, UnitAttr, i32
from xdsl.dialects.utils import EnumAttribute
from xdsl.ir import Attribute, Operation, OpResult, SSAValue, SSAValues, Use
from xdsl.irdl import (
    AttrSizedOperandSegments,
    IRDLOperation,
    OptionalDef,
    ParsePropInAttrDict,
    irdl_attr_definition,
    irdl_op_definition,
    operand_def,
    opt_operand_def,
    opt_prop_def,
    prop_def,
    result_def,
    traits_def,
    var_operand_def,
    var_result_def,
)
from xdsl.traits import MemoryEffect, MemoryWriteEffect, Pure
from xdsl.utils.exceptions import VerifyException
from xdsl.utils.str_enum import StrEnum

from nvvm_xdsl.dialects.enum_syntax import AngledEnumAttr
from nvvm_xdsl.dialects.ptx.immediates import Imm, ImmAttr, imm_attr, interleave
from nvvm_xdsl.dialects.ptx.registers import REGISTER_BITS, RegType
from nvvm_xdsl.dialects.ptx.syntax import ACCESS, ACCESS_TYPES, ADDRESS, CUSTOM_DIRECTIVES, SOURCE_TYPES, SOURCES
from nvvm_xdsl.dialects.ptx.text import READS, WRITES

# The type suffixes of PTX instructions (`.s32`, `.f16x2`, ...).
PTX_TYPES = frozenset(
    {
        "pred", "b8", "b16", "b32", "b64", "b128", "u8", "u16", "u32", "u64", "s8", "s16", "s32", "s64",
        "f16", "f16x2", "bf16", "bf16x2", "f32", "f32x2", "f64", "tf32",
    }
)

# ---------------------------------------------------------------------------------------------
# Building ops cheaply
# ---------------------------------------------------------------------------------------------
# Selection builds thousands of instructions per kernel from a few dozen words (opcodes, types,
# modifiers): each distinct property value is built and verified once and shared, which is safe
# since attributes are immutable.


@lru_cache(maxsize=4096)
def word(text: str) -> StringAttr:
    """The `StringAttr` of an opcode, type, modifier or symbol."""
    return StringAttr(text)


@lru_cache(maxsize=1024)
def words(texts: tuple[str, ...]) -> ArrayAttr[StringAttr]:
    """A modifier list (`["lo"]`, `["rn", "ftz"]`) as one shared `ArrayAttr`."""
    return ArrayAttr(tuple(word(text) for text in texts))


@lru_cache(maxsize=64)
def segment_sizes(*sizes: int) -> DenseArrayBase:
    """`operandSegmentSizes` of an op with several operand groups (a store's base and values)."""
    return DenseArrayBase.from_list(i32, list(sizes))


# Per op class: the properties and attributes IRDL gives a default value when an op lacks them.
_DEFAULTS: dict[type[IRDLOperation], tuple[tuple[tuple[str, Attribute], ...], tuple[tuple[str, Attribute], ...]]] = {}


def _defaults(op_class: type[IRDLOperation]) -> tuple[tuple[tuple[str, Attribute], ...], tuple[tuple[str, Attribute], ...]]:
    op_def = op_class.get_irdl_definition()

    def filled_in(definitions: Mapping[str, object]) -> tuple[tuple[str, Attribute], ...]:
        return tuple(
            (name, default)
            for name, definition in definitions.items()
            if not isinstance(definition, OptionalDef) and (default := getattr(definition, "default_value", None)) is not None
        )

    found = _DEFAULTS[op_class] = (filled_in(op_def.properties), filled_in(op_def.attributes))
    return found


def init_flat(
    op: IRDLOperation,
    operands: Sequence[SSAValue],
    result_types: Sequence[Attribute],
    properties: dict[str, Attribute],
) -> None:
    """Initialise `op` from its operands and result types as flat lists, as the generic parser
    does (`Operation.create`). IRDL's builder would derive the same lists from per-definition
    groups at several times the cost; the verifier checks the groups' sizes and types all the
    same. An op with several variadic operand groups passes `operandSegmentSizes` itself.

    Selection builds thousands of these, each new: the fields `Operation.__init__` and
    `IRDLOperation.__post_init__` would set (operands with their uses, results, the default
    properties, no attributes, regions or successors, an unknown location) are set here in
    one pass. `properties` is a dict the caller built for this op and hands over."""
    state = op.__dict__
    if state:  # an op initialised again: the setters drop its old uses
        Operation.__init__(op, operands=operands, result_types=result_types, properties=properties)
        return
    values = SSAValues(operands)
    uses: list[Use] = []
    for index, value in enumerate(values):
        use = Use(op, index)
        first = value.first_use
        if first is not None:
            use._next_use = first  # pyright: ignore[reportPrivateUsage]
            first._prev_use = use  # pyright: ignore[reportPrivateUsage]
        value.first_use = use
        uses.append(use)
    state["_operands"] = values
    state["_operand_uses"] = tuple(uses)
    state["results"] = SSAValues([OpResult(result_type, op, index) for index, result_type in enumerate(result_types)])
    defaults = _DEFAULTS.get(op.__class__) or _defaults(op.__class__)
    for name, default in defaults[0]:
        if name not in properties:
            properties[name] = default
    state["properties"] = properties
    state["attributes"] = dict(defaults[1])
    state["location"] = UNKNOWN_LOC
    state["regions"] = ()


# ---------------------------------------------------------------------------------------------
# Enumerations
# ---------------------------------------------------------------------------------------------


class StateSpace(StrEnum):
    """Where a memory access goes; `generic` prints no state space."""

    GENERIC = "generic"
    GLOBAL = "global"
    SHARED = "shared"
    SHARED_CLUSTER = "shared_cluster"
    LOCAL = "local"
    CONST = "const"
    PARAM = "param"

    @property
    def suffix(self) -> str:
        """How an instruction names the space: `.global`, `.shared::cluster`, nothing for generic."""
        if self is StateSpace.GENERIC:
            return ""
        return ".shared::cluster" if self is StateSpace.SHARED_CLUSTER else f".{self.value}"

    @staticmethod
    def from_name(name: str) -> StateSpace:
        """The space PTX spells `name` (`global`, `shared::cluster`; empty for generic)."""
        return StateSpace.SHARED_CLUSTER if name == "shared::cluster" else StateSpace(name or "generic")


class MemorySemantics(StrEnum):
    """The memory-consistency qualifier of an access (PTX ISA 8.x, memory consistency model)."""

    WEAK = "weak"
    VOLATILE = "volatile"
    RELAXED = "relaxed"
    ACQUIRE = "acquire"
    RELEASE = "release"
    ACQ_REL = "acq_rel"


class MemoryScope(StrEnum):
    CTA = "cta"
    CLUSTER = "cluster"
    GPU = "gpu"
    SYS = "sys"


@dataclass(frozen=True)
class AccessOrder:
    """The semantics and scope of a memory access (`.volatile`, `.acquire.gpu`; none: weak)."""

    semantics: MemorySemantics | None = None
    scope: MemoryScope | None = None


PLAIN = AccessOrder()
VOLATILE = AccessOrder(MemorySemantics.VOLATILE)


@irdl_attr_definition
class StateSpaceAttr(AngledEnumAttr, EnumAttribute[StateSpace]):
    name = "ptx.space"


@irdl_attr_definition
class MemorySemanticsAttr(AngledEnumAttr, EnumAttribute[MemorySemantics]):
    name = "ptx.sem"


@irdl_attr_definition
class MemoryScopeAttr(AngledEnumAttr, EnumAttribute[MemoryScope]):
    name = "ptx.scope"


# ---------------------------------------------------------------------------------------------
# Immediates and sources
# ---------------------------------------------------------------------------------------------


Source = SSAValue | Imm


def split_sources(sources: Sequence[Source | Operation], properties: dict[str, Attribute]) -> list[SSAValue]:
    """The register operands for a list of sources; the immediates among them go into
    `properties` as `imms`."""
    registers: list[SSAValue] = []
    imms: list[tuple[int, str, str]] = []
    for position, source in enumerate(sources):
        if isinstance(source, Imm):
            imms.append((position, source.cls, source.text))
        else:
            registers.append(source if isinstance(source, SSAValue) else SSAValue.get(source))
    if imms:
        properties["imms"] = _imm_list(tuple(imms))
    return registers


@lru_cache(maxsize=4096)
def _imm_list(imms: tuple[tuple[int, str, str], ...]) -> ArrayAttr[ImmAttr]:
    """The `imms` of an op, built once per distinct list: the same few literal positions recur
    over a kernel, and a shared attribute also lets output verification check the signature
    of ops that have one once (`verification.memoized_op_verification` keys on identities)."""
    return ArrayAttr(tuple(imm_attr(position, cls, text) for position, cls, text in imms))


class InstructionOp(IRDLOperation, ABC):
    """A PTX instruction that prints as one line."""

    @abstractmethod
    def assembly_line(self, names: Mapping[SSAValue, str]) -> str:
        """The instruction as PTX, without indentation and `;`."""
        raise NotImplementedError()


# Per `SourcesOp` class: whether its sources are all of its operands (no base operand first).
_ONLY_SOURCES: dict[type[InstructionOp], bool] = {}


class SourcesOp(InstructionOp, ABC):
    """An instruction whose results are computed from sources (registers or immediates)."""

    srcs = var_operand_def(RegType)
    imms = opt_prop_def(ArrayAttr[ImmAttr])
    # How many sources the family takes (None: any number).
    ARITY: ClassVar[int | None] = None

    def sources(self) -> list[SSAValue | ImmAttr]:
        return interleave(self.srcs, self.imms)

    def source_registers(self) -> Sequence[SSAValue]:
        """`srcs`. Where they are all of the op's operands (every family but the memory
        accesses, whose base comes first) they are read as such, without the accessor's
        segment arithmetic: the printer asks once per instruction."""
        only_sources = _ONLY_SOURCES.get(type(self))
        if only_sources is None:
            only_sources = _ONLY_SOURCES[type(self)] = len(type(self).get_irdl_definition().operands) == 1
        if only_sources:
            return self._operands  # pyright: ignore[reportPrivateUsage]
        return self.srcs

    def source_texts(self, names: Mapping[SSAValue, str]) -> list[str]:
        registers = self.source_registers()
        # `imms` read without its accessor (a Python frame per read; the printer asks per op).
        imms: ArrayAttr[ImmAttr] | None = self.properties.get("imms")  # type: ignore[assignment]
        if imms is None:  # most instructions: registers only
            return [names[register] for register in registers]
        return [s.text.data if isinstance(s, ImmAttr) else names[s] for s in interleave(registers, imms)]

    def verify_sources(self) -> None:
        imms = self.imms
        count = len(self.source_registers()) + (len(imms.data) if imms is not None else 0)
        if self.ARITY is not None and count != self.ARITY:
            raise VerifyException(f"'{self.name}' takes {self.ARITY} sources, got {count}")
        if imms is None:  # most instructions: registers only, nothing else to check
            return
        positions = [imm.position.data for imm in imms.data]
        if len(set(positions)) != len(positions) or any(p >= count for p in positions):
            raise VerifyException("immediates must name distinct source positions of the op")

    def verify_(self) -> None:
        self.verify_sources()


def _check_type(type_name: str, what: str = "type") -> None:
    if type_name not in PTX_TYPES:
        raise VerifyException(f"unknown PTX {what} '.{type_name}'")


def _dotted(*parts: str) -> str:
    return ".".join(p for p in parts if p)


# ---------------------------------------------------------------------------------------------
# Computation
# ---------------------------------------------------------------------------------------------


@irdl_op_definition
class MovOp(SourcesOp):
    """`mov.b32 %r1, %r2` / `mov.b64 %rd1, fmt` / `mov.u32 %r1, %tid.x`."""

    name = "ptx.mov"
    type = prop_def(StringAttr)
    result = result_def(RegType)
    ARITY: ClassVar[int | None] = 1
    traits = traits_def(Pure())
    irdl_options = (ParsePropInAttrDict(),)
    assembly_format = f"custom<Word>($type) {SOURCES} attr-dict `:` {SOURCE_TYPES} `->` type($result)"
    custom_directives = CUSTOM_DIRECTIVES

    def __init__(self, type_name: str, source: Source | Operation, result: RegType):
        props: dict[str, Attribute] = {"type": word(type_name)}
        registers = split_sources([source], props)
        init_flat(self, registers, (result,), props)

    def verify_(self) -> None:
        _check_type(self.type.data)
        self.verify_sources()

    def assembly_line(self, names: Mapping[SSAValue, str]) -> str:
        return f"mov.{self.type.data} {names[self.result]}, {self.source_texts(names)[0]}"


def _bits(value: SSAValue) -> int:
    assert isinstance(value.type, RegType)
    return REGISTER_BITS[value.type.cls]


def _lane_list(names: Mapping[SSAValue, str], lanes: Sequence[SSAValue]) -> str:
    return "{" + ", ".join(names[lane] for lane in lanes) + "}"


def _verify_lanes(whole: SSAValue, lanes: Sequence[SSAValue], what: str) -> None:
    """Two or four lanes of one width that together fill `whole`."""
    if len(lanes) not in (2, 4):
        raise VerifyException(f"{what} takes two or four lanes, got {len(lanes)}")
    widths = {_bits(lane) for lane in lanes}
    if len(widths) != 1 or 1 in widths:
        raise VerifyException(f"the lanes of {what} are registers of one width (not predicates)")
    if widths.pop() * len(lanes) != _bits(whole):
        raise VerifyException(f"the lanes of {what} do not fill its {_bits(whole)}-bit register")


@irdl_op_definition
class PackOp(InstructionOp):
    """`mov.b32 %r1, {%rs1, %rs2}`: lanes side by side in one wider register, the first lane in
    the low bits (`mov.b64` of two b32 or four b16 lanes, `mov.b128` of two b64)."""

    name = "ptx.pack"
    lanes = var_operand_def(RegType)
    result = result_def(RegType)
    traits = traits_def(Pure())
    assembly_format = "$lanes attr-dict `:` functional-type($lanes, $result)"

    def __init__(self, lanes: Sequence[SSAValue | Operation], result: RegType):
        init_flat(self, [SSAValue.get(lane) for lane in lanes], (result,), {})

    def verify_(self) -> None:
        _verify_lanes(self.result, self.lanes, "ptx.pack")

    def assembly_line(self, names: Mapping[SSAValue, str]) -> str:
        return f"mov.b{_bits(self.result)} {names[self.result]}, {_lane_list(names, self.lanes)}"


@irdl_op_definition
class UnpackOp(InstructionOp):
    """`mov.b32 {%rs1, %rs2}, %r1`: a register split into its lanes, the low bits first."""

    name = "ptx.unpack"
    source = operand_def(RegType)
    lanes = var_result_def(RegType)
    traits = traits_def(Pure())
    assembly_format = "$source attr-dict `:` functional-type($source, $lanes)"

    def __init__(self, source: SSAValue | Operation, lanes: Sequence[RegType]):
        init_flat(self, (SSAValue.get(source),), lanes, {})

    def verify_(self) -> None:
        _verify_lanes(self.source, self.lanes, "ptx.unpack")

    def assembly_line(self, names: Mapping[SSAValue, str]) -> str:
        return f"mov.b{_bits(self.source)} {_lane_list(names, self.lanes)}, {names[self.source]}"


# Special registers whose value changes between two reads: clocks, the global timer and the
# performance-monitor counters.
COUNTER_REGISTERS = frozenset(
    {"%clock", "%clock_hi", "%clock64", "%globaltimer", "%globaltimer_lo", "%globaltimer_hi", *(f"%pm{i}" for i in range(8)), *(f"%pm{i}_64" for i in range(8))}
)


@irdl_op_definition
class ReadCounterOp(InstructionOp):
    """`mov.u64 %rd1, %clock64`: read a special register that changes on its own. Unlike a
    `ptx.mov` of `%tid.x`, two reads are two values, and a read is an event a program times
    (it stays where it is): it counts as a write."""

    name = "ptx.read_counter"
    type = prop_def(StringAttr)
    register = prop_def(StringAttr)
    result = result_def(RegType)
    traits = traits_def(MemoryWriteEffect())
    irdl_options = (ParsePropInAttrDict(),)
    assembly_format = "custom<Word>($type) $register attr-dict `:` type($result)"
    custom_directives = CUSTOM_DIRECTIVES

    def __init__(self, type_name: str, register: str, result: RegType):
        init_flat(self, (), (result,), {"type": word(type_name), "register": word(register)})

    def verify_(self) -> None:
        if self.register.data not in COUNTER_REGISTERS:
            raise VerifyException(f"'{self.register.data}' is not a clock, timer or counter register")
        if self.type.data not in ("u32", "u64"):
            raise VerifyException("a counter reads as .u32 or .u64")

    def assembly_line(self, names: Mapping[SSAValue, str]) -> str:
        return f"mov.{self.type.data} {names[self.result]}, {self.register.data}"


# Opcodes of `ptx.arith`: integer, logic, shift and floating-point computation.
ARITH_OPCODES = frozenset(
    {
        "add", "sub", "mul", "mad", "mul24", "mad24", "sad", "div", "rem", "abs", "neg", "min", "max",
        "popc", "clz", "bfind", "brev", "bfe", "bfi", "and", "or", "xor", "not", "cnot", "lop3", "shl", "shr",
        "shf", "prmt", "fma", "rcp", "sqrt", "rsqrt", "sin", "cos", "lg2", "ex2", "tanh", "copysign",
        "testp", "addc", "subc", "madc",
    }
)
ARITH_MODIFIERS = frozenset(
    {
        "lo", "hi", "wide", "cc", "rn", "rz", "rm", "rp", "ftz", "sat", "approx", "full", "relu", "NaN",
        "xorsign", "abs",
        "l", "r", "wrap", "clamp", "shiftamt", "finite", "infinite", "number", "notanumber", "normal",
        "subnormal", "f4e", "b4e", "rc8", "ecl", "ecr", "rc16",
    }
)


@irdl_op_definition
class ArithOp(SourcesOp):
    """Integer, logic, shift and floating-point computation: `add.s32 %r3, %r1, 5`,
    `mul.lo.s64`, `fma.rn.f32`, `shr.u32`; `opcode`, then `modifiers`, then the `type`."""

    name = "ptx.arith"
    opcode = prop_def(StringAttr)
    modifiers = prop_def(ArrayAttr[StringAttr], default_value=ArrayAttr(()))
    type = prop_def(StringAttr)
    result = result_def(RegType)
    traits = traits_def(Pure())
    irdl_options = (ParsePropInAttrDict(),)
    assembly_format = f"custom<Mnemonic>($opcode, $modifiers, $type) {SOURCES} attr-dict `:` {SOURCE_TYPES} `->` type($result)"
    custom_directives = CUSTOM_DIRECTIVES

    def __init__(
        self,
        opcode: str,
        type_name: str,
        sources: Sequence[Source | Operation],
        result: RegType,
        modifiers: Sequence[str] = (),
    ):
        props: dict[str, Attribute] = {
            "opcode": word(opcode),
            "type": word(type_name),
            "modifiers": words(tuple(modifiers)),
        }
        registers = split_sources(sources, props)
        init_flat(self, registers, (result,), props)

    def verify_(self) -> None:
        if self.opcode.data not in ARITH_OPCODES:
            raise VerifyException(f"'{self.opcode.data}' is not an arithmetic opcode of ptx.arith")
        for modifier in self.modifiers.data:
            if modifier.data not in ARITH_MODIFIERS:
                raise VerifyException(f"unknown modifier '.{modifier.data}'")
        _check_type(self.type.data)
        self.verify_sources()

    def mnemonic(self) -> str:
        return _dotted(self.opcode.data, *(m.data for m in self.modifiers.data), self.type.data)

    def assembly_line(self, names: Mapping[SSAValue, str]) -> str:
        return f"{self.mnemonic()} {', '.join([names[self.result], *self.source_texts(names)])}"


# `setp` comparisons: integer (signed, unsigned, bitwise) and float (ordered and `u` unordered).
COMPARISONS = frozenset(
    {"eq", "ne", "lt", "le", "gt", "ge", "lo", "ls", "hi", "hs", "equ", "neu", "ltu", "leu", "gtu", "geu", "num", "nan"}
)


@irdl_op_definition
class SetpOp(SourcesOp):
    """`setp.lt.s32 %p1, %r1, %r2`: compare two sources into a predicate."""

    name = "ptx.setp"
    cmp = prop_def(StringAttr)
    type = prop_def(StringAttr)
    result = result_def(RegType)
    ARITY: ClassVar[int | None] = 2
    traits = traits_def(Pure())
    irdl_options = (ParsePropInAttrDict(),)
    assembly_format = f"custom<Comparison>($cmp, $type) {SOURCES} attr-dict `:` {SOURCE_TYPES} `->` type($result)"
    custom_directives = CUSTOM_DIRECTIVES

    def __init__(self, cmp: str, type_name: str, lhs: Source | Operation, rhs: Source | Operation, result: RegType):
        props: dict[str, Attribute] = {"cmp": word(cmp), "type": word(type_name)}
        registers = split_sources([lhs, rhs], props)
        init_flat(self, registers, (result,), props)

    def verify_(self) -> None:
        if self.cmp.data not in COMPARISONS:
            raise VerifyException(f"unknown comparison '.{self.cmp.data}'")
        _check_type(self.type.data)
        assert isinstance(self.result.type, RegType)
        if self.result.type.cls != "pred":
            raise VerifyException("setp writes a predicate register")
        self.verify_sources()

    def assembly_line(self, names: Mapping[SSAValue, str]) -> str:
        return f"setp.{self.cmp.data}.{self.type.data} {', '.join([names[self.result], *self.source_texts(names)])}"


@irdl_op_definition
class SelpOp(SourcesOp):
    """`selp.b32 %r3, %r1, %r2, %p1`: the first source if the predicate holds, else the second."""

    name = "ptx.selp"
    type = prop_def(StringAttr)
    result = result_def(RegType)
    ARITY: ClassVar[int | None] = 3
    traits = traits_def(Pure())
    irdl_options = (ParsePropInAttrDict(),)
    assembly_format = f"custom<Word>($type) {SOURCES} attr-dict `:` {SOURCE_TYPES} `->` type($result)"
    custom_directives = CUSTOM_DIRECTIVES

    def __init__(
        self, type_name: str, if_true: Source | Operation, if_false: Source | Operation, cond: Source | Operation, result: RegType
    ):
        props: dict[str, Attribute] = {"type": word(type_name)}
        registers = split_sources([if_true, if_false, cond], props)
        init_flat(self, registers, (result,), props)

    def verify_(self) -> None:
        _check_type(self.type.data)
        self.verify_sources()

    def assembly_line(self, names: Mapping[SSAValue, str]) -> str:
        return f"selp.{self.type.data} {', '.join([names[self.result], *self.source_texts(names)])}"


CVT_MODIFIERS = frozenset({"rn", "rz", "rm", "rp", "rni", "rzi", "rmi", "rpi", "rna", "rs", "ftz", "sat", "relu", "satfinite"})


@irdl_op_definition
class CvtOp(SourcesOp):
    """`cvt.rn.f32.s32 %f1, %r1`: convert between types (`to_type` from `from_type`)."""

    name = "ptx.cvt"
    modifiers = prop_def(ArrayAttr[StringAttr], default_value=ArrayAttr(()))
    to_type = prop_def(StringAttr)
    from_type = prop_def(StringAttr)
    result = result_def(RegType)
    ARITY: ClassVar[int | None] = 1
    traits = traits_def(Pure())
    irdl_options = (ParsePropInAttrDict(),)
    assembly_format = f"custom<Conversion>($modifiers, $to_type, $from_type) {SOURCES} attr-dict `:` {SOURCE_TYPES} `->` type($result)"
    custom_directives = CUSTOM_DIRECTIVES

    def __init__(
        self, to_type: str, from_type: str, source: Source | Operation, result: RegType, modifiers: Sequence[str] = ()
    ):
        props: dict[str, Attribute] = {
            "to_type": word(to_type),
            "from_type": word(from_type),
            "modifiers": words(tuple(modifiers)),
        }
        registers = split_sources([source], props)
        init_flat(self, registers, (result,), props)

    def verify_(self) -> None:
        for modifier in self.modifiers.data:
            if modifier.data not in CVT_MODIFIERS:
                raise VerifyException(f"unknown cvt modifier '.{modifier.data}'")
        _check_type(self.to_type.data)
        _check_type(self.from_type.data)
        self.verify_sources()

    def assembly_line(self, names: Mapping[SSAValue, str]) -> str:
        mnemonic = _dotted("cvt", *(m.data for m in self.modifiers.data), self.to_type.data, self.from_type.data)
        return f"{mnemonic} {names[self.result]}, {self.source_texts(names)[0]}"


@irdl_op_definition
class CvtaOp(SourcesOp):
    """`cvta.local.u64 %rd2, %rd1` (state-space address to generic) or, with `to_space`,
    `cvta.to.global.u64` (generic to state-space address)."""

    name = "ptx.cvta"
    space = prop_def(StateSpaceAttr)
    to_space = opt_prop_def(UnitAttr)
    type = prop_def(StringAttr)
    result = result_def(RegType)
    ARITY: ClassVar[int | None] = 1
    traits = traits_def(Pure())
    irdl_options = (ParsePropInAttrDict(),)
    assembly_format = f"(`to` $to_space^)? custom<Keyword>($space) custom<Word>($type) {SOURCES} attr-dict `:` {SOURCE_TYPES} `->` type($result)"
    custom_directives = CUSTOM_DIRECTIVES

    def __init__(self, space: StateSpace, type_name: str, source: Source | Operation, result: RegType, to_space: bool = False):
        props: dict[str, Attribute] = {"space": _space_attr(space), "type": word(type_name)}
        if to_space:
            props["to_space"] = UnitAttr()
        registers = split_sources([source], props)
        init_flat(self, registers, (result,), props)

    def verify_(self) -> None:
        if self.space.data == StateSpace.GENERIC:
            raise VerifyException("cvta converts from or to a state space other than generic")
        if self.type.data not in ("u32", "u64"):
            raise VerifyException("cvta takes .u32 or .u64")
        self.verify_sources()

    def assembly_line(self, names: Mapping[SSAValue, str]) -> str:
        to = ".to" if self.to_space is not None else ""
        return f"cvta{to}{self.space.data.suffix}.{self.type.data} {names[self.result]}, {self.source_texts(names)[0]}"


# ---------------------------------------------------------------------------------------------
# Memory
# ---------------------------------------------------------------------------------------------


class AccessEffects(MemoryEffect):
    """A load reads and a store writes memory; a volatile or ordered access also orders the
    accesses around it, so it counts as a write (neither erased nor merged)."""

    @classmethod
    def get_effects(cls, op: Operation):
        assert isinstance(op, LdOp | StOp)
        return READS if isinstance(op, LdOp) and op.semantics is None else WRITES


class MemoryAccessOp(InstructionOp, ABC):
    """An access at `[base+offset]` or `[symbol+offset]` in one state space."""

    base = opt_operand_def(RegType)
    symbol = opt_prop_def(StringAttr)
    offset = prop_def(IntAttr, default_value=IntAttr(0))
    space = prop_def(StateSpaceAttr)
    semantics = opt_prop_def(MemorySemanticsAttr)
    scope = opt_prop_def(MemoryScopeAttr)
    type = prop_def(StringAttr)

    def verify_access(self) -> None:
        if (self.base is None) == (self.symbol is None):
            raise VerifyException("an access needs exactly one of a base register and a symbol")
        if self.base is not None:
            assert isinstance(self.base.type, RegType)
            if self.base.type.cls not in ("b32", "b64"):
                raise VerifyException("an address register is b32 or b64")
        if self.scope is not None and self.semantics is None:
            raise VerifyException("a scope needs relaxed, acquire or release semantics")
        if self.semantics is not None and self.semantics.data not in (MemorySemantics.VOLATILE, MemorySemantics.WEAK):
            if self.scope is None:
                raise VerifyException(f".{self.semantics.data} needs a scope")
        _check_type(self.type.data)

    def mnemonic(self, opcode: str, lanes: int) -> str:
        semantics = self.semantics.data if self.semantics is not None else ""
        scope = self.scope.data if self.scope is not None else ""
        vector = f"v{lanes}" if lanes > 1 else ""
        return _dotted(opcode, semantics, scope) + self.space.data.suffix + "." + _dotted(vector, self.type.data)

    def address(self, names: Mapping[SSAValue, str]) -> str:
        # One read of `base`: with several operand groups each read decodes their sizes.
        base_register = self.base
        base = names[base_register] if base_register is not None else self.symbol.data if self.symbol is not None else ""
        # PTX spells a negative displacement `+-4` (`[%rd1-4]` does not assemble).
        return f"[{base}+{self.offset.data}]" if self.offset.data else f"[{base}]"


def _access_properties(
    space: StateSpace,
    type_name: str,
    symbol: str | None,
    offset: int,
    order: AccessOrder,
) -> dict[str, Attribute]:
    props: dict[str, Attribute] = {"space": _space_attr(space), "type": word(type_name), "offset": _offset_attr(offset)}
    if symbol is not None:
        props["symbol"] = word(symbol)
    if order.semantics is not None:
        props["semantics"] = MemorySemanticsAttr(order.semantics)
    if order.scope is not None:
        props["scope"] = MemoryScopeAttr(order.scope)
    return props


@lru_cache(maxsize=16)
def _space_attr(space: StateSpace) -> StateSpaceAttr:
    return StateSpaceAttr(space)


@lru_cache(maxsize=1024)
def _offset_attr(offset: int) -> IntAttr:
    return IntAttr(offset)


@irdl_op_definition
class LdOp(MemoryAccessOp):
    """`ld.global.u32 %r1, [%rd1+4]`; several results load a vector (`ld.v2.f32 {%f1, %f2}, [..]`)."""

    name = "ptx.ld"
    res = var_result_def(RegType)
    traits = traits_def(AccessEffects())
    irdl_options = (ParsePropInAttrDict(),)
    assembly_format = f"{ACCESS} custom<Word>($type) {ADDRESS} attr-dict `:` functional-type($base, $res)"
    custom_directives = CUSTOM_DIRECTIVES

    def __init__(
        self,
        space: StateSpace,
        type_name: str,
        results: Sequence[RegType],
        *,
        base: SSAValue | None = None,
        symbol: str | None = None,
        offset: int = 0,
        order: AccessOrder = PLAIN,
    ):
        init_flat(
            self,
            (SSAValue.get(base),) if base is not None else (),
            results,
            _access_properties(space, type_name, symbol, offset, order),
        )

    def verify_(self) -> None:
        self.verify_access()
        if len(self.res) not in (1, 2, 4):
            raise VerifyException("a load has one result, or two or four for a vector")

    def assembly_line(self, names: Mapping[SSAValue, str]) -> str:
        dests = [names[r] for r in self.res]
        dest = dests[0] if len(dests) == 1 else "{" + ", ".join(dests) + "}"
        return f"{self.mnemonic('ld', len(dests))} {dest}, {self.address(names)}"


@irdl_op_definition
class StOp(MemoryAccessOp, SourcesOp):
    """`st.global.u32 [%rd1], %r1`; the stored values are sources (registers or immediates),
    several of them store a vector (`st.v4.b32 [%rd1], {%r1, %r2, %r3, %r4}`)."""

    name = "ptx.st"
    traits = traits_def(AccessEffects())
    irdl_options = (AttrSizedOperandSegments(as_property=True), ParsePropInAttrDict())
    assembly_format = f"{ACCESS} custom<Word>($type) {ADDRESS} `,` {SOURCES} attr-dict `:` {ACCESS_TYPES}"
    custom_directives = CUSTOM_DIRECTIVES

    def __init__(
        self,
        space: StateSpace,
        type_name: str,
        values: Sequence[Source | Operation],
        *,
        base: SSAValue | None = None,
        symbol: str | None = None,
        offset: int = 0,
        order: AccessOrder = PLAIN,
    ):
        props = _access_properties(space, type_name, symbol, offset, order)
        registers = split_sources(values, props)
        # Operands in definition order: the base (MemoryAccessOp's), then the values.
        bases = (SSAValue.get(base),) if base is not None else ()
        props[AttrSizedOperandSegments.attribute_name] = segment_sizes(len(bases), len(registers))
        init_flat(self, (*bases, *registers), (), props)

    def verify_(self) -> None:
        self.verify_access()
        self.verify_sources()
        if len(self.sources()) not in (1, 2, 4):
            raise VerifyException("a store takes one value, or two or four for a vector")

    def assembly_line(self, names: Mapping[SSAValue, str]) -> str:
        values = self.source_texts(names)
        value = values[0] if len(values) == 1 else "{" + ", ".join(values) + "}"
        return f"{self.mnemonic('st', len(values))} {self.address(names)}, {value}"


# Operations of `atom`.
ATOM_OPERATIONS = frozenset({"and", "or", "xor", "cas", "exch", "add", "inc", "dec", "min", "max"})


@irdl_op_definition
class AtomOp(MemoryAccessOp, SourcesOp):
    """A read-modify-write: `atom.acq_rel.gpu.global.add.u32 %r1, [%rd1], %r2`. `cas` takes the
    compared and the new value; several results make a vector atom
    (`atom.global.add.v4.f32 {%f1, ..}, [%rd1], {%f5, ..}`), `noftz` is the half-precision add's."""

    name = "ptx.atom"
    operation = prop_def(StringAttr)
    noftz = opt_prop_def(UnitAttr)
    res = var_result_def(RegType)
    traits = traits_def(MemoryWriteEffect())
    irdl_options = (AttrSizedOperandSegments(as_property=True), ParsePropInAttrDict())
    assembly_format = f"{ACCESS} custom<Word>($operation) (`noftz` $noftz^)? custom<Word>($type) {ADDRESS} `,` {SOURCES} attr-dict `:` {ACCESS_TYPES} `->` type($res)"
    custom_directives = CUSTOM_DIRECTIVES

    def __init__(
        self,
        space: StateSpace,
        operation: str,
        type_name: str,
        values: Sequence[Source | Operation],
        results: Sequence[RegType],
        *,
        base: SSAValue | None = None,
        symbol: str | None = None,
        offset: int = 0,
        order: AccessOrder = PLAIN,
        noftz: bool = False,
    ):
        props = _access_properties(space, type_name, symbol, offset, order)
        props["operation"] = word(operation)
        registers = split_sources(values, props)
        if noftz:
            props["noftz"] = UnitAttr()
        bases = (SSAValue.get(base),) if base is not None else ()
        props[AttrSizedOperandSegments.attribute_name] = segment_sizes(len(bases), len(registers))
        init_flat(self, (*bases, *registers), results, props)

    def verify_(self) -> None:
        self.verify_access()
        self.verify_sources()
        if self.operation.data not in ATOM_OPERATIONS:
            raise VerifyException(f"'{self.operation.data}' is not an atom operation")
        expected = 2 if self.operation.data == "cas" else 1
        if len(self.sources()) != expected * len(self.res):
            raise VerifyException(f"atom.{self.operation.data} takes {expected} value(s) per result")

    def assembly_line(self, names: Mapping[SSAValue, str]) -> str:
        semantics = self.semantics.data if self.semantics is not None else ""
        scope = self.scope.data if self.scope is not None else ""
        lanes = len(self.res)
        suffix = _dotted(self.operation.data, "noftz" if self.noftz is not None else "", f"v{lanes}" if lanes > 1 else "")
        mnemonic = _dotted("atom", semantics, scope) + self.space.data.suffix + f".{suffix}.{self.type.data}"
        dests = [names[r] for r in self.res]
        values = self.source_texts(names)
        if lanes > 1:
            return f"{mnemonic} {{{', '.join(dests)}}}, {self.address(names)}, {{{', '.join(values)}}}"
        return f"{mnemonic} {dests[0]}, {self.address(names)}, {', '.join(values)}"


# ---------------------------------------------------------------------------------------------
# Synchronization
# ---------------------------------------------------------------------------------------------


@irdl_op_definition
class BarOp(SourcesOp):
    """`bar.sync 0` or `bar.sync %r1, 128`: wait at barrier `id` until `count` threads (the whole
    CTA if absent) arrive; memory accesses do not move across it. With `non_aligned`,
    `barrier.sync` (the threads may reach it from different code)."""

    name = "ptx.bar"
    non_aligned = opt_prop_def(UnitAttr)
    traits = traits_def(MemoryWriteEffect())
    irdl_options = (ParsePropInAttrDict(),)
    assembly_format = f"{SOURCES} attr-dict `:` {SOURCE_TYPES}"
    custom_directives = CUSTOM_DIRECTIVES

    def __init__(self, barrier: Source | Operation, count: Source | Operation | None = None, aligned: bool = True):
        props: dict[str, Attribute] = {} if aligned else {"non_aligned": UnitAttr()}
        registers = split_sources([barrier] if count is None else [barrier, count], props)
        init_flat(self, registers, (), props)

    def verify_(self) -> None:
        self.verify_sources()
        if len(self.sources()) not in (1, 2):
            raise VerifyException("bar.sync takes a barrier and an optional thread count")

    def assembly_line(self, names: Mapping[SSAValue, str]) -> str:
        opcode = "barrier.sync " if self.non_aligned is not None else "bar.sync "
        return opcode + ", ".join(self.source_texts(names))


# ---------------------------------------------------------------------------------------------
# The dynamic stack: `alloca`, `stacksave` and `stackrestore` read or move the stack pointer,
# so each counts as a write (none is erased, merged with another or moved across the others).
# ---------------------------------------------------------------------------------------------


def _check_pointer_type(type_name: str, what: str) -> None:
    if type_name not in ("u32", "u64"):
        raise VerifyException(f"{what} takes .u32 or .u64")


@irdl_op_definition
class AllocaOp(SourcesOp):
    """`alloca.u64 %rd1, %rd2, 16`: `size` bytes on the stack, aligned to `align`; the result
    is a local-space address."""

    name = "ptx.alloca"
    type = prop_def(StringAttr)
    align = prop_def(IntAttr)
    result = result_def(RegType)
    ARITY: ClassVar[int | None] = 1
    traits = traits_def(MemoryWriteEffect())
    irdl_options = (ParsePropInAttrDict(),)
    assembly_format = f"custom<Word>($type) `align` custom<Integer>($align) {SOURCES} attr-dict `:` {SOURCE_TYPES} `->` type($result)"
    custom_directives = CUSTOM_DIRECTIVES

    def __init__(self, type_name: str, size: Source | Operation, align: int, result: RegType):
        props: dict[str, Attribute] = {"type": word(type_name), "align": IntAttr(align)}
        registers = split_sources([size], props)
        init_flat(self, registers, (result,), props)

    def verify_(self) -> None:
        _check_pointer_type(self.type.data, "alloca")
        align = self.align.data
        if align < 1 or align & (align - 1):
            raise VerifyException(f"alloca alignment must be a power of two, got {align}")
        self.verify_sources()

    def assembly_line(self, names: Mapping[SSAValue, str]) -> str:
        return f"alloca.{self.type.data} {names[self.result]}, {self.source_texts(names)[0]}, {self.align.data}"


class StackPointerOp(InstructionOp, ABC):
    """`stacksave` / `stackrestore`: the stack pointer as `.u32` or `.u64` (the address size)."""

    type = prop_def(StringAttr)
    traits = traits_def(MemoryWriteEffect())
    irdl_options = (ParsePropInAttrDict(),)
    custom_directives = CUSTOM_DIRECTIVES

    def verify_(self) -> None:
        _check_pointer_type(self.type.data, self.name.removeprefix("ptx."))

    def assembly_line(self, names: Mapping[SSAValue, str]) -> str:
        register: SSAValue = self.results[0] if self.results else self.operands[0]
        return f"{self.name.removeprefix('ptx.')}.{self.type.data} {names[register]}"


@irdl_op_definition
class StackSaveOp(StackPointerOp):
    """`stacksave.u64 %rd1`: the stack pointer, for a later `stackrestore`."""

    name = "ptx.stacksave"
    result = result_def(RegType)
    assembly_format = "custom<Word>($type) attr-dict `:` type($result)"

    def __init__(self, type_name: str, result: RegType):
        init_flat(self, (), (result,), {"type": word(type_name)})


@irdl_op_definition
class StackRestoreOp(StackPointerOp):
    """`stackrestore.u64 %rd1`: free what `alloca` took since the matching `stacksave`."""

    name = "ptx.stackrestore"
    pointer = operand_def(RegType)
    assembly_format = "custom<Word>($type) $pointer attr-dict `:` type($pointer)"

    def __init__(self, type_name: str, pointer: SSAValue | Operation):
        init_flat(self, (SSAValue.get(pointer),), (), {"type": word(type_name)})


INSTRUCTIONS: tuple[type[InstructionOp], ...] = (
    MovOp, PackOp, UnpackOp, ReadCounterOp, ArithOp, SetpOp, SelpOp, CvtOp, CvtaOp, LdOp, StOp, AtomOp, BarOp,
    AllocaOp, StackSaveOp, StackRestoreOp,
)
INSTRUCTION_ATTRIBUTES: tuple[type[Attribute], ...] = (ImmAttr, StateSpaceAttr, MemorySemanticsAttr, MemoryScopeAttr)
