"""One worker process of the many-workers test: a MemoryHub on Postgres sessions and a Chroma
server, serving turns given as JSON lines on stdin, one JSON reply per line on stdout.

    python -m tests.reliability.many_workers_worker PG_URL CHROMA_HOST CHROMA_PORT PREFIX WINDOW

A command ``{"user": ..., "thread": ..., "turn": n}`` adds the turn (id ``turn-n``; a turn a
killed worker had already written is found by its id and not added twice), builds the context
and replies with the turn's latency, whether the context holds another user's marker, and
whether it is over the window.
"""

from __future__ import annotations

import json
import sys
import time

import chromadb

from decaymem import ChromaStore, HashingEmbedder, MemoryHub, PostgresSessions

USERS = {"user:ana": "ANA", "user:bob": "BOB"}


def text_of(user: str, thread: str, turn: int) -> str:
    marker = USERS[user]
    return (
        f"{marker}-{thread}-{turn}: note {turn} about topic {turn % 5} in {thread}, {marker} only"
    )


def main() -> None:
    url, host, port, prefix, window = sys.argv[1:6]
    hub = MemoryHub(
        sessions=PostgresSessions(url),
        store=ChromaStore(chromadb.HttpClient(host=host, port=int(port)), prefix=prefix),
        embedder=HashingEmbedder(),
    )
    print(json.dumps("READY"), flush=True)
    for line in sys.stdin:
        cmd = json.loads(line)
        user, thread, turn = cmd["user"], cmd["thread"], int(cmd["turn"])
        t0 = time.perf_counter()
        mem = hub.session(thread, namespace=user, context_window=int(window))
        mid = f"turn-{turn}"
        skipped = mem.sessions.has_message(thread, mid, namespace=user)
        if not skipped:
            mem.add_message("user", text_of(user, thread, turn), id=mid)
        ctx = mem.context(f"topic {turn % 5}")
        latency = time.perf_counter() - t0
        others = [m for u, m in USERS.items() if u != user]
        leak = any(o in m.content for m in ctx.messages for o in others) or any(
            o in r.text for r in ctx.recalled for o in others
        )
        reply = {
            "thread": thread,
            "user": user,
            "turn": turn,
            "skipped": skipped,
            "latency_s": latency,
            "leak": leak,
            "over_budget": ctx.tokens > int(window),
            "recalled": len(ctx.recalled),
        }
        print(json.dumps(reply), flush=True)


if __name__ == "__main__":
    main()
