#!/usr/bin/env bash
# One run of the GPU tests (tests/gpu) on a lent H100/H200 machine, whose image has CUDA, CuPy,
# Triton, numba-cuda and PyTorch but not xDSL: its wheels travel in .device-wheels/ (made here by
# `pip download xdsl==0.74.0 --python-version 3.12 --only-binary=:all: -d .device-wheels`).
# Extra arguments go to pytest. The log is written to $OUT/gpu_tests.log when $OUT is set.
set -u
# The machine is lent bare and given back after the run: install into its Python, the project
# too (its `xdsl.universe` entry point registers the dialects, passes and the ptx target).
python3 -m pip install -q --no-deps --no-index --find-links .device-wheels xdsl immutabledict ordered-set 2>&1 | tail -2
python3 -m pip install -q --no-deps --no-build-isolation -e . 2>&1 | tail -2
if command -v nvcc >/dev/null 2>&1; then
    CUDA_HOME="${CUDA_HOME:-$(dirname "$(dirname "$(command -v nvcc)")")}"
    export CUDA_HOME
fi
nvidia-smi -L
python3 -c "import xdsl, triton, numba, cupy; print('triton', triton.__version__, 'numba', numba.__version__, 'cupy', cupy.__version__)"
log="${OUT:-/tmp}/gpu_tests.log"
timeout "${GPU_TEST_TIMEOUT:-400}" python3 -m pytest -q -p no:cacheprovider -p no:benchmark -rfEs tests/gpu "$@" >"$log" 2>&1
status=$?
tail -n 80 "$log"
exit $status
