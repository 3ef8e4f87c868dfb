"""A process killed while Chroma rewrites its HNSW files must not break the next open.

The SIGKILL suite (test_crash_safety.py) found two outcomes of a kill at the wrong moment: a
truncated ``index_metadata.pickle`` (every read then fails with "Error deserializing pickle
file") and cut graph files (the next process to open the directory segfaults inside Chroma).
Both are made here on purpose, on a database whose last owner did not exit cleanly, and the
reopen runs in a child process so that a segfault is a test failure, not the end of pytest.
"""

from __future__ import annotations

import json
import random
import sqlite3
import subprocess
import sys
import textwrap
from collections.abc import Sequence
from pathlib import Path

import numpy as np
import numpy.typing as npt
import pytest

from decaymem import AgentMemory, Embedder, HashingEmbedder, MemoryInput
from decaymem.longterm.inputs import embed_records
from decaymem.stores.chroma_health import (
    MARKER,
    QUARANTINE,
    OpenMarker,
    check_hnsw_files,
    heal,
)

N = 1500  # past Chroma's sync threshold (1,000): the HNSW index is on disk

REOPEN = textwrap.dedent(
    """
    import sys
    from decaymem import AgentMemory, HashingEmbedder
    from decaymem.stores.chroma_health import MARKER
    with AgentMemory(sys.argv[1], embedder=HashingEmbedder()) as mem:
        ltm = mem.long_term
        records = ltm.get(namespace="bulk")
        assert ltm.count("bulk") == len(records) == int(sys.argv[2]), len(records)
        for n in (0, 17, int(sys.argv[2]) - 1):
            got = ltm.recall(f"note number {n} about crate k{n}z", k=1, namespace="bulk",
                             where={"n": n})
            assert [r.metadata["n"] for r in got] == [n], got
    print("OK", flush=True)
    """
)


def build(path: Path, *, embedder: Embedder | None = None) -> Path:
    with AgentMemory(path, embedder=embedder or HashingEmbedder()) as mem:
        mem.long_term.remember_many(
            [
                MemoryInput(text=f"note number {n} about crate k{n}z", metadata={"n": n})
                for n in range(N)
            ],
            namespace="bulk",
        )
    db = path / "chroma"
    segs = [d for d in db.iterdir() if d.is_dir() and (d / "header.bin").exists()]
    assert len(segs) == 1, f"Chroma did not persist one HNSW index: {sorted(db.iterdir())}"
    (seg,) = segs
    assert (db / MARKER).read_text() == "", "a clean close empties the marker"
    return seg


def died_with_it_open(path: Path) -> None:
    (path / "chroma" / MARKER).write_text("999999\n")  # what a SIGKILLed owner leaves


def reopen_in_child(path: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-c", REOPEN, str(path), str(N)],
        capture_output=True,
        text=True,
        timeout=600,
        check=False,
    )


@pytest.mark.slow
def test_truncated_index_metadata_is_quarantined_and_records_re_embedded(tmp_path: Path) -> None:
    seg = build(tmp_path)
    pickle = seg / "index_metadata.pickle"
    pickle.write_bytes(pickle.read_bytes()[: pickle.stat().st_size // 2])
    died_with_it_open(tmp_path)
    proc = reopen_in_child(tmp_path)
    assert proc.returncode == 0 and "OK" in proc.stdout, proc.stderr[-3000:]
    moved = list((tmp_path / "chroma" / QUARANTINE).iterdir())
    assert len(moved) == 1 and moved[0].name.startswith(seg.name + "-"), moved  # kept
    assert "could not be read after an unclean shutdown" in proc.stderr, proc.stderr[-3000:]


@pytest.mark.slow
def test_graph_files_that_segfault_chroma_are_quarantined(tmp_path: Path) -> None:
    seg = build(tmp_path)
    rng = random.Random(0)
    links = seg / "link_lists.bin"
    links.write_bytes(rng.randbytes(links.stat().st_size))
    with (seg / "data_level0.bin").open("r+b") as f:
        f.write(rng.randbytes(200_000))
    died_with_it_open(tmp_path)
    assert check_hnsw_files(seg) is not None
    proc = reopen_in_child(tmp_path)
    assert proc.returncode == 0 and "OK" in proc.stdout, proc.stderr[-3000:]
    assert "names neighbours that do not exist" in proc.stderr or "impossible" in proc.stderr


class OtherModel:
    """A 384-d embedder that is not the CLI's stand-in (HashingEmbedder): hashes reversed text."""

    name = "test:reversed-hashing"

    def embed(self, texts: Sequence[str]) -> npt.NDArray[np.float32]:
        return HashingEmbedder().embed([t[::-1] for t in texts])


def test_export_after_a_crash_leaves_the_repair_to_the_real_embedder(tmp_path: Path) -> None:
    """`decaymem export` opens the store without its model (a stand-in that must never embed):
    it exports every record, also those the quarantine left without vectors, and writes no
    vector; the next open with the store's own embedder repairs them with its vectors."""
    model = OtherModel()
    seg = build(tmp_path, embedder=model)
    pickle = seg / "index_metadata.pickle"
    pickle.write_bytes(pickle.read_bytes()[: pickle.stat().st_size // 2])
    died_with_it_open(tmp_path)
    out = tmp_path / "x.jsonl"
    proc = subprocess.run(
        [sys.executable, "-m", "decaymem", "export", str(tmp_path), str(out), "--all-namespaces"],
        capture_output=True,
        text=True,
        timeout=600,
        check=False,
    )
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-3000:]
    lines = [json.loads(line) for line in out.read_text().splitlines()]
    assert sorted(d["metadata"]["n"] for d in lines) == list(range(N))
    assert all(
        d["text"] == f"note number {d['metadata']['n']} about crate k{d['metadata']['n']}z"
        for d in lines
    )
    with AgentMemory(tmp_path, embedder=model) as mem:
        assert len(mem.long_term.get(namespace="bulk")) == N  # repaired here, with `model`
        stored = mem.long_term.store.get("bulk")
    assert len(stored) == N
    records = [r for r, _ in stored]
    got = np.stack([v for _, v in stored])
    want = embed_records(model, records)
    cos = np.sum(got * want, axis=1)
    assert float(cos.min()) > 0.999, f"{int((cos < 0.999).sum())} vectors of another model"
    assert "not repaired" in " ".join(proc.stdout.split())  # the export said it is pending


def test_a_repair_with_another_embedder_is_refused(tmp_path: Path) -> None:
    """AgentMemory opened with the wrong embedder after a crash leaves the records unrepaired."""
    seg = build(tmp_path, embedder=OtherModel())
    assert json.loads((tmp_path / "chroma" / "decaymem-embedder.json").read_text()) == {
        "name": "test:reversed-hashing",
        "dimension": 384,
    }
    pickle = seg / "index_metadata.pickle"
    pickle.write_bytes(pickle.read_bytes()[: pickle.stat().st_size // 2])
    died_with_it_open(tmp_path)
    proc = reopen_in_child(tmp_path)  # opens it with HashingEmbedder, which would repair
    assert proc.returncode != 0 and "not repaired" in proc.stderr, proc.stderr[-3000:]
    assert "the store was written with 'test:reversed-hashing'" in proc.stderr
    with AgentMemory(tmp_path, embedder=OtherModel()) as mem:
        assert len(mem.long_term.get(namespace="bulk")) == N  # the right one repairs them all
        assert len(mem.long_term.store.get("bulk")) == N


def test_a_probe_that_crashes_inside_a_collection_quarantines_that_collection(
    tmp_path: Path,
) -> None:
    """A segfault the file check cannot foresee: the child dies while reading one collection."""
    seg = build(tmp_path)
    assert check_hnsw_files(seg) is None
    db = tmp_path / "chroma"
    cid = dict(
        sqlite3.connect(db / "chroma.sqlite3").execute(
            "SELECT id, collection FROM segments WHERE scope = 'VECTOR'"
        )
    )[seg.name]
    fake = tmp_path / "fake_python"
    fake.write_text(
        "#!/bin/sh\n"
        # the first probe dies inside the collection, the second (after the move) succeeds
        f'if [ -e "{tmp_path}/second" ]; then echo OPEN; echo CHECK {cid}; echo OK {cid}; '
        "echo DONE; exit 0; fi\n"
        f'touch "{tmp_path}/second"; echo OPEN; echo CHECK {cid}; kill -SEGV $$\n'
    )
    fake.chmod(0o755)
    report = heal(db, python=str(fake))
    assert report.complete and len(report.quarantined) == 1, report
    assert report.quarantined[0].name.startswith(seg.name + "-")
    assert not seg.exists()


def test_a_clean_database_is_not_touched(tmp_path: Path) -> None:
    with AgentMemory(tmp_path, embedder=HashingEmbedder()) as mem:
        mem.remember("Ana's locker code is 1003")
    db = tmp_path / "chroma"
    died_with_it_open(tmp_path)
    report = heal(db)
    assert report.complete and report.quarantined == () and report.checked == 1
    assert not (db / QUARANTINE).exists()


def test_marker_tells_a_crash_from_a_clean_exit_and_from_a_live_owner(tmp_path: Path) -> None:
    first = OpenMarker(tmp_path)
    assert not first.unclean
    second = OpenMarker(tmp_path)  # open elsewhere at the same time: not ours to judge
    assert not second.unclean
    second.close()
    first.close()
    assert (tmp_path / MARKER).read_text() == ""
    clean = OpenMarker(tmp_path)
    assert not clean.unclean  # after a clean close
    clean.close()
    (tmp_path / MARKER).write_text("4242\n")  # a process died with it open
    again = OpenMarker(tmp_path)
    assert again.unclean
    again.close()
