"""What PTX instructions need of the target: the PTX ISA version that introduced each (with the
modifiers that came later) and the oldest SM that has it, for the instructions that inline PTX
(`llvm.inline_asm`, `nvvm.inline_ptx`) writes and selection never sees as ops.

Selection makes the automatic `.version` the lowest that has every instruction it emits
(`target.TargetUse.require`); text written by hand must count too, or ptxas rejects the PTX
("Feature 'tensormap.replace' requires PTX ISA .version 8.3 or later"). `text_needs` scans the
asm string: each instruction's opcode with its modifiers (`tensormap.replace.tile.global_address
.shared::cta.b1024.b64`) is matched against `NEEDS`, most specific rule first.

Each rule was checked with CUDA 13's ptxas: the instruction assembles at `min_ptx` on `min_sm`
and is rejected one PTX ISA minor version lower (tests/test_ptx_isa.py keeps the cases).
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass, field

PTXVersion = tuple[int, int]


@dataclass(frozen=True)
class InstructionNeeds:
    """Instructions whose opcode-with-modifiers starts with `pattern` need `min_ptx` and an SM of
    at least `min_sm`; `ptx_on` gives a later version for an older SM that gained them later;
    `any_specific`: only on arch- or family-specific targets (`sm_90a`, `sm_100f`...);
    `any_arch_specific`: only on arch-specific ones (`sm_100a`, `sm_120a`..., no `f`)."""

    pattern: str
    feature: str
    min_ptx: PTXVersion
    min_sm: int = 0
    ptx_on: dict[int, PTXVersion] = field(default_factory=dict)
    any_specific: bool = False
    any_arch_specific: bool = False

    def ptx_for(self, sm: int) -> PTXVersion:
        return self.ptx_on.get(sm, self.min_ptx)


# Most specific first: the first rule whose pattern matches an instruction applies.
NEEDS: tuple[InstructionNeeds, ...] = (
    InstructionNeeds(r"tensormap\.replace\.", "tensormap.replace", (8, 3), 90, any_specific=True),
    InstructionNeeds(r"tensormap\.cp_fenceproxy\.", "tensormap.cp_fenceproxy", (8, 3), 90),
    InstructionNeeds(r"fence\.proxy\.tensormap::generic\.", "fence.proxy.tensormap::generic", (8, 3), 90),
    # The destination state space follows the dimensionality; `.shared::cta` came after
    # `.shared::cluster`.
    InstructionNeeds(
        r"cp\.async\.bulk\.tensor\.[1-5]d\.shared::cta\.", "cp.async.bulk.tensor to .shared::cta", (8, 6), 90
    ),
    InstructionNeeds(r"cp\.async\.bulk\.", "cp.async.bulk", (8, 0), 90),
    InstructionNeeds(r"cp\.async\.", "cp.async", (7, 0), 80),
    # The f4/f6 pairs to and from (b)f16x2 and the signed s2f6x2 type came with PTX 9.1/9.2 to
    # every arch- or family-specific target from sm_100 on (s2f6x2: arch-specific ones only).
    InstructionNeeds(r"cvt\.[\w.:]*\.s2f6x2\b", "cvt with s2f6x2", (9, 1), 100, any_arch_specific=True),
    InstructionNeeds(
        r"cvt\.[\w.:]*\.bf16x2\.e(2m1|2m3|3m2)x2\b", "cvt to bf16x2 from e2m1x2/e2m3x2/e3m2x2", (9, 2), 100,
        any_specific=True,
    ),
    InstructionNeeds(
        r"cvt\.[a-z.]*\.e(2m1|2m3|3m2)x2\.b?f16x2\b", "cvt to e2m1x2/e2m3x2/e3m2x2 from f16x2/bf16x2", (9, 1), 100,
        any_specific=True,
    ),
    InstructionNeeds(r"cvt\.[a-z.]*\.e[45]m[23]x2\.bf16x2\b", "cvt to e4m3x2/e5m2x2 from bf16x2", (9, 1), 100),
    InstructionNeeds(
        r"cvt\.[a-z.]*\.(e[45]m[23]x2\.(f32|f16x2)|f16x2\.e[45]m[23]x2)\b", "cvt between fp8x2 and f32/f16x2",
        (7, 8), 89, {89: (8, 1)},
    ),
    InstructionNeeds(r"setmaxnreg\.", "setmaxnreg", (8, 0), 90, any_specific=True),
    InstructionNeeds(r"elect\.sync\b", "elect.sync", (8, 0), 90),
    InstructionNeeds(r"mbarrier\.arrive\.expect_tx\.", "mbarrier.arrive.expect_tx", (8, 0), 90),
    InstructionNeeds(r"mbarrier\.try_wait\.", "mbarrier.try_wait", (7, 8), 90),
    # The mbarrier object's layout (`layout::v0`/`v1`), ptxas 13.5: 9.3 and sm_90.
    InstructionNeeds(r"mbarrier\.check_layout\.|mbarrier\.[\w.:]*\.layout::", "mbarrier layouts", (9, 3), 90),
    InstructionNeeds(r"mbarrier\.", "mbarrier", (7, 0), 80),
    # st.async to global memory (a release store), and its multimem form, came with sm_100;
    # 128-bit values to the cluster's shared memory later.
    InstructionNeeds(r"multimem\.st\.async\.", "multimem.st.async", (9, 3), 100),
    InstructionNeeds(r"st\.async\.[\w.:]*\.global\.", "st.async to .global", (8, 7), 100),
    InstructionNeeds(r"st\.async\.[\w.:]*\.b128\b", "st.async of .b128", (9, 2), 90),
    InstructionNeeds(r"(st|red)\.async\.", "st.async/red.async", (8, 1), 90),
    InstructionNeeds(r"multimem\.", "multimem", (8, 1), 90),
    # Vector atomics (Triton's tl.atomic_add on contiguous f16/bf16/f32 lanes: `.v8.bf16`...).
    InstructionNeeds(r"(atom|red)\.[\w.:]*\.v(2|4|8)\.", "atom/red of vector types", (8, 1), 90),
    InstructionNeeds(r"griddepcontrol\.", "griddepcontrol", (7, 8), 90),
    InstructionNeeds(r"(applypriority|discard)\.", "applypriority/discard", (7, 4), 80),
    InstructionNeeds(r"movmatrix\.", "movmatrix", (7, 8), 75),
    InstructionNeeds(r"tanh\.approx\.f32\b", "tanh.approx.f32", (7, 0), 75),
    InstructionNeeds(r"wgmma\.", "wgmma", (8, 0), 90),
    # Triton writes mma.sync as inline asm: fp8 operands (sm_89's and sm_120's tl.dot of fp8)
    # came in 8.4, the k16 shape and f16 accumulation with them in 8.7.
    InstructionNeeds(
        r"mma\.sync\.aligned\.(m16n8k16\.[\w.]*\.e[45]m[23]\b|[\w.]*\.f16\.e[45]m[23]\.)",
        "mma.sync of fp8 with k16 or f16 accumulation", (8, 7), 89,
    ),
    InstructionNeeds(r"mma\.sync\.aligned\.[\w.]*\.e[45]m[23]\b", "mma.sync of fp8", (8, 4), 89),
    # Triton's tl.dot_scaled (MX formats): the scale-vector size came after block_scale.
    InstructionNeeds(r"tcgen05\.mma\.[\w:.]*\.block_scale\.block(16|32)\b", "tcgen05.mma .block16/.block32", (8, 8), 100),
    # tcgen05.ld.red: sm_103a/f and sm_110a/f only (not sm_100 or sm_120); the selector checks
    # the families, the text scan the version.
    InstructionNeeds(r"tcgen05\.ld\.red\.", "tcgen05.ld.red", (8, 8), 103, any_specific=True),
    InstructionNeeds(r"tcgen05\.", "tcgen05", (8, 6), 100),
    InstructionNeeds(r"(max|min)(\.ftz)?(\.NaN)?\.xorsign\.abs\.f32\b", "max/min.xorsign.abs.f32", (7, 2), 86),
    InstructionNeeds(r"(max|min)(\.ftz)?\.NaN\.f32\b", "max/min.NaN.f32", (7, 0), 80),
    InstructionNeeds(r"fma\.rn(\.ftz)?\.oob\b", "fma.oob", (8, 1), 90),
    InstructionNeeds(r"fma\.rn(\.ftz)?\.relu\b", "fma.relu", (7, 0), 80),
)

# Needs a selector checks that the opcode text alone does not show (found by `rule` only).
OPERAND_NEEDS: tuple[InstructionNeeds, ...] = (
    # `max/min{.ftz}{.NaN}{.abs}.f32 d, a, b, c`: the three-input form.
    InstructionNeeds(r"(max|min)\b", "max/min.f32 of three inputs", (8, 8), 100),
    # `tensormap.replace` of the swizzle atomicity, or of the packed 4/6-bit element types
    # (elemtype 13..15), came with sm_100.
    InstructionNeeds(r"tensormap\.replace\.tile\.swizzle_atomicity\.", "tensormap.replace .swizzle_atomicity", (8, 6),
                     100, any_specific=True),
    InstructionNeeds(r"tensormap\.replace\.tile\.elemtype\.", "tensormap.replace of a packed elemtype", (8, 7), 100,
                     any_specific=True),
)

@functools.cache
def _rules() -> list[tuple[re.Pattern[str], InstructionNeeds]]:
    # Compiled on the first asm text scanned, not at import (31 patterns, 0.0013 s of every start).
    return [(re.compile(rule.pattern), rule) for rule in NEEDS]


def rule(feature: str) -> InstructionNeeds:
    """The rule of `feature`, for a selector that emits the instruction itself."""
    return next(r for r in (*NEEDS, *OPERAND_NEEDS) if r.feature == feature)

# An instruction: optionally a label, a predicate guard, then the opcode with its modifiers.
_OPCODE = re.compile(r"^(?:[$\w]+:\s*)?(?:@!?[$%\w]+\s+)?([a-z][\w.:]*)")
_COMMENTS = re.compile(r"//[^\n]*|/\*.*?\*/", re.S)


def asm_opcodes(text: str) -> list[str]:
    """The opcodes with their modifiers of the instructions in an asm string, in order
    (directives such as `.reg`, labels alone and braces are not instructions)."""
    opcodes: list[str] = []
    for statement in re.split(r"[;{}\n]", _COMMENTS.sub(" ", text)):
        match = _OPCODE.match(statement.strip())
        if match is not None:
            opcodes.append(match.group(1))
    return opcodes


@dataclass(frozen=True)
class Need:
    """One instruction of the text and what it needs."""

    opcode: str
    rule: InstructionNeeds


@functools.cache
def text_needs(text: str) -> tuple[Need, ...]:
    """The instructions of `text` that need more than the oldest targets have, one per
    distinct opcode (a module repeats its asm strings: each is scanned once)."""
    found: list[Need] = []
    seen: set[str] = set()
    for opcode in asm_opcodes(text):
        if opcode in seen:
            continue
        seen.add(opcode)
        for pattern, rule in _rules():
            if pattern.match(opcode):
                found.append(Need(opcode, rule))
                break
    return tuple(found)
