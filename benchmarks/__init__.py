"""Ravi's benchmarks: ``python -m benchmarks`` prints one JSON object of figures and writes
them, with the machine's description, to benchmarks/README.md."""
