"""The benchmark's baseline: a bare Flask app, served by the same gunicorn settings as Referee.

`gunicorn -c deploy/gunicorn.conf.py 'bare_app:create_app()'` (bench/run.py
starts it beside Referee). It does what every Flask service must do and
nothing else: route one request and answer a small JSON body. Whatever an
endpoint of Referee costs beyond this is Referee's own. `POST /step` is the same stack's
limit for a POST: it reads a JSON body and answers a step-sized document, doing nothing
else (bench/endpoints.py's `flask-post` row, for comparison only). `POST /step-redis` does
the same plus one Redis round trip (`flask-post-redis`): the floor of a step that touches
the store, with the same redis-py client (and hiredis) Referee uses.
"""

import os

import redis
from flask import Flask, request

# A step's answer of the size of an Urban War command test's (about 400 bytes).
ANSWER = {
    "system": "urban-war",
    "step": "command_test",
    "seed": "bench",
    "rng": "referee-dice-v1",
    "rolls": [
        {"sides": 10, "value": 5, "purpose": "command test, die 1"},
        {"sides": 10, "value": 2, "purpose": "command test, die 2"},
    ],
    "outcome": {
        "kind": "generic",
        "natural": 7,
        "command": 4,
        "modifiers": [
            {"reason": "calibre", "value": 1},
            {"reason": "Commander within 9 in", "value": 1},
        ],
        "total": 13,
        "target": 15,
        "auto_fail": False,
        "passed": False,
    },
}


def create_app() -> Flask:
    app = Flask(__name__)
    # REDIS_URL: the benchmark's redis-server (bench/run.py and bench/inprocess.py set it).
    store = redis.Redis.from_url(os.environ.get("REDIS_URL") or "redis://127.0.0.1:6379/0")

    @app.get("/")
    def status():
        return {"status": "ok"}

    @app.post("/step")
    def step():
        # What any JSON POST costs on this stack: gunicorn reads the body, Flask parses
        # it, and a step-sized answer goes back. Nothing is validated or rolled.
        request.get_json()
        return ANSWER

    @app.post("/step-redis")
    def step_redis():
        # The same, plus one round trip to Redis: what the cheapest stored step must cost.
        request.get_json()
        store.incr("bench:step-redis")
        return ANSWER

    return app
