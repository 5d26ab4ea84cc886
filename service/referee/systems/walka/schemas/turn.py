"""Initiative, action points, the instant chain, surprise and terrain (walka.md §2-§4, §10, §11)."""

from __future__ import annotations

import marshmallow as ma
from marshmallow import fields, validate

from referee.schemas import BaseSchema, closed, flag, stat
from referee.systems.walka.rules.action_points import ACTIVITIES, FIXED_COST_ACTIVITIES, MOVE_COST
from referee.systems.walka.schemas.common import (
    InterruptsField,
    TestResult,
    ap_field,
    character_id,
    crit_threshold,
    dc_field,
    detection_dcs_field,
    fumble_threshold,
    level,
    make_schema,
    modifier,
    name_field,
    rules_field,
    value,
)

# --- §2 initiative -------------------------------------------------------------------------


class Character(BaseSchema):
    """A character in the turn order."""

    id = character_id(required=True)
    spd = level("spd", required=True)


Cede = make_schema(
    "Cede",
    "One character gives its precedence to another of the same SPD (walka.md §2).",
    {
        "from": character_id(
            "Who gives precedence: must come first after the roll-off.", required=True
        ),
        "to": character_id("Who receives it: same SPD, later in the order.", required=True),
    },
    __name__,
)


class InitiativeParams(BaseSchema):
    characters = fields.List(
        fields.Nested(Character),
        required=True,
        validate=validate.Length(1, 100, error="give 1 to 100 characters"),
        metadata={"description": "Everyone in the fight; the list order is the dice order."},
    )
    cede = fields.List(
        fields.Nested(Cede),
        load_default=list,
        validate=validate.Length(max=100),
        metadata={"description": "Precedence given away after the roll-off, applied in order."},
    )
    surprised = fields.List(
        fields.String(),
        load_default=list,
        validate=validate.Length(max=100),
        metadata={"description": "Ids that failed the surprise test (§10): no turn in round 1."},
    )


class OrderEntry(BaseSchema):
    id = fields.String(required=True)
    spd = fields.Integer(required=True)
    rolls = fields.List(
        fields.Integer(),
        required=True,
        metadata={"description": "Its d6 roll-offs, in order; empty without an SPD tie."},
    )


class InitiativeOutcome(BaseSchema):
    order = fields.List(
        fields.Nested(OrderEntry),
        required=True,
        metadata={"description": "The turn order from round 2 on (round 1 too, if no surprise)."},
    )
    round1_order = fields.List(
        fields.String(), required=True, metadata={"description": "Who acts in round 1, in order."}
    )
    round1_skipped = fields.List(
        fields.String(), required=True, metadata={"description": "Surprised: no turn in round 1."}
    )


# --- §3 action_points ----------------------------------------------------------------------


class BorrowedReload(BaseSchema):
    """A reload step paid with borrowed AP, completed at the next turn start (walka.md §3)."""

    weapon = fields.String(
        allow_none=True, load_default=None, metadata={"description": "The weapon's name."}
    )
    step = fields.String(
        allow_none=True, load_default=None, metadata={"description": "The reload step's name."}
    )


MOVEMENT_ONLY = ("units", "leaves_reach", "terrain_extra_ap")


class Activity(BaseSchema):
    """One activity to pay for (walka.md §3 cost table)."""

    activity = closed(
        "WalkaActivityKind",
        list(ACTIVITIES),
        "run 1, walk 2, crawl 3 AP per unit; leave_reach 1 (listed right after the run, walk "
        "or crawl that leaves an enemy's melee reach; or flag that entry leaves_reach); "
        "attack, action, instant 3; spell x; reload its cost (3); stand_up 3; defense 0.",
        required=True,
    )
    units = stat("units", 1, 1000, "run, walk, crawl: units entered (default 1).")
    # walka.md §1 and §3 call it leave_reach, §11 and §12 leaves_reach: both are taken.
    leaves_reach = flag(
        "run, walk, crawl: the move leaves an enemy's melee reach, +1 AP once (the same as "
        "listing the activity leave_reach after it).",
        alias="leave_reach",
        alias_note="the name the rules give leaving the reach",
    )
    terrain_extra_ap = ap_field(
        "terrain_extra_ap", "run, walk, crawl: extra AP per unit (1 on ice at the safe pace)."
    )
    x = ap_field("x", "spell: its AP cost x, from the spell's description.")
    cost = ap_field(
        "cost",
        "attack, action, instant, reload: the cost if the description differs from 3 (an "
        "instant spell costs its x).",
    )
    weapon = name_field("reload: the weapon reloaded.")
    step = name_field("reload: the reload step, as the weapon's description names it.")

    @ma.validates_schema
    def _fields_of_activity(self, data, **kwargs):
        kind = data.get("activity")
        if kind is None:
            return
        moving = kind in MOVE_COST
        for key in MOVEMENT_ONLY:
            if not moving and data.get(key):
                raise ma.ValidationError(f"{key} applies to run, walk and crawl, not {kind}", key)
        if kind == "spell" and "x" not in data:
            raise ma.ValidationError("a spell costs x AP: give x from the spell", "x")
        if kind != "spell" and "x" in data:
            raise ma.ValidationError(f"x is a spell's cost; {kind} is not a spell", "x")
        if "cost" in data and kind not in FIXED_COST_ACTIVITIES:
            raise ma.ValidationError(
                f"cost applies to attack, action, instant and reload, not {kind}", "cost"
            )
        for key in ("weapon", "step"):
            if key in data and kind != "reload":
                raise ma.ValidationError(f"{key} applies to reload only, not {kind}", key)


class ActionPointsParams(BaseSchema):
    spd = level("spd", required=True)
    ap = ap_field("ap", "AP in the pool now, 0..max_ap (default max_ap).")
    pending_ap_penalty = value(
        "pending_ap_penalty",
        "AP the next regeneration gives less: blocked blows, borrowed AP, fumbles at 0 AP.",
        load_default=0,
    )
    no_regen_turns = stat(
        "no_regen_turns",
        0,
        2,
        "Own turn starts left without AP regeneration (groin, §9).",
        load_default=0,
    )
    mp = value("mp", "Mana points now.", load_default=0)
    max_mp = value("max_mp", "Mana points at most.", load_default=0)
    con_level = level("con_level", load_default=0)
    bleeding_active_total = value(
        "bleeding_active_total",
        "Active bleeding tokens on all wounds: each adds 1 fatigue at the turn start (§9).",
        load_default=0,
    )
    foot_effects = stat(
        "foot_effects",
        0,
        20,
        "Foot critical effects (§9): +1 AP per unit moved each.",
        load_default=0,
    )
    borrowed_reload = fields.Nested(
        BorrowedReload,
        allow_none=True,
        load_default=None,
        metadata={"description": "A reload step paid with borrowed AP, outstanding."},
    )
    surprised = flag("Surprised (§10): no instants until the turn start clears it.")
    turn_start = flag("The character's own turn starts now: run the turn-start sequence first.")
    own_turn = flag(
        "It is the character's own turn; otherwise only instants and defences can be paid, "
        "and nothing can be borrowed.",
        load_default=True,
    )
    spend = fields.List(
        fields.Nested(Activity),
        load_default=list,
        validate=validate.Length(max=50, error="at most 50 activities"),
        metadata={"description": "Activities to pay for, in order (after the turn start)."},
    )
    rules = rules_field()


class SpentActivity(BaseSchema):
    activity = closed("WalkaActivityKind", list(ACTIVITIES), required=True)
    cost = fields.Integer(required=True, metadata={"description": "Its full AP cost."})
    borrowed = fields.Integer(
        required=True, metadata={"description": "Of the cost, AP borrowed from the next turn."}
    )
    ap_after = fields.Integer(required=True)


class ActionPointsOutcome(BaseSchema):
    max_ap = fields.Integer(required=True, metadata={"description": "floor(SPD / 2) + 5."})
    turn_start = fields.Boolean(required=True, metadata={"description": "Whether it ran."})
    regenerated = fields.Boolean(
        required=True, metadata={"description": "AP refilled at the turn start (not groin)."}
    )
    reload_completed = fields.Nested(
        BorrowedReload,
        required=True,
        allow_none=True,
        metadata={"description": "The borrowed reload step that completed at the turn start."},
    )
    mp = fields.Integer(required=True)
    fatigue_added = fields.Integer(
        required=True, metadata={"description": "Fatigue from active bleeding at the turn start."}
    )
    surprised = fields.Boolean(required=True)
    spent = fields.List(fields.Nested(SpentActivity), required=True)
    ap_spent = fields.Integer(required=True, metadata={"description": "AP taken from the pool."})
    ap = fields.Integer(required=True, metadata={"description": "AP left in the pool."})
    pending_ap_penalty = fields.Integer(required=True)
    no_regen_turns = fields.Integer(required=True)
    borrowed = fields.Integer(required=True, metadata={"description": "AP borrowed now."})
    borrowed_reload = fields.Nested(BorrowedReload, required=True, allow_none=True)
    turn_ended = fields.Boolean(
        required=True, metadata={"description": "Own turn with 0 AP left, or AP borrowed."}
    )
    instant_affordable = fields.Boolean(
        required=True, metadata={"description": "3 AP or more left: an instant can be declared."}
    )


# --- §4 instant_chain ----------------------------------------------------------------------


def trigger_kind_field() -> fields.String:
    return closed(
        "WalkaTriggerKind",
        ["action", "attack", "spell", "movement_unit"],
        "What was declared: an action, an attack, a spell, or 1 unit of movement.",
        required=True,
    )


class Trigger(BaseSchema):
    """The declared action the chain answers."""

    actor = character_id(required=True)
    kind = trigger_kind_field()


class Declaration(BaseSchema):
    """One instant declared into the chain, in declaration order (link 1, 2, ...)."""

    actor = character_id(required=True)
    ref_level = level(
        "ref_level",
        "Its REF level: read from the second declaration on (the first joins without a test).",
    )
    ap = ap_field(
        "ap",
        "The actor's AP before paying; omit when AP are not tracked (no affordability check, "
        "its `ap` after paying is then null).",
    )
    cost = ap_field("cost", "The instant's AP cost (3; an instant spell its x).", load_default=3)
    interrupts = InterruptsField(
        allow_none=True,
        load_default=None,
        metadata={
            "description": '"trigger", the number of an earlier link, or null if it interrupts '
            "nothing."
        },
    )
    effective = flag(
        "Whether its effect actually stopped what it interrupts (resolved by other steps).",
        load_default=True,
    )
    surprised = flag("The actor is surprised (§10): it cannot declare instants.")
    modifier = modifier("modifier", "Added to its REF test.")
    crit_threshold = crit_threshold("its REF test")
    fumble_threshold = fumble_threshold("its REF test")


class InstantChainParams(BaseSchema):
    trigger = fields.Nested(Trigger, required=True)
    declarations = fields.List(
        fields.Nested(Declaration),
        required=True,
        validate=validate.Length(1, 50, error="give 1 to 50 declarations"),
    )
    rules = rules_field()


class ChainLink(BaseSchema):
    link = fields.Integer(required=True, metadata={"description": "Declaration number, from 1."})
    actor = fields.String(required=True)
    dc = fields.Integer(
        required=True, allow_none=True, metadata={"description": "null for link 1 (no test)."}
    )
    test = fields.Nested(TestResult, required=True, allow_none=True)
    joined = fields.Boolean(required=True)
    interrupts = InterruptsField(required=True, allow_none=True)
    result = fields.String(
        required=True,
        metadata={
            "description": "executed, failed_interrupted or failed_ref; pending in an "
            "encounter's declare step for a joined link (resolved by instant-chain/next)."
        },
    )
    cost = fields.Integer(required=True)
    ap = fields.Integer(
        required=True,
        allow_none=True,
        metadata={"description": "The actor's AP after paying; null when its ap was not given."},
    )


class ExecutionEntry(BaseSchema):
    link = fields.Integer(
        required=True, allow_none=True, metadata={"description": "null for the trigger."}
    )
    actor = fields.String(required=True)


class TriggerResult(BaseSchema):
    actor = fields.String(required=True)
    kind = fields.String(required=True)
    result = fields.String(
        required=True,
        metadata={
            "description": "executed or failed_interrupted; pending in an encounter's declare "
            "step (resolved by instant-chain/next)."
        },
    )


def tests_made(description: str) -> fields.List:
    """walka.md §4 and §11 Outputs `tests`: one per element, null where none was made."""
    return fields.List(
        fields.Nested(TestResult, allow_none=True),
        required=True,
        metadata={"description": description},
    )


class InstantChainOutcome(BaseSchema):
    dcs = fields.List(
        fields.Integer(allow_none=True),
        required=True,
        metadata={"description": "Each declaration's REF dc; null for the first."},
    )
    tests = tests_made(
        "Each declaration's REF test, in declaration order, parallel to `dcs`: null for the "
        "first (no test); the same as `links[i].test`."
    )
    links = fields.List(fields.Nested(ChainLink), required=True)
    execution_order = fields.List(
        fields.Nested(ExecutionEntry),
        required=True,
        metadata={"description": "The joined links from last to first, then the trigger."},
    )
    trigger = fields.Nested(TriggerResult, required=True)


# --- §10 surprise ---------------------------------------------------------------------------


class SurpriseParams(BaseSchema):
    target = character_id("The target's id, echoed.")
    ref_level = level("ref_level", "The target's.", required=True)
    detection_dc = dc_field(
        "detection_dc",
        "dc of the detection test of the hidden or sneaking attacker; give this or detection_dcs.",
    )
    detection_dcs = detection_dcs_field()
    modifier = modifier("modifier", "Added to the REF test.")
    opens_combat = flag(
        "The ambush opens the combat: a surprised target has no turn in round 1.",
        load_default=True,
    )
    crit_threshold = crit_threshold("the REF test")
    fumble_threshold = fumble_threshold("the REF test")
    rules = rules_field()


class SurpriseOutcome(BaseSchema):
    target = fields.String(required=True, allow_none=True)
    natural = fields.Integer(
        required=True, metadata={"description": "The REF test's natural roll (as in `test`)."}
    )
    total = fields.Integer(
        required=True,
        metadata={"description": "n + ref_level + modifier: the REF test's total (as in `test`)."},
    )
    test = fields.Nested(TestResult, required=True)
    surprised = fields.Boolean(required=True)
    defenceless = fields.Boolean(
        required=True, metadata={"description": "It cannot defend: its defence is none."}
    )
    defenceless_until = fields.String(
        required=True,
        allow_none=True,
        metadata={"description": "until_first_turn or first_attack (rules.surprise_scope)."},
    )
    attack_dc = fields.Integer(
        required=True,
        allow_none=True,
        metadata={"description": "The dc attacks against it face meanwhile (undefended_dc)."},
    )
    can_declare_instants = fields.Boolean(required=True)
    skip_round1 = fields.Boolean(required=True)


# --- §11 terrain ----------------------------------------------------------------------------


class TerrainProfile(BaseSchema):
    """A ground with a safe pace and a test off it; the default is the frozen lake (ice)."""

    name = name_field("The terrain's name.", load_default="ice")
    safe_extra_ap = ap_field("safe_extra_ap", "Extra AP per unit at the safe pace.", load_default=1)
    test_attribute = closed(
        "WalkaAttributeName",
        ["dex", "ref", "str", "acc", "con"],
        "Attribute tested per unit off the safe pace (ice: dex, the source's Zwinność).",
        load_default="dex",
    )
    test_dc = dc_field(
        "test_dc",
        "dc of that test; null: no test off the safe pace.",
        allow_none=True,
        load_default=15,
    )


class TerrainStep(BaseSchema):
    """One unit of movement, in order."""

    mode = closed("WalkaMoveMode", list(MOVE_COST), "run 1, walk 2, crawl 3 AP.", required=True)
    safe = flag("At the safe pace: the profile's extra AP, no test.")
    leaves_reach = flag("This unit leaves an enemy's melee reach: +1 AP.")


def terrain_profile_field() -> fields.Nested:
    """The terrain moved over (walka.md §11), on the terrain route and its encounter step."""
    return fields.Nested(
        TerrainProfile,
        load_default=dict,
        metadata={"description": "The terrain; omit for ice (safe pace +1 AP, else DEX vs 15)."},
    )


def terrain_steps_field() -> fields.List:
    """The units moved, in order (walka.md §11)."""
    return fields.List(
        fields.Nested(TerrainStep),
        required=True,
        validate=validate.Length(1, 100, error="give 1 to 100 units"),
    )


class TerrainParams(BaseSchema):
    profile = terrain_profile_field()
    steps = terrain_steps_field()
    ap = ap_field(
        "ap",
        "AP in the pool: the whole path must be affordable before the first die. Omit when AP "
        "are not tracked (no affordability check; the AP left are then null).",
    )
    dex_level = level("dex_level")
    ref_level = level("ref_level")
    str_level = level("str_level")
    acc_level = level("acc_level")
    con_level = level("con_level")
    armour_dex_penalty = stat(
        "armour_dex_penalty", 0, 100, "The armour's penalty to the DEX level.", load_default=0
    )
    foot_effects = stat(
        "foot_effects", 0, 20, "Foot critical effects (§9): +1 AP per unit each.", load_default=0
    )
    prone = flag("The character lies prone: it can only crawl until it stands up.")
    modifier = modifier("modifier", "Added to each test.")
    crit_threshold = crit_threshold("the terrain test")
    fumble_threshold = fumble_threshold("the terrain test")
    rules = rules_field()


class TerrainUnit(BaseSchema):
    unit = fields.Integer(required=True)
    mode = fields.String(required=True)
    safe = fields.Boolean(required=True)
    cost = fields.Integer(required=True)
    test = fields.Nested(TestResult, required=True, allow_none=True)


class TerrainOutcome(BaseSchema):
    profile = fields.String(required=True)
    units = fields.List(fields.Nested(TerrainUnit), required=True)
    units_moved = fields.Integer(required=True)
    tests = tests_made(
        "Each moved unit's test, in unit order: null for a unit at the safe pace; the same as "
        "`units[i].test`."
    )
    cancelled_units = fields.Integer(
        required=True, metadata={"description": "Units not moved (and not paid) after a fall."}
    )
    ap_spent = fields.Integer(required=True)
    ap = fields.Integer(
        required=True, allow_none=True, metadata={"description": "null when ap was not given."}
    )
    prone = fields.Boolean(required=True)
    stand_up_cost = fields.Integer(required=True)
