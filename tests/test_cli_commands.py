"""The CLI as a new user meets it: forget, --version, inspect (issue 15, items 2-4)."""

from __future__ import annotations

import io
import os
import re
import subprocess
import sys
import textwrap
import time
import tomllib
from pathlib import Path

import pytest

from decaymem import AgentMemory, HashingEmbedder, LongTermMemory
from decaymem.cli import main
from decaymem.idmatch import MIN_PREFIX, match_ids
from decaymem.snapshot import lock_holder, read_snapshot
from decaymem.stores import ChromaStore

ROOT = Path(__file__).resolve().parents[1]
HOUR = 3600.0


def _out(capsys: pytest.CaptureFixture[str]) -> str:
    return " ".join(capsys.readouterr().out.split())


@pytest.fixture
def memdir(tmp_path: Path) -> Path:
    """A directory with a session that has a summary, and memories in two namespaces."""
    root = tmp_path / "m"
    now = time.time()
    with AgentMemory(
        root,
        session_id="trip",
        namespace="user:ana",
        context_window=300,
        embedder=HashingEmbedder(),
        promote_facts=False,
    ) as mem:
        for i in range(8):
            mem.add_message("user", f"Turn {i}: our budget is {1000 + i} EUR and Maria is vegan.")
        mem.add_message("user", "A long itinerary note: " + "Kyoto temples, Nara deer. " * 12)
        assert mem.buffer.summary is not None
        ltm = mem.long_term
        ltm.remember("Ana likes trains", id="aaaa11112222", namespace="user:ana", at=now - 3 * HOUR)
        ltm.remember(
            "Ana hates buses", id="aaaa11113333", namespace="user:ana", at=now - 40 * 86400
        )
        ltm.remember("Bob has a dog", id="bbbb22224444", namespace="user:bob", at=now - 5 * HOUR)
    return root


def _ids(root: Path) -> dict[str, set[str]]:
    return {ns: {r.id for r in rs} for ns, rs in read_snapshot(root).memories.items()}


# ------------------------------------------------------------------ forget (item 2)
def test_forget_finds_an_id_in_another_namespace(
    memdir: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # Before: without --namespace it looked only in "default", printed "forgot 0", exit 0.
    assert main(["forget", str(memdir), "bbbb22224444", "--all-namespaces"]) == 0
    assert "forgot 1 memory in user:bob" in _out(capsys)
    assert _ids(memdir)["user:bob"] == set()
    assert (
        main(["forget", str(memdir), "bbbb22224444", "--all-namespaces"]) == 1
    )  # nothing matched: non-zero
    assert "no memory matches 'bbbb22224444'" in _out(capsys)


def test_forget_takes_a_unique_prefix(memdir: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["forget", str(memdir), "aaaa11113", "--all-namespaces"]) == 0
    assert "forgot 1 memory" in _out(capsys)
    assert _ids(memdir)["user:ana"] >= {"aaaa11112222"}
    assert "aaaa11113333" not in _ids(memdir)["user:ana"]


@pytest.mark.parametrize(
    ("arg", "message"),
    [
        ("a", f"shorter than {MIN_PREFIX} characters"),  # before: deleted every "a..." memory
        ("", "empty id would match every memory"),  # before: deleted all of the namespace
        ("   ", "empty id would match every memory"),
        ("aaaa1111", "matches 2 memories"),
    ],
)
def test_forget_refuses_short_empty_and_ambiguous_prefixes(
    memdir: Path, capsys: pytest.CaptureFixture[str], arg: str, message: str
) -> None:
    before = _ids(memdir)
    assert main(["forget", str(memdir), arg, "--all-namespaces"]) == 2
    out = _out(capsys)
    assert message in out and "hint:" in out
    assert _ids(memdir) == before


def test_forget_all_matching_shows_the_count_and_asks(
    memdir: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    before = _ids(memdir)
    monkeypatch.setattr(sys, "stdin", io.StringIO("n\n"))
    assert main(["forget", str(memdir), "aaaa", "--all-matching", "--all-namespaces"]) == 1
    out = _out(capsys)
    assert "2 memories to forget" in out and "Forget these 2 memories? [y/N]" in out
    assert "nothing forgotten" in out
    assert _ids(memdir) == before

    monkeypatch.setattr(sys, "stdin", io.StringIO(""))  # no terminal: no means no
    assert main(["forget", str(memdir), "aaaa", "--all-matching", "--all-namespaces"]) == 1
    assert "--yes" in _out(capsys)
    assert _ids(memdir) == before

    monkeypatch.setattr(sys, "stdin", io.StringIO("y\n"))
    assert main(["forget", str(memdir), "aaaa", "--all-matching", "--all-namespaces"]) == 0
    assert "forgot 2 memories in user:ana" in _out(capsys)
    assert not {"aaaa11112222", "aaaa11113333"} & _ids(memdir)["user:ana"]


def test_forget_yes_skips_the_question(
    memdir: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(sys, "stdin", io.StringIO(""))
    assert main(["forget", str(memdir), "aaaa", "--all-matching", "--yes", "--all-namespaces"]) == 0
    out = _out(capsys)
    assert "forgot 2 memories" in out and "[y/N]" not in out


def test_forget_is_all_or_nothing_when_one_id_matches_nothing(
    memdir: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    before = _ids(memdir)
    assert main(["forget", str(memdir), "bbbb22224444", "ffffffffffff", "--all-namespaces"]) == 1
    assert "no memory matches 'ffffffffffff'" in _out(capsys)
    assert _ids(memdir) == before


def test_forget_with_a_namespace_looks_only_there(
    memdir: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["forget", str(memdir), "bbbb22224444", "--namespace", "user:ana"]) == 1
    assert "looked in namespace 'user:ana'" in _out(capsys)
    assert "bbbb22224444" in _ids(memdir)["user:bob"]


def test_match_ids_is_pure_and_exact_ids_need_no_minimum() -> None:
    from decaymem.records import MemoryRecord

    recs = [
        MemoryRecord(id=i, text="t", namespace=ns, importance=5, created_at=0.0)
        for i, ns in (("abc", "a"), ("abcdef1", "b"), ("abcdef2", "b"))
    ]
    assert [r.id for r in match_ids(recs, ["abc"]).matched] == ["abc"]  # exact, short
    assert match_ids(recs, ["zzzzzzz"]).unmatched == ("zzzzzzz",)
    assert len(match_ids(recs, ["ab"], all_matching=True).matched) == 3


# ------------------------------------------------------------------ --version (item 3)
def test_version(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as e:
        main(["--version"])
    assert e.value.code == 0
    version = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["version"]
    assert capsys.readouterr().out.strip() == f"decaymem {version}"


# ------------------------------------------------------------------ inspect (item 4)
def test_inspect_shows_the_summary_and_one_stated_age_convention(
    memdir: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["inspect", str(memdir)]) == 0
    raw = capsys.readouterr().out
    out = " ".join(raw.split())
    assert "Summary of trip" in out and "turns compressed" in out
    assert "budget" in out  # the summary's text itself, not only its size
    # Ages from creation to now (as recall counts them), not relative to the newest memory:
    # the newest memory here is 3 hours old (before: "0 min").
    assert "Ages are counted from each memory's creation (the UTC date shown) to now" in out
    row = next(ln for ln in raw.splitlines() if "aaaa111122" in ln)
    assert "3 h" in row
    assert "Long-term memory: user:bob (1)" in out


def test_inspect_says_when_it_shows_only_the_newest(
    memdir: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["inspect", str(memdir), "--limit", "1"]) == 0
    # two remembered memories plus the archived turns that left the window
    found = re.search(r"user:ana \((\d+), the 1 newest shown\)", _out(capsys))
    assert found and int(found.group(1)) >= 2


def test_the_snapshot_reads_what_chroma_holds(memdir: Path) -> None:
    snap = read_snapshot(memdir)
    assert snap.held_by is None
    store = ChromaStore(path=memdir / "chroma")
    for ns in store.namespaces():
        direct = sorted((r for r, _ in store.get(ns)), key=lambda r: r.id)
        assert sorted(snap.memories[ns], key=lambda r: r.id) == direct


HOLDER = textwrap.dedent(
    """
    import sys
    from decaymem import AgentMemory, HashingEmbedder
    mem = AgentMemory(sys.argv[1], session_id="live", namespace="user:ana",
                      context_window=300, embedder=HashingEmbedder())
    for i in range(40):
        mem.add_message("user", f"My cousin {i} lives in Lisbon and likes trams, number {i}.")
    print("ready", flush=True)
    sys.stdin.readline()  # the test inspects the directory now
    for i in range(40, 80):
        mem.add_message("user", f"My cousin {i} lives in Lisbon and likes trams, number {i}.")
    mem.close()
    print("done", flush=True)
    """
)


@pytest.mark.slow
def test_inspect_reads_while_an_agent_holds_the_directory(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    root = tmp_path / "live"
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(sys.path)}
    proc = subprocess.Popen(
        [sys.executable, "-c", HOLDER, str(root)],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=env,
    )
    try:
        assert proc.stdout is not None and proc.stdin is not None
        assert proc.stdout.readline().strip() == "ready", proc.stderr and proc.stderr.read()
        assert lock_holder(root) == proc.pid
        # Before: exit 2, "is open in another process".
        assert main(["inspect", str(root)]) == 0
        out = _out(capsys)
        assert f"open in process {proc.pid}" in out and "read-only" in out
        assert "live" in out and "Long-term memory: user:ana" in out
        proc.stdin.write("\n")
        proc.stdin.flush()
        stdout, stderr = proc.communicate(timeout=120)
    finally:
        proc.kill()
    assert proc.returncode == 0 and "done" in stdout, stderr
    assert "without their vectors" not in stderr  # the reader did not disturb the owner
    assert lock_holder(root) is None
    # Every memory the owner wrote is intact, vectors included.
    snap = read_snapshot(root)
    ltm = LongTermMemory(store=ChromaStore(path=root / "chroma"), embedder=HashingEmbedder())
    stored = ltm.store.get("user:ana")
    assert len(stored) == len(snap.memories["user:ana"]) > 0
    assert not getattr(ltm.store, "damaged", lambda ns: [])("user:ana")


def test_the_snapshot_reads_a_schema_1_session_database(tmp_path: Path) -> None:
    """A directory written before sessions were keyed by namespace, not yet upgraded."""
    import json
    import sqlite3

    from decaymem.snapshot import SessionSnapshot

    root = tmp_path / "old"
    root.mkdir()
    conn = sqlite3.connect(root / "sessions.sqlite3")
    conn.executescript(
        """
        CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
        CREATE TABLE messages (session_id TEXT NOT NULL, seq INTEGER NOT NULL, id TEXT NOT NULL,
            payload TEXT NOT NULL, PRIMARY KEY (session_id, id));
        CREATE TABLE events (seq INTEGER PRIMARY KEY AUTOINCREMENT, session_id TEXT NOT NULL,
            payload TEXT NOT NULL);
        CREATE TABLE state (session_id TEXT PRIMARY KEY, payload TEXT NOT NULL);
        INSERT INTO meta VALUES ('schema', '1');
        INSERT INTO messages VALUES ('s1', 0, 'm0', '{}'), ('s1', 1, 'm1', '{}');
        INSERT INTO events (session_id, payload) VALUES ('s1', '{}');
        """
    )
    state = {"namespace": "user:ana", "window": ["m1"], "summary": None}
    conn.execute("INSERT INTO state VALUES ('s1', ?)", (json.dumps(state),))
    conn.commit()
    conn.close()
    assert read_snapshot(root).sessions == (
        SessionSnapshot(
            namespace="user:ana", session_id="s1", messages_ever=2, in_window=1, events=1
        ),
    )


# ------------------------------------------------------------------ one parser (item 5)
def test_every_declared_dependency_is_imported_and_the_cli_has_one_parser() -> None:
    """argparse is the CLI's parser; typer was declared but imported nowhere (dropped)."""
    deps = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["dependencies"]
    import_name = {"PyStemmer": "Stemmer"}  # distributions whose module is named otherwise
    names = [re.split(r"[<>=!~\[ ;]", d, maxsplit=1)[0].replace("-", "_") for d in deps]
    names = [import_name.get(n, n) for n in names]
    sources = "\n".join(p.read_text() for p in (ROOT / "core" / "decaymem").rglob("*.py"))
    # a module used by reading one of its files (bm25s's stop words) is found by find_spec
    unused = [
        n
        for n in names
        if not re.search(rf"^\s*(import|from) {n}\b|find_spec\(\"{n}\"\)", sources, re.M)
    ]
    assert unused == [], f"declared but never imported: {unused}"
    cli = (ROOT / "core" / "decaymem" / "cli.py").read_text()
    assert "import argparse" in cli and "typer" not in cli


@pytest.mark.parametrize("command", ["recall", "export", "forget"])
@pytest.mark.parametrize("namespace", ["", "   ", None])
def test_an_empty_or_missing_namespace_never_reads_every_namespace(
    memdir: Path, capsys: pytest.CaptureFixture[str], command: str, namespace: str | None
) -> None:
    """Issue 45 item 4: `--namespace ''` (an unset shell variable) showed user:ana's and
    user:bob's memories; every namespace is read only with an explicit --all-namespaces."""
    out_file = memdir.parent / "out.jsonl"
    argv = {
        "recall": ["recall", str(memdir), "Bob dog"],
        "export": ["export", str(memdir), str(out_file)],
        "forget": ["forget", str(memdir), "bbbb22224444"],
    }[command]
    scope = [] if namespace is None else ["--namespace", namespace]
    before = _ids(memdir)
    assert main([*argv, *scope]) == 2
    out = _out(capsys)
    assert "--namespace" in out and "--all-namespaces" in out
    assert "Bob has a dog" not in out and not out_file.exists()
    assert _ids(memdir) == before
    assert main([*argv, "--all-namespaces"]) == 0
    assert _ids(memdir) != before if command == "forget" else True


def test_import_refuses_a_blank_namespace(
    memdir: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    src = tmp_path / "in.jsonl"
    src.write_text('{"text": "Carl likes tea"}\n')
    assert main(["import", str(memdir), str(src), "--namespace", " "]) == 2
    assert "empty" in _out(capsys)
