"""Build updates_dev3.jsonl: a held-out development set of knowledge updates.

Deterministic (fixed seed, stdlib only). Run from anywhere:

    python3 benchmarks/data/build_updates_dev3.py

10 kinds x 4 update phrasings x 4 questions (2 newest, 2 older) = 160 questions.
"""

from __future__ import annotations

import json
import random
from datetime import UTC, datetime, timedelta
from pathlib import Path

SEED = 20260305
DAY0 = datetime(2026, 1, 5, 10, 0, tzinfo=UTC)
OUT = Path(__file__).with_name("updates_dev3.jsonl")

SUBJECT_NAMES = [
    "Amara", "Kenji", "Priya", "Tomás", "Olena", "Kwame", "Sofía", "Mehmet", "Aiyana", "Lars",
    "Nadia", "Rahul", "Ingeborg", "Tariq", "Mei", "Joaquín", "Zanele", "Hiroshi", "Fatima",
    "Dmitri", "Leilani", "Oskar", "Yasmin", "Bao", "Chiara", "Emeka", "Sione", "Marisol",
    "Anika", "Farid", "Ravi", "Siobhan", "Thandi", "Mateus", "Aroha", "Jonas", "Layla", "Kofi",
    "Valentina", "Hana",
]  # fmt: skip

OTHER_NAMES = [
    "Greta", "Ibrahim", "Paulo", "Wen", "Efua", "Niamh", "Arjun", "Selin", "Bjorn", "Lucía",
    "Yusuf", "Mirela", "Haruto", "Ewa", "Dario", "Ama",
]  # fmt: skip

CHATTER = [
    "The printer at work jammed three times before lunch.",
    "honestly this weather is doing nothing for my mood",
    "We finally finished that 1000-piece puzzle of the harbour.",
    "My sourdough starter smells like nail polish again.",
    "Watched two episodes of that detective show and fell asleep.",
    "lol the group chat has been nonstop memes all day",
    "The neighbours' cat keeps sitting on our windowsill.",
    "I need to remember to water the basil.",
    "Traffic on the ring road was awful this morning.",
    "Found a great recipe for lentil soup with smoked paprika.",
    "My knee has been clicking since the hike.",
    "The library extended the loan on my book, phew.",
    "ok the new phone update moved all the icons around, annoying",
    "Someone left a whole box of donuts in the break room.",
    "It snowed for about ten minutes and then just stopped.",
    "I've been trying to read a chapter before bed every night.",
    "The kids want a trampoline for the garden, not happening.",
    "Our team won the pub quiz by a single point!",
    "Spent the afternoon sorting old photos into albums.",
    "tbh I could sleep for a week",
    "The bakery on the corner started doing cardamom buns.",
    "Need new running shoes, these have a hole in the toe.",
    "We're thinking of painting the hallway a dark green.",
    "My sister sent me a video of her parrot saying hello.",
    "The train was cancelled so I worked from the café.",
    "Booked tickets for the jazz festival in June.",
    "the dishwasher is making that grinding noise again smh",
    "I tried a pottery class and my bowl came out lopsided.",
    "Power went out for an hour last night.",
    "Got a parking ticket even though the sign was covered.",
]

PHONES = [
    "0176 4412 8930", "+44 7700 900 412", "(415) 555-0187", "+61 412 583 906",
    "06 12 48 77 30", "+49 152 3371 0045", "0412 998 275", "+1 646 555 0119",
    "07911 123 456", "+34 612 44 90 18", "+81 90 4821 7733", "+27 82 556 1904",
]  # fmt: skip

# Each kind: values, first-value templates, 4 phrasings (2 variants each, may use {o}),
# hard negatives with a fresh value, hard negatives that name an old value, other person's value,
# newest questions, "before {l}" questions, "originally" questions.
KINDS = {
    "residence": {
        "values": ["Porto", "Lyon", "Tallinn", "Oaxaca", "Leeds", "Kraków", "Nagoya", "Durban",
                   "Halifax", "Valencia", "Bergen", "Adelaide", "Tbilisi", "Córdoba"],
        "init": ["{S} live{s} in {v}.", "{Poss} home is in {v}.", "{S} {have} a flat in {v}."],
        "phrasings": [
            ["After months of packing boxes, {S} finally settled into a place in {v}.",
             "The lease ran out, so {S} loaded up a van and drove everything to {v}."],
            ["ok so {sl} {be} officially a {v} resident now haha",
             "yeah {sl} ended up in {v} lol, still unpacking"],
            ["{S} {do}n't live in {o} anymore, it's {v} now.",
             "No more {o} for {obj}, the new address is in {v}."],
            ["Since the move, the post for {obj} goes to an address in {v}.",
             "These days it's a short tram ride from {poss} front door to the centre of {v}."],
        ],
        "neg": ["{S} spent a long weekend in {v} visiting friends.",
                "{S} looked at a flat in {v} but turned it down.",
                "{Poss} brother lives in {v}.",
                "{S} almost moved to {v} a few years ago, but it fell through."],
        "neg_old": ["{S} went back to {v} for a friend's wedding.",
                    "{S} still get{s} junk mail forwarded from {v}."],
        "other": ["{x} lives in {v}.", "{x} just moved to {v}."],
        "qn": ["Where {do} {S} live now?", "What city {be} {S} living in at the moment?",
               "Where's home for {obj} these days?"],
        "qb": ["Where did {S} live before {l}?", "Where was {S} living before moving to {l}?"],
        "qf": ["Where did {S} live originally?", "Where was {S} living at first?"],
    },
    "employer": {
        "values": ["Northwind Logistics", "Brightline Health", "Kestrel Analytics",
                   "Halvorsen & Lund", "Mosaic Games", "Orchard Robotics", "Bluefin Media",
                   "Saltmarsh Studios", "Ferro Engineering", "Lumen Pharma", "Quill Publishing",
                   "Ridgeway Insurance", "Copperleaf Foods", "Tessera Labs"],
        "init": ["{S} work{s} at {v}.", "{Poss} job is at {v}.", "{S} {be} on the payroll at {v}."],
        "phrasings": [
            ["{S} just got a {v} badge and laptop on day one.",
             "First all-hands at {v} today and {S} barely knew anyone."],
            ["Three weeks into the new job at {v}, {S} still get{s} lost in the building.",
             "After the interviews dragged on forever, {v} made {obj} an offer, and it was accepted."],
            ["{S} {do}n't work at {o} anymore, it's {v} now.",
             "{S} resigned from {o} and started at {v} on Monday."],
            ["{Poss} new employer: {v}.", "Job update for {obj}: {v}, since last week."],
        ],
        "neg": ["{S} had a second interview at {v} but didn't get the offer.",
                "{S} did a bit of freelance work for {v} over the summer.",
                "{Poss} cousin works at {v}.",
                "{S} went to a {v} recruiting event but never applied."],
        "neg_old": ["{S} had lunch with some old colleagues from {v}.",
                    "{S} still get{s} the {v} newsletter by email."],
        "other": ["{x} works at {v}.", "{x} started a job at {v}."],
        "qn": ["Where {do} {S} work now?", "Who {do} {S} work for at the moment?",
               "What company {be} {S} at these days?"],
        "qb": ["Where did {S} work before {l}?", "Which company was {S} at before {l}?"],
        "qf": ["What was {poss} original employer?", "Where was {S} working at first?"],
    },
    "car": {
        "values": ["Toyota Corolla", "Skoda Octavia", "Kia Niro", "Mazda 3", "Volvo V60",
                   "Ford Focus", "Renault Clio", "Tesla Model 3", "Subaru Outback", "Fiat 500",
                   "Hyundai Ioniq 5", "VW Golf", "Honda Jazz", "Peugeot 208"],
        "init": ["{S} {have} a {v}.", "{S} get{s} around in a {v}.", "{Poss} car is a {v}."],
        "phrasings": [
            ["{S} drive{s} a {v}.", "{Poss} car is a {v}."],
            ["{S} spent the whole evening figuring out the touchscreen in the new {v}.",
             "Filled up the {v} for the first time today, {S} can't believe how little it takes."],
            ["traded in the {o} lol, {sl} drive{s} a {v} now",
             "so {sl} finally picked up the {v} from the dealer yesterday"],
            ["Parked outside {poss} building now is a {v}, bought secondhand last week.",
             "When the {o} failed its inspection, {S} replaced it with a {v}."],
        ],
        "neg": ["{S} test drove a {v} but didn't buy it.",
                "{S} rented a {v} for the road trip.",
                "{Poss} dad drives a {v}.",
                "{S} keep{s} seeing ads for the {v} but won't buy one."],
        "neg_old": ["{S} saw a {v} in the car park and got nostalgic.",
                    "{S} found an old service receipt for the {v} in a drawer."],
        "other": ["{x} drives a {v}.", "{x} bought a {v}."],
        "qn": ["What car {do} {S} drive now?", "What {do} {S} drive these days?",
               "Which car {do} {S} have at the moment?"],
        "qb": ["What did {S} drive before the {l}?", "Which car did {S} have before the {l}?"],
        "qf": ["What was {poss} original car?", "What car did {S} drive at first?"],
    },
    "phone": {
        "values": PHONES,
        "init": ["{Poss} phone number is {v}.", "{S} can be reached on {v}.",
                 "{Poss} mobile is {v}."],
        "phrasings": [
            ["{Poss} old number {o} doesn't work anymore, use {v}.",
             "{o} is dead, {S} switched to {v}."],
            ["{Poss} new number: {v}.", "Number for {obj} now: {v}."],
            ["{S} dropped the phone in the lake, got a new SIM, and the number is {v}.",
             "After switching carriers last week, {S} ended up with a new number, {v}."],
            ["btw {sl} changed numbers, it's {v} now", "text {obj} on {v} from now on lol"],
        ],
        "neg": ["{S} called a plumber at {v} about the sink.",
                "{Poss} office landline is {v}.",
                "{S} got a spam call from {v} twice today.",
                "{Poss} mum's number is {v}."],
        "neg_old": ["Some people still text {poss} old number, {v}.",
                    "{S} found {v} written on an old business card."],
        "other": ["{x}'s number is {v}.", "{x} got a new number, {v}."],
        "qn": ["What's {poss} phone number now?", "What number {be} {S} on these days?",
               "What's the current number for {obj}?"],
        "qb": ["What was {poss} number before {l}?",
               "Which number did {S} have before switching to {l}?"],
        "qf": ["What was {poss} original phone number?", "What number did {S} have at first?"],
    },
    "partner": {
        "values": ["Daniel", "Noor", "Mateo", "Sakura", "Elif", "Jamal", "Freya", "Luca",
                   "Ayesha", "Tobias", "Ingrid", "Kai", "Rosa", "Vikram"],
        "init": ["{Sbe} dating {v}.", "{Poss} partner is {v}.", "{S} {have} been with {v} a while."],
        "phrasings": [
            ["{v} and {S} just signed a lease together.",
             "{S} spent the weekend meeting {v}'s parents, which went surprisingly well."],
            ["{o} and {S} broke up; {v} is the new partner.",
             "It's over with {o}, and {S} started seeing {v} last month."],
            ["These days, the person {S} come{s} home to is {v}.",
             "Since the spring, {poss} other half has been {v}."],
            ["{Sbe} dating {v}.", "{Poss} partner is {v}."],
        ],
        "neg": ["{S} went on one date with {v} but it didn't go anywhere.",
                "{Poss} best friend is dating {v}.",
                "{S} had coffee with {v} from work.",
                "{v} asked {obj} out, but it was a no."],
        "neg_old": ["{S} bumped into {v} at the supermarket.",
                    "{S} and {v} still follow each other online."],
        "other": ["{x} is dating {v}.", "{x} got engaged to {v}."],
        "qn": ["Who {be} {S} dating now?", "Who is {poss} partner at the moment?",
               "Who {be} {S} seeing these days?"],
        "qb": ["Who was {S} with before {l}?", "Who did {S} date before {l}?"],
        "qf": ["Who was {S} dating originally?", "Who was {poss} partner at the start?"],
    },
    "hairdresser": {
        "values": ["Snip & Co", "The Barber Room", "Curl Up Salon", "Fade Factory",
                   "Studio Ombré", "Kutz on Main", "The Copper Comb", "Shear Luck",
                   "Tanglewood Hair", "Razor & Rose", "Blade Theory", "Salon Nakamura"],
        "init": ["{S} get{s} haircuts at {v}.", "{Poss} hairdresser is at {v}.",
                 "{S} go{es} to {v} for haircuts."],
        "phrasings": [
            ["{S} tried {v} on a whim and {have} been going back ever since.",
             "The stylist at {v} finally fixed {poss} fringe, so that's the salon now."],
            ["{sl} go{es} to {v} now for haircuts, way cheaper",
             "honestly {v} is {poss} spot for haircuts now lol"],
            ["{S} stopped going to {o} and get{s} cuts at {v} now.",
             "No more {o} for {obj}, it's {v} from now on."],
            ["{Poss} standing appointment at {v} is every fourth Thursday.",
             "{S} {have} a loyalty card at {v}, two more cuts until a free one."],
        ],
        "neg": ["{S} walked past {v} and thought about booking.",
                "{Poss} sister swears by {v}.",
                "{S} got a one-off blow-dry at {v} before the wedding.",
                "{v} sent {obj} a discount coupon that never got used."],
        "neg_old": ["{S} walked past {v} yesterday and waved through the window.",
                    "{v} still sends {obj} birthday texts."],
        "other": ["{x} gets haircuts at {v}.", "{x} switched to {v} for haircuts."],
        "qn": ["Where {do} {S} get haircuts now?", "Who cuts {poss} hair these days?",
               "Which salon {do} {S} go to now?"],
        "qb": ["Where did {S} get haircuts before {l}?", "Which salon did {S} use before {l}?"],
        "qf": ["Which salon did {S} go to originally?", "Where was {S} getting haircuts at first?"],
    },
    "bank": {
        "values": ["Sparkasse", "Monzo", "Revolut", "ING", "Nordea", "Santander", "HSBC",
                   "Barclays", "N26", "Rabobank", "Chase", "Starling", "BBVA", "Nationwide"],
        "init": ["{S} bank{s} with {v}.", "{Poss} current account is with {v}.",
                 "{Poss} salary goes into {v}."],
        "phrasings": [
            ["Since last month, {poss} salary has been landing at {v}.",
             "All of {poss} direct debits come out of {v} now."],
            ["{S} closed the {o} account and moved everything to {v}.",
             "{S} {do}n't bank with {o} anymore, it's all {v}."],
            ["{Poss} bank now: {v}.", "Bank switch for {obj}: {v}."],
            ["{sl} use{s} {v} for everything now tbh",
             "moved all {poss} money to {v} lol the app is so much better"],
        ],
        "neg": ["{S} opened a savings pot with {v} just to test the app.",
                "{Poss} landlord banks with {v}.",
                "{S} got a credit card offer from {v} and ignored it.",
                "{S} went to a {v} branch with an elderly neighbour."],
        "neg_old": ["{S} got a letter from {v} about the closed account.",
                    "{S} still {have} an old {v} card in a drawer."],
        "other": ["{x} banks with {v}.", "{x} opened an account at {v}."],
        "qn": ["Which bank {do} {S} use now?", "Who {do} {S} bank with at the moment?",
               "Where's {poss} main account these days?"],
        "qb": ["Which bank did {S} use before {l}?", "Who did {S} bank with before {l}?"],
        "qf": ["What was {poss} original bank?", "Which bank was {S} with at first?"],
    },
    "dentist": {
        "values": ["Dr. Okafor", "Dr. Lindqvist", "Dr. Haddad", "Dr. Moreau", "Dr. Tanaka",
                   "Dr. Brennan", "Dr. Kowalski", "Dr. Reyes", "Dr. Abara", "Dr. Petrov",
                   "Dr. Whitfield", "Dr. Fonseca"],
        "init": ["{Poss} dentist is {v}.", "{S} see{s} {v} for cleanings.",
                 "{S} go{es} to {v} for checkups."],
        "phrasings": [
            ["{v} did {poss} six-month cleaning last week and booked the next one too.",
             "The x-rays {v} took at {poss} checkup came back fine."],
            ["Ever since the old practice closed, {poss} teeth have been in the hands of {v}.",
             "For checkups and cleanings, it's {v} now for {obj}."],
            ["{sl} switched dentists lol, {v} now. no more waiting 40 min",
             "so {sl} see{s} {v} now for teeth stuff, way nicer"],
            ["{S} {do}n't go to {o} anymore; {v} took over.",
             "{o} retired, so {poss} dentist is {v} now."],
        ],
        "neg": ["{S} had an emergency visit with {v} while on holiday.",
                "{Poss} kids go to {v}.",
                "{S} got a second opinion from {v} about the crown.",
                "{S} meant to register with {v} but never did."],
        "neg_old": ["{v} sent {obj} a reminder card about a checkup from last year.",
                    "{S} ran into {v} at the farmers market."],
        "other": ["{x}'s dentist is {v}.", "{x} switched to {v} for dental care."],
        "qn": ["Who is {poss} dentist now?", "Which dentist {do} {S} see these days?",
               "Who looks after {poss} teeth at the moment?"],
        "qb": ["Who was {poss} dentist before {l}?", "Which dentist did {S} see before {l}?"],
        "qf": ["Who was {poss} original dentist?", "Which dentist did {S} go to at first?"],
    },
    "band": {
        "values": ["The Night Owls", "Velvet Static", "Paper Lanterns", "Rust Belt Choir",
                   "Sunday Echo", "The Low Tides", "Glass Harbor", "Moth & Flame", "Brass Tacks",
                   "Neon Orchard", "The Quiet Riots", "Salt Road"],
        "init": ["{S} play{s} bass in {v}.", "{S} sing{s} in a band called {v}.",
                 "{Poss} band is {v}."],
        "phrasings": [
            ["After the audition {v} asked {obj} to join, and the first gig was on Friday.",
             "{S} started rehearsing with {v} in a basement in March and never looked back."],
            ["{Poss} band now: {v}.", "Current band for {obj}: {v}."],
            ["{S} {do}n't play with {o} anymore, it's {v} now.",
             "{S} quit {o} and play{s} with {v} now."],
            ["{sl} play{s} with {v} now lol we have a gig saturday",
             "yeah {sl} joined {v} a while back, that's the band now"],
        ],
        "neg": ["{S} went to see {v} play last Friday.",
                "{S} sat in with {v} for one song at an open mic.",
                "{Poss} roommate plays drums in {v}.",
                "{S} tried out for {v} but didn't make it."],
        "neg_old": ["{S} went to see {v} play last Friday as a fan.",
                    "{S} still {have} a {v} t-shirt from the old days."],
        "other": ["{x} plays guitar in {v}.", "{x} joined {v} last month."],
        "qn": ["What band {do} {S} play in now?", "Which band {be} {S} in these days?",
               "Who {do} {S} play music with at the moment?"],
        "qb": ["Which band was {S} in before {l}?", "What band did {S} play in before joining {l}?"],
        "qf": ["What was {poss} first band?", "Which band did {S} play in originally?"],
    },
    "coffee": {
        "values": ["oat flat white", "double espresso", "iced americano", "cortado",
                   "soy latte", "cold brew with milk", "cappuccino with cinnamon", "macchiato",
                   "chai latte", "long black", "decaf latte", "mocha"],
        "init": ["{Poss} usual coffee order is {av}.", "{S} always get{s} {av} at the café.",
                 "{S} order{s} {av} every morning."],
        "phrasings": [
            ["At the café these days, what {S} order{s} is {av}.",
             "Every morning now it's {av} for {obj}."],
            ["The barista starts making {av} as soon as {S} walk{s} in.",
             "{S} {have} a punch card full of {v} stamps already."],
            ["{S} gave up sugar for a month, switched to {av}, and just kept ordering it.",
             "A friend made {obj} try {av} and now that's the daily order."],
            ["{S} stopped ordering {ao}, the go-to is {av} now.",
             "No more {o} for {obj}; it's {av} these days."],
        ],
        "neg": ["{S} tried {av} once and hated it.",
                "{Poss} coworker always orders {av}.",
                "{S} bought {av} for a friend this morning.",
                "{S} thought about switching to {av} but didn't."],
        "neg_old": ["{S} ordered {av} once for old times' sake.",
                    "{S} saw {av} on the menu and remembered the old days."],
        "other": ["{x} always orders {av}.", "{x} switched to {av}."],
        "qn": ["What's {poss} coffee order now?",
               "What {do} {S} usually order at the café these days?",
               "What coffee {do} {S} get now?"],
        "qb": ["What did {S} order before switching to {l}?",
               "What was {poss} coffee order before the {l}?"],
        "qf": ["What was {poss} original coffee order?", "What coffee did {S} order at first?"],
    },
}  # fmt: skip


def article(value: str) -> str:
    return f"an {value}" if value[0].lower() in "aeiou" else f"a {value}"


def forms(subject: str) -> dict[str, str]:
    if subject == "I":
        return {
            "S": "I", "sl": "i", "Poss": "My", "poss": "my", "obj": "me", "be": "am",
            "Sbe": "I'm", "have": "have", "do": "do", "s": "", "es": "",
        }  # fmt: skip
    return {
        "S": subject, "sl": subject, "Poss": f"{subject}'s", "poss": f"{subject}'s",
        "obj": subject, "be": "is", "Sbe": f"{subject} is", "have": "has", "do": "does",
        "s": "s", "es": "es",
    }  # fmt: skip


def fill(template: str, subject: str, **values: str) -> str:
    slots = forms(subject)
    slots.update(values)
    if "v" in values:
        slots["av"] = article(values["v"])
    if "o" in values:
        slots["ao"] = article(values["o"])
    text = template.format(**slots)
    return text[0].upper() + text[1:] if template[0] == "{" and template[1] in "SP" else text


def build() -> list[dict]:
    rng = random.Random(SEED)
    names = SUBJECT_NAMES[:]
    rng.shuffle(names)
    rows: list[dict] = []
    counter = 0
    for kind_index, (kind, spec) in enumerate(KINDS.items()):
        for phrasing, variants in enumerate(spec["phrasings"]):
            group = kind_index * 4 + phrasing
            neg_last_item = group % 4
            for item in range(4):
                counter += 1
                asks = "newest" if item < 2 else "older"
                chain = 3 if (item + phrasing) % 2 == 0 else 2
                subject = "I" if (counter * 7 + kind_index) % 4 == 0 else names[counter % 40]
                picked = rng.sample(spec["values"], chain + 2)
                chain_values, fresh_neg, other_value = picked[:chain], picked[chain], picked[-1]
                neg_last = item == neg_last_item
                neg_names_old = neg_last and group % 2 == 0

                texts = []
                first_t = spec["init"][(counter + phrasing) % len(spec["init"])]
                texts.append(fill(first_t, subject, v=chain_values[0]))
                start = item % 2
                for step in range(1, chain):
                    template = variants[(start + step - 1) % 2] if chain == 3 else variants[start]
                    texts.append(
                        fill(template, subject, v=chain_values[step], o=chain_values[step - 1])
                    )
                value_stmts = [
                    {"text": t, "role": "value", "value": v}
                    for t, v in zip(texts, chain_values, strict=True)
                ]

                if neg_names_old:
                    old = chain_values[rng.randrange(chain - 1)]
                    neg_text = fill(rng.choice(spec["neg_old"]), subject, v=old)
                else:
                    neg_text = fill(rng.choice(spec["neg"]), subject, v=fresh_neg)
                negative = {"text": neg_text, "role": "negative"}

                seq = value_stmts[:]
                if neg_last:
                    seq.append(negative)
                else:
                    seq.insert(rng.randint(1, len(seq) - 1), negative)

                other_name = rng.choice(OTHER_NAMES)
                distractors = [
                    {
                        "text": fill(
                            rng.choice(spec["other"]), subject, x=other_name, v=other_value
                        ),
                        "role": "distractor",
                    }
                ]
                for line in rng.sample(CHATTER, rng.randint(1, 3)):
                    distractors.append({"text": line, "role": "distractor"})
                for dist in distractors:
                    # Distractors go anywhere before the final statement of the sequence.
                    seq.insert(rng.randint(0, len(seq) - 1), dist)

                day = rng.randint(0, 3)
                for position, stmt in enumerate(seq):
                    if position:
                        day += rng.randint(2, 20)
                    stmt["day"] = day
                    stmt["at"] = (DAY0 + timedelta(days=day)).isoformat()

                last = chain_values[-1]
                if asks == "newest":
                    question = fill(spec["qn"][(counter + item) % len(spec["qn"])], subject)
                    expected = texts[-1]
                elif item == 2:
                    question = fill(spec["qb"][counter % 2], subject, l=last)
                    expected = texts[-2]
                else:
                    question = fill(spec["qf"][counter % 2], subject)
                    expected = texts[0]

                candidates = [s["text"] for s in seq if s["role"] != "distractor"]
                ordered = [
                    {k: s[k] for k in ("text", "day", "at", "role", "value") if k in s} for s in seq
                ]
                rows.append(
                    {
                        "id": f"e{counter:03d}",
                        "kind": kind,
                        "phrasing": phrasing,
                        "split": "dev3",
                        "asks": asks,
                        "subject": subject,
                        "question": question,
                        "expected": expected,
                        "candidates": candidates,
                        "statements": ordered,
                    }
                )
    return rows


def main() -> None:
    rows = build()
    with OUT.open("w", encoding="utf-8") as fh:
        for row in rows:
            fh.write(json.dumps(row, ensure_ascii=False) + "\n")
    print(f"wrote {len(rows)} rows to {OUT}")


if __name__ == "__main__":
    main()
