"""Umbra Turris models, a roster, and its encounter driver."""

from __future__ import annotations

from tests.support.encounters import Encounter

SYSTEM = "umbra-turris"


def fighter(id_, side, **overrides):
    """A model; profile given by the game's codes (aliases) as players write them."""
    base = {
        "id": id_,
        "side": side,
        "profile": {"Ld": 7, "M": 10, "WS": 4, "S": 3, "Sp": 3, "BS": 3, "T": 3, "W": 3},
        "equipment": {"weapon_modifier": 1, "armour": 0, "has_shield": False, "weapon_damage": 1},
    }
    base.update(overrides)
    return base


def champion(id_, side):
    """Always wins a standard attack against `victim`: 1d6 + 9 + 3 > 1d6 + 0."""
    return fighter(
        id_,
        side,
        profile={"WS": 9, "S": 9, "Sp": 9, "BS": 10, "T": 5, "W": 5},
        equipment={"weapon_modifier": 3, "weapon_damage": 10},
    )


def victim(id_, side, **overrides):
    return fighter(
        id_,
        side,
        profile={"WS": 0, "S": 0, "Sp": 0, "BS": 0, "T": 0, "W": 3},
        equipment={"has_shield": True},
        **overrides,
    )


def mage(id_, side, profession="cleric", vitality=3, vitality_max=5, **overrides):
    return fighter(
        id_,
        side,
        profession=profession,
        vitality=vitality,
        vitality_max=vitality_max,
        **overrides,
    )


def roster():
    return [
        champion("r1", "red"),
        mage("r2", "red", has_action_die=True),
        victim("b1", "blue"),
        victim("b2", "blue"),
        mage("b3", "blue", profession="wizard", vitality=1, vitality_max=4),
        mage("b4", "blue", profession="wizards_apprentice", vitality=3, vitality_max=3),
    ]


class UmbraTurris(Encounter):
    """One Umbra Turris encounter (the roster above unless `models` says otherwise)."""

    def __init__(self, client, models=None, client_seed="umbra-table", config=None, **extra):
        """These tables test the game, not the seeds: the game master waives the side seeds
        at creation (as Walka's), unless waive_side_seeds=False is given."""
        extra.setdefault("waive_side_seeds", True)
        if config is not None:
            extra["config"] = config
        super().__init__(client, SYSTEM, models or roster(), client_seed, **extra)
        self.red, self.blue = self.sides["red"], self.sides["blue"]

    def outcome(self, path, body=None, token=None):
        return self.step(path, body, token).get_json()["outcome"]

    def model(self, mid):
        return self.state["models"][mid]

    def exchange(self, attacker, defender, token, **facts):
        self.step("melee/exchange", {"attacker": attacker, "defender": defender, **facts}, token)
        return self.state["exchange"]["id"]
