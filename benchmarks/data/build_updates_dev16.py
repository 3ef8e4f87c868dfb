#!/usr/bin/env python3
# ruff: noqa: E741, N803, N806, PT018, UP031 (a blind helper's data builder; formatted and auto-fixed by ruff, output byte-identical)
"""Deterministic generator for updates_dev16.jsonl (240 rows).

A user chats with an assistant over weeks.  Some statements give a personal
attribute value (of "I" or of a named person), later ones change it, hard
negatives mention the subject without giving that attribute value, and
distractors are unrelated chat.  Each row asks for either the newest value
statement or an older one.

Standard library only, no network, no clock, no file reads.
Run:  python build_updates_dev16.py   (writes updates_dev16.jsonl next to it)
"""

import datetime as _dt
import itertools
import json
import os
import random
import re
import unicodedata

SEED = 16016
SPLIT = "dev16"
KINDS = [
    "residence",
    "employer",
    "budget",
    "partner",
    "diet",
    "phone",
    "car",
    "team",
    "email",
    "manager",
]
P_CHAIN = 0.50  # chance that a non-final negative names an older chain value
P_PREV = 0.4  # chance a change statement names the previous value (newest items)

# ---------------------------------------------------------------------------
# Template notation
#   {S} {Sp} {So}   subject as subject / possessive / object ("I"/"my"/"me" or a name)
#                   the first name slot of the subject's first statement gets the intro
#   {he} {He} {his} {His} {him}   pronouns (I/my/me for the user)
#   [a|b]           a for "I", b for a named (third-person) subject
#   {V} {aV}        value (with a/an)      {P} {aP} previous value (change statements)
#   {X} {aX}        the negative's value-like thing
#   {R}             another person's first name
#   {T} {Tn}        budget thing ("the wedding" / "wedding")
#   {TODAY} {ADDR}  date of the statement / a street address
# value templates may start with  "@I " (I only), "@N " (named only),
#                                 "@U " / "@D " (budget: up / down only)
# negative templates start with a tag and "|":
#   F  fresh value only          Fw work-style value (email/phone)   Fl landline
#   A  someone else's value: fresh or an older chain value
#   V  visit/borrow/passing contact: fresh or an older chain value
#   O  old value in passing: older chain value only, after it was replaced,
#      newest questions only
#   T  temporary value: fresh only, newest questions only
#   Fn fresh value, newest questions only (mentions a pre-chain past value, e.g. an old ex)
# ---------------------------------------------------------------------------

T = {}

T["residence"] = [
    {  # 0 terse texter
        "first": [
            "{S} [live|lives] in {V} btw",
            "{Sp} place is in {V}, like 20 min from the station",
            "@I been in {V} 3 yrs now, love it",
            "{Sp} flat in {V} has the worst wifi",
            "{S}['m| is] based in {V} atm",
            "{S} [rent|rents] a tiny place in {V}, 2 cats n no space",
            "@N {S} lives in {V}, near the uni",
        ],
        "change": [
            "@I moved 2 {V} last wk",
            "{S} [have|has] moved 2 {V}, boxes everywhere",
            "{S}['m| is] in {V} now, new flat n everything",
            "{Sp} new address is in {V} as of sat",
            "{S} finally [live|lives] in {V}, lease signed",
            "{S} left {P} 4 {V}, done w/ it",
            "{S} [am|is] out of {P} now, living in {V}",
        ],
        "neg": [
            "A|{Sp} mate {R} lives in {X}",
            "V|{S} spent the wknd in {X}, back sun",
            "F|{S} viewed a flat in {X}, way too damp, not taking it",
            "F|{S} might move 2 {X} one day, not anytime soon",
            "T|{S}['m| is] in {X} 4 a work thing till fri then back home",
            "O|the old {X} place still gets post 4 {So}",
            "A|{Sp} parents live in {X}, v handy 4 sunday lunch",
            "F|{S} got offered a room in {X}, said no",
        ],
    },
    {  # 1 non-native speaker
        "first": [
            "{S} [am|is] living in {V} since four years, it is a nice city",
            "{Sp} home is in {V}, near to the river",
            "{S} [have|has] a small apartment in {V}, on the third floor",
            "In {V}, where {S} [am|is] living, the rents are very expensive",
            "{S} [am|is] living in {V} already a long time",
            "For the moment {Sp} address is in {V}, in the centre",
            "@I I stay in {V}, I like very much the old town",
        ],
        "change": [
            "Since two weeks {S} [am|is] living in {V}",
            "{S} [have|has] moved to {V}, finally all the boxes are open",
            "From this month {S} [am|is] living in {V}, the new apartment is more big",
            "{S} [have|has] changed the city, now {he} [live|lives] in {V}",
            "{Sp} new address is in {V}, the move was on Saturday",
            "{S} [am|is] not anymore in {P}, now {he} [live|lives] in {V}",
            "{S} [have|has] left {P} and {he} [am|is] now in {V}",
        ],
        "neg": [
            "A|{Sp} cousin {R} is living in {X} since many years",
            "V|{S} [was|was] in {X} for the weekend, it was raining all the time",
            "F|{S} [have|has] been to see a flat in {X}, but it was too dark, so no",
            "F|Maybe one day {S} will move to {X}, but not now",
            "T|For two weeks {S} [am|is] in {X} for the work, after {he} [come|comes] back home",
            "O|The post office still sends letters for {So} to the old address in {X}",
            "F|{S} [was|was] offered a transfer to {X}, but {he} said no, {he} [stay|stays]",
            "A|{Sp} parents are living in {X}, {he} [call|calls] them every Sunday",
        ],
    },
    {  # 2 gossip narrator
        "first": [
            "Fun fact, {S} [live|lives] in {V}, of all places",
            "{S}['ve| has] been in {V} for ages and [know|knows] every pub there",
            "@I So yours truly lives in {V}, in case anyone wondered",
            "@N Word is {S} rents a lovely place in {V}, very fancy",
            "{S} [live|lives] in {V}, don't even ask how the commute works",
            "@N Apparently {Sp} flat in {V} has a roof terrace, so jealous",
            "Little update on {So}: still living in {V}, still moaning about the buses",
            "@I Yours truly has a flat in {V} and a very noisy neighbour",
        ],
        "change": [
            "Guess what, {S} finally moved to {V}, about time",
            "Big news: {S}['ve| has] upped sticks to {V}, nobody saw that coming",
            "@I So yours truly now lives in {V}, send snacks",
            "@N Did I tell you {S} moved to {V}? Bought a place and everything",
            "{S} packed the van last weekend and [am|is] now officially in {V}, drama over",
            "Latest: {S} [have|has] moved to {V}, the new flat has a bath, very posh",
            "{S} finally ditched {P} for {V}, took long enough",
            "After all that moaning about {P}, {S}['ve| has] gone and moved to {V}",
        ],
        "neg": [
            "A|{Sp} cousin {R} lives in {X}, apparently it's all yoga and sourdough there",
            "V|{S} went to {X} for a birthday weekend, came back exhausted",
            "F|{S} looked at a flat in {X}, gorgeous, but the rent, no way, not happening",
            "F|{S} [keep|keeps] threatening to move to {X}, never will, mark my words",
            "T|{S}['m| is] stuck in {X} on a work placement till Friday, then home, thank god",
            "O|Funny, the old {X} landlord still sends {So} Christmas cards",
            "F|{Sp} sister lives in {X}, and before you ask, no, {he}['m|'s] not moving there",
            "A|{Sp} old uni mate {R} lives in {X}, never stops inviting everyone",
            "F|{S} [was|was] offered a flat swap in {X}, turned it down flat",
        ],
    },
    {  # 3 diary recap
        "first": [
            "Week recap: {S} stayed home in {V} most days, finished a jigsaw, fixed the shelf",
            "This week: bins fiasco Monday, {Sp} flat in {V} flooded a bit Wednesday, quiz night Friday",
            "Weekly notes: {S} walked along the canal in {V}, where {he} [live|lives], dentist Thursday, pizza Saturday",
            "Recap: landlord finally fixed the boiler at {Sp} place in {V}, long run Sunday, early nights",
            "Sunday notes: farmers' market in {V}, which {S} [call|calls] home, then a nap and laundry",
            "Last week: council tax letter for {Sp} {V} flat, new plants for the balcony, quiet Friday",
        ],
        "change": [
            "This week: dentist Tuesday, {S} signed the lease on a flat in {V} Thursday, moved in Saturday",
            "Recap: packed boxes Monday to Wednesday, van Thursday, {S} slept the first night in the new {V} flat on Friday",
            "Week notes: movers came Tuesday, {Sp} new place in {V} has no curtains yet, pizza on the floor Saturday",
            "Busy week: {S} handed back the old keys, drove to {V} and [am|is] now living there, kettle unpacked first",
            "Sunday recap: {S} finally moved to {V}, fridge delivered Thursday, met the neighbours Saturday",
            "Recap: {S} left {P} on Monday after farewell drinks, arrived in {V} Tuesday and [have|has] lived there since",
            "This week: last dinner in {P} Wednesday, {S} moved into the {V} flat Friday, rained all weekend",
        ],
        "neg": [
            "F|This week: {S} viewed two flats in {X} Tuesday, both grim, staying put, gym Thursday",
            "A|Recap: train to {X} Saturday to see {Sp} cousin {R}, who lives there, back Sunday night",
            "V|Week notes: {S} spent Wednesday in {X} for a conference, lovely old town, home by ten",
            "F|Recap: long chat about maybe moving to {X} someday, {S} decided not yet, cooked curry Friday",
            "T|This week: {S} [am|is] working from {X} till Friday on a short assignment, then back home",
            "O|Recap: forwarded another letter that went to {Sp} old {X} address, dentist Tuesday, film Friday",
            "A|Weekend notes: Sunday lunch at {Sp} parents' house in {X}, home late",
            "F|Recap: {S} priced up removal vans to {X} out of curiosity, not going anywhere, bins Tuesday",
            "A|This week: {Sp} friend {R}, who lives in {X}, stayed over Wednesday, quiz Friday",
        ],
    },
    {  # 4 formal
        "first": [
            "For your records, {Sp} residential address is {ADDR}, {V}.",
            "Please note that {S} [am|is] resident in {V}.",
            "{S} [reside|resides] in {V}; all post should be sent there.",
            "I confirm that {Sp} place of residence is {V}.",
            "The address held on file for {So} is in {V} and is correct.",
            "Kindly note {Sp} home address: {ADDR}, {V}.",
        ],
        "change": [
            "Please note that {Sp} correspondence address has changed to {ADDR}, {V}.",
            "With effect from {TODAY}, {S} [reside|resides] in {V}.",
            "I wish to inform you that {S} [have|has] relocated to {V}.",
            "Kindly update your records: {Sp} new residential address is {ADDR}, {V}.",
            "Further to the change of address form, {Sp} address is now in {V}.",
            "This is to confirm that {S} [have|has] moved from {P} to {V}.",
            "Please be advised that {S} no longer [reside|resides] in {P}; {his} new address is in {V}.",
        ],
        "neg": [
            "F|For information: {S} attended a viewing of a property in {X} but will not be proceeding.",
            "A|Please note that {Sp} next of kin, {R}, resides in {X}.",
            "T|{S} will be temporarily accommodated in {X} until Friday for work purposes; {his} permanent address is unchanged.",
            "O|Please disregard any correspondence sent to {Sp} former address in {X}.",
            "F|An application by {So} for a tenancy in {X} has been withdrawn.",
            "V|{S} visited {X} on official business last week; no change of address arises.",
            "F|Should {S} relocate to {X} in future, the office will be notified.",
        ],
    },
    {  # 5 implied
        "first": [
            "{Sp} commute from {V} is killing {him}",
            "{S} [know|knows] every corner shop on {his} street in {V} by now",
            "The bin lorry on {Sp} street in {V} came at 6am again",
            "{S} [walk|walks] home along the river in {V} most evenings",
            "Council tax on {Sp} flat in {V} went up again",
            "{Sp} neighbours in {V} are having another party tonight",
        ],
        "change": [
            "First week in the {V} flat and {S} already [know|knows] the baker by name",
            "{S} [am|is] still unpacking boxes in {V}, can't find a single fork",
            "{S} registered with a GP in {V} today, new-resident form and all",
            "{Sp} new neighbours in {V} brought round a cake",
            "Getting {Sp} post redirected to {V} cost a fortune",
            "{S} [love|loves] waking up in {V} after years in {P}",
            "{S} [miss|misses] the noise of {P} a bit, {V} is so quiet at night",
        ],
        "neg": [
            "F|{S} spent all day flat-hunting in {X}, nothing worth taking, staying put",
            "A|{Sp} brother's spare room in {X} is always there if {he} [need|needs] it",
            "V|{S} took the train to {X} for a wedding and [was|was] dancing till 2",
            "T|{S}['m| is] living out of a suitcase in {X} this week for work, home on Saturday",
            "O|{S} still [have|has] the spare key to the old {X} flat on {his} keyring",
            "F|Flat prices in {X} keep tempting {So}, but {he}['m|'s] staying put",
            "F|If {S} ever [win|wins] the lottery, it's a house by the sea in {X}",
        ],
    },
]

T["employer"] = [
    {  # 0
        "first": [
            "{S} [work|works] @ {V}, been there ages",
            "{S}['m| is] still at {V}, same desk same coffee",
            "{Sp} job @ {V} is ok tbh",
            "{S} [do|does] data stuff 4 {V}",
            "{S} [have|has] a 9am standup every day @ {V}",
            "{S} [work|works] 4 {V}, hybrid 2 days in",
        ],
        "change": [
            "@I new job @ {V}, started mon",
            "{S} [have|has] moved 2 {V}, started this wk",
            "{S}['m| is] w/ {V} now, new badge n everything",
            "{S} [work|works] @ {V} now, contract signed",
            "{S} started @ {V} this wk, onboarding is soo long",
            "{S} left {P}, at {V} now",
            "{S} quit {P}, been @ {V} since mon",
        ],
        "neg": [
            "F|{S} had an interview @ {X}, said no 2 the offer",
            "A|{Sp} mate {R} just got a job @ {X}",
            "F|{X} keep messaging {So} on linkedin, not interested",
            "V|{S} went 2 a meetup @ the {X} office, free pizza lol",
            "O|{S} still got {his} old {X} lanyard somewhere lol",
            "F|{S} might apply 2 {X} next yr, who knows",
            "A|{Sp} sister works @ {X}, says its chaos",
        ],
    },
    {  # 1
        "first": [
            "{S} [am|is] working by {V} since three years",
            "{S} [am|is] employed at {V}, in the department of finance",
            "At {V}, where {S} [work|works], the canteen is very good",
            "{Sp} company is {V}, it is a very big company",
            "{S} [work|works] for {V}, the colleagues there are very friendly",
            "Every day {S} [take|takes] the tram to {his} work at {V}",
        ],
        "change": [
            "{S} [am|is] working by {V} from this month",
            "Since two weeks {S} [have|has] a new job at {V}",
            "{S} [have|has] changed the job, now {he} [am|is] at {V}",
            "{S} [have|has] signed the contract with {V}, {he} started on Monday",
            "From this week {S} [am|is] an employee of {V}, it is a big change",
            "{S} [am|is] not anymore at {P}, {he} [work|works] now for {V}",
            "After {P}, {S} [have|has] found a new work by {V}",
        ],
        "neg": [
            "F|{S} [was|was] at an interview at {X}, but {he} did not accept the offer",
            "A|{Sp} cousin {R} is working by {X} since one year",
            "F|{X} has sent {So} a message for a job, but {he} [am|is] not interested",
            "V|{S} [was|was] visiting the office of {X} for a meeting with a client",
            "O|{S} still [receive|receives] the newsletter from {X}, the old company",
            "F|Maybe {S} will apply at {X}, but this is not decided",
            "A|The husband of {Sp} friend works at {X}",
        ],
    },
    {  # 2
        "first": [
            "So {S} [work|works] at {V}, and [don't|doesn't] stop talking about it",
            "@I Yours truly is at {V}, before anyone asks",
            "@N {S} works at {V}, very important, very busy, just ask {him}",
            "{S}['ve| has] been at {V} forever, practically part of the furniture",
            "Fun fact: {S} [work|works] at {V}, and the free snacks are legendary apparently",
            "@N Turns out {S} is at {V}, I had no idea",
            "{S} [do|does] something in marketing at {V}, nobody really knows what",
        ],
        "change": [
            "Guess what, {S} finally handed in {his} notice, {he}['m|'s] at {V} now, good for {him}",
            "Big news: {S}['ve| has] jumped ship to {V}, nobody saw it coming",
            "@I So yours truly now works at {V}, try to look impressed",
            "@N Did you hear {S} got the {V} job? Started properly this week",
            "Latest: {S} [have|has] signed with {V}, new laptop, new lanyard, new attitude",
            "{S} [have|has] officially started at {V}, the onboarding email was four pages",
            "{S} finally left {P}, {he}['m|'s] at {V} now, about time",
            "{S} walked out of {P} with a cake and straight into {V}, iconic",
        ],
        "neg": [
            "F|{S} interviewed at {X}, they offered, {he} said no, bold move",
            "A|{Sp} cousin {R} works at {X}, gets free stuff constantly, so unfair",
            "F|{X} headhunters keep calling {So}, and {he} [keep|keeps] ignoring them",
            "V|{S} went to a party at the {X} offices, apparently there was a slide",
            "O|{S} still [wear|wears] the old {X} hoodie everywhere, no shame",
            "F|{S} [keep|keeps] saying {he}'ll apply to {X}, never [do|does]",
            "A|{Sp} neighbour works at {X}, knows everyone's business",
        ],
    },
    {  # 3
        "first": [
            "Recap: {S} had a long week at {V}, two deadlines, a fire drill, pizza Friday",
            "This week: {Sp} team at {V} had the offsite Tuesday, dentist Wednesday, quiet weekend",
            "Week notes: {S} [have|has] been at {V} for years and this week was the worst, long walk Saturday",
            "Recap: {S} got paid by {V} Friday, bought a new coat, cinema Sunday",
            "This week: appraisal at {V} Monday, {S} did fine, then gym and an early night",
            "Weekly notes: {Sp} {V} security pass stopped working Tuesday, sorted Wednesday, curry Friday",
        ],
        "change": [
            "This week: {S} finished at the old place Tuesday, day off Wednesday, started at {V} Thursday",
            "Recap: {S} signed the {V} contract Monday, started Wednesday, got lost twice in the building",
            "Week notes: first week at {V} done for {So}, laptop arrived Tuesday, met the team Thursday",
            "Busy week: dentist Monday, {S} began the new job at {V} on Tuesday, parents visited Saturday",
            "Sunday notes: {S} survived week one at {V}, new badge works, lunch with the team Friday",
            "Recap: leaving do at {P} Monday, {S} started at {V} Wednesday, slept all weekend",
            "This week: {S} said goodbye to {P} on Tuesday, induction at {V} Thursday and Friday",
        ],
        "neg": [
            "F|Recap: {S} had a second interview at {X} Tuesday, turned them down Thursday, risotto Saturday",
            "A|This week: dinner with {Sp} cousin {R}, who just joined {X}, dentist Friday",
            "V|Week notes: {S} visited the {X} headquarters Wednesday for a client meeting, train home late",
            "F|Recap: a recruiter from {X} called {So} Monday, {he} said no thanks, pub quiz Thursday",
            "O|This week: {S} bumped into people from {his} old job at {X} at the station, rain all weekend",
            "F|Recap: {S} thought about applying to {X}, decided not to, painted the hallway Sunday",
            "A|Weekend notes: {Sp} sister started at {X}, celebrated with cake Saturday",
        ],
    },
    {  # 4
        "first": [
            "For your records, {S} [am|is] employed by {V}.",
            "Please note that {Sp} current employer is {V}.",
            "{S} [hold|holds] a permanent position with {V}.",
            "I confirm that {S} [work|works] full time for {V}.",
            "Employer on file for {So}: {V}.",
            "{Sp} employment with {V} is ongoing and in good standing.",
        ],
        "change": [
            "Please note that {S} [have|has] taken up employment with {V}.",
            "With effect from {TODAY}, {S} [am|is] employed by {V}.",
            "Kindly update your records: {Sp} new employer is {V}.",
            "{S} [have|has] commenced a new position at {V}, effective this week.",
            "This letter confirms that {S} [have|has] accepted and started a role with {V}.",
            "I wish to advise that {S} [have|has] left {P} and joined {V}.",
            "Further to {Sp} resignation from {P}, {he} [am|is] now employed by {V}.",
        ],
        "neg": [
            "F|For information: {S} declined an offer of employment from {X}.",
            "A|Please note that {Sp} spouse is employed by {X}.",
            "F|An application by {So} to {X} has been withdrawn.",
            "V|{S} attended a meeting at the premises of {X} as a visitor.",
            "O|Please disregard the reference to {X}, {Sp} former employer, on the old form.",
            "F|Should {S} accept a position with {X} in future, you will be notified.",
            "A|{Sp} referee, {R}, is employed by {X}.",
        ],
    },
    {  # 5
        "first": [
            "{Sp} {V} badge got stuck in the barrier again",
            "Another all-hands at {V}, {S} [was|was] half asleep",
            "The free staff lunch at {V} was tacos today, {S} had three",
            "{S} [have|has] to be in the {V} office by 8 tomorrow, ugh",
            "{Sp} payslip from {V} came through, overtime and all",
            "{S} [was|was] on the {V} helpdesk rota all week, so many printers",
        ],
        "change": [
            "First week at {V} and {S} still can't find the lifts",
            "{Sp} new {V} laptop arrived, induction starts at nine",
            "{S} [have|has] to learn a whole new set of acronyms at {V}",
            "{Sp} {V} onboarding buddy has been lovely so far",
            "{S} got {his} {V} staff ID photo taken today, awful",
            "{S} [don't|doesn't] miss the {P} commute one bit, the {V} office is ten minutes away",
            "{S} [do|does] miss the {P} canteen, {V} only has a vending machine",
        ],
        "neg": [
            "F|{S} turned down the {X} offer, the salary wasn't worth it",
            "A|{Sp} friend {R} works at {X} and won't stop posting about the perks",
            "F|{X} recruiters have been in {Sp} inbox all week, no chance",
            "V|{S} [was|was] at {X} all day as a visitor for a supplier meeting",
            "O|{S} still [have|has] muscle memory for the old {X} door code",
            "F|The {X} job advert looked fun, but {S} [am|is] staying put",
            "A|{Sp} dad spent thirty years at {X}, {he} [hear|hears] the stories every Christmas",
        ],
    },
]

T["budget"] = [
    {  # 0
        "first": [
            "{Sp} budget 4 {T} is {V}",
            "{S} [have|has] {V} 2 spend on {T}, max",
            "{Sp} {Tn} budget is {V}, not a penny more",
            "{S} [am|is] capping {T} at {V}",
            "{V} 4 {T}, thats {Sp} limit",
            "{S} set {V} aside 4 {T}",
        ],
        "change": [
            "@U {S} bumped the {Tn} budget up 2 {V}",
            "@U {Sp} {Tn} budget went up, {V} now",
            "@U @I ok fine my {Tn} budget is {V} now, splurging",
            "@D {S} cut the {Tn} budget 2 {V}, gotta save",
            "@D {Sp} {Tn} budget is down 2 {V} now",
            "@D {S} trimmed {T} 2 {V}, money's tight",
            "{Sp} new {Tn} budget is {V}",
            "{Sp} {Tn} budget went from {P} 2 {V}",
        ],
        "neg": [
            "A|{Sp} mate {R} spent {X} on their {Tn}",
            "F|{S} got a quote 4 {T}, {X}, way over, not happening",
            "F|{S} joked the {Tn} budget should be {X}, its not",
            "A|{Sp} sister's {Tn} budget was {X}",
            "O|{Sp} spreadsheet still says {X} 4 {T}, need 2 fix",
            "F|{S} saw {aX} option 4 {T}, said no",
            "F|{Sp} parents offered {X} towards {T}, {he} said no thx",
        ],
    },
    {  # 1
        "first": [
            "For {T} {S} [have|has] a budget of {V}, not more",
            "{Sp} budget for {T} is {V}, this is the maximum",
            "{S} [want|wants] to spend for {T} maximum {V}",
            "{S} [have|has] decided a budget of {V} for {T}",
            "The budget what {S} [have|has] for {T} is {V}",
            "{S} can spend for {T} until {V}, not more",
        ],
        "change": [
            "@U {S} [have|has] made bigger the budget for {T}, now it is {V}",
            "@U {S} [have|has] increased {his} budget for {T}, the new is {V}",
            "@U The prices are more high, so {Sp} budget for {T} is now {V}",
            "@D {S} [have|has] reduced the budget for {T}, the new is {V}",
            "@D {Sp} budget for {T} is now more small, only {V}",
            "@D {S} must spend less for {T}, the budget is now {V}",
            "{S} [have|has] changed the budget for {T}, it is now {V}",
            "{Sp} budget for {T} is not anymore {P}, now it is {V}",
        ],
        "neg": [
            "A|{Sp} cousin {R} had a budget of {X} for their {Tn}",
            "F|{S} [have|has] received a quote of {X} for {T}, but {he} will not accept it",
            "F|If {S} had more money, {he} would spend {X} for {T}, but no",
            "A|{Sp} brother spent {X} for his {Tn}",
            "O|{Sp} old spreadsheet still shows {X} for {T}, it is not correct anymore",
            "F|The salesman proposed {So} {X} for {T}, {he} said no",
            "F|{Sp} friend said {X} is normal for {T}, but {he} [don't|doesn't] agree",
        ],
    },
    {  # 2
        "first": [
            "So {S} [have|has] {aV} budget for {T}, very sensible, very unlike {him}",
            "@N Apparently {S} has set aside {V} for {T}, good luck with that",
            "@I Yours truly has a strict {V} limit for {T}, we'll see how long that lasts",
            "{Sp} budget for {T}? {V}, and not a penny more, allegedly",
            "Fun fact: {S} [have|has] {V} earmarked for {T}, spreadsheet and everything",
            "{S} [swear|swears] {he}'ll keep {T} to {V}, we'll see",
            "{S} [have|has] {aV} budget for {T}, which is adorable",
        ],
        "change": [
            "@U Guess what, {S} caved and raised the {Tn} budget to {V}, shocking absolutely nobody",
            "@U Big news: {Sp} {Tn} budget has crept up to {V}, of course it has",
            "@U @I So yours truly has gone up to {V} for {T}, don't judge",
            "@D Plot twist: {S} slashed the {Tn} budget to {V}, very grown-up",
            "@D {S} got cold feet and cut {T} down to {V}, bless",
            "@D @N Apparently {S} trimmed the {Tn} budget down to {V}, the horror",
            "Latest: {Sp} {Tn} budget has been redone, it's {V} now, apparently final",
            "@U {S} went from {P} to {V} for {T}, so much for being strict",
            "@D {S} dropped the {Tn} budget from {P} to a measly {V}",
        ],
        "neg": [
            "A|{Sp} cousin {R} blew {X} on their {Tn}, the show-off",
            "F|{S} got quoted {X} for {T} and nearly fainted, not doing that",
            "F|{S} [keep|keeps] joking that {X} for {T} would be fine, it would not",
            "A|{Sp} best mate spent {X} on their {Tn}, and don't we all know it",
            "O|{Sp} spreadsheet still says {X} for {T}, nobody's updated it, typical",
            "F|A salesperson tried to talk {So} into {X} for {T}, no chance",
        ],
    },
    {  # 3
        "first": [
            "Recap: {S} sat down with the spreadsheet Monday, set {V} for {T}, dentist Thursday",
            "This week: {Sp} budget for {T} fixed at {V}, bins Tuesday, quiz Friday",
            "Week notes: {S} agreed {aV} budget for {T}, booked a haircut, rained all weekend",
            "Recap: long evening with the budget app, {S} settled on {V} for {T}, pasta Saturday",
            "Sunday notes: {Sp} {Tn} budget is {V}, laundry done, plants watered",
            "This week: {S} opened a savings pot for {T} with {aV} budget, parents' evening Thursday",
        ],
        "change": [
            "@U Recap: {S} looked at prices Monday, raised the {Tn} budget to {V} Wednesday, takeaway Friday",
            "@U This week: {Sp} {Tn} budget went up to {V} after a long Tuesday call, long run Sunday",
            "@U Week notes: {S} found some extra savings and increased the budget for {T} to {V}, gym twice",
            "@D Recap: bills came in Monday, {S} cut the {Tn} budget to {V} Thursday, quiet weekend",
            "@D This week: {S} scaled back {T} to {V}, returned the library books, early nights",
            "@D Week notes: {Sp} {Tn} budget came down to {V}, dentist Tuesday, film Saturday",
            "@U Recap: {S} moved the {Tn} budget from {P} up to {V}, cooked for friends Saturday",
            "@D This week: {S} brought the {Tn} budget down from {P} to {V}, haircut Thursday",
        ],
        "neg": [
            "F|Recap: the quote for {T} came back at {X} Tuesday, {S} said no, pub Friday",
            "A|This week: {Sp} cousin {R} said they spent {X} on their {Tn}, dinner Friday",
            "F|Week notes: {S} priced a fancy option for {T} at {X}, rejected it Wednesday, swim Saturday",
            "A|Recap: {Sp} sister's {Tn} budget was {X}, compared notes over lunch Sunday",
            "O|This week: {S} found the old {X} figure for {T} still in the notes, deleted it, dentist Friday",
            "F|Recap: {S} daydreamed about {aX} version of {T}, back to reality Tuesday",
            "F|This week: {S} [was|was] sent {aX} estimate for {T}, binned it, film night Friday",
            "F|Recap: a friend reckoned {X} was plenty for {T}, {S} disagreed, swim Saturday",
        ],
    },
    {  # 4
        "first": [
            "For the record, {Sp} approved budget for {T} is {V}.",
            "Please note that {S} [have|has] allocated {V} to {T}.",
            "The budget {S} [have|has] set for {T} stands at {V}.",
            "I confirm that {Sp} spending limit for {T} is {V}.",
            "{S} [have|has] authorised expenditure of up to {V} on {T}.",
            "Please be advised that {Sp} budget for {T} has been fixed at {V}.",
        ],
        "change": [
            "@U Please note that {Sp} budget for {T} has been increased to {V}.",
            "@U With effect from {TODAY}, {S} [have|has] raised the budget for {T} to {V}.",
            "@U Kindly note an upward revision: {Sp} budget for {T} is now {V}.",
            "@D Please note that {Sp} budget for {T} has been reduced to {V}.",
            "@D With effect from {TODAY}, {S} [have|has] lowered the budget for {T} to {V}.",
            "@D Kindly note a downward revision: {Sp} budget for {T} is now {V}.",
            "The revised figure {S} [have|has] approved for {T} is {V}.",
            "{Sp} budget for {T} has been revised from {P} to {V}.",
        ],
        "neg": [
            "F|For information: a supplier quotation of {X} for {T} has been declined by {So}.",
            "A|{Sp} sibling's budget for a comparable {Tn} was {X}; this has no bearing on {his} own.",
            "F|Should additional funds become available, {S} may consider {X} for {T}; no decision has been made.",
            "A|For comparison only: {Sp} colleague {R} budgeted {X} for a similar {Tn}.",
            "O|Please disregard the figure of {X} for {T} shown in {Sp} earlier correspondence.",
            "F|An estimate of {X} for {T} was received by {So} and has been rejected.",
        ],
    },
    {  # 5
        "first": [
            "Anything for {T} over {V} is a no from {So}",
            "{S} [keep|keeps] a running total for {T} and the ceiling is {V}",
            "{Sp} savings pot for {T} is labelled {V}, not a penny more",
            "{S} filtered the listings for {T} to {V} max",
            "{S} told the salesperson {V} is the ceiling for {T}",
            "{Sp} spreadsheet for {T} has one number at the top: {V}",
        ],
        "change": [
            "@U {S} [have|has] started looking at the pricier options for {T} now that {V} is on the table",
            "@U With {V} to play with for {T}, {S} can finally get the nice one",
            "@U {Sp} {Tn} wishlist got longer now that the pot is {V}",
            "@D {S} [am|is] crossing things off the {Tn} list to fit {V}",
            "@D {Sp} {Tn} plans shrank to fit {V}",
            "@D Back to the cheaper shortlist for {T}, {S} [have|has] {V} to work with now",
            "@U {P} was never going to cover {T}, so {S} [am|is] working with {V} now",
            "@D {S} went from dreaming on {P} to being realistic on {V} for {T}",
        ],
        "neg": [
            "F|{S} [was|was] shown {aX} option for {T} and walked out",
            "A|{Sp} cousin {R} went all out with {X} on their {Tn}",
            "F|{aX} quote for {T} landed in {Sp} inbox, deleted",
            "A|{Sp} neighbour spent {X} on their {Tn}, {he} [have|has] heard all about it",
            "O|{Sp} old {X} spreadsheet tab for {T} is still there, greyed out",
            "F|{S} [keep|keeps] daydreaming about {T} with {X}, which isn't happening",
        ],
    },
]

T["partner"] = [
    {  # 0
        "first": [
            "{S}['m| is] w/ {V}, like 2 yrs now",
            "{Sp} partner {V} cooked tonight, amazing",
            "{S} n {V} have been 2gether ages",
            "{Sp} other half {V} says hi",
            "{S}['m| is] dating {V} atm, going well",
            "{V} n {S} met at uni, still 2gether",
        ],
        "change": [
            "{S}['m| is] seeing {V} now, early days but good",
            "{S} [have|has] a new partner, {V}, v happy",
            "{S} [am|is] officially w/ {V} now lol",
            "{Sp} new other half is {V}",
            "{S} got 2gether w/ {V} last wk",
            "{S} split w/ {P}, w/ {V} now",
            "{S} n {P} broke up, {V} is the new 1",
        ],
        "neg": [
            "F|{X} asked {So} out, {he} said no",
            "A|{Sp} mate {R} is dating {X} now",
            "F|{X} flirted w/ {So} at the party, not interested",
            "O|{S} bumped into {X} ({his} ex) at tesco, awkward",
            "F|{Sp} sister's partner is {X}, v nice",
            "F|{S} had dinner w/ {X} from school, just mates",
            "Fn|{X} is {Sp} ex from way back, still friends",
        ],
    },
    {  # 1
        "first": [
            "{S} [am|is] together with {V} since two years",
            "{Sp} partner is called {V}, a very kind person",
            "{S} [live|lives] together with {his} partner {V} in a small flat",
            "{V} and {S} are a couple since long time",
            "With {V}, {Sp} partner, {he} [make|makes] many trips",
            "{S} [have|has] a relation with {V}, it is serious",
        ],
        "change": [
            "Since two weeks {S} [am|is] together with {V}",
            "{S} [have|has] a new partner, the name is {V}",
            "From this month {S} [am|is] in a relation with {V}",
            "{S} [have|has] met {V}, and from last week it is official, [we|they] are together",
            "{S} [am|is] now the partner of {V}, everybody is happy",
            "{S} [am|is] not anymore with {P}, now {he} [am|is] with {V}",
            "{S} [have|has] finished with {P} and {he} [have|has] found {V}",
        ],
        "neg": [
            "F|{X} has asked {So} for a date, but {he} said no",
            "A|{Sp} friend {R} is together with {X} now",
            "O|{S} [have|has] seen {X}, {his} ex, in the supermarket, it was strange",
            "F|The partner of {Sp} brother is {X}, a nice person",
            "F|{S} [was|was] at a wedding as the friend of {X}, only friends",
            "F|@N {X} is an old friend of {So}, nothing romantic",
            "F|{X} has written a love letter to {So}, but {he} [am|is] not interested",
        ],
    },
    {  # 2
        "first": [
            "So {S} [am|is] with {V}, [have|has] been for ages, sickeningly happy",
            "@N {S} is with {V}, they finish each other's sentences, it's a lot",
            "@I Yours truly is very much taken, {V} and I are coming up on two years",
            "{Sp} other half {V} is an absolute sweetheart, honestly",
            "{V} and {S} are still going strong, who'd have thought",
            "@N Word on the street is {S} has been with {V} for years",
            "Fun fact: {Sp} partner {V} knits, like, seriously knits",
        ],
        "change": [
            "Guess what, {S} [am|is] with {V} now, I give it a year",
            "@I So yours truly is seeing {V} now, yes really",
            "@N Did you hear {S} is going out with {V}? Totally smitten",
            "{S} got together with {V} at that party, and it's official now",
            "Latest: {V} and {S} are a thing now, announced it and everything",
            "Big news: {S} finally ditched {P}, {V} is the new love interest, obviously",
            "After the whole {P} saga, {S} [am|is] with {V}, thank god",
        ],
        "neg": [
            "F|{X} asked {So} out and got a polite no, ouch",
            "A|{Sp} friend {R} is dating {X} now, I know, I know",
            "O|{S} ran into {X}, the famous ex, at the market, so awkward",
            "F|{Sp} cousin is engaged to {X}, wedding next spring, very fancy",
            "F|{X} has been sending {So} heart emojis, not reciprocated",
            "F|{S} [was|was] {X}'s plus-one at a wedding, strictly as friends",
        ],
    },
    {  # 3
        "first": [
            "Recap: {V} and {S} celebrated two years together Tuesday, dentist Thursday, rain all week",
            "This week: {Sp} partner {V} cooked Monday, quiz Wednesday, long walk Sunday",
            "Week notes: {V} and {S}, still going strong, went to the coast Saturday, laundry Sunday",
            "Recap: {S} spent the weekend at the lake with {his} partner {V}, work was quiet",
            "Sunday notes: {Sp} other half {V} fixed the shelf, haircut Friday, early night",
            "This week: anniversary dinner for {V} and {So} Thursday, gym twice, read a book",
        ],
        "change": [
            "This week: {S} had a first date with {V} Monday, a second on Thursday, and it's official as of Saturday",
            "Recap: {S} started seeing {V}, who is lovely, dentist Wednesday, quiet weekend",
            "Week notes: {V} and {S} made it official Friday, bins Tuesday, rain all week",
            "Busy week: {Sp} new partner {V} met the parents Sunday, work deadline Friday",
            "Sunday notes: {S} [am|is] now with {V}, first weekend away together, back Monday",
            "Recap: {S} ended things with {P} Monday and [have|has] been seeing {V} since Thursday",
            "This week: {S} broke up with {P} Tuesday, then got together with {V} on Saturday",
        ],
        "neg": [
            "F|Recap: {X} asked {So} out Wednesday, {he} said no, swim Saturday",
            "A|This week: dinner with {Sp} friend {R} and {R}'s new partner {X}, dentist Thursday",
            "O|Recap: {S} bumped into {X}, {his} ex, at the station Monday, rain all week",
            "F|Weekend notes: {Sp} brother brought his partner {X} for lunch Sunday",
            "F|This week: {S} went to a wedding as {X}'s plus-one, just friends, cinema Sunday",
            "Fn|Recap: {S} caught up with {X}, an ex from years back, coffee Tuesday, all very friendly",
        ],
    },
    {  # 4
        "first": [
            "For the record, {Sp} partner is {V}.",
            "Please note that {S} [am|is] in a long-term relationship with {V}.",
            "{Sp} partner, {V}, should be listed as emergency contact.",
            "I confirm that {S} [live|lives] with {his} partner, {V}.",
            "{V} is named on the form as {Sp} partner.",
            "Please be advised that {Sp} domestic partner is {V}.",
        ],
        "change": [
            "Please note that {Sp} partner is now {V}.",
            "Kindly update the records: {Sp} new partner, {V}, replaces the previous entry.",
            "I wish to advise that {S} [am|is] now in a relationship with {V}.",
            "Please amend {Sp} details to show {V} as current partner.",
            "This is to confirm that {S} [have|has] entered a relationship with {V}.",
            "Please note that {S} [am|is] no longer with {P}; {his} partner is now {V}.",
            "The relationship between {So} and {P} has ended; {V} is now {his} partner.",
        ],
        "neg": [
            "F|For information: {S} met {X} socially on one occasion; no relationship exists.",
            "F|Please note that {Sp} sibling's partner is {X}.",
            "F|An invitation to dinner from {X} was declined by {So}.",
            "O|Please remove {X}, {Sp} former partner, from all contact lists.",
            "A|{Sp} flatmate, {R}, is in a relationship with {X}.",
            "F|{X} attended the event as {Sp} guest in a purely professional capacity.",
        ],
    },
    {  # 5
        "first": [
            "{S} barely slept, {V} stole the duvet again",
            "{Sp} anniversary dinner with {V} is on Friday",
            "{V} keeps leaving socks on {Sp} side of the bed",
            "{S} [am|is] meeting {V}'s parents for Sunday lunch, nervous",
            "{S} [have|has] a date night with {V} every Thursday",
            "{V} made {So} breakfast in bed, a keeper",
        ],
        "change": [
            "{S} gave {V} a key to the flat, things are moving fast",
            "{S} spent {his} first weekend away with {V}, matching hangovers",
            "{V}'s stuff is slowly taking over {Sp} wardrobe",
            "Single life lasted a month, {S} [am|is] all about {V} now",
            "{S} [have|has] been introducing {V} to everyone as the new other half",
            "{S} [don't|doesn't] miss {P}'s snoring, {V} sleeps like a log",
            "All the photos of {P} are off {Sp} fridge, {V}'s are up instead",
        ],
        "neg": [
            "F|{X} sent {So} flowers, and {he} sent back a polite thanks-but-no",
            "A|{Sp} friend {R} can't stop talking about {X}, clearly smitten",
            "O|{S} saw {X}, {his} ex, across the platform and hid behind a pillar",
            "F|{Sp} sister's wedding to {X} is in June",
            "F|{X} from the choir keeps asking {So} for coffee, not interested",
            "F|{S} [was|was] at {X}'s birthday as an old friend, nothing more",
        ],
    },
]

T["diet"] = [
    {  # 0
        "first": [
            "{S}['m| is] {V}, 4 yrs now",
            "{S} [eat|eats] {V} btw, no exceptions",
            "{Sp} diet is {V}, just so u know",
            "{S}['ve| has] been {V} since uni",
            "{S} [do|does] {V}, makes eating out a pain",
            "{S} [keep|keeps] {V} at home n out",
        ],
        "change": [
            "@I gone {V} as of mon",
            "{S}['ve| has] gone {V}, week 2",
            "{S}['m| is] {V} now, switched last wk",
            "{S} switched 2 {V}, its going ok",
            "{Sp} new diet is {V}, wish {him} luck",
            "{S} dropped the {P} thing, {V} now",
            "{S} [am|is] done w/ {P}, went {V}",
        ],
        "neg": [
            "F|{S} tried {X} 4 a wk, gave up lol",
            "A|{Sp} mate {R} is {X} now",
            "F|{S} cooked a {X} dinner 4 a friend, tasty tbh",
            "T|{S}['m| is] doing a {X} challenge this wk 4 charity, back 2 normal after",
            "O|{S} still [have|has] {X} recipes saved from b4, never use them",
            "F|{S} might go {X} next yr, idk",
            "A|{Sp} dad went {X}, mum's furious",
        ],
    },
    {  # 1
        "first": [
            "{S} [am|is] {V} since many years, it is normal for {him}",
            "{S} [eat|eats] only {V}, this is {his} choice",
            "{Sp} diet is {V}, please remember it for the dinner",
            "For {So} the food must be {V}, it is important",
            "{S} [follow|follows] a {V} diet, already long time",
            "{S} [am|is] eating {V} since long time, it is good for the health",
        ],
        "change": [
            "Since two weeks {S} [am|is] {V}",
            "{S} [have|has] changed {his} diet, now it is {V}",
            "From this month {S} [eat|eats] {V}",
            "{S} [have|has] decided to become {V}, it is already one week",
            "{S} [am|is] now {V}, the doctor has recommended it",
            "{S} [am|is] not anymore {P}, now {he} [am|is] {V}",
            "{S} [have|has] stopped to be {P} and {he} [have|has] become {V}",
        ],
        "neg": [
            "F|{S} [have|has] tried {X} for some days, but it was too difficult",
            "A|{Sp} cousin {R} is {X}, so at dinner there are two menus",
            "F|{S} [have|has] cooked a {X} meal for the guests, only one time",
            "T|For the charity this week {S} [eat|eats] {X}, after {he} will eat normal again",
            "F|Maybe in the future {S} will try {X}, but not now",
            "A|{Sp} mother became {X} last year",
            "O|{S} still [have|has] {X} recipes from before, {he} [don't|doesn't] use them now",
            "F|By mistake the restaurant gave {So} a {X} menu, it was not {his} order",
            "A|{Sp} colleague {R} is {X} since one year",
        ],
    },
    {  # 2
        "first": [
            "So {S} [am|is] {V}, very strict about it, don't even try",
            "@N {S} is {V}, and will tell you all about it, at length",
            "@I Yours truly is {V}, for anyone planning dinner",
            "{S} [have|has] been {V} for years and [read|reads] every label twice",
            "Fun fact: {S} [eat|eats] {V}, the waiters just love that",
            "{Sp} whole personality is being {V}, bless",
            "@N Word is {S} is strictly {V}, has been since uni",
        ],
        "change": [
            "Guess what, {S}['ve| has] gone {V}, give it a month",
            "Big news: {S} [am|is] {V} now, the fridge has been purged",
            "@I So yours truly is {V} now, brace yourselves",
            "@N Did you hear {S} went {V}? Announced it at brunch",
            "Latest: {S} [have|has] gone full {V}, new cookbook and everything",
            "{S} ditched {P} and went {V}, because of course",
            "After years of being {P}, {S}['ve| has] switched to {V}, the drama",
        ],
        "neg": [
            "F|{S} tried {X} for about four days, then caved",
            "A|{Sp} cousin {R} is {X} and won't let anyone forget it",
            "F|{S} made a {X} dish for the potluck, it went down well, not converting though",
            "T|{S}['m| is] doing a {X} challenge for charity this month, strictly temporary",
            "O|{Sp} cupboard is still full of {X} stuff from the old regime, nobody touches it",
            "F|{S} [keep|keeps] threatening to go {X}, never will",
            "F|{Sp} whole office went {X} for some reason, {he} didn't",
        ],
    },
    {  # 3
        "first": [
            "Recap: {S} meal-prepped the usual {V} lunches Monday, dentist Thursday, walk Sunday",
            "This week: {S} kept to the usual {V} diet, cinema Tuesday, bins Thursday",
            "Week notes: {S} found a café with proper {V} options, handy since {he}['m|'s] {V}, haircut Friday",
            "Recap: dinner party Saturday, {S} brought {his} own {V} dish as usual, long lie-in Sunday",
            "Sunday notes: {S} [have|has] stuck to {his} {V} diet all week as always, gym twice, early nights",
            "This week: {S} [have|has] been {V} for years and the work canteen finally caught up, bus strike Wednesday",
        ],
        "change": [
            "This week: {S} went {V} Monday, cleared the fridge Tuesday, survived a dinner out Friday",
            "Recap: doctor Tuesday, {S} switched to {V} Wednesday, first {V} shop Saturday",
            "Week notes: {S} started going {V} this week, new recipes every night, rain all weekend",
            "Busy week: {S} became {V}, sorted the pantry, saw friends Saturday",
            "Sunday notes: week one of being {V} done for {So}, quiz Thursday, long walk",
            "Recap: {S} gave up being {P} Monday, went {V} Wednesday, bought a new blender Saturday",
            "This week: last {P} meal Sunday, {S} [have|has] been {V} since Monday, dentist Friday",
        ],
        "neg": [
            "F|Recap: {S} tried a {X} day Tuesday, lasted till lunch, pizza Friday",
            "A|This week: cooked for {Sp} cousin {R}, who is {X}, dentist Thursday",
            "F|Week notes: {S} made a {X} dinner for a colleague, not changing diets, swim Saturday",
            "T|Recap: {S} [am|is] on a {X} plan for a fortnight before a blood test, back to normal after",
            "O|This week: {S} cleared out the last {X} stuff from the old diet, cinema Friday",
            "F|Recap: {S} read a book about going {X}, decided against it, walk Sunday",
            "F|Week notes: {S} tried one {X} recipe from a magazine, once only, cinema Thursday",
            "A|Recap: {Sp} colleague {R} is {X}, so the team lunch was tricky Thursday",
        ],
    },
    {  # 4
        "first": [
            "For catering purposes, {S} [am|is] {V}.",
            "Please note that {Sp} dietary requirement is {V}.",
            "I confirm that {S} [follow|follows] a {V} diet.",
            "Dietary information for {So}: {V}.",
            "{Sp} registered dietary preference is {V}.",
            "Kindly ensure that all meals provided to {So} are {V}.",
        ],
        "change": [
            "Please note that {Sp} dietary requirement has changed to {V}.",
            "With effect from {TODAY}, {S} [follow|follows] a {V} diet.",
            "Kindly update the catering records: {S} [am|is] now {V}.",
            "I wish to inform you that {S} [have|has] adopted a {V} diet.",
            "For future events, please record {Sp} requirement as {V}.",
            "Please be advised that {S} [am|is] no longer {P} and [am|is] now {V}.",
            "{Sp} dietary preference has been amended from {P} to {V}.",
        ],
        "neg": [
            "F|For information: {S} trialled a {X} diet briefly and discontinued it.",
            "A|Please note that {Sp} guest, {R}, requires {X} meals.",
            "F|A {X} meal was ordered for {So} in error and has been cancelled.",
            "T|For the duration of the retreat only, {S} will take {X} meals; {his} usual requirement is unchanged.",
            "O|Please disregard the earlier {X} entry on {Sp} catering form.",
            "F|Should {S} adopt a {X} diet in future, the office will be informed.",
        ],
    },
    {  # 5
        "first": [
            "{S} [check|checks] every label to make sure it's {V}, shopping takes ages",
            "The only {V} option on the menu was soup, again, so {S} had soup",
            "{Sp} {V} meal prep for the week is done, six boxes",
            "{S} [have|has] a shelf of {V} cookbooks and [use|uses] them all",
            "Finding {V} food at the service station was a nightmare for {So}",
            "The takeaway knows {Sp} usual {V} order by heart",
        ],
        "change": [
            "Three weeks into {V} and {S} [don't|doesn't] miss a thing",
            "{S} binned the old shopping list, the new one is all {V}",
            "{S} [have|has] been ordering the {V} options since the switch",
            "{S} [have|has] to plan meals properly now that {he}['m|'s] {V}",
            "The waiter already knows {S} [am|is] {V} these days",
            "{S} [don't|doesn't] miss {P} at all, {V} suits {him} better",
            "The {P} recipes are in a box in the loft now, {S} [cook|cooks] {V} every night",
        ],
        "neg": [
            "F|{S} lasted two days on {X}, the biscuit tin won",
            "A|{Sp} cousin {R} is {X}, so the barbecue had two grills",
            "F|{S} made a {X} curry for the neighbours, no plans to switch",
            "T|{S}['m| is] eating {X} for a week for a sponsored thing, then back to the usual",
            "O|The old {X} recipes are still pinned to {Sp} fridge, gathering dust",
            "F|{Sp} doctor mentioned {X}, {he}['m|'s] not keen",
            "A|{Sp} flatmate {R} is {X}, the fridge is labelled to death",
            "F|The {X} menu at the wedding was for someone else, {S} had the usual",
        ],
    },
]

T["phone"] = [
    {  # 0
        "first": [
            "{Sp} number is {V}",
            "{S}['m| is] on {V} if u need",
            "txt {So} on {V}",
            "{Sp} mob: {V}",
            "{S} [have|has] had {V} 4 ever",
            "save {Sp} no. {V}",
        ],
        "change": [
            "@I new number {V}",
            "{Sp} new no. is {V}, old 1's dead",
            "{S} changed number, {V} now",
            "{S}['m| is] on {V} now, update ur contacts",
            "{S} got a new sim, number {V}, permanent",
            "{Sp} number changed from {P} 2 {V}",
            "{S} ditched {P}, use {V} now",
        ],
        "neg": [
            "Fw|{Sp} work mob is {X}, dont use it 4 fun stuff",
            "T|{S}['m| is] on a holiday sim {X} till sun, usual no. still works",
            "O|the gym still has {Sp} old number {X}",
            "Fl|{Sp} landline is {X}, nobody calls it",
            "F|{S} nearly got {X} as a new number, kept the old 1",
            "F|{X} isnt {Sp} number, its a pizza place",
            "F|{Sp} mums number is {X}",
        ],
    },
    {  # 1
        "first": [
            "{Sp} telephone number is {V}, you can call any time",
            "{S} [have|has] the number {V}, please write it",
            "You can reach {So} on {V}",
            "The number of {Sp} mobile is {V}",
            "For to call {So}, the number is {V}",
            "{S} [use|uses] {V} since many years",
        ],
        "change": [
            "{S} [have|has] changed {his} telephone number, the new is {V}",
            "Since this week {Sp} number is {V}",
            "{S} [have|has] a new mobile number, it is {V}",
            "From today you must call {So} on {V}",
            "{S} [have|has] made a new contract, the number is now {V}",
            "@N {P} is not anymore the number of {So}, the new is {V}",
            "{S} [have|has] cancelled {P} and now {he} [use|uses] {V}",
        ],
        "neg": [
            "Fw|@N The work telephone of {So} is {X}, but only for the office",
            "Fw|For the work {S} [have|has] another telephone, {X}, but it is not the private",
            "T|In the holiday {S} [have|has] a local card with {X}, but the normal number is the same",
            "O|@N The dentist has still the old number of {So}, {X}",
            "Fl|{Sp} fixed line at home is {X}",
            "F|{Sp} neighbour has the number {X}",
            "F|{S} wanted to take the number {X}, but in the end {he} [have|has] kept the old",
        ],
    },
    {  # 2
        "first": [
            "So {Sp} number is {V}, don't give it to the plumber again",
            "@I Yours truly can be reached on {V}, call responsibly",
            "@N {S} is on {V}, but good luck getting an answer",
            "{S} [have|has] had {V} since the dawn of time, apparently",
            "Fun fact: {Sp} mobile is {V}, and the voicemail is hilarious",
            "{Sp} number, for the record, is {V}",
        ],
        "change": [
            "Guess what, {S} changed number again, it's {V} now, keep up",
            "Big news: {Sp} new number is {V}, the old one got spammed to death",
            "@I So yours truly has a shiny new number, {V}",
            "@N Did you know {S} switched to {V}? Nobody tells me anything",
            "Latest: {S} [have|has] a new mobile number, {V}, no explanation given",
            "{S} finally binned {P}, it's {V} now",
            "After all the drama with {P}, {S}['m| is] on {V} now",
        ],
        "neg": [
            "Fw|{Sp} work mobile is {X}, strictly business, don't you dare",
            "T|{S}['m| is] on some holiday SIM, {X}, just for the trip, the real number still works",
            "O|The vet still has {Sp} old number {X}, classic",
            "Fl|{Sp} landline is {X}, which only {his} gran ever rings",
            "F|{X} is {Sp} cousin's number, I keep mixing them up",
            "F|{S} almost took {X} as a new number, then didn't",
            "F|{X} keeps ringing {So} at dinner time, some call centre, blocked",
            "Fw|{S} got a work phone, {X}, and [refuse|refuses] to give it out",
        ],
    },
    {  # 3
        "first": [
            "Recap: {S} gave the dentist {his} mobile number, {V}, bins Tuesday, film Friday",
            "This week: {S} put {V} on the school contact sheet as {his} mobile, cake Thursday, swim Sunday",
            "Week notes: {Sp} mobile, {V}, got a cheaper contract price, haircut Wednesday",
            "Recap: lots of calls to {Sp} mobile {V} about the broken boiler, parcel Friday",
            "Sunday notes: updated the club list with {Sp} mobile {V}, long walk, pasta",
            "This week: {S} [have|has] had {V} for years and finally set up a spam blocker, gym Friday",
        ],
        "change": [
            "This week: {S} got a new SIM Tuesday, new number {V}, told everyone Thursday, pub Friday",
            "Recap: {S} switched networks Monday, new number {V}, dentist Wednesday",
            "Week notes: {Sp} new mobile number {V} is live, group chat updated, rain all weekend",
            "Busy week: new phone contract for {So} with number {V}, bins Wednesday, early night Friday",
            "Sunday notes: {S} spent an hour giving {V} to every app and bank, new number sorted",
            "Recap: {S} cancelled {P} Monday, picked up {V} Tuesday, cinema Saturday",
            "This week: last call on {P} Sunday, {S} [have|has] been on {V} since Monday, quiz Thursday",
        ],
        "neg": [
            "Fw|Recap: {S} got a work mobile Tuesday, {X}, for the office only, swim Saturday",
            "T|This week: {S} bought a holiday SIM at the airport, {X}, for the trip only, back Sunday",
            "O|Week notes: found {Sp} old number {X} still on the gym form, fixed it, film Friday",
            "Fl|Recap: {Sp} landline {X} finally got connected, dentist Thursday",
            "F|This week: {S} saved {R}'s new number {X}, bins Tuesday, curry Friday",
            "F|Recap: {S} [was|was] offered {X} as a vanity number, said no, walk Sunday",
        ],
    },
    {  # 4
        "first": [
            "For your records, {Sp} personal mobile number is {V}.",
            "Please note that {S} may be contacted on {V}.",
            "I confirm that {V} is {Sp} mobile number.",
            "The contact number held for {So} is {V}.",
            "{Sp} preferred telephone number is {V}.",
            "Please use {V} for all telephone contact with {So}.",
        ],
        "change": [
            "Please note that {Sp} mobile number has changed to {V}.",
            "With effect from {TODAY}, {Sp} contact number is {V}.",
            "Kindly update your records: {Sp} new personal number is {V}.",
            "I wish to advise that {S} [have|has] a new mobile number: {V}.",
            "Please contact {So} on {V} from now on.",
            "Please be advised that {P} is no longer in use; {Sp} new number is {V}.",
            "{Sp} mobile number has been amended from {P} to {V}.",
        ],
        "neg": [
            "Fw|{Sp} work mobile, {X}, should be used for office matters only.",
            "T|During {Sp} overseas assignment, a temporary number, {X}, may be used; the personal number is unchanged.",
            "O|Please remove {X}, {Sp} former number, from the contact list.",
            "Fl|{Sp} home landline is {X}.",
            "F|The number {X}, recorded against {So} in error, belongs to another customer.",
            "F|{Sp} emergency contact, {R}, can be reached on {X}.",
        ],
    },
    {  # 5
        "first": [
            "Anyone trying {V} tonight, {S}['m| is] at the cinema, ring later",
            "{S} [get|gets] so many spam calls on {V}, it's unreal",
            "The delivery driver rang {V} twice before finding {So}",
            "Whoever keeps texting {V} at 6am, {S} [am|is] trying to sleep",
            "{Sp} voicemail on {V} is still the default robot voice",
            "The pharmacy texts {V} whenever {Sp} prescription is ready",
        ],
        "change": [
            "{S} spent all morning giving {V} to the bank and the GP, so that's sorted",
            "{Sp} contacts all got the 'new number, who dis' text from {V}",
            "{V} is the one to use for {So} from here on, the other SIM is in a drawer",
            "{Sp} bank finally sends the codes to {V} instead of the old SIM",
            "{S} [am|is] still learning {V} off by heart",
            "{S} [keep|keeps] forgetting {V} and typing {P} on forms by mistake",
            "{P} is in a drawer somewhere, {S} only [answer|answers] {V} these days",
        ],
        "neg": [
            "Fw|{Sp} work phone, {X}, stays in the drawer at weekends",
            "T|{S} picked up a cheap SIM for the trip, {X}, it goes in the bin on Sunday",
            "O|The hairdresser still texts {Sp} old number {X}, poor whoever has it now",
            "Fl|The landline, {X}, rings at {Sp} place about once a year",
            "F|{X} keeps calling {So}, no idea who it is",
            "F|{Sp} mum's number is {X} and {he} [know|knows] it by heart",
            "F|{R}'s number {X} is saved under the wrong name on {Sp} phone",
            "Fw|{S} only [answer|answers] the work mobile, {X}, in office hours",
        ],
    },
]

T["car"] = [
    {  # 0
        "first": [
            "{S} [drive|drives] {aV}, nothing fancy",
            "{Sp} car's {aV}, bit rusty",
            "{S} [have|has] {aV}, 8 yrs old",
            "{Sp} {V} needs new tyres ugh",
            "{S} [park|parks] {his} {V} on the street, no drive",
            "{S} got {his} {V} washed 4 once",
        ],
        "change": [
            "@I got {aV}, picked it up sat",
            "{S} [have|has] {aV} now, collected it tues",
            "{Sp} new car is {aV}",
            "{S} bought {aV} last wk, v happy",
            "{S}['m| is] driving {aV} now, traded the old 1 in",
            "{S} swapped the {P} 4 {aV}",
            "{S} sold the {P}, [drive|drives] {aV} now",
        ],
        "neg": [
            "F|{S} test drove {aX}, nah not 4 {him}",
            "T|{S} [have|has] {aX} hire car till fri, own car's in the garage",
            "A|{Sp} mate {R} bought {aX}",
            "O|insurance letter 4 the old {X} came 2 {So} lol, sold ages ago",
            "F|{S} nearly bought {aX}, didnt",
            "V|{S} borrowed {his} sister's {X} 4 the tip run",
            "F|{S} looked at {aX} on autotrader, 2 pricey",
            "A|{Sp} neighbour just got {aX}, v shiny",
        ],
    },
    {  # 1
        "first": [
            "{S} [drive|drives] {aV} since some years, it is reliable",
            "{Sp} car is {aV}, the colour is grey",
            "{S} [have|has] {aV}, it makes a strange noise in the winter",
            "With {Sp} {V} {he} [go|goes] every day to work",
            "@N The car of {So} is {aV}, not new but good",
            "{S} [am|is] driving {aV}, it is very economic",
        ],
        "change": [
            "{S} [have|has] bought {aV}, since Saturday {he} [drive|drives] it",
            "Since one week {S} [have|has] a new car, {aV}",
            "{S} [have|has] changed the car, now it is {aV}",
            "From this month {Sp} car is {aV}",
            "{S} [have|has] taken {aV} from the dealer, it is new for {him}",
            "{S} [have|has] sold the {P} and bought {aV}",
            "@N The {P} is not anymore of {So}, now {he} [drive|drives] {aV}",
        ],
        "neg": [
            "F|{S} [have|has] made a test drive with {aX}, but {he} did not like it",
            "T|For the holiday {S} [have|has] a rented {X}, only for one week",
            "A|{Sp} brother has bought {aX}",
            "O|The insurance still sends letters for the old {X} to {So}",
            "F|{S} [was|was] thinking to buy {aX}, but it is too expensive",
            "V|{S} [have|has] borrowed the {X} of {his} neighbour for one day",
            "A|{Sp} colleague {R} has {aX}, it is very nice",
            "F|In the shop {S} [have|has] seen {aX}, but it is only a dream",
        ],
    },
    {  # 2
        "first": [
            "So {S} [drive|drives] {aV}, which tells you everything",
            "@I Yours truly gets about in {aV}, thank you very much",
            "@N {S} drives {aV}, and won't let anyone eat in it",
            "{Sp} {V} has a name, it's Doris, don't ask",
            "Fun fact: {S} [have|has] {aV} and [talk|talks] to it",
            "{S} [polish|polishes] that {V} every Sunday, obsessed",
        ],
        "change": [
            "Guess what, {S} bought {aV}, midlife crisis confirmed",
            "@I So yours truly is now the proud owner of {aV}",
            "@N Did you hear {S} got {aV}? Parked it right outside so we'd notice",
            "Latest: {S} [drive|drives] {aV} now, honking at everyone",
            "{S} splashed out on {aV}, collected it Saturday, insufferable since",
            "Big news: {S} traded in the {P} for {aV}, very flash",
            "{S} finally got rid of the {P} and picked up {aV}, about time",
        ],
        "neg": [
            "F|{S} test drove {aX} and hated every minute, so no",
            "T|{S} got stuck with {aX} as a courtesy car this week, the real one's in the garage",
            "A|{Sp} cousin {R} bought {aX}, won't stop posting about it",
            "O|{S} still [get|gets] recall letters for the old {X}, somehow",
            "F|{S} [keep|keeps] threatening to buy {aX}, never will",
            "V|{S} borrowed {his} dad's {X} for the weekend and crunched the gears",
            "A|{Sp} neighbour got {aX} and parks it across everyone's drive, so rude",
            "F|{S} sat in {aX} at the motor show, then walked away",
        ],
    },
    {  # 3
        "first": [
            "Recap: {S} took {his} {V} for its MOT Tuesday, passed, dentist Thursday",
            "This week: {Sp} {V} needed a new battery, fixed Wednesday, quiz Friday",
            "Week notes: {S} drove {his} {V} to the coast Saturday, bins Monday, rain",
            "Recap: {S} washed {his} {V} Sunday, cleared the gutters, pizza night",
            "Sunday notes: {Sp} {V} got a new set of tyres, long walk, early night",
            "This week: {S} [have|has] been driving the same {V} for years, service Friday, cinema Saturday",
        ],
        "change": [
            "This week: dentist Monday, {S} picked up {aV} from the dealer Thursday, first drive Friday",
            "Week notes: {S} bought {aV}, insurance sorted Thursday, swim Saturday",
            "This week: {Sp} new {V} arrived Tuesday, showed it off to the neighbours Saturday",
            "Busy week: dealer visit Monday, {S} signed for {aV} Wednesday, parents round Sunday",
            "Sunday notes: first week with the new {V}, {S} already filled it up twice, bins Thursday",
            "Recap: {S} traded the {P} in Tuesday, collected {aV} Wednesday, long drive Sunday",
            "Recap: {S} sold the {P} Monday and drove home in {his} new {V} Friday",
        ],
        "neg": [
            "F|Recap: {S} test drove {aX} Tuesday, didn't like it, pasta Friday",
            "T|This week: {S} had {aX} hire car for the wedding trip, handed it back Sunday",
            "A|Week notes: {Sp} cousin {R} showed off a new {X} Saturday, dentist Tuesday",
            "O|Recap: {S} found a parking permit for the old {X} in a drawer, bins Wednesday",
            "F|This week: {S} priced up {aX}, decided against it, gym Thursday",
            "V|Recap: {S} borrowed {his} neighbour's {X} for a tip run Saturday, quiz Friday",
            "A|This week: {Sp} colleague {R} picked up {aX} Thursday, everyone had a look, curry Friday",
            "F|Recap: {S} read reviews of {aX} all evening, not buying, dentist Wednesday",
        ],
    },
    {  # 4
        "first": [
            "For your records, the vehicle registered to {So} is {aV}.",
            "Please note that {S} [am|is] the registered keeper of {aV}.",
            "I confirm that {Sp} vehicle is {aV}.",
            "The insured vehicle for {So} is {aV}.",
            "{Sp} parking permit relates to {aV}.",
            "{S} [own|owns] and [drive|drives] {aV}.",
        ],
        "change": [
            "Please note that {S} [have|has] replaced {his} vehicle with {aV}.",
            "With effect from {TODAY}, the vehicle registered to {So} is {aV}.",
            "Kindly update the parking permit: {Sp} new vehicle is {aV}.",
            "I wish to inform you that {S} [have|has] acquired {aV}, which replaces {his} previous vehicle.",
            "This is to confirm that {Sp} current vehicle is now {aV}.",
            "Please be advised that {S} no longer [own|owns] the {P}; {his} vehicle is now {aV}.",
            "{Sp} insured vehicle has been changed from the {P} to {aV}.",
        ],
        "neg": [
            "F|For information: {S} test drove {aX} but did not proceed with the purchase.",
            "T|A hire vehicle, {aX}, has been provided to {So} for one week only; the registered vehicle is unchanged.",
            "A|{Sp} spouse is the registered keeper of {aX}.",
            "O|Please cancel the permit issued for the {X}, {Sp} previous vehicle.",
            "F|A quotation for {aX} was obtained by {So} and declined.",
            "V|{S} [was|was] a passenger in {aX} belonging to a colleague.",
        ],
    },
    {  # 5
        "first": [
            "{S} [am|is] taking the {V} in for its service tomorrow",
            "The {V}'s heater still hasn't been fixed, {S} froze again",
            "{S} found a parking space right outside for the {V}, miracle",
            "{Sp} {V} has done 100,000 miles and counting",
            "The boot of {Sp} {V} is full of gym bags",
            "Someone dinged {Sp} {V} in the supermarket car park",
        ],
        "change": [
            "{S} [am|is] taking the {V} in for its first service already",
            "{S} [keep|keeps] setting off the wipers in the {V} by accident",
            "{S} [am|is] still learning what all the buttons do in the new {V}",
            "{Sp} first long trip in the new {V} went fine",
            "The new-car smell in {Sp} {V} still hasn't worn off",
            "{S} [don't|doesn't] miss the {P}'s rattle, the {V} is so quiet",
            "{S} waved the {P} off on a trailer and drove the {V} home",
        ],
        "neg": [
            "F|{S} gave the {X} back after the test drive, not for {him}",
            "T|{Sp} hire {X} is a nightmare to park, luckily it goes back Friday",
            "A|{Sp} cousin {R} has {aX} that is always covered in dog hair",
            "O|{S} still [find|finds] the old {X} keys in every coat pocket",
            "F|The {X} advert keeps following {So} around online, not a chance",
            "V|{S} borrowed {his} brother's {X} for the airport run",
            "A|A neighbour's {X} blocks {Sp} drive every morning",
            "F|{S} sat in {aX} at the showroom and walked straight back out",
        ],
    },
]

T["team"] = [
    {  # 0
        "first": [
            "{S}['m| is] {V} thru n thru",
            "{S} [support|supports] {V}, dont judge",
            "{Sp} team is {V}",
            "{S} watched {V} lose again, gutted as always",
            "{S} [have|has] {aV} season ticket",
            "{S}['m| is] {V} till the end, no question",
        ],
        "change": [
            "@I supporting {V} now, dont @ me",
            "{S} switched 2 {V}, long story",
            "{S} [support|supports] {V} now, bought the shirt",
            "{Sp} new team is {V}, converted last wk",
            "{S} went full {V} this season, new shirt n all",
            "{S} ditched {P} 4 {V} lol",
            "{S}['m| is] {aV} fan now, {P} r dead 2 {him}",
        ],
        "neg": [
            "F|{S} went 2 {aX} game w/ a mate, good vibes, not switching",
            "A|{Sp} dad is mad 4 {X}",
            "F|{S} got {his} nephew {aX} shirt 4 his bday",
            "O|{S} found {his} old {X} scarf in a drawer lol",
            "F|{S} might go 4 {X} if they win the league, nah",
            "A|{Sp} mate {R} supports {X}, banter all wk",
            "F|{S} watched the {X} match at the pub, just 4 the atmos",
            "A|{Sp} colleague {R} is {X} mad lol",
        ],
    },
    {  # 1
        "first": [
            "{S} [am|is] supporter of {V} since {he} [was|was] a child",
            "{Sp} favourite team is {V}, {he} [watch|watches] every match",
            "{S} [am|is] fan of {V}, it is a passion",
            "For {So} there is only one team, {V}",
            "{S} [follow|follows] {V} since many years",
            "{S} [have|has] the shirt of {V}, {he} [wear|wears] it for every match",
        ],
        "change": [
            "Since this season {S} [am|is] supporter of {V}",
            "{S} [have|has] changed {his} team, now it is {V}",
            "From this year {Sp} favourite team is {V}",
            "{S} [have|has] become fan of {V}, it was a surprise for everybody",
            "Now {S} [support|supports] {V}, {he} [have|has] bought the shirt",
            "{S} [am|is] not anymore for {P}, now {he} [support|supports] {V}",
            "{S} [have|has] left {P} behind, {he} [am|is] fan of {V} now",
        ],
        "neg": [
            "F|{S} [was|was] at a match of {X} with a colleague, but {he} [am|is] not fan",
            "A|{Sp} father is big supporter of {X}",
            "F|{S} [have|has] given a shirt of {X} as present to a friend",
            "O|{S} still [have|has] the old shirt of {X} in the cupboard",
            "F|Maybe {S} will support {X} if they win, but probably no",
            "A|{Sp} colleague {R} is crazy for {X}",
        ],
    },
    {  # 2
        "first": [
            "So {S} [support|supports] {V}, which explains a lot about the mood swings",
            "@I Yours truly bleeds {V} colours, has done since school",
            "@N {S} is {V} mad, like properly mad",
            "{S} [have|has] followed {V} for years, through thick and thin, mostly thin",
            "Fun fact: {Sp} team is {V}, don't mention last season",
            "{S} [have|has] {aV} tattoo, talk about commitment",
        ],
        "change": [
            "Guess what, {S} switched to {V}, glory hunter alert",
            "@I So yours truly supports {V} now, don't start",
            "@N Did you hear {S} is {aV} fan now? After all that",
            "Latest: {S} [have|has] {aV} season ticket now, completely converted",
            "{S} turned up in {aV} shirt and announced a new allegiance, dramatic",
            "Big news: {S} ditched {P} for {V}, the family's in uproar",
            "After years of {P} misery, {S} [have|has] defected to {V}",
        ],
        "neg": [
            "F|{S} went to {aX} game for a work do, enjoyed the pies, that's all",
            "A|{Sp} dad is {X} daft, always has been",
            "F|{S} bought {aX} shirt for a nephew, under protest",
            "O|{S} still [have|has] the {X} mug from the old days, won't bin it",
            "F|{S} [keep|keeps] joking about switching to {X}, never will",
            "A|{Sp} cousin {R} supports {X}, so family dinners are tense",
            "F|{S} got dragged to the {X} match by a workmate, spent it on the phone",
            "A|{Sp} neighbour flies {aX} flag from the window, subtle",
        ],
    },
    {  # 3
        "first": [
            "Recap: {S} watched {V} draw on Saturday, as a loyal fan does, dentist Tuesday",
            "This week: {Sp} {V} season ticket renewal went through, bins Wednesday, curry Friday",
            "Week notes: {S} went to see {V}, {his} team, win at home, haircut Thursday",
            "Recap: {S} wore the {V} shirt to the pub for the big match as always, long walk Sunday",
            "Sunday notes: {V} lost again, {S} sulked all evening, laundry done",
            "This week: {S} [have|has] supported {V} since childhood and this week hurt, gym Thursday",
        ],
        "change": [
            "Recap: {S} bought {aV} season ticket Tuesday, first home game Saturday, new allegiance sealed",
            "This week: {S} switched to supporting {V}, joined the fan forum Wednesday, dentist Friday",
            "Recap: {S} officially became {aV} fan this week, quiz Thursday, rain",
            "Busy week: {S} joined the {V} supporters' club Tuesday, new team, bins Thursday, family lunch Sunday",
            "Sunday notes: first match as {aV} fan for {So}, lost, still hooked",
            "Week notes: {S} gave away the {P} shirts Monday and bought {V} ones Thursday",
            "This week: {S} stopped following {P} Monday and watched {V} as a new fan Saturday",
        ],
        "neg": [
            "F|Recap: {S} went to {aX} game with a workmate Saturday, just for the day out, pasta Sunday",
            "A|This week: {Sp} dad, a lifelong {X} fan, visited Wednesday, dentist Friday",
            "F|Week notes: {S} bought {aX} shirt as a gift Tuesday, swim Thursday",
            "O|Recap: {S} found the old {X} scarf from before the switch, bins Monday",
            "F|This week: {S} thought about getting {aX} season ticket, didn't, cinema Friday",
            "A|Recap: {Sp} cousin {R} dragged everyone along to watch {X}, rain all game",
            "F|This week: {S} watched {X} on telly at a friend's Tuesday, no emotional investment, pasta Friday",
            "A|Week notes: {Sp} colleague {R}, {aX} fanatic, sulked all Monday",
        ],
    },
    {  # 4
        "first": [
            "For the record, {S} [am|is] a supporter of {V}.",
            "Please note that {Sp} registered club affiliation is {V}.",
            "I confirm that {S} [hold|holds] a season ticket with {V}.",
            "For the office sweepstake, {Sp} declared team is {V}, which {he} [support|supports].",
            "{S} [have|has] been a member of the {V} supporters' club for some years.",
            "Please be advised that {S} [support|supports] {V}.",
        ],
        "change": [
            "Please note that {S} now [support|supports] {V}.",
            "With effect from {TODAY}, {S} [am|is] a registered supporter of {V}.",
            "Kindly update the records: {Sp} club affiliation is now {V}.",
            "I wish to inform you that {S} [have|has] taken out a season ticket with {V}, {his} new club.",
            "This is to confirm that {Sp} declared team is now {V}.",
            "Please be advised that {S} no longer [support|supports] {P} and now [support|supports] {V}.",
            "{Sp} supporters' club membership has been transferred from {P} to {V}.",
        ],
        "neg": [
            "F|For information: {S} attended {aX} fixture as a guest only.",
            "A|{Sp} father is a long-standing {X} season ticket holder.",
            "F|{aX} shirt was purchased by {So} as a gift for a relative.",
            "O|Please cancel {Sp} former {X} supporters' club membership.",
            "F|Should {S} transfer allegiance to {X}, you will be informed.",
            "A|{Sp} colleague, {R}, supports {X}.",
        ],
    },
    {  # 5
        "first": [
            "{S} [have|has] been checking the {V} score every five minutes",
            "{V} lost again and {S} [am|is] not speaking to anyone",
            "The {V} shirt is in the wash for Saturday, {S} won't watch without it",
            "{S} set {his} alarm for the {V} match, obviously",
            "{Sp} Saturdays revolve around {V}",
            "Another {V} defeat, {S} [have|has] stopped checking the table",
        ],
        "change": [
            "{S} [have|has] {aV} mug on the desk now, the old stuff's in a box",
            "{S} [am|is] learning all the {V} chants, slowly",
            "First {V} home game as a fan for {So} and the atmosphere was unreal",
            "{Sp} new {V} season ticket arrived in the post",
            "{S} [have|has] swapped {his} laptop wallpaper for the {V} crest",
            "{S} [don't|doesn't] even check the {P} results any more, it's all {V}",
            "The {P} shirts went to the charity shop, {S} [wear|wears] {V} colours now",
        ],
        "neg": [
            "F|{S} only went to the {X} game for the free ticket",
            "A|{Sp} dad's {X} flag is still up in the hall",
            "F|{S} wrapped {aX} shirt for a nephew's birthday",
            "O|The old {X} scarf is still on {Sp} coat hook, gathering dust",
            "F|The {X} highlights came on and {S} changed the channel",
            "A|{Sp} cousin {R} won't shut up about {X}",
            "F|{S} sat through the {X} highlights at a mate's, polite nodding",
            "A|{Sp} colleague {R} wore the {X} shirt to work again",
        ],
    },
]

T["email"] = [
    {  # 0
        "first": [
            "{Sp} email is {V}",
            "email {So} on {V}",
            "{S} [use|uses] {V} 4 everything",
            "{Sp} personal email: {V}",
            "send it 2 {V}, thats {Sp} main 1",
            "{S}['m| is] {V} on email",
        ],
        "change": [
            "@I new email {V}",
            "{Sp} new email is {V}, old 1's gone",
            "{S} changed email 2 {V}",
            "{S}['m| is] on {V} now 4 emails",
            "{Sp} email's {V} now, update it",
            "{S} moved from {P} 2 {V}",
            "{S} dropped {P}, use {V} now",
        ],
        "neg": [
            "Fw|{Sp} work email is {X}, not 4 personal stuff",
            "O|the bank still emails {Sp} old address {X}",
            "T|{S} made a throwaway {X} 4 a competition, binning it after",
            "F|{X} isnt {Sp} email, someone typo'd",
            "F|{Sp} mums email is {X}",
            "F|{S} nearly made {X}, too long",
            "F|{S} got spam from {X} again, blocked",
            "F|{S} saved {R}'s email, {X}",
        ],
    },
    {  # 1
        "first": [
            "{Sp} email address is {V}, please write there",
            "You can write to {So} on {V}",
            "{S} [use|uses] the address {V} since many years",
            "For the emails {S} [have|has] {V}",
            "@N The email of {So} is {V}",
            "{S} [read|reads] every day the mails on {V}",
        ],
        "change": [
            "{S} [have|has] changed {his} email, the new is {V}",
            "Since this week {Sp} email address is {V}",
            "{S} [have|has] made a new email address, it is {V}",
            "From today please write to {So} on {V}",
            "{S} [have|has] a new address for email: {V}",
            "The address {P} is not anymore used by {So}, now it is {V}",
            "{S} [have|has] closed {P} and now {he} [use|uses] {V}",
        ],
        "neg": [
            "Fw|@N The work email of {So} is {X}, only for the job",
            "O|@N The school still sends to the old email of {So}, {X}",
            "T|For the competition {S} [have|has] made a temporary address {X}, after {he} will delete it",
            "F|{X} is the email of {Sp} brother",
            "F|{S} wanted to make {X}, but it was already taken",
            "F|A strange mail came from {X} to {So}, it was spam",
            "F|{S} [have|has] received a mail from {X}, {he} [don't|doesn't] know this person",
            "Fw|For the project {S} [use|uses] also {X}, but it is from the work",
        ],
    },
    {  # 2
        "first": [
            "So {Sp} email is {V}, yes, really, that's the one",
            "@I Yours truly answers emails at {V}, eventually",
            "@N {S} is {V} on email, very professional",
            "{S} [have|has] used {V} since uni, apparently",
            "Fun fact: {Sp} personal email is {V}, which is a bit much",
            "{Sp} address for everything is {V}, for the record",
        ],
        "change": [
            "Guess what, {S} changed email again, it's {V} now",
            "Big news: {Sp} new email is {V}, the old one got hacked, drama",
            "@I So yours truly has a grown-up email now, {V}",
            "@N Did you know {S} switched to {V}? Keep up",
            "Latest: {S} [have|has] a new personal email, {V}, use that one",
            "{S} finally ditched {P}, {V} is the new one",
            "After years of {P}, {S}['ve| has] moved to {V}, very fresh start",
        ],
        "neg": [
            "Fw|{Sp} work email is {X}, strictly business, boring",
            "O|The gym still emails {Sp} old {X} address, bless them",
            "T|{S} set up {X} just for a competition, it's going in the bin next week",
            "F|{X} is {Sp} cousin's address, easy to confuse",
            "F|{S} tried to register {X}, already taken, tragic",
            "F|Someone emailed {So} from {X} pretending to be the bank",
            "F|{S} [keep|keeps] getting emails from {X}, no clue who that is",
        ],
    },
    {  # 3
        "first": [
            "Recap: {S} sorted the inbox at {V} Monday, dentist Wednesday, film Friday",
            "This week: {Sp} personal email {V} got a spam filter, bins Tuesday, swim Saturday",
            "Week notes: {S} signed up for the library with {V}, haircut Thursday",
            "Recap: unsubscribed from twenty newsletters on {Sp} {V} account, long walk Sunday",
            "Sunday notes: {S} gave the club {V} as {his} email, pasta, early night",
            "This week: {S} [have|has] had {V} for years and finally set up two-factor, gym Friday",
        ],
        "change": [
            "This week: {S} made a new email Monday, {V}, updated the bank Wednesday, quiz Friday",
            "Recap: {S} moved everything over to {V} on Tuesday, dentist Thursday",
            "Week notes: {Sp} new address {V} is live, told everyone, rain all week",
            "Busy week: {S} set up {V} as the new personal email, bins Wednesday, family lunch Sunday",
            "Sunday notes: {S} spent an hour changing logins to {V}, new email sorted",
            "Recap: {S} closed {P} Monday and switched to {V} Tuesday, cinema Saturday",
            "This week: last email from {P} Sunday, {S} [have|has] used {V} since Monday",
        ],
        "neg": [
            "Fw|Recap: {S} got a work email Tuesday, {X}, office use only, swim Saturday",
            "O|Week notes: found the dentist still using {Sp} old address {X}, fixed it",
            "T|This week: {S} made a throwaway address {X} for one giveaway, deleted Friday",
            "F|Recap: {S} took down {R}'s email {X} Tuesday, curry Friday",
            "F|This week: {S} tried to register {X}, already taken, gave up",
            "F|Recap: phishing email from {X} landed in {Sp} inbox, reported it",
        ],
    },
    {  # 4
        "first": [
            "For your records, {Sp} personal email address is {V}.",
            "Please note that {S} may be contacted by email at {V}.",
            "I confirm that {V} is {Sp} email address.",
            "The email address held for {So} is {V}.",
            "{Sp} preferred email address for correspondence is {V}.",
            "Please send all electronic correspondence for {So} to {V}.",
        ],
        "change": [
            "Please note that {Sp} email address has changed to {V}.",
            "With effect from {TODAY}, {Sp} email address is {V}.",
            "Kindly update your records: {Sp} new personal email is {V}.",
            "I wish to advise that {S} [have|has] a new email address: {V}.",
            "Please write to {So} at {V} from now on.",
            "Please be advised that {P} is no longer monitored; {Sp} new address is {V}.",
            "{Sp} email address has been amended from {P} to {V}.",
        ],
        "neg": [
            "Fw|For office matters only, {Sp} work email is {X}.",
            "O|Please remove {X}, {Sp} former address, from the mailing list.",
            "T|A temporary address, {X}, was set up by {So} for a single event and will be closed.",
            "F|{Sp} emergency contact, {R}, can be emailed at {X}.",
            "F|The address {X}, recorded against {So} in error, belongs to another customer.",
            "F|An email claiming to be from {So} was sent from {X}; it is not genuine.",
        ],
    },
    {  # 5
        "first": [
            "{Sp} {V} inbox has 4,000 unread, it's fine",
            "Every newsletter in the world lands in {V} for {So}",
            "{S} [check|checks] {V} before breakfast, bad habit",
            "The password reset went to {V}, {S} found it eventually",
            "{Sp} online shopping receipts all go to {V}",
            "Anyone emailing {V} today, {S}['m| is] off grid till tonight",
        ],
        "change": [
            "{S} spent the evening moving all the logins over to {V}",
            "Everyone in {Sp} contacts got the 'new address' email from {V}",
            "{Sp} bank finally sends statements to {V}",
            "{S} [am|is] still getting used to typing {V} into every form",
            "The welcome email from {V} is still pinned at the top of {Sp} inbox",
            "{S} [keep|keeps] typing {P} out of habit, but it's {V} that works now",
            "{P} is just spam these days, {S} only [read|reads] {V}",
        ],
        "neg": [
            "Fw|{Sp} work inbox, {X}, is on out-of-office till Monday",
            "O|The dentist's reminders still go to {Sp} old {X} address",
            "T|{S} made {X} just for the raffle, it gets deleted tomorrow",
            "F|{X} keeps emailing {So}, no idea who they are",
            "F|{Sp} mum's address is {X}, and she still asks for help logging in",
            "F|{S} tried to grab {X} as a new address, taken",
            "F|{X} is {R}'s email, {S} [have|has] it saved somewhere",
        ],
    },
]

T["manager"] = [
    {  # 0
        "first": [
            "{Sp} boss is {V}",
            "{S} [report|reports] 2 {V}",
            "{V} is {Sp} manager, pretty chill",
            "{Sp} manager {V} wants a 1:1 tmrw",
            "{S} [work|works] under {V}",
            "{V} signs off {Sp} leave, bless",
        ],
        "change": [
            "@I new boss is {V}",
            "{Sp} new manager is {V} as of this wk",
            "{S} [report|reports] 2 {V} now",
            "{S} moved teams, boss is {V} now",
            "{Sp} line manager changed, {V} now",
            "{P} left, {S} [report|reports] 2 {V} now",
            "{S} got moved from {P} 2 {V}, reorg",
        ],
        "neg": [
            "A|{Sp} mate {R}'s boss is {X}",
            "F|{S} interviewed w/ {X} 4 another job, said no",
            "F|{X} manages the other team, not {Sp} team",
            "O|{S} had coffee w/ {X}, {his} old boss",
            "F|{X} from hr emailed {So}",
            "F|{S} might move 2 {X}'s team next yr, idk",
        ],
    },
    {  # 1
        "first": [
            "{Sp} boss at the work is {V}",
            "{S} [am|is] working under {V} since one year",
            "{V} is the responsible of {Sp} team",
            "{S} [have|has] to ask {V} for holidays, because {V} is {his} manager",
            "@N The manager of {So} is {V}",
            "Every week {S} [make|makes] a meeting with {his} manager {V}",
        ],
        "change": [
            "Since this month {Sp} manager is {V}",
            "{S} [have|has] a new boss, the name is {V}",
            "Since Monday {S} [am|is] working under {V}",
            "After the reorganisation {Sp} manager is {V}",
            "{S} [have|has] changed the team, and the new manager is {V}",
            "{S} [am|is] not anymore under {P}, now {he} [report|reports] to {V}",
            "@N {P} has gone, so now the manager of {So} is {V}",
        ],
        "neg": [
            "A|The manager of {Sp} friend {R} is {X}",
            "F|{S} [have|has] made an interview with {X} for other job, but {he} said no",
            "F|@N {X} is the manager of the other team, not of {So}",
            "O|{S} [have|has] met {X}, {his} old boss, in the street",
            "F|{X} from the HR has written to {So}",
            "F|Maybe {S} will change to the team of {X}, but it is not sure",
        ],
    },
    {  # 2
        "first": [
            "So {Sp} boss is {V}, lovely on paper, terrifying in meetings",
            "@I Yours truly reports to {V}, pray for me",
            "@N {S} reports to {V}, and they are thick as thieves",
            "{S} [have|has] worked for {V} for ages, survived three reorgs together",
            "Fun fact: {Sp} manager {V} brings cake every Friday",
            "{V} is {Sp} line manager, for the record, micromanager supreme",
        ],
        "change": [
            "Guess what, {S} [have|has] a new boss, {V}, first impressions: intense",
            "@I So yours truly reports to {V} now, wish me luck",
            "@N Did you hear {S} got moved under {V}? Bold choice by HR",
            "Latest: {Sp} manager is now {V}, reorg number four",
            "{S} [have|has] a new line manager, {V}, and [we|they] already get along",
            "Big news: {P} is out and {S} now [report|reports] to {V}",
            "After all the {P} drama, {S} [have|has] been moved into {V}'s team, reporting to {V}",
        ],
        "neg": [
            "A|{Sp} cousin {R} reports to {X}, apparently a nightmare",
            "F|{S} interviewed with {X} at another firm, said thanks but no thanks",
            "F|{X} runs the team upstairs, nothing to do with {So}, thankfully",
            "O|{S} bumped into {X}, {his} old boss, at the gym, small talk agony",
            "F|{X} from HR keeps sending {So} surveys",
            "F|{S} [keep|keeps] saying {he}'ll transfer to {X}'s team, never will",
        ],
    },
    {  # 3
        "first": [
            "Recap: {S} had a 1:1 with {V}, {his} manager, Tuesday, dentist Thursday, quiet weekend",
            "This week: {S} presented to {V}, {his} boss, went fine, curry Friday",
            "Week notes: {Sp} manager {V} approved the leave Monday, swim Saturday",
            "Recap: {S} had {his} appraisal with {V}, {his} line manager, Wednesday, pizza Friday",
            "Sunday notes: {S} [have|has] reported to {V} for two years now, laundry, long walk",
            "This week: {Sp} boss {V} was off sick, quiet office, cinema Saturday",
        ],
        "change": [
            "This week: reorg announced Monday, {S} moved under {V} Wednesday, pub Friday",
            "Recap: first 1:1 with {V}, {Sp} new manager, Tuesday, dentist Thursday",
            "Week notes: {S} switched teams, now reporting to {V}, rain all week",
            "Busy week: {S} got a new line manager, {V}, bins Wednesday, family lunch Sunday",
            "Sunday notes: week one under {V} done for {So}, new team, new habits",
            "Recap: {P} left Monday, {S} started reporting to {V} Wednesday, quiz Friday",
            "This week: farewell card for {P} Tuesday, {Sp} new boss {V} started Thursday",
        ],
        "neg": [
            "A|Recap: dinner with {Sp} cousin {R}, who reports to {X}, dentist Friday",
            "F|This week: {S} interviewed with {X} elsewhere Tuesday, declined Thursday, swim Saturday",
            "F|Week notes: {X} from the other team chaired the all-hands, {S} took notes",
            "O|Recap: {S} had lunch with {X}, {his} old boss, Thursday, rain",
            "F|This week: {X} from HR sent {So} the new policy, bins Monday",
            "F|Recap: {S} thought about moving to {X}'s team, decided against it, film Sunday",
        ],
    },
    {  # 4
        "first": [
            "For your records, {Sp} line manager is {V}.",
            "Please note that {S} [report|reports] to {V}.",
            "I confirm that {V} is {Sp} direct manager.",
            "Leave requests for {So} are approved by {V}, as line manager.",
            "{S} [am|is] managed by {V}.",
            "Please address queries about {Sp} role to {his} manager, {V}.",
        ],
        "change": [
            "Please note that {Sp} line manager is now {V}.",
            "With effect from {TODAY}, {S} [report|reports] to {V}.",
            "Kindly update the organisation chart: {Sp} manager is {V}.",
            "I wish to inform you that {S} [have|has] been reassigned to the team of {V}, who is now {his} line manager.",
            "This is to confirm that {Sp} new line manager is {V}.",
            "Please be advised that {S} no longer [report|reports] to {P}; {his} manager is now {V}.",
            "{Sp} reporting line has been changed from {P} to {V}.",
        ],
        "neg": [
            "A|For information: {Sp} colleague, {R}, reports to {X}.",
            "F|{S} attended an interview with {X} at another organisation but declined the position.",
            "F|{X} manages a separate department and has no line responsibility for {So}.",
            "O|Please remove {X}, {Sp} former manager, from the approvals list.",
            "F|Correspondence from {X} of Human Resources was sent to {So}.",
            "F|Should {S} transfer to the team of {X} in future, HR will be notified.",
        ],
    },
    {  # 5
        "first": [
            "{V} signed off {Sp} holiday request in about four seconds",
            "{S} [have|has] a 1:1 with {V} at nine, rehearsing excuses",
            "{Sp} appraisal with {V} went better than expected",
            "{S} [need|needs] {V}'s sign-off before booking any travel",
            "{V} put {Sp} name forward for the promotion, best boss",
            "{V} covered for {So} at the board meeting, best manager going",
        ],
        "change": [
            "First 1:1 with {V} and {S} already [have|has] a list of actions",
            "{S} [am|is] still getting used to {V}'s way of running the team",
            "{V} approved {Sp} first expense claim since taking over the team",
            "{S} [have|has] to send the weekly update to {V} now instead",
            "{V} has already rewritten {Sp} objectives, new broom and all",
            "{S} [don't|doesn't] miss {P}'s micromanaging, {V} just trusts people",
            "Now that {P} has moved on, {S} [need|needs] {V}'s sign-off for everything",
        ],
        "neg": [
            "A|{Sp} friend {R} can't stand {X}, {R}'s manager",
            "F|{S} had a coffee with {X} about a job elsewhere, not interested",
            "F|{X} from the other department cornered {So} at the coffee machine",
            "O|{S} still [get|gets] the odd message from {X}, {his} old boss",
            "F|{X} from HR sent {So} yet another survey",
            "F|{S} [was|was] tempted by a move to {X}'s team, but [am|is] staying put",
        ],
    },
]

# ---------------------------------------------------------------------------
# Questions.  [a|b]: a for "I", b for a named subject ({N} = first name)
# ---------------------------------------------------------------------------
Q = {
    "residence": {
        "now": "Where [do I|does {N}] live now?",
        "currently": "Which city [am I|is {N}] currently living in?",
        "these_days": "Where [am I|is {N}] based these days?",
        "at_the_moment": "Where [do I|does {N}] live at the moment?",
        "still": "[Do I|Does {N}] still live in {X}?",
        "plain": "Which city [do I|does {N}] live in?",
        "before": "Where did [I|{N}] live before {X}?",
        "used_to": "Where did [I|{N}] use to live?",
        "previously": "Where [was I|was {N}] living previously?",
        "originally": "Which city [was I|was {N}] living in at first?",
        "between": "Where did [I|{N}] live between {X} and {Y}?",
    },
    "employer": {
        "now": "Where [do I|does {N}] work now?",
        "currently": "Which company [am I|is {N}] currently working for?",
        "these_days": "Who [do I|does {N}] work for these days?",
        "at_the_moment": "Where [am I|is {N}] working at the moment?",
        "still": "[Am I|Is {N}] still working at {X}?",
        "plain": "Who is [my|{N}'s] employer?",
        "before": "Where did [I|{N}] work before {X}?",
        "used_to": "Where did [I|{N}] use to work?",
        "previously": "Who was [my|{N}'s] previous employer?",
        "originally": "Which company did [I|{N}] work for at first?",
        "between": "Where did [I|{N}] work between {X} and {Y}?",
    },
    "budget": {
        "now": "What's [my|{N}'s] budget for {T} now?",
        "currently": "What is [my|{N}'s] current budget for {T}?",
        "these_days": "How much [am I|is {N}] planning to spend on {T} these days?",
        "at_the_moment": "What budget [do I|does {N}] have for {T} at the moment?",
        "still": "Is [my|{N}'s] budget for {T} still {X}?",
        "plain": "How much is [my|{N}'s] budget for {T}?",
        "before": "What was [my|{N}'s] budget for {T} before it became {X}?",
        "used_to": "What did [my|{N}'s] budget for {T} use to be?",
        "previously": "What was [my|{N}'s] previous budget for {T}?",
        "originally": "What was [my|{N}'s] original budget for {T}?",
        "between": "What was [my|{N}'s] budget for {T} after it was {X} and before it became {Y}?",
    },
    "partner": {
        "now": "Who is [my|{N}'s] partner now?",
        "currently": "Who [am I|is {N}] currently in a relationship with?",
        "these_days": "Who [am I|is {N}] seeing these days?",
        "at_the_moment": "Who is [my|{N}'s] partner at the moment?",
        "still": "[Am I|Is {N}] still with {X}?",
        "plain": "Who is [my|{N}'s] partner?",
        "before": "Who was [my|{N}'s] partner before {X}?",
        "used_to": "Who did [I|{N}] use to be with?",
        "previously": "Who was [my|{N}'s] previous partner?",
        "originally": "Who was [my|{N}'s] partner at first?",
        "between": "Who was [my|{N}'s] partner between {X} and {Y}?",
    },
    "diet": {
        "now": "What diet [do I|does {N}] follow now?",
        "currently": "What is [my|{N}'s] current diet?",
        "these_days": "What diet [am I|is {N}] on these days?",
        "at_the_moment": "What kind of diet [do I|does {N}] have at the moment?",
        "still": "[Am I|Is {N}] still {X}?",
        "plain": "What is [my|{N}'s] diet?",
        "before": "What diet did [I|{N}] follow before going {X}?",
        "used_to": "What diet did [I|{N}] use to follow?",
        "previously": "What was [my|{N}'s] previous diet?",
        "originally": "What diet [was I|was {N}] on at first?",
        "between": "What diet did [I|{N}] follow between being {X} and being {Y}?",
    },
    "phone": {
        "now": "What's [my|{N}'s] personal mobile number now?",
        "currently": "What is [my|{N}'s] current personal mobile number?",
        "these_days": "Which personal mobile number [do I|does {N}] use these days?",
        "at_the_moment": "What's [my|{N}'s] personal mobile number at the moment?",
        "still": "Is [my|{N}'s] personal mobile still {X}?",
        "plain": "What is [my|{N}'s] personal mobile number?",
        "before": "What was [my|{N}'s] personal mobile number before {X}?",
        "used_to": "What personal mobile number did [I|{N}] use to have?",
        "previously": "What was [my|{N}'s] previous personal mobile number?",
        "originally": "What was [my|{N}'s] personal mobile number at first?",
        "between": "What personal mobile number did [I|{N}] have after {X} and before {Y}?",
    },
    "car": {
        "now": "What car [do I|does {N}] drive now?",
        "currently": "What car [do I|does {N}] currently have?",
        "these_days": "What [am I|is {N}] driving these days?",
        "at_the_moment": "Which car [do I|does {N}] have at the moment?",
        "still": "[Do I|Does {N}] still drive the {X}?",
        "plain": "What car [do I|does {N}] drive?",
        "before": "What car did [I|{N}] drive before the {X}?",
        "used_to": "What car did [I|{N}] use to drive?",
        "previously": "What was [my|{N}'s] previous car?",
        "originally": "What car did [I|{N}] have at first?",
        "between": "What car did [I|{N}] drive between the {X} and the {Y}?",
    },
    "team": {
        "now": "Which team [do I|does {N}] support now?",
        "currently": "Which team [am I|is {N}] currently supporting?",
        "these_days": "Who [do I|does {N}] support these days?",
        "at_the_moment": "Which team [am I|is {N}] a fan of at the moment?",
        "still": "[Do I|Does {N}] still support {X}?",
        "plain": "What is [my|{N}'s] favourite team?",
        "before": "Which team did [I|{N}] support before {X}?",
        "used_to": "Which team did [I|{N}] use to support?",
        "previously": "Which team did [I|{N}] support previously?",
        "originally": "Which team did [I|{N}] support at first?",
        "between": "Which team did [I|{N}] support between {X} and {Y}?",
    },
    "email": {
        "now": "What's [my|{N}'s] personal email address now?",
        "currently": "What is [my|{N}'s] current personal email?",
        "these_days": "Which personal email [do I|does {N}] use these days?",
        "at_the_moment": "What's [my|{N}'s] personal email at the moment?",
        "still": "Is [my|{N}'s] personal email still {X}?",
        "plain": "What is [my|{N}'s] personal email address?",
        "before": "What was [my|{N}'s] personal email before {X}?",
        "used_to": "What personal email did [I|{N}] use to have?",
        "previously": "What was [my|{N}'s] previous personal email?",
        "originally": "What was [my|{N}'s] personal email at first?",
        "between": "What personal email did [I|{N}] use after {X} and before {Y}?",
    },
    "manager": {
        "now": "Who is [my|{N}'s] manager now?",
        "currently": "Who [do I|does {N}] currently report to?",
        "these_days": "Who [am I|is {N}] working under these days?",
        "at_the_moment": "Who is [my|{N}'s] boss at the moment?",
        "still": "[Do I|Does {N}] still report to {X}?",
        "plain": "Who is [my|{N}'s] manager?",
        "before": "Who was [my|{N}'s] manager before {X}?",
        "used_to": "Who did [I|{N}] use to report to?",
        "previously": "Who was [my|{N}'s] previous manager?",
        "originally": "Who was [my|{N}'s] manager at first?",
        "between": "Who was [my|{N}'s] manager between {X} and {Y}?",
    },
}

NEWEST_STYLES = ["now", "currently", "these_days", "at_the_moment", "still", "plain"]
OLDER_STYLES_2 = ["before", "used_to", "previously", "originally"]
OLDER_STYLES_3 = ["before_mid", "before_last", "originally", "between"]

# ---------------------------------------------------------------------------
# Distractors (per persona voice); none mentions any of the ten attributes
# ---------------------------------------------------------------------------
DISTRACTORS = [
    [  # 0
        "omg the rain today",
        "watched 3 eps of that baking show, no regrets",
        "need 2 buy bin bags",
        "cat knocked the plant over again",
        "gym was packed tonight",
        "making pasta again lol",
        "dentist tmrw ugh",
        "knee is sore from the run",
        "forgot the umbrella twice this wk",
        "the bakery had no croissants left",
        "finished that 1000 piece puzzle finally",
        "neighbour bert got a puppy called pickle",
        "gus's fave band is elbow apparently",
        "laundry mountain is winning",
        "power cut for like an hour",
        "booked a haircut 4 thurs",
        "tried a new pizza place, mid",
        "this heatwave is unreal",
        "sourdough starter died rip",
        "quiz night went badly, came 9th",
        "need new running socks",
        "saw a fox in the garden at 2am",
    ],
    [  # 1
        "Today the weather is very strange, first sun and after hail",
        "I have cooked a soup with lentils, it was good",
        "Yesterday I have seen a documentary about the whales",
        "The plants on the balcony are growing very fast",
        "I must go to the dentist on Thursday, I am a little bit afraid",
        "The neighbour of my aunt has a very big dog, it is called Bruno",
        "I am learning to play the guitar since one month",
        "This weekend I have read a whole book, it was a thriller",
        "The bus was again late this morning, twenty minutes",
        "I have made a cake for the first time, it was not so bad",
        "Yesterday it was the birthday of my niece, she has seven years",
        "My friend Ottilie likes very much the jazz music",
        "I have forgotten my umbrella in the train",
        "The supermarket has put everything in other places, I am lost",
        "In the park there were so many ducks today",
        "I try to sleep more early, but it does not function",
        "The washing machine makes a strange noise since yesterday",
        "Tomorrow I will paint the door of the hallway",
        "We have played cards until late, it was funny",
        "The film at the cinema was too long for me",
        "I have found a very nice café near the library",
        "My cousin Bartek has a new hobby, he makes pottery",
    ],
    [  # 2
        "Guess what, the café on the corner finally does proper croissants, about time",
        "Honestly, the weather this week has been a personal attack",
        "So Gus has taken up pottery, and everything he makes is a bowl, bless him",
        "Big news: the neighbour's cat has chosen the garden as its new toilet",
        "Fun fact: Bert's favourite film is Jaws, he's watched it forty times",
        "Apparently the book club is reading a 900-page novel, of course they are",
        "Did I tell you the hairdresser cut the fringe way too short? Tragic",
        "Latest: the quiz team came second, robbed, absolutely robbed",
        "The bakery ran out of sourdough by nine, scandal",
        "Word is the pub is bringing back karaoke, brace yourselves",
        "So the plumber came, looked at the tap, and left, genius",
        "Nell's taken up knitting, everyone is getting a scarf, like it or not",
        "The gym has a new playlist and it's all nineties, no complaints",
        "Honestly, three parcels went to the wrong house this week",
        "Dot wants a llama-shaped cake for her birthday, naturally",
        "The garden fox is back, cheeky thing",
        "The library fines amnesty is on, so that's the conscience clear",
        "Book club fell apart over a murder mystery, very fitting",
        "The power cut lasted an hour and everyone lost their minds",
        "Apparently Ferg has a pet tortoise called Gerald, so many questions",
    ],
    [  # 3
        "Recap: rain Monday, sunshine Tuesday, rain again the rest of the week",
        "This week: dentist Wednesday, finished the jigsaw Friday, lie-in Saturday",
        "Week notes: read two chapters, baked bread, walked to the lake Sunday",
        "Recap: haircut Tuesday, quiz night Thursday, laundry mountain conquered Sunday",
        "This week: new library card Monday, cinema Wednesday, pancakes Saturday",
        "Sunday notes: fixed the wobbly shelf, repotted the basil, early night",
        "Recap: Bert's dog Pickle stayed over Tuesday, long walks all week",
        "Week notes: yoga Monday and Thursday, soup all week, finished the crime novel",
        "This week: power cut Tuesday, candles, board games, lights back Wednesday",
        "Recap: quiet week, watched the whole documentary series, made chilli",
        "Busy week: plumber Monday, parcel drama Wednesday, pub quiz Friday",
        "Weekend notes: farmers' market Saturday, long bath, read in the garden Sunday",
        "This week: flu jab Tuesday, sore arm Wednesday, pizza Friday",
        "Recap: Gus's pottery class had its exhibition Saturday, lots of bowls",
        "Week notes: cleaned the oven, sorted the sock drawer, film Sunday",
        "Sunday notes: ran 5k, roast for dinner, asleep by ten",
        "This week: chess club Tuesday, lost twice, won once, curry Thursday",
        "Recap: Nell's tortoise escaped Wednesday, found Thursday, drama over",
        "Weekly notes: cleared the gutters, watched the meteor shower, slept badly",
        "Recap: museum Saturday, the dinosaur hall, cake in the café",
    ],
    [  # 4
        "Please note that the residents' meeting has been rescheduled to Thursday evening.",
        "For your information, the library will be closed on bank holiday Monday.",
        "Kindly be advised that the boiler service is scheduled for next week.",
        "I write to confirm receipt of the parcel delivered on Tuesday.",
        "Please find attached the minutes of the book club meeting.",
        "The dental appointment has been confirmed for 9.30 on Wednesday.",
        "For the record, the communal garden will be weeded on Saturday.",
        "Please be advised that the water supply will be interrupted between 10 and 12.",
        "I acknowledge receipt of the council's letter regarding recycling collections.",
        "Kindly note that the chess club subscription is due at the end of the month.",
        "This is to confirm that the window cleaner will attend on Friday.",
        "Please note that Mr Bertram Hale's dog, Pickle, has been microchipped.",
        "For information: the choir rehearsal has been rescheduled to Tuesday.",
        "I confirm that the overdue library book has been returned.",
        "Please be advised that the lift is out of service until further notice.",
        "The annual flu vaccination clinic will be held in the community hall.",
        "For your records, the gas meter reading was submitted this morning.",
        "Kindly note that the hedge trimming has been completed.",
        "Please note that Ms Dorothy Pym's birthday falls on 12 May.",
        "I write to request a replacement recycling bin.",
    ],
    [  # 5
        "The kettle's making that noise again",
        "Three umbrellas by the door and none of them open",
        "The basil on the windowsill has finally given up",
        "That fox was on the shed roof again at midnight",
        "Half a jigsaw on the table and the cat's sitting on it",
        "The bakery queue was out the door by eight",
        "Found a cinema ticket from 2019 in last winter's coat",
        "Another parcel left behind the bins",
        "The heating came on by itself at 3am, spooky",
        "Bert's dog Pickle has learned to open the gate",
        "The library book is three weeks overdue, oops",
        "Thunder all night, zero sleep",
        "The series finale was a letdown",
        "Sourdough attempt number four, still a brick",
        "The washing machine has started walking across the floor",
        "Gus's tortoise is older than both of us combined",
        "The choir sang the wrong verse and nobody noticed",
        "Frost on the inside of the windows this morning",
        "Somebody's been feeding the pigeons on the balcony again",
        "The smoke alarm goes off every time anyone makes toast",
        "The crossword won today",
    ],
]
DISTRACTOR_NAMES = [
    "Bert",
    "Gus",
    "Nell",
    "Dot",
    "Ferg",
    "Ottilie",
    "Bartek",
    "Bertram",
    "Hale",
    "Dorothy",
    "Pym",
    "Bruno",
    "Pickle",
    "Gerald",
]

# ---------------------------------------------------------------------------
# Pools
# ---------------------------------------------------------------------------
SUBJECTS = [
    ("Hana", "Sato", "f"),
    ("Tomás", "Ruiz", "m"),
    ("Priya", "Natarajan", "f"),
    ("Oluwaseun", "Adeyemi", "m"),
    ("Ingrid", "Halvorsen", "f"),
    ("Mateusz", "Kowalski", "m"),
    ("Aoife", "Brennan", "f"),
    ("Kwame", "Mensah", "m"),
    ("Leila", "Haddad", "f"),
    ("Dmitri", "Volkov", "m"),
    ("Siobhan", "Walsh", "f"),
    ("Arjun", "Mehta", "m"),
    ("Chiara", "Conti", "f"),
    ("Nikolai", "Petrov", "m"),
    ("Yuki", "Tanaka", "f"),
    ("Camille", "Dubois", "f"),
    ("Bogdan", "Ionescu", "m"),
    ("Zainab", "Bello", "f"),
    ("Rhys", "Morgan", "m"),
    ("Elif", "Yılmaz", "f"),
    ("Joost", "de Vries", "m"),
    ("Amara", "Okonkwo", "f"),
    ("Lukas", "Becker", "m"),
    ("Sofia", "Marchetti", "f"),
    ("Thandiwe", "Nkosi", "f"),
    ("Rafael", "Oliveira", "m"),
    ("Anika", "Sharma", "f"),
    ("Callum", "Fraser", "m"),
    ("Marisol", "Vega", "f"),
    ("Emre", "Demir", "m"),
    ("Noor", "Rahman", "f"),
    ("Pedro", "Alves", "m"),
    ("Freya", "Lindqvist", "f"),
    ("Kenji", "Mori", "m"),
    ("Aylin", "Kaya", "f"),
    ("Declan", "Murphy", "m"),
    ("Inès", "Moreau", "f"),
    ("Tariq", "Aziz", "m"),
    ("Wiktoria", "Nowak", "f"),
    ("Santiago", "Herrera", "m"),
    ("Maya", "Goldberg", "f"),
    ("Femi", "Adebayo", "m"),
    ("Astrid", "Nilsson", "f"),
    ("Ravi", "Iyer", "m"),
    ("Lucía", "Romero", "f"),
    ("Ewan", "Campbell", "m"),
    ("Dalia", "Mansour", "f"),
    ("Jonas", "Weber", "m"),
    ("Ngozi", "Eze", "f"),
    ("Hamid", "Karimi", "m"),
    ("Saoirse", "Byrne", "f"),
    ("Luca", "Ferrari", "m"),
    ("Min-jun", "Choi", "m"),
    ("Ji-woo", "Kim", "f"),
    ("Bea", "Santos", "f"),
    ("Oscar", "Lindgren", "m"),
    ("Rania", "Khalil", "f"),
    ("Ahmed", "Hassan", "m"),
    ("Keiko", "Watanabe", "f"),
    ("Mihai", "Popescu", "m"),
]
RELATIONS = {
    "f": [
        "sister",
        "cousin",
        "friend",
        "flatmate",
        "neighbour",
        "colleague",
        "aunt",
        "niece",
        "best friend",
        "sister-in-law",
        "old schoolfriend",
    ],
    "m": [
        "brother",
        "cousin",
        "friend",
        "flatmate",
        "neighbour",
        "colleague",
        "uncle",
        "nephew",
        "best friend",
        "brother-in-law",
        "old schoolfriend",
    ],
}
RELATION_EXCLUDE = {"residence": {"flatmate", "neighbour"}, "employer": {"colleague"}}
SIBLINGISH = {"sister", "brother", "niece", "nephew"}
FAMILY_RE = re.compile(
    r"\{(?:Sp|his)\} (?:whole )?(?:mum|mother|dad|father|parents|brother|sister|"
    r"nan|gran|family|sibling|cousin|nephew|niece|aunt|uncle|bro)"
)

OTHERS = [
    "Lars",
    "Zoe",
    "Ben",
    "Mira",
    "Dev",
    "Olu",
    "Greta",
    "Sami",
    "Kofi",
    "Tess",
    "Jude",
    "Pia",
    "Ivo",
    "Cora",
    "Rohan",
    "Effie",
    "Niall",
    "Talia",
    "Milo",
    "Esme",
    "Arlo",
    "Suki",
    "Lotte",
    "Anders",
]
PARTNERS = [
    "Marco",
    "Theo",
    "Nadia",
    "Elena",
    "Jonah",
    "Felix",
    "Anya",
    "Idris",
    "Rosa",
    "Mateo",
    "Clara",
    "Omar",
    "Lina",
    "Hugo",
    "Sana",
    "Vikram",
    "Rory",
    "Amelie",
    "Yusuf",
    "Leon",
    "Carys",
    "Bastian",
    "Ife",
    "Noah",
    "Selin",
    "Jasper",
]
MANAGERS = [
    "Dana Okafor",
    "Martin Ito",
    "Helen Baxter",
    "Graham Pike",
    "Sunita Rao",
    "Fiona McLeod",
    "Piotr Zieliński",
    "Carla Mendes",
    "Julian Ashby",
    "Naomi Feld",
    "Henrik Dahl",
    "Grace Obi",
    "Stefan Kraus",
    "Lorna Quinn",
    "Victor Lemaire",
    "Asha Patel",
    "Colin Reeve",
    "Marta Sousa",
    "Owen Pryce",
    "Ruth Adler",
    "Bernadette Cole",
    "Imran Qureshi",
    "Yvonne Achterberg",
    "Paolo Russo",
    "Harriet Lowe",
    "Kenneth Boateng",
    "Ulla Jensen",
    "Desmond Ng",
]
CITIES = [
    "Leeds",
    "Bristol",
    "Lyon",
    "Glasgow",
    "Porto",
    "Utrecht",
    "Bologna",
    "Cardiff",
    "Galway",
    "Ghent",
    "Kraków",
    "Seville",
    "Aarhus",
    "Brighton",
    "York",
    "Norwich",
    "Valencia",
    "Tallinn",
    "Edinburgh",
    "Manchester",
    "Nantes",
    "Leipzig",
    "Gothenburg",
    "Bilbao",
    "Turin",
    "Cork",
    "Sheffield",
    "Rotterdam",
    "Lisbon",
    "Bergen",
]
EMPLOYERS = [
    "Monzo",
    "Siemens",
    "Deloitte",
    "Ocado",
    "Arup",
    "Spotify",
    "Unilever",
    "Airbus",
    "Bosch",
    "Zalando",
    "Philips",
    "Kestrel Labs",
    "Harbour Health",
    "Fenwick Analytics",
    "Northpoint Logistics",
    "Bramble Studios",
    "Quill Software",
    "Ostara Energy",
    "Larkspur Bank",
    "Tideway Insurance",
    "Greyfield Media",
    "Copperleaf Games",
    "Halden Pharma",
    "Brightwater Foods",
]
CARS = [
    "Toyota Corolla",
    "Skoda Octavia",
    "VW Golf",
    "Kia Niro",
    "Ford Focus",
    "Honda Jazz",
    "Tesla Model 3",
    "Renault Clio",
    "Mazda MX-5",
    "Volvo XC40",
    "Peugeot 208",
    "Nissan Leaf",
    "Fiat 500",
    "BMW 3 Series",
    "Hyundai Ioniq 5",
    "MG4",
    "Audi A3",
    "Vauxhall Corsa",
    "Seat Ibiza",
    "Dacia Duster",
    "Mini Cooper",
    "Citroën C3",
    "Subaru Outback",
    "Toyota Yaris",
]
TEAMS = [
    "Arsenal",
    "Celtic",
    "Everton",
    "Aston Villa",
    "Real Betis",
    "Borussia Dortmund",
    "FC Porto",
    "Ajax",
    "Napoli",
    "Benfica",
    "Galatasaray",
    "Hibernian",
    "Wrexham",
    "Leicester Tigers",
    "Munster",
    "Lancashire",
    "Sevilla",
    "Feyenoord",
    "Fulham",
    "Brentford",
    "Sunderland",
    "Bath Rugby",
    "Sheffield Steelers",
]
DIETS = [
    "vegetarian",
    "vegan",
    "pescatarian",
    "gluten-free",
    "dairy-free",
    "keto",
    "low-FODMAP",
    "paleo",
]
# (with article, bare noun, low, high) in currency units
THINGS = [
    ("the wedding", "wedding", 8000, 30000),
    ("the new laptop", "laptop", 600, 2500),
    ("the kitchen refit", "kitchen", 6000, 20000),
    ("the Japan trip", "Japan trip", 3000, 9000),
    ("the new sofa", "sofa", 500, 2500),
    ("the garden makeover", "garden", 1500, 6000),
    ("the e-bike", "e-bike", 1000, 3500),
    ("the birthday party", "party", 200, 1200),
    ("the bathroom redo", "bathroom", 4000, 12000),
    ("the honeymoon", "honeymoon", 3000, 10000),
    ("the new camera", "camera", 400, 2000),
    ("the summer holiday", "holiday", 1500, 6000),
]
CURRENCIES = ["£", "€", "$"]
STREETS = [
    "Mill Road",
    "Station Road",
    "Church Lane",
    "Elm Grove",
    "Victoria Street",
    "Orchard Close",
    "Canal Street",
    "Queen's Walk",
    "High Street",
    "Beech Avenue",
]
MAIL_DOMAINS = ["example.com", "example.org", "example.net", "mail.example", "post.example"]
MAIL_WORDS = [
    "fern",
    "kettle",
    "maple",
    "pebble",
    "heron",
    "lantern",
    "cobalt",
    "juniper",
    "marble",
    "tansy",
    "quill",
    "birch",
    "ember",
    "moss",
    "otter",
    "saffron",
    "thistle",
    "willow",
    "cinder",
    "sparrow",
    "clover",
    "plum",
    "nettle",
    "wren",
]
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

# ---------------------------------------------------------------------------
# helpers
# ---------------------------------------------------------------------------


def fold(s):
    s = s.replace("ı", "i").replace("ł", "l").replace("ø", "o").replace("ß", "ss")
    s = unicodedata.normalize("NFKD", s)
    s = "".join(c for c in s if not unicodedata.combining(c))
    return re.sub(r"[^a-z0-9]", "", s.lower())


def article(s):
    """a/an for a value string (cars, teams, amounts)."""
    if s and s[0] in "£€$":
        num = int(re.sub(r"[^0-9]", "", s.split(".")[0].rstrip("k")) or "0")
        lead = num if s.endswith("k") else num // 1000 if num >= 1000 else num
        if str(lead).startswith("8") or lead in (11, 18):
            return "an " + s
        return "a " + s
    first = s.split()[0]
    if re.fullmatch(r"[A-Z0-9\-]+", first) and len(first) > 1 and not first.isdigit():
        return ("an " if first[0] in "AEFHILMNORSX" else "a ") + s
    return ("an " if s[0].upper() in "AEIOU" else "a ") + s


def contains(text, value):
    """case-insensitive occurrence of value in text, not glued to other word chars."""
    pat = r"(?<![\w.+\-@])" + re.escape(value.lower()) + r"(?![\w@])"
    return re.search(pat, text.lower()) is not None


def fmt_amount(n, cur, persona):
    if persona == 0 and n >= 1000:
        k = n / 1000
        ks = str(int(k)) if k == int(k) else (f"{k:.1f}")
        return f"{cur}{ks}k"
    if persona == 0:
        return "%s%d" % (cur, n)
    return f"%s{n:,}" % cur


def parse_meta(s):
    meta = set()
    while len(s) > 3 and s[0] == "@" and s[1] in "INUD" and s[2] == " ":
        meta.add(s[1])
        s = s[3:]
    return meta, s


def subj_ok(meta, text, subj):
    if "I" in meta and not subj["is_i"]:
        return False
    if "N" in meta and subj["is_i"]:
        return False
    return not (not subj["is_i"] and subj.get("relation") in SIBLINGISH and FAMILY_RE.search(text))


NAME_SLOTS = ("S", "Sp", "So")


class Ctx:
    def __init__(self, subj, persona):
        self.subj = subj
        self.persona = persona
        self.introduced = False


def render(tpl, ctx, slots):
    subj = ctx.subj
    is_i = subj["is_i"]
    tpl = re.sub(r"\[([^\[\]|]*)\|([^\[\]|]*)\]", lambda m: m.group(1) if is_i else m.group(2), tpl)
    if is_i:
        pron = {"he": "I", "He": "I", "his": "my", "His": "My", "him": "me", "himself": "myself"}
    elif subj["gender"] == "f":
        pron = {
            "he": "she",
            "He": "She",
            "his": "her",
            "His": "Her",
            "him": "her",
            "himself": "herself",
        }
    else:
        pron = {
            "he": "he",
            "He": "He",
            "his": "his",
            "His": "His",
            "him": "him",
            "himself": "himself",
        }

    def sub(m):
        key = m.group(1)
        if key in NAME_SLOTS:
            if is_i:
                return {"S": "I", "Sp": "my", "So": "me"}[key]
            if not ctx.introduced:
                ctx.introduced = True
                base = subj["intro"]
            else:
                base = subj["first"]
            return base + "'s" if key == "Sp" else base
        if key in pron:
            return pron[key]
        if key in slots:
            return slots[key]
        raise KeyError(f"unknown slot {key} in {tpl!r}")

    out = re.sub(r"\{(\w+)\}", sub, tpl)
    if ctx.persona == 0:
        out = out.lower()
    elif not re.match(r"\{(V|P|X)\}", tpl):
        # a sentence that opens with a value keeps the value's own case (emails)
        out = out[0].upper() + out[1:]
    return out


def render_question(tpl, subj, slots):
    is_i = subj["is_i"]
    q = re.sub(r"\[([^\[\]|]*)\|([^\[\]|]*)\]", lambda m: m.group(1) if is_i else m.group(2), tpl)
    allslots = dict(slots)
    allslots["N"] = subj.get("first", "")
    return re.sub(r"\{(\w+)\}", lambda m: allslots[m.group(1)], q)


# ---------------------------------------------------------------------------
# value generation
# ---------------------------------------------------------------------------


def email_handles_named(first, last, rng):
    f, l = fold(first), fold(last)
    n = rng.randint(2, 98)
    return [
        f + "." + l,
        f[0] + l + str(n),
        f + str(n),
        f + "." + l[0],
        l + "." + f,
        f + "_" + l,
        f + l[:3] + str(rng.randint(10, 99)),
    ]


def email_handle_generic(rng):
    w1, w2 = rng.sample(MAIL_WORDS, 2)
    pat = rng.randrange(4)
    if pat == 0:
        return "%s.%s%d" % (w1, w2, rng.randint(2, 99))
    if pat == 1:
        return w1 + w2
    if pat == 2:
        return "%s_%s%d" % (w1, w2, rng.randint(1, 9))
    return f"the.{w1}.{w2}"


class Values:
    """Generates chain values and fresh value-like things for one item."""

    def __init__(self, kind, persona, subj, rng):
        self.kind, self.persona, self.subj, self.rng = kind, persona, subj, rng
        self.used_canon = set()
        if kind == "budget":
            self.thing = rng.choice(THINGS)
            self.cur = rng.choice(CURRENCIES)

    def disp(self, canon):
        if self.kind == "budget":
            return fmt_amount(canon, self.cur, self.persona)
        return canon.lower() if self.persona == 0 else canon

    def canon_text(self, canon):
        if self.kind == "budget":
            return fmt_amount(canon, self.cur, 1)
        return canon

    def _round(self, x):
        if x >= 1000:
            return round(x / 500.0) * 500
        return max(50, round(x / 50.0) * 50)

    def _take(self, cand):
        if cand in self.used_canon:
            return None
        self.used_canon.add(cand)
        return cand

    def chain(self, L):
        rng, kind = self.rng, self.kind
        vals, dirs = [], []
        if kind == "budget":
            lo, hi = self.thing[2], self.thing[3]
            v = self._round(rng.uniform(lo, hi))
            vals.append(v)
            self.used_canon.add(v)
            for _ in range(L - 1):
                for _try in range(100):
                    d = rng.choice(["up", "down"])
                    f = rng.uniform(1.15, 1.6) if d == "up" else rng.uniform(0.6, 0.87)
                    nv = self._round(vals[-1] * f)
                    if nv not in self.used_canon and ((d == "up") == (nv > vals[-1])) and nv >= 100:
                        break
                else:
                    raise RuntimeError("budget chain")
                vals.append(nv)
                dirs.append(d)
                self.used_canon.add(nv)
            return vals, dirs
        while len(vals) < L:
            c = self.fresh("F")
            vals.append(c)
        return vals, dirs

    def fresh(self, tag):
        rng, kind = self.rng, self.kind
        for _ in range(500):
            if kind == "residence":
                c = rng.choice(CITIES)
            elif kind == "employer":
                c = rng.choice(EMPLOYERS)
            elif kind == "partner":
                c = rng.choice(PARTNERS)
            elif kind == "diet":
                c = rng.choice(DIETS)
            elif kind == "car":
                c = rng.choice(CARS)
            elif kind == "team":
                c = rng.choice(TEAMS)
            elif kind == "manager":
                c = rng.choice(MANAGERS)
            elif kind == "phone":
                if tag == "Fl":
                    c = "020 7946 0%03d" % rng.randint(0, 999)
                else:
                    c = "07700 900%03d" % rng.randint(0, 999)
            elif kind == "email":
                if tag == "Fw":
                    slug = fold(rng.choice(EMPLOYERS)) + ".example"
                    if self.subj["is_i"]:
                        loc = "%s%d" % (
                            "".join(rng.sample("abcdefghjkmnprstw", 2)),
                            rng.randint(1000, 9999),
                        )
                    else:
                        loc = fold(self.subj["first"])[0] + "." + fold(self.subj["last"])
                    c = loc + "@" + slug
                elif tag == "chain" and not self.subj["is_i"] and rng.random() < 0.6:
                    c = (
                        rng.choice(email_handles_named(self.subj["first"], self.subj["last"], rng))
                        + "@"
                        + rng.choice(MAIL_DOMAINS)
                    )
                else:
                    c = email_handle_generic(rng) + "@" + rng.choice(MAIL_DOMAINS)
            elif kind == "budget":
                lo, hi = self.thing[2], self.thing[3]
                c = self._round(rng.uniform(lo * 0.8, hi * 1.5))
            else:
                raise ValueError(kind)
            got = self._take(c)
            if got is not None:
                return got
        raise RuntimeError(f"fresh value exhausted for {kind}")


def email_chain_fix(vals_obj, L):
    vals = []
    while len(vals) < L:
        vals.append(vals_obj.fresh("chain"))
    return vals


# ---------------------------------------------------------------------------
# item builder
# ---------------------------------------------------------------------------


def pick_subject(kind, is_i, rng):
    if is_i:
        return {"is_i": True, "label": "I"}
    first, last, g = rng.choice(SUBJECTS)
    style = rng.random()
    rels = [r for r in RELATIONS[g] if r not in RELATION_EXCLUDE.get(kind, set())]
    relation = None
    if style < 0.5:
        intro = first + " " + last
    elif style < 0.8:
        relation = rng.choice(rels)
        intro = f"my {relation} {first}"
    else:
        relation = rng.choice(rels)
        intro = f"my {relation} {first} {last}"
    return {
        "is_i": False,
        "first": first,
        "last": last,
        "gender": g,
        "relation": relation,
        "intro": intro,
        "label": first + " " + last,
    }


def neg_entries(kind, persona, subj):
    out = []
    for i, s in enumerate(T[kind][persona]["neg"]):
        tag, rest = s.split("|", 1)
        meta, text = parse_meta(rest)
        if subj_ok(meta, text, subj):
            out.append((tag, text, i))
    return out


CHAIN_TAGS = ("A", "V", "O")
FRESH_TAGS = ("F", "Fn", "Fw", "Fl", "T", "A", "V")


def final_older_feasible(kind, persona, subj, asks):
    for tag, _text, _i in neg_entries(kind, persona, subj):
        if tag in ("A", "V") or (tag == "O" and asks == "newest"):
            return True
    return False


def build_item(plan, rng):
    kind, persona, asks, L = plan["kind"], plan["persona"], plan["asks"], plan["L"]
    subj = plan["subj"]
    style = plan["style"]
    cell = T[kind][persona]
    vals = Values(kind, persona, subj, rng)
    if kind == "email":
        canon = email_chain_fix(vals, L)
        dirs = []
    else:
        canon, dirs = vals.chain(L)
    disp = [vals.disp(c) for c in canon]

    # ---- negatives plan
    entries = [
        e
        for e in neg_entries(kind, persona, subj)
        if not (asks == "older" and e[0] in ("O", "T", "Fn"))
    ]
    used_t = set()
    negs = []  # dict(tag, text, slot, k)
    n_fresh_cap = len([e for e in entries if e[0] in FRESH_TAGS])
    n_neg = min(rng.randint(2, 4), n_fresh_cap)
    assert n_neg >= 2
    if plan["final"]:
        if plan["final"] == "older":
            opts = [(e, k) for e in entries if e[0] in CHAIN_TAGS for k in range(1, L)]
            e, k = rng.choice(opts)
        else:
            opts = [e for e in entries if e[0] in FRESH_TAGS]
            e, k = rng.choice(opts), None
        used_t.add(e[2])
        negs.append({"tag": e[0], "text": e[1], "slot": L, "k": k})
    for _ in range(n_neg - (1 if plan["final"] else 0)):
        done = False
        if rng.random() < P_CHAIN:
            combos = []
            for e in entries:
                if e[2] in used_t or e[0] not in CHAIN_TAGS:
                    continue
                for k in range(1, L):
                    for slot in range(0, L):
                        if e[0] == "O" and slot < k + 1:
                            continue
                        if e[0] in ("A", "V") and slot == k:
                            continue
                        if e[0] in ("A", "V") and k == 1 and slot == 0:
                            # the first value reads as long-standing: no earlier mention
                            continue
                        if kind == "partner" and slot < k + 1:
                            continue
                        combos.append((e, k, slot))
            if combos:
                e, k, slot = rng.choice(combos)
                used_t.add(e[2])
                negs.append({"tag": e[0], "text": e[1], "slot": slot, "k": k})
                done = True
        if not done:
            opts = [e for e in entries if e[2] not in used_t and e[0] in FRESH_TAGS]
            e = rng.choice(opts)
            used_t.add(e[2])
            negs.append({"tag": e[0], "text": e[1], "slot": rng.randint(0, L - 1), "k": None})

    # ---- value templates
    firsts = []
    for s in cell["first"]:
        meta, text = parse_meta(s)
        if subj_ok(meta, text, subj):
            firsts.append(text)
    changes = []
    for s in cell["change"]:
        meta, text = parse_meta(s)
        if subj_ok(meta, text, subj):
            changes.append((meta, text))
    value_tpls = [rng.choice(firsts)]
    used_c = set()
    for j in range(1, L):
        d = dirs[j - 1] if kind == "budget" else None

        def dir_ok(meta):
            if d is None:
                return True
            if "U" in meta and d != "up":
                return False
            return not ("D" in meta and d != "down")

        okc = [t for t in changes if dir_ok(t[0]) and t[1] not in used_c]
        with_p = [t for t in okc if "{P}" in t[1] or "{aP}" in t[1]]
        no_p = [t for t in okc if t not in with_p]
        if asks == "newest" and with_p and (rng.random() < P_PREV or not no_p):
            t = rng.choice(with_p)
        else:
            t = rng.choice(no_p)
        used_c.add(t[1])
        value_tpls.append(t[1])

    # ---- subject sequence
    seq = []  # (role, payload)
    for slot in range(0, L + 1):
        if slot > 0:
            seq.append(("value", slot))
        here = [n for n in negs if n["slot"] == slot]
        rng.shuffle(here)
        for n in here:
            seq.append(("negative", n))

    # ---- distractors
    n_dis = rng.randint(2, 4)
    bad = [*list(canon_strs(vals, canon)), subj.get("first", "@@"), subj.get("last", "@@")]
    pool = [d for d in DISTRACTORS[persona] if not any(contains(d, b) for b in bad if b)]
    dis = rng.sample(pool, n_dis)
    full = list(seq)
    for d in dis:
        full.insert(rng.randint(0, len(full)), ("distractor", d))

    # ---- days and times
    start = _dt.date(2024, 1, 1) + _dt.timedelta(days=rng.randint(0, 623))
    days = [0]
    last_value_day = 0 if full[0][0] == "value" else None
    for pos in range(1, len(full)):
        lo = 1
        if full[pos][0] == "value" and last_value_day is not None:
            # a change comes at least six days after the previous value statement
            lo = max(1, min(9, 6 - (days[-1] - last_value_day)))
        days.append(days[-1] + rng.randint(lo, 9))
        if full[pos][0] == "value":
            last_value_day = days[-1]

    # ---- render
    ctx = Ctx(subj, persona)
    others = [o for o in OTHERS if o not in (subj.get("first"), subj.get("last"))]
    r_names = rng.sample(others, len(others))
    statements = []
    texts = set()
    value_stmt_idx = {}
    neg_meta = []
    fresh_xs = []
    for (role, payload), day in zip(full, days, strict=False):
        date = start + _dt.timedelta(days=day)
        at = _dt.datetime(
            date.year,
            date.month,
            date.day,
            rng.randint(7, 22),
            rng.randint(0, 59),
            tzinfo=_dt.UTC,
        ).isoformat()
        base_slots = {
            "TODAY": "%d %s" % (date.day, MONTHS[date.month - 1]),
            "ADDR": "%d %s" % (rng.randint(2, 98), rng.choice(STREETS)),
        }
        if kind == "budget":
            base_slots["T"], base_slots["Tn"] = vals.thing[0], vals.thing[1]
        if role == "distractor":
            text = payload
            st = {"text": text, "day": day, "at": at, "role": "distractor"}
        elif role == "value":
            j = payload
            slots = dict(base_slots)
            slots["V"] = disp[j - 1]
            slots["aV"] = art(vals, canon[j - 1])
            if j > 1:
                slots["P"] = disp[j - 2]
                slots["aP"] = art(vals, canon[j - 2])
            slots["R"] = r_names.pop()
            text = render(value_tpls[j - 1], ctx, slots)
            st = {"text": text, "day": day, "at": at, "role": "value", "value": disp[j - 1]}
            value_stmt_idx[j] = len(statements)
        else:
            n = payload
            slots = dict(base_slots)
            if n["k"] is not None:
                xc = canon[n["k"] - 1]
                x = disp[n["k"] - 1]
            else:
                xc = vals.fresh(n["tag"] if n["tag"] in ("Fw", "Fl") else "F")
                x = vals.disp(xc)
                fresh_xs.append(x)
            slots["X"] = x
            slots["aX"] = art(vals, xc)
            slots["R"] = r_names.pop()
            text = render(n["text"], ctx, slots)
            st = {"text": text, "day": day, "at": at, "role": "negative"}
            neg_meta.append({"idx": len(statements), "k": n["k"], "x": x, "tag": n["tag"]})
        if text in texts:
            raise RuntimeError(f"duplicate text in item: {text!r}")
        texts.add(text)
        statements.append(st)

    # ---- question and target
    qt = Q[kind]
    ct = [vals.canon_text(c) for c in canon]
    qslots = {}
    if kind == "budget":
        qslots["T"] = vals.thing[0]
    if asks == "newest":
        target = L
        if style == "still":
            qslots["X"] = ct[rng.randint(0, L - 2)]
        question = render_question(qt[style], subj, qslots)
    else:
        if style == "before" or style == "before_mid":
            target, qslots["X"] = 1, ct[1]
            question = render_question(qt["before"], subj, qslots)
        elif style == "before_last":
            target, qslots["X"] = 2, ct[2]
            question = render_question(qt["before"], subj, qslots)
        elif style == "between":
            target, qslots["X"], qslots["Y"] = 2, ct[0], ct[2]
            question = render_question(qt["between"], subj, qslots)
        else:
            target = 1
            question = render_question(qt[style], subj, qslots)
    expected = statements[value_stmt_idx[target]]["text"]
    candidates = [s["text"] for s in statements if s["role"] in ("value", "negative")]
    row = {
        "id": plan["id"],
        "kind": kind,
        "phrasing": persona,
        "split": SPLIT,
        "asks": asks,
        "subject": subj["label"],
        "question": question,
        "expected": expected,
        "candidates": candidates,
        "statements": statements,
    }
    info = {
        "plan": plan,
        "subj": subj,
        "disp": disp,
        "canon": ct,
        "dirs": dirs,
        "value_tpls": value_tpls,
        "neg_meta": neg_meta,
        "fresh_xs": fresh_xs,
        "target": target,
        "start": start,
    }
    return row, info


def art(vals, c):
    """a/an chosen on the canonical spelling, followed by the displayed value."""
    word = article(vals.canon_text(c) if vals.kind != "budget" else vals.disp(c)).split()[0]
    return word + " " + vals.disp(c)


def canon_strs(vals, canon):
    for c in canon:
        yield vals.disp(c)
        yield vals.canon_text(c)


# ---------------------------------------------------------------------------
# checks
# ---------------------------------------------------------------------------
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
FIRST_PERSON = re.compile(r"\b(i|i'm|i've|i'll|me|my|mine|myself)\b", re.I)


def check_row(row, info):
    assert list(row.keys()) == KEYS, row["id"]
    st = row["statements"]
    subj, disp = info["subj"], info["disp"]
    L = len(disp)
    roles = [s["role"] for s in st]
    assert set(roles) <= {"value", "negative", "distractor"}
    vals = [s for s in st if s["role"] == "value"]
    negs = [s for s in st if s["role"] == "negative"]
    assert len(vals) == L and L in (2, 3), row["id"]
    assert 2 <= len(negs) <= 4, row["id"]
    for s in st:
        want = ["text", "day", "at", "role"] + (["value"] if s["role"] == "value" else [])
        assert list(s.keys()) == want, (row["id"], s)
    texts = [s["text"] for s in st]
    assert len(set(texts)) == len(texts), row["id"]
    days = [s["day"] for s in st]
    assert days[0] == 0
    for a, b in itertools.pairwise(days):
        assert 1 <= b - a <= 9, row["id"]
    start = info["start"]
    assert 2024 <= start.year <= 2025
    for s in st:
        t = _dt.datetime.fromisoformat(s["at"])
        assert s["at"].endswith("+00:00")
        assert (t.date() - start).days == s["day"], row["id"]
        assert 7 <= t.hour <= 22
    # values
    for j, s in enumerate(vals):
        assert s["value"] == disp[j]
        assert s["value"] in s["text"], (row["id"], s)
        # no other chain value, except the previous one in newest items
        for i2, other in enumerate(disp):
            if i2 == j:
                continue
            if contains(s["text"], other):
                assert row["asks"] == "newest" and i2 == j - 1, (row["id"], s["text"])
    # target
    if row["asks"] == "newest":
        assert row["expected"] == vals[-1]["text"]
    else:
        assert row["expected"] == vals[info["target"] - 1]["text"]
        assert info["target"] < L
    assert row["candidates"] == [s["text"] for s in st if s["role"] in ("value", "negative")]
    # negatives
    for nm in info["neg_meta"]:
        s = st[nm["idx"]]
        assert contains(s["text"], nm["x"]), (row["id"], s["text"], nm["x"])
        for i2, other in enumerate(disp):
            hit = contains(s["text"], other)
            if nm["k"] is not None and i2 == nm["k"] - 1:
                assert hit
                assert nm["k"] < L
            else:
                assert not hit, (row["id"], s["text"], other)
        if row["asks"] == "older":
            assert nm["tag"] not in ("O", "T", "Fn")
        if subj["is_i"]:
            assert FIRST_PERSON.search(s["text"]), (row["id"], s["text"])
    # distractors clean
    bad = list(disp) + list(info["canon"]) + list(info["fresh_xs"])
    if not subj["is_i"]:
        bad += [subj["first"], subj["last"]]
    for s in st:
        if s["role"] == "distractor":
            for b in bad:
                assert not contains(s["text"], b), (row["id"], s["text"], b)
    # names
    subj_stmts = [s for s in st if s["role"] != "distractor"]
    if subj["is_i"]:
        assert row["subject"] == "I"
    else:
        assert row["subject"] == subj["first"] + " " + subj["last"]
        first_s = subj_stmts[0]["text"]
        assert contains(first_s, subj["intro"]), (row["id"], first_s)
        assert contains(subj["intro"], subj["first"] + " " + subj["last"]) or (
            subj["relation"] and subj["intro"].startswith("my " + subj["relation"] + " ")
        )
        for s in subj_stmts:
            assert contains(s["text"], subj["first"]), (row["id"], s["text"])
        for s in subj_stmts[1:]:
            t = s["text"]
            for v in list(disp) + list(info["fresh_xs"]):
                t = re.sub(re.escape(v), " ", t, flags=re.I)
            assert not contains(t, subj["last"]), (row["id"], s["text"])
            if subj["relation"]:
                assert not contains(t, "my " + subj["relation"] + " " + subj["first"]), s["text"]
    # budget direction wording
    if row["kind"] == "budget":
        for j, tpl in enumerate(info["value_tpls"][1:], start=1):
            meta_src = [
                m
                for m, t in (parse_meta(x) for x in T["budget"][row["phrasing"]]["change"])
                if t == tpl
            ]
            d = info["dirs"][j - 1]
            for meta in meta_src:
                if "U" in meta:
                    assert d == "up"
                if "D" in meta:
                    assert d == "down"
    # older items: change statements never name the previous value
    if row["asks"] == "older":
        for tpl in info["value_tpls"]:
            assert "{P}" not in tpl
            assert "{aP}" not in tpl
    # leftover slots or brackets
    for s in st:
        assert "{" not in s["text"] and "[" not in s["text"] and "|" not in s["text"], s["text"]
    assert "{" not in row["question"]
    assert "[" not in row["question"]


def check_templates():
    seen = {}
    for kind in KINDS:
        assert len(T[kind]) == 6, kind
        for p, cell in enumerate(T[kind]):
            for part in ("first", "change", "neg"):
                assert len(cell[part]) >= 6, (kind, p, part)
                for s in cell[part]:
                    key = s.split("|", 1)[1] if part == "neg" else s
                    _, key = parse_meta(key)
                    if key in seen:
                        assert seen[key][1] == p, ("template shared across personas", key)
                    seen[key] = (kind, p)
                    if part == "neg":
                        assert s.split("|", 1)[0] in ("F", "Fn", "Fw", "Fl", "A", "V", "O", "T"), s
                        assert "{X}" in s or "{aX}" in s, s
                    else:
                        assert "{V}" in s or "{aV}" in s, s
                    if p == 0:
                        bare = re.sub(r"\{\w+\}", "", key)
                        assert bare == bare.lower(), key
    for d in DISTRACTORS[0]:
        assert d == d.lower(), d
    names = {f for f, _, _ in SUBJECTS}
    assert not names & set(OTHERS)
    assert not names & set(PARTNERS)
    assert not set(OTHERS) & set(PARTNERS)
    assert not (names | set(OTHERS) | set(PARTNERS)) & set(DISTRACTOR_NAMES)
    assert not {m.split()[0] for m in MANAGERS} & (names | set(OTHERS) | set(PARTNERS))


# ---------------------------------------------------------------------------
# main
# ---------------------------------------------------------------------------


def make_plans(rng):
    plans = []
    for kind in KINDS:
        older_L = [2, 2, 2, 3, 3, 3]
        rng.shuffle(older_L)
        for persona in range(6):
            oL = older_L[persona]
            newest_L = [2, 3, 3] if oL == 2 else [2, 2, 3]
            rng.shuffle(newest_L)
            cell = [{"kind": kind, "persona": persona, "asks": "newest", "L": x} for x in newest_L]
            cell.insert(
                rng.randint(0, 3), {"kind": kind, "persona": persona, "asks": "older", "L": oL}
            )
            plans.extend(cell)
    n = len(plans)
    is_i = [True] * 96 + [False] * (n - 96)
    rng.shuffle(is_i)
    newest_styles = [s for s in NEWEST_STYLES for _ in range(30)]
    rng.shuffle(newest_styles)
    o2 = [OLDER_STYLES_2[i % 4] for i in range(30)]
    o3 = [OLDER_STYLES_3[i % 4] for i in range(30)]
    rng.shuffle(o2)
    rng.shuffle(o3)
    for i, p in enumerate(plans):
        p["id"] = "s%03d" % (i + 1)
        p["subj"] = pick_subject(p["kind"], is_i[i], rng)
        if p["asks"] == "newest":
            p["style"] = newest_styles.pop()
        else:
            p["style"] = o2.pop() if p["L"] == 2 else o3.pop()
        p["final"] = None
    finals = rng.sample(range(n), 60)
    feas = [
        i
        for i in finals
        if final_older_feasible(
            plans[i]["kind"], plans[i]["persona"], plans[i]["subj"], plans[i]["asks"]
        )
    ]
    rng.shuffle(feas)
    older_set = set(feas[:30])
    for i in finals:
        plans[i]["final"] = "older" if i in older_set else "fresh"
    return plans


def main():
    check_templates()
    rng = random.Random(SEED)
    plans = make_plans(rng)
    rows = []
    infos = []
    for p in plans:
        row, info = build_item(p, rng)
        check_row(row, info)
        rows.append(row)
        infos.append(info)
    assert len(rows) == 240
    assert [r["id"] for r in rows] == ["s%03d" % i for i in range(1, 241)]
    out = os.path.join(os.path.dirname(os.path.abspath(__file__)), "updates_dev16.jsonl")
    with open(out, "w", encoding="utf-8", newline="\n") as fh:
        for r in rows:
            fh.write(json.dumps(r, ensure_ascii=False) + "\n")
    # summary
    from collections import Counter

    c_kind = Counter(r["kind"] for r in rows)
    c_pers = Counter(r["phrasing"] for r in rows)
    c_asks = Counter(r["asks"] for r in rows)
    n_neg = sum(1 for r in rows for s in r["statements"] if s["role"] == "negative")
    n_dis = sum(1 for r in rows for s in r["statements"] if s["role"] == "distractor")
    n_val = sum(1 for r in rows for s in r["statements"] if s["role"] == "value")
    n_chain_neg = sum(1 for inf in infos for nm in inf["neg_meta"] if nm["k"] is not None)
    n_final = sum(1 for inf in infos if inf["plan"]["final"])
    n_final_old = sum(1 for inf in infos if inf["plan"]["final"] == "older")
    n_i = sum(1 for r in rows if r["subject"] == "I")
    c_L = Counter(len(inf["disp"]) for inf in infos)
    c_style = Counter((inf["plan"]["asks"], inf["plan"]["style"]) for inf in infos)
    c_tag = Counter(nm["tag"] for inf in infos for nm in inf["neg_meta"])
    n_prev = sum(1 for inf in infos for t in inf["value_tpls"] if "{P}" in t or "{aP}" in t)
    print(
        "rows",
        len(rows),
        "kinds",
        dict(c_kind),
        "personas",
        dict(sorted(c_pers.items())),
        "asks",
        dict(c_asks),
    )
    print(
        "values",
        n_val,
        "negatives",
        n_neg,
        "chain-naming negatives",
        n_chain_neg,
        "(%.1f%%)" % (100.0 * n_chain_neg / n_neg),
        "distractors",
        n_dis,
    )
    print("final-negative items", n_final, "of which older-value", n_final_old)
    print("subject I", n_i, "chain lengths", dict(c_L), "change stmts naming previous", n_prev)
    print("styles", dict(sorted(c_style.items())))
    print("negative tags", dict(c_tag))


if __name__ == "__main__":
    main()
