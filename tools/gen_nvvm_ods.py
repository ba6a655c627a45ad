"""Write `nvvm_xdsl/dialects/nvvm_ods.py`, the table of MLIR's NVVM ops, from MLIR's ODS.

Development time only: MLIR's tools are never needed at run time. The input is the JSON dump
TableGen makes of NVVMOps.td (records with every class resolved). A newer NVVMOps.td than
Debian's is dumped with an include directory where its LLVMIR .td files overlay Debian's:

    I=$(llvm-config-22 --includedir)        # O: a folder with mlir/Dialect/LLVMIR/NVVMOps.td & co.
    llvm-tblgen-22 --dump-json -I $O -I $I $O/mlir/Dialect/LLVMIR/NVVMOps.td -o nvvm.json
    python tools/gen_nvvm_ods.py nvvm.json --source "llvm-project NVVMOps.td at <commit>"

(`mlir-tblgen-22` has no `--dump-json`; the record dump is llvm-tblgen's backend and reads MLIR's
.td files like any other.) The rows taken from the dump are kept in `tools/nvvm_ods_td_rows.json`
with the source and command, so that the table regenerates (`python tools/gen_nvvm_ods.py`, no
argument) without the .td files; without that file the Debian MLIR 22 headers are dumped.

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
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "nvvm_xdsl" / "dialects" / "nvvm_ods.py"
# The op names alone, for reading and diffing (tests/test_nvvm_op_coverage.py keeps it equal to the table).
OP_LIST = ROOT / "tests" / "nvvm_ops_td.txt"
# The rows taken from an MLIR build's Python bindings (`--bindings-op`), kept so that the table
# regenerates without those bindings (tests/test_nvvm_op_coverage.py does).
BINDINGS_ROWS = ROOT / "tools" / "nvvm_ods_bindings_rows.json"
# The rows of the last NVVMOps.td dumped (with its source and command): the table's input.
TD_ROWS = ROOT / "tools" / "nvvm_ods_td_rows.json"
# Ops of newer NVVMOps.td versions than TD_ROWS' (the search index holds them in part only):
# their records transcribed into NEWER_TD over Debian's MLIR 22 .td files, dumped, and the rows
# kept in NEWER_ROWS so that the table regenerates without llvm-tblgen (`--newer`).
NEWER_TD = ROOT / "tools" / "nvvm_ods_newer_ops.td"
NEWER_ROWS = ROOT / "tools" / "nvvm_ods_newer_rows.json"

# Traits copied into the table: the ones that decide effects, operand grouping, and one type for
# operands and result (the format prints it once).
KEPT_TRAITS = {"Pure", "AttrSizedOperandSegments", "AttrSizedResultSegments", "NoTerminator", "Terminator", "SameOperandsAndResultType"}


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
    # Every enum attribute of the dialect, also those no op argument names directly
    # (`tensormap.replace`'s `new_value_attr` takes any of five).
    for key in records["!instanceof"].get("EnumAttr", []):
        rec = records[key]
        if rec.get("dialect", {}).get("def") == "NVVM_Dialect" and rec.get("attrName"):
            enums.setdefault(rec["attrName"], _enum_cases(records, rec))
    return dict(sorted(ops.items())), dict(sorted(enums.items()))


# ---------------------------------------------------------------------------------------------
# Ops newer than the .td: structure from an MLIR build's Python bindings, syntax from its printer
# ---------------------------------------------------------------------------------------------

# A sample type per builder annotation, and the narrower sample that tells a 32-bit-only
# constraint from any float / integer.
_SAMPLES = {"FloatType": ("f32", "f16", "F32", "AnyFloat"), "IntegerType": ("i32", "i16", "I32", "AnyInteger")}


# Values for the required enum properties of the samples (the bindings name no keyword).
_SAMPLE_PROPERTIES = {"nvvm.fma": {"rnd": "#nvvm.fp_rnd_mode<rn>"}}


def _sample(annotation: str) -> tuple[str, str, str, str]:
    for key, sample in _SAMPLES.items():
        if key in annotation:
            return sample
    if annotation == "_ods_ir.Value":  # any type: a float op's operand (addf, fma) takes f32
        return _SAMPLES["FloatType"]
    raise ValueError(f"no sample type for {annotation!r}")


def _generic(name: str, row: dict, ty: str, full: bool, bools: bool = True) -> str:
    operands = [o for o, kind in row["operands"] if kind == "" or full]
    units = [a for a, _, kind in row["attributes"] if kind == "unit" and full]
    units += [f"{a} = true" for a, storage, _ in row["attributes"] if storage == "BoolAttr" and full and bools]
    units += [f"{a} = {v}" for a, v in _SAMPLE_PROPERTIES.get(name, {}).items()]
    props = f" <{{{', '.join(units)}}}>" if units else ""
    results = ", ".join(ty for _ in row["results"])
    args = ", ".join(f"%{o}: {ty}" for o, _ in row["operands"])
    values = ", ".join(f"%{o}" for o in operands)
    types = ", ".join(ty for _ in operands)
    body = f'%r = "{name}"({values}){props} : ({types}) -> {results or "()"}'
    return f"llvm.func @f({args}) {{\n  {body}\n  llvm.return\n}}"


def _custom(printed: str, row: dict) -> str:
    """The op's text in a printed module, its SSA values renamed back to the operands' names."""
    line = next(ln for ln in printed.splitlines() if "nvvm." in ln)
    text = line.split("=", 1)[1].strip() if "=" in line.split("nvvm.")[0] else line.strip()
    for index, (operand, _) in enumerate(row["operands"]):
        text = re.sub(rf"%arg{index}\b", f"${operand}", text)
    return text.split(" ", 1)[1] if " " in text else ""


def _format(full: str, minimal: str, row: dict) -> str | None:
    """A declarative format from the full and the minimal printed forms: the words only the full
    form has are unit keywords (`(`kw` $kw^)?`) or optional operands (`(`,` $x^)?`). None when the
    two do not line up that way (such an op needs its format written by hand)."""
    full, minimal = (re.sub(r"\s*\{[^}]*\}", "", text) for text in (full, minimal))
    typed = " : " in full
    if typed:
        # One trailing type: the result's (the operands' types follow from their constraints).
        full, full_type = full.split(" : ")
        minimal, min_type = minimal.split(" : ")
        if "," in full_type or "->" in full_type or full_type != min_type or len(row["results"]) != 1:
            return None
    full_words, min_words = full.replace(",", " , ").split(), minimal.replace(",", " , ").split()
    units = {a for a, _, kind in row["attributes"] if kind == "unit"}
    optional = {o for o, kind in row["operands"] if kind == "optional"}
    out: list[str] = []
    i = j = 0
    while i < len(full_words):
        word = full_words[i]
        if j < len(min_words) and min_words[j] == word:
            out.append(word if word.startswith("$") else f"`{word}`")
            i, j = i + 1, j + 1
        elif word in units:
            out.append(f"(`{word}` ${word}^)?")
            i += 1
        elif word == "," and i + 1 < len(full_words) and full_words[i + 1][1:] in optional:
            out.append(f"(`,` {full_words[i + 1]}^)?")
            i += 2
        else:
            return None
    if j != len(min_words):
        return None
    return " ".join([*out, "attr-dict", *([f"`:` type(${row['results'][0]})"] if typed else [])])


def bindings_rows(dump: dict, names: list[str], python: str) -> dict[str, dict]:
    """Table rows for ops the .td lacks, from `tools/nvvm_bindings_dump.py`'s JSON and the
    bindings' printer (run with `python`, the interpreter that has them)."""
    rows: dict[str, dict] = {}
    for name in names:
        row = dump["ops"][name]
        if not row["results"]:
            raise SystemExit(f"{name}: only ops with results are derived so far")
        wide, narrow, wide_name, any_name = _sample(row["annotations"][row["operands"][0][0]])
        forms: list = []
        for bools in (True, False):  # all bool properties set, unless the op's verifier refuses them together
            samples = [_generic(name, row, wide, True, bools), _generic(name, row, wide, False), _generic(name, row, narrow, False)]
            cmd = [python, str(ROOT / "tools" / "nvvm_bindings_dump.py")]
            for sample in samples:
                cmd += ["--print", sample]
            forms = json.loads(subprocess.run(cmd, capture_output=True, text=True, check=True).stdout)["printed"]
            if not forms[0][0].startswith("error"):
                break
        printed = [custom for custom, _ in forms]
        if printed[0].startswith("error") or printed[1].startswith("error"):
            raise SystemExit(f"{name}: the bindings refuse the sample: {printed[0]} {printed[1]}")
        constraint = wide_name if printed[2].startswith("error") else any_name
        fmt = _format(_custom(printed[0], row), _custom(printed[1], row), row)
        # A property the minimal sample leaves out and the generic form shows has that default;
        # an enum property's attribute is named there too (`#nvvm.fp_rnd_mode<none>`).
        generic_line = forms[1][1].split(f'"{name}"', 1)[1].split("\n", 1)[0]
        defaults = dict(re.findall(r"(\w+) = (true|false)\b", generic_line))
        enum_props = {a: (f"nvvm.{attr}", kw) for a, attr, kw in re.findall(r"(\w+) = #nvvm\.(\w+)<(\w+)>", generic_line)}
        given = _SAMPLE_PROPERTIES.get(name, {})
        defaults.update({a: kw for a, (_, kw) in enum_props.items() if a not in given})
        if fmt is None or (constraint == any_name and "type(" not in fmt):
            raise SystemExit(f"{name}: no declarative format derived from {printed[0]!r}")
        if any(kind not in ("unit",) and storage != "BoolAttr" and a not in enum_props for a, storage, kind in row["attributes"]):
            raise SystemExit(f"{name}: a property of a kind not derived yet: {row['attributes']}")
        rows[name] = {
            "operands": tuple((o, kind, constraint) for o, kind in row["operands"]),
            "results": tuple((r, "", constraint) for r in row["results"]),
            "attributes": tuple(
                (a, "UnitAttr", "unit", None) if kind == "unit"
                else (a, enum_props[a][0] if a in enum_props else storage, "default" if a in defaults else kind, defaults.get(a))
                for a, storage, kind in row["attributes"]
            ),
            "regions": 0,
            "format": fmt,
            # One printed type for operands and result of any float type: they are one type.
            "traits": ("AllTypesMatch", "Pure") if constraint == any_name else ("Pure",),
        }
    return rows


def _tuples(value):
    """JSON lists back to the table's tuples."""
    return tuple(_tuples(v) for v in value) if isinstance(value, list) else value


def render(ops: dict, enums: dict, source: str, command: str, older: dict | None = None) -> str:
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
    lines.append("# The format an older MLIR prints an op in, where it differs from the one above (MLIR 22's,")
    lines.append("# or for ops MLIR 22 lacks CuTe DSL's MLIR): what today's producers emit and mlir-opt-22 prints.")
    lines.append("OLDER_FORMATS: dict[str, str] = {")
    for name, fmt in sorted((older or {}).items()):
        lines.append(f"    {name!r}: {fmt!r},")
    lines.append("}")
    lines.append("")
    lines.append("ENUMS: dict[str, tuple[str, ...]] = {")
    for name, cases in enums.items():
        lines.append(f"    {name!r}: {cases!r},")
    lines.append("}")
    lines.append("")
    return "\n".join(lines)


def _debian_table() -> tuple[dict, dict]:
    """The table of Debian's MLIR 22 NVVMOps.td (llvm-tblgen-22 and its headers)."""
    inc = subprocess.run(["llvm-config-22", "--includedir"], capture_output=True, text=True, check=True).stdout.strip()
    td = f"{inc}/mlir/Dialect/LLVMIR/NVVMOps.td"
    dump = subprocess.run(["llvm-tblgen-22", "--dump-json", "-I", inc, td], capture_output=True, text=True, check=True)
    return table(json.loads(dump.stdout))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("json", nargs="?", help="llvm-tblgen --dump-json of NVVMOps.td (default: the saved rows)")
    parser.add_argument("--source", default="MLIR 22.1.8 (Debian libmlir-22-dev), NVVMOps.td")
    parser.add_argument("--command", help="how the dump was made (kept in the table's header)")
    parser.add_argument("-o", "--output", default=str(OUT))
    parser.add_argument("--list", default=str(OP_LIST), help="where the op names go")
    parser.add_argument("--bindings", help="tools/nvvm_bindings_dump.py's JSON: ops newer than the .td")
    parser.add_argument("--bindings-python", default="/work/venv-cute/bin/python", help="the Python with those bindings")
    parser.add_argument("--bindings-op", action="append", default=[], help="an op to take from the bindings")
    parser.add_argument("--bindings-source", default="CuTe DSL 4.8.1's bundled MLIR (cutlass._mlir)")
    parser.add_argument("--newer", action="store_true", help=f"dump {NEWER_TD.name} again and save its rows")
    args = parser.parse_args(argv)
    if args.json:
        records = json.loads(Path(args.json).read_text())
        ops, enums = table(records)
        command = args.command or f"llvm-tblgen --dump-json NVVMOps.td -o {Path(args.json).name}"
        older = {name: row["format"] for name, row in _debian_table()[0].items() if name in ops and row["format"] and row["format"] != ops[name]["format"]}
        saved_td = {"source": args.source, "command": command, "ops": ops, "enums": enums, "older_formats": older}
        TD_ROWS.write_text(json.dumps(saved_td, indent=1) + "\n")
    elif TD_ROWS.exists():
        saved_td = json.loads(TD_ROWS.read_text())
        older = saved_td.get("older_formats", {})
        ops = {name: {k: _tuples(v) for k, v in row.items()} for name, row in saved_td["ops"].items()}
        enums = {name: _tuples(cases) for name, cases in saved_td["enums"].items()}
    else:
        ops, enums = _debian_table()
        older = {}
        saved_td = {"source": args.source, "command": "llvm-tblgen-22 --dump-json -I $(llvm-config-22 --includedir) .../mlir/Dialect/LLVMIR/NVVMOps.td"}
    source, command = saved_td["source"], saved_td["command"] + "; python tools/gen_nvvm_ods.py"
    if args.bindings_op:
        extra = bindings_rows(json.loads(Path(args.bindings).read_text()), args.bindings_op, args.bindings_python)
        saved = {"source": args.bindings_source, "rows": {k: v for k, v in sorted(extra.items()) if k not in ops}}
        BINDINGS_ROWS.write_text(json.dumps(saved, indent=1) + "\n")
    if args.newer:
        inc = subprocess.run(["llvm-config-22", "--includedir"], capture_output=True, text=True, check=True).stdout.strip()
        dump = subprocess.run(["llvm-tblgen-22", "--dump-json", "-I", inc, str(NEWER_TD)], capture_output=True, text=True, check=True)
        names = set(re.findall(r'^def NVVM_Newer_\w+\s*:\s*\w+<"([\w.]+)"', NEWER_TD.read_text(), re.M))
        rows = {k: v for k, v in table(json.loads(dump.stdout))[0].items() if k.removeprefix("nvvm.") in names}
        sources = re.findall(r"^// (llvm/llvm-project@\w+)", NEWER_TD.read_text(), re.M)
        NEWER_ROWS.write_text(json.dumps({"source": ", ".join(sources), "rows": rows}, indent=1) + "\n")
    if NEWER_ROWS.exists():
        saved = json.loads(NEWER_ROWS.read_text())
        newer = {name: {k: _tuples(v) for k, v in row.items()} for name, row in saved["rows"].items() if name not in ops}
        if newer:
            ops = dict(sorted({**ops, **newer}.items()))
            source += f"; {', '.join(sorted(newer))} from llvm-project's newer NVVMOps.td ({saved['source']}), transcribed into {NEWER_TD.name}"
            command += f"; rows of {NEWER_ROWS.name} (llvm-tblgen-22 --dump-json -I $(llvm-config-22 --includedir) tools/{NEWER_TD.name}: gen_nvvm_ods.py --newer)"
    if BINDINGS_ROWS.exists():
        saved = json.loads(BINDINGS_ROWS.read_text())
        # Only the ops the .td lacks: a newer .td's own row wins over the bindings'.
        extra = {name: {k: _tuples(v) for k, v in row.items()} for name, row in saved["rows"].items() if name not in ops}
        older |= {
            name: row["format"] for name, row in saved["rows"].items()
            if name in ops and name not in older and row["format"] != ops[name]["format"]
        }
        if extra:
            ops = dict(sorted({**ops, **extra}.items()))
            source += f"; {', '.join(sorted(extra))} from {saved['source']}'s Python bindings"
            command += f"; rows of {BINDINGS_ROWS.name} (tools/nvvm_bindings_dump.py, gen_nvvm_ods.py --bindings-op NAME)"
    Path(args.output).write_text(render(ops, enums, source, command, older))
    header = [
        "# The ops of MLIR's NVVMOps.td, one per line: the names of nvvm_xdsl/dialects/nvvm_ods.py's table,",
        f"# written by tools/gen_nvvm_ods.py from {source} ({len(ops)} ops).",
        "# tests/test_nvvm_op_coverage.py compares the table with the ops the nvvm dialect registers.",
    ]
    Path(args.list).write_text("\n".join([*header, *ops]) + "\n")
    print(f"{len(ops)} ops, {len(enums)} enums -> {args.output}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
