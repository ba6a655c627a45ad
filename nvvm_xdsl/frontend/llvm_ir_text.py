"""The pieces of LLVM IR text that llvmlite's ValueRef API does not expose: types, constants
(constant expressions and aggregates included), and the keywords of an instruction line
(predicates, flags, alignments, orderings, sync scopes).

`parse_type` and `parse_typed_constant` read from a `Tokens` cursor over one line of LLVM's
own printing (`str()` of a value, instruction or global); what they return is a small tree that
`llvm_ir.py` turns into llvm-dialect MLIR. Only LLVM 22's printed form needs to be read: the
parser never sees hand-written IR, because llvmlite has parsed, verified and re-printed it."""

from __future__ import annotations

import re
import struct
from collections.abc import Callable
from dataclasses import dataclass, field


class LLVMTextError(ValueError):
    """LLVM IR text this reader does not understand (a construct the importer does not support)."""


_TOKEN = re.compile(
    r"""\s*(?:
      (?P<cstr>c"[^"]*")
    | (?P<name>[%@!\#$](?:"[^"]*"|[-\w$.]+))
    | (?P<str>"[^"]*")
    | (?P<hex>0x[KLMHR]?[0-9A-Fa-f]+)
    | (?P<num>[-+]?\d+(?:\.\d*)?(?:[eE][-+]?\d+)?)
    | (?P<word>[A-Za-z_][\w.]*)
    | (?P<punct>\.\.\.|[()\[\]{}<>,=*:|])
    )""",
    re.VERBOSE,
)


class Tokens:
    """A cursor over the tokens of a line of LLVM IR (comments after `;` dropped)."""

    def __init__(self, text: str) -> None:
        self.items: list[str] = []
        self.starts: list[int] = []
        self.text = text
        pos = 0
        n = len(text)
        while pos < n:
            if text[pos].isspace():
                pos += 1
                continue
            if text[pos] == ";":
                end = text.find("\n", pos)
                pos = n if end < 0 else end
                continue
            m = _TOKEN.match(text, pos)
            if m is None or m.end() == pos:
                raise LLVMTextError(f"cannot read LLVM IR near {text[pos:pos + 30]!r}")
            self.items.append(m.group(m.lastgroup or 0))
            self.starts.append(m.start(m.lastgroup or 0))
            pos = m.end()
        self.pos = 0

    def peek(self, ahead: int = 0) -> str:
        i = self.pos + ahead
        return self.items[i] if i < len(self.items) else ""

    def next(self) -> str:
        tok = self.peek()
        if not tok:
            raise LLVMTextError("unexpected end of LLVM IR text")
        self.pos += 1
        return tok

    def accept(self, tok: str) -> bool:
        if self.peek() == tok:
            self.pos += 1
            return True
        return False

    def expect(self, tok: str) -> None:
        got = self.next()
        if got != tok:
            raise LLVMTextError(f"expected '{tok}', found '{got}'")

    def at_end(self) -> bool:
        return self.pos >= len(self.items)

    def rest(self) -> str:
        """The text from the current token on."""
        return self.text[self.starts[self.pos] :] if self.pos < len(self.items) else ""


# Types ---------------------------------------------------------------------------------------


@dataclass(frozen=True)
class IRType:
    """An LLVM type: `kind` is int/float/ptr/array/vector/struct/void/func/other."""

    kind: str
    width: int = 0  # int bits, float bits, ptr address space, array/vector length
    name: str = ""  # float name (f32, bf16, ...), struct name
    elems: tuple[IRType, ...] = ()  # array/vector element, struct fields, func (ret, *params)
    packed: bool = False  # packed struct; for func: variadic

    def mlir(self) -> str:
        """The llvm-dialect spelling, as `nvvm_xdsl.llvmlite_nvptx.llvm_type` reads it back."""
        k = self.kind
        if k == "int":
            return f"i{self.width}"
        if k == "float":
            return self.name
        if k == "ptr":
            return f"!llvm.ptr<{self.width}>" if self.width else "!llvm.ptr"
        if k == "array":
            return f"!llvm.array<{self.width} x {self.elems[0].mlir()}>"
        if k == "vector":
            e = self.elems[0]
            if e.kind in ("int", "float"):
                return f"vector<{self.width}x{e.mlir()}>"
            # MLIR's `!llvm.vec<N x ptr>`: xDSL 0.74 has no such type, nor the backend registers.
            raise LLVMTextError(f"a vector of {e.kind}s (<{self.width} x {e.kind}>) is not supported")
        if k == "struct":
            fields = ", ".join(e.mlir() for e in self.elems)
            return f"!llvm.struct<{'packed ' if self.packed else ''}({fields})>"
        if k == "void":
            return "!llvm.void"
        if k == "func":
            ret, *params = self.elems
            ps = [p.mlir() for p in params] + (["..."] if self.packed else [])
            return f"!llvm.func<{ret.mlir()} ({', '.join(ps)})>"
        raise LLVMTextError(f"type '{self.name or k}' has no llvm-dialect equivalent here")

    @property
    def is_aggregate(self) -> bool:
        return self.kind in ("array", "struct")


FLOAT_TYPES = {
    "half": ("f16", 16),
    "bfloat": ("bf16", 16),
    "float": ("f32", 32),
    "double": ("f64", 64),
    "fp128": ("f128", 128),
    "x86_fp80": ("f80", 80),
}
VOID = IRType("void")
I1 = IRType("int", 1)
I32 = IRType("int", 32)
I64 = IRType("int", 64)


class TypeTable:
    """The bodies of the module's identified struct types (`%struct.S = type { ... }`), parsed
    when first used."""

    def __init__(self, definitions: dict[str, str] | None = None) -> None:
        self.text: dict[str, str] = dict(definitions or {})
        self.parsed: dict[str, IRType] = {}
        self._busy: set[str] = set()

    def lookup(self, name: str) -> IRType:
        if name in self.parsed:
            return self.parsed[name]
        body = self.text.get(name)
        if body is None:
            raise LLVMTextError(f"unknown type {name}")
        if name in self._busy:
            raise LLVMTextError(f"recursive type {name} is not supported")
        self._busy.add(name)
        try:
            toks = Tokens(body)
            if toks.peek() == "opaque":
                t = IRType("other", name=f"{name} (opaque)")
            else:
                t = parse_type(toks, self)
        finally:
            self._busy.discard(name)
        self.parsed[name] = t
        return t

    @staticmethod
    def from_definitions(lines: list[str]) -> TypeTable:
        """From llvmlite's `module.struct_types` strings (`%name = type {...}`)."""
        defs: dict[str, str] = {}
        for line in lines:
            name, sep, body = line.partition(" = type ")
            if sep:
                defs[name.strip()] = body.strip()
        return TypeTable(defs)


def parse_type(toks: Tokens, types: TypeTable) -> IRType:
    tok = toks.next()
    t: IRType
    if re.fullmatch(r"i\d+", tok):
        t = IRType("int", int(tok[1:]))
    elif tok in FLOAT_TYPES:
        name, bits = FLOAT_TYPES[tok]
        t = IRType("float", bits, name)
    elif tok == "ptr":
        space = 0
        if toks.accept("addrspace"):
            toks.expect("(")
            space = int(toks.next())
            toks.expect(")")
        t = IRType("ptr", space)
    elif tok == "void":
        t = VOID
    elif tok == "[":
        n = int(toks.next())
        toks.expect("x")
        elem = parse_type(toks, types)
        toks.expect("]")
        t = IRType("array", n, elems=(elem,))
    elif tok == "<" and toks.peek() == "{":
        toks.next()
        t = _struct_body(toks, types, "}", packed=True)
        toks.expect(">")
    elif tok == "<":
        if toks.accept("vscale"):
            raise LLVMTextError("scalable vectors are not supported")
        n = int(toks.next())
        toks.expect("x")
        elem = parse_type(toks, types)
        toks.expect(">")
        t = IRType("vector", n, elems=(elem,))
    elif tok == "{":
        t = _struct_body(toks, types, "}", packed=False)
    elif tok.startswith("%"):
        t = types.lookup(tok)
    elif tok in ("label", "metadata", "token", "x86_amx", "target"):
        t = IRType("other", name=tok)
    else:
        raise LLVMTextError(f"unknown type '{tok}'")
    # Function types (`i32 (ptr, ...)`): a type followed by a parameter list.
    if toks.peek() == "(":
        toks.next()
        params: list[IRType] = []
        variadic = False
        while not toks.accept(")"):
            if toks.accept("..."):
                variadic = True
            else:
                params.append(parse_type(toks, types))
            toks.accept(",")
        t = IRType("func", elems=(t, *params), packed=variadic)
    return t


def _struct_body(toks: Tokens, types: TypeTable, close: str, packed: bool) -> IRType:
    fields: list[IRType] = []
    while not toks.accept(close):
        fields.append(parse_type(toks, types))
        toks.accept(",")
    return IRType("struct", elems=tuple(fields), packed=packed)


def type_from_text(text: str, types: TypeTable) -> IRType:
    # llvmlite prints an identified struct type as its definition (`%T = type {...}`).
    text = text.partition(" = type ")[0]
    toks = Tokens(text)
    t = parse_type(toks, types)
    if not toks.at_end():
        raise LLVMTextError(f"trailing text after type '{text}'")
    return t


# Constants -----------------------------------------------------------------------------------


@dataclass
class Const:
    """A constant: `kind` is int, float, null, undef, poison, zero, global, expr, aggregate,
    vector, string or splat. `value`: the integer, the float's bits, the global's name, the
    expression's opcode, the string's bytes. `flags`: an expression's keywords (inbounds, nuw...);
    `source`: a GEP's source element type or a cast's result type."""

    type: IRType
    kind: str
    value: int | str | bytes = 0
    items: list[Const] = field(default_factory=list)
    flags: tuple[str, ...] = ()
    source: IRType | None = None

    def key(self) -> str:
        """A structural key (the materializer reuses one value per key and block)."""
        inner = ",".join(i.key() for i in self.items)
        src = self.source.mlir() if self.source is not None else ""
        return f"{self.type!r}|{self.kind}|{self.value!r}|{self.flags}|{src}|[{inner}]"


_CAST_OPS = {
    "trunc", "zext", "sext", "fptrunc", "fpext", "fptoui", "fptosi", "uitofp", "sitofp",
    "ptrtoint", "inttoptr", "bitcast", "addrspacecast",
}
_BINARY_OPS = {"add", "sub", "mul", "shl", "lshr", "ashr", "and", "or", "xor"}
_GEP_FLAGS = {"inbounds", "nuw", "nusw", "inrange"}


def float_bits(text: str, t: IRType) -> int:
    """The bits of a float literal as LLVM prints it: decimal, or hex (`0x` + the value as a
    double, `0xH` half, `0xR` bfloat)."""
    if text.startswith(("0xH", "0xR")):
        return int(text[3:], 16)
    if text.startswith(("0xK", "0xL", "0xM")):
        raise LLVMTextError(f"{t.name} constants are not supported")
    value = struct.unpack("<d", int(text[2:], 16).to_bytes(8, "little"))[0] if text.startswith("0x") else float(text)
    if t.width == 64:
        return struct.unpack("<Q", struct.pack("<d", value))[0]
    if t.width == 32:
        return struct.unpack("<I", struct.pack("<f", value))[0]
    if t.width == 16 and t.name == "f16":
        return struct.unpack("<H", struct.pack("<e", value))[0]
    raise LLVMTextError(f"cannot read the {t.name} constant {text}")


def parse_constant(toks: Tokens, t: IRType, types: TypeTable) -> Const:
    """A constant of the (already read) type `t`."""
    tok = toks.next()
    if tok in ("true", "false"):
        return Const(t, "int", int(tok == "true"))
    if tok == "null" or tok == "none":
        return Const(t, "null")
    if tok in ("undef", "poison"):
        return Const(t, tok)
    if tok == "zeroinitializer":
        return Const(t, "zero")
    if tok.startswith("@"):
        return Const(t, "global", _unquote(tok[1:]))
    if tok.startswith("c\""):
        return Const(t, "string", unescape(tok[2:-1]))
    if tok == "splat":
        toks.expect("(")
        et = parse_type(toks, types)
        item = parse_constant(toks, et, types)
        toks.expect(")")
        return Const(t, "splat", items=[item])
    if tok in ("[", "{", "<"):
        close = {"[": "]", "{": "}", "<": ">"}[tok]
        if tok == "<" and toks.peek() == "{":  # packed struct constant
            toks.next()
            close = "}"
        items: list[Const] = []
        while not toks.accept(close):
            items.append(parse_typed_constant(toks, types))
            toks.accept(",")
        if close == "}" and tok == "<":
            toks.expect(">")
        return Const(t, "vector" if tok == "<" and t.kind == "vector" else "aggregate", items=items)
    if t.kind == "float" and (tok.startswith("0x") or re.fullmatch(r"[-+]?[\d.]+(?:[eE][-+]?\d+)?", tok)):
        return Const(t, "float", float_bits(tok, t))
    if re.fullmatch(r"[-+]?\d+", tok):
        return Const(t, "int", int(tok))
    if tok == "getelementptr":
        flags: list[str] = []
        while toks.peek() in _GEP_FLAGS:
            flag = toks.next()
            if flag == "inrange":  # inrange(a, b): only a hint
                toks.expect("(")
                while not toks.accept(")"):
                    toks.next()
                continue
            flags.append(flag)
        toks.expect("(")
        source = parse_type(toks, types)
        operands: list[Const] = []
        while toks.accept(","):
            while toks.peek() == "inrange":
                toks.next()
            operands.append(parse_typed_constant(toks, types))
        toks.expect(")")
        return Const(t, "expr", "getelementptr", operands, tuple(flags), source)
    if tok in _CAST_OPS:
        toks.expect("(")
        operand = parse_typed_constant(toks, types)
        toks.expect("to")
        result = parse_type(toks, types)
        toks.expect(")")
        return Const(t, "expr", tok, [operand], (), result)
    if tok in _BINARY_OPS:
        flags = []
        while toks.peek() in ("nuw", "nsw", "exact", "disjoint"):
            flags.append(toks.next())
        toks.expect("(")
        lhs = parse_typed_constant(toks, types)
        toks.expect(",")
        rhs = parse_typed_constant(toks, types)
        toks.expect(")")
        return Const(t, "expr", tok, [lhs, rhs], tuple(flags))
    if tok in ("blockaddress", "dso_local_equivalent", "no_cfi", "ptrauth"):
        raise LLVMTextError(f"'{tok}' constants are not supported")
    raise LLVMTextError(f"cannot read the constant '{tok}'")


def parse_typed_constant(toks: Tokens, types: TypeTable) -> Const:
    t = parse_type(toks, types)
    return parse_constant(toks, t, types)


def constant_from_text(text: str, types: TypeTable) -> Const:
    """`str()` of a constant ValueRef: `i32 5`, `ptr addrspacecast (...)`, `[2 x i32] [...]`."""
    toks = Tokens(text)
    c = parse_typed_constant(toks, types)
    if not toks.at_end():
        raise LLVMTextError(f"trailing text after constant '{text}'")
    return c


def _unquote(name: str) -> str:
    if name.startswith('"') and name.endswith('"'):
        return unescape(name[1:-1]).decode("latin-1")
    return name


def unescape(text: str) -> bytes:
    """LLVM's string escapes: `\\XX` hex bytes and `\\\\`."""
    out = bytearray()
    i = 0
    raw = text.encode("latin-1", errors="surrogateescape")
    while i < len(raw):
        ch = raw[i]
        if ch == 0x5C and i + 2 < len(raw) + 1 and raw[i + 1 : i + 3] and re.fullmatch(rb"[0-9A-Fa-f]{2}", raw[i + 1 : i + 3]):
            out.append(int(raw[i + 1 : i + 3], 16))
            i += 3
        elif ch == 0x5C and raw[i + 1 : i + 2] == b"\\":
            out.append(0x5C)
            i += 2
        else:
            out.append(ch)
            i += 1
    return bytes(out)


def symbol_name(token: str) -> str:
    """`@name` / `@"quoted name"` / `%name` -> the name."""
    return _unquote(token[1:])


# Instruction lines ---------------------------------------------------------------------------

_METADATA_ATTACHMENT = re.compile(r",\s*!([\w.]+)\s+(![\w.]+|!\{[^}]*\})")


def split_metadata(line: str) -> tuple[str, dict[str, str]]:
    """The instruction text without its trailing `, !kind !N` attachments, and those attachments."""
    attachments: dict[str, str] = {}

    def take(m: re.Match[str]) -> str:
        attachments[m.group(1)] = m.group(2)
        return ""

    return _METADATA_ATTACHMENT.sub(take, line).strip(), attachments


def body_after_assignment(line: str) -> str:
    """`%x = add nsw i32 ...` -> `add nsw i32 ...`."""
    m = re.match(r"\s*(?:%(?:\"[^\"]*\"|[-\w$.]+)\s*=\s*)?(.*)$", line, re.DOTALL)
    assert m is not None
    return m.group(1).strip()


INT_FLAGS = ("nuw", "nsw", "exact", "disjoint", "nneg", "samesign")
FASTMATH_FLAGS = ("nnan", "ninf", "nsz", "arcp", "contract", "afn", "reassoc", "fast")
ORDERINGS = ("unordered", "monotonic", "acquire", "release", "acq_rel", "seq_cst")


def leading_keywords(body: str, opcode: str, allowed: tuple[str, ...]) -> list[str]:
    """The keywords after the opcode that belong to `allowed` (`add nuw nsw i32` -> nuw, nsw)."""
    words = body.split()
    out: list[str] = []
    start = 1 if words and words[0] == opcode else 0
    for w in words[start:]:
        if w in allowed:
            out.append(w)
        else:
            break
    return out


def alignment(body: str) -> int | None:
    m = re.search(r",\s*align\s+(\d+)", body)
    return int(m.group(1)) if m else None


def ordering(body: str) -> str | None:
    m = re.search(r"\b(" + "|".join(ORDERINGS) + r")\b", body)
    return m.group(1) if m else None


def orderings(body: str) -> list[str]:
    return re.findall(r"\b(" + "|".join(ORDERINGS) + r")\b(?=[\s,]|$)", body)


def syncscope(body: str) -> str | None:
    m = re.search(r'syncscope\("([^"]*)"\)', body)
    return m.group(1) if m else None


def trailing_indices(body: str) -> list[int]:
    """extractvalue/insertvalue positions: the integers after the last operand."""
    m = re.search(r"((?:,\s*\d+)+)\s*$", body)
    if m is None:
        return []
    return [int(x) for x in re.findall(r"\d+", m.group(1))]


def balanced(text: str, start: int, open_: str = "(", close: str = ")") -> int:
    """The index just past the bracket that closes the one at `start` (quotes respected)."""
    depth = 0
    i = start
    in_str = False
    while i < len(text):
        ch = text[i]
        if in_str:
            in_str = ch != '"'
        elif ch == '"':
            in_str = True
        elif ch == open_:
            depth += 1
        elif ch == close:
            depth -= 1
            if depth == 0:
                return i + 1
        i += 1
    raise LLVMTextError(f"unbalanced '{open_}' in {text[start:start + 40]!r}")


def split_top_level(text: str, sep: str = ",") -> list[str]:
    """`text` split at `sep` outside brackets and quotes."""
    parts: list[str] = []
    depth = 0
    in_str = False
    cur: list[str] = []
    for ch in text:
        if in_str:
            in_str = ch != '"'
        elif ch == '"':
            in_str = True
        elif ch in "([{<":
            depth += 1
        elif ch in ")]}>":
            depth -= 1
        elif ch == sep and depth == 0:
            parts.append("".join(cur).strip())
            cur = []
            continue
        cur.append(ch)
    if "".join(cur).strip():
        parts.append("".join(cur).strip())
    return parts


@dataclass
class AttrList:
    """Parameter/return/function attributes of one position, as LLVM prints them."""

    flags: set[str] = field(default_factory=set)
    values: dict[str, str] = field(default_factory=dict)  # align 8, byval(T) -> "T", "k"="v"


_ATTR_TOKEN = re.compile(r'\s*(?:"([^"]*)"(?:="([^"]*)")?|([A-Za-z_][\w.]*)(?:\s*\(([^()]*(?:\([^()]*\)[^()]*)*)\))?(?:\s+(\d+))?|(#\d+))')


def parse_attributes(text: str, stop: Callable[[str], bool] | None = None) -> AttrList:
    """Attributes such as `noundef byval(%struct.S) align 8 "nvvm.grid_constant"`."""
    out = AttrList()
    pos = 0
    while pos < len(text):
        m = _ATTR_TOKEN.match(text, pos)
        if m is None or m.end() == pos:
            break
        pos = m.end()
        if m.group(1) is not None:
            if m.group(2) is not None:
                out.values[m.group(1)] = m.group(2)
            else:
                out.flags.add(m.group(1))
        elif m.group(3) is not None:
            word = m.group(3)
            if stop is not None and stop(word):
                break
            if m.group(4) is not None:
                out.values[word] = m.group(4)
            elif m.group(5) is not None:
                out.values[word] = m.group(5)
            else:
                out.flags.add(word)
        elif m.group(6) is not None:
            out.flags.add(m.group(6))
    return out


def parse_param(text: str, types: TypeTable) -> tuple[IRType, AttrList]:
    """`ptr noundef byval(%struct.S) align 4 %4` -> the type and the attributes."""
    toks = Tokens(text)
    t = parse_type(toks, types)
    rest = re.sub(r"\s%(?:\"[^\"]*\"|[-\w$.]+)\s*$", "", " " + toks.rest())
    return t, parse_attributes(rest)


def metadata_nodes(module_text: str) -> dict[str, str]:
    """`!N = ...` lines of the module text, by `!N`."""
    nodes: dict[str, str] = {}
    for m in re.finditer(r"^(![\w.]+)\s*=\s*(.*)$", module_text, re.MULTILINE):
        nodes[m.group(1)] = m.group(2).strip()
    return nodes


def metadata_fields(node: str) -> dict[str, str]:
    """`!DILocation(line: 3, column: 5, scope: !12)` -> {line: 3, column: 5, scope: !12}."""
    m = re.search(r"\((.*)\)\s*$", node, re.DOTALL)
    if m is None:
        return {}
    out: dict[str, str] = {}
    for part in split_top_level(m.group(1)):
        key, sep, value = part.partition(":")
        if sep:
            out[key.strip()] = value.strip()
    return out


def metadata_tuple(node: str) -> list[str]:
    """`!{ptr @k, !"kernel", i32 1}` -> its elements' texts."""
    node = node.removeprefix("distinct").strip()
    if not node.startswith("!{"):
        return []
    return split_top_level(node[2 : node.rindex("}")])
