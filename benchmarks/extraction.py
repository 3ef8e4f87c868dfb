"""The offline fact extractor against hand-labelled sentences: precision and recall.

    python -m benchmarks.extraction [--split test|tune|all] [--errors] [--json out.json]

Each message of ``benchmarks/data/extraction.jsonl`` (see its README) goes through
:class:`~decaymem.HeuristicFactExtractor` on its own. An extracted fact is a true positive when
it is, verbatim (case and spacing aside), one of the message's sentences labelled memorable
(``fact``, ``goal``, ``constraint``, ``action``); anything else it extracts (filler, or a
fragment of a sentence that was split in the wrong place) is a false positive.

* precision = true positives / facts extracted; recall = memorable sentences extracted / all;
* kind accuracy: among true positives, the extractor's kind equals the label;
* splitting: messages whose sentences :func:`~decaymem.summarize.split_sentences` finds exactly
  (names with initials and abbreviations must not end a sentence).

Targets on the test half: precision >= 0.90, recall >= 0.80.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from collections import Counter
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from decaymem import ConversationBuffer, FactExtractor, HeuristicFactExtractor
from decaymem.summarize import split_sentences

DATA = Path(__file__).with_name("data") / "extraction.jsonl"
MEMORABLE = {"fact", "goal", "constraint", "action"}


def load(path: Path = DATA, split: str = "test") -> list[dict[str, Any]]:
    with path.open(encoding="utf-8") as f:
        items = [json.loads(line) for line in f if line.strip()]
    return [it for it in items if split == "all" or it["split"] == split]


def _norm(text: str) -> str:
    text = re.sub(r"^assistant:\s*", "", text.strip(), flags=re.I)
    return re.sub(r"\s+", " ", text).strip().casefold()


def evaluate(
    items: Sequence[dict[str, Any]], extractor: FactExtractor | None = None
) -> tuple[dict[str, float], list[str]]:
    """Precision, recall, kind accuracy and splitting accuracy; and the errors, one per line."""
    extractor = extractor or HeuristicFactExtractor()
    tp = fp = memorable = kind_ok = split_ok = 0
    errors: list[str] = []
    per_label: Counter[str] = Counter()
    per_label_hit: Counter[str] = Counter()
    for it in items:
        buf = ConversationBuffer()
        msg = buf.add(it["role"], it["text"]).message
        facts = extractor.extract([msg])
        gold = {_norm(s["text"]): s["label"] for s in it["sentences"]}
        found: set[str] = set()
        for f in facts:
            key = _norm(f.text)
            label = gold.get(key)
            if label in MEMORABLE and key not in found:
                tp += 1
                found.add(key)
                kind_ok += f.kind == label
            else:
                fp += 1
                why = "filler" if label == "filler" else "not a labelled sentence"
                errors.append(f"FP {it['id']} ({why}): {f.text!r}")
        for s in it["sentences"]:
            if s["label"] in MEMORABLE:
                memorable += 1
                per_label[s["label"]] += 1
                if _norm(s["text"]) in found:
                    per_label_hit[s["label"]] += 1
                else:
                    errors.append(f"FN {it['id']} [{s['label']}]: {s['text']!r}")
        expected = [s["text"] for s in it["sentences"]]
        got = split_sentences(it["text"])
        if got == expected:
            split_ok += 1
        else:
            errors.append(f"SPLIT {it['id']}: {got!r}")
    row = {
        "precision": tp / max(1, tp + fp),
        "recall": tp / max(1, memorable),
        "kind_accuracy": kind_ok / max(1, tp),
        "split_accuracy": split_ok / max(1, len(items)),
        "extracted": tp + fp,
        "true_positives": tp,
        "memorable": memorable,
        "messages": len(items),
    }
    for label in sorted(per_label):
        row[f"recall_{label}"] = per_label_hit[label] / per_label[label]
    return row, errors


def markdown(rows: dict[str, dict[str, float]]) -> str:
    lines = [
        "| split | precision | recall | kind accuracy | sentence splitting | extracted | memorable |",
        "|---|---:|---:|---:|---:|---:|---:|",
    ]
    for split, r in rows.items():
        lines.append(
            f"| {split} | {r['precision']:.3f} | {r['recall']:.3f} | {r['kind_accuracy']:.3f} "
            f"| {r['split_accuracy']:.3f} | {r['extracted']:.0f} | {r['memorable']:.0f} |"
        )
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    p = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    p.add_argument("--split", default="test", choices=["test", "tune", "all", "both"])
    p.add_argument("--errors", action="store_true", help="list false positives and misses")
    p.add_argument("--data", default=str(DATA))
    p.add_argument("--json", help="write the figures here")
    args = p.parse_args(argv)
    splits = ["tune", "test"] if args.split == "both" else [args.split]
    rows: dict[str, dict[str, float]] = {}
    for split in splits:
        rows[split], errors = evaluate(load(Path(args.data), split))
        if args.errors:
            print(f"--- {split}")
            print("\n".join(errors))
    print(markdown(rows))
    if args.json:
        with open(args.json, "w", encoding="utf-8") as f:
            json.dump(rows, f, indent=2)
    return 0


if __name__ == "__main__":
    sys.exit(main())
