"""Measure LLVM NVPTX codegen tests (`llvm/test/CodeGen/NVPTX/*.ll`) through nvvm-xdsl.

For each `.ll`: the first RUN line that is a plain `llc` for nvptx64 (`-march`/`-mtriple`,
`-mcpu=sm_XX`, `-mattr=+ptxNN`, `-O2`/`-O3`, `-verify-machineinstrs`; a file whose RUN lines all
need other flags is not attempted) gives the target as tools/capture/capture_llvm_nvptx.sh takes
it (sm_80 for the older SMs); llc-22's PTX is the reference (a file llc-22 rejects is not attempted);
ours is compiled at -O2 and -O0, both assembled with ptxas, and the signatures compared as
tests/test_llvm_ir_frontend.py does. Prints one line per file and the totals:

    python tools/capture/measure_llvm_nvptx.py DIR_OR_FILES... [--keep]

`--keep` writes llc's PTX beside each attempted file as `NAME.llc.ptx`.
"""

from __future__ import annotations

import argparse
import re
import signal
import subprocess
import sys
import tempfile
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from nvvm_xdsl_testing.cuda_tools import ptxas  # noqa: E402
from nvvm_xdsl_testing.ll_abi import abi_mismatches, compile_ll  # noqa: E402

ALLOWED = re.compile(r"^(-march=nvptx64|-?-mtriple=nvptx64(-[\w-]+)?|-mcpu=sm_\w+|-mattr=\+ptx\d+|-O[0-3]|-verify-machineinstrs|-filetype=asm|-o|-)$")


def llc_options(ll_text: str) -> tuple[str, str | None] | None:
    """(sm, ptx feature) of the first plain nvptx64 llc RUN line, or None."""
    for line in re.findall(r"^; RUN:(.*)$", ll_text, re.MULTILINE):
        command = line.split("|")[0]
        words = command.replace("%if ptxas %{", "").split()
        targets = [w for w in words if w.lstrip("-").startswith(("march=", "mtriple="))]
        # No -march/-mtriple: the module's own triple decides.
        triple = re.search(r'^target triple = "(\w+)', ll_text, re.MULTILINE)
        nvptx64 = all("nvptx64" in w for w in targets) if targets else bool(triple and triple.group(1) == "nvptx64")
        if "llc" not in words or not nvptx64:
            continue
        flags = [w for w in words if w.startswith("-")]
        if not all(ALLOWED.match(f) for f in flags):
            continue
        cpu = next((f.split("=sm_")[1] for f in flags if f.startswith("-mcpu=")), "80")
        sm = cpu if re.match(r"^(8|9|1\d)\d", cpu) else "80"
        ptx = next((f.split("+ptx")[1] for f in flags if f.startswith("-mattr=")), None)
        return sm, (ptx if ptx and int(ptx) > 70 else None)
    return None


class Timeout(Exception):
    pass


def _alarm(signum, frame):
    raise Timeout


def measure(ll: Path, keep: bool) -> tuple[str, str]:
    text = ll.read_text()
    options = llc_options(text)
    if options is None:
        return "not attempted", "RUN line needs other llc flags"
    sm, ptx_feature = options
    mattr = [f"-mattr=+ptx{ptx_feature}"] if ptx_feature else []
    llc = subprocess.run(["llc-22", "-mtriple=nvptx64-nvidia-cuda", f"-mcpu=sm_{sm}", *mattr, str(ll), "-o", "-"], capture_output=True, text=True)
    if llc.returncode:
        return "not attempted", "llc-22 rejects it: " + llc.stderr.strip().splitlines()[0][:120]
    reference = llc.stdout
    if keep:
        ll.with_suffix(".llc.ptx").write_text(reference)
    version = re.search(r"^\.version (\d+\.\d+)", reference, re.MULTILINE)
    ptx_version = version.group(1) if version and ptx_feature else None
    signal.alarm(120)
    try:
        optimized = compile_ll(text.encode(), str(ll), sm, ptx_version=ptx_version)
        ours = compile_ll(text.encode(), str(ll), sm, opt_level=0, ptx_version=ptx_version)
    except Timeout:
        return "compile", "timeout"
    except Exception as error:  # noqa: BLE001 - the measurement records every failure
        message = str(error).strip().splitlines()[0] if str(error).strip() else type(error).__name__
        return "compile", f"{type(error).__name__}: {message[:200]}"
    finally:
        signal.alarm(0)
    for level, ptx in (("O2", optimized), ("O0", ours)):
        result = ptxas(ptx, arch=f"sm_{sm}", relocatable=True)
        if not result.ok:
            with tempfile.NamedTemporaryFile("w", suffix=".ptx", delete=False, prefix=ll.stem + "-") as f:
                f.write(ptx)
            first = next((line for line in result.stderr.splitlines() if "error" in line), result.stderr.strip()[:200])
            theirs = ptxas(reference, arch=f"sm_{sm}", relocatable=True)
            return "assemble", f"{level} {first[:200]} ({f.name}){'' if theirs.ok else ' [llc PTX fails too]'}"
    problems = abi_mismatches(text, ours, optimized, reference)
    if problems:
        return "signature", "; ".join(problems)[:300]
    return "ok", ""


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("inputs", nargs="+", type=Path)
    parser.add_argument("--keep", action="store_true")
    args = parser.parse_args()
    files = sorted(f for p in args.inputs for f in ([p] if p.is_file() else p.glob("*.ll")))
    signal.signal(signal.SIGALRM, _alarm)
    totals: Counter[str] = Counter()
    for ll in files:
        outcome, detail = measure(ll, args.keep)
        totals[outcome] += 1
        print(f"{outcome:14} {ll.name}: {detail}", flush=True)
    attempted = sum(n for k, n in totals.items() if k != "not attempted")
    passed_compile = attempted - totals["compile"]
    passed_assemble = passed_compile - totals["assemble"]
    print(
        f"\n{len(files)} files, {attempted} attempted: {passed_compile} compile, "
        f"{passed_assemble} compile and assemble, {totals['ok']} with llc's signatures"
    )


if __name__ == "__main__":
    main()
