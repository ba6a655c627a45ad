"""Vector atomics on a real GPU (sm_90+): many threads add, or take the min/max of, vectors at the
same few addresses; every lane must end as NumPy's reduction of that lane, and the old values
returned must chain (each lane's olds plus their operands are the other olds and the final value).

Skipped, with the reason, where CuPy or an sm_90 device is missing (CI machines have neither).
The PTX comes from `nvvm-opt --ptx-version 8.1`, as a user would produce it.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from nvvm_xdsl_testing.gpu import device_sm, load_ptx, nvvm_opt_ptx, require_gpu

np, cupy = require_gpu()
if device_sm() < 90:
    pytest.skip("vector atomics need sm_90", allow_module_level=True)

THREADS = 256
BLOCKS = 16
SLOTS = 8

KERNEL = """
llvm.func @vatomic(%acc: !llvm.ptr, %src: !llvm.ptr, %olds: !llvm.ptr) attributes {{nvvm.kernel}} {{
  %block = nvvm.read.ptx.sreg.ctaid.x : i32
  %block_dim = nvvm.read.ptx.sreg.ntid.x : i32
  %thread = nvvm.read.ptx.sreg.tid.x : i32
  %base = llvm.mul %block, %block_dim : i32
  %i = llvm.add %base, %thread : i32
  %slots = llvm.mlir.constant({slots} : i32) : i32
  %slot = llvm.urem %i, %slots : i32
  %index = llvm.zext %i : i32 to i64
  %slot_index = llvm.zext %slot : i32 to i64
  %src_ptr = llvm.getelementptr inbounds %src[%index] : (!llvm.ptr, i64) -> !llvm.ptr, {vector}
  %v = llvm.load %src_ptr : !llvm.ptr -> {vector}
  %acc_ptr = llvm.getelementptr inbounds %acc[%slot_index] : (!llvm.ptr, i64) -> !llvm.ptr, {vector}
  %old = llvm.atomicrmw {kind} %acc_ptr, %v monotonic : !llvm.ptr, {vector}
  %old_ptr = llvm.getelementptr inbounds %olds[%index] : (!llvm.ptr, i64) -> !llvm.ptr, {vector}
  llvm.store %old, %old_ptr : {vector}, !llvm.ptr
  llvm.return
}}
"""


def _compile(vector: str, kind: str, workdir: Path) -> str:
    source = workdir / "kernel.mlir"
    source.write_text(KERNEL.format(vector=vector, kind=kind, slots=SLOTS))
    return nvvm_opt_ptx(source, "--sm", "90", "--ptx-version", "8.1")


def _as_float(elem: str, raw):
    """float32 view of the values (bf16 is stored as uint16: the high half of an f32)."""
    if elem == "bf16":
        return (raw.astype(np.uint32) << 16).view(np.float32)
    return raw.astype(np.float32)


def _to_device_dtype(elem: str, values):
    if elem == "bf16":
        return (values.astype(np.float32).view(np.uint32) >> 16).astype(np.uint16)
    return values.astype({"f32": np.float32, "f16": np.float16}[elem])


@pytest.mark.parametrize(
    "elem,lanes,kind,instruction",
    [
        ("f32", 2, "fadd", "atom.global.add.v2.f32"),
        ("f32", 4, "fadd", "atom.global.add.v4.f32"),
        ("f16", 2, "fadd", "atom.global.add.noftz.f16x2"),
        ("f16", 8, "fadd", "atom.global.add.noftz.v8.f16"),
        ("bf16", 4, "fadd", "atom.global.add.noftz.v4.bf16"),
        ("f16", 4, "fmax", "atom.global.max.noftz.v4.f16"),
        ("bf16", 8, "fmin", "atom.global.min.noftz.v8.bf16"),
    ],
)
def test_vector_atomics_match_numpy(elem: str, lanes: int, kind: str, instruction: str, tmp_path: Path):
    ptx = _compile(f"vector<{lanes}x{elem}>", kind, tmp_path)
    assert instruction in ptx
    n = THREADS * BLOCKS
    rng = np.random.default_rng(lanes)
    if kind == "fadd":
        # -1, 0 or 1: whatever order the atomics take, every partial sum is a small integer,
        # exact in each element type (bf16 holds integers up to 256 exactly; checked below).
        values = rng.integers(-1, 2, size=(n, lanes)).astype(np.float32)
    else:
        values = rng.integers(-500, 500, size=(n, lanes)).astype(np.float32)
    initial = rng.integers(-4, 5, size=(SLOTS, lanes)).astype(np.float32)
    if kind == "fadd":
        for slot in range(SLOTS):
            mine = values[np.arange(n) % SLOTS == slot]
            assert (mine > 0).sum(axis=0).max() + 4 <= 256 and (mine < 0).sum(axis=0).max() + 4 <= 256
    # What the device holds, read back as float32 (500 is not a bf16 value: compare like with like).
    values = _as_float(elem, _to_device_dtype(elem, values))
    initial = _as_float(elem, _to_device_dtype(elem, initial))
    src = cupy.asarray(_to_device_dtype(elem, values))
    acc = cupy.asarray(_to_device_dtype(elem, initial))
    olds = cupy.zeros_like(src)
    kernel = load_ptx(ptx, tmp_path).get_function("vatomic")
    kernel((BLOCKS,), (THREADS,), (acc, src, olds))
    cupy.cuda.Device().synchronize()

    final = _as_float(elem, acc.get())
    old = _as_float(elem, olds.get())
    slot_of = np.arange(n) % SLOTS
    for slot in range(SLOTS):
        mine = values[slot_of == slot]
        if kind == "fadd":
            expected = initial[slot] + mine.sum(axis=0)
        elif kind == "fmax":
            expected = np.maximum(initial[slot], mine.max(axis=0))
        else:
            expected = np.minimum(initial[slot], mine.min(axis=0))
        np.testing.assert_array_equal(final[slot], expected)
        if kind == "fadd":
            # Per lane the atomics form one chain: {olds + operands} = {olds} - {initial} + {final}.
            their_olds = old[slot_of == slot]
            for lane in range(lanes):
                after = np.sort(np.append(their_olds[:, lane] + mine[:, lane], initial[slot, lane]))
                before = np.sort(np.append(their_olds[:, lane], final[slot, lane]))
                np.testing.assert_array_equal(after, before)
