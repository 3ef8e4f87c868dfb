"""One rule for ids, session names and namespaces across the core and the adapters (issue 14.18).

Any non-empty string up to ``MAX_ID_CHARS`` characters without control characters is a valid
namespace or session id; storage never uses the name itself as a path or an identifier (Chroma
collections are named by a hash, SQLite takes bound parameters), so no spelling can escape its
scope. Names that were valid before keep their collection, so existing stores still open.
"""

from __future__ import annotations

import hashlib
from pathlib import Path

import pytest

from decaymem import AgentMemory, FixedClock, HashingEmbedder, LongTermMemory, MemoryHub
from decaymem.errors import NamespaceError
from decaymem.records import MAX_ID_CHARS, validate_namespace
from decaymem.stores import ChromaStore

FRAMEWORK_IDS = [
    "ana chat 1",
    "thread#1",
    "chat#7",
    "user 1",
    "usuário:joão/çà",
    "日本語のスレッド",
    "auth0|abc",
    "_private",
    "-lead",
    "../x",
    "ns;DROP TABLE state;--",
    "a" * 200,
    "x" * MAX_ID_CHARS,
    " ",
    "emoji 🙂 thread",
]


@pytest.mark.parametrize("name", FRAMEWORK_IDS)
def test_any_printable_string_is_a_valid_id(name: str) -> None:
    assert validate_namespace(name) == name


@pytest.mark.parametrize(
    "bad",
    ["", "x" * (MAX_ID_CHARS + 1), "line\nbreak", "nul\x00", "tab\tsep", "\ud800", None, 5, b"x"],
)
def test_beyond_the_rule_is_one_clear_error(bad: object) -> None:
    with pytest.raises(NamespaceError, match="hint:"):
        validate_namespace(bad)
    with pytest.raises(NamespaceError, match="hint:"):
        validate_namespace(bad, what="session_id")


def test_sessions_and_namespaces_with_framework_ids_are_isolated(tmp_path: Path) -> None:
    hub = MemoryHub(tmp_path, embedder=HashingEmbedder(), clock=FixedClock())
    names = ["ana chat 1", "ana chat 1 ", "thread#1", "日本語", "../x", "a" * 200]
    for name in names:
        mem = hub.session(name, namespace=name, context_window=400)
        mem.add_message("user", f"secret of {name!r}")
        mem.remember(f"fact of {name!r}")
    hub.close()
    hub = MemoryHub(tmp_path, embedder=HashingEmbedder(), clock=FixedClock())
    assert set(names) <= set(hub.session_ids())
    for name in names:
        mem = hub.session(name, namespace=name, context_window=400)
        assert [m.content for m in mem.transcript()] == [f"secret of {name!r}"]
        assert [r.text for r in mem.recall("fact", k=10, min_score=None)] == [f"fact of {name!r}"]
    assert not (tmp_path / "x").exists()  # '../x' never became a path
    hub.close()


def test_names_valid_before_keep_their_collection() -> None:
    # ChromaStore names a namespace's collection by a hash of its text; the rule change must
    # not touch that mapping, or existing stores would open empty.
    store = ChromaStore(prefix="decaymem")
    for ns in ["default", "user:ana", "user:ana/agent:planner", "a.b-c_d@e"]:
        expected = "decaymem-" + hashlib.sha256(ns.encode()).hexdigest()[:32]
        assert store.collection_name(ns) == expected


def test_scope_and_agent_memory_accept_framework_ids() -> None:
    from decaymem import scope

    assert scope(user="ana maria") == "user:ana maria"
    ltm = LongTermMemory(embedder=HashingEmbedder())
    mem = AgentMemory(session_id="chat#7", namespace="user 1", long_term=ltm)
    assert mem.session_id == "chat#7" and mem.namespace == "user 1"
    mem.close()
