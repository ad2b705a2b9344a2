#!/bin/sh
# Build the one-folder application dist/turbo-editor/ from packaging/turbo-editor.spec.
# `make package` calls this. PyInstaller is a build tool, not a run-time dependency,
# so it is installed here (into the project's venv) rather than by `make venv`.
set -eu
cd "$(dirname "$0")/.."
PY="${PYTHON:-.venv/bin/python}"
if ! "$PY" -c "import PyInstaller" 2>/dev/null; then
    "$PY" -m pip install --quiet "pyinstaller>=6.10"
fi
# --clean: a stale build/ cache can keep modules that the code no longer imports.
"$PY" -m PyInstaller --noconfirm --clean --log-level WARN \
    --distpath dist --workpath build/pyinstaller packaging/turbo-editor.spec
echo "Built dist/turbo-editor/ ($(du -sh dist/turbo-editor | cut -f1))"
