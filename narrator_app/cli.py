"""Command line of Ravi (placeholder until the engine's commands land).

Add a subcommand by writing a ``_cmd_NAME(args) -> int`` function and
registering it in :func:`build_parser` with ``sub.add_parser("NAME", ...)``
and ``set_defaults(func=_cmd_NAME)``. With no subcommand the GUI starts.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from narrator_app import __version__


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="ravi",
        description="Ravi (راوی): a narrator's desk for live Iranian Mafia games.",
    )
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    parser.add_argument(
        "--lang",
        choices=("fa", "en"),
        default="fa",
        help="interface language (default: fa)",
    )
    parser.add_argument(
        "--self-check",
        action="store_true",
        help="create the application and main window, show it, close it and exit 0",
    )
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    # Subcommands go here, e.g.:
    #   cases = sub.add_parser("cases", help="run rule cases from a folder")
    #   cases.add_argument("path")
    #   cases.set_defaults(func=_cmd_cases)
    del sub
    parser.set_defaults(func=None)
    return parser


def _create_main_window():
    """The main window (placeholder until narrator_app.ui provides the real one)."""
    from PySide6.QtWidgets import QLabel, QMainWindow

    window = QMainWindow()
    window.setWindowTitle("راوی — Ravi")
    label = QLabel("راوی")
    window.setCentralWidget(label)
    window.resize(1024, 700)
    return window


def _run_gui(args: argparse.Namespace, argv: Sequence[str]) -> int:
    from narrator_app.ui.app import create_application

    app = create_application([sys.argv[0], *argv], language=args.lang)
    window = _create_main_window()
    window.show()
    if args.self_check:
        app.processEvents()
        window.close()
        app.processEvents()
        print(f"ravi {__version__}: self-check ok ({app.font().family()})")
        return 0
    return app.exec()


def main(argv: Sequence[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.func is not None:
        return int(args.func(args) or 0)
    return _run_gui(args, argv)


if __name__ == "__main__":
    sys.exit(main())
