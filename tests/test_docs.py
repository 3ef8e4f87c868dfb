"""The docs cite only files the repository has."""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
CITED = re.compile(r"(?<![\w/.-])((?:[\w-]+/)*[\w-]+\.(?:md|py|json|sh|ipynb))\b")


def tracked_markdown() -> list[Path]:
    out = subprocess.run(
        ["git", "ls-files", "*.md"], cwd=ROOT, capture_output=True, text=True, check=False
    )
    files = [ROOT / p for p in out.stdout.split()] if out.returncode == 0 else []
    return files or sorted(ROOT.glob("*.md")) + sorted((ROOT / "benchmarks").glob("*.md"))


def test_every_cited_file_exists() -> None:
    missing = []
    for doc in tracked_markdown():
        text = doc.read_text(encoding="utf-8")
        text = re.sub(r"https?://\S+", "", text)  # links elsewhere are not repository files
        for name in set(CITED.findall(text)):
            # a path from the root or the doc, or a package-relative one (decaymem/x.py) or a
            # bare file name found anywhere in the tree
            candidates = [ROOT / name, doc.parent / name, *ROOT.glob(f"**/{name}")]
            if not any(c.exists() for c in candidates):
                missing.append(f"{doc.relative_to(ROOT)}: {name}")
    assert not missing, missing
