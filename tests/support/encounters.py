"""A table for an encounter of any system."""

from __future__ import annotations


class Fight:
    """One encounter of any system, its tokens, and shortcuts for its routes."""

    def __init__(self, client, system, models, client_seed="table", **extra):
        self.client, self.system = client, system
        body = {"system": system, "name": "seeded", "models": models, **extra}
        if client_seed is not None:
            body["client_seed"] = client_seed
        r = client.post("/v1/encounters", json=body)
        assert r.status_code == 201, r.data
        self.created = r.get_json()
        self.id = self.created["encounter"]["id"]
        self.gm = self.created["gm_token"]
        self.sides = self.created["side_tokens"]

    @staticmethod
    def auth(token):
        return {"Authorization": f"Bearer {token}"} if token else {}

    def seed(self, token, seed, expect=200, **headers):
        r = self.client.post(
            f"/v1/encounters/{self.id}/seeds",
            json={"seed": seed},
            headers={**self.auth(token), **headers},
        )
        if expect is not None:
            assert r.status_code == expect, (seed, r.status_code, r.data)
        return r

    def step(self, path, body=None, token=None, expect=200, **headers):
        r = self.client.post(
            f"/v1/encounters/{self.id}/{self.system}/{path}",
            json=body or {},
            headers={**self.auth(token or self.gm), **headers},
        )
        if expect is not None:
            assert r.status_code == expect, (path, body, r.status_code, r.data)
        return r

    def get(self, token=None):
        r = self.client.get(f"/v1/encounters/{self.id}", headers=self.auth(token))
        assert r.status_code == 200, r.data
        return r.get_json()

    @property
    def state(self):
        return self.get()["state"]

    def log(self, token=None):
        r = self.client.get(
            f"/v1/encounters/{self.id}/log?page_size=1000", headers=self.auth(token)
        )
        assert r.status_code == 200, r.data
        return r.get_json()["entries"]

    def export(self, token=None):
        r = self.client.get(f"/v1/encounters/{self.id}/export", headers=self.auth(token))
        assert r.status_code == 200, r.data
        return r.get_json()

    def reveal(self):
        r = self.client.post(f"/v1/encounters/{self.id}/reveal", headers=self.auth(self.gm))
        assert r.status_code == 200, r.data
        return r.get_json()

    def verify(self):
        r = self.client.get(f"/v1/encounters/{self.id}/verify")
        assert r.status_code == 200, r.data
        return r.get_json()

    def orders(self):
        """Urban War: every side gives snap fire to its models (sealed, no dice)."""
        for side, token in self.sides.items():
            mine = {
                mid: "snap_fire" for mid, m in self.state["models"].items() if m["side"] == side
            }
            self.step("orders", {"orders": mine}, token, expect=None)


def free_roll(fight: Fight, body: dict, token=None, expect=200, query=""):
    """POST /v1/encounters/{id}/roll (GM token unless another is given); the answer's JSON."""
    answer = fight.client.post(
        f"/v1/encounters/{fight.id}/roll{query}",
        json=body,
        headers=fight.auth(token if token is not None else fight.gm),
    )
    assert answer.status_code == expect, answer.data
    return answer.get_json()
