"""`vector` ops MLIR has and xDSL 0.74 lacks, with MLIR's syntax:

* `%v = vector.from_elements %a, %b : vector<2xi32>`: a vector of its operands, in order
  (row-major for an n-D vector);
* `%r = vector.contract {indexing_maps = [...], iterator_types = ["parallel", ..., "reduction"],
  kind = #vector.kind<add>} %lhs, %rhs, %acc : vector<4x4xf32>, vector<4x4xf32> into vector<4x4xf32>`:
  acc <kind> sum over the reduction dimensions of lhs * rhs, each operand indexed by its map;
* `%r = vector.gather %base[%i] [%idx], %mask, %pass : memref<..>, vector<8xi32>, vector<8xi1>,
  vector<8xf32> into vector<8xf32>`: lane k from `base[i + idx[k]]` where `mask[k]`, else
  `pass[k]`; `vector.scatter %base[%i] [%idx], %mask, %v : ...` stores the masked lanes there.
"""

from __future__ import annotations

from xdsl.dialects import vector
from xdsl.dialects.builtin import AffineMapAttr, ArrayAttr, IndexType, MemRefType, StringAttr, VectorType
from xdsl.ir import Attribute, Dialect
from xdsl.irdl import (
    AnyAttr,
    IRDLOperation,
    irdl_op_definition,
    operand_def,
    prop_def,
    result_def,
    traits_def,
    var_operand_def,
)
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.traits import Pure
from xdsl.utils.exceptions import VerifyException


@irdl_op_definition
class FromElementsOp(IRDLOperation):
    name = "vector.from_elements"
    elements = var_operand_def()
    result = result_def(VectorType)
    traits = traits_def(Pure())

    @classmethod
    def parse(cls, parser: Parser) -> FromElementsOp:
        names = parser.parse_optional_undelimited_comma_separated_list(
            parser.parse_optional_unresolved_operand, parser.parse_unresolved_operand
        ) or []
        attributes = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        location = parser.pos
        result_type = parser.parse_type()
        if not isinstance(result_type, VectorType):
            parser.raise_error("vector.from_elements makes a vector", location)
        element = result_type.get_element_type()
        values = [parser.resolve_operand(name, element) for name in names]
        return cls.create(operands=values, result_types=[result_type], attributes=attributes)

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_list(self.elements, printer.print_operand)
        printer.print_op_attributes(self.attributes)
        printer.print_string(" : ")
        printer.print_attribute(self.result.type)

    def verify_(self) -> None:
        assert isinstance(self.result.type, VectorType)
        count = self.result.type.element_count()
        if len(self.elements) != count:
            raise VerifyException(f"{self.name}: {len(self.elements)} elements for {self.result.type}")
        element = self.result.type.get_element_type()
        if any(e.type != element for e in self.elements):
            raise VerifyException(f"{self.name}: every element must be a {element}")


@irdl_op_definition
class ContractionOp(IRDLOperation):
    name = "vector.contract"
    lhs = operand_def(VectorType)
    rhs = operand_def(VectorType)
    acc = operand_def(AnyAttr())
    result = result_def(AnyAttr())
    indexing_maps = prop_def(ArrayAttr[AffineMapAttr])
    iterator_types = prop_def(ArrayAttr)
    kind = prop_def(vector.CombiningKindAttr)
    traits = traits_def(Pure())

    @classmethod
    def parse(cls, parser: Parser) -> ContractionOp:
        attributes = dict(parser.parse_optional_attr_dict())
        properties: dict[str, Attribute] = {}
        for name in ("indexing_maps", "iterator_types", "kind"):
            if name in attributes:
                properties[name] = attributes.pop(name)
        if "kind" not in properties:
            properties["kind"] = vector.CombiningKindAttr(vector.CombiningKindFlag.ADD)
        names = [parser.parse_unresolved_operand()]
        for _ in range(2):
            parser.parse_punctuation(",")
            names.append(parser.parse_unresolved_operand())
        attributes.update(parser.parse_optional_attr_dict())
        parser.parse_punctuation(":")
        location = parser.pos
        lhs_type = parser.parse_type()
        parser.parse_punctuation(",")
        rhs_type = parser.parse_type()
        parser.parse_keyword("into")
        result_type = parser.parse_type()
        values = parser.resolve_operands(names, [lhs_type, rhs_type, result_type], location)
        return cls.create(operands=values, result_types=[result_type], properties=properties, attributes=attributes)

    def print(self, printer: Printer) -> None:
        iterators = ArrayAttr([StringAttr(self.iterator_name(i)) for i in range(len(self.iterator_types))])
        printer.print_string(" ")
        printer.print_attr_dict(
            {"indexing_maps": self.indexing_maps, "iterator_types": iterators, "kind": self.kind, **self.attributes}
        )
        printer.print_string(" ")
        printer.print_list(self.operands, printer.print_operand)
        printer.print_string(" : ")
        printer.print_attribute(self.lhs.type)
        printer.print_string(", ")
        printer.print_attribute(self.rhs.type)
        printer.print_string(" into ")
        printer.print_attribute(self.result.type)

    def iterator_name(self, index: int) -> str:
        """`parallel` or `reduction` (MLIR prints the strings, its generic form
        `#vector.iterator_type<...>`)."""
        item = self.iterator_types.data[index]
        if isinstance(item, StringAttr):
            return item.data
        return str(getattr(item, "data", item)).removeprefix("IteratorType.").lower()

    def verify_(self) -> None:
        maps = [m.data for m in self.indexing_maps.data]
        if len(maps) != 3:
            raise VerifyException(f"{self.name} takes three indexing maps")
        names = [self.iterator_name(i) for i in range(len(self.iterator_types))]
        if any(n not in ("parallel", "reduction") for n in names):
            raise VerifyException(f"{self.name}: iterator types are parallel or reduction")
        shapes = [
            tuple(v.type.get_shape()) if isinstance(v.type, VectorType) else ()
            for v in (self.lhs, self.rhs, self.acc)
        ]
        for affine_map, shape in zip(maps, shapes, strict=True):
            if affine_map.num_dims != len(names) or len(affine_map.results) != len(shape):
                raise VerifyException(f"{self.name}: an indexing map does not match its operand")
        if self.acc.type != self.result.type:
            raise VerifyException(f"{self.name}: the accumulator must have the result's type")


def _check_lanes(op: IRDLOperation, indices: Attribute, mask: Attribute, values: Attribute) -> None:
    shapes = [t.get_shape() if isinstance(t, VectorType) else None for t in (indices, mask, values)]
    if shapes[0] is None or len(shapes[0]) != 1 or len(set(shapes)) != 1:
        raise VerifyException(f"{op.name}: the index, mask and value vectors must be 1-D of one length")


@irdl_op_definition
class GatherOp(IRDLOperation):
    """`%r = vector.gather %base[%offsets] [%indices], %mask, %pass_thru : memref<...>,
    vector<NxI>, vector<Nxi1>, vector<NxT> into vector<NxT>` (MLIR's op, 1-D here)."""

    name = "vector.gather"
    base = operand_def(MemRefType)
    offsets = var_operand_def(IndexType)
    indices = operand_def(VectorType)
    mask = operand_def(VectorType)
    pass_thru = operand_def(VectorType)
    result = result_def(VectorType)
    assembly_format = (
        "$base `[` $offsets `]` `[` $indices `]` `,` $mask `,` $pass_thru attr-dict `:` type($base) `,` "
        "type($indices) `,` type($mask) `,` type($pass_thru) `into` type($result)"
    )

    def verify_(self) -> None:
        _check_lanes(self, self.indices.type, self.mask.type, self.result.type)
        if self.pass_thru.type != self.result.type:
            raise VerifyException(f"{self.name}: the pass-through value must have the result's type")


@irdl_op_definition
class ScatterOp(IRDLOperation):
    """`vector.scatter %base[%offsets] [%indices], %mask, %value : memref<...>, vector<NxI>,
    vector<Nxi1>, vector<NxT>` (MLIR's op, 1-D here)."""

    name = "vector.scatter"
    base = operand_def(MemRefType)
    offsets = var_operand_def(IndexType)
    indices = operand_def(VectorType)
    mask = operand_def(VectorType)
    value = operand_def(VectorType)
    assembly_format = (
        "$base `[` $offsets `]` `[` $indices `]` `,` $mask `,` $value attr-dict `:` type($base) `,` "
        "type($indices) `,` type($mask) `,` type($value)"
    )

    def verify_(self) -> None:
        _check_lanes(self, self.indices.type, self.mask.type, self.value.type)


OPS: tuple[type[IRDLOperation], ...] = (FromElementsOp, ContractionOp, GatherOp, ScatterOp)


def with_missing_ops(base: Dialect) -> Dialect:
    """`base` (xDSL's vector dialect) plus the ops above it lacks (a later xDSL's own win)."""
    have = {op.name for op in base.operations}
    return Dialect(base.name, [*base.operations, *(op for op in OPS if op.name not in have)], list(base.attributes))


__all__ = ["ContractionOp", "FromElementsOp", "GatherOp", "ScatterOp", "with_missing_ops"]
