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



w.close()

from peak import peak_kib  # noqa: E402

print(f"peak {peak_kib()}", flush=True)
