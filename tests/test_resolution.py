"""Knowledge updates (issue 11): genuine updates recorded as chains at write time, resolved
for the question at recall (the current value first, or the asked-for earlier one)."""

from __future__ import annotations

import pytest

from decaymem import (
    AgentMemory,
    FixedClock,
    FusionScoring,
    HashingEmbedder,
    InMemoryStore,
    LongTermMemory,
    MemoryInput,
)
from decaymem.resolution import (
    CHANGE_MARGIN,
    IMPLICIT_MARGIN,
    Candidate,
    _named_words,
    _question_subjects,
    _truecase,
    asks_earlier,
    named_values,
    names_someone,
    resolve,
)
from decaymem.scoring import DAY_S
from decaymem.supersede import is_hedged, other_line, subject_of, supersedes, values_of
from decaymem.supersede import is_update as worded_as_change
from decaymem.updates import is_update

# --------------------------------------------------------------------------- pure policy


@pytest.mark.parametrize(
    ("query", "earlier"),
    [
        ("Where did Ana live before Lisbon?", True),
        ("What was Ana's previous employer?", True),
        ("Which band did Ana used to like?", True),
        ("Where did Ana use to work?", True),
        ("Who did my sister use to go out with?", True),
        ("How much did my garden shed budget use to be?", True),  # five words before "use to"
        ("Which app do I use to pay?", False),
        ("Where did Ana originally come from?", True),
        ("Where did Ana work until March?", True),
        ("Which car did Ana have first?", True),
        ("Where does Ana live now?", False),
        ("How old is Ana?", False),
        ("Which address should be used to write to Ana?", False),
    ],
)
def test_questions_about_an_earlier_value_are_recognised(query: str, earlier: bool) -> None:
    assert asks_earlier(query) is earlier


def test_the_named_value_is_read_after_the_cue() -> None:
    assert named_values("Where did Ana live before Lisbon?") == {"lisbon"}
    assert named_values("What car did Ana drive before the Volvo XC40?") >= {"volvo"}
    assert named_values("What was Ana's budget before it changed to 4,000 EUR?") == {"4000"}
    assert named_values("Which email did I use before x.y@mail.org?") == {"x.y@mail.org"}
    assert named_values("Where does Ana live now?") == frozenset()
    assert values_of("Ana moved to Porto.") == {"porto"}  # the subject is not a value
    # without the change the question is worded as: "before I switched to oat flat whites"
    assert _named_words("What did I drink before I switched to oat flat whites?") == {
        "flat",
        "white",
    }
    assert _named_words("What club was Bilal in before joining the volleyball league?") == {
        "volleyball",
        "league",
    }
    # the cue's clause ends at its comma: "Before switching, who was ..." names no value
    assert _named_words("Before switching, who was Sunita's babysitter?") == frozenset()
    assert named_values("What was Arjun's budget before £1,100?") == {"1100"}
    assert named_values("Before Porto, where did Ana live?") == {"porto"}
    # "old", "previous", "used to" are followed by the attribute or a verb, not by a value
    assert _named_words("Who was my old babysitter?") == frozenset()
    assert _named_words("Who did I use to get flowers from?") == frozenset()
    assert named_values("What was Ana's previous employer before Google?") == {"google"}


def test_an_old_value_is_the_one_before_the_newest_whatever_the_members_say() -> None:
    cands = [
        Candidate("a", "My babysitter is Bea.", 0.70, 1.0, successor="b"),
        Candidate("b", "My babysitter is Cara now.", 0.60, 2.0, successor="c"),
        Candidate("c", "Dora has taken over from Cara.", 0.50, 3.0),
    ]
    for q in ("Who was my old babysitter?", "Who was my previous babysitter?"):
        out = resolve(q, cands)
        assert out[1] > max(out[0], out[2]), q


def test_memories_stamped_at_one_time_are_in_the_order_their_links_say() -> None:
    # one batch, or an injected clock that did not move: the link says which is newer (the ids
    # used to decide, and a random id made an old member the "newest")
    cands = [
        Candidate("z", "Ana lives in Lisbon.", 0.70, 5.0, successor="y"),
        Candidate("x", "Ana moved to Braga.", 0.50, 5.0),
        Candidate("y", "Ana moved to Porto.", 0.60, 5.0, successor="x"),
    ]
    out = resolve("Where does Ana live now?", cands)
    assert out[1] > max(out[0], out[2])
    earlier = resolve("Where did Ana live before Braga?", cands)
    assert earlier[2] > max(earlier[0], earlier[1])
    # time still comes first: a link never makes an older stamp newer
    cands[1] = Candidate("x", "Ana moved to Braga.", 0.50, 4.0)
    assert (
        resolve("Where does Ana live now?", cands)[2]
        > resolve("Where does Ana live now?", cands)[1]
    )


def test_after_a_first_cue_comes_the_attribute_and_whose_it_is() -> None:
    # "initially", "originally", "to begin with" name no value: what follows is asked about
    assert _question_subjects("Who originally walked the dog for Keziah?") == {"keziah"}
    assert named_values("Who initially did the ironing for Keziah?") == frozenset()
    # a later cue still names one
    assert named_values("Where did Keziah live at first, before Leeds?") == {"leeds"}


def test_the_one_before_someones_current_value_is_about_them() -> None:
    assert _question_subjects("Who was the one before Ingrid's current plumber?") == {"ingrid"}
    assert _question_subjects("What was the one before my current market stall?") == {"speaker"}
    assert _question_subjects("Where did Ana live before Porto?") == {"ana"}
    c = [
        Candidate("a", "Ingrid rings Northfield Plumbing.", 0.5, 1.0, successor="b"),
        Candidate("b", "Ingrid's got a new plumber, Stelios.", 0.6, 2.0, successor="c"),
        Candidate("c", "Ingrid went back to Hughes & Son.", 0.7, 3.0),
    ]
    scores = resolve("Who was the one before Ingrid's current plumber?", c)
    assert _order(scores, c)[0] == "b"


def _chain() -> list[Candidate]:
    # a -> b -> c: three values of one attribute; d: a mention that is not an update
    return [
        Candidate("a", "Ana lives in Lisbon.", 0.80, 1.0, successor="b"),
        Candidate("b", "Ana moved to Porto.", 0.40, 2.0, successor="c"),
        Candidate("c", "Ana settled in Madrid.", 0.30, 3.0),
        Candidate("d", "Ana visited Lisbon again.", 0.70, 4.0),
    ]


def _order(scores: list[float], cands: list[Candidate]) -> list[str]:
    return [c.id for _, c in sorted(zip(scores, cands, strict=True), key=lambda t: -t[0])]


def test_current_value_takes_the_chains_best_score_and_old_values_rank_just_below() -> None:
    cands = [*_chain(), Candidate("e", "Bea lives in Lisbon.", 0.70, 4.0)]
    out = resolve("Where does Ana live now?", cands)
    assert _order(out, cands) == ["c", "a", "e", "b", "d"]
    assert out[2] == pytest.approx(0.80)  # the chain's best relevance, not more
    assert out[4] == 0.70  # a memory outside every chain is untouched
    assert out[1] <= 0.40  # older values only ever move down
    # "visited Lisbon" asserts no value: below every member of Ana's chain, now or before
    assert out[3] < min(out[:3])
    earlier = resolve("Where did Ana live before Porto?", cands)
    assert earlier[3] < min(earlier[:3])


def test_a_hedged_mention_moves_only_for_its_own_subject_and_never_an_archived_turn() -> None:
    chain = _chain()[:3]
    other = Candidate("x", "Bea visited Lisbon again.", 0.70, 4.0)  # another subject
    turn = Candidate("t", "Ana visited Lisbon again.", 0.70, 4.0, archived=True)
    for c in (other, turn):
        assert resolve("Where does Ana live now?", [*chain, c])[3] == 0.70


def test_a_hedged_mention_of_another_value_of_the_chains_sort_also_ranks_below_it() -> None:
    chain = _chain()[:3]
    for text in ("Ana thought about moving to Osaka.", "Ana visited Bergen over the weekend."):
        out = resolve("Where does Ana live now?", [*chain, Candidate("h", text, 0.95, 4.0)])
        assert out[3] < min(out[:3])
    # a hedged mention of a value of another sort holds no value either: below the chain
    other = Candidate("n", "Ana didn't get the 555-0199 number.", 0.95, 4.0)
    assert resolve("Where does Ana live now?", [*chain, other])[3] < min(out[:3])
    # but a relation's value of another sort than the chain's is left where it is
    kin = Candidate("k", "Ana's cousin's number is 555-0188.", 0.95, 4.0)
    assert resolve("Where does Ana live now?", [*chain, kin])[3] == 0.95


def test_earlier_value_ranks_the_predecessor_of_the_named_one_first() -> None:
    cands = _chain()
    assert _order(resolve("Where did Ana live before Madrid?", cands), cands)[0] == "b"
    assert _order(resolve("Where did Ana live before Porto?", cands), cands)[0] == "a"
    # nothing named: the value before the current one
    assert _order(resolve("Where did Ana live previously?", cands), cands)[0] == "b"
    # the first value of all: the oldest member, not the one before the current value
    for q in ("Where did Ana live first?", "Where did Ana originally live?", "Ana's first home?"):
        assert _order(resolve(q, cands), cands)[0] == "a", q
    # whom the question is about is no value named: "At first, where did Ana live?"
    low = [Candidate(c.id, c.text, 1.1 - c.score, c.created_at, c.successor) for c in cands]
    assert _order(resolve("At first, where did Ana live?", low), low)[0] == "a"
    # a value named after the cue still decides
    assert _order(resolve("Where did Ana live first, before Madrid?", cands), cands)[0] == "b"
    # the first value has no predecessor, and a chain not naming the value is left alone
    assert resolve("Where did Ana live before Lisbon?", cands) == [c.score for c in cands]
    assert resolve("Where did Ana live before Oslo?", cands) == [c.score for c in cands]


def test_a_word_every_member_names_does_not_hide_the_first_value_cue() -> None:
    # "initially learn Italian with": Italian is in every member, so no value is named
    cands = [
        Candidate("a", "Ines has Italian lessons with Babbel Live.", 0.8, 1.0, successor="b"),
        Candidate("b", "Ines switched her Italian lessons over to Tomas.", 0.9, 2.0),
    ]
    assert _order(resolve("Who did Ines initially learn Italian with?", cands), cands)[0] == "a"
    # a value one member names still decides ("before Tomas")
    assert _order(resolve("Who did Ines learn Italian with before Tomas?", cands), cands)[0] == "a"


def test_a_language_before_lessons_is_no_one_the_question_asks_about() -> None:
    assert _question_subjects("Who is my Mandarin tutor?") == {"speaker"}
    assert _question_subjects("Who does Ines have Italian lessons with now?") == {"ines"}
    assert _question_subjects("Where does Ines live now?") == {"ines"}


def test_unlinked_candidates_are_never_moved() -> None:
    cands = [Candidate(str(i), f"turn {i}", 1.0 / (i + 1), float(i)) for i in range(5)]
    for q in ("What did Ana say before the trip?", "What does Ana do now?"):
        assert resolve(q, cands) == [c.score for c in cands]


def _unlinked() -> list[Candidate]:
    # two values of one attribute the detector did not link, a mention, another subject
    return [
        Candidate("a", "Ana takes Arabic lessons.", 0.80, 1.0, similarity=0.60),
        Candidate("b", "Ana's Dutch tutor is great.", 0.50, 2.0, similarity=0.45),
        Candidate("c", "Ana thought about learning Korean.", 0.70, 3.0, similarity=0.55),
        Candidate("d", "Bea takes Greek lessons.", 0.60, 4.0, similarity=0.58),
        Candidate("e", "Ana takes Arabic lessons again.", 0.40, 5.0, similarity=0.10),
    ]


def test_a_subjects_unlinked_values_form_a_chain_at_query_time() -> None:
    cands = _unlinked()
    out = resolve("Which language is Ana learning now?", cands)
    # b (newer, within the margin of a's similarity) takes the best score; "thought about"
    # asserts nothing; Bea is someone else; e is too far below a to be compared
    assert _order(out, cands)[:2] == ["b", "a"]
    assert out[1] == pytest.approx(0.80)
    assert out[2] < out[0] and out[3] == 0.60 and out[4] == 0.40
    assert _order(resolve("Which language did Ana learn first?", cands), cands)[0] == "a"
    # another subject's question, an archived turn, or an unknown similarity: nothing moves
    assert resolve("Which language is Bea learning now?", cands) == [c.score for c in cands]
    turns = [Candidate(c.id, c.text, c.score, c.created_at, archived=True) for c in cands]
    assert resolve("Which language is Ana learning now?", turns) == [c.score for c in turns]
    blind = [Candidate(c.id, c.text, c.score, c.created_at) for c in cands]
    assert resolve("Which language is Ana learning now?", blind) == [c.score for c in blind]


def test_the_margin_is_measured_from_statements_not_naming_the_questions_value() -> None:
    # "Roche" in the question lifts the statement naming it far above the newer value
    cands = [
        Candidate("a", "Kofi is on the data team at Roche.", 0.95, 1.0, similarity=0.83),
        Candidate("b", "Kofi signed with Deloitte, fresh start!", 0.77, 2.0, similarity=0.44),
        Candidate("c", "Kofi turned the Zalando offer down.", 0.85, 3.0, similarity=0.49),
    ]
    out = resolve("Is Kofi still at Roche?", cands)
    assert _order(out, cands)[:2] == ["b", "a"]  # the turned-down offer asserts nothing
    assert _order(resolve("Where did Kofi work before Deloitte?", cands), cands)[0] == "a"


def test_the_margin_anchor_is_a_statement_naming_less_of_the_questions_value() -> None:
    # both name "Building": only the one naming all of "Building 4" is lifted by the question
    cands = [
        Candidate("a", "My badge only opens the doors in Building C.", 0.83, 1.0, similarity=0.26),
        Candidate(
            "b",
            "Not in Building C any more, my desk is in Building 4 now.",
            0.96,
            2.0,
            similarity=0.71,
        ),
    ]
    assert _order(resolve("Where was my desk before Building 4?", cands), cands)[0] == "a"


def test_values_no_reader_knows_chain_when_the_question_asks_for_now_or_before() -> None:
    cands = [
        Candidate("a", "Ines's usual is a cortado.", 0.90, 1.0, similarity=0.70),
        Candidate("b", "Ines orders a soy mocha most mornings.", 0.70, 2.0, similarity=0.60),
        Candidate("c", "Ines is thinking about trying a macchiato.", 0.80, 3.0, similarity=0.65),
    ]
    assert _order(resolve("What's Ines's usual coffee order now?", cands), cands)[0] == "b"
    assert _order(resolve("What did Ines drink before soy mochas?", cands), cands)[0] == "a"
    # in the present tense too; not for a question in the past, which may be about any time
    assert _order(resolve("What's Ines's usual coffee order?", cands), cands)[0] == "b"
    assert resolve("What coffee did Ines order?", cands) == [c.score for c in cands]
    # nor where the most relevant statement has a value read: only values join it
    named = Candidate("n", "Ines lives in Porto.", 0.95, 0.5, similarity=0.9)
    assert _order(resolve("Where does Ines live now?", [named, *cands]), [named, *cands])[0] == "n"


def test_an_older_statement_with_no_value_read_can_be_the_first_value() -> None:
    cands = [
        Candidate("a", "My bread always comes from the bakery by the canal.", 0.70, 1.0, similarity=0.55),
        Candidate("b", "Lately my bread has come from the Polish deli, way better.", 0.80, 2.0, similarity=0.62),
        Candidate("c", "I've moved over to Crumbs & Co for bread.", 0.60, 3.0, similarity=0.50),
    ]  # fmt: skip
    assert _order(resolve("Where did I buy bread to begin with?", cands), cands)[0] == "a"
    # only for the first value: "before" a named value keeps to the values read
    before = resolve("Where did I buy bread before Crumbs & Co?", cands)
    assert _order(before, cands)[0] == "b"


def test_a_work_line_joins_no_query_time_chain_of_the_personal_one() -> None:
    cands = [
        Candidate("a", "Bruno's mobile is 0612 111 222.", 0.70, 1.0, similarity=0.60),
        Candidate("b", "Bruno's new number is 0687 333 444.", 0.90, 2.0, similarity=0.70),
        Candidate("c", "Bruno's office number is 0145 555 666.", 0.85, 3.0, similarity=0.68),
    ]
    assert _order(resolve("What was Bruno's number previously?", cands), cands)[0] == "a"
    assert _order(resolve("What is Bruno's number now?", cands), cands)[0] == "b"


def test_a_relation_named_in_a_chain_is_the_person_the_question_names() -> None:
    # "my aunt Anika" is Anika: a question naming her is about the chain of my aunt's teams
    cands = [
        Candidate("a", "My aunt Anika has supported the Lakers since she was small.", 0.80, 1.0, "b"),
        Candidate("b", "My aunt Anika switched teams, it's the Celtics now.", 0.60, 2.0),
        Candidate("c", "Anika's brother supports the Nuggets.", 0.90, 3.0),
    ]  # fmt: skip
    for q in ("Which team did Anika use to support?", "Which team does Anika support now?"):
        out = resolve(q, cands)
        assert out[2] < min(out[:2]), q  # her brother's team is no answer about her
    assert _order(resolve("Which team did Anika use to support?", cands), cands)[0] == "a"


def test_an_older_value_of_a_named_relation_ranks_below_its_chain() -> None:
    # "My best friend Hamid" is Hamid: his older value ranks below his chain's newest member
    cands = [
        Candidate("a", "My best friend Hamid can spend up to 9,000 EUR on the wedding.", 0.90, 1.0),
        Candidate("b", "Hamid's wedding budget is now 12,000 EUR.", 0.70, 2.0, "c"),
        Candidate("c", "The bonus came in, so Hamid raised his wedding budget to 15,000 EUR.", 0.60, 3.0),
    ]  # fmt: skip
    assert _order(resolve("How much can Hamid spend on the wedding?", cands), cands)[0] == "c"


def test_a_work_address_ranks_below_the_personal_chain_and_a_roles_value_is_its_owners() -> None:
    cands = [
        Candidate("a", "You can email me at pia.l@gmx.de.", 0.60, 1.0, "b", similarity=0.30),
        Candidate("b", "I stopped using pia.l@gmx.de, it's pia@lund.se now.", 0.80, 2.0, similarity=0.40),
        Candidate("c", "my work email is pia.lund@ikea.se, not for personal stuff", 0.90, 3.0, similarity=0.55),
    ]  # fmt: skip
    out = resolve("What email am I using these days?", cands)
    assert _order(out, cands)[0] == "b"
    assert _order(resolve("What's my work email?", cands), cands)[0] == "c"
    # "My boss at work is Eamon" names the speaker's manager: it starts the speaker's chain
    bosses = [
        Candidate("a", "My boss at work is Eamon.", 0.50, 1.0, similarity=0.30),
        Candidate("b", "I report to Hilde now.", 0.55, 2.0, similarity=0.35),
        Candidate("c", "My colleague Aurelio reports to Kasia.", 0.70, 3.0, similarity=0.40),
    ]
    assert _order(resolve("Who did I report to originally?", bosses), bosses)[0] == "a"


def test_the_query_time_margin_is_the_one_chosen_on_the_development_sets() -> None:
    # 0.3, chosen on dev2 and dev4 (BENCHMARKS.md): a value 0.25 less alike still joins
    assert pytest.approx(0.3) == IMPLICIT_MARGIN
    cands = [
        Candidate("a", "Ana lives in Lisbon.", 0.90, 1.0, similarity=0.80),
        Candidate("b", "Ana's new landlord in Porto is lovely.", 0.60, 2.0, similarity=0.55),
    ]
    assert _order(resolve("Where does Ana live now?", cands), cands)[0] == "b"


def test_a_change_with_no_value_read_joins_a_chain_of_names_for_the_current_value() -> None:
    cands = [
        Candidate("a", "I swim at the lido in Victoria Park.", 0.97, 1.0, similarity=0.67),
        Candidate(
            "b",
            "I've moved my swimming to the open-air pond on the heath.",
            0.51,
            2.0,
            similarity=0.59,
        ),
        Candidate(
            "c", "I sometimes go to the open-air pond on the heath.", 0.60, 3.0, similarity=0.58
        ),
    ]
    out = resolve("Where do I swim now?", cands)
    assert _order(out, cands)[0] == "b"  # not c: no change, no value read
    # not for an earlier value: the named chain decides there
    assert resolve("Where did I swim before?", cands)[1] == 0.51


def test_one_value_statement_puts_the_subjects_hedged_mentions_below_it() -> None:
    cands = [
        Candidate(
            "a",
            "I'm off to a wedding tonight, so bed at ten o'clock is not happening.",
            0.95,
            1.0,
            similarity=0.56,
        ),
        Candidate(
            "b", "My friends know not to text after 10:30 any more.", 0.50, 2.0, similarity=0.48
        ),
    ]
    assert _order(resolve("What time am I currently going to bed?", cands), cands)[0] == "b"
    # an earlier value needs two
    assert resolve("What time did I go to bed before?", cands) == [0.95, 0.50]


def test_a_statement_unlike_the_question_joins_no_query_time_chain() -> None:
    cands = [
        Candidate("a", "I rent through Chestertons.", 0.35, 1.0, similarity=0.18),
        Candidate(
            "b", "Since 18 March, Hamptons have been managing my flat.", 0.58, 2.0, similarity=0.25
        ),
        Candidate(
            "c", "I'm halfway through a huge jigsaw of the Alps.", 0.0, 0.5, similarity=-0.04
        ),
    ]
    out = resolve("To begin with, who was my letting agent?", cands)
    assert _order(out, cands)[0] == "a" and out[2] == 0.0
    assert resolve("Who is my letting agent now?", cands)[2] == 0.0


def test_a_change_joins_a_query_time_chain_within_the_wider_margin() -> None:
    # 0.5, chosen on dev2, dev4 and dev5 (BENCHMARKS.md): 0.35 below the best still joins when
    # worded as a change, not otherwise
    assert pytest.approx(0.5) == CHANGE_MARGIN
    cands = [
        Candidate(
            "a", "Asics Novablasts are what I wear for every run.", 0.88, 1.0, similarity=0.58
        ),
        Candidate(
            "b",
            "Since 17 April, I've been running in New Balance 1080s.",
            0.37,
            2.0,
            similarity=0.24,
        ),
    ]
    assert _order(resolve("What shoes do I run in now?", cands), cands)[0] == "b"
    plain = [cands[0], Candidate("b", "I run in Brooks Ghosts.", 0.37, 2.0, similarity=0.24)]
    assert _order(resolve("What shoes do I run in now?", plain), plain)[0] == "a"


def test_an_older_value_the_chain_does_not_hold_ranks_below_its_newest_member() -> None:
    cands = [
        Candidate("a", "Ana learns the violin.", 0.70, 1.0, successor="c"),
        Candidate("b", "Ana took up the Flute a while back.", 0.90, 2.0),
        Candidate("c", "Ana is learning the Cello instead of the violin.", 0.60, 3.0),
        Candidate("d", "Ana's new Harp arrived after the cello.", 0.95, 4.0),  # newer: stays
    ]
    out = resolve("What is Ana learning now?", cands)
    assert out[1] < out[2] == pytest.approx(0.70) and out[3] == 0.95
    # so does an older statement of the subject with no value read ("a gravel bike")
    bikes = [
        Candidate("a", "Chloe rides a gravel bike to work.", 0.96, 1.0),
        Candidate("b", "Chloe's partner surprised her with a Raleigh.", 0.73, 2.0, "c"),
        Candidate(
            "c", "Chloe's dad gave her his VanMoof, so that's what she rides now.", 0.67, 3.0
        ),
    ]
    got = resolve("What bike does Chloe currently own?", bikes)
    assert _order(got, bikes)[0] == "c"
    # but only one that shares a word with the chain: a constraint is no older budget
    budget = [
        Candidate(
            "a", "I'm allergic to shellfish, so please never suggest seafood places.", 0.9, 1.0
        ),
        Candidate("b", "Our budget is at most 6,000 EUR.", 0.5, 2.0, "c"),
        Candidate("c", "Our travel budget is now 7,500 EUR.", 0.4, 3.0),
    ]
    assert resolve("Are there any food restrictions?", budget)[0] == 0.9
    # only for the current value, and only where there is a chain
    assert resolve("What did Ana learn before the cello?", cands)[1] == 0.90
    assert resolve("What is Ana learning now?", [cands[1]]) == [0.90]


def test_the_one_asked_about_may_be_named_beside_another_subject() -> None:
    cands = [
        Candidate("a", "My cat, Mochi, is registered at Hillcrest Vets.", 0.9, 1.0, similarity=0.8),
        Candidate("b", "I've registered Mochi with the Willow Clinic.", 0.6, 2.0, similarity=0.6),
    ]
    assert _order(resolve("Is Mochi still registered at Hillcrest Vets?", cands), cands)[0] == "b"
    # someone's relation is someone else
    other = [
        Candidate("a", "Rohan is dating Kenji.", 0.9, 1.0, similarity=0.8),
        Candidate("c", "Rohan's sister is dating Omar now.", 0.6, 3.0, similarity=0.7),
    ]
    assert _order(resolve("Who is Rohan dating now?", other), other)[0] == "a"


def test_a_question_about_a_relation_chains_the_relations_values_not_its_owners() -> None:
    cands = [
        Candidate("a", "Ravi's son Theo goes to Hillcrest Primary.", 0.70, 1.0, similarity=0.76),
        Candidate("b", "Ravi works at Siemens.", 0.95, 1.5, similarity=0.50),
        Candidate(
            "c", "Ravi's son Theo got moved to Kingsmead Academy.", 0.60, 2.0, similarity=0.8
        ),
        Candidate("d", "Ravi joined Bosch last week.", 0.90, 3.0, similarity=0.52),
    ]
    out = resolve("Which school does Ravi's son Theo go to now?", cands)
    assert out[2] > out[0]
    assert out[1] == 0.95 and out[3] == 0.90  # Ravi's own job is no school of his son's
    earlier = resolve("Which school did Ravi's son go to before Kingsmead Academy?", cands)
    assert earlier[0] > earlier[2]
    # the speaker's relation, named as an object of the speaker's statement
    mine = [
        Candidate(
            "a",
            "I do the school run to Greenway Primary with my son Noah.",
            0.82,
            1.0,
            similarity=0.49,
        ),
        Candidate("b", "My son Noah goes to Riverside Academy now.", 0.80, 2.0, similarity=0.6),
        Candidate("c", "I work at Siemens.", 0.90, 1.5, similarity=0.40),
    ]
    out = resolve("Where is my son at school these days?", mine)
    assert out[1] > out[0] and out[2] == 0.90
    # a role's identity stays its owner's attribute: "My manager is Maya" is the speaker's
    boss = [
        Candidate("a", "My manager is Maya.", 0.9, 1.0, similarity=0.8),
        Candidate("b", "I report to Tom now.", 0.6, 2.0, similarity=0.7),
    ]
    assert _order(resolve("Who is my manager now?", boss), boss)[0] == "b"


def test_an_old_value_mentioned_after_a_change_is_no_current_value() -> None:
    cands = [
        Candidate("a", "Ingrid works in Lamar's team.", 0.80, 1.0, similarity=0.70),
        Candidate("b", "Odile is Ingrid's new manager.", 0.60, 2.0, similarity=0.62),
        Candidate(
            "c", "Ingrid met Lamar for lunch, for old times' sake.", 0.90, 3.0, similarity=0.75
        ),
    ]
    assert _order(resolve("Who is Ingrid's manager now?", cands), cands)[0] == "b"
    # a fresh value after the change is not an old one: it stays the newest
    fresh = [*cands[:2], Candidate("c", "Ingrid reports to Pavla.", 0.9, 3.0, similarity=0.75)]
    assert _order(resolve("Who is Ingrid's manager now?", fresh), fresh)[0] == "c"
    # and the earlier value is still found before the change
    assert _order(resolve("Who was Ingrid's manager before Odile?", cands), cands)[0] == "a"


def test_a_relations_value_ranks_below_the_subjects_chain() -> None:
    cands = [
        Candidate("a", "Dmitri works at Spotify.", 0.80, 1.0, successor="b"),
        Candidate("b", "Dmitri left Spotify and joined Ericsson.", 0.60, 2.0),
        Candidate("c", "Dmitri's cousin just started an internship at Siemens.", 0.90, 3.0),
        Candidate("d", "My cousin works at Siemens.", 0.90, 3.0),
    ]
    for q in ("Where does Dmitri work now?", "Where did Dmitri work originally?"):
        out = resolve(q, cands)
        assert out[2] < min(out[:2]), q
        assert out[3] == 0.90  # the speaker's cousin is no relation of Dmitri's


def test_what_a_relation_says_with_no_value_ranks_below_the_owners_chain() -> None:
    cands = [
        Candidate("a", "Dmitri orders his flowers from Stems.", 0.70, 1.0, successor="b"),
        Candidate("b", "Dmitri switched to Bloom for flowers.", 0.60, 2.0),
        Candidate("c", "Dmitri's colleague swears by the florist next to the bakery.", 0.90, 3.0),
        Candidate("d", "Dmitri's manager swears by the florist next to the bakery.", 0.90, 3.0),
    ]
    out = resolve("Who is Dmitri's florist now?", cands)
    assert out[2] < min(out[:2])
    assert out[3] == 0.90  # a role may be what is asked about
    # asked about the relation itself, it stays where it was
    assert resolve("Who is Dmitri's colleague's florist?", cands)[2] == 0.90


def test_a_hedged_mention_by_a_relation_or_naming_the_subject_as_object_ranks_below() -> None:
    cands = [
        Candidate("a", "Divya works at Atlassian.", 0.70, 1.0, successor="b"),
        Candidate("b", "Divya left Atlassian and joined Canva.", 0.60, 2.0),
        Candidate("c", "Divya's sister keeps saying Divya should apply to Skyscanner.", 0.90, 3.0),
        Candidate("d", "A recruiter suggested Revolut to Divya, who isn't convinced.", 0.90, 3.0),
    ]
    out = resolve("Where does Divya work now?", cands)
    assert max(out[2], out[3]) < min(out[:2])
    # asked about the sister, her hedged mention stays where it was
    assert resolve("Where does Divya's sister work?", cands)[2] == 0.90


def test_a_newer_change_naming_the_subject_beside_my_relation_ends_the_chain() -> None:
    cands = [
        Candidate("a", "Dong-hyun is with Adwoa.", 0.80, 1.0, "b", similarity=0.6),
        Candidate(
            "b",
            "Dong-hyun and Adwoa split up; Dong-hyun's with Andre now.",
            0.70,
            2.0,
            similarity=0.6,
        ),
        Candidate(
            "c", "My flatmate Dong-hyun's got a new partner, Taras.", 0.50, 3.0, similarity=0.55
        ),
    ]
    out = resolve("Who is Dong-hyun with now?", cands)
    assert out[2] > max(out[:2])


def test_the_value_before_a_named_one_the_chain_does_not_hold() -> None:
    cands = [
        Candidate("a", "I work at Spotify.", 0.70, 1.0, successor="b", similarity=0.5),
        Candidate("b", "Got out of Spotify: I landed a gig at Canva.", 0.40, 2.0, similarity=0.3),
        Candidate("c", "I signed with Shopify, fresh start!", 0.90, 3.0, similarity=0.6),
    ]
    assert _order(resolve("Where did I work before Shopify?", cands), cands)[0] == "b"
    # someone else's Shopify, or an older one, does not end the chain
    for c in (
        Candidate("c", "Bea signed with Shopify.", 0.90, 3.0, similarity=0.6),
        Candidate("c", "I signed with Shopify.", 0.90, 0.5, similarity=0.6),
    ):
        assert _order(resolve("Where did I work before Shopify?", [*cands[:2], c]), cands)[0] == "c"


def test_a_newer_change_never_linked_ends_a_recorded_chain_for_the_current_value() -> None:
    cands = [
        Candidate(
            "a", "Esra's running shoes are On Cloudmonsters.", 0.80, 1.0, "b", similarity=0.47
        ),
        Candidate(
            "b",
            "Esra's old running shoes have been replaced by Brooks Ghosts.",
            0.98,
            2.0,
            similarity=0.76,
        ),
        Candidate(
            "c",
            "Esra was put into Saucony Rides, so that's what she runs in now.",
            0.79,
            3.0,
            similarity=0.55,
        ),
        Candidate("d", "Esra likes the look of Nike Pegasus.", 0.90, 4.0, similarity=0.60),
    ]
    out = resolve("Does Esra still run in Brooks Ghosts?", cands)
    assert out[2] > out[1] > out[0]
    # within CHANGE_MARGIN of the chain's best similarity, as for chains formed at query time;
    # a weekday is no value of the chain's sort
    agents = [
        Candidate("a", "My letting agent is Chestertons.", 0.44, 1.0, "b", similarity=0.35),
        Candidate("b", "Savills is my letting agent now.", 0.91, 2.0, similarity=0.61),
        Candidate("c", "I rent through Hamptons now.", 0.40, 3.0, similarity=0.26),
        Candidate("d", "I signed up for a yoga class on Thursdays.", 0.22, 4.0, similarity=0.15),
    ]
    flat = resolve("Is my flat still managed by Savills?", agents)
    assert _order(flat, agents)[0] == "c" and flat[3] == 0.22
    assert out[3] == 0.90  # a newer mention not worded as a change joins nothing
    # for the value before the newest, the chain now ends at Saucony Rides
    assert _order(resolve("What did Esra run in before Saucony Rides?", cands), cands)[0] == "b"
    # and for "previously" or "before switching", which name no value
    for q in ("What did Esra run in previously?", "What did Esra run in before switching?"):
        assert _order(resolve(q, cands), cands)[0] == "b", q


def test_a_later_value_the_chain_does_not_hold_ranks_below_an_earlier_answer() -> None:
    cands = [
        Candidate("a", "Anouk runs in On Cloudmonsters.", 0.64, 1.0, "c", similarity=0.59),
        Candidate(
            "b",
            "Anouk's old running shoes have been replaced by New Balance 1080s.",
            0.89,
            2.0,
            similarity=0.68,
        ),
        Candidate(
            "c",
            "Anouk was put into Nike Pegasus, that's what she runs in now.",
            0.82,
            3.0,
            similarity=0.75,
        ),
        Candidate("d", "Anouk's running shoes are Hoka Cliftons.", 0.95, 0.5, similarity=0.6),
    ]
    out = resolve("Which running shoes did Anouk wear at first?", cands)
    # older than the chain and of its sort, never linked: the first value of all
    assert out[3] > max(out[:3])  # New Balance, which came after it, among them
    # before a named value: the change said between two members and never linked is the
    # chain's missed middle, so New Balance came just before Nike Pegasus
    before = resolve("Which running shoes did Anouk wear before Nike Pegasus?", cands)
    assert before[1] > max(before[0], before[2], before[3])


def test_a_first_value_never_linked_joins_the_start_of_the_chain_for_an_earlier_value() -> None:
    cands = [
        Candidate("a", "Omar is vegan, so bear that in mind.", 0.40, 1.0, similarity=0.6),
        Candidate("b", "Omar's fridge is all keto stuff now.", 0.70, 2.0, "c", similarity=0.5),
        Candidate("c", "Omar dropped keto and is doing paleo now.", 0.75, 3.0, similarity=0.6),
        Candidate("d", "Kofi is vegan.", 0.90, 0.5, similarity=0.6),
    ]
    out = resolve("How was Omar eating at first?", cands)
    assert out[0] > max(out[1], out[2])  # the first value, never linked, is the first of all
    out = resolve("What does Omar eat now?", cands)
    assert out[2] > max(out[0], out[1])  # the current value is untouched


def test_a_recorded_chain_is_not_joined_by_one_formed_at_query_time() -> None:
    cands = [
        Candidate("a", "Ana lives in Lisbon.", 0.80, 1.0, successor="b", similarity=0.6),
        Candidate("b", "Ana moved to Porto.", 0.40, 2.0, similarity=0.5),
        Candidate("c", "Ana's flat in Madrid is tiny.", 0.70, 3.0, similarity=0.55),
    ]
    out = resolve("Where does Ana live now?", cands)
    assert _order(out, cands)[0] == "b"  # the recorded chain decides, c is not joined
    assert out[2] == 0.70


# --------------------------------------------------------------------------- detection


def test_updates_worded_in_many_ways_are_recognised() -> None:
    assert supersedes("Update Tom's contact: 555-0199.", "Tom's phone number is 555-0100.")
    assert supersedes("Benfica is my team now.", "My favourite team is Ajax.")
    assert supersedes("After the raise, I can put 3,000 EUR toward the car.", "My car budget is 2,000 EUR.")  # fmt: skip
    assert supersedes("Please use t@new.org for Tom from now on.", "Tom's email is t@old.org.")
    assert supersedes("Tom sold the Volvo and got a Kia.", "Tom drives a Volvo.")
    assert supersedes("I got moved to Eva's team.", "My manager is Jan.")
    # a plain restatement with another value, every other word equal, when no cue is required
    assert supersedes("Tom lives in Oslo.", "Tom lives in Rome.", require_cue=False)
    assert not supersedes("Tom lives in Oslo.", "Tom lives in Rome.")


def test_mentions_of_a_value_are_not_updates() -> None:
    # a hedged earlier statement stated no value to replace
    assert not supersedes("Tom moved to Oslo.", "Tom thought about moving to Rome.")
    # someone else's value, another attribute, another kind of address
    assert not supersedes("Tom switched to a vegan diet.", "Tom's roommate is keto.")
    assert not supersedes("Tom's budget is now 900 EUR.", "Tom already paid a deposit of 500 EUR.")
    assert not supersedes("Tom's new email is t@new.org.", "Tom's work email is t@work.org.")
    assert not supersedes("My new number is 555-0199.", "The dentist's office number is 555-0100.")
    assert not supersedes("Tom can be reached at 555-0199 now.", "Tom called 555-0100 to book.")
    assert not supersedes("Tom visited Oslo.", "Tom lives in Rome.", require_cue=False)


def test_an_attribute_both_name_needs_no_change_wording() -> None:
    # the same subject, an attribute word on both sides, a new value of the same sort
    assert is_update("Tom supports Ajax.", "Tom is a Benfica fan.", 0.5, floor=0.1)
    assert is_update("My diet is vegan.", "I eat keto.", 0.4, floor=0.1)
    # ...but not an event that mentions a value, another person, or another sort of value
    assert not is_update("Tom supports Ajax.", "Tom watched Benfica play.", 0.6, floor=0.1)
    assert not is_update("Tom supports Ajax.", "Tom bought a Benfica scarf.", 0.6, floor=0.1)
    assert not is_update("Tom supports Ajax.", "Eva is a Benfica fan.", 0.6, floor=0.1)
    assert not is_update("Tom's budget is 900 EUR.", "Tom's budget covers Rome.", 0.6, floor=0.1)
    assert not is_update("Tom is an Ajax fan.", "Tom met an Ajax fan in Oslo.", 0.6, floor=0.1)
    assert not supersedes("Tom is a Benfica fan.", "Tom supports Ajax.")  # the summary asks a cue


def test_change_wording_outside_the_lexicon_updates_a_known_attribute_when_close() -> None:
    old = "Tom works at Globex."
    new = "Tom switched over and is with Initech now."  # no attribute word of the lexicon
    assert is_update(old, new, 0.55, floor=0.1)
    assert supersedes(new, old, similarity=0.55)
    assert not is_update(old, new, 0.3, floor=0.1)  # too far apart: no evidence of the attribute
    assert not supersedes(new, old)  # the cosine unknown: the fallback does not apply
    # refused whatever the cosine: another subject, a hedge, another sort of value, another
    # attribute named, no change wording, an older statement naming no attribute
    assert not is_update(old, "Eva switched over and is with Initech now.", 0.9, floor=0.1)
    assert not is_update(old, "Tom might switch and be with Initech now.", 0.9, floor=0.1)
    assert not is_update(old, "Tom now pays 900 EUR a month.", 0.9, floor=0.1)
    assert not is_update(old, "Tom now drives a Kia.", 0.9, floor=0.1)
    assert not is_update(old, "Tom had lunch with Initech people.", 0.9, floor=0.1)
    assert not is_update("Tom met Sara at Globex.", new, 0.9, floor=0.1)
    # the puzzle "we started at Christmas" is change-worded but far from a statement of a job
    assert not is_update("I work at Globex.", "We started the puzzle at Christmas.", 0.2, floor=0.1)


def test_similarity_alone_is_no_update() -> None:
    assert not is_update("I live in Oslo.", "I visited Oslo over the weekend.", 0.95, floor=0.1)
    assert is_update("I live in Oslo.", "I moved to Bergen last month.", 0.2, floor=0.1)
    assert not is_update("I live in Oslo.", "I moved to Bergen last month.", 0.05, floor=0.1)


def test_a_statement_about_nobody_updates_only_the_speaker_and_only_with_its_sort() -> None:
    # "Home is now Denver" is the speaker's; "Bin collection has moved to Wednesdays" is nothing
    # of Santiago's, and a weekday is no pharmacy
    assert supersedes("Home is now Denver.", "I live in Porto.")
    old = "lol Santiago finally moved his prescriptions over to Lloyds Pharmacy"
    assert not supersedes("Bin collection has moved to Wednesdays.", old)
    assert not supersedes("My bin collection has moved to Wednesdays.", "I moved to Porto.")


# --------------------------------------------------------------------------- through recall

TEXTS = [
    "Tom lives in Oslo.",
    "The ferry leaves at noon on Sundays.",
    "Tom moved to Bergen last month.",
    "Tom visited Oslo over the weekend.",
    "Tom packed up everything and settled in Tromsø.",
]


def _memory() -> tuple[LongTermMemory, dict[str, str], FixedClock]:
    clock = FixedClock(1_700_000_000.0)
    ltm = LongTermMemory(store=InMemoryStore(), embedder=HashingEmbedder(), clock=clock)
    ids = {}
    for text in TEXTS:
        clock.advance(10 * DAY_S)
        ids[text] = ltm.remember(text)
    clock.advance(DAY_S)
    return ltm, ids, clock


def test_updates_are_recorded_as_a_chain_in_time_order() -> None:
    ltm, ids, _ = _memory()
    succ = {r.text: r.superseded_by for r in ltm.get(list(ids.values()))}
    assert succ["Tom lives in Oslo."] == ids["Tom moved to Bergen last month."]
    assert succ["Tom moved to Bergen last month."] == ids[TEXTS[4]]
    assert succ["Tom visited Oslo over the weekend."] is None
    assert succ[TEXTS[4]] is None


def test_a_later_update_recognised_against_an_older_value_joins_the_end_of_the_chain() -> None:
    clock = FixedClock(1_700_000_000.0)
    ltm = LongTermMemory(store=InMemoryStore(), embedder=HashingEmbedder(), clock=clock)
    a = ltm.remember("Tom drives a Volvo XC40.")
    clock.advance(DAY_S)
    b = ltm.remember("Tom sold the Volvo XC40 and got a Kia Niro.")  # names no attribute
    clock.advance(DAY_S)
    c = ltm.remember("Tom now drives a Fiat Panda.")  # recognised against the Volvo only
    got = {r.id: r.superseded_by for r in ltm.get([a, b, c])}
    assert got == {a: b, b: c, c: None}


def test_recall_answers_current_and_earlier_value_questions() -> None:
    ltm, _, _ = _memory()
    values = {TEXTS[0], TEXTS[2], TEXTS[3], TEXTS[4]}

    def first(q: str) -> str:
        return next(r.text for r in ltm.recall(q, k=5) if r.text in values)

    assert first("Where does Tom live now?") == TEXTS[4]
    assert first("Where did Tom live before Tromsø?") == TEXTS[2]
    assert first("Where did Tom live before Bergen?") == TEXTS[0]
    # without resolution the words of the question decide, and the older value wins
    plain = ltm.recall(
        "Where did Tom live before Tromsø?", k=5, scoring=FusionScoring(resolution_pool=0)
    )
    assert next(r.text for r in plain if r.text in values) != TEXTS[2]


def test_archived_turns_are_never_resolved_or_linked() -> None:
    clock = FixedClock(1_700_000_000.0)
    ltm = LongTermMemory(store=InMemoryStore(), embedder=HashingEmbedder(), clock=clock)
    turns = ["Tom: I live in Oslo.", "Tom: I moved to Bergen last month.", "Tom: I love Bergen."]
    for i, t in enumerate(turns):
        clock.advance(DAY_S)
        ltm.remember_many([MemoryInput(text=t, metadata={"kind": "episode", "name": "Tom"}, id=f"e{i}")])  # fmt: skip
    assert all(r.superseded_by is None for r in ltm.get())
    q = "Where did Tom live before Bergen?"
    with_res = [(r.id, r.score) for r in ltm.recall(q, k=3)]
    without = [
        (r.id, r.score) for r in ltm.recall(q, k=3, scoring=FusionScoring(resolution_pool=0))
    ]
    assert with_res == without


def test_agent_context_keeps_the_asked_for_earlier_value() -> None:
    clock = FixedClock(1_700_000_000.0)
    mem = AgentMemory(embedder=HashingEmbedder(), clock=clock)
    for text in ("Tom lives in Oslo.", "Tom moved to Bergen last month."):
        clock.advance(10 * DAY_S)
        mem.remember(text)
    clock.advance(DAY_S)
    now = mem.context("Where does Tom live now?")
    before = mem.context("Where did Tom live before Bergen?")
    assert [r.text for r in now.recalled][:1] == ["Tom moved to Bergen last month."]
    # issue 41: the stale memory is no longer hidden on a guess; the current one ranks first
    assert [r.text for r in before.recalled][:1] == ["Tom lives in Oslo."]


def test_a_question_typed_in_lower_case_is_read_with_the_names_the_memories_write() -> None:
    cands = [
        Candidate("a", "Saoirse is going out with Tadhg.", 0.90, 1.0, similarity=0.70),
        Candidate(
            "b", "Saoirse met Oisín at a gig but nothing came of it.", 0.70, 2.0, similarity=0.55
        ),
        Candidate("c", "Saoirse's new partner is Ruairí, apparently.", 0.60, 3.0, similarity=0.60),
    ]
    assert _truecase("who is saoirse dating now", cands) == "who is Saoirse dating now"
    assert _truecase("whats saoirses number", cands) == "whats Saoirse's number"
    assert _truecase("what car do i drive", cands) == "what car do I drive"
    # a question with a capital is left as written
    assert _truecase("Who is saoirse dating now?", cands) == "Who is saoirse dating now?"
    # a lower-case question may name anyone: the caller must not skip resolution for it
    assert names_someone("who is saoirse dating now")
    scores = resolve("who is saoirse dating now", cands)
    assert max(range(3), key=scores.__getitem__) == 2


def test_a_change_missed_in_the_middle_of_a_chain_is_the_value_before_the_later_one() -> None:
    cands = [
        Candidate("a", "My car is a Renault Clio.", 0.90, 1.0, successor="c", similarity=0.7),
        Candidate(
            "b", "The boot was too small, so I got a Skoda Octavia.", 0.40, 2.0, similarity=0.4
        ),
        Candidate(
            "c", "The Octavia got written off, so I picked up a Mazda 3.", 0.80, 3.0, similarity=0.6
        ),
        Candidate("d", "I test drove a Volvo XC60 but didn't buy it.", 0.50, 4.0, similarity=0.5),
    ]
    scores = resolve("What did I drive before the Mazda 3?", cands)
    assert max(range(4), key=scores.__getitem__) == 1
    # and the current value stays the newest member
    scores = resolve("What car do I drive now?", cands)
    assert max(range(4), key=scores.__getitem__) == 2


def test_talk_without_a_deed_a_day_somewhere_and_a_poor_fit_state_no_value() -> None:
    assert is_hedged("Ravi keeps talking about going vegetarian, but hasn't.")
    assert is_hedged("Ines keeps meaning to set up ines.k@posteo.de, but hasn't yet.")
    assert is_hedged("Joao spent a day back in Lyon and loved it.")
    assert is_hedged(
        "My daughter Mia did a trial morning at Little Owls, but it wasn't a good fit."
    )
    assert not is_hedged("Ravi went vegetarian in May.")
    assert not is_hedged("Ravi hasn't eaten meat since May, but he still eats fish.")
    assert not supersedes(
        "Ravi keeps talking about going vegan, but hasn't.",
        "Ravi is pescatarian.",
        require_cue=False,
    )


def test_a_named_old_friend_is_that_person_and_another_friend_is_someone_else() -> None:
    intro = "My old college friend Noor Haddad lives in Leith with her kids."
    assert not is_hedged(intro)  # "old" says how long the friendship has lasted
    assert subject_of(intro) == "friend"
    assert supersedes("Noor moved to Portobello in the spring.", intro)
    assert not supersedes("My friend Sami now lives in Portobello.", intro)
    assert is_update(intro, "Noor and her kids have been living in Portobello since May.", 0.6, floor=0.1)  # fmt: skip
    assert not is_update(intro, "My friend Sami lives in Portobello.", 0.6, floor=0.1)
    # "old" before a role is when it was held: my old boss is no one's name
    assert subject_of("My old boss lives in Leeds.") == "speaker"


def test_a_chain_that_names_a_relation_and_then_the_person_is_about_one_person() -> None:
    cands = [
        Candidate(
            "a", "My cousin Ilse's got a Fiat Panda, nothing fancy.", 0.5, 1.0, similarity=0.6
        ),
        Candidate(
            "b",
            "My cousin Ilse's new car is a Skoda Fabia.",
            0.7,
            2.0,
            successor="c",
            similarity=0.7,
        ),
        Candidate(
            "c", "My cousin Ilse has traded in her car for a Kia Ceed.", 0.6, 3.0, similarity=0.65
        ),
    ]
    assert _order(resolve("What car did Ilse drive originally?", cands), cands)[0] == "a"


def test_a_change_that_names_the_subject_only_as_an_owner_fills_the_chain() -> None:
    cands = [
        Candidate(
            "a",
            "My aunt Greta uses greta.v@gmx.de for everything.",
            0.8,
            1.0,
            successor="c",
            similarity=0.7,
        ),
        Candidate(
            "b",
            "Could you post the forms to Greta's new address, g.vogel@web.de, from now on?",
            0.5,
            2.0,
            similarity=0.5,
        ),
        Candidate(
            "c", "Can you change Greta's email to greta@vogel.family?", 0.6, 3.0, similarity=0.6
        ),
    ]
    assert (
        _order(resolve("Which address did Greta use before greta@vogel.family?", cands), cands)[0]
        == "b"
    )


def test_a_start_since_a_time_a_departure_by_name_and_help_from_a_relation_are_changes() -> None:
    assert worded_as_change("Been at Ocado since 4 June and loving it.")
    assert worded_as_change("Priya has been with Arup since March.")
    assert not worded_as_change("Priya has been a Spurs fan since childhood.")
    assert supersedes("I've been with Arup since March. Forgot to say I left Atkins.", "I work at Atkins.")  # fmt: skip
    assert not worded_as_change(
        "We left Paris at dawn."
    )  # no one's value: a name follows "left" only by chance
    # the change after "so" is the owner's, helped by a relation
    assert subject_of("Dario's parents chipped in, so he can spend €900 on the bike now.") == "dario"  # fmt: skip
    assert subject_of("Dario's parents live in Bari.") == "dario's parents"
    # a diet followed by an adverb is still a diet; a noun after it makes it a dish or a group
    assert values_of("Dara is eating vegetarian strictly now.") >= {"vegetarian"}
    assert "vegan" not in values_of("We cooked for a vegan family.")


def test_a_stand_in_a_denied_role_and_a_sender_still_using_an_old_address_state_no_value() -> None:
    assert is_hedged("Tomasz covered my approvals while my manager was on leave.")
    assert is_hedged("Lena's rota was done by Jo while her manager was off sick.")
    assert is_hedged("Kofi has a coach, Abena Mensah, who isn't his manager.")
    assert is_hedged("The gym was still emailing kofi.a@gmail.com. Fixed now.")
    assert not is_hedged("Kofi's manager is Abena Mensah now.")
    assert not is_hedged("Honestly she doesn't miss Lidl at all, it's Aldi now.")


def test_a_hedged_mention_by_someone_else_of_the_subjects_attribute_ranks_below_the_chain() -> None:
    cands = [
        Candidate("a", "Aylin reports to Sven Berg.", 0.6, 1.0, successor="c", similarity=0.6),
        Candidate(
            "b",
            "Tariq Aziz covered Aylin's approvals for a week while her manager was away.",
            0.9,
            2.0,
            similarity=0.7,
        ),
        Candidate(
            "c", "After the restructure, Aylin reports to Ruth Ode.", 0.5, 3.0, similarity=0.5
        ),
    ]
    assert _order(resolve("Who was Aylin's previous manager?", cands), cands)[0] == "a"
    assert _order(resolve("Who is Aylin's manager now?", cands), cands)[0] == "c"


def test_a_cap_set_a_fan_here_and_an_office_line_and_a_value_left_behind() -> None:
    assert worded_as_change("We've capped the holiday spend at £1,200. The car repair ate into our savings.")  # fmt: skip
    assert worded_as_change("Put a strict limit on the gadget budget: $400.")
    assert subject_of("Massive Celtic fan here, always have been.") == "speaker"
    assert is_hedged("Nuno says being vegetarian was a good phase, but he's not going back.")
    # the office's line is not the speaker's number
    assert not supersedes(
        "Our office reception number is 020 7946 0011.",
        "My number is 07700 900123.",
        require_cue=False,
    )
    assert supersedes("My new number is 07700 900456.", "My number is 07700 900123.")


def test_a_meal_with_someone_and_a_stale_tag_state_no_value_but_a_later_sentence_may() -> None:
    assert is_hedged("Priya had lunch with Tom Reyes from the legal team.")
    assert not is_hedged("Had coffee with Priya on Monday. She said she reports to Tom Reyes now.")
    assert is_hedged("Kwame still gets tagged in tickets for Project Osprey now and then.")


def test_a_hedged_mention_of_the_one_asked_about_named_in_the_chain_ranks_below_it() -> None:
    cands = [
        Candidate("a", "Lars takes Pip to Fernhill Vets.", 0.6, 1.0, successor="b", similarity=0.6),
        Candidate(
            "b", "These days Lars takes Pip to the Elm Street surgery.", 0.5, 2.0, similarity=0.5
        ),
        Candidate(
            "c",
            "Pip had to go to Northside Vets on Sunday night, the only place open.",
            0.9,
            3.0,
            similarity=0.8,
        ),
    ]
    assert is_hedged(cands[2].text)
    assert _order(resolve("Who is Pip's vet these days?", cands), cands)[0] == "b"


def test_a_clause_opener_a_uni_line_a_return_a_team_taken_over_and_a_wish() -> None:
    # "If" opens a clause: the name after it is whom the hedge is about
    assert subject_of("If Oona ever moves again it'll be to Cork, but not for years.") == "oona"
    # a university address is another line than the personal one
    assert not supersedes("Oona's uni email was oona.r@tcd.ie.", "Oona uses oona.r@gmail.com.", require_cue=False)  # fmt: skip
    # a return is a change; a trip back is not
    assert worded_as_change("Marta's gone back to Airbus, they made her a good offer.")
    assert worded_as_change("Marta's back at Barclays again, funnily enough.")
    assert not worded_as_change("Marta went back to Leeds last week to see old friends.")
    # a team taken over is its owner's new manager
    assert subject_of("Dev left in May and Ines Roca has taken over Kemi's team.") == "kemi"
    assert subject_of("Ines Roca took over my team in May.") == "speaker"
    # a wish states no value
    assert is_hedged("Kemi told a friend she'd love working for Ines Roca.")


def test_a_hedged_offer_made_to_me_by_someone_else_ranks_below_my_chain() -> None:
    cands = [
        Candidate("a", "I work in the Data team.", 0.6, 1.0, successor="b", similarity=0.6),
        Candidate("b", "I've moved to the Payments team now.", 0.5, 2.0, similarity=0.5),
        Candidate(
            "c",
            "Growth offered me a place on their team, I turned it down.",
            0.9,
            3.0,
            similarity=0.8,
        ),
    ]
    assert is_hedged(cands[2].text)
    assert _order(resolve("Which team was I on before?", cands), cands)[0] == "a"
    assert _order(resolve("Which team am I on now?", cands), cands)[0] == "b"


def test_a_move_begun_and_left_states_no_value() -> None:
    assert is_hedged("Tui started a transfer application with Aviva and gave up halfway.")
    assert is_hedged("Tui began the switch to Octopus but never finished it.")
    assert not is_hedged("Tui moved her pension to Aviva in March.")


def test_the_rules_of_stop_29_do_not_fire_on_their_near_misses() -> None:
    # found by a hostile read of the round: each of these was misread by its first form
    assert worded_as_change("I left Deloitte last month.")
    assert worded_as_change("She left Accenture in June.")
    assert not worded_as_change("We've been at the beach since noon.")
    assert not worded_as_change("I've been at the office since 9am.")
    assert worded_as_change("I've been with PwC since 13 January.")
    assert not worded_as_change("Back at Tesco again, forgot the milk.")
    assert is_hedged("Lena has taken over Tom's desk while he's away.")
    # a hedge phrase followed by the change it led to hedges nothing
    assert not is_hedged("I had lunch with Priya, she's my new manager now.")
    assert not is_hedged("She moved to Leeds and keeps talking about it.")
    assert not is_hedged("We spent a weekend in Bruges, then moved to Antwerp for good.")
    assert not is_hedged("Acme wasn't a good fit, so I joined Initech.")
    assert not is_hedged("He never finished school, and now works at Ford.")
    # a team taken over is the owner's new manager
    assert supersedes("Lena has taken over Tom's team.", "Tom's manager is Rachel.", require_cue=False, similarity=0.6)  # fmt: skip


def test_a_named_relation_with_a_surname_or_a_former_one_is_that_person() -> None:
    # "former" before a relation that is no role says the acquaintance ended, not the value
    assert subject_of("My former flatmate Dario Conti's partner is Luca Ferri.") == "dario"
    assert subject_of("My hiking buddy Sun Li's employer is Baidu.") == "sun"
    assert subject_of("My former boss lives in Bergen.") == "speaker"  # a role held once
    assert supersedes(
        "Dario's new partner is Marco Bassi.",
        "My former flatmate Dario Conti's partner is Luca Ferri.",
        require_cue=False,
        similarity=0.6,
    )


def test_offers_not_taken_loaners_rentals_and_a_no_tagged_on_are_hedges() -> None:
    hedged = [
        "Kofi saw a house in Accra, but too expensive, so he does not take it.",
        "Went to look at a loft in Ghent. Too pricey, walked away.",
        "I had interview in Nokia, but I do not take the job.",
        "my brother says i should switch to Lazio lol no",
        "Dad wants me to cheer for Porto, but no, never.",
        "My aunt still thinks I'm vegan, that was before.",
        "Laptop's in for repair, so the loaner number is 0161 496 0000.",
        "Got a Fiat Panda as a rental in Sicily.",
        "Set up deals.mara@proton.me for shop sign-ups, spam only.",
        "Ines Duarte, my manager from before, sent me a card.",
        "Should I look at flats in Turin?",
        "should we switch to Octopus?? idk",
    ]
    assert [t for t in hedged if not is_hedged(t)] == []
    # near misses: a reason for a change, a move with no regret, a price that is fine
    assert not is_hedged("Deniz moved to Leeds, York got too expensive.")
    assert not is_hedged("Moved to Leeds, no regrets.")
    assert not is_hedged("Rui is the plumber we always use, fast and not too pricey.")
    assert not is_hedged("Can you sort my bills now that my budget's £900?")
    assert not is_hedged("I moved to Leeds. Should I get a car?")


def test_a_one_off_a_borrowed_phone_a_game_watched_and_nostalgia_are_hedges() -> None:
    hedged = [
        "I translate one brochure for Danone, only one time, my real job stays the same.",
        "Olu rang from the phone of a colleague, 0161 496 0123, his battery died.",
        "Pia is texting from her mate's phone, +44 7700 900555.",
        "Went to the pub and watched the Wolves game with Sam.",
        "Marta remembers when she was keto, good times.",
        "Made a second inbox, hi.ana@gmx.net, only for shop newsletters.",
    ]
    assert [t for t in hedged if not is_hedged(t)] == []
    assert not is_hedged("I support Wolves now, watched every game this season.")


def test_mine_is_the_speaker_and_a_number_s_is_a_phone_number() -> None:
    assert subject_of("new sim, mine's 0161 496 0777 now") == "speaker"
    assert supersedes(
        "new sim, mine's 0161 496 0777 now",
        "my number's 0161 496 0321 btw",
        require_cue=False,
        similarity=0.6,
    )


def test_the_first_value_before_two_named_ones_is_the_first_of_all() -> None:
    cands = [
        Candidate("a", "Kai's holiday budget is €2,000.", 0.5, 1.0, successor="b", similarity=0.7),
        Candidate(
            "b",
            "Kai trimmed the holiday budget to €1,600.",
            0.9,
            2.0,
            successor="c",
            similarity=0.85,
        ),
        Candidate("c", "Kai's holiday budget was cut to €1,100.", 0.8, 3.0, similarity=0.83),
    ]
    asked = "What was Kai's original holiday budget, before €1,600 and €1,100?"
    assert _order(resolve(asked, cands), cands)[0] == "a"
    # "between" the two: the middle one
    between = "What was Kai's holiday budget between €2,000 and €1,100?"
    assert _order(resolve(between, cands), cands)[0] == "b"
    assert asks_earlier(between)
    assert not asks_earlier("Which team does Kai support, between Ajax and PSV?")
    assert worded_as_change("Kai trimmed the holiday budget to €1,600.")
    assert worded_as_change("They upped the food budget to 450.")


def test_a_label_naming_my_relation_is_the_relation_s() -> None:
    assert subject_of("My uncle's new number: 0161 496 0999.") == "uncle"
    assert subject_of("My new number: 0161 496 0999.") == "speaker"


def test_a_named_clause_after_a_time_and_an_offer_made_to_the_one_asked_about() -> None:
    assert subject_of("From this week Farid is working for Arup, he left Atkins.") == "farid"
    cands = [
        Candidate("a", "Farid works at Atkins.", 0.6, 1.0, successor="b", similarity=0.6),
        Candidate("b", "Farid changed jobs, the new one is Arup.", 0.5, 2.0, similarity=0.5),
        Candidate("c", "Jacobs offered Farid a job but he said no.", 0.9, 3.0, similarity=0.7),
    ]
    assert is_hedged(cands[2].text)
    assert _order(resolve("Where does Farid work now?", cands), cands)[0] == "b"


def test_whom_i_work_under_and_the_boss_of_me_are_my_manager() -> None:
    assert subject_of("Greta Lind is now the boss of me, not Omar Said.") == "speaker"
    assert subject_of("Greta Lind is the manager of Tariq now.") == "tariq"
    # "at work" qualifies a phone line or an e-mail, not whom one reports to
    assert supersedes(
        "Greta Lind is now the boss of me, not Omar Said.",
        "At work I am under Omar Said.",
        require_cue=False,
        similarity=0.5,
    )
    assert not supersedes(
        "My number at work is now 0161 496 0555.", "My number is 0161 496 0123.", similarity=0.6
    )
    # a denial after "but": a mentor who is no manager
    assert is_hedged("They gave me a buddy, Lars Berg, but is not my manager.")
    assert is_hedged("Lars helps me a lot, but he isn't my boss.")


def test_an_employer_that_took_me_on_a_maximum_and_a_message_of_two_questions() -> None:
    assert subject_of("Monzo gave the job to me, I start Monday.") == "speaker"
    assert "monzo" in values_of("Monzo gave the job to me, I start Monday.")
    assert subject_of("Arup hired Nadia in May.") == "nadia"
    assert supersedes(
        "I set a maximum of £900 for the move, no more.",
        "My budget for the move is £1,200.",
        require_cue=False,
        similarity=0.7,
    )
    assert is_hedged("Is too much if I spend £9,000 on the wedding? What you think?")
    assert not is_hedged("Should I give you Lina's new number? It's 0161 496 0777.")


def test_the_rules_of_stop_30_do_not_fire_on_their_near_misses() -> None:
    # found by a hostile read of the round (my own wording of each): a weak hedge yields to a
    # change worded beside it
    for changed in (
        "Too pricey in Bath, so we moved to Frome.",
        "Moved to Derby in May. Miss Leicester? lol no",
        "Dad still thinks I'm at Ford, but I joined Rivian in June.",
        "Handed back the loaner and picked up my new Polestar.",
        "I've moved to Hull and my job stays the same.",
        "New number 0161 496 0444, texting from a mate's phone till the sim comes.",
        "I remember when I lived in Cork, now I'm in Galway.",
    ):
        assert worded_as_change(changed), changed
    assert not is_hedged("Should we update my address now that we've moved to Hull?")
    assert is_hedged("Should we switch to Ovo?? idk")
    assert is_hedged("my sister says i should support Leeds lol no")
    # the subject: a time lead and a first person, a label with my own part in it
    assert subject_of("Since Monday Eva has my old desk, I moved to the Hull office.") == "speaker"
    assert subject_of("My brother's old Golf: mine now, bought it off him.") == "speaker"
    assert subject_of("My flatmate Jonas, Mia's boyfriend, moved to Berlin.") != "jonas,"
    # a limit's verb needs the limit, a number's needs an owner right before it
    assert not worded_as_change("We trimmed the guest list, the budget is still £4,000.")
    assert not worded_as_change("The landlord upped the rent but we're staying at Elm Road.")
    assert not supersedes("My shirt number's 23.", "My number is 0161 496 0123.", require_cue=False, similarity=0.6)  # fmt: skip
    # "between" asks for a value only in a past question of what, which, who or where with no choice
    for q in (
        "Which did I pick between Vodafone and EE?",
        "Did Ana commute between Leeds and York?",
        "What was the difference between Ana's budget and mine?",
        "Which car did Ana prefer, between the Golf and the Civic?",
    ):
        assert not asks_earlier(q), q
    assert asks_earlier("Which team did Ana support between Spurs and Fulham?")


def test_older_misreadings_the_hostile_read_found_a_price_a_belief_a_repair_a_match() -> None:
    hedged = [
        "Saw a flat in Bow, way too pricey lol.",
        "Gran keeps thinking I'm at Lloyds.",
        "Using Tom's old phone until mine is repaired.",
        "Went to the Rangers match with my uncle.",
        "Hmm, should I go pescatarian?",
    ]
    assert [t for t in hedged if not is_hedged(t)] == []
    assert not is_hedged("Gran keeps thinking I'm at Lloyds, but I joined Monzo in May.")


def test_the_change_said_after_so_or_in_a_later_sentence_decides_whose_it_is() -> None:
    # the first clause names a firm or a person who caused the change; the clause with the
    # change says whose it is ("... so I'm with Octopus now", "... Moved to Leeds in May.")
    assert subject_of("Bulb kept overcharging me so I'm with Octopus now.") == "speaker"
    assert subject_of("Greenfield Lettings lost our deposit so Tomas switched to Foxtons.") == "tomas"  # fmt: skip
    assert subject_of("Ugh, long week. I've moved to Leeds since Monday.") == "speaker"
    assert subject_of("Rotherham was too far for Maya. Maya's moved to Leeds now.") == "maya"
    # a pronoun after the stop refers back, and a fragment has no subject of its own
    assert subject_of("Nadia and Bo are done. She's seeing Rhys now.") == "nadia"
    assert subject_of("Nadia has been dating Rhys since May. Official now.") == "nadia"
    # nothing worded as a change in the message: the first subject stays
    assert subject_of("Rotherham was too far for Maya. Maya likes Leeds.") == "rotherham"


def test_a_newer_change_with_no_subject_read_naming_the_one_asked_about_ends_the_chain() -> None:
    cands = [
        Candidate("a", "Chiara works at Monzo.", 0.80, 1.0, "b", similarity=0.60),
        Candidate("b", "Chiara moved to Revolut in May.", 0.90, 2.0, similarity=0.62),
        Candidate("c", "Big move this week, now at Stripe is Chiara.", 0.70, 3.0, similarity=0.40),
        Candidate("d", "Big move this week, now at Wise is Tomas.", 0.75, 4.0, similarity=0.41),
    ]
    out = resolve("Where does Chiara work now?", cands)
    assert _order(out, cands)[0] == "c"
    assert out[3] == 0.75  # naming someone else: not Chiara's


def test_a_newer_change_of_the_chains_attribute_naming_someone_unread_ends_the_chain() -> None:
    def cands(newest: str) -> list[Candidate]:
        return [
            Candidate("a", "My manager is Ines.", 0.50, 1.0, "b", similarity=0.32),
            Candidate("b", "I report to Omar now.", 0.95, 2.0, similarity=0.49),
            Candidate("c", newest, 0.40, 3.0, similarity=0.30),
        ]

    named = cands("Priyanka!! my new manager, finally.")
    assert _order(resolve("who's my boss now", named), named)[0] == "c"
    # a change with no one named in it is no new value
    unnamed = cands("so my new manager starts monday apparently")
    assert _order(resolve("who's my boss now", unnamed), unnamed)[0] == "b"


def test_a_name_with_its_own_verb_or_named_alone_is_whose_the_statement_is() -> None:
    # after a lead the reading took for the whole clause: the name with its verb is the subject
    assert subject_of("From one week Ines is vegan, the doctor says is fine.") == "ines"
    assert subject_of("The menu from Luca's Kitchen is on the fridge.") != "kitchen"
    assert subject_of("Quiz night at the Anchor is back on Fridays.") != "anchor"
    # no subject read, the one named alone is whose it is: an update of that person's value
    assert supersedes(
        "Living in Bristol now, after the long search, is Kemi.",
        "Kemi is based in Leeds.",
        require_cue=False,
        similarity=0.6,
    )
    # named as an owner, the statement is about what is owned
    assert not supersedes(
        "There's still a Kwik Fit air freshener hanging in Tomas's car.",
        "Tomas's car goes to Halfords for its service.",
        require_cue=False,
        similarity=0.6,
    )


def test_what_someone_reports_is_about_whom_the_reported_clause_names() -> None:
    # "X says / has been telling everyone that / heard through X that ...": the clause's
    # subject, the speaker too, and "my brother" after a lower-case start
    assert subject_of("Gran has been telling everyone that I've moved to Bath") == "speaker"
    assert subject_of("Dad says my brother has moved to Hull") == "brother"
    assert subject_of("Heard through Ravi's sister that Ravi works at Arup now") == "ravi"
    # a might-be said of someone stays the one who said it; a stale belief stays hedged
    assert subject_of("My mate in the sales team says I'd fit right in there.") == "mate"
    assert is_hedged("Dad still reckons I work at Deloitte.")


def test_a_request_then_a_statement_is_whose_the_statement_says() -> None:
    # "Can you ...? I live there now": the statement after the request says whose it is
    assert subject_of("Could you move my weather app from Hull to Bath? I live there now") == "speaker"  # fmt: skip
    assert subject_of("Can you find a gym near Bath? I live there and need one") == "speaker"
    assert subject_of("Could you send a no-thanks to the Arup recruiter? Omar's staying put") == "omar"  # fmt: skip
    # a what-if, asked out of curiosity, states nothing; a change said beside it does
    assert is_hedged("Could you price up flats in Bath? Just curious, not actually planning to move")  # fmt: skip
    assert is_hedged("What would a flat in Bath cost me, hypothetically?")
    assert not is_hedged("Just curious, I moved to Bath in May, what are the rents like?")


def test_a_reminder_or_a_note_of_a_fact_is_the_fact_and_a_task_states_nothing() -> None:
    assert subject_of("Remind me to tell the landlord my new address is in Bath") == "speaker"
    assert subject_of("Please add a note that Omar's number is now 0161 496 0555") == "omar"
    assert worded_as_change("Please add a note that Omar's number is now 0161 496 0555")
    assert worded_as_change("Please change Omar's car from the Golf to the Polo")
    assert is_hedged("Please remind me to post my niece's present to her new flat in Bath")
    assert is_hedged("Remind me to ring Omar's brother on his new number, 0161 496 0999")
    assert not is_hedged("Remind me to give the vet my new number, 0161 496 0777")
    # a named person's relation is the relation, as without the surname; a role is the owner's
    assert subject_of("Ines Roca's brother has moved to Hull") == "ines's brother"
    assert subject_of("Ines Roca's partner is Tom Hale") == "ines"


def test_a_gran_an_auntie_and_a_grandad_are_relations_of_their_owner() -> None:
    assert subject_of("My gran has moved to Whitby.") == "gran"
    assert subject_of("Omar's auntie has gone vegan.") == "omar's auntie"
    cands = [
        Candidate("a", "I'm low-carb these days.", 0.60, 1.0, similarity=0.45),
        Candidate("b", "Gran's doctor has put her on a keto diet.", 0.90, 2.0, similarity=0.40),
    ]
    out = resolve("What diet am I on now?", cands)
    assert _order(out, cands)[0] == "a"  # my gran's diet is not mine


def test_a_pronoun_leading_a_reported_clause_is_the_one_the_frame_names() -> None:
    assert subject_of("Heard through Omar's brother that he's moved to Hull") == "omar"
    assert subject_of("Got a text from Ines: she's with Rhys now, and Tom is history") == "ines"
    assert worded_as_change("Got a text from Ines: she's with Rhys now, and Tom is history")
    # no one named in the frame: the pronoun is the reporter's
    assert subject_of("Mum says she's moved to Leeds") == "mum"


def test_the_rounds_near_misses_a_hostile_read_found_stay_unread() -> None:
    # a change instruction negated, or with no value it changes from
    assert not worded_as_change("Don't change my email from a@b.com to c@d.com, I'm keeping it")
    assert not worded_as_change("Could you change my alarm to 6am?")
    # a task's reminder with a change said beside it is the change
    assert not is_hedged("Remind me to cancel my old bank card, I've switched to Monzo now.")
    # a later sentence that is someone's report is not theirs
    assert subject_of("Ana lives in Leeds. Tom says she's moving to York now.") == "ana"
    # named as the object of "with": not whose it is
    assert not supersedes(
        "Lunch with Ana near the new Arup office.",
        "Ana works at Deloitte.",
        require_cue=False,
        similarity=0.6,
    )
    cands = [
        Candidate("a", "My manager is Ines.", 0.50, 1.0, "b", similarity=0.32),
        Candidate("b", "I report to Omar now.", 0.95, 2.0, similarity=0.49),
        Candidate("c", "FYI my new manager starts Tuesday.", 0.40, 3.0, similarity=0.30),
    ]
    assert _order(resolve("who's my boss now", cands), cands)[0] == "b"  # "FYI" is no name


def test_officially_says_a_change() -> None:
    assert worded_as_change("The leaving do was on Friday, so I'm officially a Monzo employee.")
    assert supersedes(
        "Handed the keys back on Saturday, so I'm officially living in Frome.",
        "I live in Bath.",
        require_cue=True,
        similarity=0.6,
    )


def test_an_instruction_opens_with_its_verb_not_a_name() -> None:
    assert subject_of("Save Ines's number: 0161 496 0555.") == "ines"
    assert subject_of("Set Omar's contact email to omar@proton.me, please") == "omar"
    assert subject_of("Send Ines Roca's invoice to ines@web.de; that's her email.") == "ines"


def test_a_look_around_and_a_polite_no_are_weak_hedges() -> None:
    assert is_hedged("Could you prep me for a call with Arup? Just exploring")
    assert is_hedged("Can you help Omar write a polite no to Ines? He's not interested")
    assert not is_hedged("Just exploring options, but I've moved to Leeds now.")


def test_resetting_a_value_and_telling_everyone_it() -> None:
    assert worded_as_change("Went through the sums last night and reset the budget for the van to £900")  # fmt: skip
    assert not worded_as_change("How do I reset my router?")
    assert subject_of("Mum's telling everyone Ines works at Arup like it's a big deal") == "ines"
    # advice told to someone is theirs to take, not a value read
    assert subject_of("Omar's dad keeps telling Omar to get a Skoda Fabia.") != "skoda"


def test_a_name_as_a_verbs_object_is_not_whose_it_is() -> None:
    assert not supersedes(
        "Could you check if spam99@gmail.com is legit? It keeps emailing Tomas",
        "Tomas's email is tomas@proton.me.",
        require_cue=False,
        similarity=0.6,
    )


def test_a_long_message_of_clauses_is_read_in_linear_work(monkeypatch: pytest.MonkeyPatch) -> None:
    # the characters the change wording is searched in, over one reading of the message: a
    # bounded span per clause, not the whole message again at every clause (complexity, not time)
    import decaymem.supersede as sup

    read = [0]
    cue = sup._CUE

    class Counted:
        def search(self, text: str, *pos: int) -> object:
            read[0] += len(text) - (pos[0] if pos else 0)
            return cue.search(text, *pos)

        def __getattr__(self, name: str) -> object:
            return getattr(cue, name)

    monkeypatch.setattr(sup, "_CUE", Counted())
    sup._analyse.cache_clear()
    long = "Ana was out; " * 400 + "so I moved to Leeds now"
    sup._analyse(long)
    sup._analyse.cache_clear()
    assert read[0] < 20 * len(long)


def test_a_change_of_nothing_named_first_gives_way_to_the_named_change_after() -> None:
    recap = "Rough few days: the dishwasher packed in, my bike got a puncture, and Lena finally picked up her new Skoda Fabia."  # fmt: skip
    assert subject_of(recap) == "lena"
    # the one the message opens with keeps it, and so does a change done for the speaker
    assert subject_of("Marek switched departments, and Jana Novak is his manager now.") == "marek"
    assert subject_of("My laptop died, and Tomas got me a new ThinkPad.") == "speaker"


def test_chat_after_the_news_is_no_turn_of_topic() -> None:
    text = "Busy week: the car failed its MOT, and Sven finally moved into his new flat in Malmö. Anyway, how do I descale a kettle?"  # fmt: skip
    assert subject_of(text) == "sven"
    assert subject_of("Bins got missed again; anyway, Zainab is with Emeka now") == "zainab"


def test_a_thing_named_for_whoever_uses_it_is_theirs() -> None:
    assert subject_of("The woman off Nextdoor is the cleaner Priya always books, never late.") == "priya"  # fmt: skip
    assert subject_of("The Rio on Kingsland Road is the cinema I go to.") == "speaker"


def test_a_visit_that_ends_with_a_new_value_is_no_hedge() -> None:
    assert worded_as_change("Priya spent a whole morning at the Vodafone shop and walked out with a new number, 07700 900222")  # fmt: skip


def test_what_i_think_of_someones_news_is_theirs() -> None:
    assert subject_of("The cake's already ordered, so I think Marta's new relationship is official") == "marta"  # fmt: skip


def test_a_quoted_message_saying_he_or_she_is_its_senders() -> None:
    text = "Got a text from Bilal: the keys to the Leith flat are collected and he moved in on Sunday"  # fmt: skip
    assert subject_of(text) == "bilal" and worded_as_change(text)
    assert is_hedged("Got a text from Vodafone: your bill is ready")


def test_a_value_said_to_be_gone_and_a_stand_in_binned_are_hedged() -> None:
    assert is_hedged("Mum says her letters to 4 Elm Row come back now, so that's definitely not Iona's address anymore")  # fmt: skip
    assert is_hedged("Kasia had a burner phone, 07700 900111, for the trip and then binned it")
    assert worded_as_change("My old phone died and then I binned it, got a Pixel 8 now")


def test_my_relation_recording_someones_new_value_is_about_them() -> None:
    assert subject_of("Mum crossed out 14 Elm Row in her address book and wrote in Tadeusz's new one, 3 Quay Street") == "tadeusz"  # fmt: skip
    assert subject_of("My sister moved in with Ana's new flatmate") == "sister"


def test_my_relations_hedged_plan_for_the_one_asked_about_ranks_below_their_chain() -> None:
    cands = [
        Candidate(
            "a",
            "Cousin Jo was delighted to hear Idris is seeing Rowan",
            0.70,
            1.0,
            "b",
            similarity=0.52,
        ),
        Candidate(
            "b",
            "Idris's new relationship with Tamsin is official, so I hear",
            0.66,
            2.0,
            similarity=0.53,
        ),
        Candidate(
            "c",
            "Mum's decided Priya from the choir would be perfect for Idris, but that is not happening",
            0.78,
            3.0,
            similarity=0.55,
        ),
    ]
    out = resolve("Who is Idris with these days?", cands)
    assert _order(out, cands)[0] == "b"
    assert out[2] < out[1]


def test_setting_someone_as_my_contact_is_mine() -> None:
    assert subject_of("Set Benedikt as my emergency contact, since we live together") == "speaker"
    assert "benedikt" in values_of("Set Benedikt as my emergency contact, since we live together")


def test_a_change_my_relation_saw_at_someones_is_theirs() -> None:
    assert subject_of("My housemate says there's a Skoda Octavia in the drive now, my new car") == "speaker"  # fmt: skip
    assert subject_of("Jonas's girlfriend says there's a Celtic scarf on his hook now, new team") == "jonas"  # fmt: skip
    assert subject_of("My sister says there's a great café in Leeds") == "sister"


def test_a_diet_said_already_is_a_diet_and_a_question_just_asked_is_weighed() -> None:
    assert "vegan" in values_of("Tomasz is vegan already since university")
    assert is_hedged("Would it be healthy for me to go keto? Just asking.")
    assert is_hedged("My GP says I could try keto, but I stick with my diet.")


def test_a_guess_who_answered_next_is_about_the_one_named() -> None:
    assert subject_of("ha, guess who's running the Leeds office now. Priyanka. unbelievable.") == "priyanka"  # fmt: skip


def test_a_loan_for_a_while_is_hedged() -> None:
    assert is_hedged("We borrowed Imogen's Kia Picanto for the holiday.")
    assert not is_hedged("I borrowed money from Dad for my new car, a Golf.")


def test_a_formal_notice_is_the_fact_it_gives() -> None:
    text = "I wish to inform you that I have adopted a vegan diet."
    assert worded_as_change(text) and not is_hedged(text)
    assert subject_of("This is to confirm that Ottilie's new line manager is Bram Visser.") == "ottilie"  # fmt: skip
    assert not is_hedged("Tobi's new diet is vegan, wish him luck")


def test_amended_defected_and_yours_truly() -> None:
    assert worded_as_change("Yusuf's landline number has been amended from 0161 496 0000 to 0161 496 0999.")  # fmt: skip
    assert worded_as_change("After a decade of Spurs misery, Ewan has defected to Arsenal")
    assert subject_of("So, yours truly is the proud owner of a Fiat 500") == "speaker"


def test_a_threat_never_carried_out_is_hedged_and_a_lower_case_relation_is_the_relation() -> None:
    assert is_hedged("I keep threatening to move to Oslo, never will")
    assert subject_of("tomas's mum went vegan, dad's thrilled") == "tomas's mum"
    assert subject_of("fyi callum's manager is minh now") != "callum's manager"


def test_a_text_typed_in_lower_case_names_its_values_where_texting_puts_them() -> None:
    assert subject_of("tomasz is w/ pebble studio now, new lanyard n all") == "tomasz"
    assert "pebble studio" in values_of("tomasz is w/ pebble studio now, new lanyard n all")
    assert values_of("ines ditched wolves 4 celtic lol") == {"wolves", "celtic"}
    assert worded_as_change("jana left porto 4 lisbon, finally")
    assert "fernhill bank" in values_of("marco works @ fernhill bank, been there ages")
    # (a capitalised message is read as before: "4" is a number there, "any more" no value)
    assert "any more" not in values_of("Felix isn't in Building 4 any more, his desk moved.")
    assert not values_of("The houseplant Rory thought was dead has a new leaf.") & {
        "new leaf",
        "leaf",
    }


def test_friends_only_a_form_naming_my_partner_and_a_relations_address() -> None:
    assert is_hedged("I went with Tobias to the gala as his plus-one, purely as friends")
    assert subject_of("Ilse is listed on the lease as my partner.") == "speaker"
    assert subject_of("fern.hill@example.org is Ravi's aunt's address, easy to mix up") == "ravi's aunt"  # fmt: skip
    # a hyphenated name in lower case opens its message, and so keeps it
    assert subject_of("ji-woo n mateo broke up, lena is the new one") == "ji-woo"


def test_formal_records_name_whose_value_they_give() -> None:
    assert subject_of("Mohamed's van is a Ford Transit now") == "mohamed"  # a name, not a verb
    assert subject_of("Noor's spouse is the registered keeper of a Kia Ceed.") == "noor's spouse"
    assert subject_of("I confirm that Isla's spending limit for the new sofa is £900.") == "isla"
    assert subject_of("Please be advised that Rafael supports Porto.") == "rafael"
    text = "Expense claims for my old schoolfriend Ilona Nowak are approved by Dieter Braun, her line manager."  # fmt: skip
    assert subject_of(text) == "ilona" and not is_hedged(text)
    assert subject_of("My old schoolfriend Maeve Doyle's cousin, Ciara, supports Leinster.") == "maeve's cousin"  # fmt: skip
    assert subject_of("My old schoolfriend Ruth Adler drives a Kia Niro.") != "speaker"


def test_a_pronoun_is_no_one_served_nor_an_owned_thing() -> None:
    assert subject_of("I was Tomasz's plus-one at the gala, purely as friends") == "speaker"
    assert subject_of("Hiscox insures my flat") == "speaker"


def test_news_told_a_work_mob_and_a_guest() -> None:
    assert not is_hedged("My neighbour Imran works at Zalando, very busy, just ask him")
    assert other_line("devika's work mob is 07700 900111, dont use it 4 fun stuff")
    assert subject_of("Did I tell you Farah moved to Leeds? Bought a flat and all") == "farah"
    assert subject_of("Please note that my guest, Oona, requires vegan meals.") != "speaker"


def test_near_misses_a_hostile_read_of_stop_32_found() -> None:
    # each was misread by this stop's rules before it was fixed
    assert subject_of("Ravi's new flat is in Leith. Anyway, my brother is vegan now.") == "brother"
    assert is_hedged("Spent an afternoon at the Apple shop looking at a new iPad, walked out with a leaflet.")  # fmt: skip
    assert not is_hedged("That's not Oren's number anymore; his new one is 0412 555 019")
    assert not is_hedged("We borrowed Gran's Skoda for the trip and then bought one ourselves")
    assert not is_hedged("I'm seeing Priya now, and not just as friends!")
    assert worded_as_change("I kept threatening to quit Ocado and finally did; I'm at Tesco now")
    assert is_hedged("Wish him luck, he's interviewing at KPMG tomorrow")
    assert not worded_as_change("Tomas was adopted as a baby")
    assert not values_of("got 2 new tyres 4 the golf") & {"the golf", "golf"}
    assert subject_of("lena's mum is ilse") == "lena"
    assert subject_of("winter is over n i moved 2 york") == "speaker"
    assert subject_of("Wed's the day Priya moves to Leith.") == "priya"
    assert subject_of("Ines's spouse is Farid.") == "ines"
    assert subject_of("Hana's spouse is employed by Ocado.") == "hana's spouse"
    assert subject_of("Did I tell you the plumber flooded the kitchen? Tragic") != "tragic"
    assert subject_of("My aunt says there's a Volvo on her drive now.") == "aunt"
    assert subject_of("My housemate says there's a Mini on the drive now, it's the landlord's.") != "speaker"  # fmt: skip


def test_a_message_quoted_without_got_is_its_senders_news() -> None:
    assert subject_of("Email from Wanjiru: she's moved to Kisumu") == "wanjiru"


@pytest.mark.parametrize(
    "newer",
    [
        "I walked the dog in the park.",  # no value read
        "Filler turn 8: tell me something about the weather in spring.",  # a number
    ],
)
def test_an_unrelated_newer_statement_is_no_newer_value_of_the_attribute_asked(
    newer: str,
) -> None:
    # "What is my bank PIN?" names "PIN", which the PIN statement names too, so the margin was
    # measured from the best of the others: an unrelated newer statement (MiniLM cosine about
    # 0.1) then formed a chain with the PIN and took its rank (the PIN fell to 0.007, rank 11,
    # in a 16-turn chat)
    cands = [
        Candidate("a", "My bank PIN is 4921.", 0.99, 1.0, similarity=0.85),
        Candidate("b", newer, 0.2, 2.0, similarity=0.12),
    ]
    out = resolve("What is my bank PIN?", cands)
    assert out[0] > out[1]
    assert out[0] == pytest.approx(0.99)


def test_a_newer_value_worded_as_a_change_still_joins_however_unlike_the_question() -> None:
    # dev13's "Do I still report to Kevin O'Neill?" (MiniLM cosine of the change: 0.13)
    cands = [
        Candidate(
            "a", "I've been reporting to Kevin O'Neill since May 4.", 0.99, 1.0, similarity=0.8
        ),
        Candidate(
            "b",
            "I transferred teams, and Hassan Jaber is my manager now.",
            0.3,
            2.0,
            similarity=0.13,
        ),
    ]
    out = resolve("Do I still report to Kevin O'Neill?", cands)
    assert out[1] > out[0]
