#!/bin/sh
# llc-22's PTX (sm_80) for the LLVM NVPTX codegen tests checked in under
# tests/producers/llvm_nvptx/ (inputs copied from llvm-project with attribution): the ABI
# reference tests/test_llvm_ir_frontend.py compares signatures with.
#   sh tools/capture/capture_llvm_nvptx.sh tests/producers/llvm_nvptx
set -e
DIR=${1:-tests/producers/llvm_nvptx}
for ll in "$DIR"/*.ll; do
  llc-22 -mtriple=nvptx64-nvidia-cuda -mcpu=sm_80 "$ll" -o "${ll%.ll}.llc.ptx"
done
