"""Does a later statement update the value an earlier one states? (pure, offline)

:func:`supersedes` answers for two sentences said in that order: same subject (the speaker,
a named person, "my sister"), same attribute (a residence, a job, a budget, a diet... or a
shared noun), a different value (a number, a name, a diet), and wording that marks a change
("now", "moved to", "switched", "changed my mind", "went vegan"). Topical similarity alone is
never enough: "I visited Kraków" does not update "I live in Porto", "My sister lives in Boston"
does not update "I live in Porto".

The attribute and change words are a lexicon, so two structural rules cover wording outside it
(long-term memory only, where no cue is required and the cosine is known): a new value of the
same sort (a name for a name, a number for a number) about the same subject updates an older
value statement that names a known attribute when the newer one is worded as a change and names
none, if the two are at least :data:`ONE_SIDED_MIN_COSINE` alike; and, without change wording,
when both name the attribute and the newer one no longer names the old value. Hedges, other
subjects and other sorts of value are refused by both (``benchmarks/update_pairs.py`` measures
them and reproduces the constant). Hedges are read by the rules.

The living summary uses it to keep only the current value when a later turn updates an earlier
one (the demo's "budget at most 6,000 EUR" → "budget is now 7,500 EUR"), and context assembly to
leave out recalled memories that a newer one, or the summary, has updated; long-term memory
records the same relation at write time (with ``require_cue=False``: a later "Ana lives in
Porto" also replaces "Ana lives in Lisbon") and query-time resolution reads it
(:mod:`decaymem.resolution`).
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import NamedTuple

from .sentences import words_of

_COMMON_CAPITALISED = words_of(
    "i i'm i've i'll i'd the a an my our we we're we've it it's this that these those there "
    "he she they his her their yes no oh ok okay well so but and also then please hi hey "
    "thanks thank sorry what how why when where who can could would will do did is are was "
    "let let's you your honestly actually anyway just quick update ha haha ugh wow hmm right "
    "sure great cool nice good any every one some all after before since if as in on at for "
    "me too same tell take have stay see talk catch gotta never just can't don't won't didn't "
    "keep go come make give try hold back wait stop look listen enjoy love hope not nothing "
    "everything maybe perhaps really seriously totally exactly congrats bye morning night "
    "continuing sounds looks seems fingers awesome perfect amazing brilliant lovely fair true "
    "love got good here you've you're you'll you'd yours i'd he's she's they're they've "
    "there's here's what's that's let's we'd plus excited glad nice whoa yay gosh omg sending "
    "looking hoping thinking feeling especially definitely certainly probably hopefully "
    "luckily sadly unfortunately anyways besides anyhow still even though although because "
    "whenever wherever while once until unless now today then first next last finally"
)


def is_common_word(word: str) -> bool:
    """A word that opens sentences and is capitalised without being a name ("The", "Please")."""
    return word.lower() in _COMMON_CAPITALISED


__all__ = [
    "ONE_SIDED_MIN_COSINE",
    "content_of",
    "could_name",
    "groups_of",
    "is_hedged",
    "is_update",
    "named_alone",
    "one_sided_update",
    "other_line",
    "owner_of",
    "relation_kind",
    "relation_name",
    "subject_of",
    "supersedes",
    "value_sorts",
    "values_of",
]

# "user: ...", "assistant (Bot): ...", or a speaker's name ("Caroline: ...")
_ROLE = re.compile(r"^\s*(?:(?:user|assistant|tool)(?:\s*\([^)]*\))?|[A-Z][\w'-]*)\s*:\s+", re.I)
_LEAD = re.compile(
    r"^(?:(?:update|quick update|news|good news|fyi|btw|by the way|oh|well|so|actually|ok|"
    r"okay|yes|yeah|also|hey|hi|great|cool|omg|lol|ugh|ngl|tbh|wow|yay|phew|haha|yep|yup|nope|"
    r"mhm|correct|no(?=\s*[,!\u2013\u2014])|"
    # a reply's frame: "To answer your question: 083 718 8389. That's Lerato's current mobile."
    r"to answer your question|in answer to your question)\b"
    r"[\s,!.:;\u2013\u2014-]*)+",
    re.I,
)
# (and as typed in chat without the apostrophe: "im in bristol now", "ive moved")
_SPEAKER = words_of("i i'm i've i'd i'll im ive we we're we've we'd we'll my our me us")
_RELATION = words_of(
    "sister brother mom mum mother dad father wife husband partner son daughter friend boss mentor "
    "teammate "
    "manager cousin uncle aunt roommate neighbour neighbor colleague coworker grandmother "
    "grandma grandfather grandpa girlfriend boyfriend kids parents nephew niece landlord "
    "flatmate housemate buddy mate pal deskmate workmate classmate stepmum stepmom stepdad "
    "grandson granddaughter fiance fiancee gran granny nan nana nanna grandad granddad auntie "
    "aunty spouse sibling schoolfriend guest"
)
_RELATION_ALT = "|".join(sorted(_RELATION))
_WHEN_HELD = words_of("old new former ex current previous first last latest")
_ROLES = words_of("boss manager partner girlfriend boyfriend wife husband spouse landlord")
_KIN_ALT = "|".join(sorted(_RELATION - _ROLES))  # the relations that are no role
_DIET_PHRASES = re.compile(r"\bintermittent fasting\b")
_DIET_NAMES = words_of(
    "vegetarian vegan pescatarian keto paleo gluten-free dairy-free low-sodium low-fodmap "
    "mediterranean halal kosher flexitarian low-carb plant-based sugar-free low-fat "
    "lactose-free nut-free carnivore"
)
_GROUPS: dict[str, frozenset[str]] = {
    "residence": words_of(
        "live lives living lived moved move moving relocated relocate based home settled "
        "lease apartment flat city"
    ),
    "job": words_of("work works working job employer company joined hired position"),
    "diet": words_of("diet eat eats eating") | _DIET_NAMES,
    "partner": words_of("dating partner girlfriend boyfriend engaged married seeing relationship"),
    "budget": words_of("budget spend spending cap afford toward towards maximum"),
    "phone": words_of("phone number reach reached sim contact"),
    "email": words_of("email e-mail address inbox"),
    "car": words_of("car drive drives driving leasing"),
    "team": words_of("team support supports fan cheering allegiance"),
    "manager": words_of("manager boss report reports manages approver"),
    "doctor": words_of("doctor gp physician"),
    "gym": words_of("gym membership trains workouts"),
    "language": words_of("learning lessons studying tutor"),
}
_EMAIL_WORDS = words_of("email e-mail inbox")
_TITLES = words_of("dr mr mrs ms prof")
_TITLE_DOT = re.compile(rf"\b({'|'.join(t.capitalize() for t in sorted(_TITLES))})\.(?=\s)")
_VERBISH = words_of(
    "is are was were has have had to in at for with from by on of lives works moved"
)
_DIETS = _DIET_NAMES | {"omnivore"}
# what a job title ends with ("senior analyst", "head of sales", "account executive")
_ROLE_HEADS = words_of(
    "analyst engineer scientist manager executive associate assistant technician developer "
    "designer director officer consultant specialist coordinator administrator architect "
    "accountant nurse teacher lecturer professor researcher intern supervisor editor writer "
    "chef representative advisor adviser programmer clerk president founder lawyer attorney "
    "paralegal pharmacist surgeon mechanic electrician plumber barista cashier pilot recruiter "
    "strategist planner producer marketer underwriter actuary economist statistician librarian "
    "curator translator interpreter photographer journalist reporter therapist counselor "
    "counsellor secretary receptionist"
)
# a job title is a value where it is what the subject is or becomes ("I'm a junior analyst",
# "promoted to lead analyst", "the new role is principal scientist", "title: senior
# scientist"), not whom one covers for, trains or interviews ("covering for the analyst")
_TITLE_CUES = words_of("am is are was were be been became becomes become as to made longer not")
_JOB_TITLE = re.compile(
    r"(?:\b(?:am|is|are|was|were|be|been|became|becomes|become|as|to|made|longer|[Nn]ot)\s+|"
    r"'m\s+|'s\s+(?=an?\s)|:\s*)(?=(?:(?:a|an)\s+)?((?:[a-z][a-z-]*\s+){0,3}[a-z][a-z-]*))"
)
# what makes a phrase ending in a job word a judgement, not a title: "a great manager"
_NOT_TITLES = words_of(
    "great good bad terrible amazing wonderful fantastic excellent awful real true natural born "
    "better best worse worst new old former future"
)
_CUE = re.compile(
    r"\b(?:now(?! and (?:then|again))|no longer|anymore|any more|changed|change of|update|"
    # an instruction to change a value: "Please change Fatima's car from the Clio to the Qashqai"
    r"(?<!n't )(?<!not )(?<!never )"
    r"change(?= (?:my|our|his|her|their|[A-Z][\w-]*'s) [^.;:!?]{1,60}? from [^.;:!?]{1,60}? to\b)|"
    r"updated|switched|switch|moved|movd|relocated|settled|instead|raised|increased|lowered|cut|"
    r"officially|reset(?= [^.;:!?]{1,60}? to\b)|"
    # "new", not the first word of a name ("New York", "New Balance"; but "New ISP:")
    r"(?-i:new|New(?! [A-Z][a-z]))|reduced|became|joined|"
    r"started|accepted|engaged|broke up|traded|sold|leasing|these days|from now on|as of|"
    r"no more|ditched|dropped|quit|stopped|cancell?ed|swapped|replaced|revised|amended|"
    r"left [a-z][\w-]* 4 (?-i:[a-z])[\w-]*|"
    r"defected to|adopted (?:an? |the )?[\w-]+ (?:diet|lifestyle)|acquired|"
    r"promoted|got out of|signed (?:with|up|off)|asked me out|moved in with|registered with|"
    r"took over|taken over|stepped in|"
    r"ended up with|transferred|^since|^starting|from (?:today|this \w+)|"
    r"(?:finally |just )?(?:died|packed in|gave up the ghost|stopped working)|"
    # "Old one's dead.", "the old number is gone"
    r"old (?:\w+ )?(?:one|number|phone|mobile|sim|address|email|account)(?:'s| is) "
    r"(?:dead|gone|done|closed|deleted|cancell?ed)|"
    # "i got a volvo xc40 lol, the mini cooper is gone"
    r"(?:the|my|his|her|their|our) (?:old )?[a-z]+(?: [a-z0-9-]+){0,2} (?:is|'s) (?:gone|history)|"
    r"bye bye|sorted|"
    r"reach me|write to|put (?:me|\w+) on|was put on|gave up|(?:went|gone) (?:vegan|vegetarian|"
    r"keto|paleo|pescatarian|gluten-free|dairy-free|plant-based|carnivore|flexitarian)|"
    # "I start at Nokia on Monday", "got the keys to my place in Brighton", "handed my notice in"
    r"start(?:s|ing)? (?:at|with) (?-i:(?=[A-Z]))|got the keys|handed (?:in )?(?:my|his|her|"
    r"their|our) notice|"
    # counting the changes: "my second club in two seasons", "his third car already"
    r"(?:second|third|fourth|fifth|sixth)\s+[a-z]+\s+(?:in (?:two|three|four|five|six|a|\d+)\b|"
    r"this (?:year|season|month)|already)|"
    # a thing acquired, by its name: "Just got a Volvo XC40", "picked up a Kia Sportage"
    r"(?:just |finally |i've |i have |has )?(?:got|picked up|bought) (?:a|an|my|the) "
    r"(?:new |\d{4} )?(?-i:(?=(?:[A-Z][\w-]*|[A-Z0-9][A-Z0-9-]*\d[\w-]*)"
    r"(?: (?:[A-Z][\w-]*|[A-Z0-9]*\d[\w-]*)){0,2}(?:[,.!?;]| yesterday| today| now|$)))|"
    # the value said to be the current one: "That's Lerato's current mobile."
    r"(?:'s|is) (?:[A-Z][\w-]*'s |my |his |her |their |our )current\b|"
    # a start: "I've been signed by the Harriers", "My first week at KPMG", "... and he's been
    # going back ever since"
    r"signed (?:by|for)|(?:first|second) (?:day|week|month|shift) (?:at|with|in)|ever since|"
    # moved by others, or out of one and into another
    r"reassigned|re-assigned|effective immediately|out of (?:\w+ ){1,4}and into|"
    r"^after (?:the|my|our|his|her|their|a|an)\b|"
    # a return: "Marta's gone back to Airbus", "back at Barclays again"
    r"(?:'s|has|have|'ve) gone back to (?-i:(?=[A-Z]))|"
    r"(?:'s|is|are|'re|'m|am|was|were) back (?:at|with|in) (?-i:(?=[A-Z]))[^.;!?]*\bagain\b|"
    # a limit set: "We've capped spending on the food shop at 230", "put a hard cap on it: 350"
    r"capped|put (?:a|an) (?:hard |strict |firm |new )?(?:cap|limit|ceiling) on|"
    # a limit moved: "trimmed the trip budget to £2,600", "upped it to 900"
    r"(?:trimmed|slashed|upped|bumped (?:up|it)|halved|doubled) (?:[\w'-]+ ){0,3}(?:budget|"
    r"spending|limit|cap|allowance)\b|"
    # a departure by name: "Forgot to tell you I left KPMG", "Joon has left Deloitte"
    # (not a trip: "We left Paris at dawn")
    r"(?:I|we|he|she|they|(?-i:[A-Z][\w-]*))(?: (?:have|has|had|'ve|'s|just|finally))? left "
    r"(?-i:(?=[A-Z][\w&'.-]*(?: [A-Z][\w&'.-]*){0,3}(?:\s*[.!;,]|\s*$| and | for good|"
    r" (?:last|this) (?:month|year|spring|summer|autumn|winter)| in (?:[A-Z][a-z]+|\d{4})\b|"
    r" (?:a (?:while|few \w+|couple of \w+)|\w+ (?:months|years)) ago)))|"
    # a state since a time: "Been at Nokia since 7 November", "I've been with PwC since May"
    r"(?:^|(?<=[.!?] )|\b(?:'ve|have|has|'s|had)\s+)been\b[^.;!?]{1,40}?\bsince\b"
    r"(?! (?:forever|ages|always|childhood|birth|school|uni|university|college|I was)\b)"
    # (not an hour: "been at the airport since six", "since noon")
    r"(?! (?:noon|midday|midnight|dawn|lunch(?:time)?|breakfast|first thing|this (?:morning|"
    r"afternoon|evening)|(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\b|"
    r"\d{1,2}(?![\d,])(?:[:.]\d\d)?\s*(?:am|pm|o'clock)?"
    r"(?!\s*(?:st|nd|rd|th)?\s*(?:(?-i:[A-Z])|of\b)))))\b",
    re.I,
)
_HEDGE = re.compile(
    r"\b(?:decided against|thinking (?:about|of)|thought about|considering|might|maybe|if|whether|"
    r"(?:is|am|are|'m|'s|'re|been) trying to|"
    r"wondering|eyeing|tempted|toying with|curious about|"
    r"(?:has|have|'ve|would|'d) never|never (?:owned|had|"
    r"used|managed|shopped|been|booked|ordered)|(?:will|'ll) never|(?<!never )(?<!n't )(?<!not )"
    r"miss(?:es)?|(?:haven't|hasn't|not) \w+ (?:\w+ )?yet|"
    r"didn't|did not|won't|not sure|would like|(?:'d|would) love (?:to|working|living|having)|"
    r"wish|test drove|visited|rented|tried|"
    r"read about|read an article|an article about|turned (?:\w+ ){0,3}down|got a quote|a quote of|"
    r"found (?:an|the|my|his|her|their|our) old|still says|popped (?:in|into|over|by)|"
    r"nipped (?:in|into)|stopped by|"
    r"backed out|just the once|"
    # "ordered from Wok Express once because ...", "used them once in 2019" (not "once a week")
    r"(?<!for )once(?= because| in (?:19|20)\d\d| back in| last| to|[,.!;]|$)|"
    # someone else's ("recommended Sparkle Squad to my neighbour"), leftovers ("old paperwork from
    # Dominic", "the spray Pat left behind"), a look that booked nothing
    r"(?:recommended|suggested) (?:[\w&'.-]+ ){1,5}to "
    r"(?:my|a|an|the|his|her|their|our|[A-Z][\w-]*)\b|"
    r"left behind|\bold (?:\w+ ){0,2}from|nothing (?:\w+ )?yet|"
    r"(?:'m|am|is|are|'s|'re|been) looking (?:at|into)|"
    # a plan that fell through, advice to someone else, a mistake, a second or throwaway
    # address, a shared one, now and again, a stint ("a two-week freelance job for the BBC")
    r"fell through|keeps? telling (?!me\b|us\b)(?:\w+ ){1,3}to|by mistake|"
    # "told her son to support the Knicks" (not "told them I moved to Leeds")
    r"(?:told|tells) (?!me\b|us\b)(?:(?:my|his|her|their|our|the) )?[\w'-]+ to \w+|"
    # a recommendation to someone else: "told a workmate the Phoenix is good for kids' films"
    r"(?:told|tells|telling) (?!me\b|us\b)(?:\w+ ){1,5}(?:is|are) (?:really |so )?(?:good|great|"
    r"brilliant|decent|lovely|the best)\b|"
    # a near miss, a plan that came to nothing, a one-off, a quote, an interview, a contact kept
    # or passed on for someone else, someone missed ("when Grace is coming back"), post about
    # what is done with
    r"(?:nearly|almost) (?:went|bought|chose|took|got|\w+ed)|one-off|one off|just in case|"
    r"(?:was|were) (?:going|meant|supposed|planning) to (?:try|go|book|order|switch|join|sign|"
    r"move|buy|get|use|start|change)|quoted (?:(?:me|us|him|her|them|[A-Z][\w'-]*) )?[£$€\d]|"
    r"interviewed (?!at\b|with\b|for (?:a|an|the) (?:job|role|position))|not worth it|bit steep|"
    r"(?:passed on|sent|forwarded|gave) (?:the|a|an|his|her|their|my) (?:number|details|name|"
    r"contact|link|card)s? (?:for|of)|when (?:\w+ ){1,4}(?:is|are) coming back|"
    r"(?:gets?|getting|got) (?:\w+ )?(?:emails|letters|texts|post|mail) (?:about|from|for)|"
    r"a second (?:sim|number|phone|line|address|email|account)|throwaway|just for (?:the|a|an)|"
    r"it's shared|shared (?:\w+ )?(?:inbox|address|account|mailbox)|once in a while|"
    # an old number still reached, or one known to be stale
    r"(?:keeps?|still) get(?:s|ting)? (?:[\w']+ ){0,3}(?:reminders|letters|texts|calls|post|mail|"
    r"tagged|cc'd|copied in|invites|notifications)|"
    r"(?:was|were|is|are|'s|'re|kept|keeps) still (?:e-?mailing|texting|calling|ringing|phoning|"
    r"messaging|writing to|sending (?:\w+ ){0,2}to)\b|"
    r"(?:is|'s) out of date(?![,;]? (?:it's|it is|now|the new|use)\b)|"
    r"separate from|(?<!ate )(?<!eaten )(?<!eating )into (?:his |her |their |my |our )?savings|"
    # one's old thing seen for sale, a gift given away
    r"(?:saw|spotted|seen) (?:my|his|her|their|our) old\b|new owner|"
    r"as a (?:gift|present)|(?:to|for) the charity shop|"
    r"an? (?:\w+-)?(?:week|day|month)(?:-long)? (?:\w+ )?(?:job|contract|gig|stint|placement)|"
    r"(?:would|'d)n't go near|to cover (?:for )?\w+|covering for|"
    r"(?:got|received|had) an? (?:\w+ )?(?:email|e-mail|letter|text|flyer|leaflet|call) from|"
    r"\binterviewing (?:at|with|for)\b|"
    # only as friends: "I was Mateo's plus-one at a wedding, strictly as friends"
    r"(?<!not )(?:strictly|purely|only|just) as friends\b|"
    # a threat never carried out: "I keep threatening to move to Bergen, never will"
    r"(?:keeps?|kept) threatening to(?![^.;!?]{0,100}\b(?:finally|did|now)\b)|\bnever will\b|"
    # a loan for a while: "I borrowed Dad's Tesla Model 3 for the move"
    r"\bborrow(?:ed|ing) (?:[A-Z][\w-]*'s|(?:my|our) \w+'s|a|an|his|her|their) [^.;!?]{0,60}?"
    r"\b(?:for|while|until)\b(?![^.;!?]{0,100}\b(?:bought|got|kept|now|instead)\b)|"
    # a value said to be gone: "so that's definitely not Callum's address anymore"; a stand-in
    # thrown away: "used a pay-as-you-go SIM for the festival and then binned it"
    r"\b(?:that|it|this)(?:'s| is) (?:definitely |certainly |clearly )?(?:not|no longer) "
    r"(?:[A-Z][\w-]*'s|my|his|her|their|our) (?:\w+ )?(?:address|number|email|e-mail|mobile)\b"
    r"(?![^.!?]{0,100}\b(?:now|new|instead)\b)|"
    r"\b(?:and|then|but) (?:then )?(?:binned|ditched|dumped|scrapped|chucked|got rid of) "
    r"(?:it|them)\b"
    r"(?![^.;!?]{0,200}\b(?:now|instead|got|bought|switched)\b)|"
    r"but (?:\w+ ){0,3}(?:cancell?ed|returned|sent (?:it|them) back)|"
    rf"(?:for|helping|sorting out) (?:my|his|her|their|our) (?:\w+ )?(?:{_RELATION_ALT})\b"
    # (not whose requests a manager approves: "Leave requests for my old schoolfriend ...")
    r"(?![^.;!?]{0,80}\b(?:approved|signed off) by\b)|"
    # an interview, a viewing or an offer that came to nothing, a date, a crush, a chance meeting,
    # a no, a nudge ("keeps saying Thao should apply"), a recruiter, a quote, a habit
    r"(?:had|got|have|has) an? (?:\w+ )?interview|went with someone else|"
    r"went to (?:a|the) viewing|(?:a|the) viewing (?:in|of|at|for)|outbid|nothing came of it|"
    r"one date|(?:had|has|have) an? (?:\w+ )?crush on|bumped into|ran into|said no|"
    # a meal with someone, all the message says: "Arjun had lunch with Nnamdi from the finance
    # team" (not "Had dinner with Ruairí last night. He mentioned he reports to Bettina now.")
    r"(?:had|having|grabbed|grabbing|went for|going for) (?:a )?(?:quick )?(?:lunch|dinner|coffee|"
    r"drinks?|breakfast|brunch|pint|catch-up) with(?=[^.!?]*[.!?]?\s*$)(?![^.!?]*\b(?:now|new)\b)|"
    r"keeps? (?:saying|trying)|recruiter|"
    # talk with no deed: "keeps talking about going vegan, but hasn't", "keeps meaning to set up
    # x@y.z, but hasn't yet"
    r"keeps? meaning to|keeps? promising|"
    r"keeps? (?:talking|going on) about (?:\w+ ){0,2}[a-z]+ing\b|"
    # a move begun and left: "started a transfer application with X and gave up halfway"
    r"(?:gave up|stopped|quit) (?:halfway|half-way|part-way|partway)\b|"
    r"never finished (?:it|them|the (?:switch|move|transfer|application|process|paperwork|form))\b|"
    r"(?:started|began) (?:an? |the )?(?:\w+ )?application\b|"
    # a look back at a value left: "being flexitarian was a good phase, but she's not going back"
    r"(?:not|never|won't be|isn't|aren't|'m not|'s not) going back\b|won't go back\b|"
    r"but (?:\w+ )?(?:hasn't|haven't|hadn't|didn't|never did)(?: yet)?(?=\s*[.!;,]|\s*$)|"
    # a day spent somewhere, and a try that did not suit: "spent a day back in Barcelona", "did
    # a settling-in session at Tiny Toes but it wasn't a good fit"
    r"spent (?:a|one|the|an) (?:\w+ )?(?:day|night|week|weekend|afternoon|morning|evening|"
    r"fortnight) (?:at|in|back|with)\b"
    r"(?![^.;!?]{0,200}\b(?:then|now|moved|for good|"
    r"(?:came|walked) (?:out|away|back) with (?:a |an )?new)\b)|"
    r"(?:wasn't|was not|isn't|is not|not) (?:a )?(?:good |great |right )?fit\b"
    r"(?![^.;!?]*\b(?:so|then|now|instead)\b)|"
    r"(?:the|a) quote\b(?![^.;]*\bso\b)|not happening|(?:would|'d)n't (?:\w+ )?(?:live|move|work)|"
    r"(?:pure|out of|force of) habit|muscle memory|"
    # a stand-in, an old record, a junk address, a short loan ("using a temporary number while
    # abroad, not switching though", "the bank still had 090-... on file", "the address Eun-ji
    # uses for spam", "pairing with the Search team this week, just a short loan")
    r"temporary|temporarily|not (?:switching|changing|moving)|on file\b|"
    r"for (?:shop |store )?(?:spam|junk|newsletters)|not (?:my|his|her|their|our) real one|"
    r"(?:short|brief) loan|on loan|"
    # a look at an employer out of curiosity, a game played for another team as a stand-in
    r"out of curiosity|careers? (?:evening|fair|event|day)|recruitment (?:event|fair|day)|"
    r"fill(?:ed|ing|s)? in for|nothing more|just helping(?: out)?|"
    # a stint elsewhere that ended, a car lent while one's own was mended
    r"secondment|(?:and|but) (?:now )?(?:i'm|i am|he's|she's|they're) back\b|"
    r"courtesy car|hire car|loan car|while (?:mine|my \w+|his|hers|theirs) (?:was|is) in\b|"
    # a test ride, an advert, an average read somewhere, a price seen ("a bike that costs
    # 84,000", "a road bike for 610 on eBay"): no one's value
    r"test[- ](?:rode|ridden|drove|driven|drive|ride)|(?:adverts?|ads) (?:for|about)|"
    r"the average\b|on average|(?:that|which) costs?\b|"
    r"on (?:ebay|gumtree|vinted|craigslist|(?:facebook )?marketplace)|"
    # a past episode: "lived in Fitzroy for a summer in 2015", "dated Kirsi ... at uni"
    r"back in (?:19|20)\d\d|(?:for a|one|that) summer|back when|"
    # a denial ("Ronan is my mentor, not my manager"; not "it's Celtic now, not Rangers") and
    # a single use ("set up x@y.z for the school newsletter, that's all it's for")
    r"(?:(?<!now), |^|[.!?] +)not (?:my|his|her|their|our) [a-z]+(?= *[,.;!?]| just\b|$)|"
    r"\bwho (?:isn't|is not|wasn't|was not|'s not) (?:my|his|her|their|our) [a-z]+(?= *[,.;!?]|$)|"
    r"\bbut (?:(?:he|she|they|it) )?(?:isn't|is not|wasn't|was not|'s not|aren't|are not) "
    r"(?:my|his|her|their|our) [a-z]+(?= *[,.;!?]|$)|"
    # a stand-in while the holder is away: "covered my approvals while my manager was on holiday"
    r"covered (?:for )?(?:my|his|her|their|our|[A-Z][\w-]*'s) (?:\w+ )?(?:approvals|shifts?|"
    r"duties|work|role|job|desk|calls|classes|rounds?|cover|one-to-ones)\b|"
    r"while (?:(?:my|his|her|their|our|the) (?:\w+ )?(?:was|is|were|are)|(?:he|she|they|I|we)"
    r"(?:'s|'re|'m| was| is| were| are| am)) (?:away|off|out|on "
    r"(?:holiday|leave|vacation|sabbatical|maternity leave|paternity leave)|sick|ill)\b|"
    # tickets someone gave away, a number passed on to someone else
    r"(?:spare|free) tickets?|someone else's now|"
    r"that's all (?:it's|it is|its) (?:used )?for|"
    # someone's wish, refused: "my kid wants me to switch to Leinster lmao no"
    r"(?:wants?|wanted|asked|asks|suggested|told|says|said)\b[^.;!?]{0,200}\b(?:lol|lmao|haha),? no"
    r"(?=[.!]*\s*$)|"
    r"(?:was|were|dated|had|lived|interned|did)\b[^.;]{0,60}?\bat (?:uni|university|college|"
    r"school)(?=\s*(?:[,.;!?]|$))|"
    # (within its sentence: "... at the market. What's in season right now?" is no hedge)
    r"(?:\bat (?:the |a |an )?[\w'&-]+(?:\.[\w'&-]+)*(?: [\w'&-]+(?:\.[\w'&-]+)*){0,3}|"
    r"on the phone|on hold) "
    r"(?:[^.;]{0,40} )?right now)\b",
    re.I,
)
# what hedges a message only where nothing in it is worded as a change: an offer or a viewing
# not taken, in the present tense of a non-native speaker ("but I do not take the job"), a
# price too high, a no tagged on ("... for the trip lol no"), what others still believe or keep
# thinking, a value "from before", a loaner or a phone used while one's own is mended, a rental,
# an address for sign-ups, a step weighed ("is it too much if"), a one-off said plainly ("only
# one time, my normal job stay the same"), a friend's phone borrowed, a flat battery, a game
# watched or gone to, nostalgia; and a message that is only a question weighing a step
# (:data:`_STEP_QUESTION`: "Should I apply to Arup??"; not a request that states a value: "Can
# you help me now that my budget's £900?"). Each of these also says things around a change
# ("Mum still thinks I live in Leeds but I moved to York", "Returned the loaner and picked up my
# new Tesla"), so change wording in the message (:data:`_CUE`) outside what the hedge itself
# says outweighs it.
_WEAK_HEDGE = re.compile(
    r"\b(?:(?:do|does) not take (?:it|the (?:job|offer|flat|apartment|house|place|role|"
    r"position))(?! personally| seriously| lightly)\b|(?:don't|doesn't) take (?:it|the (?:job|"
    r"offer|flat|apartment|house|place|role|position))(?! personally| seriously| lightly)\b|"
    r"(?:^|[.!?,] +|\bbut (?:it's |it was )?)(?:way |far |much )?too (?:pricey|expensive|dear)\b|"
    r"(?:\b(?:lol|lmao|haha)|, but|\bbut),? no(?:,? (?:never|thanks|way))?(?=[.!]*\s*$)|"
    r"\b(?:still|keeps?) (?:thinks?|thinking|believes?|believing|reckons?)\b|\bfrom before\b|"
    r"until (?:mine|my \w+|his|hers|theirs) (?:is|'s) (?:repaired|fixed|back)\b|"
    r"loaner|loan (?:phone|car|bike|laptop|mobile)|(?:is|'s) in (?:for )?repairs?\b|"
    r"as a rental\b|rental car|spam only|for (?:shop |store |online )?sign-?ups\b|"
    r"\bis (?:it )?too (?:much|expensive|pricey) (?:if|to)\b[^.!?]{0,200}(?=\?)|"
    r"only one time|one time only|(?:stays?|stayed) the same|stays? where (?:he|she|they|I|we) "
    r"(?:is|are|am)\b|(?:phone|mobile) of (?:a|his|her|my) (?:friend|mate|colleague)|"
    r"(?:a|his|her|my|their) (?:friend's|mate's|colleague's) (?:phone|mobile)"
    r"(?:[^.;!?]{0,200}battery (?:died|was (?:dead|empty|flat)))?|"
    r"battery (?:died|was (?:dead|empty|flat))|"
    r"(?:watched|went to|at) (?:the|a) (?:[\w'-]+ ){1,3}(?:game|match)\b|"
    r"remembers? when|hypothetical(?:ly)?|just (?:curious|exploring|browsing|looking)\b(?! for)|"
    r"\b(?:only I ask|I (?:was )?only ask(?:ing)?|just asking|only asking)\b|"
    r"(?:I )?(?:stay|stick) with (?:my|our) (?:\w+ )?diet\b|"
    r"(?:not|n't) (?:really |remotely |at all )?interested\b|polite no\b|"
    r"(?:not|n't) (?:actually |really )?(?:planning|intending|meaning) to)\b",
    re.I,
)
_STATED_IN = re.compile(r"\b(?:now that|since|because|as|after) (?:I|we|he|she|they|[A-Z]\w*)\b")
_STEP_QUESTION = re.compile(
    r"^(?:(?:hmm+|so|ok|okay|honestly|quick question)[,:]? +)?"
    r"(?:(?:should|shall) (?:i|we|he|she|they|[A-Z][\w'-]*)|what if|how about|would it be|"
    r"is it (?:worth|a good idea))\b[^.!?]*\w(?=[?]+(?:\s*(?:idk|lol|lmao|haha|hmm)\b)?[.!]*\s*$)",
    re.I,
)
# one occasion, not a standing value: "went to Marisol's party on Saturday", "has a job
# interview in Graz next month", "borrowed a Tesla for the weekend", or a look back at "my old
# Golf" (unless worded as a change: "promoted to lead analyst on Friday", "my old number
# doesn't work anymore"; "on Tuesday evenings" is a habit)
_DAYS = "monday|tuesday|wednesday|thursday|friday|saturday|sunday"
_WEEKDAYS = frozenset(_DAYS.split("|"))
# a negation that denies no value: "Honestly didn't see it coming, but ..."
# no hedge: surprise, and a courtesy after a fact ("Rosa's on 07700 900738 if anyone needs her")
_NO_HEDGE = re.compile(
    r"\b(?:(?:didn't|did not|never) see (?:it|that|this) coming|wish (?:me|us|him|her|them) luck|"
    r"if (?:anyone|anybody|someone|somebody|you) (?:ever )?(?:needs?|wants?|asks?)\b|"
    r"if (?:a (?:bit|little)|slightly) \w+|"
    # news one is not sure was passed on: "Not sure if you know, but Ewa split with Mehmet"
    r"not sure (?:if |whether )?"
    r"(?:you (?:know|knew|heard|remember)|I (?:told you|mentioned|said)))",
    re.I,
)
_OCCASION = re.compile(
    rf"\b(?:(?:on|last|this|next) (?:{_DAYS})(?!s| (?:evenings|mornings|afternoons|nights))|"
    r"last night|(?:my|his|her|their|our|[\w-]+'s) old\b(?! (?:[a-z]+ )?(?:friend|mate|pal|buddy|"
    r"classmate|schoolmate|schoolfriend|flatmate|roommate|housemate|neighbour|neighbor|colleague|coworker|"
    r"workmate|teammate)s?\b)|"
    r"yesterday|today|tonight|next (?:week|weekend|month|year|time)|"
    r"this (?:morning|afternoon|evening)|"
    r"(?:for|over) the (?:long )?weekend|the other day|"
    r"spending (?:the|a) (?:weekend|week|night|day|fortnight|few days|couple of days)|"
    r"on (?:a |the |my |his |her |our |their )?"
    r"(?:holiday|vacation|trip|honeymoon))\b",
    re.I,
)
# a trial, which states no value unless it was kept: "took a drop-in class at Iron Temple",
# "tried a free week at the YMCA, loved the coaches, and stayed"
_TRIAL = re.compile(
    r"\b(?:tried|one-off|one-day|(?:a |the )?(?:drop-in|taster|free|trial) "
    r"(?:class|session|week|lesson|month|night|day|trial)|(?:a|the) trial [a-z]+)\b",
    re.I,
)
_KEPT = re.compile(
    r"\b(?:and|then|so)\s+(?:[\w']+\s+){0,2}(?:stayed|stuck with it|signed up|joined|kept going|"
    r"never looked back|(?:been )?going back|(?:\w+ )?ever since)\b",
    re.I,
)
# where a qualified contact belongs: "work email", "office number"
_WORK_PLACES = "work|office|desk|business|school|uni|university|college"
# another attribute than the plain one: a work e-mail, an office line
# "the office reception number", "my work direct line"
_LINE_KINDS = r"(?:reception|main|direct|switchboard|general|front desk)\s+"
_QUALIFIED = re.compile(
    rf"\b(?:(?:{_WORK_PLACES})\s+(?:{_LINE_KINDS})?(?:email|e-mail|address|number|phone|line)|"
    r"at work|for work)\b",
    re.I,
)
_NUMBER_IS = re.compile(r"\b(?:my|his|her|their|our|[\w-]+'s) number's\b", re.I)
_LINE_GROUPS = frozenset({"phone", "email", "residence"})  # what "at work" qualifies
# a contact qualified as another line than the personal one, as a question or a statement puts
# it: "Nadia's work number", "the landline at Nadia's office" (not "parks at work")
_OTHER_LINE = re.compile(
    rf"\b(?:(?:{_WORK_PLACES})\s+(?:{_LINE_KINDS})?(?:email|e-mail|number|phone|line|mobile|mob)|"
    r"landline|extension|ext\.)",
    re.I,
)
_NOT_VALUES = _TITLES | words_of(
    "i i'm i've i'd i'll the a an my our we it this that user assistant update now monday tuesday "
    "wednesday thursday friday saturday sunday january february march april may june july "
    "august september october november december eur usd gbp gp christmas easter xmas "
    "thanksgiving halloween diwali hanukkah ramadan eid"
)
_STOP = words_of(
    "the a an and or but so for with from into onto about of to in on at by is are was were "
    "be been being am has have had do does did not no yes this that these those it its my our "
    "your their his her we you they he she i me us them what which who when where how now "
    "just very really also too then than there here all any some more most much many new "
    "will would can could should may might must shall is it's i'm we're at most least"
)
_WORD = re.compile(r"[a-z][a-z'-]+")
# a diet word followed by a noun names a dish, not a diet: "a vegan lasagna", "the vegetarian
# menu" (not "went vegan in March", "a vegan diet", "vegan now")
_DIET_NEXT = re.compile(r"\s+([a-z][a-z'-]*)")
# "all paleo stuff these days", "plant-based meals": what someone eats, not one dish
_LY_NOUNS = words_of("family jelly belly rally ally bully lily holly italy assembly supply")
_DIET_NOUNS_OK = words_of(
    "diet diets food foods lifestyle eater anymore either lately again stuff meals recipes "
    "cooking options already since too"
)
# (not the 5 of "CX-5" or the 10 of "i10": a model's name)
_NUM = re.compile(r"(?<![A-Za-z\d])(?<![A-Za-z]-)\d[\d,.]*")
_MONTHS = (
    "jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|"
    "sep(?:t|tember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?"
)
# a day of a month is a date, not a value: "since 19 February", "on March 3rd"
_DATE = re.compile(
    rf"\b(?:\d{{1,2}}(?:st|nd|rd|th)?\s+(?:of\s+)?(?:{_MONTHS})\b|(?:{_MONTHS})\.?\s+\d{{1,2}}"
    r"(?:st|nd|rd|th)?\b(?![,.]?\d)|"
    # a day of the month on its own: "Since the 19th I've been living in Galway"
    r"(?:since|from|on|as of|until|till|by)\s+the\s+\d{1,2}(?:st|nd|rd|th)\b)",
    re.I,
)
_CAP = re.compile(r"(?<![.!?]\s)(?<!^)\b(?:[A-Z]|[a-z](?=[A-Z]))[\w'-]*")  # "iPhone" too


# the subject named after the value: "Please use x@y.z for Rahul", "... for me from now on"
_FOR_SUBJECT = re.compile(
    r"\bfor (me|us|[A-Z][\w-]*'s|"
    r"[A-Z][\w'-]*(?=\s*(?:[,.;:!?]|$|(?:from|now|going|has|had|is|was)\b)))"
    # "Don't use +49 ... for Fernanda any more" (not "isn't working for Zeiss any more")
    r"|\b(?:use|using|send|sending|text|call|ring)\b[^.;]{0,200}?\bfor ([A-Z][\w'-]*) any ?more\b"
)
# a service that stops for someone names whom it was for: "Maisie isn't babysitting for Wanjiru
# any more" (Wanjiru's babysitter; not "isn't working for Siemens any more": an employer)
_SERVICE_STOPPED = re.compile(
    r"\b(?:isn't|is not|aren't|are not|wasn't|no longer)\s+(?:\w+\s+)?"
    r"(?!(?:work|play|vot|wait|ask|shop|look|go|com|liv|stay|speak|run|sing|read|train)ing\b)"
    r"[a-z]+ing\s+for\s+(me|us|[A-Z][\w-]*)\s+(?:any ?more|now)\b"
)
# being moved onto someone's team changes whom one reports to, not where one lives
_TEAM_OF = re.compile(r"\b(?:to|joined|onto|on|in) [A-Z][\w-]*'s team\b")
# whom one works under, and a role "of" its owner: "At work I am under Nour Khalil", "Tobias
# Wagner is now the boss of me"
_UNDER = re.compile(r"\b(?:work(?:s|ing)?|am|is|are|'m|'s|'re) (?:now )?under (?-i:[A-Z])")
_ROLE_OF = re.compile(
    r"\b(?:is|are|was)(?: now)? (?:the |my |his |her )?(?:new )?(?:boss|manager|line manager) of "
    r"(me|us|(?-i:[A-Z][\w-]*))\b"
)
# bounded parts, from the start of a token: linear in the text (the unbounded form took a second
# on a 20,000-character token with no "@", such as a pasted base64 blob)
_EMAIL = re.compile(r"(?<![\w.+-])[\w.+-]{1,64}@[\w-]{1,63}(?:\.[\w-]{1,63})+")
# the least cosine for the structural fallback of :func:`supersedes` (an older value statement
# naming a known attribute, a newer change-worded one naming none); chosen by leave-one-
# phrasing-out on the tune half of benchmarks/data/updates.jsonl
# (python -m benchmarks.update_pairs --lopo)
ONE_SIDED_MIN_COSINE = 0.46
# a leading adverbial clause before the subject: "Since March, home for Ana has been Porto",
# "As of Monday, Ana works for Ericsson", "After the reorg, Bea is Marcus's manager"
_LEAD_CLAUSE = re.compile(
    r"^(?:since|as of|as from|after|following|from|starting|beginning|effective|once|when|"
    r"until|in|on|at|by|with)\b[^,;:]{0,60}[,;:]\s+",
    re.I,
)
# or a time without a comma: "Since January I have been keto", "As of Monday Ana works..."
_LEAD_TIME = re.compile(
    r"^(?:since|as of|as from|from|starting|beginning)\s+(?:the\s+)?(?:january|february|march|"
    rf"april|may|june|july|august|september|october|november|december|{_DAYS}|"
    r"today|yesterday|(?:last|this|next)\s+\w+|"
    r"\d[\w/.-]*(?:\s+(?-i:[a-z]+))?)\s+",  # "the 3rd of", not "the 26th Oskar"
    re.I,
)
# a speaker's main clause inside what looked like a lead: "After months of interviews I've signed
# with Shopify, last day at John Lewis was Friday." (not "When I moved, ...")
_OWN_CLAUSE = re.compile(r"\b(?:I(?:'ve|'m| have| am)|we(?:'ve|'re| have| are))\s")
# or a named subject's, after a time: "From this month Joaquín is working for X, he left Y."
# (where the message has no first person: "Since Tuesday Tom has my old desk, I moved ...")
_NAMED_CLAUSE = re.compile(r"(?-i:[A-Z][\w'-]*)(?: (?-i:[A-Z][\w'-]*))? (?:is|are|was|has|have)\b")
_FIRST_PERSON = re.compile(r"\b(?:I|I'm|I've|I'd|me|my|mine|we|we're|we've|us|our)\b", re.I)
# what is left of a sentence when the clause before its comma was no lead: "not Stems."
_FRAGMENT = re.compile(r"^(?:(?:not|no|instead)\b|\S+(?:\s+\S+)?\s*$)", re.I)


def _main_clause(core: str) -> str:
    """``core`` without its leading adverbial clause, if it has one; where the clause up to the
    first comma leaves only a fragment ("Since the 26th Oskar gets his flowers from Stems, not
    Bloom."), the lead is the time alone; a clause with the speaker's own verb ("After months
    of interviews I've signed with Shopify, ...") is no lead, up to that verb's subject, nor is
    a named subject's after a time ("From this month Joaquín is working for X, he left Y.")."""
    lead = _LEAD_CLAUSE.match(core)
    rest = core[lead.end() :] if lead else ""
    mine = _OWN_CLAUSE.search(lead.group(0)) if lead is not None else None
    time = _LEAD_TIME.match(core) if lead is not None and mine is None else None
    if (
        time is not None
        and _NAMED_CLAUSE.match(core, time.end())
        and not _FIRST_PERSON.search(core)  # "Since Tuesday Tom has my old desk, I moved to ..."
    ):
        return core[time.end() :]
    if lead is None or mine is not None or _FRAGMENT.match(rest):
        time = _LEAD_TIME.match(core)
        if time is not None:
            rest = core[time.end() :]
        elif mine is not None:  # "After months of interviews I've signed with Shopify, ..."
            rest = core[mine.start() :]
        elif lead is None:
            rest = core
    return rest or core


# leaving a value behind: "no longer at Deloitte", "ditched the Golf", "gave up on Dutch"
_DEPART = re.compile(
    r"\b(?:no longer|anymore|any more|no more|stopped|left|ditched|dropped|gave up|quit|"
    r"handed (?:in )?(?:my|his|her|their|our) notice|"
    r"cancell?ed|swapped|traded|replaced|sold|broke up|split from|got out of|instead of|forget)\b",
    re.I,
)
# a cleft sentence names the value first and the subject after who/that
# ("it's funny that ..." is no cleft: the value is a name or a number)
_CLEFT = re.compile(
    r"(?:^|,\s*)[Ii]t(?:'s| is| was)\s+(?:the\s+)?(?=[A-Z\d])[^,;:]+?\s+(?:who|whom|that|where)\s+"
    r"(.+)$"
)
_FIRST_VALUE = re.compile(
    r"\s*((?:[A-Z][\w'-]*\s+){0,2}[A-Z][\w'-]*)\s+(?:is|are|was|were|took over|stepped in|"
    # "Dóra became Iolo's manager this week"
    r"has taken over|(?:just |now |has )?became (?=[A-Z][\w-]*'s\b|my\b|our\b))\b"
)
# verbs in the past that do not end in -ed, which open a sentence whose subject conversation
# leaves out ("Gave up on Dutch", "Got a Kia!") or follow a name that is the subject
_PAST = words_of(
    "had got went took made left met ran saw sold bought drove found gave kept began became came "
    "thought told said knew felt paid put set spent sent won lost led held brought built broke "
    "cut fell flew grew hit let meant quit read rode sat spoke stood swam taught wore wrote ate "
    "chose drew forgot hung heard sang rang drank threw caught fought slept woke shot fed lent "
    "hid hurt laid lay rose shook shut stole stuck swept tore understood blew bent fled froze "
    "spread split learnt dreamt"
)
_PAST_ALT = "|".join(sorted(_PAST))
# what follows a sentence-initial name that is the subject: a verb, an adverb, "and", or its
# surname ("Ana moved", "Ana finally made it", "Ana and Idris", "Bea Lindqvist left"); a
# capitalised first word followed by anything else is a verb or a label ("New number: ...",
# "Personal address from now on: ...")
_SUBJECT_NEXT = re.compile(
    r"^(?:[A-Z]|[a-z]*[a-rt-z]s\b|[a-z]+(?:ed|ly)\b|(?:am|are|were|be|been|have|do|did|can|"
    r"could|will|would|shall|should|may|might|must|now|just|still|also|never|already|soon|"
    rf"really|too|test|and|or|&|{_PAST_ALT})\b|[a-z]+n't\b|'(?:s|re|ll|d|ve|m)\b)"
)
# what follows a first word in -ed or -ing that is a name, not a verb: "Ted moved", "Ming is"
_NAME_VERB = re.compile(
    rf"^(?:[a-z]+ed\b|(?:is|was|has|had|am|are|were|does|did|can|could|will|would|should|must|"
    rf"and|just|now|still|also|never|already|{_PAST_ALT})\b|[a-z]+n't\b|'s\b)"
)
# what follows a capitalised first word that is a plural noun, not a name: a plural verb ("Films
# are always at the Regal for me", "Flowers always come from ..."); a name takes "is", "comes"
_PLURAL_NEXT = re.compile(
    r"^(?:(?:are|were|have|do)(?:n't)?\b|(?:always|usually|normally|mostly|often|generally)\s+"
    rf"(?!(?:can|could|will|would|should|must|may|might|{_PAST_ALT})\b)[a-z]+[a-rt-z]\b(?<!ed))"
)
_ORDINAL = re.compile(r"\d{1,2}(?:st|nd|rd|th),?")
# the new value as the subject of taking over: "Ines has taken over the babysitting from
# Bethany, for my lot"; whose it is follows "for" or "as", if anyone's
_TOOK_OVER = re.compile(r"^(?:[A-Z][\w'-]*\s+){1,3}(?:has\s+|had\s+|'s\s+)?(?:taken|took)\s+over\b")
_TOOK_OVER_TEAM = re.compile(
    r"\b(?:taken|took|taking) over (?:as )?(?:(?-i:([A-Z][\w-]*))'s|my|our) (?:team|group|squad|"
    r"department|unit|manager|boss|line manager)\b",
    re.I,
)
_FOR_OWNER = re.compile(r"\b(?:for|as)\s+(?:(me|us|my|our)|([A-Z][\w-]*))\b")
# what follows a later capitalised word that is not the subject: "No more Tallinn for me",
# "Forget 650 EUR", "got a Kia Niro"
_OBJECT_NEXT = re.compile(
    r"^(?:\d|(?:for|on|in|at|to|of|with|from|into|onto|up|out|off|about|by|over|instead)\b)"
)
# whose role someone takes or leaves: "Sanna stepped in as Leilani's manager", "Bea isn't
# Arjun's boss any more"
_STEPPED_IN = re.compile(
    r"\b(?:isn't|is no longer|wasn't|became|stepped in as|took over as|is now)\s+"
    r"(?:(my|our)|([A-Z][\w-]*)'s)\s+(?:new\s+)?(?:boss|manager|partner|gp|doctor|landlord)\b"
)
# a name with the speaker is the speaker's: "Idris and I are together"
_AND_ME = re.compile(r"^\s*and (?:I|me)\b")
# the clauses after the first, for a subject the first one lacks ("Forget 650 EUR for the bike,
# I can only spend 1,200 EUR")
_CLAUSE = re.compile(
    r"([,;:]\s+|\s+(?:and|so|but|then)\s+|\s+[-\u2013\u2014]\s+|"
    # a sentence's end ("Not at Saltmarsh Design anymore. Youssef's at Rakuten now."; not "Dr.")
    r"(?<=[a-z0-9])(?<!\b[DM]r)(?<!\bMrs)(?<!\bMs)(?<!\bSt)(?<!\bProf)[.!]\s+(?=[A-Z]))"
)
# a sentence whose first clause has no subject: it opens with a verb ("Ditched the Golf",
# "Gave up on Dutch")
_NO_SUBJECT = re.compile(
    # (after an adverb: "finally got a Moto G84", "FINALLY sorted the holiday budget")
    rf"^(?:(?:finally|just|already|officially)\s+)?"
    rf"(?:[a-z]+ed\s+(?:the|a|an|my|our|to|from|up|out|off|on|over|in|at|into|with|back|"
    rf"(?-i:[A-Z\d]))|(?:{_PAST_ALT}|no more)\b)",
    re.I,
)
# a short label before a colon, for a change ("New number: 555-0184", "Laptop situation: a
# MacBook now"; not "Note 7: likes kayak number 17")
_LABEL = re.compile(r"^[^:,.;!?]{1,50}:(?=\s|$)")
# whom a label is addressed about: "Mariam, new garden budget: 4.2 lakh."
_VOCATIVE = re.compile(r"^([A-Z][\w'-]*),\s+")
# a turn to another topic: what follows is the statement ("Bins got missed again; anyway, ...")
_TOPIC_TURN = re.compile(
    r"[;,.!]\s+(?:anyway|anyhow|but anyway|oh,? and|also|btw|by the way|in other news)[,:]?\s+",
    re.I,
)
# a question the speaker asks and answers at once: "Should I give you Paola's new area? It's
# Penang.", "did I send my updated mobile? +44 7700 900570, just in case"
_ASKED_THEN = re.compile(r"^[^?]*\?\s+(?=\S)")
# (and the courtesy after its answer)
_JUST_IN_CASE = re.compile(r",?\s+just in case\W*$")
_ASKED_OWNER = re.compile(r"\b([A-Z][\w-]*)'s\b(?![^?]*\b(?:my|our)\b)(?=[^?]*\?)")
# news passed on by someone: what follows is the statement ("My cousin told me Eilidh picked
# up a Kia Niro", "Heard from Priya that Malia has a Hibs season ticket", "According to Mei,
# Lucía's new partner is Abena"); the one who passes it on is neither its subject nor a value
_REPORTED = re.compile(
    r"^(?:[^.;:!?]*?\b(?:told me|tells me|says|said|mentioned|reckons|"
    r"(?i:heard) (?:from|through) [^.;:!?]+? that|(?:been )?telling [^.;:!?]{1,40}? that|"
    r"(?:been )?telling (?:everyone|everybody|people|the whole [a-z]+)|"
    r"(?i:got) (?:a )?(?:text|message|call|email|voice note) from [^.;:!?,]{1,40}?[:,]|"
    # (and with no "got": "Email from Ana: she's moved to Leeds")
    r"(?i:(?:an? )?(?:text|message|email|e-mail|voice note|whatsapp)) from [^.;:!?,]{1,40}?:)|"
    r"(?i:according to) [^.;:!?,]+,|(?i:heard))\s+(?:that\s+)?"
    r"(?=[A-Z]|(?:my|our|i|i'm|i've|we|we're|we've|he|she|he's|she's)\b)"
)
# whom a pronoun after the report's frame means: "Heard through Dmitri's sister that he's ...",
# "Got a text from Hana: she's with Beth now"
_FRAME_OWNER = re.compile(
    rf"\b([A-Z][\w-]*)'s (?:{_RELATION_ALT})\b|\bfrom ([A-Z][\w-]*)\b(?![^:,]*'s\b)"
)
_PRONOUN_LEAD = re.compile(r"(?:he|she)(?:'s|\b)", re.I)
# someone's new value, not a new relation of theirs ("Ana's new flatmate")
_NEW_OF = re.compile(
    rf"\b([A-Z][\w-]*)'s (?:new|latest|current)\b"
    rf"(?! (?:{_KIN_ALT})\b)"
)
_SENDER_PRONOUN = re.compile(rf"\b{_PRONOUN_LEAD.pattern}", re.I)  # anywhere, as a word
_QUOTED = re.compile(
    r"(?i:got) (?:a )?(?:text|message|whatsapp|email|voice note) from ([A-Z][\w-]*):\s+(?=\S)"
)
# a named person's relation: "Niamh Kelly's uncle"
_NAMED_RELATION = re.compile(rf"^[A-Z][\w-]*(?: [A-Z][\w-]*)?'s\s+(?:{_RELATION_ALT})\b")
# a request to the assistant, then a statement that says whose it is
_REQUEST_THEN = re.compile(r"^(?:can|could|would|will) you\b[^?]*\?\s+(?=\S)", re.I)
# a reminder or a note of a fact: "Remind me to tell the bank my new address is in Kendal",
# "Please add a note that Rhys's mobile is now ..."
_NOTED = re.compile(
    r"^(?:please\s+)?(?:(?:can|could) you\s+)?(?:remind me (?:that|to tell [^.;:!?]{1,40}?"
    r"(?:\s+that)?)|(?:add|make) a note that|note (?:down )?that|"
    # a formal notice: "I wish to inform you that ...", "This is to confirm that ..."
    r"(?:I|we) (?:wish|would like) to (?:inform|advise|notify) (?:you )?that|"
    r"this is to (?:confirm|inform you|advise you|notify you) that|(?:kindly )?note that|"
    r"(?:I|we) (?:can )?confirm that|(?:please )?be advised that)\s+"
    r"(?=[A-Z]|(?:my|our|i|i'm|i've|we)\b)",
    re.I,
)
# a reminder of a task, not of a fact: "Please remind me to send my sister a card at her new
# place", "Remind me to ring Rhys's brother on his new number"
_TASK = re.compile(
    r"^(?:please\s+)?(?:(?:can|could) you\s+)?remind me to (?!tell\b|update\b|change\b|note\b|"
    r"give\b)[^,;.!?]*",
    re.I,
)
# what is said of someone as a might-be: "My mate says I'd fit right in there"
_MODAL_NEXT = re.compile(
    r"[\w'-]+(?:\s+[A-Z][\w'-]*)?(?:'d|\s+(?:would|should|could|might|ought))\b", re.I
)
_NOT_SUBJECTS = words_of(
    "it that this there here what he she they one let anyone someone everyone nobody everybody "
    "somebody anybody"
)
# capitalised words that open a sentence without naming anyone: "Evenings are usually Max for
# Greta", "Most mornings now, the 7:40 train is how I get in", "ngl Curzon is where i watch"
_NOT_NAMES = words_of(
    "mornings evenings nights afternoons weekends weekdays days most many some every each "
    "lately usually always often sometimes ngl lol tbh imo btw should shall does must "
    "yesterday tonight tomorrow here's "
    # a subordinator opens a clause, it is no part of a name: "If Paola ever moves again ..."
    "if when once whether unless until although though because "
    # an instruction to the assistant opens with its verb: "Set Omar as my emergency contact"
    "set save add put send change remind note find check book call ring email text remember "
    "show list mark"
)
# a pseudo-cleft names the value first and the subject after where/what/how: "Max is what
# I've got for films", "the 7:40 train is how I get into the office"
_PSEUDO_CLEFT = re.compile(
    r"(?:^|,\s*)[^,;:]+?\s+(?:is|are|was|were)\s+(?:where|what|how|who|whom)\s+(.+)$", re.I
)
# a value first and its owner in a clause after "the one who": "Dora from the corner house is
# the one who looks after my two" (the speaker's babysitter; "Kemi is the one who moved to
# Leeds" names no owner there, so Kemi is the subject)
_ONE_WHO = re.compile(
    r"^([^,;:]+?)\s+(?:(?:is|are|was|were)\s+the\s+(?:one|ones|person|people|guy|lady|woman|man|"
    r"place|lot)\s+|[—–-]+\s+that's\s+)(?:who|that|whom|where)\s+(.+)$"
)
# what follows a word that makes it a clause's subject: a verb ("Ana moved", "Ana is")
_VERB_NEXT = re.compile(
    r"^(?:[a-z]+ed\b|[a-z]*[a-rt-z]s\b|(?:am|are|were|be|been|have|do|did|can|could|will|"
    rf"would|shall|should|may|might|must|{_PAST_ALT})\b|[a-z]+n't\b|'(?:s|re|ll|d|ve|m)\b)"
)
# a verb in what would be a label: not a plural noun ("Big news:"), but "has", "moved"
_LABEL_VERB = re.compile(
    r"^(?:[a-z]+ed|is|was|has|does|am|are|were|have|had|do|did|can|could|will|would|should|"
    rf"must|{_PAST_ALT}|[a-z]+n't)$"
)
_CURRENT = re.compile(r"\b(?:current|currently|latest|present)\b", re.I)
# how to reach someone: "You can email Pat at pat@x.com", "You can reach me on 555-0143"
_YOU_CAN_REACH = re.compile(
    r"^[Yy]ou can (?:email|e-mail|reach|call|text|contact|ring|message|phone) "
    r"(me|us|[A-Z][\w-]*)\b"
)
# an employer that took one on: "Revolut gave the job to me", "Arup hired Nadia"
_GAVE_ME = re.compile(
    r"^(?:[A-Z][\w&.'-]*\s+){1,3}(?:gave (?:the|a|this) (?:job|role|position|post) to|"
    r"(?:has |have )?(?:hired|took on|taken on)) (me|us|(?-i:[A-Z][\w-]*))\b"
)
# a firm's name doing its service to someone's thing: "Aviva insures my car", "Knight Frank have
# been managing my flat", "Octopus supplies Ana's gas", "Ravi manages me now", "Moore & Webb
# looks after my books", "Nanette babysits for me" (whose the thing is, or whom it is done to
# or for, is the subject; not "Ana works for my dad", "Ana looks for a flat")
_SERVES = re.compile(
    # (a pronoun serves no one: "I was Mateo's plus-one" is mine)
    r"^(?!(?:I|We|You|He|She|They)\s)((?:(?:[A-Z][\w&.'-]*|&)\s+){1,4})"
    r"(?:(?:has|have) been [a-z]+ing|"
    r"(?!(?:works|plays|votes|waits|asks|cares|falls|pays|shops|looks|goes|comes|lives|stands|"
    r"speaks|runs|sings|cooks|reads)\s+for\b)[a-z]+[a-rt-z]s)"
    r"(?:\s+(?:after|over|out|for))?\s+"
    r"(?:(my (?=[a-z])|our (?=[a-z])|me\b|us\b)|([A-Z][\w-]*)'s (?=[a-z]))"
)
# someone who leaves a role, as the first clause: the change that follows is someone else's
_GONE = re.compile(
    r"^[A-Z][\w'-]*(?: [A-Z][\w'-]*)? (?:has |had )?(?:left|retired|quit|resigned|stepped down|"
    r"moved on|went on (?:maternity |paternity |parental )?leave)\b"
    r"(?:(?! (?:and|so|but|then)\b)[^,;.\u2013\u2014])*[,;\u2013\u2014]?"
)
# what joins the clause after someone leaves: ", so", "and now"
_THEN = re.compile(r"^[\s,;]*(?:(?:and|so|then|now|finally|just)\b[\s,]*)*")
# the speaker's value named by what a relation did: "My brother handed down his MacBook Air, so
# that's what I'm using now" (not "My sister moved to Boston, that's where I want to live")
_WHAT_I_USE = re.compile(
    r"\b(?:that's|that is|it's|it is|which is) (?:what|where|who) (?:I|i|we)\b[^.;]*?"
    r"\b(?:now|these days|every day|everywhere)\b"
)
# what a relation does that puts its owner onto a value: "put me on", "gave her", "signed him up"
_CAUSATIVE = words_of(
    "put puts gave gives got gets signed signs talked talks moved moves switched switches "
    "surprised surprises persuaded convinced enrolled enrols enrolls registered registers "
    "transferred bought buys"
)
# someone putting a named one onto a value: "The vet moved Biscuit onto a grain-free food"
_PUT_ONTO = re.compile(
    rf"^(?:[Tt]he|[Aa]n?|[Mm]y|[Oo]ur|[Hh]is|[Hh]er|[Tt]heir)\s+(?:[a-z]+\s+){{0,2}}(?:has |had )?"
    rf"(?:{'|'.join(sorted(_CAUSATIVE))})\s+([A-Z][\w-]*)\b(?!['\u2019])"
)
# whose home a service is at: "Plumbing jobs at Hiroshi's place are being done by ..."
_AT_HOME = re.compile(
    r"^(?:at|in|for|round)\s+(?:(my|our)|([A-Z][\w-]*)'s)\s+(?:place|house|flat|home|apartment)\b"
)
_FOR_ME = re.compile(r"\bfor (?:me|us)\b")
# a name first in chat typed in lower case, then its verb: "chiamaka lives in clapham now"
_LOWER_NAME_FIRST = re.compile(
    r"^([a-z][a-z-]*)\s+(?:just\s+|finally\s+|now\s+)?(?:lives|moved|movd|works|started|joined|"
    r"switched|left|quit|drives|bought|sold|said|says|uses|got|traded|changed|reports|plays|"
    r"is seeing|is dating|and [a-z][a-z-]* (?:broke up|split)|"
    # "sofia is w/ kestrel labs now", "rania ditched fulham 4 feyenoord", "kwame has a mazda"
    r"is (?:w/ |with|on|at|in|out of|back|finally|just|now|already|officially|done|[a-z-]+ now|"
    rf"[a-z]+ing|{'|'.join(sorted(_DIET_NAMES))}|[\w.+-]+@)|"
    r"has (?:an?|been|gone|moved|left|switched|changed|got)|"
    r"dropped|ditched|supports|does|went|n [a-z][a-z-]* (?:broke up|split))\b"
)
# a lower-case name's attribute typed without the apostrophe: "farahs new num is ...",
# "yasmins email is ..."
# (a role is its owner's attribute: "callum's manager is minh now" is Callum's)
_LOWER_RELATION = re.compile(
    rf"^([a-z][a-z-]*)'s ({_KIN_ALT})\b"
    r"(?! is [a-z][a-z-]*\s*(?:[,.!?]|$))"  # ("chiara's dad is minh": Chiara's)
)
_LOWER_OWNER = re.compile(
    r"^([a-z][\w-]*[a-rt-z\u00e0-\u00ff])s\s+(?:new\s+|current\s+)?(?:email|e-mail|number|num|"
    r"phone|mobile|boss|manager|car|team|budget|address|diet|partner|girlfriend|boyfriend|"
    r"wife|husband|club|flat|place)\b"
)
# a partner who is the subject of the sentence: "Niamh asked me out and now we're together",
# "Noor moved in with me last month" (the speaker's partner, the name the value)
_WITH_ME = re.compile(
    r"^([A-Z][\w'-]*)\s+(?:has\s+|had\s+|just\s+|finally\s+)?(?:asked me out|moved in with me|"
    r"proposed to me)\b"
)
# an agent left unnamed: "They've moved Aiko to bay 14", "lol they moved aiko to the spot
# behind the co-op" (a name in lower case only where the whole message is)
_THEY_MOVED = re.compile(
    rf"^(?:(?:lol|omg|ugh|so|well|ok|okay|right)[,!]?\s+)?[Tt]hey(?:'ve|\s+have|\s+had)?\s+"
    rf"(?:{'|'.join(sorted(_CAUSATIVE))})\s+([A-Za-z][\w-]*)\s+(?:on|onto|to|into|over)\b"
)
# where a person is from, after the name: "Chidi from my running club", "Ingrid from work"
_FROM_GROUP = re.compile(r"from (?:my|our|the|work|uni|school|church|[A-Z][\w-]*'s)\b")
_PLACE_PREPOSITIONS = words_of("on in at with from off into onto over under away")
_DETERMINERS = words_of("a an the this that these those his her their its your some any")


# "new <attribute> is": "my new cleaner is zuzana", "new landlord is Gareth"
_NEW_ATTRIBUTE_IS = r"new\s+(?:[a-z]+\s+){1,2}is\s+(?:an?\s+)?"
_TEXTED_FOR = re.compile(r"(?<=[a-z]) 4 (?=[a-z])")
# what chat ends a clause with
_CHAT_TAIL = (
    r"lol|tbh|innit|ngl|haha|now|instead|from now on|these days|btw|rn|too|again|already|"
    r"lately|finally|tho|though|for good|apparently"
)
_LOWER_VALUE = re.compile(
    r"(?:\b(?:switched|moved|movd|changed|swapped|gone|going|signed up|joined)\s+(?:over\s+)?"
    r"(?:to|2|at|with)\s+|\b(?:lives|living|based|settled)\s+in\s+|\bnow:\s+|"
    # "hes seeing zoe now lol", "im in bristol now", "my manager is anja now"
    r"\b(?:seeing|dating)\s+|\b(?:i'm|im|he's|hes|she's|shes|they're|theyre)\s+in\s+|"
    r"\b(?:my|[a-z][a-z-]*'s)\s+(?:manager|boss|partner|girlfriend|boyfriend|team|club)\s+is\s+|"
    # "my new cleaner is zuzana", "sooo my new cleaner is bright & shine"
    rf"\b{_NEW_ATTRIBUTE_IS})"
    r"([a-z][a-z0-9'-]+(?:\s+&\s+[a-z][a-z0-9'-]+)?)\b"
    # where the value ends the clause: not "going to bed at half eleven"
    r"(?=\s*(?:[,.!?;]|$|(?:lol|tbh|innit|ngl|haha|now|instead|from now on|these days)\b))"
)
# a value in a text message typed all in lower case, one or two words where texting puts one:
# "sofia is w/ kestrel labs now", "works @ larkspur bank", "left valencia 4 bilbao", "rania
# ditched fulham 4 feyenoord", "supports munster", "drives a vauxhall corsa now"
_TEXTED_VALUE = re.compile(
    r"(?:\b(?:switched|moved|movd|changed|swapped|gone|joined)\s+(?:over\s+)?(?:to|2)\s+|"
    r"\b(?:is|are|am|im|i'm|now)\s+w/\s+|\bworks?\s+(?:@|at|for)\s+|(?<=\s)@\s+|"
    r"\b(?:left|ditched|dropped)\s+(?=[a-z][a-z0-9'-]+\s+4\s)|(?<=[a-z])\s+4\s+|"
    r"\b(?:supports|drives an?|has an?)\s+(?!new\b))"
    r"(?!(?:the|a|an|my|his|her|their|our|new)\b)"
    r"([a-z][a-z0-9'-]+(?:\s+(?!" + _CHAT_TAIL + r")[a-z][a-z0-9'-]+)?)\b"
    r"(?=\s*(?:[,.!?;]|$|4\s|(?:" + _CHAT_TAIL + r")\b))"
)
# a make and model typed in lower case, in chat typed so: "lol ibrahim bought a kia niro"
_LOWER_MODEL = re.compile(
    r"\b(?:bought|got|getting|driving|drives|has|picked up|new\s+[a-z]+\s+is)\s+(?:a|an)\s+"
    r"(?:new\s+)?"
    r"([a-z][a-z0-9-]+)\s+([a-z0-9][a-z0-9-]+)(?:\s+(\d+))?"
    r"(?=\s*(?:[,.!?;]|$|(?:lol|now|btw|haha|tbh|ngl)\b))"
)
# a reason, then the change it caused: "Money's tight after the boiler broke, so I've cut ..."
_SO_THEN = re.compile(r",\s+so\s+(?=\S)")
# a name inside a clause with a verb of its own: "From one month Nour is gluten-free"
_INNER_SUBJECT = re.compile(
    r"(?<=[a-z,] )(?<!'s )(?<!the )(?<!The )(?<! at )(?<! in )(?<! to )(?<! for )(?<! with )"
    r"(?<! from )(?<! on )(?<! by )([A-Z][\w-]*)(?:'s)?\s+"
    r"(?:is|was|has|had|got|moved|switched|joined|started|works|lives|drives|supports|reports|"
    r"eats|uses)\b"
)
# how many later clauses are read for the change, and how much of each
_MAX_CLAUSES = 8
_CLAUSE_SPAN = 300
# where a later clause may start: "... so I'm using Rowlands now", "Long week. Maya's moved ..."
_THEN_CLAUSE = re.compile(r"\s+so\s+(?=\S)|;\s+|(?<=[.!])\s+(?=[A-Za-z])|,\s+(?:and|but|then)\s+")
# a lower-case name doing a service for the speaker: "omg bethany is babysitting for me now"
_LOWER_SERVES = re.compile(r"^\s*([a-z][a-z-]*)\s+(?:is|'s)\s+[a-z]+ing\s+for\s+(?:me|us)\b")
# a time's "'s" owns nothing: "the whole week's shop"
_TIME_OWNERS = words_of("day week month year weekend night morning evening today tonight")
# after a thing's "'s" that is "has" or "is": "the tap's been dripping", "the van's gone"
_HAS_NEXT = re.compile(r"(?:been|got|gone|just|always|never|not|still|getting|going)\b")


def _unrole(text: str) -> str:
    return _ROLE.sub("", text.strip())


# "new landlord is Gareth", with no owner: the speaker's, as "New number: 555-0184" is
_NEW_IS = re.compile(rf"^{_NEW_ATTRIBUTE_IS}", re.I)
# note-like messages: "new boss = Leif", "Ayesha = 612-555-0114" say "is"; "holiday budget ->
# $4,200" is a label
_EQUALS = re.compile(r"\s+=\s+")
_ARROW = re.compile(r"\s*(?:->|\u2192)\s*")


def _clean(text: str) -> str:
    text = _ARROW.sub(": ", _EQUALS.sub(" is ", _unrole(text)))
    return _LEAD.sub("", text).strip()


_HERE = re.compile(
    r"^(?:[\w'&.-]+ ){0,4}(?:fan|supporter|follower|season[- ]ticket holder|regular|customer|"
    r"member|vegan|vegetarian)s? here\b",
    re.I,
)


_THATS_OWNER = re.compile(
    r"^[Tt]hat(?:'s| is) (?:(?:definitely|certainly|clearly) )?(?:not )?([A-Z][\w-]*)'s "
)
# a value said to be someone's, or their relation's: "Napoli is my team now", "x@y.com is
# Mateusz's cousin's address"
_IS_WHOSE = re.compile(
    r"^(?!(?:I|we|you|he|she|they) )"  # (a person: "I was Mateo's plus-one" is mine)
    r"(?:[\w' -]+?|[\w.+-]+@[\w.-]+) (?:is|are|was)(?:n't)? (?:(my|our)|([A-Z][\w-]*)'s) "
    rf"(?:((?i:{_RELATION_ALT}))'s )?"
)
# named as the speaker's relation on a form: "Jonah is named on the form as my partner"
_NAMED_AS = re.compile(
    r"[A-Z][\w-]*(?: [A-Z][\w-]*)? (?:is|was|'s) (?:named|listed|down|registered|put down)\b"
    r"[^.;!?]{0,40}? as (?:my|our)\b"
)
# whose requests a manager approves: "Leave requests for Kenji are approved by Sunita Rao"
_APPROVED_FOR = re.compile(
    r"(?:[A-Za-z]+ )?(?:requests|claims|timesheets|expenses|reviews|appraisals) (?:for|from|of) "
    r"(?:(?:my|our) (?:[a-z-]+ ){0,2})?([A-Z][\w-]*)(?: [A-Z][\w-]*)? (?:are|is|get|go|were) "
    r"(?:now )?(?:approved|signed off|handled|reviewed) by\b"
)
_SET_AS = re.compile(
    r"(?i:set|make|put|add|list|save|keep) (?:[A-Z][\w-]*)(?: [A-Z][\w-]*)? "
    r"(?:down )?as (?:my|our)\b"
)
_YOURS_TRULY = re.compile(r"(?:\w+,? )?(?i:yours truly)\b")
# what a relation saw at their owner's: "My flatmate says there's a Kia Niro on the drive now"
_SEEN_THERE = re.compile(
    rf"(?:([A-Z][\w-]*)'s|[Mm]y|[Oo]ur) (?:{_RELATION_ALT}) (?:says|said|reckons|mentioned) "
    r"(?:that )?there(?:'s| is| are)\b"
)
_THEIR_OWN = re.compile(r"\b(?:her|his|their|not mine)\b|\bit'?s (?:the |my )?[a-z]+'s\b", re.I)
# a riddle the next sentence answers: "lol guess who's on Nimbus now. Felix."
_GUESS_WHO = re.compile(r"(?i:\bguess who)(?:'s|\s)[^.!?]{1,200}[.!?]+\s+([A-Z][\w'-]*)[.!]")
# the speaker's view of a clause with a subject of its own
_I_THINK = re.compile(
    r"(?:(?:I|we) (?:think|guess|reckon|suppose|believe)|(?:[Dd]id|[Hh]ave) I (?:tell|told) you|"
    r"I (?:forgot to )?tell you)(?: that)? (?=\S)"
)
# whom a thing is named for in a relative clause: "The bloke off Checkatrade is the plumber Hamid
# always uses", "Vue is the cinema I go to"
_THE_ONE_USED = re.compile(
    r"^[\w' -]{1,80}? (?:is|are|was) the [a-z][\w-]* (?:(I|we)|([A-Z][\w-]*)) "
    r"(?:always |usually |still |now )?(?:[a-z]+s|use|see|go to|work for|report to)\b"
)


def _subject(text: str) -> str | None:
    """The speaker, a relation ("sister") or a name, read before the verb; ``None`` if unclear."""
    m = _APPROVED_FOR.match(text)
    if m and _could_name(m.group(1)):  # "Leave requests for Kenji are approved by Sunita Rao"
        return m.group(1).lower()
    if _SET_AS.match(text) or _YOURS_TRULY.match(text) or _NAMED_AS.match(text):
        # "Set Omar as my emergency contact" (mine, Omar the value), "So yours truly is now the
        # proud owner ...", "Jonah is named on the form as my partner"
        return "speaker"
    seen = _SEEN_THERE.match(text)
    if (
        seen
        and _CUE.search(text, seen.end(), seen.end() + _CLAUSE_SPAN)
        # (not at my relation's own: "My sister says there's a Kia on her drive now"; a
        # named owner's may be theirs: "Jonas's girlfriend says there's a scarf on his hook")
        and (seen.group(1) or not _THEIR_OWN.search(text, seen.end(), seen.end() + _CLAUSE_SPAN))
    ):
        # a change seen: "Lars's flatmate says there's a Man United flag on the wall now"
        return seen.group(1).lower() if seen.group(1) else "speaker"
    thought = _I_THINK.match(text)
    if thought and not _I_THINK.match(text, thought.end()):  # (one level: no deep recursion)
        # the clause opening with its own subject ("Did I tell you the hairdresser cut the fringe
        # way too short? Tragic" names no one)
        said = _opened_by(text[thought.end() :])
        if said is not None:  # "I think Ayesha's new relationship is official": Ayesha's
            return said
    if _HERE.match(text):  # "Huge Napoli fan here, for my sins": the speaker is one
        return "speaker"
    role_of = _ROLE_OF.search(text)
    if role_of:  # "Tobias Wagner is now the boss of me": mine
        who = role_of.group(1)
        return "speaker" if who.lower() in ("me", "us") else who.lower()
    m = _IS_WHOSE.match(text)
    if m:  # "Napoli is my team now", "Celtic is Diego's team now", "Wok Express isn't Ana's ..."
        whose = "speaker" if m.group(1) else m.group(2).lower()
        if m.group(3):  # "sparrowbirch@example.com is Mateusz's cousin's address": the cousin's
            return f"{whose}'s {m.group(3).lower()}" if whose != "speaker" else m.group(3).lower()
        return whose
    m = _THE_ONE_USED.match(text)
    if m and (m.group(1) or _could_name(m.group(2))):  # "X is the plumber Hamid always uses"
        return "speaker" if m.group(1) else m.group(2).lower()
    m = _THATS_OWNER.match(text)
    if m and _could_name(m.group(1)):  # "That's Lerato's current mobile.", "that's not Ana's ..."
        return m.group(1).lower()
    if text == text.lower():  # chat in lower case: "pizza pilgrims is aisha's new fave"
        m = _LOWER_RELATION.match(text)  # "chiara's dad went dairy-free": her dad's
        if m and _lower_could_name(m.group(1)):
            return f"{m.group(1)}'s {m.group(2)}"
        m = re.match(r"^[\w' -]+? (?:is|are|was)(?:n't)? ([a-z][\w-]*)'s ", text)
        if m and m.group(1) not in _NOT_SUBJECTS and not is_common_word(m.group(1)):
            return m.group(1)
        m = _LOWER_OWNER.match(text)  # "farahs new num is 0210023072": Farah's
        if m and _lower_could_name(m.group(1)):
            return m.group(1)
        m = _LOWER_NAME_FIRST.match(text)  # "deniz moved to harrogate lol": Deniz's
        if m and _lower_could_name(m.group(1)) and not _FOR_ME.search(text):
            return m.group(1)  # (not "bethany started babysitting for me": mine)
    m = _YOU_CAN_REACH.match(text)
    if m:  # "You can email Pat at ...": Pat's address, not the speaker's
        return "speaker" if m.group(1) in ("me", "us") else m.group(1).lower()
    m = _PUT_ONTO.match(text)
    if m and _could_name(m.group(1)):  # "The vet moved Biscuit onto a grain-free wet food"
        return m.group(1).lower()
    m = _WITH_ME.match(text)
    if m and _could_name(m.group(1)):  # "Niamh asked me out and now we're together": mine
        return "speaker"
    m = _THEY_MOVED.match(text)
    if m and (_could_name(m.group(1)) or (text == text.lower() and _lower_could_name(m.group(1)))):
        # "they moved aiko to bay 14": Aiko's bay ("they moved me to ..." is the speaker's)
        return m.group(1).lower()
    m = _GAVE_ME.match(text)
    if m:  # "Revolut gave the job to me, I started there last week": mine
        return "speaker" if m.group(1).lower() in ("me", "us") else m.group(1).lower()
    m = _SERVES.match(text)
    if m:  # "Aviva insures my car"
        return "speaker" if m.group(2) else m.group(3).lower()
    m = _STEPPED_IN.search(text)
    if m:  # "Bea left, and Sanna stepped in as Leilani's manager": Leilani's manager
        return "speaker" if m.group(1) else m.group(2).lower()
    m = _TOOK_OVER.match(text)
    if m:  # "Ines has taken over from Bethany, for Diego's lot": Diego's, not Ines's
        owner = _FOR_OWNER.search(text, m.end())
        if owner is None:
            return None
        return "speaker" if owner.group(1) else owner.group(2).lower()
    words = text.split()

    def next_two(i: int) -> str:
        return " ".join(words[i + 1 : i + 3])

    titled = False
    for i, raw in enumerate(words):
        w = raw.lower().strip(",.:;!?\"'()")
        if w in _TITLES or titled:  # "Dr. Alvarez" is whom one sees, not who speaks
            titled = w in _TITLES
            continue
        if w in _VERBISH:
            home = _AT_HOME.match(" ".join(words[i : i + 3]))
            if home:  # "Plumbing jobs at Hiroshi's place are done by ...": Hiroshi's
                return "speaker" if home.group(1) else home.group(2).lower()
            return None  # "Home is now Denver": the subject is not a person
        if w in ("my", "our") and i + 1 < len(words):
            rel, after = _relation_at(words, i + 1)
            names_role = _names_role(rel, words[after : after + 2]) or (
                # "My manager's Piotr now": "'s" is "is" and the role names its holder
                rel in _ROLES
                and words[after - 1].lower().endswith(("'s", "\u2019s"))
                and after < len(words)
                and _could_name(words[after].strip(",.;:!?"))
                and not words[after].endswith(("'s", "\u2019s"))
            )
            acts_on = _acts_on_owner(words[after : after + 3], ("me", "us")) or bool(
                _WHAT_I_USE.search(text)
            )
            if rel in _RELATION and not names_role and not acts_on:  # "My manager is Maya"
                named = words[after] if after < len(words) else ""
                if named.endswith(("'s", "\u2019s")) and _could_name(named[:-2]):
                    return named[:-2].lower()  # "My friend Kwame's team is Napoli": Kwame's
                surname = words[after + 1] if after + 1 < len(words) else ""
                if (
                    _could_name(named)
                    and named.isalpha()  # not "My flatmate Jonas, Mia's boyfriend, ..."
                    and surname.endswith(("'s", "\u2019s"))
                    and _could_name(surname[:-2])
                ):
                    rel2, _ = _relation_at(words, after + 2)
                    if rel2 in _RELATION and relation_kind(rel2) == "relation":
                        # "My old schoolfriend Ewan Campbell's colleague, Tess, ...": his colleague
                        return f"{named.lower()}'s {rel2}"
                    return named.lower()  # "My buddy Priya Iyer's work is ...": Priya's
                return rel
            return "speaker"  # and "My doctor put me on a strict schedule"
        if w in _SPEAKER or w in ("mine", "mine's"):  # "mine's +91 99713 70049 now"
            return "speaker"
        if w.endswith("'s") and raw[:1].islower() and w[:-2].replace("-", "").isalpha():
            if i + 1 < len(words) and _HAS_NEXT.match(words[i + 1]):
                det = i and words[i - 1].lower() in _DETERMINERS | {"my", "our"}
                if text == text.lower() and not det and _lower_could_name(w[:-2]):
                    return w[:-2]  # "felix's got a new email btw": Felix has
                return None  # "the kitchen tap's been dripping": "'s" is "has", a thing's
            if w[:-2] in _TIME_OWNERS:
                continue  # "the whole week's shop": a time's, no one's
            if w[:-2] in _NOT_SUBJECTS:  # "that is": whose it is follows, if anyone's
                nxt = words[i + 1] if i + 1 < len(words) else ""
                if nxt.endswith("'s") and nxt[:1].isupper():  # "that's Tariq's order"
                    return nxt[:-2].lower()
                return None
            return w[:-2]  # "The dentist's office number is ...": the dentist's, not mine
        name = raw.strip(",.:;!?\"'()").removesuffix("'s")
        if raw.endswith("'s") and i + 1 < len(words):  # "Pablo's roommate is paleo"
            rel, after = _relation_at(words, i + 1)
            names_role = _names_role(rel, words[after : after + 2])
            if rel in _RELATION and not names_role and name[:1].isupper():
                if _acts_on_owner(words[after : after + 3], ("her", "him", "them")):
                    return name.lower()  # "Chloe's dad gave her his VanMoof": Chloe's bike
                return f"{name.lower()}'s {rel}"
        if (  # "Nadia Rahman's brother is pescatarian": the brother's, as for "Nadia's brother"
            i + 2 < len(words)
            and raw == name  # not "Noah, Freya's son, ..." nor "Keisha? Jürgen's partner now"
            and _could_name(name)
            and words[i + 1].endswith("'s")
            and _could_name(words[i + 1][:-2])
        ):
            rel, after = _relation_at(words, i + 2)
            # a role is its owner's ("Gustavo Lima's partner, Rory, ...")
            if relation_kind(rel) == "relation" and not _acts_on_owner(
                words[after : after + 3], ("her", "him", "them")
            ):
                return f"{name.lower()}'s {rel}"
        if (
            _could_name(name)
            and not any(name.lower() in lex for lex in _GROUPS.values())
            and not (
                i == 0
                and (raw == name or next_two(i).split()[:1] in (["my"], ["the"], ["a"], ["our"]))
                # (a verb owns nothing: "Ahmed's car"; but "Red's my new favourite colour")
                and re.search(r"(?:ed|ing|ly)$", name)
                and not (re.search(r"(?:ed|ing)$", name) and _NAME_VERB.match(next_two(i)))
            )  # "Moved to Porto", "Finally ..."; but "Ted moved to Porto"
        ):
            rest = next_two(i)
            if _AND_ME.match(rest):
                return "speaker"
            prev = words[i - 1] if i else ""
            if (
                i
                and (
                    prev.lower() in _DETERMINERS
                    # "Finally ditched Stelios": the object of a verb whose subject is left out
                    or (i <= 2 and prev.endswith("ed") and len(prev) > 4 and prev.islower())
                    or prev.lower() in ("more", "than", "bye")  # "no more Disney+", "bye bye X"
                    # "the BMW 3 Series": one name, an object (not "Should Yusuf ...")
                    or (
                        prev[:1].isupper()
                        and prev.lower() not in _NOT_NAMES
                        # a sentence ended there ("... Stelios. Xin's using ..."; not "St.")
                        and not (prev[-1:] in ".!?" and len(prev) > 3)
                    )
                    # "the 3 Series"; but a date is no name's ("Since the 26th Oskar gets ...")
                    or (prev[:1].isdigit() and not _ORDINAL.fullmatch(prev))
                    or prev.endswith(":")  # "Favourite these days: Mama Ngozi's Kitchen"
                )
            ):
                continue
            if raw.endswith("'s"):
                return name.lower()
            if i == 0:
                if raw == name and _SUBJECT_NEXT.match(rest) and not _PLURAL_NEXT.match(rest):
                    return name.lower()
                if raw == name and _FROM_GROUP.match(rest):
                    return name.lower()  # "Chidi from my running club works at John Lewis"
            elif not _OBJECT_NEXT.match(rest):
                return name.lower()
    return None


def _relation_at(words: list[str], i: int) -> tuple[str, int]:
    """The relation word at ``words[i]``, or after one or two modifiers ("best friend",
    "running buddy", "old school friend"), and the position after it; the word at ``i`` where
    neither is.
    A modifier of when the relation held ("my old boss from Siemens", "my new landlord in
    Tallinn") speaks of the owner's own attribute, so it is no relation then."""
    rel = words[i].lower().strip(",.:;").removesuffix("'s")
    if rel in _RELATION:
        return rel, i + 1
    for k in (1, 2):  # (or two: "my old school friend", "my best uni mate")
        if i + k >= len(words) or not words[i + k - 1].isalpha():
            break
        nxt = words[i + k].lower().strip(",.:;").removesuffix("'s")
        if nxt in _RELATION:
            # "old" and "former" are when a role held ("my old boss") but how long a friendship
            # has lasted, or that it has ended ("my old school friend Tala", "my former
            # classmate Achieng"); the other words of when are always a role's
            held = rel in _WHEN_HELD and (rel not in ("old", "former") or nxt in _ROLES)
            return (rel, i + 1) if held else (nxt, i + k + 1)
    return rel, i + 1


def _acts_on_owner(after: list[str], objects: tuple[str, ...]) -> bool:
    """Whether a relation's verb puts its owner onto something: "(my doctor) put me on",
    "(Chloe's dad) gave her", "(my flatmate) talked me into", "(my manager) moved me onto"."""
    words = [w.lower().strip(",.;:!?") for w in after]
    if len(words) >= 3 and words[0] in ("has", "have", "had"):
        words = words[1:]  # "Elif's wife has got her going to bed at 10:30"
    return len(words) >= 2 and words[0] in _CAUSATIVE and words[1] in objects


def _names_role(rel: str, after: list[str]) -> bool:
    """Whether "my <rel> <after>" names who holds a role, an attribute of the owner ("My
    manager is Maya", "my partner is now Tom"), rather than what the role's holder does ("My
    partner is on weekend shifts", "my boss is moving to Leeds")."""
    if rel in _ROLES and after and after[0].lower().strip(",.;:!?") in ("changed", "switched"):
        return True  # "Sunniva's line manager changed": whom Sunniva reports to
    if rel not in _ROLES or len(after) < 1 or after[0].lower() not in ("is", "was"):
        return False
    nxt = after[1].lower().strip(",.:;!?") if len(after) > 1 else ""
    # (not what the holder is: "Luca's spouse is the registered keeper of a Volvo")
    lower = len(after) > 1 and after[1][:1].islower()  # ("is employed by": not "is Ted")
    return not (
        nxt in _PLACE_PREPOSITIONS
        or nxt.endswith("ing")
        or nxt in ("the", "a", "an")
        or (lower and nxt.endswith("ed"))
    )


def _label_of(main: str) -> tuple[str | None, str | None]:
    """A sentence that opens with a label (a short phrase with no verb, then a colon): the
    label, where a value follows it and the sentence is worded as a change ("New ISP:
    TalkTalk.", "Home internet: Vodafone now, finally.", "Current project: the checkout
    rewrite."; not "Note 7: likes kayak number 17"); or the clause after it, where that clause
    has its own subject ("Big news: Ana moved to Porto"). ``(None, None)`` otherwise."""
    m = _LABEL.match(main)
    words = m.group(0)[:-1].lower().split() if m else []
    if m is None or any(_LABEL_VERB.match(w) for w in words):
        return None, None  # "Ana finally moved: Porto", "Ana has a new team:" open with no label
    rest = main[m.end() :].strip()
    after = rest.split()
    if not after:
        return None, None
    first = after[0].strip(",.;!?")
    name = first.removesuffix("'s")
    named = _could_name(name) and (
        first != name or (len(after) > 1 and bool(_VERB_NEXT.match(after[1])))
    )
    owned = re.match(r"(?:[Mm]y|[Oo]ur|[A-Z][\w-]*'s)\s+[a-z]", main)
    if named and first != name and owned and _CUE.search(main):
        return m.group(0)[:-1], None  # "Chiara's stall now: Perry's Fruit & Veg": the value
    if named or first.lower() in _SPEAKER:
        return None, rest  # "Ana moved to Porto", "Ana's title is ...", "I moved to Porto"
    if _VERB_NEXT.match(first) or not (_CUE.search(main) or _CURRENT.search(main)):
        return None, None  # "Note 7: likes kayak number 17"
    return m.group(0)[:-1], None


def _label_subject(label: str) -> str:
    """Whose value a label introduces: the one it names ("New number for Ana", "Ana's new
    address"), else the speaker's ("New ISP", "My new number")."""
    m = _FOR_SUBJECT.search(label + ":")
    if m:
        who = (m.group(1) or m.group(2)).lower().removesuffix("'s")
        return "speaker" if who in ("me", "us") else who
    words = label.split()
    for i, raw in enumerate(words):
        name = raw.removesuffix("'s")
        if raw.endswith("'s") and _could_name(name):
            return name.lower()
        if raw.endswith("'s") and i and words[i - 1].lower() in ("my", "our"):
            rel = name.lower()
            rest = {w.lower() for w in words[i + 1 :]}
            if rel in _RELATION and not rest & {"and", "my", "our", "spare", "old"}:
                return rel  # "My cousin's new number: ...": the cousin's
    return "speaker"


def _lower_could_name(word: str) -> bool:
    """A first word of chat typed in lower case that may be a name: none of the words a
    sentence opens with, a pronoun, a relation, a function word or an attribute's word."""
    return (
        word.replace("-", "").isalpha()  # "min-jun"
        and len(word) > 2
        and not is_common_word(word)
        and word not in _SPEAKER
        and word not in _NOT_SUBJECTS
        and word not in _NOT_NAMES
        and word not in _NOT_VALUES
        and word not in _RELATION
        and word not in _STOP
        and word not in _VERBISH
        and not any(word in lex for lex in _GROUPS.values())
    )


def _could_name(word: str) -> bool:
    """A capitalised word that is not a common one, a month, a currency or a time word."""
    return (
        word[:1].isupper()
        and not word.lower().endswith("-wise")  # "Food-wise Seo-yeon is gluten-free"
        and not any(ch.isdigit() for ch in word)  # "S23", "G84": a model, not a person
        and not is_common_word(word)
        and word.lower() not in _NOT_VALUES
        and word.lower() not in _NOT_NAMES
    )


def _subject_of_clauses(main: str) -> str | None:
    """The subject of a sentence whose first clause names none: that of a later clause ("Forget
    650 EUR for the bike, I can only spend 1,200 EUR": the speaker), else the speaker when the
    sentence leaves its subject out ("Ditched the Golf, got a Kia!", "New number: 555-0184") or
    speaks of the speaker ("The budget for my trip is 900 EUR"); ``None`` otherwise ("A friend
    of Ana's spent 6,000 EUR")."""
    parts = _CLAUSE.split(main)  # clause, delimiter, clause, ...
    for delimiter, clause in zip(parts[1::2], parts[2::2], strict=True):
        who = _subject(clause.strip())
        if delimiter.startswith(":") and who not in (None, "speaker"):
            first = clause.split(None, 2)
            if len(first) < 2 or not re.match(r"[a-z]", first[1]):
                continue  # what follows a colon is the value: "New favourite: Mama Ngozi's"
        if who is not None and who not in _NOT_SUBJECTS:
            return who
    if (
        _NO_SUBJECT.match(main)
        or (_LABEL.match(main) and _CUE.search(main))
        or _NEW_IS.match(main)  # "new landlord is Gareth": the speaker's, as "New number: ..."
        or _SPEAKER & frozenset(re.findall(r"[a-z']+", main.lower()))
    ):
        return "speaker"
    words = main.split()
    opener = 0  # where the clause of each word starts
    for i, raw in enumerate(words[1:], 1):  # "... starts on a latte the moment Hana walks in"
        if words[i - 1][-1:] in ".!?,;:":
            opener = i
        name = raw.strip(",.:;!?\"'()")
        if (
            name == raw
            # a name in a cleft is its value: "It's Tomasz's daughter Ola now."
            and words[opener].lower() not in ("it's", "its", "that's")
            # a place's name is no subject: "they land at Lloyds Pharmacy now"
            and words[i - 1].lower() not in _PLACE_PREPOSITIONS
            and not (words[i - 1][:1].isupper() and i - 1 != opener)  # "Lloyds Pharmacy"
            and not raw.endswith(("'s", "’s"))
            and _could_name(name)
            and words[i - 1].lower() not in _DETERMINERS
            and _SUBJECT_NEXT.match(" ".join(words[i + 1 : i + 3]))
        ):
            return name.lower()
    return None


def _values(text: str, *, fragment: bool = False) -> frozenset[str]:
    emails = _EMAIL.findall(text.lower())
    rest = _EMAIL.sub(" ", text)  # "k.mbeki@proton.me" is one value, not "k" and "mbeki"
    rest = _DATE.sub(" ", rest)  # "Since 19 February": when, not what
    rest = _TITLE_DOT.sub(r"\1 ", rest)  # "Dr. Alvarez": the name is no sentence start
    # (texting's "4" is "for": "left valencia 4 bilbao")
    numeric = _TEXTED_FOR.sub(" ", rest) if rest == rest.lower() else rest
    out = {n.replace(",", "").rstrip(".") for n in _NUM.findall(numeric)}
    for m in _CAP.finditer(rest):
        w = m.group(0).lower().removesuffix("'s")
        if w not in _NOT_VALUES and not w.endswith("-wise"):  # "Food-wise": how, not what
            out.add(w)
    # a sentence-initial name is a value only as the subject of "is": "Napoli is my team now"
    # (not "Finding a community meant a lot": a capitalised first word is not a name)
    first = re.match(r"\s*([A-Z][\w'-]*)", rest) if fragment else _FIRST_VALUE.match(rest)
    lead = first.group(1).split()[0] if first else ""
    if first and not is_common_word(lead) and not lead.endswith("-wise"):
        for word in first.group(1).split():  # "Ravi Shah is my boss now"
            w = word.lower().removesuffix("'s")
            if w not in _NOT_VALUES and w not in _NOT_NAMES:
                out.add(w)
    # a brand typed in lower case where a change or a label puts a value: "switched to lebara
    # lol", "Hamid's cinema now: cineworld"; a word outside the common-word list, which is
    # short ("bed" is not in it), hence the clause-end guard in _LOWER_VALUE
    lowered = [m.group(1).removesuffix("'s") for m in _LOWER_VALUE.finditer(rest)]
    if rest == rest.lower():  # and where texting puts one ("is w/ kestrel labs now")
        lowered += [m.group(1) for m in _TEXTED_VALUE.finditer(rest)]
    for w in lowered:
        if not is_common_word(w) and w not in _NOT_NAMES and w not in _NOT_VALUES:
            out.add(w)
    for m in _LOWER_MODEL.finditer(rest) if rest == rest.lower() else ():
        got = [w for w in m.groups() if w]
        if not any(is_common_word(w) or w in _STOP or w in _NOT_VALUES for w in got):
            out.update(got)
    serves = _LOWER_SERVES.match(rest) if rest == rest.lower() else None
    if serves and _lower_could_name(serves.group(1)):  # "bethany is babysitting for me now"
        out.add(serves.group(1))
    out.update(_diets(rest.lower()))
    out.update(_roles(rest))
    out.update(emails)
    return frozenset(out)


def _diets(text: str) -> set[str]:
    out = set()
    for m in _WORD.finditer(text):
        w = m.group(0)
        if w not in _DIETS:
            continue
        nxt = _DIET_NEXT.match(text, m.end())
        if (
            nxt
            and nxt.group(1) not in _STOP
            and nxt.group(1) not in _DIET_NOUNS_OK
            # an adverb: "doing low-carb properly now" (not "a vegan family")
            and not (nxt.group(1).endswith("ly") and nxt.group(1) not in _LY_NOUNS)
        ):
            continue  # attributive: a dish
        out.add(w)
    out.update(m.group(0) for m in _DIET_PHRASES.finditer(text))
    return out


def _roles(text: str) -> set[str]:
    out = set()
    for m in _JOB_TITLE.finditer(text):
        words = m.group(1).split()
        if len(words) >= 3 and words[0] in ("head", "director") and words[1] == "of":
            out.add(" ".join(words[:3]))  # "head of research"
            continue
        if not words or words[0] in _TITLE_CUES:
            continue  # "been made senior analyst": the next cue reads it
        end = next((i for i, w in enumerate(words) if w in _ROLE_HEADS), None)
        if end is not None and not set(words[: end + 1]) & (_STOP | _NOT_TITLES):
            out.add(" ".join(words[: end + 1]))
    return out


def values_of(text: str, *, keep_subject: bool = False) -> frozenset[str]:
    """The values a statement names (numbers, names, diets, job titles, e-mail addresses),
    lower-cased, without its subject: ``values_of("Ana moved to Porto")`` is ``{"porto"}``; with
    ``keep_subject`` every one, for a fragment with no subject ("the BMW i3")."""
    return _values(_clean(text), fragment=True) if keep_subject else _analyse(text).values


def other_line(text: str) -> bool:
    """Whether ``text`` speaks of a work or office line or address, not the personal one."""
    return bool(_OTHER_LINE.search(text))


def could_name(word: str) -> bool:
    """Whether ``word`` could be a name: capitalised, not a common word, a month or a unit."""
    return _could_name(word)


def groups_of(text: str) -> frozenset[str]:
    """The attributes ``text`` speaks of by their words ("manager", "phone", "residence"...)."""
    return _analyse(text).groups


def is_hedged(text: str, *, learned: bool = True) -> bool:
    """Whether ``text`` asserts no value: "thought about moving", "visited", "turned it down"
    (the rules; the learned reader ``decaymem.hedge`` was deleted, issue 41: ``learned`` is
    kept for callers and ignored)."""
    return _read(text).hedged


def content_of(text: str) -> frozenset[str]:
    """A statement's content words (four letters or more, no function word, not its subject),
    a plural's final "s" dropped: ``{"usual", "long", "black"}`` for "My usual is a long
    black." (what values no reader knows are compared by)."""
    words = _analyse(text).content
    return frozenset(w[:-1] if w.endswith("s") and len(w) > 4 else w for w in words)


def owner_of(subject: str | None) -> str | None:
    """Whose relation a subject is: ``"ana"`` for ``"ana's cousin"``, ``"speaker"`` for
    ``"cousin"`` (my cousin); ``None`` for anyone else."""
    if subject is None:
        return None
    owner, _, rel = subject.rpartition("'s ")
    if owner and rel in _RELATION:
        return owner
    return "speaker" if subject in _RELATION else None


def relation_kind(word: str) -> str | None:
    """``"role"`` for a relation whose identity is itself an attribute of its owner ("my
    manager is Maya", "Ana's partner is Tom": boss, manager, partner...), ``"relation"`` for
    another ("sister", "son"), ``None`` for a word that names no relation."""
    w = word.lower()
    if w in _ROLES:
        return "role"
    return "relation" if w in _RELATION else None


def subject_of(text: str) -> str | None:
    """Whom a statement is about: ``"speaker"`` (I, we, my), a name or a relation ("sister"),
    lower-cased; ``None`` when unclear."""
    return _analyse(text).subject


def _groups(words: frozenset[str], text: str, values: frozenset[str]) -> frozenset[str]:
    if _NUMBER_IS.search(text):  # "my number's 0478 221 828 btw" (not "my shirt number's 23")
        words |= {"number"}
    out = {g for g, lex in _GROUPS.items() if words & lex}
    if "email" in out and not words & _EMAIL_WORDS and not _EMAIL.search(text):
        out.discard("email")  # "Hamid's address is in Lisbon": where one lives
        out.add("residence")
    if any(not re.search(r"\b(?:from|at)\s*$", text[: m.start()]) for m in _EMAIL.finditer(text)):
        out.add("email")  # "Please use x@y.z from now on" (not "spam from x@y.z")
    if _UNDER.search(text) or _ROLE_OF.search(text):
        out.add("manager")
        out.discard("job")
    if _TEAM_OF.search(text) or _TOOK_OVER_TEAM.search(text):  # "I got moved to Ruth's team"
        out.add("manager")
        out.discard("residence")
    return frozenset(out)


def _opened_by(clause: str) -> str | None:
    """The subject of ``clause`` where the clause opens with it ("I live there now", "Yusuf's
    staying put"); ``None`` where it opens otherwise (a pronoun, "Only a first round")."""
    later = _subject(clause)
    if later is None or not clause.strip():
        return None
    opener = clause.split(None, 1)[0].strip(",.;:!?").removesuffix("'s")
    if later == "speaker":
        return later if opener.lower() in _SPEAKER else None
    own = later.split()[0].removesuffix("'s")
    if "'s " not in later and _NAMED_RELATION.match(clause):
        return None  # "Niamh Kelly's uncle wants to go": the uncle's, read as Niamh's
    return later if opener.lower() == own and _could_name(opener) else None


def _changed_clause_subject(main: str, subject: str, said: re.Match[str]) -> str:
    """Whose the change is where the message's first clause has none and a later clause, after
    "so", a semicolon, a full stop or ", and/but/then", opens with its own subject and is worded
    as a change: "Day Lewis kept losing my prescriptions so I'm using Rowlands now" is the
    speaker's, "Rotherham was too far. Maya's moved to Leeds now" Maya's. A clause opening with
    a pronoun ("She's seeing Rhys now") refers back, and a fragment ("Official now.") has no
    subject of its own: ``subject`` stays, and so it does where the later clause's change is done
    for the speaker ("My phone died, and Ana got me a new Pixel"). ``said`` is the first change
    wording in ``main``; said first of nothing named, in a clause that does not open with
    ``subject`` ("the week: boiler broke, my laptop died, and Tane ..."), it is passed over."""
    start = 0  # where the clause before ``then`` opens
    for n, then in enumerate(_THEN_CLAUSE.finditer(main)):
        if n >= _MAX_CLAUSES:
            break  # too far on
        if said.start() < then.start():
            clause = main[start : then.start()][:_CLAUSE_SPAN]
            opener = clause.split(None, 1)[0].lower().removesuffix("'s") if clause.strip() else ""
            if _values(clause) - {subject} or subject in (_opened_by(clause), opener):
                break  # the change was said first, of a value or by one who opens the message
            # a change of nothing named ("boiler broke, my laptop died, and Tane finally
            # collected his new BYD"): the next change wording decides
            following = _CUE.search(main, then.end())
            if following is None:
                break
            said = following
        start = then.end()
        after = main[then.end() : then.end() + _CLAUSE_SPAN]  # bounded: a long text stays linear
        if not _CUE.search(after) or len(after.split()) < 3 or _REPORTED.match(after):
            continue  # no change, a fragment, or someone's report ("Tom says she's moving")
        later = _opened_by(after)
        if later is not None and later != subject:
            if subject == "speaker" and _FIRST_PERSON.search(
                re.split(r"[.!?;]", after, maxsplit=1)[0]
            ):
                continue  # done for the speaker: "My phone died, and Ana got me a new Pixel"
            return later
    return subject


class _Statement(NamedTuple):
    is_update: bool  # worded as a change, not hedged
    hedged: bool  # "thought about", "visited", "didn't": no value is asserted
    subject: str | None
    values: frozenset[str]
    groups: frozenset[str]
    content: frozenset[str]
    frame: frozenset[str]  # the words that are neither the subject nor a value


@lru_cache(maxsize=16_384)
def _analyse(text: str) -> _Statement:
    """The rules' reading (the learned hedge reader was deleted, issue 41)."""
    return _read(text)


@lru_cache(maxsize=16_384)
def _read(text: str) -> _Statement:
    core = full = _clean(text)
    framed = False  # whether a report's or a note's frame was taken off
    told = _REPORTED.match(core)
    meant = None  # whom a pronoun leading the reported clause means
    if told and _PRONOUN_LEAD.match(core, told.end()):
        owner = _FRAME_OWNER.search(core, 0, told.end())
        name = (owner.group(1) or owner.group(2)) if owner else None
        meant = name.lower() if name and _could_name(name) else None
        if meant is None:
            told = None  # "Mum says she's moved": whoever she is
    if told and (
        meant is not None
        or (_subject(core[told.end() :]) is not None and not _MODAL_NEXT.match(core, told.end()))
    ):
        core, framed = core[told.end() :], True
    quoted = _QUOTED.match(core) if not framed else None
    if (
        quoted
        and _could_name(quoted.group(1))
        and _subject(core[quoted.end() :]) is None
        and _SENDER_PRONOUN.search(core, quoted.end(), quoted.end() + _CLAUSE_SPAN)
    ):
        # a message quoted that names no one else and says "he" or "she": its sender's ("Got a
        # text from Kofi: the contract at Deloitte is signed and he started this week")
        core, framed, meant = core[quoted.end() :], True, quoted.group(1).lower()
    noted = _NOTED.match(core)
    if noted and _subject(core[noted.end() :]) is not None:
        core, framed = core[noted.end() :], True
    words = frozenset(_WORD.findall(core.lower()))
    main = _main_clause(core)
    turn = _TOPIC_TURN.search(main)
    if (
        turn
        and _subject(main[turn.end() :]) is not None
        # not back to chat after the news: "..., and Tane finally collected his new BYD.
        # anyway, how do I bleed a radiator?"
        and (_CUE.search(main, turn.end()) or not _CUE.search(main, 0, turn.start()))
    ):
        main = main[turn.end() :]  # "Bins got missed again; anyway, Zainab is with Emeka now"
    cleft = _CLEFT.search(main) or _PSEUDO_CLEFT.search(main)  # "it's Mateo who Amira is with"
    one_who = _ONE_WHO.match(main) if cleft is None else None
    if one_who and _subject(one_who.group(2)) is None:
        one_who = None  # "Kemi is the one who moved to Leeds": Kemi's
    label, clause = _label_of(main)
    voc = _VOCATIVE.match(main) if label is None and clause is None else None
    subject: str | None
    if voc and _could_name(voc.group(1)) and _label_of(main[voc.end() :])[0] is not None:
        subject = voc.group(1).lower()  # "Mariam, new garden budget: 4.2 lakh."
    elif label is not None:  # "New ISP: TalkTalk.", "Home internet: Vodafone now, finally."
        subject = _label_subject(label)
    elif clause is not None:  # "Big news: Ana moved to Porto"
        subject = _subject(clause)
    else:
        if one_who:  # "Dora ... is the one who looks after my two": the speaker's
            subject = _subject(one_who.group(2))
        else:
            subject = _subject(cleft.group(1)) if cleft else _subject(main)
        gone = _GONE.match(main)
        if gone and not cleft:  # "Bea left, so I report to Ravi": whom the change is about
            rest = _THEN.sub("", main[gone.end() :], count=1)
            opener = rest.split(None, 1)[0].strip(",.;:!?") if rest else ""
            if opener.lower() in _SPEAKER or _could_name(opener):  # not "... and joined X"
                later = _subject(rest) or _subject_of_clauses(rest)
                subject = later if later is not None else subject
    asked = _ASKED_THEN.match(core)
    if asked and subject in (None, "speaker"):
        owner = _ASKED_OWNER.search(core, 0, asked.end())
        if owner:  # "Is it OK if I give you Leila's new number? 070-...": Leila's
            subject = owner.group(1).lower()
    request = _REQUEST_THEN.match(core)
    if request:  # "Can you swap the Margate weather for Oxford? I live there now": mine
        subject = _opened_by(core[request.end() :]) or subject
    if subject in _NOT_SUBJECTS:
        subject = None  # "it's 555-0191 now": no one is named
    so = _SO_THEN.search(main)
    if so and subject is not None and not _CUE.search(main[: so.start()]):
        later = _subject(main[so.end() :])  # "Money's tight after the boiler broke, so I've
        if later is not None and later != subject and _CUE.search(main[so.end() :]):
            subject = later  # cut my budget ...": the change after "so" is the statement
        whose, _, rel = subject.rpartition("'s ")
        after = main[so.end() :]
        helped = _PRONOUN_LEAD.match(after) and _CUE.search(after)
        if later is None and whose and rel in _RELATION and helped:
            subject = whose  # "Matthias's parents chipped in, so he can spend ... now"
    elif subject is not None and (said := _CUE.search(main)) is not None:
        subject = _changed_clause_subject(main, subject, said)
    took = _TOOK_OVER_TEAM.search(main)
    if took:  # "Joe left the company and Tom Brennan has taken over Rohan's team": Rohan's
        subject = took.group(1).lower() if took.group(1) else "speaker"
    stopped = _SERVICE_STOPPED.search(main)
    if stopped and not _SPEAKER & frozenset(_WORD.findall(main[: stopped.start()].lower())):
        who = stopped.group(1).lower()  # "Greta isn't tutoring for Halima any more": Halima's
        subject = "speaker" if who in ("me", "us") else who
    if subject is None:
        m = _FOR_SUBJECT.search(main)
        if m:
            who = (m.group(1) or m.group(2)).lower().removesuffix("'s")
            subject = "speaker" if who in ("me", "us") else who
    if subject is None:
        subject = _subject_of_clauses(main)
    if subject is None and main != core:  # whose it is, named in the lead: "When the GP sends
        subject = _subject(core[: len(core) - len(main)])  # Esra's prescriptions through, ..."
    guess = _GUESS_WHO.search(core, 0, _CLAUSE_SPAN)
    if guess and _could_name(guess.group(1)):  # "guess who's on Nimbus now. Felix.": Felix's
        subject = guess.group(1).lower()
    if meant is not None:  # "Heard through Dmitri's sister that he's swapped ...": Dmitri's
        subject = meant
    elif owner_of(subject) == "speaker":  # (the speaker is no one's relation)
        # what my relation did with someone's new value: "Dad finally deleted 07700 900783 and
        # saved Chiara's new one, 07700 900683" is Chiara's
        news = {m.group(1) for m in _NEW_OF.finditer(main, 0, 2 * _CLAUSE_SPAN)}
        if len(news) == 1 and _could_name(newly := next(iter(news))):
            subject = newly.lower()
    if subject is None:  # a name with its own verb inside: "From one month Nour is gluten-free"
        inner = _INNER_SUBJECT.search(core)
        if inner and _could_name(inner.group(1)):
            subject = inner.group(1).lower()
    values = _values(core) - {subject}
    if one_who:  # the value leads: "Dora from the corner house is the one who ..."
        lead = one_who.group(1).split()[0]
        if _could_name(lead):
            values |= {lead.lower().removesuffix("'s")}
    partner = _WITH_ME.match(main)
    if partner and subject == "speaker":  # "Niamh asked me out": Niamh is the value
        values |= {partner.group(1).lower()}
    served = _SERVES.match(main) or _GAVE_ME.match(main)
    if served:  # "Aviva insures my car", "Revolut gave the job to me": the firm is the value
        lead = served.group(0)[: served.start(1)] if served.re is _GAVE_ME else served.group(1)
        values |= frozenset(w.lower() for w in lead.split() if _could_name(w))
    content = frozenset(w for w in words if len(w) >= 4 and w not in _STOP and w != subject)
    # the cue may be the lead word itself: "Update Leila's contact: 555-0177."
    cued = bool(_CUE.search(core) or _CUE.search(_unrole(text)))
    kept = _KEPT.search(core)  # "tried a free week at the YMCA, loved it, and stayed"
    plain = _NO_HEDGE.sub(" ", core)  # "didn't see it coming, but Emyr is with Ebo now"
    asked = _ASKED_THEN.match(plain)
    # "Should I give you Paola's new area? It's Penang.": the answer is the statement (a second
    # question answers nothing)
    if asked and not plain.rstrip().endswith("?"):
        plain = _JUST_IN_CASE.sub("", plain[asked.end() :])
    hedged = (
        bool(_HEDGE.search(_TRIAL.sub(" ", plain) if kept else plain))
        or (not cued and not kept and bool(_OCCASION.search(core) or _TRIAL.search(core)))
        or (
            # a change worded outside what the weak hedge says outweighs it
            bool(_WEAK_HEDGE.search(plain)) and not _CUE.search(_WEAK_HEDGE.sub(" ", core))
        )
        # a change inside the question weighs it ("Should we switch to Octopus??"); one stated
        # beside it ("... now that I've moved to Leeds?") is a fact
        or (bool(_STEP_QUESTION.search(core)) and not (cued and _STATED_IN.search(core)))
        # a task's reminder, unless a change is said beside it ("..., I've switched to X now")
        or ((task := _TASK.match(full)) is not None and not _CUE.search(full, task.end()))
        # what the report's frame says of it: "Tom still reckons I work at Deloitte"
        or (
            framed
            and bool(_WEAK_HEDGE.search(full))
            and not _CUE.search(_WEAK_HEDGE.sub(" ", full))
        )
    )
    is_update = cued and not hedged
    value_words = {w for v in values for w in _WORD.findall(v)}
    frame = frozenset(w.removesuffix("'s") for w in words) - value_words - {subject or ""}
    groups = _groups(words, core, values)
    return _Statement(is_update, hedged, subject, values, groups, content, frame)


def is_update(text: str) -> bool:
    """Whether ``text`` is worded as a change ("now", "moved to", "switched"...), unhedged."""
    return _analyse(text).is_update


def value_sorts(values: frozenset[str]) -> frozenset[str]:
    """What sort of value each is: ``"email"``, ``"number"``, ``"diet"``, ``"role"`` (a job
    title), ``"day"`` (a weekday: "on Thursdays") or ``"name"``."""
    out = set()
    for v in values:
        if "@" in v:
            out.add("email")
        elif v.removesuffix("s") in _WEEKDAYS:
            out.add("day")
        elif v[:1].isdigit():
            out.add("number")
        elif v in _DIETS or _DIET_PHRASES.fullmatch(v):
            out.add("diet")
        elif v.rsplit(None, 1)[-1] in _ROLE_HEADS or v.startswith(("head of ", "director of ")):
            out.add("role")
        else:
            out.add("name")
    return frozenset(out)


_Pair = tuple[_Statement, _Statement, bool, bool]


def relation_name(text: str, relation: str, owner: str = "") -> tuple[str, str] | None:
    """The name, and the surname if one follows, that ``text`` gives ``owner``'s ``relation``
    (the speaker's when ``owner`` is empty), lower-cased: ``("tala", "nasser")`` for "My old
    school friend Tala Nasser lives in ...", ``("theo", "")`` for "Ravi's son Theo"; two
    modifiers may come before the relation. ``None`` where it names none."""
    own = rf"{re.escape(owner)}'s" if owner else "my|our"
    m = re.search(
        rf"\b(?:{own})\s+(?:[a-z-]+\s+){{0,2}}{re.escape(relation)}\s+([A-Z][\w'-]*)"
        rf"(?:\s+([A-Z][\w'-]*))?",
        text,
        re.I,
    )
    if m is None or not m.group(1)[:1].isupper():
        return None
    name = m.group(1).lower().removesuffix("'s")
    if is_common_word(name):
        return None
    surname = m.group(2) if m.group(2) and m.group(2)[:1].isupper() else ""
    return name, surname.lower().removesuffix("'s")


def _as_named(text: str, st: _Statement) -> _Statement:
    """A statement about the speaker's relation that names them ("My old school friend Tala
    Nasser lives in Stoke Newington"), read as about that person (subject ``"tala"``, the name
    no value); any other statement as it is."""
    named = relation_name(text, st.subject) if st.subject in _RELATION else None
    if named is None:
        return st
    return st._replace(subject=named[0], values=st.values - set(named))


_OBJECT_OF = words_of("with to by at about near")


def named_alone(text: str, name: str) -> bool:
    """Whether ``text`` names ``name`` as no one's owner and no object of a preposition ("Off
    to the growth team goes Chiara", "Email change for Tariq", "ended with Seun going vegan";
    not "Tomas's car", "Dinner with Ana at the new place")."""
    if re.search(rf"\b{re.escape(name)}'s\b", text, re.I):
        return False
    found = False
    for m in re.finditer(rf"\b{re.escape(name)}\b", text, re.I):
        # the words either side, read from a bounded span (a long text stays linear)
        before = text[max(0, m.start() - 40) : m.start()].split()[-1:]
        after = text[m.end() : m.end() + 40].split()[:1]
        doing = bool(after) and after[0].lower().endswith("ing")  # "ended with Seun going vegan"
        if before and before[0].lower().strip(",;:") in _OBJECT_OF and not doing:
            return False
        if before and re.fullmatch(r"[a-z]+(?:ing|ed)", before[0]):
            return False  # an object: "It keeps emailing Kofi", "I called Ana"
        found = True
    return found


def _names_alone(text: str, st: _Statement, subject: str | None) -> bool:
    """Whether ``text`` (read as ``st``) has no subject read and names ``subject``, a person,
    as no one's owner: "Off to the growth team after the reshuffle goes Chiara" is Chiara's
    (not "There's an air freshener from Kwik Fit in Hiroshi's car")."""
    if st.subject is not None or subject in (None, "speaker") or subject not in st.values:
        return False
    return named_alone(text, subject)


def _comparable(new: str, old: str) -> _Pair | None:
    """The two analyses, whether both name the same subject, and whether the new one brings a
    value of a sort the old one had; ``None`` when ``new`` cannot update ``old`` at all."""
    a = _analyse(new)
    if a.hedged:
        return None
    b = _analyse(old)
    if b.hedged:
        return None  # "Ana thought about moving to Osaka" stated no value to replace
    # a relation given a name is that person: "My old uni friend Haruto follows a flexitarian
    # diet" is Haruto's, updated by "Haruto's low-FODMAP now", not by "My friend Pavel is keto"
    a, b = _as_named(new, a), _as_named(old, b)
    # no subject read, but the other's named in it: "Off to the growth team goes Chiara"
    if _names_alone(new, a, b.subject):
        a = a._replace(subject=b.subject, values=a.values - {b.subject})
    elif _names_alone(old, b, a.subject):
        b = b._replace(subject=a.subject, values=b.values - {a.subject})
    lines = (a.groups | b.groups) & _LINE_GROUPS or not (a.groups | b.groups)
    if lines and bool(_QUALIFIED.search(new)) != bool(_QUALIFIED.search(old)):
        return None  # a work e-mail is not the e-mail (but "At work I am under X" is my manager)
    if a.subject != b.subject and a.subject is not None and b.subject is not None:
        return None
    if {a.subject, b.subject} - {None, "speaker"} and None in (a.subject, b.subject):
        return None  # "Bin collection has moved to Wednesdays" is nothing of Santiago's
    novel = a.values - b.values
    if not b.values or not novel:
        return None  # the new statement brings no value the old one did not have
    named = a.subject is not None and a.subject == b.subject
    return a, b, named, bool(value_sorts(novel) & value_sorts(b.values))


def _one_sided(pair: _Pair) -> bool:
    # a change-worded statement that names no known attribute, about the subject of an older
    # statement that names one, with a new value of the same sort ("Ana switched and is at
    # Porto now" after "Ana lives in Lisbon")
    a, b, named, same_kind = pair
    return named and a.is_update and bool(b.groups) and not a.groups and same_kind


def one_sided_update(new: str, old: str) -> bool:
    """Whether the structural fallback of :func:`supersedes` applies to the pair, whatever their
    cosine (what ``benchmarks.update_pairs`` chooses :data:`ONE_SIDED_MIN_COSINE` on)."""
    pair = _comparable(new, old)
    return pair is not None and _one_sided(pair)


def supersedes(
    new: str, old: str, *, require_cue: bool = True, similarity: float | None = None
) -> bool:
    """Whether ``new``, said after ``old``, updates the value ``old`` states.

    Args:
        new, old: the two statements, ``new`` said later.
        require_cue: whether ``new`` must be worded as a change ("now", "moved to"). With
            ``False``, two more cases count: the same sentence about the same named subject
            with another value ("Ana lives in Porto" after "Ana lives in Lisbon": every other
            word equal), and a new value of the same sort (a name for a name, a number for a
            number) for an attribute both statements name, the old value no longer named ("Ana's
            team is Porto" after "Ana supports Benfica"); hedged statements ("visited",
            "thought about") never do.
        similarity: the two statements' cosine, when known. Then a change-worded statement
            about the same subject with a new value of the same sort also updates an older one
            that names a known attribute when the new one names none ("Ana switched and is at
            Porto now" after "Ana lives in Lisbon"), if the two are at least
            :data:`ONE_SIDED_MIN_COSINE` alike (the structural fallback for wordings outside
            the attribute lexicon).

    Example:
        >>> supersedes("Our travel budget is now 7,500 EUR.", "Our budget is at most 6,000 EUR.")
        True
        >>> supersedes("We moved to Lisbon last month.", "I live in Porto.")
        True
        >>> supersedes("I visited Lisbon last month.", "I live in Porto.")
        False
        >>> supersedes("My sister moved to Lisbon.", "I live in Porto.")
        False
        >>> supersedes("I live in Lisbon.", "I live in Porto.", require_cue=False)
        True
        >>> supersedes("Ana switched and is at Porto now.", "Ana lives in Lisbon.", similarity=0.6)
        True
        >>> supersedes("Ana switched and is at Porto now.", "Ana lives in Lisbon.", similarity=0.2)
        False
    """
    pair = _comparable(new, old)
    if pair is None:
        return False
    a, b, named, same_kind = pair
    if not a.is_update:
        if require_cue or not named:
            return False
        if a.frame != b.frame:
            # no change wording, other words: the same subject, an attribute both name, and a
            # new value of the sort the old one had in place of the old one ("Ana's team is
            # Porto" after "Ana supports Benfica"); "Ana watched Porto play" names no
            # attribute, "a Benfica fan in Porto" still names the old value
            return bool(a.groups & b.groups) and same_kind and not (a.values & b.values)
    if a.groups & b.groups and same_kind:
        return True
    if named and same_kind and _DEPART.search(new) and a.values & b.values:
        # the old value left behind and a new one of its sort, whatever the attribute: "Ana
        # dropped Arabic and started Dutch" after "Ana is learning Arabic"
        return True
    if named and a.is_update and b.groups and any(v[:1].isalpha() for v in a.values & b.values):
        return True  # "Ana sold the Toyota Prius and got a Tesla": the old value, then a new one
    if similarity is not None and similarity >= ONE_SIDED_MIN_COSINE and _one_sided(pair):
        return True
    if a.groups or b.groups:
        return False  # a known attribute on one side only: "paid a deposit" is not the budget
    # an attribute outside the lexicon: a shared noun-like word that is not a value
    shared = (a.content & b.content) - a.values - b.values
    return bool(shared) and named
