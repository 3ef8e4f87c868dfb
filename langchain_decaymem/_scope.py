"""Who a LangChain agent run belongs to: its decaymem session, from the run's config."""

from __future__ import annotations

import uuid
from collections.abc import Mapping
from typing import Annotated, Any, NotRequired

from langchain.agents.middleware import AgentState
from langchain.agents.middleware.types import PrivateStateAttr

__all__ = ["DecaymemState", "configurable", "lookup", "run_session"]


def configurable() -> dict[str, Any]:
    try:
        from langgraph.config import get_config

        return dict(get_config().get("configurable") or {})
    except RuntimeError:  # outside a graph run
        return {}


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
