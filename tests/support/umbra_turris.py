"""Umbra Turris models, a roster, and a table that drives one encounter over HTTP."""

from __future__ import annotations

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


class Umbra:
    """One Umbra Turris encounter, its tokens, and shortcuts for its routes."""

    def __init__(self, client, models=None, client_seed="umbra-table", config=None):
        self.client = client
        body = {
            "system": SYSTEM,
            "name": "tower fight",
            "client_seed": client_seed,
            "models": models or roster(),
        }
        if config is not None:
            body["config"] = config
        r = client.post("/v1/encounters", json=body)
        assert r.status_code == 201, r.data
        self.created = r.get_json()
        self.id = self.created["encounter"]["id"]
        self.gm = self.created["gm_token"]
        self.sides = self.created["side_tokens"]
        self.red, self.blue = self.sides["red"], self.sides["blue"]

    def auth(self, token):
        return {"Authorization": f"Bearer {token}"}

    def step(self, path, body=None, token=None, expect=200, **headers):
        token = self.gm if token is None else token
        r = self.client.post(
            f"/v1/encounters/{self.id}/{SYSTEM}/{path}",
            json=body or {},
            headers={**self.auth(token), **headers},
        )
        if expect is not None:
            assert r.status_code == expect, (path, body, r.status_code, r.data)
        return r

    def outcome(self, path, body=None, token=None):
        return self.step(path, body, token).get_json()["outcome"]

    def get(self):
        r = self.client.get(f"/v1/encounters/{self.id}")
        assert r.status_code == 200, r.data
        return r.get_json()

    @property
    def state(self):
        return self.get()["state"]

    def model(self, mid):
        return self.state["models"][mid]

    def log(self):
        r = self.client.get(f"/v1/encounters/{self.id}/log?page_size=1000")
        assert r.status_code == 200
        return r.get_json()["entries"]

    def reveal(self):
        r = self.client.post(f"/v1/encounters/{self.id}/reveal", headers=self.auth(self.gm))
        assert r.status_code == 200, r.data
        return r.get_json()

    def verify(self):
        r = self.client.get(f"/v1/encounters/{self.id}/verify")
        assert r.status_code == 200, r.data
        return r.get_json()

    def exchange(self, attacker, defender, token, **facts):
        self.step("melee/exchange", {"attacker": attacker, "defender": defender, **facts}, token)
        return self.state["exchange"]["id"]


# -- the whole fight ------------------------------------------------------------------------
