"""Child process for the recall-after-kill test: reopens, reports, then writes until killed.

    python -m tests.reliability.recall_writer PATH SEED START SAMPLE [check]

On start (a reopen after the previous writer's SIGKILL) it reports what the reopened memory
holds: ``S <id> <n>`` for every memory ``get()`` returns, then ``C <id> <0|1>`` for each
``[id, n]`` of the JSON file ``SAMPLE``: whether ``recall()`` of memory ``n``'s unique token
returns it (BM25 ranking, so the lexical index is what is tested). ``check`` stops there.

Then it loops over three operations on one namespace, each acknowledged on stdout (flushed)
only once it returned:

- ``remember_many`` of 1–300 memories (pipelined past ``pipeline_chunk`` = 100);
- ``restore`` (what ``decaymem import`` calls) of 1–300 records with fresh ids;
- ``forget`` of 1–40 stored memories: ``F? <id> <n>`` is printed before the call (when killed,
  the forget may or may not have happened), ``F <id> <n>`` after it returned.

``R <id> <n>`` acknowledges memory number ``n`` (text :func:`text_of`, token :func:`token_of`).
A small ``save_index_min`` makes reopening use the saved namespace index, as 2,000+ memories do.
"""

from __future__ import annotations

import json
import random
import sys
import time
import uuid
from pathlib import Path

from decaymem import BM25Scoring, HashingEmbedder, LongTermMemory, MemoryInput
from decaymem.records import MemoryRecord
from decaymem.stores import ChromaStore

NAMESPACE = "kill"


def token_of(n: int) -> str:
    """A word only memory ``n`` holds (no stemmer changes it)."""
    return f"qx{n}zq"


def text_of(n: int) -> str:
    return f"memory {token_of(n)}"


def main() -> None:
    path, seed, start = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    sample: list[list[str]] = json.loads(Path(sys.argv[4]).read_text(encoding="utf-8"))
    rng = random.Random(seed)
    ltm = LongTermMemory(
        store=ChromaStore(path=Path(path) / "chroma"),
        embedder=HashingEmbedder(),
        scoring=BM25Scoring(),
        pipeline_chunk=100,
    )
    ltm.save_index_min = 200
    alive = {r.id: int(r.metadata["n"]) for r in ltm.get(namespace=NAMESPACE)}
    sys.stdout.write("".join(f"S {mid} {n}\n" for mid, n in alive.items()))
    for mid, n in sample:
        got = [r.id for r in ltm.recall(token_of(int(n)), k=3, namespace=NAMESPACE)]
        sys.stdout.write(f"C {mid} {int(mid in got)}\n")
    print("READY", flush=True)
    if sys.argv[5:] == ["check"]:
        return
    n = start
    while True:
        op = rng.choice(("many", "restore", "forget") if alive else ("many", "restore"))
        if op == "forget":
            doomed = rng.sample(sorted(alive), min(len(alive), rng.randint(1, 40)))
            sys.stdout.write("".join(f"F? {mid} {alive[mid]}\n" for mid in doomed))
            sys.stdout.flush()
            ltm.forget(doomed, namespace=NAMESPACE)
            sys.stdout.write("".join(f"F {mid} {alive.pop(mid)}\n" for mid in doomed))
            sys.stdout.flush()
            continue
        size = rng.randint(1, 300)
        nums = range(n, n + size)
        n += size
        if op == "many":
            items = [MemoryInput(text=text_of(k), metadata={"n": k}) for k in nums]
            ids = ltm.remember_many(items, namespace=NAMESPACE)
        else:
            records = [
                MemoryRecord(
                    id=uuid.uuid4().hex,
                    text=text_of(k),
                    namespace=NAMESPACE,
                    importance=5.0,
                    created_at=time.time(),
                    metadata={"n": k},
                )
                for k in nums
            ]
            ids = ltm.restore(records)
        sys.stdout.write("".join(f"R {mid} {k}\n" for k, mid in zip(nums, ids, strict=True)))
        sys.stdout.flush()
        alive.update(zip(ids, nums, strict=True))


if __name__ == "__main__":
    main()
