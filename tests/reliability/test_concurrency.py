"""Threads sharing one AgentMemory, and processes sharing one store through a Chroma server."""

from __future__ import annotations

import subprocess
import sys
import threading
import uuid
from pathlib import Path

import chromadb
import pytest

from decaymem import AgentMemory, ChromaStore, HashingEmbedder

ROOT = Path(__file__).resolve().parents[2]


def test_eight_threads_writing_to_one_agent_memory(tmp_path: Path) -> None:
    mem = AgentMemory(tmp_path, context_window=2000, embedder=HashingEmbedder())
    per_thread = 60
    errors: list[BaseException] = []
    acked: list[str] = []
    lock = threading.Lock()

    def work(t: int) -> None:
        try:
            for i in range(per_thread):
                r = mem.add_message("user", f"thread {t} says number {i} about topic {i % 5}")
                mid = mem.remember(f"thread {t} fact {i}: value {t * 1000 + i}")
                with lock:
                    acked.extend([r.message.id, mid])
                if i % 10 == 0:
                    mem.context(f"thread {t} topic")
        except BaseException as e:  # collected and re-raised in the main thread
            errors.append(e)

    threads = [threading.Thread(target=work, args=(t,)) for t in range(8)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert not errors, errors[0]
    transcript = [m.id for m in mem.transcript()]
    assert len(transcript) == 8 * per_thread == len(set(transcript))
    user_memories = [r for r in mem.long_term.get(namespace="default") if r.source == "user"]
    assert len(user_memories) == 8 * per_thread == len({r.id for r in user_memories})
    assert set(acked) <= set(transcript) | {r.id for r in mem.long_term.get(namespace="default")}
    assert mem.buffer.tokens <= (mem.buffer.max_tokens or 0)
    mem.close()
    with AgentMemory(tmp_path, context_window=2000, embedder=HashingEmbedder()) as again:
        assert len(again.transcript()) == 8 * per_thread


@pytest.mark.server
def test_worker_processes_share_one_chroma_server(chroma_server: tuple[str, int]) -> None:
    host, port = chroma_server
    prefix = f"w{uuid.uuid4().hex[:8]}"
    n, workers = 60, 3
    procs = [
        subprocess.Popen(
            [
                sys.executable,
                "-m",
                "tests.reliability.server_writer",
                host,
                str(port),
                prefix,
                str(w),
                str(n),
            ],
            cwd=ROOT,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        for w in range(workers)
    ]
    ids: list[str] = []
    for p in procs:
        out, err = p.communicate(timeout=300)
        assert p.returncode == 0, err[-2000:]
        ids += out.split()
    assert len(ids) == n * workers == len(set(ids))
    store = ChromaStore(chromadb.HttpClient(host=host, port=port), prefix=prefix)
    assert store.count("shared") == n * workers
    stored = {r.id for r, _ in store.get("shared")}
    assert stored == set(ids)
    texts = sorted(r.text for r, _ in store.get("shared"))
    assert texts == sorted(f"worker {w} memory {i}" for w in range(workers) for i in range(n))
