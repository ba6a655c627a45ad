"""NVIDIA's own NVVM ops that CuTe DSL 4.8's `cute.arch` wrappers emit and llvm-project's
NVVMOps.td lacks (LLVM 23's NVVM dialect as NVIDIA ships it), as CuTe prints them:

    %v = nvvm.load.ext %p {cacheModifier = #nvvm.load_cache_modifier_ext<cg>} : !llvm.ptr<1> -> f32
    nvvm.store.ext %v, %p {order = #nvvm.mem_order<release>, scope = #nvvm.mem_scope<cta>} : f32, !llvm.ptr<1>
    nvvm.red %p, %v {memOrder = #nvvm.mem_order<relaxed>, memScope = #nvvm.mem_scope<gpu>, op = #nvvm.red_op<add>, type = #nvvm.red_type<f32>} : !llvm.ptr<1>, f32
    %r = nvvm.fma.packed.f32x2 %a, %b, %c {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf32>, vector<2xf32>, vector<2xf32> -> vector<2xf32>
    nvvm.barrier.cta.arrive %id, %count : i32, i32

One syntax for all: the operands, the attribute dictionary, `:` the operands' types, then
`->` the result's. Their structure (operand and attribute names, which are optional, the enum
keywords) is the one CuTe's bundled MLIR's Python bindings give (`tools/nvvm_bindings_dump.py`
prints it); the attributes stay in the dictionary, as `nvvm.atomicrmw`'s do. Registered into
`nvvm` by the universe; selected by `backend/isel_cute_ext.py`.
"""

from __future__ import annotations

from typing import ClassVar

from xdsl.dialects.builtin import IntegerAttr, IntegerType, VectorType, f32, i1
from xdsl.dialects.llvm import LLVMPointerType
from xdsl.ir import Attribute
from xdsl.irdl import IRDLOperation, irdl_op_definition, operand_def, opt_operand_def, result_def
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.utils.exceptions import VerifyException

from nvvm_xdsl.dialects.nvvm_ods_ops import enum_attr

# The enum attributes these ops use that the NVVMOps.td table has no row for, with CuTe's
# keywords (its `cutlass._mlir.dialects._nvvm_enum_gen`).
RedOpAttr = enum_attr("nvvm.red_op", ("and", "or", "xor", "add", "inc", "dec", "min", "max"))
RedTypeAttr = enum_attr(
    "nvvm.red_type", ("b32", "b64", "u32", "u64", "s32", "s64", "f32", "f64", "f16", "f16x2", "bf16", "bf16x2")
)
EvictKindAttr = enum_attr(
    "nvvm.evict_kind", ("evict_normal", "evict_first", "evict_last", "evict_unchanged", "evict_no_allocate", "none")
)
L2PrefetchAttr = enum_attr("nvvm.l2_prefetch", ("none", "reserved", "size_64b", "size_128b", "size_256b"))
LoadCacheModifierExtAttr = enum_attr("nvvm.load_cache_modifier_ext", ("ca", "cg", "cs", "lu", "cv", "none"))
StoreCacheModifierAttr = enum_attr("nvvm.store_cache_modifier", ("wb", "cg", "cs", "wt", "none"))
CUTE_EXT_ATTRS = [RedOpAttr, RedTypeAttr, EvictKindAttr, L2PrefetchAttr, LoadCacheModifierExtAttr, StoreCacheModifierAttr]


def keyword(attr: Attribute | None) -> str | None:
    """`relaxed` of `#nvvm.mem_order<relaxed>`; None when absent."""
    if attr is None:
        return None
    data: object = getattr(attr, "data", None)
    return str(getattr(data, "value", data))


def _is_bool(value: Attribute | None) -> bool:
    return isinstance(value, IntegerAttr) and value.type == i1


class _CuteExtOp(IRDLOperation):
    """`operands attr-dict : operand types (-> result type)?` with the attributes CuTe names."""

    ATTRIBUTES: ClassVar[dict[str, str]] = {}
    """Attribute name -> its enum attribute's name (`BoolAttr` for a flag)."""
    REQUIRED: ClassVar[tuple[str, ...]] = ()

    def attr(self, name: str) -> str | None:
        return keyword(self.attributes.get(name))

    def flag(self, name: str) -> bool:
        value = self.attributes.get(name)
        return _is_bool(value) and value.value.data != 0  # type: ignore[union-attr]

    def verify_(self) -> None:
        for name in self.REQUIRED:
            if name not in self.attributes:
                raise VerifyException(f"'{self.name}' op requires attribute '{name}'")
        for name, value in self.attributes.items():
            expected = self.ATTRIBUTES.get(name)
            if expected is None:
                continue
            actual = "BoolAttr" if _is_bool(value) else getattr(value, "name", "")
            if actual != expected:
                raise VerifyException(f"'{self.name}' op attribute '{name}' must be #{expected}, got {value}")

    @classmethod
    def parse(cls, parser: Parser) -> _CuteExtOp:
        operands = [parser.parse_unresolved_operand()]
        while parser.parse_optional_punctuation(",") is not None:
            operands.append(parser.parse_unresolved_operand())
        attributes = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        types = [parser.parse_type()]
        while parser.parse_optional_punctuation(",") is not None:
            types.append(parser.parse_type())
        result_types = [parser.parse_type()] if parser.parse_optional_punctuation("->") is not None else []
        resolved = parser.resolve_operands(operands, types, parser.pos)
        return cls.create(operands=resolved, result_types=result_types, attributes=attributes)

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_list(self.operands, printer.print_operand)
        printer.print_op_attributes(self.attributes)
        printer.print_string(" : ")
        printer.print_list([operand.type for operand in self.operands], printer.print_attribute)
        if self.results:
            printer.print_string(" -> ")
            printer.print_attribute(self.results[0].type)


_ORDER_SCOPE = {"order": "nvvm.mem_order", "scope": "nvvm.mem_scope", "evict": "nvvm.evict_kind",
                "sharedSpace": "nvvm.shared_space"}


@irdl_op_definition
class LoadExtOp(_CuteExtOp):
    """`ld` with its memory order and scope, cache operator, L1 eviction priority and L2 prefetch
    size (`cute.arch.load`)."""

    name = "nvvm.load.ext"
    addr = operand_def(LLVMPointerType)
    l2CacheHint = opt_operand_def(IntegerType(64))
    res = result_def()
    ATTRIBUTES: ClassVar[dict[str, str]] = {
        **_ORDER_SCOPE, "prefetch": "nvvm.l2_prefetch", "cacheModifier": "nvvm.load_cache_modifier_ext",
        "unified": "BoolAttr",
    }


@irdl_op_definition
class StoreExtOp(_CuteExtOp):
    """`st` with its memory order and scope, cache operator and L1 eviction priority
    (`cute.arch.store`)."""

    name = "nvvm.store.ext"
    value = operand_def()
    addr = operand_def(LLVMPointerType)
    l2CacheHint = opt_operand_def(IntegerType(64))
    ATTRIBUTES: ClassVar[dict[str, str]] = {**_ORDER_SCOPE, "cacheModifier": "nvvm.store_cache_modifier"}


@irdl_op_definition
class RedOp(_CuteExtOp):
    """PTX `red`: `*a = *a op b`, nothing returned (`cute.arch.red`)."""

    name = "nvvm.red"
    a = operand_def(LLVMPointerType)
    b = operand_def()
    cacheHint = opt_operand_def(IntegerType(64))
    ATTRIBUTES: ClassVar[dict[str, str]] = {
        "memOrder": "nvvm.mem_order", "memScope": "nvvm.mem_scope", "op": "nvvm.red_op", "type": "nvvm.red_type",
    }
    REQUIRED: ClassVar[tuple[str, ...]] = ("op", "type")


class _PackedF32x2Op(_CuteExtOp):
    """`add|sub|mul|fma{.rnd}{.ftz}.f32x2` on `vector<2xf32>` (sm_100)."""

    OPCODE: ClassVar[str] = ""
    ATTRIBUTES: ClassVar[dict[str, str]] = {"rnd": "nvvm.fp_rnd_mode", "ftz": "BoolAttr"}

    def verify_(self) -> None:
        super().verify_()
        pair = VectorType(f32, [2])
        if any(t != pair for t in [*self.operand_types, *self.result_types]):
            raise VerifyException(f"'{self.name}' op operands and result must be vector<2xf32>")


class _BinaryPackedF32x2Op(_PackedF32x2Op):
    """The two-operand ones (the fma adds `srcC`, so it declares all three: xDSL would put an
    operand a subclass adds before the inherited ones)."""

    srcA = operand_def()
    srcB = operand_def()
    res = result_def()


@irdl_op_definition
class AddPackedF32x2Op(_BinaryPackedF32x2Op):
    name = "nvvm.add.packed.f32x2"
    OPCODE: ClassVar[str] = "add"


@irdl_op_definition
class SubPackedF32x2Op(_BinaryPackedF32x2Op):
    name = "nvvm.sub.packed.f32x2"
    OPCODE: ClassVar[str] = "sub"


@irdl_op_definition
class MulPackedF32x2Op(_BinaryPackedF32x2Op):
    name = "nvvm.mul.packed.f32x2"
    OPCODE: ClassVar[str] = "mul"


@irdl_op_definition
class FmaPackedF32x2Op(_PackedF32x2Op):
    name = "nvvm.fma.packed.f32x2"
    OPCODE: ClassVar[str] = "fma"
    srcA = operand_def()
    srcB = operand_def()
    srcC = operand_def()
    res = result_def()


@irdl_op_definition
class BarrierCtaArriveOp(_CuteExtOp):
    """`barrier.cta.arrive{.aligned} id, count` (`cute.arch.barrier_arrive(aligned=False)`)."""

    name = "nvvm.barrier.cta.arrive"
    barrierId = operand_def(IntegerType(32))
    threadCount = operand_def(IntegerType(32))
    ATTRIBUTES: ClassVar[dict[str, str]] = {"aligned": "BoolAttr"}


CUTE_EXT_OPS = [LoadExtOp, StoreExtOp, RedOp, AddPackedF32x2Op, SubPackedF32x2Op, MulPackedF32x2Op, FmaPackedF32x2Op,
                BarrierCtaArriveOp]
