"""The ptx dialect: seed 002's NVPTXISD numbers on the call-sequence ops, .param declaration
printing, and register/param attribute verification."""

from __future__ import annotations

import pytest
from xdsl.utils.exceptions import VerifyException

from nvvm_xdsl.dialects import ptx


def test_call_sequence_opcodes_follow_seed_002():
    assert ptx.CallSeqStartOp.NVPTXISD_OPCODE == 0x1FD
    assert ptx.CallSeqEndOp.NVPTXISD_OPCODE == 0x1FE
    assert ptx.DeclareParamOp.NVPTXISD_OPCODE == 0x13E
    # The seed gives DeclareRetParam two numbers; both are kept, 0x13D is the one used.
    assert ptx.DeclareRetParamOp.NVPTXISD_OPCODE == 0x13D
    assert ptx.DeclareRetParamOp.NVPTXISD_OPCODE_ALT == 0x317
    assert ptx.CallOp.NVPTXISD_OPCODE == 0x202
    assert ptx.CallOp.NVPTXISD_PROTOTYPE_OPCODE == 0x201


@pytest.mark.parametrize(
    ("param", "text"),
    [
        (ptx.ParamAttr("b32", "f_param_0"), ".param .b32 f_param_0"),
        (ptx.ParamAttr("u64", "k_param_0", 1, ptx.SCALAR, "global"), ".param .u64 .ptr .global .align 1 k_param_0"),
        (ptx.ParamAttr("u64", "k_param_0", 16, ptx.SCALAR, "generic"), ".param .u64 .ptr .align 16 k_param_0"),
        (ptx.ParamAttr("b8", "k_param_1", 8, 24), ".param .align 8 .b8 k_param_1[24]"),
        (ptx.ParamAttr("b8", "f_vararg", 8, ptx.UNSIZED), ".param .align 8 .b8 f_vararg[]"),
    ],
)
def test_param_declarations_print_as_ptx(param: ptx.ParamAttr, text: str):
    param.verify()
    assert param.ptx() == text


def test_prototype_params_are_anonymous():
    assert ptx.ParamAttr("b8", "param0", 4, 8).ptx("_") == ".param .align 4 .b8 _[8]"


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (("b8", "x", 0, 4), "explicit alignment"),
        (("b8", "x", 256, 4), "power of two up to 128"),
        (("u64", "x", 8, 4, "global"), "cannot be an array"),
        (("u64", "x", 8, ptx.SCALAR, "texture"), "unknown pointer state space"),
        (("q8", "x"), "unknown .param type"),
    ],
)
def test_bad_param_declarations_are_rejected(args: tuple[object, ...], message: str):
    with pytest.raises(VerifyException, match=message):
        ptx.ParamAttr(*args)  # pyright: ignore[reportArgumentType]


def test_register_classes():
    for cls, prefix in ptx.REGISTER_PREFIX.items():
        ptx.RegType(cls).verify()
        assert prefix.startswith("%")
    with pytest.raises(VerifyException, match="unknown PTX register class"):
        ptx.RegType("b256")
