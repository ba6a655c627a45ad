"""`nvvm.atomicrmw`, the PTX `atom` op of NVIDIA's LLVM 23 NVVM dialect (CuTe DSL 4.8 emits it for
every `cute.arch.atomic_*`); not in llvm-project's NVVMOps.td, so not in the op table:

    %old = nvvm.atomicrmw max %ptr, %a : !llvm.ptr<1>, i32
    %old = nvvm.atomicrmw cas %ptr, %cmp, %new {memOrder = #nvvm.mem_order<acquire>, syncscope = #nvvm.mem_scope<cta>} : !llvm.ptr<3>, i32, i32

(one type per operand, as CuTe prints it; `: !llvm.ptr<3>, i32` for a `cas` is read too).

The kind is PTX's (`and or xor cas exch add inc dec min max umin umax fadd sub`); the memory
order and scope are PTX's too, and absent they are PTX's defaults (`.relaxed`, `.gpu`). It
means what `llvm.atomicrmw` (or, for `cas`, `llvm.cmpxchg`) with that ordering and sync scope
means, and is selected as that (`backend/atomics.py`). Registered into `nvvm` by the universe.
"""

from __future__ import annotations

from xdsl.dialects.builtin import StringAttr
from xdsl.dialects.llvm import LLVMPointerType
from xdsl.ir import Attribute
from xdsl.irdl import IRDLOperation, irdl_op_definition, operand_def, opt_operand_def, prop_def, result_def
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.utils.exceptions import VerifyException

from nvvm_xdsl.dialects.llvm_ext.atomics import AtomicBinOp, AtomicOrdering

# PTX's atom operations as llvm.atomicrmw's (cas is cmpxchg's).
KINDS: dict[str, AtomicBinOp | None] = {
    "and": AtomicBinOp.AND,
    "or": AtomicBinOp.OR,
    "xor": AtomicBinOp.XOR,
    "cas": None,
    "exch": AtomicBinOp.XCHG,
    "add": AtomicBinOp.ADD,
    "inc": AtomicBinOp.UINC_WRAP,
    "dec": AtomicBinOp.UDEC_WRAP,
    "min": AtomicBinOp.MIN,
    "max": AtomicBinOp.MAX,
    "umin": AtomicBinOp.UMIN,
    "umax": AtomicBinOp.UMAX,
    "fadd": AtomicBinOp.FADD,
    "sub": AtomicBinOp.SUB,
}
# NVVM's memory orders (`#nvvm.mem_order<...>`) as LLVM orderings; none is PTX's relaxed.
ORDERS = {
    "relaxed": AtomicOrdering.MONOTONIC,
    "weak": AtomicOrdering.MONOTONIC,
    "acquire": AtomicOrdering.ACQUIRE,
    "release": AtomicOrdering.RELEASE,
    "acq_rel": AtomicOrdering.ACQ_REL,
    "sc": AtomicOrdering.SEQ_CST,
}
# NVVM's scopes (`#nvvm.mem_scope<...>`) as LLVM sync scopes; none is PTX's .gpu.
SCOPES = {"cta": "block", "cluster": "cluster", "gpu": "device", "sys": ""}


def _keyword(attr: Attribute | None) -> str | None:
    """`relaxed` of `#nvvm.mem_order<relaxed>` (however the attribute was read)."""
    if attr is None:
        return None
    text = str(attr)
    return text[text.index("<") + 1 : text.rindex(">")].strip() if "<" in text else text


@irdl_op_definition
class NVVMAtomicRMWOp(IRDLOperation):
    name = "nvvm.atomicrmw"

    ptr = operand_def(LLVMPointerType)
    a = operand_def()
    b = opt_operand_def()
    op = prop_def(StringAttr)
    res = result_def()

    @property
    def kind(self) -> str:
        return self.op.data

    def ordering(self) -> AtomicOrdering:
        return ORDERS[_keyword(self.attributes.get("memOrder")) or "relaxed"]

    def syncscope(self) -> str:
        return SCOPES[_keyword(self.attributes.get("syncscope")) or "gpu"]

    def verify_(self) -> None:
        if self.kind not in KINDS:
            raise VerifyException(f"'{self.name}' op unknown atomic operation '{self.kind}'")
        if (self.b is not None) != (self.kind == "cas"):
            raise VerifyException(f"'{self.name}' op 'cas' takes two values, every other operation one")
        order = _keyword(self.attributes.get("memOrder"))
        if order is not None and order not in ORDERS:
            raise VerifyException(f"'{self.name}' op memory order '{order}' has no atom form")
        scope = _keyword(self.attributes.get("syncscope"))
        if scope is not None and scope not in SCOPES:
            raise VerifyException(f"'{self.name}' op unknown scope '{scope}'")
        if self.res.type != self.a.type:
            raise VerifyException(f"'{self.name}' op result type {self.res.type} must be the value's {self.a.type}")

    @classmethod
    def parse(cls, parser: Parser) -> NVVMAtomicRMWOp:
        kind = parser.parse_identifier()
        operands = [parser.parse_unresolved_operand()]
        while parser.parse_optional_punctuation(",") is not None:
            operands.append(parser.parse_unresolved_operand())
        attributes = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        types = [parser.parse_type()]
        while parser.parse_optional_punctuation(",") is not None:
            types.append(parser.parse_type())
        if len(types) == 2 and len(operands) > 2:
            types += [types[1]] * (len(operands) - 2)  # one value type for both of cas's values
        value_type = types[1] if len(types) > 1 else types[0]
        resolved = parser.resolve_operands(operands, types, parser.pos)
        return cls.create(
            operands=resolved,
            result_types=[value_type],
            properties={"op": StringAttr(kind)},
            attributes=attributes,
        )

    def print(self, printer: Printer) -> None:
        printer.print_string(f" {self.kind} ")
        printer.print_list(self.operands, printer.print_operand)
        printer.print_op_attributes(self.attributes)
        printer.print_string(" : ")
        printer.print_list([operand.type for operand in self.operands], printer.print_attribute)
