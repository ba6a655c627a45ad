"""arith-expand: the expanded ceildivsi/floordivsi compute the rounded quotient, checked by
running the expanded IR in xDSL's interpreter (which has no ceildivsi of its own) against exact
rational rounding, for every sign combination, exact and inexact divisions."""

from __future__ import annotations

import itertools

import pytest
from xdsl.context import Context
from xdsl.dialects import arith, builtin, func
from xdsl.interpreter import Interpreter
from xdsl.interpreters.arith import ArithFunctions
from xdsl.interpreters.func import FuncFunctions
from xdsl.parser import Parser

from nvvm_xdsl.transforms.arith_expand import ArithExpandPass

SOURCE = """
func.func @divide(%a: i32, %b: i32) -> (i32, i32) {
  %c = arith.ceildivsi %a, %b : i32
  %f = arith.floordivsi %a, %b : i32
  func.return %c, %f : i32, i32
}
"""


def expanded_module() -> builtin.ModuleOp:
    ctx = Context()
    for dialect in (arith.Arith, builtin.Builtin, func.Func):
        ctx.load_dialect(dialect)
    module = Parser(ctx, SOURCE).parse_module()
    ArithExpandPass().apply(ctx, module)
    return module


def test_no_rounding_division_is_left():
    names = {op.name for op in expanded_module().walk()}
    assert not names & {"arith.ceildivsi", "arith.floordivsi"}


@pytest.mark.parametrize(
    ("a", "b"),
    list(itertools.product([-9, -7, -6, -1, 0, 1, 6, 7, 9, 2**31 - 1, -(2**31) + 1], [-3, -2, -1, 1, 2, 3, 7])),
)
def test_rounding(a: int, b: int):
    interpreter = Interpreter(expanded_module())
    interpreter.register_implementations(ArithFunctions())
    interpreter.register_implementations(FuncFunctions())
    ceil, floor = interpreter.call_op("divide", (a, b))
    # exact rounding of a / b on integers
    assert floor == a // b
    assert ceil == -((-a) // b)
