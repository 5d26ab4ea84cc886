"""Walka characters and its encounter driver."""

from __future__ import annotations

from tests.support.encounters import Encounter

SWORD = {"id": "sword", "kind": "melee", "damage": 12, "quality": 2, "skill_die": "d10"}
BREASTPLATE = {
    "id": "breastplate",
    "class": "chest",
    "covers": [{"location": "torso"}],
    "absorption": 5,
    "quality": 2,
}


def ala(**overrides) -> dict:
    base = {
        "id": "Ala",
        "side": "north",
        "spd": 12,
        "dex_level": 3,
        "str_level": 3,
        "ref_level": 2,
        "con_level": 2,
        "max_hp": 30,
        "max_mp": 6,
        "mp": 1,
        "armour_skill_die": "d8",
        "unarmed_skill_die": "d4",
        "weapons": [SWORD],
    }
    return {**base, **overrides}


def bor(**overrides) -> dict:
    base = {
        "id": "Bor",
        "side": "south",
        "spd": 10,
        "dex_level": 2,
        "str_level": 1,
        "ref_level": 1,
        "max_hp": 80,
        "unarmed_skill_die": "d4",
        "shield_skill_die": "d10",
        "shield": {"id": "buckler", "block": 4},
        "armour_pieces": [BREASTPLATE],
    }
    return {**base, **overrides}


class Walka(Encounter):
    """One Walka encounter of the characters given."""

    def __init__(self, client, models, client_seed="walka-table", **extra):
        """These tables test the game, not the seeds: the game master waives the side seeds
        at creation, so a side's first roll waits for no other side's seed (tests of the
        seeds use Encounter itself, or pass waive_side_seeds=False)."""
        extra.setdefault("waive_side_seeds", True)
        super().__init__(client, "walka", models, client_seed, **extra)

    def no_defence(self, defender, attacker=None, attack_kind="melee") -> dict:
        """The defender's side chooses no defence (walka.md §6: dc 1, no die) for the next
        attack on it (by `attacker`, else by anyone): the defense step, with its own token."""
        body = {"defender": defender, "attack_kind": attack_kind, "type": "none"}
        if attacker is not None:
            body["attacker"] = attacker
        return self.step("defense", body, self.token_of(defender)).get_json()

    def defends(self, defender, kind, attack_kind="melee") -> dict:
        """The defender's side rolls its defence (walka.md §6) for the next attack on it: the
        defense step with its own token, as a strike by a side's token needs."""
        body = {"defender": defender, "attack_kind": attack_kind, "type": kind}
        return self.step("defense", body, self.token_of(defender)).get_json()

    def char(self, cid) -> dict:
        return self.state["models"][cid]

    def token_of(self, cid) -> str:
        return self.sides[self.char(cid)["side"]]
