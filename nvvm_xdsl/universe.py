"""The `xdsl.universe` entry point: makes this project's dialects, passes and the `ptx`
target visible to stock `xdsl-opt` (and to `nvvm-opt`).

Every factory imports lazily so that `xdsl-opt` start-up stays cheap.
"""

from __future__ import annotations

# First, before xDSL's dialects are imported: their ops' definitions are built and their assembly
# formats parsed on first use (start-up), and `isinstance` on IR classes skips ABCMeta's Python
# check (see the modules).
import nvvm_xdsl.dialects.xdsl_compat_fast_ir  # noqa: F401
import nvvm_xdsl.dialects.xdsl_compat_lazy_formats  # noqa: F401
import nvvm_xdsl.dialects.xdsl_compat_lazy_op_defs  # noqa: F401

# isort: split

import functools
from collections.abc import Callable
from typing import Any

from xdsl.context import Context
from xdsl.ir import Attribute, Dialect, Operation
from xdsl.passes import ModulePass
from xdsl.universe import XDSL_UNIVERSE, Universe
from xdsl.utils.target import Target

from nvvm_xdsl.dialects.xdsl_compat import VERBATIM_LLVM_ATTRIBUTES, verbatim_llvm_attribute
from nvvm_xdsl.dialects.xdsl_compat_error_report import install_xdsl_opt_error_report
from nvvm_xdsl.frontend.registration import install_xdsl_opt_frontends


def extended_llvm_dialect() -> Dialect:
    """xDSL's `llvm` dialect plus the ops MLIR has and xDSL 0.74 lacks.

    A plugin cannot register a second dialect named `llvm`, so the `llvm` factory itself is
    replaced. Ops that a later xDSL provides natively win over ours; `REPLACED_LLVM_OPS`
    substitute xDSL's own definition where its syntax lags MLIR's.
    """
    from xdsl.dialects.llvm import LLVM

    from nvvm_xdsl.dialects import xdsl_compat
    from nvvm_xdsl.dialects.llvm_ext import EXTRA_LLVM_OPS, REPLACED_LLVM_OPS, packed_struct

    xdsl_compat.install()
    packed_struct.install()
    have = {op.name for op in LLVM.operations}
    extra = [op for op in EXTRA_LLVM_OPS if op.name not in have]
    replaced = {op.name: op for op in REPLACED_LLVM_OPS}
    ops = [replaced.get(op.name, op) for op in LLVM.operations]
    # The verbatim `#llvm.*` attributes (debug info, TBAA, loop annotations: 53 classes) are
    # defined when the input first names one (`_load_verbatim_llvm_attribute`), not here.
    return _ExtendedLLVMDialect("llvm", [*ops, *extra], list(LLVM.attributes))


class _ExtendedLLVMDialect(Dialect):
    """The `llvm` dialect `extended_llvm_dialect` builds: a context that loaded it defines the
    verbatim `#llvm.*` attributes on first use."""


_VERBATIM_LLVM_NAMES = frozenset(f"llvm.{name}" for name in VERBATIM_LLVM_ATTRIBUTES)


def _load_verbatim_llvm_attribute(lookup: Callable[[Context, str], type[Attribute] | None]) -> Callable[..., Any]:
    """Wraps `Context.get_optional_attr`: a verbatim `#llvm.*` attribute xDSL does not define is
    loaded into a context whose `llvm` dialect is the extended one when first looked up, as if
    the dialect had listed it."""

    def get_optional_attr(self: Context, name: str) -> type[Attribute] | None:
        if name in _VERBATIM_LLVM_NAMES and name not in self._loaded_attrs:  # pyright: ignore[reportPrivateUsage]
            llvm = self.get_optional_dialect("llvm")
            if isinstance(llvm, _ExtendedLLVMDialect) and name not in self._loaded_attrs:  # pyright: ignore[reportPrivateUsage]
                self.load_attr_or_type(verbatim_llvm_attribute(name.removeprefix("llvm.")))
        return lookup(self, name)

    return get_optional_attr


def extended_gpu_dialect() -> Dialect:
    """xDSL's `gpu` dialect, with `gpu.module` taught MLIR's custom form and `targets`
    (xdsl_compat, in place), MLIR's syntax for the other gpu ops and the ones xDSL 0.74 lacks
    (gpu_ext), the host ops (`gpu.alloc`, `gpu.memcpy`, ...) in MLIR's syntax (gpu_host)."""
    from xdsl.dialects.gpu import GPU

    from nvvm_xdsl.dialects import xdsl_compat
    from nvvm_xdsl.dialects.gpu_ext import with_mlir_syntax
    from nvvm_xdsl.dialects.gpu_host import with_host_syntax

    xdsl_compat.install()
    xdsl_compat.install_gpu_module()
    return with_host_syntax(with_mlir_syntax(GPU))


def extended_arith_dialect() -> Dialect:
    """xDSL's `arith` dialect plus the ops MLIR has and xDSL 0.74 lacks (arith_ext)."""
    from xdsl.dialects.arith import Arith

    from nvvm_xdsl.dialects.arith_ext import with_missing_ops
    from nvvm_xdsl.dialects.xdsl_compat import install_arith_assertion_checks, install_arith_vector_conditions

    install_arith_assertion_checks()
    install_arith_vector_conditions()
    return with_missing_ops(Arith)


def extended_vector_dialect() -> Dialect:
    """xDSL's `vector` dialect plus the ops MLIR has and xDSL 0.74 lacks (vector_ext)."""
    from xdsl.dialects.vector import Vector

    from nvvm_xdsl.dialects.vector_ext import with_missing_ops

    return with_missing_ops(Vector)


def extended_cf_dialect() -> Dialect:
    """xDSL's `cf` dialect, cf.switch's parser reporting a bad flag or case type as an error
    (xdsl_compat), not an AssertionError."""
    from xdsl.dialects.cf import Cf

    from nvvm_xdsl.dialects.xdsl_compat import install_cf_assertion_checks

    install_cf_assertion_checks()
    return Cf


def extended_memref_dialect() -> Dialect:
    """xDSL's `memref` dialect, its global/atomic_rmw/memory_space_cast taught MLIR's custom
    syntax in place (memref_syntax), with generic_atomic_rmw and atomic_yield (memref_ext)."""
    from xdsl.dialects.memref import MemRef
    from xdsl.ir import Dialect

    from nvvm_xdsl.dialects import memref_ext, memref_syntax

    memref_syntax.install()
    # The ops xDSL 0.74 lacks (memref_ext); one a later xDSL defines natively wins.
    have = {op.name for op in MemRef.operations}
    added = [op for op in memref_ext.NEW_OPS if op.name not in have]
    return Dialect(MemRef.name, [*MemRef.operations, *added], list(MemRef.attributes)) if added else MemRef


def extended_scf_dialect() -> Dialect:
    """xDSL's `scf` dialect, scf.if/scf.for accepting a result type without parentheses as
    MLIR does (scf_syntax)."""
    from xdsl.dialects.scf import Scf

    from nvvm_xdsl.dialects import scf_syntax

    scf_syntax.install()
    return Scf


def _async() -> Dialect:
    """The `async` ops host code beside gpu.modules uses (xDSL 0.74 has no async dialect)."""
    from nvvm_xdsl.dialects.gpu_host import ASYNC

    return ASYNC


def _nvvm() -> Dialect:
    from nvvm_xdsl.dialects.nvvm import NVVM_CORE
    from nvvm_xdsl.dialects.nvvm_atomicrmw import NVVMAtomicRMWOp

    # NVIDIA's nvvm.atomicrmw (not in llvm-project's NVVMOps.td, so not in NVVM's op table); the
    # op families and the other ops of NVIDIA's NVVM that CuTe emits on the first name it lacks.
    return _NVVMDialect(NVVM_CORE.name, [*NVVM_CORE.operations, NVVMAtomicRMWOp], list(NVVM_CORE.attributes))


class _NVVMDialect(Dialect):
    """The `nvvm` dialect as `_nvvm` builds it: the core ops; a context that loaded it loads the
    op families (`nvvm.op_families`, with CuTe's extension ops) on the first `nvvm.` op or
    attribute name it does not have (start-up: about 0.02 s of imports no kernel without MMA
    needs)."""


@functools.cache
def _nvvm_families() -> tuple[tuple[type[Operation], ...], tuple[type[Attribute], ...]]:
    from nvvm_xdsl.dialects.nvvm import op_families
    from nvvm_xdsl.dialects.nvvm_cute_ext import CUTE_EXT_ATTRS, CUTE_EXT_OPS

    ops, attrs = op_families()
    return (*ops, *CUTE_EXT_OPS), (*attrs, *CUTE_EXT_ATTRS)


def _load_nvvm_families(ctx: Context, name: str) -> bool:
    """Load the op families into `ctx` for a missing `nvvm.` name, once: whether it did."""
    if not name.startswith("nvvm.") or not isinstance(ctx.get_optional_dialect("nvvm"), _NVVMDialect):
        return False
    ops, attrs = _nvvm_families()
    if ctx._loaded_ops.get(ops[0].name) is ops[0]:  # pyright: ignore[reportPrivateUsage]
        return False
    for op in ops:
        ctx.load_op(op)
    for attr in attrs:
        ctx.load_attr_or_type(attr)
    return True


def _with_nvvm_families(lookup: Callable[[Context, str], Any], table: str) -> Callable[..., Any]:
    """Wraps a `Context` lookup by name (`_get_known_op`, `get_optional_attr`,
    `get_optional_type`, whose loaded names are in `ctx.<table>`): on a miss of an `nvvm.` name,
    the op families are loaded and it is looked up again, as if the dialect had listed them."""

    def lookup_name(self: Context, name: str) -> Any:
        if self.allow_unregistered and name not in getattr(self, table):
            # Before an unknown name becomes an unregistered attribute or type of the context.
            _load_nvvm_families(self, name)
            return lookup(self, name)
        found = lookup(self, name)
        if found is None and _load_nvvm_families(self, name):
            found = lookup(self, name)
        return found

    return lookup_name


def _nvgpu() -> Dialect:
    from nvvm_xdsl.dialects.nvgpu import NVGPU

    return NVGPU


def _index() -> Dialect:
    from nvvm_xdsl.dialects.index_dialect import INDEX_DIALECT

    return INDEX_DIALECT


def _ptx() -> Dialect:
    from nvvm_xdsl.dialects.ptx import PTX

    return PTX


def _install_location_parsing() -> None:
    from nvvm_xdsl.dialects import foreign_dialects
    from nvvm_xdsl.dialects.xdsl_compat import install_parser

    install_parser()
    Context.get_optional_attr = _load_verbatim_llvm_attribute(Context.get_optional_attr)  # type: ignore[method-assign]
    Context._get_known_op = _with_nvvm_families(Context._get_known_op, "_loaded_ops")  # type: ignore[method-assign]  # pyright: ignore[reportPrivateUsage]
    Context.get_optional_attr = _with_nvvm_families(Context.get_optional_attr, "_loaded_attrs")  # type: ignore[method-assign]
    Context.get_optional_type = _with_nvvm_families(Context.get_optional_type, "_loaded_types")  # type: ignore[method-assign]
    foreign_dialects.install()


def get_all_passes() -> dict[str, Callable[[], type[ModulePass]]]:
    def verify_nvvm_input():
        from nvvm_xdsl.transforms.verify_nvvm_input import VerifyNVVMInputPass

        return VerifyNVVMInputPass

    def lower_struct_args():
        from nvvm_xdsl.transforms.lower_struct_args import LowerStructArgsPass

        return LowerStructArgsPass

    def memory_space_opt():
        from nvvm_xdsl.transforms.memory_space_opt import MemorySpaceOptPass

        return MemorySpaceOptPass

    def lower_aggr_copies():
        from nvvm_xdsl.transforms.lower_aggr_copies import LowerAggrCopiesPass

        return LowerAggrCopiesPass

    def printf_lowering():
        from nvvm_xdsl.transforms.printf_lowering import PrintfLoweringPass

        return PrintfLoweringPass

    def lower_affine_apply():
        from nvvm_xdsl.transforms.lower_affine_apply import LowerAffineApplyPass

        return LowerAffineApplyPass

    def expand_vector_intrinsics():
        from nvvm_xdsl.transforms.expand_vector_intrinsics import ExpandVectorIntrinsicsPass

        return ExpandVectorIntrinsicsPass

    def expand_llvm_intrinsics():
        from nvvm_xdsl.transforms.expand_llvm_intrinsics import ExpandLLVMIntrinsicsPass

        return ExpandLLVMIntrinsicsPass

    def lower_varargs():
        from nvvm_xdsl.transforms.lower_varargs import LowerVarargsPass

        return LowerVarargsPass

    def convert_llvm_to_ptx():
        from nvvm_xdsl.transforms.convert_llvm_to_ptx import ConvertLLVMToPTXPass

        return ConvertLLVMToPTXPass

    def gpu_kernel_outlining():
        from nvvm_xdsl.transforms.gpu_kernel_outlining import GpuKernelOutliningPass

        return GpuKernelOutliningPass

    def ptx_lower_block_args():
        from nvvm_xdsl.transforms.ptx_lower_block_args import PTXLowerBlockArgsPass

        return PTXLowerBlockArgsPass

    def convert_to_llvm():
        from nvvm_xdsl.transforms.convert_to_llvm import ConvertToLLVMPass

        return ConvertToLLVMPass

    def convert_gpu_to_nvvm():
        from nvvm_xdsl.transforms.convert_gpu_to_nvvm import ConvertGpuToNVVMPass

        return ConvertGpuToNVVMPass

    def convert_nvgpu_to_nvvm():
        from nvvm_xdsl.transforms.convert_nvgpu_to_nvvm import ConvertNVGPUToNVVMPass

        return ConvertNVGPUToNVVMPass

    def convert_func_to_llvm():
        from nvvm_xdsl.transforms.convert_func_to_llvm import ConvertFuncToLLVMPass

        return ConvertFuncToLLVMPass

    def arith_expand():
        from nvvm_xdsl.transforms.arith_expand import ArithExpandPass

        return ArithExpandPass

    def convert_arith_to_llvm():
        from nvvm_xdsl.transforms.convert_arith_to_llvm import ConvertArithToLLVMPass

        return ConvertArithToLLVMPass

    def convert_cf_to_llvm():
        from nvvm_xdsl.transforms.convert_cf_to_llvm import ConvertCfToLLVMPass

        return ConvertCfToLLVMPass

    def convert_index_to_llvm():
        from nvvm_xdsl.transforms.convert_index_to_llvm import ConvertIndexToLLVMPass

        return ConvertIndexToLLVMPass

    def convert_math_to_nvvm():
        from nvvm_xdsl.transforms.convert_math_to_nvvm import ConvertMathToNVVMPass

        return ConvertMathToNVVMPass

    def convert_vector_to_llvm():
        from nvvm_xdsl.transforms.convert_vector_to_llvm import ConvertVectorToLLVMPass

        return ConvertVectorToLLVMPass

    def finalize_memref_to_llvm():
        from nvvm_xdsl.transforms.finalize_memref_to_llvm import FinalizeMemRefToLLVMPass

        return FinalizeMemRefToLLVMPass

    def convert_scf_while_to_cf():
        from nvvm_xdsl.transforms.convert_scf_while_to_cf import ConvertScfWhileToCfPass

        return ConvertScfWhileToCfPass

    def map_parallel_loops_to_threads():
        from nvvm_xdsl.transforms.map_parallel_loops_to_threads import MapParallelLoopsToThreadsPass

        return MapParallelLoopsToThreadsPass

    def check_param_space():
        from nvvm_xdsl.transforms.check_param_space import CheckParamSpacePass

        return CheckParamSpacePass

    def link_libdevice():
        from nvvm_xdsl.transforms.link_libdevice import LinkLibdevicePass

        return LinkLibdevicePass

    def link_libdevice_ir():
        from nvvm_xdsl.transforms.link_libdevice_ir import LinkLibdeviceIRPass

        return LinkLibdeviceIRPass

    def llvm_peephole():
        from nvvm_xdsl.transforms.llvm_peephole import LLVMPeepholePass

        return LLVMPeepholePass

    def llvm_cse():
        from nvvm_xdsl.transforms.llvm_cse import LLVMCSEPass

        return LLVMCSEPass

    def llvm_dce():
        from nvvm_xdsl.transforms.llvm_dce import LLVMDCEPass

        return LLVMDCEPass

    def llvm_licm():
        from nvvm_xdsl.transforms.llvm_licm import LLVMLICMPass

        return LLVMLICMPass

    def llvm_libdevice_leaves():
        from nvvm_xdsl.transforms.llvm_libdevice_leaves import LLVMLibdeviceLeavesPass

        return LLVMLibdeviceLeavesPass

    def llvm_mem2reg():
        from nvvm_xdsl.transforms.llvm_mem2reg import LLVMMem2RegPass

        return LLVMMem2RegPass

    def llvm_sroa():
        from nvvm_xdsl.transforms.llvm_sroa import LLVMSROAPass

        return LLVMSROAPass

    def llvm_stack_coloring():
        from nvvm_xdsl.transforms.llvm_stack_coloring import LLVMStackColoringPass

        return LLVMStackColoringPass

    def llvm_inline():
        from nvvm_xdsl.transforms.llvm_inline import LLVMInlinePass

        return LLVMInlinePass

    def llvm_lsr():
        from nvvm_xdsl.transforms.llvm_lsr import LLVMLSRPass

        return LLVMLSRPass

    def llvm_loop_unroll():
        from nvvm_xdsl.transforms.llvm_loop_unroll import LLVMLoopUnrollPass

        return LLVMLoopUnrollPass

    def llvm_loop_rotate():
        from nvvm_xdsl.transforms.llvm_loop_rotate import LLVMLoopRotatePass

        return LLVMLoopRotatePass

    def llvm_fp_contract():
        from nvvm_xdsl.transforms.llvm_fp_contract import LLVMFPContractPass

        return LLVMFPContractPass

    def legalize_int_widths():
        from nvvm_xdsl.transforms.legalize_int_widths import LegalizeIntWidthsPass

        return LegalizeIntWidthsPass

    def legalize_subbyte_vectors():
        from nvvm_xdsl.transforms.legalize_subbyte_vectors import LegalizeSubbyteVectorsPass

        return LegalizeSubbyteVectorsPass

    def lower_to_ptx():
        from nvvm_xdsl.transforms.lower_to_ptx import LowerToPTXPass

        return LowerToPTXPass

    return {
        "verify-nvvm-input": verify_nvvm_input,
        "lower-struct-args": lower_struct_args,
        "memory-space-opt": memory_space_opt,
        "lower-aggr-copies": lower_aggr_copies,
        "printf-lowering": printf_lowering,
        "lower-varargs": lower_varargs,
        "check-param-space": check_param_space,
        "convert-llvm-to-ptx": convert_llvm_to_ptx,
        "ptx-lower-block-args": ptx_lower_block_args,
        "link-libdevice": link_libdevice,
        "link-libdevice-ir": link_libdevice_ir,
        "llvm-peephole": llvm_peephole,
        "llvm-cse": llvm_cse,
        "llvm-dce": llvm_dce,
        "llvm-licm": llvm_licm,
        "llvm-libdevice-leaves": llvm_libdevice_leaves,
        "llvm-fp-contract": llvm_fp_contract,
        "llvm-lsr": llvm_lsr,
        "llvm-loop-unroll": llvm_loop_unroll,
        "llvm-loop-rotate": llvm_loop_rotate,
        "llvm-mem2reg": llvm_mem2reg,
        "llvm-sroa": llvm_sroa,
        "llvm-stack-coloring": llvm_stack_coloring,
        "llvm-inline": llvm_inline,
        "legalize-int-widths": legalize_int_widths,
        "legalize-subbyte-vectors": legalize_subbyte_vectors,
        "lower-to-ptx": lower_to_ptx,
        "convert-to-llvm": convert_to_llvm,
        "gpu-kernel-outlining": gpu_kernel_outlining,
        "convert-gpu-to-nvvm": convert_gpu_to_nvvm,
        "convert-nvgpu-to-nvvm": convert_nvgpu_to_nvvm,
        "convert-func-to-llvm": convert_func_to_llvm,
        "arith-expand": arith_expand,
        "convert-arith-to-llvm": convert_arith_to_llvm,
        "convert-cf-to-llvm": convert_cf_to_llvm,
        "convert-index-to-llvm": convert_index_to_llvm,
        "convert-math-to-nvvm": convert_math_to_nvvm,
        "finalize-memref-to-llvm": finalize_memref_to_llvm,
        "convert-vector-to-llvm": convert_vector_to_llvm,
        "convert-scf-while-to-cf": convert_scf_while_to_cf,
        "expand-vector-intrinsics": expand_vector_intrinsics,
        "expand-llvm-intrinsics": expand_llvm_intrinsics,
        "lower-affine-apply": lower_affine_apply,
        "map-parallel-loops-to-threads": map_parallel_loops_to_threads,
    }


def _ptx_target() -> type[Target]:
    from nvvm_xdsl.backend.ptx_printer import PTXTarget

    return PTXTarget


# Stock xdsl-opt re-raises bad-input errors as tracebacks; report them as nvvm-opt does.
install_xdsl_opt_error_report()
# `xdsl-opt kernel.ll`: LLVM IR input (the [llvm] extra).
install_xdsl_opt_frontends()

# Loaded by get_multiverse() together with xDSL's own universe; the dict assignment below is
# read when the merged universe registers its dialects, after every entry point was imported.
# The parser learns forward location aliases here, before any input is read.
_install_location_parsing()
XDSL_UNIVERSE.all_dialects["llvm"] = extended_llvm_dialect
XDSL_UNIVERSE.all_dialects["gpu"] = extended_gpu_dialect
XDSL_UNIVERSE.all_dialects["arith"] = extended_arith_dialect
XDSL_UNIVERSE.all_dialects["memref"] = extended_memref_dialect
XDSL_UNIVERSE.all_dialects["scf"] = extended_scf_dialect
XDSL_UNIVERSE.all_dialects["cf"] = extended_cf_dialect
XDSL_UNIVERSE.all_dialects["vector"] = extended_vector_dialect


def _printf_to_llvm() -> type[ModulePass]:
    from nvvm_xdsl.transforms.printf_to_llvm import PrintfToLLVMPass

    return PrintfToLLVMPass


def _convert_ptr_to_llvm() -> type[ModulePass]:
    from nvvm_xdsl.transforms.convert_ptr_to_llvm import ConvertPtrToLLVMPass

    return ConvertPtrToLLVMPass


# Two xDSL passes leave IR that fails xdsl-opt's verification on device code (see their modules
# under nvvm_xdsl/transforms/): printf-to-llvm declares @printf outside the gpu.module that
# calls it, convert-ptr-to-llvm drops the casts a call's memref argument needs. The names stay
# xDSL's so pipelines written for stock xDSL work unchanged.
XDSL_UNIVERSE.all_passes["printf-to-llvm"] = _printf_to_llvm
XDSL_UNIVERSE.all_passes["convert-ptr-to-llvm"] = _convert_ptr_to_llvm

NVVM_XDSL_UNIVERSE = Universe(
    all_dialects={"nvvm": _nvvm, "nvgpu": _nvgpu, "index": _index, "ptx": _ptx, "async": _async},
    all_passes=get_all_passes(),
    all_targets={"ptx": _ptx_target},
)
