#!/usr/bin/env python3
"""An Urban War skirmish between two squads, fought through a Referee encounter.

Each player (red, blue) holds its side's token and gives sealed orders; the game master
rolls initiative; the players activate their models in turn, shoot or charge, until one
squad is wiped out. Every step is printed, round by round. Then the game master reveals
the encounter, and its export is verified offline: the commitment and every roll.

    python examples/urban_war_skirmish.py --url http://127.0.0.1:8000

Needs only the SDK (`pip install -e sdk/python`) and a running Referee (`./scripts/run`).
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path
from typing import Any

from referee_client.api.encounters import (
    create_encounter,
    export_encounter,
    get_encounter,
    reveal_encounter,
)
from referee_client.api.proof import signing_keys
from referee_client.api.urban_war_encounters import (
    encounter_urban_war_activate,
    encounter_urban_war_end_activation,
    encounter_urban_war_initiative,
    encounter_urban_war_melee,
    encounter_urban_war_orders,
    encounter_urban_war_panic_test,
    encounter_urban_war_shooting,
)
from referee_client.models import (
    SealedWaiting,
    UrbanWarActivateParams,
    UrbanWarEncounterCreate,
    UrbanWarEndActivationParams,
    UrbanWarInitiativeEncounterParams,
    UrbanWarMeleeEncounterParams,
    UrbanWarOrdersParams,
    UrbanWarOrdersParamsOrders,
    UrbanWarPanicTestEncounterParams,
    UrbanWarRosterModel,
    UrbanWarShootingEncounterParams,
    UrbanWarWeapon,
    UrbanWarWeaponBands,
)
from referee_sdk import (
    AuthenticatedClient,
    Client,
    RefereeProblem,
    call,
    encounter_step,
    verify_encounter,
)

RIFLE = UrbanWarWeapon(
    name="Rifle",
    bands=UrbanWarWeaponBands(melee=None, short="+1/5", medium="0/5", long="-1/5", extreme="-"),
)
BLADE = UrbanWarWeapon(name="Blade", fs_bonus=1, bands=UrbanWarWeaponBands(melee="0x2/5"))


def squad(side: str, size: int) -> list[UrbanWarRosterModel]:
    return [
        UrbanWarRosterModel(
            id=f"{side[0]}{i}",
            side=side,
            name=f"{side.title()} trooper {i}",
            assault_skill=5,
            shooting_skill=5,
            strength=4,
            toughness=3,
            wounds_max=1,
            command=6,
            size=2,
            movement=4,
            first_strike=4,
            is_commander=i == 1,
            weapons=[RIFLE, BLADE],
        )
        for i in range(1, size + 1)
    ]


# The state changes worth a line in the log; the rest is turn bookkeeping.
SHOWN = ("wounds", "in_play", "engaged_with", "panicked", "panic_penalty", "winner", "phase")


def describe(answer: Any, actor: str, what: str) -> str:
    """One line for a step: log index, step, who did what, the dice and what it changed."""
    dice = " ".join(str(r.value) for r in answer.rolls)
    changes = [
        f"{c.path.removeprefix('models.')} {json.dumps(c.from_)}->{json.dumps(c.to)}"
        for c in answer.changes
        if c.path.rsplit(".", 1)[-1] in SHOWN
    ]
    line = f"  #{answer.index:<3} {actor:<5} {answer.step:<14} {what}"
    if dice:
        line += f"  dice {dice}"
    return line + (f"  => {', '.join(changes)}" if changes else "")


class Skirmish:
    def __init__(self, url: str, client_seed: str, per_side: int):
        self.url = url
        self.anyone = Client(base_url=url)
        created = call(
            create_encounter.sync_detailed,
            client=self.anyone,
            body=UrbanWarEncounterCreate(
                system="urban-war",
                name="Urban War skirmish (SDK example)",
                client_seed=client_seed,
                models=squad("red", per_side) + squad("blue", per_side),
            ),
        )
        self.id = created.encounter.id
        self.commitment = created.encounter.seed_commitment
        self.gm = AuthenticatedClient(base_url=url, token=created.gm_token)
        self.players = {
            side: AuthenticatedClient(base_url=url, token=token)
            for side, token in created.side_tokens.additional_properties.items()
        }
        self.steps = 0

    def step(self, endpoint: Any, body: Any, actor: str, what: str = "") -> Any:
        client = self.gm if actor == "gm" else self.players[actor]
        answer = encounter_step(endpoint.sync_detailed, self.id, client=client, body=body)
        self.steps += 1
        if isinstance(answer, SealedWaiting):
            waiting = ", ".join(answer.waiting_for)
            print(f"       {actor:<5} {answer.step:<14} {what}: sealed, waiting for {waiting}")
        else:
            print(describe(answer, actor, what))
        return answer

    def fight(self, max_steps: int = 600) -> str:
        shown_round = None
        while self.steps < max_steps:
            state = call(get_encounter.sync_detailed, self.id, client=self.anyone).state
            models = state.models.additional_properties
            if state.phase == "ended":
                return state.winner or "draw"
            if state.round_ != shown_round:
                shown_round = state.round_
                left = [
                    f"{side} {sum(m.side == side and m.in_play for m in models.values())} left"
                    for side in self.players
                ]
                print(f"Round {shown_round} ({', '.join(left)})")
            if state.phase == "command":
                for side in self.players:  # each player's orders, sealed until both are in
                    mine = {
                        m.id: "snap_fire"
                        for m in models.values()
                        if m.side == side and m.in_play and not m.engaged_with
                    }
                    body = UrbanWarOrdersParams(orders=UrbanWarOrdersParamsOrders.from_dict(mine))
                    self.step(encounter_urban_war_orders, body, side, "face-down orders")
            elif state.initiative is None:
                body = UrbanWarInitiativeEncounterParams()
                self.step(encounter_urban_war_initiative, body, "gm", "who goes first")
            elif state.pending_panic:
                due = state.pending_panic[0]
                body = UrbanWarPanicTestEncounterParams(model=due.model, trigger=due.trigger)
                side = models[due.model].side
                self.step(
                    encounter_urban_war_panic_test, body, side, f"{due.model} keeps its nerve?"
                )
            elif state.activation:
                model = state.activation.model
                body = UrbanWarEndActivationParams(model=model)
                self.step(encounter_urban_war_end_activation, body, models[model].side, model)
            else:
                self.activate_one(state.active_player, models)
        raise RuntimeError(f"no winner after {max_steps} steps")

    def activate_one(self, player: str, models: dict[str, Any]) -> None:
        me = next(
            m
            for m in models.values()
            if m.side == player and m.in_play and not m.activated and m.has_order
        )
        self.step(encounter_urban_war_activate, UrbanWarActivateParams(model=me.id), player, me.id)
        # An enemy in base contact is nobody's primary target (Urban War §6.5), so shots
        # and charges go to a free one; with none free the activation simply ends.
        free = [m for m in models.values() if m.side != player and m.in_play and not m.engaged_with]
        if me.engaged_with:
            body = UrbanWarMeleeEncounterParams(target=me.engaged_with[0])
            self.step(encounter_urban_war_melee, body, player, f"{me.id} fights {body.target}")
        elif not free:
            return
        elif self.steps % 3 == 0:
            enemy = free[0]
            body = UrbanWarMeleeEncounterParams(target=enemy.id, charge=True, charge_distance_in=5)
            try:
                self.step(encounter_urban_war_melee, body, player, f"{me.id} charges {enemy.id}")
            except RefereeProblem as problem:  # a charge the rules do not allow: a 4xx
                print(f"       {player:<5} charge refused ({problem.code}): {problem.detail}")
        else:
            enemy = free[0]
            body = UrbanWarShootingEncounterParams(target=enemy.id, distance_in=10)
            self.step(encounter_urban_war_shooting, body, player, f"{me.id} shoots {enemy.id}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--url", default=os.environ.get("REFEREE_URL", "http://127.0.0.1:8000"))
    parser.add_argument("--client-seed", default="sdk-example", help="your part of the dice seed")
    parser.add_argument("--per-side", type=int, default=3, help="models in each squad")
    parser.add_argument("--export", type=Path, help="also save the revealed export here")
    args = parser.parse_args(argv)

    table = Skirmish(args.url, args.client_seed, args.per_side)
    print(f"Encounter {table.id}; the server committed to seed sha256 {table.commitment}")
    winner = table.fight()
    print(f"The fight is over after {table.steps} requests: winner {winner}")

    revealed = encounter_step(reveal_encounter.sync_detailed, table.id, client=table.gm)
    print(f"Revealed server seed {revealed.server_seed}")
    export = call(export_encounter.sync_detailed, table.id, client=table.anyone)
    if args.export:
        raw = table.anyone.get_httpx_client().get(f"/v1/encounters/{table.id}/export")
        args.export.write_text(json.dumps(raw.json(), indent=1, ensure_ascii=False) + "\n")
        print(f"Saved the export to {args.export}")

    # The service's public keys: save them with the export to check its signatures later.
    keys = call(signing_keys.sync_detailed, client=table.anyone)
    # Offline: no request, only referee-dice-v1, the hash chain and the signatures.
    verification = verify_encounter(export, keys=keys)
    print(f"Offline check of {len(export.log)} log entries: {verification}")
    return 0 if verification.ok else 1


if __name__ == "__main__":
    sys.exit(main())
