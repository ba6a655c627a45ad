"""MLIR's NVVM ops for warp collectives, barriers, fences, mbarriers, `cp.async`, cluster and
grid control, prefetch and a few arithmetic instructions, with MLIR's names, syntax, enum
attributes and verifier rules (NVVMOps.td). The matrix and bulk-copy ops live in `nvvm_mma`.

Enum attributes print as MLIR prints them: the ones MLIR gives a `<$value>` format as
`#nvvm.mem_scope<cta>` (and `<cta>` inside an op), the others as `#nvvm<shfl_kind bfly>`
(a bare `bfly` inside an op). `nvvm_xdsl.backend.isel_nvvm` selects them to PTX.
"""

from __future__ import annotations

from typing import ClassVar

from xdsl.dialects.builtin import (
    I1,
    I16,
    I32,
    I64,
    BoolAttr,
    Float32Type,
    IntegerAttr,
    IntegerType,
    UnitAttr,
    VectorType,
    i1,
    i32,
    i64,
)
from xdsl.dialects.llvm import LLVMPointerType, LLVMStructType
from xdsl.dialects.utils.enum_attribute import EnumAttribute
from xdsl.ir import Attribute, Operation, SpacedOpaqueSyntaxAttribute
from xdsl.irdl import (
    IRDLOperation,
    ParsePropInAttrDict,
    irdl_attr_definition,
    irdl_op_definition,
    operand_def,
    opt_operand_def,
    opt_prop_def,
    opt_result_def,
    prop_def,
    result_def,
    traits_def,
)
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.traits import Pure
from xdsl.utils.exceptions import VerifyException
from xdsl.utils.str_enum import StrEnum

from nvvm_xdsl import address_spaces as AS
from nvvm_xdsl.dialects.enum_syntax import AngledEnumAttr

# ---------------------------------------------------------------------------------------------
# Enum attributes
# ---------------------------------------------------------------------------------------------


class ShflKind(StrEnum):
    BFLY = "bfly"
    UP = "up"
    DOWN = "down"
    IDX = "idx"


@irdl_attr_definition
class ShflKindAttr(EnumAttribute[ShflKind], SpacedOpaqueSyntaxAttribute):
    name = "nvvm.shfl_kind"


class VoteSyncKind(StrEnum):
    ANY = "any"
    ALL = "all"
    BALLOT = "ballot"
    UNI = "uni"


@irdl_attr_definition
class VoteSyncKindAttr(EnumAttribute[VoteSyncKind], SpacedOpaqueSyntaxAttribute):
    name = "nvvm.vote_sync_kind"


class MatchSyncKind(StrEnum):
    ANY = "any"
    ALL = "all"


@irdl_attr_definition
class MatchSyncKindAttr(EnumAttribute[MatchSyncKind], SpacedOpaqueSyntaxAttribute):
    name = "nvvm.match_sync_kind"


class ReduxKind(StrEnum):
    ADD = "add"
    AND = "and"
    MAX = "max"
    MIN = "min"
    OR = "or"
    UMAX = "umax"
    UMIN = "umin"
    XOR = "xor"
    FMIN = "fmin"
    FMAX = "fmax"


@irdl_attr_definition
class ReduxKindAttr(EnumAttribute[ReduxKind], SpacedOpaqueSyntaxAttribute):
    name = "nvvm.redux_kind"


class SetMaxRegisterAction(StrEnum):
    INCREASE = "increase"
    DECREASE = "decrease"


@irdl_attr_definition
class SetMaxRegisterActionAttr(EnumAttribute[SetMaxRegisterAction], SpacedOpaqueSyntaxAttribute):
    name = "nvvm.action"


class LoadCacheModifier(StrEnum):
    CA = "ca"
    CG = "cg"
    CS = "cs"
    LU = "lu"
    CV = "cv"


@irdl_attr_definition
class LoadCacheModifierAttr(EnumAttribute[LoadCacheModifier], SpacedOpaqueSyntaxAttribute):
    name = "nvvm.load_cache_modifier"


class GridDepAction(StrEnum):
    WAIT = "wait"
    LAUNCH_DEPENDENTS = "launch_dependents"


@irdl_attr_definition
class GridDepActionAttr(EnumAttribute[GridDepAction], SpacedOpaqueSyntaxAttribute):
    name = "nvvm.grid_dep_action"


class SharedSpace(StrEnum):
    CTA = "cta"
    CLUSTER = "cluster"


@irdl_attr_definition
class SharedSpaceAttr(AngledEnumAttr, EnumAttribute[SharedSpace]):
    name = "nvvm.shared_space"


class BarrierReduction(StrEnum):
    """What `nvvm.barrier` combines of every thread's predicate (`bar.red`)."""

    AND = "and"
    OR = "or"
    POPC = "popc"


@irdl_attr_definition
class BarrierReductionAttr(AngledEnumAttr, EnumAttribute[BarrierReduction]):
    name = "nvvm.reduction"


class MBarrierWaitKind(StrEnum):
    """How `nvvm.mbarrier.wait.parity` (MLIR 23) asks: `try_wait` (may block a while) or
    `test_wait` (never blocks)."""

    TRY = "try"
    TEST = "test"


@irdl_attr_definition
class MBarrierWaitKindAttr(AngledEnumAttr, EnumAttribute[MBarrierWaitKind]):
    name = "nvvm.mbar_wait"


class ProxyKind(StrEnum):
    ALIAS = "alias"
    ASYNC = "async"
    ASYNC_GLOBAL = "async.global"
    ASYNC_SHARED = "async.shared"
    TENSORMAP = "tensormap"
    GENERIC = "generic"


@irdl_attr_definition
class ProxyKindAttr(AngledEnumAttr, EnumAttribute[ProxyKind]):
    name = "nvvm.proxy_kind"


class MemScope(StrEnum):
    CTA = "cta"
    CLUSTER = "cluster"
    GPU = "gpu"
    SYS = "sys"


@irdl_attr_definition
class MemScopeAttr(AngledEnumAttr, EnumAttribute[MemScope]):
    name = "nvvm.mem_scope"


class MemLevel(StrEnum):
    """`membar`'s levels: PTX names the device level `gl`."""

    CTA = "cta"
    GL = "gl"
    SYS = "sys"


@irdl_attr_definition
class MemLevelAttr(AngledEnumAttr, EnumAttribute[MemLevel]):
    name = "nvvm.mem_level"


class DotAccumulateType(StrEnum):
    SIGNED = "signed"
    UNSIGNED = "unsigned"


@irdl_attr_definition
class DotAccumulateTypeAttr(AngledEnumAttr, EnumAttribute[DotAccumulateType]):
    name = "nvvm.dot_accumulate_type"


class PrefetchCacheLevel(StrEnum):
    L1 = "L1"
    L2 = "L2"


@irdl_attr_definition
class PrefetchCacheLevelAttr(EnumAttribute[PrefetchCacheLevel], SpacedOpaqueSyntaxAttribute):
    """Inside `nvvm.prefetch` it is the bare `L1` / `L2`, as MLIR prints it."""

    name = "nvvm.prefetch_cache_level"


class CacheEvictionPriority(StrEnum):
    EVICT_NORMAL = "evict_normal"
    EVICT_FIRST = "evict_first"
    EVICT_LAST = "evict_last"
    EVICT_UNCHANGED = "evict_unchanged"
    NO_ALLOCATE = "no_allocate"


@irdl_attr_definition
class CacheEvictionPriorityAttr(EnumAttribute[CacheEvictionPriority], SpacedOpaqueSyntaxAttribute):
    name = "nvvm.cache_eviction_priority"


class ClusterLaunchControlQuery(StrEnum):
    IS_CANCELED = "is_canceled"
    GET_FIRST_CTA_ID_X = "get_first_cta_id_x"
    GET_FIRST_CTA_ID_Y = "get_first_cta_id_y"
    GET_FIRST_CTA_ID_Z = "get_first_cta_id_z"


@irdl_attr_definition
class ClusterLaunchControlQueryAttr(EnumAttribute[ClusterLaunchControlQuery], SpacedOpaqueSyntaxAttribute):
    name = "nvvm.cluster_launch_control_query_type"


ENUM_ATTRS: list[type[Attribute]] = [
    BarrierReductionAttr,
    MBarrierWaitKindAttr,
    ShflKindAttr,
    VoteSyncKindAttr,
    MatchSyncKindAttr,
    ReduxKindAttr,
    SetMaxRegisterActionAttr,
    LoadCacheModifierAttr,
    GridDepActionAttr,
    SharedSpaceAttr,
    ProxyKindAttr,
    MemScopeAttr,
    MemLevelAttr,
    DotAccumulateTypeAttr,
    PrefetchCacheLevelAttr,
    CacheEvictionPriorityAttr,
    ClusterLaunchControlQueryAttr,
]

# ---------------------------------------------------------------------------------------------
# Operand constraints
# ---------------------------------------------------------------------------------------------


def _space(t: Attribute) -> int | None:
    return AS.address_space_of(t) if isinstance(t, LLVMPointerType) else None


def _require_space(op: IRDLOperation, what: str, t: Attribute, spaces: tuple[int, ...]) -> None:
    if _space(t) not in spaces:
        wanted = " or ".join(str(AS.pointer_type(s)) for s in spaces)
        raise VerifyException(f"'{op.name}': {what} must be {wanted}, got {t}")


_GENERIC_OR_SHARED = (AS.GENERIC, AS.SHARED)


def _is_int(t: Attribute, width: int) -> bool:
    return isinstance(t, IntegerType) and t.width.data == width


def _is_struct_of(t: Attribute, first: Attribute, second: Attribute) -> bool:
    return isinstance(t, LLVMStructType) and list(t.types.data) == [first, second]


# ---------------------------------------------------------------------------------------------
# Warp collectives
# ---------------------------------------------------------------------------------------------


@irdl_op_definition
class ShflOp(IRDLOperation):
    """`shfl.sync`; with `return_value_and_is_valid` the result is `!llvm.struct<(T, i1)>`,
    the value and whether the source lane was in range."""

    name = "nvvm.shfl.sync"
    thread_mask = operand_def(I32)
    val = operand_def()
    offset = operand_def(I32)
    mask_and_clamp = operand_def(I32)
    kind = prop_def(ShflKindAttr)
    return_value_and_is_valid = opt_prop_def(UnitAttr)
    res = result_def()
    irdl_options = (ParsePropInAttrDict(),)
    assembly_format = (
        "$kind $thread_mask `,` $val `,` $offset `,` $mask_and_clamp attr-dict "
        "`:` type($val) `->` type($res)"
    )

    def verify_(self) -> None:
        t = self.val.type
        if not (_is_int(t, 32) or isinstance(t, Float32Type)):
            raise VerifyException(f"'{self.name}': the value must be i32 or f32, got {t}")
        if self.return_value_and_is_valid is not None:
            if not _is_struct_of(self.res.type, t, i1):
                raise VerifyException(
                    f"'{self.name}': with return_value_and_is_valid the result must be "
                    f"!llvm.struct<({t}, i1)>, got {self.res.type}"
                )
        elif self.res.type != t:
            raise VerifyException(f"'{self.name}': the result must be {t}, got {self.res.type}")


@irdl_op_definition
class VoteSyncOp(IRDLOperation):
    """`vote.sync`: `ballot` gives an i32 mask, `any`/`all`/`uni` an i1."""

    name = "nvvm.vote.sync"
    mask = operand_def(I32)
    pred = operand_def(I1)
    kind = prop_def(VoteSyncKindAttr)
    res = result_def(I32 | I1)  # type: ignore[arg-type]  # xDSL accepts a union of its type aliases here but does not type it
    assembly_format = "$kind $mask `,` $pred attr-dict `->` type($res)"

    def verify_(self) -> None:
        ballot = self.kind.data == VoteSyncKind.BALLOT
        if ballot != _is_int(self.res.type, 32):
            wanted = "i32" if ballot else "i1"
            raise VerifyException(f"'{self.name}' {self.kind.data.value} returns {wanted}, got {self.res.type}")


@irdl_op_definition
class MatchSyncOp(IRDLOperation):
    """`match.sync`: `any` gives the mask of lanes holding the same value, `all` a struct of
    that mask and whether every lane agreed."""

    name = "nvvm.match.sync"
    thread_mask = operand_def(I32)
    val = operand_def(I32 | I64)
    kind = prop_def(MatchSyncKindAttr)
    res = result_def()
    assembly_format = "$kind $thread_mask `,` $val attr-dict `:` type($val) `->` type($res)"

    def verify_(self) -> None:
        if self.kind.data == MatchSyncKind.ANY and not _is_int(self.res.type, 32):
            raise VerifyException(f"'{self.name}' any returns i32, got {self.res.type}")
        if self.kind.data == MatchSyncKind.ALL and not _is_struct_of(self.res.type, i32, i1):
            raise VerifyException(f"'{self.name}' all returns !llvm.struct<(i32, i1)>, got {self.res.type}")


@irdl_op_definition
class ReduxOp(IRDLOperation):
    """`redux.sync`: integer reductions of an i32, `fmin`/`fmax` of an f32 (with `abs`, `nan`)."""

    name = "nvvm.redux.sync"
    val = operand_def(I32 | Float32Type)
    mask_and_clamp = operand_def(I32)
    kind = prop_def(ReduxKindAttr)
    abs = prop_def(BoolAttr, default_value=BoolAttr.from_bool(False))
    nan = prop_def(BoolAttr, default_value=BoolAttr.from_bool(False))
    res = result_def(I32 | Float32Type)  # type: ignore[arg-type]  # xDSL accepts a union of its type aliases here but does not type it
    irdl_options = (ParsePropInAttrDict(),)
    assembly_format = "$kind $val `,` $mask_and_clamp attr-dict `:` type($val) `->` type($res)"

    def verify_(self) -> None:
        if self.res.type != self.val.type:
            raise VerifyException(f"'{self.name}': the result type must be the value's, {self.val.type}")
        is_float_kind = self.kind.data in (ReduxKind.FMIN, ReduxKind.FMAX)
        if is_float_kind != isinstance(self.val.type, Float32Type):
            raise VerifyException(
                f"'{self.name}' {self.kind.data.value} "
                + ("needs an f32 value" if is_float_kind else "needs an i32 value")
            )
        uses_float_flags = self.abs.value.data or self.nan.value.data or "NaN" in self.attributes
        if uses_float_flags and not is_float_kind:
            raise VerifyException(f"'{self.name}': abs and nan apply to fmin/fmax only")


@irdl_op_definition
class SyncWarpOp(IRDLOperation):
    """`bar.warp.sync mask`."""

    name = "nvvm.bar.warp.sync"
    mask = operand_def(I32)
    assembly_format = "$mask attr-dict `:` type($mask)"


@irdl_op_definition
class ElectSyncOp(IRDLOperation):
    """`elect.sync`: true in one leader lane of `membermask` (all lanes when absent)."""

    name = "nvvm.elect.sync"
    membermask = opt_operand_def(I32)
    pred = result_def(I1)
    assembly_format = "($membermask^)? attr-dict `->` type(results)"


# ---------------------------------------------------------------------------------------------
# Barriers and fences
# ---------------------------------------------------------------------------------------------


@irdl_op_definition
class BarrierArriveOp(IRDLOperation):
    """`bar.arrive id, number_of_threads` (barrier 0 when `id` is absent)."""

    name = "nvvm.barrier.arrive"
    barrierId = opt_operand_def(I32)
    numberOfThreads = operand_def(I32)
    assembly_format = "(`id` `=` $barrierId^)? `number_of_threads` `=` $numberOfThreads attr-dict"


class _ClusterBarrierOp(IRDLOperation):
    aligned = opt_prop_def(UnitAttr)
    irdl_options = (ParsePropInAttrDict(),)
    assembly_format = "attr-dict"


@irdl_op_definition
class ClusterArriveOp(_ClusterBarrierOp):
    name = "nvvm.cluster.arrive"


@irdl_op_definition
class ClusterArriveRelaxedOp(_ClusterBarrierOp):
    name = "nvvm.cluster.arrive.relaxed"


@irdl_op_definition
class ClusterWaitOp(_ClusterBarrierOp):
    name = "nvvm.cluster.wait"


def _no_operand_op(op_name: str, class_name: str, doc: str) -> type[IRDLOperation]:
    cls = type(
        class_name,
        (IRDLOperation,),
        {"name": op_name, "assembly_format": "attr-dict", "__doc__": doc, "__module__": __name__, "__qualname__": class_name},
    )
    return irdl_op_definition(cls)


FenceScClusterOp = _no_operand_op("nvvm.fence.sc.cluster", "FenceScClusterOp", "`fence.sc.cluster`.")
FenceMbarrierInitOp = _no_operand_op(
    "nvvm.fence.mbarrier.init", "FenceMbarrierInitOp", "`fence.mbarrier_init.release.cluster`."
)
CpAsyncCommitGroupOp = _no_operand_op("nvvm.cp.async.commit.group", "CpAsyncCommitGroupOp", "`cp.async.commit_group`.")
WgmmaFenceAlignedOp = _no_operand_op("nvvm.wgmma.fence.aligned", "WgmmaFenceAlignedOp", "`wgmma.fence.sync.aligned`.")
WgmmaGroupSyncAlignedOp = _no_operand_op(
    "nvvm.wgmma.commit.group.sync.aligned", "WgmmaGroupSyncAlignedOp", "`wgmma.commit_group.sync.aligned`."
)
ExitOp = _no_operand_op("nvvm.exit", "ExitOp", "`exit`: ends the thread.")
BreakpointOp = _no_operand_op("nvvm.breakpoint", "BreakpointOp", "`brkpt`: suspends the thread for a debugger.")


@irdl_op_definition
class FenceProxyOp(IRDLOperation):
    """`fence.proxy.<kind>`; `async.shared` needs the `space` (cta or cluster)."""

    name = "nvvm.fence.proxy"
    kind = prop_def(ProxyKindAttr)
    space = opt_prop_def(SharedSpaceAttr)
    irdl_options = (ParsePropInAttrDict(),)
    assembly_format = "attr-dict"

    def verify_(self) -> None:
        kind = self.kind.data
        if kind in (ProxyKind.TENSORMAP, ProxyKind.GENERIC):
            raise VerifyException(
                f"'{self.name}': {kind.value} is a uni-directional proxy: use nvvm.fence.proxy.acquire/release"
            )
        if kind == ProxyKind.ASYNC_SHARED and self.space is None:
            raise VerifyException(f"'{self.name}': async.shared needs a shared space (cta or cluster)")
        if kind != ProxyKind.ASYNC_SHARED and self.space is not None:
            raise VerifyException(f"'{self.name}': only async.shared takes a shared space")


_GENERIC_PROXY = ProxyKindAttr(ProxyKind.GENERIC)
_TENSORMAP_PROXY = ProxyKindAttr(ProxyKind.TENSORMAP)


def _check_uni_directional(op: IRDLOperation, from_proxy: ProxyKindAttr, to_proxy: ProxyKindAttr) -> None:
    if from_proxy.data != ProxyKind.GENERIC or to_proxy.data != ProxyKind.TENSORMAP:
        raise VerifyException(f"'{op.name}': only generic to tensormap proxy fences exist")


@irdl_op_definition
class FenceProxyAcquireOp(IRDLOperation):
    """`fence.proxy.tensormap::generic.acquire.<scope> [addr], size`."""

    name = "nvvm.fence.proxy.acquire"
    scope = prop_def(MemScopeAttr)
    addr = operand_def(LLVMPointerType())  # generic only: the format prints no type
    size = operand_def(I32)
    fromProxy = prop_def(ProxyKindAttr, default_value=_GENERIC_PROXY)
    toProxy = prop_def(ProxyKindAttr, default_value=_TENSORMAP_PROXY)
    assembly_format = (
        "$scope $addr `,` $size (`from_proxy` `=` $fromProxy^)? (`to_proxy` `=` $toProxy^)? attr-dict"
    )

    def verify_(self) -> None:
        _check_uni_directional(self, self.fromProxy, self.toProxy)


@irdl_op_definition
class FenceProxyReleaseOp(IRDLOperation):
    """`fence.proxy.tensormap::generic.release.<scope>`."""

    name = "nvvm.fence.proxy.release"
    scope = prop_def(MemScopeAttr)
    fromProxy = prop_def(ProxyKindAttr, default_value=_GENERIC_PROXY)
    toProxy = prop_def(ProxyKindAttr, default_value=_TENSORMAP_PROXY)
    assembly_format = "$scope (`from_proxy` `=` $fromProxy^)? (`to_proxy` `=` $toProxy^)? attr-dict"

    def verify_(self) -> None:
        _check_uni_directional(self, self.fromProxy, self.toProxy)


class _MembarBase(IRDLOperation):
    """`membar.<cta|gl|sys>` (there is no cluster-scope membar)."""

    scope = prop_def(MemScopeAttr)
    assembly_format = "$scope attr-dict"

    def verify_(self) -> None:
        if self.scope.data == MemScope.CLUSTER:
            raise VerifyException(f"'{self.name}': membar has no cluster scope (use nvvm.fence.sc.cluster)")


@irdl_op_definition
class MembarOp(_MembarBase):
    name = "nvvm.memory_barrier"


@irdl_op_definition
class MemoryBarrierOp(_MembarBase):
    """NVVMOps.td's newer name of `nvvm.memory_barrier` (both parse)."""

    name = "nvvm.memory.barrier"


@irdl_op_definition
class MembarLevelOp(IRDLOperation):
    """`nvvm.membar #nvvm.mem_level<gl>` (MLIR's translation test at llvm-project@02ae9ea: newer
    than the ODS table's copy, which has `nvvm.memory.barrier` by scope): `membar.<level>`."""

    name = "nvvm.membar"
    level = prop_def(MemLevelAttr)
    assembly_format = "$level attr-dict"


@irdl_op_definition
class SetMaxRegisterOp(IRDLOperation):
    """`setmaxnreg.<inc|dec>.sync.aligned.u32 N` (sm_90a): N is a multiple of 8 in [24, 256]."""

    name = "nvvm.setmaxregister"
    regCount = prop_def(IntegerAttr[I32])
    action = prop_def(SetMaxRegisterActionAttr)
    assembly_format = "$action $regCount attr-dict"

    def verify_(self) -> None:
        count = self.regCount.value.data
        if count % 8 or not 24 <= count <= 256:
            raise VerifyException(f"'{self.name}': the register count must be a multiple of 8 in [24, 256], got {count}")


@irdl_op_definition
class NanosleepOp(IRDLOperation):
    """`nanosleep.u32 duration` (1 to 1000000 ns). Older NVVMOps.td spells the duration as an
    attribute (`nvvm.nanosleep 100`), newer as an i32 operand (`nvvm.nanosleep %d`): both parse
    and print back as written."""

    name = "nvvm.nanosleep"
    duration = opt_prop_def(IntegerAttr[I32])
    duration_value = opt_operand_def(I32)

    @classmethod
    def parse(cls, parser: Parser) -> NanosleepOp:
        attributes = parser.parse_optional_attr_dict()
        constant = parser.parse_optional_integer()
        if constant is not None:
            return cls.create(properties={"duration": IntegerAttr(constant, 32)}, attributes=attributes)
        value = parser.resolve_operand(parser.parse_unresolved_operand(), IntegerType(32))
        return cls.create(operands=[value], attributes=attributes)

    def print(self, printer: Printer) -> None:
        printer.print_op_attributes(self.attributes)
        printer.print_string(" ")
        if self.duration is not None:
            printer.print_string(str(self.duration.value.data))
        elif self.duration_value is not None:
            printer.print_ssa_value(self.duration_value)

    def verify_(self) -> None:
        if (self.duration is None) == (self.duration_value is None):
            raise VerifyException(f"'{self.name}': give the duration either as a constant or as an i32 operand")
        if self.duration is not None and not 1 <= self.duration.value.data <= 1_000_000:
            raise VerifyException(f"'{self.name}': the duration must be in [1, 1000000] ns")


@irdl_op_definition
class PMEventOp(IRDLOperation):
    """`pmevent id` or `pmevent.mask mask`: exactly one of them."""

    name = "nvvm.pmevent"
    maskedEventId = opt_prop_def(IntegerAttr[I16])
    eventId = opt_prop_def(IntegerAttr[I32])
    assembly_format = "attr-dict (`id` `=` $eventId^)? (`mask` `=` $maskedEventId^)?"

    def verify_(self) -> None:
        if (self.eventId is None) == (self.maskedEventId is None):
            raise VerifyException(f"'{self.name}' takes either an id or a mask")
        if self.eventId is not None and not 0 <= self.eventId.value.data <= 15:
            raise VerifyException(f"'{self.name}': the event id must be in [0, 15]")


@irdl_op_definition
class GriddepcontrolOp(IRDLOperation):
    """`griddepcontrol.wait` / `griddepcontrol.launch_dependents`."""

    name = "nvvm.griddepcontrol"
    kind = prop_def(GridDepActionAttr)
    assembly_format = "$kind attr-dict"


@irdl_op_definition
class WgmmaWaitGroupSyncOp(IRDLOperation):
    """`wgmma.wait_group.sync.aligned N`."""

    name = "nvvm.wgmma.wait.group.sync.aligned"
    group = prop_def(IntegerAttr[I64])
    assembly_format = "attr-dict $group"


# ---------------------------------------------------------------------------------------------
# mbarrier
# ---------------------------------------------------------------------------------------------


class _MBarrierOp(IRDLOperation):
    """Base of the mbarrier ops: `SHARED_ONLY` ops (MLIR's `.shared` spellings) take a
    `!llvm.ptr<3>`, the others a generic or shared pointer."""

    SHARED_ONLY: ClassVar[bool] = False
    # A peer CTA's mbarrier (`!llvm.ptr<7>`, from `mapa`): arrive only, its state is not returned.
    CLUSTER_OK: ClassVar[bool] = False

    def verify_(self) -> None:
        spaces = (AS.SHARED,) if self.SHARED_ONLY else _GENERIC_OR_SHARED
        if self.CLUSTER_OK and not self.SHARED_ONLY:
            spaces = (*spaces, AS.SHARED_CLUSTER)
        _require_space(self, "the mbarrier address", self.operands[0].type, spaces)
        if self.results and _space(self.operands[0].type) == AS.SHARED_CLUSTER:
            raise VerifyException(f"'{self.name}' op an arrival on a shared::cluster mbarrier returns no state")


def _mbarrier_ops(
    suffix: str, class_suffix: str, fields: dict, fmt: str, doc: str, *, cluster_ok: bool = False
) -> tuple[type, type]:
    made: list[type[IRDLOperation]] = []
    for shared in (False, True):
        class_name = f"MBarrier{class_suffix}{'Shared' if shared else ''}Op"
        body = {
            **fields,
            "name": f"nvvm.mbarrier.{suffix}{'.shared' if shared else ''}",
            "SHARED_ONLY": shared,
            "CLUSTER_OK": cluster_ok,
            "assembly_format": fmt,
            "__annotations__": {"SHARED_ONLY": ClassVar[bool], "CLUSTER_OK": ClassVar[bool]},
            "__doc__": doc,
            "__module__": __name__,
            "__qualname__": class_name,
        }
        made.append(irdl_op_definition(type(class_name, (_MBarrierOp,), body)))
    return made[0], made[1]


MBarrierInitOp, MBarrierInitSharedOp = _mbarrier_ops(
    "init",
    "Init",
    {"addr": operand_def(LLVMPointerType), "count": operand_def(I32), "predicate": opt_operand_def(I1)},
    "$addr `,` $count (`,` `predicate` `=` $predicate^)? attr-dict `:` type(operands)",
    "`mbarrier.init.b64 [addr], count`.",
)
MBarrierInvalOp, MBarrierInvalSharedOp = _mbarrier_ops(
    "inval", "Inval", {"addr": operand_def(LLVMPointerType)}, "$addr attr-dict `:` type(operands)",
    "`mbarrier.inval.b64 [addr]`.",
)
MBarrierArriveOp, MBarrierArriveSharedOp = _mbarrier_ops(
    # MLIR 23 (CuTe DSL) may give the arrival count: `%s = nvvm.mbarrier.arrive %a, %n : !llvm.ptr<3> -> i64`,
    # and no result at all (a peer CTA's barrier: `nvvm.mbarrier.arrive %p, %n : !llvm.ptr<7>`).
    "arrive", "Arrive", {"addr": operand_def(LLVMPointerType), "count": opt_operand_def(I32), "res": opt_result_def(I64)},
    "$addr (`,` $count^)? attr-dict `:` type($addr) (`->` type($res)^)?",
    "`mbarrier.arrive.b64 state, [addr](, count)`: the state is the phase before arriving (`_` without a result).",
    cluster_ok=True,
)
MBarrierArriveNocompleteOp, MBarrierArriveNocompleteSharedOp = _mbarrier_ops(
    "arrive.nocomplete", "ArriveNocomplete",
    {"addr": operand_def(LLVMPointerType), "count": operand_def(I32), "res": result_def(I64)},
    "$addr `,` $count attr-dict `:` type(operands) `->` type($res)",
    "`mbarrier.arrive.noComplete.b64 state, [addr], count`.",
)
MBarrierArriveExpectTxOp, MBarrierArriveExpectTxSharedOp = _mbarrier_ops(
    "arrive.expect_tx", "ArriveExpectTx",
    # MLIR 23 (CuTe DSL) may return the arrival state: `... : !llvm.ptr<3>, i32 -> i64`.
    {"addr": operand_def(LLVMPointerType), "txcount": operand_def(I32), "predicate": opt_operand_def(I1),
     "res": opt_result_def(I64)},
    "$addr `,` $txcount (`,` `predicate` `=` $predicate^)? attr-dict `:` type(operands) (`->` type($res)^)?",
    "`mbarrier.arrive.expect_tx.b64 state, [addr], txcount` (`_` for the state without a result).",
)
MBarrierTryWaitParityOp, MBarrierTryWaitParitySharedOp = _mbarrier_ops(
    "try_wait.parity", "TryWaitParity",
    {"addr": operand_def(LLVMPointerType), "phase": operand_def(I32), "ticks": operand_def(I32)},
    "$addr `,` $phase `,` $ticks attr-dict `:` type(operands)",
    "A loop on `mbarrier.try_wait.parity.b64 p, [addr], phase, ticks` until the phase completed.",
)
MBarrierTestWaitOp, MBarrierTestWaitSharedOp = _mbarrier_ops(
    "test.wait", "TestWait",
    {"addr": operand_def(LLVMPointerType), "state": operand_def(I64), "res": result_def(I1)},
    "$addr `,` $state attr-dict `:` type(operands) `->` type($res)",
    "`mbarrier.test_wait.b64 p, [addr], state`.",
)

@irdl_op_definition
class MBarrierWaitParityOp(_MBarrierOp):
    """MLIR 23: `%done = nvvm.mbarrier.wait.parity %addr, %phase {kind = #nvvm.mbar_wait<try>}
    : !llvm.ptr<3>, i32 -> i1`, one `mbarrier.{try,test}_wait.parity.b64 done, [addr], phase`
    (no loop: the result says whether the phase completed)."""

    name = "nvvm.mbarrier.wait.parity"
    addr = operand_def(LLVMPointerType)
    phase = operand_def(I32)
    kind = opt_prop_def(MBarrierWaitKindAttr)
    res = result_def(I1)
    irdl_options = (ParsePropInAttrDict(),)
    assembly_format = "$addr `,` $phase attr-dict `:` type(operands) `->` type($res)"

    @property
    def wait_kind(self) -> MBarrierWaitKind:
        return self.kind.data if self.kind is not None else MBarrierWaitKind.TRY


MBARRIER_OPS = [
    MBarrierInitOp, MBarrierInitSharedOp, MBarrierInvalOp, MBarrierInvalSharedOp,
    MBarrierArriveOp, MBarrierArriveSharedOp, MBarrierArriveNocompleteOp, MBarrierArriveNocompleteSharedOp,
    MBarrierArriveExpectTxOp, MBarrierArriveExpectTxSharedOp, MBarrierTryWaitParityOp,
    MBarrierTryWaitParitySharedOp, MBarrierTestWaitOp, MBarrierTestWaitSharedOp, MBarrierWaitParityOp,
]

# ---------------------------------------------------------------------------------------------
# cp.async
# ---------------------------------------------------------------------------------------------


@irdl_op_definition
class CpAsyncOp(IRDLOperation):
    """`cp.async.<ca|cg>.shared.global [dst], [src], size[, src_size]`."""

    name = "nvvm.cp.async.shared.global"
    dst = operand_def(LLVMPointerType)
    src = operand_def(LLVMPointerType)
    size = prop_def(IntegerAttr[I32])
    modifier = prop_def(LoadCacheModifierAttr)
    cpSize = opt_operand_def()
    assembly_format = (
        "$dst `,` $src `,` $size `,` `cache` `=` $modifier (`,` $cpSize^)? attr-dict `:` type(operands)"
    )

    def verify_(self) -> None:
        _require_space(self, "the destination", self.dst.type, (AS.SHARED,))
        _require_space(self, "the source", self.src.type, (AS.GLOBAL,))
        size = self.size.value.data
        if size not in (4, 8, 16):
            raise VerifyException(f"'{self.name}': the size must be 4, 8 or 16 bytes, got {size}")
        modifier = self.modifier.data
        if modifier not in (LoadCacheModifier.CA, LoadCacheModifier.CG):
            raise VerifyException(f"'{self.name}': only the ca and cg cache modifiers exist, got {modifier.value}")
        if modifier == LoadCacheModifier.CG and size != 16:
            raise VerifyException(f"'{self.name}': cache = cg needs a 16-byte copy")
        if self.cpSize is not None and not _is_int(self.cpSize.type, 32):
            raise VerifyException(f"'{self.name}': the source size must be i32")


@irdl_op_definition
class CpAsyncWaitGroupOp(IRDLOperation):
    """`cp.async.wait_group N`."""

    name = "nvvm.cp.async.wait.group"
    n = prop_def(IntegerAttr[I32])
    assembly_format = "$n attr-dict"


@irdl_op_definition
class CpAsyncMBarrierArriveOp(IRDLOperation):
    """`cp.async.mbarrier.arrive[.noinc].b64 [addr]`."""

    name = "nvvm.cp.async.mbarrier.arrive"
    addr = operand_def(LLVMPointerType)
    noinc = prop_def(IntegerAttr[I1], default_value=IntegerAttr(0, i1))
    irdl_options = (ParsePropInAttrDict(),)
    assembly_format = "$addr attr-dict `:` type(operands)"

    def verify_(self) -> None:
        _require_space(self, "the mbarrier address", self.addr.type, _GENERIC_OR_SHARED)


# ---------------------------------------------------------------------------------------------
# Cluster, memory and arithmetic
# ---------------------------------------------------------------------------------------------


@irdl_op_definition
class MapaOp(IRDLOperation):
    """`mapa`: the address of the same shared variable in CTA `b` of the cluster; a generic
    address maps to a generic one, a shared (3) one to shared::cluster (7)."""

    name = "nvvm.mapa"
    a = operand_def(LLVMPointerType)
    b = operand_def(I32)
    res = result_def(LLVMPointerType)
    assembly_format = "$a `,` $b attr-dict `:` type($a) `->` type($res)"

    def verify_(self) -> None:
        pair = (_space(self.a.type), _space(self.res.type))
        if pair not in ((AS.GENERIC, AS.GENERIC), (AS.SHARED, 7)):
            raise VerifyException(
                f"'{self.name}' maps !llvm.ptr to !llvm.ptr or !llvm.ptr<3> to !llvm.ptr<7>, got "
                f"{self.a.type} to {self.res.type}"
            )


@irdl_op_definition
class BulkStoreOp(IRDLOperation):
    """`st.bulk[.shared::cta] [addr], size, 0`: zero `size` bytes (a multiple of 8)."""

    name = "nvvm.st.bulk"
    addr = operand_def(LLVMPointerType)
    size = operand_def(I64)
    initVal = prop_def(IntegerAttr[I64], default_value=IntegerAttr(0, i64))
    assembly_format = "$addr `,` `size` `=` $size (`,` `init` `=` $initVal^)? attr-dict `:` type($addr)"

    def verify_(self) -> None:
        _require_space(self, "the address", self.addr.type, _GENERIC_OR_SHARED)
        if self.initVal.value.data != 0:
            raise VerifyException(f"'{self.name}': the only initial value is 0")


@irdl_op_definition
class RcpApproxFtzF32Op(IRDLOperation):
    """`rcp.approx.ftz.f32`."""

    name = "nvvm.rcp.approx.ftz.f"
    arg = operand_def(Float32Type)
    res = result_def(Float32Type)
    traits = traits_def(Pure())
    assembly_format = "$arg attr-dict `:` type($res)"


def _vector_of(t: Attribute, count: int, width: int) -> bool:
    return (
        isinstance(t, VectorType)
        and list(t.get_shape()) == [count]
        and _is_int(t.get_element_type(), width)
    )


@irdl_op_definition
class DotAccumulate4WayOp(IRDLOperation):
    """`dp4a.<a>32.<b>32 d, a, b, c`: a 4-byte dot product accumulated into c."""

    name = "nvvm.dot.accumulate.4way"
    a = operand_def(VectorType)
    a_type = prop_def(DotAccumulateTypeAttr)
    b = operand_def(VectorType)
    b_type = prop_def(DotAccumulateTypeAttr)
    c = operand_def(I32)
    res = result_def(I32)
    assembly_format = "$a $a_type `,` $b $b_type `,` $c attr-dict `:` type($a) `,` type($b)"

    def verify_(self) -> None:
        if not (_vector_of(self.a.type, 4, 8) and _vector_of(self.b.type, 4, 8)):
            raise VerifyException(f"'{self.name}': a and b must be vector<4xi8>")


@irdl_op_definition
class DotAccumulate2WayOp(IRDLOperation):
    """`dp2a.<lo|hi>.<a>32.<b>32 d, a, b, c`: two 16-bit by 8-bit products accumulated into c."""

    name = "nvvm.dot.accumulate.2way"
    a = operand_def(VectorType)
    a_type = prop_def(DotAccumulateTypeAttr)
    b = operand_def(VectorType)
    b_type = prop_def(DotAccumulateTypeAttr)
    c = operand_def(I32)
    b_hi = prop_def(BoolAttr)
    res = result_def(I32)
    irdl_options = (ParsePropInAttrDict(),)
    assembly_format = "$a $a_type `,` $b $b_type `,` $c attr-dict `:` type($a) `,` type($b)"

    def verify_(self) -> None:
        if not (_vector_of(self.a.type, 2, 16) and _vector_of(self.b.type, 4, 8)):
            raise VerifyException(f"'{self.name}': a must be vector<2xi16> and b vector<4xi8>")


@irdl_op_definition
class ClusterLaunchControlTryCancelOp(IRDLOperation):
    """`clusterlaunchcontrol.try_cancel`: asks to cancel a cluster not yet launched."""

    name = "nvvm.clusterlaunchcontrol.try.cancel"
    multicast = opt_prop_def(UnitAttr)
    smemAddress = operand_def(AS.pointer_type(AS.SHARED))
    mbarrier = operand_def(AS.pointer_type(AS.SHARED))
    irdl_options = (ParsePropInAttrDict(),)
    assembly_format = "(`multicast` $multicast^ `,`)? $smemAddress `,` $mbarrier attr-dict"


@irdl_op_definition
class ClusterLaunchControlQueryCancelOp(IRDLOperation):
    """`clusterlaunchcontrol.query_cancel.<query>`: reads a try_cancel response."""

    name = "nvvm.clusterlaunchcontrol.query.cancel"
    query_type = prop_def(ClusterLaunchControlQueryAttr)
    try_cancel_response = operand_def(IntegerType(128))
    res = result_def(I1 | I32)  # type: ignore[arg-type]  # xDSL accepts a union of its type aliases here but does not type it
    assembly_format = "`query` `=` $query_type `,` $try_cancel_response attr-dict `:` type($res)"

    def verify_(self) -> None:
        is_canceled = self.query_type.data == ClusterLaunchControlQuery.IS_CANCELED
        if is_canceled != _is_int(self.res.type, 1):
            wanted = "i1" if is_canceled else "i32"
            raise VerifyException(f"'{self.name}' {self.query_type.data.value} returns {wanted}")


ISA_OPS: list[type[Operation]] = [
    ShflOp,
    VoteSyncOp,
    MatchSyncOp,
    ReduxOp,
    SyncWarpOp,
    ElectSyncOp,
    BarrierArriveOp,
    ClusterArriveOp,
    ClusterArriveRelaxedOp,
    ClusterWaitOp,
    FenceScClusterOp,
    FenceMbarrierInitOp,
    FenceProxyOp,
    FenceProxyAcquireOp,
    FenceProxyReleaseOp,
    MembarOp,
    MemoryBarrierOp,
    MembarLevelOp,
    SetMaxRegisterOp,
    NanosleepOp,
    PMEventOp,
    GriddepcontrolOp,
    WgmmaFenceAlignedOp,
    WgmmaGroupSyncAlignedOp,
    WgmmaWaitGroupSyncOp,
    ExitOp,
    BreakpointOp,
    *MBARRIER_OPS,
    CpAsyncOp,
    CpAsyncCommitGroupOp,
    CpAsyncWaitGroupOp,
    CpAsyncMBarrierArriveOp,
    MapaOp,
    BulkStoreOp,
    RcpApproxFtzF32Op,
    DotAccumulate4WayOp,
    DotAccumulate2WayOp,
    ClusterLaunchControlTryCancelOp,
    ClusterLaunchControlQueryCancelOp,
]


@irdl_op_definition
class PrefetchOp(IRDLOperation):
    """`prefetch[.global|.local].<L1|L2>[::evict_*]`, `prefetchu.L1` (`uniform`) and
    `prefetch[.const|.param].tensormap`. MLIR's syntax nests optional groups, which xDSL's
    declarative format cannot express, hence the hand-written parser and printer."""

    name = "nvvm.prefetch"
    cacheLevel = opt_prop_def(PrefetchCacheLevelAttr)
    evictPriority = opt_prop_def(CacheEvictionPriorityAttr)
    addr = operand_def(LLVMPointerType)
    predicate = opt_operand_def(I1)
    tensormap = opt_prop_def(UnitAttr)
    uniform = opt_prop_def(UnitAttr)
    in_param_space = opt_prop_def(UnitAttr)

    @classmethod
    def parse(cls, parser: Parser) -> PrefetchOp:
        props: dict[str, Attribute] = {}
        if parser.parse_optional_keyword("level") is not None:
            parser.parse_punctuation("=")
            props["cacheLevel"] = PrefetchCacheLevelAttr(parser.parse_str_enum(PrefetchCacheLevel))
            if parser.parse_optional_keyword("uniform") is not None:
                props["uniform"] = UnitAttr()
            parser.parse_punctuation(",")
        if parser.parse_optional_keyword("tensormap") is not None:
            props["tensormap"] = UnitAttr()
            if parser.parse_optional_keyword("in_param_space") is not None:
                props["in_param_space"] = UnitAttr()
            parser.parse_punctuation(",")
        if parser.parse_optional_keyword("evict_priority") is not None:
            parser.parse_punctuation("=")
            props["evictPriority"] = CacheEvictionPriorityAttr(parser.parse_str_enum(CacheEvictionPriority))
            parser.parse_punctuation(",")
        unresolved = [parser.parse_unresolved_operand()]
        if parser.parse_optional_punctuation(",") is not None:
            parser.parse_keyword("predicate")
            parser.parse_punctuation("=")
            unresolved.append(parser.parse_unresolved_operand())
        attributes = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        types = parser.parse_comma_separated_list(parser.Delimiter.NONE, parser.parse_type)
        operands = parser.resolve_operands(unresolved, types, parser.pos)
        return cls.create(
            operands=operands,
            properties=props,
            attributes=attributes,
            result_types=[],
        )

    def print(self, printer: Printer) -> None:
        if self.cacheLevel is not None:
            printer.print_string(f" level = {self.cacheLevel.data.value}")
            if self.uniform is not None:
                printer.print_string(" uniform")
            printer.print_string(",")
        if self.tensormap is not None:
            printer.print_string(" tensormap")
            if self.in_param_space is not None:
                printer.print_string(" in_param_space")
            printer.print_string(",")
        if self.evictPriority is not None:
            printer.print_string(f" evict_priority = {self.evictPriority.data.value},")
        printer.print_string(" ")
        printer.print_ssa_value(self.addr)
        if self.predicate is not None:
            printer.print_string(", predicate = ")
            printer.print_ssa_value(self.predicate)
        printer.print_op_attributes(self.attributes)
        printer.print_string(" : ")
        printer.print_list([o.type for o in self.operands], printer.print_attribute)

    def verify_(self) -> None:
        space = _space(self.addr.type)
        if (self.cacheLevel is None) == (self.tensormap is None):
            raise VerifyException(f"'{self.name}' needs exactly one of a cache level and tensormap")
        if self.tensormap is not None:
            if space not in (AS.GENERIC, AS.CONST):
                raise VerifyException(f"'{self.name}' tensormap needs a generic or constant pointer")
            if self.in_param_space is not None and space != AS.GENERIC:
                raise VerifyException(f"'{self.name}' in_param_space needs a generic pointer")
            return
        assert self.cacheLevel is not None  # exactly one of the two, checked above
        if space not in (AS.GENERIC, AS.GLOBAL, AS.LOCAL):
            raise VerifyException(f"'{self.name}' needs a generic, global or local pointer, got {self.addr.type}")
        if self.uniform is not None and (space != AS.GENERIC or self.cacheLevel.data != PrefetchCacheLevel.L1):
            raise VerifyException(f"'{self.name}' uniform is an L1 prefetch through a generic pointer")
        if self.evictPriority is not None:
            level2 = self.cacheLevel.data == PrefetchCacheLevel.L2
            if not level2 or space != AS.GLOBAL or self.evictPriority.data not in (
                CacheEvictionPriority.EVICT_LAST,
                CacheEvictionPriority.EVICT_NORMAL,
            ):
                raise VerifyException(
                    f"'{self.name}': only evict_last and evict_normal L2 prefetches of a global pointer exist"
                )


ISA_OPS.append(PrefetchOp)


class _PrefetchLevelOp(IRDLOperation):
    """MLIR 21's prefetch ops, one per cache level (`nvvm.prefetch.L2 %p, evict_priority =
    evict_last : !llvm.ptr<1>`), before `nvvm.prefetch level = ...` replaced them; selected alike."""

    addr = operand_def(LLVMPointerType)
    evictPriority = opt_prop_def(CacheEvictionPriorityAttr)
    assembly_format = "$addr (`,` `evict_priority` `=` $evictPriority^)? attr-dict `:` type($addr)"


@irdl_op_definition
class PrefetchL1Op(_PrefetchLevelOp):
    name = "nvvm.prefetch.L1"


@irdl_op_definition
class PrefetchL2Op(_PrefetchLevelOp):
    name = "nvvm.prefetch.L2"


@irdl_op_definition
class PrefetchL1UniformOp(_PrefetchLevelOp):
    name = "nvvm.prefetch.L1.uniform"


ISA_OPS.extend([PrefetchL1Op, PrefetchL2Op, PrefetchL1UniformOp])
