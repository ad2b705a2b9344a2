"""Set-up for the packaging tests: the freedesktop validators they run."""

import os
import shutil
import subprocess

import pytest

from support import REPO

PACKAGING = REPO / "packaging"
TOOLS = ("desktop-file-validate", "appstreamcli", "update-mime-database")


@pytest.fixture(scope="session")
def validators():
    """Make sure the validator commands exist, installing their Debian packages
    (packaging/validator-packages.txt) when they do not and we may."""
    if any(shutil.which(tool) is None for tool in TOOLS):
        subprocess.run(["sh", str(PACKAGING / "system-deps.sh"),
                        str(PACKAGING / "validator-packages.txt")], check=False)
    missing = [tool for tool in TOOLS if shutil.which(tool) is None]
    if missing:
        message = (f"missing {', '.join(missing)}: apt-get install "
                   "desktop-file-utils appstream shared-mime-info")
        if hasattr(os, "geteuid") and os.geteuid() == 0 and shutil.which("apt-get"):
            pytest.fail(message)  # we could install them, so a failure is real
        pytest.skip(message)
    return {tool: shutil.which(tool) for tool in TOOLS}
