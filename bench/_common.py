"""What every benchmark script shares: this checkout importable, and the JSON report written out.

    import _common                   # first, before any turbo_editor import (bench/ is sys.path[0])
    _common.emit(result, args.json_out)
"""

from __future__ import annotations

import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
for _path in (HERE, ROOT):
    if _path not in sys.path:
        sys.path.insert(0, _path)


def emit(result: dict, json_out: str | None = None) -> None:
    """Print the report; with ``json_out``, write the same text to that file as well."""
    text = json.dumps(result, indent=2, ensure_ascii=False)
    print(text)
    if json_out:
        with open(json_out, "w", encoding="utf-8") as fh:
            fh.write(text + "\n")
