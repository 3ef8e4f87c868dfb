"""SIGKILL a writer of remember_many / restore / forget; on reopen every acknowledged memory is
returned by ``get()`` *and* found by ``recall()`` of its own unique word, and no acknowledged
forget comes back.

Each writer process first reopens the directory the previous one was killed in and reports
what it holds (``recall_writer``), so every kill is followed by a real reopen in a new process
and the loop starts one process per kill. Recall there ranks by BM25, so a miss is the lexical
index's. (Issue 45 saw 1–9 of 20 sampled memories missed on 22 of 25 reopenings with the
default fusion; with the hashing embedder a unique word's hashed dimension is shared by a few
other memories, which then tie with it on similarity, and fusion ranked those above the one
lexical match, at ranks 6–10, while the lexical index held every memory.)
"""

from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
KILLS = int(os.environ.get("DECAYMEM_RECALL_KILLS", "25"))
SAMPLE = 20


class Writer:
    """One writer process: its reopen report, then its acknowledgements until killed."""

    def __init__(self, path: Path, seed: int, start: int, sample: list[tuple[str, int]]) -> None:
        spec = path.parent / f"sample-{seed}.json"
        spec.write_text(json.dumps(sample), encoding="utf-8")
        args = [str(path), str(seed), str(start), str(spec)]
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "tests.reliability.recall_writer", *args],
            cwd=ROOT,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        assert self.proc.stdout is not None
        self.stored: dict[str, int] = {}
        self.recalled: dict[str, bool] = {}
        for line in self.proc.stdout:
            kind, *rest = line.split()
            if kind == "READY":
                break
            if kind == "S":
                self.stored[rest[0]] = int(rest[1])
            elif kind == "C":
                self.recalled[rest[0]] = rest[1] == "1"
        else:
            pytest.fail("the writer died on reopen:\n" + (self.proc.stderr.read() or "")[-3000:])
        self.lines: list[str] = []
        self.reader = threading.Thread(target=self._read, daemon=True)
        self.reader.start()

    def _read(self) -> None:
        assert self.proc.stdout is not None
        self.lines.extend(self.proc.stdout)

    def kill_after_progress(self, rng: random.Random) -> None:
        deadline = time.monotonic() + 120
        while not any(ln.endswith("\n") for ln in list(self.lines)):
            assert self.proc.poll() is None, (self.proc.stderr.read() or "")[-3000:]  # type: ignore[union-attr]
            assert time.monotonic() < deadline, "the writer made no progress in 120 s"
            time.sleep(0.005)
        time.sleep(rng.uniform(0.0, 0.8))
        self.proc.send_signal(signal.SIGKILL)
        self.proc.wait(timeout=30)
        self.reader.join(timeout=30)

    def acknowledged(self) -> dict[str, dict[str, int]]:
        out: dict[str, dict[str, int]] = {"R": {}, "F?": {}, "F": {}}
        for line in self.lines:
            if line.endswith("\n"):  # a line cut short by the kill acknowledges nothing
                kind, mid, n = line.split()
                out[kind][mid] = int(n)
        return out


@pytest.mark.slow
def test_every_acknowledged_memory_is_recalled_by_its_own_word_after_sigkill(
    tmp_path: Path,
) -> None:
    rng = random.Random(45)
    path = tmp_path / "memory"
    alive: dict[str, int] = {}  # acknowledged, no forget begun
    forgotten: dict[str, int] = {}  # forget acknowledged
    begun: dict[str, int] = {}  # forget begun, not acknowledged: either is fine, never half
    sampled = unrecallable = lost = back = 0
    for kill in range(KILLS + 1):
        picks = rng.sample(sorted(alive.items()), min(SAMPLE, len(alive)))
        picks += rng.sample(sorted(forgotten.items()), min(5, len(forgotten)))
        w = Writer(path, kill, kill * 1_000_000, picks)
        lost += len(set(alive) - set(w.stored))
        back += len(set(forgotten) & set(w.stored))
        for mid, _ in picks:
            if mid in forgotten:
                back += w.recalled[mid]
            else:
                sampled += 1
                unrecallable += not w.recalled[mid]
        # a forget cut short: done, or not done (then the memory must be recallable later)
        alive.update((mid, n) for mid, n in begun.items() if mid in w.stored)
        forgotten.update((mid, n) for mid, n in begun.items() if mid not in w.stored)
        assert (lost, back, unrecallable) == (0, 0, 0), f"reopen after kill {kill - 1}"
        if kill == KILLS:
            w.proc.kill()
            w.proc.wait(timeout=30)
            break
        w.kill_after_progress(rng)
        acks = w.acknowledged()
        alive.update(acks["R"])
        begun = {mid: n for mid, n in acks["F?"].items() if mid not in acks["F"]}
        for mid in [*acks["F"], *begun]:
            alive.pop(mid, None)
        forgotten.update(acks["F"])
    print(
        f"\nkills: {KILLS}; acknowledged memories: {len(alive) + len(forgotten)} "
        f"({len(forgotten)} forgotten); sampled: {sampled}; unrecallable: {unrecallable}; "
        f"lost: {lost}; forgotten and back: {back}"
    )
    assert sampled >= SAMPLE * KILLS // 2
