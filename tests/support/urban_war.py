"""Urban War models, a roster, a table that drives one encounter over HTTP, and a whole
fight played through it."""

from __future__ import annotations

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


def fighter(id_, side, **overrides):
    """Bare-handed, tough and long-lived: one exchange never removes it."""
    return model(id_, side, weapons=[], toughness=10, wounds_max=20, **overrides)


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


def play_until_the_end(table: Table, max_steps=600) -> int:
    """Drive the turn structure like a VTT would; returns the number of requests made."""
    requests = 0
    while requests < max_steps:
        state = table.state
        if state["phase"] == "ended":
            return requests
        requests += 1
        if state["phase"] == "command":
            table.all_orders()
            continue
        if state["initiative"] is None:
            table.step("initiative", {})
            continue
        if state["pending_panic"]:
            due = state["pending_panic"][0]
            side = state["models"][due["model"]]["side"]
            table.step(
                "panic-test", {"model": due["model"], "trigger": due["trigger"]}, table.sides[side]
            )
            continue
        if state["activation"]:
            mid = state["activation"]["model"]
            side = state["models"][mid]["side"]
            table.step("end-activation", {"model": mid}, table.sides[side])
            continue
        player = state["active_player"]
        token = table.sides[player]
        mine = [
            m
            for m in state["models"].values()
            if m["side"] == player and m["in_play"] and not m["activated"] and m["has_order"]
        ]
        model = mine[0]
        table.step("activate", {"model": model["id"]}, token)
        enemies = [m for m in state["models"].values() if m["side"] != player and m["in_play"]]
        # An enemy in base contact with one of ours is no primary target (urban-war.md §6.5)
        # and cannot be charged (§8): only free enemies are shot at or charged.
        free = [e for e in enemies if not e["engaged_with"]]
        if model["engaged_with"]:
            table.step("melee", {"target": model["engaged_with"][0]}, token)
        elif not free:
            table.step("end-activation", {"model": model["id"]}, token)
        elif requests % 3 == 0:
            table.step(
                "melee",
                {"target": free[0]["id"], "charge": True, "charge_distance_in": 5},
                token,
                expect=None,
            )
        else:
            table.step("shooting", {"target": free[0]["id"], "distance_in": 10}, token)
    raise AssertionError("the fight did not end")


def started(client, models, orders=None) -> Table:
    """Orders given (all snap fire unless `orders` says otherwise), initiative rolled."""
    table = Table(client, models=models)
    orders = orders or {}
    for side, token in table.sides.items():
        mine = {m["id"]: orders.get(m["id"], "snap_fire") for m in models if m["side"] == side}
        table.step("orders", {"orders": mine}, token, expect=None)
    table.step("initiative", {})
    return table
