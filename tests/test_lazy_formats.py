"""The declarative assembly formats nvvm-opt defers (nvvm_xdsl/dialects/xdsl_compat_lazy_formats.py):
every one of the universe's dialects still parses, and a malformed one is still an error."""

from __future__ import annotations

import pytest
from xdsl.irdl import IRDLOperation, irdl_op_definition, operand_def
from xdsl.utils.exceptions import ParseError

from nvvm_xdsl.compiler import universe_context
from nvvm_xdsl.dialects import xdsl_compat_lazy_formats, xdsl_compat_lazy_op_defs


def test_every_deferred_format_parses() -> None:
    ctx = universe_context()
    for name in list(ctx.registered_dialect_names):
        ctx.get_optional_dialect(name)
    assert ctx.get_optional_op("nvvm.wgmma.mma_async") is not None  # the nvvm op families
    # An op's format is made when its definition is built (on first use too).
    xdsl_compat_lazy_op_defs.define_all()
    # Deferred formats exist (the dialects were defined after the workaround was installed)
    # and all of them parse, as they would have at definition time.
    assert xdsl_compat_lazy_formats.parse_all_formats() > 100


def test_malformed_format_is_an_error_on_first_use() -> None:
    @irdl_op_definition
    class BadFormatOp(IRDLOperation):
        name = "test.bad_format"
        value = operand_def()
        assembly_format = "$value $value attr-dict"

    # Defining the op did not parse its format; the deferred program is the last one made (by
    # the definition, itself built on first use).
    definition = BadFormatOp.get_irdl_definition()
    deferred = xdsl_compat_lazy_formats._created.pop()
    assert deferred._op_def is definition
    with pytest.raises(ParseError):
        deferred.program()
