"""Where the oracles that must not run in the test process (a JIT that may crash it, LLVM options
that hold for the whole process) run: children forked from a fork server that imported them once.

A spawned child, or `python -c`, paid the imports of xdsl, the package and llvmlite (0.5 to 2 s of
CPU) on every call; a fork of the server pays none of them.
"""

from __future__ import annotations

import multiprocessing
import multiprocessing.context
from functools import cache

_PRELOAD = ["nvvm_xdsl_testing.host_exec", "nvvm_xdsl_testing.llvm_oracle", "llvmlite.binding"]


@cache
def child_context() -> multiprocessing.context.BaseContext:
    """The fork server's context, its preloads set before its first use. Forking the test process
    itself is unsafe (its threads, its llvmlite state); the server is a fresh single-threaded one."""
    context = multiprocessing.get_context("forkserver")
    context.set_forkserver_preload(_PRELOAD)
    return context
