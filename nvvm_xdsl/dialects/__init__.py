"""Dialects: nvvm, ptx and the llvm ops xDSL 0.74 lacks."""
