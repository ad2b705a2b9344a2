#!/bin/sh
# Install the built application (dist/turbo-editor/, see build.sh) with its desktop
# integration under PREFIX (default /usr/local). DESTDIR stages the tree elsewhere,
# as distribution packages do; caches are refreshed only for a real install.
#   sh packaging/install.sh [PREFIX]
set -eu
cd "$(dirname "$0")/.."
ID=ru.turboeditor.TurboEditor
PREFIX="${1:-${PREFIX:-/usr/local}}"
ROOT="${DESTDIR:-}$PREFIX"
SHARE="$ROOT/share"
if [ ! -x dist/turbo-editor/turbo-editor ]; then
    echo "install.sh: dist/turbo-editor/ is missing; run make package first" >&2
    exit 2
fi
mkdir -p "$ROOT/lib" "$ROOT/bin"
rm -rf "$ROOT/lib/turbo-editor"
cp -R dist/turbo-editor "$ROOT/lib/turbo-editor"
# Relative, so the link also works inside a DESTDIR staging tree.
ln -sf ../lib/turbo-editor/turbo-editor "$ROOT/bin/turbo-editor"
# The file names are what desktops look things up by: the desktop id, AppStream id
# and icon name are all the application id that setDesktopFileName reports.
install -D -m 644 packaging/$ID.desktop "$SHARE/applications/$ID.desktop"
install -D -m 644 packaging/$ID.metainfo.xml "$SHARE/metainfo/$ID.metainfo.xml"
install -D -m 644 packaging/$ID.mime.xml "$SHARE/mime/packages/$ID.xml"
install -D -m 644 resources/icons/turbo-editor.svg "$SHARE/icons/hicolor/scalable/apps/$ID.svg"
if [ -z "${DESTDIR:-}" ]; then
    command -v update-mime-database >/dev/null && update-mime-database "$SHARE/mime" || true
    command -v update-desktop-database >/dev/null && update-desktop-database -q "$SHARE/applications" || true
    command -v gtk-update-icon-cache >/dev/null && gtk-update-icon-cache -q -t "$SHARE/icons/hicolor" || true
fi
echo "Installed Turbo Editor under $ROOT"
