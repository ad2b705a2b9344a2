#!/bin/sh
# Install the Debian packages listed in debian-packages.txt (or in the list files
# given as arguments) that are missing.
# Runs from `make venv`; does nothing where everything is present, where the
# machine has no apt, or where we are not root (then it says what to install).
set -u
[ $# -gt 0 ] || set -- "$(dirname "$0")/debian-packages.txt"
command -v dpkg-query >/dev/null 2>&1 || exit 0
missing=""
for pkg in $(grep -hv '^#' "$@" | grep -v '^$'); do
    status=$(dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null)
    case "$status" in *"install ok installed"*) ;; *) missing="$missing $pkg" ;; esac
done
[ -z "$missing" ] && exit 0
if [ "$(id -u)" != 0 ] || ! command -v apt-get >/dev/null 2>&1; then
    echo "turbo-editor: please install these system packages:$missing" >&2
    exit 0
fi
echo "Installing system packages:$missing"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq >/dev/null && apt-get install -y -qq --no-install-recommends $missing >/dev/null \
    || echo "turbo-editor: could not install:$missing (Qt may fail to start)" >&2
exit 0
