"""GET /problems/<code>: the page a problem's `type` points to (RFC 9457 §3.1.1).

One short page per problem code: what it means and how to fix the request. Codes raised by
a game's rules (RuleViolation) share one page, since the `detail` of each already quotes
the rule in the game's words; every other code has its own. tests/contract/test_problem_pages.py
scans the service for the codes it can return and requires a page for each.
"""

from __future__ import annotations

from html import escape

from flask import Blueprint, Response, request
from markdown_it import MarkdownIt

from referee.violations import HTTPProblem

MARKDOWN = "text/markdown; charset=utf-8"
HTML = "text/html; charset=utf-8"

# code: (what it means, how to fix it)
PAGES: dict[str, tuple[str, str]] = {
    "validation_error": (
        "A field of the request is missing, of the wrong type or out of its range.",
        "Read `errors`: it lists the messages by field path (e.g. `modifiers.0.value`). "
        "Each route's fields and their ranges are listed at /docs/.",
    ),
    "bad_request": ("The request could not be read.", "Check the method, URL and body."),
    "invalid_json": (
        "The body is not valid JSON.",
        "Send a JSON object; `detail` says where the parser stopped.",
    ),
    "invalid_text": (
        "The body holds text that is not valid UTF-8.",
        "Encode the body as UTF-8.",
    ),
    "duplicate_key": (
        "A JSON object in the body names the same key twice, so its meaning is ambiguous.",
        "Give each key once.",
    ),
    "number_too_large": (
        "A number in the body is larger than any the rules use.",
        "Send the value the game uses; `errors` names the field.",
    ),
    "too_deeply_nested": (
        "The body nests objects or lists deeper than any request needs.",
        "Send the documented shape (each route's is at /docs/).",
    ),
    "invalid_query": (
        "A query parameter has a value it cannot take.",
        "Use the values the route documents, e.g. `?odds=true` or `?odds=false`.",
    ),
    "unsupported_media_type": (
        "The body was not sent as JSON.",
        "Send it with `Content-Type: application/json`.",
    ),
    "request_entity_too_large": (
        "The body is larger than the server's limit.",
        "Send a smaller body; `detail` gives the limit.",
    ),
    "not_found": (
        "There is no such route.",
        "The routes are listed at /docs/.",
    ),
    "method_not_allowed": (
        "The route does not take this HTTP method.",
        "Use a method from the `Allow` header.",
    ),
    "internal_error": (
        "The referee hit a bug; nothing you sent caused it to be refused.",
        "Report it with the request and its X-Request-ID (`instance`).",
    ),
    "store_unavailable": (
        "The encounter store (Redis) does not answer, or may evict data. A change that was "
        "under way when the store stopped answering may have been made or not.",
        "Retry after the `Retry-After` seconds, a change with the same `Idempotency-Key` (it is "
        "never made twice); an operator should check /readyz.",
    ),
    "not_replicated": (
        "The change was made on the encounter store, but fewer of its replicas than this "
        "server requires (REFEREE_MIN_REPLICAS_ACK) confirmed it in time, so a failover could "
        "still lose it. The answer is held back rather than given as a success.",
        "Send the same request again with the same `Idempotency-Key` after the `Retry-After` "
        "seconds: once the replicas confirm, it answers with this very change (nothing is "
        "rolled or made twice). Without the key, read the encounter before deciding to retry.",
    ),
    "live_updates_unavailable": (
        "The live updates cannot be followed for a moment: the store (Redis) is restarting or "
        "failing over. Nothing was missed: every step is in the log.",
        "Connect again after the `Retry-After` seconds, with the id of the last event you "
        "received as `Last-Event-ID`.",
    ),
    "bad_last_event_id": (
        "The `Last-Event-ID` header is not the id of a live-updates event (a log index).",
        "Send the `id:` of the last event you received, or no header to start from the beginning.",
    ),
    "busy": (
        "The encounter was being changed by many requests at once; nothing was changed.",
        "Retry after the `Retry-After` seconds.",
    ),
    "rate_limited": (
        "This client sent more requests than the server's rate limit allows.",
        "Wait the `Retry-After` seconds; `RateLimit-Policy` states the limit.",
    ),
    "api_key_required": (
        "This server needs an API key, and the request had none or an unknown one.",
        "Send one of the server's keys in the `X-API-Key` header.",
    ),
    "unauthorized": (
        "A change to an encounter needs a token, and none was sent.",
        "Send the game master's or your side's token as `Authorization: Bearer <token>`.",
    ),
    "forbidden": (
        "Your token is valid but may not take this step (another side's turn, or game "
        "master only).",
        "Use the token of the one who may take the step: each step's page at /docs/ says "
        "who that is.",
    ),
    "state_conflict": (
        "The encounter is not at a point where this step can be taken: another model is "
        "acting, a panic test or a sealed choice is awaited, the phase is another, or the "
        "model has already done this.",
        "Read `detail`: it says what the encounter is waiting for and what to do first. "
        "GET the encounter to see its phase, the acting model and what each side may do now.",
    ),
    "unknown_encounter": (
        "There is no encounter with this id: it never existed or has expired.",
        "Check the id, or create a new encounter.",
    ),
    "stale_version": (
        "The encounter changed since the version in your If-Match.",
        "Read the encounter again (GET) and retry with its ETag if the step still applies.",
    ),
    "encounter_closed": (
        "The encounter has been revealed (or ended) and takes no more steps.",
        "Read it, verify it or export it; start a new encounter to play on.",
    ),
    "not_revealed": (
        "This needs the server seed, which is published only when the encounter is revealed.",
        "Ask the game master to reveal the encounter first.",
    ),
    "not_an_export": (
        "POST /v1/verify takes an export document as GET /v1/encounters/{id}/export wrote it.",
        "Send the saved export unchanged: its `format`, `encounter` and `log`.",
    ),
    "log_too_long": (
        "The export's log is longer than any encounter of this server can be.",
        "Verify it on the server that wrote it, or offline with an SDK.",
    ),
    "encounter_too_large": (
        "The encounter's log holds nearly as many bytes as an encounter may: one more step "
        "could pass the limit, so it is refused before any die is rolled.",
        "Reveal and export this encounter, then continue in a new one.",
    ),
    "log_full": (
        "The encounter's log has reached its limit.",
        "Reveal and export this encounter, then continue in a new one.",
    ),
    "too_many_models": (
        "The encounter already holds the most models the server allows.",
        "Remove a model first, or split the fight.",
    ),
    "idempotency_key_reused": (
        "This Idempotency-Key was used before with another body.",
        "Use a fresh key for a new request; reuse a key only to retry the same request.",
    ),
    "bad_idempotency_key": (
        "The Idempotency-Key is too short or too long.",
        "Send a random string of the documented length, e.g. a UUID.",
    ),
    "side_seeds_awaited": (
        "The encounter waits for the sides' seeds before the first die is rolled.",
        "Each side sends its seed (POST .../seeds) first.",
    ),
    "side_seed_given": ("This side already sent its seed.", "Nothing to do: one seed a side."),
    "wrong_system": (
        "The encounter exists but is played with another rule system than the route's.",
        "Send the step to the route of the encounter's own system (`detail` names it).",
    ),
    "side_seed_too_long": (
        "The seed is longer than this encounter's sides may send: the dice's seed holds 256 "
        "bytes, and the client_seed and the sides' names take part of them.",
        "Send a seed of at most the encounter's `side_seed_max` characters.",
    ),
    "no_room_for_side_seeds": (
        "With require_side_seeds, every side must be able to send a seed, but the client_seed "
        "and the sides' names fill the dice's 256-byte seed.",
        "Shorten the client_seed or the side names, or leave require_side_seeds off.",
    ),
    "side_seeds_contradict": (
        "The encounter was asked both to wait for every side's seed (require_side_seeds) and "
        "to take none (waive_side_seeds).",
        "Send one of the two, or neither.",
    ),
    "side_seeds_pending": (
        "A side's step or free roll would draw the encounter's first die, which closes the "
        "side seeds, while another side has not sent its seed: one side may not shut another "
        "out.",
        "Wait for the other sides' seeds (any seed will do), or let the game master roll "
        "first (it closes the seeds for every side).",
    ),
    "too_many_streams": (
        "You (your API key, else your address), or this encounter, already hold as many "
        "live-update streams as one client or one encounter may have open at once.",
        "Close a stream you no longer read (one per encounter is enough), then connect again "
        "after `Retry-After` seconds.",
    ),
    "streams_busy": (
        "This server holds all the live-update streams it takes at once, so that its other "
        "requests and its health checks keep their slots.",
        "Connect again after `Retry-After` seconds (another replica may answer).",
    ),
    "side_seeds_closed": (
        "Side seeds are no longer taken: the first die of the encounter has been rolled.",
        "Nothing to do; the seeds that were sent are used.",
    ),
    "round_resolved": (
        "The sealed step this part was for has already been resolved.",
        "Read the encounter and send the part of the current step.",
    ),
    "part_not_awaited": (
        "The sealed step does not wait for a part from you.",
        "Read the encounter: it shows whose part is awaited.",
    ),
    "part_already_given": (
        "You already gave your part of this sealed step.",
        "Wait for the other side's part.",
    ),
    "proposal_open": (
        "A proposal waits for consent on this encounter: every other change waits for it.",
        "The confirming party accepts or rejects it, or its proposer withdraws it; `detail` "
        "names it and who answers it.",
    ),
    "no_such_proposal": (
        "The proposal named is not open: it was accepted, rejected or withdrawn already.",
        "Read the encounter: its `proposal` is the open one, if any.",
    ),
    "own_proposal": (
        "A side cannot accept or reject its own proposal.",
        "The confirming party answers it; the proposer may withdraw it.",
    ),
    "no_such_entry": (
        "The log index disputed is not in the log.",
        "Name a logged step by its index (GET .../log).",
    ),
    "not_a_step": (
        "Only a step can be disputed: not a correction, a rejection, a dispute or a ruling.",
        "Name the step's own log index.",
    ),
    "dispute_too_late": (
        "The step can no longer be disputed: the model that acted in it has taken its next "
        "step since (or, for a step no model took, its side has).",
        "Dispute a step before that model acts again, or ask the game master for a correction.",
    ),
    "not_your_claim": (
        "The request makes a claim that is not yours to make: a number or choice on a model "
        "of another side (the defender's modifier, the other model's panic test), or, when "
        "accepting a proposal, a claim that is the proposer's.",
        "Leave it out: the side that owns the model adds it when it accepts your proposal, or "
        "the game master gives it. The spec marks such claims `owner: target`.",
    ),
    "invalid_claims": (
        "The claims you added when accepting a proposal are not valid values for the step.",
        "`detail` lists what is wrong by field; send them as the step's own route takes them.",
    ),
    "shield_block_target_claimed": (
        "Under a confirming claims policy a sealed parry part may block with the shield only "
        "at the table's own target: a target of your own is a claim, and a sealed part cannot "
        "be shown to the other side for consent.",
        "Leave out shield_block_target in the parry, or claim it in the public "
        "melee/shield-block step, which the other side confirms.",
    ),
    "already_disputed": (
        "This step is disputed already.",
        "Wait for the game master's ruling.",
    ),
    "no_such_dispute": (
        "The dispute named is not open: it was ruled on, or is not a dispute.",
        "Read the encounter's `open_disputes`.",
    ),
    "sealed_untouchable": (
        "A correction would read or replace a side's sealed choice.",
        "Wait until the sealed step is resolved.",
    ),
    "die_out_of_range": (
        "A die in `dice` is not a face of the die the step rolls.",
        "Send each die as rolled (1..sides); `errors.dice` names it.",
    ),
    "not_enough_dice": (
        "`dice` holds fewer dice than the step rolls.",
        "Send every die the step rolls, in the order of `rolls` of a seeded answer.",
    ),
    "dice_syntax": (
        "The dice expression is not written in dice notation.",
        "Read `detail`: it names the column (from 1) and what was expected there, e.g. "
        "`4d6kh` needs the number of dice to keep: `4d6kh3`. The grammar is in "
        "docs/dice-notation.md.",
    ),
    "dice_too_large": (
        "The dice expression is longer, or rolls more or bigger dice, than one roll may.",
        "Roll fewer dice, fewer sides or fewer explosions; `detail` names the limit.",
    ),
    "dice_never_ends": (
        "A re-roll (rr) or explosion (e) in the dice expression matches every face its die "
        "can show, so it could never stop.",
        "Leave at least one face that stops it, e.g. `1d20rr<20` instead of `1d20rr<21`.",
    ),
    "dice_arithmetic": (
        "The dice expression divides by zero or reaches a number beyond any table's needs.",
        "Change the expression so the divisor cannot be 0 and the numbers stay reasonable.",
    ),
    "odds_too_complex": (
        "The exact odds of these inputs would take too long to enumerate.",
        "Ask for the odds of fewer dice or attacks, or roll without `?odds`.",
    ),
}

RULE_PAGE = (
    "The request breaks a rule of the game: the step cannot be taken with these inputs "
    "(422, or 409 on an encounter whose state does not allow it).",
    "Read `detail`: it names the rule in the game's words, and `errors` names the field at "
    "fault. Change that input; each step's description at /docs/ names the rules it applies, "
    "and the rules reference explains them.",
)

# Codes raised by the games' rules (RuleViolation): they share RULE_PAGE.
RULE_CODES = frozenset(
    {
        "action_cost",
        "action_not_allowed",
        "aim_too_high",
        "already_in_chain",
        "ap_above_maximum",
        "apprentice_cannot_self_heal",
        "apprentice_moved",
        "armour_conflict",
        "attack_cost",
        "attacker_shield",
        "back_not_reachable",
        "band_required",
        "charge_distance_required",
        "cost_required",
        "damage_not_applicable",
        "damage_required",
        "damage_type_required",
        "defense_not_allowed",
        "defense_type_required",
        "detection_dc",
        "detection_dc_required",
        "die_required",
        "distance_required",
        "domain",
        "duplicate_character",
        "duplicate_model",
        "id_mismatch",
        "instant_cost",
        "invalid_cede",
        "invalid_damage_type",
        "invalid_interrupt",
        "invalid_range_table",
        "invalid_table",
        "invalid_threshold",
        "leave_reach",
        "level_required",
        "location_is_rolled",
        "location_penalty_given",
        "location_required",
        "maneuver_cost",
        "modifier_disabled",
        "movement_paid",
        "mp_above_maximum",
        "no_action_die",
        "no_line_of_sight",
        "no_shield",
        "no_vitality",
        "not_a_mage",
        "not_enough_ap",
        "not_enough_bleeding",
        "not_own_turn",
        "not_ranged",
        "not_reloadable",
        "out_of_range",
        "prone",
        "quality_required",
        "reload_cost",
        "roster",
        "same_model",
        "self_attack",
        "self_defense",
        "shield_block_target_required",
        "shield_from_behind",
        "shield_with_action_die",
        "side_change",
        "side_required",
        "surprised",
        "target_not_visible",
        "turn_ended",
        "unarmed",
        "unknown_ammunition",
        "unknown_character",
        "unknown_location",
        "unknown_model",
        "unknown_side",
        "unknown_weapon",
        "unknown_wound",
        "weapon_kind",
        "weapon_required",
        "weapon_unusable",
        "wrong_side",
    }
)

blp = Blueprint("problems", __name__, url_prefix="/problems")

# The pages are read in a browser (a problem's `type` is a link) and by scripts: HTML unless
# the client asks for Markdown, which is also what the HTML is rendered from.
_MARKDOWN = MarkdownIt("commonmark", {"html": False})
_HTML = """<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{title}</title>
<style>body{{font:16px/1.5 system-ui,sans-serif;max-width:42rem;margin:2rem auto;padding:0 1rem}}
code{{background:#eee;padding:0 .2em;border-radius:3px}}</style>
</head><body>
{body}<p><a href="/problems/">Every problem</a> · <a href="/docs/">The API</a></p>
</body></html>
"""


# The page the rule codes share, under a name of its own for the index to link to.
RULE_VIOLATION = "rule_violation"


def page(code: str) -> str | None:
    """The page of a code in Markdown, None for a code the service never returns."""
    if code in PAGES:
        meaning, fix = PAGES[code]
    elif code in RULE_CODES or code == RULE_VIOLATION:
        meaning, fix = RULE_PAGE
    else:
        return None
    return f"# {code}\n\n{meaning}\n\n**How to fix it.** {fix}\n"


def index() -> str:
    """Every code the service returns, in Markdown, each with what it means."""
    lines = [
        "# Problems",
        "",
        "Every error the service answers is a problem+json document whose `code` is one of "
        "these; its `type` links to the code's page.",
        "",
    ]
    lines += [f"- [{code}]({code.replace('_', '-')}): {PAGES[code][0]}" for code in sorted(PAGES)]
    lines += [
        "",
        "A step that breaks a rule of the game answers one of these codes, which share one "
        "page ([what they mean](rule-violation)): "
        + ", ".join(f"[{code}]({code.replace('_', '-')})" for code in sorted(RULE_CODES))
        + ".",
        "",
    ]
    return "\n".join(lines)


def _answer(text: str, title: str) -> Response:
    accept = request.accept_mimetypes
    if accept.quality("text/markdown") > accept.quality("text/html"):
        response = Response(text, content_type=MARKDOWN)
    else:
        html = _HTML.format(title=escape(title), body=_MARKDOWN.render(text))
        response = Response(html, content_type=HTML)
    response.vary.add("Accept")
    return response


@blp.get("/")
def problem_index() -> Response:
    return _answer(index(), "Problems")


@blp.get("/<string:slug>")
def problem_page(slug: str) -> Response:
    code = slug.replace("-", "_")
    text = page(code)
    if text is None:
        raise HTTPProblem(404, "not_found", f"there is no problem type {slug!r}")
    return _answer(text, code)
