"""tools/check_tool.py, the end-to-end check of issue #28's findings, passes."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

SCRIPT = Path(__file__).parent.parent / "tools" / "check_tool.py"


def test_check_tool_passes():
    proc = subprocess.run([sys.executable, str(SCRIPT), "-j", "8"], capture_output=True, text=True, timeout=600)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert "FAIL" not in proc.stdout and " 0 failed" in proc.stdout, proc.stdout
