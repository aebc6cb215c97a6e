"""A bare PySide6 window started like the app: the baseline for start time and memory."""

import sys
import time

from PySide6.QtWidgets import QApplication, QMainWindow

app = QApplication(sys.argv)
w = QMainWindow()
w.resize(1366, 768)
w.show()
app.processEvents()
print(f"shown {time.perf_counter():.6f}", flush=True)


def _peak_kib() -> int:
    for line in open("/proc/self/status"):
        if line.startswith("VmHWM:"):
            return int(line.split()[1])
    return 0

w.close()

print(f"peak {_peak_kib()}", flush=True)
