"""The cyclic garbage collector during `nvvm-opt`'s start-up, imported first by `nvvm_opt`.

Start-up defines about a thousand classes (ops, attributes, their dataclasses) and the objects
they hold, all alive until the process exits: each of the collector's runs during the imports
rescans them, about 0.05 CPU s in all. Importing this module turns collection off; `nvvm_opt`
turns it back on (`resume`) once its own imports are done, and its `main` keeps it off while the
driver sets up, then freezes what start-up built (never rescanned) before compiling.

It also keeps the code `dataclasses` generates. Every dataclass (xDSL's attributes, its own
helper classes, ours: about 350 of them, with 1 600 generated `__init__`/`__eq__`/`__hash__`/
`__setattr__` ... functions) has its methods written as Python source and compiled with `exec`
when the class is defined: about a quarter of start-up's CPU time. The compiled code objects are
kept in a marshal file beside this module's bytecode, keyed by their source text (so an entry can
never be stale, and one the cache lacks is compiled as before), and written back when a run
compiled new ones, as Python writes `.pyc` files (not with PYTHONDONTWRITEBYTECODE).
"""

from __future__ import annotations

import atexit
import contextlib
import dataclasses
import gc
import importlib.util
import marshal
import os
import sys
from collections.abc import Iterator
from types import CodeType
from typing import Any

_COLLECTING = gc.isenabled()
gc.disable()

# A cache above this many entries (sources of older versions piling up) is rewritten with only
# the entries this run used.
_MAX_CACHED_FUNCTIONS = 20_000


def _code_cache_path() -> str | None:
    try:
        pyc = importlib.util.cache_from_source(__file__)
    except (NotImplementedError, ValueError):  # no bytecode cache (sys.implementation.cache_tag None)
        return None
    return os.path.join(os.path.dirname(pyc), f"dataclass_code.{sys.implementation.cache_tag}.marshal")


class _DataclassCodeCache:
    """`exec` as the `dataclasses` module sees it: a source text it compiled before comes from
    the cache. Compiled as `exec(text)` inside `dataclasses` would (no inherited `__future__`
    flags: `dataclasses` has none)."""

    def __init__(self, path: str | None) -> None:
        self.path = path
        self.cached: dict[str, CodeType] = {}
        self.used: dict[str, CodeType] = {}
        self.compiled = 0
        if path is not None:
            try:
                with open(path, "rb") as f:
                    loaded = marshal.load(f)
                if isinstance(loaded, dict):
                    self.cached = loaded
            except (OSError, EOFError, ValueError, TypeError):
                pass  # absent, or written by another Python: compiled as if absent

    def __call__(self, source: Any, globals: Any = None, locals: Any = None) -> None:
        if isinstance(source, str):
            code = self.cached.get(source)
            if code is None:
                code = compile(source, "<string>", "exec", dont_inherit=True)
                self.cached[source] = code
                self.compiled += 1
            self.used[source] = code
            source = code
        exec(source, globals, locals)

    def write(self) -> None:
        """Keep what this run compiled, as Python keeps bytecode: not with
        PYTHONDONTWRITEBYTECODE, and silently not where the directory is read-only."""
        if not self.compiled or self.path is None or sys.dont_write_bytecode:
            return
        entries = self.cached if len(self.cached) <= _MAX_CACHED_FUNCTIONS else self.used
        tmp = f"{self.path}.{os.getpid()}.tmp"
        try:
            os.makedirs(os.path.dirname(self.path), exist_ok=True)
            with open(tmp, "wb") as f:
                marshal.dump(entries, f)
            os.replace(tmp, self.path)  # readers see the old file or the new one, never a part
        except OSError:
            with contextlib.suppress(OSError):
                os.unlink(tmp)
        self.compiled = 0


dataclass_code_cache = _DataclassCodeCache(_code_cache_path())
dataclasses.exec = dataclass_code_cache  # type: ignore[attr-defined]  # the module's global shadows the builtin
atexit.register(dataclass_code_cache.write)


def resume() -> None:
    """Collection back on if it was on when this module was imported."""
    if _COLLECTING:
        gc.enable()


@contextlib.contextmanager
def collector_paused() -> Iterator[None]:
    """No collection inside; after it, what was built is frozen and collection resumes if it
    was on."""
    collecting = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        gc.freeze()
        if collecting:
            gc.enable()
