"""Child process for the server-mode concurrency test: remember N memories through a Chroma
server, print their ids.

    python -m tests.reliability.server_writer HOST PORT PREFIX WORKER N
"""

from __future__ import annotations

import sys

import chromadb

from decaymem import ChromaStore, HashingEmbedder, LongTermMemory, MemoryInput


def main() -> None:
    host, port, prefix, worker, n = (
        sys.argv[1],
        int(sys.argv[2]),
        sys.argv[3],
        sys.argv[4],
        int(sys.argv[5]),
    )
    store = ChromaStore(chromadb.HttpClient(host=host, port=port), prefix=prefix)
    ltm = LongTermMemory(store=store, embedder=HashingEmbedder(), consolidate=False)
    for start in range(0, n, 10):
        items = [
            MemoryInput(text=f"worker {worker} memory {i}")
            for i in range(start, min(n, start + 10))
        ]
        for mid in ltm.remember_many(items, namespace="shared"):
            print(mid, flush=True)
        ltm.recall(f"worker {worker}", k=3, namespace="shared")  # reads interleave with writes


if __name__ == "__main__":
    main()
