"""The hostile-client harness of claims and consent (docs/encounters.md "Claims and
consent"): an encounter under a claims policy whose every proposal is put through the hostile
checks before the confirming party accepts it. Used by tests/encounters/test_claims.py and
each system's own claims suite."""

from __future__ import annotations

import threading

from referee.encounters import claims as cl
from referee.systems import ENCOUNTER_SYSTEMS as SYSTEMS
from tests.support.encounters import Encounter


def auth(token: str) -> dict:
    return {"Authorization": f"Bearer {token}"}


class Table(Encounter):
    """An encounter under a claims policy whose every proposal is put through the hostile
    checks before the confirming party accepts it."""

    def __init__(self, client, system, models, policy, **extra):
        extra.setdefault("waive_side_seeds", True)  # claims here, not seeds: no side waits
        super().__init__(client, system, models, claims_policy=policy, **extra)
        self.policy = policy
        self.proposed: set[str] = set()  # the steps that came back as proposals
        self.wrong: list[str] = []

    def role_token(self, role: str) -> str:
        return self.gm if role == "gm" else self.sides[role.removeprefix("side:")]

    def play(self, path, body, token=None, expect=200):
        """A step; a 202 proposal goes through the hostile checks, then is accepted."""
        token = token or self.gm
        r = self.step(path, body, token, expect=None)
        if r.status_code == 202 and "proposal" in r.get_json():
            return self._hostile(path, body, token, r.get_json()["proposal"])
        assert r.status_code == expect, (path, body, r.status_code, r.data)
        return r.get_json()

    def _check(self, what, response, status, code=None):
        body = response.get_json() or {}
        if response.status_code != status or (code and body.get("code") != code):
            self.wrong.append(f"{what}: {response.status_code} {body}")

    def _snapshot(self) -> tuple:
        doc = self.get()
        return doc["state"], doc["log_length"], doc.get("side_seeds_open")

    def _hostile(self, path, body, token, proposal) -> dict:
        step = next(s for s in SYSTEMS[self.system].steps if s.path == path)
        self.proposed.add(step.name)
        proposer = proposal["proposer"]
        where = f"{self.system} {step.name} ({self.policy})"
        doc = self.get()
        before = (doc["state"], doc["log_length"], doc.get("side_seeds_open"))
        if doc["proposal"] != proposal:
            self.wrong.append(f"{where}: the encounter does not show the proposal")
        if proposal["claims"] != step.claimed(proposal["params"]):
            self.wrong.append(f"{where}: the proposal's claims are not the declared ones")
        expected = ["gm"] if self.policy == cl.GM_CONFIRMS else None
        if expected and proposal["confirm"] != expected:
            self.wrong.append(f"{where}: gm_confirms, but {proposal['confirm']} confirm")
        if proposer in proposal["confirm"] or not proposal["confirm"]:
            self.wrong.append(f"{where}: confirmed by {proposal['confirm']}")
        pid = proposal["id"]
        url = self.url(f"/proposals/{pid}")
        # Its own proposer never accepts or rejects it.
        r = self.client.post(f"{url}/accept", headers=auth(token))
        self._check(f"{where}: self-accept", r, 403, "own_proposal")
        r = self.client.post(f"{url}/reject", json={"reason": "mine"}, headers=auth(token))
        self._check(f"{where}: self-reject", r, 403, "own_proposal")
        # Nobody but the confirming party accepts it.
        for role in ["gm", *(f"side:{s}" for s in self.sides)]:
            if role not in proposal["confirm"] and role != proposer:
                r = self.client.post(f"{url}/accept", headers=auth(self.role_token(role)))
                self._check(f"{where}: accepted by {role}", r, 403, "forbidden")
        # Every other change waits while it is open.
        again = self.step(path, body, token, expect=None)
        self._check(f"{where}: the same step again", again, 409, "proposal_open")
        r = self.client.post(
            self.url("/roll"), json={"expression": "1d6", "label": "x"}, headers=auth(self.gm)
        )
        self._check(f"{where}: a free roll", r, 409, "proposal_open")
        if self._snapshot() != before:
            self.wrong.append(f"{where}: refused answers changed the encounter")
        # Withdrawn: nothing rolled, nothing logged, the state as it was.
        confirmer = self.role_token(proposal["confirm"][0])
        r = self.client.post(f"{url}/withdraw", headers=auth(confirmer))
        self._check(f"{where}: withdrawn by the confirming party", r, 403, "forbidden")
        r = self.client.post(f"{url}/withdraw", headers=auth(token))
        self._check(f"{where}: withdrawn", r, 200)
        if self._snapshot() != before:
            self.wrong.append(f"{where}: a withdrawal changed the state, log or dice")
        # Rejected: logged without dice, the state as it was.
        second = self.step(path, body, token, expect=202).get_json()["proposal"]
        r = self.client.post(
            self.url(f"/proposals/{second['id']}/reject"),
            json={"reason": "that is not what the table shows"},
            headers=auth(confirmer),
        )
        self._check(f"{where}: rejected", r, 200)
        state, length, seeds_open = self._snapshot()
        rejection = self.log()[-1]
        if (state, seeds_open) != (before[0], before[2]) or length != before[1] + 1:
            self.wrong.append(f"{where}: a rejection changed more than one log entry")
        if rejection["step"] != cl.REJECTED or rejection["rolls"]:
            self.wrong.append(f"{where}: the rejection is logged as {rejection}")
        # Accepted by the confirming party: the step resolves exactly as proposed.
        third = self.step(path, body, token, expect=202).get_json()["proposal"]
        r = self.client.post(self.url(f"/proposals/{third['id']}/accept"), headers=auth(confirmer))
        assert r.status_code == 200, (where, r.data)
        entry = self.log()[-1]
        if entry["params"] != third["params"] or entry["role"] != proposer:
            self.wrong.append(f"{where}: the step resolved otherwise than proposed: {entry}")
        record = entry.get("claims") or {}
        if record.get("accepted_by") != proposal["confirm"][0] or record.get("made_by") != proposer:
            self.wrong.append(f"{where}: the entry's claims say {record}")
        if self.get()["proposal"] is not None:
            self.wrong.append(f"{where}: the proposal is still open after its step")
        return r.get_json()

    def audit(self) -> None:
        """No roll with a claim its author alone accepted; verify lists every claim."""
        entries = self.log()
        for entry in entries:
            record = entry.get("claims")
            if record is None:
                continue
            step = SYSTEMS[self.system].step(entry["step"])
            neutral = step.claims_neutral(entry["params"])
            if record["made_by"] == "gm":
                ok = record["accepted_by"] == "gm"
            elif neutral:
                ok = record["accepted_by"] in ("neutral", "gm") or record.get("proposal")
            else:
                ok = record["accepted_by"] not in (record["made_by"], "trusted", "neutral")
                if self.policy == cl.GM_CONFIRMS:
                    ok = ok and record["accepted_by"] == "gm"
            if not ok:
                self.wrong.append(f"{self.system} entry {entry['index']}: claims {record}")
        self.reveal()
        verified = self.verify()
        assert verified["ok"], verified
        listed = [c["index"] for c in verified["claims"] if "claims" in c]
        assert listed == [e["index"] for e in entries if e.get("claims")]


def race(*calls):
    """POSTs (app, url, body, token) sent at once, each from its own thread and client."""
    barrier = threading.Barrier(len(calls))
    answers = [None] * len(calls)

    def run(i, call):
        app, url, body, token = call
        client = app.test_client()
        barrier.wait()
        answers[i] = client.post(url, json=body, headers=auth(token))

    threads = [threading.Thread(target=run, args=(i, c)) for i, c in enumerate(calls)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    return answers
