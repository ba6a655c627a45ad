"""A faster MLIR parser for big modules: each distinct type text, and each distinct op shape, is
parsed once.

Producers such as Triton print the same long types on every op (`!llvm.struct<(f32, ... x 128)>`,
`vector<8xf16>`), and xDSL's parser re-lexes and rebuilds them each time: on a Triton matmul module
most of the parse goes there. `CachingParser` remembers, per parse, the type built from each exact
source text and, on meeting that text again, steps the lexer over it instead of parsing it.

It does the same one level up for whole ops: most lines of such a module differ from an earlier
line only in their SSA names (`%7 = llvm.add %5, %6 : i32`). The op's *shape* is its line with the
SSA names taken out; for a shape seen before, the parser resolves the new names against the types
the first parse gave each operand and creates the op from the first op's name, result types,
properties and attributes, without running the op's parser again (`_OpShape`).

A block's body is read a run at a time (`_create_run`): from one line of a known shape to the
next, the text is searched directly (line end, names, the next line's first token, which is also
the token the shape must stop before) and no token is lexed until the run ends. Lines that differ
from a known shape in one integer literal that only sets a property and a type (an
`llvm.extractvalue`/`llvm.insertvalue` position, an integer `llvm.mlir.constant`) are created
from that family's first op (`_derive`).

Why it is safe: a type's meaning depends only on its text, the context's dialects and the aliases
defined so far, and all three are fixed for one parser (aliases are defined before use and never
redefined). Attributes are immutable, so sharing one object between ops is what any producer of
equal values may do; printing, equality and hashing cannot tell the difference. A text is cached
only when the stock parse consumed exactly the span the scanner found, so text the scanner gets
wrong is merely not cached. An op shape is recorded only when the op's parse evidently depended on
nothing but that text: the op is alone on its line, has no regions, successors or location, each of
its operands came from `resolve_operand` (which takes the operand's type from the op's text, never
from the value) at a `%name` of the line, in the op's operand order, and the line's other names
are its results, one value each, before the operands. MLIR is free-form, so an op's parse may go on
past its line where the next token fits an optional part of its syntax (`llvm.return` then `%n` on
the next line is `llvm.return %n`); the parser decides that by the next token alone, so a shape is
reused only before a token like one that its earlier parses stopped at (`_follower`).

Any parse error is reported as xDSL's own parser reports it: the input is parsed again without
these caches and the lexer (`CachingParser.parse_module`), so both command-line routes give the
same message for the same bad input, whatever the fast paths would have said.
"""

from __future__ import annotations

import gc
import re
from collections.abc import Iterator
from contextlib import contextmanager

from xdsl.context import Context
from xdsl.dialects.builtin import UNKNOWN_LOC, ModuleOp, UnknownLoc
from xdsl.ir import Attribute, AttributeInvT, Block, Operation, OpResult, SSAValue, SSAValues, TypeAttribute, Use
from xdsl.parser import Parser, UnresolvedOperand
from xdsl.utils.exceptions import ParseError
from xdsl.utils.lexer import Span, Token
from xdsl.utils.mlir_lexer import MLIRLexer, MLIRToken, MLIRTokenKind, StringLiteral

# The head of a type: a dialect or alias type (`!llvm.struct`, `!t`) or a builtin keyword (`i32`,
# `vector`). A body in angle brackets must follow at once to be part of the span.
_TYPE_HEAD = re.compile(r"!?[A-Za-z_][\w$.]*")
# The characters that open or close a nesting level, or start a string, inside a type body.
_BODY_SPECIAL = re.compile(r'[<>()\[\]{}"]')
_STRING_END = re.compile(r'(?:[^"\\]|\\.)*"', re.DOTALL)
_SPACE_THEN_BODY = re.compile(r"\s+<")
_OPENERS = {"<": ">", "(": ")", "[": "]", "{": "}"}


def type_span_end(content: str, start: int) -> int | None:
    """End of the type text starting at `start`, found by scanning characters (head, then an
    immediately following bracket-balanced `<...>` body); None where it cannot tell (no type head,
    unbalanced brackets, or a body separated from its head by whitespace)."""
    head = _TYPE_HEAD.match(content, start)
    if head is None:
        return None
    end = head.end()
    if end >= len(content):
        return end
    if content[end] != "<":
        # `!llvm.ptr <1>` is one type to xDSL's lexer; leave such text to the stock parser.
        return None if _SPACE_THEN_BODY.match(content, end) else end
    closers: list[str] = []
    position = end
    while True:
        found = _BODY_SPECIAL.search(content, position)
        if found is None:
            return None
        char = found.group()
        position = found.end()
        if char == '"':
            string_end = _STRING_END.match(content, position)
            if string_end is None:
                return None
            position = string_end.end()
        elif char in _OPENERS:
            closers.append(_OPENERS[char])
        elif char == ">" and content[position - 2] == "-":
            continue  # `->` in a function type, not a closing bracket
        elif not closers or closers.pop() != char:
            return None
        elif not closers:
            return position


# One regular expression for the tokens that make up nearly all of a module, after whitespace and
# `//` comments (skipped atomically, so a comment is never re-read as `/`). Each group is one
# token shape of xDSL's MLIRLexer, with the same extent; anything else (EOF, hex numbers, strings
# with escapes, `@"..."`, `{-#`, `#-}`, non-ASCII, errors) is left to MLIRLexer itself.
_TOKEN = re.compile(
    r"""(?>(?://[^\n]*\n?|\s+)*)
    (?:
      ([A-Za-z_][A-Za-z0-9_$.]*+)                                   # 1 bare identifier
    | ((?:[%^!]|\#(?!-\}))(?:[0-9]++|[A-Za-z$._-][A-Za-z0-9$._-]*+))  # 2 prefixed identifier
    | ([:,()}\[\]<>=+/*?|]|\{(?!-\#)|->|-)                         # 3 punctuation
    | ((?!0x[0-9A-Fa-f])[0-9]++(?:\.[0-9]*+(?:[eE][+-]?[0-9]+)?)?)    # 4 number
    | (@[A-Za-z_][A-Za-z0-9_$.]*+)                                  # 5 at-identifier
    | ("[^"\\\n\v\f]*+")                                          # 6 string without escapes
    )""",
    re.ASCII | re.VERBOSE,
)
# The tokens an op can start with (`parse_optional_operation`).
_OP_START = (MLIRTokenKind.PERCENT_IDENT, MLIRTokenKind.BARE_IDENT, MLIRTokenKind.STRING_LIT)
_PREFIX_KIND = {
    "%": MLIRTokenKind.PERCENT_IDENT,
    "^": MLIRTokenKind.CARET_IDENT,
    "!": MLIRTokenKind.EXCLAMATION_IDENT,
    "#": MLIRTokenKind.HASH_IDENT,
}
_PUNCTUATION_KIND = {
    ":": MLIRTokenKind.COLON,
    ",": MLIRTokenKind.COMMA,
    "(": MLIRTokenKind.L_PAREN,
    ")": MLIRTokenKind.R_PAREN,
    "{": MLIRTokenKind.L_BRACE,
    "}": MLIRTokenKind.R_BRACE,
    "[": MLIRTokenKind.L_SQUARE,
    "]": MLIRTokenKind.R_SQUARE,
    "<": MLIRTokenKind.LESS,
    ">": MLIRTokenKind.GREATER,
    "=": MLIRTokenKind.EQUAL,
    "+": MLIRTokenKind.PLUS,
    "/": MLIRTokenKind.SLASH,
    "*": MLIRTokenKind.STAR,
    "?": MLIRTokenKind.QUESTION,
    "|": MLIRTokenKind.VERTICAL_BAR,
    "->": MLIRTokenKind.ARROW,
    "-": MLIRTokenKind.MINUS,
}


class FastMLIRLexer(MLIRLexer):
    """MLIRLexer with one regular-expression match per common token instead of a chain of
    character tests; it produces the same tokens (kind and span) as MLIRLexer."""

    def lex(self) -> MLIRToken:
        found = _TOKEN.match(self.input.content, self.pos)
        if found is None:
            return super().lex()
        group = found.lastindex
        assert group is not None  # every alternative of _TOKEN is a group
        start, end = found.span(group)
        self.pos = end
        text = found.group(group)
        if group == 1:
            kind = MLIRTokenKind.BARE_IDENT
        elif group == 2:
            kind = _PREFIX_KIND[text[0]]
        elif group == 3:
            kind = _PUNCTUATION_KIND[text]
        elif group == 4:
            kind = MLIRTokenKind.FLOAT_LIT if "." in text else MLIRTokenKind.INTEGER_LIT
        elif group == 5:
            kind = MLIRTokenKind.AT_IDENT
        else:
            return Token(MLIRTokenKind.STRING_LIT, StringLiteral(start, end, self.input))
        return Token(kind, Span(start, end, self.input))


# An SSA name as the lexer reads it (`%12`, `%arg0`), or a string literal, skipped so that a `%`
# inside one is never taken for a name.
_NAME_OR_STRING = re.compile(r'"(?:[^"\\\n]|\\.)*+"|%(?:[0-9]++|[A-Za-z$._-][A-Za-z0-9$._-]*+)', re.ASCII)


def _follower(content: str, position: int) -> tuple[int, str] | None:
    """What an op parser can see of the token after `position` (past whitespace and comments):
    its kind, and its text unless it is an SSA name (a parser's choice never depends on which
    name). None where the fast lexer does not know the token (end of input, rarer tokens)."""
    found = _TOKEN.match(content, position)
    if found is None:
        return None
    group = found.lastindex
    assert group is not None
    text = found.group(group)
    return (group, "%") if text[0] == "%" and group == 2 else (group, text)


class _OpShape:
    """What the first op of one shape parsed to: enough to create the next op of that shape,
    and the tokens after the line that its parses stopped at."""

    __slots__ = ("op_type", "results", "operands", "result_types", "properties", "attributes", "followers")

    def __init__(
        self,
        op: Operation,
        results: int,
        operands: list[tuple[int, int, Attribute]],
    ) -> None:
        self.followers: set[tuple[int, str]] = set()
        self.op_type = type(op)
        self.results = results  # the line's first `results` names are the op's results
        self.operands = operands  # per operand: index of its name in the line, tuple index, type
        self.result_types = [result.type for result in op.results]
        self.properties = op.properties
        self.attributes = op.attributes


# Ops whose lines differ in one integer literal besides their SSA names, and what that literal
# decides: `llvm.extractvalue`/`llvm.insertvalue` (the position: element type, property) and an
# integer `llvm.mlir.constant` (its value). Triton indexes 128-field structs at every position and
# makes hundreds of distinct constants, each a new shape that xDSL's parser would read in full.
# The literal is cut out of the line's last piece (the text after its last SSA name); a line of a
# known *family* (the rest of its text) is created from the family's first op with the literal's
# meaning worked out as that op's parser works it out (`_derive`), or, where the literal is one
# that parser rejects, parsed by it.
_POSITION = re.compile(r"\[([0-9]++(?:, [0-9]++)*+)\]")
_CONSTANT = re.compile(r" = llvm\.mlir\.constant\((-?[0-9]++) : ")
_AGGREGATE_ACCESS = ("llvm.extractvalue", "llvm.insertvalue")


def _family_of(pieces: tuple[str, ...]) -> tuple[tuple[str, ...], str] | None:
    """The line's text with its integer literal cut out, and the literal's text, or None where
    the line has no literal in a place `_FAMILY_PLACES` knows."""
    last = pieces[-1]
    if len(pieces) > 1:
        found = _POSITION.match(last)
        if found is not None:
            return (*pieces[:-1], "[]" + last[found.end() :]), found.group(1)
    if len(pieces) == 2:
        found = _CONSTANT.match(last)
        if found is not None:
            return (pieces[0], " = llvm.mlir.constant(" + last[found.end(1) :]), found.group(1)
    return None


def _element_type(container: Attribute, position: list[int]) -> Attribute | None:
    """The type at `position` in `container`, or None where `_parse_aggregate_access` reports
    an error (the stock parse then reports it)."""
    from xdsl.dialects.llvm import LLVMArrayType, LLVMStructType

    element = container
    for index in position:
        if isinstance(element, LLVMStructType):
            fields = element.types.data
            if not 0 <= index < len(fields):
                return None
            element = fields[index]
        elif isinstance(element, LLVMArrayType):
            if not 0 <= index < element.size.data:
                return None
            element = element.type
        else:
            return None
    return element


def _derive(template: _OpShape, literal: str) -> _OpShape | None:
    """The shape of an op of `template`'s family whose literal is `literal`, as the op's parser
    builds it, or None where that parser would reject it."""
    from xdsl.dialects.builtin import DenseArrayBase, IntegerAttr, i64

    name = template.op_type.name
    if name in _AGGREGATE_ACCESS:
        position = [int(index) for index in literal.split(", ")]
        # The operands in the op's order: the container, then (insertvalue) the value.
        container = template.operands[0][2]
        element = _element_type(container, position)
        if element is None:
            return None
        operands = template.operands
        if name == "llvm.insertvalue":  # the value has the element's type, the result the container's
            container_operand, (value_index, value_tuple_index, _) = operands
            operands = [container_operand, (value_index, value_tuple_index, element)]
            result_types = template.result_types
        else:
            result_types = [element]
        properties = {**template.properties, "position": DenseArrayBase.from_list(i64, position)}
    else:
        value = template.properties["value"]
        assert isinstance(value, IntegerAttr)
        try:
            properties = {**template.properties, "value": IntegerAttr(int(literal), value.type)}
        except Exception:  # noqa: BLE001 - a value its type cannot hold: the parser's error
            return None
        operands, result_types = template.operands, template.result_types
    shape = _OpShape.__new__(_OpShape)
    shape.op_type = template.op_type
    shape.results = template.results
    shape.operands = operands
    shape.result_types = result_types
    shape.properties = properties
    shape.attributes = template.attributes
    shape.followers = template.followers  # the same syntax stops at the same tokens
    return shape


def _is_family_template(op: Operation, literal: str) -> bool:
    """Whether `op` (parsed from a line whose literal is `literal`) can stand for its family."""
    from xdsl.dialects.builtin import IndexType, IntegerAttr, IntegerType

    name = op.name
    if name in _AGGREGATE_ACCESS:
        return literal.count(",") + 1 == len(op.properties["position"].get_values())  # type: ignore[attr-defined]
    if name == "llvm.mlir.constant":
        value = op.properties.get("value")
        if not isinstance(value, IntegerAttr) or not isinstance(value.type, IntegerType | IndexType):
            return False
        try:
            return value == IntegerAttr(int(literal), value.type)
        except Exception:  # noqa: BLE001 - not what this literal makes
            return False
    return False


# An SSA name as the lexer reads it (the text of `_NAME_OR_STRING`'s second alternative).
_NAME_SPLIT = re.compile(r"(%(?:[0-9]++|[A-Za-z$._-][A-Za-z0-9$._-]*+))", re.ASCII)


def _line_shape(line: str) -> tuple[tuple[str, ...], list[str]]:
    """The line with its SSA names taken out (the text between them), and the names (with their
    `%`): the line is `pieces[0] + names[0] + pieces[1] + ...`."""
    if '"' not in line:
        parts = _NAME_SPLIT.split(line)
        return tuple(parts[::2]), parts[1::2]
    pieces: list[str] = []
    names: list[str] = []
    previous = 0
    for found in _NAME_OR_STRING.finditer(line):
        if line[found.start()] == "%":
            pieces.append(line[previous : found.start()])
            names.append(found.group())
            previous = found.end()
    pieces.append(line[previous:])
    return tuple(pieces), names


def _promote_young_objects() -> None:
    """Move the objects built while the collector was off (the module) out of its youngest
    generation without traversing them.

    They all sit in generation 0, and the first allocation after `gc.enable()` would collect
    it: one traversal of the whole module (about 4.5 us an op, 40 ms on attn_bwd_sm80, a third
    of its input verification), then another when they age into generation 1. Freezing moves
    every tracked object to the permanent generation at once; unfreezing moves them all to the
    oldest one, where only a full collection looks at them. Where something was frozen before
    (nvvm-opt freezes what its start-up built, `frozen_heap` the module during the pipeline),
    unfreezing would release that too, so the new objects stay frozen with it instead: the
    enclosing `frozen_heap` unfreezes them at its end, and nvvm-opt freezes the parsed module
    for good anyway."""
    if _stays_frozen:
        gc.freeze()
        return
    frozen_before = gc.get_freeze_count()
    gc.freeze()
    if not frozen_before:
        gc.unfreeze()


# Set inside `parsed_module_stays_frozen`.
_stays_frozen = False


@contextmanager
def parsed_module_stays_frozen() -> Iterator[None]:
    """For a caller that freezes the module it parses inside for good (nvvm-opt, whose start-up
    is frozen too): the parse freezes what it built without asking how much was frozen before.
    `gc.get_freeze_count` walks every frozen object: 3-5 ms after nvvm-opt's start-up."""
    global _stays_frozen
    before, _stays_frozen = _stays_frozen, True
    try:
        yield
    finally:
        _stays_frozen = before


class CachingParser(Parser):
    """xDSL's `Parser` with per-parse caches of types keyed by their exact source text and of
    ops keyed by their shape, and `FastMLIRLexer` as its lexer."""

    def __init__(self, ctx: Context, input: str | bytes, name: str = "<unknown>") -> None:
        super().__init__(ctx, input, name)
        self._fast = True  # False: parse exactly as xDSL's Parser does (`_parse_as_stock`)
        self._type_cache: dict[str, TypeAttribute] = {}
        self._op_shapes: dict[tuple[tuple[str, ...], tuple[str, ...]], _OpShape] = {}
        # Per op being parsed, innermost last: the operands resolved so far, in order.
        self._resolved: list[list[tuple[UnresolvedOperand, SSAValue]]] = []
        # Per family (`_family_of`, with the dialect stack): the shape of its first op.
        self._families: dict[tuple[tuple[str, ...], tuple[str, ...]], _OpShape] = {}
        self._op_classes: dict[tuple[str, tuple[str, ...]], type[Operation]] = {}
        # What `_create_run` found out about the line it stopped at (see there).
        self._line_memo: tuple | None = None
        stock = self._parser_state.lexer
        lexer = FastMLIRLexer(stock.input)
        lexer.pos = stock.pos
        self._parser_state.lexer = lexer

    def parse_module(self, allow_implicit_module: bool = True) -> ModuleOp:
        # Parsing only builds objects that live on (the IR) or die by reference counting
        # (tokens, spans): the cyclic collector's passes over the growing module find nothing.
        enabled = gc.isenabled()
        gc.disable()
        try:
            return super().parse_module(allow_implicit_module)
        except ParseError:
            if not self._fast:
                raise
            # Report (or, should the fast paths be wrong, accept) the input as the stock parser
            # reads it: the same message on every route. Only bad input pays for the second parse.
            source = self.lexer.input
            stock = type(self)(self.ctx, source.content, source.name)
            stock._fast = False
            lexer = MLIRLexer(source)
            lexer.pos = stock.lexer.pos  # past the first token, which the parser holds already
            stock._parser_state.lexer = lexer
            return stock.parse_module(allow_implicit_module)
        finally:
            if enabled:
                _promote_young_objects()
                gc.enable()

    def parse_optional_type(self) -> TypeAttribute | None:
        if not self._fast:
            return super().parse_optional_type()
        cache = self._type_cache
        content = self.lexer.input.content
        start = self._current_token.span.start
        end = type_span_end(content, start)
        if end is None:
            return super().parse_optional_type()
        text = content[start:end]
        cached = cache.get(text)
        if cached is not None:
            self._resume_from(end)
            return cached
        parsed = super().parse_optional_type()
        if parsed is not None:
            # Cache only what the stock parser read as exactly this span (the next token starts
            # after it, past whitespace only).
            following = self._current_token.span.start
            if following == end or (following > end and content[end:following].isspace()):
                cache[text] = parsed
        return parsed

    def resolve_operand(self, operand: UnresolvedOperand, type: AttributeInvT) -> SSAValue[AttributeInvT]:
        value = super().resolve_operand(operand, type)
        if self._resolved:
            self._resolved[-1].append((operand, value))
        return value

    def _get_op_by_name(self, name: str) -> type[Operation]:
        # The context's answer for a name and dialect stack never changes during a parse; asking
        # it goes through the dialect lookups of the universe on every op xDSL's parser reads.
        key = (name, tuple(self._parser_state.dialect_stack))
        found = self._op_classes.get(key)
        if found is None:
            found = self._op_classes[key] = super()._get_op_by_name(name)
        return found

    def _op_parsed(self, op: Operation, start: int) -> None:
        """Called for each op `_parse_block_body` creates from a shape, with the offset of its
        first token, in place of `parse_operation` (`LocatingParser` records the position)."""

    def _parse_block_body(self, block: Block) -> None:
        """xDSL's loop over the ops of a block, with each run of lines of known shapes turned
        into ops directly: no token is lexed inside the run, and the next line's first token is
        the follower the shape was checked against (`_create_run`)."""
        if not self._fast:
            super()._parse_block_body(block)
            return
        while True:
            if self._current_token.kind in _OP_START:
                self._create_run(block)
            op = self.parse_optional_operation()
            if op is None:
                return
            block.add_op(op)

    def _create_run(self, block: Block) -> None:
        """Create the ops of known shapes from the current token on and add them to `block`,
        up to the first line that is not one (then the current token is its first token, and
        what was worked out about that line is left for `parse_operation` in `_line_memo`)."""
        content = self.lexer.input.content
        start = self._current_token.span.start
        stack = tuple(self._parser_state.dialect_stack)
        shapes = self._op_shapes
        created = False
        try:
            while True:
                line_end = content.find("\n", start)
                if line_end == -1:
                    line_end = len(content)
                pieces, names = _line_shape(content[start:line_end])
                shape = shapes.get((stack, pieces))
                if shape is None:
                    shape = self._family_member(stack, pieces)
                found = _TOKEN.match(content, line_end)
                follower = None
                if found is not None:
                    group = found.lastindex
                    text = found.group(group)  # type: ignore[arg-type]
                    follower = (group, "%") if group == 2 and text[0] == "%" else (group, text)
                if shape is None or follower not in shape.followers:
                    self._line_memo = (start, line_end, stack, pieces, names, shape, follower)
                    return
                op = self._create_from_shape(shape, start, line_end, pieces, names, resume=False)
                self._op_parsed(op, start)
                # `block.add_op(op)`: the new op has no parent and no regions to check.
                op.parent = block
                last = block._last_op
                if last is None:
                    block._first_op = op
                else:
                    last._next_op = op
                    op._prev_op = last
                block._last_op = op
                created = True
                assert found is not None  # a follower of a shape is never None
                start = found.start(found.lastindex)  # type: ignore[arg-type]
        except ParseError:
            raise
        except Exception as error:  # noqa: BLE001 - anything else is bad input too: the stock parse says what
            raise ParseError(Span(start, start, self.lexer.input), str(error)) from error
        finally:
            if created:
                self._resume_from(start)

    def parse_operation(self) -> Operation:
        if not self._fast:
            return super().parse_operation()
        content = self.lexer.input.content
        start = self._current_token.span.start
        stack = tuple(self._parser_state.dialect_stack)
        memo = self._line_memo
        if memo is not None and memo[0] == start and memo[2] == stack:
            _, line_end, _, pieces, names, shape, follower = memo
        else:
            line_end = content.find("\n", start)
            if line_end == -1:
                line_end = len(content)
            pieces, names = _line_shape(content[start:line_end])
            shape = self._op_shapes.get((stack, pieces))
            if shape is None:
                shape = self._family_member(stack, pieces)
            follower = _follower(content, line_end)
        self._line_memo = None
        key = (stack, pieces)
        if shape is not None and follower in shape.followers:
            return self._create_from_shape(shape, start, line_end, pieces, names)

        self._resolved.append([])
        try:
            op = super().parse_operation()
        finally:
            resolved = self._resolved.pop()
        if follower is None:
            return op
        if shape is None:
            shape = self._shape_of(op, resolved, start, line_end, pieces, names)
            if shape is not None:
                self._op_shapes[key] = shape
                shape.followers.add(follower)
                family = _family_of(pieces)
                if family is not None and _is_family_template(op, family[1]):
                    self._families.setdefault((stack, family[0]), shape)
        elif self._ends_line(line_end):
            # The same text stopped before this token too: it may follow the shape from now on.
            shape.followers.add(follower)
        return op

    def _family_member(self, stack: tuple[str, ...], pieces: tuple[str, ...]) -> _OpShape | None:
        """The shape of a line of a known family (`_family_of`), kept as the line's shape; None
        where the line is of none or its literal is one the op's parser rejects."""
        if not self._families:
            return None
        family = _family_of(pieces)
        if family is None:
            return None
        template = self._families.get((stack, family[0]))
        if template is None:
            return None
        shape = _derive(template, family[1])
        if shape is not None:
            self._op_shapes[(stack, pieces)] = shape
        return shape

    def _ends_line(self, line_end: int) -> bool:
        """Whether the op just parsed ended its line (only whitespace up to the next token)."""
        following = self._current_token.span.start
        return following > line_end and self.lexer.input.content[line_end:following].isspace()

    def _shape_of(
        self,
        op: Operation,
        resolved: list[tuple[UnresolvedOperand, SSAValue]],
        start: int,
        line_end: int,
        pieces: tuple[str, ...],
        names: list[str],
    ) -> _OpShape | None:
        """The shape `op` stands for, or None where its parse may have depended on more than
        the text of its line (see the module's docstring)."""
        if op.regions or op.successors or not isinstance(op.location, UnknownLoc):
            return None
        if not self._ends_line(line_end):
            return None  # the op does not end its line (or shares it with a comment)
        if len(resolved) != len(op.operands):
            return None
        index_of_name = {}
        for i in range(len(names)):
            span = self._name_span(start, pieces, names, i)
            index_of_name[(span.start, span.end)] = i
        operands: list[tuple[int, int, Attribute]] = []
        used: set[int] = set()
        for (unresolved, value), operand in zip(resolved, op.operands, strict=True):
            index = index_of_name.get((unresolved.span.start, unresolved.span.end))
            if value is not operand or index is None or index in used:
                return None
            used.add(index)
            operands.append((index, unresolved.index, value.type))
        results = len(names) - len(used)
        if results != len(op.results) or any(index < results for index in used):
            return None
        return _OpShape(op, results, operands)

    def _create_from_shape(
        self,
        shape: _OpShape,
        start: int,
        line_end: int,
        pieces: tuple[str, ...],
        names: list[str],
        resume: bool = True,
    ) -> Operation:
        defined = self.ssa_values
        operands: list[SSAValue] = []
        for index, tuple_index, type in shape.operands:
            # A value defined already with this very type object is what `resolve_operand`
            # would return; anything else (forward references, other type objects, errors)
            # goes through it.
            values = defined.get(names[index][1:])
            if values is not None and tuple_index < len(values) and values[tuple_index].type is type:
                operands.append(values[tuple_index])
                continue
            span = self._name_span(start, pieces, names, index)
            operands.append(Parser.resolve_operand(self, UnresolvedOperand(span, tuple_index), type))
        op = _new_op(shape, operands)
        forward = self.forward_ssa_references
        for index, result in enumerate(op.results):
            name = names[index][1:]
            if name in defined or name in forward or not name[0].isdigit():
                # Redefinitions, forward references and names kept as hints: xDSL's way.
                self._register_ssa_definition(name, (result,), self._name_span(start, pieces, names, index))
            else:
                defined[name] = (result,)  # what xDSL registers (a number is never a name hint)
        if resume:
            self._resume_from(line_end)
        return op

    def _name_span(self, start: int, pieces: tuple[str, ...], names: list[str], index: int) -> Span:
        """The span of the line's `index`th name (the line starts at `start`)."""
        position = start + len(pieces[0])
        for i in range(index):
            position += len(names[i]) + len(pieces[i + 1])
        return Span(position, position + len(names[index]), self.lexer.input)


def _new_op(shape: _OpShape, operands: list[SSAValue]) -> Operation:
    """What `shape.op_type.create(operands=..., result_types=..., properties=..., attributes=...)`
    builds (`xdsl_compat_fast_ir`'s `Operation.__init__`), without the defaults check of
    `IRDLOperation.__post_init__`: the first op's properties and attributes have them already."""
    op_type = shape.op_type
    op = op_type.__new__(op_type)
    state = op.__dict__
    values = SSAValues(operands)
    uses = tuple([Use(op, index) for index in range(len(operands))])
    for value, use in zip(values, uses, strict=True):
        value.add_use(use)
    state["_operands"] = values
    state["_operand_uses"] = uses
    state["results"] = SSAValues([OpResult(type, op, index) for index, type in enumerate(shape.result_types)])
    state["properties"] = dict(shape.properties)
    state["attributes"] = dict(shape.attributes)
    state["location"] = UNKNOWN_LOC  # what a missing location becomes
    state["regions"] = ()
    return op
