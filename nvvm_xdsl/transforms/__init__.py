"""The NVVM lowering passes, one module per pass."""
