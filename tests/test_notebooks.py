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


def _extra_closure(extra: str) -> set[str]:
    """The distributions ``pip install decaymem[extra]`` brings, read from pyproject.toml and
    the installed distributions' own requirements."""
    import tomllib
    from importlib import metadata

    from packaging.requirements import Requirement
    from packaging.utils import canonicalize_name

    project = tomllib.loads((NOTEBOOKS[0].parents[1] / "pyproject.toml").read_text())["project"]
    todo = [Requirement(f"decaymem[{extra}]")]
    seen: set[str] = set()
    while todo:
        req = todo.pop()
        name = canonicalize_name(req.name)
        if name == "decaymem":
            wanted = list(project["dependencies"])
            for e in req.extras - seen:
                seen.add(e)
                wanted += project["optional-dependencies"][e]
            todo += [Requirement(r) for r in wanted]
            continue
        if name in seen:
            continue
        seen.add(name)
        for r in metadata.requires(req.name) or []:
            dep = Requirement(r)
            if dep.marker is None or dep.marker.evaluate({"extra": ""}):
                todo.append(dep)
    return seen


def test_the_notebooks_extra_installs_what_the_notebooks_import() -> None:
    import ast
    import sys
    from importlib import metadata

    from packaging.utils import canonicalize_name

    ours = {"decaymem", "langchain_decaymem", "llamaindex_decaymem"}
    modules: set[str] = set()
    for path in NOTEBOOKS:
        for cell in nbformat.read(path, as_version=4).cells:
            if cell.cell_type != "code":
                continue
            for node in ast.walk(ast.parse(cell.source)):
                if isinstance(node, ast.Import):
                    modules.update(a.name.split(".")[0] for a in node.names)
                elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
                    modules.add(node.module.split(".")[0])
    modules -= ours | set(sys.stdlib_module_names)
    providers = metadata.packages_distributions()
    installed = _extra_closure("notebooks")
    missing = [
        m
        for m in sorted(modules)
        if not any(canonicalize_name(d) in installed for d in providers.get(m, [m]))
    ]
    assert not missing, f"the notebooks import {missing}; add them to the notebooks extra"
    assert "ipykernel" in installed  # the kernel they run in
