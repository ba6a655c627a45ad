"""convert-llvm-to-ptx: instruction selection and call lowering into the ptx dialect (seed 002).

The llvm/nvvm module is replaced by one `ptx.module` (recording `sm` and `ptx-version` for
`-t ptx`). Selection works on a copy-free analysis of the input and builds the new module
before touching the old one, so an op it cannot select leaves the IR unchanged and is
reported with its location.

Selected instructions carry the location of the op they come from; `-t ptx` prints the source
file/line ones as PTX line info (`.file`/`.loc`). `line-info=false` drops them, for PTX without
line info from input that has locations.
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects import builtin
from xdsl.dialects.builtin import UnknownLoc
from xdsl.passes import ModulePass

from nvvm_xdsl import datalayout as DL
from nvvm_xdsl.backend.isel import select_module
from nvvm_xdsl.device_code import on_device_code
from nvvm_xdsl.target import pass_target
from nvvm_xdsl.transforms.ptx_lower_block_args import lower_block_args


@dataclass(frozen=True)
class ConvertLLVMToPTXPass(ModulePass):
    name = "convert-llvm-to-ptx"

    sm: int | str | None = None
    """`90`, `90a`, `100f`, `sm_90a` (see nvvm_xdsl.target); None: the gpu.module's #nvvm.target
    chip, else DEFAULT_SM (nvvm_xdsl.device_code)."""
    ptx_version: str | None = None
    """Empty: the lowest PTX ISA version that has the target and the instructions used; None:
    the #nvvm.target's `+ptxNN` feature, else empty."""
    expand_vector_atomics: bool = False
    """A vector atomicrmw PTX has no vector atom for (older targets, other operations) becomes
    one scalar atomic per lane; by default it is an error, so the slow form is never a surprise."""
    line_info: bool = True
    """Keep source locations on the selected ops (printed as `.loc`); false drops them."""
    short_shared_ptr: bool = True
    """32-bit shared-memory pointers in `.b32` registers (the DataLayout's `p3:32:32`, LLVM's
    `--nvptx-short-ptr`); false: 64-bit ones."""

    @on_device_code
    def apply(self, ctx: Context, op: builtin.ModuleOp) -> None:
        with DL.shared_pointer_bits(DL.stated_short_shared(op, self.short_shared_ptr)):
            ptx_module = select_module(op, pass_target(op, self.sm, self.ptx_version), self.expand_vector_atomics)
        if not self.line_info:
            unknown = UnknownLoc()
            for selected in ptx_module.walk():
                selected.location = unknown
        # Block arguments become moves, so that the output prints as PTX.
        lower_block_args(ptx_module)
        # The llvm ops are only detached: everything they use is inside them, so dropping their
        # references op by op (a walk of the whole input) would leave nothing different behind.
        block = op.body.block
        for old in list(op.ops):
            block.detach_op(old)
        block.add_op(ptx_module)
