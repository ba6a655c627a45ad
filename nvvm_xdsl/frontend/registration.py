"""`.ll`/`.bc` as xdsl-opt input: xDSL 0.74's universe has no frontend field, so importing the
universe adds the LLVM IR frontend to xdsl-opt's driver class (its dialects, hence this
module, are loaded before it registers its frontends). Deletable when xDSL's universe takes
frontends."""

from __future__ import annotations

import sys
from typing import IO

from xdsl.dialects.builtin import ModuleOp
from xdsl.xdsl_opt_main import xDSLOptMain

LLVM_IR_EXTENSIONS = ("ll", "bc", "llvm")
"""File extensions (and `--frontend` names) read as LLVM IR; `llvm` names either form."""


def llvm_ir_frontend(tool: xDSLOptMain) -> dict[str, object]:
    """The frontends to add to `tool.available_frontends`."""

    def parse_llvm_ir(io: IO[bytes]) -> ModuleOp:
        from nvvm_xdsl.frontend.llvm_ir import LLVMImportError, import_llvm_ir

        try:
            return import_llvm_ir(io.read(), tool.get_input_name(), tool.ctx)
        except LLVMImportError as error:
            # Bad input: the one located line, as nvvm-opt reports it (no traceback).
            print(error, file=sys.stderr)
            sys.exit(1)

    return dict.fromkeys(LLVM_IR_EXTENSIONS, parse_llvm_ir)


def install_xdsl_opt_frontends() -> None:
    if getattr(xDSLOptMain, "_nvvm_llvm_ir_frontend", False):
        return
    original = xDSLOptMain.register_all_frontends

    def register_all_frontends(self: xDSLOptMain) -> None:
        original(self)
        for ext, parse in llvm_ir_frontend(self).items():
            self.available_frontends.setdefault(ext, parse)  # type: ignore[arg-type]

    xDSLOptMain.register_all_frontends = register_all_frontends  # type: ignore[method-assign, assignment]
    xDSLOptMain._nvvm_llvm_ir_frontend = True  # type: ignore[attr-defined]
