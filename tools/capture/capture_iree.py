"""Capture IREE's own CUDA lowering of small tensor programs (tests/producers/iree/).

Unlike capture_mlir_gpu.py (upstream's GPU->NVVM patterns run by `iree-opt` on hand-written
gpu.modules), this runs IREE's whole compiler on a `linalg` program (tools/capture/iree_kernels/)
and keeps the module its `iree-convert-to-nvvm` pass leaves, the one IREE hands to LLVM; no GPU is
needed (`--compile-to=executable-targets` stops before the binary):

    iree-compile src.mlir --iree-hal-target-device=cuda --iree-cuda-target=sm_80 \\
      --compile-to=executable-targets --mlir-print-ir-after=iree-convert-to-nvvm \\
      --mlir-disable-threading [--mlir-print-op-generic]

For each program NAME (one dispatch each):
  - NAME.mlir: IREE's printing of the dumped module;
  - NAME.generic.mlir: the same module in MLIR's generic form (properties as IREE's MLIR stores them);
  - NAME.json: the target, grid and block (IREE's `iree_codegen.dispatch_config`), the kernels,
    and the command;
  - NAME.iree.ptx: IREE's own PTX of the same program (its LLVM NVPTX, the whole compiler run with
    `--iree-hal-dump-executable-binaries-to`): the reference for the kernels' `.entry` lists.

The target is sm_80 unless the source's first lines say `// iree-cuda-target: sm_NN` (IREE 3.13
knows sm_80..sm_89 and sm_120; sm_90 and sm_100 stop at "missing GPU target").

Usage: /work/venv-iree/bin/python tools/capture/capture_iree.py [--out tests/producers/iree]
       [--iree-compile /work/venv-iree/bin/iree-compile] [NAME...]
"""

from __future__ import annotations

import argparse
import json
import re
import subprocess
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SOURCES = Path(__file__).parent / "iree_kernels"
TARGET = "sm_80"
TARGET_LINE = re.compile(r"^// iree-cuda-target: (sm_\w+)$", re.M)
DUMP_HEADER = re.compile(r"^// -----// IR Dump After .*?//----- //\n", re.M)


def target_of(src: Path) -> str:
    found = TARGET_LINE.search(src.read_text())
    return found.group(1) if found else TARGET


def flags(target: str) -> list[str]:
    return [
        "--iree-hal-target-device=cuda",
        f"--iree-cuda-target={target}",
        "--compile-to=executable-targets",
        "--mlir-print-ir-after=iree-convert-to-nvvm",
        "--mlir-disable-threading",
    ]


def dumped_module(iree_compile: str, src: Path, generic: bool) -> str:
    cmd = [iree_compile, str(src), *flags(target_of(src)), "-o", "/dev/null"]
    if generic:
        cmd.append("--mlir-print-op-generic")
    proc = subprocess.run(cmd, capture_output=True, text=True, check=True)
    dumps = [d for d in DUMP_HEADER.split(proc.stderr) if d.strip()]
    if len(dumps) != 1:
        raise SystemExit(f"{src}: expected one dispatch, got {len(dumps)} dumps")
    return dumps[0].strip() + "\n"


def iree_ptx(iree_compile: str, src: Path) -> str:
    """IREE's PTX for the program: the whole compiler run, the executable's PTX dumped."""
    with tempfile.TemporaryDirectory() as tmp:
        subprocess.run(
            [iree_compile, str(src), "--iree-hal-target-device=cuda", f"--iree-cuda-target={target_of(src)}",
             f"--iree-hal-dump-executable-binaries-to={tmp}", "-o", "/dev/null"],
            capture_output=True, text=True, check=True,
        )
        dumped = sorted(Path(tmp).glob("*.ptx"))
        if len(dumped) != 1:
            raise SystemExit(f"{src}: expected one executable, got {len(dumped)} PTX files")
        return dumped[0].read_text()


def kernels(module: str) -> list[str]:
    """The dispatch functions: IREE's kernels are the defined llvm.funcs named *_dispatch_*."""
    return sorted(set(re.findall(r"llvm\.func @(\w+_dispatch_\w+)\(", module)))


def launch(module: str) -> tuple[list[int | str], list[int]]:
    """(grid, block) from IREE's `iree_codegen.dispatch_config`: its `workgroup_size` and the
    values its region yields (the workgroup count: constants, but for dynamic shapes)."""
    config = re.search(r"iree_codegen\.dispatch_config @\w+ workgroup_size = \[([\d, ]+)\](.*?)\n  \}", module, re.S)
    if config is None:
        raise SystemExit("no iree_codegen.dispatch_config with a workgroup_size")
    block = [int(d) for d in config.group(1).split(",")]
    body = config.group(2)
    constants = dict(re.findall(r"(%\w+) = arith\.constant (\d+) : index", body))
    yielded = re.search(r"iree_codegen\.yield ([^:]+):", body)
    if yielded is None:
        raise SystemExit("dispatch_config yields no workgroup count")
    # A dynamic workgroup count (from the dispatch's run-time sizes) is kept as the op computing it.
    defined = dict(re.findall(r"(%\w+) = (.*)", body))
    grid = [
        int(constants[v]) if v in constants else defined[v].strip()
        for v in (v.strip() for v in yielded.group(1).split(","))
    ]
    return grid, block


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--out", type=Path, default=ROOT / "tests/producers/iree")
    ap.add_argument("--iree-compile", default="/work/venv-iree/bin/iree-compile")
    ap.add_argument("names", nargs="*", help="only these programs (default: all)")
    args = ap.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    version = subprocess.run(
        [args.iree_compile, "--version"], capture_output=True, text=True, check=True
    ).stdout
    for src in sorted(SOURCES.glob("*.mlir")):
        name = src.stem
        if args.names and name not in args.names:
            continue
        pretty = dumped_module(args.iree_compile, src, generic=False)
        (args.out / f"{name}.mlir").write_text(pretty)
        (args.out / f"{name}.generic.mlir").write_text(dumped_module(args.iree_compile, src, generic=True))
        (args.out / f"{name}.iree.ptx").write_text(iree_ptx(args.iree_compile, src))
        grid, block = launch(pretty)
        info = {
            "target": target_of(src),
            "grid": grid,
            "block": block,
            "kernels": kernels(pretty),
            "source": f"tools/capture/iree_kernels/{src.name}",
            "command": " ".join(["iree-compile", "SRC", *flags(target_of(src))]),
            "iree_compile": " ".join(version.split()[:8]),
        }
        (args.out / f"{name}.json").write_text(json.dumps(info, indent=2) + "\n")
        print(f"{name}: {len(info['kernels'])} kernel(s)")


if __name__ == "__main__":
    main()
