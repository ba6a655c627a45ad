"""The table of llvm/nvvm-op properties generated from MLIR's LLVMOps.td and NVVMOps.td (nvvm_xdsl/dialects/llvm_ods_table.py)
and the one rule that applies it to generic-form ops (llvm_ods.normalise_generic)."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from xdsl.dialects.builtin import IntegerAttr, IntegerType, UnitAttr
from xdsl.irdl import IRDLOperation, OptPropertyDef
from xdsl.irdl.constraints import VerificationContext

from nvvm_xdsl.dialects import llvm_ods
from nvvm_xdsl.dialects.llvm_ods_table import ENUMS, PROPERTIES
from nvvm_xdsl_testing.mlir_to_llvm_ir import universe_context

ROOT = Path(__file__).resolve().parent.parent
CTX = universe_context()

# (op, property, kind, enum, mnemonic, width, default, optional) for every enum-valued property
# of an op this project's llvm dialect registers.
ENUM_ROWS = [
    (op, *row)
    for op, rows in PROPERTIES.items()
    if CTX.get_optional_op(op) is not None
    for row in rows
    if row[1] in ("prop_enum", "int_enum", "enum_attr")
]


def test_table_is_current(tmp_path: Path):
    """The checked-in table is what the generator makes of Debian's MLIR 22 (skipped without it)."""
    tblgen, config = shutil.which("llvm-tblgen-22"), shutil.which("llvm-config-22")
    if tblgen is None or config is None:
        pytest.skip("llvm-tblgen-22 not installed")
    include = subprocess.run([config, "--includedir"], capture_output=True, text=True, check=True).stdout.strip()
    if not (Path(include) / "mlir/Dialect/LLVMIR/LLVMOps.td").exists():
        pytest.skip("MLIR's .td files not installed (libmlir-22-dev)")
    out = tmp_path
    dumps = []
    for name in ("LLVMOps", "NVVMOps"):
        td = Path(include) / f"mlir/Dialect/LLVMIR/{name}.td"
        dumps.append(str(out / f"{name}.json"))
        subprocess.run([tblgen, "--dump-json", "-I", include, str(td), "-o", dumps[-1]], check=True)
    subprocess.run(
        [sys.executable, str(ROOT / "tools/gen_llvm_ods.py"), *dumps, "-o", str(out / "table.py")], check=True
    )
    assert (out / "table.py").read_text() == (ROOT / "nvvm_xdsl/dialects/llvm_ods_table.py").read_text()


def test_table_covers_mlir_ops():
    """Every op MLIR 22 defines is listed, with what the rule needs to know about its properties."""
    assert sum(op.startswith("llvm.") for op in PROPERTIES) >= 80
    assert sum(op.startswith("nvvm.") for op in PROPERTIES) >= 180
    for op in ("llvm.trunc", "llvm.add", "llvm.getelementptr", "llvm.fptrunc", "llvm.call", "llvm.mlir.global"):
        assert op in PROPERTIES
    names = {row[0] for row in PROPERTIES["llvm.trunc"]}
    assert names == {"overflowFlags"}  # trunc has overflow flags too (xDSL's own lists missed it)
    for op, _, kind, enum, _, _, default, _ in ENUM_ROWS:
        assert enum in ENUMS, (op, enum)
        values = {value for _, _, value in ENUMS[enum][1]}
        assert default is None or default in values or ENUMS[enum][0], (op, kind, default)


@pytest.mark.parametrize("op_name, name, kind, enum, form, width, default, optional", ENUM_ROWS)
def test_every_spelling_gives_one_property(op_name, name, kind, enum, form, width, default, optional):
    """Each value of each enum property, written as MLIR 19/22/24 may write it (`N : i32`,
    `N : i64`, `#llvm.fastmath<...>`/`#nvvm<shfl_kind ...>`, in properties or in the attribute dictionary), becomes the
    same op: the property xDSL declares in its storage, or (undeclared) a discardable attribute,
    or nothing when it is MLIR's default."""
    op_class = CTX.get_optional_op(op_name)
    assert op_class is not None and issubclass(op_class, IRDLOperation)
    declared = op_class.get_irdl_definition().properties.get(name)
    bit, cases = ENUMS[enum]
    values = sorted({value for _, _, value in cases})
    for value in values[:6]:
        spellings = [IntegerAttr(value, IntegerType(32)), IntegerAttr(value, IntegerType(64))]
        if form is not None:
            parsed = llvm_ods._parse_attribute(CTX, form.format(llvm_ods.enum_keywords(value, enum)))
            if parsed is None:
                continue  # a case (or attribute) xDSL 0.74 cannot represent: left to the verifier
            spellings.append(parsed)
        results = []
        for spelling in spellings:
            for where in ("properties", "attributes"):
                op = op_class.create(**{where: {name: spelling}})
                llvm_ods.normalise_generic(op, CTX)
                results.append((dict(op.properties).get(name), dict(op.attributes).get(name)))
                if declared is not None and name in op.properties:
                    declared.constr.verify(op.properties[name], VerificationContext())
        prop, attr = results[0]
        assert all(r == results[0] for r in results), (value, results)
        if value == default and (declared is None or isinstance(declared, OptPropertyDef)):
            assert (prop, attr) == (None, None)
        elif declared is not None:
            assert prop is not None and attr is None
            assert llvm_ods.enum_value(prop, enum) == value
        else:
            assert prop is None and llvm_ods.enum_value(attr, enum) == value


def test_undeclared_properties_keep_their_value():
    """A property xDSL 0.74 does not declare is dropped at its default, kept otherwise."""
    op_class = CTX.get_op("llvm.alloca")
    op = op_class.create(properties={"inalloca": UnitAttr(), "made_up": UnitAttr()})
    llvm_ods.normalise_generic(op, CTX)
    assert "made_up" in op.attributes and "made_up" not in op.properties
    # `inalloca` is declared (xdsl_compat reads MLIR's keyword): it stays a property.
    assert op.properties.get("inalloca") == UnitAttr() and "inalloca" not in op.attributes


def test_newer_properties():
    """Properties newer than MLIR 22's table: `nvvm.barrier <{aligned = true}>` (a bool where the
    op has a unit) and `fastmathFlags` on `llvm.fptrunc` (read as other ops' fastmathFlags)."""
    barrier = CTX.get_op("nvvm.barrier").create(properties={"aligned": IntegerAttr(1, IntegerType(1))})
    llvm_ods.normalise_generic(barrier, CTX)
    assert barrier.properties.get("aligned") == UnitAttr()
    fptrunc = CTX.get_op("llvm.fptrunc").create(
        properties={"fastmathFlags": llvm_ods._parse_attribute(CTX, "#llvm.fastmath<none>")}
    )
    llvm_ods.normalise_generic(fptrunc, CTX)
    assert "fastmathFlags" not in fptrunc.properties and "fastmathFlags" not in fptrunc.attributes
