"""Mirroring a LangChain message list into a decaymem session, once per message.

The rule for telling a message already mirrored from a new one:

1. by id: a message whose id (``message.id``, or for an id-less message a digest of its
   position, type and content) was mirrored before is skipped;
2. by fingerprint, for ids never seen: LangGraph's ``add_messages`` gives an id-less message a
   fresh id each time, so a client re-sending its history as dicts never matches by id. The
   fingerprint is role + text + tool-call ids. The *j*-th message of the incoming list with a
   given fingerprint is taken to be the *j*-th mirrored message with that fingerprint; only when
   the list holds more of them than were mirrored is it new. So a re-sent turn is not stored
   twice, an outer middleware's per-call context message is stored once, and a user saying
   "yes" again is still a new turn. (Limit: if the thread lost an earlier identical message
   without decaymem seeing it removed, a new copy is taken for the old one.)
"""

from __future__ import annotations

import hashlib
import logging
from collections.abc import Sequence
from dataclasses import dataclass, field

from langchain_core.messages import AIMessage, BaseMessage, ToolMessage

from decaymem import AgentMemory, Message
from decaymem.errors import InvalidMessageError

from ._convert import content_text, from_langchain, message_key

__all__ = ["Mirror", "fingerprint"]

logger = logging.getLogger(__name__)


def _digest(role: str, text: str, call_id: str | None, call_ids: Sequence[str]) -> str:
    raw = "\x00".join([role, text, call_id or "", ",".join(call_ids)])
    return hashlib.sha1(raw.encode(), usedforsecurity=False).hexdigest()[:24]


def fingerprint(message: BaseMessage) -> str:
    """Role, text and tool-call ids of a LangChain message, as a short digest."""
    calls = (
        [str(c.get("id") or "") for c in message.tool_calls]
        if isinstance(message, AIMessage)
        else []
    )
    call_id = message.tool_call_id if isinstance(message, ToolMessage) else None
    return _digest(message.type, content_text(message.content), call_id, calls)


def _stored_fingerprint(m: Message) -> str:
    fp = m.metadata.get("lc_fp")
    if isinstance(fp, str):
        return fp
    role = {"user": "human", "assistant": "ai"}.get(m.role, m.role)
    return _digest(role, m.content, m.tool_call_id, [c.id for c in m.tool_calls])


@dataclass
class Mirror:
    """What one session has mirrored: framework keys to decaymem ids, and fingerprints."""

    seen: dict[str, str] = field(default_factory=dict)
    by_fp: dict[str, list[str]] = field(default_factory=dict)

    @classmethod
    def of(cls, mem: AgentMemory) -> Mirror:
        """The mirror state of a session that already holds messages (a new process)."""
        mirror = cls()
        for m in mem.transcript():
            mirror.seen[m.id] = m.id
            mirror.by_fp.setdefault(_stored_fingerprint(m), []).append(m.id)
        return mirror

    def sync(self, mem: AgentMemory, messages: Sequence[BaseMessage]) -> set[str]:
        """Add the new non-system messages to ``mem``; returns the decaymem ids present."""
        present: set[str] = set()
        occurrence: dict[str, int] = {}
        for pos, msg in enumerate(messages):
            if msg.type == "system":
                continue
            key = message_key(msg, pos)
            fp = fingerprint(msg)
            j = occurrence.get(fp, 0)
            occurrence[fp] = j + 1
            if key in self.seen:
                present.add(self.seen[key])
                continue
            twins = self.by_fp.get(fp, [])
            if j < len(twins):  # a re-sent copy of a message already mirrored
                self.seen[key] = twins[j]
                present.add(twins[j])
                continue
            kwargs = from_langchain(msg, pos)
            role, content = kwargs.pop("role"), kwargs.pop("content")
            kwargs["lc_fp"] = fp
            try:
                mem.add_message(role, content, **kwargs)
            except InvalidMessageError as e:
                # e.g. a tool result whose call was never seen: keep the run going, say why
                logger.warning("decaymem skipped message %s of %s: %s", key, mem.session_id, e)
            self.seen[key] = kwargs["id"]
            self.by_fp.setdefault(fp, []).append(kwargs["id"])
            present.add(kwargs["id"])
        return present

    def forget(self, ids: Sequence[str]) -> None:
        """Drop removed messages, so that a later identical message counts as new."""
        gone = set(ids)
        for fp, twins in list(self.by_fp.items()):
            kept = [i for i in twins if i not in gone]
            if kept:
                self.by_fp[fp] = kept
            else:
                del self.by_fp[fp]
