"""A test file skipped for a missing extra fails the run in CI, and only there."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

TESTS = Path(__file__).resolve().parent


@pytest.mark.parametrize(
    ("where", "strict"),
    [("module", False), ("module", True), ("test", True)],
    ids=["module-local", "module-ci", "test-ci"],
)
def test_a_skip_for_a_missing_module_fails_only_when_strict(
    tmp_path: Path, where: str, strict: bool
) -> None:
    body = (
        'import pytest\nmod = pytest.importorskip("decaymem_no_such_extra")\n'
        "def test_x():\n    pass\n"
        if where == "module"
        else 'import pytest\ndef test_x():\n    pytest.importorskip("decaymem_no_such_extra")\n'
    )
    (tmp_path / "test_extra.py").write_text(
        body + "def test_plain_skip():\n    pytest.skip('ok')\n"
    )
    env = {k: v for k, v in os.environ.items() if k not in ("CI", "DECAYMEM_STRICT_EXTRAS")}
    env["PYTHONPATH"] = os.pathsep.join([str(TESTS), env.get("PYTHONPATH", "")])
    env["PYTEST_DISABLE_PLUGIN_AUTOLOAD"] = "1"  # only the hook under test: fast
    if strict:
        env["CI"] = "true"
    out = subprocess.run(
        [
            sys.executable,
            "-m",
            "pytest",
            "-q",
            "-p",
            "strict_extras",
            "-p",
            "no:cacheprovider",
            "-p",
            "no:randomly",
            "--rootdir",
            str(tmp_path),
            str(tmp_path),
        ],
        capture_output=True,
        text=True,
        cwd=tmp_path,
        env=env,
        timeout=120,
        check=False,
    )
    text = out.stdout + out.stderr
    if strict:
        assert out.returncode in (1, 2), text  # 2: a collection error interrupts the run
        assert "missing module" in text and "decaymem_no_such_extra" in text
    else:
        assert out.returncode in (0, 5), text  # 5: every test of the file skipped at collection
        assert "skipped" in text
