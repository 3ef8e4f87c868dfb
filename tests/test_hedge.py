"""The learned hedge reader (decaymem.hedge): hedges worded outside the rules' lexicon are read
as asserting no value, value statements are not, and the committed weights are the ones the
training script fits."""

from __future__ import annotations

import math

import pytest

from decaymem import FixedClock, HashingEmbedder, InMemoryStore, LongTermMemory
from decaymem.hedge import BUCKETS, THRESHOLD, features, value_probability
from decaymem.scoring import DAY_S
from decaymem.supersede import is_hedged, is_update

# hard negatives of my own wording that no rule of the lexicon marks
UNRULED_HEDGES = [
    "Priya toured a flat in Bristol last week but the landlord never called back",
    "Lena was offered a job at Spotify and said she'd think about it",
]
VALUES = [
    "Priya lives in Bristol now",
    "I work at Ocado these days",
    "Lena started at Spotify on Monday",
    "Marco is vegetarian",
    "I drive a Golf",
    "my new number is 07700 900123",
]


def test_features_are_deterministic_name_blind_and_in_range() -> None:
    text = "Lena was offered a job at Spotify"
    assert features(text) == features(text)
    # names and numbers are masked: the frame is read, not the names it was trained on
    assert features(text) == features("Ana was offered a job at Monzo")
    assert features("I spend 300 a month") == features("I spend 4,500.50 a month")
    assert features(text) != features("Lena was given a job at Spotify")
    assert all(0 <= h < BUCKETS for h in features(text))
    # each of the two groups (words, character n-grams) is scaled to unit length
    assert math.isclose(sum(v * v for v in features("zzqx").values()), 2.0, rel_tol=0.2)
    assert features("") == {}


def test_a_text_with_no_words_is_never_read_as_a_hedge() -> None:
    assert value_probability("") == 1.0
    assert value_probability("?! ...") == 1.0


@pytest.mark.parametrize("text", UNRULED_HEDGES)
def test_a_hedge_outside_the_lexicon_is_read_as_asserting_no_value(text: str) -> None:
    assert not is_hedged(text, learned=False)  # the rules alone miss it
    assert value_probability(text) < THRESHOLD
    assert is_hedged(text)
    assert not is_update(text)


@pytest.mark.parametrize("text", VALUES)
def test_value_statements_stay_unhedged(text: str) -> None:
    assert not is_hedged(text)
    assert value_probability(text) > 0.5


def test_the_learned_reader_never_overrules_change_wording() -> None:
    # worded as a change by the rules: the model is not asked ("now" makes it a change)
    text = "Matthias's parents chipped in, so he can spend A$13,000 on the ring now"
    assert is_update(text)
    assert not is_hedged(text)


def test_a_newer_unruled_hedge_no_longer_takes_the_current_value() -> None:
    clock = FixedClock(1_700_000_000.0)
    ltm = LongTermMemory(store=InMemoryStore(), embedder=HashingEmbedder(), clock=clock)
    ids = {}
    for text in (
        "Lena works at Deezer.",
        "Lena was offered a job at Spotify and said she'd think about it",
    ):
        clock.advance(10 * DAY_S)
        ids[ltm.remember(text)] = text
    clock.advance(DAY_S)
    got = [ids[r.id] for r in ltm.recall("Where does Lena work now?", k=2)]
    assert got[0] == "Lena works at Deezer."


@pytest.mark.slow
def test_the_committed_weights_are_what_the_training_script_fits() -> None:
    from benchmarks.hedge_model import main

    assert main(["--check"]) == 0


@pytest.mark.parametrize(
    "text", ["a\ud800b moved to Paris", "x" * 5000, "انتقلت إلى دبي", "🙂🙂", "\x00 Ana"]
)
def test_any_string_gets_a_probability(text: str) -> None:
    # the package's own entry points refuse lone surrogates; the reader itself never raises
    assert 0.0 <= value_probability(text) <= 1.0
