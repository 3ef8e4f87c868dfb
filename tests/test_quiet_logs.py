"""Library use is quiet (issue 15, item 10): no weight-loading bar, memory pressure at INFO,
routine evictions at DEBUG, WARNING only for real problems."""

from __future__ import annotations

import logging
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from decaymem import ConversationBuffer, TiktokenCounter
from decaymem.pressure import Action


def _run(code: str, timeout: float = 600) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(sys.path)}
    env.pop("TQDM_DISABLE", None)
    return subprocess.run(
        [sys.executable, "-c", textwrap.dedent(code)],
        check=False,
        env=env,
        capture_output=True,
        text=True,
        timeout=timeout,
    )


def test_pressure_logs_at_info_and_evictions_at_debug(
    caplog: pytest.LogCaptureFixture, tiktoken_counter: TiktokenCounter
) -> None:
    buf = ConversationBuffer(max_tokens=200, token_counter=tiktoken_counter)
    seen: set[Action] = set()
    with caplog.at_level(logging.DEBUG, logger="decaymem"):
        for i in range(40):
            seen |= {e.action for e in buf.add("user", f"turn {i}: the budget is {i} EUR").events}
    assert {Action.WARN, Action.TRUNCATE} <= seen  # the run did go through pressure
    pressure = [r for r in caplog.records if "memory pressure" in r.getMessage()]
    assert any(r.levelno == logging.INFO for r in pressure)  # entering the warn band
    assert any(r.levelno == logging.DEBUG and "evicted" in r.getMessage() for r in pressure)
    # Before: "memory pressure: 74% ..." at WARNING every time the band was entered.
    assert [r.getMessage() for r in caplog.records if r.levelno >= logging.WARNING] == []


def test_a_real_problem_still_warns(caplog: pytest.LogCaptureFixture) -> None:
    from decaymem import LLMSummarizer, MessageTokenCounter
    from decaymem.messages import make_message

    def broken(prompt: str) -> str:
        raise RuntimeError("rate limited")

    counter = MessageTokenCounter(TiktokenCounter())
    msg = make_message("user", "Our budget is 6,000 EUR.", counter=counter, timestamp=0.0)
    with caplog.at_level(logging.WARNING, logger="decaymem"):
        LLMSummarizer(broken).summarize([msg])
    assert any("LLM summarizer failed" in r.getMessage() for r in caplog.records)


@pytest.mark.slow
def test_loading_the_model_draws_no_bar_and_changes_no_global_switch() -> None:
    proc = _run(
        """
        from transformers.utils import logging as hf_logging
        from decaymem import SentenceTransformerEmbedder
        assert hf_logging.is_progress_bar_enabled()
        SentenceTransformerEmbedder().embed(["hello"])
        print("bars enabled after:", hf_logging.is_progress_bar_enabled())
        """
    )
    assert proc.returncode == 0, proc.stderr
    # Before: "Loading weights: 100%|██████████| 103/103" on stderr in every process.
    assert "Loading weights" not in proc.stderr and "it/s" not in proc.stderr
    assert "bars enabled after: True" in proc.stdout  # the caller's setting is restored


@pytest.mark.slow
def test_a_200_turn_run_prints_no_warning(tmp_path: Path) -> None:
    """A normal conversation on disk with the real model: INFO says what pressure does, and
    nothing reaches WARNING."""
    proc = _run(
        f"""
        import logging
        logging.basicConfig(level=logging.INFO, format="%(levelname)s %(name)s: %(message)s")
        from decaymem import AgentMemory
        topics = ["budget", "hotel", "flight", "dinner", "museum", "train", "weather", "gift"]
        with AgentMemory({str(tmp_path)!r}, session_id="s", namespace="user:ana",
                         context_window=2048) as mem:
            for i in range(200):
                t = topics[i % len(topics)]
                mem.add_message(
                    "user" if i % 2 == 0 else "assistant",
                    f"Turn {{i}}: about the {{t}}, we said {{(i * 37) % 9000 + 100}} EUR and "
                    f"Maria prefers the {{t}} near Ueno on April {{i % 30 + 1}}.",
                )
                if i % 25 == 24:
                    mem.context()
        print("turns done")
        """
    )
    assert proc.returncode == 0, proc.stderr
    assert "turns done" in proc.stdout
    lines = proc.stderr.splitlines()
    assert any(ln.startswith("INFO decaymem.buffer: memory pressure") for ln in lines)
    bad = [ln for ln in lines if ln.startswith(("WARNING", "ERROR", "CRITICAL"))]
    assert bad == [], bad
    assert "Loading weights" not in proc.stderr
