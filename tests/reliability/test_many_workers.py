"""Many workers on shared sessions: a real Postgres (sessions) and a real ``chroma run``
(long-term memory), 4 worker processes serving 2 users x 10 threads, workers SIGKILLed at random
mid-turn and replaced; each thread's next turn goes to whichever worker is free.

Asserts: no acknowledged turn lost, none duplicated, each thread's transcript in order; no
context holding another user's marker; no context over the window. Prints turns/s and the
p50/p99 latency of a turn (open the session, add, build the context). Bounded: 240 turns, at
most 6 kills, 240 s. Loopback only.
"""

from __future__ import annotations

import itertools
import json
import queue
import random
import subprocess
import sys
import threading
import time
import uuid
from pathlib import Path
from typing import Any

import pytest

from decaymem import HashingEmbedder, MemoryHub, PostgresSessions

from .many_workers_worker import USERS, text_of

pytestmark = pytest.mark.slow

THREADS, TURNS, WORKERS, MAX_KILLS, WINDOW = 10, 12, 4, 6, 300
ROOT = Path(__file__).resolve().parents[2]


class Worker:
    def __init__(
        self, n: int, args: list[str], replies: queue.Queue[tuple[int, Any]], logs: Path
    ) -> None:
        self.n = n
        self.log = logs / f"worker{n}.log"
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "tests.reliability.many_workers_worker", *args],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=self.log.open("w"),
            text=True,
            cwd=ROOT,
        )
        self.ready = False
        self.task: tuple[str, str, int] | None = None
        threading.Thread(target=self._read, args=(replies,), daemon=True).start()

    def _read(self, replies: queue.Queue[tuple[int, Any]]) -> None:
        assert self.proc.stdout is not None
        for line in self.proc.stdout:
            replies.put((self.n, json.loads(line)))

    def send(self, task: tuple[str, str, int]) -> None:
        assert self.proc.stdin is not None
        self.task = task
        self.proc.stdin.write(
            json.dumps(dict(zip(("user", "thread", "turn"), task, strict=True))) + "\n"
        )
        self.proc.stdin.flush()


def test_four_workers_with_kills_lose_and_duplicate_no_turn(
    pg_db: str, chroma_server: tuple[str, int], tmp_path: Path
) -> None:
    host, port = chroma_server
    args = [pg_db, host, str(port), f"mw{uuid.uuid4().hex[:8]}", str(WINDOW)]
    rng = random.Random(43)
    replies: queue.Queue[tuple[int, Any]] = queue.Queue()
    numbers = itertools.count()
    workers: dict[int, Worker] = {}
    for _ in range(WORKERS):
        w = Worker(next(numbers), args, replies, tmp_path)
        workers[w.n] = w
    next_turn = {(u, f"t{i}"): 0 for u in USERS for i in range(THREADS)}
    in_flight: set[tuple[str, str]] = set()
    acked, latencies, leaks, over, kills, retried = 0, [], 0, 0, 0, 0
    started = None
    deadline = time.monotonic() + 240
    while any(n < TURNS for n in next_turn.values()):
        assert time.monotonic() < deadline, f"not done in time: {next_turn}"
        try:
            n, msg = replies.get(timeout=0.05)
        except queue.Empty:
            n, msg = -1, None
        if n not in workers:
            pass  # a killed worker's last words: its turn counts as unacknowledged
        elif msg == "READY":
            workers[n].ready = True
            started = started or time.perf_counter()
        elif msg is not None:
            key = (msg["user"], msg["thread"])
            assert next_turn[key] == msg["turn"]
            next_turn[key] += 1
            in_flight.discard(key)
            acked += 1
            retried += msg["skipped"]
            latencies.append(msg["latency_s"])
            leaks += msg["leak"]
            over += msg["over_budget"]
            workers[n].task = None
        for w in list(workers.values()):
            if w.proc.poll() is not None:
                pytest.fail(f"worker {w.n} died on its own: {w.log.read_text()[-2000:]}")
            if not w.ready or w.task is not None:
                continue
            free = [k for k, t in next_turn.items() if t < TURNS and k not in in_flight]
            if not free:
                break
            key = rng.choice(free)
            in_flight.add(key)
            w.send((*key, next_turn[key]))
            if kills < MAX_KILLS and rng.random() < 0.04:  # mid-turn: the turn was just sent
                time.sleep(rng.uniform(0.0, 0.04))
                w.proc.kill()
                w.proc.wait()
                kills += 1
                del workers[w.n]
                in_flight.discard(key)  # unacknowledged: another worker takes it again
                fresh = Worker(next(numbers), args, replies, tmp_path)
                workers[fresh.n] = fresh
    elapsed = time.perf_counter() - (started or time.perf_counter())
    for w in workers.values():
        w.proc.kill()
        w.proc.wait()

    lost = duplicated = 0
    with MemoryHub(sessions=PostgresSessions(pg_db), embedder=HashingEmbedder()) as hub:
        for user, thread in next_turn:
            texts = [m.content for m in hub.session(thread, namespace=user).transcript()]
            want = [text_of(user, thread, i) for i in range(TURNS)]
            lost += len(set(want) - set(texts))
            duplicated += len(texts) - len(set(texts))
            assert texts == want, (user, thread)
    latencies.sort()
    p50 = latencies[len(latencies) // 2]
    p99 = latencies[min(len(latencies) - 1, int(len(latencies) * 0.99))]
    print(
        f"\nmany workers: {acked} turns acknowledged, {kills} kills, {retried} retried turns "
        f"found already written, lost {lost}, duplicated {duplicated}, leaks {leaks}, over "
        f"budget {over}; {acked / elapsed:.1f} turns/s, p50 {p50 * 1000:.0f} ms, "
        f"p99 {p99 * 1000:.0f} ms"
    )
    assert acked == len(next_turn) * TURNS
    assert lost == duplicated == leaks == over == 0
    assert kills >= 1
