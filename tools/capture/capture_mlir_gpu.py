"""Lower this project's upstream-MLIR GPU programs to the llvm/nvvm dialects with IREE's tools.

Run with a Python that has `iree-base-compiler` installed (kept out of the project's
dependencies), from anywhere:

    /work/venv-iree/bin/python tools/capture/capture_mlir_gpu.py --out tests/producers/mlir_gpu

The programs are the files in tests/producers/mlir_gpu/src/ (gpu.module/gpu.func, or host
functions with gpu.launch), written for this project. For each NAME it writes, under OUT:
  NAME.mlir        the lowered module: `gpu.module @... [#nvvm.target<chip = "sm_80">]` holding
                   llvm.func kernels (the shape upstream's convert-gpu-to-nvvm produces)
  NAME.debug.mlir  the same with locations (`loc(...)` pointing into src/NAME.mlir)
  NAME.ref.ptx     LLVM's PTX for that module, from `iree-compile --compile-mode=hal-executable`
                   (not for device_call: IREE's workgroup-size reconciliation rejects a kernel
                   that calls other functions, or crashes when they carry a translation_info)
  NAME.json        how to launch each kernel (grid, block, arguments, the expanded parameters)

Upstream's `convert-gpu-to-nvvm` is not in `iree-opt`; `iree-convert-to-nvvm` applies the same
upstream pattern sets (GPU->NVVM, memref/arith/cf/math/vector->LLVM) in one conversion. The
steps, each one a separate tool run so every intermediate can be reproduced by hand:

  1. iree-opt: gpu-kernel-outlining, convert-scf-to-cf, expand-strided-metadata, lower-affine,
     canonicalize, cse, nvvm-attach-target{chip=sm_80}
  2. drop the host code (what gpu-kernel-outlining leaves in func.func: it is not device code,
     and iree-convert-to-nvvm would treat every func.func as a kernel)
  3. iree-opt: iree-convert-to-nvvm --iree-gpu-test-target=sm_80 --verify-each=false
  4. undo IREE's shared-memory packing (see undo_dynamic_shared_memory)
  5. iree-opt: canonicalize, cse
"""

from __future__ import annotations

import argparse
import json
import re
import shutil
import subprocess
import sys
import tempfile
from dataclasses import dataclass, field
from pathlib import Path

from iree.compiler import ir
from iree.compiler.version import VERSION as IREE_VERSION

REPO = Path(__file__).resolve().parents[2]
TOOLS = Path(sys.executable).parent
CHIP = "sm_80"
DYNAMIC_SHARED = "__dynamic_shared_memory__"

PREPARE = (
    "builtin.module(gpu-kernel-outlining,convert-scf-to-cf,expand-strided-metadata,lower-affine,"
    f"canonicalize,cse,nvvm-attach-target{{chip={CHIP}}})"
)
CONVERT = "builtin.module(iree-convert-to-nvvm)"
CLEANUP = "builtin.module(canonicalize,cse)"


# ---------------------------------------------------------------------------------------------
# How to launch each program (grid/block as expressions over the problem sizes)
# ---------------------------------------------------------------------------------------------


@dataclass
class Program:
    name: str
    kernel: str
    grid: list[str]
    block: list[int]
    args: list[dict[str, str]]
    problem: dict[str, object]
    notes: str = ""
    extra: dict[str, object] = field(default_factory=dict)


def _args(spec: str) -> list[dict[str, str]]:
    """'x:memref<?xf32>[n] n:index' -> [{"name": "x", "type": "memref<?xf32>", "shape": "[n]"}, ...]"""
    out = []
    for item in spec.split():
        name, rest = item.split(":", 1)
        shape = None
        if rest.endswith("]"):
            rest, shape = rest[: rest.index("[")], rest[rest.index("[") :]
        entry = {"name": name, "type": rest}
        if shape:
            entry["shape"] = shape
        out.append(entry)
    return out


PROGRAMS = [
    Program("saxpy", "saxpy", ["cdiv(n, 256)", "1", "1"], [256, 1, 1],
            _args("a:f32 x:memref<?xf32>[n] y:memref<?xf32>[n] n:index"), {"n": 1 << 20}),
    Program("libdevice_math", "math_mix", ["cdiv(n, 128)", "1", "1"], [128, 1, 1],
            _args("x:memref<?xf32>[n] out:memref<?xf32>[n] n:index"), {"n": 100000}),
    Program("grid_stride_scale", "scale_all_kernel", ["80", "1", "1"], [256, 1, 1],
            _args("data:memref<?xf32>[n] factor:f32 n:index"), {"n": 1 << 22},
            notes="outlined from gpu.launch: args are in the order gpu-kernel-outlining chose"),
    Program("block_reduce_sum", "block_sum", ["cdiv(n, 256)", "1", "1"], [256, 1, 1],
            _args("in:memref<?xf32>[n] partial:memref<?xf32>[cdiv(n,256)] n:index"), {"n": 1 << 20}),
    Program("warp_shuffle_reduce", "max_and_sum", ["n // 256", "1", "1"], [256, 1, 1],
            _args("in:memref<?xf32>[n] max_out:memref<?xf32>[n/256] sum_out:memref<?xf32>[n/256]"),
            {"n": 1 << 20}, notes="n must be a multiple of 256 (no bounds check)"),
    Program("transpose_shared", "transpose_kernel", ["cdiv(cols, 32)", "cdiv(rows, 32)", "1"],
            [32, 8, 1],
            _args("in:memref<?x?xf32>[rows,cols] out:memref<?x?xf32>[cols,rows] rows:index cols:index"),
            {"rows": 1000, "cols": 1500},
            notes="outlined from gpu.launch: args are in the order gpu-kernel-outlining chose"),
    Program("stencil_2d", "jacobi_step", ["cdiv(cols, 16)", "cdiv(rows, 16)", "1"], [16, 16, 1],
            _args("u:memref<?x?xf32>[rows,cols] next:memref<?x?xf32>[rows,cols]"),
            {"rows": 1024, "cols": 1024}),
    Program("matmul_naive", "matmul", ["cdiv(N, 16)", "cdiv(M, 16)", "1"], [16, 16, 1],
            _args("a:memref<?x?xf32>[M,K] b:memref<?x?xf32>[K,N] c:memref<?x?xf32>[M,N]"),
            {"M": 512, "N": 384, "K": 256}),
    Program("matmul_tiled", "matmul_tiled", ["32", "32", "1"], [16, 16, 1],
            _args("a:memref<512x512xf32> b:memref<512x512xf32> c:memref<512x512xf32>"), {}),
    Program("histogram_atomic", "histogram", ["cdiv(n, 256)", "1", "1"], [256, 1, 1],
            _args("keys:memref<?xi32>[n] hist:memref<64xi32> flags:memref<?xi32>[cdiv(n,32)] n:index"),
            {"n": 1 << 20}, notes="hist and flags must be zeroed before the launch"),
    Program("softmax_rows", "softmax", ["rows", "1", "1"], [128, 1, 1],
            _args("x:memref<?x?xf32>[rows,cols] y:memref<?x?xf32>[rows,cols]"),
            {"rows": 4096, "cols": 1000}),
    Program("layernorm_warp", "layernorm", ["cdiv(rows, 8)", "1", "1"], [32, 8, 1],
            _args("x:memref<?x?xf32>[rows,cols] gamma:memref<?xf32>[cols] beta:memref<?xf32>[cols] "
                  "y:memref<?x?xf32>[rows,cols] eps:f32"),
            {"rows": 4096, "cols": 256, "eps": 1e-5}),
    Program("inclusive_scan", "block_scan", ["cdiv(n, 256)", "1", "1"], [256, 1, 1],
            _args("in:memref<?xf32>[n] out:memref<?xf32>[n] totals:memref<?xf32>[cdiv(n,256)] n:index"),
            {"n": 1 << 20}),
    Program("convert_vectorized", "clamp_to_f16", ["cdiv(count, 512)", "1", "1"], [128, 1, 1],
            _args("src:memref<?xf32>[count] dst:memref<?xf16>[count] count:i64 limit:f32"),
            {"count": 1000003, "limit": 60000.0},
            notes="vector.load of 4 f32 lanes: src/dst aligned to 16/8 bytes"),
    Program("device_call", "blend", ["cdiv(n, 256)", "1", "1"], [256, 1, 1],
            _args("x:memref<?xf32>[n] lanes:memref<?xi32>[n] lo:f32 hi:f32 n:index"), {"n": 1 << 20}),
]


# ---------------------------------------------------------------------------------------------
# Steps
# ---------------------------------------------------------------------------------------------


def iree_opt(text: str, pipeline: str, *flags: str, source: str = "-") -> str:
    cmd = [str(TOOLS / "iree-opt"), source, f"--pass-pipeline={pipeline}", *flags]
    proc = subprocess.run(cmd, input=None if source != "-" else text, capture_output=True,
                          text=True, cwd=REPO)
    if proc.returncode != 0:
        raise RuntimeError(f"{' '.join(cmd)} failed:\n{proc.stderr[-3000:]}")
    return proc.stdout


def kernel_argument_order(prepared: str, program: Program) -> list[dict[str, str]]:
    """The program's arguments in the order the kernel takes them. For a gpu.launch program,
    gpu-kernel-outlining chose that order: its gpu.launch_func passes host arguments
    (`args(%arg2 : index, %arg0 : memref<...>, ...)`), numbered as in program.args."""
    launch = re.search(r"gpu\.launch_func .*? args\((.*?)\)(?: loc\(.*\))?$", prepared, re.M)
    if launch is None:
        return program.args
    order = [int(n) for n in re.findall(r"%arg(\d+) :", launch.group(1))]
    if len(order) != len(re.findall(r" : ", launch.group(1))):
        raise RuntimeError(f"{program.name}: the launch passes values other than host arguments")
    return [program.args[i] for i in order]


def drop_host_code(text: str) -> str:
    """Keep only the gpu.modules: gpu-kernel-outlining leaves the host function (with its
    gpu.launch_func) beside them."""
    with ir.Context():
        module = ir.Module.parse(text)
        for op in list(module.body.operations):
            if op.operation.name != "gpu.module":
                op.operation.erase()
        return module.operation.get_asm(enable_debug_info=True, print_generic_op_form=True)


def _move_dynamic_shared_global_inside(text: str) -> str:
    """IREE creates `@__dynamic_shared_memory__` at the top level, outside the gpu.module whose
    kernels use it, so the module does not verify (and cannot be parsed back). Put a copy at
    the start of every gpu.module; undo_dynamic_shared_memory removes it again."""
    pattern = re.compile(
        r'^ *"llvm\.mlir\.global"\(\) <\{[^\n]*sym_name = "' + DYNAMIC_SHARED
        + r'"[^\n]*\(\{\n *\}\) : \(\) -> \(\)[^\n]*\n', re.M)
    found = pattern.search(text)
    if not found:
        return text
    decl = found.group(0)
    text = text[: found.start()] + text[found.end():]
    return re.sub(r'^( *"gpu\.module"\(\) <\{[^\n]*\}> \(\{\n)', lambda m: m.group(1) + decl,
                  text, flags=re.M)


_DYNAMIC_INDEX = -(2**31)  # rawConstantIndices' marker for "the next index operand"


_SCALAR_BYTES = {"i8": 1, "f16": 2, "bf16": 2, "i16": 2, "f32": 4, "i32": 4, "f64": 8, "i64": 8}


def type_bytes(llvm_type: str) -> int:
    """Size of a (nested) !llvm.array of scalars, as printed: `!llvm.array<32 x array<33 x f32>>`."""
    text = llvm_type.removeprefix("!llvm.")
    count = 1
    while (m := re.fullmatch(r"array<(\d+) x (.*)>", text)) is not None:
        count *= int(m.group(1))
        text = m.group(2)
    return count * _SCALAR_BYTES[text]


def _gep_indices(gep) -> list[int] | None:
    """The GEP's indices as integers, where every dynamic index is an llvm.mlir.constant;
    None where one is not."""
    raw = [int(x) for x in ir.DenseI32ArrayAttr(gep.attributes["rawConstantIndices"])]
    dynamic = list(gep.operands)[1:]
    indices = []
    for value in raw:
        if value != _DYNAMIC_INDEX:
            indices.append(value)
            continue
        owner = dynamic.pop(0).owner
        if not hasattr(owner, "operation") or owner.operation.name != "llvm.mlir.constant":
            return None
        indices.append(ir.IntegerAttr(owner.operation.attributes["value"]).value)
    return indices


def undo_dynamic_shared_memory(text: str) -> tuple[str, list[str]]:
    """Give every shared-memory access back its own global, as upstream's lowering has it.

    iree-convert-to-nvvm packs all workgroup memory (memref.globals in address space 3 and
    gpu.func workgroup attributions) into one external `@__dynamic_shared_memory__` byte array:
    each `llvm.mlir.addressof @G` becomes `getelementptr @__dynamic_shared_memory__[0, OFFSET]`,
    while the (now unused) globals `@G` stay in the module. The pointer at OFFSET is always
    used by the GEP that upstream's memref lowering emits right after `addressof @G`, whose
    element type is @G's type: that identifies the global again. Globals of the same type are
    matched in order (they are interchangeable: same type, no initializer). Returns the
    rewritten module (generic form, with locations) and a log of what was replaced."""
    log: list[str] = []
    with ir.Context():
        module = ir.Module.parse(_move_dynamic_shared_global_inside(text))
        for gpu_module in module.body.operations:
            if gpu_module.operation.name != "gpu.module":
                continue
            body = gpu_module.operation.regions[0].blocks[0]
            shared: list = []
            packed = None
            for op in body.operations:
                if op.operation.name != "llvm.mlir.global":
                    continue
                attrs = op.operation.attributes
                name = ir.StringAttr(attrs["sym_name"]).value
                if name == DYNAMIC_SHARED:
                    packed = op
                elif "addr_space" in attrs and ir.IntegerAttr(attrs["addr_space"]).value == 3:
                    shared.append(op)
            if packed is None:
                continue

            bases: list = []

            def find_bases(op, bases=bases):
                op = op.operation if hasattr(op, "operation") else op
                if op.name == "llvm.getelementptr":
                    owner = op.operands[0].owner
                    if hasattr(owner, "operation") and \
                            owner.operation.name == "llvm.mlir.addressof" and \
                            ir.FlatSymbolRefAttr(owner.operation.attributes["global_name"]).value \
                            == DYNAMIC_SHARED:
                        bases.append(op)
                return ir.WalkResult.ADVANCE

            gpu_module.operation.walk(find_bases)
            by_offset: dict[int, list] = {}
            for base in bases:
                indices = _gep_indices(base)
                if indices is None or len(indices) != 2 or indices[0] != 0:
                    raise RuntimeError(f"unexpected use of {DYNAMIC_SHARED}: {base}")
                by_offset.setdefault(indices[1], []).append(base)

            unused = list(shared)
            for offset in sorted(by_offset):
                element_types = set()
                for base in by_offset[offset]:
                    for use in base.result.uses:
                        user = use.owner
                        if user.operation.name == "llvm.getelementptr":
                            element_types.add(str(ir.TypeAttr(user.attributes["elem_type"]).value))
                if len(element_types) != 1:
                    raise RuntimeError(f"shared offset {offset}: cannot tell its global "
                                       f"(element types {sorted(element_types)})")
                (element_type,) = element_types
                match = next((g for g in unused if str(ir.TypeAttr(
                    g.operation.attributes["global_type"]).value) == element_type), None)
                if match is None:
                    raise RuntimeError(f"shared offset {offset}: no global of type {element_type}")
                unused.remove(match)
                name = ir.StringAttr(match.operation.attributes["sym_name"]).value
                log.append(f"{DYNAMIC_SHARED}+{offset} -> @{name} ({element_type})")
                for base in by_offset[offset]:
                    with ir.InsertionPoint(base), base.location:
                        address = ir.Operation.create(
                            "llvm.mlir.addressof", results=[base.result.type],
                            attributes={"global_name": ir.FlatSymbolRefAttr.get(name)})
                    base.result.replace_all_uses_with(address.result)
                    base.erase()

            leftovers: list = []

            def find_packed_addresses(op, leftovers=leftovers):
                op = op.operation if hasattr(op, "operation") else op
                if op.name == "llvm.mlir.addressof" and ir.FlatSymbolRefAttr(
                        op.attributes["global_name"]).value == DYNAMIC_SHARED:
                    leftovers.append(op)
                return ir.WalkResult.ADVANCE

            gpu_module.operation.walk(find_packed_addresses)
            for op in leftovers:
                if list(op.result.uses):
                    raise RuntimeError(f"{DYNAMIC_SHARED} still used: {op}")
                op.erase()
            packed.operation.erase()
        module.operation.verify()
        return module.operation.get_asm(enable_debug_info=True, print_generic_op_form=True), log


def reference_ptx(plain: str, program: Program, work: Path) -> str | None:
    """LLVM's PTX for the lowered module: its gpu.module body inside a hal.executable (one
    export per kernel, with the block size as workgroup_size), through iree-compile."""
    # IREE takes the block size from each function's translation_info (without one it assumes
    # 1x1x1 and folds the thread ids to 0); the empty pass pipeline leaves the llvm dialect
    # module as it is, so only IREE's serialization (LLVM's NVPTX at O3) runs.
    dims = ", ".join(str(n) for n in program.block)
    translation = (f'#iree_codegen.translation_info<pipeline = '
                   f'#iree_codegen.pass_pipeline<""> workgroup_size = [{dims}]>')
    with ir.Context():
        module = ir.Module.parse(plain)
        bodies, exports = [], []
        for gpu_module in module.body.operations:
            if gpu_module.operation.name != "gpu.module":
                continue
            for op in gpu_module.operation.regions[0].blocks[0].operations:
                if op.operation.name == "llvm.func" and "nvvm.kernel" in op.operation.attributes:
                    op.operation.attributes["translation_info"] = ir.Attribute.parse(translation)
                    exports.append(ir.StringAttr(op.operation.attributes["sym_name"]).value)
                bodies.append(op.operation.get_asm())
    block = ", ".join(f"{n} : index" for n in program.block)
    export_text = "\n".join(
        f"    hal.executable.export public @{name} ordinal({i}) layout(#layout) "
        f"count(%device: !hal.device) -> (index, index, index) {{\n"
        f"      %one = arith.constant 1 : index\n"
        f"      hal.return %one, %one, %one : index, index, index\n"
        f"    }} <workgroup_size = [{block}]>"
        for i, name in enumerate(exports))
    source = (
        '#target = #hal.executable.target<"cuda", "cuda-nvptx-fb">\n'
        "#layout = #hal.pipeline.layout<bindings = [#hal.pipeline.binding<storage_buffer>]>\n"
        f"hal.executable public @{program.name} {{\n"
        "  hal.executable.variant public @cuda target(#target) {\n"
        f"{export_text}\n"
        "    builtin.module {\n" + "\n".join(bodies) + "\n    }\n  }\n}\n")
    hal_file = work / f"{program.name}.hal.mlir"
    hal_file.write_text(source)
    dump = work / f"{program.name}.dump"
    cmd = [str(TOOLS / "iree-compile"), "--compile-mode=hal-executable",
           "--iree-hal-target-device=cuda", f"--iree-cuda-target={CHIP}",
           f"--iree-gpu-test-target={CHIP}", f"--iree-hal-dump-executable-binaries-to={dump}",
           str(hal_file), "-o", str(work / f"{program.name}.bin")]
    proc = subprocess.run(cmd, capture_output=True, text=True)
    ptx = sorted(dump.glob("*.ptx")) if dump.is_dir() else []
    if proc.returncode != 0 or len(ptx) != 1:
        print(f"  {program.name}: no reference PTX ({proc.stderr.strip()[:300]})")
        return None
    return ptx[0].read_text()


def kernel_params(plain: str, kernel: str) -> list[str]:
    head = re.search(r"llvm\.func @" + re.escape(kernel) + r"\((.*?)\)( attributes|\s*\{)", plain)
    return re.findall(r"%arg\d+: ([^,]+)", head.group(1)) if head else []


def shared_bytes(log: list[str]) -> int:
    """End of the last packed buffer, from undo_dynamic_shared_memory's log lines
    (`__dynamic_shared_memory__+OFFSET -> @name (TYPE)`)."""
    ends = [0]
    for line in log:
        m = re.fullmatch(r"\S+\+(\d+) -> @\S+ \((.*)\)", line)
        ends.append(int(m.group(1)) + type_bytes(m.group(2)))
    return max(ends)


def capture(program: Program, src: Path, out: Path, work: Path) -> None:
    source = (src / f"{program.name}.mlir").resolve()
    # Relative to the repository, so the locations in NAME.debug.mlir do not name this machine.
    named = str(source.relative_to(REPO)) if source.is_relative_to(REPO) else str(source)
    prepared = iree_opt("", PREPARE, "--mlir-print-debuginfo", source=named)
    kernel_args = kernel_argument_order(prepared, program)
    device_only = drop_host_code(prepared)
    converted = iree_opt(device_only, CONVERT, f"--iree-gpu-test-target={CHIP}",
                         "--verify-each=false", "--mlir-print-op-generic", "--mlir-print-debuginfo")
    unpacked, log = undo_dynamic_shared_memory(converted)
    debug = iree_opt(unpacked, CLEANUP, "--mlir-print-debuginfo")
    plain = iree_opt(unpacked, CLEANUP)
    (out / f"{program.name}.mlir").write_text(plain)
    (out / f"{program.name}.debug.mlir").write_text(debug)
    ptx = reference_ptx(plain, program, work)
    if ptx is not None:
        (out / f"{program.name}.ref.ptx").write_text(ptx)
    params = kernel_params(plain, program.kernel)
    if not params:
        raise RuntimeError(f"{program.name}: kernel @{program.kernel} not found in the output")
    info = {
        "producer": f"upstream MLIR GPU lowering through iree-base-compiler {IREE_VERSION}",
        "kernel": program.kernel,
        "target": CHIP,
        "grid": program.grid,
        "block": program.block,
        # the kernel's own arguments, in its order; each memref expands to the descriptor
        # fields of mlir_params
        "args": kernel_args,
        # memref arguments become descriptors: allocated ptr, aligned ptr, offset, sizes..., strides...
        "mlir_params": params,
        "problem": program.problem,
        "shared_memory_unpacked": log,
        # iree-compile packs shared memory into __dynamic_shared_memory__ again, so launching
        # NAME.ref.ptx needs this many bytes of dynamic shared memory (NAME.mlir needs none).
        "ref_ptx_dynamic_shared_bytes": shared_bytes(log),
        "reference_ptx": ptx is not None,
        "notes": program.notes,
    }
    (out / f"{program.name}.json").write_text(json.dumps(info, indent=1) + "\n")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=REPO / "tests/producers/mlir_gpu")
    parser.add_argument("--src", type=Path, default=REPO / "tests/producers/mlir_gpu/src",
                        help="where the source programs are (default: the repository's)")
    parser.add_argument("names", nargs="*", help="capture only these programs")
    args = parser.parse_args()
    out = args.out.resolve()
    out.mkdir(parents=True, exist_ok=True)
    work = Path(tempfile.mkdtemp(prefix="capture-mlir-gpu-"))
    try:
        for program in PROGRAMS:
            if args.names and program.name not in args.names:
                continue
            capture(program, args.src, out, work)
            print(f"{program.name}: {(out / f'{program.name}.mlir').stat().st_size} bytes")
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
