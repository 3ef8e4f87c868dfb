"""Every ```python block of README.md runs as written.

Each block runs in a fresh namespace, in its own empty working directory (the snippets write
``./memory``). A block may use names it does not define only when it marks them with a comment
``# replace with yours: name, name``: those, and only those, are injected here with the offline
fakes the adapter tests use (LangChain's ``GenericFakeChatModel``, LlamaIndex's mock LLMs). The
blocks are read when the tests are collected, so whatever snippets README.md holds are the ones
that run.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

README = Path(__file__).resolve().parents[1] / "README.md"
_BLOCK = re.compile(r"^```python[^\n]*\n(.*?)^```", re.MULTILINE | re.DOTALL)
_MARK = re.compile(r"#\s*replace with yours:\s*([^\n]*)", re.IGNORECASE)


@dataclass(frozen=True)
class Snippet:
    line: int  # README line of the block's first code line
    code: str

    @property
    def marked(self) -> list[str]:
        names: list[str] = []
        for m in _MARK.finditer(self.code):
            names += [n.strip() for n in m.group(1).split(",") if n.strip()]
        return names


def snippets(text: str) -> list[Snippet]:
    out = []
    for m in _BLOCK.finditer(text):
        line = text.count("\n", 0, m.start(1)) + 1
        out.append(Snippet(line, m.group(1)))
    return out


# ------------------------------------------------------------------ the fakes a block may ask for
def _send_to_model() -> Callable[[list[dict[str, str]]], str]:
    def send_to_model(messages: list[dict[str, str]]) -> str:
        assert messages and all({"role", "content"} <= set(m) for m in messages), messages
        return "Noted."

    return send_to_model


def _langchain_model() -> Any:
    from langchain_core.language_models.fake_chat_models import GenericFakeChatModel
    from langchain_core.messages import AIMessage

    class FakeChatModel(GenericFakeChatModel):
        def bind_tools(self, tools: Any, **kwargs: Any) -> FakeChatModel:  # type: ignore[override]
            return self

    return FakeChatModel(messages=iter([AIMessage(content=f"Noted ({i}).") for i in range(50)]))


def _llamaindex_llm() -> Any:
    from llama_index.core.llms.mock import MockFunctionCallingLLM

    return MockFunctionCallingLLM(max_tokens=8)


FAKES: dict[str, Callable[[], Any]] = {
    "send_to_model": _send_to_model,
    "model": _langchain_model,
    "tools": list,
    "llm": _llamaindex_llm,
}
# and names a block gets from the real servers the tests start (test_readme_snippet_runs_as_
# written): pg_url (a fresh database), chroma_host and chroma_port (a `chroma run`)

SNIPPETS = snippets(README.read_text(encoding="utf-8"))


def test_the_readme_has_its_snippets() -> None:
    # The extraction itself must not silently find nothing.
    assert len(SNIPPETS) >= 4
    assert any("AgentMemory" in s.code for s in SNIPPETS)


def test_a_marked_name_is_parsed_and_an_unmarked_one_is_not_injected() -> None:
    (s,) = snippets("x\n```python\n# replace with yours: model, tools\nagent(model)\n```\n")
    assert s.marked == ["model", "tools"] and s.line == 3
    with pytest.raises(NameError):
        _run(snippets("```python\nsend_to_model([])\n```\n")[0])


def _run(snippet: Snippet, servers: dict[str, Any] | None = None) -> dict[str, Any]:
    servers = servers or {}
    unknown = [n for n in snippet.marked if n not in FAKES and n not in servers]
    assert not unknown, f"README line {snippet.line}: no offline fake for {unknown}"
    code_only = re.sub(r"#[^\n]*", "", snippet.code)
    unused = [n for n in snippet.marked if not re.search(rf"\b{n}\b", code_only)]
    assert not unused, f"README line {snippet.line}: marks {unused} but never uses them"
    namespace: dict[str, Any] = {"__name__": "__readme__"}
    namespace.update({n: servers[n] if n in servers else FAKES[n]() for n in snippet.marked})
    # Pad so that a traceback points at the README's own line numbers.
    code = compile("\n" * (snippet.line - 1) + snippet.code, str(README), "exec")
    exec(code, namespace)
    return namespace


def _close_all(namespace: dict[str, Any]) -> None:
    from decaymem import AgentMemory, MemoryHub

    for v in list(namespace.values()):
        if isinstance(v, AgentMemory | MemoryHub):
            v.close()


@pytest.fixture
def in_tmp(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.chdir(tmp_path)
    return tmp_path


@pytest.mark.slow
@pytest.mark.parametrize("snippet", SNIPPETS, ids=[f"README-line-{s.line}" for s in SNIPPETS])
def test_readme_snippet_runs_as_written(
    snippet: Snippet, in_tmp: Path, request: pytest.FixtureRequest
) -> None:
    if "langchain" in snippet.code:
        pytest.importorskip("langchain")
    if "llama_index" in snippet.code or "llamaindex_decaymem" in snippet.code:
        pytest.importorskip("llama_index.core")
    servers: dict[str, Any] = {}
    if "pg_url" in snippet.marked:
        servers["pg_url"] = request.getfixturevalue("pg_db")
    if "chroma_host" in snippet.marked:
        servers["chroma_host"], servers["chroma_port"] = request.getfixturevalue("chroma_server")
    namespace = _run(snippet, servers)
    _close_all(namespace)
