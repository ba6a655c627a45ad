from __future__ import annotations

import pytest

from nvvm_xdsl_testing.ptx_parse import parse_memory_op, parse_param, parse_ptx

from .conftest import require_tools

SNIPPET = r"""
.version 8.0
.target sm_90
.address_size 64
// .globl k
.extern .func  (.param .b32 func_retval0) vprintf
(
	.param .b64 vprintf_param_0,
	.param .b64 vprintf_param_1
)
;
.func (.param .align 8 .b8 func_retval0[16]) pair(.param .b32 pair_param_0, .param .align 8 .b8 pair_vararg[])
{
	ld.param.b32 %r1, [pair_param_0];
	st.param.b32 [func_retval0], %r1;
	st.param.b64 [func_retval0+8], %rd1;
	ret;
}
.visible .entry k(
	.param .align 8 .b8 k_param_0[24],
	.param .u64 .ptr .global .align 4 k_param_1 /* comment */
)
.maxntid 128, 1, 1
.minnctapersm 2
{
	.reg .pred %p<2>;
	ld.param.v2.b32 {%r1, %r2}, [k_param_0+16];
	@%p1 bra $L__BB0_2;
$L__BB0_1:	ld.volatile.global.nc.b64 %rd3, [%rd2+-8];
$L__BB0_2:
	{ // callseq 0, 0
	.param .b64 param0;
	st.param.b64 [param0], %rd3;
	call.uni (retval0), vprintf, (param0, param1);
	}
	@!%p1 st.shared.v4.f32 [smem+32], {%f1, %f2, %f3, %f4};
	ret;
}
"""


def test_declarations_and_params():
    mod = parse_ptx(SNIPPET)
    assert (mod.version, mod.target, mod.address_size) == ("8.0", "sm_90", 64)
    assert list(mod.functions) == ["vprintf", "pair", "k"]
    vprintf = mod.functions["vprintf"]
    assert vprintf.linkage == "extern" and not vprintf.is_definition
    pair = mod.functions["pair"]
    (ret,) = pair.returns
    assert (ret.kind, ret.type, ret.align, ret.array_size, ret.size) == ("array", "b8", 8, 16, 16)
    vararg = pair.param("pair_vararg")
    assert vararg.kind == "array" and vararg.array_size is None
    k = mod.functions["k"]
    assert k.kind == "entry" and k.linkage == "visible" and k.is_definition
    assert k.directives == {"maxntid": [128, 1, 1], "minnctapersm": [2]}
    p0, p1 = k.params
    assert (p0.kind, p0.align, p0.array_size) == ("array", 8, 24)
    assert (p1.kind, p1.type, p1.ptr_space, p1.align) == ("scalar", "u64", "global", 4)


def test_memory_instructions():
    k = parse_ptx(SNIPPET).functions["k"]
    summary = [(o.opcode, o.space, o.width_bits, o.base, o.offset, o.predicate) for o in k.memory_ops]
    assert summary == [
        ("ld", "param", 64, "k_param_0", 16, None),
        ("ld", "global", 64, "%rd2", -8, None),
        ("st", "param", 64, "param0", 0, None),
        ("st", "shared", 128, "smem", 32, "!%p1"),
    ]
    assert set(k.memory_ops[1].modifiers) == {"volatile", "nc"}
    assert k.memory_ops[1].base_is_register and not k.memory_ops[0].base_is_register


def test_single_lines():
    assert parse_memory_op("bra $L__BB0_2;") is None
    op = parse_memory_op("ld.b32 %r1, [%rd1];")
    assert op is not None and op.space == "generic" and op.offset == 0
    p = parse_param(".param .u64 .ptr .align 1 saxpy_param_1")
    assert p.ptr_space == "generic" and p.align == 1
    with pytest.raises(ValueError):
        parse_param(".param .bogus x")


def test_nvcc_and_llvm_agree_on_struct_param_layout():
    """nvcc's and LLVM's PTX for the same byval struct kernel declare the same param."""
    require_tools("nvcc")
    pytest.importorskip("llvmlite")
    from nvvm_xdsl_testing.cuda_tools import nvcc_ptx
    from nvvm_xdsl_testing.llvm_oracle import llvm_ptx

    cuda = r"""
    struct S { char c; double d; int i; };
    extern "C" __global__ void k(S s, double *out) { *out = s.d + s.i; }
    """
    llvm_ir = """
    define ptx_kernel void @k(ptr byval({ i8, double, i32 }) align 8 %s, ptr %out) {
      %pd = getelementptr { i8, double, i32 }, ptr %s, i32 0, i32 1
      %d = load double, ptr %pd
      %pi = getelementptr { i8, double, i32 }, ptr %s, i32 0, i32 2
      %i = load i32, ptr %pi
      %f = sitofp i32 %i to double
      %r = fadd double %d, %f
      store double %r, ptr %out
      ret void
    }
    """
    nv = parse_ptx(nvcc_ptx(cuda)).functions["k"]
    ll = parse_ptx(llvm_ptx(llvm_ir)).functions["k"]
    # nvcc writes `.param .u64 k_param_1`, LLVM `.param .u64 .ptr .align 1 k_param_1`
    assert nv.abi() == ll.abi() == ((), (("array", 24, 8), ("scalar", 8, None)))
    assert nv.param_accesses(0) == ll.param_accesses(0) == [(8, 64), (16, 32)]
