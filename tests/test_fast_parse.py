"""nvvm-opt's parser (type cache + fast lexer, `nvvm_xdsl.fast_parse`) against xDSL's stock one:
the same tokens and the same IR on every module the project holds (issue 19)."""

from __future__ import annotations

from io import StringIO
from pathlib import Path

import pytest
from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.universe import Universe
from xdsl.utils.exceptions import ParseError
from xdsl.utils.lexer import Input
from xdsl.utils.mlir_lexer import MLIRLexer, MLIRTokenKind

from nvvm_xdsl.dialects import llvm_ext  # noqa: F401 - registers the llvm ops the corpus uses
from nvvm_xdsl.fast_parse import CachingParser, FastMLIRLexer, type_span_end
from nvvm_xdsl.nvvm_opt import LocatingParser

ROOT = Path(__file__).resolve().parent.parent
CORPUS = sorted(
    {
        *ROOT.glob("tests/producers/**/*.mlir"),
        *ROOT.glob("tests/corpus/*.mlir"),
        *ROOT.glob("examples/*.mlir"),
        *ROOT.glob("tests/kernels/*.mlir"),
    }
)
# Inputs written to fail, and the lit tests, exercise the lexer's error paths and odd spellings.
def _is_utf8(path: Path) -> bool:
    try:
        path.read_text()
    except UnicodeDecodeError:  # bad_inputs/non_utf8_byte.mlir: no parser gets to lex it
        return False
    return True


# Not lit's Output/ directories: its temporaries come and go while lit runs (in parallel under xdist).
LEXER_INPUTS = sorted(
    p for p in {*CORPUS, *ROOT.glob("tests/filecheck/**/*.mlir"), *ROOT.glob("tests/bad_inputs/**/*.mlir")}
    if "Output" not in p.relative_to(ROOT).parts and _is_utf8(p)
)


def _ids(paths: list[Path]) -> list[str]:
    return [str(p.relative_to(ROOT)) for p in paths]


def _context() -> Context:
    ctx = Context()
    for name, factory in Universe.get_multiverse().all_dialects.items():
        ctx.register_dialect(name, factory)
    return ctx


def _tokens(lexer: MLIRLexer, limit: int) -> list[tuple]:
    """Kinds and spans of every token, an error standing for one token (the lexer then
    resumes a character further)."""
    tokens: list[tuple] = []
    while len(tokens) < limit:
        position = lexer.pos
        try:
            token = lexer.lex()
        except ParseError as error:
            tokens.append(("error", position, str(error)))
            lexer.pos = position + 1
            continue
        tokens.append((token.kind, token.span.start, token.span.end, type(token.span)))
        if token.kind == MLIRTokenKind.EOF:
            break
    return tokens


def _assert_same_tokens(text: str) -> None:
    limit = len(text) + 2
    expected = _tokens(MLIRLexer(Input(text, "t")), limit)
    assert _tokens(FastMLIRLexer(Input(text, "t")), limit) == expected


@pytest.mark.parametrize("path", LEXER_INPUTS, ids=_ids(LEXER_INPUTS))
def test_fast_lexer_tokens_match_xdsl(path: Path):
    _assert_same_tokens(path.read_text())


@pytest.mark.parametrize(
    "text",
    [
        "// only a comment",
        "a // comment\n/ b",
        "%0#1 %arg_x.y ^bb0 !llvm.ptr<1> #loc3 #-} {-# @f @\"quoted name\"",
        "0x1F 0xg 00x1 4xf32 1.5 1.5e+3 1.e 2. -> - ->> -1 ... ? | * +",
        '"plain" "esc\\"aped" "\\n" "" "unterminated',
        "\u00e9t\u00e9 _x $ \x00",
        "!llvm.struct<(f32, f32)> vector<2xf16> dense<[1, 2]> : tensor<2xi32>",
    ],
)
def test_fast_lexer_edge_cases(text: str):
    _assert_same_tokens(text)


@pytest.mark.parametrize(
    "text, end",
    [
        ("i32, f32", 3),
        ("!llvm.struct<(f32, vector<2xf16>)> loc", 34),
        ('!llvm.struct<"n>", (i32)>', 25),
        ("!llvm.func<i32 (i32) -> i32>x", 28),
        ("!llvm.ptr <1>", None),  # xDSL reads `<1>` as part of the type: not ours to cache
        ("vector<2xf16", None),
        ("%0 : i32", None),
    ],
)
def test_type_span(text: str, end: int | None):
    assert type_span_end(text, 0) == end


def _printed(module, generic: bool) -> str:
    """The printed module, or the error printing it raised (xDSL 0.74 cannot pretty-print
    some ops it parses, e.g. llvm.add with overflow flags in generic form)."""
    out = StringIO()
    try:
        Printer(stream=out, print_generic_format=generic).print_op(module)
    except Exception as error:  # noqa: BLE001 - compared, not hidden
        return f"printing failed: {type(error).__name__}: {error}"
    return out.getvalue()


@pytest.mark.parametrize("path", CORPUS, ids=_ids(CORPUS))
def test_parsed_ir_matches_xdsl(path: Path):
    text = path.read_text()
    ctx = _context()
    try:
        expected = Parser(ctx, text, str(path)).parse_module()
    except ParseError as error:
        # Text xDSL cannot parse must not parse with ours either, and fail at the same place.
        with pytest.raises(ParseError) as ours:
            LocatingParser(ctx, text, str(path)).parse_module()
        assert ours.value.span.start == error.span.start
        return
    parsed = LocatingParser(ctx, text, str(path)).parse_module()
    assert _printed(parsed, generic=True) == _printed(expected, generic=True)
    assert _printed(parsed, generic=False) == _printed(expected, generic=False)


def test_repeated_type_text_is_parsed_once():
    struct = "!llvm.struct<(f32, f32, i32)>"
    text = f"""
    llvm.func @f(%a: {struct}) -> {struct} {{
      %0 = llvm.mlir.undef : {struct}
      %1 = llvm.mlir.undef : {struct}
      llvm.return %1 : {struct}
    }}
    """
    parser = CachingParser(_context(), text)
    module = parser.parse_module()
    func = next(iter(module.body.block.ops))
    first, second, _ = func.body.block.ops
    assert first.res.type is second.res.type
    assert struct in parser._type_cache


def test_alias_types_follow_their_definition():
    text = """
    !s = !llvm.struct<(i32, f32)>
    llvm.func @f(%a: !s, %b: !llvm.struct<(i32, f32)>) {
      llvm.return
    }
    """
    module = CachingParser(_context(), text).parse_module()
    func = next(iter(module.body.block.ops))
    a, b = func.body.block.args
    assert a.type == b.type


def _assert_parses_as_xdsl(text: str) -> tuple[CachingParser, ModuleOp]:
    ctx = _context()
    expected = Parser(ctx, text).parse_module()
    parser = CachingParser(ctx, text)
    parsed = parser.parse_module()
    assert _printed(parsed, generic=True) == _printed(expected, generic=True)
    return parser, parsed


def test_ops_of_one_shape_are_parsed_once():
    text = """
    llvm.func @f(%a: i32, %b: i32) -> i32 {
      %0 = llvm.add %a, %b : i32
      %1 = llvm.add %0, %a : i32
      %2 = llvm.add %1, %1 : i32
      %3 = llvm.add %b, %2 : i32
      llvm.return %3 : i32
    }
    """
    parser, module = _assert_parses_as_xdsl(text)
    func = next(iter(module.body.block.ops))
    adds = [op for op in func.body.block.ops if op.name == "llvm.add"]
    assert len(adds) == 4
    # One shape for the four adds (the names differ), one for the return.
    assert len(parser._op_shapes) == 2
    # The operands are the named values, in order, even where one value is used twice.
    a, b = func.body.block.args
    assert [tuple(op.operands) for op in adds] == [
        (a, b),
        (adds[0].results[0], a),
        (adds[1].results[0], adds[1].results[0]),
        (b, adds[2].results[0]),
    ]


@pytest.mark.parametrize(
    "body",
    [
        # `%` in a string is not a name; the shape keeps the string's text.
        '%0 = llvm.inline_asm "mov.u32 $0, %r1;", "=r" : () -> i32\n'
        '      %1 = llvm.inline_asm "mov.u32 $0, %r2;", "=r" : () -> i32',
        # Forward references are resolved with the type the text gives, as xDSL does.
        "llvm.br ^bb1\n    ^bb2:\n      %0 = llvm.add %1, %1 : i32\n      llvm.return\n"
        "    ^bb1:\n      %1 = llvm.add %a, %a : i32\n      llvm.br ^bb2",
        # Two ops on one line, an op spanning lines, and a trailing comment are not shapes.
        "%0 = llvm.add %a, %a : i32 %1 = llvm.add %0, %0 : i32\n"
        "      %2 = llvm.add %1,\n        %1 : i32\n"
        "      %3 = llvm.add %2, %2 : i32 // one\n      %4 = llvm.add %3, %3 : i32 // one",
        # Results of several values, and tuple indices, keep xDSL's reading.
        '%0:2 = "test.op"() : () -> (i32, i32)\n      %1:2 = "test.op"() : () -> (i32, i32)\n'
        '      %2 = llvm.add %0#1, %1#0 : i32\n      %3 = llvm.add %2, %0#0 : i32',
        # Ops with a location differ by more than their names.
        "%0 = llvm.add %a, %a : i32 loc(\"f\":1:2)\n      %1 = llvm.add %0, %0 : i32 loc(\"f\":3:4)",
    ],
)
def test_op_shapes_keep_xdsl_ir(body: str):
    text = f"""
    llvm.func @f(%a: i32) {{
      {body}
      llvm.return
    }}
    """
    if "llvm.br" in body:
        text = text.replace("      llvm.return\n    }", "    }")
    _assert_parses_as_xdsl(text)


def test_ops_differing_in_a_position_or_constant_are_one_family():
    # Lines that differ only in an extractvalue/insertvalue position or an integer constant's
    # value are created from their family's first op, with that literal's meaning.
    struct = "!llvm.struct<(f32, i32, !llvm.struct<(i8, i64)>)>"
    lines = [f"%e{i} = llvm.extractvalue %s[{i}] : {struct}" for i in range(2)]
    lines += [f"%n{i} = llvm.extractvalue %s[2, {i}] : {struct}" for i in range(2)]
    lines += ["%i0 = llvm.insertvalue %e0, %s[0] : " + struct, "%i1 = llvm.insertvalue %e1, %i0[1] : " + struct]
    lines += ["%i2 = llvm.insertvalue %n1, %i1[2, 1] : " + struct, "%i3 = llvm.insertvalue %n0, %i2[2, 0] : " + struct]
    lines += [f"%{i} = llvm.mlir.constant({value} : i8) : i8" for i, value in enumerate((0, -128, 127, 255, 7))]
    lines += ["%c0 = llvm.mlir.constant(5 : index) : i32", "%c1 = llvm.mlir.constant(-9 : index) : i32"]
    body = "\n      ".join(lines)
    text = f"""
    llvm.func @f(%s: {struct}) {{
      {body}
      llvm.return
    }}
    """
    parser, module = _assert_parses_as_xdsl(text)
    assert len(parser._families) == 4  # extract, insert (any depth), a constant per type
    assert len(parser._op_shapes) == len(lines) + 1
    func = next(iter(module.body.block.ops))
    ops = list(func.body.block.ops)
    assert [str(op.results[0].type) for op in ops[:4]] == ["f32", "i32", "i8", "i64"]
    # Every op of a run gets its input position.
    from nvvm_xdsl.diagnostics import input_position

    located = LocatingParser(_context(), text, "f.mlir").parse_module()
    lines_of = [input_position(op).line.data for op in next(iter(located.body.block.ops)).body.block.ops]
    assert lines_of == list(range(3, 3 + len(lines) + 1))


@pytest.mark.parametrize(
    "line",
    [
        "%x = llvm.extractvalue %s[3] : !llvm.struct<(f32, i32)>",  # past the end
        "%x = llvm.extractvalue %s[0, 1] : !llvm.struct<(f32, i32)>",  # into a non-aggregate
        "%x = llvm.insertvalue %a, %s[1] : !llvm.struct<(f32, i32)>",  # a value of the wrong type
        "%x = llvm.mlir.constant(256 : i8) : i8",  # a value its type cannot hold
    ],
)
def test_a_family_member_the_parser_rejects_fails_as_xdsl(line: str):
    text = f"""
    llvm.func @f(%s: !llvm.struct<(f32, i32)>, %a: f32) {{
      %0 = llvm.extractvalue %s[0] : !llvm.struct<(f32, i32)>
      %1 = llvm.insertvalue %a, %s[0] : !llvm.struct<(f32, i32)>
      %2 = llvm.mlir.constant(1 : i8) : i8
      {line}
      llvm.return
    }}
    """
    with pytest.raises(ParseError) as expected:
        Parser(_context(), text).parse_module()
    for parser_class in (CachingParser, LocatingParser):
        with pytest.raises(ParseError) as ours:
            parser_class(_context(), text).parse_module()
        assert ours.value.span.start == expected.value.span.start
        assert str(ours.value) == str(expected.value)


def test_a_shape_with_a_mistyped_operand_fails_as_xdsl():
    text = """
    llvm.func @f(%a: i32, %b: i64) {
      %0 = llvm.add %a, %a : i32
      %1 = llvm.add %b, %b : i32
      llvm.return
    }
    """
    with pytest.raises(ParseError) as expected:
        Parser(_context(), text).parse_module()
    with pytest.raises(ParseError) as ours:
        CachingParser(_context(), text).parse_module()
    assert ours.value.span.start == expected.value.span.start
    assert str(ours.value) == str(expected.value)


def test_an_op_going_on_past_its_line_is_not_a_shape(monkeypatch: pytest.MonkeyPatch):
    # `llvm.return` is a shape before `}`, but before `%a` on the next line it is `llvm.return %a`.
    text = """
    llvm.func @f(%a: i32) {
      llvm.return
    }
    llvm.func @g(%a: i32) -> i32 {
      llvm.return
        %a : i32
    }
    """
    parsers: list[CachingParser] = []
    init = CachingParser.__init__

    def counting_init(self: CachingParser, *args, **kwargs) -> None:
        parsers.append(self)
        init(self, *args, **kwargs)

    monkeypatch.setattr(CachingParser, "__init__", counting_init)
    _assert_parses_as_xdsl(text)
    assert len(parsers) == 1, "the fast parse failed and was redone by the stock one"


@pytest.mark.parametrize("parser_class", [CachingParser, LocatingParser])
def test_errors_are_xdsls_whatever_the_fast_path_met(parser_class: type[CachingParser]):
    # The line after a known shape decides how it parses; a parse error is reported as xDSL's
    # parser reports it, even where the fast paths went wrong first (here forced: every op of a
    # shape seen before is taken as ending its line).
    text = """
    llvm.func @f() {
      llvm.return
    }
    llvm.func @g(%a: i32) {
      llvm.return
      %a
    }
    """
    with pytest.raises(ParseError) as expected:
        Parser(_context(), text).parse_module()
    parser = parser_class(_context(), text)
    original = parser.parse_operation

    def misjudged(*args):
        for shape in parser._op_shapes.values():
            shape.followers = _EVERYTHING
        return original()

    parser.parse_operation = misjudged  # type: ignore[method-assign]
    with pytest.raises(ParseError) as ours:
        parser.parse_module()
    assert ours.value.span.start == expected.value.span.start
    assert str(ours.value) == str(expected.value)


class _Everything(set):
    def __contains__(self, item: object) -> bool:
        return True


_EVERYTHING = _Everything()


def test_the_parsed_module_leaves_the_youngest_generation():
    """The parse runs with the collector off; its objects are then moved out of generation 0
    (which the next collection would traverse) without a collection, and objects frozen
    before stay frozen."""
    import gc

    text = "\n".join(f"%{i} = llvm.mlir.constant({i} : i32) : i32" for i in range(50))
    assert gc.isenabled()
    frozen_before = gc.get_freeze_count()
    module = CachingParser(_context(), text).parse_module()
    op = module.body.block.first_op
    young = {id(obj) for obj in gc.get_objects(generation=0)}
    assert op is not None and id(op) not in young and id(module) not in young
    if not frozen_before:
        assert gc.get_freeze_count() == 0, "nothing was frozen before: nothing stays frozen"
    gc.freeze()
    try:
        frozen = gc.get_freeze_count()
        CachingParser(_context(), text).parse_module()
        assert gc.get_freeze_count() >= frozen, "what was frozen before stays frozen"
    finally:
        gc.unfreeze()


def test_a_module_parsed_to_stay_frozen_is_frozen_without_counting():
    """Inside `parsed_module_stays_frozen` (nvvm-opt, which freezes its module for good) the
    parse freezes what it built whatever was frozen before, without `gc.get_freeze_count`."""
    import gc

    from nvvm_xdsl import fast_parse

    text = "\n".join(f"%{i} = llvm.mlir.constant({i} : i32) : i32" for i in range(50))
    frozen_before = gc.get_freeze_count()

    def no_count() -> int:
        raise AssertionError("counted the frozen objects")

    counting, gc.get_freeze_count = gc.get_freeze_count, no_count
    try:
        with fast_parse.parsed_module_stays_frozen():
            CachingParser(_context(), text).parse_module()
    finally:
        gc.get_freeze_count = counting
    try:
        assert gc.get_freeze_count() > frozen_before
        assert not fast_parse._stays_frozen
    finally:
        if not frozen_before:
            gc.unfreeze()
