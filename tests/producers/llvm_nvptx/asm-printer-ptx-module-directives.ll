; From llvm-project llvm/test/CodeGen/NVPTX/asm-printer-ptx-module-directives.ll (its CHECK lines left out)
; Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions (https://llvm.org/LICENSE.txt).
; Test to verify functionality of NVPTXAsmPrinter for PTX module directives and header.

; RUN: llc < %s -mtriple=nvptx64 -mcpu=sm_100 -mattr=+ptx87 | FileCheck %s

target triple = "nvptx64-nvidia-cuda"
