"""`llvm.nvvm.*` intrinsics called through `llvm.call_intrinsic`, and `llvm.intr.maximum` /
`minimum`, against LLVM 22's NVPTX backend: for each, one kernel calls it and stores the
result; our instruction must read as LLVM's (mnemonic, modifiers, operands in order, registers
named after the kernel parameter they hold), and our PTX must assemble.
"""

from __future__ import annotations

import re

import pytest

from nvvm_xdsl.backend.isel_nvvm import ONE_INSTRUCTION_INTRINSICS
from nvvm_xdsl.diagnostics import OpDiagnostic
from nvvm_xdsl.transforms.lower_to_ptx import LowerToPTXPass
from nvvm_xdsl_testing import cuda_tools
from nvvm_xdsl_testing.ptx_compile import compile_to_ptx

_LLVM_TYPE = {"f32": "float", "f64": "double", "bf16": "bfloat", "f16": "half", "i16": "i16", "i32": "i32", "i64": "i64", "i1": "i1"}
_TERNARY = ("fma.", "sad.", "prmt", "fns")
_BINARY = ("div.", "add.", "mul.", "fmin", "fmax", "mulhi", "mul24", "bmsk")


def _signature(name: str, mnemonic: str) -> tuple[str, list[str]]:
    """(result, arguments) MLIR types of `llvm.<name>`."""
    suffix = mnemonic.rsplit(".", 1)[1]
    t = {"f32": "f32", "f64": "f64"}.get(suffix) or (
        "i64" if suffix.endswith("64") else "i16" if suffix.endswith("16") else "i32"
    )
    if name in ("nvvm.clz.ll", "nvvm.popc.ll"):
        return "i32", ["i64"]
    if name == "nvvm.activemask":
        return "i32", []
    if name.startswith("nvvm.f2h.rn"):  # the half's bits
        return "i16", ["f32"]
    parts = mnemonic.split(".")
    if parts[0] == "cvt" and parts[-2] != parts[-1]:  # a conversion: cvt.<mode>.<to>.<from>
        def mlir(ptx: str) -> str:
            if ptx == "tf32":  # the tf32 value's bits
                return "i32"
            return ptx if ptx.startswith(("f", "bf")) else f"i{ptx[1:]}"

        return mlir(parts[-2]), [mlir(parts[-1])]
    short = name.removeprefix("nvvm.")
    arity = 3 if short.startswith(_TERNARY) else 2 if short.startswith(_BINARY) else 1
    return t, [t] * arity


# Intrinsic name, result type, argument types, mnemonic to compare, target.
CASES: list[tuple[str, str, list[str], str, str]] = [
    (name, *_signature(name, mnemonic), mnemonic.split(" ")[0], "90")
    for name, (mnemonic, _) in sorted(ONE_INSTRUCTION_INTRINSICS.items())
] + [
    ("nvvm.shfl.sync.down.f32p", "!llvm.struct<(f32, i1)>", ["i32", "f32", "i32", "i32"], "shfl.sync.down.b32", "90"),
    ("nvvm.shfl.sync.idx.i32p", "!llvm.struct<(i32, i1)>", ["i32", "i32", "i32", "i32"], "shfl.sync.idx.b32", "90"),
    ("nvvm.barrier0.popc", "i32", ["i32"], "bar.red.popc.u32", "90"),
    ("nvvm.redux.sync.umax", "i32", ["i32", "i32"], "redux.sync.max.u32", "90"),
    ("nvvm.match.all.sync.i32p", "!llvm.struct<(i32, i1)>", ["i32", "i32"], "match.all.sync.b32", "90"),
    ("maximum.f32", "f32", ["f32", "f32"], "max.NaN.f32", "80"),
    ("minimum.f32", "f32", ["f32", "f32"], "min.NaN.f32", "80"),
]


def _llvm_type(t: str) -> str:
    if t.startswith("!llvm.struct"):
        return "{" + ", ".join(_LLVM_TYPE[x.strip()] for x in t[len("!llvm.struct<("):-2].split(",")) + "}"
    return _LLVM_TYPE[t]


def _kernels(target: str) -> tuple[str, str, list[tuple[str, str]]]:
    """One MLIR and one LLVM IR module with a kernel per case of `target`; (kernel, mnemonic)."""
    mlir, llvm_ir, checks = [], [], []
    for index, (name, result, args, mnemonic, case_target) in enumerate(CASES):
        if case_target != target:
            continue
        kernel = f"t{index}"
        params = ", ".join(f"%a{i}: {t}" for i, t in enumerate(args))
        operands = ", ".join(f"%a{i}" for i in range(len(args)))
        mlir.append(
            f"llvm.func @{kernel}(%out: !llvm.ptr{', ' + params if params else ''}) attributes {{nvvm.kernel}} {{\n"
            f'  %r = llvm.call_intrinsic "llvm.{name}"({operands}) : ({", ".join(args)}) -> {result}\n'
            f"  llvm.store %r, %out : {result}, !llvm.ptr\n  llvm.return\n}}"
        )
        llvm_params = ", ".join(f"{_llvm_type(t)} %a{i}" for i, t in enumerate(args))
        llvm_args = ", ".join(f"{_llvm_type(t)} %a{i}" for i, t in enumerate(args))
        llvm_ir.append(
            f"define ptx_kernel void @{kernel}(ptr %out{', ' + llvm_params if llvm_params else ''}) {{\n"
            f"  %r = call {_llvm_type(result)} @llvm.{name}({llvm_args})\n"
            f"  store {_llvm_type(result)} %r, ptr %out\n  ret void\n}}"
        )
        checks.append((kernel, mnemonic))
    return "\n".join(mlir), "\n".join(llvm_ir), checks


def _compile(text: str, target: str) -> str:
    return compile_to_ptx(text, LowerToPTXPass(sm=target))


def _instruction(ptx_text: str, kernel: str, mnemonic: str) -> str:
    body = ptx_text.split(f".entry {kernel}(", 1)[1].split("\n}", 1)[0]
    params = {m.group(1): f"P{m.group(2)}" for m in re.finditer(rf"ld\.param\.\w+\s+(%\w+), \[{kernel}_param_(\d+)\]", body)}
    for line in body.splitlines():
        text = " ".join(line.split()).rstrip(";")
        if text.startswith(mnemonic + " "):
            return re.sub(r"%[a-z]+\d+", lambda m: params.get(m.group(0), "%R"), text)
    raise AssertionError(f"{kernel}: no '{mnemonic}' in\n{body}")


@pytest.mark.parametrize("target", sorted({case[4] for case in CASES}))
def test_same_instructions_as_llvm(target: str) -> None:
    llvm_oracle = pytest.importorskip("nvvm_xdsl_testing.llvm_oracle")
    pytest.importorskip("llvmlite")
    mlir, llvm_ir, checks = _kernels(target)
    ours = _compile(mlir, target)
    version = re.search(r"^\.version (\S+)", ours, re.M).group(1)  # type: ignore[union-attr]
    theirs = llvm_oracle.llvm_ptx(llvm_ir, target, version, isolated=True)
    mismatches = [
        (kernel, _instruction(ours, kernel, mnemonic), _instruction(theirs, kernel, mnemonic))
        for kernel, mnemonic in checks
        if _instruction(ours, kernel, mnemonic) != _instruction(theirs, kernel, mnemonic)
    ]
    assert not mismatches
    assert len(checks) >= (140 if target == "90" else 2)
    if cuda_tools.has_tool("ptxas"):
        cuda_tools.ptxas(ours, f"sm_{target}").check()


@pytest.mark.parametrize("name", ["maximum", "minimum"])
@pytest.mark.parametrize("t", ["f32", "f64"])
def test_nan_propagating_sequence_matches_llvm(name: str, t: str) -> None:
    """Where PTX has no `.NaN` form (f64, or f32 before sm_80): LLVM's select sequence."""
    llvm_oracle = pytest.importorskip("nvvm_xdsl_testing.llvm_oracle")
    pytest.importorskip("llvmlite")
    mlir = (
        f"llvm.func @k(%out: !llvm.ptr, %a: {t}, %b: {t}) attributes {{nvvm.kernel}} {{\n"
        f"  %r = llvm.intr.{name}(%a, %b) : ({t}, {t}) -> {t}\n  llvm.store %r, %out : {t}, !llvm.ptr\n  llvm.return\n}}"
    )
    lt = _LLVM_TYPE[t]
    llvm_ir = (
        f"define ptx_kernel void @k(ptr %out, {lt} %a, {lt} %b) {{\n"
        f"  %r = call {lt} @llvm.{name}.{t}({lt} %a, {lt} %b)\n  store {lt} %r, ptr %out\n  ret void\n}}"
    )
    ours = _compile(mlir, "75")
    theirs = llvm_oracle.llvm_ptx(llvm_ir, 75, "8.0", isolated=True)

    def sequence(ptx_text: str) -> list[str]:
        body = ptx_text.split(".entry k(", 1)[1]
        return [
            " ".join(line.split()).split(" ")[0]
            for line in body.splitlines()
            if line.strip().startswith(("setp", "selp", "max", "min"))
        ]

    # Same operations in the same order; LLVM types the float selects as .f32/.f64 like ours.
    assert sequence(ours) == sequence(theirs)
    if cuda_tools.has_tool("ptxas"):
        cuda_tools.ptxas(ours, "sm_75").check()


def test_vector_maximum_is_lane_wise() -> None:
    mlir = (
        "llvm.func @k(%out: !llvm.ptr, %a: vector<2xf32>, %b: vector<2xf32>) attributes {nvvm.kernel} {\n"
        "  %r = llvm.intr.maximum(%a, %b) : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>\n"
        "  llvm.store %r, %out : vector<2xf32>, !llvm.ptr\n  llvm.return\n}"
    )
    assert _compile(mlir, "90").count("max.NaN.f32") == 2


def test_intrinsic_needing_newer_target_is_a_located_error() -> None:
    mlir = (
        "llvm.func @k(%out: !llvm.ptr, %a: f32, %b: f32) attributes {nvvm.kernel} {\n"
        '  %r = llvm.call_intrinsic "llvm.nvvm.fmin.xorsign.abs.f"(%a, %b) : (f32, f32) -> f32\n'
        "  llvm.store %r, %out : f32, !llvm.ptr\n  llvm.return\n}"
    )
    with pytest.raises(OpDiagnostic, match=r"min.xorsign.abs.f32 needs sm_86 or newer, but the target is sm_80: pass --sm 86"):
        _compile(mlir, "80")
