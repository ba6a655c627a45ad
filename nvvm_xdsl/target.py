"""The compilation target as one fact: the SM architecture (with PTX's arch-specific `a` and
family `f` suffixes) and the PTX ISA version, and the one check instruction selection uses
before emitting an instruction that only some targets have.

`Target.parse("90a")` (also `90`, `sm_90a`, `100f`) reads the `--sm` flag and the `sm` pass
option. Without an explicit PTX ISA version the emitted `.version` is the lowest one that has
the target and every instruction selected, inline PTX text included (`require_text`, from the
table of `ptx_isa`), but never below `DEFAULT_PTX_VERSION`, so PTX for the targets that worked
before keeps its `.version 8.0`.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any, TypedDict

from xdsl.ir import Operation

from nvvm_xdsl.diagnostics import op_error
from nvvm_xdsl.ptx_isa import text_needs

PTXVersion = tuple[int, int]


class FeatureNeeds(TypedDict):
    """What a feature needs of the target, as `Target.has(**needs)` takes it."""

    min_sm: int
    min_ptx: PTXVersion


DEFAULT_SM = 90
# Threads per warp on every target PTX has.
WARP_SIZE = 32
REDUX_SYNC_NEEDS: dict[str, Any] = {"min_sm": 80, "min_ptx": (7, 0)}
"""What integer `redux.sync` needs (`Target.has(**REDUX_SYNC_NEEDS)`, `require(...)`)."""
DEFAULT_PTX_VERSION: PTXVersion = (8, 0)

# The PTX ISA version that introduced each `.target` (PTX ISA "Release notes"; checked with
# CUDA 13.5's ptxas, which rejects each target one minor version earlier). Keys are
# (sm, suffix); sm_101* were renamed sm_110* in PTX 9.0, and ptxas 13.5 still parses them.
_TARGET_PTX: dict[tuple[int, str], PTXVersion] = {
    (50, ""): (4, 0), (52, ""): (4, 1), (53, ""): (4, 2),
    (60, ""): (5, 0), (61, ""): (5, 0), (62, ""): (5, 0),
    (70, ""): (6, 0), (72, ""): (6, 1), (75, ""): (6, 3),
    (80, ""): (7, 0), (86, ""): (7, 1), (87, ""): (7, 4), (88, ""): (9, 0), (89, ""): (7, 8),
    (90, ""): (7, 8), (90, "a"): (8, 0),
    (100, ""): (8, 6), (100, "a"): (8, 6), (100, "f"): (8, 8),
    (101, ""): (8, 6), (101, "a"): (8, 6), (101, "f"): (8, 8),
    (103, ""): (8, 8), (103, "a"): (8, 8), (103, "f"): (8, 8),
    (110, ""): (9, 0), (110, "a"): (9, 0), (110, "f"): (9, 0),
    (120, ""): (8, 7), (120, "a"): (8, 7), (120, "f"): (8, 8),
    (121, ""): (8, 8), (121, "a"): (8, 8), (121, "f"): (8, 8),
}

# Every PTX ISA version there is (those CUDA 13.5's ptxas accepts; PTX ISA "Release notes"):
# an explicit `--ptx-version` must be one of them. No `.target` here needs one below 4.0.
PTX_VERSIONS: tuple[PTXVersion, ...] = (
    (2, 3), (3, 0), (3, 1), (3, 2), (4, 0), (4, 1), (4, 2), (4, 3), (5, 0),
    *((6, minor) for minor in range(6)), *((7, minor) for minor in range(9)),
    *((8, minor) for minor in range(9)), *((9, minor) for minor in range(6)),
)

_SM_SPELLING = re.compile(r"(?:sm_)?(\d+)([af]?)")
_PTX_SPELLING = re.compile(r"(\d+)\.(\d+)")


def parse_ptx_version(text: str) -> PTXVersion:
    match = _PTX_SPELLING.fullmatch(text.strip())
    if match is None:
        raise ValueError(f"PTX ISA version must look like '8.0', got '{text}'")
    version = int(match.group(1)), int(match.group(2))
    if version not in PTX_VERSIONS:
        newest = ptx_version_text(PTX_VERSIONS[-1])
        raise ValueError(f"unknown PTX ISA version {ptx_version_text(version)} (known: 2.3 ... {newest})")
    return version


def ptx_version_text(version: PTXVersion) -> str:
    return f"{version[0]}.{version[1]}"


@dataclass(frozen=True)
class Target:
    """`.target sm_<sm><suffix>` and, when the user gave one, the PTX ISA version to emit."""

    sm: int = DEFAULT_SM
    suffix: str = ""
    """"a": arch-specific features of exactly this SM; "f": features of its family."""
    explicit_ptx: PTXVersion | None = None

    def __post_init__(self) -> None:
        if (self.sm, self.suffix) not in _TARGET_PTX:
            known = ", ".join(f"{sm}{suffix}" for sm, suffix in _TARGET_PTX)
            raise ValueError(f"unknown target sm_{self.sm}{self.suffix} (known: {known})")

    @staticmethod
    def parse(sm: int | str = DEFAULT_SM, ptx_version: str | None = None) -> Target:
        """`90`, `"90a"`, `"sm_100f"`; an empty or absent `ptx_version` means choose it."""
        match = _SM_SPELLING.fullmatch(str(sm).strip())
        if match is None:
            raise ValueError(f"target must look like 90, 90a, 100f or sm_90a, got '{sm}'")
        explicit = parse_ptx_version(ptx_version) if ptx_version else None
        return Target(int(match.group(1)), match.group(2), explicit)

    @property
    def name(self) -> str:
        return f"sm_{self.sm}{self.suffix}"

    @property
    def flag(self) -> str:
        """The spelling of `--sm` / `sm=` that selects this target."""
        return f"{self.sm}{self.suffix}"

    @property
    def min_ptx(self) -> PTXVersion:
        """The first PTX ISA version that has this target."""
        return _TARGET_PTX[(self.sm, self.suffix)]

    def ptx_version(self, needed: PTXVersion = (0, 0)) -> PTXVersion:
        """The `.version` to emit when the instructions used need `needed`."""
        if self.explicit_ptx is not None:
            return self.explicit_ptx
        return max(DEFAULT_PTX_VERSION, self.min_ptx, needed)

    def has(
        self,
        min_sm: int = 0,
        min_ptx: PTXVersion = (0, 0),
        arch_specific: bool = False,
        family_specific: bool = False,
        any_specific: bool = False,
        any_arch_specific: bool = False,
    ) -> bool:
        """Whether code for this target may use a feature with these needs.

        `arch_specific`: only on `sm_<min_sm>a`. `family_specific`: on the `a` or `f` target of
        an SM of `min_sm`'s family at least `min_sm` (sm_100f covers sm_103a). `any_specific`:
        on every `a` or `f` target from `min_sm` on, whatever its family (setmaxnreg: sm_90a,
        sm_100a/f, sm_120a/f...). `any_arch_specific`: on every `a` target from `min_sm` on."""
        return self._unmet(min_sm, min_ptx, arch_specific, family_specific, any_specific, any_arch_specific) is None

    def _unmet(
        self,
        min_sm: int,
        min_ptx: PTXVersion,
        arch_specific: bool,
        family_specific: bool,
        any_specific: bool = False,
        any_arch_specific: bool = False,
    ) -> str | None:
        """What the target lacks for a feature ("sm_90a", "PTX ISA 8.0"), or None."""
        if arch_specific:
            if self.suffix != "a" or self.sm != min_sm:
                return f"sm_{min_sm}a"
        elif any_arch_specific:
            if self.suffix != "a" or self.sm < min_sm:
                return f"sm_{min_sm}a or a newer arch-specific target"
        elif any_specific:
            if self.suffix not in ("a", "f") or self.sm < min_sm:
                return f"sm_{min_sm}a or a newer arch- or family-specific target"
        elif family_specific:
            if self.suffix not in ("a", "f") or self.sm // 10 != min_sm // 10 or self.sm < min_sm:
                return f"sm_{min_sm}f or sm_{min_sm}a"
        elif self.sm < min_sm:
            return f"sm_{min_sm} or newer"
        if self.explicit_ptx is not None and self.explicit_ptx < min_ptx:
            return f"PTX ISA {ptx_version_text(min_ptx)} or newer"
        return None


DEFAULT_TARGET = Target()
"""What every tool and oracle compiles for when nothing names a target (`.target sm_90`)."""

# PTX ISA requirements of the instructions selection makes of plain llvm ops (memory orders and
# scopes, half-precision arithmetic), from the PTX ISA's per-instruction "Target ISA notes".
MEMORY_ORDER_NEEDS: FeatureNeeds = {"min_sm": 70, "min_ptx": (6, 0)}
"""`.relaxed/.acquire/.release` on ld/st/atom, `fence.sc`/`fence.acq_rel`."""
CLUSTER_SCOPE_NEEDS: FeatureNeeds = {"min_sm": 90, "min_ptx": (7, 8)}
PACKED_F32_NEEDS: FeatureNeeds = {"min_sm": 100, "min_ptx": (8, 6)}
"""`add/sub/mul.f32x2`: two f32 lanes in one .b64 register (FADD2/FMUL2)."""
MASK_INITIALIZER_NEEDS: FeatureNeeds = {"min_sm": 0, "min_ptx": (7, 1)}
"""`mask()` in a variable's initializer: one byte of an address, `0xFF00(sym)` its second."""


def half_precision_needs(opcode: str, *type_names: str) -> FeatureNeeds | None:
    """What an instruction (`add`, `min`, `setp`, `cvt`, ...) on the PTX types `type_names`
    needs when one of them is `f16`/`bf16` (or their x2 forms); None when none is."""
    bf16 = any(name.startswith("bf16") for name in type_names)
    if not bf16 and not any(name.startswith("f16") for name in type_names):
        return None
    if opcode in ("min", "max"):
        return {"min_sm": 80, "min_ptx": (7, 0)}
    if not bf16:
        return {"min_sm": 53, "min_ptx": (4, 2)}
    if opcode == "cvt":
        # Only bf16 <-> f32 came with sm_80; the other bf16 conversions came with sm_90.
        others = [name for name in type_names if not name.startswith("bf16")]
        return {"min_sm": 80, "min_ptx": (7, 0)} if others == ["f32"] else {"min_sm": 90, "min_ptx": (7, 8)}
    if opcode in ("fma", "neg", "abs"):
        return {"min_sm": 80, "min_ptx": (7, 0)}
    return {"min_sm": 90, "min_ptx": (7, 8)}


@dataclass
class TargetUse:
    """The target of one selection run and the newest PTX ISA version its instructions need.

    Selection calls `require` before it emits an instruction that not every target has."""

    target: Target
    ptx_needed: PTXVersion = field(default=(0, 0))

    @property
    def sm(self) -> int:
        return self.target.sm

    @property
    def ptx_version(self) -> PTXVersion:
        return self.target.ptx_version(self.ptx_needed)

    def has(self, min_sm: int = 0, min_ptx: PTXVersion = (0, 0), **kind: bool) -> bool:
        return self.target.has(min_sm, min_ptx, **kind)

    def require(
        self,
        op: Operation,
        feature: str,
        min_sm: int = 0,
        min_ptx: PTXVersion = (0, 0),
        arch_specific: bool = False,
        family_specific: bool = False,
        any_specific: bool = False,
        any_arch_specific: bool = False,
    ) -> None:
        """Raise a located error (at `op`, which it names) saying the `feature` it needs, what the target lacks and
        the flag that provides it; otherwise remember the PTX ISA version the feature needs."""
        target = self.target
        missing = target._unmet(min_sm, min_ptx, arch_specific, family_specific, any_specific, any_arch_specific)
        if missing is not None:
            if missing.startswith("PTX"):
                have = f"ptx-version is {ptx_version_text(target.explicit_ptx or (0, 0))}"
                fix = (
                    f"pass --ptx-version {ptx_version_text(min_ptx)} to nvvm-opt "
                    f'(ptx-version="{ptx_version_text(min_ptx)}" to the pass), or leave it out'
                )
            else:
                have = f"target is {target.name}"
                specific = arch_specific or family_specific or any_specific or any_arch_specific
                wanted = f"{min_sm}a" if specific else str(min_sm)
                fix = f"pass --sm {wanted} to nvvm-opt (sm={wanted} to the pass)"
            raise op_error(op, f"{feature} needs {missing}, but the {have}: {fix}")
        self.ptx_needed = max(self.ptx_needed, min_ptx)

    def require_text(self, op: Operation, text: str, what: str = "inline asm") -> None:
        """`require` for each instruction of PTX written as text (inline asm) that needs more
        than the oldest targets have, from the table of `ptx_isa`."""
        for need in text_needs(text):
            rule = need.rule
            self.require(
                op, f"{what} '{need.opcode}' ({rule.feature})", min_sm=rule.min_sm, min_ptx=rule.ptx_for(self.sm),
                any_specific=rule.any_specific, any_arch_specific=rule.any_arch_specific,
            )

    def check_version(self, op: Operation) -> None:
        """An explicit PTX ISA version must have the target itself."""
        target = self.target
        if target.explicit_ptx is not None and target.explicit_ptx < target.min_ptx:
            raise op_error(
                op,
                f"PTX ISA {ptx_version_text(target.explicit_ptx)} has no .target {target.name} "
                f"(it needs {ptx_version_text(target.min_ptx)}): pass --ptx-version "
                f"{ptx_version_text(target.min_ptx)} or leave it out",
            )


def pass_target(op: Operation, sm: int | str | None, ptx_version: str | None) -> Target:
    """The Target of a pass's `sm` / `ptx-version` options; a bad spelling is an error at `op`.
    None (an option `device_code.on_device_code` had no #nvvm.target to fill in) is the default."""
    try:
        return Target.parse(DEFAULT_SM if sm is None else sm, ptx_version or None)
    except ValueError as error:
        raise op_error(op, str(error)) from None
