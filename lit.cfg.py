# lit configuration for the FileCheck suites under tests/filecheck.
import importlib.util
import os
import shutil
import sys
from pathlib import Path

import lit.formats

config.name = "nvvm_xdsl"
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".mlir"]
config.test_source_root = os.path.dirname(__file__)
# Only tests/filecheck holds lit tests; MLIR files elsewhere (examples, kernels) are inputs.
config.excludes = ["Output", ".venv", "examples", "bench", "build", "kernels", "docs", "nvvm_xdsl", "nvvm_xdsl_testing"]

# lit scrubs the environment: the venv's scripts (xdsl-opt, nvvm-opt, filecheck) come first.
config.environment["PATH"] = os.pathsep.join(
    [os.path.dirname(sys.executable), config.environment.get("PATH", "")]
)
# A checkout other than the installed one (a git worktree) is tested through PYTHONPATH.
if os.environ.get("PYTHONPATH"):
    config.environment["PYTHONPATH"] = os.environ["PYTHONPATH"]
config.substitutions.append(
    (
        "XDSL_ROUNDTRIP",
        "xdsl-opt %s --print-op-generic --split-input-file | xdsl-opt --split-input-file | filecheck %s",
    )
)
config.substitutions.append(("%python", sys.executable))


def _cuda_tool(tool: str) -> str | None:
    """ptxas, nvcc and cuobjdump ship in the nvidia-cuda-* wheels under nvidia/cu13/bin."""
    spec = importlib.util.find_spec("nvidia")
    if spec and spec.submodule_search_locations:
        for root in spec.submodule_search_locations:
            candidate = Path(root) / "cu13" / "bin" / tool
            if candidate.exists():
                return str(candidate)
    return shutil.which(tool)


for tool in ("ptxas", "cuobjdump", "nvcc"):
    path = _cuda_tool(tool)
    if path:
        config.available_features.add(tool)
        config.substitutions.append((f"%{tool}", path))

if importlib.util.find_spec("llvmlite") is not None:
    config.available_features.add("llvmlite")
    # link-libdevice: llvmlite and a libdevice.10.bc (the `libdevice` extra).
    from nvvm_xdsl.transforms.link_libdevice import find_libdevice

    if find_libdevice() is not None:
        config.available_features.add("libdevice")
