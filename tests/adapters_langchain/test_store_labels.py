"""LangGraph namespace tuples and decaymem namespaces map one to one (issue 45 item 2).

The store used to escape ``%`` as ``%25``: the tuple ``("user:x%",)`` read the namespace
``user:x%25``, which the other adapters give user ``x%25``. Labels are now kept as written (a
``/`` inside one is ``/./``), and what an earlier version wrote under its escapes is moved to
its tuple's namespace when the store opens.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from decaymem import FixedClock, HashingEmbedder, MemoryHub, scope
from decaymem.errors import NamespaceError
from langchain_decaymem import DecaymemStore
from langchain_decaymem.store import from_namespace, to_namespace

# any text without control characters or lone surrogates (what a namespace may hold), with
# the separators and the escape characters of every encoding drawn often
_CHARS = st.one_of(
    st.sampled_from(list("%/:.2F5 ")),
    st.characters(blacklist_categories=("Cc", "Cs")),
)
LABEL = st.text(_CHARS, min_size=1, max_size=12).filter(lambda s: "." not in s.split("/"))
TUPLES = st.lists(LABEL, min_size=1, max_size=4).map(tuple)


@settings(max_examples=500, deadline=None)
@given(TUPLES)
def test_every_tuple_maps_to_one_namespace_and_back(labels: tuple[str, ...]) -> None:
    assert from_namespace(to_namespace(labels)) == labels


@settings(max_examples=500, deadline=None)
@given(TUPLES, TUPLES)
def test_distinct_tuples_never_share_a_namespace(a: tuple[str, ...], b: tuple[str, ...]) -> None:
    if a != b:
        assert to_namespace(a) != to_namespace(b)


@settings(max_examples=300, deadline=None)
@given(st.text(_CHARS, min_size=1, max_size=30))
def test_every_namespace_is_listed_as_one_tuple(namespace: str) -> None:
    # a namespace written by other code lists as a tuple that no other namespace lists as
    labels = from_namespace(namespace)
    try:
        assert to_namespace(labels) == namespace
    except NamespaceError:  # an empty label or a "." one: listed, never a store's own tuple
        assert "" in labels or any("." in lb.split("/") for lb in labels)


def test_a_label_never_reads_another_users_namespace() -> None:
    hub = MemoryHub(embedder=HashingEmbedder(), clock=FixedClock())
    store = DecaymemStore(hub=hub)
    # the middleware's namespace of user "x%25"
    hub.session("s", namespace=scope(user="x%25")).remember("x%25's bank PIN is 4321")
    assert store.search(("user:x%",), query="bank PIN") == []
    store.put(("user:x%",), "k", {"text": "x%'s note"})
    assert hub.long_term.count(scope(user="x%")) == 1  # the namespace of user "x%"
    assert [r.text for r in hub.long_term.get(namespace=scope(user="x%25"))] == [
        "x%25's bank PIN is 4321"
    ]
    [hit] = store.search(("user:x%25",), query="bank PIN")  # its own tuple reads it
    assert hit.namespace == ("user:x%25",)
    assert {("user:x%",), ("user:x%25",)} <= set(store.list_namespaces())


def _write_like_the_previous_version(hub: MemoryHub, labels: tuple[str, ...], text: str) -> None:
    escaped = "/".join(lb.replace("%", "%25").replace("/", "%2F") for lb in labels)
    now = hub.long_term.clock.now()
    hub.long_term.remember(
        text,
        namespace=escaped,
        id="k",
        source="langgraph",
        metadata={
            "lg_value": json.dumps({"text": text}),
            "lg_created_at": now,
            "lg_updated_at": now,
        },
    )


@pytest.mark.parametrize("labels", [("users", "100%/real"), ("user:x%",), ("a/b", "c%2F")])
def test_a_directory_written_with_the_escapes_still_finds_its_items(
    tmp_path: Path, labels: tuple[str, ...]
) -> None:
    hub = MemoryHub(tmp_path, embedder=HashingEmbedder(), clock=FixedClock())
    _write_like_the_previous_version(hub, labels, "the wifi password is hunter2")
    hub.session("s", namespace="user:x%25").remember("another user's memory")  # never moved
    hub.close()
    for _ in range(2):  # and a second open moves nothing twice
        hub = MemoryHub(tmp_path, embedder=HashingEmbedder(), clock=FixedClock())
        store = DecaymemStore(hub=hub)
        item = store.get(labels, "k")
        assert item is not None and item.value == {"text": "the wifi password is hunter2"}
        [hit] = store.search(labels, query="wifi password")
        assert hit.namespace == labels
        assert labels in store.list_namespaces()
        assert [r.text for r in hub.long_term.get(namespace="user:x%25")] == [
            "another user's memory"
        ]
        assert hub.long_term.count() == 2
        hub.close()
