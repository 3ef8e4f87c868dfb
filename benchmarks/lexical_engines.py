"""Lexical (BM25) engines side by side, for the per-namespace index of long-term memory.

    python -m benchmarks.lexical_engines [--sizes 1000,10000,100000] [--data PATH]

Candidates (issue 12, item 1):
- ``bm25s-rebuild``: what decaymem did before: bm25s, whole index rebuilt after any write;
- ``incremental``: :class:`decaymem.lexical.LexicalIndex` in memory;
- ``incremental+sqlite``: the same, persisted in a SQLite file (what an on-disk memory uses);
- ``fts5``: SQLite FTS5 (stdlib) on a file, ``bm25()`` ranking, texts pre-tokenized like bm25s;
- ``tantivy``: Tantivy on a directory (when ``import tantivy`` works), texts pre-tokenized.

Measured: add cost per memory (one memory per write, each durable, into an index of 1k and of
the largest size), query cost (scores of every matching memory, what recall consumes) at each
size (every matching memory's score, and the top 100 alone), reopen cost (open + first query)
at the largest size, and top-10 agreement with bm25s on real dialogue turns and questions. The texts are LoCoMo turns read at run time from
``../shared/data/locomo_dev.json`` (never stored in the repository); sizes past the number of
real turns are made by splicing halves of two random turns. Prints a Markdown table.
"""

from __future__ import annotations

import argparse
import json
import random
import shutil
import sqlite3
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any, Protocol

import bm25s
import numpy as np

from decaymem.lexical import LexicalDB, LexicalIndex, tokenize

# ../shared/data/locomo_dev.json beside the checkout (or beside any folder above it)
DEFAULT_DATA = next(
    (
        p / "shared" / "data" / "locomo_dev.json"
        for p in Path(__file__).resolve().parents[1:]
        if (p / "shared" / "data" / "locomo_dev.json").exists()
    ),
    Path("../shared/data/locomo_dev.json"),
)


def load_locomo(path: Path) -> tuple[list[str], list[str]]:
    data = json.loads(path.read_text())
    turns, questions = [], []
    for conv in data:
        for key, session in conv["conversation"].items():
            if key.startswith("session_") and isinstance(session, list):
                turns += [f"{t['speaker']}: {t['text']}" for t in session]
        questions += [q["question"] for q in conv["qa"]]
    return turns, questions


def corpus(turns: list[str], n: int, seed: int = 0) -> list[str]:
    if n <= len(turns):
        return turns[:n]
    rng = random.Random(seed)
    out = list(turns)
    while len(out) < n:
        a, b = rng.choice(turns).split(), rng.choice(turns).split()
        out.append(" ".join(a[: len(a) // 2 + 1] + b[len(b) // 2 :]))
    return out


class Engine(Protocol):
    def add(self, texts: list[str], start: int) -> None: ...
    def scores(self, query: str, n: int) -> np.ndarray: ...
    def top(self, query: str, k: int, n: int) -> list[int]: ...
    def close(self) -> None: ...


def _top_of(scores: np.ndarray, k: int) -> list[int]:
    k = min(k, len(scores))
    part = np.argpartition(-scores, k - 1)[:k] if k else np.zeros(0, dtype=np.int64)
    return part[np.argsort(-scores[part], kind="stable")].tolist()


class Bm25sRebuild:
    def __init__(self, workdir: Path) -> None:
        self.texts: list[str] = []
        self.bm: Any = None

    def add(self, texts: list[str], start: int) -> None:
        self.texts += texts
        self.bm = None  # the old index: the next query rebuilds everything

    def scores(self, query: str, n: int) -> np.ndarray:
        if self.bm is None:
            self.bm = bm25s.BM25()
            tok = bm25s.tokenize(self.texts, stopwords="en", show_progress=False)
            self.bm.index(tok, show_progress=False)
        q = bm25s.tokenize([query], stopwords="en", return_ids=False, show_progress=False)[0]
        q = [t for t in q if t in self.bm.vocab_dict]
        return np.asarray(self.bm.get_scores(q)) if q else np.zeros(n)

    def top(self, query: str, k: int, n: int) -> list[int]:
        return _top_of(self.scores(query, n), k)

    def close(self) -> None:
        pass


class Incremental:
    persistent = False

    def __init__(self, workdir: Path) -> None:
        self.workdir = workdir
        db = LexicalDB(workdir / "lex.sqlite3" if self.persistent else None)
        self.idx = LexicalIndex("bench", db=db)

    def add(self, texts: list[str], start: int) -> None:
        self.idx.add([str(i) for i in range(start, start + len(texts))], texts)

    def scores(self, query: str, n: int) -> np.ndarray:
        return self.idx.scores(query)  # slots are the ids' order here (no deletes)

    def top(self, query: str, k: int, n: int) -> list[int]:
        return _top_of(self.idx.scores(query), k)

    def close(self) -> None:
        self.idx.db.close()


class IncrementalSqlite(Incremental):
    persistent = True


class Fts5:
    def __init__(self, workdir: Path) -> None:
        self.path = workdir / "fts.sqlite3"
        self.conn = sqlite3.connect(self.path)
        self.conn.execute("PRAGMA journal_mode=WAL")
        self.conn.execute("PRAGMA synchronous=NORMAL")
        self.conn.execute("CREATE VIRTUAL TABLE IF NOT EXISTS d USING fts5(body)")

    def add(self, texts: list[str], start: int) -> None:
        with self.conn:
            self.conn.executemany(
                "INSERT INTO d(rowid, body) VALUES (?, ?)",
                [(start + i, " ".join(tokenize(t))) for i, t in enumerate(texts)],
            )

    def scores(self, query: str, n: int) -> np.ndarray:
        out = np.zeros(n)
        words = sorted(set(tokenize(query)))
        if not words:
            return out
        match = " OR ".join(f'"{w}"' for w in words)
        rows = self.conn.execute("SELECT rowid, -bm25(d) FROM d WHERE d MATCH ?", (match,))
        got = np.array(rows.fetchall(), dtype=np.float64).reshape(-1, 2)
        out[got[:, 0].astype(np.int64)] = got[:, 1]
        return out

    def top(self, query: str, k: int, n: int) -> list[int]:
        words = sorted(set(tokenize(query)))
        if not words:
            return []
        match = " OR ".join(f'"{w}"' for w in words)
        sql = "SELECT rowid FROM d WHERE d MATCH ? ORDER BY rank LIMIT ?"
        return [int(r) for (r,) in self.conn.execute(sql, (match, k))]

    def close(self) -> None:
        self.conn.close()


class Tantivy:
    def __init__(self, workdir: Path) -> None:
        import tantivy

        self.t = tantivy
        self.dir = workdir / "tantivy"
        fresh = not self.dir.exists()
        self.dir.mkdir(exist_ok=True)
        sb = tantivy.SchemaBuilder()
        sb.add_text_field("body", stored=False)
        sb.add_integer_field("rid", stored=True, fast=True)
        self.index = tantivy.Index(sb.build(), path=str(self.dir), reuse=not fresh)
        self.writer: Any = None

    def add(self, texts: list[str], start: int) -> None:
        if self.writer is None:
            self.writer = self.index.writer(heap_size=50_000_000, num_threads=1)
        for i, t in enumerate(texts):
            self.writer.add_document(self.t.Document(body=" ".join(tokenize(t)), rid=start + i))
        self.writer.commit()
        self.index.reload()

    def scores(self, query: str, n: int) -> np.ndarray:
        out = np.zeros(n)
        words = sorted(set(tokenize(query)))
        if not words:
            return out
        searcher = self.index.searcher()
        q = self.index.parse_query(" OR ".join(words), ["body"])
        for score, addr in searcher.search(q, max(1, n)).hits:
            out[searcher.doc(addr)["rid"][0]] = score
        return out

    def top(self, query: str, k: int, n: int) -> list[int]:
        words = sorted(set(tokenize(query)))
        if not words:
            return []
        searcher = self.index.searcher()
        q = self.index.parse_query(" OR ".join(words), ["body"])
        return [int(searcher.doc(a)["rid"][0]) for _, a in searcher.search(q, k).hits]

    def close(self) -> None:
        if self.writer is not None:
            self.writer.wait_merging_threads()


def _in(make: Callable[[Path], Engine]) -> Callable[[Path], Engine]:
    def build(workdir: Path) -> Engine:
        workdir.mkdir(parents=True, exist_ok=True)
        return make(workdir)

    return build


ENGINES: dict[str, Callable[[Path], Engine]] = {
    "bm25s-rebuild": Bm25sRebuild,
    "incremental": Incremental,
    "incremental+sqlite": IncrementalSqlite,
    "fts5": Fts5,
    "tantivy": Tantivy,
}


def median_ms(fn: Callable[[], object], reps: int) -> float:
    samples = []
    for _ in range(reps):
        t = time.perf_counter()
        fn()
        samples.append(time.perf_counter() - t)
    return statistics.median(samples) * 1e3


def per_write_ms(engine: Engine, texts: list[str], n: int, writes: int, query: str) -> float:
    """One memory per write, then one query (a turn): the write plus what the query pays for it."""
    samples = []
    for j in range(writes):
        t = time.perf_counter()
        engine.add([texts[j % len(texts)]], n + j)
        engine.scores(query, n + j + 1)
        samples.append(time.perf_counter() - t)
    return statistics.median(samples) * 1e3


def top10(s: np.ndarray) -> set[int]:
    return set(np.argsort(-s, kind="stable")[:10].tolist())


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--sizes", default="1000,10000,100000")
    ap.add_argument("--data", type=Path, default=DEFAULT_DATA)
    ap.add_argument("--queries", type=int, default=100)
    args = ap.parse_args(argv)
    sizes = [int(s) for s in args.sizes.split(",")]
    turns, questions = load_locomo(args.data)
    rng = random.Random(1)
    queries = rng.sample(questions, min(args.queries, len(questions)))
    try:
        import tantivy  # noqa: F401
    except ImportError:
        print("tantivy not importable: skipped (pip install tantivy)", file=sys.stderr)
        ENGINES.pop("tantivy")
    big = max(sizes)
    texts = corpus(turns, big)
    extra = corpus(turns, big + 400, seed=9)[big:]
    # ranking agreement with bm25s on the real turns (all of them) and questions
    ref = Bm25sRebuild(Path("."))
    ref.add(turns, 0)
    ref_top = [top10(ref.scores(q, len(turns))) for q in questions]
    rows: dict[str, dict[str, str]] = {}
    for name, raw_make in ENGINES.items():
        make = _in(raw_make)
        row = rows.setdefault(name, {})
        work = Path(tempfile.mkdtemp(prefix=f"lex-{name}-"))
        try:
            eng = make(work / "agree")
            eng.add(turns, 0)
            overlap = [
                len(top10(eng.scores(q, len(turns))) & r) / 10
                for q, r in zip(questions, ref_top, strict=True)
            ]
            row["top-10 overlap with bm25s"] = f"{statistics.mean(overlap):.3f}"
            eng.close()
            eng = make(work / "main")
            done = 0
            for n in sizes:
                t = time.perf_counter()
                eng.add(texts[done:n], done)
                done = n
                eng.scores(queries[0], done)  # bm25s-rebuild builds its index here
                row[f"bulk load to {n:,} + a query (s)"] = f"{time.perf_counter() - t:.2f}"
                q_ms = median_ms(lambda: [eng.scores(q, done) for q in queries], 1)
                row[f"all scores @{n:,} (ms)"] = f"{q_ms / len(queries):.2f}"
                q_ms = median_ms(lambda: [eng.top(q, 100, done) for q in queries], 1)
                row[f"top-100 @{n:,} (ms)"] = f"{q_ms / len(queries):.2f}"
                if n in (min(sizes), big):
                    writes = 3 if name == "bm25s-rebuild" and n > 10_000 else 50
                    w = per_write_ms(eng, extra, done, writes, queries[0])
                    row[f"write+query @{n:,} (ms)"] = f"{w:.2f}"
                    done += writes
            eng.close()
            if name != "incremental":
                t = time.perf_counter()
                again = make(work / "main")
                if isinstance(again, Bm25sRebuild):
                    again.add(texts[:done], 0)
                again.scores(queries[1], done)
                row[f"reopen @{big:,} + first query (s)"] = f"{time.perf_counter() - t:.2f}"
                again.close()
            else:
                row[f"reopen @{big:,} + first query (s)"] = "n/a (memory)"
        finally:
            shutil.rmtree(work, ignore_errors=True)
        print(f"{name}: {row}", file=sys.stderr, flush=True)
    cols = list(dict.fromkeys(c for r in rows.values() for c in r))
    print("| engine | " + " | ".join(cols) + " |")
    print("|---|" + "---:|" * len(cols))
    for name, row in rows.items():
        print(f"| {name} | " + " | ".join(row.get(c, "") for c in cols) + " |")
    print(f"\n{len(turns):,} real turns, {len(questions)} questions; {len(queries)} timed queries")
    return 0


if __name__ == "__main__":
    sys.exit(main())
