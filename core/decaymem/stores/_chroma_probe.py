"""Child process of :mod:`decaymem.stores.chroma_health`: read every collection of a database.

    python _chroma_probe.py DIR

Run as a script (it needs only chromadb), never imported. For each collection it prints
``CHECK <collection id>`` before touching it and ``OK <collection id>`` or
``BAD <collection id> <error>`` after, flushing each line, so that the parent knows which
collection a crash of this process (a segfault inside Chroma's native HNSW code) happened in.
The checks are the reads every decaymem open makes: count, the ids page by page (which loads
the HNSW segment), and one nearest-neighbour query (which walks its graph).
"""

from __future__ import annotations

import sys
from typing import Any


def main() -> int:
    import chromadb
    from chromadb.config import Settings

    client = chromadb.PersistentClient(
        path=sys.argv[1], settings=Settings(anonymized_telemetry=False)
    )
    print("OPEN", flush=True)
    for col in client.list_collections():
        cid = str(col.id)
        print(f"CHECK {cid}", flush=True)
        try:
            n = col.count()
            offset = 0
            first: list[str] = []
            while offset < n:
                got = col.get(include=[], limit=5000, offset=offset)["ids"]
                if not got:
                    break
                first = first or got[:1]
                offset += len(got)
            if first:
                try:
                    got_vec: Any = col.get(ids=first, include=["embeddings"])["embeddings"]
                    vec = [float(x) for x in got_vec[0]]
                except Exception as e:  # a lost vector: decaymem's salvage repairs those
                    if "finding id" not in str(e):
                        raise
                else:
                    col.query(query_embeddings=[vec], n_results=min(10, n), include=[])  # type: ignore[arg-type]
        except Exception as e:
            text = " ".join(str(e).split())[:500]
            print(f"BAD {cid} {type(e).__name__}: {text}", flush=True)
            continue
        print(f"OK {cid}", flush=True)
    print("DONE", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
