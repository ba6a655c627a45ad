"""The nvvm-opt flags an example asks for, in a `// nvvm-opt flags: --sm 90a` line (the tests,
the PTX snapshot and the SASS benchmark compile each example with them)."""

from __future__ import annotations

import re
from pathlib import Path

from nvvm_xdsl.target import DEFAULT_SM

_FLAGS_LINE = re.compile(r"^// nvvm-opt flags:(.*)$", re.MULTILINE)


def example_flags(path: Path) -> list[str]:
    match = _FLAGS_LINE.search(path.read_text())
    return match.group(1).split() if match else []


def example_target(path: Path, default: int | str = DEFAULT_SM) -> str:
    """The `--sm` an example is compiled for (`default`, nvvm-opt's, unless its flags say otherwise)."""
    flags = example_flags(path)
    return flags[flags.index("--sm") + 1] if "--sm" in flags else str(default)
