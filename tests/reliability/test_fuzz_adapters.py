"""Every public entry point of the adapters, driven with hostile values (issue 13, "Must show").

Each call either succeeds or raises a ``DecaymemError``; the only other errors accepted are the
framework's own validation, raised before decaymem's code runs: pydantic's ``ValidationError``
when a pydantic model (the retriever, the LlamaIndex memory and block, a message) is built, and
LangGraph's ``InvalidNamespaceError`` from ``BaseStore``'s label check. After any call, the
adapter still answers a plain read (nothing accepted can break a later call).
"""

from __future__ import annotations

import asyncio
import os
from collections.abc import Callable
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from pydantic import ValidationError

from decaymem import DecaymemError, FixedClock, HashingEmbedder, MemoryHub

from .test_fuzz_entrypoints import any_value, hostile, metadata, numbers, texts, wheres

pytest.importorskip("langchain_core")
pytest.importorskip("langgraph")
pytest.importorskip("llama_index.core")

from langchain_core.messages import AIMessage, HumanMessage, SystemMessage, ToolMessage
from langgraph.store.base import InvalidNamespaceError
from llama_index.core.base.llms.types import ChatMessage, MessageRole

from langchain_decaymem import (
    DecaymemChatMessageHistory,
    DecaymemRetriever,
    DecaymemStore,
)
from llamaindex_decaymem import DecaymemMemory, DecaymemMemoryBlock

EXAMPLES = int(os.environ.get("DECAYMEM_ADAPTER_FUZZ_EXAMPLES", "60"))
FUZZ = settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=list(HealthCheck))
COUNTS: dict[str, int] = {}

HUB = MemoryHub(embedder=HashingEmbedder(), clock=FixedClock())
HUB.long_term.remember("the anchor memory about Braga", metadata={"kind": "anchor"})


def _call(fn: Callable[[], Any], *, framework: tuple[type[BaseException], ...] = ()) -> bool:
    """True when the call succeeded; False for a DecaymemError or the framework's validation."""
    try:
        fn()
    except DecaymemError:
        return False
    except framework:
        return False
    return True


def _build(fn: Callable[[], Any]) -> Any:
    """A framework object built from hostile values, or None when the framework refuses it."""
    try:
        return fn()
    except (ValidationError, TypeError, ValueError):
        return None  # the framework's own constructor: decaymem's code has not run


@pytest.fixture(autouse=True)
def _ran_the_stated_examples() -> Any:
    before = dict(COUNTS)
    yield
    for name, n in COUNTS.items():
        ran = n - before.get(name, 0)
        assert ran == 0 or ran >= EXAMPLES, f"{name}: {ran} examples, fewer than {EXAMPLES}"


def _count(name: str) -> None:
    COUNTS[name] = COUNTS.get(name, 0) + 1


# ---------------------------------------------------------------- LangChain retriever
@FUZZ
@given(
    k=st.one_of(st.integers(-2, 20), any_value),
    namespace=st.one_of(st.just("default"), texts, hostile),
    min_score=st.one_of(st.none(), st.floats(0, 1), any_value),
    where=wheres,
    query=st.one_of(st.just("anchor Braga"), texts),
    per_call=st.dictionaries(
        st.sampled_from(["k", "filter", "where", "namespace", "min_score", "fetch_k"]),
        any_value,
        max_size=2,
    ),
)
def test_fuzz_retriever(
    k: Any, namespace: Any, min_score: Any, where: Any, query: Any, per_call: dict[str, Any]
) -> None:
    _count("DecaymemRetriever")
    built: list[Any] = []
    if not _call(
        lambda: built.append(
            DecaymemRetriever(hub=HUB, k=k, namespace=namespace, min_score=min_score, where=where)
        ),
        framework=(ValidationError,),
    ):
        return
    retriever = built[0]
    _call(lambda: retriever.invoke(query, **per_call))
    assert DecaymemRetriever(hub=HUB, min_score=None).invoke("anchor Braga")


# ---------------------------------------------------------------- LangGraph store
STORE = DecaymemStore(hub=HUB)
STORE.put(("fuzz", "anchor"), "anchor", {"text": "the anchor item about Faro"})
labels = st.one_of(st.sampled_from(["fuzz", "users", "ana", "auth0|abc"]), texts, hostile)
# tuples only: LangGraph's own BaseStore code indexes the namespace before decaymem's runs
namespaces = st.one_of(st.tuples(labels), st.tuples(labels, labels), st.just(()))


@pytest.mark.parametrize("op", ["put", "get", "search", "delete", "list_namespaces"])
@FUZZ
@given(
    ns=namespaces,
    key=st.one_of(st.just("anchor"), texts, hostile),
    value=st.one_of(
        st.none(),
        hostile,
        st.dictionaries(st.one_of(st.just("text"), texts), any_value, max_size=3),
    ),
    query=st.one_of(st.none(), texts, hostile),
    flt=st.one_of(st.none(), wheres, metadata),
    limit=st.one_of(st.integers(-2, 20), any_value),
    index=st.one_of(st.none(), st.booleans(), st.lists(texts, max_size=2), hostile),
)
def test_fuzz_store(
    op: str, ns: Any, key: Any, value: Any, query: Any, flt: Any, limit: Any, index: Any
) -> None:
    _count(f"DecaymemStore.{op}")
    calls: dict[str, Callable[[], Any]] = {
        "put": lambda: STORE.put(ns, key, value, index=index),
        "get": lambda: STORE.get(ns, key),
        "search": lambda: STORE.search(ns, query=query, filter=flt, limit=limit),
        "delete": lambda: STORE.delete(ns, key),
        "list_namespaces": lambda: STORE.list_namespaces(prefix=ns, limit=limit),
    }
    _call(calls[op], framework=(InvalidNamespaceError,))
    assert STORE.get(("fuzz", "anchor"), "anchor") is not None
    assert STORE.search(("fuzz",), query="anchor Faro", limit=3)


# ---------------------------------------------------------------- LangChain chat history
def _lc_message(kind: str, content: Any, extra: Any) -> Any:
    if kind == "human":
        return HumanMessage(content=content, additional_kwargs=extra)
    if kind == "ai":
        return AIMessage(content=content, response_metadata=extra)
    if kind == "system":
        return SystemMessage(content=content)
    return ToolMessage(content=content, tool_call_id=str(extra)[:40] or "x")


@FUZZ
@given(
    session=st.one_of(st.just("fuzz"), texts, hostile),
    kinds=st.lists(st.sampled_from(["human", "ai", "system", "tool"]), min_size=1, max_size=3),
    content=st.one_of(texts, st.lists(st.one_of(texts, hostile), max_size=2), hostile),
    extra=st.one_of(st.dictionaries(st.text(max_size=5), any_value, max_size=2), any_value),
    view=st.one_of(st.sampled_from(["memory", "window"]), any_value),
)
def test_fuzz_chat_history(
    session: Any, kinds: list[str], content: Any, extra: Any, view: Any
) -> None:
    _count("DecaymemChatMessageHistory")
    messages = [_build(lambda kind=kind: _lc_message(kind, content, extra)) for kind in kinds]
    if any(m is None for m in messages):
        return
    built: list[Any] = []
    if not _call(
        lambda: built.append(
            DecaymemChatMessageHistory(session, hub=HUB, view=view, context_window=2000)
        )
    ):
        return
    history = built[0]
    before = history.transcript()
    if not _call(lambda: history.add_messages(messages)):
        assert history.transcript() == before  # a refused batch changed nothing
    assert isinstance(history.messages, list)


# ---------------------------------------------------------------- LlamaIndex memory and block
def _li_message(role: str, content: Any, extra: Any) -> Any:
    return ChatMessage(role=MessageRole(role), content=content, additional_kwargs=extra)


@pytest.mark.parametrize("op", ["new", "put", "get", "set", "aput_messages"])
@FUZZ
@given(
    session=st.one_of(st.just("fuzz"), texts, hostile),
    namespace=st.one_of(st.just("default"), texts, hostile),
    token_limit=st.one_of(st.integers(-5, 5000), numbers, any_value),
    role=st.sampled_from(["user", "assistant", "system", "developer", "tool"]),
    content=st.one_of(texts, hostile),
    extra=st.one_of(st.dictionaries(st.text(max_size=12), any_value, max_size=2), any_value),
    initial=st.one_of(st.none(), st.integers(-5, 5000), any_value),
)
def test_fuzz_llamaindex_memory(
    op: str,
    session: Any,
    namespace: Any,
    token_limit: Any,
    role: str,
    content: Any,
    extra: Any,
    initial: Any,
) -> None:
    _count(f"DecaymemMemory.{op}")
    if op == "new":
        _call(
            lambda: DecaymemMemory.from_defaults(
                hub=HUB, session_id=session, namespace=namespace, token_limit=token_limit
            ),
            framework=(ValidationError,),
        )
        return
    memory = DecaymemMemory.from_defaults(hub=HUB, session_id="fuzz", token_limit=3000)
    message = _build(lambda: _li_message(role, content, extra))
    if message is None:
        return
    before = memory.get_all()
    calls: dict[str, Callable[[], Any]] = {
        "put": lambda: memory.put(message),
        "get": lambda: memory.get(input=content, initial_token_count=initial),
        "set": lambda: memory.set([message]),
        "aput_messages": lambda: asyncio.run(memory.aput_messages([message])),
    }
    if not _call(calls[op]):
        assert memory.get_all() == before  # a refused message changed nothing
    assert isinstance(memory.get(), list)


@FUZZ
@given(
    namespace=st.one_of(st.just("default"), texts, hostile),
    k=st.one_of(st.integers(-2, 10), any_value),
    token_limit=st.one_of(st.none(), st.integers(-5, 5000), any_value),
    content=st.one_of(texts, hostile),
)
def test_fuzz_memory_block(namespace: Any, k: Any, token_limit: Any, content: Any) -> None:
    _count("DecaymemMemoryBlock")
    built: list[Any] = []
    if not _call(
        lambda: built.append(
            DecaymemMemoryBlock.from_hub(HUB, namespace=namespace, k=k, token_limit=token_limit)
        ),
        framework=(ValidationError,),
    ):
        return
    message = _build(lambda: _li_message("user", content, {}))
    if message is None:
        return
    block = built[0]
    _call(lambda: asyncio.run(block.aget([message])))
    _call(lambda: asyncio.run(block.aput([message])))
    assert isinstance(asyncio.run(block.aget([_li_message("user", "anchor Braga", {})])), str)


def test_zz_report(capsys: pytest.CaptureFixture[str]) -> None:
    with capsys.disabled():
        print(f"\nadapter fuzz examples: {sum(COUNTS.values())}")
        for name in sorted(COUNTS):
            print(f"  {name}: {COUNTS[name]}")
