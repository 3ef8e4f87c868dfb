"""Build updates_dev5.jsonl: a fifth knowledge-update development set.

Twelve kinds of personal attribute that change over time (the book being read, the
supermarket, the home internet provider, a child's school, the physio, the project at work,
where the desk is, the laptop, the main hobby, the bike, the commute podcast, the bedtime),
four update phrasings per kind, four questions per phrasing (two ask for the current value,
one for the value "before <later value>", one for the first value).

Standard library only and deterministic (fixed seed). Run it from anywhere:

    python benchmarks/data/build_updates_dev5.py

It writes updates_dev5.jsonl next to itself, checks every row and prints the counts.

Template mini-language: ``[first person|third person]`` picks one side by the subject (an
empty side is allowed, ``feel[|s]``), then ``str.format`` fills the placeholders:

    S, s_poss, S_poss   "I" / "Ana", "my" / "Ana's"
    pr, pos, obj        "I", "my", "me" / "she", "her", "her"
    our, we             "our", "we" / "their", "they"
    kid, kid_rel, kpr   a child of the subject ("Lina", "daughter", "she")
    p, ppos             another person, for distractors ("Marco", "his")
    old, new, v, later  values; a_old etc. add "a"/"an", at_old etc. add a preposition
    since               a date a day or so before the statement ("3 March")
    part                the body part the physio treats ("knee")
"""

from __future__ import annotations

import json
import random
import re
from collections import Counter
from datetime import UTC, date, datetime, timedelta
from pathlib import Path

SEED = 20260105
SPLIT = "dev5"
OUT = Path(__file__).with_name("updates_dev5.jsonl")
MISSING = "<<MISSING>>"
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

# subjects in the third person (name, "f"/"m"); other people for distractors; children
SUBJECTS = [
    ("Ana", "f"),
    ("Kenji", "m"),
    ("Priya", "f"),
    ("Tomás", "m"),
    ("Ingrid", "f"),
    ("Olu", "m"),
    ("Mei", "f"),
    ("Rafael", "m"),
    ("Sofia", "f"),
    ("Dev", "m"),
    ("Hana", "f"),
    ("Lukas", "m"),
    ("Amara", "f"),
    ("Jonas", "m"),
    ("Elif", "f"),
    ("Yusuf", "m"),
    ("Chloe", "f"),
    ("Marek", "m"),
    ("Nadia", "f"),
    ("Ravi", "m"),
    ("Freya", "f"),
    ("Diego", "m"),
    ("Zainab", "f"),
    ("Felix", "m"),
]
OTHERS = [
    ("Marco", "m"),
    ("Beth", "f"),
    ("Sunil", "m"),
    ("Greta", "f"),
    ("Omar", "m"),
    ("Lucy", "f"),
    ("Pavel", "m"),
    ("June", "f"),
    ("Idris", "m"),
    ("Rosa", "f"),
    ("Callum", "m"),
    ("Aiko", "f"),
]
KIDS = [
    ("Lina", "f"),
    ("Theo", "m"),
    ("Maya", "f"),
    ("Arjun", "m"),
    ("Elsie", "f"),
    ("Noah", "m"),
    ("Zoe", "f"),
    ("Kai", "m"),
]

# what the physio treats
BODY_PARTS = ["knee", "shoulder", "back", "ankle", "hip"]

# unrelated chatter (distractors); none of it names a value of any kind below
CHATTER = [
    "The weather has been grim all week.",
    "{S} [have|has] a dentist appointment on Thursday morning.",
    "[Need to remember|{S} needs to remember] to renew the car insurance.",
    "{S_poss} cousin is getting married in June.",
    "The boiler made a weird noise again this morning.",
    "{S} watched the new Dune film and thought it was far too long.",
    "Tomorrow's meeting has been pushed to 3pm.",
    "{S} [am|is] trying to drink more water.",
    "The cat knocked a plant off the windowsill.",
    "{S_poss} mum turns seventy next month.",
    "There's a train strike on Friday.",
    "{S} finally fixed the wobbly shelf in the kitchen.",
    "Someone left a pram in the stairwell again.",
    "{S} made a huge pot of chilli for the week.",
    "The neighbours are having their kitchen redone.",
    "{S} [need|needs] a new winter coat.",
    "It snowed for about ten minutes and then stopped.",
    "{S_poss} passport expires in the summer.",
    "{S} booked a long weekend in Porto.",
    "{S} lost yet another umbrella somewhere.",
    "{S_poss} sister just adopted a rescue greyhound.",
    "{S} [have|has] been trying to learn a few words of Japanese.",
    "The council finally filled in the pothole outside.",
    "The fridge light has stopped working.",
    "{S} [am|is] hosting a dinner for six on Saturday.",
    "Parking near the hospital is a nightmare.",
    "{S} [have|has] a stinking cold and [am|is] staying in.",
    "{S_poss} landlord still hasn't sorted the damp in the bathroom.",
]

KINDS: list[dict] = [
    {
        "kind": "book",
        "values": [
            "Middlemarch",
            "Piranesi",
            "Station Eleven",
            "The Overstory",
            "Pachinko",
            "Klara and the Sun",
            "Demon Copperhead",
            "The Remains of the Day",
            "Lonesome Dove",
            "Anna Karenina",
            "Project Hail Mary",
            "The Name of the Rose",
            "Shuggie Bain",
            "Wolf Hall",
        ],
        "orig": [
            "{S} [am|is] reading {v} at the moment.",
            "{S_poss} bedtime book right now is {v}.",
            "{S} started {v} on the train this week and [am|is] about a third of the way in.",
            "[Currently making my way through {v}, one chapter a night.|{S} is making {pos} way through {v}, one chapter a night.]",
        ],
        "updates": [
            (
                "plain",
                [
                    "{S} [am|is] reading {new} now.",
                    "{S_poss} current read is {new}.",
                ],
            ),
            (
                "narrative",
                [
                    "{S} finally gave up on {old} halfway through and picked up {new} instead, which [I'm|{pr}'s] flying through.",
                    "[Finished|{S} finished] {old} on Sunday night and went straight on to {new}.",
                ],
            ),
            (
                "indirect",
                [
                    "{S_poss} copy of {new} is already full of sticky notes and {pr} [keep|keeps] reading bits of it out loud.",
                    "[Stayed|{S} stayed] up way too late again because {new} wouldn't let {obj} put it down.",
                ],
            ),
            (
                "colloquial",
                [
                    "ok so [i'm|{S}'s] on {new} now and [i|{pr}] can't stop lol",
                    "lol [i|{S}] ditched {old}, reading {new} instead",
                ],
            ),
        ],
        "negatives": [
            ("f", "{S} picked up {v} in a charity shop but [haven't|hasn't] opened it yet."),
            ("f", "{S_poss} book club is doing {v} next month, once this one is finished."),
            (
                "f",
                "{S_poss} sister can't stop talking about {v} and keeps telling {obj} to read it.",
            ),
            ("b", "{S} lent {pos} old copy of {v} to a colleague today."),
            ("f", "{S} tried the audiobook of {v} on a run but gave up after ten minutes."),
            ("b", "{S} [am|is] at a talk about {v} at the library tonight, a friend got tickets."),
            (
                "f",
                "{S} really can't get on with {v}; everyone raves about it but [I've|{pr}'s] never managed more than a page.",
            ),
            ("o", "{S} still [think|thinks] about the ending of {v} sometimes."),
            ("o", "[Found|{S} found] {pos} old bookmark from {v} tucked in a coat pocket."),
        ],
        "others": [
            "{p} is reading {v} for {ppos} book club.",
            "{p} just finished {v} and loved it.",
            "{p}'s current read is {v}.",
        ],
        "newest_q": [
            "What book [am I|is {S}] reading now?",
            "Which book [am I|is {S}] reading at the moment?",
            "What [am I|is {S}] currently reading?",
            "[Am I|Is {S}] still reading {old}?",
            "What book [am I|is {S}] in the middle of?",
            "What [do I|does {S}] have on the go these days, book-wise?",
        ],
        "before_q": [
            "What [was I|was {S}] reading before {later}?",
            "Which book did {S} have on the go before {later}?",
        ],
        "first_q": [
            "What [was I|was {S}] reading at first?",
            "Which book [was I|was {S}] reading originally?",
            "What book [was I|was {S}] reading to begin with?",
            "What did {S} start out reading?",
        ],
    },
    {
        "kind": "supermarket",
        "values": [
            "Tesco",
            "Lidl",
            "Aldi",
            "Sainsbury's",
            "Waitrose",
            "Asda",
            "Morrisons",
            "M&S Food",
            "Rewe",
            "Albert Heijn",
            "Carrefour",
            "Mercadona",
        ],
        "orig": [
            "{S} [do|does] the weekly shop at {v}.",
            "{S_poss} supermarket is {v}, mostly because it's five minutes from the flat.",
            "{S} [get|gets] pretty much all {pos} groceries from {v}.",
            "{S} [have|has] had {a_v} loyalty card for years and [use|uses] it every week.",
        ],
        "updates": [
            (
                "negation",
                [
                    "[Done with {old}|{S} is done with {old}], it's {new} for {pos} weekly shop now.",
                    "[No more {old} for me; I do|{S} has stopped going to {old} and does] the big shop at {new} now.",
                ],
            ),
            (
                "indirect",
                [
                    "The cashier at {new} knows [me|{S}] by name now, [I'm|{pr}'s] in there every Saturday.",
                    "{S_poss} fridge is full of {new} own-brand stuff these days, the prices are just better.",
                ],
            ),
            (
                "relation",
                [
                    "{S_poss} partner moved {our} weekly shop over to {new}, and honestly [I|{pr}] [don't|doesn't] miss {old}.",
                    "{S_poss} flatmate talked {obj} into switching to {new}, and now {we} both shop there.",
                ],
            ),
            (
                "dated",
                [
                    "Since {since}, {S} [have|has] been doing the weekly shop at {new}.",
                    "[From {since} on it's been {new} for all my groceries.|From {since} on, {S} has bought all {pos} groceries at {new}.]",
                ],
            ),
        ],
        "negatives": [
            (
                "b",
                "{S} [am|is] at the {v} on Main Street tonight because it's the only place open late.",
            ),
            ("b", "{S} popped into {v} for batteries on the way home."),
            ("f", "{S} [have|has] been thinking about trying {v}, apparently it's cheaper."),
            ("f", "{S_poss} sister swears by {v} and keeps sending {obj} their offers."),
            (
                "o",
                "[Found|{S} found] an old {v} receipt in {pos} coat pocket from back in the autumn.",
            ),
            ("f", "{S} gave {v} a go for one week but it didn't stick."),
            ("f", "{S} [think|thinks] {v} is overpriced; [I've|{pr}'s] never shopped there."),
            ("o", "{S} [miss|misses] the {v} bakery counter a bit, to be honest."),
        ],
        "others": [
            "{p} does {ppos} weekly shop at {v}.",
            "{p} has {a_v} delivery every Thursday.",
            "{p} only ever shops at {v}.",
        ],
        "newest_q": [
            "Which supermarket [do I|does {S}] shop at now?",
            "Where [do I|does {S}] do the weekly shop these days?",
            "Which supermarket [do I|does {S}] use at the moment?",
            "[Am I|Is {S}] still shopping at {old}?",
            "Which supermarket [do I|does {S}] shop at?",
            "Where [do I|does {S}] currently buy groceries?",
        ],
        "before_q": [
            "Where did {S} shop before {later}?",
            "Which supermarket did {S} use before switching to {later}?",
        ],
        "first_q": [
            "Which supermarket did {S} shop at originally?",
            "Where did {S} do the weekly shop at first?",
            "Which supermarket did {S} use to begin with?",
            "Where did {S} initially buy groceries?",
        ],
    },
    {
        "kind": "isp",
        "values": [
            "BT",
            "Virgin Media",
            "Sky",
            "Zen",
            "Hyperoptic",
            "Community Fibre",
            "Vodafone",
            "TalkTalk",
            "Plusnet",
            "Starlink",
            "Telekom",
            "KPN",
            "Movistar",
        ],
        "orig": [
            "{S_poss} broadband is with {v}.",
            "{S} [get|gets] {pos} home internet through {v}.",
            "{S} [have|has] been {a_v} customer for the home wifi since moving in.",
            "The router in {s_poss} hallway is {a_v} one.",
        ],
        "updates": [
            (
                "fragment",
                [
                    "[New ISP: {new}.|New ISP for {S}: {new}.]",
                    "[Home internet|{S_poss} home internet]: {new} now, finally.",
                ],
            ),
            (
                "passive",
                [
                    "{S_poss} broadband has been switched over to {new}.",
                    "The line at {s_poss} place got moved across to {new} last week.",
                ],
            ),
            (
                "narrative",
                [
                    "The engineer came on Tuesday and now {S} [am|is] on {new} fibre, it's so much faster.",
                    "[After three outages in a month I finally rang round, and my internet is with {new} now.|After three outages in a month {S} finally rang round, and {pos} internet is with {new} now.]",
                ],
            ),
            (
                "subject_late",
                [
                    "At home these days, {s_poss} wifi comes from {new}.",
                    "Over at {s_poss} flat, the internet is {new} now.",
                ],
            ),
        ],
        "negatives": [
            ("f", "{S} got a leaflet from {v} offering half-price fibre and [am|is] tempted."),
            (
                "f",
                "{S} [am|is] on {pos} neighbour's {v} wifi tonight while {pos} own router reboots.",
            ),
            (
                "f",
                "{S_poss} parents are with {v} and [I have|{pr} has] to fix their router every Christmas.",
            ),
            ("o", "{S} still [get|gets] the odd marketing email from {v}."),
            ("o", "{S} finally posted the old {v} router back."),
            (
                "f",
                "{S} [think|thinks] {v} has the worst customer service in the country, judging by the reviews.",
            ),
            ("f", "{S} ran a speed test on {v} at a friend's place and came away jealous."),
            (
                "b",
                "{S} spent forty minutes on hold to {v} today, but only to sort out {pos} mum's account.",
            ),
        ],
        "others": [
            "{p}'s broadband is with {v}.",
            "{p} just signed up to {v} for home internet.",
            "{p} has {v} at home and never complains.",
        ],
        "newest_q": [
            "Who [is my|is {s_poss}] internet provider now?",
            "Which ISP [am I|is {S}] with at the moment?",
            "Who provides [my|{s_poss}] home broadband these days?",
            "[Am I|Is {S}] still with {old}?",
            "Which company [do I|does {S}] get home internet from?",
            "Who [is my|is {s_poss}] broadband with currently?",
        ],
        "before_q": [
            "Who was [my|{s_poss}] broadband with before {later}?",
            "Which ISP [was I|was {S}] with before {later}?",
        ],
        "first_q": [
            "Who was [my|{s_poss}] original internet provider?",
            "Which ISP [was I|was {S}] with at first?",
            "Who did {S} get home internet from initially?",
            "Which broadband company [was I|was {S}] with to begin with?",
        ],
    },
    {
        "kind": "school",
        "values": [
            "Oakfield Primary",
            "St Mary's",
            "Riverside Academy",
            "Hillcrest Primary",
            "Meadowbank School",
            "Greenway Primary",
            "Kingsmead Academy",
            "the little Montessori on Elm Road",
            "the bilingual school by the park",
            "the village school in Ashby",
            "Larchwood Primary",
            "St Aidan's",
        ],
        "orig": [
            "{S_poss} {kid_rel} {kid} goes to {v}.",
            "{kid}, {s_poss} {kid_rel}, is in Year 3 at {v}.",
            "{S} [do|does] the school run to {v} every morning with {pos} {kid_rel} {kid}.",
            "{S_poss} {kid_rel} {kid} started at {v} in September and loves it.",
        ],
        "updates": [
            (
                "passive",
                [
                    "{S_poss} {kid_rel} {kid} has been moved to {new}.",
                    "{S_poss} {kid_rel} {kid} got transferred to {new} after half-term.",
                ],
            ),
            (
                "relation",
                [
                    "{S_poss} {kid_rel} {kid} now goes to {new}.",
                    "{S_poss} {kid_rel} {kid} just started at {new} and already has a best friend there.",
                ],
            ),
            (
                "negation",
                [
                    "{S_poss} {kid_rel} {kid} isn't at {old} any more, {kpr}'s at {new} now.",
                    "{S} took {pos} {kid_rel} {kid} out of {old}, and {kpr} goes to {new} now.",
                ],
            ),
            (
                "colloquial",
                [
                    "lol [my|{s_poss}] {kid_rel} {kid} is officially at {new} now, new uniform and everything",
                    "so yeah [my|{s_poss}] {kid_rel} {kid} switched schools, {kpr}'s at {new} now lol",
                ],
            ),
        ],
        "negatives": [
            ("f", "{S} took {pos} {kid_rel} {kid} to the open day at {v}, just to have a look."),
            (
                "b",
                "{S_poss} {kid_rel} {kid} has a football match at {v} on Saturday and [I'm|{S}'s] driving.",
            ),
            ("f", "{S_poss} nephew goes to {v} and loves it."),
            (
                "o",
                "{S} found {pos} {kid_rel} {kid}'s old school jumper from {v} at the back of the wardrobe.",
            ),
            ("f", "{S_poss} {kid_rel} {kid} did a taster day at {v}, but it wasn't the right fit."),
            (
                "o",
                "{S} still [get|gets] the parents' newsletter from {v} by email, for some reason.",
            ),
            ("f", "{S} [have|has] heard terrible things about {v} from other parents."),
            (
                "b",
                "{S} [am|is] at the summer fair at {v} this afternoon with {pos} {kid_rel} {kid}, helping a friend on the cake stall.",
            ),
        ],
        "others": [
            "{p}'s son goes to {v}.",
            "{p} is a teaching assistant at {v}.",
            "{p}'s twins just started at {v}.",
        ],
        "newest_q": [
            "Which school does [my|{s_poss}] {kid_rel} {kid} go to now?",
            "Where is [my|{s_poss}] {kid_rel} at school these days?",
            "Which school is [my|{s_poss}] {kid_rel} at currently?",
            "Is [my|{s_poss}] {kid_rel} {kid} still at {old}?",
            "Which school does [my|{s_poss}] {kid_rel} attend?",
            "What school does [my|{s_poss}] {kid_rel} {kid} go to at the moment?",
        ],
        "before_q": [
            "Which school was [my|{s_poss}] {kid_rel} at before {later}?",
            "Where did [my|{s_poss}] {kid_rel} {kid} go to school before {later}?",
        ],
        "first_q": [
            "Which school did [my|{s_poss}] {kid_rel} go to originally?",
            "Where was [my|{s_poss}] {kid_rel} {kid} at school at first?",
            "Which school did [my|{s_poss}] {kid_rel} start out at?",
            "Where did [my|{s_poss}] {kid_rel} {kid} go to school initially?",
        ],
    },
    {
        "kind": "physio",
        "values": [
            "Dr Okafor",
            "Marta Ruiz",
            "Dr Lindqvist",
            "Sam Hughes",
            "Joanna Kowalska",
            "Dr Mensah",
            "Claire Dunmore",
            "Tomasz Nowak",
            "Dr Iyer",
            "Ruth Abernathy",
            "Ben Carver",
            "Dr Haddad",
        ],
        "orig": [
            "{S_poss} physio is {v}.",
            "{S} [see|sees] {v} every other Thursday for {pos} {part}.",
            "{S} [have|has] been doing rehab with {v} since the ski accident.",
            "{v} has been treating {s_poss} bad {part} for a couple of months.",
        ],
        "updates": [
            (
                "subject_late",
                [
                    "For [my|{s_poss}] {part} these days, [I see|{pr} sees] {new} instead.",
                    "Every other Thursday now it's {new} who works on [my|{s_poss}] {part}.",
                ],
            ),
            (
                "dated",
                [
                    "Since {since}, {s_poss} physio has been {new}.",
                    "From {since} {S} [am|is] booked in with {new} for all {pos} physio sessions.",
                ],
            ),
            (
                "indirect",
                [
                    "{new} gave [me|{S}] a brand new set of exercises at [my|{pos}] session this week and [my|{pos}] calves are killing [me|{obj}].",
                    "[My|{S_poss}] Thursday sessions are at {new}'s clinic now, and [I|{pr}] already feel[|s] the difference.",
                ],
            ),
            (
                "plain",
                [
                    "{S_poss} physio is {new} now.",
                    "{S} [am|is] seeing {new} for physio now.",
                ],
            ),
        ],
        "negatives": [
            ("f", "{S_poss} brother sees {v} for his back and rates them highly."),
            (
                "f",
                "{S} [have|has] been thinking about booking a session with {v}, a friend recommended them.",
            ),
            ("b", "{S} bumped into {v} at the gym this morning and said hello."),
            ("f", "{S} had a one-off sports massage with {v} before the half marathon."),
            ("o", "{S} still [have|has] the exercise sheet {v} printed out, stuck on the fridge."),
            (
                "f",
                "{S} [am|is] at {v}'s clinic today, but only to drive {pos} dad to his appointment.",
            ),
            (
                "f",
                "{S} [have|has] read awful reviews of {v} online, glad [I've|{pr}'s] never been.",
            ),
            ("f", "{S} did a trial session with {v} but it didn't click."),
        ],
        "others": [
            "{p}'s physio is {v}.",
            "{p} sees {v} for {ppos} back.",
            "{p} has been doing rehab with {v} after surgery.",
        ],
        "newest_q": [
            "Who [is my|is {s_poss}] physio now?",
            "Who [am I|is {S}] seeing for physio at the moment?",
            "Who does [my|{s_poss}] physio sessions these days?",
            "[Am I|Is {S}] still seeing {old}?",
            "Who [is my|is {s_poss}] physio?",
            "Which physio [do I|does {S}] go to currently?",
        ],
        "before_q": [
            "Who was [my|{s_poss}] physio before {later}?",
            "Which physio [did I|did {S}] see before {later}?",
        ],
        "first_q": [
            "Who was [my|{s_poss}] original physio?",
            "Which physio [did I|did {S}] see at first?",
            "Who did {S} do rehab with initially?",
            "Who was [my|{s_poss}] physio to begin with?",
        ],
    },
    {
        "kind": "work_project",
        "values": [
            "Project Atlas",
            "Helios",
            "Orion",
            "the billing migration",
            "the mobile app redesign",
            "the data warehouse rebuild",
            "the onboarding revamp",
            "the checkout rewrite",
            "Nimbus",
            "the fraud model",
            "Project Kestrel",
            "the search relaunch",
            "the payroll integration",
        ],
        "orig": [
            "At work {S} [am|is] on {v}.",
            "{S} [spend|spends] most days buried in {v} at the office.",
            "{S_poss} team put {obj} on {v} when [I|{pr}] joined.",
            "{S} [run|runs] the daily standups for {v}.",
        ],
        "updates": [
            (
                "narrative",
                [
                    "Last week {old} wrapped up, so {s_poss} manager moved {obj} onto {new}.",
                    "After the reorg {S} got pulled off {old} and [am|is] full time on {new}.",
                ],
            ),
            (
                "fragment",
                [
                    "[Current project: {new}.|{S_poss} current project: {new}.]",
                    "[Work update: on {new} now, full time.|Work update for {S}: on {new} now, full time.]",
                ],
            ),
            (
                "indirect",
                [
                    "{S_poss} calendar is nothing but meetings about {new} these days.",
                    "{S} [have|has] been in planning sessions for {new} all week and [I'm|{pr}'s] the one writing the spec.",
                ],
            ),
            (
                "colloquial",
                [
                    "lol guess who's on {new} now. [me|{S}]. full time.",
                    "ugh [i'm|{S}'s] on {new} now, bye bye {old}",
                ],
            ),
        ],
        "negatives": [
            ("f", "{S} sat in on a review of {v} today just to give feedback."),
            (
                "f",
                "{S_poss} manager floated the idea of moving {obj} onto {v} next quarter, nothing decided.",
            ),
            ("f", "{S_poss} best friend at work runs {v} and never stops complaining about it."),
            ("o", "{S} still [get|gets] tagged in tickets for {v} now and then."),
            ("o", "{S} dug out {pos} old design doc from {v} to reuse a diagram."),
            (
                "f",
                "{S} [am|is] in the war room for {v} tonight, covering for a colleague who's off sick.",
            ),
            ("f", "{S} [think|thinks] {v} is a total mess and [am|is] glad not to be on it."),
            ("f", "{S} helped out on {v} for a couple of days during the crunch."),
        ],
        "others": [
            "{p} works on {v}.",
            "{p} just got put on {v}.",
            "{p} is the tech lead for {v}.",
        ],
        "newest_q": [
            "What project [am I|is {S}] working on now?",
            "Which project [am I|is {S}] on at work these days?",
            "What [do I|does {S}] work on at the moment?",
            "[Am I|Is {S}] still on {old}?",
            "Which project [am I|is {S}] assigned to?",
            "What [am I|is {S}] currently working on at work?",
        ],
        "before_q": [
            "What [was I|was {S}] working on before {later}?",
            "Which project [was I|was {S}] on before {later}?",
        ],
        "first_q": [
            "What was [my|{s_poss}] original project at work?",
            "Which project [was I|was {S}] on at first?",
            "What [was I|was {S}] working on initially?",
            "Which project did {S} work on to begin with?",
        ],
    },
    {
        "kind": "office",
        "values": [
            "Building C",
            "the third floor",
            "the Leeds office",
            "the Manchester office",
            "the fifth floor by the kitchen",
            "the annex on Harbour Street",
            "the Dublin office",
            "Building 4",
            "the mezzanine",
            "the Canary Wharf office",
            "the second floor",
            "the Bristol office",
        ],
        "prep": {
            "the third floor": "on",
            "the fifth floor by the kitchen": "on",
            "the mezzanine": "on",
            "the second floor": "on",
        },
        "prep_default": "in",
        "orig": [
            "{S_poss} desk is {at_v}.",
            "{S} [work|works] {at_v}, right by the window.",
            "{S} [sit|sits] {at_v} with the rest of the design team.",
            "{S_poss} badge only opens the doors {at_v}.",
        ],
        "updates": [
            (
                "passive",
                [
                    "{S_poss} whole team has been moved to {new}, desks and all.",
                    "{S} [have|has] been reassigned a desk {at_new}.",
                ],
            ),
            (
                "negation",
                [
                    "[Not {at_old} any more, my desk|{S} isn't {at_old} any more, {pos} desk] is {at_new} now.",
                    "{S} [am|is] done with {old}; [I sit|{pr} sits] {at_new} now.",
                ],
            ),
            (
                "subject_late",
                [
                    "Most days now you'll find [me|{S}] at a desk {at_new}.",
                    "Since the reshuffle, the desk {S} [use|uses] is {at_new}.",
                ],
            ),
            (
                "dated",
                [
                    "Since {since} {S} [have|has] been based {at_new}.",
                    "As of {since}, {s_poss} desk is {at_new}.",
                ],
            ),
        ],
        "negatives": [
            ("b", "{S} [am|is] {at_v} today for an all-hands, just for the afternoon."),
            ("f", "{S_poss} manager mentioned a possible move to {v}, but nothing's confirmed."),
            ("f", "{S_poss} sister works {at_v}, so {we} sometimes grab lunch."),
            ("o", "{S} still [have|has] a mug sitting on {pos} old desk {at_v}."),
            ("f", "{S} hot-desked {at_v} for a week while the aircon was fixed."),
            (
                "f",
                "Whenever a meeting gets booked {at_v} {S} [grumble|grumbles] that it's freezing there.",
            ),
            ("o", "{S} walked past {pos} old desk {at_v} and someone else has already taken it."),
            ("f", "{S_poss} old team lead keeps trying to tempt {obj} over to a desk {at_v}."),
        ],
        "others": [
            "{p}'s desk is {at_v}.",
            "{p} works {at_v}.",
            "{p} is based {at_v}.",
        ],
        "newest_q": [
            "Where [is my|is {s_poss}] desk now?",
            "Where [do I|does {S}] sit at work these days?",
            "Where [am I|is {S}] based at work currently?",
            "[Am I|Is {S}] still {at_old}?",
            "Where [is my|is {s_poss}] desk at the office?",
            "Where [do I|does {S}] work at the moment?",
        ],
        "before_q": [
            "Where was [my|{s_poss}] desk before {later}?",
            "Where [did I|did {S}] sit before moving to {later}?",
        ],
        "first_q": [
            "Where was [my|{s_poss}] desk originally?",
            "Where [did I|did {S}] sit at first?",
            "Where [was I|was {S}] based to begin with?",
            "Where [did I|did {S}] work initially?",
        ],
    },
    {
        "kind": "laptop",
        "values": [
            "ThinkPad X1 Carbon",
            "MacBook Air",
            "Dell XPS 13",
            "Framework 13",
            "Surface Laptop",
            "MacBook Pro",
            "Asus Zenbook",
            "Lenovo Yoga",
            "Chromebook",
            "Acer Swift",
            "Razer Blade",
        ],
        "orig": [
            "{S} [use|uses] {a_v} for everything.",
            "{S_poss} laptop is {a_v}, it's about four years old.",
            "{S} [do|does] all {pos} work on {a_v}.",
            "{S} [carry|carries] {pos} {v} everywhere in a padded sleeve.",
        ],
        "updates": [
            (
                "narrative",
                [
                    "[My old laptop finally died, so I've|{S_poss} old laptop finally died, so {pr}'s] bought {a_new}.",
                    "{S} spilled coffee all over the old one, so the laptop on {pos} desk now is {a_new}.",
                ],
            ),
            (
                "indirect",
                [
                    "[Still getting used to the keyboard on my new {new}.|{S} is still getting used to the keyboard on {pos} new {new}.]",
                    "The battery on {s_poss} new {new} lasts all day, it's a revelation.",
                ],
            ),
            (
                "fragment",
                [
                    "[New laptop: {a_new}.|New laptop for {S}: {a_new}.]",
                    "[Laptop situation|{S_poss} laptop situation]: {new} now, the {old} is retired.",
                ],
            ),
            (
                "relation",
                [
                    "{S_poss} brother handed down his {new}, so that's what [I'm|{pr}'s] using now.",
                    "{S_poss} work IT team swapped {pos} laptop for {a_new}.",
                ],
            ),
        ],
        "negatives": [
            ("f", "{S} [have|has] been eyeing {a_v} in the sale but [haven't|hasn't] bought it."),
            ("f", "{S_poss} flatmate just got {a_v} and won't stop showing it off."),
            (
                "b",
                "{S} borrowed a colleague's {v} for the presentation today because of the projector cable.",
            ),
            ("o", "{S} finally wiped {pos} old {v} and listed it on eBay."),
            ("f", "{S} tried {a_v} in the shop for twenty minutes and hated the trackpad."),
            ("o", "The charger for {s_poss} old {v} is still in the drawer."),
            ("f", "{S} [am|is] fixing {pos} dad's {v} tonight, the thing won't boot."),
            ("f", "{S} [think|thinks] the {v} is overpriced and [have|has] never owned one."),
        ],
        "others": [
            "{p}'s laptop is {a_v}.",
            "{p} just bought {a_v}.",
            "{p} does all {ppos} coding on {a_v}.",
        ],
        "newest_q": [
            "What laptop [do I|does {S}] use now?",
            "Which laptop [do I|does {S}] have these days?",
            "What laptop [do I|does {S}] currently have?",
            "[Do I|Does {S}] still use {a_old}?",
            "What laptop [do I|does {S}] own?",
            "What [is my|is {s_poss}] laptop at the moment?",
        ],
        "before_q": [
            "What laptop did {S} have before the {later}?",
            "Which laptop [was I|was {S}] using before the {later}?",
        ],
        "first_q": [
            "What was [my|{s_poss}] original laptop?",
            "Which laptop did {S} have at first?",
            "What laptop [was I|was {S}] using to begin with?",
            "What laptop did {S} have initially?",
        ],
    },
    {
        "kind": "hobby",
        "values": [
            "bouldering",
            "pottery",
            "birdwatching",
            "sourdough baking",
            "chess",
            "open-water swimming",
            "woodworking",
            "salsa dancing",
            "trail running",
            "knitting",
            "watercolour painting",
            "gardening",
            "sea kayaking",
        ],
        "orig": [
            "{S_poss} main hobby is {v}.",
            "{S} [spend|spends] pretty much every weekend on {v}.",
            "{S} [am|is] really into {v} at the moment.",
            "Outside work it's all {v} for [me|{S}].",
        ],
        "updates": [
            (
                "dated",
                [
                    "Since {since} {s_poss} weekends have been all about {new}.",
                    "{S} took up {new} on {since} and [have|has] barely done anything else since.",
                ],
            ),
            (
                "colloquial",
                [
                    "lol [i'm|{S}'s] fully obsessed with {new} now, {old} who",
                    "ngl {new} is [my|{s_poss}] whole personality now",
                ],
            ),
            (
                "negation",
                [
                    "[Not really doing {old} any more; {new} is my thing now.|{S} isn't really doing {old} any more; {new} is {pos} thing now.]",
                    "{S} gave up {old} completely, it's {new} now.",
                ],
            ),
            (
                "indirect",
                [
                    "{S} [have|has] spent more on {new} gear this month than on food, and [I'm|{pr}'s] out doing it every spare evening.",
                    "{S_poss} friends have stopped inviting {obj} out on Saturdays because it's always {new} now.",
                ],
            ),
        ],
        "negatives": [
            ("f", "{S} went to a one-off taster session for {v} with a colleague."),
            ("f", "{S} [have|has] been wondering about trying {v}, [my|{pos}] cousin loves it."),
            ("f", "{S_poss} partner is mad about {v}, but it's really not {pos} thing."),
            ("o", "{S} found {pos} old {v} stuff in the loft and gave it to a charity shop."),
            ("b", "{S} [am|is] watching {a_v} competition on TV tonight, purely for the drama."),
            ("o", "{S} sometimes [miss|misses] {v}, honestly."),
            ("f", "{S} tried {v} twice last year and it just didn't stick."),
            ("f", "{S} [find|finds] {v} unbearably boring, no idea how people do it."),
        ],
        "others": [
            "{p}'s big hobby is {v}.",
            "{p} has been doing {v} for years.",
            "{p} spends every Sunday on {v}.",
        ],
        "newest_q": [
            "What [is my|is {s_poss}] main hobby now?",
            "What [do I|does {S}] do for fun these days?",
            "What hobby [am I|is {S}] into at the moment?",
            "[Am I|Is {S}] still into {old}?",
            "What [is my|is {s_poss}] main hobby?",
            "What [do I|does {S}] currently spend [my|{pos}] weekends on?",
        ],
        "before_q": [
            "What was [my|{s_poss}] main hobby before {later}?",
            "What [was I|was {S}] into before {later}?",
        ],
        "first_q": [
            "What was [my|{s_poss}] original hobby?",
            "What hobby [was I|was {S}] into at first?",
            "What did {S} spend weekends on initially?",
            "What was [my|{s_poss}] main hobby to begin with?",
        ],
    },
    {
        "kind": "bike",
        "values": [
            "Brompton",
            "Trek Domane",
            "Cannondale Topstone",
            "Specialized Sirrus",
            "VanMoof",
            "Raleigh",
            "Giant Escape",
            "cargo bike",
            "e-bike",
            "steel fixie",
            "gravel bike",
        ],
        "orig": [
            "{S} [ride|rides] {a_v} to work.",
            "{S_poss} bike is {a_v} that [I|{pr}] bought second-hand.",
            "{S} [keep|keeps] {pos} {v} chained up in the hallway.",
            "{S} [have|has] had {a_v} for about five years now.",
        ],
        "updates": [
            (
                "relation",
                [
                    "{S_poss} dad gave {obj} his {new}, so that's what [I|{pr}] [ride|rides] now.",
                    "{S_poss} partner surprised {obj} with {a_new}, and it's what [I|{pr}] [ride|rides] everywhere now.",
                ],
            ),
            (
                "plain",
                [
                    "{S} [ride|rides] {a_new} now.",
                    "{S_poss} bike these days is {a_new}.",
                ],
            ),
            (
                "narrative",
                [
                    "[My {old} got nicked outside the station, so I bought|{S_poss} {old} got nicked outside the station, so {pr} bought] {a_new}.",
                    "{S} sold the {old} online and put the money towards {a_new}.",
                ],
            ),
            (
                "passive",
                [
                    "{S_poss} {old} has been replaced with {a_new}.",
                    "{S_poss} commute is done on {a_new} now; the {old} has been sold.",
                ],
            ),
        ],
        "negatives": [
            ("f", "{S} rented {a_v} for a day trip to the coast."),
            ("f", "{S} [have|has] been looking at {a_v} online but it's way over budget."),
            ("f", "{S_poss} neighbour rides {a_v} and keeps offering {obj} a go."),
            ("o", "{S} still [have|has] the lock from {pos} old {v}."),
            ("f", "{S} test rode {a_v} at the bike shop but didn't like it."),
            ("b", "{S} [am|is] at the bike shop tonight, picking up a friend's {v} from repair."),
            ("f", "{S} [think|thinks] the {v} is hideous and would never ride one."),
            ("o", "{S} found an old photo of {pos} {v} from a cycling holiday."),
        ],
        "others": [
            "{p} rides {a_v} to work.",
            "{p}'s bike is {a_v}.",
            "{p} just bought {a_v}.",
        ],
        "newest_q": [
            "What bike [do I|does {S}] ride now?",
            "Which bike [do I|does {S}] have these days?",
            "What [am I|is {S}] riding at the moment?",
            "[Am I|Is {S}] still riding {a_old}?",
            "What bike [do I|does {S}] ride?",
            "What bike [do I|does {S}] currently own?",
        ],
        "before_q": [
            "What bike did {S} ride before the {later}?",
            "Which bike [did I|did {S}] have before the {later}?",
        ],
        "first_q": [
            "What was [my|{s_poss}] original bike?",
            "What bike did {S} ride at first?",
            "Which bike [did I|did {S}] have to begin with?",
            "What bike did {S} ride initially?",
        ],
    },
    {
        "kind": "podcast",
        "values": [
            "The Daily",
            "Hardcore History",
            "Radiolab",
            "No Such Thing As A Fish",
            "The Rest Is History",
            "99% Invisible",
            "Off Menu",
            "Darknet Diaries",
            "Freakonomics Radio",
            "In Our Time",
            "Desert Island Discs",
            "The Infinite Monkey Cage",
        ],
        "orig": [
            "{S} [listen|listens] to {v} on the way to work.",
            "{S_poss} commute podcast is {v}.",
            "{S} [have|has] {v} on every morning on the bus.",
            "{S} never [miss|misses] an episode of {v} on the drive in.",
        ],
        "updates": [
            (
                "subject_late",
                [
                    "On the way to work now, it's {new} in {s_poss} ears.",
                    "Every morning on the bus these days, {S} [put|puts] on {new}.",
                ],
            ),
            (
                "negation",
                [
                    "{S} unsubscribed from {old}; it's {new} on the commute now.",
                    "Done with {old} on the way in; {S} [have|has] switched to {new}.",
                ],
            ),
            (
                "fragment",
                [
                    "[Commute podcast|{S_poss} commute podcast]: {new} now.",
                    "[New commute listen: {new}.|New commute listen for {S}: {new}.]",
                ],
            ),
            (
                "narrative",
                [
                    "A friend recommended {new} and now {S} [listen|listens] to it every morning on the way to work.",
                    "{S} got hooked on {new} during a long drive and [have|has] played it on every commute since.",
                ],
            ),
        ],
        "negatives": [
            ("f", "{S} listened to one episode of {v} on a long run because a friend was a guest."),
            ("f", "{S} [have|has] {v} saved to try some time."),
            ("f", "{S_poss} brother is obsessed with {v} and quotes it constantly."),
            (
                "o",
                "{S} still [get|gets] notifications from {v} even though [I|{pr}] never listen[|s] any more.",
            ),
            (
                "b",
                "{S} [am|is] going to a live recording of {v} tonight with a friend who has a spare ticket.",
            ),
            ("f", "{S} [find|finds] the hosts of {v} really grating and never got into it."),
            ("o", "{S} sometimes [feel|feels] nostalgic for {v}."),
            ("f", "{S} tried {v} for a week of commutes, but it didn't stick."),
        ],
        "others": [
            "{p} listens to {v} on the way to work.",
            "{p}'s favourite podcast is {v}.",
            "{p} has every episode of {v} downloaded.",
        ],
        "newest_q": [
            "What podcast [do I|does {S}] listen to on the way to work now?",
            "Which podcast [am I|is {S}] listening to on the commute these days?",
            "What [do I|does {S}] listen to on the way in at the moment?",
            "[Do I|Does {S}] still listen to {old} on the commute?",
            "What podcast [do I|does {S}] listen to on the way to work?",
            "What [is my|is {s_poss}] commute podcast currently?",
        ],
        "before_q": [
            "What podcast did {S} listen to on the commute before {later}?",
            "What [was I|was {S}] listening to on the way to work before {later}?",
        ],
        "first_q": [
            "What was [my|{s_poss}] original commute podcast?",
            "Which podcast did {S} listen to on the way to work at first?",
            "What did {S} listen to on the commute initially?",
            "What podcast [was I|was {S}] listening to on the commute to begin with?",
        ],
    },
    {
        "kind": "bedtime",
        "values": [
            "10:30",
            "midnight",
            "half eleven",
            "1am",
            "9:45",
            "quarter past ten",
            "half past twelve",
            "ten o'clock",
            "2am",
            "half nine",
        ],
        "orig": [
            "{S} [go|goes] to bed at {v} most nights.",
            "{S_poss} usual bedtime is {v}.",
            "{S} [am|is] normally asleep by {v} on work nights.",
            "Lights out for [me|{S}] is {v}, pretty much every night.",
        ],
        "updates": [
            (
                "relation",
                [
                    "{S_poss} wife has got {obj} going to bed at {new} now.",
                    "{S_poss} doctor put {obj} on a strict schedule, so it's bed at {new} these days.",
                ],
            ),
            (
                "dated",
                [
                    "Since {since} {S} [have|has] been going to bed at {new}.",
                    "As of {since}, bedtime for [me|{S}] is {new}.",
                ],
            ),
            (
                "colloquial",
                [
                    "lol [i'm|{S}'s] going to bed at {new} now, [who even am i|{pr}'s a changed person]",
                    "ngl bedtime is {new} now for [me|{S}] and [i|{pr}] feel[|s] great",
                ],
            ),
            (
                "indirect",
                [
                    "{S_poss} friends know not to text after {new} any more, because [I'm|{pr}'s] already asleep.",
                    "{S_poss} partner has given up waiting up, because [I'm|{pr}'s] always out cold by {new} now.",
                ],
            ),
        ],
        "negatives": [
            ("b", "{S} went to bed at {v} last night, just for once."),
            ("f", "{S} [am|is] thinking about moving bedtime to {v} to get more sleep."),
            ("f", "{S_poss} flatmate goes to bed at {v} and it drives {obj} mad."),
            ("o", "{S} [miss|misses] the old {v} bedtime at weekends, weirdly."),
            (
                "f",
                "{S} tried going to bed at {v} for a week in the autumn but couldn't stick to it.",
            ),
            (
                "b",
                "{S} [am|is] off to a wedding tonight, so bed at {v} is definitely not happening.",
            ),
            (
                "f",
                "{S} [think|thinks] a {v} bedtime is ridiculous and [have|has] never managed it.",
            ),
            ("o", "{S_poss} old sleep tracker still shows the {v} bedtimes from last year."),
        ],
        "others": [
            "{p} goes to bed at {v}.",
            "{p}'s bedtime is {v}.",
            "{p} is usually asleep by {v}.",
        ],
        "newest_q": [
            "What time [do I|does {S}] go to bed now?",
            "When [do I|does {S}] usually go to bed these days?",
            "What [is my|is {s_poss}] bedtime at the moment?",
            "[Do I|Does {S}] still go to bed at {old}?",
            "What [is my|is {s_poss}] usual bedtime?",
            "What time [am I|is {S}] currently going to bed?",
        ],
        "before_q": [
            "What was [my|{s_poss}] bedtime before it became {later}?",
            "What time did {S} go to bed before the {later} bedtime?",
        ],
        "first_q": [
            "What was [my|{s_poss}] original bedtime?",
            "What time did {S} go to bed at first?",
            "What was [my|{s_poss}] bedtime to begin with?",
            "When did {S} initially go to bed?",
        ],
    },
]

ALT = re.compile(r"\[([^\[\]|]*)\|([^\[\]|]*)\]")
PLACEHOLDER = re.compile(r"\{(\w+)\}")


def article(value: str) -> str:
    vowel = value[0].lower() in "aeiou"
    letter = len(value) > 1 and value[0] in "FHLMNRSX" and (value[1].isupper() or value[1] == "&")
    return ("an " if vowel or letter else "a ") + value


CONTRACTIONS = [
    (re.compile(r"\bI am\b"), "I'm"),
    (
        re.compile(r"\bI have (been|had|spent|heard|read|barely|played|switched|never)\b"),
        r"I've \1",
    ),
]


def with_prep(kind: dict, value: str) -> str:
    prep = kind.get("prep", {}).get(value, kind.get("prep_default", "at"))
    return f"{prep} {value}"


def date_words(day: date) -> str:
    return f"{day.day} {MONTHS[day.month - 1]}"


def render(template: str, ctx: dict, first: bool, capitalise: bool = True) -> str:
    text = ALT.sub(lambda m: m.group(1) if first else m.group(2), template)
    for name in PLACEHOLDER.findall(text):
        assert name in ctx, (name, template)
    text = text.format(**ctx)
    if first:
        for pattern, short in CONTRACTIONS:
            text = pattern.sub(short, text)
    assert MISSING not in text, template
    assert "[" not in text, template
    assert "{" not in text, template
    if capitalise:
        text = text[0].upper() + text[1:]
    return text


def person_ctx(first: bool, name: str, gender: str) -> dict:
    if first:
        return {
            "S": "I",
            "s_poss": "my",
            "S_poss": "my",
            "pr": "I",
            "pos": "my",
            "obj": "me",
            "our": "our",
            "we": "we",
        }
    she = gender == "f"
    return {
        "S": name,
        "s_poss": f"{name}'s",
        "S_poss": f"{name}'s",
        "pr": "she" if she else "he",
        "pos": "her" if she else "his",
        "obj": "her" if she else "him",
        "our": "their",
        "we": "they",
    }


def value_ctx(kind: dict, prefix: str, value: str) -> dict:
    return {
        prefix: value,
        f"a_{prefix}": article(value),
        f"at_{prefix}": with_prep(kind, value),
    }


def base_ctx(
    kind: dict, person: dict, kid: tuple[str, str], other: tuple[str, str], part: str
) -> dict:
    ctx = dict.fromkeys(
        (
            "old",
            "new",
            "v",
            "later",
            "a_old",
            "a_new",
            "a_v",
            "a_later",
            "at_old",
            "at_new",
            "at_v",
            "at_later",
            "since",
        ),
        MISSING,
    )
    ctx.update(person)
    kid_name, kid_gender = kid
    ctx.update(
        {
            "kid": kid_name,
            "kid_rel": "daughter" if kid_gender == "f" else "son",
            "kpr": "she" if kid_gender == "f" else "he",
        }
    )
    ctx.update({"p": other[0], "ppos": "her" if other[1] == "f" else "his"})
    ctx["part"] = part
    return ctx


def build() -> list[dict]:
    rng = random.Random(SEED)
    total = len(KINDS) * 16
    first_person_flags = [True] * round(total * 0.4) + [False] * (total - round(total * 0.4))
    rng.shuffle(first_person_flags)
    rows: list[dict] = []
    for k, kind in enumerate(KINDS):
        assert len(kind["orig"]) == 4
        assert len(kind["updates"]) == 4
        for p, (_style, wordings) in enumerate(kind["updates"]):
            newest_templates = rng.sample(kind["newest_q"], 2)
            for q in range(4):
                index = len(rows)
                first = first_person_flags[index]
                asks = "newest" if q < 2 else "older"
                if q == 0:
                    chain_len = 3 if p % 2 == 0 else 2
                elif q == 1:
                    chain_len = 2 if p % 2 == 0 else 3
                elif q == 2:
                    chain_len = 3 if p % 2 == 0 else 2
                else:
                    chain_len = 3 if p % 2 == 1 else 2
                neg_last = q == (k + p) % 4
                neg_last_old = neg_last and p % 2 == 0
                rows.append(
                    make_item(
                        rng,
                        kind,
                        p,
                        q,
                        wordings,
                        newest_templates,
                        index,
                        first,
                        asks,
                        chain_len,
                        neg_last,
                        neg_last_old,
                    )
                )
    return rows


def make_item(
    rng: random.Random,
    kind: dict,
    p: int,
    q: int,
    wordings: list[str],
    newest_templates: list[str],
    index: int,
    first: bool,
    asks: str,
    chain_len: int,
    neg_last: bool,
    neg_last_old: bool,
) -> dict:
    name, gender = rng.choice(SUBJECTS)
    other = rng.choice(OTHERS)
    kid = rng.choice(KIDS)
    person = person_ctx(first, name, gender)
    ctx0 = base_ctx(kind, person, kid, other, rng.choice(BODY_PARTS))
    pool = kind["values"]
    chain = rng.sample(pool, chain_len)
    foreign = [v for v in pool if v not in chain]
    rng.shuffle(foreign)

    # entries: dicts with role, template, ctx overrides, capitalise flag, value
    core: list[dict] = []
    orig_template = kind["orig"][(p + q) % 4]
    core.append(
        {
            "role": "value",
            "value": chain[0],
            "template": orig_template,
            "vals": value_ctx(kind, "v", chain[0]),
            "cap": True,
        }
    )
    style = kind["updates"][p][0]
    for j in range(1, chain_len):
        final = j == chain_len - 1
        # a three-value chain words its middle update differently from the last one
        wording = (wordings[0] if final else wordings[1]) if chain_len == 3 else wordings[q % 2]
        vals = value_ctx(kind, "old", chain[j - 1]) | value_ctx(kind, "new", chain[j])
        core.append(
            {
                "role": "value",
                "value": chain[j],
                "template": wording,
                "vals": vals,
                "cap": style != "colloquial",
                "dated": "{since}" in wording,
            }
        )

    negatives = kind["negatives"]
    n_neg = rng.choice([1, 2])
    used_templates: set[str] = set()
    used_values: set[str] = set()

    def pick_negative(old_values: list[str], want_old: bool) -> dict:
        if want_old:
            choices = [t for tag, t in negatives if tag in "ob" and t not in used_templates]
            value = rng.choice(old_values)
        else:
            choices = [t for tag, t in negatives if tag in "fb" and t not in used_templates]
            value = next(v for v in foreign if v not in used_values)
        template = rng.choice(choices)
        used_templates.add(template)
        used_values.add(value)
        return {
            "role": "negative",
            "template": template,
            "vals": value_ctx(kind, "v", value),
            "cap": True,
            "names_old": want_old,
            "mentions": value,
        }

    seq = list(core)
    last_negative = None
    if neg_last:
        last_negative = pick_negative(chain[:-1], neg_last_old)
    for _ in range(n_neg - (1 if neg_last else 0)):
        # before the latest value statement; an old value only once it has been replaced
        slot = rng.randint(1, len(core) - 1) if rng.random() < 0.85 else 0
        old_here = chain[: max(slot - 1, 0)]
        want_old = bool(old_here) and rng.random() < 0.4
        at = seq.index(core[slot]) if slot > 0 else 0
        seq.insert(at, pick_negative(old_here, want_old))

    n_dis = rng.randint(2, 4)
    n_other = 2 if n_dis == 4 and rng.random() < 0.5 else 1
    other_templates = rng.sample(kind["others"], n_other)
    others_people = [other] + [o for o in OTHERS if o != other]
    distractors: list[dict] = []
    for i, template in enumerate(other_templates):
        value = next(v for v in foreign if v not in used_values)
        used_values.add(value)
        who = others_people[i]
        distractors.append(
            {
                "role": "distractor",
                "template": template,
                "vals": value_ctx(kind, "v", value)
                | {"p": who[0], "ppos": "her" if who[1] == "f" else "his"},
                "cap": True,
            }
        )
    for template in rng.sample(CHATTER, n_dis - n_other):
        distractors.append({"role": "distractor", "template": template, "vals": {}, "cap": True})
    for entry in distractors:
        seq.insert(rng.randint(0, len(seq)), entry)
    if last_negative is not None:
        seq.append(last_negative)

    # dates: start in January 2026, 2-20 days apart
    start = date(2026, 1, rng.randint(2, 14))
    days = [start]
    for _ in range(len(seq) - 1):
        days.append(days[-1] + timedelta(days=rng.randint(2, 20)))

    statements: list[dict] = []
    for i, (entry, when) in enumerate(zip(seq, days, strict=True)):
        ctx = dict(ctx0) | entry["vals"]
        if entry.get("dated"):
            # the change happened after the statement before this one
            back = rng.randint(1, min(2, (when - days[i - 1]).days - 1))
            ctx["since"] = date_words(when - timedelta(days=back))
        text = render(entry["template"], ctx, first, entry["cap"])
        stamp = datetime(
            when.year,
            when.month,
            when.day,
            rng.randint(7, 22),
            rng.choice([0, 10, 20, 30, 40, 50]),
            tzinfo=UTC,
        )
        statement = {
            "text": text,
            "day": (when - start).days + 1,
            "at": stamp.isoformat(),
            "role": entry["role"],
        }
        if entry["role"] == "value":
            statement["value"] = entry["value"]
        entry["text"] = text
        statements.append(statement)

    value_texts = {e["value"]: e["text"] for e in core}
    qctx = dict(ctx0)
    if q < 2:
        template = newest_templates[q]
        qctx |= value_ctx(kind, "old", rng.choice(chain[:-1]))
        expected = value_texts[chain[-1]]
    elif q == 2:
        template = rng.choice(kind["before_q"])
        qctx |= value_ctx(kind, "later", chain[-1])
        expected = value_texts[chain[-2]]
    else:
        template = rng.choice(kind["first_q"])
        expected = value_texts[chain[0]]
    question = render(template, qctx, first)

    return {
        "id": f"g{index + 1:03d}",
        "kind": kind["kind"],
        "phrasing": p,
        "split": SPLIT,
        "asks": asks,
        "subject": "I" if first else name,
        "question": question,
        "expected": expected,
        "candidates": [s["text"] for s in statements if s["role"] in ("value", "negative")],
        "statements": statements,
        "_meta": {
            "chain": chain,
            "q": q,
            "neg_last": neg_last,
            "neg_last_old": neg_last_old,
            "negatives": [e for e in seq if e["role"] == "negative"],
        },
    }


def check(rows: list[dict]) -> None:
    keys = [
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
    kinds = [k["kind"] for k in KINDS]
    for kind in KINDS:
        lowered = [v.lower() for v in kind["values"]]
        for a in lowered:
            for b in lowered:
                assert a == b or a not in b, (a, b)
    for n, row in enumerate(rows):
        meta = row["_meta"]
        assert list(row)[: len(keys)] == keys
        assert row["id"] == f"g{n + 1:03d}"
        assert row["kind"] in kinds
        assert row["phrasing"] in range(4)
        assert row["split"] == SPLIT
        assert row["asks"] in ("newest", "older")
        assert row["question"].endswith("?")
        statements = row["statements"]
        texts = [s["text"] for s in statements]
        assert len(set(texts)) == len(texts), texts
        candidates = [s["text"] for s in statements if s["role"] in ("value", "negative")]
        assert row["candidates"] == candidates
        assert row["expected"] in candidates
        assert candidates.count(row["expected"]) == 1
        assert statements[0]["day"] == 1
        previous = None
        for s in statements:
            assert set(s) <= {"text", "day", "at", "role", "value"}
            assert s["role"] in ("value", "negative", "distractor")
            assert ("value" in s) == (s["role"] == "value")
            stamp = datetime.fromisoformat(s["at"])
            assert s["at"].endswith("+00:00")
            assert stamp.tzinfo is not None
            if previous is None:
                assert s["at"].startswith("2026-01-")
            else:
                gap = s["day"] - previous["day"]
                assert 2 <= gap <= 20
                assert stamp > datetime.fromisoformat(previous["at"])
            previous = s
        values = [s for s in statements if s["role"] == "value"]
        chain = meta["chain"]
        assert [s["value"] for s in values] == chain
        for s in values:
            assert s["value"] in s["text"], s
        for s, v in zip(values[1:], chain[1:], strict=True):
            for other in chain:
                if other != v:
                    # an update may name the value it replaces, never a later one
                    assert other not in s["text"] or chain.index(other) < chain.index(v)
        negs = [s for s in statements if s["role"] == "negative"]
        assert 1 <= len(negs) <= 2
        dis = [s for s in statements if s["role"] == "distractor"]
        assert 2 <= len(dis) <= 4
        for entry in meta["negatives"]:
            assert entry["mentions"] in entry["text"]
            if not entry["names_old"]:
                assert all(v not in entry["text"] for v in chain), entry["text"]
        for s in dis:
            assert all(v not in s["text"] for v in chain), s["text"]
        subject = row["subject"]
        if subject != "I":
            for s in values + negs:
                assert subject in s["text"], s["text"]
            assert subject in row["question"]
        if meta["neg_last"]:
            assert statements[-1]["role"] == "negative"
            last_text = statements[-1]["text"]
            assert any(v in last_text for v in chain[:-1]) == meta["neg_last_old"]
        else:
            assert statements[-1]["role"] != "negative"
            assert candidates[-1] == values[-1]["text"]
        want = {0: chain[-1], 1: chain[-1], 2: chain[-2], 3: chain[0]}[meta["q"]]
        assert row["expected"] == next(s["text"] for s in values if s["value"] == want)
        if meta["q"] == 2:
            assert chain[-1] in row["question"]


def main() -> None:
    rows = build()
    check(rows)
    with OUT.open("w", encoding="utf-8") as fh:
        for row in rows:
            clean = {k: v for k, v in row.items() if k != "_meta"}
            fh.write(json.dumps(clean, ensure_ascii=False) + "\n")
    per_kind = Counter(r["kind"] for r in rows)
    asks = Counter(r["asks"] for r in rows)
    chain3 = Counter(
        (r["asks"] if r["_meta"]["q"] < 2 else ("before" if r["_meta"]["q"] == 2 else "first"))
        for r in rows
        if len(r["_meta"]["chain"]) == 3
    )
    neg_last = sum(r["_meta"]["neg_last"] for r in rows)
    neg_last_old = sum(r["_meta"]["neg_last_old"] for r in rows)
    n_neg = sum(1 for r in rows for s in r["statements"] if s["role"] == "negative")
    n_dis = sum(1 for r in rows for s in r["statements"] if s["role"] == "distractor")
    first = sum(r["subject"] == "I" for r in rows)
    print(f"wrote {len(rows)} items to {OUT}")
    print("items per kind:", dict(per_kind))
    print("asks:", dict(asks))
    print(f"chains of 3: {sum(chain3.values())} {dict(chain3)}")
    print(f"newest statement is a negative: {neg_last} ({neg_last_old} naming an old value)")
    print(f"hard negatives: {n_neg}, distractors: {n_dis}, subject 'I': {first}")


if __name__ == "__main__":
    main()
