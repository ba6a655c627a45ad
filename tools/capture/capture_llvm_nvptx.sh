#!/bin/sh
# llc-22's PTX for the LLVM NVPTX codegen tests checked in under tests/producers/llvm_nvptx/
# (inputs copied from llvm-project with attribution): the ABI reference
# tests/test_llvm_ir_frontend.py compares signatures with. The target is sm_80 (RUN lines'
# sm_20..sm_75 are below what ptxas 13 accepts) unless the first RUN line names sm_80 or newer;
# its -mattr=+ptxNN is kept when above sm_80's 7.0.
#   sh tools/capture/capture_llvm_nvptx.sh tests/producers/llvm_nvptx
set -e
DIR=${1:-tests/producers/llvm_nvptx}
for ll in "$DIR"/*.ll; do
  run=$(grep -m1 '^; RUN:' "$ll" || true)
  cpu=$(echo "$run" | sed -n 's/.*-mcpu=sm_\([0-9]*a\{0,1\}\).*/\1/p')
  case "$cpu" in 8[0-9]*|9*|1[0-9]*) ;; *) cpu=80 ;; esac
  ptx=$(echo "$run" | sed -n 's/.*-mattr=+ptx\([0-9]*\).*/\1/p')
  mattr=""; [ -n "$ptx" ] && [ "$ptx" -gt 70 ] && mattr="-mattr=+ptx$ptx"
  llc-22 -mtriple=nvptx64-nvidia-cuda -mcpu=sm_$cpu $mattr "$ll" -o "${ll%.ll}.llc.ptx"
done
