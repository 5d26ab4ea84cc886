"""The encounter driver the suites share: one encounter of any system, driven through a
Flask test client (or anything with its post/get methods).

Each system's module (urban_war, umbra_turris, walka) subclasses `Encounter` with what
only that system has; what every encounter has (its tokens, steps, reads, reveal,
verification, export, side seeds and free rolls) is here, once.
"""

from __future__ import annotations


class Encounter:
    """One encounter of any system, its tokens, and shortcuts for its routes."""

    def __init__(self, client, system, models, client_seed="table", name="test fight", **extra):
        """POST /v1/encounters; `client_seed=None` sends none (the server makes one up),
        `extra` goes into the body as given (config, require_side_seeds, ...)."""
        self.client, self.system = client, system
        body = {"system": system, "name": name, "models": models, **extra}
        if client_seed is not None:
            body["client_seed"] = client_seed
        r = client.post("/v1/encounters", json=body)
        assert r.status_code == 201, r.data
        self.created = r.get_json()
        self.id = self.created["encounter"]["id"]
        self.gm = self.created["gm_token"]
        self.sides = self.created["side_tokens"]

    def url(self, rest: str = "") -> str:
        return f"/v1/encounters/{self.id}{rest}"

    @staticmethod
    def auth(token) -> dict:
        """The Authorization header of a token; none at all for no token."""
        return {"Authorization": f"Bearer {token}"} if token else {}

    def step(self, path, body=None, token=None, expect=200, **headers):
        """POST a step of the encounter's system (GM token unless another is given);
        `expect=None` checks no status."""
        r = self.client.post(
            self.url(f"/{self.system}/{path}"),
            json=body or {},
            headers={**self.auth(self.gm if token is None else token), **headers},
        )
        if expect is not None:
            assert r.status_code == expect, (path, body, r.status_code, r.data)
        return r

    def seed(self, token, seed, expect=200, **headers):
        """POST /v1/encounters/{id}/seeds: a side's seed, sent with `token`."""
        r = self.client.post(
            self.url("/seeds"), json={"seed": seed}, headers={**self.auth(token), **headers}
        )
        if expect is not None:
            assert r.status_code == expect, (seed, r.status_code, r.data)
        return r

    def free_roll(self, body: dict, token=None, expect=200, query=""):
        """POST /v1/encounters/{id}/roll (GM token unless another is given); the answer's
        JSON."""
        answer = self.client.post(
            self.url(f"/roll{query}"),
            json=body,
            headers=self.auth(token if token is not None else self.gm),
        )
        assert answer.status_code == expect, answer.data
        return answer.get_json()

    def get(self, token=None) -> dict:
        r = self.client.get(self.url(), headers=self.auth(token))
        assert r.status_code == 200, r.data
        return r.get_json()

    @property
    def state(self) -> dict:
        return self.get()["state"]

    def log(self, token=None) -> list[dict]:
        r = self.client.get(self.url("/log?page_size=1000"), headers=self.auth(token))
        assert r.status_code == 200, r.data
        return r.get_json()["entries"]

    def export(self, token=None) -> dict:
        r = self.client.get(self.url("/export"), headers=self.auth(token))
        assert r.status_code == 200, r.data
        return r.get_json()

    def reveal(self) -> dict:
        r = self.client.post(self.url("/reveal"), headers=self.auth(self.gm))
        assert r.status_code == 200, r.data
        return r.get_json()

    def verify(self) -> dict:
        r = self.client.get(self.url("/verify"))
        assert r.status_code == 200, r.data
        return r.get_json()
