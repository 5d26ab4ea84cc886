"""What every Walka encounter step reads: the characters, what they hold, the combat's end
(walka.md §13).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from referee.encounters.changes import Depth
from referee.encounters.model import StateConflict, model_in
from referee.violations import RuleViolation

ACTIVE = "active"
State = dict[str, Any]
# The acting side of a step that no side's token may take (a dc without dice, a ground the
# rules do not give): the game master's (DESIGN, "Fairness and who may do what").
GAME_MASTER = "the game master"

# Rejections of the stateless rules that, on an encounter, come from the stored state: 409.
STATE_CODES = frozenset(
    {"not_enough_ap", "not_own_turn", "surprised", "prone", "not_enough_bleeding", "no_shield"}
)
# Which attack kinds a weapon of each kind can make (a dagger thrown, a javelin thrust).
WEAPON_ATTACKS = {
    "melee": ("melee", "thrown"),
    "ranged": ("ranged",),
    "thrown": ("thrown", "melee"),
}
DAMAGE_KIND = {"melee": "melee", "ranged": "shot", "thrown": "thrown"}
# What a prepaid action (walka.md §4) pays for.
PREPAID_ATTACK = ("attack", "instant")
PREPAID_SPEND = ("instant", "action", "spell", "attack")
# How deep Walka's log looks into a character, as its logs always have: conditions key by
# key, weapons, ammunition and armour pieces item by item, a removed character whole.
LOG_DEPTH = Depth(
    nested=frozenset({"conditions"}),
    keyed=frozenset({"weapons", "ammunition", "armour_pieces"}),
    removed_whole=True,
)
# Fields a GM correction of a character's roster entry keeps from its state.
CARRIED = (
    "ap",
    "pending_ap_penalty",
    "borrowed_reload",
    "no_regen_turns",
    "hp",
    "mp",
    "wounds",
    "wound_counter",
    "fatigue",
    "conditions",
    "facing",
    "surprised",
    "defenceless",
    "skip_round1",
    "order_index",
    "prepaid",
)


# -- small helpers ---------------------------------------------------------------------


def active(state: State, cid: str, field: str, targeted: bool = False) -> dict:
    """walka.md §13 DECISION: a character who is not active takes no step, is no target."""
    character = model_in(state, cid, field, "character")
    if character["status"] != ACTIVE:
        what = "cannot be targeted" if targeted else "takes no step"
        raise StateConflict(
            f"{cid} is {character['status']}: a character who is not active {what} (walka.md §13)",
            field,
            "not_active",
        )
    return character


def not_ended(state: State) -> None:
    if state["ended"]:
        raise StateConflict(
            "the combat has ended (end-encounter): it takes no more steps; reveal the encounter "
            "to audit its dice (walka.md §12)",
            None,
            "combat_ended",
        )


def rules_config(state: State, weapon: Mapping[str, Any] | None = None) -> dict:
    cfg = dict(state["config"])
    if weapon is not None and weapon.get("range_table"):
        cfg["range_table"] = weapon["range_table"]
    return cfg


def without_none(values: Mapping[str, Any]) -> dict:
    return {k: v for k, v in values.items() if v is not None}


def weapon_fields(weapon: dict, ammo: dict | None, shot: bool) -> dict:
    """The damage inputs of the weapon that hit (walka.md §8): a shot takes its Quality and
    id from the ammunition, and the launcher adds its damage."""
    if shot:
        return {
            "weapon_quality": ammo["quality"],
            "ammo_damage": ammo["damage"],
            "launcher_damage": weapon["damage"],
            "weapon_id": ammo["id"],
        }
    return {
        "weapon_quality": weapon["quality"],
        "weapon_damage": weapon["damage"],
        "weapon_id": weapon["id"],
    }


def find_item(items: list[dict], item_id: str | None) -> dict | None:
    return next((i for i in items if i["id"] == item_id), None)


def set_item(items: list[dict], item_id: str | None, **values: Any) -> None:
    """Sets fields of the item with this id; one a correction took away stays away."""
    item = find_item(items, item_id)
    if item is not None:
        item.update(values)


def held_in(character: dict, item_id: str) -> list[str]:
    return [h for h, held in character["hands"].items() if held == item_id]


def held_weapons(character: dict) -> list[dict]:
    """Weapons in hand, the main hand's first."""
    main = character["main_hand"]
    out: list[dict] = []
    for hand in (main, *(h for h in character["hands"] if h != main)):
        weapon = find_item(character["weapons"], character["hands"].get(hand))
        if weapon is not None and weapon not in out:
            out.append(weapon)
    return out


def melee_in_hand(character: dict) -> dict | None:
    return next((w for w in held_weapons(character) if w["kind"] in ("melee", "thrown")), None)


def shield_in_hand(character: dict) -> dict | None:
    shield = character["shield"]
    return shield if shield and shield["id"] in character["hands"].values() else None


def next_wound_id(character: dict) -> str:
    return f"w{character['wound_counter'] + 1}"


def ammunition(c: dict, ammo_id: str | None, needs_one: bool) -> dict:
    if ammo_id is not None:
        ammo = find_item(c["ammunition"], ammo_id)
        if ammo is None:
            raise RuleViolation(
                "unknown_ammunition", f"{c['id']} has no ammunition {ammo_id!r}", "ammunition"
            )
        if needs_one and ammo["count"] == 0:
            raise StateConflict(f"{c['id']} has no {ammo_id} left", "ammunition")
        return ammo
    for ammo in c["ammunition"]:
        if not needs_one or ammo["count"] is None or ammo["count"] > 0:
            return ammo
    raise StateConflict(f"{c['id']} has no ammunition left to shoot", "ammunition")
