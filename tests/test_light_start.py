"""A light start: nothing loads the embedding model until something is embedded.

Each check runs in a fresh interpreter, so ``sys.modules`` tells what the calls imported.
"""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from decaymem import AgentMemory, HashingEmbedder

HEAVY = ("torch", "sentence_transformers", "transformers", "scipy")


def _loaded_after(code: str, tmp_path: Path) -> list[str]:
    script = textwrap.dedent(code) + textwrap.dedent(
        f"""
        import json, sys
        print(json.dumps([m for m in {HEAVY!r} if m in sys.modules]))
        """
    )
    out = subprocess.run(
        [sys.executable, "-c", script],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        timeout=300,
        check=True,
    )
    loaded: list[str] = json.loads(out.stdout.strip().splitlines()[-1])
    return loaded


def test_import_and_a_first_context_with_nothing_to_recall_load_no_model(
    tmp_path: Path,
) -> None:
    code = """
        import decaymem
        mem = decaymem.AgentMemory("mem")
        assert mem.context().messages == []
        mem.add_message("user", "Hello, I am Ana and I plan a trip to Kyoto.")
        ctx = mem.context()  # a query, but no memory to recall it from
        assert ctx.recalled == [] and len(ctx.messages) == 1
        mem.close()
    """
    assert _loaded_after(code, tmp_path) == []


@pytest.fixture
def store(tmp_path: Path) -> tuple[Path, str]:
    """A memory directory with two memories (hashing vectors: no model to make it)."""
    path = tmp_path / "mem"
    with AgentMemory(path, namespace="user:ana", embedder=HashingEmbedder()) as mem:
        mid = mem.remember("Ana's dog is called Rex.", importance=8)
        mem.remember("Ana is vegetarian.")
    return path, mid


@pytest.mark.parametrize("command", ["inspect", "export", "forget"])
def test_cli_commands_that_do_not_embed_load_no_model(
    command: str, store: tuple[Path, str], tmp_path: Path
) -> None:
    path, mid = store
    args = {
        "inspect": [str(path)],
        "export": [str(path), str(tmp_path / "out.jsonl"), "--all-namespaces"],
        "forget": [str(path), mid, "--all-namespaces"],
    }[command]
    code = f"""
        from decaymem.cli import main
        assert main({[command, *args]!r}) == 0
    """
    assert _loaded_after(code, tmp_path) == []
