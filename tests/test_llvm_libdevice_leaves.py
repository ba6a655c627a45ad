"""llvm-libdevice-leaves against libdevice itself: for every function in its table and each of
the four `__nvvm_reflect` settings (ftz, prec-sqrt), the instruction the pass leaves in the
kernel is the one instruction of libdevice's own body for that function as link-libdevice
compiles it (same mnemonic and modifiers, operands in the same order), and the PTX assembles.
"""

from __future__ import annotations

import re

import pytest

from nvvm_xdsl.transforms.link_libdevice import find_libdevice
from nvvm_xdsl.transforms.llvm_libdevice_leaves import LEAVES, LLVMLibdeviceLeavesPass, leaf_of
from nvvm_xdsl.transforms.lower_to_ptx import LowerToPTXPass
from nvvm_xdsl_testing import cuda_tools
from nvvm_xdsl_testing.mlir_to_llvm_ir import make_context, parse_mlir
from nvvm_xdsl_testing.ptx_compile import compile_to_ptx

pytest.importorskip("llvmlite", reason="llvmlite (the libdevice extra) is not installed")
if find_libdevice() is None:
    pytest.skip("no libdevice.10.bc installed (the libdevice extra)", allow_module_level=True)
if not cuda_tools.has_tool("ptxas"):
    pytest.skip("ptxas not installed", allow_module_level=True)

NAMES = sorted([*LEAVES, "__nv_sqrtf"])
SETTINGS = [(ftz, prec_sqrt) for ftz in (False, True) for prec_sqrt in (True, False)]


def module_text() -> str:
    lines = []
    for name in NAMES:
        leaf = leaf_of(name, True)
        assert leaf is not None
        t = "f32" if leaf.type == leaf_of("__nv_fmaf", True).type else "f64"
        params = ", ".join([t] * leaf.arity)
        args = ", ".join(f"%a{i}" for i in range(leaf.arity))
        lines += [
            f"llvm.func @{name}({params}) -> {t}",
            f"llvm.func @k{name}(%p: !llvm.ptr, %a0: {t}, %a1: {t}, %a2: {t}) attributes {{nvvm.kernel}} {{",
            f"  %r = llvm.call @{name}({args}) : ({params}) -> {t}",
            f"  llvm.store %r, %p : {t}, !llvm.ptr",
            "  llvm.return",
            "}",
        ]
    return "\n".join(lines)


def compile_ptx(leaves: bool, ftz: bool, prec_sqrt: bool) -> str:
    leaf_pass = (LLVMLibdeviceLeavesPass(ftz=ftz, prec_sqrt=prec_sqrt),) if leaves else ()
    return compile_to_ptx(module_text(), *leaf_pass, LowerToPTXPass(sm=80, opt_level=0, ftz=ftz, prec_sqrt=prec_sqrt))


def body(ptx_text: str, name: str) -> str:
    match = re.search(rf"(?:\.entry|\.func\s+\([^)]*\))\s+{re.escape(name)}\((.*?)\n\}}\n", ptx_text, re.S)
    assert match is not None, f"{name} is not in the PTX"
    return match.group(1)


def the_instruction(text: str, param_prefix: str, first_param: int) -> str:
    """The one computing instruction of a body, registers named by the argument they hold."""
    names: dict[str, str] = {}
    computing = []
    for line in (raw.strip() for raw in text.splitlines()):
        if loaded := re.match(rf"ld\.param\.\w+\s+(%\w+), \[{re.escape(param_prefix)}_param_(\d+)\];", line):
            names[loaded.group(1)] = f"a{int(loaded.group(2)) - first_param}"
        elif re.match(r"[a-z]", line) and not line.startswith(("ld.param", "st.", "ret", "cvta")):
            computing.append(line.rstrip(";"))
    assert len(computing) == 1, computing
    mnemonic, _, operands = computing[0].partition(" ")
    regs = [names.get(o.strip(), "d") for o in operands.split(",")]
    return f"{mnemonic} {', '.join(regs)}"


@pytest.mark.parametrize(("ftz", "prec_sqrt"), SETTINGS)
def test_each_leaf_is_libdevices_own_instruction(ftz, prec_sqrt):
    libdevice = compile_ptx(False, ftz, prec_sqrt)
    folded = compile_ptx(True, ftz, prec_sqrt)
    cuda_tools.ptxas(folded, arch="sm_80").check()
    assert ".func" not in folded  # no libdevice function is left to call
    for name in NAMES:
        theirs = the_instruction(body(libdevice, name), name, 0)
        ours = the_instruction(body(folded, f"k{name}"), f"k{name}", 1)
        assert ours == theirs, f"{name} (ftz={ftz}, prec_sqrt={prec_sqrt})"


def test_calls_of_another_type_are_left_alone():
    text = """
llvm.func @__nv_fmaf(f64, f64, f64) -> f64
llvm.func @__nv_expf(f32) -> f32
llvm.func @f(%x: f64, %y: f32) -> f32 {
  %r = llvm.call @__nv_fmaf(%x, %x, %x) : (f64, f64, f64) -> f64
  %e = llvm.call @__nv_expf(%y) : (f32) -> f32
  llvm.return %e : f32
}
"""
    ctx = make_context()
    module = parse_mlir(text, ctx)
    LLVMLibdeviceLeavesPass().apply(ctx, module)
    assert str(module) == str(parse_mlir(text, ctx))
