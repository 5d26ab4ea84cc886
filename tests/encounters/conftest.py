"""Helpers for encounter tests: a roster, and a Table that drives one encounter over HTTP."""

from __future__ import annotations

import pytest

RIFLE = {
    "name": "Rifle",
    "bands": {"melee": None, "short": "+1/5", "medium": "0/5", "long": "-1/5", "extreme": "-"},
}
BLADE = {"name": "Blade", "fs_bonus": 1, "bands": {"melee": "0x2/5"}}


def model(id_, side, **overrides):
    base = {
        "id": id_,
        "side": side,
        "assault_skill": 5,
        "shooting_skill": 5,
        "strength": 4,
        "toughness": 3,
        "wounds_max": 1,
        "command": 6,
        "size": 2,
        "movement": 4,
        "calibre": 0,
        "first_strike": 4,
        "weapons": [RIFLE, BLADE],
    }
    base.update(overrides)
    return base


def roster(per_side=3, **overrides):
    models = []
    for side in ("red", "blue"):
        for i in range(1, per_side + 1):
            models.append(model(f"{side[0]}{i}", side, is_commander=(i == 1), **overrides))
    return models


class Table:
    """One encounter, its tokens, and shortcuts for its routes."""

    def __init__(self, client, models=None, client_seed="table", **extra):
        self.client = client
        body = {
            "system": "urban-war",
            "name": "test fight",
            "client_seed": client_seed,
            "models": models or roster(),
            **extra,
        }
        r = client.post("/v1/encounters", json=body)
        assert r.status_code == 201, r.data
        created = r.get_json()
        self.id = created["encounter"]["id"]
        self.gm = created["gm_token"]
        self.sides = created["side_tokens"]
        self.created = created

    def auth(self, token):
        return {"Authorization": f"Bearer {token}"}

    def step(self, path, body=None, token=None, expect=200, **headers):
        token = self.gm if token is None else token
        r = self.client.post(
            f"/v1/encounters/{self.id}/urban-war/{path}",
            json=body or {},
            headers={**self.auth(token), **headers},
        )
        if expect is not None:
            assert r.status_code == expect, (path, body, r.status_code, r.data)
        return r

    def get(self):
        r = self.client.get(f"/v1/encounters/{self.id}")
        assert r.status_code == 200, r.data
        return r.get_json()

    @property
    def state(self):
        return self.get()["state"]

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

    def export(self):
        r = self.client.get(f"/v1/encounters/{self.id}/export")
        assert r.status_code == 200
        return r.get_json()

    def all_orders(self, order="snap_fire"):
        for side, token in self.sides.items():
            mine = {
                mid: order
                for mid, m in self.state["models"].items()
                if m["side"] == side and m["in_play"] and not m["engaged_with"]
            }
            self.step("orders", {"orders": mine}, token, expect=None)


@pytest.fixture
def table(client):
    return Table(client)
