"""Runs every example on a real GPU through CuPy and compares with NumPy.

Skipped, with the reason, where CuPy or a CUDA device is missing (CI machines have neither).
The PTX comes from `nvvm-opt` exactly as a user would produce it.
"""

from __future__ import annotations

import subprocess
import sys
import tempfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = ROOT / "examples"
NVVM_OPT = Path(sys.executable).parent / "nvvm-opt"

np = pytest.importorskip("numpy", reason="NumPy is not installed")
cupy = pytest.importorskip("cupy", reason="CuPy is not installed")
try:
    DEVICE_COUNT = cupy.cuda.runtime.getDeviceCount()
except Exception as error:  # noqa: BLE001 - any driver error means no usable GPU
    pytest.skip(f"no CUDA device: {error}", allow_module_level=True)
if DEVICE_COUNT == 0:
    pytest.skip("no CUDA device", allow_module_level=True)


def _sm() -> int:
    major, minor = cupy.cuda.Device().compute_capability
    return int(f"{major}{minor}")


def load(example: str) -> "cupy.RawModule":
    sm = min(_sm(), 90)
    ptx = subprocess.run(
        [str(NVVM_OPT), str(EXAMPLES / f"{example}.mlir"), "--sm", str(sm)],
        capture_output=True, text=True, check=True,
    ).stdout
    # RawModule(code=...) is CUDA C++ for NVRTC; PTX is loaded from a file.
    path = Path(tempfile.mkdtemp()) / f"{example}.ptx"
    path.write_text(ptx)
    return cupy.RawModule(path=str(path))


def test_saxpy():
    n = 1000
    rng = np.random.default_rng(0)
    x = rng.standard_normal(n, dtype=np.float32)
    y = rng.standard_normal(n, dtype=np.float32)
    a = np.float32(2.5)
    dx, dy = cupy.asarray(x), cupy.asarray(y)
    kernel = load("saxpy").get_function("saxpy")
    kernel(((n + 255) // 256,), (256,), (np.int32(n), a, dx, dy))
    np.testing.assert_allclose(dy.get(), a * x + y, rtol=1e-6)


def test_block_sum():
    n = 1000
    rng = np.random.default_rng(1)
    values = rng.random(n, dtype=np.float32)
    out = cupy.zeros(1, dtype=np.float32)
    kernel = load("reduction").get_function("block_sum")
    kernel(((n + 255) // 256,), (256,), (cupy.asarray(values), out, np.int32(n)))
    np.testing.assert_allclose(out.get()[0], values.sum(dtype=np.float64), rtol=1e-4)


PARAMS = np.dtype({"names": ["scale", "shift", "table"],
                   "formats": ["<f8", "i1", ("<i4", 4)],
                   "offsets": [0, 8, 12], "itemsize": 32})


def test_struct_by_value():
    n = 512
    params = np.zeros(1, dtype=PARAMS)
    params["scale"], params["shift"], params["table"] = 1.5, -3, [10, 20, 30, 40]
    out = cupy.zeros(n, dtype=np.float64)
    kernel = load("struct_byval").get_function("apply_params")
    kernel((n // 128,), (128,), (params[0], out, np.int32(n)))
    i = np.arange(n)
    expected = 1.5 * np.array([10, 20, 30, 40])[i % 4] - 3
    np.testing.assert_allclose(out.get(), expected)


def test_printf(capfd):
    values = cupy.asarray(np.arange(4, dtype=np.float32) * 0.5)
    kernel = load("printf").get_function("hello")
    kernel((1,), (4,), (values,))
    cupy.cuda.Device().synchronize()
    lines = set(capfd.readouterr().out.splitlines())
    assert {f"thread {t}: value {t * 0.5:f}" for t in range(4)} <= lines


def test_variadic_device_function():
    out = cupy.zeros(1, dtype=np.int32)
    kernel = load("varargs").get_function("sum_kernel")
    kernel((1,), (1,), (out, np.int32(7), np.int32(-2), np.int32(40)))
    assert int(out.get()[0]) == 45


RECORD = np.dtype({"names": ["a", "b", "c"], "formats": ["<i4", "<f4", "<i8"],
                   "offsets": [0, 4, 8], "itemsize": 16})


def test_aggregate_return_and_copy():
    n = 300
    rng = np.random.default_rng(2)
    data = rng.standard_normal(n, dtype=np.float32)
    records = np.zeros(n, dtype=RECORD)
    records["a"], records["b"], records["c"] = np.arange(n), data, np.arange(n) * 3_000_000_000
    out_val = cupy.zeros(n, dtype=np.float32)
    out_idx = cupy.zeros(n, dtype=np.int32)
    out_conf = cupy.zeros(n, dtype=np.float32)
    records_in = cupy.asarray(records.view(np.uint8))
    records_out = cupy.zeros_like(records_in)
    kernel = load("aggregate_copy").get_function("struct_split_test")
    kernel(((n + 127) // 128,), (128,),
           (cupy.asarray(data), out_val, out_idx, out_conf, records_in, records_out, np.int32(n)))
    np.testing.assert_allclose(out_val.get(), data * 2)
    np.testing.assert_array_equal(out_idx.get(), np.arange(n))
    np.testing.assert_allclose(out_conf.get(), np.full(n, 0.95, dtype=np.float32))
    assert records_out.get().tobytes() == records.tobytes()
