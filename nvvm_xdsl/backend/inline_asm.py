"""Selection of `llvm.inline_asm` with the constraint semantics of LLVM 22's NVPTX backend.

* Operands are numbered in constraint order: direct outputs (`=r`, `=&r`) come first and are
  the op's results (one, or the fields of a struct); indirect outputs (`=*m`) and inputs take
  the op's operands. Clobbers (`~{...}`) take no number; `~{memory}` makes the asm an effect.
* The constraint letter, not the value's type, chooses the register class, with LLVM 22's
  classes (which have no float registers): `b` .pred, `c`/`h` .b16, `r`/`f` .b32,
  `l`/`d`/`N` .b64, `q` .b128 (for i128 alone; PTX ISA 8.3). A value whose register differs
  is moved bit for bit (`mov.b32` between `%f` and `%r`); a size difference truncates or
  extends the bits, as LLVM does; `b` on an integer keeps its low bit (`and`+`setp`), a
  predicate in a wider class becomes 0/1 (`selp`); two 16-bit lanes and an i128's halves are
  packed into one register.
* `n`/`i` take an integer constant, printed in decimal as a signed value of its type (i1 true is
  -1); `X` takes a constant as an immediate, otherwise a register of the value's size.
* A matching input ("0".."9") arrives in its output's register: the `ptx.asm` op ties the two
  (`tied`), and `isolate_tied_operands` copies an operand that is still needed elsewhere.
* In the text `$$` is a `$`, `${N}` is `$N`, the modifiers `${N:r}` (no-op), `${N:c}` (the
  immediate) and `${N:n}` (the negated immediate) are LLVM's, and `$(a$|b$)` keeps variant a.
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass

from xdsl.dialects import llvm
from xdsl.dialects.builtin import IntegerAttr, IntegerType, VectorType
from xdsl.dialects.llvm import LLVMStructType, LLVMVoidType
from xdsl.ir import Attribute, Block, Operation, SSAValue

from nvvm_xdsl import datalayout as DL
from nvvm_xdsl.backend import abi
from nvvm_xdsl.backend.isel_arith import lanes_to_register, register_to_lanes
from nvvm_xdsl.backend.isel_core import Selector, SelectorCore
from nvvm_xdsl.backend.values import REG_BITS, Imm, Leaf, is_i128, leaf_cls
from nvvm_xdsl.diagnostics import op_error
from nvvm_xdsl.dialects import llvm_ext, ptx

# Register class of each register constraint letter (NVPTXTargetLowering::getRegForInlineAsmConstraint
# in LLVM 22, where f32/f64 share the .b32/.b64 classes).
REGISTER_LETTERS: dict[str, str] = {
    "b": "pred", "c": "b16", "h": "b16", "r": "b32", "f": "b32", "l": "b64", "d": "b64", "N": "b64", "q": "b128",
}
IMMEDIATE_LETTERS = "ni"
# Letters LLVM accepts that we reject with a reason.
_UNSUPPORTED_LETTERS = {
    "m": "memory operands need an indirect constraint ('*m' with an elementtype pointer)",
}
# Characters of a constraint code that select nothing (LLVM reads '+' as an unknown alternative).
_IGNORED = "+%?!"
_INT_BITS_CLASS = {16: "b16", 32: "b32", 64: "b64"}


@dataclass(frozen=True)
class Constraint:
    kind: str  # "output", "input" or "clobber"
    code: str  # the letters (alternatives), or the tied output's digits, or the clobber
    indirect: bool = False
    tied: int | None = None


@dataclass(frozen=True)
class Constraints:
    """A constraint string, parsed: every constraint in order, the direct outputs (the op's
    results) and the constraints of the op's operands (indirect outputs and inputs)."""

    all: tuple[Constraint, ...]
    direct_outputs: tuple[Constraint, ...]
    operands: tuple[Constraint, ...]

    @property
    def clobbers_memory(self) -> bool:
        return any(c.kind == "clobber" and c.code == "{memory}" for c in self.all)


class _ConstraintError(Exception):
    """A bad constraint string: the operand number it concerns and why."""

    def __init__(self, number: int | None, message: str):
        super().__init__(message)
        self.number = number
        self.message = message


def _asm_error(op: Operation, number: int | None, message: str) -> Exception:
    where = f" operand ${number}" if number is not None else ""
    return op_error(op, f"inline asm{where}: {message}")


def parse_constraints(op: llvm.InlineAsmOp) -> Constraints:
    """The op's constraint string split and classified (LLVM's `InlineAsm::ConstraintInfo::Parse`)."""
    try:
        return _parse_constraint_text(op.constraints.data)
    except _ConstraintError as err:
        raise _asm_error(op, err.number, err.message) from None


# Modules repeat a few constraint strings many times (Triton's asm in every unrolled copy):
# each distinct string is parsed once.
@functools.lru_cache(maxsize=1024)
def _parse_constraint_text(text: str) -> Constraints:
    constraints: list[Constraint] = []
    number = 0
    for raw in text.split(",") if text.strip() else ():
        code = raw.strip()
        if code.startswith("~"):
            constraints.append(Constraint("clobber", code[1:]))
            continue
        kind = "input"
        if code.startswith("="):
            kind, code = "output", code[1:]
        indirect = code.startswith("*")
        code = code.lstrip("*")
        if kind == "output":
            code = code.lstrip("&")  # early clobber: our outputs never share an input's register
        tied: int | None = None
        if code.isdigit():
            if kind != "input":
                raise _ConstraintError(number, f"only an input can be tied to an output ('{raw}')")
            tied = int(code)
        elif not code:
            raise _ConstraintError(number, f"empty constraint in \"{text}\"")
        else:
            for letter in code:
                if letter in _IGNORED or letter in REGISTER_LETTERS or letter in IMMEDIATE_LETTERS or letter == "X":
                    continue
                if letter in _UNSUPPORTED_LETTERS and not (letter == "m" and indirect):
                    raise _ConstraintError(number, _UNSUPPORTED_LETTERS[letter])
                if letter == "m":
                    continue
                raise _ConstraintError(number, f"unknown constraint letter '{letter}' in '{raw}'")
        constraints.append(Constraint(kind, code, indirect, tied))
        number += 1
    numbered = [c for c in constraints if c.kind != "clobber"]
    seen_input = False
    for position, constraint in enumerate(numbered):
        if constraint.kind == "input":
            seen_input = True
        elif seen_input:
            raise _ConstraintError(position, "an output constraint follows an input (outputs come first)")
    direct = tuple(c for c in numbered if c.kind == "output" and not c.indirect)
    operands = tuple(c for c in numbered if not (c.kind == "output" and not c.indirect))
    return Constraints(tuple(constraints), direct, operands)


def _result_types(op: llvm.InlineAsmOp) -> list[Attribute]:
    if op.res is None or isinstance(op.res.type, LLVMVoidType):
        return []
    if isinstance(op.res.type, LLVMStructType):
        return list(op.res.type.types.data)
    return [op.res.type]


def _integer_constant(value: SSAValue, leaf: Leaf) -> int | None:
    """The value of an integer constant operand, signed in its type's width (i1 true is -1)."""
    owner = value.owner
    if isinstance(owner, llvm.ConstantOp) and isinstance(owner.value, IntegerAttr) and isinstance(value.type, IntegerType):
        width = value.type.width.data
        number = owner.value.value.data & ((1 << width) - 1)
        return number - (1 << width) if number >> (width - 1) else number
    if isinstance(leaf, Imm) and leaf.cls not in ("f32", "f64"):
        try:
            return int(leaf.text, 0)
        except ValueError:
            return None
    return None


def _immediate_bits(leaf: Imm) -> int:
    text = leaf.text
    if text in ("true", "false"):
        return int(text == "true")
    if text[:2] in ("0f", "0d", "0F", "0D"):
        return int(text[2:], 16)
    return int(text, 0)


def _bits_register(sel: SelectorCore, leaf: SSAValue) -> SSAValue:
    """`leaf` in an integer-class register of its width (float registers are moved bit for bit)."""
    cls = leaf_cls(leaf)
    if cls in ("f32", "f64"):
        bits = REG_BITS[cls]
        return sel.mov(f"b{bits}", leaf, f"b{bits}")
    return leaf


def to_constraint_class(sel: SelectorCore, leaf: Leaf, cls: str) -> SSAValue:
    """A register of class `cls` holding the bits of `leaf`, converted the way LLVM converts
    an operand to its constraint's register (truncation or extension of the bits)."""
    if isinstance(leaf, Imm):
        value = _immediate_bits(leaf)
        if cls == "pred":
            return sel.reg(Imm("1" if value & 1 else "0", "pred"))
        return sel.reg(Imm(str(value & ((1 << REG_BITS[cls]) - 1)), cls))
    source = leaf_cls(leaf)
    if cls == "pred":
        if source == "pred":
            return leaf
        return _low_bit(sel, _bits_register(sel, leaf))
    width = REG_BITS[cls]
    if source == "pred":
        return sel.selp(f"b{width}", Imm("1", cls), Imm("0", cls), leaf, cls)
    bits = _bits_register(sel, leaf)
    have = REG_BITS[leaf_cls(bits)]
    if have == width:
        return bits
    return sel.cvt(f"u{width}", f"u{have}", bits, cls)


def _low_bit(sel: SelectorCore, register: SSAValue) -> SSAValue:
    """The low bit of an integer register as a predicate (LLVM's i1 in a wider register)."""
    cls = leaf_cls(register)
    width = REG_BITS[cls]
    low = sel.arith("and", f"b{width}", [register, Imm("1", cls)], cls)
    return sel.setp("ne", f"b{width}", low, Imm("0", cls))


def from_constraint_class(sel: SelectorCore, register: SSAValue, t: Attribute) -> SSAValue:
    """The value of LLVM type `t` an output register of another class stands for."""
    cls = leaf_cls(register)
    target = abi.reg_class(t)
    if target == cls:
        return register
    if target == "pred":
        return _low_bit(sel, register)
    width = REG_BITS[target]
    int_cls = _INT_BITS_CLASS[width]
    if cls == "pred":
        bits = sel.selp(f"b{width}", Imm("1", int_cls), Imm("0", int_cls), register, int_cls)
    elif REG_BITS[cls] != width:
        bits = sel.cvt(f"u{width}", f"u{REG_BITS[cls]}", register, int_cls)
    else:
        bits = register
    if target in ("f32", "f64"):
        return sel.mov(f"b{width}", bits, target)
    return bits


def _packed_lanes(t: Attribute) -> int | None:
    """Lane count of a vector operand LLVM passes in one register: one lane, or 8- or 16-bit
    lanes packed into 16 or 32 bits (f16x2, bf16x2, i16x2, i8x4 in a .b32, i8x2 in a .b16),
    lane 0 in the low bits; None for other types."""
    if not isinstance(t, VectorType):
        return None
    lanes = 1
    for dim in t.get_shape():
        lanes *= dim
    lane_bits = DL.size_in_bits(t.get_element_type())
    if lanes == 1 or (lane_bits in (8, 16) and lanes * lane_bits in (16, 32)):
        return lanes
    return None


def _operand_leaf(sel: SelectorCore, op: llvm.InlineAsmOp, number: int, value: SSAValue) -> Leaf:
    """The one leaf an operand occupies (a packed register for a vector of narrow lanes)."""
    leaves = sel.get(value, op)
    lanes = _packed_lanes(value.type)
    if len(leaves) == 1 and lanes in (None, 1):
        return leaves[0]
    if is_i128(value.type):
        # An i128 (two 64-bit halves, low first) is one 128-bit register.
        return sel.pack(leaves, "b128")
    if lanes is not None:
        return lanes_to_register(sel, leaves, sel.vector_leaf_types(value.type, op))
    raise _asm_error(op, number, f"an operand of type {value.type} does not fit one register")


def _result_leaves(sel: SelectorCore, register: SSAValue, t: Attribute) -> list[Leaf]:
    """The leaves of a result of type `t` held in an output register."""
    if is_i128(t):
        return list(sel.unpack(register, ["b64", "b64"]))
    lanes = _packed_lanes(t)
    if lanes is None:
        return [from_constraint_class(sel, register, t)]
    assert isinstance(t, VectorType)
    if lanes == 1:
        return [from_constraint_class(sel, register, t.get_element_type())]
    lane_types = sel.vector_leaf_types(t)
    packed = from_constraint_class(sel, register, IntegerType(DL.size_in_bits(t)))
    return register_to_lanes(sel, packed, lane_types)


def _check_128_bits(sel: SelectorCore, op: llvm.InlineAsmOp, number: int, cls: str, t: Attribute) -> None:
    """`q` and i128 go together (LLVM 22 aborts on anything else), on targets with .b128."""
    if cls == "b128" and not is_i128(t):
        raise _asm_error(op, number, f"constraint 'q' (a 128-bit register) needs an i128 value, got {t}")
    if cls != "b128" and is_i128(t):
        raise _asm_error(op, number, "an i128 value needs constraint 'q' (a 128-bit register)")
    if cls == "b128":
        sel.info.target.require(op, "128-bit registers (inline asm constraint 'q')", min_sm=70, min_ptx=(8, 3))


def _register_letter(code: str) -> str | None:
    return next((letter for letter in code if letter in REGISTER_LETTERS), None)


def _natural_class(t: Attribute) -> str:
    """The LLVM 22 class of a value's own size (for `X`)."""
    cls = abi.reg_class(t)
    return {"f32": "b32", "f64": "b64"}.get(cls, cls)


# Every `$` of an asm string; a `$` followed by nothing it can start matches with no group.
_DOLLAR = re.compile(r"\$(?:(\$)|(\d+)|\{(\d+)(?::([a-zA-Z]))?\}|([(|)]))?")


def _substitute(op: llvm.InlineAsmOp, texts: dict[int, str], immediates: dict[int, int]) -> str:
    """LLVM's asm string with every operand reference replaced by `texts` (ptx.asm placeholders
    or literals); a literal `$` is written `$$` for ptx.asm."""
    source = op.asm_string.data
    if "\0" in source:
        # ptxas reads a NUL as the end of its input: the rest of the module would be lost.
        raise op_error(op, "inline asm text contains a NUL character")
    out: list[str] = []
    position = 0
    in_variant = 0  # 0 outside `$( $)`, 1 in the first variant (kept), 2 in a later one
    for match in _DOLLAR.finditer(source):
        if in_variant != 2:
            out.append(source[position : match.start()])
        position = match.end()
        escaped, plain, braced, modifier, variant = match.groups()
        if not any((escaped, plain, braced, variant)):
            raise op_error(op, f"inline asm text has a '$' that names no operand (write '$$' for a '$'): \"{source}\"")
        if variant is not None:
            in_variant = {"(": 1, "|": 2, ")": 0}[variant]
            continue
        if in_variant == 2:
            continue
        if escaped:
            out.append("$$")
            continue
        number = int(plain if plain is not None else braced)
        if number not in texts:
            raise op_error(op, f"inline asm text refers to ${number}, which is not an operand (the asm has {len(texts)})")
        if modifier in (None, "r"):
            out.append(texts[number])
        elif modifier in ("c", "n") and number in immediates:
            value = immediates[number]
            out.append(str(-value if modifier == "n" else value))
        else:
            raise _asm_error(op, number, f"unsupported operand modifier '${{{number}:{modifier}}}'")
    if in_variant != 2:
        out.append(source[position:])
    return "".join(out)


def select_inline_asm(sel: SelectorCore, op: llvm.InlineAsmOp) -> None:
    if op.asm_dialect is not None and op.asm_dialect.value.data != 0:
        raise op_error(op, "only AT&T-dialect (PTX) inline assembly is supported")
    # The instructions of the text count for `.version` and the target as selected ones do.
    sel.info.target.require_text(op, op.asm_string.data)
    constraints = parse_constraints(op)
    direct_outputs = constraints.direct_outputs
    operand_constraints = constraints.operands
    operands = list(op.operands_)
    if len(operands) != len(operand_constraints):
        raise op_error(
            op, f"inline asm has {len(operands)} operands for {len(operand_constraints)} input/indirect constraints "
            f"in \"{op.constraints.data}\""
        )
    result_types = _result_types(op)
    if len(direct_outputs) == 1 and op.res is not None and isinstance(op.res.type, LLVMStructType):
        raise op_error(op, "inline asm with one output returns its value, not a struct (as LLVM requires)")
    if len(result_types) != len(direct_outputs):
        raise op_error(op, f"inline asm returns {len(result_types)} values for {len(direct_outputs)} output constraints")
    # Kept although its results are unused, as LLVM keeps it: an asm with side effects, one
    # clobbering memory, or one without results (which is there for its effect).
    side_effects = (
        op.has_side_effects is not None
        or constraints.clobbers_memory
        or not direct_outputs
    )

    # Outputs: $0..$k-1 are the results, in registers of the letter's class.
    out_classes: list[str] = []
    for number, (constraint, t) in enumerate(zip(direct_outputs, result_types, strict=False)):
        letter = _register_letter(constraint.code)
        if letter is None:
            raise _asm_error(op, number, f"output constraint '={constraint.code}' names no register class")
        if not abi.is_scalar(t) and _packed_lanes(t) is None and not is_i128(t):
            raise _asm_error(op, number, f"an output of type {t} does not fit one register")
        _check_128_bits(sel, op, number, REGISTER_LETTERS[letter], t)
        out_classes.append(REGISTER_LETTERS[letter])

    texts: dict[int, str] = {number: f"$d{number}" for number in range(len(direct_outputs))}
    immediates: dict[int, int] = {}
    registers: list[SSAValue] = []
    tied: list[int] = [-1] * len(direct_outputs)
    for index, (constraint, value) in enumerate(zip(operand_constraints, operands, strict=False)):
        number = len(direct_outputs) + index
        leaf = _operand_leaf(sel, op, number, value)
        if constraint.tied is not None:
            target = constraint.tied
            if target >= len(direct_outputs):
                raise _asm_error(op, number, f"tied to ${target}, which is not an output register")
            if tied[target] >= 0:
                raise _asm_error(op, number, f"tied to ${target}, which already has a tied input")
            out_type = result_types[target]
            if DL.size_in_bits(value.type) != DL.size_in_bits(out_type):
                raise _asm_error(op, number, f"{value.type} cannot be tied to output ${target} of type {out_type} (sizes differ)")
            _check_128_bits(sel, op, number, out_classes[target], value.type)
            tied[target] = len(registers)
            texts[number] = f"$d{target}"
            registers.append(to_constraint_class(sel, leaf, out_classes[target]))
            continue
        code = constraint.code
        constant = _integer_constant(value, leaf)
        if constraint.indirect:
            if "m" not in code:
                raise _asm_error(op, number, f"indirect constraint '*{code}' must be a memory constraint ('*m')")
            if not isinstance(value.type, llvm.LLVMPointerType):
                raise _asm_error(op, number, f"indirect memory operand must be a pointer, got {value.type}")
            texts[number] = f"[${len(registers)}]"
            registers.append(sel.reg(leaf))
            continue
        if "m" in code:
            raise _asm_error(op, number, _UNSUPPORTED_LETTERS["m"])
        if constant is not None and any(letter in code for letter in IMMEDIATE_LETTERS + "X"):
            texts[number] = str(constant)
            immediates[number] = constant
            continue
        letter = _register_letter(code)
        if letter is not None:
            cls = REGISTER_LETTERS[letter]
        elif "X" in code:
            cls = _natural_class(value.type)
        else:
            raise _asm_error(op, number, f"constraint '{code}' needs an integer constant, got a {value.type} value")
        _check_128_bits(sel, op, number, cls, value.type)
        texts[number] = f"${len(registers)}"
        registers.append(to_constraint_class(sel, leaf, cls))

    text = _substitute(op, texts, immediates)
    asm = sel.add(ptx.AsmOp(text, registers, [ptx.REG_TYPES[c] for c in out_classes], side_effects, tied))
    assert isinstance(asm, ptx.AsmOp)
    results = [leaf for register, t in zip(asm.outs, result_types, strict=False) for leaf in _result_leaves(sel, register, t)]
    if result_types:
        assert op.res is not None
        sel.set(op.res, results)


def _bit_move_source(op: Operation) -> SSAValue | None:
    """The register a `mov.bN` copies bit for bit (None for anything else)."""
    if not isinstance(op, ptx.MovOp) or "imms" in op.properties or len(op._operands) != 1:  # pyright: ignore[reportPrivateUsage]
        return None
    source = op._operands[0]  # pyright: ignore[reportPrivateUsage]
    bits = op.type.data.removeprefix("b")
    if not bits.isdigit() or not isinstance(source.type, ptx.RegType):
        return None
    if REG_BITS.get(source.type.cls) != int(bits) or REG_BITS.get(op.result.type.cls) != int(bits):
        return None
    return source


def _literal_text(value: SSAValue) -> str | None:
    """The literal a `mov` of an immediate holds (special registers such as `%tid.x` are not)."""
    mov = value.owner
    if not isinstance(mov, ptx.MovOp) or mov.srcs or mov.imms is None:
        return None
    text = mov.imms.data[0].text.data
    return None if text.startswith(("%", "$")) else text


def retype_bit_moved_block_args(func: ptx.FuncOp) -> None:
    """A float block argument that every edge fills with the bits of an integer-class register
    (an asm's "=f" output, moved into an `.f32`) or a literal becomes an argument of that class.

    A loop-carried wgmma accumulator is such an argument: moved through `.f32` registers at the
    back edge and into fresh `.b32` ones for the next iteration's first MMA, it is read by
    non-wgmma instructions while the previous iteration's group is still in flight (the loop
    waits with `wgmma.wait_group 1`), which makes ptxas serialise the MMAs (C7514). In the
    argument's new class the asm registers carry it round the loop. Readers that wanted the
    float get a `mov.b32` right where they read it (one that moves it back is folded later)."""
    edges: dict[Block, list[ptx.BraOp]] = {}
    for block in func.body.blocks:
        if isinstance(block.last_op, ptx.BraOp) and block.last_op.args:
            edges.setdefault(block.last_op.successor, []).append(block.last_op)
    changed = True
    while changed:
        changed = False
        for block, branches in edges.items():
            for index, arg in enumerate(list(block.args)):
                assert isinstance(arg.type, ptx.RegType)
                if arg.type.cls not in ("f32", "f64"):
                    continue
                target: ptx.RegType | None = None
                for branch in branches:
                    value = branch.args[index]
                    if value is arg or _literal_text(value) is not None:
                        continue
                    source = _bit_move_source(value.owner) if isinstance(value.owner, ptx.MovOp) else None
                    if source is None or not isinstance(source.type, ptx.RegType) or target not in (None, source.type):
                        target = None
                        break
                    target = source.type
                else:
                    if target is not None:
                        _retype_block_arg(block, index, branches, target)
                        changed = True


def _retype_block_arg(block: Block, index: int, branches: list[ptx.BraOp], target: ptx.RegType) -> None:
    old = block.args[index]
    assert isinstance(old.type, ptx.RegType)
    move_type = f"b{REG_BITS[target.cls]}"
    new = block.insert_arg(target, index)
    for branch in branches:
        value = branch.args[index]
        if value is old:
            incoming: SSAValue = new
        elif (text := _literal_text(value)) is not None:
            literal = ptx.MovOp(target.cls, Imm(text, target.cls), target)
            literal.location = branch.location
            branch_block = branch.parent_block()
            assert branch_block is not None
            branch_block.insert_op_before(literal, branch)
            incoming = literal.result
        else:
            owner = value.owner
            source = _bit_move_source(owner) if isinstance(owner, Operation) else None
            assert source is not None
            incoming = source
        # One operand of a branch that may pass hundreds (the accumulators of a wgmma loop).
        branch.operands[index] = incoming
        if value is not old and value.first_use is None:
            dead = value.owner
            assert isinstance(dead, Operation)
            dead_block = dead.parent_block()
            assert dead_block is not None
            dead_block.erase_op(dead)
    for use in list(old.uses):
        user = use.operation
        user_block = user.parent_block()
        assert user_block is not None
        if old not in user.operands:
            continue  # a second use by the same op, already rewritten
        if _bit_move_source(user) is old and user.results[0].type == target:
            user.results[0].replace_all_uses_with(new)
            user_block.erase_op(user)
            continue
        # The float where it is read (not at the block's start, where it would be read early).
        back = ptx.MovOp(move_type, new, old.type)
        back.location = user.location
        user_block.insert_op_before(back, user)
        user.operands = [back.result if operand is old else operand for operand in user.operands]
    block.erase_arg(old)


def fold_bit_move_round_trips(func: ptx.FuncOp) -> None:
    """`mov.b32 %f, %r` then `mov.b32 %r2, %f` reads `%r` again: every use of `%r2` takes `%r`.

    An f32 asm output ("=f" is a .b32 class in LLVM 22) that feeds the tied "f" input of the
    next asm (a chain of `wgmma.mma_async` accumulators, the `wgmma.wait_group` that ties them
    again) would otherwise go through an `.f32` register and back; ptxas reads those moves as
    non-wgmma instructions using accumulators in flight and serialises the MMAs (advisories
    C7517/C7514). With the round trip gone the accumulator stays in the asm's registers (a
    use still needed elsewhere gets its copy from `isolate_tied_operands`, which runs next)."""
    for block in func.body.blocks:
        for op in list(block.ops):
            if not isinstance(op, ptx.MovOp):
                continue  # what `_bit_move_source` says first, without a call per op
            middle = _bit_move_source(op)
            if middle is None or not isinstance(middle.owner, ptx.MovOp):
                continue
            inner = middle.owner
            source = _bit_move_source(inner)
            if source is None or source.type != op.result.type:
                continue
            op.result.replace_all_uses_with(source)
            block.erase_op(op)
            if middle.first_use is None:
                inner_block = inner.parent_block()
                assert inner_block is not None
                inner_block.erase_op(inner)


def isolate_tied_operands(func: ptx.FuncOp) -> None:
    """Give every tied `ptx.asm` operand that lives on after the asm a copy of its own, so the
    asm may overwrite it: one used elsewhere (or twice), or defined outside the asm's block
    (a loop would read it again). Runs after common-subexpression elimination, which would
    merge the copies again."""
    for op in list(func.body.walk()):
        if not isinstance(op, ptx.AsmOp):
            continue
        operands = list(op.ins)
        changed = False
        for _, index in op.tied_operands():
            value = operands[index]
            if ptx.dies_at(value, op):
                continue
            assert isinstance(value.type, ptx.RegType)
            cls = value.type.cls
            copy = ptx.MovOp("pred" if cls == "pred" else f"b{REG_BITS[cls]}", value, value.type)
            copy.location = op.location
            block = op.parent_block()
            assert block is not None
            block.insert_op_before(copy, op)
            operands[index] = copy.results[0]
            changed = True
        if changed:
            op.operands = operands


# xDSL's own `llvm.inline_asm` class too, for IR built with it (our class replaces it in the
# universe and is registered as its virtual subclass, but dispatch is by exact class).
SELECTORS: dict[type[Operation], Selector] = {
    llvm_ext.InlineAsmOp: select_inline_asm,
    llvm.InlineAsmOp: select_inline_asm,
}
