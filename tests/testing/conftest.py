"""Shared skips for the oracle tests: each oracle is an optional test extra."""

from __future__ import annotations

import pytest

from nvvm_xdsl_testing.cuda_tools import has_tool


def require_tools(*names: str) -> None:
    for name in names:
        if not has_tool(name):
            pytest.skip(f"{name} is not installed")
