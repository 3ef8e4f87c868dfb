"""Who a LangChain agent run belongs to: its decaymem session, from the run's config."""

from __future__ import annotations

import uuid
from collections.abc import Mapping
from typing import Annotated, Any, NotRequired, TypedDict

from langchain.agents.middleware import AgentState
from langchain.agents.middleware.types import PrivateStateAttr

from decaymem.errors import NamespaceError

__all__ = [
    "DecaymemContext",
    "DecaymemState",
    "configurable",
    "lookup",
    "run_context",
    "run_session",
    "run_user",
]


class DecaymemContext(TypedDict, total=False):
    """The runtime context the middleware reads (``create_agent(..., context_schema=...)``):
    who the run is (``user_id``, or a ``namespace``) and, optionally, its ``session_id``. Any
    dict, dataclass or pydantic context with these keys works as well."""

    user_id: str
    namespace: str
    session_id: str


def configurable() -> dict[str, Any]:
    try:
        from langgraph.config import get_config

        return dict(get_config().get("configurable") or {})
    except RuntimeError:  # outside a graph run
        return {}


def run_context() -> Any:
    """``runtime.context`` of the graph run this call is part of (``None`` outside a run)."""
    try:
        from langgraph.runtime import get_runtime

        runtime = get_runtime()
    except (RuntimeError, KeyError):  # outside a graph run
        return None
    return getattr(runtime, "context", None)


def run_user(context: Any, configurable: Mapping[str, Any]) -> str | None:
    """Who a run is: ``user_id`` of the runtime context, else of the configurable.

    Raises:
        NamespaceError: the configurable names another user than the runtime context.
    """
    user = lookup(context, "user_id")
    other = lookup(configurable, "user_id")
    if user is not None and other is not None and other != user:
        raise NamespaceError(
            f"configurable user_id {other!r} is not the runtime context's user {user!r}; the "
            "runtime context decides who a run is. hint: drop user_id from the configurable"
        )
    return user if user is not None else other


def lookup(source: Any, key: str) -> str | None:
    """``source[key]`` or ``source.key`` (a dict, dataclass or pydantic context), as text."""
    if source is None:
        return None
    value = source.get(key) if isinstance(source, Mapping) else getattr(source, key, None)
    return None if value is None or value == "" else str(value)


def run_session(context: Any, configurable: Mapping[str, Any]) -> tuple[str, bool]:
    """The decaymem session of a new run, and whether it is ephemeral (one run only).

    ``session_id`` in the run's context or configurable wins; otherwise the ``thread_id``; a
    graph run from inside another graph's node (a subagent called by a tool) inherits the
    parent's ``thread_id``, so it gets a session of its own under the parent's task; a run with
    no ``thread_id`` (no checkpointer) gets a fresh session that ends with the run.
    """
    explicit = lookup(context, "session_id") or lookup(configurable, "session_id")
    if explicit is not None:
        return explicit, False
    thread = configurable.get("thread_id")
    if thread is None or thread == "":
        return f"run-{uuid.uuid4().hex}", True
    ns = str(configurable.get("checkpoint_ns") or "")
    parent = ns.rsplit("|", 1)[0] if "|" in ns else ""
    if parent:
        return f"{thread}|{parent}", True
    return str(thread), False


class DecaymemState(AgentState[Any]):
    """The agent state plus the run's decaymem session (private: not in input or output)."""

    decaymem_session: NotRequired[Annotated[str, PrivateStateAttr]]
