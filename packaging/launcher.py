"""PyInstaller's entry script: turbo_editor/__main__.py uses a relative import,
which cannot run as a top-level script, so the frozen app starts here."""

import sys

from turbo_editor.cli import main

if __name__ == "__main__":
    sys.exit(main())
