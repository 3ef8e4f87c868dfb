"""The demo as a new user runs it (issue 15, items 6-8): the command it prints works, its final
count is the one ``inspect`` shows, and a second run on the same --path starts afresh."""

from __future__ import annotations

import os
import re
import shlex
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from decaymem import cli
from decaymem.cli import main

ROOT = Path(__file__).resolve().parents[1]


def _env() -> dict[str, str]:
    return {**os.environ, "PYTHONPATH": os.pathsep.join(sys.path), "COLUMNS": "100"}


def _final_count(out: str) -> tuple[str, int]:
    m = re.search(r"Long-term memory (\S+) now holds (\d+) memories, as `inspect` shows", out)
    assert m, out[-800:]
    return m.group(1), int(m.group(2))


def _suggested(out: str, verb: str) -> str:
    lines = [ln.strip() for ln in out.splitlines() if f" {verb} " in ln]
    assert lines, out[-800:]
    return lines[-1]


def test_self_command_names_what_the_user_can_type(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sys, "argv", [".venv/bin/decaymem", "demo"])
    monkeypatch.setattr(shutil, "which", lambda name: None)  # not on PATH (scripts/demo.sh)
    assert cli._self_command() == ".venv/bin/decaymem"
    here = str(Path(".venv/bin/decaymem").resolve())
    monkeypatch.setattr(shutil, "which", lambda name: here)  # the venv is activated
    assert cli._self_command() == "decaymem"
    monkeypatch.setattr(sys, "argv", ["/usr/lib/python3/site-packages/decaymem/__main__.py"])
    assert cli._self_command() == f"{shlex.quote(sys.executable)} -m decaymem"


@pytest.mark.slow
def test_the_command_the_demo_prints_works_and_its_count_is_what_inspect_shows(
    tmp_path: Path,
) -> None:
    script = Path(sys.executable).parent / "decaymem"
    if not script.exists():
        pytest.skip("the decaymem console script is not installed next to this python")
    venv = script.parent.parent
    root = tmp_path / "my demo"  # a space: the printed command must quote it
    demo = subprocess.run(
        [f"{venv.name}/bin/decaymem", "demo", "--fast", "--path", str(root)],
        check=False,
        cwd=venv.parent,
        env=_env(),
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert demo.returncode == 0, demo.stderr
    namespace, count = _final_count(" ".join(demo.stdout.split()))
    # Before: "decaymem inspect ..." while decaymem is not on PATH after scripts/demo.sh.
    command = _suggested(demo.stdout, "inspect")
    assert command.startswith(f"{venv.name}/bin/decaymem inspect ")
    inspect = subprocess.run(
        shlex.split(command),
        check=False,
        cwd=venv.parent,
        env=_env(),
        capture_output=True,
        text=True,
    )
    assert inspect.returncode == 0, inspect.stderr
    # Before: step 3 said 25 while inspect showed 29 afterwards, and nothing said why.
    assert f"Long-term memory: {namespace} ({count})" in inspect.stdout
    assert "step 3 listed the" in " ".join(demo.stdout.split())


def test_a_second_run_on_the_same_path_starts_afresh(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    root = tmp_path / "demo"
    assert main(["demo", "--path", str(root), "--fast"]) == 0
    first = capsys.readouterr().out
    rc = main(["demo", "--path", str(root), "--fast"])
    second = capsys.readouterr().out
    assert rc == 0, second[-2000:]
    flat = " ".join(second.split())
    assert "already holds 1 earlier session(s) (trip)" in flat
    assert "starts fresh as session trip-2" in flat

    def conversation(out: str) -> str:
        return out[out.index("1. 36 turns") : out.index("Running summary")]

    # Before: the second run continued the first (its first turn at 81 %, counts cumulative).
    assert conversation(second) == conversation(first)
    ns1, n1 = _final_count(" ".join(first.split()))
    ns2, n2 = _final_count(flat)
    assert ns1 != ns2 and n1 == n2
    assert main(["inspect", str(root)]) == 0
    out = " ".join(capsys.readouterr().out.split())
    assert f"Long-term memory: {ns1} ({n1})" in out and f"Long-term memory: {ns2} ({n2})" in out
    assert "trip-2" in out


@pytest.mark.slow
def test_the_demo_recalls_the_dietary_constraints_first_under_the_default() -> None:
    """Item 9: "Are there any food restrictions?" under a caption that says relevance comes
    first. The demo's "default" column is the library's default ranking (it showed the older
    HybridScoring, which ranked small talk and "Day 14: free day" first), and with MiniLM the
    vegetarian constraint comes first, and the shellfish one comes above the itinerary with
    Dotonbori street food and the small talk ("did you watch any good films?")."""
    import io

    from rich.console import Console

    from decaymem import FusionScoring
    from decaymem.demo import run_demo_context

    out = io.StringIO()
    root, _ = run_demo_context(Console(file=out, width=140), fast=False)
    flat = out.getvalue()
    table = flat[flat.index('1 month later: "Are there any food restrictions?"') :]
    first = next(ln for ln in table.splitlines() if re.match(r"\s*1\s{2,}", ln))
    default_column = re.split(r"\s{2,}", first.strip())[-2]  # #, seed, score, default, score
    assert default_column.startswith("Maria is vegetarian"), first
    # and it is what the library recalls with its default scoring, not a mode of the demo's own
    from decaymem import AgentMemory

    with AgentMemory(root, session_id="check", namespace="user:ana") as mem:
        assert isinstance(mem.long_term.scoring, FusionScoring)
        records = mem.long_term.get(namespace="user:ana")
        now = max(r.created_at for r in records) + 30 * 86_400
        top = mem.long_term.recall(
            "Are there any food restrictions?", k=8, now=now, namespace="user:ana"
        )
        texts = [r.text for r in top]
        budget = mem.long_term.recall(
            "What is our travel budget?", k=3, now=now, namespace="user:ana"
        )
    assert texts[0].startswith("Maria is vegetarian")
    allergy = texts.index("I'm allergic to shellfish, so please never suggest seafood places.")
    # both constraints above the itinerary that mentions street food and above small talk
    # that shares "any" with the question (ranked 2nd and 3rd before)
    off_topic = [i for i, t in enumerate(texts) if "Dotonbori" in t or "films" in t]
    assert all(i > allergy for i in off_topic), texts
    said = " ".join(r.text for r in budget)
    assert "7,500" in said and "6,000" in said  # both values, dated; none hidden on a guess


def test_the_cli_recalls_with_the_library_default(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """`decaymem recall` without --mode ranks as the library does (FusionScoring, not the older
    HybridScoring), so the recall the demo suggests shows what an agent would recall."""
    from decaymem import AgentMemory, HashingEmbedder

    root = tmp_path / "m"
    with AgentMemory(root, embedder=HashingEmbedder()) as mem:
        for text in ("Maria is vegetarian", "Day 12: Osaka street food", "Ana likes trains"):
            mem.remember(text)
    assert main(["recall", str(root), "vegetarian food", "--namespace", "default"]) == 0
    out = " ".join(capsys.readouterr().out.split())
    assert "in default (fusion)" in out
    assert (
        main(["recall", str(root), "vegetarian food", "--mode", "hybrid", "--all-namespaces"]) == 0
    )
    assert "in default (hybrid)" in " ".join(capsys.readouterr().out.split())
