"""Build ``updates_dev6.jsonl``: a held-out knowledge-update set (development).

A memory keeps short conversational statements with timestamps. Some of them update a personal
attribute of a subject (which pharmacy someone uses, which choir they sing with, who insures
their car...). For every question the memory ranks the subject's statements: a question about the
current value must put the statement of the newest value first; a question about an older value
("before Aviva", "originally") must put the statement of that older value first. Hard negatives
mention the subject and a value of the same kind without changing the standing value.

192 questions = 12 kinds x 4 update phrasings per kind x 4 questions (2 ``newest``, 2 ``older``:
one "before <later value>", one "originally / at first / to begin with / initially"). Half the
items have a chain of three values (in which "before v3" expects v2 and the middle update uses
the second wording of the same phrasing), half of two. Every item has 1-2 hard negatives and 2-4
distractors; in a quarter of the items the newest statement is a hard negative, half of those
naming an old value of the chain.

Templates are written once for the first person ("I", "my") and a named subject: ``[a|b]`` picks
``a`` for "I" and ``b`` for a named person; ``{N}`` is the name, ``{sub}``/``{obj}``/``{pos}`` its
pronouns, ``{v}`` the new value, ``{old}`` the previous one, ``{x}`` the value a negative or a
distractor names.

Deterministic (fixed seed, standard library only). Run from the repository root::

    python benchmarks/data/build_updates_dev6.py

It writes ``updates_dev6.jsonl`` next to this file, asserts the schema of every row and prints
the counts.
"""

from __future__ import annotations

import itertools
import json
import random
import re
from collections import Counter
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

SEED = 6061
SPLIT = "dev6"
DAY0 = datetime(2026, 1, 5, tzinfo=UTC)
OUT = Path(__file__).with_name("updates_dev6.jsonl")

# Negative tags: "old" names a value of the chain the subject has already left (so it is placed
# after that value was replaced), "other" names a value the subject never held, "any" fits both.
KINDS: dict[str, dict[str, Any]] = {
    "pharmacy": {
        "values": [
            "Boots",
            "Lloyds Pharmacy",
            "Superdrug",
            "Well Pharmacy",
            "Rowlands",
            "Day Lewis",
            "the Asda pharmacy",
            "the independent chemist on Hart Street",
        ],
        "first": [
            "[My|{N}'s] prescriptions all go to {v}.",
            "[I|{N}] [get|gets] [my|{pos}] repeat prescriptions from {v}.",
            "For anything from the chemist, [I|{N}] always [go|goes] to {v}.",
            "[I'm|{N} is] registered with {v} for [my|{pos}] asthma inhalers.",
        ],
        "updates": [
            (
                "plain",
                "[My|{N}'s] prescriptions go to {v} now.",
                "[I|{N}] [use|uses] {v} for prescriptions now.",
            ),
            (
                "indirect",
                "The text saying [my|{N}'s] repeat prescription is ready comes from {v} these days.",
                "When the GP sends [my|{N}'s] prescriptions through, they land at {v} now.",
            ),
            (
                "dated",
                "Since {date}, [my|{N}'s] nominated pharmacy has been {v}.",
                "As of {date}, [I|{N}] [get|gets] [my|{pos}] prescriptions from {v} instead.",
            ),
            (
                "chat",
                "ugh {old} kept losing [my|{N}'s] prescriptions so [i'm|{sub}'s] using {v} now",
                "lol [i|{N}] finally moved [my|{pos}] prescriptions over to {v}",
            ),
        ],
        "negatives": [
            ("any", "[I|{N}] popped into {x} for plasters and sun cream on the way home."),
            (
                "other",
                "[I'm|{N} is] wondering whether to move [my|{pos}] prescriptions to {x}, it's open on Sundays.",
            ),
            ("other", "[My|{N}'s] mum swears by {x} for her prescriptions."),
            (
                "old",
                "[I|{N}] found an old {x} paper bag with [my|{pos}] name on it at the back of the bathroom cabinet.",
            ),
            (
                "any",
                "[I'm|{N} is] at {x} right now, queueing to pick up a prescription for [my|{pos}] neighbour.",
            ),
            (
                "other",
                "[I've|{N} has] heard such bad things about the queues at {x} that [I'd|{sub}'d] never switch there.",
            ),
            (
                "old",
                "The pharmacist at {x} always remembered [my|{N}'s] allergies, [I|{sub}] [miss|misses] that.",
            ),
            (
                "other",
                "[I|{N}] tried ordering through the {x} app once, but it was so clunky [I|{sub}] never used it again.",
            ),
        ],
        "others": [
            "{P} gets {ppos} prescriptions from {x}.",
            "{P} moved {ppos} prescriptions to {x} after the old place shut.",
            "{P}'s pharmacy is {x}, right next to {ppos} office.",
        ],
        "newest": [
            "Which pharmacy [do I|does {N}] use now?",
            "Where [do I|does {N}] pick up prescriptions these days?",
            "[Do I|Does {N}] still get prescriptions from {prev}?",
            "Which pharmacy has [my|{N}'s] prescriptions?",
        ],
        "before": [
            "Which pharmacy did [I|{N}] use before {later}?",
            "Where did [I|{N}] get prescriptions before switching to {later}?",
        ],
        "firstq": [
            "Which pharmacy did [I|{N}] use originally?",
            "Where did [I|{N}] pick up prescriptions at first?",
            "To begin with, which pharmacy did [I|{N}] use?",
            "Which pharmacy did [I|{N}] use initially?",
        ],
    },
    "pool": {
        "values": [
            "the 50-metre pool at the leisure centre",
            "the lido in Victoria Park",
            "the university sports centre pool",
            "the outdoor pool on the seafront",
            "the hotel pool on Church Road",
            "the open-water lake by the quarry",
            "the council baths on Market Street",
            "the Victorian baths on Lordship Lane",
        ],
        "first": [
            "[I|{N}] [swim|swims] at {v}.",
            "[My|{N}'s] pool is {v}, [I|{sub}] [go|goes] before work.",
            "Lengths at {v} three mornings a week, that's [my|{N}'s] routine.",
            "[I've|{N} has] got a swim membership for {v}.",
        ],
        "updates": [
            (
                "narrative",
                "A friend talked [me|{N}] into trying {v}, and [I've|{sub}'s] been doing [my|{pos}] lengths there ever since.",
                "After one free session, [I|{N}] bought a ten-swim pass for {v} and [I've|{sub}'s] gone every week since.",
            ),
            (
                "negation",
                "[I|{N}] [don't|doesn't] swim at {old} any more, it's {v} now.",
                "[I've|{N} has] given up on {old}; {v} is where [I|{sub}] [swim|swims] now.",
            ),
            (
                "subject not first",
                "Three mornings a week now, [I'm|{N} is] at {v} doing lengths.",
                "Before work these days, [I|{N}] [swim|swims] at {v}.",
            ),
            (
                "fragment",
                "New pool for [me|{N}]: {v}.",
                "[My|{N}'s] swimming spot from now on: {v}.",
            ),
        ],
        "negatives": [
            ("any", "[I|{N}] did a one-off swim at {x} while [my|{pos}] cousin was visiting."),
            ("other", "[I'm|{N} is] tempted by {x}, but [I|{sub}] [haven't|hasn't] been yet."),
            (
                "other",
                "[My|{N}'s] brother keeps telling [me|{obj}] to come and swim at {x} with him.",
            ),
            (
                "old",
                "[I|{N}] still [have|has] the swipe card for {x} in [my|{pos}] wallet, not that [I|{sub}] [use|uses] it.",
            ),
            (
                "any",
                "[I'm|{N} is] at {x} this afternoon, but only to watch [my|{pos}] niece's swimming gala.",
            ),
            ("other", "[I|{N}] [think|thinks] {x} is filthy, [I'd|{sub}'d] never swim there."),
            ("old", "[I|{N}] really [miss|misses] the early-morning swims at {x}."),
            (
                "other",
                "[I|{N}] tried {x} once, but the changing rooms were freezing, so that was that.",
            ),
        ],
        "others": [
            "{P} swims at {x} most lunchtimes.",
            "{P} just got a membership for {x}.",
            "{P} does {ppos} lengths at {x}.",
        ],
        "newest": [
            "Where [do I|does {N}] swim now?",
            "Which pool [do I|does {N}] go to these days?",
            "[Do I|Does {N}] still swim at {prev}?",
            "Where [do I|does {N}] do [my|{pos}] lengths?",
        ],
        "before": [
            "Where did [I|{N}] swim before {later}?",
            "Which pool did [I|{N}] use before {later}?",
        ],
        "firstq": [
            "Where did [I|{N}] swim originally?",
            "Which pool did [I|{N}] go to at first?",
            "To begin with, where did [I|{N}] swim?",
            "Which pool did [I|{N}] use initially?",
        ],
    },
    "car_insurer": {
        "values": [
            "Admiral",
            "Aviva",
            "Direct Line",
            "Churchill",
            "Hastings Direct",
            "esure",
            "AXA",
            "Zurich",
        ],
        "first": [
            "[My|{N}'s] car is insured with {v}.",
            "[I'm|{N} is] with {v} for car insurance.",
            "[I|{N}] [have|has] [my|{pos}] car cover through {v}.",
            "{v} insures [my|{N}'s] car.",
        ],
        "updates": [
            (
                "fragment",
                "[My|{N}'s] new car insurer: {v}.",
                "Car cover for [me|{N}], sorted: {v}, at half the old price.",
            ),
            (
                "passive",
                "[My|{N}'s] car is now insured by {v}.",
                "[My|{N}'s] car policy was moved over to {v} at renewal.",
            ),
            (
                "narrative",
                "The renewal quote came in at nearly double, so [I|{N}] went with {v} instead.",
                "After the renewal letter, [I|{N}] shopped around and {v} came out cheapest, so that's who [I'm|{sub}'s] with now.",
            ),
            (
                "negation",
                "[I'm|{N} is] not with {old} any more, [I|{sub}] moved to {v}.",
                "[I|{N}] cancelled {old} and took out a policy with {v}.",
            ),
        ],
        "negatives": [
            (
                "other",
                "[I|{N}] got a quote from {x}, but [I'm|{sub}'s] not sure it's worth switching.",
            ),
            (
                "other",
                "[My|{N}'s] dad has been with {x} for twenty years and won't hear a word against them.",
            ),
            (
                "old",
                "A renewal reminder from {x} turned up for [me|{N}] even though [I|{sub}] left them ages ago.",
            ),
            ("other", "[I|{N}] can't stand the {x} adverts, [I|{sub}] would never buy from them."),
            (
                "any",
                "[I'm|{N} is] on hold with {x} right now, sorting out [my|{pos}] sister's claim.",
            ),
            (
                "old",
                "{x} were brilliant when [my|{N}'s] windscreen cracked, [I|{sub}] kind of [miss|misses] them.",
            ),
            ("other", "[I|{N}] got as far as the payment page with {x} and then backed out."),
            (
                "any",
                "[I|{N}] took out a one-day policy with {x} to borrow a friend's van for the move.",
            ),
        ],
        "others": [
            "{P} is with {x} for {ppos} car.",
            "{P} just switched {ppos} car insurance to {x}.",
            "{P}'s van is insured with {x}.",
        ],
        "newest": [
            "Who insures [my|{N}'s] car now?",
            "Which car insurer [am I|is {N}] with these days?",
            "[Is my|Is {N}'s] car still insured with {prev}?",
            "Which company is [my|{N}'s] car insured with?",
        ],
        "before": [
            "Who insured [my|{N}'s] car before {later}?",
            "Which insurer [was I|was {N}] with before {later}?",
        ],
        "firstq": [
            "Who insured [my|{N}'s] car originally?",
            "Which car insurer [was I|was {N}] with at first?",
            "To begin with, which company insured [my|{N}'s] car?",
            "Initially, who was [my|{N}'s] car insurer?",
        ],
    },
    "letting_agent": {
        "values": [
            "Foxtons",
            "Savills",
            "Hamptons",
            "Chestertons",
            "Winkworth",
            "Dexters",
            "Marsh & Parsons",
            "Knight Frank",
        ],
        "first": [
            "[My|{N}'s] flat is managed by {v}.",
            "[I|{N}] [rent|rents] through {v}.",
            "{v} look after the flat [I|{N}] [rent|rents].",
            "[My|{N}'s] letting agent is {v}.",
        ],
        "updates": [
            (
                "passive",
                "[My|{N}'s] flat has been handed over to {v} for management.",
                "[My|{N}'s] tenancy was transferred to {v} when the landlord changed agencies.",
            ),
            (
                "indirect",
                "[I|{N}] [pay|pays] the rent into a {v} account every month now.",
                "Repairs for [my|{N}'s] flat get booked through the {v} portal now.",
            ),
            (
                "dated",
                "Since {date}, {v} have been managing [my|{N}'s] flat.",
                "From {date}, [my|{N}'s] letting agent is {v}.",
            ),
            (
                "plain",
                "[I|{N}] [rent|rents] through {v} now.",
                "{v} is [my|{N}'s] letting agent now.",
            ),
        ],
        "negatives": [
            (
                "other",
                "[I'm|{N} is] tempted by a flat {x} has listed, but [I'm|{sub}'s] staying put for now.",
            ),
            ("other", "[My|{N}'s] best friend rents through {x} and has nothing but problems."),
            (
                "old",
                "A letter from {x} still arrived for [me|{N}], even though they stopped managing the flat months ago.",
            ),
            ("other", "[I|{N}] [hate|hates] the smug {x} ads on the bus."),
            (
                "any",
                "[I'm|{N} is] at the {x} office right now, helping [my|{pos}] cousin sign a lease.",
            ),
            (
                "old",
                "Say what you like about {x}, they fixed things fast; [I|{N}] [miss|misses] that.",
            ),
            (
                "other",
                "[I|{N}] went to a viewing with {x} on Saturday, just to see what's out there.",
            ),
        ],
        "others": [
            "{P} rents {ppos} place through {x}.",
            "{P}'s landlord uses {x}.",
            "{P} just signed a lease with {x}.",
        ],
        "newest": [
            "Who manages [my|{N}'s] flat now?",
            "Which letting agent [do I|does {N}] deal with these days?",
            "[Is my|Is {N}'s] flat still managed by {prev}?",
            "Who is [my|{N}'s] letting agent?",
        ],
        "before": [
            "Which letting agent managed [my|{N}'s] flat before {later}?",
            "Who did [I|{N}] rent through before {later}?",
        ],
        "firstq": [
            "Who managed [my|{N}'s] flat originally?",
            "Which letting agent did [I|{N}] have at first?",
            "To begin with, who was [my|{N}'s] letting agent?",
            "Initially, which agency managed [my|{N}'s] flat?",
        ],
    },
    "choir": {
        "values": [
            "the community choir at St Anne's",
            "a gospel choir in Peckham",
            "the university chamber choir",
            "the rock choir at the community centre",
            "a sea-shanty group at the Anchor pub",
            "the hospital staff choir",
            "the cathedral's Bach choir",
            "a jazz vocal group at the arts centre",
        ],
        "first": [
            "[I|{N}] [sing|sings] with {v}.",
            "Rehearsals with {v} are the highlight of [my|{N}'s] week, [I've|{sub}'s] sung alto there for years.",
            "[I'm|{N} is] a member of {v}.",
            "[My|{N}'s] choir is {v}.",
        ],
        "updates": [
            (
                "plain",
                "[I|{N}] [sing|sings] with {v} now.",
                "[My|{N}'s] choir these days is {v}.",
            ),
            (
                "narrative",
                "After the spring concert, the director of {v} asked [me|{N}] to join, and [I've|{sub}'s] been at every rehearsal since.",
                "[I|{N}] auditioned for {v} on a whim, got in, and now rehearsal night is the best night of [my|{pos}] week.",
            ),
            (
                "chat",
                "omg [i'm|{N}'s] singing with {v} now, first rehearsal was amazing",
                "lol [i|{N}] quit {old} and joined {v}, way more fun",
            ),
            (
                "negation",
                "[I|{N}] [don't|doesn't] sing with {old} any more, [I'm|{sub}'s] with {v} now.",
                "[I've|{N} has] left {old}; {v} is [my|{pos}] choir now.",
            ),
        ],
        "negatives": [
            (
                "any",
                "[I|{N}] filled in at one concert with {x} because they were short of voices.",
            ),
            ("other", "[I'm|{N} is] thinking about auditioning for {x} next season."),
            ("other", "[My|{N}'s] aunt sings with {x} and keeps inviting [me|{obj}] along."),
            (
                "old",
                "[I|{N}] still [have|has] the folder of sheet music from {x} on [my|{pos}] shelf.",
            ),
            (
                "any",
                "[I'm|{N} is] in the audience for {x} tonight, a friend has a solo.",
            ),
            ("other", "[I|{N}] [find|finds] {x} way too cliquey, [I'd|{sub}'d] never join."),
            ("old", "[I|{N}] [miss|misses] the after-rehearsal pints with {x}."),
            (
                "other",
                "[I|{N}] went to one open rehearsal with {x}, but it wasn't for [me|{obj}].",
            ),
        ],
        "others": [
            "{P} sings with {x}.",
            "{P} just joined {x}.",
            "{P} has sung with {x} for ten years.",
        ],
        "newest": [
            "Which choir [do I|does {N}] sing with now?",
            "Where [do I|does {N}] sing these days?",
            "[Do I|Does {N}] still sing with {prev}?",
            "Which choir [am I|is {N}] in?",
        ],
        "before": [
            "Which choir did [I|{N}] sing with before {later}?",
            "What choir [was I|was {N}] in before joining {later}?",
        ],
        "firstq": [
            "Which choir did [I|{N}] originally sing with?",
            "Which choir [was I|was {N}] in at first?",
            "To begin with, which choir did [I|{N}] sing with?",
            "Initially, which choir did [I|{N}] belong to?",
        ],
    },
    "pet_food": {
        "values": [
            "Lily's Kitchen",
            "Royal Canin",
            "Purina Pro Plan",
            "Harringtons",
            "Forthglade",
            "Butternut Box",
            "Tails.com",
            "Pooch & Mutt",
            "Hill's Science Plan",
        ],
        "first": [
            "[My|{N}'s] dog {pet} eats {v}.",
            "{pet}, [my|{N}'s] {breed}, is fed on {v}.",
            "[I|{N}] [buy|buys] {v} for {pet}, [my|{pos}] {breed}.",
            "[I|{N}] [feed|feeds] {pet} {v}.",
        ],
        "updates": [
            (
                "pet by name",
                "{pet} is on {v} now; [I|{N}] swapped the food last week.",
                "{pet} gets {v} these days, [I|{N}] changed it after the vet visit.",
            ),
            (
                "indirect",
                "The delivery that lands on [my|{N}'s] doorstep every fortnight is {v} now, and {pet} goes mad for it.",
                "[My|{N}'s] kitchen is stacked with {v} now that {pet} won't touch anything else.",
            ),
            (
                "fragment",
                "New food for {pet}, [my|{N}'s] {breed}: {v}.",
                "Dog food switch at [my|{N}'s] place: {v} for {pet} from now on.",
            ),
            (
                "dated",
                "Since {date}, [I've|{N} has] been feeding {pet} {v}.",
                "[I|{N}] changed {pet} over to {v} on {date}.",
            ),
        ],
        "negatives": [
            ("other", "[My|{N}'s] neighbour feeds her greyhound {x} and swears by it."),
            ("other", "[I'm|{N} is] looking at {x} for {pet}, but it's pricey."),
            (
                "other",
                "[I|{N}] bought a sample bag of {x}, but {pet} sniffed it and walked off.",
            ),
            (
                "any",
                "[I|{N}] grabbed a small bag of {x} at the petrol station when [I|{sub}] ran out, just the once.",
            ),
            (
                "old",
                "There's still half a bag of {x} in [my|{N}'s] garage from before the switch.",
            ),
            ("other", "[I'd|{N} would] never buy {x}, the ingredients list is awful."),
            ("old", "[I|{N}] [miss|misses] how cheap {x} was, but {pet} is better off now."),
            (
                "any",
                "[I'm|{N} is] at the pet shop right now getting {x} for [my|{pos}] sister's dog.",
            ),
        ],
        "others": [
            "{P} feeds {ppos} dog {x}.",
            "{P}'s labrador is on {x}.",
            "{P} switched {ppos} terrier to {x} last month.",
        ],
        "newest": [
            "What [do I|does {N}] feed [my|{pos}] dog now?",
            "Which dog food brand [do I|does {N}] buy these days?",
            "[Is my|Is {N}'s] dog still on {prev}?",
            "Which brand is [my|{N}'s] dog {pet} on?",
        ],
        "before": [
            "What did [I|{N}] feed the dog before {later}?",
            "Which brand [was my|was {N}'s] dog on before {later}?",
        ],
        "firstq": [
            "Which dog food did [I|{N}] buy originally?",
            "What was [my|{N}'s] dog on at first?",
            "To begin with, what did [I|{N}] feed {pet}?",
            "Initially, which brand did [I|{N}] give the dog?",
        ],
    },
    "kids_team": {
        "values": [
            "Riverside Rovers",
            "Kingfisher Juniors",
            "Northgate Falcons",
            "St Mark's Youth",
            "Millbrook Colts",
            "Parkside Panthers",
            "Eastwood Wanderers",
            "Oakhill Strikers",
        ],
        "first": [
            "[My|{N}'s] {krel} {kid} plays for {v}.",
            "{kid}, [my|{N}'s] {krel}, is on the {v} under-10s.",
            "[I'm|{N} is] on the touchline every Saturday watching {kid} play for {v}.",
            "[I|{N}] [wash|washes] {kid}'s {v} kit every Sunday night.",
        ],
        "updates": [
            (
                "relation as subject",
                "[My|{N}'s] {krel}'s team is {v} now.",
                "[My|{N}'s] {krel} has moved clubs; {kpos} team is {v} now.",
            ),
            (
                "child by name",
                "{kid} plays for {v} now, [I'm|{N} is] so proud of [my|{pos}] {kbg}.",
                "{kid} signed for {v}, so [my|{N}'s] Saturdays are spent at their ground now.",
            ),
            (
                "passive",
                "[My|{N}'s] {krel} {kid} has been picked up by {v}.",
                "[My|{N}'s] {krel} was taken on by {v} after the trials.",
            ),
            (
                "chat",
                "lol {kid} ditched {old} for {v}, [i'm|{N}'s] driving to a new pitch every weekend now",
                "so [my|{N}'s] {krel} is a {v} player now haha, new kit and everything",
            ),
        ],
        "negatives": [
            (
                "any",
                "{kid} played one tournament as a guest for {x} because they were a player short; [my|{N}'s] {krel} is staying put though.",
            ),
            ("other", "[I'm|{N} is] wondering whether {kid} should try out for {x} next season."),
            ("other", "[My|{N}'s] nephew plays for {x} and loves it."),
            ("old", "[I|{N}] found {kid}'s old {x} shirt at the back of a drawer."),
            (
                "any",
                "[I'm|{N} is] at the {x} ground right now, but only because {kid}'s friend is playing.",
            ),
            (
                "other",
                "[I|{N}] [think|thinks] the {x} coaches shout far too much; {kid} would hate it there.",
            ),
            ("old", "[I|{N}] [miss|misses] the {x} parents, they were a lovely bunch."),
            (
                "other",
                "[I|{N}] took {kid} to a taster session at {x}, but {ksub} didn't want to go back.",
            ),
        ],
        "others": [
            "{P}'s daughter plays for {x}.",
            "{P}'s twins both play for {x}.",
            "{P}'s son just signed for {x}.",
        ],
        "newest": [
            "Which team does [my|{N}'s] {krel} play for now?",
            "What football team is [my|{N}'s] {krel} {kid} on these days?",
            "Does [my|{N}'s] {krel} still play for {prev}?",
            "Which club does [my|{N}'s] {krel} play football for?",
        ],
        "before": [
            "Which team did [my|{N}'s] {krel} play for before {later}?",
            "Which team was [my|{N}'s] {krel} on before {later}?",
        ],
        "firstq": [
            "Which team did [my|{N}'s] {krel} originally play for?",
            "What team was [my|{N}'s] {krel} {kid} on at first?",
            "To begin with, which club did [my|{N}'s] {krel} play for?",
            "Initially, which team did [my|{N}'s] {krel} play for?",
        ],
    },
    "energy": {
        "values": [
            "Octopus Energy",
            "British Gas",
            "EDF",
            "E.ON Next",
            "OVO",
            "Good Energy",
            "Ecotricity",
            "So Energy",
            "Scottish Power",
        ],
        "first": [
            "[My|{N}'s] energy supplier is {v}.",
            "[I'm|{N} is] with {v} for gas and electric.",
            "[I|{N}] [pay|pays] {v} for [my|{pos}] gas and electricity.",
            "{v} supplies the energy for [my|{N}'s] flat.",
        ],
        "updates": [
            (
                "negation",
                "[I'm|{N} is] done with {old}, [my|{pos}] energy's with {v} now.",
                "[I'm|{N} is] no longer with {old}; {v} supplies [my|{pos}] gas and electric now.",
            ),
            (
                "dated",
                "Since {date}, [my|{N}'s] gas and electricity have come from {v}.",
                "As of {date}, [I'm|{N} is] with {v} for energy.",
            ),
            (
                "fragment",
                "Energy switch done for [me|{N}]: {v}.",
                "[My|{N}'s] new energy supplier: {v}.",
            ),
            (
                "passive",
                "[My|{N}'s] gas and electricity are now supplied by {v}.",
                "[My|{N}'s] energy account was transferred to {v}.",
            ),
        ],
        "negatives": [
            ("other", "[I'm|{N} is] thinking about switching to {x} for their solar tariff."),
            (
                "other",
                "[My|{N}'s] brother is with {x} and keeps sending [me|{obj}] his referral link.",
            ),
            (
                "old",
                "A final bill from {x} arrived for [me|{N}] this morning, closing the old account.",
            ),
            (
                "other",
                "[I|{N}] [keep|keeps] getting cold calls from {x}, and [I've|{sub}'s] never even been a customer.",
            ),
            ("old", "[I|{N}] [miss|misses] the {x} app, it made meter readings so easy."),
            (
                "other",
                "[I|{N}] signed up with {x} online but cancelled within the cooling-off period.",
            ),
            (
                "any",
                "[I'm|{N} is] on the phone with {x} right now, sorting out [my|{pos}] mum's bill.",
            ),
        ],
        "others": [
            "{P} is with {x} for energy.",
            "{P} switched {ppos} energy to {x} last autumn.",
            "{P}'s flat gets its electricity from {x}.",
        ],
        "newest": [
            "Who is [my|{N}'s] energy supplier now?",
            "Which energy company [am I|is {N}] with these days?",
            "[Am I|Is {N}] still with {prev} for energy?",
            "Who supplies [my|{N}'s] gas and electricity?",
        ],
        "before": [
            "Which energy supplier [was I|was {N}] with before {later}?",
            "Who supplied [my|{N}'s] energy before {later}?",
        ],
        "firstq": [
            "Who was [my|{N}'s] energy supplier originally?",
            "Which energy company [was I|was {N}] with at first?",
            "To begin with, who supplied [my|{N}'s] gas and electricity?",
            "Initially, which energy supplier did [I|{N}] use?",
        ],
    },
    "barber": {
        "values": [
            "Mo's on Kingsland Road",
            "the Turkish barber by the station",
            "Ted's Grooming Room",
            "Sharp & Co",
            "Fade Factory",
            "the barbershop above the bike shop",
            "Blade Room",
            "the old-school barber on Church Street",
        ],
        "first": [
            "[I|{N}] [get|gets] [my|{pos}] hair cut at {v}.",
            "For haircuts, [I|{N}] always [go|goes] to {v}.",
            "[I've|{N} has] had [my|{pos}] hair cut at {v} for years.",
            "Every three weeks it's a trim at {v} for [me|{N}].",
        ],
        "updates": [
            (
                "indirect",
                "The lad at {v} knows exactly how [I|{N}] [like|likes] [my|{pos}] fade now, [I|{sub}] [don't|doesn't] even have to explain.",
                "[I've|{N} has] got a standing booking at {v} every third Friday now.",
            ),
            (
                "narrative",
                "[My|{N}'s] usual guy retired, so [I|{sub}] tried {v} and [I've|{sub}'s] been going back ever since.",
                "A mate recommended {v}, and after one cut [I|{N}] was hooked; that's [my|{pos}] place now.",
            ),
            (
                "subject not first",
                "These days, it's {v} where [I|{N}] [get|gets] [my|{pos}] hair done.",
                "Every few weeks now, {v} sorts out [my|{N}'s] hair.",
            ),
            (
                "chat",
                "lol [i|{N}] finally switched to {v}, best fade [i've|{sub}'s] ever had",
                "ok so [i|{N}] ditched {old} for {v} and honestly no regrets",
            ),
        ],
        "negatives": [
            (
                "any",
                "[I|{N}] had a quick emergency trim at {x} before the wedding, just the once.",
            ),
            ("other", "[I'm|{N} is] thinking of trying {x}, they do hot towel shaves."),
            ("other", "[My|{N}'s] flatmate swears by {x} for beard trims."),
            (
                "old",
                "[I|{N}] found [my|{pos}] old loyalty card from {x} in a jacket pocket.",
            ),
            (
                "any",
                "[I'm|{N} is] at {x} right now, but only waiting while [my|{pos}] nephew gets his first haircut.",
            ),
            (
                "other",
                "[I've|{N} has] heard {x} butchers everyone's hair, [I|{sub}] wouldn't go near it.",
            ),
            ("old", "[I|{N}] kind of [miss|misses] the banter at {x}."),
            (
                "other",
                "[I|{N}] tried {x} once and the cut was so bad [I|{sub}] never went back.",
            ),
        ],
        "others": [
            "{P} gets {ppos} hair cut at {x}.",
            "{P} has been going to {x} for years.",
            "{P} took {ppos} son to {x} for his first proper haircut.",
        ],
        "newest": [
            "Where [do I|does {N}] get [my|{pos}] hair cut now?",
            "Which barber [do I|does {N}] go to these days?",
            "[Do I|Does {N}] still get [my|{pos}] hair cut at {prev}?",
            "Where [do I|does {N}] get haircuts?",
        ],
        "before": [
            "Where did [I|{N}] get [my|{pos}] hair cut before {later}?",
            "Which barber did [I|{N}] use before {later}?",
        ],
        "firstq": [
            "Where did [I|{N}] originally get [my|{pos}] hair cut?",
            "Which barber did [I|{N}] go to at first?",
            "To begin with, where did [I|{N}] get haircuts?",
            "Initially, which barber did [I|{N}] use?",
        ],
    },
    "tea": {
        "values": [
            "green tea with mint",
            "builder's tea with two sugars",
            "rooibos with a splash of milk",
            "earl grey with lemon",
            "chai with oat milk",
            "peppermint tea",
            "lapsang souchong",
            "jasmine green tea",
            "decaf breakfast tea",
        ],
        "first": [
            "[My|{N}'s] usual cuppa is {v}.",
            "[I|{N}] [drink|drinks] {v} all day at work.",
            "When [I|{N}] [put|puts] the kettle on, it's always {v}.",
            "{v} is what [I|{N}] [make|makes] every afternoon.",
        ],
        "updates": [
            (
                "plain",
                "[My|{N}'s] usual tea is {v} now.",
                "[I|{N}] [drink|drinks] {v} now.",
            ),
            (
                "negation",
                "No more {old} for [me|{N}]; it's {v} now.",
                "[I've|{N} has] gone off {old}, so [I|{sub}] [drink|drinks] {v} instead.",
            ),
            (
                "subject not first",
                "At work these days, [my|{N}'s] mug is always full of {v}.",
                "Every afternoon now, it's {v} for [me|{N}].",
            ),
            (
                "narrative",
                "A colleague made [me|{N}] {v} one afternoon and [I've|{sub}'s] had it every day since.",
                "On holiday [I|{N}] got used to {v}, and back home [I've|{sub}'s] kept it up every morning.",
            ),
        ],
        "negatives": [
            (
                "any",
                "[I|{N}] had {x} at a café today because they'd run out of everything else.",
            ),
            ("other", "[I'm|{N} is] thinking about trying {x}, everyone at work raves about it."),
            ("other", "[My|{N}'s] gran drinks {x} by the gallon."),
            (
                "old",
                "[I|{N}] found the old caddy [I|{sub}] used for {x} at the back of the cupboard.",
            ),
            (
                "any",
                "[I'm|{N} is] brewing {x} right now, but only because [my|{pos}] visitors asked for it.",
            ),
            ("other", "[I|{N}] can't stand {x}, it tastes like pond water."),
            ("old", "Some mornings [I|{N}] really [miss|misses] {x}."),
            ("other", "[I|{N}] tried {x} for a few days but went off it quickly."),
        ],
        "others": [
            "{P} drinks {x} all day.",
            "{P}'s usual is {x}.",
            "{P} has switched to {x}.",
        ],
        "newest": [
            "What tea [do I|does {N}] drink now?",
            "What's [my|{N}'s] usual tea these days?",
            "[Do I|Does {N}] still drink {prev}?",
            "What tea [do I|does {N}] usually drink?",
        ],
        "before": [
            "What tea did [I|{N}] drink before {later}?",
            "What was [my|{N}'s] usual tea before {later}?",
        ],
        "firstq": [
            "What tea did [I|{N}] originally drink?",
            "What was [my|{N}'s] usual tea at first?",
            "To begin with, what tea did [I|{N}] drink?",
            "What tea did [I|{N}] drink initially?",
        ],
    },
    "running_shoes": {
        "values": [
            "Hoka Cliftons",
            "Brooks Ghosts",
            "Asics Novablasts",
            "Nike Pegasus",
            "Saucony Rides",
            "New Balance 1080s",
            "On Cloudmonsters",
            "Adidas Boston 12s",
        ],
        "first": [
            "[I|{N}] [run|runs] in {v}.",
            "[My|{N}'s] running shoes are {v}.",
            "{v} are what [I|{N}] [wear|wears] for every run.",
            "[I've|{N} has] done all [my|{pos}] training in {v}.",
        ],
        "updates": [
            (
                "plain",
                "[I|{N}] [run|runs] in {v} now.",
                "[My|{N}'s] running shoes are {v} now.",
            ),
            (
                "passive",
                "[I|{N}] was put into {v} after a gait analysis, so that's what [I|{sub}] [run|runs] in now.",
                "[My|{N}'s] old running shoes have been replaced by {v}.",
            ),
            (
                "dated",
                "Since {date}, [I've|{N} has] been running in {v}.",
                "From {date} on, it's been {v} on [my|{N}'s] feet for every run.",
            ),
            (
                "subject not first",
                "On every run these days, [I'm|{N} is] in {v}.",
                "For the long runs and the short ones, [I|{N}] now [wear|wears] {v}.",
            ),
        ],
        "negatives": [
            ("other", "[I'm|{N} is] eyeing up a pair of {x} in the sale."),
            ("other", "[My|{N}'s] running buddy swears by {x}."),
            (
                "old",
                "[My|{N}'s] worn-out {x} are still by the back door, [I|{sub}] just [haven't|hasn't] binned them.",
            ),
            (
                "other",
                "[I|{N}] tried on {x} at the shop, but they pinched, so [I|{sub}] left them.",
            ),
            (
                "any",
                "[I|{N}] borrowed a pair of {x} for one parkrun when [I|{sub}] forgot [my|{pos}] own.",
            ),
            ("other", "[I|{N}] [think|thinks] {x} look ridiculous, [I'd|{sub}'d] never buy them."),
            ("old", "[I|{N}] [miss|misses] how soft [my|{pos}] old {x} felt."),
            (
                "any",
                "[I'm|{N} is] at the running shop right now, buying {x} for [my|{pos}] partner's birthday.",
            ),
        ],
        "others": [
            "{P} runs in {x}.",
            "{P} just bought {x} for the marathon.",
            "{P} does all {ppos} training in {x}.",
        ],
        "newest": [
            "What shoes [do I|does {N}] run in now?",
            "Which running shoes [do I|does {N}] wear these days?",
            "[Do I|Does {N}] still run in {prev}?",
            "What [do I|does {N}] wear for running?",
        ],
        "before": [
            "What did [I|{N}] run in before the {later}?",
            "Which running shoes did [I|{N}] wear before switching to {later}?",
        ],
        "firstq": [
            "What shoes did [I|{N}] originally run in?",
            "Which running shoes did [I|{N}] wear at first?",
            "To begin with, what did [I|{N}] run in?",
            "Initially, which shoes did [I|{N}] run in?",
        ],
    },
    "cafe": {
        "values": [
            "the little Portuguese place by the station",
            "Fika on Green Lanes",
            "the café in the bookshop",
            "Bean There on the corner",
            "the Kurdish bakery on Stroud Green Road",
            "Dark Horse Coffee",
            "the kiosk in the park",
            "the Caffè Nero on the high street",
        ],
        "first": [
            "[My|{N}'s] favourite café is {v}.",
            "[I|{N}] [spend|spends] most Saturday mornings at {v}.",
            "[My|{N}'s] go-to café is {v}.",
            "[I'm|{N} is] a regular at {v}.",
        ],
        "updates": [
            (
                "indirect",
                "The barista at {v} starts on [my|{N}'s] order the moment [I|{sub}] [walk|walks] in these days.",
                "[My|{N}'s] stamp card for {v} is nearly full already, [I'm|{sub}'s] in there most days now.",
            ),
            (
                "chat",
                "ok {v} is [my|{N}'s] new fave café, the pastries are unreal",
                "honestly [i've|{N}'s] basically moved into {v} lol, new favourite spot",
            ),
            (
                "relation as subject",
                "[My|{N}'s] sister got [me|{obj}] hooked on {v}, and now it's [my|{pos}] favourite.",
                "[My|{N}'s] best friend dragged [me|{obj}] to {v}, and now it's the only café [I|{sub}] [want|wants] to go to.",
            ),
            (
                "narrative",
                "[I|{N}] ducked into {v} to get out of the rain, and now [I'm|{sub}'s] there every weekend.",
                "After one flat white at {v}, [I|{N}] was sold; it's where [I|{sub}] [go|goes] now.",
            ),
        ],
        "negatives": [
            ("any", "[I|{N}] met a client at {x} once because it was halfway."),
            ("other", "[I|{N}] [want|wants] to try {x} at some point, it's all over Instagram."),
            ("other", "[My|{N}'s] cousin is obsessed with {x}."),
            (
                "old",
                "[I|{N}] still [have|has] an old stamp card from {x} somewhere in [my|{pos}] bag.",
            ),
            (
                "any",
                "[I'm|{N} is] at {x} right now, only because it's the one place near the station with free wifi.",
            ),
            ("other", "[I|{N}] [think|thinks] {x} is overpriced and always too loud."),
            ("old", "[I|{N}] [miss|misses] the cinnamon buns at {x}."),
            ("other", "[I|{N}] gave {x} a go last week, but the coffee was burnt."),
        ],
        "others": [
            "{P}'s favourite café is {x}.",
            "{P} works from {x} most days.",
            "{P} is a regular at {x}.",
        ],
        "newest": [
            "What's [my|{N}'s] favourite café now?",
            "Which café [do I|does {N}] hang out at these days?",
            "Is {prev} still [my|{N}'s] favourite café?",
            "Which café [do I|does {N}] like best?",
        ],
        "before": [
            "What was [my|{N}'s] favourite café before {later}?",
            "Which café did [I|{N}] go to before {later}?",
        ],
        "firstq": [
            "What was [my|{N}'s] favourite café originally?",
            "Which café did [I|{N}] like best at first?",
            "To begin with, which café was [my|{N}'s] favourite?",
            "Initially, which café did [I|{N}] go to most?",
        ],
    },
}

CHATTER = [
    "{P} finally finished painting the spare room.",
    "The 38 bus was twenty minutes late again this morning.",
    "{P}'s flight to Lagos got pushed back three hours.",
    "It's meant to snow on Thursday, apparently.",
    "{P} is hosting a quiz night on Friday.",
    "{P} has been trying to perfect {ppos} sourdough starter.",
    "{P} lost {ppos} keys again, third time this month.",
    "The printer on the second floor is jammed again.",
    "{P} is off to Lisbon for a long weekend.",
    "Someone left a whole lasagne in the office fridge.",
    "{P} just started a new job in logistics.",
    "The roadworks on the high street should be done by Easter.",
    "{P} adopted a rescue tortoise called Gerald.",
    "Bin collection has moved to Wednesdays.",
    "{P} is planning a surprise party for {ppos} mum's sixtieth.",
    "The power went out for an hour last night.",
    "[I|{N}] finally fixed the wobbly kitchen table.",
    "[I'm|{N} is] halfway through a huge jigsaw of the Alps.",
    "[My|{N}'s] laptop fan has started making a grinding noise.",
    "[I|{N}] spent the whole weekend sorting out the loft.",
]

SUBJECTS = [
    ("Amara", "f"),
    ("Bogdan", "m"),
    ("Chiara", "f"),
    ("Dmitri", "m"),
    ("Efua", "f"),
    ("Farhan", "m"),
    ("Giulia", "f"),
    ("Haruto", "m"),
    ("Ingrid", "f"),
    ("Joaquín", "m"),
    ("Kalani", "f"),
    ("Lars", "m"),
    ("Mei", "f"),
    ("Nnamdi", "m"),
    ("Orla", "f"),
    ("Pedro", "m"),
    ("Saoirse", "f"),
    ("Tariq", "m"),
    ("Wanjiru", "f"),
    ("Vikram", "m"),
    ("Zofia", "f"),
    ("Yusuf", "m"),
    ("Aroha", "f"),
    ("Emeka", "m"),
    ("Catalina", "f"),
    ("Søren", "m"),
    ("Esra", "f"),
    ("Kwame", "m"),
    ("Priyanka", "f"),
    ("Mateus", "m"),
    ("Folake", "f"),
    ("Arjun", "m"),
    ("Anouk", "f"),
    ("Declan", "m"),
    ("Ximena", "f"),
    ("Hamza", "m"),
    ("Tuula", "f"),
    ("Santiago", "m"),
    ("Malak", "f"),
    ("Jun", "m"),
]

OTHERS = [
    ("Beatriz", "f"),
    ("Callum", "m"),
    ("Dagny", "f"),
    ("Eitan", "m"),
    ("Fatou", "f"),
    ("Gideon", "m"),
    ("Hiroko", "f"),
    ("Idris", "m"),
    ("Jolene", "f"),
    ("Kasia", "f"),
    ("Lorenzo", "m"),
    ("Maëlle", "f"),
    ("Niamh", "f"),
    ("Obinna", "m"),
    ("Paloma", "f"),
    ("Quentin", "m"),
    ("Rosalind", "f"),
    ("Sunil", "m"),
    ("Tomasz", "m"),
    ("Uchenna", "f"),
    ("Valentina", "f"),
    ("Wendell", "m"),
    ("Yara", "f"),
    ("Zainab", "f"),
    ("Aksel", "m"),
    ("Björn", "m"),
    ("Corinne", "f"),
    ("Davi", "m"),
    ("Elif", "f"),
    ("Florin", "m"),
]

KIDS = [
    ("Theo", "m"),
    ("Amelie", "f"),
    ("Rafa", "m"),
    ("Noor", "f"),
    ("Isaac", "m"),
    ("Zara", "f"),
    ("Kian", "m"),
    ("Maya", "f"),
    ("Leo", "m"),
    ("Aisha", "f"),
    ("Oscar", "m"),
    ("Freya", "f"),
]
PETS = ["Biscuit", "Pepper", "Luna", "Miso", "Otis", "Bramble", "Juno", "Rolo", "Nacho", "Tilly"]
BREEDS = ["spaniel", "terrier", "labrador", "whippet", "collie", "dachshund", "beagle"]

PRONOUNS = {"f": ("she", "her", "her"), "m": ("he", "him", "his")}
BRACKET = re.compile(r"\[([^\[\]|]*)\|([^\[\]|]*)\]")
FIRST_PERSON = re.compile(r"\b(I|i|my|My|me|I'm|i'm|I've|i've|I'd)\b")


def render(template: str, first: bool, ctx: dict[str, str]) -> str:
    """Pick the first- or third-person branch of every ``[a|b]`` and fill the fields."""
    text = BRACKET.sub(lambda m: m.group(1) if first else m.group(2), template)
    text = text.format(**ctx)
    if template[0] in "{[":
        text = text[0].upper() + text[1:]
    return text


def fmt_date(when: datetime) -> str:
    return f"{when.day} {when.strftime('%B')}"


def build() -> list[dict[str, Any]]:
    rng = random.Random(SEED)
    n_items = len(KINDS) * 16
    first_person = [True] * 77 + [False] * (n_items - 77)
    rng.shuffle(first_person)
    subjects = SUBJECTS[:]
    rng.shuffle(subjects)
    rows: list[dict[str, Any]] = []
    idx = 0
    for k_i, (kind, spec) in enumerate(KINDS.items()):
        for p in range(4):
            style, w1, w2 = spec["updates"][p]
            for q in range(4):
                asks = "newest" if q < 2 else "older"
                if q == 0:
                    chain_len = 3
                elif q == 1:
                    chain_len = 2
                elif q == 2:
                    chain_len = 3 if p % 2 == 0 else 2
                else:
                    chain_len = 2 if p % 2 == 0 else 3
                newest_neg = q == (p + k_i) % 4
                neg_names_old = newest_neg and p % 2 == 0
                is_i = first_person[idx]
                name, gender = subjects[idx % len(subjects)]
                sub, obj, pos = PRONOUNS[gender]
                ctx: dict[str, str] = {"N": name, "sub": sub, "obj": obj, "pos": pos}
                if kind == "kids_team":
                    kid, kg = rng.choice(KIDS)
                    ctx.update(
                        kid=kid,
                        krel="son" if kg == "m" else "daughter",
                        kbg="boy" if kg == "m" else "girl",
                        kpos=PRONOUNS[kg][2],
                        ksub=PRONOUNS[kg][0],
                    )
                if kind == "pet_food":
                    ctx.update(pet=rng.choice(PETS), breed=rng.choice(BREEDS))
                people = [o for o in OTHERS if o[0] != name]
                rng.shuffle(people)

                pool = spec["values"][:]
                rng.shuffle(pool)
                chain = pool[:chain_len]
                spare = pool[chain_len:]

                # Events in time order: ("value", i) / ("negative", (tag, template, x)).
                events: list[tuple[str, Any]] = [("value", i) for i in range(chain_len)]
                negs = spec["negatives"][:]
                rng.shuffle(negs)
                n_negs = rng.choice([1, 2])
                final_neg = None
                if newest_neg:
                    if neg_names_old:
                        tag, tmpl = next(n for n in negs if n[0] in ("old", "any"))
                        x = rng.choice(chain[:-1])
                    else:
                        tag, tmpl = next(n for n in negs if n[0] in ("other", "any"))
                        x = spare.pop()
                    negs.remove((tag, tmpl))
                    final_neg = ("negative", (tmpl, x))
                    n_negs -= 1
                for _ in range(n_negs):
                    # a middle negative lies after v1 and before the last update
                    slot = rng.randint(1, chain_len - 1)
                    if slot == 2 and rng.random() < 0.5:
                        tag, tmpl = next(n for n in negs if n[0] in ("old", "any"))
                        x = chain[0]
                    else:
                        tag, tmpl = next(n for n in negs if n[0] in ("other", "any"))
                        x = spare.pop()
                    negs.remove((tag, tmpl))
                    pos_i = events.index(("value", slot))
                    events.insert(pos_i, ("negative", (tmpl, x)))
                n_distr = rng.randint(2, 4)
                distr: list[tuple[str, Any]] = [("other", rng.choice(spec["values"]))]
                n_other_values = rng.choice([1, 2]) if n_distr > 2 else 1
                distr += [("other", rng.choice(spec["values"]))] * (n_other_values - 1)
                distr += [("chatter", None)] * (n_distr - n_other_values)
                other_tmpls = spec["others"][:]
                rng.shuffle(other_tmpls)
                chat_tmpls = CHATTER[:]
                rng.shuffle(chat_tmpls)
                for d in distr:
                    events.insert(rng.randint(0, len(events)), ("distractor", d))
                if final_neg is not None:
                    events.append(final_neg)

                day = rng.randint(0, 9)
                statements: list[dict[str, Any]] = []
                prev_value_at: datetime | None = None
                for e_i, (role, payload) in enumerate(events):
                    if e_i:
                        day += rng.randint(2, 20)
                    at = DAY0 + timedelta(
                        days=day, hours=rng.randint(7, 22), minutes=rng.randrange(0, 60, 5)
                    )
                    if role == "value":
                        i = payload
                        if i == 0:
                            tmpl = spec["first"][(p + q) % 4]
                        elif i == chain_len - 1:
                            tmpl = w1
                        else:
                            tmpl = w2
                        c = dict(ctx, v=chain[i], old=chain[i - 1] if i else "")
                        if prev_value_at is not None:
                            gap = (at.date() - prev_value_at.date()).days
                            c["date"] = fmt_date(
                                at - timedelta(days=rng.randint(1, min(9, gap - 1)))
                            )
                        prev_value_at = at
                        text = render(tmpl, is_i, c)
                        st = {"text": text, "value": chain[i]}
                    elif role == "negative":
                        tmpl, x = payload
                        text = render(tmpl, is_i, dict(ctx, x=x))
                        st = {"text": text, "x": x}
                    else:
                        other, og = people.pop()
                        c = dict(ctx, P=other, ppos=PRONOUNS[og][2])
                        if payload[0] == "other":
                            tmpl = other_tmpls.pop()
                            c["x"] = payload[1]
                        else:
                            tmpl = chat_tmpls.pop()
                        text = render(tmpl, is_i, c)
                        st = {"text": text}
                    st.update(day=day, at=at.isoformat(), role=role)
                    statements.append(st)
                values = [s for s in statements if s["role"] == "value"]
                if asks == "newest":
                    expected = values[-1]["text"]
                elif q == 2:
                    expected = values[-2]["text"]
                else:
                    expected = values[0]["text"]
                qctx = dict(ctx, prev=chain[-2], later=chain[-1])
                if q < 2:
                    question = spec["newest"][(2 * p + q) % 4]
                elif q == 2:
                    question = spec["before"][p % 2]
                else:
                    question = spec["firstq"][p]
                idx += 1
                rows.append(
                    {
                        "id": f"h{idx:03d}",
                        "kind": kind,
                        "phrasing": p,
                        "split": SPLIT,
                        "asks": asks,
                        "subject": "I" if is_i else name,
                        "question": render(question, is_i, qctx),
                        "expected": expected,
                        "candidates": [s["text"] for s in statements if s["role"] != "distractor"],
                        "statements": [
                            {
                                "text": s["text"],
                                "day": s["day"],
                                "at": s["at"],
                                "role": s["role"],
                                **({"value": s["value"]} if s["role"] == "value" else {}),
                            }
                            for s in statements
                        ],
                        "_style": style,
                        "_newest_neg": newest_neg,
                        "_neg_old": neg_names_old,
                        "_neg_x": [s["x"] for s in statements if s["role"] == "negative"],
                        "_chain": chain,
                        "_q": ("newest", "newest", "before", "first")[q],
                    }
                )
    return rows


def check(row: dict[str, Any], n: int) -> None:
    keys = {"id", "kind", "phrasing", "split", "asks", "subject", "question", "expected"}
    assert set(row) == keys | {"candidates", "statements"}, row["id"]
    assert row["id"] == f"h{n:03d}"
    assert row["kind"] in KINDS
    assert row["phrasing"] in range(4)
    assert row["split"] == SPLIT
    assert row["asks"] in ("newest", "older")
    assert row["question"].endswith("?")
    sts = row["statements"]
    texts = [s["text"] for s in sts]
    assert len(set(texts)) == len(texts), row["id"]
    for s in sts:
        assert set(s) == {"text", "day", "at", "role"} | (
            {"value"} if s["role"] == "value" else set()
        )
        assert s["role"] in ("value", "negative", "distractor")
        assert datetime.fromisoformat(s["at"]).date() == (DAY0 + timedelta(days=s["day"])).date()
        assert s["at"].endswith("+00:00")
        assert s["at"].startswith("2026-")
        assert not any(ch in s["text"] for ch in "{}[]|"), s["text"]
        if s["role"] != "distractor":
            if row["subject"] == "I":
                assert FIRST_PERSON.search(s["text"]), s["text"]
            else:
                assert row["subject"] in s["text"], s["text"]
        if s["role"] == "value":
            assert s["value"].lower() in s["text"].lower(), s["text"]
    assert sts[0]["at"].startswith("2026-01-")
    for a, b in itertools.pairwise(sts):
        assert 2 <= b["day"] - a["day"] <= 20
        assert b["at"] > a["at"]
    roles = Counter(s["role"] for s in sts)
    assert roles["value"] in (2, 3)
    assert roles["negative"] in (1, 2)
    assert 2 <= roles["distractor"] <= 4
    cands = [s["text"] for s in sts if s["role"] != "distractor"]
    assert sorted(row["candidates"]) == sorted(cands)
    assert row["expected"] in cands
    values = [s for s in sts if s["role"] == "value"]
    assert len({v["value"] for v in values}) == len(values)
    exp = next(s for s in sts if s["text"] == row["expected"])
    assert exp["role"] == "value"
    if row["asks"] == "newest":
        assert exp is values[-1]
    else:
        assert exp in values[:-1]


def main() -> None:
    rows = build()
    # checks on the generation bookkeeping, then drop it
    for row in rows:
        chain = row["_chain"]
        sts = row["statements"]
        if row["_newest_neg"]:
            assert sts[-1]["role"] == "negative"
            assert (row["_neg_x"][-1] in chain) == row["_neg_old"]
        else:
            cand = [s for s in sts if s["role"] != "distractor"]
            assert cand[-1]["role"] == "value"
            assert cand[-1]["value"] == chain[-1]
    extra: Counter[str] = Counter()
    extra_chain: Counter[str] = Counter()
    for row in rows:
        extra_chain[f"{len(row['_chain'])} values, {row['_q']}"] += 1
        extra["style " + row["_style"]] += 1
        extra["newest statement is a negative"] += row["_newest_neg"]
        extra["... naming an old value"] += row["_neg_old"]
        for key in [k for k in row if k.startswith("_")]:
            del row[key]
    for n, row in enumerate(rows, 1):
        check(row, n)
    with OUT.open("w", encoding="utf-8") as fh:
        for row in rows:
            fh.write(json.dumps(row, ensure_ascii=False) + "\n")

    n_values = Counter(sum(s["role"] == "value" for s in r["statements"]) for r in rows)
    print(f"wrote {len(rows)} rows to {OUT.name}")
    print("kinds:", dict(Counter(r["kind"] for r in rows)))
    print("asks:", dict(Counter(r["asks"] for r in rows)))
    print("chain length:", dict(n_values))
    print("chain length x question:", dict(sorted(extra_chain.items())))
    print("subject:", dict(Counter("I" if r["subject"] == "I" else "named" for r in rows)))
    print(
        "hard negatives:",
        sum(s["role"] == "negative" for r in rows for s in r["statements"]),
        "distractors:",
        sum(s["role"] == "distractor" for r in rows for s in r["statements"]),
    )
    for key, val in sorted(extra.items()):
        print(f"{key}: {val}")


if __name__ == "__main__":
    main()
