"""Entry point: ``python -m narrator_app`` and the ``ravi`` script."""

from __future__ import annotations

import sys
from collections.abc import Sequence


def main(argv: Sequence[str] | None = None) -> int:
    from narrator_app import cli

    return cli.main(list(argv) if argv is not None else None)


if __name__ == "__main__":
    sys.exit(main())
