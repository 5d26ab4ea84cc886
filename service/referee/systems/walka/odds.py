"""Exact odds of every Walka step (walka.md §2-§11), from the rules functions themselves.

One-die steps (defence, attack, surprise, hit location, the sensitive point) are
enumerated whole. The others:

- initiative re-rolls ties: the order's distribution is that of the first
  roll-off given no tie (a re-rolled tie is a fresh roll-off of the tied
  characters, whose every order is as likely as in the first); each SPD group
  rolls off on its own (walka.md §14), so each is enumerated alone and the
  groups are combined as independent parts;
- instant_chain and terrain roll one attribute test per link or unit: each die
  matters only through whether its test passes, so its faces are lumped into
  passing and failing (found by running the step with every die on each face)
  and the step is enumerated over those classes;
- strike chains hit location, defence, attack, damage and wounds: location,
  defence and attack are enumerated from their own rules functions (with the
  params strike builds for them) and lumped by what the later steps read; the
  strike itself is then enumerated from one representative face per class, so
  damage, wounds and the state changes come from the strike's own code.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Hashable, Mapping
from fractions import Fraction
from math import comb
from typing import Any

from referee.odds.build import (
    E,
    Params,
    R,
    certain,
    enumerated,
    enumeration,
    from_joint,
    reader,
    rejection,
)
from referee.odds.dist import ONE, ZERO, Dist
from referee.odds.enumerate import (
    Rejected,
    check,
    explore,
    face_classes,
    first_resolution,
    too_complex,
)
from referee.odds.report import Odds
from referee.systems.walka.rules import (
    action_points,
    attack,
    damage,
    defense,
    initiative,
    instant_chain,
    location,
    strike,
    surprise,
    terrain,
    wounds,
)
from referee.systems.walka.rules.common import rules_of, sides_of

Outcome = Mapping[str, Any]


def _margin(o: Outcome) -> int:
    return o["total"] - o["dc"]


# ---------------------------------------------------------------- §2 initiative

# A roll-off of more than this many characters cannot end in one round of d6 (pigeonhole).
ROLL_OFF_FACES = initiative.ROLL_OFF_DIE


def _initiative_features(p: Params):
    ids = [c["id"] for c in p["characters"]]
    events = tuple(
        E(f"first.{cid}", f"{cid} acts first", lambda o, c=cid: o["order"][0]["id"] == c)
        for cid in ids
    )
    results = tuple(
        R(
            f"position.{cid}",
            f"{cid}'s place in the order (1 = first)",
            lambda o, c=cid: [x["id"] for x in o["order"]].index(c) + 1,
        )
        for cid in ids
    )
    return events, results


REROLL = E(
    "reroll",
    "a roll-off ties and is re-rolled",
    lambda o: any(len(x["rolls"]) > 1 for x in o["order"]),
)


@functools.lru_cache(maxsize=64)
def _roll_off(size: int, cedes: tuple[tuple[int, int], ...]) -> tuple[dict, Fraction]:
    """One SPD group's roll-off, from the initiative rules themselves (walka.md §2).

    The members are named by their list index ("0", "1", ...), so groups of the same
    size and cede pattern share one enumeration. Returns the distribution of the order
    (a tuple of indices) or of `Rejected` (a cede refused after the roll-off), given
    that no re-roll was needed, and the probability that one was (renewal, see
    referee.odds.enumerate.first_resolution).
    """
    params = {
        "characters": [{"id": str(i), "spd": 0} for i in range(size)],
        "cede": [{"from": str(a), "to": str(b)} for a, b in cedes],
    }

    def feature(o):
        return tuple(int(x["id"]) for x in o["order"])

    found = first_resolution(initiative.initiative, params, feature)
    return dict(found.dist.items()), found.truncated


def _order_statistic(size: int, chosen: int, rank: int) -> dict[int, Fraction]:
    """P(the rank-th smallest of `chosen` distinct places drawn uniformly from 1..size = x)."""
    whole = comb(size, chosen)
    return {
        x: Fraction(comb(x - 1, rank - 1) * comb(size - x, chosen - rank), whole)
        for x in range(rank, size - chosen + rank + 1)
    }


def _group_odds(members: list[str], cede: list[Mapping]) -> tuple[dict, Fraction, set, Fraction]:
    """One SPD group: P(not rejected, member at place x) per member, P(rejected), the
    rejection codes and P(a re-roll).

    A group of at most 6 is enumerated whole. A larger group cannot end its first round
    without a tie (6 faces), so it always re-rolls; since every member rolls the same
    dice, its order before the cedes is uniform over all orders. Only the members named
    in a cede (S) can be moved or refused: their relative order is enumerated from the
    rules as a group of their own, the set of places they occupy is a uniform choice
    independent of it, and every other member's place is uniform and independent of
    whether a cede is refused.
    """
    size = len(members)
    if size <= ROLL_OFF_FACES:
        named = members
    else:
        involved = {e["from"] for e in cede} | {e["to"] for e in cede}
        named = [cid for cid in members if cid in involved]
        if len(named) > ROLL_OFF_FACES:
            raise too_complex(
                ROLL_OFF_FACES, "characters named in the cedes of one SPD group larger than 6"
            )
    local = {cid: i for i, cid in enumerate(named)}
    cedes = tuple((local[e["from"]], local[e["to"]]) for e in cede)
    if len(named) >= 2:
        dist, reroll = _roll_off(len(named), cedes)
    else:
        dist, reroll = {tuple(range(len(named))): ONE}, ZERO
    if size > ROLL_OFF_FACES:
        reroll = ONE
    places: dict[str, dict[int, Fraction]] = {cid: {} for cid in members}
    rejected, codes = ZERO, set()
    for value, q in dist.items():
        if isinstance(value, Rejected):
            rejected += q
            codes.add(value.code)
            continue
        for rank, i in enumerate(value, start=1):
            cid = named[i]
            spread = {rank: ONE} if len(named) == size else _order_statistic(size, len(named), rank)
            for x, qx in spread.items():
                places[cid][x] = places[cid].get(x, ZERO) + q * qx
    for cid in members:
        if cid not in local:
            places[cid] = {x: (ONE - rejected) / size for x in range(1, size + 1)}
    return places, rejected, codes, reroll


def _initiative(p: Params) -> Odds:
    """walka.md §2, §14: SPD groups roll off independently, so each is enumerated alone.

    A cede swaps two members of one group, so it stays inside its group; the whole
    request is refused when any group refuses a cede. P(a re-roll) = 1 - the product
    of the groups' chances of ending without one.
    """
    check(initiative.initiative, p)
    characters = p["characters"]
    ids = [c["id"] for c in characters]
    cede = p.get("cede") or []
    spd_of = {c["id"]: c["spd"] for c in characters}
    offset = 0
    places: dict[str, dict[int, Fraction]] = {}
    accepted: list[Fraction] = []  # per group: P(no cede refused)
    group_of: dict[str, int] = {}
    codes: set[str] = set()
    no_reroll = ONE
    dice = False
    for spd in sorted(set(spd_of.values()), reverse=True):
        members = [cid for cid in ids if spd_of[cid] == spd]
        dice = dice or len(members) > 1
        own = [e for e in cede if spd_of[e["from"]] == spd]
        group, rejected, group_codes, reroll = _group_odds(members, own)
        for cid in members:
            places[cid] = {offset + x: q for x, q in group[cid].items() if q}
            group_of[cid] = len(accepted)
        accepted.append(ONE - rejected)
        codes |= group_codes
        no_reroll *= ONE - reroll
        offset += len(members)

    all_accepted = ONE
    for q in accepted:
        all_accepted *= q

    def elsewhere(cid: str) -> Fraction:
        """P(no group but cid's refuses a cede)."""
        out = ONE
        for g, q in enumerate(accepted):
            if g != group_of[cid]:
                out *= q
        return out

    events, results = _initiative_features(p)
    odds = Odds("first_round" if dice else "no_dice")
    for e, cid in zip(events, ids, strict=True):
        odds.event(e.name, e.description, places[cid].get(1, ZERO) * elsewhere(cid), e.read)
    if all_accepted < ONE:
        rejection(odds, ONE - all_accepted, codes)
    for r, cid in zip(results, ids, strict=True):
        dist = {x: q * elsewhere(cid) for x, q in places[cid].items()}
        if all_accepted < ONE:
            dist[None] = ONE - all_accepted
        odds.result(r.name, r.description, Dist(dist), r.read)
    odds.event(REROLL.name, REROLL.description, ONE - no_reroll, REROLL.read)
    return odds


INITIATIVE = _initiative

# ---------------------------------------------------------------- §3 action points (no dice)

ACTION_POINTS = certain(
    action_points.action_points,
    (
        (
            E("turn_ended", "the character's turn ends", lambda o: o["turn_ended"]),
            E(
                "instant_affordable",
                "enough AP are left for an instant",
                lambda o: o["instant_affordable"],
            ),
        ),
        (
            R("ap", "AP left", lambda o: o["ap"]),
            R("ap_spent", "AP spent", lambda o: o["ap_spent"]),
            R(
                "pending_ap_penalty",
                "AP penalty for the next turn",
                lambda o: o["pending_ap_penalty"],
            ),
        ),
    ),
)

# ---------------------------------------------------------------- §4 instant chain


def _passes(o: Outcome, rows: str) -> list[bool]:
    return [row["test"]["passed"] for row in o[rows] if row["test"] is not None]


def _chain_features(p: Params):
    n = len(p["declarations"])
    events = tuple(
        E(
            f"joined.{k}",
            f"link {k} passes its REF test and joins the chain",
            lambda o, k=k: o["links"][k - 1]["joined"],
        )
        for k in range(2, n + 1)
    )
    if p.get("phase") != instant_chain.DECLARE:
        # An encounter's declare step leaves the trigger pending: resolved link by link later.
        events += (
            E(
                "trigger_executed",
                "the triggering action executes",
                lambda o: o["trigger"]["result"] == "executed",
            ),
        )
    results = (
        R("links_joined", "links in the chain", lambda o: sum(x["joined"] for x in o["links"])),
    )
    return events, results


def instant_chain_odds(p: Params) -> Odds:
    check(instant_chain.instant_chain, p)
    sides = sides_of(rules_of(p)["attribute_die"])
    classes = face_classes(instant_chain.instant_chain, p, sides, lambda o: _passes(o, "links"))
    return enumeration(instant_chain.instant_chain, p, _chain_features(p), lambda i, s: classes[i])


# ---------------------------------------------------------------- §5-§10 single dice


def _location_features(p: Params):
    table = location.body_table(p)
    events = tuple(
        E(
            f"location.{name}",
            f"the {name.replace('_', ' ')} is hit",
            lambda o, n=name: o["location"] == n,
        )
        for name in table
    )
    return events, (R("penalty", "the attack's modifier for the location", lambda o: o["penalty"]),)


HIT_LOCATION = enumerated(location.hit_location, _location_features)

DEFENSE = enumerated(
    defense.defense,
    (
        (
            E("critical", "a critical success (no effect on the dc)", lambda o: o["critical"]),
            E("fumble", "a fumble: the dc falls to 1", lambda o: o["fumble"]),
        ),
        (R("dc", "the attack's difficulty", lambda o: o["dc"]),),
    ),
)

ATTACK = enumerated(
    attack.attack,
    (
        (
            E("hit", "the attack hits", lambda o: o["hit"]),
            E("critical", "a critical hit", lambda o: o["critical"]),
            E("fumble", "a fumble: a miss costing 1 more AP", lambda o: o["fumble"]),
            E("blocked", "a parried or blocked miss", lambda o: o["blocked"]),
        ),
        (
            R("total", "the attack's total", lambda o: o["total"]),
            R("margin", "total - dc (0 or more hits)", _margin),
        ),
    ),
)


def _damage_features(p: Params):
    """Without `hp` (HP not tracked) there is no HP to fall or to be left: no such figures."""
    tracked = p.get("hp") is not None
    events = (
        (E("hp_depleted", "HP fall to 0 or below", lambda o: o["hp_depleted"]),) if tracked else ()
    ) + (
        E(
            "converted_to_blunt",
            "the armour turns the blow blunt",
            lambda o: o["converted_to_blunt"],
        ),
    )
    results = (R("taken", "damage taken", lambda o: o["taken"]),) + (
        (R("hp_after", "HP left", lambda o: o["hp_after"]),) if tracked else ()
    )
    return events, results


DAMAGE = certain(damage.damage, _damage_features)


def _wound_features(p: Params):
    points = wounds.SENSITIVE_POINTS.get(p["location"], ())
    events = (E("wound", "a wound is taken", lambda o: o["wound"] is not None),) + tuple(
        E(
            f"crit_point.{point}",
            f"a critical finds the {point.replace('_', ' ')}",
            lambda o, x=point: o["crit_point"] == x,
        )
        for point in points
    )
    results = (
        R("fatigue_added", "fatigue tokens added", lambda o: o["fatigue_added"]),
        R(
            "bleeding",
            "active bleeding tokens of the wound",
            lambda o: o["wound"]["bleeding_active"] if o["wound"] else 0,
        ),
    )
    return events, results


WOUNDS = enumerated(wounds.wounds, _wound_features)

SURPRISE = enumerated(
    surprise.surprise,
    (
        (
            E(
                "surprised",
                "the target fails its REF test and is surprised",
                lambda o: o["surprised"],
            ),
        ),
        (
            R("total", "the REF test's total", lambda o: o["test"]["total"]),
            R("margin", "total - detection dc (0 or more notices)", lambda o: _margin(o["test"])),
        ),
    ),
)

# ---------------------------------------------------------------- §11 terrain


TERRAIN_FEATURES = (
    (
        E(
            "fell",
            "a failed test leaves the character prone",
            lambda o: (
                o["cancelled_units"] > 0
                or any(u["test"] is not None and not u["test"]["passed"] for u in o["units"])
            ),
        ),
        E("prone", "the character ends prone", lambda o: o["prone"]),
    ),
    (
        R("units_moved", "units entered", lambda o: o["units_moved"]),
        R("ap_spent", "AP spent", lambda o: o["ap_spent"]),
    ),
)


def terrain_odds(p: Params) -> Odds:
    check(terrain.terrain, p)
    sides = sides_of(rules_of(p)["attribute_die"])
    # Every unit's test is the same test (level, modifier, dc): the first one's classes serve all.
    classes = face_classes(terrain.terrain, p, sides, lambda o: _passes(o, "units")[:1])
    return enumeration(terrain.terrain, p, TERRAIN_FEATURES, lambda i, s: classes[0])


# ---------------------------------------------------------------- strike


def _classes(
    rules, params: Params, key: Callable[[Outcome], Hashable], faces: Callable[[Outcome], tuple]
) -> list[tuple[Hashable, Fraction, tuple]]:
    """A sub-step's outcomes lumped by `key`: (key, probability, one path's faces)."""
    found = explore(rules, params, lambda o: (key(o), faces(o))).dist
    out: dict[Hashable, list] = {}
    for (k, f), q in found.items():
        if k in out:
            out[k][0] += q
        else:
            out[k] = [q, f]
    return [(k, q, f) for k, (q, f) in out.items()]


STRIKE_FEATURES = (
    (
        E("hit", "the attack hits", lambda o: o["attack"]["hit"]),
        E("critical", "a critical hit", lambda o: o["attack"]["critical"]),
        E("fumble", "the attack fumbles", lambda o: o["attack"]["fumble"]),
        E("blocked", "a parried or blocked miss", lambda o: o["attack"]["blocked"]),
        E(
            "wounded",
            "the defender takes a wound",
            lambda o: bool(o["wounds"] and o["wounds"]["wound"]),
        ),
        E(
            "hp_depleted",
            "the defender's HP fall to 0 or below",
            lambda o: o["defender_after"]["hp_depleted"],
        ),
    ),
    (
        R("taken", "damage taken", lambda o: o["damage"]["taken"] if o["damage"] else 0),
        R("hp_after", "the defender's HP left", lambda o: o["defender_after"]["hp"]),
    ),
)
HP_FIGURES = ("hp_depleted", "hp_after")


def _strike_features(p: Params):
    """Without the defender's `hp` (HP not tracked) the HP figures are left out."""
    events, results = STRIKE_FEATURES
    if p["defender"].get("hp") is not None:
        return events, results
    return (
        tuple(e for e in events if e.name not in HP_FIGURES),
        tuple(r for r in results if r.name not in HP_FIGURES),
    )


def strike_odds(p: Params) -> Odds:
    check(strike.strike, p)
    events, results = _strike_features(p)
    feature = reader(events, results)
    locs = _classes(
        location.hit_location,
        strike.location_params(p),
        lambda o: (o["location"], o["copy"], o["penalty"]),
        lambda o: tuple(
            f
            for f in (o["d100"], o["copy"] if o["d100"] is not None and o["copies"] >= 2 else None)
            if f is not None
        ),
    )
    rolled = p.get("defense_rolled")
    if rolled is not None:  # an encounter's defence rolled before the strike: no die here
        defs = [((rolled["type"], rolled["dc"], rolled["blocks_on_miss"]), ONE, ())]
    else:
        defs = _classes(
            defense.defense,
            strike.defense_params(p),
            lambda o: (o["type"], o["dc"], o["blocks_on_miss"]),
            lambda o: () if o["natural"] is None else (o["natural"],),
        )
    joint: dict[Hashable, Fraction] = {}
    attacks: dict[tuple, list] = {}
    for (_, _, penalty), q_loc, loc_faces in locs:
        for (kind, dc, blocks), q_def, def_faces in defs:
            key = (penalty, kind, dc, blocks)
            if key not in attacks:
                attacks[key] = _classes(
                    attack.attack,
                    strike.attack_params(
                        p, penalty, {"type": kind, "dc": dc, "blocks_on_miss": blocks}
                    ),
                    lambda o: (o["hit"], o["critical"], o["fumble"], o["blocked"]),
                    lambda o: (o["natural"],),
                )
            for _, q_att, att_faces in attacks[key]:
                tail = explore(strike.strike, p, feature, prefix=loc_faces + def_faces + att_faces)
                weight = q_loc * q_def * q_att
                for value, q in tail.dist.items():
                    joint[value] = joint.get(value, ZERO) + weight * q
    return from_joint(Dist(joint), events, results, "composition")
