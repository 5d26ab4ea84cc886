"""Range bands and movement distances (urban-war.md §6.4, §6.17). No dice."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from referee.dice import Dice
from referee.systems.urban_war.rules.common import BANDS, band_of, charge_reach, weapon_entry


def range_band(p: Mapping[str, Any], dice: Dice) -> dict:
    """Range band of a distance: melee (0), short (to 12 in), medium (24), long (36), extreme (48).

    urban-war.md §6.4 (R16, R1): a boundary belongs to the nearer band;
    beyond 48 in is a 422 out_of_range; a weapon whose card shows '-' for the
    band is a 422 weapon_unusable.
    """
    band = band_of(p["distance_in"])
    out = {"band": band, "band_index": BANDS.index(band), "weapon_entry": None}
    if p.get("weapon") is not None:
        out["weapon_entry"] = weapon_entry(p["weapon"], band, "weapon")
    return out


MOVE_ACTIONS = ("normal", "run", "charge", "break_off", "interrupt_charge")


def movement(p: Mapping[str, Any], dice: Dice) -> dict:
    """Movement maxima and which moves are allowed (urban-war.md §6.17, R44, R14).

    normal = MV; run = charge = 2 x MV + CAL; break off = MV + CAL. Run and
    move + shoot need the model out of base contact; a charge also needs no
    panic penalty; melee attack and break off need base contact. The maxima
    are limits: any shorter move is legal.
    """
    mv, cal = p["movement"], p.get("calibre", 0)
    engaged = p.get("in_base_contact", False)
    maxima = {
        "normal_in": mv,
        "run_in": charge_reach(p),
        "charge_in": charge_reach(p),
        "break_off_in": mv + cal,
    }
    allowed = {
        "move_and_shoot": not engaged,
        "run": not engaged,
        "charge": not engaged and not p.get("panic_penalty", False),
        "melee_attack": engaged,
        "break_off": engaged,
    }
    out = {**maxima, "allowed": allowed, "legal": None}
    action = p.get("action")
    if action is not None:
        limit, may = {
            "normal": (maxima["normal_in"], allowed["move_and_shoot"]),
            "run": (maxima["run_in"], allowed["run"]),
            "charge": (maxima["charge_in"], allowed["charge"]),
            "interrupt_charge": (maxima["charge_in"], allowed["charge"]),
            "break_off": (maxima["break_off_in"], allowed["break_off"]),
        }[action]
        out["legal"] = may and p.get("distance_in", 0) <= limit
    return out
