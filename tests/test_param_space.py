"""check-param-space against ptxas: both ceilings, both sides of each, byte for byte.

For a kernel whose parameters need padding (i8, then an 8-aligned byval array, then i16), the
total our layout computes must be the byte count ptxas reports when it rejects our PTX for a
target without room for it; at the ceiling the full pipeline's PTX must assemble, one byte over
it our pass must refuse the kernel first. (The backend itself refuses a kernel over 4352 bytes
for an explicit PTX ISA version below 8.1, so the PTX ptxas sees is the one emitted for 8.1 with
its `.version` line lowered: everything else is what we would have produced.)
"""

from __future__ import annotations

import re

import pytest

from nvvm_xdsl.diagnostics import OpDiagnostic
from nvvm_xdsl.kernel_abi import max_kernel_param_bytes
from nvvm_xdsl.target import Target
from nvvm_xdsl.transforms.check_param_space import CheckParamSpacePass
from nvvm_xdsl.transforms.convert_llvm_to_ptx import ConvertLLVMToPTXPass
from nvvm_xdsl.transforms.lower_to_ptx import LowerToPTXPass
from nvvm_xdsl_testing import cuda_tools
from nvvm_xdsl_testing.mlir_to_llvm_ir import make_context, parse_mlir
from nvvm_xdsl_testing.ptx_compile import compile_to_ptx

needs_ptxas = pytest.mark.skipif(not cuda_tools.has_tool("ptxas"), reason="ptxas not installed")

# ptxas 13.x assembles sm_75 and newer only, so sm_60 is covered by the rule test alone.
# An empty PTX version: the backend chooses (8.1 where the parameters need it).
TARGETS = [(75, "7.8"), (90, "8.0"), (75, "8.1"), (80, "8.1"), (90, "8.1"), (90, "8.8"), (90, ""), (75, "")]


def _kernel(array_bytes: int) -> str:
    # Layout: i8 at 0, the byval array (align 8) at 8, i16 at the next even offset.
    return f"""
llvm.func @k(%a: i8, %s: !llvm.ptr {{llvm.byval = !llvm.array<{array_bytes} x i8>, llvm.align = 8 : i64}}, %b: i16) attributes {{nvvm.kernel}} {{
  llvm.return
}}
"""


def _total(array_bytes: int) -> int:
    end = 8 + array_bytes
    return end + (end & 1) + 2


def _ptx(text: str, passes) -> str:
    return compile_to_ptx(text, *passes)


def _unchecked(text: str, sm: int, ptx_version: str) -> str:
    """The backend's PTX for `text` without any check of its parameter space, for `.version
    ptx_version`: it is emitted for PTX 8.1 (which has room), then the version line is lowered."""
    ptx = _ptx(text, [ConvertLLVMToPTXPass(sm=sm, ptx_version=max(ptx_version, "8.1"))])
    return re.sub(r"^\.version \S+$", f".version {ptx_version}", ptx, count=1, flags=re.MULTILINE)


def test_ceiling_rule():
    assert max_kernel_param_bytes(Target.parse(60, "8.1")) == 4352
    assert max_kernel_param_bytes(Target.parse(70, "8.0")) == 4352
    assert max_kernel_param_bytes(Target.parse(70, "8.1")) == 32764
    assert max_kernel_param_bytes(Target.parse(90, "7.8")) == 4352
    assert max_kernel_param_bytes(Target.parse("90a", "9.0")) == 32764
    # No explicit version: the backend may choose 8.1, so sm_70+ has the large space.
    assert max_kernel_param_bytes(Target.parse(90)) == 32764
    assert max_kernel_param_bytes(Target.parse(60)) == 4352


@needs_ptxas
@pytest.mark.parametrize("sm,ptx_version", TARGETS)
def test_both_sides_of_the_ceiling(sm: int, ptx_version: str):
    limit = max_kernel_param_bytes(Target.parse(sm, ptx_version or None))
    at_limit = limit - 10  # i8 + 7 bytes of padding, the array, i16: exactly `limit`
    assert _total(at_limit) == limit
    pipeline = LowerToPTXPass(sm=sm, ptx_version=ptx_version).passes()
    text = _ptx(_kernel(at_limit), pipeline)
    assert f".b8 k_param_1[{at_limit}]" in text
    cuda_tools.ptxas(text, arch=f"sm_{sm}").check()

    over = at_limit + 1
    total = _total(over)
    assert total > limit
    with pytest.raises(OpDiagnostic, match=rf"kernel 'k' needs {total} bytes .* over the {limit}-byte limit"):
        _ptx(_kernel(over), pipeline)
    # ptxas rejects the same kernel when the check is skipped, counting the same bytes.
    unchecked = _unchecked(_kernel(over), sm, ptx_version) if limit < 32764 else _ptx(_kernel(over), [ConvertLLVMToPTXPass(sm=sm, ptx_version=ptx_version)])
    result = cuda_tools.ptxas(unchecked, arch=f"sm_{sm}")
    assert not result.ok
    assert f"uses too much parameter space (0x{total:x} bytes, 0x{limit:x} max)" in result.stderr


@needs_ptxas
@pytest.mark.parametrize(
    "params,expected",
    [
        # (parameter types, the total ptxas must agree with)
        (["i8", "i64"], 16),
        (["f32", "i8", "!llvm.ptr"], 16),
        (["i16", "!llvm.array<3 x i8>", "i32"], 12),
        (["i8", "!llvm.struct<(i8, f64)>", "i8"], 25),
        (["i8", "vector<4xf32>", "i8"], 33),
        (["f16", "i128", "i1"], 33),
    ],
)
def test_layout_matches_ptxas(params: list[str], expected: int):
    """Each layout, padded to just over the small ceiling with a trailing byte array, must be
    over by exactly the bytes ptxas counts."""
    filler = 4352 - expected + 1
    args = ", ".join(f"%a{i}: {t}" for i, t in enumerate(params))
    text = f"""
llvm.func @k({args}, %s: !llvm.ptr {{llvm.byval = !llvm.array<{filler} x i8>, llvm.align = 1 : i64}}) attributes {{nvvm.kernel}} {{
  llvm.return
}}
"""
    with pytest.raises(OpDiagnostic, match=r"needs 4353 bytes"):
        _ptx(text, [CheckParamSpacePass(sm=90, ptx_version="8.0")])
    unchecked = _unchecked(text, 90, "8.0")
    result = cuda_tools.ptxas(unchecked, arch="sm_90")
    assert re.search(r"too much parameter space \(0x1101 bytes", result.stderr), result.stderr


def test_error_names_largest_parameters_and_no_flag_when_nothing_lifts_it():
    text = """
llvm.func @k(%a: i32, %s: !llvm.ptr {llvm.byval = !llvm.array<40000 x i8>, llvm.align = 4 : i64}, %b: i64) attributes {nvvm.kernel} {
  llvm.return
}
"""
    with pytest.raises(OpDiagnostic) as info:
        _ptx(text, [CheckParamSpacePass(sm=90, ptx_version="8.1")])
    message = str(info.value)
    assert "needs 40016 bytes" in message and "32764-byte limit" in message
    assert "#1 (byval !llvm.array<40000 x i8>, 40000 bytes), #2 (i64, 8 bytes), #0 (i32, 4 bytes)" in message
    assert "--ptx-version" not in message and "pointer to global memory" in message


def test_device_functions_are_not_kernels():
    text = """
llvm.func @f(%s: !llvm.ptr {llvm.byval = !llvm.array<8000 x i8>, llvm.align = 4 : i64}) {
  llvm.return
}
"""
    ctx = make_context()
    module = parse_mlir(text, ctx)
    CheckParamSpacePass(sm=90, ptx_version="8.0").apply(ctx, module)


@needs_ptxas
def test_without_a_ptx_version_the_large_space_raises_version_to_8_1():
    text = _kernel(8000)
    ptx = _ptx(text, LowerToPTXPass(sm=90).passes())
    assert ".version 8.1" in ptx
    cuda_tools.ptxas(ptx, arch="sm_90").check()
    small = _ptx(_kernel(100), LowerToPTXPass(sm=90).passes())
    assert ".version 8.0" in small


def test_backend_alone_refuses_the_large_space_for_an_old_ptx_version():
    with pytest.raises(OpDiagnostic, match=r"a kernel parameter space of 8010 bytes \(over 4352\) needs PTX ISA 8.1"):
        _ptx(_kernel(8000), [ConvertLLVMToPTXPass(sm=90, ptx_version="8.0")])
