"""The test oracles (`nvvm_xdsl_testing/`, beside the package and not installed with it) are
importable from every test, wherever pytest is started."""

import sys
from pathlib import Path

import pytest

_REPO_ROOT = str(Path(__file__).resolve().parent.parent)
if _REPO_ROOT not in sys.path:
    sys.path.insert(0, _REPO_ROOT)

# The exec tests' shared check asserts for them: pytest explains its failures as their own.
pytest.register_assert_rewrite("nvvm_xdsl_testing.exec_check")
