"""Issue 14 item 17: all three packages ship a ``py.typed`` marker (PEP 561), so mypy on user
code type-checks against them instead of reporting "missing library stubs or py.typed marker"."""

from __future__ import annotations

import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PACKAGES = {
    "decaymem": "core/decaymem",
    "langchain_decaymem": "langchain_decaymem",
    "llamaindex_decaymem": "llamaindex_decaymem",
}


@pytest.mark.parametrize("folder", sorted(PACKAGES.values()))
def test_every_package_folder_has_the_marker(folder: str) -> None:
    assert (ROOT / folder / "py.typed").is_file()


def test_the_built_wheel_ships_the_markers(tmp_path: Path) -> None:
    pytest.importorskip("hatchling")
    src = tmp_path / "src"
    shutil.copytree(
        ROOT,
        src,
        ignore=shutil.ignore_patterns(
            ".git", ".venv", "*.pyc", "notebooks", "benchmarks", "tests", ".*cache"
        ),
    )
    out = subprocess.run(
        [
            sys.executable,
            "-c",
            "from hatchling.builders.wheel import WheelBuilder; import sys; "
            "print(next(iter(WheelBuilder(sys.argv[1]).build(directory=sys.argv[2], versions=['standard']))))",
            str(src),
            str(tmp_path / "dist"),
        ],
        capture_output=True,
        text=True,
        check=True,
    )
    names = zipfile.ZipFile(out.stdout.strip().splitlines()[-1]).namelist()
    for package in PACKAGES:
        assert f"{package}/py.typed" in names
