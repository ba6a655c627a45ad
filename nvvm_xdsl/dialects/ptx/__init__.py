"""The `ptx` dialect: PTX after instruction selection, one step away from text.

* Values are virtual registers typed by their PTX register class, `!ptx.reg<b32>`
  (`registers.py`); the `-t ptx` printer names them (`%r1`, `%rd2`, ...) and declares them.
* Declarations (`declarations.py`): `ptx.module`, `ptx.func` (`.entry`/`.func` with `#ptx.param`
  lists), `ptx.global`, `ptx.verbatim` (a definition compiled to PTX elsewhere, e.g. libdevice).
* Instructions (`instructions.py`): one op per instruction family (`ptx.mov`, `ptx.pack`,
  `ptx.unpack`, `ptx.read_counter`, `ptx.arith`, `ptx.setp`, `ptx.selp`, `ptx.cvt`, `ptx.ld`,
  `ptx.st`, `ptx.atom`, `ptx.bar`, `ptx.alloca`, `ptx.stacksave`, `ptx.stackrestore`), with the
  PTX type and modifiers as properties and side effects as traits, so that xDSL's `cse`/`dce`
  apply; each prints its own line (`assembly_line`).
* Warp collectives and memory ordering (`synchronization.py`): `ptx.shfl`, `ptx.vote`,
  `ptx.bar_warp_sync`, `ptx.membar`, `ptx.fence`.
* The escape hatch (`text.py`): `ptx.inst` (instruction text with `$N`/`$dN` register
  placeholders, for the rarer NVVM instructions) and `ptx.asm` (inline asm).
* Control flow (`control_flow.py`): `ptx.bra` (with block arguments until `ptx-lower-block-args`
  turns them into moves), `ptx.cbra`, `ptx.ret`, `ptx.trap`, and the frame, `ptx.local_depot`.
* Call sequences (`calls.py`): `ptx.callseq_start`, `ptx.declare_param`,
  `ptx.declare_ret_param`, `ptx.call`, `ptx.callseq_end`.
"""

from xdsl.ir import Dialect

from nvvm_xdsl.dialects.ptx.calls import (
    CallOp,
    CallSeqEndOp,
    CallSeqStartOp,
    DeclareParamOp,
    DeclareRetParamOp,
)
from nvvm_xdsl.dialects.ptx.control_flow import BraOp, CBraOp, LocalDepotOp, RetOp, TrapOp
from nvvm_xdsl.dialects.ptx.declarations import (
    FUNC_KINDS,
    LINKAGES,
    PARAM_TYPES,
    POINTER_SPACES,
    SCALAR,
    STATE_SPACES,
    UNSIZED,
    FuncOp,
    GlobalOp,
    ModuleOp,
    ParamAttr,
    VerbatimOp,
)
from nvvm_xdsl.dialects.ptx.instructions import (
    INSTRUCTION_ATTRIBUTES,
    INSTRUCTIONS,
    PLAIN,
    VOLATILE,
    AccessOrder,
    AllocaOp,
    ArithOp,
    AtomOp,
    BarOp,
    CvtaOp,
    CvtOp,
    Imm,
    ImmAttr,
    InstructionOp,
    LdOp,
    MemoryAccessOp,
    MemoryScope,
    MemoryScopeAttr,
    MemorySemantics,
    MemorySemanticsAttr,
    MovOp,
    PackOp,
    ReadCounterOp,
    SelpOp,
    SetpOp,
    Source,
    SourcesOp,
    StackRestoreOp,
    StackSaveOp,
    StateSpace,
    StateSpaceAttr,
    StOp,
    UnpackOp,
)
from nvvm_xdsl.dialects.ptx.registers import (
    B16,
    B32,
    B64,
    B128,
    F32,
    F64,
    PRED,
    REG_TYPES,
    REGISTER_BITS,
    REGISTER_PREFIX,
    RegType,
)
from nvvm_xdsl.dialects.ptx.synchronization import (
    SYNCHRONIZATION,
    SYNCHRONIZATION_ATTRIBUTES,
    BarWarpSyncOp,
    FenceOp,
    FenceSemantics,
    FenceSemanticsAttr,
    MembarOp,
    ShflMode,
    ShflModeAttr,
    ShflOp,
    VoteMode,
    VoteModeAttr,
    VoteOp,
)
from nvvm_xdsl.dialects.ptx.text import AsmOp, InstOp, dies_at

__all__ = [
    "B16", "B32", "B64", "B128", "F32", "F64", "PRED", "REG_TYPES", "REGISTER_BITS", "REGISTER_PREFIX",
    "FUNC_KINDS", "LINKAGES", "PARAM_TYPES", "POINTER_SPACES", "SCALAR", "STATE_SPACES", "UNSIZED",
    "PTX", "AsmOp", "BraOp", "CBraOp", "CallOp", "CallSeqEndOp", "CallSeqStartOp", "DeclareParamOp",
    "DeclareRetParamOp", "FuncOp", "GlobalOp", "InstOp", "LocalDepotOp", "ModuleOp", "ParamAttr",
    "RegType", "RetOp", "TrapOp", "VerbatimOp", "dies_at",
    "INSTRUCTIONS", "INSTRUCTION_ATTRIBUTES", "PLAIN", "VOLATILE", "AccessOrder", "AtomOp", "BarOp", "ArithOp", "CvtOp", "CvtaOp", "Imm", "ImmAttr", "InstructionOp",
    "LdOp", "MemoryScope", "MemoryScopeAttr", "MemorySemantics", "MemorySemanticsAttr", "MovOp", "SelpOp",
    "SetpOp", "Source", "SourcesOp", "MemoryAccessOp", "StOp", "StateSpace", "StateSpaceAttr",
    "AllocaOp", "PackOp", "ReadCounterOp", "StackRestoreOp", "StackSaveOp", "UnpackOp",
    "BarWarpSyncOp", "FenceOp", "FenceSemantics", "FenceSemanticsAttr", "MembarOp", "ShflMode", "ShflModeAttr",
    "ShflOp", "VoteMode", "VoteModeAttr", "VoteOp",
]

PTX = Dialect(
    "ptx",
    [
        ModuleOp,
        FuncOp,
        GlobalOp,
        VerbatimOp,
        InstOp,
        AsmOp,
        BraOp,
        CBraOp,
        RetOp,
        TrapOp,
        LocalDepotOp,
        CallSeqStartOp,
        CallSeqEndOp,
        DeclareParamOp,
        DeclareRetParamOp,
        CallOp,
        *INSTRUCTIONS,
        *SYNCHRONIZATION,
    ],
    [RegType, ParamAttr, *INSTRUCTION_ATTRIBUTES, *SYNCHRONIZATION_ATTRIBUTES],
)
