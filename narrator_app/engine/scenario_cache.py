"""The window's cache of scenario files already found valid: a file whose bytes were read,
parsed and passed every check (:func:`~.scenario.read_scenario_file`) once need not be
parsed and checked again at the next start (issue 25: the New game dialog answers at once).

One small JSON file a verdict, ``<folder>/<key>.json``, holding the file's parsed TOML
(what :func:`tomllib.loads` gave). ``key`` is the SHA-256 of the file's bytes together with
:func:`code_fingerprint` (the app's version, pydantic's, and the size and time of every
module of the engine): a file edited or damaged by one byte, or the same file under a
changed engine, has another key and is read and checked in full, refused with its reason
when it must be. Only valid files are kept; nothing here is ever trusted beyond the model's
own validation (a cached entry is validated again by the model, and an entry that is not
JSON, not an object or not the file's is a miss). The cache is off until the window's start
path sets its folder (:func:`use_cache_folder`): commands and tests read every file in
full. Deleting the folder loses nothing.
"""

from __future__ import annotations

import json
import os
import threading
from functools import cache
from hashlib import sha256
from pathlib import Path
from typing import Any

from .readers import ReadRefused, read_regular_file

#: The largest cache entry read: the parse of a scenario file (at most 256 KiB) as JSON.
MAX_ENTRY_BYTES = 2 * 1024 * 1024

#: The folder of the cache (None: the cache is off).
_folder: Path | None = None
_lock = threading.Lock()


def use_cache_folder(folder: str | Path | None) -> None:
    """Keep verdicts in ``folder`` (created when the first one is written), or none with
    None."""
    global _folder
    with _lock:
        _folder = Path(folder) if folder is not None else None


def cache_folder() -> Path | None:
    """The folder set by :func:`use_cache_folder` (None: off)."""
    with _lock:
        return _folder


@cache
def code_fingerprint() -> str:
    """What the verdict depends on besides the file: the app's and pydantic's versions and
    the size and modification time (ns) of every ``.py`` file of the engine (a frozen
    bundle has none: its version stands for it)."""
    import pydantic

    from narrator_app import __version__

    parts = [__version__, pydantic.VERSION]
    root = Path(__file__).resolve().parent
    for folder, _dirs, files in sorted(os.walk(root)):
        for name in sorted(files):
            if name.endswith(".py"):
                st = os.stat(os.path.join(folder, name))
                parts.append(f"{folder[len(str(root)):]}/{name}:{st.st_size}:{st.st_mtime_ns}")
    return sha256("\n".join(parts).encode("utf-8")).hexdigest()


def _entry(file_sha: str) -> Path | None:
    folder = cache_folder()
    if folder is None:
        return None
    key = sha256(f"{code_fingerprint()}:{file_sha}".encode("ascii")).hexdigest()
    return folder / f"{key[:40]}.json"


def cached_data(file_sha: str) -> dict[str, Any] | None:
    """The parsed TOML of a file whose bytes have the SHA-256 ``file_sha`` (hex), kept when
    such a file was found valid under this engine; None when the cache is off, holds no such
    verdict, or its entry cannot be read (never raises)."""
    entry = _entry(file_sha)
    if entry is None:
        return None
    try:  # a regular file of a bounded size only: a FIFO or a device never blocks (CF47-16)
        kept = json.loads(read_regular_file(entry, MAX_ENTRY_BYTES).decode("utf-8"))
    except (ReadRefused, OSError, ValueError, RecursionError):
        return None
    if not isinstance(kept, dict) or kept.get("sha256") != file_sha:
        return None
    data = kept.get("data")
    return data if isinstance(data, dict) else None


def remember(file_sha: str, data: dict[str, Any]) -> None:
    """Keep ``data`` (the parsed TOML, as :func:`tomllib.loads` gave it) of a file with
    the SHA-256 ``file_sha`` that was found valid. Written whole or not at all (a temporary
    file renamed); a cache that cannot be written is left (never raises)."""
    entry = _entry(file_sha)
    if entry is None:
        return
    try:
        text = json.dumps({"sha256": file_sha, "data": data}, ensure_ascii=False)
    except (TypeError, ValueError):  # a TOML date or time: not JSON, read in full each time
        return
    tmp = entry.with_name(f".{entry.name}.{os.getpid()}.{threading.get_ident()}.tmp")
    try:
        entry.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
        with open(tmp, "w", encoding="utf-8") as f:
            f.write(text)
        os.replace(tmp, entry)
    except OSError:
        try:
            tmp.unlink(missing_ok=True)
        except OSError:
            pass
