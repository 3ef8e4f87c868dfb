"""Child process for the server-mode sync test: a LongTermMemory on a Chroma server, driven by
JSON commands on stdin, one JSON reply per line on stdout.

    python -m tests.reliability.server_sync_worker HOST PORT PREFIX REFRESH_S

Commands: ``{"op": "remember", "texts": [...]}`` -> ids; ``{"op": "forget", "ids": [...]}``
-> count; ``{"op": "recall", "query": ..., "k": ...}`` -> ``[[id, text], ...]``;
``{"op": "set_importance", "id": ..., "importance": ...}`` -> true (an update, no count change).
"""

from __future__ import annotations

import json
import sys
from dataclasses import replace
from typing import Any

import chromadb

from decaymem import ChromaStore, HashingEmbedder, LongTermMemory


def main() -> None:
    host, port, prefix, refresh_s = sys.argv[1], int(sys.argv[2]), sys.argv[3], float(sys.argv[4])
    store = ChromaStore(chromadb.HttpClient(host=host, port=port), prefix=prefix)
    ltm = LongTermMemory(
        store=store, embedder=HashingEmbedder(), consolidate=False, refresh_interval_s=refresh_s
    )
    print(json.dumps("READY"), flush=True)
    for line in sys.stdin:
        cmd = json.loads(line)
        out: Any
        if cmd["op"] == "remember":
            out = ltm.remember_many(cmd["texts"], namespace="shared")
        elif cmd["op"] == "forget":
            out = ltm.forget(cmd["ids"], namespace="shared")
        elif cmd["op"] == "recall":
            hits = ltm.recall(cmd["query"], k=cmd["k"], namespace="shared")
            out = [[r.id, r.text, r.importance] for r in hits]
        elif cmd["op"] == "set_importance":  # an update that changes no count
            [rec] = ltm.get([cmd["id"]], namespace="shared")
            store.update("shared", [replace(rec, importance=float(cmd["importance"]))])
            out = True
        else:
            raise SystemExit(f"unknown op {cmd['op']!r}")
        print(json.dumps(out), flush=True)


if __name__ == "__main__":
    main()
