#!/usr/bin/env python3
"""Build updates_dev4.jsonl: a development set of knowledge-update questions.

12 kinds of attribute whose values are mostly lower-case phrases (coffee order,
commute, streaming service, mobile carrier, course of study, favourite
restaurant, instrument, club, phone model, vet, work schedule, running route)
x 4 update phrasings per kind x 4 questions (2 ask for the current value,
2 for an older one) = 192 items, split "dev4", ids f001..f192.

Standard library only, deterministic (fixed seed). Run:

    python benchmarks/data/build_updates_dev4.py

It writes updates_dev4.jsonl next to this file, checks every row against the
schema (assertions) and prints counts.

Template mini-language: "[first|third]" picks the first-person or the
third-person wording; "{S}" is the subject ("I" / name), "{Sp}" its possessive
("my" / "Ana's"), "{pos}" "{obj}" "{sub}" "{refl}" the pronouns; value slots are
"{v}" (bare), "{a}" (with article), "{p}" (plural), "{b}" (without leading
determiner), "{ab}" ({b} with article), "{d}" ("a x" -> "the x"), and the same with a role prefix for
updates and questions ("{new}", "{a_new}", "{old_p}", "{later_d}", "{prev}" ...).
A template starting with "~" is lower-case chat and is not capitalised.
"""

from __future__ import annotations

import datetime as dt
import json
import os
import random
import re
from collections import Counter

SEED = 20260104
SPLIT = "dev4"
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "updates_dev4.jsonl")

MONTHS = [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
]

# (tag, type, template) for hard negatives.  tag: "any" = may name any value
# (old, current, never held); "fresh" = only a value the subject never had;
# "old" = only a value the subject had and has since left (placed after the
# update that replaced it); "notcur" = a never-held value or a left one.
KINDS = [
    {
        "kind": "coffee",
        "values": [
            "oat flat white",
            "double espresso",
            "cortado",
            "decaf americano",
            "chai latte",
            "iced oat latte",
            "cappuccino",
            "soy mocha",
            "long black",
            "cold brew",
            "matcha latte",
            "macchiato",
            "honey lavender latte",
            "piccolo",
        ],
        "original": [
            "[My|{Sp}] usual coffee order is {a}.",
            "[I|{S}] always [grab|grabs] {a} on the way in.",
            "If anyone's doing a coffee run, [I'm|{S}'s] {a}, every time.",
            "{a} with no sugar, that's [my|{Sp}] standing order at the café.",
        ],
        "phrasings": [
            (
                "plain restatement",
                ["[My|{Sp}] usual is {a_new}.", "[I|{S}] [order|orders] {a_new} most mornings."],
            ),
            (
                "indirect",
                [
                    "The barista at the corner place starts on {a_new} the moment [I walk|{S} walks] in.",
                    "The café staff don't even ask any more, they just ring up {a_new} for [me|{S}].",
                ],
            ),
            (
                "colloquial lower-case",
                [
                    "~lol [|{S} ]switched to {new_p}, all those {old_p} were wrecking [my|{pos}] sleep",
                    "~ok so [it's|{S}'s on] {new_p} now, don't judge",
                ],
            ),
            (
                "negation of the old value",
                [
                    "No more {old_p} for [me|{S}], it's {a_new} every morning now.",
                    "[I've|{S} has] given up {old_p}; {a_new} is the order these days.",
                ],
            ),
        ],
        "q_newest": [
            "What's [my|{Sp}] usual coffee order now?",
            "What [do I|does {S}] order at the café these days?",
            "What coffee [do I|does {S}] usually get at the moment?",
            "Currently, what's [my|{Sp}] go-to coffee?",
        ],
        "q_still": [
            "[Am I|Is {S}] still drinking {prev_p}?",
            "[Do I|Does {S}] still order {a_prev} every morning?",
        ],
        "q_before": [
            "What did [I|{S}] drink before {later_p}?",
            "What was [my|{Sp}] coffee order before [I|{sub}] switched to {later_p}?",
        ],
        "q_first": [
            "What was [my|{Sp}] original coffee order?",
            "What coffee did [I|{S}] drink at first?",
            "To begin with, what did [I|{S}] usually order at the café?",
        ],
        "negatives": [
            ("any", "one-off", "[I|{S}] had {a} at a little café in Rome on holiday, lovely."),
            (
                "any",
                "someone else's",
                "[My|{Sp}] brother always orders {a}, drives [me|{obj}] mad.",
            ),
            (
                "any",
                "present event",
                "It's [my|{Sp}] round this morning, so [I'm|{sub}'s] fetching {a} for [my|{pos}] manager.",
            ),
            ("fresh", "consideration", "[I'm|{S} is] thinking about trying {a} instead, maybe."),
            ("fresh", "trial", "[I|{S}] tried {p} for a few days, but it didn't stick."),
            (
                "old",
                "old document",
                "[Found|{S} found] an old loyalty card from [my|{pos}] {v} days, two stamps short of a free one.",
            ),
        ],
        "distract": [
            "{P}'s usual is {a}.",
            "{P} always orders {a} at the place by the station.",
            "{P} has started drinking {p}.",
        ],
    },
    {
        "kind": "commute",
        "values": [
            "the 7:40 train",
            "the number 12 bus",
            "the bike",
            "the car",
            "the e-scooter",
            "the tram",
            "the river ferry",
            "the 6:55 express",
            "the park-and-ride shuttle",
            "the moped",
            "the 8:10 coach",
        ],
        "original": [
            "[I|{S}] [take|takes] {v} to work.",
            "[My|{Sp}] commute is {v}, about forty minutes door to door.",
            "Every weekday it's {v} into the office for [me|{S}].",
            "[I|{S}] [rely|relies] on {v} to get to work.",
        ],
        "phrasings": [
            (
                "narrative",
                [
                    "[Spent|{S} spent] the whole weekend working out a new routine, so from Monday it's {new} to work and {old} is done.",
                    "After the roadworks made the old route a nightmare, [I|{S}] gave up on {old} and now [take|takes] {new} to work.",
                ],
            ),
            (
                "subject not at the start",
                [
                    "These days it's {new} that gets [me|{S}] to work.",
                    "Most mornings now, {new} is how [I get|{S} gets] into the office.",
                ],
            ),
            (
                "dated",
                [
                    "Since {since}, [I've|{S} has] been taking {new} to work instead of {old}.",
                    "As of {since}, [my|{Sp}] commute is {new}.",
                ],
            ),
            (
                "fragment",
                [
                    "[New|{Sp} new] commute: {new}.",
                    "[Commute update|Commute update for {S}]: {new}, not {old}.",
                ],
            ),
        ],
        "q_newest": [
            "How [do I|does {S}] get to work these days?",
            "What [do I|does {S}] currently take to work?",
            "What's [my|{Sp}] commute at the moment?",
            "How [am I|is {S}] getting to the office now?",
        ],
        "q_still": [
            "[Do I|Does {S}] still take {prev} to work?",
            "Is {prev} still how [I get|{S} gets] to work?",
        ],
        "q_before": [
            "What did [I|{S}] take to work before {later}?",
            "How did [I|{S}] commute before switching to {later}?",
        ],
        "q_first": [
            "How did [I|{S}] get to work originally?",
            "What was [my|{Sp}] commute to begin with?",
            "What did [I|{S}] take to work at first?",
        ],
        "negatives": [
            (
                "fresh",
                "one-off",
                "[Had|{S} had] to take {v} in on Tuesday because of the strike, what a faff.",
            ),
            ("any", "someone else's", "[My|{Sp}] flatmate takes {v} to work and loves it."),
            (
                "fresh",
                "present event",
                "[I'm|{S} is] taking {v} to the airport tonight, just this once.",
            ),
            (
                "fresh",
                "consideration",
                "[I'm|{S} is] wondering whether {v} would be quicker for getting to work.",
            ),
            (
                "fresh",
                "trial",
                "[Gave|{S} gave] {v} a go for a couple of days, but it didn't stick.",
            ),
            ("old", "nostalgia", "[I|{S}] [miss|misses] {v} some mornings, honestly."),
        ],
        "distract": [
            "{P} takes {v} to work.",
            "{P} has started taking {v} to the office.",
            "For {P} it's {v} to work every day.",
        ],
    },
    {
        "kind": "streaming",
        "values": [
            "Netflix",
            "Mubi",
            "Disney+",
            "Apple TV+",
            "Prime Video",
            "Max",
            "Paramount+",
            "Crunchyroll",
            "Now TV",
            "Curzon Home Cinema",
            "BritBox",
        ],
        "original": [
            "[I|{S}] mostly [watch|watches] stuff on {v}.",
            "The only streaming subscription [I pay|{S} pays] for is {v}.",
            "{v} is what [I've|{S} has] got for telly and films.",
            "Evenings are usually {v} and a cup of tea for [me|{S}].",
        ],
        "phrasings": [
            (
                "negation of the old value",
                [
                    "No more {old}[| for {S}], it's all {new} now.",
                    "[I|{S}] cancelled {old}; {new} is the only one [I|{sub}] [keep|keeps] now.",
                ],
            ),
            (
                "colloquial lower-case",
                [
                    "~[|{S} ]ditched {old} lol, {new} only now",
                    "~ngl {new} is where [i|{S}] [watch|watches] everything now",
                ],
            ),
            (
                "passive",
                [
                    "[My|{Sp}] {old} subscription has been cancelled and replaced with {new}.",
                    "[My|{Sp}] streaming has been moved over to {new}.",
                ],
            ),
            (
                "plain restatement",
                [
                    "[I|{S}] [watch|watches] everything on {new}.",
                    "[My|{Sp}] streaming service is {new}.",
                ],
            ),
        ],
        "q_newest": [
            "Which streaming service [do I|does {S}] use now?",
            "What [am I|is {S}] subscribed to for streaming these days?",
            "Currently, where [do I|does {S}] watch shows?",
            "What streaming service [do I|does {S}] pay for at the moment?",
        ],
        "q_still": [
            "[Am I|Is {S}] still on {prev}?",
            "[Do I|Does {S}] still watch everything on {prev}?",
        ],
        "q_before": [
            "Which streaming service did [I|{S}] use before {later}?",
            "What did [I|{S}] watch things on before switching to {later}?",
        ],
        "q_first": [
            "What was [my|{Sp}] original streaming service?",
            "Which streaming service did [I|{S}] have at first?",
            "To begin with, where did [I|{S}] stream shows?",
        ],
        "negatives": [
            (
                "any",
                "one-off",
                "[Watched|{S} watched] one film on {v} at a friend's place on Saturday.",
            ),
            (
                "any",
                "someone else's",
                "[My|{Sp}] sister pays for {v} and keeps sending [me|{obj}] recommendations.",
            ),
            (
                "fresh",
                "consideration",
                "[I'm|{S} is] thinking about switching to {v}, the new series looks good.",
            ),
            ("fresh", "trial", "[I|{S}] did the free {v} trial for a week, but it didn't stick."),
            (
                "old",
                "old document",
                "[Got|{S} got] an email from {v} asking [me|{obj}] to come back, with a discount code.",
            ),
            (
                "fresh",
                "present event",
                "[I'm|{S} is] at a cousin's tonight watching the final on {v}, since they have it.",
            ),
        ],
        "distract": [
            "{P} only watches things on {v}.",
            "{P} just signed up to {v}.",
            "{P}'s whole family shares one {v} account.",
        ],
    },
    {
        "kind": "carrier",
        "values": [
            "Vodafone",
            "EE",
            "Three",
            "O2",
            "giffgaff",
            "Lebara",
            "Tesco Mobile",
            "Sky Mobile",
            "Lyca Mobile",
            "Smarty",
            "iD Mobile",
            "Voxi",
        ],
        "original": [
            "[I'm|{S} is] with {v} for [my|{pos}] phone.",
            "[My|{Sp}] SIM is {v}, pay monthly.",
            "[I've|{S} has] been {a} customer for ages.",
            "[My|{Sp}] phone's on {v}, has been since [I|{sub}] moved here.",
        ],
        "phrasings": [
            (
                "fragment",
                [
                    "[New|{Sp} new] carrier: {new}.",
                    "[Mobile network|{Sp} mobile network] now: {new}.",
                ],
            ),
            (
                "dated",
                [
                    "Since {since}, [I've|{S} has] been on {new} instead of {old}.",
                    "[I|{S}] moved [my|{pos}] number across to {new} on {since}.",
                ],
            ),
            (
                "narrative",
                [
                    "[Spent|{S} spent] a whole afternoon on hold with {old} to get the PAC code, but [I'm|{sub}'s] finally on {new}.",
                    "Signal at the new flat was hopeless, so [I|{S}] ported [my|{pos}] number over to {new}.",
                ],
            ),
            (
                "negation of the old value",
                [
                    "[I'm|{S} is] not with {old} any more, {new} all the way.",
                    "No longer on {old}; [my|{Sp}] SIM is {new} now.",
                ],
            ),
        ],
        "q_newest": [
            "Which mobile carrier [am I|is {S}] with now?",
            "What network is [my|{Sp}] phone on at the moment?",
            "Who [do I|does {S}] currently get [my|{pos}] mobile service from?",
            "Which network [am I|is {S}] on these days?",
        ],
        "q_still": ["[Am I|Is {S}] still with {prev}?", "[Is my|Is {Sp}] SIM still {prev}?"],
        "q_before": [
            "Which carrier was [I|{S}] with before {later}?",
            "What network was [I|{S}] on before moving to {later}?",
        ],
        "q_first": [
            "What was [my|{Sp}] original mobile carrier?",
            "Which network was [I|{S}] on to begin with?",
            "At first, which carrier did [I|{S}] use?",
        ],
        "negatives": [
            (
                "any",
                "someone else's",
                "[My|{Sp}] brother's on {v} and never shuts up about the deals.",
            ),
            (
                "fresh",
                "consideration",
                "[I'm|{S} is] thinking of switching to {v} when the contract ends.",
            ),
            (
                "notcur",
                "one-off",
                "[Bought|{S} bought] {a} pay-as-you-go SIM for the trip to Ireland, just for the week.",
            ),
            (
                "old",
                "old document",
                "[Found|{S} found] an old {v} bill in a drawer while clearing out.",
            ),
            (
                "fresh",
                "trial",
                "[I|{S}] tried {a} SIM for a fortnight, but the signal was rubbish, so that didn't stick.",
            ),
            (
                "any",
                "present event",
                "[I'm|{S} is] at the {v} shop with [my|{pos}] mum tonight, sorting out her contract.",
            ),
        ],
        "distract": [
            "{P} is with {v}.",
            "{P} switched to {v} last month.",
            "{P}'s work phone is on {v}.",
        ],
    },
    {
        "kind": "studies",
        "values": [
            "marine biology",
            "civil engineering",
            "history of art",
            "nursing",
            "computer science",
            "philosophy",
            "accounting",
            "graphic design",
            "linguistics",
            "mechanical engineering",
            "economics",
            "architecture",
            "physiotherapy",
            "social work",
        ],
        "original": [
            "[I'm|{S} is] studying {v} at uni.",
            "[I'm|{S} is] doing a degree in {v}.",
            "[My|{Sp}] course is {v}, second year.",
            "[I|{S}] enrolled on the {v} course at the college in the autumn.",
        ],
        "phrasings": [
            (
                "dated",
                [
                    "Since {since} [I've|{S} has] been on the {new} course instead of {old}.",
                    "From {since}, [my|{Sp}] major is officially {new}.",
                ],
            ),
            (
                "plain restatement",
                ["[I'm|{S} is] studying {new}.", "[I'm|{S} is] doing {new} now."],
            ),
            (
                "subject not at the start",
                [
                    "After a lot of back and forth with the department, {new} is what [I'm|{S} is] studying now.",
                    "This term, the course [I'm|{S} is] on is {new}.",
                ],
            ),
            (
                "passive",
                [
                    "[My|{Sp}] transfer from {old} to {new} has been approved by the faculty.",
                    "[I've|{S} has] been moved onto the {new} programme.",
                ],
            ),
        ],
        "q_newest": [
            "What [am I|is {S}] studying now?",
            "What's [my|{Sp}] course at the moment?",
            "What subject [am I|is {S}] currently doing at uni?",
            "What's [my|{Sp}] major these days?",
        ],
        "q_still": [
            "[Am I|Is {S}] still studying {prev}?",
            "[Am I|Is {S}] still on the {prev} course?",
        ],
        "q_before": [
            "What did [I|{S}] study before {later}?",
            "What was [my|{Sp}] course before [I|{sub}] switched to {later}?",
        ],
        "q_first": [
            "What did [I|{S}] originally study?",
            "What was [my|{Sp}] first course?",
            "To begin with, what was [I|{S}] studying at uni?",
        ],
        "negatives": [
            (
                "notcur",
                "one-off",
                "[Sat|{S} sat] in on {a} lecture with a friend today, just out of curiosity.",
            ),
            (
                "any",
                "someone else's",
                "[My|{Sp}] flatmate studies {v} and is always in the library.",
            ),
            (
                "fresh",
                "consideration",
                "[I've|{S} has] been reading about {v} and wondering whether it would suit [me|{obj}] better.",
            ),
            ("fresh", "trial", "[I|{S}] took one {v} module as an elective, but it didn't stick."),
            (
                "old",
                "old document",
                "[Found|{S} found] [my|{pos}] old {v} reading list while tidying [my|{pos}] desk.",
            ),
            (
                "any",
                "present event",
                "[I'm|{S} is] at the {v} open day this afternoon, showing a cousin round.",
            ),
        ],
        "distract": [
            "{P} is studying {v}.",
            "{P} just started a degree in {v}.",
            "{P} got onto the {v} course at Leeds.",
        ],
    },
    {
        "kind": "restaurant",
        "values": [
            "Dishoom",
            "the Lotus Garden",
            "Casa Romano",
            "Pho Saigon",
            "the Blue Door",
            "Hoppers",
            "Taqueria Luz",
            "the Golden Wok",
            "Sakura Ramen",
            "Bella Napoli",
            "the Olive Tree",
            "Mama Ngozi's Kitchen",
        ],
        "original": [
            "[My|{Sp}] favourite restaurant is {v}.",
            "Whenever there's something to celebrate, [I|{S}] [book|books] {v}.",
            "Nothing beats {v} for [me|{S}], [I've|{sub}'s] been going for years.",
            "If [I|{S}] could only eat at one place, it'd be {v}.",
        ],
        "phrasings": [
            (
                "indirect",
                [
                    "The staff at {new} know [my|{Sp}] order by heart now, [I'm|{sub}'s] in there every Friday.",
                    "[I've|{S} has] got a nearly full stamp card at {new}, and it's the first place [I|{sub}] [suggest|suggests] for dinner.",
                ],
            ),
            (
                "narrative",
                [
                    "[Went|{S} went] to {new} for a friend's birthday, then went back three weekends running, so it's [my|{pos}] favourite now.",
                    "After {old} changed chefs the food went downhill, so [I've|{S} has] found a new favourite: {new}.",
                ],
            ),
            (
                "colloquial lower-case",
                [
                    "~{new} is [my|{Sp}] fave now ngl, sorry {old}",
                    "~ok [|{S}'s ]new fave restaurant is {new}, [i'm|{sub}'s] obsessed",
                ],
            ),
            (
                "fragment",
                [
                    "[Favourite|{Sp} favourite] restaurant these days: {new}.",
                    "[New|{Sp} new] go-to for dinner: {new}.",
                ],
            ),
        ],
        "q_newest": [
            "What's [my|{Sp}] favourite restaurant now?",
            "Where [do I|does {S}] like to eat most these days?",
            "Which restaurant is currently [my|{Sp}] top pick?",
            "What's [my|{Sp}] go-to place for dinner at the moment?",
        ],
        "q_still": [
            "Is {prev} still [my|{Sp}] favourite restaurant?",
            "[Do I|Does {S}] still love {prev} the most?",
        ],
        "q_before": [
            "What was [my|{Sp}] favourite restaurant before {later}?",
            "Which place did [I|{S}] love most before {later} took over?",
        ],
        "q_first": [
            "What was [my|{Sp}] original favourite restaurant?",
            "Which restaurant did [I|{S}] like best at first?",
            "To begin with, where was [my|{Sp}] favourite place to eat?",
        ],
        "negatives": [
            ("any", "one-off", "[I|{S}] had dinner at {v} last night for a work do."),
            (
                "any",
                "someone else's",
                "[My|{Sp}] partner's favourite is {v}, [we|they] argue about it.",
            ),
            (
                "fresh",
                "consideration",
                "[I've|{S} has] been meaning to try {v}, everyone raves about it.",
            ),
            ("any", "present event", "[I'm|{S} is] at {v} tonight for a friend's leaving party."),
            (
                "old",
                "old document",
                "[I|{S}] still [have|has] a stamp card from {v} from back when [I|{sub}] went every week.",
            ),
            (
                "fresh",
                "trial",
                "[Gave|{S} gave] {v} a go last weekend; it was fine, nothing special.",
            ),
        ],
        "distract": [
            "{P}'s favourite restaurant is {v}.",
            "{P} books {v} for every birthday.",
            "{P} says {v} is the best place in town.",
        ],
    },
    {
        "kind": "instrument",
        "values": [
            "the cello",
            "the ukulele",
            "bass guitar",
            "the piano",
            "the drums",
            "the violin",
            "the saxophone",
            "the trumpet",
            "the harp",
            "the flute",
            "classical guitar",
            "the accordion",
            "the clarinet",
        ],
        "original": [
            "[I'm|{S} is] learning {v}.",
            "[I|{S}] [have|has] a weekly {b} lesson on Thursdays.",
            "Practising {v} is how [I|{S}] [unwind|unwinds] after work.",
            "[I|{S}] took up {v} a while back and [practise|practises] most evenings.",
        ],
        "phrasings": [
            (
                "subject not at the start",
                [
                    "These days it's {new} [I'm|{S} is] learning, not {old}.",
                    "Most evenings now, {new} is what [I|{S}] [practise|practises].",
                ],
            ),
            (
                "negation of the old value",
                [
                    "No more {old_b} lessons for [me|{S}]; [I'm|{sub}'s] learning {new} now.",
                    "[I've|{S} has] stopped {old} altogether, it's {new} now.",
                ],
            ),
            (
                "dated",
                [
                    "Since {since} [I've|{S} has] been learning {new} instead of {old}.",
                    "[Started|{S} started] {new_b} lessons on {since}, and that's [my|{pos}] instrument now.",
                ],
            ),
            (
                "plain restatement",
                ["[I'm|{S} is] learning {new}.", "[My|{Sp}] instrument is {new}."],
            ),
        ],
        "q_newest": [
            "What instrument [am I|is {S}] learning now?",
            "Which instrument [do I|does {S}] practise these days?",
            "What instrument [am I|is {S}] having lessons on at the moment?",
            "What [am I|is {S}] currently learning to play?",
        ],
        "q_still": [
            "[Am I|Is {S}] still learning {prev}?",
            "[Do I|Does {S}] still practise {prev} most evenings?",
        ],
        "q_before": [
            "What instrument did [I|{S}] learn before {later}?",
            "What was [I|{S}] learning before {later}?",
        ],
        "q_first": [
            "What instrument did [I|{S}] learn first?",
            "Which instrument did [I|{S}] originally take up?",
            "What instrument was [I|{S}] learning to begin with?",
        ],
        "negatives": [
            (
                "notcur",
                "one-off",
                "[Had|{S} had] a go on a friend's {b} at a party, just messing around.",
            ),
            ("any", "someone else's", "[My|{Sp}] niece has started {b} lessons at school."),
            (
                "fresh",
                "consideration",
                "[I've|{S} has] been watching videos of {v} and wondering about picking it up.",
            ),
            (
                "any",
                "present event",
                "[I'm|{S} is] at {ab} recital tonight for a friend's daughter.",
            ),
            ("old", "old document", "[My|{Sp}] old {b} is still gathering dust in the spare room."),
            ("fresh", "trial", "[I|{S}] had one taster lesson on {v}, but it didn't stick."),
        ],
        "distract": [
            "{P} is learning {v}.",
            "{P} has been practising {v} for months.",
            "{P} takes {b} lessons on Saturdays.",
        ],
    },
    {
        "kind": "club",
        "values": [
            "the rowing club",
            "the bouldering club",
            "the chess club",
            "the Lido swim club",
            "the badminton club",
            "the pottery collective",
            "the road cycling club",
            "the volleyball league",
            "the book club",
            "the kayak club",
            "the tennis club",
            "the Riverside running club",
            "the camera club",
        ],
        "original": [
            "[I'm|{S} is] a member of {v}.",
            "Tuesday nights are {v} for [me|{S}].",
            "[I|{S}] [go|goes] to {v} every week.",
            "[My|{Sp}] main hobby is {v}, [I've|{sub}'s] been a member for a couple of years.",
        ],
        "phrasings": [
            (
                "narrative",
                [
                    "After a year of dragging [myself|{refl}] to {old}, [I|{S}] finally joined {new} and actually [look|looks] forward to it.",
                    "[Went|{S} went] along to a taster night at {new}, signed up on the spot and let the {old_b} membership lapse.",
                ],
            ),
            (
                "passive",
                [
                    "[My|{Sp}] membership has been transferred from {old} to {new}.",
                    "[I've|{S} has] been signed up to {new} as a full member.",
                ],
            ),
            (
                "indirect",
                [
                    "Everyone at {new} knows [me|{S}] by name now, [I'm|{sub}'s] there every week.",
                    "[My|{Sp}] calendar is built around {new} these days, [I never miss|{sub} never misses] a session.",
                ],
            ),
            (
                "colloquial lower-case",
                [
                    "~[|{S} ]quit {old} lol, {new} is way more fun",
                    "~so [i'm|{S}'s] {a_new_b} person now apparently",
                ],
            ),
        ],
        "q_newest": [
            "Which club [am I|is {S}] in now?",
            "What club [do I|does {S}] go to these days?",
            "Which club [do I|does {S}] belong to at the moment?",
            "What's [my|{Sp}] club currently?",
        ],
        "q_still": [
            "[Am I|Is {S}] still a member of {prev}?",
            "[Do I|Does {S}] still go to {prev}?",
        ],
        "q_before": [
            "Which club was [I|{S}] in before {later}?",
            "What club did [I|{S}] go to before joining {later}?",
        ],
        "q_first": [
            "What was the first club [I|{S}] joined?",
            "Which club was [I|{S}] a member of originally?",
            "To begin with, what club did [I|{S}] go to?",
        ],
        "negatives": [
            ("any", "present event", "[I'm|{S} is] at {v} tonight for a friend's birthday party."),
            ("any", "someone else's", "[My|{Sp}] brother just joined {v}."),
            (
                "fresh",
                "consideration",
                "[I'm|{S} is] thinking about giving {v} a try in the spring.",
            ),
            (
                "fresh",
                "trial",
                "[Did|{S} did] one session with {v} last month, but it didn't stick.",
            ),
            (
                "old",
                "old document",
                "[Got|{S} got] a renewal reminder from {v}, even though [I|{sub}] left a while ago.",
            ),
            (
                "notcur",
                "one-off",
                "[Went|{S} went] to the open day at {v} with a friend, just to keep them company.",
            ),
        ],
        "distract": [
            "{P} just joined {v}.",
            "{P} is a member of {v}.",
            "{P} goes to {v} on Thursdays.",
        ],
    },
    {
        "kind": "phone",
        "values": [
            "iPhone 13",
            "Pixel 8",
            "Galaxy S23",
            "Fairphone 5",
            "iPhone 15 Pro",
            "Pixel 7a",
            "Nothing Phone 2",
            "Galaxy A54",
            "Moto G84",
            "OnePlus 12",
            "Xperia 10",
        ],
        "original": [
            "[I've|{S} has] got {a}.",
            "[My|{Sp}] phone is {a}, a bit battered but it works.",
            "[I|{S}] [do|does] everything on [my|{pos}] {v}.",
            "[I'm|{S} is] using {a} at the moment.",
        ],
        "phrasings": [
            (
                "fragment",
                ["[New|{Sp} new] phone: {new}.", "[Phone|{Sp} phone] upgraded: {new}, finally."],
            ),
            (
                "colloquial lower-case",
                [
                    "~omg [|{S} ]finally got {a_new}, bye bye {old}",
                    "~[|{S}'s ]on {a_new} now lol, the {old} finally died",
                ],
            ),
            ("plain restatement", ["[I use|{S} uses] {a_new}.", "[My|{Sp}] phone is {a_new}."]),
            (
                "dated",
                [
                    "Since {since} [I've|{S} has] been using {a_new} instead of the {old}.",
                    "On {since} [I|{S}] traded in the {old} for {a_new}.",
                ],
            ),
        ],
        "q_newest": [
            "What phone [do I|does {S}] have now?",
            "Which phone model [am I|is {S}] using these days?",
            "What's [my|{Sp}] current phone?",
            "What phone [am I|is {S}] on at the moment?",
        ],
        "q_still": [
            "[Am I|Is {S}] still using the {prev}?",
            "[Do I|Does {S}] still have the {prev}?",
        ],
        "q_before": [
            "What phone did [I|{S}] have before the {later}?",
            "Which phone was [I|{S}] using before getting {a_later}?",
        ],
        "q_first": [
            "What was [my|{Sp}] original phone?",
            "Which phone did [I|{S}] have at first?",
            "What phone was [I|{S}] using to begin with?",
        ],
        "negatives": [
            (
                "any",
                "one-off",
                "[Borrowed|{S} borrowed] a colleague's {v} for an afternoon to test an app.",
            ),
            (
                "any",
                "someone else's",
                "[My|{Sp}] dad just got {a} and keeps asking [me|{obj}] how it works.",
            ),
            (
                "fresh",
                "consideration",
                "[I've|{S} has] been eyeing up {a} for when the contract ends.",
            ),
            (
                "any",
                "present event",
                "[I'm|{S} is] in the phone shop with [my|{pos}] sister right now while she picks out {a}.",
            ),
            (
                "old",
                "old document",
                "[Found|{S} found] the box for [my|{pos}] old {v} in the cupboard.",
            ),
            (
                "fresh",
                "trial",
                "[Had|{S} had] {a} on loan from work for a week, but it didn't stick.",
            ),
        ],
        "distract": ["{P} has {a}.", "{P} upgraded to {a}.", "{P}'s new phone is {a}."],
    },
    {
        "kind": "vet",
        "values": [
            "Parkside Vets",
            "the Willow Vet Clinic",
            "Meadow Lane Veterinary",
            "Dr Okafor's practice",
            "Ashgrove Animal Hospital",
            "Riverside Vets",
            "the Oak Tree surgery",
            "Hillcrest Vets",
            "Dr Lindqvist's clinic",
            "the PDSA clinic on King Street",
            "Greenway Veterinary Centre",
        ],
        "original": [
            "[My|{Sp}] {animal}, {pet}, is registered at {v}.",
            "[My|{Sp}] vet is {v}, they're great with {pet}.",
            "[I|{S}] always [take|takes] {pet} to {v}.",
            "{pet}'s jabs and check-ups are all done at {v}.",
        ],
        "phrasings": [
            (
                "passive",
                [
                    "{pet} has been re-registered at {new}.",
                    "{pet}'s records have been transferred from {old} to {new}.",
                ],
            ),
            (
                "subject not at the start",
                [
                    "These days it's {new} where [I|{S}] [take|takes] {pet}.",
                    "For check-ups now, {new} is [my|{Sp}] vet.",
                ],
            ),
            (
                "narrative",
                [
                    "[Just moved|{S} just moved] across town, so [I've|{sub}'s] registered {pet} with {new}, much closer than {old}.",
                    "After the bill from {old}, [I|{S}] went looking around and signed {pet} up with {new} instead.",
                ],
            ),
            (
                "indirect",
                [
                    "The receptionist at {new} greets {pet} by name now, [we're|they're] regulars there.",
                    "{pet}'s next booster is booked in at {new}, like every appointment these days.",
                ],
            ),
        ],
        "q_newest": [
            "Which vet [do I|does {S}] take {pet} to now?",
            "Who is {pet}'s vet these days?",
            "Where [do I|does {S}] currently take {pet} for check-ups?",
            "Which vet practice is {pet} with at the moment?",
        ],
        "q_still": [
            "Is {pet} still registered at {prev}?",
            "[Do I|Does {S}] still take {pet} to {prev}?",
        ],
        "q_before": [
            "Which vet did {pet} go to before {later}?",
            "Where did [I|{S}] take {pet} before switching to {later}?",
        ],
        "q_first": [
            "What was {pet}'s original vet?",
            "Which vet did [I|{S}] use for {pet} at first?",
            "To begin with, where was {pet} registered?",
        ],
        "negatives": [
            (
                "notcur",
                "one-off",
                "{pet} had to go to {v} on Sunday night because it was the only place open.",
            ),
            ("any", "someone else's", "[My|{Sp}] neighbour takes her dog to {v} and swears by it."),
            (
                "fresh",
                "consideration",
                "[I've|{S} has] heard good things about {v}, might look into it for {pet}.",
            ),
            (
                "any",
                "present event",
                "[I'm|{S} is] dropping a friend's cat at {v} this afternoon while they're at work.",
            ),
            (
                "old",
                "old document",
                "[Got|{S} got] a reminder letter from {v}, even though {pet} isn't with them any more.",
            ),
            (
                "fresh",
                "trial",
                "[Took|{S} took] {pet} to {v} once for a second opinion, but didn't go back.",
            ),
        ],
        "distract": [
            "{P}'s cat goes to {v}.",
            "{P} takes the family dog to {v}.",
            "{P} says {v} is the best vet around.",
        ],
    },
    {
        "kind": "shift",
        "values": [
            "night shifts",
            "a four-day week",
            "early shifts",
            "a nine-to-five",
            "weekend shifts",
            "the late shift",
            "rotating twelve-hour shifts",
            "a compressed week",
            "split shifts",
            "a three-day week",
            "the twilight shift",
        ],
        "original": [
            "[I'm|{S} is] on {v} at the hospital.",
            "[My|{Sp}] rota is {v}, has been for a while.",
            "[I|{S}] [work|works] {v}.",
            "Work-wise, it's {v} for [me|{S}].",
        ],
        "phrasings": [
            (
                "dated",
                [
                    "Since {since} [I've|{S} has] been on {new} instead of {old}.",
                    "From {since}, [my|{Sp}] schedule is {new}.",
                ],
            ),
            (
                "fragment",
                [
                    "[New|{Sp} new] schedule: {new}.",
                    "[Rota change|Rota change for {S}]: {new} from now on.",
                ],
            ),
            (
                "negation of the old value",
                [
                    "No more {old_b} for [me|{S}], [I'm|{sub}'s] on {new} now.",
                    "[I'm|{S} is] done with {old_d} for good; it's {new} these days.",
                ],
            ),
            (
                "subject not at the start",
                [
                    "At the moment it's {new} that [I'm|{S} is] working.",
                    "Since the reorganisation, {new} is [my|{Sp}] pattern.",
                ],
            ),
        ],
        "q_newest": [
            "What shifts [am I|is {S}] working now?",
            "What's [my|{Sp}] work schedule these days?",
            "What's [my|{Sp}] rota at the moment?",
            "What hours [am I|is {S}] currently working?",
        ],
        "q_still": ["[Am I|Is {S}] still on {prev}?", "[Do I|Does {S}] still work {prev}?"],
        "q_before": [
            "What schedule was [I|{S}] on before {later_d}?",
            "What shifts did [I|{S}] work before switching to {later}?",
        ],
        "q_first": [
            "What was [my|{Sp}] original work schedule?",
            "What shifts was [I|{S}] on at first?",
            "To begin with, what was [my|{Sp}] rota?",
        ],
        "negatives": [
            (
                "notcur",
                "one-off",
                "[Swapped|{S} swapped] onto {v} for one week to cover someone's holiday.",
            ),
            (
                "any",
                "someone else's",
                "[My|{Sp}] partner is on {v} and [we|they] barely see each other.",
            ),
            (
                "fresh",
                "consideration",
                "[I've|{S} has] asked HR whether {v} would be possible, no answer yet.",
            ),
            ("fresh", "trial", "[I|{S}] trialled {v} for a fortnight, but it didn't stick."),
            (
                "old",
                "old document",
                "Found an old rota pinned to the fridge from when [I was|{S} was] on {v}.",
            ),
            (
                "any",
                "present event",
                "[I'm|{S} is] covering tonight for a colleague who's normally on {v}.",
            ),
        ],
        "distract": [
            "{P} is on {v}.",
            "{P} just moved to {v}.",
            "{P}'s team has gone over to {v}.",
        ],
    },
    {
        "kind": "running",
        "values": [
            "the canal towpath loop",
            "the park 5k",
            "the river loop",
            "the hill circuit",
            "the seafront out-and-back",
            "the forest trail",
            "the reservoir loop",
            "the old railway path",
            "the bridge-to-bridge route",
            "the common 10k",
            "the cathedral loop",
        ],
        "original": [
            "[My|{Sp}] usual run is {v}.",
            "[I|{S}] [run|runs] {v} most mornings.",
            "Go-to route when [I|{S}] [need|needs] to clear [my|{pos}] head: {v}.",
            "Three times a week [I|{S}] [do|does] {v} before work.",
        ],
        "phrasings": [
            (
                "colloquial lower-case",
                [
                    "~[|{S}'s ]doing {new} now instead of {old}, legs are dead lol",
                    "~ok {new} is [my|{Sp}] route now, {old} got boring",
                ],
            ),
            (
                "passive",
                [
                    "{old} has been dropped from [my|{Sp}] routine; {new} is the regular run now.",
                    "[My|{Sp}] training plan has been rewritten around {new} as the regular weekly run.",
                ],
            ),
            (
                "indirect",
                [
                    "Strava keeps giving [me|{S}] the segment crown on {new}, [I've|{sub}'s] done it so many times now.",
                    "[I|{S}] could run {new} with [my|{pos}] eyes shut at this point, [I do|{sub} does] it every week.",
                ],
            ),
            (
                "narrative",
                [
                    "After the roadworks started on [my|{Sp}] old route, [I|{sub}] had to find a new one, and {new} has stuck as [my|{pos}] go-to run.",
                    "[Spent|{S} spent] a few weeks trying different routes after the move, and {new} is the one [I|{sub}] [keep|keeps] coming back to.",
                ],
            ),
        ],
        "q_newest": [
            "What's [my|{Sp}] usual running route now?",
            "Where [do I|does {S}] go running these days?",
            "What's [my|{Sp}] go-to run at the moment?",
            "Which route [do I|does {S}] currently run?",
        ],
        "q_still": ["[Do I|Does {S}] still run {prev}?", "Is {prev} still [my|{Sp}] usual run?"],
        "q_before": [
            "What was [my|{Sp}] usual run before {later}?",
            "Which route did [I|{S}] run before {later}?",
        ],
        "q_first": [
            "What was [my|{Sp}] original running route?",
            "Which route did [I|{S}] run at first?",
            "To begin with, what was [my|{Sp}] go-to run?",
        ],
        "negatives": [
            (
                "notcur",
                "one-off",
                "[Did|{S} did] {v} once with a friend on Saturday, just for a change.",
            ),
            ("any", "someone else's", "[My|{Sp}] running buddy swears by {v}."),
            (
                "fresh",
                "consideration",
                "[I'm|{S} is] thinking about trying {v} when the evenings get lighter.",
            ),
            (
                "any",
                "present event",
                "[I'm|{S} is] marshalling at a charity race on {v} this Sunday.",
            ),
            (
                "old",
                "old document",
                "Strava flagged a memory from {v}, back when that was [my|{Sp}] route.",
            ),
            ("fresh", "trial", "[Tried|{S} tried] {v} twice, but it didn't stick."),
        ],
        "distract": [
            "{P}'s usual run is {v}.",
            "{P} runs {v} every weekend.",
            "{P} set a personal best on {v} on Sunday.",
        ],
    },
]

CHATTER = [
    "The boiler is making that clicking noise again.",
    "Need to buy a birthday present for [my|{Sp}] mum before Friday.",
    "The tomatoes on the balcony finally got some sun.",
    "Dentist appointment moved to Thursday at half nine.",
    "Booked flights to Porto for the long weekend in May.",
    "[I|{S}] finally fixed the squeaky hinge on the bathroom door.",
    "It snowed for about ten minutes and then just turned to slush.",
    "The landlord says the new windows are going in next month.",
    "Reminder: the recycling goes out on Wednesdays.",
    "[My|{Sp}] sister is visiting from Lisbon in a couple of weeks.",
    "Made a huge batch of lentil soup, enough for days.",
    "The library fine was only 40p in the end.",
    "[I've|{S} has] been reading a really good novel about a lighthouse keeper.",
    "The neighbours are having their kitchen redone, the drilling starts at eight.",
    "Lost a glove somewhere between the shop and home.",
    "The council finally filled in the pothole outside the house.",
    "[I|{S}] sent off the passport renewal form today.",
    "Tried a new recipe for banana bread, came out a bit dense.",
    "The washing machine is beeping for no reason again.",
    "Cousin's wedding is in Galway in August.",
    "It's been grey and drizzly all week.",
    "Need to sort out the tax return before the deadline.",
    "Bought a new duvet, the old one was flat as a pancake.",
    "The houseplant [I|{S}] thought was dead has a new leaf.",
    "Spent the evening assembling a bookshelf, two screws left over.",
    "There's a jigsaw on the dining table that nobody is allowed to touch.",
    "The post office queue was out the door this morning.",
    "[My|{Sp}] grandad turned ninety on Sunday, big family lunch.",
    "Ordered new curtains for the bedroom.",
    "The smoke alarm needed a new battery at 3am, of course.",
    "Got the chimney swept at last.",
    "Finally finished the crossword without cheating.",
    "The window cleaner didn't turn up again.",
    "Started keeping a gratitude journal, day three so far.",
    "Picked up some seeds for the allotment.",
    "The street is closed on Saturday for the market.",
]

SUBJECTS = [
    ("Ana", "f"),
    ("Kenji", "m"),
    ("Priya", "f"),
    ("Tomasz", "m"),
    ("Leila", "f"),
    ("Dmitri", "m"),
    ("Chloe", "f"),
    ("Ravi", "m"),
    ("Ingrid", "f"),
    ("Mateo", "m"),
    ("Nia", "f"),
    ("Femi", "m"),
    ("Hana", "f"),
    ("Rory", "m"),
    ("Sofia", "f"),
    ("Jonah", "m"),
    ("Aisha", "f"),
    ("Bilal", "m"),
    ("Mei", "f"),
    ("Owen", "m"),
    ("Zara", "f"),
    ("Emeka", "m"),
    ("Freya", "f"),
    ("Tariq", "m"),
    ("Greta", "f"),
    ("Diego", "m"),
    ("Yuki", "f"),
    ("Callum", "m"),
    ("Marta", "f"),
    ("Arjun", "m"),
]
OTHERS = [
    "Tom",
    "Beth",
    "Gareth",
    "Lucy",
    "Sam",
    "Noor",
    "Jack",
    "Eliza",
    "Ruth",
    "Dev",
    "Ines",
    "Hugo",
    "Ola",
    "Frank",
    "Pippa",
    "Wes",
    "Maya",
    "Conor",
]
PETS = [
    ("Biscuit", "dog"),
    ("Miso", "cat"),
    ("Pepper", "dog"),
    ("Juniper", "cat"),
    ("Rolo", "rabbit"),
    ("Mochi", "cat"),
    ("Bramble", "dog"),
    ("Pickle", "rabbit"),
    ("Clementine", "cat"),
    ("Otto", "dog"),
]

ARTICLE_EXCEPTIONS = {"ukulele": "a", "OnePlus 12": "a", "Xperia 10": "an"}


# ----------------------------------------------------------------- forms
def art(v: str) -> str:
    if v.lower().startswith(("the ", "a ", "an ")):
        return v
    if v in ARTICLE_EXCEPTIONS:
        return f"{ARTICLE_EXCEPTIONS[v]} {v}"
    return ("an " if v[0].lower() in "aeiou" else "a ") + v


def bare(v: str) -> str:
    for d in ("the ", "a ", "an "):
        if v.startswith(d):
            return v[len(d) :]
    return v


def the_form(v: str) -> str:
    for d in ("a ", "an "):
        if v.startswith(d):
            return "the " + v[len(d) :]
    return v


def forms(v: str, prefix: str = "") -> dict:
    if not prefix:
        return {
            "v": v,
            "a": art(v),
            "p": v + "s",
            "b": bare(v),
            "d": the_form(v),
            "ab": art(bare(v)),
        }
    return {
        prefix: v,
        "a_" + prefix: art(v),
        prefix + "_p": v + "s",
        prefix + "_b": bare(v),
        prefix + "_d": the_form(v),
        "a_" + prefix + "_b": art(bare(v)),
    }


def person(first: bool, name: str = "", gender: str = "f") -> dict:
    if first:
        return {"S": "I", "Sp": "my", "pos": "my", "obj": "me", "sub": "I", "refl": "myself"}
    f = gender == "f"
    return {
        "S": name,
        "Sp": name + "'s",
        "pos": "her" if f else "his",
        "obj": "her" if f else "him",
        "sub": "she" if f else "he",
        "refl": "herself" if f else "himself",
    }


BRACKET = re.compile(r"\[([^\[\]|]*)\|([^\[\]|]*)\]")
FIELD = re.compile(r"\{(\w+)\}")


def render(t: str, ctx: dict, first: bool) -> str:
    lower = t.startswith("~")
    if lower:
        t = t[1:]
    t = BRACKET.sub(lambda m: m.group(1) if first else m.group(2), t)
    t = FIELD.sub(lambda m: ctx[m.group(1)], t)
    t = re.sub(r"\s+", " ", t).strip()
    assert not any(c in t for c in "[{|"), t
    if not lower and t[0].islower() and not t.startswith(("iPhone", "iD ")):
        t = t[0].upper() + t[1:]
    return t


def mentions(text: str, v: str) -> bool:
    """Whole-phrase, case-insensitive mention of v (or of v without determiner)."""
    for form in {v, bare(v)}:
        if re.search(r"(?<!\w)" + re.escape(form.lower()) + r"s?(?!\w)", text.lower()):
            return True
    return False


def clash(a: str, b: str) -> bool:
    return mentions(a, b) or mentions(b, a)


def fmt_date(d: dt.date) -> str:
    return f"{d.day} {MONTHS[d.month - 1]}"


# ----------------------------------------------------------------- build
def pick_chain(rng: random.Random, values: list, n: int) -> list:
    while True:
        chain = rng.sample(values, n)
        if all(not clash(x, y) for i, x in enumerate(chain) for y in chain[i + 1 :]):
            return chain


def build_item(rng, spec, p, asks, which, n, first, subj, pet, neg_last, neg_last_old, qtmpl):
    """Return (row, meta) for one item, or None if texts collide (caller retries)."""
    name, gender = subj
    pctx = person(first, name, gender)
    pctx["pet"], pctx["animal"] = pet
    chain = pick_chain(rng, spec["values"], n)
    fresh = [v for v in spec["values"] if all(not clash(v, c) for c in chain)]
    style, variants = spec["phrasings"][p]

    # --- abstract events --------------------------------------------------
    values = [
        {"role": "value", "value": chain[0], "tmpl": rng.choice(spec["original"]), "kind": "orig"}
    ]
    for i in range(1, n):
        tmpl = variants[0] if i == n - 1 else variants[1]
        values.append(
            {"role": "value", "value": chain[i], "old": chain[i - 1], "tmpl": tmpl, "kind": "upd"}
        )

    if asks == "newest":
        exp_idx = n - 1
    elif which == "before":
        exp_idx = n - 2
    else:
        exp_idx = 0

    negs = spec["negatives"]
    used = set()

    def choose(cat_val, tags, after, final=False):
        opts = [t for t in negs if t[0] in tags and t[2] not in used]
        special = [t for t in opts if t[0] != "any"]
        if special and rng.random() < 0.65:  # prefer the value-specific kinds
            opts = special
        if not opts:
            return None
        tag, typ, tmpl = rng.choice(opts)
        used.add(tmpl)
        aft = after if tag in ("old", "notcur") or after == 0 else 0
        return {
            "role": "negative",
            "value": cat_val,
            "tmpl": tmpl,
            "type": typ,
            "tag": tag,
            "after": aft,
            "final": final,
        }

    n_neg = rng.choice([1, 2])
    neg_events = []
    final_neg = None
    if neg_last:
        if neg_last_old:
            i = rng.randrange(0, n - 1)
            if asks == "older" and rng.random() < 0.5:
                i = exp_idx
            final_neg = choose(chain[i], ("any", "old", "notcur"), i + 1, final=True)
        else:
            if rng.random() < 0.7:
                final_neg = choose(rng.choice(fresh), ("any", "fresh", "notcur"), 0, final=True)
            else:
                final_neg = choose(chain[-1], ("any",), 0, final=True)
        final_neg["names_old"] = neg_last_old
        n_neg -= 1
    while len(neg_events) < n_neg:
        r = rng.random()
        if r < 0.4:  # an old value of the chain (often the expected one)
            i = rng.randrange(0, n - 1)
            if asks == "older" and rng.random() < 0.6:
                i = exp_idx
            tags = ("any", "old", "notcur") if i + 1 <= n - 2 else ("any",)
            ev = choose(chain[i], tags, i + 1)
        elif r < 0.55:
            ev = choose(chain[-1], ("any",), 0)
        else:
            ev = choose(rng.choice(fresh), ("any", "fresh", "notcur"), 0)
        if ev is not None:
            neg_events.append(ev)

    n_dis = rng.choice([2, 3, 4])
    others = [o for o in OTHERS if o != name]
    dis_events = []
    kinds_of_dis = ["other", "chatter"] + [
        rng.choice(["other", "chatter"]) for _ in range(n_dis - 2)
    ]
    used_d, used_c = set(), set()
    for kd in kinds_of_dis:
        if kd == "other":
            t = rng.choice([x for x in spec["distract"] if x not in used_d])
            used_d.add(t)
            v = rng.choice(chain) if rng.random() < 0.5 else rng.choice(fresh)
            dis_events.append(
                {
                    "role": "distractor",
                    "tmpl": t,
                    "dvalue": v,
                    "P": rng.choice(others),
                    "dkind": "other",
                }
            )
        else:
            t = rng.choice([x for x in CHATTER if x not in used_c])
            used_c.add(t)
            dis_events.append({"role": "distractor", "tmpl": t, "dkind": "chatter"})

    # --- ordering ----------------------------------------------------------
    seq = list(values)
    for ev in neg_events:
        lo = seq.index(values[ev["after"]]) + 1
        hi = seq.index(values[-1])  # strictly before the newest value
        assert lo <= hi, (ev, lo, hi)
        seq.insert(rng.randint(lo, hi), ev)
    for ev in dis_events:
        seq.insert(rng.randint(0, len(seq)), ev)
    if final_neg is not None:
        seq.append(final_neg)

    # --- times -------------------------------------------------------------
    start = dt.date(2026, 1, rng.randint(2, 20))
    dates = [start]
    for _ in range(len(seq) - 1):
        dates.append(dates[-1] + dt.timedelta(days=rng.randint(2, 20)))

    # --- render ------------------------------------------------------------
    statements = []
    for k, ev in enumerate(seq):
        ctx = dict(pctx)
        if ev["role"] == "value":
            ctx.update(forms(ev["value"]))
            if ev["kind"] == "upd":
                ctx.update(forms(ev["value"], "new"))
                ctx.update(forms(ev["old"], "old"))
                lo = dates[k - 1] + dt.timedelta(days=1)
                span = (dates[k] - lo).days
                ctx["since"] = fmt_date(lo + dt.timedelta(days=rng.randint(0, span)))
        elif ev["role"] == "negative":
            ctx.update(forms(ev["value"]))
        else:
            if ev["dkind"] == "other":
                ctx.update(forms(ev["dvalue"]))
                ctx["P"] = ev["P"]
        text = render(ev["tmpl"], ctx, first)
        hour, minute = rng.randint(7, 22), rng.choice([0, 5, 10, 15, 20, 30, 40, 45, 50])
        at = dt.datetime(dates[k].year, dates[k].month, dates[k].day, hour, minute, tzinfo=dt.UTC)
        st = {
            "text": text,
            "day": (dates[k] - start).days + 1,
            "at": at.isoformat(),
            "role": ev["role"],
        }
        if ev["role"] == "value":
            st["value"] = ev["value"]
        statements.append(st)
        ev["text"] = text

    texts = [s["text"] for s in statements]
    if len(set(texts)) != len(texts):
        return None

    qctx = dict(pctx)
    qctx.update(forms(chain[-2], "prev"))
    if asks == "older" and which == "before":
        qctx.update(forms(chain[exp_idx + 1], "later"))
    question = render(qtmpl, qctx, first)
    if not question.endswith("?"):
        return None

    row = {
        "id": None,
        "kind": spec["kind"],
        "phrasing": p,
        "split": SPLIT,
        "asks": asks,
        "subject": "I" if first else name,
        "question": question,
        "expected": values[exp_idx]["text"],
        "candidates": [s["text"] for s in statements if s["role"] in ("value", "negative")],
        "statements": statements,
    }
    meta = {
        "chain": chain,
        "exp_idx": exp_idx,
        "which": which,
        "style": style,
        "neg_last": neg_last,
        "neg_last_old": neg_last_old,
        "neg_types": [e["type"] for e in neg_events + ([final_neg] if final_neg else [])],
        "neg_values": [
            (e["value"], e.get("final", False))
            for e in neg_events + ([final_neg] if final_neg else [])
        ],
        "n_dis": len(dis_events),
    }
    return row, meta


def build():
    rng = random.Random(SEED)
    n_items = len(KINDS) * 4 * 4
    first_flags = [True] * round(n_items * 0.4) + [False] * (n_items - round(n_items * 0.4))
    rng.shuffle(first_flags)
    n_combos = len(KINDS) * 4
    old_flags = [True] * (n_combos // 2) + [False] * (n_combos - n_combos // 2)
    rng.shuffle(old_flags)
    names = list(SUBJECTS)
    rng.shuffle(names)
    name_i = 0

    rows, metas = [], []
    c = 0
    for spec in KINDS:
        for p in range(4):
            # item slots: newest A, newest B, older "before", older "first"
            slots = [("newest", None), ("newest", None), ("older", "before"), ("older", "first")]
            chains = [3, 2, 3, 2] if c % 2 == 0 else [2, 3, 2, 3]
            neg_slot = rng.randrange(4)
            qn = rng.sample(spec["q_newest"], 2)
            q_for = [
                qn[0],
                rng.choice(spec["q_still"]) if rng.random() < 0.5 else qn[1],
                rng.choice(spec["q_before"]),
                rng.choice(spec["q_first"]),
            ]
            for s, (asks, which) in enumerate(slots):
                idx = len(rows)
                first = first_flags[idx]
                subj = ("", "f")
                if not first:
                    subj = names[name_i % len(names)]
                    name_i += 1
                pet = PETS[rng.randrange(len(PETS))]
                for _attempt in range(50):
                    res = build_item(
                        rng,
                        spec,
                        p,
                        asks,
                        which,
                        chains[s],
                        first,
                        subj,
                        pet,
                        s == neg_slot,
                        old_flags[c],
                        q_for[s],
                    )
                    if res is not None:
                        break
                else:
                    raise RuntimeError("could not build item")
                row, meta = res
                row["id"] = f"f{idx + 1:03d}"
                rows.append(row)
                metas.append(meta)
            c += 1
    return rows, metas


# ----------------------------------------------------------------- checks
KEYS = [
    "id",
    "kind",
    "phrasing",
    "split",
    "asks",
    "subject",
    "question",
    "expected",
    "candidates",
    "statements",
]


def self_test(rows, metas):
    kinds = [spec["kind"] for spec in KINDS]
    assert len(rows) == 192
    for i, (r, m) in enumerate(zip(rows, metas, strict=False)):
        assert list(r.keys()) == KEYS, r.keys()
        assert r["id"] == f"f{i + 1:03d}"
        assert r["kind"] in kinds
        assert r["phrasing"] in range(4)
        assert r["split"] == SPLIT
        assert r["asks"] in ("newest", "older")
        assert isinstance(r["question"], str)
        assert r["question"].endswith("?")
        st = r["statements"]
        texts = [s["text"] for s in st]
        assert len(set(texts)) == len(texts), r["id"]
        prev = None
        first_date = dt.datetime.fromisoformat(st[0]["at"]).date()
        assert first_date.year == 2026
        assert first_date.month == 1
        assert st[0]["day"] == 1
        for s in st:
            assert s["role"] in ("value", "negative", "distractor")
            assert set(s) == (
                {"text", "day", "at", "role", "value"}
                if s["role"] == "value"
                else {"text", "day", "at", "role"}
            ), s
            t = dt.datetime.fromisoformat(s["at"])
            assert s["at"].endswith("+00:00")
            assert t.utcoffset() == dt.timedelta(0)
            assert s["day"] == (t.date() - first_date).days + 1
            if prev is not None:
                assert 2 <= (t.date() - prev.date()).days <= 20
                assert t > prev
            prev = t
            assert s["text"]
            assert s["text"] == s["text"].strip()
        vals = [s for s in st if s["role"] == "value"]
        negs = [s for s in st if s["role"] == "negative"]
        dis = [s for s in st if s["role"] == "distractor"]
        assert [s["value"] for s in vals] == m["chain"]
        assert len(vals) in (2, 3)
        assert 1 <= len(negs) <= 2
        assert 2 <= len(dis) <= 4
        for s in vals:
            assert mentions(s["text"], s["value"]), s
        if r["subject"] != "I":  # third person: the subject (or the subject's pet) is named
            pet_names = [n for n, _ in PETS]
            for s in vals + negs:
                assert r["subject"] in s["text"] or any(n in s["text"] for n in pet_names), s[
                    "text"
                ]
            assert r["subject"] in r["question"] or any(n in r["question"] for n in pet_names)
        for s in negs:
            assert any(mentions(s["text"], v) for v in KINDS[kinds.index(r["kind"])]["values"]), s
        assert r["candidates"] == [s["text"] for s in st if s["role"] in ("value", "negative")]
        assert r["expected"] in r["candidates"]
        exp = next(s for s in st if s["text"] == r["expected"])
        assert exp["role"] == "value"
        chain = m["chain"]
        if r["asks"] == "newest":
            assert exp is vals[-1]
        elif m["which"] == "before":
            assert exp is vals[-2]
            later = chain[vals.index(exp) + 1]
            assert mentions(r["question"], later), r["question"]
        else:
            assert exp is vals[0]
        cands = [s for s in st if s["role"] in ("value", "negative")]
        assert (cands[-1]["role"] == "negative") == m["neg_last"], r["id"]
        if m["neg_last"]:
            assert st[-1]["role"] == "negative"
            last_text = st[-1]["text"]
            names_old = any(mentions(last_text, v) for v in chain[:-1])
            assert names_old == m["neg_last_old"], (r["id"], last_text)
    return True


def main():
    rows, metas = build()
    self_test(rows, metas)
    with open(OUT, "w", encoding="utf-8", newline="\n") as fh:
        for r in rows:
            fh.write(json.dumps(r, ensure_ascii=False) + "\n")

    print(f"wrote {len(rows)} items to {os.path.relpath(OUT)}")
    print("items per kind:", dict(Counter(r["kind"] for r in rows)))
    print(
        "asks:",
        dict(Counter(r["asks"] for r in rows)),
        " older by type:",
        dict(Counter(m["which"] for m in metas if m["which"])),
    )
    print(
        "chains of 3:",
        sum(len(m["chain"]) == 3 for m in metas),
        " chains of 2:",
        sum(len(m["chain"]) == 2 for m in metas),
    )
    print(
        "chains of 3 by question:",
        dict(
            Counter(
                (r["asks"], m["which"])
                for r, m in zip(rows, metas, strict=False)
                if len(m["chain"]) == 3
            )
        ),
    )
    nl = sum(m["neg_last"] for m in metas)
    nlo = sum(m["neg_last"] and m["neg_last_old"] for m in metas)
    print(f"newest statement is a hard negative: {nl} (naming an old value: {nlo})")
    print("first-person items:", sum(r["subject"] == "I" for r in rows))
    print(
        "negatives per item:",
        dict(Counter(len(m["neg_types"]) for m in metas)),
        " types:",
        dict(Counter(t for m in metas for t in m["neg_types"])),
    )
    print("distractors per item:", dict(Counter(m["n_dis"] for m in metas)))
    print(
        "phrasing styles:",
        dict(Counter(spec["phrasings"][p][0] for spec in KINDS for p in range(4))),
    )
    print("self-test: ok")


if __name__ == "__main__":
    main()
