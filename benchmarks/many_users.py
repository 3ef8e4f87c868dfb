"""Many users from one process: resident memory against the namespace-index cache bound (issue 12).

    python -m benchmarks.many_users [--namespaces 10000] [--per-namespace 100] [--bound-mb 64]

One ``LongTermMemory`` (default settings, hashing embedder, ``index_cache_bytes`` = the bound)
serves every namespace; the memories live in a real ``chroma run`` server started here (so the
process holds only what decaymem keeps, not the data). Each namespace gets ``remember_many`` of
its memories and one recall. Reported: resident memory (``/proc/self/statm``) after a warm-up
of 100 namespaces and at the end, the peak (``ru_maxrss``), and the cache's accounted bytes
(``cache_stats()``), against the bound.
"""

from __future__ import annotations

import argparse
import os
import random
import resource
import shutil
import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path

WARM = 100


def rss_mb() -> float:
    with open("/proc/self/statm") as f:
        pages = int(f.read().split()[1])
    return pages * os.sysconf("SC_PAGE_SIZE") / 2**20


_VOCAB = [f"word{j}" for j in range(5000)]


def texts(u: int, n: int) -> list[str]:
    """One findable memory and ``n - 1`` unrelated notes (random words)."""
    rng = random.Random(u)
    notes = [f"{' '.join(rng.choices(_VOCAB, k=6))} note {i}" for i in range(n - 1)]
    return [f"user {u} booked the kayak thirteen", *notes]


def serve(host: str, port: int, namespaces: int, per: int, bound: int) -> dict[str, float]:
    import chromadb

    from decaymem import FixedClock, HashingEmbedder, LongTermMemory
    from decaymem.stores import ChromaStore

    store = ChromaStore(chromadb.HttpClient(host=host, port=port), prefix="many")
    ltm = LongTermMemory(
        store=store, embedder=HashingEmbedder(), clock=FixedClock(), index_cache_bytes=bound
    )
    out: dict[str, float] = {}
    most = 0
    t = time.perf_counter()
    for u in range(namespaces):
        ns = f"user:{u}"
        ltm.remember_many(texts(u, per), namespace=ns)
        got = ltm.recall("kayak thirteen", k=3, namespace=ns)
        if not got or not got[0].text.startswith(f"user {u} "):
            raise AssertionError(f"namespace {ns} recalled {got!r:.200}")
        most = max(most, ltm.cache_stats().bytes)
        if u + 1 == WARM:
            out["warm_rss_mb"] = rss_mb()
        if (u + 1) % 500 == 0:
            print(
                f"{u + 1} namespaces: rss {rss_mb():.0f} MB, cache {most / 2**20:.1f} MB, "
                f"{time.perf_counter() - t:.0f} s",
                file=sys.stderr,
                flush=True,
            )
    stats = ltm.cache_stats()
    out |= {
        "seconds": time.perf_counter() - t,
        "end_rss_mb": rss_mb(),
        "peak_rss_mb": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024,
        "cache_max_bytes_mb": most / 2**20,
        "cache_end_mb": stats.bytes / 2**20,
        "evictions": float(stats.evictions),
        "namespaces_cached": float(stats.namespaces),
    }
    return out


def start_chroma(data: str) -> tuple[subprocess.Popen[bytes], int]:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = int(s.getsockname()[1])
    exe = Path(sys.executable).with_name("chroma")
    proc = subprocess.Popen(
        [str(exe), "run", "--path", data, "--host", "127.0.0.1", "--port", str(port)],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    import chromadb

    for _ in range(200):
        try:
            chromadb.HttpClient(host="127.0.0.1", port=port).heartbeat()
            return proc, port
        except Exception:
            time.sleep(0.3)
    proc.kill()
    raise RuntimeError("chroma run did not start")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--namespaces", type=int, default=10_000)
    ap.add_argument("--per-namespace", type=int, default=100)
    ap.add_argument("--bound-mb", type=int, default=64)
    args = ap.parse_args(argv)
    data = tempfile.mkdtemp(prefix="decaymem-many-")
    proc, port = start_chroma(data)
    try:
        r = serve("127.0.0.1", port, args.namespaces, args.per_namespace, args.bound_mb << 20)
    finally:
        proc.terminate()
        proc.wait(timeout=30)
        shutil.rmtree(data, ignore_errors=True)
    print(f"| {args.namespaces:,} namespaces x {args.per_namespace} memories | |")
    print("|---|---:|")
    print(f"| cache bound (`index_cache_bytes`) | {args.bound_mb} MB |")
    print(f"| most bytes the cache accounted | {r['cache_max_bytes_mb']:.1f} MB |")
    print(f"| resident after {WARM} namespaces (warm baseline) | {r['warm_rss_mb']:.0f} MB |")
    print(f"| resident at the end | {r['end_rss_mb']:.0f} MB |")
    print(f"| peak resident (ru_maxrss) | {r['peak_rss_mb']:.0f} MB |")
    rise = r["end_rss_mb"] - r["warm_rss_mb"]
    print(f"| rise over the warm baseline | {rise:.0f} MB (bar: bound + 64 MB) |")
    print(
        f"| evictions / namespaces still cached | {r['evictions']:.0f} / {r['namespaces_cached']:.0f} |"
    )
    print(f"| time | {r['seconds']:.0f} s |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
