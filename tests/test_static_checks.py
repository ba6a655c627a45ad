"""The linter and the type checker, as the test command runs them (configuration in
pyproject.toml): a finding fails the suite like a failing test."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def _run(tool: str, *args: str) -> subprocess.CompletedProcess[str]:
    """`tool` from this interpreter's environment (the `test` extra installs both)."""
    if shutil.which(tool, path=str(Path(sys.executable).parent)) is None:
        pytest.skip(f"{tool} is not installed (pip install -e '.[test]')")
    return subprocess.run(
        [sys.executable, "-m", tool, *args], cwd=ROOT, capture_output=True, text=True, timeout=600
    )


def test_ruff_finds_nothing():
    result = _run("ruff", "check", "--no-cache", "nvvm_xdsl", "nvvm_xdsl_testing", "tests", "tools", "bench", "lit.cfg.py")
    assert result.returncode == 0, result.stdout + result.stderr


def test_mypy_finds_nothing():
    # The package (files in [tool.mypy]); no cache, so a stale one cannot hide a finding.
    result = _run("mypy", "--no-incremental", "--cache-dir", "/dev/null")
    assert result.returncode == 0, result.stdout + result.stderr
