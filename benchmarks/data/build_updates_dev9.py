#!/usr/bin/env python3
"""Held-out "attribute update" set, split dev9: data card and generator.

Written blind. The author did not read the memory library's code, its tests,
its scorer or any of the other evaluation sets or their builders. Only the task
description and the row schema below were known.

What it tests
-------------
A memory holds short chat messages, one statement per message, each with a
timestamp, the way a person types them to an assistant over a few weeks. Some
statements change a personal attribute of a subject (who babysits, which pub is
the local, which parking bay...). For a question about the current value, the
statement that gave the newest value must rank first among the subject's
statements. For a question about an older value, the statement that gave that
older value must rank first. Hard negatives name the subject and a value of the
same kind but leave the standing value as it is. Distractors are other people's
values and unrelated chatter.

Kinds (12, value types mixed)
-----------------------------
optician (business names, brands, a descriptive place), plumber (people,
firms, "the Polish guy from round the corner"), babysitter (people),
piano_teacher (people with titles, "a guy called Marcus on Zoom"), local_pub
(multi-word pub names such as "The Crown and Anchor"), cinema (chain brands,
some in lower case such as "cineworld"), florist (shops, stalls), tailor
("the Polish lady on Elm Road", firms), parking_spot (bay numbers, levels,
"the layby on Orchard Close"), market_stall (farm names and descriptions),
bookshop (chains, independents, charity shops), five_a_side (a weekly slot
such as "Tuesday 6pm").

Size and layout
---------------
12 kinds x 5 update phrasings x 4 questions = 240 rows, ids k001..k240.
Every row is its own item, with its own subject, values, negatives and
distractors. Per (kind, phrasing) there are 2 `newest` and 2 `older` rows,
2 chains of three values and 2 of two values, and exactly one item whose
newest statement from the subject is a hard negative. Over the set, 30 of
these 60 name an older value of the chain and 30 name a value the subject
never had.

Update phrasings (phrasing 0..4; each kind uses 5 different styles)
-------------------------------------------------------------------
The styles across the set: plain ("X is my Y now"); narrative ("finally
ditched A ... B from now on"); indirect (the attribute only implied by an
activity); negation of the old value ("not going to A any more, it's B");
dated ("since the 3rd ...", with a real day of the month a few days before
the message); passive; fragments; lower-case chat with slang (the whole
message is lower case, names included); subject late in the sentence; a
relation or friend as the subject ("my sister Aiko's ..."); a question back
to the assistant ("B is my new Y, any tips?"); the update in a second clause
after unrelated content; "went back to" (to a place the person had before
the memory began, so every value of a chain is still different).
The first value of every chain uses one of four kind-specific openers, which
are not update wordings. In a three-value chain the middle update uses one of
the other four phrasings of the same kind, rotating.

Questions
---------
`newest` wordings rotate: "now", "these days", "currently", a yes/no "still"
question naming either the previous value or the newest one, no time word,
"latest". The expected statement is always the one giving the newest value.
`older` wordings rotate over ten types, each with one to three surface forms:
"before <value>" (expects the value just before the named one; in
three-value chains the named value is the newest or the middle one);
"originally", "at first", "to begin with", "first" (expect the first value);
"previously", "used to", "old", "the one before", "before switching" (expect
the value just before the newest).

Hard negatives (1-2 per item)
-----------------------------
One-off visits, plans that fell through, a friend's recommendation, advice
given to someone else, trials that did not stick, quotes and prices, a past
event ("went to A once in 2019"), and, for old chain values, nostalgia
("miss A's ..."), leftovers (gift cards, loyalty cards), reminders and
e-mails from the old place, habit slips. A negative names either a fresh value
or a value of the chain that is older than the one standing at that time,
never the newest value and never the standing one. Negatives other than the
final one sit before the last value statement.

Distractors (2-4 per item)
--------------------------
At least one other person's value of the same attribute (about a quarter of
those reuse a value from the item's chain), the rest unrelated chatter. They
never name the subject: they hold no first-person words and no subject name.

Subjects
--------
About 40% of items are "I" (the user: I, my, me); the rest use first names of
many origins (Japanese, Yoruba, Irish, Polish, Swahili, Persian, ...). The
name appears in every value statement and hard negative of its item, in lower
case in the lower-case chat phrasing.

Time
----
`day` counts days after 2026-01-05. The first statement falls on day 0-10,
consecutive statements are 2-20 days apart, and the time of day is weighted
towards lunch and evenings. `at` is ISO 8601 in UTC.

Rows hold exactly: id, kind, phrasing, split, asks, subject, question,
expected, candidates (value and negative texts in order) and statements
(text, day, at, role, and value for role "value").
Deterministic: random.Random(9091), Python 3 standard library only.
Run from the worktree root: python3 benchmarks/data/build_updates_dev9.py
"""

import json
import os
import random
import re
from collections import Counter
from datetime import UTC, datetime, timedelta

SEED = 9091
SPLIT = "dev9"
BASE = datetime(2026, 1, 5, tzinfo=UTC)
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "updates_dev9.jsonl")

# --------------------------------------------------------------------------
# Template mini-language
#   [[first person||third person]]  picks a branch by subject type
#   {S} I / Name      {Ss} my / Name's     {SO} me / Name
#   {P} my / her|his  {N} I / she|he       {O} me / her|him
#   {RS} I / "my sister Name"  ({Ss^} etc. capitalised)
#   {V} value  {OLD} previous value  {X} negative/other value  {ON} other name
#   {DOM} ordinal day of month a few days before the message
# --------------------------------------------------------------------------

KINDS = [
    {
        "kind": "optician",
        "noun": "optician",
        "wh": "Who",
        "pres": "Where [[do||does]] {S} get {P} eyes tested",
        "past": "Where did {S} get {P} eyes tested",
        "used": "Where did {S} use to get {P} eyes tested",
        "values": [
            "Specsavers",
            "Vision Express",
            "Boots Opticians",
            "Hartley & Rowe Opticians",
            "the little place behind the station",
            "Optical Express",
            "Leightons",
            "Dean & Shah Eyecare",
            "Scrivens",
            "the independent one on Mill Lane",
            "Clearview Optometrists",
            "the optician inside the big Tesco",
        ],
        "openers": [
            "{Ss} optician is {V}, been going there for years.",
            "Eye test booked at {V} next month, that's where {S} always [[go||goes]].",
            "{S} [[get||gets]] {P} glasses from {V}, [[have||has]] done for ages.",
            "For the record, {V} is where {S} [[have||has]] {P} eyes checked.",
        ],
        "updates": [
            ("plain", "{V} is {Ss} optician now."),
            (
                "indirect",
                "{V} did {Ss} eye test on Thursday and it was so much more thorough than anything {OLD} ever bothered with. New lenses are amazing.",
            ),
            (
                "negation",
                "[[I'm||{S}'s]] not going to {OLD} for eye tests any more, it's {V} from now on.",
            ),
            (
                "lowercase",
                "ok so [[I||{S}]] moved all [[my||{P}]] eye stuff over to {V} lol, {OLD} kept cancelling on [[me||{O}]] tbh",
            ),
            (
                "question_back",
                "[[I've||{S}'s]] switched to {V} for eye tests. [[Any tips for the first appointment?||Anything {N} should ask at the first appointment?]]",
            ),
        ],
        "neg_fresh": [
            "{Ss} mate keeps raving about {X}, might give them a go one day but not yet.",
            "[[I||{S}]] got a quote from {X} for varifocals. £240! Not happening.",
            "Popped into {X} for a quick frame adjustment since it was on the way, {S} [[haven't||hasn't]] moved though.",
            "[[I||{S}]] was going to book an eye test at {X} but they had nothing till May, so scrapped that.",
            "[[I||{S}]] told [[my||{P}]] brother he should try {X} for contacts, they're meant to be cheap.",
            "[[I||{S}]] tried the online eye check thing from {X}, pretty useless, not switching.",
        ],
        "neg_old": [
            "[[I||{S}]] kind of [[miss||misses]] the waiting room at {X}, they had proper coffee.",
            "{X} sent {SO} a reminder that the eye test is due. Binned it.",
            "[[I've||{S}'s]] still got a spare pair from {X} kicking around in the car.",
            "Walked past {X} today and the woman on the desk waved at {SO}, awkward since [[I||{N}]] left.",
        ],
        "others": [
            "{ON}'s optician is {X}.",
            "{ON} goes to {X} for contacts, apparently they're cheap.",
            "{ON} just got new frames from {X}, they look great.",
        ],
    },
    {
        "kind": "plumber",
        "noun": "plumber",
        "wh": "Who",
        "pres": "Who [[do||does]] {S} call when something leaks",
        "past": "Who did {S} call for plumbing jobs",
        "used": "Who did {S} use to call for plumbing jobs",
        "values": [
            "Gary Pellow",
            "the Polish guy from round the corner",
            "FlowRight Plumbing",
            "Dave from Kettering Heating",
            "Mr Adeyemi",
            "PipeDream Plumbers",
            "the bloke off Checkatrade",
            "Hughes & Son",
            "Stelios",
            "Northfield Plumbing and Heating",
            "Barry the plumber",
            "the lad who did next door's bathroom",
        ],
        "openers": [
            "{Ss} plumber is {V}, they've done pretty much everything in the house.",
            "Whenever anything leaks {S} [[ring||rings]] {V}.",
            "{V} is the plumber {S} always [[use||uses]], reliable and not too pricey.",
            "{V} fitted {Ss} boiler last year, so that's who {S} [[call||calls]] for that stuff.",
        ],
        "updates": [
            (
                "narrative",
                "Finally ditched {OLD} after the third no-show. [[I'm||{S}'s]] using {V} from now on.",
            ),
            (
                "passive",
                "Plumbing jobs at [[my place||{Ss} place]] are being done by {V} now, {OLD}'s off the list.",
            ),
            (
                "relation_subject",
                "[[I've||{RS}'s]] got a new plumber, {V}. Apparently {OLD} was getting way too expensive.",
            ),
            (
                "second_clause",
                "Long day, the kitchen tap's been dripping all week, anyway [[I've||{S}'s]] started using {V} for plumbing because {OLD} never called back.",
            ),
            (
                "went_back",
                "[[I||{S}]] went back to {V}, the plumber [[I||{N}]] had years ago before {OLD}. At least {V} actually turns up.",
            ),
        ],
        "neg_fresh": [
            "{X} quoted {SO} £380 just to move a radiator, so that's not happening.",
            "[[My||{Ss}]] neighbour swears by {X}, [[I||{N}]] might try them if the usual one's ever booked up.",
            "[[I||{S}]] had {X} round once when the usual one was on holiday, only for the shower.",
            "[[I||{S}]] nearly booked {X} for the bathroom leak, then fixed it with a YouTube video lol.",
            "[[I||{S}]] told [[my||{P}]] dad to ring {X} about his boiler.",
            "{X} put a flyer through {Ss} door. Not switching, but [[I||{N}]] kept it just in case.",
        ],
        "neg_old": [
            "{X} finally sent {SO} the invoice from ages ago, only took them four months.",
            "[[I||{S}]] kind of [[miss||misses]] {X}, they always cleaned up after themselves.",
            "[[I||{S}]] spotted {X} outside the chippy, haven't seen them in ages.",
            "The warranty on the boiler {X} fitted for {SO} runs out in June.",
        ],
        "others": [
            "{ON} uses {X} for plumbing.",
            "{ON} had {X} fix the downstairs loo, took them about an hour.",
            "{ON}'s plumber is {X}, apparently really good.",
        ],
    },
    {
        "kind": "babysitter",
        "noun": "babysitter",
        "wh": "Who",
        "pres": "Who babysits for {SO}",
        "past": "Who babysat for {SO}",
        "used": "Who used to babysit for {SO}",
        "values": [
            "Maisie from next door",
            "Ellen Parrish",
            "Tomasz's daughter Ola",
            "Bethany",
            "Joss the student upstairs",
            "Nanette",
            "Grace Mbeki",
            "Harriet from church",
            "Lottie",
            "Mrs Kowalczyk",
            "Ines",
            "Dora from the corner house",
        ],
        "openers": [
            "{V} babysits for {SO} on Friday nights.",
            "{Ss} babysitter is {V}, the kids think {V} is brilliant.",
            "When {S} [[go||goes]] out, {V} watches the kids.",
            "{V} is the one who looks after {Ss} two when [[I'm||{N}'s]] out.",
        ],
        "updates": [
            ("dated", "Since the {DOM} it's {V} babysitting for {SO}."),
            ("fragment", "[[My||{Ss}]] new babysitter: {V}. Fridays, 7 till late."),
            (
                "subject_late",
                "{V} has taken over the babysitting from {OLD}, for [[my||{Ss}]] lot anyway.",
            ),
            (
                "lowercase",
                "omg {V} is babysitting for {SO} now, {OLD} got a proper job lol, kids are thrilled tbh",
            ),
            ("negation", "{OLD} isn't babysitting for {SO} any more. It's {V} now."),
        ],
        "neg_fresh": [
            "[[My||{Ss}]] friend recommended {X} as a babysitter, [[I'll||{N}'ll]] keep the number just in case.",
            "{X} covered for one night when [[my||{Ss}]] usual sitter was ill, just the once.",
            "[[I||{S}]] interviewed {X} for babysitting but they wanted £15 an hour, bit steep.",
            "[[I||{S}]] passed on the number for {X} to a mum from swimming who needs a sitter.",
            "[[I||{S}]] was going to try {X} this weekend but the party got cancelled anyway.",
            "{X} did a trial evening for {SO}, the kids weren't keen so that's a no.",
        ],
        "neg_old": [
            "The kids keep asking {SO} when {X} is coming back, bless them.",
            "[[I||{S}]] bumped into {X} at the shops, loving uni apparently.",
            "Found a drawing {X} did with the kids, still stuck on [[my||{Ss}]] fridge.",
            "[[I||{S}]] still [[owe||owes]] {X} for that last Saturday, must sort it.",
        ],
        "others": [
            "{ON}'s babysitter is {X}.",
            "{ON} gets {X} to babysit most weekends.",
            "{X} babysits for {ON} on Wednesdays.",
        ],
    },
    {
        "kind": "piano_teacher",
        "noun": "piano teacher",
        "wh": "Who",
        "pres": "Who teaches {SO} piano",
        "past": "Who taught {SO} piano",
        "used": "Who used to teach {SO} piano",
        "values": [
            "Mrs Okafor",
            "Mr Lindqvist",
            "Helena Voss",
            "a guy called Marcus on Zoom",
            "Ms Tanaka-Reid",
            "the lady at the music shop",
            "Dominic Fairweather",
            "Mr Esposito",
            "Clara Jenkins",
            "Mrs Abernethy",
            "Ruth from the community centre",
            "Anton Petrov",
        ],
        "openers": [
            "{Ss} piano teacher is {V}, lessons on Tuesdays.",
            "{S} [[do||does]] piano with {V} once a week.",
            "{V} has been teaching {SO} piano since last spring.",
            "Piano lesson with {V} tonight and [[I||{S}]] still can't get the left hand right.",
        ],
        "updates": [
            ("plain", "{V} is {Ss} piano teacher now."),
            (
                "narrative",
                "So [[I||{S}]] finally left {OLD}, the lessons were going nowhere, and [[I'm||{N}'s]] doing piano with {V} from now on.",
            ),
            (
                "indirect",
                "{V} had {SO} doing scales for forty minutes on Tuesday. Completely different approach from {OLD}, knackering but brilliant.",
            ),
            (
                "question_back",
                "[[I've||{S}'s]] started piano with {V}. [[What should I practise between lessons?||What should {N} be practising between lessons?]]",
            ),
            ("dated", "From the {DOM} {Ss} piano lessons are with {V} instead of {OLD}."),
        ],
        "neg_fresh": [
            "[[I||{S}]] sat in on a group class run by {X}, fun but not for [[me||{O}]].",
            "{X} offered {SO} a free taster lesson, might take it, might not.",
            "[[My||{Ss}]] cousin said {X} is brilliant with adult beginners.",
            "[[I||{S}]] asked {X} about lessons. £45 for half an hour, no chance.",
            "[[I||{S}]] recommended {X} to a colleague whose son wants to learn.",
            "[[I||{S}]] looked into lessons with {X} but the only free slot was Saturday at 8am, so nope.",
        ],
        "neg_old": [
            "[[I||{S}]] found the Chopin book {X} lent [[me||{O}]], need to give it back.",
            "{X} still sends {SO} a Christmas card every year, sweet.",
            "[[I||{S}]] [[miss||misses]] the little pencil notes {X} used to scribble all over the sheet music.",
            "[[I||{S}]] went along to the students' recital {X} put on, just as a guest, lovely evening.",
        ],
        "others": [
            "{ON} has piano lessons with {X}.",
            "{ON}'s piano teacher is {X}.",
            "{X} teaches {ON}'s son piano on Thursdays.",
        ],
    },
    {
        "kind": "local_pub",
        "noun": "local",
        "wh": "What",
        "pres": "Which pub [[do||does]] {S} drink at",
        "past": "Which pub did {S} drink at",
        "used": "Which pub did {S} use to drink at",
        "values": [
            "The Crown and Anchor",
            "The Red Lion",
            "the Fox and Hounds",
            "The Duke of Wellington",
            "the Brewery Tap",
            "The Old Bell",
            "the Grapes",
            "The Lamb and Flag",
            "The Kings Arms",
            "the Swan on the high street",
            "The Prince Albert",
            "the Bricklayers",
        ],
        "openers": [
            "{Ss} local is {V}, it's about two minutes from the house.",
            "Friday pints at {V} as usual for {SO}.",
            "{V} is where {S} [[drink||drinks]], quiz night's on Wednesdays.",
            "[[I'm||{S}'s]] a regular at {V}, they know the order by now.",
        ],
        "updates": [
            (
                "negation",
                "[[I'm||{S}'s]] not drinking at {OLD} any more since the refurb, {V} is the local now.",
            ),
            ("lowercase", "ngl {V} is [[my||{Ss}]] local now, {OLD} went all gastro lol"),
            (
                "went_back",
                "[[I||{S}]] went back to {V}, the pub [[I||{N}]] used to drink at before {OLD}. Feels like home.",
            ),
            ("subject_late", "Quiz night at {V} from now on, new local for {SO} and the lads."),
            (
                "second_clause",
                "Work's been mad this week, deadline's Friday. Oh and {V} is {Ss} local now, {OLD} got too rowdy.",
            ),
        ],
        "neg_fresh": [
            "[[I||{S}]] went to {X} for a birthday drink, nice enough, one-off though.",
            "Someone told {SO} {X} does a great Sunday roast, might check it out sometime.",
            "[[I||{S}]] was meant to try {X} on Saturday but it was rammed, gave up.",
            "[[I||{S}]] told [[my||{P}]] brother to try {X} when he moves over this way.",
            "[[I||{S}]] paid £7.20 a pint at {X} last night. Never again.",
            "[[I||{S}]] went to {X} once in 2019 for a wedding do, never since.",
        ],
        "neg_old": [
            "[[I||{S}]] still [[miss||misses]] the quiz at {X} tbh.",
            "[[I've||{S}'s]] still got the loyalty card from {X} in the wallet, two stamps off a free pint lol.",
            "[[I||{S}]] saw {X} is under new management now, bit of a shame.",
            "[[I||{S}]] walked past {X} tonight and heard the old quiz host through the window, made [[me||{O}]] smile.",
        ],
        "others": [
            "{ON}'s local is {X}.",
            "{ON} drinks at {X} most Fridays.",
            "{ON} does the quiz at {X} every week.",
        ],
    },
    {
        "kind": "cinema",
        "noun": "cinema",
        "wh": "What",
        "pres": "Which cinema [[do||does]] {S} go to",
        "past": "Which cinema did {S} go to",
        "used": "Which cinema did {S} use to go to",
        "values": [
            "cineworld",
            "odeon",
            "Picturehouse",
            "the Everyman",
            "vue",
            "the Curzon",
            "the Rio",
            "Showcase",
            "the Electric",
            "the Phoenix",
            "the little indie one by the canal",
            "the Regal",
        ],
        "openers": [
            "{S} [[have||has]] a membership at {V}, so that's where the films happen.",
            "{Ss} cinema is {V}, Tuesday nights are half price.",
            "Films are always at {V} for {SO}.",
            "{Ss} membership card for {V} lives in the wallet, [[I||{N}]] [[go||goes]] most weeks.",
        ],
        "updates": [
            ("fragment", "{Ss} cinema now: {V}. Membership sorted."),
            (
                "passive",
                "[[My||{Ss}]] membership's been moved over to {V}, the one at {OLD} is cancelled.",
            ),
            ("plain", "{V} is {Ss} cinema now."),
            (
                "lowercase",
                "switched to {V} lol, [[my||{Ss}]] card for {OLD} is officially dead tbh",
            ),
            (
                "narrative",
                "Got fed up with the sticky floors at {OLD} so [[I||{S}]] signed up at {V}. That's where [[I'll||{N}'ll]] be going from now on.",
            ),
        ],
        "neg_fresh": [
            "[[I||{S}]] saw the new Nolan film at {X} because it wasn't showing anywhere else, just the once.",
            "[[I||{S}]] looked at the membership at {X}, £21 a month, not worth it.",
            "[[My||{Ss}]] flatmate keeps trying to get [[me||{O}]] to join {X}.",
            "[[I||{S}]] had a free trial at {X}, cancelled it before it charged.",
            "[[I||{S}]] nearly went to {X} for the premiere but the tickets sold out.",
            "[[I||{S}]] told a workmate {X} is good for kids' films.",
        ],
        "neg_old": [
            "[[I||{S}]] [[miss||misses]] the massive screen at {X} tbh.",
            "{X} keeps emailing {SO} about coming back, unsubscribed.",
            "Found an old {X} ticket stub in [[my||{Ss}]] coat pocket.",
            "[[I||{S}]] still [[have||has]] {X} points that'll never get used.",
        ],
        "others": [
            "{ON} goes to {X} every Sunday.",
            "{ON} has a membership at {X}.",
            "{ON}'s cinema is {X}, apparently the seats recline.",
        ],
    },
    {
        "kind": "florist",
        "noun": "florist",
        "wh": "Who",
        "pres": "Who [[do||does]] {S} get flowers from",
        "past": "Who did {S} get flowers from",
        "used": "Who did {S} use to get flowers from",
        "values": [
            "Petals on Park Lane",
            "the stall outside the tube station",
            "Bloom & Wild",
            "Fern and Foxglove",
            "the florist next to the bakery",
            "Rosie's Flowers",
            "Stems",
            "the Dutch guy at the market",
            "Wildflower Studio",
            "Marigold & Moss",
            "Hollyhock Florists",
            "the flower shop in the arcade",
        ],
        "openers": [
            "{Ss} florist is {V}, they did the flowers for the anniversary.",
            "Flowers always come from {V} when {S} [[buy||buys]] them.",
            "{V} is where {S} [[get||gets]] flowers for the flat.",
            "{S} [[order||orders]] a weekly bunch from {V}.",
        ],
        "updates": [
            (
                "indirect",
                "Third week in a row {Ss} flowers have come from {V}, way fresher than {OLD} ever managed.",
            ),
            (
                "relation_subject",
                "[[I've||{RS}'s]] moved over to {V} for flowers, {OLD} kept getting the orders wrong.",
            ),
            ("dated", "Since the {DOM} {S} [[get||gets]] {P} flowers from {V}, not {OLD}."),
            (
                "question_back",
                "{V} is {Ss} new florist. [[Any idea what lasts longest in a vase?||Any idea what {N} should order so it lasts in a vase?]]",
            ),
            (
                "second_clause",
                "[[I||{S}]] spent all morning on a tax return, ugh, and also switched florists, it's {V} from now on.",
            ),
        ],
        "neg_fresh": [
            "[[I||{S}]] grabbed a last-minute bunch from {X} on the way to dinner, just that once.",
            "{X} quoted {SO} £90 for a table arrangement, bit much.",
            "[[I||{S}]] nearly ordered from {X} for Mother's Day but they'd stopped delivering.",
            "[[My||{Ss}]] colleague swears by {X}, apparently they deliver same day.",
            "[[I||{S}]] sent the link for {X} to a friend who needed wedding flowers.",
            "[[I||{S}]] tried the flower box from {X} for a fortnight, didn't stick.",
        ],
        "neg_old": [
            "[[I||{S}]] still [[have||has]] one of the vases from {X} on the windowsill.",
            "[[I||{S}]] [[miss||misses]] the little handwritten cards {X} used to do.",
            "{X} sent {SO} a 'we miss you' discount code, ignored it.",
            "[[I||{S}]] walked past {X} this morning, the window display is lovely as ever.",
        ],
        "others": [
            "{ON} gets flowers from {X}.",
            "{ON}'s florist is {X}.",
            "{X} did {ON}'s wedding flowers.",
        ],
    },
    {
        "kind": "tailor",
        "noun": "tailor",
        "wh": "Who",
        "pres": "Who does {Ss} alterations",
        "past": "Who did {Ss} alterations",
        "used": "Who used to do {Ss} alterations",
        "values": [
            "the Polish lady on Elm Road",
            "Mr Demir",
            "Stitch in Time",
            "Ahmed's Alterations",
            "the dry cleaner's on Cross Street",
            "Kowalski Tailoring",
            "a woman called Bea who works from home",
            "Savile Stitch",
            "the Turkish tailor by the market",
            "Nguyen Alterations",
            "Fold & Thread",
            "Mrs Patel's place",
        ],
        "openers": [
            "{Ss} tailor is {V}, they've taken up every pair of trousers [[I own||{N} owns]].",
            "{V} does all {Ss} alterations.",
            "Dropped the suit off at {V}, that's who {S} always [[use||uses]].",
            "Alterations go to {V}, {Ss} go-to for hems and zips.",
        ],
        "updates": [
            (
                "went_back",
                "[[I||{S}]] went back to {V} for alterations. [[I||{N}]] used them ages ago and {OLD} just isn't as neat.",
            ),
            (
                "negation",
                "[[I'm||{S}'s]] not taking stuff to {OLD} any more. {V} does the alterations now.",
            ),
            ("fragment", "New tailor for {SO}: {V}. Done with {OLD}."),
            ("passive", "{Ss} alterations are being done by {V} now."),
            ("subject_late", "Hems, zips, the lot, {V} does them now, not {OLD}. For {SO} anyway."),
        ],
        "neg_fresh": [
            "{X} quoted {SO} £60 to take in one jacket, no ta.",
            "[[I||{S}]] had a button sewn on at {X} while [[I||{N}]] waited, one-off.",
            "[[My||{Ss}]] aunt said {X} is the best in town for suits.",
            "[[I||{S}]] was going to take the coat to {X} but they were shut for a fortnight.",
            "[[I||{S}]] told [[my||{P}]] dad to try {X} for his wedding suit.",
            "[[I||{S}]] gave {X} a go with a zip once, it broke again within a week so no thanks.",
        ],
        "neg_old": [
            "[[I||{S}]] found an old ticket from {X} for a suit in a drawer lol.",
            "{X} has closed for a refurb apparently, [[I||{S}]] heard.",
            "[[I||{S}]] [[miss||misses]] how quick {X} was, honestly.",
            "[[I||{S}]] still [[owe||owes]] {X} a fiver from last time, must drop it round.",
        ],
        "others": [
            "{ON} takes everything to {X} for alterations.",
            "{ON}'s tailor is {X}.",
            "{X} altered {ON}'s outfit for the wedding.",
        ],
    },
    {
        "kind": "parking_spot",
        "noun": "parking spot",
        "wh": "What",
        "pres": "Where [[do||does]] {S} park",
        "past": "Where did {S} park",
        "used": "Where did {S} use to park",
        "values": [
            "bay 14",
            "space 22B",
            "level 3 of the Westgate car park",
            "the spot behind the Co-op",
            "bay 7 under the office",
            "space 41 in the residents' lot",
            "the corner bay by the lift",
            "bay 102 on the roof level",
            "the layby on Orchard Close",
            "space C9",
            "the Harlow Street permit zone",
            "bay 56",
        ],
        "openers": [
            "{Ss} parking spot is {V}.",
            "[[I||{S}]] always [[park||parks]] in {V}.",
            "{V} is the space {S} [[have||has]] at work.",
            "The car lives in {V}, that's {Ss} allocated spot.",
        ],
        "updates": [
            ("plain", "{Ss} parking spot is {V} now."),
            ("dated", "From the {DOM} [[I'm||{S}'s]] parking in {V} instead of {OLD}."),
            ("lowercase", "lol they moved {SO} to {V}, bye bye {OLD} tbh"),
            (
                "second_clause",
                "Rained all day, the bus was late, and [[I've||{S}'s]] been given {V} as a parking spot now, {OLD} is going to the new starter.",
            ),
            (
                "relation_subject",
                "[[I've||{RS}'s]] swapped to {V} for parking, {OLD} was always blocked in.",
            ),
        ],
        "neg_fresh": [
            "[[I||{S}]] parked in {X} today since the usual was taken, just for the day.",
            "[[I||{S}]] asked about {X} but it's £90 a month extra, so no.",
            "[[I||{S}]] was offered {X} but it's a tiny space, turned it down.",
            "[[I||{S}]] told the new guy at work to grab {X} if it's free.",
            "[[I||{S}]] tried {X} for a week, way too far from the door, back to normal now.",
            "Someone suggested {X} to {SO} for evenings.",
        ],
        "neg_old": [
            "[[I||{S}]] [[miss||misses]] {X}, it was right next to the lift.",
            "[[I||{S}]] still [[get||gets]] emails about {X} even though that's all done with.",
            "Some van was in {X} again this morning, not {Ss} problem any more though.",
            "[[I||{S}]] accidentally drove to {X} out of habit today lol.",
        ],
        "others": [
            "{ON} parks in {X}.",
            "{ON}'s spot is {X}.",
            "{ON} got given {X} at work.",
        ],
    },
    {
        "kind": "market_stall",
        "noun": "regular market stall",
        "wh": "What",
        "pres": "Which market stall [[do||does]] {S} buy from",
        "past": "Which market stall did {S} buy from",
        "used": "Which market stall did {S} use to buy from",
        "values": [
            "Hollow Tree Farm",
            "the mushroom guy",
            "Greenacre Organics",
            "the Bangladeshi veg stall by the fountain",
            "Perry's Fruit & Veg",
            "the egg lady",
            "Brook Lane Growers",
            "the Italian deli stall",
            "Mossfield Market Garden",
            "the cheese van",
            "Old Dairy Farm",
            "the stall with the blue awning",
        ],
        "openers": [
            "Every Saturday {S} [[get||gets]] the veg from {V} at the market.",
            "{Ss} regular stall at the farmers' market is {V}.",
            "{V} at the market is where {S} [[shop||shops]] on Saturdays.",
            "[[I've||{S}'s]] been buying from {V} at the Saturday market for ages.",
        ],
        "updates": [
            (
                "narrative",
                "{OLD} put the prices up again so [[I||{S}]] jacked it in, buying from {V} at the market from now on.",
            ),
            (
                "indirect",
                "Got the whole week's shop from {V} on Saturday, the tomatoes are unreal. {Ss^} fridge hasn't seen anything from {OLD} in weeks.",
            ),
            (
                "went_back",
                "[[I||{S}]] went back to buying from {V} at the market. Hadn't been since before {OLD} but they're still the best.",
            ),
            ("fragment", "{Ss} market stall now: {V}. Way friendlier than {OLD}."),
            (
                "question_back",
                "[[I've||{S}'s]] started buying from {V} at the market. [[What's in season right now?||What should {N} look out for this time of year?]]",
            ),
        ],
        "neg_fresh": [
            "[[I||{S}]] grabbed some apples from {X} because the usual had sold out, one-off.",
            "[[I||{S}]] tasted the sourdough at {X}, nice but not switching.",
            "[[My||{Ss}]] neighbour rates {X} for eggs.",
            "{X} wanted £4 for a cauliflower, [[I||{S}]] laughed and walked off.",
            "[[I||{S}]] sent a friend over to {X} for her party cheese.",
            "[[I||{S}]] was going to try {X} last week but the market got rained off.",
        ],
        "neg_old": [
            "[[I||{S}]] [[miss||misses]] the little free bags of herbs from {X}.",
            "{X} waved at {SO} across the market, felt a bit guilty lol.",
            "[[I||{S}]] still [[have||has]] a crate from {X} in the shed.",
            "[[I||{S}]] heard {X} might be packing in the market next year.",
        ],
        "others": [
            "{ON} buys veg from {X} at the market.",
            "{ON}'s regular stall is {X}.",
            "{X} is {ON}'s go-to on market day.",
        ],
    },
    {
        "kind": "bookshop",
        "noun": "bookshop",
        "wh": "What",
        "pres": "Where [[do||does]] {S} buy {P} books",
        "past": "Where did {S} buy {P} books",
        "used": "Where did {S} use to buy {P} books",
        "values": [
            "Waterstones",
            "Foyles",
            "Dog-Eared Books",
            "the Oxfam bookshop",
            "Hatchards",
            "the Book Nook on Queen Street",
            "Blackwell's",
            "the secondhand place by the river",
            "Topping & Company",
            "Paper Lantern Books",
            "the little one with the cat",
            "Mr B's Emporium",
        ],
        "openers": [
            "{Ss} bookshop is {V}, they order stuff in for [[me||{O}]].",
            "{S} [[buy||buys]] all {P} books at {V}.",
            "{V} is {Ss} go-to for books.",
            "Picked up two more from {V} today, that's where {S} always [[go||goes]] for books.",
        ],
        "updates": [
            ("negation", "[[I'm||{S}'s]] not buying from {OLD} any more, {V} is the bookshop now."),
            ("subject_late", "Books come from {V} now rather than {OLD}, for {SO} at least."),
            (
                "passive",
                "{Ss} book orders are placed with {V} now, the account with {OLD} is closed.",
            ),
            (
                "lowercase",
                "[[I only go||{S} only goes]] to {V} for books now lol, {OLD} got so expensive tbh",
            ),
            ("plain", "{V} is {Ss} bookshop now."),
        ],
        "neg_fresh": [
            "[[I||{S}]] popped into {X} to get out of the rain, didn't buy anything.",
            "[[I||{S}]] looked at the loyalty scheme at {X}, 10% off isn't worth £30.",
            "[[My||{Ss}]] book group keeps recommending {X}.",
            "[[I||{S}]] bought a birthday card at {X}, just that.",
            "[[I||{S}]] pointed a tourist towards {X}.",
            "[[I||{S}]] was going to order from {X} but they couldn't get it in till next month.",
        ],
        "neg_old": [
            "[[I||{S}]] [[miss||misses]] the armchairs at {X}.",
            "[[I've||{S}'s]] still got a gift card for {X} with £3 on it.",
            "[[I||{S}]] went to an author event at {X} back in 2019, it was great.",
            "{X} emailed {SO} about their summer sale, deleted.",
        ],
        "others": [
            "{ON} buys books from {X}.",
            "{ON}'s favourite bookshop is {X}.",
            "{ON} works Saturdays at {X}.",
        ],
    },
    {
        "kind": "five_a_side",
        "noun": "five-a-side slot",
        "wh": "What",
        "pres": "When [[do||does]] {S} play five-a-side",
        "past": "When did {S} play five-a-side",
        "used": "When did {S} use to play five-a-side",
        "values": [
            "Tuesday 6pm",
            "Thursday 8pm",
            "Sunday 10am",
            "Wednesday 7:30pm",
            "Monday 9pm",
            "Friday 12:30",
            "Saturday 9am",
            "Tuesday 8:15pm",
            "Thursday 6:45pm",
            "Sunday 6pm",
            "Wednesday 9pm",
            "Monday 7pm",
        ],
        "openers": [
            "{Ss} five-a-side is {V} at the leisure centre.",
            "Five-a-side for {SO} is {V}, every week without fail.",
            "{S} [[play||plays]] five-a-side on {V}, same lot every week.",
            "{V} is when {S} [[play||plays]] five-a-side.",
        ],
        "updates": [
            ("dated", "Since the {DOM} {Ss} five-a-side has been {V}, not {OLD}."),
            (
                "second_clause",
                "Knee's a bit sore, probably the stairs, anyway {Ss} five-a-side has moved to {V}, the pitch isn't free {OLD} any more.",
            ),
            (
                "relation_subject",
                "[[I've||{RS}'s]] switched to the {V} five-a-side game, {OLD} clashed with work.",
            ),
            (
                "narrative",
                "The {OLD} lot kept not turning up so [[I||{S}]] joined a {V} game instead. That's [[my||{P}]] football from now on.",
            ),
            ("fragment", "{Ss} five-a-side: {V} now. No more {OLD}."),
        ],
        "neg_fresh": [
            "[[I||{S}]] filled in for a {X} game once, just as a favour.",
            "[[I||{S}]] was thinking about a {X} game but it's miles away.",
            "The {X} group asked {SO} to join, [[I||{N}]] said maybe.",
            "[[I||{S}]] told a mate about the {X} game at the leisure centre.",
            "[[I||{S}]] played a {X} game on holiday with random locals, good fun.",
            "Pitch hire for {X} is £70, [[I||{S}]] can't see the group going for it.",
        ],
        "neg_old": [
            "[[I||{S}]] [[miss||misses]] the {X} crowd tbh, good bunch.",
            "The {X} group chat is still pinging {Ss} phone constantly lol.",
            "[[I||{S}]] still [[have||has]] the bib from the {X} game in the car.",
            "[[I||{S}]] saw that the {X} game has folded, shame.",
        ],
        "others": [
            "{ON} plays five-a-side on {X}.",
            "{ON}'s five-a-side is {X}.",
            "{ON} runs the {X} five-a-side game.",
        ],
    },
]

CHATTER = [
    "Bins go out tonight, not tomorrow, because of the bank holiday.",
    "Weather's meant to turn properly cold by the weekend.",
    "Reminder: the car's MOT is due on the 14th.",
    "Need milk, bread and bin bags on the way home.",
    "The new season of that detective show drops on Friday.",
    "Quick one, what's a good substitute for buttermilk?",
    "Council tax went up again, unbelievable.",
    "Traffic on the ring road was horrendous this morning.",
    "The kettle's on its last legs.",
    "Whose idea was it to put a meeting at 4:30 on a Friday.",
    "Clocks go forward this Sunday, right?",
    "The hedge out front really needs a trim.",
    "Parcel says delivered but it's nowhere to be seen.",
    "That new Thai place on the corner opens next week.",
    "Spent ages untangling the fairy lights, never again.",
    "Thinking of painting the hallway a sort of sage green.",
    "Is it normal for a sourdough starter to smell like nail varnish?",
    "Trains are on strike again Thursday.",
    "The cat knocked a glass off the table at 3am.",
    "Note to self: renew the passport before summer.",
    "Someone's car alarm went off for an hour last night.",
    "What's a decent present for a 40th?",
    "Tomatoes on the balcony are finally doing something.",
    "Roadworks outside the house until March apparently.",
    "Washing machine's making that grinding noise again.",
    "Should've brought an umbrella today.",
    "Found a fiver in an old coat, small wins.",
    "Dinner tonight is leftover curry, no shame.",
    "How long do you boil an egg for a runny yolk again?",
    "Grandma's birthday card still needs posting.",
    "Heating came on at 5am for no reason.",
    "That film everyone's talking about is three hours long, who has the time.",
]

NAMES = [
    ("Aiko", "f"),
    ("Tunde", "m"),
    ("Priya", "f"),
    ("Mateo", "m"),
    ("Siobhan", "f"),
    ("Lars", "m"),
    ("Fatima", "f"),
    ("Dmitri", "m"),
    ("Chiara", "f"),
    ("Kwame", "m"),
    ("Ingrid", "f"),
    ("Rohan", "m"),
    ("Yusuf", "m"),
    ("Mei", "f"),
    ("Oskar", "m"),
    ("Amara", "f"),
    ("Joaquin", "m"),
    ("Niamh", "f"),
    ("Hamid", "m"),
    ("Sunita", "f"),
    ("Bjorn", "m"),
    ("Leilani", "f"),
    ("Emeka", "m"),
    ("Valentina", "f"),
    ("Hiroshi", "m"),
    ("Zainab", "f"),
    ("Callum", "m"),
    ("Ana", "f"),
    ("Dev", "m"),
    ("Noor", "f"),
    ("Farid", "m"),
    ("Greta", "f"),
    ("Kenji", "m"),
    ("Lucia", "f"),
    ("Olumide", "m"),
    ("Parisa", "f"),
    ("Rafael", "m"),
    ("Saoirse", "f"),
    ("Tomas", "m"),
    ("Wanjiru", "f"),
    ("Xin", "f"),
    ("Yara", "f"),
    ("Zofia", "f"),
    ("Marek", "m"),
    ("Imani", "f"),
    ("Arjun", "m"),
    ("Elif", "f"),
    ("Bongani", "m"),
    ("Ravi", "m"),
    ("Astrid", "f"),
    ("Kofi", "m"),
    ("Ewa", "f"),
    ("Santiago", "m"),
    ("Nadia", "f"),
    ("Tariq", "m"),
    ("Mirela", "f"),
    ("Hugo", "m"),
    ("Keiko", "f"),
    ("Diego", "m"),
    ("Freya", "f"),
]
RELATIONS = {
    "f": [
        "my sister",
        "my cousin",
        "my mate",
        "my flatmate",
        "my neighbour",
        "my friend",
        "my aunt",
    ],
    "m": [
        "my brother",
        "my cousin",
        "my mate",
        "my flatmate",
        "my neighbour",
        "my friend",
        "my uncle",
    ],
}

NEWEST_WORDINGS = [
    ("now", ["{WH} is {Ss} {noun} now?", "{PRES} now?"]),
    ("these_days", ["{PRES} these days?", "{WH}'s {Ss} {noun} these days?"]),
    ("currently", ["{WH} is {Ss} current {noun}?", "{PRES} currently?"]),
    ("still", ["Is {Ss} {noun} still {X}?"]),
    ("no_time_word", ["{WH} is {Ss} {noun}?", "{PRES}?"]),
    ("latest", ["{WH} is {Ss} latest {noun}?", "What's the latest with {Ss} {noun}?"]),
]
# target: "before" = value just before {X}; "first" = first value; "prev" = value before the newest
OLDER_WORDINGS = [
    (
        "before_value",
        "before",
        [
            "{WH} was {Ss} {noun} before {X}?",
            "{PAST} before {X}?",
            "{PAST} before switching to {X}?",
        ],
    ),
    ("originally", "first", ["{WH} was {Ss} {noun} originally?", "{PAST} originally?"]),
    ("at_first", "first", ["{PAST} at first?", "At first, {wh} was {Ss} {noun}?"]),
    ("to_begin_with", "first", ["To begin with, {wh} was {Ss} {noun}?", "{PAST} to begin with?"]),
    ("first", "first", ["{WH} was {Ss} first {noun}?", "{WH} was the first {noun} {S} had?"]),
    ("previously", "prev", ["{WH} was {Ss} {noun} previously?", "{PAST} previously?"]),
    ("used_to", "prev", ["{USED}?"]),
    ("old", "prev", ["{WH} was {Ss} old {noun}?"]),
    (
        "one_before",
        "prev",
        [
            "{WH} was the {noun} before {Ss} current one?",
            "{WH} was the one before {Ss} current {noun}?",
        ],
    ),
    (
        "before_switching",
        "prev",
        ["Before switching, {wh} was {Ss} {noun}?", "{PAST} before switching?"],
    ),
]

FIRST_PERSON = re.compile(r"\b(i|my|me|mine|myself|i'm|i've|i'll)\b")
HOURS = list(range(7, 24))
HOUR_W = [2, 4, 3, 2, 2, 4, 4, 2, 2, 2, 4, 5, 6, 6, 5, 4, 2]


def ordinal(n):
    suf = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suf}"


def subject_tokens(subj):
    if subj["is_i"]:
        t = {"S": "I", "Ss": "my", "SO": "me", "P": "my", "N": "I", "O": "me", "RS": "I"}
    else:
        f = subj["gender"] == "f"
        n = subj["name"]
        t = {
            "S": n,
            "Ss": n + "'s",
            "SO": n,
            "P": "her" if f else "his",
            "N": "she" if f else "he",
            "O": "her" if f else "him",
            "RS": subj["rel"] + " " + n,
        }
    for k in ("Ss", "P", "N"):
        t[k + "^"] = t[k][:1].upper() + t[k][1:]
    return t


def render(tpl, subj, ctx, lower=False):
    text = re.sub(
        r"\[\[(.*?)\|\|(.*?)\]\]", lambda m: m.group(1) if subj["is_i"] else m.group(2), tpl
    )
    toks = dict(subject_tokens(subj))
    toks.update(ctx)

    def sub(m):
        key = m.group(1)
        if key not in toks:
            raise KeyError(f"token {key} missing in {tpl!r}")
        return toks[key]

    text = re.sub(r"\{([A-Za-z]+\^?)\}", sub, text)
    assert "{" not in text, text
    assert "[[" not in text, text
    if lower:
        return text.lower()
    text = text[:1].upper() + text[1:]
    return re.sub(r"([.!?] )([a-z])", lambda m: m.group(1) + m.group(2).upper(), text)


def make_item(
    rng,
    kd,
    phrasing,
    asks,
    n_vals,
    neg_newest,
    neg_newest_old,
    subj,
    mid_phr,
    newest_w,
    older_w,
    others_names,
):
    vals = rng.sample(kd["values"], n_vals)
    fresh_pool = [v for v in kd["values"] if v not in vals]
    rng.shuffle(fresh_pool)

    # subject statements as abstract entries
    seq = [
        {
            "role": "value",
            "value": vals[0],
            "tpl": rng.choice(kd["openers"]),
            "style": "opener",
            "ctx": {"V": vals[0]},
        }
    ]
    for i in range(1, n_vals):
        ph = phrasing if i == n_vals - 1 else mid_phr
        style, tpl = kd["updates"][ph]
        seq.append(
            {
                "role": "value",
                "value": vals[i],
                "tpl": tpl,
                "style": style,
                "ctx": {"V": vals[i], "OLD": vals[i - 1]},
            }
        )

    fresh_tpls = rng.sample(kd["neg_fresh"], len(kd["neg_fresh"]))
    old_tpls = rng.sample(kd["neg_old"], len(kd["neg_old"]))

    def make_neg(old_value=None):
        if old_value is None:
            x = fresh_pool.pop()
            tpl = fresh_tpls.pop()
        else:
            x = old_value
            tpl = old_tpls.pop()
        return {
            "role": "negative",
            "tpl": tpl,
            "style": "negative",
            "ctx": {"X": x},
            "neg_value": x,
            "neg_old": old_value is not None,
        }

    # earlier negatives: inserted after value index k (standing value vals[k]), before the last value
    n_early = (1 if rng.random() < 0.5 else 0) if neg_newest else rng.choice([1, 2])
    slots = {}
    for _ in range(n_early):
        r = rng.random()
        k = -1 if r < 0.1 else rng.randrange(0, n_vals - 1)
        older = vals[:k] if k > 0 else []
        neg = make_neg(rng.choice(older)) if older and rng.random() < 0.35 else make_neg()
        slots.setdefault(k, []).append(neg)
    subj_seq = []
    for neg in slots.get(-1, []):
        subj_seq.append(neg)
    for k, entry in enumerate(seq):
        subj_seq.append(entry)
        for neg in slots.get(k, []):
            subj_seq.append(neg)
    if neg_newest:
        subj_seq.append(make_neg(rng.choice(vals[:-1]) if neg_newest_old else None))

    # distractors
    n_dis = rng.choice([2, 3, 3, 4])
    n_other = 1 if n_dis == 2 else rng.choice([1, 2])
    dis = []
    other_tpls = rng.sample(kd["others"], n_other)
    ons = rng.sample(others_names, n_other)
    for tpl, on in zip(other_tpls, ons, strict=False):
        x = rng.choice(vals) if rng.random() < 0.25 else fresh_pool.pop()
        dis.append({"role": "distractor", "tpl": tpl, "style": "other", "ctx": {"X": x, "ON": on}})
    for line in rng.sample(CHATTER, n_dis - n_other):
        dis.append({"role": "distractor", "tpl": line, "style": "chatter", "ctx": {}})
    full = list(subj_seq)
    for d in dis:
        full.insert(rng.randrange(0, len(full) + 1), d)

    # schedule
    day = rng.randint(0, 10)
    statements = []
    for idx, e in enumerate(full):
        if idx:
            day += rng.randint(2, 20)
        hour = rng.choices(HOURS, HOUR_W)[0]
        when = BASE + timedelta(days=day, hours=hour, minutes=rng.randrange(60))
        ctx = dict(e["ctx"])
        if "{DOM}" in e["tpl"]:
            ctx["DOM"] = ordinal((when - timedelta(days=rng.randint(1, 6))).day)
        text = render(e["tpl"], subj, ctx, lower=(e["style"] == "lowercase"))
        st = {"text": text, "day": day, "at": when.isoformat(), "role": e["role"]}
        if e["role"] == "value":
            st["value"] = e["value"]
        e["text"] = text
        statements.append(st)

    value_entries = [e for e in full if e["role"] == "value"]
    candidates = [e["text"] for e in full if e["role"] in ("value", "negative")]

    # question
    qctx = {"WH": kd["wh"], "wh": kd["wh"].lower(), "noun": kd["noun"]}
    if asks == "newest":
        wname, forms = newest_w
        form = rng.choice(forms)
        if wname == "still":
            qctx["X"] = rng.choice([vals[-1], vals[-2]])
        expected = value_entries[-1]["text"]
        wording = wname
    else:
        wname, target, forms = older_w
        form = rng.choice(forms)
        if target == "before":
            j = rng.choice([n_vals - 1, n_vals - 2]) if n_vals == 3 else 1
            qctx["X"] = vals[j]
            t = j - 1
        elif target == "first":
            t = 0
        else:
            t = n_vals - 2
        expected = value_entries[t]["text"]
        wording = wname
    q = (
        form.replace("{PRES}", kd["pres"])
        .replace("{PAST}", kd["past"])
        .replace("{USED}", kd["used"])
    )
    question = render(q, subj, qctx)

    last_subj = [e for e in full if e["role"] in ("value", "negative")][-1]
    meta = {
        "wording": wording,
        "neg_newest": last_subj["role"] == "negative",
        "neg_newest_old": last_subj["role"] == "negative" and last_subj.get("neg_old", False),
        "n_vals": n_vals,
        "mid_style": seq[1]["style"] if n_vals == 3 else None,
        "style": kd["updates"][phrasing][0],
        "subject_is_i": subj["is_i"],
        "neg_values": [e["neg_value"] for e in full if e["role"] == "negative"],
        "vals": vals,
    }
    row = {
        "kind": kd["kind"],
        "phrasing": phrasing,
        "split": SPLIT,
        "asks": asks,
        "subject": "I" if subj["is_i"] else subj["name"],
        "question": question,
        "expected": expected,
        "candidates": candidates,
        "statements": statements,
    }
    return row, meta


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
SUBJECT_NAMES = {n for n, _ in NAMES}


def check_row(row, meta):
    assert list(row) == KEYS, row.keys()
    assert re.fullmatch(r"k\d{3}", row["id"])
    assert row["split"] == SPLIT
    assert row["asks"] in ("newest", "older")
    assert isinstance(row["phrasing"], int)
    assert 0 <= row["phrasing"] <= 4
    sts = row["statements"]
    prev = None
    for i, st in enumerate(sts):
        exp_keys = ["text", "day", "at", "role"] + (["value"] if st["role"] == "value" else [])
        assert list(st) == exp_keys, st
        assert st["role"] in ("value", "negative", "distractor")
        at = datetime.fromisoformat(st["at"])
        assert at.utcoffset() == timedelta(0)
        assert (at.date() - BASE.date()).days == st["day"]
        if i == 0:
            assert 0 <= st["day"] <= 10
        else:
            assert 2 <= st["day"] - prev["day"] <= 20
            assert at > datetime.fromisoformat(prev["at"])
        prev = st
    cands = [s["text"] for s in sts if s["role"] in ("value", "negative")]
    assert row["candidates"] == cands
    assert len(set(cands)) == len(cands), cands
    assert row["expected"] in cands
    vals = [s for s in sts if s["role"] == "value"]
    assert len(vals) in (2, 3)
    assert len({v["value"] for v in vals}) == len(vals)
    negs = [s for s in sts if s["role"] == "negative"]
    dis = [s for s in sts if s["role"] == "distractor"]
    assert 1 <= len(negs) <= 2
    assert 2 <= len(dis) <= 4
    newest = vals[-1]["value"]
    for v in vals:
        assert v["value"].lower() in v["text"].lower()
    for nv in meta["neg_values"]:
        assert nv != newest
    subj = row["subject"]
    for s in vals + negs:
        low = s["text"].lower()
        if subj == "I":
            assert FIRST_PERSON.search(low), s["text"]
        else:
            assert re.search(r"\b" + re.escape(subj.lower()) + r"\b", low), s["text"]
    for s in dis:
        low = s["text"].lower()
        assert not FIRST_PERSON.search(low), s["text"]
        if subj != "I":
            assert not re.search(r"\b" + re.escape(subj.lower()) + r"\b", low), s["text"]
    # expected statement states the asked value as a value statement
    exp = next(s for s in sts if s["text"] == row["expected"])
    assert exp["role"] == "value"
    if row["asks"] == "newest":
        assert exp is vals[-1]
    else:
        assert exp is not vals[-1]


def main():
    rng = random.Random(SEED)
    for kd in KINDS:
        for v in kd["values"]:
            for n in SUBJECT_NAMES:
                assert not re.search(r"\b" + n + r"\b", v), (v, n)
        assert len(kd["updates"]) == 5
        assert len({s for s, _ in kd["updates"]}) == 5
    rows, metas = [], []
    newest_ctr = 0
    older_ctr = 0
    mid_ctr = 0
    group = 0
    names = list(NAMES)
    rng.shuffle(names)
    name_i = 0
    for kd in KINDS:
        for phrasing in range(5):
            asks_list = ["newest", "newest", "older", "older"]
            chain_list = [3, 3, 2, 2]
            rng.shuffle(asks_list)
            rng.shuffle(chain_list)
            neg_idx = rng.randrange(4)
            neg_old_flag = group % 2 == 0
            group += 1
            used_names = set()
            for q in range(4):
                if rng.random() < 0.4:
                    subj = {"is_i": True}
                else:
                    while names[name_i % len(names)][0] in used_names:
                        name_i += 1
                    n, g = names[name_i % len(names)]
                    name_i += 1
                    used_names.add(n)
                    subj = {"is_i": False, "name": n, "gender": g, "rel": rng.choice(RELATIONS[g])}
                n_vals = chain_list[q]
                mid_phr = None
                if n_vals == 3:
                    mid_phr = (phrasing + 1 + mid_ctr % 4) % 5
                    mid_ctr += 1
                newest_w = NEWEST_WORDINGS[newest_ctr % len(NEWEST_WORDINGS)]
                older_w = OLDER_WORDINGS[older_ctr % len(OLDER_WORDINGS)]
                if asks_list[q] == "newest":
                    newest_ctr += 1
                else:
                    older_ctr += 1
                others = [n for n, _ in NAMES if subj["is_i"] or n != subj["name"]]
                for _attempt in range(50):
                    row, meta = make_item(
                        rng,
                        kd,
                        phrasing,
                        asks_list[q],
                        n_vals,
                        q == neg_idx,
                        neg_old_flag,
                        subj,
                        mid_phr,
                        newest_w,
                        older_w,
                        others,
                    )
                    if len(set(row["candidates"])) == len(row["candidates"]):
                        break
                row = {"id": f"k{len(rows) + 1:03d}", **row}
                check_row(row, meta)
                rows.append(row)
                metas.append(meta)
    assert len(rows) == 240
    with open(OUT, "w", encoding="utf-8") as fh:
        for row in rows:
            fh.write(json.dumps(row, ensure_ascii=False) + "\n")

    def show(title, counter):
        print(
            title
            + ": "
            + ", ".join(f"{k}={v}" for k, v in sorted(counter.items(), key=lambda kv: str(kv[0])))
        )

    print(f"wrote {len(rows)} rows to {os.path.relpath(OUT)}")
    show("per kind", Counter(r["kind"] for r in rows))
    show("per phrasing", Counter(r["phrasing"] for r in rows))
    show("per asks", Counter(r["asks"] for r in rows))
    show("chains (values per item)", Counter(m["n_vals"] for m in metas))
    show(
        "newest statement is a hard negative",
        Counter(
            "old chain value" if m["neg_newest_old"] else "fresh value"
            for m in metas
            if m["neg_newest"]
        ),
    )
    print(f"items whose newest statement is a hard negative: {sum(m['neg_newest'] for m in metas)}")
    show("update styles (final update)", Counter(m["style"] for m in metas))
    show("middle update styles", Counter(m["mid_style"] for m in metas if m["mid_style"]))
    show(
        "newest wordings",
        Counter(m["wording"] for r, m in zip(rows, metas, strict=False) if r["asks"] == "newest"),
    )
    show(
        "older wordings",
        Counter(m["wording"] for r, m in zip(rows, metas, strict=False) if r["asks"] == "older"),
    )
    show("subject", Counter("I" if m["subject_is_i"] else "name" for m in metas))
    show(
        "negatives per item",
        Counter(sum(s["role"] == "negative" for s in r["statements"]) for r in rows),
    )
    show(
        "distractors per item",
        Counter(sum(s["role"] == "distractor" for s in r["statements"]) for r in rows),
    )


if __name__ == "__main__":
    main()
