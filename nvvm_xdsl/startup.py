"""The cyclic garbage collector during `nvvm-opt`'s start-up, imported first by `nvvm_opt`.

Start-up defines about a thousand classes (ops, attributes, their dataclasses) and the objects
they hold, all alive until the process exits: each of the collector's runs during the imports
rescans them, about 0.05 CPU s in all. Importing this module turns collection off; `nvvm_opt`
turns it back on (`resume`) once its own imports are done, and its `main` keeps it off while the
driver sets up, then freezes what start-up built (never rescanned) before compiling.
"""

from __future__ import annotations

import contextlib
import gc
from collections.abc import Iterator

_COLLECTING = gc.isenabled()
gc.disable()


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
