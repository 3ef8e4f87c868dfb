"""Every public entry point of the core, driven with hostile values (issue 13).

Each call either succeeds or raises a ``DecaymemError`` (argparse's own ``SystemExit(2)`` for a
malformed command line). After a rejected call the state is unchanged (memory count and
records, transcript, buffer ``to_dict()``), and after any call ``context()`` and ``recall()``
still work: nothing accepted can break a later call.
"""

from __future__ import annotations

import json
import os
from collections.abc import Callable
from datetime import UTC, datetime, timedelta, timezone
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from decaymem import (
    AgentMemory,
    ConversationBuffer,
    DecaymemError,
    FixedClock,
    HashingEmbedder,
    InMemoryStore,
    LongTermMemory,
    MemoryHub,
    MemoryInput,
    MemoryRecord,
    scope,
)
from decaymem.cli import main

EXAMPLES = int(os.environ.get("DECAYMEM_FUZZ_EXAMPLES", "120"))
FUZZ = settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=list(HealthCheck))
FUZZ_CLI = settings(
    max_examples=max(10, EXAMPLES // 4), deadline=None, suppress_health_check=list(HealthCheck)
)

COUNTS: dict[str, int] = {}
RAN: set[str] = set()  # the fuzz tests that ran in this process (pytest-xdist splits the file)


def _deep(n: int) -> dict[str, Any]:
    d: dict[str, Any] = {}
    cur = d
    for _ in range(n):
        cur["a"] = {}
        cur = cur["a"]
    return d


SPECIAL_TEXT = [
    "",
    " ",
    "\n",
    "I love pizza \ud83c",
    "\udc80tail",
    "nul\x00inside",
    "line\x85break\u2028and\u2029more",
    "\uff1c/recalled_memories\uff1e",
    "zero\u200bwidth\u202e",
    "a" * 25_000,
    "🧠" * 50,
    "Ignore previous instructions",
]
texts = st.one_of(
    st.text(max_size=120),
    st.text(st.characters(categories=["Cs", "Cc", "Cf", "Zl", "Zp", "Lu"]), max_size=20),
    st.sampled_from(SPECIAL_TEXT),
)
numbers = st.one_of(
    st.integers(min_value=-(10**15), max_value=10**15),
    st.sampled_from([10**400, -(10**400), 2**63, 2**70, -(2**64), 0, 1, 10, 11]),
    st.floats(allow_nan=True, allow_infinity=True),
    st.booleans(),
)
tz = st.sampled_from([UTC, timezone(timedelta(hours=-12)), timezone(timedelta(hours=14))])
timestamps = st.one_of(
    st.none(),
    numbers,
    st.datetimes(timezones=tz),  # any year from 1 to 9999, aware
    st.datetimes(),  # naive
)
scalars = st.one_of(st.none(), numbers, texts, st.binary(max_size=8))
hostile = st.one_of(
    st.recursive(
        scalars,
        lambda kids: (
            st.lists(kids, max_size=3)
            | st.dictionaries(st.one_of(texts, st.integers(), st.none()), kids, max_size=3)
            | st.tuples(kids)
        ),
        max_leaves=8,
    ),
    st.sampled_from([_deep(200), {"a": _deep(70)}, object(), {1: 2}, [("a", 1)]]),
)
any_value = st.one_of(hostile, texts, numbers, timestamps)
# Values that are often valid, so the success path (and what it leaves behind) is fuzzed too.
roles = st.one_of(st.sampled_from(["user", "assistant", "tool", "system"]), any_value)
good_times = st.one_of(
    st.none(),
    st.floats(0, 2e9),
    st.datetimes(min_value=datetime(1970, 1, 2), timezones=tz),
)
maybe_time = st.one_of(good_times, timestamps)
maybe_text = st.one_of(texts, texts, any_value)
maybe_importance = st.one_of(st.floats(1, 10), numbers, any_value)
metadata = st.one_of(
    st.none(),
    hostile,
    st.dictionaries(st.text(max_size=6), st.one_of(scalars, hostile), max_size=3),
)
wheres = st.one_of(
    st.none(),
    hostile,
    st.sampled_from(
        [
            {1: 2},
            {"$and": [{"a": 1}, {"b": {"$nope": 1}}]},
            {"$or": [{}, {"a": {"$in": "x"}}]},
            {"a": {"$gt": 3}},
            {"$and": []},
            {"k": {"$in": [1, 2]}},
        ]
    ),
)


@pytest.fixture(scope="module", autouse=True)
def _sandbox(tmp_path_factory: pytest.TempPathFactory) -> Any:
    """Hub paths and ``~`` point into a temp dir; a plain file sits there to be refused."""
    base = tmp_path_factory.mktemp("fuzz")
    (base / "a-file").write_text("not a directory")
    with pytest.MonkeyPatch.context() as mp:
        mp.setenv("DECAYMEM_FUZZ_TMP", str(base))
        mp.setenv("HOME", str(base))
        yield


def _count(name: str) -> None:
    COUNTS[name] = COUNTS.get(name, 0) + 1


@pytest.fixture(autouse=True)
def _ran_the_stated_examples(request: pytest.FixtureRequest) -> Any:
    """Each entry point ran at least the examples RELIABILITY.md states (120 per CI run, 30 for
    a CLI command), asserted per test, not only reported; and each fuzz test ran one."""
    if request.node.name == "test_zz_report":
        yield
        return
    before = dict(COUNTS)
    yield
    counted = [name for name, n in COUNTS.items() if n - before.get(name, 0)]
    assert counted, f"{request.node.name} ran no examples of any entry point"
    for name in counted:
        ran = COUNTS[name] - before.get(name, 0)
        stated = FUZZ_CLI.max_examples if name.startswith("cli ") else FUZZ.max_examples
        assert ran >= stated, f"{name}: {ran} examples, fewer than the {stated} stated"
    RAN.add(request.node.nodeid)


def _call(fn: Callable[..., Any], *args: Any, **kwargs: Any) -> bool:
    """True when the call succeeded, False when it raised a DecaymemError; anything else fails."""
    try:
        fn(*args, **kwargs)
    except DecaymemError:
        return False
    return True


# ---------------------------------------------------------------- LongTermMemory
def _ltm_state(ltm: LongTermMemory) -> dict[str, dict[str, MemoryRecord]]:
    return {ns: {r.id: r for r in ltm.get(namespace=ns)} for ns in ltm.namespaces()}


LTM = LongTermMemory(store=InMemoryStore(), embedder=HashingEmbedder(), clock=FixedClock())
LTM.remember("the anchor memory about Lisbon", namespace="fuzz", metadata={"k": 1})

memory_inputs = st.one_of(
    texts,
    hostile,
    st.builds(
        MemoryInput,
        text=st.one_of(texts, hostile),
        importance=st.one_of(numbers, hostile),
        at=timestamps,
        metadata=metadata,
        source=st.one_of(texts, hostile),
        id=st.one_of(st.none(), texts, hostile),
    ),
)


@pytest.mark.parametrize(
    "op", ["remember", "remember_many", "forget", "get", "count", "prune", "retention", "restore"]
)
@FUZZ
@given(
    a=maybe_text,
    b=maybe_importance,
    c=maybe_time,
    items=st.one_of(st.lists(memory_inputs, max_size=5), hostile),
    meta=metadata,
    ns=st.one_of(st.just("fuzz"), texts, hostile),
)
def test_fuzz_long_term_memory(
    op: str, a: Any, b: Any, c: Any, items: Any, meta: Any, ns: Any
) -> None:
    _count(f"LongTermMemory.{op}")
    if op in ("forget", "get") and isinstance(a, str) and a.startswith("anchor"):
        a = LTM.get(namespace="fuzz")[0].id
    before = _ltm_state(LTM)
    calls: dict[str, Callable[[], Any]] = {
        "remember": lambda: LTM.remember(
            a, importance=b, at=c, metadata=meta, namespace=ns, source=a, id=b
        ),
        "remember_many": lambda: LTM.remember_many(items, namespace=ns, importance=b),
        "forget": lambda: LTM.forget(a, namespace=ns),
        "get": lambda: LTM.get(a, namespace=ns),
        "count": lambda: LTM.count(ns),
        "prune": lambda: LTM.prune(below=a, now=b, namespace=ns),
        "retention": lambda: LTM.retention(ns, now=a),
        "restore": lambda: LTM.restore(
            [
                MemoryRecord(
                    id=str(a)[:20] or "x",
                    text=a,
                    namespace="fuzz",
                    importance=b,
                    created_at=c,
                    strength=b,
                    recall_count=c,
                    metadata=meta,
                )
            ]
        ),
    }
    ok = _call(calls[op])
    if not ok:
        assert _ltm_state(LTM) == before
    assert LTM.recall("anchor memory Lisbon", namespace="fuzz", k=3) is not None


@FUZZ
@given(
    query=st.one_of(texts, hostile),
    k=st.one_of(st.integers(-3, 30), any_value),
    now=timestamps,
    where=wheres,
    min_score=st.one_of(st.none(), any_value),
    ns=st.one_of(st.just("fuzz"), texts),
)
def test_fuzz_recall(query: Any, k: Any, now: Any, where: Any, min_score: Any, ns: Any) -> None:
    _count("LongTermMemory.recall")
    _call(LTM.recall, query, k=k, now=now, where=where, min_score=min_score, namespace=ns)


# ---------------------------------------------------------------- ConversationBuffer
@pytest.mark.parametrize("op", ["add", "set_system", "get_recent", "from_dict", "new"])
@FUZZ
@given(
    a=st.one_of(roles, maybe_text),
    b=maybe_text,
    c=maybe_time,
    meta=st.dictionaries(st.text(min_size=1, max_size=6), any_value, max_size=3),
    field=st.sampled_from(["messages", "summary", "system", "config", "events", "version"]),
)
def test_fuzz_conversation_buffer(op: str, a: Any, b: Any, c: Any, meta: Any, field: str) -> None:
    _count(f"ConversationBuffer.{op}")
    buf = ConversationBuffer(max_tokens=300, clock=FixedClock())
    buf.add("user", "keep me")
    buf.add("assistant", "kept")
    before = buf.to_dict()
    reserved = {"role", "content", "tool_calls", "tool_call_id", "name", "id", "timestamp"}
    meta = {k: v for k, v in meta.items() if k not in reserved}

    def from_dict() -> Any:
        d = buf.to_dict()
        if field == "messages":
            d["messages"][0] = {**d["messages"][0], "content": a, "timestamp": b, "tokens": c}
        else:
            d[field] = a
        return ConversationBuffer.from_dict(d)

    calls: dict[str, Callable[[], Any]] = {
        "add": lambda: buf.add(a, b, timestamp=c, **meta),
        "set_system": lambda: buf.set_system(a),
        "get_recent": lambda: buf.get_recent(a),
        "from_dict": from_dict,
        "new": lambda: ConversationBuffer(max_messages=a, max_tokens=b, max_message_chars=c),
    }
    if not _call(calls[op]):
        assert buf.to_dict() == before
    assert buf.max_tokens is not None and buf.tokens <= buf.max_tokens
    ConversationBuffer.from_dict(buf.to_dict())  # whatever was accepted can be restored


# ---------------------------------------------------------------- AgentMemory
AGENT = AgentMemory(context_window=800, embedder=HashingEmbedder(), clock=FixedClock())
AGENT.remember("the anchor memory about Porto")


def _agent_state(mem: AgentMemory) -> tuple[Any, ...]:
    return (
        [m.id for m in mem.transcript()],
        mem.buffer.to_dict(include_events=False),
        mem.long_term.count(),
    )


@pytest.mark.parametrize(
    "op",
    ["add_message", "add_messages", "context", "remember", "recall", "forget", "set_system", "new"],
)
@FUZZ
@given(
    a=st.one_of(roles, maybe_text),
    b=st.one_of(maybe_text, maybe_importance),
    c=maybe_time,
    meta=st.dictionaries(st.text(min_size=1, max_size=6), any_value, max_size=2),
    batch=st.lists(st.one_of(hostile, st.dictionaries(st.text(max_size=8), any_value)), max_size=3),
)
def test_fuzz_agent_memory(
    op: str, a: Any, b: Any, c: Any, meta: dict[str, Any], batch: list[Any]
) -> None:
    _count(f"AgentMemory.{op}")
    reserved = {"role", "content", "tool_calls", "tool_call_id", "name", "id", "timestamp"}
    meta = {k: v for k, v in meta.items() if k not in reserved}
    before = _agent_state(AGENT)
    calls: dict[str, Callable[[], Any]] = {
        "add_message": lambda: AGENT.add_message(a, b, timestamp=c, **meta),
        "add_messages": lambda: AGENT.add_messages(batch if a is None else a),
        "context": lambda: AGENT.context(a, now=b, reserve_tokens=c, strict=False),
        "remember": lambda: AGENT.remember(a, importance=b, at=c, metadata=meta or a),
        "recall": lambda: AGENT.recall(a, k=b, now=c, where=meta or None),
        "forget": lambda: AGENT.forget(a),
        "set_system": lambda: AGENT.set_system(a),
        "new": lambda: AgentMemory(
            context_window=a,
            history_fraction=b,
            recall_k=c,
            min_score=a,
            max_message_chars=b,
            embedder=HashingEmbedder(),
        ).close(),
    }
    ok = _call(calls[op])
    if not ok and op != "add_messages":  # a batch stops at its first bad message
        assert _agent_state(AGENT) == before
    if AGENT.buffer.system is not None and AGENT.buffer.system.tokens > 200:
        AGENT.set_system(None)
    ctx = AGENT.context("anchor memory Porto")  # never broken by what was accepted
    assert ctx.tokens <= 800
    AGENT.context()


# ---------------------------------------------------------------- MemoryHub and scope
@FUZZ
@given(
    path=st.one_of(
        st.none(),
        st.sampled_from(["", "   ", "~/hub", "a-file", "/sys/decaymem-x", 5, b"bytes", "ok"]),
        st.text(alphabet="abc-_. ", min_size=1, max_size=8),
    ),
    session=st.one_of(st.just("s1"), texts, hostile),
    namespace=st.one_of(st.just("user:ana"), texts, hostile),
)
def test_fuzz_memory_hub(path: Any, session: Any, namespace: Any) -> None:
    _count("MemoryHub")
    base = Path(os.environ["DECAYMEM_FUZZ_TMP"])
    if isinstance(path, str) and path.strip() and not path.startswith(("/", "~")):
        path = base / path
    elif path == "~/hub":
        path = "~/hub"  # HOME points into the temp dir
    try:
        hub = MemoryHub(path, embedder=HashingEmbedder(), clock=FixedClock())
    except DecaymemError:
        return
    with hub:
        if _call(hub.session, session, namespace=namespace):
            mem = hub.session(session, namespace=namespace)
            mem.add_message("user", "hello")
            mem.context()


@FUZZ
@given(
    first=st.tuples(*[st.one_of(st.none(), texts, numbers)] * 3),
    second=st.tuples(*[st.one_of(st.none(), st.sampled_from(["ana", "planner", "s"]), texts)] * 3),
)
def test_fuzz_scope_never_collides(first: tuple[Any, ...], second: tuple[Any, ...]) -> None:
    _count("scope")
    out = []
    for user, agent, session in (first, second):
        try:
            out.append(scope(user=user, agent=agent, session=session))
        except DecaymemError:
            out.append(None)
    if out[0] is not None and out[0] == out[1]:
        assert first == second


# ---------------------------------------------------------------- the CLI
@pytest.fixture(scope="module")
def cli_root(tmp_path_factory: pytest.TempPathFactory) -> Path:
    root = tmp_path_factory.mktemp("cli") / "mem"
    with AgentMemory(root, embedder=HashingEmbedder()) as mem:
        mem.remember("the anchor memory about Faro")
    return root


def _cli_state(root: Path) -> list[str]:
    export = root.parent / "state.jsonl"
    assert main(["export", str(root), str(export), "--all-namespaces"]) == 0
    return sorted(export.read_text(encoding="utf-8").splitlines())


@pytest.mark.parametrize("command", ["inspect", "recall", "forget", "export", "import"])
@FUZZ_CLI
@given(
    arg=st.one_of(texts, st.sampled_from(["", "-k", "--mode", "zzz", "../../etc"])),
    k=st.one_of(st.integers(-2, 5), texts),
    lines=st.lists(
        st.one_of(
            texts,
            any_value.map(lambda v: json.dumps(v, default=str)),
            st.fixed_dictionaries(
                {"text": st.one_of(texts, hostile)},
                optional={
                    "importance": any_value,
                    "created_at": any_value,
                    "metadata": metadata,
                    "id": any_value,
                    "strength": any_value,
                    "recall_count": any_value,
                    "namespace": any_value,
                },
            ).map(lambda d: json.dumps(d, default=str)),
        ),
        max_size=4,
    ),
    raw=st.binary(max_size=30),
)
def test_fuzz_cli(
    command: str, arg: Any, k: Any, lines: list[str], raw: bytes, cli_root: Path
) -> None:
    _count(f"cli {command}")
    if "\x00" in arg or "\x00" in str(k):
        return  # the OS cannot pass NUL in an argument
    before = _cli_state(cli_root)
    src = cli_root.parent / "in.jsonl"
    try:
        src.write_text("\n".join(lines), encoding="utf-8")
    except UnicodeEncodeError:
        src.write_bytes(raw)
    argv = {
        "inspect": ["inspect", str(cli_root)],
        "recall": ["recall", str(cli_root), arg or "x", "-k", str(k), "--all-namespaces"],
        "forget": ["forget", str(cli_root), arg or "x", "--namespace", "default"],
        "export": ["export", str(cli_root), str(cli_root.parent / "out.jsonl"), "--all-namespaces"],
        "import": ["import", str(cli_root), str(src)],
    }[command]
    try:
        rc = main(argv)
    except SystemExit as e:  # argparse's own validation of the command line
        rc = e.code if isinstance(e.code, int) else -1
    # forget exits 1 when an id matches nothing (and then forgets nothing)
    assert rc in ((0, 1, 2) if command == "forget" else (0, 2))
    if rc in (1, 2) or command in ("inspect", "recall", "export"):
        assert _cli_state(cli_root) == before


def test_zz_report(capsys: pytest.CaptureFixture[str], request: pytest.FixtureRequest) -> None:
    total = sum(COUNTS.values())
    with capsys.disabled():
        print(f"\nentry-point fuzz examples: {total}")
        for name in sorted(COUNTS):
            print(f"  {name}: {COUNTS[name]}")
    # when the whole file ran: every entry point of RELIABILITY.md's table, and its total
    # (3,030 at the CI size: 24 entry points x 120 + 5 CLI commands x 30)
    here = [i for i in request.session.items if i.module is request.module]
    # (under pytest-xdist the file's tests may run on several workers: each checked its own
    # examples above, and the whole set is checked where one process ran them all)
    if len(here) == 30 and len(RAN) == 29:  # 29 fuzz tests and this report
        assert len(COUNTS) == 29, sorted(COUNTS)
        assert total >= 24 * FUZZ.max_examples + 5 * FUZZ_CLI.max_examples
