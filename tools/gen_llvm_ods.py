"""Generate `nvvm_xdsl/dialects/llvm_ods_table.py` from MLIR's ODS for the llvm dialect.

Run at development time (MLIR's tools are not needed at run time):

    I=$(llvm-config-22 --includedir)
    for td in LLVMOps NVVMOps; do
      llvm-tblgen-22 --dump-json -I $I $I/mlir/Dialect/LLVMIR/$td.td -o /tmp/$td.json
    done
    python tools/gen_llvm_ods.py /tmp/LLVMOps.json /tmp/NVVMOps.json -o nvvm_xdsl/dialects/llvm_ods_table.py

(Debian's `mlir-tblgen-22` has no `--dump-json`; `llvm-tblgen-22` reads the same records.)
The table lists, for every op of LLVMOps.td and NVVMOps.td, each inherent attribute or property: its name, how
MLIR stores it (the kinds below), the enum it takes its values from, and its default value.
`nvvm_xdsl/dialects/llvm_ods.py` applies it to every llvm and nvvm op the generic parser builds.
"""

from __future__ import annotations

import argparse
import json
import pprint
import re
import subprocess
from pathlib import Path
from typing import Any

Record = dict[str, Any]


def _ref(value: Any) -> str | None:
    return value["def"] if isinstance(value, dict) and value.get("kind") == "def" else None


class Generator:
    def __init__(self, records: Record) -> None:
        self.records = records
        self.enums: dict[str, dict[str, Any]] = {}
        # Enum infos by the C++ class name they generate (`CConv`, `AtomicOrdering`).
        self.enum_by_class: dict[str, str] = {}
        for name in records["!instanceof"].get("EnumAttrInfo", []):
            rec = records[name]
            self.enum_by_class[rec.get("className") or name] = name
        # Attribute definitions by their C++ class (`::mlir::LLVM::CConvAttr`).
        self.attr_def_by_cpp: dict[str, str] = {}
        for name in records["!instanceof"].get("AttrDef", []):
            cpp = records[name].get("cppType")
            if isinstance(cpp, str):
                self.attr_def_by_cpp[cpp.strip()] = name

    def enum(self, name: str) -> str:
        """Record the enum `name` (an EnumAttrInfo) in the table; returns its key."""
        if name not in self.enums:
            rec = self.records[name]
            bit = "BitEnumAttr" in rec["!superclasses"] or "BitEnumBase" in rec["!superclasses"]
            cases = []
            for case in rec["enumerants"]:
                c = self.records[_ref(case)]
                cases.append((c["symbol"], c["str"], int(c["value"])))
            self.enums[name] = {"bit": bit, "cases": tuple(cases)}
        return name

    def default_value(self, text: Any, enum: str | None) -> Any:
        if text is None or text == "None":
            return None
        text = str(text).strip().strip('"')
        if enum is not None:
            if text == "{}":
                return 0
            symbol = text.rsplit("::", 1)[-1]
            for sym, _, value in self.enums[enum]["cases"]:
                if sym == symbol:
                    return value
            raise ValueError(f"default {text!r} not a case of {enum}")
        if text in ("true", "false"):
            return text == "true"
        if re.fullmatch(r"-?\d+", text):
            return int(text)
        return text

    def attr_form(self, adef: Record) -> str | None:
        """How an attribute definition is written around its keywords: `#llvm.fastmath<{}>` for
        a `<$value>` format, `#nvvm<shfl_kind {}>` for a bare `$value`."""
        mnemonic = adef.get("mnemonic")
        dialect_ref = _ref(adef.get("dialect"))
        if not mnemonic or dialect_ref is None:
            return None
        dialect = self.records[dialect_ref]["name"]
        if "`<`" in str(adef.get("assemblyFormat") or "`<`"):
            return f"#{dialect}.{mnemonic}<{{}}>"
        return f"#{dialect}<{mnemonic} {{}}>"

    def describe(self, name: str, constraint: str, dialect: str) -> dict[str, Any]:
        rec = self.records[constraint]
        supers = rec["!superclasses"]
        optional = False
        # OptionalAttr / DefaultValuedAttr / DefaultValuedOptionalAttr wrap a base attribute. Only
        # the outermost default counts: `OptionalAttr<DefaultValuedAttr<...>>` prints its default.
        default = rec.get("defaultValue") if _ref(rec.get("baseAttr")) is not None else None
        while (base := _ref(rec.get("baseAttr"))) is not None:
            optional = optional or str(rec.get("isOptional")) == "1"
            rec = self.records[base]
            supers = rec["!superclasses"]
            constraint = base
        entry: dict[str, Any] = {"kind": "other", "optional": optional}
        enum = None
        if "Property" in supers:
            entry["optional"] = False
            default = rec.get("defaultValue")
            if (enum_rec := _ref(rec.get("enum"))) is not None:
                enum = self.enum(enum_rec)
                entry.update(kind="prop_enum", enum=enum, width=32)
                if "NamedEnumPropWithAttrForm" in supers:
                    # The attribute form belongs to the dialect the op's properties come from.
                    entry["form"] = f"#{dialect}.{rec['mnemonic']}<{{}}>"
        elif "EnumAttrInfo" in supers:
            enum = self.enum(constraint)
            entry.update(kind="int_enum", enum=enum, width=int(rec.get("width") or 64))
            if default is None and rec.get("defaultValue") not in (None, "None"):
                default = rec["defaultValue"]
        elif "UnitAttr" in supers or constraint == "UnitAttr":
            entry.update(kind="unit", optional=True)
            default = None
        elif constraint == "BoolAttr":
            entry.update(kind="bool")
        elif re.fullmatch(r"(I|SI|UI)(\d+)Attr", constraint) or (
            rec.get("storageType", "").strip() == "::mlir::IntegerAttr" and _ref(rec.get("valueType"))
        ):
            width = _ref(rec.get("valueType")) or constraint
            entry.update(kind="int", width=int(re.sub(r"\D", "", width) or 64))
        else:
            storage = str(rec.get("storageType", "")).strip()
            attr_def = self.attr_def_by_cpp.get(storage)
            if attr_def is not None:
                adef = self.records[attr_def]
                entry["form"] = self.attr_form(adef)
                if (enum_rec := _ref(adef.get("enum"))) is not None:
                    enum = self.enum(enum_rec)
                else:
                    params = adef.get("parameters", {}).get("args", [])
                    if len(params) == 1 and isinstance(params[0][0], str):
                        cls = params[0][0].strip('"').rsplit("::", 1)[-1]
                        if cls in self.enum_by_class:
                            enum = self.enum(self.enum_by_class[cls])
                if enum is not None:
                    entry.update(kind="enum_attr", enum=enum)
        entry["default"] = self.default_value(default, enum)
        if entry["default"] is not None:
            entry["optional"] = True
        return entry

    def ops(self) -> dict[str, dict[str, dict[str, Any]]]:
        table: dict[str, dict[str, dict[str, Any]]] = {}
        for op in self.records["!instanceof"]["Op"]:
            rec = self.records[op]
            dialect = self.records[_ref(rec["opDialect"])]["name"]
            props: dict[str, dict[str, Any]] = {}
            for arg, name in rec["arguments"]["args"]:
                constraint = _ref(arg)
                if constraint is None or constraint not in self.records:
                    continue
                supers = self.records[constraint]["!superclasses"]
                if "Attr" in supers or "Property" in supers or "AttrConstraint" in supers:
                    props[name] = self.describe(name, constraint, dialect)
            table[f"{dialect}.{rec['opName']}"] = props
        return dict(sorted(table.items()))


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("json", nargs="+", help="llvm-tblgen-22 --dump-json output of LLVMOps.td, NVVMOps.td")
    ap.add_argument("-o", "--out", required=True)
    args = ap.parse_args()
    ops: dict[str, dict[str, dict[str, Any]]] = {}
    enum_tables: dict[str, dict[str, Any]] = {}
    for path in args.json:
        gen = Generator(json.loads(Path(path).read_text()))
        ops.update(gen.ops())
        enum_tables.update(gen.enums)
    ops = dict(sorted(ops.items()))
    version = subprocess.run(
        ["llvm-config-22", "--version"], capture_output=True, text=True, check=False
    ).stdout.strip() or "22"
    rows = {
        op: tuple(
            (name, e["kind"], e.get("enum"), e.get("form"), e.get("width"), e["default"], e["optional"])
            for name, e in props.items()
        )
        for op, props in ops.items()
    }
    enums = {name: (e["bit"], e["cases"]) for name, e in sorted(enum_tables.items())}
    text = f'''"""Every inherent attribute and property of MLIR's llvm and nvvm ops, from MLIR {version}'s
LLVMOps.td and NVVMOps.td.

GENERATED by tools/gen_llvm_ods.py; do not edit. Regenerate with:

    I=$(llvm-config-22 --includedir)
    for td in LLVMOps NVVMOps; do
      llvm-tblgen-22 --dump-json -I $I $I/mlir/Dialect/LLVMIR/$td.td -o /tmp/$td.json
    done
    python tools/gen_llvm_ods.py /tmp/LLVMOps.json /tmp/NVVMOps.json -o nvvm_xdsl/dialects/llvm_ods_table.py

PROPERTIES: op name -> ((name, kind, enum, form, width, default, optional), ...) where kind is
  `prop_enum` (a property holding an enum: generic form `N : i32`, or its attribute `form`
  where MLIR gives it one), `int_enum` (an integer enum attribute: `N : i64`), `enum_attr`
  (an attribute written as `form`, `#llvm.fastmath<{{}}>` or `#nvvm<shfl_kind {{}}>`, around its
  keywords), `unit`, `bool`, `int` (an integer of `width` bits) or `other`; default is the value
  MLIR leaves out of the custom form (an enum's integer value).
ENUMS: enum -> (is a bit enum, ((C++ symbol, keyword, value), ...)).
"""

PROPERTIES: dict[str, tuple[tuple[str, str, str | None, str | None, int | None, object, bool], ...]] = (
{pprint.pformat(rows, width=110, sort_dicts=False)}
)

ENUMS: dict[str, tuple[bool, tuple[tuple[str, str, int], ...]]] = (
{pprint.pformat(enums, width=110, sort_dicts=False)}
)
'''
    Path(args.out).write_text(text)


if __name__ == "__main__":
    main()
