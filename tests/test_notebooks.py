"""The notebooks run top to bottom, offline, and their committed copies carry their plots."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

nbformat = pytest.importorskip("nbformat")
nbclient = pytest.importorskip("nbclient")

NOTEBOOKS = sorted((Path(__file__).resolve().parents[1] / "notebooks").glob("*.ipynb"))


def test_there_are_three_notebooks() -> None:
    assert [p.name for p in NOTEBOOKS] == [
        "01_core_tour.ipynb",
        "02_langchain.ipynb",
        "03_llamaindex.ipynb",
    ]


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.stem)
def test_committed_notebook_has_outputs_and_a_plot(path: Path) -> None:
    nb = nbformat.read(path, as_version=4)
    code = [c for c in nb.cells if c.cell_type == "code"]
    assert all(c.get("outputs") is not None for c in code)
    assert any(
        o.get("output_type") in ("display_data", "execute_result")
        and "image/png" in o.get("data", {})
        for c in code
        for o in c.outputs
    ), "no plot in the saved outputs"
    assert not any(o.get("output_type") == "error" for c in code for o in c.outputs)


@pytest.mark.slow
@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.stem)
def test_notebook_executes_offline(path: Path, tmp_path: Path) -> None:
    nb = nbformat.read(path, as_version=4)
    env_before = dict(os.environ)
    os.environ.update(HF_HUB_OFFLINE="1", TRANSFORMERS_OFFLINE="1")
    os.environ.pop("MPLBACKEND", None)  # the inline backend, as in Jupyter
    try:
        client = nbclient.NotebookClient(
            nb, timeout=600, kernel_name="python3", resources={"metadata": {"path": str(tmp_path)}}
        )
        client.execute()
    finally:
        os.environ.clear()
        os.environ.update(env_before)
    errors = [
        o
        for c in nb.cells
        if c.cell_type == "code"
        for o in c.get("outputs", [])
        if o.get("output_type") == "error"
    ]
    assert not errors
