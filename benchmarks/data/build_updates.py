"""Writes updates.jsonl, the knowledge-update set (run once; the output is committed).

Ten kinds of attribute whose value changes over time, six phrasings of the update per kind
(phrasings 0, 2, 4 are the tuning half, 1, 3, 5 the test half), four questions per phrasing:
two ask for the current value, two for an older one. Every item carries hard negatives (the
subject and a value-like mention that is NOT an update: a visit, a test drive, a work email)
and distractors (another person's value of the same attribute, unrelated chatter).
Written before any tuning of the scorer; deterministic (fixed seed).

    python benchmarks/data/build_updates.py
"""

from __future__ import annotations

import json
import random
from datetime import UTC, datetime, timedelta
from pathlib import Path

BASE = datetime(2026, 1, 5, 10, 0, tzinfo=UTC)
NAMES = [
    "Ana",
    "Marcus",
    "Priya",
    "Tomás",
    "Yuki",
    "Fatima",
    "Oliver",
    "Chen",
    "Sofia",
    "Kwame",
    "Ingrid",
    "Rahul",
    "Leila",
    "Diego",
    "Hannah",
    "Sven",
    "Amara",
    "Jonas",
    "Mei",
    "Pablo",
]
PEOPLE = [
    "Jordan",
    "Elena",
    "Sam",
    "Noah",
    "Camila",
    "Ravi",
    "Greta",
    "Malik",
    "Lucia",
    "Theo",
    "Aisha",
    "Felix",
    "Nora",
    "Omar",
    "Hugo",
    "Zara",
    "Ivan",
    "Maya",
    "Leo",
    "Ruth",
]

# kind -> values, initial (first person, third person), six update phrasings, hard negatives,
# newest questions, older questions. {s} subject, {v} value, {old} previous value, {x} other.
KINDS: dict[str, dict[str, object]] = {
    "residence": {
        "values": [
            "Lisbon",
            "Porto",
            "Berlin",
            "Denver",
            "Toronto",
            "Osaka",
            "Nairobi",
            "Melbourne",
            "Montreal",
            "Seville",
            "Austin",
            "Edinburgh",
            "Kraków",
            "Busan",
        ],
        "initial": ("I live in {v}.", "{s} lives in {v}."),
        "updates": [
            ("I moved to {v} last month.", "{s} moved to {v} last month."),
            ("We relocated to {v} in the spring.", "{s} relocated to {v} in the spring."),
            ("I now live in {v}.", "{s} now lives in {v}."),
            ("Home is now {v}.", "{s}'s home is now {v}."),
            (
                "I packed up everything and settled in {v}.",
                "{s} packed up everything and settled in {v}.",
            ),
            (
                "Just signed a lease in {v}, so that's where I live now.",
                "{s} signed a lease in {v}, so that's where {s} lives now.",
            ),
        ],
        "negatives": [
            ("I visited {x} over the weekend.", "{s} visited {x} over the weekend."),
            (
                "I'm flying to {x} for a conference next week.",
                "{s} is flying to {x} for a conference next week.",
            ),
            (
                "I was thinking about moving to {x}, but decided against it.",
                "{s} thought about moving to {x}, but decided against it.",
            ),
            ("I loved the food when I was in {x}.", "{s} loved the food in {x}."),
        ],
        "other": "My friend {o} lives in {x}.",
        "newest": [
            ("Where do I live now?", "Where does {s} live now?"),
            ("Which city am I based in these days?", "Which city is {s} based in these days?"),
        ],
        "older": [
            ("Where did I live before {new}?", "Where did {s} live before {new}?"),
            (
                "Which city did I live in before moving to {new}?",
                "Which city did {s} live in before moving to {new}?",
            ),
        ],
    },
    "employer": {
        "values": [
            "Siemens",
            "Spotify",
            "Deloitte",
            "Airbus",
            "Shopify",
            "Nestlé",
            "Atlassian",
            "Accenture",
            "Zalando",
            "Unilever",
            "Stripe",
            "Philips",
            "Ericsson",
            "Canva",
        ],
        "initial": ("I work at {v}.", "{s} works at {v}."),
        "updates": [
            ("I started a new job at {v} this week.", "{s} started a new job at {v} this week."),
            ("I switched jobs, I'm at {v} now.", "{s} switched jobs and is at {v} now."),
            ("I now work for {v}.", "{s} now works for {v}."),
            ("My employer is now {v}.", "{s}'s employer is now {v}."),
            (
                "I accepted the offer from {v} and resigned from my old job.",
                "{s} accepted the offer from {v} and resigned from the old job.",
            ),
            (
                "I joined {v} as a full-time engineer on Monday.",
                "{s} joined {v} as a full-time engineer on Monday.",
            ),
        ],
        "negatives": [
            (
                "I had an interview at {x} but turned it down.",
                "{s} had an interview at {x} but turned it down.",
            ),
            (
                "I met a recruiter from {x} at the meetup.",
                "{s} met a recruiter from {x} at the meetup.",
            ),
            (
                "I gave a talk at {x} about our project.",
                "{s} gave a talk at {x} about the project.",
            ),
            (
                "My old boss from {x} called me yesterday.",
                "{s}'s old boss from {x} called yesterday.",
            ),
        ],
        "other": "My brother {o} works at {x}.",
        "newest": [
            ("Where do I work now?", "Where does {s} work now?"),
            ("Who is my current employer?", "Who is {s}'s current employer?"),
        ],
        "older": [
            ("Where did I work before {new}?", "Where did {s} work before {new}?"),
            (
                "Which company was I at before joining {new}?",
                "Which company was {s} at before joining {new}?",
            ),
        ],
    },
    "budget": {
        "values": [
            "6,000 EUR",
            "7,500 EUR",
            "4,200 EUR",
            "9,000 EUR",
            "3,500 EUR",
            "12,000 EUR",
            "5,000 USD",
            "2,800 USD",
            "8,000 USD",
            "15,000 USD",
            "1,900 EUR",
            "10,500 EUR",
        ],
        "projects": [
            "Japan trip",
            "kitchen renovation",
            "wedding",
            "laptop purchase",
            "garden redesign",
            "road trip",
        ],
        "initial": (
            "The budget for my {proj} is at most {v}.",
            "The budget for {s}'s {proj} is at most {v}.",
        ),
        "updates": [
            ("The budget for my {proj} is now {v}.", "The budget for {s}'s {proj} is now {v}."),
            (
                "We raised the budget for the {proj} to {v}.",
                "{s} raised the budget for the {proj} to {v}.",
            ),
            (
                "Changed my mind, I can spend up to {v} on the {proj}.",
                "{s} changed plans and can now spend up to {v} on the {proj}.",
            ),
            ("New cap for my {proj}: {v}.", "New cap for {s}'s {proj}: {v}."),
            (
                "After the bonus, I can put {v} toward the {proj}.",
                "After the bonus, {s} can put {v} toward the {proj}.",
            ),
            ("I cut the {proj} budget down to {v}.", "{s} cut the {proj} budget down to {v}."),
        ],
        "negatives": [
            (
                "I got a quote of {x} for part of the {proj}.",
                "{s} got a quote of {x} for part of the {proj}.",
            ),
            (
                "A friend spent {x} on a similar {proj}.",
                "A friend of {s}'s spent {x} on a similar {proj}.",
            ),
            (
                "I already paid a deposit of {x} for the {proj}.",
                "{s} already paid a deposit of {x} for the {proj}.",
            ),
        ],
        "other": "My cousin {o} has {x} set aside for a {proj}.",
        "newest": [
            ("What is my budget for the {proj}?", "What is {s}'s budget for the {proj}?"),
            (
                "How much can I spend on the {proj} now?",
                "How much can {s} spend on the {proj} now?",
            ),
        ],
        "older": [
            (
                "What was my {proj} budget before it changed to {new}?",
                "What was {s}'s {proj} budget before it changed to {new}?",
            )
        ],
    },
    "partner": {
        "values": [
            "Jordan",
            "Elena",
            "Sam",
            "Noah",
            "Camila",
            "Ravi",
            "Greta",
            "Malik",
            "Lucia",
            "Theo",
            "Aisha",
            "Felix",
        ],
        "initial": ("I'm dating {v}.", "{s} is dating {v}."),
        "updates": [
            ("I'm now seeing {v}.", "{s} is now seeing {v}."),
            (
                "I broke up with {old} and I'm with {v} now.",
                "{s} broke up with {old} and is with {v} now.",
            ),
            ("My partner is now {v}.", "{s}'s partner is now {v}."),
            ("I got engaged to {v}!", "{s} got engaged to {v}."),
            ("I moved in with my new partner, {v}.", "{s} moved in with a new partner, {v}."),
            (
                "These days I'm in a relationship with {v}.",
                "These days {s} is in a relationship with {v}.",
            ),
        ],
        "negatives": [
            ("I had coffee with {x} after work.", "{s} had coffee with {x} after work."),
            ("My coworker {x} helped me move my desk.", "{s}'s coworker {x} helped move the desk."),
            (
                "I went to {x}'s birthday party on Saturday.",
                "{s} went to {x}'s birthday party on Saturday.",
            ),
        ],
        "other": "My roommate {o} is dating {x}.",
        "newest": [
            ("Who am I dating now?", "Who is {s} dating now?"),
            ("Who is my partner?", "Who is {s}'s partner?"),
        ],
        "older": [("Who was I dating before {new}?", "Who was {s} dating before {new}?")],
    },
    "diet": {
        "values": [
            "vegetarian",
            "vegan",
            "keto",
            "pescatarian",
            "gluten-free",
            "paleo",
            "low-sodium",
            "Mediterranean",
            "low-FODMAP",
            "dairy-free",
        ],
        "initial": ("I follow a {v} diet.", "{s} follows a {v} diet."),
        "updates": [
            ("I switched to a {v} diet last month.", "{s} switched to a {v} diet last month."),
            ("I'm on a {v} diet now.", "{s} is on a {v} diet now."),
            ("Changed my mind about food, I eat {v} now.", "{s} changed course and eats {v} now."),
            ("My diet is now {v}.", "{s}'s diet is now {v}."),
            ("My doctor put me on a {v} diet.", "{s} was put on a {v} diet by the doctor."),
            ("I gave up my old diet and went {v}.", "{s} gave up the old diet and went {v}."),
        ],
        "negatives": [
            ("I tried a {x} recipe yesterday.", "{s} tried a {x} recipe yesterday."),
            ("My roommate is {x}.", "{s}'s roommate is {x}."),
            ("I read an article about the {x} diet.", "{s} read an article about the {x} diet."),
        ],
        "other": "My colleague {o} eats {x}.",
        "newest": [
            ("What diet do I follow now?", "What diet does {s} follow now?"),
            (
                "What am I eating these days, diet-wise?",
                "What is {s} eating these days, diet-wise?",
            ),
        ],
        "older": [
            (
                "What diet did I follow before going {new}?",
                "What diet did {s} follow before going {new}?",
            )
        ],
    },
    "phone": {
        "values": [
            "555-0134",
            "555-0172",
            "555-0118",
            "555-0196",
            "555-0143",
            "555-0150",
            "555-0161",
            "555-0187",
            "555-0129",
            "555-0105",
            "555-0177",
            "555-0112",
        ],
        "initial": ("My phone number is {v}.", "{s}'s phone number is {v}."),
        "updates": [
            ("My new number is {v}.", "{s}'s new number is {v}."),
            ("I changed my phone number to {v}.", "{s} changed phone numbers; it's {v} now."),
            ("You can reach me at {v} from now on.", "{s} can be reached at {v} from now on."),
            ("My number is now {v}.", "{s}'s number is now {v}."),
            ("Please update my contact: {v}.", "Update {s}'s contact: {v}."),
            ("I got a new SIM, so my number is {v}.", "{s} got a new SIM, so the number is {v}."),
        ],
        "negatives": [
            ("The dentist's office number is {x}.", "{s} saved the dentist's office number, {x}."),
            ("I called {x} to book a table.", "{s} called {x} to book a table."),
            ("My work desk line is {x}.", "{s}'s work desk line is {x}."),
        ],
        "other": "My landlord {o} can be reached at {x}.",
        "newest": [
            ("What is my phone number?", "What is {s}'s phone number?"),
            ("What number can I be reached at?", "What number can {s} be reached at?"),
        ],
        "older": [
            ("What was my phone number before {new}?", "What was {s}'s phone number before {new}?")
        ],
    },
    "car": {
        "values": [
            "Honda Civic",
            "Toyota Prius",
            "Tesla Model 3",
            "Ford F-150",
            "Mazda CX-5",
            "Volvo XC60",
            "Kia Niro",
            "VW Golf",
            "Subaru Forester",
            "Hyundai Ioniq",
            "BMW i3",
            "Fiat 500",
        ],
        "initial": ("I drive a {v}.", "{s} drives a {v}."),
        "updates": [
            ("I traded in my car for a {v}.", "{s} traded in the old car for a {v}."),
            ("I bought a {v} last week.", "{s} bought a {v} last week."),
            ("I now drive a {v}.", "{s} now drives a {v}."),
            ("My car is now a {v}.", "{s}'s car is now a {v}."),
            ("I sold the {old} and got a {v}.", "{s} sold the {old} and got a {v}."),
            ("I'm leasing a {v} now.", "{s} is leasing a {v} now."),
        ],
        "negatives": [
            ("I rented a {x} for the weekend.", "{s} rented a {x} for the weekend."),
            ("I test drove a {x} but didn't buy it.", "{s} test drove a {x} but didn't buy it."),
            ("My neighbor just got a {x}.", "{s}'s neighbor just got a {x}."),
        ],
        "other": "My dad {o} drives a {x}.",
        "newest": [
            ("What car do I drive now?", "What car does {s} drive now?"),
            ("What is my current car?", "What is {s}'s current car?"),
        ],
        "older": [
            ("What car did I drive before the {new}?", "What car did {s} drive before the {new}?")
        ],
    },
    "team": {
        "values": [
            "Arsenal",
            "Liverpool",
            "Real Madrid",
            "Bayern Munich",
            "Juventus",
            "Celtic",
            "Ajax",
            "Benfica",
            "Boca Juniors",
            "Napoli",
            "Porto",
            "Galatasaray",
        ],
        "initial": ("My favourite team is {v}.", "{s}'s favourite team is {v}."),
        "updates": [
            ("I switched allegiance to {v}.", "{s} switched allegiance to {v}."),
            ("I support {v} now.", "{s} now supports {v}."),
            ("Changed my mind, my favourite team is {v}.", "{s} has a new favourite team: {v}."),
            ("I'm a {v} fan these days.", "{s} is a {v} fan these days."),
            ("{v} is my team now.", "{v} is {s}'s team now."),
            (
                "I've been cheering for {v} ever since I moved.",
                "{s} has been cheering for {v} ever since the move.",
            ),
        ],
        "negatives": [
            ("I watched {x} play on Sunday.", "{s} watched {x} play on Sunday."),
            ("I bought a {x} scarf for my nephew.", "{s} bought a {x} scarf for a nephew."),
            ("I can't stand {x}.", "{s} can't stand {x}."),
        ],
        "other": "My uncle {o} supports {x}.",
        "newest": [
            ("Which team do I support now?", "Which team does {s} support now?"),
            ("What is my favourite team?", "What is {s}'s favourite team?"),
        ],
        "older": [
            ("Which team did I support before {new}?", "Which team did {s} support before {new}?")
        ],
    },
    "email": {
        "values": [
            "sunny.days@fastmail.com",
            "k.mbeki@proton.me",
            "hello@riverstone.io",
            "m.rossi@gmail.com",
            "blue.kettle@outlook.com",
            "jt.writes@yahoo.com",
            "contact@pinewood.dev",
            "l.novak@posteo.de",
            "quiet.fox@icloud.com",
            "ana.reads@hey.com",
            "d.okoro@gmx.net",
            "nightowl@mailbox.org",
        ],
        "initial": ("My email is {v}.", "{s}'s email is {v}."),
        "updates": [
            ("My new email address is {v}.", "{s}'s new email address is {v}."),
            ("I changed my email to {v}.", "{s} changed email addresses to {v}."),
            ("Please use {v} for me from now on.", "Please use {v} for {s} from now on."),
            ("My email is now {v}.", "{s}'s email is now {v}."),
            ("I moved my email over to {v}.", "{s} moved over to {v} for email."),
            (
                "I stopped using my old address; write to {v}.",
                "{s} stopped using the old address; write to {v}.",
            ),
        ],
        "negatives": [
            (
                "I emailed support at {x} about the refund.",
                "{s} emailed support at {x} about the refund.",
            ),
            ("My work email is {x}.", "{s}'s work email is {x}."),
            ("I got spam from {x} again.", "{s} got spam from {x} again."),
        ],
        "other": "My neighbour {o} uses {x}.",
        "newest": [
            ("What is my email address?", "What is {s}'s email address?"),
            (
                "Which email should be used to contact me?",
                "Which email should be used to contact {s}?",
            ),
        ],
        "older": [("What was my email before {new}?", "What was {s}'s email before {new}?")],
    },
    "manager": {
        "values": [
            "Nora",
            "Omar",
            "Hugo",
            "Zara",
            "Ivan",
            "Maya",
            "Leo",
            "Ruth",
            "Kenji",
            "Bea",
            "Tariq",
            "Gwen",
        ],
        "initial": ("My manager is {v}.", "{s}'s manager is {v}."),
        "updates": [
            ("I report to {v} now.", "{s} reports to {v} now."),
            ("After the reorg, my new boss is {v}.", "After the reorg, {s}'s new boss is {v}."),
            ("My manager is now {v}.", "{s}'s manager is now {v}."),
            ("{old} left, so {v} manages me now.", "{old} left, so {v} manages {s} now."),
            ("I got moved to {v}'s team.", "{s} got moved to {v}'s team."),
            (
                "Changed teams; {v} is my manager these days.",
                "{s} changed teams; {v} is the manager these days.",
            ),
        ],
        "negatives": [
            ("I had lunch with {x} from marketing.", "{s} had lunch with {x} from marketing."),
            ("{x} interviewed me for the lead role.", "{x} interviewed {s} for the lead role."),
            (
                "My mentor {x} gave me feedback on my talk.",
                "{s}'s mentor {x} gave feedback on the talk.",
            ),
        ],
        "other": "My friend {o} reports to {x}.",
        "newest": [
            ("Who is my manager now?", "Who is {s}'s manager now?"),
            ("Who do I report to?", "Who does {s} report to?"),
        ],
        "older": [("Who was my manager before {new}?", "Who was {s}'s manager before {new}?")],
    },
}

CHATTER = [
    "I finally finished the puzzle we started at Christmas.",
    "The weather has been rainy all week.",
    "I'm reading a novel about a lighthouse keeper.",
    "My neighbor's dog barked all night.",
    "We had tacos for dinner on Friday.",
    "I've been learning to play the ukulele.",
    "The printer at the office jammed again.",
    "I watched a documentary about octopuses.",
    "My nephew turned six on Saturday.",
    "I went for a long walk by the river.",
    "Our book club picked a mystery for next month.",
    "I repainted the bathroom cabinet.",
    "The train was twenty minutes late this morning.",
    "I signed up for a yoga class on Thursdays.",
    "My sister sent me photos of her garden.",
    "I baked banana bread with the kids.",
    "The new season of my favourite show starts soon.",
    "I lost my umbrella on the bus.",
    "We're planning a picnic if the weather holds.",
    "I fixed the squeaky door hinge.",
    "I've been sleeping better since I stopped using my phone at night.",
    "My grandmother's soup recipe is still the best.",
    "I donated old clothes to the shelter.",
    "The museum has a new exhibit on old maps.",
]


def _fill(t: str, **kw: str) -> str:
    return t.format(**kw)


def build() -> list[dict[str, object]]:
    rng = random.Random(20261130)
    items: list[dict[str, object]] = []
    for kind, spec in KINDS.items():
        values: list[str] = list(spec["values"])  # type: ignore[call-overload]
        updates = spec["updates"]
        negs = spec["negatives"]
        for p in range(6):
            split = "tune" if p % 2 == 0 else "test"
            group = [q for q in range(6) if q % 2 == p % 2]
            for j in range(4):
                idx = len(items)
                first = (p + j) % 3 == 0
                subj = "I" if first else NAMES[(idx * 7) % len(NAMES)]
                form = 0 if first else 1
                proj = spec.get("projects", [""])[(p + j) % len(spec.get("projects", [""]))]  # type: ignore[index, arg-type]
                chain = 3 if j in (1, 3) else 2
                vals = rng.sample([v for v in values if v != subj], chain + 2)
                chain_vals, x_val, other_val = vals[:chain], vals[chain], vals[chain + 1]
                kw = {"s": subj, "proj": proj}
                day = rng.randint(0, 4)
                stmts: list[dict[str, object]] = []
                texts: list[str] = []
                t0 = _fill(spec["initial"][form], v=chain_vals[0], **kw)  # type: ignore[index]
                stmts.append({"text": t0, "day": day, "role": "value", "value": chain_vals[0]})
                texts.append(t0)
                for n in range(1, chain):
                    day += rng.randint(25, 60)
                    ph = p if n == chain - 1 else group[(group.index(p) + 1) % len(group)]
                    t = _fill(updates[ph][form], v=chain_vals[n], old=chain_vals[n - 1], **kw)  # type: ignore[index]
                    stmts.append({"text": t, "day": day, "role": "value", "value": chain_vals[n]})
                    texts.append(t)
                last_day = day
                # hard negative: the subject with a value-like mention that is not an update
                neg_t = negs[(p + j) % len(negs)][form]  # type: ignore[index]
                neg_x = chain_vals[0] if j == 0 else x_val
                if j == 0:
                    neg_day = last_day + rng.randint(3, 12)  # the newest statement is a non-update
                else:
                    neg_day = rng.randint(stmts[0]["day"] + 1, last_day - 1)  # type: ignore[operator]
                stmts.append(
                    {"text": _fill(neg_t, x=neg_x, **kw), "day": neg_day, "role": "negative"}
                )
                other = PEOPLE[(idx * 3 + 1) % len(PEOPLE)]
                if other == subj or other in chain_vals:
                    other = PEOPLE[(idx * 3 + 2) % len(PEOPLE)]
                stmts.append(
                    {
                        "text": _fill(spec["other"], o=other, x=other_val, proj=proj),  # type: ignore[arg-type]
                        "day": rng.randint(1, last_day + 10),
                        "role": "distractor",
                    }
                )
                for c in rng.sample(CHATTER, 3):
                    stmts.append(
                        {"text": c, "day": rng.randint(0, last_day + 15), "role": "distractor"}
                    )
                stmts.sort(key=lambda s: (s["day"], s["role"] != "value"))  # type: ignore[arg-type, return-value]
                for s in stmts:
                    s["at"] = (BASE + timedelta(days=s["day"])).isoformat()  # type: ignore[operator]
                if j < 2:
                    q_t = spec["newest"][j % len(spec["newest"])][form]  # type: ignore[index]
                    question = _fill(q_t, new=chain_vals[-1], **kw)
                    expected, asks = texts[-1], "newest"
                else:
                    q_t = spec["older"][j % len(spec["older"])][form]  # type: ignore[index]
                    question = _fill(q_t, new=chain_vals[-1], **kw)
                    expected, asks = texts[-2], "older"
                question = question[0].upper() + question[1:]
                items.append(
                    {
                        "id": f"u{idx + 1:03d}",
                        "kind": kind,
                        "phrasing": p,
                        "split": split,
                        "asks": asks,
                        "subject": subj,
                        "question": question,
                        "expected": expected,
                        "candidates": [
                            s["text"] for s in stmts if s["role"] in ("value", "negative")
                        ],
                        "statements": stmts,
                    }
                )
    return items


if __name__ == "__main__":
    out = Path(__file__).with_name("updates.jsonl")
    rows = build()
    with out.open("w", encoding="utf-8") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    print(f"{len(rows)} items -> {out}")
