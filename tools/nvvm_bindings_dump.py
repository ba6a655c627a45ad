"""Dump the NVVM ops of an MLIR build's Python bindings as JSON, for tools/gen_nvvm_ods.py.

Development time only, and run with the Python that has the bindings (NVIDIA's CuTe DSL bundles
a recent MLIR as `cutlass._mlir`):

    /work/venv-cute/bin/python tools/nvvm_bindings_dump.py > nvvm_bindings.json

The structure comes from the generated `_nvvm_ops_gen.py` (read as source, not imported): per op
its operands in order (required / `optional` / `variadic`, from the builder's
`operands.append` lines), its attributes (`unit` for a `bool` builder argument, `optional` for one
defaulting to None, else `required`; the ODS attribute class when the builder names it) and its
results. The bindings keep no assembly format: for the ops named with `--print`, the live MLIR
context parses a generic-form instance (every unit attribute set, every optional operand given)
and prints it in the op's custom form, once full and once minimal (and generic, for the defaults),
which gen_nvvm_ods.py turns into a format and checks.
"""

from __future__ import annotations

import argparse
import ast
import json
import sys
from pathlib import Path

BINDINGS = "cutlass._mlir"


def _ops_source() -> Path:
    import importlib

    dialects = importlib.import_module(f"{BINDINGS}.dialects")
    return Path(dialects.__path__[0]) / "_nvvm_ops_gen.py"


def _names_in(node: ast.AST) -> list[str]:
    return [n.id for n in ast.walk(node) if isinstance(n, ast.Name)]


def _init_structure(init: ast.FunctionDef) -> dict:
    defaults: dict[str, ast.expr | None] = {}
    positional = [a.arg for a in init.args.args[1:]]
    for name in positional:
        defaults[name] = None
    for kwarg, default in zip(init.args.kwonlyargs, init.args.kw_defaults, strict=True):
        defaults[kwarg.arg] = default
    annotations = {a.arg: ast.unparse(a.annotation) if a.annotation else "" for a in [*init.args.args, *init.args.kwonlyargs]}
    operands: list[tuple[str, str]] = []
    attributes: list[tuple[str, str, str]] = []
    # In source order (the builder appends in ODS order; ast.walk is breadth-first).
    calls = [n for top in init.body for n in ast.walk(top)]
    for stmt in calls:
        if isinstance(stmt, ast.Call) and isinstance(stmt.func, ast.Attribute):
            target = stmt.func.value
            if stmt.func.attr == "append" and isinstance(target, ast.Name) and target.id == "operands":
                arg = stmt.args[0]
                names = [n for n in _names_in(arg) if n in annotations]
                if not names:
                    continue
                name = names[0]
                text = ast.unparse(arg)
                kind = "variadic" if "_get_op_results_or_values" in text else "optional" if defaults.get(name) is not None else ""
                if (name, kind) not in operands:
                    operands.append((name, kind))
    for stmt in calls:
        if isinstance(stmt, ast.Assign) and isinstance(stmt.targets[0], ast.Subscript):
            sub = stmt.targets[0]
            if isinstance(sub.value, ast.Name) and sub.value.id == "attributes" and isinstance(sub.slice, ast.Constant):
                name = str(sub.slice.value)
                text = ast.unparse(stmt.value)
                storage = "UnitAttr" if "UnitAttr" in text else ""
                if "AttrBuilder.get(" in text:
                    storage = text.split("AttrBuilder.get(")[1].split(")")[0].strip("'\"")
                if annotations.get(name, "").endswith("bool]") or annotations.get(name) == "bool":
                    kind = "unit"
                elif defaults.get(name) is not None:
                    kind = "optional"
                else:
                    kind = "required"
                if all(a[0] != name for a in attributes):
                    attributes.append((name, storage, kind))
    return {"operands": operands, "attributes": attributes, "annotations": annotations}


def structure(source: str) -> dict[str, dict]:
    ops: dict[str, dict] = {}
    for cls in ast.parse(source).body:
        if not isinstance(cls, ast.ClassDef) or cls.name.endswith("Adaptor"):
            continue
        name = None
        init = None
        results: list[str] = []
        for item in cls.body:
            if isinstance(item, ast.Assign) and ast.unparse(item.targets[0]) == "OPERATION_NAME":
                name = item.value.value  # type: ignore[attr-defined]
            if isinstance(item, ast.FunctionDef):
                if item.name == "__init__":
                    init = item
                elif any("results[" in ast.unparse(s) or ".result" in ast.unparse(s) for s in item.body[-1:]):
                    if "self.operation.results" in ast.unparse(item) or "self.operation.result" in ast.unparse(item):
                        results.append(item.name)
        if name is None or init is None:
            continue
        row = _init_structure(init)
        row["results"] = results
        row["doc"] = (ast.get_docstring(cls) or "").strip().split("\n\n")[0]
        ops[name] = row
    return ops


def printed(generic: str) -> list[str]:
    """The custom and the generic form the bindings' MLIR prints for a module in generic form
    (the generic one shows the defaults the op's properties take), or the error."""
    from cutlass._mlir import ir

    with ir.Context():
        try:
            module = ir.Module.parse(generic)
        except Exception as exc:  # noqa: BLE001 - the error text is the answer
            return [f"error: {exc}"] * 2
        return [str(module), module.operation.get_asm(print_generic_op_form=True)]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--print", action="append", default=[], help="generic-form module text to print (repeatable)")
    args = parser.parse_args(argv)
    out = {"source": str(_ops_source()), "ops": structure(_ops_source().read_text()), "printed": [printed(g) for g in args.print]}
    json.dump(out, sys.stdout, indent=1)
    return 0


if __name__ == "__main__":
    sys.exit(main())
