"""The peak resident memory of this process, for the benchmark's child scripts (spawned as
``python benchmarks/<script>.py``: this folder is first on ``sys.path``)."""


def peak_kib() -> int:
    """``VmHWM`` of ``/proc/self/status`` in KiB; 0 where the system gives none."""
    with open("/proc/self/status") as status:
        for line in status:
            if line.startswith("VmHWM:"):
                return int(line.split()[1])
    return 0
