"""Runs the lit/FileCheck suites as part of `pytest`, so one command runs every test."""

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_filecheck_suite():
    lit = Path(sys.executable).parent / "lit"
    result = subprocess.run(
        [str(lit), "-sv", str(ROOT / "tests" / "filecheck")],
        cwd=ROOT,
        capture_output=True,
        text=True,
    )
    print(result.stdout[-20000:])
    print(result.stderr[-5000:])
    assert result.returncode == 0, "lit reported failures (see captured output)"
    assert "Passed" in result.stdout
