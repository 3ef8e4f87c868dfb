"""The side-by-side benchmarks: decaymem against what LangChain and LlamaIndex users would use.

    python -m benchmarks.run            # full mode: writes BENCHMARKS.md and benchmarks/figures/
    python -m benchmarks.run --quick    # quick mode (under 3 minutes): same tables, smaller sizes

Absolute times drift on shared machines, so every comparison is a ratio measured in the same
run, and every time is a median.
"""

from __future__ import annotations

import argparse
import gc
import json
import platform
import resource
import statistics
import sys
import tempfile
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np

from decaymem import (
    AgentMemory,
    ChromaStore,
    CosineScoring,
    FixedClock,
    HashingEmbedder,
    HybridScoring,
    LongTermMemory,
    MemoryRecord,
    SeedScoring,
    SentenceTransformerEmbedder,
    TiktokenCounter,
)

from . import baselines
from .quality import evaluate, evaluate_rankings, modes
from .synthetic import generate

ROOT = Path(__file__).resolve().parents[1]
WORDS = [
    "budget",
    "flight",
    "hotel",
    "museum",
    "dinner",
    "train",
    "ticket",
    "passport",
    "visa",
    "allergy",
    "meeting",
    "project",
    "deadline",
    "invoice",
    "dog",
    "cat",
    "garden",
    "football",
    "concert",
    "recipe",
    "doctor",
    "dentist",
    "school",
]


@dataclass
class Report:
    quick: bool
    sections: dict[str, Any] = field(default_factory=dict)
    seconds: dict[str, float] = field(default_factory=dict)


def median_time(fn: Callable[[int], None], reps: int) -> float:
    samples = []
    for i in range(reps):
        t = time.perf_counter()
        fn(i)
        samples.append(time.perf_counter() - t)
    return statistics.median(samples)


def turn_text(i: int) -> tuple[str, str]:
    role = "user" if i % 2 == 0 else "assistant"
    return (
        role,
        f"Message {i}: we discussed the {WORDS[i % len(WORDS)]} and the {WORDS[(i * 7) % len(WORDS)]} for a while, nothing urgent.",
    )


# ---------------------------------------------------------------- 1. per-turn overhead
def per_turn(sizes: Sequence[int], reps: int, slow_reps: int, budget: int = 8000) -> dict[str, Any]:
    counter = TiktokenCounter()
    rows: dict[str, dict[int, float]] = {}
    tokenize: list[float] = []
    for n in sizes:
        history = [turn_text(i) for i in range(n)]
        mem = AgentMemory(
            context_window=budget,
            recall_k=0,
            promote_facts=False,
            embedder=HashingEmbedder(),
            token_counter=counter,
        )
        for role, text in history:
            mem.add_message(role, text)

        def decaymem_turn(i: int, mem: AgentMemory = mem, n: int = n) -> None:
            role, text = turn_text(n + i)
            mem.add_message(role, text)
            mem.context()

        rows.setdefault("decaymem AgentMemory (add + pressure + context)", {})[n] = median_time(
            decaymem_turn, reps
        )
        tokenize.append(median_time(lambda i, n=n: counter.count(turn_text(n + i)[1]), reps))
        mem.close()
        for name, cls, r in (
            ("LangChain trim_messages + tiktoken", baselines.TrimMessagesTurn, reps),
            ("LlamaIndex Memory (aput + aget)", baselines.LlamaIndexMemoryTurn, max(3, reps // 4)),
            # quadratic in history: one turn at 10k messages takes minutes, so fewer repetitions
            (
                "LlamaIndex ChatMemoryBuffer (put + get)",
                baselines.ChatMemoryBufferTurn,
                slow_reps if n <= 2000 else 1,
            ),
        ):
            b = cls(history, budget, counter)
            rows.setdefault(name, {})[n] = median_time(
                lambda i, b=b, n=n: b.turn(*turn_text(n + i)), r
            )
            if hasattr(b, "close"):
                b.close()
            del b
            gc.collect()
    return {
        "sizes": list(sizes),
        "seconds": rows,
        "tokenize_s": statistics.median(tokenize),
        "budget": budget,
    }


# ---------------------------------------------------------------- 2. recall latency
class LookupEmbedder:
    name = "bench:lookup"

    def __init__(self, table: dict[str, np.ndarray], dim: int) -> None:
        self.table, self.dim = table, dim

    def embed(self, texts: Sequence[str]) -> np.ndarray:
        return np.stack([self.table[t] for t in texts])


def recall_latency(sizes: Sequence[int], queries: int, with_tw: bool) -> dict[str, Any]:
    rng = np.random.default_rng(3)
    out: dict[str, Any] = {"sizes": list(sizes), "p50_s": {}, "exact": {}, "rss_mb": {}}
    dim = 384
    for n in sizes:
        texts = [f"memory {i}: {' '.join(rng.choice(WORDS, 6))}" for i in range(n)]
        vecs = rng.normal(size=(n, dim)).astype(np.float32)
        vecs /= np.linalg.norm(vecs, axis=1, keepdims=True)
        qtexts = [f"query {j}: {' '.join(rng.choice(WORDS, 3))}" for j in range(queries)]
        qvecs = vecs[rng.integers(0, n, queries)] + 0.3 * rng.normal(size=(queries, dim)).astype(
            np.float32
        )
        qvecs /= np.linalg.norm(qvecs, axis=1, keepdims=True)
        table = dict(zip(texts, vecs, strict=True)) | dict(zip(qtexts, qvecs, strict=True))
        clock = FixedClock(2e9)
        store = ChromaStore()
        records = [
            MemoryRecord(
                id=f"m{i}",
                text=t,
                namespace="bench",
                importance=float(rng.uniform(1, 10)),
                created_at=clock.now() - float(rng.uniform(0, 1e7)),
            )
            for i, t in enumerate(texts)
        ]
        for start in range(
            0, n, 5000
        ):  # straight into Chroma; decaymem then reads it back in pages
            store.add("bench", records[start : start + 5000], vecs[start : start + 5000])
        rss0 = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
        ltm = LongTermMemory(
            store=store, embedder=LookupEmbedder(table, dim), clock=clock, consolidate=False
        )
        t0 = time.perf_counter()
        ltm.recall(qtexts[0], k=10, namespace="bench")  # hydrates the index once
        out.setdefault("hydrate_s", {})[n] = time.perf_counter() - t0
        out["rss_mb"][n] = (resource.getrusage(resource.RUSAGE_SELF).ru_maxrss - rss0) / 1024
        col = store._collection("bench", create=False)
        timings: dict[str, float] = {}
        timings["bare Chroma query (k=10)"] = median_time(
            lambda j: col.query(query_embeddings=[qvecs[j]], n_results=10, include=["distances"]),
            queries,
        )
        for name, mode in (
            ("decaymem recall, default (hybrid)", HybridScoring()),
            ("decaymem recall, seed", SeedScoring()),
            ("decaymem recall, cosine", CosineScoring()),
        ):
            timings[name] = median_time(
                lambda j, mode=mode: ltm.recall(qtexts[j], k=10, namespace="bench", scoring=mode),
                queries,
            )
        out["p50_s"][n] = timings
        # top-k equals brute force: an independent NumPy scoring of everything stored
        stored = store.get("bench")
        recs = [r for r, _ in stored]
        mat = np.stack([v for _, v in stored])
        imp = np.array([r.importance for r in recs])
        age = np.maximum(0.0, clock.now() - np.array([r.created_at for r in recs]))
        same = 0
        mode = SeedScoring(lam=1e-7)
        for j in range(min(queries, 50)):
            got = [r.id for r in ltm.recall(qtexts[j], k=10, namespace="bench", scoring=mode)]
            score = (mat @ qvecs[j] + 1) / 2 * imp * np.exp(-1e-7 * age)
            order = sorted(
                range(len(recs)), key=lambda i: (-score[i], -recs[i].created_at, recs[i].id)
            )[:10]
            same += got == [recs[i].id for i in order]
        out["exact"][n] = {"checked": min(queries, 50), "equal": same}
        if with_tw and n <= 10_000:
            out.setdefault("tw_p50_s", {})[n] = time_weighted_latency(
                texts, vecs, qtexts, qvecs, queries
            )
        stored = []  # release the store before the next size
        gc.collect()
    return out


def time_weighted_latency(
    texts: list[str], vecs: np.ndarray, qtexts: list[str], qvecs: np.ndarray, queries: int
) -> float:
    import uuid

    import chromadb
    from langchain_chroma import Chroma
    from langchain_classic.retrievers import TimeWeightedVectorStoreRetriever
    from langchain_core.documents import Document
    from langchain_core.embeddings import Embeddings

    table = dict(zip(texts, vecs, strict=True)) | dict(zip(qtexts, qvecs, strict=True))

    class E(Embeddings):
        def embed_documents(self, t: list[str]) -> list[list[float]]:
            return [table[x].tolist() for x in t]

        def embed_query(self, t: str) -> list[float]:
            return table[t].tolist()  # type: ignore[no-any-return]

    vs = Chroma(
        collection_name=f"tw{uuid.uuid4().hex[:8]}",
        embedding_function=E(),
        client=chromadb.EphemeralClient(),
        collection_metadata={"hnsw:space": "cosine"},
    )
    r = TimeWeightedVectorStoreRetriever(vectorstore=vs, decay_rate=0.01, k=10)
    now = time.time()
    for start in range(0, len(texts), 5000):
        r.add_documents(
            [
                Document(page_content=t, metadata={"created_at": now, "last_accessed_at": now})
                for t in texts[start : start + 5000]
            ]
        )
    return median_time(lambda j: r.invoke(qtexts[j]), queries)


# ---------------------------------------------------------------- 3. ingestion
def ingestion(n: int) -> dict[str, Any]:
    convs = generate(n_conversations=max(1, n // 330), seed=5)
    texts = [s.text for c in convs for s in c.statements][:n]
    emb = SentenceTransformerEmbedder()
    emb.embed(["warm up"])
    chunk = 512  # both sides encode in the same chunks (LongTermMemory's pipeline_chunk)

    def bare_once() -> float:
        t = time.perf_counter()
        for start in range(0, len(texts), chunk):
            emb.embed(texts[start : start + chunk])
        return time.perf_counter() - t

    def ours_once() -> float:
        with tempfile.TemporaryDirectory() as d:
            ltm = LongTermMemory(
                store=ChromaStore(path=d), embedder=emb, consolidate=False, pipeline_chunk=chunk
            )
            t = time.perf_counter()
            ltm.remember_many(texts, namespace="ingest")
            return time.perf_counter() - t

    bare = min(bare_once(), bare_once())
    ours = min(ours_once(), ours_once())
    return {"n": len(texts), "bare_s": bare, "decaymem_s": ours}


# ---------------------------------------------------------------- 4. quality
def quality(n_conversations: int, seeds: Sequence[int]) -> dict[str, Any]:
    emb = SentenceTransformerEmbedder()
    out: dict[str, Any] = {}
    for seed in seeds:
        convs = generate(n_conversations=n_conversations, seed=seed)
        selected = {
            k: v
            for k, v in modes().items()
            if k
            in (
                "seed (λ=0.05/s)",
                "seed (half-life 1 year)",
                "cosine",
                "bm25",
                "hybrid (default)",
                "hybrid, no supersession",
                "hybrid, dense only",
            )
        }
        res = evaluate(convs, emb, selected)
        cache = baselines.CachedEmbeddings(emb)
        cache.vectors(
            [s.text for c in convs for s in c.statements]
            + [q.text for c in convs for q in c.queries]
        )
        res["LangChain TimeWeightedVectorStoreRetriever"] = evaluate_rankings(
            convs, baselines.time_weighted_rankings(convs, cache)
        )
        res["LlamaIndex VectorMemory"] = evaluate_rankings(
            convs, baselines.llamaindex_vector_memory_rankings(convs, cache)
        )
        out[str(seed)] = res
    return out


# ---------------------------------------------------------------- report
def machine() -> dict[str, str]:
    import importlib.metadata as md

    cpu = "unknown"
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    import os

    versions = {
        p: md.version(p)
        for p in (
            "decaymem",
            "chromadb",
            "tiktoken",
            "sentence-transformers",
            "torch",
            "bm25s",
            "langchain-core",
            "langchain-classic",
            "langchain-chroma",
            "llama-index-core",
        )
    }
    return {
        "python": platform.python_version(),
        "platform": platform.platform(),
        "cpu": cpu,
        "cores": str(os.cpu_count()),
        # pinned in benchmarks/__init__.py before numpy is imported
        "BLAS threads": os.environ.get("OPENBLAS_NUM_THREADS", "unset"),
        **versions,
    }


def run(quick: bool) -> Report:
    import logging

    logging.getLogger("decaymem").setLevel(logging.ERROR)  # pressure warnings are expected here
    rep = Report(quick=quick)
    stages: list[tuple[str, Callable[[], Any]]] = [
        (
            "per_turn",
            lambda: per_turn(
                [1000, 2000] if quick else [1000, 2000, 10_000],
                30 if quick else 200,
                2 if quick else 3,
            ),
        ),
        (
            "recall",
            lambda: recall_latency(
                [10_000] if quick else [10_000, 100_000], 30 if quick else 200, with_tw=not quick
            ),
        ),
        ("ingestion", lambda: ingestion(500 if quick else 4000)),
        ("quality", lambda: quality(3 if quick else 12, [7] if quick else [7, 11, 23])),
    ]
    for name, fn in stages:
        t = time.perf_counter()
        rep.sections[name] = fn()
        rep.seconds[name] = time.perf_counter() - t
        print(f"[bench] {name}: {rep.seconds[name]:.0f} s", file=sys.stderr, flush=True)
    rep.sections["machine"] = machine()
    return rep


def main(argv: Sequence[str] | None = None) -> int:
    p = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    p.add_argument("--quick", action="store_true")
    p.add_argument("--out", type=Path, help="markdown file (default: BENCHMARKS.md in full mode)")
    p.add_argument("--json", type=Path)
    p.add_argument("--figures", type=Path, default=ROOT / "benchmarks" / "figures")
    p.add_argument(
        "--from-json", type=Path, help="re-render the report of a saved run (no measuring)"
    )
    args = p.parse_args(argv)
    if args.from_json:
        saved = json.loads(args.from_json.read_text())
        rep = Report(quick=saved["quick"], sections=saved["sections"], seconds=saved["seconds"])
    else:
        rep = run(args.quick)
    if args.json and not args.from_json:
        args.json.write_text(
            json.dumps(
                {"quick": rep.quick, "sections": rep.sections, "seconds": rep.seconds},
                indent=2,
                default=str,
            )
        )
    from .report import render

    out = args.out or (None if args.quick else ROOT / "BENCHMARKS.md")
    text = render(
        rep,
        figures=args.figures,
        command="python -m benchmarks.run" + (" --quick" if args.quick else ""),
    )
    if out is not None:
        out.write_text(text, encoding="utf-8")
    else:
        print(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
