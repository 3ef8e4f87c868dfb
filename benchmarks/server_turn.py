"""A remember + recall turn at 100k memories on a Chroma server and on pgvector, each against
its bare client on the same vectors (issue 43, "Must show").

    python -m benchmarks.server_turn --pg-url URL [--n 100000] [--turns 30]

Starts a ``chroma run`` here; the Postgres (with pgvector) is given by URL (tests/pg_server.py
starts one). Both stores are filled with the same ``n`` memories (hashing embedder, 384-d),
through decaymem's ``remember_many`` (``consolidate=False``: the fill times the store, not the
update analysis); the turns run on a ``LongTermMemory`` with default settings. A turn is one ``remember`` of a new text and one
``recall(k=10)``; the bare turn is one add of the same vector and one top-10 query through the
store's own client (``collection.add`` + ``collection.query``; ``INSERT`` + ``ORDER BY
embedding <=> q LIMIT 10``). Medians over ``turns``, after one warm-up turn each.
"""

from __future__ import annotations

import argparse
import shutil
import statistics
import sys
import tempfile
import time
import uuid
from collections.abc import Callable

import numpy as np

from benchmarks.bulk_import import texts_for
from benchmarks.many_users import start_chroma


def _median_ms(turn: Callable[[int], None], turns: int) -> float:
    turn(-1)  # warm-up
    samples = []
    for j in range(turns):
        t = time.perf_counter()
        turn(j)
        samples.append((time.perf_counter() - t) * 1000)
    return statistics.median(samples)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--pg-url", required=True)
    ap.add_argument("--n", type=int, default=100_000)
    ap.add_argument("--turns", type=int, default=30)
    args = ap.parse_args(argv)

    import chromadb
    import psycopg
    from pgvector.psycopg import register_vector

    from decaymem import FixedClock, HashingEmbedder, LongTermMemory
    from decaymem.stores import ChromaStore, PgVectorStore

    emb = HashingEmbedder()
    texts = texts_for("dialogue", args.n + 2 * args.turns + 4)
    base, extra = texts[: args.n], texts[args.n :]
    queries = [f"what did they say about {t.split()[-1]}" for t in extra]
    data = tempfile.mkdtemp(prefix="decaymem-turn-")
    proc, port = start_chroma(data)
    rows = []
    try:
        client = chromadb.HttpClient(host="127.0.0.1", port=port)
        stores = {
            "chroma server": ChromaStore(client, prefix=f"st{uuid.uuid4().hex[:6]}"),
            "pgvector": PgVectorStore(args.pg_url, table=f"st_{uuid.uuid4().hex[:6]}"),
        }
        for name, store in stores.items():
            filler = LongTermMemory(
                store=store, embedder=emb, clock=FixedClock(), consolidate=False
            )
            t = time.perf_counter()
            filler.remember_many(base, namespace="turns")
            fill_s = time.perf_counter() - t
            ltm = LongTermMemory(store=store, embedder=emb, clock=FixedClock())  # defaults
            ltm.recall("warm up", namespace="turns")

            def turn(j: int, ltm: LongTermMemory = ltm) -> None:
                ltm.remember(extra[j + 1 + args.turns], namespace="turns")
                ltm.recall(queries[j + 1], k=10, namespace="turns")

            ours = _median_ms(turn, args.turns)
            if name == "chroma server":
                col = client.create_collection(
                    f"bare{uuid.uuid4().hex[:8]}",
                    metadata={"hnsw:space": "cosine"},
                    embedding_function=None,
                )
                vecs = emb.embed(base)
                for i in range(0, len(base), 5000):
                    col.add(
                        ids=[str(k) for k in range(i, min(i + 5000, len(base)))],
                        embeddings=vecs[i : i + 5000],
                        documents=base[i : i + 5000],
                    )

                def bare(j: int, col: object = col) -> None:
                    v = emb.embed([extra[j + 1 + args.turns]])
                    col.add(ids=[uuid.uuid4().hex], embeddings=v, documents=[extra[j + 1]])  # type: ignore[attr-defined]
                    q = emb.embed([queries[j + 1]])
                    col.query(query_embeddings=q, n_results=10)  # type: ignore[attr-defined]

            else:
                conn = psycopg.connect(args.pg_url, autocommit=True)
                register_vector(conn)
                table = f"bare_{uuid.uuid4().hex[:8]}"
                conn.execute(
                    f"CREATE TABLE {table} (id TEXT PRIMARY KEY, text TEXT, embedding vector)"
                )
                vecs = emb.embed(base)
                with (
                    conn.cursor() as cur,
                    cur.copy(
                        f"COPY {table} (id, text, embedding) FROM STDIN WITH (FORMAT BINARY)"
                    ) as copy,
                ):
                    copy.set_types(["text", "text", "vector"])
                    for k, (txt, v) in enumerate(zip(base, vecs, strict=True)):
                        copy.write_row((str(k), txt, np.asarray(v)))

                def bare(j: int, conn: psycopg.Connection = conn, table: str = table) -> None:  # type: ignore[type-arg]
                    v = emb.embed([extra[j + 1 + args.turns]])[0]
                    conn.execute(
                        f"INSERT INTO {table} VALUES (%s, %s, %s)",
                        (uuid.uuid4().hex, extra[j + 1], v),
                    )
                    q = emb.embed([queries[j + 1]])[0]
                    conn.execute(
                        f"SELECT id, 1 - (embedding <=> %s) FROM {table} "
                        "ORDER BY embedding <=> %s LIMIT 10",
                        (q, q),
                    ).fetchall()

            theirs = _median_ms(bare, args.turns)
            rows.append((name, fill_s, ours, theirs))
            print(
                f"{name}: fill {fill_s:.0f} s, turn {ours:.1f} ms, bare {theirs:.1f} ms",
                file=sys.stderr,
                flush=True,
            )
    finally:
        proc.terminate()
        proc.wait(timeout=30)
        shutil.rmtree(data, ignore_errors=True)
    print(
        f"| {args.n:,} memories, one namespace | fill (remember_many) | decaymem turn | bare "
        "client turn | ratio |"
    )
    print("|---|---:|---:|---:|---:|")
    for name, fill_s, ours, theirs in rows:
        print(
            f"| {name} | {fill_s:.0f} s | {ours:.1f} ms | {theirs:.1f} ms | {ours / theirs:.2f} |"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
