"""Warp collectives and memory ordering of the `ptx` dialect: `ptx.shfl`, `ptx.vote`,
`ptx.bar_warp_sync`, `ptx.membar`, `ptx.fence`.

A shuffle or a vote synchronises the lanes of its member mask: each must arrive at the
instruction, so one is never erased for an unused result nor merged with an equal one (LLVM
marks the intrinsics `convergent` and `memory(inaccessiblemem: readwrite)`, and llc keeps
them at every level). `ptx.text.WarpCollectiveEffect` says that: it reads and writes the
lanes' arrival (xDSL's cse and dce, and the backend's clean-up, count it as a write). A warp
barrier and the fences order memory accesses around them: they count as writes of memory, so
nothing erases, merges or moves them.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import ClassVar

from xdsl.dialects.utils import EnumAttribute
from xdsl.ir import Attribute, Operation, SSAValue
from xdsl.irdl import (
    ParsePropInAttrDict,
    irdl_attr_definition,
    irdl_op_definition,
    prop_def,
    result_def,
    traits_def,
    var_result_def,
)
from xdsl.traits import MemoryWriteEffect
from xdsl.utils.exceptions import VerifyException
from xdsl.utils.str_enum import StrEnum

from nvvm_xdsl.dialects.enum_syntax import AngledEnumAttr
from nvvm_xdsl.dialects.ptx.instructions import (
    InstructionOp,
    MemoryScope,
    MemoryScopeAttr,
    Source,
    SourcesOp,
    init_flat,
    split_sources,
)
from nvvm_xdsl.dialects.ptx.registers import B32, PRED, RegType
from nvvm_xdsl.dialects.ptx.syntax import CUSTOM_DIRECTIVES, SOURCE_TYPES, SOURCES
from nvvm_xdsl.dialects.ptx.text import WarpCollectiveEffect


def _register_class(value: SSAValue) -> str:
    assert isinstance(value.type, RegType)
    return value.type.cls


# ---------------------------------------------------------------------------------------------
# Warp collectives
# ---------------------------------------------------------------------------------------------


class ShflMode(StrEnum):
    """Which lane a shuffle reads: `up`/`down` by a lane delta, `bfly` by xor, `idx` by index."""

    UP = "up"
    DOWN = "down"
    BFLY = "bfly"
    IDX = "idx"


@irdl_attr_definition
class ShflModeAttr(AngledEnumAttr, EnumAttribute[ShflMode]):
    name = "ptx.shfl_mode"


@irdl_op_definition
class ShflOp(SourcesOp):
    """`shfl.sync.bfly.b32 %r2|%p1, %r1, 1, 31, -1`: the sources are the value, the lane
    (or delta), the clamp/segment mask and the member mask; the optional second result is
    whether the source lane was in range."""

    name = "ptx.shfl"
    mode = prop_def(ShflModeAttr)
    res = var_result_def(RegType)
    ARITY: ClassVar[int | None] = 4
    traits = traits_def(WarpCollectiveEffect())
    irdl_options = (ParsePropInAttrDict(),)
    assembly_format = f"custom<Keyword>($mode) {SOURCES} attr-dict `:` {SOURCE_TYPES} `->` type($res)"
    custom_directives = CUSTOM_DIRECTIVES

    def __init__(
        self,
        mode: ShflMode,
        value: SSAValue | Operation,
        lane: Source | Operation,
        clamp: Source | Operation,
        member_mask: Source | Operation,
        result: RegType,
        with_validity: bool = False,
    ):
        props: dict[str, Attribute] = {"mode": ShflModeAttr(mode)}
        registers = split_sources([value, lane, clamp, member_mask], props)
        results = (result, PRED) if with_validity else (result,)
        init_flat(self, registers, results, props)

    def verify_(self) -> None:
        self.verify_sources()
        if len(self.res) not in (1, 2):
            raise VerifyException("ptx.shfl has a value and an optional validity predicate")
        if _register_class(self.res[0]) not in ("b32", "f32"):
            raise VerifyException("ptx.shfl shuffles a b32 or f32 register")
        if len(self.res) == 2 and _register_class(self.res[1]) != "pred":
            raise VerifyException("the validity result of ptx.shfl is a predicate")
        if not isinstance(self.sources()[0], SSAValue):
            raise VerifyException("the shuffled value of ptx.shfl is a register")

    def assembly_line(self, names: Mapping[SSAValue, str]) -> str:
        dest = "|".join(names[r] for r in self.res)
        return f"shfl.sync.{self.mode.data}.b32 {dest}, {', '.join(self.source_texts(names))}"


class VoteMode(StrEnum):
    """`any`/`all`/`uni` reduce the lanes' predicates to one; `ballot` gathers them as bits."""

    ANY = "any"
    ALL = "all"
    UNI = "uni"
    BALLOT = "ballot"


@irdl_attr_definition
class VoteModeAttr(AngledEnumAttr, EnumAttribute[VoteMode]):
    name = "ptx.vote_mode"


@irdl_op_definition
class VoteOp(SourcesOp):
    """`vote.sync.any.pred %p2, %p1, -1` / `vote.sync.ballot.b32 %r1, %p1, -1`: the sources are
    the lane's predicate and the member mask."""

    name = "ptx.vote"
    mode = prop_def(VoteModeAttr)
    result = result_def(RegType)
    ARITY: ClassVar[int | None] = 2
    traits = traits_def(WarpCollectiveEffect())
    irdl_options = (ParsePropInAttrDict(),)
    assembly_format = f"custom<Keyword>($mode) {SOURCES} attr-dict `:` {SOURCE_TYPES} `->` type($result)"
    custom_directives = CUSTOM_DIRECTIVES

    def __init__(self, mode: VoteMode, predicate: SSAValue | Operation, member_mask: Source | Operation):
        props: dict[str, Attribute] = {"mode": VoteModeAttr(mode)}
        registers = split_sources([predicate, member_mask], props)
        result = B32 if mode == VoteMode.BALLOT else PRED
        init_flat(self, registers, (result,), props)

    @property
    def result_class(self) -> str:
        return "b32" if self.mode.data == VoteMode.BALLOT else "pred"

    def verify_(self) -> None:
        self.verify_sources()
        if _register_class(self.result) != self.result_class:
            raise VerifyException(f"vote.sync.{self.mode.data} writes one {self.result_class} register")
        predicate = self.sources()[0]
        if not isinstance(predicate, SSAValue) or _register_class(predicate) != "pred":
            raise VerifyException("the first source of ptx.vote is a predicate register")

    def assembly_line(self, names: Mapping[SSAValue, str]) -> str:
        operands = ", ".join([names[self.result], *self.source_texts(names)])
        return f"vote.sync.{self.mode.data}.{self.result_class} {operands}"


@irdl_op_definition
class BarWarpSyncOp(SourcesOp):
    """`bar.warp.sync -1`: wait until the lanes of the member mask arrive; memory accesses do
    not move across it."""

    name = "ptx.bar_warp_sync"
    ARITY: ClassVar[int | None] = 1
    traits = traits_def(MemoryWriteEffect())
    irdl_options = (ParsePropInAttrDict(),)
    assembly_format = f"{SOURCES} attr-dict `:` {SOURCE_TYPES}"
    custom_directives = CUSTOM_DIRECTIVES

    def __init__(self, member_mask: Source | Operation):
        props: dict[str, Attribute] = {}
        registers = split_sources([member_mask], props)
        init_flat(self, registers, (), props)

    def assembly_line(self, names: Mapping[SSAValue, str]) -> str:
        return f"bar.warp.sync {self.source_texts(names)[0]}"


# ---------------------------------------------------------------------------------------------
# Memory ordering
# ---------------------------------------------------------------------------------------------


# `membar` names the GPU level `gl`.
_MEMBAR_LEVEL = {MemoryScope.CTA: "cta", MemoryScope.GPU: "gl", MemoryScope.SYS: "sys"}


@irdl_op_definition
class MembarOp(InstructionOp):
    """`membar.cta` / `membar.gl` / `membar.sys`: the pre-sm_70 fence, by scope (`gpu` prints
    as `gl`; there is no cluster level)."""

    name = "ptx.membar"
    scope = prop_def(MemoryScopeAttr)
    traits = traits_def(MemoryWriteEffect())
    irdl_options = (ParsePropInAttrDict(),)
    assembly_format = "custom<Keyword>($scope) attr-dict"
    custom_directives = CUSTOM_DIRECTIVES

    def __init__(self, scope: MemoryScope):
        super().__init__(properties={"scope": MemoryScopeAttr(scope)})

    def verify_(self) -> None:
        if self.scope.data not in _MEMBAR_LEVEL:
            raise VerifyException(f"membar has no {self.scope.data} level")

    def assembly_line(self, names: Mapping[SSAValue, str]) -> str:
        return f"membar.{_MEMBAR_LEVEL[self.scope.data]}"


class FenceSemantics(StrEnum):
    """`sc` (sequentially consistent) or `acq_rel`, the fences of the memory consistency model."""

    SC = "sc"
    ACQ_REL = "acq_rel"


@irdl_attr_definition
class FenceSemanticsAttr(AngledEnumAttr, EnumAttribute[FenceSemantics]):
    name = "ptx.fence_sem"


@irdl_op_definition
class FenceOp(InstructionOp):
    """`fence.sc.gpu` / `fence.acq_rel.cta`: order memory accesses at a scope."""

    name = "ptx.fence"
    semantics = prop_def(FenceSemanticsAttr)
    scope = prop_def(MemoryScopeAttr)
    traits = traits_def(MemoryWriteEffect())
    irdl_options = (ParsePropInAttrDict(),)
    assembly_format = "custom<Keyword>($semantics) custom<Keyword>($scope) attr-dict"
    custom_directives = CUSTOM_DIRECTIVES

    def __init__(self, semantics: FenceSemantics, scope: MemoryScope):
        super().__init__(properties={"semantics": FenceSemanticsAttr(semantics), "scope": MemoryScopeAttr(scope)})

    def assembly_line(self, names: Mapping[SSAValue, str]) -> str:
        return f"fence.{self.semantics.data}.{self.scope.data}"


SYNCHRONIZATION: tuple[type[InstructionOp], ...] = (ShflOp, VoteOp, BarWarpSyncOp, MembarOp, FenceOp)
SYNCHRONIZATION_ATTRIBUTES: tuple[type[Attribute], ...] = (ShflModeAttr, VoteModeAttr, FenceSemanticsAttr)
