"""The escape hatch of the `ptx` dialect: instructions as text.

`ptx.inst` is an instruction the dialect has no op for (the rarer NVVM instructions selected
from the tables of `backend/isel_nvvm*.py`), `ptx.asm` inline PTX from `llvm.inline_asm`.
Registers stay typed SSA values, substituted for `$N`/`$dN` placeholders when printed; side
effects are read from the opcode (`InstEffects`), since the text is all the op knows.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

from xdsl.dialects.builtin import DenseArrayBase, StringAttr, UnitAttr, i64
from xdsl.ir import Attribute, Block, BlockArgument, Operation, SSAValue, Use
from xdsl.irdl import (
    IRDLOperation,
    ParsePropInAttrDict,
    irdl_op_definition,
    opt_prop_def,
    prop_def,
    traits_def,
    var_operand_def,
    var_result_def,
)
from xdsl.traits import EffectInstance, MemoryEffect, MemoryEffectKind, Resource
from xdsl.utils.exceptions import VerifyException

from nvvm_xdsl.dialects.ptx.control_flow import BraOp
from nvvm_xdsl.dialects.ptx.registers import RegType

_PLACEHOLDER = re.compile(r"\$(d?)(\d+)")
# Opcode prefixes of instructions that touch memory or control; everything else only computes
# its results and may be erased when they are unused.
_SIDE_EFFECT_PREFIXES = (
    "st.", "st ", "atom.", "red.", "bar.", "bar ", "barrier.", "membar.", "fence.", "trap",
    "exit", "alloca", "stacksave", "stackrestore", "ld.volatile", "ld.relaxed", "ld.acquire", "prefetch", "nanosleep", "brkpt",
    "activemask",
    "mbarrier.", "cp.", "wgmma.", "setmaxnreg.", "griddepcontrol.", "pmevent", "clusterlaunchcontrol.", "@",
    "stmatrix.", "wmma.store.", "tcgen05.", "tensormap.replace", "multimem.st",
)


# Warp collectives (`.sync`): the lanes of the mask must all arrive, so one is never erased for
# an unused result nor merged with another (`ldmatrix` too, which llc keeps unused; LLVM's
# `wmma.load` is a plain load it erases).
_WARP_COLLECTIVE_PREFIXES = ("vote.", "shfl.", "match.", "redux.", "elect.", "ldmatrix.")

# Loads among the text instructions: they read memory, so they may be erased when unused but
# are not functions of their operands.
_LOAD_PREFIXES = ("ld.", "ldu.", "wmma.load.")


@dataclass(frozen=True)
class WarpArrivalResource(Resource):
    """The lanes' arrival at a `.sync` collective: state no memory access reads or writes
    (LLVM's inaccessible memory)."""

    def name(self) -> str:
        return "ptx.warp_arrival"


WARP_ARRIVAL = WarpArrivalResource()
WARP_COLLECTIVE_EFFECTS = frozenset(
    (
        EffectInstance(MemoryEffectKind.READ, resource=WARP_ARRIVAL),
        EffectInstance(MemoryEffectKind.WRITE, resource=WARP_ARRIVAL),
    )
)


class WarpCollectiveEffect(MemoryEffect):
    """A `.sync` collective: observable even with its results unused, never merged with an
    equal one (a write, of the lanes' arrival rather than of memory)."""

    @classmethod
    def get_effects(cls, op: Operation) -> frozenset[EffectInstance]:
        return WARP_COLLECTIVE_EFFECTS


class TextEffects(MemoryEffect):
    """The side effects of a text instruction as its opcode tells them (`ptx.inst`), or as
    inline asm declares them (`ptx.asm`): a warp collective synchronises the warp, a
    side-effecting one counts as a write, a load as a read, anything else only computes its
    results."""

    @classmethod
    def get_effects(cls, op: Operation):
        assert isinstance(op, InstOp | AsmOp)
        if isinstance(op, InstOp) and op.text.data.startswith(_WARP_COLLECTIVE_PREFIXES):
            return WARP_COLLECTIVE_EFFECTS
        if op.has_side_effects:
            return WRITES
        if isinstance(op, InstOp) and op.text.data.startswith(_LOAD_PREFIXES):
            return READS
        return NO_EFFECTS


# The effect sets of the ptx ops, built once (the effects are asked for per op by cse and dce).
WRITES = frozenset((EffectInstance(MemoryEffectKind.WRITE),))
READS = frozenset((EffectInstance(MemoryEffectKind.READ),))
NO_EFFECTS: frozenset[EffectInstance] = frozenset()


@lru_cache(maxsize=4096)
def _placeholders(text: str) -> tuple[tuple[str, str], ...]:
    """`_PLACEHOLDER.findall(text)`, once per text (selection emits the same few texts many times)."""
    return tuple(_PLACEHOLDER.findall(text))


def _check_placeholders(text: str, n_ins: int, n_outs: int) -> set[int]:
    """Reject `$N`/`$dN` beyond the op's operands/results; the result indices used."""
    used_results: set[int] = set()
    for is_result, index in _placeholders(text):
        limit = n_outs if is_result else n_ins
        if int(index) >= limit:
            kind = "result" if is_result else "operand"
            raise VerifyException(f"'${is_result}{index}' refers to a missing {kind} (the op has {limit})")
        if is_result:
            used_results.add(int(index))
    return used_results


def _render_placeholders(
    text: str, ins: Sequence[SSAValue], outs: Sequence[SSAValue], name_of: dict[SSAValue, str]
) -> str:
    """`text` with each `$N` (operand) and `$dN` (result) replaced by its register's name."""

    def sub(m: re.Match[str]) -> str:
        values = outs if m.group(1) else ins
        return name_of[values[int(m.group(2))]]

    return _PLACEHOLDER.sub(sub, text)


@irdl_op_definition
class InstOp(IRDLOperation):
    """One PTX instruction: `%d = ptx.inst "add.s32 $d0, $0, 5" (%a) : (!ptx.reg<b32>) -> !ptx.reg<b32>`.

    `$N` stands for operand N, `$dN` for result N; everything else (opcode, immediates,
    symbols, `[addr+imm]` brackets) is printed as written. The trailing `;` is the printer's.
    """

    name = "ptx.inst"
    text = prop_def(StringAttr)
    ins = var_operand_def(RegType)
    outs = var_result_def(RegType)
    traits = traits_def(TextEffects())
    assembly_format = "$text (`(` $ins^ `)`)? attr-dict `:` functional-type($ins, $outs)"

    def __init__(self, text: str, ins: Sequence[SSAValue | Operation] = (), outs: Sequence[Attribute] = ()):
        super().__init__(operands=[ins], result_types=[outs], properties={"text": StringAttr(text)})

    @classmethod
    def make(cls, text: str, ins: Sequence[SSAValue], outs: Sequence[Attribute]) -> InstOp:
        """The constructor for bulk creation (instruction selection): no argument checking,
        which the verifier does anyway."""
        return cls.create(operands=ins, result_types=outs, properties={"text": StringAttr(text)})

    @property
    def opcode(self) -> str:
        return self.text.data.split(" ", 1)[0]

    @property
    def has_side_effects(self) -> bool:
        text = self.text.data
        return text.startswith(_SIDE_EFFECT_PREFIXES) or "%clock" in text or "%globaltimer" in text

    def verify_(self) -> None:
        text = self.text.data
        if not text or text[0] in " $":
            raise VerifyException(f"instruction text must start with an opcode, got '{text}'")
        used_results = _check_placeholders(text, len(self.ins), len(self.outs))
        if len(used_results) != len(self.outs):
            raise VerifyException("every result must appear in the instruction text as $dN")

    def render(self, name_of: dict[SSAValue, str]) -> str:
        """The instruction text with every placeholder replaced by its register's name."""
        # `ins` and `outs` are all of the operands and results (read without the accessors).
        return _render_placeholders(self.text.data, self.operands, self.results, name_of)


def _passes_itself(use: Use) -> bool:
    """A lowered branch that hands a block argument its own register (nothing is read)."""
    branch = use.operation
    return (
        isinstance(branch, BraOp)
        and branch.coalesced is not None
        and branch.successor.args[use.index] is branch.operands[use.index]
    )


def dies_at(value: SSAValue, op: Operation) -> bool:
    """Whether `op` is the last reader of `value` on every path: no other use after `op` in its
    block, and none in a block reachable from it without passing the definition again (there a
    loop-carried value is a new one: a loop's accumulator dies at the asm that updates it, while
    the loop's exit reads the value its header receives)."""
    block = value.block if isinstance(value, BlockArgument) else value.owner.parent_block()
    here = op.parent_block()
    if value.has_one_use():
        if block is here:
            return True
        others: list[Operation] = []
    else:
        uses = [use for use in value.uses if not _passes_itself(use)]
        others = [use.operation for use in uses if use.operation is not op]
        if len(others) + 1 != len(uses):
            return False  # read twice by `op`, or not at all
    if here is None or block is None:
        return False
    # Only the ops after `op` in its block, and only when another reader is in that block (an
    # asm tying a hundred accumulators would otherwise scan its whole block once per operand).
    local = {other for other in others if other.parent is here}
    later = op.next_op if local else None
    while later is not None:
        if later in local:
            return False
        later = later.next_op
    # Blocks reached from `op` before the value is defined again (entering its block).
    seen: set[Block] = set()
    pending = [s for s in (here.last_op.successors if here.last_op is not None else ())]
    while pending:
        current = pending.pop()
        if current is block or current in seen:
            continue
        seen.add(current)
        if current.last_op is not None:
            pending.extend(current.last_op.successors)
    if here in seen:
        return False  # a loop around `op` that does not redefine the value
    return not any(other.parent_block() in seen for other in others)


# In `ptx.asm` text `$$` is a literal `$` (PTX names such as `$L__BB0_1` may contain one).
_ASM_PLACEHOLDER = re.compile(r"\$\$|\$(d?)(\d+)")


@lru_cache(maxsize=4096)
def _asm_placeholders(text: str) -> tuple[tuple[str, bool, int], ...]:
    """The `$N`/`$dN` of an asm text (placeholder, whether a result, index), once per text."""
    return tuple(
        (match.group(0), bool(match.group(1)), int(match.group(2)))
        for match in _ASM_PLACEHOLDER.finditer(text)
        if match.group(2) is not None
    )


@irdl_op_definition
class AsmOp(IRDLOperation):
    """Inline PTX from `llvm.inline_asm`: printed verbatim in its own `{ }` scope, registers
    substituted as in `ptx.inst` (`$N` operand, `$dN` result, `$$` a literal `$`). Without
    `side_effects` it only computes its results.

    `tied = array<i64: k, -1, ...>` gives, per result, the operand that arrives in the result's
    register (LLVM's matching constraint "0".."9"): the printer names the two alike, so a
    tied operand must have this op as its only use (it dies here) and the result's class.
    """

    name = "ptx.asm"
    text = prop_def(StringAttr)
    side_effects = opt_prop_def(UnitAttr)
    tied = opt_prop_def(DenseArrayBase)
    ins = var_operand_def(RegType)
    outs = var_result_def(RegType)
    traits = traits_def(TextEffects())
    assembly_format = "$text (`(` $ins^ `)`)? attr-dict `:` functional-type($ins, $outs)"
    irdl_options = (ParsePropInAttrDict(),)

    def __init__(
        self,
        text: str,
        ins: Sequence[SSAValue],
        outs: Sequence[Attribute],
        side_effects: bool,
        tied: Sequence[int] | None = None,
    ):
        props: dict[str, Attribute] = {"text": StringAttr(text)}
        if side_effects:
            props["side_effects"] = UnitAttr()
        if tied is not None and any(index >= 0 for index in tied):
            props["tied"] = DenseArrayBase.from_list(i64, list(tied))
        # Flat operands and results, as `InstOp.make`: the verifier checks them.
        Operation.__init__(self, operands=[SSAValue.get(value) for value in ins], result_types=outs, properties=props)

    @property
    def has_side_effects(self) -> bool:
        return self.side_effects is not None

    def tied_operands(self) -> list[tuple[int, int]]:
        """(result index, operand index) of every tied pair."""
        if self.tied is None:
            return []
        return [(out, int(index)) for out, index in enumerate(self.tied.get_values()) if index >= 0]

    def verify_(self) -> None:
        # `ins` and `outs` are all of the operands and results: read once (a wgmma asm has a
        # hundred placeholders and tied pairs, and each accessor read copies the values).
        ins, outs = self._operands, self.results  # pyright: ignore[reportPrivateUsage]
        for placeholder, is_result, index in _asm_placeholders(self.text.data):
            limit = len(outs) if is_result else len(ins)
            if index >= limit:
                kind = "result" if is_result else "operand"
                raise VerifyException(f"'{placeholder}' refers to a missing {kind} (the op has {limit})")
        if self.tied is not None and len(self.tied.get_values()) != len(outs):
            raise VerifyException(f"'tied' has {len(self.tied.get_values())} entries for {len(outs)} results")
        seen: set[int] = set()
        for out, index in self.tied_operands():
            if index >= len(ins) or index in seen:
                raise VerifyException(f"result {out} is tied to operand {index}, which is missing or tied twice")
            seen.add(index)
            operand = ins[index]
            if operand.type != outs[out].type:
                raise VerifyException(f"result {out} ({outs[out].type}) is tied to operand {index} of type {operand.type}")
            if not dies_at(operand, self):
                raise VerifyException(
                    f"operand {index} is tied to result {out} but lives on (other uses, or defined outside the block)"
                )

    def render(self, name_of: dict[SSAValue, str]) -> str:
        # Read once, as all of the operands and results (`ins`, `outs`): a text names dozens.
        ins, outs = self.operands, self.results

        def sub(match: re.Match[str]) -> str:
            if match.group(2) is None:
                return "$"
            values = outs if match.group(1) else ins
            return name_of[values[int(match.group(2))]]

        return _ASM_PLACEHOLDER.sub(sub, self.text.data)
