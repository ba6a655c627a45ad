"""Write `nvvm_xdsl/dialects/nvvm_ods.py`, the table of MLIR's NVVM ops, from MLIR's ODS.

Development time only: MLIR's tools are never needed at run time. The input is the JSON dump
TableGen makes of NVVMOps.td (records with every class resolved), by default of the Debian
MLIR 22 headers:

    I=$(llvm-config-22 --includedir)
    llvm-tblgen-22 --dump-json -I $I $I/mlir/Dialect/LLVMIR/NVVMOps.td -o nvvm.json
    python tools/gen_nvvm_ods.py nvvm.json --source "MLIR 22.1.8 (Debian)"

(`mlir-tblgen-22` has no `--dump-json`; the record dump is llvm-tblgen's backend and reads MLIR's
.td files like any other.) A newer NVVMOps.td (an llvm-project checkout) is dumped the same way
with its own include directory; the table is then regenerated, and the coverage test shows the
ops the dialect does not register yet.

Each op row: operands (name, kind: "" / "optional" / "variadic", type constraint), results (the
same), attributes (name, storage: the attribute class or the enum's `nvvm.*` name, kind:
"required" / "optional" / "default" / "unit", the default as the C++ expression ODS holds),
the declarative assembly format (None for a custom parser), and the traits that matter for
effects. All inherent attributes are properties (`usePropertiesForAttributes` is on for NVVM).
Enums: the attribute name -> its keywords in value order.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "nvvm_xdsl" / "dialects" / "nvvm_ods.py"
# The op names alone, for reading and diffing (tests/test_nvvm_op_coverage.py keeps it equal to the table).
OP_LIST = ROOT / "tests" / "nvvm_ops_td.txt"

# Traits copied into the table: the ones that decide effects and operand grouping.
KEPT_TRAITS = {"Pure", "AttrSizedOperandSegments", "AttrSizedResultSegments", "NoTerminator", "Terminator"}


def _constraint(records: dict, ref: dict | None) -> str:
    """A short name for a type constraint: the named def, else its allowed types, else its summary."""
    if ref is None:
        return "any"
    name = ref["def"]
    rec = records[name]
    if not rec.get("!anonymous"):
        return name
    if "baseType" in rec and rec["baseType"]:
        return _constraint(records, rec["baseType"])
    if rec.get("allowedTypes"):
        return "|".join(_constraint(records, t) for t in rec["allowedTypes"])
    return rec.get("summary") or name


def _value(records: dict, arg: list) -> tuple[str, str, str]:
    ref, name = arg
    rec = records[ref["def"]]
    supers = rec["!superclasses"]
    kind = "variadic" if "Variadic" in supers else "optional" if "Optional" in supers else ""
    return (name, kind, _constraint(records, ref))


def _attr_storage(records: dict, rec: dict) -> str:
    """The attribute an argument stores: an enum's `nvvm.*`/`llvm.*` name, else the ODS class."""
    base = rec
    while base.get("baseAttr"):
        base = records[base["baseAttr"]["def"]]
    if base.get("attrName"):
        return base["attrName"]
    if base.get("!anonymous"):
        return base.get("storageType", "").strip().removeprefix("::mlir::")
    return base["!name"]


def _attribute(records: dict, arg: list) -> tuple[str, str, str, str | None]:
    ref, name = arg
    rec = records[ref["def"]]
    supers = rec["!superclasses"]
    storage = _attr_storage(records, rec)
    default = rec.get("defaultValue") or None
    if storage in ("UnitAttr", "UnitProp"):
        kind = "unit"
    elif "DefaultValuedAttr" in supers or "DefaultValuedOptionalAttr" in supers or default:
        kind = "default"
    elif "OptionalAttr" in supers or rec.get("isOptional"):
        kind = "optional"
    else:
        kind = "required"
    return (name, storage, kind, default)


def _enum_cases(records: dict, storage_rec: dict) -> tuple[str, ...]:
    enum = records[storage_rec["enum"]["def"]]
    cases = [records[c["def"]] for c in enum["enumerants"]]
    cases.sort(key=lambda c: c["value"])
    return tuple(c["str"] for c in cases)


def table(records: dict) -> tuple[dict, dict]:
    dialect_ops = [k for k in records["!instanceof"]["Op"] if records[k]["opDialect"]["def"] == "NVVM_Dialect"]
    ops: dict[str, dict] = {}
    enums: dict[str, tuple[str, ...]] = {}
    for key in dialect_ops:
        rec = records[key]
        operands, attributes = [], []
        for arg in rec["arguments"]["args"]:
            supers = records[arg[0]["def"]]["!superclasses"]
            if "TypeConstraint" in supers:
                operands.append(_value(records, arg))
                continue
            attributes.append(_attribute(records, arg))
            base = records[arg[0]["def"]]
            while base.get("baseAttr"):
                base = records[base["baseAttr"]["def"]]
            if "EnumAttr" in base["!superclasses"] and base.get("attrName"):
                enums[base["attrName"]] = _enum_cases(records, base)
        results = [_value(records, arg) for arg in rec["results"]["args"]]
        fmt = rec.get("assemblyFormat") or None
        traits = sorted({t["def"] for t in rec.get("traits", []) if t["def"] in KEPT_TRAITS})
        ops["nvvm." + rec["opName"]] = {
            "operands": tuple(operands),
            "results": tuple(results),
            "attributes": tuple(attributes),
            "regions": len(rec["regions"]["args"]),
            "format": " ".join(fmt.split()) if fmt else None,
            "traits": tuple(traits),
        }
    return dict(sorted(ops.items())), dict(sorted(enums.items()))


def render(ops: dict, enums: dict, source: str, command: str) -> str:
    lines = [
        '"""MLIR\'s NVVM op set, generated by tools/gen_nvvm_ods.py: do not edit.',
        "",
        f"Source: {source}.",
        f"Command: {command}",
        "",
        "OPS: op name -> OdsOp (operands/results: (name, kind, type constraint); attributes: (name,",
        "storage, kind, default as ODS writes it); format: MLIR's declarative assembly format, None",
        "where MLIR parses the op in C++). ENUMS: enum attribute -> its keywords in value order.",
        "Every inherent attribute is a property (`<{...}>` in MLIR's generic form).",
        '"""',
        "",
        "from __future__ import annotations",
        "",
        "from typing import NamedTuple",
        "",
        "",
        "class OdsOp(NamedTuple):",
        "    operands: tuple[tuple[str, str, str], ...]",
        "    results: tuple[tuple[str, str, str], ...]",
        "    attributes: tuple[tuple[str, str, str, str | None], ...]",
        "    regions: int",
        "    format: str | None",
        "    traits: tuple[str, ...]",
        "",
        "",
        "OPS: dict[str, OdsOp] = {",
    ]
    for name, op in ops.items():
        lines.append(f"    {name!r}: OdsOp(")
        for field in ("operands", "results", "attributes", "regions", "format", "traits"):
            lines.append(f"        {field}={op[field]!r},")
        lines.append("    ),")
    lines.append("}")
    lines.append("")
    lines.append("ENUMS: dict[str, tuple[str, ...]] = {")
    for name, cases in enums.items():
        lines.append(f"    {name!r}: {cases!r},")
    lines.append("}")
    lines.append("")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("json", nargs="?", help="llvm-tblgen --dump-json of NVVMOps.td (default: dump Debian's)")
    parser.add_argument("--source", default="MLIR 22.1.8 (Debian libmlir-22-dev), NVVMOps.td")
    parser.add_argument("-o", "--output", default=str(OUT))
    parser.add_argument("--list", default=str(OP_LIST), help="where the op names go")
    args = parser.parse_args(argv)
    if args.json:
        records = json.loads(Path(args.json).read_text())
        command = f"llvm-tblgen --dump-json NVVMOps.td | python tools/gen_nvvm_ods.py ({args.json})"
    else:
        inc = subprocess.run(["llvm-config-22", "--includedir"], capture_output=True, text=True, check=True).stdout.strip()
        td = f"{inc}/mlir/Dialect/LLVMIR/NVVMOps.td"
        dump = subprocess.run(["llvm-tblgen-22", "--dump-json", "-I", inc, td], capture_output=True, text=True, check=True)
        records = json.loads(dump.stdout)
        command = "llvm-tblgen-22 --dump-json -I $(llvm-config-22 --includedir) .../mlir/Dialect/LLVMIR/NVVMOps.td"
    ops, enums = table(records)
    Path(args.output).write_text(render(ops, enums, args.source, command))
    header = [
        "# The ops of MLIR's NVVMOps.td, one per line: the names of nvvm_xdsl/dialects/nvvm_ods.py's table,",
        f"# written by tools/gen_nvvm_ods.py from {args.source} ({len(ops)} ops).",
        "# tests/test_nvvm_op_coverage.py compares the table with the ops the nvvm dialect registers.",
    ]
    Path(args.list).write_text("\n".join([*header, *ops]) + "\n")
    print(f"{len(ops)} ops, {len(enums)} enums -> {args.output}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
