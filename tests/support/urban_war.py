"""Urban War models, a roster, its encounter driver, and a whole fight played through it."""

from __future__ import annotations

from tests.support.encounters import Encounter

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


class UrbanWar(Encounter):
    """One Urban War encounter (three models a side unless `models` says otherwise)."""

    def __init__(self, client, models=None, client_seed="table", **extra):
        super().__init__(client, "urban-war", models or roster(), client_seed, **extra)

    def orders(self, order="snap_fire"):
        """Every side gives `order` to its models in play and out of melee (sealed, no
        dice); the answers are not checked."""
        for side, token in self.sides.items():
            mine = {
                mid: order
                for mid, m in self.state["models"].items()
                if m["side"] == side and m["in_play"] and not m["engaged_with"]
            }
            self.step("orders", {"orders": mine}, token, expect=None)


def play_until_the_end(table: UrbanWar, max_steps=600) -> int:
    """Drive the turn structure like a VTT would; returns the number of requests made."""
    requests = 0
    while requests < max_steps:
        state = table.state
        if state["phase"] == "ended":
            return requests
        requests += 1
        if state["phase"] == "command":
            table.orders()
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


def started(client, models, orders=None) -> UrbanWar:
    """Orders given (all snap fire unless `orders` says otherwise), initiative rolled."""
    table = UrbanWar(client, models=models)
    orders = orders or {}
    for side, token in table.sides.items():
        mine = {m["id"]: orders.get(m["id"], "snap_fire") for m in models if m["side"] == side}
        table.step("orders", {"orders": mine}, token, expect=None)
    table.step("initiative", {})
    return table
