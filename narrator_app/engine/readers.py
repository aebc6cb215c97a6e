"""Reading files that may be hostile: game files (JSON) and game scripts (YAML).

Every reader of the app goes through here, so each one has the same three guards:

* **Only a regular file, and only so many bytes.** :func:`read_regular_file` opens without
  blocking (a FIFO named ``x.ravi`` cannot hang the reader), refuses anything that is not a
  regular file (a FIFO, a directory, a link to ``/dev/zero``) and never reads more than the
  cap plus one byte.
* **A depth cap and a size cap on the structure.** JSON nesting is checked after the C
  parser (which stops at the interpreter's recursion limit) without recursion; YAML nesting
  and node count are checked while the document is composed, and YAML aliases are refused
  outright (an alias bomb cannot grow).
* **Strict scalars.** An integer literal of more than :data:`MAX_INT_DIGITS` digits, NaN or
  Infinity, a string with a lone surrogate (it could never be written back as UTF-8) is
  refused; YAML's Python-specific and binary tags are refused.

A refusal raises :class:`UnreadableFile` (the file cannot be read as such) or
:class:`BadContent` (it was read, its content is refused); both carry a one-line ``reason``
in English for the log and the command line. Files are opened read-only and never written.
"""

from __future__ import annotations

import difflib
import json
import os
import re
import stat
import unicodedata
from collections.abc import Iterable
from pathlib import Path
from typing import Any

#: A game file is a few tens of kilobytes; the narrator's notes may add some more.
GAME_FILE_MAX_BYTES = 4 * 1024 * 1024
#: A game script (rule case, exported game) is a few kilobytes.
SCRIPT_MAX_BYTES = 1024 * 1024
#: Deepest nesting of arrays/objects (JSON) or sequences/mappings (YAML). Real files reach 7.
MAX_DEPTH = 32
#: Most nodes a YAML document may compose into (scalars, sequences, mappings).
MAX_YAML_NODES = 200_000
#: Longest integer literal (digits, sign excluded): 64-bit values fit, 10^400 does not.
MAX_INT_DIGITS = 19

#: Identifiers of scenarios, roles, house rules, step keys and cards (game-script.md).
ID_PATTERN = r"^[a-z][a-z0-9_]{0,63}$"
_ID = re.compile(ID_PATTERN)
#: Longest player name (characters).
MAX_NAME_CHARS = 200


class ReadRefused(Exception):
    """A file the readers refuse; ``reason`` says why (one line, English)."""

    def __init__(self, reason: str) -> None:
        self.reason = reason
        super().__init__(reason)


class UnreadableFile(ReadRefused):
    """The file cannot be read: missing, not a regular file, too large, permission."""


class BadContent(ReadRefused):
    """The bytes were read but are not acceptable: encoding, syntax, depth, scalars."""


# ---------------------------------------------------------------------------------------
# bytes
# ---------------------------------------------------------------------------------------
def check_write_target(path: str | os.PathLike[str]) -> None:
    """Refuse to write over ``path`` when it is there and is not a regular file: a device
    such as ``/dev/null``, a FIFO, a folder, a socket or a symbolic link (``lstat``: the link
    itself), which an atomic replace would swap for a file and an in-place write would
    re-permission (a hostile-input audit, CF47-15). A missing path may be written.

    Raises:
        OSError: it is not a regular file (its kind said), or cannot be looked at.
    """
    try:
        found = os.lstat(os.fspath(path))
    except FileNotFoundError:
        return
    except ValueError as exc:  # a NUL in the path
        raise OSError(str(exc)) from exc
    if not stat.S_ISREG(found.st_mode):
        kind = "a symbolic link" if stat.S_ISLNK(found.st_mode) else _kind(found.st_mode)
        raise OSError(f"not a regular file ({kind}): nothing written")


def read_regular_file(path: str | Path, max_bytes: int) -> bytes:
    """The bytes of ``path`` if it is a regular file of at most ``max_bytes`` bytes.

    The path is checked with ``stat`` first, so a device or a FIFO is never even opened;
    then the file is opened read-only and non-blocking (a FIFO swapped in meanwhile does not
    wait for a writer) and checked again with ``fstat`` on the open descriptor; at most
    ``max_bytes + 1`` bytes are read.

    Raises:
        UnreadableFile: it cannot be opened, is not a regular file (FIFO, directory, device
            such as ``/dev/zero``, socket), or is larger than ``max_bytes``.
    """
    try:
        first = os.stat(os.fspath(path))
    except (OSError, ValueError) as exc:  # ValueError: a NUL in the path
        reason = exc.strerror if isinstance(exc, OSError) and exc.strerror else str(exc)
        raise UnreadableFile(f"cannot open: {reason}") from exc
    if not stat.S_ISREG(first.st_mode):
        raise UnreadableFile(f"not a regular file ({_kind(first.st_mode)})")
    if first.st_size > max_bytes:
        raise UnreadableFile(f"larger than {max_bytes} bytes ({first.st_size})")
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0)
    flags |= getattr(os, "O_BINARY", 0) | getattr(os, "O_CLOEXEC", 0)
    try:
        fd = os.open(os.fspath(path), flags)
    except (OSError, ValueError) as exc:  # ValueError: a NUL in the path
        reason = exc.strerror if isinstance(exc, OSError) and exc.strerror else str(exc)
        raise UnreadableFile(f"cannot open: {reason}") from exc
    try:
        st = os.fstat(fd)
        if not stat.S_ISREG(st.st_mode):
            raise UnreadableFile(f"not a regular file ({_kind(st.st_mode)})")
        if st.st_size > max_bytes:
            raise UnreadableFile(f"larger than {max_bytes} bytes ({st.st_size})")
        chunks: list[bytes] = []
        left = max_bytes + 1
        while left > 0:
            try:
                chunk = os.read(fd, min(left, 1 << 20))
            except BlockingIOError as exc:  # cannot happen for a regular file; be safe
                raise UnreadableFile("the file would block") from exc
            if not chunk:
                break
            chunks.append(chunk)
            left -= len(chunk)
    except OSError as exc:
        raise UnreadableFile(f"cannot read: {exc.strerror or exc}") from exc
    finally:
        os.close(fd)
    data = b"".join(chunks)
    if len(data) > max_bytes:
        raise UnreadableFile(f"larger than {max_bytes} bytes (it grew while read)")
    return data


def _kind(mode: int) -> str:
    for test, name in (
        (stat.S_ISDIR, "a directory"),
        (stat.S_ISFIFO, "a FIFO"),
        (stat.S_ISCHR, "a character device"),
        (stat.S_ISBLK, "a block device"),
        (stat.S_ISSOCK, "a socket"),
    ):
        if test(mode):
            return name
    return "a special file"


def decode_utf8(raw: bytes) -> str:
    """``raw`` as text: strict UTF-8, a leading byte-order mark allowed and dropped.

    Raises:
        BadContent: not UTF-8, or holds a NUL character.
    """
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise BadContent(f"not UTF-8 text (byte {exc.start})") from exc
    if text.startswith("\ufeff"):
        text = text[1:]
    if "\x00" in text:
        raise BadContent("a NUL character in the text")
    return text


# ---------------------------------------------------------------------------------------
# text checks
# ---------------------------------------------------------------------------------------
def text_problem(text: str, allow: str = "") -> str | None:
    """Why ``text`` is not valid text for a file, or None.

    Refused: a lone surrogate (U+D800–U+DFFF: not a character, cannot be written as UTF-8)
    and every control character (category Cc: C0, DEL, C1) except those in ``allow`` (e.g.
    ``"\\n\\t"`` for the narrator's notes). Format characters (ZWNJ, bidi isolates) are
    allowed: Persian names need ZWNJ.
    """
    if text.isprintable():  # no control character nor surrogate (both unprintable): at once
        return None
    for i, ch in enumerate(text):
        cat = unicodedata.category(ch)
        if cat == "Cs":
            return f"a lone surrogate at character {i + 1}"
        if cat == "Cc" and ch not in allow:
            return f"control character U+{ord(ch):04X} at character {i + 1}"
    return None


def name_problem(name: Any) -> str | None:
    """Why ``name`` is not a valid player name, or None: a string of at most
    :data:`MAX_NAME_CHARS` characters, no control character, no lone surrogate (it may be
    empty: a script without ``players`` has nameless seats)."""
    if not isinstance(name, str):
        return f"not text ({type(name).__name__}); quote it"
    if len(name) > MAX_NAME_CHARS:
        return f"longer than {MAX_NAME_CHARS} characters"
    return text_problem(name)


def is_id(value: Any) -> bool:
    """True for an identifier of :data:`ID_PATTERN` (``godfather_nostradamus``, ``leon``)."""
    if not isinstance(value, str):
        return False
    if value in _IDS_SEEN:
        return True
    if _ID.fullmatch(value) is None:
        return False
    if len(_IDS_SEEN) < _IDS_KEPT:
        _IDS_SEEN.add(value)
    return True


#: Identifiers :func:`is_id` has accepted (a game asks the same few keys again and again),
#: at most :data:`_IDS_KEPT` of them so a hostile file cannot grow it without bound.
_IDS_SEEN: set[str] = set()
_IDS_KEPT = 4096


def check_tree(node: Any, max_depth: int = MAX_DEPTH) -> None:
    """Walk a parsed document without recursion: refuse nesting deeper than ``max_depth``
    and a lone surrogate in any string or mapping key (other checks belong to the fields).

    Raises:
        BadContent: names the path where it happened.
    """
    # each entry: (item, depth, path) where path is (parent path, key) or None, built lazily
    stack: list[tuple[Any, int, Any]] = [(node, 0, None)]
    while stack:
        item, depth, path = stack.pop()
        if isinstance(item, str):
            try:  # UTF-8 encodes every code point but a surrogate (at C speed: long notes)
                item.encode("utf-8")
            except UnicodeEncodeError:
                raise BadContent(f"{_path_text(path)}: a lone surrogate in the text") from None
        elif isinstance(item, dict):
            if depth >= max_depth:
                raise BadContent(f"{_path_text(path)}: nested deeper than {max_depth}")
            for k, v in item.items():
                stack.append((k, depth, path))
                stack.append((v, depth + 1, (path, k)))
        elif isinstance(item, list):
            if depth >= max_depth:
                raise BadContent(f"{_path_text(path)}: nested deeper than {max_depth}")
            stack.extend((v, depth + 1, (path, i)) for i, v in enumerate(item))


def _path_text(path: Any) -> str:
    keys: list[str] = []
    while path is not None:
        path, key = path
        keys.append(str(key))
    return ".".join(reversed(keys)) or "the document"


# ---------------------------------------------------------------------------------------
# JSON
# ---------------------------------------------------------------------------------------
def _bounded_int(literal: str) -> int:
    if len(literal.lstrip("-")) > MAX_INT_DIGITS:
        raise BadContent(f"an integer of {len(literal.lstrip('-'))} digits")
    return int(literal)


def _no_constant(name: str) -> Any:
    raise BadContent(f"{name} is not a JSON number")


def _finite_float(literal: str) -> float:
    value = float(literal)
    if value != value or value in (float("inf"), float("-inf")):
        raise BadContent(f"the number {literal[:20]} is out of range")
    return value


def load_json(raw: bytes, max_depth: int = MAX_DEPTH) -> Any:
    """Parse a JSON document with the depth, integer and string guards.

    Raises:
        BadContent: not UTF-8, not JSON, nested deeper than ``max_depth``, an integer of
            more than :data:`MAX_INT_DIGITS` digits, NaN/Infinity, a lone surrogate.
    """
    text = decode_utf8(raw)
    try:
        data = json.loads(
            text,
            parse_int=_bounded_int,
            parse_float=_finite_float,
            parse_constant=_no_constant,
        )
    except json.JSONDecodeError as exc:
        raise BadContent(f"not JSON: {exc}") from exc
    except RecursionError as exc:  # the C parser stops at the interpreter's recursion limit
        raise BadContent(f"nested deeper than {max_depth}") from exc
    check_tree(data, max_depth)
    return data


# ---------------------------------------------------------------------------------------
# YAML
# ---------------------------------------------------------------------------------------
def load_yaml(raw: bytes) -> Any:
    """Parse one YAML document with the guards (safe tags only, no aliases, depth and node
    caps, bounded integers, finite floats, no lone surrogate).

    Raises:
        BadContent: not UTF-8, not YAML, or a guard refused it (the reason names the line).
    """
    import yaml  # loaded when a script is read, not at start (issue 25)

    from .yaml_loader import GuardedLoader

    text = decode_utf8(raw)
    loader = GuardedLoader(text, MAX_DEPTH, MAX_YAML_NODES, MAX_INT_DIGITS)
    try:
        data = loader.get_single_data()
    except yaml.YAMLError as exc:
        raise BadContent(f"not valid YAML: {_one_line(exc)}") from exc
    except RecursionError as exc:  # cannot happen under the depth cap; be safe
        raise BadContent("nested too deep") from exc
    finally:
        loader.dispose()
    check_tree(data)
    return data


def _one_line(exc: Exception) -> str:
    return " ".join(str(exc).split())[:300]


def did_you_mean(name: object, choices: Iterable[str]) -> str:
    """`` (did you mean 'x'?)`` for the closest of ``choices`` to ``name``, else ``""``: a
    misspelt field, role, kind or parameter in a scenario file's fault."""
    near = nearest(name, choices)
    return f" (did you mean {near!r}?)" if near is not None else ""


def nearest(name: object, choices: Iterable[str]) -> str | None:
    """The closest of ``choices`` to ``name`` (difflib, cutoff 0.6), None when none is
    close or ``name`` is not a text."""
    if not isinstance(name, str):
        return None
    near = difflib.get_close_matches(name, sorted(set(choices)), n=1, cutoff=0.6)
    return near[0] if near else None
