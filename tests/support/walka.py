"""Walka characters and a table that drives one encounter over HTTP."""

from __future__ import annotations

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


class Walka:
    """One Walka encounter, its tokens, and shortcuts for its routes."""

    def __init__(self, client, models, client_seed="walka-table", **extra):
        self.client = client
        body = {"system": "walka", "name": "a fight", "client_seed": client_seed}
        r = client.post("/v1/encounters", json={**body, "models": models, **extra})
        assert r.status_code == 201, r.data
        self.created = r.get_json()
        self.id = self.created["encounter"]["id"]
        self.gm = self.created["gm_token"]
        self.sides = self.created["side_tokens"]

    def step(self, path, body=None, token=None, expect=200, **headers):
        r = self.client.post(
            f"/v1/encounters/{self.id}/walka/{path}",
            json=body or {},
            headers={"Authorization": f"Bearer {token or self.gm}", **headers},
        )
        if expect is not None:
            assert r.status_code == expect, (path, body, r.status_code, r.data)
        return r

    @property
    def state(self) -> dict:
        r = self.client.get(f"/v1/encounters/{self.id}")
        assert r.status_code == 200, r.data
        return r.get_json()["state"]

    def no_defence(self, defender, attacker=None, attack_kind="melee") -> dict:
        """The defender's side chooses no defence (walka.md §6: dc 1, no die) for the next
        attack on it (by `attacker`, else by anyone): the defense step, with its own token."""
        body = {"defender": defender, "attack_kind": attack_kind, "type": "none"}
        if attacker is not None:
            body["attacker"] = attacker
        return self.step("defense", body, self.token_of(defender)).get_json()

    def char(self, cid) -> dict:
        return self.state["models"][cid]

    def token_of(self, cid) -> str:
        return self.sides[self.char(cid)["side"]]

    def log(self) -> list[dict]:
        r = self.client.get(f"/v1/encounters/{self.id}/log?page_size=1000")
        assert r.status_code == 200
        return r.get_json()["entries"]

    def reveal(self) -> dict:
        headers = {"Authorization": f"Bearer {self.gm}"}
        r = self.client.post(f"/v1/encounters/{self.id}/reveal", headers=headers)
        assert r.status_code == 200, r.data
        return r.get_json()

    def verify(self) -> dict:
        r = self.client.get(f"/v1/encounters/{self.id}/verify")
        assert r.status_code == 200, r.data
        return r.get_json()
