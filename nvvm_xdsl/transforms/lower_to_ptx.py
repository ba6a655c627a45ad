"""`lower-to-ptx`: the whole NVVM lowering pipeline, then instruction selection.

The order is forced by what each pass consumes and produces:

* `convert-to-llvm` first, and only when the input has ops of xDSL's own dialects (gpu, func,
  memref, scf, arith, math, cf, printf): it lowers them to llvm + nvvm (see its module).
0. `verify-nvvm-input` first: the cross-op input rules (calls against callees, returns, branch
   operands, kernel attributes, ...), so bad input is rejected at its op before any pass rewrites
   or trips over it, on every driver. `expand-vector-intrinsics` then writes the masked
   loads/stores/gathers/scatters lane by lane and `stepvector` as a constant (no PTX instruction
   has them; every later pass then sees only scalar memory accesses).
1. `printf-lowering`: it turns the variadic `printf` calls into `vprintf(fmt, buffer)`, so
   lower-varargs never sees them (printf has its own buffer ABI, not the `.param` array).
2. `lower-varargs`: the remaining variadic calls pack their arguments into one aggregate and
   `va_arg` becomes explicit loads; both produce aggregates and pointers the later passes lower.
3. `lower-struct-args`: kernel byval structs become param-space pointers with scalar `nvvm.ldparam`
   reads. It must see the original aggregate loads/GEPs of the byval argument, so it runs before
   aggregates are split, and its local-copy path emits a memcpy that lower-aggr-copies then expands.
   `check-param-space` then sizes each kernel's `.param` list (the byval-aware signature
   lower-struct-args leaves is final) against the target's ceiling, before any lowering work.
4. `lower-aggr-copies`: splits every aggregate value (including the vararg packs and aggregate
   loads left by the passes above) and expands memcpy/memmove/memset into scalar accesses.
5. `memory-space-opt`: infers address spaces on the final scalar loads and stores, including
   those the copy expansion just created; it shares `opt-byval` with lower-struct-args.
6. `link-libdevice`: the referenced `__nv_*` declarations get libdevice's PTX (`ptx.verbatim`);
   it only needs the calls, so it runs last before selection, which puts the PTX in place of
   the declarations.
7. `convert-llvm-to-ptx`: instruction selection on IR that has no aggregates and no varargs left.

At `opt-level` 1 and above the middle end (`MIDDLE_END`, which starts by bringing the called
libdevice functions as IR: link-libdevice-ir) runs between memory-space-opt and
link-libdevice: on the final scalar code, after the passes that look for the producer's own
patterns (byval GEPs, copies) and before selection. `opt-level=0` is the pipeline without it.
"""

from __future__ import annotations

import dataclasses
import gc
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any

from xdsl.context import Context
from xdsl.dialects import builtin
from xdsl.passes import ModulePass

from nvvm_xdsl import datalayout as DL
from nvvm_xdsl.diagnostics import op_error
from nvvm_xdsl.target import DEFAULT_SM, Target
from nvvm_xdsl.transforms.check_param_space import CheckParamSpacePass
from nvvm_xdsl.transforms.convert_llvm_to_ptx import ConvertLLVMToPTXPass
from nvvm_xdsl.transforms.convert_to_llvm import ConvertToLLVMPass
from nvvm_xdsl.transforms.expand_llvm_intrinsics import ExpandLLVMIntrinsicsPass
from nvvm_xdsl.transforms.expand_vector_intrinsics import ExpandVectorIntrinsicsPass
from nvvm_xdsl.transforms.legalize_int_widths import LegalizeIntWidthsPass
from nvvm_xdsl.transforms.legalize_subbyte_vectors import LegalizeSubbyteVectorsPass
from nvvm_xdsl.transforms.link_libdevice import LinkLibdevicePass
from nvvm_xdsl.transforms.link_libdevice_ir import LinkLibdeviceIRPass
from nvvm_xdsl.transforms.llvm_cse import LLVMCSEPass
from nvvm_xdsl.transforms.llvm_dce import LLVMDCEPass
from nvvm_xdsl.transforms.llvm_fp_contract import MODES as FP_CONTRACT_MODES
from nvvm_xdsl.transforms.llvm_fp_contract import LLVMFPContractPass
from nvvm_xdsl.transforms.llvm_inline import LLVMInlinePass
from nvvm_xdsl.transforms.llvm_libdevice_leaves import LLVMLibdeviceLeavesPass
from nvvm_xdsl.transforms.llvm_licm import LLVMLICMPass
from nvvm_xdsl.transforms.llvm_loop_unroll import LLVMLoopUnrollPass
from nvvm_xdsl.transforms.llvm_lsr import LLVMLSRPass
from nvvm_xdsl.transforms.llvm_mem2reg import LLVMMem2RegPass
from nvvm_xdsl.transforms.llvm_peephole import LLVMPeepholePass
from nvvm_xdsl.transforms.llvm_sroa import LLVMSROAPass
from nvvm_xdsl.transforms.llvm_stack_coloring import LLVMStackColoringPass
from nvvm_xdsl.transforms.lower_aggr_copies import LowerAggrCopiesPass
from nvvm_xdsl.transforms.lower_struct_args import LowerStructArgsPass
from nvvm_xdsl.transforms.lower_varargs import LowerVarargsPass
from nvvm_xdsl.transforms.memory_space_opt import MemorySpaceOptPass
from nvvm_xdsl.transforms.printf_lowering import PrintfLoweringPass
from nvvm_xdsl.transforms.verify_nvvm_input import VerifyNVVMInputPass

PIPELINE: tuple[type[ModulePass], ...] = (
    ConvertToLLVMPass,
    VerifyNVVMInputPass,
    ExpandLLVMIntrinsicsPass,
    ExpandVectorIntrinsicsPass,
    LegalizeSubbyteVectorsPass,
    LegalizeIntWidthsPass,
    PrintfLoweringPass,
    LowerVarargsPass,
    LowerStructArgsPass,
    CheckParamSpacePass,
    LowerAggrCopiesPass,
    MemorySpaceOptPass,
    LinkLibdevicePass,
    ConvertLLVMToPTXPass,
)

PROMOTION: tuple[type[ModulePass], ...] = (
    LLVMInlinePass, LLVMLoopUnrollPass, LLVMSROAPass, LLVMMem2RegPass,
    LLVMLoopUnrollPass, LLVMSROAPass, LLVMMem2RegPass,
)
"""Stack slots to registers: inlining first (a callee's slots and the pointers it was passed
become the caller's), then counted loops that index slots unrolled (their indices constant),
then aggregate slots split into scalar ones, then those promoted; the last three once more, for
loops whose counters lived in slots and slots whose address only became visible when another
slot holding it was promoted (numba's range iterators and array structs hold pointers to its
counters and local arrays)."""

MIDDLE_END: dict[int, tuple[type[ModulePass], ...]] = {
    0: (),
    1: (LLVMLibdeviceLeavesPass, LinkLibdeviceIRPass, *PROMOTION, LLVMPeepholePass, LLVMCSEPass, LLVMFPContractPass, LLVMDCEPass, LLVMStackColoringPass),
    2: (LLVMLibdeviceLeavesPass, LinkLibdeviceIRPass, *PROMOTION, LLVMPeepholePass, LLVMCSEPass, LLVMLICMPass, LLVMLSRPass, LLVMFPContractPass, LLVMDCEPass, LLVMStackColoringPass),
    3: (LLVMLibdeviceLeavesPass, LinkLibdeviceIRPass, *PROMOTION, LLVMPeepholePass, LLVMCSEPass, LLVMLICMPass, LLVMLSRPass, LLVMFPContractPass, LLVMDCEPass, LLVMStackColoringPass),
}
"""The llvm-dialect passes each `opt-level` runs before selection (llc's -O0..-O3). Libdevice's
one-instruction functions become instructions first, so that the rest sees them; the other
libdevice functions called come as llvm.func bodies (link-libdevice-ir, as LLVM links libdevice
before optimising), so that PROMOTION inlines them and promotes their slots (`__nv_sinf`'s
argument-reduction array); those it cannot bring link-libdevice links as PTX; PROMOTION then
turns stack slots into values; the peephole
folds next so that CSE and LICM see canonical ops; multiplies and adds are fused after CSE (a
product shared by several adds is computed once) and LICM; DCE drops what they left; last,
llvm-stack-coloring gives the slots left in memory whose lifetime markers never overlap one slot."""
DEFAULT_OPT_LEVEL = 2
"""As llc's default."""


_freeze_depth = 0


@contextmanager
def frozen_heap() -> Iterator[None]:
    """Keep CPython's cyclic GC from rescanning the input module during the pipeline.

    A module of thousands of kernels is a large, long-lived object graph; every full collection
    walks all of it, which makes compile time grow faster than the module. Freezing moves the
    objects alive now out of the collector's generations; objects the passes create are still
    collected as usual.
    """
    global _freeze_depth
    if _freeze_depth == 0:
        gc.freeze()
    _freeze_depth += 1
    try:
        yield
    finally:
        _freeze_depth -= 1
        if _freeze_depth == 0:
            gc.unfreeze()


def _configured(pass_class: type[ModulePass], options: dict[str, Any]) -> ModulePass:
    """Instantiate a pass with the pipeline options it declares (one source of truth per option)."""
    declared = {field.name for field in dataclasses.fields(pass_class)}
    return pass_class(**{name: value for name, value in options.items() if name in declared})


@dataclass(frozen=True)
class LowerToPTXPass(ModulePass):
    name = "lower-to-ptx"

    opt_byval: bool = True
    """Shared by lower-struct-args and memory-space-opt: both always see the same value."""
    sm: int | str | None = None
    """`90`, `90a`, `100f`, `sm_90a` (see nvvm_xdsl.target); None: the gpu.module's #nvvm.target
    chip, else DEFAULT_SM (nvvm_xdsl.device_code)."""
    ptx_version: str | None = None
    """Empty: the lowest PTX ISA version that has the target and the instructions used; None:
    the #nvvm.target's `+ptxNN` feature, else empty."""
    nvvm_lower_printf: bool = True
    lower_aggr_func_args: bool = True
    max_aggr_copy_size: int = 128
    lower_aggr_unrolled_stores_limit: int = 32
    expand_vector_atomics: bool = False
    libdevice: str = ""
    ftz: bool = False
    prec_div: bool = True
    prec_sqrt: bool = True
    fp_contract: str = "on"
    """llvm-fp-contract's: `on` fuses multiply-adds that carry the `contract` flag, `fast` all
    (Triton's, nvcc's and clang-for-CUDA's default), `off` none."""
    line_info: bool = True
    """PTX line info (`.file`/`.loc`) from the input's source locations (convert-llvm-to-ptx)."""
    opt_level: int = DEFAULT_OPT_LEVEL
    """0..3: which middle-end passes run before selection (MIDDLE_END)."""
    short_shared_ptr: bool = True
    """32-bit shared-memory pointers (the DataLayout's `p3:32:32`, `.b32` registers), as Triton
    asks LLVM with `--nvptx-short-ptr`; false: 64-bit ones. Every pass of the pipeline runs
    with that layout (shared by convert-llvm-to-ptx)."""

    def passes(self) -> tuple[ModulePass, ...]:
        options = {field.name: getattr(self, field.name) for field in dataclasses.fields(self)}
        before_selection = PIPELINE.index(LinkLibdevicePass)
        middle_end = MIDDLE_END.get(self.opt_level, ())
        classes = (*PIPELINE[:before_selection], *middle_end, *PIPELINE[before_selection:])
        return tuple(_configured(pass_class, options) for pass_class in classes)

    def option_problem(self) -> str | None:
        """What is wrong with the options, checked before any pass runs (also by nvvm-opt and
        nvvm_xdsl.compile, as a usage error): a bad opt-level, fp-contract or explicit target
        (a gpu.module's own target is checked by the passes that use it)."""
        if self.opt_level not in MIDDLE_END:
            return f"lower-to-ptx: opt-level must be 0, 1, 2 or 3, not {self.opt_level}"
        if self.fp_contract not in FP_CONTRACT_MODES:
            return f"lower-to-ptx: fp-contract must be off, on or fast, not '{self.fp_contract}'"
        if self.sm is not None or self.ptx_version:
            try:
                Target.parse(DEFAULT_SM if self.sm is None else self.sm, self.ptx_version or None)
            except ValueError as error:
                return str(error)
        return None

    def apply(self, ctx: Context, op: builtin.ModuleOp) -> None:
        if (problem := self.option_problem()) is not None:
            raise op_error(op, problem)
        with frozen_heap(), DL.shared_pointer_bits(DL.stated_short_shared(op, self.short_shared_ptr)):
            for module_pass in self.passes():
                module_pass.apply(ctx, op)
