"""Skips for a missing extra fail the run where the extras must be installed.

``pytest.importorskip`` keeps the suite usable without the optional frameworks, but in CI (where
the dev extras are always installed) a skip for a missing module would let a whole adapter
directory vanish with a green run. With ``CI=true`` or ``DECAYMEM_STRICT_EXTRAS=1`` such a skip,
at collection or inside a test, is reported as a failure instead.

Loaded by ``tests/conftest.py``; usable alone with ``pytest -p strict_extras``.
"""

from __future__ import annotations

import os
from collections.abc import Generator
from typing import Any

import pytest

_MISSING = ("could not import", "No module named")


def strict() -> bool:
    return os.environ.get("CI", "").lower() == "true" or os.environ.get(
        "DECAYMEM_STRICT_EXTRAS", ""
    ) not in ("", "0")


def _missing_module(report: Any) -> bool:
    return bool(report.skipped) and any(m in str(report.longrepr) for m in _MISSING)


def _fail(report: Any) -> None:
    longrepr = report.longrepr
    reason = str(longrepr[2] if isinstance(longrepr, tuple) else longrepr)
    report.outcome = "failed"
    report.longrepr = (
        f"skipped for a missing module, which is a failure here (CI=true or "
        f"DECAYMEM_STRICT_EXTRAS=1): {reason}; hint: pip install -e '.[dev]'"
    )


@pytest.hookimpl(hookwrapper=True)
def pytest_make_collect_report(collector: pytest.Collector) -> Generator[None, Any, None]:
    outcome = yield
    report = outcome.get_result()
    if strict() and _missing_module(report):
        _fail(report)


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(
    item: pytest.Item, call: pytest.CallInfo[None]
) -> Generator[None, Any, None]:
    outcome = yield
    report = outcome.get_result()
    if strict() and _missing_module(report):
        _fail(report)
